"""`DirectorPlanner`: a team's director splits a task into a `Plan` whose steps call specialists.

The split is the rule side's: the task is cut at its conjunctions and clause marks (quotes stay
whole), and the longest run of pieces one specialist's rule planner can plan becomes one subtask
for it ("add milk and eggs to my todos" stays one; "compute 6*7 and research agent runtimes" is
two: the calculation goes to the specialist whose rules plan it, with no model call). A piece
that starts no clause of its own (its first word is no verb and names no specialist: "research
cats and dogs") stays with the one before. A subtask the rules cannot plan goes to the
specialist its words name alone (its name or description); only when neither decides does the
director's model pick, and then only among the specialists (an enum; such a plan is
grounding-checked as any plan). No model writes a subtask, so none is made up, and identical
ones are merged. A subtask referring back ("then double it") depends on the one before, one
referring to all ("a summary of both") on every earlier one, and gets their results as context.
Each subtask becomes a step `{"tool": <specialist>, "args": {"task": ...}}`: the one executor
runs it, independent subtasks in parallel.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pydantic

from agentschool.agent.plan import Plan, PlanStep, validate_plan
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.agent.rules import RulePlanner
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    RetryPromptPart,
    SystemPromptPart,
    UserPromptPart,
)
from agentschool.models.base import Model, OutputSchema
from agentschool.tools.toolset import Toolset

__all__ = ["DirectorPlanner", "Subtask", "dedupe_subtasks", "pick_schema", "split_task"]


class Subtask(pydantic.BaseModel):
    """One piece of the task, for one specialist."""

    model_config = pydantic.ConfigDict(extra="forbid")

    id: str = pydantic.Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    """Subtask id (the step's), e.g. `s1`."""
    specialist: str
    """Which specialist does it."""
    task: str = pydantic.Field(min_length=1)
    """What to do: words of the task."""
    depends_on: list[str] = pydantic.Field(default_factory=list[str])
    """Subtasks whose results it needs."""


_PICK = """You are the director of a team of specialist agents. Pick the one specialist best
able to do the subtask. Answer JSON: {{"specialist": "<name>"}}.

Specialists:
{specialists}"""

_STOPWORDS = frozenset(
    "the and then for with from into onto about that this these those what which who how why "
    "please can could would should will you your our their its are was were been being has "
    "have had does did not but also some any all each every".split()
)
_QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'|“[^”]*”")
_SEPARATOR = re.compile(
    r"\s*(?:;|[.!?](?=\s)|,(?!\d)\s*(?:(?:and\s+)?then\b|and\b|also\b)?|\band\s+then\b|\band\b|\bthen\b)\s*",
    re.IGNORECASE,
)
_CLAUSE_START = frozenset(
    "add ask show list display complete finish mark delete remove calculate compute evaluate work "
    "solve multiply divide subtract double halve square get give tell print check put create "
    "remind find search look research write explain summarize summarise describe compare draft "
    "translate make send plan read fetch name define convert count sort do what whats how who "
    "when where why which is are does can could would please".split()
)
_REFERS_BACK = re.compile(r"\b(?:it|them|those|these|the\s+results?|the\s+answer)\b", re.I)
_REFERS_TO_ALL = re.compile(
    r"\b(?:both|all\s+(?:of\s+)?(?:them|those|these|that|it|the\s+results)|everything)\b", re.I
)
"""A piece that needs every earlier one ("then write a summary of both")."""


def _words(text: str) -> set[str]:
    """Content words: numbers, and words of 3+ letters that are not stopwords."""
    found = re.findall(r"[A-Za-z]+|\d+", text.lower())
    return {w for w in found if w.isdigit() or (len(w) >= 3 and w not in _STOPWORDS)}


def _stem(word: str) -> str:
    """A crude stem ("searches" → "search", "writes" → "writ", "write" → "writ")."""
    for suffix in ("ing", "es", "ed", "e", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def split_task(task: str) -> list[tuple[int, int]]:
    """The task's pieces as `(start, end)` spans, cut at conjunctions and clause marks.

    Quoted text stays whole ("add 'salt and pepper' to my todos" is one piece).
    """
    masked = _QUOTED.sub(lambda m: "\x00" * len(m.group()), task)
    spans, start = [], 0
    for match in _SEPARATOR.finditer(masked):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(task)))
    return [(s, e) for s, e in spans if task[s:e].strip(" ,;.!?")]


def dedupe_subtasks(subtasks: list[Subtask]) -> list[Subtask]:
    """Merge subtasks with the same words (the first is kept; dependents follow it)."""
    kept: list[Subtask] = []
    alias: dict[str, str] = {}
    by_text: dict[str, str] = {}
    for sub in subtasks:
        key = " ".join(re.findall(r"\w+", sub.task.lower()))
        if key in by_text:
            alias[sub.id] = by_text[key]
            continue
        by_text[key] = sub.id
        kept.append(sub)
    for sub in kept:
        deps = dict.fromkeys(alias.get(d, d) for d in sub.depends_on)
        sub.depends_on = [d for d in deps if d != sub.id]
    return kept


def pick_schema(names: list[str]) -> dict[str, Any]:
    """The JSON Schema of the director's one choice: a specialist of `names`."""
    return {
        "type": "object",
        "properties": {"specialist": {"enum": sorted(names)}},
        "required": ["specialist"],
        "additionalProperties": False,
    }


def _earlier_needed(text: str, earlier: list[Subtask]) -> list[str]:
    """The earlier subtasks a piece refers back to: all of them ("both"), else the last ("it")."""
    if not earlier:
        return []
    if _REFERS_TO_ALL.search(text):
        return [sub.id for sub in earlier]
    return [earlier[-1].id] if _REFERS_BACK.search(text) else []


