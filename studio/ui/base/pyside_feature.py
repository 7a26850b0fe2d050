"""A cheaper answer to PySide6's "does this module use PySide6?".

PySide6's ``__feature__`` support (``snake_case``, ``true_property``) asks that
question of every module imported after it: its import hook calls
``shibokensupport.feature._mod_uses_pyside``, which reads the module's whole
source through ``inspect.getsource`` (``linecache``: the text split into lines,
and kept). The window imports about 400 modules after PySide6, and on this
2-core machine that costs about 60 ms of its start-up, and the lines stay in
memory.

``install`` replaces the function with one that gives the same answer for a
module with a ``.py`` file ("PySide6" in its bytes) without ``inspect``, and asks
PySide6's own for anything else. Where PySide6 has no such function (another
version), nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_FEATURE = "shibokensupport.feature"
_NAME = "_mod_uses_pyside"


def install() -> bool:
    """Install the cheaper check; whether it is in place (False: PySide6 has none)."""
    import PySide6.QtCore  # noqa: F401 - loads shibokensupport and its import hook

    feature = sys.modules.get(_FEATURE)
    upstream = getattr(feature, _NAME, None)
    if feature is None or not callable(upstream):
        return False
    if getattr(upstream, "upstream", None) is not None:
        return True  # installed already
    setattr(feature, _NAME, _reading_bytes(upstream))
    return True


def _reading_bytes(upstream: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return upstream(module)

    uses_pyside.upstream = upstream  # type: ignore[attr-defined]
    return uses_pyside


__all__ = ["install"]
