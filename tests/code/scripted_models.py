"""Scripted models for the code-vertical tests: answers in order, and what was fed back."""

from __future__ import annotations

import json
from collections.abc import Sequence

from agentschool.messages import ModelMessage, ModelRequest, UserPromptPart
from agentschool.models import AgentInfo, FunctionModel

__all__ = ["feedback_of", "scripted_model"]


def feedback_of(messages: Sequence[ModelMessage]) -> list[str]:
    """The user prompts sent after the first request (what the loop fed back)."""
    return [
        part.content
        for message in messages[1:]
        if isinstance(message, ModelRequest)
        for part in message.parts
        if isinstance(part, UserPromptPart)
    ]


def scripted_model(
    answers: Sequence[dict[str, str] | str], seen: list[list[ModelMessage]] | None = None
) -> FunctionModel:
    """A model that answers `answers` in order (file maps as JSON; strings as they are).

    The last answer repeats when the loop asks again. Every request's messages go to `seen`.
    """

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        assert info.output_schema is not None, "the code loop asks for structured output"
        if seen is not None:
            seen.append(messages)
        answer = answers[min(len(feedback_of(messages)), len(answers) - 1)]
        if isinstance(answer, str):
            return answer
        return json.dumps({"files": answer, "test_command": "run the tests"})

    return FunctionModel(reply)
