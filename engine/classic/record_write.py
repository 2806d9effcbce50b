"""A classic record written (CLASSIC §5): the inverse of :mod:`engine.classic.record`.

The box saves :func:`classic_record` as each phase ends; ``nightbox resolve`` reads it
back to the same game. Seats are written as plain digits (JSON keys are text).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .entries import DayEntries, NightEntries, Seat
from .state import ClassicOptions


def night_json(number: int, e: NightEntries) -> dict[str, Any]:
    """Night ``number``'s entries as a record phase; only the entries given."""
    out: dict[str, Any] = {"night": number}
    if e.werewolf:
        out["werewolf"] = e.werewolf[0] if len(e.werewolf) == 1 else list(e.werewolf)
    if e.wolf_cub_sacrifice:
        out["wolf_cub_sacrifice"] = True
    seats = (("bodyguard", e.bodyguard), ("witch_kill", e.witch_kill), ("old_hag", e.old_hag),
             ("seer", e.seer), ("apprentice_seer", e.apprentice_seer),
             ("sorcerer", e.sorcerer), ("hunter", e.hunter))
    out.update((key, value) for key, value in seats if value is not None)
    if e.witch_save is not False:
        out["witch_save"] = e.witch_save
    if e.cupid is not None:
        out["cupid"] = list(e.cupid)
    return out


def _votes(votes: Mapping[Seat, Seat | None]) -> dict[str, Seat | None]:
    return {str(k): v for k, v in sorted(votes.items())}


def day_json(number: int, e: DayEntries) -> dict[str, Any]:
    """Day ``number``'s vote as a record phase: ``nominations`` for the nominate vote,
    else ``votes`` (and the ``revote`` after a tie)."""
    out: dict[str, Any] = {"day": number}
    if e.nominations:
        out["nominations"] = [{"seat": n.seat, "lynch": list(n.lynch)} for n in e.nominations]
    else:
        out["votes"] = _votes(e.votes)
        if e.revote is not None:
            out["revote"] = _votes(e.revote)
    if e.hunter is not None:
        out["hunter"] = e.hunter
    return out


def classic_record(players: Mapping[Seat, str], options: ClassicOptions,
                   phases: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The whole record: the seats' roles, the options and the phases written so far."""
    return {"game": "classic",
            "players": {str(s): r for s, r in sorted(players.items())},
            "options": {"classic_tie": options.tie.value, "reveal": options.reveal},
            "phases": [dict(p) for p in phases]}
