"""Approval policy: which tool calls run at once, which wait for a human, which are refused.

A policy is a list of rules matched in order (tool name glob, optional regex per argument);
the first match decides. Without a matching rule the tool's risk decides: read and write run,
dangerous waits. An `Approver` answers pending requests: the CLI asks the user, durable runs
wait for the REST API.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from agentschool.exceptions import UserError
from agentschool.tools.base import RiskLevel, Tool

__all__ = [
    "ApprovalDecision",
    "ApprovalPolicy",
    "ApprovalRequest",
    "ApprovalRule",
    "Approver",
    "call_digest",
]

Action = Literal["auto", "require", "deny"]

_RISK_DEFAULTS: dict[RiskLevel, Action] = {
    RiskLevel.READ: "auto",
    RiskLevel.WRITE: "auto",
    RiskLevel.DANGEROUS: "require",
}


def call_digest(tool: str, args: dict[str, Any]) -> str:
    """sha256 of a tool call; an approval is valid for exactly this call."""
    payload = json.dumps({"tool": tool, "args": args}, sort_keys=True, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()


class ApprovalRule(BaseModel):
    """One line of a policy file."""

    model_config = ConfigDict(extra="forbid")

    tool: str = "*"
    """Tool name or glob (`shell`, `todo_*`, `*`)."""
    args: dict[str, str] = Field(default_factory=dict[str, str])
    """Argument name → regex the argument's text must match (all must match)."""
    action: Action
    """What to do with a matching call."""

    def matches(self, tool: str, args: dict[str, Any]) -> bool:
        """Whether this rule applies to the call."""
        if not fnmatch.fnmatchcase(tool, self.tool):
            return False
        return all(
            name in args and re.search(pattern, str(args[name])) is not None
            for name, pattern in self.args.items()
        )


class ApprovalPolicy(BaseModel):
    """Ordered rules plus the per-risk defaults."""

    model_config = ConfigDict(extra="forbid")

    rules: list[ApprovalRule] = Field(default_factory=list[ApprovalRule])
    """Checked in order; the first match decides."""
    defaults: dict[RiskLevel, Action] = Field(default_factory=lambda: dict(_RISK_DEFAULTS))
    """The decision by risk level when no rule matches."""

    def decide(self, tool: Tool, args: dict[str, Any]) -> Action:
        """auto, require or deny for this call."""
        for rule in self.rules:
            if rule.matches(tool.name, args):
                return rule.action
        return self.defaults.get(tool.risk, "require")

    @classmethod
    def from_file(cls, path: str | Path) -> ApprovalPolicy:
        """Load a policy from YAML, JSON or TOML (`rules = [{tool, args, action}]`).

        Raises:
            UserError: The file is missing or invalid (the message names the field).
        """
        path = Path(path)
        try:
            text = path.read_text()
        except OSError as exc:
            raise UserError(f"cannot read approval policy {path}: {exc.strerror}") from None
        if path.suffix == ".toml":
            data: Any = tomllib.loads(text)
        else:
            import yaml  # YAML also reads JSON; loaded only for policy files

            data = yaml.safe_load(text)
        try:
            return cls.model_validate(data or {})
        except ValueError as exc:
            raise UserError(f"invalid approval policy {path}: {exc}") from None


@dataclass(frozen=True, slots=True, kw_only=True)
class ApprovalRequest:
    """A tool call waiting for a decision."""

    run_id: str
    """The run."""
    step_id: str
    """The step."""
    tool: str
    """The tool."""
    args: dict[str, Any]
    """The exact arguments."""
    digest: str = field(default="")
    """`call_digest(tool, args)`."""


@dataclass(frozen=True, slots=True)
class ApprovalDecision:
    """The answer to an `ApprovalRequest`."""

    approved: bool
    """Go ahead or not."""
    reason: str = ""
    """Why, if given."""


class Approver(Protocol):
    """Answers approval requests (a person at the CLI, the REST API, a test)."""

    async def __call__(self, request: ApprovalRequest) -> ApprovalDecision:
        """Decide on one pending tool call."""
        ...
