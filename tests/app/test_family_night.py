"""The wider family's night in the box: the deal tells the table which marks to put out
(on the screen and aloud), and Nostradamus's taps on a seat button choose the team the
box then says to everyone and keeps in the record.

Every assertion reads the transcript, the spoken lines or the saved record.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.onenight.deck import Deck
from engine.onenight.draws import team_choices
from engine.onenight.presets import FAMILY_PRESETS
from engine.onenight.role import Edition

from device.core.games import GAMES
from hw_mocks.rig import Rig

from .flows import seat_players, through_night

VAMPIRE = FAMILY_PRESETS[Edition.VAMPIRE]
BONUS = FAMILY_PRESETS[Edition.BONUS]


def said(rig: Rig) -> list[str]:
    return [line for _, line in rig.sound.spoken]


def to_the_deal(rig: Rig, seats: range) -> None:
    """From the menu: start, join the seats and deal; the deal's lines said."""
    rig.start()
    rig.menu_select("Start game")
    for seat in seats:
        rig.press(seat)
    rig.click()
    assert rig.phase == "deal"
    rig.run(40)


def test_the_deal_says_and_shows_the_marks_to_put_out(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=VAMPIRE))
    to_the_deal(rig, range(1, 8))
    # a Mark of Clarity to each player, the Priest's two; the Count's Fear, Cupid's Love
    marks = [("Put out the marks: a Mark of Clarity to each player, face down, and on the "
              "boards:"), "2 Marks of Clarity.", "1 Mark of the Vampire.", "1 Mark of Fear.",
             "1 Mark of Disease.", "2 Marks of Love."]
    spoken = said(rig)
    start = spoken.index(marks[0])
    assert spoken[start:start + len(marks)] == marks
    deal = next(s for s in reversed(rig.transcript.kinds("show")) if "deck" in s)
    assert deal["deck"][-6:] == ["Marks:", "Clarity ×9", "Vampire ×1", "Fear ×1",
                                 "Disease ×1", "Love ×2"]


def test_a_deck_without_marks_puts_none_out(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=BONUS))
    to_the_deal(rig, range(1, 7))
    assert said(rig)[-2:] == ["Deal the cards. Look at yours, then press your button.",
                              "To hear the deck, press the knob."]
    assert not any("marks" in line.lower() for line in said(rig))
    deal = next(s for s in reversed(rig.transcript.kinds("show")) if "deck" in s)
    assert "Marks:" not in deal["deck"]


def _to_step(rig: Rig, label: str) -> None:
    while rig.screen.step_label != label:
        assert rig.phase == "night", f"no step {label!r}"
        rig.run(0.25)


def test_nostradamus_taps_choose_the_team_said(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=BONUS))
    rig.start()
    seat_players(rig, range(1, 7))
    drawn = rig.machine.table.session.record.draws.nostradamus["nostradamus"]  # type: ignore
    assert drawn.value != "werewolf"    # the taps change it
    _to_step(rig, "Nostradamus")
    rig.tap(4, 2)                       # two taps: the second team the voice listed
    through_night(rig)
    teams = team_choices(Deck.of(BONUS))
    assert [t.value for t in teams] == ["village", "werewolf", "family_man"]
    team_said = said(rig).index("Nostradamus is with the werewolves.")
    assert said(rig)[team_said - 1] == "Everyone, keep your eyes closed."
    saved = rig.machine.table.session.record.draws.nostradamus   # type: ignore[union-attr]
    assert dict(saved) == {"nostradamus": teams[1]}


def test_without_a_tap_the_drawn_team_is_said(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=GAMES.settings(deck=BONUS))
    rig.start()
    seat_players(rig, range(1, 7))
    drawn = rig.machine.table.session.record.draws.nostradamus["nostradamus"]  # type: ignore
    through_night(rig)
    name = {"village": "the village", "werewolf": "the werewolves",
            "family_man": "the Family Man"}[drawn.value]
    assert f"Nostradamus is with {name}." in said(rig)
    assert rig.phase == "day"
