"""`RunSpec` and `start_run`: one typed request, and `agentschool run` stored like any run."""

from __future__ import annotations

import asyncio
import json

import pydantic
import pytest
from typer.testing import CliRunner

from agentschool.agent import EVENT_ADAPTER, Agent, AgentEvent, RunResult
from agentschool.cli import app
from agentschool.runs.spec import PLANNER_NAMES, RunSpec
from agentschool.runs.start import LocalLauncher, start_run
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.tools.builtin import builtin_toolset

runner = CliRunner()


def test_the_older_nested_body_and_the_flat_one_are_the_same_spec() -> None:
    nested = RunSpec.model_validate({"task": "t", "agent": {"planner": "rule", "tools": ["x"]}})
    flat = RunSpec(task="t", planner="rule", tools=["x"])
    assert nested == flat
    assert flat.agent_config() == {"planner": "rule", "tools": ["x"]}
    assert RunSpec.from_run("t", {**flat.agent_config(), "run_id": "r"}) == flat
    assert PLANNER_NAMES == ("rule", "llm", "hybrid", "react")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"task": "t", "agent": "a", "team": True}, "team"),
        ({"task": "t", "agent": "a", "definition": {"name": "d"}}, "definition"),
        ({"task": "t", "version": "1.0.0"}, "version"),
        ({"task": "t", "planner": "react", "remember": True}, "remember"),
        ({"task": "t", "agent": {"colour": "red"}}, ""),
    ],
)
def test_contradictions_name_the_field(body: dict[str, object], field: str) -> None:
    with pytest.raises(pydantic.ValidationError) as caught:
        RunSpec.model_validate(body)
    assert ".".join(map(str, caught.value.errors()[0]["loc"])) == field


async def test_a_local_run_is_stored_with_its_typed_events(store: RunStore) -> None:
    launcher = LocalLauncher(store)
    spec = RunSpec(task="calculate 2 + 3", planner="rule")
    run = await start_run(spec, store=store, launcher=launcher)
    assert (await store.get_run(run.id)).status is RunStatus.RUNNING
    finished = await launcher.execute(run, Agent("test", builtin_toolset(), planner="rule"))
    stored = await store.get_run(run.id)
    assert finished.status == "completed" and stored.status is RunStatus.COMPLETED
    assert stored.output == finished.output == "2 + 3 = 5"
    assert stored.agent_config == {"planner": "rule"}
    rows = await store.events_after(run.id)
    events: list[AgentEvent] = [EVENT_ADAPTER.validate_python(e.data) for e in rows]
    assert [e.kind for e in events] == [
        "run-started",
        "plan-created",
        "step-started",
        "tool-called",
        "step-finished",
        "run-finished",
    ]
    result = RunResult.from_events(events)
    assert result.output == "2 + 3 = 5" and [s.status for s in result.steps] == ["done"]
    assert [s.status for s in await store.steps(run.id)] == ["done"]


def _listed() -> list[dict[str, object]]:
    listed = runner.invoke(app, ["runs", "list", "--json"])
    assert listed.exit_code == 0, listed.output
    runs: list[dict[str, object]] = json.loads(listed.stdout)
    return runs


def test_agentschool_run_is_in_runs_list_unless_no_store() -> None:
    done = runner.invoke(app, ["run", "calculate 6 * 7", "--planner", "rule", "--json"])
    assert done.exit_code == 0, done.output
    result = json.loads(done.stdout)
    assert result["output"] == "6 * 7 = 42" and result["steps"][0]["tool"] == "calculator"
    runs = _listed()
    assert [(r["id"], r["status"], r["output"]) for r in runs] == [
        (result["run_id"], "completed", "6 * 7 = 42")
    ]
    skipped = runner.invoke(app, ["run", "calculate 1 + 1", "--no-store", "--json"])
    assert skipped.exit_code == 0, skipped.output
    assert len(_listed()) == 1

    async def stored_kinds() -> list[str]:
        store = RunStore.from_settings()
        try:
            return [e.kind for e in await store.events_after(result["run_id"])]
        finally:
            await store.close()

    assert asyncio.run(stored_kinds())[-1] == "run-finished"


