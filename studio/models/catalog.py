"""The models the studio can use, described for a person choosing one.

Three built-in entries (pocket-tts from the hub, VoxCPM2 from the hub, the
demo model with random weights) and one per local model the user added.
Nothing here touches the network or imports torch: building the list is
instant, so a dialog can show it at once.
"""

from __future__ import annotations

import enum
import importlib.util
import re
from dataclasses import dataclass
from pathlib import Path

from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

# The engines a model can be for (studio.engines implements them; this list
# lives here so the command line can offer it without importing torch).
ENGINES = ("pocket", "voxcpm")
_BUILTIN_TITLES = {"pocket": "pocket-tts", "voxcpm": "VoxCPM2"}


class ModelKind(enum.Enum):
    HUB = "hub"
    LOCAL = "local"
    DEMO = "demo"
    PLUGIN = "plugin"  # offered by an engine plugin (studio.engines.registry)


@dataclass(frozen=True)
class HubFile:
    """One file of a hub repository at a revision (a commit hash or a branch)."""

    repo_id: str
    filename: str
    revision: str

    @classmethod
    def parse(cls, url: str) -> HubFile:
        """``hf://org/repo/path/in/repo[@revision]``, as pocket-tts configs write them."""
        body = url.removeprefix("hf://")
        body, _, revision = body.partition("@")
        parts = body.split("/")
        if not url.startswith("hf://") or len(parts) < 3:
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "{0!r} is not an hf://ORG/REPO/FILE address."),
                url,
            )
        return cls("/".join(parts[:2]), "/".join(parts[2:]), revision or "main")


@dataclass(frozen=True)
class HubSource:
    """What to fetch: listed files, or (``files`` empty) every file of ``repo_id``."""

    repo_id: str
    revision: str = "main"
    files: tuple[HubFile, ...] = ()

    @property
    def repos(self) -> tuple[str, ...]:
        names = [self.repo_id, *(f.repo_id for f in self.files)]
        return tuple(dict.fromkeys(names))


@dataclass(frozen=True)
class ModelEntry:
    """One row of the Models dialog: what the model is and how to load it."""

    id: str
    kind: ModelKind
    title: str
    summary: str
    engine_id: str
    # What ``studio.engines.load_engine`` takes as ``model_spec``.
    model_spec: str
    source: HubSource | None = None
    path: Path | None = None
    gated: bool = False
    page_url: str | None = None
    licence: str = ""
    terms: str = ""
    # The credit the weights' licence asks for in what is shared (written into exports).
    attribution: str = ""
    # Set when the entry cannot be used on this installation at all
    # (its engine package is missing, its plugin broken), in one sentence.
    unavailable: Said | None = None

    @property
    def title_said(self) -> Said:
        """The title as a clause of a sentence: the window translates the catalog's own
        titles (context ModelCatalog) and keeps any other as it is."""
        return Said(self.title, context="ModelCatalog")


POCKET_ID = "pocket-tts"
VOXCPM_ID = "voxcpm2"
DEMO_ID = "demo"
POCKET_REPO = "kyutai/pocket-tts"
VOXCPM_REPO = "openbmb/VoxCPM2"
POCKET_PAGE = f"https://huggingface.co/{POCKET_REPO}"
TOKENS_PAGE = "https://huggingface.co/settings/tokens"

POCKET_TERMS = (
    "The weights are published by Kyutai under CC-BY-4.0 (credit Kyutai when you share "
    "what you make). To download the voice-cloning weights you accept Kyutai's terms on the "
    "model page: no voice impersonation or cloning without the explicit, lawful consent of "
    "the person; no misinformation or presenting generated speech as a real recording; no "
    "unlawful, harmful or deceptive use."
)
# What audio made with the weights credits, in an export's comment tag.
POCKET_ATTRIBUTION = (
    "Speech synthesized with pocket-tts by Kyutai (weights: CC-BY-4.0, "
    "https://huggingface.co/kyutai/pocket-tts)."
)
VOXCPM_ATTRIBUTION = (
    "Speech synthesized with VoxCPM2 by OpenBMB "
    "(Apache-2.0, https://huggingface.co/openbmb/VoxCPM2)."
)
VOXCPM_TERMS = (
    "Code and weights are published by OpenBMB under the Apache-2.0 licence; the model page "
    "asks you not to use cloned voices for impersonation, fraud or deception."
)


def _package_folder(name: str) -> Path | None:
    """Where an installed package lives, without importing it (pocket-tts imports torch)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def pocket_entry() -> ModelEntry:
    """pocket-tts's packaged English model; its files are read from the packaged config."""
    folder = _package_folder("pocket_tts")
    source: HubSource | None = None
    unavailable: Said | None = None
    if folder is None:
        unavailable = Said(
            QT_TRANSLATE_NOOP(
                "ModelCatalog",
                "pocket-tts is not installed; run `pip install voice-studio` again.",
            ),
            context="ModelCatalog",
        )
    else:
        import yaml  # with the first look at the model, not at start-up

        raw = (folder / "config" / "english.yaml").read_text(encoding="utf-8")
        config = yaml.safe_load(raw)
        files = (
            HubFile.parse(config["weights_path"]),
            HubFile.parse(config["flow_lm"]["lookup_table"]["tokenizer_path"]),
        )
        source = HubSource(files[0].repo_id, files[0].revision, files)
    return ModelEntry(
        id=POCKET_ID,
        kind=ModelKind.HUB,
        title=QT_TRANSLATE_NOOP("ModelCatalog", "pocket-tts (English, voice cloning)"),
        summary=QT_TRANSLATE_NOOP(
            "ModelCatalog",
            "Kyutai's 100M-parameter model: clones a voice from a few seconds of audio, "
            "in real time on a CPU.",
        ),
        engine_id="pocket",
        model_spec="default",
        source=source,
        gated=True,
        page_url=POCKET_PAGE,
        licence="CC-BY-4.0",
        terms=POCKET_TERMS,
        attribution=POCKET_ATTRIBUTION,
        unavailable=unavailable,
    )


