"""The voices the runtime speaks with, each a whole ``Sound`` (``protocol``): the box's
speaker (``speaker``: the queue of lines and aplay), lines handed on at the moment they
would be heard (``captions``), and a voice that starts as captions and becomes real once
built (``deferred``); with every line the box can say (``catalogue``).

A spoken line's path, in three files: the speaker (``speaker.SpeakerSound.speak``) takes
``fx.Say`` and queues the line's WAV for aplay (``device/audio/player.py``); the voice
choice (``choice``) says which engine and which cached file speak it: the line prepared in
the natural voice, or else espeak-ng's; the preparer (``preparer``) renders the natural
voice's missing lines in a child process while the box idles.

May import ``device.audio``, ``device.i18n``, ``device.store.paths``, ``device.core``
values and the engine; no game's modules (the night is any game's cues).
"""
