"""Generate evals/everyday-heldout-25.yaml: a blind held-out set of everyday weekend requests.

Theme: ordinary people on a weekend: shopping, cooking, a day out, household chores and errands,
paying in dollars, pounds and euros. Every rate, factor, tax or rule a calculator cannot know is
stated in the task; expected numbers are exact fractions, each checked against an independent
float expression. Each family picks one of several wordings with its seeded rng.

Families (24 arithmetic, then 16 to-do):

- basket-total: add up a grocery basket of priced items with quantities, in dollars.
- market-change: change from a pound note at a farmers' market stall.
- sale-price: an item in euros with a percentage off.
- sales-tax-total: a hardware-store subtotal with a stated sales tax rate.
- restaurant-tip: a stated tip percentage on a bill, asking for the tip or the total.
- split-the-bill: a meal split evenly, sometimes with a stated service charge.
- recipe-scale: scale one ingredient of a recipe to a different number of servings.
- oven-to-celsius: a Fahrenheit oven temperature in Celsius with the formula given, rounded.
- trip-currency: a day-trip spend converted at a stated exchange rate.
- price-per-kilo: the price per kilogram of a bag of loose food.
- road-trip-gas: the gas cost of a round trip from distance, mpg and price per gallon.
- parking-started-hours: a car park fee that charges every started hour in full.
- day-out-minutes: minutes between leaving home and getting back.
- roast-time: roasting time from a per-weight rule plus a fixed extra.
- average-spend: the average of several weekend spends.
- price-rise-percent: the percentage increase of a grocery price.
- multibuy-saving: what a "k for X" offer saves over single prices.
- paint-tins: how many tins of paint to buy, from area, coats, coverage and tin size.
- budget-left: what is left of a weekend budget after several spends.
- family-tickets: day-out tickets for adults and children with a family discount.
- charity-round-up: the donation when a bill is rounded up to the next whole unit.
- us-recipe-units: ounces to grams or cups to millilitres with the factor given.
- plants-on-budget: how many whole items a budget buys.
- babysitter-pay: an hourly babysitter between two clock times.
- remind-me-to: add one chore, phrased as a reminder or a request.
- add-errands: add two or three errands at once.
- add-and-show-list: add one to-do, then show the whole list.
- tick-off-by-name: complete a to-do named by its title.
- tick-off-by-number: complete a to-do named by its number.
- already-did-it: complete a to-do the person says, in the past tense, they have done.
- did-two-chores: complete two to-dos named by title.
- remove-cancelled-plan: delete a to-do named by its title.
- delete-by-number: delete a to-do named by its number.
- finish-and-clear: complete two to-dos, then clear the completed ones.
- whats-on-my-list: a question: list the to-dos.
- how-many-to-dos: a question: how many to-dos there are.
- anything-about: a question: find the to-do about a keyword.
- which-is-number: a question: which to-do has a given number.
- add-and-tick: add one to-do and complete another.
- all-done-today: complete every to-do on the list.

What this helper session read (it wrote the set blind, before any tuning against it):

* docs/evals.md: only "## The dataset" (lines 336-368) and "## Side effects" (lines 399-406),
  after `grep -n '^## '` for the headings.
* src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full.
* evals/gen_everyday_heldout_4.py lines 80-110 (`_money`, `_listing`, `_tol`) and 484-490
  (`_open`), after a grep for the helper names.
* evals/gen_everyday_heldout_7.py lines 33-58 (its import block, constants and the `ArithOut7`,
  `TodoOut7`, `ArithTemplate`, `TodoTemplate` types), 67-95 (`_plain`, `_pounds`, `_euros`, `_a`),
  505-528 (`_open`, `_completed`, `_deleted`) and 729-798 (`check_titles`, `write_set`).
* The first 30 lines of evals/everyday-heldout-7.yaml (its header and first three cases).

Slips (seen beyond that list): set 4's lines 80-110 also showed its `_cents` and `_ordinal`
helpers and the start of its first arithmetic template (a percent-of family with its wording);
lines 484-490 showed the first lines of its `_add` helper. Set 7's import block showed the names
`_cents`, `_from_words`, `_ordinal`, `_tag`, `_words`, its SEED/NAME/HERE/DRAWS constants and an
`Out` TypeVar; lines 67-95 also showed `_typed` and the `def` line of `_frac`; lines 505-528 the
`_adding` and `_one_of` helpers and the `def` line (the name) of one to-do template; lines
729-798 `_check_families` and set 7's `main()` (naming its TITLES, GROCERIES, KEYWORD and
WORD_PROBLEMS lists and its 26/14 shape). An `ls evals/` showed the file names of the other sets
and generators (none was opened), and an `ls` confirmed pyproject.toml exists (not read). Nothing
of the planner, agent, tools, rules or tests was read.
"""

from __future__ import annotations

import math
import random
import re
from decimal import Decimal
from fractions import Fraction

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
    _pounds,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-25"
SEED = 20261128_25

