"""The smoke test's checks of --version and the notices, on a bundle's layout made here
(seconds) and on this environment's own command; test_bundle.py runs them on a real
bundle."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from studio import __version__
from tests.packaging.helpers import ROOT, SMOKE_TEST


def _smoke() -> ModuleType:
    spec = importlib.util.spec_from_file_location("smoke_test", SMOKE_TEST)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["smoke_test"] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


VERSION_REPORT = f"""voice-studio {__version__}
  pocket-tts engine (pocket)  pocket-tts {{pocket}}
  VoxCPM2 engine (voxcpm)     cannot be used: voxcpm is not installed
  Qt                          6.11.3
  PySide6                     {{pyside}}
  torch                       {{torch}}
  torchaudio                  {{torchaudio}}
  Python                      3.11.7"""


def _bundle(folder: Path, **versions: str) -> tuple[Path, str]:
    """A one-folder bundle's layout: the program, and under _internal the notices and
    the studio's metadata, as PyInstaller lays them out."""
    listed = _listed()
    report = VERSION_REPORT.format(
        pocket=versions.get("pocket", listed["pocket-tts"]),
        pyside=versions.get("pyside", listed["pyside6-essentials"]),
        torch=versions.get("torch", listed["torch"]),
        torchaudio=versions.get("torchaudio", listed["torchaudio"]),
    )
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "voice-studio"
    program.write_text(f"#!/bin/sh\ncat <<'END'\n{report}\nEND\n", encoding="utf-8")
    program.chmod(0o755)
    resources = folder / "_internal" / "studio" / "resources"
    resources.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "THIRD_PARTY_NOTICES.txt", resources)
    licences = folder / "_internal" / f"voice_studio-{__version__}.dist-info" / "licenses"
    licences.mkdir(parents=True)
    shutil.copy2(ROOT / "LICENSE", licences / "LICENSE")
    return program, report


def _listed() -> dict[str, str]:
    from packaging.utils import canonicalize_name

    from studio.about.notices import read_notices

    return {canonicalize_name(n.name): n.version for n in read_notices()}


def test_a_bundle_with_its_metadata_and_notices_passes(tmp_path: Path) -> None:
    smoke = _smoke()
    program, report = _bundle(tmp_path)
    found = smoke.check_versions(report)
    assert set(found) == {"pyside6-essentials", "torch", "torchaudio", "pocket-tts"}
    summary = smoke.check_notices(program, dict(os.environ), report)
    assert "packages" in summary and "MIT licence" in summary


def test_a_bundle_without_pyside6s_metadata_fails(tmp_path: Path) -> None:
    """What the bundle's --version said when its spec copied no PySide6 metadata."""
    smoke = _smoke()
    program, report = _bundle(tmp_path, pyside="not installed")
    with pytest.raises(smoke.SmokeFailure, match="PySide6 as 'not installed'"):
        smoke.check_notices(program, dict(os.environ), report)


def test_a_bundle_without_its_notices_or_licence_fails(tmp_path: Path) -> None:
    smoke = _smoke()
    program, report = _bundle(tmp_path)
    (tmp_path / "_internal" / "studio" / "resources" / "THIRD_PARTY_NOTICES.txt").unlink()
    with pytest.raises(smoke.SmokeFailure, match="notices are missing"):
        smoke.check_notices(program, dict(os.environ), report)
    program, report = _bundle(tmp_path / "other")
    for licence in (tmp_path / "other" / "_internal").glob("*.dist-info/licenses/LICENSE"):
        licence.unlink()
    with pytest.raises(smoke.SmokeFailure, match="LICENSE"):
        smoke.check_notices(program, dict(os.environ), report)


def test_notices_for_other_versions_than_the_bundle_runs_fail(tmp_path: Path) -> None:
    smoke = _smoke()
    program, report = _bundle(tmp_path, torch="0.0.1")
    with pytest.raises(smoke.SmokeFailure, match="notices list torch .* --version gives 0.0.1"):
        smoke.check_notices(program, dict(os.environ), report)


def test_an_installed_commands_notices_are_found_through_its_python() -> None:
    smoke = _smoke()
    program = Path(sys.executable).parent / "voice-studio"
    if not program.is_file():
        pytest.skip("no voice-studio command beside this Python")
    report = subprocess.run(
        [str(program), "--version"], capture_output=True, text=True, timeout=120, check=True
    ).stdout
    assert "packages" in smoke.check_notices(program, dict(os.environ), report)
