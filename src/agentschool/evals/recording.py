"""Recorded runs in the run store: read one for replay, record one, export one as an eval case.

Only the run store's public methods are used (`get_run`, `events_after`, `create_run`,
`append_events`, `transition`), so this module does not depend on how the store keeps them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pydantic_core
import yaml

from agentschool.agent.agent import RunResult
from agentschool.agent.events import EVENT_ADAPTER
from agentschool.agent.view import RunView
from agentschool.evals.cases import Case, DatasetError, load_dataset
from agentschool.evals.effects import STORE_TOOLS
from agentschool.runs.records import Run
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.tools.toolset import Toolset

__all__ = ["case_from_run", "export_case", "record_result", "recorded_events"]


async def recorded_events(store: RunStore, run_id: str) -> tuple[Run, list[dict[str, Any]]]:
    """A stored run and its events as recorded (JSON data, in order).

    Raises:
        RunNotFound: No run has this id.
    """
    run = await store.get_run(run_id)
    events: list[dict[str, Any]] = []
    after = 0
    while page := await store.events_after(run_id, after, limit=500):
        events += [e.data for e in page]
        after = page[-1].seq
    return run, events


async def record_result(
    store: RunStore, result: RunResult, agent_config: dict[str, Any] | None = None
) -> Run:
    """Store a finished in-process run (its events included) as the engine would have."""
    task = RunView.of(result.events).task
    await store.create_run(task, agent_config, run_id=result.run_id)
    await store.transition(result.run_id, RunStatus.RUNNING)
    rows = [
        (seq, event.kind, EVENT_ADAPTER.dump_python(event, mode="json"))
        for seq, event in enumerate(result.events, start=1)
    ]
    await store.append_events(result.run_id, rows)
    finished = {
        "completed": RunStatus.COMPLETED,
        "failed": RunStatus.FAILED,
        "cancelled": RunStatus.CANCELLED,
    }[result.status]
    return await store.transition(
        result.run_id,
        finished,
        output=pydantic_core.to_jsonable_python(result.output),
        error=result.error,
        usage=pydantic_core.to_jsonable_python(result.usage),
    )


def _changes_world(events: list[dict[str, Any]], tools: Toolset) -> bool:
    view = RunView.of([EVENT_ADAPTER.validate_python(data) for data in events])
    for step in view.steps.values():
        if step.status != "done":
            continue
        name = step.tool
        if name in STORE_TOOLS or name not in tools or tools.get(name).has_side_effects:
            return True
    return False


def case_from_run(
    run: Run, events: list[dict[str, Any]], tools: Toolset, name: str | None = None
) -> Case:
    """A regression case: the run's task, and its answer and outcome as the expectation.

    The answer must come back the same (a number within 1e-6); a run that changed nothing must
    keep changing nothing; a failed run must keep failing.
    """
    expect: dict[str, Any] = {
        "status": "completed" if run.status.value == "completed" else "failed"
    }
    if run.status.value == "completed":
        if isinstance(run.output, int | float) and not isinstance(run.output, bool):
            expect["numeric"] = run.output
        else:
            expect["exact"] = run.output
    if not _changes_world(events, tools):
        expect["no_side_effects"] = True
    return Case.model_validate(
        {"name": name or run.id, "task": run.task, "expect": expect, "tags": ["from-run"]}
    )


def export_case(case: Case, path: Path) -> None:
    """Append `case` to the dataset at `path` (created when missing; YAML or JSONL).

    Raises:
        DatasetError: The file is not a dataset, or already has a case of that name.
    """
    data = case.model_dump(mode="json", exclude_defaults=True)
    data["task"] = case.task
    if path.exists() and path.stat().st_size > 0:
        existing = load_dataset(path)
        if any(c.name == case.name for c in existing.cases):
            raise DatasetError(f"{path}: case {case.name!r}: field name: already in the dataset")
    if path.suffix == ".jsonl":
        with path.open("a", encoding="utf-8") as file:
            file.write(json.dumps(data) + "\n")
        return
    if path.suffix not in (".yaml", ".yml"):
        raise DatasetError(f"{path}: unknown dataset format; use .yaml, .yml or .jsonl")
    loaded = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else None
    if loaded is None:
        loaded = {"name": path.stem, "cases": []}
    cases = loaded["cases"] if isinstance(loaded, dict) else loaded
    cases.append(data)
    path.write_text(yaml.safe_dump(loaded, sort_keys=False, allow_unicode=True), encoding="utf-8")
