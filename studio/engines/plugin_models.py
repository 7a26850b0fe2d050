"""The Models dialog's rows for engine plugins, and the catalog entry of any engine's model.

A usable plugin gets a row for each model it offers (one "default" row when it
lists none); an unusable one gets one row whose status is its sentence, so the
dialog says what is wrong instead of leaving the plugin out. The built-in
engines' rows, with downloads, come from ``studio.models.catalog``.
"""

from __future__ import annotations

from studio.engines.plugin_api import PluginModel
from studio.engines.registry import RegisteredEngine, find_engine, registered_engines
from studio.errors import QT_TRANSLATE_NOOP, Said
from studio.models.catalog import ModelEntry, ModelKind, entry_for
from studio.models.local_models import LocalKind


def local_kinds() -> dict[str, LocalKind]:
    """The engines that take models from the user's own folders, built in or plugins,
    as the registry has them (an unusable plugin's are left out)."""
    kinds: dict[str, LocalKind] = {}
    for engine in registered_engines():
        plugin = engine.plugin
        if plugin is None or engine.problem is not None or plugin.check_local is None:
            continue
        kinds[engine.engine_id] = LocalKind(plugin.title, plugin.check_local, plugin.local_files)
    return kinds


def plugin_entries() -> list[ModelEntry]:
    """One row per model of every third-party engine (usable or not)."""
    rows: list[ModelEntry] = []
    for engine in registered_engines():
        if not engine.builtin:
            rows += _entries_of(engine)
    return rows


def model_entry(engine_id: str, model_spec: str) -> ModelEntry:
    """The entry behind ``--engine``/``--model``, for a built-in engine or a plugin;
    StudioError for an engine nobody registers."""
    engine = find_engine(engine_id)
    if engine.builtin:
        return entry_for(engine_id, model_spec)
    spec = model_spec.strip() or "default"
    entries = _entries_of(engine)
    return next(
        (e for e in entries if e.model_spec == spec),
        _entry(engine, PluginModel(spec, f"{engine.title}: {spec}", _provided_by(engine))),
    )


def _entries_of(engine: RegisteredEngine) -> list[ModelEntry]:
    plugin = engine.plugin
    if plugin is None or engine.problem is not None:
        model = PluginModel("default", f"{engine.title} (engine plugin)", _provided_by(engine))
        problem = engine.problem_said or (
            Said(engine.problem)
            if engine.problem
            else Said(
                QT_TRANSLATE_NOOP("ModelCatalog", "It cannot be used."), context="ModelCatalog"
            )
        )
        return [_entry(engine, model, problem)]
    models = plugin.models or (PluginModel("default", plugin.title, _provided_by(engine)),)
    return [_entry(engine, m) for m in models]


def _entry(engine: RegisteredEngine, model: PluginModel, problem: Said | None = None) -> ModelEntry:
    return ModelEntry(
        id=f"plugin:{engine.engine_id}:{model.spec}",
        kind=ModelKind.PLUGIN,
        title=model.title,
        summary=model.summary,
        engine_id=engine.engine_id,
        model_spec=model.spec,
        page_url=model.page_url,
        licence=model.licence,
        terms=model.terms,
        attribution=model.attribution,
        unavailable=problem,
    )


def _provided_by(engine: RegisteredEngine) -> str:
    return f"From the engine plugin {engine.distribution} {engine.version}."


__all__ = ["local_kinds", "model_entry", "plugin_entries"]
