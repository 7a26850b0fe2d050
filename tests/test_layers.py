"""The layer rules, enforced: only studio.ui imports Qt, imports point down."""

from pathlib import Path

import pytest
from importlinter.cli import EXIT_STATUS_SUCCESS, lint_imports


def test_import_contracts_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    assert lint_imports(no_cache=True) == EXIT_STATUS_SUCCESS


def test_the_session_package_imports_no_widgets() -> None:
    """studio.ui.session holds the window's state; widgets and audio devices sit above it."""
    import ast

    root = Path(__file__).resolve().parents[1] / "studio" / "ui" / "session"
    offenders = []
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            offenders += [
                f"{path.name}: {name}"
                for name in names
                if name.startswith(("PySide6.QtWidgets", "PySide6.QtMultimedia"))
            ]
    assert not offenders


ROOT = Path(__file__).resolve().parents[1]
MAX_MODULE_LINES = 500
MAX_LOOSE_MODULES = 4  # modules directly in studio/, __init__ not counted
MAX_LOOSE_PACKAGE_MODULES = 10  # directly in studio/core/ and studio/ui/


def test_no_import_cycle_in_studio() -> None:
    """Every import counts: at module level, inside functions and under TYPE_CHECKING."""
    import grimp

    graph = grimp.build_graph("studio", include_external_packages=False)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        # Tarjan's strongly connected components, without recursion.
        nonlocal counter
        work = [(start, iter(sorted(graph.find_modules_directly_imported_by(start))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append(
                        (child, iter(sorted(graph.find_modules_directly_imported_by(child))))
                    )
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        cycles.append(sorted(component))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    assert not cycles, cycles


def test_no_module_is_over_500_lines() -> None:
    long = {
        str(path.relative_to(ROOT)): lines
        for path in (ROOT / "studio").rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not long, long


def _parts(package: Path) -> set[str]:
    """A package's modules and subpackages, by name."""
    parts = {p.stem for p in package.glob("*.py") if p.stem != "__init__"}
    return parts | {p.name for p in package.iterdir() if (p / "__init__.py").is_file()}


def test_few_loose_modules_and_every_part_in_a_layer() -> None:
    """The studio's packages, the window's parts and the parts of the core, the engines
    and the command line each sit in a layer of their package's contract, so a module
    added anywhere is held to one; the studio, its core and its window keep few loose modules."""
    import tomllib

    studio = ROOT / "studio"
    loose = sorted(p.stem for p in studio.glob("*.py") if p.stem != "__init__")
    assert len(loose) <= MAX_LOOSE_MODULES, loose
    for package in ("core", "ui"):
        inner = sorted(p.stem for p in (studio / package).glob("*.py") if p.stem != "__init__")
        assert len(inner) <= MAX_LOOSE_PACKAGE_MODULES, (package, inner)
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    layered: dict[str, set[str]] = {}  # package -> its parts named in a layers contract
    for contract in contracts:
        if contract["type"] != "layers":
            continue
        for layer in contract["layers"]:
            for name in layer.replace(":", "|").split("|"):
                package, _, part = name.strip().rpartition(".")
                layered.setdefault(package, set()).add(part)
    packages = ("studio", "studio.ui", "studio.ui.kit", "studio.ui.base", "studio.core")
    for package in (*packages, "studio.engines", "studio.cli"):
        parts = _parts(ROOT.joinpath(*package.split(".")))
        if package == "studio":
            parts.discard("__main__")
            layered["studio"].discard("__main__")
        missing = parts - layered.get(package, set())
        assert not missing, (package, sorted(missing))
