"""Small helpers for the device tests: the event queue, mock parts, menu pages."""

from __future__ import annotations

import queue
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any, TypeVar

from device.core.machine import Machine
from device.core.settings import Settings
from device.core.ui import views
from device.core.ui.menu import Menu, Page
from device.display.table_screens import Screen

T = TypeVar("T")


def drain(events: queue.Queue[Any]) -> list[Any]:
    """Everything on the queue now, in order."""
    out = []
    while True:
        try:
            out.append(events.get_nowait())
        except queue.Empty:
            return out


def opened(make: Callable[[queue.Queue[Any]], AbstractContextManager[T]],
           events: queue.Queue[Any]) -> Iterator[T]:
    """A mock part on ``events``, open for one test and closed after it (a fixture body)."""
    with make(events) as part:
        yield part


def page_screens(page: Page, name: str, reset: Callable[[], None]
                 ) -> Iterator[tuple[str, Screen]]:
    """A menu page as the knob shows it: every item under the cursor, every value of
    every editor (``reset`` puts the settings back after each editor)."""
    menu = Menu(page)
    for cursor, item in enumerate(page.item_list()):
        menu.stack[-1] = (page, cursor)
        yield f"{name}{page.title_text()}[{cursor}]", views.menu(menu.view())
        if item.editor is not None:
            for value in item.editor.values:
                item.editor.set(value)
                yield f"{name}{page.title_text()}:{value}", views.menu(menu.view())
            reset()


def restore(machine: Machine, settings: Settings) -> Callable[[], None]:
    """Put ``settings`` back on ``machine`` (after an editor walked its values)."""
    def put_back() -> None:
        machine.table.settings = settings

    return put_back
