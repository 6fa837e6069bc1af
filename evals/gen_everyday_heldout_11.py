"""Write the everyday held-out set 11: a new user's first hour with a calculator and a to-do list.

Written on 2026-11-27, blind, by a helper session (branch h11) as the project's final held-out
measure of the day: it is to be run once, at the end, and never tuned on. Its author read none of
the planner's, the tools' or the school's code or tests, none of the other sets' YAML, no
template of the other generators and not docs/usage.md, and never ran the agent on these cases.
It read only the dataset format (docs/evals.md, the loader and the judges) and the helpers of the
set 4 and set 7 generators (money, number words, the case builders, the set writer), imported here.

Theme: what someone types in the first hour with an assistant that has a calculator and a to-do
list. 40 template families, each one phrasing of its own, drawn three times with seeded random
values (120 cases):

- 24 arithmetic: percent of, a tip, a bill with its tip, an even split, a tip then a split, a
  discounted price, the saving of a sale in pounds, sales tax, an average of test scores, a plain
  product, rounding to decimal places, square roots, powers, squares in phone lowercase, a
  fraction of an amount, fractions added as a decimal, a rise in percent, a score as a percentage,
  a recipe in grams and a trip in kilometres (the conversion factor given), a price per item, a
  cafe order, change from a pound note and a week's pay.
- 16 to-do: adding one (terse, polite, phone lowercase) or three, completing by title, by a past
  tense ("just paid the electric bill, tick it off"), by number or the last one, deleting by
  title, number or the first one, listing, clearing, "is X on my list?", counting, and completing
  one then asking how many are left.

Voices: terse, chatty, polite, lowercase phone typing, questions, commands, dollars and pounds.
Answers are computed in Python with exact fractions and checked against an independent float
expression; to-do titles come from the list of ordinary chores below. Regenerate, never edit:

    python evals/gen_everyday_heldout_11.py   # rewrites evals/everyday-heldout-11.yaml
"""

from __future__ import annotations

import math
import random
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _cents, _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _open,
    _pounds,
    _said,
    _todo_case,
    _typed,
    by_task_and_setup,
    check_titles,
    write_set,
)

SEED = 20261127_11
NAME = "everyday-heldout-11"


def _a_pct(pct: int) -> str:
    """The article before a percent as it is said: "an 18% tip", "a 15% tip"."""
    return "an" if pct in (8, 11, 18) or str(pct).startswith("8") else "a"


# --------------------------------------------------------------------------- arithmetic

_ITEMS = ["jacket", "pair of sneakers", "lamp", "backpack", "coffee maker", "desk chair"]
_SOFAS = ["sofa", "fridge", "washing machine", "bike", "mattress", "telly"]


def _h11_percent_of_terse(r: random.Random) -> ArithOut7:
    pct = r.choice([10, 15, 20, 25, 30, 40, 60, 75])
    amount = r.randrange(3, 60) * 5
    value = Fraction(pct * amount, 100)
    return f"{pct}% of {amount}", value, f"{pct} * {amount} / 100", _tol(value), {}


def _h11_tip_on_dinner(r: random.Random) -> ArithOut7:
    pct = r.choice([15, 18, 20, 22])
    bill = r.randrange(2500, 12000, 5)
    value = _cents(bill) * pct / 100
    task = (
        f"we just had dinner and the bill was {_money(bill)}. how much is {_a_pct(pct)} {pct}% tip?"
    )
    return task, value, f"{bill} / 100 * {pct} / 100", 0.01, {}


def _h11_total_with_tip(r: random.Random) -> ArithOut7:
    pct = r.choice([10, 15, 20])
    bill = r.randrange(2000, 9000, 10)
    value = _cents(bill) * (100 + pct) / 100
    task = (
        f"Bill is {_money(bill)} and I want to leave {_a_pct(pct)} {pct}% tip. "
        "What's the total I pay?"
    )
    return task, value, f"{bill} / 100 * (1 + {pct} / 100)", 0.01, {}


def _h11_split_ways(r: random.Random) -> ArithOut7:
    n = r.randrange(2, 9)
    each = r.randrange(800, 6000, 25)
    total = each * n
    value = _cents(total) / n
    return f"split {_money(total)} {_said(n)} ways", value, f"{total} / 100 / {n}", _tol(value), {}


def _h11_tip_then_split(r: random.Random) -> ArithOut7:
    people = r.randrange(2, 7)
    pct = r.choice([15, 18, 20])
    bill = r.randrange(40, 200) * 100
    value = _cents(bill) * (100 + pct) / 100 / people
    task = (
        f"The bill is {_money(bill)} and there are {people} of us. If we add {_a_pct(pct)} {pct}% "
        "tip, how much does each person pay?"
    )
    return task, value, f"{bill} / 100 * (1 + {pct} / 100) / {people}", 0.01, {}


