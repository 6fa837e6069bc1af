"""`GroupCommit`: concurrent submissions share one write; a bad item fails only its caller."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from agentschool.runs.batching import GroupCommit


class Recorder:
    def __init__(self) -> None:
        self.batches: list[list[int]] = []

    async def write(self, items: Sequence[int]) -> list[int]:
        self.batches.append(list(items))
        await asyncio.sleep(0)
        if any(item < 0 for item in items):
            raise ValueError("negative")
        return [item * 10 for item in items]


async def test_items_submitted_together_share_one_write() -> None:
    recorder = Recorder()
    commit = GroupCommit(recorder.write)
    first = await commit.submit(1)
    results = await asyncio.gather(*(commit.submit(i) for i in range(2, 7)))
    assert (first, results) == (10, [20, 30, 40, 50, 60])
    # the flush starts on the next loop turn, when all five are waiting
    assert recorder.batches == [[1], [2, 3, 4, 5, 6]]


async def test_batches_are_capped() -> None:
    recorder = Recorder()
    commit = GroupCommit(recorder.write, max_batch=2)
    await asyncio.gather(*(commit.submit(i) for i in range(5)))
    assert max(len(batch) for batch in recorder.batches) == 2
    assert sorted(i for batch in recorder.batches for i in batch) == [0, 1, 2, 3, 4]


async def test_a_bad_item_fails_only_its_caller() -> None:
    recorder = Recorder()
    commit = GroupCommit(recorder.write)
    await commit.submit(0)
    results = await asyncio.gather(
        *(commit.submit(i) for i in (1, 2, -3, 4, 5)), return_exceptions=True
    )
    assert results[:2] == [10, 20] and results[3:] == [40, 50]
    assert isinstance(results[2], ValueError)


async def test_a_cancelled_caller_does_not_break_the_batch() -> None:
    recorder = Recorder()
    commit = GroupCommit(recorder.write)
    await commit.submit(0)
    waiting = [asyncio.create_task(commit.submit(i)) for i in (1, 2, 3)]
    await asyncio.sleep(0)
    waiting[1].cancel()
    done = await asyncio.gather(*waiting, return_exceptions=True)
    assert done[0] == 10 and done[2] == 30
    assert isinstance(done[1], asyncio.CancelledError)
    with pytest.raises(ValueError, match="negative"):
        await commit.submit(-1)
