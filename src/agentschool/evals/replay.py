"""Replay a recorded run: its plans, model usage, tool outputs and decisions, with no model call.

The recorded events drive stand-ins for everything outside the agent loop: a planner that hands
back the recorded plans, tools that return the recorded outputs (or raise the recorded errors),
a recovery strategy and an approver that repeat the recorded decisions, and a model that refuses
any request. The agent loop itself runs for real; its events are compared with the recording,
event by event, ignoring timestamps, ids and durations, and the first divergence is reported.
"""

from __future__ import annotations

import asyncio
import builtins
import contextlib
import dataclasses
import json
from collections import defaultdict, deque
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

import pydantic
from pydantic import BaseModel

from agentschool import exceptions
from agentschool.agent.agent import Agent
from agentschool.agent.approval import (
    ApprovalDecision,
    ApprovalPolicy,
    ApprovalRequest,
    call_digest,
)
from agentschool.agent.events import (
    EVENT_ADAPTER,
    AgentEvent,
    ApprovalDecided,
    ApprovalRequested,
    ModelResponded,
    PlanCreated,
    RecoveryDecided,
    Replanned,
    RunFinished,
    RunStarted,
    StepFailed,
    StepFinished,
    StepSkipped,
    ToolCalled,
)
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.agent.recovery import Failure, RecoveryDecision
from agentschool.agent.rules import RulePlanner
from agentschool.exceptions import ToolError, UserError
from agentschool.messages import ModelResponse, Usage
from agentschool.models.base import Model
from agentschool.tools.base import Tool, ToolContext
from agentschool.tools.toolset import Toolset

__all__ = [
    "IGNORED_FIELDS",
    "RECORD_FORMAT",
    "Divergence",
    "ReplayError",
    "ReplayResult",
    "parse_recording",
    "replay_events",
]

RECORD_FORMAT = 1
"""The recorded-event format this version replays. A recording says its format in the
`format` field of its `run-started` event; one without it is format 1. A change to the events
that makes old recordings replay differently must raise this number."""

IGNORED_FIELDS = frozenset({"at", "run_id", "duration_ms", "child_run_id"})
"""Fields left out of the comparison: timestamps, ids and timings."""


class ReplayError(UserError):
    """A recording cannot be replayed (another format, no events, not a run)."""


class Divergence(BaseModel):
    """The first event where the replay differs from the recording."""

    index: int
    """Position in the event stream (0-based)."""
    recorded: dict[str, Any] | None
    """The recorded event (None: the replay produced more events)."""
    replayed: dict[str, Any] | None
    """The replayed event (None: the replay ended early)."""


class ReplayResult(BaseModel):
    """How a replay went."""

    run_id: str
    """The replayed run."""
    recorded: int
    """Events in the recording."""
    replayed: int
    """Events the replay produced."""
    matched: int
    """Events equal before the first divergence."""
    divergence: Divergence | None = None
    """The first difference, or None when the replay matches."""

    @property
    def same(self) -> bool:
        """Whether every event matched."""
        return self.divergence is None


def parse_recording(events: Sequence[Mapping[str, Any]]) -> list[AgentEvent]:
    """Typed events from recorded JSON, after checking the recording's format.

    Raises:
        ReplayError: No events, another format ("cannot replay: recorded with format N"), or an
            event that does not fit this format (naming the event and the field).
    """
    if not events:
        raise ReplayError("cannot replay: the run has no recorded events")
    first = events[0]
    if first.get("kind") != "run-started":
        raise ReplayError("cannot replay: the recording does not start with run-started")
    recorded_format = first.get("format", 1)
    if recorded_format != RECORD_FORMAT:
        raise ReplayError(
            f"cannot replay: recorded with format {recorded_format}; "
            f"this version replays format {RECORD_FORMAT}"
        )
    parsed: list[AgentEvent] = []
    for index, data in enumerate(events):
        body = {k: v for k, v in data.items() if k != "format"}
        try:
            parsed.append(EVENT_ADAPTER.validate_python(body))
        except pydantic.ValidationError as exc:
            error = exc.errors(include_url=False)[0]
            where = ".".join(str(p) for p in error["loc"])
            raise ReplayError(
                f"cannot replay: event {index + 1} ({data.get('kind')}) does not fit format "
                f"{RECORD_FORMAT}: {where}: {error['msg']}"
            ) from None
    return parsed


def comparable(event: AgentEvent | Mapping[str, Any]) -> dict[str, Any]:
    """An event as JSON data without the ignored fields."""
    data = event if isinstance(event, Mapping) else EVENT_ADAPTER.dump_python(event, mode="json")
    return {k: _strip(v) for k, v in data.items() if k not in IGNORED_FIELDS and k != "format"}


