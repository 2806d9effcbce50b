"""Who the Hunter may shoot, and the target checks every entry shares (CLASSIC §2.3, §3).

The shot ignores night protection (it happens in the morning); the Old Hag's target sits
out the day and is safe from it, at dawn and all day. With Vampires in the game the Hunter
is a Vampire Hunter, which does not shoot: the Vampire seated nearest dies with it.
"""

from __future__ import annotations

from .deaths import Death
from .entries import Seat
from .state import ClassicGame


def living_target(g: ClassicGame, key: str, seat: Seat, actor: Seat | None,
                  self_ok: bool = False) -> str | None:
    if seat not in g.players:
        return f"{key}: there is no seat {seat} in this game"
    if seat in g.gone:
        return f"{key}: seat {seat} has left for another village"
    if seat not in g.alive:
        return f"{key}: seat {seat} is dead"
    if seat == actor and not self_ok:
        return f"{key}: seat {seat} cannot choose itself"
    return None


def hunter_seat(g: ClassicGame) -> Seat | None:
    """The Hunter now: the living seat holding the role (one that took it over too), or
    the seat dealt it."""
    return next((s for s in sorted(g.alive) if g.role(s) == "hunter"), g.holder("hunter"))


def vampire_hunter(g: ClassicGame) -> bool:
    """The game has Vampires: its Hunter is a Vampire Hunter."""
    return "vampire" in g.players.values() or g.deal.drunk == "vampire"


def shot_problems(g: ClassicGame, shot: Seat, deaths: tuple[Death, ...],
                  sitting_out: Seat | None) -> list[str]:
    """A shot needs a Hunter who dies in this phase, and a living target that is not the
    Hunter, not one who just died, and not the seat sitting out today (the Old Hag's
    target is safe from the shot, at dawn and all day)."""
    hunter = hunter_seat(g)
    if hunter is None:
        return ["hunter: there is no hunter in this game"]
    if vampire_hunter(g):
        return [("hunter: with Vampires in the game the Hunter does not shoot: the Vampire "
                "seated nearest dies with it")]
    if hunter not in {d.seat for d in deaths}:
        return [f"hunter: the Hunter (seat {hunter}) does not die in {g.phase}"]
    dead_now = {d.seat for d in deaths}
    why = living_target(g, "hunter", shot, hunter)
    if why is None and shot in dead_now:
        why = f"hunter: seat {shot} has just died"
    if why is None and shot == sitting_out:
        why = f"hunter: seat {shot} sits out today and is safe from the shot"
    return [why] if why else []


def legal_shots(g: ClassicGame, deaths: tuple[Death, ...], sitting_out: Seat | None
                ) -> tuple[Seat, ...]:
    """Every seat :func:`shot_problems` allows; empty when the Hunter does not die."""
    return tuple(s for s in sorted(g.alive) if not shot_problems(g, s, deaths, sitting_out))
