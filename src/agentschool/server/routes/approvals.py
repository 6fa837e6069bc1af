"""`/approvals`: pending approval requests, and approving or denying one."""

from __future__ import annotations

from typing import Annotated, Literal

import pydantic
from fastapi import APIRouter, Depends

from agentschool.runs.approvals import DIRECT_CALLS, Approval
from agentschool.server.auth import Principal, authorize
from agentschool.server.context import ApiContext, context_of

__all__ = ["Decision", "router"]

router = APIRouter(tags=["approvals"])
Context = Annotated[ApiContext, Depends(context_of)]


class Decision(pydantic.BaseModel):
    """Body of `POST /approvals/{id}`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    decision: Literal["approve", "deny"]
    """Approve or deny the call."""
    reason: str | None = pydantic.Field(default=None, max_length=1000)
    """Why, in the person's words; a denied step fails with it."""


@router.get("/approvals", response_model=list[Approval])
async def pending_approvals(
    context: Context,
    _: Annotated[Principal, Depends(authorize)],
    run_id: str | None = None,
) -> list[Approval]:
    """Approvals waiting for a decision, oldest first."""
    return await context.approvals.pending(run_id)


@router.post("/approvals/{approval_id}", response_model=Approval)
async def decide_approval(
    approval_id: str,
    body: Decision,
    context: Context,
    who: Annotated[Principal, Depends(authorize)],
) -> Approval:
    """Approve or deny a pending approval (409 once decided, used or expired).

    A run waiting on it is woken; a direct call's (an MCP client's) is used when it is made again.
    """
    approval = await context.approvals.decide(
        approval_id, approve=body.decision == "approve", by=who.key_id
    )
    if approval.run_id != DIRECT_CALLS:
        await context.launcher.approval_decided(approval, body.reason)
    return approval
