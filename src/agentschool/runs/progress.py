"""`RunProgress`: what a worker writes about the runs it executes, batched across those runs.

A worker executes several runs at once and each writes to the store three times at least: it
claims the run (pending → running), records its events, and finishes it (output, status). One
transaction per write costs more than the run's whole plan on an instant task; a `GroupCommit`
lets every write made at the same moment, by any run and of any kind, share one transaction
(one run starting while another ends: one commit, not two), and each write is as few
statements as the database allows:

```
claims   UPDATE runs … WHERE id IN (…) AND status = 'pending' RETURNING …   one for the batch
events   INSERT INTO events …  (one executemany)  + step upserts, one per set of fields
finishes UPDATE runs … one per run + a status read of the runs that did not end
```

Every caller still returns only once its own write is committed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import BindParameter, Connection, bindparam, select, update

from agentschool.runs.batching import GroupCommit
from agentschool.runs.records import RunNotFound
from agentschool.runs.status import RunStatus, sources_of
from agentschool.runs.store import RunStore
from agentschool.runs.tables import RunRow, utcnow

__all__ = ["Finish", "RunProgress", "StepUpdate", "StoredEvent"]

StoredEvent = tuple[int, str, Any]
"""`(seq, kind, data)` of one event."""
StepUpdate = tuple[str, str, dict[str, Any]]
"""`(step_id, status, fields)` of one step row."""
_Events = tuple[str, Sequence[StoredEvent], Sequence[StepUpdate]]
_CLAIMED = ("id", "status", "task", "agent_config", "api_key_id", "session_id")
"""The columns a claim returns: what a run needs to start."""


@dataclass(frozen=True, slots=True)
class _Claim:
    run_id: str


@dataclass(frozen=True, slots=True)
class _Append:
    events: _Events


class Finish:
    """How a run ended, with the events and step rows not written yet.

    Args:
        run_id: The run.
        status: `completed` or `failed` (the agent's verdict).
        output: The answer (JSON-ready).
        error: Why it failed.
        usage: Model usage (JSON-ready), with `cost_usd` when priced.
        events: Events still to write.
        steps: Step rows still to write.
    """

    def __init__(
        self,
        run_id: str,
        status: str,
        *,
        output: Any = None,
        error: str | None = None,
        usage: dict[str, Any] | None = None,
        events: Sequence[StoredEvent] = (),
        steps: Sequence[StepUpdate] = (),
    ) -> None:
        self.run_id = run_id
        self.target = RunStatus.COMPLETED if status == "completed" else RunStatus.FAILED
        cost = usage.get("cost_usd") if usage else None
        self.values = {"output": output, "error": error, "usage": usage, "cost": cost}
        self.events = events
        self.steps = steps


class RunProgress:
    """Claims, events and finishes of a worker's runs, group-committed together.

    Args:
        store: The run store.
    """

    def __init__(self, store: RunStore) -> None:
        self.store = store
        self._writes: GroupCommit[_Claim | _Append | Finish, Any] = GroupCommit(self._write)
        # A batch of claims alone is one UPDATE (atomic by itself): on PostgreSQL it runs
        # without a transaction around it, one round trip instead of three. (On SQLite the
        # switch to autocommit would cost more than the COMMIT it saves.)
        self.engine = store.sync_engine()
        """Where the writes go: a synchronous engine on the store's database."""
        self._autocommit = (
            self.engine.execution_options(isolation_level="AUTOCOMMIT")
            if store.dialect == "postgresql"
            else None
        )
        # built once: building a statement costs more CPU than executing a cached one
        columns = [RunRow.__table__.columns[name] for name in _CLAIMED]
        ids: BindParameter[Any] = bindparam("ids", expanding=True)
        self._claim = (
            update(RunRow)
            .where(RunRow.id.in_(ids), RunRow.status == RunStatus.PENDING.value)
            .values(status=RunStatus.RUNNING.value, updated_at=bindparam("now"))
            .returning(*columns)
        )
        self._read = select(*columns).where(RunRow.id.in_(ids))
        self._status = select(RunRow.id, RunRow.status).where(RunRow.id.in_(ids))
        self._end = {target: _end(target) for target in (RunStatus.COMPLETED, RunStatus.FAILED)}

    async def claim(self, run_id: str) -> tuple[dict[str, Any] | None, bool]:
        """Move a pending run to running: its row (None if there is none) and whether this moved it.

        A run that is not pending (running after a crash, finished, cancelled) is returned as
        it is.
        """
        found: tuple[dict[str, Any] | None, bool] = await self._writes.submit(_Claim(run_id))
        return found

    async def append_events(
        self, run_id: str, events: Sequence[StoredEvent], *, steps: Sequence[StepUpdate] = ()
    ) -> None:
        """Record events and step rows as `RunStore.append_events` does, with other runs' events.

        An event whose seq is stored already is skipped (a replay).
        """
        if events or steps:
            await self._writes.submit(_Append((run_id, events, steps)))

    async def finish(self, finish: Finish) -> RunStatus:
        """Write the run's last events and its end; return its status now.

        The run must be running or waiting for an approval (whose decision came: the machine's
        path goes through running); a run cancelled meanwhile stays cancelled and that status is
        returned.
        """
        status: RunStatus = await self._writes.submit(finish)
        return status

    async def _write(self, batch: Sequence[_Claim | _Append | Finish]) -> list[Any]:
        """Every write of `batch` in one transaction, in one trip to a worker thread.

        The statements run on a synchronous connection (`engine`): one thread hop for the
        whole batch, where the async driver pays a hop (SQLite) or an event-loop turn
        (PostgreSQL) per statement. On SQLite this process's writers still take turns.
        """
        if self.store.dialect != "sqlite":
            return await asyncio.to_thread(self._written, batch)
        async with self.store.write_lock():
            return await asyncio.to_thread(self._written, batch)

    def _written(self, batch: Sequence[_Claim | _Append | Finish]) -> list[Any]:
        """`_write` on the synchronous connection: claims, then events, then ends.

        A run's own writes never meet in one batch (each waits for the one before), so their
        order within the transaction is free.
        """
        claims = [item.run_id for item in batch if isinstance(item, _Claim)]
        finishes = [item for item in batch if isinstance(item, Finish)]
        events = [item.events for item in batch if isinstance(item, _Append)]
        events += [(f.run_id, f.events, f.steps) for f in finishes]
        if len(claims) == len(batch) and self._autocommit is not None:
            with self._autocommit.connect() as conn:  # one statement: no BEGIN, no COMMIT
                started = self._claim_in(conn, claims)
            return [started[run_id] for run_id in claims]
        with self.engine.begin() as conn:
            started = self._claim_in(conn, claims) if claims else {}
            for statement, params in self.store.event_writes(events):
                conn.execute(statement, params)
            ended = self._finish_in(conn, finishes) if finishes else {}
        results: list[Any] = []
        for item in batch:
            if isinstance(item, _Claim):
                results.append(started[item.run_id])
            elif isinstance(item, Finish):
                results.append(ended[item.run_id])
            else:
                results.append(None)
        return results

    def _claim_in(
        self, conn: Connection, run_ids: list[str]
    ) -> dict[str, tuple[dict[str, Any] | None, bool]]:
        result = conn.execute(self._claim, {"ids": run_ids, "now": utcnow()})
        claimed = {row["id"]: row for row in result.mappings()}
        found: dict[str, Any] = {}
        if others := [run_id for run_id in run_ids if run_id not in claimed]:
            result = conn.execute(self._read, {"ids": others})
            found = {row["id"]: row for row in result.mappings()}
        started: dict[str, tuple[dict[str, Any] | None, bool]] = {}
        for run_id in run_ids:
            row = claimed.get(run_id) or found.get(run_id)
            started[run_id] = (dict(row) if row else None, run_id in claimed)
        return started

    def _finish_in(self, conn: Connection, batch: list[Finish]) -> dict[str, RunStatus]:
        now = utcnow()
        ended: dict[str, RunStatus] = {}
        for f in batch:
            values = {"run_id": f.run_id, "updated_at": now, **f.values}
            if conn.execute(self._end[f.target], values).first() is not None:
                ended[f.run_id] = f.target
        if others := [f.run_id for f in batch if f.run_id not in ended]:
            rows = conn.execute(self._status, {"ids": others}).all()
            ended.update((str(run_id), RunStatus(status)) for run_id, status in rows)
        if missing := [f.run_id for f in batch if f.run_id not in ended]:
            raise RunNotFound(missing[0])
        return ended

    def close(self) -> None:
        """Release the connection."""
        self.engine.dispose()


def _end(target: RunStatus) -> Any:
    """`UPDATE runs` to `target`, the run's output and usage as parameters.

    A run waiting for an approval goes through running, as `ensure_status` would take it.
    """
    sources = sources_of(target) | (sources_of(RunStatus.RUNNING) - {RunStatus.PENDING})
    return (
        update(RunRow)
        .where(RunRow.id == bindparam("run_id"), RunRow.status.in_([s.value for s in sources]))
        .values(status=target.value)
        .returning(RunRow.id)
    )
