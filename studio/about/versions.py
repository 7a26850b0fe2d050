"""The versions of what runs, read from the installed metadata: nothing is imported.

torch in particular is never imported for its version (the window's GUI thread
must not load it, and ``--version`` answers at once): importlib.metadata reads it.
"""

from __future__ import annotations

import platform
from importlib import metadata

from studio import __version__
from studio.engines.registry import RegisteredEngine, registered_engines


def installed_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def describe_engine(engine: RegisteredEngine) -> str:
    """``pocket-tts 4.0.1``, ``formant-engine 0.1.0``, or why the engine cannot be used."""
    if engine.problem is not None:
        return f"cannot be used: {engine.problem}"
    packages = engine.packages()
    text = ", ".join(f"{name} {version}" for name, version in packages) or "built in"
    return text if engine.builtin else f"{text} (plugin)"


def engine_rows() -> list[tuple[str, str]]:
    return [(f"{e.title} engine ({e.engine_id})", describe_engine(e)) for e in registered_engines()]


# (row, distribution) of the libraries About and --version name.
LIBRARIES = (("PySide6", "PySide6-Essentials"), ("torch", "torch"), ("torchaudio", "torchaudio"))


def library_rows(qt_version: str) -> list[tuple[str, str]]:
    """Qt (as the caller read it: only the Qt layer may ask Qt), PySide6, torch, Python."""
    return [
        ("Qt", qt_version),
        *((row, installed_version(name)) for row, name in LIBRARIES),
        ("Python", platform.python_version()),
    ]


def distributions_read() -> list[str]:
    """Every distribution whose metadata About and ``--version`` read: the studio's (its
    version, licence and engine entry points), the libraries' and each engine's packages.
    A frozen bundle has only the metadata its spec copies, so the spec copies these."""
    names = ["voice-studio", *(name for _, name in LIBRARIES)]
    for engine in registered_engines():
        names += [name for name, _ in engine.packages() if name not in names]
    return names


def version_report(qt_version: str) -> str:
    """What ``voice-studio --version`` prints: the studio first, then one line each."""
    rows = [*engine_rows(), *library_rows(qt_version)]
    width = max(len(name) for name, _ in rows)
    return "\n".join(
        [f"voice-studio {__version__}", *(f"  {name:<{width}}  {value}" for name, value in rows)]
    )


__all__ = [
    "LIBRARIES",
    "describe_engine",
    "distributions_read",
    "engine_rows",
    "installed_version",
    "library_rows",
    "version_report",
]
