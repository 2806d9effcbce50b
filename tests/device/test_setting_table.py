"""The settings table is the one source of every setting's default, range and label.

Each row is walked through all four places it reaches: ``nightbox.toml``, the saved
settings, the knob menu and the engine's ballot parameters.
"""

from __future__ import annotations

import itertools
import json
import logging
import math
import typing
from typing import Any

import pytest

from engine.ballot_params import LIMITS

from device.config.defaults import example_text
from device.config.load import SPEC, ConfigError, parse_config
from device.core.games import GAMES
from device.core.machine import Machine, Table
from device.core.setting_table import ROWS, Kind, Setting, SettingValues
from device.core.settings import Settings
from device.core.states.menu import PACE_PAGE, SYSTEM_PAGE, VOICE_PAGE, MenuState

NO_ENV: dict[str, str] = {}
#: the settings of a box with every game: the box's rows and each game's rules
EVERY = GAMES.settings()
TABLE = [EVERY.row(key) for key, _value in EVERY]
NUMERIC = [row for row in TABLE if row.kind in (Kind.WHOLE, Kind.SECONDS)]
IN_FILE = [row for row in TABLE if row.section is not None]


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)
    return repr(value)


def config_with(row: Setting, value: Any) -> Settings:
    text = f"[{row.section}]\n{row.key} = {toml_value(value)}\n"
    return parse_config(text, environ=NO_ENV).game


def test_every_place_holds_the_same_set_of_settings() -> None:
    keys = {row.key for row in TABLE}
    assert {key for key, _ in EVERY} == keys
    assert set(EVERY.to_dict()) == keys
    in_file = {f"{s}.{k}" for s, checks in SPEC.items() for k in checks}
    assert {row.where for row in IN_FILE} <= in_file
    menu = (set(PACE_PAGE) | set(VOICE_PAGE) | set(SYSTEM_PAGE)
            | {key for game in GAMES for key in game.rules_rows()})
    assert menu == {row.key for row in TABLE if row.menu}


@pytest.mark.parametrize("row", IN_FILE, ids=lambda r: r.key)
def test_each_row_in_the_config_file(row: Setting) -> None:
    assert parse_config("", environ=NO_ENV).game.value(row.key) == row.default
    if row.kind in (Kind.WHOLE, Kind.SECONDS):
        for value in (row.lo, row.hi):
            value = int(value) if row.kind is Kind.WHOLE else float(value)
            assert config_with(row, value).value(row.key) == value
        for bad in (row.lo - row.step, row.hi + row.step):
            bad = int(bad) if row.kind is Kind.WHOLE else float(bad)
            with pytest.raises(ConfigError, match=rf"{row.where}: out of range .*allowed "
                                                  rf"{row.lo:g}-{row.hi:g}"):
                config_with(row, bad)
    elif row.kind is Kind.CHOICE:
        for value in row.choices:
            assert config_with(row, value).value(row.key) == value
        with pytest.raises(ConfigError, match=rf"{row.where}: not a known choice"):
            config_with(row, "nonsense")
    # the shipped example names every row's key, with its range in the comment above
    text = example_text()
    assert f"# {row.key} = {toml_value(row.default)}" in text
    if row.kind in (Kind.WHOLE, Kind.SECONDS) and row.section == "game":
        assert f"{row.lo:g}-{row.hi:g}" in comment_above(text, row.key), row.key


def comment_above(text: str, key: str) -> str:
    """The comment paragraph that describes ``key`` (other keys' lines included)."""
    lines = text.splitlines()
    at = lines.index(next(line for line in lines if line.startswith(f"# {key} = ")))
    block: list[str] = []
    for line in reversed(lines[:at]):
        if not line.startswith("#"):
            break
        block.append(line)
    return " ".join(reversed(block))


@pytest.mark.parametrize("row", NUMERIC, ids=lambda r: r.key)
def test_each_row_in_the_saved_settings(row: Setting, caplog: pytest.LogCaptureFixture) -> None:
    top = int(row.hi) if row.kind is Kind.WHOLE else float(row.hi)
    assert Settings.from_dict({row.key: top}, EVERY).value(row.key) == top
    for bad in (row.lo - 1, row.hi + 1, math.nan, "1", None, True, 10**5000):
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            loaded = Settings.from_dict({row.key: bad}, EVERY)
        assert loaded.value(row.key) == row.default
        lines = [r.getMessage() for r in caplog.records]
        assert len(lines) == 1 and f"saved setting {row.key} reset" in lines[0]


