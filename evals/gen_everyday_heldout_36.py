# ruff: noqa: D103
"""Blind held-out set 36: a new user's first hour with a calculator and a to-do list.

Theme: the first hour of someone who has just been given an assistant with a calculator and a
to-do list, trying it on what they actually need that day: money at the shop and at the bank,
cooking, travel, time at work, school marks, health, and a first to-do list.

Voices: people who speak English as a second or third language and use it every day, in India,
Nigeria, the Philippines, Germany, Brazil, Poland and Kenya, from students to shopkeepers to
retirees. Natural non-native phrasings (not caricatures), local currencies as they write them
(Rs, ₹, NGN, ₦, PHP, ₱, €, R$, zł, KSh), a decimal comma now and then, lakh, metric units.

Written blind by branch h36. Read: docs/evals.md (only "## The dataset" and "## Side effects"),
src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full, the helpers `_money`,
`_listing` and `_tol` of evals/gen_everyday_heldout_4.py, and of evals/gen_everyday_heldout_7.py
only `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`,
`_euros`, `_open`, `_plain`, `_pounds`, `check_titles`, `write_set` (found with grep -n), and the
first 30 lines of evals/everyday-heldout-7.yaml.

Slips: printing the lines of `_money`.. `_tol` in gen_everyday_heldout_4.py (lines 80-110) also
showed its `_cents` and `_ordinal` helpers and the first lines of `_h4_percent_of`; the grep -n
for line ranges listed the names (not the bodies) of every top-level definition of
gen_everyday_heldout_7.py; `ls evals` showed the file names of the other sets; a grep of
docs/evals.md for "## " showed its section headings; a traceback of a first run showed one
line each of gen_everyday_heldout_7.py's `build_set` and `draw`. Nothing else.

Every expected number is exact (Fraction) and cross-checked against an independent float
expression; each family rotates over three genuinely different wordings (who says it, how).

Arithmetic families (24):
    h36_gst_on_top: an Indian shop bill with GST added on top.
    h36_split_bill_equally: a Nigerian group splitting a bill in naira.
    h36_sale_discount: a Filipino shopper's percent-off price in pesos.
    h36_euros_to_reais: a Brazilian changing euros to reais at a given rate.
    h36_scale_recipe: a Polish cook scaling a recipe to more people (grams or kilograms).
    h36_fahrenheit_oven: an American oven temperature in Celsius.
    h36_fuel_for_trip: petrol cost of a trip (km per litre in India, litres per 100 km elsewhere).
    h36_travel_minutes: minutes for a distance at an average speed.
    h36_bmi: body mass index from kilograms and centimetres or metres, two decimals.
    h36_simple_interest: simple interest (or the total) on a Kenyan deposit.
    h36_pay_for_hours: a Polish hourly wage over a month's days.
    h36_average_marks: a student's average of four or five marks.
    h36_percent_marks: marks out of a total as a percentage.
    h36_age_on_birthday: a retiree's age at the birthday in a given year.
    h36_change_from_note: a shopkeeper's change for two kinds of item.
    h36_profit_percent: a Nigerian trader's profit as a percent of cost.
    h36_price_per_kilo: price per kilogram from a pack's weight and price.
    h36_shift_length: working time of a shift, in minutes or whole hours.
    h36_syrup_dose: millilitres of a syrup for a prescribed milligram dose.
    h36_emi_after_down_payment: equal monthly instalments after a down payment (with lakh).
    h36_water_bottles: how many bottles of water for some days.
    h36_transfer_fee: a money transfer's percent-plus-fixed fee in euros.
    h36_net_from_gross: a German price without the VAT (MwSt) included in it.
    h36_rent_increase: a rent rise as a percent.

To-do families (16):
    h36_add_one: add one to-do (quoted, "remind me to", "put ... on my list").
    h36_add_two: add two to-dos in one message.
    h36_add_three: add three to-dos, as a bulleted list or a sentence.
    h36_done_by_number: complete a to-do by its number.
    h36_done_said_in_past: complete a to-do the user says they already did.
    h36_done_two_by_title: complete two to-dos named by title.
    h36_delete_by_number: delete a to-do by its number or its position word.
    h36_delete_by_title: delete a to-do by title or by a word of it.
    h36_whats_on_list: list the to-dos (a question: nothing changes).
    h36_how_many_left: count the to-dos (a question).
    h36_is_it_on_list: whether something is on the list (a question; on it or not, alternately).
    h36_rename_item: change a to-do's text, by title or number.
    h36_clear_everything: delete every to-do.
    h36_done_then_clear_finished: complete two, then remove the finished ones.
    h36_add_and_tick_off: add one to-do and complete another in one message.
    h36_which_is_number: read out the to-do at a number (a question).
"""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import yaml
from gen_everyday_heldout_4 import _listing, _money, _tol
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
    check_titles,
    write_set,
)

SEED = 20261128_36
NAME = "everyday-heldout-36"
HERE = Path(__file__).resolve().parent

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_36.py (seed {seed}), before any
# tuning against it, by a helper session (branch h36) that read none of the planner's, the
# tools' or the agent's code or tests, nor any other everyday set's templates or cases (only
# set 7's shared helpers and the first 30 lines of its YAML, for the shape).
# Theme: a new user's first hour; voices: people using English as a second or third language
# (India, Nigeria, the Philippines, Germany, Brazil, Poland, Kenya).
# {families} template families ({arith} arithmetic, {todo} to-do), three wordings each rotated
# over {draws} seeded draws. Expected numbers are exact fractions checked against an independent
# float expression. Do not tune against it: regenerate, do not edit.
"""

# --------------------------------------------------------------------------- helpers

_TURNS: defaultdict[str, Iterator[int]] = defaultdict(itertools.count)
WORDING: dict[tuple[str, str], int] = {}
"""(family, task) -> which wording it used, to check each family's draws use two or more."""


