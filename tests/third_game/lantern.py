"""Lantern: one card per player (a Keeper, the rest villagers), one night step (the Keeper
lights the lantern), the day, one tap vote, and the verdict: the most-voted seats are out;
the village wins if the Keeper is not among them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

from engine.ballot import BallotResult
from engine.cues import Cue, Pause, Say
from engine.errors import InvalidInput
from engine.words import Words

from device.core import effects as fx
from device.core import game_effects as gfx
from device.core.events import Event, NightPrepared
from device.core.flow import DAY, DEAL, MENU, SEATING, VOTE
from device.core.game import Game
from device.core.game_choices import Deal, PresetChoice, RoleChoice
from device.core.game_events import NightDone
from device.core.machine import Kept, Machine, State, Step, bind, session_of
from device.core.records import KeyLines, NightText, Resumable, ScriptRequest
from device.core.setting_table import Kind, Rows, row
from device.core.settings import Settings
from device.core.states import BOX_STATES
from device.core.table.ballot import BallotRound, BallotState
from device.core.table.day import DayState
from device.core.table.deal import DealState
from device.core.table.seating import SeatingState
from device.core.ui import views
from device.events import KnobLongPress, KnobPress

CARDS = ("keeper", "villager")
NIGHT_CUES: tuple[Cue, ...] = (
    Say(None, "Everyone, close your eyes."),
    Say("keeper", "Keeper, wake up and light the lantern."),
    Pause("keeper", 4.0),
    Say("keeper", "Keeper, close your eyes."),
    Say(None, "Everyone, wake up."),
)


def deck_of(ids: Sequence[str]) -> tuple[str, ...]:
    for card in ids:
        if card not in CARDS:
            raise InvalidInput(f"unknown Lantern card {card!r}")
    return tuple(sorted(ids, key=CARDS.index))


@dataclass(frozen=True, repr=False, kw_only=True)
class LanternRules(Rows):
    GAME: ClassVar[str] = "lantern"

    lantern_deck: tuple[str, ...] = row(Kind.CARDS, ("keeper", "villager", "villager"),
                                        "Lantern cards", section=None, page=None,
                                        cards=deck_of)


@dataclass
class LanternSession:
    seats: tuple[int, ...]
    votes: dict[int, int | None] = field(default_factory=dict)

    def fault(self, state: str, error: str) -> Kept:
        return Kept()

    def stopped(self) -> tuple[fx.Effect, ...]:
        return ()


NIGHT: Step[[NightPrepared]] = Step("night")
RESULT: Step[[LanternSession, BallotResult]] = Step("result")


class LanternNight(State):
    name = "night"

    def __init__(self, prepared: NightPrepared) -> None:
        self.prepared = prepared

    def enter(self, m: Machine, t: float) -> None:
        m.emit(fx.DARK, gfx.PlayNight(0.0), fx.Show(views.message("Night", ("Eyes closed",))))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, NightDone):
            m.goto(m.flow(DAY), event.t)


def out_of(votes: Mapping[int, int | None]) -> tuple[int, ...]:
    """The most-voted seats (nobody without a vote)."""
    counts = Counter(v for v in votes.values() if v is not None)
    top = max(counts.values(), default=0)
    return tuple(sorted(s for s, n in counts.items() if n == top)) if top else ()


class LanternResult(State):
    name = "result"

    def __init__(self, session: LanternSession, ballot: BallotResult) -> None:
        self.session, self.ballot = session, ballot

    def enter(self, m: Machine, t: float) -> None:
        self.session.votes = dict(self.ballot.votes)
        out = out_of(self.session.votes)
        m.emit(fx.Leds(blink=frozenset(out)),
               fx.Show(views.message("Lantern", (f"Out: {' '.join(map(str, out)) or '-'}",))),
               fx.Say(f"Out: {', '.join(map(str, out)) or 'nobody'}."))

    def on(self, m: Machine, event: Event) -> None:
        if isinstance(event, (KnobPress, KnobLongPress)):
            m.table.session = None
            m.goto(m.flow(MENU), event.t)


def _result(m: Machine, result: BallotResult, t: float) -> None:
    m.goto(m.flow(RESULT, session_of(m, LanternSession), result), t)


def vote() -> State:
    return BallotState(lambda m: BallotRound(voters=m.table.seats, then=_result, mode="tap",
                                             count_in=m.game.count_in, word=m.game.vote_word))


class LanternRecords:
    script_options: frozenset[str] = frozenset()

    def owns(self, record: Mapping[str, Any]) -> bool:
        return record.get("game") == "lantern"

    def summary(self, record: Any) -> tuple[str, str]:
        return str(len(record.get("seats", ()))), "played"

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        return {"out": list(out_of({int(k): v for k, v in record.get("votes", {}).items()}))}

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        return None

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        return Resumable(None)

    def script(self, request: ScriptRequest) -> NightText:
        return NightText(NIGHT_CUES, ("keeper",))

    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        return NIGHT_CUES


@dataclass(frozen=True)
class Lantern(Game[LanternSession]):
    def cards(self, settings: Settings) -> tuple[str, ...]:
        return settings.of(LanternRules).lantern_deck

    def with_cards(self, settings: Settings, cards: Iterable[str]) -> Settings:
        rules = settings.of(LanternRules)
        return settings.with_rules(rules.replace(lantern_deck=deck_of(list(cards))))

    def deck_title(self, settings: Settings) -> str:
        return f"{len(self.cards(settings))} cards"

    def role_choices(self) -> tuple[RoleChoice, ...]:
        return (RoleChoice("keeper", "Keeper"), RoleChoice("villager", "Villager", (0, 1, 2)))

    def preset_choices(self) -> tuple[PresetChoice, ...]:
        return tuple(PresetChoice(f"{n} players", ("keeper",) + ("villager",) * (n - 1),
                                  f"Deck set for {n} players.") for n in range(3, 6))

    def deck_fits(self, settings: Settings, players: int) -> bool:
        return len(self.cards(settings)) == players

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        cards = ("keeper",) + ("villager",) * (players - 1)
        return self.with_cards(settings, cards), f"Using the {players} player deck."

    def deal(self, m: Machine) -> Deal:
        m.table.session = LanternSession(tuple(sorted(m.table.seats)))
        return Deal(("Lantern. Look at your card, then press your button.",), night=NIGHT_CUES)

    def deal_screen(self, m: Machine, confirmed: frozenset[int], page: int) -> Any:
        return views.message("Deal", (f"Looked: {len(confirmed)}/{len(m.table.seats)}",))

    def start_night(self, m: Machine, prepared: NightPrepared | None, t: float) -> None:
        assert prepared is not None
        m.goto(m.flow(NIGHT, prepared), t)


LANTERN = Lantern("lantern", "Lantern", session_type=LanternSession, rules=LanternRules,
                  records=LanternRecords(), min_players=3, max_players=5,
                  flow=MappingProxyType(dict([
                      *BOX_STATES,
                      bind(SEATING, SeatingState),
                      bind(DEAL, DealState),
                      bind(NIGHT, LanternNight),
                      bind(DAY, DayState),
                      bind(VOTE, vote),
                      bind(RESULT, LanternResult),
                  ])))
