"""Ages: "my son is 9 and I'm 4 times his age", "in 3 years she will be 12", "born in 1958".

Each reading needs the question to ask an age ("how old ...") or a difference of ages ("how much
older", "the age difference"), and every number of the story to be an age, a count of years or a
calendar year in its role. "How old am I?" of someone born in 1958 needs today's year, which the
story does not give: None, and the caller refuses.
"""

from __future__ import annotations

import re

__all__ = ["age_story"]

_HOW_OLD = re.compile(
    r"\bhow\s+old\b|\bwhat\s+(?:will\s+be\s+|is\s+|was\s+)?(?:my|his|her|their|your|the)?\s*age\b|"
    r"\bage\s+in\s+\d{4}\b"
)
"""An age asked: "how old", "what will be my age", "what age will she turn", "age in 2025?"."""
_DIFFERENCE = re.compile(
    r"\bhow\s+(?:much|many\s+years)\s+(?:older|younger)\b|\bage\s+(?:difference|gap)\b|"
    r"\bdifference\s+(?:in|between)\s+(?:our|their|the)\s+ages\b|\bhow\s+many\s+years\s+apart\b"
)
_AGE = re.compile(
    r"\b(?P<v>is|was|am|i'm|im|are|we're|he's|she's|be|turned|turns|aged?)\s+(?P<a>\d+)\b"
    r"(?:\s+(?:years?|yrs?)(?:\s+old)?)?(?!\s*(?:times|%|\.\d|[a-z]+\s+(?:each|a|an|per)\b))|"
    r"(?<![\w.])(?P<a2>\d+)\s+(?:years?|yrs?)\s+old\b|(?<![\w.])(?P<a3>\d+)-year-old\b"
)
_TIMES = re.compile(
    r"\b(?:is|am|i'm|im|are|'s)\s+(?:(?P<k>\d+)\s+times|(?P<two>twice))\s+(?:as\s+old\s+as\b|"
    r"(?:his|her|their|my|your|[a-z]+'s)\s+age\b)"
)
_YEARS_APART = re.compile(
    r"\b(?P<v>is|am|are|i'm|im|he's|she's)\s+(?P<d>\d+)\s+years?\s+(?P<way>older|younger)\b"
)
_IN_YEARS = re.compile(r"\bin\s+(?P<n>\d+)\s+years?(?:'\s+time|\s+time)?\b")
_AGO = re.compile(r"(?<![\w.])(?P<n>\d+)\s+years?\s+ago\b")
_BORN = re.compile(r"\bborn\s+(?:in\s+)?(?:the\s+year\s+)?(?P<y>\d{4})\b")
_YEAR = re.compile(r"\b(?:in|by|during|of)\s+(?P<z>\d{4})\b")
_NOW = re.compile(r"\b(?:now|today|currently|at\s+the\s+moment)\b")
_QUESTION = re.compile(r"\b(?:how|what|what's|whats)\b|\bage\s+(?=in\s+\d{4}\s*\?)")


def _split(text: str) -> tuple[str, str]:
    starts = [m.start() for m in _QUESTION.finditer(text)]
    return (text[: starts[-1]], text[starts[-1] :]) if starts else (text, "")


def _ages(text: str) -> list[str]:
    return [m["a"] or m["a2"] or m["a3"] for m in _AGE.finditer(text)]


def age_story(text: str, numbers: list[str]) -> str | None:
    """The age or the difference of ages a story asks for, or None."""
    story, question = _split(text)
    if not question or re.search(r"%|\$|\bcost|\bpay|\bprice", text):
        return None
    if _DIFFERENCE.search(question) and len(numbers) == 2 and not re.search(r"\d", question):
        ages = _ages(story)
        if sorted(ages) != sorted(numbers) or ages[0] == ages[1]:
            return None  # "my son is 9 and there are 3 of us": not two ages
        older, younger = sorted(ages, key=float, reverse=True)
        return f"{older} - {younger}"
    if not _HOW_OLD.search(question):
        return None
    return _older_later(text, story, question, numbers)


def _who(before: str, verb: str) -> str:
    """Who an age is said of: "me", a pronoun's word, or the noun before the verb."""
    word = verb if verb not in ("is", "are", "was", "be") else (before.split() or [""])[-1]
    return "me" if word in ("i", "i'm", "im", "am") else word.removesuffix("'s")


