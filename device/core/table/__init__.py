"""The table flow every game shares, written once: the seating, the deal, the day's
countdown and the ballot (one state that owns the whole vote, from the count-in to "vote
again?"), and the knob's helpers the states use (``asks``: the Moderator's questions;
``choices``: the short list after a result). Each state asks the chosen game (``m.game``,
a :class:`~device.core.game.Game`) what differs: the deck, what the deal says and
composes, who votes, the count-in, what follows a ballot. The games keep only what is
theirs.

Its screen values are built in ``views``; a game binds its keys to ``states``, which
loads each state when the flow first enters it (the menu loads none of them).

May import the engine, ``device.core``, ``device.display.screens`` and
``device.display.table_screens``, ``device.i18n.language`` and ``device.events``; never
a game: a game binds these states into its flow, not the other way.
"""
