"""The speaker: the box's sound through its speaker, the queue of lines and the players.

A spoken line takes three files, each with one job:

* the speaker (here): the runtime hands ``fx.Say`` to :meth:`SpeakerSound.speak`, which
  queues the line's WAV for the speech player, ``aplay`` (``device.audio.player``), after
  any line still playing; it composes the night (or a part of it) and the count-ins, and
  plays them;
* the voice choice (``device.shell.voice.choice``): which engine, and which cached file,
  speaks the line: the line prepared in the natural voice, or else espeak-ng's;
* the preparer (``device.shell.voice.preparer``): the background child that renders the
  natural voice's missing lines while the box sits in the menu.

The night is composed into a timeline WAV before it plays, a part at a time for a night
played in parts (the bed held on after each but the last); the count-in is composed once,
with its "VOTE!" offset known. Durations are returned up front, so the runtime schedules
every moment on its own clock. The day's lines are rendered in the background at start-up
(:func:`device.shell.voice.catalogue.warm_lines`).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cues import Cue, count_in_words
from engine.languages import EN, Lang
from engine.words import parse_lang

from device.audio.in_memory import InMemory, write_or_keep
from device.audio.protocols import SAMPLE_RATE, AudioEvent, PlaybackFailed, Player, Voice
from device.core.settings import Settings
from device.i18n.catalogues import spoken_lang, words_for
from device.shell.voice.choice import MakeVoice, TableVoice, table_voice
from device.shell.voice.preparer import Preparation
from device.shell.voice.protocol import COUNT_IN_WORDS, CountInAudio, NightAudio
from device.store.paths import runtime_dir

if TYPE_CHECKING:   # the audio layer's heavier modules load when the sound is opened
    from device.audio.compose import Timeline
    from device.audio.count_in import CountIn
    from device.audio.factory import Output
    from device.config.schema import Config

log = logging.getLogger(__name__)


class _Discard:
    """Player events are not needed: the runtime schedules from known durations."""

    def put(self, item: AudioEvent) -> None:
        if isinstance(item, PlaybackFailed):
            log.warning("audio failed: %s", item.reason)


class SpeakerSound:
    """The :class:`~device.shell.voice.protocol.Sound` of a box with a voice and a sound
    card: the night on ``output``'s player, the day's lines one after another on
    ``speech_player``, each rendered by :attr:`voice` (the voice choice), the missing
    natural-voice lines prepared by :attr:`preparing` (the preparer)."""

    def __init__(self, voice: Voice, output: Output, speech_player: Player, cache_dir: Path,
                 make_voice: MakeVoice | None = None, lang: Lang = EN) -> None:
        self.voice = TableVoice(voice, make_voice, lang)
        self.preparing = Preparation()
        #: the voice, rate, volume and language in use
        self.settings: tuple[str | None, int | None, int | None, str | None] = (
            None, None, None, None)
        self.volume = output.compose_volume
        self.output = output
        self.night_player = output.player
        self.speech_player = speech_player
        self.dir = cache_dir
        self.timeline: Timeline | None = None
        self.nights = 0
        self.spoken = 0
        self._lines: queue.Queue[tuple[Path, float] | None] = queue.Queue()
        self._cut = threading.Event()
        self._counts: dict[tuple[str, ...], CountIn] = {}
        #: what the disk refused (count-ins, lines at a volume), said from RAM
        self.memory = InMemory()
        self._refused = False
        self._count(count_in_words(words_for(lang)))  # ready before the first vote
        threading.Thread(target=self._speaker, name="nightbox-speech", daemon=True).start()
        threading.Thread(target=self._warm, name="nightbox-warm", daemon=True).start()

    @classmethod
    def open(cls, config: Config, settings: Settings | None,
             on_line: Callable[[str], None]) -> SpeakerSound:
        """The real voice and player, or ``NoSpeech`` when this machine has neither."""
        from device.audio.errors import NoSpeech
        from device.audio.factory import make_output
        from device.audio.player import AplayPlayer
        from device.audio.silent import TextVoice
        from device.store.paths import cache_dir

        s = settings or Settings()
        lang = spoken_lang(parse_lang(s.language))   # English when it has no catalogue
        folder = cache_dir(config.paths.cache_dir or None)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:   # a read-only or failing card: the lines are said from RAM
            log.warning("the voice cache %s cannot be made (%s)", folder, e)

        def make_voice(voice: str, rate: int, lang: Lang) -> Voice:
            """The voice that speaks ``lang``, as the box's engine and model say."""
            return table_voice(folder, lang, voice, rate, engine=s.engine, model=s.model)

        voice = make_voice(s.voice, s.rate, lang)
        if isinstance(voice, TextVoice):
            raise NoSpeech("espeak-ng is not available")
        events: Any = _Discard()  # the players only put() their events on it
        output = make_output(events, device=config.audio.device or None,
                             volume=s.volume / 100, mixer=config.audio.mixer, show=on_line)
        if output.reason is not None:
            raise NoSpeech(output.reason)
        speech = AplayPlayer(events, device=config.audio.device or None, show=on_line)
        sound = cls(voice, output, speech, folder, make_voice=make_voice, lang=lang)
        sound.settings = (s.voice, s.rate, s.volume, s.language)
        sound.preparing.start(sound.voice.current, lang, s.rate, folder / "tts",
                              first=first_args(s))
        return sound

    @property
    def shows_lines(self) -> bool:
        """Never: every line is heard."""
        return False

    def caption(self, text: str) -> None:
        """Lines are heard, not shown."""

    def idle(self, in_menu: bool) -> None:
        """The box is in the menu (or not): the background preparation may run."""
        self.preparing.idle(in_menu)

    @property
    def name(self) -> str:
        """What speaks, for the System menu: "Piper (en_US-joe-medium)" or "espeak-ng"."""
        return self.voice.name

    def _count(self, words: tuple[str, ...]) -> CountIn | None:
        """The count-in for ``words``, composed once per voice, rate and volume (kept in
        RAM where the disk refuses it); ``None``, in one log line, when it cannot be
        composed at all: the vote then runs on its timing, unheard."""
        from device.audio.count_in import compose_count_in
        from device.audio.errors import BadWav, NoSpeech

        count = self._counts.get(words)
        if count is None:
            name = "-".join("".join(c for c in w.lower() if c.isalnum()) for w in words)
            try:
                count = compose_count_in(self.voice, self.dir / f"count-in-{name}.wav",
                                         words=words, volume=self.volume, write=self._write)
            except (NoSpeech, BadWav, OSError) as e:
                log.warning("the count-in cannot be composed (%s); the vote runs on its "
                            "timing, unheard", e)
                return None
            self._counts[words] = count
        return count

    def configure(self, *, voice: str | None = None, rate: int | None = None,
                  volume: int | None = None, language: str | None = None) -> None:
        """New voice, rate, volume or language (it speaks with its own voices) from the
        menu: used from the next line on."""
        if (voice, rate, volume, language) == self.settings:
            return
        old_voice, old_rate, old_volume, old_language = self.settings
        self.settings = (voice, rate, volume, language)
        if old_voice is None:          # the first call only tells us what is in use
            return
        if volume is not None and volume != old_volume:
            self.volume = volume / 100
            mixer = self.output.mixer
            if mixer is not None and mixer.set_volume(self.volume):
                self.volume = 1.0
        if voice and rate and (voice, rate, language) != (old_voice, old_rate, old_language):
            lang = spoken_lang(parse_lang(language)) if language else self.voice.lang
            if self.voice.change(voice, rate, lang):   # the lines at the old rate are not these
                self.preparing.restart(self.voice.current, lang, rate, self.dir / "tts")
        self._counts.clear()
        self._count(count_in_words(words_for(self.voice.lang)))

    # -- the night ----------------------------------------------------------
    def prepare_night(self, cues: Sequence[Cue], sound_bed: bool, *, first: bool = True,
                      last: bool = True) -> NightAudio:
        from device.audio.bed import Bed
        from device.audio.compose import compose
        from device.audio.errors import BadWav, NoSpeech
        from device.audio.tts import DEFAULT_RATE
        from device.shell.voice.captions import TextSound

        self.nights += 1
        # the night is played once and thrown away: in RAM when systemd gives the box a
        # RuntimeDirectory (tmpfs), and never fsynced, so the deal never waits on the SD card
        scratch = runtime_dir()
        out = (scratch or self.dir) / f"night-{self.nights % 2}.wav"
        before = self.timeline   # a later part's bed goes on from where the last one ended
        try:
            tl = compose(cues, self.voice, out, bed=Bed() if sound_bed else None,
                         volume=self.volume, durable=scratch is None,
                         bed_from=before.bed_end if before is not None and not first else 0,
                         fade_in=first, fade_out=last)
        except (NoSpeech, BadWav, OSError) as e:   # a full disk: the deal must not wait
            log.warning("the night cannot be composed (%s); it runs on its timing, unheard",
                        e)
            self.timeline = None
            return TextSound(rate=self.settings[1] or DEFAULT_RATE).prepare_night(
                cues, sound_bed, first=first, last=last)
        self.timeline = tl
        return NightAudio(tl.duration, tuple(tl.step_starts), cue_starts=tl.cue_starts)

    def play_night(self, position: float, hold: bool = False) -> None:
        from device.audio.compose import bed_tail
        from device.audio.errors import BadWav

        tl = self.timeline
        if tl is not None:
            try:
                self.night_player.play(tl.path, position, then=bed_tail(tl) if hold else None)
            except (BadWav, OSError) as e:   # its WAV gone: the night runs on, unheard
                log.warning("the night cannot be played (%s); it runs on its timing, "
                            "unheard", e)

    def pause(self) -> None:
        self.night_player.pause()
        self._flush()

    def stop(self) -> None:
        self.night_player.stop()
        self._flush()

    # -- day lines ----------------------------------------------------------
    def speak(self, text: str) -> float:
        """Queue ``text``; its length in seconds. A line the disk refuses (full,
        read-only) is said from RAM (:mod:`device.audio.in_memory`); one that cannot be
        rendered at all (no voice, no RAM) is skipped, in one log line, and takes no
        time."""
        from device.audio.errors import BadWav, NoSpeech

        try:
            return self._speak(text)
        except (NoSpeech, BadWav, OSError) as e:
            log.warning("not said (%s): %r", e, text)
            return 0.0

    def _speak(self, text: str) -> float:
        clip = self.voice.render(text)
        if clip.path is None:
            return float(clip.duration)
        path = Path(clip.path)
        if abs(self.volume - 1.0) > 1e-3:   # no mixer: the volume is in the samples
            from device.audio import pcm

            self.spoken += 1
            frames = pcm.mix_bytes(pcm.read_frames(path), self.volume)
            path = self._write(self.dir / f"line-{self.spoken % 8}.wav", frames)
        self._lines.put((path, float(clip.duration)))
        return float(clip.duration)

    def _write(self, out: Path, frames: bytes, rate: int = SAMPLE_RATE) -> Path:
        """``frames`` written to ``out``, or kept in RAM where the disk refuses them
        (logged once until the disk takes one again); the path to play."""
        path, refused = write_or_keep(out, frames, self.memory, rate)
        if refused is not None and not self._refused:
            log.warning("the count-ins and lines at a volume cannot be written (%s); they "
                        "are said from memory", refused)
        self._refused = refused is not None
        return path

    def count_in(self, words: tuple[str, ...] = COUNT_IN_WORDS) -> CountInAudio:
        count = self._count(words)
        if count is None:
            from device.shell.voice.captions import TextSound

            return TextSound().count_in(words)
        self._lines.put((count.path, count.duration))
        return CountInAudio(count.duration, count.vote_at)

    def _speaker(self) -> None:
        from device.audio.errors import BadWav

        while (item := self._lines.get()) is not None:
            path, seconds = item
            self._cut.clear()
            try:
                self.speech_player.play(path)
            except (BadWav, OSError) as e:   # gone or unreadable: the next is still said
                log.warning("not said: %s", e)
                continue
            if self._cut.wait(seconds):
                self.speech_player.stop()

    def _flush(self) -> None:
        try:
            while True:
                self._lines.get_nowait()
        except queue.Empty:
            pass
        self._cut.set()
        self.speech_player.stop()

    def _warm(self) -> None:
        from device.audio.errors import BadWav, NoSpeech
        from device.shell.voice.catalogue import count_ins, warm_lines

        try:
            words = words_for(self.voice.lang)
            self.voice.warm(warm_lines(words))
            for count in count_ins(words):  # each game's count-in, before its first vote
                self._count(count)
        except (NoSpeech, BadWav, OSError) as e:   # warming is best effort: said later
            log.info("could not pre-render the day's lines: %s", e)
        except Exception:  # a fault of ours: its traceback, for the bug report
            log.debug("could not pre-render the day's lines", exc_info=True)

    def close(self) -> None:
        self.preparing.close()
        self._flush()
        self._lines.put(None)
        self.night_player.stop()
        self.memory.close()


def first_args(settings: Settings) -> tuple[str, ...]:
    """``voice prepare``'s arguments that put the lines of the box's game and deck first."""
    from device.core.games import GAMES

    cards = GAMES.game(settings.game).cards(settings)
    return ("--game", settings.game, "--first", ",".join(cards))
