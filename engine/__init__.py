"""Nightbox's rules engine: one package per game (``onenight``, ``classic``) beside what
they share: errors, small values, the table of languages and the words built in them,
narration cues, the button ballot (tap and sweep) and the checked reading of records.

Pure: it may import only the standard library and itself. No I/O, no clocks, no
hardware: time and randomness are passed in, so every result is a function of its inputs.
A game's package imports the shared modules, never another game.
"""
