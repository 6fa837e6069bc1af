"""The runs contract of the product plan: a client built from the plan's models alone.

The models below are the plan's (`RunRequest`, `RunResponse`, `StepResult`, `PlanStep`,
`ExecutionPlan`), written without knowledge of today's fields. Real runs execute on the DBOS
engine in-process and are read back through them.
"""

from __future__ import annotations

import asyncio
import json
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import anyio
import httpx
import pydantic
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from tests.conftest import require_service
from tests.runs.conftest import POSTGRES_URL, drop_schema, postgres_reachable

from agentschool.exceptions import ToolError
from agentschool.messages import ModelMessage
from agentschool.models.function import AgentInfo, FunctionModel
from agentschool.runs.engine import AgentRecipe, DbosLauncher, EngineConfig, RunEngine
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.tools.base import tool
from agentschool.tools.toolset import Toolset


class RunRequest(pydantic.BaseModel):
    prompt: str
    max_steps: int = pydantic.Field(default=10, ge=1, le=100)


class StepResult(pydantic.BaseModel):
    step_number: int
    tool_name: str
    tool_input: dict[str, Any]
    result: Any
    attempt: int


class RunResponse(pydantic.BaseModel):
    run_id: str
    status: Literal["pending", "running", "completed", "failed"]
    steps: list[StepResult]
    result: Any
    error: str | None
    created_at: datetime
    updated_at: datetime


class PlanStep(pydantic.BaseModel):
    step_number: int
    tool_name: str
    tool_input: dict[str, Any]
    reasoning: str


class ExecutionPlan(pydantic.BaseModel):
    steps: list[PlanStep]
    final_goal: str


FLAKY_CALLS: list[str] = []
CONFIGS: list[dict[str, Any]] = []


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@tool
def double(x: int) -> int:
    """Double an integer; fails once (a transient error) before it works."""
    FLAKY_CALLS.append(str(x))
    if len(FLAKY_CALLS) == 1:
        raise ToolError("the doubling service is busy")
    return 2 * x


def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
    steps = [
        {"id": "sum", "tool": "add", "args": {"a": 2, "b": 3}, "reasoning": "Add the numbers."},
        {"id": "twice", "tool": "double", "args": {"x": "${sum}"}, "reasoning": "Double it."},
    ]
    return json.dumps({"steps": steps})


def factory(config: dict[str, Any]) -> AgentRecipe:
    CONFIGS.append(config)
    return AgentRecipe(
        model=FunctionModel(plan),
        tools=Toolset([add, double]),
        options={"planner": "llm", "max_steps": config.get("max_steps", 20)},
    )


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RunEngine]:
    if request.param == "sqlite":
        config = EngineConfig(
            database_url=f"sqlite:///{tmp_path / 'runs.db'}",
            system_database_url=f"sqlite:///{tmp_path / 'dbos.sqlite'}",
            concurrency=1,
        )
    else:
        if not postgres_reachable():
            require_service("postgres")
        suffix = uuid.uuid4().hex[:10]
        config = EngineConfig(
            database_url=POSTGRES_URL,
            system_database_url=POSTGRES_URL,
            schema=f"contract_{suffix}",
            dbos_schema=f"dbos_{suffix}",
            concurrency=1,
        )
    engine = RunEngine(config, factory)
    engine.launch()
    FLAKY_CALLS.clear()
    CONFIGS.clear()
    try:
        yield engine
    finally:
        engine.shutdown()
        if config.schema is not None:
            for schema in (config.schema, config.dbos_schema):
                asyncio.run(drop_schema(schema))


@pytest.fixture
async def client(engine: RunEngine) -> AsyncIterator[httpx.AsyncClient]:
    store = RunStore(engine.config.database_url, schema=engine.config.schema)
    await store.migrate()
    launcher = DbosLauncher(engine.config)
    app = create_app(
        store, settings=ServerSettings(auth_disabled=True), launcher=launcher, migrate=False
    )
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        yield http
    launcher.close()
    await store.close()


async def poll(http: httpx.AsyncClient, run_id: str) -> dict[str, Any]:
    with anyio.fail_after(20):
        while True:
            body: dict[str, Any] = (await http.get(f"/runs/{run_id}")).json()
            if RunResponse.model_validate(body).status in ("completed", "failed"):
                return body
            await anyio.sleep(0.05)


async def test_a_plan_client_creates_polls_and_reads_every_step(
    client: httpx.AsyncClient,
) -> None:
    request = RunRequest(prompt="add 2 and 3, then double it", max_steps=5)
    created = await client.post("/runs", json=request.model_dump())
    assert created.status_code == 201, created.text
    first = RunResponse.model_validate(created.json())
    assert first.status == "pending" and first.steps == []

    body = await poll(client, first.run_id)
    run = RunResponse.model_validate(body)
    assert run.status == "completed", run.error
    assert [(s.step_number, s.tool_name, s.tool_input, s.result, s.attempt) for s in run.steps] == [
        (1, "add", {"a": 2, "b": 3}, 5, 1),
        (2, "double", {"x": 5}, 10, 2),
    ]
    assert run.result == 10 and run.error is None
    assert run.created_at <= run.updated_at
    plan_view = ExecutionPlan.model_validate(body["plan"])
    assert plan_view.final_goal == request.prompt
    assert [(p.step_number, p.tool_name, p.reasoning) for p in plan_view.steps] == [
        (1, "add", "Add the numbers."),
        (2, "double", "Double it."),
    ]
    assert CONFIGS[-1]["max_steps"] == 5  # the plan's bound reached the agent


async def test_todays_fields_stay_and_the_plans_bounds_hold(client: httpx.AsyncClient) -> None:
    created = await client.post("/runs", json={"task": "add 2 and 3", "agent": {"max_steps": 7}})
    assert created.status_code == 201
    today = created.json()
    assert today["id"] == today["run_id"] and today["task"] == "add 2 and 3"
    assert today["agent_config"]["max_steps"] == 7
    for bad, field in (({"prompt": "x", "max_steps": 101}, "max_steps"),
                       ({"prompt": "x", "max_steps": 0}, "max_steps"),
                       ({"prompt": ""}, "prompt"),
                       ({"prompt": "x", "task": "y"}, "task"),
                       ({}, "task")):  # fmt: skip
        refused = await client.post("/runs", json=bad)
        assert refused.status_code == 422, bad
        assert [e["field"] for e in refused.json()["errors"]] == [field], refused.json()
    default = await client.post("/runs", json={"prompt": "add 2 and 3"})
    assert default.json()["agent_config"]["max_steps"] == 10
    for run_id in (today["id"], default.json()["run_id"]):  # let the worker finish before teardown
        assert (await poll(client, run_id))["status"] == "completed"
