"""A spec may name the browser tools (each, or the `browser` group); a pipeline drives Chromium."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from agentschool.models import FunctionModel
from agentschool.specs import SpecError, known_tool_names, parse_spec
from agentschool.specs.factory import build_agent, spec_toolset
from agentschool.tools.browser import BROWSER_TOOL_NAMES

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from browser_site import Site, serve_site

SPEC = {
    "name": "reader",
    "version": "1.0.0",
    "description": "Reads a page's table.",
    "instructions": "Open the page and read it.",
    "tools": ["browser"],
    "pipeline": [
        {"id": "open", "tool": "browser_open", "args": {"url": "{task}"}},
        {"id": "read", "tool": "browser_read", "args": {}},
    ],
}


def _unused_model() -> FunctionModel:
    def reply(*_: object) -> str:
        raise AssertionError("a pipeline agent does not call its model")

    return FunctionModel(reply)


def test_browser_tools_are_known_by_name_and_by_group() -> None:
    assert {*BROWSER_TOOL_NAMES, "browser"} <= set(known_tool_names())
    grouped = spec_toolset(parse_spec(SPEC), _unused_model())
    assert sorted(t.name for t in grouped) == sorted(BROWSER_TOOL_NAMES)
    one = parse_spec({**SPEC, "tools": ["browser_open"], "pipeline": []})
    assert [t.name for t in spec_toolset(one, _unused_model())] == ["browser_open"]
    with pytest.raises(SpecError, match=r"tools\[0\]: unknown tool 'browser_opne'"):
        parse_spec({**SPEC, "tools": ["browser_opne"], "pipeline": []})


@pytest.fixture
def site(monkeypatch: pytest.MonkeyPatch) -> Iterator[Site]:
    if not Path("/usr/bin/chromium").exists():  # pragma: no cover - dev and CI machines have it
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium is not installed (required when CI is set)")
        pytest.skip("Debian's chromium is not installed")
    monkeypatch.setenv("AGENTSCHOOL_BROWSER_ALLOWED_HOSTS", '["127.0.0.1"]')
    with serve_site() as served:
        yield served


@pytest.mark.browser
async def test_a_spec_pipeline_reads_a_page_in_chromium(site: Site) -> None:
    agent = build_agent(parse_spec(SPEC), model=_unused_model())
    result = await agent.run(site.url("/fruits"))
    result.raise_for_status()
    opened, read = result.steps
    assert opened.output["title"] == "Fruits 1" and opened.output["status"] == 200
    (table,) = read.output["tables"]
    assert table["headers"] == ["Name", "Colour", "Price"]
    assert [row["Name"] for row in table["rows"]] == ["apple", "banana", "cherry"]
