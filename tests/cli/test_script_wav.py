"""``nightbox script ... --wav FILE [--voice ...] [--no-bed]``: the night as the box composes
it, with the sound bed a fixed distance under the levelled voice, or without it."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from device.audio import pcm
from device.audio.bed import BELOW_VOICE_DB
from device.audio.level import TARGET_DBFS
from device.cli import main

from ..conftest import fast_voice, require_espeak

ROLES = "werewolf,werewolf,seer,robber,troublemaker,villager"


def db(samples: list[int]) -> float:
    return 20 * math.log10(math.sqrt(sum(v * v for v in samples) / len(samples)) / 32767)


def test_the_night_with_and_without_the_bed(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    require_espeak()
    monkeypatch.setenv("NIGHTBOX_CACHE_DIR", str(tmp_path / "cache"))  # nothing prepared
    monkeypatch.delenv("CACHE_DIRECTORY", raising=False)
    bed, bare = tmp_path / "bed.wav", tmp_path / "bare.wav"
    assert main(["script", "--roles", ROLES, "--wav", str(bed)]) == 0
    assert main(["script", "--roles", ROLES, "--wav", str(bare), "--no-bed"]) == 0
    out = capsys.readouterr().out.splitlines()
    # as the box speaks: nothing prepared in the natural voice here, so the fast voice, said
    assert out[0].startswith(f"{bed}: ") and out[0].endswith(", sound bed")
    assert out[1].endswith(", no bed")
    assert all(fast_voice() in line and "prepared lines" not in line for line in out[:2])
    with_bed, without = pcm.read_wav(bed), pcm.read_wav(bare)
    assert len(with_bed) == len(without) > 60 * 22050          # the same night, a minute+
    rate = 22050
    # the quietest second of the bare night is a pause: silent there, the bed under it
    seconds = [(sum(abs(v) for v in without[i:i + rate]), i)
               for i in range(rate, len(without) - 2 * rate, rate)]
    _, pause = min(seconds)
    assert not any(without[pause:pause + rate])
    bed_db = db(list(with_bed[pause:pause + rate]))
    # the speech of the bare night is at the levelled target; the bed a fixed step under
    loud = max(seconds)[1]
    assert abs(db(list(without[loud:loud + rate])) - TARGET_DBFS) < 4
    assert abs(bed_db - (TARGET_DBFS - BELOW_VOICE_DB)) < 2.5, bed_db


@pytest.mark.parametrize("args, words", [
    (("--no-bed",), "--no-bed needs --wav"),
    (("--voice", "piper"), "--voice needs --wav"),
    (("--wav", "{tmp}/x.wav", "--voice", "festival"), "allowed espeak, pico"),
    (("--wav", "{tmp}/file/x.wav"), "/file is a file, not a directory"),
    (("--wav", "{tmp}/none/x.wav"), "/none does not exist; make it first"),
    (("--wav", "/dev/null"), "--wav /dev/null: a device, not a file"),
    (("--wav", "{tmp}"), "a directory, not a file"),
])
def test_wav_options_refuse_in_one_line(args: tuple[str, ...], words: str, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("not a folder")
    argv = [a.replace("{tmp}", str(tmp_path)) for a in args]
    if "festival" not in args and "--wav" in args:
        require_espeak()
    assert main(["script", "--roles", ROLES, *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def silences(samples: list[int]) -> list[tuple[int, int]]:
    """Every run of exact silence, as (length, first frame), longest first."""
    runs, start = [], None
    for i, v in enumerate([*samples, 1]):
        if not v and start is None:
            start = i
        elif v and start is not None:
            runs.append((i - start, start))
            start = None
    return sorted(runs, reverse=True)


def test_a_classic_night_with_its_bed(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole of classic's night 2 as the box composes it, each entry point simply
    its pause: as long as the night without the bed, its longest silence the wolves'
    pause, and the bed there, at its fixed step under the voice."""
    require_espeak()
    monkeypatch.setenv("NIGHTBOX_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("CACHE_DIRECTORY", raising=False)
    bed, bare = tmp_path / "bed.wav", tmp_path / "bare.wav"
    night = ["script", "--game", "classic", "--roles", "werewolf,seer,villager*3",
             "--night", "2"]
    assert main([*night, "--format", "json"]) == 0
    cues = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert main([*night, "--wav", str(bed)]) == 0
    assert main([*night, "--wav", str(bare), "--no-bed"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{bed}: ") and out[0].endswith(", sound bed")
    assert out[1].endswith(", no bed")
    rate = 22050
    with_bed, without = list(pcm.read_wav(bed)), list(pcm.read_wav(bare))
    pauses = [c["seconds"] for c in cues if c["kind"] == "pause"]
    lines = [c for c in cues if c["kind"] == "say"]
    wolves = max(pauses)          # the werewolves' pause (the seed's jitter drawn)
    assert 16.0 <= wolves < 19.0 and len(pauses) == 5 and len(lines) == 8
    assert len(with_bed) == len(without) > rate * (sum(pauses) + len(lines))  # 1 s+ a line
    # the wolves' pause is the night's longest silence; the bed is under it
    frames, start = silences(without)[0]
    assert round(wolves * rate) <= frames < round((wolves + 0.1) * rate)  # a line's edge
    pause = with_bed[start : start + frames]
    bed_db = db(pause[rate : -rate])     # away from the lines on either side
    assert abs(bed_db - (TARGET_DBFS - BELOW_VOICE_DB)) < 2.5, bed_db
    # the voice at its level over it, and the bed under every line too
    loud = max(range(0, len(without) - rate, rate),
               key=lambda i: sum(map(abs, without[i : i + rate])))
    assert abs(db(without[loud : loud + rate]) - TARGET_DBFS) < 4
    assert with_bed[loud : loud + rate] != without[loud : loud + rate]
