"""Structured JSON logs carry the run and the step on every line."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest

from agentschool.agent.agent import Agent
from agentschool.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.observability.logging import JsonFormatter, configure_logging, log_context, logged
from agentschool.tools import Toolset, tool


@pytest.fixture
def stream() -> Iterator[io.StringIO]:
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    buffer = io.StringIO()
    configure_logging("INFO", buffer)
    yield buffer
    root.handlers[:] = handlers
    root.setLevel(level)


def lines(buffer: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in buffer.getvalue().splitlines()]


def test_context_ids_and_extra_fields_are_in_each_line(stream: io.StringIO) -> None:
    log = logging.getLogger("agentschool.test")
    with log_context(run_id="run_1", step_id="s1"):
        log.info("inside %s", "step", extra={"tool": "add"})
    log.info("outside")
    inside, outside = lines(stream)
    assert inside["message"] == "inside step"
    assert (inside["run_id"], inside["step_id"], inside["tool"]) == ("run_1", "s1", "add")
    assert inside["level"] == "INFO" and inside["logger"] == "agentschool.test"
    assert (outside["run_id"], outside["step_id"]) == (None, None)


def test_level_is_configurable(stream: io.StringIO) -> None:
    configure_logging("WARNING", stream)
    logging.getLogger("agentschool.test").info("hidden")
    logging.getLogger("agentschool.test").warning("shown")
    assert [line["message"] for line in lines(stream)] == ["shown"]
    handlers = [h for h in logging.getLogger().handlers if isinstance(h.formatter, JsonFormatter)]
    assert len(handlers) == 1


async def test_lines_logged_by_a_tool_during_a_run_name_the_run_and_step(
    stream: io.StringIO,
) -> None:
    @tool(run_in_thread=False)
    def note(text: str) -> str:
        """Log a note."""
        logging.getLogger("agentschool.tools.note").info("noting %s", text)
        return text

    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        if len(messages) == 1:
            call = ToolCallPart(tool_name="note", args={"text": "hi"}, tool_call_id="c1")
            return ModelResponse(parts=[call])
        return ModelResponse(parts=[TextPart(content="ok")])

    agent = Agent(FunctionModel(reply), Toolset([note]), planner="react")
    async for _ in logged(agent.iter("note hi", run_id="run_9")):
        pass
    records = lines(stream)
    tool_line = next(r for r in records if r["logger"] == "agentschool.tools.note")
    assert (tool_line["run_id"], tool_line["step_id"]) == ("run_9", "t1_1")
    events = [r for r in records if r["logger"] == "agentschool.events"]
    assert events[0]["message"] == "run-started" and events[-1]["message"] == "run-finished"
    assert all(r["run_id"] == "run_9" for r in events)
    finished = next(r for r in events if r["message"] == "step-finished")
    assert finished["step_id"] == "t1_1"
