"""Blind held-out set 29: evenings at home with the household's money and to-do list.

Theme: ordinary people at home in the evening: household money, cooking and shopping sums, kids'
homework checks, bills, and their to-do lists of chores, errands and appointments; dollars,
pounds and euros mixed (any rate needed is stated in the task).

Written blind on branch h29 (2026-11-28). Read, and nothing else: docs/evals.md's sections "The
dataset" and "Side effects"; src/agentschool/evals/cases.py and checks.py; in
evals/gen_everyday_heldout_4.py the definitions of `_money`, `_listing`, `_tol`; in
evals/gen_everyday_heldout_7.py those of `ArithOut7`, `TodoOut7`, `ArithTemplate`,
`TodoTemplate`, `_a`, `_plain`, `_pounds`, `_euros`, `_open`, `_completed`, `_deleted`,
`check_titles`, `write_set`; the first 30 lines of evals/everyday-heldout-7.yaml.
Slips (the `sed` ranges were wider than the definitions): set 4's `_cents`, `_ordinal` and the
first line of its first template; set 7's lines around its type aliases, `_said`, `_typed`,
`_frac`, `_pick`, `_adding`, `_one_of`, the first two lines of one to-do template (an "add a
chore" wording), the tail of a case builder, `_check_families`, its `main()` and its imports;
the evals/ file names; the `[tool.ruff.lint]` lines of pyproject.toml (via grep); the head of
this session's brief template. Nothing seen was borrowed into this set.

Families (24 arithmetic, then 16 to-do):

- receipt-total: add up a short shopping receipt in one currency.
- split-household-bill: a utility bill shared evenly by housemates.
- rent-by-room-size: my share of the rent when it is split by bedroom floor area.
- sale-price: what a discounted item costs.
- takeaway-tip: the tip, or the total with tip, on a takeaway.
- bill-increase-percent: by what percentage a monthly bill went up.
- convert-at-stated-rate: an amount converted at a rate given in the task.
- mixed-currency-total: euros plus pounds, totalled in euros at a stated rate.
- scale-recipe: an ingredient scaled from the recipe's servings to tonight's.
- cups-to-millilitres: cups or spoons converted with the stated millilitres.
- cheaper-per-kilo: the price per kilo of the better-value pack.
- round-trip-fuel: fuel cost of a return drive from consumption and price.
- babysitter-pay: what the sitter is owed for an evening at an hourly rate.
- roast-cooking-minutes: total roasting minutes from weight and a per-weight rule.
- homework-fraction-of: a child's homework "fraction of a number".
- test-score-percent: a test score out of a total as a percentage.
- carpet-cost: carpeting a room at a price per square metre, maybe with extra for waste.
- average-weekly-shop: the average of the last few weekly shops.
- weeks-to-save-up: whole weeks of saving needed to afford something.
- yearly-subscriptions: monthly subscriptions over a year.
- birthday-money-by-age: money shared between the kids in proportion to their ages.
- rounded-receipt: a few prices totalled and rounded to the whole currency unit.
- energy-meter-bill: an electricity bill from meter readings, unit rate and standing charge.
- payment-plan: the monthly instalment after a deposit.
- add-chore: add one chore.
- add-several-errands: add two or three errands in one message.
- add-with-context: add a to-do after a sentence on why it is needed.
- tick-off-by-title: complete a to-do named by its title.
- tick-off-by-number: complete a to-do named by its number.
- done-past-tense: say a chore was done, and ask for it to be ticked off.
- done-two-past-tense: two chores done today, both to be ticked off.
- remove-by-title: delete a to-do named by its title.
- remove-by-number: delete a to-do named by its number or position.
- someone-else-handles-it: delete a to-do someone else took over.
- done-one-add-another: tick one chore off and add a new one.
- done-then-clear-finished: complete one or two chores, then clear the completed ones.
- whats-left: a question: what is on the list.
- count-to-dos: a question: how many to-dos there are.
- find-by-keyword: a question: which to-do mentions a word.
- whats-number-n: a question: which to-do has a given number.
"""

from __future__ import annotations

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

NAME = "everyday-heldout-29"
SEED = 20261128_29

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_29.py (seed {seed}), before any
# tuning against it, by a helper session (branch h29) that read none of the planner's, agent's,
# tools' or rules' code, no tests, no other set's templates.
# Theme: people at home in the evening: household money, cooking and shopping sums, kids'
# homework checks, bills, and to-do lists of chores, errands and appointments; mixed currencies.
# {families} families ({arith} arithmetic, {todo} to-do) of several wordings, {draws} seeded draws
# each. Expected numbers are exact (fractions checked against an independent float expression);
# money is judged to the cent, rounding requests exactly. Regenerate, do not edit.
"""

Money = Callable[[int], str]
CURRENCIES: list[tuple[Money, str]] = [(_money, "dollar"), (_pounds, "pound"), (_euros, "euro")]


def _dec(value: Fraction) -> str:
    """A terminating fraction as a plain decimal: 43/50 is "0.86"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _d(cents: int) -> str:
    """Cents as a plain decimal for a float expression: 1250 is "12.5"."""
    return _dec(Fraction(cents, 100))


