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
import mailbox
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
from agentschool.tools.base import RiskLevel, Tool, ToolContext

__all__ = [
    "PipelinePlanner",
    "build_db_search",
    "build_db_write",
    "build_llm_process",
    "email_read_tool",
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
    raw = path.read_bytes()
    if raw.startswith(b"From "):  # mbox: messages separated by "From " lines
        box = mailbox.mbox(path, factory=None, create=False)
        try:
            return [
                _as_dict(email.message_from_bytes(m.as_bytes(), policy=email.policy.default))
                for m in box
            ]
        finally:
            box.close()
    message = email.message_from_bytes(raw, policy=email.policy.default)
    return [_as_dict(message)]


def email_read_tool(root: Path) -> Tool:
    """`email_read(path)`: parse `.eml`/mbox files under `root` into structured messages."""
    base = root.resolve()

    def email_read(path: str) -> list[dict[str, Any]]:
        """Read an .eml file or an mbox archive into messages (from, to, subject, date, body).

        Args:
            path: The file, relative to the workspace.
        """
        target = (base / path).resolve()
        if not target.is_relative_to(base):
            raise ToolError(f"email_read: {path!r} is outside the workspace")
        if not target.is_file():
            raise ToolError(f"email_read: no file {path!r} in the workspace")
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


class PipelinePlanner:
    """Plans a spec's fixed pipeline: one step per pipeline entry, in order, no model call."""

    name = "pipeline"

    def __init__(self, spec: AgentSpec) -> None:
        self.spec = spec

    async def plan(self, request: PlanRequest) -> PlanResult:
        """The pipeline as a validated plan, each step depending on the one before."""
        steps = []
        previous: str | None = None
        for entry in self.spec.pipeline:
            steps.append(
                PlanStep(
                    id=entry.id,
                    tool=entry.tool,
                    args=_fill(entry.args, request.task),
                    depends_on=[previous] if previous else [],
                )
            )
            previous = entry.id
        plan = validate_plan(Plan(steps=steps), request.tools)
        return PlanResult(plan, self.name, declared=True)
