"""Word problems read by the role each number plays: income or outgo, a list, a rate, a target.

`word_problems` reads one-operation stories; the stories here need to know what a number is FOR
before they can be added: "sold 313 hoodies at $45 each. Total costs were $7,350. What's our
profit?" adds the sales and subtracts the costs, where a plain sum of every number is wrong.
Each reading names the roles it needs by a small lexicon (income: sold, earned, takings; outgo:
spent, used, cost, paid; a rate: "an hour", "1 EUR = 1.1 USD"), and answers None whenever a
number's role is unclear or two roles could fit, so that the caller refuses rather than guesses.
`mixed_roles` lets the plain sum of `word_problems` refuse the stories it would misread.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentschool.agent.age_stories import age_story
from agentschool.agent.arithmetic import NUMBER, plain_wording
from agentschool.agent.basket import basket_total
from agentschool.agent.budget_stories import budget_left, instalment, more_needed, still_to_pay
from agentschool.agent.change_due import AMOUNT_END, change_due
from agentschool.agent.headcount import PEOPLE, others_counted, people_count
from agentschool.agent.meter_readings import meter_cost, odometer_claim
from agentschool.agent.overtime_pay import HOURLY as _HOURLY
from agentschool.agent.overtime_pay import HOURS as _HOURS
from agentschool.agent.overtime_pay import MULTIPLIER as _MULTIPLIER
from agentschool.agent.overtime_pay import MULTIPLIERS as _MULTIPLIERS
from agentschool.agent.overtime_pay import OVERTIME_HOURS as _OVERTIME_HOURS
from agentschool.agent.overtime_pay import TIMES_SAID, hours_pay, overtime_after
from agentschool.agent.owed_shares import halves
from agentschool.agent.portions import portions
from agentschool.agent.share_stories import share_of
from agentschool.agent.shop_deals import deal_total
from agentschool.agent.story_extras import (
    area_cost,
    each_of_total,
    fixed_plus_rate,
    price_difference,
    rate_for_count,
    ratio_part,
    rest_in_parts,
    shifts_pay,
)
from agentschool.agent.units import singular
from agentschool.tools.calculator import evaluate

__all__ = ["ORDER_READINGS", "READINGS", "TASK_READINGS", "mixed_roles", "role_readings"]

_N = NUMBER
_INCOME = re.compile(
    r"\b(?:sold|sell|sells|selling|earned|earn|earns|made|received|takings|took\s+in|took(?=\s+\d)|revenue|"
    r"sales|income|raised|paid\s+(?:me|us)|(?:through|in)\s+the\s+till)\b"
)
_OUTGO = re.compile(
    r"\b(?:spen[dt]|spends|spending|used|uses|paid|pay|pays|costs?|costing|bought|buy|gave|"
    r"expenses?|outgoings|rent|fees?|bills?)\b"
)
_EACH = r"(?:each|apiece|a\s+piece|per\s+(?:item|piece|unit|one|ticket|head))"
_RATE = re.compile(
    rf"(?<![\w.]){_N}\s*(?:/\s*|(?:an?|per|each|every)\s+)(?:hour|hr|night|day|week|month|year)s?\b|"
    r"\b1\s+[a-z]{1,5}\s*=|="
)
"""A number that is a rate or a conversion ("14 an hour", "$39/hour", "1 EUR = 1.1 USD")."""


def _numbers(text: str) -> list[str]:
    """The numbers of `text`, not ordinals ("the 4th test")."""
    return [m[0] for m in re.finditer(rf"(?<![\w.]){_N}(?!st\b|nd\b|rd\b|th\b)", text)]


def _split(text: str) -> tuple[str, str]:
    """The story and its question ("... what's our profit"): cut at the last question word."""
    starts = [m.start() for m in re.finditer(r"\b(?:how|what|what's|whats)\b", text)]
    if starts:
        return text[: starts[-1]], text[starts[-1] :]
    short = re.search(r"(?<=[.,;:!?-])\s*(?:[a-z]+\s*){1,3}$", text)  # "... Sunday. total pay"
    return (text[: short.start()], text[short.start() :].strip()) if short else (text, "")


def mixed_roles(text: str) -> bool:
    """Whether the numbers of a story play roles a plain sum must not add up.

    Money in and money out ("sold ... costs were ..."), or a rate or a conversion among the
    amounts ("€196 a night for 7 nights", "1 EUR = 1.1 USD"): summing them is wrong.
    """
    story = _split(text)[0] or text
    return bool(_INCOME.search(story) and _OUTGO.search(story)) or _RATE.search(text) is not None


_CLAUSES = re.compile(r"[.;,]\s+|\s+(?:and|but|while|then)\s+")
_PRICED = re.compile(rf"(?<![\w.])(?P<n>\d+)\b.*?(?<![\w.])(?P<x>{_N})\s+{_EACH}\b")
_PROFIT = re.compile(
    r"\b(?:profit|net|loss)\b|\bhow\s+much\s+(?:did|have|do|will)\s+(?:we|i)\s+(?:save|saved)\b|\b(?:how\s+much|what)\s+(?:did|have|do|will)\s+(?:we|i|you|they|he|she)\s+"
    r"(?:make|made|clear|cleared)\b(?:\s+(?:after|once|minus|less)\s+(?:the\s+)?"
    r"(?:costs|expenses|outgoings))?"
)


def _clause_value(clause: str) -> str | None:
    """The amount a clause states: its one number, or a count at a price each."""
    numbers = _numbers(clause)
    priced = _PRICED.search(clause)
    if priced is not None and len(numbers) == 2:
        return f"{priced['n']} * {priced['x']}"
    if re.search(r"\b(?:each|per|apiece|a\s+piece|every)\b", clause):
        return None  # "each costing us $20 to make": a cost per item, not the costs
    return numbers[0] if len(numbers) == 1 else None


_SHARED_ROLE = re.compile(rf"\s*{_N}(?:\s+(?:for|on|in|to|at|from|towards)\b|\s*$)")
"""A clause that is only an amount and what it was for ("and 60 for the pitch", not "3 hours")."""


def _profit(text: str, numbers: list[str], task: str) -> str | None:
    """Income minus costs: "sold 313 hoodies at $45 each. Total costs were $7,350. Profit?".

    A clause that starts with its number shares the role of the clause before it ("I paid £150
    for stock and £60 for the pitch"). A loss asked alone is the costs minus the income.
    """
    story = _split(text)[0]
    question = _split(task.lower().rstrip(" ?.!"))[1]  # plain wording drops a last "make"
    if not _PROFIT.search(question) or _numbers(plain_wording(question)) or _RATE.search(text):
        return None
    if re.search(r"\bpercent|%", question):  # "profit in percent" asks a ratio, not the money
        return None
    income: list[str] = []
    outgo: list[str] = []
    role: list[str] | None = None
    for clause in _CLAUSES.split(story):
        if not _numbers(clause):
            continue
        gain = _INCOME.search(clause)
        loss = _OUTGO.search(re.sub(r"\bpaid\s+(?:me|us)\b", "", clause))  # "paid me": income
        value = _clause_value(clause)
        if value is None:
            return None
        if not gain and not loss and role is not None and _SHARED_ROLE.match(clause):
            role.append(value)  # "... and 60 for the pitch": the verb before is shared
            continue
        if bool(gain) == bool(loss):
            return None  # a number whose role the lexicon cannot tell
        role = income if gain else outgo
        role.append(value)
    if not income or not outgo:
        return None
    if re.search(r"\bloss\b", question) and not re.search(r"\bprofit\b", question):
        lost = f"{' + '.join(outgo)} - {' - '.join(income)}"
        return lost if evaluate(lost) >= 0 else None  # a "loss" that is a gain: unclear
    return f"{' + '.join(income)} - {' - '.join(outgo)}"


_SHARED = re.compile(r"\b(?:split|splitting|shared?|sharing|between|among|divided?)\b")
_EACH_ASKED = re.compile(r"\b(?:each|per\s+person|a\s+head|share)\b")
_SPLIT_ORDER = re.compile(r"\s*(?:please\s+)?(?:split|divide)\b")
"""A split asked by an order: each share is what it asks."""
_EACH_PERSON = re.compile(r"\b(?:each\s+(?:person|of\s+us|one\s+of\s+us)|per\s+person|a\s+head)\b")
_MONEY = re.compile(rf"[$£€¥₹]\s?{_N}|(?<![\w.]){_N}\s*(?:pounds|dollars|euros|quid|bucks)\b")


def _bare_amounts(text: str, count: str) -> bool:
    """Whether every number but the people's count names nothing after it ("fuel 65, tolls 18")."""
    for match in re.finditer(rf"(?<![\w.]){_N}(?![\w.])", text):
        if match[0] != count and not AMOUNT_END.match(text, match.end()):
            return False  # "480 flights": a count of flights, or an amount?
    return True


_TAKEN_OFF = re.compile(
    rf"\b(?:less|minus|take\s+off|taking\s+off|deduct(?:ing)?)\s+(?:the\s+)?{_N}"
)


def _sum_split(text: str, numbers: list[str], task: str) -> str | None:
    """Amounts of money added, then shared: "airbnb was €433, car €223. split 4 ways, each?"."""
    people = PEOPLE.search(text)
    story, question = _split(text)
    shared = _SHARED.search(text) or _EACH_PERSON.search(question)  # "5 of us, each person pays?"
    ordered = not question and _SPLIT_ORDER.match(text)  # "split the bills 4 ways: wifi €42, ..."
    if people is None or not shared or not (ordered or _EACH_ASKED.search(question)):
        return None
    if others_counted(text, people.start()) or _RATE.search(text) or "%" in text:
        return None  # "split with 2 friends": 3 shares, or more
    if re.search(r"\b(?:total|altogether|in\s+all)\b", question) or _EACH_ASKED.search(story):
        return None  # "$1200 split 3 ways plus $90 utilities each": one amount is already each
    if re.search(
        r"\b(?:the\s+rest|remainder|what'?s\s+left|chip(?:s|ped|ping)?\s+in|"
        r"pitch(?:es|ed)?\s+in|contribut\w+|cover(?:s|ed|ing))\b",
        text,
    ):
        return None  # "the boss chips in £20 and 7 of us pay the rest": a part off, not added
    if _INCOME.search(story) or _TAKEN_OFF.search(text):
        return None  # "took £397 at the market, pitch was £20", "R10,125 paid, less R4,733.85":
        # takings less costs, or an amount taken off: not a sum
    amounts = [n for n in numbers if n != people_count(people)]
    if len(amounts) < 2 or len(amounts) != len(numbers) - 1:
        return None
    if _PRICED.search(text):
        return None  # a count at a price each: not an amount
    if len(_MONEY.findall(task)) != len(amounts) and not _bare_amounts(text, people_count(people)):
        return None  # every amount must be money, or stand alone ("petrol 65 and tolls 18")
    return f"({' + '.join(amounts)}) / {people_count(people)}"


_LIST = re.compile(rf"(?<![\w.]){_N}(?:\s*,\s*(?:and\s+)?{_N}|\s+(?:and\s+)?{_N}(?!\w|\.\d))+")
_MEAN_ONLY = re.compile(
    r"(?:what(?:'s|s|\s+is|\s+was)?\s+(?:the|my|our)\s+(?:daily|weekly|monthly|yearly|nightly)?\s*)?"
    r"(?:average|mean)(?:\s+[a-z]+){0,2}?"
    rf"(?:\s+(?P<of>of\s+(?:[a-z']+\s+){{0,5}}?{_N}.*))?"
)
"""The question asks the mean, nothing more ("what's the average bill?", "... of my bills a, b")."""


def _list_mean(text: str, numbers: list[str]) -> str | None:
    """The mean of a list told before the question: "the last 4 shops were a, b, c and d"."""
    question = _split(text)[1] or text  # plain wording drops a leading "what's the"
    asked_at = len(text) - len(question)
    question, places = _round_said(question.rstrip(" ?.!"))
    text = text[:asked_at] + question  # "..., rounded to 1 decimal place": no number of the story
    lists = list(_LIST.finditer(text))
    asked = _MEAN_ONLY.fullmatch(question)
    if len(lists) != 1 or asked is None or _RATE.search(text):
        return None
    listed = lists[0]
    if listed.start() >= asked_at and not asked["of"]:
        return None  # a list in the question must follow "what's the average of"
    items = _numbers(listed[0])
    others = _numbers(text[: listed.start()] + " " + text[listed.end() :])
    if any(float(n) != len(items) for n in others):
        return None  # "the last 6 months were a, b and c": not the mean of those three
    mean = f"({' + '.join(items)}) / {len(items)}"
    return mean if places is None else f"round({mean}, {places})" if places else f"round({mean})"


_ROUND_SAID = re.compile(
    r"[,.?]?\s*(?:rounded|round(?:ing)?(?:\s+(?:it|that))?)\s+(?:off\s+)?to\s+(?:the\s+)?"
    r"(?:nearest\s+(?P<unit>"
    r"whole(?:\s+[a-z]+)?|integer|penny|cent|pence|tenth|hundredth)|(?P<d>\d+)\s+"
    r"(?:decimal\s+places?|dp|decimals?))$"
)


def _round_said(question: str) -> tuple[str, int | None]:
    """A question without its closing "rounded to the nearest whole X", and the places asked."""
    said = _ROUND_SAID.search(question)
    if said is None:
        return question, None
    unit = said["unit"] or ""
    places = int(said["d"]) if said["d"] else 0 if unit.startswith("whole") else None
    places = places if places is not None else _PLACES.get(unit, 0)
    return question[: said.start()], places


_TARGET = re.compile(
    rf"\baverage\s+(?:of\s+)?(?P<a>{_N})\s+(?:across|over|in|for|from)\s+(?P<k>\d+)\s+[a-z]+|"
    rf"\b(?:average|averaging)\s+(?:of\s+)?(?P<a2>{_N})\s+after\s+(?P<k2>\d+)\s+[a-z]+|"
    rf"(?<![\w.])(?P<a3>{_N})\s+average\s+(?:across|over|in|for|from)\s+(?P<k3>\d+)\s+[a-z]+"
)
_LAST_ASKED = re.compile(
    r"\b(?:need|get|score|make)\b.*\b(?:last|final|next|remaining)\s+(?:one|[a-z]+)\b"
)


_SO_FAR = re.compile(
    rf"\baverage\s+(?:after|over|across|for|of|from)\s+(?:the\s+|my\s+)?(?:first\s+)?(?P<k>\d+)\s+"
    rf"[a-z]+\s+(?:is|was|has\s+been)\s+(?P<cur>{_N})\b"
)
_WANTED = re.compile(rf"\b(?:an?\s+)?average\s+(?:of\s+)?(?P<t>{_N})\b")


def _average_raised(text: str, numbers: list[str]) -> str | None:
    """The next mark that moves an average: "my average after 3 tests is 78 ... average of 80"."""
    current = _SO_FAR.search(text)
    wanted = _WANTED.search(text, current.end()) if current else None
    if current is None or wanted is None or len(_numbers(text)) != 3 or "%" in text:
        return None
    if not re.search(r"\b(?:need|get|score)\b.*\b(?:next|last|final|\d+(?:st|nd|rd|th))\b", text):
        return None
    k = int(current["k"])
    ordinal = re.search(r"\b(?P<n>\d+)(?:st|nd|rd|th)\b", text)
    if ordinal is not None and int(ordinal["n"]) != k + 1:
        return None  # "what do I need on the 6th test" after 3: tests between are not said
    return f"{wanted['t']} * {k + 1} - {current['cur']} * {k}"


def _average_needed(text: str, numbers: list[str]) -> str | None:
    """The last mark that makes an average: "an average of 80 across 4 exams. I've got 77, 76"."""
    text = re.sub(r"\b(last|final|next|remaining)\s+1\b", r"\1 one", text)  # "the last one"
    target = _TARGET.search(text)
    story, question = _split(text)
    told_after = re.search(
        r"\b(?:if|since|as|when|and)\s+(?:i|we|you|he|she)\s+(?:got|scored|have|had)\b", question
    )
    if told_after is not None:  # "what do I need on the 4th if I got 74, 81, 92"
        story, question = (
            story + " " + question[told_after.start() :],
            question[: told_after.start()],
        )
    if target is None or _numbers(question):
        return None
    average = target["a"] or target["a2"] or target["a3"]
    count = int(target["k"] or target["k2"] or target["k3"])
    ordinal = re.search(r"\b(?:need|get|score|make)\b.*\b(?P<n>\d+)(?:st|nd|rd|th)\b", question)
    if not (_LAST_ASKED.search(question) or (ordinal and int(ordinal["n"]) == count)):
        return None
    rest = story[: target.start()] + " " + story[target.end() :]
    told = re.search(r"\b(?:first|last|previous)\s+(?P<n>\d+)\b", rest)
    if told is not None:
        if int(told["n"]) != count - 1:
            return None
        rest = rest[: told.start()] + rest[told.end() :]
    scores = _numbers(rest)
    if len(scores) != count - 1 or _RATE.search(text) or "%" in text:
        return None
    return f"{average} * {count} - {' - '.join(scores)}"


_PAY_ASKED = re.compile(r"\b(?:pay|pays|paid|earn|earned|wages?|salary|gross|get|make)\b")


def _overtime(text: str, numbers: list[str]) -> str | None:
    """Hours at a rate, plus overtime at a multiple: "$39/hour, 40 hours, 11 at time and a half"."""
    rate, extra = _HOURLY.search(text), _OVERTIME_HOURS.search(text)
    multiple = _MULTIPLIER.findall(text)
    if rate is None or extra is None or len(set(multiple)) != 1 or len(numbers) != 3:
        return None
    rest = text[: extra.start()] + " " + text[extra.end() :]
    hours = [m["h"] for m in _HOURS.finditer(rest)]
    if len(hours) != 1 or not _PAY_ASKED.search(text):
        return None
    if re.search(r"\b(?:includ\w*|of\s+which|in\s+total|total|out\s+of)\b", _split(text)[0]):
        return None  # "45 hours including 5 overtime hours": the regular hours are not 45
    r, factor = rate["r"], _MULTIPLIERS[multiple[0]]
    return f"{r} * {hours[0]} + {r} * {factor} * {extra['o']}"


_TIMES_RATE = re.compile(
    rf"(?<![\w.])(?P<f>{_N})\s*(?:x|times)\s+(?:the\s+|my\s+)?(?:normal|regular|usual|base|basic|"
    r"standard|hourly)\s+(?:hourly\s+)?(?:rate|pay|wage)\b"
)


def _overtime_only(text: str, numbers: list[str]) -> str | None:
    """Overtime hours alone, paid at a multiple of the rate, with no regular hours said.

    "$23 an hour, overtime at 1.5 times the normal rate: what do I get for 6 hours of overtime?"
    """
    rate, extra = _HOURLY.search(text), _OVERTIME_HOURS.search(text)
    named, times = _MULTIPLIER.findall(text), list(_TIMES_RATE.finditer(text))
    if rate is None or extra is None or len(named) + len(times) != 1:
        return None
    if len(numbers) != 2 + len(times):
        return None
    rest = text[: extra.start()] + " " + text[extra.end() :]
    asked = _split(text)[1]
    if _HOURS.search(rest) or not re.search(r"\b(?:get|earn|paid|pay|make|worth)\b", asked):
        return None  # regular hours said too (read by `_overtime`), or not asking the pay
    factor = times[0]["f"] if times else _MULTIPLIERS[named[0]]
    return f"{rate['r']} * {factor} * {extra['o']}"


_EACH_WAY = re.compile(rf"(?<![\w.])(?P<x>{_N})\s+(?:each|per|a)\s+way\b")
_BOTH_WAYS = re.compile(r"\bthere\s+and\s+back\b|\breturn\s+(?:trip|journey)s?\b|\bboth\s+ways\b")
_TRIPS = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+(?:appointments?|trips?|visits?|times|days|journeys|sessions|"
    r"lessons|shifts)\b"
)


def _each_way(text: str, numbers: list[str]) -> str | None:
    """A fare each way, there and back, times the trips: "£12 each way, 5 appointments"."""
    fare, trips = _EACH_WAY.search(text), list(_TRIPS.finditer(text))
    if fare is None or len(trips) != 1 or len(numbers) != 2 or not _BOTH_WAYS.search(text):
        return None
    if not _TOTAL_ASKED.search(_split(text)[1]) or _RATE.search(text):
        return None
    return f"{fare['x']} * 2 * {trips[0]['n']}"


_PRICE_SUM_ASKED = re.compile(
    r"\bhow\s+much\b|\bcost\b|\bcome\s+to\b|\btotal\b|\baltogether\b|\bin\s+all\b"
)
_ITEM = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s+(?:[a-z'-]+\s+){{1,3}}?(?:at|for|@)\s*(?P<x>{_N})\s+{_EACH}\b"
)


def _priced_sum(text: str, numbers: list[str], task: str) -> str | None:
    """Counts at a price each, added: "4 tins of tomatoes at 1.79 each and 3 bags at 0.57 each"."""
    items = list(_ITEM.finditer(text))
    asked = _PRICE_SUM_ASKED.search(text) or _PRICE_SUM_ASKED.search(task.lower())
    if len(items) < 2 or len(numbers) != 2 * len(items) or not asked:
        return None
    if re.search(r"\b(?:change|left|each\s+(?:person|of\s+us)|split|share|per\s+person)\b", text):
        return None
    return " + ".join(f"{m['n']} * {m['x']}" for m in items)


_PER_THING = re.compile(rf"(?<![\w.])(?P<x>{_N})\s+(?:per|an?|for\s+each)\s+(?P<unit>[a-z]+)\b")
_COUNT_END = re.compile(r"\s*(?:$|[,.;]|(?:on|in|at|this|last|yesterday|today)\b)")
_HELD = re.compile(r"\b(?:have|has|had|got|saved)\s+$")
"""An amount held ("I already have 120"), not one more count of the rate's thing."""
_TOTAL_ASKED = re.compile(
    r"\b(?:how\s+much|total|altogether|in\s+all|combined)\b|\bwhat\s+(?:did|do|will)\s+\w+\s+"
    r"(?:earn|owe|pay|make)\b"
)


def _rate_counts(text: str, numbers: list[str]) -> str | None:
    """A price per thing, then counts of it: "£3 per chore. Emma did 9 chores and Mia did 11"."""
    rate = _PER_THING.search(text)
    story, question = _split(text)
    if rate is None or not _TOTAL_ASKED.search(question) or _numbers(question):
        return None
    if "%" in text or "=" in text or re.search(r"\b(?:each|apiece|left|change|overtime)\b", text):
        return None  # "... plus 8 hours overtime": those hours are paid at another rate
    if _MULTIPLIER.search(text) or TIMES_SAID.search(text):
        return None  # "double time after 8 hours": the hours past it are paid at another rate
    unit = singular(rate["unit"])
    counts: list[str] = []
    for match in re.finditer(rf"(?<![\w.])(?P<n>{_N})\b", story):
        if match.start() == rate.start():
            continue
        after = story[match.end() :]
        named = re.match(r"\s+(?P<w>[a-z]+)", after)
        if named and singular(named["w"]) == unit:
            counts.append(match["n"])
        elif counts and _COUNT_END.match(after) and not _HELD.search(story, 0, match.start()):
            counts.append(match["n"])  # "... and Mia did 11": the same thing, counted
        else:
            return None  # a number of something else
    if len(counts) < 2 or len(counts) != len(numbers) - 1:
        return None
    return f"{rate['x']} * ({' + '.join(counts)})"


_GROUPED = re.compile(
    r"(?<![\w.])(?P<n>\d+)\s+(?:[a-z]+\s+){1,2}?(?:cut\s+into|of|with|containing|holding)\s+"
    r"(?P<m>\d+)\s+(?P<item>[a-z]+)\b(?:\s+(?:in\s+)?each)?"
)
_SHARERS = re.compile(
    r"(?<![\w.])(?P<k>\d+)\s+(?:kids|children|people|friends|guests|students|players|"
    r"colleagues|of\s+us|adults|persons|teams|tables)\b"
)
_ITEM_EACH = re.compile(r"\bhow\s+many\s+(?P<item>[a-z]+)\b.*\b(?:each|per|apiece)\b")


def _groups_shared(text: str, numbers: list[str]) -> str | None:
    """Groups of a size, shared: "4 pizzas cut into 10 slices each, 10 kids share them: each?"."""
    groups, sharers = _GROUPED.search(text), _SHARERS.search(text)
    asked = _ITEM_EACH.search(_split(text)[1])
    if groups is None or sharers is None or asked is None or len(numbers) != 3:
        return None
    if singular(asked["item"]) != singular(groups["item"]) or not _SHARED.search(text):
        return None
    if others_counted(text, sharers.start()) or sharers.start() < groups.end():
        return None
    return f"{groups['n']} * {groups['m']} / {sharers['k']}"


_HOURS_AT = re.compile(
    rf"(?<![\w.])(?P<h>{_N})\s+hours?\b(?:\s+[a-z-]+){{0,3}}?\s+(?:at|@)\s*(?P<r>{_N})\s*"
    rf"(?:/\s*|an?\s+|per\s+)(?:hour|hr)\b\s*,?\s*(?:plus|and|\+)\s+(?:an?\s+)?(?P<f>{_N})\b"
)


def _hours_plus(text: str, numbers: list[str]) -> str | None:
    """Hours at a rate plus a fixed amount: "4.5 hours at $65/hour plus $93 travel expenses"."""
    match = _HOURS_AT.search(text)
    if match is None or len(numbers) != 3 or re.search(r"%|=|\bovertime\b|\beach\b", text):
        return None
    return f"{match['h']} * {match['r']} + {match['f']}"


_SAVING = re.compile(
    rf"(?<![\w.])(?P<x>{_N})\s+(?:[a-z]+\s+){{0,3}}?(?:a|an|per|each|every)\s+"
    r"(?P<u>day|week|month|year)\b"
)
_PERIODS_ASKED = re.compile(r"\bhow\s+many\s+(?:more\s+)?(?P<u>days|weeks|months|years)\b")
_SAVE = re.compile(
    r"\b(?:save|saving|saves|put\s+aside|put\s+away|afford|buy|have|"
    r"to\s+(?:read|do|finish|clear|write|mark|answer|sort|pack|knit|sew|walk|run|cycle))\b"
)
"""A goal to reach ("save for", "have 480 pages", "480 pages to read"), not any amount."""


_SAVED_SO_FAR = re.compile(
    rf"\b(?:already\s+(?:saved|have|got|put\s+(?:aside|away))|have\s+saved|saved\s+up)\s+(?P<s>{_N})\b|"
    rf"(?<![\w.])(?P<s2>{_N})\s+(?:already\s+)?saved\b"
)


def _periods_to_save(text: str, numbers: list[str]) -> str | None:
    """How many weeks an amount a week takes to reach a goal: "£4.50 a week, a game at £58.50".

    Money already saved counts towards the goal: "I've already saved $148 and it's $814".
    """
    rate, asked = _SAVING.search(text), _PERIODS_ASKED.search(text)
    if rate is None or asked is None or singular(asked["u"]) != rate["u"]:
        return None
    saved = _SAVED_SO_FAR.search(text) if len(numbers) == 3 else None
    so_far = (saved["s"] or saved["s2"]) if saved else None
    others = list(numbers)
    for known in (rate["x"], so_far):
        if known is not None and known in others:
            others.remove(known)
    if len(others) != 1 or len(numbers) != (3 if so_far else 2):
        return None
    if not _SAVE.search(text) or re.search(r"%|\binterest\b", text):
        return None
    if re.search(r"\b(?:but|except|skip|skips|skipping|miss|misses|missing)\b", text):
        return None  # "25 a day but I skip weekends": not every period counts
    if not so_far and re.search(r"\balready\b|\bhave\s+saved\b", text):
        return None
    goal = f"({others[0]} - {so_far})" if so_far else others[0]
    periods = evaluate(goal) / float(rate["x"]) if float(rate["x"]) else 0.5
    if not periods.is_integer() or periods <= 0:
        return None  # a part period: whether to round it up is a judgement
    return f"{goal} / {rate['x']}"


_ROUND_IT = re.compile(
    r"\bround\s+(?:it|that|this|the\s+(?:total|bill|amount|figure|number))\s+"
    r"to\s+(?:the\s+)?(?:nearest\s+(?P<unit>pound|dollar|euro|whole\s+(?:number|pound|dollar|"
    r"euro)|integer|unit|one|penny|cent|pence|tenth|hundredth|ten|hundred|thousand)|"
    r"(?P<d>\d+)\s+(?:decimal\s+places?|dp|decimals?))\b"
)
_PLACES = {"penny": 2, "cent": 2, "pence": 2, "hundredth": 2, "tenth": 1}
_PLACES |= {"ten": -1, "hundred": -2, "thousand": -3}


def _rounded(task: str) -> str | None:
    """An amount said, then "round it to the nearest pound": `round` of that amount."""
    lowered = task.lower()
    asked = _ROUND_IT.search(lowered)
    if asked is None:
        return None
    before, after = (
        _numbers(plain_wording(task[: asked.start()])),
        _numbers(plain_wording(task[asked.end() :])),
    )  # "the shopping came to £248.93, round it", "round that ..., the total was 129.51"
    amounts = before + after
    if len(amounts) != 1:
        return None
    places = asked["d"] or _PLACES.get(asked["unit"] or "")
    return f"round({amounts[0]}, {places})" if places else f"round({amounts[0]})"


READINGS: tuple[Callable[[str, list[str]], str | None], ...] = (
    _list_mean,
    _average_needed,
    _average_raised,
    _overtime,
    _overtime_only,
    _each_way,
    _rate_counts,
    _groups_shared,
    _hours_plus,
    _periods_to_save,
    budget_left,
    instalment,
    still_to_pay,
    more_needed,
    halves,
    age_story,
    share_of,
    overtime_after,
    portions,
    hours_pay,
    rest_in_parts,
    area_cost,
    ratio_part,
    shifts_pay,
    odometer_claim,
)
"""Readings of a story that asks a question, by the roles of its numbers."""
TASK_READINGS: tuple[Callable[[str, list[str], str], str | None], ...] = (
    meter_cost,
    _profit,
    change_due,
    _sum_split,
    _priced_sum,
    deal_total,
    basket_total,
    price_difference,
    fixed_plus_rate,
    rate_for_count,
    each_of_total,
)
"""Readings that also need the task as written (which numbers were money)."""
ORDER_READINGS: tuple[Callable[[str], str | None], ...] = (_rounded,)
"""Readings of a task that asks without a question word ("..., round it to the nearest pound")."""


def role_readings(task: str, text: str, numbers: list[str]) -> list[str]:
    """The expressions every role reading finds for a story (`text` is its plain wording)."""
    found = [e for reading in READINGS if (e := reading(text, numbers)) is not None]
    return found + [
        e for reading in TASK_READINGS if (e := reading(text, numbers, task)) is not None
    ]
