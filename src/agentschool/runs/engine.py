"""Durable runs on DBOS: a run is a DBOS workflow pulled from a queue by worker processes.

```
API  ── RunStore.create_run ──► DbosLauncher.submit ──► DBOS queue "agentschool-runs"
worker (RunEngine.launch) ── dequeues ──► run_workflow(run_id)
   start step (pending → running) → Agent.iter with DurableModel / DurableTool / DurableApprover
   → events into the store → finish step (→ completed | failed)
```

The DBOS system database is a SQLite file in the data dir by default; with
`AGENTSCHOOL_DATABASE_URL=postgresql://…` both the run store and the DBOS system database live in
PostgreSQL and any number of `agentschool worker` processes share the queue (each runs at most
`concurrency` runs at once). A restarted worker recovers the runs it had in flight.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pydantic_core
import sqlalchemy as sa
from dbos import DBOS, DBOSClient, DBOSConfig, EnqueueOptions
from sqlalchemy.orm import Session

from agentschool.agent.agent import Agent, Runnable
from agentschool.agent.approval import ApprovalPolicy
from agentschool.agent.events import AgentEvent, RunFinished
from agentschool.agent.goals import parse_goal
from agentschool.exceptions import AgentSchoolError, UserError
from agentschool.models.base import Model
from agentschool.models.factory import build_model
from agentschool.models.fallback import CircuitBreaker
from agentschool.runs.approvals import Approval
from agentschool.runs.batching import GroupCommit
from agentschool.runs.database import SQLITE_LOCK_WAIT
from agentschool.runs.durable import (
    DurableApprover,
    DurableModel,
    DurablePlanner,
    approval_topic,
    durable_toolset,
)
from agentschool.runs.ledger import Ledger
from agentschool.runs.progress import Finish, RunProgress
from agentschool.runs.recorder import EventRecorder
from agentschool.runs.records import Run, RunNotFound
from agentschool.runs.sessions import LoadedSession, load_session_step, record_turn_step
from agentschool.runs.status import FINISHED_STATUSES, RunStatus
from agentschool.runs.store import InTransaction, OnEngine, RunStore
from agentschool.runs.tables import utcnow
from agentschool.settings import Settings
from agentschool.tools.toolset import Toolset

if TYPE_CHECKING:
    from agentschool.memory.experience import ExperienceMemory

__all__ = [
    "RUN_QUEUE",
    "RUN_WORKFLOW",
    "AgentFactory",
    "AgentRecipe",
    "DbosLauncher",
    "EngineConfig",
    "RunEngine",
    "default_agent_factory",
    "learning_recipe",
    "run_workflow",
]

logger = logging.getLogger(__name__)

RUN_WORKFLOW = "agentschool.run"
"""Registered name of the run workflow."""
RUN_QUEUE = "agentschool-runs"
"""The DBOS queue runs wait on."""


@dataclass(frozen=True, slots=True, kw_only=True)
class EngineConfig:
    """Where runs and the DBOS system database live, and how many runs a worker executes at once."""

    database_url: str
    """The run store (`sqlite:///…` or `postgresql://…`)."""
    system_database_url: str
    """The DBOS system database."""
    schema: str | None = None
    """PostgreSQL schema of the run store (tests)."""
    dbos_schema: str = "dbos"
    """PostgreSQL schema of the DBOS system tables."""
    concurrency: int = 4
    """Runs one worker process executes at once."""
    executor_id: str | None = None
    """This worker's id; a restarted worker with the same id recovers its runs."""
    app_name: str = "agentschool"
    """DBOS application name."""
    orphan_min_age: float = 5.0
    """Seconds a pending run must be old before a starting worker re-enqueues it as orphaned."""

    @classmethod
    def from_settings(cls, settings: Settings, **overrides: Any) -> EngineConfig:
        """SQLite files in the data dir, or PostgreSQL for both when `database_url` says so."""
        url = settings.effective_database_url()
        if url.startswith(("postgresql", "postgres")):
            system = url
        else:
            system = f"sqlite:///{Path(settings.data_dir) / 'dbos.sqlite'}"
        return cls(database_url=url, system_database_url=system, **overrides)

    def dbos_config(self) -> DBOSConfig:
        """The DBOS configuration."""
        config: DBOSConfig = {
            "name": self.app_name,
            "system_database_url": self.system_database_url,
            "dbos_system_schema": self.dbos_schema,
            "application_version": "agentschool-1",
            "log_level": "WARNING",
            "notification_listener_polling_interval_sec": 0.1,
        }
        if self.executor_id:
            config["executor_id"] = self.executor_id
        return config


