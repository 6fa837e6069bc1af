"""The side-effect ledger: a side-effecting tool call happens once per (run, step).

Every side-effecting call gets the idempotency key `run_id:step_id` (durable identity, never a fresh
uuid) and a row under UNIQUE(run_id, step_id):

1. `begin` inserts the row as `started` — or finds it. A `completed` row means the effect already
   happened: the caller returns the recorded result instead of calling the tool again. A `started`
   row means an earlier attempt crashed mid-call: the attempt counter goes up and, for a tool whose
   effect cannot be deduplicated (`RiskLevel.DANGEROUS`: shell, generated code), the row becomes
   `outcome_unknown` and a person must approve running it again (`reapprove`: the next attempt
   runs it).
2. The tool runs with `ctx.idempotency_key`; a deduplicating receiver (HTTP API with idempotency
   keys, a UNIQUE column) turns a repeated call into a no-op.
3. `complete` records the result.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import case, func, select, update

from agentschool.exceptions import ToolError
from agentschool.runs.store import RunStore
from agentschool.runs.tables import EffectRow, utcnow
from agentschool.tools.base import RiskLevel

__all__ = ["EffectStatus", "Ledger", "LedgerEntry", "OutcomeUnknown", "args_hash"]


def args_hash(tool: str, args: Any) -> str:
    """sha256 of the tool name and its canonical JSON arguments."""
    canonical = json.dumps([tool, args], sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


class EffectStatus(enum.StrEnum):
    """State of one ledger row."""

    STARTED = "started"
    """The call began; its outcome is not recorded yet."""
    COMPLETED = "completed"
    """The effect happened and its result is recorded."""
    OUTCOME_UNKNOWN = "outcome_unknown"
    """A non-deduplicable call was interrupted: it may or may not have happened."""
    REAPPROVED = "reapproved"
    """A person approved running an outcome-unknown call again; the next attempt runs it."""


class OutcomeUnknown(ToolError):
    """A non-deduplicable effect was interrupted; running it again needs a person's approval."""

    def __init__(self, run_id: str, step_id: str, tool: str) -> None:
        self.run_id = run_id
        self.step_id = step_id
        self.tool = tool
        super().__init__(
            f"the outcome of {tool!r} in step {step_id} of run {run_id} is unknown "
            "(interrupted); approve it again to re-run"
        )


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """A ledger row as `begin` found or made it."""

    run_id: str
    """The run."""
    step_id: str
    """The step."""
    status: EffectStatus
    """`started`, `completed` or `outcome_unknown`."""
    attempts: int
    """How many times the call was begun (more than 1 = re-executed after a crash)."""
    result: Any
    """The recorded result, once completed."""

    @property
    def idempotency_key(self) -> str:
        """The durable key handed to the tool."""
        return f"{self.run_id}:{self.step_id}"


class Ledger:
    """The side-effect ledger on a `RunStore`'s database."""

    def __init__(self, store: RunStore) -> None:
        self.store = store
        self.after_commit: list[Callable[[str, str, str], None]] = []
        """Called with (run_id, step_id, status) after each ledger write commits."""

    def _notify(self, entry: LedgerEntry) -> None:
        for listener in self.after_commit:
            listener(entry.run_id, entry.step_id, entry.status.value)

    async def begin(
        self, run_id: str, step_id: str, tool: str, args: Any, risk: RiskLevel
    ) -> LedgerEntry:
        """Claim the effect of (run_id, step_id), or report that it already happened."""
        values = {
            "run_id": run_id,
            "step_id": step_id,
            "tool": tool,
            "idempotency_key": f"{run_id}:{step_id}",
            "args_hash": args_hash(tool, args),
            "status": EffectStatus.STARTED.value,
            "attempts": 1,
            "created_at": utcnow(),
            "updated_at": utcnow(),
        }
        key = (EffectRow.run_id == run_id, EffectRow.step_id == step_id)
        async with self.store.write() as session:
            inserted = await session.execute(self.store.insert_ignore(EffectRow, values))
            if getattr(inserted, "rowcount", 0) != 1:
                status = EffectStatus.STARTED
                if risk is RiskLevel.DANGEROUS:
                    status = EffectStatus.OUTCOME_UNKNOWN
                # A re-approved call runs (once more); any other interrupted one is `status`.
                next_status = case(
                    (EffectRow.status == EffectStatus.REAPPROVED.value, EffectStatus.STARTED.value),
                    else_=status.value,
                )
                await session.execute(
                    update(EffectRow)
                    .where(*key, EffectRow.status != EffectStatus.COMPLETED.value)
                    .values(
                        attempts=EffectRow.attempts + 1, status=next_status, updated_at=utcnow()
                    )
                )
            row = (await session.scalars(select(EffectRow).where(*key))).one()
            entry = LedgerEntry(run_id, step_id, EffectStatus(row.status), row.attempts, row.result)
        self._notify(entry)
        return entry

    async def complete(self, run_id: str, step_id: str, result: Any) -> None:
        """Record that the effect happened, with its result."""
        async with self.store.write() as session:
            await session.execute(
                update(EffectRow)
                .where(EffectRow.run_id == run_id, EffectRow.step_id == step_id)
                .values(status=EffectStatus.COMPLETED.value, result=result, updated_at=utcnow())
            )
        self._notify(LedgerEntry(run_id, step_id, EffectStatus.COMPLETED, 0, result))

    async def reapprove(self, run_id: str, step_id: str) -> None:
        """After a person approved it, let an `outcome_unknown` effect run again."""
        async with self.store.write() as session:
            await session.execute(
                update(EffectRow)
                .where(
                    EffectRow.run_id == run_id,
                    EffectRow.step_id == step_id,
                    EffectRow.status == EffectStatus.OUTCOME_UNKNOWN.value,
                )
                .values(status=EffectStatus.REAPPROVED.value, updated_at=utcnow())
            )

    async def execute(
        self,
        run_id: str,
        step_id: str,
        tool: str,
        args: Any,
        risk: RiskLevel,
        call: Callable[[], Awaitable[Any]],
    ) -> Any:
        """Run `call` at most once per (run_id, step_id) as far as the ledger can tell.

        Raises:
            OutcomeUnknown: When a non-deduplicable effect was interrupted before.
        """
        entry = await self.begin(run_id, step_id, tool, args, risk)
        if entry.status is EffectStatus.COMPLETED:
            return entry.result
        if entry.status is EffectStatus.OUTCOME_UNKNOWN:
            raise OutcomeUnknown(run_id, step_id, tool)
        result = await call()
        await self.complete(run_id, step_id, result)
        return result

    async def entries(self, run_id: str | None = None) -> list[LedgerEntry]:
        """Ledger rows, of one run or all."""
        query = select(EffectRow).order_by(EffectRow.id)
        if run_id is not None:
            query = query.where(EffectRow.run_id == run_id)
        async with self.store.sessions() as session:
            rows = (await session.scalars(query)).all()
        return [
            LedgerEntry(r.run_id, r.step_id, EffectStatus(r.status), r.attempts, r.result)
            for r in rows
        ]

    async def reexecuted_attempts(self) -> int:
        """Attempts beyond the first, over the whole ledger (proof that crashes hit mid-effect)."""
        query = select(func.coalesce(func.sum(EffectRow.attempts - 1), 0))
        async with self.store.sessions() as session:
            return int((await session.scalar(query)) or 0)
