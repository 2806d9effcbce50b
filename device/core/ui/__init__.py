"""What the core shows and says: the knob menu model, the screen values each state
builds (``views``), the choices after a vote, and the sentences built from results.

May import the engine, ``device.core`` (machine, effects, settings) and the screen values
of ``device.display.screens``; never the shell or the adapters.
"""
