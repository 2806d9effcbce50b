"""``nightbox say`` where nothing can play it: one line, never ALSA's ten raw ones (issue 34,
item 18). aplay is a stand-in here that fails as aplay does on a machine without a card."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ALSA_NOISE = "\n".join(f"ALSA lib conf.c:{n}:(_snd_config_evaluate) function returned error"
                       for n in range(9))


def fake_aplay(folder: Path, listing: str, play_error: str) -> None:
    """An aplay that lists ``listing`` for ``-l`` and fails to play with ``play_error``."""
    folder.mkdir()
    script = folder / "aplay"
    script.write_text(f"""#!/bin/sh
echo '{ALSA_NOISE}' >&2
if [ "$1" = -l ]; then
  printf '%s' '{listing}'; echo 'aplay: device_list:274: no soundcards found...' >&2; exit 1
fi
echo '{play_error}' >&2
exit 1
""")
    script.chmod(0o755)


def say(tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}",
           "NIGHTBOX_CACHE_DIR": str(tmp_path / "cache"),
           "NIGHTBOX_CONFIG": str(tmp_path / "none.toml")}
    (tmp_path / "none.toml").write_text("")
    return subprocess.run([sys.executable, "-m", "device.cli", "say", "Seer, wake up.",
                           "--voice", "espeak"], capture_output=True, text=True, timeout=120,
                          env=env, stdin=subprocess.DEVNULL)


@pytest.mark.espeak
def test_no_sound_card_is_one_line(tmp_path: Path, espeak: None) -> None:
    fake_aplay(tmp_path / "bin", "", "unused")
    out = say(tmp_path)
    assert out.returncode == 2 and "ALSA lib" not in out.stderr
    assert out.stderr.strip().splitlines() == [(
        "nightbox say: cannot play it here: no sound card (aplay: device_list:274: no "
        "soundcards found...); give --wav FILE")]


@pytest.mark.espeak
def test_a_card_that_fails_to_play_is_one_line(tmp_path: Path, espeak: None) -> None:
    fake_aplay(tmp_path / "bin", "card 0: Headphones [bcm2835 Headphones]\n",
               "aplay: main:831: audio open error: Device or resource busy")
    out = say(tmp_path)
    assert out.returncode == 2 and "ALSA lib" not in out.stderr
    said, refused = out.stderr.strip().splitlines()
    assert said.endswith("s, espeak-ng")
    assert refused == ("nightbox say: aplay could not play it (aplay: main:831: audio open "
                       "error: Device or resource busy); give --wav FILE")
