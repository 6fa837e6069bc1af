"""Grounding: a side-effecting call acts only on what the task or an earlier result gives it.

A planner (above all a small model) can put into a plan a value that nobody asked for, such as a
to-do title copied from a prompt example. Before a plan runs, every step whose tool has side effects
(its `Tool.has_side_effects`, from the tool's risk level; MCP tools not marked read-only included)
is checked:

- the task asks for that kind of action: a verb of the tool (its description's first word or a
  verb in its name, with common synonyms) appears in the task outside quotes, negations ("don't
  add it") and plain questions ("when did I add it?"), in a present form, and outside the values
  the call acts on (a to-do titled "add 2 and 3" for the task "add 2 and 3" consumed the request);
  so a quoted or injected instruction asks for nothing;
- every argument is grounded: each content word or number of a literal value appears in the task
  (number words and ordinals read as digits, negated clauses left out) or in an earlier step's
  output; `${step}` references are grounded by construction. Flags (booleans) and nulls carry no
  content and are not checked;
- a deletion that names nothing (no content argument, such as clearing the to-do list) acts on
  everything, so the task must say so ("clear", "all", "every", "empty", "wipe").

Every step, read-only ones included, is refused an argument that only repeats a name of the tools'
schema (`list_dir(path="list_dir")`) when the task does not say it.

Plans a developer declared (a spec's pipeline) are not guesses and are not checked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from agentschool.agent.clauses import split_clauses
from agentschool.agent.plan import Plan, PlanStep
from agentschool.agent.todo_ids import expand_ranges
from agentschool.agent.todo_lexicon import COMPLETED, DONE_STATE, LIST_NOUN
from agentschool.tools.base import Tool
from agentschool.tools.number_words import ORDINALS, replace_number_words
from agentschool.tools.toolset import Toolset

__all__ = [
    "REFERENCE",
    "capabilities",
    "mentions_the_list",
    "requested_actions",
    "texts_in",
    "ungrounded",
    "unsaid_titles",
]

_SYNONYMS: tuple[frozenset[str], ...] = (
    frozenset(
        "add put create make insert append new remind note save record jot schedule track "
        "remember log stick pop throw chuck toss slap bung whack include pencil squeeze "
        "write".split()
    ),
    frozenset("write save store create put overwrite update edit change set".split()),
    frozenset("complete finish done mark check tick close resolve".split()),
    frozenset(
        "delete remove drop erase clear cancel discard forget rid scratch wipe empty purge strike "
        "nix ditch bin trash axe scrap reset nuke".split()
    ),
    frozenset("rename retitle change edit update reword correct replace swap amend alter".split()),
    frozenset("send email mail message post notify reply forward".split()),
    frozenset("run execute exec launch start".split()),
)
_NEGATION = re.compile(
    r"\b(?:(?:do\s*n[o'’]?t|never)(?!\s+(?:let\s+me\s+)?forget|\s+mind\b)|no\s+need\s+to|without|not(?!\s+(?:sure|certain)\b)|"
    r"should\s*n[o'’]?t|stop|avoid|"
    r"refrain\s+from|instead\s+of)\b(?:(?!\s[-–—]\s)[^,;.!?])*",  # to the clause's end
    re.IGNORECASE,
)
_NO_LONGER_NEEDED = re.compile(
    r"\b(?:do\s*n[o'’]?t\s+(?:really\s+)?(?:need|have)|no\s+(?:more\s+)?need|"
    r"not\s+(?:doing|going\s+to\s+do|bothering\s+with|having))(?:\s+to)?\b"
    r"(?=[^,;.!?]*\b(?:any\s*more|any\s+longer)\b)",
    re.IGNORECASE,
)
""""I don't need to fix the bike anymore": it names an item to drop, so its words ground values
(the negation still keeps its verbs from counting as requests)."""
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")
REFERENCE = re.compile(r"\$\{[^}]*\}")
"""`${s1}`, `${s1.total}`: an earlier step's output, grounded by construction."""
_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+")
_STOPWORDS = frozenset(
    "a an the to of for and or in on at my me i it is be by with from this that please as "
    "your our its into onto up".split()
)


