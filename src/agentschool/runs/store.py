"""`RunStore`: runs, steps and events in SQLite or PostgreSQL (SQLAlchemy 2 async).

Status changes go through one conditional `UPDATE … WHERE status IN (allowed sources)`, so two
processes racing on a run cannot both win, and an illegal change leaves the row untouched.
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import anyio
from alembic import command
from alembic.config import Config
from sqlalchemy import (
    Connection,
    Engine,
    create_engine,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.pool import NullPool

from agentschool.agent.events import AgentEvent
from agentschool.runs.batching import GroupCommit
from agentschool.runs.database import SQLITE_LOCK_WAIT, async_database_url, sqlite_pragmas
from agentschool.runs.migrations import MIGRATIONS_DIR
from agentschool.runs.records import Event, Run, RunNotFound, new_id
from agentschool.runs.status import FINISHED_STATUSES, RunStatus, check_transition, sources_of
from agentschool.runs.tables import EventRow, RunRow, StepRow, utcnow
from agentschool.settings import Settings

__all__ = [
    "InTransaction",
    "OnEngine",
    "RunStore",
    "TransactionStep",
    "ensure_status",
]


TransactionStep = Callable[[Connection, list[str]], None]
"""Called inside the transaction that inserts runs, with their ids (see `RunStore.create_run`)."""


@dataclass(frozen=True, slots=True)
class OnEngine:
    """A transaction step that wants the insert's transaction on its own engine.

    `engine` is a synchronous engine on the store's database (a `DbosLauncher`'s, shared with
    its DBOS client, whose enqueue statements are compiled once for that engine: on any other
    connection DBOS builds and compiles them again for every run).
    """

    engine: Engine
    """Where the runs are inserted and `step` runs, in one transaction (on a thread)."""
    step: TransactionStep
    """What joins the insert's transaction."""


InTransaction = TransactionStep | OnEngine
"""What `create_run` calls inside the transaction that inserts the run."""


def _steps_of(
    batch: Sequence[tuple[dict[str, Any], InTransaction | None]],
) -> dict[TransactionStep, list[str]]:
    """Each transaction step of a batch with the ids of its runs."""
    steps: dict[TransactionStep, list[str]] = {}
    for values, hook in batch:
        if hook is not None:
            steps.setdefault(hook.step if isinstance(hook, OnEngine) else hook, []).append(
                values["id"]
            )
    return steps


