"""Cost of the offline Luma site: dataset generation, API calls and page renders.

Prints a Markdown table of median milliseconds over several runs, in process through
`httpx.ASGITransport` (no socket), so it measures the site's own work: filtering, pagination,
JSON encoding and HTML rendering. Run: `.venv/bin/python bench/luma_site.py`.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx

from agentschool.testing.luma_site import create_app, load_dataset

RUNS = 7


async def median_ms(action: Callable[[], Awaitable[Any]]) -> float:
    """Median over RUNS of one call of `action`, in milliseconds."""
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        await action()
        samples.append((time.perf_counter() - start) * 1e3)
    return statistics.median(samples)


async def main() -> None:
    async def generate() -> None:
        load_dataset()

    rows: list[tuple[str, float, str]] = [("load_dataset()", await median_ms(generate), "")]
    app = create_app(drift=())
    data = app.state.dataset
    sf = next(p for p in data.places if p["slug"] == "sf")
    slug = data.events[len(data.events) // 2]["event"]["url"]
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://luma.bench") as http:

        async def get(path: str, **params: Any) -> httpx.Response:
            response = await http.get(path, params=params)
            response.raise_for_status()
            return response

        async def walk() -> None:
            cursor = None
            while True:
                params: dict[str, Any] = {"pagination_limit": 50}
                if cursor:
                    params["pagination_cursor"] = cursor
                body = (await get("/discover/get-paginated-events", **params)).json()
                if not body["has_more"]:
                    return
                cursor = body["next_cursor"]

        cases: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
            ("API page of 50 (all events)", lambda: get("/discover/get-paginated-events",
                                                        pagination_limit=50)),
            ("API page of 50 (SF place)", lambda: get("/discover/get-paginated-events",
                                                      discover_place_api_id=sf["api_id"],
                                                      pagination_limit=50)),
            ("API full walk, 50 per page", walk),
            ("API /event/get", lambda: get("/event/get", event_api_id=data.events[0]["api_id"])),
            ("API /search/get-results", lambda: get("/search/get-results", query="hip-hop")),
            ("page /sf", lambda: get("/sf")),
            ("page /<event>", lambda: get(f"/{slug}")),
        ]  # fmt: skip
        for name, action in cases:
            answer = await action()
            size = f"{len(answer.content) / 1024:.0f} KiB" if answer is not None else ""
            rows.append((name, await median_ms(action), size))
    print(f"{len(data.events)} events; median of {RUNS} runs\n")
    print("| operation | median ms | response size |")
    print("|---|---:|---:|")
    for name, ms, size in rows:
        print(f"| {name} | {ms:.1f} | {size} |")


if __name__ == "__main__":
    asyncio.run(main())
