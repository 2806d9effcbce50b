"""The night book walked with random answers, night after night, for random ten-seat
decks of every role and random Alternates: every answer it offers is one the engine's
night check accepts (never an ``IllegalEntry``), through the roll call, the Amulet's card
left over and the Drunk's drawn card, to the end of the game."""

from __future__ import annotations

import random

import pytest

from engine.classic.day_rules import morning
from engine.classic.day_rules import voters as day_voters
from engine.classic.deck import ClassicDeck, deck_problems, drunk_pool, players_of
from engine.classic.entries import DayEntries
from engine.classic.game import play_day, play_night
from engine.classic.options import ClassicOptions, Deal
from engine.classic.protect import Guard
from engine.classic.roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES
from engine.classic.script import classic_steps

from device.core.games.classic.book import NightBook
from device.core.games.classic.rules import BOX_ALTERNATES
from device.core.games.classic.session import ClassicSession
from device.core.table.asks import Ask

SPECIAL = [r for r in CLASSIC_ROLE_IDS if r not in ("villager", "werewolf")]


def random_deck(rng: random.Random, options: ClassicOptions) -> ClassicDeck:
    while True:
        cards = ["werewolf"] * rng.randint(1, 2) + rng.sample(SPECIAL, rng.randint(2, 7))
        cards += ["mason"] if "mason" in cards else []
        deck = ClassicDeck.of(cards + ["villager"]
                              * (10 - players_of(ClassicDeck.of(cards), options)))
        if not deck_problems(deck, options) and players_of(deck, options) == 10:
            return deck


def answer(rng: random.Random, asks: list[Ask]) -> None:
    """Answer every ask, and every ask an answer leads to, at random."""
    while asks:
        ask = asks.pop(0)
        value = rng.choice(list(ask.options))[1] if ask.options else None
        asks[:0] = list(ask.then(value))


def roll_call(rng: random.Random, book: NightBook, dealt: dict[int, str]) -> None:
    """The Moderator enters each card's seat as dealt ("Left over" for the one left)."""
    asks = book.asks("roll_call")
    used: set[int] = set()
    while asks:
        ask = asks.pop(0)
        if not ask.options:
            continue
        values = [v for _label, v in ask.options]
        seat = next((s for s in values if isinstance(s, int) and s not in used
                     and ask.title.startswith(CLASSIC_ROLES[dealt[s]].short)), None)
        if seat is not None:
            used.add(seat)
        asks[:0] = list(ask.then(seat if seat is not None else "left_over"))


@pytest.mark.parametrize("seed", range(12))
def test_random_answers_are_always_legal(seed: int) -> None:
    rng = random.Random(seed)
    alternates = frozenset(a for a in BOX_ALTERNATES.values() if rng.random() < 0.3)
    # the Priest's alternate is for a game that does not reveal the dead
    options = ClassicOptions(alternates=alternates,
                             reveal="none" if "priest_learns" in alternates else "full")
    deck = random_deck(rng, options)
    cards = list(deck.cards)
    rng.shuffle(cards)
    dealt = dict(zip(range(1, 11), cards))
    drunk = rng.choice(drunk_pool(deck, options)) if "drunk" in deck else None
    idiot = rng.randint(1, 10) if options.has("idiot_secret") else None
    session = ClassicSession(tuple(range(1, 11)), deck, options,
                             deal=Deal(drunk=drunk, idiot=idiot))
    for _night in range(8):
        book = NightBook(session)
        number = session.night
        for step in classic_steps(deck, number, options, drunk):
            if step == "roll_call":
                roll_call(rng, book, dealt)
            else:
                answer(rng, book.asks(step))
        game = book.game
        assert game is not None
        after, _dawn = play_night(game, book.entries)     # never an IllegalEntry
        session.game = after
        if after.ended is not None:
            return
        voters = sorted(day_voters(morning(after, DayEntries(), Guard())[0]))
        target = rng.choice(voters)
        votes = dict.fromkeys(voters, target)
        session.game = play_day(after, DayEntries(votes=votes))[0]
        if session.game.ended is not None:
            return
