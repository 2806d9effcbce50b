"""Print a game's role table for its rules page in docs/, from the engine's own table
(each game's ``engine/<game>/doc_table.py``, found through the registry).

    python -m tools.rules_table onenight   # paste between the markers in docs/rules.md
    python -m tools.rules_table classic    # ... and in docs/classic.md

tests/deploy/test_docs.py checks that each page holds exactly this table.
"""

from __future__ import annotations

import importlib
import sys

from device.core.games import GAMES


def rules_table(game: str) -> str:
    """The role table of ``game``'s rules page."""
    table: str = importlib.import_module(f"{GAMES.entry(game).engine}.doc_table").rules_table()
    return table


if __name__ == "__main__":
    print(rules_table(sys.argv[1] if sys.argv[1:] else GAMES.first), end="")
