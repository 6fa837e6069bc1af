"""Helpers for the Agent School tests: the Luma site on a loopback port, plans, ground truth."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

from agentschool.school.sources.luma import Drift


class LiveSite:
    """The Luma site served by uvicorn in a background thread; `drift()` switches its drift."""

    def __init__(self, app: Any) -> None:
        self.app = app
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        self._socket = sock
        config = uvicorn.Config(app, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 20
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.01)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @contextmanager
    def drift(self, spec: str) -> Iterator[None]:
        """Serve with the drift switches in `spec` for the duration of the block."""
        before = self.app.state.drift
        self.app.state.drift = Drift.parse(spec)
        try:
            yield
        finally:
            self.app.state.drift = before

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=20)
        self._socket.close()


def serve_site(**kwargs: Any) -> Iterator[LiveSite]:
    """Yield a `LiveSite` of `create_app(drift=(), **kwargs)` and stop it afterwards."""
    from agentschool.school.sources.luma import create_app

    site = LiveSite(create_app(drift=(), **kwargs))
    try:
        yield site
    finally:
        site.stop()


def expected_events(dataset: Any, query: Any, web_url: str) -> list[dict[str, Any]]:
    """Ground truth, computed from the raw dataset independently of the generated code."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from agentschool.school.sources.luma import distance_km

    place = next((p for p in dataset.places if p["slug"] == query.city), None)
    if place is None and query.latitude is not None and query.radius_km is None:
        # Luma's geo listing: the events of the nearest discover place.
        place = min(dataset.places, key=lambda p: distance_km(
            query.latitude, query.longitude, p["coordinate"]["latitude"],
            p["coordinate"]["longitude"]))  # fmt: skip
    centre = (query.latitude, query.longitude) if query.latitude is not None else None
    if centre is None and place is not None:
        centre = (place["coordinate"]["latitude"], place["coordinate"]["longitude"])
    found = []
    for record in dataset.events:
        event, tickets = record["event"], record["ticket_info"]
        local = datetime.fromisoformat(event["start_at"].replace("Z", "+00:00"))
        day = local.astimezone(ZoneInfo(event["timezone"])).date()
        names = [record["calendar"]["name"], *(h["name"] for h in record["hosts"])]
        text = f"{event['name']} {event['description']}".lower()
        point = event["coordinate"]
        checks = [
            place is None or dataset.event_place[record["api_id"]] == place["api_id"],
            query.category is None or query.category in [c["slug"] for c in record["categories"]],
            query.date_from is None or day >= query.date_from,
            query.date_to is None or day <= query.date_to,
            not query.free_only or tickets["is_free"],
            query.max_price_usd is None or tickets["is_free"]
            or tickets["price"]["cents"] <= query.max_price_usd * 100,
            query.organizer is None or any(query.organizer.lower() in n.lower() for n in names),
            all(word.lower() in text for word in query.keywords),
            query.radius_km is None or (point is not None and centre is not None and distance_km(
                centre[0], centre[1], point["latitude"], point["longitude"]) <= query.radius_km),
        ]  # fmt: skip
        if all(checks):
            found.append(_expected(record, web_url))
    return sorted(found, key=lambda e: (e["start_at"], e["api_id"]))


def _expected(record: dict[str, Any], web_url: str) -> dict[str, Any]:
    event, tickets = record["event"], record["ticket_info"]
    info = event["geo_address_info"] or {}
    point = event["coordinate"] or {}
    return {
        "api_id": record["api_id"],
        "name": event["name"],
        "url": f"{web_url}/{event['url']}",
        "start_at": event["start_at"],
        "end_at": event["end_at"],
        "timezone": event["timezone"],
        "city": info.get("city"),
        "address": info.get("full_address"),
        "latitude": point.get("latitude"),
        "longitude": point.get("longitude"),
        "price_usd": None if tickets["is_free"] else tickets["price"]["cents"] / 100,
        "is_free": tickets["is_free"],
        "is_sold_out": tickets["is_sold_out"],
        "categories": [c["slug"] for c in record["categories"]],
        "hosts": [h["name"] for h in record["hosts"]],
        "calendar": record["calendar"]["name"],
        "guest_count": record["guest_count"],
    }


def require_postgres(url: str) -> None:
    """Skip when PostgreSQL is unreachable, but fail under CI (like `require_service`)."""
    import os

    import pytest
    import sqlalchemy as sa

    from agentschool.school.registry import sync_database_url

    engine = sa.create_engine(sync_database_url(url))
    try:
        with engine.connect():
            pass
    except sa.exc.OperationalError:
        if os.environ.get("CI"):
            pytest.fail("postgres is not reachable on 127.0.0.1 (required when CI is set)")
        pytest.skip("postgres is not reachable on 127.0.0.1")
    finally:
        engine.dispose()
