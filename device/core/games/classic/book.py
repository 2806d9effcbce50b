"""What the Moderator enters during one classic night, step by step: on night 1 the seat
of every card at the roll call (first, so every answer is known), and each role's choice;
the sign the OLED tells the Moderator to give (the engine's :mod:`engine.classic.signs`)
and the notes only the Moderator may see."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.classic.entries import NightEntries
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.script import roll_call_cards
from engine.classic.signs import moderator_notes, sign
from engine.classic.state import ClassicGame

from device.core.games.classic.session import ClassicSession
from device.core.table.asks import NOBODY, Ask, note, seats_ask, signal
from device.i18n.language import N_, _, words

#: the wolves' answer that sacrifices the cub, last so a click-through never picks it
SACRIFICE = "wolf_cub_sacrifice"
SACRIFICE_LABEL = N_("The cub: sacrifice")
#: the night's steps that are no role
STEP_NAMES = {"roll_call": N_("Roll call"), "soulmates": N_("Soulmates")}
#: the steps the Moderator never enters anything at (their eyes open to see each other)
QUIET_STEPS = frozenset({"soulmates", "mason"})


def step_name(step: str) -> str:
    """A step's name on the Moderator's screen ("Seer", "Roll call")."""
    if step in CLASSIC_ROLES:
        return _(CLASSIC_ROLES[step].short)
    return _(STEP_NAMES[step]) if step in STEP_NAMES else step.replace("_", " ").capitalize()


@dataclass
class NightBook:
    """The night's entries so far; ``registered`` is seat -> role (night 1)."""

    session: ClassicSession
    registered: dict[int, str] = field(default_factory=dict)
    entries: NightEntries = field(default_factory=NightEntries)
    #: night 1: the game as the roll call registered it
    started: ClassicGame | None = None

    @property
    def game(self) -> ClassicGame | None:
        if self.session.game is not None:
            return self.session.game
        if self.started is None and len(self.registered) == len(
                roll_call_cards(self.session.deck)):
            self.started = ClassicGame.start(self.players(), self.session.options)
        return self.started

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
                 then: Callable[[int], Iterable[Ask]] = lambda _seat: ()) -> Ask:
        free = [s for s in self.session.seats if s not in self.registered]

        def done(seat: Any) -> Iterable[Ask]:
            self.registered[int(seat)] = role_id
            return then(int(seat))

        return seats_ask(_("{role} seat?", role=label), free, done, nobody=False)

    def asks(self, step: str) -> list[Ask]:
        """What the Moderator enters while ``step``'s eyes are open."""
        if step == "roll_call":
            return self._roll_call()
        if step in QUIET_STEPS:
            return []
        g = self.game
        assert g is not None, "the roll call comes first"
        notes = [note(step_name(step), *lines)
                 for lines in [moderator_notes(g, step, words())] if lines]
        actor = self._actor(step)
        if actor is None:
            return [note(_("{role}: dead", role=step_name(step)), _("Wait as if the role woke."))]
        return notes + self._choice(step, actor)

    def _roll_call(self) -> list[Ask]:
        """A seat for every card but the Villagers, in role-table order, one ask after
        the other (each offers only the seats still unclaimed)."""
        cards = roll_call_cards(self.session.deck)
        labels = []
        for role_id in dict.fromkeys(cards):
            copies = cards.count(role_id)
            short = step_name(role_id)
            labels += [(role_id, _("{role} {n}", role=short, n=i + 1) if copies > 1 else short)
                       for i in range(copies)]

        def ask(i: int) -> list[Ask]:
            if i == len(labels):
                return []
            role_id, label = labels[i]
            return [self.register(role_id, label, lambda _seat: ask(i + 1))]

        return ask(0)

    def _actor(self, step: str) -> int | None:
        g = self.game
        assert g is not None
        if step == "werewolf":
            wolves = g.wolves()
            return wolves[0] if wolves else None
        seat = g.seer() if step == "seer" else g.holder(step)
        return seat if seat is not None and seat in g.alive else None

    def _cupid(self) -> Ask:
        alive = sorted(self.alive())

        def second(a: Any) -> Iterable[Ask]:
            def bind(b: Any) -> Iterable[Ask]:
                self.set(cupid=(int(a), int(b)))
                return ()
            return [seats_ask(_("Soulmate 2?"), [s for s in alive if s != a], bind, nobody=False)]

        return seats_ask(_("Soulmate 1?"), alive, second, nobody=False)

    def _choice(self, step: str, actor: int) -> list[Ask]:
        others = [s for s in sorted(self.alive()) if s != actor]
        if step == "werewolf":
            return self._victims()
        if step == "cupid":
            return [self._cupid()]
        if step == "cursed":
            g = self.game
            assert g is not None
            return [signal(_("{role}: seat {seat}", role=step_name(step), seat=actor),
                           sign(step, g, self.entries, words=words()) or "")]
        if step == "seer":
            return [seats_ask(_("Seer looks at?"), others, lambda s: self._seer(step, s))]
        if step == "sorcerer":
            return [seats_ask(_("Sorcerer looks at?"), others, self._sorcerer)]
        if step == "bodyguard":
            g = self.game
            last = g.guarded[1] if g is not None and g.guarded is not None \
                and g.guarded[0] == g.phase.number - 1 else None
            return [seats_ask(_("Bodyguard guards?"), [s for s in others if s != last],
                              lambda s: self._set("bodyguard", s))]
        if step == "old_hag":
            return [seats_ask(_("Old Hag: sits out?"), others, lambda s: self._set("old_hag", s))]
        if step == "witch":
            return self._witch(actor)
        return []

    def _set(self, key: str, seat: Any) -> Iterable[Ask]:
        self.set(**{key: seat})
        return ()

    def _seer(self, key: str, seat: Any) -> Iterable[Ask]:
        return self._signal(key, seat)

    def _sorcerer(self, seat: Any) -> Iterable[Ask]:
        return self._signal("sorcerer", seat)

    def _signal(self, step: str, seat: Any) -> Iterable[Ask]:
        """Keep the look and show the engine's sign for it."""
        if seat is None:
            return ()
        self.set(**{step: seat})
        g = self.game
        assert g is not None
        return [signal(_("{role}: seat {seat}", role=step_name(step), seat=seat),
                       sign(step, g, self.entries, seat, words()) or "")]

    def _victims(self) -> list[Ask]:
        """The wolves' victim (two after the cub died); from night 2, while the cub and
        another wolf live, the pack may pick the cub itself (CLASSIC §1): then two more
        victims that same night, told to the Moderator on the screen only."""
        g = self.game
        assert g is not None
        allowed = g.victims_allowed()
        if allowed == 0:
            return []
        hunt = self._hunt(allowed, _("1st victim (cub)?") if allowed > 1
                          else _("Wolves' victim?"))
        if not self._may_sacrifice():
            return [hunt]
        cub = g.holder("wolf_cub")

        def first(a: Any) -> Iterable[Ask]:
            if a != SACRIFICE:
                return hunt.then(a)
            self.set(wolf_cub_sacrifice=True, werewolf=())
            return [note(_("Wolves"), _("Seat {seat} (cub) is sacrificed:", seat=cub),
                         _("TWO more victims")),
                    self._hunt(g.victims_allowed(sacrifice=True), _("1st victim (2 more)?"))]

        return [Ask(hunt.title, [*hunt.options, (_(SACRIFICE_LABEL), SACRIFICE)], first)]

    def _may_sacrifice(self) -> bool:
        g = self.game
        assert g is not None
        cub = g.holder("wolf_cub")
        return g.phase.number > 1 and cub is not None and cub in g.alive \
            and any(w != cub for w in g.wolves())

    def _hunt(self, allowed: int, title: str) -> Ask:
        """The victims, one ask after the other (``allowed`` of them, 1 or 2)."""
        g = self.game
        assert g is not None
        prey = [s for s in sorted(g.alive) if not g.is_wolf(s)]

        def first(a: Any) -> Iterable[Ask]:
            if a is None:
                return ()
            self.set(werewolf=(a,))
            if allowed < 2:
                return ()
            return [seats_ask(_("2nd victim?") if self.entries.wolf_cub_sacrifice
                              else _("2nd victim (cub)?"), [s for s in prey if s != a],
                              lambda b: self._set("werewolf", (a, b)) if b else ())]

        return seats_ask(title, prey, first)

    def _witch(self, witch: int) -> list[Ask]:
        g = self.game
        assert g is not None
        asks: list[Ask] = []
        victims = self.entries.werewolf
        if not g.witch_saved and victims:
            if len(victims) == 1:
                asks.append(Ask(_("Save seat {seat}?", seat=victims[0]),
                                ((_("No"), False), (_("Yes, save"), True)),
                                lambda v: self._set("witch_save", v) if v else ()))
            else:
                asks.append(Ask(_("Save a victim?"), [(_("No"), False)]
                                + [(_("Save seat {seat}", seat=v), v) for v in victims],
                                lambda v: self._set("witch_save", v) if v else ()))
        elif victims:
            asks.append(note(step_name("witch"),
                             _("Victim: seat {seats}", seats=", ".join(map(str, victims))),
                             _("No healing left.")))
        if not g.witch_killed:  # "Nobody" first: a click-through never poisons anyone
            asks.append(Ask(_("Witch poisons?"), [(_(NOBODY), None)]
                            + [(_("Seat {seat}", seat=s), s) for s in sorted(g.alive)],
                            lambda s: self._set("witch_kill", s)))
        return asks or [note(step_name("witch"), _("Both potions used."))]
