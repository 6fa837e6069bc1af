"""`create_app(freeze_heap=True)`: a served app's startup heap leaves the collector's scans."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import asyncio, gc, sys, tempfile
    from agentschool.runs.store import RunStore
    from agentschool.server.app import create_app

    async def main(freeze):
        with tempfile.TemporaryDirectory() as home:
            store = RunStore(f"sqlite:///{home}/runs.db")
            app = create_app(store, freeze_heap=freeze)
            async with app.router.lifespan_context(app):
                frozen = gc.get_freeze_count()
            await store.close()
        print(frozen)

    asyncio.run(main(sys.argv[1] == "freeze"))
    """
)


def _frozen_after_startup(mode: str) -> int:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout.split()[-1])


def test_a_served_app_freezes_its_startup_heap_and_a_plain_one_does_not() -> None:
    assert _frozen_after_startup("freeze") > 10_000  # modules, the app, its validators
    assert _frozen_after_startup("plain") == 0
