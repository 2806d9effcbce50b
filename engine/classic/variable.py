"""Variable roles and werewolves (the rulebook's variant): the cards chosen to be
uncertain are mixed with as many Villagers as the Moderator adds, and as many cards as
Villagers added are discarded at random. The draw is made from the record's seed, so a
record keeps it and ``nightbox resolve`` checks the deal against it."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from .options import Variable
from .roles import CLASSIC_ROLE_IDS


def draw(variable: Variable, seed: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cards kept and the cards discarded, each in role-table order: the same for the
    same seed on every machine."""
    pool = sorted([*variable.cards, *["villager"] * variable.villagers])
    random.Random(f"classic/{seed}/variable").shuffle(pool)
    gone, kept = pool[:variable.villagers], pool[variable.villagers:]
    return _ordered(kept), _ordered(gone)


def _ordered(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=CLASSIC_ROLE_IDS.index))


def in_play(cards: Sequence[str], variable: Variable, seed: int
            ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cards dealt from the deck ``cards`` (every card the Moderator set out, the
    mixed ones among them) and the cards set aside, each in role-table order: the cards
    not mixed, with those the draw of ``seed`` kept."""
    kept, gone = draw(variable, seed)
    rest = Counter(cards) - Counter(variable.cards)
    return _ordered([*rest.elements(), *kept]), gone


def mix_problems(cards: Sequence[str], variable: Variable) -> list[str]:
    """Why ``variable`` cannot be mixed out of the deck ``cards``: a card the deck lacks,
    the Seer, or every Werewolf in the mix (the rulebook: always a Seer and a Werewolf)."""
    if "seer" in variable.cards:
        return ["variable: never mix the Seer in; there is always one"]
    have, mixed = Counter(cards), Counter(variable.cards)
    if mixed - have:
        return [f"variable: {min(mixed - have)} is mixed in but not in the deck"]
    if mixed["werewolf"] and have["werewolf"] - mixed["werewolf"] < 1:
        return ["variable: keep at least one Werewolf out of the mix"]
    return []


def variable_problems(variable: Variable, seed: int, dealt: Sequence[str]) -> list[str]:
    """Why ``dealt`` (every card of the game) is not a deal of ``variable`` drawn with
    ``seed``: the Seer or every Werewolf mixed in, or a kept card missing."""
    if "seer" in variable.cards:
        return ["variable: never mix the Seer in; there is always one"]
    kept, _ = draw(variable, seed)
    have, keep = Counter(dealt), Counter(kept)
    missing = keep - have
    if missing:
        card = min(missing)
        return [f"variable: the draw of seed {seed} keeps {card}, which the deal lacks"]
    if have["werewolf"] - keep["werewolf"] < 1:
        return ["variable: keep at least one Werewolf out of the mix"]
    return []


def draw_drunk(pool: Sequence[str], seed: int) -> str:
    """The Drunk's role, drawn from ``pool`` (:func:`engine.classic.deck.drunk_pool`) with
    ``seed``: the same on every machine."""
    return random.Random(f"classic/{seed}/drunk").choice(sorted(pool))
