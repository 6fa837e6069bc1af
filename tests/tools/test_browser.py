"""The browser tools on an in-process site, driving Debian's Chromium (one browser per module)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agentschool.agent import (
    Agent,
    ApprovalDecision,
    ApprovalRequest,
    ApprovalRequested,
    PolicyRecovery,
)
from agentschool.exceptions import ModelRetry, ToolError
from agentschool.messages import ModelMessage
from agentschool.models import AgentInfo, FunctionModel
from agentschool.settings import Settings
from agentschool.tools import RiskLevel, Tool, ToolContext, Toolset
from agentschool.tools.browser import build_browser_tools
from agentschool.tools.browser_engine import BrowserEngine

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser_site import Site, serve_site

pytestmark = pytest.mark.browser

if not Path("/usr/bin/chromium").exists():  # pragma: no cover - every dev and CI machine has it
    if os.environ.get("CI"):  # CI installs it (.ci/run): missing there is a failure
        pytest.fail("Debian's chromium is not installed (required when CI is set)", pytrace=False)
    pytest.skip("Debian's chromium is not installed", allow_module_level=True)


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    with serve_site() as served:
        yield served


@pytest.fixture(scope="module")
def engine() -> Iterator[BrowserEngine]:
    shared = BrowserEngine()
    yield shared
    shared.close()


def _tools(engine: BrowserEngine, **settings: Any) -> dict[str, Tool]:
    config = Settings(browser_allowed_hosts=["127.0.0.1"], **settings)
    return {t.name: t for t in build_browser_tools(config, engine=engine)}


async def test_reads_a_table_into_rows_and_follows_pagination(
    engine: BrowserEngine, site: Site
) -> None:
    tools = _tools(engine)
    ctx = ToolContext(run_id="paginate", step_id="s1")
    opened = await tools["browser_open"].call({"url": site.url("/fruits")}, ctx)
    assert opened["title"] == "Fruits 1" and opened["status"] == 200
    rows: list[dict[str, str]] = []
    for _ in range(5):
        page = await tools["browser_read"].call({}, ctx)
        (table,) = page["tables"]
        assert table["headers"] == ["Name", "Colour", "Price"]
        rows += table["rows"]
        if not any(link["text"] == "Next" for link in page["links"]):
            break
        await tools["browser_click"].call({"text": "Next"}, ctx)
    assert [r["Name"] for r in rows] == ["apple", "banana", "cherry", "kiwi", "lemon"]
    assert rows[3] == {"Name": "kiwi", "Colour": "green", "Price": "0.80"}
    assert page["forms"][0]["fields"] == [
        {"name": "q", "type": "text", "label": "Query", "value": ""}
    ]
    shot = await tools["browser_screenshot"].call({}, ctx)
    assert shot["mime"] == "image/jpeg" and shot["data"].startswith("/9j/")  # a JPEG's magic


async def test_a_fresh_context_resumes_from_the_url_without_repeating_the_submission(
    engine: BrowserEngine, site: Site
) -> None:
    """What a restarted worker does: step 1's result is replayed, step 2 runs on a new context."""
    tools = _tools(engine)
    submitted = await tools["browser_fill"].call(
        {"fields": {"q": "red"}, "url": site.url("/fruits")},
        ToolContext(run_id="before-crash", step_id="s1"),
    )
    assert submitted["title"] == "Results for red"
    posts = site.hits.count(("POST", "/search"))
    after = ToolContext(run_id="after-crash", step_id="s2")  # no page open in this context
    with pytest.raises(ModelRetry, match="no page is open"):
        await tools["browser_read"].call({}, after)
    read = await tools["browser_read"].call({"url": site.url("/fruits?page=2")}, after)
    assert [r["Name"] for r in read["tables"][0]["rows"]] == ["kiwi", "lemon"]
    assert site.hits.count(("POST", "/search")) == posts


