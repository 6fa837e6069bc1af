"""`toolset_from_mcp` / `Toolset.from_mcp`: another MCP server's tools as our tools."""

from __future__ import annotations

import os
import signal
import sys
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path

import anyio
import pytest

from agentschool.exceptions import ToolArgsError, ToolError, ToolTimeoutError
from agentschool.server.mcp import create_mcp_server
from agentschool.tools import RiskLevel, ToolContext, Toolset, tool
from agentschool.tools.mcp import MCPToolset, toolset_from_mcp

AGENTSCHOOL = str(Path(sys.executable).parent / "agentschool")

SAMPLE = textwrap.dedent(
    '''
    import os
    from agentschool.exceptions import ToolError
    from agentschool.tools import Toolset, tool

    @tool
    def add(a: float, b: float) -> float:
        """Add two numbers."""
        return a + b

    @tool(risk="write")
    def pid() -> int:
        """The server's process id."""
        return os.getpid()

    @tool
    def refuse() -> str:
        """Always fails."""
        raise ToolError("not today")

    toolset = Toolset([add, pid, refuse])
    '''
)


def remote_toolset() -> Toolset:
    @tool
    def add(a: float, b: float) -> float:
        """Add two numbers."""
        return a + b

    @tool
    def profile(name: str) -> dict[str, str]:
        """Describe a person."""
        return {"name": name}

    @tool(risk="dangerous")
    def wipe() -> str:
        """Wipe."""
        return "wiped"

    @tool(risk="write")
    def refuse() -> str:
        """Always fails."""
        raise ToolError("not today")

    @tool
    async def slow(ctx: ToolContext, steps: int) -> int:
        """Reports progress."""
        for i in range(steps):
            await ctx.report_progress(i + 1, steps, None)
        return steps

    return Toolset([add, profile, wipe, refuse, slow])


@pytest.fixture
async def in_process() -> AsyncIterator[MCPToolset]:
    tools = await toolset_from_mcp(create_mcp_server(remote_toolset()))
    try:
        yield tools
    finally:
        await tools.aclose()


async def test_remote_tools_keep_names_schemas_and_risk(in_process: MCPToolset) -> None:
    assert in_process.names() == ["add", "profile", "refuse", "slow", "wipe"]
    add = in_process.get("add")
    assert add.parameters_json_schema["required"] == ["a", "b"]
    assert add.risk is RiskLevel.READ
    assert in_process.get("refuse").risk is RiskLevel.WRITE
    assert in_process.get("wipe").risk is RiskLevel.DANGEROUS
    assert [d.name for d in in_process.definitions()] == in_process.names()


async def test_remote_calls_return_plain_values(in_process: MCPToolset) -> None:
    assert await in_process.get("add").call({"a": 2, "b": 3}) == 5
    assert await in_process.get("profile").call({"name": "Ada"}) == {"name": "Ada"}
    with pytest.raises(ToolError, match="not today"):
        await in_process.get("refuse").call({})


async def test_bad_arguments_are_caught_locally_naming_the_field(in_process: MCPToolset) -> None:
    with pytest.raises(ToolArgsError) as info:
        await in_process.get("add").call({"a": "two", "b": 3})
    assert [e["loc"] for e in info.value.errors] == ["a"]


async def test_progress_is_forwarded_to_the_tool_context(in_process: MCPToolset) -> None:
    seen: list[float] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        seen.append(value)

    result = await in_process.get("slow").call({"steps": 3}, ToolContext(progress=progress))
    assert (result, seen) == (3, [1, 2, 3])


async def test_prefixed_copies_still_call_the_remote_name(in_process: MCPToolset) -> None:
    prefixed = in_process.prefixed("calc")
    assert await prefixed.get("calc_add").call({"a": 1, "b": 1}) == 2


def sample_env(tmp_path: Path) -> dict[str, str]:
    (tmp_path / "mcp_sample.py").write_text(SAMPLE)
    return {"PYTHONPATH": str(tmp_path), "AGENTSCHOOL_HOME": str(tmp_path / "home")}


async def test_stdio_round_trip_and_reconnect_after_the_server_dies(tmp_path: Path) -> None:
    command = f"{AGENTSCHOOL} mcp --toolset mcp_sample:toolset"
    tools = await toolset_from_mcp(command, connect_timeout=30, env=sample_env(tmp_path))
    async with tools:
        assert tools.names() == ["add", "pid", "refuse"]
        assert await tools.get("add").call({"a": 20, "b": 22}) == 42
        with pytest.raises(ToolError, match="not today"):
            await tools.get("refuse").call({})
        first_pid = await tools.get("pid").call({})
        assert first_pid != os.getpid()
        os.kill(first_pid, signal.SIGKILL)
        with anyio.fail_after(60):
            second_pid = await tools.get("pid").call({})
        assert second_pid != first_pid
        assert await tools.get("add").call({"a": 1, "b": 2}) == 3


async def test_a_server_that_is_gone_gives_a_clear_tool_error(tmp_path: Path) -> None:
    command = f"{sys.executable} -c 'raise SystemExit(3)'"
    with pytest.raises(ToolError, match=r"is unreachable: MCPError: Connection closed"):
        await toolset_from_mcp(command, connect_timeout=20)
    with pytest.raises(ToolError, match="unreachable"):
        await toolset_from_mcp(str(tmp_path / "no-such-server"), connect_timeout=20)


async def test_refresh_follows_the_servers_tool_list() -> None:
    served = remote_toolset()
    tools = await toolset_from_mcp(create_mcp_server(served))
    async with tools:
        served.remove("wipe")

        @tool
        def shout(text: str) -> str:
            """Upper-case."""
            return text.upper()

        served.register(shout)
        await tools.refresh()
        assert "wipe" not in tools
        assert await tools.get("shout").call({"text": "hi"}) == "HI"


async def test_read_and_connect_timeouts_become_tool_errors() -> None:
    @tool
    async def stall() -> str:
        """Never answers in time."""
        await anyio.sleep(30)
        return "late"

    tools = await toolset_from_mcp(create_mcp_server(Toolset([stall])), read_timeout=0.2)
    async with tools:
        with anyio.fail_after(10), pytest.raises(ToolTimeoutError, match=r"timed out after 0\.2s"):
            await tools.get("stall").call({})
    silent = f"{sys.executable} -c 'import time; time.sleep(30)'"  # never answers the handshake
    with anyio.fail_after(10), pytest.raises(ToolError, match=r"did not answer within 0\.5s"):
        await toolset_from_mcp(silent, connect_timeout=0.5)


async def test_unknown_remote_tool_is_a_tool_error(in_process: MCPToolset) -> None:
    with pytest.raises(ToolError, match="Unknown tool: nope"):
        await in_process.connection.call_tool("nope", {})


async def test_the_toolset_follows_the_servers_list_changed_by_itself() -> None:
    served = remote_toolset()
    tools = await toolset_from_mcp(create_mcp_server(served))
    followed = anyio.Event()
    tools.on_change(followed.set)
    async with tools:
        assert "wipe" in tools

        @tool
        def shout(text: str) -> str:
            """Upper-case."""
            return text.upper()

        served.register(shout)  # the server notifies its sessions; no refresh() here
        served.remove("wipe")
        with anyio.fail_after(10):
            while "shout" not in tools or "wipe" in tools:
                await followed.wait()
                followed = anyio.Event()
                tools.on_change(followed.set)
        assert await tools.get("shout").call({"text": "hi"}) == "HI"
