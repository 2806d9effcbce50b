"""The audio layer's exceptions, in the engine's style (each also subclasses a built-in)."""

from __future__ import annotations

from device.errors import DeviceError


class NoSpeech(DeviceError, RuntimeError):
    """Speech cannot be rendered here (no pyttsx3, no espeak-ng, or it stopped answering).

    Callers fall back to :class:`device.audio.silent.TextVoice` (DESIGN §6).
    """


class UnknownVoice(NoSpeech, ValueError):
    """espeak-ng has no voice by that name."""


class BlankLine(DeviceError, ValueError):
    """An empty or whitespace-only line: it would crash pyttsx3's espeak driver."""


class LineTooLong(DeviceError, ValueError):
    """A line longer than any the box says (``tts.MAX_LINE_CHARS``): libespeak has crashed
    on ~100 KB of text, and a long one would hold the voice for minutes."""


class BadWav(DeviceError, ValueError):
    """A WAV file that cannot be read or is empty."""
