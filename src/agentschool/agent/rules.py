"""`RulePlanner`: deterministic plans for arithmetic, percentages and to-do tasks, and their mixes.

"what is 15% of 240, then add 'pay rent' to my todos and show them" becomes three steps: the
calculation runs in parallel with the to-do steps, which run in order. Any clause the rules do not
understand makes the whole task unplannable here (None), so the model plans it instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from agentschool.agent.answer_rounding import (
    asked_rounding,
    asked_way,
    rounded_as_told,
    rounding_asked,
)
from agentschool.agent.arithmetic import continue_expression, plain_wording, to_expression
from agentschool.agent.asked_alone import one_calculation
from agentschool.agent.asked_parts import part_asked
from agentschool.agent.calc_clauses import calc_label, calculations
from agentschool.agent.clauses import AFTER_LIST, split_clauses, unannounced
from agentschool.agent.clauses import QUOTED as _QUOTED
from agentschool.agent.everyday_readings import everyday_story
from agentschool.agent.money_notation import plain_money
from agentschool.agent.percent_chains import percents_apart
from agentschool.agent.percent_stories import percent_story
from agentschool.agent.plan import PlanStep, validate_plan
from agentschool.agent.planners import PlanRequest, PlanResult
from agentschool.agent.priced_counts import priced_total
from agentschool.agent.quantities import value_key
from agentschool.agent.remarks import without_remarks
from agentschool.agent.shorthand import minutes_unread
from agentschool.agent.story_text import question_last
from agentschool.agent.todo_asides import changes_nothing, declines_add, forbids_change, says_when
from agentschool.agent.todo_clearing import all_but_one
from agentschool.agent.todo_conditions import conditions_joined
from agentschool.agent.todo_cues import acts_on_it
from agentschool.agent.todo_deeds import news_told
from agentschool.agent.todo_items import listed_calls, miscounted
from agentschool.agent.todo_lexicon import ADD_VERB, COMPLETED, DELETE, LIST_NOUN, TODO_VERBS
from agentschool.agent.todo_pairs import one_add, paired_calls
from agentschool.agent.todo_phrases import (
    antecedent_calls,
    asks_count,
    asks_on_list,
    bare_add,
    split_items,
    todo_calls,
)
from agentschool.agent.todo_questions import (
    AFTER_A_STEP,
    ANSWERS,
    COUNT_ANSWER,
    COUNT_ANSWERS,
    MENTIONS,
    answer_line,
)
from agentschool.agent.todo_reasons import Reasoned, apart_from_reasons
from agentschool.agent.todo_titles import names_no_item, names_places
from agentschool.agent.whole_counts import part_counted, rate_short
from agentschool.agent.word_problems import story_expression
from agentschool.agent.wrapping import (
    FILLER_WORDS,
    about_the_agent,
    as_sentences,
    aside_after,
    background,
    declined,
    done_it,
    injected,
    label_of,
    needed,
    news_before,
    no_change,
    ran_out,
    told_only,
    unwrapped,
)
from agentschool.exceptions import PlanValidationError

__all__ = ["RulePlanner", "split_clauses", "split_items"]  # split_clauses: see clauses.py


_TAG = (
    r"(?:would|could|will|can)\s+you|(?:can'?t|cannot|couldn'?t|wouldn'?t|won'?t|don'?t)\s+you|"
    r"yeah|right|ok(?:ay)?|yes"
)
"""A tag question after a request ("..., would you?", "..., can't you?"): only after a comma."""
_GREETING = (
    r"(?:good\s+)?(?:morning|afternoon|evening)|good\s+day|yo|hiya|heya|howdy|greetings|just|"
    r"(?:dear|hi|hello|hey)\s+(?:assistant|bot|helper|computer|friend|buddy|pal|mate|robot)|"
    r"by\s+the\s+way|btw|p\.?s\.?|oh(?:\s+and)?|and|(?:real|really|super)\s+quick|quickly|asap|"
    r"(?:(?:hey|ok|okay|hi)\s+)?(?:google|siri|alexa|computer|cortana)|urgent|important|"
    r"yay|woo+(?:hoo+)?|hooray|yippee|phew|ugh|argh|omg|wow|sigh|"
    r"(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|finally|lastly)(?=\s*,|\s*$)"
)
"""Greetings (and "just") that are words of a to-do after it ("walk the dog every morning"):
only before."""
_ANSWER_ASKED = (
    r"(?:so\s+)?what(?:'s|\s+is|\s+would\s+be|\s+will\s+be)\s+(?:the|my)\s+(?:answer|result)|"
    r"what\s+(?:answer|result)\s+do\s+(?:you|i|we)\s+get|"
    r"what(?:'s|\s+is|s)\s+the\s+(?:total|sum)(?:\s+(?:hours|minutes|amount|number|sum|cost))?"
    r"(?:\s+(?:in\s+decimal(?:\s+[a-z]+)?|as\s+a\s+decimal))?"
)
"""A question after a calculation asking for its result ("round 2.76 to 1 dp. What's the
answer?", "... What's the sum in decimal inches?")."""
_FILLER = re.compile(
    rf"(?:(?:{_GREETING}|{FILLER_WORDS}|{_TAG}|what\s+do\s+(?:you|i|we)\s+get|{_ANSWER_ASKED}|"
    r"(?:(?:can|could|would)\s+you\s+|please\s+)?check(?:\s+(?:that|for\s+me|please))?(?=\W*$))"
    r"\b\W*)+",
    re.IGNORECASE,
)
"""A clause that asks nothing ("hey, what's 2 + 2?", "quick one please"): skipped."""
_LEADING_FILLER = re.compile(rf"^(?:(?:{_GREETING}|{FILLER_WORDS})\b[\s,:;.!?-]*)+", re.IGNORECASE)
"""Greetings before a story ("Quick one please: the soup cost ..."): "one" is no number there."""
_TRAILING_FILLER = re.compile(
    rf"(?:[\s,;.!?-]+(?:and\s+)?(?:{FILLER_WORDS})|\s*[,;.!?]\s*(?:{_TAG})|"
    r"\s*,\s*in\s+that\s+order|\s+so\s+(?:that\s+)?(?:it|i|we)\s+(?:do(?:es)?n'?t|won'?t)\s+"
    r"(?:slip|forget(?:\s+it)?|get\s+forgotten|miss\s+it)|"
    rf"(?:(?<=done)|(?<=list)|(?<=it))[\s,]+(?:and\s+)?confirm(?:\s+(?:it|that|please))?)+[\s.!?]*$",
    re.IGNORECASE,
)
"""Thanks after a request ("add X to my todo list thx", "..., please and thank you"): no part
of it."""
_ASKED = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+are)|whats|calculate|compute|work\s+out|how\s+much\s+is)\s|"
    r"\bwhat\s(?=[\d$£€])",
    re.IGNORECASE,
)
"""Where a question starts inside chatter: "homework help please what is 83 times 18"."""


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
        last = self.steps[-1] if self.steps else None
        if tool == "todo_list" and last and last.tool == tool and last.args == args:
            if "open}" in line:  # "... show me my todos. how many are left?": the count says more
                self.answer[-1] = line.replace("{id}", last.id)
            return  # "what do I still have to do? show me my todos": one read answers both
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
    if expression is None and (need := needed(clause)) and (wanted := to_expression(need)):
        clause, expression = need, wanted  # "need 62 plus 21 asap"
    if expression is None and (asked := _asked_within(clause)) is not None:
        clause, expression = asked
    if expression is None:
        return _read_calculations(clause, plan)
    plan.calc(expression, calc_label(clause))
    return True


