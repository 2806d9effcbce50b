"""The voices the runtime speaks with, each a whole ``Sound`` (``protocol``): the box's
speaker (``speaker``: the table voice and aplay), lines handed on at the moment they would
be heard (``captions``), and a voice that starts as captions and becomes real once built
(``deferred``); with every line the box can say (``catalogue``) and the child process
that prepares them in the natural voice while the box idles (``preparer``).

A spoken line's path, in three files: the runtime hands ``fx.Say`` to
``speaker.SpeakerSound.speak``, which renders it with the table voice: the line prepared
in the natural voice's cache, or else espeak-ng's (``device/audio/prepared.py``), and
queues the WAV for aplay (``device/audio/player.py``).

May import ``device.audio``, ``device.store.paths``, ``device.core`` values and the engine.
"""
