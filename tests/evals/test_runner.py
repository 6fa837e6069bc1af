"""The eval runner: isolated parallel cases, side effects as a diff, errors kept to their case."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from agentschool.agent import Agent, Plan, PlanRequest, PlanResult, PlanStep
from agentschool.evals import (
    Case,
    CaseOutcome,
    Dataset,
    EvalReport,
    EvalRunner,
    load_dataset,
    planner_target,
)
from agentschool.evals.runner import EvalTarget
from agentschool.evals.targets import approve_in_eval
from agentschool.settings import Settings
from agentschool.tools import Tool, Toolset
from agentschool.tools.base import RiskLevel
from agentschool.tools.builtin import builtin_toolset


def dataset(tmp_path: Path, text: str) -> Dataset:
    path = tmp_path / "cases.yaml"
    path.write_text(text, encoding="utf-8")
    return load_dataset(path)


async def run(data: Dataset, **options: Any) -> EvalReport:
    return await EvalRunner(factory=planner_target("rule"), **options).run(data)


def verdicts(report: EvalReport) -> dict[str, str]:
    return {c.name: c.verdict for c in report.cases}


async def test_rule_cases_are_judged_with_reasons_and_no_model_calls(tmp_path: Path) -> None:
    data = dataset(
        tmp_path,
        """
- {name: percent, task: what is 15% of 240, expect: {numeric: 36}}
- {name: wrong, task: what is 15% of 240, expect: {numeric: 37}}
- {name: words, task: "calculate (3 + 4) * 12, then double it", expect: {contains: ["84", "168"]}}
- {name: refuse, task: what is the capital of France, expect: {status: failed}}
- {name: unplanned, task: what is the capital of France, expect: {contains: Paris}}
- name: complete
  task: complete todo 2
  setup: {todos: [a, b]}
  expect: {todos: [{title: a, done: false}, {title: b, done: true}]}
""",
    )
    report = await run(data)
    assert verdicts(report) == {
        "percent": "pass",
        "wrong": "fail",
        "words": "pass",
        "refuse": "pass",
        "unplanned": "fail",
        "complete": "pass",
    }
    by_name = {c.name: c for c in report.cases}
    assert by_name["wrong"].reasons == ["answer 36 is not 37 (tolerance 1e-06)"]
    assert by_name["unplanned"].reasons[0].startswith("run failed, expected completed")
    assert [e.summary for e in by_name["complete"].side_effects] == ["to-do completed: #2 'b'"]
    assert report.summary.model_calls == 0
    assert report.summary.passed == 4
    assert report.summary.pass_rate == pytest.approx(4 / 6)


async def test_a_todo_made_under_no_side_effects_fails_naming_it(tmp_path: Path) -> None:
    data = dataset(
        tmp_path,
        "- name: q\n  task: add 'water the plants' to my todos\n"
        "  expect: {no_side_effects: true}\n",
    )
    report = await run(data)
    (case,) = report.cases
    assert case.verdict == "fail"
    assert case.reasons == ["side effects where none were allowed: to-do added: 'water the plants'"]
    assert "to-do added: 'water the plants'" in report.to_markdown()


async def test_cases_run_in_parallel_each_in_its_own_data_dir(tmp_path: Path) -> None:
    cases = "".join(
        f"- {{name: c{i}, task: \"add 'item {i}' to my todos\", "
        f"expect: {{todos: [{{title: item {i}}}]}}}}\n"
        for i in range(12)
    )
    seen: list[str] = []
    report = await run(
        dataset(tmp_path, cases), concurrency=4, on_result=lambda r: seen.append(r.name)
    )
    assert set(verdicts(report).values()) == {"pass"}
    assert sorted(seen) == sorted(f"c{i}" for i in range(12))
    assert [c.name for c in report.cases] == [f"c{i}" for i in range(12)]  # dataset order
    assert not (Settings().data_dir / "todos.db").exists()  # nothing in the user's own data dir


def explode(case: Case, outcome: CaseOutcome) -> bool:
    raise RuntimeError(f"evaluator bug on {case.name}")


def says_why(case: Case, outcome: CaseOutcome) -> str | None:
    return None if outcome.output == "15% of 240 = 36" else f"unexpected {outcome.output!r}"


async def test_a_raising_evaluator_errors_its_case_and_the_others_go_on(tmp_path: Path) -> None:
    data = dataset(
        tmp_path,
        f"""
- {{name: boom, task: what is 15% of 240, expect: {{evaluator: "{__name__}:explode"}}}}
- {{name: fine, task: what is 15% of 240, expect: {{evaluator: "{__name__}:says_why"}}}}
- {{name: missing, task: what is 15% of 240, expect: {{evaluator: "{__name__}:nothing"}}}}
""",
    )
    report = await run(data)
    boom, fine, missing = report.cases
    assert boom.verdict == "error"
    assert boom.reasons == ["evaluator raised RuntimeError: evaluator bug on boom"]
    assert boom.traceback is not None and "in explode" in boom.traceback
    assert fine.verdict == "pass"
    assert missing.verdict == "error" and "cannot be imported" in missing.reasons[0]
    assert report.summary.errors == 2


class ScriptedPlanner:
    """Plans every task as the same steps (the test decides what the agent does)."""

    name = "scripted"

    def __init__(self, *steps: PlanStep) -> None:
        self.steps = list(steps)

    async def plan(self, request: PlanRequest) -> PlanResult:
        return PlanResult(Plan(steps=self.steps), self.name)


def scripted(*steps: PlanStep, extra: list[Tool] | None = None) -> Any:
    def build(settings: Settings) -> tuple[EvalTarget, Toolset]:
        tools = builtin_toolset(settings)
        for tool in extra or []:
            tools.register(tool)
        agent = Agent("test", tools, planner=ScriptedPlanner(*steps), approver=approve_in_eval)
        return agent, tools

    return build


async def test_files_rows_and_calls_are_side_effects(tmp_path: Path) -> None:
    posted: list[str] = []

    def http_post(url: str) -> str:
        """Post to a URL."""
        posted.append(url)
        return "ok"

    def lookup(key: str) -> str:
        """Read something."""
        return key

    extra = [
        Tool.from_function(http_post, risk=RiskLevel.WRITE),
        Tool.from_function(lookup, risk=RiskLevel.READ),
    ]
    steps = (
        PlanStep(id="s1", tool="write_file", args={"path": "notes.txt", "content": "hello"}),
        PlanStep(id="s2", tool="http_post", args={"url": "https://example.org/hook"}),
        PlanStep(id="s3", tool="lookup", args={"key": "k"}),
    )
    data = dataset(
        tmp_path,
        """
