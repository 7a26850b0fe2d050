"""The voice library: save, list, edit, add to a project, export and import one file."""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf

from studio.core.commands import SetVoiceEntry
from studio.core.document import Document, TakeAudioStore, VoiceEdits, VoiceEntry
from studio.core.sound.voice_audio import VoiceAudio, quantize_like_stored
from studio.core.store.project import load_project, save_project
from studio.core.store.voice_file import AUDIO_FILE, VOICE_FILE_SUFFIX, VOICE_JSON
from studio.core.store.voice_library import (
    VoiceLibrary,
    library_dir,
    project_entry,
    save_project_voice,
    unique_name,
)
from studio.errors import VoiceLibraryError

from .speech_signals import RATE, clean_take

EDITS = VoiceEdits(0.3, 9.5, "loudness", -21.0)
NOTES = "Recorded by Alice herself on 2026-11-30; she agreed to this clone for the audiobook."


def _alice() -> VoiceAudio:
    return VoiceAudio(clean_take(), RATE)


def _stereo() -> VoiceAudio:
    take = clean_take()[: 3 * RATE]
    return VoiceAudio(np.stack([take, take * 0.5], axis=1), 48000)


@pytest.fixture
def library(tmp_path: Path) -> VoiceLibrary:
    return VoiceLibrary(tmp_path / "library")


def _same_audio(a: VoiceAudio, b: VoiceAudio) -> None:
    assert a.sample_rate == b.sample_rate
    assert a.samples.shape == b.samples.shape
    assert np.array_equal(quantize_like_stored(a.samples), b.samples)


def test_the_library_lives_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOICE_STUDIO_DATA_DIR", str(tmp_path / "data"))
    assert VoiceLibrary().folder == library_dir() == tmp_path / "data" / "voices"


def test_save_list_get_rename_update_delete(library: VoiceLibrary) -> None:
    assert library.voices() == []
    alice = library.add("  Alice\n", _alice(), transcript="Hello there.", notes=NOTES, edits=EDITS)
    bob = library.add("bob", _stereo(), created=1_700_000_000.0)
    assert [v.name for v in library.voices()] == ["Alice", "bob"]
    got = library.get(alice.id)
    assert got == alice
    assert (got.transcript, got.notes, got.edits) == ("Hello there.", NOTES, EDITS)
    assert got.seconds == pytest.approx(len(clean_take()) / RATE)
    assert abs(got.created - __import__("time").time()) < 60
    assert library.get(bob.id).created == 1_700_000_000.0
    _same_audio(_alice(), library.audio(alice.id))
    _same_audio(_stereo(), library.audio(bob.id))

    renamed = library.rename(alice.id, "Alice (narrator)")
    assert library.get(alice.id).name == "Alice (narrator)" == renamed.name
    with pytest.raises(VoiceLibraryError, match=r"already has a voice named 'bob'; choose"):
        library.rename(alice.id, "bob")
    with pytest.raises(VoiceLibraryError, match="needs a name"):
        library.rename(alice.id, "   ")
    updated = library.update(alice.id, transcript="Hi.", edits=VoiceEdits())
    assert (updated.transcript, updated.notes, updated.edits) == ("Hi.", NOTES, VoiceEdits())
    assert library.get(alice.id) == updated

    library.delete(bob.id)
    assert [v.id for v in library.voices()] == [alice.id]
    with pytest.raises(VoiceLibraryError, match="no longer in the library"):
        library.get(bob.id)


def test_names_are_made_unique_on_add(library: VoiceLibrary) -> None:
    names = [library.add("Alice", _alice()).name for _ in range(3)]
    assert names == ["Alice", "Alice 2", "Alice 3"]
    assert unique_name("Alice", ["Alice", "Alice 2"]) == "Alice 3"
    assert unique_name("Bob", ["Alice"]) == "Bob"


