"""Nightbox's rules engine: the role table, decks, wake steps, the night script, ballot
decoding, the tally, who dies and who wins, and the tournament.

Pure: it may import only the standard library and itself. No I/O, no clocks, no
hardware: time and randomness are passed in, so every result is a function of its inputs.
"""
