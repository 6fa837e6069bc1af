"""Write the everyday held-out set 7: calculator and to-do requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper session (branch heldout7) that
did not read the planner: none of its code or rules, none of the calculator, number-word or to-do
tools' code or tests, none of the earlier everyday sets' YAML nor set 6's templates. It read only
the dataset format (docs/evals.md and the loader), what a user knows the agent can do (a calculator
and a to-do list: add, complete, delete, list, clear), and the machinery of the generator of sets 4
and 5 (number words, money, exact fractions checked against an independent float expression),
which it imports. Every template is a phrasing family of its own (26 arithmetic, 14 to-do), drawn
three times with other seeded random values; to-do titles are drawn from a list of ordinary chores
written here, several of them given back in the past tense or as a gerund ("I called the plumber",
"I'm done with calling the plumber").

    python evals/gen_everyday_heldout_7.py   # rewrites evals/everyday-heldout-7.yaml

It also owns what the generators of sets 8 to 12 share with it (they import it): the case makers,
the driver (`draw`, `build_set`, `check_titles`, `write_set`) and the money and typing helpers.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

import yaml
from gen_everyday_heldout_4 import (
    _cents,
    _from_words,
    _listing,
    _money,
    _ordinal,
    _tag,
    _tol,
    _words,
)

SEED = 20261127_7
NAME = "everyday-heldout-7"
HERE = Path(__file__).resolve().parent
DRAWS = 3

Extra = dict[str, object]
ArithOut7 = tuple[str, Fraction, str, float | None, Extra]
"""Task, exact answer, an independent float expression of it, tolerance (None: exact), and any
further expectations (e.g. `not_contains`)."""
TodoOut7 = tuple[str, list[str], list[tuple[str, bool]], bool, Extra]
"""Task, setup titles, the to-dos the store must end with, whether it is a question (nothing may
change), and further expectations on the answer (`contains`, `not_contains`)."""
Out = TypeVar("Out", ArithOut7, TodoOut7)
ArithTemplate = Callable[[random.Random], ArithOut7]
TodoTemplate = Callable[[random.Random], TodoOut7]


def _said(n: int) -> str:
    text = _words(n)
    assert _from_words(text) == n, (n, text)
    return text


def _plain(value: Fraction | Decimal | float) -> str:
    """A number as a person types it: no trailing zeros, no exponent."""
    text = format(Decimal(str(value)) if not isinstance(value, Decimal) else value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _typed(value: Fraction) -> str:
    """A terminating fraction as a person types it: 26/5 is "5.2"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _pounds(cents: int) -> str:
    """An amount in cents as a price in pounds, written as `_money` writes dollars."""
    return _money(cents).replace("$", "£")


def _euros(cents: int) -> str:
    """An amount in cents as a price in euros, written as `_money` writes dollars."""
    return _money(cents).replace("$", "€")


def _a(n: int) -> str:
    """The number with its article: "a 15", "an 18", "an 8"."""
    return f"{'an' if str(n).startswith('8') or n in (11, 18) else 'a'} {n}"


def _frac(text: str) -> Fraction:
    return Fraction(text)


# --------------------------------------------------------------------------- arithmetic


def _h7_terse_percent_of(r: random.Random) -> ArithOut7:
    p = r.choice(["5", "8", "12.5", "15", "20", "35", "45"])
    n = r.randrange(40, 900)
    return f"{p}% of {n}", _frac(p) * n / 100, f"{p} * {n} / 100", _tol(_frac(p) * n / 100), {}


def _h7_percent_of_big_money(r: random.Random) -> ArithOut7:
    p = r.choice(["3", "7.5", "12", "15", "22", "40", "65"])
    cents = r.randrange(100_000, 1_000_000)
    value = _frac(p) / 100 * _cents(cents)
    return (
        f"what's {p} percent of {_money(cents)}?",
        value,
        f"{p} / 100 * {cents} / 100",
        _tol(value),
        {},
    )


def _h7_tip_on_a_bill(r: random.Random) -> ArithOut7:
    cents = r.randrange(2_000, 15_000)
    p = r.choice([15, 18, 20, 22, 25])
    value = _cents(cents) * p / 100
    task = f"How much should I tip on a {_money(cents)} bill if I want to leave {p}%?"
    return task, value, f"{cents} / 100 * {p} / 100", _tol(value), {}


