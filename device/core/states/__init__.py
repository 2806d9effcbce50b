"""One module per state of a One Night game: menu, seating, deal, night, day, vote,
result, reveal, score, and the hardware test.

A state may import the engine, ``device.core`` (machine, effects, events, settings, ui)
and ``device.events``; never another state: it moves on with ``m.flow(name)``.
"""
