"""The shape of the house: no import cycles between modules or between packages, a game
that only its own packages know, small files, a pure core.

Every import is read with ``ast``, those inside functions too, so a cycle cannot hide in
a function-level import. Only an import under ``if TYPE_CHECKING:`` is left out: it is
never run, it names a type (the machine naming the ``Game`` it runs, which imports the
machine).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "device", "hw_mocks", "tools")
MAX_LINES = 400


def modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            out[name] = path
    return out


MODULES = modules()


def type_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:``."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            found |= {id(inner) for stmt in node.body for inner in ast.walk(stmt)}
    return found


def imports(name: str, path: Path) -> set[str]:
    """The project modules ``name`` imports, anywhere in the file (but for types only)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    types = type_only(tree)
    for node in ast.walk(tree):
        if id(node) in types:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            # `from pkg import mod` imports the submodule; `from pkg import name` the package
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imports(name, path) for name, path in MODULES.items()}


def cycles_of(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one node."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return cycles


def test_no_import_cycles() -> None:
    """No cycle of modules (a package importing its own submodules in ``__init__`` is not
    a cycle, since the submodules do not import the package back)."""
    assert cycles_of(GRAPH) == []


def package_of(name: str) -> str:
    """The package a module is in (a package's ``__init__`` is the package itself)."""
    return name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]


def test_no_import_cycles_between_the_packages_of_the_appliance() -> None:
    """Each folder of ``device/`` imports only folders that never import it back, however
    far round: ``device.core`` (the machine) and ``device.core.ui`` (the screens), the
    core and the display, the shell and its voice."""
    packages: dict[str, set[str]] = {}
    for name, targets in GRAPH.items():
        if name.startswith("device"):
            own = package_of(name)
            packages.setdefault(own, set()).update(
                package_of(t) for t in targets if t.startswith("device") and package_of(t) != own)
    for targets in list(packages.values()):
        for target in targets:
            packages.setdefault(target, set())
    assert cycles_of(packages) == []


def test_no_module_outside_a_game_imports_it() -> None:
    """A game's packages (its device side, its rules, its scripted table: the registry's
    entry names them) are imported only from inside them, and by the registry, which
    loads them by name; every other module asks the registry."""
    from device.core.games import GAMES

    bad = []
    for entry in GAMES.entries:
        own = (entry.package, entry.engine, entry.mocks)

        def inside(module: str, own: tuple[str, ...] = own) -> bool:
            return any(module == p or module.startswith(p + ".") for p in own)

        assert all(any(m == p or m.startswith(p + ".") for m in MODULES) for p in own), own
        bad += sorted(f"{name} -> {target}" for name, targets in GRAPH.items()
                      if not inside(name) and name != "device.core.games"
                      for target in targets if inside(target))
    assert bad == []


@pytest.mark.parametrize("name", sorted(n for n in MODULES if not n.startswith("tools")))
def test_no_product_file_is_over_400_lines(name: str) -> None:
    lines = MODULES[name].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{MODULES[name].relative_to(REPO)}: {lines} lines"


#: what each layer may import from the project (besides itself and the standard library)
ALLOWED = {
    "engine": ("engine",),
    "device.core": ("engine", "device.core", "device.errors", "device.events",
                    "device.display.screens", "device.display.table_screens",
                    "device.i18n.language"),
    "device.audio": ("device.audio", "device.errors", "engine.cues"),
    "device.config": ("device.config", "device.errors", "device.pinout", "engine",
                      "device.core.setting_table", "device.core.settings",
                      "device.core.games", "device.store.reading"),
    "device.hw": ("device.hw", "device.errors", "device.events", "device.pinout"),
    "device.display": ("device.display", "device.errors", "device.i18n.language", "engine.words"),
    "device.i18n": ("device.i18n", "device.errors", "engine"),
    "device.store": ("device.store", "device.errors", "engine"),
}


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_each_layer_imports_only_what_it_may(layer: str) -> None:
    allowed = ALLOWED[layer]
    bad = sorted(f"{name} -> {target}"
                 for name, targets in GRAPH.items() if name == layer or name.startswith(layer + ".")
                 for target in targets
                 if not any(target == a or target.startswith(a + ".") for a in allowed))
    assert bad == []


def test_nothing_below_the_shell_imports_it() -> None:
    """The shell assembles the box; only the command line and the mocks may import it."""
    bad = sorted(f"{name} -> {target}" for name, targets in GRAPH.items()
                 if not name.startswith(("device.shell", "device.cli", "hw_mocks"))
                 for target in targets if target.startswith("device.shell"))
    assert bad == []


#: the games: each a package of the engine (its rules) and of device.core.games (its states)
GAME_FOLDERS = sorted(p.name for p in (REPO / "device" / "core" / "games").iterdir()
                      if (p / "__init__.py").exists())
GAME_MODULES = tuple(f"{root}.{game}" for game in GAME_FOLDERS
                     for root in ("engine", "device.core.games"))
#: what every game plays through, so none of it may know a game: the sound, the audio
#: and the effects the states ask for
SHARED_BY_THE_GAMES = ("device.shell", "device.audio", "device.core.effects")


def test_the_night_sound_and_the_effects_import_no_game() -> None:
    """The night is any game's cues, so the sound and the audio take it as it comes."""
    assert GAME_FOLDERS == ["classic", "onenight"]
    bad = sorted(f"{name} -> {target}" for name, targets in GRAPH.items()
                 if any(name == s or name.startswith(s + ".") for s in SHARED_BY_THE_GAMES)
                 for target in targets
                 if any(target == g or target.startswith(g + ".") for g in GAME_MODULES))
    assert bad == []


def test_the_core_imports_no_hardware_library() -> None:
    libraries = {"gpiozero", "luma", "pyttsx3", "PIL", "RPi", "lgpio", "curses"}
    bad = []
    for name, path in MODULES.items():
        if not name.startswith(("device.core", "engine")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""])
                bad += [f"{name}: {n}" for n in names if n.split(".")[0] in libraries]
    assert bad == []


def test_no_product_module_imports_the_tools() -> None:
    bad = sorted(f"{name} -> {target}" for name, targets in GRAPH.items()
                 if not name.startswith("tools") for target in targets
                 if target.startswith("tools"))
    assert bad == []


def test_every_package_says_what_it_holds_and_may_import() -> None:
    missing = []
    for name, path in MODULES.items():
        if path.name != "__init__.py":
            continue
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        if len(doc) < 80 or "may import" not in doc.lower():
            missing.append(name)
    assert missing == []


def test_the_readme_names_every_folder_of_the_tree() -> None:
    """README's "Where things live" shows each folder of ``device`` at its depth."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    tree = readme.split("## Where things live", 1)[1].split("```")[1]
    shown = {(len(line) - len(line.lstrip()), line.split()[0])
             for line in tree.splitlines()
             if line.split()[:1] and line.split()[0].endswith("/")}
    folders = sorted(p for p in (REPO / "device").rglob("*")
                     if p.is_dir() and p.name != "__pycache__")
    missing = [str(p.relative_to(REPO)) for p in folders
               if (2 * len(p.relative_to(REPO / "device").parts), p.name + "/") not in shown]
    assert missing == []
