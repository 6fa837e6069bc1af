"""CPU per `POST /runs` inside one API process: the app driven in process, no HTTP server.

The served app (`create_app` with a `DbosLauncher` on the bench's database, as `agentschool serve
--no-worker` builds it) takes N POSTs at once through raw ASGI calls; this process's CPU time
(every thread: SQLite and DBOS writes run on threads) is divided by N. The same loop against an
ASGI app that answers a fixed `201` gives the harness's own share, printed beside it. uvicorn's
HTTP parsing (0.1–0.2 ms per POST, measured separately) is not in these figures.

Printed: CPU per POST (all threads; and the event loop's thread alone), the harness's floor,
the in-process p95 (all POSTs start together), non-201 answers. `--profile` adds the cProfile of
one more burst (event loop thread CPU; top functions by own and by cumulative time); `--auth`
sends a real API key (as a deployment with auth does) instead of disabling auth; `--gc-off`,
`--no-gc-tuning` and `--launcher null` take out the garbage collector, `tune_gc_for_serving` and
DBOS's enqueue, to see what each costs.

    .venv/bin/python bench/post_runs_cpu.py [--backend sqlite|postgres] [--size 1000]
        [--warm 50] [--repeats 3] [--auth] [--profile] [--gc-off] [--no-gc-tuning]
        [--launcher dbos|null]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import json
import os
import pstats
import statistics
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

POSTGRES_ADMIN = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
BODY = json.dumps({"task": "what is 2 + 3", "agent": {"model": "test", "planner": "rule"}})
Asgi = Callable[[dict[str, Any], Any, Any], Awaitable[None]]


def _admin(sql: str) -> None:
    engine = sa.create_engine(POSTGRES_ADMIN, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(sa.text(sql))
    engine.dispose()


async def post(app: Asgi, body: bytes, token: str | None) -> tuple[int, bytes]:
    """One `POST /api/v1/runs` through the ASGI interface; the status and body."""
    headers = [(b"host", b"bench"), (b"content-type", b"application/json")]
    headers.append((b"content-length", str(len(body)).encode()))
    if token:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/v1/runs",
        "raw_path": b"/api/v1/runs",
        "root_path": "",
        "query_string": b"",
        "headers": headers,
        "client": ("127.0.0.1", 40000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }
    sent = False
    status = 0
    chunks: list[bytes] = []

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            await asyncio.Event().wait()  # a disconnect never comes
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    return status, b"".join(chunks)


async def fixed_201(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """The harness's floor: read the body, answer a fixed 201."""
    await receive()
    await send({"type": "http.response.start", "status": 201, "headers": []})
    await send({"type": "http.response.body", "body": b"{}"})


@dataclass(frozen=True)
class Burst:
    """One burst's figures."""

    cpu_ms: float
    """CPU per POST, every thread of this process."""
    loop_cpu_ms: float
    """CPU per POST of the event loop's thread alone."""
    p95_ms: float
    """In-process latency, from the common start to each answer."""
    not_201: int
    """Answers other than 201."""


async def burst(
    app: Asgi, size: int, token: str | None, profile: cProfile.Profile | None = None
) -> Burst:
    """N POSTs at once."""
    body = BODY.encode()
    latencies: list[float] = []

    async def one() -> int:
        status, _ = await post(app, body, token)
        latencies.append(time.perf_counter() - start)
        return status

    cpu, loop_cpu = time.process_time(), time.thread_time()
    if profile is not None:
        profile.enable()
    start = time.perf_counter()
    statuses = await asyncio.gather(*(one() for _ in range(size)))
    if profile is not None:
        profile.disable()
    cpu, loop_cpu = time.process_time() - cpu, time.thread_time() - loop_cpu
    return Burst(
        cpu * 1000 / size,
        loop_cpu * 1000 / size,
        statistics.quantiles(latencies, n=20)[-1] * 1000,
        sum(status != 201 for status in statuses),
    )


