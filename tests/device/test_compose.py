"""Composing a night into one timeline WAV: layout, headroom, the sound bed, the cache, the
stdlib-only sample arithmetic, and (with espeak-ng) a real 5-player night.
"""

from __future__ import annotations

import math
import random
import re
import wave
from array import array
from pathlib import Path

import pytest

from engine.cues import Cue, Pause, Say
from engine.onenight.presets import preset
from engine.onenight.script import night_script

from device.audio import pcm
from device.audio.bed import Bed, bed_peak, render_bed
from device.audio.cache import CachedVoice
from device.audio.compose import Timeline, compose, compose_lines
from device.audio.protocols import SAMPLE_RATE, Clip
from device.audio.silent import TextVoice
from device.audio.tts import PyttsxSynth
from hw_mocks.audio import ToneSynth, tone

RATE = SAMPLE_RATE


def frames_of(path: Path) -> array[int]:
    return pcm.read_wav(path)


def window(samples: array[int], start: float, seconds: float) -> array[int]:
    a = round(start * RATE)
    return samples[a : a + round(seconds * RATE)]


def hand_night() -> list[Cue]:
    """A 5-player night by hand (werewolves, seer, robber, troublemaker)."""
    cues: list[Cue] = [Say(None, "Everyone, close your eyes."), Pause(None, 3.0)]
    for step, role in [("werewolf", "Werewolves"), ("seer", "Seer"), ("robber", "Robber"),
                       ("troublemaker", "Troublemaker")]:
        cues += [Say(step, f"{role}, wake up."), Pause(step, 8.0),
                 Say(step, f"{role}, close your eyes."), Pause(step, 1.0)]
    cues.append(Say(None, "Everyone, wake up!"))
    return cues


class FixedVoice:
    """Every line is a tone of ``seconds`` at ``amplitude`` (cached through CachedVoice)."""

    def __init__(self, tmp: Path, seconds: float = 1.0, amplitude: int = 12000) -> None:
        self.synth = ToneSynth(seconds=seconds, amplitude=amplitude)
        self.voice = CachedVoice(self.synth, tmp / "cache", levelled=False)  # exact tones

    def render(self, text: str) -> Clip:
        return self.voice.render(text)


# -- layout --------------------------------------------------------------------------------

