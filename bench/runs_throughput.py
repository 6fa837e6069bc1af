"""Durable runs through the REST API: enqueue latency and throughput, burst and sustained.

`agentschool serve --no-worker` (uvicorn) takes the API and `agentschool worker` processes (1 or 2)
execute runs; this process is the load generator on loopback, with a minimal HTTP/1.1 client on
pre-opened keep-alive connections (an httpx client spends ~5 ms of CPU per request at this
concurrency, which would measure the client, not the server). Each run is an instant task
("what is 2 + 3", rule planner: no model is called).

Two modes, each on a fresh deployment and database:

* **burst**: all N POSTs at once. Latency here is queueing: the last POST waits for the N-1
  before it, so p95 is bounded below by (per-POST CPU cost x N) on the API's core.
* **sustained**: POSTs arrive open-loop at `--rate` runs/s (latency is measured from each POST's
  *scheduled* time, so a slow server cannot hide queueing) until N runs are in flight at once
  (pending, running or waiting in the store, sampled from the database by this process).

Reported: runs/s (created and completed, first POST to last completion), p50/p95 enqueue latency,
errors (non-201 answers and runs that did not complete), peak runs in flight, medians over
`--repeats`, and the load average when the row was measured.

    .venv/bin/python bench/runs_throughput.py [--repeats 3] [--modes burst sustained]
        [--size 1000] [--rate 150] [--workers 1 2] [--backends sqlite postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
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
    """An API process and worker processes on a fresh data dir (and a fresh PostgreSQL db)."""

    def __init__(self, backend: str, workers: int, concurrency: int, nice: int = 0) -> None:
        self.dir = tempfile.TemporaryDirectory(prefix="agentschool-bench-")
        self.port = free_port()
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
        self.counts = StatusCounts(database_url)
        try:
            self._spawn(["serve", "--no-worker", "--no-mcp", "--port", str(self.port)])
            self._wait_ready()
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

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        url = f"http://127.0.0.1:{self.port}/api/v1/ready"
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


class Connection:
    """One keep-alive HTTP/1.1 connection that POSTs the run body and reads the status."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.last_used = time.monotonic()

    @classmethod
    async def open(cls, port: int) -> Connection:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        return cls(reader, writer)

    async def post(self, request: bytes) -> int:
        self.writer.write(request)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        length = 0
        for line in head.split(b"\r\n"):
            if line[:15].lower() == b"content-length:":
                length = int(line[15:])
        await self.reader.readexactly(length)
        self.last_used = time.monotonic()
        return status

    def close(self) -> None:
        self.writer.close()


def request_bytes(port: int) -> bytes:
    body = BODY.encode()
    head = (
        f"POST /api/v1/runs HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


class Load:
    """Issues POSTs on a pool of connections and records latency and errors."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.request = request_bytes(port)
        self.idle: list[Connection] = []
        self.latencies: list[float] = []
        self.errors = 0
        self.error_kinds: dict[str, int] = {}

    async def warm(self, n: int) -> None:
        self.idle += await asyncio.gather(*(Connection.open(self.port) for _ in range(n)))

    async def _connection(self) -> Connection:
        while self.idle:
            conn = self.idle.pop()
            if time.monotonic() - conn.last_used < KEEP_ALIVE:
                return conn
            conn.close()  # the server may have closed it already
        return await Connection.open(self.port)

    async def post(self, scheduled: float) -> None:
        conn = await self._connection()
        try:
            status = await conn.post(self.request)
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
    load = Load(deployment.port)
    await load.warm(size)
    start = time.perf_counter()
    await asyncio.gather(*(load.post(start) for _ in range(size)))
    load.close()
    created = size - load.errors
    peak, not_completed = await _drain(deployment, created, start, 0)
    return _result(load, size, start, peak, not_completed)


async def sustained(deployment: Deployment, size: int, rate: float) -> Batch:
    """Open loop at `rate` POSTs/s until `size` runs are in flight at once."""
    load = Load(deployment.port)
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


def _result(load: Load, posted: int, start: float, peak: int, not_completed: int) -> Batch:
    elapsed = time.perf_counter() - start
    q = statistics.quantiles(load.latencies, n=100)
    return Batch(posted / elapsed, q[49] * 1000, q[94] * 1000, load.errors + not_completed, peak)


MODES = {"burst": burst, "sustained": sustained}


def load_average() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--modes", nargs="+", choices=list(MODES), default=list(MODES))
    parser.add_argument("--size", type=int, default=1000, help="runs at once / in flight")
    parser.add_argument("--rate", type=float, default=150.0, help="sustained POSTs per second")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--concurrency", type=int, default=8, help="runs per worker at once")
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgres"])
    parser.add_argument(
        "--worker-nice", type=int, default=0, help="run workers at this nice level (API at 0)"
    )
    args = parser.parse_args()
    backends = [b for b in args.backends if b == "sqlite" or postgres_up()]
    print(f"{os.cpu_count()} CPUs; medians of {args.repeats} batches, each on a fresh deployment")
    print(f"sustained: {args.rate:g} POSTs/s until {args.size} runs are in flight")
    print(f"workers: --concurrency {args.concurrency}, nice {args.worker_nice}\n")
    columns = ["backend", "workers", "mode", "N", "runs/s", "p50 enqueue ms", "p95 enqueue ms"]
    columns += ["errors", "peak in flight", "load avg"]
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))
    for backend in backends:
        for workers in args.workers:
            for mode in args.modes:
                results = []
                for _ in range(args.repeats):
                    deployment = Deployment(backend, workers, args.concurrency, args.worker_nice)
                    try:
                        results.append(asyncio.run(MODES[mode](deployment, args.size, args.rate)))
                    finally:
                        deployment.close()
                print(
                    f"| {backend} | {workers} | {mode} | {args.size} "
                    f"| {statistics.median(r.runs_per_s for r in results):.1f} "
                    f"| {statistics.median(r.p50_ms for r in results):.0f} "
                    f"| {statistics.median(r.p95_ms for r in results):.0f} "
                    f"| {sum(r.errors for r in results)} "
                    f"| {statistics.median(r.peak_in_flight for r in results):.0f} "
                    f"| {load_average()} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
