"""Durable approvals: a person approves or denies one risky tool call of a run.

An approval is bound to sha256(tool, args): it authorizes exactly that call, once (`consume` marks
it used), and only until it expires. A tool call made outside any run (an MCP client calling a
tool) is asked for under the run id `DIRECT_CALLS`: nobody waits on it; the caller calls again.
"""

from __future__ import annotations

import enum
from datetime import timedelta
from typing import Any

import pydantic
from sqlalchemy import select, update

from agentschool.exceptions import UserError
from agentschool.runs.ledger import args_hash
from agentschool.runs.records import new_id
from agentschool.runs.store import RunStore
from agentschool.runs.tables import ApprovalRow, utcnow

__all__ = [
    "DIRECT_CALLS",
    "Approval",
    "ApprovalConflict",
    "ApprovalNotFound",
    "ApprovalStatus",
    "ApprovalStore",
]

DIRECT_CALLS = "direct"
"""The `run_id` of approvals for tool calls made outside a run (MCP clients calling a tool)."""


class ApprovalStatus(enum.StrEnum):
    """State of an approval."""

    PENDING = "pending"
    """Waiting for a decision."""
    APPROVED = "approved"
    """Approved, not used yet."""
    DENIED = "denied"
    """Denied."""
    USED = "used"
    """Approved and consumed by the call it authorized."""
    EXPIRED = "expired"
    """Not decided (or not used) in time."""


class ApprovalNotFound(UserError):
    """No approval has this id."""


class ApprovalConflict(UserError):
    """The approval cannot take this decision (already decided, used or expired)."""


class Approval(pydantic.BaseModel):
    """An approval request as the API shows it."""

    model_config = pydantic.ConfigDict(from_attributes=True)

    id: str
    """Approval id (`apr_…`)."""
    run_id: str
    """The run waiting on it."""
    step_id: str
    """The step whose tool call needs it."""
    tool: str
    """The tool to call."""
    args: Any
    """The exact arguments approved."""
    args_hash: str
    """sha256 of (tool, args): the approval authorizes only this call."""
    reason: str | None = None
    """Why approval is needed."""
    status: ApprovalStatus
    """Pending, approved, denied, used or expired."""
    expires_at: pydantic.AwareDatetime
    """When it stops being valid."""


class ApprovalStore:
    """Approvals on a `RunStore`'s database.

    Args:
        store: The run store.
        ttl: How long a request (and an approval) stays valid.
    """

    def __init__(self, store: RunStore, *, ttl: timedelta = timedelta(hours=1)) -> None:
        self.store = store
        self.ttl = ttl

    async def request(
        self, run_id: str, step_id: str, tool: str, args: Any, reason: str | None = None
    ) -> Approval:
        """Ask for approval of one call; asking again for the same step returns the same request."""
        values = {
            "id": new_id("apr"),
            "run_id": run_id,
            "step_id": step_id,
            "tool": tool,
            "args": args,
            "args_hash": args_hash(tool, args),
            "reason": reason,
            "status": ApprovalStatus.PENDING.value,
            "created_at": utcnow(),
            "expires_at": utcnow() + self.ttl,
        }
        async with self.store.write() as session:
            await session.execute(self.store.insert_ignore(ApprovalRow, values))
            row = (
                await session.scalars(
                    select(ApprovalRow).where(
                        ApprovalRow.run_id == run_id, ApprovalRow.step_id == step_id
                    )
                )
            ).one()
        return Approval.model_validate(row)

    async def get(self, approval_id: str) -> Approval:
        """One approval.

        Raises:
            ApprovalNotFound: When there is none.
        """
        async with self.store.sessions() as session:
            row = await session.get(ApprovalRow, approval_id)
        if row is None:
            raise ApprovalNotFound(f"no approval with id {approval_id!r}")
        return Approval.model_validate(row)

    async def pending(self, run_id: str | None = None) -> list[Approval]:
        """Approvals waiting for a decision and not expired, oldest first."""
        query = (
            select(ApprovalRow)
            .where(
                ApprovalRow.status == ApprovalStatus.PENDING.value,
                ApprovalRow.expires_at > utcnow(),
            )
            .order_by(ApprovalRow.created_at)
        )
        if run_id is not None:
            query = query.where(ApprovalRow.run_id == run_id)
        async with self.store.sessions() as session:
            return [Approval.model_validate(r) for r in (await session.scalars(query)).all()]

    async def decide(self, approval_id: str, *, approve: bool, by: str | None = None) -> Approval:
        """Approve or deny a pending, unexpired approval.

        Raises:
            ApprovalNotFound: When there is none.
            ApprovalConflict: When it is not pending any more, or has expired.
        """
        target = ApprovalStatus.APPROVED if approve else ApprovalStatus.DENIED
        query = (
            update(ApprovalRow)
            .where(
                ApprovalRow.id == approval_id,
                ApprovalRow.status == ApprovalStatus.PENDING.value,
                ApprovalRow.expires_at > utcnow(),
            )
            .values(status=target.value, decided_at=utcnow(), decided_by=by)
        )
        async with self.store.write() as session:
            changed = getattr(await session.execute(query), "rowcount", 0)
        current = await self.get(approval_id)
        if changed != 1:
            state = "expired" if current.expires_at <= utcnow() else current.status.value
            raise ApprovalConflict(f"approval {approval_id} is {state}; it cannot be decided")
        return current

    async def consume(self, approval_id: str, tool: str, args: Any) -> bool:
        """Use an approval for exactly this call: True once, if it was approved for these args."""
        query = (
            update(ApprovalRow)
            .where(
                ApprovalRow.id == approval_id,
                ApprovalRow.status == ApprovalStatus.APPROVED.value,
                ApprovalRow.args_hash == args_hash(tool, args),
                ApprovalRow.expires_at > utcnow(),
            )
            .values(status=ApprovalStatus.USED.value)
        )
        async with self.store.write() as session:
            return getattr(await session.execute(query), "rowcount", 0) == 1

    async def consume_any(self, run_id: str, tool: str, args: Any) -> bool:
        """Use one approved, unexpired approval of `run_id` for exactly this call: True once.

        A direct call (`DIRECT_CALLS`) approved on REST carries no approval id back to the
        caller, so the approval is found by the call itself (its sha256) when it is made again.
        """
        digest = args_hash(tool, args)
        query = (
            select(ApprovalRow.id)
            .where(
                ApprovalRow.run_id == run_id,
                ApprovalRow.status == ApprovalStatus.APPROVED.value,
                ApprovalRow.args_hash == digest,
                ApprovalRow.expires_at > utcnow(),
            )
            .order_by(ApprovalRow.created_at)
        )
        async with self.store.sessions() as session:
            candidates = list((await session.scalars(query)).all())
        for approval_id in candidates:  # another caller may take one first: try the next
            if await self.consume(approval_id, tool, args):
                return True
        return False
