"""What the dealer needs to hear and see: the deck as counts, in words.

``deal_line(deck)`` -> "Deal two Werewolves, one Seer, one Robber, one Troublemaker and
three Villagers: one card to each player and three to the center." Pure text, for the
voice and the deal screen; and for a deck that plays with marks, the marks to put out
(``marks_said``, a sentence at a time from a bounded set, ``mark_lines`` for the screen).
"""

from __future__ import annotations

from collections import Counter

from ..languages import EN
from ..words import ENGLISH, N_, Words
from .board import board, uses_marks
from .deck import Deck
from .mark import Mark
from .roles import ROLE_IDS, ROLES

NUMBERS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"),
           N_("seven"), N_("eight"), N_("nine"), N_("ten"), N_("eleven"), N_("twelve"),
           N_("thirteen"), N_("fourteen"))
#: the name of two or more of a card; every role a deck may hold twice or more is here
PLURALS = {"werewolf": N_("Werewolves"), "mason": N_("Masons"), "villager": N_("Villagers")}
#: the fourth center card (said after the deal line)
ALPHA_ASIDE = N_("The fourth center card stays aside, for the Alpha Wolf.")


def counts(deck: Deck) -> tuple[tuple[str, int], ...]:
    """``(role id, copies)`` in wake-table order."""
    have = Counter(deck.cards)
    return tuple((role_id, have[role_id]) for role_id in ROLE_IDS if have[role_id])


def card_name(role_id: str, n: int, words: Words = ENGLISH) -> str:
    """The card's name for ``n`` copies: ``"Seer"``, ``"Werewolves"``."""
    name = words._(ROLES[role_id].name)
    if n == 1:
        return name
    if role_id in PLURALS:
        return words._(PLURALS[role_id])
    # a card the deck rules allow only once: English adds an s, other languages keep the name
    return name + "s" if words.lang is EN else name


#: characters in one line of the OLED's body text
LINE_CHARS = 21


def deck_lines(deck: Deck, words: Words = ENGLISH) -> tuple[str, ...]:
    """One line per role for the screen: ``"2 Werewolves"``, ``"1 Seer"``; a name too
    long for a line is given short (``"1 P.I."``)."""
    lines = []
    for role_id, n in counts(deck):
        line = words._("{n} {role}", n=n, role=card_name(role_id, n, words))
        lines.append(line if len(line) <= LINE_CHARS
                     else words._("{n} {role}", n=n, role=words._(ROLES[role_id].short)))
    return tuple(lines)


def _item(role_id: str, n: int, words: Words) -> str:
    """``"one Seer"``, ``"two Werewolves"``; a card named with its article, alone in any
    deck, by its name (``"The Master"``, never ``"one The Master"``)."""
    if n == 1 and ROLES[role_id].name.startswith("The "):
        return card_name(role_id, 1, words)
    return words.n_("one {role}", "{count} {cards}", n, role=card_name(role_id, 1, words),
                    count=words._(NUMBERS[n]), cards=card_name(role_id, n, words))


def deal_line(deck: Deck, words: Words = ENGLISH) -> str:
    """The whole deck, said once on request."""
    items = [_item(role_id, n, words) for role_id, n in counts(deck)]
    line = words._("Deal {cards}: one card to each player and {center} to the center.",
                   cards=words.join(items), center=words._(NUMBERS[deck.extra_cards]))
    if "alpha_wolf" in deck.cards:
        return f"{line} {words._(ALPHA_ASIDE)}"
    return line


#: each mark in a word, for the deal screen's short lines (``"Love ×2"``)
MARK_WORDS: dict[Mark, str] = {
    Mark.CLARITY: N_("Clarity"), Mark.VAMPIRE: N_("Vampire"), Mark.FEAR: N_("Fear"),
    Mark.BAT: N_("Bat"), Mark.DISEASE: N_("Disease"), Mark.LOVE: N_("Love"),
    Mark.TRAITOR: N_("Traitor"), Mark.ASSASSIN: N_("Assassin")}


