"""The wording of an everyday story made plain for its readers, and the numbers left in it.

`plain_wording` writes number words as digits; "one of my clients" is then "1 of my clients",
which counts nothing: it is written back as a word, so that a reader that insists every number
has a part does not refuse the story for it.
"""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import NUMBER, plain_wording

__all__ = ["numbers_in", "plain_story"]


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
