"""A request cancelled mid-query (a client gone from an SSE or WebSocket stream) leaks nothing."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import anyio

from agentschool.runs.store import RunStore


async def test_cancelled_queries_leave_no_task_behind(tmp_path: Path) -> None:
    earlier = set(threading.enumerate())  # threads of other tests' stores are not this one's
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    run = await store.create_run("t")
    for delay in range(20):  # cancel at successive points of a query's life

        async def query() -> None:
            while True:
                await store.events_after(run.id)

        # anyio (Starlette's request handling) cancels level-triggered: every await inside the
        # cancelled scope is cancelled again, including SQLAlchemy's shielded connection cleanup.
        async with anyio.create_task_group() as group:
            group.start_soon(query)
            for _ in range(delay + 1):
                await asyncio.sleep(0)
            group.cancel_scope.cancel()
    await store.close()
    others = asyncio.all_tasks() - {asyncio.current_task()}
    _, pending = await asyncio.wait(others, timeout=5) if others else (set(), set())
    # With SQLAlchemy's graceful terminate of aiosqlite connections, a close task waited forever
    # on a worker thread that had already stopped; `asyncio.run` then hung at shutdown.
    assert not pending, [t.get_coro() for t in pending]
    # Every connection's worker thread ends (a cancelled connect stops its own thread).
    workers = [
        t for t in set(threading.enumerate()) - earlier if "_connection_worker_thread" in t.name
    ]
    await asyncio.to_thread(lambda: [t.join(timeout=5) for t in workers])
    assert not [t for t in workers if t.is_alive()]
