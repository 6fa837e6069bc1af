"""Blind held-out set 38: pension-day sums and a to-do list for retired people (70+).

Theme: the first hour a retired person in the UK, Ireland, Canada or Australia spends with a new
assistant that does sums and keeps a to-do list: the pension rise, the bowls club lunch, the
electricity meter, stone and pounds, pints and miles, the chemist, the bus pass, the bank book.

Voices: polite, full and sometimes long-winded sentences ("Could you kindly...", "I wonder if you
might...", "Would you be so good as to..."), often with a sentence about the writer's situation
(the pension, the grandchildren, the garden, the bowls club, the GP, the bus pass); amounts in £
(UK), € (Ireland), C$ (Canada) and A$ (Australia); imperial units (pints, stone, miles, feet,
ounces, Fahrenheit) beside metric ones; some numbers written in words; old words for things
(the wireless, the chemist, the post office, the bank book, the messages).

What I read (and nothing else of the repository): `docs/evals.md` sections "## The dataset" and
"## Side effects"; `src/agentschool/evals/cases.py` and `src/agentschool/evals/checks.py` in
full; `_money`, `_listing`, `_tol` of `evals/gen_everyday_heldout_4.py`; `ArithOut7`,
`TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`, `_open`,
`_plain`, `_pounds`, `check_titles` and `write_set` of `evals/gen_everyday_heldout_7.py`; the
first 30 lines of `evals/everyday-heldout-7.yaml`.

Slips:
- Printing `_money` to `_tol` of `gen_everyday_heldout_4.py` as one line range also showed the
  two small helpers between them (`_cents`, `_ordinal`) and the section comment after `_tol`.
- To learn what the `Extra` element of `ArithOut7`/`TodoOut7` is, I printed
  `typing.get_args(ArithOut7)[-1]` (it is `dict[str, object]`); nothing else of the module.
- Running the generator once failed inside `write_set` and the traceback showed one line of
  `_check_families` (family tags must start with `tpl-h38-`), so I named the templates `h38_...`.
  A later run hung until every template's three draws differed (I gave `complete_all` a third
  wording); I inferred that from the hang, not from reading code.
- The signature of `write_set` names `build_set`, `_check_families`, `by_task_unless_question`,
  `_todo_case`, `DRAWS` and `HERE`; I did not read them, and learned how `write_set` lays out a
  case only from the YAML this generator writes. Not knowing what the third element of
  `ArithOut7` is for, I pass the float expression each answer was checked against.

Arithmetic families (24):
- pension_rise: the weekly state pension after a percentage rise, to the penny (£).
- fortnight_pension_year: an Age Pension paid fortnightly, totalled over 26 fortnights (A$).
- cpp_oas_year: monthly CPP plus monthly OAS, totalled over a year (C$).
- club_lunch_split: a club lunch bill shared equally, the number of people in words (£ or €).
- shop_total: a few groceries at given prices and quantities, added up (£ or €).
- change_from_note: the change from a note after a shop (€ or £).
- seniors_discount: the price after a seniors' percentage discount, to the cent (C$).
- lunch_with_tip: a café bill plus a 10% or 15% tip, to the cent (A$).
- savings_interest: a year's simple interest on post office savings, to the cent (€).
- meter_bill: electricity units between two meter readings times pence per unit, to the penny.
- holiday_exchange: pounds changed into euros at a given bank rate.
- petrol_for_trip: petrol cost of a drive from km, litres per 100 km and price, to the cent (A$).
- stone_to_kg: a weight in stone and pounds in kilograms, to one decimal.
- weight_lost: pounds lost between two weights in stone and pounds.
- miles_to_km: a distance in miles in kilometres, to one decimal.
- pints_to_litres: a week's imperial pints of milk in litres, to one decimal.
- height_to_cm: a height in feet and inches in centimetres, to the nearest centimetre.
- fahrenheit_to_celsius: a temperature read in Fahrenheit in Celsius, to one decimal.
- age_this_year: age at this year's birthday from a birth year (sometimes in words).
- tablets_last: how many days a box of tablets lasts at a daily dose.
- journey_minutes: the minutes between a coach's or train's departure and arrival.
- lawn_area: the square metres of a rectangular lawn or bed.
- bowls_average: the average of four bowls scores.
- scone_flour: flour in ounces scaled from one batch of scones to another.

To-do families (16):
- add_one: add one to-do to an existing list.
- add_two: add two to-dos in one request.
- complete_number: mark the to-do at position n done.
- complete_title: mark a named to-do done.
- complete_two: mark two to-dos done (by name or by number).
- delete_number: remove the to-do at position n altogether.
- delete_title: remove a named to-do altogether.
- delete_two: remove two to-dos altogether (by number or by name).
- read_list: read the whole list out (read-only).
- count_items: how many to-dos there are (read-only).
- is_it_there: whether a named to-do is on the list (read-only; it is).
- which_number: what the to-do at position n is (read-only).
- clear_all: empty the list entirely.
- rename: change a to-do's wording to a new one.
- complete_and_add: mark one done and add a new one.
- complete_all: mark every to-do done.
"""

from __future__ import annotations

import math
import random
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _money, _tol
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

NAME = "everyday-heldout-38"
SEED = 2026112838

HEADER = """\
# {name}: everyday calculator and to-do requests from retired people (70+), held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_38.py (seed {seed}), before any
# tuning against it, by a helper session (branch h38) that read none of the planner's, the tools'
# or the agent's code or tests, nor the other everyday sets' YAML or templates.
# {families} template families ({arith} arithmetic, {todo} to-do), two or three wordings each used
# in turn, {draws} seeded draws. Voices: retired people in the UK, Ireland, Canada and Australia
# (£, €, C$, A$; stone, pints, miles, feet). Expected numbers are computed with exact fractions
# and checked against an independent float expression. Do not tune against it: regenerate, do not
# edit.
"""

