"""Run statistics from the run store, as `agentschool stats` prints them.

Per model, per tool, per day, anomalies, the slowest and costliest steps, and what learning from
experience saved. Each run's events are folded by `RunView`, the fold the UI and the engine read.

Anomalies use the robust z-score `0.6745 · (x − median) / MAD` (Iglewicz and Hoaglin): a run
whose cost or duration, or a day whose cost, failure rate or median duration, scores above
`threshold` (3.5) against the window's distribution is flagged. When the MAD is 0 the mean
absolute deviation (× 1.2533) stands in; when that is 0 too, nothing is flagged.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select

from agentschool.agent.events import EVENT_ADAPTER, ModelResponded
from agentschool.agent.view import RunView
from agentschool.runs.store import RunStore
from agentschool.runs.tables import EventRow, RunRow

__all__ = [
    "Anomaly",
    "DayStats",
    "LearningStats",
    "ModelStats",
    "Stats",
    "StepCost",
    "StepTime",
    "ToolStats",
    "collect_stats",
    "robust_z_scores",
]

_FINISHED = ("completed", "failed", "cancelled")


def robust_z_scores(values: Sequence[float]) -> list[float]:
    """The robust z-score of each value against all of them (0s when there is no spread)."""
    if len(values) < 2:
        return [0.0 for _ in values]
    median = statistics.median(values)
    mad = statistics.median(abs(v - median) for v in values)
    if mad > 0:
        return [0.6745 * (v - median) / mad for v in values]
    mean_ad = statistics.fmean(abs(v - median) for v in values)
    if mean_ad == 0:
        return [0.0 for _ in values]
    return [(v - median) / (1.253314 * mean_ad) for v in values]


@dataclass(slots=True)
class ModelStats:
    """What one model did."""

    model: str
    requests: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0


@dataclass(slots=True)
class ToolStats:
    """How one tool behaved (every attempt counts)."""

    tool: str
    calls: int = 0
    failures: int = 0
    failure_rate: float = 0.0
    p50_ms: float = 0.0
    p95_ms: float = 0.0
    max_ms: float = 0.0


@dataclass(slots=True)
class DayStats:
    """One UTC day of runs."""

    day: str
    runs: int = 0
    failed: int = 0
    failure_rate: float = 0.0
    cost_usd: float = 0.0
    tokens: int = 0
    median_duration_s: float = 0.0


@dataclass(slots=True)
class Anomaly:
    """A run or a day far outside its window's distribution."""

    scope: str
    """`run` or `day`."""
    key: str
    """The run id or the day."""
    metric: str
    """`cost_usd`, `duration_s` or `failure_rate`."""
    value: float
    median: float
    z: float


@dataclass(slots=True)
class StepTime:
    """One successful step and how long its tool took."""

    run_id: str
    step_id: str
    tool: str
    duration_ms: float


@dataclass(slots=True)
class StepCost:
    """One model request, attributed to the step in progress when it was made (if any)."""

    run_id: str
    step_id: str | None
    purpose: str
    model: str
    cost_usd: float
    tokens: int


@dataclass(slots=True)
class LearningStats:
    """What learning from experience did for the window's runs (served and local alike)."""

    runs: int = 0
    """Runs that asked to learn (`remember`)."""
    plans_reused: int = 0
    """Runs whose plan was a remembered one, re-bound: planned with no model call."""
    model_calls_saved: int = 0
    """Planning model calls those reused plans spared."""


@dataclass(slots=True)
class Stats:
    """Everything `agentschool stats` reports."""

    since: str
    runs: int
    models: list[ModelStats] = field(default_factory=list[ModelStats])
    tools: list[ToolStats] = field(default_factory=list[ToolStats])
    days: list[DayStats] = field(default_factory=list[DayStats])
    anomalies: list[Anomaly] = field(default_factory=list[Anomaly])
    slowest_steps: list[StepTime] = field(default_factory=list[StepTime])
    costliest_steps: list[StepCost] = field(default_factory=list[StepCost])
    learning: LearningStats = field(default_factory=LearningStats)

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return asdict(self)


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def _flag(
    scope: str, metric: str, items: Sequence[tuple[str, float]], threshold: float
) -> list[Anomaly]:
    values = [v for _, v in items]
    if len(values) < 5:  # too few to call anything unusual
        return []
    median = statistics.median(values)
    return [
        Anomaly(scope, key, metric, value, median, round(z, 2))
        for (key, value), z in zip(items, robust_z_scores(values), strict=True)
        if abs(z) > threshold
    ]


def _tool_stats(durations: dict[str, list[float]], failures: dict[str, int]) -> list[ToolStats]:
    out = []
    for tool in sorted(set(durations) | set(failures)):
        times, failed = durations.get(tool, []), failures.get(tool, 0)
        calls = len(times) + failed
        out.append(
            ToolStats(
                tool=tool,
                calls=calls,
                failures=failed,
                failure_rate=round(failed / calls, 4) if calls else 0.0,
                p50_ms=_percentile(times, 0.5),
                p95_ms=_percentile(times, 0.95),
                max_ms=max(times, default=0.0),
            )
        )
    return out


