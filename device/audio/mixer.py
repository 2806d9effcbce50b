"""Volume through the ALSA mixer (``amixer``), when the card has a playback control.

When there is none (or no ``amixer``), :func:`find_mixer` returns ``None`` and the volume is
applied instead by scaling when the night is composed (``compose(volume=...)``).
"""

from __future__ import annotations

import logging
import re
import shutil
import subprocess

log = logging.getLogger(__name__)

#: Controls tried in order; the first one the card has is used.
PREFERRED = ("Master", "PCM", "Speaker", "Headphone", "Digital", "HDMI")


class AlsaMixer:
    def __init__(self, control: str, card: str | None = None, *, amixer: str = "amixer") -> None:
        self.control, self.card, self.amixer = control, card, amixer

    def _cmd(self, *args: str, quiet: bool = True) -> list[str]:
        card = ["-c", self.card] if self.card is not None else []
        return [self.amixer, *(["-q"] if quiet else []), *card, *args]

    def set_volume(self, volume: float) -> bool:
        """Set the control to ``volume`` (0..1); False (logged) if amixer refused."""
        percent = f"{round(min(1.0, max(0.0, volume)) * 100)}%"
        try:
            proc = subprocess.run(self._cmd("sset", self.control, percent),
                                  capture_output=True, timeout=5, check=False)
        except (OSError, subprocess.TimeoutExpired) as e:
            log.warning("amixer failed: %s", e)
            return False
        if proc.returncode != 0:
            log.warning("amixer sset %s %s failed: %s", self.control, percent,
                        proc.stderr.decode("utf-8", "replace").strip())
            return False
        return True


def _card_of(device: str | None) -> str | None:
    """The card in an ALSA device name such as ``hw:1,0``, ``plughw:CARD=Headphones``."""
    if not device:
        return None
    m = re.search(r"(?:CARD=|^(?:plug)?hw:)([^,]+)", device)
    return m.group(1) if m else None


def find_mixer(device: str | None = None, *, control: str = "",
               amixer: str = "amixer") -> AlsaMixer | None:
    """The mixer for the output ``device``'s card, or None when there is no usable control.

    ``control`` names the control to use (config ``audio.mixer``); ``""`` picks the first of
    :data:`PREFERRED` the card has.
    """
    if shutil.which(amixer) is None:
        return None
    card = _card_of(device)
    probe = AlsaMixer("", card, amixer=amixer)
    try:
        proc = subprocess.run(probe._cmd("scontrols", quiet=False), capture_output=True,
                              timeout=5, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0:
        return None
    names = re.findall(r"Simple mixer control '([^']+)'", proc.stdout.decode("utf-8", "replace"))
    for name in (control,) if control else PREFERRED:
        if name in names:
            return AlsaMixer(name, card, amixer=amixer)
    return None
