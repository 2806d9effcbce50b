"""The marks a deck puts out and the marks players hold (docs/rules.md §1 "The marks"), and
what the box draws for a game (§2 "What the box draws")."""

from __future__ import annotations

import random

import pytest

from engine.errors import InvalidInput, InvalidRecord
from engine.onenight.board import board, check_board, check_held, parse_marks, uses_marks
from engine.onenight.deck import Deck
from engine.onenight.draws import (
    Askees,
    Draws,
    EmpathAsk,
    Family,
    Question,
    draw,
    family_choices,
    tapped_team,
    team_choices,
)
from engine.onenight.mark import Mark, mark
from engine.values import Team


def test_the_boards_hold_what_the_deck_hands_out() -> None:
    """§1 marks: one Mark of the Vampire shared by the vampires; two Marks of Love; the
    Priest's two Marks of Clarity."""
    deck = Deck.parse("vampire,master,count,cupid,priest,seer,villager")
    assert board(deck) == {Mark.CLARITY: 2, Mark.VAMPIRE: 1, Mark.FEAR: 1, Mark.LOVE: 2}


def test_the_doppelganger_has_its_own_side_but_no_second_vampire_mark() -> None:
    """§1 marks, R16: with the Doppelganger the boards' other side holds the same again,
    never a second Mark of the Vampire."""
    deck = Deck.parse("doppelganger,vampire,count,cupid,assassin,apprentice_assassin,seer")
    assert board(deck) == {Mark.VAMPIRE: 1, Mark.FEAR: 2, Mark.LOVE: 4, Mark.ASSASSIN: 2}


def test_which_decks_use_marks() -> None:
    assert uses_marks(Deck.parse("marksman,werewolf,seer"))
    assert not uses_marks(Deck.parse("copycat,werewolf,seer"))
    assert board(Deck.parse("marksman,werewolf,seer")) == {}


@pytest.mark.parametrize(("text", "message"), [
    ("vampire,fear,love*3", "love: 3 marks; the deck uses 2 (handed out by cupid)"),
    ("vampire,love*2", "fear: 0 marks; the deck needs 1 on the boards (handed out by count)"),
    ("vampire,fear,love*2,bat", ("bat: 1 mark; the deck uses 0 (no role of the deck hands "
                                 "out the Mark of the Bat)")),
])
def test_a_mark_count_the_deck_cannot_use_is_one_line(text: str, message: str) -> None:
    deck = Deck.parse("vampire,count,cupid,seer,villager,werewolf")
    with pytest.raises(InvalidInput) as info:
        check_board(deck, parse_marks(text))
    assert str(info.value) == message
    check_board(deck, parse_marks("vampire,fear,love*2"))   # the right marks pass


def test_an_unknown_mark_names_the_closest() -> None:
    with pytest.raises(InvalidRecord) as info:
        parse_marks("vampire,lov")
    assert "unknown mark 'lov' (did you mean 'love'?)" in str(info.value)
    assert mark("Mark of the Vampire") is Mark.VAMPIRE and mark("mark_of_love") is Mark.LOVE


def test_the_marks_held_at_the_end_are_the_ones_put_out() -> None:
    deck = Deck.parse("cupid,werewolf,seer,villager,robber,troublemaker")
    check_held([Mark.LOVE, Mark.LOVE, Mark.CLARITY], deck, 3)
    with pytest.raises(InvalidRecord, match="love: 3 marks held; the deck puts out 2"):
        check_held([Mark.LOVE] * 3, deck, 3)
    with pytest.raises(InvalidRecord, match="fear: 1 mark held; the deck puts out 0"):
        check_held([Mark.FEAR], deck, 3)
    with pytest.raises(InvalidRecord, match="the Vampire box holds 4"):
        check_held([Mark.LOVE] * 5, None, 5)


def test_draws_are_seeded_and_only_for_the_roles_that_need_them() -> None:
    deck = Deck.parse("family_man,empath,nostradamus,werewolf,seer,villager,villager")
    seats = [1, 2, 3, 5, 7]
    first = draw(deck, seats, random.Random(7))
    assert first == draw(deck, seats, random.Random(7))
    assert first.family is not None and first.empath is not None
    assert set(first.nostradamus) == {"nostradamus"}
    assert first.nostradamus["nostradamus"] in team_choices(deck)
    assert not draw(Deck.parse("werewolf,seer,villager"), seats, random.Random(7))
    many = {draw(deck, seats, random.Random(n)).family for n in range(60)}
    assert len(many) > 3


def test_the_family_always_leaves_someone_out() -> None:
    """R6: three players: only one neighbour; six: two on each side at most."""
    assert family_choices(3) == (Family.LEFT, Family.RIGHT)
    assert Family.EACH_SIDE_2 in family_choices(6) and Family.LEFT_4 in family_choices(6)
    assert Family.EACH_SIDE_2 not in family_choices(5)


def test_the_empath_asks_odd_or_even_seats_only_when_two_sit_there() -> None:
    """R7: with one odd seat among the players, odd seats are never asked."""
    deck = Deck.parse("empath,werewolf,seer,villager")
    asked = {draw(deck, [2, 3, 4, 6], random.Random(n)).empath.who  # type: ignore[union-attr]
             for n in range(80)}
    assert Askees.ODD not in asked and Askees.EVEN in asked


def test_nostradamus_has_a_team_for_each_step_that_chooses() -> None:
    """R8: a Doppelganger's Nostradamus gets a team of its own."""
    deck = Deck.parse("nostradamus,doppelganger,werewolf,seer,villager")
    assert set(draw(deck, [1, 2, 3], random.Random(1)).nostradamus) == {
        "nostradamus", "doppelganger_nostradamus"}
    deck = Deck.parse("nostradamus,vampire,tanner,seer")
    assert team_choices(deck) == (Team.VILLAGE, Team.VAMPIRE, Team.TANNER)
    assert tapped_team(deck, 2) is Team.VAMPIRE
    assert tapped_team(deck, 0) is None and tapped_team(deck, 4) is None


def test_draws_round_trip_and_name_a_bad_key() -> None:
    draws = Draws(Family.EACH_SIDE, EmpathAsk(Askees.SEATS, Question.TRUST, (2, 4)),
                  {"nostradamus": Team.ALIEN})
    assert Draws.from_json(draws.to_json()) == draws
    with pytest.raises(InvalidRecord, match=r"draws.family: 'lefft' is not one of .*"
                                            r"\(did you mean 'left'\?\)"):
        Draws.from_json({"family": "lefft"})
    with pytest.raises(InvalidRecord, match=r"draws\.nostradamus\.seer: not a step"):
        Draws.from_json({"nostradamus": {"seer": "village"}})
