"""Numbers on the command line are spelled one way (issue 23, items 1 and 2): ``int()``
takes '٣', '３', '03' and '+3'; the commands do not."""

from __future__ import annotations

import argparse

import pytest
from hypothesis import given
from hypothesis import strategies as st

from device.cli import main
from device.cli.numbers import decimal, whole


@pytest.mark.parametrize("text", ["\u0663", "\uff13", "\u00b3", "03", "+3", " 3", "3 ", "-3",
                                  "", "3.0", "1_000"])
def test_whole_numbers_are_plain_digits(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match="plain digits"):
        whole(text)


@pytest.mark.parametrize("text", ["\u0661.\u0665", "nan", "inf", "1e999", "0x10", "1_0", "",
                                  " 1", "٠.٥"])
def test_decimals_are_plain_digits_and_finite(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match="plain digits"):
        decimal(text)


@given(st.integers(min_value=0, max_value=10**6))
def test_the_one_spelling_reads_back(n: int) -> None:
    assert whole(str(n)) == n and decimal(str(n)) == n
    assert decimal(f"{n}.25") == n + 0.25


@pytest.mark.parametrize("argv", [
    ["demo", "--players", "\u0663"],
    ["script", "--roles", "werewolf,seer,robber,villager,villager,villager", "--players", "03"],
    ["ballot", "-", "--seats", "\uff13"],
    ["ballot", "-", "--seats", "3", "--tap-gap", "\u0661.\u0665"],
    ["say", "hello", "--rate", "\u0661\u0666\u0660"],
])
def test_commands_refuse_other_spellings_in_one_line(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2                       # argparse's own exit, as a status
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "plain digits" in err