WORDS = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "eleven",
    12: "twelve",
}
ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}

_TURNS: dict[str, int] = {}


def _turn(family: str, wordings: list[str]) -> tuple[int, str]:
    """The next wording of `family`, in turn, with its index."""
    index = _TURNS.get(family, 0)
    _TURNS[family] = index + 1
    return index % len(wordings), wordings[index % len(wordings)]


def _num(value: Fraction) -> str:
    """A terminating fraction as a person types it (3.9, 1.15, 28.6)."""
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _aud(cents: int) -> str:
    return "A" + _money(cents)


def _cad(cents: int) -> str:
    return "C" + _money(cents)


def _round(value: Fraction, places: int) -> Fraction:
    """Round half up to `places` decimals."""
    scale = 10**places
    return Fraction(math.floor(value * scale + Fraction(1, 2)), scale)


def _clear_of_half(value: Fraction, places: int) -> bool:
    """Whether `value` is far from a rounding boundary at `places` decimals."""
    part = (value * 10**places) % 1
    return abs(part - Fraction(1, 2)) > Fraction(1, 20)


def _arith(
    task: str, value: Fraction, expr: str, extra: dict[str, object] | None = None
) -> ArithOut7:
    """Check the exact answer against the float expression, then return the case's tuple."""
    floated = eval(expr, {"round": round})  # the generator's own literal expression
    assert math.isclose(float(value), floated, rel_tol=0, abs_tol=1e-6), (task, value, floated)
    return (task, value, expr, _tol(value), extra or {})


def _year_words(year: int) -> str:
    tens = {3: "thirty", 4: "forty", 5: "fifty"}
    unit = ["", "-one", "-two", "-three", "-four", "-five", "-six", "-seven", "-eight", "-nine"]
    return f"nineteen {tens[(year % 100) // 10]}{unit[year % 10]}"


# --------------------------------------------------------------------------- arithmetic


def h38_pension_rise(rng: random.Random) -> ArithOut7:
    """The weekly state pension after a percentage rise, to the penny (£)."""
    weekly = rng.randrange(16900, 23100, 5)
    rate = rng.choice([Fraction(39, 10), Fraction(41, 10), Fraction(48, 10), Fraction(67, 10)])
    exact = Fraction(weekly, 100) * (1 + rate / 100)
    while not _clear_of_half(exact, 2):
        weekly += 5
        exact = Fraction(weekly, 100) * (1 + rate / 100)
    value = _round(exact, 2)
    _, text = _turn(
        "pension_rise",
        [
            "Good morning. My state pension is {p} a week and the letter from the Department says"
            " it is going up by {r}% from April. Could you kindly tell me what I shall be getting"
            " each week after that, to the penny?",
            "I wonder if you might help me with a sum. I receive {p} a week in pension and I am"
            " told there will be a rise of {r} per cent this spring. What will the new weekly"
            " amount be, to the nearest penny?",
            "My late husband always did the sums in this house. The pension is {p} weekly and it"
            " goes up {r}% next month. What will it come to per week, rounded to the penny?",
        ],
    )
    task = text.format(p=_pounds(weekly), r=_num(rate))
    expr = f"round({weekly / 100} * (1 + {float(rate)} / 100), 2)"
    return _arith(task, value, expr)


def h38_fortnight_pension_year(rng: random.Random) -> ArithOut7:
    """An Age Pension paid fortnightly, totalled over 26 fortnights (A$)."""
    cents = rng.randrange(98000, 118000, 10)
    value = Fraction(cents * 26, 100)
    _, text = _turn(
        "fortnight_pension_year",
        [
            "G'day. I get {x} from Centrelink every fortnight for the Age Pension. Could you work"
            " out what that comes to over a full year? I believe there are 26 fortnights in it.",
            "I am trying to do my budget for the year with my granddaughter's help. Could you"
            " kindly tell me how much {x} a fortnight adds up to across twenty-six fortnights?",
        ],
    )
    task = text.format(x=_aud(cents))
    return _arith(task, value, f"{cents / 100} * 26")


def h38_cpp_oas_year(rng: random.Random) -> ArithOut7:
    """Monthly CPP plus monthly OAS, totalled over a year (C$)."""
    cpp = rng.randrange(62000, 131000, 1)
    oas = rng.randrange(72000, 79000, 1)
    value = Fraction((cpp + oas) * 12, 100)
    _, text = _turn(
        "cpp_oas_year",
        [
            "Hello there. Each month I receive {c} from the Canada Pension Plan and {o} in Old"
            " Age Security. Would you be so good as to tell me what the two come to over a"
            " whole year?",
            "I wonder if you might add something up for me. My CPP is {c} a month and my OAS is"
            " {o} a month. What is that altogether for the twelve months of the year?",
            "My son wants to know my yearly income for some form or other. I get {c} a month"
            " CPP and {o} a month OAS. What is the total for the year, please?",
        ],
    )
    task = text.format(c=_cad(cpp), o=_cad(oas))
    return _arith(task, value, f"({cpp / 100} + {oas / 100}) * 12")


