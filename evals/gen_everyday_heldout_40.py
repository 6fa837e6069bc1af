# ruff: noqa: D103
"""Write the everyday held-out set 40: students and young people, written from templates.

Written blind by a helper session (branch h40) before any tuning against it. It read none of the
planner's code or rules, none of the tools' or the school's code or tests, none of the other
everyday sets' YAML (beyond the first 30 lines of set 7's) and none of the other generators'
templates.

Theme: students and young people (16-25) in the UK, the US, India, Nigeria and the Philippines:
homework-style sums, pocket money and part-time shifts, phone data, splitting takeaway and rent
with flatmates, grades and averages, exam countdowns, the gym and running; their to-do lists hold
assignments, exams, chores and shifts.

Voices: casual and mostly lowercase, with the abbreviations they type ("pls", "hw", "rn", "tmrw",
"u", "wk"), asides and reasons, questions, requests, a statement then a question, two sentences,
a line break; currencies £, $, ₹ (and "Rs"), ₦ and ₱ in the sizes those places use; some numbers
in words. Every family has at least three clearly different wordings; each draw takes one not yet
used by that family.

What I read:
- docs/evals.md, the sections "## The dataset" and "## Side effects" only;
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full;
- evals/gen_everyday_heldout_4.py: the functions `_money`, `_listing`, `_tol`;
- evals/gen_everyday_heldout_7.py: `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`,
  `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`,
  `write_set`, and the one line of its `main` that calls `write_set`;
- the first 30 lines of evals/everyday-heldout-7.yaml.

Slips:
- Running this generator once raised (a bug of mine, since fixed) a traceback through
  gen_everyday_heldout_7.py that showed two lines of `build_set` and `draw` (the template
  call and the list of arithmetic cases).
- `git log --oneline -3` in the worktree showed the last three commit subjects, one of them about
  a planner change to rate equations and currency names, quoting an example request.
- `ls evals` showed the names of the other sets and generators.
- Grepping the top-level definitions of gen_everyday_heldout_4.py (to find the three allowed
  functions) listed the names of all its definitions (its family names among them), and the same
  grep of gen_everyday_heldout_7.py listed all its definition names (its family names,
  `_check_families`, `build_set`, `main`...).
- The printed line ranges of gen_everyday_heldout_7.py also showed the bodies of `_typed`,
  `_frac`, `_adding` and `_one_of` (which sit between allowed helpers).

Arithmetic families (24):
- shift_pay: hourly rate times hours worked on a part-time shift.
- overtime_pay: 40 hours at the base rate, the rest at time and a half.
- takeaway_split: a takeaway order split evenly, to the penny/cent.
- rent_and_bills_split: monthly rent plus bills split between flatmates.
- service_charge_split: a bill plus a percentage service charge, split between friends.
- data_per_day_left: phone data left on a plan spread over the days to renewal, 2 dp.
- data_price_per_gb: a data bundle's price per GB, to 2 dp.
- commute_fares: a fare each way, school days a week, for some weeks.
- saving_up_weeks: weeks of saving a fixed amount to reach a price from current savings.
- student_discount: a price after a percentage student discount, to 2 dp.
- phone_contract_total: monthly cost times months plus the upfront cost.
- test_average: the mean of several test scores, to 1 dp.
- weighted_grade: overall mark from coursework and exam marks and their weights.
- needed_on_final: the final-exam score needed for a target overall grade, to 1 dp.
- score_percent: a mark out of a total as a percentage, to 1 dp.
- cgpa_to_percent: CGPA times 9.5.
- exam_countdown_days: weeks and days until an exam, in days.
- revision_hours: total revision hours from hours a day and days (or weeks without Sundays).
- run_pace_seconds: seconds per km from a distance and a finishing time, to the nearest second.
- run_speed_kmh: average speed in km/h from a distance and minutes, to 1 dp.
- bar_plate_total: barbell plus the plates on each side, in kg or lb.
- hw_order_of_operations: a homework expression needing the order of operations.
- hw_percent_change: percentage increase or decrease between two values, to 1 dp.
- hw_groups_leftover: the remainder when people are put into equal groups.

To-do families (16):
- add_one: add one item.
- add_two: add two items in one request.
- complete_by_number: mark one item done by its number.
- complete_by_title: mark one item done by its title.
- complete_two: mark two items done (by numbers or titles).
- delete_by_number: delete one item by its number.
- delete_by_title: delete one item by its title.
- delete_two: delete two items (by numbers or titles).
- read_list: ask what is on the list (nothing may change).
- count_items: ask how many items there are (nothing may change).
- is_it_on_list: ask whether an item is on the list (nothing may change).
- which_number: ask which number an item is (nothing may change).
- clear_list: delete everything.
- rename_item: change an item's title.
- complete_and_add: mark one item done and add a new one.
- complete_all: mark every item done.

Run from the repository root: `python evals/gen_everyday_heldout_40.py`.
"""

from __future__ import annotations

import math
import random
from decimal import Decimal
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
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-40"
SEED = 2026112840

