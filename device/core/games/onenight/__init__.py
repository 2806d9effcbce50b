"""One Night Ultimate Werewolf, as a plug-in of the box: its rules (``rules``: its
settings), its states after the deal (the night, the result, the reveal, the score; one
module each), its round of the shared ballot (``vote``), its words (``phrases``, ``views``),
its lines for the prepared voice (``lines``), its records for the command line
(``records``), and ``game.GAME``, which binds its states with the table flow every game
shares (``device.core.table``: seating, deal, day, ballot).

Loaded by the registry (``device.core.games``) when first used; this package face imports
nothing, so reading its rules loads no state. States move on with
``m.goto(m.flow(RESULT, session, ballot), t)`` (typed keys in ``steps``), never by importing
the next state. May import the engine, ``device.core``, ``device.display.screens``,
``device.i18n.language`` and ``device.events``; never another game.
"""
