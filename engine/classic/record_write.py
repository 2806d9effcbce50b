"""A classic record written (CLASSIC §5): the inverse of :mod:`engine.classic.record`.

The box saves :func:`classic_record` as each phase ends; ``nightbox resolve`` reads it
back to the same game. Seats are written as plain digits (JSON keys are text); only the
entries given are written, and of the options the tie and the reveal always, the rest
only when they differ from the rulebook's basic game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .entries import DayEntries, NightEntries, Seat
from .options import ClassicOptions, Deal


def _seats(seats: tuple[Seat, ...]) -> Seat | list[Seat]:
    return seats[0] if len(seats) == 1 else list(seats)


def night_json(number: int, e: NightEntries) -> dict[str, Any]:
    """Night ``number``'s entries as a record phase; only the entries given."""
    out: dict[str, Any] = {"night": number}
    if e.werewolf:
        out["werewolf"] = _seats(e.werewolf)
    if e.wolf_cub_sacrifice:
        out["wolf_cub_sacrifice"] = True
    seats = (("bodyguard", e.bodyguard), ("witch_kill", e.witch_kill), ("old_hag", e.old_hag),
             ("seer", e.seer), ("apprentice_seer", e.apprentice_seer),
             ("sorcerer", e.sorcerer), ("hunter", e.hunter), ("seer_2", e.seer_2),
             ("vampire", e.vampire), ("aura_seer", e.aura_seer), ("pi", e.pi),
             ("priest", e.priest), ("spellcaster", e.spellcaster),
             ("cult_leader", e.cult_leader), ("doppelganger", e.doppelganger),
             ("martyr", e.martyr), ("amulet", e.amulet), ("minion", e.minion))
    out.update((key, value) for key, value in seats if value is not None)
    if e.witch_save is not False:
        out["witch_save"] = e.witch_save
    if e.magician_save is not False:
        save = e.magician_save
        out["magician_save"] = save if isinstance(save, bool) else _seats(save)
    for key, many in (("magician_kill", e.magician_kill), ("hoodlum", e.hoodlum),
                      ("secret_society", e.secret_society)):
        if many:
            out[key] = _seats(many) if key == "magician_kill" else list(many)
    for key, pair in (("cupid", e.cupid), ("cupid_2", e.cupid_2)):
        if pair is not None:
            out[key] = list(pair)
    if e.troublemaker:
        out["troublemaker"] = True
    if e.ghost is not None:
        out["ghost"] = e.ghost
    return out


def _votes(votes: Mapping[Seat, Seat | None]) -> dict[str, Seat | None]:
    return {str(k): v for k, v in sorted(votes.items())}


def _ballot(e: DayEntries) -> dict[str, Any]:
    """A day's vote: ``nominations`` for the nominate vote, ``pair`` and ``votes`` for
    two-player nominations, ``safe`` for the process of elimination, else ``votes`` (and
    the ``revote`` after a tie)."""
    if e.nominations:
        rounds = []
        for n in e.nominations:
            row: dict[str, Any] = {"seat": n.seat, "lynch": list(n.lynch)}
            row.update((k, v) for k, v in (("by", n.by), ("second", n.second)) if v is not None)
            rounds.append(row)
        return {"nominations": rounds}
    if e.safe:
        return {"safe": list(e.safe)}
    out: dict[str, Any] = {"pair": list(e.pair)} if e.pair is not None else {}
    out["votes"] = _votes(e.votes)
    if e.revote is not None:
        out["revote"] = _votes(e.revote)
    return out


def day_json(number: int, e: DayEntries) -> dict[str, Any]:
    """Day ``number`` as a record phase: its vote, its second lynching's vote, and what
    else the day held."""
    out: dict[str, Any] = {"day": number}
    if e.arrivals:
        out["arrivals"] = {str(s): r for s, r in e.arrivals.items()}
    for key, value in (("ban", e.ban), ("mayor", e.mayor)):
        if value is not None:
            out[key] = value
    out.update(_ballot(e))
    if e.second is not None:
        out["second"] = _ballot(e.second)
    for key, value in (("martyr", e.martyr), ("hunter", e.hunter)):
        if value is not None:
            out[key] = value
    return out


def options_json(options: ClassicOptions) -> dict[str, Any]:
    """The options as a record writes them."""
    out: dict[str, Any] = {"classic_tie": options.tie.value, "reveal": options.reveal}
    if options.vote is not None:
        out["vote"] = options.vote.value
    if options.alternates:
        out["alternates"] = sorted(options.alternates)
    if options.seed is not None:
        out["seed"] = options.seed
    if options.variable is not None:
        out["variable"] = {"cards": list(options.variable.cards),
                           "villagers": options.variable.villagers}
    for key, on in (("daily_changes", options.daily_changes),
                    ("alternating", options.alternating), ("banning", options.banning)):
        if on:
            out[key] = True
    if options.fun is not None:
        out["fun"] = options.fun.value
    if options.minion_side.value != "werewolf":
        out["minion_side"] = options.minion_side.value
    return out


def deal_json(deal: Deal) -> dict[str, Any]:
    return {k: v for k, v in (("amulet", deal.amulet), ("drunk", deal.drunk),
                              ("cupid", deal.cupid), ("idiot", deal.idiot)) if v is not None}


def classic_record(players: Mapping[Seat, str], options: ClassicOptions,
                   phases: Iterable[Mapping[str, Any]], deal: Deal | None = None
                   ) -> dict[str, Any]:
    """The whole record: the seats' roles, the deal's extra cards (when there are any),
    the options and the phases written so far."""
    out: dict[str, Any] = {"game": "classic",
                           "players": {str(s): r for s, r in sorted(players.items())}}
    if deal is not None and deal_json(deal):
        out["deal"] = deal_json(deal)
    out["options"] = options_json(options)
    out["phases"] = [dict(p) for p in phases]
    return out
