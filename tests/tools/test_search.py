from __future__ import annotations

from typing import Any

import httpx
import pytest

from agentschool.exceptions import ModelRetry, ToolArgsError, ToolError
from agentschool.settings import Settings
from agentschool.tools.base import Tool
from agentschool.tools.search import BRAVE_API_URL, build_web_search

# Shapes copied from real answers (fields trimmed): SearXNG `/search?format=json` ...
SEARXNG_PAYLOAD: dict[str, Any] = {
    "query": "python asyncio timeout",
    "number_of_results": 0,
    "results": [
        {
            "url": "https://docs.python.org/3/library/asyncio-task.html",
            "title": "Coroutines and Tasks — Python 3.12 documentation",
            "content": "asyncio.<strong>timeout</strong>(delay) returns an async context manager",
            "engine": "duckduckgo",
            "parsed_url": ["https", "docs.python.org", "/3/library/asyncio-task.html", "", "", ""],
            "engines": ["duckduckgo", "bing"],
            "positions": [1, 2],
            "score": 4.0,
            "category": "general",
        },
        {
            "url": "https://stackoverflow.com/questions/48575",
            "title": "How to add a timeout to asyncio?",
            "content": "Use asyncio.wait_for &amp; handle TimeoutError.",
            "engine": "bing",
            "engines": ["bing"],
            "score": 1.0,
            "category": "general",
        },
        {"title": "no url: dropped", "content": "x"},
        {
            "url": "https://superfastpython.com/asyncio-timeout/",
            "title": "Asyncio Timeout",
            "engine": "google",
            "category": "general",
        },
    ],
    "answers": [],
    "corrections": [],
    "infoboxes": [],
    "suggestions": ["python asyncio wait_for"],
    "unresponsive_engines": [],
}

# ... and Brave `GET /res/v1/web/search`.
BRAVE_PAYLOAD: dict[str, Any] = {
    "type": "search",
    "query": {"original": "sqlite upsert", "more_results_available": True},
    "mixed": {"type": "mixed", "main": [{"type": "web", "index": 0, "all": False}]},
    "web": {
        "type": "search",
        "results": [
            {
                "title": "UPSERT - SQLite",
                "url": "https://www.sqlite.org/lang_upsert.html",
                "is_source_local": False,
                "description": "<strong>UPSERT</strong> is a clause added to INSERT that causes it",
                "page_age": "2024-05-01T00:00:00",
                "profile": {"name": "SQLite", "url": "https://www.sqlite.org"},
                "language": "en",
                "family_friendly": True,
                "type": "search_result",
                "meta_url": {
                    "scheme": "https",
                    "netloc": "sqlite.org",
                    "hostname": "www.sqlite.org",
                },
            },
            {
                "title": "SQLite &quot;INSERT OR REPLACE&quot; vs UPSERT",
                "url": "https://example.org/sqlite-upsert",
                "description": "A comparison.",
                "type": "search_result",
            },
        ],
        "family_friendly": True,
    },
}


def _tool(handler: Any, **settings: Any) -> Tool:
    return build_web_search(Settings(**settings), transport=httpx.MockTransport(handler))


async def test_searxng_request_and_results() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=SEARXNG_PAYLOAD)

    tool = _tool(handler, web_search_url="http://searx.local:8888/")
    results = await tool.call({"query": " python asyncio timeout ", "max_results": 5})
    request = seen[0]
    assert (request.url.host, request.url.path) == ("searx.local", "/search")
    assert dict(request.url.params) == {"q": "python asyncio timeout", "format": "json"}
    assert "authorization" not in request.headers
    assert results == [
        {
            "title": "Coroutines and Tasks — Python 3.12 documentation",
            "url": "https://docs.python.org/3/library/asyncio-task.html",
            "snippet": "asyncio.timeout(delay) returns an async context manager",
        },
        {
            "title": "How to add a timeout to asyncio?",
            "url": "https://stackoverflow.com/questions/48575",
            "snippet": "Use asyncio.wait_for & handle TimeoutError.",
        },
        {
            "title": "Asyncio Timeout",
            "url": "https://superfastpython.com/asyncio-timeout/",
            "snippet": "",
        },
    ]