def _tokens(text: str) -> set[str]:
    """Lowercase words and numbers of `text`, number words and ordinals included as digits."""
    text = expand_ranges(replace_number_words(text.lower()))  # "2 through 4" names 3 too
    found: set[str] = set()
    for token in _TOKEN.findall(text):
        if token[0].isdigit():
            found.add(_number(token))
        else:
            found.add(token)
            found.add(token.removesuffix("s"))
            if token in ORDINALS:
                found.add(str(ORDINALS[token]))
    for ordinal in re.findall(r"\b(\d+)(?:st|nd|rd|th)\b", text):
        found.add(ordinal)
    return found


def _number(token: str) -> str:
    """One spelling per number: `1,000` and `1000.0` are `1000`."""
    plain = token.replace(",", "")
    try:
        value = float(plain)
    except ValueError:
        return plain
    return str(int(value)) if value.is_integer() else repr(value)


_CORRECTED = re.compile(
    r"(\bshould\s+(?:say|read|be)\s+[\"'“‘][^\"'”’]+[\"'”’]\s*,?\s+)not(?=\s+[\"'“‘])", re.I
)
"""A title corrected ("it should say 'B' not 'A'"): 'A' names the item renamed, not a negation."""


def _without_negations(task: str) -> str:
    """The task minus the clauses it negates ("pay rent, but don't add it" → "pay rent, but")."""
    return _NEGATION.sub(" ", _CORRECTED.sub(r"\1in place of", task))


