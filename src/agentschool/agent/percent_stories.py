"""Percent stories read as a whole, as a calculator expression, without a model.

"what's $132.80 plus 8.875% sales tax?", "€859.10 including 10% VAT, what is the amount before
VAT?", "a $243 jacket is 20% off, then 7% sales tax is added: what do I pay?", "12 out of 20, what
percentage is that?", "sales went from $15,700 to $19,154, by what percent did they increase?",
"coursework is worth 40% and the exam 60%; I got 71 and 68: my final mark?".

Each percent in a story plays a role from a small lexicon: added on (tax, VAT, tip, markup, ...)
or taken off (discount, off, reduction, ...). The question asks the amount with the roles applied
in the story's order, the share itself ("how much is the tip"), or the amount before it ("before
VAT", "original price", given an amount "including" it). Other families: a part of a whole, a
percent change between two amounts, a weighted mean. Every number of the story must be used, and
exactly one reading may fit; anything else is None, so the caller reads the task its own way: a
wrong answer is worse than none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from agentschool.agent.quantities import value_key
from agentschool.agent.seller_fees import kept_after_fees
from agentschool.tools.number_words import replace_number_words

__all__ = ["percent_story", "share_asked_twice"]

_NUM = r"(?<![\w.])\d+(?:\.\d+)?(?![\d])"
_PERCENT = re.compile(rf"(?P<p>{_NUM})%")

_ADDED = {
    "sales tax": "tax", "tax": "tax", "taxes": "tax", "vat": "tax", "gst": "tax", "hst": "tax",
    "tip": "tip", "gratuity": "tip", "service charge": "service", "service": "service",
    "markup": "markup", "mark-up": "markup", "surcharge": "surcharge", "interest": "interest",
    "increase": "increase", "rise": "increase", "raise": "increase", "hike": "increase",
    "fee": "fee", "commission": "commission", "marked up": "markup", "increased": "increase",
    "raised": "increase",
    "goes up": "increase", "go up": "increase", "going up": "increase", "went up": "increase",
    "rises": "increase", "rose": "increase", "on top": "extra", "for the waiter": "tip",
    "for the waitress": "tip", "for the staff": "tip", "for the server": "tip",
}  # fmt: skip
_OFF = {
    "discount": "discount", "discounted": "discount", "off": "discount", "reduction": "discount",
    "reduced": "discount", "markdown": "discount", "mark-down": "discount",
    "marked down": "discount", "rebate": "discount", "coupon": "discount", "cheaper": "discount",
    "decrease": "decrease", "decreased": "decrease", "cut": "decrease",
    "goes down": "decrease", "go down": "decrease", "going down": "decrease",
    "went down": "decrease", "drop": "decrease", "fell": "decrease", "deposit": "deposit",
    "down payment": "deposit",
}  # fmt: skip
_ROLES = {**_ADDED, **_OFF}
_ROLE = re.compile(
    r"\b(?:" + "|".join(sorted(map(re.escape, _ROLES), key=len, reverse=True)) + r")\b"
)
_SHARE_NOUNS = (
    r"(?:sales\s+tax|tax|taxes|vat|gst|hst|tip|gratuity|service\s+charge|markup|mark-up|"
    r"surcharge|interest|discount|reduction|markdown|rebate|fee|commission|increase|rise|raise|deposit)"
)
_SHARE_GROUP = {"sales tax": "tax", **_ROLES}
_CHARGE = r"(?:tip|gratuity|vat|gst|hst|(?:sales\s+)?tax|service\s+charge|commission)"
"""A share charged on an amount, which a percent "of" the amount names ("tip 12% of $156")."""

_OPENER = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+was|\s+will|\s+would|\s+should|\s+do|\s+does|\s+did|\s+are)?|whats|"
    r"how\s+(?:much|big)|calculate|compute|work\s+out|figure\s+out|find|tell\s+me|give\s+me|"
    r"by\s+what)\b"
)
_DET = r"(?:(?:the|a|an|my|our|your|this|that)\s+)?"
_BE = r"(?:(?:is|was|are|will\s+be|would\s+be|should\s+be|'s)\s+)?"
_SHARE_ASK = re.compile(
    rf"^(?:{_OPENER.pattern})\s+{_BE}{_DET}(?:{_NUM}%\s+)?(?:total\s+)?(?P<role>{_SHARE_NOUNS})\b"
    r"(?!\s*(?:-|price|prices|rate|total|cost|value|inclusive|included|including))|"
    r"\bhow\s+much\s+(?:(?:do|did|will|would|can|could|am|are)\s+)?(?:i|we|you)\s+"
    r"(?:be\s+)?(?P<save>sav(?:e|ing))\b|\bhow\s+much\s+(?:is|was|will\s+be)\s+(?P<off>taken\s+)?off\b"
)
_PART_ASK = re.compile(
    r"\b(?:how\s+much|what)\s+of\s+(?:that|it|this|the\s+[a-z]+)\s+(?:is|was|goes\s+(?:on|to))\s+"
    rf"(?:the\s+)?(?P<role>{_SHARE_NOUNS})\b|"
    rf"\bthe\s+(?P<part>{_SHARE_NOUNS})\s+(?:part|element|portion|component|content)\b|"
    rf"\bhow\s+much\s+(?P<inside>{_SHARE_NOUNS})\s+is\s+(?:there\s+)?(?:in|included\s+in|inside)\b"
)
"""The share asked as a part of an amount that holds it ("how much of that is the VAT?", "I need
the VAT part of a £439 bill"), or as what is in it ("how much VAT is in €546.12", which says
it holds it): read only when the amount is said to include it."""
_BEFORE_ASK = re.compile(
    rf"\b(?:before|excluding|excl|exclusive\s+of|ex|without|pre)[\s-]+(?:the\s+|any\s+)?"
    rf"{_SHARE_NOUNS}\b|\bpre-?(?:tax|vat|discount)\b|"
    rf"^(?:{_OPENER.pattern})\s+{_BE}{_DET}(?:net|original|old|full|regular|normal)\b|"
    r"\b(?:it|they|that|this)\s+(?:cost\s+)?originally\b|"
    r"\bnet\s+(?:amount|figure|price|total|value|cost|sum)\b(?!\s+(?:of|is|was|at|=|:)?\s*\d)|"
    r"\bthe\s+net\b(?=\s*(?:[.?!,;]|$))"
)
_TOTAL_ASK = re.compile(
    r"\b(?:total|final|price|cost|costs|pay|paying|owe|selling|new|now|altogether|all\s+in|full|"
    r"minus|less|"
    r"after|plus|with|including|incl|inclusive|come\s+to|comes\s+to|charged?|due|end\s+up|"
    r"gross|in\s+all|earn|earning|make|receive|ring(?:ing)?\s+(?:it\s+|them\s+)?up|"
    r"(?:once|after|when)\s+(?:you\s+|i\s+|we\s+)?add(?:ing|ed)?)\b"
)
_GROSS = re.compile(
    r"\b(?:including|incl|inc(?=\.?\s+\d)|inclusive|included|includes|"
    r"after(?!\s+(?:an?\s+|the\s+|my\s+)?\d+(?:\.\d+)?%)|"
    r"gross|already|paid)\b|"
    r"\b(?:got|bought|picked\s+up|grabbed|snagged)\b[^.;?!]{0,40}?\bfor\s+\d|"
    r"%\s*off\b[^.;?!]{0,40}?\bcost\s+(?:me|us)\b|\bcost\s+(?:me|us)\b[^.;?!]{0,40}?%\s*off\b"
)
"""An amount said with its share in it ("got it for $84 with 30% off"); not "after a 5% rise on
my $40,000 salary" (a base)."""
_REMOVED = re.compile(
    r"\b(?:remov(?:e|ed|ing)|deduct(?:ed|ing)?|strip(?:ped)?|"
    r"take\s+out|taken\s+out|back(?:ed)?\s+(?:(?:the|any)\s+[a-z]+\s+)?out)\b"
)
_BACKED_OUT = re.compile(
    rf"\b(?:back(?:ed)?|take|taking|took|get|strip(?:ped)?)\s+(?:the\s+)?{_SHARE_NOUNS}\s+out\s+of\b|"
    rf"\bremov(?:e|ing)\s+(?:the\s+)?{_SHARE_NOUNS}\s+from\b"
)
"""A share taken out of an amount that holds it ("back the VAT out of £600.39")."""
_INCOME = re.compile(
    r"\b(?:salary|salaries|pay\s*check|paycheque|wages?|income|earn(?:s|ed|ing|ings)?|"
    r"take-?\s*home|withh[eo]ld(?:ing)?|gross\s+pay|net\s+pay)\b|"
    r"\bgross\b(?!\s+(?:price|cost|amount|total|figure|value|sum|profit|margin))"
)
"""Pay, and a gross said of no price: "gross 5200 less 22% tax" is pay before tax is taken."""
_INCLUDED = re.compile(r"\b(?:including|incl|inc(?=\.?\s+\d)|inclusive|included|includes)\b")
_ELSEWHERE = re.compile(r"\b(?:to-?dos?|list|remind(?:er)?s?)\b")


