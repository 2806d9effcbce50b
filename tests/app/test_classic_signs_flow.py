"""The revised classic night through the rig (issue 21): the roll call first, so the
Sorcerer and a Lycan are answered right on night 1; the Cursed shown V, then W from the
night of the attack; no sleeping role named aloud."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from engine.classic.signs import SIGNS

from device.core.games import GAMES
from device.core.games.classic.book import SACRIFICE_LABEL
from hw_mocks.demo import ScreenRecorder
from hw_mocks.games.classic import ClassicDemo, run_game, start
from hw_mocks.rig import Rig


def demo_for(make_rig: Callable[..., Rig], preset: str,
             pick: Callable[[ClassicDemo, str, tuple[str, ...]], str],
             votes: Callable[[ClassicDemo, frozenset[int]], Mapping[int, int]] | None = None,
             seed: int = 3) -> tuple[ClassicDemo, ScreenRecorder]:
    rig = make_rig(seed=seed, settings=GAMES.settings(classic_vote="point"))  # the votes: taps
    rng = random.Random(seed)
    shots = ScreenRecorder(rig, None)
    rig.start()
    demo = ClassicDemo(rig, start(rig, preset, shots, rng), rng, clean=True)
    demo.pick = lambda title, options: pick(demo, title, options)
    if votes is not None:
        demo.votes = lambda voters: votes(demo, voters)
    return demo, shots


def seat_of(demo: ClassicDemo, role: str) -> int:
    return next(s for s, r in demo.dealt.items() if r == role)


def signs(rig: Rig, role: str) -> list[tuple[str, str]]:
    """The signs shown at ``role``'s call, as (title, sign), in the big type's screen."""
    return [(e["title"], e["sign"]) for e in rig.transcript.kinds("show")
            if e.get("screen") == "SignScreen" and e["title"].startswith(role + ": ")]


def heard(rig: Rig) -> list[str]:
    """Every line heard, in order (the night's lines are composed: not in ``said()``)."""
    return [text for _, text in rig.heard()]


def assert_screen_follows_the_eyes(rig: Rig) -> None:
    """While a role's call is spoken its screen says its eyes are open, and once it is
    told to close them the screen says so (never "Eyes closed." under "open your eyes").
    A screen drawn as a line starts comes before it."""
    shown = ""
    checked = 0
    night_screens = [(e["t"], 0, e["lines"][0]) for e in rig.transcript.kinds("show")
                     if e.get("screen") == "MessageScreen"
                     and str(e.get("title", "")).startswith("Night ")]
    lines = [(round(t, 3), 1, text) for t, text in rig.heard()]
    for _t, kind, text in sorted(night_screens + lines, key=lambda e: e[:2]):
        if kind == 0:
            shown = text
        elif text.endswith(", open your eyes."):
            assert shown.endswith(": eyes open."), (text, shown)
            checked += 1
        elif text.endswith(", close your eyes."):
            assert shown == "Eyes closed.", (text, shown)
    assert checked >= 3


def test_village_of_uncertainty_night_one_answers_the_sorcerer_and_the_lycan(
        make_rig: Callable[..., Rig]) -> None:
    def pick(demo: ClassicDemo, title: str, options: tuple[str, ...]) -> str:
        if title == "Seer looks at?":
            return f"Seat {seat_of(demo, 'lycan')}"
        if title == "Sorcerer looks at?":
            return f"Seat {seat_of(demo, 'seer')}"
        return ""

    demo, shots = demo_for(make_rig, "uncertainty", pick)
    rig = demo.rig
    run_game(demo, shots, until=lambda: rig.phase == "day")
    lycan, seer = seat_of(demo, "lycan"), seat_of(demo, "seer")
    assert (f"Seer: seat {lycan}", SIGNS["seer"].yes) in signs(rig, "Seer")
    assert (f"Sorcerer: seat {seer}", SIGNS["sorcerer"].yes) in signs(rig, "Sorcerer")
    said = " ".join(heard(rig))
    assert said.index("keep your eyes closed") < said.index("Werewolves, open your eyes")
    for name in ("Lycan", "Hunter", "Apprentice"):
        assert name not in said, name
    record = rig.store.load_current()
    assert record is not None and record["phases"][0]["seer"] == lycan
    assert_screen_follows_the_eyes(rig)
    assert record["phases"][0]["sorcerer"] == seer


def test_the_cursed_is_shown_v_then_w_from_the_night_of_the_attack(
        make_rig: Callable[..., Rig]) -> None:
    def pick(demo: ClassicDemo, title: str, options: tuple[str, ...]) -> str:
        if title.startswith("Wolves'"):
            cursed = f"Seat {seat_of(demo, 'cursed')}"
            night = demo.rig.machine.state.number  # type: ignore[attr-defined]
            return cursed if night == 2 else next(o for o in options if o != cursed)
        if title.startswith(("Witch poisons", "Hunter")):
            return "Nobody"
        if title.startswith("Save"):
            return options[0]
        return ""

    def villagers_out(demo: ClassicDemo, voters: frozenset[int]) -> dict[int, int]:
        plain = sorted(s for s in voters if demo.dealt[s] == "villager")
        target = plain[0] if plain else min(voters - {seat_of(demo, "cursed")})
        return {v: target for v in voters if v != target}

    demo, shots = demo_for(make_rig, "secrets", pick, votes=villagers_out)
    rig = demo.rig
    cursed = seat_of(demo, "cursed")
    run_game(demo, shots, until=lambda: len(signs(rig, "Cursed")) >= 3)
    title = f"Cursed: seat {cursed}"
    assert signs(rig, "Cursed")[:3] == [(title, "show V"), (title, "show W"), (title, "show W")]
    said = heard(rig)
    assert "Cursed, open your eyes." in said
    assert not any("turn" in line.lower() for line in said)


def test_the_pack_sacrifices_its_cub_on_the_knob_and_takes_two_more(
        make_rig: Callable[..., Rig]) -> None:
    """From night 2 the wolves' ask offers the cub, last; picked, the Moderator's screen
    says two more victims (never the voice), both are entered and the record holds
    ``"wolf_cub_sacrifice": true`` with them; the cub and both victims die at dawn."""
    offered: list[tuple[int, tuple[str, ...]]] = []

    def pick(demo: ClassicDemo, title: str, options: tuple[str, ...]) -> str:
        night = demo.rig.machine.state.number  # type: ignore[attr-defined]
        if title == "Wolves' victim?":
            offered.append((night, options))
            if night == 2:
                return SACRIFICE_LABEL
        if title.startswith(("Witch", "Save", "Bodyguard", "Hunter")):
            return "Nobody" if "Nobody" in options else options[0]
        return ""

    def villager_out(demo: ClassicDemo, voters: frozenset[int]) -> dict[int, int]:
        target = min(s for s in voters if demo.dealt[s] == "villager")
        return {v: target for v in voters if v != target}

    demo, shots = demo_for(make_rig, "guards", pick, votes=villager_out)
    rig = demo.rig

    def phases() -> list[dict[str, object]]:
        record = rig.store.load_current() or (rig.store.games() or [{}])[-1]
        return list(record.get("phases", []))

    run_game(demo, shots, limit=600, until=lambda: len(phases()) >= 3)
    assert offered, phases()
    assert offered[0][0] == 2 and offered[0][1][-1] == SACRIFICE_LABEL
    cub = seat_of(demo, "wolf_cub")
    night_2 = phases()[2]
    assert night_2["wolf_cub_sacrifice"] is True and len(night_2["werewolf"]) == 2
    shown = [tuple(e["lines"]) for e in rig.transcript.kinds("show")
             if e.get("screen") == "MessageScreen" and e.get("title") == "Wolves"]
    assert (f"Seat {cub} (cub) is sacrificed:", "TWO more victims", "Press: done") in shown
    said = " ".join(heard(rig) + rig.said()).lower()   # the night's lines and the dawn's
    assert "sacrific" not in said and "victim" not in said   # the reveal may name the cub
    for seat in (cub, *night_2["werewolf"]):
        assert f"seat {seat} did not survive the night" in said
