"""The rulebook's variants and the elected Mayor on the box, through the rig (docs/classic.md
§6-§7): banning and the elected Mayor entered as each day starts, alternating votes and
nights, and the Moderator's two fun games. Each game's record resolves to what the box
said, and the rules the variant changes hold."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from engine.classic.deaths import Cause
from engine.classic.entries import Phase, PhaseKind
from engine.classic.record import resolve_classic
from engine.classic.state import ClassicGame

from device.core.games import GAMES
from device.core.games.classic.away import AWAY_LINE
from device.display.table_screens import SeatingScreen
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start_deck
from hw_mocks.rig import Rig

EIGHT = ("werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager",
         "villager")


def played(make_rig: Callable[..., Rig], deck: tuple[str, ...], seed: int = 3,
           votes: Callable[[frozenset[int]], Mapping[int, int]] | None = None,
           clean: bool = True, **rules: Any) -> tuple[Rig, dict[str, Any], ClassicGame]:
    """A whole game with ``rules`` set on the Rules page; the record and its game."""
    rng = random.Random(seed)
    rig = make_rig(seed=seed, settings=GAMES.settings(classic_vote="point"))
    rig.start()
    shots = ScreenRecorder(rig, None)
    dealt = start_deck(rig, deck, shots, rng, **rules)
    run_game(ClassicDemo(rig, dealt, rng, votes=votes, clean=clean), shots)
    assert rig.phase == "end"
    record = rig.store.games()[-1]
    game = resolve_classic(record).game
    won = rig.transcript.kinds("winners")[-1]
    assert resolve_classic(record).to_json()["winners"] == won["teams"]
    return rig, record, game


def days(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    return list(record["phases"][1::2])


def opened(rig: Rig) -> list[set[int]]:
    return [set(e["seats"]) for e in rig.transcript.kinds("ballot") if e.get("event") == "open"]


def test_a_banned_player_leaves_before_the_vote_and_an_elected_mayor_is_entered(
        make_rig: Callable[..., Rig]) -> None:
    rig, record, game = played(make_rig, EIGHT, classic_banning=True, alt_mayor_elected=True)
    assert record["options"]["banning"] and record["options"]["alternates"] == ["mayor_elected"]
    banned = [d["ban"] for d in days(record) if "ban" in d]
    assert banned and set(banned) == game.gone
    first = days(record)[0]
    assert first["mayor"] != first["ban"]
    assert f"Seat {first['ban']} is banned to another village, and leaves this game." \
        in rig.said()
    assert f"Seat {first['mayor']} is elected Mayor. That vote counts twice." in rig.said()
    # the banned seat votes no more: not in the day's ballot, nor any after
    assert not any(first["ban"] in seats for seats in opened(rig))
    assert first["ban"] not in {d.seat for d in game.deaths}


@pytest.mark.parametrize("seed", [3, 4])
def test_the_elected_mayor_s_double_vote_counts_before_a_revote_is_called(
        seed: int, make_rig: Callable[..., Rig]) -> None:
    """Human taps, players arriving and leaving: the box's own count of the first round
    (a tie calls a revote) reads the day's morning, so the engine never finds "no tie
    to revote" (these seeds did, before)."""
    rig, record, _game = played(make_rig, EIGHT, seed=seed, clean=False,
                                classic_banning=True, alt_mayor_elected=True)
    assert not rig.transcript.kinds("error")
    assert any("mayor" in day for day in days(record))


def test_alternating_a_day_without_a_lynch_waits_for_the_moderator_and_votes_again(
        make_rig: Callable[..., Rig]) -> None:
    ballots: list[int] = []

    def tie_twice(voters: frozenset[int]) -> Mapping[int, int]:
        """The first day's vote and its revote tie (nobody out); then all on one seat."""
        ballots.append(1)
        ordered = sorted(voters)
        if len(ballots) <= 2:
            a, b = ordered[0], ordered[1]
            return {v: (a if i % 2 else b) for i, v in enumerate(ordered)}
        return {v: ordered[-1] if v != ordered[-1] else ordered[0] for v in ordered}

    rig, record, game = played(make_rig, EIGHT, votes=tie_twice, classic_alternating=True)
    assert record["options"]["alternating"]
    assert rig.said().count(AWAY_LINE) >= 1
    assert any(e.get("title") == "Next village" for e in rig.transcript.kinds("show"))
    # day 1 went on after the ties, and ended with a lynch (the engine refuses one without)
    assert any(d.cause is Cause.LYNCH and d.phase == Phase(1, PhaseKind.DAY)
               for d in game.deaths)


