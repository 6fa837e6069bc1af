"""Spec complexity limits: checked at registration (and preview), each refusal names its limit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.context import ServerSettings
from agentschool.specs import SpecRegistry, make_engine
from agentschool.specs.limits import SpecLimitError, SpecLimits, check_spec_limits
from agentschool.specs.reference import reference_names, reference_spec
from agentschool.specs.spec import parse_spec


def nested_schema(depth: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(depth):
        schema = {"type": "object", "properties": {"x": schema}}
    return schema


CASES: list[tuple[str, dict[str, Any], str, str]] = [
    ("tools", {"tools": ["calculator", "todo_add", "todo_list"]}, "tools", "spec_max_tools=2"),
    (
        "steps",
        {"pipeline": [{"id": f"s{i}", "tool": "llm_process", "args": {}} for i in range(3)]},
        "pipeline",
        "spec_max_pipeline_steps=2",
    ),
    (
        "columns",
        {"data_model": {"fields": [{"name": f"c{i}"} for i in range(3)]}},
        "data_model.fields",
        "spec_max_columns=2",
    ),
    ("prompt", {"instructions": "x" * 200}, "instructions", "spec_max_prompt_chars=100"),
    ("depth", {"output_schema": nested_schema(7)}, "output_schema", "spec_max_depth=6"),
    (
        "fields",
        {"output_schema": {"type": "object", "properties": {f"p{i}": {} for i in range(5)}}},
        "output_schema",
        "spec_max_schema_fields=4",
    ),
    ("bytes", {"capabilities": ["c" * 50] * 20}, "spec", "spec_max_bytes=900"),
]

SMALL = SpecLimits(
    max_bytes=900,
    max_prompt_chars=100,
    max_tools=2,
    max_pipeline_steps=2,
    max_columns=2,
    max_schema_fields=4,
    max_depth=6,
)


@pytest.mark.parametrize(("case", "extra", "field", "limit"), CASES, ids=[c[0] for c in CASES])
def test_each_limit_is_named(case: str, extra: dict[str, Any], field: str, limit: str) -> None:
    spec = parse_spec({"name": "over", "description": "d", **extra})
    with pytest.raises(SpecLimitError) as refused:
        check_spec_limits(spec, SMALL)
    (problem,) = [p for p in refused.value.problems if p.endswith(limit)]
    assert problem.startswith(f"{field}: "), problem
    check_spec_limits(spec, SpecLimits())  # the defaults allow it


def test_reference_specs_fit_the_default_limits_and_reserved_names_are_refused() -> None:
    for name in reference_names():
        check_spec_limits(reference_spec(name), SpecLimits())
    with pytest.raises(SpecLimitError, match="'builder-sessions' is reserved"):
        check_spec_limits(parse_spec({"name": "builder-sessions", "description": "d"}), SMALL)


def test_registration_checks_the_limits_from_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTSCHOOL_SPEC_MAX_PIPELINE_STEPS", "1")
    assert SpecLimits.from_settings().max_pipeline_steps == 1
    registry = SpecRegistry(make_engine(f"sqlite:///{tmp_path / 'a.db'}"))
    spec = reference_spec("email-analyst")
    with pytest.raises(SpecLimitError, match="pipeline steps 3 exceeds the limit"):
        registry.register(spec)
    with pytest.raises(SpecLimitError):
        registry.preview(spec)
    assert registry.versions("email-analyst") == []
    assert registry.tables.applied_model("email-analyst") is None  # no table was made
    registry.engine.dispose()


async def test_the_api_refuses_a_spec_over_a_limit_naming_it(tmp_path: Path) -> None:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    settings = ServerSettings(auth_disabled=True, rate_limit=10_000, max_body_bytes=1 << 20)
    app = create_app(store, settings=settings)
    spec = {
        "name": "wide",
        "description": "d",
        "data_model": {"fields": [{"name": f"c{i}"} for i in range(65)]},
    }
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test/api/v1") as http:
        for params in ({}, {"dry_run": True}):
            refused = await http.post("/agent-types", params=params, json=spec)
            assert refused.status_code == 422, refused.text
            (error,) = refused.json()["errors"]
            assert error["field"] == "data_model.fields"
            assert error["message"] == "table columns 65 exceeds the limit spec_max_columns=64"
        assert (await http.get("/agent-types/wide")).status_code == 404
    app.state.spec_registry.engine.dispose()
    await store.close()
