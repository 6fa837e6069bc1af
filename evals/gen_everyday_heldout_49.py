"""Blind held-out set 49: everyday sums and to-do lists of teenagers and young adults.

Theme: people of 15 to 24 in the UK, Ireland, the US, Canada, Australia, India, Nigeria and the
Philippines, typing fast on their phones. Arithmetic: pocket money and allowance (baon), pay
from part-time shifts and a pay rise, phone plans and mobile data, in-game currency and the
cost of a game per hour played, streaming subscriptions, festival and gig tickets (booking fees,
instalments), splitting an Uber, a takeaway or a road trip's fuel, gym memberships, saving for
a console or a car, revision hours, exam marks and grades, driving lessons. To-do: their lists
of homework, chores their parents set, things to buy, plans with friends and applications.

Voices: UK and Irish lowercase text-speak ("n", "ive", "ta", "mam", "the lads"), US and
Canadian casual ("rn", "venmo", "lol"), Australian ("arvo", "afterpay", "pls"), Indian
English ("Kindly", "Round off", "there in my list"), Nigerian English with a little Pidgin
("Abeg", "tokunbo", "how much be that"), Filipino English with Tagalog words ("baon", "po",
"jeep", "load"), and a few formal requests. Numbers are sometimes words ("three ways").

Rounding: every arithmetic request whose answer can come out not whole either says how to round
it (to the nearest penny or cent, naira, one or two decimal places), and then the expected value
is the exact one with half the rounding unit as tolerance (draws whose exact value lies within a
tenth of a unit of a rounding tie are redrawn, so a correctly rounded answer passes and a wrongly
rounded one fails), or it is always exact in cents (sums and whole-cent products of prices,
checked exactly). Counts of weeks, months or packs are whole by the question (the smallest
number that is enough); the other answers are whole numbers of pesos or marks.

To-do: setups are lists of open to-dos (ids 1, 2, ... in order); added to-dos go at the end in
the order named; a renamed to-do keeps its place; questions must change nothing. Titles hold no
digits, commas, quotes or "and", none holds another, and a title named in a request is quoted
or given word for word.

What I read: docs/evals.md (its "## " headings, and "## The dataset" and "## Side effects" in
full); src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full; from
evals/gen_everyday_heldout_4.py the functions `_money`, `_listing` and `_tol` (and, from one
grep, the line numbers of its top-level definitions without their names); from
evals/gen_everyday_heldout_7.py its import lines, the list of its top-level names, and the
definitions of `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate` (with the `Extra` and
`Out` lines between them), `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`,
`_pounds`, `check_titles` and `write_set`; the first 30 lines of evals/everyday-heldout-7.yaml;
the ruff settings in pyproject.toml (with the few lines of mypy settings printed after them).

Slips: a directory listing of evals/ showed the names of the other sets' YAML files (names
only); the grep of pyproject.toml printed a few lines of its mypy settings; creating the
worktree printed the subject of the HEAD commit, which names a `percent_chains` docstring. No
code of the planner, the agent or the tools was seen, and nothing was run against the cases.

Families (24 arithmetic, 16 to-do):
  arithmetic: weeks_to_afford_console, weekend_shift_pay, uber_tip_split,
    takeaway_split_delivery, data_per_day_left, phone_plan_first_year, gem_packs_needed_cost,
    game_cost_per_hour, streaming_year_total, student_discount_price, festival_tickets_with_fees,
    ticket_instalments, gym_cost_per_visit, gym_annual_saving, car_savings_months,
    data_bundle_per_gb, revision_hours_per_day, mock_exam_percentage, score_needed_for_average,
    weighted_final_mark, driving_block_saving, road_trip_fuel_split, baon_left_for_week,
    pay_rise_new_rate.
  to-do: add_one_quoted, add_chores_mam_set, add_bulleted_shopping, just_finished_the,
    complete_by_ordinal, tick_off_two, delete_cancelled_plan, delete_by_number, rename_item,
    done_then_add, all_done_except, how_many_items, yes_no_on_list, whats_number_n,
    whats_on_my_list, scrap_and_add.
"""

from __future__ import annotations

import itertools
import math
import random
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261129_49
NAME = "everyday-heldout-49"

_WORD = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth"]


