"""Write the everyday held-out set 10: work, trade, travel and school requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper session (branch h10) that did
not read the planner: none of its code or rules, none of the calculator or to-do tools' code or
tests, none of the other everyday sets' YAML nor the templates of the other generators. It read
only the dataset format (docs/evals.md, the loader and the judges) and the helper functions of
the generators of sets 4 and 7 (money, number words, the case builders, `write_set`), which it
imports as set 8's generator does. Every template is a phrasing family of its own (24 arithmetic,
16 to-do), drawn three times with other seeded random values: invoices and VAT or sales tax,
hourly pay and overtime, markups and discounts, costs split on a trip, fuel and distance, exam
marks and averages, conversions whose factor or rate is given in the request (miles, pounds,
euros, yen), stock that remains; to-do titles are work, school and travel chores written here.
Voices: terse and formal ("Compute ...", "Please mark ..."), Slack-style lowercase, students,
people abroad. Expected numbers are exact fractions checked against an independent float
expression; to-do cases judge the list's end state, and questions must change nothing.

    python evals/gen_everyday_heldout_10.py   # rewrites evals/everyday-heldout-10.yaml
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

from gen_everyday_heldout_4 import _cents, _listing, _money, _tol
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
    by_task_and_setup,
    check_titles,
    write_set,
)

SEED = 20261127_10
NAME = "everyday-heldout-10"


CENT = 0.01
"""Tolerance of an answer in money: a right answer rounded to the cent is within it."""


def _dec(text: str) -> Fraction:
    return Fraction(text)


def _strs(values: list[int]) -> list[str]:
    return [str(v) for v in values]


# --------------------------------------------------------------------------- arithmetic


def _h10_invoice_total_with_vat(r: random.Random) -> ArithOut7:
    net, vat = r.randrange(120, 4800), r.choice([19, 20, 21, 10])
    task = f"Compute the invoice total: net amount €{net:,}, VAT at {vat}%."
    return task, Fraction(net) * (100 + vat) / 100, f"{net}*(1+{vat}/100)", CENT, {}


def _h10_vat_amount_in_pounds(r: random.Random) -> ArithOut7:
    net, rate = r.randrange(4000, 250000, 5), r.choice([20, 5])
    task = f"Please calculate the VAT at {rate}% on a net amount of {_pounds(net)}."
    return task, _cents(net) * rate / 100, f"{net}/100*{rate}/100", CENT, {}


def _h10_net_from_gross(r: random.Random) -> ArithOut7:
    net, rate = r.randrange(40, 900), r.choice([20, 10, 25])
    gross = net * (100 + rate)  # in cents
    task = (
        f"A supplier's invoice says {_euros(gross)} including {rate}% VAT. "
        "What is the amount before VAT?"
    )
    return task, Fraction(net), f"{gross}/100/(1+{rate}/100)", CENT, {}


def _h10_sales_tax_quick_q(r: random.Random) -> ArithOut7:
    price, rate = r.randrange(1000, 60000), r.choice(["6", "7", "8.25", "8.875", "9.5"])
    task = f"quick q - what's {_money(price)} plus {rate}% sales tax?"
    value = _cents(price) * (1 + _dec(rate) / 100)
    return task, value, f"{price}/100*(1+{rate}/100)", CENT, {}


def _h10_campus_job_pay(r: random.Random) -> ArithOut7:
    rate, hours = r.choice(["12.50", "13.75", "15", "16.25"]), r.randrange(6, 25)
    task = (
        f"i work at the campus café for ${rate} an hour. worked {hours} hours this week, "
        "how much do i make?"
    )
    value = _dec(rate) * hours
    return task, value, f"{rate}*{hours}", _tol(value), {}


def _h10_overtime_time_and_a_half(r: random.Random) -> ArithOut7:
    rate, overtime = r.randrange(18, 46), r.randrange(2, 13)
    task = (
        f"Compute gross weekly pay: base rate ${rate}/hour, 40 regular hours, plus {overtime} "
        "overtime hours paid at time and a half."
    )
    value = Fraction(40 * rate) + Fraction(overtime * rate * 3, 2)
    return task, value, f"40*{rate}+{overtime}*{rate}*1.5", _tol(value), {}


def _h10_markup_selling_price(r: random.Random) -> ArithOut7:
    item = r.choice(["ceramic mug", "notebook", "phone case", "tote bag"])
    cost, markup = r.randrange(150, 2500), r.choice([25, 30, 40, 50, 60])
    task = (
        f"Our cost price for a {item} is {_money(cost)}. We apply a {markup}% markup. "
        "What should the selling price be?"
    )
    value = _cents(cost) * (100 + markup) / 100
    return task, value, f"{cost}/100*(1+{markup}/100)", CENT, {}


def _h10_terse_discount(r: random.Random) -> ArithOut7:
    price, off = r.randrange(89, 1500), r.choice([10, 15, 20, 25, 30, 35])
    task = f"Compute the price of a ${price:,} office chair after a {off}% discount."
    value = Fraction(price) * (100 - off) / 100
    return task, value, f"{price}*(1-{off}/100)", CENT, {}


def _h10_discount_then_sales_tax(r: random.Random) -> ArithOut7:
    price, off, tax = r.randrange(40, 400), r.choice([10, 20, 25, 30]), r.choice([6, 7, 8])
    task = (
        f"A ${price} jacket is {off}% off, and then {tax}% sales tax is added to the sale "
        "price. What do I pay at the register?"
    )
    value = Fraction(price) * (100 - off) / 100 * (100 + tax) / 100
    return task, value, f"{price}*(1-{off}/100)*(1+{tax}/100)", CENT, {}


def _h10_trip_costs_split_slack(r: random.Random) -> ArithOut7:
    flat, car, fuel = r.randrange(300, 1800), r.randrange(90, 400), r.randrange(40, 160)
    people = r.randrange(3, 7)
    task = (
        f"airbnb was €{flat}, rental car €{car}, fuel €{fuel}. split {people} ways, "
        "what's each person's share?"
    )
    value = Fraction(flat + car + fuel, people)
    return task, value, f"({flat}+{car}+{fuel})/{people}", CENT, {}


def _h10_fuel_cost_per_100_km(r: random.Random) -> ArithOut7:
    km = r.randrange(150, 900, 10)
    use, price = r.choice(["5.5", "6", "6.8", "7.2", "8"]), r.choice(["1.65", "1.72", "1.79"])
    task = (
        f"We're driving {km} km. The car uses {use} L per 100 km and fuel is €{price} a "
        "litre. What will the fuel cost?"
    )
    value = Fraction(km) * _dec(use) / 100 * _dec(price)
    return task, value, f"{km}*{use}/100*{price}", CENT, {}


def _h10_miles_per_gallon(r: random.Random) -> ArithOut7:
    gallons, mpg = r.choice(["8", "10", "12", "12.5", "14"]), r.randrange(22, 41)
    miles = _dec(gallons) * mpg
    task = f"drove {_typed(miles)} miles on {gallons} gallons. what's my mpg?"
    return task, Fraction(mpg), f"{_typed(miles)}/{gallons}", None, {}


def _h10_exam_marks_average(r: random.Random) -> ArithOut7:
    marks = [r.randrange(50, 99) for _ in range(r.choice([4, 5]))]
    task = f"my exam marks this term were {_listing(_strs(marks))}. what's my average?"
    value = Fraction(sum(marks), len(marks))
    check = f"({'+'.join(_strs(marks))})/{len(marks)}"
    return task, value, check, _tol(value), {}


def _h10_weighted_final_mark(r: random.Random) -> ArithOut7:
    weight = r.choice([25, 30, 40])
    coursework, exam = r.randrange(50, 96), r.randrange(45, 96)
    task = (
        f"The coursework is worth {weight}% of the final grade and the exam the other "
        f"{100 - weight}%. I got {coursework} in the coursework and {exam} in the exam. "
        "What is my final mark?"
    )
    value = Fraction(weight * coursework + (100 - weight) * exam, 100)
    check = f"{weight}/100*{coursework}+{100 - weight}/100*{exam}"
    return task, value, check, _tol(value), {}


def _h10_score_as_percentage(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 40, 50, 80])
    score = r.randrange(total // 2, total)
    task = f"Please compute my score as a percentage: {score} out of {total}."
    value = Fraction(score * 100, total)
    return task, value, f"{score}/{total}*100", _tol(value), {}


def _h10_mark_needed_on_last_exam(r: random.Random) -> ArithOut7:
    while True:
        target = r.choice([60, 65, 70, 75, 80])
        marks = [r.randrange(55, 95) for _ in range(3)]
        needed = 4 * target - sum(marks)
        if 40 <= needed <= 100:
            break
    task = (
        f"I need an average of {target} across 4 exams. I've scored {_listing(_strs(marks))} "
        "so far. What do I need on the last one?"
    )
    return task, Fraction(needed), f"4*{target}-({'+'.join(_strs(marks))})", None, {}


def _h10_yen_to_dollars(r: random.Random) -> ArithOut7:
    yen, rate = r.randrange(800, 12000, 10), r.choice(["145", "148.5", "150", "152"])
    task = (
        f"I'm in Osaka and dinner was ¥{yen:,}. The rate is 1 USD = {rate} JPY. "
        "How much is that in dollars?"
    )
    return task, Fraction(yen) / _dec(rate), f"{yen}/{rate}", CENT, {}


def _h10_hotel_euros_to_dollars(r: random.Random) -> ArithOut7:
    night, nights = r.randrange(70, 260), r.randrange(2, 8)
    rate = r.choice(["1.08", "1.1", "1.12", "1.15"])
    task = (
        f"The hotel in Lisbon is €{night} a night for {nights} nights. If 1 EUR = {rate} USD, "
        "what's the total in dollars?"
    )
    value = Fraction(night * nights) * _dec(rate)
    return task, value, f"{night}*{nights}*{rate}", CENT, {}


def _h10_miles_to_km_given(r: random.Random) -> ArithOut7:
    miles = r.randrange(12, 480)
    task = f"Convert {miles} miles to kilometres, using 1 mile = 1.609 km."
    value = Fraction(miles) * _dec("1.609")
    return task, value, f"{miles}*1.609", _tol(value), {}


def _h10_suitcase_pounds_to_kg(r: random.Random) -> ArithOut7:
    pounds = r.randrange(25, 71)
    task = (
        f"my suitcase weighs {pounds} lb and the airline's limit is in kg. if 1 lb is 0.45 kg, "
        "how many kg is my bag?"
    )
    value = Fraction(pounds) * _dec("0.45")
    return task, value, f"{pounds}*0.45", _tol(value), {}


def _h10_printer_paper_remaining(r: random.Random) -> ArithOut7:
    start = r.randrange(30, 90)
    marketing, accounts = r.randrange(4, start // 3), r.randrange(3, start // 3)
    task = (
        f"We started the month with {start} boxes of printer paper. Marketing used "
        f"{marketing} and accounts used {accounts}. How many boxes remain?"
    )
    return task, Fraction(start - marketing - accounts), f"{start}-{marketing}-{accounts}", None, {}


def _h10_invoice_hours_plus_travel(r: random.Random) -> ArithOut7:
    hours, rate = r.choice(["3", "4.5", "6", "7.5", "12"]), r.choice([65, 75, 85, 90, 120])
    travel = r.randrange(25, 180)
    task = (
        f"Please compute the invoice: {hours} hours of consulting at ${rate}/hour plus "
        f"${travel} travel expenses."
    )
    value = _dec(hours) * rate + travel
    return task, value, f"{hours}*{rate}+{travel}", _tol(value), {}


def _h10_profit_on_hoodies(r: random.Random) -> ArithOut7:
    while True:
        sold, price = r.randrange(40, 400), r.choice([28, 32, 35, 40, 45])
        costs = r.randrange(600, 9000, 50)
        if sold * price > costs:
            break
    task = (
        f"Our club sold {sold} hoodies at ${price} each. Total costs were ${costs:,}. "
        "What's our profit?"
    )
    return task, Fraction(sold * price - costs), f"{sold}*{price}-{costs}", None, {}


def _h10_sales_rise_in_percent(r: random.Random) -> ArithOut7:
    before, rise = r.randrange(40, 200) * 100, r.randrange(3, 41)
    after = before * (100 + rise) // 100
    task = (
        f"Sales went from ${before:,} in March to ${after:,} in April. By what percent did "
        "they increase?"
    )
    return task, Fraction(rise), f"({after}-{before})/{before}*100", None, {}


ARITHMETIC: list[ArithTemplate] = [
    _h10_invoice_total_with_vat,
    _h10_vat_amount_in_pounds,
    _h10_net_from_gross,
    _h10_sales_tax_quick_q,
    _h10_campus_job_pay,
    _h10_overtime_time_and_a_half,
    _h10_markup_selling_price,
    _h10_terse_discount,
    _h10_discount_then_sales_tax,
    _h10_trip_costs_split_slack,
    _h10_fuel_cost_per_100_km,
    _h10_miles_per_gallon,
    _h10_exam_marks_average,
    _h10_weighted_final_mark,
    _h10_score_as_percentage,
    _h10_mark_needed_on_last_exam,
    _h10_yen_to_dollars,
    _h10_hotel_euros_to_dollars,
    _h10_miles_to_km_given,
    _h10_suitcase_pounds_to_kg,
    _h10_printer_paper_remaining,
    _h10_invoice_hours_plus_travel,
    _h10_profit_on_hoodies,
    _h10_sales_rise_in_percent,
]

# --------------------------------------------------------------------------- to-do

TITLES = [
    "send the invoice to Hartley Ltd",
    "file the quarterly VAT return",
    "book the train to Lyon",
    "renew my passport",
    "print the lecture notes",
    "submit the history essay",
    "email the supplier about the delay",
    "update the price list",
    "order more receipt paper",
    "pay the accountant",
    "back up the laptop",
    "review the contract draft",
    "buy a travel adapter",
    "reply to the landlord",
    "prepare the slides for Monday",
    "return the library books",
    "chase the unpaid invoice",
    "check in for the flight",
    "study for the chemistry exam",
    "schedule the team meeting",
    "photocopy the handouts",
    "clean the office fridge",
]


def _pick(r: random.Random, low: int, high: int, avoid: list[str] | None = None) -> list[str]:
    pool = [t for t in TITLES if t not in (avoid or [])]
    return r.sample(pool, r.randrange(low, high + 1))


def _adding(r: random.Random, count: int) -> tuple[list[str], list[str]]:
    setup = _pick(r, 0, 3)
    return setup, _pick(r, count, count, avoid=setup)


def _one_of(r: random.Random, low: int = 2, high: int = 5) -> tuple[list[str], int]:
    setup = _pick(r, low, high)
    return setup, r.randrange(len(setup))


def _added(setup: list[str], new: list[str]) -> list[tuple[str, bool]]:
    return _open(setup + new)


def _h10_please_add_quoted(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 1)
    return f"Please add '{new[0]}' to my to-do list.", setup, _added(setup, new), False, {}


def _h10_slack_can_u_add(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 1)
    return f"can u add {new[0].lower()} to my todos pls", setup, _added(setup, new), False, {}


def _h10_add_two_joined_by_and(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 2)
    return f"Add {new[0]} and {new[1]} to my list.", setup, _added(setup, new), False, {}


def _h10_add_three_after_colon_semicolons(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, 3)
    task = f"To-do list, please add: {new[0]}; {new[1]}; {new[2]}"
    return task, setup, _added(setup, new), False, {}


def _h10_please_mark_quoted_done(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    return f"Please mark '{setup[i]}' as done.", setup, _completed(setup, i), False, {}


def _h10_just_did_tick_it_off(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    task = f"just did this one: {setup[i].lower()}. tick it off pls"
    return task, setup, _completed(setup, i), False, {}


def _h10_mark_task_number_complete(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, 3, 6)
    return f"Mark task {i + 1} as complete.", setup, _completed(setup, i), False, {}


def _h10_delete_quoted_cancelled(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r)
    task = f"Please delete '{setup[i]}' from my to-do list; it is no longer needed."
    return task, setup, _deleted(setup, i), False, {}


def _h10_remove_item_hash_number(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, 3, 6)
    return f"remove item #{i + 1} from my todo list", setup, _deleted(setup, i), False, {}


def _h10_how_many_tasks_still(r: random.Random) -> TodoOut7:
    setup = _pick(r, 1, 7)
    task = "How many tasks do I still have on my to-do list?"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


_ON_THE_LIST = itertools.cycle([True, False, True])


def _h10_is_quoted_on_my_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    extra: dict[str, object]
    if next(_ON_THE_LIST):
        asked, extra = r.choice(setup), {"contains": ["yes"]}
    else:
        asked = _pick(r, 1, 1, avoid=setup)[0]
        extra = {"not_contains": ["yes"]}
    return f"Is '{asked}' on my to-do list?", setup, _open(setup), True, extra


def _h10_whats_on_my_list_today(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    task = "what's on my to-do list today?"
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h10_first_task_on_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, 3, 5)
    extra: dict[str, object] = {"contains": [setup[0]], "not_contains": setup[1:]}
    return "What's the first task on my list?", setup, _open(setup), True, extra


def _h10_project_shipped_mark_all(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 5)
    task = "The project has shipped. Please mark everything on my to-do list as done."
    return task, setup, [(t, True) for t in setup], False, {}


def _h10_semester_over_delete_all(r: random.Random) -> TodoOut7:
    setup = _pick(r, 2, 6)
    return "Semester's over. Delete everything on my to-do list.", setup, [], False, {}


def _h10_dont_add_yet_how_many(r: random.Random) -> TodoOut7:
    setup = _pick(r, 1, 6)
    maybe = _pick(r, 1, 1, avoid=setup)[0]
    task = (
        f"I might need to {maybe} later, but don't add it yet. How many tasks are on my "
        "list right now?"
    )
    return task, setup, _open(setup), True, {"numeric": len(setup)}


TODO: list[TodoTemplate] = [
    _h10_please_add_quoted,
    _h10_slack_can_u_add,
    _h10_add_two_joined_by_and,
    _h10_add_three_after_colon_semicolons,
    _h10_please_mark_quoted_done,
    _h10_just_did_tick_it_off,
    _h10_mark_task_number_complete,
    _h10_delete_quoted_cancelled,
    _h10_remove_item_hash_number,
    _h10_how_many_tasks_still,
    _h10_is_quoted_on_my_list,
    _h10_whats_on_my_list_today,
    _h10_first_task_on_list,
    _h10_project_shipped_mark_all,
    _h10_semester_over_delete_all,
    _h10_dont_add_yet_how_many,
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests about work, trade, travel and school, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_10.py (seed {seed}), before any
# tuning against it, by a helper session (branch h10) that read none of the planner's, the
# tools' or the school's code or tests, nor the other everyday sets' YAML or templates.
# {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded
# draws. Expected numbers are computed in plain Python with exact fractions and checked against
# an independent float expression. Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do.

    A title cannot blur a judged number either: none holds another, "and", a comma, a semicolon,
    a quote or a digit.
    """
    check_titles(TITLES, r"\band\b|[,;'\d]", fold_case=True)
    # a task may repeat over other setups ("delete everything" has one wording)
    key = by_task_and_setup
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16), key=key))


if __name__ == "__main__":
    main()
