"""The built-in toolset: calculator, todo, http_get, web_search, files; sql, the browser on request.

`sql` joins when `AGENTSCHOOL_SQL_URL` is set; the browser tools (`browser` group) only when
`tools_enabled` names them, since they need the `browser` extra (Playwright) and Chromium.
"""

from __future__ import annotations

import importlib.util

from agentschool.exceptions import ConfigError
from agentschool.settings import Settings
from agentschool.tools.browser import BROWSER_TOOL_NAMES, build_browser_tools
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.files import build_file_tools
from agentschool.tools.http import build_http_get
from agentschool.tools.search import build_web_search
from agentschool.tools.todo import build_todo_tools
from agentschool.tools.toolset import Toolset

__all__ = [
    "BUILTIN_TOOL_GROUPS",
    "BUILTIN_TOOL_NAMES",
    "OPT_IN_TOOL_GROUPS",
    "browser_toolset",
    "builtin_toolset",
]

BUILTIN_TOOL_NAMES: tuple[str, ...] = (
    "calculator",
    "todo_add",
    "todo_list",
    "todo_complete",
    "todo_delete",
    "todo_rename",
    "todo_clear",
    "http_get",
    "web_search",
    "read_file",
    "write_file",
    "list_dir",
    "sql",
)
"""Names of every built-in tool (`sql` only exists when `AGENTSCHOOL_SQL_URL` is set)."""

BUILTIN_TOOL_GROUPS: dict[str, tuple[str, ...]] = {
    "todo": ("todo_add", "todo_list", "todo_complete", "todo_delete", "todo_rename", "todo_clear"),
    "files": ("read_file", "write_file", "list_dir"),
}
"""Shorthands accepted in `tools_enabled` for several tools at once."""

OPT_IN_TOOL_GROUPS: dict[str, tuple[str, ...]] = {"browser": BROWSER_TOOL_NAMES}
"""Tools that exist only when `tools_enabled` names them (or their group)."""


def builtin_toolset(settings: Settings | None = None) -> Toolset:
    """Every built-in tool, or those named by `settings.tools_enabled` (names or group names).

    Args:
        settings: Configuration; when None, `Settings()` decides which tools are enabled and the
            tools read their configuration (data dir, workspace, HTTP policy) on each call.

    Raises:
        ConfigError: `tools_enabled` names a tool that does not exist.
    """
    effective = settings or Settings()
    enabled = effective.tools_enabled
    toolset = Toolset(
        [
            calculator_tool,
            *build_todo_tools(settings),
            build_http_get(settings),
            build_web_search(settings),
            *build_file_tools(settings),
        ]
    )
    if effective.sql_url:
        from agentschool.tools.sql import build_sql_tool  # SQLAlchemy loads only when configured

        toolset.register(build_sql_tool(effective.sql_url))
    if enabled is None:
        return toolset
    wanted: set[str] = set()
    groups = {**BUILTIN_TOOL_GROUPS, **OPT_IN_TOOL_GROUPS}
    for name in enabled:
        if name in groups:
            wanted.update(groups[name])
        elif name in BUILTIN_TOOL_NAMES or name in BROWSER_TOOL_NAMES:
            wanted.add(name)
        else:
            known = ", ".join([*BUILTIN_TOOL_NAMES, *BROWSER_TOOL_NAMES, *groups])
            raise ConfigError(
                f"AGENTSCHOOL_TOOLS_ENABLED names unknown tool {name!r}; known: {known}"
            )
    if wanted & set(BROWSER_TOOL_NAMES):
        toolset = toolset.merge(browser_toolset(settings))
    return toolset.filter(lambda tool: tool.name in wanted)


def browser_toolset(settings: Settings | None = None, *, wanted_by: str = "") -> Toolset:
    """The browser tools; a clear error naming `wanted_by` when the `browser` extra is missing.

    Args:
        settings: Configuration (browser executable, host policy); `Settings()` when None.
        wanted_by: Who named them, for the error (`AGENTSCHOOL_TOOLS_ENABLED` by default).
    """
    if importlib.util.find_spec("playwright") is None:
        raise ConfigError(
            f"{wanted_by or 'AGENTSCHOOL_TOOLS_ENABLED'} names browser tools, which need "
            "Playwright: pip install 'agentschool[browser]'"
        )
    return Toolset(build_browser_tools(settings))
