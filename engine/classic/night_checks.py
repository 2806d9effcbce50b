"""What a night's entries may be (CLASSIC §1-§2, docs/classic.md §2-§3): every way an
entry breaks the rules, as one-line problems naming its key. What the entries do is in
:mod:`engine.classic.dawn`."""

from __future__ import annotations

from dataclasses import replace

from .dawn import dawn
from .entries import NightEntries, Seat
from .options import Fun
from .shot import living_target, shot_problems
from .state import ClassicGame

#: the keys whose entry is one seat, with the role that acts and whether it may choose
#: itself
SEAT_KEYS: dict[str, tuple[str, bool]] = {
    "bodyguard": ("bodyguard", False), "old_hag": ("old_hag", False),
    "seer": ("seer", False), "seer_2": ("seer", False), "sorcerer": ("sorcerer", False),
    "aura_seer": ("aura_seer", False), "pi": ("pi", False), "spellcaster": ("spellcaster", True),
    "cult_leader": ("cult_leader", False), "doppelganger": ("doppelganger", False),
    "amulet": ("amulet", False)}
#: the alternates the engine does not run: a game with one is refused
NOT_RUN = {"doppelganger_now": "the Doppelganger's main text"}


def _ordinal(nth: int) -> str:
    return "" if nth == 0 else "second "


def actor(g: ClassicGame, key: str, role_id: str, nth: int = 0) -> tuple[Seat | None, str | None]:
    """The living seat acting as ``role_id`` tonight (the ``nth``, with two), or why
    there is none."""
    if role_id == "amulet":
        holder = g.amulet.holder
        if holder in g.alive:
            return holder, None
        if g.amulet.destroyed:
            return None, f"{key}: the Amulet is destroyed"
        return None, f"{key}: there is no amulet in this game"
    if role_id == "old_hag" and g.options.has("old_hag_passes") and g.pox_from in g.alive:
        return g.pox_from, None
    seats = g.seers() if role_id == "seer" else g.actors(role_id)
    if role_id == "cult_leader":  # a successor leads too (its alternate)
        seats = tuple(s for s in g.cult_leaders if s in g.alive)
    if len(seats) > nth:
        return seats[nth], None
    dealt = g.seer() if role_id == "seer" and nth == 0 else g.holder(role_id)
    asleep = [s for s in sorted(g.alive) if g.role(s) == role_id and not g.awake(s)]
    if asleep and not nth:
        return None, (f"{key}: the Drunk (seat {asleep[0]}) is the {role_id}, and sleeps "
                      "until night 3")
    if dealt is None or nth:
        return None, f"{key}: there is no {_ordinal(nth)}{role_id} in this game"
    if dealt in g.alive:
        return None, f"{key}: the {role_id} (seat {dealt}) is not the {role_id} now"
    return None, f"{key}: the {role_id} (seat {dealt}) is dead"


def victims(e: NightEntries) -> tuple[Seat, ...]:
    """Tonight's victims a healing may save: the wolves' and the vampires'."""
    return e.werewolf + ((e.vampire,) if e.vampire is not None else ())


def _sacrifice(g: ClassicGame) -> list[str]:
    """The pack may kill its own cub (all agree on it) from night 2, if another wolf
    lives to hunt."""
    cub, why = actor(g, "wolf_cub_sacrifice", "wolf_cub")
    if why:
        return [why]
    if g.phase.number == 1:
        return ["wolf_cub_sacrifice: the wolves take no victim on night 1"]
    if not [s for s in g.pack() if s != cub]:
        return ["wolf_cub_sacrifice: no other wolf lives to hunt with the two more victims"]
    return []


def night_victims(g: ClassicGame, entries: NightEntries) -> list[str]:
    problems = _sacrifice(g) if entries.wolf_cub_sacrifice else []
    phantom = g.options.fun is Fun.NO_WEREWOLVES
    wolves = g.wolves()
    allowed = g.victims_allowed(entries.wolf_cub_sacrifice)
    if not entries.werewolf or problems:
        return problems
    if not g.pack() and not phantom:
        problems.append("werewolf: no wolf is alive" if not wolves
                        else "werewolf: no wolf is awake to hunt")
    elif allowed == 0 and g.phase.number > 1:
        problems.append("werewolf: the wolves ate the Diseased and are sick: no victim "
                        "tonight")
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


def _vampires(g: ClassicGame, e: NightEntries) -> list[str]:
    if e.vampire is None:
        return []
    if not g.vampires():
        return ["vampire: no vampire is alive" if "vampire" in g.deck
                else "vampire: there is no vampire in this game"]
    if g.phase.number == 1:
        return ["vampire: the vampires take no victim on night 1"]
    why = living_target(g, "vampire", e.vampire, None)
    if why is None and g.is_vampire(e.vampire):
        why = f"vampire: seat {e.vampire} is a vampire; the vampires do not bite their own"
    return [why] if why else []


