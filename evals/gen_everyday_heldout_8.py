"""Write the everyday held-out set 8: calculator and to-do requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper session (branch heldout8) that
did not read the planner: none of its code or rules, none of the calculator, number-word or to-do
tools' code or tests, none of the school's code, none of the earlier everyday sets' YAML nor the
templates of sets 6 and 7. It read only the dataset format (docs/evals.md, the loader and the
judges), what a user knows the agent can do (a calculator and a to-do list: add, complete,
delete, list, clear), and the machinery of the generators of sets 4 to 7 (number words, money,
the case builders), which it imports. Every template is a phrasing family of its own (26
arithmetic, 14 to-do) in voices set 7 did not use: phone-typed lowercase, polite and
long-winded, British spelling and pounds, everyday contexts (shopping, cooking, travel, fitness,
the home budget, homework), percent decreases, unit conversions, and requests that mix a to-do
with a calculation. Each is drawn three times with other seeded random values; to-do titles come
from a list of ordinary chores written here.

    python evals/gen_everyday_heldout_8.py   # rewrites evals/everyday-heldout-8.yaml
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
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
    _typed,
    check_titles,
    write_set,
)

SEED = 20261127_8
NAME = "everyday-heldout-8"


def _sci(value: Fraction) -> str:
    """An integer as a person types it in e-notation: 4500000 is "4.5e6"."""
    assert value.denominator == 1, value
    return format(Decimal(value.numerator).normalize(), "e").replace("e+", "e")


# --------------------------------------------------------------------------- arithmetic


def _h8_phone_percent_of(r: random.Random) -> ArithOut7:
    pct = r.choice([5, 8, 12, 15, 18, 35, 45, 65])
    amount = r.randrange(4, 80) * 5
    value = Fraction(pct * amount, 100)
    return f"whats {pct} percent of {amount}", value, f"{pct} / 100 * {amount}", _tol(value), {}


def _h8_polite_multiply(r: random.Random) -> ArithOut7:
    a, b = r.randrange(13, 99), r.randrange(12, 60)
    task = (
        f"Hello! I was wondering if you could tell me what {a} multiplied by {b} is? "
        "Thanks so much."
    )
    return task, Fraction(a * b), f"{a} * {b}", None, {}


_ITEMS = ["jumper", "kettle", "pair of wellies", "desk lamp", "rucksack", "duvet"]


def _h8_pounds_percent_off(r: random.Random) -> ArithOut7:
    item, price = r.choice(_ITEMS), r.randrange(18, 130)
    pct = r.choice([10, 15, 20, 25, 30, 40])
    value = Fraction(price * (100 - pct), 100)
    task = f"How much is a £{price} {item} with {pct}% off?"
    return task, value, f"{price} * (1 - {pct} / 100)", _tol(value), {}


def _h8_decreased_by_percent(r: random.Random) -> ArithOut7:
    base, pct = r.randrange(12, 99) * 100, r.choice([4, 6, 12, 15, 35])
    value = Fraction(base * (100 - pct), 100)
    task = f"If {base:,} is decreased by {pct}%, what do you get?"
    return task, value, f"{base} - {base} * {pct} / 100", _tol(value), {}


def _h8_whats_left_after_spending(r: random.Random) -> ArithOut7:
    start = r.choice([150, 200, 250, 300, 400]) * 100
    groceries, gas = r.randrange(1500, 6000), r.randrange(2000, 7000)
    value = _cents(start - groceries - gas)
    task = (
        f"I started the week with {_money(start)}. After spending {_money(groceries)} on "
        f"groceries and {_money(gas)} on gas, what's left?"
    )
    check = f"{start / 100} - {groceries / 100} - {gas / 100}"
    return task, value, check, _tol(value), {}


def _h8_minutes_to_hours(r: random.Random) -> ArithOut7:
    minutes = r.choice([k * 15 for k in range(5, 28) if k % 4])
    value = Fraction(minutes, 60)
    return f"how many hours is {minutes} minutes", value, f"{minutes} / 60", _tol(value), {}


def _h8_km_to_miles(r: random.Random) -> ArithOut7:
    km = r.choice(["5", "8", "10", "12.5", "15", "21.1", "42.2"])
    value = Fraction(km) / Fraction("1.609344")  # a mile is 1.609344 km exactly
    # 0.62 miles a km is what a person uses: within 0.3 %
    tolerance = round(max(0.02, float(value) * 0.003), 3)
    return f"I just ran {km} km, how many miles is that?", value, f"{km} / 1.609344", tolerance, {}


_CUPS = [
    ("three quarters of a cup", "3/4", "0.75"),
    ("two thirds of a cup", "2/3", "(2 / 3)"),
    ("a third of a cup", "1/3", "(1 / 3)"),
    ("half a cup", "1/2", "0.5"),
    ("one and a half cups", "3/2", "1.5"),
]


def _h8_fraction_words_times_batches(r: random.Random) -> ArithOut7:
    words, exact, check = r.choice(_CUPS)
    ingredient, batches = r.choice(["sugar", "flour", "oats", "milk"]), r.randrange(2, 10)
    value = Fraction(exact) * batches
    task = (
        f"If one batch of muffins takes {words} of {ingredient}, how many cups of {ingredient} "
        f"do I need for {batches} batches?"
    )
    return task, value, f"{check} * {batches}", _tol(value), {}


def _h8_weekly_run_total(r: random.Random) -> ArithOut7:
    tenths = [r.choice([t for t in range(30, 130) if t % 10]) for _ in range(3)]
    a, b, c = (_typed(Fraction(t, 10)) for t in tenths)
    value = Fraction(sum(tenths), 10)
    task = (
        f"I ran {a} km on Monday, {b} km on Wednesday and {c} km on Saturday. "
        "How far did I run this week in total?"
    )
    return task, value, f"{a} + {b} + {c}", _tol(value), {}


def _h8_homework_mean(r: random.Random) -> ArithOut7:
    numbers = [r.randrange(6, 40) for _ in range(5)]
    value = Fraction(sum(numbers), 5)
    task = f"For my maths homework: what is the mean of {_listing([str(n) for n in numbers])}?"
    check = f"({' + '.join(str(n) for n in numbers)}) / 5"
    return task, value, check, _tol(value), {}


def _h8_phone_number_words_times(r: random.Random) -> ArithOut7:
    a = r.choice([n for n in range(21, 99) if n % 10])
    b = r.randrange(3, 13)
    task = f"whats {_said(a).replace('-', ' ')} times {_said(b)}"
    return task, Fraction(a * b), f"{a} * {b}", None, {}


def _h8_budget_monthly_total(r: random.Random) -> ArithOut7:
    rent = r.randrange(110, 250) * 1000
    car, insurance = r.randrange(25000, 45000), r.randrange(9000, 22000, 50)
    value = _cents(rent + car + insurance)
    task = (
        f"our monthly bills are rent {_money(rent)}, car payment {_money(car)} and insurance "
        f"{_money(insurance)}, what's that all together?"
    )
    check = f"{rent / 100} + {car / 100} + {insurance / 100}"
    return task, value, check, _tol(value), {}


def _h8_divide_then_round_places(r: random.Random) -> ArithOut7:
    b = r.choice([3, 7, 9, 11, 13])
    a = r.choice([n for n in range(10, 100) if n % b])
    places = r.choice([2, 3])
    rounded = (Decimal(a) / Decimal(b)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    task = f"Can you give me {a} divided by {b}, rounded to {places} decimal places?"
    return task, Fraction(rounded), f"round({a} / {b}, {places})", None, {}


_MODULI = itertools.cycle([7, 12, 9, 15, 6, 11])
"""Divisors in turn, so that a family's draws divide by other numbers."""


