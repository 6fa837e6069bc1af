"""MCP tasks (`io.modelcontextprotocol/tasks`, 2026-07-28) over durable runs.

The SDK has no tasks yet, so this module adds the extension to our server: when a 2026-07-28
client that declared the extension (in its per-request capabilities) calls `run_agent`, the call
starts the run and answers at once with a `CreateTaskResult` (`resultType: "task"`) whose
`taskId` is the run's id. The client then polls `tasks/get` (status, a progress message, and the
tool's result once the run finished) and may send `tasks/cancel`. A task is the durable run
itself: it lives in the run store and runs on DBOS, so it survives a restart of the server (a
restarted worker resumes it, its recorded steps are not redone) and any server of the same
database answers for it. `learn` (learning or healing a function, `learn_runs.learn_tool`)
starts a run the same way. A long call, a learned function's under `serve` (`long_calls`),
becomes a one-step run calling that tool (`learn_runs.call_spec`); its task's result is the
tool's own result, as the call would have answered. Other clients, and other tools, get the
ordinary result.

Run status → task status: pending, running → working; waiting_approval → input_required, its
`inputRequests` one elicitation per pending approval of the run (the tool, its arguments, why),
answered by `tasks/update` as on `POST /approvals/{id}` (the run wakes and goes on); completed →
completed; failed → completed with an `isError` result (the tool call worked, the run failed);
cancelled → cancelled.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import mcp_types as types
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.lowlevel.server import Server
from mcp.shared.exceptions import MCPError
from mcp_types.version import is_version_at_least

from agentschool.exceptions import ToolArgsError, UserError
from agentschool.runs.approvals import Approval, ApprovalStatus, ApprovalStore
from agentschool.runs.records import Run, RunNotFound
from agentschool.runs.start import start_run
from agentschool.runs.status import RunStatus
from agentschool.runs.store import RunStore
from agentschool.server.context import RunLauncher
from agentschool.server.learn_runs import call_spec, called_tool
from agentschool.server.mcp_approvals import APPROVAL_SCHEMA, approval_answer, approval_question
from agentschool.server.mcp_authz import mcp_caller
from agentschool.server.mcp_content import media_blocks
from agentschool.tools.base import Tool

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
    RunStatus.WAITING_APPROVAL: "running (an approval was just decided)",
}


class TaskParams(types.RequestParams):
    """Params of `tasks/get` and `tasks/cancel`."""

    task_id: str
    """The task (the run's id)."""


class UpdateTaskParams(TaskParams):
    """Params of `tasks/update`: answers to a task's input requests."""

    input_responses: dict[str, types.ElicitResult] | None = None
    """Answers keyed like the task's `inputRequests` (approval ids); other keys are ignored."""


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


def _input_required(asked: list[Approval]) -> dict[str, Any]:
    """The run's pending approvals as the task's input requests (one elicitation each)."""
    requests = {
        approval.id: types.ElicitRequest(
            params=types.ElicitRequestFormParams(
                message=approval_question(approval.tool, approval.args, approval.reason),
                requested_schema=APPROVAL_SCHEMA,
            )
        ).model_dump(mode="json", by_alias=True, exclude_none=True)
        for approval in asked
    }
    tools = ", ".join(sorted({approval.tool for approval in asked}))
    return {
        "status": "input_required",
        "statusMessage": f"waiting for approval of {tools} (answer here or on REST)",
        "inputRequests": requests,
    }


def _call_result(tool: Tool, run: Run) -> types.CallToolResult:
    """A finished long call's result: the tool's result, or the run's error."""
    if run.status is RunStatus.COMPLETED:
        from agentschool.server.mcp import tool_result  # mcp builds on this module

        return tool_result(tool, run.output)
    message = run.error or f"the call {run.status.value}"
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=message)], is_error=True
    )


def _run_result(run: Run) -> types.CallToolResult:
    """A finished run's result: its id, status, answer and error (`isError` when it failed)."""
    outcome = run.model_dump(mode="json", include={"id", "status", "output", "error"})
    text = types.TextContent(type="text", text=json.dumps(outcome, ensure_ascii=False))
    return types.CallToolResult(
        content=[text, *media_blocks(run.output)],  # images and files as their own blocks
        structured_content=outcome,
        is_error=run.status is RunStatus.FAILED,
    )