HEADER = """\
# {name}: everyday weekend calculator and to-do requests, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_25.py (seed {seed}), before any
# tuning against it, by a helper session (branch h25) that read none of the planner's, agent's,
# tools' or rules' code, no tests, and no other set's templates.
# Theme: ordinary people on a weekend: shopping, cooking, a day out, household chores and
# errands, paying in dollars, pounds and euros.
# {families} families ({arith} arithmetic, {todo} to-do), {draws} seeded draws each. Expected
# numbers are exact (fractions), each checked against an independent float expression; money is
# judged to 0.01, rounding requests exactly. Regenerate, do not edit.
"""

CUR = {"$": _money, "£": _pounds, "€": _euros}
UNIT = {"$": "dollar dollars USD", "£": "pound pounds GBP", "€": "euro euros EUR"}


def _say(r: random.Random, wordings: str, **values: object) -> str:
    """One of a family's wordings (separated by "|"), with its {placeholders} filled."""
    return r.choice(wordings.split("|")).format(**values)


def _ar(task: str, v: Fraction, expr: str) -> ArithOut7:
    """The case, after checking the exact answer against the independent float expression."""
    got = eval(expr, {"__builtins__": {}})
    assert math.isclose(got, float(v), rel_tol=0.0, abs_tol=1e-9), (task, v, expr, got)
    return task, v, expr, _tol(v), {}


def _td(task: str, setup: list[str], final: list[tuple[str, bool]], **extra: object) -> TodoOut7:
    return task, setup, final, False, dict(extra)


def _ask(task: str, setup: list[str], contains: list[str]) -> TodoOut7:
    return task, setup, _open(setup), True, {"contains": contains}


def _clock(minutes: int, h24: bool = False) -> str:
    h, m = divmod(minutes, 60)
    if h24:
        return f"{h:02d}:{m:02d}"
    suffix = "am" if h < 12 else "pm"
    return f"{h % 12 or 12}:{m:02d}{suffix}" if m else f"{h % 12 or 12}{suffix}"


def _f(cents: int) -> str:
    """Cents as a float literal for the check expressions."""
    return repr(cents / 100)


def _table(text: str) -> list[list[str]]:
    return [row.strip().split("/") for row in text.split(";")]


# --------------------------------------------------------------------------- arithmetic

GROCERY = _table(
    "carton of eggs/cartons of eggs/279/499; loaf of sourdough/loaves of sourdough/399/699;"
    "bag of apples/bags of apples/349/599; pound of ground beef/pounds of ground beef/449/699;"
    "box of cereal/boxes of cereal/299/549; gallon of milk/gallons of milk/329/479;"
    "tub of yogurt/tubs of yogurt/199/399; bunch of bananas/bunches of bananas/129/249;"
    "bag of coffee/bags of coffee/799/1299"
)


def _h25_basket_total(r: random.Random) -> ArithOut7:
    lines, total, expr = [], 0, []
    for one, many, lo, hi in r.sample(GROCERY, 3):
        q, c = r.choice([1, 1, 2, 2, 3, 4]), r.randrange(int(lo), int(hi) + 1, 10)
        lines.append(f"a {one} for {_money(c)}" if q == 1 else f"{q} {many} at {_money(c)} each")
        total += q * c
        expr.append(f"{q} * {_f(c)}")
    w = (
        "Quick grocery math: {items}. What's the total?|at the store i got {items} - how much is "
        "that altogether|Could you add up my shopping for me? I bought {items}.|Saturday shop "
        "was {items}. What did that come to?"
    )
    task = _say(r, w, items=_listing(lines))
    return _ar(task, Fraction(total, 100), " + ".join(expr))


MARKET = _table(
    "a jar of honey/450/750; a punnet of strawberries/250/400; a sourdough loaf/350/550;"
    "a wedge of cheddar/400/700; a bunch of flowers/500/900; half a dozen eggs/200/350;"
    "a bag of new potatoes/150/300"
)


def _h25_market_change(r: random.Random) -> ArithOut7:
    picked = r.sample(MARKET, 3)
    prices = [r.randrange(int(lo), int(hi) + 1, 5) for _, lo, hi in picked]
    note = 20 if sum(prices) < 2000 else 50
    items = _listing([f"{p[0]} ({_pounds(c)})" for p, c in zip(picked, prices, strict=True)])
    w = (
        "At the farmers' market I bought {items} and handed over a £{note} note. How much change "
        "should I get back?|paid with a £{note} note for {items}, what change do i get?|The "
        "stall charged me for {items}. I gave them £{note} - how much should come back?"
    )
    task = _say(r, w, items=items, note=note)
    expr = f"{note} - (" + " + ".join(map(_f, prices)) + ")"
    return _ar(task, Fraction(note * 100 - sum(prices), 100), expr)


