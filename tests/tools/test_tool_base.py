"""Tool (tools/base.py) and Toolset (tools/toolset.py)."""

from __future__ import annotations

import asyncio
import threading
from typing import Literal

import pydantic
import pytest

from agentschool.exceptions import ModelRetry, ToolArgsError, ToolTimeoutError, UserError
from agentschool.tools import RiskLevel, Tool, ToolContext, Toolset, tool


def convert(amount: float, currency: Literal["EUR", "USD"] = "EUR", note: str | None = None) -> str:
    """Convert an amount of money.

    Longer explanation that is not part of the summary.

    Args:
        amount: How much money, in the source currency.
        currency (str): Target currency code;
            EUR when omitted.
        note: Free text.

    Returns:
        The converted amount as text.
    """
    return f"{amount} {currency}"


class Point(pydantic.BaseModel):
    x: int
    y: int


# --- Tool ---------------------------------------------------------------------------------------


def test_schema_from_signature_and_docstring() -> None:
    t = Tool.from_function(convert)
    assert t.name == "convert"
    assert t.description == "Convert an amount of money."
    schema = t.parameters_json_schema
    assert schema["required"] == ["amount"]
    assert schema["additionalProperties"] is False
    props = schema["properties"]
    assert props["amount"]["type"] == "number"
    assert props["amount"]["description"] == "How much money, in the source currency."
    assert props["currency"]["enum"] == ["EUR", "USD"] and props["currency"]["default"] == "EUR"
    assert props["currency"]["description"] == "Target currency code; EUR when omitted."
    assert props["note"]["description"] == "Free text."
    assert t.output_json_schema == {"type": "string"}
    assert t.definition.name == "convert" and t.definition.parameters_json_schema == schema


def test_decorator_options() -> None:
    @tool(name="send", risk="write", timeout=3, run_in_thread=False)
    def send_mail(to: str) -> None:
        """Send mail."""

    assert (send_mail.name, send_mail.risk, send_mail.timeout) == ("send", RiskLevel.WRITE, 3)
    assert send_mail.has_side_effects and not send_mail.run_in_thread
    assert send_mail.output_json_schema is None

    @tool
    def bare(x: int) -> int:
        return x

    assert bare.description == "bare" and not bare.has_side_effects


@pytest.mark.parametrize("name", ["has space", "1starts_with_digit", "x" * 65])
def test_invalid_names_are_refused(name: str) -> None:
    with pytest.raises(UserError, match="invalid tool name"):
        Tool.from_function(convert, name=name)


def test_var_args_are_refused() -> None:
    def loose(*args: int) -> None:
        """Loose."""

    with pytest.raises(UserError, match=r"\*args/\*\*kwargs"):
        Tool.from_function(loose)


async def test_bad_arguments_name_each_field() -> None:
    t = Tool.from_function(convert)
    with pytest.raises(ToolArgsError) as info:
        await t.call({"amount": "lots", "currency": "GBP", "extra": 1})
    err = info.value
    assert isinstance(err, ModelRetry) and err.tool_name == "convert"
    assert {e["loc"] for e in err.errors} == {"amount", "currency", "extra"}
    assert "amount:" in err.message and "convert" in err.message
    with pytest.raises(ToolArgsError, match="amount: Field required"):
        await t.call({})


async def test_arguments_are_coerced() -> None:
    assert await Tool.from_function(convert).call({"amount": "2.5"}) == "2.5 EUR"


async def test_sync_async_and_thread_placement() -> None:
    loop_thread = threading.get_ident()

    def where() -> int:
        """Report the thread."""
        return threading.get_ident()

    async def where_async() -> int:
        """Report the thread (async)."""
        await asyncio.sleep(0)
        return threading.get_ident()

    assert await Tool.from_function(where).call({}) != loop_thread
    assert await Tool.from_function(where, run_in_thread=False).call({}) == loop_thread
    assert await Tool.from_function(where_async).call({}) == loop_thread


async def test_results_are_made_json_ready() -> None:
    def point() -> Point:
        """A point."""
        return Point(x=1, y=2)

    t = Tool.from_function(point)
    assert await t.call({}) == {"x": 1, "y": 2}
    assert t.output_json_schema is not None and t.output_json_schema["required"] == ["x", "y"]


async def test_async_timeout() -> None:
    release = asyncio.Event()

    async def slow() -> str:
        """Wait to be released."""
        await release.wait()
        return "done"

    t = Tool.from_function(slow, timeout=0.01)
    with pytest.raises(ToolTimeoutError, match=r"'slow' timed out after 0\.01s"):
        await t.call({})


