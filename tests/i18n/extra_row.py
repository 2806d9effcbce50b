"""The box with one more row in its language table, Italian, and no catalogue for it: what a
half-added language looks like, patched in before anything reads the table.

    python -m tests.i18n.extra_row ARGS...    # nightbox ARGS... with the row
    python -m tests.i18n.extra_row box DIR    # the box, its saved settings naming Italian:
                                              # what it shows, offers and logs, as JSON
"""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

from engine import languages

ITALIAN = languages.Lang("it", "Italiano", espeak="it", typed=("italian", "ita"),
                         piper="it_IT-paola-medium", pico="it-IT")


def add_row() -> None:
    """Italian as the table's last row, before any module derives from the table."""
    assert "engine.words" not in sys.modules, "the table was read before the row was added"
    languages.LANGUAGES = (*languages.LANGUAGES, ITALIAN)


class Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


def box(state: Path) -> dict[str, Any]:
    """A box whose saved settings name Italian: its menu, the languages its menu offers,
    the language its lines come in, and every log line about the language."""
    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from device.core.settings import Settings
    from device.store.state import StateStore
    from hw_mocks.rig import Rig

    kept = Kept()
    logging.getLogger().addHandler(kept)
    logging.getLogger().setLevel(logging.INFO)
    StateStore(state).save_settings(Settings(language="it").to_dict())
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    rig = Rig(state_dir=state, pin_factory=Device.pin_factory)
    rig.start()
    root = list(rig.screen.items)
    rig.menu_select("System")
    rig.menu_select("Language")
    menu = rig.machine.state.menu        # type: ignore[attr-defined]
    editor = menu.current().editor
    rig.close()
    return {"root": root, "setting": rig.machine.table.settings.language,
            "speaks": rig.machine.words.lang.code, "offered": list(editor.values),
            "logged": [line for line in kept.lines if "catalogue" in line]}


if __name__ == "__main__":
    add_row()
    if sys.argv[1:2] == ["box"]:
        os.environ["GPIOZERO_PIN_FACTORY"] = "mock"
        print(json.dumps(box(Path(sys.argv[2]))))
        sys.exit(0)
    from device.cli import main

    sys.exit(main(sys.argv[1:]))
