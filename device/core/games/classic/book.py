"""What the Moderator enters during one classic night, step by step: on night 1 the seat
of every card at the roll call (first, so every answer is known; with the Amulet, the card
left over in the Moderator's hand), and each role's choice; the sign the OLED tells the
Moderator to give (the engine's :mod:`engine.classic.signs`) and the notes only the
Moderator may see. Each role's own asks are in :mod:`.role_asks`; every seat offered is
one the engine's own night check accepts, so an answer is never refused."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.classic.entries import NightEntries
from engine.classic.night_checks import actor, night_problems
from engine.classic.options import Deal, Fun
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.script import SECOND, roll_call_cards
from engine.classic.signs import moderator_notes
from engine.classic.state import ClassicGame

from device.core.games.classic.role_asks import SACRIFICE, SACRIFICE_LABEL, role_asks
from device.core.games.classic.session import ClassicSession
from device.core.games.classic.step_names import QUIET_STEPS, STEP_ROLE, step_name
from device.core.table.asks import Ask, note, seats_ask
from device.i18n.language import N_, _, words

#: the roll call's answer for the card the Amulet's holder gets: it is in no seat's hand
LEFT_OVER = "left_over"
LEFT_OVER_LABEL = N_("Left over")
#: the roll call's answer for the card dealt beside Cupid (its alternate), played after
#: night 1
CUPID_HAND = "cupid_hand"
CUPID_HAND_LABEL = N_("Cupid's hand")


@dataclass
class NightBook:
    """The night's entries so far; ``registered`` is seat -> card (night 1), ``left_over``
    the card the Amulet's holder plays (``None``: a Villager)."""

    session: ClassicSession
    registered: dict[int, str] = field(default_factory=dict)
    entries: NightEntries = field(default_factory=NightEntries)
    left_over: str | None = None
    #: night 1: the card in Cupid's hand beside Cupid (its alternate; ``None``: a
    #: Villager)
    cupid_card: str | None = None
    #: night 1: every card of the roll call answered
    called: bool = False
    #: night 1: the game as the roll call registered it
    started: ClassicGame | None = None

    @property
    def game(self) -> ClassicGame | None:
        if self.session.game is not None:
            return self.session.game
        if self.started is None and self.called:
            self.started = ClassicGame.start(self.players(), self.session.options, self.deal())
        return self.started

    def holder(self, role_id: str) -> int | None:
        if self.game is not None:
            return self.game.holder(role_id)
        return next((s for s, r in self.registered.items() if r == role_id), None)

    def alive(self) -> frozenset[int]:
        return self.session.alive

    def set(self, **changes: Any) -> None:
        self.entries = replace(self.entries, **changes)

    def deal(self) -> Deal:
        """The session's deal, with the seat the roll call found holding the Amulet."""
        amulet = next((s for s, r in self.registered.items() if r == "amulet"), None)
        extra = self._cupid_card_dealt()
        return replace(self.session.deal, amulet=amulet,
                       cupid=(self.cupid_card or "villager") if extra else None)

    def _cupid_card_dealt(self) -> bool:
        return self.session.options.has("cupid_card") and "cupid" in self.session.deck

    def players(self) -> dict[int, str]:
        """Night 1's registrations, the unregistered seats as Villagers; the Amulet's
        holder plays the card left over."""
        cards = {s: self.registered.get(s, "villager") for s in self.session.seats}
        return {s: (self.left_over or "villager") if c == "amulet" else c
                for s, c in cards.items()}

    # -- what the engine accepts ------------------------------------------------
    def legal(self, key: str, value: Any) -> bool:
        """The engine's night check finds nothing wrong with ``key`` = ``value`` tonight."""
        g = self.game
        assert g is not None
        trial = replace(self.entries, **{key: value})
        return not any(p.startswith(f"{key}:") for p in night_problems(g, trial))

    def pick(self, key: str, title: str, seats: Iterable[int],
             then: Callable[[int], Iterable[Ask]] = lambda _seat: (),
             nobody: bool = True) -> Ask:
        """A seat for ``key``, of the ``seats`` the engine accepts, and "Nobody" last."""
        def done(seat: Any) -> Iterable[Ask]:
            if seat is None:
                return ()
            self.set(**{key: seat})
            return then(int(seat))

        return seats_ask(title, [s for s in seats if self.legal(key, s)], done, nobody)

    def actor(self, step: str) -> tuple[int | None, bool]:
        """The seat acting at ``step`` tonight, and whether its role's seat is dead."""
        g = self.game
        assert g is not None
        if step == "werewolf":
            pack = g.pack()
            return (pack[0] if pack else None), not g.wolves()
        if step == "vampire":
            vampires = g.vampires()
            return (vampires[0] if vampires else None), True
        role = STEP_ROLE.get(step, step)
        seat, why = actor(g, step if step in SECOND else role, role, int(step in SECOND))
        return seat, why is not None and why.endswith("is dead")

    # -- asks ----------------------------------------------------------------------
    def register(self, role_id: str, label: str,
                 then: Callable[[int | None], Iterable[Ask]] = lambda _seat: ()) -> Ask:
        free = [s for s in self.session.seats if s not in self.registered]

        def done(seat: Any) -> Iterable[Ask]:
            if seat == LEFT_OVER:
                self.left_over = role_id
                return then(None)
            if seat == CUPID_HAND:
                self.cupid_card = role_id
                return then(None)
            self.registered[int(seat)] = role_id
            return then(int(seat))

        ask = seats_ask(_("{role} seat?", role=label), free, done, nobody=False)
        if "amulet" in self.session.deck and role_id != "amulet" and self.left_over is None:
            ask = Ask(ask.title, [*ask.options, (_(LEFT_OVER_LABEL), LEFT_OVER)], done)
        if self._cupid_card_dealt() and role_id != "cupid" and self.cupid_card is None:
            ask = Ask(ask.title, [*ask.options, (_(CUPID_HAND_LABEL), CUPID_HAND)], done)
        return ask

    def asks(self, step: str) -> list[Ask]:
        """What the Moderator enters while ``step``'s eyes are open."""
        if step == "roll_call":
            return self._roll_call()
        if step in QUIET_STEPS and not (step == "soulmates"
                                        and self.session.options.has("cupid_moderator")):
            return []
        g = self.game
        assert g is not None, "the roll call comes first"
        notes = [note(step_name(step), *lines)
                 for lines in [moderator_notes(g, STEP_ROLE.get(step, step), words())]
                 if lines]
        seat, dead = self.actor(step)
        if step == "werewolf" and g.options.fun is Fun.NO_WEREWOLVES:
            return notes + role_asks(self, step, None)   # the Moderator picks the victims
        if seat is None and step not in ("soulmates", "ghost", "drunk"):
            if dead:
                return notes + [note(_("{role}: dead", role=step_name(step)),
                                     _("Wait as if the role woke."))]
            return notes + [note(step_name(step), _("Nobody acts."),
                                 _("Wait as if the role woke."))]
        return notes + role_asks(self, step, seat)

    def _roll_call(self) -> list[Ask]:
        """A seat for every card but the Villagers, in role-table order, one ask after
        the other (each offers only the seats still unclaimed); the Drunk's card drawn is
        told as its seat is entered."""
        cards = roll_call_cards(self.session.deck)
        labels = []
        for role_id in dict.fromkeys(cards):
            copies = cards.count(role_id)
            short = step_name(role_id)
            labels += [(role_id, _("{role} {n}", role=short, n=i + 1) if copies > 1 else short)
                       for i in range(copies)]

        def ask(i: int) -> list[Ask]:
            if i == len(labels):
                self.called = True
                return []
            role_id, label = labels[i]

            def then(seat: int | None) -> list[Ask]:
                drunk = self.session.deal.drunk
                told = [note(step_name("drunk"), _("Seat {seat}", seat=seat),
                             _("Its card: {role}", role=_(CLASSIC_ROLES[drunk].name)))] \
                    if role_id == "drunk" and drunk and seat is not None else []
                return told + ask(i + 1)

            return [self.register(role_id, label, then)]

        if not labels:
            self.called = True
        return ask(0)


__all__ = ["QUIET_STEPS", "SACRIFICE", "SACRIFICE_LABEL", "NightBook", "step_name"]