def _h25_sale_price(r: random.Random) -> ArithOut7:
    item = r.choice(["rain jacket", "pair of trainers", "wool jumper", "garden chair", "wok"])
    p, d = r.randrange(2990, 12991, 100), r.choice([10, 15, 20, 25, 30, 40])
    w = (
        "The {item} I like is {p} and there's {d}% off this weekend. What would I pay?|{item} "
        "{p}, {d}% off - final price?|The shop has {d}% off everything today. If the {item} is "
        "normally {p}, what's the sale price?"
    )
    task = _say(r, w, item=item, p=_euros(p), d=d)
    return _ar(task, Fraction(p * (100 - d), 10000), f"{_f(p)} * (1 - {d} / 100)")


def _h25_sales_tax_total(r: random.Random) -> ArithOut7:
    sub, rate = r.randint(2000, 15000), r.choice(["6", "6.25", "7", "7.5", "8.25", "8.875", "9.5"])
    w = (
        "Hardware store run came to {s} before tax. Sales tax here is {t}%. What's the total at "
        "the register?|{s} plus {t}% sales tax = ?|How much will I pay in total for {s} of "
        "garden supplies with {t}% sales tax added?"
    )
    task = _say(r, w, s=_money(sub), t=rate)
    v = Fraction(sub, 100) * (1 + Fraction(rate) / 100)
    return _ar(task, v, f"{_f(sub)} + {_f(sub)} * {rate} / 100")


def _h25_restaurant_tip(r: random.Random) -> ArithOut7:
    cur, bill, pct = r.choice("$€"), r.randint(2500, 14000), r.choice([15, 18, 20, 22, 25])
    b = CUR[cur](bill)
    if r.random() < 0.5:
        w = (
            "Brunch came to {b}. How much is a {p}% tip?|what's a {p}% tip on {b}|We had pizza "
            "with the kids, the bill is {b}. I'd like to tip {p}% - how much should the tip be?"
        )
        task = _say(r, w, b=b, p=pct)
        return _ar(task, Fraction(bill * pct, 10000), f"{_f(bill)} * {pct} / 100")
    w = (
        "Our dinner bill is {b} and we want to leave {p}% for the server. What's the total with "
        "the tip?|{b} lunch + {p}% tip, how much altogether?|How much do we pay in total if the "
        "meal is {b} and we add a {p}% tip?"
    )
    task = _say(r, w, b=b, p=pct)
    return _ar(task, Fraction(bill * (100 + pct), 10000), f"{_f(bill)} * (1 + {pct} / 100)")


def _h25_split_the_bill(r: random.Random) -> ArithOut7:
    cur, n, bill = r.choice("£$€"), r.randint(3, 6), r.randint(6000, 24000)
    service = r.choice(["0", "0", "10", "12.5"])
    b = CUR[cur](bill)
    if service == "0":
        w = (
            "Dinner for {n} came to {b}. If we split it evenly, how much does each of us pay?|"
            "split {b} {n} ways?|Takeaway for the {n} of us was {b}. If we split it evenly, "
            "what's everyone's share?"
        )
        task = _say(r, w, b=b, n=n)
        return _ar(task, Fraction(bill, 100 * n), f"{_f(bill)} / {n}")
    w = (
        "The bill for the {n} of us is {b} and they add a {s}% service charge on top. Split "
        "evenly, what's each person's share?|{b} + {s}% service, divided between {n} people - "
        "how much each?"
    )
    task = _say(r, w, b=b, n=n, s=service)
    v = Fraction(bill, 100) * (1 + Fraction(service) / 100) / n
    return _ar(task, v, f"{_f(bill)} * (100 + {service}) / 100 / {n}")


RECIPES = _table(
    "pancake/flour/g; lasagne/minced beef/g; lemonade/sugar/g; curry/coconut milk/ml;"
    "banana bread/butter/g; risotto/stock/ml"
)


def _h25_recipe_scale(r: random.Random) -> ArithOut7:
    (dish, ing, unit), base = r.choice(RECIPES), r.choice([2, 4, 6, 8])
    target = r.choice([n for n in range(2, 13) if n != base])
    amt = r.randrange(100, 801, 25)
    w = (
        "My {dish} recipe serves {base} and calls for {amt} {unit} of {ing}. I'm making it for "
        "{to} people - how much {ing} do I need?|{dish} recipe for {base} uses {amt}{unit} "
        "{ing}. how much for {to}?|Scaling a {dish} recipe from {base} servings to {to}: it "
        "needs {amt} {unit} of {ing} as written. How much {ing} now?"
    )
    task = _say(r, w, dish=dish, ing=ing, unit=unit, base=base, to=target, amt=amt)
    return _ar(task, Fraction(amt * target, base), f"{amt} / {base} * {target}")


def _h25_oven_to_celsius(r: random.Random) -> ArithOut7:
    f = r.choice([325, 340, 350, 375, 390, 400, 425, 450, 475])
    w = (
        "Recipe says bake at {f}°F but my oven is in Celsius. Using C = (F - 32) * 5/9, what "
        "should I set it to, to the nearest degree?|{f}F in celsius? (minus 32, times 5, "
        "divided by 9) round to a whole degree|The roast instructions are American: {f} "
        "degrees Fahrenheit. You take away 32 and multiply by 5/9, right? What's that to the "
        "nearest degree?"
    )
    task = _say(r, w, f=f)
    v = Fraction(math.floor(Fraction((f - 32) * 5, 9) + Fraction(1, 2)))
    return _ar(task, v, f"(({f} - 32) * 5 / 9 + 0.5) // 1")


