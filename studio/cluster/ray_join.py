"""Start a local Ray instance or join a cluster: one way for every command that uses Ray
(``render --ray`` and ``serve --ray``). Ray is imported when called."""

from __future__ import annotations

import os

from studio.errors import StudioError

# A local instance's object store: voice states are a few MB each.
LOCAL_OBJECT_STORE_BYTES = 256 * 1024 * 1024


def join_ray(address: str, cpus: int, namespace: str | None = None) -> None:
    """Start a local Ray instance of ``cpus`` CPUs (``local``) or join the cluster at
    ``address``; a cluster that cannot be joined is one sentence. ``namespace``: where
    named actors live (None: Ray's anonymous one)."""
    import ray

    if address == "local":
        # Ray would join the cluster RAY_ADDRESS names instead of starting one here.
        os.environ.pop("RAY_ADDRESS", None)
        ray.init(
            num_cpus=cpus,
            namespace=namespace,
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
            object_store_memory=LOCAL_OBJECT_STORE_BYTES,
        )
        return
    try:
        ray.init(address=address, namespace=namespace, log_to_driver=False, configure_logging=False)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise StudioError(
            f"Cannot join the Ray cluster at {address!r} ({last_line(exc)}); check --ray or "
            "RAY_ADDRESS, or use --ray local."
        ) from exc


def last_line(exc: BaseException) -> str:
    """The last line of an error's text (Ray's carry a traceback before it), or its type."""
    text = str(exc).strip().splitlines()
    return text[-1] if text else type(exc).__name__


__all__ = ["LOCAL_OBJECT_STORE_BYTES", "join_ray", "last_line"]
