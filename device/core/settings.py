"""The host's settings: what the menu changes and the box remembers between games.

A ``Settings`` value holds one value per row of :mod:`device.core.setting_table` (its
fields are the rows, so mypy knows each one's type), each checked against its row. Saved
settings that break a row's limits are reset to the row's default with one log line, so
a ballot can always be built from them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.ballot import SweepParams, TapParams
from engine.cues import Pace, ScriptMode
from engine.errors import did_you_mean
from engine.onenight.deck import Deck
from engine.onenight.script import ScriptOptions

from device.core.setting_table import (
    DEFAULTS,
    MINION_RULES,
    PACES,
    ROWS,
    VOTE_MODES,
    BadValue,
    SettingValues,
)

__all__ = ["MINION_RULES", "PACES", "VOTE_MODES", "Settings"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, repr=False, kw_only=True)
class Settings(SettingValues):
    """Frozen: ``Settings(tap_gap=1.5)``; change with :meth:`replace`. Read as typed
    attributes (``settings.tap_gap``: the fields of the table); an unknown key is a
    ``TypeError``, a bad value ``BadValue``."""

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self if DEFAULTS[k] != v)
        return f"Settings({changed})"

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        """``(key, value)`` of every row, in table order."""
        return iter(vars(self).items())

    def value(self, key: str) -> Any:
        """The value of the row ``key`` (for code that walks the rows, such as the menu);
        ``KeyError`` if there is no such row."""
        if key not in ROWS:
            raise KeyError(f"Settings has no {key!r}")
        return vars(self)[key]

    def replace(self, **changes: Any) -> Settings:
        """A copy with ``changes`` (row keys; a ``TypeError`` names an unknown one)."""
        for key in changes:
            if key not in ROWS:
                raise TypeError(f"Settings has no {key!r}{did_you_mean(key, ROWS)}")
        return Settings(**{**vars(self), **changes})

    # -- derived values ---------------------------------------------------
    @property
    def the_deck(self) -> Deck:
        return Deck.of(self.deck)

    @property
    def script_options(self) -> ScriptOptions:
        return ScriptOptions(pace=Pace(self.pace),
                             mode=ScriptMode.BEGINNER if self.beginner else ScriptMode.EXPERT,
                             lone_wolf=self.lone_wolf)

    def tap_params(self) -> TapParams:
        """The engine's tap parameters, from the same rows."""
        return TapParams(tap_gap=self.tap_gap, vote_window=self.vote_window,
                         min_gap=self.min_gap, min_press=self.min_press,
                         stuck_after=self.stuck_after, lead=self.lead)

    def sweep_params(self) -> SweepParams:
        """The engine's sweep parameters, from the same rows."""
        return SweepParams(dwell=self.dwell, laps=self.laps, grace=min(self.grace, self.dwell / 2),
                           min_gap=self.min_gap, min_press=self.min_press,
                           stuck_after=self.stuck_after)

    # -- saved form -------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = dict(self)
        data["deck"] = list(self.deck)
        data["classic_deck"] = list(self.classic_deck)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], base: Settings | None = None) -> Settings:
        """Settings from saved data. A value its row does not allow keeps ``base``'s
        (the row's default when there is no base), with one log line; unknown keys are
        ignored (a newer or older box wrote them)."""
        base = base or cls()
        good: dict[str, Any] = {}
        for key, value in data.items():
            row = ROWS.get(key)
            if row is None:
                continue
            try:
                good[key] = row.check(value)
            except (BadValue, ValueError) as exc:
                log.warning("saved setting %s reset to %r: %s", key, base.value(key), exc)
        return base.replace(**good)

