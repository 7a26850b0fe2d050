"""The layer rules, enforced: only studio.ui imports Qt, imports point down."""

from pathlib import Path

from importlinter.cli import EXIT_STATUS_SUCCESS, lint_imports


def test_import_contracts_hold(monkeypatch) -> None:  # type: ignore[no-untyped-def]
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


def test_few_loose_modules_and_every_part_in_a_layer() -> None:
    import tomllib

    studio = ROOT / "studio"
    loose = sorted(p.stem for p in studio.glob("*.py") if p.stem != "__init__")
    assert len(loose) <= MAX_LOOSE_MODULES, loose
    parts = {p.stem for p in studio.glob("*.py") if p.stem != "__init__"}
    parts |= {p.name for p in studio.iterdir() if (p / "__init__.py").is_file()}
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    layered: set[str] = set()
    window: set[str] = set()
    for contract in contracts:
        if contract["type"] != "layers":
            continue
        for layer in contract["layers"]:
            for name in layer.split("|"):
                name = name.strip()
                if name.startswith("studio.ui."):
                    window.add(name.split(".")[2])
                elif name.startswith("studio."):
                    layered.add(name.split(".")[1])
    assert parts <= layered, sorted(parts - layered)
    ui = ROOT / "studio" / "ui"
    ui_parts = {p.stem for p in ui.glob("*.py") if p.stem != "__init__"}
    ui_parts |= {p.name for p in ui.iterdir() if (p / "__init__.py").is_file()}
    assert ui_parts <= window, sorted(ui_parts - window)