@dataclass(slots=True)
class _Unit:
    """A subtask in the making: its span of the task and its specialist, when decided."""

    start: int
    end: int
    specialist: str | None = None
    by_rules: bool = False


def _plan(subtasks: list[Subtask]) -> Plan:
    steps = []
    for sub in subtasks:
        args: dict[str, Any] = {"task": sub.task}
        if sub.depends_on:
            args["context"] = {d: f"${{{d}}}" for d in sub.depends_on}
        steps.append(PlanStep(id=sub.id, tool=sub.specialist, args=args, depends_on=sub.depends_on))
    return Plan(steps=steps)


class DirectorPlanner:
    """Plans a team's task: a rule split, each piece routed by rules, words, or the model's pick.

    Args:
        director: The director's model (asked only to pick a specialist the rules cannot).
        descriptions: Specialist name → what it is good at (the plan's tools are the specialists).
        toolsets: Specialist name → its tools: a piece its rule planner plans goes to it.
        retries: Extra attempts after a pick that names no specialist.
    """

    name = "director"

    def __init__(
        self,
        director: Model,
        descriptions: Mapping[str, str],
        *,
        toolsets: Mapping[str, Toolset] | None = None,
        retries: int = 1,
    ):
        self.director = director
        self.descriptions = dict(descriptions)
        self.toolsets = dict(toolsets or {})
        self.retries = retries
        self._vocabulary = {
            n: {_stem(w) for w in _words(f"{n} {d}")} for n, d in self.descriptions.items()
        }

    async def plan(self, request: PlanRequest) -> PlanResult:
        """Split the task, route each piece, and return the plan of specialist calls.

        Raises:
            PlanValidationError: A routed specialist is not among the plan's tools.
        """
        task = request.task
        units = await self._units(task)
        subtasks: list[Subtask] = []
        for number, unit in enumerate(units, start=1):
            text = task[unit.start : unit.end].strip(" ,;.")
            specialist = unit.specialist or await self._ask(text, request)
            deps = [] if unit.by_rules else _earlier_needed(text, subtasks)
            subtasks.append(
                Subtask(id=f"s{number}", specialist=specialist, task=text, depends_on=deps)
            )
        plan = validate_plan(_plan(dedupe_subtasks(subtasks)), request.tools)
        # Words of the task sent to the specialist its rules or words name guess nothing; a
        # model's pick is checked like any plan (a side-effecting specialist must be asked for).
        picked = any(unit.specialist is None for unit in units)
        return PlanResult(plan=plan, planner=self.name, declared=not picked)

    async def _units(self, task: str) -> list[_Unit]:
        """Subtasks: the longest runs of pieces a specialist's rules plan, and the clauses."""
        pieces = split_task(task)
        units: list[_Unit] = []
        i = 0
        while i < len(pieces):
            for j in range(len(pieces) - 1, i - 1, -1):
                start, end = pieces[i][0], pieces[j][1]
                by_rules = await self._rules(task[start:end])
                if by_rules is not None:
                    units.append(_Unit(start, end, by_rules, by_rules=True))
                    i = j + 1
                    break
            else:
                start, end = pieces[i]
                if units and not units[-1].by_rules and not self._opens(task[start:end]):
                    units[-1].end = end  # "... and dogs": part of the clause before
                else:
                    units.append(_Unit(start, end, self._named(task[start:end])))
                i += 1
        return units

    def _opens(self, text: str) -> bool:
        """Whether a piece starts a clause: its first word is a verb or names a specialist."""
        first = re.match(r"[A-Za-z']+", text.lstrip())
        if first is None:
            return False
        word = first.group().lower()
        return word in _CLAUSE_START or any(_stem(word) in v for v in self._vocabulary.values())

    async def _rules(self, text: str) -> str | None:
        """The specialist whose rule planner plans `text` (no model), if any."""
        for name in sorted(self.toolsets):
            request = PlanRequest(task=text, tools=self.toolsets[name])
            if name in self.descriptions and await RulePlanner().plan(request) is not None:
                return name
        return None

    def _named(self, text: str) -> str | None:
        """The only specialist whose name or description shares most words with `text`."""
        if len(self.descriptions) == 1:
            return next(iter(self.descriptions))
        words = {_stem(w) for w in _words(text)}
        scores = {n: len(words & v) for n, v in self._vocabulary.items()}
        best = max(scores.values())
        winners = [n for n, s in scores.items() if s == best]
        return winners[0] if best > 0 and len(winners) == 1 else None

    async def _ask(self, text: str, request: PlanRequest) -> str:
        """The director model's pick among the specialists (the default one if it never picks)."""
        listing = "\n".join(f"- {n}: {d}" for n, d in sorted(self.descriptions.items()))
        messages: list[ModelMessage] = [
            ModelRequest(
                parts=[
                    SystemPromptPart(content=_PICK.format(specialists=listing)),
                    UserPromptPart(content=f"Task: {request.task}\nSubtask: {text}"),
                ]
            )
        ]
        schema = OutputSchema(json_schema=pick_schema(list(self.descriptions)), name="pick")
        for _ in range(self.retries + 1):
            response = await self.director.request(messages, output_schema=schema)
            request.on_response(response)
            try:
                picked = pydantic.TypeAdapter(dict[str, str]).validate_json(response.text)
            except pydantic.ValidationError:
                picked = {}
            if picked.get("specialist") in self.descriptions:
                return picked["specialist"]
            fix = f'Answer one of {sorted(self.descriptions)} as {{"specialist": ...}}.'
            messages += [response, ModelRequest(parts=[RetryPromptPart(content=fix)])]
        return "general" if "general" in self.descriptions else min(self.descriptions)
