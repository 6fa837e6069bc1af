"""Learn: request → plan → generated code → checks → saved, typed, versioned function.

`learn()` first looks the plan's template up in the registry (intent + parameter names, never
their values): a function learned from "tech events in SF" answers "tech events in NYC" without
generating anything. Otherwise it generates code for the plan's strategy, verifies it
(`school.verify`), and on failure tries the plan's fallback strategies; the first version that
passes every check is saved as version 1. Progress is reported through a callback.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from agentschool.models import Model
from agentschool.school.checks import Verification
from agentschool.school.codegen import GeneratedCode, SourceShape, generate, template_key
from agentschool.school.failures import explain_failure
from agentschool.school.functions import LearnedFunction
from agentschool.school.heal import learned_function
from agentschool.school.intent import plan_request
from agentschool.school.query import DataSource, EventSearchResult, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources import get_source
from agentschool.school.sources.base import Vocabulary
from agentschool.school.verify import save_artifacts, verify

__all__ = ["LearnOutcome", "Progress", "learn", "plan_text"]

Progress = Callable[[str], None]
"""Receives one line per stage ("planning", "generating api", "verifying", ...)."""


@dataclass
class LearnOutcome:
    """What `learn()` did."""

    plan: ExecutionPlan
    """The plan of the request."""
    template: str
    """Its cache key."""
    function: LearnedFunction | None = None
    """The saved (or reused) function; None when no strategy passed the checks."""
    reused: bool = False
    """The function was already learned for this template."""
    code: GeneratedCode | None = None
    """The code of the last candidate."""
    attempts: list[tuple[DataSource, Verification]] = field(
        default_factory=list[tuple[DataSource, Verification]]
    )
    """Each strategy tried, with its checks."""
    result: EventSearchResult | None = None
    """The verified (or, when reused, freshly called) result of the request."""

    @property
    def error(self) -> str | None:
        """Why nothing was saved (each strategy's failure, missing tools once); None on success."""
        return None if self.function is not None else explain_failure(self.attempts)

    def to_json(self) -> dict[str, Any]:
        """A JSON summary for `--json`."""
        function = self.function
        return {
            "status": "ok" if function else "failed",
            "error": self.error,
            "plan": self.plan.model_dump(mode="json"),
            "template": self.template,
            "reused": self.reused,
            "function": None if function is None else {
                "name": function.name, "version": function.number,
                "strategy": function.strategy, "request_schema": function.request_schema},
            "attempts": [{"strategy": s, **v.to_json()} for s, v in self.attempts],
            "code": None if self.code is None else self.code.source,
            "result": None if self.result is None else self.result.model_dump(mode="json"),
        }  # fmt: skip


def plan_text(
    text: str,
    *,
    vocabulary: Vocabulary,
    now: datetime | None = None,
    model: Model | None = None,
) -> ExecutionPlan:
    """Plan a request with `school.intent.plan_request` (the offline parser, plus `model` if any).

    Args:
        text: The request.
        vocabulary: What the source knows (`school.discovery.vocabulary_for`).
        now: The moment relative dates are resolved against (the clock when None).
        model: Also plan with this model.

    Raises:
        CannotPlan: The request cannot be planned (the parser says why).
    """
    moment = now or datetime.now(UTC)
    return asyncio.run(plan_request(text, now=moment, vocabulary=vocabulary, model=model))


def learn(
    plan: ExecutionPlan,
    registry: FunctionRegistry,
    *,
    api_url: str,
    web_url: str,
    request_text: str = "",
    transport: httpx.BaseTransport | None = None,
    progress: Progress | None = None,
    use_sandbox: bool = True,
    artifacts_dir: Path | None = None,
    shape: SourceShape | None = None,
) -> LearnOutcome:
    """Learn (or reuse) the function answering `plan`.

    Args:
        plan: The execution plan.
        registry: Where functions are looked up and saved.
        api_url: The source's API base URL.
        web_url: The source's web base URL.
        request_text: The natural-language request (quoted in the code's docstring).
        transport: httpx transport to the source (real when None).
        progress: Receives a line per stage.
        use_sandbox: Verify in the sandbox (see `school.verify.verify`).
        artifacts_dir: Where a failed browser page's HTML and screenshot are saved.
        shape: The source (and, for a single-site source, its URL) to generate for; the
            default source when None. Only the source's strategies are tried.

    Returns:
        The outcome; `.function` is None when no strategy passed the checks.
    """
    say = progress or (lambda line: None)
    shape = shape or SourceShape()
    outcome = LearnOutcome(plan=plan, template=template_key(plan, shape))
    existing = registry.find_template(outcome.template)
    if existing is not None:
        say(f"reusing {existing.name} v{existing.number} (template {outcome.template})")
        outcome.function, outcome.reused = existing, True
        return outcome
    supported = get_source(shape.source).strategies
    wanted = [plan.data_source, *plan.fallback_strategy]
    order = [s for s in wanted if s in supported] or list(supported)
    for strategy in dict.fromkeys(order):
        say(f"generating the {strategy} workflow")
        code = generate(plan, strategy, shape=shape, request_text=request_text)
        outcome.code = code
        say(f"verifying {code.name} ({strategy}): checks, live run, sandbox, plausibility")
        verification = verify(code, plan.params, api_url=api_url, web_url=web_url,
                              transport=transport, use_sandbox=use_sandbox)  # fmt: skip
        outcome.attempts.append((strategy, verification))
        for check in verification.checks:
            say(f"  {'ok ' if check.passed else 'FAIL'} {check.name} {check.detail}".rstrip())
        if artifacts_dir is not None:
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
            save_artifacts(
                artifacts_dir / f"{code.name}-{strategy}-{stamp}", verification.artifacts
            )
        if verification.passed:
            description = code.source.split("\n", 1)[0].strip('"')
            saved = registry.save(learned_function(code, verification, plan.params, description))
            say(f"saved {saved.name} v{saved.number}")
            outcome.function, outcome.result = saved, verification.result
            return outcome
    return outcome
