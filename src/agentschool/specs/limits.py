"""Complexity limits of an agent spec, checked at registration; each refusal names its limit.

The caps come from settings (`AGENTSCHOOL_SPEC_MAX_*`); a spec over any of them is refused with
a `SpecLimitError` whose problems read `field: <what> exceeds <setting>=<cap>`.
"""

from __future__ import annotations

from typing import Any

import pydantic

from agentschool.settings import Settings
from agentschool.specs.spec import AgentSpec, SpecError

__all__ = ["RESERVED_AGENT_NAMES", "SpecLimitError", "SpecLimits", "check_spec_limits"]

RESERVED_AGENT_NAMES = frozenset({"builder-sessions", "builder_sessions", "data-models"})
"""Names whose tables would collide with the registry's own (`agent_builder_sessions`, ...)."""


class SpecLimitError(SpecError):
    """A spec is over one or more complexity limits (each problem names the setting)."""


class SpecLimits(pydantic.BaseModel):
    """The caps a spec must stay under (defaults match `Settings`)."""

    max_bytes: int = 65_536
    """Size of the spec as JSON."""
    max_prompt_chars: int = 20_000
    """Characters of `description` plus `instructions`."""
    max_tools: int = 32
    """Tools the spec names (declared and pipeline)."""
    max_pipeline_steps: int = 24
    """Steps of the pipeline."""
    max_columns: int = 64
    """Columns of the data model."""
    max_schema_fields: int = 128
    """Properties in `output_schema`, counted at every level."""
    max_depth: int = 8
    """Nesting depth of `output_schema` and of pipeline arguments."""

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> SpecLimits:
        """The limits configured in `settings` (`Settings()` when None)."""
        settings = settings or Settings()
        return cls(**{name: getattr(settings, f"spec_{name}") for name in cls.model_fields})


def _depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def _schema_depth(schema: Any) -> int:
    """Levels of nested schemas (an object of strings is 2: the object, then its properties)."""
    if not isinstance(schema, dict):
        return 0
    children: list[Any] = []
    for key in ("properties", "patternProperties", "$defs", "definitions"):
        if isinstance(schema.get(key), dict):
            children.extend(schema[key].values())
    for key in ("items", "additionalProperties", "not"):
        children.append(schema.get(key))
    for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
        if isinstance(schema.get(key), list):
            children.extend(schema[key])
    return 1 + max((_schema_depth(c) for c in children), default=0)


def _schema_fields(schema: Any) -> int:
    """Properties declared anywhere in a JSON Schema."""
    if isinstance(schema, list):
        return sum(_schema_fields(s) for s in schema)
    if not isinstance(schema, dict):
        return 0
    own = schema.get("properties")
    count = len(own) if isinstance(own, dict) else 0
    return count + sum(_schema_fields(v) for v in schema.values())


def check_spec_limits(spec: AgentSpec, limits: SpecLimits) -> None:
    """Refuse a spec over any limit (or with a reserved name).

    Raises:
        SpecLimitError: Naming each field over its limit and the setting that caps it.
    """
    measured: list[tuple[str, str, int, str]] = [
        ("spec", "size in bytes", len(spec.model_dump_json().encode()), "max_bytes"),
        ("instructions", "description and instructions in characters",
         len(spec.description) + len(spec.instructions), "max_prompt_chars"),
        ("tools", "tools named", len(spec.all_tools()), "max_tools"),
        ("pipeline", "pipeline steps", len(spec.pipeline), "max_pipeline_steps"),
        ("data_model.fields", "table columns",
         len(spec.data_model.fields) if spec.data_model else 0, "max_columns"),
        ("output_schema", "output schema fields", _schema_fields(spec.output_schema),
         "max_schema_fields"),
        ("output_schema", "nesting depth", _schema_depth(spec.output_schema), "max_depth"),
        ("pipeline", "argument nesting depth",
         max((_depth(s.args) for s in spec.pipeline), default=0), "max_depth"),
    ]  # fmt: skip
    problems = [
        f"{field}: {what} {value} exceeds the limit spec_{limit}={getattr(limits, limit)}"
        for field, what, value, limit in measured
        if value > getattr(limits, limit)
    ]
    if spec.name in RESERVED_AGENT_NAMES:
        problems.append(f"name: {spec.name!r} is reserved; choose another name")
    if problems:
        raise SpecLimitError(problems)
