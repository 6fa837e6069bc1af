"""`Agent`: plan → validate → execute the DAG → validate → recover, as one stream of events."""

from __future__ import annotations

import dataclasses
import time
import uuid
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from agentschool.agent.approval import ApprovalPolicy, Approver
from agentschool.agent.events import (
    AgentEvent,
    ModelResponded,
    PlanCreated,
    RunFinished,
    RunStarted,
)
from agentschool.agent.executor import Executor, StepFailure
from agentschool.agent.goals import Goal, GoalNotMet, pursue_goal
from agentschool.agent.grounding import (
    capabilities,
    mentions_the_list,
    requested_actions,
    ungrounded,
    unsaid_titles,
)
from agentschool.agent.number_account import invented_numbers, unused_numbers
from agentschool.agent.plan import Plan
from agentschool.agent.planners import (
    HybridPlanner,
    LLMPlanner,
    Planner,
    PlanRequest,
    PlanResult,
)
from agentschool.agent.react import react
from agentschool.agent.recovery import ModelRecovery, PolicyRecovery, RecoveryStrategy
from agentschool.agent.rules import RulePlanner
from agentschool.agent.state import RunState, StepRecord
from agentschool.agent.validator import Validator
from agentschool.exceptions import (
    NotUnderstood,
    PlanValidationError,
    RunFailed,
    UsageLimitExceeded,
    UserError,
)
from agentschool.messages import ModelResponse, Usage
from agentschool.models import Model, infer_model
from agentschool.tools.base import Tool
from agentschool.tools.toolset import Toolset

__all__ = ["Agent", "Conversation", "PlannerName", "RunResult", "Runnable"]

PlannerName = Literal["rule", "llm", "hybrid", "react"]


def _error_kind(exc: Exception) -> str | None:
    """`RunFinished.error_kind` of a run stopped by `exc` (incident logs tell limits apart)."""
    if isinstance(exc, NotUnderstood):
        return "not_understood"
    return "usage_limit" if isinstance(exc, UsageLimitExceeded) else None


class Conversation(Protocol):
    """The session a run continues (`agentschool.memory.Session` is the one implementation).

    The agent resolves the task's references to earlier turns, gives planners the earlier turns
    as context, lets the grounding check accept their values, and records the finished run as the
    next turn.
    """

    def resolve(self, task: str) -> Any:
        """The task with its references replaced (an object with a `task` attribute)."""
        ...

    def context(self, budget_tokens: int | None = None) -> str:
        """The earlier turns as text for a planner, within a token budget."""
        ...

    def values(self) -> list[Any]:
        """What earlier turns said and produced (grounds arguments)."""
        ...

    def record(self, task: str, resolution: Any, result: RunResult) -> Any:
        """Add the finished run as the next turn."""
        ...


