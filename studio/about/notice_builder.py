"""Writing THIRD_PARTY_NOTICES.txt from the installed distributions' metadata.

Run by ``scripts/notices.py``, in the development environment. The packages are every
distribution the studio needs at run time: voice-studio's requirements and its
runtime extras, followed through each package's own requirements, as far as
they are installed, and the copies of other distributions that a wheel carries
inside it (Ray's, setuptools'). Each gets its name, version, licence, homepage and the
licence files it ships; the libraries a wheel bundles under a copyleft licence
(FFmpeg in PyAV) are named; the full texts of the LGPL, GPL, MPL and Apache
licences are added at the end for packages that refer to them without shipping
the text (PySide6 ships none). pip-licenses lists packages but neither follows
requirements nor adds the texts a package lacks, hence this module.
"""

from __future__ import annotations

import hashlib
import mmap
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from studio.about.notices import RULE

ROOT = "voice-studio"
RUNTIME_EXTRAS = ("voxcpm", "cluster", "speaker")

# The shared texts (scripts/licences/NAME.txt) and which licence ids need which.
_TEXTS_FOR = (
    (re.compile(r"\bLGPL-?3"), ("LGPL-3.0", "GPL-3.0")),  # LGPLv3 is GPLv3 plus permissions
    (re.compile(r"\bLGPL-?2\.1"), ("LGPL-2.1",)),
    (re.compile(r"\bLGPL-?2\.0|\bLGPL-2(?![.\d])"), ("LGPL-2.0",)),
    (re.compile(r"(?<!L)GPL-?3"), ("GPL-3.0",)),
    (re.compile(r"(?<!L)GPL-?2"), ("GPL-2.0",)),
    (re.compile(r"\bMPL-?2"), ("MPL-2.0",)),
    (re.compile(r"\bApache-?2|Apache Software License|Apache 2"), ("Apache-2.0",)),
)
_COPYLEFT = re.compile(r"GPL|MPL")

# Libraries that wheels bundle (auditwheel's NAME.libs folders and the like) under a
# copyleft licence; the wheels' metadata does not say so. Checked against each project.
# FFmpeg's licence depends on how it was configured, so each of its libraries is asked
# (``_ffmpeg_licence``); the one here stands for a library whose file does not say.
_BUNDLED_COPYLEFT = (
    ("libavcodec", "FFmpeg", "LGPL-2.1-or-later"),
    ("libavformat", "FFmpeg", "LGPL-2.1-or-later"),
    ("libavutil", "FFmpeg", "LGPL-2.1-or-later"),
    ("libavfilter", "FFmpeg", "LGPL-2.1-or-later"),
    ("libavdevice", "FFmpeg", "LGPL-2.1-or-later"),
    ("libswresample", "FFmpeg", "LGPL-2.1-or-later"),
    ("libswscale", "FFmpeg", "LGPL-2.1-or-later"),
    ("libx264", "x264", "GPL-2.0-or-later"),
    ("libx265", "x265", "GPL-2.0-or-later"),
    ("libmp3lame", "LAME", "LGPL-2.0-or-later"),
    ("libgnutls", "GnuTLS", "LGPL-2.1-or-later"),
    ("libnettle", "Nettle", "LGPL-3.0-or-later OR GPL-2.0-or-later"),
    ("libhogweed", "Nettle", "LGPL-3.0-or-later OR GPL-2.0-or-later"),
    ("libgmp", "GMP", "LGPL-3.0-or-later OR GPL-2.0-or-later"),
    ("libunistring", "libunistring", "LGPL-3.0-or-later OR GPL-2.0-or-later"),
    ("libsndfile", "libsndfile", "LGPL-2.1-or-later"),
    ("libgomp", "GCC's OpenMP runtime", "GPL-3.0-or-later WITH GCC-exception-3.1"),
)
# What FFmpeg's configure writes into each library ("libavcodec license: LGPL version 3
# or later", returned by avcodec_license()), in SPDX's words.
_FFMPEG_LICENCES = {
    "LGPL version 2.1 or later": "LGPL-2.1-or-later",
    "LGPL version 3 or later": "LGPL-3.0-or-later",
    "GPL version 2 or later": "GPL-2.0-or-later",
    "GPL version 3 or later": "GPL-3.0-or-later",
}
_CLASSIFIERS = {
    "MIT License": "MIT",
    "BSD License": "BSD",
    "Apache Software License": "Apache-2.0",
    "ISC License (ISCL)": "ISC",
    "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
    "Python Software Foundation License": "PSF-2.0",
    "GNU Lesser General Public License v3 (LGPLv3)": "LGPL-3.0",
    "GNU Library or Lesser General Public License (LGPL)": "LGPL",
}
_SNIFF = (
    ("Permission is hereby granted, free of charge", "MIT"),
    ("Apache License", "Apache-2.0"),
    ("GNU LESSER GENERAL PUBLIC LICENSE", "LGPL"),
    ("Redistribution and use in source and binary forms", "BSD"),
)
_LICENCE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|COPYRIGHT)", re.IGNORECASE)


