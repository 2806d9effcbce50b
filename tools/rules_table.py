"""Print the role table of docs/rules.md from the engine's role table.

    python -m tools.rules_table        # paste between the markers in docs/rules.md

tests/deploy/test_docs.py checks that the page holds exactly this table.
"""

from __future__ import annotations

from engine.onenight.roles import ROLE_IDS, ROLES, Team

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


if __name__ == "__main__":
    print(table(), end="")
