"""Web UI: page weight, and the latency of the read models it polls (in-process, SQLite).

Prints a Markdown table: the static assets (bytes, gzipped), then the median time of
`GET /api/v1/ui/runs/{id}/timeline` for runs of 10 and 200 steps and of `GET /api/v1/ui/usage`
over 1,000 and 10,000 stored model requests (7 repetitions each, after one warm-up).
"""

from __future__ import annotations

import asyncio
import gzip
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from agentschool.runs.store import RunStore
from agentschool.runs.tables import EventRow, utcnow
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.server.routes.ui import WEB_DIR

REPEAT = 7


def _plan_events(steps: int) -> list[tuple[str, dict[str, Any]]]:
    plan = [
        {"id": f"s{i}", "tool": "calc", "args": {"x": i}, "depends_on": [f"s{i - 1}"] if i else []}
        for i in range(steps)
    ]
    events: list[tuple[str, dict[str, Any]]] = [("plan-created", {"plan": {"steps": plan}})]
    for i in range(steps):
        step = {"step_id": f"s{i}", "tool": "calc"}
        events += [
            ("step-started", {**step, "attempt": 1, "at": time.time()}),
            ("tool-called", {**step, "args": {"x": i}}),
            ("step-finished", {**step, "output": i, "duration_ms": 1.0, "attempts": 1}),
        ]
    return events


async def _timed(client: httpx.AsyncClient, url: str) -> float:
    (await client.get(url)).raise_for_status()
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        (await client.get(url)).raise_for_status()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


async def _usage_rows(store: RunStore, count: int) -> None:
    run = await store.create_run("usage", {})
    usage = {"requests": 1, "input_tokens": 100, "output_tokens": 10, "cost_usd": 0.001}
    rows = [
        {"run_id": run.id, "seq": seq, "kind": "model-responded", "created_at": utcnow(),
         "data": {"model": f"m{seq % 3}", "purpose": "plan", "usage": usage}}
        for seq in range(1, count + 1)
    ]  # fmt: skip
    async with store.write() as session:
        await session.execute(EventRow.__table__.insert(), rows)


async def main() -> None:
    print("| what | value |")
    print("|---|---|")
    for name in ("index.html", "app.js", "panels.js", "style.css"):
        raw = (WEB_DIR / name).read_bytes()
        print(f"| {name} | {len(raw):,} B ({len(gzip.compress(raw)):,} B gzipped) |")
    with tempfile.TemporaryDirectory() as tmp:
        store = RunStore(f"sqlite:///{Path(tmp) / 'bench.db'}")
        await store.migrate()
        app = create_app(store, settings=ServerSettings(auth_disabled=True), migrate=False)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            for steps in (10, 200):
                run = await store.create_run("bench", {})
                for seq, (kind, data) in enumerate(_plan_events(steps), start=1):
                    await store.append_event(run.id, seq, kind, data)
                ms = await _timed(client, f"/api/v1/ui/runs/{run.id}/timeline")
                print(f"| timeline, {steps} steps ({3 * steps + 1} events) | {ms:.1f} ms |")
            stored = 0
            for count in (1_000, 10_000):
                await _usage_rows(store, count - stored)
                stored = count
                ms = await _timed(client, "/api/v1/ui/usage?days=14")
                print(f"| usage, {count:,} model requests in 14 days | {ms:.1f} ms |")
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