def test_all_werewolves_ends_when_they_first_open_their_eyes(
        make_rig: Callable[..., Rig]) -> None:
    rig, record, game = played(make_rig, ("werewolf",) * 5, classic_fun="all_werewolves")
    assert record["options"]["fun"] == "all_werewolves"
    assert game.ended is not None and game.ended.number == 1 and game.ended.is_night
    assert rig.transcript.kinds("winners")[-1]["teams"] == ["werewolf"]
    assert not days(record)


def test_no_werewolves_the_moderator_picks_the_victims(make_rig: Callable[..., Rig]) -> None:
    deck = ("villager", "villager", "villager", "villager", "bodyguard", "tanner")
    _rig, record, game = played(make_rig, deck, classic_fun="no_werewolves")
    assert record["options"]["fun"] == "no_werewolves"
    victims = [p["werewolf"] for p in record["phases"][2::2] if p.get("werewolf")]
    assert victims                               # no wolf dealt, and yet a victim a night
    assert "werewolf" not in game.players.values()
    assert len(game.alive) <= 1 or game.ended is not None


def test_cupid_s_extra_card_is_entered_at_the_roll_call_and_played_after_night_1(
        make_rig: Callable[..., Rig]) -> None:
    deck = ("werewolf", "werewolf", "seer", "cupid", "witch", "villager", "villager",
            "villager", "villager")
    rng = random.Random(2)
    rig = make_rig(seed=2, settings=GAMES.settings(classic_vote="point"))
    rig.start()
    shots = ScreenRecorder(rig, None)
    dealt = start_deck(rig, deck, shots, rng, alt_cupid_card=True)
    assert len(dealt) == len(deck) - 1              # a card each, and one beside Cupid's
    (extra,) = (Counter(deck) - Counter(dealt.values())).elements()
    run_game(ClassicDemo(rig, dealt, rng, clean=True), shots)
    record = rig.store.games()[-1]
    assert record["deal"]["cupid"] == extra == "werewolf"
    assert any("Cupid's hand" in e.get("items", ()) for e in rig.transcript.kinds("show"))
    game = resolve_classic(record).game
    cupid = next(s for s, r in dealt.items() if r == "cupid")
    assert game.role(cupid) == extra or cupid in {d.seat for d in game.deaths
                                                  if d.phase.number == 1}


def test_with_banning_a_player_arrives_with_a_card_nobody_hears(
        make_rig: Callable[..., Rig]) -> None:
    asked: list[str] = []

    def pick(title: str, options: tuple[str, ...]) -> str:
        """Nobody banned; on day 1 a player arrives, on the next free seat."""
        if title == "A player arrives?":
            asked.append(options[0])
            return options[0] if len(asked) == 1 else "Nobody"
        return "Nobody" if title == "Banned today?" else ""

    rng = random.Random(4)
    rig = make_rig(seed=4, settings=GAMES.settings(classic_vote="point"))
    rig.start()
    shots = ScreenRecorder(rig, None)
    dealt = start_deck(rig, EIGHT, shots, rng, classic_banning=True)
    run_game(ClassicDemo(rig, dealt, rng, pick=pick, clean=True), shots)
    assert asked[0] == "Seat 9"                  # the next free seat
    record = rig.store.games()[-1]
    (card,) = days(record)[0]["arrivals"].values()
    assert days(record)[0]["arrivals"] == {"9": card}
    game = resolve_classic(record).game
    assert game.players[9] == card
    assert "Seat 9 arrives from another village and joins this game." in rig.said()
    assert any(9 in seats for seats in opened(rig))    # it votes from that day on


def test_rules_the_engine_refuses_together_are_named_at_the_seating(
        make_rig: Callable[..., Rig]) -> None:
    """The Priest's alternate (it learns a dead player's role) with a game that reveals
    the dead: no deck fits, so the seating names the Rules page and the press says what to
    change, never a preset that cannot fit either. Before, the box dealt the game and saved
    a record the engine refused to read back."""
    rig = make_rig(seed=3, settings=GAMES.settings(alt_priest_learns=True, reveal="full"))
    rig.start()
    rig.menu_select("Game")
    rig.turn(1)
    rig.click()
    rig.menu_select("Start game")
    for seat in range(1, 6):
        rig.press(seat)
    assert isinstance(rig.screen, SeatingScreen) and not rig.screen.ok
    assert rig.screen.hint == "Fix the Rules page"
    rig.click()
    assert rig.phase == "seating"
    assert rig.said()[-1].startswith("The Priest learns a role only in a game that does not")
    # with the dead not revealed the same deck is dealt
    rig.long_press()
    rig.machine.table.settings = GAMES.settings(alt_priest_learns=True, reveal="none",
                                                game="classic")
    rig.menu_select("Start game")
    for seat in range(1, 6):
        rig.press(seat)
    assert isinstance(rig.screen, SeatingScreen) and rig.screen.ok
    rig.click()
    assert rig.phase == "deal"
