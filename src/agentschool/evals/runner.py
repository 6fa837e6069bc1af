"""`EvalRunner`: every case of a dataset against a fresh agent, in its own data dir, in parallel.

Each case gets a directory of its own (to-dos, workspace files, an SQLite database when it uses
SQL), starts from its `setup`, and is judged on its output, the stores' end state and the side
effects its run made. An evaluator that raises, or an agent that does, makes that one case an
`error` with the traceback; the other cases go on.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import tempfile
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from agentschool.agent.agent import RunResult
from agentschool.evals.cases import Case, Dataset, Site
from agentschool.evals.checks import CaseOutcome, FunctionCaller, check_outcome
from agentschool.evals.effects import StoreSnapshot, call_effects, diff_snapshots
from agentschool.evals.report import CaseResult, EvalReport
from agentschool.exceptions import UserError
from agentschool.settings import Settings
from agentschool.tools.todo import TODO_DB_NAME, TodoStore
from agentschool.tools.toolset import Toolset

__all__ = ["AgentFactory", "CaseDir", "EvalRunner", "EvalTarget", "SiteTarget", "new_report_id"]


class EvalTarget(Protocol):
    """What an eval runs: an `Agent`, or a `SpecAgent` (anything with this `run`)."""

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        """Run one task to the end."""
        ...


AgentFactory = Callable[[Settings], tuple[EvalTarget, Toolset]]
"""Builds the agent for one case from the case's settings (its own data dir), with its tools."""

SiteTarget = Callable[[Site, Settings], EvalTarget]
"""Builds what answers a data-request case from its site and settings (`evals.requests`)."""


def new_report_id() -> str:
    """A time-ordered report id: `eval_` + 12 hex digits of milliseconds + 8 random ones."""
    return f"eval_{int(time.time() * 1000):012x}{os.urandom(4).hex()}"


@dataclass(frozen=True, slots=True)
class CaseDir:
    """Where one case keeps its state."""

    root: Path
    """The case's data dir (`AGENTSCHOOL_HOME` of its agent)."""
    uses_sql: bool
    """Whether it has an SQLite database."""

    @property
    def workspace(self) -> Path:
        """The file tools' root."""
        return self.root / "workspace"

    @property
    def sql_file(self) -> Path | None:
        """The SQLite database, when the case has one."""
        return self.root / "case.sqlite" if self.uses_sql else None

    def settings(self) -> Settings:
        """Settings pointing every store at this directory."""
        sql = self.sql_file
        return Settings(
            home=self.root, workspace=self.workspace, sql_url=f"sqlite:///{sql}" if sql else None
        )

    def prepare(self, case: Case) -> None:
        """Create the directory and apply the case's setup."""
        self.workspace.mkdir(parents=True, exist_ok=True)
        if case.setup.todos:
            store = TodoStore(self.root / TODO_DB_NAME)
            try:
                for title in case.setup.todos:
                    store.add(title)
            finally:
                store.close()
        for name, content in case.setup.files.items():
            path = self.workspace / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
        if self.sql_file is not None:
            db = sqlite3.connect(self.sql_file)
            try:
                db.executescript(";\n".join(case.setup.sql))
                db.commit()
            finally:
                db.close()

    def snapshot(self) -> StoreSnapshot:
        """The stores as they are now."""
        return StoreSnapshot.take(self.root, self.workspace, self.sql_file)


