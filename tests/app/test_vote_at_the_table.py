"""The vote as a table lives it: the visible onset, on-beat taps, false starts corrected
at once, noisy buttons named, and the re-vote one knob press away (issue: a vote the
table can trust)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from device.core.table.ballot import FLASH_SECONDS
from device.core.ui.phrases import REVOTE_OFFER
from hw_mocks.rig import Rig

from .flows import seat_players, through_night, to_the_day

FIVE = range(1, 6)


def to_count_in(rig: Rig) -> float:
    """From the menu to the count-in; return the onset of "VOTE!" the box has scheduled."""
    seat_players(rig, FIVE)
    through_night(rig)
    rig.click()
    assert rig.phase == "vote"
    onset = rig.box.scheduler.due("speech:mark:vote")
    assert onset is not None
    return onset


@pytest.fixture()
def table(make_rig: Callable[..., Rig]) -> Rig:
    from device.core.settings import Settings

    rig = make_rig(settings=Settings(first_speaker=False))
    rig.start()
    return rig


def test_the_onset_is_visible_in_the_tick_the_ballot_opens(table: Rig) -> None:
    onset = to_count_in(table)
    ready = table.transcript.kinds("show")[-1]
    assert ready["screen"] == "VoteScreen" and ready["opened"] is False
    table.run_until(onset)
    at_open = [e for e in table.transcript.entries if e["t"] == pytest.approx(onset)]
    kinds = [e["kind"] for e in at_open]
    assert {"ballot", "leds", "show"} <= set(kinds)
    leds = next(e for e in at_open if e["kind"] == "leds")
    assert sorted(leds["on"]) == list(FIVE)                   # every seat, once
    vote = next(e for e in at_open if e["kind"] == "show")
    assert vote["screen"] == "VoteScreen" and vote["opened"] is True
    assert (vote["done"], vote["voters"]) == (0, 5)
    assert table.panel.lit_seats() == frozenset(FIVE)
    table.run_until(onset + FLASH_SECONDS + 0.01)
    assert table.panel.lit_seats() == frozenset()             # dark for the rest


def test_on_beat_taps_count_as_meant(table: Rig) -> None:
    onset = to_count_in(table)
    meant = {1: 3, 2: 3, 3: 1, 4: 3, 5: 4}
    for n, (voter, target) in enumerate(meant.items()):
        table.panel.tap(voter, target, at=onset - 0.08 - 0.01 * n)  # 80-120 ms early
    table.run_until_phase("result", limit=20)
    close = [e for e in table.transcript.kinds("ballot") if e["event"] == "close"][-1]
    assert close["votes"] == {str(k): v for k, v in meant.items()}
    assert close["false_starts"] == [] and close["not_counted"] == {}


def test_a_false_start_is_named_at_once_and_the_seat_votes_again(table: Rig) -> None:
    onset = to_count_in(table)
    table.panel.tap(2, 2, at=onset - 0.9)          # jumps the gun, runs into the vote
    table.panel.tap(2, 2, at=onset + 0.05)
    for voter, target in {1: 3, 3: 1, 4: 3, 5: 4}.items():
        table.panel.tap(voter, target, at=onset + 0.1)
    table.run_until(onset + 0.3)
    assert table.phase == "vote"
    assert "Seat 2, too early. Tap again." in table.said()
    screen = table.transcript.kinds("show")[-1]
    assert screen["screen"] == "VoteScreen" and "Seat 2" in screen["note"]
    table.panel.tap(2, 3, at=onset + 2.5)           # a rest, then the vote it meant
    table.run_until_phase("result", limit=20)
    close = [e for e in table.transcript.kinds("ballot") if e["event"] == "close"][-1]
    assert close["votes"]["2"] == 3 and close["false_starts"] == [2]
    assert close["not_counted"] == {}


@pytest.mark.parametrize("keep", [False, True], ids=["press-revotes", "hold-keeps"])
def test_a_noisy_seat_gets_no_vote_is_named_and_one_press_revotes(table: Rig,
                                                                  keep: bool) -> None:
    onset = to_count_in(table)
    edges = []
    for i in range(400):                                # 200 Hz for 2 s from the onset
        t = onset + 0.02 + i * 0.005
        edges += [(t, True), (t + 0.0025, False)]
    table.panel.edges(3, edges)
    for voter, target in {1: 3, 2: 3, 4: 3, 5: 4}.items():
        table.panel.tap(voter, target, at=onset + 0.1)
    table.run(20)
    assert table.phase == "vote" and not table.transcript.kinds("result")
    said = table.said()
    assert "Seat 3: the button could not be read." in said
    assert said[-1] == REVOTE_OFFER                      # named before anything is decided
    offer = table.transcript.kinds("show")[-1]
    assert offer["headline"] == "VOTE AGAIN?" and offer["detail"] == "No vote: seat 3"
    if keep:                                             # a long press keeps the count
        table.long_press()
        result = table.transcript.kinds("result")[-1]
        assert result["noisy"] == [3] and result["votes"]["3"] is None
        assert result["not_counted"] == {"3": "noisy button"}
        verdict = table.transcript.kinds("show")[-1]
        assert verdict["screen"] == "VerdictScreen" and verdict["detail"] == "No vote: seat 3"
        return
    table.click()                                        # one press: the re-vote
    assert table.phase == "vote"
    table.run_until_ballot_opens()
    opened = [e for e in table.transcript.kinds("ballot") if e.get("event") == "open"]
    assert len(opened) == 2


def test_a_fault_in_a_state_shows_an_error_and_returns_to_the_menu(
        table: Rig, monkeypatch: pytest.MonkeyPatch) -> None:
    from device.core.table import ballot as vote

    onset = to_count_in(table)

    def broken(*args: object) -> None:
        raise RuntimeError("decoder exploded")

    monkeypatch.setattr(vote, "make_ballot", broken)
    table.run_until(onset + 0.1)
    assert table.phase == "menu"
    assert table.machine.ballots_open == 0
    error = table.transcript.kinds("error")[-1]
    assert error["state"] == "vote" and "decoder exploded" in error["error"]
    shown = table.transcript.kinds("show")[-1]
    assert shown["screen"] == "MessageScreen" and shown["error"] is True
    saved = table.store.games()[-1]
    assert saved["errors"][0]["state"] == "vote"       # the record keeps what happened
    table.turn(1)                                       # and the box answers the knob
    assert table.transcript.kinds("show")[-1]["screen"] == "MenuScreen"


def test_the_text_voice_prints_each_line_when_it_would_be_heard(
        make_rig: Callable[..., Rig]) -> None:
    from device.core.settings import Settings
    from device.shell.voice.captions import COUNT_IN_WORDS, TextSound

    heard: list[tuple[float, str]] = []
    rig = make_rig(settings=Settings(first_speaker=False))
    rig.sound = rig.box.runtime.hw.sound = TextSound(
        lambda text: heard.append((rig.clock.now, text)))
    to_the_day(rig, FIVE)
    rig.click()
    onset = rig.box.scheduler.due("speech:mark:vote")
    assert onset is not None
    assert "Vote!" not in [w for _, w in heard]                # nothing printed ahead
    rig.run_until(onset)
    printed = {w: t for t, w in heard if w in COUNT_IN_WORDS}
    assert printed["Vote!"] == pytest.approx(onset)            # "Vote!" at the onset
    gap = printed["Vote!"] - printed["One."]
    assert gap > 0.5
    assert printed["Two."] == pytest.approx(onset - 2 * gap)
    assert printed["Three."] == pytest.approx(onset - 3 * gap)
