"""The Moderator's scorepad (the rulebook's "Moderator score pad"), from a record: who
holds each role, which alternates and variants are on, each night's targets, the answers
given and the seats healed, each day's variant, nominations (who nominated, who seconded, the votes
of the votes possible), votes and lynchings, every death with its cause, and where the
Amulet, the cult, the Soulmates, the Hoodlum's marks and the Ghost stand.

The Moderator's alone: the box never speaks or shows it to the table. ``nightbox
resolve`` and the scorepad page are its readers.
"""

from __future__ import annotations

from typing import Any

from .dawn import healed
from .record import Played, replay
from .record_phases import read_night
from .record_write import deal_json, options_json
from .state import ClassicGame


def _night(p: Played) -> dict[str, Any]:
    out: dict[str, Any] = {"night": p.before.phase.number,
                           "targets": {k: v for k, v in p.raw.items() if k != "night"},
                           "deaths": [d.to_json() for d in p.deaths]}
    dawn = p.dawn
    if dawn is not None:
        answers = {"seer": dawn.seer_saw, "sorcerer": dawn.sorcerer_saw}
        out["answers"] = {k: {"seat": v[0], "yes": v[1]} for k, v in answers.items() if v}
        out["saved"] = [{"seat": s, "from": c.value} for s, c in dawn.saved]
        out["healed"] = sorted(healed(read_night(p.raw, f"night {p.before.phase.number}")))
    return out


def _day(p: Played) -> dict[str, Any]:
    day = p.before.phase.number
    out: dict[str, Any] = {"day": day, "deaths": [d.to_json() for d in p.deaths]}
    variant = p.before.daily_today()
    if variant is not None:
        out["variant"] = variant.value
    lynch = p.lynch
    if lynch is not None:
        rounds = [dict(n) for n in p.raw.get("nominations", [])]
        for row, count in zip(rounds, lynch.nominations):
            row.update(votes=count.votes, possible=count.possible, lynched=count.lynched)
        if rounds:
            out["nominations"] = rounds
        if lynch.first.counts and not rounds:
            out["counts"] = {str(s): n for s, n in lynch.first.counts.items()}
        out["lynched"] = list(lynch.lynched)
    out.update((k, p.raw[k]) for k in ("ban", "arrivals", "mayor", "martyr", "hunter")
               if k in p.raw)
    return out


def _now(game: ClassicGame) -> dict[str, Any]:
    amulet = game.amulet
    out: dict[str, Any] = {
        "amulet": "destroyed" if amulet.destroyed else amulet.holder,
        "soulmates": [list(p) for p in game.soulmates],
        "cult": list(game.cult), "cult_leaders": list(game.cult_leaders),
        "marks": list(game.marks), "ghost": game.ghost,
        "roles_now": {str(s): game.role(s) for s in sorted(game.players)
                      if game.role(s) != game.players[s]},
        "turned": {str(s): t.value for s, t in sorted(game.turned.items())},
        "banned": sorted(game.gone)}
    return {k: v for k, v in out.items() if v not in (None, [], {})}


def scorepad(record: Any) -> dict[str, Any]:
    """The scorepad of ``record`` (an :class:`~engine.errors.InvalidRecord` if it does not
    resolve)."""
    game, played = replay(record)
    start = played[0].before if played else game
    return {"players": {str(s): r for s, r in sorted(start.players.items())},
            "deal": deal_json(start.deal), "options": options_json(start.options),
            "nights": [_night(p) for p in played if p.dawn is not None],
            "days": [_day(p) for p in played if p.lynch is not None],
            "deaths": [d.to_json() for d in game.deaths],
            "now": _now(game),
            "winners": list(game.outcome.winner_names) if game.outcome else [],
            "ended": str(game.ended) if game.ended else None}
