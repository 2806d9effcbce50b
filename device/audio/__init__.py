"""Voice and night audio: espeak-ng speech rendered to WAV (via pyttsx3), cached on disk,
composed into one timeline per night, and played with ``aplay``; with text and silent
fallbacks when speech or a sound card is missing (DESIGN §2.4, §5, §6).

Nothing here imports pyttsx3 at module level; it is loaded on first use by
:class:`device.audio.tts.PyttsxSynth`.
"""