def test_step_and_line_starts_are_exact(tmp_path: Path) -> None:
    tl = compose(hand_night(), FixedVoice(tmp_path, 1.0), tmp_path / "night.wav")
    # intro 1 + 3; then each step is 1 + 8 + 1 + 1 = 11 s; then the wake-up line
    assert tl.step_starts == (("werewolf", 4.0), ("seer", 15.0), ("robber", 26.0),
                              ("troublemaker", 37.0))
    assert tl.line_starts == (0.0, 4.0, 13.0, 15.0, 24.0, 26.0, 35.0, 37.0, 46.0, 48.0)
    assert tl.duration == pytest.approx(49.0)
    with wave.open(str(tl.path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        assert w.getnframes() == 49 * RATE
    samples = frames_of(tl.path)
    assert pcm.peak(window(samples, 4.0, 1.0)) == 12000  # a line where it says
    assert pcm.peak(window(samples, 5.0, 8.0)) == 0  # silence for the pause
    assert tl.step_at(20.0) == "seer" and tl.step_at(1.0) is None


def test_marks_list_steps_before_lines_in_time_order(tmp_path: Path) -> None:
    tl = compose(hand_night(), FixedVoice(tmp_path), tmp_path / "night.wav")
    marks = tl.marks()
    assert [m.position for m in marks] == sorted(m.position for m in marks)
    first = [m for m in marks if m.position == 4.0]
    assert [(m.kind, m.value) for m in first] == [("step", "werewolf"),
                                                  ("line", "Werewolves, wake up.")]


def test_blank_lines_are_skipped_and_negative_pauses_are_zero(tmp_path: Path) -> None:
    cues: list[Cue] = [Say("a", "One."), Say("a", "   "), Pause("a", -2.0), Say("b", "Two.")]
    tl = compose(cues, FixedVoice(tmp_path, 0.5), tmp_path / "n.wav")
    assert [line.text for line in tl.lines] == ["One.", "Two."]
    assert tl.duration == pytest.approx(1.0)
    assert tl.step_starts == (("a", 0.0), ("b", 0.5))


def test_empty_night_writes_an_empty_wav(tmp_path: Path) -> None:
    tl = compose([], FixedVoice(tmp_path), tmp_path / "n.wav")
    assert tl.duration == 0 and pcm.wav_info(tl.path) == (0, RATE)


def test_text_voice_composes_the_same_timing_in_silence(tmp_path: Path) -> None:
    tl = compose(hand_night(), TextVoice(160), tmp_path / "n.wav")
    expected = sum(TextVoice(160).render(c.text).duration for c in hand_night()
                   if isinstance(c, Say)) + 3 + 4 * 9
    assert tl.duration == pytest.approx(expected, abs=0.01)
    assert pcm.peak(frames_of(tl.path)) == 0


def test_day_lines_are_composed_with_gaps(tmp_path: Path) -> None:
    tl = compose_lines(["One minute left.", "Talk fast."], FixedVoice(tmp_path, 1.0),
                       tmp_path / "day.wav", gap=0.5)
    assert tl.line_starts == (0.0, 1.5) and tl.duration == pytest.approx(2.5)


def test_foreign_rate_clips_are_converted(tmp_path: Path) -> None:
    odd = tmp_path / "16k.wav"
    pcm.write_wav(odd, tone(1.0, rate=16000), 16000)

    class OddVoice:
        def render(self, text: str) -> Clip:
            return Clip(text, odd, 1.0)

    tl = compose([Say(None, "x"), Pause(None, 1.0)], OddVoice(), tmp_path / "n.wav")
    assert pcm.wav_info(tl.path) == (2 * RATE, RATE)
    assert pcm.peak(window(frames_of(tl.path), 0.1, 0.8)) > 11000


# -- levels: no clipping, volume, the bed ---------------------------------------------------

def test_loud_speech_over_the_bed_never_clips(tmp_path: Path) -> None:
    loud = FixedVoice(tmp_path, 1.0, amplitude=32767)  # a full-scale square wave
    bed = Bed(level_db=-30.0, tap_db=-20.0, taps_per_minute=60.0)
    tl = compose(hand_night(), loud, tmp_path / "n.wav", bed=bed, volume=1.0)
    samples = frames_of(tl.path)
    assert tl.gain < 1.0  # headroom was made
    assert pcm.peak(samples) <= pcm.FULL_SCALE
    full = sum(1 for v in samples if v >= pcm.FULL_SCALE or v <= -pcm.FULL_SCALE)
    assert full == 0, f"{full} clipped samples"
    # the speech is still the square wave (scaled), not flattened: +-gain*32767 plus the bed
    line = window(samples, 4.0, 1.0)
    assert max(line) > 0.9 * tl.gain * 32767 and min(line) < -0.9 * tl.gain * 32767


def test_volume_scales_the_speech(tmp_path: Path) -> None:
    full = compose(hand_night(), FixedVoice(tmp_path), tmp_path / "a.wav", volume=1.0)
    half = compose(hand_night(), FixedVoice(tmp_path), tmp_path / "b.wav", volume=0.5)
    assert pcm.peak(frames_of(full.path)) == 12000
    assert pcm.peak(frames_of(half.path)) == 6000
    assert half.step_starts == full.step_starts


def test_the_bed_is_quiet_continuous_and_seeded(tmp_path: Path) -> None:
    bed = Bed(level_db=-42.0, seed=7)
    tl = compose(hand_night(), FixedVoice(tmp_path), tmp_path / "n.wav", bed=bed)
    again = compose(hand_night(), FixedVoice(tmp_path), tmp_path / "m.wav", bed=bed)
    other = compose(hand_night(), FixedVoice(tmp_path), tmp_path / "o.wav", bed=Bed(seed=8))
    assert tl.path.read_bytes() == again.path.read_bytes()
    assert tl.path.read_bytes() != other.path.read_bytes()
    samples = frames_of(tl.path)
    pause = window(samples, 6.0, 6.0)  # inside the werewolves' pause: bed only
    level = 20 * math.log10(pcm.rms(pause) / pcm.FULL_SCALE)
    assert -45.0 < level < -36.0  # the noise, plus a tap or two
    assert pcm.peak(pause) < bed_peak(bed, RATE)
    line = window(samples, 4.0, 1.0)  # under a line: tone + bed, so not the bare tone
    assert line != tone(1.0) and pcm.peak(line) <= 12000 + bed_peak(bed, RATE)


def test_the_bed_tiles_a_loop_and_has_taps() -> None:
    bed = Bed(level_db=-42.0, tap_db=-24.0, taps_per_minute=30.0, seed=3)
    track = render_bed(bed, 20 * RATE, RATE)
    assert len(track) == 20 * RATE
    assert track[0] == 0 and track[-1] == 0  # faded in and out
    quiet = pcm.FULL_SCALE * 10 ** (-42 / 20) * 5
    assert pcm.peak(track) > quiet  # taps stand out of the noise
    assert pcm.peak(track) <= bed_peak(bed, RATE)


# -- the cache: a second night synthesises nothing -----------------------------------------

def test_second_compose_of_the_same_night_synthesises_nothing(tmp_path: Path) -> None:
    synth = ToneSynth()
    voice = CachedVoice(synth, tmp_path / "cache", levelled=False)
    cues = night_script(preset(5), rng=random.Random(1)).cues
    first = compose(cues, voice, tmp_path / "a.wav", bed=Bed())
    calls = len(synth.calls)
    assert calls == len({line.text for line in first.lines}) > 5
    second = compose(cues, CachedVoice(synth, tmp_path / "cache", levelled=False),
                     tmp_path / "b.wav", bed=Bed())
    assert len(synth.calls) == calls  # zero synth calls the second time
    assert second.path.read_bytes() == first.path.read_bytes()


# -- the sample arithmetic (stdlib only) ---------------------------------------------------

def reference_mix(a: array[int], gain: float, b: array[int] | None) -> array[int]:
    g = round(gain * 256)
    under = b if b is not None else pcm.silence(len(a))
    return array("h", (max(-32768, min(32767, ((x * g + 128) >> 8) + y))
                       for x, y in zip(a, under)))


@pytest.mark.parametrize("seed", range(40))
def test_mix_matches_a_plain_per_sample_loop(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(1, 400)
    amp = rng.choice([50, 12000, 32768])
    a = array("h", (rng.randint(-amp, amp - 1) for _ in range(n)))
    b = array("h", (rng.randint(-amp, amp - 1) for _ in range(n + rng.randint(0, 3))))
    a[rng.randrange(n)] = rng.choice([-32768, 32767])
    gain = rng.choice([0.0, 0.25, 0.94, 1.0, 1.5, 2.0, rng.uniform(0.0, 3.0)])
    for under in (b, None):
        got = pcm.samples_from_bytes(pcm.mix_bytes(pcm.samples_to_bytes(a), gain,
                                                   None if under is None
                                                   else pcm.samples_to_bytes(under)))
        assert got == reference_mix(a, gain, under)
    assert pcm.add(a, b) == reference_mix(a, 1.0, b)
    assert pcm.scale(a, gain) == reference_mix(a, gain, None)
    assert pcm.peak(a) <= pcm.peak_bound(pcm.samples_to_bytes(a)) < pcm.peak(a) + 257


def test_sample_formats_are_converted_to_16_bit_mono(tmp_path: Path) -> None:
    path = tmp_path / "stereo8.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(1)
        w.setframerate(RATE)
        w.writeframes(bytes([255, 255, 0, 0, 128, 128]))  # max, min, zero
    assert list(pcm.read_wav(path)) == [127 * 256, -128 * 256, 0]


# -- the "done means" test: a real 5-player night ------------------------------------------

def test_a_real_five_player_night(espeak: None, tmp_path: Path) -> None:
    script = night_script(preset(5), rng=random.Random(5))
    voice = CachedVoice(PyttsxSynth("en-us", 160), tmp_path / "cache")
    tl = compose(script.cues, voice, tmp_path / "night.wav", bed=Bed())
    assert isinstance(tl, Timeline)
    # Its duration matches the script's speech and pauses: each line measured on its own
    # (from the cache) plus the script's pauses, within 5% (exact in fact, to the frame).
    clips = [voice.render(text) for text in script.lines]
    speech = sum(pcm.wav_seconds(clip.path) for clip in clips if clip.path is not None)
    assert len(clips) == len(tl.lines) and all(clip.path for clip in clips)
    assert tl.duration == pytest.approx(speech + script.pause_seconds, rel=0.05)
    assert pcm.wav_seconds(tl.path) == pytest.approx(tl.duration, abs=1 / RATE)
    # and is close to what the fallback would time (same timing without audio)
    assert compose(script.cues, TextVoice(160), tmp_path / "text.wav").duration == \
        pytest.approx(tl.duration, rel=0.05)
    assert [s for s, _ in tl.step_starts] == [s.id for s in script.steps]
    # The listen check: each line is there, audible, not clipped, at a sensible speed.
    samples = frames_of(tl.path)
    assert pcm.peak(samples) < pcm.FULL_SCALE
    for line in tl.lines:
        part = window(samples, line.start, line.duration)
        assert pcm.rms(part) > 1000, line.text
        words_per_minute = len(line.text.split()) / line.duration * 60
        assert 70 < words_per_minute < 200, (line.text, line.duration)
    # one-sentence lines take 1-4 s; the beginner lines (wake + what to do) up to ~8 s
    one_sentence = [line for line in tl.lines if len(re.findall(r"[.!?]", line.text)) == 1]
    assert one_sentence and all(1.0 <= line.duration <= 4.0 for line in one_sentence)
    assert all(line.duration <= 8.5 for line in tl.lines)
    # a second night from the same cache synthesises nothing
    counting = ToneSynth(voice="en-us", rate=160)
    compose(script.cues, CachedVoice(counting, tmp_path / "cache"), tmp_path / "again.wav")
    assert counting.calls == []


def test_a_night_in_ram_is_written_without_fsync(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    script = night_script(preset(5), rng=random.Random(1))
    compose(script.cues, TextVoice(), tmp_path / "ram.wav", durable=False)
    assert synced == [] and (tmp_path / "ram.wav").stat().st_size > 44
    compose(script.cues, TextVoice(), tmp_path / "disk.wav")
    assert len(synced) >= 2                      # the file, then its directory


def test_the_runtime_directory_comes_from_systemd(tmp_path: Path) -> None:
    from device.store.paths import runtime_dir

    assert runtime_dir({"RUNTIME_DIRECTORY": f"{tmp_path}:/other"}) == tmp_path
    assert runtime_dir({}) is None
