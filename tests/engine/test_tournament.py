"""Tournament chips (RULINGS §5)."""

from __future__ import annotations

import pytest

from engine.errors import InvalidInput
from engine.onenight.tournament import Chips, add_game, champion


def play(*games: tuple[int, ...]) -> Chips:
    chips = Chips.empty()
    for winners in games:
        chips = add_game(chips, winners)
    return chips


def test_each_winning_seat_earns_one_chip_per_game() -> None:
    chips = play((1, 2), (2, 3), (2,))
    assert dict(chips.by_seat) == {1: 1, 2: 3, 3: 1}
    assert chips.of(4) == 0 and chips.games == 3
    assert add_game(chips, [2, 2]).of(2) == 4  # a seat wins once per game


def test_adding_a_game_leaves_the_old_value_alone() -> None:
    before = play((1,))
    after = add_game(before, (1, 2))
    assert before.of(1) == 1 and after.of(1) == 2
    with pytest.raises(AttributeError):
        before.games = 5  # type: ignore[misc]


def test_no_champion_below_the_target() -> None:
    assert champion(play(*[(1,)] * 4)) is None
    assert champion(play(*[(1,)] * 5)) == 1


def test_the_first_seat_to_the_target_with_strictly_the_most_chips() -> None:
    chips = play(*[(1, 2)] * 5)
    assert champion(chips) is None  # tie at the top: keep playing
    chips = add_game(chips, (2, 3))
    assert champion(chips) == 2


def test_a_seat_above_the_target_but_tied_at_the_top_is_not_champion() -> None:
    chips = Chips({1: 6, 2: 6, 3: 2})
    assert champion(chips) is None
    assert champion(Chips({1: 6, 2: 5})) == 1


def test_the_target_can_be_changed() -> None:
    chips = play((3,), (3,), (1,))
    assert champion(chips, target=2) == 3
    assert champion(chips, target=3) is None
    with pytest.raises(InvalidInput):
        champion(chips, target=0)


def test_chips_refuse_nonsense_and_print_readably() -> None:
    with pytest.raises(InvalidInput):
        Chips({1: -1})
    with pytest.raises(InvalidInput):
        Chips({0: 2})
    assert repr(play((2,), (2, 5))) == "Chips(by_seat={2: 2, 5: 1}, games=2)"
    assert Chips({1: 0, 2: 1}) == Chips({2: 1})
