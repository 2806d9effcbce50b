"""The role table of the rules page (docs/rules.md), written from the role table:
``python -m tools.rules_table onenight`` prints it, tests/deploy/test_docs.py checks the
page holds exactly this."""

from __future__ import annotations

from ..values import Team
from .roles import ROLE_IDS, ROLES

TEAMS = {Team.VILLAGE: "village", Team.WEREWOLF: "werewolf", Team.TANNER: "tanner"}


def rules_table() -> str:
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