@dataclass(frozen=True, slots=True)
class _Role:
    """One percent of the story and the role it plays there."""

    p: str
    group: str
    added: bool


_RATE_AFTER = re.compile(
    r"\b(?P<w>sales\s+tax|vat|gst|hst|tax|tip|service\s+charge)\s*(?:at|of|@|:|\()\s*"
    r"(?P<p>\d+(?:\.\d+)?%)\)?"
)
"""A rate said after its name: "VAT at 19%", "VAT (19%)"."""


def _plain(task: str) -> str:
    """Lowercase; no currency signs or thousands commas; "percent" as "%" next to its number."""
    text = task.lower().replace("’", "'")
    text = re.sub(r"[$€£¥₹]\s*", "", text)
    text = re.sub(r"(?<![\d.])(\d{1,3}(?:,\d{3})+)(?![\d])", lambda m: m[1].replace(",", ""), text)
    text = replace_number_words(text)
    text = re.sub(r"\s*(?:percent|per\s+cent)\b", "%", text)
    text = re.sub(r"(?<=\d)\s+%", "%", text)
    text = re.sub(rf"\b({_CHARGE}\s+\d+(?:\.\d+)?%)\s+of\b", r"\1 on", text)  # "tip 12% of $156"
    return _RATE_AFTER.sub(r"\g<p> \g<w>", text)  # "incl. vat (19%)": "incl. 19% vat"


