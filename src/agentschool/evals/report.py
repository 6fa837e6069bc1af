"""`EvalReport`: per-case verdicts with reasons, pass rate, latency, usage and side effects.

It renders as a Markdown table (`to_markdown`) and as JSON (`model_dump_json`); `compare` lists
the regressions and fixes against an earlier report of the same dataset.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from agentschool.evals.cases import DatasetError
from agentschool.evals.effects import SideEffect

__all__ = ["CaseResult", "Comparison", "EvalReport", "EvalSummary", "Verdict", "percentile"]

Verdict = Literal["pass", "fail", "error"]


class CaseResult(BaseModel):
    """What happened to one case."""

    name: str
    """The case."""
    task: str
    """The task as run (inputs filled in)."""
    verdict: Verdict
    """pass, fail (an expectation not met) or error (the case could not be judged)."""
    reasons: list[str] = Field(default_factory=list)
    """Why it failed or errored (empty on pass)."""
    status: str | None = None
    """How the run ended."""
    output: Any = None
    """The run's answer."""
    latency_ms: float = 0.0
    """Wall time of the run."""
    model_calls: int = 0
    """Model requests made."""
    tokens: int = 0
    """Input plus output tokens."""
    cost_usd: float = 0.0
    """Model cost."""
    side_effects: list[SideEffect] = Field(default_factory=list)
    """What the run changed."""
    traceback: str | None = None
    """The traceback of an error (an evaluator or the agent raised)."""
    run_id: str | None = None
    """The run's id."""
    tags: list[str] = Field(default_factory=list)
    """The case's tags."""


class EvalSummary(BaseModel):
    """The figures of a whole report."""

    cases: int
    """How many cases."""
    passed: int
    """Cases that passed."""
    failed: int
    """Cases that failed an expectation."""
    errors: int
    """Cases that could not be judged."""
    pass_rate: float
    """passed / cases."""
    p50_ms: float
    """Median run latency."""
    p95_ms: float
    """95th percentile run latency."""
    model_calls: int
    """Model requests over all cases."""
    tokens: int
    """Tokens over all cases."""
    cost_usd: float
    """Cost over all cases."""
    side_effects: int
    """Side effects over all cases."""
    wall_s: float = 0.0
    """Wall time of the whole eval."""


def percentile(values: list[float], q: float) -> float:
    """The `q`-th percentile (0-100) by the nearest-rank method; 0.0 for no values."""
    if not values:
        return 0.0
    ranked = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ranked)))
    return ranked[rank - 1]


def _cell(text: str, limit: int = 70) -> str:
    flat = " ".join(str(text).split()).replace("|", "\\|")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class Comparison(BaseModel):
    """How a report differs from an earlier one of the same dataset."""

    regressions: list[str]
    """Cases that passed before and do not now."""
    fixes: list[str]
    """Cases that did not pass before and do now."""
    added: list[str]
    """Cases new in this report."""
    removed: list[str]
    """Cases only in the earlier report."""
    pass_rate_before: float
    """The earlier pass rate."""
    pass_rate_now: float
    """This pass rate."""

    def to_markdown(self) -> str:
        """Regressions and fixes as Markdown."""
        delta = (self.pass_rate_now - self.pass_rate_before) * 100
        lines = [
            f"pass rate {self.pass_rate_before:.1%} → {self.pass_rate_now:.1%} ({delta:+.1f} pts)",
            "",
            f"**regressions ({len(self.regressions)})**: "
            + (", ".join(self.regressions) or "none"),
            f"**fixes ({len(self.fixes)})**: " + (", ".join(self.fixes) or "none"),
        ]
        if self.added or self.removed:
            lines.append(
                f"added: {', '.join(self.added) or 'none'}; removed: "
                f"{', '.join(self.removed) or 'none'}"
            )
        return "\n".join(lines)


