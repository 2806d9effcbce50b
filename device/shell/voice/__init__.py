"""The voices the runtime speaks with, behind one ``Sound`` protocol: espeak-ng through
the audio layer (``espeak``), lines printed at the moment they would be heard
(``captions``), and a voice that starts as captions and becomes real once built
(``deferred``).

May import ``device.audio``, ``device.store.paths``, ``device.core`` values and the engine.
"""
