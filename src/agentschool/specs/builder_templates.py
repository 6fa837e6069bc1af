"""Builder templates: a starting draft and the questions that matter for one kind of agent.

Each template starts from a shipped reference spec (`agentschool.specs.reference`) without its
name, so the builder asks for a name and then for what differs from the reference.
"""

from __future__ import annotations

from typing import Any, Literal

import pydantic

from agentschool.exceptions import UserError
from agentschool.specs.reference import reference_spec

__all__ = ["BUILDER_TEMPLATES", "BuilderTemplate", "TemplateName", "builder_template"]

TemplateName = Literal["email-analysis", "knowledge-base", "text-processing"]
"""The kinds of agent the builder has a template for."""


class BuilderTemplate(pydantic.BaseModel):
    """A conversation template for one kind of agent."""

    name: TemplateName
    """Template id."""
    title: str
    """What kind of agent it builds."""
    reference: str
    """The reference spec it starts from."""
    questions: list[str]
    """What the builder asks for this kind of agent, in order."""
    draft: dict[str, Any]
    """The starting draft (the reference spec without its name)."""


_KINDS: dict[TemplateName, tuple[str, str, list[str]]] = {
    "email-analysis": (
        "Email analysis: classify messages and extract action items",
        "email-analyst",
        [
            "What should the agent be called?",
            "Which categories should a message fall into?",
            "What should be stored for each message besides sender, subject and category?",
        ],
    ),
    "knowledge-base": (
        "Knowledge base: remember documents or bookmarks and answer questions from them",
        "knowledge-base",
        [
            "What should the agent be called?",
            "What does one entry hold (fields such as url, title, notes, tags)?",
            "Should answers cite their sources?",
        ],
    ),
    "text-processing": (
        "Text processing: summarize, classify or extract from texts and keep the results",
        "text-processor",
        [
            "What should the agent be called?",
            "What should it produce for each text (summary, sentiment, keywords, ...)?",
            "Which of those should be stored and searchable?",
        ],
    ),
}


def builder_template(name: str) -> BuilderTemplate:
    """The template called `name`.

    Raises:
        UserError: There is no such template (the message lists the known ones).
    """
    if name not in _KINDS:
        raise UserError(f"template: unknown template {name!r}; expected one of {sorted(_KINDS)}")
    kind: TemplateName = name
    title, reference, questions = _KINDS[kind]
    draft = reference_spec(reference).model_dump(mode="json", exclude_none=True)
    draft.pop("name")
    return BuilderTemplate(
        name=kind, title=title, reference=reference, questions=questions, draft=draft
    )


BUILDER_TEMPLATES: tuple[TemplateName, ...] = tuple(_KINDS)
"""Every template name."""