def _strip(value: Any) -> Any:
    return json.loads(json.dumps(value, sort_keys=True, default=str))


class _ReplayModel(Model):
    """Carries the recorded model's label; any request is a divergence, never a real call."""

    def __init__(self, label: str) -> None:
        self._system, _, self._name = label.partition(":")

    @property
    def name(self) -> str:
        """The recorded model's name."""
        return self._name

    @property
    def system(self) -> str:
        """The recorded model's provider."""
        return self._system

    async def request(self, *args: Any, **kwargs: Any) -> ModelResponse:
        """Refuse: the recording holds no answer for this request."""
        raise ReplayError("the replay asked the model something the recording does not hold")


_SETTLE_EVENTS = (ModelResponded, RecoveryDecided, StepSkipped, Replanned, StepFailed)
"""Events the executor emits while settling finished steps (they do not end a batch)."""

_SETTLED_ERRORS = frozenset({"ModelRetry", "ToolArgsError"})
"""Step failures the executor reports when settling (not from inside its attempt loop)."""

GATE_STALL = 2.0
"""Seconds a replayed tool call waits for the rest of its batch before going on alone."""


class _Gate:
    """Gives recorded tool outcomes back in the recorded order, batch by batch.

    The executor takes the steps that finished together in one batch, in step-id order. Outcomes
    recorded one after the other with nothing started in between, in step-id order, finished
    together: they are given back at the same instant, once every earlier outcome was taken.
    """

    def __init__(self) -> None:
        self.batch_of: list[int] = []
        self.firsts: list[int] = []
        self.sizes: list[int] = []
        self.arrived: list[int] = []
        self.opened: dict[int, asyncio.Event] = {}
        self.turn = 0
        self._stage = ""
        self._last = ""

    def note(self, event: AgentEvent) -> None:
        """Read one recorded event (in order) to learn the batches.

        A batch shows as the failures reported from inside the attempt loop (flushed first),
        then the settled steps in step-id order; anything started in between ends it.
        """
        if not (isinstance(event, StepFinished | StepFailed) and _ran_tool(event)):
            if not isinstance(event, _SETTLE_EVENTS):
                self._stage = ""
            elif self._stage:  # a settled step's recovery: later steps of the batch sort after it
                self._stage = "settle"
                self._last = max(self._last, getattr(event, "step_id", ""))
            return
        if isinstance(event, StepFailed) and event.will_retry:  # its task goes on: alone
            self._add(new=True)
            self._stage = ""
        elif isinstance(event, StepFailed) and event.error_type not in _SETTLED_ERRORS:
            self._add(new=self._stage != "buffer")
            self._stage, self._last = "buffer", ""
        else:
            joins = self._stage == "buffer" or (
                self._stage == "settle" and self._last < event.step_id
            )
            self._add(new=not joins)
            self._stage, self._last = "settle", event.step_id

    def _add(self, *, new: bool) -> None:
        if new or not self.sizes:
            self.firsts.append(len(self.batch_of))
            self.sizes.append(0)
            self.arrived.append(0)
        self.sizes[-1] += 1
        self.batch_of.append(len(self.sizes) - 1)

    def _event(self, batch: int) -> asyncio.Event:
        return self.opened.setdefault(batch, asyncio.Event())

    def _maybe_open(self, batch: int) -> None:
        if self.turn >= self.firsts[batch] and self.arrived[batch] >= self.sizes[batch]:
            self._event(batch).set()

    async def enter(self, outcome: int) -> None:
        """Wait until outcome number `outcome` may be given back."""
        batch = self.batch_of[outcome]
        self.arrived[batch] += 1
        self._maybe_open(batch)
        with contextlib.suppress(TimeoutError):  # the replay diverged: let the call go on
            await asyncio.wait_for(self._event(batch).wait(), GATE_STALL)

    def advance(self) -> None:
        """One more outcome was taken; the next batch may open."""
        self.turn += 1
        if self.turn < len(self.batch_of):
            self._maybe_open(self.batch_of[self.turn])


