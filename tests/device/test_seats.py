"""The seat panel: real gpiozero Buttons and LEDs on MockFactory pins."""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from device.events import SeatEdge
from device.hw.seats import GpioSeatPanel
from device.hw.stamps import EdgeClock
from device.pinout import SEAT_BUTTONS, SEAT_LEDS
from hw_mocks.panel import MockSeatPanel

from .helpers import drain, opened


def wait_until(check: Callable[[], bool], timeout: float = 5.0) -> bool:
    """Poll *check* until it holds (True) or *timeout* passes (False). Not a timing assert."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.005)
    return check()




@pytest.fixture()
def panel(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> Iterator[MockSeatPanel]:
    yield from opened(MockSeatPanel, events)


# -- buttons --


def test_press_and_release_put_stamped_edges_in_order(
    panel: MockSeatPanel, events: queue.Queue[object]
) -> None:
    panel.press(3, at=10.0)
    panel.press(7, at=10.05)
    panel.release(3, at=10.1)
    panel.release(7, at=10.2)
    assert drain(events) == [
        SeatEdge(10.0, 3, True), SeatEdge(10.05, 7, True),
        SeatEdge(10.1, 3, False), SeatEdge(10.2, 7, False),
    ]


def test_every_seat_reports_its_own_number(
    panel: MockSeatPanel, events: queue.Queue[object]
) -> None:
    for seat in panel.seats:
        panel.tap(seat, at=float(seat))
    got = drain(events)
    assert [(e.seat, e.pressed) for e in got if isinstance(e, SeatEdge)] == [
        (seat, pressed) for seat in range(1, 11) for pressed in (True, False)]


def test_edges_convert_to_the_ballot_triples(
    panel: MockSeatPanel, events: queue.Queue[object]
) -> None:
    panel.tap(4, 2, at=1.0, down=0.1, up=0.2)
    triples = [e.as_ballot() for e in drain(events) if isinstance(e, SeatEdge)]
    assert [(seat, edge) for _, seat, edge in triples] == [
        (4, "down"), (4, "up"), (4, "down"), (4, "up")]
    assert [t for t, _, _ in triples] == pytest.approx([1.0, 1.1, 1.3, 1.4])


def test_chatter_reaches_the_queue_undebounced(
    panel: MockSeatPanel, events: queue.Queue[object]
) -> None:
    settled = panel.press(2, at=5.0, bounce=3, bounce_step=0.001)
    panel.release(2, at=5.2, bounce=1, bounce_step=0.002)
    got = drain(events)
    assert settled == pytest.approx(5.006)
    edges = [e for e in got if isinstance(e, SeatEdge)]
    assert {e.seat for e in edges} == {2}
    assert [e.edge for e in edges] == ["down", "up"] * 3 + ["down", "up", "down", "up"]
    assert [e.t for e in edges] == pytest.approx(
        [5.0, 5.001, 5.002, 5.003, 5.004, 5.005, 5.006, 5.2, 5.202, 5.204])


def test_pressed_seats_follow_the_pins(panel: MockSeatPanel) -> None:
    panel.press(1, at=0.0)
    panel.press(9, at=0.1)
    assert panel.pressed_seats() == {1, 9}
    panel.release(1, at=0.2)
    assert panel.pressed_seats() == {9}
    panel.release(9, at=0.3)


def test_ten_seats_pressed_from_ten_threads_lose_nothing(
    panel: MockSeatPanel, events: queue.Queue[object]
) -> None:
    taps = 200
    start = threading.Barrier(10)

    def hammer(seat: int) -> None:
        start.wait()
        for i in range(taps):
            panel.press(seat, at=seat * 1000 + i)
            panel.release(seat, at=seat * 1000 + i + 0.5)

    threads = [threading.Thread(target=hammer, args=(seat,)) for seat in panel.seats]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    got = [e for e in drain(events) if isinstance(e, SeatEdge)]
    assert len(got) == 10 * taps * 2
    for seat in panel.seats:
        mine = [e for e in got if e.seat == seat]
        expected = [SeatEdge(seat * 1000 + i + half, seat, half == 0)
                    for i in range(taps) for half in (0, 0.5)]
        assert mine == expected, f"seat {seat}: events lost, reordered or misattributed"


def test_real_clock_stamps_are_edge_times_from_the_pin_library(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    from gpiozero import Device

    factory = Device.pin_factory
    assert factory is not None
    with GpioSeatPanel(events) as panel:
        before = time.monotonic()
        factory.pin(SEAT_BUTTONS[2]).drive_low()
        after = time.monotonic()
        (edge,) = drain(events)
        assert isinstance(edge, SeatEdge) and edge.seat == 2 and edge.pressed
        assert before <= edge.t <= after
        # A release the pin library reports 0.25 s late is stamped at its edge time.
        # (MockFactory's ticks are time.monotonic(), so they compare directly.)
        late = factory.ticks() - 0.25
        factory.pin(SEAT_BUTTONS[2]).when_changed(late, True)
        (edge,) = drain(events)
        assert isinstance(edge, SeatEdge) and not edge.pressed
        assert late <= edge.t < late + 0.1  # the edge, not the callback 0.25 s later
        assert panel.pressed_seats() == {2}  # the pin itself was never released
        factory.pin(SEAT_BUTTONS[2]).drive_high()


def test_edge_clock_falls_back_to_callback_time_on_a_clock_mismatch(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Ticks:
        def ticks(self) -> float:
            return 100.0

        def ticks_diff(self, later: float, earlier: float) -> float:
            return later - earlier

    stamps = EdgeClock(Ticks())
    before = time.monotonic()
    assert before - 0.5 <= stamps.at_ticks(99.75) <= time.monotonic() - 0.25 + 1e-9
    with caplog.at_level(logging.WARNING, logger="device.hw.stamps"):
        before = time.monotonic()
        t1 = stamps.at_ticks(1.7e9)  # realtime ns vs monotonic: "negative age"
        t2 = stamps.at_ticks(-5.0)  # far too old
        after = time.monotonic()
    assert before <= t1 <= t2 <= after
    assert len([r for r in caplog.records if "another clock" in r.message]) == 1
    virtual = EdgeClock(Ticks(), clock=lambda: 42.0)
    assert virtual.at_ticks(99.0) == 42.0 and virtual.before(3.0) == 42.0


def test_the_panel_runs_no_polling_threads(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    """gpiozero's Button polls for holds ten times a second; the seat buttons do not."""
    from gpiozero.mixins import HoldThread

    with GpioSeatPanel(events):
        assert wait_until(lambda: not any(isinstance(t, HoldThread) and t.is_alive()
                                          for t in threading.enumerate()))
        from gpiozero import Device

        Device.pin_factory.pin(SEAT_BUTTONS[6]).drive_low()
        Device.pin_factory.pin(SEAT_BUTTONS[6]).drive_high()
        edges = drain(events)
        assert [(e.seat, e.pressed) for e in edges] == [(6, True), (6, False)]


