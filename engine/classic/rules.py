"""The rules of the night, in the order CLASSIC reads: what a night's entries may be (the
checks) and what they do (dawn, §2). The day's are in :mod:`engine.classic.day_rules`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .deaths import Cause, Death, with_chains
from .entries import NightEntries, Seat
from .shot import living_target, shot_problems
from .state import ClassicGame


@dataclass(frozen=True)
class Dawn:
    """What night N did: the state after it (before the win check), the deaths in order,
    and the answers the Moderator signalled (seat -> True for "wolf" / "the Seer")."""

    state: ClassicGame
    deaths: tuple[Death, ...]
    seer_saw: tuple[Seat, bool] | None = None
    sorcerer_saw: tuple[Seat, bool] | None = None
    #: the Cursed the wolves attacked: a wolf from the start of the next night
    bitten: Seat | None = None
    wounded: Seat | None = None


# -- the night -------------------------------------------------------------------------

def _actor(g: ClassicGame, key: str, role_id: str) -> tuple[Seat | None, str | None]:
    """The living seat acting as ``role_id`` (as the Seer: the Apprentice once it took
    over), or why there is none."""
    seat = g.seer() if role_id == "seer" else g.holder(role_id)
    if seat is None:
        return None, f"{key}: there is no {role_id} in this game"
    if seat not in g.alive:
        return None, f"{key}: the {role_id} (seat {seat}) is dead"
    return seat, None


def _sacrifice(g: ClassicGame) -> list[str]:
    """The pack may kill its own cub (all agree on it) from night 2, if another wolf
    lives to hunt."""
    cub, why = _actor(g, "wolf_cub_sacrifice", "wolf_cub")
    if why:
        return [why]
    if g.phase.number == 1:
        return ["wolf_cub_sacrifice: the wolves take no victim on night 1"]
    if not [s for s in g.wolves() if s != cub]:
        return ["wolf_cub_sacrifice: no other wolf lives to hunt with the two more victims"]
    return []


def night_victims(g: ClassicGame, entries: NightEntries) -> list[str]:
    problems = _sacrifice(g) if entries.wolf_cub_sacrifice else []
    wolves = g.wolves()
    allowed = g.victims_allowed(entries.wolf_cub_sacrifice)
    if not entries.werewolf or problems:
        return problems
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
        why = living_target(g, "werewolf", seat, None)
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
            problems += filter(None, [living_target(g, "witch_kill", entries.witch_kill,
                                                     witch, self_ok=True)])
    return problems


def night_problems(g: ClassicGame, e: NightEntries) -> list[str]:
    """Every way ``e`` breaks the rules at night ``g.phase``, in the order of the entries."""
    problems: list[str] = []
    first = g.phase.number == 1
    if e.werewolf or e.wolf_cub_sacrifice:
        problems += night_victims(g, e)
    for key, target in (("bodyguard", e.bodyguard), ("old_hag", e.old_hag), ("seer", e.seer),
                        ("sorcerer", e.sorcerer)):
        if target is None:
            continue
        actor, why = _actor(g, key, key)
        problems += filter(None, [why or living_target(g, key, target, actor)])
        if key == "bodyguard" and not why and g.guarded == (g.phase.number - 1, target):
            problems.append(f"bodyguard: seat {target} was protected last night; "
                            "choose another player")
    if e.apprentice_seer is not None:
        actor, why = _actor(g, "apprentice_seer", "apprentice_seer")
        if not why and not g.apprentice_is_seer:
            why = "apprentice_seer: the Apprentice Seer looks only once the Seer is dead"
        problems += filter(None, [why or living_target(g, "apprentice_seer",
                                                        e.apprentice_seer, actor)])
    if e.witch_save is not False or e.witch_kill is not None:
        problems += _witch(g, e)
    if e.cupid is not None:
        actor, why = _actor(g, "cupid", "cupid")
        if not why and not first:
            why = "cupid: Cupid chooses the Soulmates on night 1 only"
        if not why and e.cupid[0] == e.cupid[1]:
            why = "cupid: the Soulmates must be two different players"
        problems += filter(None, [why] + [living_target(g, "cupid", s, actor, self_ok=True)
                                          for s in e.cupid])
    if e.hunter is not None and not problems:
        problems += shot_problems(g, e.hunter, dawn(g, replace(e, hunter=None)).deaths,
                                   sitting_out=e.old_hag)
    return problems


def dawn(g: ClassicGame, e: NightEntries) -> Dawn:
    """CLASSIC §2, step by step: the Tough Guy's wound, the cub's sacrifice, the wolves'
    victims, the Witch's kill, the chains, and the Apprentice Seer's promotion. ``e`` must
    already be checked; ``g`` is the state at nightfall (a Cursed bitten the night before
    has already turned)."""
    phase = g.phase
    first: list[Death] = []
    if g.wounded is not None and g.wounded in g.alive:  # the Tough Guy, whatever protects it
        first.append(Death(phase, g.wounded, Cause.WOUNDS))
    cub = g.holder("wolf_cub")
    if e.wolf_cub_sacrifice and cub is not None:  # the pack's own kill: nothing stops it
        first.append(Death(phase, cub, Cause.SACRIFICE))
    saved = None
    if e.witch_save is not False:
        saved = e.werewolf[0] if e.witch_save is True else e.witch_save
    bite = wounded = None
    for victim in e.werewolf:
        role = g.players[victim]
        if victim == e.bodyguard or any(d.seat == victim for d in first):
            continue
        if role == "cursed":  # attacked: it turns; a healing potion has nothing to heal
            bite = victim
        elif victim == saved:
            continue
        elif role == "tough_guy":
            wounded = victim
        else:
            first.append(Death(phase, victim, Cause.WEREWOLVES))
    if e.witch_kill is not None and e.witch_kill != e.bodyguard \
            and all(d.seat != e.witch_kill for d in first):
        first.append(Death(phase, e.witch_kill, Cause.WITCH))
    deaths = with_chains(first, g.alive, phase, g.soulmates, g.holder("hunter"), e.hunter)
    dead = {d.seat for d in deaths}
    bitten = bite if bite not in dead else None  # a Cursed that dies tonight never turns
    seer = g.seer()
    state = replace(
        g, alive=g.alive - dead, deaths=g.deaths + tuple(deaths),
        soulmates=e.cupid if e.cupid is not None else g.soulmates,
        bitten=bitten,
        wounded=wounded,
        guarded=(phase.number, e.bodyguard) if e.bodyguard is not None else g.guarded,
        witch_saved=g.witch_saved or saved is not None,
        witch_killed=g.witch_killed or e.witch_kill is not None,
        sitting_out=e.old_hag if e.old_hag not in dead else None,
        apprentice_is_seer=g.apprentice_after(dead),
        cub_hunt=g.cub_died(dead) and not e.wolf_cub_sacrifice,
    )
    seer_target = e.apprentice_seer if e.apprentice_seer is not None else e.seer
    return Dawn(state, tuple(deaths),
                seer_saw=None if seer_target is None or seer is None
                else (seer_target, g.seen_as_wolf(seer_target)),
                sorcerer_saw=None if e.sorcerer is None else (e.sorcerer, e.sorcerer == seer),
                bitten=bitten, wounded=wounded)