async def measure(args: argparse.Namespace) -> None:
    """Build the served app on a fresh database, warm it, then measure bursts."""
    home = tempfile.TemporaryDirectory(prefix="agentschool-postcpu-")
    os.environ.update(
        AGENTSCHOOL_HOME=home.name,
        AGENTSCHOOL_CONFIG="/nonexistent.toml",
        AGENTSCHOOL_RATE_LIMIT="100000000",
    )
    if not args.auth:
        os.environ["AGENTSCHOOL_AUTH_DISABLED"] = "1"
    database = None
    if args.backend == "postgres":
        database = f"postcpu_{uuid.uuid4().hex[:8]}"
        _admin(f"CREATE DATABASE {database}")
        os.environ["AGENTSCHOOL_DATABASE_URL"] = f"postgresql://postgres@127.0.0.1:5432/{database}"
    from agentschool.runs.engine import DbosLauncher, EngineConfig
    from agentschool.runs.keys import KeyScope, KeyStore
    from agentschool.runs.store import RunStore
    from agentschool.server.app import create_app
    from agentschool.server.context import ServerSettings
    from agentschool.settings import Settings
    from agentschool.tools.builtin import builtin_toolset

    config = EngineConfig.from_settings(Settings())
    store = RunStore(config.database_url)
    launcher = DbosLauncher(config)
    app = create_app(
        store,
        settings=ServerSettings(),
        launcher=launcher if args.launcher == "dbos" else None,
        toolset=builtin_toolset(),
        tune_gc=args.tune_gc,
    )
    try:
        async with app.router.lifespan_context(app):
            token = None
            if args.auth:
                _, token = await KeyStore(store).create("bench", KeyScope.RUN)
            await burst(app, args.warm, token)
            floor = [(await burst(fixed_201, args.size, None)).cpu_ms for _ in range(args.repeats)]
            if args.gc_off:  # what the collector costs: the difference with a normal run
                gc.disable()
            bursts = [await burst(app, args.size, token) for _ in range(args.repeats)]
            profile = cProfile.Profile(time.thread_time) if args.profile else None
            if profile is not None:
                await burst(app, args.size, token, profile)
            gc.enable()
    finally:
        launcher.close()
        await store.close()
        if database:
            _admin(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
        home.cleanup()
    print(report(args, bursts, floor))
    if profile is not None:
        for order in ("tottime", "cumulative"):
            out = io.StringIO()
            stats = pstats.Stats(profile, stream=out)
            stats.sort_stats(order).print_stats(args.top)
            if args.callees and order == "cumulative":
                stats.print_callees(args.callees)
            print(out.getvalue())


def report(args: argparse.Namespace, bursts: list[Burst], floor: list[float]) -> str:
    """One line: medians (and range) over the bursts, with the load average."""
    cpus = [b.cpu_ms for b in bursts]
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{args.backend}, auth {'on' if args.auth else 'off'}, {args.size} POSTs at once, "
        f"{len(bursts)} bursts: CPU per POST {statistics.median(cpus):.3f} ms "
        f"(min {min(cpus):.3f}, max {max(cpus):.3f}; event loop thread "
        f"{statistics.median(b.loop_cpu_ms for b in bursts):.3f} ms); harness floor "
        f"{statistics.median(floor):.3f} ms; in-process p95 "
        f"{statistics.median(b.p95_ms for b in bursts):.0f} ms; non-201: "
        f"{sum(b.not_201 for b in bursts)}; load average {load}"
    )


def main() -> None:
    """Parse the arguments and measure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--warm", type=int, default=50)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--auth", action="store_true", help="send a real API key")
    parser.add_argument("--profile", action="store_true", help="cProfile one more burst")
    parser.add_argument("--gc-off", action="store_true", help="no garbage collection")
    parser.add_argument(
        "--no-gc-tuning", dest="tune_gc", action="store_false", help="as before `tune_gc`"
    )
    parser.add_argument(
        "--launcher",
        choices=["dbos", "null"],
        default="dbos",
        help="null: runs are stored but not enqueued (what DBOS's enqueue costs)",
    )
    parser.add_argument("--callees", help="also what functions matching this regex call")
    parser.add_argument("--top", type=int, default=45, help="functions shown per profile table")
    asyncio.run(measure(parser.parse_args()))


if __name__ == "__main__":
    main()
