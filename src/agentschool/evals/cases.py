"""Eval datasets: cases (a task, optional inputs and setup, what to expect) in YAML or JSONL.

A YAML dataset is a mapping with `cases:` (and optional `name:`), or a bare list of cases; a JSONL
dataset has one case object per line. A malformed file raises `DatasetError` naming the file, the
line and case, and the field.

```yaml
name: everyday
cases:
  - name: percent
    task: what is 15% of 240
    expect: {numeric: 36}
  - name: question-no-todo
    task: what is 2 + 2
    expect: {contains: ["4"], no_side_effects: true}
```

A dataset with a `site:` holds data requests: each case is learned by Agent School from that site
(or an earlier learned function reused) and the learned function called; its events are the
output, judged with `result_set`. A case may name its own `site:`.

```yaml
name: events
site: {fixture: luma, seed: 7, url: "http://luma.test", now: "2026-11-20T12:00:00Z"}
cases:
  - task: food and drink events in Seattle
    expect: {result_set: {key: api_id, items: [evt-…, evt-…]}}
```
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import pydantic
import yaml
from pydantic import BaseModel, ConfigDict, Field

from agentschool.exceptions import UserError

__all__ = [
    "Case",
    "Dataset",
    "DatasetError",
    "Expectation",
    "ResultSet",
    "Setup",
    "Site",
    "TodoState",
    "load_dataset",
]


class DatasetError(UserError):
    """A dataset file cannot be read: names the file, the line or case, and the field."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TodoState(_Strict):
    """A to-do as the store must hold it at the end of a case."""

    title: str
    """The to-do's text."""
    done: bool | None = None
    """Whether it must be completed (either when None)."""


class ResultSet(_Strict):
    """The output must hold exactly these items (in any order), compared on `key` when given."""

    items: list[Any] | None = None
    """The expected items, given in the dataset."""
    function: str | None = None
    """Or: a learned function in the registry whose result gives the expected items."""
    args: dict[str, Any] = Field(default_factory=dict)
    """Arguments of that function call."""
    key: str | None = None
    """Compare items by this field (e.g. `url`) instead of whole."""

    @pydantic.model_validator(mode="after")
    def _one_source(self) -> ResultSet:
        if (self.items is None) == (self.function is None):
            raise ValueError("give exactly one of items or function")
        return self


