"""Generate evals/everyday-heldout-24.yaml: blind held-out set 24 (students and young workers).

Written on 2026-11-27 by a helper session (branch h24) as a blind author, before any tuning
against it. What it read, and nothing else: the sections "The dataset" and "Side effects" of
docs/evals.md; src/agentschool/evals/cases.py and checks.py; in gen_everyday_heldout_4.py and
gen_everyday_heldout_7.py only the helpers imported below (money formatting, `_tol`, `_listing`,
`_a`, `_plain`, `_open/_completed/_deleted`, the case, draw and write helpers, the out and template
types), never their templates nor their docstrings' lists of families; the first 30 lines of
everyday-heldout-7.yaml for the YAML shape. Slips, all helper code next to those read: the import
blocks and `_tag` (which `write_set` uses), set 4's `_cents` and `_ordinal`, set 7's `_said`,
`_typed`, `_frac`, `_pick`, `_adding`, `_one_of`, its HEADER and its `main` (which names its
lists of titles, not their contents); once, after committing, `git log -1` (its own commit
only). It knows the agent only as a user does: a calculator and a to-do list (add, list,
complete, delete, clear completed), answering in text.

Theme: students and young workers (16-30) typing on their phone between classes and shifts:
rent and bills, discounts, tips, budgets, hourly pay, grades, conversions with the factor given,
percentages, rounding, powers, fractions, and to-do lists of coursework, chores and errands.
Mixed currencies (pounds, euros, dollars). Every expected number is exact (Fraction/Decimal) and
checked against an independent float expression; money is judged to 0.01, a rounding request
exactly. Anything a calculator cannot know (rates, factors, weights, rules) is in the task.

24 arithmetic families:
- rent-split-each: a month's rent shared equally between 2-5 flatmates.
- bills-split-ways: three named household bills added and shared between flatmates.
- student-discount-price: a price after a student discount of 10-25%.
- total-with-tip: a restaurant bill plus a tip percentage, the total.
- pay-for-week-of-shifts: several shift lengths in hours times an hourly rate.
- overtime-pay: a week's gross pay with time and a half beyond 40 hours.
- shift-pay-with-break: pay for one shift given start and end times and an unpaid break.
- average-of-marks: the mean of 4 or 5 marks.
- weighted-module-grade: a coursework/exam weighted overall mark.
- score-needed-on-last-test: the last test score that brings the average to a target.
- quiz-score-percent: a score out of a total as a percentage to 1 decimal place.
- unit-conversion-given-factor: km/miles/kg/lb/oz/g with the factor stated, rounded as asked.
- currency-exchange: an amount converted at a stated exchange rate.
- percent-of-number: a plain "p% of n".
- percent-increase-between: the percentage rise from an old price to a new one.
- budget-left-after-weeks: a term's money minus a weekly spend over some weeks.
- weeks-to-save-up: weeks of saving a fixed amount to reach a goal (maybe with savings so far).
- round-to-nearest: rounding a decimal to a whole number, 1 or 2 dp, ten or hundred.
- power-of: an integer raised to a power.
- fraction-of-amount: a fraction (in symbols or words) of a whole number.
- chain-expression: a typed expression with brackets.
- price-per-kg: a pack's price per kilogram from its weight in grams.
- sales-tax-total: a price plus sales tax or VAT at a stated rate.
- original-price-before-discount: the pre-sale price from the sale price and the discount.

16 to-do families:
- remind-me-to: one to-do added from "remind me to ..." style requests.
- add-quoted-title: one quoted to-do added, after a sentence of context.
- add-two-with-and: two to-dos added in one request joined by "and".
- add-three-after-colon: three to-dos listed after a colon.
- add-if-not-there: add a to-do only if missing (present: list unchanged, no side effects).
- tick-off-past-tense: "I did X" in the past tense completes that to-do.
- mark-number-done: complete a to-do by its number.
- complete-two-numbers: complete two to-dos by number.
- remove-by-title: delete one to-do named by its title.
- delete-by-number: delete one to-do by its number.
- remove-two-titles: delete two to-dos named by title.
- done-then-clear-completed: complete one or two to-dos, then clear the completed ones.
- finish-one-add-another: complete one to-do and add a new one.
- whats-on-my-list: a question listing the to-dos (answer contains every title).
- how-many-left: a question counting the open to-dos (answer contains the count).
- find-by-keyword: a question naming the to-do about a keyword (answer contains its title).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _a,
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261128_24
NAME = "everyday-heldout-24"
MONEY = 0.01
CURRENCIES: list[Callable[[int], str]] = [_pounds, _euros, _money]
BILLS = ["electric", "gas", "wifi", "water", "netflix", "cleaning stuff"]
BUYS = ["a new jacket", "the course textbook", "some headphones", "trainers", "a desk lamp"]
SHIFT_HOURS = "3 3.5 4 4.5 5 5.5 6 6.5 7 7.5 8".split()
RATES = [1044, 1100, 1144, 1221, 1250, 1275, 1375, 1500, 1625, 1800]
THINGS = ["phone bill", "bus pass", "gym membership", "spotify", "rent"]
GOALS = ["festival ticket", "new laptop", "interrail pass", "pair of concert tickets", "bike"]
# (values of x, operator, factor, decimal places, task with {x})
CONVERSIONS = [
    (
        "3 4.5 5 7.2 8.4 10 12.5 21.1",
        "/",
        "1.609",
        2,
        "ran {x} km this morning, how many miles is that? a mile is 1.609 km, round to 2 dp",
    ),
    (
        "7 8 10 12 15 20 23",
        "*",
        "2.205",
        1,
        "bag limit on my flight is {x} kg, how many pounds is that? (1 kg = 2.205 lb) 1 dp pls",
    ),
    (
        "3 4 5 6 8 10 12",
        "*",
        "28.35",
        0,
        "recipe wants {x} oz of flour, 1 oz is 28.35 g. how many grams is that, nearest gram?",
    ),
    (
        "1.5 2 2.5 3 4 6",
        "*",
        "1.609",
        1,
        "the walk home is {x} miles, how far is that in km if 1 mile = 1.609 km? 1 decimal place",
    ),
    (
        "121 135 148 156 172 190",
        "/",
        "2.205",
        1,
        "gym scale says {x} lb, i want it in kg. 1 kg is 2.205 lb, round to 1 dp",
    ),
]
# (formatter of the amount, currency asked for, the rate as the task states it, the rate)
EXCHANGE = [
    (_pounds, "euros", "£1 = €1.16", "1.16"),
    (_euros, "pounds", "1 EUR = 0.86 GBP", "0.86"),
    (_money, "pounds", "1 USD = 0.79 GBP", "0.79"),
    (_pounds, "dollars", "£1 = $1.27", "1.27"),
    (_euros, "dollars", "1 euro = 1.08 dollars", "1.08"),
]
# (how the task names the precision, decimal places)
NEAREST = [
    ("the nearest whole number", 0),
    ("1 decimal place", 1),
    ("2 dp", 2),
    ("the nearest ten", -1),
    ("the nearest hundred", -2),
]
# (fraction, how a person writes it)
SAID = [("3/4", "three quarters"), ("2/3", "two thirds"), ("1/5", "a fifth")]
SAID += [("2/5", "two fifths"), ("3/8", "3/8"), ("5/6", "5/6")]
# (item, pack sizes in grams, price range in cents)
PACKS = [
    ("block of cheese", [200, 250, 350, 400], (180, 450)),
    ("bag of pasta", [500, 750, 1000], (70, 190)),
    ("jar of coffee", [100, 150, 200], (250, 690)),
    ("tub of protein powder", [750, 900, 1000], (1500, 3200)),
    ("pack of chicken thighs", [450, 600, 900], (280, 620)),
]


def _dec(value: Fraction) -> str:
    """A terminating fraction typed plainly: 13/2 is "6.5"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, value
    return text


