"""Checks a generated function passes before it is saved.

In order, stopping at the first failure:

1. `syntax`: the source parses (`ast`).
2. `imports`: every import is in `functions.ALLOWED_MODULES` (no relative imports).
3. `names`: no forbidden builtin (`exec`, `eval`, `open`, `compile`, `__import__`, `globals`, ...),
   no `os`/`sys`/`subprocess`-like name, no dunder attribute access (`x.__class__`, ...).
   A rejected source is never executed; the check's detail names each offending line.
4. `ruff`: `ruff check` (pyflakes, pycodestyle, bugbear, pyupgrade) on the source.
5. `live`: one in-process call, in the restricted namespace, against the real source with a
   wall-clock timeout; every HTTP exchange (or rendered page) is recorded.
6. `sandbox`: the same call in the bubblewrap sandbox (system Python, no network, rlimits, a
   timeout), its fetch layer replaying the recorded responses; it must return the same result.
   The sandbox has no network (it cannot even reach a loopback server), hence the split:
   the live fetch is verified in-process, the code's behaviour in isolation on recorded data.
7. `schema`: the result validates against `EventSearchResult`.
8. `plausibility`: every event is inside the requested dates (in its time zone), price cap,
   free-only and radius; the result is non-empty when matches are known to exist.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from agentschool import pyast
from agentschool.exceptions import AgentSchoolError
from agentschool.school.functions import ALLOWED_MODULES, FORBIDDEN_BUILTINS
from agentschool.school.geo import distance_km
from agentschool.school.query import Event, EventQuery, EventSearchResult

__all__ = [
    "CheckResult",
    "Verification",
    "check_plausible",
    "check_ruff",
    "check_static",
]

_FORBIDDEN_NAMES = FORBIDDEN_BUILTINS | {
    "__builtins__",
    "builtins",
    "ctypes",
    "importlib",
    "os",
    "pathlib",
    "shutil",
    "socket",
    "subprocess",
    "sys",
}
_ALLOWED_DUNDERS = frozenset({"__init__", "__enter__", "__exit__", "__name__"})
_RUFF_RULES = "E,F,W,B,UP,C4"


@dataclass
class CheckResult:
    """The outcome of one check."""

    name: str
    """Check name (`syntax`, `imports`, `names`, `ruff`, `live`, `sandbox`, `schema`, ...)."""
    passed: bool
    """Whether it passed."""
    detail: str = ""
    """Why it failed, or a short note."""
    duration_ms: float = 0.0
    """Time it took."""


@dataclass
class Verification:
    """Every check run on one generated version, and what its verification call returned."""

    checks: list[CheckResult] = field(default_factory=list[CheckResult])
    """Checks in the order they ran."""
    result: EventSearchResult | None = None
    """The verified result (from the live run)."""
    recording: dict[str, Any] = field(default_factory=dict[str, Any])
    """Recorded exchanges/pages replayed in the sandbox."""
    artifacts: dict[str, bytes] = field(default_factory=dict[str, bytes])
    """Screenshot and HTML captured when a browser page failed."""

    @property
    def passed(self) -> bool:
        """All checks ran and passed."""
        return bool(self.checks) and all(c.passed for c in self.checks)

    @property
    def failure(self) -> CheckResult | None:
        """The first failed check."""
        return next((c for c in self.checks if not c.passed), None)

    @contextmanager
    def timed(self, name: str) -> Iterator[CheckResult]:
        """Record a check; the body sets `passed`/`detail` on the yielded result."""
        check = CheckResult(name, passed=False)
        start = time.perf_counter()
        try:
            yield check
        finally:
            check.duration_ms = (time.perf_counter() - start) * 1000
            self.checks.append(check)

    def to_json(self) -> dict[str, Any]:
        """A JSON summary (without the recording and artifacts)."""
        return {
            "passed": self.passed,
            "checks": [
                {"name": c.name, "passed": c.passed, "detail": c.detail,
                 "duration_ms": round(c.duration_ms, 1)}
                for c in self.checks
            ],
            "result_count": None if self.result is None else len(self.result.events),
        }  # fmt: skip


def _import_problems(tree: ast.AST) -> list[str]:
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [("." * node.level) + (node.module or "")]
        else:
            continue
        problems += [
            f"line {node.lineno}: import of {name!r} is not allowed"
            for name in names
            if name not in ALLOWED_MODULES
        ]
    return problems


def _name_problems(tree: ast.AST) -> list[str]:
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in _FORBIDDEN_NAMES:
            problems.append(f"line {node.lineno}: forbidden name {node.id!r}")
        elif isinstance(node, ast.Attribute) and node.attr.startswith("__"):
            if node.attr not in _ALLOWED_DUNDERS:
                problems.append(f"line {node.lineno}: forbidden attribute {node.attr!r}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value.startswith("__") and node.value.endswith("__"):
                problems.append(f"line {node.lineno}: forbidden dunder string {node.value!r}")
    return problems


def check_static(source: str, verification: Verification) -> bool:
    """Run the `syntax`, `imports` and `names` checks; true when all pass.

    Args:
        source: The generated module.
        verification: Where the check results are appended.
    """
    with verification.timed("syntax") as check:
        try:
            tree = pyast.parse(source)
        except SyntaxError as exc:
            check.detail = f"line {exc.lineno}: {exc.msg}"
            return False
        check.passed = True
    for name, finder in (("imports", _import_problems), ("names", _name_problems)):
        with verification.timed(name) as check:
            problems = finder(tree)
            check.passed = not problems
            check.detail = "; ".join(problems)
        if problems:
            return False
    return True


def _ruff() -> str:
    beside = Path(sys.executable).with_name("ruff")
    found = str(beside) if beside.exists() else shutil.which("ruff")
    if found is None:
        raise AgentSchoolError("ruff is not installed (it checks generated code)")
    return found


def check_ruff(source: str, verification: Verification) -> bool:
    """Run `ruff check` on the source; true when it reports nothing."""
    argv = [_ruff(), "check", "--isolated", "--no-cache", "--select", _RUFF_RULES]
    argv += ["--line-length", "100", "--output-format", "concise"]
    argv += ["--stdin-filename", "learned.py", "-"]
    with verification.timed("ruff") as check:
        done = subprocess.run(  # fixed argv, the source on stdin
            argv, input=source, capture_output=True, text=True, timeout=60, check=False
        )
        check.passed = done.returncode == 0
        check.detail = "" if check.passed else (done.stdout or done.stderr).strip()[-2000:]
    return check.passed


def _event_problems(event: Event, query: EventQuery) -> list[str]:
    problems = []
    start = datetime.fromisoformat(event.start_at.replace("Z", "+00:00"))
    day = start.astimezone(ZoneInfo(event.timezone)).date()
    if query.date_from and day < query.date_from:
        problems.append(f"starts {day} before {query.date_from}")
    if query.date_to and day > query.date_to:
        problems.append(f"starts {day} after {query.date_to}")
    if query.free_only and not event.is_free:
        problems.append("is not free")
    cap = query.max_price_usd
    if cap is not None and not event.is_free and (event.price_usd or 0) > cap:
        problems.append(f"costs ${event.price_usd:g} > ${cap:g}")
    if query.radius_km is not None and query.latitude is not None and query.longitude is not None:
        if event.latitude is None or event.longitude is None:
            problems.append("has no location for a radius search")
        else:
            km = distance_km(query.latitude, query.longitude, event.latitude, event.longitude)
            if km > query.radius_km:
                problems.append(f"is {km:.1f} km away (> {query.radius_km:g} km)")
    if query.category and query.category not in event.categories:
        problems.append(f"is not in category {query.category!r}")
    return [f"{event.api_id}: {p}" for p in problems]


def check_plausible(
    result: EventSearchResult, query: EventQuery, *, expect_matches: bool | None = None
) -> list[str]:
    """Reasons a result is implausible for the query (empty when it is plausible).

    Args:
        result: What the function returned.
        query: The request it answered (dates, price cap, radius, free-only, category).
        expect_matches: True when matches are known to exist (an empty result is then wrong).

    Returns:
        One message per problem.
    """
    problems = [p for event in result.events for p in _event_problems(event, query)]
    ids = [e.api_id for e in result.events]
    if len(set(ids)) != len(ids):
        problems.append("duplicate events")
    if [(e.start_at, e.api_id) for e in result.events] != sorted(
        (e.start_at, e.api_id) for e in result.events
    ):
        problems.append("events are not sorted soonest first")
    if expect_matches and not result.events:
        problems.append("no events, though matches exist")
    return problems


def same_result(first: EventSearchResult, second: Mapping[str, Any]) -> bool:
    """Whether a sandbox result (JSON) equals the live one."""
    return bool(json.loads(first.model_dump_json()) == dict(second))
