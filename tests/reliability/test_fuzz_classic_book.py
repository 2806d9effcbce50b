"""Fuzzing the whole classic rulebook: the scenarios from 11 to 68 players and decks of
every role, each with a random choice of the variants (the vote, the reveal, the
alternates, the daily dice, the Amulet, the Drunk), played with random but legal entries
through the engine, then written with the engine's own writer and resolved again.

A game so played resolves from its record to the same deaths and outcome, keeps the
table whole (each seat dead, alive or banished, once), and names a winner exactly when
it has ended."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine.classic.deck import ClassicDeck, drunk_pool
from engine.classic.entries import DayEntries, NightEntries, Nomination
from engine.classic.game import check_day, check_night, play_day, play_night
from engine.classic.options import ClassicOptions, Deal, VoteKind
from engine.classic.presets import PRESETS
from engine.classic.record import resolve_classic
from engine.classic.record_write import classic_record, day_json, night_json
from engine.classic.state import ClassicGame
from engine.classic.variable import draw_drunk
from engine.errors import IllegalEntry

from .conftest import fuzz

#: decks that hold every role of the rulebook between them
EVERY_ROLE = [ClassicDeck.parse(d) for d in (
    ("werewolf*2,lone_wolf,vampire*2,seer,aura_seer,pi,priest,magician,spellcaster,martyr,"
    "diseased,old_man,ghost,troublemaker,idiot,pacifist,hunter,villager*4"),
    ("werewolf*2,wolf_cub,minion,sorcerer,seer,apprentice_seer,bodyguard,witch,cupid,"
    "mason*2,mayor,prince,old_hag,tough_guy,cursed,doppelganger,drunk,cult_leader,hoodlum,"
    "tanner,lycan,villager*3"))]
DECKS = [p.deck for p in PRESETS.values() if p.players > 10] + EVERY_ROLE
#: the alternates a random game may play with (the compulsory Spellcaster's and the
#: secret Idiot's have tests of their own)
ALTERNATES = ("apprentice_looks", "aura_village", "bodyguard_once", "bodyguard_day",
              "lycan_shown_wolf", "magician_two", "martyr_night", "old_hag_passes",
              "pacifist_silent", "sorcerer_sees_wolves", "witch_one", "hoodlum_four",
              "cult_successor", "drunk_told", "cupid_moderator")
ONE_SEAT = ("vampire", "bodyguard", "priest", "witch_kill", "aura_seer", "pi", "spellcaster",
            "cult_leader", "old_hag", "seer", "seer_2", "sorcerer", "apprentice_seer",
            "doppelganger", "amulet", "martyr", "hunter")


def _night_value(draw: Any, key: str, alive: list[int], game: ClassicGame) -> Any:
    if key in ("werewolf", "magician_kill", "secret_society"):
        most = max(game.victims_allowed(), 1) if key == "werewolf" else 1
        return tuple(draw(st.lists(st.sampled_from(alive), min_size=1, max_size=most,
                                   unique=True)))
    if key == "hoodlum":
        marks = min(4 if game.options.has("hoodlum_four") else 2, len(alive))
        return tuple(draw(st.lists(st.sampled_from(alive), min_size=marks, max_size=marks,
                                   unique=True)))
    if key in ("cupid", "cupid_2"):
        pair = min(2, len(alive))
        return tuple(draw(st.lists(st.sampled_from(alive), min_size=pair, max_size=pair,
                                   unique=True)))
    if key in ("witch_save", "magician_save", "troublemaker"):
        return True
    if key == "ghost":
        return draw(st.sampled_from("AEKZ"))
    return draw(st.sampled_from(alive))


def _night(draw: Any, game: ClassicGame) -> NightEntries:
    alive = sorted(game.alive)
    entries = NightEntries()
    keys = ("werewolf", "wolf_cub_sacrifice", "magician_kill", "secret_society", "hoodlum",
            "cupid", "cupid_2", "witch_save", "magician_save", "troublemaker", "ghost",
            *ONE_SEAT)
    for key in keys:
        if not draw(st.booleans()) or (key == "secret_society" and draw(st.integers(0, 5))):
            continue
        value = True if key == "wolf_cub_sacrifice" else _night_value(draw, key, alive, game)
        trial = replace(entries, **{key: value})
        try:
            check_night(game, trial)
        except IllegalEntry:
            continue
        entries = trial
    return entries


def _day(draw: Any, game: ClassicGame, kind: VoteKind) -> DayEntries:
    can = sorted(game.alive - ({game.sitting_out} if game.sitting_out else set()))
    if kind is VoteKind.NOMINATE:
        rounds = tuple(Nomination(draw(st.sampled_from(can)),
                                  tuple(draw(st.lists(st.sampled_from(can), unique=True))))
                       for _ in range(draw(st.integers(min_value=0, max_value=3))))
        trials = [DayEntries(nominations=rounds[:n]) for n in range(len(rounds), -1, -1)]
    elif kind is VoteKind.ELIMINATION:
        order = draw(st.permutations(can))
        trials = [DayEntries(safe=tuple(order[1:]))]
    elif kind is VoteKind.PAIR:
        pair = tuple(draw(st.lists(st.sampled_from(can), min_size=2, max_size=2,
                                   unique=True))) if len(can) > 1 else None
        votes = {v: draw(st.sampled_from(pair)) for v in can} if pair else {}
        trials = [DayEntries(pair=pair, votes=votes)]  # type: ignore[arg-type]
    else:
        votes = {v: draw(st.sampled_from([*can, None])) for v in can}
        trials = [DayEntries(votes=votes, revote=votes), DayEntries(votes=votes)]
    for day in trials + [DayEntries()]:
        try:
            check_day(game, day)
        except IllegalEntry:
            continue
        for key, value in (("martyr", draw(st.sampled_from(can))),
                           ("hunter", draw(st.sampled_from(can)))):
            try:
                check_day(game, replace(day, **{key: value}))
            except IllegalEntry:
                continue
            day = replace(day, **{key: value})
        return day
    raise AssertionError("no legal day at all")


@st.composite
def book_games(draw: Any) -> tuple[dict[str, Any], ClassicGame]:
    deck = draw(st.sampled_from(DECKS))
    seed = draw(st.integers(min_value=0, max_value=99))
    kind = draw(st.sampled_from(list(VoteKind)))
    options = ClassicOptions(
        reveal=draw(st.sampled_from(["full", "wolf", "team", "none"])), vote=kind,
        alternates=frozenset(draw(st.lists(st.sampled_from(ALTERNATES), max_size=4,
                                           unique=True))),
        seed=seed, daily_changes=draw(st.booleans()))
    cards = list(draw(st.permutations(deck.cards)))
    players = {i + 1: r for i, r in enumerate(cards)}
    deal = Deal(amulet=draw(st.sampled_from(sorted(players))) if draw(st.booleans()) else None,
                drunk=draw_drunk(drunk_pool(deck, options), seed) if "drunk" in deck else None)
    game = ClassicGame.start(players, options, deal)
    phases: list[dict[str, Any]] = []
    while game.ended is None and len(phases) < 24:
        if game.phase.is_night:
            night = _night(draw, game)
            phases.append(night_json(game.phase.number, night))
            game, _ = play_night(game, night)
        else:
            day = _day(draw, game, kind)
            phases.append(day_json(game.phase.number, day))
            game, _, _ = play_day(game, day)
    return classic_record(players, options, phases, deal), game


@fuzz(40)
@given(book_games())
def test_every_variant_plays_and_resolves_the_same_from_its_record(played: Any) -> None:
    record, game = played
    result = resolve_classic(record)
    assert result.game.ended == game.ended and result.game.outcome == game.outcome
    assert result.deaths == game.deaths
    dead = [d.seat for d in game.deaths]
    assert len(dead) == len(set(dead))
    assert set(dead) | game.alive | game.gone == set(game.players)
    out = result.to_json()
    assert bool(out["winners"]) == (out["ended"] is not None)
    assert set(out["winning_seats"]) <= set(game.players) - game.lost - game.gone
