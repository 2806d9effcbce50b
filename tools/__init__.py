"""Developer tools, run from a checkout and never installed with the box: the wiring
diagram (``python -m tools.wiring_svg``, ``make wiring``), the role table of each game's
rules page in docs/ (``tools.rules_table``) and the Pi lock files (``tools.lock``). May import
anything in the project; nothing in ``engine``, ``device`` or ``hw_mocks`` imports it.
"""
