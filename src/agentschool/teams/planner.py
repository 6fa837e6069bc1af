"""`DirectorPlanner`: a team's director splits a task into a `Plan` whose steps call specialists.

The director model answers a `Decomposition` (subtasks, each for one specialist, with the
subtasks it depends on) under a JSON Schema. Before it becomes a plan the decomposition is
cleaned of what a small model gets wrong: identical subtasks are merged (their dependents follow
the one kept), a subtask sharing no word with the task and depending on nothing is dropped (it
acts on a guess), a clause of the task that no subtask covers gets a subtask of its own, for the
specialist whose name or description shares most words with it, and a subtask without a single
content word ("a") is dropped once others carry the task. Each subtask becomes a step
`{"tool": <specialist>, "args": {"task": ..., "context": {"t1": "${t1}"}}}`: the one executor
runs it, independent subtasks in parallel, and hands each its dependencies' results.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pydantic

from agentschool.agent.plan import Plan, PlanStep, validate_plan
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.exceptions import PlanValidationError
from agentschool.messages import (
    ModelMessage,
    ModelRequest,
    RetryPromptPart,
    SystemPromptPart,
    UserPromptPart,
)
from agentschool.models.base import Model, OutputSchema

__all__ = ["Decomposition", "DirectorPlanner", "Subtask", "ground_subtasks", "task_clauses"]


class Subtask(pydantic.BaseModel):
    """One piece of the task, for one specialist."""

    model_config = pydantic.ConfigDict(extra="forbid")

    id: str = pydantic.Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    """Subtask id, e.g. `t1`."""
    specialist: str
    """Which specialist does it."""
    task: str = pydantic.Field(min_length=1)
    """What to do, self-contained."""
    depends_on: list[str] = pydantic.Field(default_factory=list[str])
    """Subtasks whose results it needs."""


class Decomposition(pydantic.BaseModel):
    """The director's split of a task."""

    model_config = pydantic.ConfigDict(extra="forbid")

    subtasks: list[Subtask] = pydantic.Field(min_length=1)
    """The subtasks."""


_DECOMPOSE = """You are the director of a team of specialist agents. Split the task into
self-contained subtasks, each for one specialist. Subtasks without depends_on run in parallel.
Answer JSON: {{"subtasks": [{{"id": "t1", "specialist": "<name>", "task": "...",
"depends_on": []}}]}}.

Specialists:
{specialists}"""

_STOPWORDS = frozenset(
    "the and then for with from into onto about that this these those what which who how why "
    "please can could would should will you your our their its are was were been being has "
    "have had does did not but also some any all each every".split()
)
_CLAUSE_SPLIT = re.compile(
    r"\s*(?:[;.]\s+|,\s*(?:and\s+|then\s+)?|\s+and\s+then\s+|\s+(?:and|then)\s+)"
)


def _words(text: str) -> set[str]:
    """Content words: numbers, and words of 3+ letters that are not stopwords."""
    found = re.findall(r"[A-Za-z]+|\d+", text.lower())
    return {w for w in found if w.isdigit() or (len(w) >= 3 and w not in _STOPWORDS)}


def task_clauses(task: str) -> list[str]:
    """The task's clauses ("compute 6*7 and research agent runtimes" → two), each with 2+ words."""
    parts = [p.strip(" ,;.") for p in _CLAUSE_SPLIT.split(task)]
    return [p for p in parts if len(_words(p)) >= 2]


def _covers(subtask: str, clause: str) -> bool:
    wanted = _words(clause)
    return len(wanted & _words(subtask)) * 2 >= len(wanted)


def _pick(clause: str, descriptions: Mapping[str, str]) -> str:
    words = _words(clause)
    scores = {n: len(words & _words(f"{n} {d}")) for n, d in descriptions.items()}
    default = "general" if "general" in descriptions else min(descriptions)
    best = max(sorted(scores), key=lambda n: scores[n])
    return best if scores[best] > 0 else default