async def test_sync_timeout_does_not_wait_for_the_thread() -> None:
    release = threading.Event()
    finished = threading.Event()

    def blocking() -> str:
        """Block until released (a hung network call, say)."""
        release.wait(timeout=30)
        finished.set()
        return "done"

    t = Tool.from_function(blocking, timeout=0.01)
    try:
        with pytest.raises(ToolTimeoutError):
            await t.call({})
        # the call gave up while the function was still stuck, instead of waiting it out
        assert not finished.is_set()
    finally:
        release.set()


async def test_context_is_injected_and_hidden_from_the_schema() -> None:
    seen: list[ToolContext] = []

    def record(ctx: ToolContext, value: int) -> str:
        """Record the context."""
        seen.append(ctx)
        return ctx.idempotency_key

    t = Tool.from_function(record)
    assert t.context_param == "ctx"
    assert list(t.parameters_json_schema["properties"]) == ["value"]
    ctx = ToolContext(run_id="run-9", step_id="s3", deps={"db": 1})
    assert await t.call({"value": 1}, ctx) == "run-9:s3"
    assert seen[0] is ctx
    assert await t.call({"value": 1}) == "adhoc:adhoc"


def test_renamed_is_a_copy() -> None:
    t = Tool.from_function(convert, risk="write")
    copy = t.renamed("money_convert")
    assert copy.name == "money_convert" and copy.definition.name == "money_convert"
    assert t.name == "convert" and t.definition.name == "convert"
    assert copy.risk is RiskLevel.WRITE


# --- Toolset ------------------------------------------------------------------------------------


def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def mul(a: int, b: int) -> int:
    """Multiply two integers."""
    return a * b


def test_register_get_and_iterate() -> None:
    toolset = Toolset([add])
    registered = toolset.register(Tool.from_function(mul, risk="write"))
    assert toolset.get("mul") is registered
    assert "add" in toolset and "nope" not in toolset and len(toolset) == 2
    assert [t.name for t in toolset] == ["add", "mul"]
    assert toolset.names() == ["add", "mul"]
    assert [d.name for d in toolset.definitions()] == ["add", "mul"]
    assert repr(toolset) == "Toolset(['add', 'mul'])"


def test_duplicate_names_need_replace() -> None:
    toolset = Toolset([add])
    with pytest.raises(UserError, match="'add' is already registered"):
        toolset.register(add)
    replacement = Tool.from_function(mul, name="add")
    toolset.register(replacement, replace=True)
    assert toolset.get("add") is replacement


def test_unknown_tool_error_lists_the_known_names() -> None:
    with pytest.raises(UserError, match="unknown tool 'div'; known tools: add, mul"):
        Toolset([add, mul]).get("div")
    with pytest.raises(UserError, match="known tools: none"):
        Toolset().get("div")


def test_filter_only_prefixed_merge_remove() -> None:
    toolset = Toolset([add, Tool.from_function(mul, risk="write")])
    assert toolset.filter(lambda t: not t.has_side_effects).names() == ["add"]
    assert toolset.only(["mul"]).names() == ["mul"]
    with pytest.raises(UserError, match="unknown tool 'x'"):
        toolset.only(["x"])
    prefixed = toolset.prefixed("math")
    assert prefixed.names() == ["math_add", "math_mul"]
    assert toolset.names() == ["add", "mul"]  # the original is untouched
    merged = toolset.merge(prefixed)
    assert merged.names() == ["add", "math_add", "math_mul", "mul"]
    assert (toolset | prefixed).names() == merged.names()
    with pytest.raises(UserError, match="already registered"):
        toolset.merge(Toolset([add]))
    removed = merged.remove("add")
    assert removed.name == "add" and "add" not in merged
    with pytest.raises(UserError, match="unknown tool"):
        merged.remove("add")


async def test_prefixed_tools_still_work() -> None:
    assert await Toolset([add]).prefixed("m").get("m_add").call({"a": 2, "b": 3}) == 5


def test_on_change_notifies_and_unsubscribes() -> None:
    toolset = Toolset()
    events: list[int] = []
    unsubscribe = toolset.on_change(lambda: events.append(len(toolset)))
    toolset.register(add)
    toolset.register(mul)
    toolset.remove("add")
    assert events == [1, 2, 1]
    unsubscribe()
    toolset.register(add)
    assert events == [1, 2, 1]
