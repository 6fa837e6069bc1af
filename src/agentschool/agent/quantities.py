"""Word problems read by their units: "$20.25 an hour and 45 hours a week: what's my weekly pay?".

Every number of a story is a quantity with a unit: "42 markers", "$2,700 a month" (money per
month), "4% per year" (a percent per year). The question names the unit it wants: "how many
grams", "what's my weekly pay" (money per week), "in miles per hour", "how much per apple". The
answer multiplies the story's quantities, each by itself or by its inverse, so that their units
give the unit asked, after the conversions a person makes without saying them (12 months a year,
60 minutes an hour, 12 in a dozen, a percent is a hundredth). No vocabulary of stories is needed:
"how many markers are in 10 boxes if one box holds 42" and "how many grams of pasta for 7 people
if a recipe for 2 needs 110 g" are the same reading.

Sums and changes are read from the same quantities: amounts of one kind asked "in total" add up
after conversion ("5 hours 50 minutes and 9 hours 40 minutes: how many minutes in total?"), a start
moves by what is deposited, spent, dropped ("-$12.70, then I deposit $261: my balance now?"), a
goal less what is there ("costs $24,850 and I've saved $17,287: how much more do I need?"), and an
amount going from one value to another, asked as a percent.

`story_units` answers None unless the readings that fit agree on one value: a guess is never made.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from fractions import Fraction

from agentschool.agent.amount_readings import (
    NEED_MORE,
    SCALE_ASIDE,
    average,
    budget_left,
    need_more,
    percent_change,
    periods_to_goal,
    saving_rate,
    score_needed,
)
from agentschool.agent.answer_rounding import asked_rounding, rounds_down, rounds_up, to_whole
from agentschool.agent.asked_units import MONEY_ASKED, asked_unit
from agentschool.agent.balances import OUTGOING, STATE, balance
from agentschool.agent.implied_units import (
    frequency,
    packed,
    per_day_said,
    per_period,
    period_counted,
    shared,
    shared_by,
)
from agentschool.agent.quantity_reader import Quantity, read_quantities
from agentschool.agent.story_guards import sold_in
from agentschool.agent.unit_wording import PARTS, SAVING_ASKED, SAVING_TOLD, unit_wording
from agentschool.agent.units import (
    CURRENCIES,
    TIMES,
    Unit,
    convert,
    times_squared,
    unit_of,
)
from agentschool.exceptions import ToolError
from agentschool.tools.calculator import evaluate

__all__ = ["asks", "held_apart", "story_units", "value_key"]

_QUESTION = re.compile(
    r"\b(?:how|what|what's|whats|by\s+what|compute|calculate|work\s+out|figure\s+out|convert|"
    r"(?:add|total|tot|sum|tally)\s+(?:it\s+|them\s+|these\s+)?up)\b|"
    r"(?:(?<=[-–—:,.] )|(?<=[-–—:,.]))(?:the\s+|my\s+|[a-z']+\s+){0,2}"
    r"(?:average|mean|avg|cost|price|total|bill|share|allowance|budget|profit)\b"
    r"(?=[^.!?]*\?\s*$)|"
    r"^(?:the\s+|my\s+|[a-z']+\s+){0,2}(?:cost|price|total|bill|share)\b(?=[^.!?]*\?\s+\S)|"
    r"=\s*\?\s*$|"
    r"(?:(?<=[-–—:,.] )|^)(?:[a-z]+\s+)?(?:remaining|left)\s*\?\s*$"
)
"""Where the question starts; an imperative asks too ("Please compute the invoice: ..."), and so
does a last word or two with a question mark ("... petrol $1.71/L. cost of fuel?"), and "= ?"."""


def _render(numbers: list[tuple[str, int]], factor: Fraction) -> str:
    above = [
        n if not n.startswith("-") or i == 0 else f"({n})"
        for i, (n, p) in enumerate(numbers)
        if p > 0
    ]
    below = [n if not n.startswith("-") else f"({n})" for n, p in numbers if p < 0 and n != "1"]
    text = " * ".join(above) if above else "1"
    if below:
        text += " / " + " / ".join(below)
    if factor.denominator != 1:
        text += f" / {factor.denominator}"
    if factor.numerator != 1:
        text += f" * {factor.numerator}"
    return text


def _products(story: list[Quantity], asked: list[Quantity], want: Unit) -> dict[Fraction, str]:
    """Every product of all the quantities (each to the power 1 or -1) that has the unit asked."""
    quantities = [*story, *asked]
    if any(q.unit in ((), (("percent", 1),)) for q in quantities):
        return {}  # "7 of them", "20% off": a count or a share, not a unit to multiply by
    rates = [q.unit for q in quantities if any(p < 0 for _, p in q.unit)]
    if len(rates) != len(set(rates)):
        return {}  # "$50 a month for 6 months, then $80 a month for 3": a sum of products
    fits: dict[Fraction, tuple[bool, str]] = {}
    for powers in itertools.product((1, -1), repeat=len(quantities)):
        if _cancels(story, powers) or _price_inverted(quantities, powers, want):
            continue
        if times_squared([q.unit for q in quantities], powers):
            continue
        parts = [
            (name, p * power)
            for q, power in zip(quantities, powers, strict=True)
            for name, p in q.unit
        ]
        factor = convert(unit_of(*parts), want)
        if factor is None:
            continue
        value = factor
        for q, power in zip(quantities, powers, strict=True):
            if q.value == 0 and power < 0:
                break
            value *= q.value**power
        else:
            scales = all(  # "one egg costs 25 cents": a one below is a rate's "per one"
                power == 1 or q.value == 1
                for q, power in zip(asked, powers[len(story) :], strict=True)
            )
            text = _render(
                [(q.number, power) for q, power in zip(quantities, powers, strict=True)], factor
            )
            if value not in fits or scales:
                fits[value] = (scales, text)
    preferred = {v: t for v, (scales, t) in fits.items() if scales}
    chosen = preferred or {v: t for v, (_, t) in fits.items()}
    return chosen


def _price_inverted(quantities: list[Quantity], powers: tuple[int, ...], want: Unit) -> bool:
    """Whether a price (money per thing) divides an amount of money asked ("$7.62 a shirt")."""
    if not any(n in CURRENCIES and p > 0 for n, p in want):
        return False
    return any(
        power < 0
        and any(n in CURRENCIES and p > 0 for n, p in q.unit)
        and any(n not in CURRENCIES and p < 0 for n, p in q.unit)
        for q, power in zip(quantities, powers, strict=True)
    )


def _cancels(story: list[Quantity], powers: tuple[int, ...]) -> bool:
    """Whether two amounts of the story in one unit divide each other ("$44 * $37 / $14").

    A ratio of the story's own amounts is no answer; one scaled by an amount asked is ("for 7
    people", when 2 people need 110 g).
    """
    signs: dict[Unit, set[int]] = {}
    for q, power in zip(story, powers, strict=False):
        signs.setdefault(q.unit, set()).add(power)
    return any(len(found) == 2 for found in signs.values())


_CHANGED = re.compile(r"\b(?:lost|lose|gained|gain|dropped|difference|fewer)\b")
"""A change asked between amounts, which a sum of them never gives."""
_TOTAL = re.compile(
    r"\b(?:in\s+total|total|altogether|all\s+together|in\s+all|all\s+in|combined|sum|add\s+up)\b|"
    r"^=\s*\?\s*$"
)
"""A total asked, or "= ?" after the story."""


def _scale(factor: Fraction) -> str:
    if factor == 1:
        return ""
    return f" * {factor.numerator}" + (
        f" / {factor.denominator}" if factor.denominator != 1 else ""
    )


def _sum(story: list[Quantity], asked: list[Quantity], want: Unit, question: str) -> str | None:
    quantities = [*story, *asked]
    if len(quantities) < 2 or not _TOTAL.search(question) or _CHANGED.search(question):
        return None  # "12 stone 4 pounds, now 11 stone 13: how many pounds have I lost?"
    if any(frequency(q) for q in quantities):
        return None  # "5 days per week" says how often, it is no amount to add
    factors = [convert(q.unit, want) for q in quantities]
    if any(f is None for f in factors):
        return None
    terms = []
    for q, f in zip(quantities, factors, strict=True):
        assert f is not None
        scale = (
            ""
            if f == 1
            else (
                f" * {f.numerator}" if f.denominator == 1 else f" * {f.numerator} / {f.denominator}"
            )
        )
        terms.append(f"{q.number}{scale}")
    return " + ".join(terms)


_ONE_ASKED = re.compile(
    r"\b(?P<ask>(?:what|how\s+much)\s+(?:does|do|did|would|will|is)\s+)(?:1|a\s+single)\s+"
    r"(?=[a-z]+(?:\s+[a-z]+)?\s+(?:cost|costs|come\s+to|sell\s+for|go\s+for)\b)"
)
"""A question "what does 1 can cost?": the price of each, not one more quantity to multiply."""


def _merged(quantities: list[Quantity]) -> list[Quantity]:
    """Counts of one thing added up first: "Emma did 8 chores and Olivia did 10" → (8 + 10)."""
    out: list[Quantity] = []
    for q in quantities:
        same = [i for i, o in enumerate(out) if o.unit == q.unit]
        if len(q.unit) == 1 and q.unit[0][1] == 1 and same:
            o = out[same[0]]
            out[same[0]] = Quantity(
                f"({o.number.strip('()')} + {q.number})", o.unit, o.start, q.end, o.value + q.value
            )
        else:
            out.append(q)
    return out


_TAKEN_OFF = re.compile(
    r"\b(?:off|coupon|voucher|discount\w*|gift\s+card|refund\w*|return\w*|minus|less|(?<!cut\s)back|"
    r"deduct\w*|credit|rebate|sold|saved?|spent|left|float)\b"
)
"""Words of an amount taken away: a sum of the story's amounts would be wrong."""


