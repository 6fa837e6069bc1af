"""Budgets on cost and tokens per run, per API key per day and per day, checked before each call.

`BudgetModel` wraps a run's model (outside `CostModel`, so responses arrive priced). Before every
request it compares what the run, its API key today and everyone today have spent with the
limits and raises `UsageLimitExceeded` naming the limit; the agent loop turns that into a failed
run whose steps so far are kept (nothing is rolled back). Day totals come from a `SpendLedger`:
`InMemorySpend` in one process, `StoreSpend` from the run store across workers.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import TYPE_CHECKING, Protocol

from sqlalchemy import select

from agentschool.exceptions import UsageLimitExceeded
from agentschool.messages import ModelMessage, ModelResponse, Usage
from agentschool.models.base import (
    ModelSettings,
    OutputSchema,
    ResponseComplete,
    StreamEvent,
    ToolDefinition,
    WrapperModel,
)
from agentschool.runs.store import RunStore
from agentschool.runs.tables import RunRow

if TYPE_CHECKING:
    from agentschool.settings import Settings

__all__ = [
    "Budget",
    "BudgetLimits",
    "BudgetModel",
    "InMemorySpend",
    "SpendLedger",
    "StoreSpend",
    "today",
]


def today() -> date:
    """The current UTC date (budgets reset at UTC midnight)."""
    return datetime.now(UTC).date()


@dataclass(frozen=True, slots=True)
class Budget:
    """A ceiling on cost and tokens; None means unlimited."""

    max_cost_usd: float | None = None
    """Most USD."""
    max_tokens: int | None = None
    """Most tokens (input + output)."""

    def problem(self, spent: Usage, scope: str) -> str | None:
        """Why `spent` leaves nothing for another request, or None while under budget."""
        if self.max_cost_usd is not None and spent.cost_usd >= self.max_cost_usd:
            return (
                f"{scope} cost budget exhausted: spent ${spent.cost_usd:.6f} "
                f"of ${self.max_cost_usd:.6f}"
            )
        if self.max_tokens is not None and spent.total_tokens >= self.max_tokens:
            return f"{scope} token budget exhausted: used {spent.total_tokens} of {self.max_tokens}"
        return None


@dataclass(frozen=True, slots=True)
class BudgetLimits:
    """Every budget that applies to a run."""

    per_run: Budget = field(default_factory=Budget)
    """One run."""
    per_key_per_day: Budget = field(default_factory=Budget)
    """All runs of one API key in one UTC day."""
    per_day: Budget = field(default_factory=Budget)
    """All runs in one UTC day."""

    @classmethod
    def from_settings(cls, settings: Settings) -> BudgetLimits:
        """The `AGENTSCHOOL_BUDGET_*` settings."""
        return cls(
            per_run=Budget(settings.budget_run_cost_usd, settings.budget_run_tokens),
            per_key_per_day=Budget(
                settings.budget_key_cost_usd_per_day, settings.budget_key_tokens_per_day
            ),
            per_day=Budget(settings.budget_cost_usd_per_day, settings.budget_tokens_per_day),
        )


class SpendLedger(Protocol):
    """What has been spent per day, overall and per API key."""

    async def spent(self, day: date, api_key_id: str | None = None) -> Usage:
        """Usage of `day`, of one key's runs when `api_key_id` is given."""
        ...

    async def add(
        self, day: date, usage: Usage, api_key_id: str | None = None, run_id: str | None = None
    ) -> None:
        """Record usage of a request just answered (by run `run_id`, when known)."""
        ...


@dataclass(slots=True)
class InMemorySpend:
    """Day totals kept in this process."""

    totals: dict[tuple[date, str | None], Usage] = field(
        default_factory=dict[tuple[date, str | None], Usage]
    )
    """Usage by (day, key); key None is the overall total."""

    async def spent(self, day: date, api_key_id: str | None = None) -> Usage:
        """Usage of `day` (one key's, or everyone's)."""
        return self.totals.get((day, api_key_id), Usage())

    async def add(
        self, day: date, usage: Usage, api_key_id: str | None = None, run_id: str | None = None
    ) -> None:
        """Add to the overall total and to the key's (a new day forgets the days before it)."""
        if (day, None) not in self.totals:  # budgets are per day: keep a long-lived worker small
            for stale in [k for k in self.totals if k[0] < day]:
                del self.totals[stale]
        for key in {None, api_key_id}:
            self.totals.setdefault((day, key), Usage()).add(usage)


