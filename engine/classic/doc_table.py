"""The role table of the classic rules page (docs/classic.md), written from the role
table: ``python -m tools.rules_table classic`` prints it, tests/deploy/test_docs.py checks
the page holds exactly this."""

from __future__ import annotations

from .alternates import ALTERNATES
from .roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, Wakes

WAKES = {Wakes.NEVER: "never (shows its card at the roll call)", Wakes.NIGHT_ONE: "night 1",
         Wakes.EVERY_NIGHT: "every night", Wakes.WITH_WOLVES: "with the werewolves",
         Wakes.WOLVES_NIGHT_ONE: "with the werewolves, night 1 only",
         Wakes.AT_SEER_CALL: "at the Seer's call, by a tap, once the Seer is dead",
         Wakes.NIGHT_THREE: "night 3, to see its role; then as that role",
         Wakes.FIRST_AND_LAST: "first on night 1; last every night, to pass it on"}
#: what the Seer sees where it is not simply "wolf" or "not a wolf"
SEES = {"cursed": "not a wolf, then wolf", "doppelganger": "not a wolf, then its new role",
        "drunk": "as its drawn role", "amulet": "(no role of its own)",
        "vampire": "wolf (a vampire)"}
#: the team where it is not simply the role's
TEAMS = {"cursed": "village, turns werewolf or vampire", "minion": "werewolf (or vampire)",
         "doppelganger": "village, then its new role's", "drunk": "its drawn role's",
         "amulet": "(its holder's)"}


def rules_table() -> str:
    rows = [("| id | name | team | counts as a wolf | wakes | the Seer sees | cards | impact "
            "| alternates |"),
            "|---|---|---|---|---|---|---|---|---|"]
    for role_id in CLASSIC_ROLE_IDS:
        role = CLASSIC_ROLES[role_id]
        team = TEAMS.get(role_id, role.team.value)
        wolf = "yes" if role.wolf else "once turned" if role_id == "cursed" else ""
        sees = SEES.get(role_id, "wolf" if role.seen_as_wolf else "not a wolf")
        most = "0, 2 or 3" if role_id == "mason" else "any" if role_id == "villager" \
            else str(role.max_count)
        wakes = "never" if role_id == "villager" else WAKES[role.wakes]
        alternates = ", ".join(f"`{a.id}`" for a in ALTERNATES.values() if a.role == role_id)
        rows.append(f"| `{role_id}` | {role.name} | {team} | {wolf} | {wakes} "
                    f"| {sees} | {most} | {role.impact:+d} | {alternates} |")
    return "\n".join(rows) + "\n"