def _potions(g: ClassicGame, e: NightEntries, role_id: str) -> list[str]:
    """The Witch's or the Magician's heal(s) and kill(s) tonight."""
    save_key, kill_key = f"{role_id}_save", f"{role_id}_kill"
    save: tuple[Seat, ...] | Seat | bool
    if role_id == "witch":
        save = e.witch_save
        kills: tuple[Seat, ...] = () if e.witch_kill is None else (e.witch_kill,)
    else:
        save, kills = e.magician_save, e.magician_kill
    saves: tuple[Seat, ...] = save if isinstance(save, tuple) else \
        () if isinstance(save, bool) else (save,)
    healing = save is not False
    if not healing and not kills:
        return []
    seat, why = actor(g, save_key if healing else kill_key, role_id)
    if why:
        return [why]
    heals, killed = g.spell_count(seat)
    new_heals = (1 if save is True else len(saves))
    problems = []
    tonight = victims(e)
    # a limit on the whole game's spells names the last one cast: the kill, after a heal
    last = kill_key if kills else save_key
    if role_id == "witch" and g.options.has("witch_one") and heals + killed + new_heals \
            + len(kills) > 1:
        problems.append(f"{last}: with its alternate the Witch uses one potion in the "
                        "whole game")
    elif role_id == "magician" and g.options.has("magician_two"):
        if heals + killed + new_heals + len(kills) > 2:
            problems.append(f"{last}: with its alternate the Magician casts two spells in "
                            "the whole game")
    else:
        name = "the Witch" if role_id == "witch" else "the Magician"
        if healing and heals + new_heals > 1:
            problems.append(f"{save_key}: {name} has already used the healing "
                            f"{'potion' if role_id == 'witch' else 'spell'}")
        if kills and killed + len(kills) > 1:
            problems.append(f"{kill_key}: {name} has already used the "
                            f"{'poison' if role_id == 'witch' else 'killing spell'}")
    if healing and not problems:
        if not tonight:
            problems.append(f"{save_key}: the wolves took no victim to save")
        elif save is True and len(tonight) > 1:
            problems.append(f"{save_key}: there are {len(tonight)} victims tonight; "
                            "give the seat saved")
        for s in saves:
            if s not in tonight:
                problems.append(f"{save_key}: seat {s} is not the wolves' victim")
    if len(set(kills)) != len(kills):
        problems.append(f"{kill_key}: the two kills must be different seats")
    problems += filter(None, [living_target(g, kill_key, k, seat, self_ok=True)
                              for k in kills])
    return problems


def _seat_entry(g: ClassicGame, e: NightEntries, key: str, target: Seat) -> list[str]:
    role_id, self_ok = SEAT_KEYS[key]
    seat, why = actor(g, key, role_id, nth=1 if key == "seer_2" else 0)
    if why:
        return [why]
    if key == "seer" and g.phase.number == 1 and seat == g.holder("apprentice_seer"):
        return [("seer: the Apprentice, the acting Seer with no Seer dealt, has no vision on "
                "night 1")]
    if key == "doppelganger" and g.phase.number > 1:
        return ["doppelganger: the Doppelganger chooses on night 1 only"]
    if key == "pi" and ("pi", seat) in g.spent:
        return ["pi: the P.I. has already used its power"]
    why = living_target(g, key, target, seat, self_ok)
    if why:
        return [why]
    if key == "bodyguard":
        if g.guarded == (g.phase.number - 1, target):
            return [f"bodyguard: seat {target} was protected last night; choose another player"]
        if g.options.has("bodyguard_once") and target in g.guarded_ever:
            return [(f"bodyguard: seat {target} was protected before; with its alternate the "
                    "Bodyguard protects each player once")]
    if key == "spellcaster" and target in g.muted_ever:
        return [f"spellcaster: seat {target} was silenced before; never the same player twice"]
    if key == "cult_leader" and (target in g.cult or target in g.cult_leaders):
        return [f"cult_leader: seat {target} is in the cult already"]
    return []


def _priest(g: ClassicGame, target: Seat) -> list[str]:
    seat, why = actor(g, "priest", "priest")
    if why:
        return [why]
    if ("priest", seat) in g.spent:
        return ["priest: the Priest has already used its power"]
    if not g.options.has("priest_learns"):
        return list(filter(None, [living_target(g, "priest", target, seat)]))
    if target not in g.players or target in g.alive or target in g.gone:
        return [(f"priest: with its alternate the Priest learns the role of a dead player; "
                f"seat {target} is not one")]
    return []


def _pairs(g: ClassicGame, e: NightEntries) -> list[str]:
    problems: list[str] = []
    moderator = g.options.has("cupid_moderator")
    for nth, (key, pair) in enumerate((("cupid", e.cupid), ("cupid_2", e.cupid_2))):
        if pair is None:
            continue
        seat, why = (None, None) if moderator else actor(g, key, "cupid", nth)
        if not why and g.phase.number > 1:
            why = f"{key}: Cupid chooses the Soulmates on night 1 only"
        if not why and pair[0] == pair[1]:
            why = f"{key}: the Soulmates must be two different players"
        problems += filter(None, [why] + [living_target(g, key, s, seat, self_ok=True)
                                          for s in pair])
    return problems


