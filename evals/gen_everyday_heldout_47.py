"""Blind held-out set 47: everyday calculator and to-do requests from retirees and pensioners.

Theme
    Retirees and pensioners in the UK, Ireland, the US, Canada, Australia, New Zealand and South
    Africa running their households and hobbies: state and works pensions, savings interest and
    credit-union dividends, electricity and heating-oil bills, council tax and property rates,
    railcards and seniors' bus fares, knitting, baking, bowls and golf clubs, allotments,
    grandchildren's pocket money and birthday money, church fetes and Gift Aid, cruises and
    holiday money, tablets, volunteering hours; and the to-do lists they keep of appointments,
    repairs, calls to make, cards to send and club duties. Money is in the currency of the place
    (£ with pence, € with cent, $, NZ$, A$, C$, rand), units as they use them (kWh and pence,
    litres, metres of yarn, grams, square metres, °F).

Voices
    Each family mixes two or three voices: terse shorthand and lowercase with typos ("pls", "wat",
    "hw much"), chatty, second-language English ("How much I have?"), and formal ("Could you
    kindly..."). Typos are kept out of numbers and to-do titles. Small counts are sometimes
    written as words. Every arithmetic request whose answer may not be whole says how to round,
    and its tolerance is half the unit it asks for (0.005 for money to the penny or cent, 0.05 for
    one decimal place, 0.5 for the nearest whole); draws whose exact value lies on or within a
    thousandth of a unit of a rounding tie are redrawn, so there is one right answer. To-do titles
    never hold "and", a comma, a digit, a double quote or "yes", no title holds another, and each
    keyword or past-tense reference picks out one chore. A renamed to-do is always the last one
    on the list, so its place does not depend on how the rename is carried out.

What I read
    - docs/evals.md: its "## " headings, and the sections "## The dataset" and "## Side effects".
    - src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full.
    - evals/gen_everyday_heldout_4.py: the functions `_money`, `_listing` and `_tol`.
    - evals/gen_everyday_heldout_7.py: its import lines, the list of its top-level names, and the
      definitions of `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`,
      `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles` and `write_set`.
    - The first 30 lines of evals/everyday-heldout-7.yaml.
    - The ruff settings in pyproject.toml.

Slips (seen beyond that list, none of it planner, agent or tools code)
    - Creating the worktree printed the subject of the HEAD commit, which names a money pattern
      module and five readers of the session by name.
    - `ls evals` listed the file names of the other sets (names only, no contents).
    - The grep for `_money`/`_listing`/`_tol` in set 4's generator also printed its import
      lines, its other top-level names (its template function names, no bodies) and the one-line
      values of `SEED`, `HERE`, `DRAWS`, `ArithOut`, `TodoOut` and `_TENS`.
    - Reading set 7's import lines by range also showed `SEED`, `NAME`, `HERE`, `DRAWS`, `Extra`
      and `Out`; its top-level grep showed the one-line values of `_OFF`, `_ON_THE_LIST`,
      `TITLES`, `PAST`, `GERUND`, `KEYWORD` and `DrawKey`; a look for its `__main__` guard
      showed the first lines of its `main` docstring.
    - The grep for ruff in pyproject.toml also showed a few dev dependencies and the mypy settings.

Families (24 arithmetic, 16 to-do; write_set draws 3 of each)
    Arithmetic: pension-year-total, pension-rise-percent, credit-union-dividend,
    term-deposit-compound, electric-bill-kwh, heating-oil-vat, council-tax-instalments,
    rates-rise-percent, railcard-saving, bus-pass-vs-fares, knitting-wool-cost,
    scale-recipe-grams, bowls-club-balance, golf-average, allotment-share-area,
    pocket-money-year, birthday-money-split, church-fete-profit, gift-aid-total,
    cruise-cost-per-night, holiday-money-exchange, tablets-full-days, volunteer-hours,
    thermostat-f-to-c.
    To-do: add-quoted-formal, add-shorthand, add-two-in-a-sentence, add-bulleted-jobs,
    tick-off-number, tick-off-past-tense, tick-off-two-titles, delete-by-number,
    delete-by-keyword, rename-last, list-everything, count-jobs, is-it-on-list, what-is-number,
    done-and-add, formal-delete-then-add.
"""

from __future__ import annotations

import itertools
import math
import random
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _money
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

SEED = 20261129_47
NAME = "everyday-heldout-47"

# --------------------------------------------------------------------------- helpers

_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def _word(n: int) -> str:
    """A small count as a word ("three"), larger ones as digits."""
    return _WORDS[n] if n < len(_WORDS) else str(n)


def _count(r: random.Random, n: int) -> str:
    """A small count as people type it: sometimes a word, sometimes digits."""
    return _word(n) if r.random() < 0.5 else str(n)


def _x(value: Fraction | int) -> str:
    """An exact terminating decimal as plain text (for tasks and float expressions)."""
    v = Fraction(value)
    return _plain(Decimal(v.numerator) / Decimal(v.denominator))


def _cash(symbol: str, cents: int) -> str:
    """An amount in cents with a currency symbol, as `_money` writes dollars."""
    return _money(cents).replace("$", symbol)


def _dp(value: Fraction, places: int) -> Fraction:
    """`value` (not negative) rounded half up to `places` decimals."""
    unit = Fraction(1, 10**places)
    return math.floor(value / unit + Fraction(1, 2)) * unit


def _near_tie(value: Fraction, places: int) -> bool:
    """Whether `value` lies on, or within a thousandth of a unit of, a rounding tie."""
    scaled = value * 10**places
    part = scaled - math.floor(scaled)
    return abs(part - Fraction(1, 2)) < Fraction(1, 1000)


