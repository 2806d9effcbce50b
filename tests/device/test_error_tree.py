"""One error tree, in gpiozero's style: every exception class ``device/`` and ``hw_mocks/``
define derives from ``DeviceError`` (itself an ``engine.errors.NightboxError``) and from a
built-in, and the command line answers every input error, the engine's and the
appliance's, with one line and exit status 2."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from engine.errors import InvalidInput, NightboxError
from engine.languages import LANGUAGES
from engine.words import UnknownLanguage

from device.cli import games_cmd, main
from device.config.load import ConfigError
from device.core.setting_table import BadValue
from device.errors import INPUT_ERRORS, BadInput, DeviceError
from device.i18n.catalogues import NoCatalogue

from ..cli.run import refused

#: classes defined under device/ or hw_mocks/ that are outside the tree, with the reason
#: (none: a class there that may not be a DeviceError is named here, with why)
OUTSIDE: dict[str, str] = {
    "device.cli.voice_cmd.Stopped": "a stop signal unwinding `voice prepare` as a Ctrl-C "
                                    "does: a KeyboardInterrupt, which no `except Exception` "
                                    "on its way may catch",
}


def defined_errors() -> list[type[BaseException]]:
    """Every exception class a module of ``device`` or ``hw_mocks`` defines."""
    found: dict[str, type[BaseException]] = {}
    for package in ("device", "hw_mocks"):
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, f"{package}."):
            if info.name.endswith(".__main__"):
                continue
            module = importlib.import_module(info.name)
            for _, cls in inspect.getmembers(module, inspect.isclass):
                if issubclass(cls, BaseException) and cls.__module__ == info.name:
                    found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [found[name] for name in sorted(found)]


ERRORS = defined_errors()


def builtin_bases(cls: type) -> set[type]:
    return {base for base in cls.__mro__ if base.__module__ == "builtins"} - {
        BaseException, Exception, object}


def test_the_errors_are_found() -> None:
    names = {cls.__name__ for cls in ERRORS}
    assert {"DeviceError", "BadInput", "BadOption", "ConfigError", "BadValue", "BadFile",
            "NoCatalogue", "NoSpeech", "GpioError", "StoreError", "Unsavable",
            "BadCatalogue"} <= names


@pytest.mark.parametrize("cls", ERRORS, ids=lambda cls: f"{cls.__module__}.{cls.__name__}")
def test_each_error_is_a_device_error_and_a_builtin(cls: type[BaseException]) -> None:
    name = f"{cls.__module__}.{cls.__qualname__}"
    if name in OUTSIDE:
        assert not issubclass(cls, DeviceError) and OUTSIDE[name]
        return
    assert issubclass(cls, DeviceError), f"{name} is not a DeviceError"
    assert issubclass(cls, NightboxError)
    if cls is not DeviceError:           # the root; every other class is a built-in too
        assert builtin_bases(cls), f"{name} is no built-in error"


def test_the_appliance_s_root_is_the_engine_s() -> None:
    assert DeviceError.__bases__ == (NightboxError,)
    assert issubclass(BadInput, ValueError) and not issubclass(BadInput, InvalidInput)
    assert (InvalidInput, BadInput) == INPUT_ERRORS


def input_errors() -> list[type[BaseException]]:
    """Every input error class there is, the engine's and the appliance's."""
    out: list[type[BaseException]] = []
    todo: list[type[BaseException]] = list(INPUT_ERRORS)
    while todo:
        cls = todo.pop()
        out.append(cls)
        todo += cls.__subclasses__()
    return sorted(set(out), key=lambda cls: f"{cls.__module__}.{cls.__name__}")


#: how to make each input error whose arguments are not one message
MAKE: dict[type[BaseException], Callable[[], BaseException]] = {
    BadValue: lambda: BadValue("out of range", "9", "1-5"),
    ConfigError: lambda: ConfigError("x.toml", ["a.b: bad", "c.d: worse"]),
    NoCatalogue: lambda: NoCatalogue(replace(LANGUAGES[1], code="it", own_name="Italiano")),
    UnknownLanguage: lambda: UnknownLanguage("german"),
}


@pytest.mark.parametrize("cls", input_errors(), ids=lambda cls: cls.__name__)
def test_the_cli_answers_each_input_error_with_one_line_and_exit_2(
        cls: type[BaseException], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    error = MAKE[cls]() if cls in MAKE else cls("a bad\nvalue: 'x'")
    assert isinstance(error, cls)

    def refuse(args: object) -> int:
        raise error

    monkeypatch.setattr(games_cmd, "run", refuse)
    assert main(["games"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and err.startswith("nightbox games: ")
    assert "Traceback" not in err


@pytest.mark.parametrize(("args", "stdin", "line"), [
    (("games", "--state-dir", "/nonexistent-nightbox"), None,        # BadOption
     "nightbox games: --state-dir /nonexistent-nightbox: no such directory"),
    (("resolve", "/dev/null"), None,                                  # BadFile
     "nightbox resolve: /dev/null: a device, not a file"),
    (("ballot", "-", "--seats", "3"),                                 # BadFile, a line
     '{"t": 0, "event": "open"}\n{"t": 1, "seat": 2, "edge": "sideways"}\n',
     "nightbox ballot: <stdin>, line 2, key 'edge': unknown edge \"sideways\"; use down or up"),
    (("voice", "status", "--config", "{config}"), None,               # ConfigError
     "nightbox voice: {config}: audio.volume: out of range (got 500; allowed 0-100)"),
], ids=lambda value: value[0] if isinstance(value, tuple) else "")
def test_each_device_input_error_from_real_input(args: tuple[str, ...], stdin: str | None,
                                                 line: str, tmp_path: Path) -> None:
    config = tmp_path / "bad.toml"
    config.write_text("[audio]\nvolume = 500\n")
    args = tuple(arg.format(config=config) for arg in args)
    assert refused(*args, stdin=stdin) == line.format(config=config)