def _ask(
    r: random.Random, say: tuple[str, ...], value: Fraction, expr: str, *, exact: bool = False
) -> ArithOut7:
    """One of the wordings, with its exact answer checked against the float expression."""
    got = float(eval(expr))
    assert abs(got - float(value)) < 1e-6 * max(1.0, abs(float(value))), (value, expr, got)
    return r.choice(say), value, expr, None if exact else _tol(value), {}


def _cur(r: random.Random, pool: list[tuple[Money, str]] = CURRENCIES) -> Money:
    return r.choice(pool)[0]


# --------------------------------------------------------------------------- arithmetic

GROCERIES = ["milk", "bread", "eggs", "cheddar", "bananas", "coffee", "pasta", "chicken thighs"]


def _h29_receipt_total(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    names = r.sample(GROCERIES, r.randint(3, 5))
    cents = [r.randint(59, 699) for _ in names]
    items = _listing([f"{n} {fmt(c)}" for n, c in zip(names, cents, strict=True)])
    say = (
        f"Just back from the shop. {items[0].upper()}{items[1:]}. What did that come to?",
        f"quick one - {items}. total?",
        f"Can you add up my receipt for me? It was {items}.",
    )
    return _ask(r, say, Fraction(sum(cents), 100), " + ".join(_d(c) for c in cents))


def _h29_split_household_bill(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    bill, n = r.randint(4800, 26000), r.randint(3, 5)
    kind = r.choice(["electricity", "water", "broadband", "gas"])
    say = (
        f"The {kind} bill came in at {fmt(bill)}. There are {n} of us in the house and we "
        "split it evenly. How much does each person owe?",
        f"{kind} bill {fmt(bill)} split {n} ways, how much each?",
        f"Can you work out our shares of the {kind} bill? {fmt(bill)}, {n} housemates, equal.",
    )
    return _ask(r, say, Fraction(bill, 100 * n), f"{_d(bill)} / {n}")


def _h29_rent_by_room_size(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    rent = r.randint(120, 260) * 1000
    mine, b, c = (r.randint(8, 19) for _ in range(3))
    say = (
        f"We split the {fmt(rent)} monthly rent by bedroom size. My room is {mine} m² "
        f"and the other two are {b} m² and {c} m². What's my share?",
        f"rent {fmt(rent)}/month split by room area: mine {mine} m², others {b} and {c}. my bit?",
        f"Three of us, rent of {fmt(rent)}, and we agreed to pay according to floor "
        f"area: {mine} m² (me), {b} m² and {c} m². How much should I be paying each month?",
    )
    value = Fraction(rent * mine, 100 * (mine + b + c))
    expr = f"{_d(rent)} * {mine} / ({mine} + {b} + {c})"
    return _ask(r, say, value, expr)


def _h29_sale_price(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    price = r.randint(20, 180) * 100 - r.choice([0, 1])
    pct = r.choice([10, 15, 20, 25, 30, 35, 40])
    item = r.choice(["winter coat", "kettle", "pair of trainers", "school bag", "air fryer"])
    say = (
        f"The {item} I've been eyeing is {fmt(price)} and it's {pct}% off this weekend. "
        "What would I actually pay?",
        f"{item} {fmt(price)}, {pct}% off - what's the sale price?",
        f"If they take {pct}% off a {fmt(price)} {item}, how much is it?",
    )
    value = Fraction(price * (100 - pct), 100 * 100)
    expr = f"{_d(price)} - {_d(price)} * {pct} / 100"
    return _ask(r, say, value, expr)


def _h29_takeaway_tip(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    bill, pct = r.randint(1850, 8400), r.choice([10, 12, 15, 18, 20])
    if r.random() < 0.5:
        say = (
            f"Takeaway came to {fmt(bill)}. I want to tip the driver {pct}%. How much is the tip?",
            f"what's {_a(pct)}% tip on {fmt(bill)}?",
        )
        return _ask(r, say, Fraction(bill * pct, 100 * 100), f"{_d(bill)} * {pct} / 100")
    say = (
        f"Pizza order is {fmt(bill)} and we're adding a {pct}% tip. What goes on the card?",
        f"{fmt(bill)} for the curry plus {pct}% tip - total please",
    )
    value, expr = Fraction(bill * (100 + pct), 100 * 100), f"{_d(bill)} + {_d(bill)} * {pct / 100}"
    return _ask(r, say, value, expr)


def _h29_bill_increase_percent(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    old = r.randint(45, 140) * 100
    new = old + r.randint(4, 60) * 100 + r.choice([0, 50])
    kind = r.choice(["gas", "electricity", "phone", "car insurance"])
    say = (
        f"Our {kind} bill went from {fmt(old)} a month to {fmt(new)}. What % increase is that?",
        f"{kind} was {fmt(old)}, now {fmt(new)}. what % rise is that?",
        f"I'm writing a complaint about the {kind} price. It used to be {fmt(old)} monthly "
        f"and now it's {fmt(new)}. What's the percentage increase?",
    )
    return _ask(r, say, Fraction(new - old, old) * 100, f"({_d(new)} / {_d(old)} - 1) * 100")


def _h29_convert_at_stated_rate(r: random.Random) -> ArithOut7:
    amount, cash = r.randint(1500, 32000), _euros
    if r.random() < 0.5:
        rate = Fraction(r.randint(82, 89), 100)
        say = (
            f"I owe my sister {cash(amount)} for gig tickets. At €1 = £{_dec(rate)}, how many £?",
            f"convert {cash(amount)} to pounds at €1 = £{_dec(rate)}",
        )
        return _ask(r, say, Fraction(amount, 100) * rate, f"{_d(amount)} * {_dec(rate)}")
    back = Fraction(r.randint(115, 121), 100)
    say = (
        f"The holiday cottage in France wants {cash(amount)}. My bank says £1 buys "
        f"€{_dec(back)}. What will it cost me in pounds?",
        f"how many pounds is {cash(amount)} if £1 = €{_dec(back)}?",
    )
    return _ask(r, say, Fraction(amount, 100) / back, f"{_d(amount)} / {_dec(back)}")


def _h29_mixed_currency_total(r: random.Random) -> ArithOut7:
    eur, gbp = r.randint(1200, 9000), r.randint(1200, 9000)
    rate = Fraction(r.randint(113, 121), 100)
    e, p, x = _euros(eur), _pounds(gbp), _dec(rate)
    say = (
        f"On the trip I spent {e} on the ferry and {p} on dinner. Using £1 = €{x}, what's "
        "the total in euros?",
        f"ferry {e}, hotel dinner {p}. at {x} euros to the pound, how much in euros altogether?",
        f"Trying to total our weekend for the spreadsheet: {p} for the train and {e} for the "
        f"museum passes. One pound is {x} euros. What's the total in euros?",
    )
    value, expr = Fraction(eur, 100) + Fraction(gbp, 100) * rate, f"{_d(eur)} + {_d(gbp)} * {x}"
    return _ask(r, say, value, expr)


def _h29_scale_recipe(r: random.Random) -> ArithOut7:
    serves = r.choice([2, 4, 6, 8])
    tonight = r.choice([n for n in (3, 4, 5, 6, 7, 10, 12) if n != serves])
    grams = r.choice([120, 150, 180, 200, 250, 300, 350, 400, 450, 500])
    what = r.choice(["flour", "minced beef", "rice", "butter", "grated cheese"])
    say = (
        f"My recipe serves {serves} and uses {grams} g of {what}. How much for {tonight} people?",
        f"recipe for {serves}: {grams}g {what}. scaling to {tonight} people, how many grams?",
        f"We've got {tonight} coming for dinner and the recipe is for {serves}. It says "
        f"{grams} grams of {what}. How many grams should I use?",
    )
    return _ask(r, say, Fraction(grams * tonight, serves), f"{grams} / {serves} * {tonight}")


CUPS = {"1½": "3/2", "2¼": "9/4", "¾": "3/4", "2 and a half": "5/2", "1.75": "7/4", "3": "3"}


def _h29_cups_to_millilitres(r: random.Random) -> ArithOut7:
    text, amount = r.choice(list(CUPS.items()))
    if r.random() < 0.6:
        per, what = r.choice([240, 250]), r.choice(["milk", "water", "stock", "cream"])
        say = (
            f"An American recipe wants {text} cups of {what}. A cup is {per} ml, so how many ml?",
            f"{text} cups of {what} in millilitres? (1 cup = {per} ml)",
        )
        return _ask(r, say, Fraction(amount) * per, f"{float(Fraction(amount))} * {per}")
    what = r.choice(["olive oil", "honey", "soy sauce"])
    say = (
        f"How many ml is {text} tablespoons of {what}, with 1 tablespoon = 15 ml?",
        f"{text} tbsp of {what}, a tablespoon being 15 ml - how many ml?",
    )
    return _ask(r, say, Fraction(amount) * 15, f"{float(Fraction(amount))} * 15")


def _h29_cheaper_per_kilo(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    while True:
        w1, w2 = r.sample([250, 400, 500, 750, 1000, 1500, 2000], 2)
        base = r.randint(200, 1400)
        p1, p2 = (base * w * r.randint(85, 115) // 100_000 for w in (w1, w2))
        k1, k2 = Fraction(p1 * 10, w1), Fraction(p2 * 10, w2)
        if abs(k1 - k2) > Fraction(1, 10):
            break
    what = r.choice(["porridge oats", "washing powder", "rice", "coffee beans"])
    say = (
        f"Which {what} is better value, {w1} g for {fmt(p1)} or {w2} g for {fmt(p2)}? "
        "What does it cost per kilo?",
        f"{what} - {w1}g at {fmt(p1)} vs {w2}g at {fmt(p2)}. price per kg of the better deal?",
    )
    return _ask(r, say, min(k1, k2), f"min({_d(p1)} / {w1} * 1000, {_d(p2)} / {w2} * 1000)")


def _h29_round_trip_fuel(r: random.Random) -> ArithOut7:
    fmt = _cur(r, CURRENCIES[1:])
    km, litre = r.randint(45, 260), r.randint(149, 199)
    per100 = Fraction(r.randint(48, 85), 10)
    use = _dec(per100)
    say = (
        f"It's {km} km to my mum's. The car does {use} litres per 100 km and petrol is "
        f"{fmt(litre)} a litre. What will the round trip cost in fuel?",
        f"fuel cost there and back: {km} km each way, {use} L/100km, {fmt(litre)} per litre",
    )
    value = Fraction(2 * km) * per100 / 100 * Fraction(litre, 100)
    expr = f"2 * {km} / 100 * {float(per100)} * {_d(litre)}"
    return _ask(r, say, value, expr)


def _clock(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h - 12}:{m:02d}" if m else f"{h - 12}"


def _h29_babysitter_pay(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    start, end = r.randrange(18 * 60, 19 * 60 + 31, 15), r.randrange(22 * 60 + 30, 24 * 60, 15)
    rate = r.choice([1100, 1200, 1250, 1400, 1500, 1600, 1800])
    s, e = _clock(start), _clock(end)
    say = (
        f"The babysitter was here from {s} pm until {e} pm and charges {fmt(rate)} an hour. "
        "How much do I owe her?",
        f"sitter {s}pm to {e}pm at {fmt(rate)}/hr, what do I pay?",
        f"We got back at {e} pm; the babysitter started at {s} pm. Her rate is {fmt(rate)} "
        "per hour. What do we owe?",
    )
    value = Fraction(end - start, 60) * Fraction(rate, 100)
    expr = f"({end // 60} + {end % 60} / 60 - {start // 60} - {start % 60} / 60) * {_d(rate)}"
    return _ask(r, say, value, expr)


def _h29_roast_cooking_minutes(r: random.Random) -> ArithOut7:
    extra = r.choice([15, 20, 25, 30])
    if r.random() < 0.5:
        kg, per = Fraction(r.randint(12, 30), 10), r.choice([30, 35, 40, 45])
        say = (
            f"The chicken is {_dec(kg)} kg. The label says {per} minutes per kg plus "
            f"{extra} minutes. How many minutes in total?",
            f"roast time for a {_dec(kg)}kg joint at {per} min per kg + {extra} min? (minutes)",
        )
        return _ask(r, say, kg * per + extra, f"{float(kg)} * {per} + {extra}")
    kg, per = Fraction(r.randint(35, 75), 10), r.choice([20, 25])
    say = (
        f"Turkey weighs {_dec(kg)} kg and the guide says {per} minutes per 500 g, plus "
        f"{extra} minutes at the end. How long is that in minutes?",
        f"{_dec(kg)} kg turkey, {per} min per 500g then {extra} min extra. total minutes?",
    )
    return _ask(r, say, kg * 2 * per + extra, f"{float(kg)} * 1000 / 500 * {per} + {extra}")


def _h29_homework_fraction_of(r: random.Random) -> ArithOut7:
    den = r.choice([3, 4, 5, 6, 8, 9, 12])
    num = r.choice([n for n in range(1, den) if Fraction(n, den).denominator == den])
    whole = den * r.randint(4, 30)
    kid = r.choice(["My son's", "My daughter's", "The twins'", "Our youngest's"])
    say = (
        f"{kid} maths homework asks for {num}/{den} of {whole}. What's the answer?",
        f"checking homework: what is {num}/{den} of {whole}?",
        f"{kid} worksheet: 'Find {num}/{den} of {whole}.' Can you check it for me?",
    )
    return _ask(r, say, Fraction(num, den) * whole, f"{whole} / {den} * {num}")


def _h29_test_score_percent(r: random.Random) -> ArithOut7:
    total = r.choice([20, 25, 30, 40, 48, 50, 60, 75, 80])
    score = r.randint(total // 2, total - 1)
    subject = r.choice(["spelling", "times tables", "science", "French vocab"])
    say = (
        f"She got {score} out of {total} on her {subject} test. What's that as a percentage?",
        f"{score}/{total} on the {subject} quiz, what percent is that",
        f"Our son got {score} marks out of {total} in {subject}. What percentage is that?",
    )
    return _ask(r, say, Fraction(score * 100, total), f"{score} / {total} * 100")


def _h29_carpet_cost(r: random.Random) -> ArithOut7:
    fmt = _cur(r, CURRENCIES[1:])
    length, width = Fraction(r.randint(25, 55), 10), Fraction(r.randint(22, 45), 10)
    price = r.choice([1299, 1450, 1800, 1999, 2250, 2600])
    room = r.choice(["bedroom", "living room", "kids' room", "hallway"])
    size, area = f"{_dec(length)} m by {_dec(width)} m", f"{float(length)} * {float(width)}"
    if r.random() < 0.5:
        say = (
            f"The {room} is {size}. Carpet is {fmt(price)} per square metre. How much for "
            "the whole floor?",
            f"carpet cost for a {_dec(length)} x {_dec(width)} m {room} at {fmt(price)}/m²?",
        )
        return _ask(r, say, length * width * Fraction(price, 100), f"{area} * {_d(price)}")
    say = (
        f"We're re-carpeting the {room}: {size}, at {fmt(price)} a square metre, and the "
        "fitter says to buy 10% extra for waste. What will the carpet cost?",
        f"{room} {size}, carpet {fmt(price)}/m², plus 10% extra area for offcuts. cost?",
    )
    value = length * width * Fraction(11, 10) * Fraction(price, 100)
    expr = f"{area} * 1.1 * {_d(price)}"
    return _ask(r, say, value, expr)


def _h29_average_weekly_shop(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    n = r.randint(3, 5)
    shops = [r.randint(6000, 18000) for _ in range(n)]
    listed = _listing([fmt(c) for c in shops])
    say = (
        f"Our last {n} weekly shops were {listed}. What's the average?",
        f"average weekly grocery spend? weeks were {listed}",
        f"Trying to budget. The big supermarket shop has cost {listed} over the past {n} "
        "weeks. What's that on average per week?",
    )
    value, expr = Fraction(sum(shops), 100 * n), f"({' + '.join(_d(c) for c in shops)}) / {n}"
    return _ask(r, say, value, expr)


def _h29_weeks_to_save_up(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    while True:
        goal, have = r.randint(90, 600) * 100, r.choice([0, r.randint(10, 80) * 100])
        weekly = r.choice([1000, 1500, 2000, 2500, 3000, 4000])
        if goal - have > 2 * weekly and (goal - have) % weekly:
            break
    thing = r.choice(["bike", "games console", "tablet", "guitar"])
    saved, so_far = (
        (f"He's already got {fmt(have)}. ", f"saved {fmt(have)} so far, ") if have else ("", "")
    )
    say = (
        f"Our son wants a {fmt(goal)} {thing}. {saved}If he saves {fmt(weekly)} a week, "
        "how many weeks until he can afford it?",
        f"{thing} is {fmt(goal)}, {so_far}saving {fmt(weekly)} a week - how many weeks?",
    )
    value = Fraction(-(-(goal - have) // weekly))
    expr = f"-(-({_d(goal)} - {_d(have)}) // {_d(weekly)})"
    return _ask(r, say, value, expr, exact=True)


SUBSCRIPTIONS = ["Netflix", "Spotify", "the gym", "cloud storage", "Disney+", "the newspaper"]


def _h29_yearly_subscriptions(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    subs = r.sample(SUBSCRIPTIONS, r.randint(2, 4))
    cents = [r.choice([299, 499, 799, 999, 1099, 1299, 1599, 2999]) for _ in subs]
    listed = _listing([f"{s} {fmt(c)}" for s, c in zip(subs, cents, strict=True)])
    say = (
        f"My monthly subscriptions are {listed}. How much is that a year?",
        f"yearly cost of {listed} per month?",
        f"January money review: each month I pay {listed}. What's that over twelve months?",
    )
    value, expr = Fraction(12 * sum(cents), 100), f"({' + '.join(_d(c) for c in cents)}) * 12"
    return _ask(r, say, value, expr)


def _h29_birthday_money_by_age(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    ages = sorted(r.sample(range(4, 16), 3))
    total, pick = r.randint(6, 30) * 1000, r.choice(["oldest", "youngest"])
    age, aged = ages[-1] if pick == "oldest" else ages[0], _listing([str(a) for a in ages])
    say = (
        f"Grandma sent {fmt(total)} for the three kids and wants it split in proportion "
        f"to their ages: {aged}. How much does the {pick} get?",
        f"split {fmt(total)} between kids aged {aged} by age. {pick}'s share?",
    )
    value, expr = Fraction(total * age, 100 * sum(ages)), f"{_d(total)} * {age} / {sum(ages)}"
    return _ask(r, say, value, expr)


def _h29_rounded_receipt(r: random.Random) -> ArithOut7:
    fmt, unit = r.choice(CURRENCIES)
    while True:
        cents = [r.randint(150, 3000) for _ in range(r.randint(3, 4))]
        if sum(cents) % 100 != 50:
            break
    listed = _listing([fmt(c) for c in cents])
    whole = (Decimal(sum(cents)) / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    say = (
        f"Add up {listed} and round it to the nearest {unit}.",
        f"What's {listed} altogether, to the nearest whole {unit}?",
        f"For the kitty jar: I paid {listed} this week. Roughly how much is that, rounded "
        f"to the nearest {unit}?",
    )
    value, expr = Fraction(int(whole)), f"int({' + '.join(_d(c) for c in cents)} + 0.5)"
    return _ask(r, say, value, expr, exact=True)


def _h29_energy_meter_bill(r: random.Random) -> ArithOut7:
    start, used = r.randint(10000, 48000), r.randint(180, 520)
    unit, days = Fraction(r.randint(220, 320), 10), r.choice([28, 30, 31])
    standing = r.randint(40, 62)
    say = (
        f"Electric meter read {start:,} last month and {start + used:,} today. We pay "
        f"{_dec(unit)}p per kWh plus a {standing}p daily standing charge, and it's been "
        f"{days} days. What's the bill in pounds?",
        f"meter {start} -> {start + used}, {days} days, {_dec(unit)}p/kWh + {standing}p/day. in £?",
    )
    value = (used * unit + days * standing) / 100
    expr = f"(({start + used} - {start}) * {float(unit)} + {days} * {standing}) / 100"
    return _ask(r, say, value, expr)


def _h29_payment_plan(r: random.Random) -> ArithOut7:
    fmt = _cur(r)
    price = r.randint(40, 250) * 1000 - r.choice([0, 100, 1])
    deposit, months = r.randint(5, 30) * 1000, r.choice([6, 10, 12, 18, 24])
    thing = r.choice(["sofa", "washing machine", "fridge freezer", "mattress"])
    say = (
        f"The {thing} is {fmt(price)}. I'd put down {fmt(deposit)} and pay the rest in "
        f"{months} equal monthly payments with no interest. How much is each payment?",
        f"{fmt(price)} {thing}, {fmt(deposit)} down, rest over {months} months 0% - per month?",
    )
    value = Fraction(price - deposit, 100 * months)
    expr = f"({_d(price)} - {_d(deposit)}) / {months}"
    return _ask(r, say, value, expr)


# --------------------------------------------------------------------------- to-do

TITLES = """pay the water bill|book the dentist appointment|pick up the dry cleaning
|buy a birthday card for Nana|return the library books|call the plumber|renew the car insurance
|sign the school permission slip|defrost the freezer|take out the recycling|clean the oven
|schedule the vet checkup|order more printer ink|change the bedsheets|mow the lawn
|fix the leaky tap|cancel the gym membership|drop off the parcel at the post office
|descale the kettle|check the smoke alarm batteries""".replace("\n", "").split("|")
DID = """paid booked picked bought returned called renewed signed defrosted took cleaned scheduled
ordered changed mowed fixed cancelled dropped descaled checked""".split()
PAST = {t: " ".join([did, *t.split()[1:]]) for t, did in zip(TITLES, DID, strict=True)}
"""Each title told in the past tense: "paid the water bill"."""
WORDS = "dentist plumber insurance vet oven lawn kettle library gym parcel printer school".split()
KEYWORD = {t: w for w in WORDS for t in TITLES if w in t.split()}
"""Title -> a word of it that no other title holds, for "which to-do mentions the ..."."""
CONTEXT = {
    "book the dentist appointment": "Got a letter saying I'm overdue for a check-up.",
    "call the plumber": "The kitchen sink is draining really slowly again.",
    "renew the car insurance": "The renewal reminder came in the post today.",
    "schedule the vet checkup": "The cat is due her jabs next month.",
    "fix the leaky tap": "The bathroom tap has been dripping all week.",
    "return the library books": "We just got an overdue notice from the library.",
    "defrost the freezer": "The freezer drawer won't close for all the ice.",
    "check the smoke alarm batteries": "The hall smoke alarm keeps chirping.",
}
HELPERS = ["My husband", "My wife", "My flatmate", "Sam", "My mum"]
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]
Final = list[tuple[str, bool]]


def _setup(r: random.Random, low: int = 2, high: int = 5, pool: list[str] = TITLES) -> list[str]:
    return r.sample(pool, r.randint(low, high))


def _one(r: random.Random, low: int = 2, high: int = 5) -> tuple[list[str], int, str]:
    """A starting list, and the index and title of one of its to-dos."""
    setup = _setup(r, low, high)
    i = r.randrange(len(setup))
    return setup, i, setup[i]


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _todo(r: random.Random, say: tuple[str, ...], setup: list[str], final: Final) -> TodoOut7:
    return r.choice(say), setup, final, False, {}


def _question(
    r: random.Random, say: tuple[str, ...], setup: list[str], want: list[str]
) -> TodoOut7:
    return r.choice(say), setup, _open(setup), True, {"contains": want}


def _h29_add_chore(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    [new] = _fresh(r, setup, 1)
    say = (
        f"Add '{new}' to my to-do list please.",
        f"can you put {new} on my list",
        f"New to-do: {new}",
        f"Remind me to {new}. Just add it to the list.",
    )
    return _todo(r, say, setup, _open([*setup, new]))


def _h29_add_several_errands(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _fresh(r, setup, r.randint(2, 3))
    listed = _listing(new)
    say = (
        f"Tomorrow I need to {listed}. Can you put those on my list as separate to-dos?",
        f"add these to my to-dos: {'; '.join(new)}",
        f"Please add {len(new)} things to my list: {listed}.",
    )
    return _todo(r, say, setup, _open([*setup, *new]))


def _h29_add_with_context(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3, [t for t in TITLES if t not in CONTEXT])
    new = r.choice(list(CONTEXT))
    why = CONTEXT[new]
    say = (
        f"{why} Could you add '{new}' to my list so I don't forget?",
        f'{why} Put "{new}" on my to-do list, please.',
        f"{why.rstrip('.').lower()}... add {new} to my list",
    )
    return _todo(r, say, setup, _open([*setup, new]))


def _h29_tick_off_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    say = (
        f"Mark '{t}' as done.",
        f"tick off {t}",
        f"{t[0].upper()}{t[1:]} - that's done now, please check it off my list.",
    )
    return _todo(r, say, setup, _completed(setup, i))


def _h29_tick_off_by_number(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r, 3, 6)
    say = (
        f"Number {i + 1} on my list is done, please mark it.",
        f"mark item {i + 1} as complete",
        f"Can you tick off to-do #{i + 1}? Finished it this evening.",
    )
    return _todo(r, say, setup, _completed(setup, i))


def _h29_done_past_tense(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    say = (
        f"I {PAST[t]} earlier, so you can mark that as done.",
        f"Just {PAST[t]}! Tick it off for me?",
        f"finally {PAST[t]} today, update my list",
    )
    return _todo(r, say, setup, _completed(setup, i))


def _h29_done_two_past_tense(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = PAST[setup[i]], PAST[setup[j]]
    say = (
        f"Productive evening: I {a} and {b}. Please tick both off.",
        f"{a} + {b}, mark them done",
        f"Today I {b}, and I also {a}. Can you mark those two as complete?",
    )
    return _todo(r, say, setup, _completed(setup, i, j))


def _h29_remove_by_title(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    say = (
        f"Take '{t}' off my list, I don't need it anymore.",
        f"delete {t} from my to-dos",
        f'Please remove "{t}" from the list entirely.',
    )
    return _todo(r, say, setup, _deleted(setup, i))


def _h29_remove_by_number(r: random.Random) -> TodoOut7:
    setup, i, _ = _one(r, 3, 6)
    say = (
        f"Delete item {i + 1} from my list.",
        f"get rid of number {i + 1} on my to-do list",
        f"Can you remove the {ORDINALS[i]} to-do on my list? It's not happening.",
    )
    return _todo(r, say, setup, _deleted(setup, i))


def _h29_someone_else_handles_it(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r)
    who = r.choice(HELPERS)
    say = (
        f"{who} offered to {t}, so delete it from my list.",
        f"{who} is taking care of '{t}' - please remove it from my to-dos.",
        f"not my job anymore: {t}. {who.replace('My', 'my')} has it. take it off my list",
    )
    return _todo(r, say, setup, _deleted(setup, i))


def _h29_done_one_add_another(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r, 1, 4)
    [new] = _fresh(r, setup, 1)
    say = (
        f"I {PAST[t]}, so tick that off, and add '{new}' to the list.",
        f"{PAST[t]} - mark it done. also new to-do: {new}",
        f'Could you add "{new}" to my to-dos? And I {PAST[t]} this afternoon, so that one\'s '
        "complete.",
    )
    return _todo(r, say, setup, [*_completed(setup, i), (new, False)])


def _h29_done_then_clear_finished(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    done = sorted(r.sample(range(len(setup)), r.randint(1, 2)))
    did = _listing([PAST[setup[i]] for i in done]) if len(done) > 1 else PAST[setup[done[0]]]
    it, that = ("them", "those") if len(done) > 1 else ("it", "that")
    say = (
        f"I {did}. Mark {it} done, then clear all the completed to-dos off my list.",
        f"{did}. tick off, then clear out finished items",
        f"Evening tidy-up: I {did}. Please complete {that} and then clear the completed ones away.",
    )
    return _todo(r, say, setup, _deleted(setup, *done))


def _h29_whats_left(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    say = (
        "What's on my to-do list?",
        "what have i still got to do",
        "Can you read me my list? I've lost track of what I need to do.",
    )
    return _question(r, say, setup, list(setup))


def _h29_count_to_dos(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    say = (
        "How many things are on my to-do list right now?",
        "how many to-dos have I got",
        "Count my to-dos for me, please. Just the number.",
    )
    return _question(r, say, setup, [str(len(setup))])


def _h29_find_by_keyword(r: random.Random) -> TodoOut7:
    title = r.choice(list(KEYWORD))
    setup = r.sample([t for t in TITLES if t != title], r.randint(2, 4))
    setup.insert(r.randint(0, len(setup)), title)
    word = KEYWORD[title]
    say = (
        f"Did I put something about the {word} on my list? What does it say exactly?",
        f"which of my to-dos mentions the {word}?",
        f"I wrote a to-do about the {word} the other day, what was it?",
    )
    return _question(r, say, setup, [title])


def _h29_whats_number_n(r: random.Random) -> TodoOut7:
    setup, i, t = _one(r, 3, 6)
    say = (
        f"What's number {i + 1} on my list?",
        f"which to-do is #{i + 1}?",
        f"Remind me what item {i + 1} on my to-do list is.",
    )
    return _question(r, say, setup, [t])


# fmt: off
ARITHMETIC: list[ArithTemplate] = [
    _h29_receipt_total, _h29_split_household_bill, _h29_rent_by_room_size, _h29_sale_price,
    _h29_takeaway_tip, _h29_bill_increase_percent, _h29_convert_at_stated_rate,
    _h29_mixed_currency_total, _h29_scale_recipe, _h29_cups_to_millilitres,
    _h29_cheaper_per_kilo, _h29_round_trip_fuel, _h29_babysitter_pay, _h29_roast_cooking_minutes,
    _h29_homework_fraction_of, _h29_test_score_percent, _h29_carpet_cost,
    _h29_average_weekly_shop, _h29_weeks_to_save_up, _h29_yearly_subscriptions,
    _h29_birthday_money_by_age, _h29_rounded_receipt, _h29_energy_meter_bill, _h29_payment_plan,
]
TODO: list[TodoTemplate] = [
    _h29_add_chore, _h29_add_several_errands, _h29_add_with_context, _h29_tick_off_by_title,
    _h29_tick_off_by_number, _h29_done_past_tense, _h29_done_two_past_tense,
    _h29_remove_by_title, _h29_remove_by_number, _h29_someone_else_handles_it,
    _h29_done_one_add_another, _h29_done_then_clear_finished, _h29_whats_left,
    _h29_count_to_dos, _h29_find_by_keyword, _h29_whats_number_n,
]
# fmt: on
FAMILIES = ARITHMETIC + TODO


def main() -> None:
    """Check the docstring's families, the titles and keywords, then write the set."""
    listed = re.findall(r"^- ([a-z0-9-]+): ", __doc__ or "", re.MULTILINE)
    names = [f.__name__.removeprefix("_h29_").replace("_", "-") for f in FAMILIES]
    assert listed == names, (listed, names)
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES if word.search(t)] == [title], keyword
    assert set(CONTEXT) <= set(TITLES) and len(KEYWORD) == len(WORDS)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
