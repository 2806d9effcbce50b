"""What the classic states share: the living seats lit, the deaths spoken with the
reveal mode, the end of a phase (saved at once, then the winner or the next phase), and
a game stopped with a long press (kept in the history, not resumed)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.classic.deaths import Death
from engine.classic.state import ClassicGame

from device.core import effects as fx
from device.core.games.classic.session import Session
from device.core.machine import Machine
from device.core.ui.classic_phrases import death_line, reveal_line


def lit(m: Machine, game: ClassicGame | None, seats: Iterable[int] = (),
        blink: Iterable[int] = ()) -> None:
    """The living seats lit (or ``seats``), the dead dark."""
    on = frozenset(seats) if game is None else game.alive
    m.emit(fx.Leds(on=on - frozenset(blink), blink=frozenset(blink) & on))


def announce(m: Machine, after: ClassicGame, deaths: Iterable[Death]) -> None:
    """Each death, then what the seat was (the reveal mode decides how much)."""
    for death in deaths:
        m.emit(fx.Say(death_line(death)))
        line = reveal_line(death.seat, after.players[death.seat], after.options.reveal,
                           death.seat in after.turned)
        if line:
            m.emit(fx.Say(line))


def end_phase(m: Machine, session: Session, phase: dict[str, object], after: ClassicGame,
              t: float) -> None:
    """The phase is over: keep it (saved at once), then the winner or the next phase."""
    session.game = after
    session.phases.append(phase)
    record = session.record()
    m.emit(fx.SaveCurrent(record), fx.Record("classic_phase", dict(phase)))
    if after.ended is not None:
        m.goto(m.flow("end", session), t)
    elif after.phase.is_night:
        m.goto(m.flow("night", session), t)
    else:
        m.goto(m.flow("day", session), t)


def stop_game(m: Machine, session: Session, t: float) -> None:
    """A long press stops the game: the phases played go to the history as they are (the
    record has no winner), nothing is left to resume, and the menu comes back."""
    if session.game is not None and session.phases:
        m.emit(fx.SaveGame(session.record()))
    m.emit(fx.SaveCurrent(None))
    m.goto(m.flow("menu"), t)