def _h7_dinner_tip_then_split(r: random.Random) -> ArithOut7:
    people = r.randrange(2, 7)
    cents = r.randrange(6_000, 30_000)
    p = r.choice([15, 18, 20])
    value = _cents(cents) * (100 + p) / 100 / people
    task = (
        f"Dinner for {people} came to {_money(cents)}. We want to add {_a(p)}% tip and split it "
        "evenly. How much does each of us pay?"
    )
    return task, value, f"{cents} / 100 * (1 + {p} / 100) / {people}", _tol(value), {}


def _h7_coupon_dollars_off(r: random.Random) -> ArithOut7:
    cents = r.randrange(4_000, 15_000)
    off = r.randrange(5, 31)
    value = _cents(cents) - off
    task = (
        f"A pair of shoes is {_money(cents)}, and I have a coupon for ${off} off. "
        "What will they cost me?"
    )
    return task, value, f"{cents} / 100 - {off}", _tol(value), {}


_OFF = {"half": ("1/2", "0.5"), "a third": ("1/3", "(1/3)"), "a quarter": ("1/4", "0.25")}


def _h7_fraction_off_price(r: random.Random) -> ArithOut7:
    cents = r.randrange(1_200, 30_000)
    words = r.choice(list(_OFF))
    exact, floating = _OFF[words]
    value = _cents(cents) * (1 - Fraction(exact))
    task = f"how much is {_money(cents)} with {words} off?"
    return task, value, f"{cents} / 100 * (1 - {floating})", _tol(value), {}


_PACKS = [
    ("soda", "can"),
    ("AA batteries", "battery"),
    ("paper towels", "roll"),
    ("sparkling water", "bottle"),
    ("yogurt cups", "cup"),
]


def _h7_unit_price_of_a_pack(r: random.Random) -> ArithOut7:
    item, unit = r.choice(_PACKS)
    k = r.choice([6, 8, 10, 12, 24])
    each = r.randrange(25, 250)
    pack = f"{_a(k).capitalize()}-pack of {item}"
    task = f"{pack} costs {_money(k * each)}. How much is that per {unit}?"
    return task, _cents(each), f"{k * each} / 100 / {k}", _tol(_cents(each)), {}


def _h7_average_speed(r: random.Random) -> ArithOut7:
    while True:
        hours = r.choice(["1.5", "2", "2.5", "3", "4"])
        speed = r.randrange(30, 76)
        miles = Fraction(hours) * speed
        if miles.denominator == 1:
            break
    task = f"What's my average speed if I drove {miles} miles in {hours} hours?"
    return task, Fraction(speed), f"{miles} / {hours}", None, {}


_RECIPE = [
    ("three quarters of a cup", Fraction(3, 4), "0.75"),
    ("two thirds of a cup", Fraction(2, 3), "(2/3)"),
    ("half a cup", Fraction(1, 2), "0.5"),
    ("one and a half cups", Fraction(3, 2), "1.5"),
]


def _h7_recipe_for_more_people(r: random.Random) -> ArithOut7:
    amount, exact, floating = r.choice(_RECIPE)
    ingredient = r.choice(["sugar", "flour", "milk", "oats", "rice"])
    serves = r.choice([2, 4, 6, 8])
    wanted = r.choice([n for n in (3, 5, 6, 9, 10, 12) if n != serves])
    value = exact * wanted / serves
    task = (
        f"A recipe for {serves} people uses {amount} of {ingredient}. "
        f"How many cups of {ingredient} do I need for {wanted} people?"
    )
    return task, value, f"{floating} * {wanted} / {serves}", _tol(value), {}


def _h7_bill_went_up_percent(r: random.Random) -> ArithOut7:
    before = r.randrange(40, 121)
    p = r.randrange(3, 36)
    after = before * (100 + p)  # in cents
    task = f"My phone bill went from ${before} to {_money(after)}. By what percentage did it go up?"
    return task, Fraction(p), f"({after} / 100 - {before}) / {before} * 100", 0.01, {}


def _h7_average_of_test_scores(r: random.Random) -> ArithOut7:
    scores = [r.randrange(60, 101) for _ in range(r.choice([4, 5]))]
    value = Fraction(sum(scores), len(scores))
    task = f"what's the average of my test scores: {_listing([str(s) for s in scores])}?"
    return task, value, f"sum({scores}) / {len(scores)}", _tol(value), {}


