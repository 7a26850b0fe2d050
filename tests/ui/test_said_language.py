"""What an import or an open tells the user (control characters removed, long lines
split, a book read without a table of contents, an undo history dropped), why the
prompt cache stopped writing, why a local model cannot be used and why the hub
cannot be reached are said in the window's language; the command line keeps its
English."""

from __future__ import annotations

import errno
import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from studio.cache import MemoryTier, PromptCache
from studio.cache.disk_tier import DiskTier, write_problem
from studio.core.commands import SetText
from studio.core.document import Document, Line, VoiceEntry
from studio.core.history.history import History, HistoryStep
from studio.core.store.project import PROJECT_FILE, load_project, save_project
from studio.core.take_audio import TakeAudioStore
from studio.core.text.import_notes import no_bookmarks, no_table_of_contents
from studio.core.text.script_text import normalise_script
from studio.engines.plugin_models import _entries_of as plugin_entries_of
from studio.engines.registry import RegisteredEngine
from studio.errors import QT_TRANSLATE_NOOP, Said
from studio.models.catalog import local_entry, pocket_entry
from studio.models.hub import _network_reason
from studio.models.installation import model_status
from studio.ui.base.i18n import said_text
from studio.ui.models.texts import status_text
from studio.ui.session.script_model import Column, ScriptModel
from studio.ui.session.undo import CommandStack
from studio.ui.session.worker_cache import cache_snapshot

# A sentence of 30 words, repeated past the split limit: one long line, split on import.
LONG = " ".join(["The quick brown fox jumps over the lazy dog again and again."] * 40)


def test_import_notes_are_said_in_german_and_kept_in_english(
    speaking: Callable[[str], str],
) -> None:
    script = normalise_script(f"Ring\x07 the\x00 bell.\n{LONG}\n", ["alice"])
    removed, split = script.notes
    english = [str(note) for note in script.notes]
    assert english[0] == (
        "Removed 2 control or invisible characters from the script: they cannot be spoken "
        "(BEL, NUL)."
    )
    assert english[1].startswith(f"A line of {len(LONG):,} characters was split into ")
    speaking("de")
    assert said_text(removed) == (
        "2 Steuer- oder unsichtbare Zeichen aus dem Skript entfernt: Sie können nicht "
        "gesprochen werden (BEL, NUL)."
    )
    german = said_text(split)
    # The count written as German writes it (a dot between thousands).
    assert german.startswith(f"Eine Zeile mit {len(LONG):,} Zeichen".replace(",", "."))
    assert said_text(no_bookmarks("b.pdf")) == (
        "b.pdf hat keine Lesezeichen (Gliederung), daher wurde es als ein Kapitel gelesen."
    )
    speaking("es")
    assert said_text(no_table_of_contents("b.epub", 3)).startswith(
        "b.epub no tiene un índice utilizable"
    )
    assert said_text(removed).startswith("Se quitaron 2 caracteres de control")


def test_a_cell_edit_says_what_it_removed_in_german(speaking: Callable[[str], str]) -> None:
    doc = Document(voices=[VoiceEntry("alice", "/a.wav", "", "k")])
    doc.lines = [Line("a", "One.", "alice")]
    model = ScriptModel(doc)
    model.command_sink = CommandStack(model.apply).push_command
    notices: list[str] = []
    model.sig_notice.connect(notices.append)
    speaking("de")
    assert model.setData(model.index(0, Column.TEXT), "Ring\x07 it.", Qt.ItemDataRole.EditRole)
    assert notices == [
        "1 Steuer- oder unsichtbares Zeichen aus der Zeile entfernt: Es kann nicht gesprochen "
        "werden (BEL)."
    ]


def test_a_dropped_undo_history_is_said_in_german(
    speaking: Callable[[str], str], tmp_path: Path
) -> None:
    doc = Document(voices=[VoiceEntry("alice", "/a.wav", "", "k")])
    doc.lines = [Line("a", "One.", "alice"), Line("b", "Two.", "alice")]
    command = SetText("a", "Changed.")
    step = HistoryStep(command.label, command, command.apply(doc))
    folder = save_project(
        tmp_path / "p", doc, TakeAudioStore(), {}, history=History((step,), (), 1)
    )
    data = json.loads((folder / PROJECT_FILE).read_text())
    data["history"]["undo"][0]["command"]["type"] = "transpose_voice"
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    loaded = load_project(folder)
    assert loaded.history is None and loaded.history_warning is not None
    english = str(loaded.history_warning)
    assert english.startswith("The undo history could not be restored, so undo starts here: ")
    speaking("de")
    german = said_text(loaded.history_warning)
    assert german.startswith(
        "Der Rückgängig-Verlauf konnte nicht wiederhergestellt werden, daher beginnt "
        "Rückgängig hier: "
    )
    # The reason, a clause of its own, is said in German too.
    assert german != english and "transpose_voice" in german
    assert "The undo history" not in german


