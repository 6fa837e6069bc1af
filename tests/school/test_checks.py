"""Checks before saving: static rejection (never run), ruff, sandbox replay, plausibility."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from school_fixtures import site_fixture  # noqa: F401  (fixtures)
from school_helpers import LiveSite

from agentschool.school.checks import Verification, check_plausible, check_static
from agentschool.school.codegen import generate
from agentschool.school.functions import load_module
from agentschool.school.query import Event, EventQuery, EventSearchResult, ExecutionPlan
from agentschool.school.verify import verify

QUERY = EventQuery(city="berkeley", date_from=date(2026, 11, 21), date_to=date(2026, 12, 31))


def test_a_forbidden_import_is_rejected_before_anything_runs(
    site: LiveSite, tmp_path: Path
) -> None:
    marker = tmp_path / "ran"
    code = generate(ExecutionPlan(params=QUERY), "api")
    evil = code.source.replace(
        "import json\n", f"import json\nimport os\n\nos.system('touch {marker}')\n", 1
    )
    verification = verify(code.with_source(evil), QUERY, api_url=site.url, web_url=site.url)
    assert not verification.passed
    assert [c.name for c in verification.checks] == ["syntax", "imports"]
    failure = verification.failure
    assert failure is not None and "import of 'os' is not allowed" in failure.detail
    assert not marker.exists()


@pytest.mark.parametrize(
    ("snippet", "reason"),
    [
        ("x = eval('1')", "forbidden name 'eval'"),
        ("x = open", "forbidden name 'open'"),
        ("x = (1).__class__", "forbidden attribute '__class__'"),
        ("x = getattr(1, '__class__')", "forbidden dunder string '__class__'"),
        ("from . import x", "import of '.' is not allowed"),
    ],
)
def test_forbidden_names_and_dunders_are_rejected(snippet: str, reason: str) -> None:
    verification = Verification()
    assert not check_static(f"import json\n{snippet}\n", verification)
    assert verification.failure is not None and reason in verification.failure.detail


def test_ruff_findings_reject_the_code(site: LiveSite) -> None:
    code = generate(ExecutionPlan(params=QUERY), "api")
    sloppy = code.source.replace("import math\n", "import math\nimport typing\n", 1)
    verification = verify(code.with_source(sloppy), QUERY, api_url=site.url, web_url=site.url)
    assert verification.failure is not None and verification.failure.name == "ruff"
    assert "F401" in verification.failure.detail


def test_the_restricted_namespace_refuses_what_the_checks_forbid() -> None:
    with pytest.raises(NameError):
        load_module("open('/etc/passwd')\n", "probe")
    with pytest.raises(ImportError, match="not allowed"):
        load_module("import socket\n", "probe")


@pytest.mark.sandbox
def test_a_good_version_passes_every_check_including_the_sandbox_replay(site: LiveSite) -> None:
    code = generate(ExecutionPlan(params=QUERY), "api")
    verification = verify(code, QUERY, api_url=site.url, web_url=site.url, expect_matches=True)
    assert verification.passed, verification.to_json()
    names = [c.name for c in verification.checks]
    assert names == ["syntax", "imports", "names", "ruff", "live", "sandbox", "schema",
                     "plausibility"]  # fmt: skip
    sandbox = next(c for c in verification.checks if c.name == "sandbox")
    assert sandbox.detail == "same result as the live run"
    assert verification.result is not None and verification.result.events
    assert verification.recording["exchanges"]


@pytest.mark.sandbox
def test_the_sandbox_replay_rejects_code_that_behaves_differently_in_isolation(
    site: LiveSite,
) -> None:
    code = generate(ExecutionPlan(params=QUERY), "api")
    # Asks the source for one more thing than the live run recorded, only inside the sandbox.
    sneaky = code.source.replace(
        "    params, centre = _listing_params(client, request, api_url)\n",
        "    params, centre = _listing_params(client, request, api_url)\n"
        "    if isinstance(client._transport, httpx.MockTransport):\n"
        "        _get(client, f'{api_url}/unrecorded', {})\n",
        1,
    )
    verification = verify(code.with_source(sneaky), QUERY, api_url=site.url, web_url=site.url)
    assert verification.failure is not None and verification.failure.name == "sandbox"
    assert "no recorded response" in verification.failure.detail


def _event(**changes: object) -> Event:
    data: dict[str, object] = {
        "api_id": "evt-1", "name": "x", "url": "u", "start_at": "2026-12-05T02:00:00.000Z",
        "end_at": None, "timezone": "America/Los_Angeles", "city": "San Francisco",
        "address": None, "latitude": 37.77, "longitude": -122.42, "price_usd": None,
        "is_free": True, "is_sold_out": False, "categories": ["tech"], "hosts": [],
        "calendar": None, "guest_count": 1,
    }  # fmt: skip
    return Event.model_validate({**data, **changes})


def test_plausibility_checks_dates_in_the_event_time_zone_price_radius_and_emptiness() -> None:
    query = EventQuery(
        date_from=date(2026, 12, 4), date_to=date(2026, 12, 4), max_price_usd=20,
        latitude=37.77, longitude=-122.42, radius_km=5,
    )  # fmt: skip
    # 02:00 UTC on Dec 5 is Dec 4 in San Francisco: inside the dates.
    assert check_plausible(EventSearchResult(events=[_event()], source="api"), query) == []
    bad = [
        _event(api_id="evt-2", start_at="2026-12-06T02:00:00.000Z"),
        _event(api_id="evt-3", is_free=False, price_usd=25.0),
        _event(api_id="evt-4", latitude=37.87, longitude=-122.27),
    ]
    problems = check_plausible(EventSearchResult(events=bad, source="api"), query)
    assert any("evt-2: starts 2026-12-05 after" in p for p in problems)
    assert any("evt-3: costs $25" in p for p in problems)
    assert any("evt-4: is 1" in p and "km away" in p for p in problems)
    empty = EventSearchResult(events=[], source="api")
    assert check_plausible(empty, query, expect_matches=True) == ["no events, though matches exist"]
    assert check_plausible(empty, query, expect_matches=False) == []