def _h7_increased_by_percent(r: random.Random) -> ArithOut7:
    n = r.randrange(40, 2_500)
    p = r.choice(["5", "8", "10", "12.5", "15", "30"])
    value = n * (100 + _frac(p)) / 100
    return f"what is {n:,} increased by {p}%?", value, f"{n} * (1 + {p} / 100)", _tol(value), {}


def _h7_divide_with_thousands(r: random.Random) -> ArithOut7:
    x = r.randrange(1_000, 100_000)
    y = r.choice([4, 5, 8, 16, 25, 40])
    value = Fraction(x, y)
    return f"divide {x:,} by {y}", value, f"{x} / {y}", _tol(value), {}


def _h7_subtract_from(r: random.Random) -> ArithOut7:
    x = r.randrange(10, 500)
    y = r.randrange(x + 20, 2_000)
    return f"subtract {x} from {y}", Fraction(y - x), f"{y} - {x}", None, {}


def _h7_sum_of_number_words(r: random.Random) -> ArithOut7:
    ns = [r.randrange(2, 100) for _ in range(3)]
    task = f"what's the sum of {_listing([_said(n) for n in ns])}?"
    return task, Fraction(sum(ns)), " + ".join(map(str, ns)), None, {}


def _h7_product_of_decimal(r: random.Random) -> ArithOut7:
    a = Fraction(r.randrange(11, 100), 10)
    b = r.randrange(3, 41)
    value = a * b
    task = f"figure out the product of {_plain(float(a))} and {b}"
    return task, value, f"{float(a)} * {b}", _tol(value), {}


def _h7_round_to_decimals(r: random.Random) -> ArithOut7:
    places = r.choice([1, 2, 3])
    while True:
        x = Decimal(r.randrange(1_000_000, 99_999_999)) / Decimal(100_000)
        beyond = (x * 10**places) % 1  # no tie to round and nothing already round
        if beyond not in (Decimal(0), Decimal("0.5")):
            break
    rounded = x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    task = f"round {_plain(x)} to {_said(places)} decimal place{'s' if places > 1 else ''}"
    return task, Fraction(rounded), f"round({x}, {places})", None, {}


def _h7_terse_mod(r: random.Random) -> ArithOut7:
    while True:
        x, y = r.randrange(100, 1_000), r.randrange(3, 26)
        if x % y:
            break
    return f"{x} mod {y}", Fraction(x % y), f"{x} - {y} * math.floor({x} / {y})", None, {}


def _h7_number_word_squared(r: random.Random) -> ArithOut7:
    n = r.randrange(11, 100)
    return f"what's {_said(n)} squared?", Fraction(n * n), f"{float(n)} ** 2", None, {}


def _h7_cube_of(r: random.Random) -> ArithOut7:
    n = r.randrange(4, 26)
    return f"what is the cube of {n}?", Fraction(n**3), f"{n} * {n} * {n}", None, {}


def _h7_square_root_with_comma(r: random.Random) -> ArithOut7:
    n = r.randrange(32, 151)
    return (
        f"work out the square root of {n * n:,}",
        Fraction(n),
        f"math.sqrt({n * n})",
        None,
        {},
    )


def _h7_terse_to_the_nth(r: random.Random) -> ArithOut7:
    while True:
        b, e = r.randrange(2, 10), r.randrange(3, 11)
        if b**e < 10_000_000:
            break
    return f"{b} to the {_ordinal(e)}", Fraction(b**e), f"math.pow({b}, {e})", None, {}


def _h7_scientific_times_ten_plus(r: random.Random) -> ArithOut7:
    a = Fraction(r.randrange(11, 100), 10)
    b = Fraction(r.randrange(11, 100), 10)
    m = r.randrange(3, 6)
    value = a * 10**m + b * 10 ** (m - 1)
    task = f"what's {_plain(float(a))} x 10^{m} plus {_plain(float(b))} x 10^{m - 1}?"
    return task, value, f"{float(a)}e{m} + {float(b)}e{m - 1}", None, {}


def _h7_chain_then_times(r: random.Random) -> ArithOut7:
    a, b, c = r.randrange(3, 61), r.randrange(3, 61), r.randrange(2, 10)
    return f"{a} plus {b}, then times {c}", Fraction((a + b) * c), f"({a} + {b}) * {c}", None, {}