def _ask(text: str) -> str:
    """The question of a story: from its last opener to the end of that sentence or ":"."""
    starts = [m.start() for m in _OPENER.finditer(text)]
    if not starts:  # "price is $1,030.38 before tax, tax rate 7.25%. total pls": the last sentence
        last = [s for s in re.split(r"[?!]|\.(?!\d)", text) if s.strip()][-1].strip()
        return text if re.search(r"\d", last) else last  # a last sentence of figures asks nothing
    return re.split(r"[?:!]|\.(?!\d)", text[starts[-1] :])[0].strip()


def _window(text: str) -> str:
    """Up to three words of `text`, stopping at punctuation or a number."""
    text = re.split(r"[,.;:?!]|\d", text)[0]
    return " ".join(text.split()[:3])


def _role(text: str, match: re.Match[str], alone: bool) -> _Role | None:
    """The role of one percent: the lexicon word right after it, else right before it."""
    after = _window(text[match.end() :])
    if re.match(r"of\b", after):
        return None  # "15% of 240", "40% of the grade": a part, not a role
    before = " ".join(_window(text[: match.start()][::-1])[::-1].split()[-3:])
    found = _ROLE.search(after) or next(reversed(list(_ROLE.finditer(before))), None)
    if found is None and alone:
        everywhere = {_ROLES[m[0]] for m in _ROLE.finditer(text)}  # "the tax ... at 6.5%"
        found = _ROLE.search(text) if len(everywhere) == 1 else None
    if found is None:
        return None
    word = found[0]
    return _Role(match["p"], _ROLES[word], word in _ADDED)


def _factor(role: _Role) -> str:
    return f"(100 {'+' if role.added else '-'} {role.p}) / 100"


_THEN = re.compile(
    r"\b(?:then|further|another|additional|extra|on\s+top|after\s+that|on\s+(?:the|that|this)\s+"
    r"(?:sale|discounted|reduced|new|marked-down)?\s*(?:price|total|amount))\b"
)


