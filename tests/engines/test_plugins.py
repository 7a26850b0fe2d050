"""Engines as plugins: the example plugin (tests/plugins/example_engine) installed for real,
found through the ``voice_studio.engines`` entry points, rendering on the command line
and in the window; broken plugins listed with one sentence and skipped.

The example is pip-installed into a folder of the test session's own (``--target``: a
real ``.dist-info`` with its entry points) that is put on ``sys.path`` for the
in-process tests and on ``PYTHONPATH`` for the command line; the studio's own
environment is never changed. The broken plugins are distributions written by hand
(a ``.dist-info`` is a folder of text files), so their tests need no install.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from pytestqt.qtbot import QtBot

from studio.about.versions import describe_engine
from studio.cli import main
from studio.engines import load_engine
from studio.engines.plugin_api import ENGINE_API_VERSION
from studio.engines.plugin_models import model_entry, plugin_entries
from studio.engines.registry import engine_ids, engine_plugin, find_engine, registered_engines
from studio.errors import StudioError
from tests.support import speak

# The window tests below use the window tests' isolation (settings, data folder) and voices.
from tests.ui.conftest import (  # noqa: F401
    isolated_settings,
    no_take_audio_read_on_the_gui_thread,
    voice_files,
)

EXAMPLE = Path(__file__).resolve().parents[1] / "plugins" / "example_engine"
VOICE_STUDIO = Path(sys.executable).parent / "voice-studio"


def _forget_modules(*prefixes: str) -> None:
    for name in [m for m in sys.modules if m.split(".")[0] in prefixes]:
        del sys.modules[name]


@pytest.fixture(scope="session")
def plugin_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example plugin pip-installed into a folder of its own (built from a copy, so
    the build leaves nothing in the checkout)."""
    root = tmp_path_factory.mktemp("plugin")
    source = shutil.copytree(
        EXAMPLE, root / "source", ignore=shutil.ignore_patterns("build", "*.egg-info")
    )
    site = root / "site"
    subprocess.run(
        [
            sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
            "--no-build-isolation", "--no-compile", "--disable-pip-version-check",
            "--target", str(site), str(source),
        ],
        check=True, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert list(site.glob("voice_studio_formant-*.dist-info/entry_points.txt"))
    return site


def _on_path(site: Path, *modules: str) -> Iterator[Path]:
    """``site`` on sys.path and the registry found again; both undone afterwards."""
    sys.path.insert(0, str(site))
    importlib.invalidate_caches()
    registered_engines(refresh=True)
    try:
        yield site
    finally:
        sys.path.remove(str(site))
        importlib.invalidate_caches()
        _forget_modules(*modules)
        registered_engines(refresh=True)


@pytest.fixture
def formant_installed(plugin_site: Path) -> Iterator[Path]:
    yield from _on_path(plugin_site, "voice_studio_formant")


@pytest.fixture
def hub_offline(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The Models dialog's hub probe answers at once, without the network."""
    from huggingface_hub import constants

    from studio.models import forget_probe

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    forget_probe()
    yield
    forget_probe()


# --- the example plugin, installed ------------------------------------------------


@pytest.mark.slow
def test_registry_lists_the_plugin_beside_the_builtin_engines(formant_installed: Path) -> None:
    engines = {e.engine_id: e for e in registered_engines()}
    assert list(engines)[:2] == ["pocket", "voxcpm"] and "formant" in engines
    assert engines["pocket"].builtin and engines["voxcpm"].builtin
    formant = engines["formant"]
    assert formant.usable and not formant.builtin
    assert (formant.title, formant.distribution, formant.version) == (
        "Formant synthesizer",
        "voice-studio-formant",
        "0.1.0",
    )
    assert "formant" in engine_ids()
    assert describe_engine(formant) == "voice-studio-formant 0.1.0 (plugin)"
    # Its models are rows of the Models dialog, with their licence and credit.
    rows = {e.model_spec: e for e in plugin_entries()}
    assert set(rows) == {"default", "bright"}
    assert rows["bright"].licence == "MIT" and "formant" in rows["bright"].attribution
    assert model_entry("formant", "bright") == rows["bright"]


@pytest.mark.slow
def test_the_plugin_loads_and_speaks(formant_installed: Path, tmp_path: Path) -> None:
    import threading

    from studio.engines.info import GenerationParams

    engine = load_engine("formant", "default", "cpu")
    assert engine.info.engine_id == "formant" and engine.info.sample_rate == 16_000
    reference = 0.3 * np.sin(2 * np.pi * 150 * np.arange(16_000) / 16_000)
    state = engine.build_prompt_state(reference.astype(np.float32), None)
    audio = np.concatenate(
        list(engine.generate(state, "Hello there.", GenerationParams(seed=1), threading.Event()))
    )
    assert audio.dtype == np.float32 and audio.size > 16_000 * 0.5
    assert float(np.abs(audio).max()) > 0.01
    with pytest.raises(StudioError, match="no model 'loud'"):
        load_engine("formant", "loud", "cpu")


@pytest.mark.slow
def test_the_command_line_renders_a_script_with_the_plugin(
    plugin_site: Path, tmp_path: Path
) -> None:
    script = tmp_path / "script.txt"
    script.write_text("Hello from a plugin engine.\nA second line, spoken too.\n", "utf-8")
    ref = speak(tmp_path / "ref.wav", "This is the voice of the reference, speaking clearly.")
    out = tmp_path / "out"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(plugin_site), os.environ.get("PYTHONPATH", "")]),
        "VOICE_STUDIO_CACHE_DIR": str(tmp_path / "cache"),
    }
    command = [str(VOICE_STUDIO), "render", str(script), "--voice", str(ref)]
    command += ["--engine", "formant", "--device", "cpu", "--out", str(out), "--json"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["engine"], report["model"]) == ("formant", "default")
    assert [line["text"] for line in report["lines"]] == [
        "Hello from a plugin engine.",
        "A second line, spoken too.",
    ]
    audio, rate = sf.read(report["output"])
    assert rate == 16_000 and len(audio) > rate
    for line in report["lines"]:
        assert Path(line["file"]).is_file()

    listed = subprocess.run(
        [str(VOICE_STUDIO), "--version"], capture_output=True, text=True, env=env, timeout=120
    )
    assert listed.returncode == 0, listed.stderr
    assert "voice-studio-formant 0.1.0 (plugin)" in listed.stdout


