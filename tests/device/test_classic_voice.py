"""Every line the box speaks in classic mode renders through both voices, espeak-ng and
Piper, as real WAVs inside the one 3 dB loudness band, with speech in every clip.

Under NIGHTBOX_STRICT=1 (CI) a missing voice fails instead of skipping.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.classic.deck import ClassicDeck
from engine.classic.presets import PRESETS
from engine.classic.script import classic_night

from device.audio.cache import CachedVoice
from device.core.games.classic import phrases as classic_phrases

from .test_voice_level import assert_one_level_band, synth

EVERY_ROLE = ClassicDeck.parse("werewolf,wolf_cub,minion,sorcerer,seer,apprentice_seer,"
                               "bodyguard,witch,cupid,old_hag")
SLEEPERS = ClassicDeck.parse("werewolf,seer,hunter,mayor,prince,tough_guy,cursed,tanner,"
                             "lycan,villager")


def classic_lines() -> list[str]:
    """Every line of every classic night script: all presets and every role, night 1 (the
    roll call first) and a later night (no line depends on who lives)."""
    lines: list[str] = []
    decks = [p.deck for p in PRESETS.values()] + [EVERY_ROLE, SLEEPERS]
    for deck in decks:
        for night in (1, 2):
            for line in classic_night(deck, night).lines:
                if line not in lines:
                    lines.append(line)
    # the appliance's own classic lines: seating, dawn, day, the vote, the winner
    lines += [t for t in classic_phrases.sample_lines() if t not in lines]
    return lines


def test_the_classic_lines_cover_every_waking_role_and_name_no_sleeping_one() -> None:
    text = " ".join(classic_lines())
    for name in ("Werewolves", "Werewolves and Minion", "Sorcerer", "Seer", "Bodyguard",
                 "Witch", "Cupid", "Old Hag", "Soulmates", "Cursed"):
        assert f"{name}, " in text and f"{name}, close your eyes." in text, name
    night = " ".join(line for deck in [p.deck for p in PRESETS.values()] + [EVERY_ROLE, SLEEPERS]
                     for n in (1, 2) for line in classic_night(deck, n).lines)
    for name in ("Apprentice", "Hunter", "Mayor", "Prince", "Tough Guy", "Tanner", "Lycan"):
        assert name not in night, name


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["espeak", "piper"])
def test_every_classic_line_renders_level_in_both_voices(engine: str, tmp_path: Path) -> None:
    voice = CachedVoice(synth(engine), tmp_path)  # type: ignore[arg-type]
    assert_one_level_band(voice, classic_lines(), per_word=0.12)
