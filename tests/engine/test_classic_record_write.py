"""The classic record written in engine/classic reads back to the same game, and the one
answer to "who may the Hunter shoot"."""

from __future__ import annotations

from dataclasses import replace

from engine.classic.entries import DayEntries, NightEntries, Nomination
from engine.classic.game import play_day, play_night, shot_targets
from engine.classic.record import resolve_classic
from engine.classic.record_write import classic_record, day_json, night_json
from engine.classic.state import ClassicGame, ClassicOptions

PLAYERS = {1: "werewolf", 2: "seer", 3: "witch", 4: "hunter", 5: "old_hag", 6: "wolf_cub",
           7: "cursed", 8: "villager", 9: "villager", 10: "villager"}


def test_every_entry_is_written_and_read_back_to_the_same_game() -> None:
    game = ClassicGame.start(PLAYERS)
    nights = [NightEntries(witch_kill=9, old_hag=8, seer=6),
              NightEntries(werewolf=(7, 2), wolf_cub_sacrifice=True, old_hag=3,
                           witch_save=2)]
    days = [DayEntries(nominations=(Nomination(1, (2, 3)), Nomination(10, (1, 6, 2, 3, 4)))),
            DayEntries(votes={4: 1, 2: 1, 1: 4})]
    phases = []
    for night, day in zip(nights, days):
        number = game.phase.number
        game, _ = play_night(game, night)
        phases.append(night_json(number, night))
        game, _, _ = play_day(game, day)
        phases.append(day_json(number, day))
    record = classic_record(game.players, ClassicOptions(), phases)
    assert record["phases"][1] == {"day": 1, "nominations": [
        {"seat": 1, "lynch": [2, 3]}, {"seat": 10, "lynch": [1, 2, 3, 4, 6]}]}
    assert record["phases"][2] == {"night": 2, "werewolf": [7, 2], "wolf_cub_sacrifice": True,
                                   "old_hag": 3, "witch_save": 2}
    assert record["phases"][3] == {"day": 2, "votes": {"1": 4, "2": 1, "4": 1}}
    resolved = resolve_classic(record)
    assert resolved.game == game and resolved.deaths == game.deaths
    # the bitten Cursed (7) never turned: the last wolf lynched, the village won
    assert [(d.seat, d.cause.value) for d in game.deaths] == [
        (9, "witch"), (10, "lynch"), (6, "sacrifice"), (1, "lynch")]
    assert game.outcome is not None and 7 in game.outcome.winning_seats


def test_the_hunter_may_not_shoot_the_seat_sitting_out_at_dawn_or_by_day() -> None:
    game = ClassicGame.start(PLAYERS)
    game, _ = play_night(game, NightEntries())
    game, _, _ = play_day(game, DayEntries())
    dawn = NightEntries(werewolf=(4,), old_hag=8)
    targets = shot_targets(game, dawn)
    assert 8 not in targets and 4 not in targets and targets == (1, 2, 3, 5, 6, 7, 9, 10)
    assert shot_targets(game, NightEntries(werewolf=(2,))) == ()   # the Hunter lives
    game, _ = play_night(game, NightEntries(old_hag=9))
    day = DayEntries(nominations=(Nomination(4, (1, 2, 3, 4, 5, 6)),))
    assert shot_targets(game, day) == (1, 2, 3, 5, 6, 7, 8, 10)
    for target in shot_targets(game, day):                          # each one is legal
        play_day(game, replace(day, hunter=target))
