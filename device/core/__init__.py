"""The appliance core, pure: one state machine that turns events into effects.

``machine`` owns all game state; ``states`` are the steps of a game and ``games`` names
them (states move on by name, so no state imports another); ``effects`` and ``events``
are the values in and out; ``settings`` and ``setting_table`` the host's settings; ``ui``
the menu model, the screen values and the spoken phrases. May import the engine,
``device.errors``, ``device.events`` and the screen values of ``device.display.screens``;
never the shell, the adapters, the store or any hardware library.
"""