def _turn(family: str, count: int = 3) -> int:
    """The next wording of `family`, in rotation."""
    return next(_TURNS[family]) % count


def _said(family: str, wording: int, task: str) -> str:
    WORDING[(family, task)] = wording
    return task


_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINALS = "_ first second third fourth fifth sixth seventh".split()


def _words(n: int) -> str:
    """A whole number below ten thousand in words, as people write it out."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" {_words(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    return f"{_words(thousands)} thousand" + (f" {_words(rest)}" if rest else "")


def _arith(family: str, wording: int, task: str, value: Fraction, expr: str) -> ArithOut7:
    """The draw, after checking the exact answer against the float expression."""
    approx = float(eval(expr, {"__builtins__": {}}))  # our own literal arithmetic
    assert abs(approx - float(value)) <= 1e-9 * max(1.0, abs(float(value))), (task, value, expr)
    return _said(family, wording, task), value, expr, _tol(value), {}


def _num(value: Fraction) -> str:
    """A terminating fraction as a person types it (`_plain` of its exact decimal)."""
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _naira(n: int) -> str:
    return _money(n * 100).replace("$", "₦")


def _pesos(cents: int) -> str:
    return _money(cents).replace("$", "₱")


def _rupees(n: int) -> str:
    return _money(n * 100).replace("$", "₹")


def _comma(value: Fraction) -> str:
    """A decimal written with a decimal comma and two places, as in Poland or Brazil."""
    return f"{float(value):.2f}".replace(".", ",")


# --------------------------------------------------------------------------- arithmetic


def h36_gst_on_top(r: random.Random) -> ArithOut7:
    w = _turn("gst")
    price, gst = r.randrange(450, 9000, 10), r.choice([5, 12, 18, 28])
    value = Fraction(price * (100 + gst), 100)
    task = [
        f"Sir one small doubt. Item price is Rs {price:,} and GST is {gst}% extra. "
        "What is the final amount the customer has to pay?",
        f"{_rupees(price)} + {gst}% GST = how much total?",
        f"I am making the bill for a mixer grinder, base price {price:,} rupees, and GST of "
        f"{gst} percent is to be added on top. Kindly tell me the total including GST.",
    ][w]
    return _arith("gst", w, task, value, f"{price} + {price} * {gst} / 100")


def h36_split_bill_equally(r: random.Random) -> ArithOut7:
    w = _turn("split")
    people, each = r.randrange(3, 10), r.randrange(2500, 15000, 50)
    total = people * each
    task = [
        f"We are {_words(people)} friends that went out for suya and drinks, and the bill came "
        f"to {_naira(total)}. If we share it equally, how much is each person paying?",
        f"abeg how much per person: NGN {total:,} divided among {people} people",
        f"The bill for my sister's birthday lunch is {total:,} naira. {people} of us are "
        "contributing the same amount. How much does each person bring?",
    ][w]
    return _arith("split", w, task, Fraction(total, people), f"{total} / {people}")


def h36_sale_discount(r: random.Random) -> ArithOut7:
    w = _turn("sale")
    price, off = r.randrange(450, 6000, 10), r.choice([10, 15, 20, 25, 30, 40, 50])
    value = Fraction(price * (100 - off), 100)
    task = [
        f"Hello po! The shoes I like are {_pesos(price * 100)} but there is a {off}% off sale "
        "at the mall. How much will I pay?",
        f"PHP {price:,} less {off} percent discount, how much",
        f"My tita wants the rice cooker that costs {price:,} pesos. It is {off}% off now. What "
        "is the price after the discount?",
    ][w]
    return _arith("sale", w, task, value, f"{price} - {price} * {off} / 100")


def h36_euros_to_reais(r: random.Random) -> ArithOut7:
    w = _turn("reais")
    euros = r.choice([50, 80, 120, 150, 200, 250, 300, 400, 500, 600])
    rate = Fraction(r.randrange(541, 649), 100)
    task = [
        f"I'm travelling from São Paulo to Lisbon and I need {euros} euros. Today 1 euro = "
        f"R$ {_num(rate)}. How many reais do I need to buy?",
        f"convert €{euros} to reais, rate is {_num(rate)} reais per euro",
        f"My cousin in Portugal is sending me {euros} euros, the exchange today is "
        f"R$ {_comma(rate)} for one euro. How much is that in reais?",
    ][w]
    expr = f"{euros} * {rate.numerator} / {rate.denominator}"
    return _arith("reais", w, task, euros * rate, expr)


def h36_scale_recipe(r: random.Random) -> ArithOut7:
    w = _turn("recipe")
    base = r.choice([2, 4, 5])
    target = r.choice([n for n in (3, 6, 8, 10, 12, 15) if n != base])
    grams = r.choice([300, 400, 450, 500, 600, 750, 900, 1200])
    value = Fraction(grams * target, base)
    if w == 0:
        task = (
            f"My grandmother's pierogi recipe is for {base} people and uses {grams} g of flour. "
            f"On Sunday I cook for {target} people. How many grams of flour do I need?"
        )
        return _arith("recipe", w, task, value, f"{grams} / {base} * {target}")
    if w == 1:
        task = f"recipe: {base} persons -> {grams} g potatoes. for {target} persons how many grams?"
        return _arith("recipe", w, task, value, f"{grams} / {base} * {target}")
    kilos = _num(Fraction(grams, 1000))
    task = (
        f"Dzień dobry! I make bigos for {_words(target)} people, but the recipe I have is for "
        f"{_words(base)} and says {kilos} kg of cabbage. How many kilograms of cabbage should "
        "I buy?"
    )
    return _arith("recipe", w, task, value / 1000, f"{grams} * {target} / {base} / 1000")


def h36_fahrenheit_oven(r: random.Random) -> ArithOut7:
    w = _turn("oven")
    celsius = r.randrange(140, 240, 5)
    fahrenheit = celsius * 9 // 5 + 32
    task = [
        f"My friend sent me a cake recipe from America, it says bake at {fahrenheit} °F. Our "
        "oven here in Germany shows only Celsius. What temperature in Celsius should I put?",
        f"{fahrenheit} F in celsius?",
        f"The YouTube video says to preheat the oven to {fahrenheit} degrees Fahrenheit. How "
        "much is that in degrees Celsius?",
    ][w]
    return _arith("oven", w, task, Fraction(celsius), f"({fahrenheit} - 32) * 5 / 9")


def h36_fuel_for_trip(r: random.Random) -> ArithOut7:
    w = _turn("fuel")
    if w == 0:
        mileage = r.choice([12, 14, 15, 16, 18, 20])
        km, price = mileage * r.randrange(8, 30), r.randrange(94, 110)
        task = (
            f"We are driving to my native place for the holidays, {km} km one way. My car gives "
            f"{mileage} km per litre and petrol is ₹{price} per litre. How much will the petrol "
            "cost for one way?"
        )
        return _arith("fuel", w, task, Fraction(km * price, mileage), f"{km} / {mileage} * {price}")
    tenths = r.choice([50, 55, 60, 65, 70, 75, 80, 90])
    km = r.choice([120, 180, 240, 300, 350, 420, 480, 560])
    per_litre = Fraction(tenths, 10)
    if w == 1:
        price = r.randrange(175, 215)
        task = (
            f"Going upcountry from Nairobi is about {km} km. My car uses {_num(per_litre)} "
            f"litres per 100 km and petrol is KSh {price} per litre. How many shillings for fuel "
            "one way?"
        )
    else:
        price = r.randrange(560, 680)
        price_text = f"R$ {_comma(Fraction(price, 100))}"
        task = (
            f"trip of {km} km, car consumption {_num(per_litre)} l/100km, fuel {price_text} "
            "per litre -> total fuel cost?"
        )
        value = Fraction(km * tenths * price, 10 * 100 * 100)
        return _arith("fuel", w, task, value, f"{km} * {tenths / 10} / 100 * {price / 100}")
    value = Fraction(km * tenths * price, 10 * 100)
    return _arith("fuel", w, task, value, f"{km} * {tenths / 10} / 100 * {price}")


def h36_travel_minutes(r: random.Random) -> ArithOut7:
    w = _turn("travel")
    while True:
        speed, minutes = r.choice([40, 45, 50, 60, 72, 75, 80, 90]), r.randrange(35, 300, 5)
        if speed * minutes % 60 == 0:
            break
    km = speed * minutes // 60
    task = [
        f"The bus to my village goes at an average of {speed} km per hour and the distance is "
        f"{km} km. How many minutes is the journey?",
        f"{km} km at {speed} km/h, how long in minutes?",
        f"Please help, I have to be at the airport on time. It is {km} kilometres away and "
        f"with the traffic we will go {speed} km/h on average. How many minutes do I need for "
        "the drive?",
    ][w]
    return _arith("travel", w, task, Fraction(minutes), f"{km} / {speed} * 60")


def h36_bmi(r: random.Random) -> ArithOut7:
    w = _turn("bmi")
    kg, cm = r.randrange(48, 110), r.randrange(150, 195)
    value = Fraction(kg * 10000, cm * cm)
    metres = _num(Fraction(cm, 100))
    task = [
        f"The nurse said I should know my BMI. I weigh {kg} kg and my height is {cm} cm. What "
        "is my BMI? Two decimal places please.",
        f"bmi for {kg}kg and {metres}m height (2 decimals)",
        f"My father is {r.randrange(60, 80)} years old, weight {kg} kilos, height {metres} "
        "metre. Can you calculate his body mass index, rounded to 2 decimals?",
    ][w]
    return _arith("bmi", w, task, value, f"{kg} / ({cm} / 100) ** 2")


def h36_simple_interest(r: random.Random) -> ArithOut7:
    w = _turn("interest")
    principal = r.choice([20000, 25000, 40000, 50000, 75000, 100000, 150000])
    rate, years = r.choice([6, 7, 8, 9, 10, 11, 12]), r.randrange(2, 6)
    interest = Fraction(principal * rate * years, 100)
    if w == 2:
        task = (
            f"If my mother puts Ksh {principal:,} in the bank at {rate} percent simple interest "
            f"per year, how much money will she have in total after {_words(years)} years?"
        )
        expr = f"{principal} * (1 + {rate} / 100 * {years})"
        return _arith("interest", w, task, principal + interest, expr)
    task = [
        f"I want to put KSh {principal:,} in the SACCO fixed deposit. They give {rate}% per "
        f"year simple interest. After {years} years, how much interest will I get?",
        f"simple interest: principal {principal:,} shillings, {rate}% p.a., {years} years. "
        "interest = ?",
    ][w]
    return _arith("interest", w, task, interest, f"{principal} * {rate} / 100 * {years}")


def h36_pay_for_hours(r: random.Random) -> ArithOut7:
    w = _turn("wage")
    rate = Fraction(r.randrange(2850, 6000, 50), 100)
    per_day, days = r.choice([6, 8, 10]), r.randrange(12, 23)
    value = rate * per_day * days
    expr = f"{float(rate)} * {per_day} * {days}"
    task = [
        f"I work in a warehouse in Poznań for {_num(rate)} zł per hour, {per_day} hours every "
        f"day. This month I worked {days} days. How much do I earn before tax?",
        f"hourly rate {_comma(rate)} zł, {per_day * days} hours total this month, what is my pay?",
        f"My daughter has a summer job, {_num(rate)} zł an hour. She did {days} days of "
        f"{per_day} hours. How much money did she make?",
    ][w]
    return _arith("wage", w, task, value, expr)


_SUBJECTS = ["Maths", "English", "Science", "Social Studies", "Hindi"]


def h36_average_marks(r: random.Random) -> ArithOut7:
    w = _turn("average")
    marks = [r.randrange(41, 100) for _ in range(r.choice([4, 5]))]
    value = Fraction(sum(marks), len(marks))
    expr = "(" + " + ".join(map(str, marks)) + f") / {len(marks)}"
    if w == 0:
        parts = [f"{s} {m}" for s, m in zip(_SUBJECTS, marks, strict=False)]
        task = f"My marks this term: {', '.join(parts)}. What is my average?"
    elif w == 1:
        task = f"average of {_listing([str(m) for m in marks])}"
    else:
        task = (
            "Our teacher asked us to find our average mark. I got "
            f"{_listing([str(m) for m in marks])} in the {_words(len(marks))} tests. What is my "
            "average?"
        )
    return _arith("average", w, task, value, expr)


def h36_percent_marks(r: random.Random) -> ArithOut7:
    w = _turn("percent")
    total = r.choice([400, 500, 800, 1000])
    got = r.randrange(total * 45 // 100, total)
    task = [
        f"Results came out! I scored {got} out of {total} in my board exams. What is my "
        "percentage?",
        f"{got}/{total} as a percent",
        f"My son got {got} marks out of a total of {total} marks in his final exams, and the "
        "school form asks for his percentage. How much percent is it?",
    ][w]
    return _arith("percent", w, task, Fraction(got * 100, total), f"{got} / {total} * 100")


def h36_age_on_birthday(r: random.Random) -> ArithOut7:
    w = _turn("age")
    born, year = r.randrange(1946, 1972), r.choice([2026, 2027, 2028])
    task = [
        f"I was born in {born}. How old will I be on my birthday in {year}?",
        f"My husband is born {born}. On his birthday in {year} he will turn how many years?",
        f"For the pension form they ask my age on my birthday in {year}. My birth year is "
        f"{born}. What do I write?",
    ][w]
    return _arith("age", w, task, Fraction(year - born), f"{year} - {born}")


def h36_change_from_note(r: random.Random) -> ArithOut7:
    w = _turn("change")
    first, second = r.randrange(2, 6), r.randrange(2, 5)
    if w == 0:
        p1, p2 = r.randrange(48, 90), r.randrange(26, 34)
        items = f"{first} kg rice at Rs {p1} per kg and {second} packets of milk at Rs {p2} each"
    elif w == 1:
        p1, p2 = r.choice([10, 15, 20, 25, 30]), r.randrange(60, 130, 10)
        items = f"{first} bunches of sukuma at KSh {p1} and {second} kg tomatoes at KSh {p2}"
    else:
        p1, p2 = r.randrange(24, 40), r.randrange(12, 20)
        items = f"{first} cans of sardines at ₱{p1} each and {second} packs of noodles at ₱{p2}"
    cost = first * p1 + second * p2
    note = next(n for n in (100, 200, 500, 1000, 2000) if n > cost)
    task = [
        f"Customer took {items}. He gave a {note} rupee note. How much change do I give back?",
        f"Mama mboga here. I sold {items}, the customer gave me KSh {note:,}. Change?",
        f"Sari-sari store: a customer bought {items}. She paid with ₱{note:,}. How much is her "
        "change?",
    ][w]
    expr = f"{note} - {first} * {p1} - {second} * {p2}"
    return _arith("change", w, task, Fraction(note - cost), expr)


def h36_profit_percent(r: random.Random) -> ArithOut7:
    w = _turn("profit")
    cost, pct = r.randrange(8000, 60000, 500), r.choice([10, 12, 15, 20, 25, 30, 40])
    sell = cost * (100 + pct) // 100
    task = [
        f"I buy a bag of rice for {_naira(cost)} and sell it for {_naira(sell)}. What is my "
        "profit in percent?",
        f"cost price {cost:,} naira, selling price {sell:,} naira. profit percentage on cost?",
        f"Please I need to know: my wholesale price for one carton of noodles is NGN {cost:,} "
        f"and I sell it at NGN {sell:,} in my shop. The profit is how many percent of what I "
        "paid?",
    ][w]
    return _arith("profit", w, task, Fraction(pct), f"({sell} - {cost}) / {cost} * 100")


def h36_price_per_kilo(r: random.Random) -> ArithOut7:
    w = _turn("kilo")
    if w == 1:
        grams, per_kilo = r.choice([250, 500, 750, 1250, 1500]), r.randrange(280, 420)
        total = Fraction(grams * per_kilo, 1000)
        task = f"PHP {_num(total)} for {grams} g of pork, what's the price per kilo?"
        return _arith("kilo", w, task, Fraction(per_kilo), f"{float(total)} / {grams} * 1000")
    kilos = Fraction(r.choice([4, 5, 10, 20, 25, 50]), 2)
    per_kilo = r.randrange(42, 70) if w == 0 else r.randrange(60, 160, 5)
    total = kilos * per_kilo
    task = [
        f"The {_num(kilos)} kg sack of rice is {_pesos(int(total * 100))}. How much is that per "
        "kilo?",
        "",
        f"At the palengke the vendor says {_num(total)} pesos for {_num(kilos)} kilos of "
        "mangoes. How much per kilo is that?",
    ][w]
    return _arith("kilo", w, task, Fraction(per_kilo), f"{float(total)} / {float(kilos)}")


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def h36_shift_length(r: random.Random) -> ArithOut7:
    w = _turn("shift")
    if w == 2:
        start, end = r.randrange(18, 23), r.randrange(5, 9)
        hours = 24 - start + end
        task = (
            f"My night duty at the hospital is from {start - 12} pm to {end} am. How many hours "
            "is that?"
        )
        return _arith("shift", w, task, Fraction(hours), f"(24 - {start}) + {end}")
    start = r.randrange(6 * 60, 10 * 60, 15)
    end = start + r.randrange(7 * 60, 11 * 60, 5)
    pause = r.choice([20, 30, 45, 60])
    task = [
        f"I start my shift at {_clock(start)} and finish at {_clock(end)}, with a {pause} minute "
        "break for lunch. How many minutes did I actually work?",
        f"from {_clock(start)} to {_clock(end)} minus {pause} min break = how many minutes of work",
    ][w]
    expr = f"({end // 60} - {start // 60}) * 60 + {end % 60} - {start % 60} - {pause}"
    return _arith("shift", w, task, Fraction(end - start - pause), expr)


def h36_syrup_dose(r: random.Random) -> ArithOut7:
    w = _turn("syrup")
    strength = r.choice([100, 125, 200, 250])
    ml = Fraction(r.choice([5, 6, 8, 10, 12, 15, 20, 25, 30]), 2)
    dose = strength * ml / 5
    if dose.denominator != 1:
        ml, dose = ml * 2, dose * 2
    task = [
        f"The paracetamol syrup says {strength} mg in 5 ml. The doctor told me to give my son "
        f"{dose} mg. How many ml should I give?",
        f"syrup {strength} mg/5 ml, need {dose} mg -> how many ml",
        f"My daughter's antibiotic is {strength} mg per 5 millilitres and the prescription is "
        f"{dose} mg each time. How many millilitres is one dose?",
    ][w]
    return _arith("syrup", w, task, ml, f"{dose} / {strength} * 5")


def h36_emi_after_down_payment(r: random.Random) -> ArithOut7:
    w = _turn("emi")
    while True:
        price = r.randrange(10, 30) * 10000 if w == 1 else r.randrange(18, 95) * 1000
        down, months = r.choice([10, 20, 25]), r.choice([6, 9, 10, 12, 18, 24])
        rest = price * (100 - down) // 100
        if rest % months == 0:
            break
    task = [
        f"I want to buy a fridge for {_rupees(price)}. The shop asks {down}% down payment and "
        f"the rest in {months} equal EMIs, no interest. How much is one EMI?",
        f"Bike costs {_num(Fraction(price, 100000))} lakh rupees. I pay {down}% now and the "
        f"balance in {months} months with zero interest. Monthly amount?",
        f"Phone price Rs {price:,}, down payment {down} percent, the remaining amount divided "
        f"equally over {months} months, how much per month?",
    ][w]
    expr = f"{price} * (1 - {down} / 100) / {months}"
    return _arith("emi", w, task, Fraction(rest, months), expr)


def h36_water_bottles(r: random.Random) -> ArithOut7:
    w = _turn("water")
    while True:
        litres = Fraction(r.choice([3, 4, 5, 6]), 2)
        days = 7 if w == 2 else r.randrange(3, 12)
        people = r.randrange(2, 6) if w == 0 else 1
        bottle = r.choice([500, 750, 1000, 1500])
        count = litres * 1000 * days * people / bottle
        if count.denominator == 1:
            break
    task = [
        f"We go hiking for {days} days and each person needs {_num(litres)} litres of water "
        f"per day. We are {people} people. The bottles are {bottle} ml. How many bottles do we "
        "need to buy?",
        f"{_num(litres)} l a day for {days} days, in {bottle} ml bottles, how many bottles?",
        f"The doctor says my mother must drink {_num(litres)} litres of water every day. The "
        f"bottles are {bottle} ml. How many bottles does she need for one week?",
    ][w]
    expr = f"{float(litres)} * 1000 * {days} * {people} / {bottle}"
    return _arith("water", w, task, count, expr)


def h36_transfer_fee(r: random.Random) -> ArithOut7:
    w = _turn("transfer")
    amount = r.choice([150, 200, 250, 300, 400, 500, 750, 1000])
    pct = Fraction(r.choice([1, 2, 3, 4, 5, 6]), 2)
    fixed = r.choice([99, 149, 199, 250, 299])
    fee = amount * pct / 100 + Fraction(fixed, 100)
    expr = f"{amount} * {float(pct)} / 100 + {fixed} / 100"
    if w == 1:
        task = (
            f"transfer €{amount}, fee {_num(pct)}% + {_euros(fixed)}. how much "
            "is taken from my account in total?"
        )
        return _arith("transfer", w, task, amount + fee, f"{amount} + {expr}")
    task = [
        f"I send money home to my parents every month, this time {_euros(amount * 100)}. The "
        f"transfer service charges {_num(pct)}% plus a fixed fee of {_euros(fixed)}. How much "
        "is the fee altogether?",
        "",
        f"To send {amount} euro to my family in Nairobi the app takes {_num(pct)} percent "
        f"and also {fixed} cents extra. How many euros is the fee, without the money I send?",
    ][w]
    return _arith("transfer", w, task, fee, expr)


def h36_net_from_gross(r: random.Random) -> ArithOut7:
    w = _turn("vat")
    net, vat = r.randrange(12, 900), r.choice([19, 19, 7])
    gross = Fraction(net * (100 + vat), 100)
    task = [
        f"On the invoice it says {_euros(int(gross * 100))} including {vat}% MwSt. How much is "
        "the price without the tax?",
        f"brutto {_comma(gross)} €, {vat}% VAT included, netto?",
        f"I am doing the bookkeeping for my small business. A receipt for an office chair shows "
        f"a total of {_num(gross)} euro, and VAT of {vat} percent is already inside. What is "
        "the net amount?",
    ][w]
    expr = f"{float(gross)} / (1 + {vat} / 100)"
    return _arith("vat", w, task, Fraction(net), expr)


def h36_rent_increase(r: random.Random) -> ArithOut7:
    w = _turn("rent")
    old, pct = r.randrange(12, 40) * 100, r.choice([4, 5, 6, 8, 10, 12, 15, 20])
    if w == 2:
        old *= 10
    new = old * (100 + pct) // 100
    task = [
        f"My landlord increased the rent from R$ {old} to R$ {new}. By what percent did it go up?",
        f"rent was {old} zł, now {new} zł. increase in %?",
        f"Last year our rent was KSh {old:,}, this year the caretaker says it is KSh {new:,}. "
        "How many percent is the increase?",
    ][w]
    return _arith("rent", w, task, Fraction(pct), f"({new} - {old}) / {old} * 100")


ARITHMETIC: list[ArithTemplate] = [
    h36_gst_on_top,
    h36_split_bill_equally,
    h36_sale_discount,
    h36_euros_to_reais,
    h36_scale_recipe,
    h36_fahrenheit_oven,
    h36_fuel_for_trip,
    h36_travel_minutes,
    h36_bmi,
    h36_simple_interest,
    h36_pay_for_hours,
    h36_average_marks,
    h36_percent_marks,
    h36_age_on_birthday,
    h36_change_from_note,
    h36_profit_percent,
    h36_price_per_kilo,
    h36_shift_length,
    h36_syrup_dose,
    h36_emi_after_down_payment,
    h36_water_bottles,
    h36_transfer_fee,
    h36_net_from_gross,
    h36_rent_increase,
]

# --------------------------------------------------------------------------- to-do

CHORES = [
    # title, what the user says once it is done, a word that names it alone
    ("pay electricity bill", "I paid the electricity bill", "electricity"),
    ("buy airtime", "I already bought airtime", "airtime"),
    ("renew passport", "my passport is renewed now", "passport"),
    ("book bus ticket to Lagos", "I booked the bus ticket to Lagos", "Lagos"),
    ("call the plumber", "I called the plumber", "plumber"),
    ("pay school fees", "I paid the school fees", "fees"),
    ("send money to mama", "I sent the money to mama", "mama"),
    ("take blood pressure tablets", "I took my blood pressure tablets", "tablets"),
    ("water the tomato plants", "I watered the tomato plants", "tomato"),
    ("submit visa documents", "I submitted the visa documents", "visa"),
    ("register at the Bürgeramt", "I registered at the Bürgeramt", "Bürgeramt"),
    ("collect PESEL number", "I collected my PESEL number", "PESEL"),
    ("fix the generator", "the mechanic fixed the generator", "generator"),
    ("call Tita Marites", "I called Tita Marites", "Marites"),
    ("send the balikbayan box", "I sent the balikbayan box", "balikbayan"),
    ("print CV for interview", "I printed my CV for the interview", "interview"),
    ("book doctor appointment", "I booked the doctor appointment", "doctor"),
    ("buy gas cylinder", "I bought the gas cylinder", "cylinder"),
    ("pay house rent", "I paid the house rent", "house rent"),
    ("go to bank for KYC", "I did the KYC at the bank", "KYC"),
    ("buy sweets for Diwali", "I bought the Diwali sweets", "Diwali"),
    ("renew car insurance", "I renewed the car insurance", "insurance"),
    ("wash the school uniforms", "I washed the school uniforms", "uniforms"),
    ("clean the fridge", "I cleaned the fridge", "fridge"),
    ("iron shirts for church", "I ironed the shirts for church", "church"),
]
TITLES = [c[0] for c in CHORES]
PAST = {c[0]: c[1] for c in CHORES}
KEYWORD = {c[0]: c[2] for c in CHORES}

NEW = [
    "buy atta flour",
    "pay water bill",
    "buy garri",
    "buy pandesal for breakfast",
    "call the landlord",
    "book train to Kraków",
    "renew library card",
    "buy maize flour",
    "register new SIM card",
    "pick up parcel from Paczkomat",
    "buy school shoes",
    "pay Meralco bill",
    "charge the power bank",
    "buy cough syrup",
    "fix bicycle tyre",
    "send photos to grandma",
    "buy feijão for Sunday",
    "buy stamps at the post office",
]

RENAMES = {
    "call the plumber": "call the electrician",
    "buy airtime": "buy data bundle",
    "renew passport": "renew national ID card",
    "pay electricity bill": "pay internet bill",
    "book doctor appointment": "book dentist appointment",
    "clean the fridge": "clean the oven",
    "buy gas cylinder": "buy charcoal",
    "call Tita Marites": "call Tito Boy",
    "pay house rent": "pay shop rent",
    "water the tomato plants": "water the mango tree",
}

FORBIDDEN = r"\band\b|,|\d|[.;:'\"!?]"
check_titles([*TITLES, *NEW, *RENAMES.values()], FORBIDDEN, fold_case=True)
for _title, _word in KEYWORD.items():
    assert [t for t in TITLES if _word.lower() in t.lower()] == [_title], _word
    assert not any(_word.lower() in t.lower() for t in [*NEW, *RENAMES.values()]), _word


def _setup(r: random.Random, low: int = 3, high: int = 6, pool: list[str] = TITLES) -> list[str]:
    return r.sample(pool, r.randint(low, high))


def _todo(
    family: str, w: int, task: str, setup: list[str], after: list[tuple[str, bool]], **extra: object
) -> TodoOut7:
    question = after == _open(setup)
    return _said(family, w, task), setup, after, question, dict(extra)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def h36_add_one(r: random.Random) -> TodoOut7:
    w = _turn("add1")
    setup, new = _setup(r, 2, 5), r.choice(NEW)
    task = [
        f"Please add '{new}' to my list.",
        f"Can you remind me to {new}? I always forget.",
        f"Hi, this is my first time using this. Put {new} on my to-do list, thank you",
    ][w]
    return _todo("add1", w, task, setup, _open([*setup, new]))


def h36_add_two(r: random.Random) -> TodoOut7:
    w = _turn("add2")
    setup, (a, b) = _setup(r, 1, 4), r.sample(NEW, 2)
    task = [
        f"Add two things please: '{a}' and '{b}'.",
        f"I need to {a} and also {b}, please put both on my list as separate tasks",
        f"to-do: {a}; {b}",
    ][w]
    return _todo("add2", w, task, setup, _open([*setup, a, b]))


def h36_add_three(r: random.Random) -> TodoOut7:
    w = _turn("add3")
    setup, new = _setup(r, 0, 3), r.sample(NEW, 3)
    task = [
        "Please add these to my to-do list:\n" + "\n".join(f"- {t}" for t in new),
        f"add {_listing(new)}",
        f"For this week I must {_listing(new)}. Put them in my to-do list one by one.",
    ][w]
    return _todo("add3", w, task, setup, _open([*setup, *new]))


def h36_done_by_number(r: random.Random) -> TodoOut7:
    w = _turn("done#")
    setup = _setup(r)
    i = r.randrange(len(setup))
    task = [
        f"Number {i + 1} is done, please tick it.",
        f"mark {i + 1} as completed",
        f"I finished item {i + 1} on my list today, you can mark it done.",
    ][w]
    return _todo("done#", w, task, setup, _completed(setup, i))


def h36_done_said_in_past(r: random.Random) -> TodoOut7:
    w = _turn("past")
    setup = _setup(r)
    i = r.randrange(len(setup))
    past = PAST[setup[i]]
    task = [
        f"{_cap(past)}, so you can tick that one off.",
        f"Good news, {past}! Please mark it as done on my list.",
        f"Update my list: {past}.",
    ][w]
    return _todo("past", w, task, setup, _completed(setup, i))


def h36_done_two_by_title(r: random.Random) -> TodoOut7:
    w = _turn("done2")
    setup = _setup(r)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"Please mark '{a}' and '{b}' as done.",
        f"Today {PAST[a]} and {PAST[b]}. Update the list please.",
        f"done: {a} / {b}",
    ][w]
    return _todo("done2", w, task, setup, _completed(setup, i, j))


def h36_delete_by_number(r: random.Random) -> TodoOut7:
    w = _turn("del#")
    setup = _setup(r)
    i = r.randrange(len(setup))
    task = [
        f"Please delete number {i + 1} from my list, it is not needed anymore.",
        f"remove item {i + 1}",
        f"Can you take out the {_ORDINALS[i + 1]} one on my list? Plans changed.",
    ][w]
    return _todo("del#", w, task, setup, _deleted(setup, i))


def h36_delete_by_title(r: random.Random) -> TodoOut7:
    w = _turn("delt")
    setup = _setup(r)
    i = r.randrange(len(setup))
    title = setup[i]
    task = [
        f"Remove '{title}' from my to-do list please.",
        f"No need to {title} anymore, my brother will do it. Delete it from the list.",
        f"cancel the {KEYWORD[title]} one",
    ][w]
    return _todo("delt", w, task, setup, _deleted(setup, i))


def h36_whats_on_list(r: random.Random) -> TodoOut7:
    w = _turn("list")
    setup = _setup(r, 2, 5)
    task = [
        "What is on my to-do list?",
        "Show me my tasks please, I forgot what I wrote.",
        "What do I still have to do? Just tell me, don't change anything.",
    ][w]
    return _todo("list", w, task, setup, _open(setup), contains=list(setup))


def h36_how_many_left(r: random.Random) -> TodoOut7:
    w = _turn("count")
    setup = _setup(r, 2, 7)
    task = [
        "How many things are on my list now?",
        "how many tasks i have?",
        "Tell me only the number: how many to-dos do I have open?",
    ][w]
    return _todo("count", w, task, setup, _open(setup), contains=[str(len(setup))])


_ON_LIST = itertools.cycle([True, False, True, False, False, True])


def h36_is_it_on_list(r: random.Random) -> TodoOut7:
    w = _turn("on?")
    setup = _setup(r, 3, 6)
    present = next(_ON_LIST)
    title = r.choice(setup) if present else r.choice([t for t in TITLES if t not in setup])
    task = [
        f"Did I already put '{title}' on my list?",
        f"is {title} on my to-do?",
        f"I can't remember, is there something about {KEYWORD[title]} in my list? Just check, "
        "don't add anything.",
    ][w]
    extra = {"contains": [KEYWORD[title]]} if present else {}
    return _todo("on?", w, task, setup, _open(setup), **extra)


def h36_rename_item(r: random.Random) -> TodoOut7:
    w = _turn("rename")
    setup = _setup(r)
    i = r.randrange(len(setup))
    old = setup[i]
    if old not in RENAMES:
        old = r.choice([t for t in RENAMES if t not in setup])
        setup[i] = old
    new = RENAMES[old]
    task = [
        f"Change '{old}' to '{new}' please.",
        f"I made a mistake, number {i + 1} should say '{new}'.",
        f"Not '{old}', I meant '{new}'. Please correct it on the list.",
    ][w]
    after = _open(setup)
    after[i] = (new, False)
    return _todo("rename", w, task, setup, after)


def h36_clear_everything(r: random.Random) -> TodoOut7:
    w = _turn("clear")
    setup = _setup(r, 2, 6)
    task = [
        "Delete everything on my to-do list, I want to start fresh.",
        "clear all my tasks",
        "Please remove all the items from my list. All of them, I'm starting a new week.",
    ][w]
    return _todo("clear", w, task, setup, [])


def h36_done_then_clear_finished(r: random.Random) -> TodoOut7:
    w = _turn("purge")
    setup = _setup(r, 4, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"I finished number {i + 1} and number {j + 1}. Mark them done, then remove all the "
        "completed ones from the list.",
        f"{_cap(PAST[a])} and {PAST[b]}. Tick them and then clean up the finished items.",
        f"Please mark '{a}' and '{b}' as done and after that delete the finished tasks.",
    ][w]
    return _todo("purge", w, task, setup, _deleted(setup, i, j))


def h36_add_and_tick_off(r: random.Random) -> TodoOut7:
    w = _turn("addtick")
    setup, new = _setup(r, 2, 5), r.choice(NEW)
    i = r.randrange(len(setup))
    task = [
        f"Add '{new}' to my list, and tick off '{setup[i]}' because I did it already.",
        f"{_cap(PAST[setup[i]])}. Also please remind me to {new}.",
        f"Two things: number {i + 1} is done, and put '{new}' on the list.",
    ][w]
    return _todo("addtick", w, task, setup, [*_completed(setup, i), (new, False)])


def h36_which_is_number(r: random.Random) -> TodoOut7:
    w = _turn("which")
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = [
        f"What is number {i + 1} on my list?",
        f"which task is number {i + 1}?",
        f"Read me item number {i + 1} from my to-do list, I can't see the screen well.",
    ][w]
    return _todo("which", w, task, setup, _open(setup), contains=[setup[i]])


TODO: list[TodoTemplate] = [
    h36_add_one,
    h36_add_two,
    h36_add_three,
    h36_done_by_number,
    h36_done_said_in_past,
    h36_done_two_by_title,
    h36_delete_by_number,
    h36_delete_by_title,
    h36_whats_on_list,
    h36_how_many_left,
    h36_is_it_on_list,
    h36_rename_item,
    h36_clear_everything,
    h36_done_then_clear_finished,
    h36_add_and_tick_off,
    h36_which_is_number,
]


def _check_wordings(path: Path) -> None:
    """Each family's three draws use at least two of its wordings."""
    by_task = {task: w for (_, task), w in WORDING.items()}
    used: defaultdict[str, set[int]] = defaultdict(set)
    for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]:
        family = next(t for t in case["tags"] if t.startswith("tpl-"))
        used[family].add(by_task[case["task"]])
    assert len(used) == len(ARITHMETIC) + len(TODO), sorted(used)
    thin = sorted(f for f, ws in used.items() if len(ws) < 2)
    assert not thin, thin


def main() -> None:
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    _check_wordings(path)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
