"""Every drift switch, through `?drift=`, `create_app(drift=...)` and AGENTSCHOOL_LUMA_DRIFT."""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
import pytest
from luma_site_helpers import json_ld, next_data, parse_page, site_client

from agentschool.exceptions import UserError
from agentschool.testing.luma_site import DRIFT_NAMES, Drift, LumaDataset, create_app

EVENTS = "/discover/get-paginated-events"


async def _get(
    data: LumaDataset, path: str, app_drift: str | None, **params: Any
) -> httpx.Response:
    """One request to a fresh app with `app_drift` set on the app (query drift in `params`)."""
    async with site_client(create_app(drift=app_drift or (), dataset=data)) as http:
        return await http.get(path, params=params)


@pytest.fixture(params=["app", "query"])
def how(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def _drifted(data: LumaDataset, how: str, name: str, path: str, **kw: Any) -> httpx.Response:
    if how == "app":
        return await _get(data, path, name, **kw)
    return await _get(data, path, None, drift=name, **kw)


async def test_renamed_key(luma_dataset: LumaDataset, how: str) -> None:
    body = (await _drifted(luma_dataset, how, "renamed-key", EVENTS)).json()
    event = body["entries"][0]["event"]
    assert "starts_at" in event and "ends_at" in event and "start_at" not in event
    assert "start_at" not in json.dumps(body)
    page = await _drifted(luma_dataset, how, "renamed-key", "/sf")
    entry = next_data(page.text)["props"]["pageProps"]["initialData"]["data"]["events"][0]
    assert "starts_at" in entry["event"]


async def test_renamed_list(luma_dataset: LumaDataset, how: str) -> None:
    body = (await _drifted(luma_dataset, how, "renamed-list", EVENTS)).json()
    assert "entries" not in body and len(body["items"]) == 20
    items = await _drifted(
        luma_dataset, how, "renamed-list", "/calendar/get-items",
        calendar_api_id=luma_dataset.calendars[0]["api_id"],
    )  # fmt: skip
    assert "items" in items.json()


async def test_moved_data_path(luma_dataset: LumaDataset, how: str) -> None:
    page = await _drifted(luma_dataset, how, "moved-data-path", "/tech")
    props = next_data(page.text)["props"]["pageProps"]
    assert "initialData" not in props
    assert props["data"]["category"]["slug"] == "tech"


async def test_no_event_next_data(luma_dataset: LumaDataset, how: str) -> None:
    record = luma_dataset.events[0]
    page = await _drifted(luma_dataset, how, "no-event-next-data", "/" + record["event"]["url"])
    assert page.status_code == 200 and "__NEXT_DATA__" not in page.text
    (ld,) = json_ld(page.text)
    assert ld["@type"] == "Event" and ld["name"] == record["event"]["name"]
    listing = await _drifted(luma_dataset, how, "no-event-next-data", "/sf")
    assert next_data(listing.text)["props"]["pageProps"]["initialData"]["data"]["events"]


async def test_changed_css(luma_dataset: LumaDataset, how: str) -> None:
    normal = await _get(luma_dataset, "/sf", None)
    page = await _drifted(luma_dataset, how, "changed-css", "/sf")
    assert "content-card" not in page.text
    tiles = parse_page(page.text, card_class="event-tile").cards
    assert len(tiles) == len(parse_page(normal.text).cards) > 0
    assert tiles[0]["classes"][0] != parse_page(normal.text).cards[0]["classes"][0]


async def test_api_403_leaves_pages_working(luma_dataset: LumaDataset, how: str) -> None:
    for path in (EVENTS, "/event/get", "/search/get-results", "/url"):
        response = await _drifted(luma_dataset, how, "api-403", path)
        assert response.status_code == 403
        assert response.json() == {"message": "Forbidden"}
    page = await _drifted(luma_dataset, how, "api-403", "/sf")
    assert page.status_code == 200 and next_data(page.text)


async def test_api_429_has_retry_after(luma_dataset: LumaDataset, how: str) -> None:
    response = await _drifted(luma_dataset, how, "api-429", EVENTS)
    assert response.status_code == 429
    assert int(response.headers["retry-after"]) > 0
    page = await _drifted(luma_dataset, how, "api-429", "/discover")
    assert page.status_code == 200


async def test_empty_list(luma_dataset: LumaDataset, how: str) -> None:
    body = (await _drifted(luma_dataset, how, "empty-list", EVENTS)).json()
    assert body == {"entries": [], "has_more": False, "next_cursor": None}
    search = await _drifted(luma_dataset, how, "empty-list", "/search/get-results", query="yc")
    assert search.status_code == 200 and search.json()["events"] == []
    page = await _drifted(luma_dataset, how, "empty-list", "/sf")
    assert next_data(page.text)["props"]["pageProps"]["initialData"]["data"]["events"]


async def test_slow_delays_the_answer(luma_dataset: LumaDataset) -> None:
    app = create_app(drift=(), dataset=luma_dataset)
    async with site_client(app) as http:
        with anyio.move_on_after(0.3) as scope:
            await http.get(EVENTS, params={"drift": "slow:600"})
        assert scope.cancelled_caught  # a 600 s delay is not answered within 0.3 s
        with anyio.fail_after(30):
            fast = await http.get(EVENTS, params={"drift": "slow:0"})
    assert fast.status_code == 200 and fast.json()["entries"]


def test_env_var_sets_app_drift(monkeypatch: pytest.MonkeyPatch, luma_dataset: LumaDataset) -> None:
    monkeypatch.setenv("AGENTSCHOOL_LUMA_DRIFT", "api-403, slow:0.25")
    app = create_app(dataset=luma_dataset)
    assert app.state.drift == Drift(frozenset({"api-403", "slow"}), 0.25)
    assert create_app(drift="renamed-key", dataset=luma_dataset).state.drift.names == {
        "renamed-key"
    }


async def test_app_and_query_drift_combine(luma_dataset: LumaDataset) -> None:
    app = create_app(drift="renamed-list", dataset=luma_dataset)
    async with site_client(app) as http:
        body = (await http.get(EVENTS, params={"drift": "renamed-key"})).json()
    assert "starts_at" in body["items"][0]["event"]


async def test_unknown_drift_is_rejected(luma_dataset: LumaDataset) -> None:
    response = await _get(luma_dataset, EVENTS, None, drift="teleport")
    assert response.status_code == 400
    assert "unknown drift 'teleport'" in response.json()["message"]
    with pytest.raises(UserError, match="known: renamed-key"):
        create_app(drift="teleport", dataset=luma_dataset)
    with pytest.raises(UserError, match="seconds"):
        Drift.parse("slow:soon")
    with pytest.raises(UserError, match="takes no value"):
        Drift.parse("api-403:5")


def test_drift_parse_round_trip() -> None:
    drift = Drift.parse(["renamed-key,slow:1.5", "api-429"])
    assert str(drift) == "api-429,renamed-key,slow:1.5"
    assert Drift.parse(str(drift)) == drift
    assert set(DRIFT_NAMES) == set(Drift.parse(",".join(DRIFT_NAMES)).names)
    assert (Drift() | drift).slow_seconds == 1.5
