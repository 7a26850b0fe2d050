"""The version has one home (``studio.__version__``), and ``voice-studio --version`` prints
it first, then the engines', Qt's and torch's, without importing torch or an engine."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from studio import __version__
from studio.cli import main

ROOT = Path(__file__).resolve().parents[2]
VOICE_STUDIO = Path(sys.executable).parent / "voice-studio"


def _check_report(lines: list[str]) -> dict[str, str]:
    assert lines[0] == f"voice-studio {__version__}", lines
    rows = dict(re.split(r"\s{2,}", line.strip(), maxsplit=1) for line in lines[1:])
    assert rows["pocket-tts engine (pocket)"].startswith("pocket-tts ")
    assert rows["VoxCPM2 engine (voxcpm)"].startswith(("voxcpm ", "cannot be used"))
    assert rows["Qt"][0].isdigit() and rows["PySide6"][0].isdigit()
    assert rows["torch"] == metadata.version("torch")
    assert rows["PySide6"] == metadata.version("PySide6-Essentials")
    assert "Python" in rows
    return rows


def test_version_prints_the_studio_then_its_engines_and_qt(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code in (0, None)
    out, err = capsys.readouterr()
    assert err == ""  # on stdout, as argparse's own version action prints
    rows = _check_report(out.splitlines())
    assert rows["pocket-tts engine (pocket)"] == f"pocket-tts {metadata.version('pocket-tts')}"


@pytest.mark.slow
def test_the_console_script_answers_without_loading_torch(tmp_path: Path) -> None:
    done = subprocess.run(
        [str(VOICE_STUDIO), "--version"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    _check_report(done.stdout.splitlines())
    probe = (
        "import sys\nfrom studio.cli import main\ntry:\n    main(['--version'])\n"
        "except SystemExit:\n    pass\n"
        "print('loaded:', sorted(m for m in ('torch', 'pocket_tts', 'voxcpm') if m in sys.modules))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path, timeout=120
    )
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.splitlines()[-1] == "loaded: []"


def test_the_version_has_one_home() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = pyproject.split("[project]", 1)[1].split("\n[", 1)[0]
    assert re.search(r'^dynamic = \["version"\]', project, re.MULTILINE)
    assert not re.search(r"^version\s*=", project, re.MULTILINE)
    assert 'version = { attr = "studio.__version__" }' in pyproject
    assert metadata.version("voice-studio") == __version__


def test_the_changelog_has_one_unreleased_section_then_dated_releases() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "Keep a Changelog" in text
    headings = re.findall(r"^## (.+)$", text, re.MULTILINE)
    # What is not released yet has one home; every release below it has its date.
    assert headings[0] == "[Unreleased]", headings
    for heading in headings[1:]:
        assert re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}", heading), heading
    released = [heading[1:].split("]")[0] for heading in headings[1:]]
    unreleased = text.split("## [Unreleased]", 1)[1].split("\n## ", 1)[0]
    # This version is either released (its own heading) or the one Unreleased is for.
    assert __version__ in released or __version__ in unreleased, headings


def test_the_bundle_is_told_every_distribution_about_and_version_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A frozen bundle has only the metadata its spec copies, and the spec copies
    ``distributions_read()``: it must name everything About and --version ask for."""
    from packaging.utils import canonicalize_name

    from studio.about.versions import distributions_read, version_report
    from studio.ui.help.about import about_lines

    asked: list[str] = []
    version = metadata.version

    def recording(name: str) -> str:
        asked.append(name)
        return version(name)

    monkeypatch.setattr(metadata, "version", recording)
    version_report("6.11.0")
    about_lines(None)
    assert {"PySide6-Essentials", "torch", "torchaudio", "pocket-tts"} <= set(asked)
    named = {canonicalize_name(name) for name in distributions_read()}
    assert {canonicalize_name(name) for name in asked} <= named
    assert "voice-studio" in named  # its version, licence and engine entry points
