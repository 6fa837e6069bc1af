"""Functions learned, healed or deprecated while the MCP server runs reach its clients."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp import Client
from tests.school.school_helpers import LiveSite, serve_site
from tests.server.ui_helpers import learn_city_events

from agentschool.school.registry import FunctionRegistry
from agentschool.server.mcp import META_VERSION, create_mcp_server
from agentschool.server.mcp_learned import follow_learned_functions, sync_learned_tools
from agentschool.tools import Toolset, tool


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@pytest.fixture(scope="module")
def site() -> Iterator[LiveSite]:
    yield from serve_site()


@pytest.fixture
def registry(tmp_path: Path) -> Iterator[FunctionRegistry]:
    opened = FunctionRegistry(f"sqlite:///{tmp_path / 'functions.db'}")
    yield opened
    opened.close()


async def test_new_versions_and_deprecations_change_tools_list(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    toolset = Toolset([add])  # served before anything was learned
    changes: list[Any] = []
    changed = anyio.Event()

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            changes.append(message)
            changed.set()

    server = create_mcp_server(toolset)
    async with Client(server, mode="legacy", message_handler=on_message) as client:

        async def listed() -> dict[str, types.Tool]:
            return {t.name: t for t in (await client.list_tools()).tools}

        assert list(await listed()) == ["add"]
        assert not await sync_learned_tools(toolset, registry)  # nothing learned yet

        name = learn_city_events(registry.engine.url.render_as_string(False), site)
        assert await sync_learned_tools(toolset, registry)
        with anyio.fail_after(5):
            await changed.wait()
        first = (await listed())[name]
        assert first.meta is not None and first.meta[META_VERSION] == "1"
        assert first.annotations is not None and first.annotations.open_world_hint is True
        assert not await sync_learned_tools(toolset, registry)  # same version: no change

        learn_city_events(registry.engine.url.render_as_string(False), site)  # healed: v2
        changed = anyio.Event()
        assert await sync_learned_tools(toolset, registry)
        with anyio.fail_after(5):
            await changed.wait()
        second = (await listed())[name]
        assert second.meta is not None and second.meta[META_VERSION] == "2"

        registry.deprecate(name)
        changed = anyio.Event()
        assert await sync_learned_tools(toolset, registry)
        with anyio.fail_after(5):
            await changed.wait()
        assert list(await listed()) == ["add"]  # the built-in tool stays
    assert len(changes) == 3


async def test_a_tool_named_like_a_function_is_left_alone(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    name = learn_city_events(registry.engine.url.render_as_string(False), site)

    @tool(name=name)
    def mine(city: str) -> str:
        """Not the learned function."""
        return city

    toolset = Toolset([mine])
    assert not await sync_learned_tools(toolset, registry)
    assert toolset.get(name) is mine


async def test_the_follower_syncs_until_cancelled(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    toolset = Toolset([add])
    name = learn_city_events(registry.engine.url.render_as_string(False), site)
    registered = anyio.Event()
    toolset.on_change(registered.set)
    with anyio.fail_after(10):
        async with anyio.create_task_group() as group:
            group.start_soon(follow_learned_functions, toolset, registry, 0.01)
            await registered.wait()
            group.cancel_scope.cancel()
    assert name in toolset


async def test_serve_keeps_its_mcp_tools_in_step_with_the_registry(
    registry: FunctionRegistry, site: LiveSite, tmp_path: Path
) -> None:
    from agentschool.cli.serve import _mcp_app
    from agentschool.runs.store import RunStore

    toolset = Toolset([add])
    store = RunStore(f"sqlite+aiosqlite:///{tmp_path / 'runs.db'}")
    app = _mcp_app(toolset, registry, store, auth=False, follow=True, interval=0.01)
    name = learn_city_events(registry.engine.url.render_as_string(False), site)
    registered = anyio.Event()
    toolset.on_change(registered.set)
    with anyio.fail_after(10):
        async with app.router.lifespan_context(app):  # as the API app's lifespan enters it
            await registered.wait()
    assert name in toolset
    await store.close()
