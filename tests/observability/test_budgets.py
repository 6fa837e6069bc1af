"""Budgets are checked before each model call; a run over budget stops and keeps its steps."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

from agentschool.agent.agent import Agent
from agentschool.exceptions import UsageLimitExceeded
from agentschool.messages import ModelRequest, Usage
from agentschool.observability.budgets import (
    Budget,
    BudgetLimits,
    BudgetModel,
    InMemorySpend,
    StoreSpend,
    today,
)
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.settings import Settings
from agentschool.tools import Toolset

from .conftest import scripted_model


async def test_a_run_over_its_token_budget_stops_with_a_clear_error(tools: Toolset) -> None:
    inner = scripted_model()  # 120 tokens per request
    model = BudgetModel(inner, limits=BudgetLimits(per_run=Budget(max_tokens=200)))
    result = await Agent(model, tools, planner="react", retries=0, backoff=0).run("add")
    assert result.status == "failed"
    assert result.error is not None
    assert "run token budget exhausted: used 240 of 200" in result.error
    assert inner.calls == 2  # the third request was refused before reaching the model
    # the state is kept: steps done before the stop are in the result
    assert [s.id for s in result.steps if s.status == "done"] == ["t1_1", "t2_1"]
    assert result.usage.total_tokens == 240


async def test_cost_budget_per_run() -> None:
    model = BudgetModel(scripted_model(), limits=BudgetLimits(per_run=Budget(max_cost_usd=0.01)))
    await model.request([ModelRequest.user("hi")])
    with pytest.raises(UsageLimitExceeded, match=r"run cost budget exhausted: spent \$0.010000"):
        await model.request([ModelRequest.user("again")])


async def test_day_budgets_per_key_and_overall_are_shared_across_runs() -> None:
    ledger = InMemorySpend()
    limits = BudgetLimits(per_key_per_day=Budget(max_tokens=120), per_day=Budget(max_cost_usd=0.02))
    first = BudgetModel(scripted_model(), limits=limits, api_key_id="key_a", ledger=ledger)
    await first.request([ModelRequest.user("hi")])
    same_key = BudgetModel(scripted_model(), limits=limits, api_key_id="key_a", ledger=ledger)
    with pytest.raises(UsageLimitExceeded, match="API key key_a token budget exhausted"):
        await same_key.request([ModelRequest.user("hi")])
    other_key = BudgetModel(scripted_model(), limits=limits, api_key_id="key_b", ledger=ledger)
    await other_key.request([ModelRequest.user("hi")])
    with pytest.raises(UsageLimitExceeded, match="daily cost budget exhausted"):
        await BudgetModel(scripted_model(), limits=limits, ledger=ledger).request(
            [ModelRequest.user("hi")]
        )


async def test_in_memory_spend_keeps_only_the_current_day() -> None:
    ledger = InMemorySpend()
    yesterday, day = today() - timedelta(days=1), today()
    await ledger.add(yesterday, Usage(input_tokens=5), api_key_id="key_a")
    await ledger.add(day, Usage(input_tokens=7), api_key_id="key_a")
    await ledger.add(day, Usage(input_tokens=1))
    assert (await ledger.spent(day)).input_tokens == 8
    assert (await ledger.spent(day, "key_a")).input_tokens == 7
    assert set(ledger.totals) == {(day, None), (day, "key_a")}  # a worker does not grow by the day


def test_limits_from_settings() -> None:
    limits = BudgetLimits.from_settings(
        Settings(budget_run_tokens=1000, budget_key_cost_usd_per_day=5.0, budget_tokens_per_day=9)
    )
    assert limits.per_run == Budget(max_tokens=1000)
    assert limits.per_key_per_day == Budget(max_cost_usd=5.0)
    assert limits.per_day == Budget(max_tokens=9)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[RunStore]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    yield store
    await store.close()


async def test_store_spend_counts_finished_runs_of_the_day(store: RunStore) -> None:
    for key, cost in (("key_a", 0.5), ("key_a", 0.25), ("key_b", 1.0)):
        run = await store.create_run("t", api_key_id=key)
        await store.transition(run.id, RunStatus.RUNNING)
        usage = {"input_tokens": 10, "output_tokens": 5, "cost_usd": cost}
        await store.transition(run.id, RunStatus.COMPLETED, usage=usage, cost=cost)
    spend = StoreSpend(store)
    await spend.add(today(), Usage(input_tokens=1, cost_usd=0.125), "key_a")
    key_a = await spend.spent(today(), "key_a")
    assert (key_a.cost_usd, key_a.total_tokens) == (0.875, 31)
    assert (await spend.spent(today())).cost_usd == pytest.approx(1.875)
    assert (await spend.spent(today() + timedelta(days=1))).cost_usd == 0
    model = BudgetModel(
        scripted_model(),
        limits=BudgetLimits(per_key_per_day=Budget(max_cost_usd=0.8)),
        api_key_id="key_a",
        ledger=spend,
    )
    with pytest.raises(UsageLimitExceeded, match="API key key_a cost budget"):
        await model.request([ModelRequest.user("hi")])


async def test_store_spend_counts_a_run_once_in_flight_and_finished(store: RunStore) -> None:
    run = await store.create_run("t", api_key_id="key_a")
    await store.transition(run.id, RunStatus.RUNNING)
    spend = StoreSpend(store)
    await spend.add(today(), Usage(input_tokens=15, output_tokens=5, cost_usd=0.5), "key_a", run.id)
    in_flight = await spend.spent(today(), "key_a")
    assert (in_flight.total_tokens, in_flight.cost_usd) == (20, 0.5)
    usage = {"input_tokens": 15, "output_tokens": 5, "cost_usd": 0.5}
    await store.transition(run.id, RunStatus.COMPLETED, usage=usage, cost=0.5)
    finished = await spend.spent(today(), "key_a")
    assert (finished.total_tokens, finished.cost_usd) == (20, 0.5)  # from the store only
    assert (await spend.spent(today())).total_tokens == 20
    assert (await spend.spent(today(), "key_b")).total_tokens == 0
    # A cancelled run never writes its usage: what it spent in flight stays counted.
    cancelled = await store.create_run("t2", api_key_id="key_a")
    await store.transition(cancelled.id, RunStatus.RUNNING)
    await spend.add(today(), Usage(input_tokens=7), "key_a", cancelled.id)
    await store.transition(cancelled.id, RunStatus.CANCELLED)
    assert (await spend.spent(today(), "key_a")).total_tokens == 27