@dataclass(slots=True, kw_only=True)
class EvalRunner:
    """Runs datasets against agents built by `factory`.

    Args:
        factory: Builds one case's agent from its settings.
        site_target: Builds what answers a case that names a site (a data request).
        concurrency: Cases run at once.
        timeout: Seconds one case may take.
        call_function: Calls learned functions (for `result_set.function` expectations).
        on_result: Called as each case finishes (a progress bar).
        on_run: Awaited with each case's finished run (to record it in the run store).
        workdir: Where the case directories go (a temporary directory, removed after, if None).
    """

    factory: AgentFactory
    site_target: SiteTarget | None = None
    concurrency: int = 8
    timeout: float = 120.0
    call_function: FunctionCaller | None = None
    on_result: Callable[[CaseResult], None] | None = None
    on_run: Callable[[RunResult], Awaitable[object]] | None = None
    workdir: Path | None = None

    async def run(self, dataset: Dataset, *, agent: dict[str, Any] | None = None) -> EvalReport:
        """Every case of `dataset`, judged; the report keeps dataset order."""
        started = time.perf_counter()
        limit = asyncio.Semaphore(self.concurrency)
        base = self.workdir or Path(tempfile.mkdtemp(prefix="agentschool-eval-"))
        try:

            async def one(index: int, case: Case) -> CaseResult:
                async with limit:
                    where = CaseDir(base / f"{index:04d}", case.sql_enabled)
                    result = await self.run_case(case, where, dataset.site_of(case))
                if self.on_result is not None:
                    self.on_result(result)
                return result

            results = await asyncio.gather(*(one(i, c) for i, c in enumerate(dataset.cases)))
        finally:
            if self.workdir is None:
                shutil.rmtree(base, ignore_errors=True)
        return EvalReport.build(
            new_report_id(),
            dataset.name,
            list(results),
            wall_s=time.perf_counter() - started,
            dataset_path=dataset.path,
            agent=agent or {},
        )

    def _target(self, site: Site | None, settings: Settings) -> tuple[EvalTarget, Toolset]:
        if site is None:
            return self.factory(settings)
        if self.site_target is None:
            raise UserError(f"this eval cannot learn from a site ({site.label})")
        return self.site_target(site, settings), Toolset()

    async def run_case(self, case: Case, where: CaseDir, site: Site | None = None) -> CaseResult:
        """One case in `where`: setup, run, diff, judge; a data request when it has a `site`."""
        base = CaseResult(name=case.name, task=case.task, verdict="error", tags=case.tags)
        started = time.perf_counter()
        try:
            task = case.rendered_task()
            base.task = task
            where.prepare(case)
            target, tools = self._target(site, where.settings())
            before = where.snapshot()
            async with asyncio.timeout(self.timeout):
                result = await target.run(task)
            if self.on_run is not None and result.events:  # a data request has no agent run
                await self.on_run(result)
        except TimeoutError:
            return _errored(base, f"the case ran past {self.timeout:g} s", started)
        except Exception as exc:
            return _errored(base, f"the agent raised {type(exc).__name__}: {exc}", started, True)
        after = where.snapshot()
        outcome = CaseOutcome(
            status=result.status,
            output=result.output,
            error=result.error,
            events=result.events,
            usage=result.usage,
            side_effects=[*diff_snapshots(before, after), *call_effects(result.events, tools)],
            after=after,
            workspace=where.workspace,
            sql_file=where.sql_file,
        )
        judged = base.model_copy(
            update={
                "status": result.status,
                "output": result.output,
                "latency_ms": round((time.perf_counter() - started) * 1000, 3),
                "model_calls": result.usage.requests,
                "tokens": result.usage.total_tokens,
                "cost_usd": result.usage.cost_usd,
                "side_effects": outcome.side_effects,
                "run_id": result.run_id,
            }
        )
        try:
            problems = await check_outcome(case, outcome, self.call_function)
        except Exception as exc:
            trace = traceback.format_exc()
            reason = f"evaluator raised {type(exc).__name__}: {exc}"
            return judged.model_copy(update={"reasons": [reason], "traceback": trace})
        verdict = "fail" if problems else "pass"
        return judged.model_copy(update={"verdict": verdict, "reasons": problems})


def _errored(base: CaseResult, reason: str, started: float, trace: bool = False) -> CaseResult:
    return base.model_copy(
        update={
            "reasons": [reason],
            "traceback": traceback.format_exc() if trace else None,
            "latency_ms": round((time.perf_counter() - started) * 1000, 3),
        }
    )