def _h11_discounted_price(r: random.Random) -> ArithOut7:
    item = r.choice(_ITEMS)
    pct = r.choice([10, 20, 25, 30, 40, 50])
    price = r.randrange(20, 200) * 100
    value = _cents(price) * (100 - pct) / 100
    task = f"A {item} is {_money(price)} and it's {pct}% off. How much will it cost me?"
    return task, value, f"{price} / 100 * (1 - {pct} / 100)", _tol(value), {}


def _h11_sale_saving_pounds(r: random.Random) -> ArithOut7:
    item = r.choice(_SOFAS)
    pct = r.choice([10, 15, 20, 25, 30, 35])
    price = r.randrange(12, 120) * 2000
    value = _cents(price) * pct / 100
    task = f"how much do i save on a {_pounds(price)} {item} if its {pct}% off"
    return task, value, f"{price} / 100 * {pct} / 100", _tol(value), {}


def _h11_sales_tax(r: random.Random) -> ArithOut7:
    rate = r.choice([5, 6, 7, 8, 9])
    price = r.randrange(1000, 20000) - 1
    value = _cents(price) * (100 + rate) / 100
    task = f"What's {_money(price)} plus {rate}% sales tax?"
    return task, value, f"{price} / 100 * (1 + {rate} / 100)", 0.01, {}


def _h11_test_average(r: random.Random) -> ArithOut7:
    scores = [r.randrange(60, 100) for _ in range(r.randrange(3, 6))]
    value = Fraction(sum(scores), len(scores))
    shown = ", ".join(str(s) for s in scores[:-1]) + f" and {scores[-1]}"
    task = f"my test scores this term were {shown}. what's my average?"
    return task, value, f"({' + '.join(map(str, scores))}) / {len(scores)}", _tol(value), {}


def _h11_times_question(r: random.Random) -> ArithOut7:
    a = r.randrange(12, 999)
    b = r.randrange(6, 99)
    return f"what's {a} times {b}?", Fraction(a * b), f"{a} * {b}", None, {}