@pytest.mark.parametrize("row", [r for r in TABLE if r.menu], ids=lambda r: r.key)
def test_each_row_in_the_menu(row: Setting) -> None:
    state = MenuState()
    state.m = Machine(Table(settings=EVERY, seat_count=10), GAMES)
    item = state._edit(row.key)
    if row.kind is Kind.FLAG:
        assert item.text() == f"{row.label}: {row.display(row.default)}"
        return
    assert item.editor is not None
    values = row.menu_values()
    if row.key == "language":   # the languages the table speaks: English alone without
        values = ("en",)        # the shell's catalogues (Table.languages)
    assert list(item.editor.values) == list(values)
    if row.kind in (Kind.WHOLE, Kind.SECONDS):
        assert values[0] == row.lo and values[-1] == pytest.approx(row.hi)
        assert all(b - a == pytest.approx(row.step) for a, b in itertools.pairwise(values))
        assert row.default in values
    # every value the knob can reach is one the row accepts
    for value in values:
        assert row.check(value) == value
    assert len(item.text()) <= 21, item.text()   # one OLED line in the menu font


@pytest.mark.parametrize("row", [r for r in NUMERIC if r.key in LIMITS or r.key == "laps"],
                         ids=lambda r: r.key)
def test_each_ballot_row_builds_engine_parameters(row: Setting) -> None:
    for value in (row.lo, row.default, row.hi):
        value = int(value) if row.kind is Kind.WHOLE else float(value)
        settings = EVERY.replace(**{row.key: value})
        tap, sweep = settings.tap_params(), settings.sweep_params()
        if hasattr(tap, row.key):
            assert getattr(tap, row.key) == value
        if row.key != "grace" and hasattr(sweep, row.key):
            assert getattr(sweep, row.key) == value


def test_the_default_dwell_is_one_value_everywhere() -> None:
    assert Settings().dwell == ROWS["dwell"].default == parse_config("", environ=NO_ENV).game.dwell
    assert Settings().sweep_params().dwell == ROWS["dwell"].default


def test_bad_values_in_code_are_refused() -> None:
    with pytest.raises(TypeError, match="'tap_gapp'"):   # and mypy refuses it (test_typing)
        Settings(tap_gapp=1.0)
    with pytest.raises(TypeError, match=r"no 'tap_gapp' \(did you mean 'tap_gap'\?\)"):
        Settings().replace(tap_gapp=1.0)
    with pytest.raises(KeyError, match="no 'tap_gapp'"):
        Settings().value("tap_gapp")
    with pytest.raises(TypeError, match="positional"):   # by key only, as before
        Settings(1.5)  # type: ignore[misc]
    with pytest.raises(ValueError, match="out of range"):
        Settings(tap_gap=0)
    assert repr(Settings(tap_gap=1.5)) == "Settings(tap_gap=1.5)"
    assert Settings(tap_gap=1.5) == Settings().replace(tap_gap=1.5)


def test_every_game_is_a_choice_of_the_game_row_with_its_title() -> None:
    assert {g.name: g.title for g in GAMES} == {e.name: e.title for e in GAMES.entries}
    for name in GAMES.names:
        assert EVERY.replace(game=name).game == name
def test_each_field_is_typed_as_its_row_checks() -> None:
    """The field's annotation (what mypy sees) is the type its row's check returns."""
    hints = {key: hint for table in (SettingValues, *GAMES.rules())
             for key, hint in typing.get_type_hints(table).items()}
    kinds: dict[Kind, object] = {
        Kind.FLAG: bool, Kind.WHOLE: int, Kind.SECONDS: float, Kind.CHOICE: str,
        Kind.TEXT: str, Kind.NAME: str, Kind.CARDS: tuple[str, ...]}
    assert [row.key for row in TABLE] == [key for key, _ in EVERY]
    for row in TABLE:
        assert hints[row.key] == kinds[row.kind], row.key
        assert type(row.check(row.default)) is typing.get_origin(kinds[row.kind]) or \
            type(row.check(row.default)) is kinds[row.kind], row.key
