"""Row 12's book: a project of N lines in two voices, each line with a take that matches.

Every take is what the demo model (the smallest pocket-tts architecture,
random weights) would make of its line: the voices' prompt keys are computed
by the studio's own renderer, so the window opens the book with nothing stale.
The takes hold 0.5 s of a tone each; the project is written by the studio's
own ``save_project``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from studio.core.document import Document, Line, Take, VoiceEntry, new_id
from studio.core.sound.voice_audio import VoiceAudio, quantize_like_stored
from studio.core.store.project import save_project
from studio.core.take_audio import TakeAudioStore

MODEL = "random:english_2m_2026-10"
RATE = 24000
TAKE_SECONDS = 0.5


def voice_keys(voices: dict[str, VoiceAudio]) -> tuple[dict[str, str], Any]:
    """Each voice's prompt key on the demo model, as the window computes it on opening."""
    from studio.core.sound.voice_edits import VoiceEdits
    from studio.engines.pocket import load_pocket_engine
    from studio.render import Renderer, edited_voice

    engine = load_pocket_engine(MODEL, "cpu", threads=1)
    renderer = Renderer(engine, None)
    rate = engine.info.sample_rate
    keys = {
        name: renderer.voice_key(
            edited_voice(
                name, quantize_like_stored(a.samples), a.sample_rate, VoiceEdits(), "", rate
            )
        ).digest
        for name, a in voices.items()
    }
    return keys, engine.info


def make_project(folder: Path, lines: int) -> Path:
    """A project of ``lines`` lines in two voices, every line with a take that matches."""
    rng = np.random.default_rng(7)
    voices = {name: VoiceAudio(rng.uniform(-0.3, 0.3, RATE * 4).astype(np.float32), RATE)
              for name in ("alice", "bob")}  # fmt: skip
    keys, info = voice_keys(voices)
    doc = Document(voices=[VoiceEntry(name, f"{name}.wav", "", keys[name]) for name in voices])
    takes = TakeAudioStore()
    audio = (0.2 * np.sin(np.arange(int(RATE * TAKE_SECONDS)) / 9)).astype(np.float32)
    for n in range(lines):
        voice = "alice" if n % 3 else "bob"
        text = f"Line {n + 1} of the book, read at an easy pace by {voice}."
        line = Line(new_id(), text, voice)
        take = Take(
            id=new_id(), text=text, voice=voice, prompt_key=keys[voice], engine="pocket",
            model_fingerprint=info.fingerprint, seed=1, temperature=None, cfg=None, steps=None,
            sample_rate=RATE, num_samples=len(audio), cache_outcome="memory",
            cache_ms=1.0, first_audio_ms=50.0, generate_ms=300.0,
            spoken=doc.spoken(line).key,
        )  # fmt: skip
        takes.put(take.id, audio)
        doc.lines.append(Line(line.id, text, voice, takes=(take,), active_take=take.id))
    return save_project(folder / "book", doc, takes, voices)
