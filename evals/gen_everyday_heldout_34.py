"""Blind held-out set 34: a new user's first hour with a calculator and a to-do list.

Theme: a new user's first hour with an assistant that has a calculator and a to-do list: the
plain, common requests most people would make first.
Voices: people in the UK, Ireland and Australia (pounds, euros, dollars): office workers on a
break, a tradesperson, a pensioner, a shop owner, a carer; some in full sentences, some hurried.
Read: docs/evals.md ("The dataset", "Side effects"), src/agentschool/evals/cases.py and checks.py,
gen_everyday_heldout_4 (_money, _listing, _tol), gen_everyday_heldout_7 (ArithOut7, TodoOut7,
ArithTemplate, TodoTemplate, _a, _completed, _deleted, _euros, _open, _plain, _pounds,
check_titles, write_set), first 30 lines of everyday-heldout-7.yaml.
Slips: (1) tracebacks from gen_everyday_heldout_7 showed single source lines of `_check_families`
(the tag-prefix assert) and `build_set`'s call site; (2) to learn the expected tag form I printed
the runtime locals of `_check_families` at that failed assert (its tag list and prefix), which
showed that a family's tag is "tpl-" plus its function name. No other code was read. The meaning
of the third ArithOut7 field was not looked up; it is given the float check value's repr.
Families: see the `ARITH` and `TODO` lists; each function's name is its family.
"""

# ruff: noqa: D103, E501