def _h7_multiply_and_then_add(r: random.Random) -> ArithOut7:
    a, b, c = r.randrange(6, 40), r.randrange(3, 25), r.randrange(5, 200)
    return (
        f"multiply {a} by {b} and then add {c}",
        Fraction(a * b + c),
        f"{a} * {b} + {c}",
        None,
        {},
    )


def _h7_decimals_read_as_people_expect(r: random.Random) -> ArithOut7:
    while True:
        a, b = Fraction(r.randrange(1, 30), 10), Fraction(r.randrange(1, 30), 10)
        noisy = repr(float(a) + float(b))
        if (a + b).denominator != 1 and len(noisy) > 6:  # float addition shows its noise
            break
    task = f"what's {_plain(float(a))} + {_plain(float(b))}?"
    extra: Extra = {"not_contains": ["0000000", "9999999"]}
    return task, a + b, f"{float(a)} + {float(b)}", 1e-6, extra


ARITHMETIC: list[ArithTemplate] = [
    _h7_terse_percent_of,
    _h7_percent_of_big_money,
    _h7_tip_on_a_bill,
    _h7_dinner_tip_then_split,
    _h7_coupon_dollars_off,
    _h7_fraction_off_price,
    _h7_unit_price_of_a_pack,
    _h7_average_speed,
    _h7_recipe_for_more_people,
    _h7_bill_went_up_percent,
    _h7_average_of_test_scores,
    _h7_increased_by_percent,
    _h7_divide_with_thousands,
    _h7_subtract_from,
    _h7_sum_of_number_words,
    _h7_product_of_decimal,
    _h7_round_to_decimals,
    _h7_terse_mod,
    _h7_number_word_squared,
    _h7_cube_of,
    _h7_square_root_with_comma,
    _h7_terse_to_the_nth,
    _h7_scientific_times_ten_plus,
    _h7_chain_then_times,
    _h7_multiply_and_then_add,
    _h7_decimals_read_as_people_expect,
]
WORD_PROBLEMS = {
    _h7_dinner_tip_then_split,
    _h7_coupon_dollars_off,
    _h7_unit_price_of_a_pack,
    _h7_recipe_for_more_people,
    _h7_bill_went_up_percent,
}
"""The multi-sentence word problems (at most 6 of the 26 families)."""

# --------------------------------------------------------------------------- to-dos

CHORES = [
    # the title, as given back in the past tense, as a gerund, and a word naming it alone
    ("call the plumber", "called the plumber", "calling the plumber", "plumber"),
    ("pay the water bill", "paid the water bill", "paying the water bill", "water bill"),
    ("book a haircut", "booked a haircut", "booking a haircut", "haircut"),
    ("renew my passport", "renewed my passport", "renewing my passport", "passport"),
    (
        "return the library books",
        "returned the library books",
        "returning the library books",
        "library",
    ),
    (
        "pick up the dry cleaning",
        "picked up the dry cleaning",
        "picking up the dry cleaning",
        "dry cleaning",
    ),
    ("water the tomatoes", "watered the tomatoes", "watering the tomatoes", "tomatoes"),
    ("take out the recycling", "took out the recycling", "taking out the recycling", "recycling"),
    ("email my landlord", "emailed my landlord", "emailing my landlord", "landlord"),
    ("wash the car", "washed the car", "washing the car", "car"),
    (
        "schedule a dentist appointment",
        "scheduled a dentist appointment",
        "scheduling a dentist appointment",
        "dentist",
    ),
    ("fix the leaky faucet", "fixed the leaky faucet", "fixing the leaky faucet", "faucet"),
    ("vacuum the stairs", "vacuumed the stairs", "vacuuming the stairs", "stairs"),
    (
        "buy a birthday present for Sam",
        "bought a birthday present for Sam",
        "buying a birthday present for Sam",
        "birthday present",
    ),
    (
        "send the thank-you notes",
        "sent the thank-you notes",
        "sending the thank-you notes",
        "thank-you notes",
    ),
    ("change the bed sheets", "changed the bed sheets", "changing the bed sheets", "bed sheets"),
    ("feed the cat", "fed the cat", "feeding the cat", "cat"),
    ("mow the lawn", "mowed the lawn", "mowing the lawn", "lawn"),
    ("clean out the fridge", "cleaned out the fridge", "cleaning out the fridge", "fridge"),
    (
        "cancel the gym membership",
        "canceled the gym membership",
        "canceling the gym membership",
        "gym",
    ),
    ("file my taxes", "filed my taxes", "filing my taxes", "taxes"),
    ("defrost the freezer", "defrosted the freezer", "defrosting the freezer", "freezer"),
    (
        "order new contact lenses",
        "ordered new contact lenses",
        "ordering new contact lenses",
        "contact lenses",
    ),
    ("write to grandma", "wrote to grandma", "writing to grandma", "grandma"),
    ("sweep the porch", "swept the porch", "sweeping the porch", "porch"),
    ("drop off the package", "dropped off the package", "dropping off the package", "package"),
    ("get the oil changed", "got the oil changed", "getting the oil changed", "oil"),
    ("iron my shirts", "ironed my shirts", "ironing my shirts", "shirts"),
    ("hang the new curtains", "hung the new curtains", "hanging the new curtains", "curtains"),
    ("make a vet appointment", "made a vet appointment", "making a vet appointment", "vet"),
    ("buy stamps", "bought stamps", "buying stamps", "stamps"),
    ("reply to Dana's email", "replied to Dana's email", "replying to Dana's email", "Dana"),
    ("clean the gutters", "cleaned the gutters", "cleaning the gutters", "gutters"),
    ("pack for the trip", "packed for the trip", "packing for the trip", "trip"),
    (
        "sign the permission slip",
        "signed the permission slip",
        "signing the permission slip",
        "permission slip",
    ),
    ("empty the dishwasher", "emptied the dishwasher", "emptying the dishwasher", "dishwasher"),
    ("pay back Chris", "paid back Chris", "paying back Chris", "Chris"),
    ("register for the 5k", "registered for the 5k", "registering for the 5k", "5k"),
]
TITLES = [c[0] for c in CHORES]
PAST = {c[0]: c[1] for c in CHORES}
GERUND = {c[0]: c[2] for c in CHORES}
KEYWORD = {c[0]: c[3] for c in CHORES}

