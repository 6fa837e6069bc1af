from __future__ import annotations

import jsonschema
import pytest

from agentschool.specs import AgentSpec, SpecError, load_spec, parse_spec, spec_json_schema

VALID = """
name: notes
version: 1.2.0
description: Keeps notes.
tools: [calculator, db_write]
data_model:
  fields:
    - {name: title, type: string, required: true}
    - {name: score, type: number}
  indexes:
    - {fields: [title], unique: true}
"""


def test_valid_yaml_spec_loads() -> None:
    spec = load_spec(VALID)
    assert spec.name == "notes"
    assert spec.semver == (1, 2, 0)
    assert spec.data_model is not None and spec.data_model.field("title").required


def test_error_names_field_path_and_expectation() -> None:
    with pytest.raises(SpecError) as info:
        parse_spec(
            {
                "name": "Bad Name",
                "version": "1.0",
                "description": "x",
                "data_model": {"fields": [{"name": "a", "type": "money"}]},
            }
        )
    problems = info.value.problems
    assert any(p.startswith("name: String should match pattern") for p in problems)
    assert any(p.startswith("version: ") and "'1.0'" in p for p in problems)
    assert any(p.startswith("data_model.fields[0].type: Input should be") for p in problems)
    assert any("'money'" in p for p in problems)


def test_missing_required_field_is_named() -> None:
    with pytest.raises(SpecError) as info:
        parse_spec({"name": "x"})
    assert "description: Field required" in info.value.problems


def test_unknown_tool_rejected_at_validation() -> None:
    with pytest.raises(SpecError) as info:
        parse_spec({"name": "x", "description": "d", "tools": ["calculator", "teleport"]})
    assert info.value.problems[0].startswith("tools[1]: unknown tool 'teleport'; expected one of")
    with pytest.raises(SpecError, match=r"pipeline\[0\]\.tool: unknown tool 'nope'"):
        parse_spec({"name": "x", "description": "d", "pipeline": [{"id": "a", "tool": "nope"}]})


def test_data_model_consistency() -> None:
    with pytest.raises(SpecError, match=r"data_model: .*index over unknown fields \['b'\]"):
        parse_spec(
            {
                "name": "x",
                "description": "d",
                "data_model": {"fields": [{"name": "a"}], "indexes": [{"fields": ["b"]}]},
            }
        )
    with pytest.raises(SpecError, match="reserved"):
        parse_spec({"name": "x", "description": "d", "data_model": {"fields": [{"name": "id"}]}})
    with pytest.raises(SpecError, match="db_write needs a data_model"):
        parse_spec({"name": "x", "description": "d", "pipeline": [{"id": "w", "tool": "db_write"}]})


def test_pipeline_references_must_name_earlier_steps() -> None:
    pipeline = [
        {"id": "a", "tool": "llm_process", "args": {"text": "${b}"}},
        {"id": "b", "tool": "llm_process", "args": {"text": "{task}"}},
    ]
    with pytest.raises(SpecError, match=r"pipeline\[0\] \(a\) refers to \['b'\]; expected earlier"):
        parse_spec({"name": "x", "description": "d", "pipeline": pipeline})
    spec = parse_spec({"name": "x", "description": "d", "pipeline": pipeline[::-1]})
    assert [s.id for s in spec.pipeline] == ["b", "a"]


def test_bad_output_schema_and_bad_yaml() -> None:
    with pytest.raises(SpecError, match="output_schema: expected a valid JSON Schema"):
        parse_spec({"name": "x", "description": "d", "output_schema": {"type": "nonsense"}})
    with pytest.raises(SpecError, match="expected a mapping"):
        load_spec("- just\n- a list\n")


def test_published_json_schema_accepts_valid_and_rejects_unknown_tool() -> None:
    schema = spec_json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    valid = load_spec(VALID).model_dump(mode="json")
    jsonschema.validate(valid, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**valid, "tools": ["teleport"]}, schema)
    assert AgentSpec.model_validate(valid) == load_spec(VALID)