class EvalReport(BaseModel):
    """The result of running one dataset against one agent."""

    id: str
    """Report id (`eval_…`, time-ordered)."""
    dataset: str
    """The dataset's name."""
    dataset_path: str | None = None
    """Where the dataset was read from."""
    agent: dict[str, Any] = Field(default_factory=dict)
    """What was evaluated (planner, model, spec)."""
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    """When the eval ran."""
    summary: EvalSummary
    """The figures."""
    cases: list[CaseResult]
    """Per case, in dataset order."""

    @classmethod
    def build(
        cls, id: str, dataset: str, cases: list[CaseResult], *, wall_s: float = 0.0, **extra: Any
    ) -> EvalReport:
        """A report with its summary computed from `cases`."""
        latencies = [c.latency_ms for c in cases if c.verdict != "error" or c.status]
        passed = sum(c.verdict == "pass" for c in cases)
        summary = EvalSummary(
            cases=len(cases),
            passed=passed,
            failed=sum(c.verdict == "fail" for c in cases),
            errors=sum(c.verdict == "error" for c in cases),
            pass_rate=passed / len(cases) if cases else 0.0,
            p50_ms=round(percentile(latencies, 50), 3),
            p95_ms=round(percentile(latencies, 95), 3),
            model_calls=sum(c.model_calls for c in cases),
            tokens=sum(c.tokens for c in cases),
            cost_usd=round(sum(c.cost_usd for c in cases), 6),
            side_effects=sum(len(c.side_effects) for c in cases),
            wall_s=round(wall_s, 3),
        )
        return cls(id=id, dataset=dataset, summary=summary, cases=cases, **extra)

    @classmethod
    def load(cls, path: str | Path) -> EvalReport:
        """Read a report written as JSON.

        Raises:
            DatasetError: The file is missing or is not a report.
        """
        try:
            return cls.model_validate_json(Path(path).read_bytes())
        except OSError as exc:
            raise DatasetError(f"{path}: cannot read the report: {exc.strerror or exc}") from None
        except ValueError as exc:
            raise DatasetError(f"{path}: not an eval report: {str(exc).splitlines()[0]}") from None

    def compare(self, before: EvalReport) -> Comparison:
        """Regressions and fixes since `before` (cases matched by name)."""
        old = {c.name: c.verdict for c in before.cases}
        new = {c.name: c.verdict for c in self.cases}
        return Comparison(
            regressions=[n for n, v in new.items() if old.get(n) == "pass" and v != "pass"],
            fixes=[n for n, v in new.items() if n in old and old[n] != "pass" and v == "pass"],
            added=[n for n in new if n not in old],
            removed=[n for n in old if n not in new],
            pass_rate_before=before.summary.pass_rate,
            pass_rate_now=self.summary.pass_rate,
        )

    def to_markdown(self) -> str:
        """The report as Markdown: the figures, then one row per case."""
        s = self.summary
        agent = ", ".join(f"{k}={v}" for k, v in self.agent.items() if v is not None)
        lines = [
            f"### eval {self.dataset} ({agent or 'default agent'})",
            "",
            f"**{s.passed}/{s.cases} passed ({s.pass_rate:.1%})**, {s.failed} failed, "
            f"{s.errors} errors · p50 {s.p50_ms:.1f} ms · p95 {s.p95_ms:.1f} ms · "
            f"{s.model_calls} model calls · {s.tokens} tokens · ${s.cost_usd:.4f} · "
            f"{s.side_effects} side effects · {s.wall_s:.2f} s",
            "",
            "| case | verdict | reason | ms | model calls | side effects |",
            "|---|---|---|---:|---:|---|",
        ]
        for c in self.cases:
            effects = "; ".join(e.summary for e in c.side_effects) or "none"
            reason = "; ".join(c.reasons) or "ok"
            lines.append(
                f"| {_cell(c.name, 40)} | {c.verdict} | {_cell(reason)} | {c.latency_ms:.1f} | "
                f"{c.model_calls} | {_cell(effects, 60)} |"
            )
        return "\n".join(lines) + "\n"
