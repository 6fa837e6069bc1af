"""`build_agent`: a runnable agent from a spec (its tools, model, instructions, pipeline, table)."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from agentschool.agent.agent import Agent, Conversation, PlannerName, RunResult
from agentschool.agent.events import AgentEvent
from agentschool.agent.planners import HybridPlanner, LLMPlanner, Planner, PlanRequest, PlanResult
from agentschool.agent.rules import RulePlanner
from agentschool.exceptions import UserError
from agentschool.models import Model, infer_model
from agentschool.settings import Settings
from agentschool.specs.pipeline import (
    PipelinePlanner,
    build_db_search,
    build_db_write,
    build_llm_process,
    email_read_tool,
)
from agentschool.specs.records import Records
from agentschool.specs.spec import MEMORY_TOOL_NAMES, SANDBOX_TOOL_NAMES, AgentSpec
from agentschool.tools.base import Tool
from agentschool.tools.toolset import Toolset

if TYPE_CHECKING:
    from agentschool.memory.long_term import LongTermMemory

__all__ = ["InstructedPlanner", "SpecAgent", "build_agent", "spec_planner", "spec_toolset"]


def _memory_tool(name: str, memory: LongTermMemory | None) -> Tool:
    """`remember` or `recall` on `memory` (the configured long-term memory when None)."""
    from agentschool.memory import LongTermMemory, build_memory_tools, open_memory_store

    return build_memory_tools(memory or LongTermMemory(open_memory_store())).get(name)


def _sandbox_tool(name: str) -> Tool:
    """`python` or `shell`, run in a sandbox with the default limits (checked at run time)."""
    from agentschool.sandbox.python_tool import sandbox_toolset

    return sandbox_toolset().get(name)


def spec_toolset(
    spec: AgentSpec,
    model: Model,
    *,
    records: Records | None = None,
    workspace: Path | None = None,
    extra: Toolset | None = None,
    memory: LongTermMemory | None = None,
) -> Toolset:
    """The tools a spec names: built-in ones, `extra` ones, and pipeline tools bound to the agent.

    Raises:
        UserError: `db_write` is named but there is no record store.
    """
    from agentschool.tools.browser import BROWSER_TOOL_NAMES
    from agentschool.tools.builtin import (
        BUILTIN_TOOL_GROUPS,
        OPT_IN_TOOL_GROUPS,
        browser_toolset,
        builtin_toolset,
    )

    groups = {**BUILTIN_TOOL_GROUPS, **OPT_IN_TOOL_GROUPS}
    names: list[str] = []
    for name in spec.all_tools():
        names.extend(groups.get(name, (name,)))
    builtins = builtin_toolset()
    if any(n in BROWSER_TOOL_NAMES and n not in builtins for n in names):
        browser = browser_toolset(wanted_by=f"agent {spec.name}")
        builtins = builtins.merge(browser.filter(lambda tool: tool.name not in builtins))
    tools: list[Tool] = []
    for name in dict.fromkeys(names):
        if name == "llm_process":
            tools.append(
                build_llm_process(
                    model, instructions=spec.instructions, output_schema=spec.output_schema
                )
            )
        elif name in ("db_write", "db_search"):
            if records is None:
                raise UserError(f"agent {spec.name}: {name} needs the registry's record store")
            build = build_db_write if name == "db_write" else build_db_search
            tools.append(build(records, spec.name))
        elif name == "email_read":
            tools.append(email_read_tool(workspace or Settings().workspace_dir))
        elif name in MEMORY_TOOL_NAMES:
            tools.append(_memory_tool(name, memory))
        elif extra is not None and name in extra:
            tools.append(extra.get(name))
        elif name in SANDBOX_TOOL_NAMES:
            tools.append(_sandbox_tool(name))
        else:
            tools.append(builtins.get(name))
    return Toolset(tools)


@dataclass(slots=True)
class InstructedPlanner:
    """A model planner that reads the spec's instructions before the task.

    A hybrid spec agent's rule planner reads the task alone (instructions are no clause of it:
    "compute 6*7" is planned by rules, not by the model), and plans are grounded in the task alone.
    """

    inner: Planner
    """The model planner."""
    instructions: str
    """The spec's instructions."""
    name: str = "llm"
    """Shown in events."""

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """The inner planner's plan for the instructions and the task."""
        task = f"{self.instructions}\n\nTask: {request.task}"
        return await self.inner.plan(dataclasses.replace(request, task=task))