def h38_club_lunch_split(rng: random.Random) -> ArithOut7:
    """A club lunch bill shared equally, the number of people in words (£ or €)."""
    people = rng.randint(5, 12)
    each = rng.randrange(1850, 3600, 5)
    total = each * people
    value = Fraction(each, 100)
    index, text = _turn(
        "club_lunch_split",
        [
            "I am treasurer of our bowls club and the Christmas lunch came to {t} for the {n}"
            " of us. Could you kindly tell me what each person owes, to the penny?",
            "There were {n} of us ladies from the parish at the hotel for lunch and the bill came"
            " to {t}. We are sharing it equally. How much is that each?",
        ],
    )
    money = _pounds if index == 0 else _euros
    task = text.format(t=money(total), n=WORDS[people])
    return _arith(task, value, f"{total / 100} / {people}")


def h38_shop_total(rng: random.Random) -> ArithOut7:
    """A few groceries at given prices and quantities, added up (£ or €)."""
    goods = [
        ("loaves of bread", "loaf of bread", 135, 175),
        ("pints of milk", "pint of milk", 65, 99),
        ("tins of soup", "tin of soup", 89, 145),
        ("packets of tea", "packet of tea", 250, 420),
        ("jars of marmalade", "jar of marmalade", 199, 325),
        ("bags of potatoes", "bag of potatoes", 150, 299),
    ]
    picks = rng.sample(goods, 3)
    items = [(rng.randint(1, 3), rng.randrange(lo, hi)) for _, _, lo, hi in picks]
    index, text = _turn(
        "shop_total",
        [
            "I have just come back from the shop and I like to check the receipt. I bought {l}."
            " What should the total be?",
            "Could you add up my messages for me, please? I got {l}. What does that come to"
            " altogether?",
        ],
    )
    pound = index == 0

    def money(cents: int) -> str:
        if cents < 100:
            return f"{cents}{'p' if pound else 'c'}"
        return _pounds(cents) if pound else _euros(cents)

    parts = []
    for (plural, single, _, _), (qty, price) in zip(picks, items, strict=True):
        if qty == 1:
            parts.append(f"a {single} at {money(price)}")
        else:
            parts.append(f"{WORDS[qty]} {plural} at {money(price)} each")
    listing = ", ".join(parts[:-1]) + " and " + parts[-1]
    cents = sum(q * p for q, p in items)
    task = text.format(l=listing)
    expr = " + ".join(f"{q} * {p / 100}" for q, p in items)
    return _arith(task, Fraction(cents, 100), expr)