RATES = [("€", "$", ["1.08", "1.085", "1.09", "1.1", "1.12"]), ("£", "$", ["1.25", "1.27", "1.3"])]
RATES += [("£", "€", ["1.15", "1.17", "1.19"]), ("$", "€", ["0.92", "0.93"])]


def _h25_trip_currency(r: random.Random) -> ArithOut7:
    src, dst, rates = r.choice(RATES)
    rate, amt = r.choice(rates), r.randint(1500, 20000)
    (one, _, code), (_, many, code2) = UNIT[src].split(), UNIT[dst].split()
    w = (
        "Spent {a} on our day trip. My bank says 1 {one} = {x} {many}. How much is that in "
        "{many}?|convert {a} to {many} at {x} {many} per {one}|The museum tickets and lunch "
        "came to {a}. At an exchange rate of 1 {c1} = {x} {c2}, what did that cost me in {c2}?"
    )
    task = _say(r, w, a=CUR[src](amt), one=one, many=many, c1=code, c2=code2, x=rate)
    return _ar(task, Fraction(amt, 100) * Fraction(rate), f"{_f(amt)} * {rate}")


def _h25_price_per_kilo(r: random.Random) -> ArithOut7:
    item = r.choice(["rice", "porridge oats", "coffee beans", "mixed nuts", "dried pasta"])
    g, p = r.choice([250, 300, 400, 500, 750, 800, 1500]), r.randrange(99, 900, 10)
    w = (
        "A {g} g bag of {item} is {p}. What's that per kilo?|{item}: {p} for {g}g. price per "
        "kg?|Trying to compare prices - if {g} grams of {item} costs {p}, how much is that per "
        "kilogram?"
    )
    task = _say(r, w, g=g, item=item, p=_pounds(p))
    return _ar(task, Fraction(p * 1000, g * 100), f"{_f(p)} / {g} * 1000")


def _h25_road_trip_gas(r: random.Random) -> ArithOut7:
    d, mpg = r.randint(35, 160), r.choice([24, 25, 28, 30, 32, 35, 40])
    price = r.randrange(309, 500, 10)
    w = (
        "We're driving to the lake for the day, {d} miles each way. The car gets {mpg} miles "
        "per gallon and gas is {gas} a gallon. How much will gas cost for the round trip?|road "
        "trip: {d} mi there, same back. {mpg} mpg, gas {gas}/gal. fuel cost?|How much should I "
        "budget for gas? It's a {d2}-mile round trip, my car does {mpg} mpg, and gas is {gas} "
        "per gallon."
    )
    task = _say(r, w, d=d, d2=2 * d, mpg=mpg, gas=_money(price))
    return _ar(task, Fraction(2 * d * price, mpg * 100), f"{d} * 2 / {mpg} * {_f(price)}")


def _h25_parking_started_hours(r: random.Random) -> ArithOut7:
    rate, start = r.choice([120, 150, 180, 200, 250]), r.randrange(9 * 60, 12 * 60, 5)
    stay, h24 = r.choice([s for s in range(95, 400, 5) if s % 60]), r.random() < 0.5
    w = (
        "The town centre car park is {p} per hour, and any part of an hour counts as a full "
        "hour. I parked at {t1} and left at {t2}. How much did I pay?|parking {p}/hr, charged "
        "per started hour. in at {t1}, out at {t2}. cost?|We left the car at the station car "
        "park from {t1} to {t2}. They charge {p} for each hour or part of an hour. What's the "
        "fee?"
    )
    task = _say(r, w, p=_pounds(rate), t1=_clock(start, h24), t2=_clock(start + stay, h24))
    v = Fraction(math.ceil(Fraction(stay, 60)) * rate, 100)
    (h1, m1), (h2, m2) = divmod(start, 60), divmod(start + stay, 60)
    return _ar(task, v, f"-(-(({h2} * 60 + {m2}) - ({h1} * 60 + {m1})) // 60) * {_f(rate)}")


def _h25_day_out_minutes(r: random.Random) -> ArithOut7:
    start, back = r.randrange(7 * 60, 11 * 60, 5), r.randrange(15 * 60, 21 * 60, 5)
    w = (
        "We left for the zoo at {t1} and got home at {t2}. How many minutes were we out?|out of "
        "the house {t1} to {t2} - how long is that in minutes?|The kids want to know how long "
        "our beach day was: we set off at {t1} and were back by {t2}. Total minutes?"
    )
    task = _say(r, w, t1=_clock(start), t2=_clock(back))
    (h1, m1), (h2, m2) = divmod(start, 60), divmod(back, 60)
    return _ar(task, Fraction(back - start), f"({h2} - {h1}) * 60 + {m2} - {m1}")