def marks_to_put_out(deck: Deck, players: int) -> dict[Mark, int]:
    """Every mark the table puts out for ``deck`` (docs/rules.md, "The marks"): a Mark of
    Clarity to each player, and the boards' marks; nothing for a deck without marks."""
    if not uses_marks(deck):
        return {}
    out = {Mark.CLARITY: players}
    for m, n in board(deck).items():
        out[m] = out.get(m, 0) + n
    return {m: out[m] for m in Mark if m in out}


def mark_lines(deck: Deck, players: int, words: Words = ENGLISH) -> tuple[str, ...]:
    """The deal screen's lines for the marks: ``"Marks:"``, then ``"Clarity ×7"``, a
    line a mark; none for a deck without marks."""
    out = marks_to_put_out(deck, players)
    if not out:
        return ()
    return (words._("Marks:"), *(words._("{mark} ×{n}", mark=words._(MARK_WORDS[m]), n=n)
                                 for m, n in out.items()))


def _counted(m: Mark, n: int, w: Words) -> str:
    """``"1 Mark of Fear"``, ``"2 Marks of Love"``: a whole template a mark, so each
    language writes its plural and its article (said as a sentence of its own)."""
    said = {
        Mark.CLARITY: lambda: w.n_("{n} Mark of Clarity", "{n} Marks of Clarity", n),
        Mark.VAMPIRE: lambda: w.n_("{n} Mark of the Vampire", "{n} Marks of the Vampire", n),
        Mark.FEAR: lambda: w.n_("{n} Mark of Fear", "{n} Marks of Fear", n),
        Mark.BAT: lambda: w.n_("{n} Mark of the Bat", "{n} Marks of the Bat", n),
        Mark.DISEASE: lambda: w.n_("{n} Mark of Disease", "{n} Marks of Disease", n),
        Mark.LOVE: lambda: w.n_("{n} Mark of Love", "{n} Marks of Love", n),
        Mark.TRAITOR: lambda: w.n_("{n} Mark of the Traitor", "{n} Marks of the Traitor", n),
        Mark.ASSASSIN: lambda: w.n_("{n} Mark of the Assassin", "{n} Marks of the Assassin",
                                    n)}
    return said[m]()


#: the marks said at the deal, before the boards' marks (a sentence each, said after it)
PUT_OUT_MARKS = N_("Put out the marks: a Mark of Clarity to each player, face down, and on "
                   "the boards:")
#: the same for a deck whose roles only move or look at marks (nothing on the boards)
PUT_OUT_CLARITY = N_("Put out the marks: a Mark of Clarity to each player, face down.")


def marks_said(deck: Deck, players: int, words: Words = ENGLISH) -> tuple[str, ...]:
    """What the table puts out, said at the deal, a sentence at a time: ``"Put out the
    marks: a Mark of Clarity to each player, face down, and on the boards:"``, then each
    mark of the boards (``"1 Mark of the Vampire."``, ``"2 Marks of Love."``); none for a
    deck without marks. Every sentence is among :func:`every_marks_sentence`, whatever
    the deck and the players."""
    if not marks_to_put_out(deck, players):
        return ()
    on_boards = board(deck)
    if not on_boards:
        return (words._(PUT_OUT_CLARITY),)
    return (words._(PUT_OUT_MARKS), *(f"{_counted(m, n, words)}." for m, n in on_boards.items()))


def every_marks_sentence(words: Words = ENGLISH) -> tuple[str, ...]:
    """Every sentence :func:`marks_said` can say: the two openings, and each mark at each
    count a board can hold (a mark's count is the most one role hands out, twice with the
    Doppelganger: what one role's board holds, alone or beside the Doppelganger)."""
    givers = [r for r in ROLE_IDS if ROLES[r].marks]
    held = {item for r in givers for cards in ([r], [r, "doppelganger"])
            for item in board(Deck.of(cards)).items()}
    return (words._(PUT_OUT_MARKS), words._(PUT_OUT_CLARITY),
            *(f"{_counted(m, n, words)}." for m, n in sorted(held, key=_in_order)))


def _in_order(item: tuple[Mark, int]) -> tuple[int, int]:
    return list(Mark).index(item[0]), item[1]
