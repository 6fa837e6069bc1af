"""Write the everyday held-out set 13: calculator and to-do requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper session (branch h13) that did not
read the planner: none of its code or rules, none of the calculator or to-do tools' code or tests,
none of the other everyday sets' YAML nor the templates of the other generators. It read only the
dataset format (docs/evals.md, the loader and the judges) and the helper functions of the
generators of sets 4 and 7 (money, tolerance, the case builders, `write_set`), which it imports as
set 12 does. It is the project's final held-out measure, run once at the end: nobody tunes on it.

Its theme is a new user's first hour with an assistant that has a calculator and a to-do list, so
the families are the common, plain requests rather than unusual ones: percentages, tips, bill
splits, discounts, sales tax, averages, rounding, powers and roots, fractions, pay, savings, change
from a note, recipes scaled, unit stories that give their conversion factor, and on the to-do side
adding one or several items, completing or deleting by title, number or position, listing,
counting, asking whether an item is there and clearing. Voices: terse, chatty, polite, lowercase
phone typing, questions and commands, dollars, pounds and euros. Every template is a phrasing
family of its own (24 arithmetic, 16 to-do), drawn three times with other seeded random values;
to-do titles come from a list of ordinary chores written here.

    python evals/gen_everyday_heldout_13.py   # rewrites evals/everyday-heldout-13.yaml
"""

from __future__ import annotations

import itertools
import random
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _cents, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _euros,
    _open,
    _pounds,
    _typed,
    check_titles,
    write_set,
)

SEED = 20261127_13
NAME = "everyday-heldout-13"


def _round(value: Fraction, places: int) -> Fraction:
    """Round half up as a person does by hand (2.345 -> 2.35)."""
    step = Decimal(1).scaleb(-places)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return Fraction(exact.quantize(step, ROUND_HALF_UP))


# --------------------------------------------------------------------------- arithmetic


def _h13_terse_percent_of(r: random.Random) -> ArithOut7:
    p, n = r.choice([5, 12, 15, 35, 40, 65]), r.choice([80, 240, 360, 520, 1200])
    v = Fraction(p * n, 100)
    return f"{p}% of {n}", v, f"{p} * {n} / 100", _tol(v), {}


def _h13_tip_on_bill(r: random.Random) -> ArithOut7:
    p, bill = r.choice([15, 18, 20]), r.randrange(2400, 12000, 5)
    v = _cents(bill) * p / 100
    article = "an" if p == 18 else "a"
    return f"What's {article} {p}% tip on {_money(bill)}?", v, f"{bill} / 100 * {p} / 100", 0.01, {}


def _h13_split_the_bill(r: random.Random) -> ArithOut7:
    people = r.choice([3, 4, 5, 6])
    each = r.randrange(1200, 4000)
    bill = each * people
    v = _cents(bill) / people
    task = f"split {_money(bill)} between {people} people"
    return task, v, f"{bill} / 100 / {people}", 0.01, {}


def _h13_tip_then_split(r: random.Random) -> ArithOut7:
    bill, p, people = r.randrange(6000, 18000, 10), r.choice([15, 20]), r.choice([2, 3, 4])
    v = _cents(bill) * (100 + p) / 100 / people
    task = (
        f"Dinner came to {_money(bill)}. We want to leave a {p}% tip and split the total "
        f"evenly between {people} of us. How much does each person pay?"
    )
    return task, v, f"{bill} / 100 * (1 + {p} / 100) / {people}", 0.01, {}


def _h13_discount_price(r: random.Random) -> ArithOut7:
    item = r.choice(["jacket", "pair of boots", "lamp", "backpack", "coffee maker"])
    price, p = r.choice([40, 60, 80, 120, 150, 90]), r.choice([10, 15, 20, 25, 30, 40])
    v = Fraction(price * (100 - p), 100)
    task = f"A {item} costs ${price} and it's {p}% off. How much will I pay?"
    return task, v, f"{price} - {price} * {p} / 100", _tol(v), {}


def _h13_pounds_sale_price(r: random.Random) -> ArithOut7:
    price, p = r.randrange(1500, 9000, 50), r.choice([20, 25, 30, 50])
    v = _cents(price) * (100 - p) / 100
    task = f"how much is {_pounds(price)} with {p}% off"
    return task, v, f"{price} / 100 * (1 - {p} / 100)", 0.01, {}


