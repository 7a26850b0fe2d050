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
