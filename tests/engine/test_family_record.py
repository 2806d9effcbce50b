"""The game record with marks and draws (docs/formats.md): one way in, one way out, and a
record whose marks, artifacts or draws its deck cannot have is refused by key."""

from __future__ import annotations

import pytest

from engine.errors import InvalidRecord
from engine.onenight.draws import Askees, Draws, EmpathAsk, Family, Question
from engine.onenight.record import GameRecord
from engine.values import Team

DECK = ("vampire", "count", "cupid", "family_man", "empath", "nostradamus", "curator",
        "werewolf", "seer", "villager")
VAMPIRE = GameRecord(game=1, deck=DECK, seats=(1, 2, 3, 4, 5, 6, 7), seed=3,
                     draws=Draws(Family.LEFT, EmpathAsk(Askees.SEATS, Question.TRUST, (2, 6)),
                                 {"nostradamus": Team.VAMPIRE}))


def test_marks_and_draws_round_trip() -> None:
    record = VAMPIRE.with_(revealed={1: "vampire", 2: "cupid"}, marks={3: "love", 4: "love",
                                                                        5: "fear"})
    data = record.to_json()
    assert data["marks"] == {"3": "love", "4": "love", "5": "fear"}
    assert data["draws"] == {"family": "left", "empath": {"who": "seats", "question": "trust",
                                                          "seats": [2, 6]},
                             "nostradamus": {"nostradamus": "vampire"}}
    assert GameRecord.from_json(data) == record


def test_a_record_without_marks_or_draws_is_written_as_before() -> None:
    data = GameRecord(game=1, deck=("werewolf", "seer", "villager"), seats=(1, 2, 3)).to_json()
    assert "marks" not in data and "draws" not in data


@pytest.mark.parametrize(("bad", "message"), [
    ({"marks": {"3": "lvoe"}}, "marks.3: unknown mark 'lvoe' (did you mean 'love'?)"),
    ({"marks": {"1": "love", "2": "love", "3": "love"}},
     "marks: love: 3 marks held; the deck puts out 2"),
    ({"marks": {"1": "bat"}}, "marks: bat: 1 mark held; the deck puts out 0"),
    ({"marks": {"9": "love"}}, "marks: seat 9 is not one of the game's seats"),
    ({"artifacts": {"1": "alien_artifact"}}, ("artifacts.1: 'alien_artifact' is not an "
                                              "artifact this deck uses")),
    ({"artifacts": {"2": "claw_of_the_werewolf", "5": "claw_of_the_werewolf"}},
     "artifacts: claw_of_the_werewolf on seats 2, 5: there is one token of each artifact"),
    ({"draws": {"empath": {"who": "seats", "question": "trust", "seats": [9]}}},
     "draws.empath.seats: seat 9 is not one of the game's seats"),
])
def test_marks_artifacts_and_draws_the_deck_cannot_have_are_refused(
        bad: dict[str, object], message: str) -> None:
    data = {**VAMPIRE.to_json(), **bad}
    with pytest.raises(InvalidRecord) as caught:
        GameRecord.from_json(data)
    assert message in str(caught.value)


def test_a_draw_for_a_role_not_in_the_deck_is_refused() -> None:
    data = {**GameRecord(game=1, deck=("werewolf", "seer", "villager"), seats=(1, 2, 3)
                         ).to_json(), "draws": {"family": "left"}}
    with pytest.raises(InvalidRecord, match=r"draws\.family: there is no family_man"):
        GameRecord.from_json(data)
