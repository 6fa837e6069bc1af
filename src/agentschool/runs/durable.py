"""Durability wrappers: every model request and every tool call of a run is a DBOS step.

Inside a DBOS workflow a step's result is recorded; when a restarted worker replays the run, a
recorded step returns its recorded result instead of running again. Side-effecting tools also go
through the `Ledger` (UNIQUE(run_id, step_id)), which covers the window DBOS cannot: a crash after
the effect but before the step's record commits. An interrupted effect that cannot be deduplicated
(`RiskLevel.DANGEROUS`) needs a person's approval before it runs again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from dbos import DBOS

from agentschool.agent.approval import ApprovalDecision, ApprovalRequest, Approver
from agentschool.agent.planners import Planner, PlanRequest, PlanResult
from agentschool.exceptions import (
    ApprovalDenied,
    ModelRetry,
    PlanValidationError,
    ToolError,
    ToolTimeoutError,
)
from agentschool.messages import ModelMessage, ModelResponse
from agentschool.models.base import (
    ModelSettings,
    OutputSchema,
    ToolDefinition,
    WrapperModel,
)
from agentschool.runs.approvals import ApprovalStore
from agentschool.runs.ledger import Ledger, OutcomeUnknown
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore, ensure_status
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = [
    "DurableApprover",
    "DurableModel",
    "DurablePlanner",
    "DurableTool",
    "approval_topic",
    "durable_toolset",
]


@dataclass(repr=False)
class DurableModel(WrapperModel):
    """A model whose every `request` is a DBOS step (replayed from the record after a crash)."""

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """Ask the wrapped model once per recorded step."""
        response: ModelResponse = await DBOS.run_step_async(
            {"name": f"model:{self.wrapped.label}"},
            self.wrapped.request,
            list(messages),
            settings,
            tuple(tools),
            output_schema,
        )
        return response


class DurablePlanner:
    """A planner whose whole planning is one recorded step: recall included, replayed as it was.

    A planner that reads memory (`ExperiencePlanner`: recall of similar past runs) may decide
    otherwise when the run is replayed after a crash, since other runs have been remembered
    meanwhile; as one DBOS step it returns the recorded plan, and the model responses it paid
    for are reported again, so the replayed run's usage is the same.

    Args:
        inner: The planner.
    """

    def __init__(self, inner: Planner) -> None:
        self.inner = inner
        self.name = inner.name

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """The inner planner's plan, recorded once.

        Raises:
            PlanValidationError: The inner planner kept producing invalid plans (recorded too).
        """

        async def plan_once() -> list[Any]:
            responses: list[ModelResponse] = []
            asked = dataclasses.replace(request, on_response=responses.append)
            try:
                return ["ok", await self.inner.plan(asked), responses]
            except PlanValidationError as exc:
                return ["invalid", list(exc.problems), responses]

        outcome: list[Any] = await DBOS.run_step_async({"name": f"plan:{self.name}"}, plan_once)
        for response in outcome[2]:
            request.on_response(response)
        if outcome[0] == "invalid":
            raise PlanValidationError(outcome[1])
        result: PlanResult | None = outcome[1]
        return result


_ERRORS: dict[str, type[Exception]] = {
    "ApprovalDenied": ApprovalDenied,
    "ModelRetry": ModelRetry,
    "ToolTimeoutError": ToolTimeoutError,
}


@dataclass(slots=True, kw_only=True)
class DurableTool(Tool):
    """A tool whose calls are DBOS steps, with the ledger for side effects.

    The step returns a plain outcome (`["ok", result]` or `["error", type, message]`), so a failure
    is recorded and replayed like a success.
    """

    inner: Tool
    """The tool doing the work."""
    ledger: Ledger | None = None
    """The side-effect ledger (required for side-effecting tools)."""
    approver: Approver | None = None
    """Asked before re-running an interrupted non-deduplicable effect."""

    @classmethod
    def wrap(cls, tool: Tool, ledger: Ledger | None, approver: Approver | None) -> DurableTool:
        """A durable version of `tool`."""
        values = {name: getattr(tool, name) for name in _init_fields(type(tool))}
        return cls(**values, inner=tool, ledger=ledger, approver=approver)

    async def call(self, args: dict[str, Any], ctx: ToolContext | None = None) -> Any:
        """Validate, then run the call as a recorded step (once per effect, via the ledger)."""
        self.validate_args(args)  # bad arguments go back to the model, unrecorded
        ctx = ctx or ToolContext()
        outcome = await self._step(args, ctx)
        if outcome[0] == "unknown":
            outcome = await self._reapprove(args, ctx)
        if outcome[0] == "ok":
            return outcome[1]
        error_type = _ERRORS.get(outcome[1], ToolError)
        raise error_type(outcome[2])

    async def _step(self, args: dict[str, Any], ctx: ToolContext) -> list[Any]:
        outcome: list[Any] = await DBOS.run_step_async(
            {"name": f"tool:{self.name}"}, self._guarded_call, args, ctx
        )
        return outcome

    async def _reapprove(self, args: dict[str, Any], ctx: ToolContext) -> list[Any]:
        if self.approver is None or self.ledger is None:
            return ["error", "ToolError", "outcome unknown after a crash and no approver"]
        request = ApprovalRequest(
            run_id=ctx.run_id, step_id=f"{ctx.step_id}#rerun", tool=self.name, args=args
        )
        decision = await self.approver(request)
        if not decision.approved:
            reason = decision.reason or "denied"
            return ["error", "ApprovalDenied", f"re-run not approved: {reason}"]
        ledger = self.ledger
        await DBOS.run_step_async(
            {"name": "ledger:reapprove"}, ledger.reapprove, ctx.run_id, ctx.step_id
        )
        return await self._step(args, ctx)

    async def _guarded_call(self, args: dict[str, Any], ctx: ToolContext) -> list[Any]:
        async def call() -> Any:
            return await self.inner.call(args, ctx)

        try:
            if self.ledger is not None and self.inner.has_side_effects:
                result = await self.ledger.execute(
                    ctx.run_id, ctx.step_id, self.name, args, self.risk, call
                )
            else:
                result = await call()
        except OutcomeUnknown as exc:
            return ["unknown", "OutcomeUnknown", str(exc)]
        except (ModelRetry, ToolError, OSError) as exc:
            return ["error", type(exc).__name__, str(exc)]
        except Exception as exc:  # a tool's own bug: a failed step, as the executor reports it
            return ["error", "ToolError", f"{type(exc).__name__}: {exc}"]
        return ["ok", result]


_FIELDS: dict[type[Tool], tuple[str, ...]] = {}


def _init_fields(kind: type[Tool]) -> tuple[str, ...]:
    """The `__init__` fields of a tool class (read once: every run wraps every tool)."""
    if kind not in _FIELDS:
        _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(kind) if f.init)
    return _FIELDS[kind]


def durable_toolset(
    tools: Toolset, ledger: Ledger | None, approver: Approver | None = None
) -> Toolset:
    """Every tool of `tools` as a `DurableTool`."""
    return Toolset(DurableTool.wrap(t, ledger, approver) for t in tools)


class DurableApprover:
    """Makes a run wait in `waiting_approval` until a person decides through the API.

    The request is a recorded step (an approval row; the run goes to waiting_approval); the wait is
    `DBOS.recv` on topic `approval:<step_id>` (durable: a restarted worker keeps waiting, or sees
    the decision already sent); consuming the approval (bound to sha256(tool, args), single use)
    is another step.
    """

    def __init__(self, store: RunStore, *, ttl: timedelta = timedelta(hours=1)) -> None:
        self.store = store
        self.approvals = ApprovalStore(store, ttl=ttl)
        self.ttl = ttl
        self._asked: dict[str, int] = {}

    async def __call__(self, request: ApprovalRequest) -> ApprovalDecision:
        """Ask, wait durably, and consume the decision."""
        # Each retry of a step asks anew; the counter replays identically after a crash.
        self._asked[request.step_id] = asked = self._asked.get(request.step_id, 0) + 1
        if asked > 1:
            request = dataclasses.replace(request, step_id=f"{request.step_id}~{asked}")
        approval_id: str = await DBOS.run_step_async(
            {"name": "approval:request"}, self._request, request
        )
        message = await DBOS.recv_async(
            topic=approval_topic(request.step_id), timeout_seconds=self.ttl.total_seconds()
        )
        approved = bool(message and message.get("approved"))
        used: bool = await DBOS.run_step_async(
            {"name": "approval:consume"}, self._consume, request, approval_id, approved
        )
        if not approved:
            if not message:
                return ApprovalDecision(False, "approval expired")
            said = message.get("reason")
            return ApprovalDecision(False, f"denied: {said}" if said else "denied")
        return ApprovalDecision(used, "approved" if used else "approval not valid for this call")

    async def _request(self, request: ApprovalRequest) -> str:
        approval = await self.approvals.request(
            request.run_id, request.step_id, request.tool, request.args, "needs approval"
        )
        await ensure_status(self.store, request.run_id, RunStatus.WAITING_APPROVAL)
        return approval.id

    async def _consume(self, request: ApprovalRequest, approval_id: str, approved: bool) -> bool:
        used = approved and await self.approvals.consume(approval_id, request.tool, request.args)
        await ensure_status(self.store, request.run_id, RunStatus.RUNNING)
        return used


def approval_topic(step_id: str) -> str:
    """The DBOS message topic a run waits on for the approval of `step_id`."""
    return f"approval:{step_id}"