def _grouped(
    text: str, story: list[Quantity], asked: list[Quantity], want: Unit, question: str
) -> list[str]:
    """Sums of products asked as one amount: "4 tins at 1.79 each and 3 bags at 0.57 each".

    "4.5 hours at $65/hour plus $93 travel", "£3 per chore: Emma did 8 and Olivia 10, altogether?".

    Each group of neighbouring quantities must have the unit asked on its own; every way of
    grouping that fits is a reading (two of them disagreeing is an ambiguity).
    """
    quantities = [*story, *asked]
    if not (_TOTAL.search(question) or MONEY_ASKED.search(question)) or len(quantities) < 2:
        return []
    if STATE.search(question) or NEED_MORE.search(question) or re.search(r"\bchange\b", question):
        return []
    if _TAKEN_OFF.search(text) or re.search(r"\bprofit\b", question):
        return []  # "with a coupon for $80 off", "costs were $7,350: our profit?": not a sum
    readings: list[str] = []
    merged = _merged(quantities)
    listed = len(merged) > 1 and _listed_merge(merged)  # "worked 6, 5 and 4.5 hours at $15/h"
    if len(merged) < len(quantities) and (
        _TOTAL.search(question) or listed or shared(text[: len(text) - len(question)], want)
    ):
        readings.extend(_products(merged, [], want).values())
    for groups in _partitions(quantities, want):
        if any(len(group) > 1 for group, _ in groups):  # a product among the terms
            readings.append(" + ".join(term for _, term in groups))
    return readings


