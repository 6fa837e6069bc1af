"""A failed learn names each strategy's failure; a missing sandbox or browser once, with the fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from school_fixtures import registry_fixture, site_fixture  # noqa: F401 (fixtures)
from school_helpers import LiveSite

from agentschool.school.checks import CheckResult, Verification
from agentschool.school.failures import INSTALL_HINT, explain_failure, missing_tools
from agentschool.school.learn import learn
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry


def _failed(name: str, detail: str) -> Verification:
    return Verification(checks=[CheckResult("syntax", True), CheckResult(name, False, detail)])


def test_each_strategy_says_what_failed() -> None:
    message = explain_failure([
        ("api", _failed("live", "https://api.example/discover answered 403: API unavailable")),
        ("page", _failed("plausibility", "result is empty although matches exist")),
    ])  # fmt: skip
    assert message.startswith("no strategy passed its checks: ")
    assert "api: live check failed (https://api.example/discover answered 403" in message
    assert "page: plausibility check failed (result is empty" in message
    assert "missing here" not in message


def test_a_missing_sandbox_and_browser_are_said_once_with_the_fix() -> None:
    no_sandbox = "sandbox unavailable: bubblewrap is not installed (`apt-get install bubblewrap`)"
    no_browser = "Error: BrowserType.launch: Executable doesn't exist at /usr/bin/chromium"
    attempts = [
        ("api", _failed("sandbox", no_sandbox)),
        ("page", _failed("sandbox", no_sandbox)),
        ("browser", _failed("live", no_browser)),
    ]
    assert missing_tools(attempts) == ["sandbox (bubblewrap)", "browser (chromium)"]  # type: ignore[arg-type]
    message = explain_failure(attempts)  # type: ignore[arg-type]
    assert message.startswith(
        f"missing here: sandbox (bubblewrap), browser (chromium); install: `{INSTALL_HINT}`."
    )
    assert message.count("sandbox (bubblewrap)") == message.count("browser (chromium)") == 1
    assert "api: needs the missing sandbox; page: needs the missing sandbox" in message
    assert "browser: needs the missing browser" in message


@pytest.mark.timeout(120)
def test_learning_without_bubblewrap_reports_it_and_saves_nothing(
    registry: FunctionRegistry,
    site: LiveSite,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no bwrap on the PATH
    plan = ExecutionPlan(
        params=EventQuery(city="berkeley", free_only=True), fallback_strategy=["page"]
    )
    outcome = learn(plan, registry, api_url=site.url, web_url=site.url, use_sandbox=True)
    assert outcome.function is None and registry.list() == []
    assert [strategy for strategy, _ in outcome.attempts] == ["api", "page"]
    assert outcome.error is not None
    assert outcome.error.startswith(
        f"missing here: sandbox (bubblewrap); install: `{INSTALL_HINT}`"
    )
    assert "api: needs the missing sandbox; page: needs the missing sandbox" in outcome.error
    assert outcome.to_json()["error"] == outcome.error
