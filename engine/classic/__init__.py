"""Classic Ultimate Werewolf, the many-night game the box runs beside a Moderator, the
whole rulebook: the role table and each role's alternate, decks and balance, the
seventeen scenarios and the basic game as presets, the night script for night N (the roll
call first, then the rulebook's roll calling order), the Moderator's signs and notes, the
day's five ways to vote, the variants (reveals, variable roles, daily dice, the Amulet,
alternating votes, banning, the Moderator's fun games), the record read and written, the
scorepad, and one game state that applies each phase's entries in the order the rules
read and says who died and who won.

Where things are: ``roles`` (the table), ``alternates``, ``options`` (the variants and
the deal), ``deck``/``presets``/``variable``/``dice``, ``script``, ``signs``/``reveal``,
``entries`` (what the Moderator enters), ``state`` (where a game stands),
``night_checks``/``dawn`` (the night), ``day_checks``/``day_rules`` (the day),
``ballots``/``vote``/``nominate`` (the counts), ``protect`` (what turns a death away),
``shot`` (who the Hunter may shoot), ``deaths`` (the chains), ``outcome``, ``game`` (the
phases: check, play, ``shot_targets``), ``record``/``record_phases``/``record_write``
(the JSON record), ``scorepad``.

Pure: it may import only the standard library and the engine's shared modules (errors,
values, the deck, the outcome, cues, the ballot and its record); never another game.
"""