def _in_order(text: str, percents: list[re.Match[str]], roles: list[_Role]) -> bool:
    """Whether each percent of a chain applies to the amount after the one before it.

    Said ("then 7% sales tax", "a further 10% off", "on the sale price"), or a tax after a
    discount, the order a till takes them. "8% tax and a 15% tip" is not said: a tip is often
    left on the amount before tax.
    """
    for index in range(1, len(roles)):
        between = text[percents[index - 1].end() : percents[index].start()]
        till = not roles[index - 1].added and roles[index].group == "tax"
        if not (till or _THEN.search(between)):
            return False
    return True


_SPLIT = re.compile(
    r"\b(?:split|divide[ds]?|shared?)\s+(?:it\s+|that\s+|this\s+|the\s+(?:bill|total|lot)\s+)?"
    r"(?:equally\s+|evenly\s+)?(?:(?P<n>\d+)\s+ways|(?:between|among)\s+(?:the\s+)?(?P<m>\d+)"
    r"(?:\s+of\s+us|\s+people|\s+friends)?)(?:\s+(?:equally|evenly))?\b"
)
"""A total shared out ("split it equally 6 ways", "between 4 of us"): asked per person."""
_EACH_ASK = re.compile(r"\b(?:each|per\s+(?:person|head)|a\s+head|everyone|my\s+share)\b")


def _roles(text: str) -> str | None:
    """A base amount with its roles applied, its share, or before them; shared out if said."""
    split = _SPLIT.search(text)
    if split is None:
        return _applied(text, shared=False)
    if not _EACH_ASK.search(_ask(text)) or len(_SPLIT.findall(text)) != 1:
        return None  # "split it 4 ways. what's the total?": the bill, or a share?
    whole = _applied(text[: split.start()] + " " + text[split.end() :], shared=True)
    return f"({whole}) / {split['n'] or split['m']}" if whole is not None else None


def _applied(text: str, *, shared: bool) -> str | None:
    """A base amount with its roles applied, their share, or the amount before them."""
    percents = list(_PERCENT.finditer(text))
    roles = [_role(text, m, len(percents) == 1) for m in percents]
    if not roles or None in roles:
        return None
    applied = [r for r in roles if r is not None]
    if any(r.group == "tax" for r in applied) and _INCOME.search(text):
        return None  # "my salary after 20% tax": taken off an income, added to a price
    backed_out = _BACKED_OUT.search(text) is not None
    if _REMOVED.search(text) and not backed_out:
        return None  # "$120 after 20% VAT is removed": 20% of it, or the VAT it included?
    if not _in_order(text, percents, applied):
        return None  # "$60 before 8% tax and a 15% tip": the tip on the tax too, or not?
    rest = _PERCENT.sub(" ", text)
    bases, ask = re.findall(_NUM, rest), _ask(text)
    if len(bases) != 1 or len(_OPENER.findall(text)) > 1:
        return None  # "what's a 15% tip on $60 and what's the total": two questions
    base = bases[0]
    statement = text.replace(ask, " ") if ask else text
    gross = _GROSS.search(statement) is not None or (ask == text and bool(_INCLUDED.search(text)))
    gross = gross or backed_out
    if _before_asked(ask, applied):
        if not (gross or _INCLUDED.search(ask)) or len(applied) != 1:
            return None  # "before VAT" of an amount not said to include it
        return f"{base} / ({_factor(applied[0])})"
    if (part := _PART_ASK.search(ask)) is not None:
        return _part_share(part, base, applied, gross=gross)
    if share := _SHARE_ASK.search(ask):
        return _share(share, ask, base, applied, gross=gross)
    if [r.group for r in applied] == ["commission"] and _EARNER_ASK.search(ask):
        return f"{base} * {applied[0].p} / 100"  # "earns 8% commission. what do i owe her?"
    if any(r.group == "commission" for r in applied):
        return None  # a commission added to sales, or taken from them? only its share is read
    if (shared or _TOTAL_ASK.search(ask)) and not gross:
        return " * ".join([base, *(f"({_factor(r)})" for r in applied)])
    return None


_EARNER_ASK = re.compile(
    r"\b(?:owe|pay|give)\s+(?:him|her|them)\b|\b(?:does|will|would|did|should)\s+(?:he|she|they)\s+"
    r"(?:get|earn|make|receive|take)\b|\bwhat(?:'s|\s+is)\s+(?:his|her|their)\s+(?:pay|cut|share)\b"
)
"""A commission asked as what the one on it is paid ("what do I owe her?", "what does he get?");
not "the agency takes 30%: how much do I take home?" (what is left)."""


