"""Print the role tables of docs/rules.md and docs/classic.md from the engine's tables.

    python -m tools.rules_table            # paste between the markers in docs/rules.md
    python -m tools.rules_table classic    # ... and in docs/classic.md

tests/deploy/test_docs.py checks that the page holds exactly this table.
"""

from __future__ import annotations

import sys

from engine.classic.roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, Wakes
from engine.onenight.roles import ROLE_IDS, ROLES
from engine.values import Team

TEAMS = {Team.VILLAGE: "village", Team.WEREWOLF: "werewolf", Team.TANNER: "tanner"}


def table() -> str:
    rows = ["| id | name | team | counts as a wolf | wakes | cards in a deck |",
            "|---|---|---|---|---|---|"]
    for role_id in ROLE_IDS:
        role = ROLES[role_id]
        team = TEAMS.get(role.team, role.team.value)
        wakes = f"`{role.step}` ({role.order})" if role.step else "never"
        most = "0 or 2" if role_id == "mason" else str(role.max_count)
        rows.append(f"| `{role_id}` | {role.name} | {team} | {'yes' if role.wolf else ''} "
                    f"| {wakes} | {most} |")
    return "\n".join(rows) + "\n"


WAKES = {Wakes.NEVER: "never (shows its card at the roll call)", Wakes.NIGHT_ONE: "night 1",
         Wakes.EVERY_NIGHT: "every night", Wakes.WITH_WOLVES: "with the werewolves",
         Wakes.WOLVES_NIGHT_ONE: "with the werewolves, night 1 only",
         Wakes.AT_SEER_CALL: "at the Seer's call, by a tap, once the Seer is dead"}


def classic_table() -> str:
    rows = ["| id | name | team | counts as a wolf | wakes | the Seer sees | cards | impact |",
            "|---|---|---|---|---|---|---|---|"]
    for role_id in CLASSIC_ROLE_IDS:
        role = CLASSIC_ROLES[role_id]
        team = "village, turns werewolf" if role_id == "cursed" else role.team.value
        wolf = "yes" if role.wolf else "once turned" if role_id == "cursed" else ""
        sees = "wolf" if role.seen_as_wolf else "not a wolf"
        if role_id == "cursed":
            sees = "not a wolf, then wolf"
        most = "0, 2 or 3" if role_id == "mason" else "any" if role_id == "villager" \
            else str(role.max_count)
        wakes = "never" if role_id == "villager" else WAKES[role.wakes]
        rows.append(f"| `{role_id}` | {role.name} | {team} | {wolf} | {wakes} "
                    f"| {sees} | {most} | {role.impact:+d} |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    print(classic_table() if sys.argv[1:] == ["classic"] else table(), end="")
