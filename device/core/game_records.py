"""The protocol a game's records keep (:class:`Records`: which records are the game's, a
line for ``nightbox games``, what ``nightbox resolve`` prints, the scorepad, what to
resume, the night as a script), and :class:`RecordsOnUse`, which loads them on first use.
Their values are in :mod:`device.core.records`, loaded with them: the menu needs neither.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from engine.cues import Cue
    from engine.words import Words

    from device.core.records import KeyLines, NightText, Resumable, ScriptRequest
    from device.core.settings import Settings


class Records(Protocol):
    """A game's records and script, without a table."""

    @property
    def script_options(self) -> frozenset[str]:
        """The options of :class:`ScriptRequest` this game's script takes ("players",
        "night", "lone_wolf", "marks")."""
        ...

    def owns(self, record: Mapping[str, Any]) -> bool:
        """``record`` is one of this game's (a saved record, or one written by hand)."""
        ...

    def summary(self, record: Any) -> tuple[str, str]:
        """``(players, result)`` for ``nightbox games``; ``InvalidInput`` if unreadable."""
        ...

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        """What ``nightbox resolve`` prints for ``record`` (read from ``name``, each key at
        its line in ``lines`` when known); ``InvalidInput`` naming the key otherwise."""
        ...

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        """The Moderator's scorepad of ``record`` (read from ``name``) as text lines of 80
        columns at most, in ``words``' language; ``None``: this game keeps none;
        ``InvalidInput`` naming ``name`` if the record does not resolve."""
        ...

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        """The saved game under way, checked by the rules, as the box resumes it."""
        ...

    def script(self, request: ScriptRequest) -> NightText:
        """The night for ``request``'s deck; ``InvalidInput`` for a bad deck."""
        ...

    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        """The night a saved game played, as the box composed it with ``settings``, in
        ``words``' language (``None``: the record does not say)."""
        ...


class RecordsOnUse:
    """A game's :class:`Records`, loaded by ``load`` the first time one is asked: they need
    the game's whole engine (its outcome, its script), which the menu does not."""

    def __init__(self, load: Callable[[], Records]) -> None:
        self._load = load
        self._records: Records | None = None

    @property
    def loaded(self) -> Records:
        if self._records is None:
            self._records = self._load()
        return self._records

    @property
    def script_options(self) -> frozenset[str]:
        return self.loaded.script_options

    def owns(self, record: Mapping[str, Any]) -> bool:
        return self.loaded.owns(record)

    def summary(self, record: Any) -> tuple[str, str]:
        return self.loaded.summary(record)

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        return self.loaded.resolve(name, record, lines)

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        return self.loaded.scorepad(name, record, words)

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        return self.loaded.resumable(record, seat_count)

    def script(self, request: ScriptRequest) -> NightText:
        return self.loaded.script(request)

    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        return self.loaded.night(record, settings, words)