def _night_one(g: ClassicGame, e: NightEntries) -> list[str]:
    """The Hoodlum's marks and the wolves' Minion, on night 1 only."""
    problems: list[str] = []
    if e.hoodlum:
        seat, why = actor(g, "hoodlum", "hoodlum")
        marks = 4 if g.options.has("hoodlum_four") else 2
        if not why and g.phase.number > 1:
            why = "hoodlum: the Hoodlum marks its players on night 1 only"
        if not why and len(set(e.hoodlum)) != marks:
            why = f"hoodlum: the Hoodlum marks {marks} different players"
        problems += filter(None, [why] + [living_target(g, "hoodlum", s, seat)
                                          for s in e.hoodlum])
    if e.minion is not None:
        why = None
        if not g.options.has("minion_chosen"):
            why = "minion: the wolves choose a Minion only with the alternate minion_chosen"
        elif g.phase.number > 1:
            why = "minion: the wolves choose their Minion on night 1 only"
        elif g.is_wolf(e.minion) if e.minion in g.players else False:
            why = f"minion: seat {e.minion} is a wolf already"
        problems += filter(None, [why or living_target(g, "minion", e.minion, None)])
    return problems


def _moderator(g: ClassicGame, e: NightEntries) -> list[str]:
    """The Masons' society, the Ghost's letter, the Troublemaker, the Martyr."""
    problems: list[str] = []
    if e.secret_society and "mason" not in g.deck:
        problems.append("secret_society: there are no Masons in this game")
    for s in e.secret_society:
        problems += filter(None, [living_target(g, "secret_society", s, None)])
    if e.ghost is not None:
        writer = g.ghost
        if writer is None:
            problems.append("ghost: there is no Ghost in this game yet")
        elif len(e.ghost) != 1 or not e.ghost.isalpha():
            problems.append(f"ghost: one letter, not {e.ghost!r}")
    if e.troublemaker:
        seat, why = actor(g, "troublemaker", "troublemaker")
        if not why and ("troublemaker", seat) in g.spent:
            why = "troublemaker: the Troublemaker has already stirred up trouble"
        problems += filter(None, [why])
    if e.martyr is not None:
        seat, why = actor(g, "martyr", "martyr")
        if not why and not g.options.has("martyr_night"):
            why = ("martyr: the Martyr dies for a lynched player by day; at night only with "
                   "its alternate martyr_night")
        if not why and e.martyr not in e.werewolf:
            why = f"martyr: seat {e.martyr} is not the wolves' victim"
        if not why and e.martyr == seat:
            why = f"martyr: seat {seat} cannot take its own place"
        problems += filter(None, [why])
    return problems


def _must(g: ClassicGame, e: NightEntries) -> list[str]:
    """An entry an alternate makes compulsory: the Spellcaster's."""
    if not g.options.has("spellcaster_must") or e.spellcaster is not None:
        return []
    _, why = actor(g, "spellcaster", "spellcaster")
    if why is None and any(s not in g.muted_ever for s in g.alive):
        return ["spellcaster: with its alternate the Spellcaster must silence a player"]
    return []


def _apprentice(g: ClassicGame, e: NightEntries) -> list[str]:
    if e.apprentice_seer is None:
        return []
    seat, why = actor(g, "apprentice_seer", "apprentice_seer")
    if why is None and g.apprentice_is_seer:
        seat = g.holder("apprentice_seer")
        if seat not in g.alive:
            why = f"apprentice_seer: the apprentice_seer (seat {seat}) is dead"
        elif seat in g.seers() and (e.seer is not None or e.seer_2 is not None):
            why = "apprentice_seer: the Apprentice's look is given once, as seer"
    elif why is None and not g.options.has("apprentice_looks"):
        why = "apprentice_seer: the Apprentice Seer looks only once the Seer is dead"
    return list(filter(None, [why or living_target(g, "apprentice_seer", e.apprentice_seer,
                                                   seat)]))


def night_problems(g: ClassicGame, e: NightEntries) -> list[str]:
    """Every way ``e`` breaks the rules at night ``g.phase``, in the order of the entries."""
    problems: list[str] = []
    if e.werewolf or e.wolf_cub_sacrifice:
        problems += night_victims(g, e)
    problems += _vampires(g, e)
    for key, target in e.seat_entries().items():
        if target is not None:
            problems += _seat_entry(g, e, key, target)
    if e.priest is not None:
        problems += _priest(g, e.priest)
    problems += _apprentice(g, e)
    problems += _potions(g, e, "witch") + _potions(g, e, "magician")
    problems += _pairs(g, e) + _night_one(g, e) + _moderator(g, e) + _must(g, e)
    if e.doppelganger_acts is not None:
        problems.append("doppelganger_acts: the Doppelganger acting at its own call is its "
                        "alternate doppelganger_now, which this engine does not run")
    if e.hunter is not None and not problems:
        problems += shot_problems(g, e.hunter, dawn(g, replace(e, hunter=None)).deaths,
                                  sitting_out=e.old_hag)
    return problems


def not_run(alternates: frozenset[str]) -> str | None:
    """Why a game with ``alternates`` cannot be played here, or ``None``."""
    for name in sorted(alternates & set(NOT_RUN)):
        return f"alternates: {name} is not run by this engine; play {NOT_RUN[name]}"
    return None