def voxcpm_entry(repo_id: str = VOXCPM_REPO) -> ModelEntry:
    """VoxCPM2 (or another VoxCPM2 repository on the hub): every file of the repo."""
    missing = importlib.util.find_spec("voxcpm") is None
    official = repo_id == VOXCPM_REPO
    return ModelEntry(
        id=VOXCPM_ID if official else f"hub:{repo_id}",
        kind=ModelKind.HUB,
        title=QT_TRANSLATE_NOOP("ModelCatalog", "VoxCPM2 (30 languages, 48 kHz)")
        if official
        else f"VoxCPM2 from {repo_id}",
        summary=QT_TRANSLATE_NOOP(
            "ModelCatalog",
            "OpenBMB's 2B-parameter model: higher quality and many languages; a GPU with about "
            "8 GB of memory is recommended, on a CPU it is far slower than real time.",
        ),
        engine_id="voxcpm",
        model_spec=repo_id,
        source=HubSource(repo_id, "main"),
        page_url=f"https://huggingface.co/{repo_id}",
        licence="Apache-2.0" if official else "",
        terms=VOXCPM_TERMS if official else "See the model page.",
        attribution=VOXCPM_ATTRIBUTION if official else "",
        unavailable=(
            Said(
                QT_TRANSLATE_NOOP(
                    "ModelCatalog",
                    "The VoxCPM engine needs the optional voxcpm package: run "
                    "`bash scripts/setup.sh` or `pip install 'voice-studio[voxcpm]'`.",
                ),
                context="ModelCatalog",
            )
            if missing
            else None
        ),
    )


def demo_entry() -> ModelEntry:
    """pocket-tts's default architecture with random weights: it makes noise, not speech."""
    return ModelEntry(
        id=DEMO_ID,
        kind=ModelKind.DEMO,
        title=QT_TRANSLATE_NOOP("ModelCatalog", "Demo model (random weights: makes noise)"),
        summary=QT_TRANSLATE_NOOP(
            "ModelCatalog",
            "The real pocket-tts code with random weights, built on this computer without a "
            "download. It speaks noise, not words: use it to try the studio, its cache and "
            "its timings.",
        ),
        engine_id="pocket",
        model_spec="random",
        licence="none needed",
    )


def local_entry(
    engine_id: str, path: Path, name: str | None = None, engine_title: str | None = None
) -> ModelEntry:
    """The catalog row for a model at ``path`` (checked separately, see ``check_local_model``);
    ``engine_title``: the engine's name for people (a built-in engine's is known here)."""
    engine_name = engine_title or _BUILTIN_TITLES.get(engine_id, engine_id)
    return ModelEntry(
        id=f"local:{engine_id}:{path}",
        kind=ModelKind.LOCAL,
        title=name or f"{path.name} (local {engine_name})",
        summary=f"A {engine_name} model in your own folder: {path}",
        engine_id=engine_id,
        model_spec=str(path),
        path=path,
        licence="as given by whoever made it",
    )


def builtin_entries() -> list[ModelEntry]:
    return [pocket_entry(), voxcpm_entry(), demo_entry()]


_HUB_ID = re.compile(r"[\w.-]+/[\w.-]+")


def entry_for(engine_id: str, model_spec: str) -> ModelEntry:
    """The entry behind ``--engine``/``--model`` as the command line takes them.

    ``default`` is the engine's hub model, ``random[:...]`` a demo model, an
    ``org/name`` a VoxCPM2 repository on the hub, anything else a local path.
    """
    spec = model_spec.strip() or "default"
    if spec == "random" or spec.startswith("random:"):
        demo = demo_entry()
        if spec == demo.model_spec and engine_id == demo.engine_id:
            return demo
        return ModelEntry(
            id=f"random:{engine_id}:{spec}",
            kind=ModelKind.DEMO,
            title=f"Random weights ({spec}: makes noise)",
            summary=demo.summary,
            engine_id=engine_id,
            model_spec=spec,
            licence=demo.licence,
        )
    if engine_id == "pocket":
        if spec == "default":
            return pocket_entry()
        return local_entry("pocket", Path(spec).expanduser())
    if engine_id == "voxcpm":
        if spec in ("default", VOXCPM_REPO):
            return voxcpm_entry()
        local = Path(spec).expanduser()
        if _HUB_ID.fullmatch(spec) and not local.exists():
            return voxcpm_entry(spec)
        return local_entry("voxcpm", local)
    raise StudioError(
        QT_TRANSLATE_NOOP("StudioError", "Unknown engine {0!r}; choose one of: {1}."),
        engine_id,
        ", ".join(ENGINES),
    )