def test_buttons_and_leds_must_cover_the_same_seats(mock_factory: object) -> None:
    with pytest.raises(ValueError, match="same seats"):
        GpioSeatPanel(queue.Queue(), {1: 4, 2: 17}, {1: 14})


# -- LEDs --


def test_light_sweep_and_all_off_show_on_the_pins(panel: MockSeatPanel) -> None:
    assert panel.pwm
    panel.light([1, 3, 10])
    assert panel.lit_seats() == {1, 3, 10}
    assert panel.led_value(3) == 1.0
    panel.sweep_to(5)
    assert panel.lit_seats() == {5}
    panel.sweep_to(6)
    assert panel.lit_seats() == {6}
    panel.sweep_to(None)
    assert panel.lit_seats() == frozenset()
    panel.light([2, 4])
    panel.all_off()
    assert panel.led_values() == dict.fromkeys(panel.seats, 0.0)


def test_blink_toggles_the_pin_and_all_off_stops_the_thread(panel: MockSeatPanel) -> None:
    threads = set(threading.enumerate())
    pin = panel.led_pin(4)
    changes = len(pin.states)
    panel.blink([4, 8], on_time=0.01, off_time=0.01)
    assert panel.led_modes()[4] == "blink" and panel.led_modes()[1] == "off"
    assert wait_until(lambda: len(pin.states) >= changes + 4), "seat 4 LED did not blink"
    assert len(set(threading.enumerate()) - threads) == 2  # gpiozero's blink threads
    panel.all_off()
    assert set(threading.enumerate()) - threads == set()
    assert panel.led_value(4) == 0.0 and panel.led_value(8) == 0.0
    settled = len(pin.states)
    time.sleep(0.05)
    assert len(pin.states) == settled  # nothing drives it any more


