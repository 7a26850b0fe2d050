"""The window speaks German and Spanish: every string is found, translated and shown.

- ``pyside6-lupdate`` run on today's code finds no string the ``.ts`` files lack,
  and no text handed to a Qt widget bypasses ``tr`` (lupdate would not see it);
- every message of each ``.ts`` is translated, keeping its placeholders, its
  count and its keyboard mnemonic;
- the window and every dialog built under German or Spanish show no menu,
  action, button, label or title that is still the English source of a
  translated string, and ``LANG=de_DE.UTF-8`` alone is enough to get German.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from studio.ui.base.i18n import ENGLISH, TRANSLATED, language_for
from studio.ui.main_window import MainWindow
from tests.ui.fake_window import fake_window
from tests.ui.test_accessibility import DIALOGS, _settle

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
UI = ROOT / "studio" / "ui"
FIELD = re.compile(r"\{[^{}]*\}")
MNEMONIC = re.compile(r"(?<!&)&(?!&)")


def messages(code: str) -> list[ET.Element]:
    return list(ET.parse(FOLDER / f"voice_studio_{code}.ts").getroot().iter("message"))


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _translation_type(message: ET.Element) -> str | None:
    translation = message.find("translation")
    assert translation is not None
    return translation.get("type")


def translations(code: str) -> dict[str, str]:
    """English source → its translation, for the plain (not counted) messages."""
    found = {}
    for message in messages(code):
        source = message.findtext("source") or ""
        if message.get("numerus") != "yes":
            found[source] = forms(message)[0]
    return found


# --- every string is found --------------------------------------------------


def test_lupdate_finds_no_string_the_translations_lack(tmp_path: Path) -> None:
    """Run on today's code (the window's modules and the Qt-free ones that mark
    sentences, such as the errors), lupdate adds nothing to a copy of each .ts file."""
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "scripts" / "build_translations.py"
    )
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    sources = build.source_files()
    assert str(ROOT / "studio" / "errors.py") in sources
    assert str(ROOT / "studio" / "core" / "text" / "spoken.py") in sources
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    for code in (*TRANSLATED, ENGLISH):
        copy = tmp_path / f"voice_studio_{code}.ts"
        copy.write_bytes((FOLDER / copy.name).read_bytes())
        plural_only = ["-pluralonly"] if code == ENGLISH else []
        result = subprocess.run(
            [str(lupdate), "-no-obsolete", *plural_only, *sources, "-ts", str(copy)],
            capture_output=True,
            text=True,
            check=True,
        )
        found = re.search(r"Found (\d+) source text\(s\)", result.stdout)
        assert found, result.stdout
        assert int(found.group(1)) > 700, result.stdout
        # A string new to the file comes in unfinished (English: only those with a count).
        new = [m.findtext("source") for m in ET.parse(copy).getroot().iter("message")
               if _translation_type(m) == "unfinished"]  # fmt: skip
        assert len(ET.parse(copy).getroot().findall(".//message")) > 10
        assert not new, (
            f"{code}: strings missing from the .ts: run python scripts/build_translations.py "
            f"update, then translate them: {new}"
        )


# What a widget may show untranslated: units and signs.
UNTRANSLATED = re.compile(r"^[\s\d.,:;%()+\-–—…/·#]*(s|ms|MB|GB|LUFS|dBTP|dB|Hz|kbps)?[\s.]*$")
TEXT_SETTERS = {
    "setText", "setToolTip", "setWindowTitle", "addAction", "setPlaceholderText", "setTitle",
    "setStatusTip", "addItem", "addItems", "setAccessibleName", "setAccessibleDescription",
    "showMessage", "setHeaderLabels", "addTab", "addRow", "setWhatsThis", "setLabelText",
    "setInformativeText", "addMenu",
    "addButton", "setSpecialValueText", "setTabText", "setCancelButtonText",
}  # fmt: skip
MESSAGE_BOXES = {"information", "warning", "critical", "question"}  # QMessageBox's own
TEXT_WIDGETS = {"QLabel", "QPushButton", "QAction", "QCheckBox", "QGroupBox", "QRadioButton",
                "QToolButton", "QMenu", "QMessageBox", "QProgressDialog"}  # fmt: skip


def _literal_words(node: ast.expr) -> str:
    """The words a literal argument would show ("" when it shows none, or is no literal)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return "" if UNTRANSLATED.match(node.value) else node.value
    if isinstance(node, ast.JoinedStr):
        return " ".join(_literal_words(v) for v in node.values if isinstance(v, ast.Constant))
    if isinstance(node, ast.BinOp):
        return (_literal_words(node.left) + " " + _literal_words(node.right)).strip()
    return ""


