"""`Toolset`: a named collection of tools (register, get, list, filter, prefix, merge).

A toolset notifies listeners when tools are added or removed, so servers (MCP) can tell their
clients the list changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from agentschool.exceptions import UserError
from agentschool.models.base import ToolDefinition
from agentschool.tools.base import Tool

if TYPE_CHECKING:
    from agentschool.tools.mcp import MCPToolset

__all__ = ["Toolset"]


class Toolset:
    """Tools by name."""

    def __init__(self, tools: Iterable[Tool | Callable[..., Any]] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        self._listeners: list[Callable[[], None]] = []
        for item in tools:
            self.register(item)

    def register(self, item: Tool | Callable[..., Any], *, replace: bool = False) -> Tool:
        """Add a tool (or a typed function, wrapped with `Tool.from_function`).

        Raises:
            UserError: When a tool of that name exists and `replace` is False.
        """
        new = item if isinstance(item, Tool) else Tool.from_function(item)
        if new.name in self._tools and not replace:
            raise UserError(f"a tool named {new.name!r} is already registered")
        self._tools[new.name] = new
        self._changed()
        return new

    def remove(self, name: str) -> Tool:
        """Remove and return a tool."""
        tool = self.get(name)
        del self._tools[name]
        self._changed()
        return tool

    def get(self, name: str) -> Tool:
        """The tool called `name`.

        Raises:
            UserError: Naming the known tools when there is none of that name.
        """
        try:
            return self._tools[name]
        except KeyError:
            known = ", ".join(sorted(self._tools)) or "none"
            raise UserError(f"unknown tool {name!r}; known tools: {known}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def __repr__(self) -> str:
        return f"Toolset({sorted(self._tools)})"

    def names(self) -> list[str]:
        """Tool names, sorted."""
        return sorted(self._tools)

    def definitions(self) -> list[ToolDefinition]:
        """Every tool as a model sees it."""
        return [tool.definition for tool in self._tools.values()]

    def filter(self, predicate: Callable[[Tool], bool]) -> Toolset:
        """A new toolset with the tools for which `predicate` is true."""
        return Toolset(t for t in self._tools.values() if predicate(t))

    def only(self, names: Iterable[str]) -> Toolset:
        """A new toolset with just these tools (each must exist)."""
        return Toolset(self.get(n) for n in names)

    def prefixed(self, prefix: str) -> Toolset:
        """A new toolset whose tool names start with `prefix_`."""
        return Toolset(t.renamed(f"{prefix}_{t.name}") for t in self._tools.values())

    def merge(self, *others: Toolset) -> Toolset:
        """A new toolset with these tools and the others'; a repeated name is an error."""
        merged = Toolset(self._tools.values())
        for other in others:
            for tool in other:
                merged.register(tool)
        return merged

    def __or__(self, other: Toolset) -> Toolset:
        return self.merge(other)

    @classmethod
    async def from_mcp(
        cls,
        target: str,
        *,
        connect_timeout: float = 10.0,
        read_timeout: float = 60.0,
        headers: Mapping[str, str] | None = None,
    ) -> MCPToolset:
        """The tools of an MCP server: a command line (stdio) or an http(s) URL.

        See `agentschool.tools.mcp.toolset_from_mcp`; close the result with `aclose()`.
        """
        from agentschool.tools.mcp import toolset_from_mcp  # the MCP SDK loads only when used

        return await toolset_from_mcp(
            target, connect_timeout=connect_timeout, read_timeout=read_timeout, headers=headers
        )

    def on_change(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call `listener` whenever a tool is added or removed; returns an unsubscribe function."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()