def _h8_polite_mod(r: random.Random) -> ArithOut7:
    b = next(_MODULI)
    a = r.choice([n for n in range(100, 1000) if n % b])
    task = f"Could you please work out {a} mod {b} for me?"
    return task, Fraction(a % b), f"{a} % {b}", None, {}


def _h8_square_garden_area(r: random.Random) -> ArithOut7:
    side = Fraction(r.randrange(14, 60), 2)
    s = _typed(side)
    value = side**2
    task = f"What's the area of a square vegetable patch with sides of {s} m, in square metres?"
    return task, value, f"{s} ** 2", _tol(value), {}


def _h8_phone_square_root(r: random.Random) -> ArithOut7:
    n = r.choice([k for k in range(20, 500) if math.isqrt(k) ** 2 != k])
    value = Fraction(Decimal(n).sqrt())
    return f"whats the square root of {n}", value, f"math.sqrt({n})", 0.01, {}


def _h8_compound_interest_pounds(r: random.Random) -> ArithOut7:
    principal = r.choice([1000, 1500, 2000, 2500, 5000])
    rate, years = r.choice([2, 3, 4, 5]), r.choice([2, 3, 4])
    value = principal * (1 + Fraction(rate, 100)) ** years
    task = (
        f"If I put £{principal:,} in a savings account that pays {rate}% interest a year, "
        f"compounded yearly, how much will I have after {years} years?"
    )
    return task, value, f"{principal} * (1 + {rate} / 100) ** {years}", 0.01, {}


