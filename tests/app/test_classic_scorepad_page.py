"""The Moderator's scorepad page: the engine's scorepad of the phases played, as the
lines the knob shows (never spoken)."""

from __future__ import annotations

from engine.classic.entries import Nomination
from engine.classic.scorepad import scorepad

from device.core.games.classic.pad_lines import pad_lines
from device.core.games.classic.scorepad import pages
from device.core.games.classic.session import ClassicSession

RECORD = {"game": "classic",
          "players": {"1": "werewolf", "2": "seer", "3": "villager", "4": "villager",
                      "5": "hunter", "6": "villager"},
          "deal": {"amulet": 6},
          "options": {"classic_tie": "nobody", "reveal": "full", "alternates": ["witch_one"]},
          "phases": [{"night": 1, "seer": 1, "amulet": 3},
                     {"day": 1, "nominations": [{"seat": 4, "lynch": [1, 2, 3, 4],
                                                 "by": 2, "second": 3}]},
                     {"night": 2, "werewolf": 2}]}


def test_the_page_reads_the_nights_the_days_the_deaths_and_the_amulet() -> None:
    lines = pad_lines(scorepad(RECORD))
    assert lines[:2] == ["Alternates", "Witch: one potion"]
    assert lines.index("Night 1") < lines.index("Seer: 1") < lines.index("Amulet to: 3") \
        < lines.index("Day 1") < lines.index("Nominee 4: 4/6") < lines.index("By 2, 2nd 3") \
        < lines.index("Lynched: 4") < lines.index("Dead 4: lynch") < lines.index("Night 2") \
        < lines.index("Werewolf: 2") < lines.index("Dead 2: wolves")
    assert lines[-2:] == ["Now", "Amulet: seat 3"]


def test_by_day_the_page_adds_today_s_nominations_so_far() -> None:
    session = ClassicSession.from_record({**RECORD, "phases": RECORD["phases"][:1]})
    session.nominations = [Nomination(4, (1, 2)), Nomination(5, (1, 2, 3))]
    rows = [line for page in pages(session) for line in page.lines]
    assert rows[-3:] == ["Day 1", "Nominee 4: 2/6", "Nominee 5: 3/6"]
    assert rows.index("Night 1") < rows.index("Seer: 1") < rows.index("Day 1")


def test_tonight_s_entries_and_the_seat_a_heal_saved() -> None:
    session = ClassicSession.from_record(RECORD)
    rows = [line for page in pages(session, {"night": 3, "werewolf": 5, "witch_save": True})
            for line in page.lines]
    assert rows[-3:] == ["Night 3", "Werewolf: 5", "Witch heals: yes"]
    healed = {**RECORD, "players": {**RECORD["players"], "3": "witch"},
              "phases": [*RECORD["phases"][:2],
                                   {"night": 2, "werewolf": 2, "witch_save": True}]}
    lines = pad_lines(scorepad(healed))
    night = lines.index("Night 2")
    assert lines[night + 1:night + 3] == ["Werewolf: 2", "Witch heals: 2"]
    assert "Dead 2: wolves" not in lines
