"""A knob-driven menu: pages of items, a cursor, and in-place editing.

Turn moves the cursor (or changes the value being edited), a press selects,
a long press goes back. The model is plain Python; the states draw it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

Label = str | Callable[[], str]


def _text(label: Label) -> str:
    return label() if callable(label) else label


@dataclass
class Editor:
    """Edits one value in place: the knob steps through ``values``."""

    values: Sequence[Any]
    get: Callable[[], Any]
    set: Callable[[Any], None]
    show: Callable[[Any], str] = str

    def step(self, steps: int) -> None:
        values = list(self.values)
        current = self.get()
        i = values.index(current) if current in values else 0
        self.set(values[max(0, min(len(values) - 1, i + steps))])


@dataclass
class Item:
    """One line of a menu page: its label, and what a press does (a call, a page, or an
    edit of a value)."""

    label: Label
    on_press: Callable[[], None] | None = None
    submenu: Callable[[], Page] | None = None
    editor: Editor | None = None
    #: called after an edit ends (to save)
    on_done: Callable[[], None] | None = None

    def text(self) -> str:
        base = _text(self.label)
        if self.editor is not None:
            return f"{base}: {self.editor.show(self.editor.get())}"
        if self.submenu is not None:
            return f"{base} >"
        return base


@dataclass
class Page:
    """A menu page: its title and its items (or a call that lists them when shown)."""

    title: Label
    items: Callable[[], list[Item]] | list[Item]

    def item_list(self) -> list[Item]:
        return self.items() if callable(self.items) else self.items

    def title_text(self) -> str:
        return _text(self.title)


@dataclass
class MenuView:
    """What the screen needs: the title, the item texts, the cursor, edit mode."""

    title: str
    items: tuple[str, ...]
    cursor: int
    editing: bool


@dataclass
class Menu:
    """The menu as the knob walks it: the pages opened from the root, each with its
    cursor, and whether a value is being edited."""

    root: Page
    stack: list[tuple[Page, int]] = field(default_factory=list)
    editing: bool = False

    def __post_init__(self) -> None:
        if not self.stack:
            self.stack.append((self.root, 0))

    @property
    def page(self) -> Page:
        return self.stack[-1][0]

    @property
    def cursor(self) -> int:
        items = self.page.item_list()
        return max(0, min(self.stack[-1][1], len(items) - 1))

    def current(self) -> Item | None:
        items = self.page.item_list()
        return items[self.cursor] if items else None

    def turn(self, steps: int) -> None:
        item = self.current()
        if self.editing and item is not None and item.editor is not None:
            item.editor.step(steps)
            return
        count = len(self.page.item_list())
        self.stack[-1] = (self.page, max(0, min(count - 1, self.cursor + steps)))

    def press(self) -> None:
        item = self.current()
        if item is None:
            return
        if self.editing:
            self._end_edit(item)
        elif item.submenu is not None:
            self.stack.append((item.submenu(), 0))
        elif item.editor is not None:
            self.editing = True
        elif item.on_press is not None:
            item.on_press()

    def back(self) -> bool:
        """Go back one level; ``False`` when already at the top."""
        item = self.current()
        if self.editing and item is not None:
            self._end_edit(item)
            return True
        if len(self.stack) > 1:
            self.stack.pop()
            return True
        return False

    def pop(self) -> None:
        if len(self.stack) > 1:
            self.stack.pop()

    def to_root(self) -> None:
        self.editing = False
        del self.stack[1:]

    def _end_edit(self, item: Item) -> None:
        self.editing = False
        if item.on_done is not None:
            item.on_done()

    def view(self) -> MenuView:
        return MenuView(self.page.title_text(),
                        tuple(i.text() for i in self.page.item_list()),
                        self.cursor, self.editing)


def card_item(name: str, copies: Sequence[int], count: Callable[[], int],
              set_count: Callable[[int], None], save: Callable[[], None]) -> Item:
    """One role of a deck on the Roles page: how many copies (a role that comes in
    several), or in or out (``[x] Seer``); ``save`` keeps the deck."""
    if copies:
        return Item(name, editor=Editor(copies, count, set_count), on_done=save)

    def flip() -> None:
        set_count(0 if count() else 1)
        save()

    return Item(lambda: f"{'[x]' if count() else '[ ]'} {name}", on_press=flip)
