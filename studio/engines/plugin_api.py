"""The public engine interface, version 1: what a text-to-speech engine plugin implements.

A plugin is a Python distribution of its own that names an ``EnginePlugin`` in the
entry point group ``voice_studio.engines``; the entry point's name is the engine's
id (what ``--engine`` takes)::

    [project.entry-points."voice_studio.engines"]
    formant = "example_engine.plugin:PLUGIN"

The built-in engines (pocket-tts, VoxCPM2) register the same way, in the studio's
own pyproject.toml. CONTRIBUTING.md walks through writing one.

Rules a plugin follows:

- The module its entry point names is imported whenever the studio lists its
  engines (the window's start, every command line): it imports nothing heavy
  (no torch, no model package). ``EnginePlugin.load`` imports those, on the
  thread that will use the engine.
- ``load`` returns an object that implements ``Engine`` (every member; an engine
  that also implements ``BatchEngine`` renders a voice's lines together).
  A problem a person can fix is raised as ``StudioError`` with one sentence
  saying what to do; the studio shows it and keeps running.
- ``EngineInfo.engine_id`` of a loaded engine is the plugin's ``engine_id``.

Versioning: ``ENGINE_API_VERSION`` grows by one whenever a change could break a
plugin written for the version before (a member added to a protocol, a field
removed). A plugin says which version it was written for in
``EnginePlugin.api_version``; one written for another version is listed with a
sentence saying so and never loaded. Everything in ``__all__`` below is the
interface; anything else in ``studio`` may change in any release.

Importing this module loads no torch.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from studio.engines.asr.base import Recognizer, RecognizerError, RecognizerInfo
from studio.engines.base import BatchEngine, Engine, PromptState
from studio.engines.devices import resolve_device
from studio.engines.info import (
    BatchAudio,
    BatchEnded,
    BatchEvent,
    BatchLine,
    BatchStarted,
    BatchStats,
    CompileOptions,
    EngineInfo,
    GenerationParams,
    LineSource,
    LoadPhase,
    ModelFetch,
    line_source,
)
from studio.errors import Said, StudioError

ENGINE_API_VERSION = 1
"""The version of this interface; see the module's docstring."""

ENTRY_POINT_GROUP = "voice_studio.engines"


@dataclass(frozen=True)
class LoadRequest:
    """What the studio asks ``EnginePlugin.load`` for."""

    # "default", or whatever the plugin's models take: a PluginModel's spec, a path.
    model_spec: str = "default"
    # "auto", "cpu", "cuda" or "cuda:N": ``resolve_device`` turns it into a torch device.
    device: str = "auto"
    threads: int | None = None  # CPU threads for torch; None: torch's own choice
    mode: str = "reference"  # VoxCPM2's cloning mode; other engines may ignore it
    fetch: ModelFetch = field(default_factory=ModelFetch)  # may missing weights be downloaded
    # Whether to compile the model (torch.compile) and where its caches go; an engine
    # that does not compile ignores it and reports ``EngineInfo.compiled`` False.
    compile: CompileOptions = field(default_factory=CompileOptions)


@dataclass(frozen=True)
class PluginModel:
    """One row of the Models dialog for a plugin engine: a model it has ready."""

    spec: str  # what LoadRequest.model_spec is set to when the user chooses it
    title: str
    summary: str
    licence: str = ""  # the weights' licence (SPDX id where there is one)
    # The credit the licence asks for when what is made is shared (CC-BY and the like):
    # shown while the model is in use and written into every export's tags.
    attribution: str = ""
    terms: str = ""  # anything else the user must know before using it
    page_url: str | None = None


@dataclass(frozen=True)
class EnginePlugin:
    """What an entry point in ``voice_studio.engines`` names."""

    engine_id: str  # the entry point's name too; what --engine takes
    title: str  # for people: "pocket-tts", "Formant synthesizer"
    api_version: int  # the ENGINE_API_VERSION this plugin was written for
    # Loads a model; runs on the thread that will use the engine (never the GUI thread).
    load: Callable[[LoadRequest], Engine]
    # The models it offers in the Models dialog (the built-in engines list theirs in
    # studio.models.catalog, with downloads).
    models: tuple[PluginModel, ...] = ()
    # The distributions it runs on, whose versions About and --version show.
    packages: tuple[str, ...] = ()
    # The attribution that audio made by the model with this fingerprint needs in the
    # tags of an export (EngineInfo.fingerprint, as takes record it; "" for none).
    # None: nothing this engine makes needs one.
    credit: Callable[[str], str] | None = None
    # Models in the user's own folders (the Models dialog's "Add local model"): what keeps
    # a folder (or file) from loading as one of this engine's models, as the clauses of
    # one sentence ("config.json is missing"); none: it loads, and ``load`` gets its path
    # as ``model_spec``. None: the engine takes no local models. Reads names and small
    # files only (it runs as a row is shown), and imports nothing heavy.
    check_local: Callable[[Path], Sequence[str | Said]] | None = None
    # Whether one file (a config, weights) can be such a model, beside a folder.
    local_files: bool = False


__all__ = [
    "ENGINE_API_VERSION",
    "ENTRY_POINT_GROUP",
    "BatchAudio",
    "BatchEnded",
    "BatchEngine",
    "BatchEvent",
    "BatchLine",
    "BatchStarted",
    "BatchStats",
    "CompileOptions",
    "Engine",
    "EngineInfo",
    "EnginePlugin",
    "GenerationParams",
    "LineSource",
    "LoadPhase",
    "LoadRequest",
    "ModelFetch",
    "PluginModel",
    "PromptState",
    "Recognizer",
    "RecognizerError",
    "RecognizerInfo",
    "StudioError",
    "line_source",
    "resolve_device",
]
