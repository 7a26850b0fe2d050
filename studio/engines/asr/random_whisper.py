"""The demo recognizer: a tiny Whisper with random weights, built here, no download.

transformers builds a ``WhisperForConditionalGeneration`` with tiny
dimensions and random (seeded) weights; ``tokenizers`` builds a byte-level
vocabulary with Whisper's layout (50,257 text pieces, then
``<|endoftext|>``, ``<|startoftranscript|>``, the 100 language tokens,
the task tokens, ``<|notimestamps|>`` and the 1,501 timestamps); CTranslate2's
own converter turns them into the folder faster-whisper loads, with the
feature extractor's ``preprocessor_config.json`` and ``tokenizer.json``
beside it. The text pieces are made-up syllables ("Ġbako"), so what it
hears reads as nonsense words with word timings.

The folder is built once per configuration (a hash of the dimensions, the
seed and the converter's versions) under the studio's cache folder and
renamed into place whole, so a crash or a second process never leaves a
half-built model in use. Building takes about a second after transformers
is imported; loading a built one does not import transformers at all.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from platformdirs import user_cache_dir

from studio.errors import QT_TRANSLATE_NOOP, EngineNotInstalledError
from studio.paths import APP_NAME

BUILD_VERSION = 1  # raise when the build writes something different
MARKER = "voice-studio-random.json"
TEXT_PIECES = 50_257  # Whisper's text vocabulary, so the special tokens get their usual ids
TIMESTAMPS = 1_501  # <|0.00|> ... <|30.00|>
_SYLLABLES = [c + v for c in "bdfghklmnprstvz" for v in "aeiou"]


@dataclass(frozen=True)
class RandomWhisperConfig:
    d_model: int = 32
    heads: int = 2
    encoder_layers: int = 2
    decoder_layers: int = 2
    ffn: int = 64
    mel_bins: int = 80
    seed: int = 1234


def recognizer_cache_dir() -> Path:
    """Where built recognizers live: ``$VOICE_STUDIO_CACHE_DIR/recognizers`` when that is
    set (tests, a portable setup), else ``recognizers`` in the user's cache folder."""
    override = os.environ.get("VOICE_STUDIO_CACHE_DIR")
    base = Path(override).expanduser() if override else Path(user_cache_dir(APP_NAME))
    return base / "recognizers"


def random_key(config: RandomWhisperConfig = RandomWhisperConfig()) -> str:
    """What the built folder depends on (read without importing the packages)."""
    spec = {
        "config": asdict(config),
        "build": BUILD_VERSION,
        **{name: _version(name) for name in ("ctranslate2", "transformers", "tokenizers", "torch")},
    }
    return hashlib.blake2b(json.dumps(spec, sort_keys=True).encode(), digest_size=8).hexdigest()


def _version(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:
        return "missing"


def build_random_whisper(
    cache_dir: Path | None = None, config: RandomWhisperConfig = RandomWhisperConfig()
) -> tuple[Path, str]:
    """The demo recognizer's folder, built first if needed, and its fingerprint."""
    key = random_key(config)
    root = cache_dir or recognizer_cache_dir()
    folder = root / f"whisper-random-{key}"
    fingerprint = f"random:whisper-{key}"
    if _complete(folder):
        return folder, fingerprint
    root.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".building-", dir=root))
    try:
        built = staging / "model"
        _build(built, staging / "transformers", config)
        (built / MARKER).write_text(json.dumps({"key": key, **asdict(config)}), encoding="utf-8")
        try:
            os.replace(built, folder)
        except OSError:
            # Another process finished first (or a broken folder is in the way).
            if not _complete(folder):
                shutil.rmtree(folder, ignore_errors=True)
                os.replace(built, folder)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return folder, fingerprint


def build_random_whisper_apart(
    cache_dir: Path | None = None, config: RandomWhisperConfig = RandomWhisperConfig()
) -> tuple[Path, str]:
    """``build_random_whisper``, with a build (when one is needed) in a process of its own.

    Building seeds torch's global random generator, which a TTS engine
    rendering on another thread of this process draws from: built apart, the
    demo recognizer can be made while lines render without changing a sample
    of them (and transformers never loads into this process).
    """
    root = cache_dir or recognizer_cache_dir()
    key = random_key(config)
    folder = root / f"whisper-random-{key}"
    if _complete(folder):
        return folder, f"random:whisper-{key}"
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
        return pool.submit(build_random_whisper, root, config).result()


def _complete(folder: Path) -> bool:
    names = (MARKER, "model.bin", "config.json", "tokenizer.json", "preprocessor_config.json")
    return all((folder / name).is_file() for name in names)


def _build(out: Path, source: Path, config: RandomWhisperConfig) -> None:
    try:
        from ctranslate2.converters import TransformersConverter

        hf = _transformers()
    except ImportError as exc:
        raise EngineNotInstalledError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The demo recognizer is built with transformers and ctranslate2 ({0}); "
                "install them with `pip install transformers ctranslate2`.",
            ),
            str(exc),
        ) from exc
    tokenizer = build_tokenizer()
    with _quiet_transformers():
        model = _model(tokenizer, config)
        model.save_pretrained(source)
        eot = "<|endoftext|>"
        wrapped = hf.PreTrainedTokenizerFast(
            tokenizer_object=tokenizer, bos_token=eot, eos_token=eot, unk_token=eot
        )
        wrapped.save_pretrained(source)
        hf.WhisperFeatureExtractor(feature_size=config.mel_bins).save_pretrained(source)
        converter = TransformersConverter(
            str(source), copy_files=["tokenizer.json", "preprocessor_config.json"]
        )
        converter.convert(str(out), quantization="float16")


