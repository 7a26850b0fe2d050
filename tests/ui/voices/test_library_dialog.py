"""The voice library through its dialog: save a project voice, list it, add it to a new
project, export and import it as one file, rename, delete, and refuse a damaged file."""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from studio.core.document import Document
from studio.core.files.replacing import Existing
from studio.core.sound.voice_edits import VoiceEdits
from studio.core.store.voice_file import VOICE_FILE_SUFFIX
from studio.core.store.voice_library import VoiceLibrary
from studio.ui.main_window import MainWindow
from studio.ui.voices.library_dialog import LibraryDialog
from tests.ui.fake_window import fake_window

EDITS = VoiceEdits(trim_start=0.25, trim_end=1.75, normalize="peak")


def _edited_alice(qtbot: QtBot, window: MainWindow) -> None:
    voices = window.session.voices
    with qtbot.waitSignal(window.session.sig_idle, timeout=20000):
        voices.set_edits("alice", EDITS)
    with qtbot.waitSignal(window.session.sig_idle, timeout=20000):
        voices.set_transcript("alice", "A steady tone.")


def _answered(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.session.library_cache.pending, timeout=20000)


def _save(dialog: LibraryDialog, voice: str, name: str) -> str:
    dialog.save_button.click()
    form = dialog.save_form
    assert form is not None
    form.voice_combo.setCurrentIndex(form.voice_combo.findData(voice))
    form.name_edit.setText(name)
    form.source_edit.setText("a test tone made by the suite")
    form.consent_edit.setText("not a person's voice")
    saved: list[str] = []
    form.sig_saved.connect(saved.append)
    form.save_button.click()
    assert saved and not form.isVisible(), form.message.text()
    return saved[0]


