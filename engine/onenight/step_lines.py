"""What the voice says at each wake step: the wake line (the call, what the others do, the
action) and the sleep line, in the words of the script's language.

Every line is our own wording, short and pronoun-neutral, written for espeak-ng; the
English is marked for the catalogue. A step's lines come from its role's row of the table
(:mod:`engine.onenight.roles`); the lines here are the ones a row cannot hold: the steps no
card owns, and the roles whose words depend on the deck or on the game's draws.
"""

from __future__ import annotations

from ..cues import ScriptMode
from ..words import N_, Words, capital
from .deck import Deck
from .draws import FAMILY_LINES, QUESTION_LINES, TEAM_NAMES, Askees, Draws, team_choices
from .role import Doppel, Role
from .roles import ROLES
from .steps import Step

LONE_WOLF = N_("If you are the only werewolf, you may look at one center card.")
DREAM_WOLF_WAKE = N_("Dream Wolf, keep your eyes closed, and stick out a thumb.")
DREAM_WOLF_SLEEP = N_("Dream Wolf, put your thumb away.")
DREAM_WOLF_THUMBS = N_("Werewolves, Dream Wolf included, stick out a thumb.")
DOPPEL_LOOK = N_("Look at another player's card. You are now that role.")
DOPPEL_SLEEP = N_("Doppelganger, close your eyes.")
MARKS_WAKE = N_("Everyone, wake up, and look at your mark. Leave your card alone.")
MARKS_FEAR = N_("With the Mark of Fear, keep your eyes closed when your role is called.")
EVERYONE_SLEEP = N_("Everyone, close your eyes.")
LOVERS_WAKE = N_("If you hold a Mark of Love, wake up, and look for each other.")
LOVERS_SLEEP = N_("Lovers, close your eyes.")
HANDS_DOWN = N_("Everyone, put your hands down.")
FAMILY_DOPPEL = N_("Doppelganger, if you became the Family Man, wake up too.")

#: how much longer than a plain step the steps no card owns take
TABLE_WEIGHTS = {"aliens": 1.0, "marks": 0.8, "lovers": 0.8, "nostradamus_team": 0.3}
#: who the Empath's question is put to, when not named seats
ASKEES = {Askees.EVERYONE: N_("Everyone"), Askees.ODD: N_("Players in odd-numbered seats"),
          Askees.EVEN: N_("Players in even-numbered seats")}


def join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def _the(role: Role, w: Words) -> str:
    """``"the Seer"``, ``"la Voyante"``, ``"der Räuber"``, ``"Cupid"``: the role's name
    with the article its language gives it (the table's ``definite``)."""
    return w._(role.definite or role.spoken)


def doppelganger_action(deck: Deck, words: Words) -> str:
    """The Doppelganger's action, naming the roles in this deck that act at once (at most
    three by name, so the sentence stays short)."""
    w = words
    now = [_the(ROLES[r], w) for r in dict.fromkeys(deck.cards)
           if ROLES[r].doppel is Doppel.NOW]
    if 0 < len(now) <= 3:
        return join(w._(DOPPEL_LOOK), w._("If you became {roles}, do that action now.",
                                          roles=w.join(now, last="or")))
    if now:
        return join(w._(DOPPEL_LOOK), w._(
            "If you became a role that acts at once, like {first} or {second}, "
            "do that action now.", first=now[0], second=now[1]))
    return w._(DOPPEL_LOOK)


def _wolves_with_you(deck: Deck, w: Words) -> str:
    """Who else opens their eyes with the werewolves, for beginners."""
    also = [_the(ROLES[r], w) for r in ("alpha_wolf", "mystic_wolf") if r in deck.cards]
    if not also:
        return ""
    # one English line for one or two wolves (as the box has always said it); the
    # catalogue's plural lets a language say "wakes" of one
    return w.n_("{wolves} wake with you.", "{wolves} wake with you.", len(also),
                wolves=capital(w.join(also)))


def _wake_sleep(name: str, group: bool, w: Words) -> tuple[str, str]:
    """``"Seer, wake up."`` and ``"Seer, close your eyes."``; a group is called in the
    plural (``"Werewolves, wake up."``)."""
    if group:
        return (w._("{group}, wake up.", group=name),
                w._("{group}, close your eyes.", group=name))
    return w._("{role}, wake up.", role=name), w._("{role}, close your eyes.", role=name)


def _taps(deck: Deck, w: Words) -> str:
    """How Nostradamus says the team chosen: a tap count on the seat's own button."""
    choices = [w.n_("{n} tap for {team}", "{n} taps for {team}", n,
                    team=w._(TEAM_NAMES[team]))
               for n, team in enumerate(team_choices(deck), start=1)]
    return w._("Then tap your own button: {choices}.", choices=w.join(choices))