@dataclasses.dataclass(slots=True)
class _Script:
    """What the recording says happened, queued in order."""

    plans: deque[tuple[PlanCreated | Replanned, list[Usage]]]
    outcomes: dict[str, deque[tuple[int, StepFinished | StepFailed]]]
    decisions: deque[tuple[RecoveryDecided, Usage | None]]
    approvals: deque[ApprovalDecided]
    required: set[str]
    denied: set[str]
    model: str
    extra_usage: Usage
    retries: int = 2
    gate: _Gate = dataclasses.field(default_factory=lambda: _Gate())

    @classmethod
    def of(cls, events: Sequence[AgentEvent]) -> _Script:
        script = cls(
            deque(), defaultdict(deque), deque(), deque(), set(), set(), "replay:none", Usage()
        )
        script._read(events)
        failures = [e for e in events if isinstance(e, StepFailed)]
        retried = [e.attempt for e in failures if e.will_retry]
        script.retries = max(retried) if retried else 0 if failures else 2
        return script

    def _read(self, events: Sequence[AgentEvent]) -> None:
        usages: list[Usage] = []
        recovery: Usage | None = None
        replanning = False
        calls: dict[str, tuple[str, dict[str, Any]]] = {}
        seen = Usage()
        for event in events:
            self.gate.note(event)
            if isinstance(event, ModelResponded):
                self.model = event.model
                seen.add(event.usage)
                if event.purpose == "recovery":
                    recovery = event.usage
                else:
                    usages.append(event.usage)
            elif isinstance(event, PlanCreated) or (isinstance(event, Replanned) and replanning):
                self.plans.append((event, usages))
                usages, replanning = [], False
            elif isinstance(event, RecoveryDecided):
                self.decisions.append((event, recovery if event.decided_by == "model" else None))
                recovery, replanning = None, event.action == "replan"
            elif isinstance(event, ApprovalRequested):
                self.required.add(event.digest)
            elif isinstance(event, ApprovalDecided):
                self.approvals.append(event)
                tool, args = calls.get(event.step_id, ("", {}))
                if event.reason == "denied by policy":
                    self.denied.add(call_digest(tool, args))
            elif isinstance(event, StepFinished | StepFailed) and _ran_tool(event):
                self.outcomes[event.step_id].append((len(self.gate.batch_of) - 1, event))
            elif isinstance(event, RunFinished):
                self.extra_usage = _minus(event.usage, seen)
            if isinstance(event, ToolCalled):
                calls[event.step_id] = (event.tool, event.args)


def _ran_tool(event: StepFinished | StepFailed) -> bool:
    if isinstance(event, StepFinished):
        return True
    skipped = ("not approved:", "cannot resolve a reference", "output failed validation")
    return not event.error.startswith(skipped)


def _minus(total: Usage, part: Usage) -> Usage:
    return Usage(
        requests=total.requests - part.requests,
        input_tokens=total.input_tokens - part.input_tokens,
        output_tokens=total.output_tokens - part.output_tokens,
        cost_usd=total.cost_usd - part.cost_usd,
    )


_RULES = RulePlanner().name
"""A recorded plan of the rules was read from the task, not guessed (see `PlanResult`)."""


class _ReplayPlanner:
    name = "replay"

    def __init__(self, script: _Script) -> None:
        self.script = script

    async def plan(self, request: PlanRequest) -> PlanResult:
        if not self.script.plans:
            raise ReplayError("the replay asked for a plan the recording does not hold")
        event, usages = self.script.plans.popleft()
        for usage in usages:
            request.on_response(ModelResponse(parts=[], usage=usage))
        if isinstance(event, Replanned):  # a replan's model usage shows only in the run's total
            request.on_response(ModelResponse(parts=[], usage=self.script.extra_usage))
            self.script.extra_usage = Usage()
        planner = event.planner if isinstance(event, PlanCreated) else self.name
        return PlanResult(event.plan, planner, read_from_task=planner == _RULES)


class _ReplayRecovery:
    def __init__(self, script: _Script) -> None:
        self.script = script

    async def decide(self, failure: Failure) -> tuple[RecoveryDecision, ModelResponse | None]:
        if not self.script.decisions:
            raise ReplayError(f"step {failure.step.id} failed where the recording did not")
        event, usage = self.script.decisions.popleft()
        decision = RecoveryDecision(
            action=event.action, reason=event.reason, tool=event.tool, args=event.args
        )
        response = ModelResponse(parts=[], usage=usage) if usage is not None else None
        return decision, response


class _ReplayPolicy(ApprovalPolicy):
    required: set[str] = pydantic.Field(default_factory=set[str])
    """Digests of the calls the recording asked approval for."""
    denied: set[str] = pydantic.Field(default_factory=set[str])
    """Digests of the calls the recording's policy denied."""

    def decide(self, tool: Tool, args: dict[str, Any]) -> Any:
        digest = call_digest(tool.name, args)
        return "require" if digest in self.required else "deny" if digest in self.denied else "auto"


