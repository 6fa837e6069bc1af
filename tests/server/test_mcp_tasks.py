"""MCP tasks (`io.modelcontextprotocol/tasks`) over durable runs.

In process (the run store on SQLite, runs left pending by `NullLauncher` and moved by hand):
a task-capable 2026-07-28 client gets a task at once, polls it to its result, cancels another;
other clients get the ordinary result. Then `agentschool serve` as a real process: a task started
over MCP survives kill -9 of the server and completes after the restart, its effect applied once.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

import anyio
import anyio.to_thread
import httpx
import mcp_types as types
import pytest
from mcp import Client
from mcp.client.extension import ClaimContext, ClientExtension, ResultClaim

from agentschool.runs.approvals import Approval, ApprovalStatus, ApprovalStore
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.runs.tool import run_agent_tool
from agentschool.server.context import NullLauncher
from agentschool.server.learn_runs import called_tool
from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_tasks import TASKS_EXTENSION, McpTasks, TaskParams, UpdateTaskParams
from agentschool.tools import Toolset, tool

SRC = Path(__file__).resolve().parents[2] / "src"
sys.path.insert(0, str(SRC.parent))
from tests.school.school_helpers import LiveSite, serve_site  # noqa: E402

from agentschool.testing.luma_site import DEFAULT_NOW  # noqa: E402

MODERN = "2026-07-28"


class CreatedTask(types.Result):
    """A `CreateTaskResult` as the client reads it."""

    result_type: Literal["task"] = "task"
    task_id: str
    status: str
    poll_interval_ms: int | None = None


class TaskView(types.Result):
    """A `tasks/get` answer (`DetailedTask`)."""

    task_id: str
    status: str
    status_message: str | None = None
    poll_interval_ms: int | None = None
    input_requests: dict[str, Any] | None = None
    result: dict[str, Any] | None = None


async def _unresolved(result: CreatedTask, ctx: ClaimContext) -> types.CallToolResult:
    raise AssertionError("the tests drive tasks themselves (allow_claimed=True)")


class Tasks(ClientExtension):
    """The client side of the extension: declares it, and reads a task result."""

    identifier = TASKS_EXTENSION

    def claims(self) -> list[ResultClaim[Any]]:
        return [ResultClaim(result_type="task", model=CreatedTask, resolve=_unresolved)]


async def start(client: Client, arguments: dict[str, Any], tool: str = "run_agent") -> CreatedTask:
    created = await client.session.call_tool(tool, arguments, allow_claimed=True)
    assert isinstance(created, CreatedTask), created
    return created


async def task_request(client: Client, method: str, task_id: str) -> TaskView | types.Result:
    request = types.Request[TaskParams, str](method=method, params=TaskParams(task_id=task_id))
    if method == "tasks/get":
        return await client.session.send_request(request, TaskView)
    return await client.session.send_request(request, types.Result)


async def get(client: Client, task_id: str) -> TaskView:
    view = await task_request(client, "tasks/get", task_id)
    assert isinstance(view, TaskView)
    return view


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[RunStore]:
    runs = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await runs.migrate()
    yield runs
    await runs.close()


def server(store: RunStore) -> Any:
    launcher = NullLauncher()  # runs stay pending: the test moves them
    tool = run_agent_tool(store, launcher)
    return create_mcp_server(Toolset([tool]), tasks=McpTasks(store, launcher))


async def test_a_task_is_polled_to_its_result(store: RunStore) -> None:
    async with Client(server(store), mode=MODERN, extensions=[Tasks()]) as client:
        created = await start(client, {"task": "add 'buy milk' to my todos", "wait": True})
        assert created.status == "working" and created.poll_interval_ms
        assert (await get(client, created.task_id)).status_message == "queued: waiting for a worker"
        await store.transition(created.task_id, RunStatus.RUNNING)
        await store.transition(created.task_id, RunStatus.COMPLETED, output="added 'buy milk'")
        done = await get(client, created.task_id)
    assert done.status == "completed" and done.result is not None
    result = types.CallToolResult.model_validate(done.result)
    assert not result.is_error
    assert result.structured_content == {
        "id": created.task_id,
        "status": "completed",
        "output": "added 'buy milk'",
        "error": None,
    }


async def test_cancel_and_unknown_tasks(store: RunStore) -> None:
    async with Client(server(store), mode=MODERN, extensions=[Tasks()]) as client:
        created = await start(client, {"task": "what is 2 + 3"})
        await task_request(client, "tasks/cancel", created.task_id)
        cancelled = await get(client, created.task_id)
        with pytest.raises(Exception, match="unknown task"):
            await get(client, "run_nope")
    assert cancelled.status == "cancelled"
    assert (await store.get_run(created.task_id)).status is RunStatus.CANCELLED


@pytest.mark.parametrize(("mode", "declared"), [("legacy", True), (MODERN, False)])
async def test_other_clients_get_the_ordinary_result(
    store: RunStore, mode: str, declared: bool
) -> None:
    extensions = [Tasks()] if declared and mode == MODERN else None
    async with Client(server(store), mode=mode, extensions=extensions) as client:
        listed = (await client.list_tools()).tools
        called = await client.call_tool("run_agent", {"task": "what is 2 + 3"})
    assert [t.name for t in listed] == ["run_agent"]
    assert isinstance(called, types.CallToolResult)
    assert called.structured_content is not None
    assert called.structured_content["status"] == "pending"


@tool
def lookup(city: str) -> dict[str, Any]:
    """Events in a city (the stand-in of a long learned function)."""
    return {"events": [city]}


def long_call_server(store: RunStore) -> Any:
    launcher = NullLauncher()
    tasks = McpTasks(store, launcher, long_calls=lambda name: lookup if name == "lookup" else None)
    return create_mcp_server(Toolset([lookup]), tasks=tasks)


async def test_a_long_call_is_a_one_step_run_answering_with_the_tools_result(
    store: RunStore,
) -> None:
    async with Client(long_call_server(store), mode=MODERN, extensions=[Tasks()]) as client:
        created = await start(client, {"city": "nyc"}, tool="lookup")
        run = await store.get_run(created.task_id)
        assert called_tool(run.agent_config) == "lookup" and run.status is RunStatus.PENDING
        assert run.agent_config["definition"]["pipeline"][0]["args"] == {"city": "nyc"}
        await store.transition(run.id, RunStatus.RUNNING)
        await store.transition(run.id, RunStatus.COMPLETED, output={"events": ["nyc"]})
        done = await get(client, created.task_id)
        wrong = await client.call_tool("lookup", {"town": "nyc"})  # not a run: the error at once
    assert done.status == "completed" and done.result is not None
    result = types.CallToolResult.model_validate(done.result)
    assert result.structured_content == {"events": ["nyc"]}  # the tool's result, not the run's
    assert isinstance(wrong, types.CallToolResult) and wrong.is_error
    assert len((await store.list_runs())[0]) == 1


async def test_a_long_call_of_a_client_without_tasks_is_ordinary(store: RunStore) -> None:
    async with Client(long_call_server(store), mode="legacy") as client:
        called = await client.call_tool("lookup", {"city": "nyc"})
    assert isinstance(called, types.CallToolResult)
    assert called.structured_content == {"events": ["nyc"]}
    assert (await store.list_runs())[0] == []


class Waker(NullLauncher):
    """Runs nothing; remembers the approvals it was told to wake runs for."""

    def __init__(self) -> None:
        self.woken: list[tuple[str, str | None]] = []

    async def approval_decided(self, approval: Approval, reason: str | None = None) -> None:
        self.woken.append((approval.id, reason))


@pytest.mark.parametrize("answer", ["accept", "decline"])
async def test_a_run_waiting_for_approval_asks_through_its_task(
    store: RunStore, answer: Literal["accept", "decline"]
) -> None:
    waker = Waker()
    mcp = create_mcp_server(Toolset([run_agent_tool(store, waker)]), tasks=McpTasks(store, waker))
    approvals = ApprovalStore(store)
    async with Client(mcp, mode=MODERN, extensions=[Tasks()]) as client:
        created = await start(client, {"task": "write hi to note.txt"})
        await store.transition(created.task_id, RunStatus.RUNNING)
        asked = await approvals.request(
            created.task_id, "s1", "write_file", {"path": "note.txt", "content": "hi"}, "a rule"
        )
        await store.transition(created.task_id, RunStatus.WAITING_APPROVAL)
        waiting = await get(client, created.task_id)
        reply = types.ElicitResult(action=answer, content={"approve": True})
        params = UpdateTaskParams(task_id=created.task_id, input_responses={asked.id: reply})
        request = types.Request[UpdateTaskParams, str](method="tasks/update", params=params)
        await client.session.send_request(request, types.Result)
        again = await client.session.send_request(request, types.Result)  # ignored: decided
    assert waiting.status == "input_required" and waiting.input_requests is not None
    question = waiting.input_requests[asked.id]["params"]
    assert "'write_file'" in question["message"] and '"content": "hi"' in question["message"]
    assert "a rule" in question["message"]
    decided = await approvals.get(asked.id)
    want = ApprovalStatus.APPROVED if answer == "accept" else ApprovalStatus.DENIED
    assert decided.status is want
    assert waker.woken == [(asked.id, None if answer == "accept" else "decline")]
    assert again is not None


# --- a real server process, killed with SIGKILL while the task is queued ---------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Serve:
    """`agentschool serve` (REST + /mcp), started and killed as a real process."""

    def __init__(self, home: Path) -> None:
        self.port = free_port()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("AGENTSCHOOL_")}
        self.env.update(
            PYTHONPATH=str(SRC),
            AGENTSCHOOL_HOME=str(home),
            AGENTSCHOOL_CONFIG=str(home / "none.toml"),
            AGENTSCHOOL_AUTH_DISABLED="1",
            AGENTSCHOOL_LOG_LEVEL="WARNING",
        )
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def spawn(self, *options: str) -> None:
        command = [sys.executable, "-c", "from agentschool.cli import main; main()"]
        command += ["serve", "--port", str(self.port), *options]
        self.process = subprocess.Popen(
            command, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )

    async def start(self, *options: str) -> None:
        await anyio.to_thread.run_sync(lambda: self.spawn(*options))
        assert self.process is not None
        base = f"http://127.0.0.1:{self.port}/api/v1"
        async with httpx.AsyncClient(base_url=base, timeout=5) as http:
            with anyio.fail_after(90):
                while True:
                    assert self.process.poll() is None, "agentschool serve died"
                    try:
                        if (await http.get("/ready")).status_code == 200:
                            return
                    except httpx.TransportError:
                        pass
                    await anyio.sleep(0.2)

    def kill(self) -> None:
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Serve]:
    running = Serve(tmp_path)
    yield running
    if running.process is not None and running.process.poll() is None:
        running.process.terminate()
        running.process.wait(timeout=30)


@asynccontextmanager
async def over_http(url: str) -> AsyncIterator[Client]:
    async with Client(url, mode=MODERN, extensions=[Tasks()]) as client:
        yield client


async def finished(client: Client, task_id: str) -> TaskView:
    """Poll `tasks/get` until the task leaves `working`."""
    with anyio.fail_after(120):
        while True:
            view = await get(client, task_id)
            if view.status != "working":  # finished, or asking
                return view
            await anyio.sleep((view.poll_interval_ms or 500) / 1000)


@pytest.mark.slow
@pytest.mark.timeout(240)
async def test_a_task_survives_kill_9_of_the_server(serve: Serve) -> None:
    task = {"task": "add 'buy milk' to my todos", "planner": "rule", "model": "test"}
    await serve.start("--no-worker")  # the run is queued, not executed, before the kill
    async with over_http(serve.url) as client:
        created = await start(client, task)
        assert (await get(client, created.task_id)).status == "working"
    serve.kill()

    await serve.start()  # with its worker: the queued run resumes from the database
    async with over_http(serve.url) as client:
        view = await finished(client, created.task_id)
        todos = await client.call_tool("todo_list", {})
    assert view.status == "completed", view
    assert view.result is not None
    outcome = types.CallToolResult.model_validate(view.result)
    assert not outcome.is_error, outcome
    assert todos.structured_content is not None
    titles = [todo["title"] for todo in todos.structured_content["todos"]]
    assert titles == ["buy milk"]  # the effect happened once: 0 duplicated effects


@pytest.mark.slow
@pytest.mark.timeout(300)
async def test_a_task_waiting_for_approval_survives_kill_9_and_is_approved_over_mcp(
    serve: Serve, tmp_path: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("rules:\n  - tool: todo_add\n    action: require\n")
    serve.env["AGENTSCHOOL_APPROVAL_POLICY"] = str(policy)
    task = {"task": "add 'call mom' to my todos", "planner": "rule", "model": "test"}
    await serve.start()
    async with over_http(serve.url) as client:
        created = await start(client, task)
        asked = await finished(client, created.task_id)
    assert asked.status == "input_required", asked
    serve.kill()  # mid-run: the run waits on its approval inside a durable workflow

    await serve.start()
    async with over_http(serve.url) as client:
        waiting = await get(client, created.task_id)
        assert waiting.status == "input_required" and waiting.input_requests
        (approval_id,) = waiting.input_requests
        assert "'todo_add'" in waiting.input_requests[approval_id]["params"]["message"]
        reply = types.ElicitResult(action="accept", content={"approve": True})
        params = UpdateTaskParams(task_id=created.task_id, input_responses={approval_id: reply})
        update = types.Request[UpdateTaskParams, str](method="tasks/update", params=params)
        await client.session.send_request(update, types.Result)
        done = await finished(client, created.task_id)
        todos = await client.call_tool("todo_list", {})
    assert done.status == "completed", done
    assert todos.structured_content is not None
    titles = [todo["title"] for todo in todos.structured_content["todos"]]
    assert titles == ["call mom"]  # approved once, applied once


@pytest.fixture(scope="module")
def site() -> Iterator[LiveSite]:
    yield from serve_site()


@pytest.mark.slow
@pytest.mark.timeout(300)
async def test_a_learn_task_survives_kill_9_and_learns_once(serve: Serve, site: LiveSite) -> None:
    serve.env.update(AGENTSCHOOL_LUMA_API_URL=site.url, AGENTSCHOOL_LUMA_WEB_URL=site.url)
    learn = {"request": "tech events in SF", "now": DEFAULT_NOW.isoformat(), "sandbox": False}
    await serve.start("--no-worker")  # the learn is queued, not executed, before the kill
    async with over_http(serve.url) as client:
        created = await start(client, learn, tool="learn")
        assert (await get(client, created.task_id)).status == "working"
    serve.kill()

    await serve.start()  # with its worker: the queued learn resumes from the database
    async with over_http(serve.url) as client:
        view = await finished(client, created.task_id)
        again = await start(client, learn, tool="learn")  # the same request: reused
        reused = await finished(client, again.task_id)
    assert view.status == "completed" and view.result is not None, view
    outcome = types.CallToolResult.model_validate(view.result)
    assert not outcome.is_error and outcome.structured_content is not None, outcome
    learned = outcome.structured_content["output"]
    assert learned["status"] == "ok" and learned["reused"] is False, learned
    assert learned["result"]["events"]
    assert reused.result is not None
    second = types.CallToolResult.model_validate(reused.result).structured_content
    assert second is not None and second["output"]["reused"] is True
    name = learned["function"]
    base = f"http://127.0.0.1:{serve.port}/api/v1"
    async with httpx.AsyncClient(base_url=base, timeout=10) as http:
        versions = (await http.get(f"/functions/{name}/versions")).json()
        example = (await http.get(f"/functions/{name}")).json()["example"]
    assert [v["version"] for v in versions["versions"]] == [1]  # learned once: 0 duplicates

    # the learned function's own calls are tasks too, answering with the function's result
    async with over_http(serve.url) as client:
        with anyio.fail_after(60):  # the served tools follow the registry every few seconds
            while True:
                if name in {t.name for t in (await client.list_tools()).tools}:
                    break
                await anyio.sleep(0.5)
        call = await start(client, example, tool=name)
        answered = await finished(client, call.task_id)
    assert answered.status == "completed" and answered.result is not None, answered
    result = types.CallToolResult.model_validate(answered.result)
    assert not result.is_error and result.structured_content is not None, result
    assert result.structured_content["events"] == learned["result"]["events"]


class Gate:
    """An ASGI wrapper that holds the site's requests while closed (to kill a learn mid-step)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.open = threading.Event()
        self.open.set()
        self.held = threading.Event()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and not self.open.is_set():
            self.held.set()
            await anyio.to_thread.run_sync(self.open.wait)
        await self.app(scope, receive, send)


