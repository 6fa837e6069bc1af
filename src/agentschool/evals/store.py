"""`ReportStore`: eval reports kept as JSON files in the data dir (`<home>/evals/<id>.json`).

Files rather than run-store tables: a report is written once and read whole, and keeping them out
of the run store's schema lets the store evolve without a migration for them.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pydantic import BaseModel

from agentschool.evals.report import EvalReport, EvalSummary
from agentschool.exceptions import UserError
from agentschool.settings import Settings

__all__ = ["ReportNotFound", "ReportStore", "StoredReport"]


class ReportNotFound(UserError):
    """No stored report has this id."""


class StoredReport(BaseModel):
    """A stored report without its cases (for lists and charts)."""

    id: str
    """Report id."""
    dataset: str
    """The dataset's name."""
    agent: dict[str, object]
    """What was evaluated."""
    created_at: datetime
    """When it ran."""
    summary: EvalSummary
    """Its figures."""


class ReportStore:
    """Reports under `root`, one JSON file each, listed newest first."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> ReportStore:
        """The store in the data dir (`AGENTSCHOOL_HOME`)."""
        return cls((settings or Settings()).data_dir / "evals")

    def save(self, report: EvalReport) -> Path:
        """Write a report; returns its file."""
        self.root.mkdir(parents=True, exist_ok=True)
        path = self.root / f"{report.id}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(report.model_dump_json(indent=2), encoding="utf-8")
        tmp.replace(path)  # readers never see half a report
        return path

    def get(self, report_id: str) -> EvalReport:
        """The report with this id.

        Raises:
            ReportNotFound: There is none.
        """
        path = self.root / f"{report_id}.json"
        if not report_id.replace("_", "").isalnum() or not path.is_file():
            raise ReportNotFound(f"no eval report with id {report_id!r}")
        return EvalReport.model_validate_json(path.read_bytes())

    def list(self, *, dataset: str | None = None, limit: int = 100) -> list[StoredReport]:
        """Reports newest first (of one dataset when given), without their cases."""
        if not self.root.is_dir():
            return []
        found: list[StoredReport] = []
        for path in sorted(self.root.glob("eval_*.json"), reverse=True):
            report = EvalReport.model_validate_json(path.read_bytes())
            if dataset is None or report.dataset == dataset:
                found.append(StoredReport.model_validate(report.model_dump(exclude={"cases"})))
            if len(found) >= limit:
                break
        return found