- name: effects
  task: "write hello to notes.txt, then post to https://example.org/hook"
  setup: {files: {keep.txt: same}, sql: ["CREATE TABLE t (v INT)", "INSERT INTO t VALUES (1)"]}
  expect:
    files: {notes.txt: hello, keep.txt: same}
    sql_rows: {t: [{v: 1}]}
    no_side_effects: true
""",
    )
    report = await EvalRunner(factory=scripted(*steps, extra=extra)).run(data)
    (case,) = report.cases
    assert [e.summary for e in case.side_effects] == [
        "file written: notes.txt",
        'call: http_post({"url": "https://example.org/hook"})',
    ]
    assert case.reasons == [
        "side effects where none were allowed: file written: notes.txt; "
        'call: http_post({"url": "https://example.org/hook"})'
    ]
    assert posted == ["https://example.org/hook"]


async def test_store_end_state_mismatches_are_named(tmp_path: Path) -> None:
    steps = (PlanStep(id="s1", tool="write_file", args={"path": "a.txt", "content": "wrong"}),)
    data = dataset(
        tmp_path,
        """
- name: state
  task: "write 'wrong' to a.txt"
  setup: {sql: ["CREATE TABLE t (v INT)"]}
  expect: {files: {a.txt: right, b.txt: x}, sql_rows: {t: [{v: 1}], u: []}, todos: [{title: z}]}
""",
    )
    report = await EvalRunner(factory=scripted(*steps)).run(data)
    (case,) = report.cases
    assert case.reasons == [
        "the to-dos are [], expected ['z']",
        "file a.txt holds 'wrong'",
        "table t holds [], expected [{'v': 1}]",
    ]


async def test_a_case_that_runs_too_long_errors(tmp_path: Path) -> None:
    async def slow() -> str:
        """Take a while."""
        await asyncio.sleep(5)
        return "late"

    factory = scripted(PlanStep(id="s1", tool="slow"), extra=[Tool.from_function(slow)])
    data = dataset(tmp_path, "- {name: slow, task: wait}\n- {name: other, task: wait}\n")
    report = await EvalRunner(factory=factory, timeout=0.2).run(data)
    assert [c.reasons for c in report.cases] == [["the case ran past 0.2 s"]] * 2


async def test_result_set_from_items_and_from_a_function(tmp_path: Path) -> None:
    def events() -> dict[str, Any]:
        """Some events."""
        return {"events": [{"url": "b", "n": 2}, {"url": "a", "n": 1}], "source": "api"}

    factory = scripted(PlanStep(id="s1", tool="events"), extra=[Tool.from_function(events)])
    data = dataset(
        tmp_path,
        """
- {name: items, task: t, expect: {result_set: {items: [{url: a}, {url: b}], key: url}}}
- {name: short, task: t, expect: {result_set: {items: [{url: a}], key: url}}}
- {name: fn, task: t, expect: {result_set: {function: tech_events, args: {city: sf}, key: url}}}
""",
    )

    async def call(name: str, args: dict[str, Any]) -> Any:
        assert (name, args) == ("tech_events", {"city": "sf"})
        return [{"url": "a"}, {"url": "b"}]

    report = await EvalRunner(factory=factory, call_function=call).run(data)
    assert verdicts(report) == {"items": "pass", "short": "fail", "fn": "pass"}
    assert report.cases[1].reasons == [
        'result set differs: 0 missing, 1 unexpected of 1 expected (e.g. unexpected "b")'
    ]


async def test_compare_lists_regressions_and_fixes(tmp_path: Path) -> None:
    before = await run(
        dataset(
            tmp_path,
            "- {name: a, task: what is 1 + 1, expect: {numeric: 2}}\n"
            "- {name: b, task: what is 1 + 1, expect: {numeric: 3}}\n"
            "- {name: gone, task: what is 1 + 1}\n",
        )
    )
    now = await run(
        dataset(
            tmp_path,
            "- {name: a, task: what is 1 + 1, expect: {numeric: 5}}\n"
            "- {name: b, task: what is 1 + 2, expect: {numeric: 3}}\n"
            "- {name: new, task: what is 1 + 1}\n",
        )
    )
    comparison = now.compare(before)
    assert (comparison.regressions, comparison.fixes) == (["a"], ["b"])
    assert (comparison.added, comparison.removed) == (["new"], ["gone"])
    assert "**regressions (1)**: a" in comparison.to_markdown()
    path = tmp_path / "old.json"
    path.write_text(before.model_dump_json(), encoding="utf-8")
    assert EvalReport.load(path).compare(before).regressions == []
