"""The keys of classic's own states (the table flow's are in ``device.core.flow``)."""

from __future__ import annotations

from engine.classic.entries import DayEntries

from device.core.games.classic.book import NightBook
from device.core.games.classic.session import ClassicSession
from device.core.machine import Step

#: night N: the voice's cues, the Moderator's entries
NIGHT: Step[[ClassicSession]] = Step("night")
#: the night played through the engine: who died, the Hunter's shot
DAWN: Step[[ClassicSession, NightBook]] = Step("dawn")
#: the day's votes counted: who is out, the Hunter's shot
LYNCH: Step[[ClassicSession, DayEntries]] = Step("lynch")
#: the day's start: the Moderator enters the player banned and the Mayor elected (their
#: variants), before the day's talk and vote
MORNING: Step[[ClassicSession]] = Step("morning")
#: alternating votes and nights: no lynch, so the Moderator is at the next village
AWAY: Step[[ClassicSession]] = Step("away")
#: the Moderator enters today's nominee (the nominate vote)
NOMINEE: Step[[ClassicSession]] = Step("nominee")
#: the winners
END: Step[[ClassicSession]] = Step("end")
