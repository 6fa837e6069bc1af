"""`start_run`: the one way a run begins, whatever asked for it.

```
CLI / REST / MCP / web UI → RunSpec → start_run(spec): a pending run in the store → its launcher
   DbosLauncher   (served runs)  enqueues it on DBOS; a worker executes it durably
   LocalLauncher  (`agentschool run`) claims it and runs it in this process, storing its events
```

Both store the same typed events through `EventRecorder`, so a run started anywhere reads the same
afterwards (`agentschool runs show`, `/runs/{id}/events`, the web UI).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any, Protocol

import pydantic_core

from agentschool.agent.agent import Conversation, Runnable
from agentschool.agent.events import AgentEvent, RunFinished
from agentschool.runs.recorder import EventRecorder
from agentschool.runs.records import Run
from agentschool.runs.sessions import SessionStore
from agentschool.runs.spec import RunSpec
from agentschool.runs.status import RunStatus
from agentschool.runs.store import InTransaction, RunStore

__all__ = ["LocalLauncher", "Submitter", "start_run"]


class Submitter(Protocol):
    """Hands a created run to whatever executes it (`DbosLauncher`, `LocalLauncher`)."""

    async def submit(self, run: Run) -> None:
        """Enqueue (or claim) a newly created run."""
        ...


async def start_run(
    spec: RunSpec,
    *,
    store: RunStore,
    launcher: Submitter,
    api_key_id: str | None = None,
    in_transaction: InTransaction | None = None,
) -> Run:
    """Create a pending run for `spec` and hand it to `launcher`; then the run will be executed.

    With `in_transaction` (a launcher that joins the store's transaction) the run and its queue
    entry commit together. Otherwise the run is inserted, then submitted (a run whose process
    dies in between is re-enqueued by the next worker start, `DbosLauncher.requeue_orphans`); a
    submission that fails marks the run failed.

    Args:
        spec: What to run.
        store: The run store.
        launcher: Executes the run.
        api_key_id: The API key that asked (budgets, audit); None for local runs.
        in_transaction: Enqueue inside the insert's transaction.

    Raises:
        SessionNotFound: `spec.session_id` belongs to another API key.
    """
    config = spec.agent_config()
    session_id = spec.session_id
    if session_id is not None:  # another key's session is refused before anything is stored
        await SessionStore(store).claim(session_id, api_key_id)
    if in_transaction is not None:
        return await store.create_run(
            spec.task,
            config,
            api_key_id=api_key_id,
            session_id=session_id,
            in_transaction=in_transaction,
        )
    run = await store.create_run(spec.task, config, api_key_id=api_key_id, session_id=session_id)
    try:
        await launcher.submit(run)
    except Exception as exc:
        await store.transition(run.id, RunStatus.FAILED, error=f"not queued: {exc}")
        raise
    return run


class LocalLauncher:
    """Runs in this process (`agentschool run`): claims the run, then `execute` streams it.

    The run's events go to the store as the durable engine writes them, and its end status,
    output, usage and cost too; it is not resumed after a crash (no DBOS workflow).

    Args:
        store: The run store.
    """

    def __init__(self, store: RunStore) -> None:
        self.store = store

    async def submit(self, run: Run) -> None:
        """Claim the run for this process (pending → running)."""
        await self.store.transition(run.id, RunStatus.RUNNING)

    def runnable(self, run: Run, agent: Runnable) -> Runnable:
        """`agent` bound to `run`: its `iter(task)` runs under the run's id, stored."""
        return _StoredRun(self.store, run, agent)

    async def execute(
        self, run: Run, agent: Runnable, *, listeners: tuple[Callable[[AgentEvent], Any], ...] = ()
    ) -> RunFinished:
        """Run it to the end, storing each event; return the `RunFinished` event."""
        finished: RunFinished | None = None
        async for event in self.runnable(run, agent).iter(run.task):
            for listen in listeners:
                listen(event)
            if isinstance(event, RunFinished):
                finished = event
        assert finished is not None, "a run's events end with RunFinished"
        return finished


class _StoredRun:
    def __init__(self, store: RunStore, run: Run, agent: Runnable) -> None:
        self.store, self.run, self.agent = store, run, agent

    async def iter(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> AsyncIterator[AgentEvent]:
        recorder = EventRecorder(self.store, self.run.id)
        finished: RunFinished | None = None
        error = "interrupted"
        sessions, stored = SessionStore(self.store), None
        if session is None and self.run.session_id is not None:
            stored = await sessions.load(self.run.session_id, self.run.id)
        loaded = len(stored.turns) if stored is not None else 0
        try:
            events = self.agent.iter(task, run_id=self.run.id, session=session or stored)
            async for event in events:
                if stored is not None and isinstance(event, RunFinished):
                    await sessions.record_new_turn(self.run.id, stored, loaded)
                await recorder.add(event)
                if isinstance(event, RunFinished):
                    finished = event
                yield event
        except Exception as exc:  # stored as the run's error, then raised as before
            error = str(exc) or type(exc).__name__
            raise
        finally:
            await recorder.flush()
            await self._finish(finished, error)

    async def _finish(self, finished: RunFinished | None, error: str) -> None:
        if finished is None:  # interrupted (Ctrl-C, an error): say so rather than stay running
            await self.store.transition(self.run.id, RunStatus.FAILED, error=error)
            return
        target = RunStatus.COMPLETED if finished.status == "completed" else RunStatus.FAILED
        usage = pydantic_core.to_jsonable_python(finished.usage)
        await self.store.transition(
            self.run.id,
            target,
            output=pydantic_core.to_jsonable_python(finished.output),
            error=finished.error,
            usage=usage,
            cost=usage.get("cost_usd"),
        )
