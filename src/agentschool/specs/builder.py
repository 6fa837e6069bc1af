"""AI-assisted builder: a conversation that turns a description into a registered agent spec.

Each turn the model answers a JSON object `{"draft": {...spec fields...}, "questions": [...]}`.
The builder merges the draft, validates it, and either asks the model's first question (or one
derived from a validation problem), or previews the spec and the table it will create. The user
answers until the preview looks right, then `finalize()` registers it.
"""

from __future__ import annotations

import json
from typing import Any, Literal

import pydantic

from agentschool.exceptions import UserError
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    SystemPromptPart,
    TextPart,
    UserPromptPart,
)
from agentschool.models import Model, infer_model
from agentschool.models.base import OutputSchema
from agentschool.specs.registry import RegisteredSpec, SpecRegistry
from agentschool.specs.spec import AgentSpec, SpecError, known_tool_names, parse_spec
from agentschool.specs.storage import MigrationPlan

__all__ = ["BuilderTurn", "SpecBuilder", "transcript"]

_SYSTEM = """You help a user define an agent as a spec. Answer one JSON object:
{{"draft": {{<spec fields you can fill: name, version, description, instructions, tools,
capabilities, output_schema, pipeline, data_model>}}, "questions": ["<what you still need>"]}}.
Only use these tools: {tools}. Data model field types: string, text, integer, number, boolean,
datetime, json. Ask a question instead of guessing what the user did not say."""

_REPLY_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "draft": {"type": "object"},
        "questions": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["draft", "questions"],
}


class BuilderTurn(pydantic.BaseModel):
    """Where the conversation stands after a turn."""

    status: Literal["question", "preview", "final"]
    """`question`: answer it; `preview`: check the spec and table, answer or finalize."""
    question: str | None = None
    """What the builder needs to know."""
    draft: dict[str, Any]
    """The spec as drafted so far."""
    problems: list[str] = pydantic.Field(default_factory=list[str])
    """Validation problems of the draft (field path: expected)."""
    spec: AgentSpec | None = None
    """The valid spec (preview and final)."""
    migration: MigrationPlan | None = None
    """The table it will create or migrate (preview and final)."""


class SpecBuilder:
    """One builder conversation.

    Args:
        model: The model that drafts the spec.
        registry: Where `finalize` registers it (and what the table preview compares to).
    """

    def __init__(self, model: Model | str, registry: SpecRegistry) -> None:
        self.model = infer_model(model)
        self.registry = registry
        self.draft: dict[str, Any] = {}
        self.messages: list[ModelMessage] = [
            ModelRequest(
                parts=[
                    SystemPromptPart(content=_SYSTEM.format(tools=", ".join(known_tool_names())))
                ]
            )
        ]
        self.last: BuilderTurn | None = None

    async def start(self, description: str) -> BuilderTurn:
        """Begin with a description of the agent."""
        return await self._turn(f"Describe this agent as a spec: {description}")

    async def answer(self, text: str) -> BuilderTurn:
        """Answer the last question (or ask for a change to the preview)."""
        return await self._turn(text)

    async def _turn(self, text: str) -> BuilderTurn:
        prompt = f"{text}\n\nCurrent draft: {json.dumps(self.draft)}"
        if self.last is not None and self.last.problems:
            prompt += "\nProblems to fix: " + "; ".join(self.last.problems)
        self.messages.append(ModelRequest(parts=[UserPromptPart(content=prompt)]))
        schema = OutputSchema(json_schema=_REPLY_SCHEMA, name="spec_draft")
        response = await self.model.request(self.messages, output_schema=schema)
        self.messages.append(response)
        try:
            reply = json.loads(response.text)
            update, questions = dict(reply["draft"]), [str(q) for q in reply["questions"]]
        except (json.JSONDecodeError, KeyError, TypeError, ValueError):
            update, questions = {}, ["I could not read the model's draft; please rephrase."]
        self.draft = {**self.draft, **update}
        self.last = self._assess(questions)
        return self.last

    def _assess(self, questions: list[str]) -> BuilderTurn:
        try:
            spec = parse_spec(self.draft)
        except SpecError as exc:
            first = questions[0] if questions else _question_for(exc.problems[0])
            return BuilderTurn(
                status="question", question=first, draft=self.draft, problems=exc.problems
            )
        if questions:
            return BuilderTurn(status="question", question=questions[0], draft=self.draft)
        return BuilderTurn(
            status="preview", draft=self.draft, spec=spec, migration=self.registry.preview(spec)
        )

    def finalize(self, *, allow_data_loss: bool = False) -> tuple[RegisteredSpec, BuilderTurn]:
        """Register the previewed spec.

        Raises:
            UserError: The draft is not valid yet (answer the open question first).
        """
        if self.last is None or self.last.status != "preview" or self.last.spec is None:
            raise UserError("the spec is not ready: answer the builder's question first")
        registered = self.registry.register(self.last.spec, allow_data_loss=allow_data_loss)
        self.last = self.last.model_copy(update={"status": "final"})
        self.messages.append(ModelRequest(parts=[UserPromptPart(content="Registered.")]))
        return registered, self.last


def _question_for(problem: str) -> str:
    path, _, expected = problem.partition(": ")
    return f"What should `{path}` be? ({expected})"


def transcript(builder: SpecBuilder) -> list[str]:
    """The conversation's user and model texts, for display."""
    lines: list[str] = []
    for message in builder.messages[1:]:
        for part in message.parts:
            if isinstance(part, UserPromptPart | TextPart):
                lines.append(part.content)
    return lines
