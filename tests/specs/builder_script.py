"""A scripted drafting model for builder tests (shared by the API tests)."""

from __future__ import annotations

import json
from typing import Any

from agentschool.messages import ModelMessage, ModelRequest, UserPromptPart
from agentschool.models.function import AgentInfo


def last_user(messages: list[ModelMessage]) -> str:
    request = messages[-1]
    assert isinstance(request, ModelRequest)
    part = request.parts[-1]
    assert isinstance(part, UserPromptPart)
    return part.content


def drafter(messages: list[ModelMessage], info: AgentInfo) -> str:
    """Plays the model: drafts, asks about fields, then fixes what validation reported."""
    assert info.output_schema is not None and info.output_schema.name == "spec_draft"
    text = last_user(messages)
    reply: dict[str, Any]
    if text.startswith("Describe this agent"):
        draft = {"name": "bookmarks", "tools": ["db_write"]}
        reply = {"draft": draft, "questions": ["Which fields should a bookmark have?"]}
    elif text.startswith("url and title"):
        fields = [{"name": "url", "required": True, "unique": True}, {"name": "title"}]
        reply = {"draft": {"data_model": {"fields": fields}}, "questions": []}
    elif text.startswith("Saves links"):
        reply = {"draft": {"description": "Saves links."}, "questions": []}
    else:
        reply = {"draft": {}, "questions": ["?"]}
    return json.dumps(reply)