def _h8_e_notation_divide(r: random.Random) -> ArithOut7:
    divisor = Fraction(r.choice(["1.5", "2", "2.5", "4", "5", "1.2"])) * 10 ** r.choice([2, 3])
    quotient = r.randrange(12, 90) * 10 ** r.choice([1, 2, 3])
    dividend = divisor * quotient
    a, b = _sci(dividend), _sci(divisor)
    return f"what is {a} divided by {b}?", Fraction(quotient), f"{a} / {b}", None, {}


def _h8_take_then_subtract_then_divide(r: random.Random) -> ArithOut7:
    divisor, quotient, sub = r.choice([3, 4, 5, 6, 8]), r.randrange(20, 150), r.randrange(11, 99)
    start = quotient * divisor + sub
    task = f"take {start}, subtract {sub}, then divide by {divisor}"
    return task, Fraction(quotient), f"({start} - {sub}) / {divisor}", None, {}


def _h8_decimal_times_reads_clean(r: random.Random) -> ArithOut7:
    while True:
        a = Fraction(r.choice([n for n in range(11, 99) if n % 10]), 10)
        b = r.randrange(3, 10)
        noisy = repr(float(a) * b)
        if "0000" in noisy or "9999" in noisy:
            break
    task = f"quick one: what's {_typed(a)} x {b}?"
    extra: dict[str, object] = {"not_contains": ["00000", "99999"]}
    return task, a * b, f"{_typed(a)} * {b}", None, extra


_DROPS = itertools.cycle([10, 25, 15, 5, 20])
"""Percents in turn, so that a family's draws have other answers."""


def _h8_percent_drop_from_to(r: random.Random) -> ArithOut7:
    start, pct = r.choice([160, 180, 200, 220, 240]), next(_DROPS)
    end = start * (100 - pct) // 100
    assert end * 100 == start * (100 - pct)
    task = f"My weight went from {start} lb to {end} lb. By what percent did it drop?"
    return task, Fraction(pct), f"({start} - {end}) / {start} * 100", None, {}


_SHARES = [
    ("three quarters", "3/4", "0.75"),
    ("two thirds", "2/3", "(2 / 3)"),
    ("a third", "1/3", "(1 / 3)"),
    ("a quarter", "1/4", "0.25"),
]


def _h8_fraction_of_book_pages(r: random.Random) -> ArithOut7:
    words, exact, check = r.choice(_SHARES)
    pages = r.randrange(15, 41) * 12
    task = f"How many pages have I read if I'm {words} of the way through a {pages}-page book?"
    return task, Fraction(exact) * pages, f"{check} * {pages}", None, {}