def _error(event: StepFailed) -> Exception:
    kind = getattr(exceptions, event.error_type, None) or getattr(builtins, event.error_type, None)
    if isinstance(kind, type) and issubclass(kind, ToolError | exceptions.ModelRetry | OSError):
        try:
            return kind(event.error)
        except TypeError:  # another constructor (ToolArgsError): the message is what counts
            pass
    return ToolError(event.error)


def _replay_tools(script: _Script, names: Sequence[str], reference: Toolset | None) -> Toolset:
    async def recorded(ctx: ToolContext, **_: Any) -> Any:
        queue = script.outcomes.get(ctx.step_id)
        if not queue:
            raise ReplayError(f"step {ctx.step_id} called a tool where the recording did not")
        turn, outcome = queue.popleft()
        await script.gate.enter(turn)
        if isinstance(outcome, StepFailed) and outcome.will_retry:
            script.gate.advance()  # its retry comes from this same call: no event to wait for
        if isinstance(outcome, StepFailed):
            raise _error(outcome)
        return outcome.output

    tools: list[Tool] = []
    for name in dict.fromkeys(names):
        if reference is not None and name in reference:
            base = reference.get(name)
            tools.append(
                dataclasses.replace(
                    base, function=recorded, context_param="ctx", timeout=None, run_in_thread=False
                )
            )
            continue
        tools.append(
            Tool(
                name=name,
                description="replays the recorded outputs",
                function=recorded,
                args_model=pydantic.create_model(  # any arguments: the recording had them
                    f"{name}_args", __config__=pydantic.ConfigDict(extra="allow")
                ),
                context_param="ctx",
                run_in_thread=False,
            )
        )
    return Toolset(tools)


def _tool_names(events: Sequence[AgentEvent]) -> list[str]:
    names: list[str] = []
    for event in events:
        if isinstance(event, PlanCreated | Replanned):
            names += [step.tool for step in event.plan.steps]
    return names


def replay_agent(
    events: Sequence[AgentEvent], reference: Toolset | None = None
) -> tuple[Agent, _Script]:
    """An agent that re-runs the recording: recorded plans, outputs and decisions, no model.

    Args:
        events: The recorded events (`parse_recording`).
        reference: Tools whose schemas and risk the replayed tools take (the built-in ones).
    """
    script = _Script.of(events)

    async def approve(request: ApprovalRequest) -> ApprovalDecision:
        if not script.approvals:
            raise ReplayError(f"step {request.step_id} asked approval where the recording did not")
        decided = script.approvals.popleft()
        return ApprovalDecision(decided.approved, decided.reason)

    return Agent(
        _ReplayModel(script.model),
        _replay_tools(script, _tool_names(events), reference),
        planner=_ReplayPlanner(script),
        recovery=_ReplayRecovery(script),
        policy=_ReplayPolicy(required=script.required, denied=script.denied),
        approver=approve,
        max_steps=10_000,
        retries=script.retries,
        backoff=0.0,
    ), script


async def _replayed(
    agent: Agent, script: _Script, task: str, run_id: str
) -> AsyncIterator[AgentEvent]:
    try:
        async for event in agent.iter(task, run_id=run_id):
            if isinstance(event, StepFinished | StepFailed) and _ran_tool(event):
                if not (isinstance(event, StepFailed) and event.will_retry):
                    script.gate.advance()  # the executor took this outcome: the next may come
            yield event
    except ReplayError as exc:  # the loop went where the recording holds nothing
        yield RunFinished(
            run_id=run_id, status="failed", output=None, usage=Usage(), error=str(exc)
        )


async def replay_events(
    recording: Sequence[Mapping[str, Any]], *, reference: Toolset | None = None
) -> ReplayResult:
    """Replay recorded events (JSON, as stored) and compare the new events with them.

    Raises:
        ReplayError: The recording cannot be replayed (see `parse_recording`).
    """
    events = parse_recording(recording)
    started = events[0]
    assert isinstance(started, RunStarted)
    agent, script = replay_agent(events, reference)
    expected = [comparable(e) for e in recording]
    got: list[dict[str, Any]] = []
    divergence: Divergence | None = None
    async for event in _replayed(agent, script, started.task, started.run_id):
        got.append(comparable(event))
        index = len(got) - 1
        recorded = expected[index] if index < len(expected) else None
        if divergence is None and got[index] != recorded:
            divergence = Divergence(index=index, recorded=recorded, replayed=got[index])
    if divergence is None and len(got) < len(expected):
        divergence = Divergence(index=len(got), recorded=expected[len(got)], replayed=None)
    matched = divergence.index if divergence is not None else len(got)
    return ReplayResult(
        run_id=started.run_id,
        recorded=len(expected),
        replayed=len(got),
        matched=matched,
        divergence=divergence,
    )
