"""Which TTS engines this installation has: the entry points of ``voice_studio.engines``.

The built-in engines and third-party plugins are found the same way (see
``plugin_api``). A plugin that fails to import, names something that is not an
``EnginePlugin`` or was written for another interface version is listed with
one sentence saying so and never loaded; nothing it does can stop the studio.
The built-in engines are listed even where the studio's own metadata is missing
(a frozen bundle, a checkout that was never installed), from ``builtin``.

Discovery imports each plugin's entry point module (which imports nothing
heavy, by the interface's rules) once per process; no torch here.
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass
from importlib import metadata

from studio import __version__
from studio.engines.builtin import BUILTIN
from studio.engines.plugin_api import ENGINE_API_VERSION, ENTRY_POINT_GROUP, EnginePlugin
from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

log = logging.getLogger(__name__)

STUDIO_DISTRIBUTION = "voice-studio"


@dataclass(frozen=True)
class RegisteredEngine:
    """One engine as the registry found it: usable, or with the sentence saying why not."""

    engine_id: str
    title: str
    distribution: str  # the package that registers it ("voice-studio" for the built-in ones)
    version: str  # that package's version
    plugin: EnginePlugin | None
    problem: str | None = None  # in English, for the command line, logs and About
    problem_said: Said | None = None  # the same sentence, for the window to translate

    @property
    def usable(self) -> bool:
        return self.plugin is not None and self.problem is None

    @property
    def builtin(self) -> bool:
        return _canonical(self.distribution) == STUDIO_DISTRIBUTION

    def packages(self) -> list[tuple[str, str]]:
        """(distribution, version) of what the engine runs on, for About and --version."""
        names = [] if self.builtin else [self.distribution]
        if self.plugin is not None:
            names += [name for name in self.plugin.packages if name not in names]
        return [(name, _version_of(name)) for name in names]


_lock = threading.Lock()
_found: tuple[RegisteredEngine, ...] | None = None


def registered_engines(refresh: bool = False) -> tuple[RegisteredEngine, ...]:
    """Every engine, the built-in ones first; found once per process (``refresh``: again)."""
    global _found
    with _lock:
        if _found is None or refresh:
            _found = _discover()
        return _found


def engine_ids() -> tuple[str, ...]:
    """What ``--engine`` takes: every engine id, usable or not (an unusable one says why)."""
    return tuple(dict.fromkeys(e.engine_id for e in registered_engines()))


def find_engine(engine_id: str) -> RegisteredEngine:
    """The engine registered as ``engine_id`` (the first usable one where two packages
    register it); StudioError when none is."""
    matches = [e for e in registered_engines() if e.engine_id == engine_id]
    if not matches:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Unknown engine {0!r}; choose one of: {1}."),
            engine_id,
            ", ".join(engine_ids()),
        )
    return next((e for e in matches if e.usable), matches[0])


def engine_plugin(engine_id: str) -> EnginePlugin:
    """The plugin to load ``engine_id`` with; StudioError with its sentence when unusable."""
    engine = find_engine(engine_id)
    if engine.plugin is None or engine.problem is not None:
        raise StudioError(
            engine.problem_said
            or engine.problem
            or Said(QT_TRANSLATE_NOOP("StudioError", "The engine {0!r} cannot be used."), engine_id)
        )
    return engine.plugin


def credit_for(engine_id: str, fingerprint: str) -> str:
    """The attribution a take made by this engine and model needs ("" for none)."""
    try:
        plugin = engine_plugin(engine_id)
    except StudioError:
        return ""
    if plugin.credit is None:
        return ""
    try:
        return plugin.credit(fingerprint).strip()
    except Exception as exc:  # noqa: BLE001 - a plugin's bug must not stop an export
        log.warning("The engine plugin %r failed to credit a take: %s", engine_id, exc)
        return ""


def _discover() -> tuple[RegisteredEngine, ...]:
    found: list[RegisteredEngine] = []
    for point in sorted(metadata.entry_points(group=ENTRY_POINT_GROUP), key=_builtin_first):
        found.append(_register(point))
    seen = {e.engine_id for e in found if e.builtin}
    builtin = [
        RegisteredEngine(p.engine_id, p.title, STUDIO_DISTRIBUTION, __version__, p)
        for p in BUILTIN
        if p.engine_id not in seen
    ]
    engines = builtin + found
    usable: dict[str, RegisteredEngine] = {}
    listed: list[RegisteredEngine] = []
    for engine in sorted(engines, key=lambda e: (not e.builtin, e.engine_id)):
        first = usable.get(engine.engine_id)
        if first is not None and engine.usable:
            engine = _unusable(
                engine,
                Said(
                    QT_TRANSLATE_NOOP(
                        "StudioError",
                        "The engine plugin {0!r} from {1} is not "
                        "used: {2} already registers that engine id.",
                    ),
                    engine.engine_id,
                    engine.distribution,
                    first.distribution,
                ),
            )
        elif engine.usable:
            usable[engine.engine_id] = engine
        listed.append(engine)
    for engine in listed:
        if engine.problem:
            log.warning("%s", engine.problem)
    return tuple(listed)


def _builtin_first(point: metadata.EntryPoint) -> tuple[bool, str]:
    return (_canonical(_distribution_of(point)[0]) != STUDIO_DISTRIBUTION, point.name)


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _register(point: metadata.EntryPoint) -> RegisteredEngine:
    distribution, version = _distribution_of(point)
    who = (point.name, distribution, version)
    bare = RegisteredEngine(point.name, point.name, distribution, version, None)
    try:
        plugin = point.load()
    except Exception as exc:  # noqa: BLE001 - any failure of a plugin's import is listed
        return _unusable(
            bare,
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The engine plugin {0!r} from {1} {2} cannot be imported ({3}); "
                    "update or uninstall that package.",
                ),
                *who,
                _first_line(exc),
            ),
        )
    if not isinstance(plugin, EnginePlugin):
        return _unusable(
            bare,
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The engine plugin {0!r} from {1} {2} names a {3}, not an EnginePlugin; "
                    "update or uninstall that package.",
                ),
                *who,
                type(plugin).__name__,
            ),
        )
    registered = RegisteredEngine(point.name, plugin.title, distribution, version, plugin)
    if plugin.api_version != ENGINE_API_VERSION:
        return _unusable(
            registered,
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The engine plugin {0!r} from {1} {2} was written for engine interface "
                    "version {3}, and this Voice Studio has version {4}; install a version of "
                    "the plugin made for it.",
                ),
                *who,
                plugin.api_version,
                ENGINE_API_VERSION,
            ),
        )
    if plugin.engine_id != point.name:
        return _unusable(
            registered,
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The engine plugin {0!r} from {1} {2} calls its engine {3!r}, not {4!r}; "
                    "update or uninstall that package.",
                ),
                *who,
                plugin.engine_id,
                point.name,
            ),
        )
    return registered


def _unusable(engine: RegisteredEngine, problem: Said) -> RegisteredEngine:
    return RegisteredEngine(
        engine.engine_id,
        engine.title,
        engine.distribution,
        engine.version,
        None,
        str(problem),
        problem,
    )


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def _distribution_of(point: metadata.EntryPoint) -> tuple[str, str]:
    dist = getattr(point, "dist", None)
    if dist is None:
        return "an unknown package", "?"
    return str(dist.metadata["Name"]), str(dist.version)


def _version_of(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


__all__ = [
    "RegisteredEngine",
    "credit_for",
    "engine_ids",
    "engine_plugin",
    "find_engine",
    "registered_engines",
]
