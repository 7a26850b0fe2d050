"""Fields the Preferences dialog builds its groups from."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

# Characters a combo box is wide enough for, whatever its longest entry.
COMBO_CHARS = 14


def compact_combo() -> QComboBox:
    """A combo box as narrow as the dialog's other fields, not as its longest entry (a
    recognizer's or a device's title); set at creation, since a combo box keeps the
    first minimum size it computes."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARS)
    return combo


__all__ = ["COMBO_CHARS", "compact_combo"]
