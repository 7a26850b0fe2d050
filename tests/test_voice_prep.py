"""Edited and library voices through the real engine: prompt keys, cache status, clone check.

The engine is pocket-tts's smallest architecture with random weights.
"""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from studio.cache import MemoryTier, PromptCache
from studio.core.document import LineParams, VoiceEdits, VoiceEntry
from studio.core.review.clone_check import CloneChecks
from studio.core.sound.voice_audio import VoiceAudio, quantize_like_stored
from studio.core.sound.voice_edits import load_edited_reference
from studio.core.store.project import load_project, save_project
from studio.core.store.voice_library import VoiceLibrary, project_entry
from studio.core.text.script import ScriptLine
from studio.core.text.voice_texts import CLONE_CHECK_TEXT, reading_prompt
from studio.engines.base import GenerationParams
from studio.render import (
    LineDone,
    Renderer,
    Voice,
    edited_voice,
    library_voice,
    take_of,
    voice_prompt_key,
)
from studio.render.service import JobEvent, RenderService
from studio.ui.session.jobs import CloneCheck, clone_check_job
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

EDITS = VoiceEdits(0.2, 3.5, "peak")


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> VoiceAudio:
    path = speak(tmp_path_factory.mktemp("v") / "alice.wav", SAMPLE_TEXTS["alice"])
    data, rate = sf.read(str(path), dtype="float32")
    return VoiceAudio(quantize_like_stored(data), rate)


def _voice(audio: VoiceAudio, edits: VoiceEdits, name: str = "alice") -> Voice:
    rate = tiny_engine().info.sample_rate
    return edited_voice(name, audio.samples, audio.sample_rate, edits, "", rate)


def _key(audio: VoiceAudio, edits: VoiceEdits) -> str:
    return voice_prompt_key(tiny_engine(), _voice(audio, edits)).digest


def test_every_edit_changes_the_prompt_key_and_undoing_it_restores_it(
    original: VoiceAudio,
) -> None:
    plain = _key(original, VoiceEdits())
    keys = {
        plain,
        _key(original, VoiceEdits(0.2)),
        _key(original, VoiceEdits(0.2, 3.5)),
        _key(original, EDITS),
        _key(original, VoiceEdits(normalize="loudness")),
        _key(original, VoiceEdits(normalize="loudness", target_db=-23.0)),
    }
    assert len(keys) == 6
    assert _key(original, VoiceEdits()) == plain
    assert _key(original, EDITS) == _key(original, VoiceEdits(0.2, 3.5, "peak"))


def test_the_key_survives_saving_and_reopening_the_project(
    original: VoiceAudio, tmp_path: Path
) -> None:
    from studio.core.document import Document, TakeAudioStore

    entry = VoiceEntry("alice", "/home/me/alice.wav", "", _key(original, EDITS), EDITS)
    folder = save_project(
        tmp_path / "p", Document(voices=[entry]), TakeAudioStore(), {"alice": original}
    )
    loaded = load_project(folder)
    reopened = loaded.doc.voices[0]
    assert _key(loaded.voice_audio["alice"], reopened.edits) == reopened.prompt_key
    # The path the studio's worker takes: the project's FLAC read from disk, then edited.
    voice_file = next((folder / "voices").iterdir())
    reference = load_edited_reference(voice_file, tiny_engine().info.sample_rate, reopened.edits)
    key = voice_prompt_key(tiny_engine(), Voice("alice", reference)).digest
    assert key == reopened.prompt_key


def test_a_library_voice_has_the_key_it_gets_in_a_project_and_shows_its_cache_status(
    original: VoiceAudio, tmp_path: Path
) -> None:
    library = VoiceLibrary(tmp_path / "library")
    saved = library.add("Alice", original, edits=EDITS)
    rate = tiny_engine().info.sample_rate
    in_library = library_voice(library, saved.id, rate)
    assert (in_library.name, in_library.transcript) == ("Alice", None)
    entry = project_entry(library, saved, [])
    project_voice = Voice(
        entry.name, load_edited_reference(entry.audio_path, rate, entry.edits), None
    )
    assert (
        voice_prompt_key(tiny_engine(), in_library).digest
        == voice_prompt_key(tiny_engine(), project_voice).digest
        == _key(original, EDITS)
    )

    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    assert renderer.where(in_library) is None
    renderer.resolve_voice(project_voice)
    assert renderer.where(in_library) == "memory"
    assert Renderer(tiny_engine(), None).where(in_library) is None


def test_clone_check_renders_like_a_line_and_is_reused_under_the_same_rules(
    original: VoiceAudio,
) -> None:
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    voice = _voice(original, EDITS)
    params = GenerationParams(seed=5, max_seconds=0.5)
    # A clone check is a job of the render service, as the window's worker queues it.
    service = RenderService(renderer, {voice.name: voice}.get)
    service.submit([clone_check_job(CloneCheck(voice.name, params, 7))])
    events = [item.event for item in service.run() if isinstance(item, JobEvent)]
    done = events[-1]
    assert isinstance(done, LineDone)
    assert (done.text, done.lookup.outcome) == (CLONE_CHECK_TEXT, "miss")
    assert done.prompt_key == renderer.voice_key(voice).digest
    # Its prompt state is the voice's: the script's first line finds it in memory.
    line = ScriptLine(1, voice.name, "The first line of the script.")
    first = list(renderer.render_line(line, voice, params, threading.Event()))[-1]
    assert isinstance(first, LineDone) and first.lookup.outcome == "memory"

    take = take_of(done, tiny_engine().info)
    assert (take.text, take.prompt_key, take.seed, take.num_samples) == (
        CLONE_CHECK_TEXT,
        done.prompt_key,
        5,
        len(done.audio),
    )
    checks = CloneChecks()
    checks.put(take, done.audio)
    entry = VoiceEntry(voice.name, "/a.wav", "", done.prompt_key, EDITS)
    found = checks.matching(entry, LineParams(seed=5))
    assert found is not None and found[0] == take and np.array_equal(found[1], done.audio)
    # A new seed, another temperature or an edited voice (a new key) make it stale.
    assert checks.matching(entry, LineParams(seed=6)) is None
    assert checks.matching(entry, LineParams(seed=5, temperature=0.3)) is None
    edited = VoiceEntry(voice.name, "/a.wav", "", _key(original, VoiceEdits()), VoiceEdits())
    assert checks.matching(edited, LineParams(seed=5)) is None
    # "New seed each take" accepts any seed, as it does for a line.
    assert checks.matching(entry, LineParams(seed=None)) is not None
    checks.discard(voice.name)
    assert checks.matching(entry, LineParams(seed=5)) is None
    with pytest.raises(ValueError):
        checks.put(take_of(first, tiny_engine().info), first.audio)


def test_the_reading_prompt_takes_about_15_seconds_to_read(tmp_path: Path) -> None:
    text = reading_prompt()
    assert "\n" not in text and text.endswith(".")
    # espeak-ng at 150 words a minute, an unhurried reading pace.
    data, rate = sf.read(str(speak(tmp_path / "prompt.wav", text, speed=150)))
    assert 12.0 <= len(data) / rate <= 20.0
