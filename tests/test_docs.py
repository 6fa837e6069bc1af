"""Every example in the guides runs, every command they show parses, and api.md matches the spec."""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.deploy.cli_check import check_cli

DOCS = Path(__file__).resolve().parents[1] / "docs"
GUIDES = sorted(guide.name for guide in DOCS.glob("*.md"))  # every guide, new ones included


def blocks(language: str) -> list[tuple[str, int, str]]:
    found = []
    for guide in GUIDES:
        text = (DOCS / guide).read_text()
        for index, code in enumerate(re.findall(rf"```{language}\n(.*?)```", text, re.DOTALL)):
            found.append((guide, index, code))
    return found


PYTHON = blocks("python")


def test_the_guides_have_examples() -> None:
    assert {guide for guide, _, _ in PYTHON} >= {"usage.md", "mcp.md", "deployment.md"}
    assert len(PYTHON) >= 9


@pytest.mark.parametrize(("guide", "index", "code"), PYTHON, ids=[f"{g}#{i}" for g, i, _ in PYTHON])
def test_python_example_runs(guide: str, index: int, code: str) -> None:
    exec(compile(code, str(DOCS / guide), "exec"), {"__name__": f"__docs_{index}__"})


def agentschool_commands(code: str) -> list[list[str]]:
    commands = []
    for line in code.replace("\\\n", " ").splitlines():
        words = shlex.split(line, comments=True)
        for operator in ("|", "&&", ";"):
            if operator in words:
                words = words[: words.index(operator)]
        if "agentschool" in words:
            commands.append(words[words.index("agentschool") + 1 :])
    return commands


SHELL = [(g, args) for g, _, code in blocks("bash") for args in agentschool_commands(code)]


@pytest.mark.parametrize(("guide", "args"), SHELL, ids=[" ".join(a) for _, a in SHELL])
def test_shell_commands_exist(guide: str, args: list[str]) -> None:
    check_cli(args)


def test_json_examples_parse() -> None:
    for _, _, code in blocks("json"):
        json.loads(code)


def test_relative_links_resolve() -> None:
    for guide in GUIDES:
        for target in re.findall(r"\]\(([^)#:]+)\)", (DOCS / guide).read_text()):
            assert (DOCS / target).exists(), f"{guide} links to missing {target}"


def test_api_reference_matches_the_openapi_spec() -> None:
    spec = importlib.util.spec_from_file_location("gen_api", DOCS / "gen_api.py")
    assert spec is not None and spec.loader is not None
    gen_api = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen_api)
    expected = gen_api.render(gen_api.openapi_spec())
    assert (DOCS / "api.md").read_text() == expected, "stale: run python docs/gen_api.py"
    for path in ("/api/v1/runs", "/api/v1/metrics", "/api/v1/health"):
        assert f" {path}`" in expected
