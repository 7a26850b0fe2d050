"""Take audio is read from the project folder when asked for, not when a project opens."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from studio.core import take_audio
from studio.core.document import Document, Line, VoiceEntry, replace
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.project import load_project, save_project
from studio.core.take_audio import TakeAudioStore
from tests.core.conftest import RATE, ProjectFactory, take_of_line, tone

BIG = 5000


def count_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    reads: list[Path] = []
    real = take_audio.read_take_file

    def counting(path: Path) -> np.ndarray | None:
        reads.append(path)
        return real(path)

    monkeypatch.setattr(take_audio, "read_take_file", counting)
    return reads


def big_project(n: int) -> tuple[Document, TakeAudioStore, dict[str, VoiceAudio]]:
    """``n`` rendered lines of a fifth of a second each (one voice)."""
    voice = VoiceEntry("Narrator", "/home/me/narrator.wav", "", "key-narrator")
    doc = Document(voices=[voice])
    store = TakeAudioStore()
    for i in range(n):
        line = Line(f"l{i}", f"Sentence {i} of the book.", voice.name)
        take = take_of_line(line, voice, RATE // 5, seed=i)
        store.put(take.id, tone(0.2, 100 + i % 700))
        doc.lines.append(replace(line, takes=(take,), active_take=take.id))
    return doc, store, {voice.name: VoiceAudio(tone(2.0), RATE)}


def test_a_5000_line_project_opens_without_reading_take_audio(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, takes, voices = big_project(BIG)
    folder = save_project(tmp_path / "book", doc, takes, voices)
    reads = count_reads(monkeypatch)
    started = time.perf_counter()
    loaded = load_project(folder)
    seconds = time.perf_counter() - started
    print(f"\n{BIG}-line project opened in {seconds:.2f} s")
    assert reads == []
    assert loaded.takes.memory_bytes == 0
    assert loaded.missing_audio == ()
    assert len(loaded.doc.lines) == BIG
    assert len(loaded.takes.ids()) == BIG and all(t.id in loaded.takes for t in doc.lines[0].takes)
    take = doc.lines[1234].takes[0]
    audio = loaded.takes.get(take.id)
    assert reads == [folder / "takes" / f"{take.id}.flac"]
    original = takes.get(take.id)
    assert audio is not None and original is not None
    assert np.abs(audio - original).max() < 2**-20
    assert loaded.takes.get(take.id) is audio and len(reads) == 1  # kept for the next play


def test_memory_stays_within_the_cache_budget(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(40, seconds=0.5)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    budget = 5 * 24000 * 4  # five seconds of audio
    loaded = load_project(folder)
    store = TakeAudioStore(cache_bytes=budget)
    for take_id in loaded.takes.ids():
        store.add_file(take_id, loaded.takes.file_of(take_id))  # type: ignore[arg-type]
    for line in loaded.doc.lines:
        assert store.get(line.takes[0].id) is not None
        assert store.memory_bytes <= budget


def test_unsaved_takes_stay_in_memory_until_saved(tmp_path: Path) -> None:
    store = TakeAudioStore(cache_bytes=0)
    audio = tone(0.2)
    store.put("t1", audio)
    assert store.get("t1") is audio and store.file_of("t1") is None
    path = tmp_path / "t1.flac"
    import soundfile as sf

    sf.write(str(path), audio, 24000, subtype="PCM_24")
    store.saved("t1", path)
    assert store.memory_bytes == 0  # a budget of 0 keeps nothing once it is on disk
    again = store.get("t1")
    assert again is not None and np.abs(again - audio).max() < 2**-20
    store.discard("t1")
    assert "t1" not in store and store.get("t1") is None


def test_save_as_copies_files_and_deleted_takes_keep_their_audio(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, takes, voices = make_project(6)
    first = save_project(tmp_path / "first", doc, takes, voices)
    loaded = load_project(first)
    reads = count_reads(monkeypatch)
    second = save_project(tmp_path / "second", loaded.doc, loaded.takes, loaded.voice_audio)
    assert reads == []  # Save As copies the files, it does not decode them
    assert sorted(p.name for p in (second / "takes").iterdir()) == sorted(
        p.name for p in (first / "takes").iterdir()
    )
    # A take dropped from the document (the undo stack may still hold it): its file goes,
    # its audio stays in the store.
    dropped = loaded.doc.lines[0].takes[0]
    loaded.doc.lines[0] = replace(loaded.doc.lines[0], takes=(), active_take=None)
    save_project(second, loaded.doc, loaded.takes, loaded.voice_audio)
    assert not (second / "takes" / f"{dropped.id}.flac").exists()
    kept = loaded.takes.get(dropped.id)
    assert kept is not None and len(kept) == dropped.num_samples


def test_a_store_subset_shares_audio_without_reading(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, takes, voices = make_project(4)
    loaded = load_project(save_project(tmp_path / "p", doc, takes, voices))
    loaded.takes.put("new", tone(0.1))
    reads = count_reads(monkeypatch)
    wanted = [doc.lines[0].takes[0].id, "new"]
    part = loaded.takes.subset(wanted)
    assert reads == [] and sorted(part.ids()) == sorted(wanted)
    assert part.get("new") is loaded.takes.get("new")