import math
import random
import sys
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _money, _tol
from gen_everyday_heldout_7 import (
    _completed,
    _deleted,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list (UK, IE, AU voices).
# Written blind by branch h34 with evals/gen_everyday_heldout_34.py (seed {seed}), by a helper
# session that read none of the agent's, the tools' or the tests' code. {families} template
# families ({arith} arithmetic, {todo} to-do), two or three wordings each, {draws} seeded draws.
# Expected numbers are exact fractions checked against independent float expressions.
# Do not tune against it: regenerate, do not edit.
"""


_TURN: dict[str, int] = {}


def _w(rng: random.Random, *wordings: str) -> str:
    """Rotate a family's wordings over its successive draws (rng kept for the signature)."""
    family = sys._getframe(1).f_code.co_name
    turn = _TURN.get(family, 0)
    _TURN[family] = turn + 1
    return wordings[turn % len(wordings)]


def _arith(task: str, value: Fraction, check: float):
    assert abs(float(value) - check) < 1e-6, (task, value, check)
    return task, value, repr(check), _tol(value), {}


def h34_tip(rng):
    bill, pct = rng.randint(40, 180), rng.choice([10, 12, 15])
    v = Fraction(bill * pct, 100)
    t = _w(
        rng,
        f"whats a {pct}% tip on a ${bill} bill",
        f"Dinner came to ${bill}, how much is a {pct} percent tip?",
        f"tip {pct}% of ${bill}",
    )
    return _arith(t, v, bill * pct / 100)


def h34_split_bill(rng):
    bill, n = rng.randint(60, 300), rng.choice([3, 4, 5, 6])
    v = Fraction(bill, n)
    t = _w(
        rng,
        f"£{bill} split {n} ways?",
        f"Hi, lunch for the office was £{bill} and there are {n} of us. How much each?",
        f"split £{bill} between {n} people",
    )
    return _arith(t, v, bill / n)


def h34_discount(rng):
    price, pct = rng.randint(20, 400), rng.choice([15, 20, 25, 30])
    v = Fraction(price * (100 - pct), 100)
    t = _w(
        rng,
        f"{pct}% off €{price}, what do I pay",
        f"The jacket is €{price} and there's {pct}% off in the sale. What's the price now?",
    )
    return _arith(t, v, price - price * pct / 100)


def h34_add_vat(rng):
    net = rng.randint(50, 900)
    v = Fraction(net * 120, 100)
    t = _w(
        rng,
        f"£{net} plus VAT at 20%",
        f"I'm quoting a customer £{net} for the job before VAT. What's the total with 20% VAT added?",
    )
    return _arith(t, v, net * 1.2)


def h34_gst_out(rng):
    gross = rng.randint(20, 300) * 11
    v = Fraction(gross * 10, 11)
    t = _w(
        rng,
        f"${gross} includes 10% GST, what's the price before GST?",
        f"price ex GST if ${gross} is inc 10% gst",
    )
    return _arith(t, v, gross / 1.1)


def h34_average(rng):
    xs = [rng.randint(50, 140) for _ in range(rng.choice([4, 5]))]
    v = Fraction(sum(xs), len(xs))
    t = _w(
        rng,
        f"average of {', '.join(map(str, xs))}",
        f"My blood sugar readings this week were {', '.join(map(str, xs))}. What's the average?",
    )
    return _arith(t, v, sum(xs) / len(xs))


def h34_percent_of(rng):
    pct, n = rng.choice([5, 8, 12, 35]), rng.randint(100, 999)
    v = Fraction(pct * n, 100)
    t = _w(
        rng, f"what's {pct}% of {n}", f"{pct} percent of {n}?", f"quick one: {pct}% of {n} please"
    )
    return _arith(t, v, pct * n / 100)


def h34_what_percent(rng):
    whole = rng.choice([40, 50, 80, 200, 250])
    part = rng.randint(1, whole - 1)
    v = Fraction(part * 100, whole)
    t = _w(
        rng,
        f"{part} out of {whole} as a percentage",
        f"I got {part} out of {whole} on the quiz, what percent is that?",
    )
    return _arith(t, v, part / whole * 100)


def h34_weekly_pay(rng):
    hours, rate = rng.randint(15, 45), rng.choice([1150, 1244, 1325, 1560])
    v = Fraction(hours * rate, 100)
    t = _w(
        rng,
        f"{hours} hours at {_pounds(rate)} an hour",
        f"I worked {hours} hours this week at {_pounds(rate)} per hour, what should my pay be before tax?",
    )
    return _arith(t, v, hours * rate / 100)


def h34_savings(rng):
    per, weeks = rng.choice([15, 20, 25, 40]), rng.randint(10, 52)
    v = Fraction(per * weeks)
    t = _w(
        rng,
        f"If I put away €{per} a week for {weeks} weeks how much will I have saved?",
        f"€{per}/wk for {weeks} wks total?",
    )
    return _arith(t, v, per * weeks)


def h34_change(rng):
    cost = rng.randint(105, 1895)
    paid = rng.choice([2000, 5000]) if cost > 1000 else rng.choice([1000, 2000])
    v = Fraction(paid - cost, 100)
    t = _w(
        rng,
        f"customer owes {_pounds(cost)} and hands me {_pounds(paid)}, change?",
        f"How much change from {_pounds(paid)} for something costing {_pounds(cost)}?",
    )
    return _arith(t, v, (paid - cost) / 100)


def h34_miles_km(rng):
    miles = rng.randint(5, 120)
    v = Fraction(miles) * Fraction(1609344, 1000000)
    t = _w(
        rng,
        f"{miles} miles in km (1 mile = 1.609344 km)",
        f"How many kilometres is {miles} miles? Use 1 mile = 1.609344 km.",
    )
    return _arith(t, v, miles * 1.609344)


def h34_stone_kg(rng):
    st = rng.randint(8, 18)
    v = st * Fraction(635029318, 100000000)
    t = _w(
        rng,
        f"My doctor wants my weight in kilos. I'm {st} stone, and 1 stone is 6.35029318 kg. What's that?",
        f"{st} st to kg, 1 st = 6.35029318 kg",
    )
    return _arith(t, v, st * 6.35029318)


def h34_recipe_scale(rng):
    grams, serves, want = rng.choice([150, 200, 250, 300]), 4, rng.choice([6, 10, 2])
    v = Fraction(grams * want, serves)
    t = _w(
        rng,
        f"Recipe needs {grams}g flour for {serves} people, how much for {want}?",
        f"scale {grams} g for {serves} servings up to {want} servings",
    )
    return _arith(t, v, grams * want / serves)


def h34_shopping_total(rng):
    items = [rng.randint(99, 899) for _ in range(4)]
    v = Fraction(sum(items), 100)
    prices = [_money(c) for c in items]
    t = _w(rng, f"add up {' + '.join(prices)}", f"Can you total my shopping: {', '.join(prices)}?")
    return _arith(t, v, sum(c / 100 for c in items))


def h34_shift_minutes(rng):
    h, m = rng.randint(3, 9), rng.choice([15, 30, 45])
    v = Fraction(h * 60 + m)
    t = _w(
        rng,
        f"how many minutes is {h} hours {m} minutes",
        f"My care visit ran {h}h {m}m, how many minutes in total?",
    )
    return _arith(t, v, h * 60 + m)


def h34_square_root(rng):
    n = rng.randint(12, 40) ** 2
    v = Fraction(int(n**0.5))
    t = _w(
        rng,
        f"square root of {n}",
        f"whats the sqrt of {n}",
        f"Could you tell me the square root of {n}?",
    )
    return _arith(t, v, n**0.5)


def h34_power(rng):
    b, e = rng.randint(2, 9), rng.choice([3, 4, 5])
    v = Fraction(b**e)
    t = _w(
        rng,
        f"{b} to the power of {e}",
        f"{b}^{e}",
        f"what is {b} raised to the {e}th power",
    )
    return _arith(t, v, float(b) ** e)


def h34_round_price(rng):
    cents = rng.randint(1000, 99999) * 10 + rng.randint(1, 9)
    value = Decimal(cents) / 1000
    v = Fraction(value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
    t = _w(
        rng,
        f"round {_plain(value)} to 2 decimal places",
        f"What's {_plain(value)} rounded to the nearest cent (2 dp)?",
    )
    return _arith(t, v, math.floor(cents / 10 + 0.5) / 100)


def h34_fraction_of(rng):
    num, den = rng.choice([(2, 3), (3, 4), (3, 5), (5, 8)])
    n = rng.randint(5, 40) * den
    v = Fraction(num * n, den)
    t = _w(rng, f"{num}/{den} of {n}", f"What's {num}/{den} of {n}? Working out a share of stock.")
    return _arith(t, v, num / den * n)


def h34_add_fractions(rng):
    a, b = rng.choice(
        [
            (Fraction(1, 2), Fraction(1, 3)),
            (Fraction(3, 4), Fraction(1, 8)),
            (Fraction(2, 5), Fraction(1, 4)),
        ]
    )
    v = a + b
    t = _w(rng, f"{a} + {b} as a decimal", f"what's {a} plus {b}, as a decimal please")
    return _arith(t, v, a.numerator / a.denominator + b.numerator / b.denominator)


def h34_fuel_cost(rng):
    litres, cents = rng.randint(30, 70), rng.choice([159, 172, 189, 201])
    v = Fraction(litres * cents, 100)
    t = _w(
        rng,
        f"{litres} litres of petrol at ${_plain(Decimal(cents) / 100)} a litre, cost?",
        f"Filling the ute: {litres} L at ${_plain(Decimal(cents) / 100)}/L. How much?",
    )
    return _arith(t, v, litres * cents / 100)


def h34_markup(rng):
    cost, pct = rng.randint(4, 60), rng.choice([30, 40, 50, 60])
    v = Fraction(cost * (100 + pct), 100)
    t = _w(
        rng,
        f"I buy stock in at £{cost} and add a {pct}% markup. What do I sell it for?",
        f"£{cost} + {pct}% markup",
    )
    return _arith(t, v, cost * (1 + pct / 100))


def h34_pension_monthly(rng):
    weekly = rng.choice([18760, 22110, 23030])
    v = Fraction(weekly * 52, 100 * 12)
    t = _w(
        rng,
        f"My pension is {_pounds(weekly)} a week. With 52 weeks in a year, what's that per month over 12 months?",
        f"{_pounds(weekly)} per week x 52 / 12 = ?",
    )
    return _arith(t, v, weekly / 100 * 52 / 12)


ARITH = [
    h34_tip,
    h34_split_bill,
    h34_discount,
    h34_add_vat,
    h34_gst_out,
    h34_average,
    h34_percent_of,
    h34_what_percent,
    h34_weekly_pay,
    h34_savings,
    h34_change,
    h34_miles_km,
    h34_stone_kg,
    h34_recipe_scale,
    h34_shopping_total,
    h34_shift_minutes,
    h34_square_root,
    h34_power,
    h34_round_price,
    h34_fraction_of,
    h34_add_fractions,
    h34_fuel_cost,
    h34_markup,
    h34_pension_monthly,
]

POOL = [
    "buy milk",
    "ring the GP",
    "pay council tax",
    "book MOT",
    "order timber",
    "collect prescription",
    "email the accountant",
    "renew bus pass",
    "water the tomatoes",
    "return library books",
    "fix the gutter",
    "send invoice to Mrs Byrne",
]
check_titles(POOL, r",|\band\b|\d")


def _setup(rng, n=4):
    return rng.sample(POOL, n)


def _new(rng, setup, k=1):
    return rng.sample([t for t in POOL if t not in setup], k)


def h34_add_one(rng):
    s = _setup(rng, 3)
    (x,) = _new(rng, s)
    t = _w(
        rng,
        f"add {x}",
        f"Can you put '{x}' on my to-do list please?",
        f"remind me to {x} - add it to the list",
    )
    return t, s, _open([*s, x]), False, {}


def h34_add_two(rng):
    s = _setup(rng, 2)
    x, y = _new(rng, s, 2)
    t = _w(rng, f"add {x}; {y}", f"Please add two to-dos: '{x}' and '{y}'.")
    return t, s, _open([*s, x, y]), False, {}


def h34_complete_by_title(rng):
    s = _setup(rng)
    i = rng.randrange(4)
    t = _w(
        rng, f"done: {s[i]}", f"I've just done '{s[i]}', tick it off", f"mark {s[i]} as complete"
    )
    return t, s, _completed(s, i), False, {}


def h34_complete_by_number(rng):
    s = _setup(rng)
    i = rng.randrange(4)
    t = _w(rng, f"complete todo {i + 1}", f"Mark number {i + 1} on my list as done, thanks.")
    return t, s, _completed(s, i), False, {}


def h34_delete_by_title(rng):
    s = _setup(rng)
    i = rng.randrange(4)
    t = _w(
        rng,
        f"delete {s[i]}",
        f"Take '{s[i]}' off the list, I don't need it any more.",
        f"remove the {s[i]} todo",
    )
    return t, s, _deleted(s, i), False, {}


def h34_delete_last(rng):
    s = _setup(rng)
    t = _w(
        rng,
        "delete the last item on my to-do list",
        "remove the last todo",
        "Whatever is at the bottom of my list, bin it please.",
    )
    return t, s, _deleted(s, 3), False, {}


def h34_complete_first(rng):
    s = _setup(rng)
    t = _w(
        rng,
        "tick off the first thing on my list",
        "mark the first todo done",
        "The top item on my list is sorted now, mark it complete.",
    )
    return t, s, _completed(s, 0), False, {}


def h34_list_all(rng):
    s = _setup(rng)
    t = _w(rng, "show my list", "What's on my to-do list?", "Morning! Can you read me my to-dos?")
    return t, s, _open(s), True, {}


def h34_count_items(rng):
    s = _setup(rng, rng.choice([3, 4, 5]))
    t = _w(
        rng,
        "how many todos do I have",
        "How many things are on my list at the moment?",
        "hw many items on my todo list",
    )
    return t, s, _open(s), True, {}


def h34_is_there(rng):
    s = _setup(rng)
    x = rng.choice([s[rng.randrange(4)], _new(rng, s)[0]])
    t = _w(
        rng,
        f"is '{x}' on my list?",
        f"did I already add {x}?",
        f"Have I got '{x}' on my to-do list? Don't change anything.",
    )
    return t, s, _open(s), True, {}


def h34_clear_all(rng):
    s = _setup(rng, 3)
    t = _w(
        rng,
        "clear my whole to-do list",
        "Delete all my to-dos please, starting fresh.",
        "wipe the list, all of it",
    )
    return t, s, [], False, {}


def h34_rename(rng):
    s = _setup(rng)
    i = rng.randrange(4)
    (x,) = _new(rng, s)
    t = _w(rng, f"rename '{s[i]}' to '{x}'", f"Change the to-do '{s[i]}' so it says '{x}' instead.")
    exp = _open([*s[:i], x, *s[i + 1 :]])
    return t, s, exp, False, {}


def h34_add_and_complete(rng):
    s = _setup(rng, 3)
    (x,) = _new(rng, s)
    i = rng.randrange(3)
    t = _w(
        rng,
        f"add {x} and mark {s[i]} done",
        f"Two things: put '{x}' on the list, and tick off '{s[i]}'.",
    )
    return t, s, [*_completed(s, i), (x, False)], False, {}


def h34_complete_two(rng):
    s = _setup(rng)
    i, j = sorted(rng.sample(range(4), 2))
    t = _w(
        rng, f"done {s[i]} and {s[j]}", f"I've finished '{s[i]}' and '{s[j]}' - mark both complete."
    )
    return t, s, _completed(s, i, j), False, {}


def h34_delete_by_number(rng):
    s = _setup(rng)
    i = rng.randrange(4)
    t = _w(rng, f"delete todo {i + 1}", f"Can you get rid of item {i + 1} on my list?")
    return t, s, _deleted(s, i), False, {}


def h34_delete_completed_keep(rng):
    s = _setup(rng)
    i = rng.randrange(4)
    (x,) = _new(rng, s)
    t = _w(
        rng,
        f"swap '{s[i]}' for '{x}' (delete the first, add the second)",
        f"Delete '{s[i]}' from my list and add '{x}'.",
    )
    return t, s, [*_deleted(s, i), (x, False)], False, {}


TODO = [
    h34_add_one,
    h34_add_two,
    h34_complete_by_title,
    h34_complete_by_number,
    h34_delete_by_title,
    h34_delete_last,
    h34_complete_first,
    h34_list_all,
    h34_count_items,
    h34_is_there,
    h34_clear_all,
    h34_rename,
    h34_add_and_complete,
    h34_complete_two,
    h34_delete_by_number,
    h34_delete_completed_keep,
]

def main() -> None:
    """Write the set (regenerated byte for byte by tests/evals/test_project_sets.py)."""
    print(write_set("everyday-heldout-34", HEADER, ARITH, TODO, seed=202611283, shape=(24, 16)))


if __name__ == "__main__":
    main()
