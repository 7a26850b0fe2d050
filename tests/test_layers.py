"""The layer rules of DESIGN.md, enforced: only studio.ui imports Qt, imports point down."""

from pathlib import Path

from importlinter.cli import EXIT_STATUS_SUCCESS, lint_imports


def test_import_contracts_hold(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    assert lint_imports(no_cache=True) == EXIT_STATUS_SUCCESS