def _before_asked(ask: str, applied: list[_Role]) -> bool:
    """Whether the amount before the roles is asked ("before VAT", "the original price")."""
    before = _BEFORE_ASK.search(ask)
    if before and before[0].endswith("full") and all(r.added for r in applied):
        return False  # "£1,765.50 plus VAT: what's the full amount?": with the VAT
    return before is not None


def _share(
    share: re.Match[str], ask: str, base: str, applied: list[_Role], *, gross: bool
) -> str | None:
    """The share a role takes, asked by its name ("how much is the tip?")."""
    if len(applied) != 1:
        return None  # the tax on the price or on the sale price: not said
    role = applied[0]
    noun = re.sub(r"\s+", " ", share["role"] or "")
    asked = "discount" if share["save"] or share["off"] else _SHARE_GROUP.get(noun)
    if asked != role.group and not _same_way(asked, role):
        return None  # "20% off, how much is the tax?": not a share the story has
    if gross or _INCLUDED.search(ask):  # "how much VAT is included in £120 at 20%?"
        return f"{base} - {base} / ({_factor(role)})"
    return f"{base} * {role.p} / 100"


def _part_share(part: re.Match[str], base: str, applied: list[_Role], *, gross: bool) -> str | None:
    """The share held inside an amount said to include it: "£269.30 including 20% VAT"."""
    noun = re.sub(r"\s+", " ", part["role"] or part["part"] or part["inside"])
    gross = gross or part["inside"] is not None  # "how much VAT is in €546.12": it holds it
    if not gross or len(applied) != 1 or _SHARE_GROUP.get(noun) != applied[0].group:
        return None  # "$60 with a 15% tip: how much of that is the tip?": was it in the $60?
    return f"{base} * {applied[0].p} / (100 + {applied[0].p})"


def _same_way(asked: str | None, role: _Role) -> bool:
    """Whether a share asked by its direction names the role: "the increase" of a 5% raise."""
    return (asked == "increase" and role.added) or (
        asked in ("discount", "decrease") and not role.added
    )


_OUT_OF = re.compile(
    rf"(?P<a>{_NUM})\s+(?:[a-z]+\s+){{0,3}}?out\s+of\s+(?P<b>{_NUM})|"
    rf"(?P<a2>{_NUM})\s+of\s+(?:the|our|my|their|all|all\s+the)\s+(?P<b2>{_NUM})\s+[a-z]+"
)
"""A part of a whole: "12 out of 20", "sold 114 of the 120 tickets"."""
_ASKS_PERCENT = re.compile(r"%|\bpercentage\b")
_COMPLEMENT = re.compile(
    r"\b(?:fail(?:ed|s)?|miss(?:ed)?|wrong|lost|lose|not|didn't|don't|left|remaining|rest|other)\b"
)


def _part(text: str) -> str | None:
    """A part of a whole as a percent: "12 out of 20, what percentage is that?"."""
    match = _OUT_OF.search(text)
    if match is None or len(re.findall(_NUM, text)) != 2 or _PERCENT.search(text):
        return None
    if not _ASKS_PERCENT.search(_ask(text)) or _COMPLEMENT.search(text):
        return None
    return f"{match['a'] or match['a2']} / {match['b'] or match['b2']} * 100"


