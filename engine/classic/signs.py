"""What the Moderator shows and reads at night, as data the screen renders (CLASSIC §1).

The signs are the rulebook's: the Seer's thumb up for "not a wolf" and down for "wolf";
the Sorcerer's up for "the Seer" and down for "not the Seer"; the Cursed's V or W. Ours
where the rulebook gives none: the Aura Seer's up for "a special role", down for "a plain
Villager or Werewolf" (with its alternate: up for "on the village", down for "not"); the
P.I.'s down for "a wolf among the three", up for "none", as the Seer's. Each answer is
known when its call comes, because the roll call registers every card first.
The notes are what only the Moderator may know (the cub's double kill, the Apprentice
taking over, the Cursed turning): shown on the screen, never spoken. The texts are kept
in English, marked for the catalogue, and given in the ``words`` asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..values import Team
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
    "aura_seer": Signs(yes=N_("SPECIAL: thumb UP"), no=N_("plain: thumb DOWN")),
    "aura_village": Signs(yes=N_("VILLAGE: thumb UP"), no=N_("not village: thumb DOWN")),
    "pi": Signs(yes=N_("a WOLF there: thumb DOWN"), no=N_("no wolf: thumb UP")),
}
#: the Moderator's notes (:func:`moderator_notes`)
CUB_DIED = N_("The cub died: TWO victims")
CURSED_WAKES = N_("Seat {seat} ({role}) wakes too")
TAP_APPRENTICE = N_("Tap seat {seat}: now the Seer")
#: the Sorcerer's alternate: on night 1 the Moderator shows it the wolves
SHOW_WOLVES = N_("Show the wolves: {seats}")


def seer_answer(game: ClassicGame, target: Seat) -> bool:
    """The Seer's answer about ``target`` tonight: a wolf (the Lycan and a turned Cursed
    too)."""
    return game.seen_as_wolf(target)


def sorcerer_answer(game: ClassicGame, target: Seat) -> bool:
    """The Sorcerer's answer: ``target`` is a Seer (or the Apprentice acting as one)."""
    return target in game.seers()


def aura_answer(game: ClassicGame, target: Seat) -> bool:
    """The Aura Seer's answer: ``target`` holds a special role (neither a plain Villager
    nor a plain Werewolf); with its alternate, ``target`` is on the village now."""
    if game.options.has("aura_village"):
        return game.team(target) is Team.VILLAGE
    return game.role(target) not in ("villager", "werewolf")


def neighbours(game: ClassicGame, seat: Seat) -> tuple[Seat, ...]:
    """The living players either side of ``seat`` around the table (the dead have left
    the circle)."""
    circle = [s for s in sorted(game.players) if s in game.alive or s == seat]
    if len(circle) < 2:
        return ()
    i = circle.index(seat)
    return tuple(dict.fromkeys(s for s in (circle[i - 1], circle[(i + 1) % len(circle)])
                               if s != seat))


def pi_answer(game: ClassicGame, target: Seat) -> bool:
    """The P.I.'s answer: ``target`` or a living neighbour looks like a wolf (as the Seer
    sees: a Vampire or the Lycan too)."""
    return any(game.seen_as_wolf(s) for s in (target, *neighbours(game, target)))


def apprentice_answer(game: ClassicGame, target: Seat) -> bool | None:
    """The Apprentice's answer with its alternate: the Seer's, on the second look at
    ``target``; ``None`` on the first."""
    return game.seen_as_wolf(target) if target in game.apprentice_looks else None


def priest_learns(game: ClassicGame, target: Seat) -> str:
    """The role id the Priest learns of the dead ``target`` (its alternate)."""
    return game.role(target)


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
    if step == "aura_seer":
        key = "aura_village" if game.options.has("aura_village") else "aura_seer"
        return SIGNS[key].of(aura_answer(game, target), words)
    if step == "pi":
        return SIGNS["pi"].of(pi_answer(game, target), words)
    if step == "apprentice_seer":
        answer = apprentice_answer(game, target)
        return None if answer is None else SIGNS["seer"].of(answer, words)
    return None


def moderator_notes(game: ClassicGame, step: str, words: Words = ENGLISH
                    ) -> tuple[str, ...]:
    """Lines for the Moderator's screen at ``step`` tonight, never spoken, in ``words``'
    language: the wolves' second victim, the Apprentice to tap awake, the Cursed waking
    with the wolves (or the vampires), the wolves to show the Sorcerer (its alternate)."""
    notes: list[str] = []
    if step == "werewolf" and game.cub_hunt:
        notes.append(words._(CUB_DIED))
    if step in ("werewolf", "vampire"):
        side = Team.WEREWOLF if step == "werewolf" else Team.VAMPIRE
        turned = [s for s, t in sorted(game.turned.items()) if t is side and s in game.alive]
        notes += [words._(CURSED_WAKES, seat=s, role=words._(CLASSIC_ROLES[game.role(s)].name))
                  for s in turned]
    if step == "sorcerer" and game.phase.number == 1 \
            and game.options.has("sorcerer_sees_wolves") and game.wolves():
        notes.append(words._(SHOW_WOLVES, seats=words.seats(game.wolves())))
    if step == "seer" and game.apprentice_is_seer:
        seat = game.holder("apprentice_seer")
        if seat is not None and seat in game.alive:
            notes.append(words._(TAP_APPRENTICE, seat=seat))
    return tuple(notes)
