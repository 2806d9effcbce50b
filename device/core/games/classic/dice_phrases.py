"""What the box says and shows of the daily dice (the rulebook's "Daily changes"): the
day's variant, said as the day starts and shown beside the day's title. The Seer's last
target is shown, never said: the Moderator points at that player."""

from __future__ import annotations

from collections.abc import Iterable

from engine.classic.dice import DailyChange

from device.i18n.language import N_, _

#: each variant as the voice announces it at dawn
SAID: dict[DailyChange, str] = {
    DailyChange.NEW_WEREWOLF: N_("The dice: tonight, the Werewolves' victim becomes a "
                                 "Werewolf instead of dying."),
    DailyChange.INSTANT_LYNCH: N_("The dice: the first player nominated and seconded is "
                                  "out at once, with no vote."),
    DailyChange.TWO_LYNCHINGS: N_("The dice: two lynchings today."),
    DailyChange.SEER_SHOWN: N_("The dice: the Moderator points at the player the Seer "
                               "last chose."),
    DailyChange.NONE: N_("The dice: no change today."),
    DailyChange.ELIMINATION: N_("The dice: the process of elimination today."),
    DailyChange.NO_DISCUSSION: N_("The dice: no talk today, only nominating and seconding."),
    DailyChange.LOSES_POWER: N_("The dice: tonight, the Werewolves' victim loses its power "
                                "instead of dying."),
}
#: each variant beside the day's title, short ("Day 2: 2 lynchings")
SHOWN: dict[DailyChange, str] = {
    DailyChange.NEW_WEREWOLF: N_("new wolf"),
    DailyChange.INSTANT_LYNCH: N_("instant"),
    DailyChange.TWO_LYNCHINGS: N_("2 lynchings"),
    DailyChange.SEER_SHOWN: N_("Seer: {seat}"),
    DailyChange.NONE: "",
    DailyChange.ELIMINATION: N_("elimination"),
    DailyChange.NO_DISCUSSION: N_("no talk"),
    DailyChange.LOSES_POWER: N_("power loss"),
}
#: the second vote of a day with two lynchings
SECOND_LYNCHING = N_("One more lynching today. Vote again.")


def day_title(number: int, variant: DailyChange | None, seer_pick: int | None) -> str:
    """"Day 2", or with the dice's variant "Day 2: 2 lynchings" ("Day 2: Seer: 4", the
    Seer's last target; "Day 2: Seer: -" when the Seer has chosen none)."""
    if variant is None or not SHOWN[variant]:
        return _("Day {n}", n=number)
    shown = _(SHOWN[variant], seat="-" if seer_pick is None else seer_pick) \
        if variant is DailyChange.SEER_SHOWN else _(SHOWN[variant])
    return _("Day {n}: {variant}", n=number, variant=shown)


def sample_lines(seats: Iterable[int] = ()) -> list[str]:
    """Every line this module can say (the prepared voice)."""
    return [_(SECOND_LYNCHING), *(_(line) for line in SAID.values())]
