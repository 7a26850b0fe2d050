"""The speaker encoder hears voices: resemblyzer's real GE2E weights on real recordings.

Every reference says one text and every take another, so a high score is the
voice and not the words. See ``tests/speaker_voices.py`` for the voices.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY
from studio.engines.speaker import SpeakerEncoder, cosine_similarity, load_speaker_encoder
from tests.speaker_voices import DISTINCT, RATE, REFERENCE_TEXT, SAME_AS_US, SENTENCES, spoken


@pytest.fixture(scope="module")
def encoder() -> SpeakerEncoder:
    return load_speaker_encoder("cpu")


@pytest.fixture(scope="module")
def embeddings(encoder: SpeakerEncoder) -> dict[tuple[str, int], np.ndarray]:
    """(voice, -1) for each voice's reference, (voice, n) for its take of sentence n."""
    out: dict[tuple[str, int], np.ndarray] = {}
    for name in (*DISTINCT, *SAME_AS_US):
        texts = [(-1, REFERENCE_TEXT), *enumerate(SENTENCES)]
        for number, text in texts:
            embedding = encoder.embed(spoken(name, text), RATE)
            assert embedding is not None, (name, text)
            out[name, number] = embedding
    return out


def _similarity(
    embeddings: dict[tuple[str, int], np.ndarray], ref: str, take: str, n: int
) -> float:
    return cosine_similarity(embeddings[ref, -1], embeddings[take, n])


def test_the_same_voice_saying_other_sentences_beats_every_other_voice(
    embeddings: dict[tuple[str, int], np.ndarray],
) -> None:
    losses = [
        (ref, other, n)
        for ref, other in itertools.permutations(DISTINCT, 2)
        for n in range(len(SENTENCES))
        if _similarity(embeddings, ref, ref, n) <= _similarity(embeddings, ref, other, n)
    ]
    assert not losses, f"another voice scored as high as the reference's own: {losses}"


def test_the_threshold_passes_the_voice_and_flags_another(
    embeddings: dict[tuple[str, int], np.ndarray],
) -> None:
    for n in range(len(SENTENCES)):
        for name in DISTINCT:
            assert _similarity(embeddings, name, name, n) >= DEFAULT_MIN_SIMILARITY
        # A woman's voice for the American man's reference: flagged, every sentence.
        assert _similarity(embeddings, "us", "f3", n) < DEFAULT_MIN_SIMILARITY
        assert _similarity(embeddings, "f3", "us", n) < DEFAULT_MIN_SIMILARITY


def test_it_hears_the_voice_not_the_accent_nor_the_speed(
    embeddings: dict[tuple[str, int], np.ndarray],
) -> None:
    # espeak-ng's RP accent is its American voice with other phonemes; the slow copy is it
    # a fifth slower: the same voice, so never flagged.
    for name in SAME_AS_US:
        for n in range(len(SENTENCES)):
            assert _similarity(embeddings, "us", name, n) >= DEFAULT_MIN_SIMILARITY, (name, n)


def test_an_embedding_is_a_unit_vector_and_the_same_each_time(encoder: SpeakerEncoder) -> None:
    samples = spoken("us", SENTENCES[0])
    first = encoder.embed(samples, RATE)
    again = encoder.embed(samples.copy(), RATE)
    assert first is not None and again is not None
    assert first.shape == (256,) and np.linalg.norm(first) == pytest.approx(1.0, abs=1e-5)
    assert np.allclose(first, again, atol=1e-6)
    # The rate is taken into account: the same speech at 24 kHz is the same voice.
    from studio.core.sound.audio import resample

    resampled = encoder.embed(resample(samples, RATE, 24000), 24000)
    assert resampled is not None and cosine_similarity(first, resampled) > 0.98


def test_silence_has_no_voice_and_noise_is_unlike_any(
    encoder: SpeakerEncoder, embeddings: dict[tuple[str, int], np.ndarray]
) -> None:
    assert encoder.embed(np.zeros(RATE * 2, dtype=np.float32), RATE) is None
    assert encoder.embed(np.zeros(0, dtype=np.float32), RATE) is None
    assert encoder.embed(np.full(RATE // 10, 0.1, dtype=np.float32), RATE) is None, "too short"
    # Noise has no voice for the VAD to keep: it is measured uncut, and matches no voice.
    noise = np.random.default_rng(0).normal(0, 0.1, RATE * 2).astype(np.float32)
    heard = encoder.embed(noise, RATE)
    assert heard is not None
    for name in DISTINCT:
        assert cosine_similarity(embeddings[name, -1], heard) < DEFAULT_MIN_SIMILARITY


def test_the_embedding_is_resemblyzers_own(encoder: SpeakerEncoder) -> None:
    """The mel filter bank made once and one torch thread change nothing of the result."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        from resemblyzer import preprocess_wav

    samples = spoken("f3", SENTENCES[1])
    ours = encoder.embed(samples, RATE)
    theirs = encoder._model.embed_utterance(preprocess_wav(samples, RATE))
    assert ours is not None
    assert np.allclose(ours, theirs, atol=1e-5)
