"""Checks a run submission passes before anything is stored: a task, a model the server may use.

`check_submission` is called by every route that starts a run (`POST /runs`, `POST
/agents/{name}/runs`), and `check_model` by routes that take a model string (spec registration,
the builder), so a request that would fail later in a worker is refused now, with 422 naming the
field. A model string never makes the server call an address the caller chose (see
`agentschool.models.factory.check_model_allowed`).
"""

from __future__ import annotations

from pydantic.config import JsonDict

from agentschool.exceptions import UserError
from agentschool.models.factory import check_model_allowed, missing_provider_key
from agentschool.server.errors import Problem
from agentschool.settings import Settings
from agentschool.tools.toolset import Toolset

__all__ = [
    "BLANK_TASK",
    "NOT_BLANK",
    "check_model",
    "check_provider_key",
    "check_submission",
    "invalid",
]

BLANK_TASK = "must not be blank"
"""What a whitespace-only task is told."""
NOT_BLANK: JsonDict = {"pattern": r"\S"}
"""JSON Schema of a task: one non-space character at least (what `check_submission` asks)."""


def invalid(field: str, message: str) -> Problem:
    """A 422 problem naming one field."""
    return Problem(
        422, f"{field}: {message}", extra={"errors": [{"field": field, "message": message}]}
    )


def check_model(model: str | None, field: str = "model", settings: Settings | None = None) -> None:
    """Refuse (422 naming `field`) a model string the server must not use for a request."""
    if model is None:
        return
    try:
        check_model_allowed(model, settings)
    except UserError as exc:
        raise invalid(field, exc.message) from None


def check_provider_key(model: str) -> None:
    """Refuse (400 naming the setting) a hosted model whose API key is not set on this server."""
    missing = missing_provider_key(model)
    if missing is not None:
        raise Problem(400, missing.message)


def check_submission(
    task: str,
    *,
    model: str | None = None,
    tools: list[str] | None = None,
    toolset: Toolset | None = None,
    prefix: str = "",
    settings: Settings | None = None,
) -> None:
    """Refuse a run submission that cannot succeed.

    That is a blank task, a model the server may not use, or tools it does not serve. `prefix`
    is where the agent's fields sit in the body (`agent.`); `settings` say which models are
    allowed (read from the environment when None).

    Raises:
        Problem: 422 naming the first bad field.
    """
    if not task.strip():
        raise invalid("task", BLANK_TASK)
    check_model(model, f"{prefix}model", settings)
    unknown = [name for name in tools or [] if toolset is None or name not in toolset]
    if unknown:
        served = toolset.names() if toolset is not None else []
        raise invalid(f"{prefix}tools", f"unknown tools {unknown}; served: {served}")
