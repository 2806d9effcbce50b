"""The knob menu: roles with a live deck check, presets, settings that persist,
scores with a confirmed reset, the hardware test, and seating's preset offer."""

from __future__ import annotations

from collections.abc import Callable

from device.core.settings import Settings
from device.display.screens import MenuScreen
from device.display.table_screens import SeatingScreen
from hw_mocks.rig import Rig


def title(rig: Rig) -> str:
    return rig.transcript.kinds("show")[-1]["title"]


def test_roles_page_toggles_with_a_live_check(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Roles")
    assert title(rig) == "8 cards/5 players ✓"
    rig.menu_select("Base game")
    rig.menu_select("[ ] Insomniac")                # 9 cards: fits 6 players
    assert title(rig) == "9 cards/6 players ✓"
    rig.menu_select("Mason")                        # a count: edit with the knob
    assert rig.screen.editing
    rig.turn(1)                                     # 0 -> 2 (masons come as a pair)
    rig.click()
    assert title(rig) == "11 cards/8 players ✓"
    items = rig.transcript.kinds("show")[-1]["items"]
    assert "Mason: 2" in items and "[x] Insomniac" in items
    rig.menu_select("Werewolf")
    rig.turn(1)                                     # already 2 = the most
    rig.click()
    assert "Werewolf: 2" in rig.transcript.kinds("show")[-1]["items"]


def test_a_bad_deck_shows_a_cross(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Roles")
    rig.menu_select("Daybreak")
    rig.menu_select("[ ] Alpha Wolf")               # 9 cards with Alpha: 5 players
    assert title(rig) == "9 cards/5 players ✓"
    rig.long_press()                                # back to the editions
    rig.menu_select("Base game")
    rig.menu_select("Werewolf")
    rig.turn(-2)                                    # no other wolf for the center
    rig.click()
    assert title(rig).endswith("✗")


def test_settings_persist_across_a_restart(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    rig.start()
    rig.menu_select("Presets")
    rig.menu_select("7 players")
    items = rig.transcript.kinds("show")[-1]["items"]
    assert items[0] == "2 Werewolves" and items[-1] == "Use this deck"   # its cards first
    rig.menu_select("Use this deck")
    rig.menu_select("Rules")
    rig.menu_select("Lone wolf: on")
    assert "Lone wolf: off" in rig.transcript.kinds("show")[-1]["items"]
    again = make_rig()                              # same state folder, a fresh box
    again.start()
    again.menu_select("Roles")
    assert title(again) == "10 cards/7 players ✓"
    again.long_press()
    again.menu_select("Rules")
    assert "Lone wolf: off" in again.transcript.kinds("show")[-1]["items"]


def test_reset_scores_asks_first(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    rig.store.save_chips({"2": 3, "5": 1})
    rig = make_rig()
    rig.start()
    rig.menu_select("Scores")
    items = rig.transcript.kinds("show")[-1]["items"]
    assert items[:2] == ["Seat 2: 3 chips", "Seat 5: 1 chip"]
    rig.menu_select("Reset chips")
    assert title(rig) == "Reset all chips?"
    rig.menu_select("No, keep them")
    assert rig.store.load_chips() == {"2": 3, "5": 1}
    rig.menu_select("Reset chips")
    rig.menu_select("Yes, reset")
    assert rig.store.load_chips() == {}
    assert "Chips reset." in rig.said()


def test_voice_sample(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Voice")
    rig.menu_select("Play sample")
    assert rig.said()[-1].startswith("Hello.")


def test_hardware_test_names_each_press_and_walks_the_leds(rig: Rig) -> None:
    rig.start()
    rig.menu_select("System")
    rig.menu_select("Hardware test")
    assert rig.phase == "hwtest"
    lit = set()
    for _ in range(12):
        rig.run(0.5)
        lit |= rig.panel.lit_seats()
    assert lit == set(range(1, 11))
    rig.press(7)
    assert rig.said()[-1] == "Seat 7."
    assert "Seat 7 button" in rig.transcript.kinds("show")[-1]["lines"]
    rig.long_press()
    assert rig.phase == "menu"


def test_seating_offers_the_matching_preset(rig: Rig) -> None:
    rig.start()
    rig.menu_select("Start game")
    for seat in (1, 2, 3, 4, 5, 6):
        rig.press(seat)
    screen = rig.screen
    assert isinstance(screen, SeatingScreen) and not screen.ok and screen.needed == 9
    rig.click()                                     # take the 6-player preset
    assert rig.phase == "seating" and "Using the 6 player deck." in rig.said()
    assert rig.screen.ok and rig.screen.cards == 9
    rig.press(6)                                    # leaving: 5 players again
    assert rig.screen.joined == (1, 2, 3, 4, 5) and not rig.screen.ok
    rig.press(6)
    rig.click()
    assert rig.phase == "deal"


def test_deal_pulses_the_seats_still_to_confirm(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(settings=Settings())
    rig.start()
    rig.menu_select("Start game")
    for seat in (1, 2, 3, 4, 5):
        rig.press(seat)
    rig.click()
    rig.press(2)
    leds = rig.transcript.kinds("leds")[-1]
    assert leds["on"] == [2] and leds["pulse"] == [1, 3, 4, 5]
    assert rig.phase == "deal"


def test_menu_scrolls_and_returns(rig: Rig) -> None:
    rig.start()
    rig.turn(20)
    assert isinstance(rig.screen, MenuScreen) and rig.screen.cursor == len(rig.screen.items) - 1
    rig.turn(-20)
    assert rig.screen.cursor == 0


def test_the_system_menu_names_the_voice_that_speaks(rig: Rig) -> None:
    from device.shell.loop import VoiceChanged

    rig.start()
    rig.menu_select("System")
    screen = rig.screen
    assert isinstance(screen, MenuScreen) and "Voice: " in screen.items[0]
    rig.box.dispatch(VoiceChanged(rig.clock.now, False, "Piper (en_US-joe-medium)"))
    assert rig.machine.table.voice == "Piper (en_US-joe-medium)"
    rig.turn(1)
    rig.turn(-1)                                   # the page redraws with the new voice
    screen = rig.screen
    assert isinstance(screen, MenuScreen)
    assert screen.items[0] == "Voice: Piper"          # what fits a line; voice status has the rest


def test_the_menu_speaks_the_language_chosen_at_once(rig: Rig) -> None:
    """System → Language turned to German: the page is drawn again in German on that very
    turn, the cursor still on the language (shown in its own name), and the menu stays
    German; turned back, English again."""
    rig.start()
    rig.menu_select("System")
    rig.menu_select("Language: English")
    assert rig.screen.editing
    rig.turn(1)                                     # en -> de
    screen = rig.screen
    assert isinstance(screen, MenuScreen) and rig.machine.table.settings.language == "de"
    assert screen.items[1:] == ("Sprache: Deutsch", "Hardwaretest", "Ausschalten >")
    assert screen.items[0].startswith("Stimme: ")
    assert screen.cursor == 1 and screen.editing
    rig.turn(1)                                     # de -> fr
    assert rig.screen.items[1:] == ("Langue: Français", "Test matériel", "Éteindre >")
    assert rig.screen.title == "Système"
    rig.turn(-1)                                    # back to German, and kept
    rig.click()
    assert not rig.screen.editing and rig.screen.items[1] == "Sprache: Deutsch"
    rig.long_press()                                # the root page, in German too
    assert rig.screen.items[0] == "Spiel starten" and rig.screen.cursor == 8
    assert "Regeln >" in rig.screen.items
    rig.menu_select("System")
    rig.menu_select("Sprache: Deutsch")
    rig.turn(-1)                                    # de -> en
    assert rig.screen.items[1:] == ("Language: English", "Hardware test", "Shut down >")
