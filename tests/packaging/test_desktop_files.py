"""The desktop entry, the AppStream metainfo and the application icon."""

from __future__ import annotations

import configparser
import subprocess
import sys
import xml.etree.ElementTree as ET

from studio import APP_ID, __version__
from tests.packaging.helpers import PACKAGING, ROOT, require_tool

DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


def test_desktop_entry_validates() -> None:
    tool = require_tool("desktop-file-validate")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    # The tool exits 0 on hints too; any output is an error, a warning or a hint.
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates() -> None:
    tool = require_tool("appstreamcli")
    result = subprocess.run(
        [tool, "validate", "--no-net", "--explain", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Validation was successful" in result.stdout, result.stdout


def test_entry_metainfo_and_icon_name_the_same_application() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Icon"] == APP_ID
    assert section["Exec"].split()[0] == "voice-studio"

    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert component.findtext("provides/binary") == "voice-studio"
    assert component.find("content_rating") is not None
    assert component.findtext("project_license") == "MIT"
    assert component.find("screenshots/screenshot/image") is not None
    # The newest release is the version the package reports.
    releases = component.findall("releases/release")
    assert releases and releases[0].get("version") == __version__


def test_icon_pngs_are_renders_of_the_svg() -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "render_icons.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    sizes = sorted(int(p.stem.split("x")[0]) for p in (ROOT / "resources/icons/app").glob("*.png"))
    assert sizes[0] == 16 and sizes[-1] == 512
