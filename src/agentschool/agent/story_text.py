"""The wording of an everyday story made plain for its readers, and the numbers left in it.

`plain_wording` writes number words as digits; "one of my clients" is then "1 of my clients",
which counts nothing: it is written back as a word, so that a reader that insists every number
has a part does not refuse the story for it.
"""

from __future__ import annotations

import re

from agentschool.agent.answer_rounding import asked_rounding
from agentschool.agent.arithmetic import NUMBER, plain_wording

__all__ = ["numbers_in", "plain_story", "question_last"]


def plain_story(task: str) -> str:
    """Lowercase, digits for number words, no currency signs; "one of", "each one" stay words."""
    text = re.sub(r"\b(each|every)\s+1\b(?!\s*[./:]?\d)", r"\1 one", plain_wording(task))
    text = re.sub(r"(?<![\w.])1\s+way\b", "one way", text)
    return re.sub(
        r"(?<![\w.])1\s+of\s+(?=(?:my|our|the|his|her|their|them|us)\b)",
        "one of ",
        text,
    )


def numbers_in(text: str) -> list[str]:
    """The numbers of `text`, as written."""
    return re.findall(rf"(?<![\w.]){NUMBER}", text)


_ASKED_FIRST = re.compile(r"^(?P<q>[^?\d]+\?)\s+(?P<rest>[^?]*\d[^?]*)$")
_LIST_WORDS = re.compile(r"\b(?:list|to-?dos?|todos?|tasks?|add|delete|remove|tick|mark)\b", re.I)


def question_last(task: str) -> str | None:
    """A story asked before it is told, with its question moved after it; None for any other.

    "whats my pension for the year all in? state pension £228.51 a week (52 weeks) and ...
    (12 months). to the penny pls": the question holds no number, the sentences after it hold
    the story and no question, and no word of the list; a rounding asked stays at the end.
    """
    said = _ASKED_FIRST.match(task.strip())
    if said is None or _LIST_WORDS.search(task):
        return None
    story, places = asked_rounding(said["rest"].strip())
    rounded = f" Round to {places} decimal places." if places is not None else ""
    story = story.strip()
    return f"{story}{'' if story[-1] in '.!;' else '.'} {said['q'].strip()}{rounded}"