def _listed_merge(merged: list[Quantity]) -> bool:
    """Whether a sum merged three or more amounts ("worked 6, 5.25 and 4.5 hours"): one list."""
    return any(q.number.count(" + ") >= 2 for q in merged)


def _partitions(quantities: list[Quantity], want: Unit) -> list[list[tuple[list[Quantity], str]]]:
    """Every way to cut `quantities` into two or more neighbouring groups each in the unit asked.

    Each group comes with its expression ("313 * 45", "7350").
    """
    found = []
    for cuts in itertools.product((False, True), repeat=len(quantities) - 1):
        if not any(cuts):
            continue
        groups: list[list[Quantity]] = [[quantities[0]]]
        for q, cut in zip(quantities[1:], cuts, strict=True):
            if cut:
                groups.append([q])
            else:
                groups[-1].append(q)
        terms = []
        for group in groups:
            fits = _products(group, [], want) if len(group) > 1 else {}
            if len(group) == 1 and convert(group[0].unit, want) == 1:
                fits = {group[0].value: group[0].number}
            if len(fits) != 1:
                break
            terms.append((group, next(iter(fits.values()))))
        else:
            found.append(terms)
    return found


_INCOMING = re.compile(
    r"\b(?:sold|sells?|selling|sales|earn(?:s|ed)?|made|makes?|took\s+in|revenue|income|"
    r"charged?|received?|raised?)\b"
)