class StoreSpend:
    """Day totals of finished runs read from the run store, plus this process's in-flight usage.

    A run's usage reaches the store when it finishes; until then this process counts what its
    requests spent. Once the run has completed or failed (its usage is then in the store), the
    process's count of that run is dropped, else it would count twice. Runs still going in other
    workers are not counted: a day budget can be overshot by what concurrent runs spend.

    Args:
        store: The run store, or its URL (then each check opens and closes its own).
    """

    def __init__(self, store: RunStore | str) -> None:
        self.store = store
        self.live = InMemorySpend()
        """In-flight usage of requests whose run is unknown (no run id)."""
        self.runs: dict[str, tuple[date, str | None, Usage]] = {}
        """In-flight usage by run id: (day, API key, usage), until the store has the run's."""

    async def spent(self, day: date, api_key_id: str | None = None) -> Usage:
        """Stored usage of runs created on `day` plus this process's unfinished spend."""
        if not isinstance(self.store, str):
            stored = await self._read(self.store, day, api_key_id)
        else:  # a store of our own for this check: the caller's event loop may be any
            store = RunStore(self.store)
            try:
                stored = await self._read(store, day, api_key_id)
            finally:
                await store.close()
        total = stored + await self.live.spent(day, api_key_id)
        for run_day, key, usage in self.runs.values():
            if run_day == day and api_key_id in (None, key):
                total.add(usage)
        return total

    async def _read(self, store: RunStore, day: date, api_key_id: str | None) -> Usage:
        """The day's stored usage; forgets the in-flight usage of runs the store now has."""
        if self.runs:
            query = select(RunRow.id).where(RunRow.id.in_(list(self.runs)))
            # A completed or failed run wrote its usage as it finished; a cancelled one did not.
            query = query.where(RunRow.status.in_(("completed", "failed")))
            async with store.sessions() as session:
                for run_id in (await session.execute(query)).scalars():
                    self.runs.pop(run_id, None)
        return await self._stored(store, day, api_key_id)

    @staticmethod
    async def _stored(store: RunStore, day: date, api_key_id: str | None) -> Usage:
        start = datetime.combine(day, time(), tzinfo=UTC)
        query = select(RunRow.usage, RunRow.cost).where(RunRow.created_at >= start)
        query = query.where(RunRow.created_at < start + timedelta(days=1))
        if api_key_id is not None:
            query = query.where(RunRow.api_key_id == api_key_id)
        async with store.sessions() as session:
            rows = (await session.execute(query)).all()
        total = Usage()
        for usage, cost in rows:
            data = usage or {}
            total.add(
                Usage(
                    input_tokens=int(data.get("input_tokens", 0)),
                    output_tokens=int(data.get("output_tokens", 0)),
                    cost_usd=float(cost or data.get("cost_usd", 0.0)),
                )
            )
        return total

    async def add(
        self, day: date, usage: Usage, api_key_id: str | None = None, run_id: str | None = None
    ) -> None:
        """Count a request of a run that has not finished yet."""
        if run_id is None:
            await self.live.add(day, usage, api_key_id)
            return
        for stale in [r for r, (d, _, _) in self.runs.items() if d < day]:
            del self.runs[stale]  # day budgets: yesterday's in-flight spend no longer matters
        _, _, spent = self.runs.setdefault(run_id, (day, api_key_id, Usage()))
        spent.add(usage)


@dataclass(repr=False)
class BudgetModel(WrapperModel):
    """Refuses a request once the run, its key's day or the whole day is over budget.

    Example:
        ```python
        model = BudgetModel(CostModel(base), limits=BudgetLimits(per_run=Budget(max_tokens=5000)))
        ```
    """

    limits: BudgetLimits = field(default_factory=BudgetLimits)
    """The budgets that apply."""
    api_key_id: str | None = None
    """The API key the run belongs to, for the per-key budget."""
    run_id: str | None = None
    """The run, so a day total counts its usage once (in flight, then from the store)."""
    ledger: SpendLedger = field(default_factory=InMemorySpend)
    """Day totals (shared by the runs of a process, or read from the store)."""
    spent: Usage = field(default_factory=Usage, init=False)
    """What this run has used so far through this model."""

    async def check(self) -> None:
        """Raise before a request that no budget leaves room for.

        Raises:
            UsageLimitExceeded: Names the budget and what was spent.
        """
        problem = self.limits.per_run.problem(self.spent, "run")
        day = today()
        if problem is None and self.api_key_id is not None:
            key_spent = await self.ledger.spent(day, self.api_key_id)
            problem = self.limits.per_key_per_day.problem(key_spent, f"API key {self.api_key_id}")
        if problem is None:
            problem = self.limits.per_day.problem(await self.ledger.spent(day), "daily")
        if problem is not None:
            raise UsageLimitExceeded(f"{problem}; the run stopped before model {self.label}")

    async def _charge(self, usage: Usage) -> None:
        self.spent.add(usage)
        await self.ledger.add(today(), usage, self.api_key_id, self.run_id)

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Check the budgets, then ask the wrapped model and charge its usage."""
        await self.check()
        response = await self.wrapped.request(messages, settings, tools, output_schema)
        await self._charge(response.usage)
        return response

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Check the budgets, then stream; the final response's usage is charged."""
        await self.check()
        async for event in self.wrapped.request_stream(messages, settings, tools, output_schema):
            if isinstance(event, ResponseComplete):
                await self._charge(event.response.usage)
            yield event
