"""Structured JSON logs with the run and step on every line.

`configure_logging("INFO")` makes the root logger write one JSON object per line to stderr:
`{"ts", "level", "logger", "message", "run_id", "step_id", ...extra}`. The run and step come from
context variables: `log_context(run_id=..., step_id=...)` sets them for a block, and
`logged(events)` sets them from a run's event stream as it flows (a consumer, like tracing), so
every line logged while a run's step executes carries both ids.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, TextIO

from agentschool.agent.events import (
    AgentEvent,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepSkipped,
    StepStarted,
    ToolCalled,
)

__all__ = [
    "RUN_ID",
    "STEP_ID",
    "JsonFormatter",
    "configure_logging",
    "log_context",
    "log_event",
    "logged",
]

RUN_ID: ContextVar[str | None] = ContextVar("agentschool_run_id", default=None)
"""The run the current code works for."""
STEP_ID: ContextVar[str | None] = ContextVar("agentschool_step_id", default=None)
"""The step the current code works for."""

_STANDARD = set(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {"message", "asctime"}
_events_logger = logging.getLogger("agentschool.events")


class JsonFormatter(logging.Formatter):
    """One JSON object per record, with `run_id` and `step_id` from the context."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line of JSON; fields passed in `extra=` are included."""
        data: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "run_id": getattr(record, "run_id", None) or RUN_ID.get(),
            "step_id": getattr(record, "step_id", None) or STEP_ID.get(),
        }
        for key, value in record.__dict__.items():
            if key not in _STANDARD and key not in data:
                data[key] = value
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        return json.dumps(data, default=str)


def configure_logging(level: str = "WARNING", stream: TextIO | None = None) -> logging.Handler:
    """Send every log record to `stream` (stderr) as JSON at `level` (`settings.log_level`).

    Replaces handlers this function installed before, so calling it again changes the level.
    """
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler.formatter, JsonFormatter):
            root.removeHandler(handler)
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    root.addHandler(handler)
    root.setLevel(level)
    return handler


@contextmanager
def log_context(*, run_id: str | None = None, step_id: str | None = None) -> Iterator[None]:
    """Tag the lines logged inside the block with this run and step."""
    run_token = RUN_ID.set(run_id) if run_id is not None else None
    step_token = STEP_ID.set(step_id)
    try:
        yield
    finally:
        STEP_ID.reset(step_token)
        if run_token is not None:
            RUN_ID.reset(run_token)


def log_event(event: AgentEvent) -> None:
    """Log one event as a JSON line and keep `RUN_ID`/`STEP_ID` current for what follows.

    Call it in the task that drives the run (an event listener of the run engine does); the ids
    it sets are seen by code running there next, which is where the agent loop runs a lone ready
    step. Steps started concurrently keep the ids they were started with.
    """
    step_id = getattr(event, "step_id", None)
    if isinstance(event, RunStarted):
        RUN_ID.set(event.run_id)
    if isinstance(event, StepStarted | ToolCalled):
        STEP_ID.set(event.step_id)
    level = logging.WARNING if isinstance(event, StepFailed) else logging.INFO
    if isinstance(event, RunFinished) and event.status != "completed":
        level = logging.WARNING
    _events_logger.log(
        level, event.kind, extra={"run_id": event.run_id, "step_id": step_id, "event": event.kind}
    )
    if isinstance(event, StepFinished | StepFailed | StepSkipped):
        STEP_ID.set(None)
    elif isinstance(event, RunFinished):
        STEP_ID.set(None)
        RUN_ID.set(None)


async def logged(events: AsyncIterator[AgentEvent]) -> AsyncIterator[AgentEvent]:
    """Pass a run's events through `log_event` (a JSON line each, run and step ids in context)."""
    try:
        async for event in events:
            log_event(event)
            yield event
    finally:
        STEP_ID.set(None)
        RUN_ID.set(None)
