"""The transcript: every effect as one JSON line, the log a person reads."""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING, Any, TextIO

from device.core import effects as fx

if TYPE_CHECKING:
    from device.core.game_effects import GameEffect


def _screen_summary(screen: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"screen": type(screen).__name__}
    if dataclasses.is_dataclass(screen):
        for f in dataclasses.fields(screen):
            value = getattr(screen, f.name)
            if isinstance(value, (frozenset, set)):
                value = sorted(value)
            elif isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
    return data


def entry(effect: fx.Effect, t: float) -> dict[str, Any] | None:
    """The transcript entry for an effect, or ``None`` for plumbing effects."""
    base: dict[str, Any] = {"t": round(t, 3)}
    if isinstance(effect, fx.Phase):
        return {**base, "kind": "phase", "phase": effect.name}
    if isinstance(effect, fx.Say):
        return {**base, "kind": "say", "text": effect.text}
    if isinstance(effect, fx.Show):
        return {**base, "kind": "show", **_screen_summary(effect.screen)}
    if isinstance(effect, fx.Leds):
        return {**base, "kind": "leds", "on": sorted(effect.on),
                "blink": sorted(effect.blink), "pulse": sorted(effect.pulse)}
    if isinstance(effect, fx.Record):
        return {**base, "kind": effect.kind, **effect.data}
    if isinstance(effect, fx.StopAudio):
        return {**base, "kind": "audio", "action": "stop"}
    if isinstance(effect, fx.SaveCurrent):
        phases = (effect.record or {}).get("phases") or []
        return {**base, "kind": "saved", "what": "current",
                "phases": len(phases) if isinstance(phases, list) else 0}
    if isinstance(effect, fx.Shutdown):
        return {**base, "kind": "shutdown", "poweroff": effect.poweroff}
    if isinstance(effect, (fx.StartTimer, fx.CancelTimer, fx.SaveSettings, fx.SaveChips)):
        return None
    return _game_entry(effect, base)


def _game_entry(effect: GameEffect, base: dict[str, Any]) -> dict[str, Any] | None:
    """A game's effect (its module is loaded with the first a game emits)."""
    from device.core import game_effects as gfx

    if isinstance(effect, gfx.CountIn):
        return {**base, "kind": "say",
                "text": ", ".join(w.strip(".!").lower() for w in effect.words)}
    if isinstance(effect, gfx.PlayNight):
        held = {"hold": True} if effect.hold else {}
        return {**base, "kind": "audio", "action": "play", "position": effect.position,
                **held}
    if isinstance(effect, gfx.PauseAudio):
        return {**base, "kind": "audio", "action": "pause"}
    if isinstance(effect, gfx.SaveGame):
        return {**base, "kind": "saved", "what": "game", "game": effect.record.get("game")}
    return None


class Transcript:
    """Writes entries as JSON lines to a stream, and keeps them for tests."""

    def __init__(self, stream: TextIO | None = None, keep: bool = True) -> None:
        self.stream = stream
        self.keep = keep
        self.entries: list[dict[str, Any]] = []

    def write(self, effect: fx.Effect, t: float) -> None:
        row = entry(effect, t)
        if row is None:
            return
        if self.keep:
            self.entries.append(row)
        if self.stream is not None:
            self.stream.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
            self.stream.flush()

    def kinds(self, kind: str) -> list[dict[str, Any]]:
        return [e for e in self.entries if e["kind"] == kind]
