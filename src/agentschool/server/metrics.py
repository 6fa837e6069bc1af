"""Prometheus metrics of the API: requests by route and status, latency, runs by status.

The run-level metrics (steps, models, tokens, cost, tool errors, queue depth, breakers) are
`agentschool.observability.metrics.RunMetrics`, registered on the same registry as `run`.
"""

from __future__ import annotations

import time

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import generate_latest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agentschool.observability.metrics import RunMetrics, StoreEventFeed
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore

__all__ = ["Metrics", "MetricsMiddleware"]


class Metrics:
    """One app's metrics, in their own registry (several apps can live in one process)."""

    content_type = CONTENT_TYPE_LATEST

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "agentschool_http_requests",
            "HTTP requests served.",
            ["method", "route", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "agentschool_http_request_duration_seconds",
            "Time to the response's first byte.",
            ["method", "route"],
            registry=self.registry,
        )
        self.runs = Gauge(
            "agentschool_runs", "Runs in the store, by status.", ["status"], registry=self.registry
        )
        self.run = RunMetrics(self.registry)
        """Run-level metrics; feed it agent events with `run.observe(event)`."""
        self.feed = StoreEventFeed()
        """Events the workers recorded in the store, counted into `run` at each scrape."""

    async def refresh_runs(self, store: RunStore) -> None:
        """Read run counts, queue depth (pending runs) and new worker events from the store."""
        counts = await store.count_by_status()
        for status in RunStatus:
            self.runs.labels(status.value).set(counts.get(status.value, 0))
        self.run.queue_depth.set(counts.get(RunStatus.PENDING.value, 0))
        for event in await self.feed.pull(store):
            self.run.observe(event)

    def render(self) -> bytes:
        """The text exposition format."""
        return generate_latest(self.registry)


class MetricsMiddleware:
    """ASGI middleware counting requests and timing them, labelled by route template."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Observe one HTTP request."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500

        async def observe(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                route = getattr(scope.get("route"), "path", "unmatched")
                self.metrics.latency.labels(scope["method"], route).observe(
                    time.perf_counter() - start
                )
            await send(message)

        try:
            await self.app(scope, receive, observe)
        finally:
            route = getattr(scope.get("route"), "path", "unmatched")
            self.metrics.requests.labels(scope["method"], route, str(status)).inc()
