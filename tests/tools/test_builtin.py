from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest

from agentschool.exceptions import ConfigError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, ToolContext
from agentschool.tools.builtin import BUILTIN_TOOL_NAMES, builtin_toolset


def test_every_builtin_tool_is_present_with_a_valid_schema() -> None:
    toolset = builtin_toolset()
    assert toolset.names() == sorted(set(BUILTIN_TOOL_NAMES) - {"sql"})  # sql needs a URL
    for tool in toolset:
        jsonschema.Draft202012Validator.check_schema(tool.parameters_json_schema)
        assert tool.description and not tool.description.startswith(tool.name)
        assert "ctx" not in tool.parameters_json_schema["properties"]


def test_risk_levels() -> None:
    writes = {t.name for t in builtin_toolset() if t.risk is RiskLevel.WRITE}
    assert writes == {
        "todo_add",
        "todo_complete",
        "todo_delete",
        "todo_rename",
        "todo_clear",
        "write_file",
    }
    assert not any(t.risk is RiskLevel.DANGEROUS for t in builtin_toolset())


def test_tools_enabled_accepts_names_and_groups() -> None:
    toolset = builtin_toolset(Settings(tools_enabled=["calculator", "todo"]))
    assert toolset.names() == [
        "calculator",
        "todo_add",
        "todo_clear",
        "todo_complete",
        "todo_delete",
        "todo_list",
        "todo_rename",
    ]
    assert builtin_toolset(Settings(tools_enabled=[])).names() == []


def test_tools_enabled_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSCHOOL_TOOLS_ENABLED", '["files", "http_get"]')
    assert builtin_toolset().names() == ["http_get", "list_dir", "read_file", "write_file"]


def test_unknown_enabled_tool_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match=r"AGENTSCHOOL_TOOLS_ENABLED.*'calculater'.*calculator"):
        builtin_toolset(Settings(tools_enabled=["calculater"]))


async def test_planner_contract_signatures() -> None:
    toolset = builtin_toolset()
    assert await toolset.get("calculator").call({"expression": "15% of 240"}) == 36
    item = await toolset.get("todo_add").call({"title": "pay rent"}, ToolContext(run_id="r"))
    assert item["title"] == "pay rent"
    listed = await toolset.get("todo_list").call({})
    assert listed == {"todos": [item], "text": "1. pay rent — open", "open": 1, "done": 0}
    assert toolset.get("http_get").parameters_json_schema["required"] == ["url"]
    search = toolset.get("web_search").parameters_json_schema
    assert search["required"] == ["query"] and search["properties"]["max_results"]["default"] == 5
    assert toolset.get("list_dir").parameters_json_schema["properties"]["path"]["default"] == "."


def test_sql_joins_the_builtin_tools_when_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    database = tmp_path / "facts.db"
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE facts (name TEXT)")
    assert "sql" not in builtin_toolset().names()
    monkeypatch.setenv("AGENTSCHOOL_SQL_URL", f"sqlite:///{database}")
    tools = builtin_toolset()
    assert "sql" in tools.names() and tools.get("sql").risk == "read"


def test_browser_tools_join_only_when_named() -> None:
    assert not any(name.startswith("browser_") for name in builtin_toolset().names())
    tools = builtin_toolset(Settings(tools_enabled=["calculator", "browser"]))
    assert tools.names() == [
        "browser_click",
        "browser_fill",
        "browser_open",
        "browser_read",
        "browser_screenshot",
        "calculator",
    ]
    assert tools.get("browser_fill").risk is RiskLevel.DANGEROUS
    only = builtin_toolset(Settings(tools_enabled=["browser_read"]))
    assert only.names() == ["browser_read"]


def test_browser_tools_without_playwright_say_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "playwright" else real(name)
    )
    with pytest.raises(ConfigError, match=r"pip install 'agentschool\[browser\]'"):
        builtin_toolset(Settings(tools_enabled=["browser"]))
