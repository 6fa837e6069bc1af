"""Agent specs: a declarative agent (YAML or JSON) validated by Pydantic, and its JSON Schema.

```yaml
name: text-processor
version: 1.0.0
description: Summarizes text.
instructions: Summarize the text in one sentence.
tools: [llm_process, db_write]
pipeline:
  - {id: summarize, tool: llm_process, args: {text: "{task}", instruction: Summarize}}
  - {id: store, tool: db_write, args: {records: ["${summarize}"]}}
data_model:
  fields: [{name: summary, type: string, required: true}]
```

`load_spec` raises `SpecError`, whose problems each name the field path and what was expected;
an unknown tool is rejected here, not at run time.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any, Literal

import pydantic
import yaml
from pydantic import BaseModel, ConfigDict, Field

from agentschool.agent.goals import GoalSpec
from agentschool.exceptions import UserError
from agentschool.specs.task_input import TaskInput

__all__ = [
    "MEMORY_TOOL_NAMES",
    "PIPELINE_TOOL_NAMES",
    "SANDBOX_TOOL_NAMES",
    "AgentSpec",
    "DataField",
    "DataIndex",
    "DataModel",
    "FieldType",
    "PipelineStep",
    "SpecError",
    "known_tool_names",
    "load_spec",
    "parse_spec",
    "spec_json_schema",
]

PIPELINE_TOOL_NAMES: tuple[str, ...] = ("llm_process", "db_write", "db_search", "email_read")
"""Tools every spec may use besides the built-in ones."""

MEMORY_TOOL_NAMES: tuple[str, ...] = ("remember", "recall")
"""Long-term memory tools a spec may use (agentschool.memory)."""

SANDBOX_TOOL_NAMES: tuple[str, ...] = ("python", "shell")
"""Sandboxed system tools a spec may use (agentschool.sandbox; risk `dangerous`)."""

FieldType = Literal["string", "text", "integer", "number", "boolean", "datetime", "json"]
"""Column types of a data model."""

_SLUG = r"^[a-z][a-z0-9_-]{0,47}$"
_COLUMN = r"^[a-z][a-z0-9_]{0,47}$"
_SEMVER = r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$"
_RESERVED_COLUMNS = frozenset({"id", "run_id", "created_at"})
_REF = re.compile(r"\$\{([A-Za-z0-9_-]+)")


class SpecError(UserError):
    """A spec is invalid; `problems` lists `field.path: what was expected` lines."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("invalid agent spec: " + "; ".join(problems))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DataField(_Strict):
    """One column of an agent's table."""

    name: str = Field(pattern=_COLUMN)
    """Column name (lower case, digits, underscores)."""
    type: FieldType = "string"
    """Column type."""
    required: bool = False
    """NOT NULL."""
    unique: bool = False
    """A unique constraint on this column alone."""
    description: str = ""
    """What the column holds."""
    sensitive: bool = False
    """Encrypted at rest (`agentschool.specs.encryption`); cannot be unique, indexed or filtered."""


class DataIndex(_Strict):
    """An index over one or more columns."""

    fields: list[str] = Field(min_length=1)
    """Indexed columns, in order."""
    unique: bool = False
    """A unique index (a multi-column unique constraint)."""


class DataModel(_Strict):
    """The table an agent stores its results in (besides `id`, `run_id`, `created_at`)."""

    fields: list[DataField] = Field(min_length=1)
    """The columns."""
    indexes: list[DataIndex] = Field(default_factory=list[DataIndex])
    """Extra indexes."""

    @pydantic.model_validator(mode="after")
    def _check_columns(self) -> DataModel:
        names = [f.name for f in self.fields]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise ValueError(f"expected unique field names, got duplicates {duplicates}")
        reserved = sorted(set(names) & _RESERVED_COLUMNS)
        if reserved:
            raise ValueError(f"field names {reserved} are reserved (id, run_id, created_at)")
        for index in self.indexes:
            missing = [f for f in index.fields if f not in names]
            if missing:
                raise ValueError(f"index over unknown fields {missing}; known: {names}")
        secret = {f.name for f in self.fields if f.sensitive}
        unsearchable = sorted(
            {f.name for f in self.fields if f.sensitive and f.unique}
            | {n for i in self.indexes for n in i.fields if n in secret}
        )
        if unsearchable:
            raise ValueError(
                f"sensitive fields {unsearchable} are encrypted (randomized): "
                "they cannot be unique or indexed"
            )
        return self

    @property
    def sensitive_fields(self) -> list[str]:
        """Names of the fields encrypted at rest."""
        return [f.name for f in self.fields if f.sensitive]

    def field(self, name: str) -> DataField:
        """The field called `name`."""
        return next(f for f in self.fields if f.name == name)


class PipelineStep(_Strict):
    """One step of a processing pipeline: a tool call whose args may use `{task}` and `${id}`."""

    id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    """Step id; later steps refer to its output as `${id}` or `${id.field}`."""
    tool: str
    """The tool to call."""
    args: dict[str, Any] = Field(default_factory=dict[str, Any])
    """Arguments; the string `{task}` inside a value is replaced with the task text."""