def _half(places: int) -> float:
    """Half the unit of rounding to `places` decimals: the tolerance of a rounded answer."""
    return 0.5 / 10**places


_NONE: dict[str, object] = {}

# --------------------------------------------------------------------------- arithmetic


def h47_pension_year_total(r: random.Random) -> ArithOut7:
    """UK state pension a week plus a works pension a month, over a year."""
    week = r.randrange(17000, 23100)
    month = r.randrange(8000, 90000)
    answer = Fraction(52 * week + 12 * month, 100)
    w, m = _pounds(week), _pounds(month)
    task = r.choice(
        [
            f"whats my pension for the year all in? state pension {w} a week (52 weeks) and {m} "
            f"a month from my old works pension (12 months). to the penny pls",
            f"Could you add up my yearly income please: the State Pension at {w} per week for 52 "
            f"weeks, and my occupational pension of {m} per month for 12 months. Give the total "
            f"in pounds to the nearest penny.",
        ]
    )
    return (
        task,
        answer,
        f"52 * {_x(Fraction(week, 100))} + 12 * {_x(Fraction(month, 100))}",
        0.005,
        _NONE,
    )


def h47_pension_rise_percent(r: random.Random) -> ArithOut7:
    """A weekly pension going up by a percentage (UK or Ireland)."""
    small, fmt = r.choice([("penny", _pounds), ("cent", _euros)])
    while True:
        week = r.randrange(15000, 29000)
        pct = Fraction(r.choice(["2.5", "3.1", "3.9", "4.1", "6.7", "8.5", "10.1"]))
        exact = Fraction(week, 100) * (1 + pct / 100)
        if not _near_tie(exact, 2):
            break
    w, p = fmt(week), _x(pct)
    task = r.choice(
        [
            f"my pension is {w} a week and its going up {p}% in april. wat will i get a week "
            f"after that, to the nearest {small}?",
            f"The weekly pension of {w} rises by {p} percent. What is the new weekly amount, "
            f"rounded to the nearest {small}?",
        ]
    )
    expr = f"round({_x(Fraction(week, 100))} * (1 + {p} / 100), 2)"
    return task, _dp(exact, 2), expr, 0.005, _NONE


def h47_credit_union_dividend(r: random.Random) -> ArithOut7:
    """A credit-union dividend on savings in euro (Ireland)."""
    while True:
        saved = r.randrange(1200, 30000)
        rate = Fraction(r.choice(["0.5", "0.75", "1", "1.25", "1.5", "2", "2.5"]))
        exact = saved * rate / 100
        if not _near_tie(exact, 2):
            break
    s, y = _euros(saved * 100), _x(rate)
    task = r.choice(
        [
            f"credit union is paying a {y}% dividend this year. ive {s} in shares, hw much "
            f"dividend will i get? to the cent",
            f"Please calculate a {y}% dividend on savings of {s}. Round it to the nearest cent.",
        ]
    )
    return task, _dp(exact, 2), f"round({saved} * {y} / 100, 2)", 0.005, _NONE


def h47_term_deposit_compound(r: random.Random) -> ArithOut7:
    """A New Zealand term deposit with interest compounded once a year."""
    while True:
        principal = r.randrange(5000, 80001, 500)
        rate = Fraction(r.choice(["3.95", "4.25", "4.5", "4.75", "5.1", "5.6"]))
        years = r.choice([2, 3])
        exact = principal * (1 + rate / 100) ** years
        if not _near_tie(exact, 2):
            break
    p, y, n = _cash("NZ$", principal * 100), _x(rate), _count(r, years)
    task = r.choice(
        [
            f"putting {p} into a term deposit at {y}% p.a., interest compounds annually and "
            f"stays in. what'll it be worth after {n} years? nearest cent please",
            f"I put {p} in the bank at {y}% per year, the interest stays in and is added once "
            f"each year. After {n} years how much I have? Round to the cent please.",
        ]
    )
    expr = f"round({principal} * (1 + {y} / 100) ** {years}, 2)"
    return task, _dp(exact, 2), expr, 0.005, _NONE


def h47_electric_bill_kwh(r: random.Random) -> ArithOut7:
    """A UK electricity bill: units at pence per kWh plus a daily standing charge."""
    while True:
        units = r.randrange(180, 1400)
        rate = Fraction(r.randrange(2200, 3200), 100)
        standing = Fraction(r.randrange(4500, 6500), 100)
        days = r.choice([28, 30, 31, 90, 91, 92])
        exact = (units * rate + days * standing) / 100
        if not _near_tie(exact, 2):
            break
    u, p, s = f"{units:,}", _x(rate), _x(standing)
    task = r.choice(
        [
            f"checking my electric bill: {u} kWh at {p}p per kWh plus a standing charge of {s}p "
            f"a day for {days} days. how much is that in pounds? round to the nearest penny",
            f"Could you kindly work out my electricity bill? I used {u} kWh at {p}p per kWh, and "
            f"the standing charge is {s}p per day for {days} days. Please give the total in "
            f"pounds, to the nearest penny.",
        ]
    )
    expr = f"round(({units} * {p} + {days} * {s}) / 100, 2)"
    return task, _dp(exact, 2), expr, 0.005, _NONE


def h47_heating_oil_vat(r: random.Random) -> ArithOut7:
    """An Irish kerosene delivery priced in cent a litre, plus 13.5% VAT."""
    while True:
        litres = r.choice([500, 600, 700, 800, 900, 1000, 1100])
        price = Fraction(r.randrange(850, 1260), 10)
        exact = litres * price / 100 * Fraction(1135, 1000)
        if not _near_tie(exact, 2):
            break
    c = _x(price)
    task = r.choice(
        [
            f"kerosene delivery: {litres} litres at {c} cent a litre, plus VAT at 13.5%. whats "
            f"the total in euro, to the cent?",
            f"The oil man is bringing {litres} litres of home heating oil at {c} cent per litre, "
            f"and VAT of 13.5% goes on top. What will I pay in euro? Round to the nearest cent.",
        ]
    )
    expr = f"round({litres} * {c} / 100 * 1.135, 2)"
    return task, _dp(exact, 2), expr, 0.005, _NONE


