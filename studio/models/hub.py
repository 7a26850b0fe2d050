"""The Hugging Face hub as the studio sees it: where it is, and whether it answers.

The hub client retries a failed request for about half a minute before it
gives up, and a start-up that waits on that looks frozen. Instead the studio
asks once, with a short deadline, and then either works from the local cache
(offline) or talks to the hub with retries turned off.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from huggingface_hub import constants

from studio.errors import QT_TRANSLATE_NOOP, Said

# One probe answers for a while: a model switch or a second dialog right
# after start-up should not wait on the network again.
PROBE_TIMEOUT_S = 2.0
PROBE_MAX_AGE_S = 30.0
# Per-request deadline once the hub has answered the probe.
REQUEST_TIMEOUT_S = 10.0


@dataclass(frozen=True)
class HubSettings:
    """Where the hub is and where its files go (the hub client's own settings)."""

    endpoint: str
    cache_dir: Path
    # None: the token the hub client keeps (``hf auth login`` or HF_TOKEN).
    token: str | None = None

    @classmethod
    def current(cls) -> HubSettings:
        """The hub client's settings (HF_ENDPOINT, HF_HOME, HF_HUB_CACHE)."""
        return cls(endpoint=constants.ENDPOINT, cache_dir=Path(constants.HF_HUB_CACHE))

    def repo_folder(self, repo_id: str) -> Path:
        """The hub cache's folder for a model repository (``models--org--name``)."""
        return self.cache_dir / ("models--" + repo_id.replace("/", "--"))


@dataclass(frozen=True)
class Connection:
    """The answer of one probe: can the hub be reached now, and why not."""

    online: bool
    # Why it cannot be reached, a clause (``str`` of it is the English); empty when online.
    reason: Said
    seconds: float
    checked_at: float

    def describe(self) -> str:
        return "online" if self.online else f"offline ({self.reason})"


_OFFLINE_MODE = Said(QT_TRANSLATE_NOOP("StudioError", "HF_HUB_OFFLINE is set"))


def offline_mode() -> bool:
    """True when the user has told the hub client to stay offline (HF_HUB_OFFLINE=1)."""
    return constants.is_offline_mode()


class _Probe:
    """One shared probe result per endpoint, refreshed when older than ``max_age``."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._last: dict[str, Connection] = {}

    def check(self, endpoint: str, timeout: float, max_age: float) -> Connection:
        with self._lock:
            last = self._last.get(endpoint)
            if last is not None and time.monotonic() - last.checked_at <= max_age:
                return last
            answer = _probe(endpoint, timeout)
            self._last[endpoint] = answer
            return answer


_PROBE = _Probe()


def check_connection(
    hub: HubSettings | None = None,
    *,
    timeout: float = PROBE_TIMEOUT_S,
    max_age: float = PROBE_MAX_AGE_S,
) -> Connection:
    """Whether the hub answers, within ``timeout`` seconds at most.

    HF_HUB_OFFLINE answers at once. Otherwise one HEAD request goes to the
    endpoint on a helper thread; name resolution cannot be given a deadline
    in Python, so the thread is abandoned (it is a daemon) if it has not
    answered in time. Any HTTP answer, even an error status, means online.
    ``max_age=0`` forces a new probe. Safe to call from any thread.
    """
    hub = hub or HubSettings.current()
    if offline_mode():
        return Connection(False, _OFFLINE_MODE, 0.0, time.monotonic())
    return _PROBE.check(hub.endpoint, timeout, max_age)


def _probe(endpoint: str, timeout: float) -> Connection:
    start = time.monotonic()
    answer: list[Said | None] = []

    def ask() -> None:
        from huggingface_hub import get_session

        try:
            get_session().head(endpoint, timeout=timeout, follow_redirects=False)
        except Exception as exc:  # noqa: BLE001 - any failure to connect means offline
            answer.append(_network_reason(exc))
        else:
            answer.append(None)

    thread = threading.Thread(target=ask, name="voice-studio-hub-probe", daemon=True)
    thread.start()
    thread.join(timeout + 0.25)
    seconds = time.monotonic() - start
    now = time.monotonic()
    if not answer:
        silent = Said(
            QT_TRANSLATE_NOOP("StudioError", "no answer from {0} in {1:.0f} s"), endpoint, timeout
        )
        return Connection(False, silent, seconds, now)
    reason = answer[0]
    if reason is None:
        return Connection(True, Said(""), seconds, now)
    return Connection(False, reason, seconds, now)


def _network_reason(exc: BaseException) -> Said:
    text = str(exc)
    lookup_failures = (
        "Name or service not known",
        "Temporary failure in name resolution",
        "nodename nor servname",
        "getaddrinfo failed",
    )
    if any(failure in text for failure in lookup_failures):
        return Said(QT_TRANSLATE_NOOP("StudioError", "the hub's address cannot be looked up"))
    if "timed out" in text.lower() or "Timeout" in type(exc).__name__:
        return Said(QT_TRANSLATE_NOOP("StudioError", "the hub did not answer in time"))
    if "offline mode is enabled" in text:
        return _OFFLINE_MODE
    return Said(QT_TRANSLATE_NOOP("StudioError", "cannot connect: {0}"), type(exc).__name__)


def forget_probe() -> None:
    """Drop the remembered answer (after the user says the network is back)."""
    with _PROBE._lock:
        _PROBE._last.clear()
