"""The check preferences put in force: the word check, its threshold, the recognizer,
transcribing new voices, the voice check and its threshold (at start, after Preferences,
after Models)."""

from __future__ import annotations

from studio.render.checks import CheckSettings
from studio.ui.base.settings import Settings
from studio.ui.session.session import StudioSession


def check_settings(settings: Settings) -> CheckSettings:
    """The word check the preferences ask for (whether it is on: ``check_words``). One
    recognizer thread of CTranslate2 leaves the other cores to rendering."""
    return CheckSettings(settings.asr_model, max_wer=settings.check_max_wer, threads=1)


def apply_check_preferences(session: StudioSession, settings: Settings) -> None:
    session.renders.set_checks(check_settings(settings), settings.check_words)
    session.transcripts.auto = settings.transcribe_new_voices
    session.reviews.set_word_limit(settings.check_max_wer)
    session.worker.set_voice_check(settings.check_voice)
    session.reviews.set_voice_limit(settings.min_similarity if settings.check_voice else None)


__all__ = ["apply_check_preferences", "check_settings"]
