"""Every line the states can say is in the prepare catalogue, so with the natural voice
installed no announcement switches to espeak-ng halfway (``spoken_lines`` reads each
``fx.Say`` under ``device/core`` with ``ast``: no list of files or lines here)."""

from __future__ import annotations

from pathlib import Path

from device.shell.voice.catalogue import box_lines

from .spoken_lines import Found, missing, module_lines, spoken_lines

ROOT = Path(__file__).resolve().parents[2]

#: what the source cannot show, and where the catalogue has it all the same
SAID_ELSEWHERE = {
    # the shared table flow says what the game gives it: each game's own lines
    "m.game.join_line": "the seating's join line: test_each_games_own_lines_are_prepared",
    "players_needed_line(game.min_players, game.max_players)":
        "the seating's player range: test_each_games_own_lines_are_prepared",
    "line": "a game's preset line (Game.with_preset), the day's lines (Game.day_lines), a "
            "ballot round's lines, One Night's cause_lines, or Nostradamus's team "
            "(One Night's lines.team_lines): test_each_games_own_lines_are_prepared and the "
            "games' lines (Game.lines)",
    "preset.said": "a preset picked in the menu (Game.preset_choices): "
                   "test_each_games_own_lines_are_prepared",
    "conflict": "a game's rules that cannot go together (Game.rules_conflict): "
                "test_each_games_own_lines_are_prepared",
}


def test_each_games_own_lines_are_prepared() -> None:
    """What the shared table flow says on a game's behalf is in the catalogue: the join
    line, the player range, every preset swap, and each game's fixed lines."""
    from engine.words import ENGLISH

    from device.core.games import GAMES
    from device.core.games.onenight.phrases import cause_lines
    from device.core.ui.phrases import players_needed_line

    lines = set(box_lines())
    conflicts = []
    for game in GAMES:
        said = [game.join_line, players_needed_line(game.min_players, game.max_players),
                *game.lines(ENGLISH), *(p.said for p in game.preset_choices())]
        for players in range(game.min_players, game.max_players + 1):
            swapped = game.with_preset(GAMES.settings(), players)
            said += [swapped[1]] if swapped else []
        for reveal in ("full", "none"):         # classic's Priest with the dead revealed
            conflict = game.rules_conflict(GAMES.settings(alt_priest_learns=True,
                                                          reveal=reveal))
            conflicts += [conflict] if conflict else []
            said += [conflict] if conflict else []
        assert [line for line in said if " ".join(line.split()) not in lines] == [], game.name
    assert conflicts                            # the classic Priest's line was checked
    for seat in range(1, 11):
        assert set(cause_lines({1: seat}, [seat], {1: seat}, [seat], [seat])) <= lines


def test_every_line_the_states_can_say_is_prepared() -> None:
    found = module_lines(ROOT, "device.core")
    assert len(found.lines) > 300, "the reader found too few lines to be reading the states"
    assert {text for text, _ in found.unresolved} <= set(SAID_ELSEWHERE), found.unresolved
    assert missing(found, box_lines()) == []


FAKE_STATE = '''
from device.core import effects as fx

GREETING = "Hello, table."

def enter(m, seat):
    m.emit(fx.Say(GREETING))
    m.emit(fx.Say(f"Seat {seat}, your turn."))
    m.emit(fx.Say(shout(seat)))
    m.emit(fx.Say(ROLE.format(seat=seat) if seat else GREETING))
    m.emit(fx.Say(mystery.value))
'''


def shout(seat: int) -> str:
    return f"Seat {seat}!"


def test_the_check_catches_a_line_the_catalogue_lacks() -> None:
    """A made-up state: each kind of argument is read, and a line the catalogue does not
    hold is named with where it is said."""
    namespace = {"GREETING": "Hello, table.", "shout": shout,
                 "ROLE": "Seat {seat} holds a role."}
    found = spoken_lines(FAKE_STATE, namespace, "fake.py")
    seats = range(1, 11)
    assert set(found.lines) == {"Hello, table.", *(f"Seat {s}, your turn." for s in seats),
                                *(f"Seat {s}!" for s in seats),
                                *(f"Seat {s} holds a role." for s in seats)}
    assert found.unresolved == [("mystery.value", "fake.py:11")]
    catalogue = [line for line in found.lines if line != "Seat 7!"]
    assert missing(found, catalogue) == ["fake.py:9: 'Seat 7!'"]
    assert missing(found, list(found.lines)) == []


def test_a_line_missing_from_the_real_catalogue_is_caught() -> None:
    found = module_lines(ROOT, "device.core")
    lines = box_lines()
    dropped = next(line for line in lines if line.startswith("Seat 4 is the champion"))
    assert [m.split(": ", 1)[1] for m in missing(found, [x for x in lines if x != dropped])] \
        == [repr(dropped)]


def test_found_is_empty_for_a_module_that_says_nothing() -> None:
    assert spoken_lines("x = 1\n", {}) == Found()


MARKED_STATE = '''
from device.core import effects as fx
from device.i18n.language import _, n_

LEFT = "One minute left."

def enter(m, who, dead):
    m.emit(fx.Say(_(LEFT)))
    m.emit(fx.Say(_("Seat {seat} speaks first.", seat=who)))
    m.emit(fx.Say(n_("{n} seat dies.", "{n} seats die.", len(dead))))
    m.emit(fx.Say(_(m.game.join_line)))
'''


def test_the_check_reads_lines_said_through_the_catalogues_markers() -> None:
    """``_(CONSTANT)``, ``_(template, seat=x)`` with the field sampled by its name; a
    line the source cannot show is named (without its ``_()``, as ``SAID_ELSEWHERE`` has
    it)."""
    from device.i18n import language

    namespace = {"_": language._, "n_": language.n_, "LEFT": "One minute left."}
    found = spoken_lines(MARKED_STATE, namespace, "marked.py")
    assert set(found.lines) == {"One minute left.",
                                *(f"Seat {s} speaks first." for s in range(1, 11))}
    assert [text for text, _at in found.unresolved] == [
        "n_('{n} seat dies.', '{n} seats die.', len(dead))", "m.game.join_line"]
