"""``voice-studio serve --ray ADDRESS``: the same server as a Ray Serve deployment.

Each replica is what ``serve`` runs on one machine: an engine on a thread of its
own, its render service (continuous batching, priorities, cancelling) and the
same FastAPI app in front (``create_app``: every route, limit, key and error as
on one machine). Ray Serve's proxy takes the requests on ``--host:--port`` and
hands each to a replica; the replicas scale between one and ``--replicas`` with
the requests in flight (``autoscaling_config``).

Voice states travel through Ray's object store: the first replica that needs a
voice builds its state and puts the bytes there (``SharedPromptCache``), and a
named actor (``VoiceStates``) tells the other replicas where they are, so they
load them instead of building them again (a ``shared`` lookup). Each replica
still has its own memory tier and the studio's disk tier.

Ray is imported here only, when ``--ray`` is given (``pip install
"voice-studio[cluster]"``).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from typing import Any, ClassVar

import torch
from starlette.types import ASGIApp, Receive, Scope, Send

from studio.cache import CacheLookup, PromptCache
from studio.cache.disk_tier import decode_state, encode_state
from studio.cache.keys import PromptKey
from studio.render.renderer import Renderer
from studio.serve.settings import ServeSettings
from studio.serve.voices import GivenVoice

log = logging.getLogger(__name__)

# Requests in flight per replica that the autoscaler aims at: a replica batches them.
TARGET_ONGOING = 8
STATES_ACTOR = "voice-studio-voice-states"
APP_NAME = "voice-studio"
# Handles the driver holds while the application runs (the voice states' actor).
_kept: list[Any] = []


class VoiceStates:
    """Where each voice state built by a replica lies in the object store, by key (a Ray
    actor, one per application). A reference is kept in a list, so Ray hands it on as it
    is instead of fetching the bytes it names."""

    def __init__(self) -> None:
        self._states: dict[str, tuple[list[Any], str]] = {}

    def get(self, digest: str) -> tuple[list[Any], str] | None:
        return self._states.get(digest)

    def put(self, digest: str, ref: list[Any], sha256: str) -> None:
        self._states.setdefault(digest, (ref, sha256))


class SharedPromptCache(PromptCache):
    """A replica's prompt cache: memory, disk, then the states other replicas built (from
    the object store), and only then a build, whose bytes it shares."""

    def __init__(self, cache: PromptCache, states: Any) -> None:
        super().__init__(cache.memory, cache.disk)
        self.disk_problem = cache.disk_problem
        self._states = states  # the VoiceStates actor's handle
        self.shared_loads = 0

    def get_or_build(
        self,
        key: PromptKey,
        build: Callable[[], Any],
        to_tensors: Callable[[Any], dict[str, torch.Tensor]],
        from_tensors: Callable[[dict[str, torch.Tensor]], Any],
        nbytes: Callable[[Any], int],
    ) -> tuple[Any, CacheLookup]:
        import ray

        shared: list[bool] = []

        def shared_or_build() -> Any:
            found = ray.get(self._states.get.remote(key.digest))
            if found is not None:
                (ref,), sha256 = found
                try:
                    state = from_tensors(decode_state(ray.get(ref), key.digest, sha256))
                except (ValueError, ray.exceptions.RayError) as exc:
                    log.warning("a shared voice state could not be loaded (%s): building", exc)
                else:
                    shared.append(True)
                    return state
            state = build()
            blob = encode_state(key.digest, to_tensors(state))
            digest = hashlib.sha256(blob).hexdigest()
            self._states.put.remote(key.digest, [ray.put(blob)], digest)
            return state

        state, lookup = super().get_or_build(key, shared_or_build, to_tensors, from_tensors, nbytes)
        if shared and lookup.outcome == "miss":
            self.stats.misses -= 1
            self.shared_loads += 1
            lookup = CacheLookup("shared", lookup.ms, lookup.nbytes, lookup.key)
        return state, lookup


class ReplicaApp:
    """The ASGI app Ray Serve's proxy calls in each replica: it hands every call to the
    app the replica made in its constructor (Ray freezes an ingress app when the class is
    declared, before any engine exists)."""

    current: ClassVar[ASGIApp | None] = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = ReplicaApp.current
        if app is None:
            raise RuntimeError("the replica's app is not made yet")
        await app(scope, receive, send)


class SpeechReplica:
    """One replica: the engine (``load`` makes it, on the engine's thread), its service,
    and the server's app."""

    def __init__(
        self,
        load: Callable[[], tuple[Renderer, int | None]],
        settings: ServeSettings,
        given: list[GivenVoice],
        library: bool,
    ) -> None:
        import ray

        from studio.core.store.voice_library import VoiceLibrary
        from studio.serve.app import create_app
        from studio.serve.engine_thread import EngineThread
        from studio.serve.host import SpeechHost
        from studio.serve.voices import VoiceCatalog

        states = ray.get_actor(STATES_ACTOR, namespace=APP_NAME)

        def shared_load() -> tuple[Renderer, int | None]:
            renderer, batch = load()
            if renderer.cache is not None:
                renderer.cache = SharedPromptCache(renderer.cache, states)
            return renderer, batch

        self.host = SpeechHost(settings)
        self.engine = EngineThread(shared_load, self.host)
        self.engine.start()
        failure = self.engine.wait_loaded()
        if failure is not None:
            raise failure
        catalog = VoiceCatalog(VoiceLibrary() if library else None, given, settings.language)
        ReplicaApp.current = create_app(self.host, catalog)

    def __del__(self) -> None:
        engine = getattr(self, "engine", None)
        if engine is not None:
            engine.stop()


def join_ray(address: str, cpus: int) -> None:
    """Start a local Ray instance (``local``) or join the cluster at ``address``, in the
    application's namespace (where the voice states' actor is found by name)."""
    from studio.cluster.ray_join import join_ray as join

    join(address, cpus, namespace=APP_NAME)


def deploy(
    load: Callable[[], tuple[Renderer, int | None]],
    settings: ServeSettings,
    given: list[GivenVoice],
    library: bool,
    replicas: int,
    cpus: int = 1,
) -> str:
    """Run the server as a Ray Serve application (Ray joined already), between one and
    ``replicas`` replicas of ``cpus`` CPUs each; returns where it listens."""
    import ray
    from ray import serve

    states_actor = ray.remote(num_cpus=0)(VoiceStates)
    # Kept while the application runs: an actor nobody holds a handle of goes.
    _kept.append(
        states_actor.options(name=STATES_ACTOR, namespace=APP_NAME, get_if_exists=True).remote()
    )
    ingress = serve.ingress(ReplicaApp())(SpeechReplica)
    deployment = serve.deployment(
        name="speech",
        ray_actor_options={"num_cpus": cpus},
        max_ongoing_requests=settings.max_queue,
        autoscaling_config={
            "min_replicas": 1,
            "initial_replicas": 1,
            "max_replicas": replicas,
            "target_ongoing_requests": TARGET_ONGOING,
            "upscale_delay_s": 5.0,
            "downscale_delay_s": 60.0,
            # Requests in flight looked at every 2 s over the last 10 s (Ray's defaults,
            # 10 s and 30 s, took half a minute to add a replica under load).
            "metrics_interval_s": 2.0,
            "look_back_period_s": 10.0,
        },
    )(ingress)
    serve.start(http_options={"host": settings.host, "port": settings.port})
    serve.run(deployment.bind(load, settings, given, library), name=APP_NAME, route_prefix="/")
    host = f"[{settings.host}]" if ":" in settings.host else settings.host
    return f"http://{host}:{settings.port}"


# The last line of a traceback: the error's (dotted) name and its text.
_RAISED = re.compile(r"^(?P<name>[A-Za-z_][\w.]*(?:Error|Exception)): (?P<text>.+)$")


def replica_failure() -> str | None:
    """Why the replicas did not start, from the application's status: a studio error's
    own sentence (a bad --model, no weights), else the last error a replica raised
    (its name and text); None when the status says nothing."""
    from ray import serve

    try:
        app = serve.status().applications.get(APP_NAME)
    except Exception:  # noqa: BLE001 - the controller is gone: nothing more to say
        return None
    if app is None:
        return None
    for deployment in app.deployments.values():
        lines = (deployment.message or "").strip().splitlines()
        for line in reversed(lines):
            raised = _RAISED.match(line.strip())
            if raised is None:
                continue
            name, text = raised.group("name"), raised.group("text").strip()
            return text if name.startswith("studio.") else f"{name.rsplit('.', 1)[-1]}: {text}"
    return None


def running_replicas() -> int | None:
    """How many of the application's replicas are running now (None: not known)."""
    from ray import serve

    try:
        app = serve.status().applications.get(APP_NAME)
    except Exception:  # noqa: BLE001 - the controller is gone: not known
        return None
    if app is None:
        return None
    return sum(int(d.replica_states.get("RUNNING", 0)) for d in app.deployments.values())


class QuietServe(logging.Filter):
    """Ray Serve's own start-up lines, kept off the terminal: its steps (INFO) and the
    warning that ``serve.run`` keeps the HTTP options ``serve.start`` set (it does)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.WARNING:
            return False
        return "HTTP config is ignored" not in record.getMessage()


def stop_serving() -> None:
    """End the application and leave Ray (what ``deploy`` started)."""
    import ray
    from ray import serve

    serve.shutdown()
    _kept.clear()
    ray.shutdown()


__all__ = [
    "ReplicaApp",
    "SharedPromptCache",
    "SpeechReplica",
    "VoiceStates",
    "deploy",
    "QuietServe",
    "join_ray",
    "replica_failure",
    "running_replicas",
    "stop_serving",
]
