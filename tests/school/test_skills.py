"""Learned functions as Agent Skills: export, re-import, call; the script; MCP resources."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import mcp_types as types
import pytest
import yaml
from mcp import Client
from school_fixtures import registry_fixture, site_fixture  # noqa: F401  (fixtures)
from school_helpers import LiveSite
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.exceptions import UserError
from agentschool.school.codegen import generate
from agentschool.school.functions import LearnedFunction
from agentschool.school.heal import learned_function
from agentschool.school.intent import parse_request
from agentschool.school.learn import learn
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.skills import (
    RECORD_FILE,
    REQUEST_SCHEMA_FILE,
    SKILL_FILE,
    export_skill,
    import_skill,
    read_skill,
)
from agentschool.school.verify import verify
from agentschool.server.mcp import create_mcp_server
from agentschool.server.mcp_resources import FUNCTIONS_URI
from agentschool.settings import Settings
from agentschool.testing.luma_site import DEFAULT_NOW
from agentschool.testing.vocabulary import site_vocabulary

NAME = "search_events_by_category_city"
ARGS = {"city": "nyc", "category": "tech"}
"""Other values than the function was learned from (SF)."""
SAME = ("name", "template", "description", "source", "request_schema", "response_schema",
        "strategy", "shape", "example", "result_count", "created_at")  # fmt: skip


def _learned(registry: FunctionRegistry, site: LiveSite) -> LearnedFunction:
    """Learn "tech events in SF" on the parser path (no model), as `agentschool learn` does."""
    plan = parse_request("tech events in SF", now=DEFAULT_NOW, vocabulary=site_vocabulary())
    outcome = learn(plan, registry, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert outcome.function is not None and outcome.function.name == NAME
    return outcome.function


def _cli(args: list[str], site: LiveSite, monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", site.url)
    monkeypatch.setenv("AGENTSCHOOL_LUMA_WEB_URL", site.url)
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def test_export_import_call_gives_byte_identical_results_and_the_script_agrees(
    site: LiveSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(luma_api_url=site.url, luma_web_url=site.url)
    original = FunctionRegistry.from_settings(Settings())  # the CLI's, in the test's home
    try:
        learned = _learned(original, site)
        skill = tmp_path / "search-events-by-category-city"
        exported = _cli(["functions", "export", NAME, "--skill", str(skill)], site, monkeypatch)
        want = json.dumps(original.call(NAME, ARGS, settings=settings).model_dump(mode="json"))
    finally:
        original.close()
    files = [SKILL_FILE, f"scripts/{NAME}.py", REQUEST_SCHEMA_FILE, "schemas/response.json"]
    assert sorted(exported["files"]) == sorted([*files, RECORD_FILE])  # type: ignore[arg-type]
    monkeypatch.setenv("AGENTSCHOOL_HOME", str(tmp_path / "fresh-home"))
    imported = _cli(["functions", "import", str(skill)], site, monkeypatch)
    assert imported["name"] == NAME and imported["version"] == 1
    fresh = FunctionRegistry.from_settings(Settings())
    try:
        again = fresh.get(NAME)
        assert again is not None
        assert {k: getattr(again, k) for k in SAME} == {k: getattr(learned, k) for k in SAME}
        got = json.dumps(fresh.call(NAME, ARGS, settings=settings).model_dump(mode="json"))
    finally:
        fresh.close()
    assert got == want and json.loads(want)["events"]
    script = subprocess.run(
        [sys.executable, f"scripts/{NAME}.py", "--arg", "city=nyc", "--arg", "category=tech",
         "--api-url", site.url, "--web-url", site.url],
        cwd=skill, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert script.returncode == 0, script.stderr
    assert script.stdout.strip() == want


def test_the_script_of_a_page_function_agrees_with_the_registry(
    registry: FunctionRegistry, site: LiveSite, tmp_path: Path
) -> None:
    query = EventQuery(city="tokyo")
    code = generate(ExecutionPlan(params=query), "page")
    verification = verify(code, query, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert verification.passed, verification.to_json()
    function = registry.save(learned_function(code, verification, query, "Tokyo events."))
    export_skill(function, tmp_path, api_url=site.url, web_url=site.url)
    settings = Settings(luma_api_url=site.url, luma_web_url=site.url)
    want = registry.call(function.name, {"city": "nyc"}, settings=settings)
    script = subprocess.run(
        [sys.executable, tmp_path / "scripts" / f"{function.name}.py", "--arg", "city=nyc"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert script.returncode == 0, script.stderr
    assert want.source == "page" and len(want.events) > 0
    assert script.stdout.strip() == json.dumps(want.model_dump(mode="json"))
    refused = subprocess.run(
        [sys.executable, tmp_path / "scripts" / f"{function.name}.py", "--arg", "town=nyc"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert refused.returncode == 1 and "invalid arguments" in refused.stderr
    assert "town" in refused.stderr and refused.stdout == ""


def test_skill_md_follows_the_agent_skills_format(
    registry: FunctionRegistry, site: LiveSite, tmp_path: Path
) -> None:
    function = _learned(registry, site)
    skill = tmp_path / "search-events-by-category-city"
    export_skill(function, skill, api_url=site.url, web_url=site.url)
    text = (skill / SKILL_FILE).read_text()
    found = re.match(r"---\n(.*?)\n---\n", text, re.S)
    assert found is not None
    front = yaml.safe_load(found.group(1))
    assert front["name"] == skill.name  # the spec: the folder's name
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", front["name"]) and len(front["name"]) <= 64
    assert 0 < len(front["description"]) <= 1024
    assert front["metadata"] == {"agentschool-function": NAME, "agentschool-version": "1"}
    body = text[found.end() :]
    assert "- `category` (string, required)" in body and "- `city` (string, required)" in body
    assert f"python scripts/{NAME}.py" in body and '"category=tech"' in body
    assert f"returned {function.result_count} events" in body and function.result_count > 0
    with pytest.raises(UserError, match="exists"):
        export_skill(function, skill, api_url=site.url, web_url=site.url)


def _tamper(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_a_tampered_or_incomplete_skill_is_refused_naming_the_file(
    registry: FunctionRegistry, site: LiveSite, tmp_path: Path
) -> None:
    function = _learned(registry, site)
    skill = tmp_path / "skill"
    export_skill(function, skill, api_url=site.url, web_url=site.url)
    assert read_skill(skill).source == function.source
    script = skill / "scripts" / f"{NAME}.py"
    _tamper(script, "import json\n", "import json\nimport os\n")
    with pytest.raises(UserError, match=rf"scripts/{NAME}.py fails the imports check.*'os'"):
        import_skill(skill, registry)
    _tamper(script, "import json\nimport os\n", "import json\n")
    _tamper(script, "class Request(BaseModel):", "class Request(BaseModel):\n    extra: int = 0")
    with pytest.raises(UserError, match=r"schemas/request.json: not the schema"):
        import_skill(skill, registry)
    _tamper(script, "class Request(BaseModel):\n    extra: int = 0", "class Request(BaseModel):")
    _tamper(skill / RECORD_FILE, '"strategy": "api"', '"strategy": "telepathy"')
    with pytest.raises(UserError, match=r"function.json: field 'strategy'"):
        read_skill(skill)
    (skill / SKILL_FILE).unlink()
    with pytest.raises(UserError, match=r"no SKILL\.md"):
        read_skill(skill)
    assert [f.number for f in registry.versions(NAME)] == [1]  # nothing was saved


async def test_mcp_resources_list_and_serve_the_skills(
    registry: FunctionRegistry, site: LiveSite
) -> None:
    function = _learned(registry, site)
    server = create_mcp_server(registry.toolset(), functions=registry)
    async with Client(server, mode="legacy") as client:
        listed = {str(r.uri): r for r in (await client.list_resources()).resources}
        uri = f"{FUNCTIONS_URI}/{NAME}/skill"
        contents = (await client.read_resource(uri)).contents[0]
    assert listed[uri].mime_type == "text/markdown"
    assert isinstance(contents, types.TextResourceContents)
    assert contents.text.startswith("---\nname: search-events-by-category-city\n")
    assert f"returned {function.result_count} events" in contents.text


def test_the_cli_names_what_is_wrong(tmp_path: Path) -> None:
    missing = CliRunner().invoke(app, ["functions", "export", "nope", "--skill", str(tmp_path)])
    assert missing.exit_code == 1 and "no learned function 'nope'" in missing.output
    empty = CliRunner().invoke(app, ["functions", "import", str(tmp_path)])
    assert empty.exit_code == 1 and "no SKILL.md" in " ".join(empty.output.split())  # unwrapped