def test_a_cache_that_cannot_write_says_why_in_german(
    speaking: Callable[[str], str], tmp_path: Path
) -> None:
    cache = PromptCache(MemoryTier(1 << 20), DiskTier(tmp_path / "cache", 1 << 20))
    cache.stop_disk_writes(write_problem(tmp_path / "cache", OSError(errno.ENOSPC, "full")))
    english = cache.last_disk_error
    assert english is not None and "the disk is full" in english
    speaking("de")
    german = cache_snapshot(cache).disk_error
    assert german is not None
    assert german.startswith("Der Prompt-Cache kann nicht in ")
    assert "die Festplatte ist voll" in german


def test_a_local_model_says_what_it_lacks_in_german(
    speaking: Callable[[str], str], tmp_path: Path
) -> None:
    folder = tmp_path / "vox"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"architecture": "voxcpm2"}))
    status = model_status(local_entry("voxcpm", folder))
    assert not status.usable
    assert status.describe() == (
        "Cannot be used: the model weights (model.safetensors or pytorch_model.bin) are "
        "missing; the audio VAE weights (audiovae.safetensors or audiovae.pth) are missing; "
        "the tokenizer (tokenizer.json or tokenizer.model) is missing."
    )
    speaking("de")
    assert status_text(status) == (
        "Nicht verwendbar: die Modellgewichte (model.safetensors oder pytorch_model.bin) "
        "fehlen; die Gewichte des Audio-VAE (audiovae.safetensors oder audiovae.pth) fehlen; "
        "der Tokenizer (tokenizer.json oder tokenizer.model) fehlt."
    )


def test_why_the_hub_cannot_be_reached_is_said_in_spanish(speaking: Callable[[str], str]) -> None:
    reason = _network_reason(OSError("Temporary failure in name resolution"))
    assert str(reason) == "the hub's address cannot be looked up"
    speaking("es")
    assert said_text(reason) == "no se puede resolver la dirección del hub"
    refused = _network_reason(ConnectionRefusedError("refused"))
    assert said_text(refused) == "no se puede conectar: ConnectionRefusedError"


def test_a_model_that_cannot_be_used_says_why_in_german(speaking: Callable[[str], str]) -> None:
    broken = RegisteredEngine("broken", "Broken", "broken-plugin", "1.0", None)
    (row,) = plugin_entries_of(broken)
    missing = replace(
        pocket_entry(),
        unavailable=Said(
            QT_TRANSLATE_NOOP(
                "ModelCatalog",
                "pocket-tts is not installed; run `pip install voice-studio` again.",
            ),
            context="ModelCatalog",
        ),
    )
    assert model_status(row).describe() == "It cannot be used."
    assert model_status(missing).describe().startswith("pocket-tts is not installed")
    speaking("de")
    assert status_text(model_status(row)) == "Es kann nicht verwendet werden."
    assert status_text(model_status(missing)).startswith("pocket-tts ist nicht installiert")


def test_a_models_size_is_written_as_the_locale_writes_numbers(
    speaking: Callable[[str], str],
) -> None:
    status = replace(
        model_status(pocket_entry()), installed=False, partial_bytes=123_456_789, token=None
    )
    assert status.describe() == "Not downloaded. 123.5 MB kept from an earlier download."
    speaking("de")
    assert status_text(status) == (
        "Nicht heruntergeladen. 123,5 MB aus einem früheren Download behalten."
    )


def test_a_gpu_the_window_cannot_use_is_said_in_german(speaking: Callable[[str], str]) -> None:
    from studio.engines.devices import open_device

    choice = open_device("tpu")
    assert choice.device == "cpu" and choice.fallback is not None
    assert str(choice.fallback) == "Unknown device 'tpu'; using the CPU instead."
    speaking("de")
    assert said_text(choice.fallback) == (
        "Unbekanntes Gerät 'tpu'; stattdessen wird die CPU verwendet."
    )


def test_an_exports_progress_is_said_in_spanish(
    speaking: Callable[[str], str], tmp_path: Path
) -> None:
    import numpy as np

    from studio.core.exports.export import ExportRequest, export_project
    from tests.support import make_take

    take = make_take("A line.", 12000)
    doc = Document(
        voices=[VoiceEntry("alice", "alice.wav")],
        lines=[Line("l1", "A line.", "alice", takes=(take,), active_take=take.id)],
    )
    takes = TakeAudioStore()
    takes.put(take.id, np.full(12000, 0.1, dtype=np.float32))
    said: list[Said] = []
    export_project(
        doc, takes, ExportRequest(out=tmp_path / "book.wav"), lambda f, s: said.append(s)
    )
    assert [str(s) for s in said] == ["Joined line 1", "Writing book.wav", "Export finished"]
    speaking("es")
    assert said_text(said[1]) == "Escribiendo book.wav"


def test_removed_characters_are_named_in_german_where_the_studio_names_them(
    speaking: Callable[[str], str],
) -> None:
    script = normalise_script("A\x1b[31m red\x08\x08 line\ufeff\x0e\u200b.\n", ["alice"])
    (removed,) = script.notes
    assert str(removed) == (
        "Removed 6 control or invisible characters from the script: they cannot be spoken "
        "(escape sequence, backspace (2), byte order mark, control character U+000E, zero width "
        "space)."
    )
    speaking("de")
    assert said_text(removed).endswith(
        "(Escape-Sequenz, Rücktaste (2), Byte-Order-Mark, Steuerzeichen U+000E, zero width space)."
    )
