"""Fuzzing classic records: random decks and random phases, legal or not.

Each record resolves or is refused with one printable line (an ``InvalidInput``), never
a traceback. A record that resolves keeps the game's invariants: every seat dies at most
once, the dead and the living make up the table, a winner exactly when the game ended,
and the end is the last phase given.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.classic.alternates import ALTERNATE_IDS
from engine.classic.record import resolve_classic
from engine.classic.roles import CLASSIC_ROLE_IDS
from engine.errors import InvalidInput

from .conftest import fuzz
from .inputs import SEAT_KEYS, other_spellings

SEATS = st.integers(min_value=0, max_value=11)
MAYBE = st.none() | SEATS


@st.composite
def records(draw: Any) -> dict[str, Any]:
    n = draw(st.integers(min_value=4, max_value=11))
    roles = draw(st.lists(st.sampled_from(CLASSIC_ROLE_IDS), min_size=n, max_size=n))
    if draw(st.booleans()):  # mostly good decks: a wolf, many villagers
        roles = ["werewolf"] + ["villager"] * (n // 2) + roles[: n - 1 - n // 2]
    players = {str(i + 1): r for i, r in enumerate(roles)}
    phases: list[dict[str, Any]] = []
    for i in range(draw(st.integers(min_value=0, max_value=10))):
        number = i // 2 + 1
        if i % 2 == 0:
            night: dict[str, Any] = {"night": number}
            for key in draw(st.lists(st.sampled_from(
                    ["werewolf", "bodyguard", "witch_kill", "old_hag", "seer", "sorcerer",
                     "apprentice_seer", "hunter", "vampire", "aura_seer", "pi", "priest",
                     "spellcaster", "cult_leader", "amulet", "magician_kill", "seer_2",
                     "doppelganger", "martyr", "minion"]), max_size=4, unique=True)):
                night[key] = draw(SEATS)
            if draw(st.booleans()):
                night[draw(st.sampled_from(["hoodlum", "secret_society", "magician_save"]))] \
                    = draw(st.lists(SEATS, max_size=4))
            if draw(st.booleans()):
                night["ghost"] = draw(st.text(max_size=2))
            if draw(st.booleans()):
                night["witch_save"] = draw(st.booleans() | SEATS)
            if number == 1 and draw(st.booleans()):
                night["cupid"] = draw(st.lists(SEATS, min_size=2, max_size=2))
            phases.append(night)
        else:
            votes = draw(st.dictionaries(SEAT_KEYS, MAYBE, max_size=10))
            day: dict[str, Any] = {"day": number, "votes": votes}
            if draw(st.booleans()):
                day["revote"] = draw(st.dictionaries(SEAT_KEYS, MAYBE, max_size=10))
            if draw(st.booleans()):
                day["hunter"] = draw(SEATS)
            for key in draw(st.lists(st.sampled_from(["martyr", "ban", "mayor"]), max_size=2,
                                     unique=True)):
                day[key] = draw(SEATS)
            if draw(st.booleans()):
                day[draw(st.sampled_from(["pair", "safe"]))] = draw(st.lists(SEATS, max_size=4))
            if draw(st.booleans()):
                day["second"] = {"votes": draw(st.dictionaries(SEAT_KEYS, MAYBE, max_size=5))}
            phases.append(day)
    options: dict[str, Any] = {"classic_tie": draw(st.sampled_from(["nobody", "all"]))}
    if draw(st.booleans()):
        options["vote"] = draw(st.sampled_from(["nominate", "point", "pair", "elimination",
                                                "secret", "pointy"]))
        options["alternates"] = draw(st.lists(st.sampled_from(ALTERNATE_IDS), max_size=3,
                                              unique=True))
        options["reveal"] = draw(st.sampled_from(["full", "wolf", "team", "none"]))
        for key in draw(st.lists(st.sampled_from(["daily_changes", "banning", "alternating"]),
                                 max_size=2, unique=True)):
            options[key] = True
        options["seed"] = draw(st.integers(min_value=0, max_value=9))
    record = {"game": "classic", "players": players, "phases": phases, "options": options}
    if draw(st.booleans()):
        record["deal"] = {"amulet": draw(SEATS), "drunk": draw(st.sampled_from(CLASSIC_ROLE_IDS))}
    return record


@fuzz(400)
@given(records())
def test_a_classic_record_resolves_or_is_refused_in_one_line(record: dict[str, Any]) -> None:
    try:
        result = resolve_classic(record)
    except InvalidInput as exc:
        message = str(exc)
        assert message and "\n" not in message and message.isprintable()
        return
    game = result.game
    dead = [d.seat for d in result.deaths]
    assert len(dead) == len(set(dead))
    # the dead, the living and those banished to another village make up the table
    assert set(dead) | game.alive | game.gone == set(game.players)
    assert not set(dead) & game.alive and not game.gone & (game.alive | set(dead))
    out = result.to_json()
    assert bool(out["winners"]) == (out["ended"] is not None)
    if out["ended"] is not None:
        last = record["phases"][-1]
        kind = "night" if "night" in last else "day"
        assert out["ended"] == f"{kind} {last[kind]}"
        assert set(out["winning_seats"]) <= {int(s) for s in record["players"]}


@st.composite
def legal_games(draw: Any) -> tuple[dict[str, Any], Any]:
    """A whole game of random but legal entries, played through the engine: each entry is
    drawn among the living and kept only if the engine accepts it."""
    from dataclasses import replace

    from engine.classic.deck import ClassicDeck
    from engine.classic.entries import DayEntries, NightEntries
    from engine.classic.game import check_day, check_night, play_day, play_night
    from engine.classic.presets import PRESETS
    from engine.classic.state import ClassicGame
    from engine.errors import IllegalEntry

    small = [p.deck for p in PRESETS.values() if p.players <= 10]  # the box's tables
    decks = small + [ClassicDeck.parse(d) for d in (
        "werewolf,wolf_cub,seer,apprentice_seer,witch,bodyguard,cupid,hunter,prince,mayor",
        "werewolf,seer,old_hag,tough_guy,cursed,tanner,lycan,minion,mason*2",
        "werewolf,cupid,hunter,witch,villager*2")]
    cards = list(draw(st.sampled_from(decks)).cards)
    cards = draw(st.permutations(cards))
    players = {i + 1: r for i, r in enumerate(cards)}
    game = ClassicGame.start(players)
    phases: list[dict[str, Any]] = []
    while game.ended is None and len(phases) < 40:
        alive = sorted(game.alive)
        if game.phase.is_night:
            entries, raw = NightEntries(), {"night": game.phase.number}
            for key in ("werewolf", "bodyguard", "witch_kill", "old_hag", "seer", "sorcerer",
                        "apprentice_seer", "witch_save", "cupid", "hunter"):
                if key == "werewolf":
                    value: Any = tuple(draw(st.lists(st.sampled_from(alive), min_size=1,
                                                     max_size=game.victims_allowed() or 1,
                                                     unique=True)))
                elif key == "witch_save":
                    value = True
                elif key == "cupid":
                    value = tuple(draw(st.lists(st.sampled_from(alive), min_size=2,
                                                max_size=2, unique=True)))
                else:
                    value = draw(st.sampled_from(alive))
                trial = replace(entries, **{key: value})
                try:
                    check_night(game, trial)
                except IllegalEntry:
                    continue
                if draw(st.booleans()):
                    entries = trial
                    raw[key] = list(value) if isinstance(value, tuple) else value
            game, _ = play_night(game, entries)
        else:
            votes = {v: draw(st.sampled_from(alive + [None])) for v in alive
                     if v != game.sitting_out}
            day = DayEntries(votes=votes, revote=votes)
            try:
                check_day(game, day)
            except IllegalEntry:
                day = DayEntries(votes=votes)
            for shot in alive:
                try:
                    check_day(game, replace(day, hunter=shot))
                except IllegalEntry:
                    continue
                day = replace(day, hunter=shot)
                break
            raw = {"day": game.phase.number, "votes": {str(k): v for k, v in votes.items()}}
            if day.revote is not None:
                raw["revote"] = raw["votes"]
            if day.hunter is not None:
                raw["hunter"] = day.hunter
            game, _, _ = play_day(game, day)
        phases.append(raw)
    record = {"game": "classic", "players": {str(k): v for k, v in players.items()},
              "phases": phases}
    return record, game


@fuzz(150)
@given(legal_games())
def test_legal_games_end_and_resolve_the_same_from_their_record(played: Any) -> None:
    record, game = played
    assert game.ended is not None, "a game of legal entries always ends"
    result = resolve_classic(record)
    assert result.game.ended == game.ended and result.game.outcome == game.outcome
    assert result.deaths == game.deaths
    win = game.outcome
    assert win is not None and win.winners
    wolves_alive = [s for s in game.alive if game.seen_as_wolf(s) and game.players[s] != "lycan"]
    if win.winners[0].value == "village":
        assert not wolves_alive


@fuzz(200)
@given(st.data())
def test_a_seat_spelled_another_way_is_refused_never_merged(data: st.DataObject) -> None:
    """Two spellings of one seat ('1' and '01', '2' and '٢') never count as one: the
    other spelling is refused, naming it, wherever it stands."""
    players = {"1": "werewolf", "2": "seer", "3": "villager", "4": "villager", "5": "villager"}
    seat = data.draw(st.integers(min_value=1, max_value=5))
    other = data.draw(other_spellings(seat))
    where = data.draw(st.sampled_from(["players", "voter", "vote", "night"]))
    record: dict[str, Any] = {"game": "classic", "players": dict(players),
                              "phases": [{"night": 1}, {"day": 1, "votes": {str(seat): 1}}]}
    if where == "players":
        record["players"][other] = "villager"
    elif where == "voter":
        record["phases"][1]["votes"][other] = 2
    elif where == "vote":
        record["phases"][1]["votes"]["3"] = other
    else:
        record["phases"][0]["seer"] = other
    with pytest.raises(InvalidInput) as refused:
        resolve_classic(record)
    message = str(refused.value)
    assert ascii(other)[1:-1] in message or repr(other)[1:-1] in message
    assert "\n" not in message
