"""Checks of a case's outcome against its expectation: each returns why it failed, or None."""

from __future__ import annotations

import importlib
import json
import math
import re
import sqlite3
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema

from agentschool.agent.events import AgentEvent
from agentschool.evals.cases import Case, DatasetError, Expectation, ResultSet
from agentschool.evals.effects import SideEffect, StoreSnapshot
from agentschool.messages import Usage

__all__ = ["CaseOutcome", "FunctionCaller", "check_outcome", "load_evaluator"]

FunctionCaller = Callable[[str, dict[str, Any]], Awaitable[Any]]
"""Calls a learned function by name with arguments (for `result_set.function`)."""

_NUMBER = re.compile(r"-?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?")


@dataclass(slots=True, kw_only=True)
class CaseOutcome:
    """What one case's run produced; evaluators get it with the case."""

    status: str
    """How the run ended (completed, failed, cancelled)."""
    output: Any
    """The run's answer."""
    error: str | None = None
    """Why the run failed."""
    events: list[AgentEvent] = field(default_factory=list[AgentEvent])
    """The run's events."""
    usage: Usage = field(default_factory=Usage)
    """Model usage."""
    side_effects: list[SideEffect] = field(default_factory=list[SideEffect])
    """What the run changed."""
    after: StoreSnapshot = field(default_factory=StoreSnapshot)
    """The stores at the end."""
    workspace: Path | None = None
    """The case's workspace (files)."""
    sql_file: Path | None = None
    """The case's SQLite database, when it has one."""

    @property
    def text(self) -> str:
        """The output as text (JSON for structured outputs)."""
        if isinstance(self.output, str):
            return self.output
        return json.dumps(self.output, default=str, sort_keys=True)


def _exact(expect: Expectation, outcome: CaseOutcome) -> str | None:
    wanted, got = expect.exact, outcome.output
    if isinstance(wanted, str) and isinstance(got, str):
        if wanted.strip() == got.strip():
            return None
    elif wanted == got:
        return None
    return f"output {_short(got)} is not {_short(wanted)}"


def _last_number(output: Any) -> float | None:
    if isinstance(output, bool):
        return None
    if isinstance(output, int | float):
        return float(output)
    found = _NUMBER.findall(output if isinstance(output, str) else json.dumps(output, default=str))
    return float(found[-1].replace(",", "")) if found else None


def _numeric(expect: Expectation, outcome: CaseOutcome) -> str | None:
    assert expect.numeric is not None
    got = _last_number(outcome.output)
    if got is None:
        return f"no number in output {_short(outcome.output)}; expected {expect.numeric:g}"
    if math.isclose(got, expect.numeric, rel_tol=0.0, abs_tol=expect.tolerance):
        return None
    return f"answer {got:g} is not {expect.numeric:g} (tolerance {expect.tolerance:g})"


def _contains(expect: Expectation, outcome: CaseOutcome) -> str | None:
    text = outcome.text.lower()
    missing = [t for t in expect.contains if t.lower() not in text]
    present = [t for t in expect.not_contains if t.lower() in text]
    if missing:
        return f"output {_short(outcome.output)} lacks {missing[0]!r}"
    if present:
        return f"output {_short(outcome.output)} contains {present[0]!r}"
    return None


def _schema(expect: Expectation, outcome: CaseOutcome) -> str | None:
    try:
        jsonschema.validate(outcome.output, expect.json_schema or {})
    except jsonschema.ValidationError as exc:
        where = "/".join(str(p) for p in exc.absolute_path) or "(root)"
        return f"output does not fit the JSON Schema at {where}: {exc.message}"
    return None


def _todos(expect: Expectation, outcome: CaseOutcome) -> str | None:
    held = list(outcome.after.todos.values())
    wanted = expect.todos or []
    titles = [t["title"] for t in held]
    if len(held) != len(wanted):
        return f"the to-dos are {titles}, expected {[t.title for t in wanted]}"
    for item, want in zip(held, wanted, strict=True):
        if item["title"].strip().lower() != want.title.strip().lower():
            return f"the to-dos are {titles}, expected {[t.title for t in wanted]}"
        if want.done is not None and item["done"] != want.done:
            state = "done" if want.done else "open"
            return f"to-do {item['title']!r} should be {state}"
    return None


def _files(expect: Expectation, outcome: CaseOutcome) -> str | None:
    root = outcome.workspace
    for name, content in (expect.files or {}).items():
        path = root / name if root is not None else None
        if path is None or not path.is_file():
            return f"file {name} was not written"
        if path.read_text(encoding="utf-8", errors="replace").strip() != content.strip():
            return f"file {name} holds {_short(path.read_text(errors='replace'))}"
    return None


