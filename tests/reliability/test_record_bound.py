"""A saved game is never lost for its size (issue 34, item 1).

Three seats chattering at 200 Hz through a vote and its re-votes kept every raw edge: a
line past the reader's 1 MB (the auditor's was 1.34 MB, after two re-votes; the rig's
ballots close sooner, at 0.24 MB each, so here it takes four), so ``nightbox games``
found no games and the next save cut the line to its first 1 MB. Now the record keeps a
bounded number of edges (the rest summed up), the writer refuses a line the reader would
not read (one constant), and a line over it is set aside whole.
"""

from __future__ import annotations

import errno
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.ballot_record import EDGES_PER_SEAT

from device.cli import main
from device.core.settings import Settings
from device.display.table_screens import VerdictScreen
from device.store import StateStore, StoreError, history, reading
from hw_mocks.rig import Rig
from tests.app.flows import to_the_day

from .conftest import play_edges

FIVE = (1, 2, 3, 4, 5)
NOW = 1795305599.0
#: the vote and its re-votes: every raw edge of them kept made a line of 1.18 MB
ROUNDS = 5


def chatter(start: float, seconds: float, hz: float) -> list[tuple[float, bool]]:
    half = 0.5 / hz
    return [(start + i * half, i % 2 == 0) for i in range(int(seconds * hz) * 2)]


def vote_again_offered(rig: Rig) -> None:
    for _ in range(600):
        if isinstance(rig.screen, VerdictScreen) and rig.screen.headline == "VOTE AGAIN?":
            return
        rig.run(0.1)
    raise AssertionError(f"no offer to vote again: {rig.screen!r}")


@pytest.mark.slow   # over 2 s: CI runs it (make test PYTEST_ARGS=)
def test_three_chattering_seats_and_four_revotes_save_a_game_the_history_reads(
        make_rig: Callable[..., Rig], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rig = make_rig(settings=Settings(first_speaker=False))
    to_the_day(rig, FIVE)
    rig.click()                                          # vote now
    for round_ in range(ROUNDS):
        opened = rig.run_until_ballot_opens()
        noise = {seat: chatter(opened, 10.0, 200) for seat in (1, 2, 3)}
        taps = {seat: [(opened + 0.3 + i * 0.3 + d, d == 0) for i in range(n)
                       for d in (0, 0.1)] for seat, n in ((4, 5), (5, 4))}
        play_edges(rig, {**noise, **taps})
        vote_again_offered(rig)
        if round_ < ROUNDS - 1:
            rig.click()                                  # vote again
        else:
            rig.long_press()                             # keep the count
    assert rig.phase == "result"
    rig.turn(1)
    rig.menu_select("Menu")                              # saved, unscored
    state = tmp_path / "state"
    [line] = (state / "games.jsonl").read_bytes().splitlines(keepends=True)
    assert len(line) <= history.MAX_LINE
    [record] = StateStore(state).games()                 # read back, not set aside
    assert len(record["ballots"]) == ROUNDS
    for ballot in record["ballots"]:                     # the older ones summed up whole
        assert {"1", "2", "3"} <= set(ballot["summary"]) and ballot["flags"]["2"] == ["noisy"]
        assert ballot["summary"]["2"]["count"] > EDGES_PER_SEAT
    last = record["ballots"][-1]                          # the vote that counted: whole
    assert set(last["summary"]) == {"1", "2", "3"}
    assert last["summary"]["2"]["kept"] == EDGES_PER_SEAT
    assert not list(state.glob("games.jsonl.set-aside-*"))
    assert main(["games", "--state-dir", str(state)]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 2 and rows[1].startswith("1  ") and "One Night" in rows[1]


def test_the_writer_refuses_what_the_reader_would_not_read(tmp_path: Path) -> None:
    assert reading.LIMITS["line"] == history.MAX_LINE
    store = StateStore(tmp_path, clock=lambda: NOW)
    pad = history.MAX_LINE - len(history.encode({"pad": ""}, history.saved_at(NOW))) - 2
    while len(history.encode({"pad": "x" * (pad + 1)}, history.saved_at(NOW))) \
            <= history.MAX_LINE - 1:                     # its CRC may take 9 or 10 digits
        pad += 1
    fits = {"pad": "x" * (pad + 1)}
    store.append_game(fits)
    assert len((tmp_path / "games.jsonl").read_bytes()) == history.MAX_LINE
    assert StateStore(tmp_path).games() == [fits]        # the longest line reads back
    with pytest.raises(StoreError) as refused:
        store.append_game({"pad": "x" * (pad + 3)})
    assert refused.value.errno == errno.EFBIG
    assert str(refused.value).startswith("cannot save games.jsonl: the game's record is ")
    assert str(refused.value).endswith(f"more than a line of the history holds "
                                       f"({history.MAX_LINE})")
    assert StateStore(tmp_path).games() == [fits]


@pytest.mark.parametrize("where", ["middle", "end"])
def test_a_line_over_the_bound_is_set_aside_whole(tmp_path: Path, where: str) -> None:
    path = tmp_path / "games.jsonl"
    good = [history.encode({"game": n}) for n in (1, 2)]
    body = json.dumps({"game": 3, "events": [{"t": i * 0.0025, "seat": 1} for i in
                                             range(60_000)]}, separators=(",", ":"))
    huge = b'{"version":1,"record":' + body.encode() + b"}\n"
    assert len(huge) > 1.3e6
    lines = [good[0], huge, good[1]] if where == "middle" else [*good, huge]
    path.write_bytes(b"".join(lines))
    store = StateStore(tmp_path, clock=lambda: NOW)
    if where == "end":
        store.append_game({"game": 4})                   # the first save reads the end
    else:
        store.check_history()                            # the box's check at start
    [aside] = tmp_path.glob("games.jsonl.set-aside-*")
    assert aside.read_bytes() == huge                    # whole, never cut
    kept = [g["game"] for g in store.games()]
    assert kept == ([1, 2] if where == "middle" else [1, 2, 4])
