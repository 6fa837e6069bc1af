"""Stories that name a formula: areas, perimeters, volumes, circles, and interest, without a model.

"A room is 12 ft by 15 ft, how many square feet?", "the area of a circle with a radius of 4 cm",
"$2,500 at 4% a year, compounded monthly: how much after 3 years?". The question names the formula
(area, perimeter, circumference, volume, square or cubic units, compounded or simple interest) and
the story gives its sizes. A story that names a formula belongs to this module: when its sizes do
not settle the formula (two sizes of one circle, a unit the sizes are not in, a rate compounded
how often?) `read_formula` says so, and the caller refuses rather than reading the numbers some
other way ("$1,000 at 5% compounded for 3 years" is no simple interest).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from agentschool.agent.units import conversion, measure, singular
from agentschool.exceptions import ToolError
from agentschool.tools.calculator import evaluate
from agentschool.tools.number_words import replace_number_words

__all__ = ["Formula", "conversion_steps", "read_formula"]


@dataclass(frozen=True, slots=True)
class Formula:
    """A story that names a formula, and its calculator expression when the story settles it."""

    expression: str | None
    """None: the story names a formula whose sizes it does not settle (the caller refuses)."""


_N = r"\d+(?:\.\d+)?"
_NUMBER = re.compile(rf"(?<![\d.]){_N}(?![\d])")
_LENGTH = r"(?P<unit>[a-z]+)"


def _wording(task: str) -> str:
    """Lowercase, digits for number words, no currency signs nor thousands commas."""
    text = task.lower().replace("’", "'").replace("\n", " ").replace("−", "-")
    text = re.sub(r"(?<![\d.])(\d{1,3}(?:,\d{3})+)(?![\d])", lambda m: m[1].replace(",", ""), text)
    text = re.sub(r"[$€£₹]\s*", "", replace_number_words(text))
    text = re.sub(r"(?<=\d)-(?=[a-z])", " ", text)  # "a 12-foot room", "a 5-year loan"
    text = re.sub(r"(?<=\d)\s*(?:%|percent\b|per\s+cent\b)", "%", text)
    text = re.sub(r"\bsq\.?\s+(?=[a-z])", "square ", text)
    text = re.sub(r"\bcu\.?\s+(?=[a-z])", "cubic ", text)
    text = re.sub(r"(?<=[a-z])\s*²", " squared", text)
    return re.sub(r"\s+", " ", text)


def _length(word: str | None) -> str | None:
    """The canonical length unit a word names ("ft" → "foot"), or None when it names none."""
    if not word:
        return None
    name = singular(word)
    return name if conversion(name, "meter") is not None else None


_QUESTION = re.compile(r"\b(?:how|what|what's|whats|find|calculate|work\s+out)\b")


def _question(text: str) -> str:
    starts = [m.start() for m in _QUESTION.finditer(text)]
    return text[starts[-1] :] if starts else text


# --- geometry ------------------------------------------------------------------------------------

_SQUARE_UNIT = re.compile(r"\bsquare\s+(?P<unit>[a-z]+)|\b(?P<unit2>[a-z]+)\s+squared\b")
_CUBIC_UNIT = re.compile(r"\bcubic\s+(?P<unit>[a-z]+)|\b(?P<unit2>[a-z]+)\s+cubed\b")
_OTHER_MEASURE = re.compile(r"\b(?:acres?|hectares?|ha|gallons?|litres?|liters?|ml|cups?)\b")
_AREA = re.compile(r"\b(?:area|floor\s+space|surface)\b")
_PERIMETER = re.compile(
    r"\b(?:perimeter|circumference|(?:distance|way)\s+around|fenc(?:e|es|ing)|border|edging|"
    r"go\s+(?:all\s+the\s+way\s+)?around)\b"
)
_VOLUME = re.compile(r"\b(?:volume|capacity)\b")
_SQUARE_WORD = re.compile(r"\bsquare\s+(?P<next>[a-z]+)")


def _square_shape(text: str) -> bool:
    """Whether a square is the shape ("a square patch"), not a unit ("square feet") or a root."""
    return any(
        m["next"] not in ("root", "of", "unit", "units") and _length(m["next"]) is None
        for m in _SQUARE_WORD.finditer(text)
    )


_CIRCLE = re.compile(r"\b(?:circle|circular|round|disc|disk|radius|diameter)\b")
_CUBE = re.compile(r"\bcube(?:-shaped|\s+shaped)?\b(?!\s+root)|\bcubic\s+(?:box|container|tank)\b")
_RADIUS = re.compile(
    rf"\b(?P<what>radius|diameter)\s+(?:of\s+|is\s+|was\s+|=\s*|:\s*)?(?:about\s+)?(?P<n>{_N})"
    rf"(?:\s*{_LENGTH})?|(?<![\w.])(?P<n2>{_N})(?:\s*(?P<unit2>[a-z]+))?\s+(?P<what2>radius|diameter)\b"
)
_SIDE = re.compile(
    rf"\b(?:sides?|edges?)\s+(?:of\s+|is\s+|are\s+|measur\w+\s+|=\s*)?(?P<n>{_N})(?:\s*{_LENGTH})?|"
    rf"(?<![\w.])(?P<n2>{_N})(?:\s*(?P<unit2>[a-z]+))?\s+(?:on\s+(?:each|a|every)\s+side|"
    r"(?:along|on)\s+(?:each|every|an?)\s+(?:side|edge)|per\s+side|sides?\b|edges?\b)"
)
_WORD = r"(?!by\b|x\b)[a-z]+"
_DIMENSIONS = re.compile(
    rf"(?<![\w.])(?P<a>{_N})(?:\s*(?P<ua>{_WORD}))?\s*(?:by|x|×|\*)\s*(?P<b>{_N})"
    rf"(?:\s*(?P<ub>{_WORD}))?(?:\s*(?:by|x|×|\*)\s*(?P<c>{_N})(?:\s*(?P<uc>{_WORD}))?)?"
)
_LONG_WIDE = re.compile(
    rf"(?<![\w.])(?P<n>{_N})(?:\s*(?P<unit>[a-z]+))?\s+(?P<way>long|wide|high|tall|deep|in\s+length|"
    r"in\s+width|in\s+height)\b|\b(?P<way2>length|width|breadth|height|depth)\s+(?:of\s+|is\s+|=\s*)?"
    rf"(?P<n2>{_N})(?:\s*(?P<unit2>[a-z]+))?"
)


def _asked_unit(question: str, pattern: re.Pattern[str]) -> tuple[bool, str | None]:
    """Whether the question asks in square (or cubic) units, and which length unit if it says."""
    for match in pattern.finditer(question):
        unit = _length(match["unit"] or match["unit2"])
        if unit is not None or (match["unit"] or match["unit2"]) == "units":
            return True, unit
    return False, None


def _one_unit(units: list[str | None]) -> tuple[bool, str | None]:
    """Whether the sizes agree on a length unit, and which (None: they name none)."""
    named = {u for u in units if u is not None}
    return len(named) <= 1, next(iter(named), None)


def _sizes(text: str) -> tuple[list[str], list[str | None]] | None:
    """A rectangle's or a box's sizes: "12 ft by 15 ft", "8 m long and 3 m wide"."""
    found = list(_DIMENSIONS.finditer(text))
    if len(found) == 1:
        m = found[0]
        numbers = [n for n in (m["a"], m["b"], m["c"]) if n]
        return numbers, [_length(u) for u in (m["ua"], m["ub"], m["uc"])][: len(numbers)]
    if found:
        return None
    ways = list(_LONG_WIDE.finditer(text))
    if len({(m["way"] or m["way2"]).split()[-1] for m in ways}) != len(ways):
        return None  # "3 m long and 4 m long": not two sizes of one shape
    return [m["n"] or m["n2"] for m in ways], [_length(m["unit"] or m["unit2"]) for m in ways]


Shape = tuple[str, int, str | None]
"""A formula's expression, how many of the story's numbers it uses, and their length unit."""


def _geometry(text: str) -> Formula | None:
    question = _question(text)  # a price per square metre says no area is asked
    question = re.sub(
        rf"{_N}\s*(?:per|an?|/)\s*(?:square\s+[a-z]+|sq\.?\s*m\b|m2\b)", " ", question
    )
    square_units, square_asked = _asked_unit(question, _SQUARE_UNIT)
    cubic_units, cubic_asked = _asked_unit(question, _CUBIC_UNIT)
    area = bool(_AREA.search(question)) or square_units
    perimeter = bool(_PERIMETER.search(question))
    volume = bool(_VOLUME.search(question)) or cubic_units
    if [area, perimeter, volume].count(True) != 1:
        return None if not (area or perimeter or volume) else Formula(None)
    if _OTHER_MEASURE.search(question) or any(
        (m := measure(w)) is not None and m[0] != "length" for w in re.findall(r"[a-z]+", question)
    ):
        return Formula(None)  # "in litres", "in acres": a conversion these formulas do not make
    shape = (
        _circle(text, area=area, perimeter=perimeter)
        if _CIRCLE.search(text)
        else _polygon(text, area=area, perimeter=perimeter)
    )
    if shape is None or len(_NUMBER.findall(text)) != shape[1]:
        return Formula(None)  # a number the formula does not use: some other question
    expression, _, unit = shape
    asked = square_asked or cubic_asked
    if asked is None or unit is None or asked == unit:
        return Formula(expression)
    factor = conversion(unit, asked)  # "a 9 ft by 12 ft room, in square yards"
    if factor is None:
        return Formula(None)
    power = 2 if area else 3 if volume else 1
    return Formula(f"({expression}) * ({factor.numerator} / {factor.denominator}) ** {power}")


def _circle(text: str, *, area: bool, perimeter: bool) -> Shape | None:
    sizes = list(_RADIUS.finditer(text))
    if len(sizes) != 1 or not (area or perimeter):
        return None  # "a radius of 4 cm and a diameter of 8 cm": one is enough, two disagree
    m = sizes[0]
    n, unit = m["n"] or m["n2"], _length(m["unit"] or m["unit2"])
    radius = n if (m["what"] or m["what2"]) == "radius" else f"{n} / 2"
    if area:
        return (f"pi * {n} ** 2" if radius == n else f"pi * ({radius}) ** 2"), 1, unit
    return (f"2 * pi * {n}" if radius == n else f"pi * {n}"), 1, unit


_TRIANGLE = re.compile(r"\btriang(?:le|ular)\b")
_BASE_HEIGHT = re.compile(
    rf"\b(?P<what>base|height)\s+(?:of\s+|is\s+|=\s*)?(?P<n>{_N})(?:\s*{_LENGTH})?"
)


def _polygon(text: str, *, area: bool, perimeter: bool) -> Shape | None:
    if _TRIANGLE.search(text):  # "a base of 10 cm and a height of 6 cm": half their product
        found = {m["what"]: m for m in _BASE_HEIGHT.finditer(text)}
        agree, unit = _one_unit([_length(m["unit"]) for m in found.values()])
        if not area or len(found) != 2 or not agree:
            return None
        return f"{found['base']['n']} * {found['height']['n']} / 2", 2, unit
    cube, square = _CUBE.search(text), _square_shape(text)
    if cube or square:
        sides = list(_SIDE.finditer(text))
        if len(sides) != 1 or (cube and square):
            return None
        m = sides[0]
        side, unit = m["n"] or m["n2"], _length(m["unit"] or m["unit2"])
        if cube:
            return (f"{side} ** 3", 1, unit) if not (area or perimeter) else None
        return (f"{side} ** 2", 1, unit) if area else (f"4 * {side}", 1, unit)
    sizes = _sizes(text)
    if sizes is None:
        return None
    (agree, unit), numbers = _one_unit(sizes[1]), sizes[0]
    if not agree:
        return None
    if len(numbers) == 3 and not (area or perimeter):
        return " * ".join(numbers), 3, unit
    if len(numbers) == 2 and area:
        return f"{numbers[0]} * {numbers[1]}", 2, unit
    if len(numbers) == 2 and perimeter:
        return f"2 * ({numbers[0]} + {numbers[1]})", 2, unit
    return None


# --- interest ------------------------------------------------------------------------------------

_PERIODS = {
    "annually": 1,
    "annual": 1,
    "yearly": 1,
    "every year": 1,
    "each year": 1,
    "once a year": 1,
    "semi-annually": 2,
    "semiannually": 2,
    "half-yearly": 2,
    "twice a year": 2,
    "quarterly": 4,
    "every quarter": 4,
    "monthly": 12,
    "every month": 12,
    "each month": 12,
    "weekly": 52,
    "daily": 365,
    "every day": 365,
}
_HOW_OFTEN = "|".join(sorted(_PERIODS, key=len, reverse=True))
_COMPOUNDED = re.compile(
    rf"\bcompound(?:ed|ing)?\s+(?:interest\s+)?(?P<how>{_HOW_OFTEN})\b|"
    r"\b(?P<cont>compounded\s+continuously|continuous(?:ly)?\s+compound\w*)"
)
_RATE = re.compile(
    rf"(?<![\w.])(?P<r>{_N})%(?P<per>(?:\s+(?:interest|rate))?\s+(?:a|per|each|every)\s+"
    r"(?P<unit>[a-z]+))?"
)
_MONTHLY = re.compile(r"\b(?:a|per|each|every)\s+(?:month|week|day)\b|\b(?:monthly|weekly|daily)\b")
_YEARS = re.compile(rf"(?<![\w.])(?P<n>{_N})\s+(?P<unit>years?|yrs?|months?)\b")
_AMOUNT_ASKED = re.compile(
    r"\b(?:have(?!\s+(?:i\s+|we\s+|it\s+|you\s+)?(?:earned|made|gained|accrued|paid|received|got))|"
    r"worth|balance|total|grow|grown|end\s+up|be\s+in|amount\s+to|become|back|repay|"
    r"pay\s+back|owe\s+in\s+total|in\s+the\s+account)\b"
)
_INTEREST_ASKED = re.compile(
    r"\b(?:how\s+much|what)\s+(?:(?:simple|compound)\s+)?interest\b|"
    r"\b(?:the|in|of)\s+(?:(?:simple|compound|total)\s+)?interest\b(?!\s+rate)|"
    r"\binterest\s+(?:earned|paid|owed|accrued|charged|only)\b|\b(?:earn|earns|earned|gain|gains|gained)\b|"
    r"\b(?:just|only)\s+the\s+interest\b|"
    r"^(?:calculate|compute|find|work\s+out)\s+(?:the\s+)?(?:(?:simple|compound)\s+)?interest\b"
)


def _interest(text: str) -> Formula | None:
    told = re.sub(r"\b(?:not|no|never|without)\s+compound\w*", " ", text)  # "not compounded"
    compound = re.search(r"\bcompound\w*\b", told)
    simple = re.search(r"\bsimple\s+interest\b", text)
    if not (compound or simple) or (compound and simple):
        return None if not (compound or simple) else Formula(None)
    rates, spans = list(_RATE.finditer(text)), list(_YEARS.finditer(text))
    numbers = _NUMBER.findall(text)
    if len(rates) != 1 or len(spans) != 1 or len(numbers) != 3:
        return Formula(None)
    rate, span = rates[0], spans[0]
    if rate["per"] and singular(rate["unit"]) not in ("year", "annum"):
        return Formula(None)  # "1% a month": not the yearly rate the formulas take
    if _MONTHLY.search(_COMPOUNDED.sub(" ", text)):
        return Formula(None)  # "$100 a month", "a monthly rate": not one deposit at a yearly rate
    principal = [n for n in numbers if n not in (rate["r"], span["n"])]
    if len(principal) != 1:
        return Formula(None)
    p, r = principal[0], rate["r"]
    years = span["n"] if span["unit"].startswith(("year", "yr")) else f"{span['n']} / 12"
    question = _question(text)
    amount_asked = _AMOUNT_ASKED.search(question) or (
        re.search(r"\b(?:owe|pay\s+back|repay)\b", question) and "interest" not in question
    )
    interest_asked = _INTEREST_ASKED.search(question) or (simple and question.startswith("simple"))
    named = re.search(r"\b(?:how\s+much|what)\s+(?:(?:simple|compound)\s+)?interest\b", question)
    interest_only = bool(named) or (bool(interest_asked) and not amount_asked)
    if simple:
        total = f"{p} * {r} / 100 * {_group(years)}"
        return Formula(total if interest_only else f"{p} + {total}")
    how = _COMPOUNDED.search(text)
    if how is None:
        return Formula(None)  # compounded how often?
    if how["cont"]:
        amount = f"{p} * exp({r} / 100 * {_group(years)})"
    else:
        times = _PERIODS[how["how"]]
        if times == 1:
            amount = f"{p} * (1 + {r} / 100) ** {_group(years)}"
        else:
            amount = f"{p} * (1 + {r} / {100 * times}) ** ({times} * {_group(years)})"
    return Formula(f"{amount} - {p}" if interest_only else amount)


def _group(expression: str) -> str:
    return expression if re.fullmatch(_N, expression) else f"({expression})"


# --- a formula the task states --------------------------------------------------------------------

_STATED = re.compile(
    r"(?<![\w.])(?<!\d\s)(?P<lhs>[a-z]{1,12})\s*=\s*"
    r"(?P<rhs>(?=[^=]*[a-z])(?=[^=]*[-+*/^×÷(])[a-z\d\s.+\-*/^×÷()]+?)\s*"
    r"(?=$|[,;:?!]|\.(?!\d)|\b(?:and|so|then|what|how|to|for)\b)"
)
"""A formula the task gives: "I know C = (F - 32) * 5/9", "area = pi * r^2" (with an operator:
"1 kg = 2.2 lb" is a factor)."""
_UNNAMED = re.compile(
    r"\b(?:(?:the\s+)?formula\s+(?:is|:)|using(?:\s+the\s+formula)?|use|with\s+the\s+formula)\s+"
    r"(?P<rhs>(?=[^=?]*\()(?=[^=?]*\b[a-z]\b)[a-z\d\s.+\-*/^×÷()]+?)\s*(?=$|[,;:?!]|\.(?!\d)|"
    r"\b(?:and|so|then|what|how|to|for)\b)"
)
"""A formula given by its right side alone: "formula is (F-32)*5/9", "using (F - 32) x 5/9"."""
_TOKEN = re.compile(rf"{_N}|[a-z]+|[-+*/^×÷()]")
_OPERATORS = {"^": "**", "×": "*", "÷": "/"}
_AFTER_NUMBER = re.compile(rf"(?<![\w.])(?P<x>-?{_N})\s*(?:°\s*|degrees?\s+)?(?P<word>[a-z]+)")
_BEFORE_NUMBER = re.compile(rf"\b(?P<word>[a-z]+)\s*(?:=|:|is|of|was)?\s*(?P<x>-?{_N})(?!\w|\.\d)")
_ASKS = re.compile(r"\b(?:what|what's|whats|how|convert|find|calculate|work\s+out|in)\b|\?")


def _names(variable: str, word: str) -> bool:
    """Whether `word` names a formula's variable: itself, or a long word it abbreviates."""
    if word == variable:
        return True
    return len(variable) == 1 and len(word) >= 4 and word[0] == variable


