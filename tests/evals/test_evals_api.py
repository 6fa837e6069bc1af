"""`GET /api/v1/evals/...`: stored reports listed, read, and charted as pass rate over time."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.server.api.conftest import RecordingLauncher, api_settings

from agentschool.evals import CaseResult, EvalReport
from agentschool.evals.report import Verdict
from agentschool.evals.store import ReportStore
from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app


def report(id: str, dataset: str, verdicts: list[Verdict], day: int) -> EvalReport:
    cases = [CaseResult(name=f"c{i}", task="t", verdict=v) for i, v in enumerate(verdicts)]
    built = EvalReport.build(id, dataset, cases, agent={"planner": "rule"})
    return built.model_copy(
        update={"created_at": datetime(2026, 11, 1, tzinfo=UTC) + timedelta(day)}
    )


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    app = create_app(store, settings=api_settings(), launcher=RecordingLauncher())
    reports = ReportStore(tmp_path / "evals")
    app.state.eval_reports = reports
    reports.save(report("eval_0001", "everyday", ["pass", "fail"], 0))
    reports.save(report("eval_0002", "other", ["pass"], 1))
    reports.save(report("eval_0003", "everyday", ["pass", "pass"], 2))
    _, token = await KeyStore(store).create("reader", KeyScope.READ)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
        http.headers["Authorization"] = f"Bearer {token}"
        yield http
    await store.close()


async def test_reports_are_listed_newest_first_without_cases(client: httpx.AsyncClient) -> None:
    listed = (await client.get("/api/v1/evals/reports")).json()
    assert [r["id"] for r in listed] == ["eval_0003", "eval_0002", "eval_0001"]
    assert "cases" not in listed[0] and listed[0]["summary"]["pass_rate"] == 1.0
    only = (await client.get("/api/v1/evals/reports", params={"dataset": "other"})).json()
    assert [r["id"] for r in only] == ["eval_0002"]


async def test_one_report_has_its_cases_and_an_unknown_one_is_404(
    client: httpx.AsyncClient,
) -> None:
    one = (await client.get("/api/v1/evals/reports/eval_0001")).json()
    assert [c["verdict"] for c in one["cases"]] == ["pass", "fail"]
    missing = await client.get("/api/v1/evals/reports/eval_nope")
    assert missing.status_code == 404
    assert "no eval report with id 'eval_nope'" in missing.text
    assert (await client.get("/api/v1/evals/reports/..%2Fsecrets")).status_code == 404


async def test_pass_rate_over_time_is_oldest_first(client: httpx.AsyncClient) -> None:
    points = (await client.get("/api/v1/evals/history", params={"dataset": "everyday"})).json()
    assert [(p["id"], p["pass_rate"]) for p in points] == [("eval_0001", 0.5), ("eval_0003", 1.0)]
    anonymous = await client.get(
        "/api/v1/evals/history", params={"dataset": "x"}, headers={"Authorization": ""}
    )
    assert anonymous.status_code == 401
