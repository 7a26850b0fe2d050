"""The test run's own home folder, and a check that the real one was left alone.

Importing this module (``tests/conftest.py`` does, before anything else, and
takes its hooks) points HOME and the XDG folders at a fresh temporary folder,
and drops the studio's and the Hugging Face client's own folder overrides, so
that every test and every process a test starts writes its settings, caches,
recent projects and trash there. The studio's places in
the real home are fingerprinted first; when the session ends they are read
again, and a change fails the run with the paths that changed.

A few things the tools need are read from the real home, never written: pip's
configuration (its package index), git's, and the sound server's address and
cookie, so that the record-and-play tests still reach the sound card.
"""

from __future__ import annotations

import glob
import os
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

# The package's top module holds constants only: importing it reads no folder.
from studio import APP_ID  # the desktop entry, icon and metainfo packaging/install.sh writes

APP_NAME = "voice-studio"

# The studio's and the hub client's folder overrides: a developer may have them set to
# real folders, where the tests must not write.
DROPPED = (
    "VOICE_STUDIO_CACHE_DIR",
    "VOICE_STUDIO_CONFIG_DIR",
    "VOICE_STUDIO_DATA_DIR",
    "HF_HOME",
    "HF_HUB_CACHE",
    "HUGGINGFACE_HUB_CACHE",
    "HF_ASSETS_CACHE",
    "HF_XET_CACHE",
    "HF_TOKEN_PATH",
    "HF_TOKEN",
    "HUGGING_FACE_HUB_TOKEN",
)


@dataclass(frozen=True)
class Places:
    """A user's home and XDG folders, as the environment names them."""

    home: Path
    config: Path
    cache: Path
    data: Path
    state: Path

    @classmethod
    def of(cls, env: dict[str, str] | os._Environ[str]) -> Places:
        home = Path(env.get("HOME") or Path("~").expanduser())

        def xdg(name: str, default: Path) -> Path:
            value = env.get(name, "")
            # The XDG spec ignores a relative path, and so do platformdirs and Qt.
            return Path(value) if value and os.path.isabs(value) else default

        return cls(
            home=home,
            config=xdg("XDG_CONFIG_HOME", home / ".config"),
            cache=xdg("XDG_CACHE_HOME", home / ".cache"),
            data=xdg("XDG_DATA_HOME", home / ".local" / "share"),
            state=xdg("XDG_STATE_HOME", home / ".local" / "state"),
        )


