"""A small in-process web site for the browser tools: a paginated table, a search form, redirects.

Served by uvicorn on port 0 in a thread; `Site.hits` records every (method, path) it answered, so a
test can prove a request never reached the server.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

FRUITS = [
    ("apple", "red", "1.20"),
    ("banana", "yellow", "0.50"),
    ("cherry", "red", "4.00"),
    ("kiwi", "green", "0.80"),
    ("lemon", "yellow", "0.60"),
]
PER_PAGE = 3


@dataclass
class Site:
    base: str = ""
    hits: list[tuple[str, str]] = field(default_factory=list)

    def url(self, path: str) -> str:
        return self.base + path


def _table(rows: list[tuple[str, str, str]]) -> str:
    body = "".join(
        f"<tr><td>{html.escape(n)}</td><td>{c}</td><td>{p}</td></tr>" for n, c, p in rows
    )
    return (
        "<table><thead><tr><th>Name</th><th>Colour</th><th>Price</th></tr></thead>"
        f"<tbody>{body}</tbody></table>"
    )


def _app(site: Site) -> Starlette:
    async def fruits(request: Request) -> Response:
        page = int(request.query_params.get("page", "1"))
        rows = FRUITS[(page - 1) * PER_PAGE : page * PER_PAGE]
        more = page * PER_PAGE < len(FRUITS)
        nav = f'<a href="/fruits?page={page + 1}">Next</a>' if more else "<span>Last page</span>"
        return HTMLResponse(
            f"<html><head><title>Fruits {page}</title></head><body><h1>Fruits</h1>"
            f"{_table(rows)}{nav}"
            '<form method="post" action="/search"><label>Query <input name="q"></label>'
            "<button>Search</button></form></body></html>"
        )

    async def search(request: Request) -> Response:
        form = await request.form()
        query = str(form.get("q", ""))
        return RedirectResponse(f"/results?q={query}", status_code=303)  # post, redirect, get

    async def results(request: Request) -> Response:
        query = request.query_params.get("q", "").lower()
        rows = [row for row in FRUITS if query in row[0] or query == row[1]]
        return HTMLResponse(
            f"<html><head><title>Results for {html.escape(query)}</title></head><body>"
            f"{_table(rows)}</body></html>"
        )

    async def beacon(request: Request) -> Response:
        script = (  # synchronous: the request is made before the page has loaded
            "var x = new XMLHttpRequest(); x.open('POST', '/track', false);"
            "try { x.send('seen'); } catch (e) {}"
        )
        return HTMLResponse(f"<html><body><p>hello</p><script>{script}</script></body></html>")

    async def track(request: Request) -> Response:
        return Response(status_code=204)

    async def to_private(request: Request) -> Response:
        return RedirectResponse("http://192.168.77.1/admin", status_code=302)

    async def to_fruits(request: Request) -> Response:
        return RedirectResponse("/fruits?page=2", status_code=302)

    app = Starlette(
        routes=[
            Route("/fruits", fruits),
            Route("/search", search, methods=["POST"]),
            Route("/results", results),
            Route("/beacon", beacon),
            Route("/track", track, methods=["POST"]),
            Route("/to-private", to_private),
            Route("/to-fruits", to_fruits),
        ]
    )

    async def record(scope, receive, send):  # type: ignore[no-untyped-def]
        if scope["type"] == "http":
            site.hits.append((scope["method"], scope["path"]))
        await app(scope, receive, send)

    return record  # type: ignore[return-value]


@contextmanager
def serve_site() -> Iterator[Site]:
    """Serve the site on 127.0.0.1 (port 0) for the duration of the block."""
    site = Site()
    config = uvicorn.Config(
        _app(site), host="127.0.0.1", port=0, log_level="warning", lifespan="off", ws="none"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        thread.join(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    site.base = f"http://127.0.0.1:{port}"
    try:
        yield site
    finally:
        server.should_exit = True
        thread.join(10)