def test_no_text_reaches_a_widget_without_tr() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                not isinstance(node, ast.Call)
                or isinstance(node.func, ast.Attribute)
                and (isinstance(node.func.value, ast.Name) and node.func.value.id == "log")
            ):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            box = isinstance(func, ast.Attribute) and ast.unparse(func.value) == "QMessageBox"
            if name in TEXT_SETTERS or name in TEXT_WIDGETS or box and name in MESSAGE_BOXES:
                # An item's last argument is its data (an id), not a text.
                shown = node.args[:-1] if name == "addItem" and len(node.args) > 1 else node.args
                for arg in shown:
                    if _literal_words(arg).strip():
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(arg)}")
    assert not found, "\n".join(found)


# --- every string is translated, whole --------------------------------------


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_with_its_placeholders(code: str) -> None:
    problems = []
    listed = messages(code)
    for message in listed:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        where = f"{source!r}"
        if translation.get("type") == "unfinished":
            problems.append(f"unfinished: {where}")
            continue
        for text in forms(message):
            if not text.strip():
                problems.append(f"empty: {where}")
            if Counter(FIELD.findall(text)) != Counter(FIELD.findall(source)):
                problems.append(f"placeholders differ: {where} -> {text!r}")
            if message.get("numerus") == "yes" and "%n" not in text and "%Ln" not in text:
                problems.append(f"no count: {where} -> {text!r}")
            if len(MNEMONIC.findall(text)) != len(MNEMONIC.findall(source)):
                problems.append(f"mnemonic: {where} -> {text!r}")
            if source.endswith("…") and not text.endswith("…"):
                problems.append(f"ellipsis dropped: {where} -> {text!r}")
            if "(s)" in text:
                problems.append(f"'(s)' plural: {where} -> {text!r}")
    assert len(listed) > 700
    assert not problems, "\n".join(problems)


def test_english_gives_singular_and_plural() -> None:
    for message in messages(ENGLISH):
        one, many = forms(message)
        assert "(s)" not in one + many, message.findtext("source")


