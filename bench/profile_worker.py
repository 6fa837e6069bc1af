"""One worker completing instant runs in this process, with its CPU per run and a profile.

The worker is built as `agentschool worker` builds it (`cli.serve._engine`); N runs ("what is
2 + 3", rule planner) are created and enqueued before it starts, as a burst of POSTs would leave
them. Printed: wall time, this process's CPU ms per run (user + system, every thread), and with
`--profile` the functions with the most own time, summed over every thread the worker starts
(each new thread gets its own `cProfile`; time a thread spends blocked in C, e.g. waiting on a
lock or a socket, shows in the builtin it waits in).

    PYTHONPATH=src .venv/bin/python bench/profile_worker.py [--runs 300] [--backend sqlite]
        [--profile] [--top 40] [--sort tottime] [--only agentschool] [--bare]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import resource
import sys
import tempfile
import threading
import time
import uuid
from typing import Any

POSTGRES_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"


def thread_cpu() -> dict[int, float]:
    """CPU seconds of each of this process's threads, by native id (`/proc`)."""
    found: dict[int, float] = {}
    for tid in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{tid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found[int(tid)] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return found


def by_thread(before: dict[int, float]) -> str:
    """CPU each kind of thread spent since `before`, largest first (names without digits)."""
    import re

    names = {t.native_id: t.name for t in threading.enumerate()}
    spent: dict[str, float] = {}
    for tid, seconds in thread_cpu().items():
        kind = re.sub(r"[-_ ]?\d+", "", names.get(tid, "other"))
        spent[kind] = spent.get(kind, 0.0) + seconds - before.get(tid, 0.0)
    ranked = sorted(spent.items(), key=lambda item: -item[1])
    return ", ".join(f"{kind} {seconds:.2f} s" for kind, seconds in ranked if seconds > 0)


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class ThreadProfiles:
    """A `cProfile.Profile` for every thread started after `install` (and this one)."""

    def __init__(self, only: str = "") -> None:
        self.profiles: list[cProfile.Profile] = []
        self.only = only

    def install(self) -> None:
        threading.setprofile(self._start)
        self._start()

    def _start(self, *_: Any) -> None:
        if self.only not in threading.current_thread().name:
            import sys

            sys.setprofile(None)
            return
        profile = cProfile.Profile()
        self.profiles.append(profile)
        profile.enable()  # replaces this thread's profile function with cProfile's

    def stats(self) -> pstats.Stats:
        threading.setprofile(None)  # type: ignore[arg-type]
        for profile in self.profiles:
            profile.disable()
        stats = pstats.Stats(self.profiles[0])
        for profile in self.profiles[1:]:
            try:
                stats.add(profile)
            except TypeError:  # a thread that made no call
                pass
        return stats


async def create_runs(database_url: str, system_url: str, n: int) -> None:
    from agentschool.runs.engine import DbosLauncher, EngineConfig
    from agentschool.runs.store import RunStore

    store = RunStore(database_url)
    await store.migrate()
    launcher = DbosLauncher(EngineConfig(database_url=database_url, system_database_url=system_url))
    agent = {"model": "test", "planner": "rule"}
    try:
        for _ in range(n):
            run = await store.create_run("what is 2 + 3", agent)
            await launcher.submit(run)
    finally:
        launcher.close()
        await store.close()


def completed(database_url: str) -> Any:
    """Counts the store's completed runs (one connection, reused: the poll is not the worker)."""
    import sqlalchemy as sa

    scheme, _, rest = database_url.partition("://")
    url = f"postgresql+psycopg://{rest}" if scheme.startswith("postgres") else database_url
    engine = sa.create_engine(url, poolclass=sa.pool.StaticPool)
    query = sa.text("SELECT count(*) FROM runs WHERE status = 'completed'")

    def count() -> int:
        with engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    return count


def bare_worker(config: Any, n: int) -> tuple[Any, Any]:
    """A bare DBOS workflow of our run's 3 steps and pickled sizes, `n` of them enqueued."""
    import sqlalchemy as sa
    from dbos import DBOS, DBOSClient, EnqueueOptions

    from agentschool.runs.engine import RUN_QUEUE

    sizes = [("run:start", 118), ("tool:calculator", 23), ("run:finish", 24)]

    async def payload(size: int) -> str:
        return "x" * (size - 15)

    @DBOS.workflow(name="bench.bare")
    async def bare(run_id: str) -> str:
        for name, size in sizes:
            await DBOS.run_step_async({"name": name}, payload, size)
        return "completed"

    url = config.system_database_url
    DBOS.migrate(url, schema="dbos")
    client = DBOSClient(system_database_url=url, application_name="agentschool")
    scheme, _, rest = url.partition("://")
    sync_url = f"postgresql+psycopg://{rest}" if scheme == "postgresql" else url
    engine = sa.create_engine(sync_url, poolclass=sa.pool.StaticPool)
    with engine.begin() as conn:
        for _ in range(n):
            run_id = f"run_{uuid.uuid4().hex[:24]}"
            options: EnqueueOptions = {
                "queue_name": RUN_QUEUE,
                "workflow_name": "bench.bare",
                "workflow_id": run_id,
            }
            client.enqueue_in_transaction(conn, options, run_id)
    prefix = "dbos." if scheme == "postgresql" else ""
    query = sa.text(f"SELECT count(*) FROM {prefix}workflow_status WHERE status = 'SUCCESS'")

    def count() -> int:
        with engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    def launch() -> None:
        DBOS(config=config.dbos_config())
        DBOS.launch()
        DBOS.register_queue(
            RUN_QUEUE,
            worker_concurrency=config.concurrency,
            polling_interval_sec=0.05,
            on_conflict="always_update",
        )

    return launch, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--backend", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--bare", action="store_true", help="a bare 3-step DBOS workflow instead")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--sort", default="tottime")
    parser.add_argument("--thread", default="", help="profile only threads named with this")
    parser.add_argument("--dump", help="also write the merged profile here (pstats)")
    parser.add_argument("--only", nargs="*", default=[], help="regexes the rows must match")
    args = parser.parse_args()

    home = tempfile.TemporaryDirectory(prefix="agentschool-profile-")
    os.environ.update(
        AGENTSCHOOL_HOME=home.name,
        AGENTSCHOOL_CONFIG="/nonexistent.toml",
        AGENTSCHOOL_AUTH_DISABLED="1",
    )
    database = None
    if args.backend == "postgres":
        import psycopg

        database = f"profile_{uuid.uuid4().hex[:8]}"
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {database}")
        os.environ["AGENTSCHOOL_DATABASE_URL"] = f"postgresql://postgres@127.0.0.1:5432/{database}"

    from agentschool.cli.serve import _engine

    engine, _ = _engine(None, args.concurrency, "p0")
    config = engine.config
    if args.bare:
        launch, count = bare_worker(config, args.runs)
    else:
        asyncio.run(create_runs(config.database_url, config.system_database_url, args.runs))
        launch, count = engine.launch, completed(config.database_url)
    profiles = ThreadProfiles(args.thread)
    if args.profile:
        profiles.install()
    start_cpu, start, threads = cpu(), time.perf_counter(), thread_cpu()
    launch()
    while (done := count()) < args.runs:
        time.sleep(0.1)
    wall, spent = time.perf_counter() - start, cpu() - start_cpu
    stats = profiles.stats() if args.profile else None
    per_thread = by_thread(threads)
    print(
        f"{args.backend}{' bare' if args.bare else ''}: {done} runs in {wall:.2f} s "
        f"= {done / wall:.1f} runs/s; "
        f"CPU {spent * 1000 / done:.2f} ms per run (all threads); "
        f"load {' '.join(f'{x:.1f}' for x in os.getloadavg())}",
        flush=True,
    )
    print(f"CPU by thread: {per_thread}")
    if stats is not None:
        if args.dump:
            stats.dump_stats(args.dump)
        stats.sort_stats(args.sort).print_stats(*args.only, args.top)
    sys.stdout.flush()
    if database:  # DBOS's threads still poll it: their complaints are not this bench's output
        os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {database} WITH (FORCE)")
    os._exit(0)  # DBOS's threads and the temporary database: the process is done


if __name__ == "__main__":
    main()