_MONTH_NAMES = (
    "january february march april may june july august september october november december"
).split()
_MONTHS = "|".join(_MONTH_NAMES)
_FROM_TO = re.compile(
    rf"\bfrom\s+(?P<a>{_NUM})\b(?:\s+[a-z]+){{0,3}}?\s+to\s+(?P<b>{_NUM})|"
    rf"\b(?:was|used\s+to\s+be|cost)\s+(?P<a2>{_NUM})\b[^.?!]{{0,20}}?\b(?:is|costs?|it's)\s+now\s+"
    rf"(?P<b2>{_NUM})|\b(?:was|used\s+to\s+be)\s+(?P<a3>{_NUM})\b[^.?!]{{0,20}}?\bnow\s+"
    rf"(?:is\s+|it's\s+|its\s+|it\s+is\s+|costs?\s+)?(?P<b3>{_NUM})|"
    rf"\blast\s+(?P<p>year|month|quarter|week|term|season)\b[^.?!\d]{{0,20}}?(?P<a4>{_NUM})\b[^.?!\d]{{0,12}}?"
    rf"\bthis\s+(?P=p)\b[^.?!\d]{{0,12}}?(?P<b4>{_NUM})|"
    rf"(?P<a5>{_NUM})\s+last\s+(?P<q>year|month|quarter|week|term|season)\b[^.?!\d]{{0,12}}?"
    rf"(?P<b5>{_NUM})\s+this\s+(?P=q)\b|"
    rf"(?P<a6>{_NUM})\s*(?:->|→|=>)\s*(?P<b6>{_NUM})|"
    rf"(?P<a7>{_NUM})\s+in\s+(?P<m1>{_MONTHS})\b[^.?!\d]{{0,12}}?(?P<b7>{_NUM})\s+in\s+(?P<m2>{_MONTHS})\b"
)
"""Two amounts of one thing, before and after: "from 3.45 to 4.83", "was $120 and is now $90",
"1,880.61 -> 2,025.39", "38,173 in june and 35,453 in july"."""
_UP = re.compile(
    r"\b(?:increase[ds]?|rise|rose|raise|growth|grew|grow|grown|gain|up|more|markup|mark-up|hike|"
    r"higher)\b"
)
_DOWN = re.compile(
    r"\b(?:decrease[ds]?|drop(?:ped)?|fall|fell|decline[ds]?|loss|down|less|cut|discount|off|"
    r"reduction|markdown|saving|cheaper|lower)\b"
)


def _change(text: str) -> str | None:
    """A percent change between two amounts: "went up from 3.45 to 4.83, what % increase?"."""
    found = _FROM_TO.search(text)
    match = (
        None
        if found is None
        else {
            "a": next(found[f"a{g}"] for g in ("", 2, 3, 4, 5, 6, 7) if found[f"a{g}"]),
            "b": next(found[f"b{g}"] for g in ("", 2, 3, 4, 5, 6, 7) if found[f"b{g}"]),
        }
    )
    if found and found["m1"] and _MONTH_NAMES.index(found["m1"]) >= _MONTH_NAMES.index(found["m2"]):
        return None  # "80 in july and 60 in june": told backwards, or across a new year?
    if match is None or len(re.findall(_NUM, text)) != 2 or _PERCENT.search(text):
        return None
    ask = _ask(text)
    if not _ASKS_PERCENT.search(ask):
        return None
    a, b = float(match["a"]), float(match["b"])
    up, down = _UP.search(ask) is not None, _DOWN.search(ask) is not None
    if a == 0 or (up == down and not re.search(r"\bchange\b", ask)):
        return None  # "what percentage is that?": of which, or how much more?
    if (up and b < a) or (down and b > a):
        return None  # an "increase" that went down: the story contradicts itself
    if down:
        return f"({match['a']} - {match['b']}) / {match['a']} * 100"
    return f"({match['b']} - {match['a']}) / {match['a']} * 100"


_STOP = set(
    "is are was worth counts count for the other remaining rest of a an and makes make up weighted "
    "weight at my its it's accounts carries gets be will while whereas i got scored score on in "
    "with then average mark marks grade grades".split()
)
_LABEL_AFTER = re.compile(r"\s*(?:points?\s+)?(?:in|on|for|at)\s+(?:the\s+|my\s+)?(?P<w>[a-z]+)")
_ASKS_MEAN = re.compile(
    r"\b(?:final|overall|weighted|total|combined)\s+(?:[a-z]+\s+)?(?:mark|grade|score|average|"
    r"result)|"
    r"\bweighted\s+(?:mean|average)\b"
)


_CLAUSE_END = re.compile(r"[,.;:?!%]|\d|\band\b")
_SHORT = {"cw": "coursework", "hw": "homework"}
"""Parts of a grade said short: "81 in cw"."""


def _words(clause: str) -> set[str]:
    """The naming words of a clause, singular ("tests" and "test" name one thing)."""
    words = [_SHORT.get(w, w) for w in re.findall(r"[a-z][a-z'-]*", clause)]
    return {w.removesuffix("s") if len(w) > 3 else w for w in words if w not in _STOP}