def spec_planner(
    spec: AgentSpec,
    model: Model,
    planner: Planner | PlannerName,
    *,
    workspace: Path | None = None,
    max_steps: int = 20,
) -> Planner | PlannerName:
    """A spec's planner: its pipeline's; for `hybrid`, rules on the task, then the model instructed.

    Args:
        spec: The spec.
        model: The agent's model.
        planner: The planner asked for (a name or a planner).
        workspace: Where a pipeline's task may name a file.
        max_steps: Largest plan the model planner accepts.
    """
    if spec.pipeline:
        return PipelinePlanner(spec, workspace)
    if planner == "hybrid" and spec.instructions:
        llm = LLMPlanner(model, max_steps=max_steps)
        return HybridPlanner([RulePlanner(), InstructedPlanner(llm, spec.instructions)])
    return planner


class SpecAgent:
    """An agent built from a spec: runs tasks through its pipeline or its planner.

    Args:
        spec: The spec it was built from.
        agent: The agent running it.
        instructed: Its planner reads the instructions itself (`spec_planner`); else the task
            is sent after them.
    """

    def __init__(self, spec: AgentSpec, agent: Agent, *, instructed: bool = False) -> None:
        self.spec = spec
        """The spec it was built from."""
        self.agent = agent
        """The underlying agent."""
        self.instructed = instructed
        """Whether its planner reads the instructions itself."""

    def _task(self, task: str) -> str:
        if self.spec.pipeline or not self.spec.instructions or self.instructed:
            return task  # a pipeline's llm_process steps carry the instructions
        return f"{self.spec.instructions}\n\nTask: {task}"

    async def run(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> RunResult:
        """Run one task to the end (the next turn of `session`, if any)."""
        return await self.agent.run(self._task(task), run_id=run_id, session=session)

    def iter(
        self, task: str, *, run_id: str | None = None, session: Conversation | None = None
    ) -> AsyncIterator[AgentEvent]:
        """Run one task, yielding its events (the next turn of `session`, if any)."""
        return self.agent.iter(self._task(task), run_id=run_id, session=session)


def build_agent(
    spec: AgentSpec,
    *,
    model: Model | str | None = None,
    records: Records | None = None,
    workspace: Path | None = None,
    tools: Toolset | None = None,
    memory: LongTermMemory | None = None,
    **agent_options: Any,
) -> SpecAgent:
    """A runnable agent for `spec`.

    Args:
        spec: The agent spec.
        model: Overrides the spec's model (tests pass a `FunctionModel`).
        records: The record store `db_write` writes to (`SpecRegistry.records`).
        workspace: Root of the files `email_read` may read (the settings' workspace when None).
        tools: Extra tools the spec may name besides the built-in ones.
        memory: The long-term memory `remember`/`recall` use (the configured one when None).
        **agent_options: Passed to `Agent` (max_steps, step_timeout, recovery, ...).
    """
    resolved = infer_model(model or spec.model or "local")
    toolset = spec_toolset(
        spec, resolved, records=records, workspace=workspace, extra=tools, memory=memory
    )
    planner = spec_planner(
        spec,
        resolved,
        agent_options.pop("planner", "llm"),
        workspace=workspace,
        max_steps=agent_options.get("max_steps", 20),
    )
    goal = spec.goal.build(resolved) if spec.goal else None
    agent = Agent(resolved, toolset, planner=planner, goal=goal, **agent_options)
    return SpecAgent(spec, agent, instructed=isinstance(planner, HybridPlanner))
