"""The bundle's PyInstaller spec, run with PyInstaller's hooks recorded instead (seconds):
what it gathers. test_bundle.py builds the bundle itself (slow)."""

from __future__ import annotations

import sys
import types
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from studio.about.versions import distributions_read
from tests.packaging.helpers import PACKAGING

SPEC = PACKAGING / "voice-studio.spec"


def _run_spec(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """(distributions whose metadata it copies, packages whose data files it collects)."""
    copied: list[str] = []
    collected: list[str] = []

    def copy_metadata(name: str) -> list[tuple[str, str]]:
        metadata.distribution(name)  # PyInstaller fails on a distribution not installed
        copied.append(name)
        return [(f"{name}.dist-info", f"{name}.dist-info")]

    def collect_data_files(package: str, **_: Any) -> list[tuple[str, str]]:
        collected.append(package)
        return [(package, package)]

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.copy_metadata = copy_metadata  # type: ignore[attr-defined]
    hooks.collect_data_files = collect_data_files  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    # The spec refuses a studio outside the environment it freezes; here the studio is
    # the editable checkout.
    monkeypatch.setattr(sys, "prefix", "/")

    def build_step(*args: Any, **kwargs: Any) -> types.SimpleNamespace:
        return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])

    namespace = {
        "__name__": "__main__",
        "SPECPATH": str(PACKAGING),
        **{step: build_step for step in ("Analysis", "PYZ", "EXE", "COLLECT")},
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return copied, collected


def test_the_spec_copies_the_metadata_about_and_version_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    copied, collected = _run_spec(monkeypatch)
    # Without these, the bundle's --version said PySide6 and torchaudio were not installed.
    assert {"voice-studio", "PySide6-Essentials", "torch", "torchaudio", "pocket-tts"} <= set(
        copied
    )
    installed = []
    for name in distributions_read():
        try:
            metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        installed.append(name)
    assert sorted(copied) == sorted(installed)
    # The notices the Licences page shows are data files of studio.resources.
    assert "studio.resources" in collected
    assert (Path(__file__).resolve().parents[2] / "resources" / "THIRD_PARTY_NOTICES.txt").is_file()
