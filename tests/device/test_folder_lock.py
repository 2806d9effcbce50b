"""One writer per state folder (issue 34, item 7): a second process is told who holds the
folder in one line, and never removes the first one's save in flight."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from device.store import StateStore
from device.store.folder_lock import StateBusy

from ..cli.run import process, refused

HOLDER = """
import sys
from device.store import StateStore
store = StateStore(sys.argv[1])
print("ready", flush=True)
sys.stdin.read()
"""


@pytest.fixture()
def held(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    """A state folder another process writes (until the test ends), and its pid."""
    state = tmp_path / "state"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(state)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        yield state, holder.pid
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=60)


def test_a_second_writer_is_told_who_holds_the_folder(held: tuple[Path, int]) -> None:
    state, pid = held
    in_flight = state / ".settings.json.0123abcd.tmp"     # the holder's save, half written
    in_flight.write_text('{"version": 1, "sett')
    line = refused("demo", "--state-dir", str(state))
    assert line.startswith(f"nightbox demo: {state}: in use by ")
    assert f"(pid {pid}); one program at a time writes a state folder" in line
    assert "python" in line                               # its command line, as ps shows it
    with pytest.raises(StateBusy, match=rf"\(pid {pid}\)"):
        StateStore(state)
    assert in_flight.read_text() == '{"version": 1, "sett'
    assert sorted(p.name for p in state.iterdir()) == [in_flight.name]


def test_the_stores_of_one_process_share_the_lock_and_let_it_go(tmp_path: Path) -> None:
    state = tmp_path / "state"
    first = StateStore(state)
    second = StateStore(state)                            # the same process: one lock
    second.save_settings({"pace": "slow"})
    first.close()
    other = process("demo", "--state-dir", str(state))   # another process: refused
    assert other.returncode == 2
    assert other.stderr.strip().endswith("or give another --state-dir")
    second.close()                                        # the last one lets it go
    (state / ".chips.json.0123abcd.tmp").write_text("{half")   # left by a killed writer
    taken = StateStore(state)
    assert not (state / ".chips.json.0123abcd.tmp").exists()   # the new holder removes it
    taken.close()
