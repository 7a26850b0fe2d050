"""``render --check-words`` and ``--check-voice``: what is checked, decided before any model
loads, and the report.

No torch and no recognizer package here: a recognizer that is not
downloaded is one sentence within a second (naming ``voice-studio download
--asr NAME``), before the TTS model loads.
"""

from __future__ import annotations

import argparse
from typing import Any

from studio.core.words.check import WordCheck
from studio.errors import ModelNotInstalledError, StudioError
from studio.models.asr_catalog import RANDOM_ASR, asr_model
from studio.models.asr_install import asr_location
from studio.render.checks import CheckSettings


def default_recognizer(model: str, language: str) -> str:
    """The recognizer when none is named: the demo one for a random-weight TTS model
    (noise heard by a real recognizer says nothing, and a demo stays offline), else
    base.en for English and the multilingual base for other languages."""
    if model.startswith("random"):
        return RANDOM_ASR
    return "base.en" if language.lower().split("-")[0] == "en" else "base"


def words_checked(args: argparse.Namespace) -> bool:
    """Whether takes are heard by a recognizer (``--check-words``, ``--retake-until-match``)."""
    return bool(args.check_words or args.retake_until_match > 0)


def voice_checked(args: argparse.Namespace) -> bool:
    """Whether takes are measured against their voice (``--check-voice``,
    ``--retake-until-similar``)."""
    return bool(args.check_voice or args.retake_until_similar > 0)


def takes_heard(args: argparse.Namespace) -> bool:
    """Whether a check follows each take (``LineChecked``): words are heard, or retakes
    may be asked for by the voice."""
    return words_checked(args) or args.retake_until_similar > 0


def check_settings(args: argparse.Namespace) -> CheckSettings | None:
    """The checks that follow each take (None: none; the voice alone, without retakes,
    needs none: the renderer measures it); StudioError when they cannot run as asked."""
    asked = words_checked(args)
    if not asked and args.asr_model is not None:
        raise StudioError("--asr-model chooses the recognizer of --check-words; add it.")
    voice = voice_checked(args)
    low = args.min_similarity if voice else None
    if not asked:
        if args.retake_until_similar > 0:
            return CheckSettings(
                words=False, min_similarity=low, voice_retakes=args.retake_until_similar
            )
        return None
    if args.max_wer > 1:
        raise StudioError(f"--max-wer is a share of the words, 0 to 1, not {args.max_wer:g}.")
    name = args.asr_model or default_recognizer(args.model, args.language)
    model = asr_model(name)
    if model.english_only and args.language.lower().split("-")[0] != "en":
        raise StudioError(
            f"The recognizer '{model.name}' hears English only and the text is "
            f"{args.language!r}; choose --asr-model {model.name.removesuffix('.en')}."
        )
    if not model.is_random and asr_location(model) is None:
        raise ModelNotInstalledError(
            f"The speech recognizer '{model.name}' is not downloaded yet; run voice-studio "
            f"download --asr {model.name} first (or choose --asr-model {RANDOM_ASR}, the "
            "demo, which hears nonsense)."
        )
    return CheckSettings(
        model.name,
        max_wer=args.max_wer,
        retakes=args.retake_until_match,
        threads=1,
        min_similarity=low,
        voice_retakes=args.retake_until_similar,
    )


def check_report(
    check: WordCheck | None, similarity: float | None = None, voice: bool = False
) -> dict[str, Any] | None:
    """A take's checks as the JSON report gives them: what was heard (when it was) and,
    with ``voice``, its ``similarity`` to the voice's reference (None: not measured).
    None when nothing was checked."""
    if check is None and not voice:
        return None
    out: dict[str, Any] = {}
    if check is not None:
        out = {
            "heard": check.heard,
            "wer": round(check.wer, 4),
            "missing": list(check.missing),
            "extra": list(check.extra),
            "replaced": [list(pair) for pair in check.replaced],
            "recognizer": check.recognizer,
        }
    if voice:
        out["similarity"] = None if similarity is None else round(similarity, 4)
    return out


__all__ = [
    "check_report",
    "check_settings",
    "default_recognizer",
    "takes_heard",
    "voice_checked",
    "words_checked",
]
