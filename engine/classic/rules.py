"""The rules of each phase, in the order CLASSIC reads: what an entry may be (the checks)
and what it does (dawn §2, the day §3). Used by :class:`~engine.classic.game.ClassicGame`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .deaths import Cause, Death, with_chains
from .entries import DayEntries, NightEntries, Seat
from .roles import CLASSIC_ROLES
from .state import ClassicGame
from .vote import Count, Lynch, count_round, decide


@dataclass(frozen=True)
class Dawn:
    """What night N did: the state after it (before the win check), the deaths in order,
    and the answers the Moderator signalled (seat -> True for "wolf" / "the Seer")."""

    state: ClassicGame
    deaths: tuple[Death, ...]
    seer_saw: tuple[Seat, bool] | None = None
    sorcerer_saw: tuple[Seat, bool] | None = None
    turned: Seat | None = None
    wounded: Seat | None = None


# -- the night -------------------------------------------------------------------------

def _living_target(g: ClassicGame, key: str, seat: Seat, actor: Seat | None,
                   self_ok: bool = False) -> str | None:
    if seat not in g.players:
        return f"{key}: there is no seat {seat} in this game"
    if seat not in g.alive:
        return f"{key}: seat {seat} is dead"
    if seat == actor and not self_ok:
        return f"{key}: seat {seat} cannot choose itself"
    return None


def _actor(g: ClassicGame, key: str, role_id: str) -> tuple[Seat | None, str | None]:
    """The living seat acting as ``role_id``, or why there is none."""
    seat = g.holder(role_id)
    if seat is None:
        return None, f"{key}: there is no {role_id} in this game"
    if seat not in g.alive:
        return None, f"{key}: the {role_id} (seat {seat}) is dead"
    return seat, None


def night_victims(g: ClassicGame, entries: NightEntries) -> list[str]:
    problems = []
    wolves = [s for s in g.alive if s in g.turned or CLASSIC_ROLES[g.players[s]].wolf]
    allowed = g.victims_allowed()
    if not wolves:
        problems.append("werewolf: no wolf is alive")
    elif allowed == 0:
        problems.append("werewolf: the wolves take no victim on night 1")
    elif len(entries.werewolf) > allowed:
        problems.append(f"werewolf: the wolves take {allowed} victim"
                        f"{'s' if allowed > 1 else ''} tonight, not {len(entries.werewolf)}")
    elif len(set(entries.werewolf)) != len(entries.werewolf):
        problems.append("werewolf: the two victims must be different seats")
    for seat in entries.werewolf:
        why = _living_target(g, "werewolf", seat, None)
        if why is None and seat in wolves:
            why = f"werewolf: seat {seat} is a wolf; the wolves do not attack their own"
        if why:
            problems.append(why)
    return problems


def _witch(g: ClassicGame, entries: NightEntries) -> list[str]:
    problems = []
    key = "witch_save" if entries.witch_save is not False else "witch_kill"
    witch, why = _actor(g, key, "witch")
    if why:
        return [why]
    if g.phase.number == 1:
        return [f"{key}: the potions work from night 2, when the wolves first hunt"]
    if entries.witch_save is not False:
        if g.witch_saved:
            problems.append("witch_save: the Witch has already used the healing potion")
        elif not entries.werewolf:
            problems.append("witch_save: the wolves took no victim to save")
        elif entries.witch_save is True and len(entries.werewolf) > 1:
            problems.append("witch_save: the wolves took two victims; give the seat saved")
        elif entries.witch_save is not True and entries.witch_save not in entries.werewolf:
            problems.append(f"witch_save: seat {entries.witch_save} is not the wolves' victim")
    if entries.witch_kill is not None:
        if g.witch_killed:
            problems.append("witch_kill: the Witch has already used the poison")
        else:
            problems += filter(None, [_living_target(g, "witch_kill", entries.witch_kill,
                                                     witch, self_ok=True)])
    return problems


def night_problems(g: ClassicGame, e: NightEntries) -> list[str]:
    """Every way ``e`` breaks the rules at night ``g.phase``, in the order of the entries."""
    problems: list[str] = []
    first = g.phase.number == 1
    if e.werewolf:
        problems += night_victims(g, e)
    for key in ("bodyguard", "old_hag", "seer", "sorcerer"):
        target = getattr(e, key)
        if target is None:
            continue
        actor, why = _actor(g, key, key)
        problems += filter(None, [why or _living_target(g, key, target, actor)])
        if key == "bodyguard" and not why and g.guarded == (g.phase.number - 1, target):
            problems.append(f"bodyguard: seat {target} was protected last night; "
                            "choose another player")
    if e.apprentice_seer is not None:
        actor, why = _actor(g, "apprentice_seer", "apprentice_seer")
        if not why and not g.apprentice_is_seer:
            why = "apprentice_seer: the Apprentice Seer looks only once the Seer is dead"
        problems += filter(None, [why or _living_target(g, "apprentice_seer",
                                                        e.apprentice_seer, actor)])
    if e.witch_save is not False or e.witch_kill is not None:
        problems += _witch(g, e)
    if e.cupid is not None:
        actor, why = _actor(g, "cupid", "cupid")
        if not why and not first:
            why = "cupid: Cupid chooses the Soulmates on night 1 only"
        if not why and e.cupid[0] == e.cupid[1]:
            why = "cupid: the Soulmates must be two different players"
        problems += filter(None, [why] + [_living_target(g, "cupid", s, actor, self_ok=True)
                                          for s in e.cupid])
    if e.hunter is not None and not problems:
        problems += _shot_problems(g, e.hunter, dawn(g, replace(e, hunter=None)).deaths,
                                   sitting_out=e.old_hag)
    return problems


def _shot_problems(g: ClassicGame, shot: Seat, deaths: tuple[Death, ...],
                   sitting_out: Seat | None) -> list[str]:
    """A shot needs a Hunter who dies in this phase, and a living target that is not the
    Hunter, not one who just died, and not the seat sitting out today (the Old Hag's
    target is safe from the shot, at dawn and all day)."""
    hunter = g.holder("hunter")
    if hunter is None:
        return ["hunter: there is no hunter in this game"]
    if hunter not in {d.seat for d in deaths}:
        return [f"hunter: the Hunter (seat {hunter}) does not die in {g.phase}"]
    dead_now = {d.seat for d in deaths}
    why = _living_target(g, "hunter", shot, hunter)
    if why is None and shot in dead_now:
        why = f"hunter: seat {shot} has just died"
    if why is None and shot == sitting_out:
        why = f"hunter: seat {shot} sits out today and is safe from the shot"
    return [why] if why else []


def dawn(g: ClassicGame, e: NightEntries) -> Dawn:
    """CLASSIC §2, step by step: the wolves' victims, the Witch's kill, the chains, and the
    Apprentice Seer's promotion. ``e`` must already be checked."""
    phase = g.phase
    first: list[Death] = []
    if g.wounded is not None and g.wounded in g.alive:  # the Tough Guy, whatever protects it
        first.append(Death(phase, g.wounded, Cause.WOUNDS))
    saved = None
    if e.witch_save is not False:
        saved = e.werewolf[0] if e.witch_save is True else e.witch_save
    turned = wounded = None
    for victim in e.werewolf:
        role = g.players[victim]
        if victim == e.bodyguard or victim == saved or any(d.seat == victim for d in first):
            continue
        if role == "cursed" and victim not in g.turned:
            turned = victim
        elif role == "tough_guy":
            wounded = victim
        else:
            first.append(Death(phase, victim, Cause.WEREWOLVES))
    if e.witch_kill is not None and e.witch_kill != e.bodyguard \
            and all(d.seat != e.witch_kill for d in first):
        first.append(Death(phase, e.witch_kill, Cause.WITCH))
    deaths = with_chains(first, g.alive, phase, g.soulmates, g.holder("hunter"), e.hunter)
    dead = {d.seat for d in deaths}
    seer = g.seer()
    state = replace(
        g, alive=g.alive - dead, deaths=g.deaths + tuple(deaths),
        soulmates=e.cupid if e.cupid is not None else g.soulmates,
        turned=g.turned | ({turned} if turned is not None else set()),
        wounded=wounded,
        guarded=(phase.number, e.bodyguard) if e.bodyguard is not None else g.guarded,
        witch_saved=g.witch_saved or saved is not None,
        witch_killed=g.witch_killed or e.witch_kill is not None,
        sitting_out=e.old_hag if e.old_hag not in dead else None,
        apprentice_is_seer=g.apprentice_is_seer or (
            g.holder("seer") in dead and g.holder("apprentice_seer") in g.alive - dead),
        cub_hunt=_cub_died(g, dead),
    )
    seer_target = e.apprentice_seer if e.apprentice_seer is not None else e.seer
    return Dawn(state, tuple(deaths),
                seer_saw=None if seer_target is None or seer is None
                else (seer_target, g.seen_as_wolf(seer_target)),
                sorcerer_saw=None if e.sorcerer is None else (e.sorcerer, e.sorcerer == seer),
                turned=turned, wounded=wounded)


