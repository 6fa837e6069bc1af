"""`/memory`: long-term memory over REST (remember, recall, list, stats, forget).

The memory is `app.state.memory` (a `LongTermMemory`), opened on first use from the settings:
sqlite-vec in the data dir, or pgvector on a PostgreSQL `database_url` (see
`agentschool.memory.long_term.open_memory_store`). Embedding is CPU-bound, so every call runs in
a worker thread. Reads need `read`, remembering needs `run`, forgetting needs `admin`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import anyio
import pydantic
from fastapi import APIRouter, Depends, Query, Request

from agentschool.exceptions import UserError
from agentschool.memory.long_term import LongTermMemory, open_memory_store
from agentschool.memory.store import _FILTER_KEY, MemoryRecord
from agentschool.server.auth import Principal, authorize
from agentschool.server.errors import Problem

__all__ = [
    "MemoryHit",
    "MemoryItem",
    "MemoryStats",
    "RecallRequest",
    "RecallResult",
    "RememberRequest",
    "Remembered",
    "get_memory",
    "router",
]

router = APIRouter(prefix="/memory", tags=["memory"])
Reader = Annotated[Principal, Depends(authorize)]
Runner = Annotated[Principal, Depends(authorize)]
Admin = Annotated[Principal, Depends(authorize)]
Scalar = str | int | float | bool | None
_T = TypeVar("_T")


def get_memory(request: Request) -> LongTermMemory:
    """The app's long-term memory (opened from the settings on first use; a dependency)."""
    memory: LongTermMemory | None = getattr(request.app.state, "memory", None)
    if memory is None:
        memory = request.app.state.memory = LongTermMemory(open_memory_store())
    return memory


Memory = Annotated[LongTermMemory, Depends(get_memory)]


class RememberRequest(pydantic.BaseModel):
    """Body of `POST /memory`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    text: str = pydantic.Field(min_length=1, max_length=20_000)
    """What to remember (what is embedded and searched)."""
    metadata: dict[str, Any] = pydantic.Field(default_factory=dict[str, Any])
    """JSON metadata; `recall` filters on its top-level keys."""
    ttl_seconds: float | None = pydantic.Field(default=None, gt=0)
    """Forget it after this many seconds; the memory's default when null."""


class Remembered(pydantic.BaseModel):
    """A stored memory's id."""

    id: str
    """The new memory's id."""


class RecallRequest(pydantic.BaseModel):
    """Body of `POST /memory/recall`."""

    model_config = pydantic.ConfigDict(extra="forbid")

    query: str = pydantic.Field(min_length=1, max_length=20_000)
    """What to look for."""
    k: int = pydantic.Field(default=5, ge=1, le=100)
    """How many memories at most."""
    filter: dict[str, Scalar] = pydantic.Field(
        default_factory=dict[str, Scalar],
        json_schema_extra={"propertyNames": {"pattern": _FILTER_KEY.pattern}},  # check_filter's
    )
    """Top-level metadata keys (letters, digits and `_`) that must equal these values."""
    min_score: float | None = pydantic.Field(default=None, ge=-1, le=1)
    """Drop memories less similar than this (cosine similarity)."""


class MemoryHit(pydantic.BaseModel):
    """A recalled memory."""

    id: str
    """The memory's id."""
    text: str
    """The remembered text."""
    score: float
    """Cosine similarity to the query (1 = same direction)."""
    metadata: dict[str, Any]
    """Its metadata."""


class RecallResult(pydantic.BaseModel):
    """The memories most similar to a query, best first."""

    memories: list[MemoryHit]
    """Best first."""


class MemoryItem(pydantic.BaseModel):
    """One stored memory."""

    id: str
    """Its id."""
    text: str
    """The remembered text."""
    metadata: dict[str, Any]
    """Its metadata."""
    created_at: float
    """Unix time it was remembered."""
    expires_at: float | None
    """Unix time it is forgotten; never when null."""


class MemoryStats(pydantic.BaseModel):
    """What the memory holds, and what experience saved."""

    backend: str
    """`sqlite-vec` or `pgvector`."""
    location: str
    """Where it is stored."""
    memories: int
    """Memories stored."""
    dimension: int | None
    """Vector dimension (null before the first memory)."""
    model: str | None
    """The embedding model of the stored vectors."""
    counters: dict[str, int]
    """Every counter the store keeps."""
    experience: dict[str, int]
    """Runs recorded, plans reused and model calls saved."""


async def _blocking(function: Callable[[], _T]) -> _T:
    try:
        return await anyio.to_thread.run_sync(function)
    except UserError as exc:
        raise Problem(422, str(exc)) from None


def _item(record: MemoryRecord) -> MemoryItem:
    return MemoryItem.model_validate(record.as_dict())


@router.post("", status_code=201, response_model=Remembered)
async def remember(body: RememberRequest, memory: Memory, _: Runner) -> Remembered:
    """Remember a text with metadata."""
    return Remembered(
        id=await _blocking(lambda: memory.remember(body.text, body.metadata, ttl=body.ttl_seconds))
    )


@router.post("/recall", response_model=RecallResult)
async def recall(body: RecallRequest, memory: Memory, _: Reader) -> RecallResult:
    """The live memories most similar to `query`, best first (a read: POST only for the body)."""
    hits = await _blocking(
        lambda: memory.recall(body.query, body.k, body.filter, min_score=body.min_score)
    )
    return RecallResult(memories=[MemoryHit(**hit._asdict()) for hit in hits])


@router.get("", response_model=list[MemoryItem])
async def list_memories(
    memory: Memory,
    _: Reader,
    kind: Annotated[str | None, Query(max_length=100)] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> list[MemoryItem]:
    """Memories, newest first (of one `kind`: fact, experience, ...)."""
    where = {"kind": kind} if kind else None
    records = await _blocking(lambda: memory.list(where, limit=limit, offset=offset))
    return [_item(r) for r in records]


@router.get("/stats", response_model=MemoryStats)
async def memory_stats(memory: Memory, _: Reader) -> MemoryStats:
    """What is stored, and how many plans were reused and model calls saved."""
    from agentschool.memory.experience import ExperienceMemory  # loads the agent layer

    def collect() -> MemoryStats:
        return MemoryStats(**memory.stats(), experience=ExperienceMemory(memory).stats())

    return await _blocking(collect)


@router.delete("/{memory_id}", response_model=Remembered)
async def forget(memory_id: str, memory: Memory, _: Admin) -> Remembered:
    """Forget one memory (404 when there is none with that id)."""
    if not await _blocking(lambda: memory.forget(memory_id)):
        raise Problem(404, f"no memory with id {memory_id!r}")
    return Remembered(id=memory_id)
