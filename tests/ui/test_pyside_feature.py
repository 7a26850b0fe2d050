"""PySide6's per-module "uses PySide6?" check, answered without reading every source
through ``inspect`` (studio.ui.base.pyside_feature), gives the answers PySide6's own does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from studio.ui.base.pyside_feature import install

feature = pytest.importorskip("shibokensupport.feature")

COUNT_SOURCE_READS = """
import inspect, json, sys
reads = []
original = inspect.getsource
def counted(obj):
    reads.append(getattr(obj, "__name__", "?"))
    return original(obj)
inspect.getsource = counted
if sys.argv[1] == "installed":
    from studio.ui.base.pyside_feature import install
    assert install()
import studio.ui.main_window
print(json.dumps(len(reads)))
"""


def test_the_check_gives_pysides_answers(tmp_path: Path) -> None:
    assert install()
    assert install()  # twice is once
    check = feature._mod_uses_pyside
    upstream = check.upstream
    assert getattr(upstream, "upstream", None) is None
    import studio.core.document
    import studio.ui.kit.theme

    nameless = types.ModuleType("made_here")  # no file: PySide6's own answers
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # a file that is not there any more
    for module in (studio.ui.kit.theme, studio.core.document, json, sys, nameless):
        assert check(module) == upstream(module), module
    assert check(studio.ui.kit.theme) and not check(studio.core.document)
    assert check(gone) is False


@pytest.mark.parametrize("side", ["plain", "installed"])
def test_the_windows_imports_read_no_source_through_inspect(side: str) -> None:
    """Counted in a fresh interpreter: PySide6 reads every module's source (hundreds)
    unless the check is installed, and then only those without a .py file."""
    done = subprocess.run(
        [sys.executable, "-c", COUNT_SOURCE_READS, side],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    reads = json.loads(done.stdout.strip().splitlines()[-1])
    if side == "plain":
        assert reads > 200, reads
    else:
        assert reads < 60, reads