@pytest.mark.slow
def test_the_window_lists_the_plugin_and_renders_a_line_with_it(
    qtbot: QtBot,
    formant_installed: Path,
    voice_files: dict[str, Path],  # noqa: F811
    hub_offline: None,
    tmp_path: Path,
) -> None:
    from studio.ui.main_window import MainWindow
    from studio.ui.session.jobs import EngineConfig
    from studio.ui.session.session import StudioSession
    from tests.support import TINY_MODEL
    from tests.ui.helpers import add_lines, render_and_wait, row_values

    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        session.start(EngineConfig("pocket", TINY_MODEL, "cpu", 1, tmp_path / "cache"))
        session.voices.add(voice_files["alice"], "alice")
    assert session.engine_info is not None, session.engine_error
    try:
        dialog = window.models.show_dialog()
        rows = dialog.rows
        assert {"plugin:formant:default", "plugin:formant:bright"} <= set(rows)
        row = rows["plugin:formant:bright"]
        assert row.title.text() == "Formant synthesizer (bright)"
        assert row.use_button.isEnabled()
        with qtbot.waitSignal(session.sig_engine_ready, timeout=60000):
            row.use_button.click()
        info = session.engine_info
        assert info is not None and (info.engine_id, info.model_spec) == ("formant", "bright")
        qtbot.waitUntil(lambda: session.idle, timeout=60000)
        # The model in use shows the credit its licence asks for, in the dialog and in About.
        credit = "Made with the formant synthesizer example plugin."
        in_use = dialog.rows["plugin:formant:bright"]
        assert not in_use.credit.isHidden() and credit in in_use.credit.text()
        from studio.ui.help.about import AboutDialog

        about = AboutDialog(info, window)
        qtbot.addWidget(about)
        assert not about.credit.isHidden() and credit in about.credit.text()
        assert "Formant synthesizer engine (formant): voice-studio-formant 0.1.0 (plugin)" in (
            about.details.text()
        )

        (line_id,) = add_lines(window, [("alice", "A line the plugin speaks.")])
        render_and_wait(qtbot, window, [line_id])
        assert row_values(window, line_id)["status"] == "done"
        take = session.document.line(line_id).current_take
        assert take is not None and take.engine == "formant"
        assert take.model_fingerprint == "formant:bright:v1"
        # The credit its model asks for goes into an export's tags.
        from studio.engines.credits import export_credit

        assert export_credit(session.document) == (
            "Made with the formant synthesizer example plugin."
        )
    finally:
        window.close()


