"""The settings store's grouped choices, and how a stored value is read back.

QSettings hands values back as it stored them, or as strings (an INI file): the
readers here turn either into the type asked for, or the default.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# The port a window serves on unless told otherwise: the OpenAI clients' examples' own.
DEFAULT_SERVE_PORT = 8000


@dataclass(frozen=True)
class ExportChoices:
    """The export dialog's choices, remembered for the next export."""

    out: str = ""
    format: str = "flac"
    sample_rate: int = 0  # 0: the takes' own rate
    loudness: str = "off"
    lufs: float | None = None
    true_peak: float | None = None
    title: str = ""
    artist: str = ""
    render_missing: bool = True
    stems_selected: bool = False
    # side file key -> (on, path); a path of "" means the default next to ``out``.
    side_files: dict[str, tuple[bool, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class ServeChoices:
    """Preferences > Serve: whether the window serves its voices, and where."""

    on: bool = False
    port: int = DEFAULT_SERVE_PORT
    # Other computers may connect: it listens on every address, and a key is needed.
    lan: bool = False
    # The API key's salted digest (``studio.serve.keys``), never the key: "" none.
    key_digest: str = ""


def to_bool(value: object) -> bool:
    # INI-backed QSettings hands booleans back as the strings "true"/"false".
    if isinstance(value, str):
        return value.lower() == "true"
    return bool(value)


def to_int(value: object, default: int) -> int:
    try:
        return int(str(value))
    except ValueError:
        return default


def to_float(value: object) -> float | None:
    if value is None:
        return None
    try:
        return float(str(value))
    except ValueError:
        return None


__all__ = ["DEFAULT_SERVE_PORT", "ExportChoices", "ServeChoices", "to_bool", "to_float", "to_int"]
