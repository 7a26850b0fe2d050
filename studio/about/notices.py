"""The third-party notices the studio ships, read back: one ``Notice`` per distribution.

``THIRD_PARTY_NOTICES.txt`` (in ``studio.resources``) is written by
``scripts/notices.py`` from the installed distributions' metadata; each
package's part starts with a ``Package:``/``Licence:``/``Homepage:`` header,
which is what ``parse_notices`` reads for About's Licences page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import metadata, resources
from pathlib import Path

import studio

NOTICES_FILE = "THIRD_PARTY_NOTICES.txt"
RULE = "=" * 78
_HEADER = re.compile(
    r"^Package: (?P<name>\S+) (?P<version>\S+)\n"
    r"Licence: (?P<licence>.*)\n"
    r"Homepage: (?P<homepage>.*)\n",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Notice:
    """One distribution's part of the notices: what it is and the licence texts it ships."""

    name: str
    version: str
    licence: str
    homepage: str
    text: str  # the whole part: header, bundled libraries, licence texts


def notices_text() -> str:
    """The shipped notices file; a sentence in its place when the installation lacks it."""
    try:
        return resources.files("studio.resources").joinpath(NOTICES_FILE).read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        return (
            f"{NOTICES_FILE} is missing from this installation; reinstall Voice Studio, or "
            "run `python scripts/notices.py` in a checkout."
        )


def parse_notices(text: str) -> list[Notice]:
    """Every package part of a notices file, in the file's order."""
    found: list[Notice] = []
    for part in text.split(RULE + "\n"):
        header = _HEADER.match(part)
        if header is not None:
            found.append(
                Notice(
                    header["name"],
                    header["version"],
                    header["licence"].strip(),
                    header["homepage"].strip(),
                    part.rstrip("\n") + "\n",
                )
            )
    return found


def read_notices() -> list[Notice]:
    return parse_notices(notices_text())


def studio_licence_text() -> str:
    """The studio's own LICENSE, from its installed metadata (the wheel's licenses/ folder)."""
    try:
        dist = metadata.distribution("voice-studio")
    except metadata.PackageNotFoundError:
        dist = None
    for name in ("licenses/LICENSE", "LICENSE"):
        text = dist.read_text(name) if dist is not None else None
        if text:
            return text
    # A checkout run from source whose metadata lacks the file (an old egg-info).
    beside = Path(studio.__file__).resolve().parent.parent / "LICENSE"
    if beside.is_file():
        return beside.read_text(encoding="utf-8")
    return "Voice Studio is released under the MIT licence (the LICENSE file of its source)."


__all__ = [
    "NOTICES_FILE",
    "RULE",
    "Notice",
    "notices_text",
    "parse_notices",
    "read_notices",
    "studio_licence_text",
]
