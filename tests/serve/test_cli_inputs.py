"""``voice-studio serve``'s inputs are checked before the model (and torch) loads: a wrong
voice file, a taken port and an open address without a key are said in one sentence."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from studio.cli.serve import listening_socket
from studio.errors import StudioError

CHECK_TORCH = (
    "import sys\n"
    "from studio.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "print('torch' in sys.modules, code)\n"
)


@pytest.mark.parametrize(
    ("voice", "words"),
    [("missing.wav", "no such file"), ("{folder}", "is a folder")],
)
def test_a_bad_voice_is_said_before_the_model_loads(voice: str, words: str, tmp_path: Path) -> None:
    argv = ["serve", "--voice", "alice=" + voice.format(folder=tmp_path), "--port", "0"]
    done = subprocess.run(
        [sys.executable, "-c", CHECK_TORCH, *argv],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert done.stdout.split() == ["False", "2"], done.stderr
    assert words in done.stderr and "Traceback" not in done.stderr


def test_a_taken_port_is_said() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(StudioError, match=f"Cannot listen on 127.0.0.1:{port}"):
            listening_socket("127.0.0.1", port)
