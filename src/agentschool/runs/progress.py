"""`RunProgress`: what a worker writes about the runs it executes, batched across those runs.

A worker executes several runs at once and each writes to the store three times at least: it
claims the run (pending → running), records its events, and finishes it (output, status). One
transaction per write costs more than the run's whole plan on an instant task; a `GroupCommit`
per kind of write lets the runs that write at the same moment share one transaction, and each
write is as few statements as the database allows:

```
claim    UPDATE runs … WHERE id IN (…) AND status = 'pending' RETURNING …   one for the batch
events   INSERT INTO events …  (one executemany)  + step upserts, one per set of fields
finish   the run's last events and step rows + UPDATE runs … (one executemany) + a status read
```

Every caller still returns only once its own write is committed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import BindParameter, bindparam, select, update

from agentschool.runs.batching import GroupCommit
from agentschool.runs.status import RunStatus, sources_of
from agentschool.runs.store import RunNotFound, RunStore
from agentschool.runs.tables import RunRow, utcnow

__all__ = ["Finish", "RunProgress", "StepUpdate", "StoredEvent"]

StoredEvent = tuple[int, str, Any]
"""`(seq, kind, data)` of one event."""
StepUpdate = tuple[str, str, dict[str, Any]]
"""`(step_id, status, fields)` of one step row."""
_Events = tuple[str, Sequence[StoredEvent], Sequence[StepUpdate]]


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
    """Claims, events and finishes of a worker's runs, each kind group-committed.

    Args:
        store: The run store.
    """

    def __init__(self, store: RunStore) -> None:
        self.store = store
        self._claims = GroupCommit(self._claim_batch)
        self._events = GroupCommit(self._events_batch)
        self._finishes = GroupCommit(self._finish_batch)
        # built once: building a statement costs more CPU than executing a cached one
        columns = RunRow.__table__.columns
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
        found: tuple[dict[str, Any] | None, bool] = await self._claims.submit(run_id)
        return found

    async def append_events(
        self, run_id: str, events: Sequence[StoredEvent], *, steps: Sequence[StepUpdate] = ()
    ) -> None:
        """Record events and step rows as `RunStore.append_events` does, with other runs' events.

        An event whose seq is stored already is skipped (a replay).
        """
        if events or steps:
            await self._events.submit((run_id, events, steps))

    async def finish(self, finish: Finish) -> RunStatus:
        """Write the run's last events and its end; return its status now.

        The run must be running or waiting for an approval (whose decision came: the machine's
        path goes through running); a run cancelled meanwhile stays cancelled and that status is
        returned.
        """
        status: RunStatus = await self._finishes.submit(finish)
        return status

    async def _claim_batch(
        self, run_ids: Sequence[str]
    ) -> list[tuple[dict[str, Any] | None, bool]]:
        async with self.store.begin() as conn:
            result = await conn.execute(self._claim, {"ids": list(run_ids), "now": utcnow()})
            claimed = {row["id"]: row for row in result.mappings()}
            others = [run_id for run_id in run_ids if run_id not in claimed]
            found: dict[str, Any] = {}
            if others:
                result = await conn.execute(self._read, {"ids": others})
                found = {row["id"]: row for row in result.mappings()}
        results: list[tuple[dict[str, Any] | None, bool]] = []
        for run_id in run_ids:
            row = claimed.get(run_id) or found.get(run_id)
            results.append((dict(row) if row else None, run_id in claimed))
        return results

    async def _events_batch(self, batch: Sequence[_Events]) -> list[None]:
        async with self.store.begin() as conn:
            await self.store.write_events(conn, batch)
        return [None] * len(batch)

    async def _finish_batch(self, batch: Sequence[Finish]) -> list[RunStatus]:
        now = utcnow()
        ended: set[str] = set()
        async with self.store.begin() as conn:
            await self.store.write_events(conn, [(f.run_id, f.events, f.steps) for f in batch])
            for f in batch:
                values = {"run_id": f.run_id, "updated_at": now, **f.values}
                if (await conn.execute(self._end[f.target], values)).first() is not None:
                    ended.add(f.run_id)
            others = [f.run_id for f in batch if f.run_id not in ended]
            found: dict[str, str] = {}
            if others:
                rows = (await conn.execute(self._status, {"ids": others})).all()
                found = {str(run_id): str(status) for run_id, status in rows}
        if missing := [run_id for run_id in others if run_id not in found]:
            raise RunNotFound(missing[0])
        return [f.target if f.run_id in ended else RunStatus(found[f.run_id]) for f in batch]


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
