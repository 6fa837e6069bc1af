"""Crash test: SIGKILL a worker mid-run, restart it, and count the effects the world saw.

A 5-step run (each step a side-effecting tool writing to a SQLite "receiver" that applies each
idempotency key once) is killed at 15 deterministic points — before the effect, after the effect
but before its ledger record commits, and after the commit, for each step — and at random times
over 40 more runs. After restarts: 0 lost runs, exactly one effect per (run, step), and >0
re-executed attempts. The control uses fresh random keys instead of `run_id:step_id` and must show
duplicates. Runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import select
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from agentschool.runs.engine import DbosLauncher, EngineConfig
from agentschool.runs.ledger import Ledger
from agentschool.runs.status import FINISHED_STATUSES, RunStatus
from agentschool.runs.store import RunStore

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.conftest import require_service
from tests.runs.conftest import POSTGRES_URL, drop_schema, postgres_reachable

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

WORKER = Path(__file__).with_name("crash_worker.py")
STEP_IDS = [f"s{i}" for i in range(1, 6)]
POINTS = ("before_effect", "after_effect", "after_commit")


@dataclass
class Harness:
    tmp: Path
    database_url: str
    system_database_url: str
    schema: str | None = None
    dbos_schema: str = "dbos"
    restarts: int = 0
    kills: int = 0
    proc: subprocess.Popen[str] | None = field(default=None, repr=False)

    @property
    def receiver(self) -> Path:
        return self.tmp / "receiver.db"

    @property
    def markers(self) -> Path:
        return self.tmp / "markers"

    def engine_config(self) -> EngineConfig:
        return EngineConfig(
            database_url=self.database_url,
            system_database_url=self.system_database_url,
            schema=self.schema,
            dbos_schema=self.dbos_schema,
        )

    def setup(self) -> None:
        self.markers.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(self.receiver) as db:
            db.execute("CREATE TABLE IF NOT EXISTS effects (key TEXT PRIMARY KEY, run_id, step_id)")
            db.execute("CREATE TABLE IF NOT EXISTS deliveries (key, run_id, step_id)")

    def start(self, crash_points: list[str], fresh_keys: bool) -> None:
        config = {
            "database_url": self.database_url,
            "system_database_url": self.system_database_url,
            "schema": self.schema,
            "dbos_schema": self.dbos_schema,
            "receiver": str(self.receiver),
            "markers": str(self.markers),
            "crash_points": crash_points,
            "fresh_keys": fresh_keys,
            "concurrency": 4,
        }
        path = self.tmp / "worker.json"
        path.write_text(json.dumps(config))
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "src")}
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER), str(path)], stdout=subprocess.PIPE, text=True, env=env
        )
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], 60)
        line = self.proc.stdout.readline() if ready else ""
        if line.strip() != "ready" and self.proc.poll() is None:
            raise AssertionError(f"worker did not start: {line!r}")

    def kill(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def deliveries(self) -> int:
        """How many effects the receiver has been sent so far (duplicates included)."""
        with sqlite3.connect(self.receiver, timeout=30) as db:
            return int(db.execute("SELECT COUNT(*) FROM deliveries").fetchone()[0])

    def died(self) -> bool:
        return self.proc is not None and self.proc.poll() is not None


async def _create_runs(h: Harness, n: int, config: dict[str, object] | None = None) -> list[str]:
    store = RunStore(h.database_url, schema=h.schema)
    await store.migrate()
    # the task asks for each effect and names every value, so the plan is grounded
    task = "charge card, send email, write file, post webhook and add todo: l1 l2 l3 l4 l5"
    if (config or {}).get("team"):  # one clause per subtask of the worker's director
        task = "charge card part 1, send email part 2, write file part 3, post webhook part 4"
        task += " and add todo part 5"
    ids = [(await store.create_run(f"{task} #{i}", config or {})).id for i in range(n)]
    await store.close()
    return ids


async def _enqueue(h: Harness, run_ids: list[str]) -> None:
    store = RunStore(h.database_url, schema=h.schema)
    launcher = DbosLauncher(h.engine_config())
    for run_id in run_ids:
        await launcher.submit(await store.get_run(run_id))
    launcher.close()
    await store.close()


async def _statuses(h: Harness, run_ids: list[str]) -> dict[str, RunStatus]:
    store = RunStore(h.database_url, schema=h.schema)
    try:
        return {r: (await store.get_run(r)).status for r in run_ids}
    finally:
        await store.close()


async def _reexecuted(h: Harness) -> int:
    store = RunStore(h.database_url, schema=h.schema)
    try:
        return await Ledger(store).reexecuted_attempts()
    finally:
        await store.close()


def drive(
    h: Harness,
    run_ids: list[str],
    crash_points: list[str],
    *,
    fresh_keys: bool = False,
    random_kills: int = 0,
    seed: int = 0,
) -> dict[str, RunStatus]:
    """Run until every run finished, restarting the worker whenever it dies or is killed."""
    rng = random.Random(seed)
    h.start(crash_points, fresh_keys)
    asyncio.run(_enqueue(h, run_ids))
    # A random kill lands after a random number of new deliveries, not after a random time: on a
    # fast machine a timer can fire after every run finished, and on a slow one before any began.
    kill_after = h.deliveries() + rng.randint(1, 12)
    deadline = time.monotonic() + 240
    try:
        while time.monotonic() < deadline:
            statuses = asyncio.run(_statuses(h, run_ids))
            if all(s in FINISHED_STATUSES for s in statuses.values()):
                return statuses
            if h.kills < random_kills and h.deliveries() >= kill_after:
                h.kill()
                h.kills += 1
            if h.died():
                h.kill()  # reap it
                h.restarts += 1
                h.start(crash_points, fresh_keys)
                kill_after = h.deliveries() + rng.randint(1, 12)
            time.sleep(0.02)
        raise AssertionError(f"runs did not finish: {asyncio.run(_statuses(h, run_ids))}")
    finally:
        h.kill()


def effects(h: Harness) -> tuple[dict[tuple[str, str], int], int]:
    """Applied effects per (run, step), and the number of deliveries the receiver saw."""
    with sqlite3.connect(h.receiver) as db:
        rows = db.execute("SELECT run_id, step_id, COUNT(*) FROM effects GROUP BY 1, 2").fetchall()
        deliveries = db.execute("SELECT COUNT(*) FROM deliveries").fetchone()[0]
    return {(r, s): n for r, s, n in rows}, deliveries


def assert_exactly_once(
    h: Harness, run_ids: list[str], statuses: dict[str, RunStatus]
) -> tuple[int, int, int]:
    """Assert 0 lost runs, 0 missing and 0 duplicated effects; return the three counts."""
    lost = [r for r, s in statuses.items() if s is not RunStatus.COMPLETED]
    assert lost == [], f"lost runs: {lost}"
    applied, _ = effects(h)
    expected = {(r, s) for r in run_ids for s in STEP_IDS}
    missing = expected - set(applied)
    duplicated = {k: n for k, n in applied.items() if n > 1}
    assert (len(missing), len(duplicated)) == (0, 0), (missing, duplicated)
    return len(lost), len(missing), len(duplicated)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def harness(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Harness]:
    if request.param == "sqlite":
        runs, system = tmp_path / "runs.db", tmp_path / "dbos.sqlite"
        h = Harness(tmp_path, f"sqlite:///{runs}", f"sqlite:///{system}")
        h.setup()
        yield h
        return
    if not postgres_reachable():
        require_service("postgres")
    suffix = uuid.uuid4().hex[:10]
    h = Harness(
        tmp_path,
        POSTGRES_URL,
        POSTGRES_URL,
        schema=f"crash_{suffix}",
        dbos_schema=f"dbos_{suffix}",
    )
    h.setup()
    try:
        yield h
    finally:
        h.kill()
        for schema in (h.schema, h.dbos_schema):
            asyncio.run(drop_schema(str(schema)))


def test_crash_points_and_random_kills(harness: Harness) -> None:
    h = harness
    # 15 deterministic points: each (step, point) pair in its own run.
    pinned = asyncio.run(_create_runs(h, len(STEP_IDS) * len(POINTS)))
    points = [
        f"{run_id}/{step}/{point}"
        for run_id, (step, point) in zip(
            pinned, [(s, p) for s in STEP_IDS for p in POINTS], strict=True
        )
    ]
    statuses = drive(h, pinned, points)
    fired = sorted(p.name for p in h.markers.iterdir())
    assert len(fired) == 15 and h.restarts >= 15
    assert_exactly_once(h, pinned, statuses)
    # 40 runs killed at random times.
    randomly = asyncio.run(_create_runs(h, 40))
    statuses = drive(h, randomly, [], random_kills=6, seed=20261122)
    # 40 runs of 5 effects outlast 6 kills of at most 12 deliveries each: every kill lands mid-run.
    assert h.kills == 6
    lost, missing, duplicated = assert_exactly_once(h, pinned + randomly, {**statuses})
    reexecuted = asyncio.run(_reexecuted(h))
    applied, deliveries = effects(h)
    assert reexecuted > 0, "no crash hit an effect in flight"
    assert deliveries > len(applied), "no effect was delivered twice (receiver never deduplicated)"
    print(
        f"\n{h.database_url.split(':')[0]}: runs={len(pinned) + len(randomly)} "
        f"crash_points={len(fired)} random_kills={h.kills} restarts={h.restarts} "
        f"lost={lost} missing={missing} duplicated={duplicated} reexecuted={reexecuted} "
        f"effects={len(applied)} deliveries={deliveries}"
    )


def test_control_fresh_keys_duplicate(harness: Harness) -> None:
    h = harness
    run_ids = asyncio.run(_create_runs(h, 3))
    points = [f"{run_id}/s{i + 2}/after_effect" for i, run_id in enumerate(run_ids)]
    statuses = drive(h, run_ids, points, fresh_keys=True)
    assert all(s is RunStatus.COMPLETED for s in statuses.values())
    applied, _ = effects(h)
    duplicated = {k: n for k, n in applied.items() if n > 1}
    # Each pinned crash duplicates its effect; a run in flight beside it may duplicate one too.
    assert len(duplicated) >= 3, "with fresh keys every crash after an effect must duplicate it"
    print(f"\n{h.database_url.split(':')[0]} control (fresh keys): duplicated={len(duplicated)}")


def _pinned(h: Harness, config: dict[str, object]) -> tuple[list[str], list[str]]:
    """15 runs of `config`, and one crash point for each: every (step, point) pair once."""
    pinned = asyncio.run(_create_runs(h, len(STEP_IDS) * len(POINTS), config))
    pairs = [(s, p) for s in STEP_IDS for p in POINTS]
    points = [f"{r}/{step}/{point}" for r, (step, point) in zip(pinned, pairs, strict=True)]
    return pinned, points


def test_team_runs_survive_crash_points(harness: Harness) -> None:
    """A team run: the director's five specialist calls (in parallel) killed at each point."""
    h = harness
    pinned, points = _pinned(h, {"team": True})
    statuses = drive(h, pinned, points)
    fired = sorted(p.name for p in h.markers.iterdir())
    assert len(fired) == 15 and h.restarts >= 15
    lost, missing, duplicated = assert_exactly_once(h, pinned, statuses)
    outputs = asyncio.run(_outputs(h, pinned))
    assert set(outputs.values()) == {"all five effects done"}
    print(
        f"\n{h.database_url.split(':')[0]} team: runs={len(pinned)} crash_points={len(fired)} "
        f"restarts={h.restarts} lost={lost} missing={missing} duplicated={duplicated}"
    )


