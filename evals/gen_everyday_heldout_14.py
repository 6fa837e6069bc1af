"""Write the everyday held-out set 14: a new user's first hour with a calculator and a to-do list.

Written blind on 2026-11-27 by a helper session (branch h14) as the final held-out measure of issue
#15, to be run once, on the final code; nobody tunes on it. What was read: the dataset format
section of `docs/evals.md`, the loader and judges in `src/agentschool/evals/` (`cases.py`,
`checks.py`: a numeric answer is the output's last number within an absolute tolerance, to-dos are
compared in store order by title ignoring case), the helper functions of
`gen_everyday_heldout_4.py` and `gen_everyday_heldout_7.py` (imported here, their templates
unread), and one case of `everyday-heldout-7.yaml` for the YAML shape. Not read: the agent's, the
tools' or their tests' code, the other sets' templates or YAML, other docs. No part of the agent
was run on this set.

The theme: what someone types in their first hour with an assistant that has a calculator and a
to-do list. Ordinary requests in many voices (terse, chatty with context, polite, lowercase phone
typing with pls/thx/u), in dollars, pounds and euros, from a student, a parent, a shop owner, a
cook, a traveller, a cyclist, a landlord, a shift worker. 40 families, each one phrasing drawn 3
times with seeded values: 24 arithmetic and 16 to-do.

Arithmetic (every case expects no side effects; the answer is computed with exact fractions and
checked against an independent float expression; money and other naturally rounded answers have a
tolerance of 0.01, the oven temperature 0.05 so that one decimal passes, a rounding request none):

- terse-percent-of: "15% of 80".
- tip-on-dinner-bill: the tip on a restaurant bill, in dollars.
- split-bill-with-tip: a dinner bill plus a tip, split between the diners.
- split-cabin-evenly: a weekend cabin in euros split evenly.
- percent-off-jacket: the price after a percentage off, in pounds.
- sales-tax-total: a purchase plus US sales tax.
- price-before-vat: a shop owner takes 20% VAT out of a price in pounds.
- average-test-scores: a student's mean of four or five scores.
- round-to-places: round a decimal to 1, 2 or 3 places (never a tie).
- km-to-miles-ride: a cyclist's ride in miles, the factor given.
- ounces-to-grams: a cook's ounces in grams, the factor given.
- oven-fahrenheit-to-celsius: an oven temperature, the formula given.
- shift-pay-from-clock-times: pay for a shift given by clock times, an unpaid break and a rate.
- simple-interest-savings: the interest earned at simple interest.
- fraction-of-book: a parent asks how many pages a fraction of a book is.
- fractions-added-as-decimal: two fractions added, asked as a decimal.
- power-of: "what's 7 to the power of 4".
- square-root: "square root of 50?".
- add-then-multiply: "add 45 and 38 then multiply by 2 pls".
- rent-increase-percent: a landlord's rent rise as a percentage.
- quiz-score-percent: a quiz score as a percentage.
- markup-selling-price: a market stall's price from its cost and a markup.
- currency-at-given-rate: a traveller converts money at a rate given.
- recipe-scaled-for-guests: a recipe's amount scaled to the number of guests.

To-do (setups are open to-dos with ids 1, 2, ... in order; each case gives the exact end state; a
question expects no side effects):

- remind-me-to: "remind me to <chore>" adds it.
- polite-add-quoted: a polite request adds one quoted to-do.
- add-groceries-list: "pls add a, b and c to my list" adds two to four groceries.
- party-two-things: chatty context naming two things to do, both added.
- past-tense-check-off: "just called the bank, can you check that off" completes it.
- complete-by-number: "mark number 3 as done".
- complete-by-ordinal: the first, second, third or last item completed.
- mark-two-titles-done: two to-dos named by title completed.
- take-grocery-off: a grocery named by title deleted.
- delete-item-number: a to-do deleted by its number.
- delete-last-thing: "get rid of the last thing on my list".
- whats-on-my-list: the list asked for; the answer names every to-do.
- how-many-on-list: the count asked for; the answer's last number is it.
- on-list-else-add: "do i already have X on my list? if not, add it" (on it or not, by the seed).
- done-then-clear-completed: two chores done in the past tense, marked done, the done ones cleared.
- rename-quoted: one to-do renamed (the last one, so the end state is the same however it is done).

Run from the repository root: `python evals/gen_everyday_heldout_14.py`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal, localcontext
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
    by_task_and_setup,
    by_task_unless_question,
    check_titles,
    write_set,
)

SEED = 20261127_14
NAME = "everyday-heldout-14"

# --------------------------------------------------------------------------- arithmetic


def _a(text: str) -> str:
    """A number or amount with its article as it is read: "a 15%", "an 18%", "an $84.50"."""
    whole = text.lstrip("$£€").split(".")[0].replace(",", "")
    vowel = whole.startswith("8") or (len(whole) % 3 == 2 and whole[:2] in ("11", "18"))
    return f"{'an' if vowel else 'a'} {text}"


def _h14_terse_percent_of(r: random.Random) -> ArithOut7:
    pct = r.choice([5, 8, 10, 12, 15, 18, 20, 25, 30, 40, 75])
    n = r.randrange(40, 1000)
    value = Fraction(pct, 100) * n
    return f"{pct}% of {n}", value, f"{pct} * {n} / 100", _tol(value), {}


def _h14_tip_on_dinner_bill(r: random.Random) -> ArithOut7:
    bill = r.randrange(3000, 16000)
    pct = r.choice([15, 18, 20, 22])
    value = _cents(bill) * Fraction(pct, 100)
    task = (
        f"just had dinner with my parents, the bill came to {_money(bill)}. "
        f"how much is {_a(str(pct))}% tip?"
    )
    return task, value, f"{bill} / 100 * {pct} / 100", _tol(value), {}


def _h14_split_bill_with_tip(r: random.Random) -> ArithOut7:
    people = r.randrange(3, 7)
    bill = r.randrange(6000, 30000)
    pct = r.choice([15, 18, 20])
    value = _cents(bill) * (1 + Fraction(pct, 100)) / people
    task = (
        f"we were {people} at dinner, bill was {_money(bill)} and we're leaving "
        f"{_a(str(pct))}% tip on top. how much does each of us pay?"
    )
    return task, value, f"{bill} / 100 * (1 + {pct} / 100) / {people}", _tol(value), {}


def _h14_split_cabin_evenly(r: random.Random) -> ArithOut7:
    people = r.randrange(3, 7)
    total = r.randrange(600, 2000) * 100
    value = _cents(total) / people
    task = (
        f"{people} of us rented a cabin for the weekend, {_euros(total)} in total. "
        "how much does each person owe?"
    )
    return task, value, f"{total} / 100 / {people}", _tol(value), {}


def _h14_percent_off_jacket(r: random.Random) -> ArithOut7:
    price = r.randrange(30, 150) * 100 + r.choice([0, 50, 99])
    pct = r.choice([15, 20, 25, 30, 40, 50])
    value = _cents(price) * (100 - pct) / 100
    task = (
        f"this jacket is {_pounds(price)} and it's {pct}% off today. what would i actually pay? thx"
    )
    return task, value, f"{price} / 100 * (1 - {pct} / 100)", _tol(value), {}


def _h14_sales_tax_total(r: random.Random) -> ArithOut7:
    price = r.randrange(1500, 60000)
    tax = r.choice(["6", "6.25", "7", "7.25", "8", "8.25", "8.875", "9.5"])
    value = _cents(price) * (1 + Fraction(tax) / 100)
    task = f"What's the total for {_a(_money(price))} purchase with {tax}% sales tax?"
    return task, value, f"{price} / 100 * (1 + {tax} / 100)", _tol(value), {}


_SHOP_ITEMS = ["scented candle", "teapot", "photo frame", "wool scarf", "cookbook", "ceramic vase"]


def _h14_price_before_vat(r: random.Random) -> ArithOut7:
    item = r.choice(_SHOP_ITEMS)
    net = r.randrange(160, 1200) * 5  # £8 to £60, whole pence once VAT is on
    gross = net * 6 // 5
    assert gross * 5 == net * 6
    value = _cents(net)
    task = (
        f"I run a small gift shop. A {item} sells for {_pounds(gross)} including 20% VAT - "
        "what's the price before VAT?"
    )
    return task, value, f"{gross} / 100 / 1.2", _tol(value), {}


def _h14_average_test_scores(r: random.Random) -> ArithOut7:
    scores = [r.randrange(55, 101) for _ in range(r.choice([4, 5]))]
    value = Fraction(sum(scores), len(scores))
    listed = ", ".join(str(s) for s in scores[:-1]) + f" and {scores[-1]}"
    task = f"my test scores this semester were {listed}. whats my average?"
    return task, value, f"({' + '.join(map(str, scores))}) / {len(scores)}", _tol(value), {}


def _h14_round_to_places(r: random.Random) -> ArithOut7:
    places = r.choice([1, 2, 3])
    whole, part = r.randrange(0, 100), r.randrange(1, 100000)
    while part % 10 == 0:  # nobody types a trailing zero; a last digit of 1-9 never makes a tie
        part = r.randrange(1, 100000)
    text = f"{whole}.{part:05d}"
    rounded = Decimal(text).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    value = Fraction(rounded)
    unit = "decimal place" if places == 1 else "decimal places"
    return f"round {text} to {places} {unit}", value, f"round({text}, {places})", None, {}


def _h14_km_to_miles_ride(r: random.Random) -> ArithOut7:
    km = Fraction(r.randrange(30, 240), 2)
    value = km * Fraction("0.621")
    task = (
        f"did {_a(_typed(km))} km bike ride this morning. how far is that in miles? "
        "(1 km = 0.621 miles)"
    )
    return task, value, f"{_typed(km)} * 0.621", _tol(value), {}


_BAKING = ["butter", "dark chocolate", "cream cheese", "flour", "parmesan", "brown sugar"]


def _h14_ounces_to_grams(r: random.Random) -> ArithOut7:
    ounces = r.choice([2, 3, 4, 5, 6, 8, 10, 12, 14, 16])
    value = ounces * Fraction("28.35")
    task = (
        f"american recipe calls for {ounces} oz of {r.choice(_BAKING)}. "
        "how many grams is that if 1 oz = 28.35 g?"
    )
    return task, value, f"{ounces} * 28.35", _tol(value), {}


def _h14_oven_fahrenheit_to_celsius(r: random.Random) -> ArithOut7:
    fahrenheit = r.choice([300, 325, 350, 375, 400, 425, 450, 475])
    value = Fraction(fahrenheit - 32) * 5 / 9
    task = (
        f"Recipe says to bake at {fahrenheit}°F. What is that in Celsius? I know C = (F - 32) * 5/9"
    )
    tolerance = None if value.denominator == 1 else 0.05  # 176.7 for 176.666... passes
    return task, value, f"({fahrenheit} - 32) * 5 / 9", tolerance, {}


def _clock(hour: int, minute: int) -> str:
    """A time of day as people type it: "8:30am", "5pm" (the hours used are never 0 or 12)."""
    shown = hour if hour < 12 else hour - 12
    suffix = "am" if hour < 12 else "pm"
    return f"{shown}{f':{minute:02d}' if minute else ''}{suffix}"


def _h14_shift_pay_from_clock_times(r: random.Random) -> ArithOut7:
    start = (r.randrange(6, 11), r.choice([0, 30]))
    end = (r.randrange(14, 20), r.choice([0, 30]))
    pause = r.choice([30, 45, 60])
    rate = r.randrange(1200, 3000, 5)
    minutes = (end[0] * 60 + end[1]) - (start[0] * 60 + start[1]) - pause
    value = Fraction(minutes, 60) * _cents(rate)
    task = (
        f"worked {_clock(*start)} to {_clock(*end)} today with a {pause} min unpaid break. "
        f"i get {_money(rate)} an hour, how much did i earn?"
    )
    check = f"(({end[0]} * 60 + {end[1]}) - ({start[0]} * 60 + {start[1]}) - {pause}) / 60"
    return task, value, f"{check} * {rate} / 100", _tol(value), {}


def _h14_simple_interest_savings(r: random.Random) -> ArithOut7:
    principal = r.randrange(10, 200) * 100
    rate = r.choice(["2", "2.5", "3", "3.25", "3.5", "4", "4.5", "5"])
    years = r.randrange(2, 8)
    value = principal * Fraction(rate) / 100 * years
    task = (
        f"If I put {_money(principal * 100)} in a savings account paying {rate}% simple interest "
        f"per year, how much interest will I have earned after {years} years?"
    )
    return task, value, f"{principal} * {rate} / 100 * {years}", _tol(value), {}


_BOOK_FRACTIONS = [(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (3, 5), (3, 8), (5, 8)]


def _h14_fraction_of_book(r: random.Random) -> ArithOut7:
    top, bottom = r.choice(_BOOK_FRACTIONS)
    pages = bottom * r.randrange(120 // bottom + 1, 480 // bottom + 1)
    value = Fraction(top, bottom) * pages
    task = (
        f"my son has to read {top}/{bottom} of {_a(str(pages))}-page book this week. "
        "how many pages is that?"
    )
    return task, value, f"{top} / {bottom} * {pages}", _tol(value), {}


_PROPER = [(1, 2), (1, 4), (3, 4), (1, 5), (2, 5), (3, 5), (4, 5), (1, 8), (3, 8), (5, 8), (7, 10)]


def _h14_fractions_added_as_decimal(r: random.Random) -> ArithOut7:
    (a, b), (c, d) = r.sample(_PROPER, 2)
    value = Fraction(a, b) + Fraction(c, d)  # terminating: denominators of 2s and 5s
    return f"{a}/{b} + {c}/{d} as a decimal?", value, f"{a} / {b} + {c} / {d}", None, {}


def _h14_power_of(r: random.Random) -> ArithOut7:
    base, exponent = r.randrange(2, 13), r.randrange(3, 7)
    value = Fraction(base**exponent)
    return f"what's {base} to the power of {exponent}", value, f"{base} ** {exponent}", None, {}


def _h14_square_root(r: random.Random) -> ArithOut7:
    n = r.randrange(10, 1000)
    with localcontext() as context:
        context.prec = 40
        value = Fraction(Decimal(n).sqrt())
    return f"square root of {n}?", value, f"math.sqrt({n})", _tol(value), {}


def _h14_add_then_multiply(r: random.Random) -> ArithOut7:
    a, b, c = r.randrange(10, 200), r.randrange(10, 200), r.randrange(2, 13)
    value = Fraction((a + b) * c)
    return f"add {a} and {b} then multiply by {c} pls", value, f"({a} + {b}) * {c}", None, {}


def _h14_rent_increase_percent(r: random.Random) -> ArithOut7:
    old = r.randrange(18, 60) * 50
    rise = r.randrange(2, 31) * 5
    value = Fraction(rise * 100, old)
    task = (
        f"I'm a landlord and I'm raising a tenant's rent from {_money(old * 100)} to "
        f"{_money((old + rise) * 100)} a month. What percentage increase is that?"
    )
    return task, value, f"({old + rise} - {old}) / {old} * 100", _tol(value), {}


_SUBJECTS = ["biology", "history", "spanish", "chemistry", "geography", "maths"]


def _h14_quiz_score_percent(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 40, 50, 80])
    score = r.randrange(total // 2, total)
    value = Fraction(score * 100, total)
    task = f"got {score} out of {total} on my {r.choice(_SUBJECTS)} quiz 😅 what percent is that?"
    return task, value, f"{score} / {total} * 100", _tol(value), {}


_STALL = ["handmade soaps", "jars of honey", "scented candles", "tote bags", "bunches of flowers"]


def _h14_markup_selling_price(r: random.Random) -> ArithOut7:
    cost = r.randrange(150, 1500, 5)
    markup = r.choice([25, 30, 40, 50, 60, 75, 100])
    value = _cents(cost) * (1 + Fraction(markup, 100))
    task = (
        f"i sell {r.choice(_STALL)} at my market stall. they cost me {_money(cost)} each and i "
        f"want {_a(str(markup))}% markup. what should i charge?"
    )
    return task, value, f"{cost} / 100 * (1 + {markup} / 100)", _tol(value), {}


_RATES = [
    ("spain", "usd", "eur", "euros", ["0.92", "0.94", "0.91"]),
    ("france", "gbp", "eur", "euros", ["1.16", "1.17", "1.15"]),
    ("japan", "usd", "jpy", "yen", ["149.5", "151.2", "147.8"]),
    ("the uk", "eur", "gbp", "pounds", ["0.86", "0.85", "0.87"]),
    ("the states", "cad", "usd", "us dollars", ["0.73", "0.72", "0.74"]),
    ("new zealand", "aud", "nzd", "nz dollars", ["1.09", "1.08", "1.1"]),
]


def _h14_currency_at_given_rate(r: random.Random) -> ArithOut7:
    country, base, code, name, rates = r.choice(_RATES)
    rate = r.choice(rates)
    amount = r.choice([50, 100, 150, 200, 250, 300, 400, 500, 750, 1000])
    value = amount * Fraction(rate)
    task = (
        f"travelling to {country} next week! how much is {amount} {base} in {name} "
        f"if 1 {base} = {rate} {code}?"
    )
    return task, value, f"{amount} * {rate}", _tol(value), {}


_STAPLES = ["flour", "rice", "pasta", "polenta", "couscous", "sugar"]


def _h14_recipe_scaled_for_guests(r: random.Random) -> ArithOut7:
    serves = r.choice([2, 4])
    grams = r.randrange(serves, 4 * serves + 1) * 25  # 25 to 100 g a serving
    guests = r.choice([n for n in range(3, 13) if n != serves])
    staple = r.choice(_STAPLES)
    value = Fraction(grams * guests, serves)
    task = (
        f"Recipe serves {serves} and uses {grams} g of {staple}. I'm cooking for {guests} - "
        f"how much {staple} do I need?"
    )
    return task, value, f"{grams} / {serves} * {guests}", _tol(value), {}


ARITHMETIC: list[ArithTemplate] = [
    _h14_terse_percent_of,
    _h14_tip_on_dinner_bill,
    _h14_split_bill_with_tip,
    _h14_split_cabin_evenly,
    _h14_percent_off_jacket,
    _h14_sales_tax_total,
    _h14_price_before_vat,
    _h14_average_test_scores,
    _h14_round_to_places,
    _h14_km_to_miles_ride,
    _h14_ounces_to_grams,
    _h14_oven_fahrenheit_to_celsius,
    _h14_shift_pay_from_clock_times,
    _h14_simple_interest_savings,
    _h14_fraction_of_book,
    _h14_fractions_added_as_decimal,
    _h14_power_of,
    _h14_square_root,
    _h14_add_then_multiply,
    _h14_rent_increase_percent,
    _h14_quiz_score_percent,
    _h14_markup_selling_price,
    _h14_currency_at_given_rate,
    _h14_recipe_scaled_for_guests,
]

# --------------------------------------------------------------------------- to-do

CHORES = [
    ("call the bank", "called the bank"),
    ("pay the electric bill", "paid the electric bill"),
    ("book a dentist appointment", "booked a dentist appointment"),
    ("return the library books", "returned the library books"),
    ("water the plants", "watered the plants"),
    ("email my landlord", "emailed my landlord"),
    ("renew my passport", "renewed my passport"),
    ("pick up the dry cleaning", "picked up the dry cleaning"),
    ("take out the recycling", "took out the recycling"),
    ("fix the bike tire", "fixed the bike tire"),
    ("buy a birthday card", "bought a birthday card"),
    ("clean the fridge", "cleaned the fridge"),
    ("send the invoice", "sent the invoice"),
    ("vacuum the living room", "vacuumed the living room"),
    ("sign the permission slip", "signed the permission slip"),
    ("change the bedsheets", "changed the bedsheets"),
    ("order printer ink", "ordered printer ink"),
    ("file my tax return", "filed my tax return"),
    ("walk the dog", "walked the dog"),
    ("cancel the gym membership", "cancelled the gym membership"),
    ("update my resume", "updated my resume"),
    ("mow the lawn", "mowed the lawn"),
]
"""Chores as to-do titles, each with the past tense a person reports it done in."""
TITLES = [c[0] for c in CHORES]
PAST = dict(CHORES)

GROCERIES = [
    "milk",
    "eggs",
    "bread",
    "bananas",
    "coffee",
    "rice",
    "tomatoes",
    "cheddar",
    "yogurt",
    "dish soap",
    "toilet paper",
    "onions",
    "olive oil",
    "spinach",
    "pasta",
    "apples",
    "lemons",
    "cereal",
    "garlic",
    "chicken thighs",
]

PARTY = [
    "clean the bathroom",
    "buy ice",
    "borrow extra chairs",
    "make a playlist",
    "order the pizza",
    "tidy the garden",
    "chill the drinks",
    "get paper plates",
]
"""Things to do before friends come over."""

RENAMES = [
    ("call the plumber", "call the electrician"),
    ("book flights to lisbon", "book flights to porto"),
    ("email the teacher", "email the principal"),
    ("get a haircut", "get a beard trim"),
    ("order a cake", "order cupcakes"),
    ("repaint the fence", "repaint the shed"),
    ("buy running shoes", "buy hiking boots"),
]
"""A to-do and what its owner renames it to."""

ORDINALS = ["first", "second", "third", "last"]


def _some(r: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    return r.sample(pool, r.randrange(low, high + 1))


def _new(r: random.Random, pool: list[str], setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in pool if t not in setup], count)


def _h14_remind_me_to(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 0, 3)
    (chore,) = _new(r, TITLES, setup, 1)
    return f"remind me to {chore}", setup, _open([*setup, chore]), False, {}


def _h14_polite_add_quoted(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 0, 3)
    (chore,) = _new(r, TITLES, setup, 1)
    task = f'Hi! Could you please add "{chore}" to my to-do list? Thank you'
    return task, setup, _open([*setup, chore]), False, {}


def _h14_add_groceries_list(r: random.Random) -> TodoOut7:
    setup = _some(r, GROCERIES, 0, 3)
    new = _new(r, GROCERIES, setup, r.randrange(2, 5))
    listed = ", ".join(new[:-1]) + f" and {new[-1]}"
    return f"pls add {listed} to my list", setup, _open([*setup, *new]), False, {}


def _h14_party_two_things(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 0, 3)
    first, second = r.sample(PARTY, 2)
    task = (
        f"we're having friends over on saturday so i need to {first} and {second}. "
        "can u put both on my list?"
    )
    return task, setup, _open([*setup, first, second]), False, {}


def _h14_past_tense_check_off(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 2, 5)
    i = r.randrange(len(setup))
    task = f"just {PAST[setup[i]]}, can you check that off my list?"
    return task, setup, _completed(setup, i), False, {}


def _h14_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 3, 6)
    i = r.randrange(len(setup))
    return f"mark number {i + 1} as done", setup, _completed(setup, i), False, {}


def _h14_complete_by_ordinal(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 3, 5)
    word = r.choice(ORDINALS)
    i = len(setup) - 1 if word == "last" else ORDINALS.index(word)
    task = f"Please mark the {word} item on my list as complete."
    return task, setup, _completed(setup, i), False, {}


def _h14_mark_two_titles_done(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 3, 6)
    i, j = r.sample(range(len(setup)), 2)
    task = f"mark {setup[i]} and {setup[j]} as done"
    return task, setup, _completed(setup, i, j), False, {}


def _h14_take_grocery_off(r: random.Random) -> TodoOut7:
    setup = _some(r, GROCERIES, 3, 6)
    i = r.randrange(len(setup))
    task = f"take {setup[i]} off my list, turns out we still have some"
    return task, setup, _deleted(setup, i), False, {}


def _h14_delete_item_number(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 3, 6)
    i = r.randrange(len(setup))
    return f"delete item {i + 1} from my to-do list pls", setup, _deleted(setup, i), False, {}


def _h14_delete_last_thing(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES + GROCERIES, 2, 5)
    task = "get rid of the last thing on my list"
    return task, setup, _deleted(setup, len(setup) - 1), False, {}


def _h14_whats_on_my_list(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES + GROCERIES, 2, 5)
    return "what's on my to-do list?", setup, _open(setup), True, {"contains": list(setup)}


def _h14_how_many_on_list(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES + GROCERIES, 1, 7)
    task = "how many things are on my to do list right now?"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def _h14_on_list_else_add(r: random.Random) -> TodoOut7:
    setup = _some(r, GROCERIES, 2, 5)
    on_it = r.random() < 0.5
    item = r.choice(setup) if on_it else _new(r, GROCERIES, setup, 1)[0]
    task = f"do i already have {item} on my list? if not, add it"
    final = _open(setup) if on_it else _open([*setup, item])
    return task, setup, final, on_it, {}


def _h14_done_then_clear_completed(r: random.Random) -> TodoOut7:
    setup = _some(r, TITLES, 3, 6)
    i, j = r.sample(range(len(setup)), 2)
    task = (
        f"i {PAST[setup[i]]} and {PAST[setup[j]]} today. mark them done and then clear all "
        "the completed ones off my list"
    )
    return task, setup, _deleted(setup, i, j), False, {}


def _h14_rename_quoted(r: random.Random) -> TodoOut7:
    old, new = r.choice(RENAMES)
    others = _some(r, TITLES, 1, 4)
    setup = [*others, old]  # last: renamed in place or deleted and re-added, it ends last
    task = f"can you change '{old}' on my list to '{new}'?"
    return task, setup, _open([*others, new]), False, {}


TODO: list[TodoTemplate] = [
    _h14_remind_me_to,
    _h14_polite_add_quoted,
    _h14_add_groceries_list,
    _h14_party_two_things,
    _h14_past_tense_check_off,
    _h14_complete_by_number,
    _h14_complete_by_ordinal,
    _h14_mark_two_titles_done,
    _h14_take_grocery_off,
    _h14_delete_item_number,
    _h14_delete_last_thing,
    _h14_whats_on_my_list,
    _h14_how_many_on_list,
    _h14_on_list_else_add,
    _h14_done_then_clear_completed,
    _h14_rename_quoted,
]

# --------------------------------------------------------------------------- writing

HEADER = """\
# {name}: a new user's first hour with a calculator and a to-do list, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_14.py (seed {seed}) as the final
# measure of issue #15, by a helper session (branch h14) that read none of the agent's, the
# tools' or their tests' code, nor the other sets' templates or YAML (one case of set 7's, for its
# shape). To be run once, on the final code; nobody tunes on it. {families} template families
# ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded draws. Expected numbers
# are computed with exact fractions and checked against an independent float expression.
# Regenerate, do not edit.
"""


def _draw_key(template: Callable[..., object], out: tuple[object, ...]) -> str:
    """A fixed phrasing may repeat over other setups; otherwise a change's task may not."""
    if template is _h14_delete_last_thing:
        return by_task_and_setup(template, out)
    return by_task_unless_question(template, out)


def main() -> None:
    """Write the set after checking that every title named in a task picks out one to-do.

    No title holds another (ignoring case), and none holds "and", a comma, a digit or a quote;
    each past tense reports one chore; titles are plain lowercase words.
    """
    renamed = [t for pair in RENAMES for t in pair]
    check_titles(TITLES + GROCERIES + PARTY + renamed, r" and |,|\d|'|\"", fold_case=True)
    assert len(set(PAST.values())) == len(PAST)
    pattern = re.compile(r"^[a-z][a-z ]*[a-z]$")
    assert all(pattern.match(t) for t in TITLES + GROCERIES + PARTY + renamed)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16), key=_draw_key))


if __name__ == "__main__":
    main()