def ground_subtasks(
    subtasks: list[Subtask], task: str, descriptions: Mapping[str, str]
) -> list[Subtask]:
    """Merge identical subtasks, drop guessed ones, add one for each clause none covers.

    Args:
        subtasks: The director's subtasks (ids unique, specialists known).
        task: The task they split.
        descriptions: Specialist name → what it is good at.
    """
    kept: list[Subtask] = []
    alias: dict[str, str] = {}
    by_text: dict[str, str] = {}
    task_words = _words(task)
    for sub in subtasks:
        key = " ".join(re.findall(r"\w+", sub.task.lower()))
        if key in by_text:
            alias[sub.id] = by_text[key]
            continue
        words = _words(sub.task)
        if not sub.depends_on and words and not words & task_words and len(subtasks) > 1:
            continue  # has words, none of them the task's: a guess
        by_text[key] = sub.id
        kept.append(sub)
    ids = {sub.id for sub in kept}
    for sub in kept:
        deps = dict.fromkeys(alias.get(d, d) for d in sub.depends_on)
        sub.depends_on = [d for d in deps if d != sub.id and d in ids]
    for clause in task_clauses(task):
        if not any(_covers(sub.task, clause) for sub in kept):
            number = len(ids) + 1
            while f"t{number}" in ids:
                number += 1
            ids.add(f"t{number}")
            kept.append(
                Subtask(id=f"t{number}", specialist=_pick(clause, descriptions), task=clause)
            )
    return _without_wordless(kept)


def _without_wordless(subtasks: list[Subtask]) -> list[Subtask]:
    """Drop subtasks without a single content word ("a", "?") once others carry the task."""
    needed = {d for sub in subtasks for d in sub.depends_on}
    wordless = [
        s for s in subtasks if not _words(s.task) and not s.depends_on and s.id not in needed
    ]
    if len(wordless) == len(subtasks):
        return subtasks
    return [s for s in subtasks if s not in wordless]


def _plan(subtasks: list[Subtask]) -> Plan:
    steps = []
    for sub in subtasks:
        args: dict[str, Any] = {"task": sub.task}
        if sub.depends_on:
            args["context"] = {d: f"${{{d}}}" for d in sub.depends_on}
        steps.append(PlanStep(id=sub.id, tool=sub.specialist, args=args, depends_on=sub.depends_on))
    return Plan(steps=steps)


class DirectorPlanner:
    """Plans a team's task: the director's decomposition, grounded, as a plan of specialist calls.

    Args:
        director: The director's model.
        descriptions: Specialist name → what it is good at (the plan's tools are the specialists).
        retries: Extra decomposition attempts after an invalid one.
    """

    name = "director"

    def __init__(self, director: Model, descriptions: Mapping[str, str], *, retries: int = 1):
        self.director = director
        self.descriptions = dict(descriptions)
        self.retries = retries

    def _schema(self) -> OutputSchema:
        schema = Decomposition.model_json_schema()
        schema["$defs"]["Subtask"]["properties"]["specialist"] = {"enum": sorted(self.descriptions)}
        return OutputSchema(json_schema=schema, name="decomposition")

    async def plan(self, request: PlanRequest) -> PlanResult:
        """Ask the director, feed its mistakes back, and return the grounded plan.

        Raises:
            PlanValidationError: Every decomposition the director gave was invalid.
        """
        listing = "\n".join(f"- {n}: {d}" for n, d in sorted(self.descriptions.items()))
        messages: list[ModelMessage] = [
            ModelRequest(
                parts=[
                    SystemPromptPart(content=_DECOMPOSE.format(specialists=listing)),
                    UserPromptPart(content=f"Task: {request.task}"),
                ]
            )
        ]
        problems: list[str] = []
        for _ in range(self.retries + 1):
            response = await self.director.request(messages, output_schema=self._schema())
            request.on_response(response)
            problems, plan = self._parse(response.text, request)
            if plan is not None:
                return PlanResult(plan=plan, planner=self.name)
            fix = "Invalid decomposition: " + "; ".join(problems)
            messages += [response, ModelRequest(parts=[RetryPromptPart(content=fix)])]
        raise PlanValidationError(
            ["the director gave no valid decomposition: " + "; ".join(problems)]
        )

    def _parse(self, text: str, request: PlanRequest) -> tuple[list[str], Plan | None]:
        try:
            decomposition = Decomposition.model_validate_json(text)
        except pydantic.ValidationError as exc:
            return [
                f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors(include_url=False)
            ], None
        problems = self._check(decomposition)
        if problems:
            return problems, None
        subtasks = ground_subtasks(decomposition.subtasks, request.task, self.descriptions)
        try:
            return [], validate_plan(_plan(subtasks), request.tools)
        except PlanValidationError as exc:
            return list(exc.problems), None

    def _check(self, plan: Decomposition) -> list[str]:
        ids = [s.id for s in plan.subtasks]
        problems = [
            f"duplicate subtask id {i!r}" for i in sorted({i for i in ids if ids.count(i) > 1})
        ]
        for sub in plan.subtasks:
            if sub.specialist not in self.descriptions:
                problems.append(f"{sub.id}: unknown specialist {sub.specialist!r}")
            problems += [
                f"{sub.id}: depends on unknown {d!r}" for d in sub.depends_on if d not in ids
            ]
        return problems