@contextlib.contextmanager
def _quiet_transformers() -> Iterator[None]:
    """No progress bars on the terminal for a build that takes a second."""
    hf_logging = _transformers().utils.logging
    shown = hf_logging.is_progress_bar_enabled()
    hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        if shown:
            hf_logging.enable_progress_bar()


def _transformers() -> Any:
    """transformers, untyped (it ships no annotations mypy can use)."""
    import transformers

    return transformers


def _languages() -> list[str]:
    """Whisper's language codes in its own token order (99 + Cantonese)."""
    from transformers.models.whisper.tokenization_whisper import LANGUAGES

    return list(LANGUAGES)


def _special_tokens() -> list[str]:
    return [
        "<|endoftext|>",
        "<|startoftranscript|>",
        *(f"<|{code}|>" for code in _languages()),
        "<|translate|>",
        "<|transcribe|>",
        "<|startoflm|>",
        "<|startofprev|>",
        "<|nospeech|>",
        "<|notimestamps|>",
        *(f"<|{i * 0.02:.2f}|>" for i in range(TIMESTAMPS)),
    ]


def build_tokenizer() -> Any:
    """A byte-level BPE tokenizer with Whisper's special tokens at Whisper's ids."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers

    vocab: dict[str, int] = {}
    for piece in _byte_pieces():
        vocab[piece] = len(vocab)
    for piece in _syllable_pieces():
        if len(vocab) >= TEXT_PIECES - 1:
            break
        vocab.setdefault(piece, len(vocab))
    # CTranslate2 (4.8) tells a multilingual Whisper from an English-only one by an
    # empty piece in its vocabulary, which the multilingual vocabulary has; without
    # it language detection is refused.
    vocab[""] = len(vocab)
    tokenizer = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    tokenizer.add_special_tokens(
        [AddedToken(t, special=True, normalized=False) for t in _special_tokens()]
    )
    return tokenizer


def _byte_pieces() -> list[str]:
    """GPT-2's printable stand-ins for the 256 bytes, in its order (space is "Ġ", id 220)."""
    printable = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    others = 256 - len(printable)
    return [chr(b) for b in printable] + [chr(256 + n) for n in range(others)]


def _syllable_pieces() -> Iterator[str]:
    """Made-up words of one to three syllables, each with and without a leading space."""
    for count in (1, 2, 3):
        for combo in itertools.product(_SYLLABLES, repeat=count):
            word = "".join(combo)
            yield "\u0120" + word
            yield word


def _model(tokenizer: Any, config: RandomWhisperConfig) -> Any:
    import torch

    hf = _transformers()
    languages = _languages()

    def token(text: str) -> int:
        found = tokenizer.token_to_id(text)
        assert found is not None, text
        return int(found)

    eot, sot = token("<|endoftext|>"), token("<|startoftranscript|>")
    begin_suppress = [token("\u0120"), eot]
    whisper = hf.WhisperConfig(
        vocab_size=tokenizer.get_vocab_size(),
        num_mel_bins=config.mel_bins,
        d_model=config.d_model,
        encoder_layers=config.encoder_layers,
        decoder_layers=config.decoder_layers,
        encoder_attention_heads=config.heads,
        decoder_attention_heads=config.heads,
        encoder_ffn_dim=config.ffn,
        decoder_ffn_dim=config.ffn,
        max_source_positions=1500,
        max_target_positions=448,
        pad_token_id=eot,
        bos_token_id=eot,
        eos_token_id=eot,
        decoder_start_token_id=sot,
        suppress_tokens=[],
        begin_suppress_tokens=begin_suppress,
    )
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(config.seed)
        model = hf.WhisperForConditionalGeneration(whisper).eval()
    # A generation config of its own: one derived from the model config is
    # rebuilt on load and would lose the language ids the converter reads.
    model.generation_config = hf.GenerationConfig(
        decoder_start_token_id=sot,
        bos_token_id=eot,
        eos_token_id=eot,
        pad_token_id=eot,
        suppress_tokens=[],
        begin_suppress_tokens=begin_suppress,
        lang_to_id={f"<|{code}|>": token(f"<|{code}|>") for code in languages},
        task_to_id={"transcribe": token("<|transcribe|>"), "translate": token("<|translate|>")},
        no_timestamps_token_id=token("<|notimestamps|>"),
        is_multilingual=True,
        alignment_heads=_alignment_heads(config),
    )
    return model


def _alignment_heads(config: RandomWhisperConfig) -> list[list[int]]:
    """Every head of the decoder's later half (CTranslate2's own default)."""
    layers = range(config.decoder_layers // 2, config.decoder_layers)
    return [[layer, head] for layer in layers for head in range(config.heads)]


__all__ = [
    "RandomWhisperConfig",
    "build_random_whisper",
    "build_random_whisper_apart",
    "build_tokenizer",
    "random_key",
    "recognizer_cache_dir",
]
