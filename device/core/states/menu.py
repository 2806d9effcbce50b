"""The main menu: start, roles, presets, pace, rules, voice, scores, system."""

from __future__ import annotations

from typing import Any

from device.core import effects as fx
from device.core.events import Event
from device.core.flow import HWTEST, SEATING
from device.core.machine import Machine, State
from device.core.setting_table import Kind, page_rows
from device.core.states import pages
from device.core.ui import views
from device.core.ui.menu import Editor, Item, Menu, Page
from device.events import KnobLongPress, KnobPress, KnobTurn
from device.i18n.language import N_, _, speaking, words

SAMPLE_LINE = N_("Hello. This is how the night will sound.")
CHIPS_RESET_LINE = N_("Chips reset.")
GOODBYE_LINE = N_("Goodbye.")

#: which settings-table rows each menu page edits, in table order (a row names its page)
PACE_PAGE = page_rows("pace")
VOICE_PAGE = page_rows("voice")
SYSTEM_PAGE = page_rows("system")


def voice_word(voice: str) -> str:
    """What speaks, short enough for one menu line: "Piper", "espeak-ng", "screen" (no
    voice: the lines are shown), "starting" (``nightbox voice status`` says it all)."""
    if not voice:
        return _("starting")
    if voice == "lines shown":
        return _("screen")
    return voice.split(" (")[0]


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
        return Editor(values, lambda: m.table.settings.value(key),
                      lambda v: m.update_settings(**{key: v}), show)

    def _save(self) -> None:
        assert self.m is not None
        self.m.save_settings()

    def _toggle(self, key: str) -> Item:
        m = self.m
        assert m is not None
        row = m.table.settings.row(key)

        def flip() -> None:
            m.update_settings(**{key: not m.table.settings.value(key)})
            m.save_settings()

        label = _(row.label)
        return Item(lambda: f"{label}: {row.display(m.table.settings.value(key), words())}",
                    on_press=flip)

    def _edit(self, key: str) -> Item:
        """A menu item for one settings-table row (the box's or the game's): its label,
        values and format (the languages: those the box has a catalogue for)."""
        assert self.m is not None
        row = self.m.table.settings.row(key)
        if row.kind is Kind.FLAG:
            return self._toggle(key)
        values = row.menu_values() if key != "language" else tuple(
            lang.code for lang in self.m.table.languages)
        return Item(_(row.label), editor=self._setting(
            key, values, lambda v: row.display(v, words())), on_done=self._save)

    def root(self) -> Page:
        return Page("Nightbox", lambda: [
            self._start_item(),
            self._game_item(),
            Item(_("Roles"), submenu=self.roles_page),
            Item(_("Presets"), submenu=self.presets_page),
            Item(_("Pace & timers"), submenu=self.pace_page),
            Item(_("Rules"), submenu=self.rules_page),
            Item(_("Voice"), submenu=self.voice_page),
            Item(_("Scores"), submenu=self.scores_page),
            Item(_("System"), submenu=self.system_page),
        ])

    def _game_item(self) -> Item:
        """The game the box runs, by its title, among the registry's games."""
        m = self.m
        assert m is not None
        games = m.games
        return Item(_("Game"), editor=self._setting(
            "game", games.names, lambda name: _(games.title(name))), on_done=self._save)

    def _start_item(self) -> Item:
        """Start game; with a game kept after a fault, it asks first (same place)."""
        m = self.m
        assert m is not None
        if m.table.resume is not None:
            return Item(_("Start game"), submenu=self.resume_page)
        return Item(_("Start game"), on_press=self._start)

    def resume_page(self) -> Page:
        m = self.m
        assert m is not None
        saved = m.table.resume

        def go_on() -> None:
            if saved is not None:
                self._next = m.resume(saved)

        def new_game() -> None:
            m.table.resume = None
            m.emit(fx.SaveCurrent(None))
            self._start()

        return Page(_("A game is kept"), [
            Item(_("Go on with it"), on_press=go_on),
            Item(_("New game (drop it)"), on_press=new_game),
        ])

    def roles_page(self) -> Page:
        assert self.m is not None
        return pages.roles_page(self.m, self._save)

    def presets_page(self) -> Page:
        assert self.m is not None
        return pages.presets_page(self.m, lambda: self.menu.pop() if self.menu else None)

    def pace_page(self) -> Page:
        return Page(_("Pace & timers"), [self._edit(key) for key in PACE_PAGE])

    def rules_page(self) -> Page:
        assert self.m is not None
        return pages.rules_page(self.m, self._edit, self._save)

    def voice_page(self) -> Page:
        m = self.m
        assert m is not None
        return Page(_("Voice"), [self._edit(key) for key in VOICE_PAGE] + [
            Item(_("Play sample"), on_press=lambda: m.emit(fx.Say(_(SAMPLE_LINE)))),
        ])

    def scores_page(self) -> Page:
        m = self.m
        assert m is not None

        def items() -> list[Item]:
            chips = m.table.chips
            rows = [Item(views.chips_line(s, chips[s])) for s in sorted(chips) if chips[s]]
            if not rows:
                rows = [Item(_("No chips yet"))]
            return rows + [Item(_("Reset chips"), submenu=self.confirm_reset_page)]

        return Page(lambda: _("Scores (to {target})", target=m.table.settings.chip_target),
                    items)

    def confirm_reset_page(self) -> Page:
        m = self.m
        assert m is not None

        def reset() -> None:
            m.table.chips = {}
            m.emit(fx.SaveChips({}), fx.Say(_(CHIPS_RESET_LINE)))
            assert self.menu is not None
            self.menu.to_root()

        return Page(_("Reset all chips?"), [
            Item(_("No, keep them"), on_press=lambda: self.menu.pop() if self.menu else None),
            Item(_("Yes, reset"), on_press=reset),
        ])

    def system_page(self) -> Page:
        m = self.m
        assert m is not None
        return Page(_("System"), [
            Item(lambda: _("Voice: {voice}", voice=voice_word(m.table.voice))),
            *(self._edit(key) for key in SYSTEM_PAGE),
            Item(_("Hardware test"), on_press=self._hwtest),
            Item(_("Shut down"), submenu=self.confirm_shutdown_page),
        ])

    def confirm_shutdown_page(self) -> Page:
        m = self.m
        assert m is not None
        return Page(_("Shut down?"), [
            Item(_("No"), on_press=lambda: self.menu.pop() if self.menu else None),
            Item(_("Yes, power off"), on_press=lambda: m.emit(
                fx.Say(_(GOODBYE_LINE)), fx.DARK, fx.Shutdown(poweroff=True))),
        ])

    # -- actions ----------------------------------------------------------
    def _start(self) -> None:
        assert self.m is not None
        self._next = self.m.flow(SEATING)

    def _hwtest(self) -> None:
        assert self.m is not None
        self._next = self.m.flow(HWTEST)

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

    def _rebuilt(self) -> Menu:
        """The same pages built again (in the language now set), each cursor kept: every
        page below the root is the submenu of the item under its parent's cursor."""
        assert self.menu is not None
        old = self.menu.stack
        fresh = Menu(self.root(), editing=self.menu.editing)
        fresh.stack[0] = (fresh.root, old[0][1])
        for _page, cursor in old[1:]:
            item = fresh.current()
            if item is None or item.submenu is None:
                break
            fresh.stack.append((item.submenu(), cursor))
        return fresh

    def on(self, m: Machine, event: Event) -> None:
        assert self.menu is not None
        language = m.table.settings.language
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
        if m.table.settings.language != language:  # the menu redrawn in the new one at once
            with speaking(m.words):
                self.menu = self._rebuilt()
                self._draw()
            return
        self._draw()