_PRONOUN_ONE = re.compile(r"\b(?:this|that|the|quick|which|another|a)\s+one\b", re.IGNORECASE)
_ASKS = re.compile(
    rf"\b(?:{LIST_NOUN}|remind|mark|clear|{DELETE}|{ADD_VERB}|{COMPLETED})\b", re.IGNORECASE
)
"""Chatter that mentions the list, a change or a done item asks something of its own ("add
milk; what's 2+2"): never skipped."""


def _trimmed(text: str) -> str:
    """`text` without the greetings before it and the thanks after it."""
    text = AFTER_LIST.sub(r"\g<list>", _LEADING_FILLER.sub("", text))  # "off my list altogether"
    text = AFTER_LIST.sub(r"\g<list>", _TRAILING_FILLER.sub("", text).strip())
    if re.search(r"\b(?:all|every|everything)\b.*,\s*every\s+single\s+one$", text, re.I):
        text = re.sub(r"\s*,\s*every\s+single\s+one$", "", text, flags=re.I)  # "remove all ..."
    return text


def _asks(words: str) -> bool:
    """Whether words before a question ask something themselves ("buy eggs, what's 2+2")."""
    first = re.match(r"\W*(?:please\s+)?([a-z]+)", words.lower())
    return _ASKS.search(words) is not None or (first is not None and first[1] in TODO_VERBS)