def _weighted(text: str) -> str | None:
    """A weighted mean: "coursework is worth 40%, the exam 60%; I got 71 and 68: final mark?".

    Each weight is named by the words of its clause, each score by the word after it ("71 in the
    coursework") or else by the words before it ("my test average is 82"); every score must name
    exactly one weight and every weight get exactly one score.
    """
    if not _ASKS_MEAN.search(_ask(text)):
        return None
    weights: list[tuple[set[str], str]] = []
    for match in _PERCENT.finditer(text):
        names = _words(_CLAUSE_END.split(text[: match.start()])[-1])
        names |= _words(_CLAUSE_END.split(text[match.end() :])[0])  # "30% essay, 70% exam"
        if not names:
            return None
        weights.append((names, match["p"]))
    if len(weights) < 2 or value_key(" + ".join(p for _, p in weights)) != 100:
        return None
    scores: dict[int, str] = {}
    for match in re.finditer(_NUM, _PERCENT.sub(lambda m: " " * len(m[0]), text)):
        after = _LABEL_AFTER.match(text, match.end())
        named = [i for i, (names, _) in enumerate(weights) if after and _words(after["w"]) & names]
        if len(named) != 1:
            before = _words(_CLAUSE_END.split(text[: match.start()])[-1])
            named = [i for i, (names, _) in enumerate(weights) if before & names]
        if len(named) != 1 or named[0] in scores:
            return None
        scores[named[0]] = match.group(0)
    if len(scores) != len(weights):
        return None
    return "(" + " + ".join(f"{p} * {scores[i]}" for i, (_, p) in enumerate(weights)) + ") / 100"


_OF_ALL = re.compile(
    rf"(?P<p>{_NUM})%\s+of\s+(?:(?:the|my|our|all|all\s+of|all\s+the|these|those)\s+)*(?:total|sum|"
    r"everything|them|it\s+all|[a-z]+s)\b"
)
"""A percent of several amounts together: "25% of everything I invoice", "15% of the total"."""
_LISTED = re.compile(rf"{_NUM}(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*\+\s*){_NUM})+")


def _share_of_sum(text: str) -> str | None:
    """A percent of listed amounts added up: "I put 25% aside of $3,880, $2,350 and $635"."""
    shares, percents = list(_OF_ALL.finditer(text)), _PERCENT.findall(text)
    lists = list(_LISTED.finditer(_PERCENT.sub(" ", text)))
    if len(shares) != 1 or len(percents) != 1 or len(lists) != 1:
        return None
    amounts = re.findall(_NUM, lists[0][0])
    if len(amounts) != len(re.findall(_NUM, _PERCENT.sub(" ", text))):
        return None  # a number outside the list: a count, a fee, a date
    return f"({' + '.join(amounts)}) * {shares[0]['p']} / 100"


_WHOLE_COUNT = re.compile(
    rf"(?<![\w.])(?P<n>{_NUM})\s+(?:website\s+|site\s+|unique\s+)?(?:visitors|visits|views|people|"
    r"customers|emails|leads|users|sessions|shoppers|recipients)\b"
)
_PART_COUNT = re.compile(
    rf"(?<![\w.])(?P<n>{_NUM})\s+(?:sales|orders|purchases|sign-?ups|conversions|buyers|bookings|"
    r"replies|responses|clicks|subscribers)\b"
)
_TO_PLACES = re.compile(
    r"[,.]?\s*(?:(?:and\s+)?(?:please\s+)?round(?:ed)?\s+(?:it\s+)?)?to\s+(?P<d>\d+)\s+"
    r"(?:decimal\s+places?|decimals?|dp)\b"
)


def _rate_of(text: str) -> str | None:
    """A conversion rate: the part of a count that did something, as a percent.

    "369 sales from 8,335 website visitors: the conversion rate as a percentage?", "what percent
    of 5,410 visitors bought something if we had 434 orders?"; rounded when asked.
    """
    places = _TO_PLACES.search(text)
    told = _TO_PLACES.sub(" ", text)
    whole, part = _WHOLE_COUNT.findall(told), _PART_COUNT.findall(told)
    if len(whole) != 1 or len(part) != 1 or len(re.findall(_NUM, told)) != 2:
        return None
    if not re.search(r"\bconversion\s+rate\b|\bwhat\s*(?:%|percentage)\s+of\b", told):
        return None
    rate = f"{part[0]} / {whole[0]} * 100"
    return f"round({rate}, {places['d']})" if places else rate


