"""The role table of the classic rules page (docs/classic.md), written from the role
table: ``python -m tools.rules_table classic`` prints it, tests/deploy/test_docs.py checks
the page holds exactly this."""

from __future__ import annotations

from .roles import CLASSIC_ROLE_IDS, CLASSIC_ROLES, Wakes

WAKES = {Wakes.NEVER: "never (shows its card at the roll call)", Wakes.NIGHT_ONE: "night 1",
         Wakes.EVERY_NIGHT: "every night", Wakes.WITH_WOLVES: "with the werewolves",
         Wakes.WOLVES_NIGHT_ONE: "with the werewolves, night 1 only",
         Wakes.AT_SEER_CALL: "at the Seer's call, by a tap, once the Seer is dead"}


def rules_table() -> str:
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