def _value_of(variable: str, text: str) -> set[tuple[int, str]]:
    """Where the task gives `variable` a number ("475°F" for F, "radius 3" for r)."""
    found = set()
    for pattern in (_AFTER_NUMBER, _BEFORE_NUMBER):
        for match in pattern.finditer(text):
            if _names(variable, match["word"]):
                found.add((match.start("x"), match["x"]))
    return found


def _stated(text: str, *, spoken: bool = False) -> Formula | None:
    """A formula the task states, worked out from the values it gives its variables.

    Every variable must get exactly one number, every other number of the task must be one of
    them, and the rest of the task must ask for the formula's left side ("... in Celsius?").
    """
    formulas = list(_STATED.finditer(text)) or list(_UNNAMED.finditer(text))
    if not formulas:
        return None
    if len(formulas) != 1:
        return Formula(None)
    formula = formulas[0]
    lhs = formula.groupdict().get("lhs")  # None: only the right side is given
    rest = f"{text[: formula.start()]} {' ' * len(formula[0])} {text[formula.end() :]}"
    times = r"(?:(?<=[\d)])\s*|(?<=[a-z])\s+)x\s*(?=[\d(])"  # "(f - 32) x 5/9"
    rhs = re.sub(times, " × ", formula["rhs"])
    while rhs.count(")") > rhs.count("(") and rhs.rstrip().endswith(")"):
        rhs = rhs.rstrip()[:-1]  # "(C = (F-32) x 5/9)": the aside's own parenthesis
    tokens = _TOKEN.findall(rhs)
    variables = {t for t in tokens if t.isalpha() and t not in ("pi", "e") and t not in _OPERATORS}
    if not variables or lhs in variables:
        return None
    values: dict[str, str] = {}
    used: set[int] = set()
    for variable in variables:
        given = _value_of(variable, rest)
        if len({x for _, x in given}) != 1:
            return Formula(None)  # a variable with no value, or with two
        used |= {at for at, _ in given}
        values[variable] = next(iter(given))[1]
    others = [m for m in re.finditer(rf"(?<![\w.]){_N}", rest) if m.start() not in used]
    others = [m for m in others if not any(m.start() == at + 1 for at in used)]  # "-18"
    asked = lhs is None or any(_names(lhs, w) for w in re.findall(r"[a-z]+", rest))
    asked = asked or (spoken and re.search(r"\bwhat\s+(?:is|'s)\s+(?:that|it)\b", rest) is not None)
    if others or not asked or not _ASKS.search(rest):
        return Formula(None)
    parts: list[str] = []
    for token in tokens:
        value_like = token in values or token in ("pi", "e") or bool(re.fullmatch(_N, token))
        ends_value = bool(parts) and (parts[-1][-1] in ")0123456789" or parts[-1] in ("pi", "e"))
        if ends_value and (value_like or token == "("):
            parts.append("*")  # "1.8c", "3.14 r^2", "2(l + w)": a product
        if token in values:
            parts.append(f"({values[token]})" if values[token].startswith("-") else values[token])
        else:
            parts.append(_OPERATORS.get(token, token))
    expression = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", " ".join(parts)))
    try:
        evaluate(expression)
    except ToolError:
        return Formula(None)
    return Formula(expression)


