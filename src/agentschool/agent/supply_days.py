"""How long a supply lasts the ones who use it: a sack of feed, a tin of formula, a tub of pills.

"4 hens eating about 110g of pellets each a day. How many full days will a 20kg sack last?" is
floor(20000 / (4 * 110)); "I give each of my 6 goats 0.4 kg of mix a day. 25kg bag - how many days
before it runs out (whole days only)" is floor(25 / (6 * 0.4)). The story tells how many use it,
how much each uses a day (or a week) and the supply, in units that convert (kg and g, l and ml);
the days (or weeks) asked are whole ones: the last part day does not feed anyone.
"""

from __future__ import annotations

import re

from agentschool.agent.story_text import numbers_in, plain_story
from agentschool.agent.units import conversion, singular

__all__ = ["days_supply_lasts"]

_N = r"\d+(?:\.\d+)?"
_MASS = r"(?P<{g}>kg|kgs|kilos?|kilograms?|g|grams?|grammes?|l|litres?|liters?|ml|millilitres?)\b"
_USERS = re.compile(
    rf"(?<![\w.])(?P<k>\d+)\s+(?P<who>[a-z]+)\s+(?:eating|eat|eats|get|gets|getting|need|needs|"
    r"use|uses|drink|drinks|having|on)\s+(?:about\s+|around\s+|roughly\s+)?"
    rf"(?P<r>{_N})\s*{_MASS.format(g='ru')}(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:each\s+)?"
    r"(?:a|per|each)\s+(?P<p>day|week)\b|"
    rf"\beach\s+of\s+(?:my|the|our)\s+(?P<k2>\d+)\s+(?P<who2>[a-z]+)\s+(?:about\s+)?(?P<r2>{_N})\s*"
    rf"{_MASS.format(g='ru2')}(?:\s+of\s+[a-z]+)?\s+(?:a|per|each)\s+(?P<p2>day|week)\b|"
    rf"(?<![\w.])(?P<k3>\d+)\s+(?P<who3>[a-z]+)\s+if\s+each\s+(?:one\s+)?(?:gets|eats|needs|uses|has)\s+"
    rf"(?P<r3>{_N})\s*{_MASS.format(g='ru3')}\s+(?:a|per|each)\s+(?P<p3>day|week)\b"
)
"""How many use it and how much each uses a period ("4 hens eating 110g each a day")."""
_SUPPLY = re.compile(
    rf"(?<![\w.])(?P<s>{_N})\s*{_MASS.format(g='su')}\s*(?:[a-z]+\s+)?(?:sack|bag|tin|tub|box|"
    r"bottle|drum|bucket|container|jar|pack)s?\b"
)
_ASKED = re.compile(
    r"\bhow\s+many\s+(?:full\s+|whole\s+|complete\s+)?(?P<p>days|weeks)\b|"
    r"\bhow\s+long\s+(?:will|would|does|do)\b"
)


def _canonical(word: str) -> str:
    name = singular(word)
    return {"kilo": "kilogram", "kgs": "kilogram", "gramme": "gram"}.get(name, name)


def days_supply_lasts(task: str) -> str | None:
    """The whole days (or weeks) a supply lasts its users, or None when the story is not one."""
    text = plain_story(task)
    users, supply, asked = _USERS.search(text), _SUPPLY.search(text), _ASKED.search(text)
    if users is None or supply is None or asked is None or len(numbers_in(text)) != 3:
        return None
    n = next(i for i in ("", "2", "3") if users[f"k{i}"])
    count, rate, period = users[f"k{n}"], users[f"r{n}"], users[f"p{n}"]
    factor = conversion(_canonical(supply["su"]), _canonical(users[f"ru{n}"]))
    if factor is None or float(rate) == 0:
        return None  # a sack in kg, a ration in cups
    if asked["p"] and singular(asked["p"]) != period:
        return None  # a ration a day, weeks asked: not read here
    held = supply["s"] if factor == 1 else f"{supply['s']} * {factor}"
    return f"floor({held} / ({count} * {rate}))"