@dataclass
class PackageNotice:
    name: str
    version: str
    licence: str
    homepage: str
    required_by: list[str] = field(default_factory=list)
    files: list[tuple[str, str]] = field(default_factory=list)  # (file name, text)
    bundled: list[tuple[str, str, str]] = field(default_factory=list)  # (file, project, licence)

    def text_ids(self) -> list[str]:
        """The shared licence texts this package needs appended."""
        wanted = [self.licence, *(licence for _, _, licence in self.bundled)]
        ids: list[str] = []
        for licence in wanted:
            own_text = bool(self.files) and licence == self.licence
            for pattern, names in _TEXTS_FOR:
                if pattern.search(licence) and not (own_text and not _COPYLEFT.search(licence)):
                    ids += [n for n in names if n not in ids]
        return ids


def runtime_distributions(root: str = ROOT) -> dict[str, tuple[metadata.Distribution, list[str]]]:
    """Every installed distribution ``root`` needs at run time, with who requires it."""
    found: dict[str, tuple[metadata.Distribution, list[str]]] = {}
    walked: dict[str, set[str]] = {}  # the extras each one's requirements were followed with
    base = metadata.distribution(root)
    queue: list[tuple[str, str, tuple[str, ...]]] = [
        (req, root, ("", *RUNTIME_EXTRAS)) for req in base.requires or ()
    ]
    while queue:
        line, parent, extras = queue.pop(0)
        try:
            requirement = Requirement(line)
        except InvalidRequirement:
            continue
        marker = requirement.marker
        if marker is not None and not any(marker.evaluate({"extra": e}) for e in extras):
            continue
        key = canonicalize_name(requirement.name)
        wanted = {"", *requirement.extras}
        if key in found:
            if parent not in found[key][1]:
                found[key][1].append(parent)
            new = wanted - walked[key]
            if not new:
                continue
            # Reached again with extras it was not followed with (uvicorn, then Ray
            # Serve's uvicorn[standard]): what those extras add is needed too.
            walked[key] |= new
            dist = found[key][0]
            name = str(dist.metadata["Name"])
            queue += [(req, name, tuple(sorted(new))) for req in dist.requires or ()]
            continue
        try:
            dist = metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            continue  # an optional part that is not installed here is not shipped either
        found[key] = (dist, [parent])
        walked[key] = wanted
        name = str(dist.metadata["Name"])
        queue += [(req, name, tuple(sorted(wanted))) for req in dist.requires or ()]
    # Copies of other distributions inside a wheel (Ray's thirdparty_files: psutil,
    # aiohttp and more), which it puts on sys.path itself; where the same project is
    # installed too, its notice covers the copy.
    for dist, _ in list(found.values()):
        for inner in _vendored(dist):
            key = canonicalize_name(str(inner.metadata["Name"]))
            if key not in found:
                found[key] = (inner, [f"{dist.metadata['Name']} (a copy inside it)"])
    return found


def _vendored(dist: metadata.Distribution) -> list[metadata.Distribution]:
    inner: list[metadata.Distribution] = []
    for path in dist.files or ():
        parts = path.parts
        if len(parts) > 2 and parts[-1] == "METADATA" and parts[-2].endswith(".dist-info"):
            folder = Path(str(dist.locate_file(path))).parent
            if folder.is_dir():
                inner.append(metadata.PathDistribution(folder))
    return inner


def describe(dist: metadata.Distribution, required_by: list[str]) -> PackageNotice:
    meta = dist.metadata
    files = _licence_files(dist)
    notice = PackageNotice(
        name=str(meta["Name"]),
        version=str(dist.version),
        licence=_licence_of(meta, files),
        homepage=_homepage_of(meta),
        required_by=sorted(required_by, key=str.lower),
        files=files,
        bundled=_bundled_copyleft(dist),
    )
    return notice


def render(notices: Iterable[PackageNotice], texts: Mapping[str, str], version: str) -> str:
    """The notices file: a summary table, each package's part, then the shared texts."""
    packages = sorted(notices, key=lambda n: n.name.lower())
    width = max((len(n.name) for n in packages), default=10)
    lines = [
        f"Third-party notices for Voice Studio {version}",
        "",
        "Voice Studio is released under the MIT licence (its LICENSE file). The wheel needs,",
        "and the one-folder bundle contains, the packages below; each is used under its own",
        "licence, whose text follows from the package's own licence files. Where a package",
        "refers to a licence without shipping its text, the full text is at the end of this",
        "file. PySide6 and Qt are used under the LGPL-3.0: the bundle keeps Qt's libraries as",
        "separate shared libraries that can be replaced (see the README's Licences section).",
        "Generated by scripts/notices.py from the installed distributions' metadata.",
        "",
        *(f"  {n.name:<{width}}  {n.version:<14} {n.licence}" for n in packages),
        "",
    ]
    needed: list[str] = []
    for notice in packages:
        lines += [RULE, *_part(notice)]
        needed += [t for t in notice.text_ids() if t not in needed]
    for text_id in needed:
        text = texts.get(text_id)
        if text is None:
            raise FileNotFoundError(f"No text for {text_id}: add scripts/licences/{text_id}.txt.")
        lines += [RULE, f"Licence text: {text_id}", "", text.rstrip(), ""]
    return "\n".join(lines).rstrip() + "\n"


