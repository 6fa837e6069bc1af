"""`RulePlanner`: deterministic plans for arithmetic, percentages and to-do tasks, and their mixes.

"what is 15% of 240, then add 'pay rent' to my todos and show them" becomes three steps: the
calculation runs in parallel with the to-do steps, which run in order. Any clause the rules do not
understand makes the whole task unplannable here (None), so the model plans it instead.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agentschool.agent.plan import Plan, PlanStep, validate_plan
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.exceptions import PlanValidationError
from agentschool.tools.calculator import normalize

__all__ = ["RulePlanner", "split_clauses"]

_VERBS = (
    r"add|show|list|display|complete|finish|mark|delete|remove|calculate|compute|what|whats|"
    r"how|tell|print|give|check|put|create|remind|multiply|divide|subtract|double|halve|"
    r"square|get|evaluate|then"
)
_SPLIT = re.compile(
    rf"\s*(?:[,;]\s*(?:and\s+)?then\b|\band\s+then\b|\bthen\b|\bafter\s+that\b|;"
    rf"|,?\s*\band\b(?=\s+(?:{_VERBS})\b)|,(?=\s+(?:{_VERBS})\b)|\.\s+(?=[a-z]))\s*",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"\"([^\"]*)\"|'([^']*)'|“([^”]*)”")
_NUM = r"-?\d+(?:\.\d+)?"
_WORDS = [
    (r"\bmultiplied by\b|\btimes\b|×", "*"),
    (r"\bdivided by\b|÷", "/"),
    (r"\bplus\b", "+"),
    (r"\bminus\b|−", "-"),
    (r"\bto the power of\b|\braised to(?: the power of)?\b|\^", "**"),
    (r"\bsquared\b", "**2"),
    (r"\bcubed\b", "**3"),
    (r"\bmod(?:ulo)?\b", "%"),
    (r"\bpercent\b|\bper cent\b", "%"),
    (rf"(?<=\d)\s*x\s*(?={_NUM})", "*"),
]
_MATH_OK = re.compile(
    r"[\d\s.+\-*/()%,]*(?:(?:sqrt|log|exp|sin|cos|tan|abs|round|min|max|pi|e|of)\b[\d\s.+\-*/()%,]*)*"
)
_CALC_PREFIX = re.compile(
    r"^(?:please\s+)?(?:what(?:'s|\s+is)|whats|calculate|compute|evaluate|how\s+much\s+is|"
    r"work\s+out|solve|tell\s+me)\s+(?:the\s+(?:value|result)\s+of\s+)?(?P<expr>.+?)\s*\??$",
    re.IGNORECASE,
)
_IT = r"(?:it|that|this|the\s+result|the\s+answer)"
_PRONOUN = re.compile(rf"{_IT}|them|these|those", re.IGNORECASE)
_FOLLOW_UPS: list[tuple[re.Pattern[str], Callable[[re.Match[str], str], str]]] = [
    (re.compile(rf"^add\s+({_NUM})\s+to\s+{_IT}$", re.I), lambda m, p: f"{p} + {m[1]}"),
    (re.compile(rf"^subtract\s+({_NUM})\s+from\s+{_IT}$", re.I), lambda m, p: f"{p} - {m[1]}"),
    (re.compile(rf"^multiply\s+{_IT}\s+by\s+({_NUM})$", re.I), lambda m, p: f"{p} * {m[1]}"),
    (re.compile(rf"^divide\s+{_IT}\s+by\s+({_NUM})$", re.I), lambda m, p: f"{p} / {m[1]}"),
    (re.compile(rf"^double\s+{_IT}$", re.I), lambda m, p: f"{p} * 2"),
    (re.compile(rf"^halve\s+{_IT}$", re.I), lambda m, p: f"{p} / 2"),
    (re.compile(rf"^square\s+{_IT}$", re.I), lambda m, p: f"{p} ** 2"),
]
_LIST_NOUN = r"(?:todos?|to-?dos?|tasks?|to-?do\s+list|task\s+list)(?:\s+list)?"
_TODO_ADD = [
    re.compile(
        r"^(?:please\s+)?(?:add|put|insert|append)\s+(?:a\s+)?(?:new\s+)?(?:todo|to-?do|task|item)?"
        rf"\s*(?:called|named|titled|:)?\s*(?P<title>.+?)\s+(?:to|on|onto|in)\s+(?:my\s+|the\s+)?{_LIST_NOUN}$",
        re.I,
    ),
    re.compile(
        r"^(?:please\s+)?(?:add|create|make)\s+(?:a\s+)?(?:new\s+)?(?:todo|to-?do|task)"
        r"\s*(?:called|named|titled|to|for|:)?\s*(?P<title>.+)$",
        re.I,
    ),
    re.compile(r"^(?:new\s+(?:todo|to-?do|task)\s*:?|remind\s+me\s+to)\s+(?P<title>.+)$", re.I),
]
_TODO_LIST = [
    re.compile(
        r"^(?:please\s+)?(?:show|list|display|print|get|give|tell)\s+(?:me\s+)?(?:all\s+)?"
        rf"(?:of\s+)?(?:my\s+|the\s+)?{_LIST_NOUN}$",
        re.I,
    ),
    re.compile(rf"^what(?:'s|\s+is|\s+are)\s+(?:on\s+)?(?:my\s+|the\s+)?{_LIST_NOUN}\??$", re.I),
    re.compile(
        r"^(?:show|list|display|print)\s+(?:me\s+)?(?:them|it|the\s+list|everything)$", re.I
    ),
]
_TODO_COMPLETE = re.compile(
    r"^(?:please\s+)?(?:complete|finish|check\s+off|tick\s+off|mark)\s+(?:todo|to-?do|task|item)?"
    r"\s*(?:#|number\s+)?(?P<id>\d+)(?:\s+as)?(?:\s+(?:done|complete|completed|finished))?$",
    re.I,
)
_TODO_DELETE = re.compile(
    r"^(?:please\s+)?(?:delete|remove|drop)\s+(?:todo|to-?do|task|item)\s*(?:#|number\s+)?"
    rf"(?P<id>\d+)(?:\s+from\s+(?:my\s+|the\s+)?{_LIST_NOUN})?$",
    re.I,
)


def split_clauses(task: str) -> list[str]:
    """Split a task at "then", ";", and "and"/"," before a new verb; quotes stay whole."""
    quoted: list[str] = []

    def mask(match: re.Match[str]) -> str:
        quoted.append(match.group(0))
        return f"\x00{len(quoted) - 1}\x00"

    masked = _QUOTED.sub(mask, task.strip().rstrip(".!?"))
    clauses = [c.strip(" ,.") for c in _SPLIT.split(masked)]
    return [re.sub(r"\x00(\d+)\x00", lambda m: quoted[int(m[1])], c) for c in clauses if c]


def _unquote(title: str) -> str:
    title = title.strip()
    match = _QUOTED.fullmatch(title)
    if match:
        return next(g for g in match.groups() if g is not None).strip()
    return title


def _normalize_math(text: str) -> str | None:
    expr = re.sub(r"^the\s+", "", text.strip().rstrip("?").strip(), flags=re.I)
    expr = re.sub(
        r"\bsquare\s+root\s+of\s+(" + _NUM + r"|\([^)]*\))", r"sqrt(\1)", expr, flags=re.I
    )
    for pattern, replacement in _WORDS:
        expr = re.sub(pattern, replacement, expr, flags=re.IGNORECASE)
    expr = re.sub(r"\s+", " ", expr).strip()
    if not re.search(r"\d", expr) or not _MATH_OK.fullmatch(expr.lower()):
        return None
    return expr if _parses(expr) else None


def _parses(expression: str) -> bool:
    """Whether the calculator can read `expression` ("2 + 2, 3 * 3" is two questions, not one)."""
    try:
        tree = ast.parse(normalize(expression), mode="eval")
    except (SyntaxError, ValueError):
        return False
    return not isinstance(tree.body, ast.Tuple)


@dataclass(slots=True)
class _Builder:
    """Accumulates steps, their ordering and the answer lines while clauses are read."""

    steps: list[PlanStep] = field(default_factory=list[PlanStep])
    answer: list[str] = field(default_factory=list[str])
    last_calc: str | None = None
    last_todo: str | None = None

    def add(self, tool: str, args: dict[str, Any], after: str | None, line: str) -> str:
        step_id = f"s{len(self.steps) + 1}"
        self.steps.append(
            PlanStep(id=step_id, tool=tool, args=args, depends_on=[after] if after else [])
        )
        self.answer.append(line.replace("{id}", step_id))
        return step_id

    def calc(self, expression: str, label: str) -> None:
        self.last_calc = self.add(
            "calculator", {"expression": expression}, None, f"{label} = ${{{{id}}}}"
        )

    def todo(self, tool: str, args: dict[str, Any], line: str) -> None:
        self.last_todo = self.add(tool, args, self.last_todo, line)


def _read_clause(clause: str, plan: _Builder) -> bool:
    """Add the steps for one clause; False when the clause is not understood."""
    if _read_todo(clause, plan):
        return True
    if plan.last_calc is not None:
        for pattern, build in _FOLLOW_UPS:
            match = pattern.fullmatch(clause)
            if match:
                plan.calc(build(match, f"${{{plan.last_calc}}}"), clause)
                return True
    prefixed = _CALC_PREFIX.fullmatch(clause)
    expression = _normalize_math(prefixed["expr"] if prefixed else clause)
    if expression is None:
        return False
    plan.calc(expression, prefixed["expr"].strip() if prefixed else clause)
    return True


def _read_todo(clause: str, plan: _Builder) -> bool:
    if any(p.fullmatch(clause) for p in _TODO_LIST):
        plan.todo("todo_list", {}, "Your todos: ${{id}.todos}")
        return True
    if match := _TODO_COMPLETE.fullmatch(clause):
        plan.todo("todo_complete", {"id": int(match["id"])}, "Completed #${{id}.id}")
        return True
    if match := _TODO_DELETE.fullmatch(clause):
        plan.todo("todo_delete", {"id": int(match["id"])}, "Deleted #${{id}.id}")
        return True
    for pattern in _TODO_ADD:
        match = pattern.fullmatch(clause)
        if match is None or _PRONOUN.fullmatch(match["title"].strip()):
            continue  # "add it to my todos": which "it" is for the model to work out
        title = _unquote(match["title"])
        if title:
            plan.todo("todo_add", {"title": title}, "Added todo #${{id}.id}: ${{id}.title}")
            return True
    return False


@dataclass(slots=True)
class RulePlanner:
    """Plans arithmetic, percentage and to-do tasks without a model; None for anything else."""

    name: str = "rule"
    """Shown in events."""

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """A plan when every clause of the task is understood, else None."""
        if request.completed or request.feedback:
            return None  # replanning needs judgement the rules do not have
        builder = _Builder()
        for clause in split_clauses(request.task):
            if not _read_clause(clause, builder):
                return None
        if not builder.steps:
            return None
        plan = Plan(steps=builder.steps, answer="\n".join(builder.answer))
        try:
            return PlanResult(validate_plan(plan, request.tools), self.name)
        except PlanValidationError:
            return None  # e.g. the to-do tools are not enabled