def _than_other(word: str, known: str) -> bool:
    """Whether "older than <word>" names someone other than the one whose age is said."""
    if word.endswith("'s"):
        return True  # "than Tom's brother"
    if word in ("me", "i", "myself"):
        return known != "me"
    if known in ("he", "she", "they"):
        return False  # "than my wife. She is 58": the pronoun names the one compared with
    return word not in ("him", "her", "them", "he", "she", "they", known)


def _years_apart(story: str, question: str, numbers: list[str], apart: re.Match[str]) -> str | None:
    """One age and another's years older or younger: "Tom is 12 and his sister is 3 years older".

    The one asked about must be the one said older or younger ("how old is she?" of "his sister",
    "how old am I?" of "I am 4 years younger than my wife"); otherwise the story is not clear.
    """
    rest = story[: apart.start()] + " " * (apart.end() - apart.start()) + story[apart.end() :]
    ages = list(_AGE.finditer(rest))
    if len(numbers) != 2 or len(ages) != 1:
        return None
    age = ages[0]["a"] or ages[0]["a2"] or ages[0]["a3"]
    said = _who(story[: apart.start()], apart["v"])
    known = _who(rest[: ages[0].start()], ages[0]["v"] or "")
    asks_me = re.search(r"\b(?:am\s+i|i\s+am|will\s+i\s+be)\b", question) is not None
    if said == known or asks_me != (said == "me") or age == apart["d"]:
        return None
    than = re.match(r"\s+than\s+(?:my\s+|his\s+|her\s+)?(?P<w>[a-z']+)", story[apart.end() :])
    if than is not None and _than_other(than["w"], known):
        return None  # "Anna is 3 years older than Tom's brother": not the one whose age is said
    sign = "+" if apart["way"] == "older" else "-"
    return f"{age} {sign} {apart['d']}"


def _older_later(text: str, story: str, question: str, numbers: list[str]) -> str | None:
    """An age from another: times an age, years on or back, or between two calendar years."""
    times = _TIMES.search(story)
    if times is not None and re.search(r"\b(?:was|were|when|ago|born|will|be|in)\b", question):
        return None  # "how old was she when I was born?": another time than the one said
    if times is not None and len(numbers) == (1 if times["two"] else 2):
        k = times["k"] or "2"
        ages = [a for a in _ages(story[: times.start()] + " " + story[times.end() :]) if a != k]
        others = [n for n in numbers if n != k] if times["k"] else numbers
        return f"{ages[0]} * {k}" if len(ages) == 1 and others == ages else None
    apart = _YEARS_APART.search(story)
    if apart is not None:
        return _years_apart(story, question, numbers, apart)
    born = _BORN.search(text)
    if born is not None:
        years = [m["z"] for m in _YEAR.finditer(text) if m["z"] != born["y"]]
        asked = re.search(r"\bwill\b|\bwas\b|\bbe\b|\bin\s+\d{4}\b", question)
        if len(numbers) == 2 and len(years) == 1 and asked:
            return f"{years[0]} - {born['y']}"
        return None  # "how old am I?": this year is not said
    ahead, back = _IN_YEARS.search(text), _AGO.search(text)
    if len(numbers) != 2 or (ahead is None) == (back is None):
        return None
    shift = ahead or back
    assert shift is not None
    ages = [a for a in _ages(text[: shift.start()] + " " + text[shift.end() :]) if a != shift["n"]]
    if len(ages) != 1 or shift["n"] == ages[0]:
        return None
    asked_ahead = shift.start() >= len(story)  # "how old will I be in 5 years?"
    if asked_ahead and ahead is not None and re.search(r"\bwill\b", question):
        return f"{ages[0]} + {ahead['n']}"  # "I'm 34. How old will I be in 5 years?"
    if not _NOW.search(question) and not re.search(r"\b(?:is|am|are)\b", question):
        return None
    if ahead is not None and re.search(r"\bwill\s+be\b", story):
        return f"{ages[0]} - {ahead['n']}"  # "in 3 years she will be 12: how old now?"
    if back is not None and re.search(r"\bwas\b|\bwere\b", story):
        return f"{ages[0]} + {back['n']}"  # "5 years ago I was 30: how old am I now?"
    return None
