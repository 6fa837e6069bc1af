"""Everyday word problems with one clear operation, as a calculator expression, without a model.

"I spent $12 and $8.50, how much in total?", "3 shirts at $14 each, how much?", "the bill is $84
for 4 of us, how much each?". A story is read whole, by the role its numbers play (a price per
item, a rate per unit of time, a share per person, what was had and what went, amounts to add
up); `story_expression` answers None unless exactly one reading fits: the caller hands it on.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentschool.agent.answer_rounding import asked_rounding
from agentschool.agent.arithmetic import NUMBER, plain_wording
from agentschool.agent.calc_wording import asks_untold_measure, measured_kinds, mixed_units
from agentschool.agent.change_due import AMOUNT_END
from agentschool.agent.clock_times import hours_worked, worked_hours
from agentschool.agent.containers import (
    containers_for_heads,
    containers_for_span,
    containers_needed,
    times_groups,
)
from agentschool.agent.each_asked import each_asked
from agentschool.agent.formulas import read_formula
from agentschool.agent.group_remainders import per_group
from agentschool.agent.headcount import PEOPLE, others_counted, people_count
from agentschool.agent.margins import break_even, margin
from agentschool.agent.over_limits import names_limit
from agentschool.agent.percent_stories import share_asked_twice
from agentschool.agent.portions import part_portion
from agentschool.agent.price_steps import price_steps
from agentschool.agent.quantities import asks, held_apart, story_units, value_key
from agentschool.agent.recipe_scaling import scaled_recipe, servings
from agentschool.agent.round_trips import travelled_both_ways
from agentschool.agent.share_stories import part_of_whole, split_by_ratio
from agentschool.agent.shop_deals import names_deal
from agentschool.agent.started_units import started_said
from agentschool.agent.story_guards import (
    counts_apart,
    currencies_named,
    keeping_all_told,
    part_left_out,
    part_of_it,
)
from agentschool.agent.story_roles import ORDER_READINGS, mixed_roles, role_readings
from agentschool.agent.tally import tally

__all__ = ["story_expression"]

_N = NUMBER
_EACH = r"(?:each|apiece|a\s+piece|per\s+[a-z]+|a\s+(?:pop|go|unit|item|ticket|head))"
_PRICED = re.compile(  # "3 shirts at 14 each", "9 coffees cost 4.50 apiece"
    rf"(?<![\d.])(?P<n>\d+)\s+(?:[a-z'-]+\s+){{1,3}}?(?:(?:that\s+)?(?:cost|costs|costing|were|are)\s+)?"
    rf"(?:at|for|@)?\s*(?P<x>{_N})\s+{_EACH}\b"
)
_UNIT = r"(?P<u>day|week|month|year|hour|night|shift|lesson|session)"
_RATE = re.compile(rf"(?P<x>{_N})\s+(?:[a-z]+\s+){{0,3}}?(?:a|an|per|each|every)\s+{_UNIT}\b")
_SPAN = r"(?:after|over|in|for|during|within)\s+(?P<n>{n})\s+{u}s?\b"
_PER_PERSON = re.compile(
    r"\b(?:each|apiece|per\s+(?:person|head)|a\s+head|everyone|every\s+one|a\s+person|"
    r"(?:my|our|his|her|their)\s+share)\b"
)
_HAD = re.compile(
    r"\b(?:had|have|has|got|start(?:ed)?(?:\s+(?:the|this|my|our)\s+[a-z]+)?\s+with|budgeted|there\s+(?:were|are|was|is)|earn(?:ed|s)?|owe[ds]?|"
    r"made|make|receive[ds]?|saved|(?:got|was|get)\s+paid|"
    r"(?:paycheck|pay|salary|income|budget|wages?|allowance|balance|pension)"
    r"(?:\s+for\s+(?:the\s+|this\s+|my\s+)?[a-z]+|\s+(?:this|last)\s+(?:week|month|year|fortnight))?"
    r"\s+(?:was|is|were|are|of|came\s+to)|"
    r"(?:pension|salary|income|wages|allowance|paycheck)\s+(?:this|last|for\s+the)\s+"
    r"(?:week|month|year|fortnight)(?:\s+(?:was|is|came\s+to))?:?)\s+"
    rf"(?P<x>{_N})"
)
_WENT = re.compile(
    r"\b(?:spen[dt]|spending|paid|pay|gave|give|lost|lose|used|use|ate|eat|sold|sell|took|take|"
    r"withdrew|withdraw|donated|donate|lent|lend|bills?|rent|expenses|costs|came\s+to)\b"
)
_GAINED = re.compile(
    r"\b(?:earn(?:ed|s)?|receive[ds]?|got\s+paid|paid\s+(?:me|us)|made|won|found|gain(?:ed|s)?|"
    r"gets?\s+\d+|got\s+\d+|refund(?:ed|s)?|added|bought|buys?|more|deposit(?:ed|s)?|plus)\b"
)
"""Something coming in after what was had: the numbers do not all go out."""
_LEFT = re.compile(r"\b(?:left|remain(?:s|ing)?|left\s+over|still\s+(?:have|owe))\b")
_TOTAL = re.compile(
    r"\b(?:in\s+total|total|altogether|all\s+together|in\s+all|combined|overall|sum)\b|"
    r"\bhow\s+much\s+(?:did|have|do|will)\s+(?:i|we|you)\s+(?:spen[dt]|paid|pay|owe)\b"
)
_OPERATIONS = re.compile(
    r"[*/^%+×÷]|\b(?:times|minus|plus|divided|multiplied|over|percent|each|apiece|per|split|"
    r"share|left|remain\w*|average|mean|half|double|twice|square|root|off|coupon|voucher|"
    r"discount|rebate|return(?:s|ed)?|refund(?:s|ed)?|back|gift\s+card|credit|free|bogof?)\b"
)
_COSTS = re.compile(  # "5 apples cost 3.20", then "how much is each apple?"
    rf"(?<![\d.])(?P<n>\d+)\s+(?:(?!(?:and|we|i|you|they|he|she)\b)[a-z'-]+\s+){{1,4}}?"
    r"(?:cost|costs|are|were|is|was|for|at|(?:sell|sold)\s+for|(?:is|are)\s+priced\s+at)\s+"
    rf"(?P<x>{_N})\b(?P<rest>.*)$"
)
_ONE = re.compile(r"\b(?:each|per|apiece|a\s+piece|one|single)\b")
_ONE_ASKED_FIRST = re.compile(
    r"^(?:(?:what(?:'s|\s+is)?|how\s+much)\b[^.?!,]*|(?:the\s+)?(?:price|cost))\s*\b(?:per|each|apiece|"
    r"one|single)\s+[a-z]+\s+(?:if|when)\b"
)
"""The price of one asked before the story: "what's the price per ream if 12 reams cost ..."."""
_GROUPS = re.compile(  # "8 boxes with 5 eggs in each"
    rf"(?<![\d.])(?P<n>\d+)\s+(?:[a-z]+\s+){{1,2}}?(?:of|with|containing|holding|that\s+hold)\s+"
    rf"(?P<m>{_N})\b"
)
_HOW_MANY = re.compile(r"\bhow\s+many\b|\bin\s+total\b|\baltogether\b|\bin\s+all\b")
_PERCENT = re.compile(rf"(?P<p>{_N})\s*(?:%|percent\b|per\s+cent\b)")
_SAVED = re.compile(
    r"\b(?:save|saved|saving|savings|how\s+much\s+(?:is\s+)?(?:the\s+)?(?:discount|off))\b"
)
_REST = re.compile(r"\b(?:keep|kept|left|remain\w*|rest|take\s+home|pocket|net|in\s+hand)\b")
"""A question asking what stays once a share is given up ("how much can I keep?")."""
_GIVEN_UP = re.compile(
    r"\b(?:aside|away|tax(?:es)?|deduct\w*|withh\w*|taken|goes?|went|commission|fees?|"
    r"give|gave|send|sent|pay|paid\s+(?:to|in|as)|spend|spent|lose|lost|less|minus|cut)\b"
)
"""A share that leaves the amount: set aside, paid as tax, given away, spent."""
_LESS = re.compile(r"\b(?:off|discount(?:ed)?|sale|reduced|cheaper|markdown|less|minus)\b")
_ADDED = re.compile(r"\b(?:tip|tax|vat|service|markup|interest|raise|increase|gratuity)\b")
_FINAL = re.compile(
    r"\b(?:total|altogether|in\s+all|including|final|after|with|new|now|overall|in\s+the\s+end|"
    r"selling\s+price|sell\s+(?:it\s+)?for)\b"
)
_BEFORE = re.compile(r"\b(?:before|excluding|without|ex|pre|net\s+of)\b")
"""A question asking the amount before the share was added ("what is the amount before VAT?")."""
_INCLUDED = re.compile(r"\b(?:including|incl|inc|includes|included|inclusive\s+of)\b")
_ORIGINAL = re.compile(r"\b(?:original(?:ly)?|full|regular|normal|usual(?:ly)?|old|was\s+it)\b")
"""A question asking the amount before a discount: percent_stories reads it from a price paid."""
_QUESTION = re.compile(r"\b(?:how|what|what's|whats|which)\b")
_SHORT_QUESTION = re.compile(
    r"(?:^|[.!?;:,-]\s*)(?:(?:the|my|our)\s+)?(?:[a-z']+\s+){0,2}(?:total|profit|change|average|"
    r"avg|speed|pay|payment|instal(?:l)?ment|cost|each|share)(?:\s+[a-z]+|\s+(?:for|to|per|a|an|each|of)\s+"
    r"(?:the\s+|my\s+)?[a-z]+)?(?:\s+in\s+(?:[£$€]|[a-z]+(?:/[a-z]+)?))?"
    r"\s*\?\s*$|(?<=[a-z\d])\s+(?:in\s+)?total\s*\?\s*$|^(?:my\s+)?change\s+(?:from|out\s+of)\s|"
    r"^scale\s|^(?:the\s+)?total\s+(?:for|of)\s|"
    r"(?:^|[.!?;:,-]\s*)(?:and\s+|so\s+|what\s+about\s+)?for\s+\d+\s+"
    r"(?:people|ppl|servings|portions|guests)\s*\?\s*$"
)
"""A question said in a word or two after the story ("... 3 overtime hours. Total pay?", "€40 a
week for 48 weeks total?", "For 3 servings?"), or before it as an order ("change from $20 on a
$8.26 purchase", "scale 150 g for 4 servings up to 2 servings", "total for 3 at $5 each")."""
_ORDERED = re.compile(
    r"(?:^|[.:;!?]\s+)\s*(?:please\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:compute|calculate|"
    r"work\s+out|figure\s+out|convert|split|divide)\b|=\s*\?\s*$"
)
"""A task that asks by an order, not a question word: the units and role readings read it."""


def _numbers(text: str) -> list[str]:
    return re.findall(rf"(?<![\w.]){_N}", text)


def _priced(text: str, numbers: list[str]) -> str | None:
    match = _PRICED.search(text)
    if match and len(numbers) == 2:
        return f"{match['n']} * {match['x']}"
    return None


def _rate(text: str, numbers: list[str]) -> str | None:
    rate = _RATE.search(text)
    if rate is None or len(numbers) != 2:
        return None
    if re.search(r"\b(?:overtime|time\s+and\s+a|double\s+time|triple\s+time)\b", text):
        return None  # "18 an hour, overtime is time and a half: 4 hours of overtime": not 18 * 4
    span = re.search(_SPAN.format(n=r"\d+(?:\.\d+)?", u=rate["u"]), text)
    return f"{rate['x']} * {span['n']}" if span else None


def _question(text: str) -> str:
    """The part of a story that asks ("..., how much in total?"): from its last question word."""
    starts = [m.start() for m in _QUESTION.finditer(text)]
    return text[starts[-1] :] if starts else ""


_EACH_AMOUNT = re.compile(
    rf"\beach(?:\s+(?:one|person|of\s+(?:us|them)|of\s+the\s+\d+\s+[a-z]+))?\s+(?:[a-z]+\s+){{0,2}}?"
    rf"(?:needs?|paid|pays?|costs?|gets?|got|owes?|spent|spends|gave|gives|brings?|brought|has|had)\s+"
    rf"(?P<x>{_N})\b"
)

_MEMBERS = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s+(?:students|pupils|players|workers|employees|patients|members|"
    r"volunteers|runners|dancers|campers)\b(?P<n2>)"
)
"""Members of a group, each given an amount ("28 students and each needs 3 pencils")."""


def _each_amount(text: str, numbers: list[str]) -> str | None:
    """A per-person amount, asked as a total: "3 kids and each needs $15, how much in total?"."""
    each = _EACH_AMOUNT.search(text)
    people = PEOPLE.search(text) or _MEMBERS.search(text)
    if each is None or people is None or len(numbers) != 2 or not _TOTAL.search(_question(text)):
        return None
    count = people_count(people)
    return f"{count} * {each['x']}" if count != each["x"] else None


_PRICE_EACH = re.compile(rf"(?<![\d.]){_N}\s+{_EACH}\b")
"""A price per item ("$11 each"): the story prices things, it does not share an amount."""


def _share(text: str, numbers: list[str]) -> str | None:
    people = PEOPLE.search(text)
    if people is None or len(numbers) != 2 or not _PER_PERSON.search(text):
        return None
    if _PRICE_EACH.search(text) or re.search(rf"\beach\s+(?:of\s+them\s+)?{_N}", text):
        return None  # "$11 each", "I give each 5 a week": an amount each, not a share
    if _TOTAL.search(_question(text)):
        return None  # "3 kids and each needs $15, how much in total?": not a share
    if others_counted(text, people.start()):
        return None  # "splitting it with 2 friends": 3 people, or more if "we" split it
    count = people_count(people)
    return f"{numbers[1] if numbers[0] == count else numbers[0]} / {count}"


_PAID_FOR = re.compile(  # "I paid $240 for 4 tickets", "€28.92 for a box of 12": "how much each?"
    rf"\b(?:(?:paid|spent|spend|pay|gave|want)\s+|^|(?<=[:,;.]\s))(?P<x>{_N})\s+(?:for|on)\s+(?:"
    r"(?:a|one|the)\s+(?:box|pack|packet|case|bag|tray|crate|carton)\s+of\s+)?(?P<n>\d+)\b(?!\.\d)"
    r"(?!\s*(?:k?g|mg|m?l|cl|c?m|mm|km|lbs?|oz|grams?|kilo\w*|lit\w+)\b)(?P<rest>.*)$"
)


def _unit_price(text: str, numbers: list[str]) -> str | None:
    match = _COSTS.search(text) or _PAID_FOR.search(text)
    if match is None or len(numbers) != 2 or others_counted(text, match.start("n")):
        return None  # "me and 3 friends got pizza for 117.21, how much each": 4 shares, or 3?
    if not (_ONE.search(match["rest"]) or _ONE_ASKED_FIRST.search(text, 0, match.start())):
        return None  # "what's the price per ream if 12 reams cost 28.92": asked before
    if re.match(rf"\s*{_EACH}\b", match["rest"]) or re.match(r"\s*[a-z]+\s+per\b", match["rest"]):
        return None  # "5 shirts at $14 each", "a 240 mile trip at 30 miles per gallon": a rate
    return f"{match['x']} / {match['n']}"


_BUYING = re.compile(
    r"\b(?:need|want|buy|buying|get|getting|order|ordering|bought|ordered|take|taking|book|"
    r"booking|pick\s+up|picking\s+up)\s+(?P<n>\d+)\b(?!\s*(?:%|percent|\.\d))"
)
_COST_QUESTION = re.compile(r"\b(?:total|altogether|in\s+all|how\s+much|cost|spend|pay|owe)\b")


def _price_each_count(text: str, numbers: list[str]) -> str | None:
    """A price each, then how many are wanted: "tickets are $11 each and we need 7 of them"."""
    price = re.search(rf"(?<![\d.])(?P<x>{_N})\s+{_EACH}\b", text) or re.search(
        rf"\beach\s+[a-z]+\s+(?:is|was|costs?|will\s+cost|comes\s+to)\s+(?P<x>{_N})\b", text
    )  # "tickets are $11 each", "each ticket is $25"
    if price is None or len(numbers) != 2:
        return None
    count = _BUYING.search(text, price.end())
    if count is not None and _COST_QUESTION.search(text[count.end() :]):
        return f"{price['x']} * {count['n']}"
    people = PEOPLE.search(text, price.end())  # "and 5 of us are going. what's the total?"
    if people is not None and _TOTAL.search(text[people.end() :]):
        return f"{price['x']} * {people_count(people)}"
    return None


_HOW_MUCH_FOR = re.compile(
    r"\bhow\s+much\s+(?:(?:is|are|would|will|do|does|it|cost|to\s+buy|for)\s+){1,3}(?P<n>\d+)\s+"
    r"(?!(?:percent|per\s+cent|pc)\b)[a-z]+"
)


def _price_for(text: str, numbers: list[str]) -> str | None:
    """A price, then "how much for 6 tickets?"."""
    match = _HOW_MUCH_FOR.search(text)
    if match is None or len(numbers) != 2:
        return None
    price = numbers[1] if numbers[0] == match["n"] else numbers[0]
    if not re.search(rf"(?<![\w.]){re.escape(price)}(?!\w|\.\d)", text[: match.start()]):
        return None  # "how much is 25 percent from 1877": no price told before the question
    return f"{price} * {match['n']}"


def _groups(text: str, numbers: list[str]) -> str | None:
    match = _GROUPS.search(text)
    if match is None or len(numbers) != 2 or not _HOW_MANY.search(text):
        return None
    return f"{match['n']} * {match['m']}"


def _percent(text: str, numbers: list[str]) -> str | None:
    """A percent story: "a $80 jacket is 25% off", "dinner was $60, how much is a 15% tip?"."""
    share = _PERCENT.search(text)
    if share is None or len(numbers) != 2:
        return None
    rest = text[: share.start()] + text[share.end() :]
    amount = _numbers(rest)[0]
    if _REST.search(_question(text)):  # "20% goes aside for tax: how much can I keep?"
        story = text[: text.rfind(_question(text))]
        if _GIVEN_UP.search(story) and not _REST.search(story):
            return f"{amount} * (100 - {share['p']}) / 100"
        return None  # "I keep 20% ...: how much do I keep?" or no share given up: unclear
    if _SAVED.search(_question(text)):  # "25% off: how much do I save?": the share itself
        return f"{amount} * {share['p']} / 100"
    if re.match(r"\s+of\b", text[share.end() :]):
        return None  # "takes 10% of the sale price": a part of it, not 10% off
    if _LESS.search(rest):
        if _BEFORE.search(_question(text)) or _ORIGINAL.search(_question(text)):
            return None  # "got it for $137.55 with 30% off: before the discount?" divides
        return f"{amount} * (100 - {share['p']}) / 100"
    if re.search(r"\b(?:more|dearer|higher)\b", rest) and not _ADDED.search(rest):
        if re.search(r"\bhow\s+(?:much|many)\s+(?:more|higher|dearer)\b", _question(text)):
            return f"{amount} * {share['p']} / 100"  # "20% more: how much more is it?"
        return f"{amount} * (100 + {share['p']}) / 100"  # "it is 5 percent more": the new amount
    if _ADDED.search(rest) and _BEFORE.search(_question(text)):
        if not _INCLUDED.search(text[: text.rfind(_question(text))]):
            return None  # "before tax" of an amount not said to include it
        return f"{amount} * 100 / (100 + {share['p']})"  # "€859.10 including 10% VAT": before it
    held = _INCLUDED.search(text[: text.rfind(_question(text))])  # "£269.30 including 20% VAT"
    if _ADDED.search(rest) and (held or re.search(r"\bof\s+(?:that|it|this)\b", _question(text))):
        return None  # "how much of that is the VAT?": the share inside it, never 1.2 times
    if _ADDED.search(rest):
        plus = re.search(r"\bplus\s+(?:an?\s+)?$", text[: share.start()])  # "$132.80 plus 8% tax"
        sign = "100 + " if _FINAL.search(rest) or plus else ""
        return f"{amount} * ({sign}{share['p']}) / 100"
    return None


_SPLIT = re.compile(r"\b(?:split|shared?|divided?|among|between|ways)\b")


def _tip_split(text: str, numbers: list[str]) -> str | None:
    """A bill with a tip (or tax) added, then split: "$169.06 with an 18% tip, among 4 people"."""
    share = _PERCENT.search(text)
    people = PEOPLE.search(text)
    if share is None or people is None or len(numbers) != 3 or not _SPLIT.search(text):
        return None
    count = people_count(people)
    if others_counted(text, people.start()):
        return None  # "split with my 2 roommates": 3 shares, or more
    rest = [n for n in numbers if n not in (share["p"], count)]
    if len(rest) != 1 or not _ADDED.search(text) or not _PER_PERSON.search(text):
        return None
    if _ADDED.search(_question(text)):
        return None  # "how much is the tip each?": the tip alone, not the bill with it
    return f"{rest[0]} * (100 + {share['p']}) / 100 / {count}"


_DIRECTION = re.compile(
    r"\b(?:(?:going|go|goes|went|gone|go(?:ing)?)\s+(?P<up>up)|(?:going|go|goes|went|gone)\s+down|"
    r"(?P<up2>ris(?:e|es|ing)|rose|increas(?:e|es|ed|ing)|grow(?:s|ing)?|grew|jump(?:s|ed|ing)?)|"
    r"(?:fall(?:s|ing)?|fell|drop(?:s|ped|ping)?|decreas(?:e|es|ed|ing)|shrink(?:s|ing)?|shrank))"
    r"(?:\s+by)?\s*$"
)
_WILL_BE = re.compile(
    r"\b(?:what|how\s+much)\b.*\b(?:be|now|become|new|cost|pay|earn|make|get|owe|charge)\b"
)


def _change(text: str, numbers: list[str]) -> str | None:
    """An amount going up or down by a percent: "my rent is $2,825 and it's going up 5%"."""
    share = _PERCENT.search(text)
    if share is None or len(numbers) != 2 or not _WILL_BE.search(text[share.end() :]):
        return None
    direction = _DIRECTION.search(text[: share.start()])
    amount = _numbers(text[: share.start()] + " " + text[share.end() :])
    if direction is None or len(amount) != 1:
        return None
    sign = "+" if direction["up"] or direction["up2"] else "-"
    return f"{amount[0]} * (100 {sign} {share['p']}) / 100"


_OUT_OF = re.compile(
    rf"(?<![\d.])(?P<a>{_N})\s+out\s+of\s+(?P<b>{_N})\b|"
    rf"\b(?:got|scored|score\s+of|mark\s+of|marks?\s+(?:was|were|is))\s+(?P<ta>{_N})\s*/\s*(?P<tb>{_N})\b|"
    rf"(?<![\d.])(?P<oa>{_N})\s+of\s+(?:the\s+)?(?P<ob>{_N})(?:\s+[a-z]+){{0,2}}\s+(?:right|correct(?:ly)?|"
    r"answered|done|passed|completed|finished)\b|"
    rf"\b(?:won|passed|got|made|scored|finished|completed|attended|answered|sold)\s+(?P<va>{_N})\s+"
    rf"of\s+(?:its|their|his|her|my|our|your|the)\s+(?P<vb>{_N})\b"
)
"""A score: "17 out of 20", "got 37/40 on the test", "23 of 25 questions right", "won 13 of its
25 games"."""
_OF_THEM = re.compile(
    rf"(?<![\w.])(?P<b>{_N})\s+[a-z]+.*?\b(?:went\s+to|did|made|finished|completed|attended|"
    rf"managed|got|read|passed|won|answered|visited)\s+(?P<a>{_N})\s+of\s+(?:them|those|these|it)\b"
)
"""A count, then how many of them were done: "planned 20 sessions and went to 11 of them"."""
_PERCENT_QUESTION = re.compile(
    r"\bwhat\s+(?:percent(?:age)?|per\s+cent|%)(?:\s+(?:is|was)\s+(?:that|it|this)|"
    r"(?:\s+of\s+(?:my|the|our|them|those|it|its|their|his|her|your)(?:\s+[a-z]+)?)?"
    r"\s+(?:did|do|have)\s+(?:i|you|we|he|she|they|it)(?:\s+(?:get|score|have|do|done|did|make|"
    r"made|manage|managed|attend|attended|finish|finished|complete|completed|win|pass|read|answer))?)?$|"
    r"\bas\s+an?\s+(?:percent(?:age)?|per\s+cent|%)$"
)


def _out_of(text: str, numbers: list[str]) -> str | None:
    """A score as a percent: "I got 17 out of 20 on the test, what percent is that?"."""
    match = _OUT_OF.search(text) or _OF_THEM.search(text)
    asked = re.sub(r"[\s?.!]+$", "", text)  # the question must end the story: "what percent?"
    if match is None or len(numbers) != 2 or not _PERCENT_QUESTION.search(asked):
        return None
    done = match["a"] or match["ta"] or match["oa"] or match.groupdict().get("va")
    score = (done, match["b"] or match["tb"] or match["ob"] or match.groupdict().get("vb"))
    return f"{score[0]} / {score[1]} * 100"


_MORE = re.compile(rf"(?<![\d.]){_N}\s+(?:more|extra)\b")
_NOW = re.compile(r"\bhow\s+(?:many|much)\b|\btotal\b|\baltogether\b|\bnow\b|\bin\s+all\b")


def _more(text: str, numbers: list[str]) -> str | None:
    """An amount and more of it: "Tom has 15 marbles and gets 8 more, how many now?"."""
    if len(numbers) != 2 or not (_MORE.search(text) and _NOW.search(text)):
        return None
    if re.search(r"\b(?:split|half|halves|share|shared|each|per|divided)\b|%", text):
        return None  # "split the $80 bill in half, then $10 more": not the 80 and the 10
    return " + ".join(numbers)


def _left(text: str, numbers: list[str]) -> str | None:
    had = _HAD.search(text)
    if had is None or not (_WENT.search(text[had.end() :]) and _LEFT.search(text)):
        return None
    if _RATE.search(text):
        return None  # "ate 5 each day, how many are left after 3 days?": a rate, not one amount
    if re.search(r"\b(?:each|per|apiece|every)\b", text) or re.search(
        r"\bfrom\s+\d", _question(text)
    ):
        return None  # "3 kids, spent 40 on each, how much is left from 200?": not had - went
    if _PERCENT.search(text) or re.search(r"\(\d+ / \d+\) \*|\d/\d", text):
        return None  # "spent 20% on food", "ate two fifths (3/4) of them": a share, not an amount
    if _PACKED.search(text):
        return None  # "had 4 crates of 30 bottles, sold 3": 4 * 30 had, not 4
    if _GAINED.search(text, had.end()):
        return None  # "started with 30, earned 15 and spent 20": not every number went
    gone = _numbers(text[had.end() :])
    return f"{had['x']} - {' - '.join(gone)}" if gone else None


def _total(text: str, numbers: list[str]) -> str | None:
    """Amounts to add up; "3 pizzas at 12.50 each" among them counts as 3 * 12.50."""
    if _PACKED.search(text) or _MORE_OF.search(text) or names_deal(text) or held_apart(text):
        return None  # "3 packs of 6 rolls at £2 each", "2 more", "3 for 2": counts, not amounts
    if re.search(r"\b(?:rate|hourly)\b|=", text):
        return None  # "hourly rate 36.00, 132 hours total", "1 = 5.57": a rate, not an amount
    for rate in re.finditer(rf"{_N}\s*(?:an?|per|/)\s*(?P<u>[a-z]+)\b", text):
        if re.search(rf"(?<![\w.])\d+\s*{rate['u']}s?\b", text):
            return None  # "2 per km ... went 10 km": a rate and a count of its unit
    priced = list(_PRICED.finditer(text))
    products = [f"{m['n']} * {m['x']}" for m in priced]
    for match in reversed(priced):
        text = text[: match.start()] + " " + text[match.end() :]
    rest = _numbers(text)
    if len(products) + len(rest) < 2 or not _TOTAL.search(text) or _OPERATIONS.search(text):
        return None
    if products and any(
        not AMOUNT_END.match(text, m.end()) for m in re.finditer(rf"(?<![\w.]){_N}", text)
    ):
        return None  # "3 eggs at 5.47 each, 3 gallons of milk and ...": a count with no price
    if re.search(rf"(?<![\w.])\d+\s+[a-z]+(?:\s+[a-z]+){{0,3}}\s+(?:for|at|@)\s+{_N}", text):
        return None  # "2 drinks for 4", "25 boxes of eggs at 2.20": a count and its price
    if re.search(rf"(?<![\w.]){_N}\s+(?:an?|per)\s+(?!(?:few|couple|lot|bit|total)\b)[a-z]+", text):
        return None  # "10.40 a bag", "15 a kilo": a price of one, not an amount to add up
    if any(re.search(rf"\d\s+{m['u']}s\b", text) for m in _RATE.finditer(text)):
        return None  # "5 hours a day, 8 days": a rate and a count of its periods, not amounts
    if (
        mixed_roles(text)
        or PEOPLE.search(text)
        or _NESTED.search(text)
        or len(measured_kinds(text)) > 1
        or counts_apart(text)
    ):
        return None  # "sold ... costs were ...", "€196 a night", "3 of us", "5 km in 25 min"
    return " + ".join([*products, *rest])


_NESTED = re.compile(
    rf"(?<![\w.]){_N}\s+(?:{_N}\b|[a-z]+\s+(?:of|at|with|by|x)\s+{_N})|(?<![\w.]){_N}-[a-z]+|"
    rf"(?<![\w.]){_N}\s*[x×]\s*{_N}"
)
"""A number sizing another's things ("2 12-hour shifts", "4 sets of 6 reps at 55 kg", "6 x 200ml"):
the numbers are of different kinds (a count and a size), so adding them is wrong."""
_PACKED = re.compile(rf"(?<![\w.]){_N}\s+[a-z]+\s+of\s+{_N}\b")
_MORE_OF = re.compile(rf"(?<![\w.]){_N}\s+(?:more|extra|others?|additional|another)\b")
"""Packs of a count ("3 packs of 6 rolls"), more of the same ("2 more"): counts, not amounts."""

_READINGS: tuple[Callable[[str, list[str]], str | None], ...] = (
    part_of_whole,
    tally,
    _priced,
    _price_each_count,
    _rate,
    _share,
    _each_amount,
    _unit_price,
    _price_for,
    _groups,
    _percent,
    _tip_split,
    _change,
    scaled_recipe,
    servings,
    _out_of,
    per_group,
    times_groups,
    containers_for_span,
    containers_for_heads,
    containers_needed,
    margin,
    break_even,
    _more,
    _left,
    _total,
)


_UNSAID_EXTRA = re.compile(
    r"(?:\bplus|\+)\s+(?:some\s+|the\s+)?(?:overtime|tips?|tax|taxes|vat|bonus(?:es)?|"
    r"commission|shipping|delivery|postage|service)\b(?![^.;?!]*\d)|"
    r"\b(?:is|are|costs?)\s+extra\b(?![^.;?!]*\d)|\bnot\s+included\b(?![^.;?!]*\d)"
)
"""An extra named with no number after it: the total it asks for is not known."""


_PER_NAMED = re.compile(
    rf"(?<![\w.])\d+\s+(?!(?:hour|day|week|month|year|night|minute|shift|lesson)s?\b)(?P<w>[a-z]+?)(?:e?s)?\b(?:\s+[a-z'-]+){{0,3}}?\s+(?:at|for|@)\s*"
    rf"(?P<x>{_N})\s+(?:an?|per)\s+(?P=w)\b"
)


def _each_said(match: re.Match[str]) -> str:
    return f"{match[0][: match.end('x') - match.start()]} each"


def story_expression(task: str) -> str | None:
    """The expression a one-operation word problem asks for, or None when it is not one.

    The task must ask a question ("how much ...", "what's the total") about its numbers, and
    exactly one reading may fit: when two readings give different expressions ("$11 each" is a
    price, "7 of them" could be people sharing), the story is ambiguous to these rules and the
    answer is None rather than a guess. A story that names a formula (an area, compound
    interest) is read by that formula alone, or not at all.
    """
    if (formula := read_formula(task)) is not None:
        if part_of_it(task):
            return None  # "22 m by 8.4 m, a third of it to potatoes": the area alone is not asked
        places = asked_rounding(task.lower())[1]  # "..., rounded to the nearest whole degree"
        if formula.expression is None or places is None:
            return formula.expression
        return f"round({formula.expression}, {places})"
    if hours := hours_worked(task):
        return hours  # "09:30 to 16:30, a 30 minute lunch: how many hours?": 390 / 60
    if (told := worked_hours(task)) is None:
        return None  # "7am to 6pm with a 30 minute break": paid or not?
    task = told  # "worked 7am to 6:30pm": 11.5 hours
    unsaid = _UNSAID_EXTRA.search(task.lower()) or started_said(task)  # "or part of an hour"
    if unsaid or share_asked_twice(task) or part_left_out(task):
        return None  # "$25 an hour plus overtime", "3 shirts plus tax": a part without its number
    task = each_asked(task)  # "how much is one egg?", "the cheaper one": no count of one
    text = _PER_NAMED.sub(_each_said, plain_wording(task))  # "3 bags at 10.40 a bag": each
    steps = price_steps(task)  # "split it 4 ways" asks without a question word
    if not (_QUESTION.search(task.lower()) or _SHORT_QUESTION.search(task.lower()) or asks(task)):
        return steps or _ordered(task, text)
    readings = story_units(task)  # converts units: reads the mixed ones too
    if steps is not None and (value := value_key(steps)) is not None:
        readings.setdefault(value, steps)
    if (
        part_portion(text, _numbers(text))
        or asks_untold_measure(text)
        or names_limit(text)
        or travelled_both_ways(text)
        or split_by_ratio(text)
    ):
        return None  # "500 g, 40 g a bowl: how many bowls?": 12.5 or 12; "how many litres" of
        # pints; "£12 per kg over" a limit (`over_limits`); "(878 km) there and back"; "65-35"
    if not mixed_units(text) and len(currencies_named(task)) < 2:  # numbers as they stand: two
        # currencies are a conversion ("120 pounds to euros at 1.142 per pound"), not a price
        numbers = _numbers(text)
        for reading in _READINGS:
            expression = reading(text, numbers)
            if expression is not None and (value := value_key(expression)) is not None:
                readings.setdefault(value, expression)
        for expression in role_readings(task, text, numbers):
            if (value := value_key(expression)) is not None:
                readings.setdefault(value, expression)
    readings = keeping_all_told(readings, task, text)
    return next(iter(readings.values())) if len(readings) == 1 else None


def _ordered(task: str, text: str) -> str | None:
    """A story asked by an order ("compute gross pay: ...", "..., round it to the nearest euro").

    The units reading and the role readings read an order as they read a question ("convert 276
    miles to km, using 1 mile = 1.609 km"); as there, they must agree on one value.
    """
    found: dict[float, str] = {}
    expressions = [e for reading in ORDER_READINGS if (e := reading(task)) is not None]
    if _ORDERED.search(task.lower()):
        expressions += story_units(task).values()
        if not mixed_units(text):
            expressions += role_readings(task, text, _numbers(text))
    for expression in expressions:
        if (value := value_key(expression)) is not None:
            found.setdefault(value, expression)
    return next(iter(found.values())) if len(found) == 1 else None
