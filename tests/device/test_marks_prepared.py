"""The marks said at the deal are prepared for any deck the box can deal, in every language
(issue #32): a hand-built deck's marks are said by the natural voice, not by espeak-ng.

What is said depends only on which roles that hand out, move or look at marks the deck
holds, and on the Doppelganger; every set of them is tried, at the fewest and the most
players."""

from __future__ import annotations

from itertools import combinations

import pytest

from engine.languages import LANGUAGES, Lang
from engine.onenight import MAX_PLAYERS, MIN_PLAYERS
from engine.onenight.board import uses_marks
from engine.onenight.dealing import marks_said
from engine.onenight.deck import Deck
from engine.onenight.roles import MARK_HANDLERS, ROLE_IDS, ROLES

from device.core.games.onenight.lines import every_line
from device.i18n.catalogues import words_for

#: the roles the marks said depend on
MARK_ROLES = [r for r in ROLE_IDS if ROLES[r].marks or r in MARK_HANDLERS]


def mark_decks() -> list[Deck]:
    """A deck for every set of the mark roles, with and without the Doppelganger."""
    return [Deck.of([*chosen, *extra, "villager"])
            for n in range(len(MARK_ROLES) + 1) for chosen in combinations(MARK_ROLES, n)
            for extra in ((), ("doppelganger",))]


@pytest.mark.slow   # 2-3 s a language (every deck of marks): CI runs it (make test PYTEST_ARGS=)
@pytest.mark.parametrize("lang", list(LANGUAGES), ids=lambda lang: lang.code)
def test_every_marks_sentence_of_any_deck_is_prepared(lang: Lang) -> None:
    words = words_for(lang)
    prepared = set(every_line(words))
    decks = mark_decks()
    assert len(MARK_ROLES) >= 10 and len(decks) == 2 ** (len(MARK_ROLES) + 1)
    said: set[str] = set()
    for deck in decks:
        for players in (MIN_PLAYERS, MAX_PLAYERS):
            lines = marks_said(deck, players, words)
            assert bool(lines) == uses_marks(deck)
            said.update(lines)
    assert sorted(said - prepared) == []
    assert len(said) >= 15   # both openings and every mark at its counts


def test_the_marks_are_said_a_whole_sentence_at_a_time() -> None:
    """The Vampire preset's marks, and a deck whose roles only move marks (nothing on the
    boards): each line a sentence, the boards' marks a count each."""
    words = words_for(LANGUAGES[0])
    deck = Deck.of(["vampire", "count", "priest", "cupid", "doppelganger", "seer"])
    assert marks_said(deck, 5, words) == (
        "Put out the marks: a Mark of Clarity to each player, face down, and on the boards:",
        "4 Marks of Clarity.", "1 Mark of the Vampire.", "2 Marks of Fear.",
        "4 Marks of Love.")
    assert marks_said(Deck.of(["gremlin", "seer", "werewolf"]), 3, words) == (
        "Put out the marks: a Mark of Clarity to each player, face down.",)
    assert marks_said(Deck.of(["seer", "werewolf"]), 3, words) == ()
