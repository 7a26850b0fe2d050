"""The speech recognizers the studio can use, described for a person choosing one.

faster-whisper's CTranslate2 conversions of Whisper on the Hugging Face
hub, in four sizes (English-only ``.en`` and multilingual), plus the demo
recognizer ``random``: a tiny Whisper with random weights built on this
computer, which hears nonsense but runs the same code with no download.
Nothing here touches the network or imports torch or ctranslate2.
"""

from __future__ import annotations

from dataclasses import dataclass

from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError
from studio.models.catalog import HubSource, ModelEntry, ModelKind

RANDOM_ASR = "random"
DEFAULT_ASR = "base.en"
# The files faster-whisper reads from a model folder (its own download uses the same list).
ASR_FILE_PATTERNS = (
    "config.json",
    "preprocessor_config.json",
    "model.bin",
    "tokenizer.json",
    "vocabulary.*",
)
WHISPER_LICENCE = "MIT"


@dataclass(frozen=True)
class AsrModel:
    """One recognizer: its name (``--asr NAME``), where it comes from, how big it is."""

    name: str
    repo_id: str | None  # None: built locally (the demo)
    size_mb: int
    english_only: bool
    title_said: Said  # context ModelCatalog, which the window says in its language
    summary: str
    # large-v3 models hear 128 mel bands: without their preprocessor_config.json
    # faster-whisper would feed them 80 and fail.
    needs_preprocessor: bool = False

    @property
    def title(self) -> str:
        """Its title in English (the command line's)."""
        return str(self.title_said)

    @property
    def is_random(self) -> bool:
        return self.repo_id is None

    @property
    def page_url(self) -> str | None:
        return f"https://huggingface.co/{self.repo_id}" if self.repo_id else None

    def entry(self) -> ModelEntry:
        """The row for the model machinery (status, removal): the whole repository."""
        source = HubSource(self.repo_id, "main") if self.repo_id else None
        return ModelEntry(
            id=f"asr:{self.name}",
            kind=ModelKind.HUB if self.repo_id else ModelKind.DEMO,
            title=f"Speech recognizer '{self.name}'",
            summary=self.summary,
            engine_id="whisper",
            model_spec=self.name,
            source=source,
            page_url=self.page_url,
            licence=WHISPER_LICENCE if self.repo_id else "none needed",
        )


def _whisper(name: str, repo_id: str, size_mb: int, what: str) -> AsrModel:
    english = name.endswith(".en")
    if english:
        template = QT_TRANSLATE_NOOP("ModelCatalog", "Whisper {0} (English, {1} MB)")
    else:
        template = QT_TRANSLATE_NOOP("ModelCatalog", "Whisper {0} (many languages, {1} MB)")
    return AsrModel(
        name=name,
        repo_id=repo_id,
        size_mb=size_mb,
        english_only=english,
        title_said=Said(template, name, size_mb, context="ModelCatalog"),
        summary=what,
        needs_preprocessor=name.startswith("large-v3"),
    )


ASR_MODELS: tuple[AsrModel, ...] = (
    _whisper(
        "tiny.en",
        "Systran/faster-whisper-tiny.en",
        75,
        QT_TRANSLATE_NOOP("ModelCatalog", "Fastest; misses more words."),
    ),
    _whisper(
        "tiny",
        "Systran/faster-whisper-tiny",
        75,
        QT_TRANSLATE_NOOP("ModelCatalog", "Fastest; misses more words."),
    ),
    _whisper(
        "base.en",
        "Systran/faster-whisper-base.en",
        145,
        QT_TRANSLATE_NOOP("ModelCatalog", "Fast on a CPU; a good default check."),
    ),
    _whisper(
        "base",
        "Systran/faster-whisper-base",
        145,
        QT_TRANSLATE_NOOP("ModelCatalog", "Fast on a CPU; a good default check."),
    ),
    _whisper(
        "small.en",
        "Systran/faster-whisper-small.en",
        484,
        QT_TRANSLATE_NOOP("ModelCatalog", "Slower, hears more exactly."),
    ),
    _whisper(
        "small",
        "Systran/faster-whisper-small",
        484,
        QT_TRANSLATE_NOOP("ModelCatalog", "Slower, hears more exactly."),
    ),
    _whisper(
        "large-v3-turbo",
        "mobiuslabsgmbh/faster-whisper-large-v3-turbo",
        1620,
        QT_TRANSLATE_NOOP("ModelCatalog", "Most exact; about real time on a CPU, best with a GPU."),
    ),
    AsrModel(
        name=RANDOM_ASR,
        repo_id=None,
        size_mb=0,
        english_only=False,
        title_said=Said(
            QT_TRANSLATE_NOOP("ModelCatalog", "Demo recognizer (random weights: hears nonsense)"),
            context="ModelCatalog",
        ),
        summary=QT_TRANSLATE_NOOP(
            "ModelCatalog",
            "The real faster-whisper code with a tiny random-weight Whisper built on this "
            "computer: it hears nonsense, for trying the studio and its tests offline.",
        ),
    ),
)


def asr_models() -> list[AsrModel]:
    """Every recognizer, hub models by size, the demo last (for the Models dialog)."""
    return list(ASR_MODELS)


def asr_model(name: str) -> AsrModel:
    """The recognizer called ``name``; StudioError naming the choices otherwise."""
    for model in ASR_MODELS:
        if model.name == name.strip():
            return model
    names = ", ".join(m.name for m in ASR_MODELS)
    raise StudioError(
        QT_TRANSLATE_NOOP(
            "StudioError", "There is no speech recognizer called {0!r}; choose one of: {1}."
        ),
        name,
        names,
    )


def download_hint(name: str) -> Said:
    """How a person gets the recognizer, for messages (a clause)."""
    return Said(
        QT_TRANSLATE_NOOP(
            "StudioError", "download it in Model > Models, or run voice-studio download --asr {0}"
        ),
        name,
    )


__all__ = [
    "ASR_FILE_PATTERNS",
    "ASR_MODELS",
    "DEFAULT_ASR",
    "RANDOM_ASR",
    "AsrModel",
    "asr_model",
    "asr_models",
    "download_hint",
]
