"""The quantities of a story: each number with its unit, as `agent/quantities.py` reads them.

"42 markers", "$2,700 a month" (money per month), "8 L per 100 km" (liters per kilometer, a
hundredth of 8), "10 slices each" after "4 pizzas" (slices per pizza), "Olivia did 10" after
"Emma did 8 chores" (chores), "2 hours 15 minutes" (one duration). The text comes from
`unit_wording`, so money, given rates and multipliers are already plain.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from fractions import Fraction

from agentschool.agent.units import (
    CANONICAL,
    CURRENCIES,
    KNOWN_UNITS,
    Unit,
    conversion,
    singular,
    unit_of,
)

__all__ = ["NUMBER_TEXT", "STOP", "Quantity", "noun", "read_quantities"]

NUMBER_TEXT = r"-?\d+(?:\.\d+)?"
_NUMBER = re.compile(rf"(?<![\w.]){NUMBER_TEXT}(?![\d])")
STOP = frozenset(
    "a an the of for in on at to per each every and or but so if is are was were be been it that "
    "this these those i we you he she they my our your his her their me us them how what which "
    "do does did will would can could should than then with from by about after before into out "
    "up down more less left total altogether all".split()
)


@dataclass(frozen=True, slots=True)
class Quantity:
    """A number of a story and its unit, where it stands in the text, and what it is of."""

    number: str
    """As the calculator reads it: "42", "-12.70", "(2 * 60 + 15)" for 2 hours 15 minutes."""
    unit: Unit
    start: int
    end: int
    value: Fraction
    of: str = ""
    """What the amount is of: "225g of butter" is of butter (asked "how much butter")."""


_WORD = re.compile(r"[a-z%][a-z'-]*|%")
_KIND = re.compile(r"\s*(?:equal|even|separate|individual|identical|full|whole)\s+(?=[a-z])")
"""A word that says how counted things compare, not what they are: "12 equal instalments"."""


def noun(text: str, at: int, *, one: bool) -> tuple[str, int]:
    """The unit named at `at` ("tea bags", "markers", "g"), canonical and singular, and its end."""
    if kind := _KIND.match(text, at):
        at = kind.end()  # "12 equal instalments": instalments
    words = list(itertools.islice(_WORD.finditer(text, at), 2))
    if not words or text[at : words[0].start()].strip() or words[0].group() in STOP:
        return "", at
    first = words[0].group()
    name, end = singular(first), words[0].end()
    compound = (
        len(words) == 2
        and not one  # "1 box holds": one word
        and name == first  # "tea bags": the first word is not itself a plural
        and first not in CANONICAL
        and name not in KNOWN_UNITS
        and name not in CURRENCIES  # "50 inr bonus also": rupees, not a unit "inr bonus"
        and not text[end : words[1].start()].strip()
        and words[1].group() not in STOP
        and words[1].group().endswith("s")
    )
    if compound:
        return f"{first} {singular(words[1].group())}", words[1].end()
    return name, end


_EACH = re.compile(
    r"\s+(?:each|apiece|a\s+piece)\b(?!\s+[a-z]+\s+(?:is|are|costs?|gets?|has|holds?))"
)
_EACH_BEFORE = re.compile(r",\s*(?:and\s+)?each\s+(?:(?:one|lasting|taking|of\s+them)\s+)?$")
"""A size told after its count: "5 shifts, each 7 hours 45 minutes long"."""
_SUBJECT = re.compile(
    r"\b(?:each|every|per)\s+(?P<d>[a-z]+)\s+(?:of\s+[a-z]+(?:\s+[a-z]+)?\s+)?(?:has|have|holds?|"
    r"contains?|takes?|needs?|gets?|weighs?|uses?|makes?|produces?|fits?|seats?|carries?|serves?|"
    r"costs?|covers?)\s+(?:about\s+)?$"
)
"""A rate told by its subject: "every crate has 27 tea bags", "each bus seats 52"."""
_OF = re.compile(
    r"\s+of\s+(?P<s>[a-z'-]+)(?:\s+(?!(?:and|or|but|so)\b)[a-z'-]+)?(?=\s+(?:a|an|per|each|every)\s)"
)
_OF_ALONE = re.compile(r"\s+of\s+(?P<s>[a-z'-]+)\b")
_FOR_WHAT = re.compile(
    r"(?:\s+of)?(?:\s+(?!(?:a|an|per|each|every)\b)[a-z'-]+){1,2}(?=\s+(?:a|an|per|every)\s)"
)
"""Money named by what it is for: "£4.50 pocket money a week"."""
_PER = re.compile(
    r"\s+(?:a|an|per|each|every|for\s+(?:each|every))\s+(?:(?P<k>\d+(?:\.\d+)?)\s*)?(?=[a-z])|"
    r"\s*/\s*(?=[a-z])"
)
_PIECE = re.compile(r"\s+(?P<p>coins?|notes?|bills?)\b")
"""Money in pieces: "50p coins", "a 20 pound note" (an amount per coin)."""
_AT_EACH = re.compile(r"(?:\bat|\bfor|@)\s*$")
_ELLIPSIS = re.compile(
    r"\s*(?:(?:on\s+|last\s+|this\s+|next\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun|to|yester)day|"
    r"tomorrow|week|month|year)\b\s*)?(?:[.?!,;]|and\b|at\b|$)"
)
"""A number the story does not name again: "Emma did 8 chores and Olivia did 10."."""


def _for_what(text: str, end: int) -> re.Match[str] | None:
    """The words naming money in "£4.50 pocket money a week", then per a known unit."""
    words = _FOR_WHAT.match(text, end)
    if words is None or any(w in STOP for w in words[0].split()):
        return None  # "£700 for a family holiday": "for" starts another phrase
    per = _PER.match(text, words.end())
    if per is None or noun(text, per.end(), one=True)[0] not in KNOWN_UNITS:
        return None
    return words


def _read_one(text: str, match: re.Match[str]) -> tuple[str, list[tuple[str, int]], int, str]:
    """One number's quantity: its number, unit parts, end, and the substance it is of."""
    number = match.group()
    name, end = noun(text, match.end(), one=number in ("1", "-1"))
    parts = [(name, 1)]
    if name and text.startswith("^2", end):  # "2 metres^2": an area
        parts, end = [(name, 2)], end + 2
    substance = _OF.match(text, end)  # "2 liters of milk a day"
    if name in CURRENCIES and substance is None:
        substance = _for_what(text, end)  # "£4.50 pocket money a week"
    named = substance or _OF_ALONE.match(text, end)
    of = (named.groupdict().get("s") or "") if name and named else ""
    per = _PER.match(text, substance.end() if substance else end)
    if name and per:
        denominator, after = noun(text, per.end(), one=True)
        if denominator and denominator != name and (not per["k"] or Fraction(per["k"]) != 0):
            parts.append((denominator, -1))
            end = after
            if per["k"]:  # "8 L per 100 km"
                number = f"({number} / {per['k']})"
            again = _PER.match(text, end)  # "$8.40 per day per child"
            if again and not again["k"] and (second := noun(text, again.end(), one=True))[0]:
                if second[0] not in {n for n, _ in parts}:
                    parts.append((second[0], -1))
                    end = second[1]
    elif (
        name in CURRENCIES
        and (piece := _PIECE.match(text, end))
        and not re.search(r"\b(?:a|an|one)\s+$", text[: match.start()])  # "a 20 pound note"
    ):
        parts.append((singular(piece["p"]), -1))  # "50p coins": money per coin
        end = piece.end()
    elif name and (subject := _SUBJECT.search(text, 0, match.start())):
        parts.append((singular(subject["d"]), -1))  # "every crate has 27 tea bags"
    return number, parts, end, singular(of) if of else ""


