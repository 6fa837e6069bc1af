"""`RunSpec`: the one typed request to run an agent, whatever the entry point.

The CLI, `POST /runs`, `POST /agents/{name}/runs`, the MCP `run_agent` tool and the web UI all
build a `RunSpec` and hand it to `start_run` (`agentschool.runs.start`). The run store keeps the
spec (less the task) as the run's `agent_config`; the worker's agent factory reads it back with
`RunSpec.from_run`.
"""

from __future__ import annotations

from typing import Any, get_args

import pydantic

from agentschool.agent.agent import PlannerName
from agentschool.agent.approval import ApprovalPolicy
from agentschool.agent.goals import GoalSpec
from agentschool.runs.sessions import SESSION_ID_PATTERN

__all__ = ["PLANNER_NAMES", "RunSpec"]

PLANNER_NAMES: tuple[str, ...] = get_args(PlannerName)
"""Every planner a run may ask for (`rule`, `llm`, `hybrid`, `react`)."""

_AGENT_FIELDS = ("model", "tools", "planner", "max_steps", "goal")
"""The fields the older nested body `{"agent": {...}}` of `POST /runs` carried."""


class RunSpec(pydantic.BaseModel):
    """One run request: the task and how to build the agent that does it.

    The body of `POST /runs`; `start_run(spec, store=..., launcher=...)` starts it.
    """

    model_config = pydantic.ConfigDict(extra="forbid")

    task: str = pydantic.Field(
        min_length=1, max_length=20_000, json_schema_extra={"pattern": r"\S"}
    )
    """What the agent should do (one non-space character at least)."""
    agent: str | None = pydantic.Field(default=None, min_length=1, max_length=200)
    """A registered agent type to run (`/agent-types`); a plain agent when None."""
    version: str | None = pydantic.Field(default=None, max_length=50)
    """The agent type's version (its current one when None)."""
    definition: dict[str, Any] | None = None
    """An inline agent spec (the same shape `/agent-types` registers), run without registering."""
    team: bool = False
    """Run through a director that splits the task among the General, Code and Research agents."""
    model: str | None = pydantic.Field(default=None, max_length=300)
    """Model string (`openai:gpt-4o-mini`, `local`, ...); the worker's default when unset."""
    tools: list[str] | None = pydantic.Field(default=None, max_length=200)
    """Names of the tools to offer; every served tool when unset."""
    planner: PlannerName = "hybrid"
    """Which planner builds the plan (`react` plans one call at a time)."""
    max_steps: int | None = pydantic.Field(default=None, ge=1, le=1000)
    """Upper bound on executed steps (the run's step budget)."""
    budget_usd: float | None = pydantic.Field(default=None, gt=0)
    """Most this run may spend on model calls, in USD (lowers the worker's per-run budget)."""
    budget_tokens: int | None = pydantic.Field(default=None, gt=0)
    """Most tokens this run's model calls may use (lowers the worker's per-run budget)."""
    policy: ApprovalPolicy | None = None
    """More approvals for this run (rules that require or deny), on top of the worker's policy."""
    remember: bool = False
    """Learn from experience: reuse the plan of a similar past run and remember this one."""
    goal: GoalSpec | None = None
    """What the answer must satisfy; an unmet goal replans the rest, up to `goal.attempts`."""
    session_id: str | None = pydantic.Field(default=None, pattern=SESSION_ID_PATTERN)
    """The conversation this run continues (created by its first run): "mark it done" then
    names what an earlier turn made. A session belongs to the API key that created it."""

    @pydantic.model_validator(mode="before")
    @classmethod
    def _flatten_agent_object(cls, data: Any) -> Any:
        """Accept `{"agent": {"model": ..., "planner": ...}}`, the body `POST /runs` took first."""
        if isinstance(data, dict) and isinstance(data.get("agent"), dict):
            nested: dict[str, Any] = dict(data["agent"])
            unknown = sorted(set(nested) - set(_AGENT_FIELDS))
            if unknown:
                raise ValueError(f"agent: unknown fields {unknown}; expected {list(_AGENT_FIELDS)}")
            data = {**{k: v for k, v in data.items() if k != "agent"}, **nested}
        return data

    @pydantic.field_validator("version", "definition", "team")
    @classmethod
    def _one_kind_of_agent(cls, value: Any, info: pydantic.ValidationInfo) -> Any:
        """At most one of agent, definition and team; a version only with an agent."""
        if value in (None, False):
            return value
        if info.field_name == "version":
            if info.data.get("agent") is None:
                raise ValueError("only a registered agent (agent) has versions")
            return value
        given = [k for k in ("agent", "definition") if info.data.get(k) is not None]
        if given:
            raise ValueError(f"give one of agent, definition or team; {given[0]} is given too")
        return value

    @pydantic.field_validator("policy")
    @classmethod
    def _policy_only_tightens(cls, policy: ApprovalPolicy | None) -> ApprovalPolicy | None:
        """A run may ask for more approvals, never fewer: its rules require or deny."""
        if policy is None:
            return None
        loose = [r.tool for r in policy.rules if r.action == "auto"]
        if loose:
            raise ValueError(f"a run's rules may require or deny, not auto-approve: {loose}")
        return policy

    @pydantic.field_validator("remember")
    @classmethod
    def _remember_needs_a_plan(cls, value: bool, info: pydantic.ValidationInfo) -> bool:
        if value and info.data.get("planner") == "react":
            raise ValueError("react runs make no plan to reuse: choose another planner")
        return value

    def agent_config(self) -> dict[str, Any]:
        """What the run store keeps as the run's `agent_config`: the spec less its task."""
        # a team's director plans its own way: no planner to keep
        # the session is the run's own column (`Run.session_id`), not how its agent is built
        dropped = {"task", "planner", "session_id"} if self.team else {"task", "session_id"}
        config = self.model_dump(mode="json", exclude=dropped, exclude_none=True)
        return {k: v for k, v in config.items() if v is not False}  # team, remember: when asked

    @classmethod
    def from_run(cls, task: str, agent_config: dict[str, Any]) -> RunSpec:
        """The spec of a stored run (its task and `agent_config`; engine keys are ignored)."""
        known = {k: v for k, v in agent_config.items() if k in cls.model_fields}
        return cls.model_validate({**known, "task": task})
