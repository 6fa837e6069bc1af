"""Built-in pipeline tools: `llm_process`, `db_write`, `email_read`; and the pipeline planner.

`llm_process` is a prompted transform through the agent's model (with the spec's output schema);
`db_write` writes validated records into the agent's own table; `email_read` parses `.eml` files
and mbox archives into structured messages. `PipelinePlanner` turns a spec's pipeline into a plan
without a model: `{task}` in an argument becomes the task text, `${id}` an earlier step's output.
"""

from __future__ import annotations

import email
import email.policy
import json
import re
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import jsonschema

from agentschool.agent.plan import Plan, PlanStep, validate_plan
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.exceptions import ModelRetry, ToolError
from agentschool.messages import ModelRequest, SystemPromptPart, UserPromptPart
from agentschool.models.base import Model, OutputSchema
from agentschool.specs.records import Records
from agentschool.specs.spec import AgentSpec
from agentschool.specs.task_input import accept_task
from agentschool.tools.base import RiskLevel, Tool, ToolContext

__all__ = [
    "STORAGE_TOOLS",
    "PipelinePlanner",
    "build_db_search",
    "build_db_write",
    "build_llm_process",
    "email_read_tool",
    "looks_like_email",
    "parse_emails",
    "read_emails",
]


def build_llm_process(
    model: Model, *, instructions: str = "", output_schema: dict[str, Any] | None = None
) -> Tool:
    """`llm_process(text, instruction)`: the model transforms text (JSON under `output_schema`)."""

    async def llm_process(text: Any, instruction: str = "") -> Any:
        """Transform text with the agent's model following an instruction.

        Args:
            text: The input (text, or any JSON value, sent as JSON).
            instruction: What to do with it.
        """
        system = "\n\n".join(p for p in (instructions, instruction) if p)
        content = text if isinstance(text, str) else json.dumps(text, default=str)
        schema = OutputSchema(json_schema=output_schema) if output_schema else None
        request = ModelRequest(
            parts=[
                SystemPromptPart(content=system or "Process the input."),
                UserPromptPart(content=content),
            ]
        )
        response = await model.request([request], output_schema=schema)
        if output_schema is None:
            return response.text
        try:
            value = json.loads(response.text)
            jsonschema.validate(value, output_schema)
        except (json.JSONDecodeError, jsonschema.ValidationError) as exc:
            raise ModelRetry(
                f"llm_process: the model's answer does not match the schema: {exc}"
            ) from None
        return value

    return Tool.from_function(llm_process, run_in_thread=False)


def build_db_write(store: Records, agent: str) -> Tool:
    """`db_write(records)`: insert validated records into the agent's table, tagged by run."""

    def db_write(
        records: list[dict[str, Any]] | dict[str, Any], ctx: ToolContext
    ) -> dict[str, Any]:
        """Write records into this agent's own table.

        Args:
            records: One record or a list of records matching the agent's data model.
            ctx: The call's context (its run id tags the records).
        """
        rows = [records] if isinstance(records, dict) else records
        ids = store.insert(agent, rows, run_id=ctx.run_id)
        return {"written": len(ids), "ids": ids}

    return Tool.from_function(db_write, risk=RiskLevel.WRITE)


def build_db_search(store: Records, agent: str) -> Tool:
    """`db_search(query)`: records of the agent's table containing every word of the query."""

    def db_search(query: str, limit: int = 10) -> list[dict[str, Any]]:
        """Search this agent's own table for records containing every word of the query.

        Args:
            query: Words to look for (any text column).
            limit: Most records to return.
        """
        rows = store.search(agent, query, limit=limit)
        return [{k: v for k, v in r.items() if k != "created_at"} for r in rows]

    return Tool.from_function(db_search)


