"""One Night Ultimate Werewolf: the role table, decks and presets, wake steps, the night
script, the tally, who dies and who wins (``outcome``), the reveal, the game record and the
tournament.

Pure: it may import only the standard library and the engine's shared modules (errors,
values, the deck, the outcome, cues, the ballot and its record); never another game.
"""

#: how many play One Night (the rulebook's 3 to 10): here, light to load, for the box's
#: menu, which loads no deck (``engine.onenight.deck`` reads them)
MIN_PLAYERS = 3
MAX_PLAYERS = 10
