"""Option types and the engine options the ``voice-studio`` commands share."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from studio.models.catalog import ENGINES


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
        choices=ENGINES,
        default=None if remembered else "pocket",
        help=f"the text-to-speech engine (default: {before if remembered else 'pocket'})",
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


def cache_dir_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--cache-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="the prompt cache's folder (default: VOICE_STUDIO_CACHE_DIR, else "
        "~/.cache/voice-studio/prompts)",
    )


__all__ = [
    "at_least_one",
    "cache_dir_option",
    "count",
    "device",
    "engine_options",
    "positive_float",
    "whole",
]