_READINGS: tuple[Callable[[str], str | None], ...] = (
    _rate_of,
    _share_of_sum,
    _roles,
    _part,
    _change,
    _weighted,
    kept_after_fees,
)


_ALONE_ASKED = re.compile(
    rf"\s*(?:=\s*\?\s*)?(?:[,.;:!?-]\s*)?\b(?:just|only)\s+(?:the\s+)?(?P<role>{_SHARE_NOUNS})"
    r"(?:\s+(?:amount|part|itself|alone))?(?:\s+(?:pls|plz|please|thanks|thx))?[\s.!?]*$"
)
"""The share asked alone after the story: "tip 18% on $42.10 = ? just the tip pls"."""
_NAMED_SHARE = re.compile(
    rf"\s*(?:the\s+)?(?:{_SHARE_NOUNS}(?:\s+amount)?\s+(?:for|on|of)\s|{_CHARGE}(?:\s+of)?\s+"
    r"\d+(?:\.\d+)?%\s+(?:for|on|of)\s+(?:the\s+|an?\s+)?\d+(?:\.\d+)?(?:\s+[a-z]+)?\s*[.!]*$)"
)
"""A share asked by its name alone: "tip amount for $165.23 at 20%", or with its percent before
the amount and nothing after: "tip 12% of $156" ("... plus the bill" asks more; a share that is
also a change, "increase 10% on 200", may ask the new amount)."""


_WHOLE_ASKED = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+would\s+be|\s+will\s+be)|how\s+much\s+is)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?:bill|total|price|cost|final|whole)\b"
)
"""A story that asks its whole ("what's the bill with ..."), not a share of it."""


def share_asked_twice(task: str) -> bool:
    """Whether a share asked alone after the story contradicts the story's own question.

    "what's the bill with an 18% tip on $42.10? just the tip": the bill or the tip?
    """
    text = _plain(task)
    alone = _ALONE_ASKED.search(text)
    return alone is not None and _WHOLE_ASKED.search(text[: alone.start()]) is not None


_ADD_ORDER = re.compile(
    r"^(?:please\s+|pls\s+|kindly\s+)?add\s+(?P<share>\d+(?:\.\d+)?%\s+(?:vat|gst|hst|(?:sales\s+)?tax))"
    rf"\s+(?:to|on|onto)\s+(?P<x>{_NUM})(?P<end>\s*[a-z]*\s*[.!]?\s*)$"
)
"""A tax added by an order: "add 16% VAT to 2,500 shillings" asks the amount with it."""


_PART_PAID = re.compile(
    r"\b(?:paid|pay|pays|put\s+down)\s+(?:half|a\s+third|a\s+quarter|two\s+thirds|\d+/\d+)\b"
)
"""A part of the amount paid beside the percent ("paid half up front"): another story's step."""


def percent_story(task: str) -> str | None:
    """The expression a percent story asks for, or None when it is not one or reads two ways.

    Only a task that carries a percent ("%", "percent", "percentage") is read; one that also
    speaks of a list is left to the clause reader.
    """
    if share_asked_twice(task) or _PART_PAID.search(task.lower()):
        return None  # "what's the bill with an 18% tip on $42.10? just the tip": which is asked?
        # "£8,400 with 20% VAT, they paid half up front, balance?": a part of the total too
    text = _ALONE_ASKED.sub(r". what is the \g<role>?", _plain(task))
    text = _ADD_ORDER.sub(r"what is \g<x> plus \g<share>?", text)
    if not _OPENER.search(text) and (text.rstrip().endswith("?") or _NAMED_SHARE.match(text)):
        at = max((m.end() for m in re.finditer(r"[.?!:](?!\d)\s+(?=\S)", text)), default=0)
        text = f"{text[:at]}what is {text[at:]}"  # "4% commission on £3,503.29 in sales?"
    if ("%" not in text and "percentage" not in text) or _ELSEWHERE.search(text):
        return None
    readings: dict[float, str] = {}
    for reading in _READINGS:
        expression = reading(text)
        if expression is not None and (value := value_key(expression)) is not None:
            readings.setdefault(value, expression)
    return next(iter(readings.values())) if len(readings) == 1 else None
