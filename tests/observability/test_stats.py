"""`collect_stats` and `agentschool stats` on a seeded run store."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from agentschool.agent import (
    EVENT_ADAPTER,
    AgentEvent,
    ModelResponded,
    StepFailed,
    StepFinished,
    StepStarted,
)
from agentschool.cli import app
from agentschool.messages import Usage
from agentschool.observability.stats import collect_stats, robust_z_scores
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.runs.tables import EventRow, RunRow
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


def model_event(
    run_id: str, purpose: Any, cost: float, model: str = "openai:gpt-4o-mini"
) -> AgentEvent:
    usage = Usage(requests=1, input_tokens=100, output_tokens=10, cost_usd=cost)
    return ModelResponded(run_id=run_id, purpose=purpose, model=model, usage=usage)


async def seed(store: RunStore, now: datetime = NOW) -> None:
    """Ten days, one run a day; day 7's run costs 100x and takes 60x longer; day 9 fails."""
    await store.migrate()
    async with store.write() as session:
        for day in range(10):
            created = now - timedelta(days=10 - day)
            slow = day == 7
            run_id = f"run_{day:02d}"
            session.add(
                RunRow(
                    id=run_id,
                    task="t",
                    status="failed" if day == 9 else "completed",
                    agent_config={},
                    created_at=created,
                    updated_at=created + timedelta(seconds=600 if slow else 10 + day % 3),
                    usage={"input_tokens": 200, "output_tokens": 20},
                    cost=1.0 if slow else 0.01 + day * 0.0001,
                )
            )
            took = 5000.0 if slow else 10.0 + day
            events: list[AgentEvent] = [
                model_event(run_id, "plan", 0.005),
                StepStarted(run_id=run_id, step_id="s1", tool="add"),
                StepFinished(run_id=run_id, step_id="s1", tool="add", output=1, duration_ms=took),
                StepStarted(run_id=run_id, step_id="s2", tool="fetch"),
                StepFailed(
                    run_id=run_id,
                    step_id="s2",
                    tool="fetch",
                    error="boom",
                    error_type="ToolError",
                    attempt=1,
                    will_retry=False,
                ),
                model_event(
                    run_id, "recovery", 0.995 if slow else 0.005, "anthropic:claude-haiku-4-5"
                ),
            ]
            for seq, event in enumerate(events, 1):
                data = EVENT_ADAPTER.dump_python(event, mode="json")
                row = EventRow(run_id=run_id, seq=seq, kind=event.kind, data=data)
                row.created_at = created
                session.add(row)


@pytest.fixture
async def store(tmp_path: Path) -> RunStore:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await seed(store)
    return store


def test_robust_z_scores() -> None:
    scores = robust_z_scores([1, 1, 2, 2, 2, 3, 3, 100])
    assert scores[-1] > 3.5 and all(abs(z) < 3.5 for z in scores[:-1])
    assert robust_z_scores([5, 5, 5]) == [0.0, 0.0, 0.0]
    assert robust_z_scores([1, 1, 1, 1, 9])[-1] > 3.5  # MAD 0: mean absolute deviation


async def test_per_model_per_tool_per_day(store: RunStore) -> None:
    stats = await collect_stats(store, now=NOW)
    await store.close()
    assert stats.runs == 10
    models = {m.model: m for m in stats.models}
    assert models["openai:gpt-4o-mini"].requests == 10
    assert models["anthropic:claude-haiku-4-5"].cost_usd == pytest.approx(0.995 + 9 * 0.005)
    assert stats.models[0].model == "anthropic:claude-haiku-4-5"  # costliest first
    tools = {t.tool: t for t in stats.tools}
    assert (tools["add"].calls, tools["add"].failures, tools["add"].max_ms) == (10, 0, 5000.0)
    assert (tools["fetch"].calls, tools["fetch"].failure_rate) == (10, 1.0)
    assert len(stats.days) == 10 and stats.days[-1].failure_rate == 1.0


async def test_anomalies_slowest_and_costliest(store: RunStore) -> None:
    stats = await collect_stats(store, now=NOW, top=3)
    await store.close()
    flagged = {(a.scope, a.key, a.metric) for a in stats.anomalies}
    day7 = (NOW - timedelta(days=3)).date().isoformat()
    assert ("run", "run_07", "cost_usd") in flagged
    assert ("run", "run_07", "duration_s") in flagged
    assert ("day", day7, "cost_usd") in flagged
    assert not any(a.key in ("run_03", "run_05") for a in stats.anomalies)
    assert stats.slowest_steps[0].run_id == "run_07" and stats.slowest_steps[0].step_id == "s1"
    assert len(stats.slowest_steps) == 3
    costliest = stats.costliest_steps[0]
    assert (costliest.run_id, costliest.step_id, costliest.purpose) == ("run_07", "s2", "recovery")


async def test_window_excludes_old_runs(store: RunStore) -> None:
    stats = await collect_stats(store, now=NOW, days=4)
    await store.close()
    assert stats.runs == 4


def test_cli_json_and_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async def seeded() -> None:
        store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
        await seed(store)
        await store.close()

    asyncio.run(seeded())
    monkeypatch.setenv("AGENTSCHOOL_DATABASE_URL", f"sqlite:///{tmp_path / 'runs.db'}")
    runner = CliRunner()
    result = runner.invoke(app, ["stats", "--json", "--days", "3650"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["runs"] == 10
    assert {"models", "tools", "days", "anomalies", "slowest_steps", "costliest_steps"} <= set(data)
    table = runner.invoke(app, ["stats", "--days", "3650"])
    assert table.exit_code == 0
    assert "per tool" in table.stdout and "run_07" in table.stdout


async def test_rest_stats_for_admins_only(tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await seed(store, now=datetime.now(UTC))
    keys = KeyStore(store)
    admin, reader = (
        (await keys.create("a", KeyScope.ADMIN))[1],
        (await keys.create("r", KeyScope.READ))[1],
    )
    app = create_app(store, settings=ServerSettings(rate_limit=10_000))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://t/api/v1") as http:
        got = await http.get("/stats", params={"days": 6, "top": 2}, headers=_bearer(admin))
        refused = await http.get("/stats", headers=_bearer(reader))
        bad = await http.get("/stats", params={"days": 0}, headers=_bearer(admin))
    await store.close()
    assert got.status_code == 200, got.text
    body = got.json()
    assert body["runs"] == 5 and len(body["slowest_steps"]) == 2
    assert {m["model"] for m in body["models"]} == {
        "openai:gpt-4o-mini",
        "anthropic:claude-haiku-4-5",
    }
    assert ("run", "run_07", "cost_usd") in {
        (a["scope"], a["key"], a["metric"]) for a in body["anomalies"]
    }
    assert refused.status_code == 403
    assert bad.status_code == 422 and "days" in bad.text


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
