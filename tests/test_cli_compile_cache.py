"""``voice-studio cache ls`` lists the compiled models beside the voice states (size, key,
last use, last compile time), and ``cache clear`` clears both."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.cache.compile_cache import CompileCache, CompileKey, compile_cache_dir
from studio.cli.main import main

KEY = CompileKey(
    engine="voxcpm 2.0.3",
    fingerprint="random:full@0:abcdef",
    dtype="bfloat16",
    device="NVIDIA H200",
    torch="2.11.0+cu130",
    cuda="13.0",
    triton="3.6.0",
    python="3.12.3",
)


def test_cache_ls_and_clear_cover_the_compiled_models(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = CompileCache(compile_cache_dir(tmp_path))
    folder = cache.open(KEY)
    (folder / "inductor").mkdir()
    (folder / "inductor" / "graph").write_bytes(b"\0" * 2_000_000)
    cache.record(KEY, 87.94)

    assert main(["cache", "ls", "--cache-dir", str(tmp_path), "--json"]) == 0
    listing = json.loads(capsys.readouterr().out)
    assert listing["entries"] == [] and listing["compiled_dir"] == str(tmp_path / "compiled")
    (model,) = listing["compiled"]
    assert model["key"] == KEY.digest and model["nbytes"] >= 2_000_000
    assert model["compile_seconds"] == 87.94 and model["last_used"] > 0
    assert model["fields"]["device"] == "NVIDIA H200" and model["fields"]["cuda"] == "13.0"

    assert main(["cache", "ls", "--cache-dir", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert "1 compiled model in" in text and "compiled in 87.9 s" in text
    assert "device NVIDIA H200" in text and "torch 2.11.0+cu130" in text and "2.00 MB" in text

    assert main(["cache", "clear", "--cache-dir", str(tmp_path)]) == 0
    said = capsys.readouterr().err
    assert "Removed 1 compiled model from" in said
    assert cache.entries() == [] and not folder.exists()


def test_render_passes_compile_on_and_says_its_phases(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import studio.engines
    from studio.cli.main import build_parser
    from studio.cli.render_backend import start_backend
    from studio.engines.info import CompileOptions, LoadPhase
    from studio.errors import StudioError

    asked: list[CompileOptions] = []

    def load_engine(*args: object) -> object:
        options = args[-1]
        assert isinstance(options, CompileOptions) and options.on_phase is not None
        asked.append(options)
        options.on_phase(LoadPhase("compiling", 87.94))
        options.on_phase(LoadPhase("compiled", 12.34, reused=4, built=0))
        options.on_phase(LoadPhase("not compiled", problem="no C++ compiler"))
        raise StudioError("stopped here")

    monkeypatch.setattr(studio.engines, "load_engine", load_engine)
    args = build_parser().parse_args(
        ["render", "-", "--voice", "a.wav", "--compile", "off", "--cache-dir", str(tmp_path)]
    )
    with pytest.raises(StudioError, match="stopped here"):
        start_backend(args)
    assert [(o.choice, o.cache_dir) for o in asked] == [("off", tmp_path)]
    said = capsys.readouterr().err.splitlines()
    assert "Compiling the model (it took 87.9 s last time) ..." in said
    assert "Compiled in 12.3 s (4 graphs from the compile cache, 0 compiled anew)." in said
    assert "Note: the model could not be compiled (no C++ compiler); it runs uncompiled." in said
