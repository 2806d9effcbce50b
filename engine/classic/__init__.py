"""Classic Ultimate Werewolf, the many-night game the box runs beside a Moderator: the
role table, decks, balance and presets, the night script for night N (the roll call
first), the Moderator's signs and notes, the two day votes (point, with the Mayor and the
revote; nominate, more than half), the record read and written, and one game state that
applies each phase's entries in the order the rules read and says who died and who won.

Where things are: ``roles`` (the table), ``deck``/``presets``, ``script``, ``signs``,
``entries`` (what the Moderator enters), ``state`` (where a game stands), ``rules`` (the
night and dawn), ``day_rules`` (the day), ``vote``/``nominate`` (the two counts), ``shot``
(who the Hunter may shoot), ``deaths`` (the chains), ``outcome``, ``game`` (the phases:
check, play, ``hunter_targets``), ``record``/``record_write`` (the JSON record).

Pure: it may import only the standard library and the engine's shared modules (errors,
values, the deck, the outcome, cues, the ballot and its record); never another game.
"""