def test_library_round_trip_through_the_dialog(
    qtbot: QtBot, tmp_path: Path, library: VoiceLibrary, trash: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    _edited_alice(qtbot, window)
    alice = session.document.voice("alice")
    assert alice is not None
    original = session.voices.audio_for_save()["alice"]

    dialog = window.voice_tools.open_library()
    assert dialog.library.folder == library.folder
    assert dialog.names() == [] and dialog.empty_label.isVisible()
    voice_id = _save(dialog, "alice", "Alice (tone)")
    assert dialog.names() == ["Alice (tone)"] and dialog.current_id() == voice_id
    assert dialog.notes.toPlainText() == (
        "Source: a test tone made by the suite\nConsent: not a person's voice"
    )
    item = dialog.tree.currentItem()
    assert item is not None and item.text(1) == "1.5 s of 2.0 s"
    _answered(qtbot, window)
    assert dialog.cache_text(voice_id) == "Not built"
    # The project voice and the library voice have one key: building one caches both.
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.voices.build_cache("alice")
    dialog.refresh()
    assert dialog.cache_text(voice_id) == "Checking…"
    _answered(qtbot, window)
    assert dialog.cache_text(voice_id) == "In memory"
    stored = library.get(voice_id)
    assert (stored.edits, stored.transcript) == (EDITS, "A steady tone.")

    out = tmp_path / "shared"
    out.mkdir()
    dialog.ask_export_path = lambda name: out / name  # type: ignore[method-assign]
    dialog.export_button.click()
    exported = out / f"Alice (tone){VOICE_FILE_SUFFIX}"
    assert exported.is_file() and "Exported" in dialog.message.text()
    assert window.settings.last_voice_file_dir == str(out)
    # Exporting over it asks, naming the file; No leaves it, Replace trashes the old one.
    first = exported.read_bytes()
    exported.write_bytes(b"another voice file")
    asked: list[str] = []

    def refuse(found: Sequence[Existing]) -> bool:
        asked.append(found[0].path.name)
        return False

    dialog.confirm_replace = refuse  # type: ignore[method-assign]
    dialog.export_button.click()
    assert asked == [exported.name] and exported.read_bytes() == b"another voice file"
    assert dialog.message.text() == f"Not exported: {exported.name} was left as it is."
    dialog.confirm_replace = lambda found: True  # type: ignore[method-assign]
    dialog.export_button.click()
    assert exported.read_bytes() == first
    assert [p.read_bytes() for p in (trash / "files").iterdir()] == [b"another voice file"]

    dialog.confirm_delete = lambda name: True  # type: ignore[method-assign]
    dialog.delete_button.click()
    assert dialog.names() == [] and library.voices() == []
    dialog.ask_import_paths = lambda: [exported]  # type: ignore[method-assign]
    dialog.import_button.click()
    assert dialog.names() == ["Alice (tone)"]
    imported = dialog.current_voice()
    assert imported is not None
    assert (imported.edits, imported.transcript, imported.notes, imported.created) == (
        EDITS,
        "A steady tone.",
        stored.notes,
        stored.created,
    )

    # A new project: the library voice joins it with its edits, transcript and key.
    session.set_document(Document())
    assert session.document.voices == []
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        dialog.add_button.click()
    added = session.document.voice("Alice (tone)")
    assert added is not None
    assert (added.edits, added.transcript, added.prompt_key) == (
        EDITS,
        "A steady tone.",
        alice.prompt_key,
    )
    np.testing.assert_allclose(
        session.voices.audio_for_save()["Alice (tone)"].samples, original.samples, atol=1e-6
    )
    assert session.undo_stack.undoText() == "Add voice"
    # Added again, it gets a name of its own.
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        dialog.add_button.click()
    assert [v.name for v in session.document.voices] == ["Alice (tone)", "Alice (tone) 2"]
    dialog.close()


def test_rename_and_refusals_are_sentences(
    qtbot: QtBot, tmp_path: Path, library: VoiceLibrary
) -> None:
    window = fake_window(qtbot, tmp_path)
    dialog = window.voice_tools.open_library()
    first = _save(dialog, "alice", "First")
    _save(dialog, "bob", "Second")
    dialog.select(first)
    dialog.ask_name = lambda current: "Second"  # type: ignore[method-assign]
    dialog.rename_button.click()
    assert dialog.message.text() == (
        "The library already has a voice named 'Second'; choose another name."
    )
    dialog.ask_name = lambda current: "Renamed"  # type: ignore[method-assign]
    dialog.rename_button.click()
    assert dialog.names() == ["Renamed", "Second"] and dialog.message.text() == ""
    assert library.get(first).name == "Renamed"

    dialog.confirm_delete = lambda name: False  # type: ignore[method-assign]
    dialog.delete_button.click()
    assert len(library.voices()) == 2

    dialog.select(first)
    dialog.notes.setPlainText("Source: edited here")
    qtbot.waitUntil(lambda: library.get(first).notes == "Source: edited here", timeout=3000)
    dialog.notes.setPlainText("Source: edited, then another voice chosen")
    dialog.select(library.voices()[1].id)  # typed notes go to the voice they were typed for
    assert library.get(first).notes == "Source: edited, then another voice chosen"
    assert dialog.notes.toPlainText() == library.voices()[1].notes
    dialog.close()


@pytest.mark.parametrize("damage", ["garbage", "truncated", "foreign-zip", "no-audio"])
def test_a_damaged_voice_file_is_refused_with_a_sentence(
    qtbot: QtBot, tmp_path: Path, library: VoiceLibrary, damage: str
) -> None:
    window = fake_window(qtbot, tmp_path)
    dialog = window.voice_tools.open_library()
    good_id = _save(dialog, "alice", "Alice")
    good = library.export(good_id, tmp_path / "good")
    bad = tmp_path / f"bad{VOICE_FILE_SUFFIX}"
    if damage == "garbage":
        bad.write_bytes(b"this is not a voice file at all")
    elif damage == "truncated":
        bad.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    elif damage == "foreign-zip":
        with zipfile.ZipFile(bad, "w") as archive:
            archive.writestr("readme.txt", "hello")
    else:
        with zipfile.ZipFile(good) as source, zipfile.ZipFile(bad, "w") as archive:
            archive.writestr("voice.json", source.read("voice.json"))
    dialog.ask_import_paths = lambda: [bad]  # type: ignore[method-assign]
    dialog.import_button.click()
    message = dialog.message.text()
    assert message.startswith(str(bad)) and message.endswith(".")
    assert message.count("; ") == 1  # what happened; what to do
    assert dialog.message.objectName() == "errorLabel"
    assert dialog.names() == ["Alice"] and len(library.voices()) == 1
    dialog.close()