class Expectation(_Strict):
    """What a case must produce; every given check must pass."""

    status: Literal["completed", "failed", "any"] = "completed"
    """How the run must end (`failed` for a task the agent must refuse)."""
    exact: Any = None
    """The output must equal this (strings compared after trimming whitespace)."""
    numeric: float | None = None
    """The output's last number must be this, within `tolerance`."""
    tolerance: float = Field(default=1e-6, ge=0)
    """Absolute tolerance of `numeric`."""
    contains: list[str] = Field(default_factory=list)
    """Texts the output must contain (case-insensitive)."""
    not_contains: list[str] = Field(default_factory=list)
    """Texts the output must not contain (case-insensitive)."""
    json_schema: dict[str, Any] | None = None
    """A JSON Schema the output must fit."""
    todos: list[TodoState] | None = None
    """The to-dos the store must hold at the end, in order (exactly these)."""
    files: dict[str, str] | None = None
    """Files (relative to the workspace) that must exist at the end with this content."""
    sql_rows: dict[str, list[dict[str, Any]]] | None = None
    """Table → the rows it must hold at the end (in any order)."""
    no_side_effects: bool = False
    """The case fails if the run changed anything (to-dos, files, rows, non-read calls)."""
    result_set: ResultSet | None = None
    """The output must be this set of items."""
    evaluator: str | None = Field(default=None, pattern=r"^[\w.]+:[\w.]+$")
    """`package.module:function` called with `(case, outcome)`; returns bool, str or None."""

    @pydantic.field_validator("contains", "not_contains", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


class Setup(_Strict):
    """State a case starts from, in its own data dir."""

    todos: list[str] = Field(default_factory=list)
    """To-dos added before the run (ids 1, 2, ... in order)."""
    files: dict[str, str] = Field(default_factory=dict)
    """Files written into the workspace before the run."""
    sql: list[str] = Field(default_factory=list)
    """SQL statements run on the case's SQLite database before the run (enables the sql tool)."""


class Site(_Strict):
    """The source a data request is learned from: an offline fixture site, or a live one."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    fixture: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9-]*$")
    """An offline fixture site the eval serves in-process (the CLI knows `luma` and `schema`)."""
    seed: int | None = None
    """The fixture's dataset seed (its default when None)."""
    url: str | None = Field(default=None, pattern=r"^https?://[^\s/]+(?:/\S*)?$")
    """A live site's base URL; for a fixture, the URL it is served at in-process."""
    source: Literal["luma", "jsonld"] = "luma"
    """How the site publishes events: Luma's API and pages, or schema.org JSON-LD."""
    now: datetime | None = None
    """The pinned clock: relative dates ("next month") are resolved against it, and a fixture
    is generated at it (the clock, or `AGENTSCHOOL_NOW`, when None)."""

    @pydantic.model_validator(mode="after")
    def _fixture_or_url(self) -> Site:
        if self.fixture is None and self.url is None:
            raise ValueError("give a fixture or a url")
        if self.seed is not None and self.fixture is None:
            raise ValueError("a seed is for a fixture site")
        return self

    @property
    def label(self) -> str:
        """How reports name it (`luma fixture seed 7`, `https://lu.ma`)."""
        if self.fixture is None:
            return str(self.url)
        seed = f" seed {self.seed}" if self.seed is not None else ""
        return f"{self.fixture} fixture{seed}"


class Case(_Strict):
    """One eval case."""

    name: str = ""
    """Unique within the dataset (`case-N` when not given)."""
    task: str = Field(min_length=1)
    """The task; `{input}` placeholders are filled from `inputs`."""
    inputs: dict[str, Any] = Field(default_factory=dict)
    """Values for the task's placeholders (also handed to evaluators)."""
    setup: Setup = Field(default_factory=Setup)
    """State the case starts from."""
    expect: Expectation = Field(default_factory=Expectation)
    """What the run must produce."""
    tags: list[str] = Field(default_factory=list)
    """Free labels (e.g. `todo`, `arithmetic`) for grouping in reports."""
    site: Site | None = None
    """Learn the task from this site (the dataset's `site` when None); see the module doc."""
    line: int = Field(default=0, exclude=True)
    """Line of the file the case starts on (for messages)."""

    def rendered_task(self) -> str:
        """The task with its inputs filled in.

        Raises:
            DatasetError: A placeholder has no input.
        """
        if not self.inputs:
            return self.task
        try:
            return self.task.format_map(self.inputs)
        except (KeyError, IndexError, ValueError) as exc:
            raise DatasetError(f"case {self.name!r}: task placeholder {exc} has no input") from None

    @property
    def sql_enabled(self) -> bool:
        """Whether the case runs with its own SQL database."""
        return bool(self.setup.sql) or self.expect.sql_rows is not None


class Dataset(_Strict):
    """A named list of cases."""

    name: str
    """The dataset's name (the file stem when not given)."""
    cases: list[Case]
    """The cases, in file order."""
    site: Site | None = None
    """The site its data requests are learned from (cases may name their own)."""
    path: str | None = None
    """Where it was loaded from."""

    def site_of(self, case: Case) -> Site | None:
        """The site `case` is learned from: its own, else the dataset's; None for agent tasks."""
        return case.site or self.site


def _field(error: dict[str, Any]) -> str:
    return ".".join(str(p) for p in error["loc"]) or "(case)"


def _case(raw: Any, where: str, index: int, line: int) -> Case:
    if not isinstance(raw, dict):
        raise DatasetError(f"{where}:{line}: case {index + 1}: expected a mapping, got {raw!r:.60}")
    label = raw.get("name") or f"case-{index + 1}"
    try:
        case = Case.model_validate(raw)
    except pydantic.ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        message = f"{where}:{line}: case {label!r}: field {_field(dict(first))}: {first['msg']}"
        raise DatasetError(message) from None
    return case.model_copy(update={"name": label, "line": line})


def _site(raw: Any, where: str, line: int) -> Site:
    try:
        return Site.model_validate(raw)
    except pydantic.ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        field = ".".join(["site", *(str(p) for p in first["loc"])])
        raise DatasetError(f"{where}:{line}: field {field}: {first['msg']}") from None


def _yaml_cases(text: str, where: str) -> tuple[str | None, Site | None, list[tuple[Any, int]]]:
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise DatasetError(f"{where}: not valid YAML: {exc}") from None
    name, site = None, None
    nodes: Any = root
    if isinstance(data, dict):
        unknown = set(data) - {"name", "cases", "site"}
        if unknown or "cases" not in data:
            problem = f"unknown key {sorted(unknown)[0]!r}" if unknown else "no 'cases' key"
            raise DatasetError(f"{where}:1: field {problem}: expected name, site and cases")
        keys = {k.value: v for k, v in root.value}  # type: ignore[union-attr]
        if "site" in data:
            site = _site(data["site"], where, keys["site"].start_mark.line + 1)
        name, data, nodes = data.get("name"), data["cases"], keys["cases"]
    if not isinstance(data, list):
        raise DatasetError(f"{where}: field cases: expected a list of cases")
    lines = [n.start_mark.line + 1 for n in nodes.value]
    return name, site, list(zip(data, lines, strict=True))


def _jsonl_cases(text: str, where: str) -> list[tuple[Any, int]]:
    cases: list[tuple[Any, int]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            cases.append((json.loads(line), number))
        except json.JSONDecodeError as exc:
            raise DatasetError(f"{where}:{number}: not valid JSON: {exc.msg}") from None
    return cases


def load_dataset(path: str | Path) -> Dataset:
    """Read a dataset from a `.yaml`/`.yml` or `.jsonl` file.

    Raises:
        DatasetError: The file is missing, unreadable or malformed (file, line, case and field
            are named), or two cases share a name.
    """
    file = Path(path)
    where = str(file)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise DatasetError(f"{where}: cannot read the dataset: {exc.strerror or exc}") from None
    name: str | None = None
    site: Site | None = None
    if file.suffix in (".yaml", ".yml"):
        name, site, raw_cases = _yaml_cases(text, where)
    elif file.suffix in (".jsonl", ".ndjson"):
        raw_cases = _jsonl_cases(text, where)
    else:
        raise DatasetError(f"{where}: unknown dataset format; use .yaml, .yml or .jsonl")
    cases = [_case(raw, where, i, line) for i, (raw, line) in enumerate(raw_cases)]
    seen: dict[str, int] = {}
    for case in cases:
        if case.name in seen:
            message = f"{where}:{case.line}: case {case.name!r}: field name: duplicate"
            raise DatasetError(f"{message} (first on line {seen[case.name]})")
        seen[case.name] = case.line
    if not cases:
        raise DatasetError(f"{where}: the dataset has no cases")
    return Dataset(name=str(name or file.stem), cases=cases, site=site, path=where)
