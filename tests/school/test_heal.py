"""Self-healing: every drift switch of the Luma site heals to a verified version N+1."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

import pytest
from school_fixtures import registry_fixture, site_fixture  # noqa: F401  (fixtures)
from school_helpers import LiveSite, expected_events

from agentschool.exceptions import ToolError
from agentschool.school.codegen import generate
from agentschool.school.heal import call_or_heal, heal, learned_function
from agentschool.school.query import DataSource, EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.verify import verify
from agentschool.settings import Settings
from agentschool.testing.luma_site import DRIFT_NAMES, load_dataset

QUERY = EventQuery(city="berkeley", date_from=date(2026, 12, 1), date_to=date(2026, 12, 31))

# drift spec → (strategy of version 1, its timeout, how version 1 fails, strategy of version 2)
CASES: dict[str, tuple[DataSource, float, str, DataSource]] = {
    "renamed-key": ("api", 10.0, "KeyError", "api"),
    "renamed-list": ("api", 10.0, "SourceError: listing has no 'entries'", "api"),
    "moved-data-path": ("page", 10.0, "SourceError: data path", "page"),
    # Event pages lose __NEXT_DATA__ and the API refuses: only their JSON-LD is left to read.
    "no-event-next-data,api-403": ("page", 10.0, "SourceError: page has no __NEXT", "jsonld"),
    "changed-css": ("browser", 10.0, "PageCaptureError: no a.content-card cards", "browser"),
    "api-403": ("api", 10.0, "SourceError", "page"),
    "api-429": ("api", 10.0, "SourceError", "page"),
    "slow:0.3": ("api", 0.1, "timeout", "api"),
    "empty-list": ("api", 10.0, "implausible: no events, though matches exist", "page"),
}


def test_every_drift_switch_has_a_case() -> None:
    named = {item.partition(":")[0] for spec in CASES for item in spec.split(",")}
    assert named == set(DRIFT_NAMES)


def _learn_v1(
    registry: FunctionRegistry, site: LiveSite, strategy: DataSource, timeout: float
) -> str:
    code = generate(ExecutionPlan(params=QUERY), strategy, timeout_seconds=timeout)
    verification = verify(code, QUERY, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert verification.passed, verification.to_json()
    return registry.save(learned_function(code, verification, QUERY, "Berkeley events.")).name


def _needs_chromium(strategy: DataSource) -> None:
    if strategy == "browser" and not os.path.exists("/usr/bin/chromium"):
        if os.environ.get("CI"):
            pytest.fail("/usr/bin/chromium is required when CI is set")
        pytest.skip("Debian chromium is not installed")


@pytest.mark.sandbox
@pytest.mark.parametrize(
    "drift",
    [pytest.param(d, marks=[pytest.mark.browser, pytest.mark.slow]) if CASES[d][0] == "browser"
     else d for d in CASES],
)  # fmt: skip
def test_a_drift_heals_to_a_verified_new_version(
    drift: str, registry: FunctionRegistry, site: LiveSite, tmp_path: Path
) -> None:
    first, timeout, failure, healed_strategy = CASES[drift]
    _needs_chromium(first)
    name = _learn_v1(registry, site, first, timeout)
    v1 = registry.get(name)
    assert v1 is not None and v1.result_count > 0
    with site.drift(drift):
        report = heal(registry, name, api_url=site.url, web_url=site.url, artifacts_dir=tmp_path)
        assert report.problem is not None and report.problem.startswith(failure), report.problem
        assert report.healed is not None, report.to_json()
        assert report.healed.number == 2 and report.healed.strategy == healed_strategy
        verification = report.attempts[-1].verification
        assert verification is not None and verification.passed
        assert {c.name for c in verification.checks} >= {"ruff", "sandbox", "plausibility"}
        assert report.healed.result_count >= v1.result_count
        if first == "browser":  # the failing page was captured: HTML and a screenshot
            saved = {p.name: p.read_bytes() for p in report.artifacts}
            assert b"event-tile" in saved["failure.html"]
            assert saved["failure.png"].startswith(b"\x89PNG")
        else:
            assert report.artifacts == []
        settings = Settings(luma_api_url=site.url, luma_web_url=site.url)
        result = registry.call(name, QUERY.model_dump(mode="json", exclude_defaults=True),
                               settings=settings)  # fmt: skip
    got = [e.model_dump() for e in result.events]
    wanted = expected_events(load_dataset(), QUERY, site.url)
    if healed_strategy == "jsonld":  # JSON-LD has no categories; QUERY names none
        assert all(e["categories"] == [] for e in got)
        got = [{**e, "categories": None} for e in got]
        wanted = [{**e, "categories": None} for e in wanted]
    assert got == wanted


@pytest.mark.sandbox
@pytest.mark.browser
@pytest.mark.slow
def test_a_browser_failure_on_an_event_page_saves_that_page_and_a_screenshot(
    registry: FunctionRegistry, site: LiveSite, tmp_path: Path
) -> None:
    # Under `renamed-key` the listing's cards still render; the first event page's data lacks
    # `start_at`, so the browser version fails there with a KeyError, not a capture of its own.
    _needs_chromium("browser")
    name = _learn_v1(registry, site, "browser", 10.0)
    with site.drift("renamed-key"):
        report = heal(registry, name, api_url=site.url, web_url=site.url, artifacts_dir=tmp_path)
    assert report.problem is not None
    assert report.problem.startswith("PageCaptureError: KeyError: 'start_at'"), report.problem
    saved = {p.name: p.read_bytes() for p in report.artifacts}
    assert b'"starts_at"' in saved["failure.html"] and b'"@type":"Event"' in saved["failure.html"]
    assert saved["failure.png"].startswith(b"\x89PNG")
    assert report.healed is not None and report.healed.strategy == "browser"


@pytest.mark.sandbox
def test_a_failing_call_heals_and_is_answered_by_the_new_version(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    name = _learn_v1(registry, site, "api", 10.0)
    settings = Settings(luma_api_url=site.url, luma_web_url=site.url)
    args = QUERY.model_dump(mode="json", exclude_defaults=True)
    with site.drift("renamed-key"):
        with pytest.raises(ToolError, match="KeyError"):
            registry.call(name, args, settings=settings)
        result, report = call_or_heal(registry, name, args, settings=settings)
        assert report is not None and report.healed is not None and report.healed.number == 2
        assert [e.model_dump() for e in result.events] == expected_events(
            load_dataset(), QUERY, site.url
        )
        # A call failing for its own arguments finds the function healthy: nothing is saved.
        with pytest.raises(ToolError, match="healing saved no new version"):
            call_or_heal(registry, name, {**args, "city": "atlantis"}, settings=settings)
    assert [f.number for f in registry.versions(name)] == [1, 2]


def test_a_healthy_version_is_left_alone(registry: FunctionRegistry, site: LiveSite) -> None:
    name = _learn_v1(registry, site, "api", 10.0)
    report = heal(registry, name, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert report.problem is None and report.healed is None and report.attempts == []
    assert [f.number for f in registry.versions(name)] == [1]


def test_a_good_version_is_never_replaced_by_one_that_returns_less(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    # Without a city, the page and browser strategies only see /discover (its first 50 events),
    # so they return fewer free events than the API does.
    query = EventQuery(free_only=True)
    code = generate(ExecutionPlan(params=query), "api")
    verification = verify(code, query, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert verification.passed and verification.result is not None
    name = registry.save(learned_function(code, verification, query, "Free events.")).name
    report = heal(registry, name, api_url=site.url, web_url=site.url, use_sandbox=False,
                  force=True, strategies=("api", "page"))  # fmt: skip
    assert report.problem is None and report.healed is None
    rejected = [a for a in report.attempts if "rejected: returns fewer" in a.note]
    assert [a.strategy for a in rejected] == ["page"]
    assert [f.number for f in registry.versions(name)] == [1]


def test_a_heal_that_saves_a_version_rediscovers_the_sources_vocabulary(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    name = _learn_v1(registry, site, "page", 10.0)
    assert registry.cached_vocabulary(site.url) is None
    report = heal(registry, name, api_url=site.url, web_url=site.url, use_sandbox=False,
                  force=True, strategies=("page", "api"))  # fmt: skip
    assert report.healed is not None and report.healed.strategy == "api"
    cached = registry.cached_vocabulary(site.url)
    assert cached is not None, "healing refreshes what the source knows"
    assert {p["slug"] for p in cached[0]["places"]} >= {"sf", "berkeley"}
