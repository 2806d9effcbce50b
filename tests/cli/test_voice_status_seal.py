"""``nightbox voice status`` reads each cached line as playback does (issue #34, item 3):
a damaged entry (its samples cut short or changed, so its CRC no longer matches) is
missing, and the count says how many were damaged; ``voice prepare`` renders them again.
``voice prepare`` on a full disk fails in one line: a line it could only keep in RAM is
not prepared."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from device.audio import pcm
from device.audio.cache import CachedVoice, Entry
from device.cli import main
from hw_mocks.audio import ToneSynth

from ..conftest import require_espeak
from ..device.test_voice_level import require_piper

LINES = ["Seer, wake up.", "Seat 3 dies.", "Three."]


@pytest.fixture
def three_lines(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    import device.shell.voice.catalogue as catalogue

    monkeypatch.setattr(catalogue, "box_lines", lambda **_: LINES)
    return LINES


def damage(voice: CachedVoice) -> None:
    """The first line's entry a byte changed in its samples, the second's cut short."""
    changed = voice.path_for(LINES[0])
    raw = bytearray(changed.read_bytes())
    raw[100] ^= 0x55                                  # a sample: the sizes still add up
    changed.write_bytes(bytes(raw))
    cut = voice.path_for(LINES[1])
    cut.write_bytes(cut.read_bytes()[:-500])


def test_a_damaged_piper_entry_is_counted_missing(
        tmp_path: Path, three_lines: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    require_piper()
    # the natural voice's entries, as prepare keys them (rendered by a tone: Piper stays
    # unloaded, as the box's status never loads it either)
    voice = CachedVoice(ToneSynth("piper:en_US-joe-medium", 160), tmp_path)
    for line in LINES:
        voice.render(line)
    args = ["voice", "status", "--voice", "piper", "--rate", "160", "--cache", str(tmp_path)]
    assert main(args) == 0
    assert "3 of 3 lines prepared for Piper (en_US-joe-medium)" in capsys.readouterr().out
    damage(voice)
    assert [voice.entry(line) for line in LINES] == [Entry.DAMAGED, Entry.DAMAGED,
                                                     Entry.PREPARED]
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "1 of 3 lines prepared for Piper (en_US-joe-medium)" in out
    assert "; 2 damaged, to prepare again" in out
    assert voice.path_for(LINES[0]).exists()         # status only counts: nothing dropped


def test_voice_prepare_renders_a_damaged_entry_again(
        tmp_path: Path, three_lines: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    require_espeak()
    from device.cli.say_cmd import voice_for

    args = ["voice", "status", "--voice", "espeak", "--rate", "160", "--cache", str(tmp_path)]
    assert main(["voice", "prepare", "--quiet", *args[2:]]) == 0
    damage(voice_for("espeak", 160, tmp_path))        # the command's own voice and keys
    capsys.readouterr()
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "1 of 3 lines prepared" in out and "; 2 damaged" in out
    assert main(["voice", "prepare", "--quiet", *args[2:]]) == 0
    assert "prepared 2 lines" in capsys.readouterr().out
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "3 of 3 lines prepared" in out and "damaged" not in out


def test_voice_prepare_on_a_full_disk_fails_in_one_line(
        tmp_path: Path, three_lines: list[str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    require_espeak()

    def full(path: Path, *_: object, **__: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(pcm, "write_chunks", full)
    assert main(["voice", "prepare", "--voice", "espeak", "--quiet",
                 "--cache", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and len(err.strip().splitlines()) == 1
    assert "prepared" not in capsys.readouterr().out
