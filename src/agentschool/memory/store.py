"""What a long-term memory store keeps, and the `VectorStore` interface of its backends.

A store keeps each memory's text, JSON metadata, creation and expiry times and its embedding, plus
the embedding dimension and model it was built with (so a mismatch is refused, never overwritten),
and a few named counters (plans reused, model calls saved).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

import numpy as np

from agentschool.exceptions import UserError
from agentschool.memory.embeddings import Vectors

__all__ = [
    "DimensionMismatchError",
    "Memory",
    "MemoryRecord",
    "VectorStore",
    "check_filter",
    "unit_vector",
]

_FILTER_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")


class DimensionMismatchError(UserError):
    """Vectors of one dimension were offered to a store built for another."""

    def __init__(self, stored: int, given: int, *, where: str, model: str | None = None) -> None:
        self.stored = stored
        self.given = given
        source = f"the embedding model {model!r}" if model else "the new vectors"
        super().__init__(
            f"{where} holds {stored}-dimensional vectors but {source} produces {given}-dimensional "
            "ones; nothing was changed. Use the model the store was built with, or a new store."
        )


@dataclass(slots=True, kw_only=True)
class MemoryRecord:
    """One stored memory without its vector."""

    id: str
    """Stable id (a uuid hex)."""
    text: str
    """The remembered text (what was embedded)."""
    metadata: dict[str, Any] = field(default_factory=dict[str, Any])
    """JSON metadata; `recall` filters on its top-level keys."""
    created_at: float
    """Unix time it was remembered."""
    expires_at: float | None = None
    """Unix time after which it is forgotten; never when None."""

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "id": self.id,
            "text": self.text,
            "metadata": self.metadata,
            "created_at": self.created_at,
            "expires_at": self.expires_at,
        }


class Memory(NamedTuple):
    """A recalled memory: `(id, text, score, metadata)`, score = cosine similarity in [-1, 1]."""

    id: str
    """The memory's id."""
    text: str
    """The remembered text."""
    score: float
    """Cosine similarity to the query (1 = same direction)."""
    metadata: dict[str, Any]
    """Its metadata."""


def check_filter(where: Mapping[str, Any] | None) -> dict[str, Any]:
    """A metadata filter, checked: top-level keys matched for equality on JSON scalars.

    Raises:
        UserError: A key is not a plain identifier or a value is not a JSON scalar.
    """
    checked: dict[str, Any] = {}
    for key, value in (where or {}).items():
        if not _FILTER_KEY.match(key):
            raise UserError(f"invalid metadata filter key {key!r}: use letters, digits and _")
        if value is not None and not isinstance(value, str | int | float | bool):
            raise UserError(f"metadata filter {key!r}: only str, number, bool or null values")
        checked[key] = value
    return checked


def unit_vector(vector: Sequence[float] | Vectors) -> Vectors:
    """`vector` as a 1-D float32 array of length 1 (zero vectors are refused).

    Raises:
        UserError: The vector is empty or all zeros.
    """
    array = np.asarray(vector, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(array))
    if array.size == 0 or norm == 0.0:
        raise UserError("cannot store or search with an empty or all-zero vector")
    return array / norm


class VectorStore(Protocol):
    """Where long-term memories and their vectors live (sqlite-vec, pgvector)."""

    backend: str
    """`sqlite-vec` or `pgvector`."""
    location: str
    """Where the data is (file path or table), for messages."""

    def dimension(self) -> int | None:
        """Dimension of the stored vectors; None while the store is empty and new."""
        ...

    def model(self) -> str | None:
        """Name of the embedding model the stored vectors came from."""
        ...

    def add(self, records: Sequence[MemoryRecord], vectors: Vectors, *, model: str) -> None:
        """Store memories with their unit vectors (one row of `vectors` per record).

        Raises:
            DimensionMismatchError: The vectors' dimension differs from the stored ones'.
        """
        ...

    def search(
        self, vector: Vectors, k: int, where: Mapping[str, Any], now: float
    ) -> list[tuple[MemoryRecord, float]]:
        """The `k` live memories nearest to `vector` matching `where`, with cosine similarity."""
        ...

    def get(self, memory_id: str) -> MemoryRecord | None:
        """One memory by id."""
        ...

    def update_metadata(self, memory_id: str, metadata: Mapping[str, Any]) -> None:
        """Replace a memory's metadata."""
        ...

    def delete(self, memory_id: str) -> bool:
        """Forget one memory; False when there was none."""
        ...

    def list(self, *, where: Mapping[str, Any], limit: int, offset: int = 0) -> list[MemoryRecord]:
        """Memories matching `where`, newest first."""
        ...

    def count(self) -> int:
        """Number of stored memories (expired ones included until pruned)."""
        ...

    def prune(self, *, now: float, max_items: int | None, created_before: float | None) -> int:
        """Delete expired memories, those created before a time, then the oldest beyond a cap."""
        ...

    def bump(self, counter: str, by: int = 1, *, key: str | None = None) -> None:
        """Add to a named counter; with `key`, once per (counter, key) however often it is called.

        A keyed bump is what a replayed step may repeat (a run's id as the key): it counts once.
        """
        ...

    def counters(self) -> dict[str, int]:
        """Every named counter."""
        ...

    def close(self) -> None:
        """Release the connection."""
        ...
