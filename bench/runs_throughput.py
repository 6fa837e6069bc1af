"""Durable runs through the REST API: enqueue latency and throughput, burst and sustained.

`agentschool serve --no-worker` (uvicorn) takes the API and `agentschool worker` processes (1 or 2)
execute runs; this process is the load generator on loopback, with a minimal HTTP/1.1 client on
pre-opened keep-alive connections (an httpx client spends ~5 ms of CPU per request at this
concurrency, which would measure the client, not the server). Each run is an instant task
("what is 2 + 3", rule planner: no model is called).

Three modes, each on a fresh deployment and database (`--apis N`: N API processes on their own
ports, as replicas behind a load balancer, the client's connections spread over them):

* **burst**: all N POSTs at once. Latency here is queueing: the last POST waits for the N-1
  before it, so p95 is bounded below by (per-POST CPU cost x N) on the API's core.
* **sustained**: POSTs arrive open-loop at `--rate` runs/s (latency is measured from each POST's
  *scheduled* time, so a slow server cannot hide queueing) until N runs are in flight at once
  (pending, running or waiting in the store, sampled from the database by this process).
* **soak**: exactly N POSTs open-loop at `--rate` runs/s, then every run to its end (10,000 runs
  with 2 workers: `--modes soak --size 10000 --workers 2`); errors include runs lost or failed.

Reported: runs/s (created and completed, first POST to last completion), p50/p95/max enqueue
latency (client-observed: from the POST's start, or its scheduled time, to its 201 answer, which
comes once the run and its queue entry are committed), errors (non-201 answers and runs that did
not complete), peak runs in flight, medians over `--repeats`, and the load average when the row
was measured. Burst rows also give the CPU the API
processes and this load generator spent per POST while the POSTs were answered (`/proc`).

A third mode, **dbos**, sets our runtime beside the engine it stands on: per backend, one worker
completes `--dbos-size` runs (after a warm-up of one run per concurrency slot), then a bare DBOS
workflow does the same on the same backend and the same queue setup (queue name, worker
concurrency, polling intervals: `EngineConfig.dbos_config()`), enqueued by a `DBOSClient` in one
transaction. The bare workflow mirrors what our run records, measured from the first deployment's
databases: the same DBOS steps with the same pickled output sizes, plus (second variant) one more
step per event our run writes to its store, with the event's JSON size. Printed: completed runs/s
(medians of `--repeats`) and our ratio to each.

    .venv/bin/python bench/runs_throughput.py [--repeats 3] [--modes burst sustained soak dbos]
        [--size 1000] [--rate 150] [--workers 1 2] [--apis 1 2] [--backends sqlite postgres]
        [--dbos-size 150]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import resource
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

BIN = Path(sys.executable).with_name("agentschool")
POSTGRES_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
BODY = json.dumps({"task": "what is 2 + 3", "agent": {"model": "test", "planner": "rule"}})
IN_FLIGHT = ("pending", "running", "waiting_approval")
DONE = ("completed", "failed", "cancelled")
KEEP_ALIVE = 4.0
"""Seconds an idle connection is reused (uvicorn closes them after 5)."""


@dataclass
class Batch:
    runs_per_s: float
    p50_ms: float
    p95_ms: float
    errors: int
    peak_in_flight: int
    max_ms: float = 0.0
    api_cpu_ms: float = 0.0
    """CPU seconds of the API processes while the POSTs were answered, per POST, in ms."""
    client_cpu_ms: float = 0.0
    """CPU of this process (the load generator) over the same span, per POST, in ms."""


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def own_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def postgres_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


def psql(sql: str) -> None:
    import psycopg

    with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as conn:
        conn.execute(sql)


class StatusCounts:
    """Run counts by status, read straight from the store's database (not through the API)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._conn: Any = None

    def __call__(self) -> dict[str, int]:
        query = "SELECT status, count(*) FROM runs GROUP BY status"
        if self.url.startswith("sqlite"):
            if self._conn is None:
                self._conn = sqlite3.connect(
                    self.url.removeprefix("sqlite:///"), timeout=30, check_same_thread=False
                )
            rows = self._conn.execute(query).fetchall()
        else:
            import psycopg

            if self._conn is None:
                self._conn = psycopg.connect(self.url, autocommit=True)
            rows = self._conn.execute(query).fetchall()
        return {str(s): int(n) for s, n in rows}

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()


