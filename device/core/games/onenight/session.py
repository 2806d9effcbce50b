"""One One Night game under way: its record (``engine.onenight.record.GameRecord``), kept
up to date from the deal to the score, and saved to the history when it ends or fails."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from device.core import effects as fx
from device.core.machine import Kept

if TYPE_CHECKING:   # the menu loads no record (it needs the outcome's rules)
    from engine.onenight.record import GameRecord


@dataclass
class OneNightSession:
    """One One Night game under way: its record, from the deal to the score."""

    record: GameRecord

    def fault(self, state: str, error: str) -> Kept:
        """A state failed: the game so far goes to the history with the error."""
        failed = self.record.with_(errors=self.record.errors + ({"state": state,
                                                                 "error": error},))
        return Kept(effects=(_saved(failed),))

    def stopped(self) -> tuple[fx.Effect, ...]:
        """The box stops: a game that reached its vote goes to the history unscored."""
        if not self.record.ballots:
            return ()
        return (_saved(self.record),)


def _saved(record: GameRecord) -> fx.Effect:
    """``record`` saved to the history (the game's effects are loaded with its first: a
    session, made at the deal, is loaded with the game's menu)."""
    from device.core.game_effects import SaveGame

    return SaveGame(record.to_json())
