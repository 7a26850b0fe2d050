"""``voice-studio serve --ray ADDRESS``: the server as a Ray Serve application, on a local
Ray instance (``local``) or a cluster, between one and ``--replicas`` replicas.

Every input is checked first, as on one machine (the address and key, each
``--voice``, the port), then Ray starts or is joined and the replicas load the
model; Ctrl+C stops the application and leaves Ray.
"""

from __future__ import annotations

import argparse
import functools
import logging
import time

from studio.cli.render_inputs import progress
from studio.cli.serve_local import load_renderer
from studio.errors import StudioError
from studio.serve.settings import ServeSettings
from studio.serve.voices import GivenVoice

# How often the terminal is told how many replicas run.
REPLICAS_EVERY_S = 2.0


def serve_on_ray(args: argparse.Namespace, settings: ServeSettings, given: list[GivenVoice]) -> int:
    from studio.serve import ray_app

    threads = args.threads or 1
    ray_app.join_ray(args.ray, max(2, threads * args.replicas))
    # Ray Serve says each step of its start; the studio says what matters.
    logging.getLogger("ray.serve").addFilter(ray_app.QuietServe())
    try:
        progress(f"Starting the server on Ray ({args.ray}): up to {args.replicas} replica(s) ...")
        try:
            url = ray_app.deploy(
                functools.partial(load_renderer, args),
                settings,
                given,
                not args.no_library,
                args.replicas,
                threads,
            )
        except RuntimeError as exc:  # Ray Serve's own: the replicas did not start
            reason = ray_app.replica_failure()
            if reason is not None:
                said = f"The server's replicas could not start on Ray: {reason}"
                raise StudioError(said) from None
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise StudioError(
                f"The server's replicas could not start on Ray ({first}); the replica logs "
                "under Ray's session folder (logs/serve) say why."
            ) from None
        progress(f"Serving on {url}/v1 through Ray Serve; Ctrl+C stops.")
        try:
            shown = 1  # the application starts with one replica
            while True:
                time.sleep(REPLICAS_EVERY_S)
                # The autoscaler's work, said as it happens: replicas added under load,
                # taken away when it ends.
                running = ray_app.running_replicas()
                if running and running != shown:
                    progress(f"Replicas running: {running} of at most {args.replicas}.")
                    shown = running
        except KeyboardInterrupt:
            pass
    finally:
        ray_app.stop_serving()
    return 0


__all__ = ["serve_on_ray"]
