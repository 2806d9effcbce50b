"""One Night's winners screen names what won or lost a player beside the case (docs/rules.md
§4, "Beside the teams": a dead Nostradamus, a traitor, the Assassin, the Apprentice
Assassin, the Family Man, the Diseased's voters) and the lovers who died together: a row
each under why the game ended, whole on the 128x64 OLED in every language with the seat
row, on as many pages as they take (the knob turns them)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.languages import EN, LANGUAGES, Lang
from engine.onenight.cases import Case
from engine.onenight.outcome import Resolution, resolve_game

from device.core.games.onenight import views as onenight_views
from device.core.table import views as table_views
from device.core.table.choices import Choices, showing
from device.display import table_render, widgets
from device.display.fonts import LINE
from device.display.render import render_image
from device.display.table_screens import WinnersScreen
from device.display.widgets import H
from device.i18n.catalogues import words_for
from device.i18n.language import _, speaking
from tests.engine.test_family_outcome import GAMES, Game
from tests.engine.test_outcome import parse_votes

#: the hand-checked games a rule beside the case changed, and the lovers who died together
BESIDE = sorted(name for name, g in GAMES.items() if g.also or name == "lovers")


def resolved(g: Game) -> Resolution:
    return resolve_game(dict(enumerate(g.cards.split(), start=1)), parse_votes(g.votes),
                        g.artifacts, marks=g.marks, draws=g.draws)


def pages_of(res: Resolution) -> tuple[WinnersScreen, ...]:
    out = res.outcome
    return table_views.winners_pages(out.winner_names, out.winning_seats,
                               onenight_views.result_lines(res), len(res.roles),
                               onenight_views.TEAM_TITLES)


def expected_rows(res: Resolution) -> list[str]:
    """The rows the rules page asks for, in its order (the lovers after the case)."""
    rows = [onenight_views.case_line(res.outcome.case)]
    if res.tally.lovers:
        rows.append(_(onenight_views.LOVERS_LINE))
    for case in res.outcome.also:
        if case is Case.TRAITOR:
            won = [s for s in res.outcome.winning_seats if res.dawn and
                   res.dawn.standing[s].traitor]
            lost = [s for s in res.roles if res.dawn and res.dawn.standing[s].traitor
                    and s not in res.outcome.winning_seats]
            rows += onenight_views.traitor_lines(won, lost)
        else:
            rows.append(onenight_views.case_line(case))
    return rows


def drawn(monkeypatch: pytest.MonkeyPatch, screen: WinnersScreen) -> list[tuple[int, str]]:
    """Each line ``screen`` draws in the body font, with its row, and nothing cut."""
    lines: list[tuple[int, str]] = []
    cut: list[str] = []
    original = table_render.text

    def text(draw: Any, x: int, y: int, s: str, font: Any, *args: Any, **kwargs: Any) -> None:
        lines.append((y, s))
        original(draw, x, y, s, font, *args, **kwargs)

    seat_rows: list[int] = []
    cells = table_render.seat_cells

    def seat_cells(draw: Any, y: int, *args: Any, **kwargs: Any) -> None:
        seat_rows.append(y)
        cells(draw, y, *args, **kwargs)

    monkeypatch.setattr(table_render, "text", text)
    monkeypatch.setattr(table_render, "seat_cells", seat_cells)
    monkeypatch.setattr(widgets, "on_cut", cut.append)
    render_image(screen)
    monkeypatch.undo()
    assert cut == [], cut
    assert len(seat_rows) == 1, "the seat row, under the title"
    return lines


@pytest.mark.parametrize("lang", list(LANGUAGES), ids=lambda lang: lang.code)
@pytest.mark.parametrize("name", BESIDE)
def test_each_rule_beside_the_case_has_a_whole_row(name: str, lang: Lang,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    res = resolved(GAMES[name])
    with speaking(words_for(lang)):
        rows = expected_rows(res)
        pages = pages_of(res)
        shown = [(y, s) for page in pages for y, s in drawn(monkeypatch, page)]
    assert len(rows) >= 2, "a row beside the case"
    assert all(y + LINE <= H for y, _s in shown), shown
    texts = [s for _y, s in shown]
    assert [s for s in texts if s in rows] == rows, (rows, texts)
    assert [p.page for p in pages] == list(range(len(pages)))
    assert {p.pages for p in pages} == {len(pages)}


def test_the_rows_say_who_won_beside_the_case() -> None:
    """The words, in English: a traitor who wins and one who loses, the Assassin, the
    Diseased's voters, the lovers."""
    with speaking(words_for(EN)):
        lines = {name: onenight_views.result_lines(resolved(GAMES[name])) for name in BESIDE}
    assert lines["traitor wins with a loss"][1:] == ["The traitor wins."]
    assert lines["traitor loses with a win"][1:] == ["The traitor loses."]
    assert lines["diseased assassin"] == ["A werewolf died.", "The marked one died.",
                                          "Diseased vote: no win"]
    assert lines["lovers"][1:] == ["Lovers died together."]
    assert lines["nostradamus dies"][1:] == ["Dead Nostradamus lost"]


def test_rows_beyond_a_page_go_on_the_next_and_the_knob_turns_to_them() -> None:
    res = resolved(GAMES["diseased assassin"])   # the case, the Assassin, the Diseased
    with speaking(words_for(EN)):
        pages = pages_of(res)
    assert [(p.reason, p.notes) for p in pages] == [
        ("A werewolf died.", ("The marked one died.",)), ("", ("Diseased vote: no win",))]
    shown: list[Any] = []

    class Shows:
        def emit(self, *effects: Any) -> None:
            shown.extend(e.screen for e in effects)

    m: Any = Shows()
    winners = showing("Winners", m, pages)
    choices = Choices("Next", [winners])
    choices.up(winners)
    choices.turn(m, 1)
    assert shown == [pages[1]]
    choices.turn(m, 1)
    assert shown == [pages[1], pages[0]]


def test_a_game_with_nothing_beside_the_case_keeps_one_page_and_its_seat_row(
        monkeypatch: pytest.MonkeyPatch) -> None:
    res = resolved(GAMES["vampire voted out"])
    with speaking(words_for(EN)):
        (page,) = pages_of(res)
    assert page.reason == "A vampire died." and page.notes == () and page.pages == 1
    assert page == table_views.winners(res.outcome.winner_names, res.outcome.winning_seats,
                                 "A vampire died.", len(res.roles), onenight_views.TEAM_TITLES)


def test_the_deaths_say_who_the_epic_battle_sent_out() -> None:
    """§3.5: the second most votes die too; the score's Deaths say so, as for a Hunter's
    shot (the voice says what it shows)."""
    from device.core.games.onenight.phrases import cause_lines

    res = resolve_game(dict(enumerate(["vampire", "werewolf", "seer", "villager", "robber"], 1)),
                       parse_votes("1>2 3>2 4>2 2>1 5>1"))
    assert res.tally.dead == (1, 2) and res.tally.second_most == (1,)
    plain = resolve_game(dict(enumerate(["vampire", "seer", "villager", "robber"], 1)),
                         parse_votes("1>2 2>1 3>1 4>1"))
    assert plain.tally.second_most == ()
    with speaking(words_for(EN)):
        why = cause_lines({}, [], {}, [], res.tally.second_most)
    assert why == ["Seat 1 dies: the second most votes, in an epic battle."]