def test_run_agent_sits_alongside_the_served_tools_and_follows_them() -> None:
    from agentschool.runs.start import LocalLauncher
    from agentschool.runs.tool import alongside, run_agent_tool
    from agentschool.tools import Toolset, tool

    @tool
    def ping() -> str:
        """Answer pong."""
        return "pong"

    base = builtin_toolset()
    store = RunStore("sqlite:///unused.db")
    served = alongside(base, run_agent_tool(store, LocalLauncher(store)))
    assert "run_agent" in served and "run_agent" not in base
    base.register(ping)
    assert "ping" in served
    base.remove("ping")
    assert "ping" not in served and set(served.names()) == {*base.names(), "run_agent"}
    assert isinstance(served, Toolset)


def test_a_runs_policy_adds_approvals_and_never_removes_them() -> None:
    from agentschool.agent.approval import ApprovalPolicy, ApprovalRule
    from agentschool.runs.engine import default_agent_factory
    from agentschool.settings import Settings

    with pytest.raises(pydantic.ValidationError, match="not auto-approve"):
        RunSpec.model_validate(
            {"task": "t", "policy": {"rules": [{"tool": "shell", "action": "auto"}]}}
        )
    strict = ApprovalPolicy(rules=[ApprovalRule(tool="calculator", action="deny")])
    spec = RunSpec(task="t", policy=strict)
    tools = builtin_toolset()
    recipe = default_agent_factory(Settings(), tools)(spec.agent_config())
    policy = recipe.options["policy"]
    assert policy.decide(tools.get("calculator"), {"expression": "1"}) == "deny"
    loosened = {"rules": [], "defaults": {"dangerous": "auto"}}
    recipe = default_agent_factory(Settings(), tools)({"policy": loosened})
    assert recipe.options["policy"].defaults["dangerous"] == "require"


async def test_a_runs_budget_lowers_the_workers_per_run_budget() -> None:
    from agentschool.exceptions import UsageLimitExceeded
    from agentschool.messages import ModelRequest, UserPromptPart
    from agentschool.models import FunctionModel
    from agentschool.observability.budgets import InMemorySpend
    from agentschool.observability.runtime import engine_hooks
    from agentschool.runs.engine import AgentRecipe
    from agentschool.settings import Settings

    def factory(config: dict[str, object]) -> AgentRecipe:
        return AgentRecipe(model=FunctionModel(lambda m, i: "an answer"), tools=builtin_toolset())

    _, budgeted = engine_hooks(Settings(budget_run_tokens=10_000), ledger=InMemorySpend())
    config = {**RunSpec(task="t", budget_tokens=1).agent_config(), "run_id": "r1"}
    model = budgeted(factory)(config).model
    ask = [ModelRequest(parts=[UserPromptPart(content="hello there")])]
    await model.request(ask)  # nothing spent yet
    with pytest.raises(UsageLimitExceeded, match="token budget"):
        await model.request(ask)
    roomy = budgeted(factory)({"run_id": "r2"}).model  # the worker's 10,000 tokens
    await roomy.request(ask)
    await roomy.request(ask)


async def test_a_local_run_that_raises_is_stored_failed_with_the_error(store: RunStore) -> None:
    from agentschool.exceptions import ModelAPIError
    from agentschool.models import FunctionModel

    def down(messages: object, info: object) -> str:
        raise ModelAPIError("function", "the model is down")

    launcher = LocalLauncher(store)
    run = await start_run(RunSpec(task="plan this", planner="llm"), store=store, launcher=launcher)
    with pytest.raises(ModelAPIError):
        await launcher.execute(run, Agent(FunctionModel(down), builtin_toolset(), planner="llm"))
    stored = await store.get_run(run.id)
    assert stored.status is RunStatus.FAILED and "the model is down" in (stored.error or "")


async def test_run_agent_takes_a_session_and_a_goal_and_names_a_bad_one(store: RunStore) -> None:
    from agentschool.exceptions import ToolError
    from agentschool.runs.tool import run_agent_tool

    class Keep:
        async def submit(self, run: object) -> None:
            """Leave the run pending."""

    tool = run_agent_tool(store, Keep())
    started = await tool.call({"task": "calculate 2 + 3", "session": "s1", "goal": "arithmetic"})
    run = await store.get_run(started["id"])
    assert run.session_id == "s1" and run.agent_config["goal"]["arithmetic"] is True
    with pytest.raises(ToolError, match="goal: expected arithmetic"):
        await tool.call({"task": "t", "goal": "whatever"})
    with pytest.raises(ToolError, match="session_id"):
        await tool.call({"task": "t", "session": "no spaces"})