def _h13_sales_tax_total(r: random.Random) -> ArithOut7:
    price, tax = r.randrange(999, 8999, 100), r.choice([5, 6, 7, 8])
    v = _cents(price) * (100 + tax) / 100
    task = f"What's {_money(price)} plus {tax}% sales tax?"
    return task, v, f"{price} / 100 * 1.0{tax}", 0.01, {}


def _h13_average_of_list(r: random.Random) -> ArithOut7:
    nums = [r.randrange(50, 100) for _ in range(r.choice([4, 5]))]
    v = Fraction(sum(nums), len(nums))
    listed = ", ".join(map(str, nums[:-1])) + f" and {nums[-1]}"
    return f"What's the average of {listed}?", v, f"sum({nums}) / {len(nums)}", _tol(v), {}


def _h13_round_to_places(r: random.Random) -> ArithOut7:
    while True:
        value = Fraction(r.randrange(100000, 999999), 10000)
        places = r.choice([1, 2])
        v = _round(value, places)
        if v != value and (value * 10**places * 10) % 10 != 5:
            break
    word = {1: "one decimal place", 2: "2 decimal places"}[places]
    task = f"round {_typed(value)} to {word}"
    return task, v, f"round({float(value)}, {places})", 0.0001, {}


def _h13_square_root(r: random.Random) -> ArithOut7:
    n = r.choice([13, 15, 17, 19, 21, 24, 25, 32])
    return f"square root of {n * n}?", Fraction(n), f"{n * n} ** 0.5", None, {}


def _h13_power_of(r: random.Random) -> ArithOut7:
    base, exp = r.choice([(2, 10), (3, 5), (5, 4), (2, 12), (7, 3), (4, 6)])
    v = Fraction(base**exp)
    return f"What is {base} to the power of {exp}?", v, f"{base} ** {exp}", None, {}


def _h13_fraction_of_amount(r: random.Random) -> ArithOut7:
    num, den = r.choice([(3, 4), (2, 3), (2, 5), (5, 8), (3, 10)])
    n = den * r.randrange(6, 40)
    v = Fraction(num * n, den)
    return f"what's {num}/{den} of {n}", v, f"{num} / {den} * {n}", None, {}


def _h13_fractions_as_decimal(r: random.Random) -> ArithOut7:
    a, b = r.sample([(1, 2), (1, 4), (3, 4), (1, 5), (2, 5), (1, 8), (3, 8)], 2)
    v = Fraction(*a) + Fraction(*b)
    task = f"What is {a[0]}/{a[1]} plus {b[0]}/{b[1]}, as a decimal?"
    return task, v, f"{a[0]} / {a[1]} + {b[0]} / {b[1]}", 0.001, {}


def _h13_miles_to_km(r: random.Random) -> ArithOut7:
    miles = r.choice([3, 5, 8, 12, 13, 26])
    v = miles * Fraction("1.609")
    task = f"I ran {miles} miles this morning. If a mile is 1.609 km, how many km is that?"
    return task, v, f"{miles} * 1.609", 0.01, {}


def _h13_scale_recipe(r: random.Random) -> ArithOut7:
    grams, serves, want = r.choice([200, 250, 300, 450]), r.choice([4, 6]), r.choice([3, 5, 8, 10])
    v = Fraction(grams * want, serves)
    task = (
        f"My recipe uses {grams} g of flour to serve {serves}. "
        f"How many grams do I need for {want} people?"
    )
    return task, v, f"{grams} / {serves} * {want}", _tol(v), {}


def _h13_fuel_cost_euros(r: random.Random) -> ArithOut7:
    km, use, price = r.choice([240, 320, 450, 600]), r.choice([5, 6, 7, 8]), r.randrange(160, 199)
    v = Fraction(km * use, 100) * _cents(price)
    task = (
        f"Our trip is {km} km, the car uses {use} litres per 100 km and fuel is "
        f"{_euros(price)} a litre. How much will the fuel cost?"
    )
    return task, v, f"{km} / 100 * {use} * {price} / 100", 0.01, {}


