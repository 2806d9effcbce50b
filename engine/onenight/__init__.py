"""One Night Ultimate Werewolf: the role table, decks and presets, wake steps, the night
script, the tally, who dies and who wins (``outcome``), the reveal, the game record and the
tournament.

Pure: it may import only the standard library and the engine's shared modules (errors,
values, the deck, the outcome, cues, the ballot and its record); never another game.
"""