def _num(value: Fraction | int) -> str:
    """A terminating number as a person types it (4.5, 23.46, 7)."""
    value = Fraction(value)
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _dollars(cents: int) -> str:
    """An amount in cents as a bare decimal for a float expression (23.46)."""
    return _num(Fraction(cents, 100))


def _count(r: random.Random, n: int) -> str:
    """A small count as a person types it: the digit or the word."""
    return r.choice([str(n), _WORD.get(n, str(n))])


def _clear(value: Fraction, places: int) -> bool:
    """Whether `value` lies more than a tenth of a unit from a tie when rounded to `places`."""
    scaled = value * 10**places
    part = scaled - math.floor(scaled)
    return abs(part - Fraction(1, 2)) > Fraction(1, 10)


def _half(places: int) -> float:
    """Half the rounding unit: a correctly rounded answer (or the exact one) is within it."""
    return 0.5 / 10**places


# --------------------------------------------------------------------------- arithmetic

_CONSOLES = [
    ("a ps5", 380, 480),
    ("a switch", 270, 330),
    ("an xbox series s", 230, 300),
    ("a steam deck", 350, 570),
    ("a gaming pc", 600, 900),
]


def h49_weeks_to_afford_console(r: random.Random) -> ArithOut7:
    """UK pocket money: whole weeks of saving until a console is affordable."""
    item, low, high = r.choice(_CONSOLES)
    price = r.randint(low, high) * 100 - r.choice([0, 1])
    weekly = r.choice([500, 750, 1000, 1200, 1250, 1500, 2000])
    saved = r.randint(2, low // 2) * 100 + r.choice([0, 50])
    weeks = -(-(price - saved) // weekly)
    task = (
        f"i get {_pounds(weekly)} pocket money a week n ive already got {_pounds(saved)} saved. "
        f"if i save all of it how many more weeks till i can afford {item} for {_pounds(price)}"
    )
    return task, Fraction(weeks), f"-(-({price} - {saved}) // {weekly})", None, {}


def h49_weekend_shift_pay(r: random.Random) -> ArithOut7:
    """Australian casual job: pay for two weekend shifts in half hours, before tax."""
    rate = r.randrange(1700, 3100, 2)
    first, second = Fraction(r.randint(6, 16), 2), Fraction(r.randint(6, 16), 2)
    total = (first + second) * Fraction(rate, 100)
    task = (
        f"did a {_num(first)} hr shift sat arvo and {_num(second)} hrs sunday, my casual rate is "
        f"{_money(rate)}/hr. how much did i earn before tax?"
    )
    expr = f"({_num(first)} + {_num(second)}) * {_dollars(rate)}"
    return task, total, expr, None, {}


def h49_uber_tip_split(r: random.Random) -> ArithOut7:
    """US Uber fare plus a percent tip split evenly, to the nearest cent."""
    while True:
        fare = r.randint(1400, 6899)
        tip = r.choice([15, 18, 20, 22, 25])
        people = r.randint(2, 5)
        each = Fraction(fare, 100) * (100 + tip) / 100 / people
        if _clear(each, 2):
            break
    task = (
        f"uber home was {_money(fare)}, we're adding a {tip}% tip and splitting it "
        f"{_count(r, people)} ways. how much does each person venmo? round to the nearest cent"
    )
    expr = f"{_dollars(fare)} * (1 + {tip} / 100) / {people}"
    return task, each, expr, _half(2), {}


def h49_takeaway_split_delivery(r: random.Random) -> ArithOut7:
    """UK pizza order plus delivery split evenly, to the nearest penny."""
    while True:
        pizzas = r.randint(2, 4)
        price = r.randint(10, 18) * 100 + r.choice([0, 49, 99])
        delivery = r.choice([199, 249, 299, 349])
        people = r.randint(3, 6)
        each = Fraction(pizzas * price + delivery, 100) / people
        if _clear(each, 2):
            break
    task = (
        f"we got {_count(r, pizzas)} large pizzas at {_pounds(price)} each plus "
        f"{_pounds(delivery)} delivery, splitting it evenly between {people} of us. how much "
        "does everyone owe, to the nearest penny?"
    )
    expr = f"({pizzas} * {_dollars(price)} + {_dollars(delivery)}) / {people}"
    return task, each, expr, _half(2), {}


def h49_data_per_day_left(r: random.Random) -> ArithOut7:
    """Indian mobile data left spread over the days to the recharge, to 2 places."""
    while True:
        left = Fraction(r.randint(12, 150), 10)
        days = r.randint(3, 19)
        per_day = left / days
        if _clear(per_day, 2):
            break
    task = (
        f"Kindly help. I have {_num(left)} GB data left and it has to last {days} more days "
        "till my recharge. How much GB per day can I use if I spread it equally? Round off to "
        "2 decimal places."
    )
    return task, per_day, f"{_num(left)} / {days}", _half(2), {}


def h49_phone_plan_first_year(r: random.Random) -> ArithOut7:
    """Canadian phone plan: twelve months plus a one-time connection fee."""
    monthly = r.randint(25, 75) * 100 + r.choice([0, 50, 99])
    fee = r.choice([3500, 4500, 5000, 6000])
    total = Fraction(12 * monthly + fee, 100)
    task = (
        f"new phone plan is {_money(monthly)}/month plus a one-time {_money(fee)} connection fee. "
        "what's the total for the first 12 months, before tax?"
    )
    return task, total, f"12 * {_dollars(monthly)} + {_dollars(fee)}", None, {}


_GEM_PACKS = [(500, 499), (800, 799), (1000, 999), (1200, 1199), (2500, 1999)]


def h49_gem_packs_needed_cost(r: random.Random) -> ArithOut7:
    """In-game gems sold only in whole packs: the cost of enough packs."""
    size, price = r.choice(_GEM_PACKS)
    while True:
        need = r.randint(12, 100) * 50
        if need % size:
            break
    packs = -(-need // size)
    task = (
        f"need {need:,} gems for the new skin and i have 0. gems only come in packs of {size:,} "
        f"for {_money(price)}. how much do i have to spend to get enough? (cant buy part of a pack)"
    )
    expr = f"-(-{need} // {size}) * {_dollars(price)}"
    return task, Fraction(packs * price, 100), expr, None, {}


_GAMES = ["elden ring", "baldur's gate", "hogwarts legacy", "the sims", "stardew valley"]


def h49_game_cost_per_hour(r: random.Random) -> ArithOut7:
    """A game's price over the hours played, to the nearest cent."""
    while True:
        price = r.choice([1499, 1999, 2999, 3999, 4999, 5999, 6999])
        hours = r.randint(8, 220)
        per_hour = Fraction(price, 100) / hours
        if _clear(per_hour, 2):
            break
    task = (
        f"paid {_money(price)} for {r.choice(_GAMES)} and i have {hours} hours on it lol. "
        "whats the cost per hour? nearest cent"
    )
    return task, per_hour, f"{_dollars(price)} / {hours}", _half(2), {}


_STREAMING = [
    ("netflix", 899, 1799),
    ("spotify student", 499, 699),
    ("disney+", 599, 1199),
    ("crunchyroll", 499, 799),
    ("youtube premium", 999, 1399),
]


def h49_streaming_year_total(r: random.Random) -> ArithOut7:
    """Irish streaming subscriptions a month, as a year's total in euros."""
    picked = r.sample(_STREAMING, r.randint(2, 3))
    prices = [r.randint(low // 100, high // 100) * 100 + 99 for _, low, high in picked]
    said = _listing([f"{name} {_euros(p)}" for (name, _, _), p in zip(picked, prices, strict=True)])
    task = f"lads im broke, how much am i actually spending a year on streaming? {said} a month"
    expr = "12 * (" + " + ".join(_dollars(p) for p in prices) + ")"
    return task, Fraction(12 * sum(prices), 100), expr, None, {}


_CLOTHES = [("trainers", 49, 119), ("hoodie", 24, 59), ("jeans", 29, 69), ("headphones", 49, 149)]


def h49_student_discount_price(r: random.Random) -> ArithOut7:
    """UK student discount percent off a price, to the nearest penny."""
    while True:
        item, low, high = r.choice(_CLOTHES)
        price = r.randint(low, high) * 100 + r.choice([0, 99, 50])
        off = r.choice([10, 12, 15, 20, 25])
        paid = Fraction(price, 100) * (100 - off) / 100
        if _clear(paid, 2):
            break
    task = (
        f"the {item} i want cost {_pounds(price)} and i get {off}% student discount. how much "
        "will i pay, to the nearest penny?"
    )
    return task, paid, f"{_dollars(price)} * (1 - {off} / 100)", _half(2), {}


def h49_festival_tickets_with_fees(r: random.Random) -> ArithOut7:
    """Irish festival tickets plus a booking fee per ticket: the total."""
    tickets = r.randint(2, 5)
    price = r.randint(89, 260) * 100 + r.choice([0, 50])
    fee = r.randint(6, 15) * 100 + r.choice([0, 25, 50, 75])
    total = Fraction(tickets * (price + fee), 100)
    task = (
        f"getting {_count(r, tickets)} festival tickets for me n the lads, {_euros(price)} each "
        f"plus a {_euros(fee)} booking fee per ticket. whats the total?"
    )
    return task, total, f"{tickets} * ({_dollars(price)} + {_dollars(fee)})", None, {}


def h49_ticket_instalments(r: random.Random) -> ArithOut7:
    """Australian gig ticket paid in equal instalments, to the nearest cent."""
    while True:
        price = r.randint(120, 380) * 100 + r.choice([0, 50, 90, 95])
        parts = r.choice([4, 6])
        each = Fraction(price, 100) / parts
        if _clear(each, 2):
            break
    task = (
        f"the gig ticket is {_money(price)} and i'm paying with afterpay in {_count(r, parts)} "
        "equal payments, no fees. how much is each payment to the nearest cent?"
    )
    return task, each, f"{_dollars(price)} / {parts}", _half(2), {}


def h49_gym_cost_per_visit(r: random.Random) -> ArithOut7:
    """US gym membership over the visits in the month, to the nearest cent."""
    while True:
        monthly = r.randint(10, 60) * 100 - r.choice([0, 1])
        visits = r.randint(4, 24)
        each = Fraction(monthly, 100) / visits
        if _clear(each, 2):
            break
    task = (
        f"My gym membership is {_money(monthly)} a month and I went {visits} times this month. "
        "What did each visit cost me? Round to the nearest cent."
    )
    return task, each, f"{_dollars(monthly)} / {visits}", _half(2), {}


def h49_gym_annual_saving(r: random.Random) -> ArithOut7:
    """Gym paid monthly for a year against the annual price: the saving."""
    monthly = r.randint(30, 80) * 100 + r.choice([0, 99])
    annual = 12 * monthly * r.randint(70, 90) // 100 // 100 * 100
    saving = Fraction(12 * monthly - annual, 100)
    task = (
        f"gym near my uni is {_money(monthly)}/month or {_money(annual)} if u pay for the whole "
        "year upfront. how much do i save over a year paying upfront vs monthly?"
    )
    return task, saving, f"12 * {_dollars(monthly)} - {_dollars(annual)}", None, {}


def h49_car_savings_months(r: random.Random) -> ArithOut7:
    """Nigerian car savings in naira: whole months until enough is saved."""
    price = r.randint(30, 70) * 50_000
    saved = r.randint(2, 12) * 50_000
    monthly = r.randint(16, 50) * 5_000
    months = -(-(price - saved) // monthly)
    task = (
        f"Abeg help me calculate. I want to buy a tokunbo car for ₦{price:,}. I have saved "
        f"₦{saved:,} already and I am saving ₦{monthly:,} every month. How many more months "
        "before I have enough money?"
    )
    return task, Fraction(months), f"-(-({price} - {saved}) // {monthly})", None, {}


_BUNDLE_GB = [Fraction(3, 2), Fraction(2), Fraction(3), Fraction(7, 2), Fraction(6), Fraction(10)]
_BUNDLE_GB += [Fraction(12), Fraction(15), Fraction(20), Fraction(25)]


def h49_data_bundle_per_gb(r: random.Random) -> ArithOut7:
    """Nigerian data bundle price per GB, to the nearest naira."""
    while True:
        size = r.choice(_BUNDLE_GB)
        price = round(size * r.randint(200, 700) / 50) * 50
        per_gb = price / size
        if _clear(per_gb, 0):
            break
    task = (
        f"my network get {_num(size)}GB bundle for ₦{price:,}. how much be that for each GB? "
        "round to the nearest naira"
    )
    return task, per_gb, f"{price} / {_num(size)}", _half(0), {}


def h49_revision_hours_per_day(r: random.Random) -> ArithOut7:
    """Indian board exam revision hours per day, to one decimal place."""
    while True:
        chapters = r.randint(8, 24)
        each = r.choice([Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3)])
        days = r.randint(6, 25)
        per_day = chapters * each / days
        if _clear(per_day, 1):
            break
    task = (
        f"I have {chapters} chapters left to revise for my board exams and each chapter takes me "
        f"{_num(each)} hours. The exams start in {days} days. If I revise the same amount every "
        "day, how many hours per day do I need? Round to 1 decimal place."
    )
    return task, per_day, f"{chapters} * {_num(each)} / {days}", _half(1), {}


_SUBJECTS = ["maths", "chem", "bio", "physics", "english", "irish", "history"]


def h49_mock_exam_percentage(r: random.Random) -> ArithOut7:
    """A mock exam mark out of a total as a percentage, to one decimal place."""
    while True:
        total = r.choice([60, 75, 80, 90, 120, 150, 160])
        score = r.randint(total * 35 // 100, total - 1)
        pct = Fraction(score * 100, total)
        if _clear(pct, 1):
            break
    task = (
        f"got {score}/{total} on my {r.choice(_SUBJECTS)} mock. whats that as a percentage? 1dp pls"
    )
    return task, pct, f"{score} / {total} * 100", _half(1), {}


def h49_score_needed_for_average(r: random.Random) -> ArithOut7:
    """US tests: the fourth score that makes the average exactly a target."""
    while True:
        scores = [r.randint(62, 98) for _ in range(3)]
        target = r.randint(75, 92)
        need = 4 * target - sum(scores)
        if 55 <= need <= 100:
            break
    a, b, c = scores
    task = (
        f"my first three chem tests were {a}, {b}, and {c} (all out of 100, all weighted the "
        f"same). what do i need on the fourth to average exactly {target}?"
    )
    return task, Fraction(need), f"4 * {target} - ({a} + {b} + {c})", None, {}


def h49_weighted_final_mark(r: random.Random) -> ArithOut7:
    """Canadian coursework and exam weights: the final mark to one decimal."""
    while True:
        weight = r.choice([25, 30, 35, 40, 45, 60])
        course = r.randint(55, 98)
        exam = r.randint(45, 96)
        final = Fraction(weight * course + (100 - weight) * exam, 100)
        if _clear(final, 1):
            break
    task = (
        f"Coursework is worth {weight}% of my final mark and the exam is worth {100 - weight}%. "
        f"I got {course}% on coursework and {exam}% on the exam. What's my final mark? Round to "
        "one decimal place."
    )
    expr = f"{weight} / 100 * {course} + {100 - weight} / 100 * {exam}"
    return task, final, expr, _half(1), {}


def h49_driving_block_saving(r: random.Random) -> ArithOut7:
    """UK driving lessons booked in blocks of ten: the saving over single ones."""
    per = r.randint(32, 48) * 100 + r.choice([0, 50])
    block = 10 * per - r.randint(2, 8) * 500
    blocks = r.choice([2, 3])
    lessons = 10 * blocks
    saving = Fraction(lessons * per - blocks * block, 100)
    task = (
        f"driving lessons are {_pounds(per)} each or {_pounds(block)} for a block of 10. if i "
        f"book {lessons} lessons as {_WORD[blocks]} blocks, how much do i save compared to "
        "paying per lesson?"
    )
    expr = f"{lessons} * {_dollars(per)} - {blocks} * {_dollars(block)}"
    return task, saving, expr, None, {}


_TRIPS = ["byron", "the gold coast", "margaret river", "the grampians", "noosa"]


def h49_road_trip_fuel_split(r: random.Random) -> ArithOut7:
    """Australian road trip fuel from L/100km split evenly, to the nearest cent."""
    while True:
        km = r.randint(18, 95) * 10
        usage = Fraction(r.randint(55, 99), 10)
        litre = r.randint(175, 219)
        people = r.randint(2, 5)
        each = km * usage / 100 * Fraction(litre, 100) / people
        if _clear(each, 2):
            break
    task = (
        f"road trip to {r.choice(_TRIPS)}, it's {km} km total, my car uses {_num(usage)} L/100km "
        f"and petrol is {_money(litre)}/L. splitting fuel between the {people} of us, how much "
        "each? nearest cent pls"
    )
    expr = f"{km} * {_num(usage)} / 100 * {_dollars(litre)} / {people}"
    return task, each, expr, _half(2), {}


def h49_baon_left_for_week(r: random.Random) -> ArithOut7:
    """Filipino weekly baon (allowance) less the week's spending, in pesos."""
    while True:
        daily = r.randint(8, 25) * 10
        tea, fare, load = r.randint(90, 180), r.randint(50, 150), r.choice([20, 30, 50, 99])
        left = 5 * daily - tea - fare - load
        if left > 0:
            break
    task = (
        f"my baon is ₱{daily} a day for the 5 school days. this week i spent ₱{tea} on milk tea, "
        f"₱{fare} on jeep fare and ₱{load} on load. how much of this week's baon is left po?"
    )
    return task, Fraction(left), f"5 * {daily} - {tea} - {fare} - {load}", None, {}


def h49_pay_rise_new_rate(r: random.Random) -> ArithOut7:
    """A percent raise on an hourly wage, to the nearest cent (formal)."""
    while True:
        rate = r.randint(1520, 2400)
        rise = r.choice([Fraction(5, 2), Fraction(3), Fraction(7, 2), Fraction(4), Fraction(5)])
        new = Fraction(rate, 100) * (100 + rise) / 100
        if _clear(new, 2):
            break
    task = (
        f"Good afternoon. My manager told me I am getting a {_num(rise)}% raise on my current "
        f"wage of {_money(rate)} per hour. What will my new hourly wage be? Please round to the "
        "nearest cent."
    )
    return task, new, f"{_dollars(rate)} * (1 + {_num(rise)} / 100)", _half(2), {}


ARITHMETIC: list[ArithTemplate] = [
    h49_weeks_to_afford_console,
    h49_weekend_shift_pay,
    h49_uber_tip_split,
    h49_takeaway_split_delivery,
    h49_data_per_day_left,
    h49_phone_plan_first_year,
    h49_gem_packs_needed_cost,
    h49_game_cost_per_hour,
    h49_streaming_year_total,
    h49_student_discount_price,
    h49_festival_tickets_with_fees,
    h49_ticket_instalments,
    h49_gym_cost_per_visit,
    h49_gym_annual_saving,
    h49_car_savings_months,
    h49_data_bundle_per_gb,
    h49_revision_hours_per_day,
    h49_mock_exam_percentage,
    h49_score_needed_for_average,
    h49_weighted_final_mark,
    h49_driving_block_saving,
    h49_road_trip_fuel_split,
    h49_baon_left_for_week,
    h49_pay_rise_new_rate,
]

# --------------------------------------------------------------------------- to-do

HOMEWORK = [
    "chem lab report",
    "french vocab revision",
    "maths worksheet on vectors",
    "history essay plan",
    "physics past paper",
    "poetry annotations",
    "biology flashcards",
    "geography fieldwork write-up",
    "spanish oral prep",
    "economics case study",
    "SAT practice test",
    "college essay draft",
    "JEE mock analysis",
    "WAEC past questions",
]
CHORES = [
    "empty the dishwasher",
    "take the bins out",
    "hoover my room",
    "walk the dog",
    "fold the laundry",
    "clean the bathroom sink",
    "water the plants",
    "mow the lawn",
    "wash the car",
    "change my bedsheets",
]
BUY = [
    "phone charger",
    "new earbuds",
    "gym shorts",
    "protein bars",
    "birthday card for Maya",
    "concealer",
    "bus pass top-up",
    "highlighters",
    "deodorant",
    "phone case",
]
PLANS = [
    "book cinema tickets",
    "sort out the sleepover",
    "get Jess a birthday present",
    "reply to Tom about the gig",
    "check train times to Leeds",
    "plan the beach day",
    "book the escape room",
    "text Aisha about prom",
]
APPLY = [
    "apply for the cafe job",
    "UCAS personal statement",
    "send my CV to the cinema",
    "fill in the bursary form",
    "ask Mr Khan for a reference",
    "apply for provisional licence",
]
ALL = HOMEWORK + CHORES + BUY + PLANS + APPLY
RENAMES = [
    ("gym shorts", "running leggings"),
    ("book cinema tickets", "book bowling lanes"),
    ("apply for the cafe job", "apply for the bakery job"),
    ("history essay plan", "history essay intro"),
    ("check train times to Leeds", "check coach times to Leeds"),
    ("walk the dog", "feed the cat"),
]
FORBIDDEN = r"[\d,;:!?.\"']|\band\b"
check_titles(ALL + [new for _, new in RENAMES], FORBIDDEN, fold_case=True)


def _setup(r: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    return r.sample(pool, r.randint(low, high))


def _with(r: random.Random, setup: list[str], pool: list[str]) -> tuple[list[str], int]:
    """The setup with one title of `pool` put in at a random place, and that place."""
    title = r.choice([t for t in pool if t not in setup])
    at = r.randint(0, len(setup))
    return [*setup[:at], title, *setup[at:]], at


def h49_add_one_quoted(r: random.Random) -> TodoOut7:
    """Add one quoted homework to-do (UK text-speak)."""
    setup = _setup(r, CHORES + BUY + PLANS, 2, 4)
    new = r.choice(HOMEWORK)
    return f'can u add "{new}" to my list ta', setup, [*_open(setup), (new, False)], False, {}


def h49_add_chores_mam_set(r: random.Random) -> TodoOut7:
    """Add two chores a parent set, named in one sentence (Irish)."""
    setup = _setup(r, HOMEWORK + BUY, 1, 3)
    a, b = r.sample(CHORES, 2)
    task = f"mam says i have to {a} and {b} before she's home, stick them both on my list"
    return task, setup, [*_open(setup), (a, False), (b, False)], False, {}


def h49_add_bulleted_shopping(r: random.Random) -> TodoOut7:
    """Add three things to buy given as a bulleted list."""
    setup = _setup(r, HOMEWORK + CHORES + PLANS, 1, 3)
    items = r.sample(BUY, 3)
    task = "add these to my list:\n" + "\n".join(f"- {item}" for item in items)
    return task, setup, [*_open(setup), *((item, False) for item in items)], False, {}


def h49_just_finished_the(r: random.Random) -> TodoOut7:
    """Complete a homework to-do named in the sentence (excited lowercase)."""
    setup, at = _with(r, _setup(r, CHORES + BUY + PLANS, 1, 2), HOMEWORK)
    setup, at2 = _with(r, setup, HOMEWORK)
    at = at + 1 if at2 <= at else at
    task = f"just finished the {setup[at]} 🎉 tick it off"
    return task, setup, _completed(setup, at), False, {}


def h49_complete_by_ordinal(r: random.Random) -> TodoOut7:
    """Complete the to-do at a position given as an ordinal word (Indian English)."""
    setup = _setup(r, ALL, 3, 6)
    at = r.randrange(len(setup))
    task = f"Kindly mark the {_ORDINAL[at]} task in my to-do list as done."
    return task, setup, _completed(setup, at), False, {}


def h49_tick_off_two(r: random.Random) -> TodoOut7:
    """Complete two quoted chores at once."""
    setup = [*r.sample(CHORES, r.randint(2, 4)), *_setup(r, HOMEWORK + BUY, 1, 2)]
    r.shuffle(setup)
    first, second = r.sample([i for i, t in enumerate(setup) if t in CHORES], 2)
    task = f'did "{setup[first]}" and "{setup[second]}" finally 😮‍💨 tick both off'
    return task, setup, _completed(setup, first, second), False, {}


def h49_delete_cancelled_plan(r: random.Random) -> TodoOut7:
    """Delete a quoted plan with friends that got cancelled."""
    setup, at = _with(r, _setup(r, HOMEWORK + CHORES + BUY, 2, 4), PLANS)
    task = f'plans got cancelled, take "{setup[at]}" off my list'
    return task, setup, _deleted(setup, at), False, {}


def h49_delete_by_number(r: random.Random) -> TodoOut7:
    """Delete the to-do at a position given as #N (terse)."""
    setup = _setup(r, ALL, 3, 6)
    at = r.randrange(len(setup))
    return f"delete #{at + 1} from my list pls", setup, _deleted(setup, at), False, {}


def h49_rename_item(r: random.Random) -> TodoOut7:
    """Rename a quoted to-do; it keeps its place and stays open."""
    old, new = r.choice(RENAMES)
    others = [t for t in ALL if t not in (old, new)]
    setup, _ = _with(r, _setup(r, others, 2, 4), [old])
    task = f'rename "{old}" to "{new}" on my list'
    final = [(new if t == old else t, False) for t in setup]
    return task, setup, final, False, {}


def h49_done_then_add(r: random.Random) -> TodoOut7:
    """Complete a quoted to-do, then add a quoted application (Nigerian English)."""
    setup = _setup(r, HOMEWORK + CHORES, 2, 5)
    at = r.randrange(len(setup))
    new = r.choice(APPLY)
    task = f'Please I have finished "{setup[at]}", mark it as done. Then add "{new}" to my list.'
    return task, setup, [*_completed(setup, at), (new, False)], False, {}


def h49_all_done_except(r: random.Random) -> TodoOut7:
    """Complete every to-do but one quoted one (formal)."""
    setup = _setup(r, ALL, 3, 5)
    keep = r.randrange(len(setup))
    task = f'Please mark everything on my list as done except "{setup[keep]}".'
    others = [i for i in range(len(setup)) if i != keep]
    return task, setup, _completed(setup, *others), False, {}


def h49_how_many_items(r: random.Random) -> TodoOut7:
    """Question: how many to-dos there are (Filipino English); nothing may change."""
    setup = _setup(r, ALL, 2, 7)
    task = "how many things are on my to-do list po?"
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


_ON_THE_LIST = itertools.cycle([True, False])
"""Alternates the draws of `h49_yes_no_on_list` between a title on the list and one not."""


def h49_yes_no_on_list(r: random.Random) -> TodoOut7:
    """Question: is a quoted title on the list, yes or no; nothing may change."""
    setup = _setup(r, ALL, 3, 6)
    if next(_ON_THE_LIST):
        title, extra = r.choice(setup), {"contains": ["yes"]}
    else:
        title = r.choice([t for t in ALL if t not in setup])
        extra = {"contains": ["no"], "not_contains": ["yes"]}
    task = f'Is "{title}" there in my to-do list? Just tell yes or no.'
    return task, setup, _open(setup), True, dict(extra)


def h49_whats_number_n(r: random.Random) -> TodoOut7:
    """Question: which to-do is at position #N; nothing may change."""
    setup = _setup(r, ALL, 3, 6)
    at = r.randrange(len(setup))
    return f"whats #{at + 1} on my list", setup, _open(setup), True, {"contains": [setup[at]]}


def h49_whats_on_my_list(r: random.Random) -> TodoOut7:
    """Question: what is on the list; every title named, nothing changed."""
    setup = _setup(r, ALL, 2, 5)
    return "what's on my to-do list rn?", setup, _open(setup), True, {"contains": list(setup)}


def h49_scrap_and_add(r: random.Random) -> TodoOut7:
    """Delete a quoted plan and add another quoted plan at the end."""
    setup, at = _with(r, _setup(r, HOMEWORK + CHORES, 1, 3), PLANS)
    new = r.choice([t for t in PLANS if t not in setup])
    task = f'scrap "{setup[at]}" from my list and add "{new}"'
    return task, setup, [*_deleted(setup, at), (new, False)], False, {}


TODO: list[TodoTemplate] = [
    h49_add_one_quoted,
    h49_add_chores_mam_set,
    h49_add_bulleted_shopping,
    h49_just_finished_the,
    h49_complete_by_ordinal,
    h49_tick_off_two,
    h49_delete_cancelled_plan,
    h49_delete_by_number,
    h49_rename_item,
    h49_done_then_add,
    h49_all_done_except,
    h49_how_many_items,
    h49_yes_no_on_list,
    h49_whats_number_n,
    h49_whats_on_my_list,
    h49_scrap_and_add,
]

HEADER = """\
# {name}: everyday calculator and to-do requests of teens and young adults, held out.
# Written blind on 2026-11-29 by evals/gen_everyday_heldout_49.py (seed {seed}), before any
# tuning against it, by a helper session (branch h49) that read none of the planner's, the
# agent's or the tools' code or tests, nor the other sets' YAML (beyond set 7's first lines) or
# templates. {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each,
# {draws} seeded draws. Expected numbers are computed in plain Python with exact fractions and
# checked against an independent float expression; a request that asks for rounding has half
# the rounding unit as tolerance. Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set beside this file."""
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
