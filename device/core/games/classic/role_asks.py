"""Each classic role's asks at its call (CLASSIC §1, the rulebook's roll calling order):
whom it chooses, on the knob, of the seats the engine accepts (the book's
:meth:`~device.core.games.classic.book.NightBook.pick`), and the sign to give for a look
(the engine's :func:`~engine.classic.signs.sign`), shown to the Moderator, never spoken.
One function a role; :data:`ASKS` finds it by the role a step calls."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from string import ascii_uppercase
from typing import TYPE_CHECKING, Any

from engine.classic.game import play_night
from engine.classic.night_checks import victims
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.signs import sign
from engine.words import capital

from device.core.games.classic.step_names import STEP_ROLE, step_name
from device.core.table.asks import NOBODY, Ask, note, seats_ask, seats_pick, signal
from device.i18n.language import N_, _, words

if TYPE_CHECKING:
    from device.core.games.classic.book import NightBook

#: the wolves' answer that sacrifices the cub, last so a click-through never picks it
SACRIFICE = "wolf_cub_sacrifice"
SACRIFICE_LABEL = N_("The cub: sacrifice")
POWER_USED = N_("Power used.")

Asks = list[Ask]
Handler = Callable[["NightBook", str, "int | None"], Asks]


def _entry(b: NightBook, key: str, of: Callable[[Any], Any] = lambda v: v
           ) -> Callable[[Any], Iterable[Ask]]:
    """An answer that sets ``key`` (to ``of(answer)``) unless it is "No" or "Nobody"."""
    def put(value: Any) -> Iterable[Ask]:
        if value is not None and value is not False:
            b.set(**{key: of(value)})
        return ()
    return put


def _and_then(first: Callable[[Any], Iterable[Ask]], later: Callable[[], Asks]
              ) -> Callable[[Any], Iterable[Ask]]:
    """An answer, then the asks ``later`` makes with it entered (a second spell or potion
    is offered only if the first leaves it legal)."""
    def answer(value: Any) -> Iterable[Ask]:
        return [*first(value), *later()]
    return answer


def _others(b: NightBook, seat: int | None) -> list[int]:
    return [s for s in sorted(b.alive()) if s != seat]


def _look(b: NightBook, key: str, role: str) -> Callable[[int], Iterable[Ask]]:
    """After a look: the sign for it (none yet: the Apprentice's first look)."""
    def shown(target: int) -> Iterable[Ask]:
        g = b.game
        assert g is not None
        title = _("{role}: seat {seat}", role=step_name(key), seat=target)
        found = sign(role, g, b.entries, target, words())
        return [signal(title, found) if found else note(title, _("First look: no answer."))]
    return shown


def _looks(title: str) -> Handler:
    def asks(b: NightBook, step: str, seat: int | None) -> Asks:
        g = b.game
        assert g is not None and seat is not None
        role = STEP_ROLE.get(step, step)
        if role == "pi" and (role, seat) in g.spent:
            return [note(step_name(step), _(POWER_USED))]
        return [b.pick(step, _(title), _others(b, seat), _look(b, step, role))]
    return asks


def _chooses(title: str, itself: bool = False) -> Handler:
    def asks(b: NightBook, step: str, seat: int | None) -> Asks:
        seats = sorted(b.alive()) if itself else _others(b, seat)
        return [b.pick(step, _(title), seats)]
    return asks


def wolves(b: NightBook, step: str, seat: int | None) -> Asks:
    """Night 1: the Minion the wolves choose (its alternate); later their victims."""
    g = b.game
    assert g is not None
    if g.phase.number == 1:
        if g.options.has("minion_chosen"):
            return [b.pick("minion", _("Wolves' Minion?"), sorted(g.alive))]
        return []
    return victims_asks(b)


def victims_asks(b: NightBook) -> Asks:
    """The wolves' victim (two after the cub died); from night 2, while the cub and
    another wolf live, the pack may pick the cub itself (CLASSIC §1): then two more
    victims that same night, told to the Moderator on the screen only."""
    g = b.game
    assert g is not None
    allowed = g.victims_allowed()
    if allowed == 0:
        return []
    hunt = _hunt(b, allowed, _("1st victim (cub)?") if allowed > 1 else _("Wolves' victim?"))
    cub = g.holder("wolf_cub")
    if not (cub is not None and cub in g.alive and any(w != cub for w in g.pack())):
        return [hunt]

    def first(a: Any) -> Iterable[Ask]:
        if a != SACRIFICE:
            return hunt.then(a)
        b.set(wolf_cub_sacrifice=True, werewolf=())
        return [note(_("Wolves"), _("Seat {seat} (cub) is sacrificed:", seat=cub),
                     _("TWO more victims")),
                _hunt(b, g.victims_allowed(sacrifice=True), _("1st victim (2 more)?"))]

    return [Ask(hunt.title, [*hunt.options, (_(SACRIFICE_LABEL), SACRIFICE)], first)]


def _hunt(b: NightBook, allowed: int, title: str) -> Ask:
    """The victims, one ask after the other (``allowed`` of them, 1 or 2)."""
    g = b.game
    assert g is not None
    prey = [s for s in sorted(g.alive) if not g.is_wolf(s)]

    def first(a: Any) -> Iterable[Ask]:
        if a is None:
            return ()
        b.set(werewolf=(a,))
        if allowed < 2:
            return ()

        def second(v: Any) -> Iterable[Ask]:
            if v is not None:
                b.set(werewolf=(a, v))
            return ()

        return [seats_ask(_("2nd victim?") if b.entries.wolf_cub_sacrifice
                          else _("2nd victim (cub)?"), [s for s in prey if s != a], second)]

    return seats_ask(title, prey, first)


def vampires(b: NightBook, step: str, seat: int | None) -> Asks:
    g = b.game
    assert g is not None
    if g.phase.number == 1:
        return []
    return [b.pick("vampire", _("Vampires bite?"), sorted(g.alive))]


def martyr(b: NightBook, step: str, seat: int | None) -> Asks:
    """Its alternate: it may die in the wolves' victim's place."""
    if not b.entries.werewolf:
        return [note(step_name(step), _("No victim tonight."))]
    return [b.pick("martyr", _("Martyr dies for?"), b.entries.werewolf)]


def cursed(b: NightBook, step: str, seat: int | None) -> Asks:
    g = b.game
    assert g is not None
    return [signal(_("{role}: seat {seat}", role=step_name(step), seat=seat),
                   sign("cursed", g, b.entries, words=words()) or "")]


def _victim_line(seats: Iterable[int]) -> str:
    return _("Victim: seat {seats}", seats=", ".join(map(str, seats)))


def witch(b: NightBook, step: str, seat: int | None) -> Asks:
    """The heal, if the potion is left and someone was attacked; then the poison,
    "Nobody" first so a click-through never poisons anyone."""
    def poisons() -> Asks:
        poison = [s for s in sorted(b.alive()) if b.legal("witch_kill", s)]
        return [Ask(_("Witch poisons?"), [(_(NOBODY), None)]
                    + [(_("Seat {seat}", seat=s), s) for s in poison],
                    _entry(b, "witch_kill"))] if poison else []

    tonight = victims(b.entries)
    save = _and_then(_entry(b, "witch_save"), poisons)
    if tonight and b.legal("witch_save", tonight[0]):
        if len(tonight) == 1:
            return [Ask(_("Save seat {seat}?", seat=tonight[0]),
                        ((_("No"), False), (_("Yes, save"), True)), save)]
        return [Ask(_("Save a victim?"), [(_("No"), False)]
                    + [(_("Save seat {seat}", seat=v), v) for v in tonight], save)]
    if tonight:
        return [note(step_name(step), _victim_line(tonight), _("No healing left.")),
                *poisons()]
    return poisons() or [note(step_name(step), _("Both potions used."))]


def magician(b: NightBook, step: str, seat: int | None) -> Asks:
    """A heal of a victim, then a kill, "Nobody" first; each asked once the answer before
    it is in, so a spent spell is never offered: one of each in the whole game, or with
    the ``magician_two`` alternate two spells in any mix, both kills on one night too."""
    def strikes() -> list[Ask]:
        kills = b.entries.magician_kill
        seats = [s for s in sorted(b.alive())
                 if s not in kills and b.legal("magician_kill", (*kills, s))]
        if not seats:
            return []

        def struck(target: Any) -> Iterable[Ask]:
            if target is None:
                return ()
            b.set(magician_kill=(*kills, target))
            return strikes()

        return [Ask(_("Magician strikes again?") if kills else _("Magician strikes?"),
                    [(_(NOBODY), None)] + [(_("Seat {seat}", seat=s), s) for s in seats],
                    struck)]

    def healed(victim: Any) -> Iterable[Ask]:
        return [*_entry(b, "magician_save", lambda v: (v,))(victim), *strikes()]

    tonight = [v for v in victims(b.entries) if b.legal("magician_save", (v,))]
    if tonight:
        return [Ask(_("Heal a victim?"), [(_("No"), None)]
                    + [(_("Save seat {seat}", seat=v), v) for v in tonight], healed)]
    return strikes() or [note(step_name(step), _("Both spells used."))]


def priest(b: NightBook, step: str, seat: int | None) -> Asks:
    """A blessing once a game; with its alternate, a dead player's role, shown."""
    g = b.game
    assert g is not None and seat is not None
    if ("priest", seat) in g.spent:
        return [note(step_name(step), _(POWER_USED))]
    if not g.options.has("priest_learns"):
        return [b.pick("priest", _("Priest blesses?"), _others(b, seat))]

    def learnt(target: int) -> Iterable[Ask]:
        return [signal(_("{role}: seat {seat}", role=step_name(step), seat=target),
                       _(CLASSIC_ROLES[g.role(target)].name))]

    return [b.pick("priest", _("Priest learns?"), sorted(g.players), learnt)]


def troublemaker(b: NightBook, step: str, seat: int | None) -> Asks:
    g = b.game
    assert g is not None
    if ("troublemaker", seat) in g.spent:
        return [note(step_name(step), _(POWER_USED))]
    return [Ask(_("Two lynchings?"), ((_("No"), False), (_("Yes, trouble"), True)),
                _entry(b, "troublemaker"))]


def ghost(b: NightBook, step: str, seat: int | None) -> Asks:
    """The Ghost's letter, once there is a Ghost ("No letter" first)."""
    g = b.game
    assert g is not None
    if g.ghost is None or g.ghost in g.alive:
        return []
    return [Ask(_("Ghost's letter?"), [(_("No letter"), None)]
                + [(c, c) for c in ascii_uppercase],
                _entry(b, "ghost"))]


def cupid(b: NightBook, step: str, seat: int | None) -> Asks:
    """Two Soulmates (Cupid may bind itself); ``cupid_2`` for a second Cupid."""
    key = "cupid_2" if step == "cupid_2" else "cupid"
    alive = sorted(b.alive())

    def second(a: Any) -> Iterable[Ask]:
        def bind(c: Any) -> Iterable[Ask]:
            b.set(**{key: (int(a), int(c))})
            return ()
        return [seats_ask(_("Soulmate 2?"), [s for s in alive if s != a], bind, nobody=False)]

    return [seats_ask(_("Soulmate 1?"), alive, second, nobody=False)]


def hoodlum(b: NightBook, step: str, seat: int | None) -> Asks:
    """The Hoodlum's marks (four with its alternate), one ask each."""
    g = b.game
    assert g is not None
    marks = 4 if g.options.has("hoodlum_four") else 2
    pool = _others(b, seat)

    def mark(chosen: tuple[int, ...]) -> Asks:
        if len(chosen) == min(marks, len(pool)):
            b.set(hoodlum=chosen)
            return []
        return [seats_ask(_("Hoodlum mark {n}?", n=len(chosen) + 1),
                          [s for s in pool if s not in chosen],
                          lambda s: mark((*chosen, int(s))), nobody=False)]

    return mark(())


def drunk(b: NightBook, step: str, seat: int | None) -> Asks:
    """The Drunk is shown the card drawn for it."""
    g = b.game
    assert g is not None
    holder = g.holder("drunk")
    if holder is None or g.deal.drunk is None:
        return []
    return [note(step_name(step), _("Seat {seat}", seat=holder),
                 _("Show the card: {role}", role=_(CLASSIC_ROLES[g.deal.drunk].name)))]


def masons(b: NightBook, step: str, seat: int | None) -> Asks:
    """Night 1, the Masons look for each other (the rulebook's Mason): their seats, and
    the secret society's rule the Moderator keeps from then on."""
    g = b.game
    assert g is not None
    return [note(step_name(step), capital(words().seats(g.actors("mason"))),
                 _("Whoever speaks of the Masons dies that night."))]


def society(b: NightBook) -> Asks:
    """Every night after the first in a game with Masons: the seats that spoke of them
    by day, killed tonight by the secret society ("Done" with none marked: nobody)."""
    g = b.game
    if g is None or g.phase.number < 2 or "mason" not in g.deck:
        return []
    seats = [s for s in sorted(b.alive()) if b.legal("secret_society", (s,))]

    def killed(picked: Any) -> Iterable[Ask]:
        if picked:
            b.set(secret_society=tuple(sorted(picked)))
        return ()

    return [seats_pick(_("Spoke of the Masons?"), seats, killed)] if seats else []


def amulet(b: NightBook, step: str, seat: int | None) -> Asks:
    """Night 1: the Amulet's holder is given the card left over; every night, last, it
    may pass the Amulet on (to a seat that held it before, which destroys it)."""
    g = b.game
    assert g is not None and seat is not None
    if step == "amulet":
        return [note(step_name(step), _("Seat {seat}", seat=seat),
                     _("Give the card: {role}", role=_(CLASSIC_ROLES[g.role(seat)].name)))]
    ask = b.pick("amulet", _("Amulet passed to?"), _others(b, seat))
    had = g.amulet.had   # passed back to a seat that held it, the Amulet is destroyed
    # kept by a holder it saved tonight (or since it was passed), it is destroyed too
    kept, _dawn = play_night(g, replace(b.entries, amulet=None))
    lost = kept.amulet.destroyed
    return [Ask(ask.title, [(_("Seat {seat}: breaks it", seat=v) if v in had
                             else _("Nobody: breaks it") if v is None and lost else label, v)
                            for label, v in ask.options], ask.then)]


ASKS: dict[str, Handler] = {
    "werewolf": wolves, "vampire": vampires, "martyr": martyr, "cursed": cursed,
    "witch": witch, "magician": magician, "priest": priest, "troublemaker": troublemaker,
    "ghost": ghost, "cupid": cupid, "hoodlum": hoodlum, "drunk": drunk, "amulet": amulet,
    "mason": masons,
    "seer": _looks(N_("Seer looks at?")), "sorcerer": _looks(N_("Sorcerer looks at?")),
    "aura_seer": _looks(N_("Aura Seer looks at?")), "pi": _looks(N_("P.I. looks at?")),
    "apprentice_seer": _looks(N_("Appr. Seer looks at?")),
    "bodyguard": _chooses(N_("Bodyguard guards?")),
    "old_hag": _chooses(N_("Old Hag: sits out?")),
    "spellcaster": _chooses(N_("Spellcaster silences?"), itself=True),
    "cult_leader": _chooses(N_("Cult Leader recruits?")),
    "doppelganger": _chooses(N_("Doppel copies?")),
}


def role_asks(b: NightBook, step: str, seat: int | None) -> Asks:
    """What the Moderator enters at ``step``, its role acting from ``seat``."""
    if step == "soulmates":   # the Moderator binds them (Cupid's alternate)
        return cupid(b, "cupid", seat)
    handler = ASKS.get(STEP_ROLE.get(step, step))
    return handler(b, step, seat) if handler is not None else []
