"""The Moderator's scorepad as lines (the rulebook's "Moderator score pad"): the
engine's :func:`engine.classic.scorepad.scorepad` as short lines in the current language,
a section a phase: each night's targets and the signs given, each day's nominations (who
nominated, who seconded, the votes of the votes possible) and lynchings, every death with
its cause, the Amulet's holder and the Alternates on. The knob's page
(:mod:`device.core.games.classic.scorepad`) and ``nightbox resolve --scorepad``
(:func:`pad_text`) read them; neither is ever spoken."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from typing import Any

from engine.classic.alternates import ALTERNATES
from engine.classic.deaths import Cause
from engine.classic.entries import Phase, PhaseKind
from engine.classic.roles import CLASSIC_ROLES

from device.core.games.classic.phrases import ended_line, win_line
from device.core.games.classic.step_names import step_name
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
NOMINEE = N_("Nominee {seat}: {votes}/{possible}")
#: a section: its heading and its lines
Section = tuple[str, list[str]]


def _value(value: Any, healed: Iterable[int] = ()) -> str:
    """An entry's value: seats, or for a heal of the only victim (``True``) the seats
    healed when known."""
    if value is True:
        return ", ".join(map(str, healed)) or _("yes")
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def _key(key: str) -> str:
    return _(KEYS[key]) if key in KEYS else step_name(key)


def _deaths(deaths: Iterable[Mapping[str, Any]]) -> list[str]:
    return [_("Dead {seat}: {cause}", seat=d["seat"], cause=_(CAUSES[Cause(d["cause"])]))
            for d in deaths]


def night_lines(targets: Mapping[str, Any], healed: Iterable[int] = ()) -> list[str]:
    """A night's entries ("Seer: 12", "Witch heals: 3"), as the record keeps them (a heal
    of the only victim, ``True``, names the seats ``healed`` when known)."""
    return [_("{who}: {what}", who=_key(k), what=_value(v, healed))
            for k, v in targets.items() if k != "night"]


def _day(day: Mapping[str, Any]) -> list[str]:
    lines: list[str] = []
    for nom in day.get("nominations", []):
        lines.append(_(NOMINEE, seat=nom["seat"], votes=nom["votes"],
                       possible=nom["possible"]))
        if "by" in nom:
            lines.append(_("By {by}, 2nd {second}", by=nom["by"],
                           second=nom.get("second", "-")))
    if day.get("lynched"):
        lines.append(_("Lynched: {seats}", seats=_value(day["lynched"])))
    return lines + _deaths(day["deaths"])


def pad_sections(pad: Mapping[str, Any]) -> list[Section]:
    """The scorepad ``pad`` (the engine's) as the Moderator reads it, phase by phase: the
    Alternates on, each night and its day, then where things stand now."""
    sections: list[Section] = []
    alternates = pad["options"].get("alternates", [])
    if alternates:
        sections.append((_("Alternates"), [_(ALTERNATES[a].label) for a in alternates]))
    days = {d["day"]: d for d in pad["days"]}
    for night in pad["nights"]:
        n = night["night"]
        sections.append((_("Night {n}", n=n), night_lines(night["targets"],
                                                          night.get("healed", []))
                         + _deaths(night["deaths"])))
        if n in days:
            sections.append((_("Day {n}", n=n), _day(days[n])))
    now = pad["now"]
    lines: list[str] = []
    if "amulet" in now:
        holder = now["amulet"]
        lines.append(_("Amulet: destroyed") if holder == "destroyed"
                     else _("Amulet: seat {seat}", seat=holder))
    lines += [_("Roles now: {seat} {role}", seat=s, role=_(CLASSIC_ROLES[r].short))
              for s, r in now.get("roles_now", {}).items()]
    if lines:
        sections.append((_("Now"), lines))
    return sections


def pad_lines(pad: Mapping[str, Any]) -> list[str]:
    """The sections as one column of lines, each heading a line of its own (the knob's
    pages)."""
    lines = [line for heading, body in pad_sections(pad) for line in [heading, *body]]
    return lines or [_("Nothing yet.")]


def _players(players: Mapping[str, str], width: int) -> list[str]:
    """Every seat with its card, in as many columns as ``width`` holds."""
    cells = [f"{seat:>2} {_(CLASSIC_ROLES[role].short)}" for seat, role in players.items()]
    cell = max(map(len, cells), default=0) + 2
    per_row = max(1, (width - 2) // cell)
    return ["".join(c.ljust(cell) for c in cells[i:i + per_row]).rstrip()
            for i in range(0, len(cells), per_row)]


def _result(pad: Mapping[str, Any]) -> list[str]:
    ended = pad["ended"]
    if ended is None:
        return [_("Not finished.")]
    kind, number = ended.split()
    return [ended_line(Phase(int(number), PhaseKind(kind)))] + \
        [win_line(w, ()) for w in pad["winners"]]


def pad_text(pad: Mapping[str, Any], width: int = 80) -> list[str]:
    """The scorepad as text for a terminal ``width`` columns wide (``nightbox resolve
    --scorepad``): the seats and their cards, the phases, where things stand, and how the
    game ended; each section under its heading, its lines indented."""
    sections = [(_("Players"), _players(pad["players"], width)), *pad_sections(pad),
                (_("Result"), _result(pad))]
    out = [_(TITLE)]
    for heading, body in sections:
        out += [heading] + [row for line in body
                for row in textwrap.wrap(line, width, initial_indent="  ",
                                         subsequent_indent="    ", break_on_hyphens=False)]
    return out
