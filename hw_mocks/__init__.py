"""Test doubles and the simulator, built on gpiozero's MockFactory and luma's dummy
device: the mock seat panel and knob, the dummy OLED, a recording voice, the virtual-time
rig, the scripted demo and the terminal simulator. May import all of ``device`` and the
engine; nothing in ``device`` or ``engine`` imports it, but for the ``sim`` and ``demo``
commands.
"""