@dataclass(slots=True, kw_only=True)
class AgentRecipe:
    """The parts of a run's agent; the engine makes the model and tools durable."""

    model: Model
    """The model."""
    tools: Toolset
    """The tools."""
    options: dict[str, Any] = field(default_factory=dict[str, Any])
    """Other `Agent` keyword arguments (planner, max_steps, policy, ...)."""
    remember: Callable[[list[AgentEvent]], Any] | None = None
    """Called with the run's events once it finished, as a recorded step (learning runs)."""
    make: Callable[..., Runnable] = Agent
    """Builds the runnable from the durable model and tools (`make(model, tools, approver=...,
    **options)`): an `Agent` by default; a team or an agent type brings its own."""


AgentFactory = Callable[[dict[str, Any]], AgentRecipe]
"""Builds a run's agent parts from the run's `agent_config` (plus `api_key_id` and `run_id`)."""


def default_agent_factory(settings: Settings, toolset: Toolset) -> AgentFactory:
    """Agents from `agent_config` (model, tools, planner, max_steps) with `settings` defaults.

    The model is built as the settings say (`build_model`): retries, fall-back models with their
    breakers (shared by every run this factory builds: a model that keeps failing is skipped by
    the next runs too), the cache, and prices, so a run's cost is recorded and budgets see it. The
    approval policy file, when set, is read once here: a bad file stops the server at start.

    Raises:
        UserError: The approval policy file is missing or invalid.
    """
    breakers: dict[str, CircuitBreaker] = {}  # one per model for all of this process's runs
    policy = None
    if settings.approval_policy is not None:
        policy = ApprovalPolicy.from_file(settings.approval_policy.expanduser())

    def build(config: dict[str, Any]) -> AgentRecipe:
        tools = toolset.only(config["tools"]) if config.get("tools") else toolset
        options: dict[str, Any] = {
            "planner": config.get("planner", "hybrid"),
            "max_steps": config.get("max_steps", settings.max_steps),
            "step_timeout": settings.step_timeout,
            "run_timeout": settings.run_timeout,
        }
        combined = _tighter(policy, config.get("policy"))
        if combined is not None:
            options["policy"] = combined
        wanted = config.get("model")  # from the request: only a model the server allows
        model = build_model(
            wanted or settings.model, settings, breakers=breakers, requested=wanted is not None
        )
        if config.get("goal"):  # a judge obeys the run model's rules; its calls are recorded
            judge = partial(build_model, settings=settings, breakers=breakers, requested=True)
            options["goal"] = parse_goal(config["goal"]).build(
                DurableModel(model), resolve=lambda name: DurableModel(judge(name))
            )
        if config.get("remember"):
            recipe = AgentRecipe(model=model, tools=tools, options=options)
            return learning_recipe(recipe, memory.get())
        return AgentRecipe(model=model, tools=tools, options=options)

    memory = _Experience(settings)
    return build


_STRICTNESS = {"auto": 0, "require": 1, "deny": 2}


def _tighter(worker: ApprovalPolicy | None, run: dict[str, Any] | None) -> ApprovalPolicy | None:
    """The worker's policy with a run's own rules after its own, and the stricter defaults.

    The worker's rules still decide the calls they match; the run's rules (require or deny only,
    see `RunSpec.policy`) decide the calls the worker left to its defaults; per risk level the
    stricter default holds. A run can ask for more approvals, never fewer.
    """
    if run is None:
        return worker
    asked = ApprovalPolicy.model_validate(run)
    base = worker or ApprovalPolicy()
    defaults = dict(base.defaults)
    for risk, action in asked.defaults.items():
        if _STRICTNESS[action] > _STRICTNESS[defaults.get(risk, "auto")]:
            defaults[risk] = action
    return ApprovalPolicy(rules=[*base.rules, *asked.rules], defaults=defaults)