def _body(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain", "html"))
    return part.get_content().strip() if part is not None else ""


def _as_dict(message: EmailMessage) -> dict[str, Any]:
    return {
        "message_id": str(message.get("Message-ID", "")),
        "from": str(message.get("From", "")),
        "to": str(message.get("To", "")),
        "subject": str(message.get("Subject", "")),
        "date": str(message.get("Date", "")),
        "body": _body(message),
    }


def read_emails(path: Path) -> list[dict[str, Any]]:
    """Messages of an `.eml` file or an mbox archive as dicts (from, to, subject, date, body)."""
    return parse_emails(path.read_bytes())


def parse_emails(raw: bytes) -> list[dict[str, Any]]:
    """Messages of raw `.eml` or mbox bytes as dicts (from, to, subject, date, body)."""
    if raw.startswith(b"From "):  # mbox: messages separated by "From " lines
        chunks = re.split(rb"(?m)^From .*\r?\n", raw)
        messages = [chunk for chunk in chunks if chunk.strip()]
    else:
        messages = [raw]
    return [_as_dict(email.message_from_bytes(m, policy=email.policy.default)) for m in messages]


def looks_like_email(text: str) -> bool:
    """Whether `text` starts like an email or an mbox archive (header lines before the body)."""
    head = text.lstrip()[:4000]
    return head.startswith("From ") or bool(_HEADER.search(head.split("\n\n", 1)[0]))


_HEADER = re.compile(r"(?im)^(from|subject|to|date|message-id):[ \t]*\S")


def email_read_tool(root: Path) -> Tool:
    """`email_read(source)`: parse an `.eml`/mbox file under `root`, or a message's raw text."""
    base = root.resolve()

    def email_read(source: str) -> list[dict[str, Any]]:
        """Read emails into messages (from, to, subject, date, body).

        Args:
            source: An .eml file or mbox archive relative to the workspace, or the raw text of
                a message (headers such as From: and Subject:, a blank line, then the body).
        """
        if looks_like_email(source):
            return parse_emails(source.encode())
        target = (base / source).resolve()
        if not target.is_relative_to(base):
            raise ToolError(f"email_read: {source!r} is outside the workspace")
        if not target.is_file():
            raise ToolError(
                f"email_read: {source!r} is neither a file in the workspace nor an email's text"
            )
        return read_emails(target)

    return Tool.from_function(email_read)


def _fill(value: Any, task: str) -> Any:
    if isinstance(value, str):
        return task if value == "{task}" else value.replace("{task}", task)
    if isinstance(value, dict):
        return {k: _fill(v, task) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, task) for v in value]
    return value


STORAGE_TOOLS: frozenset[str] = frozenset({"db_write"})
"""Pipeline tools whose output is a storage receipt, never the agent's answer."""


class PipelinePlanner:
    """Plans a spec's fixed pipeline: one step per pipeline entry, in order, no model call.

    The task is checked against the spec's `input` first (a file named in the workspace gives
    its text); the answer is the output of the last step that is not a storage step.
    """

    name = "pipeline"

    def __init__(self, spec: AgentSpec, workspace: Path | None = None) -> None:
        self.spec = spec
        self.workspace = workspace

    async def plan(self, request: PlanRequest) -> PlanResult:
        """The pipeline as a validated plan, each step depending on the one before.

        Raises:
            WrongInput: The task is not the input the spec expects (nothing runs).
        """
        task = request.task
        if self.spec.input is not None:
            from agentschool.settings import Settings

            workspace = self.workspace or Settings().workspace_dir
            task = accept_task(self.spec.name, self.spec.input, task, workspace)
        steps = []
        previous: str | None = None
        for entry in self.spec.pipeline:
            steps.append(
                PlanStep(
                    id=entry.id,
                    tool=entry.tool,
                    args=_fill(entry.args, task),
                    depends_on=[previous] if previous else [],
                )
            )
            previous = entry.id
        answering = [s.id for s in self.spec.pipeline if s.tool not in STORAGE_TOOLS]
        answer = f"${{{answering[-1]}}}" if answering else None
        plan = validate_plan(Plan(steps=steps, answer=answer), request.tools)
        return PlanResult(plan, self.name, declared=True)
