"""The vote count-in: one WAV, and the "Vote!" moment at a known offset in it."""

from __future__ import annotations

import queue
from pathlib import Path
from typing import Any

import pytest

from device.audio import pcm
from device.audio.cache import CachedVoice
from device.audio.count_in import BEAT, MIN_GAP, TAIL, WORDS, compose_count_in
from device.audio.protocols import SAMPLE_RATE, Clip, PlaybackFinished, PlaybackMark
from device.audio.silent import TextVoice
from device.audio.tts import PyttsxSynth
from hw_mocks.audio import FakePlayer, tone

RATE = SAMPLE_RATE


class PaddedToneVoice:
    """Each word: quiet lead-in, a tone of ``seconds[word]``, a quiet tail (like espeak)."""

    def __init__(self, tmp: Path, seconds: dict[str, float]) -> None:
        self.tmp, self.seconds = tmp, seconds

    def render(self, text: str) -> Clip:
        body = tone(self.seconds[text])
        samples = pcm.silence(round(0.05 * RATE)) + body + pcm.silence(round(0.3 * RATE))
        path = self.tmp / f"{text.strip('.!')}.wav"
        pcm.write_wav(path, samples)
        return Clip(text, path, len(samples) / RATE)


def onset(samples: Any, threshold: int = 300) -> int:
    return next(i for i, v in enumerate(samples) if abs(v) > threshold)


def test_vote_is_on_the_fourth_beat(tmp_path: Path) -> None:
    voice = PaddedToneVoice(tmp_path, dict.fromkeys(WORDS, 0.4))
    count = compose_count_in(voice, tmp_path / "count.wav")
    assert count.vote_at == pytest.approx(3 * BEAT, abs=1 / RATE)
    assert [s for _, s in count.word_starts] == pytest.approx([0, BEAT, 2 * BEAT, 3 * BEAT],
                                                              abs=1 / RATE)
    assert count.duration == pytest.approx(3 * BEAT + 0.4 + TAIL, abs=2 / RATE)
    samples = pcm.read_wav(count.path)
    vote = round(count.vote_at * RATE)
    assert pcm.peak(samples[vote - 500 : vote]) == 0  # quiet just before VOTE...
    assert onset(samples[vote:]) == 0  # ...and sound from its very first frame
    assert [w for w, _ in count.word_starts] == list(WORDS)


def test_a_long_word_pushes_the_rest_back_and_vote_at_follows(tmp_path: Path) -> None:
    voice = PaddedToneVoice(tmp_path, {"Three.": 1.5, "Two.": 0.3, "One.": 0.3, "Vote!": 0.5})
    count = compose_count_in(voice, tmp_path / "count.wav")
    starts = dict(count.word_starts)
    assert starts["Two."] == pytest.approx(1.5 + MIN_GAP, abs=1 / RATE)
    assert starts["One."] == pytest.approx(1.5 + MIN_GAP + 0.3 + MIN_GAP, abs=2 / RATE)
    assert count.vote_at == starts["Vote!"] == pytest.approx(3 * BEAT, abs=1 / RATE)  # on beat
    samples = pcm.read_wav(count.path)
    assert onset(samples[round(count.vote_at * RATE):]) == 0


def test_volume_scales_the_count(tmp_path: Path) -> None:
    voice = PaddedToneVoice(tmp_path, dict.fromkeys(WORDS, 0.3))
    count = compose_count_in(voice, tmp_path / "c.wav", volume=0.5)
    assert pcm.peak(pcm.read_wav(count.path)) == 6000


def test_text_voice_keeps_the_timing_in_silence(tmp_path: Path) -> None:
    count = compose_count_in(TextVoice(160), tmp_path / "c.wav")
    assert count.vote_at == pytest.approx(3 * BEAT, abs=0.3)
    assert pcm.peak(pcm.read_wav(count.path)) == 0
    assert count.marks()[-1].kind == "vote"


def test_the_player_reports_vote_at_the_audio_moment(tmp_path: Path) -> None:
    voice = PaddedToneVoice(tmp_path, dict.fromkeys(WORDS, 0.4))
    count = compose_count_in(voice, tmp_path / "c.wav")
    now = [100.0]
    events: queue.Queue[Any] = queue.Queue()
    player = FakePlayer(events, lambda: now[0])
    player.play(count.path, token="vote", marks=count.marks())
    while (due := player.next_due()) is not None:
        now[0] = due
        player.pump()
    got = [events.get_nowait() for _ in range(events.qsize())]
    votes = [e for e in got if isinstance(e, PlaybackMark) and e.kind == "vote"]
    assert len(votes) == 1 and votes[0].t == pytest.approx(100.0 + count.vote_at)
    assert isinstance(got[-1], PlaybackFinished)


def test_a_real_count_in(espeak: None, tmp_path: Path) -> None:
    voice = CachedVoice(PyttsxSynth("en-us", 160), tmp_path / "cache")
    count = compose_count_in(voice, tmp_path / "count.wav")
    samples = pcm.read_wav(count.path)
    assert 2.5 < count.vote_at < 4.0 and count.vote_at < count.duration - 0.2
    vote = round(count.vote_at * RATE)
    assert pcm.peak(samples[vote - round(0.1 * RATE) : vote]) <= 300  # the gap before VOTE
    assert pcm.rms(samples[vote : vote + round(0.25 * RATE)]) > 800  # VOTE starts right there
    for word, start in count.word_starts:
        part = samples[round(start * RATE) : round((start + 0.2) * RATE)]
        assert pcm.rms(part) > 500, word
    assert pcm.peak(samples) < pcm.FULL_SCALE
