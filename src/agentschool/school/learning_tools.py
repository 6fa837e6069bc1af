"""Learning and healing as tools, so a durable run can do them (`learning_tools`).

A learn (seconds; with a browser up to ~15 s) or a heal is long work. As a tool it runs as one
step of a run: the worker's ledger records its effect, so a run resumed after a crash does not
learn twice, and the MCP server serves such runs as tasks (`server.learn_runs`). Both tools
save to the function registry: they are `write` tools (the approval policy sees them).

`learn_request` is the one way to plan and learn a request, shared with `/functions/learn`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from agentschool.exceptions import ToolError, UserError
from agentschool.school.learn import LearnOutcome
from agentschool.school.query import EventSearchResult, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.settings import Settings
from agentschool.tools.base import Tool
from agentschool.tools.toolset import Toolset

__all__ = ["LEARNING_TOOL_NAMES", "LearnedRequest", "learn_request", "learning_tools"]

LEARNING_TOOL_NAMES = ("learn_function", "heal_function")
"""The tools `learning_tools` makes."""


@dataclass(slots=True)
class LearnedRequest:
    """A request planned and learned: its plan, what `learn` did, and the request's answer."""

    plan: ExecutionPlan
    """The plan of the request."""
    outcome: LearnOutcome
    """What learning did (the function, or the failed attempts)."""
    result: EventSearchResult | None
    """The answer to the request: verified, or (a reused function) freshly called."""


def artifacts_dir(settings: Settings) -> Path:
    """Where a failed browser page's HTML and screenshot are saved."""
    return settings.data_dir / "school" / "artifacts"


def learn_request(
    registry: FunctionRegistry,
    request_text: str,
    *,
    settings: Settings,
    now: datetime | None = None,
    sandbox: bool = True,
) -> LearnedRequest:
    """Plan `request_text` with the source's vocabulary, then learn (or reuse) its function.

    Blocking (the source, codegen, the sandbox): call it from a worker thread.

    Raises:
        CannotPlan: The request cannot be planned (the parser says why).
        UnknownOrganizer: The request names an organizer the source does not know.
    """
    from agentschool.school.discovery import check_organizer, learning_target
    from agentschool.school.learn import learn, plan_text

    target = learning_target(settings, cache=registry)
    plan = plan_text(request_text, vocabulary=target.vocabulary, now=now or datetime.now(UTC))
    if plan.params.organizer:
        check_organizer(plan.params.organizer, target.vocabulary, source=target.source)
    outcome = learn(
        plan, registry, api_url=target.api_url, web_url=target.web_url, shape=target.shape,
        request_text=request_text, use_sandbox=sandbox, artifacts_dir=artifacts_dir(settings),
    )  # fmt: skip
    result = outcome.result
    if outcome.reused and outcome.function is not None:
        wanted = set(outcome.function.request_schema.get("properties", {}))
        args = plan.params.model_dump(mode="json", include=wanted)
        result = registry.call(outcome.function.name, args, settings=settings)
    return LearnedRequest(plan=plan, outcome=outcome, result=result)


def learning_tools(registry: FunctionRegistry, settings: Settings | None = None) -> Toolset:
    """`learn_function` and `heal_function` over `registry`, with `settings`' source and sandbox."""
    config = settings or Settings()

    def learn_function(
        request: str, sandbox: bool = True, now: datetime | None = None
    ) -> dict[str, Any]:
        """Learn (or reuse) the function answering a data request, and answer it.

        Args:
            request: The data request, e.g. "tech events in nyc next week".
            sandbox: Verify the generated code in the sandbox too.
            now: The moment relative dates ("next week") are read against (the clock's).
        """
        try:
            learned = learn_request(registry, request, settings=config, now=now, sandbox=sandbox)
        except UserError as exc:
            raise ToolError(exc.message) from exc
        outcome, function = learned.outcome, learned.outcome.function
        return {
            "status": "ok" if function is not None else "failed",
            "function": None if function is None else function.name,
            "version": None if function is None else function.number,
            "reused": outcome.reused,
            "template": outcome.template,
            "attempts": [
                {"strategy": strategy, "passed": verification.passed}
                for strategy, verification in outcome.attempts
            ],
            "result": None if learned.result is None else learned.result.model_dump(mode="json"),
        }

    def heal_function(name: str, force: bool = False, sandbox: bool = True) -> dict[str, Any]:
        """Check a learned function; when it fails (or with force), save a verified new version.

        Args:
            name: The learned function.
            force: Learn a new version even when the current one passes.
            sandbox: Verify the new code in the sandbox too.
        """
        from agentschool.school.heal import heal

        try:
            report = heal(
                registry, name, api_url=config.luma_api_url, web_url=config.luma_web_url,
                use_sandbox=sandbox, force=force, artifacts_dir=artifacts_dir(config),
            )  # fmt: skip
        except UserError as exc:
            raise ToolError(exc.message) from exc
        healed = report.healed
        return {
            "name": name,
            "problem": report.problem,
            "healed": None if healed is None else healed.number,
            "attempts": [{"strategy": a.strategy, "note": a.note} for a in report.attempts],
        }

    return Toolset(
        [
            Tool.from_function(learn_function, risk="write", timeout=600),
            Tool.from_function(heal_function, risk="write", timeout=600),
        ]
    )
