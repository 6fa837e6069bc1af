"""Data-request cases: `agentschool eval` serves a fixture site, learns each request, judges it.

Real learning (plan, generate, verify, save, call) against the offline sites served in-process;
the expected sets come from the fixtures' ground truth, not from the code under test.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.evals import EvalRunner, load_dataset
from agentschool.school.query import EventQuery
from agentschool.testing import truth
from agentschool.testing.luma_site import HELD_OUT_SEED
from agentschool.testing.luma_site import load_dataset as load_luma
from agentschool.testing.schema_site import load_items
from agentschool.testing.schema_site import truth as schema_truth

runner = CliRunner()
NOW = "2026-11-20T12:00:00Z"


def _write(tmp_path: Path, data: dict[str, Any]) -> str:
    path = tmp_path / "events.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return str(path)


def _eval(path: str, *options: str) -> dict[str, Any]:
    result = runner.invoke(app, ["eval", path, "--json", "--no-store", "--fail-under", "0",
                                 *options])  # fmt: skip
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def test_requests_are_learned_from_the_served_fixture_and_judged_by_their_events(
    tmp_path: Path,
) -> None:
    seattle_food = sorted(
        truth.expected_ids(
            load_luma(seed=HELD_OUT_SEED), EventQuery(city="seattle", category="food")
        )
    )
    lisbon_jazz = schema_truth.expected_events(
        load_items(), EventQuery(city="lisbon", category="jazz"), "http://site.test"
    )
    assert len(seattle_food) > 1 and lisbon_jazz
    expect = {"result_set": {"key": "api_id", "items": seattle_food}}
    path = _write(tmp_path, {
        "name": "events",
        "site": {"fixture": "luma", "seed": HELD_OUT_SEED, "now": NOW},
        "cases": [
            {"name": "right", "task": "food events in Seattle", "expect": expect},
            {"name": "wrong", "task": "food events in Seattle",
             "expect": {"result_set": {"key": "api_id", "items": seattle_food[1:]}}},
            {"name": "refused", "task": "events in Atlantis", "expect": expect},
            {"name": "jsonld", "task": "jazz events in Lisbon",
             "site": {"fixture": "schema", "source": "jsonld", "now": NOW},
             "expect": {"result_set": {"key": "api_id",
                                       "items": [e["api_id"] for e in lisbon_jazz]}}},
        ],
    })  # fmt: skip
    report = _eval(path, "--planner", "rule")
    cases = {c["name"]: c for c in report["cases"]}
    assert {n: c["verdict"] for n, c in cases.items()} == {
        "right": "pass", "wrong": "fail", "refused": "fail", "jsonld": "pass"
    }  # fmt: skip
    assert cases["right"]["output"]["params"] == {"city": "seattle", "category": "food"}
    assert cases["right"]["output"]["function"].endswith(" v1")
    assert cases["wrong"]["reasons"][0].startswith("result set differs: 0 missing, 1 unexpected")
    assert "cannot plan: " in cases["refused"]["reasons"][0]
    assert report["summary"]["model_calls"] == 0
    assert report["agent"]["site"] == "luma fixture seed 7"


def test_a_planning_model_is_asked_once_per_request_and_counted(tmp_path: Path) -> None:
    path = _write(tmp_path, {
        "site": {"fixture": "luma", "seed": HELD_OUT_SEED, "now": NOW},
        "cases": [{"name": "asks", "task": "comedy events in Seattle",
                   "expect": {"status": "any"}}],
    })  # fmt: skip
    report = _eval(path, "--planner", "hybrid", "--model", "test")
    (case,) = report["cases"]
    assert case["verdict"] == "pass", case["reasons"]
    assert case["model_calls"] == 1 and report["summary"]["model_calls"] == 1


def test_an_unknown_fixture_fails_the_command_naming_the_field(tmp_path: Path) -> None:
    path = _write(tmp_path, {"site": {"fixture": "meetup"}, "cases": [{"task": "x"}]})
    result = runner.invoke(app, ["eval", path, "--planner", "rule"])
    assert result.exit_code == 1
    assert "site: unknown fixture 'meetup'; the fixtures are luma, schema" in result.output
    wrong = _write(tmp_path, {"site": {"fixture": "schema"}, "cases": [{"task": "x"}]})
    result = runner.invoke(app, ["eval", wrong, "--planner", "rule"])
    assert "the schema fixture publishes jsonld: set source: jsonld" in result.output


async def test_a_runner_without_a_site_target_errors_only_the_site_cases(tmp_path: Path) -> None:
    path = tmp_path / "mixed.yaml"
    path.write_text(
        "- {name: plain, task: what is 2 + 2, expect: {numeric: 4}}\n"
        "- {name: data, task: tech events, site: {url: 'https://lu.ma'}}\n",
        encoding="utf-8",
    )
    from agentschool.evals import planner_target

    report = await EvalRunner(factory=planner_target("rule")).run(load_dataset(path))
    plain, data = report.cases
    assert plain.verdict == "pass"
    assert data.verdict == "error"
    assert data.reasons == [
        "the agent raised UserError: this eval cannot learn from a site (https://lu.ma)"
    ]
