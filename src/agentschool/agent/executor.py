"""The executor: runs a plan's ready steps concurrently and settles each result.

Ready steps run concurrently as asyncio tasks; a step that is the only one ready while nothing
else runs is awaited in place instead (no task, no wait: the common case of a chain or a react
turn). Each step is approval (when the policy asks for it), then the tool call with a timeout and
exponential-backoff retries on transient errors. When a step finally fails, the recovery strategy
decides what happens next; its decision is applied here.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from agentschool.agent.approval import (
    ApprovalDecision,
    ApprovalPolicy,
    ApprovalRequest,
    Approver,
    call_digest,
)
from agentschool.agent.events import (
    AgentEvent,
    ApprovalDecided,
    ApprovalRequested,
    ModelResponded,
    RecoveryDecided,
    Replanned,
    StepFailed,
    StepFinished,
    StepSkipped,
    StepStarted,
    ToolCalled,
)
from agentschool.agent.grounding import ungrounded
from agentschool.agent.plan import Plan, PlanStep, resolve_references
from agentschool.agent.recovery import Failure, RecoveryDecision, RecoveryStrategy
from agentschool.agent.state import RunState
from agentschool.agent.validator import Validator
from agentschool.exceptions import (
    ApprovalDenied,
    ModelRetry,
    ToolError,
    ToolTimeoutError,
    UsageLimitExceeded,
)
from agentschool.models.base import Model
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = ["Executor", "StepFailure"]

Replanner = Callable[[RunState, str], Awaitable[Plan | None]]
"""Makes a new plan for the remaining work, given why the old one failed."""

_Ready = list[tuple[str, Coroutine[Any, Any, "_Outcome"]]]
"""Steps started but not yet scheduled: (step id, the coroutine that runs it)."""


class StepFailure(Exception):
    """A step failed and recovery chose to fail the run."""

    def __init__(self, step_id: str, reason: str) -> None:
        super().__init__(f"step {step_id!r} failed: {reason}")
        self.step_id = step_id


@dataclass(slots=True)
class _Outcome:
    output: Any = None
    error: Exception | None = None
    attempts: int = 0
    duration_ms: float = 0.0


async def _deny(request: ApprovalRequest) -> ApprovalDecision:
    return ApprovalDecision(False, "no approver is configured for calls that need approval")


@dataclass(slots=True, kw_only=True)
class Executor:
    """Runs plans against a toolset."""

    tools: Toolset
    """The tools."""
    recovery: RecoveryStrategy
    """Decides what to do with a failed step."""
    validator: Validator
    """Checks step outputs."""
    replanner: Replanner
    """Called when recovery chooses to replan."""
    model: Model | None = None
    """The model, for labelling recovery costs."""
    policy: ApprovalPolicy = field(default_factory=ApprovalPolicy)
    """Which calls need approval."""
    approver: Approver = _deny
    """Answers approval requests."""
    step_timeout: float = 60.0
    """Seconds per tool call when the tool sets no timeout."""
    retries: int = 2
    """Extra attempts on transient tool errors."""
    backoff: float = 0.2
    """First retry delay in seconds; doubles each attempt."""
    max_steps: int = 20
    """Upper bound on tool attempts started in a run."""

    async def execute(self, state: RunState, *, recover: bool = True) -> AsyncIterator[AgentEvent]:
        """Run every pending step of `state.plan`, yielding events.

        With `recover=False` (react mode) a failed step is recorded and left for the caller.

        Raises:
            StepFailure: Recovery chose to fail the run.
            UsageLimitExceeded: max_steps or the run deadline was reached.
        """
        buffer: list[AgentEvent] = []
        pending = [s.id for s in state.plan.steps if state.records[s.id].status == "pending"]
        running: dict[asyncio.Task[_Outcome], str] = {}
        ready: _Ready = []
        try:
            while pending or running:
                for event in self._start_ready(state, pending, ready, buffer):
                    yield event
                if len(ready) == 1 and not running:  # nothing to overlap with: await in place
                    step_id, coro = ready.pop()
                    outcome = await self._inline(state, coro)
                    settled = [(step_id, outcome)]
                else:
                    running.update((asyncio.ensure_future(c), i) for i, c in ready)
                    ready.clear()
                    if not running:
                        break
                    settled = await self._wait(state, running)
                while buffer:
                    yield buffer.pop(0)
                for step_id, outcome in settled:
                    async for event in self._settle(state, step_id, outcome, pending, recover):
                        yield event
        finally:
            for _, coro in ready:  # started by _start but never scheduled (max_steps hit)
                coro.close()
            for task in running:
                task.cancel()
            if running:
                await asyncio.gather(*running, return_exceptions=True)

    @staticmethod
    async def _inline(state: RunState, coro: Coroutine[Any, Any, _Outcome]) -> _Outcome:
        timeout = state.remaining_seconds()
        if timeout <= 0:
            coro.close()
            raise UsageLimitExceeded("the run ran out of time")
        deadline = asyncio.timeout(timeout)
        try:
            async with deadline:
                return await coro
        except TimeoutError:
            if deadline.expired():
                raise UsageLimitExceeded("the run ran out of time") from None
            raise

    @staticmethod
    async def _wait(
        state: RunState, running: dict[asyncio.Task[_Outcome], str]
    ) -> list[tuple[str, _Outcome]]:
        """Wait for the first running steps to finish; their outcomes in step-id order."""
        timeout = state.remaining_seconds()
        if timeout <= 0:
            raise UsageLimitExceeded("the run ran out of time")
        done, _ = await asyncio.wait(running, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finished = [(running.pop(task), task) for task in done]
        return [(step_id, task.result()) for step_id, task in sorted(finished, key=itemgetter(0))]

    def _start_ready(
        self,
        state: RunState,
        pending: list[str],
        ready: _Ready,
        buffer: list[AgentEvent],
    ) -> list[AgentEvent]:
        events: list[AgentEvent] = []
        progressed = True
        while progressed:
            progressed = False
            for step_id in list(pending):
                step = state.plan.step(step_id)
                statuses = [state.records[d].status for d in step.depends_on]
                blocked = next(
                    (
                        d
                        for d in step.depends_on
                        if state.records[d].status in ("skipped", "failed")
                    ),
                    None,
                )
                if blocked is not None:
                    pending.remove(step_id)
                    record = state.records[step_id]
                    record.status, record.error = (
                        "skipped",
                        f"dependency {blocked!r} did not complete",
                    )
                    events.append(
                        StepSkipped(run_id=state.run_id, step_id=step_id, reason=record.error)
                    )
                    progressed = True
                elif all(s == "done" for s in statuses):
                    pending.remove(step_id)
                    events += self._start(state, step, ready, buffer)
        return events

    def _start(
        self,
        state: RunState,
        step: PlanStep,
        ready: _Ready,
        buffer: list[AgentEvent],
    ) -> list[AgentEvent]:
        state.executed += 1
        if state.executed > self.max_steps:
            raise UsageLimitExceeded(f"the run reached max_steps={self.max_steps}")
        record = state.records[step.id]
        record.status, record.tool = "running", step.tool
        record.started_at = record.started_at or time.time()
        run_id = state.run_id
        events: list[AgentEvent] = [
            StepStarted(run_id=run_id, step_id=step.id, tool=step.tool, attempt=record.attempts + 1)
        ]
        try:
            args = resolve_references(step.args, state.results)
        except (KeyError, IndexError) as exc:
            record.args = step.args
            error = ToolError(f"cannot resolve a reference in the arguments: {exc}")
            ready.append((step.id, _failed(error)))
            return events
        record.args = args
        tool = self.tools.get(step.tool)
        events.append(ToolCalled(run_id=run_id, step_id=step.id, tool=step.tool, args=args))
        action = self.policy.decide(tool, args)
        request = None
        if action != "auto":
            digest = call_digest(step.tool, args)
            request = ApprovalRequest(
                run_id=run_id, step_id=step.id, tool=step.tool, args=args, digest=digest
            )
            if action == "require":
                events.append(
                    ApprovalRequested(
                        run_id=run_id, step_id=step.id, tool=step.tool, args=args, digest=digest
                    )
                )
        ctx = ToolContext(run_id=run_id, step_id=step.id, deps=state.deps)
        coro = self._attempt(tool, args, ctx, request, action == "deny", buffer)
        ready.append((step.id, coro))
        return events

    async def _attempt(
        self,
        tool: Tool,
        args: dict[str, Any],
        ctx: ToolContext,
        approval: ApprovalRequest | None,
        denied_by_policy: bool,
        buffer: list[AgentEvent],
    ) -> _Outcome:
        if approval is not None:
            decision = (
                ApprovalDecision(False, "denied by policy")
                if denied_by_policy
                else await self.approver(approval)
            )
            buffer.append(
                ApprovalDecided(
                    run_id=ctx.run_id,
                    step_id=ctx.step_id,
                    approved=decision.approved,
                    reason=decision.reason,
                )
            )
            if not decision.approved:
                reason = decision.reason or "denied"
                return _Outcome(error=ApprovalDenied(f"not approved: {reason}"))
        started = time.perf_counter()
        attempt = 0
        while True:
            attempt += 1
            try:
                async with asyncio.timeout(tool.timeout or self.step_timeout):
                    output = await tool.call(args, ctx)
                return _Outcome(output, None, attempt, (time.perf_counter() - started) * 1000)
            except TimeoutError:
                error: Exception = ToolTimeoutError(
                    f"{tool.name} timed out after {tool.timeout or self.step_timeout}s"
                )
            except ModelRetry as exc:
                return _Outcome(None, exc, attempt, (time.perf_counter() - started) * 1000)
            except (ToolError, OSError) as exc:
                error = exc
            except Exception as exc:  # a tool's own bug: report it as a failed step, not a crash
                error = ToolError(f"{type(exc).__name__}: {exc}")
                return _Outcome(None, error, attempt, (time.perf_counter() - started) * 1000)
            retry = attempt <= self.retries
            buffer.append(
                StepFailed(
                    run_id=ctx.run_id,
                    step_id=ctx.step_id,
                    tool=tool.name,
                    error=str(error),
                    error_type=type(error).__name__,
                    attempt=attempt,
                    will_retry=retry,
                )
            )
            if not retry:
                return _Outcome(None, error, -attempt, (time.perf_counter() - started) * 1000)
            await asyncio.sleep(self.backoff * 2 ** (attempt - 1))

    async def _settle(
        self, state: RunState, step_id: str, outcome: _Outcome, pending: list[str], recover: bool
    ) -> AsyncIterator[AgentEvent]:
        record = state.records[step_id]
        step = state.plan.step(step_id)
        record.attempts += abs(outcome.attempts)
        record.duration_ms += outcome.duration_ms
        error = outcome.error
        if error is None:
            problems = self.validator.check_step(step, outcome.output)
            if problems:
                error = ToolError("output failed validation: " + "; ".join(problems))
            else:
                record.status, record.output, record.error = "done", outcome.output, None
                yield StepFinished(
                    run_id=state.run_id,
                    step_id=step_id,
                    tool=step.tool,
                    output=outcome.output,
                    duration_ms=record.duration_ms,
                    attempts=record.attempts,
                )
                return
        record.status, record.error = "failed", str(error)
        if outcome.attempts >= 0:  # negative: the attempt loop already reported this failure
            yield StepFailed(
                run_id=state.run_id,
                step_id=step_id,
                tool=step.tool,
                error=str(error),
                error_type=type(error).__name__,
                attempt=record.attempts,
                will_retry=False,
            )
        if recover:
            async for event in self._recover(state, step, error, pending):
                yield event

    async def _recover(
        self, state: RunState, step: PlanStep, error: Exception, pending: list[str]
    ) -> AsyncIterator[AgentEvent]:
        record = state.records[step.id]
        failure = Failure(
            task=state.task,
            step=step,
            args=record.args,
            error=error,
            recoveries=state.recoveries.get(step.id, 0),
            results=state.results,
            tools=self.tools,
        )
        if isinstance(error, ApprovalDenied):  # a refusal is final: no retry, no other tool
            decision, response = RecoveryDecision(action="fail", reason=str(error)), None
        else:
            decision, response = await self.recovery.decide(failure)
        state.recoveries[step.id] = failure.recoveries + 1
        if response is not None:
            state.usage.add(response.usage)
            label = self.model.label if self.model else response.model_name
            yield ModelResponded(
                run_id=state.run_id, purpose="recovery", model=label, usage=response.usage
            )
        yield RecoveryDecided(
            run_id=state.run_id,
            step_id=step.id,
            action=decision.action,
            reason=decision.reason,
            decided_by="policy" if response is None else "model",
            tool=decision.tool,
            args=decision.args,
        )
        async for event in self._apply(state, step, decision, pending):
            yield event

    async def _apply(
        self, state: RunState, step: PlanStep, decision: RecoveryDecision, pending: list[str]
    ) -> AsyncIterator[AgentEvent]:
        record = state.records[step.id]
        if decision.action == "fail":
            raise StepFailure(step.id, decision.reason)
        if decision.action == "skip":
            record.status = "skipped"
            yield StepSkipped(run_id=state.run_id, step_id=step.id, reason=decision.reason)
            return
        if decision.action == "replan":
            plan = await self.replanner(state, f"step {step.id} failed: {record.error}")
            if plan is None:
                raise StepFailure(step.id, f"{decision.reason}; no new plan could be made")
            state.set_plan(plan)
            pending[:] = [s.id for s in plan.steps if state.records[s.id].status == "pending"]
            yield Replanned(run_id=state.run_id, plan=plan, reason=decision.reason)
            return
        record.status = "pending"
        if decision.action in ("modify", "alternative"):
            new_step = step.model_copy(
                update={"tool": decision.tool or step.tool, "args": decision.args or {}}
            )
            problems = ungrounded(Plan(steps=[new_step]), self.tools, state.task, state.results)
            if problems:  # a recovery model may guess too: the same rule as for any plan
                raise StepFailure(step.id, f"{decision.reason}; refused: " + "; ".join(problems))
            steps = [new_step if s.id == step.id else s for s in state.plan.steps]
            state.plan = state.plan.model_copy(update={"steps": steps})
            yield Replanned(run_id=state.run_id, plan=state.plan, reason=decision.reason)
        pending.append(step.id)


async def _failed(error: Exception) -> _Outcome:
    return _Outcome(error=error)
