"""Write evals/everyday-heldout-41.yaml: a blind held-out set of everyday requests (set 41).

Theme: parents running a household in the US, Canada, South Africa, Singapore and New Zealand:
grocery budgets, kids' allowances and school fees, carpool miles and fuel, recipe quantities for a
number of children, bottles and formula in ounces and ml, the mortgage and bills split between
partners, birthday party costs per child, screen-time minutes, the babysitter; to-do lists of
school forms, appointments, shopping, chores and party prep.

Voices: hurried, typed between tasks, often lowercase, a reason about the kids mixed in with the
request, sometimes a line break; currencies $, C$, R (rand), S$ and NZ$; their spelling (mum/mom,
nappies/diapers, petrol/gas, tyre, paediatrician); some small numbers in words.

What I read (nothing else of the repository):
- docs/evals.md, sections "## The dataset" and "## Side effects".
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full.
- evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol`.
- evals/gen_everyday_heldout_7.py: `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`,
  `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`, `write_set`,
  and the list of its top-level names (grep of `def`/`class`/assignments).
- The first 30 lines of evals/everyday-heldout-7.yaml.

Slips:
- Printing gen_4's `_money`..`_tol` by one line range also showed gen_4's `_cents`, `_ordinal` and
  its first template (a percent-of family with its wording), which were not on my list.
- Printing gen_7's `_plain`..`_a` by one range also showed `_typed`; a grep for the import lines
  of gen_7 showed its module imports (which names it takes from gen_4).
- The first run failed an assertion of gen_7 (a rounded expected answer against its float
  expression); its traceback showed single lines of gen_7's `build_set` (the call of `draw` and
  `_arithmetic_case`) and `_arithmetic_case` (an `isclose` of the answer and the float
  expression). Half-way roundings are now redrawn. `_shown` here does what gen_7's `_typed` does.
- Loading the set with the system Python (before the project's venv was ready) failed on a
  missing package; the traceback's last lines showed one import line of
  src/agentschool/models/cache.py.
- Nothing of the planner, the tools, tests or bench was seen.

Families (arithmetic):
- grocery_budget_left: a month's grocery budget minus two shops.
- allowance_for_weeks: weekly allowance per kid times kids times a stated number of weeks.
- school_fees_per_payment: annual school fees over a number of equal payments, to the cent.
- carpool_gas_per_week: miles a day, days, mpg and price a gallon to a weekly gas cost.
- school_run_petrol: km a day, days, L/100km and price a litre to a weekly fuel cost.
- recipe_for_more_kids: scale a recipe's grams or ml from its servings to a number of kids.
- bottle_oz_to_ml: ounces a bottle times bottles a day in ml, at a stated ml per ounce.
- formula_tin_full_days: full days a tin of formula lasts (scoops, grams, bottles).
- mortgage_split_by_income: my share of the mortgage split in proportion to two incomes.
- bills_halved: half the total of three household bills.
- party_cost_per_child: venue, cake and food over the number of children.
- party_packs_to_buy: packs to buy for so many items per child (round up).
- screen_time_week_minutes: weekday and weekend screen minutes to a weekly total.
- screen_time_left_today: a daily screen limit minus two uses.
- weeks_saving_for_toy: weeks of saving until a kid can afford something (round up).
- back_to_school_sale: a price with a percent off.
- price_plus_sales_tax: a price plus GST, HST, VAT or sales tax at a stated rate.
- nappy_price_each: a pack's price per nappy/diaper, to the nearest cent.
- ml_per_feed: a day's ml over a number of feeds.
- allowance_by_age: a rate per year of age times the kids' ages, weekly.
- lunch_money_for_term: lunch price times days, weeks and kids.
- babysitter_owed: an hourly rate over a sitter's evening given by clock times.
- fever_celsius_to_fahrenheit: a temperature in C in F, to one decimal.
- fee_increase_percent: the percent increase of a fee, to one decimal.

Families (to-do):
- add_one_thing: add one item.
- add_two_things: add two items.
- done_by_number: complete an item by its number.
- done_by_title: complete an item by its title or a word of it.
- done_two: complete two items.
- delete_by_number: delete an item by its number.
- delete_by_title: delete an item by its title or a word of it.
- delete_two: delete two items.
- read_the_list: say what is on the list (question).
- count_the_list: how many items there are (question).
- is_it_on_the_list: whether an item is on the list, yes or no (question).
- which_number_is_it: the number of an item (question).
- clear_everything: empty the whole list.
- rename_item: change an item's wording, by its title or its number.
- done_and_add: complete one item and add another.
- all_done: complete every item.
"""

from __future__ import annotations

import functools
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
    check_titles,
    write_set,
)

SEED = 2026112841
NAME = "everyday-heldout-41"

CURRENCIES = ["$", "C$", "R", "S$", "NZ$"]
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
KIDS = [
    ("Mia", "she", "her"),
    ("Noah", "he", "his"),
    ("Zoe", "she", "her"),
    ("Ethan", "he", "his"),
    ("Aroha", "she", "her"),
    ("Thabo", "he", "his"),
    ("Priya", "she", "her"),
    ("Kai", "he", "his"),
    ("Lerato", "she", "her"),
    ("Jack", "he", "his"),
    ("Wei Ling", "she", "her"),
    ("Ava", "she", "her"),
]
# American spelling for the US and Canada, Commonwealth for the others.
AMERICAN = {"$", "C$"}


def _cash(cents: int, sign: str) -> str:
    """An amount in cents with its currency sign: "R1,250.50", "NZ$12", "C$3.99"."""
    return _money(cents) if sign == "$" else _money(cents).replace("$", sign)


