"""Models the user keeps in their own folders: checked before use, listed in a JSON file.

A check reads only names, JSON and YAML headers and safetensors tensor names,
never the weights, so it takes milliseconds even for a multi-gigabyte model.
The list lives in the studio's config folder (``local-models.json``), apart
from projects and window settings, and holds only paths and names.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.core.files.atomic_file import write_text_atomic
from studio.errors import QT_TRANSLATE_NOOP, LocalModelError, Said, StudioError, joined
from studio.models.catalog import ModelEntry, local_entry
from studio.paths import default_config_dir

log = logging.getLogger(__name__)

LIST_FILE = "local-models.json"
LIST_VERSION = 1
_WEIGHT_KEYS = ("weights_path",)


@dataclass(frozen=True)
class LocalModel:
    engine_id: str
    path: Path
    name: str
    added: float


@dataclass(frozen=True)
class LocalKind:
    """An engine that takes models from the user's own folders: its name for people,
    what keeps a folder (or file) from loading as one of its models (the clauses of one
    sentence; none: it loads), and whether one file can be a model too."""

    title: str
    check: Callable[[Path], Sequence[str | Said]]
    files: bool = False


# Engine id -> how its local models are checked. The built-in engines' are below
# (``BUILTIN_LOCAL``); the engine registry adds those of plugins (``local_kinds``).
LocalKinds = Mapping[str, LocalKind]


def check_local_model(
    engine_id: str, path: Path, kinds: LocalKinds | None = None
) -> list[str | Said]:
    """What keeps ``path`` from loading as a model of ``engine_id``; empty when nothing
    does. ``kinds``: the engines that take local models (default: the built-in ones)."""
    kinds = BUILTIN_LOCAL if kinds is None else kinds
    kind = kinds.get(engine_id)
    if kind is None:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Unknown engine {0!r}; choose one of: {1}."),
            engine_id,
            ", ".join(kinds),
        )
    if not path.exists():
        return [Said(QT_TRANSLATE_NOOP("StudioError", "{0} does not exist"), path)]
    return list(kind.check(path))


def require_local_model(engine_id: str, path: Path, kinds: LocalKinds | None = None) -> None:
    """Raise LocalModelError with one sentence saying what is missing at ``path``."""
    problems = check_local_model(engine_id, path, kinds)
    if problems:
        kinds = BUILTIN_LOCAL if kinds is None else kinds
        said = describe_problems(engine_id, path, problems, kinds[engine_id].title)
        raise LocalModelError(said)


def describe_problems(
    engine_id: str, path: Path, problems: Sequence[str | Said], title: str = ""
) -> Said:
    # The problems are the checks' own clauses (``check_local_model``'s list).
    if engine_id == "pocket":
        template = QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} cannot be used as a pocket-tts model: {1}; "
            "choose the folder or file that holds the whole model.",
        )
    elif engine_id == "voxcpm":
        template = QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} cannot be used as a VoxCPM2 model: {1}; "
            "choose the folder or file that holds the whole model.",
        )
    else:  # an engine plugin's
        return Said(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} cannot be used as a model of {2}: {1}; "
                "choose the folder or file that holds the whole model.",
            ),
            path,
            joined(problems),
            title or engine_id,
        )
    return Said(template, path, joined(problems))


def _check_pocket(path: Path) -> list[Said]:
    if path.is_dir():
        configs = sorted(path.glob("*.yaml")) + sorted(path.glob("*.yml"))
        if not configs:
            return [
                Said(
                    QT_TRANSLATE_NOOP(
                        "StudioError", "the folder holds no pocket-tts config (.yaml)"
                    )
                )
            ]
        path = configs[0]
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        return _check_pocket_config(path)
    if suffix == ".safetensors":
        return _check_pocket_weights(path)
    if suffix == ".pt":
        return (
            []
            if path.stat().st_size > 0
            else [Said(QT_TRANSLATE_NOOP("StudioError", "{0} is empty"), path.name)]
        )
    return [
        Said(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is not a config (.yaml), weights (.safetensors) or checkpoint (.pt)",
            ),
            path.name,
        )
    ]


def _check_pocket_config(path: Path) -> list[Said]:
    import yaml  # with the first folder checked, not at start-up

    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        return [
            Said(
                QT_TRANSLATE_NOOP("StudioError", "{0} cannot be read as YAML ({1})"),
                path.name,
                type(exc).__name__,
            )
        ]
    if not isinstance(raw, dict) or not isinstance(raw.get("flow_lm"), dict):
        return [
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError", "{0} is not a pocket-tts config (it has no flow_lm section)"
                ),
                path.name,
            )
        ]
    problems: list[Said] = []
    holders: list[dict[str, Any]] = [raw, raw["flow_lm"]]
    if isinstance(raw.get("mimi"), dict):
        holders.append(raw["mimi"])
    else:
        problems.append(
            Said(QT_TRANSLATE_NOOP("StudioError", "{0} has no mimi section"), path.name)
        )
    named = [str(h[key]) for h in holders for key in _WEIGHT_KEYS if h.get(key)]
    if not named:
        problems.append(
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError", "{0} names no weights (weights_path), so it would speak noise"
                ),
                path.name,
            )
        )
    table = raw["flow_lm"].get("lookup_table")
    if isinstance(table, dict) and table.get("tokenizer_path"):
        named.append(str(table["tokenizer_path"]))
    for item in named:
        if item.startswith(("hf://", "http://", "https://")):
            continue  # fetched by pocket-tts itself, through the hub cache
        local = Path(item).expanduser()
        local = local if local.is_absolute() else path.parent / local
        if not local.is_file():
            problems.append(
                Said(
                    QT_TRANSLATE_NOOP("StudioError", "the file {0} named in {1} is missing"),
                    item,
                    path.name,
                )
            )
    return problems


def _check_pocket_weights(path: Path) -> list[Said]:
    names = _safetensors_names(path)
    if names is None:
        return [
            Said(
                QT_TRANSLATE_NOOP("StudioError", "{0} cannot be read as a safetensors file"),
                path.name,
            )
        ]
    problems: list[Said] = []
    for prefix in ("flow_lm.", "mimi."):
        if not any(name.startswith(prefix) for name in names):
            problems.append(
                Said(QT_TRANSLATE_NOOP("StudioError", "{0} has no {1}* tensors"), path.name, prefix)
            )
    return problems


def _safetensors_names(path: Path) -> list[str] | None:
    """Tensor names from a safetensors header, without reading the tensors."""
    try:
        with open(path, "rb") as handle:
            size = int.from_bytes(handle.read(8), "little")
            if not 0 < size <= 100 * 1024 * 1024:
                return None
            header = json.loads(handle.read(size))
    except (OSError, ValueError):
        return None
    if not isinstance(header, dict):
        return None
    return [name for name in header if name != "__metadata__"]


def check_voxcpm_folder(path: Path) -> list[Said]:
    """What a VoxCPM2 folder lacks: config, model and audio VAE weights, tokenizer."""
    if not path.is_dir():
        return [
            Said(
                QT_TRANSLATE_NOOP(
                    "StudioError", "{0} is not a folder (a VoxCPM2 model is a folder)"
                ),
                path.name,
            )
        ]
    problems: list[Said] = []
    config = path / "config.json"
    if not config.is_file():
        problems.append(Said(QT_TRANSLATE_NOOP("StudioError", "config.json is missing")))
    else:
        try:
            raw = json.loads(config.read_text(encoding="utf-8"))
            architecture = str(raw.get("architecture", "voxcpm")).lower()
        except (OSError, ValueError, AttributeError):
            problems.append(Said(QT_TRANSLATE_NOOP("StudioError", "config.json cannot be read")))
        else:
            if architecture != "voxcpm2":
                problems.append(
                    Said(
                        QT_TRANSLATE_NOOP(
                            "StudioError", "config.json describes a {0} model, not VoxCPM2"
                        ),
                        architecture,
                    )
                )
    required = (
        (
            QT_TRANSLATE_NOOP(
                "StudioError",
                "the model weights (model.safetensors or pytorch_model.bin) are missing",
            ),
            ("model.safetensors", "pytorch_model.bin"),
        ),
        (
            QT_TRANSLATE_NOOP(
                "StudioError",
                "the audio VAE weights (audiovae.safetensors or audiovae.pth) are missing",
            ),
            ("audiovae.safetensors", "audiovae.pth"),
        ),
        (
            QT_TRANSLATE_NOOP(
                "StudioError", "the tokenizer (tokenizer.json or tokenizer.model) is missing"
            ),
            ("tokenizer.json", "tokenizer.model"),
        ),
    )
    for message, names in required:
        if not any((path / name).is_file() for name in names):
            problems.append(Said(message))
    return problems


def default_list_file() -> Path:
    return default_config_dir() / LIST_FILE


class LocalModelList:
    """The user's local models, persisted as JSON. Use from one thread at a time."""

    def __init__(self, file: Path | None = None, kinds: LocalKinds | None = None) -> None:
        """``kinds``: the engines whose local models it keeps (default: the built-in
        ones; the window and the command line pass the registry's, plugins included)."""
        self.file = file or default_list_file()
        self.kinds = BUILTIN_LOCAL if kinds is None else kinds

    def models(self) -> list[LocalModel]:
        """The models of the engines there are now: one of an engine gone (a plugin
        uninstalled) stays in the file, not shown, and is back with its engine."""
        return [m for m in self._read() if m.engine_id in self.kinds]

    def entries(self) -> list[ModelEntry]:
        return [
            local_entry(m.engine_id, m.path, m.name, self.kinds[m.engine_id].title)
            for m in self.models()
        ]

    def add(self, engine_id: str, path: Path, name: str | None = None) -> LocalModel:
        """Check ``path`` and remember it; raises LocalModelError saying what is missing."""
        path = path.expanduser().resolve()
        require_local_model(engine_id, path, self.kinds)
        models = [m for m in self._read() if not (m.path == path and m.engine_id == engine_id)]
        model = LocalModel(engine_id, path, name or path.name, time.time())
        models.append(model)
        self._write(models)
        return model

    def remove(self, engine_id: str, path: Path) -> bool:
        """Forget a local model (its files stay where they are)."""
        path = path.expanduser().resolve()
        models = self._read()
        kept = [m for m in models if not (m.path == path and m.engine_id == engine_id)]
        if len(kept) == len(models):
            return False
        self._write(kept)
        return True

    def _read(self) -> list[LocalModel]:
        try:
            raw = json.loads(self.file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as exc:
            log.warning("Ignoring the unreadable local model list %s (%s)", self.file, exc)
            return []
        models: list[LocalModel] = []
        for item in raw.get("models", []) if isinstance(raw, dict) else []:
            try:
                engine_id, path = str(item["engine"]), Path(str(item["path"]))
                name, added = str(item.get("name") or path.name), float(item.get("added", 0))
            except (KeyError, TypeError, ValueError):
                continue
            models.append(LocalModel(engine_id, path, name, added))
        return models

    def _write(self, models: list[LocalModel]) -> None:
        self.file.parent.mkdir(parents=True, exist_ok=True)
        data = {
            "version": LIST_VERSION,
            "models": [
                {"engine": m.engine_id, "path": str(m.path), "name": m.name, "added": m.added}
                for m in models
            ],
        }
        write_text_atomic(self.file, json.dumps(data, indent=2) + "\n")


BUILTIN_LOCAL: LocalKinds = {
    "pocket": LocalKind("pocket-tts", _check_pocket, files=True),
    "voxcpm": LocalKind("VoxCPM2", check_voxcpm_folder),
}
