"""Round three's screens (issue #34, item 17), as the table met them, played on the rig."""

from __future__ import annotations

from collections.abc import Callable

from engine.onenight.presets import preset

from device.core.games import GAMES
from hw_mocks.rig import Rig

from .flows import reveal, seat_players, tap_votes, through_night, vote_now

SIX = (1, 2, 3, 4, 5, 6)


def test_the_chips_show_every_seat_with_chips_on_pages_the_knob_turns(
        make_rig: Callable[..., Rig]) -> None:
    """The chips page listed the four leaders and "and 3 more seats": now every seat with
    chips, the leaders first, four a page; a turn shows the next, a press the list."""
    rig = make_rig(settings=GAMES.settings(deck=preset(6).cards, first_speaker=False))
    rig.start()
    seat_players(rig, SIX)
    through_night(rig)
    vote_now(rig)
    rig.machine.table.chips = {1: 2, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}
    tap_votes(rig, {1: 2, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1})
    reveal(rig, {1: "werewolf", 2: "seer", 3: "villager", 4: "werewolf", 5: "robber",
                 6: "troublemaker"})
    rig.click()                                        # the list
    rig.menu_select("Chips")
    pages = [rig.screen]
    rig.turn(1)
    pages.append(rig.screen)
    rig.turn(1)                                        # and round again to the first
    assert rig.screen == pages[0]
    assert [(p.page, p.pages) for p in pages] == [(0, 2), (1, 2)]
    rows = [row for p in pages for row in p.lines]
    assert rows == ["Seat 1: 2 chips", "Seat 2: 2 chips", "Seat 3: 2 chips", "Seat 5: 2 chips",
                    "Seat 6: 2 chips", "Seat 4: 1 chip"]   # wolf 1 died: the village won
    rig.click()
    assert rig.screen.title == "Next"


def test_the_tally_shows_the_seats_playing_only(make_rig: Callable[..., Rig]) -> None:
    """Seats 3 and 6 not playing had a column in the tally (it ran 1 to the highest)."""
    playing = (1, 2, 4, 5, 7)
    rig = make_rig(settings=GAMES.settings(deck=preset(5).cards, first_speaker=False))
    rig.start()
    seat_players(rig, playing)
    through_night(rig)
    vote_now(rig)
    tap_votes(rig, {1: 2, 2: 1, 4: 1, 5: 1, 7: 1})
    rig.turn(1)
    rig.menu_select("Tally")
    assert type(rig.screen).__name__ == "TallyScreen"
    assert rig.screen.columns == playing
    assert dict(zip(rig.screen.columns, rig.screen.counts)) == {1: 4, 2: 1, 4: 0, 5: 0, 7: 0}
