"""The table flow both games share, written once: the seating, the day's countdown, the
ballot (one state that owns the whole vote, from the count-in to "vote again?") and the
Hunter's question. Each asks the chosen game (``m.game``) what differs: the deck, who
votes, the count-in, what follows a ballot. The games keep only what is theirs.

May import the engine, ``device.core`` and ``device.events``; never a game
(``device.core.games``): a game binds these states into its flow, not the other way.
"""
