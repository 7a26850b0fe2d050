"""The translations compile inside a wheel's isolated build, as pip runs it."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.helpers import ROOT

pytest.importorskip("PySide6")


def _build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "scripts" / "build_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_lrelease_runs_under_an_isolated_builds_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # pip's build isolation puts a sitecustomize on PYTHONPATH that hides the
    # environment's site-packages; pyside6-lrelease (a script of that environment)
    # must not inherit it, or the reinstall of an editable checkout fails.
    isolation = tmp_path / "isolation"
    isolation.mkdir()
    (isolation / "sitecustomize.py").write_text(
        "import sys\nsys.path[:] = [p for p in sys.path if 'site-packages' not in p]\n"
    )
    monkeypatch.setenv("PYTHONPATH", str(isolation))
    monkeypatch.setenv("PYTHONNOUSERSITE", "1")
    out = tmp_path / "qm"
    built = _build_script().compile_all(out=out, strict=True)
    names = sorted(p.name for p in built)
    assert names == ["voice_studio_de.qm", "voice_studio_en.qm", "voice_studio_es.qm"]
    assert all((out / name).stat().st_size > 1000 for name in names)