def _h11_round_places(r: random.Random) -> ArithOut7:
    places = r.choice([1, 2])
    digits = r.randrange(10**4, 10**6)
    while digits % 10 == 0 or (digits // 10 ** (3 - places)) % 10 == 5:
        digits = r.randrange(10**4, 10**6)
    raw = Fraction(digits, 10**4)
    value = Fraction(round(Decimal(raw.numerator) / Decimal(raw.denominator), places))
    word = "one decimal place" if places == 1 else "two decimal places"
    task = f"Round {_typed(raw)} to {word}"
    return task, value, f"round({float(raw)!r}, {places})", None, {}


def _h11_square_root(r: random.Random) -> ArithOut7:
    n = r.choice([r.randrange(4, 31) ** 2, r.randrange(2, 200)])
    root = math.isqrt(n)
    value = Fraction(root) if root * root == n else Fraction(math.sqrt(n))
    tolerance = None if root * root == n else 0.01
    return f"what is the square root of {n}", value, f"math.sqrt({n})", tolerance, {}


def _h11_power_of(r: random.Random) -> ArithOut7:
    base = r.randrange(2, 10)
    exponent = r.randrange(3, 9)
    value = Fraction(base**exponent)
    task = f"What is {base} to the power of {exponent}?"
    return task, value, f"{base} ** {exponent}", None, {}


def _h11_phone_squared(r: random.Random) -> ArithOut7:
    n = r.randrange(11, 60)
    return f"whats {n} squared", Fraction(n * n), f"{n} * {n}", None, {}


def _h11_fraction_of(r: random.Random) -> ArithOut7:
    num, den = r.choice([(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (3, 8)])
    amount = r.randrange(2, 40) * den * r.choice([1, 2, 5])
    value = Fraction(num, den) * amount
    return f"what's {num}/{den} of {amount}", value, f"{num} / {den} * {amount}", _tol(value), {}


def _h11_fractions_as_decimal(r: random.Random) -> ArithOut7:
    a_num, a_den = r.choice([(1, 2), (1, 3), (1, 4), (2, 3), (3, 4), (1, 5)])
    b_num, b_den = r.choice([(1, 6), (1, 8), (2, 5), (3, 8), (1, 10), (5, 6)])
    value = Fraction(a_num, a_den) + Fraction(b_num, b_den)
    task = f"what's {a_num}/{a_den} plus {b_num}/{b_den} as a decimal?"
    check = f"{a_num} / {a_den} + {b_num} / {b_den}"
    return task, value, check, 0.01, {}


def _h11_rent_rise_percent(r: random.Random) -> ArithOut7:
    old = r.randrange(4, 13) * 200
    pct = r.choice([Fraction(5), Fraction(15, 2), Fraction(10), Fraction(4), Fraction(12)])
    new = old * (100 + pct) / 100
    assert new.denominator == 1
    task = (
        f"My rent just went up from {_money(old * 100)} to {_money(int(new) * 100)} a month. "
        "By what percent did it go up?"
    )
    return task, pct, f"({int(new)} - {old}) / {old} * 100", _tol(pct), {}


def _h11_score_percentage(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 40, 50, 80])
    got = r.randrange(total // 2, total)
    value = Fraction(got * 100, total)
    task = f"I got {got} out of {total} on my quiz, what's that as a percentage?"
    return task, value, f"{got} / {total} * 100", _tol(value), {}


def _h11_recipe_grams(r: random.Random) -> ArithOut7:
    cups = r.choice([Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(7, 2)])
    grams = r.choice([120, 125, 130])
    value = cups * grams
    task = (
        f"A recipe calls for {_typed(cups)} cups of flour and one cup is {grams} grams. "
        "How many grams of flour is that?"
    )
    return task, value, f"{float(cups)} * {grams}", _tol(value), {}


def _h11_miles_to_km(r: random.Random) -> ArithOut7:
    miles = r.randrange(20, 400)
    value = miles * Fraction("1.609")
    task = f"I'm driving {miles} miles and a mile is 1.609 km. How far is that in km?"
    return task, value, f"{miles} * 1.609", 0.01, {}


def _h11_price_per_item(r: random.Random) -> ArithOut7:
    thing, unit, counts, low, high = r.choice(
        [
            ("eggs", "egg", [6, 12, 18], 20, 60),
            ("yogurts", "yogurt", [4, 6, 8], 45, 150),
            ("cans of soda", "can", [6, 12, 24], 35, 110),
        ]
    )
    count = r.choice(counts)
    each = r.randrange(low, high)
    total = each * count
    value = _cents(total) / count
    task = f"a pack of {count} {thing} costs {_money(total)}, how much is that per {unit}?"
    return task, value, f"{total} / 100 / {count}", _tol(value), {}


def _h11_cafe_order(r: random.Random) -> ArithOut7:
    a, b = r.sample(["lattes", "teas", "muffins", "croissants", "bagels", "cappuccinos"], 2)
    na, nb = r.randrange(2, 5), r.randrange(1, 4)
    pa, pb = r.randrange(250, 600, 5), r.randrange(150, 450, 5)
    value = _cents(na * pa + nb * pb)
    task = f"{na} {a} at {_money(pa)} each and {nb} {b} at {_money(pb)} each, what's the total?"
    return task, value, f"{na} * {pa} / 100 + {nb} * {pb} / 100", _tol(value), {}


def _h11_change_from_note(r: random.Random) -> ArithOut7:
    note = r.choice([1000, 2000, 5000])
    cost = r.randrange(note // 3, note - 10)
    value = _cents(note - cost)
    task = (
        f"I paid with a {_pounds(note)} note and it came to {_pounds(cost)}. "
        "How much change should I get?"
    )
    return task, value, f"({note} - {cost}) / 100", _tol(value), {}


def _h11_weekly_pay(r: random.Random) -> ArithOut7:
    rate = r.randrange(1200, 3500, 25)
    hours = r.randrange(10, 45)
    value = _cents(rate) * hours
    task = f"I make {_money(rate)} an hour and worked {hours} hours this week. How much did I earn?"
    return task, value, f"{rate} / 100 * {hours}", _tol(value), {}


ARITHMETIC: list[ArithTemplate] = [
    _h11_percent_of_terse,
    _h11_tip_on_dinner,
    _h11_total_with_tip,
    _h11_split_ways,
    _h11_tip_then_split,
    _h11_discounted_price,
    _h11_sale_saving_pounds,
    _h11_sales_tax,
    _h11_test_average,
    _h11_times_question,
    _h11_round_places,
    _h11_square_root,
    _h11_power_of,
    _h11_phone_squared,
    _h11_fraction_of,
    _h11_fractions_as_decimal,
    _h11_rent_rise_percent,
    _h11_score_percentage,
    _h11_recipe_grams,
    _h11_miles_to_km,
    _h11_price_per_item,
    _h11_cafe_order,
    _h11_change_from_note,
    _h11_weekly_pay,
]

# --------------------------------------------------------------------------- to-do

CHORES = [
    ("call the dentist", "called the dentist"),
    ("buy milk", "bought milk"),
    ("pay the electric bill", "paid the electric bill"),
    ("walk the dog", "walked the dog"),
    ("water the plants", "watered the plants"),
    ("take out the trash", "took out the trash"),
    ("book a haircut", "booked a haircut"),
    ("return the library books", "returned the library books"),
    ("pick up the dry cleaning", "picked up the dry cleaning"),
    ("email the landlord", "emailed the landlord"),
    ("clean the bathroom", "cleaned the bathroom"),
    ("renew my passport", "renewed my passport"),
    ("vacuum the living room", "vacuumed the living room"),
    ("send the birthday card", "sent the birthday card"),
    ("fix the leaky tap", "fixed the leaky tap"),
    ("order printer ink", "ordered printer ink"),
    ("mow the lawn", "mowed the lawn"),
    ("defrost the freezer", "defrosted the freezer"),
]
TITLES = [c[0] for c in CHORES]
PAST = dict(CHORES)


def _setup(r: random.Random, low: int = 2, high: int = 5) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _adding(r: random.Random, count: int) -> tuple[list[str], list[str]]:
    setup = _setup(r, 0, 3)
    new = r.sample([t for t in TITLES if t not in setup], count)
    return setup, new


def _h11_add_terse(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, 1)
    return f"add {new} to my todos", setup, _open([*setup, new]), False, {}


def _h11_add_polite(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, 1)
    task = f"Could you please add {new} to my to-do list? Thanks!"
    return task, setup, _open([*setup, new]), False, {}


def _h11_add_phone(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, 1)
    task = f"i need to {new} can u add that to my list"
    return task, setup, _open([*setup, new]), False, {}


def _h11_add_three(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 3)
    task = f"Add {_listing(new)} to my list."
    return task, setup, _open(setup + new), False, {}


def _h11_done_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    return f"mark {setup[i]} as done", setup, _completed(setup, i), False, {}


def _h11_done_past_tense(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    task = f"just {PAST[setup[i]]}, you can tick that off my list"
    return task, setup, _completed(setup, i), False, {}


def _h11_done_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    i = r.randrange(len(setup))
    return f"Mark number {i + 1} as done.", setup, _completed(setup, i), False, {}


def _h11_done_last(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = len(setup) - 1
    task = "the last item on my list is done, please check it off"
    return task, setup, _completed(setup, i), False, {}


def _h11_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    task = f"Take {setup[i]} off my list, I don't need to do it anymore."
    return task, setup, _deleted(setup, i), False, {}


def _h11_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    i = r.randrange(len(setup))
    task = f"remove item {i + 1} from my to-do list please"
    return task, setup, _deleted(setup, i), False, {}


def _h11_delete_first(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    return "Delete the first thing on my list.", setup, _deleted(setup, 0), False, {}


def _h11_list_question(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 4)
    task = "hey, what's on my to-do list?"
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h11_clear_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = "Clear my whole to-do list, I want to start fresh."
    return task, setup, [], False, {}


def _h11_is_it_on_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 4)
    asked = r.choice(setup) if r.random() < 0.5 else r.choice([t for t in TITLES if t not in setup])
    return f"is {asked} on my list?", setup, _open(setup), True, {}


def _h11_count_question(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 6)
    task = "How many things are on my to-do list right now?"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def _h11_done_then_how_many_left(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"Just {PAST[setup[i]]}, cross it off. How many are left now?"
    return task, setup, _completed(setup, i), False, {"numeric": len(setup) - 1}


TODO: list[TodoTemplate] = [
    _h11_add_terse,
    _h11_add_polite,
    _h11_add_phone,
    _h11_add_three,
    _h11_done_by_title,
    _h11_done_past_tense,
    _h11_done_by_number,
    _h11_done_last,
    _h11_delete_by_title,
    _h11_delete_by_number,
    _h11_delete_first,
    _h11_list_question,
    _h11_clear_all,
    _h11_is_it_on_list,
    _h11_count_question,
    _h11_done_then_how_many_left,
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_11.py (seed {seed}) as the final
# held-out measure of the day, by a helper session (branch h11) that read none of the planner's,
# the tools' or the school's code or tests, nor the other sets, and never ran the agent on it.
# {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded
# draws. Expected numbers are computed in plain Python with exact fractions and checked against
# an independent float expression. Run it once; do not tune against it: regenerate, do not edit.
"""


def _todo(template: TodoTemplate, out: TodoOut7) -> dict[str, object]:
    """A to-do case; one that also asks a number is judged on it too (its answer's last number)."""
    task, setup, final, question, extra = out
    numeric = extra.get("numeric")
    rest = {k: v for k, v in extra.items() if k != "numeric"}
    case = _todo_case(template, (task, setup, final, question, rest))
    if numeric is not None:
        expect = case["expect"]
        assert isinstance(expect, dict)
        expect["numeric"] = numeric
    return case


def main() -> None:
    """Write the set after checking that no title holds another, "and", a comma or a digit."""
    check_titles(TITLES, r" and |,|\d")
    # other tasks, or (a fixed phrasing) other setups
    key = by_task_and_setup
    path = write_set(
        NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16), key=key, todo_case=_todo
    )
    print(path)


if __name__ == "__main__":
    main()