def _h13_weekly_pay(r: random.Random) -> ArithOut7:
    hours, rate = r.choice([20, 25, 32, 38, 40]), r.randrange(1500, 2800, 25)
    v = hours * _cents(rate)
    task = f"If I work {hours} hours at {_money(rate)} an hour, how much do I make?"
    return task, v, f"{hours} * {rate} / 100", 0.01, {}


def _h13_terse_sum(r: random.Random) -> ArithOut7:
    a, b = r.randrange(100, 9999), r.randrange(100, 9999)
    return f"{a} + {b}", Fraction(a + b), f"{a} + {b}", None, {}


def _h13_quick_times(r: random.Random) -> ArithOut7:
    a, b = r.randrange(12, 99), r.randrange(12, 99)
    return f"quick one - what's {a} times {b}?", Fraction(a * b), f"{a} * {b}", None, {}


def _h13_divided_by(r: random.Random) -> ArithOut7:
    b = r.randrange(3, 25)
    a = b * r.randrange(11, 120)
    return f"what is {a} divided by {b}", Fraction(a, b), f"{a} / {b}", None, {}


def _h13_percent_increase(r: random.Random) -> ArithOut7:
    old = r.choice([40, 50, 80, 120, 200, 250])
    p = r.choice([10, 15, 20, 25, 30, 40])
    new = Fraction(old * (100 + p), 100)
    task = (
        f"My rent went from ${old * 10:,} to ${int(new * 10):,} a month. "
        "By what percent did it go up?"
    )
    return task, Fraction(p), f"({float(new)} * 10 - {old * 10}) / ({old * 10}) * 100", 0.01, {}


def _h13_score_as_percent(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 40, 50, 80])
    got = r.randrange(total // 2, total)
    v = Fraction(got * 100, total)
    task = f"I got {got} out of {total} on my test. What percentage is that?"
    return task, v, f"{got} / {total} * 100", _tol(v), {}


def _h13_savings_over_months(r: random.Random) -> ArithOut7:
    monthly, months = r.choice([75, 120, 150, 200, 250]), r.choice([8, 10, 18, 24])
    v = Fraction(monthly * months)
    task = (
        f"If I put away £{monthly} every month, how much will I have saved after {months} months?"
    )
    return task, v, f"{monthly} * {months}", None, {}


def _h13_change_from_note(r: random.Random) -> ArithOut7:
    a, b = r.randrange(299, 1999), r.randrange(299, 1999)
    note = 5000 if a + b < 5000 else 10000
    v = _cents(note - a - b)
    task = (
        f"I bought two things for {_money(a)} and {_money(b)} and paid with a "
        f"{_money(note)} bill. How much change should I get?"
    )
    return task, v, f"({note} - {a} - {b}) / 100", 0.01, {}


ARITHMETIC: list[ArithTemplate] = [
    _h13_terse_percent_of,
    _h13_tip_on_bill,
    _h13_split_the_bill,
    _h13_tip_then_split,
    _h13_discount_price,
    _h13_pounds_sale_price,
    _h13_sales_tax_total,
    _h13_average_of_list,
    _h13_round_to_places,
    _h13_square_root,
    _h13_power_of,
    _h13_fraction_of_amount,
    _h13_fractions_as_decimal,
    _h13_miles_to_km,
    _h13_scale_recipe,
    _h13_fuel_cost_euros,
    _h13_weekly_pay,
    _h13_terse_sum,
    _h13_quick_times,
    _h13_divided_by,
    _h13_percent_increase,
    _h13_score_as_percent,
    _h13_savings_over_months,
    _h13_change_from_note,
]

# --------------------------------------------------------------------------- to-do

CHORES = [
    "buy milk",
    "call the dentist",
    "pay the electric bill",
    "water the plants",
    "book a haircut",
    "return library books",
    "clean the bathroom",
    "email the landlord",
    "renew my passport",
    "pick up dry cleaning",
    "take out the recycling",
    "walk the dog",
    "fix the leaky tap",
    "order printer ink",
    "vacuum the stairs",
    "send grandma a birthday card",
    "change the bed sheets",
    "defrost the freezer",
    "wash the car",
    "cancel the gym trial",
    "buy cat food",
    "schedule a car service",
    "mow the lawn",
    "pack lunch for tomorrow",
]


def _setup(r: random.Random, low: int = 3, high: int = 5) -> list[str]:
    return r.sample(CHORES, r.randrange(low, high + 1))


def _new(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in CHORES if t not in setup], count)