def _tie_free(value: Fraction, places: int) -> bool:
    """Whether `value` is clearly off a tie at `places`: the digits past it are not 49..50.."""
    return abs((value / Fraction(10) ** -places) % 1 - Fraction(1, 2)) >= Fraction(1, 100)


def _rounded(value: Fraction, places: int) -> Fraction:
    """`value` rounded half up at `places` decimals (negative: tens, hundreds); never a tie."""
    assert _tie_free(value, places), (value, places)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return Fraction(exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


# --------------------------------------------------------------------------- arithmetic


def _h24_rent_split_each(r: random.Random) -> ArithOut7:
    cur, rent, people = r.choice(CURRENCIES), r.randrange(180, 560) * 500, r.randint(2, 5)
    tasks = [
        f"rent for our flat is {cur(rent)} a month and there are {people} of us. how much "
        "does each person pay?",
        f"splitting {cur(rent)} rent {people} ways, what's my share?",
        f"our house is {cur(rent)}/month between {people} people, how much each",
    ]
    return r.choice(tasks), Fraction(rent, 100 * people), f"{rent} / 100 / {people}", MONEY, {}


def _h24_bills_split_ways(r: random.Random) -> ArithOut7:
    cur, people, names = r.choice(CURRENCIES), r.randint(2, 5), r.sample(BILLS, 3)
    amounts = [r.randrange(1200, 9500) for _ in names]
    parts = [f"{n} {cur(c)}" for n, c in zip(names, amounts, strict=True)]
    tasks = [
        f"bills this month: {', '.join(parts)}. split between {people} of us, how much do "
        "we each owe?",
        f"{_listing(parts)} this month, what's that each if there's {people} of us?",
        f"can u split the bills {people} ways for me: {', '.join(parts)}",
    ]
    check = f"({' + '.join(str(c) for c in amounts)}) / 100 / {people}"
    return r.choice(tasks), Fraction(sum(amounts), 100 * people), check, MONEY, {}


def _h24_student_discount_price(r: random.Random) -> ArithOut7:
    cur, item, off = r.choice(CURRENCIES), r.choice(BUYS), r.choice([10, 15, 20, 25])
    price = r.randrange(15, 150) * 100 + r.choice([0, 50, 99])
    tasks = [
        f"want to get {item} for {cur(price)}, i get {off}% student discount. how much will "
        "i actually pay?",
        f"{off}% student discount on {item} that's {cur(price)}, what's the final price?",
        f"how much is {cur(price)} with {off}% off? (student discount)",
    ]
    check = f"{price} * (1 - {off} / 100) / 100"
    return r.choice(tasks), Fraction(price * (100 - off), 10000), check, MONEY, {}


def _h24_total_with_tip(r: random.Random) -> ArithOut7:
    cur, bill = r.choice([_money, _money, _euros]), r.randrange(2500, 14000)
    tip = Fraction(r.choice(["10", "12.5", "15", "18", "20"]))
    said = _a(int(tip)) if tip.denominator == 1 else f"a {_dec(tip)}"
    tasks = [
        f"dinner came to {cur(bill)}, adding {said}% tip, what's the total?",
        f"bill is {cur(bill)} and i want to leave {_dec(tip)}% tip. how much altogether?",
        f"whats {cur(bill)} plus {said}% tip",
    ]
    value = Fraction(bill, 100) * (1 + tip / 100)
    return r.choice(tasks), value, f"{bill} / 100 * (1 + {float(tip)} / 100)", MONEY, {}


def _h24_pay_for_week_of_shifts(r: random.Random) -> ArithOut7:
    cur, rate = r.choice(CURRENCIES), r.choice(RATES)
    hours = r.sample(SHIFT_HOURS, r.randint(2, 4))
    tasks = [
        f"worked {_listing(hours)} hour shifts this week at {cur(rate)} an hour, how much did "
        "i earn before tax?",
        f"this week i did shifts of {', '.join(h + 'h' for h in hours)}. i'm on "
        f"{cur(rate)}/hr, what's my pay before deductions?",
        f"{cur(rate)} an hour, shifts were {_listing(hours)} hours. total pay?",
    ]
    value = sum(Fraction(h) for h in hours) * Fraction(rate, 100)
    return r.choice(tasks), value, f"({' + '.join(hours)}) * {rate} / 100", MONEY, {}


def _h24_overtime_pay(r: random.Random) -> ArithOut7:
    cur, rate = r.choice([_money, _money, _pounds, _euros]), r.randrange(48, 90) * 25
    worked = Fraction(r.randint(41, 52)) + r.choice([0, Fraction(1, 2)])
    tasks = [
        f"i get {cur(rate)}/hr and time and a half for anything over 40 hrs. worked "
        f"{_dec(worked)} hrs this week, what's my gross pay?",
        f"base rate {cur(rate)} an hour, overtime after 40 hours is paid at 1.5x. if i did "
        f"{_dec(worked)} hours how much do i get before tax?",
        f"worked {_dec(worked)} hours this week. first 40 are {cur(rate)}/h and every hour "
        "after that is time and a half, what's the total?",
    ]
    value = Fraction(rate, 100) * (40 + (worked - 40) * Fraction(3, 2))
    check = f"{rate} / 100 * 40 + ({float(worked)} - 40) * {rate} / 100 * 1.5"
    return r.choice(tasks), value, check, MONEY, {}


def _clock(minutes: int, twelve: bool) -> str:
    hour, minute = divmod(minutes, 60)
    if not twelve:
        return f"{hour}:{minute:02d}"
    shown, suffix = hour % 12 or 12, "am" if hour < 12 else "pm"
    return f"{shown}{suffix}" if minute == 0 else f"{shown}:{minute:02d}{suffix}"


def _h24_shift_pay_with_break(r: random.Random) -> ArithOut7:
    cur, rate, twelve = r.choice(CURRENCIES), r.choice(RATES), r.random() < 0.5
    start, length, unpaid = 0, 24 * 60, 0
    while start + length > 23 * 60:
        start = r.randint(6 * 4, 14 * 4) * 15
        length, unpaid = r.randint(16, 40) * 15, r.choice([15, 30, 45, 60])
    begin, end = _clock(start, twelve), _clock(start + length, twelve)
    tasks = [
        f"my shift today was {begin} to {end} with a {unpaid} min unpaid break. i'm on "
        f"{cur(rate)} an hour, how much did i earn?",
        f"worked {begin}-{end}, {unpaid} mins of that was unpaid break. pay is "
        f"{cur(rate)}/hr, what do i get for the shift?",
    ]
    value = Fraction(length - unpaid, 60) * Fraction(rate, 100)
    return r.choice(tasks), value, f"({length} - {unpaid}) / 60 * {rate} / 100", MONEY, {}


def _h24_average_of_marks(r: random.Random) -> ArithOut7:
    marks = [str(r.randint(42, 94)) for _ in range(r.choice([4, 5]))]
    tasks = [
        f"my module marks are {_listing(marks)}. what's my average?",
        f"got {', '.join(marks)} on my assignments this term, what's the mean?",
        f"average of {_listing(marks)}?",
    ]
    value = Fraction(sum(map(int, marks)), len(marks))
    return r.choice(tasks), value, f"({' + '.join(marks)}) / {len(marks)}", _tol(value), {}


def _h24_weighted_module_grade(r: random.Random) -> ArithOut7:
    weight = r.choice([20, 25, 30, 40, 50, 60])
    cw, exam = r.randint(45, 88), r.randint(38, 85)
    tasks = [
        f"coursework is worth {weight}% and the exam {100 - weight}%. got {cw} in cw and "
        f"{exam} in the exam, what's my overall module mark?",
        f"module is {weight}% essay, {100 - weight}% exam. essay got {cw}, exam {exam}. "
        "final mark?",
    ]
    value = Fraction(weight * cw + (100 - weight) * exam, 100)
    check = f"{weight / 100} * {cw} + {(100 - weight) / 100} * {exam}"
    return r.choice(tasks), value, check, _tol(value), {}


def _h24_score_needed_on_last_test(r: random.Random) -> ArithOut7:
    tests, target, known, needed = 0, 0, [""], 0
    while not 45 <= needed <= 98:
        tests, target = r.choice([3, 4]), r.choice([60, 65, 70, 75, 80])
        known = [str(r.randint(50, 90)) for _ in range(tests - 1)]
        needed = target * tests - sum(map(int, known))
    tasks = [
        f"i need an average of {target} across {tests} tests. got {_listing(known)} so far, "
        "what do i need on the last one?",
        f"scored {_listing(known)} on my first {tests - 1} quizzes. what do i need on the "
        f"next one to average exactly {target} over all {tests}?",
    ]
    check = f"{target} * {tests} - ({' + '.join(known)})"
    return r.choice(tasks), Fraction(needed), check, None, {}


def _h24_quiz_score_percent(r: random.Random) -> ArithOut7:
    total = r.choice([30, 35, 40, 45, 48, 55, 60, 70, 75, 80, 120])
    score = r.randint(total // 2, total - 1)
    if not _tie_free(Fraction(score * 100, total), 1):
        return _h24_quiz_score_percent(r)
    tasks = [
        f"got {score}/{total} on my quiz, what's that as a percentage to 1 dp?",
        f"scored {score} out of {total} in the mock, what percent is that (1 decimal place)",
        f"{score} out of {total} as a % rounded to one decimal place pls",
    ]
    value = _rounded(Fraction(score * 100, total), 1)
    return r.choice(tasks), value, f"round({score} / {total} * 100, 1)", None, {}


def _h24_unit_conversion_given_factor(r: random.Random) -> ArithOut7:
    xs, op, factor, places, text = r.choice(CONVERSIONS)
    x = r.choice(xs.split())
    exact = Fraction(x) * Fraction(factor) if op == "*" else Fraction(x) / Fraction(factor)
    if not _tie_free(exact, places):
        return _h24_unit_conversion_given_factor(r)
    check = f"round({x} {op} {factor}, {places})"
    return text.format(x=x), _rounded(exact, places), check, None, {}


def _h24_currency_exchange(r: random.Random) -> ArithOut7:
    cur, into, stated, rate = r.choice(EXCHANGE)
    amount = r.randrange(20, 500) * 100 + r.choice([0, 0, 50])
    tasks = [
        f"going abroad next month, if {stated} how many {into} will i get for {cur(amount)}?",
        f"the rate is {stated}. how much is {cur(amount)} in {into}?",
        f"convert {cur(amount)} to {into} pls, rate is {stated}",
    ]
    value = Fraction(amount, 100) * Fraction(rate)
    return r.choice(tasks), value, f"{amount} / 100 * {rate}", MONEY, {}


def _h24_percent_of_number(r: random.Random) -> ArithOut7:
    pct = Fraction(r.choice("5 7.5 12 15 17.5 20 35 40 65 85".split()))
    base, p = r.randint(120, 4800), _dec(pct)
    tasks = [f"whats {p}% of {base}", f"{p} percent of {base:,}?", f"quick q: {p}% of {base}"]
    value = pct * base / 100
    return r.choice(tasks), value, f"{float(pct)} / 100 * {base}", _tol(value), {}


def _h24_percent_increase_between(r: random.Random) -> ArithOut7:
    cur, thing = r.choice(CURRENCIES), r.choice(THINGS)
    pct, old, new = Fraction(0), 1, Fraction(1, 2)
    while new.denominator != 1:
        pct = Fraction(r.choice("5 8 10 12.5 15 20 25 40 50".split()))
        old = r.randrange(16, 180) * 50 if thing != "rent" else r.randrange(40, 120) * 1000
        new = old * (1 + pct / 100)
    tasks = [
        f"my {thing} went up from {cur(old)} to {cur(int(new))} a month, what % increase is that?",
        f"{thing} was {cur(old)} and now it's {cur(int(new))}. by how many percent did it go up?",
    ]
    return r.choice(tasks), pct, f"({int(new)} - {old}) / {old} * 100", _tol(pct), {}


def _h24_budget_left_after_weeks(r: random.Random) -> ArithOut7:
    cur, loan, weekly, weeks = r.choice(CURRENCIES), 0, 0, 0
    while loan - weekly * weeks < 5000:
        loan, weekly = r.randrange(24, 72) * 5000, r.randrange(40, 160) * 100 + r.choice([0, 50])
        weeks = r.choice([10, 11, 12, 13, 14, 15])
    tasks = [
        f"got {cur(loan)} student loan for this term, if i spend {cur(weekly)} a week for "
        f"{weeks} weeks how much will i have left?",
        f"{cur(loan)} has to last me {weeks} weeks and i spend about {cur(weekly)} a week. "
        "what's left at the end?",
        f"budget check: {cur(loan)} in, {cur(weekly)}/week out for {weeks} weeks. how much "
        "is left over?",
    ]
    value = Fraction(loan - weekly * weeks, 100)
    return r.choice(tasks), value, f"({loan} - {weekly} * {weeks}) / 100", MONEY, {}


def _h24_weeks_to_save_up(r: random.Random) -> ArithOut7:
    cur, goal_name = r.choice(CURRENCIES), r.choice(GOALS)
    weekly = r.choice([1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000])
    weeks, have = r.randint(4, 30), r.choice([0, 0, 4000, 7500, 12000])
    goal = have + weekly * weeks
    tasks = [
        f"saving {cur(weekly)} a week for a {goal_name} that costs {cur(goal)}, how many "
        "weeks will it take?",
        f"if i put away {cur(weekly)} every week how many weeks till i have {cur(goal)}?",
    ]
    if have:
        tasks = [
            f"i've got {cur(have)} saved for a {goal_name} and add {cur(weekly)} a week. it "
            f"costs {cur(goal)}, how many weeks until i can buy it?"
        ]
    return r.choice(tasks), Fraction(weeks), f"({goal} - {have}) / {weekly}", None, {}


def _h24_round_to_nearest(r: random.Random) -> ArithOut7:
    target, places = r.choice(NEAREST)
    digits = r.randint(max(places, 0) + 1, 4)
    number = Fraction(r.randrange(10 ** (digits + 1), 10 ** (digits + 4)), 10**digits)
    big_enough = number >= Fraction(10) ** (1 - places)
    if not (big_enough and _tie_free(number, places) and _rounded(number, places) != number):
        return _h24_round_to_nearest(r)
    x = _dec(number)
    tasks = [
        f"round {x} to {target}",
        f"for my lab report i need {x} rounded to {target}",
        f"what's {x} to {target}?",
    ]
    return r.choice(tasks), _rounded(number, places), f"round({x}, {places})", None, {}


def _h24_power_of(r: random.Random) -> ArithOut7:
    base, exponent = r.randint(2, 9), r.randint(3, 11)
    if not 200 <= base**exponent < 10**8:
        return _h24_power_of(r)
    tasks = [f"what's {base}^{exponent}", f"{base} to the power of {exponent}?"]
    tasks += [f"calc {base} to the power {exponent} for me"]
    return r.choice(tasks), Fraction(base**exponent), f"{base} ** {exponent}", None, {}


def _h24_fraction_of_amount(r: random.Random) -> ArithOut7:
    frac, said = r.choice(SAID)
    whole = r.choice([1200, 1500, 1800, 2000, 2400, 2500, 3000, 3600, 4000, 4800])
    value = Fraction(frac) * whole
    if value.denominator != 1:
        return _h24_fraction_of_amount(r)
    tasks = [
        f"i've written {said} of my {whole:,} word essay, how many words is that?",
        f"what's {said} of {whole}?",
        f"{said} of {whole} pls",
    ]
    return r.choice(tasks), value, f"{frac.replace('/', ' / ')} * {whole}", None, {}


def _h24_chain_expression(r: random.Random) -> ArithOut7:
    a, b, c, d = r.randint(12, 95), r.randint(5, 60), r.randint(2, 9), r.randint(3, 40)
    times, shape = r.choice(["*", "x", "*"]), r.randrange(3)
    if shape == 0:
        expr, check = f"({a} + {b}) {times} {c} - {d}", f"({a} + {b}) * {c} - {d}"
        value = Fraction((a + b) * c - d)
    elif shape == 1:
        expr, check = f"{a} {times} ({c} + {d}) - {b}", f"{a} * ({c} + {d}) - {b}"
        value = Fraction(a * (c + d) - b)
    else:
        total = c * r.randint(8, 60)
        expr = check = f"({total} + {d * c}) / {c} + {b}"
        value = Fraction(total + d * c, c) + b
    tasks = [f"can you work out {expr}", f"{expr} = ?", f"whats {expr}"]
    return r.choice(tasks), value, check, None, {}


def _h24_price_per_kg(r: random.Random) -> ArithOut7:
    cur, (item, sizes, (low, high)) = r.choice(CURRENCIES), r.choice(PACKS)
    grams, price = r.choice(sizes), r.randrange(low, high)
    if price * 10 < grams:  # under one unit a kilo: people would answer in pence or cents
        return _h24_price_per_kg(r)
    tasks = [
        f"a {grams}g {item} is {cur(price)}, how much is that per kg?",
        f"{item}, {grams}g for {cur(price)}. what's the price per kilo?",
    ]
    value = Fraction(price * 10, grams)
    return r.choice(tasks), value, f"{price} / 100 / {grams} * 1000", MONEY, {}


def _h24_sales_tax_total(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        rate, price = Fraction(r.choice(["6", "7.25", "8.875", "9.5"])), r.randrange(20, 400) * 100
        cur, price = _money, price + r.choice([0, 99])
        tasks = [
            f"it's {cur(price)} before tax and sales tax here is {_dec(rate)}%. what's the total?",
            f"{cur(price)} plus {_dec(rate)}% sales tax, how much do i pay?",
        ]
    else:
        cur, rate = r.choice([_pounds, _euros]), Fraction(r.choice(["20", "21", "23"]))
        price = r.randrange(20, 900) * 100 + r.choice([0, 50])
        tasks = [
            f"the quote says {cur(price)} + VAT at {_dec(rate)}%, how much is that in total?",
            f"price is {cur(price)} ex VAT, VAT is {_dec(rate)}%. what's the price with VAT?",
        ]
    value = Fraction(price, 100) * (1 + rate / 100)
    return r.choice(tasks), value, f"{price} / 100 * (1 + {float(rate)} / 100)", MONEY, {}


def _h24_original_price_before_discount(r: random.Random) -> ArithOut7:
    cur, item = r.choice(CURRENCIES), r.choice(BUYS)
    off = r.choice([10, 15, 20, 25, 30, 40, 50])
    original = r.randrange(10, 200) * 100 + r.choice([0, 50])
    if original * (100 - off) % 100:
        return _h24_original_price_before_discount(r)
    paid = original * (100 - off) // 100
    tasks = [
        f"paid {cur(paid)} for {item} in the sale, it was {off}% off. what was the original price?",
        f"got {item} for {cur(paid)} with {off}% off, how much was it before the discount?",
    ]
    check = f"{paid} / 100 / (1 - {off} / 100)"
    return r.choice(tasks), Fraction(original, 100), check, MONEY, {}


# --------------------------------------------------------------------------- to-dos

# (title, the sentence of having done it, a keyword naming it alone among the titles)
CHORES = [
    ("finish the lab report", "finally finished the lab report", "lab"),
    ("email my tutor about the deadline", "emailed my tutor about the deadline", "tutor"),
    ("submit the stats assignment", "just submitted the stats assignment", "stats"),
    ("do the seminar reading", "did the seminar reading", "seminar"),
    ("return the library books", "returned the library books", "library"),
    ("do the laundry", "did the laundry", "laundry"),
    ("take the bins out", "took the bins out", "bins"),
    ("clean the bathroom", "cleaned the bathroom", "bathroom"),
    ("buy a new phone charger", "bought a new phone charger", "charger"),
    ("pay the electric bill", "paid the electric bill", "electric"),
    ("swap shifts with jess", "swapped shifts with jess", "jess"),
    ("book a dentist appointment", "booked the dentist appointment", "dentist"),
    ("top up my oyster card", "topped up my oyster card", "oyster"),
    ("print my revision notes", "printed my revision notes", "revision"),
    ("renew my railcard", "renewed my railcard", "railcard"),
    ("send my timesheet to the manager", "sent my timesheet to the manager", "timesheet"),
    ("defrost the freezer", "defrosted the freezer", "freezer"),
    ("pick up my prescription", "picked up my prescription", "prescription"),
    ("update my cv", "updated my cv", "cv"),
    ("apply for the summer internship", "applied for the summer internship", "internship"),
    ("cancel the gym membership", "cancelled the gym membership", "gym"),
    ("vacuum my room", "vacuumed my room", "vacuum"),
    ("fill in the housing form", "filled in the housing form", "housing"),
    ("practise the group presentation", "practised the group presentation", "presentation"),
    ("wash the dishes", "washed the dishes", "dishes"),
    ("call the landlord about the boiler", "called the landlord about the boiler", "landlord"),
    ("buy a birthday card for mum", "bought a birthday card for mum", "birthday"),
    ("revise for the maths exam", "revised for the maths exam", "maths"),
    ("change the bed sheets", "changed the bed sheets", "sheets"),
]
TITLES = [c[0] for c in CHORES]
DONE = {c[0]: c[1] for c in CHORES}
KEYWORD = {c[0]: c[2] for c in CHORES}
CONTEXT = ["busy week coming up.", "just got out of my lecture.", "on my break at work rn."]
_PRESENT = itertools.cycle([True, False])


def _pick(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def _adding(r: random.Random, count: int) -> tuple[list[str], list[str]]:
    setup = _pick(r, 0, 3)
    return setup, r.sample([t for t in TITLES if t not in setup], count)


def _h24_remind_me_to(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    tasks = [f"remind me to {new}", f"pls remind me to {new}", f"remind me i need to {new}"]
    return r.choice(tasks), setup, _open([*setup, new]), False, {}


def _h24_add_quoted_title(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    context = r.choice(CONTEXT)
    tasks = [
        f'{context} add "{new}" to my to-do list',
        f"{context} can you put '{new}' on my todo list?",
        f'{context} new todo: "{new}"',
    ]
    return r.choice(tasks), setup, _open([*setup, new]), False, {}


def _h24_add_two_with_and(r: random.Random) -> TodoOut7:
    setup, (a, b) = _adding(r, 2)
    tasks = [
        f"add {a} and {b} to my list",
        f"can you add two things to my todos: {a} and {b}",
        f"i need to {a} and {b} this week, put them on my to-do list",
    ]
    return r.choice(tasks), setup, _open([*setup, a, b]), False, {}


def _h24_add_three_after_colon(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 3)
    tasks = [
        f"put these on my to-do list: {', '.join(new)}",
        f"add to my todos: {', '.join(new)}",
        f"3 things for my list: {_listing(new)}",
    ]
    return r.choice(tasks), setup, _open([*setup, *new]), False, {}


def _h24_add_if_not_there(r: random.Random) -> TodoOut7:
    present = next(_PRESENT)
    if present:
        setup = _pick(r, 2, 5)
        title = r.choice(setup)
    else:
        setup, (title,) = _adding(r, 1)
    tasks = [
        f"is '{title}' on my list? if not, add it",
        f"make sure '{title}' is on my to-do list, add it if it isn't",
        f"add {title} to my todos if it's not already there",
    ]
    final = _open(setup) if present else _open([*setup, title])
    return r.choice(tasks), setup, final, present, {}


def _h24_tick_off_past_tense(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    index = r.randrange(len(setup))
    done = DONE[setup[index]]
    tasks = [
        f"{done}, tick it off my list",
        f"{done}! can you mark that as done",
        f"update my todos, i {done.removeprefix('just ').removeprefix('finally ')}",
    ]
    return r.choice(tasks), setup, _completed(setup, index), False, {}


def _h24_mark_number_done(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    index = r.randrange(len(setup))
    n = index + 1
    tasks = [f"mark {n} as done", f"#{n} on my todo list is done", f"tick off number {n} pls"]
    return r.choice(tasks), setup, _completed(setup, index), False, {}


def _h24_complete_two_numbers(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    tasks = [
        f"done with {i + 1} and {j + 1} on my list",
        f"mark todos {i + 1} and {j + 1} as complete",
        f"finished number {i + 1} and number {j + 1}, tick them off",
    ]
    return r.choice(tasks), setup, _completed(setup, i, j), False, {}


def _h24_remove_by_title(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    index = r.randrange(len(setup))
    title = setup[index]
    tasks = [
        f"take '{title}' off my list, don't need to do it anymore",
        f"remove {title} from my to-dos",
        f"plans changed, delete the '{title}' todo",
    ]
    return r.choice(tasks), setup, _deleted(setup, index), False, {}


def _h24_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    n = r.randrange(len(setup)) + 1
    tasks = [f"delete number {n} from my todo list", f"get rid of #{n} on my list"]
    tasks += [f"remove todo {n}"]
    return r.choice(tasks), setup, _deleted(setup, n - 1), False, {}


def _h24_remove_two_titles(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    tasks = [
        f"remove {a} and {b} from my list, someone else is doing them",
        f"can you delete '{a}' and '{b}' from my to-dos",
    ]
    return r.choice(tasks), setup, _deleted(setup, i, j), False, {}


def _h24_done_then_clear_completed(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    tasks = [
        f"{DONE[setup[i]]}. tick it off and then clear out the completed ones",
        f"mark {i + 1} as done and clear all completed todos",
        f"finished {i + 1} and {j + 1}, mark them done then clear completed items off my list",
    ]
    task = r.choice(tasks)
    final = _deleted(setup, i, j) if task == tasks[2] else _deleted(setup, i)
    return task, setup, final, False, {}


def _h24_finish_one_add_another(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 4)
    index = r.randrange(len(setup))
    new = r.choice([t for t in TITLES if t not in setup])
    tasks = [
        f"{DONE[setup[index]]} so tick that off. next i need to {new}, add that",
        f"mark '{setup[index]}' as done and add '{new}' to the list",
    ]
    return r.choice(tasks), setup, [*_completed(setup, index), (new, False)], False, {}


def _h24_whats_on_my_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    tasks = ["what's on my to-do list?", "can u list my todos"]
    tasks += ["between classes, what do i still have to do? show me my todos"]
    return r.choice(tasks), setup, _open(setup), True, {"contains": list(setup)}


def _h24_how_many_left(r: random.Random) -> TodoOut7:
    setup = _pick(r, 1, 6)
    tasks = ["how many things are on my to-do list?", "how many todos do i have left"]
    tasks += ["quick one, how many tasks on my list rn?"]
    return r.choice(tasks), setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h24_find_by_keyword(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 6)
    title = r.choice(setup)
    word = KEYWORD[title]
    tasks = [
        f"what was the {word} thing on my todo list again?",
        f"i had something about {word} on my list, what was it exactly?",
        f"which of my to-dos mentions {word}?",
    ]
    return r.choice(tasks), setup, _open(setup), True, {"contains": [title]}


FAMILIES = [f for name, f in list(globals().items()) if name.startswith("_h24_")]
"""Every template in the order defined: the 24 arithmetic ones, then the 16 to-do ones."""
ARITHMETIC: list[ArithTemplate] = FAMILIES[:24]
TODO: list[TodoTemplate] = FAMILIES[24:]

HEADER = """\
# {name}: students and young workers on their phones, calculator and to-do requests.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_24.py (seed {seed}), before any
# tuning against it, by a helper session (branch h24) that read none of the planner's, the
# agent's, the tools' or the rules' code, no tests, no set's templates, of other sets' YAML only
# the first 30 lines of set 7's for its shape.
# {families} template families ({arith} arithmetic, {todo} to-do), wording varied, {draws} seeded
# draws. Expected numbers are computed with exact fractions and checked against an independent
# float expression; money to 0.01, rounding requests exactly. Regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking the families and the titles.

    The families are those the module docstring lists, in its order; no title holds another, an
    "and", a comma or a digit; each keyword is a whole word of its title only.
    """
    listed = re.findall(r"^- ([a-z-]+):", __doc__ or "", re.MULTILINE)
    assert listed == [f.__name__.removeprefix("_h24_").replace("_", "-") for f in FAMILIES]
    assert all(f.__annotations__["return"] == "ArithOut7" for f in ARITHMETIC)
    assert all(f.__annotations__["return"] == "TodoOut7" for f in TODO)
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        holders = [t for t in TITLES if word.search(t)]
        assert holders == [title], (keyword, holders)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
