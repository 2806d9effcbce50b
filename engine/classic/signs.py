"""What the Moderator shows and reads at night, as data the screen renders (CLASSIC §1).

The signs are the rulebook's: the Seer's thumb up for "not a wolf" and down for "wolf";
the Sorcerer's up for "the Seer" and down for "not the Seer"; the Cursed's V or W. Each
answer is known when its call comes, because the roll call registers every card first.
The notes are what only the Moderator may know (the cub's double kill, the Apprentice
taking over, the Cursed turning): shown on the screen, never spoken. The texts are kept
in English, marked for the catalogue, and given in the ``words`` asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import ENGLISH, N_, Words
from .entries import NightEntries, Seat
from .roles import CLASSIC_ROLES
from .state import ClassicGame


@dataclass(frozen=True)
class Signs:
    """A role's two signs: ``yes`` when the answer is yes (a wolf, the Seer, turned), in
    English (the catalogue's keys)."""

    yes: str
    no: str

    def of(self, answer: bool, words: Words = ENGLISH) -> str:
        """The sign for ``answer``, in ``words``' language."""
        return words._(self.yes if answer else self.no)


SIGNS: dict[str, Signs] = {
    "seer": Signs(yes=N_("WOLF: thumb DOWN"), no=N_("NOT a wolf: thumb UP")),
    "sorcerer": Signs(yes=N_("the SEER: thumb UP"), no=N_("not the Seer: thumb DOWN")),
    "cursed": Signs(yes=N_("show W"), no=N_("show V")),
}
#: the Moderator's notes (:func:`moderator_notes`)
CUB_DIED = N_("The cub died: TWO victims")
CURSED_WAKES = N_("Seat {seat} ({role}) wakes too")
TAP_APPRENTICE = N_("Tap seat {seat}: now the Seer")


def seer_answer(game: ClassicGame, target: Seat) -> bool:
    """The Seer's answer about ``target`` tonight: a wolf (the Lycan and a turned Cursed
    too)."""
    return game.seen_as_wolf(target)


def sorcerer_answer(game: ClassicGame, target: Seat) -> bool:
    """The Sorcerer's answer: ``target`` is the Seer (or the Apprentice acting as it)."""
    return target == game.seer()


def cursed_answer(game: ClassicGame, tonight: NightEntries) -> bool:
    """W at the Cursed's call: turned already, or attacked tonight by the wolves (whose
    call comes first) and not guarded. It turns for good at the next nightfall unless it
    dies tonight."""
    cursed = game.holder("cursed")
    if cursed is None:
        return False
    attacked = cursed in tonight.werewolf and cursed != tonight.bodyguard
    return cursed in game.turned or attacked


def sign(step: str, game: ClassicGame, tonight: NightEntries, target: Seat | None = None,
         words: Words = ENGLISH) -> str | None:
    """The sign to give at ``step`` (the Seer's and Sorcerer's about ``target``), in
    ``words``' language, or ``None`` when the step has none."""
    if step == "cursed":
        return SIGNS["cursed"].of(cursed_answer(game, tonight), words)
    if target is None:
        return None
    if step == "seer":
        return SIGNS["seer"].of(seer_answer(game, target), words)
    if step == "sorcerer":
        return SIGNS["sorcerer"].of(sorcerer_answer(game, target), words)
    return None


def moderator_notes(game: ClassicGame, step: str, words: Words = ENGLISH
                    ) -> tuple[str, ...]:
    """Lines for the Moderator's screen at ``step`` tonight, never spoken, in ``words``'
    language: the wolves' second victim, the Apprentice to tap awake, the Cursed waking
    with the wolves."""
    notes: list[str] = []
    if step == "werewolf":
        if game.cub_hunt:
            notes.append(words._(CUB_DIED))
        turned = [s for s in sorted(game.turned) if s in game.alive]
        cursed = words._(CLASSIC_ROLES["cursed"].name)
        notes += [words._(CURSED_WAKES, seat=s, role=cursed) for s in turned]
    if step == "seer" and game.apprentice_is_seer:
        seat = game.seer()
        if seat is not None and seat in game.alive:
            notes.append(words._(TAP_APPRENTICE, seat=seat))
    return tuple(notes)
