"""nightbox.toml: the defaults, the validation that reports every problem at once, the CLI."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from device import pinout
from device.config import ConfigError, defaults, load_config, parse_config
from device.config.defaults import example_text
from device.config.load import SPEC, TABLES
from device.core.setting_table import section_rows
from device.errors import BadInput
from tests.cli.run import Ran, nightbox

REPO = Path(__file__).resolve().parents[2]
NO_ENV: dict[str, str] = {}


def problems(text: str) -> list[str]:
    with pytest.raises(ConfigError) as caught:
        parse_config(text, "test.toml", environ=NO_ENV)
    return list(caught.value.errors)


# ---------------------------------------------------------------- defaults

def test_an_empty_file_gives_the_defaults() -> None:
    assert parse_config("", environ=NO_ENV) == defaults()


def test_defaults_equal_the_pin_table() -> None:
    config = defaults()
    assert config.seats.count == len(pinout.SEAT_BUTTONS) == 10
    assert config.seats.buttons == tuple(pinout.SEAT_BUTTONS[n] for n in range(1, 11))
    assert config.seats.leds == tuple(pinout.SEAT_LEDS[n] for n in range(1, 11))
    assert (config.knob.a, config.knob.b, config.knob.button) == (
        pinout.KNOB_A, pinout.KNOB_B, pinout.KNOB_BUTTON)
    assert (config.display.i2c_port, config.display.i2c_address) == (
        pinout.I2C_PORT, pinout.I2C_ADDRESS)


def test_defaults_have_no_duplicate_pins_and_avoid_gpio_0_to_3() -> None:
    pins = list(defaults().pins().values())
    assert len(pins) == 23
    assert len(set(pins)) == len(pins)
    assert not set(pins) & {0, 1, 2, 3}
    assert set(pins) <= set(pinout.BCM_TO_PHYSICAL)


def test_spec_keys_are_the_dataclass_fields() -> None:
    config = defaults()
    for section, keys in SPEC.items():
        if section == "game":  # the settings table's [game] rows
            assert list(keys) == [r.key for r in section_rows("game", TABLES)]
            continue
        assert list(keys) == [f.name for f in fields(getattr(config, section))], section


def test_the_shipped_example_equals_the_defaults_commented_or_not() -> None:
    text = example_text()
    assert text == (REPO / "device" / "config" / "nightbox.toml").read_text(encoding="utf-8")
    assert parse_config(text, environ=NO_ENV) == defaults()
    uncommented, count = re.subn(r"(?m)^# (\w+ = )", r"\1", text)
    assert count == sum(len(keys) for keys in SPEC.values())
    assert parse_config(uncommented, environ=NO_ENV) == defaults()


def test_game_defaults_equal_the_app_settings_defaults() -> None:
    from device.core.games import GAMES

    settings, game = GAMES.settings(), defaults().game
    assert settings == game
    assert (settings.voice, settings.rate) == (defaults().voice.voice, defaults().voice.rate)
    assert settings.volume == defaults().audio.volume


# ---------------------------------------------------------------- validation

def test_every_problem_is_reported_at_once_as_section_key() -> None:
    found = problems("""
