"""Every example in the guides runs as written, and api.md matches the spec.

Python blocks run in-process; shell blocks run line by line through bash (tests/doc_shell.py),
each block in its own data dir, servers started, probed and stopped, the offline Luma-faithful
site where a block learns. Only lines marked `# needs: …` (a key, a Docker engine, a cluster,
your own server) are skipped.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.deploy.cli_check import check_cli
from tests.doc_shell import (
    ROOT,
    Command,
    Expect,
    Session,
    run_in_order,
    sessions,
    shell_commands,
)

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
    assert len(PYTHON) == 27


@pytest.mark.parametrize(("guide", "index", "code"), PYTHON, ids=[f"{g}#{i}" for g, i, _ in PYTHON])
def test_python_example_runs(
    guide: str, index: int, code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    exec(compile(code, str(DOCS / guide), "exec"), {"__name__": f"__docs_{index}__"})
    printed = capsys.readouterr().out
    # `print(...)  # what it prints ...`: the text before the ellipsis is printed
    for said in re.findall(r"print\(.*\)\s+#\s*(.+)$", code, re.MULTILINE):
        assert said.split("...")[0].strip() in printed, f"does not print {said!r}:\n{printed}"


def agentschool_commands(code: str) -> list[list[str]]:
    commands = []
    for line in code.replace("\\\n", " ").splitlines():
        words = shlex.split(line, comments=True)
        for operator in ("|", "&&", ";", "&"):
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


def _json(check: Any) -> Any:
    return lambda stdout: check(json.loads(stdout))


SCHOOL_SETUP = ('agentschool learn "AI events in NYC"',)
# the newest stored run (the docs show a placeholder id)
LATEST_RUN = (
    "$(agentschool runs list --json"
    " | python -c 'import json, sys; print(json.load(sys.stdin)[0][\"id\"])')"
)
RECORDED = ("agentschool eval cases.yaml --record",)
SHELL_EXPECTATIONS: dict[str, Expect] = {
    # docs/mcp.md
    "agentschool mcp": Expect(serves="mcp-stdio", says=("calculator", "todo_add")),
    "agentschool mcp --http --port 8765": Expect(serves="http:/mcp", says=("401",)),
    "agentschool mcp --toolset mypackage.tools:toolset": Expect(
        serves="mcp-stdio", says=(": shout",)
    ),
    "agentschool serve --mcp": Expect(serves="http:/api/v1/health", says=("200",)),
    # docs/school.md
    "agentschool luma-site --port 8787 &": Expect(),
    "export AGENTSCHOOL_LUMA_API_URL=http://127.0.0.1:8787 "
    "AGENTSCHOOL_LUMA_WEB_URL=http://127.0.0.1:8787": Expect(),
    'agentschool learn "Tech conferences in SF next month under \\$100" '
    "--now 2026-11-20T12:00:00Z": Expect(
        says=("saved search_events_by_category_city_date_from_date_to", "Conference")
    ),
    'agentschool learn "AI events in NYC"': Expect(says=("saved search_events_by_category_city",)),
    "agentschool functions list": Expect(
        says=("search_events_by_category_city",), after=SCHOOL_SETUP
    ),
    "agentschool functions call search_events_by_category_city --arg city=nyc --arg category=ai "
    "--json": Expect(
        check=_json(
            lambda out: out["events"] and {e["city"] for e in out["events"]} == {"New York"}
        ),
        after=SCHOOL_SETUP,
    ),
    "agentschool functions heal search_events_by_category_city": Expect(
        says=("healthy",), after=SCHOOL_SETUP
    ),
    "agentschool functions versions search_events_by_category_city": Expect(
        says=("1",), after=SCHOOL_SETUP
    ),
    # docs/clients.md
    "python -m agentschool.server.tsclient": Expect(
        says=("wrote clients/typescript/agentschool.ts",)
    ),
    # docs/evals.md (its cases.yaml and my-agent.yaml blocks are files of the session)
    "agentschool eval evals/everyday-heldout.yaml --planner rule --fail-under 0.8": Expect(
        # from the checkout, where evals/ is
        instead=f"cd {ROOT} && agentschool eval evals/everyday-heldout.yaml --planner rule "
        "--fail-under 0.8",
        says=("eval everyday-heldout (planner=rule)", "0 model", "stored"),
    ),
    "agentschool eval cases.yaml --planner hybrid --model local --concurrency 4": Expect(
        says=("2/2 passed",)
    ),
    "agentschool eval cases.yaml --spec my-agent.yaml --json --output now.json": Expect(
        check=_json(lambda out: out["agent"]["spec"] == "my-agent.yaml" and out["cases"])
    ),
    "agentschool eval cases.yaml --compare now.json": Expect(
        says=("regressions (0)", "fixes (0)"),
        after=("agentschool eval cases.yaml --spec my-agent.yaml --json --output now.json",),
    ),
    "agentschool eval cases.yaml --fail-under 0.8": Expect(says=("2/2 passed",)),
    "agentschool eval cases.yaml --record": Expect(says=("2/2 passed",)),
    "agentschool runs replay run_0123": Expect(
        instead=f'agentschool runs replay "{LATEST_RUN}"',
        says=("replayed as recorded",),
        after=RECORDED,
    ),
    "agentschool runs export run_0123 --case cases.yaml": Expect(
        instead=f'agentschool runs export "{LATEST_RUN}" --case cases.yaml',
        says=("added case", "to cases.yaml"),
        after=RECORDED,
    ),
    # docs/security.md
    "agentschool keys create --name dashboard --scope read": Expect(
        says=("created key", "(read)", "as_")
    ),
    "agentschool keys create --name ci --scope run": Expect(says=("created key", "(run)", "as_")),
    "agentschool keys revoke 3f2a9c1b7d4e": Expect(
        instead=(
            'agentschool keys revoke "$(agentschool keys list --json'
            ' | python -c \'import json, sys; print(json.load(sys.stdin)[0]["id"])\')"'
        ),
        says=("revoked",),
        after=("agentschool keys create --name dashboard --scope read",),
    ),
    # docs/troubleshooting.md
    "agentschool doctor": Expect(
        says=("embedded model", "sandbox: bubblewrap", "browser: chromium")
    ),
    "agentschool runs list --status pending": Expect(says=("runs",)),
    "agentschool worker --concurrency 4": Expect(serves="alive", says=("4 runs at once",)),
    "agentschool keys create --name ops --scope admin": Expect(says=("created key", "(admin)")),
    # docs/usage.md
    'agentschool run "calculate (3 + 4) * 12, then double it" --planner rule --json': Expect(
        check=_json(lambda out: out["status"] == "completed" and "168" in out["output"])
    ),
    "agentschool config show": Expect(says=("home", "model", "local")),
    'agentschool run "calculate 2 + 2" --policy policy.yaml': Expect(says=("2 + 2 = 4",)),
    "agentschool stats --days 7": Expect(),
    'agentschool run "what is 17 * 23" --planner rule --goal arithmetic': Expect(
        says=("17 * 23 = 391",)
    ),
    'agentschool run "what is 17 * 23" --goal \'{"json_schema": {"type": "string"}, '
    '"attempts": 3}\'': Expect(says=("17 * 23 = 391",)),
    "agentschool stats --json --top 10": Expect(check=_json(lambda out: isinstance(out, dict))),
    "agentschool run \"add 'call the plumber' to my todos\" --planner rule --session kitchen": (
        Expect(says=("call the plumber",))
    ),
    'agentschool run "mark it done" --planner rule --session kitchen': Expect(
        says=("Completed #1",)
    ),
    "agentschool sessions show kitchen": Expect(says=("kitchen", "ran as: mark item #1 done")),
}

COMMANDS = [c for guide in GUIDES for c in shell_commands(f"docs/{guide}")]


def test_every_shell_example_has_an_expectation() -> None:
    runnable = {c.line for c in COMMANDS if not c.needs}
    assert runnable == set(SHELL_EXPECTATIONS), (
        f"undescribed: {sorted(runnable - set(SHELL_EXPECTATIONS))}; "
        f"stale: {sorted(set(SHELL_EXPECTATIONS) - runnable)}"
    )
    assert (len(COMMANDS), len(runnable)) == (48, 38)


@pytest.fixture(scope="module")
def opened(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, int], Session]]:
    with sessions(tmp_path_factory.mktemp("docs")) as store:
        yield store


@pytest.mark.timeout(1200)  # a line may first run the lines it needs
@pytest.mark.parametrize("command", COMMANDS, ids=[f"{c.doc[5:]}: {c.line[:70]}" for c in COMMANDS])
def test_shell_example(
    command: Command,
    opened: dict[tuple[str, int], Session],
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    if command.needs:
        pytest.skip(f"needs {command.needs}")
    root = tmp_path_factory.getbasetemp() / "docs-sessions"
    run_in_order(opened, root, command, COMMANDS, SHELL_EXPECTATIONS)
