"""Classic Ultimate Werewolf, the many-night game the box runs beside a Moderator: the
role table, decks, balance and presets, the night script for night N, the day vote with
the Mayor and the revote, and one game state that applies each phase's entries in the
order the rules read and says who died and who won.

Pure: it may import only the standard library and the engine's shared modules (errors,
values, cues, the ballot and its record); never another game.
"""
