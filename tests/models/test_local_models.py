"""Local models: checked before use (the message names what is missing), remembered in JSON."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest
import yaml

from studio.errors import LocalModelError, StudioError
from studio.models import (
    LocalModelList,
    ModelKind,
    check_local_model,
    demo_entry,
    ensure_installed,
    entry_for,
    list_models,
    model_status,
    remove_model,
)


def problems_of(engine_id: str, path: Path) -> list[str]:
    """``check_local_model``'s clauses, in the command line's English."""
    return [str(problem) for problem in check_local_model(engine_id, path)]


def write_safetensors(path: Path, names: list[str]) -> Path:
    """A valid safetensors file with tiny float32 tensors of these names."""
    header: dict[str, object] = {}
    offset = 0
    for name in names:
        header[name] = {"dtype": "F32", "shape": [1], "data_offsets": [offset, offset + 4]}
        offset += 4
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + b"\0" * offset)
    return path


def voxcpm_folder(path: Path, *, skip: tuple[str, ...] = ()) -> Path:
    path.mkdir(parents=True)
    files = {
        "config.json": json.dumps({"architecture": "voxcpm2"}),
        "model.safetensors": "",
        "audiovae.pth": "",
        "tokenizer.json": "{}",
    }
    for name, text in files.items():
        if name not in skip:
            (path / name).write_text(text)
    return path


def pocket_config(folder: Path, weights: str | None = "weights.safetensors") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    raw: dict[str, object] = {"flow_lm": {"lookup_table": {"n_bins": 10}}, "mimi": {}}
    if weights is not None:
        raw["weights_path"] = weights
    config = folder / "model.yaml"
    config.write_text(yaml.safe_dump(raw))
    return config


def test_a_complete_voxcpm_folder_is_usable(tmp_path: Path) -> None:
    assert problems_of("voxcpm", voxcpm_folder(tmp_path / "vox")) == []


def test_an_incomplete_voxcpm_folder_names_every_missing_piece(tmp_path: Path) -> None:
    folder = voxcpm_folder(tmp_path / "vox", skip=("audiovae.pth", "tokenizer.json"))
    problems = problems_of("voxcpm", folder)
    assert problems == [
        "the audio VAE weights (audiovae.safetensors or audiovae.pth) are missing",
        "the tokenizer (tokenizer.json or tokenizer.model) is missing",
    ]
    with pytest.raises(LocalModelError) as caught:
        ensure_installed(entry_for("voxcpm", str(folder)))
    message = str(caught.value)
    assert str(folder) in message and "audio VAE weights" in message and "tokenizer" in message


def test_a_voxcpm_1_folder_is_refused(tmp_path: Path) -> None:
    folder = voxcpm_folder(tmp_path / "vox")
    (folder / "config.json").write_text(json.dumps({"architecture": "voxcpm"}))
    assert problems_of("voxcpm", folder) == ["config.json describes a voxcpm model, not VoxCPM2"]


def test_pocket_weights_file_must_hold_both_models(tmp_path: Path) -> None:
    good = write_safetensors(tmp_path / "good.safetensors", ["flow_lm.a", "mimi.b"])
    half = write_safetensors(tmp_path / "half.safetensors", ["flow_lm.a"])
    junk = tmp_path / "junk.safetensors"
    junk.write_bytes(b"not a safetensors file")
    assert problems_of("pocket", good) == []
    assert problems_of("pocket", half) == ["half.safetensors has no mimi.* tensors"]
    assert problems_of("pocket", junk) == ["junk.safetensors cannot be read as a safetensors file"]


def test_pocket_config_folder_checks_the_files_it_names(tmp_path: Path) -> None:
    folder = tmp_path / "pocket"
    pocket_config(folder)
    assert problems_of("pocket", folder) == [
        "the file weights.safetensors named in model.yaml is missing"
    ]
    write_safetensors(folder / "weights.safetensors", ["flow_lm.a", "mimi.b"])
    assert problems_of("pocket", folder) == []


def test_pocket_config_without_weights_would_speak_noise(tmp_path: Path) -> None:
    config = pocket_config(tmp_path / "p", weights=None)
    assert problems_of("pocket", config) == [
        "model.yaml names no weights (weights_path), so it would speak noise"
    ]


def test_missing_path_and_wrong_kind_of_file(tmp_path: Path) -> None:
    assert problems_of("pocket", tmp_path / "nope") == [f"{tmp_path / 'nope'} does not exist"]
    other = tmp_path / "notes.txt"
    other.write_text("hello")
    assert problems_of("pocket", other) == [
        "notes.txt is not a config (.yaml), weights (.safetensors) or checkpoint (.pt)"
    ]
    empty = tmp_path / "empty"
    empty.mkdir()
    assert problems_of("pocket", empty) == ["the folder holds no pocket-tts config (.yaml)"]
    with pytest.raises(StudioError, match="Unknown engine"):
        problems_of("tortoise", empty)


def test_the_list_is_remembered_and_refuses_unusable_models(tmp_path: Path) -> None:
    listing = LocalModelList(tmp_path / "config" / "local-models.json")
    folder = voxcpm_folder(tmp_path / "vox")
    with pytest.raises(LocalModelError, match="tokenizer"):
        listing.add("voxcpm", voxcpm_folder(tmp_path / "broken", skip=("tokenizer.json",)))
    listing.add("voxcpm", folder, name="My VoxCPM2")
    again = LocalModelList(listing.file)
    [model] = again.models()
    assert (model.engine_id, model.path, model.name) == ("voxcpm", folder.resolve(), "My VoxCPM2")
    assert json.loads(listing.file.read_text())["models"][0]["path"] == str(folder.resolve())

    [entry] = again.entries()
    assert entry.kind is ModelKind.LOCAL and entry.model_spec == str(folder.resolve())
    status = model_status(entry)
    assert status.installed and status.location == folder.resolve() and "Ready" in status.describe()

    # The files change behind the studio's back: the row says what is missing now.
    (folder / "tokenizer.json").unlink()
    status = model_status(entry)
    assert not status.installed and "tokenizer" in status.describe()

    # Remove forgets the model; its files stay.
    assert remove_model(entry, local_models=again) == 0
    assert again.models() == [] and folder.is_dir()


def test_an_unreadable_list_is_ignored(tmp_path: Path) -> None:
    file = tmp_path / "local-models.json"
    file.write_text("{not json")
    assert LocalModelList(file).models() == []


def test_the_models_list_puts_hub_models_first_and_the_demo_last(tmp_path: Path) -> None:
    listing = LocalModelList(tmp_path / "local-models.json")
    listing.add("voxcpm", voxcpm_folder(tmp_path / "vox"))
    ids = [entry.id for entry in list_models(listing)]
    assert ids[:2] == ["pocket-tts", "voxcpm2"] and ids[-1] == "demo"
    assert ids[2].startswith("local:voxcpm:")


def test_the_demo_model_is_plain_about_making_noise() -> None:
    demo = demo_entry()
    assert "noise" in demo.title and "noise" in demo.summary
    status = model_status(demo)
    assert status.installed and status.usable and ensure_installed(demo) is None
    assert (demo.engine_id, demo.model_spec) == ("pocket", "random")
    with pytest.raises(StudioError, match="nothing on disk"):
        remove_model(demo)


def test_command_line_specs_map_to_entries(tmp_path: Path) -> None:
    assert entry_for("pocket", "default").id == "pocket-tts"
    assert entry_for("voxcpm", "default").id == "voxcpm2"
    assert entry_for("voxcpm", "openbmb/VoxCPM2").id == "voxcpm2"
    assert entry_for("voxcpm", "someone/VoxCPM2-finetune").id == "hub:someone/VoxCPM2-finetune"
    assert entry_for("pocket", "random:english_2m_2026-10").kind is ModelKind.DEMO
    assert entry_for("pocket", str(tmp_path)).kind is ModelKind.LOCAL
