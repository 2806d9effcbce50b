"""The keys of One Night's own states (the table flow's are in ``device.core.flow``); a
state after the deal is made with the game under way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from device.core.machine import Step

if TYPE_CHECKING:   # the menu loads neither the ballot's rules nor the outcome
    from engine.ballot import BallotResult
    from engine.onenight.outcome import Resolution

    from device.core.events import NightPrepared
    from device.core.games.onenight.session import OneNightSession

#: the night's composed timeline plays
NIGHT: Step[[NightPrepared]] = Step("night")
#: the tally of a counted ballot, and what next
RESULT: Step[[OneNightSession, BallotResult]] = Step("result")
#: the host enters each seat's revealed card (the votes go with it)
REVEAL: Step[[OneNightSession, dict[int, int | None]]] = Step("reveal")
#: the winners, the chips
SCORE: Step[[OneNightSession, Resolution]] = Step("score")