# --- broken plugins ---------------------------------------------------------------


def _distribution(site: Path, name: str, points: dict[str, str], modules: dict[str, str]) -> None:
    """A distribution as an installer leaves it: ``NAME.dist-info`` and its modules."""
    info = site / f"{name.replace('-', '_')}-0.1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1.0\n", "utf-8"
    )
    lines = "".join(f"{engine} = {target}\n" for engine, target in points.items())
    (info / "entry_points.txt").write_text(f"[voice_studio.engines]\n{lines}", "utf-8")
    for module, text in modules.items():
        (site / f"{module}.py").write_text(textwrap.dedent(text), "utf-8")


BROKEN_MODULES = ("missing_dep_plugin", "old_api_plugin", "not_a_plugin", "clash_plugin")


@pytest.fixture
def broken_plugins(tmp_path: Path) -> Iterator[Path]:
    site = tmp_path / "site"
    _distribution(
        site,
        "voice-studio-missing",
        {"missing": "missing_dep_plugin:PLUGIN"},
        {"missing_dep_plugin": "raise ImportError(\"No module named 'speechlib'\")\n"},
    )
    _distribution(
        site,
        "voice-studio-oldapi",
        {"oldapi": "old_api_plugin:PLUGIN"},
        {
            "old_api_plugin": f"""
            from studio.engines.plugin_api import EnginePlugin

            def load(request):
                raise AssertionError("an incompatible plugin is never loaded")

            PLUGIN = EnginePlugin("oldapi", "Old engine", {ENGINE_API_VERSION + 1}, load)
            """
        },
    )
    _distribution(
        site,
        "voice-studio-notaplugin",
        {"dictengine": "not_a_plugin:PLUGIN"},
        {"not_a_plugin": "PLUGIN = {'engine_id': 'dictengine'}\n"},
    )
    _distribution(
        site,
        "voice-studio-clash",
        {"pocket": "clash_plugin:POCKET", "hollow": "clash_plugin:HOLLOW"},
        {
            "clash_plugin": f"""
            from studio.engines.plugin_api import EnginePlugin

            def load(request):
                return object()

            POCKET = EnginePlugin("pocket", "Another pocket", {ENGINE_API_VERSION}, load)
            HOLLOW = EnginePlugin("hollow", "Hollow engine", {ENGINE_API_VERSION}, load)
            """
        },
    )
    yield from _on_path(site, *BROKEN_MODULES)


def _one_sentence(text: str | None) -> str:
    assert text is not None
    assert "\n" not in text and text.endswith(".") and "Traceback" not in text
    return text


def test_broken_plugins_are_listed_with_one_sentence_and_skipped(broken_plugins: Path) -> None:
    engines = {e.engine_id: e for e in registered_engines()}
    assert find_engine("pocket").usable and find_engine("voxcpm").usable
    missing, old, odd = engines["missing"], engines["oldapi"], engines["dictengine"]
    assert not missing.usable and not old.usable and not odd.usable
    assert "cannot be imported (ImportError: No module named 'speechlib')" in _one_sentence(
        missing.problem
    )
    assert "voice-studio-missing 0.1.0" in _one_sentence(missing.problem)
    assert (
        f"written for engine interface version {ENGINE_API_VERSION + 1}, and this Voice Studio "
        f"has version {ENGINE_API_VERSION}"
    ) in _one_sentence(old.problem)
    assert "names a dict, not an EnginePlugin" in _one_sentence(odd.problem)
    assert old.title == "Old engine"  # what the plugin calls itself, where it says
    # Using one gives its sentence, never the plugin's code.
    for engine_id, engine in (("missing", missing), ("oldapi", old)):
        with pytest.raises(StudioError) as caught:
            load_engine(engine_id, "default", "cpu")
        assert str(caught.value) == engine.problem
        with pytest.raises(StudioError):
            engine_plugin(engine_id)
    assert find_engine("pocket").usable
    # The Models dialog's rows and --version say the same.
    rows = {e.engine_id: e for e in plugin_entries()}
    assert str(rows["oldapi"].unavailable) == old.problem
    assert str(rows["missing"].unavailable) == missing.problem
    assert describe_engine(old) == f"cannot be used: {old.problem}"


