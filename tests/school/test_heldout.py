"""Held-out accuracy: requests on the held-out seed, planned by the parser with no code change.

The held-out site has other places (Seattle, Chicago, ...), other category slugs (`food`,
`founders`, `ai-ml`, ...) and other organizers. The parser knows none of them: it reads the
vocabulary the site publishes. Each request must select exactly the events its intended query
selects (`agentschool.testing.heldout_queries`, written before tuning).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest

from agentschool.school.codegen import generate
from agentschool.school.functions import call_module, load_module
from agentschool.school.intent import UnknownPlace, parse_request
from agentschool.school.query import DataSource, EventQuery, ExecutionPlan
from agentschool.school.transport import SyncASGITransport
from agentschool.testing.heldout_queries import HELD_OUT_QUERIES
from agentschool.testing.luma_site import HELD_OUT_SEED, LumaDataset, create_app, load_dataset
from agentschool.testing.truth import expected_events, expected_ids
from agentschool.testing.vocabulary import site_vocabulary

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
HELD_OUT = site_vocabulary(HELD_OUT_SEED)


@pytest.fixture(scope="module")
def dataset() -> LumaDataset:
    """The held-out site's raw records."""
    return load_dataset(seed=HELD_OUT_SEED)


def test_there_are_at_least_forty_held_out_requests() -> None:
    assert len(HELD_OUT_QUERIES) >= 40
    assert len({text for text, _ in HELD_OUT_QUERIES}) == len(HELD_OUT_QUERIES)


@pytest.mark.parametrize(
    ("text", "intended"), HELD_OUT_QUERIES, ids=[t for t, _ in HELD_OUT_QUERIES]
)
def test_held_out_request_selects_exactly_the_intended_events(
    text: str, intended: EventQuery, dataset: LumaDataset
) -> None:
    parsed = parse_request(text, now=NOW, vocabulary=HELD_OUT).params
    assert expected_ids(dataset, parsed) == expected_ids(dataset, intended), parsed


def test_most_held_out_requests_have_matches(dataset: LumaDataset) -> None:
    sizes = [len(expected_ids(dataset, intended)) for _, intended in HELD_OUT_QUERIES]
    assert sum(size > 0 for size in sizes) >= 0.85 * len(sizes)


def test_the_held_out_vocabulary_is_the_sites_not_the_case_studys() -> None:
    assert {p.slug for p in HELD_OUT.places} == {
        "seattle", "portland", "chicago", "toronto", "berlin", "sydney"
    }  # fmt: skip
    assert "food" in {c.slug for c in HELD_OUT.categories}
    assert "food-drink" not in {c.slug for c in HELD_OUT.categories}


def test_a_place_of_the_other_seed_is_unknown_here() -> None:
    with pytest.raises(UnknownPlace) as caught:
        parse_request("tech events in Austin", now=NOW, vocabulary=HELD_OUT)
    assert caught.value.place == "Austin"
    with pytest.raises(UnknownPlace) as typo:
        parse_request("tech events in Seatle", now=NOW, vocabulary=HELD_OUT)
    assert typo.value.closest[0] == "seattle (Seattle)"
    assert "seattle (Seattle)" in typo.value.message


URL = "http://luma.test"


@pytest.fixture(scope="module")
def client() -> Iterator[httpx.Client]:
    """The held-out site answered in-process."""
    with httpx.Client(transport=SyncASGITransport(create_app(drift=(), seed=HELD_OUT_SEED))) as c:
        yield c


def _run(plan: ExecutionPlan, strategy: DataSource, client: httpx.Client) -> list[dict[str, Any]]:
    module = load_module(generate(plan, strategy).source, "held_out")
    args = plan.params.model_dump(mode="json", exclude_defaults=True)
    result = call_module(module, args, api_url=URL, web_url=URL, client=client)
    return [event.model_dump() for event in result.events]


@pytest.mark.parametrize("strategy", ["api", "page"])
def test_generated_functions_return_exactly_the_intended_events_with_every_field(
    strategy: DataSource, dataset: LumaDataset, client: httpx.Client
) -> None:
    # End to end on the held-out site: parse, generate, call; events and all their fields.
    # The page strategy reads place, category and calendar pages (a sample, to stay fast).
    cases = [(t, q) for t, q in HELD_OUT_QUERIES]
    if strategy == "page":
        cases = [(t, q) for t, q in cases if q.city or q.category or q.organizer][::3]
    wrong = []
    for text, intended in cases:
        plan = parse_request(text, now=NOW, vocabulary=HELD_OUT)
        if _run(plan, strategy, client) != expected_events(dataset, intended, URL):
            wrong.append(text)
    assert wrong == []


class _Paths(httpx.BaseTransport):
    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner, self.paths = inner, list[str]()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.paths.append(request.url.path)
        return self.inner.handle_request(request)

    def close(self) -> None:
        self.inner.close()


def test_an_organizer_only_request_lists_the_organizers_calendar(dataset: LumaDataset) -> None:
    plan = parse_request("everything by Laugh Track Comedy", now=NOW, vocabulary=HELD_OUT)
    assert plan.params == EventQuery(organizer="Laugh Track Comedy")
    site = SyncASGITransport(create_app(drift=(), seed=HELD_OUT_SEED))
    seen = _Paths(site)
    with httpx.Client(transport=seen) as http:
        events = _run(plan, "api", http)
    wanted = expected_events(dataset, plan.params, URL)
    assert wanted and events == wanted
    assert {"/search/get-results", "/calendar/get-items"} <= set(seen.paths)
    assert "/discover/get-paginated-events" not in seen.paths
