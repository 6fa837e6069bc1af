"""Workflow generation: typed parameters, no baked-in values, strategies run against the site."""

from __future__ import annotations

import ast
from datetime import date

import httpx
import pytest
from school_fixtures import site_fixture  # noqa: F401  (fixtures)
from school_helpers import LiveSite, expected_events

from agentschool.school.codegen import SourceShape, generate, template_key
from agentschool.school.functions import call_module, load_module
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.transport import SyncASGITransport
from agentschool.testing.luma_site import create_app, load_dataset

SF_TECH = EventQuery(
    city="sf", category="tech", max_price_usd=100, date_from=date(2026, 12, 1),
    date_to=date(2026, 12, 31),
)  # fmt: skip


def _constants(source: str) -> list[object]:
    tree = ast.parse(source)
    tree.body = tree.body[1:]  # the module docstring quotes the example request
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)]


def test_request_fields_are_the_plan_parameters_and_values_are_not_baked_in() -> None:
    code = generate(ExecutionPlan(params=SF_TECH.model_copy(update={"max_price_usd": 37.5})), "api")
    assert code.params == ("category", "city", "date_from", "date_to", "max_price_usd")
    module = load_module(code.source, "probe")
    assert set(module.Request.model_fields) == set(code.params)
    assert all(module.Request.model_fields[name].is_required() for name in code.params)
    constants = _constants(code.source)
    assert "sf" not in constants and "tech" not in constants and 37.5 not in constants
    assert not any(isinstance(c, str) and "2026-12" in c for c in constants)
    assert ">>> request = Request(" in code.source and "city='sf'" in code.source


def test_the_template_key_ignores_values() -> None:
    sf = ExecutionPlan(params=EventQuery(city="sf", category="tech"))
    nyc = ExecutionPlan(params=EventQuery(city="nyc", category="ai"))
    assert template_key(sf) == template_key(nyc) == "search_events(category,city)"
    assert generate(sf, "api").name == generate(nyc, "api").name
    assert template_key(ExecutionPlan(params=EventQuery(city="sf"))) == "search_events(city)"


def test_the_shape_and_timeout_are_baked_into_the_module() -> None:
    shape = SourceShape(list_key="items", start_key="starts_at", card_class="event-tile")
    code = generate(ExecutionPlan(params=SF_TECH), "page", shape=shape, timeout_seconds=2.5)
    module = load_module(code.source, "probe")
    assert module.SHAPE["list_key"] == "items" and module.SHAPE["card_class"] == "event-tile"
    assert module.TIMEOUT_SECONDS == 2.5 and module.STRATEGY == "page"
    assert "import httpx" not in generate(ExecutionPlan(params=SF_TECH), "browser").source


@pytest.mark.parametrize("strategy", ["api", "page"])
def test_api_and_page_code_answer_the_same(site: LiveSite, strategy: str) -> None:
    code = generate(ExecutionPlan(params=SF_TECH), strategy)  # type: ignore[arg-type]
    module = load_module(code.source, "probe")
    args = SF_TECH.model_dump(mode="json", exclude_defaults=True)
    with httpx.Client() as client:
        result = call_module(module, args, api_url=site.url, web_url=site.url, client=client)
    assert result.source == strategy
    expected = expected_events(load_dataset(), SF_TECH, site.url)
    assert len(expected) >= 10
    assert [e.model_dump() for e in result.events] == expected
    assert all("tech" in e.categories and (e.price_usd or 0) <= 100 for e in result.events)
    assert all(e.url.startswith(site.url + "/") for e in result.events)
    # Another city through the same code: the arguments, not the code, choose the city.
    nyc = {**args, "city": "nyc"}
    with httpx.Client() as client:
        other = call_module(module, nyc, api_url=site.url, web_url=site.url, client=client)
    assert other.events and all(e.timezone == "America/New_York" for e in other.events)


def test_the_request_text_cannot_escape_the_docstring() -> None:
    text = 'x """\nimport os\nos.system("boom")\n""" ' + "y" * 150 + " \\"
    code = generate(ExecutionPlan(params=SF_TECH), "api", request_text=text)
    tree = ast.parse(code.source)
    assert not any(isinstance(n, ast.Import) and n.names[0].name == "os" for n in ast.walk(tree))
    docstring = ast.get_docstring(tree) or ""
    assert "os.system" in docstring and max(len(line) for line in code.source.splitlines()) <= 100


def test_the_api_code_retries_a_transient_429_once() -> None:
    site = SyncASGITransport(create_app(drift=()))
    paths: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        paths.append(request.url.path)
        if len(paths) == 1:
            return httpx.Response(429, headers={"Retry-After": "0"}, json={"message": "slow"})
        return site.handle_request(request)

    module = load_module(generate(ExecutionPlan(params=EventQuery(city="tokyo"))).source, "p")
    url = "http://luma.test"
    with httpx.Client(transport=httpx.MockTransport(handler)) as client:
        result = call_module(module, {"city": "tokyo"}, api_url=url, web_url=url, client=client)
    site.close()
    assert paths[:2] == ["/url", "/url"]
    assert [e.model_dump() for e in result.events] == expected_events(
        load_dataset(), EventQuery(city="tokyo"), url
    )
