"""Helpers for the offline Luma site tests: an ASGI client, pagination walks, HTML parsing."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from typing import Any

import httpx

BASE_URL = "http://luma.test"


def site_client(app: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL)


async def walk(
    http: httpx.AsyncClient, path: str, params: dict[str, Any], limit: int
) -> list[list[dict[str, Any]]]:
    """Every page of a paginated listing, following next_cursor."""
    pages: list[list[dict[str, Any]]] = []
    cursor = None
    for _ in range(500):
        query = {**params, "pagination_limit": limit}
        if cursor:
            query["pagination_cursor"] = cursor
        response = await http.get(path, params=query)
        assert response.status_code == 200, response.text
        body = response.json()
        pages.append(body["entries"])
        assert (body["next_cursor"] is None) == (not body["has_more"])
        if not body["has_more"]:
            return pages
        cursor = body["next_cursor"]
    raise AssertionError("pagination never ended")


class _PageParser(HTMLParser):
    def __init__(self, card_class: str) -> None:
        super().__init__()
        self.card_class = card_class
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self.cards: list[dict[str, Any]] = []
        self._script: dict[str, str | None] | None = None
        self._card: dict[str, Any] | None = None
        self._role: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "script":
            self._script = attributes
            self.scripts.append((attributes, ""))
        elif tag == "a" and self.card_class in classes:
            self._card = {"href": attributes["href"], "classes": classes, "text": {}}
            self.cards.append(self._card)
        elif self._card is not None and len(classes) == 2:
            self._role = classes[1]
        if tag == "time" and self._card is not None:
            self._card["datetime"] = attributes.get("datetime")

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._script = None
        elif tag == "a":
            self._card = None

    def handle_data(self, data: str) -> None:
        if self._script is not None:
            attributes, text = self.scripts[-1]
            self.scripts[-1] = (attributes, text + data)
        elif self._card is not None and self._role:
            texts = self._card["text"]
            texts[self._role] = texts.get(self._role, "") + data


def parse_page(document: str, card_class: str = "content-card") -> _PageParser:
    parser = _PageParser(card_class)
    parser.feed(document)
    return parser


def next_data(document: str) -> dict[str, Any]:
    scripts = [t for a, t in parse_page(document).scripts if a.get("id") == "__NEXT_DATA__"]
    assert len(scripts) == 1
    assert "</" not in scripts[0]
    data: dict[str, Any] = json.loads(scripts[0])
    return data


def json_ld(document: str) -> list[dict[str, Any]]:
    scripts = parse_page(document).scripts
    return [json.loads(t) for a, t in scripts if a.get("type") == "application/ld+json"]
