"""`agentschool plan "…"`: turn a data request into an ExecutionPlan (no code, no fetching)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated

import pydantic
import typer
from rich.markup import escape
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError, UserError
from agentschool.models import build_model
from agentschool.settings import Settings

if TYPE_CHECKING:  # the planner loads the Luma sources: only once the command runs
    from agentschool.school.query import ExecutionPlan

__all__ = ["plan", "resolve_now"]

_MOMENT = pydantic.TypeAdapter(datetime)


def resolve_now(value: str | None, settings: Settings | None = None) -> datetime:
    """The "now" requests are planned against: `--now`, else `AGENTSCHOOL_NOW`, else the clock.

    Args:
        value: An ISO 8601 date-time (`2026-11-20T12:00:00Z`); naive means UTC.
        settings: Where `AGENTSCHOOL_NOW` is read from; `Settings()` when None.

    Raises:
        UserError: `value` is not an ISO 8601 date-time.
    """
    if value:
        try:
            moment = _MOMENT.validate_python(value)
        except pydantic.ValidationError:
            raise UserError(f"--now must be an ISO 8601 date-time, got {value!r}") from None
    else:
        moment = (settings or Settings()).now or datetime.now(UTC)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _summary(plan: ExecutionPlan) -> Table:
    # Parameter values come from the request as typed: escaped so "[/]" is text, not markup.
    table = Table("field", "value", title=f"plan: {escape(plan.intent)}", title_justify="left")
    for name, value in plan.params.model_dump(exclude_defaults=True).items():
        text = ", ".join(value) if isinstance(value, list) else str(value)
        table.add_row(name, escape(text))
    table.add_row("data source", escape(plan.data_source))
    table.add_row("fallbacks", escape(" → ".join(plan.fallback_strategy)) or "none")
    table.add_row("estimate", f"{plan.estimated_duration_seconds:g} s per call")
    for index, step in enumerate(plan.steps, 1):
        table.add_row(f"step {index}", escape(f"{step.kind}: {step.description}"))
    return table


@app.command("plan")
def plan(
    request: Annotated[str, typer.Argument(help='The request: "tech events in SF this week".')],
    now: Annotated[
        str | None,
        typer.Option(
            "--now", help="Pinned clock, ISO 8601. Default: $AGENTSCHOOL_NOW, else the clock."
        ),
    ] = None,
    model: Annotated[
        str | None,
        typer.Option(
            "--model",
            help="Also ask this model (`local`, `openai:gpt-4o-mini`, ...) and reconcile its plan "
            "with the parser's. Default: the offline parser alone.",
        ),
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print the plan as JSON.")] = False,
) -> None:
    """Plan a data request: parameters, strategy, fallbacks and steps."""
    from agentschool.school.discovery import learning_target
    from agentschool.school.intent import plan_request
    from agentschool.school.registry import FunctionRegistry

    try:
        moment = resolve_now(now)
        planner = build_model(model) if model else None
        settings = Settings()
        cache = FunctionRegistry.from_settings(settings)
        try:
            vocabulary = learning_target(settings, cache=cache).vocabulary
        finally:
            cache.close()
        result = asyncio.run(
            plan_request(request, now=moment, vocabulary=vocabulary, model=planner)
        )
    except AgentSchoolError as exc:  # bad input, or the source cannot be discovered
        fail(exc, as_json=json_output)
    except pydantic.ValidationError as exc:  # AGENTSCHOOL_NOW or another setting is malformed
        fail(f"invalid settings: {exc}", as_json=json_output)
    if json_output:
        print_json(result.model_dump(mode="json"))
    else:
        console.print(_summary(result))