def _h25_roast_time(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        kg = Decimal(r.randrange(12, 25)) / 10
        w = (
            "How long do I roast a {w} kg chicken if it's 20 minutes per 500 g plus an extra 20 "
            "minutes? Answer in minutes please.|{w}kg chicken, recipe says 20 min per 500g + 20 "
            "min. total minutes?"
        )
        task = _say(r, w, w=_plain(kg))
        return _ar(task, Fraction(kg) * 1000 / 500 * 20 + 20, f"{kg} * 1000 / 500 * 20 + 20")
    lb = Decimal(r.choice([100, 110, 115, 120, 125, 130, 140, 155, 160])) / 10
    w = (
        "Practice run before the holidays: the turkey weighs {w} lb and the guide says 15 minutes "
        "per pound plus 15 minutes. How many minutes in the oven?|turkey is {w} pounds, 15 mins "
        "a pound plus 15 extra - how many minutes total"
    )
    task = _say(r, w, w=_plain(lb))
    return _ar(task, Fraction(lb) * 15 + 15, f"{lb} * 15 + 15")


def _h25_average_spend(r: random.Random) -> ArithOut7:
    cur, k = r.choice("$£€"), r.randint(3, 5)
    spends = [r.randint(4000, 16000) for _ in range(k)]
    shown = [CUR[cur](c) for c in spends]
    w = (
        "My weekly grocery shops for the last {k} weeks were {all}. What's my average per week?|"
        "average of these shopping trips: {commas}|We've spent {all} on takeaway the last {k} "
        "Saturdays. What's that on average?"
    )
    task = _say(r, w, k=k, all=_listing(shown), commas=", ".join(shown))
    return _ar(task, Fraction(sum(spends), 100 * k), f"({' + '.join(map(_f, spends))}) / {k}")


def _h25_price_rise_percent(r: random.Random) -> ArithOut7:
    cur = r.choice("$£€")
    item = r.choice(["a dozen eggs", "a tub of butter", "a bag of coffee", "my usual loaf"])
    old = r.randint(150, 900)
    new = old + r.randint(10, old // 2)
    w = (
        "{Item} used to be {a} and now it's {b}. What percentage increase is that?|{a} -> {b}, "
        "by what percent did the price go up?|Can't believe it - {item} went from {a} to {b}. "
        "By what percent did it go up?"
    )
    task = _say(r, w, item=item, Item=item[0].upper() + item[1:], a=CUR[cur](old), b=CUR[cur](new))
    return _ar(task, Fraction(new - old, old) * 100, f"({_f(new)} - {_f(old)}) / {_f(old)} * 100")


def _h25_multibuy_saving(r: random.Random) -> ArithOut7:
    things = r.choice(["bottles of juice", "tins of tomatoes", "bags of crisps", "jars of pesto"])
    single, k = r.randrange(119, 350, 10), r.choice([2, 3, 4])
    deal = k * single * r.choice([70, 75, 80]) // 100 // 50 * 50
    n = k * r.randint(2, 3)
    w = (
        "{Things} are {s} each or {k} for {d}. If I buy {n}, how much do I save with the deal?|"
        "{k} for {d} vs {s} each - how much do i save on {n} {things}?|The supermarket has "
        "{things} at {s} each, or {k} for {d}. I need {n} for the party. How much cheaper is it "
        "using the offer?"
    )
    s, d, cap = _euros(single), _euros(deal), things[0].upper() + things[1:]
    task = _say(r, w, things=things, Things=cap, s=s, d=d, k=k, n=n)
    v = Fraction(n * single - n // k * deal, 100)
    return _ar(task, v, f"{n} * {_f(single)} - {n} / {k} * {_f(deal)}")


def _h25_paint_tins(r: random.Random) -> ArithOut7:
    while True:
        area, coats = r.randint(25, 70), r.choice([1, 2, 2])
        cover, tin = r.choice([10, 12, 13, 14, 16]), r.choice(["2.5", "5"])
        need = Fraction(area * coats, cover) / Fraction(tin)
        if need.denominator != 1:
            break
    w = (
        "Painting the spare room this weekend. The walls are {a} m² in total, I want {c}, one "
        "litre covers {cov} m², and the paint comes in {t}-litre tins. How many tins do I need "
        "to buy?|{a} sq m of wall, {c}, paint covers {cov} m² per litre, sold in {t}L tins. how "
        "many tins?"
    )
    task = _say(r, w, a=area, c="two coats" if coats == 2 else "one coat", cov=cover, t=tin)
    return _ar(task, Fraction(math.ceil(need)), f"-(-({area} * {coats} / {cover} / {tin}) // 1)")


LABELS = ["on lunch", "at the market", "on petrol", "at the cinema", "on swimming for the kids"]


def _h25_budget_left(r: random.Random) -> ArithOut7:
    cur, budget, k = r.choice("£€"), r.choice([100, 120, 150, 200]), r.randint(2, 4)
    spends = [r.randint(800, budget * 100 // (k + 1)) for _ in range(k)]
    shown = [f"{CUR[cur](c)} {lab}" for c, lab in zip(spends, r.sample(LABELS, k), strict=True)]
    w = (
        "I gave myself {b} for the weekend. So far I've spent {all}. How much have I got left?|"
        "weekend budget {b}, spent {commas}. what's left|Weekend spending check: started with "
        "{b}, then {all}. What remains?"
    )
    task = _say(r, w, b=CUR[cur](budget * 100), all=_listing(shown), commas=", ".join(shown))
    expr = f"{budget} - {' - '.join(map(_f, spends))}"
    return _ar(task, Fraction(budget * 100 - sum(spends), 100), expr)


def _h25_family_tickets(r: random.Random) -> ArithOut7:
    cur = r.choice("$£€")
    venue = r.choice(["the aquarium", "the science museum", "the farm park", "the castle"])
    adult = r.randrange(1500, 3500, 50)
    child = r.randrange(800, adult, 50)
    na, nk, disc = r.randint(1, 2), r.randint(1, 4), r.choice([10, 15, 20])
    w = (
        "Tickets for {v} are {a} for adults and {c} for kids, and families get {d}% off the "
        "total. How much for {who}?|{v}: adults {a}, children {c}, {d}% family discount. cost "
        "for {who}?|Planning a day out at {v} on Sunday with {who}. Adult tickets {a}, kids {c}, "
        "and there's {d}% off for families. What will we pay?"
    )
    who = f"{na} adult{'s' * (na > 1)} and {nk} kid{'s' * (nk > 1)}"
    task = _say(r, w, v=venue, a=CUR[cur](adult), c=CUR[cur](child), d=disc, who=who)
    v = Fraction((na * adult + nk * child) * (100 - disc), 10000)
    return _ar(task, v, f"({na} * {_f(adult)} + {nk} * {_f(child)}) * (100 - {disc}) / 100")


def _h25_charity_round_up(r: random.Random) -> ArithOut7:
    bill = r.choice([c for c in range(1001, 9000) if c % 100])
    if r.random() < 0.5:
        w = (
            "The checkout asked if I want to round up to the next whole pound for charity. My "
            "shop came to {b}. How much would I be donating?|round up {b} to the next pound for "
            "charity - how much is the donation?"
        )
        task = _say(r, w, b=_pounds(bill))
    else:
        w = (
            "The cashier offered to round my {b} total up to the next whole dollar for the food "
            "bank. How much goes to the food bank?|{b} rounded up to the next dollar for "
            "charity, how much am i giving?"
        )
        task = _say(r, w, b=_money(bill))
    v = Fraction(math.ceil(Fraction(bill, 100)) * 100 - bill, 100)
    return _ar(task, v, f"-(-{bill} // 100) - {_f(bill)}")


def _h25_us_recipe_units(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        oz = r.choice(["3", "4", "6", "8", "10", "12", "14", "1.5"])
        w = (
            "The American recipe wants {oz} oz of {what}. If 1 oz is 28.35 g, how many grams is "
            "that?|{oz} ounces {what} in grams? (1 oz = 28.35 g)"
        )
        what = r.choice(["butter", "dark chocolate", "cream cheese", "cheddar"])
        task = _say(r, w, oz=oz, what=what)
        return _ar(task, Fraction(oz) * Fraction("28.35"), f"{oz} * 28.35")
    cups = r.choice(["0.75", "1.5", "2.5", "3", "1.25", "2"])
    w = (
        "It says {cups} cups of {what} and my jug only shows ml. 1 cup = 240 ml, so how many "
        "ml?|{cups} cups of {what} -> ml, using 240 ml per cup"
    )
    task = _say(r, w, cups=cups, what=r.choice(["milk", "chicken stock", "water", "buttermilk"]))
    return _ar(task, Fraction(cups) * 240, f"{cups} * 240")


def _h25_plants_on_budget(r: random.Random) -> ArithOut7:
    cur, budget, price = r.choice("$£€"), r.choice([20, 25, 30, 40, 50]), r.randrange(225, 900, 25)
    w = (
        "I've got {b} to spend at the garden centre and {things} are {p} each. How many can I "
        "buy?|{b} budget, {things} {p} each, how many can i get|If {things} cost {p} apiece, how "
        "many can I afford with {b}?"
    )
    things = r.choice(["herb plants", "tomato seedlings", "bags of compost", "pots of lavender"])
    task = _say(r, w, b=CUR[cur](budget * 100), p=CUR[cur](price), things=things)
    return _ar(task, Fraction(budget * 100 // price), f"{budget * 100} // {price}")


def _h25_babysitter_pay(r: random.Random) -> ArithOut7:
    cur, rate, start = r.choice("$£"), r.randrange(1200, 2201, 50), r.randrange(1020, 1201, 15)
    length = r.randrange(150, min(390, 23 * 60 + 45 - start) + 1, 15)
    w = (
        "Our babysitter charges {p} an hour. She's coming from {t1} to {t2} tonight. How much do "
        "we owe her?|sitter {p}/hr, {t1} until {t2} - how much?|We're going out for dinner. The "
        "sitter is {p} per hour and will be here from {t1} to {t2}. What will that cost?"
    )
    task = _say(r, w, p=CUR[cur](rate), t1=_clock(start), t2=_clock(start + length))
    (h1, m1), (h2, m2) = divmod(start, 60), divmod(start + length, 60)
    expr = f"(({h2} - {h1}) + ({m2} - {m1}) / 60) * {_f(rate)}"
    return _ar(task, Fraction(rate * length, 6000), expr)


# --------------------------------------------------------------------------- to-do

CHORES = {
    "pick up the dry cleaning": "picked up the dry cleaning",
    "water the tomato plants": "watered the tomato plants",
    "take out the recycling": "took out the recycling",
    "vacuum the living room": "vacuumed the living room",
    "return library books": "returned the library books",
    "buy a birthday card for Nora": "bought a birthday card for Nora",
    "wash the car": "washed the car",
    "call the plumber": "called the plumber",
    "mow the lawn": "mowed the lawn",
    "change the bed sheets": "changed the bed sheets",
    "book zoo tickets": "booked the zoo tickets",
    "pay the gas bill": "paid the gas bill",
    "clean out the fridge": "cleaned out the fridge",
    "drop off donations": "dropped off the donations",
    "buy dog food": "bought the dog food",
    "fix the squeaky door": "fixed the squeaky door",
    "defrost the freezer": "defrosted the freezer",
    "renew the parking permit": "renewed the parking permit",
    "pick up my prescription": "picked up my prescription",
    "repot the basil": "repotted the basil",
}
NEW = (
    "buy dish soap|book a haircut|pick up batteries|return the blender|text grandma back|"
    "bring the bikes in|buy coffee filters|check the tyre pressure|clean the barbecue|"
    "order more bird seed|hang the new shelf|defrost chicken for Sunday"
).split("|")
TITLES = [*CHORES, *NEW]
KEYWORDS = "dry cleaning|library|plumber|zoo|fridge|freezer|basil|prescription|car|lawn|door|dog"
KEYWORD = {t: k for k in f"{KEYWORDS}|recycling".split("|") for t in CHORES if f" {k} " in f" {t} "}
"""Title -> the keyword a person would ask about it by (checked to pick out one title)."""


def _chores(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(list(CHORES), r.randint(low, high))


def _h25_remind_me_to(r: random.Random) -> TodoOut7:
    setup, t = _chores(r, 0, 3), r.choice(NEW)
    w = (
        "remind me to {t}|Can you add {t} to my to-do list? Thanks!|put '{t}' on the list pls|"
        "Oh, before I forget - I need to {t}. Add it to my list."
    )
    task = _say(r, w, t=t)
    return _td(task, setup, _open([*setup, t]))


def _h25_add_errands(r: random.Random) -> TodoOut7:
    setup, new = _chores(r, 0, 3), r.sample(NEW, r.randint(2, 3))
    w = (
        "add {all} to my list|Errands for tomorrow:\n{bullets}\nPut them all on my to-do list "
        "please.|Could you put these on my to-dos: {semis}|I need to {all} this weekend, can you "
        "add those as separate to-dos?"
    )
    bullets = "\n".join(f"- {t}" for t in new)
    task = _say(r, w, all=_listing(new), bullets=bullets, semis="; ".join(new))
    return _td(task, setup, _open([*setup, *new]))


def _h25_add_and_show_list(r: random.Random) -> TodoOut7:
    setup, t = _chores(r, 1, 3), r.choice(NEW)
    w = (
        "Add {t} to my list, then show me everything that's on it.|put {t} on my to-dos and tell "
        "me what's on there now|Can you add '{t}' and then list all my to-dos?"
    )
    task = _say(r, w, t=t)
    return _td(task, setup, _open([*setup, t]), contains=[*setup, t])


def _h25_tick_off_by_name(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 5)
    i = r.randrange(len(setup))
    w = (
        "mark {t} as done|'{t}' - done, check it off|Please tick off '{t}' on my list.|You can "
        "cross '{t}' off my to-dos now, thanks."
    )
    task = _say(r, w, t=setup[i])
    return _td(task, setup, _completed(setup, i))


def _h25_tick_off_by_number(r: random.Random) -> TodoOut7:
    setup = _chores(r, 3, 5)
    i = r.randrange(len(setup))
    w = (
        "check off number {n}|Mark item {n} on my to-do list as done, please.|#{n} is done|"
        "finished to-do {n}, tick it off"
    )
    task = _say(r, w, n=i + 1)
    return _td(task, setup, _completed(setup, i))


def _h25_already_did_it(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 5)
    i = r.randrange(len(setup))
    w = (
        "just {did}!|Good news, I {did} this morning. You can cross that off.|{did} finally, "
        "update my list|Fyi I already {did}."
    )
    task = _say(r, w, did=CHORES[setup[i]])
    return _td(task, setup, _completed(setup, i))


def _h25_did_two_chores(r: random.Random) -> TodoOut7:
    setup = _chores(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    w = (
        "Done with '{a}' and '{b}' - tick both off.|I've {did_a} and {did_b}, mark them done on "
        "my list|mark these as complete: {a}; {b}"
    )
    task = _say(r, w, a=setup[i], b=setup[j], did_a=CHORES[setup[i]], did_b=CHORES[setup[j]])
    return _td(task, setup, _completed(setup, i, j))


def _h25_remove_cancelled_plan(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 5)
    i = r.randrange(len(setup))
    w = (
        "Change of plans, we're not doing '{t}' after all. Delete it from my list.|delete {t}|"
        "Please remove '{t}' from my to-dos, my partner already sorted it.|take '{t}' off the "
        "list entirely, not needed anymore"
    )
    task = _say(r, w, t=setup[i])
    return _td(task, setup, _deleted(setup, i))


def _h25_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _chores(r, 3, 5)
    i = r.randrange(len(setup))
    w = (
        "delete number {n}|Get rid of item {n} on my to-do list, I don't need it anymore.|"
        "remove #{n} from my list pls|Can you delete to-do {n}?"
    )
    task = _say(r, w, n=i + 1)
    return _td(task, setup, _deleted(setup, i))


def _h25_finish_and_clear(r: random.Random) -> TodoOut7:
    setup = _chores(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    w = (
        "I finished {a} and {b}. Mark them done and then clear out everything that's completed.|"
        "tick off {a} + {b}, then clear the completed ones|{did_a} and {did_b} - check those "
        "off, and then tidy up my list by clearing the finished items."
    )
    task = _say(r, w, a=setup[i], b=setup[j], did_a=CHORES[setup[i]], did_b=CHORES[setup[j]])
    return _td(task, setup, _deleted(setup, i, j))


def _h25_whats_on_my_list(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 5)
    w = (
        "what's on my to-do list?|Remind me what I still have to do this weekend.|show me my "
        "list|Can you read me my to-dos?"
    )
    task = _say(r, w)
    return _ask(task, setup, list(setup))


def _h25_how_many_to_dos(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 6)
    w = (
        "how many things are on my list?|How many to-dos have I got at the moment?|quick q: how "
        "many items on my to-do list|How many chores are left on my list?"
    )
    task = _say(r, w)
    return _ask(task, setup, [str(len(setup))])


def _h25_anything_about(r: random.Random) -> TodoOut7:
    t = r.choice(list(KEYWORD))
    setup = r.sample([c for c in CHORES if c != t], r.randint(1, 4))
    setup.insert(r.randint(0, len(setup)), t)
    w = (
        "Is there anything about the {kw} on my list?|did i put something about the {kw} on my "
        "to-dos?|What was the {kw} thing on my list again?"
    )
    task = _say(r, w, kw=KEYWORD[t])
    return _ask(task, setup, [t])


def _h25_which_is_number(r: random.Random) -> TodoOut7:
    setup = _chores(r, 3, 6)
    i = r.randrange(len(setup))
    w = (
        "what's number {n} on my list?|Remind me what item {n} on my to-do list is.|which one is "
        "#{n} on my to-dos?"
    )
    task = _say(r, w, n=i + 1)
    return _ask(task, setup, [setup[i]])


def _h25_add_and_tick(r: random.Random) -> TodoOut7:
    setup, t = _chores(r, 2, 4), r.choice(NEW)
    i = r.randrange(len(setup))
    w = (
        "add {t} and tick off {old}|I {did}, so check that off. Also add '{t}' to the list.|"
        "Mark '{old}' as done, and put '{t}' on my to-dos."
    )
    task = _say(r, w, t=t, old=setup[i], did=CHORES[setup[i]])
    return _td(task, setup, [*_completed(setup, i), (t, False)])


def _h25_all_done_today(r: random.Random) -> TodoOut7:
    setup = _chores(r, 2, 4)
    w = (
        "I got through everything on my list today! Mark it all as done.|everything's finished, "
        "check off every item|Productive Saturday - please mark all my to-dos complete.|tick "
        "off all of them, I did the lot"
    )
    task = _say(r, w)
    return _td(task, setup, _completed(setup, *range(len(setup))))


_ALL = [f for name, f in dict(globals()).items() if name.startswith("_h25_")]
ARITHMETIC: list[ArithTemplate] = [f for f in _ALL if f.__annotations__["return"] == "ArithOut7"]
TODO: list[TodoTemplate] = [f for f in _ALL if f.__annotations__["return"] == "TodoOut7"]
FAMILIES = ARITHMETIC + TODO
"""In definition order; main() checks them against the module docstring's list."""


def main() -> None:
    """Check the docstring, titles and keywords, then write the set."""
    listed = re.findall(r"^- ([a-z0-9-]+): .+\.$", __doc__ or "", re.MULTILINE)
    named = [f.__name__.removeprefix("_h25_").replace("_", "-") for f in FAMILIES]
    assert listed == named, (listed, named)
    assert len(_ALL) == len(FAMILIES) == 40
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    assert len(KEYWORD) == 13
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES if word.search(t)] == [title], keyword
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
