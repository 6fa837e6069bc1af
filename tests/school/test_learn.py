"""Learning: plan → code → checks → saved function; template reuse; the CLI end to end."""

from __future__ import annotations

import json
from datetime import date

import pytest
from school_fixtures import registry_fixture, site_fixture  # noqa: F401  (fixtures)
from school_helpers import LiveSite, expected_events
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.school.intent import parse_request
from agentschool.school.learn import learn
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.settings import Settings
from agentschool.testing.luma_site import DEFAULT_NOW, load_dataset
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = DEFAULT_NOW.isoformat()


def test_a_template_is_learned_once_and_reused_for_other_values(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    sf = parse_request("tech events in SF", now=DEFAULT_NOW, vocabulary=VOCAB)
    lines: list[str] = []
    first = learn(sf, registry, api_url=site.url, web_url=site.url, progress=lines.append,
                  use_sandbox=False)  # fmt: skip
    assert first.function is not None and not first.reused
    assert first.function.name == "search_events_by_category_city"
    assert any(line.startswith("saved search_events_by_category_city v1") for line in lines)
    nyc = parse_request("tech events in NYC", now=DEFAULT_NOW, vocabulary=VOCAB)
    second = learn(nyc, registry, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert second.reused and second.attempts == [] and second.function == first.function
    settings = Settings(luma_api_url=site.url, luma_web_url=site.url)
    result = registry.call(second.function.name, {"city": "nyc", "category": "tech"},
                           settings=settings)  # fmt: skip
    wanted = expected_events(load_dataset(), nyc.params, site.url)
    assert wanted and [e.model_dump() for e in result.events] == wanted


def test_learning_falls_back_when_the_api_refuses(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    plan = ExecutionPlan(params=EventQuery(city="berkeley", free_only=True))
    with site.drift("api-403"):
        outcome = learn(plan, registry, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert [strategy for strategy, _ in outcome.attempts] == ["api", "page"]
    failed = outcome.attempts[0][1].failure
    assert failed is not None and failed.name == "live" and "403" in failed.detail
    assert outcome.function is not None and outcome.function.strategy == "page"


def _invoke(args: list[str], site: LiveSite, monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", site.url)
    monkeypatch.setenv("AGENTSCHOOL_LUMA_WEB_URL", site.url)
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


@pytest.mark.sandbox
def test_cli_learn_list_show_call_versions_and_heal(
    site: LiveSite, monkeypatch: pytest.MonkeyPatch
) -> None:
    request = "Tech conferences in SF next month under $100"
    learned = _invoke(["learn", request, "--now", NOW, "--json"], site, monkeypatch)
    assert learned["status"] == "ok" and learned["reused"] is False
    function = learned["function"]
    assert isinstance(function, dict) and function["version"] == 1
    name = function["name"]
    checks = learned["attempts"][0]["checks"]  # type: ignore[index]
    assert [c["name"] for c in checks][-4:] == ["live", "sandbox", "schema", "plausibility"]
    assert "def run(" in str(learned["code"])
    params = learned["plan"]["params"]  # type: ignore[index]
    assert params["city"] == "sf" and params["max_price_usd"] == 100
    listed = _invoke(["functions", "list", "--json"], site, monkeypatch)
    assert [f["name"] for f in listed["functions"]] == [name]  # type: ignore[attr-defined]
    shown = _invoke(["functions", "show", name, "--json"], site, monkeypatch)
    assert "class Request(BaseModel)" in str(shown["source"])
    args = ["--arg", "city=nyc", "--arg", "category=tech", "--arg", "max_price_usd=100",
            "--arg", "date_from=2026-12-01", "--arg", "date_to=2026-12-31",
            "--arg", "keywords=conference"]  # fmt: skip
    called = _invoke(["functions", "call", name, *args, "--json"], site, monkeypatch)
    query = EventQuery(city="nyc", category="tech", max_price_usd=100,
                       date_from=date(2026, 12, 1), date_to=date(2026, 12, 31),
                       keywords=["conference"])  # fmt: skip
    wanted = expected_events(load_dataset(), query, site.url)
    assert wanted and called["events"] == wanted
    with site.drift("renamed-key"):
        healed = _invoke(["functions", "heal", name, "--json"], site, monkeypatch)
    assert str(healed["problem"]).startswith("KeyError") and healed["healed_version"] == 2
    versions = _invoke(["functions", "versions", name, "--json"], site, monkeypatch)
    assert [v["version"] for v in versions["versions"]] == [1, 2]  # type: ignore[attr-defined]


@pytest.mark.sandbox
def test_cli_call_with_heal_heals_a_failing_function_and_answers(
    site: LiveSite, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentschool.school.codegen import generate
    from agentschool.school.heal import learned_function
    from agentschool.school.verify import verify

    query = EventQuery(city="tokyo")
    code = generate(ExecutionPlan(params=query), "api")
    verification = verify(code, query, api_url=site.url, web_url=site.url, use_sandbox=False)
    registry = FunctionRegistry.from_settings()
    name = registry.save(learned_function(code, verification, query, "Tokyo events.")).name
    registry.close()
    call = ["functions", "call", name, "--arg", "city=tokyo", "--json"]
    with site.drift("renamed-list"):
        monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", site.url)
        failed = CliRunner().invoke(app, call)
        assert failed.exit_code == 1 and "listing has no 'entries'" in failed.stdout
        healed = _invoke([*call, "--heal"], site, monkeypatch)
    assert healed["events"] == expected_events(load_dataset(), query, site.url)
    versions = _invoke(["functions", "versions", name, "--json"], site, monkeypatch)
    assert [v["version"] for v in versions["versions"]] == [1, 2]  # type: ignore[attr-defined]


def test_cli_learn_explains_a_request_it_cannot_plan(
    site: LiveSite, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", site.url)
    result = CliRunner().invoke(app, ["learn", "what is the capital of France", "--json"])
    assert result.exit_code == 1
    error = json.loads(result.stdout.strip().splitlines()[-1])
    assert error["status"] == "error" and error["type"] == "CannotPlan" and error["error"]


def test_cli_deprecate_and_delete_versions(monkeypatch: pytest.MonkeyPatch) -> None:
    from agentschool.school.checks import Verification
    from agentschool.school.codegen import generate
    from agentschool.school.heal import learned_function

    query = EventQuery(city="tokyo")
    registry = FunctionRegistry.from_settings()
    for strategy in ("api", "page"):
        code = generate(ExecutionPlan(params=query), strategy)  # type: ignore[arg-type]
        registry.save(learned_function(code, Verification(), query, "Tokyo events."))
    registry.close()
    runner = CliRunner()
    name = "search_events_by_city"
    assert (
        "deprecated 1 version(s)"
        in runner.invoke(app, ["functions", "deprecate", name, "--version", "2"]).stdout
    )
    listed = json.loads(runner.invoke(app, ["functions", "list", "--json"]).stdout)
    assert [(f["name"], f["version"]) for f in listed["functions"]] == [(name, 1)]
    assert "deleted 2 version(s)" in runner.invoke(app, ["functions", "delete", name]).stdout
    missing = runner.invoke(app, ["functions", "show", name, "--json"])
    assert missing.exit_code == 1 and "no learned function" in missing.stdout
