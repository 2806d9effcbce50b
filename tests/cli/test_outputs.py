"""Writers refuse what is not a file or a folder (issue 23, item 7): one line, exit 2,
nothing written, no folder made but the one named."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from device.cli import main
from device.cli.errors import BadOption
from device.cli.outputs import output_file, output_folder


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    return err


@pytest.fixture()
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    return path


def test_a_file_option_refuses_a_device_a_pipe_a_folder_and_a_missing_folder(
        tmp_path: Path, fifo: Path) -> None:
    for bad, words in ((Path("/dev/null"), "a device, not a file"),
                       (fifo, "a pipe, not a file"),
                       (tmp_path, "a directory, not a file"),
                       (tmp_path / "none" / "x.wav", "does not exist; make it first")):
        with pytest.raises(BadOption, match=words):
            output_file(bad, "--wav")
    assert not (tmp_path / "none").exists()
    assert output_file(tmp_path / "new.wav", "--wav") == tmp_path / "new.wav"
    (tmp_path / "old.wav").write_bytes(b"x")
    assert output_file(tmp_path / "old.wav", "--wav") == tmp_path / "old.wav"


def test_a_folder_option_makes_only_the_last_folder(tmp_path: Path, fifo: Path) -> None:
    assert output_folder(tmp_path / "out", "--out").is_dir()
    with pytest.raises(BadOption, match=r"the directory .*/a does not exist"):
        output_folder(tmp_path / "a" / "b", "--out")
    assert not (tmp_path / "a").exists()
    with pytest.raises(BadOption, match="a pipe, not a directory"):
        output_folder(fifo, "--out")
    with pytest.raises(BadOption, match="cannot write into it"):
        output_folder(Path("/proc"), "--cache")
    assert output_folder(Path("/proc"), "--cache", write=False) == Path("/proc")


def test_say_refuses_a_device_before_speaking(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(["say", "hello", "--wav", "/dev/null"], capsys)
    assert err == "nightbox say: --wav /dev/null: a device, not a file; name a file"
    assert Path("/dev/null").is_char_device()


def test_demo_refuses_a_pipe_and_a_missing_parent(tmp_path: Path, fifo: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert "a pipe, not a directory" in refused(["demo", "--out", str(fifo)], capsys)
    assert "does not exist" in refused(["demo", "--out", str(tmp_path / "a" / "b")], capsys)
    assert not (tmp_path / "a").exists()


def test_voice_refuses_a_device_and_proc(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--cache /dev/null: a device, not a directory" in refused(
        ["voice", "status", "--cache", "/dev/null"], capsys)
    assert "--cache /proc: cannot write into it" in refused(
        ["voice", "prepare", "--cache", "/proc", "--quiet", "--voice", "espeak"], capsys)
