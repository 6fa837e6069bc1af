"""MCP tasks (`io.modelcontextprotocol/tasks`, 2026-07-28) over durable runs.

The SDK has no tasks yet, so this module adds the extension to our server: when a 2026-07-28
client that declared the extension (in its per-request capabilities) calls `run_agent`, the call
starts the run and answers at once with a `CreateTaskResult` (`resultType: "task"`) whose
`taskId` is the run's id. The client then polls `tasks/get` (status, a progress message, and the
tool's result once the run finished) and may send `tasks/cancel`. A task is the durable run
itself: it lives in the run store and runs on DBOS, so it survives a restart of the server (a
restarted worker resumes it, its recorded steps are not redone) and any server of the same
database answers for it. Other clients, and other tools, get the ordinary result.

Run status → task status: pending, running, waiting_approval → working (the message names the
approval to decide on REST); completed → completed; failed → completed with an `isError` result
(the tool call worked, the run failed); cancelled → cancelled.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

import mcp_types as types
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.lowlevel.server import Server
from mcp.shared.exceptions import MCPError
from mcp_types.version import is_version_at_least

from agentschool.exceptions import UserError
from agentschool.runs.status import RunStatus
from agentschool.runs.store import Run, RunNotFound, RunStore

__all__ = [
    "TASKS_EXTENSION",
    "McpTasks",
    "TaskParams",
    "UpdateTaskParams",
]

TASKS_EXTENSION = "io.modelcontextprotocol/tasks"
"""The extension's identifier, in client and server capabilities."""

_TASKS_VERSION = "2026-07-28"
_WORKING_MESSAGES = {
    RunStatus.PENDING: "queued: waiting for a worker",
    RunStatus.RUNNING: "running",
    RunStatus.WAITING_APPROVAL: "waiting for approval: decide it with POST /api/v1/approvals/{id}"
    " (GET /api/v1/approvals?run_id={run} lists it)",
}


class TaskParams(types.RequestParams):
    """Params of `tasks/get` and `tasks/cancel`."""

    task_id: str
    """The task (the run's id)."""


class UpdateTaskParams(TaskParams):
    """Params of `tasks/update`: answers to a task's input requests."""

    input_responses: dict[str, Any] | None = None
    """Answers keyed like the task's `inputRequests` (our tasks ask none: ignored)."""


class Cancels(Protocol):
    """Stops a run's workflow (the launcher: `DbosLauncher`)."""

    async def cancel(self, run_id: str) -> None:
        """Stop the run at its next step."""
        ...


def _wants_tasks(ctx: ServerRequestContext[Any, Any]) -> bool:
    """A 2026-07-28 request whose client declared the tasks extension."""
    version = ctx.protocol_version
    if not version or not is_version_at_least(version, _TASKS_VERSION):
        return False
    capabilities = ctx.session.client_capabilities
    extensions = capabilities.extensions if capabilities is not None else None
    return extensions is not None and TASKS_EXTENSION in extensions


def _run_id(result: HandlerResult) -> str | None:
    """The run a successful `run_agent` result started, if it is one."""
    if not isinstance(result, Mapping) or result.get("isError"):
        return None
    structured = result.get("structuredContent")
    run_id = structured.get("id") if isinstance(structured, Mapping) else None
    return run_id if isinstance(run_id, str) else None


