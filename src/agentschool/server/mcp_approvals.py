"""Approvals through the MCP client: a call the approval policy holds back asks the person first.

The approval policy (the file of `AGENTSCHOOL_APPROVAL_POLICY`, as for runs) decides every
`tools/call`: auto runs it, deny refuses it, require asks the person at the client, in the way
the client's protocol allows:

- 2026-07-28: the call answers an input-required result carrying an elicitation (the tool, its
  arguments and why it needs approval), with the approval's id as `requestState` (sealed by the
  SDK's `RequestStateBoundary` and bound to this tool and these arguments); the client retries
  the call with the person's answer;
- 2025-11-25: an `elicitation/create` request while the call waits;
- a client without the elicitation capability: a refusal naming the approval to decide on REST
  (`POST /api/v1/approvals/{id}`); made again with the same arguments once approved, the call runs.

Every question is an `ApprovalStore` row under the run id `DIRECT_CALLS`, bound to sha256(tool,
args): an accepted approval is consumed by exactly this call, once. A declined, cancelled or
unanswered question refuses the call with a result saying so, and the tool does not run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import anyio
import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types.version import is_version_at_least

from agentschool.agent.approval import ApprovalPolicy
from agentschool.runs.approvals import (
    DIRECT_CALLS,
    Approval,
    ApprovalConflict,
    ApprovalNotFound,
    ApprovalStore,
)
from agentschool.runs.ledger import args_hash
from agentschool.runs.records import new_id
from agentschool.server.mcp_authz import mcp_caller
from agentschool.tools.base import AskCallback, RiskLevel, Tool

__all__ = [
    "APPROVAL_INPUT",
    "APPROVAL_SCHEMA",
    "META_APPROVAL",
    "McpApprovals",
    "approval_answer",
    "approval_question",
    "client_asker",
]

APPROVAL_INPUT = "agentschool/approval"
"""Key of the approval question in an input-required result (and of its answer)."""
META_APPROVAL = "agentschool/approval"
"""`_meta` key of a refusal's approval id (to decide on REST)."""
APPROVAL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "approve": {
            "type": "boolean",
            "title": "Approve",
            "description": "Run this call once, with exactly these arguments.",
            "default": True,
        }
    },
    "required": ["approve"],
}
"""What the person answers: accepting the form with `approve` true approves the call."""

_INPUT_REQUIRED_VERSION = "2026-07-28"
_RISK_WHY = {
    RiskLevel.READ: "it reads data",
    RiskLevel.WRITE: "it changes data",
    RiskLevel.DANGEROUS: "its effects cannot be undone or deduplicated (code, shell, a submission)",
}

Gate = types.CallToolResult | types.InputRequiredResult | None


def approval_question(tool: str, args: Any, why: str | None) -> str:
    """The question shown to the person: the tool, its exact arguments, why it needs approval."""
    shown = json.dumps(args, ensure_ascii=False, indent=2, sort_keys=True)
    because = f"\nWhy approval is needed: {why}." if why else ""
    return f"Approve one call of the tool {tool!r}?\nArguments:\n{shown}{because}"


def approval_answer(answer: Any) -> bool:
    """Whether an elicitation answer approves: accepted with `approve` true (or left default)."""
    if not isinstance(answer, types.ElicitResult) or answer.action != "accept":
        return False
    return (answer.content or {}).get("approve", True) is True


def client_asker(ctx: ServerRequestContext[Any, Any]) -> AskCallback | None:
    """How a tool asks the person at the client during this call (`ToolContext.ask`).

    An `elicitation/create` request on a 2025-11-25 connection whose client answers forms; None
    otherwise (a 2026-07-28 call cannot wait mid-way for the client: its questions are asked by
    input-required results, as the approvals are).
    """
    if _answers_by_input_required(ctx) or not _can_elicit(ctx):
        return None

    async def ask(message: str, schema: dict[str, Any]) -> tuple[str, dict[str, Any] | None]:
        answer = await ctx.session.elicit_form(message, schema, related_request_id=ctx.request_id)
        return answer.action, None if answer.content is None else dict(answer.content)

    return ask


def _refusal(message: str, approval: Approval | None = None) -> types.CallToolResult:
    meta = {META_APPROVAL: approval.id} if approval is not None else None
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=message)], is_error=True, _meta=meta
    )


def _can_elicit(ctx: ServerRequestContext[Any, Any]) -> bool:
    """Whether the client declared form elicitation (a bare `elicitation: {}` counts)."""
    capabilities = ctx.session.client_capabilities
    elicitation = capabilities.elicitation if capabilities is not None else None
    return elicitation is not None and (elicitation.form is not None or elicitation.url is None)


def _answers_by_input_required(ctx: ServerRequestContext[Any, Any]) -> bool:
    version = ctx.protocol_version
    return bool(version) and is_version_at_least(version, _INPUT_REQUIRED_VERSION)