def read_quantities(text: str) -> list[Quantity]:
    """Every quantity of `text` in order, each with its unit (a count is what it names)."""
    found: list[Quantity] = []
    each: list[int] = []  # "$0.75 each": per what, once every quantity is known
    for match in _NUMBER.finditer(text):
        if found and match.start() < found[-1].end:
            continue  # "per 100 km": part of the quantity before
        if re.match(r"\s*(?:st|nd|rd|th)\b", text[match.end() :]):
            continue  # "on the 3rd": a date, not a quantity
        number, parts, end, of = _read_one(text, match)
        if _EACH_BEFORE.search(text, 0, match.start()) and len(parts) == 1 and parts[0][0]:
            each.append(len(found))  # "5 shifts, each 7 hours 45 minutes long"
        elif (price := _EACH.match(text, end)) and len(parts) == 1:
            if not parts[0][0] and _AT_EACH.search(text, 0, match.start()):
                parts = [("money", 1)]  # "3 bags of apples at 0.57 each": a price
            if parts[0][0]:
                each.append(len(found))
                end = price.end()
        elif parts[0][0] and found and _each_of(text, found[-1], match.start()):
            each.append(len(found))  # "each of my 5 grandkids £4 a week": £4 a week each
        elif not parts[0][0] and (again := _for_again(text, found, match.start())):
            parts = again  # "a recipe for 12 people ... im baking for 23": 23 people
        elif not parts[0][0] and found and _ELLIPSIS.match(text, match.end()):
            parts = _elided(text, found, match.start()) or parts
        value = Fraction(match.group()) / (
            Fraction(number.split("/")[1].strip(" )")) if number.startswith("(") else 1
        )
        quantity = Quantity(number, unit_of(*parts), match.start(), end, value, of)
        if found and (joined := _compound(text, found[-1], quantity)) is not None:
            found[-1] = joined  # "2 hours 15 minutes": one duration
        else:
            found.append(quantity)
    _resolve_each(text, found, each)
    _listed(text, found)
    return _count_of_rate(text, found)


