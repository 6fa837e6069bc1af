"""Tools the MCP conformance suite calls, written with our `@tool` (for `agentschool mcp`).

Only the scenarios our tool layer can express are implemented: plain text, an error result,
progress and a 2020-12 input schema. Images, audio, embedded resources, sampling, elicitation,
logging and prompts are not part of our Tool contract; tests/mcp_conformance_baseline.json
lists those scenarios as expected failures.
"""

from __future__ import annotations

import pydantic

from agentschool.exceptions import ToolError
from agentschool.tools import ToolContext, Toolset, tool


@tool
def test_simple_text() -> str:
    """Return a fixed text."""
    return "This is a simple text response for testing."


@tool
def test_error_handling() -> str:
    """Always fail with a readable message."""
    raise ToolError("This tool intentionally returns an error for testing")


@tool
async def test_tool_with_progress(ctx: ToolContext) -> str:
    """Report progress three times, then finish."""
    for step in (0, 50, 100):
        await ctx.report_progress(step, 100, f"at {step}%")
    return "done"


class address(pydantic.BaseModel):  # lower case: the suite looks for `$defs.address`
    """A postal address."""

    street: str | None = None
    city: str | None = None


@tool
def json_schema_2020_12_tool(name: str | None = None, address: address | None = None) -> str:
    """Tool with JSON Schema 2020-12 features."""
    return f"{name} {address}"


toolset = Toolset(
    [test_simple_text, test_error_handling, test_tool_with_progress, json_schema_2020_12_tool]
)
