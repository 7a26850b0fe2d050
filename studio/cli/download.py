"""``voice-studio download``: fetch a model's weights now, so the studio works offline later.

The same backend as the Models dialog (studio.models): a progress bar on a
terminal (plain lines otherwise), Ctrl+C cancels and keeps what arrived, a
rerun resumes, and an unreachable hub is said within seconds.
"""

from __future__ import annotations

import argparse
import sys
import time
from types import TracebackType
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskID, TextColumn

from studio.cli.interrupt import cancel_on_sigint
from studio.cli.options import engine_options
from studio.errors import DownloadCancelled, HubOfflineError, StudioError
from studio.models import (
    DownloadProgress,
    ModelKind,
    check_connection,
    download_model,
    entry_for,
    format_bytes,
    model_status,
    require_local_model,
)
from studio.models.asr_catalog import asr_model
from studio.models.asr_install import asr_status, download_asr
from studio.models.hub import offline_mode

EXIT_OK, EXIT_CANCELLED = 0, 130
# Without a terminal (a log file, CI) one line per this many seconds.
PLAIN_INTERVAL_S = 5.0


def add_download_parser(subparsers: Any) -> argparse.ArgumentParser:
    download: argparse.ArgumentParser = subparsers.add_parser(
        "download", help="fetch a model's weights now, so the studio later works offline"
    )
    engine_options(download)
    download.add_argument(
        "--asr",
        default=None,
        metavar="NAME",
        help="fetch a speech recognizer instead (for render --check-words): tiny, base, small "
        "or large-v3-turbo, .en for English only (default: a TTS model, as --engine and "
        "--model say)",
    )
    return download


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def run_download(args: argparse.Namespace) -> int:
    if args.asr is not None:
        return download_recognizer(args.asr)
    entry = entry_for(args.engine, args.model)
    if entry.unavailable is not None:
        raise StudioError(entry.unavailable)
    if entry.kind is ModelKind.DEMO:
        _say(f"{entry.title}: random weights are built on this computer; nothing to download.")
        return EXIT_OK
    if entry.kind is ModelKind.LOCAL:
        assert entry.path is not None
        require_local_model(entry.engine_id, entry.path)
        _say(f"{entry.path} is a local model with everything it needs; nothing to download.")
        return EXIT_OK
    status = model_status(entry)
    if status.installed:
        _say(
            f"{entry.title} is already downloaded ({format_bytes(status.size_on_disk)}) in "
            f"{status.location}; it loads without a connection."
        )
        return EXIT_OK
    connection = check_connection()
    if not connection.online:
        what_to_do = (
            "unset HF_HUB_OFFLINE and run this again"
            if offline_mode()
            else "connect to the internet and run this again"
        )
        raise HubOfflineError(
            f"{entry.title} cannot be downloaded now: the Hugging Face hub cannot be reached "
            f"(offline: {connection.reason}); {what_to_do}."
        )
    _say(f"Downloading {entry.title} from {entry.page_url} into the Hugging Face cache ...")
    if status.partial_bytes:
        _say(f"Resuming: {format_bytes(status.partial_bytes)} kept from an earlier download.")
    with cancel_on_sigint() as cancel, TerminalProgress() as progress:
        try:
            folder = download_model(entry, progress=progress.update, cancel=cancel)
        except DownloadCancelled:
            progress.stop()
            kept = model_status(entry).partial_bytes
            _say(
                f"Download cancelled; {format_bytes(kept)} kept: run the same command again to "
                "resume."
            )
            return EXIT_CANCELLED
    _say(f"{entry.title} is ready in {folder}; it now loads without a connection.")
    return EXIT_OK


def download_recognizer(name: str) -> int:
    """``download --asr NAME``: the same download (progress, cancel, resume) for a recognizer."""
    model = asr_model(name)
    if model.is_random:
        _say(f"{model.title}: built on this computer when first used; nothing to download.")
        return EXIT_OK
    status = asr_status(model)
    if status.installed:
        _say(
            f"{model.title} is already downloaded ({format_bytes(status.size_on_disk)}) in "
            f"{status.location}; it loads without a connection."
        )
        return EXIT_OK
    _say(f"Downloading {model.title} from {model.page_url} into the Hugging Face cache ...")
    if status.partial_bytes:
        _say(f"Resuming: {format_bytes(status.partial_bytes)} kept from an earlier download.")
    with cancel_on_sigint() as cancel, TerminalProgress() as progress:
        try:
            folder = download_asr(model.name, progress=progress.update, cancel=cancel)
        except DownloadCancelled:
            progress.stop()
            kept = asr_status(model).partial_bytes
            _say(
                f"Download cancelled; {format_bytes(kept)} kept: run the same command again to "
                "resume."
            )
            return EXIT_CANCELLED
    _say(f"{model.title} is ready in {folder}; render --check-words --asr-model {model.name}.")
    return EXIT_OK


class TerminalProgress:
    """A rich progress bar on a terminal's stderr; plain periodic lines elsewhere.

    Nothing is drawn until the first report, so a load that downloads
    nothing prints nothing.
    """

    def __init__(self) -> None:
        self._console = Console(stderr=True)
        self._bar: Progress | None = None
        self._task: TaskID | None = None
        self._last_line = 0.0
        self._last_phase = ""

    def __enter__(self) -> TerminalProgress:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()
        self._bar, self._task = None, None

    def update(self, report: DownloadProgress) -> None:
        """Called on the downloading thread (here: the main thread)."""
        if self._bar is None and self._console.is_terminal:
            self._bar = Progress(
                TextColumn("{task.description:12}"),
                BarColumn(),
                TextColumn("{task.fields[detail]}"),
                console=self._console,
            )
            self._bar.start()
            self._task = self._bar.add_task(report.phase, total=None, detail="")
        if self._bar is not None and self._task is not None:
            self._bar.update(
                self._task,
                description=report.phase,
                total=report.total_bytes or None,
                completed=report.done_bytes,
                detail=report.describe() if report.total_bytes else "",
            )
            return
        now = time.monotonic()
        if report.phase != self._last_phase or now - self._last_line >= PLAIN_INTERVAL_S:
            self._last_phase, self._last_line = report.phase, now
            detail = f": {report.describe()}" if report.total_bytes else ""
            _say(f"{report.phase}{detail}")
