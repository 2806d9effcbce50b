"""The rulebook's daily changes, rolled: each night two dice, drawn from the record's
seed, choose the next day's variant (docs/classic.md §6).

The rulebook's chart skips 5 and prints "Two lynchings instead of one. Indicate the player
last chosen by the Seer" beside 4: our ruling reads the second sentence as the row for 5
(a roll of 5 must mean something, and the two sentences are two variants). "Same as the
previous day" is the day before's variant (no variant on day 1). "The next night" rolls
(2 and 12) act on the wolves' victim of the night after the day they were rolled for.
"""

from __future__ import annotations

import random

from ..values import Choice


class DailyChange(Choice):
    """A day's variant; the value is how records and the scorepad write it."""

    NEW_WEREWOLF = "new_werewolf"  #: 2: the next night, the wolves' victim turns Werewolf
    INSTANT_LYNCH = "instant_lynch"  #: 3: the first nominee seconded is lynched, no vote
    TWO_LYNCHINGS = "two_lynchings"  #: 4: two lynchings instead of one
    SEER_SHOWN = "seer_shown"  #: 5: the Moderator points at the player the Seer last chose
    NONE = "none"  #: 6 to 8: no variant
    ELIMINATION = "elimination"  #: 10: the process of elimination is the day's vote
    NO_DISCUSSION = "no_discussion"  #: 11: no talk but nominating and seconding
    LOSES_POWER = "loses_power"  #: 12: the next night, the wolves' victim loses its power


_CHART = {2: DailyChange.NEW_WEREWOLF, 3: DailyChange.INSTANT_LYNCH,
          4: DailyChange.TWO_LYNCHINGS, 5: DailyChange.SEER_SHOWN, 6: DailyChange.NONE,
          7: DailyChange.NONE, 8: DailyChange.NONE, 10: DailyChange.ELIMINATION,
          11: DailyChange.NO_DISCUSSION, 12: DailyChange.LOSES_POWER}
#: the roll that repeats the day before's variant
SAME_AS_BEFORE = 9


def roll(seed: int, night: int) -> tuple[int, int]:
    """The two dice rolled at night ``night`` of a game with ``seed``: the same two for
    the same seed and night, on every machine (``random.Random`` of a text seed)."""
    dice = random.Random(f"classic/{seed}/dice/{night}")
    return dice.randint(1, 6), dice.randint(1, 6)


def daily_change(total: int, before: DailyChange | None) -> DailyChange:
    """The variant two dice summing to ``total`` choose, after a day of ``before``."""
    if total == SAME_AS_BEFORE:
        return before or DailyChange.NONE
    return _CHART[total]


def day_variant(seed: int, night: int, before: DailyChange | None) -> DailyChange:
    """The variant rolled at night ``night`` for the day after it."""
    return daily_change(sum(roll(seed, night)), before)