def _sql_rows(expect: Expectation, outcome: CaseOutcome) -> str | None:
    if outcome.sql_file is None:
        return "the case has no SQL database"
    db = sqlite3.connect(outcome.sql_file)
    try:
        for table, rows in (expect.sql_rows or {}).items():
            try:
                cursor = db.execute(f'SELECT * FROM "{table}"')
            except sqlite3.OperationalError as exc:
                return f"table {table}: {exc}"
            names = [d[0] for d in cursor.description]
            held = [dict(zip(names, r, strict=True)) for r in cursor.fetchall()]
            keys = {k for row in rows for k in row}
            got = Counter(_canon({k: r.get(k) for k in keys}) for r in held)
            if got != Counter(_canon(r) for r in rows):
                return f"table {table} holds {_short(held)}, expected {_short(rows)}"
    finally:
        db.close()
    return None


def _no_side_effects(_: Expectation, outcome: CaseOutcome) -> str | None:
    if not outcome.side_effects:
        return None
    named = "; ".join(e.summary for e in outcome.side_effects[:3])
    more = len(outcome.side_effects) - 3
    tail = f" (+{more} more)" if more > 0 else ""
    return f"side effects where none were allowed: {named}{tail}"


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _items(value: Any) -> Any:
    """`{"events": [...], "source": "api"}` (a learned function's result) as its one list.

    Anything else (a list, or a mapping without exactly one list) is returned as it is.
    """
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list)]
        if len(lists) == 1:
            return lists[0]
    return value


async def _result_set(
    expect: ResultSet, outcome: CaseOutcome, call: FunctionCaller | None
) -> str | None:
    if expect.items is not None:
        wanted = expect.items
    elif call is None:
        return f"no function registry to call {expect.function!r}"
    else:
        wanted = await call(expect.function or "", expect.args)
    got, wanted = _items(outcome.output), _items(wanted)
    if not isinstance(got, list) or not isinstance(wanted, list):
        return f"output {_short(got)} is not a list of items"

    def keyed(items: list[Any]) -> Counter[str]:
        key = expect.key
        return Counter(_canon(i.get(key) if key and isinstance(i, dict) else i) for i in items)

    extra, missing = keyed(got) - keyed(wanted), keyed(wanted) - keyed(got)
    if not extra and not missing:
        return None
    example = next(iter(missing or extra))
    return (
        f"result set differs: {sum(missing.values())} missing, {sum(extra.values())} unexpected "
        f"of {len(wanted)} expected (e.g. {'missing' if missing else 'unexpected'} {example})"
    )


def load_evaluator(path: str) -> Callable[[Case, CaseOutcome], Any]:
    """The function at `package.module:function`.

    Raises:
        DatasetError: It cannot be imported or is not callable.
    """
    module_name, _, attribute = path.partition(":")
    try:
        target: Any = importlib.import_module(module_name)
        for part in attribute.split("."):
            target = getattr(target, part)
    except (ImportError, AttributeError) as exc:
        raise DatasetError(f"evaluator {path!r} cannot be imported: {exc}") from None
    if not callable(target):
        raise DatasetError(f"evaluator {path!r} is not callable")
    return target  # type: ignore[no-any-return]


async def _evaluator(case: Case, outcome: CaseOutcome) -> str | None:
    verdict = load_evaluator(case.expect.evaluator or "")(case, outcome)
    if isinstance(verdict, Awaitable):
        verdict = await verdict
    if verdict is None or verdict is True:
        return None
    if verdict is False:
        return f"evaluator {case.expect.evaluator} said no"
    return str(verdict)


async def check_outcome(
    case: Case, outcome: CaseOutcome, call: FunctionCaller | None = None
) -> list[str]:
    """Why the outcome fails the case's expectation (empty when it passes).

    Raises:
        Exception: Whatever a Python evaluator raises (the runner reports the case as an error).
    """
    expect = case.expect
    if expect.status != "any" and outcome.status != expect.status:
        reason = f": {outcome.error}" if outcome.error else ""
        return [f"run {outcome.status}, expected {expect.status}{reason}"]
    problems: list[str | None] = []
    if expect.no_side_effects:
        problems.append(_no_side_effects(expect, outcome))
    if expect.status == "completed":
        checks: list[tuple[object, Callable[[Expectation, CaseOutcome], str | None]]] = [
            (expect.exact, _exact),
            (expect.numeric, _numeric),
            (expect.contains or expect.not_contains or None, _contains),
            (expect.json_schema, _schema),
        ]
        problems += [check(expect, outcome) for given, check in checks if given is not None]
        if expect.result_set is not None:
            problems.append(await _result_set(expect.result_set, outcome, call))
    for given, store_check in (
        (expect.todos, _todos),
        (expect.files, _files),
        (expect.sql_rows, _sql_rows),
    ):
        if given is not None:
            problems.append(store_check(expect, outcome))
    if expect.evaluator:
        problems.append(await _evaluator(case, outcome))
    return [p for p in problems if p]