def test_round_trip_library_project_file_library(library: VoiceLibrary, tmp_path: Path) -> None:
    # A project voice goes into the library...
    entry = VoiceEntry("Alice", "/home/me/alice.wav", "Hello there.", "key-a", EDITS)
    saved = save_project_voice(library, entry, _alice(), NOTES)
    assert (saved.name, saved.transcript, saved.edits, saved.notes) == (
        "Alice",
        "Hello there.",
        EDITS,
        NOTES,
    )

    # ... and from there into a new project, where a voice of that name exists.
    doc = Document(voices=[VoiceEntry("Alice", "/elsewhere/other.wav")])
    added = project_entry(library, saved, (v.name for v in doc.voices))
    assert added == VoiceEntry(
        "Alice 2", str(library.audio_path(saved.id)), "Hello there.", "", EDITS
    )
    SetVoiceEntry(added.name, added).apply(doc)
    voice_audio = {
        "Alice": VoiceAudio(np.zeros(RATE, np.float32), RATE),
        added.name: library.audio(saved.id),
    }
    folder = save_project(tmp_path / "new", doc, TakeAudioStore(), voice_audio)
    loaded = load_project(folder)
    assert loaded.doc.voice("Alice 2") == added
    _same_audio(_alice(), loaded.voice_audio["Alice 2"])

    # Export to one file and import it into another library.
    exported = library.export(saved.id, tmp_path / "alice")
    assert exported == tmp_path / f"alice{VOICE_FILE_SUFFIX}"
    with zipfile.ZipFile(exported) as archive:
        assert sorted(archive.namelist()) == [AUDIO_FILE, VOICE_JSON]
    other = VoiceLibrary(tmp_path / "other-library")
    imported = other.import_file(exported)
    assert imported.info == saved.info
    assert imported.id != saved.id
    _same_audio(_alice(), other.audio(imported.id))
    assert [v.name for v in other.voices()] == ["Alice"]


def test_the_processed_reference_of_a_library_voice_applies_its_edits(
    library: VoiceLibrary,
) -> None:
    voice = library.add("Alice", _alice(), edits=VoiceEdits(1.0, 7.0))
    reference = library.reference(voice.id, 24000)
    assert reference.sample_rate == 24000
    assert len(reference.samples) == pytest.approx(6.0 * 24000, abs=2)


def test_an_unreadable_library_voice_is_skipped_not_fatal(library: VoiceLibrary) -> None:
    good = library.add("Good", _alice())
    bad = library.add("Bad", _alice())
    (library.folder / bad.id / VOICE_JSON).write_text("{not json")
    (library.folder / "notes.txt").write_text("a stray file")
    assert [v.id for v in library.voices()] == [good.id]
    with pytest.raises(VoiceLibraryError, match=r"is damaged; delete the voice and add it again\."):
        library.get(bad.id)
    (library.folder / good.id / AUDIO_FILE).write_bytes(b"fLaC broken")
    with pytest.raises(VoiceLibraryError, match="audio of library voice 'Good' is damaged"):
        library.audio(good.id)


# ---------------------------------------------------------------- damaged files


def _exported(library: VoiceLibrary, tmp_path: Path) -> Path:
    voice = library.add("Alice", _alice(), transcript="Hello there.", edits=EDITS)
    return library.export(voice.id, tmp_path / "alice.vsvoice")


def _rewrite(
    path: Path,
    change_json: Callable[[dict[str, Any]], object] | None = None,
    audio: bytes | None = None,
) -> None:
    with zipfile.ZipFile(path) as archive:
        data = json.loads(archive.read(VOICE_JSON))
        flac = archive.read(AUDIO_FILE)
    if change_json is not None:
        change_json(data)
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(VOICE_JSON, json.dumps(data))
        archive.writestr(AUDIO_FILE, flac if audio is None else audio)


def _flip_byte_in_audio(path: Path) -> None:
    raw = bytearray(path.read_bytes())
    offset = raw.index(b"fLaC") + 4000
    raw[offset] ^= 0xFF
    path.write_bytes(bytes(raw))


