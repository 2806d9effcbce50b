"""The main menu: start, roles, presets, pace, rules, voice, scores, system."""

from __future__ import annotations

from functools import partial
from typing import Any

from engine.deck import MAX_PLAYERS, MIN_PLAYERS
from engine.presets import preset
from engine.roles import ROLE_IDS, ROLES

from .. import effects as fx
from .. import views
from ..machine import Machine, State
from ..menu import Editor, Item, Menu, Page
from ..settings import MINION_RULES, PACES, VOTE_MODES

SAMPLE_LINE = "Hello. This is how the night will sound."

#: how many copies the host may choose for each role
COPIES = {"villager": (0, 1, 2, 3), "werewolf": (0, 1, 2), "mason": (0, 2)}


def _yes(value: bool) -> str:
    return "on" if value else "off"


class MenuState(State):
    name = "menu"

    def __init__(self) -> None:
        self.menu: Menu | None = None
        self.m: Machine | None = None
        self._next: State | None = None

    # -- the tree ---------------------------------------------------------
    def _setting(self, key: str, values: Any, show: Any = str) -> Editor:
        m = self.m
        assert m is not None
        return Editor(values, lambda: getattr(m.table.settings, key),
                      lambda v: m.update_settings(**{key: v}), show)

    def _save(self) -> None:
        assert self.m is not None
        self.m.save_settings()

    def _toggle(self, label: str, key: str) -> Item:
        m = self.m
        assert m is not None

        def flip() -> None:
            m.update_settings(**{key: not getattr(m.table.settings, key)})
            m.save_settings()

        return Item(lambda: f"{label}: {_yes(getattr(m.table.settings, key))}", on_press=flip)

    def _edit(self, label: str, key: str, values: Any, show: Any = str) -> Item:
        return Item(label, editor=self._setting(key, values, show), on_done=self._save)

    def root(self) -> Page:
        return Page("Nightbox", [
            Item("Start game", on_press=self._start),
            Item("Roles", submenu=self.roles_page),
            Item("Presets", submenu=self.presets_page),
            Item("Pace & timers", submenu=self.pace_page),
            Item("Rules", submenu=self.rules_page),
            Item("Voice", submenu=self.voice_page),
            Item("Scores", submenu=self.scores_page),
            Item("System", submenu=self.system_page),
        ])

    def roles_page(self) -> Page:
        m = self.m
        assert m is not None

        def items() -> list[Item]:
            return [self._role_item(r) for r in ROLE_IDS]

        return Page(lambda: m.deck_status()[1], items)

    def _role_item(self, role_id: str) -> Item:
        m = self.m
        assert m is not None
        name = ROLES[role_id].short

        def count() -> int:
            return m.table.settings.deck.count(role_id)

        def set_count(n: int) -> None:
            deck = [c for c in m.table.settings.deck if c != role_id] + [role_id] * n
            m.update_settings(deck=tuple(sorted(deck, key=ROLE_IDS.index)))

        if role_id in COPIES:
            return Item(name, editor=Editor(COPIES[role_id], count, set_count),
                        on_done=self._save)

        def flip() -> None:
            set_count(0 if count() else 1)
            m.save_settings()

        return Item(lambda: f"{'[x]' if count() else '[ ]'} {name}", on_press=flip)

    def presets_page(self) -> Page:
        m = self.m
        assert m is not None

        def use(players: int) -> None:
            m.update_settings(deck=preset(players).cards)
            m.save_settings()
            m.emit(fx.Say(f"Deck set for {players} players."))
            assert self.menu is not None
            self.menu.pop()

        return Page("Presets", [
            Item(f"{n} players ({n + 3} cards)", on_press=partial(use, n))
            for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
        ])

    def pace_page(self) -> Page:
        return Page("Pace & timers", [
            self._edit("Pace", "pace", PACES),
            self._toggle("Explain roles", "beginner"),
            self._edit("Day", "day_seconds", range(60, 901, 30),
                       lambda s: f"{s // 60}:{s % 60:02d}"),
            self._toggle("First speaker", "first_speaker"),
            self._toggle("Sound bed", "sound_bed"),
            self._edit("Vote", "vote_mode", VOTE_MODES),
            self._edit("Tap gap", "tap_gap", [x / 10 for x in range(8, 21)],
                       lambda v: f"{v:.1f}s"),
            self._edit("Window", "vote_window", [float(x) for x in range(5, 16)],
                       lambda v: f"{v:.0f}s"),
            self._edit("Sweep", "dwell", [x / 10 for x in range(4, 13)],
                       lambda v: f"{v:.1f}s"),
        ])

    def rules_page(self) -> Page:
        return Page("Rules", [
            self._toggle("Lone wolf", "lone_wolf"),
            self._edit("Minion", "minion_rule", MINION_RULES,
                       lambda v: "official" if v == "official" else "must die"),
            self._edit("Chips to win", "chip_target", range(1, 21)),
        ])

    def voice_page(self) -> Page:
        m = self.m
        assert m is not None
        return Page("Voice", [
            self._edit("Volume", "volume", range(0, 101, 5), lambda v: f"{v}%"),
            self._edit("Rate", "rate", range(100, 241, 10)),
            self._edit("Voice", "voice", ("en", "en-us", "en-gb", "en-gb-x-rp")),
            Item("Play sample", on_press=lambda: m.emit(fx.Say(SAMPLE_LINE))),
        ])

    def scores_page(self) -> Page:
        m = self.m
        assert m is not None

        def items() -> list[Item]:
            chips = m.table.chips
            rows = [Item(f"Seat {s}: {chips[s]} chips") for s in sorted(chips) if chips[s]]
            if not rows:
                rows = [Item("No chips yet")]
            return rows + [Item("Reset chips", submenu=self.confirm_reset_page)]

        return Page(lambda: f"Scores (to {m.table.settings.chip_target})", items)

    def confirm_reset_page(self) -> Page:
        m = self.m
        assert m is not None

        def reset() -> None:
            m.table.chips = {}
            m.emit(fx.SaveChips({}), fx.Say("Chips reset."))
            assert self.menu is not None
            self.menu.to_root()

        return Page("Reset all chips?", [
            Item("No, keep them", on_press=lambda: self.menu.pop() if self.menu else None),
            Item("Yes, reset", on_press=reset),
        ])

    def system_page(self) -> Page:
        return Page("System", [
            Item("Hardware test", on_press=self._hwtest),
            Item("Shut down", submenu=self.confirm_shutdown_page),
        ])

    def confirm_shutdown_page(self) -> Page:
        m = self.m
        assert m is not None
        return Page("Shut down?", [
            Item("No", on_press=lambda: self.menu.pop() if self.menu else None),
            Item("Yes, power off", on_press=lambda: m.emit(
                fx.Say("Goodbye."), fx.DARK, fx.Shutdown(poweroff=True))),
        ])

    # -- actions ----------------------------------------------------------
    def _start(self) -> None:
        from .seating import SeatingState

        assert self.m is not None
        self._next = SeatingState()

    def _hwtest(self) -> None:
        from .hwtest import HardwareTestState

        self._next = HardwareTestState()

    # -- State ------------------------------------------------------------
    def enter(self, m: Machine, t: float) -> None:
        self.m = m
        self.menu = Menu(self.root())
        self._next = None
        m.emit(fx.DARK)
        self._draw()

    def _draw(self) -> None:
        assert self.m is not None and self.menu is not None
        self.m.emit(fx.Show(views.menu(self.menu.view())))

    def on(self, m: Machine, event: Any) -> None:
        from device.events import KnobLongPress, KnobPress, KnobTurn

        assert self.menu is not None
        if isinstance(event, KnobTurn):
            self.menu.turn(event.steps)
        elif isinstance(event, KnobPress):
            self.menu.press()
        elif isinstance(event, KnobLongPress):
            self.menu.back()
        else:
            return
        if self._next is not None:
            state, self._next = self._next, None
            m.goto(state, event.t)
            return
        self._draw()