def watched_paths(places: Places, env: dict[str, str] | os._Environ[str]) -> list[Path]:
    """Every place the studio, its tests and its tools could write for this user."""
    paths = [
        places.config / APP_NAME,  # settings (QSettings), recent projects
        places.config / "QtProject.conf",  # Qt's file dialogs remember folders here
        places.cache / APP_NAME,  # prompt states, built recognizers
        places.cache / "huggingface",  # downloads and the hub login's token
        places.data / APP_NAME,  # dictionary, voice library, recovery
        places.data / "Trash",  # what a confirmed replace moves away
        places.data / "applications" / f"{APP_ID}.desktop",
        places.data / "metainfo" / f"{APP_ID}.metainfo.xml",
        places.data / "icons" / "hicolor" / "*" / "apps" / f"{APP_ID}.*",
        places.state / APP_NAME,
        places.home / ".qttest",  # QStandardPaths' test mode
        places.home / APP_NAME,  # the wheel's environment in the install instructions
    ]
    for name in ("VOICE_STUDIO_CACHE_DIR", "VOICE_STUDIO_CONFIG_DIR", "VOICE_STUDIO_DATA_DIR"):
        if env.get(name):
            paths.append(Path(env[name]).expanduser())
    for name in ("HF_HOME", "HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if env.get(name):
            paths.append(Path(env[name]).expanduser())
    return paths


Fingerprint = dict[str, tuple[str, int, int]]


def fingerprint(paths: list[Path]) -> Fingerprint:
    """Kind, size and modification time of each path and of everything under it."""
    seen: Fingerprint = {}

    def note(path: Path) -> None:
        try:
            info = path.lstat()
        except OSError:
            return
        kind = "dir" if stat.S_ISDIR(info.st_mode) else "file"
        # A folder's own time changes when an entry is added or removed.
        seen[str(path)] = (kind, info.st_size if kind == "file" else 0, info.st_mtime_ns)

    tops: list[Path] = []
    for path in paths:
        # A pattern is looked up anew each time, so that a file it names now is seen.
        tops += map(Path, sorted(glob.glob(str(path)))) if "*" in str(path) else [path]
    for top in tops:
        note(top)
        if top.is_dir() and not top.is_symlink():
            for folder, dirs, files in os.walk(top):
                for name in dirs + files:
                    note(Path(folder) / name)
    return seen


def changes(before: Fingerprint, after: Fingerprint) -> list[str]:
    """What differs, one line per path, in path order."""
    lines = []
    for path in sorted(before.keys() | after.keys()):
        if path not in before:
            lines.append(f"created {path}")
        elif path not in after:
            lines.append(f"removed {path}")
        elif before[path] != after[path]:
            lines.append(f"changed {path}")
    return lines


def _sound_server(real: Places, env: dict[str, str] | os._Environ[str]) -> str | None:
    """The PulseAudio socket the real home finds its server by, as a PULSE_SERVER value."""
    if env.get("PULSE_SERVER"):
        return env["PULSE_SERVER"]
    candidates = []
    if env.get("XDG_RUNTIME_DIR"):
        candidates.append(Path(env["XDG_RUNTIME_DIR"]) / "pulse" / "native")
    for id_file in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            machine = Path(id_file).read_text(encoding="ascii").strip()
        except OSError:
            continue
        # Without a runtime folder, the server's socket is found through this link.
        candidates.append(real.config / "pulse" / f"{machine}-runtime" / "native")
    for socket in candidates:
        if socket.is_socket():
            # Resolved: the link lives in the real home, the socket in a runtime folder.
            return f"unix:{socket.resolve()}"
    return None


def _copy_read_only_config(real: Places, fake: Places, env: dict[str, str]) -> None:
    """What pip, git and the sound client read from the home, copied into the new one."""
    copies = [
        (real.config / "pip", fake.config / "pip"),
        (real.home / ".pip", fake.home / ".pip"),
        (real.home / ".gitconfig", fake.home / ".gitconfig"),
        (real.config / "git", fake.config / "git"),
        (Path(env.get("PULSE_COOKIE") or real.config / "pulse" / "cookie"),
         fake.config / "pulse" / "cookie"),
    ]  # fmt: skip
    for source, target in copies:
        try:
            if source.is_dir():
                shutil.copytree(source, target, dirs_exist_ok=True)
            elif source.is_file():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
        except OSError:
            continue  # unreadable: the tool then runs without it, as for a new user


def isolated_environ(home: Path, env: dict[str, str] | os._Environ[str]) -> dict[str, str]:
    """``env`` with HOME and the XDG folders in ``home`` (made here), the overrides dropped,
    and the real sound server and tool settings still found."""
    real = Places.of(env)
    result = {key: value for key, value in env.items() if key not in DROPPED}
    fake = Places(
        home=home,
        config=home / ".config",
        cache=home / ".cache",
        data=home / ".local" / "share",
        state=home / ".local" / "state",
    )
    for folder in (fake.config, fake.cache, fake.data, fake.state):
        folder.mkdir(parents=True, exist_ok=True)
    result.update(
        HOME=str(fake.home),
        XDG_CONFIG_HOME=str(fake.config),
        XDG_CACHE_HOME=str(fake.cache),
        XDG_DATA_HOME=str(fake.data),
        XDG_STATE_HOME=str(fake.state),
    )
    server = _sound_server(real, env)
    if server is not None:
        result["PULSE_SERVER"] = server
    result.pop("PULSE_COOKIE", None)
    if not env.get("XDG_RUNTIME_DIR"):
        # A real runtime folder holds the desktop's sockets (sound, D-Bus) and is kept;
        # without one, Qt wants a private folder of its own rather than a shared default.
        runtime = home / "runtime"
        runtime.mkdir(mode=0o700, exist_ok=True)
        result["XDG_RUNTIME_DIR"] = str(runtime)
    _copy_read_only_config(real, fake, result)
    return result


class HomeGuard:
    """The session's temporary home, and the real home's places as they were."""

    def __init__(self) -> None:
        self.real = Places.of(os.environ)
        self.watched = watched_paths(self.real, os.environ)
        self.before = fingerprint(self.watched)
        self.folder = Path(tempfile.mkdtemp(prefix="voice-studio-tests-home-"))
        isolated = isolated_environ(self.folder, os.environ)
        for key in [k for k in os.environ if k not in isolated]:
            del os.environ[key]
        os.environ.update(isolated)
        self.changed: list[str] = []

    def check(self) -> list[str]:
        self.changed = changes(self.before, fingerprint(self.watched))
        return self.changed

    def remove(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


GUARD = HomeGuard()


def pytest_report_header() -> str:
    return f"home for the tests: {GUARD.folder} (the real one, {GUARD.real.home}, is checked)"


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    # A run that failed or was interrupted keeps its own status; the changes are listed.
    passing = (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED)
    if GUARD.check() and session.exitstatus in passing:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not GUARD.changed:
        return
    terminalreporter.section("files changed in the real home folder", red=True, bold=True)
    terminalreporter.line(
        "The tests must write only under their own home "
        f"({GUARD.folder}); this changed while they ran (or another program changed it):"
    )
    for line in GUARD.changed[:50]:
        terminalreporter.line(f"  {line}")
    if len(GUARD.changed) > 50:
        terminalreporter.line(f"  ... and {len(GUARD.changed) - 50} more")


def pytest_unconfigure() -> None:
    GUARD.remove()
