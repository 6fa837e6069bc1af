"""`create_app(tune_gc=True)`: a served app freezes its startup heap and collects less often."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from agentschool.server.app import SERVING_GC_THRESHOLD

SCRIPT = textwrap.dedent(
    """
    import asyncio, gc, json, sys, tempfile
    from agentschool.runs.store import RunStore
    from agentschool.server.app import create_app

    async def main(tune):
        with tempfile.TemporaryDirectory() as home:
            store = RunStore(f"sqlite:///{home}/runs.db")
            app = create_app(store, tune_gc=tune)
            async with app.router.lifespan_context(app):
                seen = [gc.get_freeze_count(), gc.get_threshold()[0]]
            await store.close()
        print(json.dumps(seen))

    asyncio.run(main(sys.argv[1] == "tune"))
    """
)


def _after_startup(mode: str) -> tuple[int, int]:
    """The frozen object count and the young generation's threshold of a started app."""
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    frozen, threshold = json.loads(done.stdout.splitlines()[-1])
    return frozen, threshold


def test_a_served_app_tunes_the_collector_and_a_plain_one_does_not() -> None:
    frozen, threshold = _after_startup("tune")
    assert frozen > 10_000  # modules, the app, its validators
    assert threshold == SERVING_GC_THRESHOLD
    assert _after_startup("plain") == (0, 700)  # Python's defaults
