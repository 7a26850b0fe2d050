"""``GET /metrics``: what the server has done, in Prometheus' text format.

Requests and errors by route and status, requests waiting or rendering, how
full the batches ran, the prompt cache's hits and misses, and the time from a
request to its first audio and to its end. Counters the render service and the
cache keep themselves are read when the page is asked for, so nothing is
counted twice. Each server has its own registry (prometheus_client's).
"""

from __future__ import annotations

from collections.abc import Iterable

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.exposition import generate_latest
from prometheus_client.registry import Collector

from studio.serve.host import SpeechHost

# Seconds: a first chunk comes in tenths of a second, a long input takes a minute.
_FIRST_AUDIO_BUCKETS = (0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0)
_REQUEST_BUCKETS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0, 60.0, 120.0, 300.0)

CONTENT_TYPE = CONTENT_TYPE_LATEST


class ServerMetrics:
    """The server's counters, and the page that shows them with the service's own."""

    def __init__(self, host: SpeechHost) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "voice_studio_requests",
            "HTTP requests answered, by route and status.",
            ["route", "status"],
            registry=self.registry,
        )
        self.errors = Counter(
            "voice_studio_errors",
            "Requests answered with an error, by its code.",
            ["code"],
            registry=self.registry,
        )
        self.first_audio = Histogram(
            "voice_studio_first_audio_seconds",
            "Seconds from a speech request to its first audio leaving the server.",
            buckets=_FIRST_AUDIO_BUCKETS,
            registry=self.registry,
        )
        self.first_byte_delay = Histogram(
            "voice_studio_first_byte_delay_seconds",
            "Seconds from the engine's first audio of a request to its first byte leaving.",
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25),
            registry=self.registry,
        )
        self.speech_seconds = Histogram(
            "voice_studio_speech_seconds",
            "Seconds from a speech request to its last byte.",
            buckets=_REQUEST_BUCKETS,
            registry=self.registry,
        )
        self.registry.register(_ServiceCollector(host))

    def page(self) -> bytes:
        return generate_latest(self.registry)


class _ServiceCollector(Collector):
    """The queue, the batches and the prompt cache, read from their owners when asked."""

    def __init__(self, host: SpeechHost) -> None:
        self._host = host

    def collect(self) -> Iterable[Metric]:
        host = self._host
        yield GaugeMetricFamily(
            "voice_studio_queue_depth", "Speech requests waiting or rendering.", host.depth()
        )
        served = CounterMetricFamily(
            "voice_studio_speech_served", "Speech requests whose audio was made in full."
        )
        served.add_metric([], host.served)
        yield served
        service = host.service
        if service is not None:
            stats = service.stats
            occupancy = GaugeMetricFamily(
                "voice_studio_batch_occupancy",
                "Rows decoding per step over the batch's places, since the start (0 to 1).",
            )
            occupancy.add_metric([], stats.occupancy or 0.0)
            yield occupancy
            steps = CounterMetricFamily("voice_studio_batch_steps", "Batched decoding steps.")
            steps.add_metric([], stats.steps)
            yield steps
        renderer = host.renderer
        cache = None if renderer is None else renderer.cache
        if cache is not None:
            lookups = CounterMetricFamily(
                "voice_studio_prompt_cache_lookups",
                "Voice prompt states looked up, by where they were found (miss: built).",
                labels=["outcome"],
            )
            lookups.add_metric(["memory"], cache.stats.memory_hits)
            lookups.add_metric(["disk"], cache.stats.disk_hits)
            lookups.add_metric(["miss"], cache.stats.misses)
            yield lookups


__all__ = ["CONTENT_TYPE", "ServerMetrics"]
