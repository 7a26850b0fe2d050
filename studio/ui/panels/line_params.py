"""Generation settings: project defaults, and per-line overrides of them.

Each field has a check box: checked, the value is set here; unchecked, it is
inherited (a line inherits the project default; a project default falls back
to the engine's own, and an unset seed means a new seed for every take).
Every change is one undoable SetParams / SetDefaults.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QSize, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.commands import SetDefaults, SetParams
from studio.core.document import LineParams
from studio.ui.session.session import StudioSession

FIELDS = ("seed", "temperature", "cfg", "steps")
# Only VoxCPM has classifier-free guidance and diffusion steps.
VOXCPM_FIELDS = ("cfg", "steps")
SCOPE_LINES, SCOPE_DEFAULTS = 0, 1


class LineParamsPanel(QFrame):
    """Edits the selected lines' settings, or the project defaults."""

    def __init__(
        self,
        session: StudioSession,
        selected_line_ids: Callable[[], list[str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lineParamsPanel")
        self._session = session
        self._selected = selected_line_ids
        self._updating = False
        title = QLabel(self.tr("Settings"), self)
        title.setObjectName("panelTitle")
        self.scope = QComboBox(self)
        self.scope.addItems([self.tr("Selected lines"), self.tr("Project defaults")])
        self.scope.setAccessibleName(self.tr("Settings for"))
        self.scope.currentIndexChanged.connect(self._on_scope_changed)
        self.checks: dict[str, QCheckBox] = {}
        self.spins: dict[str, QSpinBox | QDoubleSpinBox] = {}
        self._rows: dict[str, tuple[QLabel, QWidget]] = {}
        form = QFormLayout()
        seed = QSpinBox(self)
        seed.setRange(0, 2**31 - 1)
        temperature = QDoubleSpinBox(self)
        temperature.setRange(0.05, 2.0)
        temperature.setSingleStep(0.05)
        temperature.setValue(0.7)
        cfg = QDoubleSpinBox(self)
        cfg.setRange(0.5, 10.0)
        cfg.setSingleStep(0.1)
        cfg.setValue(2.0)
        steps = QSpinBox(self)
        steps.setRange(1, 100)
        steps.setValue(10)
        labels = {
            "seed": (self.tr("Seed"), self.tr("Fixed")),
            "temperature": (self.tr("Temperature"), self.tr("Set")),
            "cfg": (self.tr("CFG"), self.tr("Set")),
            "steps": (self.tr("Steps"), self.tr("Set")),
        }
        # "Set" three times says nothing to a screen reader: each box names its field.
        check_names = {
            "seed": self.tr("Fixed seed"),
            "temperature": self.tr("Set the temperature"),
            "cfg": self.tr("Set the CFG"),
            "steps": self.tr("Set the steps"),
        }
        spins: tuple[QSpinBox | QDoubleSpinBox, ...] = (seed, temperature, cfg, steps)
        for name, spin in zip(FIELDS, spins, strict=True):
            spin.setKeyboardTracking(False)
            spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.UpDownArrows)
            check = QCheckBox(labels[name][1], self)
            check.setAccessibleName(check_names[name])
            spin.setAccessibleName(labels[name][0])
            check.clicked.connect(self._on_field_edited)
            # editingFinished, not valueChanged: one undo step per edit, not per arrow click.
            spin.editingFinished.connect(self._on_field_edited)
            self.checks[name], self.spins[name] = check, spin
            row = QWidget(self)
            box = QHBoxLayout(row)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(check)
            box.addWidget(spin, 1)
            label = QLabel(labels[name][0], self)
            form.addRow(label, row)
            self._rows[name] = (label, row)
        # "Fixed" and "Set" as wide as each other: the spin boxes line up.
        check_width = max(check.sizeHint().width() for check in self.checks.values())
        for check in self.checks.values():
            check.setMinimumWidth(check_width)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setObjectName("hint")
        self._hint_width = -1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(title)
        layout.addWidget(self.scope)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        session.model.sig_document_changed.connect(self._on_model_document_changed)
        session.sig_engine_ready.connect(self._on_session_engine_ready)
        self._show_engine_fields()
        self.refresh()

    # --- size ----------------------------------------------------------

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # The hint wraps, and Qt's minimum assumes its shortest text: a longer one
        # ("Showing the first of 2 lines.") at this width takes another line, and the
        # splitter, which asks only this, would squeeze the rows (spin boxes 12 px high).
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > 0:
            hint.setHeight(max(hint.height(), layout.totalHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != self._hint_width:
            self._hint_width = event.size().width()
            self.updateGeometry()  # the wrapped hint's height follows the width

    def _set_hint(self, text: str) -> None:
        if text != self.hint.text():
            self.hint.setText(text)
            self.updateGeometry()

    # --- showing -------------------------------------------------------

    def _show_engine_fields(self) -> None:
        info = self._session.engine_info
        voxcpm = info is not None and info.engine_id == "voxcpm"
        for name in VOXCPM_FIELDS:
            for widget in self._rows[name]:
                widget.setVisible(voxcpm)

    @Slot(object)
    def _on_session_engine_ready(self, info: object) -> None:
        self._show_engine_fields()
        self.refresh()

    @Slot()
    def _on_model_document_changed(self) -> None:
        self.refresh()

    @Slot(int)
    def _on_scope_changed(self, index: int) -> None:
        self.refresh()

    def set_scope(self, scope: int) -> None:
        self.scope.setCurrentIndex(scope)

    def refresh(self) -> None:
        """Show the current values (after a selection change, an edit, undo or redo)."""
        doc = self._session.document
        defaults_scope = self.scope.currentIndex() == SCOPE_DEFAULTS
        ids = self._selected()
        if defaults_scope:
            own, inherited = doc.defaults, LineParams()
            self._set_hint(
                self.tr("Unchecked: the engine's default; no fixed seed: new each take.")
            )
        elif ids:
            line = doc.line(ids[0])
            own, inherited = line.params, doc.defaults
            hint = self.tr("Unchecked: the project default.")
            if len(ids) > 1:
                hint += " " + self.tr("Showing the first of %n line(s).", "", len(ids))
            self._set_hint(hint)
        else:
            own, inherited = LineParams(), doc.defaults
            self._set_hint(self.tr("Select a line to change its settings."))
        self._updating = True
        for name in FIELDS:
            value = getattr(own, name)
            fallback = getattr(inherited, name)
            check, spin = self.checks[name], self.spins[name]
            check.setChecked(value is not None)
            shown = value if value is not None else fallback
            if shown is None:
                # Nothing set anywhere: show what the model will use.
                shown = self._engine_default(name)
            if shown is not None:
                spin.setValue(shown)
            spin.setEnabled(value is not None)
            check.setEnabled(defaults_scope or bool(ids))
        self._updating = False

    def _engine_default(self, name: str) -> int | float | None:
        info = self._session.engine_info
        if info is None:
            return None
        defaults: dict[str, int | float | None] = {
            "temperature": info.default_temperature,
            "cfg": info.default_cfg,
            "steps": info.default_steps,
        }
        return defaults.get(name)  # a seed has none: new each take

    # --- editing -------------------------------------------------------

    def _value(self, name: str) -> int | float | None:
        if not self.checks[name].isChecked():
            return None
        spin = self.spins[name]
        return spin.value()

    @Slot()
    def _on_field_edited(self) -> None:
        if self._updating:
            return
        sender = self.sender()
        name = next(
            (n for n in FIELDS if sender in (self.checks[n], self.spins[n])),
            None,
        )
        if name is not None:
            self.set_field(name, self._value(name))

    def set_field(self, name: str, value: int | float | None) -> None:
        """Set one field for the scope shown (the selected lines, or the defaults)."""
        doc = self._session.document
        if self.scope.currentIndex() == SCOPE_DEFAULTS:
            if getattr(doc.defaults, name) != value:
                self._session.edit(
                    SetDefaults(
                        replace(doc.defaults, **{name: value}),  # type: ignore[arg-type]
                        self.tr("Change defaults"),
                    )
                )
            return
        lines = [doc.line(i) for i in self._selected()]
        changed = [line for line in lines if getattr(line.params, name) != value]
        if changed:
            self._session.edit(
                SetParams(
                    tuple(line.id for line in changed),
                    tuple(
                        replace(line.params, **{name: value})  # type: ignore[arg-type]
                        for line in changed
                    ),
                    self.tr("Change settings"),
                )
            )
