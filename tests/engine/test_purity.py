"""engine/ imports only the standard library, and nothing from device/ or hw_mocks/."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_engine_imports_only_the_standard_library() -> None:
    files = sorted(ENGINE.glob("*.py"))
    assert len(files) >= 5
    for path in files:
        outside = imported_modules(path) - set(sys.stdlib_module_names) - {"__future__"}
        assert not outside, f"{path.name} imports {sorted(outside)}"


def test_engine_does_no_io_or_clock_reads() -> None:
    banned = ("open(", "time.time(", "time.monotonic(", "datetime.now(", "print(",
              "input(", "os.environ", "sys.stdin", "sys.stdout")
    for path in sorted(ENGINE.glob("*.py")):
        text = path.read_text()
        for word in banned:
            assert word not in text, f"{path.name} uses {word}"


def test_the_check_itself_catches_a_bad_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import gpiozero\nfrom device.cli import main\nimport json\n")
    assert imported_modules(bad) - set(sys.stdlib_module_names) == {"gpiozero", "device"}
