"""A take's similarity to its voice is one number, wherever the take is rendered.

The same line, seed and reference rendered by the window (its render worker,
with the voice check turned on as Preferences turn it on), by the command line
(``render --check-voice``, its JSON report) and by a cluster worker (the class
a Ray actor runs): the real tiny pocket-tts and resemblyzer's real encoder.
Renders agree to about 1e-7, not bitwise (see DESIGN), so the numbers are
compared to 1e-4, the report's precision.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.cli.main import main
from studio.cluster.worker import RenderWorker
from studio.core.sound.audio import load_reference
from studio.core.text.script import parse_script
from studio.engines.info import GenerationParams
from studio.render import LineDone, LineRequest, Voice
from studio.ui.main_window import MainWindow
from studio.ui.panels.line_params import SCOPE_LINES
from tests.cluster_support import render_on
from tests.support import TINY_MODEL
from tests.ui.helpers import add_lines, render_and_wait

TEXT = "One number for every place a take is made."
SEED = 4242


def test_the_window_the_command_line_and_a_cluster_worker_measure_alike(
    qtbot: QtBot,
    studio_window: MainWindow,
    voice_files: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    window = studio_window
    session = window.session
    session.worker.set_voice_check(True)
    (line_id,) = add_lines(window, [("alice", TEXT)])
    window.editor.select_lines([line_id])
    window.line_params.set_scope(SCOPE_LINES)
    window.line_params.set_field("seed", SEED)
    render_and_wait(qtbot, window, [line_id])
    take = session.document.line(line_id).current_take
    assert take is not None and take.seed == SEED
    assert take.similarity is not None, "the window measured the take"
    panel = window.takes
    item = panel.tree.topLevelItem(0)
    assert item is not None and item.text(4) == f"{take.similarity:.2f}"

    script = tmp_path / "script.txt"
    script.write_text(f"alice: {TEXT}\n", encoding="utf-8")
    capsys.readouterr()
    code = main(
        [
            "render", str(script), "--voice", f"alice={voice_files['alice']}",
            "--model", TINY_MODEL, "--device", "cpu", "--threads", "1",
            "--seed", str(SEED), "--out", str(tmp_path / "out"), "--json", "--check-voice",
            "--cache-dir", str(tmp_path / "cli-cache"),
        ]
    )  # fmt: skip
    report = json.loads(capsys.readouterr().out)
    assert code == 0, report
    (line,) = report["lines"]
    assert line["seed"] == SEED
    command_line = line["check"]["similarity"]

    worker = RenderWorker("pocket", TINY_MODEL, "cpu", 1, "reference", check_voice=True)
    voice = Voice("alice", load_reference(voice_files["alice"], 24000))
    built, blob = worker.build_state(voice)
    assert built.key == take.prompt_key, "the same reference, as the window prepared it"
    (request,) = [
        LineRequest(line, GenerationParams(seed=SEED))
        for line in parse_script(f"alice: {TEXT}", ["alice"])
    ]
    (done,) = render_on(worker, voice, built, blob, [request], 1)
    worker.close()
    assert isinstance(done, LineDone) and done.similarity is not None

    assert command_line == pytest.approx(take.similarity, abs=1e-4)
    assert done.similarity == pytest.approx(take.similarity, abs=1e-4)
