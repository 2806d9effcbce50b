"""Where the state and the TTS cache live.

Order, first match wins:

1. systemd's ``$STATE_DIRECTORY`` / ``$CACHE_DIRECTORY`` (set by ``StateDirectory=`` and
   ``CacheDirectory=`` in the unit; the first entry when it lists several);
2. the directory the config names (``paths.state_dir`` / ``paths.cache_dir``);
3. ``$NIGHTBOX_STATE_DIR`` / ``$NIGHTBOX_CACHE_DIR``;
4. off systemd: ``$XDG_STATE_HOME/nightbox`` (``~/.local/state/nightbox``) and
   ``$XDG_CACHE_HOME/nightbox`` (``~/.cache/nightbox``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path


def state_dir(configured: str | os.PathLike[str] | None = None,
              environ: Mapping[str, str] | None = None) -> Path:
    """The state directory (settings, chips, game records)."""
    return _resolve(configured, os.environ if environ is None else environ,
                    "STATE_DIRECTORY", "NIGHTBOX_STATE_DIR", "XDG_STATE_HOME",
                    Path(".local", "state"))


def sim_state_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where ``nightbox sim`` keeps its state: ``sim`` in the user's state directory, so
    playing in the terminal never touches the box's own."""
    return state_dir(None, environ) / "sim"


def cache_dir(configured: str | os.PathLike[str] | None = None,
              environ: Mapping[str, str] | None = None) -> Path:
    """The cache directory (TTS WAVs)."""
    return _resolve(configured, os.environ if environ is None else environ,
                    "CACHE_DIRECTORY", "NIGHTBOX_CACHE_DIR", "XDG_CACHE_HOME", Path(".cache"))


def cache_rule(configured: str | os.PathLike[str] | None = None,
               environ: Mapping[str, str] | None = None) -> str:
    """Which rule of :func:`cache_dir` found the cache, for ``nightbox voice status``."""
    env = os.environ if environ is None else environ
    if env.get("CACHE_DIRECTORY", "").split(":")[0]:
        return "the service's CacheDirectory ($CACHE_DIRECTORY)"
    if configured is not None and os.fspath(configured):
        return "the config's paths.cache_dir (or $NIGHTBOX_CACHE_DIR)"
    if env.get("NIGHTBOX_CACHE_DIR"):
        return "$NIGHTBOX_CACHE_DIR"
    return "the user's cache"


def voices_dir(configured: str | os.PathLike[str] | None = None) -> Path:
    """Where ``make install`` downloads the Piper voice: ``voices/`` in the cache."""
    return cache_dir(configured) / "voices"


def runtime_dir(environ: Mapping[str, str] | None = None) -> Path | None:
    """systemd's RuntimeDirectory (``/run/nightbox``, in RAM), or ``None`` off systemd."""
    env = os.environ if environ is None else environ
    found = env.get("RUNTIME_DIRECTORY", "").split(":")[0]
    return Path(found) if found else None


def _resolve(configured: str | os.PathLike[str] | None, environ: Mapping[str, str],
             systemd: str, ours: str, xdg: str, home_default: Path) -> Path:
    from_systemd = environ.get(systemd, "").split(":")[0]
    if from_systemd:
        return Path(from_systemd)
    if configured is not None and os.fspath(configured):
        return Path(configured).expanduser()
    if environ.get(ours):
        return Path(environ[ours]).expanduser()
    base = environ.get(xdg, "")
    if base and os.path.isabs(base):  # the XDG spec says to ignore relative values
        return Path(base) / "nightbox"
    home = environ.get("HOME") or os.path.expanduser("~")
    return Path(home) / home_default / "nightbox"
