"""The registry of games: the one place outside a game's own packages that names it.

Each game is one :class:`Entry`: its name, its title, and its packages (the device side,
``device/core/games/<name>/``; the rules, ``engine/<name>/``; its scripted table for the
demo and the rig, in ``hw_mocks``). Nothing else imports a game: the box, the menu, the
voice catalogue and the command line ask :data:`GAMES` for one, and a game is loaded the
first time it is asked for (``GAMES.game("classic")``), so a box loads only the game it
runs. A game's package holds ``rules.py`` (``RULES``, its table of settings, light to
load) and ``game.py`` (``GAME``, the :class:`~device.core.game.Game` that binds its
states).

To add a game: its packages, and one :class:`Entry` in :data:`GAMES`. A test adds one of its
own with :meth:`Games.plus`.

May import ``device.core`` (the game and settings types); never a game's modules by name
(they are loaded by ``importlib`` from the entries).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from engine.errors import did_you_mean
from engine.words import N_

from device.core.game import Game
from device.core.setting_table import Rows
from device.core.settings import Settings
from device.errors import BadInput


@dataclass(frozen=True)
class Entry:
    """One game the box can run, by its packages (loaded when the game is first used)."""

    name: str
    #: the title the menu shows (English, ``N_``: shown in the box's language)
    title: str
    #: the device side: ``<package>.game`` has ``GAME``, ``<package>.rules`` has ``RULES``
    package: str
    #: the rules (pure)
    engine: str
    #: its scripted players, for ``nightbox demo`` and the rig (``play`` in it)
    mocks: str


class UnknownGame(BadInput, LookupError):
    """A game name the registry does not have."""


@dataclass(frozen=True)
class Games:
    """The games a box may run, in menu order; the first is the one a new box starts with."""

    entries: tuple[Entry, ...]
    #: games already made (a test's own game), by name
    made: Mapping[str, Game[Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        names = [e.name for e in self.entries]
        assert len(set(names)) == len(names), f"a game is listed twice: {names}"
        object.__setattr__(self, "made", MappingProxyType(dict(self.made)))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(e.name for e in self.entries)

    @property
    def first(self) -> str:
        return self.entries[0].name

    def __contains__(self, name: object) -> bool:
        return name in self.names

    def __iter__(self) -> Iterator[Game[Any]]:
        """Every game, each loaded (the voice catalogue and the tests walk them all)."""
        return (self.game(name) for name in self.names)

    def entry(self, name: str) -> Entry:
        for e in self.entries:
            if e.name == name:
                return e
        raise UnknownGame(f"unknown game {name!r}{did_you_mean(name, self.names)}; the box "
                          f"runs: {', '.join(self.names)}")

    def title(self, name: str) -> str:
        """The menu's title of ``name`` (English: ``N_``)."""
        return self.entry(name).title

    def game(self, name: str) -> Game[Any]:
        """The game ``name``, loaded on first use (``UnknownGame`` names the choices)."""
        entry = self.entry(name)
        if name in self.made:
            return self.made[name]
        game = importlib.import_module(f"{entry.package}.game").GAME
        assert isinstance(game, Game) and game.name == name, f"{entry.package}.game.GAME"
        return game

    def rules(self) -> tuple[type[Rows], ...]:
        """Each game's table of rules (each game's light ``rules`` module only)."""
        return tuple(self.made[e.name].rules if e.name in self.made
                     else importlib.import_module(f"{e.package}.rules").RULES
                     for e in self.entries)

    def settings(self, **values: Any) -> Settings:
        """The default settings with every game's rules, then ``values`` (any row's key)."""
        return Settings.made(self.rules(), **values)

    def plus(self, game: Game[Any], *, mocks: str = "") -> Games:
        """These games and ``game``, already made (a test's game, from its own package)."""
        entry = Entry(game.name, game.title, package=type(game).__module__,
                      engine=type(game).__module__, mocks=mocks)
        return Games((*self.entries, entry), {**self.made, game.name: game})

    def of_record(self, record: Mapping[str, Any]) -> Game[Any]:
        """The game a record is of: the first whose ``Records`` claims it
        (``UnknownGame`` when none does)."""
        for game in self:
            if game.records.owns(record):
                return game
        named = record.get("game")
        raise UnknownGame(f"a record of no game the box runs ({', '.join(self.names)})"
                          + (f": its game is {named!r}" if isinstance(named, str) else ""))


#: every game the box runs; One Night is the one a new box starts with
GAMES = Games((
    Entry("onenight", N_("One Night"), package="device.core.games.onenight",
          engine="engine.onenight", mocks="hw_mocks.games.onenight"),
    Entry("classic", N_("Classic"), package="device.core.games.classic",
          engine="engine.classic", mocks="hw_mocks.games.classic"),
))

__all__ = ["GAMES", "Entry", "Games", "UnknownGame"]