_NET_ASKED = re.compile(
    r"\b(?:profit|net|take[- ]home)\b|"
    r"\b(?:earn\w*|made|make|left|keep|kept|clear\w*|that|it|this)\b[^.?!]*?\bafter\s+"
    r"(?:(?:paying|buying)\s+(?:for\s+)?)?(?:the\s+|my\s+|all\s+)?(?P<cost>(?!tax\b|that\b|it\b)[a-z]+)"
)
"""A question of what comes in less what goes out: "profit?", "how much i earned after petrol?"."""
_LESS = re.compile(r"\b(?:less|minus|take\s+off|deduct(?:ing)?)\b")
"""An amount taken off those listed before it ("..., less £191.69 for the hall")."""
_FUEL = ("gas", "petrol", "fuel", "diesel", "gasoline")
_COSTS = ("costs", "cost", "expenses", "fees", "bills", "everything", "spending")
_CLAUSE_END = re.compile(r"(?<!\d)[,.](?!\d)|[;!?]|\b(?:and|but|then|plus)\b")


def _clause(text: str, group: list[Quantity]) -> str:
    """The clause of `text` a group of quantities stands in ("put 39.05 usd in gas")."""
    starts = [m.end() for m in _CLAUSE_END.finditer(text, 0, group[0].start)]
    end = _CLAUSE_END.search(text, group[-1].end)
    return text[starts[-1] if starts else 0 : end.start() if end else len(text)]


def _goes_out(clause: str, cost: str) -> bool:
    """Whether a clause tells the cost the question takes off ("after petrol", "after costs")."""
    if cost in _COSTS:
        return OUTGOING.search(clause) is not None
    names = _FUEL if cost in _FUEL else (cost.removesuffix("s"),)
    return any(re.search(rf"\b{name}", clause) for name in names)


def _profit(text: str, quantities: list[Quantity], question: str, want: Unit | None) -> str | None:
    """What comes in less what goes out: "sold 313 hoodies at $45 each, costs were $7,350: profit?".

    Asked "after" a cost ("how much i earned after petrol?"), the groups of the story whose clause
    names that cost go out and every other comes in; asked "profit", every group must be named as
    coming in (sold, earned) or going out (costs, spent). A group named neither way, or both,
    leaves the profit unread. Asked per hour (or per any unit of one amount of the story), the
    profit is divided by that amount.
    """
    currencies = {n for q in quantities for n, p in q.unit if n in CURRENCIES and p > 0}
    net = _NET_ASKED.search(question)
    if len(currencies) != 1 or len(quantities) < 2 or net is None:
        return None
    money = unit_of((currencies.pop(), 1))
    per = [n for n, p in want or () if p < 0]
    divisors = [q for q in quantities if per and q.unit == unit_of((per[0], 1))]
    if per and len(divisors) != 1:
        return None
    quantities = [q for q in quantities if q not in divisors]
    readings = set()
    less = _LESS.search(text, 0, len(text) - len(question)) is not None
    for groups in _partitions(quantities, money):
        terms: list[str] = []
        at = 0
        for group, term in groups:
            if net["cost"]:
                clause = _clause(text, group)
                outgoing = _goes_out(clause, net["cost"])
                incoming = not outgoing and OUTGOING.search(clause) is None
            else:  # "cakes £540.94, teas £314.03, less £191.69 for the hall": a list, then less
                before = text[at : group[0].start]
                outgoing = bool(OUTGOING.search(before) or _LESS.search(before))
                listed = not terms or terms[-1].startswith("+")
                incoming = bool(_INCOMING.search(before)) or (listed and less and not outgoing)
            if incoming == outgoing:
                break
            terms.append(f"+ {term}" if incoming else f"- {term}")
            at = group[-1].end
        else:
            if terms[0].startswith("+") and any(t.startswith("-") for t in terms):
                readings.add(" ".join(terms)[2:])
    if len(readings) != 1:
        return None
    profit = readings.pop()
    return f"({profit}) / {divisors[0].number}" if divisors else profit


_LABELS = re.compile(
    r"\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?\s*:?\s+(?=\d+(?:\.\d+)?\s*"
    r"(?:,|and\b|[a-z]+\s*[,.;]|$))"
)
"""Days labelling the numbers of a list ("mon 38.8, wed 112.1"): they count nothing."""
_FOR_EVERY = re.compile(r"\b(?:for|on)\s+(?:every|each)\s+(?:[a-z]{1,3}\s?)?[£$€¥₹]?\s?\d")
"""An amount told for every amount of another ("25p extra for every £1"): a ratio, no sum."""
_BOTH = re.compile(rf"{_TOTAL.pattern}|\b(?:both|together|each\s+of\s+them)\b")
_UNCOUNTED = re.compile(r"\b(?:and|plus)\s+(?:some|a\s+few|several|a\s+couple\s+of)\s+[a-z]+")