_SQUARE_SHAPE = re.compile(
    r"\b(?:perfect\s+|exact\s+)?square\b(?!\s+(?:metres?|meters?|feet|foot|ft|yards?|yds?|km|"
    r"kilomet(?:re|er)s?|miles?|inch(?:es)?|cm|centimet(?:re|er)s?|mm|m|root)\b)"
)
_SQUARE_AREA = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?:square\s+[a-z]+|sq\.?\s*[a-z]+|[a-z]+\s*(?:squared|\^\s*2|²)|m2)\b"
)
_SIDE_ASKED = re.compile(r"\bhow\s+(?:long|wide)\b|\b(?:length|side|sides|wall|walls|width|edge)\b")


def _square_side(text: str) -> Formula | None:
    """The side of a square told by its area: "a perfect square, 20.25 m²: how long is a wall?"."""
    areas = list(_SQUARE_AREA.finditer(text))
    counted = re.sub(r"\b1\s+(?=(?:side|wall|edge)\b)", "", text)  # "how long is one side?"
    if len(areas) != 1 or not _SQUARE_SHAPE.search(text) or len(_NUMBER.findall(counted)) != 1:
        return None
    if not _SIDE_ASKED.search(_question(text)):
        return None
    return Formula(f"sqrt({areas[0]['a']})")


