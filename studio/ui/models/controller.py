"""Which engine, model and device the window uses, and the Models dialog.

The choice is remembered in the settings; command-line flags override it for
one run without being saved. When the model cannot be loaded because its
weights are missing or the hub is away, an interactive window opens the
Models dialog once, so the user can act without the command line.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QWidget

from studio.core.document import DEFAULT_ENGINE
from studio.engines.plugin_models import local_kinds
from studio.models import LocalModelList, ModelEntry
from studio.ui.base.settings import Settings
from studio.ui.kit.actions import make_action
from studio.ui.models.dialog import ModelsDialog
from studio.ui.models.jobs import ModelJobs
from studio.ui.session.check_preferences import apply_check_preferences
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession

MB = 1024 * 1024


class ModelsController(QObject):
    def __init__(self, window: QWidget, session: StudioSession, settings: Settings) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._settings = settings
        self.jobs = ModelJobs(self)
        # Every engine that takes local models, plugins included (the registry's).
        self.local_models = LocalModelList(kinds=local_kinds())
        self.dialog: ModelsDialog | None = None
        self._offered = False
        self.act_models = make_action(
            window, self.tr("&Models…"), self._on_models_triggered, "Ctrl+Shift+M"
        )
        session.sig_engine_failed.connect(self._on_session_engine_failed)
        session.sig_engine_ready.connect(self._on_session_engine_ready)

    # --- the configuration ------------------------------------------------

    def config_for_start(self, args: argparse.Namespace) -> EngineConfig:
        """The remembered choice, with the command line's flags over it for this run."""
        s = self._settings
        engine = args.engine or s.engine_id or DEFAULT_ENGINE
        remembered = s.model_spec if engine == (s.engine_id or DEFAULT_ENGINE) else None
        return EngineConfig(
            engine_id=engine,
            model=args.model or remembered or "default",
            device=args.device or s.device,
            threads=args.threads if args.threads is not None else s.threads,
            cache_dir=args.cache_dir or self._cache_dir(),
            memory_bytes=s.memory_cache_mb * MB,
            disk_bytes=int(s.disk_cache_gb * 1e9),
            mode=args.mode,
            batch=s.batch_size,
            compile=getattr(args, "compile", None) or s.compile_model,
        )

    def _cache_dir(self) -> Path | None:
        folder = self._settings.disk_cache_dir
        return Path(folder) if folder else None

    def config_from_settings(self, config: EngineConfig) -> EngineConfig:
        """``config`` with the device, threads and caches the preferences say now."""
        s = self._settings
        return replace(
            config,
            device=s.device,
            threads=s.threads,
            cache_dir=self._cache_dir(),
            memory_bytes=s.memory_cache_mb * MB,
            disk_bytes=int(s.disk_cache_gb * 1e9),
            batch=s.batch_size,
            compile=s.compile_model,
        )

    def current_config(self) -> EngineConfig:
        return self._session.engine_config or EngineConfig()

    def switch(self, config: EngineConfig, remember: bool = True) -> None:
        """Load another engine, model or device now (the worker unloads the old one)."""
        if remember:
            s = self._settings
            s.engine_id = config.engine_id
            s.model_spec = config.model
            s.device = config.device
            s.threads = config.threads
        self._session.switch_engine(config)

    def use(self, entry: ModelEntry) -> None:
        """The user chose a model in the dialog; the model in use already changes nothing."""
        info = self._session.engine_info
        if info is not None and (info.engine_id, info.model_spec) == (
            entry.engine_id,
            entry.model_spec,
        ):
            return
        config = replace(self.current_config(), engine_id=entry.engine_id, model=entry.model_spec)
        self.switch(config)

    # --- the dialog --------------------------------------------------------

    def show_dialog(self, problem: str = "") -> ModelsDialog:
        if self.dialog is None:
            info = self._session.engine_info
            in_use = (info.engine_id, info.model_spec) if info is not None else None
            self.dialog = ModelsDialog(self.jobs, self.local_models, in_use, problem, self._window)
            self.dialog.sig_use.connect(self._on_dialog_use)
            recognizers = self.dialog.recognizers
            recognizers.in_use = self._settings.asr_model
            recognizers.refresh()
            recognizers.sig_use.connect(self._on_recognizers_use)
            recognizers.sig_downloaded.connect(self._on_recognizers_downloaded)
            self.dialog.finished.connect(self._on_dialog_finished)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    @Slot()
    def _on_models_triggered(self) -> None:
        self.show_dialog()

    @Slot(object)
    def _on_dialog_use(self, entry: ModelEntry) -> None:
        self.use(entry)

    @Slot(str)
    def _on_recognizers_use(self, name: str) -> None:
        self._settings.asr_model = name
        apply_check_preferences(self._session, self._settings)

    @Slot(str)
    def _on_recognizers_downloaded(self, name: str) -> None:
        self._session.worker.checks.reload()

    @Slot(int)
    def _on_dialog_finished(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None

    # --- the session ---------------------------------------------------------

    @Slot(str, str)
    def _on_session_engine_failed(self, message: str, kind: str) -> None:
        interactive = getattr(self._window, "interactive", True)
        if kind in ("missing", "offline") and interactive and not self._offered:
            # The first start without a usable model: show what can be done.
            self._offered = True
            self.show_dialog(message)
        elif self.dialog is not None:
            self.dialog.problem.setText(message)
            self.dialog.problem.show()

    @Slot(object)
    def _on_session_engine_ready(self, info: object) -> None:
        if self.dialog is not None:
            engine = self._session.engine_info
            if engine is not None:
                self.dialog.set_in_use(engine.engine_id, engine.model_spec)

    def shutdown(self) -> None:
        """Closing the window: downloads stop (what arrived is kept)."""
        if self.dialog is not None:
            self.dialog.close()
        self.jobs.shutdown()


__all__ = ["ModelsController"]
