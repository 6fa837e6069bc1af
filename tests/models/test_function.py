import json

import jsonschema
import pytest
from pydantic import BaseModel

from agentschool.messages import ModelMessage, ModelRequest, ModelResponse, TextPart, ToolCallPart
from agentschool.models import AgentInfo, FunctionModel, OutputSchema, TestModel, ToolDefinition
from agentschool.models.function import sample_from_schema
from agentschool.tools import tool


async def test_function_model_sync_and_async_and_usage() -> None:
    def sync(messages: list[ModelMessage], info: AgentInfo) -> str:
        return "one two three"

    async def asynchronous(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        return ModelResponse(parts=[TextPart(content="hi")])

    for fn, text in ((sync, "one two three"), (asynchronous, "hi")):
        model = FunctionModel(fn)
        response = await model.request([ModelRequest.user("hello there")])
        assert response.text == text and model.calls == 1
        assert response.usage.requests == 1 and response.usage.input_tokens == 2
        assert model.label == "function:function"


async def test_test_model_calls_every_tool_with_valid_args_then_answers() -> None:
    @tool
    def lookup(city: str, limit: int = 3, tags: list[str] | None = None) -> str:
        """Look a city up."""
        return city

    definition = lookup.definition
    model = TestModel()
    first = await model.request([ModelRequest.user("go")], tools=[definition])
    (call,) = first.tool_calls
    assert isinstance(call, ToolCallPart) and call.tool_name == "lookup"
    lookup.validate_args(call.args)  # schema-valid
    from agentschool.messages import ToolReturnPart

    second = await model.request(
        [
            ModelRequest.user("go"),
            first,
            ModelRequest(
                parts=[
                    ToolReturnPart(tool_name="lookup", content="a", tool_call_id=call.tool_call_id)
                ]
            ),
        ],
        tools=[definition],
    )
    assert json.loads(second.text) == {"lookup": "a"}


class Inner(BaseModel):
    kind: str
    score: float


class Outer(BaseModel):
    name: str
    items: list[Inner]
    mode: str = "fast"
    maybe: Inner | None = None


@pytest.mark.parametrize("model_cls", [Outer, Inner])
async def test_test_model_structured_output_is_schema_valid(model_cls: type[BaseModel]) -> None:
    schema = model_cls.model_json_schema()
    response = await TestModel().request(
        [ModelRequest.user("x")], output_schema=OutputSchema(json_schema=schema)
    )
    value = json.loads(response.text)
    jsonschema.validate(value, schema)
    model_cls.model_validate(value)


def test_sample_from_schema_handles_bounds_and_enums() -> None:
    schema = {
        "type": "object",
        "properties": {
            "n": {"type": "integer", "minimum": 5},
            "e": {"enum": ["b", "c"]},
            "s": {"type": "string", "minLength": 3},
            "a": {"type": "array", "items": {"type": "number"}, "minItems": 2},
        },
        "required": ["n", "e", "s", "a"],
    }
    value = sample_from_schema(schema)
    jsonschema.validate(value, schema)
    assert value == {"n": 5, "e": "b", "s": "aaa", "a": [0.0, 0.0]}


def test_tool_definition_shape() -> None:
    d = ToolDefinition(name="t", description="d", parameters_json_schema={"type": "object"})
    assert d.output_json_schema is None
