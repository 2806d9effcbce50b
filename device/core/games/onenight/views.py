"""One Night's own screens: the deal with the deck's pages, the night's step, the verdict
of the vote, and why the game ended (the table flow's screens are ``device.core.ui.views``).
Built in the current language, inside an event."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from engine.onenight.cowin import traitors
from engine.onenight.dealing import deck_lines, mark_lines
from engine.onenight.deck import Deck
from engine.onenight.outcome import Case, Resolution
from engine.onenight.roles import ROLES
from engine.onenight.steps import DOPPEL_PREFIX, TABLE_STEPS

from device.core.games.onenight.phrases import deaths_line
from device.core.table.views import missing_line, seats_headline
from device.core.ui.views import pages
from device.display.screens import MessageScreen
from device.display.table_screens import DealScreen, NightScreen, VerdictScreen
from device.i18n.language import N_, _, n_, words


def deal_lines(deck: Deck, players: int) -> tuple[str, ...]:
    """The deal screen's lines: the deck, a line a role, then the marks to put out."""
    return deck_lines(deck, words()) + mark_lines(deck, players, words())


def deal(joined: Iterable[int], confirmed: Iterable[int], seat_count: int,
         deck: Deck | None = None, page: int = 0) -> DealScreen:
    joined = tuple(joined)
    lines = deal_lines(deck, len(joined)) if deck is not None else ()
    centre = deck.extra_cards if deck is not None else 3
    return DealScreen(tuple(sorted(joined)), tuple(sorted(confirmed)), seat_count, lines,
                      centre, page)


def step_label(step_id: str) -> str:
    if not step_id:
        return _("Eyes closed")
    if step_id in TABLE_STEPS:   # the marks, the lovers, the aliens, Nostradamus's team
        return _(TABLE_STEPS[step_id])
    if step_id.startswith(DOPPEL_PREFIX):
        return _("Doppel: {role}", role=_(ROLES[step_id.removeprefix(DOPPEL_PREFIX)].short))
    return _(ROLES[step_id].short) if step_id in ROLES else step_id


def night(step_id: str, progress: float, paused: bool) -> NightScreen:
    return NightScreen(step_label(step_id), round(progress, 2), paused)


#: why the game ended, short enough for the winners screen (the log has the full reason)
CASE_LINES = {
    Case.WOLF_DIED: N_("A werewolf died."),
    Case.TANNER_DIED: N_("A Tanner died."),
    Case.WOLVES_SURVIVED: N_("No werewolf died."),
    Case.MINION_DIED: N_("No wolf; Minion died."),
    Case.MINION_SURVIVED: N_("No wolf, Minion lives"),
    Case.NOBODY_DIED: N_("No wolf, nobody died."),
    Case.SOMEONE_DIED: N_("Someone died, no wolf"),
    Case.EPIC_BATTLE: N_("An epic battle."),
    Case.VAMPIRE_DIED: N_("A vampire died."),
    Case.ALIEN_DIED: N_("An alien died."),
    Case.VAMPIRES_SURVIVED: N_("No vampire died."),
    Case.ALIENS_SURVIVED: N_("No alien died."),
    Case.NOSTRADAMUS: N_("Dead Nostradamus lost"),
    Case.TRAITOR: N_("A traitor's team."),
    Case.ASSASSIN: N_("The marked one died."),
    Case.APPRENTICE_ASSASSIN: N_("The Assassin died."),
    Case.FAMILY_MAN: N_("The family lived."),
    Case.DISEASED: N_("Diseased vote: no win"),
}


def case_line(case: Case) -> str:
    return _(CASE_LINES[case])


#: the lovers who died together, beside the rules on the winners screen
LOVERS_LINE = N_("Lovers died together.")


def traitor_lines(won: Sequence[int], lost: Sequence[int]) -> list[str]:
    """"The traitor wins.", "The traitors lose.": the traitors a teammate's death won or
    lost (the seat row shows which)."""
    lines = [n_("The traitor wins.", "The traitors win.", len(won))] if won else []
    return lines + ([n_("The traitor loses.", "The traitors lose.", len(lost))] if lost else [])


def result_lines(resolution: Resolution) -> list[str]:
    """The winners screen's rows: why the game ended, the lovers who died together, then
    each rule that won or lost a player beside it (the outcome's ``also``), in its order."""
    out, dead = resolution.outcome, frozenset(resolution.tally.dead)
    lines = [case_line(out.case)] + ([_(LOVERS_LINE)] if resolution.tally.lovers else [])
    for case in out.also:
        if case is Case.TRAITOR and resolution.dawn is not None:
            lines += traitor_lines(*traitors(resolution.dawn, dead))
        else:
            lines.append(case_line(case))
    return lines


#: each team's title on the winners screen
TEAM_TITLES = {"village": N_("Village"), "werewolf": N_("Wolf team"), "tanner": N_("Tanner"),
               "vampire": N_("Vampires"), "alien": N_("Aliens"), "assassin": N_("Assassin"),
               "apprentice_assassin": N_("Appr. Assassin"), "family_man": N_("Family Man")}


def verdict(dead: Iterable[int], provisional: bool, not_counted: Iterable[int],
            counts: Mapping[int, int] | None = None) -> VerdictScreen:
    """"SEAT 5 DIES" / "SEATS 3 AND 5 DIE" / "NOBODY DIES", as tall as it fits (no knob
    hint under it: any turn or press brings the choices), with the votes that did not
    count, or why nobody dies (``counts``: the votes each seat got), and whether the
    reveal may change it: marked beside either, in words when there is nothing else."""
    dead = list(dead)
    headline = seats_headline(dead, N_("NOBODY DIES"), N_("SEAT {seat} DIES"),
                              N_("SEATS {seats} DIE"))
    why = ""
    if not dead and counts is not None:
        why = _("Nobody got 2 votes") if any(counts.values()) else _("No votes counted")
    detail = missing_line(not_counted) or why
    if detail:
        return VerdictScreen(headline, detail, provisional=provisional)
    return VerdictScreen(headline, _("May change at reveal") if provisional else "")


def deaths(dead: Iterable[int], why: Iterable[str]) -> tuple[MessageScreen, ...]:
    """The score's Deaths: who died with the cards revealed, and why (``why``: the
    phrases' ``cause_lines``), on as many pages as it takes."""
    return pages(_("Deaths"), [deaths_line(dead), *why])
