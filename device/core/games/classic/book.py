"""What the Moderator enters during one classic night, step by step: on night 1 the seat
of every role as it wakes (and at the roll call), and each role's choice; what the OLED
tells the Moderator to signal (the Seer's "wolf", the Sorcerer's "Seer")."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.classic.entries import NightEntries
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.state import ClassicGame
from engine.classic.winner import is_wolf

from device.core.ui.asks import Ask, note, seats_ask
from device.core.games.classic.session import ClassicSession

WOLF, NOT_WOLF = "WOLF (thumb up)", "NOT a wolf (thumb down)"
SEER, NOT_SEER = "the SEER (thumb up)", "NOT the Seer (thumb down)"


@dataclass
class NightBook:
    """The night's entries so far; ``registered`` is seat -> role (night 1)."""

    session: ClassicSession
    registered: dict[int, str] = field(default_factory=dict)
    entries: NightEntries = NightEntries()
    roll_call: list[str] = field(default_factory=list)

    @property
    def game(self) -> ClassicGame | None:
        return self.session.game

    @property
    def first(self) -> bool:
        return self.game is None

    def holder(self, role_id: str) -> int | None:
        if self.game is not None:
            return self.game.holder(role_id)
        return next((s for s, r in self.registered.items() if r == role_id), None)

    def alive(self) -> frozenset[int]:
        return self.session.alive

    def set(self, **changes: Any) -> None:
        self.entries = replace(self.entries, **changes)

    def players(self) -> dict[int, str]:
        """Night 1's registrations, the unregistered seats as Villagers."""
        return {s: self.registered.get(s, "villager") for s in self.session.seats}

    # -- asks ----------------------------------------------------------------------
    def register(self, role_id: str, label: str,
                 then: Callable[[int], Iterable[Ask]] = lambda _: ()) -> Ask:
        free = [s for s in self.session.seats if s not in self.registered]

        def done(seat: Any) -> Iterable[Ask]:
            self.registered[int(seat)] = role_id
            return then(int(seat))

        return seats_ask(f"{label} seat?", free, done, nobody=False)

    def asks(self, step: str) -> list[Ask]:
        """What the Moderator enters while ``step``'s eyes are open."""
        if step == "soulmates":
            return []
        if step == "roll_call":
            role = self.roll_call.pop(0) if self.roll_call else None
            return [self.register(role, CLASSIC_ROLES[role].short)] if role else []
        if self.first:
            return self._first_night(step)
        actor = self._actor(step)
        if actor is None:
            return [note(f"{CLASSIC_ROLES[step].short}: dead",
                         "Wait as if the role woke.")]
        return self._choice(step, actor)

    def _first_night(self, step: str) -> list[Ask]:
        deck = self.session.deck
        if step == "werewolf":
            asks = [self.register("werewolf", f"Werewolf {i + 1}")
                    for i in range(deck.count("werewolf"))]
            if "wolf_cub" in deck:
                asks.append(self.register("wolf_cub", "Wolf Cub"))
            return asks
        if step == "mason":
            return [self.register("mason", f"Mason {i + 1}") for i in range(deck.count(step))]
        if step == "cupid":
            return [self.register(step, "Cupid", lambda _: [self._cupid()])]
        if step in ("seer", "sorcerer", "bodyguard", "old_hag"):
            return [self.register(step, CLASSIC_ROLES[step].short,
                                  lambda seat: self._choice(step, seat))]
        return [self.register(step, CLASSIC_ROLES[step].short)]

    def _actor(self, step: str) -> int | None:
        g = self.game
        assert g is not None
        if step == "werewolf":
            wolves = [s for s in g.alive if is_wolf(s, g.players, g.turned)]
            return wolves[0] if wolves else None
        seat = g.holder(step)
        return seat if seat is not None and seat in g.alive else None

    def _cupid(self) -> Ask:
        alive = sorted(self.alive())

        def second(a: Any) -> Iterable[Ask]:
            def bind(b: Any) -> Iterable[Ask]:
                self.set(cupid=(int(a), int(b)))
                return ()
            return [seats_ask("Soulmate 2?", [s for s in alive if s != a], bind, nobody=False)]

        return seats_ask("Soulmate 1?", alive, second, nobody=False)

    def _choice(self, step: str, actor: int) -> list[Ask]:
        others = [s for s in sorted(self.alive()) if s != actor]
        if step == "werewolf":
            return self._victims()
        if step in ("seer", "apprentice_seer"):
            return [seats_ask("Seer looks at?", others, lambda s: self._seer(step, s))]
        if step == "sorcerer":
            return [seats_ask("Sorcerer looks at?", others, self._sorcerer)]
        if step == "bodyguard":
            g = self.game
            last = g.guarded[1] if g is not None and g.guarded is not None \
                and g.guarded[0] == g.phase.number - 1 else None
            return [seats_ask("Bodyguard guards?", [s for s in others if s != last],
                              lambda s: self._set("bodyguard", s))]
        if step == "old_hag":
            return [seats_ask("Old Hag: sits out?", others, lambda s: self._set("old_hag", s))]
        if step == "witch":
            return self._witch(actor)
        return []

    def _set(self, key: str, seat: Any) -> Iterable[Ask]:
        self.set(**{key: seat})
        return ()

    def _seer(self, key: str, seat: Any) -> Iterable[Ask]:
        if seat is None:
            return ()
        self.set(**{key: seat})
        g = self.game
        if g is not None:
            wolf: bool | None = g.seen_as_wolf(seat)
        elif seat in self.registered:
            wolf = CLASSIC_ROLES[self.registered[seat]].seen_as_wolf
        else:
            wolf = None if "lycan" in self.session.deck else False
        if wolf is None:
            return [note("Signal", f"Seat {seat}: WOLF", "if it is the Lycan,",
                         "else NOT a wolf")]
        return [note("Signal", f"Seat {seat} is", WOLF if wolf else NOT_WOLF)]

    def _sorcerer(self, seat: Any) -> Iterable[Ask]:
        if seat is None:
            return ()
        self.set(sorcerer=seat)
        g = self.game
        seer = g.seer() if g is not None else self.holder("seer")
        if seer is None and g is None and "seer" in self.session.deck:
            return [note("Signal", f"Seat {seat}: the Seer", "wakes later; signal",
                         "after it wakes")]
        return [note("Signal", f"Seat {seat} is", SEER if seat == seer else NOT_SEER)]

    def _victims(self) -> list[Ask]:
        g = self.game
        assert g is not None
        prey = [s for s in sorted(g.alive) if not is_wolf(s, g.players, g.turned)]
        allowed = g.victims_allowed()

        def first(a: Any) -> Iterable[Ask]:
            if a is None:
                return ()
            self.set(werewolf=(a,))
            if allowed < 2:
                return ()
            return [seats_ask("2nd victim (cub)?", [s for s in prey if s != a],
                              lambda b: self._set("werewolf", (a, b)) if b else ())]

        title = "Wolves' victim?" if allowed < 2 else "1st victim (cub)?"
        return [seats_ask(title, prey, first)]

    def _witch(self, witch: int) -> list[Ask]:
        g = self.game
        assert g is not None
        asks: list[Ask] = []
        victims = self.entries.werewolf
        if not g.witch_saved and victims:
            if len(victims) == 1:
                asks.append(Ask(f"Save seat {victims[0]}?", (("No", False), ("Yes, save", True)),
                                lambda v: self._set("witch_save", v) if v else ()))
            else:
                asks.append(Ask("Save a victim?", [("No", False)]
                                + [(f"Save seat {v}", v) for v in victims],
                                lambda v: self._set("witch_save", v) if v else ()))
        elif victims:
            asks.append(note("Witch", f"Victim: seat {', '.join(map(str, victims))}",
                             "No healing left."))
        if not g.witch_killed:
            asks.append(seats_ask("Witch poisons?", sorted(g.alive),
                                  lambda s: self._set("witch_kill", s)))
        return asks or [note("Witch", "Both potions used.")]