def h47_council_tax_instalments(r: random.Random) -> ArithOut7:
    """UK council tax less the 25% single person discount, over 10 monthly instalments."""
    while True:
        year = r.randrange(140000, 320000)
        exact = Fraction(year, 100) * Fraction(3, 4) / 10
        if not _near_tie(exact, 2):
            break
    y = _pounds(year)
    task = r.choice(
        [
            f"Council tax for my band is {y} for the year. I live on my own so I get the 25% "
            f"single person discount. It's paid in 10 equal monthly instalments. How much is "
            f"each instalment, to the nearest penny?",
            f"council tax {y}/yr, minus 25% single person discount, split over 10 months. how "
            f"much a month? nearest penny",
        ]
    )
    expr = f"round({_x(Fraction(year, 100))} * 0.75 / 10, 2)"
    return task, _dp(exact, 2), expr, 0.005, _NONE


def h47_rates_rise_percent(r: random.Random) -> ArithOut7:
    """The percentage rise in yearly property rates (Australia, New Zealand, South Africa)."""
    symbol = r.choice(["A$", "NZ$", "R"])
    while True:
        old = r.randrange(1400, 4200)
        new = old + r.randrange(old // 50, old * 13 // 100)
        exact = Fraction(new - old, old) * 100
        if not _near_tie(exact, 1):
            break
    a, b = _cash(symbol, old * 100), _cash(symbol, new * 100)
    task = r.choice(
        [
            f"our council rates went from {a} to {b} a year. what % increase is that? 1 decimal "
            f"place",
            f"Last year my property rates were {a} for the year and this year they are {b}. By "
            f"what percentage did they go up? Please round to one decimal place.",
        ]
    )
    expr = f"round(({new} - {old}) / {old} * 100, 1)"
    return task, _dp(exact, 1), expr, 0.05, _NONE


def h47_railcard_saving(r: random.Random) -> ArithOut7:
    """What a UK Senior Railcard (a third off, £35 a year) saves over the year."""
    while True:
        fare = 3 * r.randrange(600, 3000)
        trips = r.randrange(3, 13)
        saving = trips * fare // 3 - 3500
        if saving > 0:
            break
    f, n = _pounds(fare), _count(r, trips)
    task = r.choice(
        [
            f"The Senior Railcard is £35 a year and takes a third off the fare. My return ticket "
            f"to see my daughter is {f} and I go {n} times a year. After paying for the card, "
            f"how much do I save in the year? Pounds and pence please.",
            f"senior railcard = £35/yr, 1/3 off fares. return to my sisters is {f}, i go {n} "
            f"times a year. how much do i save over the year once the card is paid for? to the "
            f"penny",
        ]
    )
    expr = f"{trips} * {_x(Fraction(fare, 100))} / 3 - 35"
    return task, Fraction(saving, 100), expr, 0.005, _NONE


def h47_bus_pass_vs_fares(r: random.Random) -> ArithOut7:
    """A Canadian seniors' monthly bus pass against paying by the ride for four weeks."""
    while True:
        fare = r.randrange(200, 401, 5)
        trips = r.randrange(2, 7)
        cost = 4 * trips * 2 * fare
        if cost - 500 > 4000:
            break
    monthly = r.randrange(4000, cost - 500, 25)
    f, p, n = _money(fare), _money(monthly), _count(r, trips)
    task = r.choice(
        [
            f"seniors fare on the bus is {f} a ride. i do {n} round trips a week (there and back "
            f"= 2 rides). the monthly seniors pass is {p}. over 4 weeks how much do i save with "
            f"the pass instead of paying each ride? dollars and cents",
            f"A seniors' bus fare costs {f} per ride and a monthly seniors' pass costs {p}. I make "
            f"{n} return trips a week, each return trip being 2 rides. Over 4 weeks, how much "
            f"would the pass save me compared with paying every ride? Answer in dollars and "
            f"cents.",
        ]
    )
    expr = f"4 * {trips} * 2 * {_x(Fraction(fare, 100))} - {_x(Fraction(monthly, 100))}"
    return task, Fraction(cost - monthly, 100), expr, 0.005, _NONE


def h47_knitting_wool_cost(r: random.Random) -> ArithOut7:
    """Whole balls of yarn for a pattern's length, and what they cost."""
    metres = r.randrange(600, 2200, 10)
    per_ball = r.choice([100, 120, 150, 200, 250])
    price = r.randrange(250, 900, 5)
    balls = -(-metres // per_ball)
    p = _pounds(price)
    task = r.choice(
        [
            f"cardigan pattern needs {metres:,} metres of yarn. one ball is {per_ball} m and "
            f"costs {p}. i can only buy whole balls, wat will the yarn cost me? pounds and pence",
            f"I am knitting a jumper for my grandson. The pattern needs {metres:,} m of wool, "
            f"each ball has {per_ball} m and costs {p}, and the shop sells only whole balls. How "
            f"much will the wool cost, in pounds and pence?",
        ]
    )
    expr = f"-(-{metres} // {per_ball}) * {_x(Fraction(price, 100))}"
    return task, Fraction(balls * price, 100), expr, 0.005, _NONE


_BAKING = ["butter", "self-raising flour", "caster sugar", "plain flour", "sultanas"]


def h47_scale_recipe_grams(r: random.Random) -> ArithOut7:
    """Scale one ingredient of a recipe to a different number of people, to the gram."""
    while True:
        serves = r.choice([6, 8, 10, 12])
        grams = r.randrange(90, 460, 5)
        people = r.randrange(4, 41)
        exact = Fraction(grams * people, serves)
        if people != serves and not _near_tie(exact, 0):
            break
    what = r.choice(_BAKING)
    task = r.choice(
        [
            f"my victoria sponge recipe is for {serves} people and uses {grams} g of {what}. im "
            f"baking for {people} at the WI, how many grams of {what} do i need? round to the "
            f"nearest gram",
            f"The recipe is for {serves} persons and needs {grams} g {what}. I bake for {people} "
            f"persons. How many gram {what} I need? Please round to whole grams.",
        ]
    )
    return task, _dp(exact, 0), f"round({grams} * {people} / {serves})", 0.5, _NONE


def h47_bowls_club_balance(r: random.Random) -> ArithOut7:
    """A bowls club treasurer: subs in, two bills out (Australia, New Zealand, South Africa)."""
    symbol = r.choice(["$", "NZ$", "R"])
    while True:
        members = r.randrange(18, 61)
        subs = r.randrange(60, 250) * 100 + r.choice([0, 0, 50])
        green = r.randrange(50000, 600000)
        dinner = r.randrange(20000, 250000)
        left = members * subs - green - dinner
        if left > 0:
            break
    s, g, d = (_cash(symbol, c) for c in (subs, green, dinner))
    task = r.choice(
        [
            f"bowls club accounts: {members} members paid {s} subs each. we spent {g} on the "
            f"green and {d} on the end of season dinner. whats left? to the cent",
            f"As treasurer of our bowls club I need the balance: {members} members each paid "
            f"subscriptions of {s}; green maintenance cost {g} and the end-of-season dinner "
            f"cost {d}. How much remains, to the cent?",
        ]
    )
    expr = f"{members} * {_x(Fraction(subs, 100))} - {_x(Fraction(green, 100))}"
    expr += f" - {_x(Fraction(dinner, 100))}"
    return task, Fraction(left, 100), expr, 0.005, _NONE


def h47_golf_average(r: random.Random) -> ArithOut7:
    """The mean of a few rounds of golf, to one decimal place."""
    while True:
        rounds = r.randrange(4, 7)
        scores = [r.randrange(72, 106) for _ in range(rounds)]
        exact = Fraction(sum(scores), rounds)
        if not _near_tie(exact, 1):
            break
    listed = ", ".join(str(s) for s in scores)
    n = _count(r, rounds)
    task = r.choice(
        [
            f"golf scores my last {n} rounds: {listed}. whats my average? one decimal place",
            f"Could you work out the average of my last {n} golf scores, {listed}, to one "
            f"decimal place?",
        ]
    )
    expr = f"round(({' + '.join(str(s) for s in scores)}) / {rounds}, 1)"
    return task, _dp(exact, 1), expr, 0.05, _NONE


_SHARES = {
    "a third": Fraction(1, 3),
    "a quarter": Fraction(1, 4),
    "two fifths": Fraction(2, 5),
    "three quarters": Fraction(3, 4),
}


def h47_allotment_share_area(r: random.Random) -> ArithOut7:
    """A share of an allotment plot, in square metres to one decimal place."""
    while True:
        long = Fraction(r.randrange(80, 250), 10)
        wide = Fraction(r.randrange(40, 100), 10)
        name = r.choice(sorted(_SHARES))
        exact = long * wide * _SHARES[name]
        if not _near_tie(exact, 1):
            break
    a, b = _x(long), _x(wide)
    crop = r.choice(["potatoes", "onions", "runner beans", "leeks"])
    task = r.choice(
        [
            f"my allotment plot is {a} m by {b} m. if {name} of it goes to {crop}, how many "
            f"square metres is that? to one decimal place",
            f"My allotment measures {a} metres by {b} metres and I am giving {name} of it to "
            f"{crop}. How many square metres is that, rounded to one decimal place?",
        ]
    )
    share = _SHARES[name]
    expr = f"round({a} * {b} * {share.numerator} / {share.denominator}, 1)"
    return task, _dp(exact, 1), expr, 0.05, _NONE


def h47_pocket_money_year(r: random.Random) -> ArithOut7:
    """Weekly pocket money for several grandchildren over a 52-week year."""
    (symbol, small, whole) = r.choice(
        [("£", "pence", "pounds"), ("$", "cents", "dollars"), ("€", "cent", "euro")]
    )
    kids = r.randrange(2, 8)
    each = r.choice([150, 200, 250, 300, 350, 400, 500, 750, 1000])
    answer = Fraction(kids * each * 52, 100)
    e, k = _cash(symbol, each), _count(r, kids)
    task = r.choice(
        [
            f"i give each of my {k} grandkids {e} a week pocket money. how much is that over a "
            f"year of 52 weeks? in {whole} and {small}",
            f"Each of my {k} grandchildren gets {e} pocket money from me every week. What does "
            f"that come to over 52 weeks, in {whole} and {small}?",
        ]
    )
    return task, answer, f"{kids} * {_x(Fraction(each, 100))} * 52", 0.005, _NONE


def h47_birthday_money_split(r: random.Random) -> ArithOut7:
    """Birthday money shared equally among grandchildren, to the cent."""
    symbol, small = r.choice([("$", "cent"), ("A$", "cent"), ("£", "penny"), ("R", "cent")])
    while True:
        total = r.randrange(15000, 120000)
        kids = r.randrange(3, 10)
        exact = Fraction(total, 100 * kids)
        if not _near_tie(exact, 2):
            break
    t, k = _cash(symbol, total), _count(r, kids)
    task = r.choice(
        [
            f"I've put aside {t} for the grandchildren's birthday money this year. There are "
            f"{k} of them and they get equal shares. How much each, to the nearest {small}?",
            f"birthday money pot is {t}, split equal between {k} grandchildren. how much each? "
            f"round to nearest {small}",
        ]
    )
    return task, _dp(exact, 2), f"round({_x(Fraction(total, 100))} / {kids}, 2)", 0.005, _NONE


def h47_church_fete_profit(r: random.Random) -> ArithOut7:
    """A church fete's takings from three stalls less the hall hire."""
    symbol = r.choice(["£", "€", "$"])
    cake, tombola, teas = (r.randrange(4000, 60000) for _ in range(3))
    hire = r.randrange(2500, min(cake + tombola + teas, 20000))
    profit = cake + tombola + teas - hire
    a, b, c, d = (_cash(symbol, x) for x in (cake, tombola, teas, hire))
    task = r.choice(
        [
            f"Church fete takings: cake stall {a}, tombola {b}, teas {c}. Hall hire was {d}. "
            f"What profit did we make? To the penny please.",
            f"fete money - cakes {a}, tombola {b}, teas {c}, less {d} for the hall. profit? "
            f"exact to the cent",
        ]
    )
    if symbol == "£":
        task = task.replace("to the cent", "to the penny")
    else:
        task = task.replace("To the penny", "To the cent")
    expr = " + ".join(_x(Fraction(x, 100)) for x in (cake, tombola, teas))
    expr += f" - {_x(Fraction(hire, 100))}"
    return task, Fraction(profit, 100), expr, 0.005, _NONE


def h47_gift_aid_total(r: random.Random) -> ArithOut7:
    """A UK donation with Gift Aid (25p for every £1), to the nearest penny."""
    while True:
        gift = r.choice([r.randrange(5, 500) * 100, r.randrange(500, 50000)])
        exact = Fraction(gift * 5, 4 * 100)
        if not _near_tie(exact, 2):
            break
    g = _pounds(gift)
    task = r.choice(
        [
            f"I'm giving {g} to the hospice with Gift Aid, so they can claim 25p extra for "
            f"every £1 I give. How much will they get altogether? Nearest penny.",
            f"donating {g} to the church roof fund, gift aided (+25p per £1). total they "
            f"recieve? round to the penny",
        ]
    )
    return task, _dp(exact, 2), f"round({_x(Fraction(gift, 100))} * 1.25, 2)", 0.005, _NONE


def h47_cruise_cost_per_night(r: random.Random) -> ArithOut7:
    """A cruise for two with per-night gratuities, per night for both, to the dollar."""
    symbol = r.choice(["$", "A$", "C$"])
    while True:
        nights = r.choice([7, 10, 12, 14, 16, 21])
        fare = r.randrange(1500, 9000)
        tip = r.randrange(1400, 2200, 25)
        exact = Fraction(2 * fare * 100 + 2 * tip * nights, 100 * nights)
        if not _near_tie(exact, 0):
            break
    f, g = _cash(symbol, fare * 100), _cash(symbol, tip)
    task = r.choice(
        [
            f"cruise: {nights} nights, {f} per person, 2 of us, plus gratuities of {g} per "
            f"person per night. whats that per night for the both of us? nearest dollar",
            f"My husband and I are looking at a {nights}-night cruise at {f} per person. "
            f"Gratuities are {g} per person per night on top. What does it cost us per night, "
            f"for the two of us together, to the nearest dollar?",
        ]
    )
    expr = f"round((2 * {fare} + 2 * {_x(Fraction(tip, 100))} * {nights}) / {nights})"
    return task, _dp(exact, 0), expr, 0.5, _NONE


def _exchange_rand(r: random.Random) -> tuple[str, Fraction, Fraction, int]:
    rate = Fraction(r.randrange(1985, 2141), 100)
    amount = r.randrange(10, 61) * 50
    task = (
        f"exchange rate is R{_x(rate)} to the euro. i need €{amount:,} spending money for our "
        f"trip to portugal, how many rand is that? nearest rand"
    )
    return task, rate, Fraction(amount), 0


def _exchange_pounds(r: random.Random) -> tuple[str, Fraction, Fraction, int]:
    rate = Fraction(r.randrange(1120, 1200), 1000)
    amount = r.randrange(200, 1501)
    task = (
        f"The post office gives €{_x(rate)} for every £1. How many euros will I get for "
        f"£{amount:,}? To the cent, please."
    )
    return task, rate, Fraction(amount), 2


def _exchange_loonie(r: random.Random) -> tuple[str, Fraction, Fraction, int]:
    rate = Fraction(r.randrange(7000, 7600), 10000)
    amount = r.randrange(8, 61) * 100
    task = (
        f"1 Canadian dollar is {_x(rate)} US dollars today. We're taking C${amount:,} of "
        f"our savings to Florida for the winter - how many US dollars is that, to the cent?"
    )
    return task, rate, Fraction(amount), 2


def h47_holiday_money_exchange(r: random.Random) -> ArithOut7:
    """Holiday money changed at a given rate (South Africa, UK or Canada)."""
    maker = r.choice([_exchange_rand, _exchange_pounds, _exchange_loonie])
    while True:
        task, rate, amount, places = maker(r)
        exact = amount * rate
        if not _near_tie(exact, places):
            break
    expr = f"round({_x(amount)} * {_x(rate)}, {places})"
    return task, _dp(exact, places), expr, _half(places), _NONE


def h47_tablets_full_days(r: random.Random) -> ArithOut7:
    """How many full days a new box and the old box's leftovers last."""
    morning, night = r.randrange(1, 4), r.randrange(1, 3)
    box = r.choice([28, 56, 84, 100])
    left = r.randrange(0, 21)
    answer = Fraction((box + left) // (morning + night))
    m, n = _count(r, morning), _count(r, night)
    tablets = "tablet" if morning == 1 else "tablets"
    task = r.choice(
        [
            f"I take {m} {tablets} in the morning and {n} at night. I've a new box of {box} and "
            f"{left} left in the old box. How many full days will they last me?",
            f"i take {m} in the morning + {n} at bedtime. new box {box} tablets, old box has "
            f"{left} left. how many full days do i have?",
        ]
    )
    return task, answer, f"({box} + {left}) // ({morning} + {night})", None, _NONE


_SESSION_MINUTES = [60, 75, 90, 105, 120, 135, 150, 165, 180, 195, 210, 240]


def _session(r: random.Random, minutes: int) -> str:
    """A stint written the way people write them: "3h 15m", "90 minutes", "2.5 hours"."""
    hours, rest = divmod(minutes, 60)
    forms = [f"{hours}h {rest}m" if rest else f"{hours}h", f"{minutes} minutes"]
    hours_text = _x(Fraction(minutes, 60))
    forms.append(f"{hours_text} hour" if hours_text == "1" else f"{hours_text} hours")
    if rest == 30:
        forms.append(f"{hours} and a half hours")
    return r.choice(forms)


_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat"]


def h47_volunteer_hours(r: random.Random) -> ArithOut7:
    """Volunteering stints in mixed notations added up as decimal hours."""
    count = r.randrange(3, 6)
    days = sorted(r.sample(range(len(_DAYS)), count))
    minutes = [r.choice(_SESSION_MINUTES) for _ in range(count)]
    answer = Fraction(sum(minutes), 60)
    stints = ", ".join(f"{_DAYS[d]} {_session(r, m)}" for d, m in zip(days, minutes, strict=True))
    task = r.choice(
        [
            f"volunteering hours for the hospice shop form: {stints}. total in hours as a "
            f"decimal, 2 decimal places",
            f"For my volunteer timesheet at the charity shop, please add up these hours "
            f"({stints}) and give the total in hours as a decimal to two decimal places.",
        ]
    )
    expr = f"round(({' + '.join(str(m) for m in minutes)}) / 60, 2)"
    return task, answer, expr, 0.005, _NONE


def h47_thermostat_f_to_c(r: random.Random) -> ArithOut7:
    """A thermostat setting in Fahrenheit converted to Celsius (US, Canada)."""
    degrees = r.randrange(58, 80)
    exact = Fraction((degrees - 32) * 5, 9)
    task = r.choice(
        [
            f"thermostat says {degrees}°F, whats that in celsius? one decimal place",
            f"My sister in Ontario keeps her house at {degrees} F. What is that in Celsius, to "
            f"one decimal place please?",
            f"Kindly convert {degrees} degrees Fahrenheit to Celsius, rounded to one decimal.",
        ]
    )
    return task, _dp(exact, 1), f"round(({degrees} - 32) * 5 / 9, 1)", 0.05, _NONE


ARITHMETIC: list[ArithTemplate] = [
    h47_pension_year_total,
    h47_pension_rise_percent,
    h47_credit_union_dividend,
    h47_term_deposit_compound,
    h47_electric_bill_kwh,
    h47_heating_oil_vat,
    h47_council_tax_instalments,
    h47_rates_rise_percent,
    h47_railcard_saving,
    h47_bus_pass_vs_fares,
    h47_knitting_wool_cost,
    h47_scale_recipe_grams,
    h47_bowls_club_balance,
    h47_golf_average,
    h47_allotment_share_area,
    h47_pocket_money_year,
    h47_birthday_money_split,
    h47_church_fete_profit,
    h47_gift_aid_total,
    h47_cruise_cost_per_night,
    h47_holiday_money_exchange,
    h47_tablets_full_days,
    h47_volunteer_hours,
    h47_thermostat_f_to_c,
]

# --------------------------------------------------------------------------- to-do

CHORES: list[tuple[str, str, str]] = [
    # (title, what the person says they did, a keyword naming that chore only)
    ("ring the surgery about my repeat prescription", "rang the surgery", "surgery"),
    ("book the chiropodist", "booked the chiropodist", "chiropodist"),
    ("renew my bus pass", "renewed my bus pass", "bus pass"),
    ("pay the window cleaner", "paid the window cleaner", "window cleaner"),
    ("get the boiler serviced", "had the boiler serviced", "boiler"),
    ("send Margaret a birthday card", "sent Margaret her birthday card", "Margaret"),
    ("collect the cake tins from the church hall", "collected the cake tins", "cake tins"),
    ("order more wool for the baby blanket", "ordered the wool", "wool"),
    ("call the council about the bins", "called the council", "council"),
    ("fix the dripping kitchen tap", "fixed the kitchen tap", "tap"),
    ("book my flu jab", "booked my flu jab", "flu jab"),
    ("take the library books back", "took the library books back", "library"),
    ("cut back the raspberry canes", "cut back the raspberry canes", "raspberry"),
    ("wrap the raffle prizes for the bowls club", "wrapped the raffle prizes", "raffle"),
    ("phone the bank about my new card", "phoned the bank", "bank"),
    ("water the tomatoes at the allotment", "watered the tomatoes", "tomatoes"),
    ("deliver the parish newsletters", "delivered the newsletters", "newsletters"),
    ("buy a present for Lily", "bought Lily's present", "Lily"),
    ("find the passports for the cruise", "found the passports", "passports"),
    ("ring the optician about my new glasses", "rang the optician", "optician"),
    ("clear the gutters", "cleared the gutters", "gutters"),
    ("book a golf buggy for Thursday", "booked the golf buggy", "buggy"),
    ("send the gas meter reading", "sent the meter reading", "meter"),
    ("put my name on the hospice shop rota", "put my name on the rota", "rota"),
    ("pick up batteries for my hearing aid", "picked up the hearing aid batteries", "hearing aid"),
    ("defrost the chest freezer", "defrosted the freezer", "freezer"),
    ("book the hairdresser", "booked the hairdresser", "hairdresser"),
    ("renew the TV licence", "renewed the TV licence", "licence"),
    ("bake scones for the coffee morning", "baked the scones", "scones"),
    ("ring the plumber about the radiator", "rang the plumber", "plumber"),
]
TITLES = [c[0] for c in CHORES]
PAST = {c[0]: c[1] for c in CHORES}
KEYWORD = {c[0]: c[2] for c in CHORES}

RENAMES = {
    "ring the surgery about my repeat prescription": (
        "ring the pharmacy about my repeat prescription"
    ),
    "book the hairdresser": "book the barber",
    "buy a present for Lily": "buy a present for Sophie",
    "book a golf buggy for Thursday": "book a golf buggy for Friday",
    "send Margaret a birthday card": "send Margaret an anniversary card",
    "bake scones for the coffee morning": "bake a lemon drizzle for the coffee morning",
    "ring the plumber about the radiator": "ring the plumber about the shower",
    "deliver the parish newsletters": "deliver the parish magazines",
}

FORBIDDEN = r"\band\b|,|\d|\"|“|”|yes"


def _setup(r: random.Random, low: int = 3, high: int = 6) -> list[str]:
    """A list the person starts with: `low` to `high` chores in a random order."""
    return r.sample(TITLES, r.randint(low, high))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    """Chores not yet on the list."""
    return r.sample([t for t in TITLES if t not in setup], count)


def h47_add_quoted_formal(r: random.Random) -> TodoOut7:
    """Formal: add one quoted to-do."""
    setup = _setup(r, 2, 5)
    [new] = _fresh(r, setup, 1)
    task = r.choice(
        [
            f'Could you please add "{new}" to my to-do list? Thank you.',
            f'Kindly put the following on my to-do list: "{new}".',
        ]
    )
    return task, setup, _open([*setup, new]), False, _NONE


def h47_add_shorthand(r: random.Random) -> TodoOut7:
    """Shorthand: add one to-do, no quotes."""
    setup = _setup(r, 2, 5)
    [new] = _fresh(r, setup, 1)
    task = r.choice(
        [
            f"need to {new} - stick it on my list pls",
            f"pls add {new} to my to do list ta",
            f"add to my list: {new}",
        ]
    )
    return task, setup, _open([*setup, new]), False, _NONE


def h47_add_two_in_a_sentence(r: random.Random) -> TodoOut7:
    """Add two to-dos named in one sentence."""
    setup = _setup(r, 2, 5)
    first, second = _fresh(r, setup, 2)
    task = r.choice(
        [
            f"can u add {first} and {second} to my list",
            f"Please put two more things on my to-do list: {first}, and {second}.",
        ]
    )
    return task, setup, _open([*setup, first, second]), False, _NONE


def h47_add_bulleted_jobs(r: random.Random) -> TodoOut7:
    """Add a bulleted list of jobs."""
    setup = _setup(r, 2, 4)
    new = _fresh(r, setup, r.randint(2, 4))
    bullets = "\n".join(f"- {t}" for t in new)
    task = r.choice(
        [
            f"jobs for this week, add them all to my list please:\n{bullets}",
            f"Please add these to my to-do list:\n{bullets}",
        ]
    )
    return task, setup, _open([*setup, *new]), False, _NONE


def h47_tick_off_number(r: random.Random) -> TodoOut7:
    """Complete one to-do named by its number."""
    setup = _setup(r, 3, 6)
    n = r.randrange(len(setup))
    said = _count(r, n + 1)
    task = r.choice(
        [
            f"done number {said} on my list, tick it off",
            f"Please mark item {n + 1} on my to-do list as done.",
            f"ive finished no. {n + 1} on my list, can you mark it complete",
        ]
    )
    return task, setup, _completed(setup, n), False, _NONE


def h47_tick_off_past_tense(r: random.Random) -> TodoOut7:
    """Complete one to-do by saying it has been done."""
    setup = _setup(r, 3, 6)
    n = r.randrange(len(setup))
    did = PAST[setup[n]]
    task = r.choice(
        [
            f"I {did} this morning, so you can tick that off my list.",
            f"finally {did}! mark it done on my list pls",
        ]
    )
    return task, setup, _completed(setup, n), False, _NONE


def h47_tick_off_two_titles(r: random.Random) -> TodoOut7:
    """Complete two to-dos named by their titles."""
    setup = _setup(r, 3, 6)
    a, b = sorted(r.sample(range(len(setup)), 2))
    task = r.choice(
        [
            f"mark {setup[a]} and {setup[b]} as done please",
            f"Both of these are done now, please tick them off my list: {setup[b]}; {setup[a]}.",
        ]
    )
    return task, setup, _completed(setup, a, b), False, _NONE


def h47_delete_by_number(r: random.Random) -> TodoOut7:
    """Delete one to-do named by its number."""
    setup = _setup(r, 3, 6)
    n = r.randrange(len(setup))
    task = r.choice(
        [
            f"take number {n + 1} off my list, it's not needed any more",
            f"Please delete item {n + 1} from my to-do list.",
        ]
    )
    return task, setup, _deleted(setup, n), False, _NONE


def h47_delete_by_keyword(r: random.Random) -> TodoOut7:
    """Delete the one to-do a keyword names, because it was cancelled."""
    setup = _setup(r, 3, 6)
    n = r.randrange(len(setup))
    word = KEYWORD[setup[n]]
    task = r.choice(
        [
            f"the {word} one is cancelled, delete it off my list",
            f"Plans changed: please remove the to-do about the {word} from my list altogether.",
        ]
    )
    if word[0].isupper():
        task = task.replace(f"the to-do about the {word}", f"the to-do about {word}")
    return task, setup, _deleted(setup, n), False, _NONE


def h47_rename_last(r: random.Random) -> TodoOut7:
    """Rename the last to-do (quoted, or by keyword) and keep it open."""
    old = r.choice(sorted(RENAMES))
    new = RENAMES[old]
    setup = [*r.sample([t for t in TITLES if t != old], r.randint(2, 4)), old]
    task = r.choice(
        [
            f'on my list, change "{old}" to "{new}"',
            f'Please rename the to-do "{old}" to "{new}".',
            f"rename the {KEYWORD[old]} one on my list to: {new}",
        ]
    )
    return task, setup, _open([*setup[:-1], new]), False, _NONE


def h47_list_everything(r: random.Random) -> TodoOut7:
    """Question: what is on the list (nothing may change)."""
    setup = _setup(r, 2, 5)
    task = r.choice(
        ["wats on my list again?", "Please read me my to-do list.", "what have i got to do?"]
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def h47_count_jobs(r: random.Random) -> TodoOut7:
    """Question: how many to-dos there are (nothing may change)."""
    setup = _setup(r, 2, 6)
    task = r.choice(
        [
            "how many things are on my to do list? just the number",
            "How many items are on my to-do list at the moment? Only the number, please.",
        ]
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


_ON_LIST = itertools.cycle([True, False, False, True])


def h47_is_it_on_list(r: random.Random) -> TodoOut7:
    """Question: is this to-do on the list, yes or no (nothing may change)."""
    setup = _setup(r, 3, 6)
    asked = r.choice(setup) if next(_ON_LIST) else _fresh(r, setup, 1)[0]
    task = r.choice(
        [
            f'is "{asked}" on my to-do list? yes or no',
            f'Did I put "{asked}" on my list? Please answer yes or no.',
        ]
    )
    extra: dict[str, object] = (
        {"contains": ["yes"]} if asked in setup else {"contains": ["no"], "not_contains": ["yes"]}
    )
    return task, setup, _open(setup), True, extra


def h47_what_is_number(r: random.Random) -> TodoOut7:
    """Question: which to-do is number n (nothing may change)."""
    setup = _setup(r, 3, 6)
    n = r.randrange(len(setup))
    task = r.choice(
        [
            f"whats number {n + 1} on my list again?",
            f"Which item is number {n + 1} on my to-do list?",
        ]
    )
    return task, setup, _open(setup), True, {"contains": [setup[n]]}


def h47_done_and_add(r: random.Random) -> TodoOut7:
    """Complete one to-do by what was done and add a new one, in one message."""
    setup = _setup(r, 3, 5)
    n = r.randrange(len(setup))
    [new] = _fresh(r, setup, 1)
    did = PAST[setup[n]]
    task = r.choice(
        [
            f"I {did} today so tick that one off, and add {new} to the list please",
            f"{did} - mark it done. also put this on my list: {new}",
        ]
    )
    return task, setup, [*_completed(setup, n), (new, False)], False, _NONE


def h47_formal_delete_then_add(r: random.Random) -> TodoOut7:
    """Second-language and formal: delete one to-do by number and add another at the end."""
    setup = _setup(r, 3, 5)
    n = r.randrange(len(setup))
    [new] = _fresh(r, setup, 1)
    task = r.choice(
        [
            f"Please, delete the item number {n + 1} from my list, it is not necessary anymore. "
            f"And add at the end this one: {new}",
            f'Good morning. Kindly remove item {n + 1} from my to-do list and add "{new}".',
        ]
    )
    return task, setup, [*_deleted(setup, n), (new, False)], False, _NONE


TODO: list[TodoTemplate] = [
    h47_add_quoted_formal,
    h47_add_shorthand,
    h47_add_two_in_a_sentence,
    h47_add_bulleted_jobs,
    h47_tick_off_number,
    h47_tick_off_past_tense,
    h47_tick_off_two_titles,
    h47_delete_by_number,
    h47_delete_by_keyword,
    h47_rename_last,
    h47_list_everything,
    h47_count_jobs,
    h47_is_it_on_list,
    h47_what_is_number,
    h47_done_and_add,
    h47_formal_delete_then_add,
]

HEADER = """\
# {name}: everyday calculator and to-do requests from retirees and pensioners, held out.
# Written blind on 2026-11-29 by evals/gen_everyday_heldout_47.py (seed {seed}), before any
# tuning against it, by a helper session (branch h47) that read none of the planner's, the
# agent's or the tools' code or tests, nor any other set's templates or YAML beyond the first
# lines of set 7's (what it read is listed in the generator's docstring).
# {families} template families ({arith} arithmetic, {todo} to-do), {draws} seeded draws each.
# Expected numbers are computed in Python with exact fractions, rounded half up where the task
# asks, away from rounding ties; tolerances are half the unit asked for. Do not tune against
# it: regenerate, do not edit.
"""


def _check_chores() -> None:
    """Titles pick out one to-do each; keywords and past tenses name one chore only."""
    check_titles([*TITLES, *RENAMES.values()], FORBIDDEN, fold_case=True)
    assert set(RENAMES) <= set(TITLES)
    for title in TITLES:
        word = KEYWORD[title].lower()
        assert [t for t in TITLES if word in t.lower()] == [title], word
        named = [t for t in TITLES if KEYWORD[t].lower() in PAST[title].lower()]
        assert named == [title], PAST[title]


def main() -> None:
    """Check the chores, then write the set beside this file."""
    _check_chores()
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(path)


if __name__ == "__main__":
    main()