_FOR_HOW_MANY = re.compile(r"\b(?:for|serves?|feeds?)\s+$")


def _for_again(text: str, found: list[Quantity], at: int) -> list[tuple[str, int]] | None:
    """The unit of a bare number "for" whom, when the story said "for" one count before."""
    if not _FOR_HOW_MANY.search(text, 0, at):
        return None
    told = {
        q.unit
        for q in found
        if _FOR_HOW_MANY.search(text, 0, q.start) and len(q.unit) == 1 and q.unit[0][1] == 1
    }
    return [next(iter(told))[0]] if len(told) == 1 else None


_EACH_OF = re.compile(
    r"\b(?:each|every\s+one|all)\s+of\s+(?:(?:my|our|the|his|her|their|these|those)\s+)?$"
)


def _each_of(text: str, count: Quantity, at: int) -> bool:
    """Whether the amount at `at` is given to each of the `count` just before ("each of my 5")."""
    return (
        _EACH_OF.search(text, 0, count.start) is not None
        and re.search(r"[.?!;]", text[count.end : at]) is None
        and len(count.unit) == 1
        and count.unit[0][0] not in KNOWN_UNITS
    )


_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*\+\s*|\s+or\s+)")


def _listed(text: str, found: list[Quantity]) -> None:
    """Bare numbers listed before one that names its unit share it: "6, 5.25 and 4.5 hours"."""
    for i in range(len(found) - 1, 0, -1):
        unit = found[i].unit
        j = i - 1
        while j >= 0 and not found[j].unit:
            if not _LIST_GAP.fullmatch(text, found[j].end, found[j + 1].start):
                break
            j -= 1
        if not unit or j == i - 1:
            continue
        for k in range(j + 1, i):
            q = found[k]
            found[k] = Quantity(q.number, unit, q.start, q.end, q.value, q.of)


_DOER = re.compile(
    r"\b(?:[a-z]+ed|has|had|have|did|does|do|got|gets|made|makes|bought|buys|sold|sells|took|takes|"
    r"gave|gives|ate|eats|spent|spends|lost|loses|won|wins|ran|runs|read|reads|wrote|writes|drank|"
    r"brought|kept|found|sent|paid|pays|uses|sees?|saw|caught|picked|another|just|only)\s+$"
)
"""The word before a number said without its unit: someone did, had, used so many."""


