"""``did_you_mean``: a close spelling, else the one name the value is a whole word of."""

from __future__ import annotations

import pytest

from engine.errors import did_you_mean

KEYS = ("day_seconds", "vote_mode", "vote_window", "sound_bed_level", "bed_distance")


@pytest.mark.parametrize(("value", "hint"), [
    ("vote_mdoe", " (did you mean 'vote_mode'?)"),
    ("day", " (did you mean 'day_seconds'?)"),
    ("DAY", " (did you mean 'day_seconds'?)"),
    ("seconds", " (did you mean 'day_seconds'?)"),
    ("bed", ""),           # a word of two names: no guess
    ("xyzzy", ""),
    ("", ""),
])
def test_did_you_mean(value: str, hint: str) -> None:
    assert did_you_mean(value, KEYS) == hint
