"""Observability fixtures: real tools and a scripted react model that calls them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentschool.exceptions import ToolError
from agentschool.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart, Usage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.tools import Toolset, tool


@tool(run_in_thread=False)
def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


@tool(run_in_thread=False)
def broken(text: str) -> str:
    """Always fails."""
    raise ToolError(f"cannot handle {text!r}")


@pytest.fixture
def tools() -> Toolset:
    return Toolset([add, broken])


def _turns(messages: list[ModelMessage]) -> int:
    return sum(1 for m in messages if isinstance(m, ModelResponse))


def react_reply(
    usage: Usage | None = None,
) -> Callable[[list[ModelMessage], AgentInfo], ModelResponse]:
    """Turn 1 calls add and broken, turn 2 calls add again, turn 3 answers."""

    def reply(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        turn = _turns(messages) + 1
        each = usage or Usage(requests=1, input_tokens=100, output_tokens=20, cost_usd=0.01)
        calls = {
            1: [
                ToolCallPart(tool_name="add", args={"a": 2, "b": 3}, tool_call_id="c1"),
                ToolCallPart(tool_name="broken", args={"text": "x"}, tool_call_id="c2"),
            ],
            2: [ToolCallPart(tool_name="add", args={"a": 5, "b": 5}, tool_call_id="c3")],
        }
        if turn in calls:
            return ModelResponse(parts=calls[turn], usage=each + Usage(), model_name="scripted")
        return ModelResponse(
            parts=[TextPart(content="done: 10")], usage=each + Usage(), model_name="scripted"
        )

    return reply


def scripted_model(usage: Usage | None = None) -> FunctionModel:
    return FunctionModel(react_reply(usage), model_name="scripted")
