"""One Night's own lines: the deaths and the winners of a game, the deck chosen for a
number of players, and the score (the winning seats, the champion, why the revealed cards
changed the deaths). Every line is in the prepare catalogue for each seat it can name.

Each line is a whole template of the catalogue, said in the current language
(``device.i18n.language``); the constants are English, marked with ``N_``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.onenight.dealing import deal_line, marks_said
from engine.onenight.deck import Deck
from engine.onenight.role import Edition
from engine.words import capital

from device.i18n.language import N_, _, n_, words

#: each box of cards as the Roles page lists it, in the order the boxes came out: the
#: published names (One Night Ultimate Werewolf, its Daybreak, One Night Ultimate Vampire,
#: the Bonus Roles)
EDITIONS: dict[Edition, str] = {
    Edition.BASE: N_("Base game"), Edition.DAYBREAK: N_("Daybreak"),
    Edition.VAMPIRE: N_("Vampire"), Edition.BONUS: N_("Bonus Roles")}

DEAL_LINE = N_("Deal the cards. Look at yours, then press your button.")
HEAR_DECK_LINE = N_("To hear the deck, press the knob.")


#: why nobody dies at the vote (RULINGS §3): no vote counted, or none got two
NO_VOTES_WHY = N_("No vote counted, so nobody dies.")
SPREAD_WHY = N_("No seat got more than one vote, so nobody dies.")


def nobody_dies_why(counts: Mapping[int, int]) -> str:
    """Said after "Nobody dies." at the vote: why (no vote counted, or a spread vote)."""
    return _(SPREAD_WHY if any(counts.values()) else NO_VOTES_WHY)


def deaths_line(dead: Iterable[int]) -> str:
    d = sorted(dead)
    if not d:
        return _("Nobody dies.")
    return capital(n_("{seats} dies.", "{seats} die.", len(d), seats=words().seats(d)))


#: the team words of a win shared by more than one team ("The village and the Tanner win.")
TEAM_WORDS = {"village": N_("the village"), "werewolf": N_("the werewolves"),
              "tanner": N_("the Tanner"), "vampire": N_("the vampires"),
              "alien": N_("the aliens"), "assassin": N_("the Assassin"),
              "apprentice_assassin": N_("the Apprentice Assassin"),
              "family_man": N_("the Family Man")}
#: one team's win, a whole sentence each
TEAM_WINS = {"village": N_("The village wins."), "werewolf": N_("The werewolves win."),
             "tanner": N_("The Tanner wins."), "vampire": N_("The vampires win."),
             "alien": N_("The aliens win.")}


def winners_line(teams: Iterable[str]) -> str:
    names = list(teams)
    if not names:
        return _("Nobody wins.")
    if len(names) == 1 and names[0] in TEAM_WINS:
        return _(TEAM_WINS[names[0]])
    said = [_(TEAM_WORDS[t]) if t in TEAM_WORDS else t for t in names]
    if len(said) == 1:
        return _("{team} wins.", team=capital(said[0]))
    return _("{teams} win.", teams=capital(words().join(said)))


def deck_said(deck: Deck, players: int) -> tuple[str, ...]:
    """The deal, on request: the whole deck, then the marks to put out (a deck that plays
    with marks)."""
    return (deal_line(deck, words()), *marks_said(deck, players, words()))


def using_deck_line(players: int) -> str:
    """Seating: the chosen deck does not fit the seats joined, so the preset does."""
    return _("Using the {players} player deck.", players=players)


def deck_set_line(players: int) -> str:
    """The menu: the host picked One Night's preset for ``players``."""
    return _("Deck set for {players} players.", players=players)


def revealed_deaths_line(dead: Iterable[int]) -> str:
    """The score: the deaths again, when the revealed cards changed them."""
    return _("With the cards revealed: {deaths}", deaths=deaths_line(dead))


def winning_line(seats: Iterable[int]) -> str:
    """The score: the seats that won."""
    return _("Winning: {seats}.", seats=words().seats(seats))


def champion_line(seat: int) -> str:
    """The score: a seat reached the chips to win the tournament."""
    return _("Seat {seat} is the champion! A new tournament begins.", seat=seat)


def cause_lines(shots: Mapping[int, int], protected: Iterable[int],
                ricochet: Mapping[int, int] | None = None,
                lovers: Iterable[int] = (), battle: Iterable[int] = ()) -> list[str]:
    """Why the revealed cards changed the deaths: each seat the epic battle's second most
    votes sent out, each Hunter's shot, each seat the Bodyguard kept safe ("Seat 2 dies:
    the Hunter's shot."), each death a Ricochet Rhino sent on, each lover who died with the
    other."""
    lines = [_("Seat {seat} dies: the second most votes, in an epic battle.", seat=seat)
             for seat in sorted(battle)]
    lines += [_("Seat {seat} dies: the Hunter's shot.", seat=target)
              for _hunter, target in sorted(shots.items())]
    lines += [_("Seat {seat} dies: the Rhino's ricochet.", seat=target)
              for _rhino, target in sorted((ricochet or {}).items())]
    lines += [_("Seat {seat} dies for love.", seat=seat) for seat in sorted(lovers)]
    return lines + [_("Seat {seat} is safe: the Bodyguard.", seat=seat)
                    for seat in sorted(protected)]
