"""Nightbox's rules engine: pure functions of their inputs, standard library only.

No I/O, no clocks, no hardware: time and randomness are passed in.
"""
