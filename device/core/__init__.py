"""The appliance core, pure: one state machine that turns events into effects.

``machine`` owns all game state and runs one ``Game``; ``games`` holds the games (One
Night in ``games.onenight``), each naming its states, so states move on by name and no
state imports another; ``states`` holds the box's own states every game shares (the
menu, the hardware test); ``effects`` and ``events`` are the values out and in (one
``Event`` union); ``settings`` and ``setting_table`` the host's settings; ``ui`` the menu
model, the screen values and the spoken phrases. May import the engine,
``device.errors``, ``device.events`` and the screen values of ``device.display.screens``
(the box's) and ``device.display.table_screens`` (a game's); never the shell, the
adapters, the store or any hardware library.
"""
