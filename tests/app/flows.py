"""Steps of a game as a person does them, for the end-to-end tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.onenight.roles import ROLES

from hw_mocks.rig import Rig


def seat_players(rig: Rig, seats: Iterable[int]) -> None:
    """From the menu: start, join the seats, deal, everyone confirms."""
    rig.menu_select("Start game")
    assert rig.phase == "seating"
    for seat in seats:
        rig.press(seat)
    rig.click()
    assert rig.phase == "deal", rig.screen
    for seat in seats:
        rig.press(seat)


def through_night(rig: Rig) -> None:
    assert rig.phase == "night"
    rig.run_until_phase("day", limit=1200)


def vote_now(rig: Rig) -> float:
    """Press the knob in the day; return when the ballot opened."""
    assert rig.phase == "day"
    rig.click()
    assert rig.phase == "vote"
    return rig.run_until_ballot_opens()


def to_the_day(rig: Rig, seats: Iterable[int]) -> None:
    """From a rig not yet started: the menu, the seats, the deal and the whole night."""
    rig.start()
    seat_players(rig, seats)
    through_night(rig)


def to_the_vote(rig: Rig, seats: Iterable[int]) -> float:
    """:func:`to_the_day`, then the knob votes at once; return when the ballot opened."""
    to_the_day(rig, seats)
    return vote_now(rig)


def tap_votes(rig: Rig, votes: Mapping[int, int]) -> None:
    """Every voter taps their count at once; then wait for the result."""
    start = rig.clock.now + 0.05
    for voter, target in votes.items():
        rig.panel.tap(voter, target, at=start)
    rig.run_until_phase("result", limit=20)


def reveal(rig: Rig, cards: Mapping[int, str], marks: Mapping[int, str] | None = None
           ) -> None:
    """From the result: reveal and score, entering each seat's card, then (a deck that
    plays with marks) each seat's mark, by its word (``"Love"``; a seat not named:
    ``"Clarity"``)."""
    rig.turn(1)
    rig.menu_select("Reveal")
    for seat in sorted(cards):
        card = cards[seat]
        base, _, copied = card.partition(":")
        rig.menu_select(ROLES[base].short)
        if base in ("doppelganger", "copycat"):
            rig.menu_select(ROLES[copied].short)
        elif base == "paranormal_investigator":
            rig.menu_select({"": "No", "werewolf": "Werewolf", "tanner": "Tanner"}[copied])
    if marks is not None:
        for seat in sorted(cards):
            rig.menu_select(marks.get(seat, "Clarity") + " (")
    assert rig.phase == "score", rig.screen