def _day_stats(runs: Sequence[RunRow]) -> list[DayStats]:
    by_day: dict[str, list[RunRow]] = defaultdict(list)
    for run in runs:
        by_day[run.created_at.astimezone(UTC).date().isoformat()].append(run)
    out = []
    for day, rows in sorted(by_day.items()):
        done = [r for r in rows if r.status in _FINISHED]
        failed = sum(1 for r in done if r.status == "failed")
        durations = [(r.updated_at - r.created_at).total_seconds() for r in done]
        out.append(
            DayStats(
                day=day,
                runs=len(rows),
                failed=failed,
                failure_rate=round(failed / len(done), 4) if done else 0.0,
                cost_usd=sum(r.cost or 0.0 for r in rows),
                tokens=sum(_tokens(r.usage) for r in rows),
                median_duration_s=statistics.median(durations) if durations else 0.0,
            )
        )
    return out


def _tokens(usage: dict[str, Any] | None) -> int:
    usage = usage or {}
    return int(usage.get("input_tokens", 0)) + int(usage.get("output_tokens", 0))


def _anomalies(runs: Sequence[RunRow], days: Sequence[DayStats], threshold: float) -> list[Anomaly]:
    done = [r for r in runs if r.status in _FINISHED]
    found = _flag("run", "cost_usd", [(r.id, r.cost or 0.0) for r in done], threshold)
    durations = [(r.id, (r.updated_at - r.created_at).total_seconds()) for r in done]
    found += _flag("run", "duration_s", durations, threshold)
    for metric in ("cost_usd", "failure_rate", "median_duration_s"):
        found += _flag("day", metric, [(d.day, getattr(d, metric)) for d in days], threshold)
    return found


@dataclass(slots=True)
class _Tally:
    """Per model, per tool and per step figures, added up from each run's `RunView`."""

    models: dict[str, ModelStats] = field(default_factory=dict[str, ModelStats])
    durations: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    failures: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    times: list[StepTime] = field(default_factory=list[StepTime])
    costs: list[StepCost] = field(default_factory=list[StepCost])
    learning: LearningStats = field(default_factory=LearningStats)

    def add(self, view: RunView) -> None:
        for call, step_id in zip(view.model_calls, view.call_steps, strict=True):
            self._model(view.run_id, step_id, call)
        for step in view.steps.values():
            if step.failures:
                self.failures[step.tool] += step.failures
            if step.status == "done":
                self.durations[step.tool].append(step.duration_ms)
                self.times.append(StepTime(view.run_id, step.id, step.tool, step.duration_ms))
        if view.reused_from is not None:
            self.learning.plans_reused += 1
            self.learning.model_calls_saved += view.model_calls_saved

    def _model(self, run_id: str, step_id: str | None, event: ModelResponded) -> None:
        usage = event.usage
        stats = self.models.setdefault(event.model, ModelStats(event.model))
        stats.requests += usage.requests
        stats.input_tokens += usage.input_tokens
        stats.output_tokens += usage.output_tokens
        stats.cost_usd += usage.cost_usd
        tokens = usage.input_tokens + usage.output_tokens
        self.costs.append(
            StepCost(run_id, step_id, event.purpose, event.model, usage.cost_usd, tokens)
        )


def _views(runs: Sequence[RunRow], events: Iterable[EventRow]) -> list[RunView]:
    """Each run's events, typed by the one adapter and folded by `RunView`."""
    views = {run.id: RunView(run_id=run.id) for run in runs}
    for row in events:
        views[row.run_id].add(EVENT_ADAPTER.validate_python(row.data))
    return list(views.values())


async def collect_stats(
    store: RunStore,
    *,
    days: int = 30,
    now: datetime | None = None,
    top: int = 5,
    threshold: float = 3.5,
) -> Stats:
    """Statistics of the runs created in the last `days` days."""
    since = (now or datetime.now(UTC)) - timedelta(days=days)
    async with store.sessions() as session:
        runs = list((await session.scalars(select(RunRow).where(RunRow.created_at >= since))).all())
        ids = [r.id for r in runs]
        query = (
            select(EventRow).where(EventRow.run_id.in_(ids)).order_by(EventRow.run_id, EventRow.seq)
        )
        events = list((await session.scalars(query)).all()) if ids else []
    tally = _Tally()
    for view in _views(runs, events):
        tally.add(view)
    tally.learning.runs = sum(1 for r in runs if (r.agent_config or {}).get("remember"))
    day_stats = _day_stats(runs)
    return Stats(
        since=since.isoformat(),
        runs=len(runs),
        models=sorted(tally.models.values(), key=lambda m: -m.cost_usd),
        tools=_tool_stats(tally.durations, tally.failures),
        days=day_stats,
        anomalies=_anomalies(runs, day_stats, threshold),
        slowest_steps=sorted(tally.times, key=lambda s: -s.duration_ms)[:top],
        costliest_steps=sorted(tally.costs, key=lambda s: -s.cost_usd)[:top],
        learning=tally.learning,
    )
