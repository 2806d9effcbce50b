"""Every line the states can say, read from their source with ``ast``.

:func:`spoken_lines` finds each ``fx.Say(...)`` in a module and works out every sentence
its argument can be: a literal, a module-level constant (or one imported), an f-string,
``TEMPLATE.format(key=...)``, a call of a phrase function, a local variable assigned from
one of those (``line = reveal_line(...)``, ``for line in a_phrase(...)``), a
``x if c else y`` of them or an item of a constant table (``WARNINGS[name][1]``), and
each of these through the catalogue's markers, ``_(TEMPLATE, seat=...)`` or
``n_(one, many, n, ...)`` (English here: the reader runs outside ``speaking``).

A value the source cannot show (a seat number, a deck, a winner) is sampled by its name:
a phrase function's parameters and a template's fields are named for what they hold
(``seat``, ``dead``, ``tied``...), and :data:`SAMPLES` gives each name its values (seats
1-10, every preset...). An argument that is none of these is reported as unresolved, with
its source text, so a new kind of line cannot slip past the check unseen.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import itertools
import string
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from engine.classic.deaths import Cause, Death
from engine.classic.entries import Phase, PhaseKind
from engine.classic.record import REVEALS
from engine.onenight import MAX_PLAYERS, MIN_PLAYERS
from engine.onenight.outcome import SIDES
from engine.onenight.presets import PRESETS, preset
from engine.values import Team

from device.core.games.classic.box import BOX_PRESETS, BOX_ROLES
from device.i18n import language

SEATS = range(1, 11)


def _subsets(items: Iterable[Any]) -> list[list[Any]]:
    items = list(items)
    return [list(c) for n in range(len(items) + 1) for c in itertools.combinations(items, n)]


#: the values a parameter or a template field may hold, by its name
SAMPLES: dict[str, list[Any]] = {
    "seat": list(SEATS),
    "best": list(SEATS),
    "seats": [[s] for s in SEATS],                     # a list of seats: each seat alone
    "dead": [[]] + [[s] for s in SEATS],               # nobody, or each seat alone
    "tied": [list(p) for p in itertools.combinations(SEATS, 2)],   # any two seats
    "players": list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
    "deck": [preset(n) for n in sorted(PRESETS)],
    "teams": [[t.value for t in chosen] for chosen in _subsets(SIDES)],
    "winners": [[w.value] for w in Team],
    "winner": [w.value for w in Team],
    "preset": list(BOX_PRESETS.values()),
    "name": [p.name for p in BOX_PRESETS.values()],
    "phase": [Phase(n, kind) for kind in PhaseKind for n in (1, 2)],
    "death": [Death(Phase(1, PhaseKind.NIGHT), s, cause) for s in SEATS for cause in Cause],
    "role_id": sorted(BOX_ROLES),
    "mode": list(REVEALS),
    "turned": [False, True],
    "counts": [{}, {1: 1, 2: 1}],                     # the votes a seat got: none, a spread
}


#: the catalogue's markers a line may be said through
MARKERS: dict[str, Callable[..., str]] = {"_": language._, "n_": language.n_}


@dataclass
class Found:
    """What one module's ``fx.Say`` calls can say: each line with where it is said, and
    the arguments that could not be worked out (source text and where)."""

    lines: dict[str, str] = field(default_factory=dict)
    unresolved: list[tuple[str, str]] = field(default_factory=list)


class Unresolved(Exception):
    pass


def _is_say(call: ast.Call) -> bool:
    f = call.func
    return (isinstance(f, ast.Attribute) and f.attr == "Say") or \
        (isinstance(f, ast.Name) and f.id == "Say")


def _sample_call(fn: Callable[..., Any]) -> Iterator[Any]:
    """``fn`` called with every combination of its sampled parameters."""
    params = inspect.signature(fn).parameters
    names = [n for n, p in params.items() if n in SAMPLES or p.default is inspect.Parameter.empty]
    missing = [n for n in names if n not in SAMPLES]
    if missing:
        raise Unresolved(f"{fn.__name__}: no samples for parameter(s) {missing}")
    for values in itertools.product(*(SAMPLES[n] for n in names)):
        try:
            yield fn(**dict(zip(names, values)))
        except (IndexError, KeyError, ValueError):   # a combination the function refuses
            continue


def _template_fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


class _Resolver:
    def __init__(self, namespace: dict[str, Any], tree: ast.Module) -> None:
        self.ns = namespace
        self.parents: dict[ast.AST, ast.AST] = {
            child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}

    def _function_of(self, node: ast.AST) -> ast.AST | None:
        while node in self.parents:
            node = self.parents[node]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                return node
        return None

    def values(self, node: ast.expr) -> list[Any]:
        """Every value ``node`` can have (strings, or tables and lists on the way)."""
        if isinstance(node, ast.Constant):
            return [node.value]
        if isinstance(node, ast.IfExp):
            return self.values(node.body) + self.values(node.orelse)
        if isinstance(node, ast.JoinedStr):
            parts: list[list[str]] = []
            for part in node.values:
                if isinstance(part, ast.Constant):
                    parts.append([str(part.value)])
                elif isinstance(part, ast.FormattedValue):
                    parts.append([format(v) for v in self.values(part.value)])
            return ["".join(p) for p in itertools.product(*parts)]
        if isinstance(node, ast.Name):
            return self._name(node)
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and isinstance(self.ns.get(node.value.id),
                                                               ModuleType):
                return [getattr(self.ns[node.value.id], node.attr)]
            if node.attr in SAMPLES:                   # p.players, event.seat
                return list(SAMPLES[node.attr])
            raise Unresolved(ast.unparse(node))
        if isinstance(node, ast.Subscript):
            out = []
            for table in self.values(node.value):
                if isinstance(node.slice, ast.Constant):
                    out.append(table[node.slice.value])
                elif isinstance(table, dict):
                    out += list(table.values())
                else:
                    raise Unresolved(ast.unparse(node))
            return out
        if isinstance(node, ast.Call):
            return self._call(node)
        raise Unresolved(ast.unparse(node))

    def _name(self, node: ast.Name) -> list[Any]:
        fn = self._function_of(node)
        if fn is not None:   # a local assigned before, a loop variable or a parameter
            for stmt in ast.walk(fn):
                if isinstance(stmt, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == node.id for t in stmt.targets):
                    return self.values(stmt.value)
                if isinstance(stmt, ast.For) and isinstance(stmt.target, ast.Name) \
                        and stmt.target.id == node.id:
                    return [item for v in self.values(stmt.iter) for item in v]
        if node.id in self.ns:
            return [self.ns[node.id]]
        if node.id in SAMPLES:
            return list(SAMPLES[node.id])
        raise Unresolved(node.id)

    def _keyword(self, kw: ast.keyword) -> list[Any]:
        """A marker's field: its value if the source shows it, else sampled by its name."""
        try:
            return self.values(kw.value)
        except Unresolved:
            if kw.arg in SAMPLES:
                return list(SAMPLES[kw.arg])
            raise

    def _marker(self, node: ast.Call, marker: Callable[..., str]) -> list[Any]:
        """``_(TEMPLATE, seat=x)``: the marker called with every value of its arguments."""
        args = [self.values(a) for a in node.args]
        names = [kw.arg for kw in node.keywords if kw.arg is not None]
        fields = [self._keyword(kw) for kw in node.keywords if kw.arg is not None]
        out = []
        for values in itertools.product(*args, *fields):
            out.append(marker(*values[:len(args)], **dict(zip(names, values[len(args):]))))
        return out

    def _call(self, node: ast.Call) -> list[Any]:
        f = node.func
        if isinstance(f, ast.Name) and f.id in MARKERS:
            return self._marker(node, MARKERS[f.id])
        if isinstance(f, ast.Attribute) and f.attr == "format":   # TEMPLATE.format(key=...)
            out = []
            for template in self.values(f.value):
                keys = _template_fields(template)
                if any(k not in SAMPLES for k in keys):
                    raise Unresolved(ast.unparse(node))
                for values in itertools.product(*(SAMPLES[k] for k in keys)):
                    out.append(template.format(**dict(zip(keys, values))))
            return out
        if isinstance(f, ast.Attribute) and not (
                isinstance(f.value, ast.Name) and isinstance(self.ns.get(f.value.id),
                                                             ModuleType)):
            # a string method on lines: seat_list(...).lower()
            return [getattr(v, f.attr)() for v in self.values(f.value)]
        if isinstance(f, ast.Name) and f.id == "str" and len(node.args) == 1:
            return [str(v) for v in self.values(node.args[0])]
        (fn,) = self.values(f)
        if not callable(fn):
            raise Unresolved(ast.unparse(node))
        return [v for v in _sample_call(fn) if v is not None]


