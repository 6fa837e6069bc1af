"""React mode: the model calls tools turn by turn, for open-ended tasks that resist planning.

Each turn's tool calls become plan steps run by the same executor (so they are concurrent,
approved, retried and reported like planned steps); their results, or what went wrong, go back to
the model as tool returns and retry prompts.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

from agentschool.agent.events import AgentEvent, ModelResponded, PlanCreated
from agentschool.agent.executor import Executor
from agentschool.agent.grounding import capabilities, ungrounded
from agentschool.agent.plan import Plan, PlanStep
from agentschool.agent.state import RunState
from agentschool.exceptions import NotUnderstood, UsageLimitExceeded
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    RequestPart,
    RetryPromptPart,
    ToolReturnPart,
)
from agentschool.models.base import Model
from agentschool.tools.toolset import Toolset

__all__ = ["REACT_SYSTEM", "react"]

REACT_SYSTEM = (
    "You are a helpful agent. Call tools when they help; call several at once when they are "
    "independent. When you have the answer, reply with it as plain text."
)


async def react(
    state: RunState, model: Model, executor: Executor, *, max_turns: int
) -> AsyncIterator[AgentEvent]:
    """Run the task turn by turn until the model answers in text.

    A side-effecting call not grounded in the task (agent/grounding.py) is not run: the reason
    goes back to the model once; a later turn asking again ends the run.

    Raises:
        UsageLimitExceeded: The model was still calling tools after `max_turns` turns.
        NotUnderstood: The model asked twice for side effects the task does not ground.
    """
    messages: list[ModelMessage] = [ModelRequest.user(state.task, system=REACT_SYSTEM)]
    definitions = executor.tools.definitions()
    refused = False  # a side effect was refused once: the second refusal ends the run
    for turn in range(1, max_turns + 1):
        response = await model.request(messages, tools=definitions)
        state.usage.add(response.usage)
        yield ModelResponded(
            run_id=state.run_id, purpose="react", model=model.label, usage=response.usage
        )
        messages.append(response)
        calls = response.tool_calls
        if not calls:
            state.answer = response.text
            return
        parts: list[RequestPart] = []
        steps: list[PlanStep] = []
        refused_before = refused
        for index, call in enumerate(calls, 1):
            step = PlanStep(id=f"t{turn}_{index}", tool=call.tool_name, args=call.args)
            problems = _refusal(step, executor.tools, state)
            if not problems:
                steps.append(step)
                continue
            if call.tool_name in executor.tools:  # a side effect not grounded in the task
                if refused_before:
                    raise NotUnderstood(problems, capabilities=capabilities(executor.tools))
                refused = True
            parts.append(
                RetryPromptPart(
                    content="not run: " + "; ".join(problems),
                    tool_name=call.tool_name,
                    tool_call_id=call.tool_call_id,
                )
            )
        if steps:
            plan = Plan(steps=[*state.plan.steps, *steps])
            state.set_plan(plan)
            yield PlanCreated(run_id=state.run_id, plan=Plan(steps=steps), planner="react")
            async for event in executor.execute(state, recover=False):
                yield event
        by_id = {f"t{turn}_{i}": call for i, call in enumerate(calls, 1)}
        for step in steps:
            record, call = state.records[step.id], by_id[step.id]
            if record.status == "done":
                parts.append(
                    ToolReturnPart(
                        tool_name=call.tool_name,
                        content=record.output,
                        tool_call_id=call.tool_call_id,
                    )
                )
            else:
                parts.append(
                    RetryPromptPart(
                        content=record.error or "the call failed",
                        tool_name=call.tool_name,
                        tool_call_id=call.tool_call_id,
                    )
                )
        messages.append(ModelRequest(parts=parts))
    raise UsageLimitExceeded(f"no answer after {max_turns} react turns")


def _refusal(step: PlanStep, tools: Toolset, state: RunState) -> list[str]:
    """Why a call of the model is not run: an unknown tool, or a side effect not grounded."""
    if step.tool not in tools:
        return [f"unknown tool {step.tool!r}; known tools: {', '.join(tools.names())}"]
    return ungrounded(Plan(steps=[step]), tools, state.task, state.results)
