"""Bounded text (issue 23, item 8): no voice is given more than ``MAX_LINE_CHARS``, which
leaves a margin over the longest line the box says; ``nightbox say`` refuses more."""

from __future__ import annotations

import pytest

from device.audio.errors import BlankLine, LineTooLong
from device.audio.tts import MAX_LINE_CHARS, clean_text
from device.cli import main
from device.shell.voice.catalogue import box_lines


def test_the_cap_leaves_a_margin_over_every_line_the_box_says() -> None:
    longest = max(len(clean_text(line)) for line in box_lines())
    assert 2 * longest <= MAX_LINE_CHARS <= 5000


@pytest.mark.parametrize("size", [MAX_LINE_CHARS + 1, 100_000, 10_000_000])
def test_a_longer_line_never_reaches_a_voice(size: int) -> None:
    with pytest.raises(LineTooLong, match=f"the most is {MAX_LINE_CHARS}"):
        clean_text("a" * size)
    assert clean_text("word " * (MAX_LINE_CHARS // 5)).startswith("word word")
    with pytest.raises(BlankLine):
        clean_text(" \n ")


def test_say_refuses_a_long_text_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["say", "word " * 20_000]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert err.startswith("nightbox say: the text is 100000 characters; the most is 1000")
