"""Durable runs through the REST API: throughput and enqueue latency, SQLite vs PostgreSQL.

`agentschool serve --no-worker` (uvicorn) takes the API and `agentschool worker` processes (1 or 2)
execute runs; this process is the load generator on loopback. Each batch POSTs N runs at once
(an instant task: "what is 2 + 3" with the rule planner, so no model is called), records each
POST's latency (enqueue: store insert + DBOS enqueue), then waits until every run has finished.
Reported per backend × workers × N: runs/s (created and completed, first POST to last completion),
p50/p95 enqueue latency, errors (non-201 answers and runs not completed). Medians over `--repeats`.

    .venv/bin/python bench/runs_throughput.py [--repeats 3] [--sizes 100 1000] [--workers 1 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import httpx

BIN = Path(sys.executable).with_name("agentschool")
POSTGRES_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
BODY = {"task": "what is 2 + 3", "agent": {"model": "test", "planner": "rule"}}


@dataclass
class Batch:
    runs_per_s: float
    p50_ms: float
    p95_ms: float
    errors: int


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


class Deployment:
    """An API process and worker processes on a fresh data dir (and a fresh PostgreSQL db)."""

    def __init__(self, backend: str, workers: int) -> None:
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
        if backend == "postgres":
            self.database = f"bench_{uuid.uuid4().hex[:8]}"
            psql(f"CREATE DATABASE {self.database}")
            self.env["AGENTSCHOOL_DATABASE_URL"] = (
                f"postgresql://postgres@127.0.0.1:5432/{self.database}"
            )
        self.procs: list[subprocess.Popen[bytes]] = []
        self.api = self._spawn(["serve", "--no-worker", "--no-mcp", "--port", str(self.port)])
        self.url = f"http://127.0.0.1:{self.port}/api/v1"
        self._wait_ready()
        for i in range(workers):
            self.procs.append(self._spawn(["worker", "--concurrency", "8", "--id", f"w{i}"]))

    def _spawn(self, args: list[str]) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(
            [str(BIN), *args], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        self.procs.append(proc)
        return proc

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}/ready", timeout=1).status_code == 200:
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
        if self.database:
            psql(f"DROP DATABASE IF EXISTS {self.database} WITH (FORCE)")
        self.dir.cleanup()


async def _finished(client: httpx.AsyncClient) -> dict[str, float]:
    text = (await client.get("/metrics")).text
    return {
        m[1]: float(m[2]) for m in re.finditer(r'agentschool_runs\{status="(\w+)"\} (\S+)', text)
    }


async def batch(url: str, size: int) -> Batch:
    limits = httpx.Limits(max_connections=size, max_keepalive_connections=size)
    timeout = httpx.Timeout(120)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=timeout) as client:
        before = await _finished(client)
        done_before = sum(before.get(s, 0) for s in ("completed", "failed", "cancelled"))
        failed_before = before.get("failed", 0)
        latencies: list[float] = []
        errors = 0

        async def post() -> None:
            nonlocal errors
            start = time.perf_counter()
            try:
                response = await client.post("/runs", json=BODY)
                errors += response.status_code != 201
            except httpx.HTTPError:
                errors += 1
            latencies.append(time.perf_counter() - start)

        start = time.perf_counter()
        await asyncio.gather(*(post() for _ in range(size)))
        while True:
            counts = await _finished(client)
            done = sum(counts.get(s, 0) for s in ("completed", "failed", "cancelled")) - done_before
            if done >= size - errors or time.perf_counter() - start > 600:
                break
            await asyncio.sleep(0.1)
        elapsed = time.perf_counter() - start
        errors += int(counts.get("failed", 0) - failed_before)
    q = statistics.quantiles(latencies, n=100)
    return Batch(size / elapsed, q[49] * 1000, q[94] * 1000, errors)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgres"])
    args = parser.parse_args()
    backends = [b for b in args.backends if b == "sqlite" or postgres_up()]
    print(f"{os.cpu_count()} CPUs; medians of {args.repeats} batches\n")
    columns = ["backend", "workers", "concurrent runs", "runs/s", "p50 enqueue ms"]
    columns += ["p95 enqueue ms", "errors"]
    print("| " + " | ".join(columns) + " |")
    print("|---|---|---|---|---|---|---|")
    for backend in backends:
        for workers in args.workers:
            deployment = Deployment(backend, workers)
            try:
                for size in args.sizes:
                    results = [
                        asyncio.run(batch(deployment.url, size)) for _ in range(args.repeats)
                    ]
                    print(
                        f"| {backend} | {workers} | {size} "
                        f"| {statistics.median(r.runs_per_s for r in results):.1f} "
                        f"| {statistics.median(r.p50_ms for r in results):.0f} "
                        f"| {statistics.median(r.p95_ms for r in results):.0f} "
                        f"| {sum(r.errors for r in results)} |",
                        flush=True,
                    )
            finally:
                deployment.close()


if __name__ == "__main__":
    main()