def test_showing_the_same_picture_again_keeps_the_blink_running(panel: MockSeatPanel) -> None:
    panel.blink([2], on_time=0.2, off_time=0.2)
    running = set(threading.enumerate())
    panel.blink([2], on_time=0.2, off_time=0.2)
    assert set(threading.enumerate()) == running
    panel.blink([2], on_time=0.1, off_time=0.1)  # new timing: a new thread
    assert set(threading.enumerate()) != running


def test_pulse_fades_through_partial_brightness(panel: MockSeatPanel) -> None:
    pin = panel.led_pin(7)
    panel.pulse([7], fade_in=0.2, fade_out=0.2)
    assert wait_until(lambda: any(0 < s.state < 1 for s in pin.states)), "no fade seen"
    panel.all_off()
    assert panel.led_value(7) == 0.0


def test_show_mixes_lit_blinking_and_pulsing(panel: MockSeatPanel) -> None:
    panel.show(lit=[1, 2], pulsing=[3, 4], blinking=[5])
    assert panel.led_modes() == {
        1: "on", 2: "on", 3: "pulse", 4: "pulse", 5: "blink",
        6: "off", 7: "off", 8: "off", 9: "off", 10: "off"}
    assert {1, 2} <= panel.lit_seats()
    panel.light([3])  # a later call replaces the whole picture
    assert panel.led_modes()[1] == "off" and panel.led_modes()[3] == "on"
    assert panel.lit_seats() == {3}


def test_bad_led_requests_are_refused(panel: MockSeatPanel) -> None:
    with pytest.raises(ValueError, match="seat 11 is not on this panel"):
        panel.light([11])
    with pytest.raises(ValueError, match="seat 2 is asked to be both on and blink"):
        panel.show(lit=[2], blinking=[2])
    with pytest.raises(ValueError, match="above 0"):
        panel.blink([1], on_time=0)


def test_without_pwm_pins_leds_are_plain_and_pulse_blinks(
    no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()  # MockPin: no PWM
    try:
        with MockSeatPanel(events, pin_factory=factory) as panel:
            assert not panel.pwm
            pin = panel.led_pin(2)
            panel.pulse([2], fade_in=0.01, fade_out=0.01)
            assert wait_until(lambda: len(pin.states) >= 4)
            assert {s.state for s in pin.states} <= {False, True}
    finally:
        factory.reset()


def test_close_turns_leds_off_stops_threads_and_frees_pins(
    mock_factory: object, no_leaked_threads: None, events: queue.Queue[object]
) -> None:
    panel = MockSeatPanel(events)
    panel.show(lit=[1], blinking=[2, 3], pulsing=[4, 5])
    panel.close()
    panel.close()  # twice is fine
    assert panel.led_values() == dict.fromkeys(panel.seats, 0.0)
    with pytest.raises(RuntimeError, match="closed"):
        panel.light([1])
    # Every pin is free again: a second panel can claim them all.
    MockSeatPanel(events).close()


def test_pin_table_defaults(panel: MockSeatPanel) -> None:
    assert panel.seats == tuple(range(1, 11))
    assert panel.button_pin(1) is not panel.led_pin(1)
    assert set(SEAT_BUTTONS) == set(SEAT_LEDS) == set(panel.seats)


def test_ten_pulsing_leds_share_one_coarse_thread(panel: MockSeatPanel) -> None:
    import threading

    panel.pulse(range(1, 11), fade_in=0.3, fade_out=0.3)
    seen: dict[int, set[float]] = {seat: set() for seat in range(1, 11)}
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline and not all(len(v) >= 3 for v in seen.values()):
        for seat in seen:
            seen[seat].add(round(panel.led_value(seat), 2))
        time.sleep(0.02)
    assert all(len(values) >= 3 for values in seen.values()), seen     # they breathe
    pulsers = [t for t in threading.enumerate() if t.name == "nightbox-pulse"]
    assert len(pulsers) == 1                                         # one thread for all
    blinkers = [t for t in threading.enumerate() if "blink" in t.name.lower()]
    assert blinkers == []