[seats]
count = "ten"
[display]
rotate = 4
i2c_address = 0x3E
[audio]
volume = 150
[game]
lone_wolf = "yes"
tap_gap = false
pace = "fast"
[paths]
state_dir = "relative/dir"
""")
    assert found == [
        'seats.count: must be a whole number (got "ten"; allowed 3-10)',
        "display.rotate: out of range (got 4; allowed 0-3)",
        "display.i2c_address: not an SSD1306/SH1106 address (got 0x3E; allowed 0x3C, 0x3D)",
        "audio.volume: out of range (got 150; allowed 0-100)",
        'game.lone_wolf: must be true or false (got "yes"; allowed true, false)',
        "game.tap_gap: must be a number of seconds (got false; allowed 0.5-3)",
        'game.pace: not a known choice (got "fast"; allowed relaxed, normal, quick)',
        ('paths.state_dir: must be an absolute path (got "relative/dir"; '
         "allowed a path starting with /)"),
    ]


def test_the_error_is_bad_input_on_one_line() -> None:
    with pytest.raises(BadInput) as caught:
        parse_config("[audio]\nvolume = -1\n[voice]\nrate = 1\n", "x.toml", environ=NO_ENV)
    assert isinstance(caught.value, ValueError)
    text = str(caught.value)
    assert "\n" not in text
    assert text.startswith("x.toml: 2 errors: audio.volume: ")
    assert "voice.rate: out of range (got 1; allowed 80-450)" in text


def test_unknown_keys_and_sections_suggest_the_closest_name() -> None:
    found = problems("[seats]\ncout = 8\n[dispaly]\ndriver = 'none'\n[game]\nvote_mdoe = 'tap'\n")
    assert found == [
        "seats.cout: unknown key; did you mean 'count'? (got cout; allowed count, buttons, leds)",
        ("dispaly: unknown section; did you mean 'display'? (got [dispaly]; "
         "allowed seats, knob, display, audio, voice, game, paths)"),
        found[2],
    ]
    assert found[2].startswith("game.vote_mdoe: unknown key; did you mean 'vote_mode'?")


def test_an_unknown_choice_suggests_the_closest() -> None:
    assert problems('[display]\ndriver = "ssd1307"\n') == [
        ("display.driver: not a known choice; did you mean 'ssd1306'? "
         '(got "ssd1307"; allowed ssd1306, sh1106, none)')]


def test_duplicate_pins_name_both_uses() -> None:
    leds = [14, 15, 17, 23, 24, 25, 8, 7, 12, 16]  # seat 3's LED on seat 2's button pin
    found = problems(f"[seats]\nleds = {leds}\n[knob]\nbutton = 4\n")
    assert found == ["seats.leds[3]: GPIO17 is also used by seats.buttons[2]",
                     "knob.button: GPIO4 is also used by seats.buttons[1]"]


@pytest.mark.parametrize("gpio", [0, 1, 2, 3])
def test_gpio_0_to_3_are_reserved(gpio: int) -> None:
    found = problems(f"[knob]\na = {gpio}\n")
    assert len(found) == 1
    assert found[0].startswith(f"knob.a: GPIO{gpio} is reserved for ")
    assert found[0].endswith(f"(got {gpio}; allowed 4-27)")


def test_bad_pins_in_a_seat_list_are_named_by_seat_number() -> None:
    found = problems('[seats]\nbuttons = [4, 17, 27, 22, 10, 9, 11, 5, 6, "13"]\n'
                     "leds = [14, 15, 18, 23, 24, 25, 8, 7, 12, 40]\n")
    assert found == [
        'seats.buttons[10]: must be a BCM GPIO number (got "13"; allowed 4-27)',
        "seats.leds[10]: not a GPIO on the 40-pin header (got 40; allowed 4-27)",
    ]


def test_a_seat_list_needs_one_pin_per_seat() -> None:
    assert problems("[seats]\ncount = 4\nbuttons = [4, 17, 27]\n") == [
        "seats.buttons: needs one pin per seat (got 3 pins; allowed 4, as seats.count says)"]
    assert problems("[seats]\nbuttons = [4, 17]\n") == [
        "seats.buttons: wrong number of pins (got 2 pins; allowed 3-10, one per seat)"]


def test_a_count_alone_uses_the_first_seats_of_the_pin_table() -> None:
    seats = parse_config("[seats]\ncount = 6\n", environ=NO_ENV).seats
    assert seats.count == 6
    assert seats.buttons == tuple(pinout.SEAT_BUTTONS[n] for n in range(1, 7))
    assert seats.leds == tuple(pinout.SEAT_LEDS[n] for n in range(1, 7))


def test_a_list_alone_sets_the_count() -> None:
    seats = parse_config("[seats]\nbuttons = [4, 17, 27, 22]\n", environ=NO_ENV).seats
    assert (seats.count, seats.leds) == (4, (14, 15, 18, 23))


def test_game_limits_leave_no_pair_that_breaks_a_ballot() -> None:
    # the table's ranges keep grace under dwell and tap_gap under vote_window, so a
    # config can never hold a pair the decoder refuses
    assert problems("[game]\ngrace = 0.95\n") == [
        "game.grace: out of range (got 0.95; allowed 0-0.3)"]
    rows = {r.key: r for table in TABLES for r in table.rows().values()}
    assert rows["grace"].hi < rows["dwell"].lo and rows["tap_gap"].hi < rows["vote_window"].lo


def test_a_section_that_is_not_a_table() -> None:
    assert problems("seats = 10\n") == [
        "seats: must be a table, written [seats] (got 10; allowed keys count, buttons, leds)"]


def test_numbers_are_not_booleans_and_ints_are_accepted_as_seconds() -> None:
    assert problems("[seats]\ncount = true\n") == [
        "seats.count: must be a whole number (got true; allowed 3-10)"]
    assert parse_config("[game]\ntap_gap = 2\n", environ=NO_ENV).game.tap_gap == 2.0
    assert problems("[game]\ntap_gap = nan\n") == [
        "game.tap_gap: out of range (got nan; allowed 0.5-3)"]


def test_broken_toml_is_one_line_with_line_and_column() -> None:
    found = problems("[seats]\ncount = 8\nbuttons = [4, 17,\n[knob]\n")
    assert len(found) == 1
    assert re.fullmatch(r"line 4, column \d+: not valid TOML: .+ near '\[knob\]'", found[0])


def test_paths_come_from_the_environment_unless_the_file_sets_them() -> None:
    env = {"STATE_DIRECTORY": "/var/lib/nightbox:/other", "CACHE_DIRECTORY": "/c",
           "NIGHTBOX_CACHE_DIR": "/mine/cache"}
    paths = parse_config("", environ=env).paths
    assert (paths.state_dir, paths.cache_dir) == ("/var/lib/nightbox", "/mine/cache")
    paths = parse_config('[paths]\nstate_dir = "/srv/nb"\n', environ=env).paths
    assert paths.state_dir == "/srv/nb"


# ---------------------------------------------------------------- files

def test_load_config_reads_a_file_and_names_it_in_errors(tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_text("[audio]\nvolume = 30\n", encoding="utf-8")
    assert load_config(good, environ=NO_ENV).audio.volume == 30
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"[audio]\nvolume = \xff\n")
    with pytest.raises(ConfigError) as caught:
        load_config(bad, environ=NO_ENV)
    assert str(caught.value) == f"{bad}: not UTF-8 text (byte 18)"
    with pytest.raises(ConfigError, match="no such file"):
        load_config(tmp_path / "absent.toml", environ=NO_ENV)


def test_an_absent_default_file_means_the_defaults(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("device.config.load.DEFAULT_CONFIG_PATH", tmp_path / "absent.toml")
    assert load_config(environ=NO_ENV) == defaults()
    named = tmp_path / "named.toml"
    named.write_text("[voice]\nrate = 120\n", encoding="utf-8")
    assert load_config(environ={"NIGHTBOX_CONFIG": str(named)}).voice.rate == 120
    with pytest.raises(ConfigError, match="no such file"):
        load_config(environ={"NIGHTBOX_CONFIG": str(tmp_path / "typo.toml")})


# ---------------------------------------------------------------- nightbox check-config

def check_config(*args: str, env: dict[str, str] | None = None) -> Ran:
    return nightbox("check-config", *args, env=env)


def test_check_config_ok_exits_0(tmp_path: Path) -> None:
    out = check_config(str(REPO / "device" / "config" / "nightbox.toml"))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok: ")
    assert "10 seats" in out.stdout


def test_check_config_prints_every_error_and_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[seats]\ncout = 8\n[knob]\na = 17\n[audio]\nvolume = 101\n",
                   encoding="utf-8")
    out = check_config(str(bad))
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.splitlines()
    assert lines == [
        (f"{bad}: seats.cout: unknown key; did you mean 'count'? "
         "(got cout; allowed count, buttons, leds)"),
        f"{bad}: audio.volume: out of range (got 101; allowed 0-100)",
        f"{bad}: knob.a: GPIO17 is also used by seats.buttons[2]",
        f"{bad}: 3 errors",
    ]


def test_check_config_broken_toml_and_missing_file_exit_2(tmp_path: Path) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("[seats\n", encoding="utf-8")
    out = check_config(str(broken))
    assert out.returncode == 2
    assert out.stderr.startswith(f"{broken}: line 1, column ")
    assert "Traceback" not in out.stderr and len(out.stderr.splitlines()) == 1
    out = check_config(str(tmp_path / "absent.toml"))
    assert (out.returncode, out.stderr) == (2, f"{tmp_path / 'absent.toml'}: no such file\n")


def test_check_config_reads_nightbox_config(tmp_path: Path) -> None:
    named = tmp_path / "named.toml"
    named.write_text("[voice]\nrat = 120\n", encoding="utf-8")
    out = check_config(env={"NIGHTBOX_CONFIG": str(named)})
    assert out.returncode == 2
    assert "voice.rat: unknown key; did you mean 'rate'?" in out.stderr


def test_check_config_without_a_file_checks_the_defaults(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from device.cli import main

    monkeypatch.delenv("NIGHTBOX_CONFIG", raising=False)
    monkeypatch.setattr("device.config.load.DEFAULT_CONFIG_PATH", tmp_path / "absent.toml")
    assert main(["check-config"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"ok: no file at {tmp_path / 'absent.toml'}, built-in defaults: ")