def _cub_died(g: ClassicGame, dead: set[Seat]) -> bool:
    return any(g.players[s] == "wolf_cub" for s in dead)


# -- the day ---------------------------------------------------------------------------

def voters(g: ClassicGame) -> frozenset[Seat]:
    """The seats that vote, and may be voted for, today: the living, less the one sitting
    out."""
    return g.alive - {g.sitting_out} if g.sitting_out is not None else g.alive


def _mayor(g: ClassicGame) -> Seat | None:
    return g.holder("mayor")


def first_round(g: ClassicGame, e: DayEntries) -> Count:
    can = voters(g)
    return count_round(e.votes, can, can, _mayor(g))


def revote_round(g: ClassicGame, e: DayEntries, tied: tuple[Seat, ...]) -> Count | None:
    if e.revote is None:
        return None
    return count_round(e.revote, voters(g), tied, _mayor(g))


def day_problems(g: ClassicGame, e: DayEntries) -> list[str]:
    """Votes from a seat that may not vote, a missing or needless revote, a bad shot."""
    problems = []
    can = voters(g)
    for key, votes in (("votes", e.votes), ("revote", e.revote or {})):
        for voter in votes:
            if voter not in g.players:
                problems.append(f"{key}: there is no seat {voter} in this game")
            elif voter not in g.alive:
                problems.append(f"{key}: seat {voter} is dead and cannot vote")
            elif voter not in can:
                problems.append(f"{key}: seat {voter} sits out today and cannot vote")
        problems += [f"{key}.{voter}: a vote for seat {target}, which is not in this game"
                     for voter, target in votes.items()
                     if target is not None and target not in g.players]
    first = first_round(g, e)
    if first.tied and e.revote is None:
        problems.append(f"votes: seats {' and '.join(map(str, first.top))} tied; "
                        "add the revote")
    elif not first.tied and e.revote is not None:
        problems.append("revote: there was no tie to revote")
    if e.hunter is not None and not problems:
        _, _, deaths = day_verdict(g, replace(e, hunter=None))
        problems += _shot_problems(g, e.hunter, deaths, sitting_out=g.sitting_out)
    return problems


def day_verdict(g: ClassicGame, e: DayEntries) -> tuple[ClassicGame, Lynch, tuple[Death, ...]]:
    """CLASSIC §3: count, revote, the Prince, the lynch and its chains. Checked entries."""
    first = first_round(g, e)
    lynch = decide(first, revote_round(g, e, first.top) if first.tied else None, g.options.tie)
    prince = g.holder("prince")
    revealed = g.prince_revealed
    lynched = []
    for seat in lynch.lynched:
        if seat == prince and not revealed:
            revealed = True
            continue
        lynched.append(Death(g.phase, seat, Cause.LYNCH))
    deaths = tuple(with_chains(lynched, g.alive, g.phase, g.soulmates, g.holder("hunter"),
                               e.hunter))
    dead = {d.seat for d in deaths}
    state = replace(g, alive=g.alive - dead, deaths=g.deaths + deaths, sitting_out=None,
                    prince_revealed=revealed,
                    apprentice_is_seer=g.apprentice_is_seer or (
                        g.holder("seer") in dead and g.holder("apprentice_seer") in g.alive - dead),
                    cub_hunt=g.cub_hunt or _cub_died(g, dead))
    return state, lynch, deaths
