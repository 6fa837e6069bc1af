"""`GroupCommit`: writes arriving together share one transaction.

Under load, a commit per request makes every request wait for its own round trips (and, on
SQLite, for its turn at the single writer lock). A `GroupCommit` collects the items submitted
while a write is in progress and writes them together in the next one: one transaction serves
many callers, and each caller still learns only after its item is committed.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

__all__ = ["GroupCommit"]

T = TypeVar("T")
R = TypeVar("R")


@dataclass(slots=True)
class _Queue(Generic[T, R]):
    items: list[tuple[T, asyncio.Future[R]]] = field(default_factory=list)
    flushing: asyncio.Task[None] | None = None


class GroupCommit(Generic[T, R]):
    """Batches `submit(item)` calls into `write(items)` calls, one at a time per event loop.

    Args:
        write: Writes a batch in one transaction and returns one result per item, in order.
        max_batch: Most items per `write`.

    When a batch of several items fails, each item is retried alone, so one bad item fails only
    its own caller.
    """

    def __init__(
        self, write: Callable[[Sequence[T]], Awaitable[Sequence[R]]], *, max_batch: int = 500
    ) -> None:
        self.write = write
        self.max_batch = max_batch
        self._queues: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Queue[T, R]] = (
            weakref.WeakKeyDictionary()
        )

    async def submit(self, item: T) -> R:
        """Write `item` with whatever else is waiting; return its result once committed."""
        loop = asyncio.get_running_loop()
        queue = self._queues.get(loop)
        if queue is None:
            queue = self._queues[loop] = _Queue()
        done: asyncio.Future[R] = loop.create_future()
        queue.items.append((item, done))
        if queue.flushing is None or queue.flushing.done():
            queue.flushing = loop.create_task(self._flush(queue))
        return await done

    async def _flush(self, queue: _Queue[T, R]) -> None:
        while queue.items:
            batch = queue.items[: self.max_batch]
            del queue.items[: self.max_batch]
            await self._write_batch(batch)

    async def _write_batch(self, batch: list[tuple[T, asyncio.Future[R]]]) -> None:
        try:
            results = await self.write([item for item, _ in batch])
        except Exception as exc:
            if len(batch) == 1:
                if not batch[0][1].done():  # else the caller was cancelled; nothing to tell
                    batch[0][1].set_exception(exc)
                return
            for one in batch:  # isolate the bad item
                await self._write_batch([one])
            return
        for (_, done), result in zip(batch, results, strict=True):
            if not done.done():
                done.set_result(result)
