"""The Moderator's scorepad on the knob (the rulebook's "Moderator score pad"): the
engine's :func:`engine.classic.scorepad.scorepad` of the phases played, as short lines in
the box's language, a few to a page: each night's targets and the signs given, each
day's nominations (who nominated, who seconded, the votes of the votes possible) and
lynchings, every death with its cause, the Amulet's holder and the Alternates on. Shown
on the Moderator's screen when the knob is turned at night, never spoken."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.classic.alternates import ALTERNATES
from engine.classic.deaths import Cause
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.scorepad import scorepad

from device.core.games.classic.session import ClassicSession
from device.core.games.classic.step_names import step_name
from device.core.ui import views
from device.display.screens import MessageScreen
from device.i18n.language import N_, _

TITLE = N_("Scorepad")
#: the entries that are no role's own call
KEYS = {"witch_save": N_("Witch heals"), "witch_kill": N_("Witch kills"),
        "magician_save": N_("Magician heals"), "magician_kill": N_("Magician kills"),
        "wolf_cub_sacrifice": N_("Cub sacrificed"), "secret_society": N_("Masons kill"),
        "amulet": N_("Amulet to")}
CAUSES = {Cause.WEREWOLVES: N_("wolves"), Cause.SACRIFICE: N_("sacrifice"),
          Cause.WOUNDS: N_("wounds"), Cause.WITCH: N_("witch"),
          Cause.HEARTBREAK: N_("heartbreak"), Cause.HUNTER: N_("hunter"),
          Cause.LYNCH: N_("lynch"), Cause.VAMPIRES: N_("vampires"),
          Cause.MAGICIAN: N_("magician"), Cause.OLD_AGE: N_("old age"),
          Cause.GHOST: N_("ghost"), Cause.MARTYR: N_("martyr"),
          Cause.SECRET_SOCIETY: N_("masons"), Cause.VAMPIRE_HUNTER: N_("vampire hunter")}


def _value(value: Any) -> str:
    if value is True:
        return _("yes")
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def _key(key: str) -> str:
    return _(KEYS[key]) if key in KEYS else step_name(key)


def _deaths(deaths: Iterable[Mapping[str, Any]]) -> list[str]:
    return [_("Dead {seat}: {cause}", seat=d["seat"], cause=_(CAUSES[Cause(d["cause"])]))
            for d in deaths]


def pad_lines(pad: Mapping[str, Any]) -> list[str]:
    """The scorepad ``pad`` (the engine's) as the Moderator reads it, phase by phase."""
    lines: list[str] = []
    alternates = pad["options"].get("alternates", [])
    if alternates:
        lines += [_(ALTERNATES[a].label) for a in alternates]
    days = {d["day"]: d for d in pad["days"]}
    for night in pad["nights"]:
        n = night["night"]
        lines.append(_("Night {n}", n=n))
        lines += [_("{who}: {what}", who=_key(k), what=_value(v))
                  for k, v in night["targets"].items()]
        lines += _deaths(night["deaths"])
        day = days.get(n)
        if day is None:
            continue
        lines.append(_("Day {n}", n=n))
        for nom in day.get("nominations", []):
            lines.append(_("Nominee {seat}: {votes}/{possible}", seat=nom["seat"],
                           votes=nom["votes"], possible=nom["possible"]))
            if "by" in nom:
                lines.append(_("By {by}, 2nd {second}", by=nom["by"],
                               second=nom.get("second", "-")))
        if day.get("lynched"):
            lines.append(_("Lynched: {seats}", seats=_value(day["lynched"])))
        lines += _deaths(day["deaths"])
    now = pad["now"]
    if "amulet" in now:
        holder = now["amulet"]
        lines.append(_("Amulet: destroyed") if holder == "destroyed"
                     else _("Amulet: seat {seat}", seat=holder))
    lines += [_("Roles now: {seat} {role}", seat=s, role=_(CLASSIC_ROLES[r].short))
              for s, r in now.get("roles_now", {}).items()]
    return lines or [_("Nothing yet.")]


def pages(session: ClassicSession) -> tuple[MessageScreen, ...]:
    """The session's scorepad as the knob's pages ("Scorepad", numbered)."""
    lines = pad_lines(scorepad(session.record())) if session.phases else [_("Nothing yet.")]
    return views.pages(_(TITLE), lines)
