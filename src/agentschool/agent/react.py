"""React mode: the model calls tools turn by turn, for open-ended tasks that resist planning.

Each turn's tool calls become plan steps run by the same executor (so they are concurrent,
approved, retried and reported like planned steps); their results, or what went wrong, go back to
the model as tool returns and retry prompts.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

from agentschool.agent.events import AgentEvent, ModelResponded, PlanCreated
from agentschool.agent.executor import Executor
from agentschool.agent.plan import Plan, PlanStep
from agentschool.agent.state import RunState
from agentschool.exceptions import UsageLimitExceeded
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    RequestPart,
    RetryPromptPart,
    ToolReturnPart,
)
from agentschool.models.base import Model

__all__ = ["REACT_SYSTEM", "react"]

REACT_SYSTEM = (
    "You are a helpful agent. Call tools when they help; call several at once when they are "
    "independent. When you have the answer, reply with it as plain text."
)


async def react(
    state: RunState, model: Model, executor: Executor, *, max_turns: int
) -> AsyncIterator[AgentEvent]:
    """Run the task turn by turn until the model answers in text.

    Raises:
        UsageLimitExceeded: The model was still calling tools after `max_turns` turns.
    """
    messages: list[ModelMessage] = [ModelRequest.user(state.task, system=REACT_SYSTEM)]
    definitions = executor.tools.definitions()
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
        for index, call in enumerate(calls, 1):
            if call.tool_name not in executor.tools:
                known = ", ".join(executor.tools.names())
                parts.append(
                    RetryPromptPart(
                        content=f"unknown tool {call.tool_name!r}; known tools: {known}",
                        tool_name=call.tool_name,
                        tool_call_id=call.tool_call_id,
                    )
                )
                continue
            steps.append(PlanStep(id=f"t{turn}_{index}", tool=call.tool_name, args=call.args))
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
