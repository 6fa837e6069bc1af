"""`GET /evals/...`: stored eval reports, and a dataset's pass rate over time."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

import pydantic
from fastapi import APIRouter, Depends, HTTPException, Query, Request

from agentschool.evals.report import EvalReport
from agentschool.evals.store import ReportNotFound, ReportStore, StoredReport
from agentschool.server.auth import Principal, authorize

__all__ = ["PassRatePoint", "get_reports", "router"]

router = APIRouter(tags=["evals"])


def get_reports(request: Request) -> ReportStore:
    """The report store: `app.state.eval_reports`, else the one in the data dir."""
    store = getattr(request.app.state, "eval_reports", None)
    return store if isinstance(store, ReportStore) else ReportStore.from_settings()


class PassRatePoint(pydantic.BaseModel):
    """One eval of a dataset, for a pass-rate chart."""

    id: str
    """The report."""
    created_at: datetime
    """When it ran."""
    pass_rate: float
    """passed / cases."""
    cases: int
    """How many cases."""
    agent: dict[str, Any]
    """What was evaluated."""


Reports = Annotated[ReportStore, Depends(get_reports)]
Reader = Annotated[Principal, Depends(authorize)]


@router.get("/evals/reports", response_model=list[StoredReport])
async def list_reports(
    reports: Reports,
    _: Reader,
    dataset: Annotated[str | None, Query(description="Only this dataset's reports.")] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> list[StoredReport]:
    """Stored reports, newest first, without their cases."""
    return reports.list(dataset=dataset, limit=limit)


@router.get("/evals/reports/{report_id}", response_model=EvalReport)
async def get_report(report_id: str, reports: Reports, _: Reader) -> EvalReport:
    """One report with every case."""
    try:
        return reports.get(report_id)
    except ReportNotFound as exc:
        raise HTTPException(404, exc.message) from None


@router.get("/evals/history", response_model=list[PassRatePoint])
async def pass_rate_history(
    reports: Reports,
    _: Reader,
    dataset: Annotated[str, Query(description="The dataset to chart.")],
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> list[PassRatePoint]:
    """A dataset's pass rate over time, oldest first."""
    points = [
        PassRatePoint(
            id=r.id,
            created_at=r.created_at,
            pass_rate=r.summary.pass_rate,
            cases=r.summary.cases,
            agent=dict(r.agent),
        )
        for r in reports.list(dataset=dataset, limit=limit)
    ]
    return points[::-1]