@pytest.mark.slow
@pytest.mark.timeout(300)
async def test_a_learn_killed_mid_step_resumes_and_saves_its_function_once(serve: Serve) -> None:
    from agentschool.testing.luma_site import create_app

    gate = Gate(create_app(drift=()))
    site = LiveSite(gate)
    try:
        serve.env.update(AGENTSCHOOL_LUMA_API_URL=site.url, AGENTSCHOOL_LUMA_WEB_URL=site.url)
        learn = {"request": "tech events in SF", "now": DEFAULT_NOW.isoformat(), "sandbox": False}
        await serve.start()
        gate.open.clear()  # the learn's first request to the source waits here
        async with over_http(serve.url) as client:
            created = await start(client, learn, tool="learn")
        assert await anyio.to_thread.run_sync(gate.held.wait, 60), "the learn never asked the site"
        serve.kill()  # mid-step: the learn step started, nothing recorded as done
        gate.open.set()

        await serve.start()  # the worker recovers the run; the step runs again
        async with over_http(serve.url) as client:
            view = await finished(client, created.task_id)
        assert view.status == "completed" and view.result is not None, view
        outcome = types.CallToolResult.model_validate(view.result)
        assert not outcome.is_error and outcome.structured_content is not None, outcome
        learned = outcome.structured_content["output"]
        assert learned["status"] == "ok", learned
        base = f"http://127.0.0.1:{serve.port}/api/v1"
        async with httpx.AsyncClient(base_url=base, timeout=10) as http:
            versions = (await http.get(f"/functions/{learned['function']}/versions")).json()
        assert [v["version"] for v in versions["versions"]] == [1]  # saved once
    finally:
        gate.open.set()
        site.stop()
