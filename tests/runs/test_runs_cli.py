"""`agentschool keys …` and `agentschool runs …` against the store in AGENTSCHOOL_HOME."""

from __future__ import annotations

import asyncio
import json

from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.runs.keys import KeyStore
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore

runner = CliRunner()


def _json(args: list[str]) -> object:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


async def _seed() -> tuple[str, str]:
    store = RunStore.from_settings()
    await store.migrate()
    done = await store.create_run("finished task")
    await store.transition(done.id, RunStatus.RUNNING)
    await store.append_event(done.id, 1, "run-started", {"task": "finished task"})
    await store.record_step(done.id, "s1", "done", tool="calculator")
    await store.transition(done.id, RunStatus.COMPLETED, output=5)
    pending = await store.create_run("pending task")
    await store.close()
    return done.id, pending.id


async def _verify(token: str) -> bool:
    store = RunStore.from_settings()
    try:
        return await KeyStore(store).verify(token) is not None
    finally:
        await store.close()


def test_keys_create_list_revoke() -> None:
    created = _json(["keys", "create", "--scope", "read", "--name", "ci", "--json"])
    assert isinstance(created, dict) and created["scope"] == "read"
    assert asyncio.run(_verify(created["token"]))
    listed = _json(["keys", "list", "--json"])
    assert listed == [{"id": created["id"], "name": "ci", "scope": "read", "revoked": False}]
    assert _json(["keys", "revoke", created["id"], "--json"]) == {
        "id": created["id"],
        "revoked": True,
    }
    assert not asyncio.run(_verify(created["token"]))
    assert runner.invoke(app, ["keys", "revoke", created["id"]]).exit_code == 1


def test_runs_list_show_tail_and_errors() -> None:
    done, pending = asyncio.run(_seed())
    listed = _json(["runs", "list", "--json"])
    assert isinstance(listed, list) and [r["id"] for r in listed] == [pending, done]
    only = _json(["runs", "list", "--status", "completed", "--json"])
    assert isinstance(only, list) and [r["id"] for r in only] == [done]
    shown = _json(["runs", "show", done, "--json"])
    assert isinstance(shown, dict) and shown["output"] == 5
    assert shown["steps"] == [
        {"step_id": "s1", "tool": "calculator", "status": "done", "error": None}
    ]
    tail = runner.invoke(app, ["runs", "tail", done, "--json"])
    assert [json.loads(line)["kind"] for line in tail.stdout.splitlines()] == ["run-started"]
    missing = runner.invoke(app, ["runs", "show", "run_nope", "--json"])
    assert missing.exit_code == 1 and "run_nope" in missing.stdout
    finished = runner.invoke(app, ["runs", "cancel", done, "--json"])
    assert finished.exit_code == 1 and "cannot go from completed" in finished.stdout
    cancelled = _json(["runs", "cancel", pending, "--json"])
    assert isinstance(cancelled, dict) and cancelled["status"] == "cancelled"
