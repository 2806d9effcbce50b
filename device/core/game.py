"""A game the box runs, as one typed plug-in: :class:`Game`, over the game's session ``S``.

A game is a package of its own (``device/core/games/<name>/`` and ``engine/<name>/``).
It gives the box, through this one interface: its flow (its states bound to typed keys,
with the shared ones of ``device.core.table``), its table of rules (``rules``), its menu
pages (the roles, the presets, the rules), what the seating, the deal, the day and the
vote ask of it, the lines it can say (for the prepared voice) and its records
(``records``: for the command line and the store). The shared layers ask; a game
overrides what it does differently and leaves the rest to the defaults here. The
registry (``device.core.games``) lists the games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, ParamSpec, TypeVar

from engine.cues import COUNT_IN_WORDS
from engine.words import Words

from device.core.events import NightPrepared
from device.core.game_records import Records
from device.core.machine import MENU, VOTE, Session, State, Step, session_of
from device.core.setting_table import Rows, page_rows
from device.core.settings import Settings
from device.core.ui import views
from device.core.ui.menu import Item
from device.i18n.language import N_, _

if TYPE_CHECKING:
    from engine.ballot_record import BallotRecord

    from device.core.game_choices import Deal, PresetChoice, RoleChoice
    from device.core.machine import Machine

P = ParamSpec("P")
S = TypeVar("S", bound=Session)


@dataclass(frozen=True)
class Game(Generic[S]):
    """A game: its flow (every key bound to a state), its session type and its rules, and
    what the shared table flow asks of it. Subclass it, override what the game does
    differently, bind the keys in its ``game.py`` and add one entry to the registry."""

    name: str
    #: the menu's title (English, ``N_``)
    title: str
    flow: Mapping[str, Callable[..., State]] = field(repr=False)
    #: the game under way, as the machine holds it (``m.table.session``)
    session_type: type[S] = field(repr=False)
    #: the game's own table of settings (``settings.of(game.rules)``)
    rules: type[Rows] = field(repr=False)
    records: Records = field(repr=False)
    min_players: int = 3
    max_players: int = 10
    #: the vote's count-in, and the word the screen shows as the ballot opens (English:
    #: said and shown in the box's language)
    count_in: tuple[str, ...] = COUNT_IN_WORDS
    vote_word: str = views.VOTE_WORD
    #: said as the seating opens (in English: the table flow says it with ``_()``)
    join_line: str = N_("Press your button to join. Then press the knob.")
    #: the Rules and Presets pages' titles (English)
    rules_title: str = N_("Rules")
    presets_title: str = N_("Presets")

    def __post_init__(self) -> None:
        if MENU.name not in self.flow:
            raise ValueError(f"game {self.name!r} has no {MENU.name!r} state")

    def make(self, step: Step[P], *args: P.args, **kwargs: P.kwargs) -> State:
        try:
            make = self.flow[step.name]
        except KeyError:
            raise LookupError(f"no state {step.name!r} in the flow of {self.name}") from None
        return make(*args, **kwargs)

    def session(self, m: Machine) -> S:
        """The game under way (a state of this game runs only while there is one)."""
        return session_of(m, self.session_type)

    # -- the menu -----------------------------------------------------------
    def cards(self, settings: Settings) -> tuple[str, ...]:
        """The chosen deck's cards."""
        raise NotImplementedError

    def with_cards(self, settings: Settings, cards: Iterable[str]) -> Settings:
        """The settings with this deck (in the game's order)."""
        raise NotImplementedError

    def deck_title(self, settings: Settings) -> str:
        """The Roles page's title, the live deck check ("8 cards/5 players ✓")."""
        raise NotImplementedError

    def role_choices(self) -> tuple[RoleChoice, ...]:
        """The Roles page, a role a line, in the game's order."""
        raise NotImplementedError

    def preset_choices(self) -> tuple[PresetChoice, ...]:
        """The Presets page, in the box's language."""
        raise NotImplementedError

    def rules_rows(self) -> tuple[str, ...]:
        """The keys of the settings the Rules page edits: the game's own rows that name
        the page, unless the game says."""
        return page_rows("rules", self.rules)

    def rules_pages(self, m: Machine, save: Callable[[], None]) -> tuple[Item, ...]:
        """The Rules page's own pages, after its rows (each an item opening a page that
        edits the settings and calls ``save``): none, unless the game says."""
        return ()

    # -- the deck, at the seating -----------------------------------------
    def deck_size(self, settings: Settings) -> int:
        """How many cards the chosen deck has."""
        return len(self.cards(settings))

    def cards_needed(self, settings: Settings, players: int) -> int:
        """How many cards ``players`` players need."""
        return players

    def deck_fits(self, settings: Settings, players: int) -> bool:
        """The chosen deck can be dealt to ``players`` players."""
        raise NotImplementedError

    def rules_conflict(self, settings: Settings) -> str | None:
        """The line (in the box's language) that says which of the game's rules cannot go
        together, so that no deck fits until the host changes one on the Rules page; or
        ``None``."""
        return None

    def deck_is_preset(self, settings: Settings) -> bool:
        """The chosen deck is one of the game's presets (not edited by hand)."""
        cards = sorted(self.cards(settings))
        return any(sorted(p.cards) == cards for p in self.preset_choices())

    def with_preset(self, settings: Settings, players: int) -> tuple[Settings, str] | None:
        """The settings with the preset deck for ``players``, and the line that says so;
        ``None`` when the game has none for that many."""
        raise NotImplementedError

    # -- the deal -----------------------------------------------------------
    def deal(self, m: Machine) -> Deal:
        """The cards go out: what is said, and the night to compose meanwhile."""
        raise NotImplementedError

    def deal_screen(self, m: Machine, confirmed: frozenset[int], page: int) -> Any:
        """The deal's screen, with the seats that have looked at their card."""
        raise NotImplementedError

    def deal_turn(self, m: Machine, page: int, steps: int) -> int:
        """The knob turned at the deal: the page shown next."""
        return page

    def deal_press(self, m: Machine) -> bool:
        """The knob pressed at the deal: ``True`` starts the night now."""
        return True

    def start_night(self, m: Machine, prepared: NightPrepared | None, t: float) -> None:
        """Every seat has looked (or the knob said so): the night begins."""
        raise NotImplementedError

    # -- the day ------------------------------------------------------------
    def voters(self, m: Machine) -> frozenset[int]:
        """The seats that vote today (every seat of the game, unless the game says)."""
        return m.table.seats

    def day_title(self, m: Machine) -> str:
        """The day timer's title, in the box's language."""
        return _(views.DAY_TITLE)

    def day_lines(self, m: Machine) -> tuple[str, ...]:
        """Said as the day starts, before the first speaker."""
        return ()

    def day_goes_on(self, m: Machine) -> bool:
        """The day state starts again within the same day (after a vote that did not
        end it): nothing is said again, nobody is picked to speak first."""
        return False

    def day_seconds(self, m: Machine) -> float:
        """How long the day's discussion has left as the day state starts."""
        return float(m.table.settings.day_seconds)

    def day_press(self, m: Machine, left: float, t: float) -> None:
        """The knob in the day (or every voter ready): the vote, unless the game says."""
        m.goto(m.flow(VOTE), t)

    def time_up(self, m: Machine, t: float) -> None:
        """The day's time ran out: the vote, unless the game says."""
        m.goto(m.flow(VOTE), t)

    def stop_game(self, m: Machine, t: float) -> None:
        """A long press in the middle of the game: back to the menu (a game may keep
        what was played first)."""
        m.goto(m.flow(MENU), t)

    def keep_ballot(self, m: Machine, record: BallotRecord) -> None:
        """Every closed ballot, raw edges and all, for the game's record."""

    # -- saved games ----------------------------------------------------------
    def resume_state(self, record: Mapping[str, Any]) -> State | None:
        """The state that takes up ``record`` after a pulled plug (``None``: the game
        cannot be taken up)."""
        return None

    # -- the voice ------------------------------------------------------------
    def lines(self, words: Words) -> Iterable[str]:
        """Every line the game can say, in ``words``' language, its nights included (for
        the prepared voice): the box's own lines are the catalogue's."""
        return ()
