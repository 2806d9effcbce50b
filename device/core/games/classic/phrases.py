"""What the box says and shows in classic Werewolf, in our own words: the dawn, the day,
the vote, the lynch and the winner. Short, pronoun-neutral lines with seat numbers.

Every line is a whole template of the catalogue, said in the current language
(``device.i18n.language``); the constants are English, marked with ``N_``, and said with
``_(DEAL_LINE)``. The functions give English outside an event (the prepare catalogue
calls them inside ``speaking(words)`` for each language)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.classic.deaths import Cause, Death
from engine.classic.entries import Phase, PhaseKind
from engine.classic.presets import Preset
from engine.classic.roles import CLASSIC_ROLES
from engine.values import Team
from engine.words import capital

from device.core.games.classic.box import BOX_PRESETS, BOX_ROLES
from device.core.ui.phrases import (
    ALL_READY,
    NO_VOTES_OFFER,
    ONE_MINUTE,
    REVOTE_OFFER,
    TEN_SECONDS,
    TIME_UP,
)
from device.i18n.language import N_, _, words

JOIN_LINE = N_("Classic Werewolf. Press your button to join. Then press the knob.")
USING_DECK = N_("Using the deck {name}.")
DEAL_LINE = N_("Deal one card to each player. Look at yours, then press your button.")
GAME_STOPPED = N_("Game stopped. It is kept in the history.")
#: the rules that cannot go together (``ClassicOptions.problems``): the Priest's alternate
#: learns a dead player's role, which a game that reveals the dead already shows
PRIEST_REVEAL_LINE = N_("The Priest learns a role only in a game that does not reveal the "
                        "dead. Change Reveal dead, or the Priest, on the Rules page.")
NOBODY_DIED = N_("Everyone made it through the night.")
DAY_LINE = N_("Talk it over. Press your button when you are ready to vote.")
VOTE_LINE = N_("Time to vote. On Point, tap your button once for each number of the seat "
               "you point at.")
#: the day vote's count-in: the ballot opens as "Point!" starts (English: say each word
#: with ``engine.cues.count_in_words(words(), POINT_COUNT)``)
POINT_COUNT = (N_("One."), N_("Two."), N_("Three."), N_("Point!"))
POINT_WORD = N_("POINT!")
REVOTE_LINE = N_("A tie between {seats}. Vote again, for one of them only.")
NO_VOTES = N_("No votes counted. Nobody is out today.")
#: the nominate vote (CLASSIC §3): the day's line, the vote, and how a round ended
NOMINATE_DAY_LINE = N_("Talk it over. To put a player to the vote, nominate and second, "
                       "then the Moderator presses the knob.")
NOMINATED = N_("Seat {seat} is nominated. On Vote, press your button to vote out. "
               "Leave it, to let the seat live.")
NOMINEE_STAYS = N_("Seat {seat} stays: not enough votes.")
NOBODY_OUT = N_("Nobody is out today.")
SECOND_TIE_NOBODY = N_("A tie again. Nobody is out today.")
HUNTER_LINE = N_("Seat {seat} was the Hunter. Moderator, enter the Hunter's shot.")
#: the Hunter's question when the reveal has just said the seat was the Hunter
HUNTER_SHOT = N_("Moderator, enter the Hunter's shot.")
HUNTER_MISS = N_("The Hunter shoots into the air.")
PRINCE_LINE = N_("Seat {seat} is the Prince, shows the card, and stays in the game.")
SIT_OUT_LINE = N_("Seat {seat} sits out today: no vote, and nobody may vote for that seat.")
GAME_OVER = N_("The game is over.")
AWAY_LINE = N_("Nobody is lynched, so the day goes on. Wait for the Moderator to come back "
               "from the next village.")
BAN_ASK = N_("Before the vote, the village may ban one player to another village.")
MAYOR_ASK = N_("The village has no Mayor. Elect one now.")
ARRIVAL_LINE = N_("Seat {seat} arrives from another village and joins this game.")
BAN_LINE = N_("Seat {seat} is banned to another village, and leaves this game.")
MAYOR_LINE = N_("Seat {seat} is elected Mayor. That vote counts twice.")
#: the game resumed after a pulled plug, at the start of a night or a day
RESUMED = {PhaseKind.NIGHT: N_("Welcome back. The game goes on from night {n}."),
           PhaseKind.DAY: N_("Welcome back. The game goes on from day {n}.")}
#: the winners' screen: the phase the game ended in
ENDED = {PhaseKind.NIGHT: N_("Ended night {n}"), PhaseKind.DAY: N_("Ended day {n}")}

#: a dead seat's side (reveal ``team``), a whole sentence each
TEAM_REVEALS = {"village": N_("Seat {seat} was on the village side."),
                "werewolf": N_("Seat {seat} was on the werewolf side."),
                "tanner": N_("Seat {seat} was on their own side."),
                "vampire": N_("Seat {seat} was on the vampire side."),
                "lone_wolf": N_("Seat {seat} was on their own side."),
                "hoodlum": N_("Seat {seat} was on their own side."),
                "cult": N_("Seat {seat} was in the cult.")}
#: a dead seat, werewolf/villager only (the engine's ``revealed``: "werewolf", "villager")
WOLF_REVEALS = {"werewolf": N_("Seat {seat} was a Werewolf."),
                "villager": N_("Seat {seat} was not a Werewolf.")}
WIN_WORDS = {"village": N_("The village wins."), "werewolf": N_("The werewolves win."),
             "soulmates": N_("The Soulmates win together."),
             "tanner": N_("The Tanner wins too."),
             "vampire": N_("The vampires win."), "lone_wolf": N_("The Lone Wolf wins."),
             "cult": N_("The cult wins."), "hoodlum": N_("The Hoodlum wins.")}
#: a side's win with its seats ("The village wins: seats 1, 3 and 5.")
WIN_SEATS = {"village": N_("The village wins: {seats}."),
             "werewolf": N_("The werewolves win: {seats}."),
             "soulmates": N_("The Soulmates win together: {seats}."),
             "tanner": N_("The Tanner wins too: {seats}."),
             "vampire": N_("The vampires win: {seats}."),
             "lone_wolf": N_("The Lone Wolf wins: {seats}."),
             "cult": N_("The cult wins: {seats}."),
             "hoodlum": N_("The Hoodlum wins: {seats}.")}


def death_line(death: Death) -> str:
    """One death as the voice says it; the night's causes are not told apart."""
    seat = death.seat
    if death.cause is Cause.HEARTBREAK:
        return _("Seat {seat} dies of a broken heart.", seat=seat)
    if death.cause is Cause.HUNTER:
        return _("The Hunter's shot takes seat {seat}.", seat=seat)
    if death.cause is Cause.LYNCH:
        return _("Seat {seat} is out, by the vote.", seat=seat)
    return _("Seat {seat} did not survive the night.", seat=seat)