_OPERAND = rf"(?P<x>{_N}(?:\s*(?:/|over)\s*{_N})?)"
_CONVERSION_ASKED = re.compile(
    rf"^\s*(?:convert\s+)?{_N}\s*(?:°\s*|degrees?\s+)?[a-z]+\s+(?:in|to|into)\s+[a-z]+\s*[,;:]"
)
"""A value asked in another unit, with the steps after it: "77 fahrenheit in celsius, the
formula is subtract 32 then times 5 over 9"."""
_STEP = re.compile(
    r"\b(?P<op>take\s+away|takes\s+away|subtract|minus|deduct|add|plus|multiply(?:\s+it)?\s+by|"
    r"multiplied\s+by|times|divide(?:\s+it)?\s+by|divided\s+by)\s+" + _OPERAND + r"(?!\w|\.\d)"
)
_OPS = {"take": "-", "takes": "-", "subtract": "-", "minus": "-", "deduct": "-", "add": "+",
        "plus": "+", "multiply": "*", "multiplied": "*", "times": "*", "divide": "/",
        "divided": "/"}  # fmt: skip
_BETWEEN_STEPS = re.compile(
    r"^\s*(?:,|\band\b|\bthen\b|\bafter\s+that\b|\bafterwards\b|\bnext\b|\byou\b|\s)*$"
)