def _asked_within(clause: str) -> tuple[str, str] | None:
    """The calculation a question asks after words that carry no number, with its wording.

    "my son needs help with his maths homework what is 22 times 25" asks "22 times 25"; the
    words before the question are read only to make sure they hold no number it would drop.
    """
    for match in _ASKED.finditer(clause):
        before, question = clause[: match.start()], clause[match.start() :]
        before = _PRONOUN_ONE.sub("", before)  # "I'm stuck on this one": no number
        if match.start() == 0 or re.search(r"\d", plain_wording(before)) or _asks(before):
            continue
        if (expression := to_expression(question)) is not None:
            return question, expression
    return None


_HOW_MANY_LEFT = re.compile(
    r"(?:(?:and\s+)?(?:then\s+)?(?:tell\s+me|let\s+me\s+know)\s+)?how\s+many\s+(?:(?:are|is)\s+)?"
    r"(?:still\s+|now\s+)?(?:left|open|remaining|remain|outstanding|pending|undone|not\s+done|to\s+go)"
    r"(?:\s+(?:for\s+me\s+)?to\s+do)?(?:\s+(?:now|then))?\??"
    r"|(?:(?:and\s+)?(?:then\s+)?(?:tell\s+me|let\s+me\s+know)\s+)?how\s+many\s+(?:do|have)\s+(?:i|we)\s+"
    r"(?:got\s+)?(?:still\s+)?(?:got\s+|have\s+)?(?:left|to\s+do|remaining)(?:\s+(?:to\s+do|now))?\??"
    r"|(?:(?:and\s+)?(?:then\s+)?(?:tell\s+me|let\s+me\s+know)\s+)?how\s+many\s+(?:items|things|tasks|"
    r"to-?dos)\s+(?:are|there\s+are|i\s+have)\s+(?:(?:on|in)\s+(?:it|there)|now)(?:\s+now)?\??",
    re.IGNORECASE,
)
"""A count with no noun ("..., then how many are left?"): of the to-dos only after a to-do step
(alone, or after a story, it is a word problem's question)."""


def _read_todo(clause: str, plan: _Builder) -> bool:
    if plan.last_todo is not None and _HOW_MANY_LEFT.fullmatch(clause.strip()):
        plan.todo("todo_list", {}, COUNT_ANSWER)  # "mark #3 done and tell me how many are open"
        return True
    if plan.last_todo is not None and AFTER_A_STEP.fullmatch(clause.strip()):
        if plan.steps[-1].tool != "todo_list":  # "... about the bank? what did I write?": read
            plan.todo("todo_list", {}, ANSWERS["todo_list"])  # "add X and tell me what's on it"
        return True
    calls = todo_calls(clause)
    counting = asks_count(clause)  # "how many things are left to do?": say the number
    for tool, args in calls or []:
        if tool == "todo_list" and args.get("title") and asks_on_list(clause):
            line = "${{id}.found}: ${{id}.text}"  # "do I have soap on my list?": "Yes: 1. soap …"
        elif tool == "todo_list" and args.get("title"):
            line = "${{id}.text}"  # "is 'pay rent' done?": "1. pay rent — open"
        else:
            count = COUNT_ANSWERS.get(counting or "", COUNT_ANSWER)  # "how many are done?"
            line = count if counting and tool == "todo_list" else answer_line(tool, args)
        plan.todo(tool, args, line)
    return bool(calls)


