"""The game under way as the box resumes it: ``current.json`` checked by the rules first.

A saved game the rules refuse (a dead player voting, a phase after the win, phases out
of order, a seat spelled wrong) is set aside as ``current.json.corrupt-<time>``, never
rewritten in place, with one warning; the phases before the bad one are saved as the new
``current.json`` and offered for resume when they form a legal game. A game of more
seats than the panel has is set aside too.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.classic.record import is_classic, legal_prefix, resolve_classic
from engine.errors import one_line
from engine.seats import MAX_SEATS

from .errors import reason
from .state import CURRENT, StateStore

log = logging.getLogger(__name__)


def load_resumable(store: StateStore, seat_count: int = MAX_SEATS) -> dict[str, Any] | None:
    """The saved game to resume, checked; ``None`` when there is none to resume.

    A game with seats this panel lacks (``seat_count``) is set aside, not resumed."""
    saved = store.load_current()
    if saved is None or not is_classic(saved):
        return saved
    try:
        game = resolve_classic(saved).game
    except Exception as exc:  # noqa: BLE001 - the box always boots
        problem = one_line(reason(exc))[:200]
    else:
        if max(game.players) <= seat_count:
            return saved
        store.set_aside(CURRENT, f"holds a game of seats up to {max(game.players)}, and this "
                                 f"panel has {seat_count}; not resumed")
        return None
    try:
        found = legal_prefix(saved)
    except Exception:  # as above: then nothing is resumed
        log.debug("no legal prefix could be read from %s", CURRENT, exc_info=True)
        found = None
    offer = (f"; resuming the {found[1]} phase(s) before it" if found is not None
             else "; nothing to resume")
    store.set_aside(CURRENT, f"is not a legal game ({problem}){offer}")
    if found is None:
        return None
    try:
        store.save_current(found[0])
    except OSError as exc:  # resumed from memory; the set-aside copy keeps every phase
        log.debug("could not save the resumable part of %s: %s", CURRENT, exc)
    return found[0]
