"""The host's settings: what the menu changes and the box remembers between games.

A ``Settings`` value holds one value per row of :mod:`device.core.setting_table`, each
checked against its row. Saved settings that break a row's limits are reset to the
row's default with one log line, so a ballot can always be built from them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from typing import Any

from engine.ballot import SweepParams, TapParams
from engine.onenight.deck import Deck
from engine.cues import Pace, ScriptMode
from engine.onenight.script import ScriptOptions

from device.core.setting_table import DEFAULTS, MINION_RULES, PACES, ROWS, TABLE, VOTE_MODES, BadValue

__all__ = ["MINION_RULES", "PACES", "VOTE_MODES", "Settings"]

log = logging.getLogger(__name__)


class Settings:
    """Frozen: ``Settings(tap_gap=1.5)``; change with :meth:`replace`. Read as attributes
    (``settings.tap_gap``). An unknown key is a ``TypeError``, a bad value ``BadValue``."""

    __slots__ = ("_values",)
    _values: Mapping[str, Any]

    def __init__(self, **values: Any) -> None:
        full = dict(DEFAULTS)
        for key, value in values.items():
            row = ROWS.get(key)
            if row is None:
                raise TypeError(f"Settings has no {key!r}")
            full[key] = row.check(value)
        object.__setattr__(self, "_values", full)

    def __getattr__(self, name: str) -> Any:
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"Settings has no {name!r}") from None

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Settings is frozen: use replace()")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self._values == other._values

    def __hash__(self) -> int:
        return hash(tuple(self._values.items()))

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self._values.items() if DEFAULTS[k] != v)
        return f"Settings({changed})"

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        return iter(self._values.items())

    def replace(self, **changes: Any) -> Settings:
        return Settings(**{**self._values, **changes})

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
        data = dict(self._values)
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
                log.warning("saved setting %s reset to %r: %s", key, getattr(base, key), exc)
        return base.replace(**good)


assert [row.key for row in TABLE] == list(DEFAULTS)