class McpTasks:
    """The tasks extension for the tools that start durable runs.

    Args:
        store: The run store the tasks (runs) live in.
        launcher: Stops a cancelled run's workflow, wakes a run whose approval was decided.
        tools: The tools whose calls become tasks (they start a run and return its id).
        long_calls: The tool whose calls run as one-step runs (`call_spec`) for task clients,
            by name (None: an ordinary call), e.g. the learned functions.
        poll_interval_ms: The polling interval suggested to clients.
    """

    def __init__(
        self,
        store: RunStore,
        launcher: RunLauncher,
        *,
        tools: Iterable[str] = ("run_agent",),
        long_calls: Callable[[str], Tool | None] | None = None,
        poll_interval_ms: int = 500,
    ) -> None:
        self.store = store
        self.approvals = ApprovalStore(store)
        self.launcher = launcher
        self.tools = frozenset(tools)
        self.long_calls = long_calls
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
        if ctx.method != "tools/call" or not _wants_tasks(ctx):
            return await call_next(ctx)
        if params.get("name") not in self.tools:
            return await self._start_call(ctx, call_next, params)
        arguments = {**(params.get("arguments") or {}), "wait": False}
        result = await call_next(
            dataclasses.replace(ctx, params={**params, "arguments": arguments})
        )
        run_id = _run_id(result)
        if run_id is None:
            return result  # refused, held for approval, or failed: the ordinary answer
        return {"resultType": "task", **await self._task(await self.store.get_run(run_id))}

    async def _start_call(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext, params: dict[str, Any]
    ) -> HandlerResult:
        """A long call (a learned function) as a one-step run; other calls as they are."""
        name = params.get("name")
        tool = self.long_calls(name) if self.long_calls and isinstance(name, str) else None
        arguments = params.get("arguments") or {}
        if tool is None:
            return await call_next(ctx)
        try:
            tool.validate_args(arguments)
        except ToolArgsError:
            return await call_next(ctx)  # the ordinary call answers with what is wrong
        caller = mcp_caller(ctx)
        run = await start_run(
            call_spec(tool.name, arguments),
            store=self.store,
            launcher=self.launcher,
            api_key_id=caller.key_id if caller is not None else None,
        )
        return {"resultType": "task", **await self._task(run)}

    async def get(self, ctx: ServerRequestContext[Any, Any], params: TaskParams) -> dict[str, Any]:
        """`tasks/get`: the task's status, and its result once finished."""
        return {"resultType": "complete", **await self._task(await self._run(params.task_id))}

    async def update(
        self, ctx: ServerRequestContext[Any, Any], params: UpdateTaskParams
    ) -> dict[str, Any]:
        """`tasks/update`: the person's answers to the run's pending approvals.

        Each answer decides its approval as `POST /approvals/{id}` does and wakes the run; an
        answer to an approval already decided, or of another run, is ignored (as the spec says).
        """
        run = await self._run(params.task_id)
        pending = {a.id: a for a in await self.approvals.pending(run.id)}
        caller = mcp_caller(ctx)
        for key, answer in (params.input_responses or {}).items():
            if key not in pending:
                continue
            try:
                decided = await self.approvals.decide(
                    key,
                    approve=approval_answer(answer),
                    by=caller.key_id if caller is not None else None,
                )
            except UserError:
                continue  # decided meanwhile (on REST): that decision stands
            said = None if decided.status is ApprovalStatus.APPROVED else answer.action
            await self.launcher.approval_decided(decided, said)
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

    def _tool_of(self, run: Run) -> Tool | None:
        """The tool a long-call run calls (None for other runs, or one no longer served)."""
        name = called_tool(run.agent_config)
        if name is None or self.long_calls is None:
            return None
        return self.long_calls(name)

    async def _run(self, task_id: str) -> Run:
        try:
            return await self.store.get_run(task_id)
        except RunNotFound:
            raise MCPError(types.INVALID_PARAMS, f"unknown task {task_id!r}") from None

    async def _task(self, run: Run) -> dict[str, Any]:
        """The task view of a run (`DetailedTask`)."""
        task: dict[str, Any] = {
            "taskId": run.id,
            "createdAt": run.created_at.isoformat(),
            "lastUpdatedAt": run.updated_at.isoformat(),
            "ttlMs": None,  # a run is kept: the task does not expire
            "pollIntervalMs": self.poll_interval_ms,
        }
        if run.status is RunStatus.WAITING_APPROVAL:
            asked = await self.approvals.pending(run.id)
            if asked:
                return {**task, **_input_required(asked)}
        if run.status in _WORKING_MESSAGES:
            return {**task, "status": "working", "statusMessage": _WORKING_MESSAGES[run.status]}
        if run.status is RunStatus.CANCELLED:
            return {**task, "status": "cancelled", "statusMessage": run.error or "cancelled"}
        tool = self._tool_of(run)
        # a long call answers with the tool's own result, as the call would have
        result = _call_result(tool, run) if tool is not None else _run_result(run)
        return {
            **task,
            "status": "completed",
            "statusMessage": f"run {run.status.value}",
            "result": result.model_dump(mode="json", by_alias=True, exclude_none=True),
        }