GROCERIES = [
    "oat milk",
    "dish soap",
    "paper towels",
    "a birthday card",
    "AA batteries",
    "coffee filters",
    "dog food",
    "light bulbs",
    "sunscreen",
    "trash bags",
    "a new toothbrush",
    "olive oil",
    "shampoo",
    "frozen peas",
    "an extension cord",
    "lemons",
    "printer ink",
    "a phone charger",
    "birthday candles",
    "packing tape",
    "hand soap",
    "cat litter",
    "a bag of rice",
    "greek yogurt",
]


def _pick(r: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    return r.sample(pool, r.randrange(low, high + 1))


def _open(titles: list[str]) -> list[tuple[str, bool]]:
    return [(t, False) for t in titles]


def _adding(r: random.Random, pool: list[str], count: int) -> tuple[list[str], list[str]]:
    setup = _pick(r, pool, 0, 3)
    new = r.sample([t for t in pool if t not in setup], count)
    return setup, new


def _one_of(r: random.Random, low: int = 2, high: int = 5) -> tuple[list[str], int]:
    setup = _pick(r, TITLES, low, high)
    return setup, r.randrange(len(setup))


def _completed(setup: list[str], *indexes: int) -> list[tuple[str, bool]]:
    return [(t, i in indexes) for i, t in enumerate(setup)]


def _deleted(setup: list[str], *indexes: int) -> list[tuple[str, bool]]:
    return [(t, False) for i, t in enumerate(setup) if i not in indexes]


def _h7_keep_forgetting_to(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, TITLES, 1)
    task = f"I keep forgetting to {new}, can you put it on my list?"
    return task, setup, _open([*setup, new]), False, {}


def _h7_put_two_groceries_on_list(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, GROCERIES, 2)
    return f"put {new[0]} and {new[1]} on my list", setup, _open(setup + new), False, {}


def _h7_gotta_add_that(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, TITLES, 1)
    return f"gotta {new}, add that to my list", setup, _open([*setup, new]), False, {}


def _h7_bulleted_three(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, TITLES, 3)
    task = "add to my list:\n" + "\n".join(f"- {t}" for t in new)
    return task, setup, _open(setup + new), False, {}


def _h7_title_colon_done(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    return f"{setup[i]}: done", setup, _completed(setup, i), False, {}


def _h7_past_tense_check_it_off(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    return f"I {PAST[setup[i]]}, check it off", setup, _completed(setup, i), False, {}


def _h7_done_with_gerund(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    return f"I'm done with {GERUND[setup[i]]}", setup, _completed(setup, i), False, {}


def _h7_number_is_finished(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    return f"number {i + 1} is finished", setup, _completed(setup, i), False, {}


def _h7_take_grocery_off_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, GROCERIES, 2, 5)
    i = r.randrange(len(setup))
    return f"take {setup[i]} off my list", setup, _deleted(setup, i), False, {}


def _h7_delete_the_keyword_one(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    return f"delete the {KEYWORD[setup[i]]} one", setup, _deleted(setup, i), False, {}


def _h7_whats_still_on_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, TITLES, 2, 5)
    extra: Extra = {"contains": list(setup)}
    return "what's still on my to-do list?", setup, _open(setup), True, extra


def _h7_how_many_things_left(r: random.Random) -> TodoOut7:
    setup = _pick(r, [t for t in TITLES if not any(c.isdigit() for c in t)], 2, 6)  # no "5k"
    extra: Extra = {"contains": [str(len(setup))]}
    return "how many things are left on my list?", setup, _open(setup), True, extra


_ON_THE_LIST = itertools.cycle([True, False])


def _h7_is_grocery_on_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, GROCERIES, 2, 5)
    there = next(_ON_THE_LIST)
    item = r.choice(setup) if there else r.choice([g for g in GROCERIES if g not in setup])
    extra: Extra = {"contains": ["yes"]} if there else {"contains": ["no"], "not_contains": ["yes"]}
    return f"do I have {item} on my list?", setup, _open(setup), True, extra


def _h7_complete_two_then_clear(r: random.Random) -> TodoOut7:
    setup = _pick(r, TITLES, 3, 6)
    i, j = r.sample(range(len(setup)), 2)
    task = f"mark {setup[i]} and {setup[j]} as done, then clear the completed ones"
    return task, setup, _deleted(setup, i, j), False, {}


TODO: list[TodoTemplate] = [
    _h7_keep_forgetting_to,
    _h7_put_two_groceries_on_list,
    _h7_gotta_add_that,
    _h7_bulleted_three,
    _h7_title_colon_done,
    _h7_past_tense_check_it_off,
    _h7_done_with_gerund,
    _h7_number_is_finished,
    _h7_take_grocery_off_list,
    _h7_delete_the_keyword_one,
    _h7_whats_still_on_list,
    _h7_how_many_things_left,
    _h7_is_grocery_on_list,
    _h7_complete_two_then_clear,
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_7.py (seed {seed}), before any
# tuning against it, by a helper session (branch heldout7) that read none of the planner's, the
# tools' or the school's code or tests, nor the earlier everyday sets' YAML or set 6's templates.
# {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded
# draws. Expected numbers are computed in plain Python with exact fractions and checked against
# an independent float expression. Do not tune against it: regenerate, do not edit.
"""


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 6)


def _arithmetic_case(template: ArithTemplate, out: ArithOut7) -> dict[str, object]:
    task, value, check, tolerance, extra = out
    independent = eval(check, {"math": math})  # a literal expression written by this file
    assert math.isclose(float(value), independent, rel_tol=1e-9, abs_tol=1e-9), (task, check)
    expect: dict[str, object] = {"numeric": _number(value)}
    if tolerance is not None:
        expect["tolerance"] = tolerance
    expect.update(extra)
    expect["no_side_effects"] = True
    return {"task": task, "expect": expect, "tags": ["arithmetic", _tag(template)]}


def _todo_case(template: TodoTemplate, out: TodoOut7) -> dict[str, object]:
    task, setup, final, question, extra = out
    assert len({t.lower() for t, _ in final}) == len(final), task
    if question:
        assert final == _open(setup), task
    case: dict[str, object] = {"task": task}
    if setup:
        case["setup"] = {"todos": setup}
    expect: dict[str, object] = {"todos": [{"title": t, "done": d} for t, d in final]}
    expect.update(extra)
    if question:
        expect["no_side_effects"] = True
    case["expect"] = expect
    case["tags"] = ["todo", "question" if question else "change", _tag(template)]
    return case


DrawKey = Callable[[Callable[..., object], tuple[object, ...]], str]
"""What makes two draws of a template the same: a set's own rule, given the template and an out."""


def by_task_unless_question(template: Callable[..., object], out: tuple[object, ...]) -> str:
    """A question's task may repeat over other setups; a change's task may not."""
    return repr((out[0], out[1])) if out[3] is True else repr(out[0])


def by_task_and_setup(template: Callable[..., object], out: tuple[object, ...]) -> str:
    """A task may repeat over other setups (a fixed phrasing such as "delete everything")."""
    return repr((out[0], out[1]))


def draw(template: Callable[[random.Random], Out], r: random.Random, key: DrawKey) -> list[Out]:
    """`DRAWS` outs of a template that differ under `key`, drawn from `r` in turn."""
    outs: list[Out] = []
    seen: set[str] = set()
    while len(outs) < DRAWS:
        out = template(r)
        mark = key(template, out)
        if mark not in seen:
            seen.add(mark)
            outs.append(out)
    return outs


def build_set(
    name: str,
    arithmetic: list[ArithTemplate],
    todo: list[TodoTemplate],
    *,
    seed: int,
    key: DrawKey = by_task_unless_question,
    todo_case: Callable[[TodoTemplate, TodoOut7], dict[str, object]] = _todo_case,
) -> list[dict[str, object]]:
    """The cases of a blind set, arithmetic first, each template's draws together, named in order.

    Every set of 7 onwards is built here so that they draw, check and name their cases alike; a
    set passes its own rule for distinct draws and, if its to-do cases carry more, its case maker.
    """
    r = random.Random(seed)
    cases: list[dict[str, object]] = []
    for a in arithmetic:
        # each answer is checked there against its independent float expression
        cases += [_arithmetic_case(a, out) for out in draw(a, r, key)]
    for t in todo:
        cases += [todo_case(t, out) for out in draw(t, r, key)]
    assert len({str(c["task"]) + repr(c.get("setup")) for c in cases}) == len(cases), name
    return [
        {"name": f"{name.removeprefix('everyday-')}-{index:03d}", **case}
        for index, case in enumerate(cases, start=1)
    ]


def check_titles(titles: list[str], forbidden: str, *, fold_case: bool = False) -> None:
    """Check that a title named in a task picks out one to-do and lists of titles stay readable.

    No title repeats or holds another (ignoring case if `fold_case`), and none matches the regular
    expression `forbidden` (a set's own: "and", commas, digits...).
    """
    assert len(set(titles)) == len(titles)
    seen = [t.lower() for t in titles] if fold_case else titles
    assert not any(a in b for a in seen for b in seen if a != b)
    assert not any(re.search(forbidden, t) for t in titles), forbidden


def _check_families(name: str, templates: list[Callable[..., object]]) -> None:
    """Each template is a family of its own, tagged under the set's number ("tpl-h7-...")."""
    tags = [_tag(t) for t in templates]
    assert len(set(tags)) == len(tags)
    prefix = "tpl-h" + name.rsplit("-", 1)[-1] + "-"
    assert all(t.startswith(prefix) for t in tags), prefix


def write_set(
    name: str,
    header: str,
    arithmetic: list[ArithTemplate],
    todo: list[TodoTemplate],
    *,
    seed: int,
    shape: tuple[int, int],
    key: DrawKey = by_task_unless_question,
    todo_case: Callable[[TodoTemplate, TodoOut7], dict[str, object]] = _todo_case,
) -> Path:
    """Build the blind set `name` and write it as YAML beside this file, under its `header`.

    `shape` is its counts of arithmetic and to-do families; `key` and `todo_case` as in
    `build_set`.
    """
    assert (len(arithmetic), len(todo)) == shape, name
    _check_families(name, [*arithmetic, *todo])
    cases = build_set(name, arithmetic, todo, seed=seed, key=key, todo_case=todo_case)
    assert len(cases) == 120
    body = yaml.safe_dump(
        {"name": name, "cases": cases}, sort_keys=False, allow_unicode=True, width=1000
    )
    arith = len(arithmetic)
    text = header.format(
        name=name, seed=seed, families=arith + len(todo), arith=arith, todo=len(todo), draws=DRAWS
    )
    path = HERE / f"{name}.yaml"
    path.write_text(text + body, encoding="utf-8")
    return path


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do.

    No title holds another, no title holds "and" or a comma (lists of titles stay readable), and
    each keyword names one chore only.
    """
    check_titles(TITLES + GROCERIES, r" and |,")
    for title, keyword in KEYWORD.items():
        assert keyword in title, title
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        holders = [t for t in TITLES if word.search(t)]
        assert holders == [title], (keyword, holders)
    assert len(WORD_PROBLEMS) <= 6
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(26, 14)))


if __name__ == "__main__":
    main()