def _elided(text: str, found: list[Quantity], at: int) -> list[tuple[str, int]] | None:
    """The unit of a number said without one: the count's before it ("Olivia did 10").

    The count just before, in the same sentence and after an "and"; or, across sentences, the
    one unit everything before counts in ("33 boxes of paper. Marketing used 7").
    """
    previous = found[-1]
    between = text[previous.end : at]
    shared = re.search(r"\band\s+$", between) and not re.search(r"[.?!;]", between)
    if not (_DOER.search(text, 0, at) or shared):  # "6 hours on Monday and 7 on Tuesday"
        return None  # "my sister is 12": an age, not more of the count
    if not re.search(r"[.?!;]", between):
        if not re.search(r"\band\b", between):
            return None
        units = {previous.unit}
    else:
        units = {q.unit for q in found}
    if len(units) != 1 or len(previous.unit) != 1 or previous.unit[0][1] != 1:
        return None
    return [(previous.unit[0][0], 1)]


def _count_of_rate(text: str, found: list[Quantity]) -> list[Quantity]:
    """A number with no unit, where a rate prices one thing nothing else counts: that thing.

    "the meter went from 19903 to 20426 and each unit costs 30p": the units the meter counts,
    the reading's change.
    """
    original = found
    bare = [i for i, q in enumerate(found) if not q.unit]
    if len(bare) == 2 and bare[1] == bare[0] + 1:
        a, b = found[bare[0]], found[bare[1]]
        if re.search(r"\bfrom\s+$", text[: a.start]) and re.fullmatch(
            r"\s+to\s+", text[a.end : b.start]
        ):
            change = Quantity(f"({b.number} - {a.number})", (), a.start, b.end, b.value - a.value)
            found = [*found[: bare[0]], change, *found[bare[1] + 1 :]]
            bare = bare[:1]
    counted = {n for q in found for n, p in q.unit if p > 0}
    per = {
        n
        for q in found
        for n, p in q.unit
        if p < 0 and n not in KNOWN_UNITS and n not in counted and len(q.unit) == 2
    }
    if len(bare) != 1 or len(per) != 1:
        return original
    q = found[bare[0]]
    found[bare[0]] = Quantity(q.number, unit_of((per.pop(), 1)), q.start, q.end, q.value, q.of)
    return found


def _resolve_each(text: str, found: list[Quantity], each: list[int]) -> None:
    """What "10 slices each", "$0.75 each" are per: the count just before, or the story's one."""
    counted = {n for q in found for n, p in q.unit if p > 0 and n not in KNOWN_UNITS}
    for index in each:
        q = found[index]
        before = found[index - 1] if index else None
        if (
            before is not None
            and not re.search(r"[.?!;]", text[before.end : q.start])
            and len(before.unit) == 1
            and before.unit[0][1] == 1
            and before.unit[0][0] not in KNOWN_UNITS
            and before.unit != q.unit
        ):
            per = before.unit[0][0]  # "4 pizzas cut into 10 slices each"
        elif len(others := counted - dict(q.unit).keys()) == 1:
            per = next(iter(others))  # "apples cost $0.75 each; how much do 12 apples cost?"
        else:
            continue
        found[index] = Quantity(
            q.number, unit_of(*q.unit, (per, -1)), q.start, q.end, q.value, q.of
        )


def _compound(text: str, big: Quantity, small: Quantity) -> Quantity | None:
    """`big` and `small` as one amount, its parts: "2 hours 15 minutes", "5 feet 4 inches"."""
    if len(big.unit) != 1 or len(small.unit) != 1 or big.unit[0][1] != 1 or small.unit[0][1] != 1:
        return None
    if not re.fullmatch(r"\s*(?:,\s*)?(?:and\s+)?", text[big.end : small.start]):
        return None
    factor = conversion(big.unit[0][0], small.unit[0][0])
    if factor is None or factor <= 1 or factor.denominator != 1 or small.value < 0:
        return None
    number = f"({big.number} * {factor.numerator} + {small.number})"
    return Quantity(number, small.unit, big.start, small.end, big.value * factor + small.value)