def h38_change_from_note(rng: random.Random) -> ArithOut7:
    """The change from a note after a shop (€ or £)."""
    index, text = _turn(
        "change_from_note",
        [
            "I paid for my messages in the village shop with a {n} note and they came to {c}."
            " How much change ought I to have got back?",
            "Would you check my change for me? The chemist charged me {c} and I handed over a"
            " {n} note. What should I have been given back?",
            "At the post office I paid {c} for stamps and a birthday card for my grandson, with a"
            " {n} note. How much change is that?",
        ],
    )
    note = rng.choice([2000, 5000]) if index != 1 else rng.choice([1000, 2000])
    cost = rng.randrange(note // 4, note - 150)
    money, word = (_euros, "euro") if index == 0 else (_pounds, "pound")
    named = {1000: f"ten-{word}", 2000: f"twenty-{word}", 5000: f"fifty-{word}"}[note]
    task = text.format(n=named, c=money(cost))
    return _arith(task, Fraction(note - cost, 100), f"{note / 100} - {cost / 100}")


def h38_seniors_discount(rng: random.Random) -> ArithOut7:
    """The price after a seniors' percentage discount, to the cent (C$)."""
    price = rng.randrange(2400, 18000, 1)
    rate = rng.choice([10, 15])
    exact = Fraction(price, 100) * (100 - rate) / 100
    while not _clear_of_half(exact, 2):
        price += 1
        exact = Fraction(price, 100) * (100 - rate) / 100
    value = _round(exact, 2)
    _, text = _turn(
        "seniors_discount",
        [
            "It is seniors' day at the drugstore and they take {r}% off. If my things come to {p}"
            " before the discount, what shall I pay, to the cent?",
            "The garden centre gives us over-sixty-fives {r} per cent off on Tuesdays. What would"
            " a {p} bird bath cost me after that, to the nearest cent?",
        ],
    )
    task = text.format(r=rate, p=_cad(price))
    return _arith(task, value, f"round({price / 100} * (1 - {rate} / 100), 2)")


def h38_lunch_with_tip(rng: random.Random) -> ArithOut7:
    """A café bill plus a 10% or 15% tip, to the cent (A$)."""
    bill = rng.randrange(3800, 14500, 5)
    rate = rng.choice([10, 15])
    exact = Fraction(bill, 100) * (100 + rate) / 100
    while not _clear_of_half(exact, 2):
        bill += 5
        exact = Fraction(bill, 100) * (100 + rate) / 100
    value = _round(exact, 2)
    _, text = _turn(
        "lunch_with_tip",
        [
            "My sister and I had a lovely lunch down at the café by the beach and the bill is"
            " {b}. I would like to leave {r}% on top for the young waitress. What will I pay"
            " altogether, to the cent?",
            "Could you kindly work out the total if I add a {r} per cent tip to a lunch bill of"
            " {b}? Rounded to the cent, please.",
            "Lunch at the RSL with the bowls fellows came to {b}. With {r}% added for the staff,"
            " what is the full amount, to the nearest cent?",
        ],
    )
    task = text.format(b=_aud(bill), r=rate)
    return _arith(task, value, f"round({bill / 100} * (1 + {rate} / 100), 2)")


def h38_savings_interest(rng: random.Random) -> ArithOut7:
    """A year's simple interest on post office savings, to the cent (€)."""
    saved = rng.randint(2, 30) * 100000  # whole thousands of euros, in cents
    rate = rng.choice([Fraction(3, 2), Fraction(9, 4), Fraction(5, 2), Fraction(13, 4)])
    value = Fraction(saved, 100) * rate / 100
    assert value == _round(value, 2)
    _, text = _turn(
        "savings_interest",
        [
            "I have {s} put by in the post office savings and the rate is {r}% a year. How much"
            " interest would that earn me in one year? To the cent, please.",
            "I wonder if you could help me. If I leave {s} in the credit union for a year at"
            " {r} per cent interest, how much interest will there be at the end of it, to the"
            " cent?",
        ],
    )
    task = text.format(s=_euros(saved), r=_num(rate))
    return _arith(task, value, f"round({saved / 100} * {float(rate)} / 100, 2)")


def h38_meter_bill(rng: random.Random) -> ArithOut7:
    """Electricity units between two meter readings times pence per unit, to the penny."""
    start = rng.randint(21000, 68000)
    units = rng.randint(280, 1150)
    price = rng.randrange(245, 348)  # tenths of a penny per unit
    exact = Fraction(units * price, 1000)
    while not _clear_of_half(exact, 2):
        units += 1
        exact = Fraction(units * price, 1000)
    value = _round(exact, 2)
    _, text = _turn(
        "meter_bill",
        [
            "I read the electric meter today and it says {e}. Last quarter it said {s}. If each"
            " unit costs {p}p, what does that come to in pounds, to the penny?",
            "Could you kindly check my electricity bill? The meter went from {s} to {e} units"
            " and the charge is {p} pence a unit. What should the cost be, to the nearest penny?",
        ],
    )
    task = text.format(s=start, e=start + units, p=_num(Fraction(price, 10)))
    return _arith(task, value, f"round(({start + units} - {start}) * {price / 10} / 100, 2)")


def h38_holiday_exchange(rng: random.Random) -> ArithOut7:
    """Pounds changed into euros at a given bank rate."""
    pounds = rng.randrange(150, 651, 50)
    rate = rng.randrange(112, 121)  # hundredths of a euro per pound
    value = Fraction(pounds * rate, 100)
    _, text = _turn(
        "holiday_exchange",
        [
            "We are off to see my sister in Spain after Easter. The bank will give me €{r} for"
            " every pound. How many euros will I get for £{p}?",
            "I should like to change £{p} into euros at the post office before our coach trip."
            " The rate on the board is {r} euros to the pound. How many euros is that?",
            "If one pound buys €{r}, how many euros would £{p} buy? It is for our holiday in"
            " Portugal.",
        ],
    )
    task = text.format(r=_num(Fraction(rate, 100)), p=pounds)
    return _arith(task, value, f"{pounds} * {rate / 100}")


def h38_petrol_for_trip(rng: random.Random) -> ArithOut7:
    """Petrol cost of a drive from km, litres per 100 km and price, to the cent (A$)."""
    km = rng.randrange(120, 481, 10)
    use = rng.randrange(13, 20)  # half litres per 100 km
    price = rng.randrange(179, 220)  # cents a litre
    exact = Fraction(km, 100) * Fraction(use, 2) * Fraction(price, 100)
    while not _clear_of_half(exact, 2):
        km += 10
        exact = Fraction(km, 100) * Fraction(use, 2) * Fraction(price, 100)
    value = _round(exact, 2)
    _, text = _turn(
        "petrol_for_trip",
        [
            "We are driving down to see the grandchildren, which is {k} km each way. The old"
            " Holden uses {u} litres per 100 km and petrol is {p} a litre. What will the petrol"
            " cost for one way, to the cent?",
            "Could you work out the petrol for me? A drive of {k} kilometres, a car that takes"
            " {u} litres every 100 kilometres, and fuel at {p} a litre. Rounded to the cent,"
            " please.",
        ],
    )
    task = text.format(k=km, u=_num(Fraction(use, 2)), p=_aud(price))
    expr = f"round({km} / 100 * {use / 2} * {price / 100}, 2)"
    return _arith(task, value, expr)


def h38_stone_to_kg(rng: random.Random) -> ArithOut7:
    """A weight in stone and pounds in kilograms, to one decimal."""
    kilo = Fraction(45359237, 100000000)
    stone, pounds = rng.randint(8, 16), rng.randint(0, 13)
    while not _clear_of_half((stone * 14 + pounds) * kilo, 1):
        pounds = (pounds + 1) % 14
    value = _round((stone * 14 + pounds) * kilo, 1)
    _, text = _turn(
        "stone_to_kg",
        [
            "The nurse at the GP wants my weight in kilograms for a form, but I only know it in"
            " stone. I am {s} stone {p} pounds. What is that in kilos, to one decimal place?",
            "Could you convert {s} stone {p} lb into kilograms for me, please? To one decimal"
            " will do.",
            "My scales are the old sort. They say {s} st {p} lb. What would that be in kg,"
            " rounded to one decimal?",
        ],
    )
    task = text.format(s=stone, p=pounds)
    return _arith(task, value, f"round(({stone} * 14 + {pounds}) * 0.45359237, 1)")


def h38_weight_lost(rng: random.Random) -> ArithOut7:
    """Pounds lost between two weights in stone and pounds."""
    before = rng.randint(150, 210)
    lost = rng.randint(4, 19)
    after = before - lost
    _, text = _turn(
        "weight_lost",
        [
            "I was {a} stone {b} pounds at Christmas and the slimming club scales say I am now"
            " {c} stone {d} pounds. How many pounds have I lost altogether?",
            "Since the doctor had a word with me I have gone from {a} st {b} lb down to {c} st"
            " {d} lb. How many pounds is that I have lost?",
        ],
    )
    task = text.format(a=before // 14, b=before % 14, c=after // 14, d=after % 14)
    expr = f"({before // 14} * 14 + {before % 14}) - ({after // 14} * 14 + {after % 14})"
    return _arith(task, Fraction(lost), expr)


def h38_miles_to_km(rng: random.Random) -> ArithOut7:
    """A distance in miles in kilometres, to one decimal."""
    mile = Fraction(1609344, 1000000)
    miles = rng.randint(3, 12)
    index, text = _turn(
        "miles_to_km",
        [
            "My grandson in Toronto asked how far I walk on my Sunday round. It is {m} miles."
            " What is that in kilometres, to one decimal?",
            "The bus from the village into town is {m} miles. How many kilometres is that,"
            " rounded to one decimal place?",
            "Could you turn {m} miles into kilometres for me? One decimal place is plenty.",
        ],
    )
    if index == 2:
        miles = rng.randint(25, 90)
    while not _clear_of_half(miles * mile, 1):
        miles += 1
    value = _round(miles * mile, 1)
    shown = WORDS[miles] if index == 0 and miles in WORDS else str(miles)
    task = text.format(m=shown)
    return _arith(task, value, f"round({miles} * 1.609344, 1)")


def h38_pints_to_litres(rng: random.Random) -> ArithOut7:
    """A week's imperial pints of milk in litres, to one decimal."""
    pint = Fraction(56826125, 100000000)
    per_day = rng.randint(1, 3)
    days = rng.choice([6, 7])
    pints = per_day * days
    while not _clear_of_half(pints * pint, 1):
        days = 13 - days
        pints = per_day * days
    value = _round(pints * pint, 1)
    _, text = _turn(
        "pints_to_litres",
        [
            "The milkman leaves me {d} imperial pints a day, {n} days a week. How many litres of"
            " milk is that in a week, to one decimal?",
            "I have {d} imperial pints of milk delivered each morning, {n} mornings a week. What"
            " does a week's worth come to in litres, rounded to one decimal place?",
        ],
    )
    task = text.format(d=WORDS.get(per_day, "one"), n=WORDS[days])
    expr = f"round({per_day} * {days} * 0.56826125, 1)"
    return _arith(task, value, expr)


def h38_height_to_cm(rng: random.Random) -> ArithOut7:
    """A height in feet and inches in centimetres, to the nearest centimetre."""
    index, text = _turn(
        "height_to_cm",
        [
            "My great-grandson has just been measured at the surgery and he is {f} foot {i}. How"
            " tall is that in centimetres, to the nearest centimetre?",
            "Could you kindly tell me what {f} feet {i} inches is in centimetres? To the nearest"
            " whole centimetre, please.",
        ],
    )
    feet = rng.randint(3, 4) if index == 0 else rng.randint(4, 6)
    inches = rng.randint(1, 11)
    exact = (feet * 12 + inches) * Fraction(254, 100)
    while not _clear_of_half(exact, 0):
        inches = inches % 11 + 1
        exact = (feet * 12 + inches) * Fraction(254, 100)
    value = _round(exact, 0)
    task = text.format(f=feet, i=inches)
    return _arith(task, value, f"round(({feet} * 12 + {inches}) * 2.54)")


def h38_fahrenheit_to_celsius(rng: random.Random) -> ArithOut7:
    """A temperature read in Fahrenheit in Celsius, to one decimal."""
    degrees = rng.randint(41, 97)
    while not _clear_of_half((degrees - 32) * Fraction(5, 9), 1):
        degrees += 1
    value = _round((degrees - 32) * Fraction(5, 9), 1)
    _, text = _turn(
        "fahrenheit_to_celsius",
        [
            "The man on the wireless said it would reach {d} degrees Fahrenheit tomorrow. I still"
            " think in Fahrenheit but my daughter uses Celsius. What is that in Celsius, to one"
            " decimal?",
            "Our old thermometer in the greenhouse reads {d}°F. What would that be in degrees"
            " Celsius, rounded to one decimal place?",
        ],
    )
    task = text.format(d=degrees)
    return _arith(task, value, f"round(({degrees} - 32) * 5 / 9, 1)")


def h38_age_this_year(rng: random.Random) -> ArithOut7:
    """Age at this year's birthday from a birth year (sometimes in words)."""
    born = rng.randint(1938, 1955)
    index, text = _turn(
        "age_this_year",
        [
            "I was born in {y}. How old shall I be on my birthday this year, 2026?",
            "My grandchildren tease me that I have lost count. If I was born in {y}, how old will"
            " I be when my birthday comes round in 2026?",
            "For the bus pass renewal form: born {y}, so what age will I turn in 2026?",
        ],
    )
    task = text.format(y=_year_words(born) if index == 0 else born)
    return _arith(task, Fraction(2026 - born), f"2026 - {born}")


def h38_tablets_last(rng: random.Random) -> ArithOut7:
    """How many days a box of tablets lasts at a daily dose."""
    per_day = rng.randint(2, 4)
    days = rng.choice([14, 21, 28, 30, 56])
    box = per_day * days
    index, text = _turn(
        "tablets_last",
        [
            "The chemist has given me a box of {b} tablets and the doctor says I am to take {d}"
            " a day. How many days will the box last me?",
            "I wonder if you could help. I have {b} of my blood pressure pills and I take {d}"
            " every day. For how many days will they do me?",
        ],
    )
    task = text.format(b=box, d=WORDS[per_day] if index == 0 else per_day)
    return _arith(task, Fraction(days), f"{box} / {per_day}")


def h38_journey_minutes(rng: random.Random) -> ArithOut7:
    """The minutes between a coach's or train's departure and arrival."""
    leave = rng.randrange(8 * 60, 12 * 60, 5)
    length = rng.randrange(70, 230, 5)
    arrive = leave + length
    _, text = _turn(
        "journey_minutes",
        [
            "The coach leaves for the seaside at {a} and gets in at {b}. How many minutes is"
            " that on the coach altogether?",
            "I have my bus pass and I am going to visit my cousin. The train departs at {a} and"
            " arrives at {b}. How long is the journey in minutes?",
        ],
    )
    task = text.format(a=f"{leave // 60}:{leave % 60:02d}", b=f"{arrive // 60}:{arrive % 60:02d}")
    expr = f"({arrive // 60} * 60 + {arrive % 60}) - ({leave // 60} * 60 + {leave % 60})"
    return _arith(task, Fraction(length), expr)


def h38_lawn_area(rng: random.Random) -> ArithOut7:
    """The square metres of a rectangular lawn or bed."""
    long = rng.randrange(40, 121, 5)  # tenths of a metre
    wide = rng.randrange(20, 61, 2)
    value = Fraction(long * wide, 100)
    _, text = _turn(
        "lawn_area",
        [
            "I am having new turf laid at the back. The lawn is {l} metres long and {w} metres"
            " wide. How many square metres of turf shall I need?",
            "Could you tell me the area of my vegetable bed in square metres? It is {l} m by"
            " {w} m. My son-in-law is bringing the compost.",
        ],
    )
    task = text.format(l=_num(Fraction(long, 10)), w=_num(Fraction(wide, 10)))
    return _arith(task, value, f"{long / 10} * {wide / 10}")


def h38_bowls_average(rng: random.Random) -> ArithOut7:
    """The average of four bowls scores."""
    scores = [rng.randint(9, 21) for _ in range(4)]
    value = Fraction(sum(scores), 4)
    _, text = _turn(
        "bowls_average",
        [
            "Over the last four matches at the bowls club I scored {l}. What is my average"
            " score? I want to show the captain.",
            "I wonder if you might work out an average for me. My bowls scores this month were"
            " {l}. What do they average out at?",
            "Our team's shots in the four ends I played were {l}. What was the average?",
        ],
    )
    shown = ", ".join(str(s) for s in scores[:-1]) + " and " + str(scores[-1])
    task = text.format(l=shown)
    return _arith(task, value, f"({' + '.join(str(s) for s in scores)}) / 4")


def h38_scone_flour(rng: random.Random) -> ArithOut7:
    """Flour in ounces scaled from one batch of scones to another."""
    base_scones = rng.choice([8, 10, 12])
    base_oz = rng.choice([6, 8, 10])
    factor = rng.choice([Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3)])
    want = base_scones * factor
    value = base_oz * factor
    _, text = _turn(
        "scone_flour",
        [
            "My mother's recipe uses {o} ounces of flour for {s} scones. I am baking for the"
            " church fete and want {w} scones. How many ounces of flour will I need?",
            "Could you scale a recipe for me? {o} oz of self-raising flour makes {s} scones. How"
            " many ounces would I need for {w} scones?",
        ],
    )
    task = text.format(o=base_oz, s=base_scones, w=want)
    return _arith(task, value, f"{base_oz} / {base_scones} * {float(want)}")


ARITHMETIC: list[ArithTemplate] = [
    h38_pension_rise,
    h38_fortnight_pension_year,
    h38_cpp_oas_year,
    h38_club_lunch_split,
    h38_shop_total,
    h38_change_from_note,
    h38_seniors_discount,
    h38_lunch_with_tip,
    h38_savings_interest,
    h38_meter_bill,
    h38_holiday_exchange,
    h38_petrol_for_trip,
    h38_stone_to_kg,
    h38_weight_lost,
    h38_miles_to_km,
    h38_pints_to_litres,
    h38_height_to_cm,
    h38_fahrenheit_to_celsius,
    h38_age_this_year,
    h38_tablets_last,
    h38_journey_minutes,
    h38_lawn_area,
    h38_bowls_average,
    h38_scone_flour,
]

# --------------------------------------------------------------------------- to-do

ON_LIST = [
    "collect prescription from the chemist",
    "ring the GP surgery",
    "renew my bus pass",
    "post birthday card to Emily",
    "pay the TV licence",
    "book the chiropodist",
    "water the tomatoes",
    "put the bins out",
    "buy stamps at the post office",
    "update the bank book",
    "ring the bowls club secretary",
    "book eye test at the optician",
    "get the lawnmower serviced",
    "write to the pension office",
    "order heating oil",
    "bake scones for the church fete",
    "return library books",
    "prune the roses",
    "test the smoke alarm",
    "phone my sister in Cork",
    "buy birdseed",
    "get my hair set",
    "pick up the dry cleaning",
    "send Christmas cards",
    "mend the garden gate",
    "pay the gas bill",
    "get my flu jab",
    "knit a scarf for Oliver",
    "change the batteries in the wireless",
]
NEW = [
    "ring the council about the recycling",
    "collect the grandchildren from school",
    "buy wool for the blanket",
    "book a hearing test",
    "renew the passport",
    "ring the plumber",
    "pay the window cleaner",
    "buy a birthday cake for Jack",
    "water the hanging baskets",
    "make soup for Maureen",
    "book a taxi to the hospital",
    "look out the winter coats",
    "buy a new kettle",
    "defrost the freezer",
]
RENAMES = {
    "get my hair set": "get my hair cut",
    "buy birdseed": "buy fat balls for the birds",
    "phone my sister in Cork": "phone my sister in Galway",
    "order heating oil": "order coal for the fire",
    "prune the roses": "prune the apple tree",
    "knit a scarf for Oliver": "knit a hat for Oliver",
    "pay the gas bill": "pay the electric bill",
}
FORBIDDEN = r"\band\b|,|\d|['\"]"


def _todo(
    task: str,
    setup: list[str],
    final: list[tuple[str, bool]],
    read_only: bool = False,
    extra: dict[str, object] | None = None,
) -> TodoOut7:
    return (task, setup, final, read_only, extra or {})


def _setup(rng: random.Random, low: int = 3, high: int = 5) -> list[str]:
    return rng.sample(ON_LIST, rng.randint(low, high))


def h38_add_one(rng: random.Random) -> TodoOut7:
    """Add one to-do to an existing list."""
    setup = _setup(rng, 2, 4)
    title = rng.choice(NEW)
    _, text = _turn(
        "add_one",
        [
            "Good afternoon. My daughter tells me you can keep a list for me. Would you be so"
            ' kind as to add "{t}" to it?',
            "I wonder if you might put something on my to-do list for me, as I am forever"
            " forgetting things. It is this: {t}",
            'Could you kindly jot down "{t}" on my list, please? I shall never remember otherwise.',
        ],
    )
    return _todo(text.format(t=title), setup, [*_open(setup), (title, False)])


def h38_add_two(rng: random.Random) -> TodoOut7:
    """Add two to-dos in one request."""
    setup = _setup(rng, 1, 3)
    first, second = rng.sample(NEW, 2)
    _, text = _turn(
        "add_two",
        [
            'Could you please put two more jobs on my list? The first is "{a}" and the second is'
            ' "{b}".',
            'My neighbour reminded me of a couple of things over the fence. Would you add "{a}"'
            ' to my list, and then "{b}" as well?',
        ],
    )
    final = [*_open(setup), (first, False), (second, False)]
    return _todo(text.format(a=first, b=second), setup, final)


def h38_complete_number(rng: random.Random) -> TodoOut7:
    """Mark the to-do at position n done."""
    setup = _setup(rng)
    n = rng.randint(1, len(setup))
    _, text = _turn(
        "complete_number",
        [
            "I have seen to number {n} on my list this morning. Would you tick it off for me,"
            " please?",
            "Could you kindly mark item {n} on my to-do list as done? That one is sorted now.",
            "The {o} thing on my list is finished, thank goodness. Please mark it as done.",
        ],
    )
    task = text.format(n=n, o=ORDINALS[n])
    return _todo(task, setup, _completed(setup, n - 1))


def h38_complete_title(rng: random.Random) -> TodoOut7:
    """Mark a named to-do done."""
    setup = _setup(rng)
    i = rng.randrange(len(setup))
    _, text = _turn(
        "complete_title",
        [
            'Would you kindly mark "{t}" as done on my list? I saw to it first thing this morning.',
            'Please tick off "{t}" on my list. My grandson gave me a hand with it yesterday.',
            'You may put a tick beside "{t}" now, as I have finished it.',
        ],
    )
    return _todo(text.format(t=setup[i]), setup, _completed(setup, i))


def h38_complete_two(rng: random.Random) -> TodoOut7:
    """Mark two to-dos done (by name or by number)."""
    setup = _setup(rng, 3, 5)
    i, j = sorted(rng.sample(range(len(setup)), 2))
    _, text = _turn(
        "complete_two",
        [
            'I have had a busy morning! Please mark "{a}" and "{b}" as done on my list.',
            "Could you tick off numbers {i} and {j} on my list, please? I have done both of them.",
            'Both "{a}" and "{b}" are seen to now. Would you be so good as to mark them as'
            " completed?",
        ],
    )
    task = text.format(a=setup[i], b=setup[j], i=i + 1, j=j + 1)
    return _todo(task, setup, _completed(setup, i, j))


def h38_delete_number(rng: random.Random) -> TodoOut7:
    """Remove the to-do at position n altogether."""
    setup = _setup(rng)
    n = rng.randint(1, len(setup))
    _, text = _turn(
        "delete_number",
        [
            "Would you please take number {n} off my list altogether? It is no longer needed.",
            "I put number {n} on my list by mistake. Could you remove it from the list entirely,"
            " please?",
            "Kindly delete item {n} from my to-do list. My son says he will see to it himself,"
            " so I do not need it there at all.",
        ],
    )
    return _todo(text.format(n=n), setup, _deleted(setup, n - 1))


def h38_delete_title(rng: random.Random) -> TodoOut7:
    """Remove a named to-do altogether."""
    setup = _setup(rng)
    i = rng.randrange(len(setup))
    _, text = _turn(
        "delete_title",
        [
            'Please remove "{t}" from my list entirely. I have changed my mind about it.',
            'I shan\'t be doing "{t}" after all, so could you kindly delete it from the list?',
            'Would you take "{t}" off my list altogether? I added it by mistake.',
        ],
    )
    return _todo(text.format(t=setup[i]), setup, _deleted(setup, i))


def h38_delete_two(rng: random.Random) -> TodoOut7:
    """Remove two to-dos altogether (by number or by name)."""
    setup = _setup(rng, 4, 6)
    i, j = sorted(rng.sample(range(len(setup)), 2))
    _, text = _turn(
        "delete_two",
        [
            "Could you take numbers {i} and {j} off my list altogether? I shan't be needing"
            " either of them.",
            'Please delete "{a}" and "{b}" from my list. My daughter has done both for me, so'
            " they needn't be on there at all.",
        ],
    )
    task = text.format(i=i + 1, j=j + 1, a=setup[i], b=setup[j])
    return _todo(task, setup, _deleted(setup, i, j))


def h38_read_list(rng: random.Random) -> TodoOut7:
    """Read the whole list out (read-only)."""
    setup = _setup(rng, 2, 5)
    _, text = _turn(
        "read_list",
        [
            "Could you read me out what is on my list, please?",
            "I have quite forgotten what I put down yesterday. Would you kindly tell me"
            " everything that is on my to-do list?",
            "What have I got on my list at the moment? My memory is not what it was.",
        ],
    )
    return _todo(text, setup, _open(setup), True, {"contains": list(setup)})


def h38_count_items(rng: random.Random) -> TodoOut7:
    """How many to-dos there are (read-only)."""
    setup = _setup(rng, 2, 6)
    _, text = _turn(
        "count_items",
        [
            "How many things have I got on my list, please?",
            "Would you count up for me how many jobs there are on my to-do list? Just the"
            " number will do.",
            "I wonder how many items I have on my list just now. Could you tell me?",
        ],
    )
    return _todo(text, setup, _open(setup), True, {"contains": [str(len(setup))]})


def h38_is_it_there(rng: random.Random) -> TodoOut7:
    """Whether a named to-do is on the list (read-only; it is)."""
    setup = _setup(rng)
    title = rng.choice(setup)
    _, text = _turn(
        "is_it_there",
        [
            'Did I remember to put "{t}" on my list? Yes or no will do.',
            'Is "{t}" on my to-do list, do you know?',
            'Could you check whether "{t}" is on the list, please? I cannot recall adding it.',
        ],
    )
    return _todo(text.format(t=title), setup, _open(setup), True, {"contains": ["yes"]})


def h38_which_number(rng: random.Random) -> TodoOut7:
    """What the to-do at position n is (read-only)."""
    setup = _setup(rng, 3, 6)
    n = rng.randint(1, len(setup))
    _, text = _turn(
        "which_number",
        [
            "What is number {n} on my list, please?",
            "Could you remind me what item {n} on my to-do list is?",
            "My reading glasses are in the other room. What is the {o} thing on my list?",
        ],
    )
    task = text.format(n=n, o=ORDINALS[n])
    return _todo(task, setup, _open(setup), True, {"contains": [setup[n - 1]]})


def h38_clear_all(rng: random.Random) -> TodoOut7:
    """Empty the list entirely."""
    setup = _setup(rng, 2, 5)
    _, text = _turn(
        "clear_all",
        [
            "Please wipe my whole list clean. I should like to start afresh.",
            "Could you kindly delete everything on my to-do list? I have made a muddle of it.",
            "Would you remove every single item from my list, please? My daughter is coming to"
            " help me write a new one.",
        ],
    )
    return _todo(text, setup, [])


def h38_rename(rng: random.Random) -> TodoOut7:
    """Change a to-do's wording to a new one."""
    old = rng.choice(sorted(RENAMES))
    others = rng.sample([t for t in ON_LIST if t != old], rng.randint(1, 3))
    setup = [*others]
    setup.insert(rng.randint(0, len(setup)), old)
    new = RENAMES[old]
    _, text = _turn(
        "rename",
        [
            'Could you change "{o}" on my list to "{n}"? I wrote it down wrong.',
            'I wonder if you could alter one of my jobs. "{o}" ought to read "{n}" instead.',
            'Please reword "{o}" as "{n}" on my to-do list.',
        ],
    )
    final = [(new if t == old else t, False) for t in setup]
    return _todo(text.format(o=old, n=new), setup, final)


def h38_complete_and_add(rng: random.Random) -> TodoOut7:
    """Mark one done and add a new one."""
    setup = _setup(rng, 2, 4)
    i = rng.randrange(len(setup))
    title = rng.choice(NEW)
    _, text = _turn(
        "complete_and_add",
        [
            "I have done number {n}, so please tick that off. And while you are at it, would you"
            ' add "{t}"?',
            'Please mark "{d}" as done, and then put "{t}" on the list for me.',
            '"{d}" is finished, so mark it done, please. Then I need "{t}" added to my list.',
        ],
    )
    task = text.format(n=i + 1, d=setup[i], t=title)
    return _todo(task, setup, [*_completed(setup, i), (title, False)])


def h38_complete_all(rng: random.Random) -> TodoOut7:
    """Mark every to-do done."""
    setup = _setup(rng, 2, 5)
    _, text = _turn(
        "complete_all",
        [
            "What a day I have had! I have done every single thing on my list. Would you tick"
            " them all off for me?",
            "Please mark everything on my to-do list as done. My son came round and we got"
            " through the lot.",
            "I wonder if you might mark all of my jobs as finished. Every one of them is seen to"
            " now, and I am going to put my feet up.",
        ],
    )
    return _todo(text, setup, _completed(setup, *range(len(setup))))


TODO: list[TodoTemplate] = [
    h38_add_one,
    h38_add_two,
    h38_complete_number,
    h38_complete_title,
    h38_complete_two,
    h38_delete_number,
    h38_delete_title,
    h38_delete_two,
    h38_read_list,
    h38_count_items,
    h38_is_it_there,
    h38_which_number,
    h38_clear_all,
    h38_rename,
    h38_complete_and_add,
    h38_complete_all,
]


def main() -> None:
    """Check the titles, then write the set beside this file."""
    check_titles([*ON_LIST, *NEW, *RENAMES.values()], FORBIDDEN, fold_case=True)
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(path)


if __name__ == "__main__":
    main()
