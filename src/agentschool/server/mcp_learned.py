"""Keep a served toolset's learned-function tools in step with the registry.

A function learned, healed to a new version, or deprecated while `agentschool mcp` runs (by
another process, e.g. `agentschool school learn` or a worker) lives only in the database, so the
server reads the registry every few seconds and registers, replaces or removes the matching
tools; the toolset's change listeners then tell connected MCP clients (`mcp_notify`).

The database read runs in a worker thread; the toolset changes happen on the event loop, where
the MCP handlers read the toolset too.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import anyio.to_thread

from agentschool.school.registry import FunctionRegistry
from agentschool.tools.base import Tool
from agentschool.tools.toolset import Toolset

__all__ = [
    "DEFAULT_FOLLOW_INTERVAL",
    "follow_learned_functions",
    "following_learned_functions",
    "is_learned_tool",
    "sync_learned_tools",
]

logger = logging.getLogger(__name__)

DEFAULT_FOLLOW_INTERVAL = 5.0
"""Seconds between two reads of the registry."""

_LEARNED_KEY = "template"  # `FunctionRegistry.tool` sets it; no other tool carries it


def is_learned_tool(tool: Tool) -> bool:
    """Whether `tool` is a learned function of the registry."""
    return _LEARNED_KEY in tool.metadata


async def sync_learned_tools(toolset: Toolset, registry: FunctionRegistry) -> bool:
    """Make the learned-function tools of `toolset` match the registry's current versions.

    Tools the registry does not know (built-in or custom ones) are left alone; a learned tool
    whose function is gone or deprecated is removed; a new function or version is registered.

    Returns:
        Whether the toolset changed.
    """
    served = {t.name: t.version for t in toolset if is_learned_tool(t)}
    wanted = await anyio.to_thread.run_sync(_current_tools, served, registry)
    changed = False
    for name in served.keys() - wanted.keys():
        toolset.remove(name)
        changed = True
    for name, tool in wanted.items():
        if tool is not None and (name in served or name not in toolset):
            toolset.register(tool, replace=True)
            changed = True
    return changed


def _current_tools(served: dict[str, str], registry: FunctionRegistry) -> dict[str, Tool | None]:
    """Each current function's name, with its tool when `served` lacks that version."""
    return {
        f.name: None if served.get(f.name) == f.version else registry.tool(f.name)
        for f in registry.list()
    }


async def follow_learned_functions(
    toolset: Toolset, registry: FunctionRegistry, interval: float = DEFAULT_FOLLOW_INTERVAL
) -> None:
    """Run `sync_learned_tools` every `interval` seconds until cancelled."""
    while True:
        await anyio.sleep(interval)
        try:
            await sync_learned_tools(toolset, registry)
        except Exception:  # a database hiccup must not end the server; try again next time
            logger.exception("reading the learned-function registry failed")


@asynccontextmanager
async def following_learned_functions(
    toolset: Toolset, registry: FunctionRegistry, interval: float = DEFAULT_FOLLOW_INTERVAL
) -> AsyncIterator[None]:
    """Keep `toolset` in step with `registry` while the block runs (a server's lifetime)."""
    async with anyio.create_task_group() as group:
        group.start_soon(follow_learned_functions, toolset, registry, interval)
        try:
            yield
        finally:
            group.cancel_scope.cancel()
