"""Data-request cases: each task is learned by Agent School from a site, then the function called.

A case of a dataset with a `site` is not an agent run: it is what a user of the school does with
a request ("tech conferences in SF next month under $100"). The request is planned against the
vocabulary the site publishes (the parser, refined by a model unless the planner is `rule`), a
function is learned for it (or one learned earlier for the same template reused) in the case's
own data dir, and that function is called. The output is the call's result plus the function's
name and the planned parameters, so a failed case shows which kind of failure it was:

- the run `failed` with "cannot plan: …" — the planner refused the request;
- the run `failed` with "cannot learn: …" — no strategy's code passed the checks;
- it completed, and `result_set` says "result set differs" — the plan selected other events.

Where the site is reached is the caller's choice (`SiteOpener`): the CLI serves the offline
fixture sites in-process, and a live site is reached over the network.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

import anyio.to_thread
import httpx

from agentschool.agent.agent import RunResult
from agentschool.evals.cases import Site
from agentschool.evals.runner import EvalTarget
from agentschool.exceptions import AgentSchoolError, ToolError
from agentschool.messages import Usage
from agentschool.models import CostModel, Model
from agentschool.settings import Settings

if TYPE_CHECKING:  # the school loads SQLAlchemy and codegen: only once a site case runs
    from agentschool.school.discovery import LearningTarget
    from agentschool.school.learn import LearnOutcome
    from agentschool.school.registry import FunctionRegistry

__all__ = ["OpenedSite", "RequestTarget", "SiteOpener", "request_target"]


@dataclass(frozen=True, slots=True)
class OpenedSite:
    """A site ready to learn from."""

    site: Site
    """What the dataset asked for."""
    url: str
    """Its base URL (API and pages)."""
    transport: httpx.BaseTransport | None = None
    """How it is reached: an in-process app for a fixture, the network when None."""
    now: datetime | None = None
    """The clock relative dates are resolved against: a fixture's pinned one (else the site's
    `now`, `AGENTSCHOOL_NOW` or the clock)."""


SiteOpener = Callable[[Site], OpenedSite]
"""Opens the site a case names (called once per distinct site of an eval)."""


def _request_id() -> str:
    return f"req_{int(datetime.now(UTC).timestamp() * 1000):012x}"


@dataclass(slots=True)
class RequestTarget:
    """Learns (or reuses) and calls the function answering each task, in one case's data dir."""

    opened: OpenedSite
    """The site."""
    settings: Settings
    """The case's settings (its data dir holds the function registry)."""
    model: Model | None = None
    """Refines the parser's plans; the parser alone when None."""
    use_sandbox: bool = field(default_factory=lambda: shutil.which("bwrap") is not None)
    """Verify learned code in the bubblewrap sandbox too (when bubblewrap is here)."""

    def _settings(self) -> Settings:
        site = self.opened.site
        update: dict[str, Any] = {"now": self.opened.now or site.now or self.settings.now}
        if site.source == "luma":
            update |= {"luma_api_url": self.opened.url, "luma_web_url": self.opened.url}
        return self.settings.model_copy(update=update)

    async def run(self, task: str, *, run_id: str | None = None) -> RunResult:
        """Plan `task`, learn or reuse its function, call it; a refusal is a failed run."""
        from agentschool.school.registry import FunctionRegistry

        settings = self._settings()
        counted = CostModel(self.model) if self.model is not None else None
        registry = FunctionRegistry(
            settings.effective_database_url(), transport=self.opened.transport
        )
        stage = ["plan"]
        output: dict[str, Any] | None = None
        error: str | None = None
        try:
            output = await self._answer(task, settings, registry, counted, stage)
        except AgentSchoolError as exc:
            error = f"cannot {stage[0]}: {exc.message}"
        finally:
            registry.close()
        usage = counted.total if counted is not None else Usage()
        status: Literal["completed", "failed"] = "failed" if error else "completed"
        rid = run_id or _request_id()
        return RunResult(
            run_id=rid, status=status, output=output, steps=[], usage=usage, planner="school",
            error=error,
        )  # fmt: skip

    async def _answer(
        self,
        task: str,
        settings: Settings,
        registry: FunctionRegistry,
        model: Model | None,
        stage: list[str],
    ) -> dict[str, Any]:
        """The called function's result; `stage` says how far it got when it raises."""
        from agentschool.school.discovery import check_organizer, learning_target
        from agentschool.school.intent import plan_request
        from agentschool.school.learn import learn

        transport = self.opened.transport
        site = self.opened.url if self.opened.site.source == "jsonld" else None

        def discover() -> LearningTarget:
            return learning_target(settings, cache=registry, site=site, transport=transport)

        target = await anyio.to_thread.run_sync(discover)
        now = settings.now or datetime.now(UTC)
        plan = await plan_request(task, now=now, vocabulary=target.vocabulary, model=model)
        if organizer := plan.params.organizer:
            await anyio.to_thread.run_sync(
                lambda: check_organizer(
                    organizer, target.vocabulary, source=target.source, transport=transport
                )
            )
        stage[0] = "learn"

        def learn_one() -> LearnOutcome:
            return learn(
                plan, registry, api_url=target.api_url, web_url=target.web_url,
                shape=target.shape, request_text=task, transport=transport,
                use_sandbox=self.use_sandbox,
            )  # fmt: skip

        outcome = await anyio.to_thread.run_sync(learn_one)
        function = outcome.function
        if function is None:
            raise ToolError(outcome.error or "no strategy passed the checks")
        stage[0] = "call"
        args = plan.params.model_dump(
            mode="json", exclude_defaults=True, include=set(function.request_schema["properties"])
        )
        result = await anyio.to_thread.run_sync(
            lambda: registry.call(function.name, args, settings=settings)
        )
        return {
            **result.model_dump(mode="json"),
            "function": f"{function.name} v{function.number}",
            "reused": outcome.reused,
            "params": plan.params.model_dump(mode="json", exclude_defaults=True),
        }


def request_target(
    open_site: SiteOpener, planner: str, model: Model | str | None = None
) -> Callable[[Site, Settings], EvalTarget]:
    """Builds each site case's target: sites opened once, the model built once (not for `rule`).

    Args:
        open_site: Opens a site the first time a case names it.
        planner: `rule` plans with the parser alone; any other planner adds the model.
        model: The planning model (`settings.model` when None).
    """
    opened: dict[Site, OpenedSite] = {}
    built: list[Model] = []

    def build(site: Site, settings: Settings) -> EvalTarget:
        if site not in opened:
            opened[site] = open_site(site)
        planning: Model | None = None
        if planner != "rule":
            if not built:
                from agentschool.models import build_model

                built.append(build_model(model, settings))
            planning = built[0]
        return RequestTarget(opened[site], settings, planning)

    return build
