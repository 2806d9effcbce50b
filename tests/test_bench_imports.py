"""Every name a bench, a tool or the mocks import from the project is there, those imported
inside a function too: no test runs most benches, so a name moved in the code would break
one unseen until someone runs it (``bench_intelligibility.py`` once asked One Night's
result lines of the shared phrases, after they had moved into the game)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PROJECT = ("device", "engine", "hw_mocks", "tools")
FILES = sorted(p for folder in ("bench", "tools", "hw_mocks")
               for p in (REPO / folder).rglob("*.py"))


def project_imports(path: Path) -> list[tuple[int, str, str]]:
    """``(line, module, name)`` of every ``from <project module> import name``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module \
                and node.module.split(".")[0] in PROJECT:
            found += [(node.lineno, node.module, alias.name) for alias in node.names]
    return found


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(REPO)))
def test_every_project_name_imported_exists(path: Path) -> None:
    missing = []
    for line, module, name in project_imports(path):
        loaded = importlib.import_module(module)
        if name in vars(loaded):
            continue
        try:   # a submodule: ``from device.core import effects``
            importlib.import_module(f"{module}.{name}")
        except ModuleNotFoundError:
            missing.append(f"{path.name}:{line}: {module} has no {name}")
    assert missing == []