def _procedure(text: str) -> Formula | None:
    """A value put through steps the task tells in words.

    "375 F ... take away 32 and after that multiply by 5/9: how much is it in celsius?". The
    steps must follow one another (joined by "and", "then", "after that") and exactly one other
    number is the value they start from.
    """
    steps = list(_STEP.finditer(text))
    if len(steps) < 2 or not (_QUESTION.search(text) or _CONVERSION_ASKED.match(text)):
        return None
    for before, after in itertools.pairwise(steps):
        if not _BETWEEN_STEPS.match(text[before.end() : after.start()]):
            return None  # steps told apart: not one procedure
    rest = text[: steps[0].start()] + " " + text[steps[-1].end() :]
    starts = _NUMBER.findall(rest)
    if len(starts) != 1:
        return None
    expression = starts[0]
    for step in steps:
        operand = re.sub(r"\s+", "", step["x"].replace("over", "/"))
        operand = f"({operand})" if "/" in operand else operand
        expression = f"({expression} {_OPS[step['op'].split()[0]]} {operand})"
    return Formula(expression[1:-1])


def conversion_steps(task: str) -> str | None:
    """A value asked in another unit, put through the steps told after it.

    "68 F in C, subtract 32 and then multiply by 5/9" is (68 - 32) * (5/9): the steps are the
    conversion, not more steps after it.
    """
    text = _wording(task)
    formula = _procedure(text) if _CONVERSION_ASKED.match(text) else None
    return None if formula is None else formula.expression