HEADER = """\
# {name}: everyday calculator and to-do requests, held out; voices of
# students and young people (16-25) in the UK, US, India, Nigeria and the Philippines.
# Written blind by evals/gen_everyday_heldout_40.py (seed {seed}), before any tuning
# against it, by a helper session (branch h40) that read none of the planner's, the tools' or
# the school's code or tests, nor the other everyday sets' YAML or templates.
# {families} template families ({arith} arithmetic, {todo} to-do), several wordings each, {draws}
# seeded draws. Expected numbers are computed in plain Python with exact fractions and checked
# against an independent float expression. Do not tune against it: regenerate, do not edit.
"""

# --------------------------------------------------------------------------- helpers

_USED: dict[str, list[int]] = {}


def _pick(r: random.Random, family: str, wordings: list[str]) -> str:
    """A wording this family has not used yet in this set (all again once each was used)."""
    assert len(wordings) >= 3, family
    used = _USED.setdefault(family, [])
    if len(used) >= len(wordings):
        used.clear()
    index = r.choice([i for i in range(len(wordings)) if i not in used])
    used.append(index)
    return wordings[index]


_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _words(n: int) -> str:
    """0 to 999 in words, British style ("two hundred and five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("" if ones == 0 else "-" + _ONES[ones])
    hundreds, rest = divmod(n, 100)
    return _ONES[hundreds] + " hundred" + ("" if rest == 0 else " and " + _words(rest))


def _round(value: Fraction, places: int) -> Fraction:
    """Round half up (all values here are positive)."""
    scale = 10**places
    return Fraction(math.floor(value * scale + Fraction(1, 2)), scale)


def _tie(value: Fraction, places: int) -> bool:
    """Whether `value` sits exactly halfway at `places` (rounding it would be a coin toss)."""
    scaled = value * 10**places
    return scaled.denominator == 2


def _dollars(cents: int) -> str:
    return _money(cents)


def _rupees(cents: int) -> str:
    return _money(cents).replace("$", "₹")


def _rs(cents: int) -> str:
    return _money(cents).replace("$", "Rs ")


def _naira(cents: int) -> str:
    return _money(cents).replace("$", "₦")


def _pesos(cents: int) -> str:
    return _money(cents).replace("$", "₱")


def _num(value: Fraction | int) -> str:
    value = Fraction(value)
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


# --------------------------------------------------------------------------- arithmetic


def h40_shift_pay(r: random.Random) -> ArithOut7:
    fmt, rate = r.choice(
        [
            (_pounds, r.randrange(1060, 1281, 2)),
            (_dollars, r.randrange(1200, 1851, 2)),
            (_pesos, r.randrange(6000, 9600, 50)),
            (_rupees, r.randrange(10000, 20001, 500)),
            (_naira, r.randrange(80000, 150001, 5000)),
        ]
    )
    hours = Fraction(r.randint(12, 56), 2)
    pay = Fraction(rate, 100) * hours
    h = _num(hours)
    if hours.denominator == 2 and r.random() < 0.4:
        h = f"{_words(int(hours))} and a half"
    task = _pick(
        r,
        "shift_pay",
        [
            f"worked {h} hrs this week at {fmt(rate)}/hr, how much am i getting paid",
            f"how much do i make for {h} hours if im on {fmt(rate)} an hour? (before tax)",
            f"my rota had me down for {h} hours at the cafe. pay is {fmt(rate)} per hour. "
            "whats that come to",
            f"quick one pls\n{fmt(rate)} an hour, {h} hours. total pay?",
        ],
    )
    return task, pay, f"{rate / 100} * {float(hours)}", _tol(pay), {}


def h40_overtime_pay(r: random.Random) -> ArithOut7:
    fmt = r.choice([_dollars, _pounds])
    rate = r.randrange(1200, 2201, 2)
    hours = r.randint(42, 54)
    pay = 40 * Fraction(rate, 100) + (hours - 40) * Fraction(rate, 100) * Fraction(3, 2)
    task = _pick(
        r,
        "overtime_pay",
        [
            f"i get {fmt(rate)}/hr and anything over 40 hrs a week is time and a half. worked "
            f"{hours} hrs this week, what should my pay be before taxes",
            f"overtime q: base pay {fmt(rate)} an hour, 1.5x for every hour past 40. i did "
            f"{hours} hours. total pay?",
            f"how much should i get paid for {hours} hours if the first 40 are at {fmt(rate)} "
            "and the rest are time and a half",
        ],
    )
    expr = f"40 * {rate / 100} + {hours - 40} * {rate / 100} * 1.5"
    return task, pay, expr, _tol(pay), {}


def h40_takeaway_split(r: random.Random) -> ArithOut7:
    fmt, app, total = r.choice(
        [
            (_pounds, "deliveroo", r.randint(2400, 8900)),
            (_dollars, "doordash", r.randint(3500, 12000)),
            (_rupees, "swiggy", r.randint(600, 3200) * 100),
            (_naira, "chowdeck", r.randint(80, 400) * 10000),
            (_pesos, "grabfood", r.randint(800, 4500) * 100),
        ]
    )
    n = r.randint(2, 6)
    while _tie(Fraction(total, 100 * n), 2):
        total += 1
    share = _round(Fraction(total, 100 * n), 2)
    people = r.choice([str(n), _words(n)])
    task = _pick(
        r,
        "takeaway_split",
        [
            f"{app} order came to {fmt(total)}, splitting it between {people} of us. how much each",
            f"we got {app} for the flat, total was {fmt(total)}. theres {people} of us, whats "
            "everyone's share (2dp)",
            f"how much do i owe? the {app} bill was {fmt(total)} and we're splitting it evenly "
            f"{people} ways",
            f"{fmt(total)} takeaway split {people} ways = ? to 2 decimal places pls",
        ],
    )
    return task, share, f"round({total / 100} / {n}, 2)", 0.01, {}


def h40_rent_and_bills_split(r: random.Random) -> ArithOut7:
    fmt, rent, bills = r.choice(
        [
            (_pounds, r.randrange(1500, 3201, 50) * 100, r.randint(9000, 26000)),
            (_dollars, r.randrange(1800, 3801, 25) * 100, r.randint(12000, 32000)),
            (_rupees, r.randrange(18000, 45001, 500) * 100, r.randrange(1500, 6001, 50) * 100),
            (_pesos, r.randrange(12000, 30001, 500) * 100, r.randrange(2000, 7001, 10) * 100),
        ]
    )
    n = r.randint(2, 5)
    while _tie(Fraction(rent + bills, 100 * n), 2):
        bills += 1
    share = _round(Fraction(rent + bills, 100 * n), 2)
    people = r.choice([str(n), _words(n)])
    task = _pick(
        r,
        "rent_and_bills_split",
        [
            f"rent is {fmt(rent)} a month plus {fmt(bills)} for bills (wifi, electric etc). "
            f"split {people} ways equally, how much do i pay a month",
            f"theres {people} of us in the flat. monthly rent {fmt(rent)}, bills come to "
            f"{fmt(bills)} a month. whats each persons share per month?",
            f"how much is my share each month if rent ({fmt(rent)}) and bills ({fmt(bills)}) "
            f"are split evenly between {people} flatmates, to 2 dp",
        ],
    )
    expr = f"round(({rent / 100} + {bills / 100}) / {n}, 2)"
    return task, share, expr, 0.01, {}


def h40_service_charge_split(r: random.Random) -> ArithOut7:
    fmt, bill = r.choice(
        [
            (_pounds, r.randint(6000, 24000)),
            (_dollars, r.randint(7000, 30000)),
            (_rupees, r.randint(1500, 9000) * 100),
            (_pesos, r.randint(2500, 12000) * 100),
        ]
    )
    pct = r.choice([Fraction(10), Fraction(25, 2), Fraction(15)])
    n = r.randint(3, 8)
    while _tie(Fraction(bill, 100) * (1 + pct / 100) / n, 2):
        bill += 1
    share = _round(Fraction(bill, 100) * (1 + pct / 100) / n, 2)
    p = _num(pct)
    people = r.choice([str(n), _words(n)])
    task = _pick(
        r,
        "service_charge_split",
        [
            f"bill for the birthday dinner is {fmt(bill)} + {p}% service charge, {people} of us "
            "splitting. how much each?",
            f"restaurant added {p}% service to our {fmt(bill)} bill. if we split the whole thing "
            f"{people} ways whats each person paying",
            f"{fmt(bill)} plus {p} percent service, divided between {people} people. pls round "
            "to 2 dp",
        ],
    )
    expr = f"round({bill / 100} * (1 + {float(pct)} / 100) / {n}, 2)"
    return task, share, expr, 0.01, {}


def h40_data_per_day_left(r: random.Random) -> ArithOut7:
    plan = r.choice([10, 12, 15, 20, 25, 30, 40, 50])
    used = Fraction(r.randint(plan, plan * 9), 10)
    days = r.randint(4, 23)
    while _tie((plan - used) / days, 2):
        days += 1
    per_day = _round((plan - used) / days, 2)
    u = _num(used)
    task = _pick(
        r,
        "data_per_day_left",
        [
            f"ive used {u}gb of my {plan}gb plan and theres {days} days left till it renews. "
            "how many gb a day can i use? 2dp",
            f"data check: {plan} GB a month, {u} GB gone already, {days} days to go. whats my "
            "daily allowance now, to 2 decimal places?",
            f"how much data per day can i use if i have {plan}gb total, already burned {u}gb, "
            f"and {days} days left in the cycle (round to 2dp)",
        ],
    )
    expr = f"round(({plan} - {float(used)}) / {days}, 2)"
    return task, per_day, expr, 0.01, {}


def h40_data_price_per_gb(r: random.Random) -> ArithOut7:
    fmt, network, price, gb = r.choice(
        [
            (_naira, "mtn", r.randrange(1000, 10001, 100) * 100, r.choice([1.5, 3, 6, 10, 25])),
            (_pesos, "smart", r.randrange(99, 1000, 10) * 100, r.choice([2, 8, 12, 24, 50])),
            (_rupees, "jio", r.randrange(149, 1000, 10) * 100, r.choice([14, 28, 42, 56, 84])),
            (_pounds, "giffgaff", r.randrange(600, 3500, 100), r.choice([8, 15, 25, 40, 80])),
        ]
    )
    size = Fraction(str(gb))
    while _tie(Fraction(price, 100) / size, 2):
        price += 100
    per_gb = _round(Fraction(price, 100) / size, 2)
    g = _num(size)
    task = _pick(
        r,
        "data_price_per_gb",
        [
            f"{network} bundle is {fmt(price)} for {g}GB. how much is that per gb (2 dp)",
            f"price per GB pls, to 2 decimal places: {fmt(price)} for {g} GB",
            f"trying to find the cheapest data. if {fmt(price)} gets me {g}gb on {network}, "
            "whats the cost per gb? round to 2dp",
        ],
    )
    return task, per_gb, f"round({price / 100} / {float(size)}, 2)", 0.01, {}


def h40_commute_fares(r: random.Random) -> ArithOut7:
    fmt, ride, fare = r.choice(
        [
            (_pesos, "jeep", r.randint(13, 15) * 100),
            (_pesos, "tricycle", r.randrange(20, 61, 5) * 100),
            (_rupees, "bus", r.randrange(10, 41, 5) * 100),
            (_dollars, "subway", 290),
            (_naira, "keke", r.randrange(200, 801, 50) * 100),
        ]
    )
    days = r.randint(3, 6)
    weeks = r.randint(2, 16)
    total = Fraction(fare, 100) * 2 * days * weeks
    d = r.choice([str(days), _words(days)])
    task = _pick(
        r,
        "commute_fares",
        [
            f"{ride} fare is {fmt(fare)} each way, i go to school {d} days a week. how much for "
            f"{weeks} weeks",
            f"transpo budget: {fmt(fare)} one way, round trip every school day ({d} days/wk) for "
            f"{weeks} weeks. total?",
            f"how much do i need for fare if its {fmt(fare)} per ride, 2 rides a day, {d} days "
            f"a week, {weeks} weeks",
        ],
    )
    expr = f"{fare / 100} * 2 * {days} * {weeks}"
    return task, total, expr, _tol(total), {}


def h40_saving_up_weeks(r: random.Random) -> ArithOut7:
    fmt, unit, item = r.choice(
        [
            (_dollars, 100, "airpods"),
            (_pounds, 100, "a ps5"),
            (_rupees, 10000, "a new phone"),
            (_naira, 100000, "a laptop"),
            (_pesos, 10000, "new running shoes"),
        ]
    )
    per = r.randint(5, 40) * unit
    weeks = r.randint(4, 30)
    have = r.randint(1, 30) * unit // 2
    target = have + per * weeks
    task = _pick(
        r,
        "saving_up_weeks",
        [
            f"saving for {item} ({fmt(target)}). i already have {fmt(have)} and can put away "
            f"{fmt(per)} a week. how many weeks till i have enough",
            f"{item} costs {fmt(target)}. got {fmt(have)} saved so far. if i save {fmt(per)} "
            "every week how many weeks will it take",
            f"how many weeks of saving {fmt(per)}/week to go from {fmt(have)} to {fmt(target)}?",
        ],
    )
    expr = f"({target / 100} - {have / 100}) / {per / 100}"
    return task, Fraction(weeks), expr, None, {}


def h40_student_discount(r: random.Random) -> ArithOut7:
    fmt, price, thing = r.choice(
        [
            (_pounds, r.randint(1500, 9999), "hoodie"),
            (_dollars, r.randint(2000, 15000), "pair of trainers"),
            (_rupees, r.randrange(999, 6000, 50) * 100, "backpack"),
            (_rs, r.randrange(1499, 8000, 50) * 100, "pair of headphones"),
            (_pounds, r.randint(2999, 12999), "jacket"),
        ]
    )
    pct = r.choice([10, 15, 20, 25])
    while _tie(Fraction(price, 100) * (100 - pct) / 100, 2):
        price += 1
    paid = _round(Fraction(price, 100) * (100 - pct) / 100, 2)
    task = _pick(
        r,
        "student_discount",
        [
            f"unidays gives {pct}% off. how much is a {fmt(price)} {thing} after the discount",
            f"{fmt(price)} {thing}, student discount is {pct}%. what do i actually pay",
            f"with my {pct}% student discount whats {fmt(price)} come to? (it's for a {thing})",
        ],
    )
    return task, paid, f"round({price / 100} * (1 - {pct} / 100), 2)", 0.01, {}


def h40_phone_contract_total(r: random.Random) -> ArithOut7:
    fmt, monthly, upfront = r.choice(
        [
            (_pounds, r.randrange(1200, 5501, 100) - 1, r.choice([1000, 1900, 2900, 4900, 9900])),
            (_dollars, r.randrange(2500, 8501, 100), r.choice([2500, 4999, 9999, 19999])),
            (_pesos, r.randrange(599, 2500, 100) * 100, r.choice([999, 1500, 3000]) * 100),
        ]
    )
    months = r.choice([12, 18, 24, 36])
    total = Fraction(monthly * months + upfront, 100)
    task = _pick(
        r,
        "phone_contract_total",
        [
            f"contract is {fmt(monthly)} a month for {months} months and {fmt(upfront)} "
            "upfront. total cost over the whole contract?",
            f"how much will this phone actually cost me: {fmt(upfront)} upfront then "
            f"{fmt(monthly)}/month for {months} months",
            f"{months} months x {fmt(monthly)} + {fmt(upfront)} upfront = ? trying to see if "
            "sim only is cheaper",
        ],
    )
    expr = f"{monthly / 100} * {months} + {upfront / 100}"
    return task, total, expr, _tol(total), {}


def h40_test_average(r: random.Random) -> ArithOut7:
    n = r.randint(4, 6)
    scores = [r.randint(45, 98) for _ in range(n)]
    while _tie(Fraction(sum(scores), n), 1):
        scores[-1] += 1
    mean = _round(Fraction(sum(scores), n), 1)
    listed = [str(s) for s in scores]
    task = _pick(
        r,
        "test_average",
        [
            f"my test scores this term: {', '.join(listed)}. whats my average? 1dp",
            f"average of my quiz marks pls (to one decimal place) - {' '.join(listed)}",
            f"got {_listing(listed)} on my last {_words(n)} mocks. what's the mean, rounded "
            "to 1 dp",
        ],
    )
    return task, mean, f"round(sum([{', '.join(listed)}]) / {n}, 1)", 0.01, {}


def h40_weighted_grade(r: random.Random) -> ArithOut7:
    cw = r.randrange(20, 55, 5)
    ex = 100 - cw
    a, b = r.randint(40, 95), r.randint(35, 92)
    overall = Fraction(cw * a + ex * b, 100)
    task = _pick(
        r,
        "weighted_grade",
        [
            f"module is {cw}% coursework {ex}% exam. got {a} in cw and {b} in the exam, whats "
            "my overall mark",
            f"overall grade if coursework ({cw}%) = {a} and final exam ({ex}%) = {b}?",
            f"how do i work out my final mark... coursework counts {cw}% and i got {a}, the "
            f"exam counts {ex}% and i got {b}. what is it",
        ],
    )
    return task, overall, f"{cw / 100} * {a} + {ex / 100} * {b}", _tol(overall), {}


def h40_needed_on_final(r: random.Random) -> ArithOut7:
    while True:
        weight = r.choice([20, 25, 30, 40])
        current = r.randint(60, 92)
        target = r.choice([70, 75, 80, 85, 90])
        need = (Fraction(target) - Fraction(100 - weight, 100) * current) / Fraction(weight, 100)
        if 35 <= need <= 100 and not _tie(need, 1):
            break
    rest = 100 - weight
    task = _pick(
        r,
        "needed_on_final",
        [
            f"final is worth {weight}% of my grade. my grade on the other {rest}% is {current}%. "
            f"what do i need on the final to end up with {target}% overall? (1dp)",
            f"what score do i need on the final to get {_a(target)} overall if im on {current} "
            f"for the other {rest}% of the course and the final counts for {weight}%. round to "
            "1 decimal",
            f"sitting at {current}% on everything except the final in calc. final exam = "
            f"{weight}% of the total, the rest is the other {rest}%. need {_a(target)} overall "
            "for my scholarship. what do i need on the final, 1 dp",
        ],
    )
    expr = f"round(({target} - {rest / 100} * {current}) / {weight / 100}, 1)"
    return task, _round(need, 1), expr, 0.01, {}


def h40_score_percent(r: random.Random) -> ArithOut7:
    total = r.choice([40, 45, 60, 70, 75, 80, 90, 120, 150])
    got = r.randint(total * 2 // 5, total - 1)
    while _tie(Fraction(got * 100, total), 1):
        got -= 1
    pct = _round(Fraction(got * 100, total), 1)
    task = _pick(
        r,
        "score_percent",
        [
            f"got {got}/{total} on my chem test what percentage is that (1dp)",
            f"what's {got} out of {total} as a percent? round to 1 dp",
            f"scored {got} marks out of {total} in the mock. percentage to one decimal place pls",
        ],
    )
    return task, pct, f"round({got} / {total} * 100, 1)", 0.01, {}


def h40_cgpa_to_percent(r: random.Random) -> ArithOut7:
    cgpa = Fraction(r.randint(55, 99), 10)
    pct = cgpa * Fraction(19, 2)
    g = _num(cgpa)
    task = _pick(
        r,
        "cgpa_to_percent",
        [
            f"cbse says percentage = cgpa x 9.5. my cgpa is {g}, what percentage is that",
            f"convert cgpa {g} to percentage (the multiply by 9.5 rule)",
            f"college form wants a percentage but i only have my cgpa, {g}. they said use "
            "cgpa × 9.5. what do i put",
        ],
    )
    return task, pct, f"{float(cgpa)} * 9.5", _tol(pct), {}


def h40_exam_countdown_days(r: random.Random) -> ArithOut7:
    weeks, days = r.randint(2, 10), r.randint(1, 6)
    w, d = (_words(weeks), _words(days)) if r.random() < 0.5 else (str(weeks), str(days))
    d += " day" if days == 1 else " days"
    task = _pick(
        r,
        "exam_countdown_days",
        [
            f"exams start in {w} weeks and {d}. how many days is that",
            f"how many days do i have left if finals are {w} weeks {d} away",
            f"{w} wks and {d} till my boards\nin days?",
        ],
    )
    return task, Fraction(7 * weeks + days), f"7 * {weeks} + {days}", None, {}


def h40_revision_hours(r: random.Random) -> ArithOut7:
    per_day = Fraction(r.randint(3, 9), 2)
    days, weeks = r.randint(5, 40), r.randint(2, 8)
    h = _num(per_day)
    wordings = [
        f"if i revise {h} hours a day for {days} days before the exam how many hours is that "
        "in total",
        f"plan: {h} hrs of study every day except sundays, for {weeks} weeks. total hours?",
        f"{days} days till exams, doing {h}h of revision a day. how many hours do i get in total",
    ]
    task = _pick(r, "revision_hours", wordings)
    if task == wordings[1]:
        return task, per_day * 6 * weeks, f"{float(per_day)} * 6 * {weeks}", None, {}
    return task, per_day * days, f"{float(per_day)} * {days}", None, {}


def h40_run_pace_seconds(r: random.Random) -> ArithOut7:
    wordings = [
        "ran {km}k in {m}:{s:02d}. whats my pace in seconds per km (nearest second)",
        "parkrun time was {m} mins {s} secs for the 5km. how many seconds per km is that, "
        "rounded to the nearest second",
        "if i did {km} km in {m} minutes {s} seconds, how many seconds did each km take on "
        "average? round to whole seconds",
    ]
    task = _pick(r, "run_pace_seconds", wordings)
    km = 5 if task == wordings[1] else r.choice([3, 5, 8, 10])
    seconds = r.randint(km * 270, km * 420)
    while _tie(Fraction(seconds, km), 0):
        seconds += 1
    pace = _round(Fraction(seconds, km), 0)
    m, s = divmod(seconds, 60)
    task = task.format(km=km, m=m, s=s)
    return task, pace, f"round({seconds} / {km})", None, {}


def h40_run_speed_kmh(r: random.Random) -> ArithOut7:
    km = r.choice([5, 8, 10, 12, 15, 20, 25, 30])
    minutes = r.randint(km * 2, km * 7)
    while _tie(Fraction(km * 60, minutes), 1):
        minutes += 1
    speed = _round(Fraction(km * 60, minutes), 1)
    task = _pick(
        r,
        "run_speed_kmh",
        [
            f"cycled {km} km to uni in {minutes} minutes, average speed in km/h? 1dp",
            f"what speed in km per hour is {km}km in {minutes} mins (round to 1 decimal)",
            f"did a {km}k run in {minutes} minutes. how fast is that in km/h, to 1 dp",
        ],
    )
    return task, speed, f"round({km} / ({minutes} / 60), 1)", 0.01, {}


def h40_bar_plate_total(r: random.Random) -> ArithOut7:
    wordings_kg = [
        "bar is {bar}kg and i've got {plates} on each side. total weight in kg?",
        "how much am i squatting rn: {bar}kg bar + {plates} per side (all kg)",
    ]
    wording_lb = "{bar} lb bar, each side has {plates} (lb plates). whats the total in lbs"
    task = _pick(r, "bar_plate_total", [*wordings_kg, wording_lb])
    if task == wording_lb:
        bar, pool = 45, [45, 35, 25, 10, 5, 2.5]
    else:
        bar, pool = r.choice([20, 15]), [25, 20, 15, 10, 5, 2.5, 1.25]
    plates = sorted(r.sample(pool, r.randint(1, 3)), reverse=True)
    if r.random() < 0.4:
        plates = [plates[0], *plates]
    listed = [_a(int(p)) if float(p).is_integer() else f"a {p}" for p in plates]
    text = listed[0] if len(listed) == 1 else _listing(listed)
    total = bar + 2 * sum(Fraction(str(p)) for p in plates)
    task = task.format(bar=bar, plates=text)
    expr = f"{bar} + 2 * ({' + '.join(str(float(p)) for p in plates)})"
    return task, total, expr, _tol(total), {}


def h40_hw_order_of_operations(r: random.Random) -> ArithOut7:
    a, b, c, d = r.randint(6, 60), r.randint(2, 15), r.randint(2, 12), r.randint(1, 20)
    wordings = [
        f"hw q: {a} + {b} × {c} - {d}. what's the answer (using bidmas)",
        f"pls check my maths hw, i keep getting different answers\n({a} + {b}) x {c} - {d}",
        f"what does {a} + {b} x {c} - {d} come out to? teacher says do the order of "
        "operations properly",
        f"solve for my homework: {a * c} ÷ {c} + {b} × {d}",
    ]
    task = _pick(r, "hw_order_of_operations", wordings)
    if task == wordings[1]:
        return task, Fraction((a + b) * c - d), f"({a} + {b}) * {c} - {d}", None, {}
    if task == wordings[3]:
        return task, Fraction(a + b * d), f"{a * c} / {c} + {b} * {d}", None, {}
    return task, Fraction(a + b * c - d), f"{a} + {b} * {c} - {d}", None, {}


def h40_hw_percent_change(r: random.Random) -> ArithOut7:
    old = r.randint(20, 900)
    up = r.random() < 0.5
    while True:
        change = r.randint(max(1, old // 20), old * 3 // 5)
        new = old + change if up else old - change
        pct = Fraction(change * 100, old)
        if not _tie(pct, 1):
            break
    fmt = r.choice([_rupees, _pounds, _pesos])
    if up:
        wordings = [
            f"hw: find the percentage increase from {old} to {new}. 1 dp",
            f"my phone plan went up from {fmt(old * 100)} to {fmt(new * 100)} a month, what % "
            "increase is that? (1 decimal place)",
            f"by what percent did the price go up if it was {old} and now its {new}? round to 1dp",
        ]
    else:
        wordings = [
            f"hw: find the percentage decrease from {old} to {new}. 1 dp",
            f"textbook was {fmt(old * 100)}, now its {fmt(new * 100)} in the sale. what percent "
            "off is that, to 1 dp",
            f"percentage decrease when something goes from {old} down to {new}? round to 1dp",
        ]
    task = _pick(r, "hw_percent_change", wordings)
    return task, _round(pct, 1), f"round(abs({new} - {old}) / {old} * 100, 1)", 0.01, {}


def h40_hw_groups_leftover(r: random.Random) -> ArithOut7:
    k = r.randint(3, 9)
    n = r.randint(20, 240)
    if n % k == 0:
        n += r.randint(1, k - 1)
    task = _pick(
        r,
        "hw_groups_leftover",
        [
            f"{n} students split into groups of {k}, how many are left over",
            f"if you divide {n} by {k} whats the remainder? its for hw",
            f"teacher has {n} kids in the year and puts them in teams of {_words(k)}. how many "
            "kids don't end up in a full team",
        ],
    )
    return task, Fraction(n % k), f"{n} % {k}", None, {}


ARITHMETIC: list[ArithTemplate] = [
    h40_shift_pay,
    h40_overtime_pay,
    h40_takeaway_split,
    h40_rent_and_bills_split,
    h40_service_charge_split,
    h40_data_per_day_left,
    h40_data_price_per_gb,
    h40_commute_fares,
    h40_saving_up_weeks,
    h40_student_discount,
    h40_phone_contract_total,
    h40_test_average,
    h40_weighted_grade,
    h40_needed_on_final,
    h40_score_percent,
    h40_cgpa_to_percent,
    h40_exam_countdown_days,
    h40_revision_hours,
    h40_run_pace_seconds,
    h40_run_speed_kmh,
    h40_bar_plate_total,
    h40_hw_order_of_operations,
    h40_hw_percent_change,
    h40_hw_groups_leftover,
]

# --------------------------------------------------------------------------- to-do

TITLES = [
    "finish econ essay",
    "revise organic chem",
    "submit lab report",
    "email my tutor",
    "pay phone bill",
    "do the dishes",
    "wash my uniform",
    "book driving test",
    "top up bus pass",
    "print dissertation draft",
    "swap saturday shift",
    "read macbeth act three",
    "hoover the hallway",
    "take out the bins",
    "renew library books",
    "physics past papers",
    "group project slides",
    "call mum",
    "pay hostel fees",
    "load gcash",
    "thesis chapter two",
    "clean my room",
    "ask manager for rota",
    "jamb mock questions",
    "fill out fafsa",
    "laundry",
]

NEW = [
    "buy printer ink",
    "revise stats formulas",
    "cancel spotify trial",
    "return amazon parcel",
    "book gp appointment",
    "fix bike tyre",
    "practice presentation",
    "photocopy lecture notes",
    "wash gym kit",
    "reply landlord email",
    "sign up for mock exam",
    "pick up prescription",
    "iron shirt for interview",
    "pay electricity bill",
    "buy load",
    "pay back tunde",
]

FORBIDDEN = r"\band\b|\bto\b|\bdone\b|\blist\b|\bit\b|,|'|\d"
check_titles([*TITLES, *NEW], FORBIDDEN, fold_case=True)


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def _adding(r: random.Random, count: int) -> tuple[list[str], list[str]]:
    return _setup(r, 0, 4), r.sample(NEW, count)


def h40_add_one(r: random.Random) -> TodoOut7:
    setup, (new,) = _adding(r, 1)
    task = _pick(
        r,
        "add_one",
        [
            f"pls add {new} to my list",
            f"can u put {new} on my to do list",
            f"new task: {new}",
            f"ugh nearly forgot. add {new} to my todos",
            f"add this to my list rn\n{new}",
        ],
    )
    return task, setup, [*_open(setup), (new, False)], False, {}


def h40_add_two(r: random.Random) -> TodoOut7:
    setup, (a, b) = _adding(r, 2)
    task = _pick(
        r,
        "add_two",
        [
            f"add {a} and {b} to my list pls",
            f"2 things for my todo list: {a}, {b}",
            f"need to remember to {a} and {b}. add both pls",
            f"put these on my list\n{a}\n{b}",
        ],
    )
    return task, setup, [*_open(setup), (a, False), (b, False)], False, {}


def h40_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    n = i + 1
    task = _pick(
        r,
        "complete_by_number",
        [
            f"mark {n} as done",
            f"finished number {n} finally",
            f"tick off #{n} pls",
            f"done with no. {n} on my list",
        ],
    )
    return task, setup, _completed(setup, i), False, {}


def h40_complete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    t = setup[i]
    task = _pick(
        r,
        "complete_by_title",
        [
            f"{t} is done!!",
            f"just finished {t}, tick it off",
            f"mark {t} as done pls",
            f"can you check off {t}. did it before my shift",
        ],
    )
    return task, setup, _completed(setup, i), False, {}


def h40_complete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = _pick(
        r,
        "complete_two",
        [
            f"mark {i + 1} and {j + 1} done",
            f"finished {a} and {b} today, tick both off",
            f"cross off {a} and {b} pls, did them this morning",
            f"numbers {i + 1} and {j + 1} are done now",
        ],
    )
    return task, setup, _completed(setup, i, j), False, {}


def h40_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    n = i + 1
    task = _pick(
        r,
        "delete_by_number",
        [
            f"delete {n}",
            f"remove item {n} from my list, not doing that anymore",
            f"get rid of number {n} pls",
        ],
    )
    return task, setup, _deleted(setup, i), False, {}


def h40_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    t = setup[i]
    task = _pick(
        r,
        "delete_by_title",
        [
            f"take {t} off my list",
            f"remove {t}, dont need to do that anymore",
            f"plans changed lol. delete {t} from my todos",
        ],
    )
    return task, setup, _deleted(setup, i), False, {}


def h40_delete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = _pick(
        r,
        "delete_two",
        [
            f"delete {i + 1} and {j + 1}",
            f"remove {a} and {b} from the list",
            f"get rid of items {i + 1} and {j + 1} pls, not happening this week",
        ],
    )
    return task, setup, _deleted(setup, i, j), False, {}


def h40_read_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = _pick(
        r,
        "read_list",
        [
            "whats on my list",
            "show me my todo list pls",
            "what do i still have to do",
            "remind me what's on my to do list rn",
        ],
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def h40_count_items(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 7)
    task = _pick(
        r,
        "count_items",
        [
            "how many things are on my list",
            "how many tasks do i have left to do",
            "count my todos pls",
            "be honest how many things r on my to do list",
        ],
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def h40_is_it_on_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    t = r.choice(setup)
    task = _pick(
        r,
        "is_it_on_list",
        [
            f"is {t} on my list",
            f"did i already add {t}?",
            f"do i have {t} on my todo list? cant remember",
        ],
    )
    extra = {"contains": [t], "not_contains": ["not on", "isn't on", "not in your"]}
    return task, setup, _open(setup), True, extra


def h40_which_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    t = setup[i]
    task = _pick(
        r,
        "which_number",
        [
            f"what number is {t} on my list",
            f"which no. is {t}",
            f"{t}\nwhat number is that one on my todos",
        ],
    )
    return task, setup, _open(setup), True, {"contains": [str(i + 1)]}


def h40_clear_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _pick(
        r,
        "clear_list",
        [
            "clear my whole list, semester's over",
            "delete everything on my todo list",
            "wipe the list pls. starting fresh tmrw",
        ],
    )
    return task, setup, [], False, {}


def h40_rename_item(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    old, new = setup[i], r.choice(NEW)
    task = _pick(
        r,
        "rename_item",
        [
            f'change "{old}" to "{new}"',
            f"on my list pls rename {old} to {new}",
            f"can you edit {old}? it should say {new}",
        ],
    )
    final = [(new if k == i else t, False) for k, t in enumerate(setup)]
    return task, setup, final, False, {}


def h40_complete_and_add(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    t, new = setup[i], r.choice(NEW)
    task = _pick(
        r,
        "complete_and_add",
        [
            f"did {t}. also add {new}",
            f"tick off {t} and add {new} to the list",
            f"finished {t}! next thing to add: {new}",
        ],
    )
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


def h40_complete_all(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _pick(
        r,
        "complete_all",
        [
            "i did everything on my list today, mark it all done",
            "mark all my todos as complete",
            "everything's done lol, tick them all off",
        ],
    )
    return task, setup, [(t, True) for t in setup], False, {}


TODO: list[TodoTemplate] = [
    h40_add_one,
    h40_add_two,
    h40_complete_by_number,
    h40_complete_by_title,
    h40_complete_two,
    h40_delete_by_number,
    h40_delete_by_title,
    h40_delete_two,
    h40_read_list,
    h40_count_items,
    h40_is_it_on_list,
    h40_which_number,
    h40_clear_list,
    h40_rename_item,
    h40_complete_and_add,
    h40_complete_all,
]


def main() -> None:
    """Write evals/everyday-heldout-40.yaml."""
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
