"""AI-assisted builder: a conversation that turns a description into a registered agent spec.

Each turn the model answers a JSON object `{"draft": {...spec fields...}, "questions": [...]}`.
The builder merges the draft, validates it, and either asks the model's first question (or one
derived from a validation problem), or previews the spec and the table it will create. The user
answers until the preview looks right, then `finalize()` registers it.

A conversation may start from a template (`agentschool.specs.builder_templates`), and its whole
state (`BuilderState`: draft, messages, last turn) is plain JSON, so `SpecBuilder.resume` carries
it on in another process (see `agentschool.specs.builder_sessions`).
"""

from __future__ import annotations

import json
from typing import Any, Literal

import pydantic

from agentschool.exceptions import UserError
from agentschool.messages import (
    MESSAGES_ADAPTER,
    ModelMessage,
    ModelRequest,
    SystemPromptPart,
    TextPart,
    UserPromptPart,
)
from agentschool.models import Model, infer_model
from agentschool.models.base import OutputSchema
from agentschool.specs.builder_templates import builder_template
from agentschool.specs.registry import RegisteredSpec, SpecRegistry
from agentschool.specs.spec import AgentSpec, SpecError, known_tool_names, parse_spec
from agentschool.specs.storage import MigrationPlan

__all__ = ["BuilderState", "BuilderTurn", "SpecBuilder", "assess_draft", "transcript"]

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


class BuilderState(pydantic.BaseModel):
    """A conversation's whole state, as JSON (what a builder session stores)."""

    template: str | None = None
    """The template it started from, if any."""
    draft: dict[str, Any] = pydantic.Field(default_factory=dict[str, Any])
    """The spec as drafted so far."""
    messages: list[dict[str, Any]] = pydantic.Field(default_factory=list[dict[str, Any]])
    """The model conversation (`MESSAGES_ADAPTER` JSON)."""
    last: BuilderTurn | None = None
    """The latest turn."""


class SpecBuilder:
    """One builder conversation.

    Args:
        model: The model that drafts the spec.
        registry: Where `finalize` registers it (and what the table preview compares to).
    """

    def __init__(self, model: Model | str, registry: SpecRegistry) -> None:
        self.model = infer_model(model)
        self.registry = registry
        self.template: str | None = None
        self.draft: dict[str, Any] = {}
        self.messages: list[ModelMessage] = [
            ModelRequest(
                parts=[
                    SystemPromptPart(content=_SYSTEM.format(tools=", ".join(known_tool_names())))
                ]
            )
        ]
        self.last: BuilderTurn | None = None

    @classmethod
    def resume(cls, model: Model | str, registry: SpecRegistry, state: BuilderState) -> SpecBuilder:
        """Carry on a conversation from its stored `state` (any process, after a restart)."""
        builder = cls(model, registry)
        builder.template, builder.draft, builder.last = state.template, state.draft, state.last
        if state.messages:
            builder.messages = MESSAGES_ADAPTER.validate_python(state.messages)
        return builder

    def state(self) -> BuilderState:
        """The conversation's state, to store and `resume` later."""
        return BuilderState(
            template=self.template,
            draft=self.draft,
            messages=MESSAGES_ADAPTER.dump_python(self.messages, mode="json"),
            last=self.last,
        )

    async def start(self, description: str, *, template: str | None = None) -> BuilderTurn:
        """Begin with a description of the agent, optionally from a template.

        Raises:
            UserError: `template` is not a known template.
        """
        prompt = f"Describe this agent as a spec: {description}"
        if template is not None:
            chosen = builder_template(template)
            self.template, self.draft = chosen.name, dict(chosen.draft)
            prompt += (
                f"\nStart from the {chosen.title!r} template (the current draft); keep its "
                "pipeline and data model unless the user asks otherwise. Ask about: "
                + " ".join(chosen.questions)
            )
        return await self._turn(prompt)

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
        return assess_draft(self.draft, self.registry, questions)

    def finalize(
        self, *, allow_data_loss: bool = False, owner_key: str | None = None
    ) -> tuple[RegisteredSpec, BuilderTurn]:
        """Register the previewed spec (`owner_key` owns it when the type is new).

        Raises:
            UserError: The draft is not valid yet (answer the open question first).
        """
        if self.last is None or self.last.status != "preview" or self.last.spec is None:
            raise UserError("the spec is not ready: answer the builder's question first")
        registered = self.registry.register(
            self.last.spec, allow_data_loss=allow_data_loss, owner_key=owner_key
        )
        self.last = self.last.model_copy(update={"status": "final"})
        self.messages.append(ModelRequest(parts=[UserPromptPart(content="Registered.")]))
        return registered, self.last


def assess_draft(
    draft: dict[str, Any], registry: SpecRegistry, questions: list[str] | None = None
) -> BuilderTurn:
    """Validate a draft (no model call): a question, or the preview of its spec and table.

    Args:
        draft: The spec as drafted.
        registry: What the table preview compares to.
        questions: The model's open questions; the first one is asked before any preview.
    """
    try:
        spec = parse_spec(draft)
        migration = registry.preview(spec)  # also checks the complexity limits
    except SpecError as exc:
        first = questions[0] if questions else _question_for(exc.problems[0])
        return BuilderTurn(status="question", question=first, draft=draft, problems=exc.problems)
    if questions:
        return BuilderTurn(status="question", question=questions[0], draft=draft)
    return BuilderTurn(status="preview", draft=draft, spec=spec, migration=migration)


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