def reveal_line(seat: int, role_id: str, mode: str, turned: bool = False,
                copies: int = 1) -> str | None:
    """What the dead seat was (reveal ``full``: "the Seer", or "a Werewolf" when the game
    holds ``copies`` of the card), its side (``team``), or nothing."""
    role = CLASSIC_ROLES[role_id]
    if mode == "full":
        if turned:
            return _("Seat {seat} was a turned Cursed.", seat=seat)
        if copies > 1:
            # translators: the roles that come in copies (Werewolf, Villager, Mason)
            return _("Seat {seat} was a {role}.", seat=seat, role=_(role.name))
        return _("Seat {seat} was the {role}.", seat=seat, role=_(role.name))
    if mode == "team":
        team = Team.WEREWOLF.value if turned else role.team.value
        return _(TEAM_REVEALS[team], seat=seat)
    if mode == "wolf":
        return _(WOLF_REVEALS["werewolf" if turned or role.wolf else "villager"], seat=seat)
    return None


def using_deck_line(preset: Preset) -> str:
    """Seating: the classic ``preset`` swapped in for the seats joined."""
    return _(USING_DECK, name=preset.name_in(words()))


def preset_set_line(preset: Preset) -> str:
    """The menu: the host picked a classic preset."""
    return _("Deck set: {name}, for {players} players.", name=preset.name_in(words()),
             players=preset.players)


def nominated_line(seat: int) -> str:
    return _(NOMINATED, seat=seat)


