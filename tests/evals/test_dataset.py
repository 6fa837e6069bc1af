"""Dataset files: YAML and JSONL cases, and errors that name the file, line, case and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentschool.evals import DatasetError, load_dataset


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_yaml_dataset_with_every_expectation(tmp_path: Path) -> None:
    path = write(
        tmp_path / "cases.yaml",
        """
name: mine
cases:
  - name: sum
    task: what is {a} + {b}
    inputs: {a: 2, b: 3}
    expect: {numeric: 5, tolerance: 0.1, contains: "5"}
  - task: add 'x' to my todos
    setup: {todos: [old], files: {a.txt: hi}, sql: ["CREATE TABLE t (v INT)"]}
    expect:
      todos: [{title: old}, {title: x, done: false}]
      files: {a.txt: hi}
      sql_rows: {t: []}
      json_schema: {type: string}
      result_set: {items: [1, 2], key: id}
      evaluator: "json:dumps"
      no_side_effects: false
""",
    )
    dataset = load_dataset(path)
    assert dataset.name == "mine"
    first, second = dataset.cases
    assert first.rendered_task() == "what is 2 + 3"
    assert first.expect.contains == ["5"]
    assert second.name == "case-2"
    assert second.line == 8
    assert second.sql_enabled and not first.sql_enabled


def test_jsonl_dataset_skips_blank_and_comment_lines(tmp_path: Path) -> None:
    lines = [
        json.dumps({"name": "a", "task": "what is 1 + 1", "expect": {"exact": "1 + 1 = 2"}}),
        "",
        "# a comment",
        json.dumps({"task": "what is 2 + 2"}),
    ]
    dataset = load_dataset(write(tmp_path / "cases.jsonl", "\n".join(lines)))
    assert [c.name for c in dataset.cases] == ["a", "case-2"]
    assert [c.line for c in dataset.cases] == [1, 4]
    assert dataset.name == "cases"


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        (
            "bad.yaml",
            "cases:\n  - name: ok\n    task: t\n  - name: broken\n    task: t\n"
            "    expect: {numeric: many}\n",
            "bad.yaml:4: case 'broken': field expect.numeric:",
        ),
        (
            "bad.yaml",
            "cases:\n  - name: typo\n    task: t\n    expect: {contain: x}\n",
            "bad.yaml:2: case 'typo': field expect.contain: Extra inputs",
        ),
        ("bad.yaml", "cases:\n  - expect: {}\n", "bad.yaml:2: case 'case-1': field task:"),
        ("bad.yaml", "cases: [\n", "bad.yaml: not valid YAML"),
        ("bad.yaml", "names: x\ncases: []\n", "bad.yaml:1: field unknown key 'names'"),
        (
            "bad.jsonl",
            '{"task": "a"}\n{"task": "b", "expect": {"tolerance": -1}}\n',
            "bad.jsonl:2: case 'case-2': field expect.tolerance:",
        ),
        ("bad.jsonl", '{"task": "a"}\n{"task": \n', "bad.jsonl:2: not valid JSON"),
        (
            "bad.jsonl",
            '{"name": "x", "task": "a"}\n{"name": "x", "task": "b"}\n',
            "bad.jsonl:2: case 'x': field name: duplicate (first on line 1)",
        ),
        (
            "bad.yaml",
            "- task: t\n  expect: {result_set: {key: id}}\n",
            "field expect.result_set: Value error, give exactly one of items or function",
        ),
        ("bad.yaml", "- task: t\n  expect: {evaluator: 'not a path'}\n", "field expect.evaluator"),
        ("bad.txt", "task: t\n", "unknown dataset format"),
        (
            "bad.yaml",
            "name: x\nsite: {fixture: luma, sede: 7}\ncases:\n  - task: t\n",
            "bad.yaml:2: field site.sede: Extra inputs",
        ),
        (
            "bad.yaml",
            "site: {seed: 7}\ncases:\n  - task: t\n",
            "bad.yaml:1: field site: Value error, give a fixture or a url",
        ),
        (
            "bad.yaml",
            "- task: t\n- task: u\n  site: {url: 'not a url'}\n",
            "bad.yaml:2: case 'case-2': field site.url:",
        ),
    ],
)
def test_malformed_dataset_names_file_line_case_and_field(
    tmp_path: Path, name: str, text: str, expected: str
) -> None:
    path = write(tmp_path / name, text)
    with pytest.raises(DatasetError) as caught:
        load_dataset(path)
    assert f"{tmp_path}/{expected}" in str(caught.value) or expected in str(caught.value)
    assert str(path) in str(caught.value)


def test_missing_file_and_missing_input(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="cannot read the dataset"):
        load_dataset(tmp_path / "absent.yaml")
    dataset = load_dataset(
        write(tmp_path / "c.yaml", "- task: 'add {a} and {b}'\n  inputs: {a: 1}\n")
    )
    with pytest.raises(DatasetError, match="placeholder 'b' has no input"):
        dataset.cases[0].rendered_task()


def test_a_site_makes_cases_data_requests_and_a_case_may_name_its_own(tmp_path: Path) -> None:
    path = write(
        tmp_path / "events.yaml",
        """
name: events
site: {fixture: luma, seed: 7, now: "2026-11-20T12:00:00Z"}
cases:
  - {name: a, task: food events in Seattle, expect: {result_set: {key: api_id, items: [e1]}}}
  - name: b
    task: jazz events in Lisbon
    site: {fixture: schema, source: jsonld}
    expect: {result_set: {key: api_id, items: [e2]}}
""",
    )
    dataset = load_dataset(path)
    first, second = dataset.cases
    assert dataset.site is not None and dataset.site_of(first) == dataset.site
    assert dataset.site.label == "luma fixture seed 7"
    assert (
        dataset.site.now is not None and dataset.site.now.isoformat() == "2026-11-20T12:00:00+00:00"
    )
    own = dataset.site_of(second)
    assert own is not None and (own.fixture, own.source) == ("schema", "jsonld")
    plain = load_dataset(write(tmp_path / "plain.yaml", "- task: what is 2 + 2\n"))
    assert plain.site_of(plain.cases[0]) is None
