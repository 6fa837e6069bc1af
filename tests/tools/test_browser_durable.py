"""A worker killed between two browser steps resumes the run without submitting the form again."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import anyio
import pytest

from agentschool.runs.approvals import ApprovalStore
from agentschool.runs.engine import DbosLauncher, EngineConfig
from agentschool.runs.status import FINISHED_STATUSES, RunStatus
from agentschool.runs.store import RunStore

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser_site import serve_site

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(300)]

WORKER = Path(__file__).with_name("browser_crash_worker.py")


def _start(config_path: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "src")}
    proc = subprocess.Popen(
        [sys.executable, str(WORKER), str(config_path)], stdout=subprocess.PIPE, text=True, env=env
    )
    assert proc.stdout is not None
    ready, _, _ = select.select([proc.stdout], [], [], 60)
    line = proc.stdout.readline() if ready else ""
    assert line.strip() == "ready", f"worker did not start: {line!r}"
    return proc


def _stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait()
    if proc.stdout is not None:
        proc.stdout.close()


async def test_a_crash_between_browser_steps_resumes_without_repeating_the_first(
    tmp_path: Path,
) -> None:
    with serve_site() as site:
        database_url = f"sqlite:///{tmp_path / 'runs.db'}"
        config = EngineConfig(
            database_url=database_url, system_database_url=f"sqlite:///{tmp_path / 'dbos.db'}"
        )
        marker = tmp_path / "crashed"
        config_path = tmp_path / "worker.json"
        config_path.write_text(
            json.dumps(
                {
                    "database_url": config.database_url,
                    "system_database_url": config.system_database_url,
                    "site": site.base,
                    "marker": str(marker),
                }
            )
        )
        store = RunStore(database_url)
        await store.migrate()
        # the task asks for the fill and names the page, so the plan's literal url is grounded
        task = f"find the red fruit: fill in the search form at {site.base}/fruits with red"
        run = await store.create_run(task, {})
        launcher = DbosLauncher(config)
        approvals = ApprovalStore(store)
        worker = _start(config_path)
        restarts = 0
        try:
            await launcher.submit(run)
            with anyio.fail_after(240):
                while (run := await store.get_run(run.id)).status not in FINISHED_STATUSES:
                    for pending in await approvals.pending(run.id):
                        decided = await approvals.decide(pending.id, approve=True)
                        await launcher.approval_decided(decided)
                    if worker.poll() is not None:  # it killed itself before s2: start another
                        _stop(worker)
                        restarts += 1
                        worker = _start(config_path)
                    await anyio.sleep(0.1)
        finally:
            _stop(worker)
            launcher.close()
            await store.close()
    assert marker.exists() and restarts == 1
    assert run.status is RunStatus.COMPLETED, run.error
    assert [row["Name"] for row in run.output[0]["rows"]] == ["apple", "cherry"]
    assert site.hits.count(("POST", "/search")) == 1  # submitted once, before the crash
    assert site.hits.count(("GET", "/results")) == 2  # the new worker loaded the page again
