"""The night script: cues, pauses, modes, paces, options and reproducibility."""

from __future__ import annotations

import random

import pytest

from engine.cues import Pause, Say
from engine.onenight.deck import Deck
from engine.onenight.script import (
    CLOSE_EYES,
    LONE_WOLF,
    PACES,
    WAKE_UP,
    Pace,
    ScriptMode,
    ScriptOptions,
    night_script,
)

BASE = "werewolf,werewolf,seer,robber,troublemaker,villager,villager,villager"


def say_texts(deck: str, **opts: object) -> list[str]:
    script = night_script(Deck.parse(deck), ScriptOptions(**opts))  # type: ignore[arg-type]
    return [c.text for c in script.cues if isinstance(c, Say)]


def test_night_opens_and_closes() -> None:
    texts = say_texts(BASE)
    assert texts[0].startswith(CLOSE_EYES)
    assert texts[-1].startswith(WAKE_UP)


def test_every_step_wakes_then_sleeps_in_order() -> None:
    script = night_script(Deck.parse(BASE))
    step_says = [c for c in script.cues if isinstance(c, Say) and c.step]
    assert [c.step for c in step_says] == [s.id for s in script.steps for _ in (0, 1)]
    for wake, sleep in zip(step_says[::2], step_says[1::2]):
        assert "wake up" in wake.text and "close your eyes" in sleep.text


def test_each_step_has_one_action_pause_and_a_gap() -> None:
    script = night_script(Deck.parse(BASE))
    timing = PACES[Pace.NORMAL]
    for step in script.steps:
        pauses = [c.seconds for c in script.cues if isinstance(c, Pause) and c.step == step.id]
        assert len(pauses) == 2
        action, gap = pauses
        assert timing.action <= action <= timing.action + timing.jitter
        assert gap == timing.gap


def test_complex_steps_pause_longer() -> None:
    deck = Deck.parse("doppelganger,werewolf,witch,paranormal_investigator,seer,"
                      "villager,villager,villager")
    script = night_script(deck, rng=random.Random(1))
    action = {c.step: c.seconds for c in script.cues if isinstance(c, Pause)
              and c.step and c.seconds > PACES[Pace.NORMAL].gap}
    longest_plain = PACES[Pace.NORMAL].action + PACES[Pace.NORMAL].jitter
    for step in ("doppelganger", "witch", "paranormal_investigator"):
        assert action[step] > longest_plain


def test_same_seed_same_script_other_seed_other_pauses() -> None:
    deck = Deck.parse(BASE)
    a = night_script(deck, rng=random.Random(7))
    b = night_script(deck, rng=random.Random(7))
    c = night_script(deck, rng=random.Random(8))
    assert a == b
    assert a.cues != c.cues
    assert a.lines == c.lines


@pytest.mark.parametrize("fast,slow", [(Pace.QUICK, Pace.NORMAL), (Pace.NORMAL, Pace.RELAXED)])
def test_paces_order_the_total_pause(fast: Pace, slow: Pace) -> None:
    deck = Deck.parse(BASE)
    quick = night_script(deck, ScriptOptions(pace=fast), random.Random(3)).pause_seconds
    relaxed = night_script(deck, ScriptOptions(pace=slow), random.Random(3)).pause_seconds
    assert quick < relaxed


def test_beginner_explains_and_expert_does_not() -> None:
    beginner = say_texts(BASE, mode=ScriptMode.BEGINNER)
    expert = say_texts(BASE, mode=ScriptMode.EXPERT, lone_wolf=False)
    assert any("two center cards" in t for t in beginner)
    assert not any("two center cards" in t for t in expert)
    assert "Seer, wake up." in expert
    assert len(" ".join(expert)) < len(" ".join(beginner))


def test_lone_wolf_option() -> None:
    assert any(LONE_WOLF in t for t in say_texts(BASE))
    assert any(LONE_WOLF in t for t in say_texts(BASE, mode=ScriptMode.EXPERT))
    assert not any(LONE_WOLF in t for t in say_texts(BASE, lone_wolf=False))


def test_dream_wolf_changes_the_werewolf_and_minion_calls() -> None:
    deck = "werewolf,dream_wolf,minion,seer,robber,villager,villager"
    script = night_script(Deck.parse(deck))
    wolf = [c.text for c in script.cues if isinstance(c, Say) and c.step == "werewolf"]
    minion = [c.text for c in script.cues if isinstance(c, Say) and c.step == "minion"]
    assert "Dream Wolf, keep your eyes closed" in wolf[0]
    assert "Dream Wolf" in wolf[1]
    assert "Dream Wolf included" in minion[0]
    plain = say_texts("werewolf,werewolf,minion,seer,robber,villager,villager")
    assert not any("Dream Wolf" in t for t in plain)


def test_doppelganger_extra_steps_speak_to_the_doppelganger() -> None:
    deck = "doppelganger,werewolf,werewolf,minion,seer,robber,troublemaker,insomniac,villager"
    script = night_script(Deck.parse(deck))
    says = [c.text for c in script.cues if isinstance(c, Say)
            and c.step == "doppelganger_insomniac"]
    assert says[0].startswith(
        "Doppelganger, if you became the Insomniac, wake up.")
    first = next(c.text for c in script.cues if isinstance(c, Say)
                 and c.step == "doppelganger_minion")
    assert "Minion" in first and "Werewolves, stick out a thumb." in first


def test_lines_are_short_plain_and_neutral() -> None:
    deck = ("doppelganger,sentinel,werewolf,alpha_wolf,mystic_wolf,minion,apprentice_tanner,"
            "mason,mason,thing,seer,apprentice_seer,paranormal_investigator,robber,witch,"
            "troublemaker,village_idiot,aura_seer,drunk,insomniac,squire,beholder,revealer,"
            "curator,dream_wolf")
    gendered = {"he", "she", "him", "her", "his", "hers"}
    for text in night_script(Deck.parse(deck)).lines:
        assert text.strip() and text.isascii(), text
        for sentence in text.split(". "):
            assert len(sentence.split()) <= 20, sentence
        assert not {w.strip(".,!?").lower() for w in text.split()} & gendered


def test_beginner_lines_say_what_a_beginner_needs() -> None:
    deck = Deck.parse("doppelganger,alpha_wolf,werewolf,mystic_wolf,paranormal_investigator,"
                      "seer,insomniac,villager,villager,villager")
    lines = night_script(deck).lines
    doppel = next(t for t in lines if t.startswith("Doppelganger, wake up"))
    assert "If you became a role that acts at once, like the Alpha Wolf or the Mystic Wolf" \
        in doppel
    small = night_script(Deck.parse("doppelganger,werewolf,werewolf,seer,robber,villager,"
                                    "villager,insomniac")).lines
    assert any("If you became the Seer or the Robber, do that action now." in t for t in small)
    wolves = next(t for t in lines if t.startswith("Werewolves, wake up"))
    assert "The Alpha Wolf and the Mystic Wolf wake with you." in wolves
    pi = next(t for t in lines if t.startswith("Paranormal Investigator, wake up"))
    assert "If one of them is a werewolf or a Tanner, stop looking, and you join that team." \
        in pi
    expert = night_script(deck, ScriptOptions(mode=ScriptMode.EXPERT)).lines
    assert not any("wake with you" in t for t in expert)