def texts_in(value: Any) -> Iterable[str]:
    """Every string and number inside an output, as text."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from texts_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from texts_in(item)
    elif value is not None and not isinstance(value, bool):
        yield str(value)


def _verbs(tool: Tool) -> set[str]:
    """The verbs naming what a tool does, with their synonyms."""
    words = re.findall(r"[a-z]+", tool.description.lower())[:1]
    words += re.split(r"[_.\-]+", tool.name.lower())
    verbs = set(words[:1])
    for group in _SYNONYMS:
        if group & set(words):
            verbs |= group
    return verbs


def _inflections(verb: str) -> set[str]:
    stem = verb.removesuffix("e")
    doubled = f"{verb}{verb[-1]}ing" if re.search(r"[^aeiou][aeiou][bdgmnprt]$", verb) else ""
    # "would you mind putting it on my list": a gerund asks too; past forms report, never ask
    return {verb, f"{verb}s", f"{stem}ing", f"{verb}ing"} | ({doubled} - {""})


_QUESTION = re.compile(
    r"^\s*(?:when|what|which|who|whom|whose|why|where|how|did|was|were|is|are|do|does|have|has|"
    r"had|should|shall|ought|might)\b",
    re.IGNORECASE,
)
_ASKING = re.compile(
    r"\b(?:can|could|would|will|might)\s+(?:you|u)\b|\bplease\b|\bdo\s+you\s+mind\b|"
    r"\bis\s+(?:it\s+)?possible\s+(?:for\s+you\s+)?to\b|\bis\s+there\s+(?:any\s+)?way\s+to\b|"
    r"\bdo\s+you\s+think\s+you\s+(?:could|can|would)\b",
    re.IGNORECASE,
)


def _requests(task: str) -> str:
    """The parts of a task that ask for something: no quotes, negations or plain questions.

    "when did I add my first todo?" asks about the past; "can you add it?" still asks for it.
    """
    text = _without_negations(_QUOTED.sub(" ", task))
    clauses = [c for s in re.split(r"(?<=[.?!])\s+|\n+", text) for c in split_clauses(s)]
    return " ".join(c for c in clauses if not _QUESTION.match(c) or _ASKING.search(c))


_IMPLIED: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"\bi(?:'ve|\s+have|'m|\s+am)?\s+(?:just\s+|already\s+|now\s+)?"
            r"(?:finished|completed|done\s+with|did|done)\b",
            re.IGNORECASE,
        ),
        "i complete",
    ),
    (re.compile(r"\bcross(?:ed)?(?=\s+(?!out\b)(?:.+\s)?off\b)", re.IGNORECASE), "complete"),
    (re.compile(r"\bcross(?:ed)?\s+out\b", re.IGNORECASE), "delete"),
    (re.compile(r"^\s*(?:just\s+)?(?:finished|completed)\b", re.IGNORECASE), "complete"),
    (
        re.compile(
            rf"\b(?:take|get)\b(?=.*\b(?:off|from)\s+(?:my|the|our)\s+(?:[\w-]*\s*)?{LIST_NOUN}\b)",
            re.I,
        ),
        "remove",
    ),
    (
        re.compile(
            r"\btake\s+(?:\S+\s+){1,8}?off(?:\s*[.!?]*$|(?=\s*,?\s+and\s+(?:put|add)\b.*\binstead\b))",
            re.I,
        ),
        "remove",
    ),  # "..., take it off", "take X off and put Y on instead"
    (re.compile(r"^\s*(?:to\s*-?\s*do|todo)\b(?!\s*-?\s*lists?\b|'?s\b)", re.I), "add"),  # "todo X"
    (re.compile(r"\bgo\s+(?:on|onto|in|into)\s+(?:my|the|our)\s+[\w'-]*\s*list\b", re.I), "add"),
    (re.compile(r"\bclean\s+out\b", re.I), "clear"),
    (
        re.compile(
            r"^\s*(?:(?:some|great|good)\s+)+news\s*[,:!-]+\s*(?=(?:i|we)(?:'ve|\s+have)?\s+"
            r"(?:just\s+|finally\s+|already\s+)?[a-z]+ed\b)",
            re.I,
        ),
        "complete ",
    ),  # "good news, I washed the car": a deed told for the list
    (re.compile(r"\b(?:replace|swap(?:\s+out)?)\b(?=.+\b(?:with|for)\b)", re.I), "delete add"),
    (re.compile(r"\btake\s+off\b", re.I), "remove"),  # "take off A and add B instead"
    (
        re.compile(
            r"\b(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+(?=(?:\"[^\"]+\"|'[^']+'|“[^”]+”)"
            r"\s+(?:added|put|written\s+down)\b)",
            re.I,
        ),
        "add ",
    ),  # "I need 'X' added to my list"
    (
        re.compile(
            r"(?:(?<=[\"'”’])|(?<=\d)|\bit|(?<=\bone)|(?<=\bjob))\s+"
            r"(?:should|must|ought\s+to|has\s+to|needs\s+to)\s+(?:now\s+)?"
            r"(?:be|say|read|become)"
            r"(?:\s+(?:called|renamed(?:\s+(?:to|into|as))?))?(?=\s+[\"'“‘])",
            re.I,
        ),
        " rename",
    ),  # "'A' should be 'B' now", "number 3 should say 'B'", "the X one should say 'B'"
    (
        re.compile(
            r"^(?P<head>(?=.*\b(?:do\s*n[o']?t|no\s+longer)\s+(?:need|have)\s+to\b).*?\b)"
            rf"(?:update|amend)(?=\s+(?:my|the|our)\s+[\w-]*\s*{LIST_NOUN}\b)",
            re.I | re.S,
        ),
        r"\g<head>delete add",
    ),  # "I don't need to A anymore, I need to B. Update my list": A goes, B comes
    (
        re.compile(
            rf"^\s*(?:please\s+)?update\s+(?:my|the|our)\s+{LIST_NOUN}\s*[,:;-]|"
            rf"(?<=[.!]\s)(?:please\s+)?update\s+(?:my|the|our)\s+{LIST_NOUN}(?:\s+please)?[.!]*$",
            re.I,
        ),
        "complete",
    ),  # "update my todos, I repaired the fence", "I've posted it. Update my list": a deed
    (re.compile(r"\bdo\s*n[o']?t\s+(?:let\s+me\s+)?forget\b(?=\s+to\b|\s*:)", re.I), "remind me"),
    (re.compile(rf"\b{COMPLETED}(?!\w)", re.IGNORECASE), "complete"),
    (
        re.compile(
            rf"\b(?:is|are|'s|(?:has|have)\s+been)\s+(?:now\s+|all\s+)?{DONE_STATE}(?!\w)", re.I
        ),
        " complete",  # "everything's done": "everything complete", not one word
    ),
    (re.compile(r"\bnever\s+mind\b", re.IGNORECASE), "forget"),
    (
        re.compile(
            r"\b(?:i|we)\s+(?:do\s*n[o'’]?t|no\s+longer)\s+need\b(?=\s+(?:\"[^\"]+\"|'[^']+'|“[^”]+”)"
            r"\s+any\s*more\b)",
            re.IGNORECASE,
        ),
        "delete",
    ),  # "I don't need 'X' anymore, but add 'Y'": the quoted item goes
    (
        re.compile(
            r"\bthrow\s+(?:(?:my|the|our|whole|entire)\s+)*(?:\w+\s+){0,2}?away\b|"
            r"\bstart\b(?=[^.;!?]*\b(?:over|afresh|anew|fresh|from\s+scratch)\b)",
            re.IGNORECASE,
        ),
        "clear",
    ),
    (
        re.compile(
            r"\b(?:start|begin|kick\s+off)(?=\s+(?:off\s+)?(?:my|a|the|our)\s+[\w-]*\s*list"
            r"(?:\s+(?:for\s+me|off))*\s+with\b)|"
            r"\bfirst\s+(?:ever\s+)?(?:to-?do|todo|task|item|entry)\s+"
            r"(?:should|will|can|is\s+going\s+to|to)\s+be\b",
            re.I,
        ),
        "add",
    ),  # "start my list with X", "my first task should be X": X is added
    (re.compile(r"\bget\b(?=.+\b(?:on|onto|to)\s+(?:my|the|our)\s+[\w-]*\s*list\b)", re.I), "add"),
    (re.compile(r"\bensure\b(?=.+\b(?:on|in)\s+(?:my|the|our)\s+[\w-]*\s*list\b)", re.I), "add"),
    (
        re.compile(
            r"(?:^|(?<=[.;!?]\s))\s*(?:new\s+)?(?:todos?|to-?dos?|tasks?|jobs?|chores?|errands?|"
            r"reminders?|note\s+to\s+self)\s*:"
            r"|^\s*(?:my\s+)?(?:todos?|to-?dos?|to\s+do(?:\s+list)?)(?=\s*\n\s*(?:[-*•]|\d+[.)]))"
            r"|\b(?:items?|tasks?|todos?|to-?dos?|things|jobs?|(?:two|three|four|2|3|4)\s+more)\s+"
            r"(?:for|on|to)\s+(?:my|the|our)\s+"
            r"[\w-]*\s*list(?:\s*,?\s*please)?\s*(?::|(?:\([^)\n]*\))?\s*(?=\n))"
            r"|\b(?:set|make)\s+(?:a\s+|me\s+a\s+)?reminder\b"
            r"|^\s*(?:(?:for|on)\s+)?(?:(?:the|my|our)\s+)?(?:to-?\s?do|todo)\s+list\s*:",
            re.IGNORECASE,
        ),
        "add",
    ),
)
"""Wordings that ask for an action without its verb: "I finished todo 2" (mark it done),
"cross off item 2", "todo: pay rent", "set a reminder to ..." and "don't let me forget to ..."
(add it), "take X off my list" (remove it), "'A' should be 'B' now" (rename it)."""


def _implied(task: str) -> str:
    for pattern, verb in _IMPLIED:
        task = pattern.sub(verb, task)
    return task


def requested_actions(task: str, tool: Tool, args: dict[str, Any] | None = None) -> bool:
    """Whether the task asks, outside quotes, negations and questions, for what `tool` does.

    With `args`, the asking word must also stand outside the values acted on: a model that
    turns "add 2 and 3" into a to-do titled "add 2 and 3" consumed the request itself.
    """
    task = _implied(task)
    words = set(_TOKEN.findall(_requests(task).lower()))
    said = _TOKEN.findall(task.lower())
    used = [
        t for text in texts_in(args or {}) for t in _TOKEN.findall(REFERENCE.sub(" ", text).lower())
    ]
    for verb in _verbs(tool):
        forms = _inflections(verb)
        if words & forms and sum(t in forms for t in said) > sum(t in forms for t in used):
            return True
    return False


def _ungrounded_parts(value: Any, known: set[str]) -> list[str]:
    """The words and numbers inside an argument value found neither in the task nor in outputs."""
    if value is None or isinstance(value, bool):
        return []
    if isinstance(value, Mapping):
        return [w for v in value.values() for w in _ungrounded_parts(v, known)]
    if isinstance(value, list | tuple):
        return [w for v in value for w in _ungrounded_parts(v, known)]
    literal = replace_number_words(REFERENCE.sub(" ", str(value)).lower())
    missing: set[str] = set()
    for token in _TOKEN.findall(literal):
        word = _number(token) if token[0].isdigit() else token
        if word not in known and word.removesuffix("s") not in known and word not in _STOPWORDS:
            missing.add(word)
    return sorted(missing)


_DELETING = _SYNONYMS[3]
_WHOLE = re.compile(
    r"\b(?:all|every|everything|entire|whole|clear|empty|wipe|purge|reset|over|fresh|afresh|anew|"
    r"scratch)\b|^\W*(?:delete|remove|erase|trash|scrap|bin)\s+(?:my|the|our)\s+(?:to-?do\s+)?list\W*$",
    re.I,
)
_DONE_ONES = re.compile(r"\b(?:done|completed?|finished|ticked|checked|crossed)\b", re.I)


def _deletes_everything_unasked(step: PlanStep, tool: Tool, task: str) -> bool:
    """A deletion naming nothing deletes everything: the task must say so ("clear", "all")."""
    if not (_verbs(tool) & _DELETING) or any(texts_in(step.args)):
        return False
    asked = _requests(_implied(task))
    if any(v is True for v in step.args.values()) and _DONE_ONES.search(asked):
        return False  # "delete the completed items": a flag narrows it to the done ones
    return not _WHOLE.search(asked)


def _completes_everything_unasked(step: PlanStep, task: str) -> bool:
    """Completing every open item ("all_open") needs the task to say so ("everything", "all")."""
    return step.args.get("all_open") is True and not _WHOLE.search(_requests(_implied(task)))


def _step_problems(step: PlanStep, tool: Tool, task: str, known: set[str]) -> list[str]:
    problems: list[str] = []
    if not requested_actions(task, tool, step.args):
        problems.append(
            f"step {step.id!r} ({step.tool}) has a side effect the task does not ask for"
        )
    elif _deletes_everything_unasked(step, tool, task) or _completes_everything_unasked(step, task):
        problems.append(
            f"step {step.id!r} ({step.tool}) acts on everything; the task asks for no such thing"
        )
    for name, value in step.args.items():
        missing = _ungrounded_parts(value, known)
        if missing:
            shown = ", ".join(repr(m) for m in missing[:5])
            problems.append(
                f"step {step.id!r} ({step.tool}): argument {name!r} uses {shown}, found neither in "
                "the task nor in an earlier step's output"
            )
    return problems


def ungrounded(
    plan: Plan,
    tools: Toolset,
    task: str,
    results: Mapping[str, Any] | None = None,
    *,
    earlier: Iterable[Any] = (),
) -> list[str]:
    """Why the plan's side-effecting steps are not grounded in the task (empty when they are).

    Args:
        plan: The plan about to run.
        tools: The toolset (side effects are read from each tool's risk level).
        task: The task as the user gave it.
        results: Outputs of steps already done; their values ground later arguments.
        earlier: What earlier turns of the run's session said and produced; they ground too.
    """
    done = results or {}
    known = _tokens(_without_negations(_NO_LONGER_NEEDED.sub(" ", task)))
    for output in (*done.values(), *earlier):
        for text in texts_in(output):
            known |= _tokens(text)
    problems: list[str] = []
    schema_names = {t.name.lower() for t in tools}
    for step in plan.steps:
        if step.id in done or step.tool not in tools:
            continue
        tool = tools.get(step.tool)
        if tool.has_side_effects:
            problems += _step_problems(step, tool, task, known)
        problems += _echoes(step, schema_names, task)
    return problems


def _echoes(step: PlanStep, schema_names: set[str], task: str) -> list[str]:
    """Arguments that repeat the tool schema instead of a value: `list_dir(path="list_dir")`.

    A small model copies names from what it was shown; a tool's or a parameter's name is a value
    only when the task itself says it. Read-only calls are checked too: such a call acts on
    nothing anyone gave.
    """
    said = task.lower()
    problems = []
    for name, value in step.args.items():
        echoed = isinstance(value, str) and value.strip().lower() in {*schema_names, name.lower()}
        if echoed and value.strip().lower() not in said:
            problems.append(
                f"step {step.id!r} ({step.tool}): argument {name!r} is {value!r}, a name from the "
                "tools' schema, not a value the task gives"
            )
    return problems


def capabilities(tools: Toolset, limit: int = 12) -> str:
    """What the agent can do, from its tools' descriptions (for a run that understood nothing).

    Each tool with its description's first phrase only ("todo_add (Add an item to the todo
    list)"): a person reads it to rephrase, so the details of what a tool returns are left out.
    """
    described = [f"{t.name} ({_first_phrase(t.description)})" for t in list(tools)[:limit]]
    return "; ".join(described) + ". Rephrase the task with the values to use."


_PHRASE_END = re.compile(r"[:;]\s|\s\(|,?\s+(?:and\s+)?returns?\b|\.\s")


def _first_phrase(description: str) -> str:
    """A description up to its first colon, semicolon, bracket or "and return(s)"."""
    first = re.split(_PHRASE_END, description.strip(), maxsplit=1)[0]
    return first.rstrip(" .,") or description.strip().rstrip(".")


_TITLES = {"todo_add": "title", "todo_rename": "new_title"}
"""The argument holding the title a to-do tool writes."""


def _plain(text: str) -> str:
    """Lowercase words without punctuation between them ("buy milk, eggs." → "buy milk eggs")."""
    text = text.lower().replace("’", "'")
    return " ".join(re.sub(r"\.(?!\d)|[^\w\s$£€₹%.@#&+/'-]|'(?!\w)|(?<!\w)'", " ", text).split())


def unsaid_titles(task: str, steps: Iterable[PlanStep]) -> list[str]:
    """To-do titles a guessed plan writes that the task does not say as they stand.

    A model may take the task's words in another order or mix two of its phrases ("buy milk"
    from "I need milk, buy bread"): a title is grounded word by word, but only a phrase of the
    task said as it stands is one the user asked for; a title with no word is an amount, and one
    with a number, where the task names no list, a calculation ("add 5 and 7"). Titles built
    from an earlier step's output (`${s1.output}`) are the steps' business.
    """
    said = f" {_plain(task)} "
    listed = _LIST_NAMED.search(task) is not None
    unsaid = []
    for step in steps:
        title = step.args.get(_TITLES.get(step.tool, ""))
        if not isinstance(title, str) or REFERENCE.search(title):
            continue
        plain = _plain(title).strip(" .,;:!?")
        if plain and (
            f" {plain} " not in said
            or not re.search(r"[^\W\d_]", plain)  # "1" of "add up 1 hour 50 min; ...": an amount
            or (not listed and re.search(r"\d", plain))  # "add 5 and 7": a sum, no list named
        ):
            unsaid.append(title)
    return unsaid


_LIST_NAMED = re.compile(
    rf"\b(?:{LIST_NOUN}|remind\w*|reminders?|note\s+(?:down|to\s+self)|(?:do\s*n[o'’]?t|never)\s+"
    r"(?:let\s+me\s+)?forget)\b",
    re.IGNORECASE,
)
"""A task that says a to-do is meant: the list, a reminder, "don't let me forget"."""
_LIST_MENTIONED = re.compile(
    rf"\b(?:{LIST_NOUN}|items?|entries|errands|chores|remind\w*|to\s+do|on\s+my\s+plate)\b", re.I
)


def mentions_the_list(task: str) -> bool:
    """Whether `task` speaks of the to-do list at all ("what's on my plate?", "any errands?")."""
    return _LIST_MENTIONED.search(task) is not None