async def test_guard_refuses_private_addresses_other_hosts_and_redirects_before_connecting(
    engine: BrowserEngine, site: Site
) -> None:
    ctx = ToolContext(run_id="guard", step_id="s1")
    unlisted = {t.name: t for t in build_browser_tools(Settings(), engine=engine)}
    with pytest.raises(ToolError, match=r"loopback address 127\.0\.0\.1.*ALLOWED_HOSTS"):
        await unlisted["browser_open"].call({"url": site.url("/fruits")}, ctx)
    tools = _tools(engine)
    ctx = ToolContext(run_id="guard-listed", step_id="s1")  # a run's guard is set when it starts
    with pytest.raises(ToolError, match=r"host 10\.1\.2\.3 is not in the browser's allowed"):
        await tools["browser_open"].call({"url": "http://10.1.2.3/"}, ctx)
    with pytest.raises(ToolError, match=r"only http and https pages.*file:"):
        await tools["browser_open"].call({"url": "file:///etc/passwd"}, ctx)
    with pytest.raises(ToolError, match=r"host 192\.168\.77\.1 is not in"):
        await tools["browser_open"].call({"url": site.url("/to-private")}, ctx)
    beacon = await tools["browser_open"].call({"url": site.url("/beacon")}, ctx)
    assert beacon["blocked"] == [
        f"a POST request to {site.url('/track')} is a side effect: only browser_fill submits "
        "forms (with approval)"
    ]
    assert ("POST", "/track") not in site.hits
    redirected = await tools["browser_open"].call({"url": site.url("/to-fruits")}, ctx)
    assert redirected["url"] == site.url("/fruits?page=2")
    assert ("GET", "/admin") not in site.hits


async def test_clicking_submit_is_refused_and_the_page_budget_holds(
    engine: BrowserEngine, site: Site
) -> None:
    tools = _tools(engine, browser_max_pages=2)
    ctx = ToolContext(run_id="budget", step_id="s1")
    await tools["browser_open"].call({"url": site.url("/fruits")}, ctx)
    with pytest.raises(ToolError, match="submits a form: use browser_fill"):
        await tools["browser_click"].call({"text": "Search"}, ctx)
    await tools["browser_click"].call({"text": "Next"}, ctx)
    with pytest.raises(ToolError, match=r"page budget \(2 pages\) is spent"):
        await tools["browser_open"].call({"url": site.url("/fruits?page=1")}, ctx)
    assert tools["browser_fill"].risk is RiskLevel.DANGEROUS
    assert not any(t.has_side_effects for n, t in tools.items() if n != "browser_fill")


def _search_plan(site: Site) -> str:
    steps = [
        {"id": "s1", "tool": "browser_open", "args": {"url": site.url("/fruits")}},
        {
            "id": "s2",
            "tool": "browser_fill",
            "args": {"fields": {"Query": "yellow"}, "url": "${s1.url}"},
            "depends_on": ["s1"],
        },
        {"id": "s3", "tool": "browser_read", "args": {"url": "${s2.url}"}, "depends_on": ["s2"]},
    ]
    return json.dumps({"steps": steps, "answer": "${s3.tables}"})


@pytest.mark.parametrize("approve", [True, False])
async def test_an_agent_submits_a_search_form_only_after_approval(
    engine: BrowserEngine, site: Site, approve: bool
) -> None:
    asked: list[ApprovalRequest] = []

    async def approver(request: ApprovalRequest) -> ApprovalDecision:
        asked.append(request)
        assert ("POST", "/search") not in site.hits[before:]  # nothing submitted yet
        return ApprovalDecision(approve, "ok" if approve else "not today")

    def plan(messages: list[ModelMessage], info: AgentInfo) -> str:
        return _search_plan(site)

    before = len(site.hits)
    tools = Toolset(_tools(engine).values())
    recovery = PolicyRecovery(retries=0)  # a denial is final: no second request
    agent = Agent(FunctionModel(plan), tools, planner="llm", approver=approver, recovery=recovery)
    task = "search the fruit site for yellow fruit: fill in its search form"  # asks for the fill
    result = await agent.run(task, run_id=f"search-{approve}")
    assert [r.tool for r in asked] == ["browser_fill"]
    assert asked[0].args["fields"] == {"Query": "yellow"}
    assert any(isinstance(e, ApprovalRequested) for e in result.events)
    if approve:
        assert result.status == "completed"
        assert [row["Name"] for row in result.output[0]["rows"]] == ["banana", "lemon"]
        assert site.hits[before:].count(("POST", "/search")) == 1
    else:
        assert result.status == "failed" and "not today" in (result.error or "")
        assert ("POST", "/search") not in site.hits[before:]