def build_notices(texts_folder: Path, version: str) -> str:
    texts = {p.stem: p.read_text(encoding="utf-8") for p in sorted(texts_folder.glob("*.txt"))}
    found = runtime_distributions()
    return render((describe(d, by) for d, by in found.values()), texts, version)


def _part(notice: PackageNotice) -> list[str]:
    lines = [
        f"Package: {notice.name} {notice.version}",
        f"Licence: {notice.licence}",
        f"Homepage: {notice.homepage or '(none given)'}",
        f"Required by: {', '.join(notice.required_by)}",
    ]
    if notice.bundled:
        lines.append("Bundled libraries under their own licences:")
        lines += [f"  {file}: {project}, {licence}" for file, project, licence in notice.bundled]
    shared = notice.text_ids()
    if shared:
        lines.append(f"Full licence texts at the end of this file: {', '.join(shared)}")
    if not notice.files:
        lines.append("The package ships no licence file; its licence is named above.")
    lines.append("")
    for name, text in notice.files:
        lines += [f"--- {name} ---", "", text.rstrip(), ""]
    return lines


def _licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    names = list(dict.fromkeys(dist.metadata.get_all("License-File") or []))
    seen: set[str] = set()
    found: list[tuple[str, str]] = []
    for name in names:
        text = dist.read_text(f"licenses/{name}") or dist.read_text(name)
        if text:
            _add(found, seen, name, text)
    for path in dist.files or ():
        parts = path.parts
        if len(parts) == 2 and parts[0].endswith(".dist-info") and _LICENCE_NAME.search(parts[1]):
            text = dist.read_text(parts[1])
            if text:
                _add(found, seen, parts[1], text)
    return found


def _add(found: list[tuple[str, str]], seen: set[str], name: str, text: str) -> None:
    digest = hashlib.sha256(text.strip().encode()).hexdigest()
    if digest not in seen:
        seen.add(digest)
        found.append((name, text))


def _licence_of(meta: metadata.PackageMetadata, files: list[tuple[str, str]]) -> str:
    expression = _field(meta, "License-Expression")
    if expression:
        return expression
    field_text = _field(meta, "License")
    # Old setuptools wrote "UNKNOWN" for a licence given only as a classifier.
    if field_text.upper() == "UNKNOWN":
        field_text = ""
    if field_text and "\n" not in field_text and len(field_text) <= 80:
        return field_text
    classifiers = [
        c.split("::")[-1].strip()
        for c in meta.get_all("Classifier") or []
        if c.startswith("License ::")
    ]
    if classifiers:
        return " AND ".join(dict.fromkeys(_CLASSIFIERS.get(c, c) for c in classifiers))
    for _, text in files:
        for phrase, licence in _SNIFF:
            if phrase in text:
                return f"{licence} (from its licence file)"
    return "not stated (see its licence files and homepage)"


def _homepage_of(meta: metadata.PackageMetadata) -> str:
    home = _field(meta, "Home-page")
    if home and home.upper() != "UNKNOWN":
        return home
    urls = [str(u).split(",", 1) for u in meta.get_all("Project-URL") or []]
    pairs = [(label.strip().lower(), url.strip()) for label, url in urls if url.strip()]
    for wanted in ("homepage", "home", "source", "repository", "source code", "documentation"):
        for label, url in pairs:
            if label == wanted:
                return url
    return pairs[0][1] if pairs else ""


def _field(meta: metadata.PackageMetadata, name: str) -> str:
    values = meta.get_all(name) or []
    return str(values[0]).strip() if values else ""


def _bundled_copyleft(dist: metadata.Distribution) -> list[tuple[str, str, str]]:
    found: list[tuple[str, str, str]] = []
    for path in dist.files or ():
        name = path.name
        if ".so" not in name and not name.endswith((".dll", ".dylib")):
            continue
        for prefix, project, licence in _BUNDLED_COPYLEFT:
            if name.startswith(prefix):
                if project == "FFmpeg":
                    licence = _ffmpeg_licence(Path(str(dist.locate_file(path))), prefix) or licence
                found.append((name, project, licence))
    return sorted(set(found))


def _ffmpeg_licence(path: Path, library: str) -> str | None:
    """The licence an FFmpeg library was built under, as it says itself: the string its
    ``<library>_license()`` returns is in the file. None when the file does not say."""
    marker = f"{library} license: ".encode("ascii")
    try:
        with (
            open(path, "rb") as handle,
            mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data,
        ):
            at = data.find(marker)
            if at < 0:
                return None
            end = data.find(b"\x00", at, at + 200)
            if end < 0:
                return None
            said = bytes(data[at + len(marker) : end]).decode("ascii", "replace")
    except (OSError, ValueError):  # missing, unreadable or empty
        return None
    return _FFMPEG_LICENCES.get(said, said)


__all__ = [
    "PackageNotice",
    "build_notices",
    "describe",
    "render",
    "runtime_distributions",
]
