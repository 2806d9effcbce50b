"""Classic Ultimate Werewolf, the box's second game, as a plug-in: its rules (``rules``:
its settings), night N with the Moderator's entries, dawn, its round of the shared ballot,
the nomination, the lynch and the end (a module each), each with the table flow every game
shares (``device.core.table``: seating, deal, day, ballot); its words (``phrases``,
``views``), its lines for the prepared voice (``lines``), its records (``records``:
resumed after a pulled plug from the record saved as each phase ends) and ``game.GAME``,
which binds its states.

Loaded by the registry (``device.core.games``) when first used; this package face imports
nothing. States move on by typed key (``m.flow(DAWN, session, book)``, keys in
``steps``). May import the engine, ``device.core``, ``device.display.screens``,
``device.i18n.language`` and ``device.events``; never another game.
"""
