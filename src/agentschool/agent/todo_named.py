"""What a clause names for "it" to act on: "'X' isn't needed anymore, delete it".

"I dealt with X yesterday, tick it off", "returned the skis, mark it done", "Finally got round to
it: bleed the radiators": the items the clause before the request names, quoted, after a verb
saying so, or as a to-do of their own.
"""

from __future__ import annotations

import re

from agentschool.agent.todo_cues import DEED, DONE_LABEL, NO_LONGER
from agentschool.agent.todo_lexicon import COMPLETED, DELETE, DONE_STATE, REASON, SPEAKER, WHEN
from agentschool.agent.todo_titles import (
    ANY_ITEM,
    PRONOUN,
    QUOTED,
    VERB_FORMS,
    WHOLE_LIST,
    item_titles,
    unquote,
)
from agentschool.tools.todo_match import word_forms

__all__ = ["STATED", "named_before"]

STATED = re.compile(
    rf"^{SPEAKER}(?:{COMPLETED}|{DELETE}|got)\s+(?P<rest>.+?)(?:\s+{DONE_STATE})?$", re.I
)


def named_before(text: str, tool: str = "todo_delete") -> list[str]:
    """The items a clause names for "it" to act on: quoted, after a verb saying so, or a to-do.

    "'X' isn't needed anymore" names X; "I dealt with X yesterday" names X; "returned the skis"
    names "returned the skis" (the tool finds the item in any inflection); "what is 2 + 2" names
    nothing. Done, "cancel the gym membership" names that to-do (a deletion verb states nothing
    done).
    """
    quoted = [t for m in QUOTED.finditer(text) if (t := unquote(m.group()))]
    if quoted:
        return quoted
    if label := DONE_LABEL.match(text):  # "Finally got round to it: bleed the radiators"
        return item_titles(text[label.end() :])
    text = re.sub(REASON, "", text, flags=re.I)  # "no need to X anymore, it got cancelled",
    # "update the price tags - done": the state said after the item
    text = re.sub(r"\s*[-–—:]\s*(?:all\s+)?(?:done|finished|complete[d]?|sorted)$", "", text)
    text = re.sub(WHEN, "", text, flags=re.I)
    if deed := DEED.fullmatch(text):
        return item_titles(deed["rest"])  # "just had time to mow the lawn", "I managed to A and B"
    if (gone := NO_LONGER.fullmatch(text)) and not re.search(rf"\s{DONE_STATE}$", text, re.I):
        return item_titles(gone["rest"] or gone["off"])  # "X is cancelled", not "got X done"
    dropped = re.match(rf"{SPEAKER}(?!{COMPLETED}\b){DELETE}\b", text, re.I)
    if (stated := STATED.fullmatch(text)) and not (tool == "todo_complete" and dropped):
        rest = re.sub(WHEN, "", stated["rest"], flags=re.I)
        rest = re.sub(r"^(?:this|that)(?:\s+one)?\s*:\s*", "", rest, flags=re.I)
        unnamed = PRONOUN.fullmatch(rest) or WHOLE_LIST.search(rest) or ANY_ITEM.fullmatch(rest)
        return [] if unnamed else item_titles(rest)  # "I did two things": which, it does not say
    plain = re.sub(rf"^{SPEAKER}", "", text, flags=re.I)
    plain = re.sub(
        r"^(?:finally|just|already|at\s+(?:long\s+)?last|eventually)\s+", "", plain, flags=re.I
    )
    first = word_forms(plain.split(" ", 1)[0])  # "finally had the flu vaccine": a deed
    return item_titles(plain) if first & (VERB_FORMS | {"had"}) and " " in plain else []