def story_units(task: str) -> dict[float, str]:
    """The calculator expressions the readings above give a story, by their values (empty: none).

    The caller treats one value as the answer and several as an ambiguity.
    """
    text, places = asked_rounding(unit_wording(task))  # "..., rounded to 1 decimal"
    if len(_LABELS.findall(text)) >= 2:
        text = _LABELS.sub("", text)  # "mon 38.8, wed 112.1, sat 134.6 miles": a list of miles
    found = _readings(text)
    if places is not None:
        return _keyed(f"round({e}, {places})" for e in found.values())
    if rounds_down(text):  # "how many whole days does the tin last": 7, not 7.75
        return _keyed(e if v == int(v) else f"({e}) // 1" for v, e in found.items())
    if rounds_up(text, read_quantities(text)):
        # "£5 a week: how many weeks to save £52?": the 11th week, not 10.4; whole packets
        return _keyed(e if v == int(v) else to_whole(e, "up") for v, e in found.items())
    return found


def asks(task: str) -> bool:
    """Whether the unit reader finds a question in `task` ("... Total minutes per week?")."""
    return _QUESTION.search(unit_wording(task)) is not None


def _keyed(expressions: Iterable[str]) -> dict[float, str]:
    """Expressions by their values; one without a value (a division by zero) is dropped."""
    return {key: e for e in expressions if (key := value_key(e)) is not None}


_FROM_NOTHING = re.compile(
    r"\b(?:starting\s+|start\s+)?(?:from|at)\s+(?:0(?![.,]?\d)|zero|nothing|scratch)\b"
)
"""Savings that start from nothing add no amount ("saving £6 a week starting from zero")."""


_SHARE_OF = re.compile(
    r"(?:(?<![\w.])(?P<k>\d+)\s+|\b(?:a|one)\s+|\b)(?P<d>half|third|quarter|fifth|eighth|tenth)s?\s+of\s+"
    r"(?:a|an|the|one|my|this|that)\s+(?=\d)"
)
_REST_ASKED = re.compile(r"\b(?:left|remain\w*|rest|other|more|still)\b")


def _share_of(text: str, question: str, quantities: list[Quantity], want: Unit) -> str | None:
    """A share of one quantity, asked in its unit or another of its kind.

    "three quarters of a 500 g bag of flour: how many grams is that?"; not what is left after it.
    """
    said = _SHARE_OF.search(text)
    if said is None or _REST_ASKED.search(question):
        return None
    whole = [q for q in quantities if q.start == said.end()]
    others = [q for q in quantities if q.start not in (said.end(), said.start("k"))]
    if len(whole) != 1 or others or (factor := convert(whole[0].unit, want)) is None:
        return None
    share = f"{said['k'] or 1} / {PARTS[said['d']]} * {whole[0].number}"
    return share if factor == 1 else f"{share} * {factor}"


_FACTOR_SAID = re.compile(r"\b(?:a|an|one|1)\s+[a-z]+\s*(?:=|is|as|equals)\s*[$€£]?$")
"""A number that states a unit's size ("a mile as 1.609 km"): a factor, not an amount."""
_HELD = re.compile(r"\b(?:had|have|has|started\s+with|began\s+with)\s+[$€£]?\d")
"""An amount held before the story's deeds ("I had £50, spent £12 and £8")."""
_DEED_ASKED = re.compile(
    r"\b(?:how|what)\b[^.?!]*\b(?:spend|spent|pay|paid|earn|earned|save|saved|use|used|lose|"
    r"lost)\b",
    re.I,
)
"""A total asked of one deed."""


def held_apart(text: str) -> bool:
    """Whether a total is asked of a deed in a story that also tells an amount held.

    "I had £50, spent £12 and £8. How much in total did I spend?": 20, the £50 is no part of it;
    the readers that add every amount of a kind are not asked.
    """
    return bool(_HELD.search(text.lower()) and _DEED_ASKED.search(text))