def test_a_plugin_cannot_take_a_builtin_id_or_load_a_non_engine(broken_plugins: Path) -> None:
    pockets = [e for e in registered_engines() if e.engine_id == "pocket"]
    assert [e.distribution for e in pockets] == ["voice-studio", "voice-studio-clash"]
    assert pockets[0].usable and find_engine("pocket") is pockets[0]
    assert "voice-studio already registers that engine id" in _one_sentence(pockets[1].problem)
    with pytest.raises(StudioError) as caught:
        load_engine("hollow", "default", "cpu")
    assert "loaded a object that is not an engine" in _one_sentence(str(caught.value))


def test_the_command_line_names_a_broken_plugin_and_goes_on(
    broken_plugins: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code in (0, None)
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("voice-studio ")
    assert "Old engine engine (oldapi)" in out and "cannot be used" in out
    assert "pocket-tts" in out

    script = tmp_path / "script.txt"
    script.write_text("Hello.\n", "utf-8")
    ref = tmp_path / "ref.wav"
    sf.write(ref, (0.2 * np.sin(np.arange(22050) / 10)).astype(np.float32), 22050)
    code = main(
        ["render", str(script), "--voice", str(ref), "--engine", "oldapi", "--device", "cpu"]
        + ["--out", str(tmp_path / "out"), "--cache-dir", str(tmp_path / "cache")]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert "engine interface version" in err and "Traceback" not in err


def test_the_models_dialog_shows_a_broken_plugin_as_a_row_that_says_why(
    qtbot: QtBot,
    broken_plugins: Path,
    hub_offline: None,
) -> None:
    from studio.models import LocalModelList
    from studio.ui.models.dialog import ModelsDialog
    from studio.ui.models.jobs import ModelJobs

    jobs = ModelJobs()
    dialog = ModelsDialog(jobs, LocalModelList(), ("pocket", "default"))
    qtbot.addWidget(dialog)
    try:
        row = dialog.rows["plugin:oldapi:default"]
        assert "engine interface version" in row.status.text() + row.error.text()
        assert not row.use_button.isEnabled()
        assert "plugin:missing:default" in dialog.rows
    finally:
        jobs.shutdown()
        qtbot.waitUntil(lambda: not jobs.busy, timeout=10000)
        jobs.deleteLater()


def test_a_plugin_engine_takes_models_from_the_users_own_folders(
    qtbot: QtBot,
    formant_installed: Path,
    hub_offline: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The plugin says how a folder of its own is checked (``EnginePlugin.check_local``):
    the Models dialog offers it beside the built-in engines, checks a folder with the
    plugin's own words, adds it, and the model loads from it."""
    from studio.engines import load_engine
    from studio.engines.plugin_models import local_kinds
    from studio.models import LocalModelList
    from studio.ui.models.dialog import ModelsDialog
    from studio.ui.models.jobs import ModelJobs

    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    kinds = local_kinds()
    assert list(kinds)[:2] == ["pocket", "voxcpm"] and "formant" in kinds
    assert kinds["formant"].title == "Formant synthesizer" and not kinds["formant"].files

    jobs = ModelJobs()
    dialog = ModelsDialog(jobs, LocalModelList(kinds=kinds), ("pocket", "default"))
    qtbot.addWidget(dialog)
    try:
        offered = [a.text() for a in dialog.add_button.menu().actions()]
        assert "Formant synthesizer model folder…" in offered
        # Only pocket-tts takes a single file.
        assert [t for t in offered if "file" in t] == ["pocket-tts config or weights file…"]

        folder = tmp_path / "my-formants"
        folder.mkdir()
        assert not dialog.add_local_model("formant", folder)
        said = dialog.message.text()
        assert "cannot be used as a model of Formant synthesizer" in said
        assert "formant.json is missing" in said

        (folder / "formant.json").write_text('{"scale": 1.1}', encoding="utf-8")
        assert dialog.add_local_model("formant", folder)
        row = next(r for r in dialog.rows.values() if r.entry.path == folder.resolve())
        assert row.title.text() == "my-formants"
        assert row.entry.summary.startswith("A Formant synthesizer model in your own folder")
        assert "Ready" in row.status.text() and row.use_button.isEnabled()
    finally:
        jobs.shutdown()
        qtbot.waitUntil(lambda: not jobs.busy, timeout=10000)
        jobs.deleteLater()

    engine = load_engine("formant", str(folder.resolve()), "cpu")
    assert engine.info.model_spec == str(folder.resolve())
    # A list read without the plugin keeps its model in the file, and shows it again with it.
    assert LocalModelList().models() == []
    assert [m.engine_id for m in LocalModelList(kinds=kinds).models()] == ["formant"]