_SPOKEN_OPERATORS = (
    (r"\b(?:multiplied\s+by|times)\b", "*"),
    (r"\bdivided\s+by\b", "/"),
    (r"\bminus\b", "-"),
    (r"\bplus\b", "+"),
)
_SPOKEN_FORMULA = re.compile(
    r"\b(?:if|where|with)\s+(?P<lhs>[a-z]+)\s+(?:is|equals)\s+(?=\([a-z]+\s+(?:minus|plus|times|multiplied|divided)\b)"
)


def _spoken(text: str) -> Formula | None:
    """A formula told in words: "if Celsius is (Fahrenheit minus 32) times 5 divided by 9"."""
    if not _SPOKEN_FORMULA.search(text):
        return None  # "what is that" asks the formula's left side only when said this way
    text = _SPOKEN_FORMULA.sub(r"\g<lhs> = ", text)
    for words, symbol in _SPOKEN_OPERATORS:
        text = re.sub(words, symbol, text)
    text = re.sub(r"(?<=[\d)])\s+and\s+(?=[-+*/]\s)", " ", text)  # "times 5 and divided by 9"
    return _stated(text, spoken=True)


def read_formula(task: str) -> Formula | None:
    """The formula a story names and its expression; None when the story names no formula."""
    text = _wording(task)
    return (
        _stated(text)
        or _spoken(text)
        or _interest(text)
        or _square_side(text)
        or _procedure(text)
        or _geometry(text)
    )
