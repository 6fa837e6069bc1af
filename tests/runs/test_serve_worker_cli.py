"""`agentschool serve --no-worker` and `agentschool worker` as real processes share the run queue.

Runs posted to the API stay pending until a worker process starts; then they complete (on SQLite
with one worker, on PostgreSQL with two pulling from one queue), and both processes stop cleanly
on SIGTERM. The API is reached over loopback with a key made by `agentschool keys create`.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import anyio
import httpx
import psycopg
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service
from tests.runs.conftest import POSTGRES_URL, postgres_reachable

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]

BIN = Path(sys.executable).with_name("agentschool")
BODY = {"task": "what is 2 + 3", "agent": {"model": "test", "planner": "rule"}}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Deployment:
    env: dict[str, str]
    port: int = field(default_factory=free_port)
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)

    def cli(self, *args: str) -> str:
        done = subprocess.run(
            [str(BIN), *args], env=self.env, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    def spawn(self, *args: str) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(
            [str(BIN), *args], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        self.procs.append(proc)
        return proc

    def stop(self, proc: subprocess.Popen[bytes]) -> int:
        proc.terminate()
        return proc.wait(timeout=30)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def deployment(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Deployment]:
    env = {
        **os.environ,
        "AGENTSCHOOL_HOME": str(tmp_path),
        "AGENTSCHOOL_CONFIG": str(tmp_path / "none.toml"),
        "AGENTSCHOOL_LOG_LEVEL": "WARNING",
    }
    database = None
    if request.param == "postgres":
        if not postgres_reachable():
            require_service("postgres")
        database = f"cli_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {database}")
        env["AGENTSCHOOL_DATABASE_URL"] = POSTGRES_URL.rsplit("/", 1)[0] + f"/{database}"
    env.pop("AGENTSCHOOL_AUTH_DISABLED", None)
    env.pop("AGENTSCHOOL_REDIS_URL", None)
    deployed = Deployment(env)
    try:
        yield deployed
    finally:
        for proc in deployed.procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
            if proc.stderr is not None:
                proc.stderr.close()
        if database is not None:
            with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
                conn.execute(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")


async def wait_ready(client: httpx.AsyncClient, api: subprocess.Popen[bytes]) -> None:
    with anyio.fail_after(60):
        while True:
            assert api.poll() is None, "the API process died"
            try:
                if (await client.get("/api/v1/ready")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await anyio.sleep(0.2)


async def statuses(client: httpx.AsyncClient, run_ids: list[str]) -> list[str]:
    return [(await client.get(f"/api/v1/runs/{r}")).json()["status"] for r in run_ids]


async def test_api_and_worker_processes_complete_queued_runs(deployment: Deployment) -> None:
    workers = 2 if "AGENTSCHOOL_DATABASE_URL" in deployment.env else 1
    key = json.loads(deployment.cli("keys", "create", "--scope", "run", "--json"))
    api = deployment.spawn("serve", "--no-worker", "--no-mcp", "--port", str(deployment.port))
    headers = {"Authorization": f"Bearer {key['token']}"}
    base = f"http://127.0.0.1:{deployment.port}"
    async with httpx.AsyncClient(base_url=base, headers=headers, timeout=30) as client:
        await wait_ready(client, api)
        async with httpx.AsyncClient(base_url=base, timeout=30) as anonymous:
            assert (await anonymous.post("/api/v1/runs", json=BODY)).status_code == 401
        created = [await client.post("/api/v1/runs", json=BODY) for _ in range(6)]
        assert [r.status_code for r in created] == [201] * 6
        run_ids = [r.json()["id"] for r in created]
        assert set(await statuses(client, run_ids)) == {"pending"}  # no worker yet

        pool = [deployment.spawn("worker", "--id", f"w{i}") for i in range(workers)]
        with anyio.fail_after(90):
            while set(await statuses(client, run_ids)) != {"completed"}:
                assert all(w.poll() is None for w in pool), "a worker died"
                await anyio.sleep(0.2)
        run = (await client.get(f"/api/v1/runs/{run_ids[0]}")).json()
        assert "5" in json.dumps(run["output"])

    shown = json.loads(deployment.cli("runs", "show", run_ids[0], "--json"))
    assert shown["status"] == "completed" and shown["steps"]
    assert [deployment.stop(w) for w in pool] == [0] * workers
    assert deployment.stop(api) == 0


def children(proc: subprocess.Popen[bytes]) -> list[int]:
    """The process ids `proc` started (Linux)."""
    return [int(p) for p in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()]


def alive(pids: list[int]) -> list[int]:
    return [pid for pid in pids if Path(f"/proc/{pid}").exists()]


async def test_several_api_processes_share_one_port(deployment: Deployment) -> None:
    key = json.loads(deployment.cli("keys", "create", "--scope", "run", "--json"))
    port = str(deployment.port)
    api = deployment.spawn("serve", "--no-worker", "--no-mcp", "--port", port, "--processes", "3")
    headers = {"Authorization": f"Bearer {key['token']}"}
    base = f"http://127.0.0.1:{deployment.port}"
    async with httpx.AsyncClient(base_url=base, headers=headers, timeout=30) as client:
        await wait_ready(client, api)
        assert len(children(api)) == 2
        limits = httpx.Limits(max_keepalive_connections=0)  # a new connection per POST
        async with httpx.AsyncClient(base_url=base, headers=headers, limits=limits) as fresh:
            created = [await fresh.post("/api/v1/runs", json=BODY) for _ in range(12)]
        assert [r.status_code for r in created] == [201] * 12
        page = (await client.get("/api/v1/runs", params={"limit": 50})).json()
        assert len(page["items"]) == 12
    others = children(api)
    assert deployment.stop(api) == 0
    assert not alive(others)  # stopped with it


def test_several_api_processes_need_no_worker(deployment: Deployment) -> None:
    done = subprocess.run(
        [str(BIN), "serve", "--processes", "2", "--port", str(deployment.port)],
        env=deployment.env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "--no-worker" in done.stderr