def _shown(value: Fraction) -> str:
    """A terminating fraction as typed: 17/2 is "8.5"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _words(n: int) -> str:
    return WORDS.get(n, str(n))


def _maybe_words(r: random.Random, n: int) -> str:
    return _words(n) if r.random() < 0.5 else str(n)


class _Tie(Exception):
    """A value half-way between two roundings: people round it either way, so it is redrawn."""


def _round(value: Fraction, places: int = 2) -> Fraction:
    """Round as a person rounds money and decimals; a value half-way between raises `_Tie`."""
    if _is_tie(value, places):
        raise _Tie
    step = Fraction(1, 10**places)
    return math.floor(value / step + Fraction(1, 2)) * step


def _untied(template: ArithTemplate) -> ArithTemplate:
    """The template, drawn again while its exact answer is half-way between two roundings."""

    @functools.wraps(template)
    def drawn(r: random.Random) -> ArithOut7:
        while True:
            try:
                return template(r)
            except _Tie:
                continue

    return drawn


def _is_tie(value: Fraction, places: int) -> bool:
    return (value * 10**places * 2).denominator == 1 and (value * 10**places).denominator != 1


def _c(cents: int) -> str:
    return f"{cents}/100"


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


# --------------------------------------------------------------------------- arithmetic


def h41_grocery_budget_left(r: random.Random) -> ArithOut7:
    """A month's grocery budget minus two shops."""
    sign = r.choice(CURRENCIES)
    scale = 10 if sign == "R" else 1
    budget = r.randrange(300, 1400, 25) * 100 * scale
    a = r.randint(budget // 5, budget * 2 // 5)
    b = r.randint(budget // 8, budget // 4)
    shops = {
        "$": ("Costco", "Kroger"),
        "C$": ("Costco", "No Frills"),
        "R": ("Checkers", "Woolies"),
        "S$": ("FairPrice", "Sheng Siong"),
        "NZ$": ("Countdown", "Pak'nSave"),
    }[sign]
    big, top = _cash(a, sign), _cash(b, sign)
    whole = _cash(budget, sign)
    task = r.choice(
        [
            f"grocery budget this month is {whole}. spent {big} at {shops[0]} and {top} at "
            f"{shops[1]} so far, how much do i have left for the rest of the month?",
            f"How much is left of my {whole} food budget after spending {big} and {top}? "
            "The kids are eating us out of house and home lol",
            f"Spent {big} on the big shop and {top} on a top-up shop.\n"
            f"Monthly grocery budget was {whole} - what's left?",
        ]
    )
    value = Fraction(budget - a - b, 100)
    return task, value, f"{_c(budget)} - {_c(a)} - {_c(b)}", _tol(value), {}


def h41_allowance_for_weeks(r: random.Random) -> ArithOut7:
    """Weekly allowance per kid times kids times a stated number of weeks."""
    sign = r.choice(CURRENCIES)
    rate = r.choice([200, 250, 300, 400, 500, 750, 1000]) * (10 if sign == "R" else 1)
    kids = r.randint(2, 4)
    weeks = r.randint(10, 52)
    word = "allowance" if sign in AMERICAN else "pocket money"
    each = _cash(rate, sign)
    task = r.choice(
        [
            f"The kids get {each} a week each for {word}, and there are {_words(kids)} of them. "
            f"How much is that over {weeks} weeks?",
            f"how much {word} am i paying out in {weeks} weeks if each of my {kids} kids gets "
            f"{each}/week",
            f"{_cap(_words(kids))} kids x {each} a week {word}. Total for the next {weeks} weeks?",
        ]
    )
    value = Fraction(rate * kids * weeks, 100)
    return task, value, f"{_c(rate)} * {kids} * {weeks}", _tol(value), {}


@_untied
def h41_school_fees_per_payment(r: random.Random) -> ArithOut7:
    """Annual school fees over a number of equal payments, to the cent."""
    sign = r.choice(CURRENCIES)
    low, high = (18000, 72000) if sign == "R" else (2400, 16000)
    fees = r.randrange(low, high, 10) * 100
    months = r.choice([9, 10, 11, 12])
    kid = r.choice(KIDS)[0]
    debit = "debit orders" if sign == "R" else "payments"
    total = _cash(fees, sign)
    task = r.choice(
        [
            f"School fees for {kid} are {total} for the year and the school lets us pay over "
            f"{months} months. How much is each monthly payment, to the cent?",
            f"what's {total} split into {months} equal monthly {debit}? (grade {r.randint(1, 7)} "
            "fees ugh) round to the cent",
            f"Annual fees {total}, paying in {_words(months)} equal instalments - how much per "
            "instalment? Nearest cent please",
        ]
    )
    value = _round(Fraction(fees, 100 * months))
    return task, value, f"round({fees} / 100 / {months}, 2)", _tol(value), {}


@_untied
def h41_carpool_gas_per_week(r: random.Random) -> ArithOut7:
    """Miles a day, days, mpg and price a gallon to a weekly gas cost."""
    miles = r.randint(8, 44)
    days = r.randint(2, 5)
    mpg = r.randint(17, 36)
    price = r.randrange(279, 529)
    gal = _money(price)
    task = r.choice(
        [
            f"I drive carpool {_words(days)} days a week, {miles} miles round trip each day. The "
            f"minivan gets {mpg} mpg and gas is {gal}/gal. How much gas money is that per week?",
            f"how much does the school carpool cost me in gas weekly? {miles} mi a day round "
            f"trip, {days} days, {mpg} mpg, {gal} a gallon",
            f"Working out the carpool gas.\n{miles} miles round trip, {days} days/week, car does "
            f"{mpg} mpg, gas is {gal} a gallon. What's my weekly gas cost?",
        ]
    )
    value = _round(Fraction(miles * days * price, mpg * 100))
    return task, value, f"round({miles} * {days} / {mpg} * {_c(price)}, 2)", _tol(value), {}


@_untied
def h41_school_run_petrol(r: random.Random) -> ArithOut7:
    """Km a day, days, L/100km and price a litre to a weekly fuel cost."""
    sign = r.choice(["C$", "R", "S$", "NZ$"])
    km = r.randint(8, 60)
    days = r.randint(3, 5)
    tenths = r.randint(55, 125)
    price = {
        "C$": r.randrange(139, 189),
        "R": r.randrange(2050, 2490),
        "S$": r.randrange(259, 339),
        "NZ$": r.randrange(249, 319),
    }[sign]
    fuel = "gas" if sign == "C$" else "petrol"
    use = _shown(Fraction(tenths, 10))
    litre = _cash(price, sign)
    task = r.choice(
        [
            f"School run is {km} km a day there and back, {days} days a week. Car uses {use} "
            f"L/100km and {fuel} is {litre} a litre - what does that cost a week?",
            f"{fuel} cost for the school run this week? {km}km/day, {_words(days)} days, "
            f"{use}L per 100km, {litre}/L",
            f"How much am I spending on {fuel} for school drop-offs: {days} days x {km} km, the "
            f"car does {use} litres per 100 km, {fuel} at {litre} per litre",
        ]
    )
    value = _round(Fraction(km * days * tenths * price, 10 * 100 * 100))
    expr = f"round({km} * {days} * {tenths} / 10 / 100 * {_c(price)}, 2)"
    return task, value, expr, _tol(value), {}


def h41_recipe_for_more_kids(r: random.Random) -> ArithOut7:
    """Scale a recipe's grams or ml from its servings to a number of kids."""
    serves = r.choice([4, 6, 8, 12])
    kids = r.choice([n for n in range(5, 25) if n != serves])
    ingredient, unit, each = r.choice(
        [
            ("flour", "g", r.randint(15, 60)),
            ("butter", "g", r.randint(8, 30)),
            ("oats", "g", r.randint(20, 50)),
            ("milk", "ml", r.randint(30, 90)),
            ("pasta", "g", r.randint(60, 110)),
        ]
    )
    base = each * serves
    dish = {"flour": "pancake", "butter": "cookie", "oats": "flapjack"}.get(ingredient, "")
    task = r.choice(
        [
            f"Recipe serves {serves} and needs {base} {unit} of {ingredient}. I'm feeding "
            f"{kids} kids at the sleepover, how much {ingredient} do I need?",
            f"{dish or 'the'} recipe is for {_words(serves)} people, {base}{unit} {ingredient}. "
            f"scaling it up for {kids} kids at the playdate, how many {unit} of {ingredient}?",
            f"Cooking for {kids} kids (the whole soccer team!).\nThe recipe says {base} {unit} "
            f"{ingredient} for {serves} servings - how much should I use?",
        ]
    )
    value = Fraction(base * kids, serves)
    return task, value, f"{base} / {serves} * {kids}", _tol(value), {}


def h41_bottle_oz_to_ml(r: random.Random) -> ArithOut7:
    """Ounces a bottle times bottles a day in ml, at a stated ml per ounce."""
    halves = r.randint(4, 16)
    bottles = r.randint(4, 8)
    per_oz = r.choice([Fraction(30), Fraction(296, 10), Fraction(2957, 100)])
    oz = _shown(Fraction(halves, 2))
    factor = _shown(per_oz)
    task = r.choice(
        [
            f"Baby is taking {oz} oz a bottle, {_words(bottles)} bottles a day. How many ml is "
            f"that per day? (using {factor} ml per oz)",
            f"daycare wants her daily intake in ml. she has {bottles} bottles of {oz} oz. "
            f"1 oz = {factor} ml, so what's the total ml a day?",
            f"Converting for the nurse: {bottles} feeds x {oz} fl oz each.\nAt {factor} ml per "
            "ounce, how many ml a day is that?",
        ]
    )
    value = Fraction(halves, 2) * bottles * per_oz
    return task, value, f"{halves} / 2 * {bottles} * {float(per_oz)}", _tol(value), {}


def h41_formula_tin_full_days(r: random.Random) -> ArithOut7:
    """Full days a tin of formula lasts (scoops, grams, bottles)."""
    while True:
        tin = r.choice([400, 800, 850, 900, 1200])
        scoop = r.choice([Fraction(43, 10), Fraction(44, 10), Fraction(45, 10), Fraction(9, 2)])
        scoops = r.randint(3, 7)
        bottles = r.randint(4, 8)
        ratio = tin / (scoop * scoops * bottles)
        if ratio >= 1 and ratio.denominator != 1:
            break
    s = _shown(scoop)
    task = r.choice(
        [
            f"Formula tin is {tin} g, one scoop is {s} g, {scoops} scoops a bottle and "
            f"{bottles} bottles a day. How many full days will one tin last?",
            f"how many whole days does {_a(tin)}g tin of formula last if each bottle takes "
            f"{_words(scoops)} scoops ({s}g per scoop) and she has {bottles} bottles a day",
            f"Trying to work out when to buy more formula.\n{tin}g tin, {s}g scoops, {scoops} "
            f"scoops per bottle, {bottles} bottles/day - how many full days do I get out of it?",
        ]
    )
    value = Fraction(math.floor(ratio))
    return task, value, f"{tin} // ({float(scoop)} * {scoops} * {bottles})", None, {}


@_untied
def h41_mortgage_split_by_income(r: random.Random) -> ArithOut7:
    """My share of the mortgage split in proportion to two incomes."""
    sign = r.choice(CURRENCIES)
    scale = 10 if sign == "R" else 1
    mortgage = r.randrange(1200, 4800, 5) * 100 * scale
    mine = r.randrange(35, 190) * 1000 * scale
    theirs = r.randrange(35, 190) * 1000 * scale
    partner = r.choice(["husband", "wife", "partner"])
    loan = "bond" if sign == "R" else "mortgage"
    m, a, b = _cash(mortgage, sign), _cash(mine * 100, sign), _cash(theirs * 100, sign)
    task = r.choice(
        [
            f"We split the {loan} by income. I make {a} a year and my {partner} makes {b}. The "
            f"{loan} is {m} a month, what's my share?",
            f"{loan} repayment is {m} a month, split in proportion to salary: me {a}, my "
            f"{partner} {b}. how much do I pay each month?",
            f"{_cap(loan)} {m} monthly.\nMy income {a}, my {partner}'s {b}. If we each pay in "
            "proportion to what we earn, how much is mine?",
        ]
    )
    value = _round(Fraction(mortgage * mine, 100 * (mine + theirs)))
    expr = f"round({_c(mortgage)} * {mine} / ({mine} + {theirs}), 2)"
    return task, value, expr, _tol(value), {}


@_untied
def h41_bills_halved(r: random.Random) -> ArithOut7:
    """Half the total of three household bills."""
    sign = r.choice(CURRENCIES)
    scale = 10 if sign == "R" else 1
    names = {
        "$": ("electric", "internet", "water"),
        "C$": ("hydro", "internet", "water"),
        "R": ("electricity", "fibre", "water"),
        "S$": ("SP utilities", "broadband", "phone"),
        "NZ$": ("power", "fibre", "water"),
    }[sign]
    cents = [r.randint(3000, 24000) * scale for _ in names]
    x = [_cash(c, sign) for c in cents]
    task = r.choice(
        [
            f"Splitting bills 50/50 with my partner this month: {names[0]} {x[0]}, {names[1]} "
            f"{x[1]}, {names[2]} {x[2]}. How much does each of us pay?",
            f"{x[0]} for {names[0]}, {x[1]} for {names[1]} and {x[2]} for {names[2]} - what's "
            "half of the total? that's what my husband owes me",
            f"we go halves on the bills.\n{names[0]} {x[0]}, {names[1]} {x[1]}, {names[2]} "
            f"{x[2]}. what's each person's half?",
        ]
    )
    value = _round(Fraction(sum(cents), 200))
    expr = f"round(({_c(cents[0])} + {_c(cents[1])} + {_c(cents[2])}) / 2, 2)"
    return task, value, expr, _tol(value), {}


@_untied
def h41_party_cost_per_child(r: random.Random) -> ArithOut7:
    """Venue, cake and food over the number of children."""
    sign = r.choice(CURRENCIES)
    scale = 10 if sign == "R" else 1
    venue = r.randrange(120, 450, 5) * 100 * scale
    cake = r.randint(2500, 9000) * scale
    food = r.randint(4000, 16000) * scale
    kids = r.randint(8, 25)
    name, _, pos = r.choice(KIDS)
    v, c, f = _cash(venue, sign), _cash(cake, sign), _cash(food, sign)
    task = r.choice(
        [
            f"Birthday party budget: venue {v}, cake {c}, pizza {f}. {kids} kids coming. What's "
            "the cost per child?",
            f"how much per kid is {name}'s party costing? {kids} kids, trampoline park {v} + "
            f"cake {c} + food {f}",
            f"Party total so far is venue {v}, cake {c} and food {f}.\nWith "
            f"{_maybe_words(r, kids)} kids invited to {pos} party, what does that come to per "
            "child?",
        ]
    )
    value = _round(Fraction(venue + cake + food, 100 * kids))
    expr = f"round(({_c(venue)} + {_c(cake)} + {_c(food)}) / {kids}, 2)"
    return task, value, expr, _tol(value), {}


def h41_party_packs_to_buy(r: random.Random) -> ArithOut7:
    """Packs to buy for so many items per child (round up)."""
    kids = r.randint(8, 30)
    each = r.randint(1, 4)
    item, size = r.choice(
        [
            ("juice boxes", r.choice([6, 8, 10, 12])),
            ("party hats", r.choice([8, 10, 12])),
            ("balloons", r.choice([10, 12, 20, 25])),
            ("cupcakes", r.choice([6, 12])),
            ("mini sausage rolls", r.choice([12, 20, 24])),
        ]
    )
    fuss = r.choice(["Ella insists", "they always want seconds", "the twins will fight otherwise"])
    task = r.choice(
        [
            f"{kids} kids at the party, {_words(each) if each > 1 else 'one'} {item} each, they "
            f"come in packs of {size}. How many packs do I buy?",
            f"need {each} {item} per child for {kids} kids, sold in packs of {size} - how many "
            "packs should i get?",
            f"How many packs of {item} do I need? Packs of {size}, {kids} kids, {each} each "
            f"({fuss})",
        ]
    )
    value = Fraction(-(-kids * each // size))
    return task, value, f"-(-{kids} * {each} // {size})", None, {}


def h41_screen_time_week_minutes(r: random.Random) -> ArithOut7:
    """Weekday and weekend screen minutes to a weekly total."""
    weekday = r.randrange(30, 125, 5)
    weekend = r.randrange(60, 255, 15)
    task = r.choice(
        [
            f"Screen time rules: {weekday} minutes on school days (Mon-Fri), {weekend} minutes on "
            "Saturday and on Sunday. How many minutes is that in a week total?",
            f"if the kids get {weekday} min of screens mon-fri and {weekend} min each weekend "
            "day, whats the weekly total in minutes",
            f"Trying to cut back on screens. Right now it's {weekday} mins each weekday + "
            f"{weekend} mins each day of the weekend.\nTotal minutes per week?",
        ]
    )
    value = Fraction(weekday * 5 + weekend * 2)
    return task, value, f"{weekday} * 5 + {weekend} * 2", None, {}


def h41_screen_time_left_today(r: random.Random) -> ArithOut7:
    """A daily screen limit minus two uses."""
    limit = r.randrange(60, 185, 15)
    tablet = r.randint(10, limit // 2)
    tv = r.randint(5, limit - tablet - 5)
    name, he, _ = r.choice(KIDS)
    task = r.choice(
        [
            f"{name} gets {limit} minutes of screens a day. {_cap(he)}'s done {tablet} on the "
            f"iPad and {tv} watching TV. How many minutes left before bedtime?",
            f"how many minutes of screen time does {name} have left today? limit is {limit}, "
            f"used {tablet} min on the switch + {tv} min youtube",
            f"Screen limit {limit} min/day.\nUsed so far: {tablet} tablet, {tv} TV. Minutes "
            "remaining?",
        ]
    )
    value = Fraction(limit - tablet - tv)
    return task, value, f"{limit} - {tablet} - {tv}", None, {}


def h41_weeks_saving_for_toy(r: random.Random) -> ArithOut7:
    """Weeks of saving until a kid can afford something (round up)."""
    sign = r.choice(CURRENCIES)
    scale = 10 if sign == "R" else 1
    price = r.randrange(2000, 16000, 50) * scale
    saved = r.randrange(0, price // 2, 50)
    weekly = r.choice([200, 250, 300, 500, 600, 750, 1000]) * scale
    name, he, pos = r.choice(KIDS)
    word = "allowance" if sign in AMERICAN else "pocket money"
    thing = r.choice(
        ["a Lego set", "a scooter", "a new game", "a Barbie Dreamhouse", "roller skates"]
    )
    p, s, w = _cash(price, sign), _cash(saved, sign), _cash(weekly, sign)
    task = r.choice(
        [
            f"{name} is saving for {thing} that costs {p}. {_cap(he)} has {s} already and puts "
            f"away {w} a week. How many weeks until {he} can buy it?",
            f"how many weeks of saving {w}/week does {name} need to reach {p} if {he}'s got {s} "
            "now",
            f"{_cap(thing)} is {p}. {name} has saved {s} and adds {w} from {pos} {word} "
            f"each week - how many more weeks until {he} has enough?",
        ]
    )
    value = Fraction(-(-(price - saved) // weekly))
    return task, value, f"-(-({price} - {saved}) // {weekly})", None, {}


@_untied
def h41_back_to_school_sale(r: random.Random) -> ArithOut7:
    """A price with a percent off."""
    sign = r.choice(CURRENCIES)
    scale = 10 if sign == "R" else 1
    price = r.randint(1500, 20000) * scale
    pct = r.choice([10, 15, 20, 25, 30, 40])
    item = r.choice(["school uniform", "school shoes", "backpack", "school jumper"])
    p = _cash(price, sign)
    task = r.choice(
        [
            f"The {item} is {p} and the back to school sale takes {pct}% off. What will I pay?",
            f"{pct}% off {p} {item} - what's the sale price",
            f"New {item} for {r.choice(KIDS)[0]} was {p}, now {pct}% off.\nHow much is it now?",
        ]
    )
    value = _round(Fraction(price * (100 - pct), 100 * 100))
    return task, value, f"round({_c(price)} * (1 - {pct} / 100), 2)", _tol(value), {}


@_untied
def h41_price_plus_sales_tax(r: random.Random) -> ArithOut7:
    """A price plus GST, HST, VAT or sales tax at a stated rate."""
    sign = r.choice(CURRENCIES)
    tax, rate = {
        "$": ("sales tax", r.choice([Fraction(6), Fraction(7), Fraction(33, 4), Fraction(71, 8)])),
        "C$": ("HST", Fraction(13)),
        "R": ("VAT", Fraction(15)),
        "S$": ("GST", Fraction(9)),
        "NZ$": ("GST", Fraction(15)),
    }[sign]
    scale = 10 if sign == "R" else 1
    price = r.randint(2000, 60000) * scale
    p, t = _cash(price, sign), _shown(rate)
    thing = r.choice(["the kids' swimming lessons", "school camp", "the new car seat", "the cot"])
    task = r.choice(
        [
            f"Quote for {thing} is {p} before {tax}. What's the total with {t}% {tax}?",
            f"{p} + {t}% {tax} = ? ({thing})",
            f"How much is {p} once {t}% {tax} is added? It's for {thing}",
        ]
    )
    value = _round(Fraction(price, 100) * (1 + rate / 100))
    return task, value, f"round({_c(price)} * (1 + {float(rate)} / 100), 2)", _tol(value), {}


@_untied
def h41_nappy_price_each(r: random.Random) -> ArithOut7:
    """A pack's price per nappy/diaper, to the nearest cent."""
    while True:
        sign = r.choice(CURRENCIES)
        count = r.choice([40, 44, 56, 64, 72, 84, 96, 120, 148])
        price = r.randint(1500, 5500) * (10 if sign == "R" else 1)
        exact = Fraction(price, 100 * count)
        if not _is_tie(exact, 2):
            break
    word = "diaper" if sign in AMERICAN else "nappy"
    words = "diapers" if sign in AMERICAN else "nappies"
    p = _cash(price, sign)
    task = r.choice(
        [
            f"A pack of {count} {words} is {p}. What's that per {word}, to the nearest cent?",
            f"price per {word}? {p} for a box of {count}. round to the cent pls",
            f"Comparing brands at the shops.\nHow much per {word} is a {count}-pack at {p}? "
            "Nearest cent is fine",
        ]
    )
    value = _round(exact)
    return task, value, f"round({_c(price)} / {count}, 2)", _tol(value), {}


def h41_ml_per_feed(r: random.Random) -> ArithOut7:
    """A day's ml over a number of feeds."""
    feed = r.randrange(60, 250, 10)
    feeds = r.randint(5, 8)
    total = feed * feeds
    doc = r.choice(["Paediatrician", "Pediatrician", "The Plunket nurse", "The clinic sister"])
    task = r.choice(
        [
            f"{doc} says {total} ml a day for the baby, split over {feeds} feeds. How many ml "
            "per feed?",
            f"{total}ml a day across {_words(feeds)} bottles - how much goes in each bottle?",
            f"Baby needs {total} mL per day.\nIf she has {feeds} feeds, how much per feed?",
        ]
    )
    return task, Fraction(feed), f"{total} / {feeds}", None, {}


def h41_allowance_by_age(r: random.Random) -> ArithOut7:
    """A rate per year of age times the kids' ages, weekly."""
    sign = r.choice(CURRENCIES)
    rate = r.choice([25, 50, 75, 100, 150]) * (10 if sign == "R" else 1)
    ages = r.sample(range(4, 16), r.randint(2, 3))
    word = "allowance" if sign in AMERICAN else "pocket money"
    rr = _cash(rate, sign) if rate >= 100 else f"{rate}c"
    ages_text = _listing([str(a) for a in ages])
    task = r.choice(
        [
            f"We do {rr} per year of age as weekly {word}. The kids are {ages_text}. What's the "
            "weekly total?",
            f"{word} = {rr} x age, every week. my kids are {ages_text}. how much total per week?",
            f"How much {word} do I hand out each week if it's {rr} for every year of age and "
            f"the kids are {ages_text}?",
        ]
    )
    value = Fraction(rate * sum(ages), 100)
    return task, value, f"{_c(rate)} * ({' + '.join(map(str, ages))})", _tol(value), {}


def h41_lunch_money_for_term(r: random.Random) -> ArithOut7:
    """Lunch price times days, weeks and kids."""
    sign = r.choice(CURRENCIES)
    price = r.randrange(250, 950, 10) * (10 if sign == "R" else 1)
    days = r.randint(2, 5)
    weeks = r.randint(3, 11)
    kids = r.randint(1, 3)
    place = {"$": "Hot lunch", "C$": "Hot lunch", "S$": "Canteen food", "R": "Tuck shop"}.get(
        sign, "Lunch order"
    )
    p = _cash(price, sign)
    kids_text = "one kid" if kids == 1 else f"{_words(kids)} kids"
    task = r.choice(
        [
            f"{place} is {p} a day per kid. {_cap(kids_text)}, {days} days a week, {weeks} weeks "
            "this term. How much do I need to load?",
            f"{place} money: {p} per day per child, {kids_text}, {days} days/week for {weeks} "
            "weeks - total?",
            f"how much lunch money for {weeks} weeks? {kids_text} buying lunch {days} days a "
            f"week at {p} each per day",
        ]
    )
    value = Fraction(price * days * weeks * kids, 100)
    return task, value, f"{_c(price)} * {days} * {weeks} * {kids}", _tol(value), {}


def _clock(minutes: int, dotted: bool) -> str:
    hour, minute = divmod(minutes, 60)
    hour12 = hour - 12 if hour > 12 else hour
    sep = "." if dotted else ":"
    return f"{hour12}{sep}{minute:02d}pm"


@_untied
def h41_babysitter_owed(r: random.Random) -> ArithOut7:
    """An hourly rate over a sitter's evening given by clock times."""
    sign = r.choice(CURRENCIES)
    rate = r.randint(12, 30) * 100 * (10 if sign == "R" else 1)
    start = r.randrange(17 * 60, 20 * 60, 15)
    end = r.randrange(21 * 60 + 30, 23 * 60 + 46, 15)
    dotted = sign in ("R", "NZ$", "S$") and r.random() < 0.5
    s, e, rr = _clock(start, dotted), _clock(end, dotted), _cash(rate, sign)
    sitter = r.choice(["She", "He"])
    task = r.choice(
        [
            f"Babysitter came at {s} and we got home at {e}. {sitter} charges {rr} an hour - how "
            "much do I owe?",
            f"sitter from {s} to {e} tonight at {rr}/hr, what do i pay",
            f"Date night! Sitter was {s} to {e}.\nRate is {rr} per hour. Total?",
        ]
    )
    value = _round(Fraction(rate * (end - start), 100 * 60))
    return task, value, f"round({_c(rate)} * ({end} - {start}) / 60, 2)", _tol(value), {}


@_untied
def h41_fever_celsius_to_fahrenheit(r: random.Random) -> ArithOut7:
    """A temperature in C in F, to one decimal."""
    tenths = r.randint(370, 405)
    c = _shown(Fraction(tenths, 10))
    name = r.choice(KIDS)[0]
    task = r.choice(
        [
            f"Thermometer is in Celsius and says {c}. What's that in Fahrenheit, to one decimal? "
            "The nurse line asks in F",
            f"{c} C in F? (one decimal place) - {name} has a fever",
            f"{name}'s temp is {c}°C.\nConvert to °F please, rounded to 1 decimal",
        ]
    )
    value = _round(Fraction(tenths, 10) * Fraction(9, 5) + 32, 1)
    return task, value, f"round({tenths} / 10 * 9 / 5 + 32, 1)", _tol(value), {}


@_untied
def h41_fee_increase_percent(r: random.Random) -> ArithOut7:
    """The percent increase of a fee, to one decimal."""
    while True:
        sign = r.choice(CURRENCIES)
        scale = 10 if sign == "R" else 1
        old = r.randrange(40, 400) * 100 * scale
        new = old + r.randrange(2, 40) * old // 100 + r.choice([0, 50, 100, 250]) * scale
        pct = Fraction(new - old, old) * 100
        if not _is_tie(pct, 1):
            break
    item, per = r.choice(
        [
            ("Swimming lessons", "a term"),
            ("Daycare", "per week"),
            ("Piano lessons", "a month"),
            ("The school bus", "a term"),
        ]
    )
    o, n = _cash(old, sign), _cash(new, sign)
    task = r.choice(
        [
            f"{item} went from {o} to {n} {per}. What's the percentage increase, to one decimal?",
            f"{item.lower()} just went up from {o} to {n} {per}!! by what percent? 1 dp",
            f"By what percent did {item.lower()} go up? It was {o}, now {n}. Round to one "
            "decimal place.",
        ]
    )
    value = _round(pct, 1)
    return task, value, f"round(({new} - {old}) / {old} * 100, 1)", _tol(value), {}


ARITHMETIC: list[ArithTemplate] = [
    h41_grocery_budget_left,
    h41_allowance_for_weeks,
    h41_school_fees_per_payment,
    h41_carpool_gas_per_week,
    h41_school_run_petrol,
    h41_recipe_for_more_kids,
    h41_bottle_oz_to_ml,
    h41_formula_tin_full_days,
    h41_mortgage_split_by_income,
    h41_bills_halved,
    h41_party_cost_per_child,
    h41_party_packs_to_buy,
    h41_screen_time_week_minutes,
    h41_screen_time_left_today,
    h41_weeks_saving_for_toy,
    h41_back_to_school_sale,
    h41_price_plus_sales_tax,
    h41_nappy_price_each,
    h41_ml_per_feed,
    h41_allowance_by_age,
    h41_lunch_money_for_term,
    h41_babysitter_owed,
    h41_fever_celsius_to_fahrenheit,
    h41_fee_increase_percent,
]

# --------------------------------------------------------------------------- to-do

# Each title with a word of it that names it alone among all titles.
THINGS = [
    ("sign the zoo trip permission slip", "permission slip"),
    ("book dentist for Liam", "dentist"),
    ("pay school fees", "school fees"),
    ("buy birthday candles", "candles"),
    ("order the cake", "cake"),
    ("return library books", "library"),
    ("send party invites", "invites"),
    ("fill in the medical form", "medical form"),
    ("pick up prescription", "prescription"),
    ("wash the soccer uniform", "soccer uniform"),
    ("clean out the fridge", "fridge"),
    ("book flu shots", "flu shots"),
    ("buy goodie bag fillers", "goodie bag"),
    ("call the pediatrician", "pediatrician"),
    ("label the school jumpers", "jumpers"),
    ("pay the babysitter", "babysitter"),
    ("buy formula", "formula"),
    ("vacuum the car", "vacuum"),
    ("fold the laundry", "laundry"),
    ("RSVP to the class party", "RSVP"),
    ("buy juice boxes", "juice boxes"),
    ("blow up balloons", "balloons"),
    ("change the sheets", "sheets"),
    ("take out the recycling", "recycling"),
    ("book parent teacher interview", "interview"),
    ("get new school shoes", "shoes"),
    ("top up the lunch account", "lunch account"),
    ("buy sunscreen", "sunscreen"),
    ("schedule eye test", "eye test"),
    ("mow the lawn", "lawn"),
    ("hire the bouncy castle", "bouncy castle"),
    ("bake muffins for the fundraiser", "muffins"),
    ("fix the bike tyre", "bike"),
    ("buy nappies", "nappies"),
    ("renew the passports", "passports"),
    ("register for swimming lessons", "swimming"),
    ("wrap the present for Noah", "present"),
    ("buy bread", "bread"),
    ("buy milk", "milk"),
]
TITLES = [t for t, _ in THINGS]
KEYWORD = dict(THINGS)
# Items renamed: the old title (one of TITLES) and its new wording.
RENAMES = [
    ("order the cake", "order the dinosaur cake"),
    ("buy birthday candles", "buy sparkler candles"),
    ("book dentist for Liam", "book dentist for Liam on Friday"),
    ("blow up balloons", "blow up the helium balloons"),
    ("call the pediatrician", "call the pediatrician about the rash"),
    ("buy sunscreen", "buy kids sunscreen"),
    ("send party invites", "send party invites by text"),
    ("get new school shoes", "get new school shoes for Mia"),
    ("buy milk", "buy oat milk"),
]
FORBIDDEN = r"\band\b|,|\d|'|\"|\b(list|done|add|delete|remove|number|item)\b"

check_titles(TITLES, FORBIDDEN, fold_case=True)
check_titles([new for _, new in RENAMES], FORBIDDEN, fold_case=True)
assert all(sum(k.lower() in t.lower() for t in TITLES) == 1 for k in KEYWORD.values())
assert all(old in TITLES and new not in TITLES for old, new in RENAMES)


def _setup(r: random.Random, low: int, high: int, *, keep: str | None = None) -> list[str]:
    """Titles for a list of `low`..`high` items (holding `keep` when given)."""
    rest = [t for t in TITLES if t != keep]
    titles = r.sample(rest, r.randint(low, high) - (keep is not None))
    if keep is not None:
        titles.insert(r.randint(0, len(titles)), keep)
    return titles


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _pick(r: random.Random, low: int = 3, high: int = 6) -> tuple[list[str], int]:
    setup = _setup(r, low, high)
    return setup, r.randrange(len(setup))


def h41_add_one_thing(r: random.Random) -> TodoOut7:
    """Add one item."""
    setup = _setup(r, 0, 4)
    (new,) = _fresh(r, setup, 1)
    kid = r.choice(KIDS)[0]
    task = r.choice(
        [
            f"add {new} to my to do list",
            f"Can you put {new} on the list? School sent another reminder",
            f"note from the teacher in {kid}'s bag today.\nadd to my todos: {new}",
            f"Remind me: {new}. Add it to the list pls",
        ]
    )
    return task, setup, _open([*setup, new]), False, {}


def h41_add_two_things(r: random.Random) -> TodoOut7:
    """Add two items."""
    setup = _setup(r, 0, 4)
    a, b = _fresh(r, setup, 2)
    task = r.choice(
        [
            f"party is on saturday! add {a} and {b} to my list",
            f"Put {a} on my to-do list, also {b}",
            f"Two more for the list:\n{a}\n{b}",
            f"need to add {a} + {b} to the todo list before I forget",
        ]
    )
    return task, setup, _open([*setup, a, b]), False, {}


def h41_done_by_number(r: random.Random) -> TodoOut7:
    """Complete an item by its number."""
    setup, i = _pick(r)
    n = i + 1
    task = r.choice(
        [
            f"mark #{n} done",
            f"Finished number {n} on my list, tick it off",
            f"item {n} is sorted, mark it complete",
            f"ok got to-do {n} done while the kids were at practice, check it off",
        ]
    )
    return task, setup, _completed(setup, i), False, {}


def h41_done_by_title(r: random.Random) -> TodoOut7:
    """Complete an item by its title or a word of it."""
    setup, i = _pick(r)
    title = setup[i]
    task = r.choice(
        [
            f"{title} - done! cross it off",
            f"Finally did the {KEYWORD[title]} one, mark it done on my list",
            f'mark "{title}" as complete',
            f"just managed to {title} in my lunch break, tick that one off the list",
        ]
    )
    return task, setup, _completed(setup, i), False, {}


def h41_done_two(r: random.Random) -> TodoOut7:
    """Complete two items."""
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = r.choice(
        [
            f"mark {i + 1} and {j + 1} done",
            f"Ticked off two today: {setup[i]} and {setup[j]}. Update my list",
            f"done with #{i + 1} + #{j + 1} 🙌",
            f"Both the {KEYWORD[setup[i]]} and the {KEYWORD[setup[j]]} ones are sorted, mark "
            "them complete",
        ]
    )
    return task, setup, _completed(setup, i, j), False, {}


def h41_delete_by_number(r: random.Random) -> TodoOut7:
    """Delete an item by its number."""
    setup, i = _pick(r)
    n = i + 1
    task = r.choice(
        [
            f"remove #{n} from my list, not needed anymore",
            f"Delete to-do {n}, we cancelled",
            f"take number {n} off the list pls",
        ]
    )
    return task, setup, _deleted(setup, i), False, {}


def h41_delete_by_title(r: random.Random) -> TodoOut7:
    """Delete an item by its title or a word of it."""
    setup, i = _pick(r)
    title = setup[i]
    mum = r.choice(["mum", "mom", "mother-in-law", "husband"])
    task = r.choice(
        [
            f"delete {title} from my to-do list, my {mum} is doing it",
            f"Take the {KEYWORD[title]} one off the list, plans changed",
            f'scrap "{title}" from my list',
        ]
    )
    return task, setup, _deleted(setup, i), False, {}


def h41_delete_two(r: random.Random) -> TodoOut7:
    """Delete two items."""
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = r.choice(
        [
            f"delete {i + 1} and {j + 1} from the list",
            f"Remove {setup[i]} and {setup[j]} from my to do list, hubby's got them",
            f"get rid of items {i + 1} and {j + 1}, not happening this week",
        ]
    )
    return task, setup, _deleted(setup, i, j), False, {}


def h41_read_the_list(r: random.Random) -> TodoOut7:
    """Say what is on the list (question)."""
    setup = _setup(r, 2, 5)
    task = r.choice(
        [
            "what's on my to-do list?",
            "Quick, read me my list, I'm at the school gate",
            "show me my todos",
            "What's still on my list? kids are finally asleep",
        ]
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def h41_count_the_list(r: random.Random) -> TodoOut7:
    """How many items there are (question)."""
    setup = _setup(r, 2, 7)
    task = r.choice(
        [
            "how many things are on my list?",
            "How many to-dos have I got?",
            "count my to do list items pls",
            "Before pickup - how many items are on my to-do list?",
        ]
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def h41_is_it_on_the_list(r: random.Random) -> TodoOut7:
    """Whether an item is on the list, yes or no (question)."""
    there = r.random() < 0.5
    if there:
        setup, i = _pick(r, 2, 6)
        title = setup[i]
        extra: dict[str, object] = {"contains": ["yes"]}
    else:
        setup = _setup(r, 2, 6)
        (title,) = _fresh(r, setup, 1)
        extra = {"contains": ["no"], "not_contains": ["yes"]}
    task = r.choice(
        [
            f"did I put {title} on my list already?",
            f"Is {title} on the to-do list? can't remember if I added it",
            f"is the {KEYWORD[title]} thing on my todo list",
        ]
    )
    return task, setup, _open(setup), True, extra


def h41_which_number_is_it(r: random.Random) -> TodoOut7:
    """The number of an item (question)."""
    setup, i = _pick(r, 3, 7)
    title = setup[i]
    task = r.choice(
        [
            f"what number is {title} on my list?",
            f"Which number is the {KEYWORD[title]} one on my to-do list?",
            f"where's {title} on my to do list - which #?",
        ]
    )
    return task, setup, _open(setup), True, {"contains": [str(i + 1)]}


def h41_clear_everything(r: random.Random) -> TodoOut7:
    """Empty the whole list."""
    setup = _setup(r, 2, 6)
    task = r.choice(
        [
            "clear my whole to-do list, fresh start for the new term",
            "Delete everything on my list",
            "wipe the to do list, all of it",
            "School holidays!! Remove every item from my to-do list",
        ]
    )
    return task, setup, [], False, {}


def h41_rename_item(r: random.Random) -> TodoOut7:
    """Change an item's wording, by its title or its number."""
    old, new = r.choice(RENAMES)
    setup = _setup(r, 2, 6, keep=old)
    i = setup.index(old)
    task = r.choice(
        [
            f'change "{old}" to "{new}"',
            f"Rename {old} on my list to {new}",
            f"edit the to-do {old} so it says {new}",
            f"can you update item {i + 1} to say {new}",
        ]
    )
    return task, setup, _open([new if t == old else t for t in setup]), False, {}


def h41_done_and_add(r: random.Random) -> TodoOut7:
    """Complete one item and add another."""
    setup, i = _pick(r, 2, 5)
    (new,) = _fresh(r, setup, 1)
    title = setup[i]
    task = r.choice(
        [
            f"done with {title}. add {new} to the list",
            f"Mark #{i + 1} complete and add {new}",
            f"ticked off the {KEYWORD[title]} one - next up, put {new} on my list",
        ]
    )
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


def h41_all_done(r: random.Random) -> TodoOut7:
    """Complete every item."""
    setup = _setup(r, 2, 6)
    task = r.choice(
        [
            "mark everything on my list as done",
            "Finished all my to-dos today!! tick them all off",
            "complete all the items on my to do list",
        ]
    )
    return task, setup, [(t, True) for t in setup], False, {}


TODO: list[TodoTemplate] = [
    h41_add_one_thing,
    h41_add_two_things,
    h41_done_by_number,
    h41_done_by_title,
    h41_done_two,
    h41_delete_by_number,
    h41_delete_by_title,
    h41_delete_two,
    h41_read_the_list,
    h41_count_the_list,
    h41_is_it_on_the_list,
    h41_which_number_is_it,
    h41_clear_everything,
    h41_rename_item,
    h41_done_and_add,
    h41_all_done,
]

HEADER = """\
# {name}: everyday calculator and to-do requests of parents running a household, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_41.py (seed {seed}), before any
# tuning against it, by a helper session (branch h41) that read none of the planner's, the
# tools' or the school's code or tests; of the other sets only a few helpers of sets 4 and 7
# and the first lines of set 7's YAML.
# {families} template families ({arith} arithmetic, {todo} to-do), several wordings each, {draws}
# seeded draws. Expected numbers are computed in plain Python with exact fractions and checked
# against an independent float expression. Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set beside this file."""
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
