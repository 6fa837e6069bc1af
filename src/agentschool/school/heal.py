"""Self-healing: when a learned function fails, regenerate, verify and save version N+1.

A version fails by raising, timing out, returning something that is not an `EventSearchResult`,
or returning an implausible result (outside the requested dates, price or radius, or empty
although its verification request had matches). Healing then tries, in order: the same strategy
against the source's re-diagnosed shape (renamed keys, moved page data, changed card classes) or
with a longer timeout after a timeout; then the other strategies (api → page → jsonld → browser).
Each candidate passes every check of `school.verify` on the version's own verification request,
and is saved only if it returns at least as many events as the current version still does: a
good version is never replaced by one that returns less.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from agentschool.exceptions import ToolError, ToolTimeoutError, UserError
from agentschool.school.checks import Verification, check_plausible
from agentschool.school.codegen import (
    DEFAULT_TIMEOUT_SECONDS,
    GeneratedCode,
    SourceShape,
    generate,
)
from agentschool.school.diagnose import DiagnosisError
from agentschool.school.discovery import vocabulary_for
from agentschool.school.functions import LearnedFunction, call_module, lent, load_module
from agentschool.school.query import DataSource, EventQuery, EventSearchResult, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.sources import get_source, source_urls
from agentschool.school.sources.base import DiscoveryError
from agentschool.school.verify import captured, save_artifacts, verify
from agentschool.settings import Settings

__all__ = ["HealAttempt", "HealReport", "call_or_heal", "heal", "health", "learned_function"]

logger = logging.getLogger(__name__)

_ORDER: tuple[DataSource, ...] = ("api", "page", "jsonld", "browser")
"""The plan's strategy order with `jsonld` after `page`: the fallback when event pages'
`__NEXT_DATA__` is gone but their JSON-LD is not."""
_MAX_TIMEOUT = 60.0


@dataclass
class HealAttempt:
    """One candidate tried while healing."""

    strategy: DataSource
    """Strategy of the candidate."""
    note: str
    """What was tried (new shape, longer timeout) or why it was skipped."""
    verification: Verification | None = None
    """Its checks, when it got that far."""


@dataclass
class HealReport:
    """What healing found and did."""

    name: str
    """Function name."""
    problem: str | None
    """Why the current version failed; None when it is healthy."""
    healed: LearnedFunction | None = None
    """The new version, when one was saved."""
    attempts: list[HealAttempt] = field(default_factory=list[HealAttempt])
    """Candidates, in order."""
    artifacts: list[Path] = field(default_factory=list[Path])
    """Saved HTML and screenshot of the failing version's page (browser strategy)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON summary."""
        return {
            "name": self.name,
            "problem": self.problem,
            "healed_version": None if self.healed is None else self.healed.number,
            "artifacts": [str(p) for p in self.artifacts],
            "strategy": None if self.healed is None else self.healed.strategy,
            "attempts": [
                {"strategy": a.strategy, "note": a.note,
                 "verification": None if a.verification is None else a.verification.to_json()}
                for a in self.attempts
            ],
        }  # fmt: skip


def _query(function: LearnedFunction) -> EventQuery:
    return EventQuery.model_validate(function.example)


def health(
    function: LearnedFunction,
    *,
    api_url: str,
    web_url: str,
    transport: httpx.BaseTransport | None = None,
    timeout: float = 120.0,
) -> tuple[str | None, int, dict[str, bytes]]:
    """Call a version on its verification request.

    Returns:
        (problem or None, events returned, the failed page's HTML and screenshot if any).
    """
    query = _query(function)
    args = query.model_dump(mode="json", include=set(function.request_schema["properties"]))
    module = load_module(function.source, f"learned_{function.name}_v{function.number}")
    try:
        if function.strategy == "browser":
            result = call_module(module, args, api_url=api_url, web_url=web_url)
        else:
            with httpx.Client(transport=lent(transport), follow_redirects=True) as client:
                result = call_module(module, args, api_url=api_url, web_url=web_url,
                                     client=client, timeout=timeout)  # fmt: skip
    except ToolTimeoutError as exc:
        return f"timeout: {exc}", 0, {}
    except Exception as exc:  # any failure of the version is what healing is for
        kind = "timeout" if isinstance(exc, httpx.TimeoutException) else type(exc).__name__
        return f"{kind}: {exc}", 0, captured(exc)
    problems = check_plausible(result, query, expect_matches=function.result_count > 0)
    problem = "implausible: " + "; ".join(problems[:5]) if problems else None
    return problem, len(result.events), {}


def learned_function(
    code: GeneratedCode, verification: Verification, query: EventQuery, description: str
) -> LearnedFunction:
    """The registry record of a verified version (number assigned on save)."""
    module = load_module(code.source, f"learned_{code.name}_schema")
    return LearnedFunction(
        name=code.name,
        number=0,
        template=code.template,
        description=description,
        source=code.source,
        request_schema=module.Request.model_json_schema(),
        response_schema=module.EventSearchResult.model_json_schema(),
        strategy=code.strategy,
        shape=code.shape.to_json(),
        example=query.model_dump(mode="json", include=set(code.params)),
        result_count=0 if verification.result is None else len(verification.result.events),
    )


