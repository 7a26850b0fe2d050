"""The third-party notices: complete for what the studio runs on, current, and shipped.

"Complete" is checked two ways against ``importlib.metadata``: every distribution
the ``voice-studio`` distribution requires at run time (followed through each
package's own requirements) has its part in the notices, at its installed
version; and every distribution whose modules the studio actually imports has
one too, so a new dependency without a notice fails here even when nobody
declared it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import textwrap
import zipfile
from importlib import metadata
from pathlib import Path

import pytest
from packaging.utils import canonicalize_name

from studio import __version__
from studio.about.notice_builder import (
    RUNTIME_EXTRAS,
    build_notices,
    describe,
    runtime_distributions,
)
from studio.about.notices import (
    Notice,
    notices_text,
    parse_notices,
    read_notices,
    studio_licence_text,
)

ROOT = Path(__file__).resolve().parents[2]
NOTICES = ROOT / "resources" / "THIRD_PARTY_NOTICES.txt"
REGENERATE = "run `.venv/bin/python scripts/notices.py` and commit its THIRD_PARTY_NOTICES.txt"


def _listed() -> dict[str, str]:
    return {canonicalize_name(n.name): n.version for n in read_notices()}


def test_the_shipped_notices_are_the_file_the_studio_reads() -> None:
    assert notices_text() == NOTICES.read_text(encoding="utf-8")
    assert notices_text().startswith(f"Third-party notices for Voice Studio {__version__}\n")


def test_every_runtime_requirement_has_a_notice_at_its_installed_version() -> None:
    listed = _listed()
    found = runtime_distributions()
    assert {"torch", "pyside6-essentials", "pocket-tts", "av"} <= set(found)
    missing = sorted(set(found) - set(listed))
    assert not missing, f"no notice for {missing}: {REGENERATE}"
    wrong = {
        name: (listed[name], dist.version)
        for name, (dist, _) in found.items()
        if listed[name] != dist.version
    }
    assert not wrong, f"notices for other versions (listed, installed) {wrong}: {REGENERATE}"
    # Nothing listed that the studio does not need (a removed dependency's notice).
    extra = sorted(set(listed) - set(found))
    assert not extra, f"notices for packages the studio no longer needs {extra}: {REGENERATE}"


def test_the_notices_are_what_the_script_writes_now() -> None:
    expected = build_notices(ROOT / "scripts" / "licences", __version__)
    assert NOTICES.read_text(encoding="utf-8") == expected, REGENERATE
    check = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "notices.py"), "--check", "--out", str(NOTICES)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert check.returncode == 0, check.stderr


def test_the_script_check_mode_names_a_stale_file(tmp_path: Path) -> None:
    stale = tmp_path / "notices.txt"
    stale.write_text("Third-party notices for Voice Studio 0.0.1\n", encoding="utf-8")
    check = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "notices.py"), "--check", "--out", str(stale)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert check.returncode == 1 and "out of date" in check.stderr


def test_each_part_has_a_licence_and_the_copyleft_texts_are_included() -> None:
    text = notices_text()
    notices = parse_notices(text)
    assert len(notices) == len(_listed()) > 50
    by_name: dict[str, Notice] = {canonicalize_name(n.name): n for n in notices}
    for notice in notices:
        assert notice.licence and notice.version, notice.name
    pyside = by_name["pyside6-essentials"]
    assert "LGPL-3.0" in pyside.licence and "LGPL-3.0" in pyside.text
    assert "Bundled libraries" in by_name["av"].text and "FFmpeg" in by_name["av"].text
    # PySide6 ships no licence text: the full LGPL-3.0 (and the GPL-3.0 it builds on) follow.
    assert "Licence text: LGPL-3.0" in text and "Licence text: GPL-3.0" in text
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "Apache License" in text and "Version 2.0, January 2004" in text


def test_no_runtime_package_is_under_the_gpl_alone() -> None:
    """The studio is MIT and the bundle ships every package it needs: each must offer a
    licence other than the GPL (the LGPL, or a choice that includes a permissive one)."""
    gpl_only = {}
    for key, (dist, required_by) in runtime_distributions().items():
        licence = describe(dist, required_by).licence
        if all(re.search(r"(?<!L)GPL", choice) for choice in licence.split(" OR ")):
            gpl_only[key] = licence
    assert not gpl_only, f"packages under the GPL alone: {gpl_only}"


# FFmpeg's words for how it was configured (its <library>_license()), in SPDX's.
FFMPEG_SPDX = {
    "LGPL version 2.1 or later": "LGPL-2.1-or-later",
    "LGPL version 3 or later": "LGPL-3.0-or-later",
    "GPL version 2 or later": "GPL-2.0-or-later",
    "GPL version 3 or later": "GPL-3.0-or-later",
}


def test_pyavs_ffmpeg_is_named_with_the_licence_it_was_built_under() -> None:
    """Asked through PyAV, the FFmpeg it loads says its licence; the notices and the
    licences page say the same, and name the GPL encoders its libavcodec links."""
    av_core = pytest.importorskip("av._core")
    said = av_core.library_meta["libavcodec"]["license"]
    licence = FFMPEG_SPDX.get(said, said)
    parts: dict[str, Notice] = {canonicalize_name(n.name): n for n in read_notices()}
    part = parts["av"].text
    ffmpeg = [line.strip() for line in part.splitlines() if "FFmpeg," in line]
    assert ffmpeg and all(line.endswith(f"FFmpeg, {licence}") for line in ffmpeg), ffmpeg
    page = (ROOT / "docs" / "licences.md").read_text(encoding="utf-8")
    assert licence in page
    shipped = [path.name for path in metadata.distribution("av").files or ()]
    for encoder in ("libx264", "libx265"):
        if any(name.startswith(encoder) for name in shipped):
            assert encoder in part and f"{encoder[3:]}, GPL-2.0-or-later" in part
            assert encoder in page


def test_the_studio_licence_is_mit_and_in_its_metadata() -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "Permission is hereby granted" in licence
    dist = metadata.distribution("voice-studio")
    assert dist.metadata["License-Expression"] == "MIT"
    assert "LICENSE" in (dist.metadata.get_all("License-File") or [])
    assert studio_licence_text().strip() == licence.strip()


# Imports every module of the studio (not studio.__main__, which starts it) and names
# the distributions of every module that is then loaded.
IMPORT_EVERYTHING = textwrap.dedent(
    """
    import importlib, json, pkgutil, sys
    from importlib import metadata
    import studio
    for module in pkgutil.walk_packages(studio.__path__, "studio."):
        if module.name != "studio.__main__":
            importlib.import_module(module.name)
    # What the engines import when they load a model (the modules above import lazily).
    for name in ("torch", "torchaudio", "pocket_tts", "silero_vad", "faster_whisper", "av",
                 "lxml", "docx", "pypdf", "num2words", "send2trash", "voxcpm", "ray"):
        try:
            importlib.import_module(name)
        except ImportError:
            pass
    owners = metadata.packages_distributions()
    tops = {name.split(".")[0] for name in list(sys.modules)}
    print(json.dumps(sorted({d for t in tops for d in owners.get(t, [])})))
    """
)


@pytest.mark.slow
def test_every_distribution_the_studio_imports_has_a_notice(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERYTHING],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**_clean_env(), "QT_QPA_PLATFORM": "offscreen"},
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    imported = {canonicalize_name(d) for d in json.loads(done.stdout.splitlines()[-1])}
    imported.discard("voice-studio")
    assert {"torch", "pyside6-essentials", "pocket-tts", "numpy"} <= imported
    missing = sorted(imported - set(_listed()))
    assert not missing, f"imported at run time but no notice: {missing}; {REGENERATE}"


def _clean_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}


def test_the_runtime_extras_are_the_ones_pyproject_declares() -> None:
    extras = set(metadata.metadata("voice-studio").get_all("Provides-Extra") or [])
    assert set(RUNTIME_EXTRAS) <= extras


def test_the_wheel_ships_the_licence_and_the_notices(tmp_path: Path) -> None:
    """Only the wheel's build (a few seconds, no isolation), from a copy of what it needs;
    tests/packaging/test_wheel.py builds it the README's way and installs it."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("studio", "resources"):
        shutil.copytree(ROOT / folder, source / folder, ignore=skip)
    out = tmp_path / "wheel"
    built = subprocess.run(
        [
            sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
            "--disable-pip-version-check", "--wheel-dir", str(out), str(source),
        ],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = out.glob("voice_studio-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = f"voice_studio-{__version__}.dist-info"
        assert f"{info}/licenses/LICENSE" in names
        assert archive.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
        assert archive.read("studio/resources/THIRD_PARTY_NOTICES.txt") == NOTICES.read_bytes()
        meta = archive.read(f"{info}/METADATA").decode("utf-8")
        assert re.search(r"^License-Expression: MIT$", meta, re.MULTILINE)
        points = archive.read(f"{info}/entry_points.txt").decode("utf-8")
        assert "[voice_studio.engines]" in points
        assert "pocket = studio.engines.builtin:POCKET" in points