class _Experience:
    """This process's experience memory, opened by the first run that learns (it loads torch)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._memory: ExperienceMemory | None = None

    def get(self) -> ExperienceMemory:
        if self._memory is None:
            from agentschool.memory import LongTermMemory, open_memory_store
            from agentschool.memory.experience import ExperienceMemory

            store = open_memory_store(self.settings)
            self._memory = ExperienceMemory(LongTermMemory(store))
        return self._memory


def learning_recipe(recipe: AgentRecipe, experience: ExperienceMemory) -> AgentRecipe:
    """`recipe` learning from experience: recalls and remembers, each a recorded step.

    Recall and planning are one step (`DurablePlanner` over an `ExperiencePlanner`): a replayed
    run plans as it did. Remembering the finished run is another: a replay does not repeat it.
    """
    from agentschool.memory.experience import ExperiencePlanner

    def make(model: Model, tools: Toolset, **options: Any) -> Agent:
        agent = Agent(model, tools, **options)
        inner = agent.planner
        agent.planner = DurablePlanner(ExperiencePlanner(experience, inner=inner))
        return agent

    recipe.make, recipe.remember = make, experience.record_events
    return recipe


_ENGINE: RunEngine | None = None


@DBOS.workflow(name=RUN_WORKFLOW)
async def run_workflow(run_id: str) -> str:
    """The durable workflow of one run; returns the run's final status."""
    if _ENGINE is None:
        raise RuntimeError("no RunEngine is launched in this process")
    return await _ENGINE.execute(run_id)


class RunEngine:
    """The worker side: launches DBOS, listens on the run queue, executes runs durably.

    Args:
        config: Databases and concurrency.
        factory: Builds each run's agent from its `agent_config`.
        effect_listeners: Called with (run_id, step_id, status) after each ledger write commits.
        event_listeners: Called with each agent event as the run produces it (tracing, logs).
    """

    def __init__(
        self,
        config: EngineConfig,
        factory: AgentFactory,
        *,
        effect_listeners: Sequence[Callable[[str, str, str], None]] = (),
        event_listeners: Sequence[Callable[[AgentEvent], None]] = (),
    ) -> None:
        self.config = config
        self.factory = factory
        self.effect_listeners = list(effect_listeners)
        self.event_listeners = list(event_listeners)
        self._stores: dict[asyncio.AbstractEventLoop, RunStore] = {}
        self._progress: dict[RunStore, RunProgress] = {}
        self._claimed: set[str] = set()  # runs whose start step moved them from pending now

    def launch(self) -> None:
        """Start DBOS in this process and serve the queue.

        First enqueues pending runs that were never enqueued (their API process died between
        creating and enqueuing them); then DBOS recovers this executor's runs left in flight.
        """
        global _ENGINE
        asyncio.run(self._requeue_orphans())  # before the queue is served: nothing runs yet
        _ENGINE = self
        DBOS(config=self.config.dbos_config())
        DBOS.launch()
        DBOS.register_queue(
            RUN_QUEUE,
            worker_concurrency=self.config.concurrency,
            polling_interval_sec=0.05,
            on_conflict="always_update",
        )

    async def _requeue_orphans(self) -> None:
        store = RunStore(self.config.database_url, schema=self.config.schema)
        launcher = DbosLauncher(self.config)
        try:
            if await store.is_migrated():  # else there are no runs yet
                min_age = timedelta(seconds=self.config.orphan_min_age)
                orphans = await launcher.requeue_orphans(store, min_age=min_age)
                if orphans:
                    logger.warning("re-enqueued %d pending runs left unqueued", len(orphans))
        finally:
            launcher.close()
            await store.close()

    async def launch_async(self) -> None:
        """`launch` from async code (DBOS's sync setup refuses to run on an event loop)."""
        await asyncio.to_thread(self.launch)

    def shutdown(self) -> None:
        """Close this engine's stores and stop DBOS in this process."""
        global _ENGINE
        for loop, store in self._stores.items():
            if loop.is_running():
                asyncio.run_coroutine_threadsafe(store.close(), loop).result(timeout=10)
        self._stores.clear()
        for progress in self._progress.values():
            progress.close()
        self._progress.clear()
        DBOS.destroy(destroy_registry=False)
        _ENGINE = None

    def store(self) -> RunStore:
        """A run store bound to the running event loop (DBOS runs workflows on its own loop)."""
        loop = asyncio.get_running_loop()
        if loop not in self._stores:
            self._stores[loop] = RunStore(self.config.database_url, schema=self.config.schema)
        return self._stores[loop]

    def progress(self) -> RunProgress:
        """The batched writes of this loop's runs (`RunProgress` over `store()`)."""
        store = self.store()
        if store not in self._progress:
            self._progress[store] = RunProgress(store)
        return self._progress[store]

    async def execute(self, run_id: str) -> str:
        """Run one run to its end inside the workflow."""
        store = self.store()
        started: dict[str, Any] | None = await DBOS.run_step_async(
            {"name": "run:start"}, self._start, run_id
        )
        if started is None:
            return (await store.get_run(run_id)).status.value
        fresh = run_id in self._claimed  # a replayed start step claimed nothing: events may exist
        self._claimed.discard(run_id)
        recorder = EventRecorder(store, run_id, writer=self.progress(), fresh=fresh)
        try:
            # The key that created the run (never a client-sent value) and the run's id ride
            # along for budgets.
            config = {
                **started["agent_config"],
                "api_key_id": started.get("api_key_id"),
                "run_id": run_id,
            }
            recipe = self.factory(config)
            agent = self._durable_agent(recipe, store)
            session = await load_session_step(store, run_id, started.get("session_id"))
            events = await self._drive(agent, recorder, started["task"], session)
            await record_turn_step(store, run_id, session)
            if recipe.remember is not None:  # a step: a replay does not remember the run twice
                await DBOS.run_step_async(
                    {"name": "run:remember"}, asyncio.to_thread, recipe.remember, events
                )
            finished = events[-1]
            assert isinstance(finished, RunFinished)
            status, output, error = finished.status, finished.output, finished.error
            usage = pydantic_core.to_jsonable_python(finished.usage)
        except AgentSchoolError as exc:
            status, output, error, usage = "failed", None, exc.message, None
        return await DBOS.run_step_async(
            {"name": "run:finish"}, self._finish, recorder, status, output, error, usage
        )

    def _durable_agent(self, recipe: AgentRecipe, store: RunStore) -> Runnable:
        approver = DurableApprover(store)
        ledger = Ledger(store)
        ledger.after_commit.extend(self.effect_listeners)
        tools = durable_toolset(recipe.tools, ledger, approver)
        return recipe.make(DurableModel(recipe.model), tools, approver=approver, **recipe.options)

    async def _drive(
        self,
        agent: Runnable,
        recorder: EventRecorder,
        task: str,
        session: LoadedSession | None = None,
    ) -> list[AgentEvent]:
        events: list[AgentEvent] = []
        conversation = session.session if session is not None else None
        async for event in agent.iter(task, run_id=recorder.run_id, session=conversation):
            for listen in self.event_listeners:
                listen(event)
            await recorder.add(event)
            events.append(event)
            if isinstance(event, RunFinished):
                return events
        raise UserError("the agent stopped without finishing the run")

    async def _start(self, run_id: str) -> dict[str, Any] | None:
        row, claimed = await self.progress().claim(run_id)
        if row is None:
            raise RunNotFound(run_id)
        if claimed:
            self._claimed.add(run_id)
        if RunStatus(row["status"]) in FINISHED_STATUSES:
            return None
        return {
            "task": row["task"],
            "agent_config": row["agent_config"],
            "api_key_id": row["api_key_id"],
            "session_id": row["session_id"],
        }

    async def _finish(
        self, recorder: EventRecorder, status: str, output: Any, error: str | None, usage: Any
    ) -> str:
        """The run's end and its last events in one write (a cancelled run stays cancelled)."""
        events, steps = await recorder.pending()
        end = Finish(
            recorder.run_id,
            status,
            output=pydantic_core.to_jsonable_python(output),
            error=error,
            usage=usage if isinstance(usage, dict) else None,
            events=events,
            steps=steps,
        )
        return (await self.progress().finish(end)).value