def _wav_bytes() -> bytes:
    buffer = io.BytesIO()
    sf.write(buffer, clean_take(), RATE, format="WAV")
    return buffer.getvalue()


def _other_rate_flac() -> bytes:
    buffer = io.BytesIO()
    sf.write(buffer, clean_take(), 16000, format="FLAC")
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda p: p.write_bytes(p.read_bytes()[:-200]), r"is damaged \("),
        (_flip_byte_in_audio, r"is damaged \(Bad CRC-32"),
        (lambda p: p.write_bytes(_wav_bytes()), r"is damaged \("),
        (lambda p: p.write_bytes(b""), r"is damaged \("),
        (
            lambda p: _rewrite(p, lambda d: d.update(format="something-else")),
            r"is not a Voice Studio voice file; choose a \.vsvoice file exported by Voice Studio\.",
        ),
        (
            lambda p: _rewrite(p, lambda d: d.update(version=99)),
            r"saved by a newer Voice Studio \(voice format 99; .*update Voice Studio to use it\.",
        ),
        (
            lambda p: _rewrite(p, lambda d: d.update(name=3)),
            r"\(voice\.json\): voice\.name must be text, found 3; export the voice again\.",
        ),
        (
            lambda p: _rewrite(p, lambda d: d["edits"].update(normalize="loud")),
            r"voice\.edits\.normalize must be one of none, peak, loudness",
        ),
        (
            lambda p: _rewrite(p, audio=b"not audio at all"),
            r"The audio of .* is damaged; export the voice again\.",
        ),
        (
            lambda p: _rewrite(p, audio=_other_rate_flac()),
            r"does not match its description \(damaged\); export the voice again\.",
        ),
        (
            lambda p: _rewrite(p, lambda d: d["audio"].update(file="../../etc/passwd")),
            r"voice\.audio\.file must be audio\.flac",
        ),
    ],
    ids=[
        "truncated",
        "flipped-byte",
        "a-wav-renamed",
        "empty",
        "foreign-json",
        "newer",
        "bad-field",
        "bad-edits",
        "bad-audio",
        "audio-mismatch",
        "path-in-json",
    ],
)
def test_a_damaged_or_foreign_voice_file_is_refused_with_a_sentence(
    library: VoiceLibrary,
    tmp_path: Path,
    damage: Callable[[Path], object],
    message: str,
) -> None:
    path = _exported(library, tmp_path)
    damage(path)
    other = VoiceLibrary(tmp_path / "other")
    with pytest.raises(VoiceLibraryError, match=message) as caught:
        other.import_file(path)
    text = str(caught.value)
    assert text.endswith(".") and "\n" not in text and str(path) in text
    assert other.voices() == []


def test_other_files_are_refused_with_a_sentence(library: VoiceLibrary, tmp_path: Path) -> None:
    with pytest.raises(VoiceLibraryError, match=r"no such file; check the path\."):
        library.import_file(tmp_path / "missing.vsvoice")
    with pytest.raises(VoiceLibraryError, match=r"is a folder; choose a \.vsvoice voice file\."):
        library.import_file(tmp_path)
    wav = tmp_path / "alice.wav"
    wav.write_bytes(_wav_bytes())
    with pytest.raises(VoiceLibraryError, match=r"is not a Voice Studio voice file"):
        library.import_file(wav)
    other_zip = tmp_path / "photos.zip"
    with zipfile.ZipFile(other_zip, "w") as archive:
        archive.writestr("photo.jpg", b"\xff\xd8")
    with pytest.raises(VoiceLibraryError, match=r"is not a Voice Studio voice file"):
        library.import_file(other_zip)
    assert library.voices() == []


def test_an_oversized_member_is_refused_before_it_is_unpacked(
    library: VoiceLibrary, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.core.store import voice_file

    path = _exported(library, tmp_path)
    monkeypatch.setattr(voice_file, "MAX_AUDIO_BYTES", 1000)
    with pytest.raises(VoiceLibraryError, match="implausibly large audio.flac"):
        library.import_file(path)
