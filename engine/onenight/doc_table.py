"""The role table of the rules page (docs/rules.md), written from the role table:
``python -m tools.rules_table onenight`` prints it, tests/deploy/test_docs.py checks the
page holds exactly this."""

from __future__ import annotations

from ..values import Team
from .role import Edition, Role
from .roles import ROLE_IDS, ROLES

EDITIONS = {Edition.BASE: "base", Edition.DAYBREAK: "Daybreak", Edition.BONUS: "Bonus",
            Edition.VAMPIRE: "Vampire"}
TEAMS = {Team.VILLAGE: "village", Team.WEREWOLF: "werewolf", Team.TANNER: "tanner",
         Team.VAMPIRE: "vampire", Team.ALIEN: "alien", Team.ASSASSIN: "own (Assassin)",
         Team.APPRENTICE_ASSASSIN: "own (Apprentice Assassin)",
         Team.FAMILY_MAN: "own (Family Man)"}
#: the roles whose team is settled at the table, not by the card alone (docs/rules.md §4)
CHOSEN = {"doppelganger": "copied", "copycat": "copied", "nostradamus": "chosen at night",
          "renfield": "vampire, or village with no vampire"}


#: what a monster card counts as, in the table's words
COUNTS_AS = {Team.WEREWOLF: "wolf", Team.VAMPIRE: "vampire", Team.ALIEN: "alien"}


def _counts_as(role: Role) -> str:
    return COUNTS_AS[role.monster] if role.monster else ""


def _wakes(role: Role) -> str:
    if not role.step:   # the Master opens their eyes with the vampires; the Dream Wolf never
        return f"with `{role.joins}`" if role.joins == "vampire" else "never"
    also = f"; {role.dusk_order} with a dusk" if role.dusk_order else ""
    return f"`{role.step}` ({role.order}{also})"


def rules_table() -> str:
    rows = ["| id | name | box | team | counts as | wakes | cards in a deck |",
            "|---|---|---|---|---|---|---|"]
    for role_id in ROLE_IDS:
        role = ROLES[role_id]
        team = CHOSEN.get(role_id, TEAMS.get(role.team, role.team.value))
        most = "0 or 2" if role_id == "mason" else str(role.max_count)
        rows.append(f"| `{role_id}` | {role.name} | {EDITIONS[role.edition]} | {team} "
                    f"| {_counts_as(role)} | {_wakes(role)} | {most} |")
    return "\n".join(rows) + "\n"
