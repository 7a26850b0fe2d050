"""Option types and the engine options the ``voice-studio`` commands share."""

from __future__ import annotations

import argparse
import importlib.util
import re
from pathlib import Path

from studio.core.document import DEFAULT_ENGINE
from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY
from studio.engines.info import COMPILE_CHOICES
from studio.engines.registry import engine_ids


def pocket_default_temperature() -> float | None:
    """The sampling temperature pocket-tts's default model uses when none is given: its
    packaged config's ``default_temperature``, read without importing pocket-tts (which
    imports torch); None when pocket-tts is not installed or does not say."""
    spec = importlib.util.find_spec("pocket_tts")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        try:
            config = (Path(folder) / "config" / "english.yaml").read_text(encoding="utf-8")
        except OSError:
            continue
        found = re.search(r"^default_temperature:\s*([0-9.]+)\s*$", config, re.MULTILINE)
        if found is not None:
            return float(found.group(1))
    return None


def temperature_help() -> str:
    """``--temperature``'s help, with the default the engine really uses."""
    pocket = pocket_default_temperature()
    default = "the model's own" + (f", {pocket:g} for pocket-tts" if pocket is not None else "")
    return f"sampling temperature (default: {default})"


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value


def whole(text: str, low: int, high: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if high is not None and not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{text!r} must be between {low} and {high}")
    if value < low:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least {low}")
    return value


def count(text: str) -> int:
    return whole(text, 1, 20)


def at_least_one(text: str) -> int:
    return whole(text, 1)


def device(text: str) -> str:
    if re.fullmatch(r"auto|cpu|cuda(:\d+)?", text):
        return text
    raise argparse.ArgumentTypeError(f"{text!r} is not a device; use auto, cpu, cuda or cuda:N")


def engine_options(p: argparse.ArgumentParser, remembered: bool = False) -> None:
    """--engine, --model, --device, --threads and --mode.

    The window remembers the last model and device: its flags default to None
    (what was chosen before) and override it for one run.
    """
    before = "the one chosen last time"
    p.add_argument(
        "--engine",
        # Built in and plugins alike (studio.engines.registry); one that cannot be
        # used is still a choice, so choosing it says why.
        choices=engine_ids(),
        default=None if remembered else DEFAULT_ENGINE,
        help=f"the text-to-speech engine (default: {before if remembered else DEFAULT_ENGINE})",
    )
    p.add_argument(
        "--model",
        default=None if remembered else "default",
        help="default (the engine's hub weights), a local path, or random[:CONFIG] (random "
        f"weights, no download) (default: {before if remembered else 'default'})",
    )
    p.add_argument(
        "--device",
        type=device,
        default=None if remembered else "auto",
        help="auto, cpu, cuda or cuda:N; an explicit GPU that is missing is an error"
        + ("; the window falls back to the CPU instead" if remembered else "")
        + f" (default: {before if remembered else 'auto'})",
    )
    p.add_argument(
        "--threads",
        type=at_least_one,
        default=None,
        metavar="N",
        help="CPU threads for torch (default: torch's own choice)",
    )
    p.add_argument(
        "--mode",
        choices=("reference", "continuation", "both"),
        default="reference",
        help="VoxCPM2's cloning mode; continuation and both need --voice-text (default: reference)",
    )


def compile_option(p: argparse.ArgumentParser, remembered: bool = False) -> None:
    """--compile: auto, on or off (the window: the preference, unless given)."""
    p.add_argument(
        "--compile",
        choices=COMPILE_CHOICES,
        default=None if remembered else "auto",
        help="compile the model with torch.compile: auto where it was measured to pay "
        "(VoxCPM2 on a GPU), on or off; the first start on a machine compiles, later "
        "starts reuse what the cache folder keeps "
        f"(default: {'the preference' if remembered else 'auto'})",
    )


def cache_dir_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--cache-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="the prompt cache's folder (default: VOICE_STUDIO_CACHE_DIR, else "
        "~/.cache/voice-studio/prompts)",
    )


def check_options(p: argparse.ArgumentParser) -> None:
    """--check-words, --asr-model and --retake-until-match (``render``)."""
    p.add_argument(
        "--check-words",
        action="store_true",
        help="hear every take with a speech recognizer and compare its words with the line "
        "(the JSON report gives each line's check); it runs beside rendering",
    )
    p.add_argument(
        "--asr-model",
        default=None,
        metavar="NAME",
        help="the recognizer for --check-words: tiny, base, small or large-v3-turbo (.en for "
        "English only), or random (the demo: random weights, hears nonsense, no download); get "
        "one with voice-studio download --asr NAME (default: base.en for English, base for "
        "other languages; random with a random-weight --model)",
    )
    p.add_argument(
        "--retake-until-match",
        type=lambda text: whole(text, 0, 20),
        default=0,
        metavar="N",
        help="render a line whose words differ again with a new seed, at most N more times, "
        "and keep its best take (fewest word errors); implies --check-words (default: 0)",
    )
    p.add_argument(
        "--max-wer",
        type=positive_float,
        default=0.0,
        metavar="RATE",
        help="the word error rate a take may have and still pass the check, 0 to 1 "
        "(default: 0, every word as written)",
    )


def similarity(text: str) -> float:
    """A similarity threshold: a number from 0 to 1."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text!r} must be between 0 and 1")
    return value


def voice_check_options(p: argparse.ArgumentParser) -> None:
    """--check-voice, --min-similarity and --retake-until-similar (``render``)."""
    p.add_argument(
        "--check-voice",
        action="store_true",
        help="measure how much every take sounds like its voice's reference with a speaker "
        "encoder (the JSON report gives each line's check.similarity, 0 to 1); a take below "
        "--min-similarity is flagged",
    )
    p.add_argument(
        "--min-similarity",
        type=similarity,
        default=DEFAULT_MIN_SIMILARITY,
        metavar="X",
        help="the similarity to its voice's reference a take needs to pass the voice check, "
        f"0 to 1 (default: {DEFAULT_MIN_SIMILARITY:g})",
    )
    p.add_argument(
        "--retake-until-similar",
        type=lambda text: whole(text, 0, 20),
        default=0,
        metavar="N",
        help="render a line whose voice differs again with a new seed, at most N more times, "
        "and keep its best take (fewest word errors, then the most similar); implies "
        "--check-voice (default: 0)",
    )


def book_render_options(p: argparse.ArgumentParser) -> None:
    """--chapters, --narrator and --cast (``render`` of a book)."""
    p.add_argument(
        "--chapters",
        default=None,
        metavar="SPEC",
        help="the chapters of a book to render: numbers, ranges and titles as export --chapter "
        "takes them, joined with commas (2-5, 7-, Epilogue); each book's own numbers "
        "(default: every chapter but the front and back matter)",
    )
    p.add_argument(
        "--narrator",
        default=None,
        metavar="NAME",
        help="the voice that reads a book's narration and the speakers no voice is cast for "
        "(default: the first voice)",
    )
    p.add_argument(
        "--cast",
        type=Path,
        default=None,
        metavar="FILE",
        help="a CSV of speaker,voice rows: which --voice reads each speaker of a book's "
        "dialogue (narrator: the narrator); a --voice named like a speaker reads them too "
        "(default: none)",
    )


__all__ = [
    "at_least_one",
    "book_render_options",
    "cache_dir_option",
    "check_options",
    "compile_option",
    "count",
    "device",
    "engine_options",
    "pocket_default_temperature",
    "positive_float",
    "temperature_help",
    "whole",
]
