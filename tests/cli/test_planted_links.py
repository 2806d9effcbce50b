"""A symbolic link planted where a command writes is never written through (issue 34,
item 10): ``demo --out DIR`` refuses one at its files or its screens' folder before it
plays, and replaces (never follows) one planted while it plays; ``run --transcript``
refuses a link, and a loop of links, in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from device.cli import main
from hw_mocks.display import DummyOled


@pytest.fixture()
def victim(tmp_path: Path) -> Path:
    path = tmp_path / "victim"
    path.write_text("keep me\n")
    return path


@pytest.mark.parametrize("name", ["game.json", "transcript.jsonl", "night.wav"])
def test_demo_refuses_a_link_at_a_file_it_writes(
        name: str, tmp_path: Path, victim: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / name).symlink_to(victim)
    assert main(["demo", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"nightbox demo: --out {out}: {name} there is a symbolic link, not a "
                   "file; remove it or name another folder")
    assert victim.read_text() == "keep me\n"
    assert sorted(p.name for p in out.iterdir()) == [name]


def test_demo_refuses_a_link_at_its_screens_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    out.mkdir()
    elsewhere.mkdir()
    (out / "screens").symlink_to(elsewhere)
    assert main(["demo", "--out", str(out)]) == 2
    assert "screens there is a symbolic link, not a folder" in capsys.readouterr().err
    assert list(elsewhere.iterdir()) == []


def test_a_screen_saved_over_a_link_replaces_the_link(tmp_path: Path, victim: Path) -> None:
    link = tmp_path / "01-menu.png"
    link.symlink_to(victim)
    DummyOled().save_png(link)
    assert victim.read_text() == "keep me\n"
    assert not link.is_symlink() and link.read_bytes().startswith(b"\x89PNG")


def _run(transcript: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NIGHTBOX_STATE_DIR": str(tmp_path / "state"),
           "NIGHTBOX_CONFIG": str(tmp_path / "none.toml"), "GPIOZERO_PIN_FACTORY": "mock"}
    (tmp_path / "none.toml").write_text("")
    return subprocess.run([sys.executable, "-m", "device.cli", "run", "--transcript",
                           str(transcript)], env=env, capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)


def test_run_refuses_a_transcript_that_is_a_link_to_a_new_file(tmp_path: Path) -> None:
    link, target = tmp_path / "t.jsonl", tmp_path / "made-elsewhere"
    link.symlink_to(target)
    out = _run(link, tmp_path)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.strip().splitlines()[-1] == (
        f"nightbox run: --transcript {link}: a symbolic link; name the file itself")
    assert not target.exists()
    assert not (tmp_path / "state").exists()   # refused before the box was built


def test_run_refuses_a_loop_of_links_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    out = _run(tmp_path / "a", tmp_path)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.strip().splitlines()[-1].endswith("a symbolic link; name the file itself")


def test_run_refuses_a_transcript_that_is_a_pipe(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    out = _run(fifo, tmp_path)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.strip().splitlines()[-1] == (
        f"nightbox run: --transcript {fifo}: a pipe, not a file; name a file")