def _h8_gallons_for_a_trip(r: random.Random) -> ArithOut7:
    mpg, gallons = r.choice([24, 28, 30, 32, 36, 40]), r.randrange(6, 20)
    miles = mpg * gallons + r.choice([0, mpg // 2])
    value = Fraction(miles, mpg)
    task = (
        f"My car does {mpg} miles per gallon. How many gallons of fuel will I need for a "
        f"{miles}-mile trip?"
    )
    return task, value, f"{miles} / {mpg}", _tol(value), {}


def _h8_euros_to_dollars_at_rate(r: random.Random) -> ArithOut7:
    rate, euros = r.choice(["1.08", "1.09", "1.12", "1.17"]), r.choice([75, 150, 250, 320, 480])
    value = Fraction(rate) * euros
    task = f"If one euro is worth ${rate}, how many dollars will I get for {euros} euros?"
    return task, value, f"{euros} * {rate}", _tol(value), {}


def _h8_add_vat_to_price(r: random.Random) -> ArithOut7:
    cents = r.randrange(1000, 30000, 5)
    value = _cents(cents) * Fraction(6, 5)
    return f"What's {_pounds(cents)} plus 20% VAT?", value, f"{cents / 100} * 1.2", _tol(value), {}


def _h8_cube_box_volume(r: random.Random) -> ArithOut7:
    side = r.randrange(6, 26)
    task = (
        f"What's the volume of a cube-shaped storage box that measures {side} cm along each "
        "edge, in cubic centimetres?"
    )
    return task, Fraction(side**3), f"{side} * {side} * {side}", None, {}


ARITHMETIC: list[ArithTemplate] = [
    _h8_phone_percent_of,
    _h8_polite_multiply,
    _h8_pounds_percent_off,
    _h8_decreased_by_percent,
    _h8_whats_left_after_spending,
    _h8_minutes_to_hours,
    _h8_km_to_miles,
    _h8_fraction_words_times_batches,
    _h8_weekly_run_total,
    _h8_homework_mean,
    _h8_phone_number_words_times,
    _h8_budget_monthly_total,
    _h8_divide_then_round_places,
    _h8_polite_mod,
    _h8_square_garden_area,
    _h8_phone_square_root,
    _h8_compound_interest_pounds,
    _h8_e_notation_divide,
    _h8_take_then_subtract_then_divide,
    _h8_decimal_times_reads_clean,
    _h8_percent_drop_from_to,
    _h8_fraction_of_book_pages,
    _h8_gallons_for_a_trip,
    _h8_euros_to_dollars_at_rate,
    _h8_add_vat_to_price,
    _h8_cube_box_volume,
]

WORD_PROBLEMS = {
    _h8_whats_left_after_spending,
    _h8_weekly_run_total,
    _h8_percent_drop_from_to,
    _h8_gallons_for_a_trip,
}
"""The templates that tell a story in more than one sentence (at most 6)."""

# --------------------------------------------------------------------------- to-do

CHORES = [
    "renew the car insurance",
    "book a dentist appointment",
    "return the library books",
    "clean out the fridge",
    "pay the water bill",
    "mow the front lawn",
    "send grandma a birthday card",
    "fix the squeaky door",
    "defrost the freezer",
    "take the recycling out",
    "email the landlord",
    "iron my work shirts",
    "change the bedsheets",
    "descale the kettle",
    "walk the dog",
    "pick up the dry cleaning",
    "schedule a car service",
    "wash the windows",
    "sort the sock drawer",
    "order new printer ink",
    "cancel the gym membership",
    "vacuum the stairs",
    "repot the basil",
    "file my tax return",
    "clear the gutters",
    "buy a present for sam",
    "update my phone",
    "back up the laptop",
    "replace the smoke alarm battery",
    "book train tickets",
    "wipe down the oven",
    "fold the laundry",
    "reply to the school newsletter",
    "polish my shoes",
    "organise the garage",
    "tidy the spare room",
    "top up my bus pass",
    "collect the parcel from the post office",
    "feed the neighbour's cat",
    "paint the fence",
]

_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(CHORES, r.randrange(low, high + 1))


def _adding(r: random.Random, count: int) -> tuple[list[str], list[str]]:
    setup = _setup(r, 0, 3)
    return setup, r.sample([t for t in CHORES if t not in setup], count)


def _one_of(r: random.Random, low: int = 2, high: int = 5) -> tuple[list[str], int]:
    setup = _setup(r, low, high)
    return setup, r.randrange(len(setup))


def _h8_polite_quoted_add(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    task = (
        f'Hi! Whenever you get a moment, would you mind adding "{new}" to my to-do list? '
        "Many thanks."
    )
    return task, setup, _open([*setup, new]), False, {}


def _h8_phone_need_to_put_on_list(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    task = f"i need to {new} can u put that on my todo list"
    return task, setup, _open([*setup, new]), False, {}


def _h8_add_three_commas(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 3)
    task = f"Add {new[0]}, {new[1]} and {new[2]} to my to-do list."
    return task, setup, _open(setup + new), False, {}


def _h8_ordinal_one_is_done(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, 3, 5)
    task = f"Mark the {_ORDINALS[i]} one on my list as done."
    return task, setup, _completed(setup, i), False, {}


def _h8_tick_off_title(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    task = f"Please tick off {setup[i]} on my to-do list."
    return task, setup, _completed(setup, i), False, {}


def _h8_remove_number_polite(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, 3, 5)
    task = f"Could you remove number {i + 1} from my to-do list, please?"
    return task, setup, _deleted(setup, i), False, {}


def _h8_get_rid_of_title(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    task = f'Please get rid of the "{setup[i]}" item on my list, I\'m not doing that anymore.'
    return task, setup, _deleted(setup, i), False, {}


def _h8_wipe_whole_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    return "Wipe my to-do list clean, I want to start fresh.", setup, [], False, {}


def _h8_mark_done_then_clear_finished(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, 3, 5)
    task = f"Mark {setup[i]} as done, then clear the finished stuff off my list."
    return task, setup, _deleted(setup, i), False, {}


def _h8_read_back_my_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    extra: dict[str, object] = {"contains": list(setup)}
    return "Can you read me back what's on my to-do list?", setup, _open(setup), True, extra


def _h8_complete_then_count_open(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, 3, 6)
    task = f'Please mark "{setup[i]}" as complete and tell me how many open to-dos I have left.'
    extra: dict[str, object] = {"numeric": len(setup) - 1}
    return task, setup, _completed(setup, i), False, extra


_ALREADY_THERE = itertools.cycle([True, False])
"""Whether the title is on the list already: both ways, in turn."""


def _h8_add_unless_already_there(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 4)
    there = next(_ALREADY_THERE)
    title = r.choice(setup) if there else r.choice([t for t in CHORES if t not in setup])
    task = f"Add {title} to my to-do list if it isn't on there already."
    return task, setup, _open(setup if there else [*setup, title]), False, {}


def _h8_add_and_multiply(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    while True:
        a, b = r.randrange(12, 40), r.randrange(6, 25)
        if 100 <= a * b <= 999:
            break
    task = f"add {new} to my list and tell me what {a} times {b} is"
    return task, setup, _open([*setup, new]), False, {"contains": [str(a * b)]}


def _h8_percent_then_remind_me(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    while True:
        pct, amount = r.choice([12, 15, 18, 35]), r.randrange(40, 300)
        value = Fraction(pct * amount, 100)
        if value >= 10:
            break
    task = f"Two things: what's {pct}% of {amount}, and can you remind me to {new}?"
    extra: dict[str, object] = {"contains": [_typed(value)]}
    return task, setup, _open([*setup, new]), False, extra


TODO: list[TodoTemplate] = [
    _h8_polite_quoted_add,
    _h8_phone_need_to_put_on_list,
    _h8_add_three_commas,
    _h8_ordinal_one_is_done,
    _h8_tick_off_title,
    _h8_remove_number_polite,
    _h8_get_rid_of_title,
    _h8_wipe_whole_list,
    _h8_mark_done_then_clear_finished,
    _h8_read_back_my_list,
    _h8_complete_then_count_open,
    _h8_add_unless_already_there,
    _h8_add_and_multiply,
    _h8_percent_then_remind_me,
]

FIXED_TASKS: set[Callable[..., object]] = {_h8_wipe_whole_list, _h8_read_back_my_list}
"""The templates whose task is one sentence, drawn over other lists."""

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_8.py (seed {seed}), before any
# tuning against it, by a helper session (branch heldout8) that read none of the planner's, the
# tools' or the school's code or tests, nor the earlier everyday sets' YAML or the templates of
# sets 6 and 7. {families} template families ({arith} arithmetic, {todo} to-do), one phrasing
# each, {draws} seeded draws. Expected numbers are computed in plain Python with exact fractions
# and checked against an independent float expression.
# Do not tune against it: regenerate, do not edit.
"""


def _by_task(template: Callable[..., object], out: tuple[object, ...]) -> str:
    """Three other tasks of a template, or other setups where its task is fixed."""
    return repr((out[0], out[1])) if template in FIXED_TASKS else repr(out[0])


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do.

    No title holds another, and no title holds "and" or a comma (lists of titles stay readable).
    """
    assert len(CHORES) >= 30 and len(WORD_PROBLEMS) <= 6
    check_titles(CHORES, r" and |,")
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(26, 14), key=_by_task))


if __name__ == "__main__":
    main()