class McpTasks:
    """The tasks extension for the tools that start durable runs.

    Args:
        store: The run store the tasks (runs) live in.
        launcher: Stops a cancelled run's workflow.
        tools: The tools whose calls become tasks (they start a run and return its id).
        poll_interval_ms: The polling interval suggested to clients.
    """

    def __init__(
        self,
        store: RunStore,
        launcher: Cancels,
        *,
        tools: Iterable[str] = ("run_agent",),
        poll_interval_ms: int = 500,
    ) -> None:
        self.store = store
        self.launcher = launcher
        self.tools = frozenset(tools)
        self.poll_interval_ms = poll_interval_ms

    def install(self, server: Server[Any]) -> None:
        """Advertise the extension, serve `tasks/*`, and turn the tools' calls into tasks."""
        server.extensions[TASKS_EXTENSION] = {}
        server.add_request_handler("tasks/get", TaskParams, self.get)
        server.add_request_handler("tasks/update", UpdateTaskParams, self.update)
        server.add_request_handler("tasks/cancel", TaskParams, self.cancel)
        server.middleware.append(self.start_as_task)

    async def start_as_task(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Server middleware: a task-capable client's call of a run tool answers with its task.

        The call goes through the rest of the chain (scopes, approvals, the tool) without
        waiting for the run; the run it started becomes the task.
        """
        params = dict(ctx.params or {})
        if ctx.method != "tools/call" or params.get("name") not in self.tools:
            return await call_next(ctx)
        if not _wants_tasks(ctx):
            return await call_next(ctx)
        arguments = {**(params.get("arguments") or {}), "wait": False}
        result = await call_next(
            dataclasses.replace(ctx, params={**params, "arguments": arguments})
        )
        run_id = _run_id(result)
        if run_id is None:
            return result  # refused, held for approval, or failed: the ordinary answer
        return {"resultType": "task", **self._task(await self.store.get_run(run_id))}

    async def get(self, ctx: ServerRequestContext[Any, Any], params: TaskParams) -> dict[str, Any]:
        """`tasks/get`: the task's status, and its result once finished."""
        return {"resultType": "complete", **self._task(await self._run(params.task_id))}

    async def update(
        self, ctx: ServerRequestContext[Any, Any], params: UpdateTaskParams
    ) -> dict[str, Any]:
        """`tasks/update`: acknowledged (a run's approvals are decided on REST)."""
        await self._run(params.task_id)
        return {"resultType": "complete"}

    async def cancel(
        self, ctx: ServerRequestContext[Any, Any], params: TaskParams
    ) -> dict[str, Any]:
        """`tasks/cancel`: cancel the run if it has not finished (cooperative, as the spec says)."""
        run = await self._run(params.task_id)
        try:
            await self.store.transition(run.id, RunStatus.CANCELLED)
        except UserError:
            return {"resultType": "complete"}  # finished meanwhile: that outcome stands
        await self.launcher.cancel(run.id)
        return {"resultType": "complete"}

    async def _run(self, task_id: str) -> Run:
        try:
            return await self.store.get_run(task_id)
        except RunNotFound:
            raise MCPError(types.INVALID_PARAMS, f"unknown task {task_id!r}") from None

    def _task(self, run: Run) -> dict[str, Any]:
        """The task view of a run (`DetailedTask`)."""
        task: dict[str, Any] = {
            "taskId": run.id,
            "createdAt": run.created_at.isoformat(),
            "lastUpdatedAt": run.updated_at.isoformat(),
            "ttlMs": None,  # a run is kept: the task does not expire
            "pollIntervalMs": self.poll_interval_ms,
        }
        if run.status in _WORKING_MESSAGES:
            message = _WORKING_MESSAGES[run.status].format(id="<id>", run=run.id)
            return {**task, "status": "working", "statusMessage": message}
        if run.status is RunStatus.CANCELLED:
            return {**task, "status": "cancelled", "statusMessage": run.error or "cancelled"}
        failed = run.status is RunStatus.FAILED
        outcome = run.model_dump(mode="json", include={"id", "status", "output", "error"})
        result = types.CallToolResult(
            content=[types.TextContent(type="text", text=json.dumps(outcome, ensure_ascii=False))],
            structured_content=outcome,
            is_error=failed,
        )
        return {
            **task,
            "status": "completed",
            "statusMessage": f"run {run.status.value}",
            "result": result.model_dump(mode="json", by_alias=True, exclude_none=True),
        }
