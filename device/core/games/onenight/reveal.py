"""Reveal: the host enters each seat's revealed card with the knob.

Only cards in the deck are offered, with the counts left. The Doppelganger and the Copycat
also ask what was copied; a P.I. asks whether they turned. With a Curator in the deck,
artifacts come next; with marks in play, each seat's mark last, as the cards (the marks
the deck put out, with the counts left; a Mark of Clarity first). A long press steps back
one seat.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.onenight.board import held_at_most, uses_marks
from engine.onenight.dealing import MARK_WORDS
from engine.onenight.mark import Mark
from engine.onenight.outcome import MinionRule, resolve_game
from engine.onenight.reveal import artifacts_for
from engine.onenight.roles import ROLES

from device.core import effects as fx
from device.core.events import Event
from device.core.games.onenight.rules import OneNightRules
from device.core.games.onenight.session import OneNightSession
from device.core.games.onenight.steps import SCORE
from device.core.machine import Machine, State
from device.core.ui import views
from device.core.ui.menu import Item, Menu, Page
from device.events import KnobLongPress, KnobPress, KnobTurn
from device.i18n.language import N_, _

PI = "paranormal_investigator"
#: the cards that ask what they copied
COPIERS = ("doppelganger", "copycat")
TURN_OVER_LINE = N_("Turn your cards over. Enter each card with the knob.")
#: each artifact by the first word of its name, on the artifacts page
ARTIFACT_WORDS = {"none": N_("none"), "claw": N_("claw"), "brand": N_("brand"),
                  "cudgel": N_("cudgel"), "bow": N_("bow"), "cloak": N_("cloak"),
                  "sword": N_("sword"), "void": N_("void"), "mask": N_("mask"),
                  "shroud": N_("shroud"), "mist": N_("mist"), "dagger": N_("dagger"),
                  "alien": N_("alien")}


def artifact_word(artifact: str) -> str:
    """``"claw_of_the_werewolf"`` -> ``"claw"``, in the current language."""
    head = artifact.split("_")[0]
    return _(ARTIFACT_WORDS[head]) if head in ARTIFACT_WORDS else head


class RevealState(State):
    name = "reveal"

    def __init__(self, session: OneNightSession, votes: dict[int, int | None]) -> None:
        self.session = session
        self.votes = votes
        self.cards: dict[int, str] = {}
        self.artifacts: dict[int, str] = {}
        self.marks: dict[int, str] = {}
        self.menu: Menu | None = None
        self.done = False

    def enter(self, m: Machine, t: float) -> None:
        self.seats = sorted(m.table.seats)
        self.deck = m.table.settings.of(OneNightRules).the_deck
        m.emit(fx.Say(_(TURN_OVER_LINE)))
        self._ask_card(m)

    # -- pages ------------------------------------------------------------
    def _left(self, role_id: str) -> int:
        used = sum(1 for c in self.cards.values() if c.split(":")[0] == role_id)
        return self.deck.count(role_id) - used

    def _seat(self) -> int | None:
        return next((s for s in self.seats if s not in self.cards), None)

    def _show(self, m: Machine, page: Page, seat: int | None = None) -> None:
        self.menu = Menu(page)
        seat = self._seat() if seat is None else seat
        m.emit(fx.Show(views.menu(self.menu.view())),
               fx.Leds(on=frozenset() if seat is None else frozenset({seat})))

    def _ask_card(self, m: Machine) -> None:
        seat = self._seat()
        if seat is None:
            self._ask_artifacts(m) if "curator" in self.deck else self._ask_mark(m)
            return
        items = [Item(_("{role} ({left})", role=_(ROLES[r].short), left=self._left(r)),
                      on_press=self._on(self._card, m, seat, r))
                 for r in dict.fromkeys(self.deck.cards) if self._left(r) > 0]
        self._show(m, Page(_("Seat {seat} card?", seat=seat), items))

    def _card(self, m: Machine, seat: int, role_id: str) -> None:
        if role_id in COPIERS:
            copies = [r for r in dict.fromkeys(self.deck.cards) if r != role_id]
            self._show(m, Page(_("Seat {seat} copied?", seat=seat), [
                Item(_(ROLES[r].short), on_press=self._on(self._set, m, seat, f"{role_id}:{r}"))
                for r in copies]))
        elif role_id == PI:
            self._show(m, Page(_("Seat {seat} P.I. turned?", seat=seat), [
                Item(_("No"), on_press=lambda: self._set(m, seat, PI)),
                Item(_("Werewolf"), on_press=lambda: self._set(m, seat, f"{PI}:werewolf")),
                Item(_("Tanner"), on_press=lambda: self._set(m, seat, f"{PI}:tanner")),
            ]))
        else:
            self._set(m, seat, role_id)

    @staticmethod
    def _on(f: Callable[[Machine, int, str], None], m: Machine, seat: int, value: str
            ) -> Callable[[], None]:
        return lambda: f(m, seat, value)

    def _set(self, m: Machine, seat: int, card: str) -> None:
        self.cards[seat] = card
        self._ask_card(m)

    def _ask_artifacts(self, m: Machine) -> None:
        names = ["none", *artifacts_for(self.deck)]

        def artifact_item(seat: int) -> Item:
            from device.core.ui.menu import Editor

            def get() -> str:
                return self.artifacts.get(seat, "none")

            def put(v: str) -> None:
                if v == "none":
                    self.artifacts.pop(seat, None)
                else:
                    self.artifacts[seat] = v

            return Item(_("Seat {seat}", seat=seat), editor=Editor(names, get, put,
                                                                  artifact_word))

        self._show(m, Page(_("Artifacts"), [Item(_("Done"), on_press=lambda: self._ask_mark(m))]
                           + [artifact_item(s) for s in self.seats]))

    def _ask_mark(self, m: Machine) -> None:
        """Each seat's mark, turned over beside the card (a deck that plays with marks)."""
        seat = next((s for s in self.seats if s not in self.marks), None)
        if seat is None or not uses_marks(self.deck):
            self._finish(m)
            return
        held = list(self.marks.values())
        most = held_at_most(self.deck, len(self.seats))
        left = {k: most[k] - held.count(k.value) for k in Mark if k in most}
        self._show(m, Page(_("Seat {seat} mark?", seat=seat), [
            Item(_("{mark} ({left})", mark=_(MARK_WORDS[k]), left=n),
                 on_press=self._on(self._set_mark, m, seat, k.value))
            for k, n in left.items() if n > 0]), seat)

    def _set_mark(self, m: Machine, seat: int, mark: str) -> None:
        self.marks[seat] = mark
        self._ask_mark(m)

    def _finish(self, m: Machine) -> None:
        self.done = True

    def _back(self, m: Machine) -> None:
        if self.menu is not None and self.menu.editing:
            self.menu.back()
            m.emit(fx.Show(views.menu(self.menu.view())))
            return
        if self.marks:
            del self.marks[max(self.marks, key=self.seats.index)]
            self._ask_mark(m)
            return
        if self.cards:
            last = max(self.cards, key=self.seats.index)
            del self.cards[last]
        self._ask_card(m)

    # -- State ------------------------------------------------------------
    def on(self, m: Machine, event: Event) -> None:
        assert self.menu is not None
        if isinstance(event, KnobTurn):
            self.menu.turn(event.steps)
            m.emit(fx.Show(views.menu(self.menu.view())))
        elif isinstance(event, KnobPress):
            menu = self.menu
            menu.press()
            if self.done:
                self._score(m, event.t)
            elif self.menu is menu:
                m.emit(fx.Show(views.menu(self.menu.view())))
        elif isinstance(event, KnobLongPress):
            self._back(m)

    def _score(self, m: Machine, t: float) -> None:
        rule = MinionRule.parse(m.table.settings.of(OneNightRules).minion_rule)
        marks = {s: k for s, k in self.marks.items() if k != Mark.CLARITY.value}
        resolution = resolve_game(self.cards, self.votes, self.artifacts, marks=marks,
                                  minion_rule=rule, draws=self.session.record.draws)
        self.session.record = self.session.record.with_(revealed=self.cards,
                                                        artifacts=self.artifacts, marks=marks)
        m.goto(m.flow(SCORE, self.session, resolution), t)