def spoken_lines(source: str, namespace: dict[str, Any], where: str = "") -> Found:
    """Each line the ``fx.Say`` calls in ``source`` can say. ``namespace``: the module's
    globals, where its constants and phrase functions are looked up."""
    tree = ast.parse(source)
    resolver = _Resolver(namespace, tree)
    found = Found()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and _is_say(node) and node.args):
            continue
        at = f"{where}:{node.lineno}"
        arg = node.args[0]
        shown = arg.args[0] if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name) \
            and arg.func.id == "_" and len(arg.args) == 1 and not arg.keywords else arg
        try:
            texts = resolver.values(node.args[0])
        except Unresolved:
            found.unresolved.append((ast.unparse(shown), at))
            continue
        for text in texts:
            if not isinstance(text, str):
                found.unresolved.append((ast.unparse(shown), at))
                break
            found.lines.setdefault(" ".join(text.split()), at)
    return found


def module_lines(root: Path, package: str) -> Found:
    """Every line the modules under ``package`` (a folder of ``root``) can say."""
    found = Found()
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        source = path.read_text(encoding="utf-8")
        if "Say(" not in source:
            continue
        module = importlib.import_module(name)
        one = spoken_lines(source, vars(module), str(path.relative_to(root)))
        for line, at in one.lines.items():
            found.lines.setdefault(line, at)
        found.unresolved += one.unresolved
    return found


def missing(found: Found, catalogue: Iterable[str]) -> list[str]:
    """The lines ``found`` can say that are not in ``catalogue``, each with where."""
    have = {" ".join(line.split()) for line in catalogue}
    return [f"{at}: {line!r}" for line, at in found.lines.items() if line not in have]