def _asked(draws: Draws, w: Words) -> str:
    """The Empath's question, to the players it is put to."""
    ask = draws.empath
    if ask is None:
        return ""
    who = w.seats(ask.seats, start=True) if ask.who is Askees.SEATS else w._(ASKEES[ask.who])
    return w._("{who}, keep your eyes closed, and point at {question}.", who=who,
               question=w._(QUESTION_LINES[ask.question]))


def nostradamus_team_lines(draws: Draws, w: Words) -> tuple[str, ...]:
    """The team each Nostradamus chose, said to everyone: a sentence each (the box says
    them one at a time, each prepared once a team)."""
    lines = [w._("Everyone, keep your eyes closed.")]
    for step, team in draws.nostradamus.items():
        template = (N_("Nostradamus is with {team}.") if step == "nostradamus" else
                    N_("If the Doppelganger became Nostradamus, that one is with {team}."))
        lines.append(w._(template, team=w._(TEAM_NAMES[team])))
    return tuple(lines)


def nostradamus_team(draws: Draws, w: Words) -> str:
    """The team each Nostradamus chose, said to everyone, as one line."""
    return join(*nostradamus_team_lines(draws, w))


def _table_step(step: Step, deck: Deck, draws: Draws, w: Words,
                beginner: bool) -> tuple[str, str]:
    if step.id == "aliens":
        wake, sleep = _wake_sleep(w._("Aliens"), True, w)
        return join(wake, w._("Look for each other.")), sleep
    if step.id == "marks":
        fear = w._(MARKS_FEAR) if beginner and "count" in deck else ""
        return join(w._(MARKS_WAKE), fear), w._(EVERYONE_SLEEP)
    if step.id == "lovers":
        return w._(LOVERS_WAKE), w._(LOVERS_SLEEP)
    return nostradamus_team(draws, w), ""


def _action(r: Role, deck: Deck, draws: Draws, w: Words) -> str:
    """The action of ``r`` in this deck, with this game's draws."""
    if r.id == "doppelganger":
        return doppelganger_action(deck, w)
    if r.id == "nostradamus":
        return join(w._(r.action), _taps(deck, w))
    if r.id == "family_man" and draws.family is not None:
        return w._("Look at {family}: they are your family now. You win if none of you dies.",
                   family=w._(FAMILY_LINES[draws.family]))
    if r.id == "empath":
        return join(_asked(draws, w), w._("Empath, watch who points where."))
    return w._(r.action)


#: the roles whose action is said to experts too: what to do depends on this game
_ALWAYS_SAID = frozenset({"nostradamus", "family_man", "empath"})


def step_lines(step: Step, deck: Deck, draws: Draws, mode: ScriptMode,
               lone_wolf: bool, w: Words) -> tuple[str, str]:
    """The wake line and the sleep line of one step."""
    beginner = mode is ScriptMode.BEGINNER
    if step.copied is None and step.id not in ROLES:
        return _table_step(step, deck, draws, w, beginner)
    if step.copied is not None:
        copied = ROLES[step.copied]
        extra = copied.wake_extra
        if copied.id == "minion" and "dream_wolf" in deck:
            extra = DREAM_WOLF_THUMBS
        said = beginner or copied.id in _ALWAYS_SAID
        became = w._("Doppelganger, if you became {role}, wake up.", role=_the(copied, w))
        wake = join(became,
                    w._(extra), _action(copied, deck, draws, w) if said else "")
        hands = w._(HANDS_DOWN) if copied.id == "empath" else ""
        return wake, join(hands, w._(copied.sleep_extra), w._(DOPPEL_SLEEP))

    r: Role = ROLES[step.id]
    extra, sleep_extra = w._(r.wake_extra), w._(r.sleep_extra)
    action = _action(r, deck, draws, w)
    if r.id == "werewolf" and beginner:
        extra = join(_wolves_with_you(deck, w), extra)
    if r.id == "werewolf":
        if "dream_wolf" in deck:
            extra = join(extra, w._(DREAM_WOLF_WAKE))
            sleep_extra = w._(DREAM_WOLF_SLEEP)
        if lone_wolf:
            action = w._(LONE_WOLF)
    elif r.id == "minion" and "dream_wolf" in deck:
        extra = w._(DREAM_WOLF_THUMBS)
    elif r.id == "family_man" and "doppelganger" in deck:
        extra = w._(FAMILY_DOPPEL)
    elif r.id == "empath":
        sleep_extra = w._(HANDS_DOWN)
    # The lone-wolf rule is a table option, not a reminder, so experts hear it too.
    said = beginner or (r.id == "werewolf" and lone_wolf) or r.id in _ALWAYS_SAID
    wake, sleep = _wake_sleep(w._(r.spoken), r.group, w)
    return join(wake, extra, action if said else ""), join(sleep_extra, sleep)


def step_weight(step: Step) -> float:
    """How much longer than a plain step the action of ``step`` takes."""
    if step.id in TABLE_WEIGHTS:
        return TABLE_WEIGHTS[step.id]
    return ROLES[step.copied or step.role].pause_weight