@dataclass
class McpApprovals:
    """Decides each MCP tool call by the approval policy, asking the client when it must.

    Args:
        store: Where approval requests are kept (the run store's approvals).
        policy: The approval policy; the per-risk defaults (dangerous asks) when not given.
        answer_timeout: Seconds an elicitation request waits for the person (2025-11-25).
        api_prefix: The REST API's prefix, named in refusals to clients that cannot answer.
    """

    store: ApprovalStore
    policy: ApprovalPolicy = field(default_factory=ApprovalPolicy)
    answer_timeout: float = 300.0
    api_prefix: str = "/api/v1"

    async def gate(
        self, ctx: ServerRequestContext[Any, Any], tool: Tool, params: types.CallToolRequestParams
    ) -> Gate:
        """None when the call may run now; otherwise the result to answer instead of running it."""
        args = params.arguments or {}
        action = self.policy.decide(tool, args)
        if action == "auto":
            return None
        if action == "deny":
            return _refusal(f"refused: the approval policy denies this call of {tool.name!r}")
        if await self.store.consume_any(DIRECT_CALLS, tool.name, args):
            return None  # approved on REST since the last attempt: this call uses it
        if _answers_by_input_required(ctx):
            return await self._by_input_request(ctx, tool, args, params)
        if not _can_elicit(ctx):
            return self._rest_refusal(tool, args, await self._ask(tool, args))
        return await self._by_elicitation(ctx, tool, args)

    def why(self, tool: Tool, args: dict[str, Any]) -> str:
        """Why this call needs approval, in words for the person asked."""
        for rule in self.policy.rules:
            if rule.matches(tool.name, args):
                return f"the approval policy's rule for {rule.tool!r} requires it"
        return f"{tool.name!r} is a {tool.risk.value} tool: {_RISK_WHY[tool.risk]}"

    def question(self, tool: Tool, args: dict[str, Any]) -> str:
        """The message shown to the person: tool, arguments, why."""
        return approval_question(tool.name, args, self.why(tool, args))

    async def _ask(self, tool: Tool, args: dict[str, Any]) -> Approval:
        step = new_id("mcp")  # one question per call attempt
        return await self.store.request(DIRECT_CALLS, step, tool.name, args, self.why(tool, args))

    def _elicitation(self, tool: Tool, args: dict[str, Any]) -> types.ElicitRequest:
        return types.ElicitRequest(
            params=types.ElicitRequestFormParams(
                message=self.question(tool, args), requested_schema=APPROVAL_SCHEMA
            )
        )

    async def _by_input_request(
        self,
        ctx: ServerRequestContext[Any, Any],
        tool: Tool,
        args: dict[str, Any],
        params: types.CallToolRequestParams,
    ) -> Gate:
        answers = params.input_responses or {}
        if params.request_state is not None and APPROVAL_INPUT in answers:
            return await self._settle(
                ctx, params.request_state, tool, args, answers[APPROVAL_INPUT]
            )
        approval = await self._ask(tool, args)
        if not _can_elicit(ctx):
            return self._rest_refusal(tool, args, approval)
        return types.InputRequiredResult(
            input_requests={APPROVAL_INPUT: self._elicitation(tool, args)},
            request_state=approval.id,
        )

    async def _by_elicitation(
        self, ctx: ServerRequestContext[Any, Any], tool: Tool, args: dict[str, Any]
    ) -> Gate:
        approval = await self._ask(tool, args)
        with anyio.move_on_after(self.answer_timeout):
            try:
                answer = await ctx.session.elicit_form(
                    self.question(tool, args), APPROVAL_SCHEMA, related_request_id=ctx.request_id
                )
            except MCPError as exc:
                await self._deny(approval)
                return _refusal(f"not run: the approval request failed ({exc})", approval)
            return await self._settle(ctx, approval.id, tool, args, answer)
        await self._deny(approval)
        return _refusal(
            f"not run: nobody answered the approval request within {self.answer_timeout:g} s",
            approval,
        )

    async def _deny(self, approval: Approval) -> None:
        try:
            await self.store.decide(approval.id, approve=False)
        except ApprovalConflict:
            pass  # decided meanwhile (on REST): that decision stands

    async def _settle(
        self,
        ctx: ServerRequestContext[Any, Any],
        approval_id: str,
        tool: Tool,
        args: dict[str, Any],
        answer: Any,
    ) -> Gate:
        """Record the person's answer; None (run now) when it approved exactly this call."""
        try:
            approval = await self.store.get(approval_id)
        except ApprovalNotFound:
            return _refusal("not run: the answered approval request does not exist")
        if approval.run_id != DIRECT_CALLS or approval.args_hash != args_hash(tool.name, args):
            return _refusal("not run: the answered approval request is for another call")
        approve = approval_answer(answer)
        caller = mcp_caller(ctx)
        try:
            await self.store.decide(
                approval_id, approve=approve, by=caller.key_id if caller is not None else None
            )
        except ApprovalConflict as exc:
            return _refusal(f"not run: {exc.message}", approval)
        if not approve:
            action = answer.action if isinstance(answer, types.ElicitResult) else "no answer"
            said = "answered without approving" if action == "accept" else action
            return _refusal(f"not run: the call of {tool.name!r} was not approved ({said})")
        if await self.store.consume(approval_id, tool.name, args):
            return None
        return _refusal("not run: the approval is not valid for this call", approval)

    def _rest_refusal(self, tool: Tool, args: dict[str, Any], approval: Approval) -> Gate:
        return _refusal(
            f"not run: {tool.name!r} needs approval ({self.why(tool, args)}) and this client "
            "cannot answer input requests (no elicitation capability). Approve it on the REST "
            f'API: POST {self.api_prefix}/approvals/{approval.id} with {{"decision": "approve"}} '
            "(a key of scope run), then call the tool again with the same arguments: it runs once.",
            approval,
        )
