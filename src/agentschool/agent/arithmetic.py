"""Everyday arithmetic wording as a calculator expression, without a model.

"three quarters of 96", "150 increased by 12%", "split a bill of $84 between 4 people", "average
of 10, 20 and 60", "round 3.14159 to 2 decimal places", "2 to the 8th", "640 divided by 16, times
3": number words, money and thousands separators are read first, then phrases become operators.
`to_expression` answers None for anything it cannot read whole, so the caller can hand the task on.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentschool.agent.calc_wording import (
    LIST_SEP,
    NEGATIVE_BASE,
    NUMBER,
    OPERATION_SIGNS,
    PREFIX,
    ROUND_WHAT,
    ROUNDED,
    SUFFIX,
    TYPED_NEGATIVE_POWER,
    UNIT_WORD,
    convert_units,
    label_dropped,
    labelled_list,
    parses,
    rounded_as_asked,
    spoken_amounts,
    temperature,
    unwrap_parens,
    whole_request,
)
from agentschool.agent.counted_units import unit_stripped
from agentschool.tools.calculator import CONSTANTS, FUNCTIONS
from agentschool.tools.number_words import ORDINALS, replace_number_words

__all__ = ["NUMBER", "continue_expression", "plain_wording", "to_expression"]

_N = NUMBER
_SEP = LIST_SEP
_LIST = rf"{_N}(?:{_SEP}{_N})+"
_MEAN_LIST = rf"{_N}(?:(?:{_SEP}|\s*\+\s*|\s+){_N})+"
_DENOMINATORS = {
    "half": 2,
    "halve": 2,
    "third": 3,
    "quarter": 4,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}
_FRACTION = re.compile(
    rf"\b(?:(?P<n>\d+)|an?|one)[\s-]+(?P<d>{'|'.join(_DENOMINATORS)})(?:s|ves)?\s+of\b"
)


_SCALES = {"thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_PLACES = {"tenth": 1, "hundredth": 2, "thousandth": 3, "10": -1, "100": -2, "1000": -3}
"""Rounding "to the nearest" place, as decimal places (tens and up are negative places)."""


def _numbers(text: str) -> list[str]:
    return re.findall(_N, text)


def _mean(m: re.Match[str]) -> str:
    values = _numbers(m["list"])
    return f"(({' + '.join(values)}) / {len(values)})"


def _pct(sign: str, base: str, share: str) -> str:
    return f"({base} * (100 {sign} {share}) / 100)"


Rewrite = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]


def _r(pattern: str, build: Callable[[re.Match[str]], str]) -> Rewrite:
    return re.compile(pattern, re.IGNORECASE), build


_PCT = r"(?:%|\s*percent|\s*per\s+cent)"
_THING = (
    r"(?:\s+(?:bill|check|cheque|meal|dinner|lunch|order|purchase|total|price|item|invoice|"
    r"tab|fare|salary|loan))?"
)
_RISE = r"(?:increase|rise|raise|markup|mark-up|hike|jump)"
_FALL = r"(?:decrease|drop|cut|reduction|discount|markdown|fall)"
_BIGGER = r"(?:bigger|larger|greater|more|higher|taller|longer|older|heavier|further|farther)"
_SMALLER = r"(?:smaller|less|fewer|lower|shorter|younger|lighter)"


_PEOPLE = r"(?:\s+(?:of\s+us|equal\s+parts|(?!(?:plus|minus|times|and|then)\b)[a-z]+))?"
_OF_LIST = (
    r"\s*:?\s+(?:up\s+)?(?:of\s+)?(?:(?:the|these|those|all)\s*:?\s+)?"
    r"(?:(?:numbers|values)\s*:?\s*)?(?:(?:(?:my|our|his|her|their)\s+)?(?:[a-z]+\s+){0,2}[a-z]+\s*:\s*)?"
)
_TOGETHER = r"(?:\s+(?:together|up|all\s+together))?"
_PERCENT_WORD = r"(?:percent(?:age)?|per\s+cent|%)"
_TYPED_FRACTION = r"(?<![\d.])\d+\s*/\s*\d+(?![\d.])"
_FRACTION_LIST = rf"(?:{_TYPED_FRACTION}|{_N})(?:{_SEP}(?:{_TYPED_FRACTION}|{_N}))+"
_PHRASES: list[Rewrite] = [
    _r(  # "add 3/4 and 4/5": typed fractions are numbers of the list, not divisions of it
        rf"^(?:add|sum|total){_OF_LIST}(?P<list>{_FRACTION_LIST}){_TOGETHER}$",
        lambda m: f"({' + '.join(re.split(_SEP, m['list']))})",
    ),
    _r(  # "what percent is 30 of 120", "what percentage of 120 is 30"
        rf"^(?:what\s+)?{_PERCENT_WORD}\s+(?:is\s+(?P<a>{_N})\s+(?:out\s+)?of\s+(?P<b>{_N})|"
        rf"of\s+(?P<b2>{_N})\s+is\s+(?P<a2>{_N}))$",
        lambda m: f"({m['a'] or m['a2']} / {m['b'] or m['b2']} * 100)",
    ),
    _r(
        rf"^(?P<a>{_N})\s+is\s+what\s+{_PERCENT_WORD}\s+of\s+(?P<b>{_N})$|"
        rf"^(?P<a4>{_N})\s+out\s+of\s+(?P<b4>{_N})\s+is\s+what\s+{_PERCENT_WORD}$|"
        rf"^(?P<a2>{_N})\s+(?:out\s+)?of\s+(?P<b2>{_N})\s+(?:as|in)\s+(?:a\s+)?{_PERCENT_WORD}$|"
        rf"^(?P<a3>{_N})\s+as\s+an?\s+{_PERCENT_WORD}\s+of\s+(?P<b3>{_N})$",
        lambda m: (
            f"({m['a'] or m['a2'] or m['a3'] or m['a4']} / "
            f"{m['b'] or m['b2'] or m['b3'] or m['b4']} * 100)"
        ),
    ),
    _r(
        rf"^(?:what\s+)?(?:do(?:es)?\s+)?(?P<list>{_LIST})\s+(?:add|sum|come|amount|total)\s+"
        r"(?:up\s+)?to$",
        lambda m: f"({' + '.join(_numbers(m['list']))})",
    ),
    _r(  # "how many 25s are in 1,000"
        rf"^how\s+many\s+(?P<a>{_N})'?s\s+(?:are\s+|go\s+|fit\s+)?(?:there\s+)?(?:in|into)\s+(?P<b>{_N})$",
        lambda m: f"({m['b']} / {m['a']})",
    ),
    _r(  # "how many times does 7 go into 1,225"
        rf"^how\s+many\s+times\s+(?:does|do|will|would|can|could)\s+(?P<a>{_N})\s+(?:go|fit)\s+"
        rf"(?:in|into)\s+(?P<b>{_N})$",
        lambda m: f"({m['b']} / {m['a']})",
    ),
    _r(
        rf"\b(?:the\s+)?(?:difference|gap)\s+between\s+(?P<a>{_N})\s+and\s+(?P<b>{_N})|"
        rf"^(?:by\s+)?how\s+(?:much|far)\s+(?:does|do|did)\s+(?P<a2>{_N})\s+(?:exceed|beat|top)\s+"
        rf"(?P<b2>{_N})(?:\s+by)?$|^how\s+far\s+apart\s+are\s+(?P<a3>{_N})\s+and\s+(?P<b3>{_N})$",
        lambda m: (
            f"({m['a2']} - {m['b2']})"
            if m["a2"]
            else f"abs({m['a'] or m['a3']} - {m['b'] or m['b3']})"
        ),
    ),
    _r(
        rf"\b(?:the\s+)?remainder\s+(?:when|if|after)\s+(?:you\s+|i\s+|we\s+)?divid(?:e|ing)\s+"
        rf"(?P<a>{_N})\s+by\s+(?P<b>{_N})",
        lambda m: f"({m['a']} % {m['b']})",
    ),
    _r(rf"\b(?:sqrt|square\s+root)\s+(?P<x>{_N})", lambda m: f"sqrt({m['x']})"),
    _r(rf"^(?:start(?:ing)?\s+with|begin\s+with|take)\s+(?P<x>{_N})$", lambda m: m["x"]),
    _r(rf"(?P<a>{_N})\s+(?:less|fewer)\s+than\s+(?P<b>{_N})", lambda m: f"({m['b']} - {m['a']})"),
    _r(rf"(?P<a>{_N})\s+more\s+than\s+(?P<b>{_N})", lambda m: f"({m['b']} + {m['a']})"),
    _r(rf"(?P<a>{_N})\s+added\s+to\s+(?P<b>{_N})", lambda m: f"({m['b']} + {m['a']})"),
    _r(
        rf"(?P<a>{_N})\s+(?:subtracted|taken(?:\s+away)?|deducted)\s+from\s+(?P<b>{_N})",
        lambda m: f"({m['b']} - {m['a']})",
    ),
    _r(
        rf"\b(?:increase|raise|grow)\s+(?P<a>{_N})\s+by\s+(?P<b>{_N})(?!\s*{_PERCENT_WORD}|[\d.])",
        lambda m: f"({m['a']} + {m['b']})",
    ),
    _r(
        rf"\b(?:decrease|reduce|lower|cut)\s+(?P<a>{_N})\s+by\s+(?P<b>{_N})(?!\s*{_PERCENT_WORD}|[\d.])",
        lambda m: f"({m['a']} - {m['b']})",
    ),
    _r(
        rf"(?P<p>{_N}){_PCT}\s+(?:more|higher|bigger|greater|larger|above)\s+than\s+(?P<a>{_N})",
        lambda m: _pct("+", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<p>{_N}){_PCT}\s+(?:less|lower|smaller|fewer|cheaper|below)\s+than\s+(?P<a>{_N})",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"(?<![\w%])(?:the\s+)?{_PERCENT_WORD}\s+(?P<way>change|increase|rise|growth|gain|difference|"
        rf"decrease|drop|fall|decline|loss)\s+(?:from|between)\s+(?P<a>{_N})\s+(?:to|and)\s+"
        rf"(?P<b>{_N})",
        lambda m: (
            f"(({m['a']} - {m['b']}) / {m['a']} * 100)"
            if m["way"] in ("decrease", "drop", "fall", "decline", "loss")
            else f"(({m['b']} - {m['a']}) / {m['a']} * 100)"
        ),
    ),
    _r(  # "$20 off $85", "$85 with $20 off", "a $60 item with a $15 coupon"
        rf"^(?P<d>{_N})\s+off\s+(?:of\s+)?(?:(?:a|an|the)\s+)?(?P<a>{_N})(?:\s+[a-z]+)?$|"
        rf"^(?:(?:the\s+)?(?:price|cost|total)\s+of\s+)?(?:(?:a|an|the)\s+)?(?P<a2>{_N})(?:\s+[a-z]+)?\s+"
        rf"(?:with|after|minus|less)\s+(?:(?:a|an|the)\s+)?(?P<d2>{_N})\s+"
        r"(?:off|coupon|discount|voucher|rebate|reduction)$",
        lambda m: f"({m['a'] or m['a2']} - {m['d'] or m['d2']})",
    ),
    _r(  # "new price after a 15% increase on $40"
        rf"^(?:(?:the\s+)?new\s+[a-z]+\s+)?after\s+an?\s+(?P<p>{_N}){_PCT}\s+(?P<way>{_RISE}|{_FALL})\s+"
        rf"(?:on|of|to|from|in)\s+(?:(?:a|an|the)\s+)?(?P<a>{_N})(?:\s+[a-z]+)?$",
        lambda m: _pct("+" if re.fullmatch(_RISE, m["way"]) else "-", m["a"], m["p"]),
    ),
    _r(  # "$240.55 with a quarter off", "half off 80"
        rf"^(?P<a>{_N})\s+(?:with\s+)?(?:(?:a|one)\s+)?(?P<f>half|third|quarter)\s+off$|"
        rf"^(?:(?:a|one)\s+)?(?P<f2>half|third|quarter)\s+off\s+(?:of\s+)?(?P<a2>{_N})$",
        lambda m: f"({m['a'] or m['a2']} * (1 - 1 / {_DENOMINATORS[m['f'] or m['f2']]}))",
    ),
    _r(
        rf"\b(?P<n>\d+)(?:st|nd|rd|th)\s+root\s+of\s+(?P<x>{_N})",
        lambda m: f"({m['x']} ** (1 / {m['n']}))",
    ),
    _r(
        rf"\btake\s+(?P<p>{_N}){_PCT}\s+off\s+(?:of\s+)?(?P<a>{_N})",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"\b(?:the\s+)?(?:arithmetic\s+)?(?:average|mean|avg){_OF_LIST}(?P<list>{_MEAN_LIST})",
        _mean,
    ),
    _r(rf"^(?:average|mean|avg){_OF_LIST}(?P<list>{_MEAN_LIST})$", _mean),
    _r(
        rf"\b(?:the\s+)?(?:sum|total){_OF_LIST}(?P<list>{_LIST})",
        lambda m: f"({' + '.join(_numbers(m['list']))})",
    ),
    _r(
        rf"\b(?:the\s+)?product{_OF_LIST}(?P<list>{_LIST})",
        lambda m: f"({' * '.join(_numbers(m['list']))})",
    ),
    _r(
        rf"^(?:add|sum|total){_OF_LIST}(?P<list>{_LIST}){_TOGETHER}$",
        lambda m: f"({' + '.join(_numbers(m['list']))})",
    ),
    _r(
        rf"^(?P<list>{_LIST})\s+(?:(?:added|summed|totalled|totaled){_TOGETHER}|(?:all\s+)?together|"
        r"combined|altogether|in\s+total)$",
        lambda m: f"({' + '.join(_numbers(m['list']))})",
    ),
    _r(
        rf"^multiply\s+(?P<list>{_LIST}){_TOGETHER}$",
        lambda m: f"({' * '.join(_numbers(m['list']))})",
    ),
    _r(
        rf"^(?P<list>{_LIST})\s+multiplied{_TOGETHER}$",
        lambda m: f"({' * '.join(_numbers(m['list']))})",
    ),
    _r(
        rf"\b(?:a|an|the)?\s*(?P<p>{_N}){_PCT}\s+(?:tip|tax|vat|gratuity|service\s+charge|"
        r"commission|deposit|fee|interest|discount|cut|share)\s+(?:on|of|for|from)\s+"
        rf"(?:(?:a|an|the|my)\s+)?(?P<a>{_N}){_THING}",
        lambda m: f"({m['p']} * {m['a']} / 100)",
    ),
    _r(
        rf"(?P<a>{_N}){_THING}\s+(?:plus|\+|with|and|including|after|incl\.?)\s+(?:an?\s+)?"
        rf"(?P<p>{_N}){_PCT}(?!\s*(?:of|off|discount)\b)(?:\s+(?:tax|vat|tip|gratuity|service\s+charge|fee|"
        r"markup|increase|interest|more))?",
        lambda m: _pct("+", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<a>{_N}){_THING}\s+(?:minus|-|less)\s+(?:an?\s+)?(?P<p>{_N}){_PCT}(?!\s*of\b)"
        r"(?:\s+(?:discount|off|reduction|decrease))?",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"\bhow\s+many\s+(?P<to>{UNIT_WORD})\s+(?:are\s+there\s+|are\s+|is\s+there\s+|go\s+)?"
        rf"(?:in|into)\s+(?P<n>{_N}|an?)\s+(?P<from>{UNIT_WORD})",
        lambda m: convert_units(m["n"], m["from"], m["to"]),
    ),
    _r(
        rf"\b(?:convert\s+)?(?P<n>{_N})\s+(?P<from>{UNIT_WORD})\s+(?:to|in|into)\s+(?P<to>{UNIT_WORD})$",
        lambda m: convert_units(m["n"], m["from"], m["to"]),
    ),
    _r(
        rf"(?:(?P<x>{_N})\s+(?:times|multiplied\s+by)|\bmultiply\s+(?P<x2>{_N})\s+by)\s+itself",
        lambda m: f"({m['x'] or m['x2']} ** 2)",
    ),
    _r(
        rf"\bfactorial\s+(?:of\s+)?(?P<x>{_N})|(?P<x2>{_N})\s*(?:factorial\b|!)",
        lambda m: f"factorial({m['x'] or m['x2']})",
    ),
    _r(
        rf"^how\s+much\s+(?P<way>{_BIGGER}|{_SMALLER})\s+is\s+(?P<a>{_N})\s+than\s+(?P<b>{_N})$",
        lambda m: (
            f"({m['a']} - {m['b']})"
            if re.fullmatch(_BIGGER, m["way"])
            else f"({m['b']} - {m['a']})"
        ),
    ),
    _r(
        rf"(?P<x>{_N})\s*(?:°\s*|degrees?\s+)?(?P<from>fahrenheit|celsius|centigrade|f|c)\s+"
        r"(?:in|to|into|as)\s+(?:degrees\s+|°\s*)?(?P<to>fahrenheit|celsius|centigrade|f|c)$",
        lambda m: temperature(m["x"], m["from"][0], m["to"][0]),
    ),
    _r(
        rf"\bround\s+(?P<x>{_N})\s+to\s+(?:the\s+nearest\s+)?(?P<d>-?\d+)\s*"
        r"(?:decimal\s+places?|decimals?|dp|places?|digits?)",
        lambda m: f"round({m['x']}, {m['d']})",
    ),
    _r(
        rf"(?P<x>{_N})\s+rounded\s+(?:off\s+)?to\s+(?:the\s+nearest\s+)?(?P<d>-?\d+)\s*"
        r"(?:decimal\s+places?|decimals?|dp|places?|digits?)",
        lambda m: f"round({m['x']}, {m['d']})",
    ),
    _r(
        rf"(?P<x>{_N})\s+rounded(?:\s+(?:off|to\s+the\s+nearest\s+(?:whole\s+number|integer|unit)))?$",
        lambda m: f"round({m['x']})",
    ),
    _r(
        rf"\bround\s+(?P<x>{_N})(?:\s+to\s+the\s+nearest\s+(?:whole\s+number|integer|unit))?$",
        lambda m: f"round({m['x']})",
    ),
    _r(
        rf"\b(?:the\s+)?remainder\s+(?:of|when|after)\s+(?P<a>{_N})\s+(?:is\s+)?divided\s+by\s+"
        rf"(?P<b>{_N})",
        lambda m: f"({m['a']} % {m['b']})",
    ),
    _r(
        rf"\b(?:add|put)\s+(?P<p>{_N}){_PCT}\s+(?:on\s*)?(?:to\s+)?(?P<a>{_N})",
        lambda m: _pct("+", m["a"], m["p"]),
    ),
    _r(
        rf"\b(?:subtract|deduct|knock|take)\s+(?P<p>{_N}){_PCT}\s+(?:off(?:\s+of)?|from)\s+(?P<a>{_N})",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(rf"\badd\s+(?P<a>{_N})\s+to\s+(?P<b>{_N})", lambda m: f"({m['b']} + {m['a']})"),
    _r(
        rf"\b(?:subtract|take(?:\s+away)?|deduct)\s+(?P<a>{_N})\s+(?:away\s+)?from\s+(?P<b>{_N})",
        lambda m: f"({m['b']} - {m['a']})",
    ),
    _r(
        rf"\bmultiply\s+(?P<a>{_N})\s+(?:by|with)\s+(?P<b>{_N})", lambda m: f"({m['a']} * {m['b']})"
    ),
    _r(
        rf"\bdivide\s+(?P<a>{_N})\s+(?:by|into)\s+(?P<b>{_N})(?:\s+(?:equal\s+)?(?:parts|pieces|portions|"
        rf"groups|shares))?|(?P<a2>{_N})\s+(?:split|shared|divided)\s+(?:equally\s+|evenly\s+)?"
        rf"(?P<b2>{_N})\s+ways",
        lambda m: f"({m['a'] or m['a2']} / {m['b'] or m['b2']})",
    ),
    _r(
        rf"\b(?:split|share|divide)\s+(?:(?:a|the)\s+)?(?:(?:bill|total|cost|check)\s+of\s+)?"
        rf"(?P<a>{_N}){_THING}\s+(?:equally\s+|evenly\s+)?(?:between|among|across|by|into)\s+(?P<b>{_N}){_PEOPLE}",
        lambda m: f"({m['a']} / {m['b']})",
    ),
    _r(
        rf"\b(?:split|share|divide)\s+(?:(?:a|the)\s+)?(?:(?:bill|total|cost|check)\s+of\s+)?"
        rf"(?P<a>{_N}){_THING}\s+(?:(?:equally|evenly)\s+)?(?P<b>{_N})\s+ways",
        lambda m: f"({m['a']} / {m['b']})",
    ),
    _r(
        rf"(?<![\^\d.])(?P<a>{_N})(?:\s+(?!squared|cubed|percent)[a-z]+)?\s+(?:is\s+|are\s+)?"
        r"(?:split|shared|divided)\s+"
        r"(?:equally\s+|evenly\s+)?"
        rf"(?:between|among|across|by|into)\s+(?P<b>{_N}){_PEOPLE}",
        lambda m: f"({m['a']} / {m['b']})",
    ),
    _r(
        rf"\b(?:increase|raise)\s+(?P<a>{_N})\s+by\s+(?P<p>{_N}){_PCT}",
        lambda m: _pct("+", m["a"], m["p"]),
    ),
    _r(
        rf"\b(?:decrease|reduce|lower|discount|cut)\s+(?P<a>{_N})\s+by\s+(?P<p>{_N}){_PCT}",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<a>{_N})\s+(?:increased|raised|marked\s+up|grown)\s+by\s+(?P<p>{_N}){_PCT}",
        lambda m: _pct("+", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<a>{_N})\s+(?:decreased|reduced|lowered|discounted|cut)\s+by\s+(?P<p>{_N}){_PCT}",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<a>{_N})\s+(?:with|after|plus)\s+an?\s+(?P<p>{_N}){_PCT}\s+(?:increase|rise|raise|"
        r"markup|tip|tax)",
        lambda m: _pct("+", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<a>{_N})\s+(?:with|after|minus)\s+an?\s+(?P<p>{_N}){_PCT}\s+(?:decrease|drop|cut|"
        r"discount|reduction)",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<p>{_N}){_PCT}\s+(?:off|discount\s+on|off\s+of)\s+(?P<a>{_N})",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(
        rf"(?P<a>{_N})\s+(?:with\s+|less\s+)?(?P<p>{_N}){_PCT}\s+off",
        lambda m: _pct("-", m["a"], m["p"]),
    ),
    _r(rf"\bcube\s+root\s+(?:of|from)\s+(?P<x>{_N})", lambda m: f"({m['x']} ** (1 / 3))"),
    _r(rf"\b(?:square\s+)?root\s+(?:of|from)\s+(?P<x>{_N})", lambda m: f"sqrt({m['x']})"),
    _r(rf"\b(?:the\s+)?square\s+of\s+(?P<x>{_N})", lambda m: f"({m['x']} ** 2)"),
    _r(rf"\b(?:the\s+)?cube\s+of\s+(?P<x>{_N})", lambda m: f"({m['x']} ** 3)"),
    _r(rf"\bsquare\s+(?P<x>{_N})", lambda m: f"({m['x']} ** 2)"),
    _r(rf"\bcube\s+(?P<x>{_N})", lambda m: f"({m['x']} ** 3)"),
    _r(rf"\bdouble\s+(?P<x>{_N})", lambda m: f"({m['x']} * 2)"),
    _r(rf"\b(?:triple|thrice)\s+(?P<x>{_N})", lambda m: f"({m['x']} * 3)"),
    _r(rf"\btwice\s+(?P<x>{_N})", lambda m: f"({m['x']} * 2)"),
    _r(rf"\b(?:halve|half\s+of)\s+(?P<x>{_N})", lambda m: f"({m['x']} / 2)"),
    _r(
        rf"\b(?:raise\s+(?P<x>{_N})|(?P<x2>{_N})\s+raised)\s+to\s+(?:the\s+)?"
        rf"(?:power\s+(?:of\s+)?)?(?P<y>{_N})(?:st|nd|rd|th)?(?:\s+power)?",
        lambda m: f"({m['x'] or m['x2']} ** {m['y']})",
    ),
    _r(
        rf"(?P<x>{_N})(?:\s+to\s+the|\s*\^|(?=\s+(?:to\s+)?power\b))\s*(?:(?:to\s+)?power\s+"
        rf"(?:of\s+)?)?(?P<y>{_N})(?:st|nd|rd|th)?"
        r"(?:\s+power)?",
        lambda m: f"({m['x']} ** {m['y']})",
    ),
]
_OPERATORS: list[tuple[str, str]] = [
    (
        r"\bmultiplied\s+(?:by|with)\b|\btimes(?:\s+by)?\b|(?<=\d)\s+lots\s+of\b|×|(?<=[\d)])\s*x\s*(?=[\d(])",
        " * ",
    ),
    (r"\bdivided(?:\s+by)?(?=\s+[-\d(.])|\bover\b|÷", " / "),
    (r"\bplus\b", " + "),
    (r"\bminus\b|\bless\b|\btake\s+away\b|(?<=\d)\s+take(?=\s+\d)|−", " - "),
    (r"\bsquared\b", " ** 2"),
    (r"\bcubed\b", " ** 3"),
    (r"\bmod(?:ulo)?\b", " % "),
    (r"\bpercent\b|\bper\s+cent\b", "%"),
]
_ALLOWED = re.compile(rf"(?:[\d\s.+\-*/()%,e]|{'|'.join([*FUNCTIONS, *CONSTANTS])}|of)*")


def _clean(text: str) -> str:
    text = text.strip().lower().replace("’", "'")
    text = SUFFIX.sub("", PREFIX.sub("", text, count=1)).strip()
    text = re.sub(r"^(?:the\s+)", "", text)
    money = r"[$€£₹]\s*|\brs\.?\s*(?=\d)|"
    money += r"\s*(?<!nearest )(?:dollars?|euros?|pounds?|bucks|rupees?)\b"
    text = re.sub(money, " ", text)
    grouped = r"(?<![\d.])(?<!\d,)(\d{1,3}(?:,\d{3})+)(?!\d|,\d)"  # "205,49,154" is a list
    text = re.sub(grouped, lambda m: m[1].replace(",", ""), text)
    text = re.sub(  # "5 million", "2.5 thousand"
        r"(?<![\d.])(\d+(?:\.\d+)?)\s+(thousand|million|billion)\b",
        lambda m: f"({m[1]} * {_SCALES[m[2]]})",
        text,
    )
    text = replace_number_words(text)
    text = re.sub(  # scientific notation: "8.4 x 10^6" is one number
        r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:x|×|\*|times)\s*10\s*(?:\^|\*\*)\s*(-?\d+)\b",
        r"\1e\2",
        text,
    )
    text = re.sub(r"\bnegative\s+(?=[\d.])", "-", text)
    text = ROUND_WHAT.sub("round ", text)  # "round my salary of 41608 ..."
    text = re.sub(r"\bto\s+the\s+minus\s+(?=\d)", "to the -", text)
    text = re.sub(r"^if\s+(?=-?[\d.(])", "", text)  # "if 5,500 is decreased by 12%, ..."
    text = re.sub(  # "5500 is decreased by 12%": the participle carries the operation
        r"(?<=\d)\s+(?:is|are|was|gets?)\s+(?=(?:increased|decreased|raised|reduced|lowered|"
        r"discounted|cut|marked|multiplied|divided|added|subtracted|squared|cubed|rounded|"
        r"doubled|halved|tripled)\b)",
        " ",
        text,
    )
    text = re.sub(  # "3 and a half": 3.5
        r"(?<![\d.])(\d+)\s+and\s+(?:a|one)\s+(half|quarter)\b",
        lambda m: m[1] + (".5" if m[2] == "half" else ".25"),
        text,
    )
    text = re.sub(  # "18 plus 7 all divided by 5": the whole, then the operation
        r"\s*,?\s+all\s+(?=(?:divided|times|multiplied|over|squared|cubed)\b)", ", then ", text
    )
    text = re.sub(r"(?<=\d)\s+(?=%)", "", text)  # "20 % of 80"
    text = re.sub(rf"({_N})\s+dozen\b", r"(\1 * 12)", text)
    text = re.sub(
        # "..., answer as a decimal": the calculator's own answer
        r"(?:\s*[,–—-]?\s+(?:(?:give\s+(?:me\s+)?)?(?:the\s+|your\s+)?answer|written|"
        r"(?:and\s+)?(?:give|write|show)\s+(?:me\s+)?(?:it|that|the\s+result)))?"
        r",?\s+(?:(?:as|to|into)\s+an?\s+decimal|as\s+an?\s+number|in\s+decimals?(?:\s+form)?|"
        r"in\s+decimal\s+form)(?=\s*,|$)",
        "",
        text,
    )
    text = re.sub(r"\b(?:a|one)\s+(?=hundred)", "", text)
    text = re.sub(  # "to the nearest tenth" / "nearest hundred": a number of decimal places
        r"\b(?:the\s+)?nearest\s+(?:(?P<place>tenth|hundredth|thousandth)s?|(?P<size>10|100|1000)\b)"
        r"(?!\s*(?:decimal|dp|places?|digits?)\b)",
        lambda m: f"the nearest {_PLACES[m['place'] or m['size']]} decimal places",
        text,
    )
    text = re.sub(  # "to the third power": an ordinal after "to the" is an exponent
        rf"\bto\s+the\s+({'|'.join(ORDINALS)})\b", lambda m: f"to the {ORDINALS[m[1]]}", text
    )
    return _FRACTION.sub(
        lambda m: f"({m['n'] or 1} / {_DENOMINATORS[m['d']]}) *", re.sub(r"\s+", " ", text).strip()
    )


def plain_wording(text: str) -> str:
    """Lowercase wording with digits for number words and no currency signs or thousands commas."""
    return _clean(text)


_AS_PERCENT = re.compile(
    r"^(?P<expr>.+?)\s*,?\s*(?:as|in|to|into|expressed\s+as)\s+(?:a\s+)?"
    r"(?:percent(?:age)?|per\s+cent|%)$"
)


def to_expression(text: str) -> str | None:
    """The calculator expression for one clause of everyday arithmetic, or None.

    A clause may chain with commas ("640 divided by 16, times 3"); each continuation applies to
    everything before it; "... to 2 decimal places" rounds the whole.
    """
    cleaned = spoken_amounts(_clean(text))
    if (whole := whole_request(cleaned)) is not None:
        return whole
    if (listed := labelled_list(cleaned)) is not None:  # before commas are cut as a chain
        return listed
    share = _AS_PERCENT.fullmatch(cleaned)
    if share and (inner := to_expression(share["expr"])) is not None:
        return f"({inner}) * 100"
    rounded = ROUNDED.fullmatch(cleaned)
    if rounded and not re.search(r"\bround\s", rounded["expr"]):  # "homework: round 2.76 to 1 dp"
        inner = to_expression(rounded["expr"])
        return rounded_as_asked(inner, rounded) if inner is not None else None
    chain = r"\s*,\s*(?:and\s+)?(?:then\s+)?(?=[a-z])(?!and\s+[-\d(.])"  # not "1, 2, and 3"
    parts = [p for p in re.split(chain, cleaned) if p]
    if not parts:
        return None
    expression = _single(parts[0])
    for part in parts[1:]:
        if expression is None:
            return None
        expression = continue_expression(expression, part)
    if expression is None and (counted := unit_stripped(cleaned)) is not None:
        return to_expression(counted)  # "3/4 of 1 1/2 cups": the cups are what is counted
    if expression is None and (request := label_dropped(cleaned)) is not None:
        return to_expression(request)  # "quick maths question: 45 x 12"
    return expression


_SHARE_OF_ONE = re.compile(rf"[-+*/]\s*\({_N} \* \(100 [-+] ")
"""A percentage change read onto the last number of a sum ("350 + 1159 plus 13%")."""
_PART_OF = re.compile(r"(?P<part>(?<![\d.])(?:\d+\s*/\s*\d+|0?\.\d+))\s+of\s+(?=[\d(])")


def _single(text: str) -> str | None:
    if TYPED_NEGATIVE_POWER.search(text):
        return None  # "-2^2": 4 to some, -4 to a calculator
    for pattern, build in _PHRASES:
        text = pattern.sub(build, text)
    for words, operator in _OPERATORS:
        text = re.sub(words, operator, text, flags=re.IGNORECASE)
    text = re.sub(_PART_OF, r"\g<part> * ", text)  # "3/4 of 96"; "114 of 1587" is no product
    if re.search(rf"[-+]\s*{_N}\s*%(?!\s*of)", text) or _SHARE_OF_ONE.search(text):
        return None  # "200 minus 10% minus 5%", "350 + 1159 plus 13% tax": of what is not said
    text = unwrap_parens(NEGATIVE_BASE.sub(r"\g<1>(-\g<2>)", re.sub(r"\s+", " ", text).strip()))
    if not re.search(r"\d", text) or not _ALLOWED.fullmatch(text):
        return None
    return text if parses(text) else None


_IT = r"(?:it|that|this|the\s+result|the\s+answer)"
_CONTINUATIONS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(rf"^(?:multiply\s+(?:{_IT}\s+)?by|times|multiplied\s+by)\s+(?P<n>{_N})$"),
        "*",
    ),
    (re.compile(rf"^(?:divide\s+(?:{_IT}\s+)?by|divided\s+by|over)\s+(?P<n>{_N})$"), "/"),
    (re.compile(rf"^(?:add|plus)\s+(?P<n>{_N})(?:\s+to\s+{_IT})?$"), "+"),
    (
        re.compile(rf"^(?:subtract|minus|take\s+away|less)\s+(?P<n>{_N})(?:\s+from\s+{_IT})?$"),
        "-",
    ),
    (re.compile(rf"^(?:square\s+{_IT}|squared)$"), "**2"),
    (re.compile(rf"^(?:double\s+{_IT}|doubled)$"), "*2"),
    (re.compile(rf"^(?:halve\s+{_IT}|halved)$"), "/2"),
]


def continue_expression(previous: str, text: str) -> str | None:
    """`previous` carried on by a clause such as "times 3" or "then add 5", else None."""
    clause = re.sub(r"^(?:and\s+)?(?:then\s+)?", "", _clean(text))
    for pattern, operator in _CONTINUATIONS:
        match = pattern.fullmatch(clause)
        if match:
            operand = match.groupdict().get("n")
            op, fixed = (operator, operand) if operand else (operator[:-1], operator[-1])
            atom = re.fullmatch(rf"{_N}|\$\{{[^}}]*\}}", previous)
            return f"{previous if atom else f'({previous})'} {op.strip()} {fixed}"
    if share := re.fullmatch(rf"(?:take\s+)?(?P<p>{_N})%\s+of\s+{_IT}", clause):
        return f"({previous}) * {share['p']} / 100"  # "10% of 258, then 15% of that"
    operation = _OPERATION.fullmatch(clause)  # "..., plus 10% of 50": an operand of its own
    if operation and (operand := to_expression(operation["rest"])) is not None:
        return f"({previous}) {OPERATION_SIGNS[operation['op']]} ({operand})"
    return None


_OPERATION = re.compile(rf"(?P<op>{'|'.join(OPERATION_SIGNS)})\s+(?P<rest>.+)")