class Runnable(Protocol):
    """Anything that runs a task as a stream of events (an `Agent`, a spec's agent, a team)."""

    def iter(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> AsyncIterator[AgentEvent]:
        """Run a task (the next turn of `session`, if any), yielding its typed events."""
        ...


@dataclass(slots=True, kw_only=True)
class RunResult:
    """What a run produced."""

    run_id: str
    """The run id."""
    status: Literal["completed", "failed", "cancelled"]
    """How the run ended."""
    output: Any
    """The answer (None when failed)."""
    steps: list[StepRecord]
    """Every step, in plan order."""
    usage: Usage
    """Model usage (requests, tokens, cost)."""
    plan: Plan | None = None
    """The final plan."""
    planner: str | None = None
    """Which planner made the plan."""
    error: str | None = None
    """Why the run failed."""
    error_kind: str | None = None
    """What kind of failure, when known (`not_understood`: nothing was done)."""
    events: list[AgentEvent] = field(default_factory=list[AgentEvent])
    """The run's events, in order."""

    @classmethod
    def from_events(cls, events: list[AgentEvent]) -> RunResult:
        """The result of a run from its events (ending with `RunFinished`), by `RunView`'s fold.

        Raises:
            UserError: The events do not end with `RunFinished` (the run has not ended).
        """
        from agentschool.agent.view import RunView

        view = RunView.of(events)
        finished = view.finished
        if finished is None:
            raise UserError("the run has not finished: its events end without RunFinished")
        return cls(
            run_id=finished.run_id,
            status=finished.status,
            output=finished.output,
            steps=view.step_records(),
            usage=finished.usage,
            plan=view.plan if view.plan is not None and view.plan.steps else None,
            planner=view.planner,
            error=finished.error,
            events=list(events),
        )

    def raise_for_status(self) -> RunResult:
        """Return self when completed; raise `RunFailed` (holding this result) otherwise."""
        if self.status != "completed":
            raise RunFailed(self.error or f"run {self.status}", result=self)
        return self

    def as_dict(self) -> dict[str, Any]:
        """`{"status", "output", "steps": [...], "usage", ...}` as JSON-ready data."""
        return {
            "run_id": self.run_id,
            "status": self.status,
            "output": self.output,
            "error": self.error,
            "error_kind": self.error_kind,
            "planner": self.planner,
            "steps": [s.as_dict() for s in self.steps],
            "usage": dataclasses.asdict(self.usage),
        }


class Agent:
    """Turns tasks into validated plans of tool calls and runs them.

    Example:
        ```python
        agent = Agent("test", tools=[add])
        result = await agent.run("what is 2 + 3")
        ```
    """

    def __init__(
        self,
        model: Model | str = "local",
        tools: Toolset | Iterable[Tool] | None = None,
        *,
        planner: Planner | PlannerName = "hybrid",
        recovery: RecoveryStrategy | None = None,
        validator: Validator | None = None,
        policy: ApprovalPolicy | None = None,
        approver: Approver | None = None,
        max_steps: int = 20,
        step_timeout: float = 60.0,
        run_timeout: float = 300.0,
        retries: int = 2,
        backoff: float = 0.2,
        deps: Any = None,
        goal: Goal | None = None,
    ) -> None:
        self._model_spec = model
        self._model: Model | None = model if isinstance(model, Model) else None
        self._tools = tools if isinstance(tools, Toolset) or tools is None else Toolset(tools)
        self._planner_spec = planner
        self._recovery = recovery
        self.validator = validator or Validator()
        self.policy = policy or ApprovalPolicy()
        self.approver = approver
        self.max_steps = max_steps
        self.step_timeout = step_timeout
        self.run_timeout = run_timeout
        self.retries = retries
        self.backoff = backoff
        self.deps = deps
        if goal is not None and planner == "react":
            raise UserError(
                "a goal replans the rest of a plan; react runs make none: use a planner"
            )
        self.goal = goal

    @property
    def model(self) -> Model:
        """The model (built from its string on first use)."""
        if self._model is None:
            self._model = infer_model(self._model_spec)
        return self._model

    @property
    def tools(self) -> Toolset:
        """The tools (the built-in toolset when none were given)."""
        if self._tools is None:
            from agentschool.tools.builtin import builtin_toolset

            self._tools = builtin_toolset()
        return self._tools

    @property
    def planner(self) -> Planner | None:
        """The planner; None in react mode."""
        spec = self._planner_spec
        if not isinstance(spec, str):
            return spec
        if spec == "react":
            return None
        if spec == "rule":
            return RulePlanner()
        llm = LLMPlanner(self.model, max_steps=self.max_steps)
        return llm if spec == "llm" else HybridPlanner([RulePlanner(), llm])

    @planner.setter
    def planner(self, planner: Planner | PlannerName) -> None:
        """Plan with `planner` from now on (a name, or a planner wrapping `agent.planner`)."""
        self._planner_spec = planner

    def _executor(self) -> Executor:
        uses_model = self._planner_spec != "rule"
        recovery = self._recovery or (ModelRecovery(self.model) if uses_model else PolicyRecovery())
        executor = Executor(
            tools=self.tools,
            recovery=recovery,
            validator=self.validator,
            replanner=self._replan,
            model=self._model,
            policy=self.policy,
            step_timeout=self.step_timeout,
            retries=self.retries,
            backoff=self.backoff,
            max_steps=self.max_steps,
        )
        if self.approver is not None:
            executor.approver = self.approver
        return executor

    async def run(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> RunResult:
        """Run a task to the end and return its result (check `.status`, or `raise_for_status()`).

        With `session`, the task is that conversation's next turn: "mark it done" runs as
        "mark item #3 done" when an earlier turn made item 3, planners see the earlier turns, and
        the run is recorded as the session's next turn.

        Raises:
            UserError: The task is empty.
        """
        resolution = session.resolve(task) if session is not None else None
        state = self._new_state(resolution.task if resolution else task, run_id, session)
        events = [event async for event in self._events(state)]
        finished = events[-1]
        assert isinstance(finished, RunFinished)
        result = RunResult(
            run_id=finished.run_id,
            status=finished.status,
            output=finished.output,
            steps=[state.records[s.id] for s in state.plan.steps if s.id in state.records],
            usage=finished.usage,
            plan=state.plan if state.plan.steps else None,
            planner=next((e.planner for e in events if isinstance(e, PlanCreated)), None),
            error=finished.error,
            error_kind=finished.error_kind,
            events=events,
        )
        if session is not None:
            session.record(task, resolution, result)
        return result

    def iter(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> AsyncIterator[AgentEvent]:
        """Run a task, yielding typed events from `RunStarted` to `RunFinished`.

        With `session`, as `run` does: references resolved, earlier turns as context, and the
        run recorded as the next turn once `RunFinished` is yielded.

        Raises:
            UserError: The task is empty (raised here, before any event).
        """
        if session is None:
            return self._events(self._new_state(task, run_id))
        resolution = session.resolve(task)
        state = self._new_state(resolution.task, run_id, session)
        return self._turn(state, session, task, resolution)

    async def _turn(
        self, state: RunState, session: Conversation, task: str, resolution: Any
    ) -> AsyncIterator[AgentEvent]:
        events: list[AgentEvent] = []
        async for event in self._events(state):
            events.append(event)
            if isinstance(event, RunFinished):
                session.record(task, resolution, RunResult.from_events(events))
            yield event

    def _new_state(
        self, task: str, run_id: str | None, session: Conversation | None = None
    ) -> RunState:
        task = task.strip() if isinstance(task, str) else ""
        if not task:
            raise UserError("the task is empty: say what the agent should do")
        return RunState(
            run_id=run_id or uuid.uuid4().hex,
            task=task,
            deadline=time.monotonic() + self.run_timeout,
            deps=self.deps,
            context=session.context() if session is not None else "",
            earlier=tuple(session.values()) if session is not None else (),
        )

    async def _events(self, state: RunState) -> AsyncIterator[AgentEvent]:
        yield RunStarted(run_id=state.run_id, task=state.task)
        executor = self._executor()
        try:
            if self._planner_spec == "react":
                async for event in react(state, self.model, executor, max_turns=self.max_steps):
                    yield event
            else:
                async for event in self._plan(state):
                    yield event
                goal = pursue_goal(self.goal, state, self.tools, executor.execute, self._replan)
                async for event in goal:
                    yield event
            output = state.final_output()
            problems, judged = await self.validator.check_goal(state.task, output)
            if judged is not None:
                yield self._charge(state, judged, "judge")
        except (PlanValidationError, UsageLimitExceeded, StepFailure, GoalNotMet) as exc:
            yield RunFinished(
                run_id=state.run_id,
                status="failed",
                output=None,
                usage=state.usage,
                error=str(exc),
                error_kind=_error_kind(exc),
            )
            return
        status: Literal["completed", "failed"] = "failed" if problems else "completed"
        yield RunFinished(
            run_id=state.run_id,
            status=status,
            output=output if not problems else None,
            usage=state.usage,
            error="; ".join(problems) or None,
        )

    async def _plan(self, state: RunState) -> AsyncIterator[AgentEvent]:
        planner = self.planner
        assert planner is not None
        feedback: list[str] = []
        for _ in range(2):  # an ungrounded plan is replanned once, with the reason
            responses: list[ModelResponse] = []
            request = PlanRequest(
                task=state.task,
                tools=self.tools,
                feedback=feedback,
                context=state.context,
                on_response=responses.append,
            )
            error: PlanValidationError | None = None
            try:
                result = await planner.plan(request)
            except PlanValidationError as exc:
                error, result = exc, None
            for response in responses:
                yield self._charge(state, response, "plan")
            if error is not None and not feedback:
                if type(error) is not PlanValidationError:  # a refusal of its own says it best
                    raise error  # (NotUnderstood, a spec's WrongInput)
                # no valid plan: nothing understood the task
                raise NotUnderstood(error.problems, capabilities=capabilities(self.tools))
            if result is None or error is not None:
                why = feedback or [f"the {planner.name} planner cannot plan this task"]
                raise NotUnderstood(why, capabilities=capabilities(self.tools))
            problems = (
                []
                if result.declared
                else [
                    *ungrounded(result.plan, self.tools, state.task, earlier=state.earlier),
                    *_misread_numbers(result, state),
                    *_unsaid_titles(result, state),
                    *self._changes_left_undone(result, state),
                ]
            )
            if not problems:
                state.set_plan(result.plan)
                yield PlanCreated(
                    run_id=state.run_id,
                    plan=result.plan,
                    planner=result.planner,
                    reused_from=result.reused_from,
                    model_calls_saved=result.model_calls_saved,
                )
                return
            feedback = problems
        raise NotUnderstood(feedback, capabilities=capabilities(self.tools))

    def _changes_left_undone(self, result: PlanResult, state: RunState) -> list[str]:
        """Why a guessed plan that only reads the list does not do what the task asks of it.

        "mark the second one done" answered by a listing is wrong, not cautious: the change was
        asked; a listing for a task that names no list ("how long from 9:30 to 17:15?") answers
        nothing. Read-only plans of read-only tasks ("what's on my list?") pass.
        """
        if result.read_from_task or any(
            s.tool not in self.tools or self.tools.get(s.tool).has_side_effects
            for s in result.plan.steps
        ):
            return []
        if not any(s.tool == "todo_list" for s in result.plan.steps):
            return []  # a calculation: "add 2 and 3" asks no change of the list
        asked = [
            tool.name
            for tool in self.tools
            if tool.name.startswith("todo_")
            and tool.has_side_effects
            and requested_actions(state.task, tool)
        ]
        if not asked and not mentions_the_list(state.task):
            return ["the task says nothing of the to-do list; do not list it"]  # "9:30 to 17:15?"
        return [
            f"the task asks for {name} but the plan only lists the to-dos; "
            "plan the change the task asks for"
            for name in asked
        ]

    async def _replan(self, state: RunState, reason: str) -> Plan | None:
        planner = self.planner
        if planner is None:
            return None
        done = [s for s in state.plan.steps if state.records[s.id].status in ("done", "skipped")]
        request = PlanRequest(
            task=state.task,
            tools=self.tools,
            feedback=[reason],
            completed=state.results,
            done=done,
            context=state.context,
            on_response=lambda r: state.usage.add(r.usage),
        )
        try:
            result = await planner.plan(request)
        except PlanValidationError:
            return None
        if result is None:
            return None
        problems = ungrounded(
            result.plan, self.tools, state.task, state.results, earlier=state.earlier
        )
        if problems and not result.declared:
            raise NotUnderstood(problems, capabilities=capabilities(self.tools))
        return result.plan

    def _charge(
        self,
        state: RunState,
        response: ModelResponse,
        purpose: Literal["plan", "react", "recovery", "judge"],
    ) -> ModelResponded:
        state.usage.add(response.usage)
        return ModelResponded(
            run_id=state.run_id, purpose=purpose, model=self.model.label, usage=response.usage
        )


def _unsaid_titles(result: PlanResult, state: RunState) -> list[str]:
    """Why a guessed to-do title is not the user's: no phrase of the task says it as it stands."""
    if result.read_from_task:
        return []  # the readers cut titles from the task ("i need 2 X" read as "need to X")
    return [
        f"the to-do title {title!r} is not said in the task as it stands; "
        "use the task's own words for it, in its order"
        for title in unsaid_titles(state.task, result.plan.steps)
    ]


def _misread_numbers(result: PlanResult, state: RunState) -> list[str]:
    """Why a guessed calculation misread the task: a number left out, or one made up."""
    if result.read_from_task:
        return []  # the readers account for their numbers ("200 g flour" of a recipe goes unused)
    problems = []
    if unused := unused_numbers(state.task, result.plan.steps):
        problems.append(
            f"the calculation leaves out {', '.join(unused)} of the task; "
            "every number the task gives must be used"
        )
    if invented := invented_numbers(state.task, result.plan.steps, state.earlier):
        problems.append(
            f"the calculation uses {', '.join(invented)}, which the task does not give; "
            "use only the task's numbers"
        )
    return problems
