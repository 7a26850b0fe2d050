"""The wheel: what it holds, and that it installs into a new environment and starts.

The install test needs a folder kept between runs, given as
``VOICE_STUDIO_WHEEL_HOME`` (.ci/run sets one, keyed by the dependency
files): it is the HOME of the README's commands, so ``~/voice-studio`` is the
environment. When pyproject.toml changed since it was made, the environment
is made anew and the wheel brings in every dependency (torch: a few minutes,
about 6 GB); otherwise only the app is removed and installed again from the
new wheel.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from studio import APP_ID, __version__
from tests.packaging.helpers import ROOT, copy_checkout, run_shell, smoke_test, user_env

BUILD = ".venv/bin/python -m build"
NEW_ENV = "python3 -m venv ~/voice-studio && ~/voice-studio/bin/pip install dist/voice_studio-*.whl"
VERSION = "~/voice-studio/bin/voice-studio --version"
ADD_TO_MENU = "bash packaging/install.sh --exec ~/voice-studio/bin/voice-studio"
REMOVE_FROM_MENU = "bash packaging/install.sh --uninstall"

WHEEL_HOME = os.environ.get("VOICE_STUDIO_WHEEL_HOME")

pytestmark = pytest.mark.slow  # a real install: see pyproject markers

# Run in the new environment: the window's icon and the data files come from
# the installed wheel, not from a checkout.
ICON_CHECK = """
import sys
from pathlib import Path
import studio.ui.base.resources as resources
from studio.ui.app import create_application

app = create_application()
sizes = sorted(size.width() for size in app.windowIcon().availableSizes())
inside = Path(resources.__file__).resolve().is_relative_to(Path(sys.prefix).resolve())
print(inside, sizes[0], sizes[-1], len(resources.sample_script().splitlines()))
"""


def build_wheel(tmp_path: Path) -> tuple[Path, Path]:
    """The README's build command in a copy of the checkout; returns it and the wheel."""
    checkout = copy_checkout(tmp_path / "checkout")
    (tmp_path / "home").mkdir()
    env = user_env(tmp_path / "home", tmp_path / "xdg")
    run_shell(BUILD, checkout, env)
    wheels = list((checkout / "dist").glob("voice_studio-*.whl"))
    assert len(wheels) == 1, wheels
    return checkout, wheels[0]


def test_wheel_holds_the_resources(tmp_path: Path) -> None:
    _, wheel = build_wheel(tmp_path)
    assert wheel.name == f"voice_studio-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    # The translations' sources (.ts, glossaries) stay in the checkout: the wheel
    # holds what they compile to.
    shipped = {
        "studio/resources/" + str(path.relative_to(ROOT / "resources"))
        for path in (ROOT / "resources").rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and not (path.parent.name == "translations" and path.suffix in (".ts", ".md"))
    }
    for code in ("de", "en", "es"):
        assert f"studio/resources/translations/voice_studio_{code}.qm" in names
    assert "studio/resources/sample_script.txt" in shipped
    assert "studio/resources/icons/app/512x512.png" in shipped
    assert "studio/resources/icons/app.svg" in shipped
    assert shipped <= names, sorted(shipped - names)
    assert "studio/ui/base/resources.py" in names
    # The studio's licence in its metadata; the third-party notices among its resources.
    assert f"voice_studio-{__version__}.dist-info/licenses/LICENSE" in names
    assert "studio/resources/THIRD_PARTY_NOTICES.txt" in names
    # Nothing from the checkout around the package.
    assert not [n for n in names if n.startswith(("tests/", "packaging/", "resources/"))]
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "voice-studio = studio.cli:entry_point" in zipfile.ZipFile(wheel).read(
        entry_points
    ).decode("utf-8")


def _environment_key() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]


@pytest.mark.skipif(
    not WHEEL_HOME,
    reason="set VOICE_STUDIO_WHEEL_HOME to a folder kept between runs (about 6 GB; .ci/run does)",
)
def test_wheel_installs_into_a_new_environment_and_starts(tmp_path: Path) -> None:
    assert WHEEL_HOME is not None
    home = Path(WHEEL_HOME)
    venv = home / "voice-studio"
    stamp = home / "voice-studio.key"
    if stamp.exists() and stamp.read_text() == _environment_key() and venv.is_dir():
        # Same dependencies: keep them, but the app itself comes from the new wheel.
        subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "uninstall", "-q", "-y", "voice-studio"],
            check=True,
            capture_output=True,
        )
    else:
        shutil.rmtree(venv, ignore_errors=True)
        stamp.unlink(missing_ok=True)
    home.mkdir(parents=True, exist_ok=True)

    checkout, _ = build_wheel(tmp_path)
    env = user_env(home, tmp_path / "xdg")
    run_shell(NEW_ENV, checkout, env)
    stamp.write_text(_environment_key())
    # The studio's version first; the engines', Qt's and torch's follow.
    version = run_shell(VERSION, checkout, env).stdout.splitlines()
    assert version[0] == f"voice-studio {__version__}", version

    # --version, a render and the window offscreen with --screenshot on the demo model.
    smoke_test(venv / "bin" / "voice-studio", env)
    result = subprocess.run(
        [str(venv / "bin" / "python"), "-c", ICON_CHECK],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "16", "512", "8"], result.stdout

    # The desktop entry starts this environment's voice-studio.
    run_shell(ADD_TO_MENU, checkout, env)
    entry = Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
    assert f"TryExec={venv / 'bin' / 'voice-studio'}" in entry.read_text(encoding="utf-8")
    run_shell(REMOVE_FROM_MENU, checkout, env)
    assert not entry.exists()