class RunStore:
    """Runs, steps and events on one database (see `async_database_url`).

    Args:
        url: `sqlite:///path.db` or `postgresql://…` (sync or async form).
        schema: PostgreSQL schema to use (created by `migrate`); tests use a unique one.
    """

    def __init__(self, url: str, *, schema: str | None = None) -> None:
        self.url = url
        self.schema = schema
        async_url = async_database_url(url)
        self.dialect = "sqlite" if async_url.startswith("sqlite") else "postgresql"
        kwargs: dict[str, Any] = {}
        if self.dialect == "postgresql" and schema:
            kwargs["connect_args"] = {"server_settings": {"search_path": schema}}
        if self.dialect == "sqlite":
            kwargs.update(pool_size=8, max_overflow=8, pool_timeout=60)
        self.engine: AsyncEngine = create_async_engine(async_url, **kwargs)
        if self.dialect == "sqlite":
            event.listen(self.engine.sync_engine, "connect", sqlite_pragmas)
            self.engine.dialect.do_terminate = self._stop_connection  # type: ignore[method-assign]
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        self._write_locks: dict[asyncio.AbstractEventLoop, asyncio.Lock] = {}
        self._fail_fast: AsyncEngine | None = None
        self._stopping: dict[asyncio.Future[Any], Any] = {}  # see `_stop_connection`
        self._new_runs = GroupCommit(self._insert_runs)
        self._step_upserts: dict[tuple[str, ...], Any] = {}

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> RunStore:
        """The store at `AGENTSCHOOL_DATABASE_URL`, or the SQLite file in the data dir."""
        return cls((settings or Settings()).effective_database_url())

    @asynccontextmanager
    async def write(self) -> AsyncIterator[AsyncSession]:
        """A session in a transaction; on SQLite, writers of this process take turns.

        SQLite allows one writer at a time and a blocked writer backs off by sleeping, so
        concurrent requests queue on an in-process lock instead (one per event loop).
        """
        if self.dialect != "sqlite":
            async with self.sessions.begin() as session:
                yield session
            return
        async with self._write_lock(), self.sessions.begin() as session:
            yield session

    @asynccontextmanager
    async def begin(self) -> AsyncIterator[AsyncConnection]:
        """A Core connection in a transaction, for writes that need no ORM (a third of the CPU).

        On SQLite, writers of this process take turns as in `write`.
        """
        if self.dialect != "sqlite":
            async with self.engine.begin() as conn:
                yield conn
            return
        async with self._write_lock(), self.engine.begin() as conn:
            yield conn

    def _write_lock(self) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        return self._write_locks.setdefault(loop, asyncio.Lock())

    def write_lock(self) -> asyncio.Lock:
        """The lock this event loop's writers take turns on (SQLite has one writer at a time)."""
        return self._write_lock()

    def sync_engine(self) -> Engine:
        """A synchronous engine on this store's database, with this store's settings.

        For batched writes done in one trip to a worker thread (`RunProgress`): pysqlite with
        the same pragmas, or psycopg with the same schema.
        """
        rest = self.url.partition("://")[2]
        if self.dialect == "sqlite":
            engine = create_engine(f"sqlite://{rest}", pool_size=1, max_overflow=4)
            event.listen(engine, "connect", sqlite_pragmas)
            return engine
        args = {"options": f"-c search_path={self.schema}"} if self.schema else {}
        return create_engine(
            f"postgresql+psycopg://{rest}", pool_size=1, max_overflow=4, connect_args=args
        )

    async def _write_retrying(self, write: Callable[[AsyncConnection], Awaitable[None]]) -> None:
        """`write` in a SQLite transaction retried every millisecond while the file is locked.

        Used where latency matters: creating runs (see `SQLITE_LOCK_WAIT`).
        """
        if self._fail_fast is None:
            self._fail_fast = create_async_engine(async_database_url(self.url), pool_size=2)
            pragmas = functools.partial(sqlite_pragmas, busy_timeout=0)
            event.listen(self._fail_fast.sync_engine, "connect", pragmas)
            self._fail_fast.dialect.do_terminate = self._stop_connection  # type: ignore[method-assign]
        deadline = time.monotonic() + SQLITE_LOCK_WAIT
        while True:
            try:
                async with self._write_lock(), self._fail_fast.begin() as conn:
                    await write(conn)
                return
            except OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
            await asyncio.sleep(0.001)

    async def migrate(self) -> None:
        """Create or upgrade every table (Alembic `upgrade head`); safe to call concurrently."""
        if self.dialect == "postgresql" and self.schema:
            admin = create_async_engine(async_database_url(self.url), poolclass=NullPool)
            async with admin.begin() as conn:
                await conn.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"'))
            await admin.dispose()
        if self.dialect == "sqlite":
            await self._migrate_sqlite()
            return
        async with self.engine.begin() as conn:
            await conn.execute(text("SELECT pg_advisory_xact_lock(727274)"))
            await conn.run_sync(self._upgrade)

    async def _migrate_sqlite(self) -> None:
        """Upgrade in one SQLite transaction that DDL joins too, so a failing step rolls back.

        The sqlite3 driver commits before each DDL statement by itself; with its transaction
        handling off and an explicit `BEGIN IMMEDIATE` (which also makes concurrent migrations
        wait their turn) every step of an upgrade commits or rolls back together.
        """
        engine = create_async_engine(async_database_url(self.url), poolclass=NullPool)

        def on_connect(dbapi_connection: Any, record: Any) -> None:
            sqlite_pragmas(dbapi_connection, record)
            dbapi_connection.isolation_level = None

        event.listen(engine.sync_engine, "connect", on_connect)
        event.listen(
            engine.sync_engine, "begin", lambda conn: conn.exec_driver_sql("BEGIN IMMEDIATE")
        )
        try:
            async with engine.begin() as conn:
                await conn.run_sync(self._upgrade)
        finally:
            await engine.dispose()

    def _upgrade(self, connection: Connection) -> None:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS_DIR))
        config.attributes["connection"] = connection
        config.attributes["schema"] = self.schema
        command.upgrade(config, "head")

    async def close(self) -> None:
        """Release every connection."""
        await self.engine.dispose()
        if self._fail_fast is not None:
            await self._fail_fast.dispose()
        loop = asyncio.get_running_loop()
        if stopping := [f for f in self._stopping if f.get_loop() is loop]:
            await asyncio.wait(stopping)

    def _stop_connection(self, dbapi_connection: Any) -> None:
        """Terminate a pooled aiosqlite connection by stopping its worker thread.

        SQLAlchemy terminates a connection whose query was cancelled (a client leaving an SSE or
        WebSocket stream) with a shielded graceful close, then a forced stop when the cancellation
        is delivered again, as anyio does. The stop ends aiosqlite's worker thread and the graceful
        close then waits forever for it: a task that never finishes, an event loop that never
        shuts down (SQLAlchemy 2.1, aiosqlite 0.22). Stopping alone has no such race; the thread
        still finishes what was queued before and closes the SQLite connection. The connection is
        kept until then (else a ResourceWarning) and `close` waits for those threads.
        """
        connection = dbapi_connection.driver_connection
        stopped = connection.stop()
        if stopped is not None:
            self._stopping[stopped] = connection
            stopped.add_done_callback(self._stopping.pop)

    async def is_migrated(self) -> bool:
        """Whether the run tables exist."""
        async with self.engine.connect() as conn:
            return bool(await conn.run_sync(lambda c: inspect(c).has_table(RunRow.__tablename__)))

    async def ping(self) -> bool:
        """Whether the database answers a trivial query."""
        try:
            async with self.engine.connect() as conn:
                await conn.execute(text("SELECT 1"))
        except Exception:
            return False
        return True

    def insert_ignore(self, table: Any, values: dict[str, Any]) -> Any:
        """`INSERT … ON CONFLICT DO NOTHING` in this store's dialect."""
        return self.dialect_insert(table).values(**values).on_conflict_do_nothing()

    def dialect_insert(self, table: Any) -> Any:
        """`INSERT` in this store's dialect (with `on_conflict_do_nothing`/`do_update`)."""
        return (postgresql.insert if self.dialect == "postgresql" else sqlite.insert)(table)

    async def create_run(
        self,
        task: str,
        agent_config: dict[str, Any] | None = None,
        *,
        run_id: str | None = None,
        api_key_id: str | None = None,
        session_id: str | None = None,
        in_transaction: InTransaction | None = None,
    ) -> Run:
        """Insert a pending run and return it (committed when this returns).

        A run with `session_id` is the next turn of that session (`agentschool.runs.sessions`).

        Runs created at the same time are inserted in one transaction (group commit);
        `in_transaction` is called inside it with the new runs' ids (to enqueue them atomically).
        """
        now = utcnow()
        values = {
            "id": run_id or new_id("run"),
            "task": task,
            "status": RunStatus.PENDING.value,
            "agent_config": agent_config or {},
            "created_at": now,
            "updated_at": now,
            "api_key_id": api_key_id,
            "session_id": session_id,
        }
        await self._new_runs.submit((values, in_transaction))
        return Run.model_validate(values)

    async def _insert_runs(
        self, batch: Sequence[tuple[dict[str, Any], InTransaction | None]]
    ) -> list[None]:
        by_engine: dict[Engine | None, list[tuple[dict[str, Any], InTransaction | None]]] = {}
        for values, hook in batch:
            engine = hook.engine if isinstance(hook, OnEngine) else None
            by_engine.setdefault(engine, []).append((values, hook))
        for engine, items in by_engine.items():
            if engine is None:
                await self._insert_here(items)
            else:
                await asyncio.to_thread(self._insert_on, engine, items)
        return [None] * len(batch)

    async def _insert_here(
        self, batch: Sequence[tuple[dict[str, Any], InTransaction | None]]
    ) -> None:
        """Insert on the store's own engine; steps join through `run_sync`."""
        steps = _steps_of(batch)

        async def write(conn: AsyncConnection) -> None:
            await conn.execute(insert(RunRow), [values for values, _ in batch])
            for step, run_ids in steps.items():
                await conn.run_sync(step, run_ids)

        if self.dialect == "sqlite":
            await self._write_retrying(write)
        else:
            async with self.begin() as conn:
                await write(conn)

    def _insert_on(
        self, engine: Engine, batch: Sequence[tuple[dict[str, Any], InTransaction | None]]
    ) -> None:
        """Insert on `engine` (a synchronous one on this database), its steps in the transaction."""
        statement = insert(RunRow)
        if self.schema:  # the store's connections set its search path; this engine's do not
            statement = statement.execution_options(schema_translate_map={None: self.schema})
        with engine.begin() as conn:
            conn.execute(statement, [values for values, _ in batch])
            for step, run_ids in _steps_of(batch).items():
                step(conn, run_ids)

    async def pending_run_ids(self, *, created_before: datetime, limit: int = 10_000) -> list[str]:
        """Ids of pending runs created before `created_before`, oldest first."""
        query = (
            select(RunRow.id)
            .where(RunRow.status == RunStatus.PENDING.value, RunRow.created_at < created_before)
            .order_by(RunRow.id)
            .limit(limit)
        )
        async with self.sessions() as session:
            return list((await session.scalars(query)).all())

    async def get_run(self, run_id: str) -> Run:
        """The run with this id.

        Raises:
            RunNotFound: When there is none.
        """
        async with self.sessions() as session:
            row = await session.get(RunRow, run_id)
        if row is None:
            raise RunNotFound(run_id)
        return Run.model_validate(row)

    async def wait_finished(self, run_id: str, *, within: float, poll: float = 0.2) -> Run:
        """The run once it is finished (completed, failed, cancelled), or as it is after `within` s.

        Raises:
            RunNotFound: When there is none.
        """
        run = await self.get_run(run_id)
        with anyio.move_on_after(within):
            while run.status not in FINISHED_STATUSES:
                await anyio.sleep(poll)
                run = await self.get_run(run_id)
        return run

    async def list_runs(
        self, *, status: RunStatus | None = None, cursor: str | None = None, limit: int = 50
    ) -> tuple[list[Run], str | None]:
        """Runs newest first, and the cursor of the next page (None on the last page)."""
        query = select(RunRow).order_by(RunRow.id.desc()).limit(limit + 1)
        if status is not None:
            query = query.where(RunRow.status == status.value)
        if cursor:
            query = query.where(RunRow.id < cursor)
        async with self.sessions() as session:
            rows = list((await session.scalars(query)).all())
        page = [Run.model_validate(r) for r in rows[:limit]]
        return page, (page[-1].id if len(rows) > limit else None)

    async def count_by_status(self) -> dict[str, int]:
        """How many runs are in each status."""
        query = select(RunRow.status, func.count()).group_by(RunRow.status)
        async with self.sessions() as session:
            rows = (await session.execute(query)).all()
        return {str(status): int(count) for status, count in rows}

    async def transition(self, run_id: str, target: RunStatus, **fields: Any) -> Run:
        """Move a run to `target`, setting `fields` (output, error, usage, cost) in the same write.

        Raises:
            RunNotFound: When there is no such run.
            IllegalTransition: When the status machine forbids it; nothing is written.
        """
        sources = [s.value for s in sources_of(target)]
        values = {"status": target.value, "updated_at": utcnow(), **fields}
        query = (
            update(RunRow)
            .where(RunRow.id == run_id, RunRow.status.in_(sources))
            .values(**values)
            .returning(*RunRow.__table__.columns)
        )
        async with self.begin() as conn:
            row = (await conn.execute(query)).mappings().first()
        if row is not None:
            return Run.model_validate(dict(row))
        current = await self.get_run(run_id)
        check_transition(run_id, current.status, target)
        return current

    async def append_event(self, run_id: str, seq: int, kind: str, data: dict[str, Any]) -> None:
        """Record event `seq` of a run; recording the same `seq` again is a no-op (replay)."""
        values = {"run_id": run_id, "seq": seq, "kind": kind, "data": data, "created_at": utcnow()}
        async with self.write() as session:
            await session.execute(self.insert_ignore(EventRow, values))

    async def append_events(
        self,
        run_id: str,
        events: Sequence[tuple[int, str, Any]],
        *,
        steps: Sequence[tuple[str, str, dict[str, Any]]] = (),
    ) -> None:
        """Record `(seq, kind, data)` events and `(step_id, status, fields)` step updates.

        One transaction for all of them; recording an event `seq` again is a no-op (replay).
        """
        if not events and not steps:
            return
        async with self.begin() as conn:
            await self.write_events(conn, [(run_id, events, steps)])

    async def write_events(
        self,
        conn: AsyncConnection,
        runs: Sequence[
            tuple[str, Sequence[tuple[int, str, Any]], Sequence[tuple[str, str, dict[str, Any]]]]
        ],
    ) -> None:
        """`append_events` for several runs, inside `conn`'s transaction.

        One INSERT for every event; one upsert per run of step updates with the same fields, in
        order.
        """
        for statement, params in self.event_writes(runs):
            await conn.execute(statement, params)

    def event_writes(
        self,
        runs: Sequence[
            tuple[str, Sequence[tuple[int, str, Any]], Sequence[tuple[str, str, dict[str, Any]]]]
        ],
    ) -> list[tuple[Any, list[dict[str, Any]]]]:
        """The statements of `write_events`, each with its rows (for a synchronous connection too).

        One INSERT for every event; one upsert per run of step updates with the same fields, in
        order.
        """
        now = utcnow()
        rows = [
            {"run_id": run_id, "seq": seq, "kind": kind, "data": data, "created_at": now}
            for run_id, events, _ in runs
            for seq, kind, data in events
        ]
        writes: list[tuple[Any, list[dict[str, Any]]]] = []
        if rows:
            writes.append((self._insert_events, rows))
        updates = [
            {"run_id": run_id, "step_id": step_id, "status": status, "updated_at": now, **fields}
            for run_id, _, steps in runs
            for step_id, status, fields in steps
        ]
        for group in _same_columns(updates):
            writes.append((self._upsert_steps(tuple(group[0])), group))
        return writes

    @functools.cached_property
    def _insert_events(self) -> Any:
        return self.dialect_insert(EventRow).on_conflict_do_nothing()

    def _upsert_steps(self, columns: tuple[str, ...]) -> Any:
        """The upsert of step rows setting `columns`, built once per set of columns."""
        if columns not in self._step_upserts:
            insert = self.dialect_insert(StepRow)
            changed = {key: insert.excluded[key] for key in columns if key not in _STEP_KEY}
            upsert = insert.on_conflict_do_update(index_elements=list(_STEP_KEY), set_=changed)
            self._step_upserts[columns] = upsert
        return self._step_upserts[columns]

    async def events_after(self, run_id: str, after: int = 0, limit: int = 500) -> list[Event]:
        """A run's events with `seq > after`, in order."""
        query = (
            select(EventRow)
            .where(EventRow.run_id == run_id, EventRow.seq > after)
            .order_by(EventRow.seq)
            .limit(limit)
        )
        async with self.sessions() as session:
            return [Event.model_validate(r) for r in (await session.scalars(query)).all()]

    async def agent_events(self, run_id: str) -> list[AgentEvent]:
        """Every event of a run, typed (validated by `EVENT_ADAPTER`), in order."""
        events: list[Event] = []
        while batch := await self.events_after(run_id, events[-1].seq if events else 0, 5000):
            events.extend(batch)
        return [event.agent_event() for event in events]

    async def record_step(self, run_id: str, step_id: str, status: str, **fields: Any) -> None:
        """Create or update one step row (tool, args, result, error)."""
        async with self.write() as session:
            await session.execute(self._step_upsert(run_id, step_id, status, utcnow(), fields))

    def _step_upsert(
        self, run_id: str, step_id: str, status: str, now: datetime, fields: dict[str, Any]
    ) -> Any:
        changes = {"status": status, "updated_at": now, **fields}
        return (
            self.dialect_insert(StepRow)
            .values(run_id=run_id, step_id=step_id, **changes)
            .on_conflict_do_update(index_elements=["run_id", "step_id"], set_=changes)
        )

    async def steps(self, run_id: str) -> Sequence[StepRow]:
        """A run's steps, ordered by step id."""
        query = select(StepRow).where(StepRow.run_id == run_id).order_by(StepRow.step_id)
        async with self.sessions() as session:
            return list((await session.scalars(query)).all())


_STEP_KEY = ("run_id", "step_id")


def _same_columns(rows: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """`rows` cut into consecutive groups with the same keys (one executemany each, in order)."""
    groups: list[list[dict[str, Any]]] = []
    for row in rows:
        if groups and groups[-1][0].keys() == row.keys():
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups


async def ensure_status(store: RunStore, run_id: str, target: RunStatus) -> Run:
    """`store.transition`, except that a run already in `target` is left as it is (replays)."""
    run = await store.get_run(run_id)
    if run.status is target:
        return run
    return await store.transition(run_id, target)