class AgentSpec(_Strict):
    """A declarative agent type."""

    name: str = Field(pattern=_SLUG)
    """Agent type name: lower case letters, digits, `-`, `_`."""
    version: str = Field(default="1.0.0", pattern=_SEMVER)
    """Semantic version, e.g. `1.2.0`."""
    description: str = Field(min_length=1)
    """What the agent does (one or two sentences)."""
    instructions: str = ""
    """How the agent should behave; given to the model with every task."""
    model: str | None = None
    """`provider:name` of the model; the runtime default when None."""
    tools: list[str] = Field(default_factory=list[str])
    """Tools the agent may use (built-in names or pipeline tools)."""
    capabilities: list[str] = Field(default_factory=list[str])
    """Free-form tags the registry filters by (e.g. `code`, `research`)."""
    input: TaskInput | None = None
    """What a task must be (text or a workspace file); other tasks are refused before running."""
    output_schema: dict[str, Any] | None = None
    """JSON Schema of the agent's answer."""
    pipeline: list[PipelineStep] = Field(default_factory=list[PipelineStep])
    """Ordered tool steps run for every task (no planning); empty means the agent plans."""
    data_model: DataModel | None = None
    """The agent's own table, created at registration."""
    goal: GoalSpec | None = None
    """What the answer must satisfy; an unmet goal replans the rest, up to `goal.attempts`."""

    @pydantic.field_validator("output_schema")
    @classmethod
    def _check_output_schema(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value is not None:
            import jsonschema

            try:
                jsonschema.Draft202012Validator.check_schema(value)
            except jsonschema.SchemaError as exc:
                raise ValueError(f"expected a valid JSON Schema: {exc.message}") from None
        return value

    @pydantic.model_validator(mode="after")
    def _check_pipeline(self) -> AgentSpec:
        ids = [s.id for s in self.pipeline]
        if len(set(ids)) != len(ids):
            raise ValueError(f"pipeline step ids must be unique, got {ids}")
        if any(s.tool == "db_write" for s in self.pipeline) and self.data_model is None:
            raise ValueError("a pipeline using db_write needs a data_model")
        for i, step in enumerate(self.pipeline):
            refs = set(_REF.findall(json.dumps(step.args)))
            unknown = sorted(refs - set(ids[:i]))
            if unknown:
                raise ValueError(
                    f"pipeline[{i}] ({step.id}) refers to {unknown}; expected earlier step ids "
                    f"{ids[:i]}"
                )
        return self

    @property
    def semver(self) -> tuple[int, int, int]:
        """`(major, minor, patch)` for ordering versions."""
        major, minor, patch = self.version.split("-", 1)[0].split(".")
        return int(major), int(minor), int(patch)

    def all_tools(self) -> list[str]:
        """Declared tools plus those the pipeline calls, in first-seen order."""
        return list(dict.fromkeys([*self.tools, *(s.tool for s in self.pipeline)]))


def known_tool_names() -> list[str]:
    """Tools a spec may name: built-in (browser ones too), pipeline, memory and sandboxed tools."""
    from agentschool.tools.browser import BROWSER_TOOL_NAMES
    from agentschool.tools.builtin import (
        BUILTIN_TOOL_GROUPS,
        BUILTIN_TOOL_NAMES,
        OPT_IN_TOOL_GROUPS,
    )

    return sorted(
        {
            *BUILTIN_TOOL_NAMES,
            *BUILTIN_TOOL_GROUPS,
            *BROWSER_TOOL_NAMES,
            *OPT_IN_TOOL_GROUPS,
            *PIPELINE_TOOL_NAMES,
            *MEMORY_TOOL_NAMES,
            *SANDBOX_TOOL_NAMES,
        }
    )


def _path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "spec"


def parse_spec(data: Mapping[str, Any], *, tools: Collection[str] | None = None) -> AgentSpec:
    """Validate spec data; `tools` are the names allowed (`known_tool_names()` when None).

    Raises:
        SpecError: Naming each wrong field's path and what was expected.
    """
    try:
        spec = AgentSpec.model_validate(data)
    except pydantic.ValidationError as exc:
        problems = [
            f"{_path(e['loc'])}: {e['msg'].removeprefix('Value error, ')}"
            + (f" (got {e['input']!r})" if e["type"] not in ("missing",) and e["loc"] else "")
            for e in exc.errors(include_url=False)
        ]
        raise SpecError(problems) from None
    allowed = set(known_tool_names() if tools is None else tools)
    problems = [
        f"tools[{i}]: unknown tool {name!r}; expected one of {sorted(allowed)}"
        for i, name in enumerate(spec.tools)
        if name not in allowed
    ] + [
        f"pipeline[{i}].tool: unknown tool {step.tool!r}; expected one of {sorted(allowed)}"
        for i, step in enumerate(spec.pipeline)
        if step.tool not in allowed
    ]
    if problems:
        raise SpecError(problems)
    return spec


def load_spec(source: str | Path, *, tools: Collection[str] | None = None) -> AgentSpec:
    """Load a spec from a `.yaml`/`.yml`/`.json` file, or from YAML/JSON text.

    Raises:
        SpecError: The text is not YAML/JSON, not a mapping, or the spec is invalid.
    """
    text = source.read_text() if isinstance(source, Path) else source
    if isinstance(source, str) and "\n" not in source and re.search(r"\.(ya?ml|json)$", source):
        text = Path(source).read_text()
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise SpecError([f"spec: expected YAML or JSON ({exc})"]) from None
    if not isinstance(data, dict):
        raise SpecError([f"spec: expected a mapping of fields, got {type(data).__name__}"])
    return parse_spec(data, tools=tools)


def spec_json_schema() -> dict[str, Any]:
    """The published JSON Schema of an agent spec (tool names listed as an enum)."""
    schema = AgentSpec.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://agentschool.dev/schemas/agent-spec.json"
    schema["properties"]["tools"]["items"] = {"enum": known_tool_names()}
    copied: dict[str, Any] = json.loads(json.dumps(schema))
    return copied