class DbosLauncher:
    """The API side: enqueues runs, cancels them and delivers approval decisions via DBOS.

    Uses a `DBOSClient` (the system database only), so an API process need not run workflows.
    Submissions arriving together are enqueued in one transaction (`GroupCommit`): under load
    one commit serves many runs instead of each run waiting for its own.
    """

    def __init__(self, config: EngineConfig) -> None:
        self.config = config
        DBOS.migrate(config.system_database_url, schema=config.dbos_schema)  # idempotent
        self._engine = sa.create_engine(_sync_url(config.system_database_url), pool_pre_ping=True)
        self._sqlite = self._engine.dialect.name == "sqlite"
        if self._sqlite:  # fail-fast writes are for enqueues only: the client keeps its own engine
            sa.event.listen(self._engine, "connect", _sqlite_fail_fast)
            self.client = DBOSClient(
                system_database_url=config.system_database_url,
                dbos_system_schema=config.dbos_schema,
                application_name=config.app_name,
            )
        else:  # one engine: DBOS compiles its enqueue statements once for the engine it owns
            self.client = DBOSClient(
                system_database_engine=self._engine,
                dbos_system_schema=config.dbos_schema,
                application_name=config.app_name,
            )
        self._submissions = GroupCommit(self._enqueue_batch)
        self._joined = OnEngine(self._engine, self._enqueue_in)

    async def submit(self, run: Run) -> None:
        """Enqueue the run's workflow under the run id (enqueuing twice is a no-op)."""
        await self._submissions.submit(run.id)

    async def _enqueue_batch(self, run_ids: Sequence[str]) -> list[None]:
        await asyncio.to_thread(self._enqueue, run_ids)
        return [None] * len(run_ids)

    def _enqueue(self, run_ids: Sequence[str]) -> None:
        deadline = time.monotonic() + SQLITE_LOCK_WAIT
        while True:
            try:
                with self._engine.begin() as conn:
                    self._enqueue_in(conn, run_ids)
                return
            except sa.exc.OperationalError as exc:  # SQLite's lock is busy: see SQLITE_LOCK_WAIT
                if not self._sqlite or "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.001)

    def _enqueue_in(self, conn: sa.Connection | Session, run_ids: Sequence[str]) -> None:
        for run_id in run_ids:
            options: EnqueueOptions = {
                "queue_name": RUN_QUEUE,
                "workflow_name": RUN_WORKFLOW,
                "workflow_id": run_id,
            }
            self.client.enqueue_in_transaction(conn, options, run_id)

    def enqueue_with_store(self, store: RunStore) -> InTransaction | None:
        """An enqueue that joins `store`'s transaction, if both live in one PostgreSQL database.

        Then a run's row and its queue entry commit together: one commit per batch instead of
        two, and no window in which a crash leaves a created run unqueued. The transaction runs
        on this launcher's engine, the one its DBOS client owns: DBOS prepares its enqueue
        statements for that engine only, and on the store's connections built and compiled
        them again for every run (twice the CPU per POST). None otherwise (a SQLite store and
        the DBOS SQLite file are two databases).
        """
        if store.dialect != "postgresql" or not _same_database(
            store.url, self.config.system_database_url
        ):
            return None
        return self._joined

    async def requeue_orphans(
        self, store: RunStore, *, min_age: timedelta = timedelta(seconds=0)
    ) -> list[str]:
        """Enqueue the pending runs DBOS does not know; return their ids.

        A run is created in the store, then enqueued: a process that dies between the two leaves
        a pending run no worker will ever pick up. Workers call this when they start. Runs
        younger than `min_age` are skipped (their API process may still be enqueuing them;
        enqueuing twice would be harmless anyway).
        """
        ids = await store.pending_run_ids(created_before=utcnow() - min_age)
        orphans: list[str] = []
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            known = await asyncio.to_thread(self._known_workflows, chunk)
            orphans += [run_id for run_id in chunk if run_id not in known]
        for start in range(0, len(orphans), 500):
            await self._enqueue_batch(orphans[start : start + 500])
        return orphans

    def _known_workflows(self, run_ids: list[str]) -> set[str]:
        found = self.client.list_workflows(
            workflow_ids=run_ids, load_input=False, load_output=False
        )
        return {status.workflow_id for status in found}

    async def cancel(self, run_id: str) -> None:
        """Cancel the run's workflow (it stops at its next step)."""
        await self.client.cancel_workflow_async(run_id)

    async def approval_decided(self, approval: Approval, reason: str | None = None) -> None:
        """Send the decision, and the person's reason if any, to the run waiting on it."""
        message = {
            "approved": approval.status.value == "approved",
            "approval_id": approval.id,
            "reason": reason,
        }
        await self.client.send_async(approval.run_id, message, approval_topic(approval.step_id))

    def close(self) -> None:
        """Release the client's connections."""
        self.client.destroy()
        self._engine.dispose()


def _sqlite_fail_fast(dbapi_connection: Any, _record: Any) -> None:
    """Take the write lock when a transaction begins, and report a busy lock at once."""
    dbapi_connection.isolation_level = "IMMEDIATE"
    dbapi_connection.execute("PRAGMA busy_timeout=0")
    dbapi_connection.execute("PRAGMA foreign_keys=ON")


def _same_database(first: str, second: str) -> bool:
    a, b = sa.make_url(_sync_url(first)), sa.make_url(_sync_url(second))
    return (a.host, a.port, a.database, a.username) == (b.host, b.port, b.database, b.username)


def _sync_url(url: str) -> str:
    """A synchronous SQLAlchemy URL for the DBOS system database."""
    scheme, _, rest = url.partition("://")
    if scheme.split("+", 1)[0] in ("postgresql", "postgres"):
        return f"postgresql+psycopg://{rest}"
    return url
