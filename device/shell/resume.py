"""The game under way as the box resumes it: ``current.json`` checked by its game's rules
first (``Records.resumable``).

A saved game the rules refuse (a dead player voting, a phase after the win, phases out of
order, a seat spelled wrong) is set aside as ``current.json.corrupt-<time>``, never
rewritten in place, with one warning; the part before the bad phase is saved as the new
``current.json`` and offered for resume when it forms a legal game. A game of more seats
than the panel has, or of a game this box does not run, is set aside too.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.seats import MAX_SEATS

from device.core.games import Games
from device.store.state import CURRENT, StateStore

log = logging.getLogger(__name__)


def load_resumable(store: StateStore, games: Games,
                   seat_count: int = MAX_SEATS) -> dict[str, Any] | None:
    """The saved game to resume, checked; ``None`` when there is none to resume."""
    saved = store.load_current()
    if saved is None:
        return None
    try:
        game = games.of_record(saved)
    except LookupError as exc:
        store.set_aside(CURRENT, f"is not a game this box runs ({exc}); not resumed")
        return None
    found = game.records.resumable(saved, seat_count)
    if found.problem is not None:
        store.set_aside(CURRENT, found.problem)
    if found.rewrite and found.record is not None:
        try:
            store.save_current(found.record)
        except OSError as exc:  # resumed from memory; the set-aside copy keeps every phase
            log.debug("could not save the resumable part of %s: %s", CURRENT, exc)
    return dict(found.record) if found.record is not None else None
