"""`web_search`: results as `{title, url, snippet}` from a SearXNG instance or Brave Search.

The backend is chosen by `settings.web_search_backend` (`searxng` or `brave`), its base URL by
`settings.web_search_url` (required for SearXNG; Brave defaults to its public API) and its key by
`settings.web_search_key` (required for Brave). Configuration is read when the tool is called, so
an unconfigured tool is still listed and explains what to set.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

import httpx
import pydantic

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool

__all__ = ["BRAVE_API_URL", "build_web_search", "parse_brave", "parse_searxng"]

BRAVE_API_URL = "https://api.search.brave.com/res/v1/web/search"
"""Brave Search web endpoint, used when `web_search_url` is unset."""

_TAG = re.compile(r"<[^>]+>")


def _clean(text: Any) -> str:
    """Plain text from a snippet that may carry `<strong>` highlighting."""
    return _TAG.sub("", str(text or "")).replace("&amp;", "&").replace("&quot;", '"').strip()


def parse_searxng(payload: Any) -> list[dict[str, str]]:
    """Results of a SearXNG `format=json` answer."""
    results = payload.get("results") if isinstance(payload, dict) else None
    if not isinstance(results, list):
        raise ToolError("search backend answered without a `results` list")
    return [
        {"title": _clean(r.get("title")), "url": str(r["url"]), "snippet": _clean(r.get("content"))}
        for r in results
        if isinstance(r, dict) and r.get("url")
    ]


def parse_brave(payload: Any) -> list[dict[str, str]]:
    """Results of a Brave Search web answer (`web.results`; none when the key is absent)."""
    if not isinstance(payload, dict):
        raise ToolError("search backend answered with something other than a JSON object")
    web = payload.get("web")
    results = web.get("results", []) if isinstance(web, dict) else []
    return [
        {
            "title": _clean(r.get("title")),
            "url": str(r["url"]),
            "snippet": _clean(r.get("description")),
        }
        for r in results
        if isinstance(r, dict) and r.get("url")
    ]


def _request(settings: Settings, query: str, count: int) -> httpx.Request:
    """The backend request for `query`, or a ToolError saying what configuration is missing."""
    key = settings.web_search_key.get_secret_value() if settings.web_search_key else None
    if settings.web_search_backend == "brave":
        if not key:
            raise ToolError("web search is not configured: set AGENTSCHOOL_WEB_SEARCH_KEY")
        return httpx.Request(
            "GET",
            settings.web_search_url or BRAVE_API_URL,
            params={"q": query, "count": count},
            headers={"Accept": "application/json", "X-Subscription-Token": key},
        )
    if not settings.web_search_url:
        raise ToolError(
            "web search is not configured: set AGENTSCHOOL_WEB_SEARCH_URL to a SearXNG "
            "instance (or AGENTSCHOOL_WEB_SEARCH_BACKEND=brave with AGENTSCHOOL_WEB_SEARCH_KEY)"
        )
    headers = {"Accept": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    return httpx.Request(
        "GET",
        settings.web_search_url.rstrip("/") + "/search",
        params={"q": query, "format": "json"},
        headers=headers,
    )


def build_web_search(
    settings: Settings | None = None,
    *,
    transport: httpx.AsyncBaseTransport | None = None,
    timeout: float = 15.0,
) -> Tool:
    """Build the `web_search` tool.

    Args:
        settings: Backend, URL and key; `Settings()` read per call when None.
        transport: httpx transport (tests pass `httpx.MockTransport`); network when None.
        timeout: Seconds for the backend request.
    """

    async def web_search(
        query: str, max_results: Annotated[int, pydantic.Field(ge=1, le=20)] = 5
    ) -> list[dict[str, str]]:
        """Search the web; returns results with title, url and snippet.

        Args:
            query: What to search for.
            max_results: How many results to return (1-20).
        """
        if not query.strip():
            raise ModelRetry("query is empty; give the words to search for")
        current = settings or Settings()
        request = _request(current, query.strip(), max_results)
        async with httpx.AsyncClient(transport=transport, timeout=timeout) as client:
            try:
                response = await client.send(request)
            except httpx.HTTPError as exc:
                raise ToolError(f"search backend {request.url.host} failed: {exc}") from None
        if response.status_code != 200:
            raise ToolError(
                f"search backend answered HTTP {response.status_code}: {response.text[:200]}"
            )
        try:
            payload = response.json()
        except ValueError:
            raise ToolError("search backend answered with invalid JSON") from None
        parse = parse_brave if current.web_search_backend == "brave" else parse_searxng
        return parse(payload)[:max_results]

    tool = Tool.from_function(web_search, risk=RiskLevel.READ, timeout=timeout * 2)
    tool.metadata["open_world"] = True  # it reaches hosts outside our control (MCP openWorldHint)
    return tool
