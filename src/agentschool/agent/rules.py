"""`RulePlanner`: deterministic plans for arithmetic, percentages and to-do tasks, and their mixes.

"what is 15% of 240, then add 'pay rent' to my todos and show them" becomes three steps: the
calculation runs in parallel with the to-do steps, which run in order. Any clause the rules do not
understand makes the whole task unplannable here (None), so the model plans it instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from agentschool.agent.arithmetic import continue_expression, to_expression
from agentschool.agent.plan import Plan, PlanStep, validate_plan
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.exceptions import PlanValidationError
from agentschool.tools.number_words import replace_number_words

__all__ = ["RulePlanner", "split_clauses", "split_items"]

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
_CALC_PREFIX = re.compile(
    r"^(?:please\s+)?(?:what(?:'s|\s+is)|whats|calculate|compute|evaluate|how\s+much\s+is|"
    r"work\s+out|solve|tell\s+me)\s+(?:the\s+(?:value|result)\s+of\s+)?(?P<expr>.+?)\s*\??$",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"it|that|this|the\s+result|the\s+answer|them|these|those", re.I)
_POLITE = re.compile(
    r"^(?:(?:please|kindly|ok|okay|hey)[,:]?\s+|(?:can|could|would|will)\s+you\s+|"
    r"i'?d\s+like\s+(?:you\s+)?to\s+)*|\s*(?:,?\s*(?:please|for\s+me|thanks|thank\s+you))+$",
    re.I,
)
_LIST_NOUN = r"(?:(?:todos?|to-?dos?|tasks?)(?:\s+list)?|list|checklist)"
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
    re.compile(
        r"^(?:show|list|display|print|tell)\s+(?:me\s+)?(?:everything|all|what(?:'s|\s+is))\s+"
        rf"(?:that's\s+|that\s+is\s+)?on\s+(?:my\s+|the\s+)?{_LIST_NOUN}$",
        re.I,
    ),
]
_TODO_COMPLETE = re.compile(
    r"^(?:please\s+)?(?:i(?:\s+have|'ve)?\s+(?:just\s+)?)?"
    r"(?:complete[ds]?|finish(?:ed)?|check\s+off|tick\s+off|checked\s+off|ticked\s+off|mark|"
    r"done\s+with|did)\s+(?:todo|to-?do|task|item)?"
    r"\s*(?:#|number\s+)?(?P<id>\d+)(?:\s+as)?(?:\s+(?:done|complete|completed|finished))?$",
    re.I,
)
_TODO_DELETE = re.compile(
    r"^(?:please\s+)?(?:delete|remove|drop|erase)\s+(?:todo|to-?do|task|item)\s*(?:#|number\s+)?"
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
    if plan.last_calc is not None:  # "..., then add 5": carry on from the last result
        expression = continue_expression(f"${{{plan.last_calc}}}", clause)
        if expression is not None:
            plan.calc(expression, clause)
            return True
    expression = to_expression(clause)
    if expression is None:
        return False
    prefixed = _CALC_PREFIX.fullmatch(clause)
    plan.calc(expression, prefixed["expr"].strip() if prefixed else clause)
    return True


def _read_todo(clause: str, plan: _Builder) -> bool:
    clause = _POLITE.sub("", clause).strip()
    if any(p.fullmatch(clause) for p in _TODO_LIST):
        plan.todo("todo_list", {}, "Your todos:\n${{id}.text}")
        return True
    numbered = replace_number_words(clause)  # "complete task five"
    if match := _TODO_COMPLETE.fullmatch(numbered):
        plan.todo("todo_complete", {"id": int(match["id"])}, "Completed #${{id}.id}")
        return True
    if match := _TODO_DELETE.fullmatch(numbered):
        plan.todo("todo_delete", {"id": int(match["id"])}, "Deleted #${{id}.id}")
        return True
    for pattern in _TODO_ADD:
        match = pattern.fullmatch(clause)
        if match is None or _PRONOUN.fullmatch(match["title"].strip()):
            continue  # "add it to my todos": which "it" is for the model to work out
        titles = split_items(match["title"])
        for title in titles:
            plan.todo("todo_add", {"title": title}, "Added todo #${{id}.id}: ${{id}.title}")
        return bool(titles)
    return False


def split_items(text: str) -> list[str]:
    """The to-do titles in `text`: quoted items, or a comma list ("a, b and c"), else one title.

    "'pay rent' and 'call mom'" is two items; "milk, eggs and bread" is three; "salt and pepper"
    (no comma, no quotes) stays one.
    """
    text = text.strip()
    separator = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)\s*"
    quoted = rf"(?:{_QUOTED.pattern})"
    if re.fullmatch(rf"{quoted}(?:{separator}{quoted})*", text):
        return [t for m in _QUOTED.finditer(text) if (t := _unquote(m.group()))]
    if "," in text and not _QUOTED.search(text):
        return [t for t in (p.strip(" .") for p in re.split(separator, text)) if t]
    title = _unquote(text)
    return [title] if title else []


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