def _said_products(
    text: str, story: list[Quantity], asked: list[Quantity], want: Unit
) -> dict[Fraction, str]:
    """The products of the story as said, or with an amount said once carried per its period."""
    products = _products(story, asked, want)
    if not products and (carried := per_period(text, story, asked, want)) is not None:
        products = _products(carried, asked, want)  # "£1,750 a month plus £139.73 bills"
    if not products and (daily := per_day_said(story)) is not None:
        products = _products(daily, asked, want)  # "34 miles round trip, 5 days a week"
    if not products and (weekly := period_counted([*story, *asked], want)) is not None:
        products = _products(story, asked, weekly)  # "weekly? 25 miles a day, 3 days"
    return products


def _untold(text: str, question: str, asked_at: int) -> bool:
    """Whether the story leaves out what its answer needs, or ties its amounts as a ratio."""
    if _UNCOUNTED.search(text, 0, asked_at) or _FOR_EVERY.search(text):
        return True  # "3 bags at 0.57 each and some bread": a part the numbers do not give
    # "earn $20 an hour, worked 6 hours: how much did I save?": what was spent?
    return bool(SAVING_ASKED.search(question)) and not SAVING_TOLD.search(text, 0, asked_at)


def _readings(text: str) -> dict[float, str]:
    """The readings of a story already in the reader's words (`story_units` without rounding)."""
    starts = [m.start() for m in _QUESTION.finditer(text)]
    if not starts:
        return {}
    text = text[: starts[-1]] + _ONE_ASKED.sub(r"\g<ask>each ", text[starts[-1] :])
    question = text[starts[-1] :]
    if _untold(text, question, starts[-1]) or sold_in(text):
        return {}  # "copper comes in 2 m lengths": the lengths are bought whole, not added
    text = SCALE_ASIDE.sub(lambda m: " " * len(m[0]), text)  # "scores (out of 20): 13, 20"
    text = _FROM_NOTHING.sub(lambda m: " " * len(m[0]), text)  # "saving £6 a week starting from 0"
    quantities = read_quantities(text)
    if len(quantities) > 6:  # too many to multiply out; a list still has its average
        average_read = average(text, quantities, question)
        return {} if average_read is None else _keyed([average_read])
    if all(_FACTOR_SAID.search(text, 0, q.start) for q in quantities):
        return {}  # none, or "taking a mile as 1.609 km, how many miles is that?": only a factor
    if any(q.unit == ((TIMES, 1),) for q in quantities) and _BOTH.search(question):
        return {}  # "Ann has twice as many: how many altogether?": Tom's and Ann's, not a scaling
    story = [q for q in quantities if q.start < starts[-1]]
    asked = [q for q in quantities if q.start >= starts[-1]]
    found: dict[float | None, str] = {}
    want = asked_unit(text, starts[-1], quantities)
    if want is not None:
        want = shared_by(
            text[: starts[-1]], question, quantities, want
        )  # "split 4 ways: how much do I pay?"
        story = packed(text, story, want)
        products = _said_products(text, story, asked, want)
        trivial = (
            len(quantities) == 1
            and convert(quantities[0].unit, want) == 1
            and not quantities[0].number.startswith("(")
        )
        if not trivial:
            found.update({value_key(text): text for text in products.values()})
        held = any(_HELD.search(text, 0, q.start) for q in story)
        if (
            not (held and _DEED_ASKED.search(question))
            and (total := _sum(story, asked, want, question)) is not None
        ):  # "I had £50, spent £12 and £8: how much did I spend in total?" is 20
            found.setdefault(value_key(total), total)
        if not products:
            for grouped in _grouped(text, story, asked, want, question):
                found.setdefault(value_key(grouped), grouped)
    if want is not None and (shared := _share_of(text, question, quantities, want)) is not None:
        found = {value_key(shared): shared}  # readings of the whole quantity forget its share
    for reading in (
        balance(text, quantities, question),
        need_more(quantities, question),
        saving_rate(text, quantities, question),
        periods_to_goal(text, quantities, question),
        budget_left(quantities, question),
        score_needed(text, question),
        average(text, quantities, question),
        percent_change(text, quantities, question),
    ):
        if reading is not None:
            found.setdefault(value_key(reading), reading)
    if (net := _profit(text, quantities, question, want)) is not None:
        found = {value_key(net): net}  # "how much i earned after petrol?": no sum with the petrol
    found.pop(None, None)
    return {key: text for key, text in found.items() if key is not None}


def value_key(expression: str) -> float | None:
    """The value of a calculator expression, rounded so that readings of one value compare equal.

    None when it has none (a division by zero).
    """
    try:
        return round(float(evaluate(expression)), 9)
    except ToolError:
        return None