async def _outputs(h: Harness, run_ids: list[str]) -> dict[str, object]:
    store = RunStore(h.database_url, schema=h.schema)
    try:
        return {r: (await store.get_run(r)).output for r in run_ids}
    finally:
        await store.close()


LEARNING_POINTS = ("recall/after_effect", "remember/before_effect", "remember/after_effect")
"""A learning run's own step boundaries (see `crash_worker.CrashingExperience`)."""


def learned(h: Harness) -> tuple[dict[str, int], dict[str, int], set[str]]:
    """Memories per run, reuses counted per run, and the counters of the worker's memory."""
    with sqlite3.connect(h.tmp / "memory.db") as db:
        rows = db.execute(
            "SELECT json_extract(metadata, '$.run_id'), COUNT(*) FROM memories GROUP BY 1"
        ).fetchall()
        reused = db.execute(
            "SELECT key, COUNT(*) FROM memory_counted WHERE name = 'plans_reused' GROUP BY 1"
        ).fetchall()
        counters = dict(db.execute("SELECT name, value FROM memory_counters").fetchall())
    return dict(rows), dict(reused), counters


def test_remember_runs_survive_crash_points(harness: Harness) -> None:
    """Learning runs: recall and remember are recorded steps; each run is learned exactly once.

    Killed at every tool step's three points and inside the recall and around the remember
    step: each run is remembered once (one memory) or counted once as the reuse of a remembered
    plan, never both, never twice, never not at all; the counters agree.
    """
    h = harness
    pinned, points = _pinned(h, {"remember": True})
    more = asyncio.run(_create_runs(h, len(LEARNING_POINTS), {"remember": True}))
    points += [f"{r}/{point}" for r, point in zip(more, LEARNING_POINTS, strict=True)]
    statuses = drive(h, pinned + more, points)
    fired = len(list(h.markers.iterdir()))
    # Every point killed the worker; the last kill may come when every run's status is already
    # final (seen once in a full run), so nothing is left to restart for.
    assert fired == len(points) and h.restarts >= len(points) - 1
    lost, missing, duplicated = assert_exactly_once(h, pinned + more, statuses)
    memories, reused, counters = learned(h)
    runs = set(pinned + more)
    counted = [*memories.items(), *reused.items()]
    twice = {r for r, n in counted if n > 1} | (set(memories) & set(reused))
    unlearned = runs - set(memories) - set(reused)
    assert (twice, unlearned) == (set(), set()), (memories, reused)
    assert counters["runs_recorded"] == len(memories)
    assert counters.get("plans_reused", 0) == counters.get("reused_runs_completed", 0)
    assert counters.get("plans_reused", 0) == len(reused)
    print(
        f"\n{h.database_url.split(':')[0]} remember: runs={len(runs)} crash_points={fired} "
        f"restarts={h.restarts} lost={lost} missing={missing} duplicated={duplicated} "
        f"memories={len(memories)} reused={len(reused)} twice=0 unlearned=0"
    )
