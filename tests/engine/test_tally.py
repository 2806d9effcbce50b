"""The vote count and deaths (RULINGS §3)."""

from __future__ import annotations

import pytest

from engine.errors import InvalidRecord, UnknownRole
from engine.onenight.deck import Deck
from engine.onenight.roles import ROLES
from engine.onenight.tally import tally

FIVE = range(1, 6)


def cards(text: str) -> dict[int, str]:
    """``"werewolf seer robber"`` -> ``{1: "werewolf", 2: "seer", 3: "robber"}``."""
    return dict(enumerate(text.split(), start=1))


def test_the_most_votes_die() -> None:  # §3.4
    t = tally({1: 2, 2: 3, 3: 2, 4: 2, 5: 1}, FIVE)
    assert dict(t.counts) == {1: 1, 2: 3, 3: 1, 4: 0, 5: 0}
    assert t.dead == (2,) and t.top == 3 and not t.provisional


def test_ties_all_die() -> None:  # §3.4
    t = tally({1: 2, 2: 1, 3: 2, 4: 1, 5: 3}, FIVE)
    assert t.dead == (1, 2)


def test_nobody_dies_when_nobody_has_more_than_one_vote() -> None:  # §3.4, the circle vote
    t = tally({1: 2, 2: 3, 3: 4, 4: 5, 5: 1}, FIVE)
    assert t.dead == () and t.top == 1


def test_self_votes_and_votes_for_non_players_are_no_votes() -> None:  # §3.1
    t = tally({1: 1, 2: 1, 3: 9, 4: 1, 5: None}, FIVE)
    assert t.counts[1] == 2 and sum(t.counts.values()) == 2
    assert tally({1: 1, 2: 2, 3: 3, 4: 1}, FIVE).dead == ()


def test_a_voter_who_is_not_playing_is_refused() -> None:
    with pytest.raises(InvalidRecord, match="seat 7"):
        tally({7: 1}, FIVE)


def test_without_cards_the_count_is_plain_and_provisional_with_vote_changers() -> None:
    votes = {1: 2, 3: 2, 4: 1, 5: 1, 2: 1}
    assert tally(votes, FIVE, deck=Deck.parse("werewolf,seer,robber")).provisional is False
    for changer in ("hunter", "bodyguard", "prince", "cursed"):
        t = tally(votes, FIVE, deck=["werewolf", changer, "seer"])
        assert t.provisional and t.dead == (1,)
    assert tally(votes, FIVE).provisional is False


def test_the_bodyguard_protects_instead_of_voting() -> None:  # §3.2, §3.4
    # seat 3 guards seat 1, who has the most votes; seat 2 has the next most and dies
    roles = cards("werewolf seer bodyguard villager villager robber")
    votes = {2: 1, 4: 1, 5: 1, 3: 1, 1: 2, 6: 2}
    t = tally(votes, range(1, 7), roles)
    assert t.protected == (1,) and t.counts[1] == 3
    assert t.dead == (2,) and t.top == 2


def test_the_bodyguards_vote_does_not_count() -> None:  # §3.2
    roles = cards("werewolf seer bodyguard villager villager")
    t = tally({3: 2, 1: 2, 4: 1, 5: 4}, FIVE, roles)
    assert t.counts[2] == 1 and t.dead == ()
    assert tally({3: 2, 1: 2, 4: 1, 5: 4}, FIVE).dead == (2,)  # plain count


def test_a_bodyguard_voting_for_themselves_protects_nobody() -> None:  # §3.1
    roles = cards("werewolf seer bodyguard villager villager")
    t = tally({3: 3, 1: 3, 2: 3}, FIVE, roles)
    assert t.protected == () and t.dead == (3,)


def test_votes_for_the_prince_do_not_count() -> None:  # §3.3, §3.4
    roles = cards("werewolf prince seer villager villager")
    t = tally({1: 2, 3: 2, 4: 2, 5: 1, 2: 1}, FIVE, roles)
    assert t.counts[2] == 0 and t.dead == (1,)
    alone = tally({1: 2, 3: 2, 4: 2, 5: 2, 2: 1}, FIVE, roles)
    assert alone.dead == ()


def test_a_dead_hunter_takes_their_target() -> None:  # §3.5
    roles = cards("werewolf hunter seer villager villager")
    t = tally({1: 2, 3: 2, 4: 2, 2: 5, 5: 1}, FIVE, roles)
    assert t.voted_out == (2,) and t.dead == (2, 5) and dict(t.shots) == {2: 5}


def test_hunter_chains_through_the_doppelganger_hunter() -> None:  # §3.5, §4 doppelganger
    roles = cards("werewolf hunter doppelganger:hunter seer villager villager")
    t = tally({1: 2, 4: 2, 5: 2, 2: 3, 3: 1, 6: 4}, range(1, 7), roles)
    assert t.dead == (1, 2, 3) and dict(t.shots) == {2: 3, 3: 1}


def test_a_hunter_cannot_shoot_a_protected_seat() -> None:  # §3.2, §3.5
    roles = cards("werewolf hunter bodyguard seer villager")
    t = tally({1: 2, 4: 2, 5: 2, 2: 1, 3: 1}, FIVE, roles)
    assert t.dead == (2,) and dict(t.shots) == {}


def test_a_hunter_can_shoot_the_prince() -> None:  # §3.3 protects from votes only
    roles = cards("werewolf hunter prince seer villager")
    t = tally({1: 2, 4: 2, 5: 2, 2: 3, 3: 1}, FIVE, roles)
    assert t.dead == (2, 3)


def test_the_cursed_turns_on_a_wolfs_vote() -> None:  # §3.6
    roles = cards("werewolf cursed seer villager villager")
    assert tally({1: 2, 3: 2}, FIVE, roles).turned == (2,)
    assert tally({3: 2, 4: 2, 1: 3}, FIVE, roles).turned == ()


def test_cards_must_cover_the_players_and_be_known() -> None:
    with pytest.raises(InvalidRecord, match="seat 5"):
        tally({}, FIVE, cards("werewolf seer robber villager"))
    with pytest.raises(UnknownRole, match="did you mean 'hunter'"):
        tally({}, FIVE, cards("werewolf huntr seer villager villager"))
    with_role_objects = {seat: ROLES[c] for seat, c in cards("werewolf hunter seer").items()}
    assert tally({1: 2, 3: 2, 2: 1}, range(1, 4), with_role_objects).dead == (1, 2)


def test_the_tally_is_a_frozen_value() -> None:
    t = tally({1: 2, 3: 2}, FIVE)
    with pytest.raises(AttributeError):
        t.dead = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        t.counts[1] = 5  # type: ignore[index]
    assert repr(t).startswith("Tally(counts={1: 0, 2: 2")


def test_a_turned_cursed_turns_the_next_cursed() -> None:  # §3.6: a turned Cursed is a wolf seat
    roles = cards("werewolf cursed doppelganger:cursed seer villager")
    assert tally({1: 2, 2: 3}, FIVE, roles).turned == (2, 3)
    assert tally({4: 2, 2: 3}, FIVE, roles).turned == ()