def nominee_stays_line(seat: int) -> str:
    return _(NOMINEE_STAYS, seat=seat)


def hunter_line(seat: int, revealed: bool = False) -> str:
    """The Hunter's question; ``revealed``: the voice has just said the seat was the
    Hunter, so it is not said twice."""
    return _(HUNTER_SHOT) if revealed else _(HUNTER_LINE, seat=seat)


def prince_line(seat: int | None) -> str:
    return _(PRINCE_LINE, seat=seat)


def sit_out_line(seat: int) -> str:
    return _(SIT_OUT_LINE, seat=seat)


def arrival_line(seat: int) -> str:
    return _(ARRIVAL_LINE, seat=seat)


def ban_line(seat: int) -> str:
    return _(BAN_LINE, seat=seat)


def mayor_line(seat: int) -> str:
    return _(MAYOR_LINE, seat=seat)


def resumed_line(phase: Phase) -> str:
    """The game goes on after a pulled plug, from the start of ``phase``."""
    return _(RESUMED[phase.kind], n=phase.number)


def ended_line(phase: Phase) -> str:
    """The winners' screen: "Ended day 3"."""
    return _(ENDED[phase.kind], n=phase.number)


def lynch_tie_line(tied: Iterable[int]) -> str:
    return _(REVOTE_LINE, seats=words().seats(tied))


def second_tie_all_line(tied: Iterable[int]) -> str:
    return capital(_("A tie again: {seats} are out.", seats=words().seats(tied)))


def win_line(winner: str, seats: Iterable[int]) -> str:
    """One side's win with its seats, dead or alive: "The village wins: seats 1, 3 and 5."
    (without seats, the words alone)."""
    s = list(seats)
    if not s:
        return _(WIN_WORDS[winner])
    return _(WIN_SEATS[winner], seats=words().seats(s))


def sample_lines(seats: Iterable[int] = (1, 2, 10)) -> list[str]:
    """Every line this module can build, for a few seats: the fixed lines, each death, each
    reveal of each role in each mode, the ties and every winner. For checking and
    pre-rendering the voice; the night's own lines come from ``engine.classic.script``.
    In the current language (English outside ``speaking``)."""
    fixed = [JOIN_LINE, DEAL_LINE, GAME_STOPPED, PRIEST_REVEAL_LINE, ONE_MINUTE, TEN_SECONDS,
             TIME_UP, ALL_READY, NOBODY_DIED, DAY_LINE, VOTE_LINE, NO_VOTES, REVOTE_OFFER,
             NOMINATE_DAY_LINE, NOBODY_OUT,
             NO_VOTES_OFFER,
             SECOND_TIE_NOBODY, HUNTER_MISS, HUNTER_SHOT, GAME_OVER, *WIN_WORDS.values(),
             AWAY_LINE, BAN_ASK, MAYOR_ASK,
             *POINT_COUNT]
    lines = [_(line) for line in fixed]
    lines += [using_deck_line(p) for p in BOX_PRESETS.values()]
    lines += [preset_set_line(p) for p in BOX_PRESETS.values()]
    lines += [win_line(w, [seat]) for w in WIN_WORDS for seat in seats]
    lines += [resumed_line(Phase(n, kind)) for kind in PhaseKind for n in (1, 2)]
    seats = sorted(seats)
    for seat in seats:
        lines += [nominated_line(seat), nominee_stays_line(seat)]
        lines += [hunter_line(seat), prince_line(seat), sit_out_line(seat)]
        lines += [ban_line(seat), mayor_line(seat), arrival_line(seat)]
        lines += [death_line(Death(Phase(1, PhaseKind.NIGHT), seat, cause)) for cause in Cause]
        for role_id in sorted(BOX_ROLES):
            for mode in ("full", "team", "wolf"):
                lines.append(reveal_line(seat, role_id, mode) or "")
            if CLASSIC_ROLES[role_id].max_count > 1:
                lines.append(reveal_line(seat, role_id, "full", copies=2) or "")
            lines.append(reveal_line(seat, "cursed", "full", turned=True) or "")
    lines += [lynch_tie_line(seats[:2]), second_tie_all_line(seats[:2]), lynch_tie_line(seats)]
    return list(dict.fromkeys(line for line in lines if line))