def _h13_add_terse(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (title,) = _new(r, setup, 1)
    return f"add {title}", setup, _open([*setup, title]), False, {}


def _h13_add_polite_quoted(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (title,) = _new(r, setup, 1)
    task = f'Could you please add "{title}" to my to-do list? Thank you!'
    return task, setup, _open([*setup, title]), False, {}


def _h13_remind_me_to(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (title,) = _new(r, setup, 1)
    task = f"put {title} on my todo list so i dont forget"
    return task, setup, _open([*setup, title]), False, {}


def _h13_add_three(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 2)
    new = _new(r, setup, 3)
    task = f"Add these to my list: {new[0]}, {new[1]} and {new[2]}."
    return task, setup, _open(setup + new), False, {}


def _h13_mark_title_done(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    return f"Mark {setup[i]} as done.", setup, _completed(setup, i), False, {}


def _h13_phone_title_finished(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    return f"ok {setup[i]} is done, tick it off", setup, _completed(setup, i), False, {}


def _h13_complete_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    return f"complete number {i + 1}", setup, _completed(setup, i), False, {}


def _h13_first_or_last_done(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    which, i = r.choice([("first", 0), ("second", 1), ("third", 2), ("last", len(setup) - 1)])
    task = f"I've finished the {which} item on my list, can you check it off?"
    return task, setup, _completed(setup, i), False, {}


def _h13_delete_title(r: random.Random) -> TodoOut7:
    setup = _setup(r)
    i = r.randrange(len(setup))
    task = f"Please delete {setup[i]} from my to-do list, I don't need it anymore."
    return task, setup, _deleted(setup, i), False, {}


def _h13_remove_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    return f"remove #{i + 1} from the list", setup, _deleted(setup, i), False, {}


def _h13_whats_on_my_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = r.choice(["What's on my to-do list?", "show me my todos", "What do I still have to do?"])
    return task, setup, _open(setup), True, {"contains": [setup[-1]]}


def _h13_how_many_todos(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    extra: dict[str, object] = {"numeric": len(setup)}
    return "How many things are on my to-do list?", setup, _open(setup), True, extra


_PRESENT = itertools.cycle([True, False, True])


def _h13_is_it_on_my_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    if next(_PRESENT):
        title, word = r.choice(setup), "yes"
    else:
        title, word = _new(r, setup, 1)[0], "no"
    task = f"Is {title} on my list?"
    return task, setup, _open(setup), True, {"contains": [word]}


def _h13_clear_everything(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = r.choice(
        ["clear my whole to-do list", "Delete everything on my list please.", "wipe my todo list"]
    )
    return task, setup, [], False, {}


def _h13_add_then_count(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 4)
    (title,) = _new(r, setup, 1)
    task = f"Add {title} to my list, then tell me how many items are on it."
    return task, setup, _open([*setup, title]), False, {"numeric": len(setup) + 1}


def _h13_did_two_titles(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = f"Finished {setup[i]} and {setup[j]} today - please mark both of them complete."
    return task, setup, _completed(setup, i, j), False, {}


TODO: list[TodoTemplate] = [
    _h13_add_terse,
    _h13_add_polite_quoted,
    _h13_remind_me_to,
    _h13_add_three,
    _h13_mark_title_done,
    _h13_phone_title_finished,
    _h13_complete_number,
    _h13_first_or_last_done,
    _h13_delete_title,
    _h13_remove_number,
    _h13_whats_on_my_list,
    _h13_how_many_todos,
    _h13_is_it_on_my_list,
    _h13_clear_everything,
    _h13_add_then_count,
    _h13_did_two_titles,
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests, held out (the project's final blind measure).
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_13.py (seed {seed}), before any
# tuning against it, by a helper session (branch h13) that read none of the planner's, the
# tools' or the school's code or tests, nor the other everyday sets or their templates.
# {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded
# draws: the plain requests of a new user's first hour, terse, chatty, polite, phone-typed, as
# questions and commands. Expected numbers are computed in plain Python with exact fractions and
# checked against an independent float expression. Run once at the end; do not tune against it:
# regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do.

    Lists of titles stay readable too: none holds "and", a comma or a digit.
    """
    check_titles(CHORES, r"\band\b|,|\d")
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