def _candidates(
    function: LearnedFunction, problem: str, *, api_url: str, web_url: str,
    transport: httpx.BaseTransport | None, report: HealReport,
    strategies: Sequence[DataSource] = _ORDER,
) -> list[tuple[DataSource, SourceShape, float]]:  # fmt: skip
    """(strategy, shape, timeout) to try, current strategy first."""
    current = SourceShape.from_json(function.shape)
    found_timeout = re.search(r"^TIMEOUT_SECONDS = ([0-9.]+)$", function.source, re.M)
    timeout = float(found_timeout.group(1)) if found_timeout else DEFAULT_TIMEOUT_SECONDS
    if problem.startswith("timeout"):
        timeout = min(_MAX_TIMEOUT, timeout * 4)
    kind = get_source(current.source)
    order = [function.strategy] + [s for s in strategies if s != function.strategy]
    found = []
    for strategy in (s for s in order if s in kind.strategies):
        try:
            shape = kind.diagnose(strategy, current, api_url=api_url, web_url=web_url,
                                  transport=transport, timeout=max(30.0, timeout))  # fmt: skip
        except DiagnosisError as exc:
            report.attempts.append(HealAttempt(strategy, f"skipped: {exc}"))
            continue
        same = strategy == function.strategy and shape == current
        if same and not problem.startswith("timeout"):
            report.attempts.append(HealAttempt(strategy, "skipped: source shape unchanged"))
            continue
        found.append((strategy, shape, timeout))
    return found


def heal(
    registry: FunctionRegistry,
    name: str,
    *,
    api_url: str,
    web_url: str,
    transport: httpx.BaseTransport | None = None,
    use_sandbox: bool = True,
    force: bool = False,
    strategies: Sequence[DataSource] = _ORDER,
    artifacts_dir: Path | None = None,
) -> HealReport:
    """Check the current version of `name` and, if it fails, save a verified version N+1.

    Args:
        registry: Where the function lives.
        name: Function name.
        api_url: The source's API base URL.
        web_url: The source's web base URL.
        transport: httpx transport to the source (real when None).
        use_sandbox: Verify candidates in the sandbox (see `school.verify.verify`).
        force: Try candidates even when the current version is healthy.
        strategies: The strategies healing may use (the current one is always tried first).
        artifacts_dir: Where the failing version's page HTML and screenshot are saved.

    Returns:
        The report; `.healed` is the new version when one was saved.
    """
    function = registry.get(name)
    if function is None:
        raise UserError(f"no learned function named {name!r}")
    if site := function.shape.get("base_url"):  # a single-site source: its own URL
        api_url = web_url = str(site)
    problem, still_returns, artifacts = health(function, api_url=api_url, web_url=web_url,
                                               transport=transport)  # fmt: skip
    report = HealReport(name, problem)
    if artifacts_dir is not None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        report.artifacts = save_artifacts(artifacts_dir / f"{name}-v{function.number}-{stamp}",
                                          artifacts)  # fmt: skip
    if problem is None and not force:
        return report
    plan = ExecutionPlan(params=_query(function))
    floor = 0 if problem else still_returns
    for strategy, shape, timeout in _candidates(
        function, problem or "forced", api_url=api_url, web_url=web_url,
        transport=transport, report=report, strategies=strategies,
    ):  # fmt: skip
        code = generate(plan, strategy, shape=shape, timeout_seconds=timeout)
        note = f"shape {shape.to_json()}, timeout {timeout:g}s"
        verification = verify(code, plan.params, api_url=api_url, web_url=web_url,
                              transport=transport, expect_matches=function.result_count > 0,
                              use_sandbox=use_sandbox)  # fmt: skip
        report.attempts.append(HealAttempt(strategy, note, verification))
        if not verification.passed or verification.result is None:
            continue
        if len(verification.result.events) < floor:
            report.attempts[-1].note += f"; rejected: returns fewer than the current {floor}"
            continue
        report.healed = registry.save(
            learned_function(code, verification, plan.params, function.description)
        )
        _refresh_vocabulary(registry, shape, api_url, transport)
        return report
    return report


def _refresh_vocabulary(
    registry: FunctionRegistry,
    shape: SourceShape,
    api_url: str,
    transport: httpx.BaseTransport | None,
) -> None:
    """The source drifted: rediscover what it knows, so the next plans use its current words."""
    try:
        vocabulary_for(get_source(shape.source), api_url, cache=registry, transport=transport,
                       refresh=True)  # fmt: skip
    except DiscoveryError as exc:  # the cached vocabulary stays; the heal itself succeeded
        logger.warning("vocabulary not refreshed after healing: %s", exc)


def call_or_heal(
    registry: FunctionRegistry,
    name: str,
    args: dict[str, Any],
    *,
    settings: Settings,
    transport: httpx.BaseTransport | None = None,
    use_sandbox: bool = True,
    artifacts_dir: Path | None = None,
) -> tuple[EventSearchResult, HealReport | None]:
    """Call the current version of `name`; when the call fails, heal and call version N+1 once.

    A call failing only for its own arguments (an unknown city) leaves the function healthy on
    its verification request, so nothing is saved and the call's error is raised.

    Args:
        registry: Where the function lives.
        name: Function name.
        args: The call's arguments.
        settings: Where the source's URLs are read.
        transport: httpx transport of healing's diagnosis and verification (real when None).
        use_sandbox: Verify healing candidates in the sandbox.
        artifacts_dir: Where a failing browser page's HTML and screenshot are saved.

    Returns:
        (the result, the heal report when healing ran).

    Raises:
        UserError: No such function, or the arguments do not fit its `Request`.
        ToolError: The call failed and healing saved no new version (the message says why).
    """
    try:
        return registry.call(name, args, settings=settings), None
    except ToolError as failure:
        api_url, web_url = source_urls(settings)
        report = heal(
            registry,
            name,
            api_url=api_url,
            web_url=web_url,
            transport=transport,
            use_sandbox=use_sandbox,
            artifacts_dir=artifacts_dir,
        )
        if report.healed is None:
            why = report.problem or "its verification request still passes"
            raise ToolError(f"{failure}; healing saved no new version ({why})") from failure
    return registry.call(name, args, settings=settings), report
