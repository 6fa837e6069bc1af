"""Diagnose the source's current shape from a live sample, so healing can regenerate against it.

Trusted code (not generated) fetches one small sample per strategy and reads where things are
now: the API listing's list key and the event time keys (`renamed-list`, `renamed-key`), the
page data path inside `__NEXT_DATA__` (`moved-data-path`), the class of the event cards
(`changed-css`). A source that refuses (403, 429) or times out cannot be diagnosed for that
strategy: healing then falls back to the next one.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import httpx

from agentschool.school.codegen import SourceShape
from agentschool.school.functions import lent
from agentschool.school.query import DataSource

__all__ = ["DiagnosisError", "diagnose"]

_NEXT_DATA = re.compile(r'<script id="__NEXT_DATA__" type="application/json">(.*?)</script>', re.S)
_ANCHOR = re.compile(r"<a\s+([^>]*)>(.*?)</a>", re.S)
_ATTRIBUTE = re.compile(r'(\w[\w-]*)="([^"]*)"')


class DiagnosisError(Exception):
    """The source cannot be read with this strategy right now (refused, slow, unrecognizable)."""


def _time_keys(event: dict[str, Any]) -> tuple[str, str]:
    def pick(word: str) -> str:
        keys = [k for k in event if isinstance(event[k], str) and re.fullmatch(rf"{word}s?_at", k)]
        if not keys:
            raise DiagnosisError(f"no {word} time key among {sorted(event)}")
        return keys[0]

    return pick("start"), pick("end")


def _api_shape(client: httpx.Client, api_url: str, shape: SourceShape) -> SourceShape:
    page = _json(client, f"{api_url}/discover/get-paginated-events", {"pagination_limit": 3})
    lists = [
        k
        for k, v in page.items()
        if isinstance(v, list) and v and isinstance(v[0], dict) and "api_id" in v[0]
    ]
    if not lists:
        raise DiagnosisError(f"the listing holds no entries (keys {sorted(page)})")
    start, end = _time_keys(page[lists[0]][0]["event"])
    return SourceShape(**{**shape.to_json(), "data_path": shape.data_path, "list_key": lists[0],
                          "start_key": start, "end_key": end})  # fmt: skip


def _json(client: httpx.Client, url: str, params: dict[str, Any]) -> dict[str, Any]:
    response = _get(client, url, params)
    data = response.json()
    if not isinstance(data, dict):
        raise DiagnosisError(f"{url} did not answer a JSON object")
    return data


def _get(client: httpx.Client, url: str, params: dict[str, Any] | None = None) -> httpx.Response:
    try:
        response = client.get(url, params=params)
    except httpx.HTTPError as exc:
        raise DiagnosisError(f"{url}: {type(exc).__name__}") from None
    if response.status_code >= 400:
        raise DiagnosisError(f"{url} answered {response.status_code}")
    return response


def _find_path(data: Any, want: str, path: tuple[str, ...] = ()) -> tuple[str, ...] | None:
    """The path of the first object (depth-first) that has a `want` list."""
    if isinstance(data, dict):
        if isinstance(data.get(want), list):
            return path
        for key, value in data.items():
            found = _find_path(value, want, (*path, str(key)))
            if found is not None:
                return found
    return None


def _card_class(html: str) -> str:
    """The class shared by the anchors that wrap a `<time datetime=…>` (the event cards)."""
    counts: Counter[str] = Counter()
    for match in _ANCHOR.finditer(html):
        attributes = dict(_ATTRIBUTE.findall(match.group(1)))
        if "<time datetime=" in match.group(2) and attributes.get("href", "").startswith("/"):
            counts.update(c for c in attributes.get("class", "").split() if not c.startswith("jsx"))
    if not counts:
        raise DiagnosisError("no event cards (anchors around a <time>) on the discover page")
    return counts.most_common(1)[0][0]


def _page_shape(client: httpx.Client, web_url: str, shape: SourceShape) -> SourceShape:
    html = _get(client, f"{web_url}/discover").text
    found = _NEXT_DATA.search(html)
    if found is None:
        raise DiagnosisError("the discover page has no __NEXT_DATA__")
    next_data = json.loads(found.group(1))
    path = _find_path(next_data, "events")
    if path is None:
        raise DiagnosisError("no events list inside __NEXT_DATA__")
    listing: Any = next_data
    for key in path:
        listing = listing[key]
    if not listing["events"]:
        raise DiagnosisError("the discover page lists no events")
    start, end = _time_keys(listing["events"][0]["event"])
    return SourceShape(list_key=shape.list_key, start_key=start, end_key=end,
                       data_path=path, card_class=_card_class(html))  # fmt: skip


def diagnose(
    strategy: DataSource,
    shape: SourceShape,
    *,
    api_url: str,
    web_url: str,
    transport: httpx.BaseTransport | None = None,
    timeout: float = 30.0,
) -> SourceShape:
    """The shape the source has now, for `strategy`, starting from what a version assumed.

    Raises:
        DiagnosisError: The source refuses this strategy or cannot be recognized.
    """
    with httpx.Client(transport=lent(transport), timeout=timeout, follow_redirects=True) as client:
        if strategy == "api":
            return _api_shape(client, api_url.rstrip("/"), shape)
        return _page_shape(client, web_url.rstrip("/"), shape)