# --- the window shows them ---------------------------------------------------


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(what, text) of the window's or dialog's titles, menus, actions and labels."""
    yield "title", root.windowTitle()
    for menu in root.findChildren(QMenu):
        yield "menu", menu.title()
        for action in menu.actions():
            yield "action", action.text()
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QAbstractButton | QLabel):
            yield type(widget).__name__, widget.text()
            yield "tooltip", widget.toolTip()
        elif isinstance(widget, QGroupBox):
            yield "group", widget.title()
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield "tab", widget.tabText(i)
        yield "accessible name", widget.accessibleName()
    for action in root.actions():
        yield "action", action.text()


def untranslated(root: QWidget, code: str) -> tuple[list[str], int]:
    """The texts under ``root`` still in English, and how many shown texts were translated."""
    table = translations(code)
    translated = {text for source, text in table.items() if text != source}
    left, seen = [], 0
    for what, text in shown_texts(root):
        if text in translated:
            seen += 1
        elif text in table and table[text] != text:
            left.append(f"{what}: {text!r} (German/Spanish: {table[text]!r})")
    return left, seen


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_title_menu_or_control_is_left_in_english(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    speaking: Callable[[str], str],
    code: str,
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    assert speaking(code) == code
    window: MainWindow = fake_window(qtbot, tmp_path)
    try:
        left, seen = untranslated(window, code)
        assert seen > 60, f"only {seen} translated texts found in the window"
        for name, build in DIALOGS.items():
            dialog = build(window, tmp_path)
            dialog.show()
            _settle(qtbot)
            try:
                dialog_left, dialog_seen = untranslated(dialog, code)
                assert dialog_seen > 0, f"{name}: nothing translated"
                left += [f"{name}: {text}" for text in dialog_left]
            finally:
                dialog.reject()
                _settle(qtbot)
        assert not left, "\n".join(left)
    finally:
        window.close()


def test_a_counted_string_takes_the_language_plural(speaking: Callable[[str], str]) -> None:
    from studio.ui.panels.stats_bar import StatsBar

    bar = StatsBar()
    speaking("de")
    one, many = bar.tr("%n line(s) rendering", "", 1), bar.tr("%n line(s) rendering", "", 5)
    assert "1" in one and "5" in many and one.replace("1", "") != many.replace("5", "")
    assert "(s)" not in one + many and "line" not in one + many
    speaking(ENGLISH)
    assert bar.tr("%n line(s) rendering", "", 1) == "1 line rendering"
    assert bar.tr("%n line(s) rendering", "", 5) == "5 lines rendering"


def test_the_language_follows_the_locale_unless_chosen() -> None:
    assert language_for("system", QLocale("de_DE")) == "de"
    assert language_for("system", QLocale("es_MX")) == "es"
    assert language_for("system", QLocale("fr_FR")) == ENGLISH
    assert language_for("es", QLocale("de_DE")) == "es"
    assert language_for("en", QLocale("de_DE")) == ENGLISH


WINDOW_UNDER_LANG = """
import json
from PySide6.QtWidgets import QMenu
from studio.ui.app import create_application
from studio.ui.main_window import MainWindow
from studio.ui.session.session import StudioSession
app = create_application()
window = MainWindow(StudioSession())
print(json.dumps([menu.title() for menu in window.menuBar().findChildren(QMenu)]))
"""


@pytest.mark.parametrize(("lang", "code"), [("de_DE.UTF-8", "de"), ("es_ES.UTF-8", "es")])
def test_the_system_locale_alone_gives_the_language(tmp_path: Path, lang: str, code: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANGUAGE"))}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), VOICE_STUDIO_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", WINDOW_UNDER_LANG],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    titles = json.loads(result.stdout.splitlines()[-1])
    table = translations(code)
    assert "&File" in table and table["&File"] in titles, titles
    assert not [t for t in titles if t in table and table[t] != t], titles


def test_numbers_and_dates_are_written_as_the_language_writes_them(
    speaking: Callable[[str], str],
) -> None:
    from studio.ui.base.i18n import local_time, localized

    assert localized("{0:.1f} s · {1:,} words · {2} · {3:g}", 1.24, 12345, 7, 2.5) == (
        "1.2 s · 12,345 words · 7 · 2.5"
    )
    speaking("de")
    assert localized("{0:.1f} s · {1:,} words · {2} · {3:g}", 1.24, 12345, 7, 2.5) == (
        "1,2 s · 12.345 words · 7 · 2.5"
    )
    assert "2023" in local_time(1.7e9) or "23" in local_time(1.7e9)
    speaking("es")
    assert localized("{0:.2f}", 0.5) == "0,50"


def test_sizes_are_written_as_the_locale_writes_numbers(speaking: Callable[[str], str]) -> None:
    from studio.ui.base.i18n import local_size

    assert local_size(None) == "–" and local_size(512) == "512 B"
    assert local_size(368_742) == "360.1 KB" and local_size(368_742, decimal=True) == "368.7 kB"
    assert (
        local_size(3 << 30) == "3.0 GB"
        and local_size(5_000_000_000_000, decimal=True) == "5,000.0 GB"
    )
    speaking("de")
    assert local_size(368_742) == "360,1 KB" and local_size(1_500_000, decimal=True) == "1,5 MB"


def test_a_takes_review_is_said_in_the_windows_language(speaking: Callable[[str], str]) -> None:
    from studio.core.review.review import TakeMeasure, review_take
    from studio.core.text.spoken import prepare_line
    from studio.ui.session.review_text import flag_text

    spoken = prepare_line("A line long enough to take a few seconds to say out loud.")
    short = TakeMeasure(0.8, 0.7, -20.0, 0.5, 2, ())
    flags = review_take(short, spoken, neighbour_levels=(-30.0, -30.0))
    kinds = [flag.kind for flag in flags]
    assert kinds == ["clipping", "too_short", "loudness"], kinds
    english = [flag_text(flag) for flag in flags]
    assert english == [flag.reason for flag in flags]  # the command line's sentences
    assert english[2] == "10.0 dB louder than the lines around it."
    speaking("de")
    german = [flag_text(flag) for flag in flags]
    assert german[0].startswith("An 2 Stellen übersteuert: ")
    assert german[1].startswith("Die Sprache dauert nur 0,7 s, erwartet sind etwa ")
    assert german[2] == "10,0 dB lauter als die Zeilen davor und danach."
    speaking("es")
    assert flag_text(flags[2]) == "10,0 dB más fuerte que las líneas de alrededor."


def test_the_device_picker_speaks_the_windows_language(speaking: Callable[[str], str]) -> None:
    from studio.engines.devices import list_devices
    from studio.ui.preferences.dialog import device_label

    auto, cpu = list_devices()[:2]
    assert (device_label(auto), device_label(cpu)) == (auto.label, cpu.label)
    speaking("de")
    assert device_label(cpu).startswith("CPU (") and device_label(cpu).endswith(" Kerne)")
    if auto.said.args:  # a CUDA device: its memory with the locale's decimal comma
        assert device_label(auto).startswith("Automatisch (GPU 0: ") and "," in device_label(auto)
    else:
        assert device_label(auto) == "Automatisch (CPU: kein CUDA-Gerät gefunden)"


def test_the_model_catalog_speaks_the_windows_language(speaking: Callable[[str], str]) -> None:
    from studio.models import demo_entry, pocket_entry
    from studio.models.asr_catalog import asr_models
    from studio.ui.models.texts import catalog_text, recognizer_title

    base = next(model for model in asr_models() if model.name == "base.en")
    assert recognizer_title(base) == base.title == "Whisper base.en (English, 145 MB)"
    speaking("de")
    assert catalog_text(demo_entry().title) == "Demomodell (Zufallsgewichte: erzeugt Rauschen)"
    assert catalog_text(pocket_entry().summary).startswith("Das Modell von Kyutai")
    assert recognizer_title(base) == "Whisper base.en (Englisch, 145 MB)"
    # A title with a folder's name in it is shown as written.
    assert catalog_text("my-voice (local pocket-tts)") == "my-voice (local pocket-tts)"
    speaking("es")
    assert recognizer_title(base) == "Whisper base.en (inglés, 145 MB)"


def test_the_word_check_is_described_in_the_windows_language(
    speaking: Callable[[str], str],
) -> None:
    from studio.core.words.check import WordCheck
    from studio.core.words.ranking import word_flag
    from studio.ui.session.review_text import flag_text
    from studio.ui.session.spoken_text import describe_check

    check = WordCheck(heard="the cat", wer=0.5, missing=("sat", "on"), replaced=(("dog", "cat"),))
    flag = word_flag(check)
    assert flag is not None
    assert describe_check(check) == check.describe() == flag_text(flag)
    speaking("de")
    assert describe_check(check) == (
        "Gehört „the cat“: 2 Wörter fehlen (sat, on); 1 anders gehört (dog \u2192 cat); "
        "50 % der Wörter weichen ab."
    )
    assert flag_text(flag) == describe_check(check)


def test_a_models_status_line_speaks_the_windows_language(speaking: Callable[[str], str]) -> None:
    from studio.models import demo_entry, pocket_entry
    from studio.models.installation import ModelStatus
    from studio.ui.models.texts import status_text

    downloaded = ModelStatus(pocket_entry(), True, 1_500_000, 0, Path("/models/pocket"), (), None)
    partial = ModelStatus(pocket_entry(), False, 0, 2_000_000, None, (), None)
    demo = ModelStatus(demo_entry(), False, 0, 0, None, (), None)
    for status in (downloaded, partial, demo):
        assert status_text(status) == status.describe()  # the command line's English
    assert downloaded.describe() == "Downloaded (1.5 MB) in /models/pocket."
    speaking("de")
    assert status_text(downloaded) == "Heruntergeladen (1,5 MB) in /models/pocket."
    assert status_text(partial) == (
        "Nicht heruntergeladen. 2,0 MB aus einem früheren Download behalten."
    )
    assert status_text(demo).startswith("Immer verfügbar: ")


def test_an_error_reaches_the_window_in_its_language(
    speaking: Callable[[str], str], qtbot: QtBot, tmp_path: Path
) -> None:
    """A StudioError raised on the worker thread (a voice that is no audio file), a
    line that cannot render (an unknown voice, a pause too long) and a core error
    caught on the GUI thread are all shown in German; the command line's English
    sentence is unchanged."""
    from studio.core.commands import InsertLines
    from studio.core.document import Line, new_id
    from studio.core.text.script import read_script_text
    from studio.errors import StudioError
    from studio.ui.base.i18n import error_text
    from studio.ui.session.jobs import EngineConfig
    from studio.ui.session.session import StudioSession
    from tests.support import tone
    from tests.ui.fake_engine import FakeEngine

    missing = tmp_path / "missing.txt"
    with pytest.raises(StudioError) as caught:
        read_script_text(str(missing))
    english = str(caught.value)
    assert english == f"{missing}: no such script file; check the path."
    assert error_text(caught.value) == english
    speaking("de")
    assert error_text(caught.value) == (
        f"{missing}: Diese Skriptdatei gibt es nicht; prüfen Sie den Pfad."
    )
    assert str(caught.value) == english  # the command line keeps its English

    engine = FakeEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    try:
        bad = tmp_path / "notaudio.wav"
        bad.write_text("not audio", encoding="utf-8")
        with qtbot.waitSignal(session.sig_idle, timeout=20000):
            session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
            session.voices.add(bad)
            session.voices.add(tone(tmp_path / "a.wav", 2.0), "alice")
        state = session.voices.state("notaudio")
        assert state is not None and state.error.startswith(f"{bad} ist keine lesbare Audiodatei")
        lines = (Line(new_id(), "Hallo.", "carol"), Line(new_id(), "Hi [pause 90]", "alice"))
        session.edit(InsertLines((0, 1), lines))
        with qtbot.waitSignal(session.sig_idle, timeout=20000):
            session.renders.render_lines([line.id for line in lines])
        unknown = session.model.runtime(lines[0].id)
        assert unknown is not None and unknown.message == (
            "Keine Stimme namens 'carol'; fügen Sie sie zuerst hinzu."
        )
        too_long = session.model.runtime(lines[1].id)
        assert too_long is not None and too_long.message == (
            "[pause 90] ist länger als 60 Sekunden; verwenden Sie eine kürzere Pause oder "
            "teilen Sie die Zeile."
        )
    finally:
        session.shutdown()
