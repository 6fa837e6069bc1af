"""The function registry: versions, deprecate, delete, search, stats; tools and MCP."""

from __future__ import annotations

import json

import mcp_types as types
import pytest
from mcp import Client
from school_fixtures import registry_fixture, site_fixture  # noqa: F401  (fixtures)
from school_helpers import LiveSite, require_postgres

from agentschool.exceptions import ToolError, UserError
from agentschool.school.codegen import generate
from agentschool.school.heal import learned_function
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry, sync_database_url
from agentschool.school.verify import verify
from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_resources import FUNCTIONS_URI, FunctionCatalog
from agentschool.settings import Settings

QUERY = EventQuery(city="tokyo")


def _save(registry: FunctionRegistry, site: LiveSite, strategy: str = "api") -> int:
    code = generate(ExecutionPlan(params=QUERY), strategy)  # type: ignore[arg-type]
    verification = verify(code, QUERY, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert verification.passed, verification.to_json()
    saved = registry.save(learned_function(code, verification, QUERY, "Tokyo events."))
    return saved.number


def _settings(site: LiveSite) -> Settings:
    return Settings(luma_api_url=site.url, luma_web_url=site.url)


def test_versions_are_kept_and_deprecate_and_delete_work(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    assert [_save(registry, site), _save(registry, site, "page")] == [1, 2]
    name = "search_events_by_city"
    current = registry.get(name)
    assert current is not None and current.number == 2 and current.strategy == "page"
    assert current.request_schema["required"] == ["city"]
    assert current.example == {"city": "tokyo"} and current.result_count == 9
    assert [f.number for f in registry.versions(name)] == [1, 2]
    assert registry.find_template("search_events(city)") == current
    assert registry.find_template("search_events(category,city)") is None
    assert [f.name for f in registry.search("events city")] == [name]
    assert registry.search("nothing like this") == []
    assert registry.deprecate(name, 2) == 1
    current = registry.get(name)
    assert current is not None and current.number == 1
    assert registry.delete(name, 1) == 1
    assert registry.get(name) is None and [f.number for f in registry.versions(name)] == [2]
    assert registry.delete(name) == 1 and registry.list() == []


def test_calls_are_counted_and_failures_recorded(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    _save(registry, site)
    name = "search_events_by_city"
    result = registry.call(name, {"city": "nyc"}, settings=_settings(site))
    assert result.events and {e.timezone for e in result.events} == {"America/New_York"}
    with pytest.raises(UserError, match="invalid arguments"):
        registry.call(name, {"town": "nyc"}, settings=_settings(site))
    with pytest.raises(ToolError, match="failed"):
        registry.call(name, {"city": "atlantis"}, settings=_settings(site))
    stats = registry.versions(name)[0].stats
    assert (stats.calls, stats.failures) == (2, 1)
    assert stats.last_success_at is not None and "atlantis" in (stats.last_error or "")


async def test_learned_functions_are_mcp_tools_and_catalog_resources(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    _save(registry, site)
    catalog: FunctionCatalog = registry
    server = create_mcp_server(registry.toolset(settings=_settings(site)), functions=catalog)
    async with Client(server, mode="legacy") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert tools["search_events_by_city"].input_schema["required"] == ["city"]
        called = await client.call_tool("search_events_by_city", {"city": "tokyo"})
        assert not called.is_error
        assert called.structured_content is not None
        assert len(called.structured_content["events"]) == 9
        index = (await client.read_resource(FUNCTIONS_URI)).contents[0]
        assert isinstance(index, types.TextResourceContents)
        assert "search_events_by_city" in json.loads(index.text).__repr__()


@pytest.mark.postgres
def test_the_registry_runs_on_postgresql(site: LiveSite) -> None:
    url = "postgresql://postgres@127.0.0.1:5432/test"
    require_postgres(url)
    registry = FunctionRegistry(url)
    name = "search_events_by_city"
    try:
        registry.delete(name)
        assert _save(registry, site) == 1
        assert registry.call(name, {"city": "tokyo"}, settings=_settings(site)).events
        assert registry.versions(name)[0].stats.calls == 1
    finally:
        registry.delete(name)
        registry.close()


def test_database_urls_become_synchronous_drivers() -> None:
    assert sync_database_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert sync_database_url("postgresql+asyncpg://u@h/db") == "postgresql+psycopg://u@h/db"
    assert sync_database_url("sqlite+aiosqlite:///x.db") == "sqlite:///x.db"


def test_agentschool_mcp_serves_learned_functions_beside_the_builtin_tools(site: LiveSite) -> None:
    from agentschool.cli.mcp import learned_functions, load_toolset

    registry = learned_functions()  # the registry of the test's AGENTSCHOOL_HOME
    try:
        _save(registry, site)
    finally:
        registry.close()
    names = load_toolset(None).names()
    assert "search_events_by_city" in names and "calculator" in names