class Deployment:
    """API processes and worker processes on a fresh data dir (and a fresh PostgreSQL db).

    With `apis` > 1, that many `serve --no-worker` processes on their own ports, as replicas
    behind a load balancer; the load generator spreads its connections over them.
    """

    def __init__(
        self, backend: str, workers: int, concurrency: int, nice: int = 0, apis: int = 1
    ) -> None:
        self.dir = tempfile.TemporaryDirectory(prefix="agentschool-bench-")
        self.ports = [free_port() for _ in range(apis)]
        self.port = self.ports[0]
        self.env = {
            **os.environ,
            "AGENTSCHOOL_HOME": self.dir.name,
            "AGENTSCHOOL_CONFIG": "/nonexistent.toml",
            "AGENTSCHOOL_AUTH_DISABLED": "1",
            "AGENTSCHOOL_RATE_LIMIT": "100000000",
        }
        self.database = None
        database_url = f"sqlite:///{Path(self.dir.name) / 'agentschool.db'}"
        if backend == "postgres":
            self.database = f"bench_{uuid.uuid4().hex[:8]}"
            psql(f"CREATE DATABASE {self.database}")
            database_url = f"postgresql://postgres@127.0.0.1:5432/{self.database}"
            self.env["AGENTSCHOOL_DATABASE_URL"] = database_url
        self.procs: list[subprocess.Popen[bytes]] = []
        self.apis: list[subprocess.Popen[bytes]] = []
        """The API processes (`procs` has the workers too)."""
        self.counts = StatusCounts(database_url)
        try:
            for port in self.ports:
                self._spawn(["serve", "--no-worker", "--no-mcp", "--port", str(port)])
                self.apis.append(self.procs[-1])
                self._wait_ready(port)
            for i in range(workers):
                worker = ["worker", "--concurrency", str(concurrency), "--id", f"w{i}"]
                self._spawn(worker, nice)
        except BaseException:
            self.close()
            raise

    def _spawn(self, args: list[str], nice: int = 0) -> None:
        prefix = ["nice", "-n", str(nice)] if nice else []
        proc = subprocess.Popen(
            [*prefix, str(BIN), *args],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.procs.append(proc)

    def _wait_ready(self, port: int) -> None:
        deadline = time.monotonic() + 60
        url = f"http://127.0.0.1:{port}/api/v1/ready"
        while time.monotonic() < deadline:
            try:
                if httpx.get(url, timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError("the API did not become ready")

    def close(self) -> None:
        for proc in self.procs:
            proc.terminate()
        for proc in self.procs:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
        self.counts.close()
        if self.database:
            psql(f"DROP DATABASE IF EXISTS {self.database} WITH (FORCE)")
        self.dir.cleanup()


class Connection(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection that POSTs the run body and reads the status.

    A bare protocol (no stream reader/writer): the load generator shares the machine's cores
    with the servers it measures, so it spends as little CPU per request as it can.
    """

    def __init__(self, port: int) -> None:
        self.port = port
        self.last_used = time.monotonic()
        self.transport: asyncio.Transport | None = None
        self.buffer = b""
        self.answer: asyncio.Future[int] | None = None

    @classmethod
    async def open(cls, port: int) -> Connection:
        loop = asyncio.get_running_loop()
        _, conn = await loop.create_connection(lambda: cls(port), "127.0.0.1", port)
        return conn

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]  # a TCP transport: it writes

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0 or self.answer is None or self.answer.done():
            return
        head = self.buffer[:end]
        length = 0
        for line in head.split(b"\r\n"):
            if line[:15].lower() == b"content-length:":
                length = int(line[15:])
        if len(self.buffer) < end + 4 + length:
            return
        self.buffer = self.buffer[end + 4 + length :]
        self.answer.set_result(int(head[9:12]))

    def connection_lost(self, exc: Exception | None) -> None:
        if self.answer is not None and not self.answer.done():
            self.answer.set_exception(exc or ConnectionResetError("closed by the server"))

    async def post(self, request: bytes) -> int:
        assert self.transport is not None
        self.answer = asyncio.get_running_loop().create_future()
        self.transport.write(request)
        status = await self.answer
        self.last_used = time.monotonic()
        return status

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


def request_bytes(port: int) -> bytes:
    body = BODY.encode()
    head = (
        f"POST /api/v1/runs HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


class Load:
    """Issues POSTs on a pool of connections and records latency and errors.

    Given several ports (API replicas), connections are opened on them in turn.
    """

    def __init__(self, port: int | list[int]) -> None:
        self.ports = port if isinstance(port, list) else [port]
        self.port = self.ports[0]
        self._next = 0
        self.requests = {p: request_bytes(p) for p in self.ports}
        self.idle: list[Connection] = []
        self.latencies: list[float] = []
        self.errors = 0
        self.error_kinds: dict[str, int] = {}

    def _port(self) -> int:
        self._next += 1
        return self.ports[self._next % len(self.ports)]

    async def warm(self, n: int) -> None:
        self.idle += await asyncio.gather(*(Connection.open(self._port()) for _ in range(n)))

    async def _connection(self) -> Connection:
        while self.idle:
            conn = self.idle.pop()
            if time.monotonic() - conn.last_used < KEEP_ALIVE:
                return conn
            conn.close()  # the server may have closed it already
        return await Connection.open(self._port())

    async def post(self, scheduled: float) -> None:
        conn = await self._connection()
        try:
            status = await conn.post(self.requests[conn.port])
        except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
            self._error(type(exc).__name__)
            conn.close()
        else:
            if status != 201:
                self._error(str(status))
            self.idle.append(conn)
        self.latencies.append(time.perf_counter() - scheduled)

    def _error(self, kind: str) -> None:
        self.errors += 1
        self.error_kinds[kind] = self.error_kinds.get(kind, 0) + 1

    def close(self) -> None:
        for conn in self.idle:
            conn.close()


async def _drain(deployment: Deployment, created: int, start: float, peak: int) -> tuple[int, int]:
    """Wait until every created run finished; the peak in flight and the failed count."""
    while True:
        counts = deployment.counts()
        peak = max(peak, sum(counts.get(s, 0) for s in IN_FLIGHT))
        if sum(counts.get(s, 0) for s in DONE) >= created or time.perf_counter() - start > 900:
            return peak, counts.get("failed", 0) + created - counts.get("completed", 0)
        await asyncio.sleep(0.25)


async def burst(deployment: Deployment, size: int, _rate: float) -> Batch:
    """All POSTs at once; latency is client-observed, from the common start to each 201."""
    load = Load(deployment.ports)
    await load.warm(size)
    api_cpu = sum(cpu_seconds(proc.pid) for proc in deployment.apis)
    client_cpu = own_cpu_seconds()
    start = time.perf_counter()
    await asyncio.gather(*(load.post(start) for _ in range(size)))
    client_cpu = own_cpu_seconds() - client_cpu
    api_cpu = sum(cpu_seconds(proc.pid) for proc in deployment.apis) - api_cpu
    load.close()
    created = size - load.errors
    peak, not_completed = await _drain(deployment, created, start, 0)
    batch = _result(load, size, start, peak, not_completed)
    batch.api_cpu_ms, batch.client_cpu_ms = api_cpu * 1000 / size, client_cpu * 1000 / size
    return batch


async def sustained(deployment: Deployment, size: int, rate: float) -> Batch:
    """Open loop at `rate` POSTs/s until `size` runs are in flight at once."""
    load = Load(deployment.ports)
    await load.warm(64)
    tasks: list[asyncio.Task[None]] = []
    peak = 0
    start = time.perf_counter()
    next_sample = start
    while peak < size and time.perf_counter() - start < 300:
        scheduled = start + len(tasks) / rate
        now = time.perf_counter()
        if scheduled > now:
            await asyncio.sleep(scheduled - now)
        tasks.append(asyncio.create_task(load.post(scheduled)))
        if time.perf_counter() >= next_sample:  # the store's view, off the API's path
            counts = await asyncio.to_thread(deployment.counts)
            peak = max(peak, sum(counts.get(s, 0) for s in IN_FLIGHT))
            next_sample = time.perf_counter() + 0.1
    await asyncio.gather(*tasks)
    load.close()
    posted = len(tasks)
    peak, not_completed = await _drain(deployment, posted - load.errors, start, peak)
    return _result(load, posted, start, peak, not_completed)


async def soak(deployment: Deployment, size: int, rate: float) -> Batch:
    """Exactly `size` POSTs, open loop at `rate` POSTs/s, then every run to its end.

    Errors count failed POSTs and created runs that did not complete (lost or failed).
    """
    load = Load(deployment.ports)
    await load.warm(64)
    tasks: list[asyncio.Task[None]] = []
    peak = 0
    start = time.perf_counter()
    next_sample = start
    for i in range(size):
        scheduled = start + i / rate
        now = time.perf_counter()
        if scheduled > now:
            await asyncio.sleep(scheduled - now)
        tasks.append(asyncio.create_task(load.post(scheduled)))
        if time.perf_counter() >= next_sample:
            counts = await asyncio.to_thread(deployment.counts)
            peak = max(peak, sum(counts.get(s, 0) for s in IN_FLIGHT))
            next_sample = time.perf_counter() + 1.0
    await asyncio.gather(*tasks)
    load.close()
    peak, not_completed = await _drain(deployment, size - load.errors, start, peak)
    return _result(load, size, start, peak, not_completed)


def _result(load: Load, posted: int, start: float, peak: int, not_completed: int) -> Batch:
    elapsed = time.perf_counter() - start
    q = statistics.quantiles(load.latencies, n=100)
    errors = load.errors + not_completed
    batch = Batch(posted / elapsed, q[49] * 1000, q[94] * 1000, errors, peak)
    batch.max_ms = max(load.latencies) * 1000
    return batch


# --- dbos mode: our runs beside a bare DBOS workflow of the same shape ---

BARE_WORKFLOW = "bench.bare"
PICKLE_OVERHEAD = 15
"""Bytes pickle adds around a short str (protocol header, frame, opcode, length, memo, stop)."""


@dataclass
class Shape:
    """What one of our instant runs records: its DBOS steps and its store events."""

    steps: list[tuple[str, int]]
    """(step name, pickled output bytes) in order."""
    events: list[int]
    """JSON bytes of each event row."""

    def bare(self, with_events: bool) -> list[tuple[str, int]]:
        """The bare workflow's steps: ours, then (optionally) one per event."""
        extra = [(f"event:{i}", size) for i, size in enumerate(self.events)] if with_events else []
        return self.steps + extra

    def describe(self) -> str:
        steps = ", ".join(f"{name} {size} B" for name, size in self.steps)
        return (
            f"our run records {len(self.steps)} DBOS steps ({steps}) and "
            f"{len(self.events)} events ({sum(self.events)} B of JSON, "
            f"{min(self.events)}-{max(self.events)} B each)"
        )


def _query(url: str, sql: str) -> list[tuple[Any, ...]]:
    if url.startswith("sqlite"):
        with sqlite3.connect(url.removeprefix("sqlite:///"), timeout=30) as conn:
            return conn.execute(sql).fetchall()
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        return conn.execute(sql).fetchall()


def system_url(deployment: Deployment) -> tuple[str, str]:
    """The DBOS system database of a deployment and the prefix of its tables."""
    if deployment.database:
        return deployment.counts.url, "dbos."
    return f"sqlite:///{Path(deployment.dir.name) / 'dbos.sqlite'}", ""


def measure_shape(deployment: Deployment) -> Shape:
    """Read one completed run's DBOS steps and store events (sizes as stored)."""
    import base64

    run_id = _query(deployment.counts.url, "SELECT id FROM runs WHERE status = 'completed'")[0][0]
    url, prefix = system_url(deployment)
    rows = _query(
        url,
        f"SELECT function_name, output FROM {prefix}operation_outputs "
        f"WHERE workflow_uuid = '{run_id}' ORDER BY function_id",
    )
    steps = [(str(name), len(base64.b64decode(out or ""))) for name, out in rows]
    events = _query(
        deployment.counts.url, f"SELECT data FROM events WHERE run_id = '{run_id}' ORDER BY seq"
    )
    return Shape(
        steps,
        [
            len(data if isinstance(data, str) else json.dumps(data, separators=(",", ":")))
            for (data,) in events
        ],
    )


async def _until_completed(count: Any, target: int, start: float) -> float:
    """Seconds from `start` until `count()` reaches `target`.

    Polled every 100 ms: DBOS keeps its SQLite file in rollback-journal mode, where a reader
    blocks the worker's writes, so polling faster slows the bare worker more than ours.
    """
    while await asyncio.to_thread(count) < target:
        if time.perf_counter() - start > 600:
            raise RuntimeError(f"only {count()} of {target} runs completed")
        await asyncio.sleep(0.1)
    return time.perf_counter() - start


async def ours_batch(deployment: Deployment, size: int, warm: int) -> float:
    """Completed runs/s of `size` POSTed at once, after `warm` untimed runs."""
    load = Load(deployment.port)
    await load.warm(max(size, warm))

    def completed() -> int:
        return deployment.counts().get("completed", 0)

    await asyncio.gather(*(load.post(time.perf_counter()) for _ in range(warm)))
    await _until_completed(completed, warm, time.perf_counter())
    start = time.perf_counter()
    await asyncio.gather(*(load.post(start) for _ in range(size)))
    load.close()
    if load.errors:
        raise RuntimeError(f"{load.errors} POSTs failed: {load.error_kinds}")
    return size / await _until_completed(completed, warm + size, start)


class BareDeployment:
    """A worker process serving only the bare workflow, on a fresh system database."""

    def __init__(self, backend: str, concurrency: int, steps: list[tuple[str, int]]) -> None:
        from dbos import DBOS, DBOSClient

        self.dir = tempfile.TemporaryDirectory(prefix="agentschool-bare-")
        self.database = None
        self.url, self.prefix = f"sqlite:///{Path(self.dir.name) / 'dbos.sqlite'}", ""
        if backend == "postgres":
            self.database = f"bare_{uuid.uuid4().hex[:8]}"
            psql(f"CREATE DATABASE {self.database}")
            self.url = f"postgresql://postgres@127.0.0.1:5432/{self.database}"
            self.prefix = "dbos."
        DBOS.migrate(self.url, schema="dbos")
        self.client = DBOSClient(system_database_url=self.url, application_name="agentschool")
        spec = json.dumps({"url": self.url, "concurrency": concurrency, "steps": steps})
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--bare-worker", spec],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def completed(self) -> int:
        sql = f"SELECT count(*) FROM {self.prefix}workflow_status WHERE status = 'SUCCESS'"
        return int(_query(self.url, sql)[0][0])

    def enqueue(self, n: int) -> None:
        """`n` workflows in one transaction (our API batches its enqueues the same way)."""
        import sqlalchemy as sa
        from dbos import EnqueueOptions

        from agentschool.runs.engine import RUN_QUEUE

        scheme, _, rest = self.url.partition("://")
        url = f"postgresql+psycopg://{rest}" if scheme == "postgresql" else self.url
        engine = sa.create_engine(url)
        with engine.begin() as conn:
            for _ in range(n):
                run_id = f"run_{uuid.uuid4().hex[:24]}"
                options: EnqueueOptions = {
                    "queue_name": RUN_QUEUE,
                    "workflow_name": BARE_WORKFLOW,
                    "workflow_id": run_id,
                }
                self.client.enqueue_in_transaction(conn, options, run_id)
        engine.dispose()

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.client.destroy()
        if self.database:
            psql(f"DROP DATABASE IF EXISTS {self.database} WITH (FORCE)")
        self.dir.cleanup()


async def bare_batch(deployment: BareDeployment, size: int, warm: int) -> float:
    """Completed workflows/s of `size` enqueued at once, after `warm` untimed ones."""
    await asyncio.to_thread(deployment.enqueue, warm)
    await _until_completed(deployment.completed, warm, time.perf_counter())
    start = time.perf_counter()
    await asyncio.to_thread(deployment.enqueue, size)
    return size / await _until_completed(deployment.completed, warm + size, start)


def serve_bare(spec: str) -> None:
    """The bare worker: DBOS with our engine's config and queue, the mirrored workflow."""
    from dbos import DBOS

    from agentschool.runs.engine import RUN_QUEUE, EngineConfig

    options = json.loads(spec)
    steps = [(str(name), int(size)) for name, size in options["steps"]]

    async def payload(size: int) -> str:
        chars = size - PICKLE_OVERHEAD
        return "x" * max(0, chars - 3 if chars > 255 else chars)  # a 4-byte length past 255

    @DBOS.workflow(name=BARE_WORKFLOW)
    async def bare(run_id: str) -> str:
        for name, size in steps:
            await DBOS.run_step_async({"name": name}, payload, size)
        return "completed"

    config = EngineConfig(
        database_url=options["url"],
        system_database_url=options["url"],
        concurrency=options["concurrency"],
        executor_id="bare0",
    )
    DBOS(config=config.dbos_config())
    DBOS.launch()
    DBOS.register_queue(
        RUN_QUEUE,
        worker_concurrency=config.concurrency,
        polling_interval_sec=0.05,
        on_conflict="always_update",
    )
    while True:
        time.sleep(3600)


def compare(backend: str, args: argparse.Namespace) -> list[str]:
    """Table rows: ours and the two bare variants on `backend`, medians of `args.repeats`.

    Each repeat runs ours, then both bare variants, so a change in the machine's load between
    repeats falls on all three alike (the machine is shared).
    """
    warm = args.concurrency
    ours: list[float] = []
    theirs: dict[bool, list[float]] = {False: [], True: []}
    shape: Shape | None = None
    for _ in range(args.repeats):
        deployment = Deployment(backend, 1, args.concurrency)
        try:
            ours.append(asyncio.run(ours_batch(deployment, args.dbos_size, warm)))
            shape = shape or measure_shape(deployment)
        finally:
            deployment.close()
        for with_events, results in theirs.items():
            bare = BareDeployment(backend, args.concurrency, shape.bare(with_events))
            try:
                results.append(asyncio.run(bare_batch(bare, args.dbos_size, warm)))
            finally:
                bare.close()
    assert shape is not None
    print(f"{backend}: {shape.describe()}", file=sys.stderr, flush=True)
    mine = statistics.median(ours)
    spread = f"{min(ours):.1f}-{max(ours):.1f}"
    rows = [
        f"| {backend} | ours (rule-planned instant run) | {mine:.1f} ({spread}) | 1.00 "
        f"| {load_average()} |"
    ]
    for with_events, results in theirs.items():
        steps = shape.bare(with_events)
        label = ", events as steps" if with_events else ""
        median = statistics.median(results)
        name = f"bare DBOS, {len(steps)} steps{label}"
        rows.append(
            f"| {backend} | {name} | {median:.1f} ({min(results):.1f}-{max(results):.1f}) "
            f"| {mine / median:.2f} | {load_average()} |"
        )
    return rows


def print_compare(backends: list[str], args: argparse.Namespace) -> None:
    print(f"dbos: 1 worker, --concurrency {args.concurrency}, {args.dbos_size} runs per batch")
    print(f"after {args.concurrency} warm-up runs; medians (min-max) of {args.repeats} runs\n")
    print("| backend | workload | completed runs/s | ours / this | load avg |")
    print("|---|---|---|---|---|")
    for backend in backends:
        for row in compare(backend, args):
            print(row, flush=True)
    print()


MODES = {"burst": burst, "sustained": sustained, "soak": soak}


def load_average() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    modes = [*MODES, "dbos"]
    parser.add_argument("--modes", nargs="+", choices=modes, default=["burst", "sustained", "dbos"])
    parser.add_argument(
        "--apis", type=int, nargs="+", default=[1], help="API processes (replicas) to try"
    )
    parser.add_argument("--size", type=int, default=1000, help="runs at once / in flight")
    parser.add_argument("--rate", type=float, default=150.0, help="sustained POSTs per second")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--concurrency", type=int, default=8, help="runs per worker at once")
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgres"])
    parser.add_argument(
        "--worker-nice", type=int, default=0, help="run workers at this nice level (API at 0)"
    )
    parser.add_argument("--dbos-size", type=int, default=150, help="runs per batch (dbos mode)")
    parser.add_argument("--bare-worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bare_worker:
        serve_bare(args.bare_worker)
    backends = [b for b in args.backends if b == "sqlite" or postgres_up()]
    if "dbos" in args.modes:
        print_compare(backends, args)
    if not set(args.modes) & set(MODES):
        return
    print(f"{os.cpu_count()} CPUs; medians of {args.repeats} batches, each on a fresh deployment")
    print(f"sustained: {args.rate:g} POSTs/s until {args.size} runs are in flight")
    print(f"workers: --concurrency {args.concurrency}, nice {args.worker_nice}\n")
    columns = ["backend", "API processes", "workers", "mode", "N", "runs/s"]
    columns += ["p50 enqueue ms", "p95 enqueue ms", "max ms"]
    columns += ["errors", "peak in flight", "API CPU ms/POST", "client CPU ms/POST", "load avg"]
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))
    for backend in backends:
        for apis, workers, mode in itertools.product(
            args.apis, args.workers, [m for m in args.modes if m in MODES]
        ):
            results = []
            for _ in range(args.repeats):
                deployment = Deployment(
                    backend, workers, args.concurrency, args.worker_nice, apis=apis
                )
                try:
                    results.append(asyncio.run(MODES[mode](deployment, args.size, args.rate)))
                finally:
                    deployment.close()
            print(
                f"| {backend} | {apis} | {workers} | {mode} | {args.size} "
                f"| {statistics.median(r.runs_per_s for r in results):.1f} "
                f"| {statistics.median(r.p50_ms for r in results):.0f} "
                f"| {statistics.median(r.p95_ms for r in results):.0f} "
                f"| {statistics.median(r.max_ms for r in results):.0f} "
                f"| {sum(r.errors for r in results)} "
                f"| {statistics.median(r.peak_in_flight for r in results):.0f} "
                f"| {statistics.median(r.api_cpu_ms for r in results):.2f} "
                f"| {statistics.median(r.client_cpu_ms for r in results):.2f} "
                f"| {load_average()} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
