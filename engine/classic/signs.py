"""What the Moderator shows and reads at night, as data the screen renders (CLASSIC §1).

The signs are the rulebook's: the Seer's thumb up for "not a wolf" and down for "wolf";
the Sorcerer's up for "the Seer" and down for "not the Seer"; the Cursed's V or W. Each
answer is known when its call comes, because the roll call registers every card first.
The notes are what only the Moderator may know (the cub's double kill, the Apprentice
taking over, the Cursed turning): shown on the screen, never spoken.
"""

from __future__ import annotations

from dataclasses import dataclass

from .entries import NightEntries, Seat
from .state import ClassicGame


@dataclass(frozen=True)
class Signs:
    """A role's two signs: ``yes`` when the answer is yes (a wolf, the Seer, turned)."""

    yes: str
    no: str

    def of(self, answer: bool) -> str:
        return self.yes if answer else self.no


SIGNS: dict[str, Signs] = {
    "seer": Signs(yes="WOLF: thumb DOWN", no="NOT a wolf: thumb UP"),
    "sorcerer": Signs(yes="the SEER: thumb UP", no="not the Seer: thumb DOWN"),
    "cursed": Signs(yes="show W", no="show V"),
}


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


def sign(step: str, game: ClassicGame, tonight: NightEntries, target: Seat | None = None
         ) -> str | None:
    """The sign to give at ``step`` (the Seer's and Sorcerer's about ``target``), or
    ``None`` when the step has none."""
    if step == "cursed":
        return SIGNS["cursed"].of(cursed_answer(game, tonight))
    if target is None:
        return None
    if step == "seer":
        return SIGNS["seer"].of(seer_answer(game, target))
    if step == "sorcerer":
        return SIGNS["sorcerer"].of(sorcerer_answer(game, target))
    return None


def moderator_notes(game: ClassicGame, step: str) -> tuple[str, ...]:
    """Lines for the Moderator's screen at ``step`` tonight, never spoken: the wolves'
    second victim, the Apprentice to tap awake, the Cursed waking with the wolves."""
    notes: list[str] = []
    if step == "werewolf":
        if game.cub_hunt:
            notes.append("The cub died: TWO victims")
        turned = [s for s in sorted(game.turned) if s in game.alive]
        notes += [f"Seat {s} (Cursed) wakes too" for s in turned]
    if step == "seer" and game.apprentice_is_seer:
        seat = game.seer()
        if seat is not None and seat in game.alive:
            notes.append(f"Tap seat {seat}: now the Seer")
    return tuple(notes)