async def test_max_results_caps_the_list() -> None:
    tool = _tool(lambda r: httpx.Response(200, json=SEARXNG_PAYLOAD), web_search_url="http://s")
    assert len(await tool.call({"query": "q", "max_results": 1})) == 1
    with pytest.raises(ToolArgsError, match="max_results"):
        await tool.call({"query": "q", "max_results": 0})


async def test_searxng_key_is_sent_as_bearer_token() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"results": []})

    tool = _tool(handler, web_search_url="https://searx.example", web_search_key="k-123")
    assert await tool.call({"query": "x"}) == []
    assert seen[0].headers["authorization"] == "Bearer k-123"


async def test_brave_request_and_results() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=BRAVE_PAYLOAD)

    tool = _tool(handler, web_search_backend="brave", web_search_key="BSA-secret")
    results = await tool.call({"query": "sqlite upsert", "max_results": 3})
    request = seen[0]
    assert str(request.url.copy_with(query=None)) == BRAVE_API_URL
    assert dict(request.url.params) == {"q": "sqlite upsert", "count": "3"}
    assert request.headers["x-subscription-token"] == "BSA-secret"
    assert results == [
        {
            "title": "UPSERT - SQLite",
            "url": "https://www.sqlite.org/lang_upsert.html",
            "snippet": "UPSERT is a clause added to INSERT that causes it",
        },
        {
            "title": 'SQLite "INSERT OR REPLACE" vs UPSERT',
            "url": "https://example.org/sqlite-upsert",
            "snippet": "A comparison.",
        },
    ]


async def test_brave_answer_without_web_section_is_empty() -> None:
    tool = _tool(
        lambda r: httpx.Response(200, json={"type": "search", "query": {"original": "x"}}),
        web_search_backend="brave",
        web_search_key="k",
    )
    assert await tool.call({"query": "x"}) == []


async def test_not_configured_names_the_env_var() -> None:
    called: list[httpx.Request] = []
    tool = _tool(called.append)
    with pytest.raises(ToolError, match="AGENTSCHOOL_WEB_SEARCH_URL"):
        await tool.call({"query": "anything"})
    brave = _tool(called.append, web_search_backend="brave")
    with pytest.raises(ToolError, match="AGENTSCHOOL_WEB_SEARCH_KEY"):
        await brave.call({"query": "anything"})
    assert called == []


async def test_configuration_is_read_from_the_environment_per_call(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tool = build_web_search(
        transport=httpx.MockTransport(lambda r: httpx.Response(200, json=SEARXNG_PAYLOAD))
    )
    with pytest.raises(ToolError, match="AGENTSCHOOL_WEB_SEARCH_URL"):
        await tool.call({"query": "x"})
    monkeypatch.setenv("AGENTSCHOOL_WEB_SEARCH_URL", "http://searx.local")
    assert len(await tool.call({"query": "x"})) == 3


@pytest.mark.parametrize(
    ("response", "message"),
    [
        (httpx.Response(500, text="engine crashed"), "HTTP 500: engine crashed"),
        (httpx.Response(429, text="rate limited"), "HTTP 429"),
        (httpx.Response(200, text="<html>not json</html>"), "invalid JSON"),
        (httpx.Response(200, json=["not", "an", "object"]), "without a `results` list"),
    ],
)
async def test_backend_failures_are_clear_errors(response: httpx.Response, message: str) -> None:
    tool = _tool(lambda r: response, web_search_url="http://searx.local")
    with pytest.raises(ToolError, match=message):
        await tool.call({"query": "x"})


async def test_connection_failure_is_a_clear_error() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    with pytest.raises(ToolError, match=r"searx\.local failed: connection refused"):
        await _tool(handler, web_search_url="http://searx.local").call({"query": "x"})


async def test_empty_query_goes_back_to_the_model() -> None:
    tool = _tool(lambda r: httpx.Response(200, json=SEARXNG_PAYLOAD), web_search_url="http://s")
    with pytest.raises(ModelRetry, match="query is empty"):
        await tool.call({"query": "  "})