def _read_bare_add(clause: str, task: str, plan: _Builder) -> bool:
    """An "add X" that another clause of the task names the list for ("show my list and add X")."""
    calls = bare_add(clause, task)
    for tool, args in calls or []:
        plan.todo(tool, args, answer_line(tool, args))
    return bool(calls)


def _read_calculations(clause: str, plan: _Builder) -> bool:
    """Several calculations in one clause ("2 + 2, 3 * 3", "2+2 and 3*3"), each read whole."""
    found = calculations(clause)
    for label, expression in found or []:
        plan.calc(expression, label)
    return found is not None


def _read_story(clause: str, task: str, plan: _Builder) -> bool:
    """A word problem told in one clause beside to-do requests, read when it holds every number.

    "add bananas to my list and tell me what 5 packs at 2.78 each cost": the story is one clause.
    A story cut in two by the clause split would be read without its other half: refused.
    """
    if sorted(_digits(clause)) != sorted(_digits(_QUOTED.sub("", task))):
        return False
    story = story_expression(clause) or priced_total(clause)  # "what 5 packs at 2.78 cost"
    if story is not None:
        plan.calc(story, clause)
    return story is not None


def _digits(text: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", plain_wording(text))


def _only_a_number(steps: list[PlanStep]) -> bool:
    """One calculation of a bare number ("take 5", "start with 3"): it computes nothing."""
    expression = steps[0].args.get("expression") if len(steps) == 1 else None
    return isinstance(expression, str) and re.fullmatch(r"-?[\d.]+", expression.strip()) is not None


_SO_PLEASE = re.compile(
    r"(?P<deed>.+?),\s*so\s+(?P<request>(?:please\s|(?:can|could|would|will)\s+(?:you|u)\s).+)",
    re.IGNORECASE,
)


def _unlabelled(clause: str) -> list[str]:
    """`clause` without a label before its request, when the request reads alone.

    "To-do: add X to my list" asks "add X to my list"; words that say to change nothing stand
    apart ("no list stuff: 2 + 2"), to be seen, and so does "it" said done before a request
    ("I've done the job, so please mark X as done").
    """
    deed = _SO_PLEASE.fullmatch(clause)
    if deed is not None and done_it(deed["deed"]):
        return [deed["deed"], deed["request"]]  # "I've done the job, so please mark X as done"
    labelled = label_of(clause)
    if labelled is None:
        return [clause]
    label, request = labelled[0], _trimmed(labelled[1])
    if re.fullmatch(r"(?:(?:a\s+)?new\s+)?(?:to\s*-?\s*do|todo)", label.strip(), re.I) and not (
        re.match(rf"(?:please\s+)?{ADD_VERB}\b", request, re.I) or MENTIONS.search(request)
    ):
        return [clause]  # "new todo: drop off donations": the label says what follows is added
    if re.search(r"\b(?:that|it|this)\b", request) and todo_calls(clause) is not None:
        return [clause]  # "sort the recycling - is that on my list?": the label is the item
    if no_change(label):
        return [label, request]
    expression = to_expression(request)
    if todo_calls(request) is not None or (expression and re.search(r"\d\s*[-+*/^%]", expression)):
        return [request]  # a bare number after a label is the label's ("round it to ten: 347")
    return [clause]


def _read_clauses(task: str) -> _Builder | None:
    """The steps of every clause of `task`, or None when a clause is not understood."""
    builder = _Builder()
    if miscounted(task):
        return None  # "add two things: the first ..., the second ..., the third ..."
    for tool, args in listed_calls(task) or all_but_one(_trimmed(task)) or []:  # "add these: A; B"
        builder.todo(tool, args, answer_line(tool, args))
    if builder.steps:
        return builder
    said = conditions_joined(split_clauses(unannounced(task)))
    clauses = [part for c in said for part in _unlabelled(_trimmed(c))]
    quiet = any(no_change(c) for c in clauses)  # "don't add anything, just tell me ..."
    clauses = [c for c in clauses if c and not _FILLER.fullmatch(c) and not no_change(c)]
    clauses = [c for c in clauses if not declines_add(c)]  # "I might X, but don't add it yet"
    clauses = [c for c in clauses if not says_when(c)]  # "This morning - what's left to do?"
    clauses = [c for c in clauses if not changes_nothing(c)]  # "just tell me, no changes please"
    clauses = [c for c in clauses if not about_the_agent(c)]  # "what can you do?": no step
    clauses = [c for c in clauses if not aside_after(c)]  # "what's 2+2? it's for my taxes"
    asides = _Asides(quoted=bool(_QUOTED.search(task)))
    index = 0
    while index < len(clauses):
        clause, following = clauses[index], clauses[index + 1 : index + 2]
        if following and (joined := one_add(clause, following[0], task)) is not None:
            for tool, args in joined:
                builder.todo(tool, args, answer_line(tool, args))
            index += 2
            continue
        calls = antecedent_calls(clause, following[0]) if following else None
        if calls is not None and acts_on_it(clauses[index + 2 : index + 3]):
            calls = None  # "add A. Oh, and I did B, so mark that done": "that" is B, not a reason
        if calls is None and acts_on_it(following, "todo_add") and (adds := todo_calls(clause)):
            calls = adds if {t for t, _ in adds} == {"todo_add"} else None  # "remind me to X?
            # Just pop it on the list": one add, asked twice
        if (deeds := paired_calls(clause, following)) is not None:
            calls, following = deeds
        if calls is not None:  # "I need to pay rent, add it to my list": the pair is one request
            for tool, args in calls:
                builder.todo(tool, args, answer_line(tool, args))
            index += len(following)  # the clause after was "it"'s action, unless none was read
        elif not (
            _read_clause(clause, builder)
            or _read_bare_add(clause, task, builder)
            or _read_story(clause, task, builder)
            or asides.read(clause, builder)
        ):
            return None
        index += 1
    if not asides.hold(builder, clauses):
        return None
    if (forbids_change(task) or injected(task) or quiet) and any(
        s.tool not in ("todo_list", "calculator") for s in builder.steps
    ):
        return None  # "delete X, don't change anything": which to believe is not for rules
    return builder


_NOT_AFTER = re.compile(r"^(?P<head>.+?)\s*,\s*(?:but\s+)?(?P<tail>not\s+[^,;:]+)$", re.IGNORECASE)
"""A correction after a request ("add B to my list, not A")."""
_BARE_TITLE = re.compile(
    r"^(?:please\s+)?(?:add|put)\s+(?!(?:up|together|on|in|into|all|both|everything|each|every|"
    r"the|a|an|some|them|it|this|that|these|those)\b)"
    r"(?![^,;:]*\b(?:to|into|onto|on|in|from|with|for|at|by|of)\b)[^\d,;:]+?(?:\s+instead)?$",
    re.IGNORECASE,
)
"""An add of a to-do with no list named ("add B instead"): read so only beside a correction or a
calculation, which leave the list the one thing it can go on."""
_INSTEAD = re.compile(r"(?P<head>.+?),?\s+instead", re.IGNORECASE)
_REFERS = re.compile(r"\b(?:it|them|too|as\s+well|also|both|those|these|instead)\b", re.IGNORECASE)


@dataclass(slots=True)
class _Asides:
    """Parts that ask nothing once the rest is read: background, corrections, bare adds."""

    background: list[str] = field(default_factory=list[str])
    declined: list[str] = field(default_factory=list[str])
    bare: list[str] = field(default_factory=list[str])
    instead: bool = False
    done_it: bool = False
    ran_out: list[str] = field(default_factory=list[str])
    quoted: bool = False
    """The request quotes its titles: news before it may say anything else ("it runs out")."""

    def read(self, clause: str, plan: _Builder) -> bool:
        """Whether `clause` is an aside (kept for `hold`); a request beside a correction is read."""
        if (thing := declined(clause)) is not None:
            self.declined.append(thing)  # "don't add A"
        elif (split := _NOT_AFTER.match(clause)) and (thing := declined(split["tail"])):
            self.declined.append(thing)  # "add B to my list, not A"
            return _read_todo(split["head"], plan) or self.read(split["head"], plan)
        elif (head := _INSTEAD.fullmatch(clause)) and _read_todo(head["head"], plan):
            self.instead = True  # "add B to my list instead"
        elif _BARE_TITLE.match(clause):
            self.bare.append(re.sub(r"\s+instead$", "", clause, flags=re.IGNORECASE))
        elif done_it(clause):
            self.done_it = True  # "This afternoon I finished it, mark X as done"
        elif (thing := ran_out(clause)) and not plan.steps:
            self.ran_out.append(thing)  # "we're out of ink. order ink, add it": if added
        elif (background(clause) or (self.quoted and news_before(clause))) and not plan.steps:
            self.background.append(clause)  # before any request: after one, it may refine it
        elif plan.steps and {s.tool for s in plan.steps} == {"todo_list"} and told_only(clause):
            self.background.append(clause)  # "read me my list? I've left my glasses upstairs"
        else:
            return False
        return True

    def hold(self, plan: _Builder, clauses: list[str]) -> bool:
        """Whether the asides leave the plan as asked; adds with no list named are added here."""
        deleted = any(s.tool == "todo_delete" for s in plan.steps)  # "delete A and add B instead"
        if self.bare and not (self.declined or plan.last_calc or deleted):
            return False  # "add eggs" alone: not said to be a to-do
        if self.instead and not (self.declined or deleted):
            return False  # "add B instead": instead of what is not said
        if self.done_it and not any(s.tool == "todo_complete" for s in plan.steps):
            return False  # "I did it": what "it" is, no completion says
        for clause in self.bare:
            if not _read_bare_add(clause, "my list", plan):  # the list is the only place it can go
                return False
        said = [c for c in clauses if c not in self.background and not acts_on_it([c])]
        if self.background and any(_REFERS.search(c) for c in said):  # "add both": of its pair
            return False  # "we're out of milk. add eggs too": the background names an item
        added = [str(s.args.get("title", "")).lower() for s in plan.steps if s.tool == "todo_add"]
        if any(not any(t.split()[-1] in a.split() for a in added) for t in self.ran_out):
            return False  # "we're out of milk. add eggs": is milk wanted too?
        for thing in (t.lower() for t in self.declined):
            if not added or any(re.search(rf"\b{re.escape(thing)}\b", title) for title in added):
                return False  # "don't add A" with nothing else added, or "add A and B, not A"
        return True


def _single(builder: _Builder | None) -> PlanStep | None:
    """The one calculation `builder` holds, if that is all it holds."""
    steps = builder.steps if builder is not None else []
    return steps[0] if len(steps) == 1 and steps[0].tool == "calculator" else None


def _agrees(builder: _Builder | None, expression: str) -> bool:
    """Whether the clauses were read as one calculation of the same value as `expression`."""
    step = _single(builder)
    return step is not None and value_key(str(step.args["expression"])) == value_key(expression)


def _read_task(task: str) -> _Builder | None:
    """The steps of `task` read by clauses, or as one story when its clauses are not read."""
    builder, story_task = _read_clauses(task), _trimmed(task)
    if builder is None and (whole := to_expression(story_task)) is not None:
        builder = _Builder()  # "if 8% is 2256, what is 100%?": one request, cut at its comma
        builder.calc(whole, story_task)
    if (percent := percent_story(story_task)) is not None and not _agrees(builder, percent):
        builder = _Builder()  # "$132.80 plus 8.875% sales tax": the tax alone would be wrong
        builder.calc(percent, percent)
    if builder is None and (asked := _asked_within(story_task)) is not None:
        builder = _Builder()  # "I'm helping my son with his homework, what is 22 times 25"
        builder.calc(asked[1], asked[0])
    if builder is None and (story := story_expression(story_task)) is not None:
        builder = _Builder()  # "I spent $12 and $8, how much in total?": read as a whole
        builder.calc(story, story)
    if builder is None and (alone := one_calculation(task)) is not None:
        builder = _Builder()  # "my son's sheet: 446 times 65. what's the answer?"
        builder.calc(alone[1], alone[0])
    if (own := everyday_story(story_task)) is not None:
        if builder is not None and not _agrees(builder, own):
            return None  # "6 x 200ml water, 4 x 200ml tea: in litres?" read two ways
        builder = _Builder()  # a fluid chart, a dose, a mileage claim: read by its concept
        builder.calc(own, own)
    return builder


def _read_task_or_extra(task: str) -> _Builder | None:
    """`_read_task`, or the story read without the percents it puts on, then with them on.

    "slab 7m x 1.9m at 150mm deep, add 5% - how many cubic metres?": the slab's volume, read as
    any story is, times 1.05 (`percents_apart`).
    """
    if (builder := _read_task(task)) is not None or (apart := percents_apart(task)) is None:
        return builder
    if (step := _single(builder := _read_task(apart.told))) is None:
        return None
    if (expression := apart.put_on(str(step.args["expression"]))) is None:
        return None
    step.args["expression"] = expression
    return builder


def _read_whole(task: str) -> _Builder | None:
    """One calculation asked rounded ("to 1 dp") or in part ("half of the total"), read whole."""
    told, places = asked_rounding(task)
    told, way = asked_way(told)  # "(whole months, round up)"
    if (places is not None or way) and re.search(r"\bround(?:ed|ing)?\b(?!\s+trip)", told, re.I):
        return None  # "round 2.76 to 1 dp": the rounding is the calculation
    part = part_asked(told)
    if (places is None and part is None and way is None) or (
        step := _single(builder := _read_task_or_extra(part[0] if part else told.strip()))
    ) is None:
        return None
    expression = str(step.args["expression"])
    expression = f"({expression}) * {part[1]}" if part else expression
    step.args["expression"] = rounded_as_told(expression, places, way)
    return builder


def _read_told(task: str) -> _Builder | None:
    """The steps `task` asks, read whole or without its remarks or reasons; None if none."""
    bare = without_remarks(task)  # "Quick count - how many jobs am I carrying?": read bare
    said: dict[str | None, Reasoned | None] = {task: None, bare and unwrapped(bare): None}
    if (reasoned := apart_from_reasons(task)) is not None:  # "Tick off A. I have done it."
        said.setdefault(reasoned.request, reasoned)  # read without its remarks: no more said
    for told, reasons in said.items():
        builder = (_read_whole(told) or _read_task_or_extra(told)) if told else None
        if builder is None or not builder.steps or _only_a_number(builder.steps):
            continue  # "take 5" alone asks for no calculation
        tools = {s.tool for s in builder.steps}
        if "calculator" in tools and names_places(task):
            continue  # "take numbers 1 and 3 off my list": places on the list, no sum
        if any(names_no_item(str(s.args.get("title", ""))) for s in builder.steps):
            continue  # "I'm done with my list for today", "i did 402 minutes": no item named
        if (reasons and not reasons.agrees(tools)) or (reasoned and reasoned.contradicts(tools)):
            return None  # "Add milk. I already bought it.": the reason changes the request
        return builder
    return None


@dataclass(slots=True)
class RulePlanner:
    """Plans arithmetic, percentage and to-do tasks without a model; None for anything else."""

    name: str = "rule"
    """Shown in events."""

    async def plan(self, request: PlanRequest) -> PlanResult | None:
        """A plan when every clause is understood (or the task is a word problem), else None."""
        if request.completed or request.feedback:
            return None  # replanning needs judgement the rules do not have
        task = unwrapped(request.task)  # "what’s 2+2 🙏": typing habits say nothing
        task = news_told(request.task) or task  # "good news, I fixed the bike puncture"
        notation = plain_money(task)  # "£27k", "R$ 6,79", "₹1,20,000": for every reader
        said = (notation.text, as_sentences(notation.text), question_last(notation.text))
        for task in dict.fromkeys(t for t in said if t):
            if (builder := _read_told(task)) is not None:  # lines that are no list: sentences
                break
        else:
            return None
        sums = [str(s.args["expression"]) for s in builder.steps if s.tool == "calculator"]
        guards = (rounding_asked, part_counted, rate_short, minutes_unread)
        if sums and any(guard(task, sums) for guard in guards):
            return None  # "... round it to the nearest ten" unread; "how many tins": 4.3 tins?
        plan = notation.plan(builder.steps, "\n".join(builder.answer))
        try:
            return PlanResult(validate_plan(plan, request.tools), self.name, read_from_task=True)
        except PlanValidationError:
            return None  # e.g. the to-do tools are not enabled
