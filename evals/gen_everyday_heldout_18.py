"""Generate `everyday-heldout-18.yaml`: a blind held-out set of everyday home requests.

Written by a helper session the project started (branch `h18`, 2026-11-28), blind and before any
tuning against the set; it ran neither the agent nor the `agentschool` command.
It read only: the sections "The dataset" and "Side effects" of `docs/evals.md`; the files
`src/agentschool/evals/cases.py` and `checks.py`; the helpers and types imported below from
`gen_everyday_heldout_4.py` and `gen_everyday_heldout_7.py` (money formatting, `_tol`, `_listing`,
`_ordinal`, `_tag`, `_a`, `_plain`, `_open`, `_completed`, `_deleted`, the case, draw and write
helpers, `ArithOut7`/`TodoOut7`); the first case of `everyday-heldout-7.yaml` for the YAML shape;
and what any user knows of the agent (a calculator; a to-do list to add, list, complete, delete
and clear completed; answers in text).
Slips: a `grep` of headings showed the section titles of `docs/evals.md`; a `grep` of top-level
names showed the names (not bodies) of set 5's templates in `gen_everyday_heldout_4.py` and of the
data tables of `gen_everyday_heldout_7.py`; printing `_tol` ran on into the body of set 4's first
template (a percent-of question) and two lines of its second (a tip); printing `_deleted` showed
the `def` line of the next function (a set-7 to-do template); the head of the set-7 YAML showed
the start of a second case; and, for the line length, it read the ruff settings of `pyproject.toml`
(with the mypy and pytest ones beside them). None of it was used; every family and phrasing is new.

Theme: an ordinary week at home: cooking, groceries, bills and budgets, kids' homework checks, DIY
measurements, travel and fuel, splitting costs with flatmates, a to-do list of chores and errands.
Plain English, mixed $, £ and €, metric and imperial; every rate, factor and formula a calculator
cannot know is stated. Each family has several phrasings, which its draws take in turn.

Arithmetic families (24):
- recipe-scale-servings: scale one ingredient of a recipe from its servings to a new head count.
- oven-temperature: °F to °C rounded to the nearest degree, or °C to °F (formula given).
- cups-to-grams: a mixed-fraction number of cups to grams, grams per cup given.
- grocery-basket-total: the total of three or four items bought in quantity.
- price-per-kilo: a pack's price per kilogram from its weight in grams or kilos.
- split-bill-evenly: a household bill split evenly between flatmates.
- bigger-room-rent-share: one flatmate pays a percentage, the others share the rest; each share.
- fuel-cost-for-trip: fuel cost from distance and mpg (UK gallons or US) or litres per 100 km.
- holiday-currency-conversion: a holiday price converted at a stated exchange rate.
- budget-left-after-bills: monthly take-home pay minus four outgoings.
- subscription-yearly-cost: monthly, weekly or weekday spending over a year.
- sale-price-after-discount: a price after a percentage off, sometimes with an extra percentage.
- quote-plus-tax: VAT or sales tax added, or VAT taken out of an inclusive price.
- paint-for-a-room: litres of paint, or tins to buy, for a room's walls over several coats.
- floor-area-for-flooring: square feet (feet and inches), square metres, or the carpet's cost.
- timber-offcut-left: what remains of a length of timber after cutting equal shelves.
- homework-multiply-divide: a two- or three-digit multiplication or an exact long division.
- homework-fraction-sum: a sum or difference of two fractions as a decimal.
- homework-order-of-operations: a short expression with mixed operations and brackets.
- roast-cooking-time: a roast's total minutes from minutes per weight plus extra.
- savings-weeks-to-goal: whole weeks or months of saving until a goal is reached.
- meter-reading-cost: an energy bill from two meter readings, unit price and standing charge.
- babysitter-hours-pay: pay for an evening of babysitting at an hourly rate.
- bill-percent-change: the percentage a household bill went up or down.

To-do families (16):
- add-one-chore: add one chore, to an empty or a short list.
- add-with-context: a sentence of context, then add one quoted chore.
- add-several-groceries: add two or three groceries in one message.
- add-if-missing: add an item unless it is on the list already (list unchanged when it is).
- tick-off-by-title: complete one to-do named by its title.
- tick-off-by-number: complete one to-do named by its number or position.
- tick-off-two: complete two to-dos named by title.
- remove-by-title: delete one to-do named by its title.
- remove-by-number: delete one to-do named by its number or position.
- done-then-clear-finished: complete one or two to-dos, then clear completed ones.
- done-one-add-another: complete one to-do and add a new one.
- cancel-and-replace: delete one to-do and add another instead.
- mark-everything-done: complete every to-do on the list.
- wipe-whole-list: delete every to-do on the list.
- show-whole-list: show the list (a question; every title must appear).
- count-on-list: how many to-dos there are (a question; the count must appear).
"""

from __future__ import annotations

import itertools
import math
import random
import re
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money, _ordinal, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    TodoOut7,
    _a,
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    by_task_unless_question,
    check_titles,
    write_set,
)

SEED = 20261128_18
NAME = "everyday-heldout-18"
MONEY = 0.01
CURRENCIES = [_money, _pounds, _euros]

# Each family's phrasings: `[key]`, then its phrasings split by " // ", wrapped (an indented
# line goes on the one before it). `{names}` are filled in by the family.
PHRASES = """
[recipe] my {dish} recipe serves {s} and uses {amt}{unit} of {ing}. I'm cooking for {n}, how much
    {ing} do I need? // the {dish} recipe is for {s} people and needs {amt} {unit} {ing}. how many
    {word} of {ing} should I use for {n} people? // Making {dish} for {n} this weekend. The recipe
    says {amt}{unit} {ing} for {s} servings - how much should I use? // scaling a recipe:
    {amt}{unit} of {ing} feeds {s}. what would I need to feed {n}?
[oven-f2c] american recipe says bake at {f}°F. my oven only does celsius - C = (F - 32) × 5/9.
    what's that to the nearest degree? // what's {f}F in celsius, rounded to the nearest whole
    degree? (C = (F-32) x 5/9) // Cookie recipe wants the oven at {f} degrees Fahrenheit. Using C =
    (F − 32) × 5 ÷ 9, what should I set my oven to in Celsius, rounded to a whole number?
[oven-c2f] my sister in the US wants my cake recipe, it says bake at {c}°C. F = C × 9/5 + 32, what's
    that in fahrenheit? // convert {c} C to F for me please (F = C x 1.8 + 32) // Oven temp in the
    recipe is {c} degrees Celsius. What is that in Fahrenheit? The formula is F = C × 9 ÷ 5 + 32.
[cups] US recipe wants {cups} {word} of {ing} and I only have scales. 1 cup of {ing} is {g} g - how
    many grams is that? // how many grams is {cups} {word} of {ing}? 1 cup = {g}g // converting a
    recipe: {cups} {word} {ing}, and a cup of {ing} weighs {g} grams. what's that in grams?
[roast-lb] roasting {a_lb} lb turkey crown. instructions say {per} minutes per pound plus {extra}
    minutes. how long is that in total, in minutes? // turkey crown is {lb} lb: {per} min per lb and
    then {extra} min extra. total minutes?
[roast-500g] my {meat} is {kg} kg. cook it {per} min per 500g plus {extra} min - how many minutes
    altogether? // Roasting a {kg}kg {meat} tonight: {per} minutes per 500 g, plus an extra {extra}
    minutes. What's the total cooking time in minutes?
[roast-kg] the label says roast for {per} minutes per kg plus {extra} minutes. the {meat} weighs
    {kg} kg, so how many minutes in total? // {kg}kg {meat}, {per} mins per kilo + {extra} mins. how
    many minutes is that?
[basket] quick shopping total please: {items}. what does that come to? // doing the big shop -
    {items}. how much is that altogether? // Trying to stay under budget this week. I've got {items}
    in the trolley. What's the total?
[per-kilo] a {size} pack of {item} is {price}. how much is that per kilo? // what's the price per
    kg? {item}, {size} for {price} // {item}: {price} for {size} - what does that work out to per
    kilogram?
[split] the {bill} bill came in at {amount}. split between {n} of us in the flat, how much does each
    person owe? // {amount} {bill} bill and {n} flatmates splitting it evenly - what's everyone's
    share? // can you split {amount} {n} ways? it's the {bill} bill
[rent-share] our flat is {rent} a month. I've got the big room so I pay {p}% of the rent and the
    other {k} split the rest equally. how much does each of them pay? // Rent is {rent}. We agreed I
    cover {p}% since my room has the en-suite, and my {words} flatmates share the remaining rent
    equally. What's each flatmate's share? // rent {rent}/month, i pay {p}% of it, the remainder is
    split evenly between the {words} others. what do they each pay?
[budget] take-home pay this month is {pay}. after {spent}, how much have I got left? // Doing the
    monthly budget. Income {pay}; going out: {spent}. What's left over? // i get paid {pay} a month
    and need to cover {spent}. whats left after that?
[subs-monthly] I pay monthly for {subs}. how much is that a year in total? // adding up my
    subscriptions: {subs}, all per month. what's that over 12 months?
[subs-weekly] the {thing} is {c} every week. how much is that over a year of 52 weeks? // we pay {c}
    a week for the {thing}. what does that come to over a year (52 weeks)?
[subs-coffee] I buy a {c} coffee every weekday on the way to work. I work {weeks} weeks a year, 5
    days a week. how much do I spend on coffee in a year?
[meter-units] electric meter said {prev} last month and {now} today. at {rate}{units} per kWh, how
    much is that in {money}? // meter readings {prev} then {now}, electricity is {rate}{units} a
    kWh. cost in {money}?
[meter-standing] checking my energy bill. readings went from {prev} to {now} kWh over {days} days.
    the unit rate is {rate}{units} per kWh and there's a standing charge of {sc}{units} a day. what
    should the bill be in {money}? // Meter readings: {prev} at the start, {now} now ({days} days).
    {rate}{units}/kWh plus {sc}{units} per day standing charge. Total in {money}?
[percent-up] my {bill} bill went up from {old} to {new} a month. what's that as a percentage
    increase? // By what percentage has my {bill} bill gone up? It was {old} and it's now {new}.
[percent-down] switched {bill} supplier and it dropped from {old} to {new} a month. how many percent
    cheaper is that? // my {bill} bill came down from {old} to {new}. what's the percentage
    decrease?
[sale] a {thing} I like is {price} with {p}% off in the sale. what do I pay? // {p}% off a {price}
    {thing}, what's the sale price?
[sale-extra] the {thing} was {price}, it's {p}% off, and there's an extra {q}% off the sale price at
    the till today. how much will it cost me? // {price} {thing}, {p}% off in the sale plus another
    {q}% off that with my voucher. final price?
[vat] builder quoted {x} plus VAT at 20% for {job}. what's the total? // Got a quote for {job}: {x}
    + VAT (20%). How much is that all in?
[sales-tax] the {item} is {x} before tax and sales tax here is {t}%. what's the total at the
    register? // How much is a {x} {item} once you add {t}% sales tax?
[ex-vat] my receipt says {x} including VAT at 20%. what was the price before VAT? need it for an
    expenses claim // what's {x} without the 20% VAT? the price on the invoice includes it
[fuel-uk] driving {miles} miles to see my parents. the car does {mpg} mpg, petrol is {p} a litre,
    and a gallon is 4.546 litres. how much will the petrol cost? // How much petrol money for a
    {miles} mile round trip? Car does {mpg} miles to the gallon, fuel is {p} per litre (1 gallon =
    4.546 litres).
[fuel-eu] road trip in france, {km} km. my car uses {use} litres per 100 km and diesel is {p} a
    litre. what will the fuel cost? // {km} km drive, the car does {use} l/100km, fuel at {p} per
    litre. how much is the fuel?
[fuel-us] {miles} mile road trip, our car gets {mpg} miles per gallon and gas is {p} a gallon. how
    much will gas cost? // driving {miles} miles, car gets {mpg} mpg, gas {p}/gallon. what's the gas
    going to cost?
[eur-gbp] the {thing} is {amount}. if 1 euro = {rate} pounds, how much is that in pounds? // {thing}
    costs {amount}, exchange rate is €1 = £{rate}. what's that in pounds?
[gbp-usd] Telling my US friend what our {thing} cost: {amount}. With £1 = ${rate}, what's that in
    dollars? // {amount} for the {thing}. how much in dollars if a pound is {rate} dollars?
[eur-gbp-divide] {thing} for the holiday comes to {amount}. the rate is £1 = €{rate}. how many
    pounds is that?
[usd-eur] {amount} for the {thing}, 1 dollar is {rate} euros. what is it in euros?
[sitter] babysitter came at {s} and we got back at {e}. she charges {rate} an hour, how much do I
    owe her? // Our sitter is {rate} per hour and watched the kids from {s} until {e}. What do we
    pay her? // how much for a babysitter from {s} to {e} at {rate}/hr?
[paint-litres] painting the bedroom walls: {room}. {rule}, how many litres of paint do I need, to 1
    decimal place? // How much paint, in litres to one decimal place, for the living room walls?
    {Room}; {rule}.
[paint-tins] {room}, I want {rule}. paint comes in {tin} litre tins - how many tins should I buy?
[area-feet] the lounge is {a} ft {i} in by {b} ft. how many square feet of flooring is that? //
    measured the bedroom: {a}'{i}" by {b}'. what's the area in square feet?
[area-metres] kitchen floor is {x} m by {y} m, what's that in square metres? // How many square
    metres is a {x}m x {y}m hallway?
[carpet] carpet for the spare room, which is {x} m by {y} m. the carpet costs {per} per square
    metre, fitted. how much will it be?
[timber] I've got a {m} m length of timber and need shelves {piece} cm long. ignoring the saw cuts,
    how many cm are left over once I've cut as many as I can? // cutting a {m}m plank into {piece}cm
    pieces (as many as fit, don't worry about the blade). how much is left over, in cm?
[multiply] helping with homework - what's {a} {sign} {b}? // What is {a} {sign} {b}? It's for my
    daughter. // my son's maths sheet: {a} {sign} {b}. what's the answer so I can check his?
[divide] long division homework: {ab} {sign} {b}. what should she get? // can you check this for me,
    {ab} {sign} {b} = ?
[fractions] year 6 homework: {expr}. what's that as a decimal? // what is {expr}, written as a
    decimal? checking my kid's homework // Fractions homework question: {expr} = ? (answer as a
    decimal)
[bidmas] my daughter's maths homework: {expr}. what's the right answer? // order of operations
    question on my son's sheet - {expr} = ? // what does {expr} come to? (homework, so do it the
    BIDMAS way)
[save-weeks] saving up for a {thing} that costs {goal}. {have} I'm putting away {each} a week. how
    many weeks until I have enough? // {thing} is {goal}. {have} saving {each} every week - how many
    weeks before I can afford it?
[save-months] if I put {each} a month towards a {goal} {thing}, {have}, how many months until I've
    got the full amount?
[add-one] can you add {t} to my to-do list please // add '{t}' to my list // put {t} on the to-do
    list // New to-do: {t}
[add-context] {ctx} can you add '{t}' to my to-do list? // {ctx} put "{t}" on my list please so I
    don't forget // {Ctx} Add '{t}' to the to-do list.
[add-several] we're out of {items} - add them to my to-do list please // add {items} to my list //
    can you put {items} on the to-do list for the weekend shop?
[add-if-missing] have I got '{t}' on my list? if not, add it // make sure '{t}' is on my to-do list
    // add {t} to my list unless it's already on there
[tick-title] I've done '{t}', can you tick it off? // {t} - done! mark it as complete // mark {t} as
    done please // Finally got round to it: {t}. Check it off my list.
[tick-number] mark number {n} on my list as done // tick off the {nth} one, I've done it // to-do
    #{n} is done // complete item {n} on my to-do list please
[tick-two] '{a}' and '{b}' got done this morning, mark both as done // tick off '{a}' and '{b}'
    please // Both '{a}' and '{b}' are sorted now - mark them complete.
[remove-title] take '{t}' off my list, it's not needed anymore // delete {t} from my to-dos please
    // can you remove {t} from the list? plans changed // scrap '{t}' from my to-do list, we've
    decided against it
[remove-number] delete number {n} from my to-do list // get rid of item {n} on my list // remove the
    {nth} to-do, it's not happening // Can you delete to-do {n}?
[clear-one] finished '{t}'. tick it off and then clear out all the completed ones // mark '{t}' done
    and then clear the completed to-dos so my list is tidy
[clear-two] '{a}' and '{b}' are both done - mark them complete and then clear the finished ones off
    the list // done '{a}' and '{b}'! tick them off, then clear completed items please
[done-add] {a} is done, tick it off. and add '{b}' to the list // just finished '{a}'! mark it done
    and put '{b}' on my list // Mark '{a}' complete please, and add '{b}' as a new to-do.
[replace] we're not doing '{a}' anymore - delete it and add '{b}' instead // remove '{a}' from my
    to-dos and add '{b}' // cancel '{a}', and put '{b}' on the list instead
[all-done] I did everything on my to-do list today! mark them all as done // mark all my to-dos
    complete // tick off everything on my list please, it's all sorted // Productive weekend - every
    single thing on the list is done. Can you mark them all done?
[wipe] delete everything on my to-do list, I'm starting fresh // wipe the list - remove every to-do
    // clear my whole to-do list please, all of it, done or not // we're moving house next week so
    none of this matters anymore. delete all my to-dos
[show] what's on my to-do list? // can you show me my to-dos? // remind me what I've got left to do
    // What have I got on the list this week?
[count] how many things are on my to-do list? // how many to-dos have I got right now? // quick one
    - how many jobs are on my list at the moment?
"""


def _parse(text: str) -> dict[str, list[str]]:
    """`PHRASES` as key → phrasings."""
    book: dict[str, list[str]] = {}
    for key, body in re.findall(r"^\[([\w-]+)\] (.*?)(?=^\[|\Z)", text, re.M | re.S):
        assert key not in book, key
        book[key] = body.replace("\n    ", " ").strip().split(" // ")
    return book


SAY = _parse(PHRASES)


_TURN: dict[str, int] = {}  # a family's draws take its phrasings in turn, from a random one


def _say(r: random.Random, key: str, **values: object) -> str:
    turn = _TURN[key] = _TURN.get(key, r.randrange(len(SAY[key]))) + 1
    return SAY[key][turn % len(SAY[key])].format(**values)


RECIPES = """lasagne:minced beef:g:500 600 750|yorkshire pudding:milk:ml:300 400 500
banana bread:plain flour:g:225 250 280|risotto:arborio rice:g:300 350 400
shortbread:butter:g:125 150 175|chicken curry:coconut milk:ml:400 250 330""".replace("\n", "|")


def _h18_recipe_scale_servings(r: random.Random) -> ArithOut7:
    dish, ing, unit, amounts = r.choice(RECIPES.split("|")).split(":")
    s = r.choice([2, 4, 6, 8])
    n = r.choice([x for x in (3, 4, 5, 6, 8, 10, 12) if x != s])
    amt = int(r.choice(amounts.split()))
    v = Fraction(amt * n, s)
    word = {"g": "grams", "ml": "ml"}[unit]
    task = _say(r, "recipe", dish=dish, s=s, amt=amt, unit=unit, ing=ing, n=n, word=word)
    return task, v, f"{amt} / {s} * {n}", _tol(v), {}


def _h18_oven_temperature(r: random.Random) -> ArithOut7:
    if r.random() < 0.5:
        f = r.choice([325, 340, 350, 375, 390, 400, 425, 450])
        v = Fraction(math.floor(Fraction((f - 32) * 5, 9) + Fraction(1, 2)))
        return _say(r, "oven-f2c", f=f), v, f"round(({f} - 32) * 5 / 9)", None, {}
    c = r.choice([160, 170, 180, 190, 200, 220, 230])
    v = Fraction(c * 9, 5) + 32
    return _say(r, "oven-c2f", c=c), v, f"{c} * 1.8 + 32", _tol(v), {}


CUPS = ["1 1/2", "2 1/4", "3/4", "2 1/2", "1 3/4", "1 1/3", "2/3"]
CUP_GRAMS = {"plain flour": 125, "caster sugar": 200, "brown sugar": 220, "rolled oats": 90}
CUP_GRAMS |= {"butter": 225, "cocoa powder": 100}


def _h18_cups_to_grams(r: random.Random) -> ArithOut7:
    cups, ing = r.choice(CUPS), r.choice(sorted(CUP_GRAMS))
    g = CUP_GRAMS[ing]
    v = sum((Fraction(p) for p in cups.split()), Fraction(0)) * g
    word = "cup" if v < g else "cups"
    check = "(" + " + ".join(cups.split()) + f") * {g}"
    return _say(r, "cups", cups=cups, word=word, ing=ing, g=g), v, check, _tol(v), {}


def _h18_grocery_basket_total(r: random.Random) -> ArithOut7:
    cur = r.choice(CURRENCIES)
    basket = "tins of chickpeas 55 95|loaves of bread 110 190|bags of pasta 70 150|pints of milk "
    basket += "55 95|boxes of eggs 180 320|packs of butter 180 290|bags of apples 150 260|jars of "
    basket += "pasta sauce 120 250|tubs of yoghurt 90 180"
    items = [i.rsplit(" ", 2) for i in r.sample(basket.split("|"), r.randint(3, 4))]
    bought = [
        (r.randint(2, 5), name, r.randrange(int(lo), int(hi) + 1, 5)) for name, lo, hi in items
    ]
    v = Fraction(sum(q * p for q, _, p in bought), 100)
    listing = _listing([f"{q} {name} at {cur(p)} each" for q, name, p in bought])
    check = " + ".join(f"{q} * {p} / 100" for q, _, p in bought)
    return _say(r, "basket", items=listing), v, check, MONEY, {}


PACKS = {"coffee beans": [200, 250, 340, 500, 1000], "cheddar": [200, 350, 400, 550, 800]}
PACKS |= {"porridge oats": [500, 1000, 1500], "basmati rice": [500, 1000, 2000]}
PACKS |= {"minced beef": [400, 500, 750], "breakfast cereal": [375, 500, 720]}


def _h18_price_per_kilo(r: random.Random) -> ArithOut7:
    cur, item = r.choice(CURRENCIES), r.choice(sorted(PACKS))
    w, price = r.choice(PACKS[item]), r.randrange(129, 900)
    size = f"{w}g" if w < 1000 else f"{_plain(Decimal(w) / 1000)}kg"
    task = _say(r, "per-kilo", size=size, item=item, price=cur(price))
    return task, Fraction(price * 10, w), f"{price} / 100 / ({w} / 1000)", MONEY, {}


def _h18_split_bill_evenly(r: random.Random) -> ArithOut7:
    cur = r.choice(CURRENCIES)
    bill = r.choice(["electricity", "gas", "internet", "water", "council tax", "takeaway"])
    amount, n = r.randrange(4000, 32000), r.randint(2, 5)
    task = _say(r, "split", bill=bill, amount=cur(amount), n=n)
    return task, Fraction(amount, 100 * n), f"{amount} / 100 / {n}", MONEY, {}


def _h18_bigger_room_rent_share(r: random.Random) -> ArithOut7:
    cur = r.choice(CURRENCIES)
    rent, p, k = r.randrange(1400, 2601, 50), r.choice([30, 35, 40, 45]), r.choice([2, 3])
    v = Fraction(rent * (100 - p), 100 * k)
    words = {2: "two", 3: "three"}[k]
    task = _say(r, "rent-share", rent=cur(rent * 100), p=p, k=k, words=words)
    return task, v, f"{rent} * (1 - {p} / 100) / {k}", MONEY, {}


def _h18_fuel_cost_for_trip(r: random.Random) -> ArithOut7:
    kind = r.choice(["uk", "eu", "us"])
    if kind == "uk":
        miles, mpg = r.randrange(60, 400, 10), r.choice([38, 42, 45, 48, 52, 55])
        p = r.randrange(135, 166)
        v = Fraction(miles, mpg) * Fraction("4.546") * Fraction(p, 100)
        task = _say(r, "fuel-uk", miles=miles, mpg=mpg, p=_pounds(p))
        return task, v, f"{miles} / {mpg} * 4.546 * {p} / 100", MONEY, {}
    if kind == "eu":
        km, use = r.randrange(150, 900, 10), r.choice(["4.8", "5.5", "6.2", "6.8", "7.5"])
        p = r.randrange(159, 199)
        v = Fraction(km, 100) * Fraction(use) * Fraction(p, 100)
        task = _say(r, "fuel-eu", km=km, use=use, p=_euros(p))
        return task, v, f"{km} / 100 * {use} * {p} / 100", MONEY, {}
    miles, mpg = r.randrange(120, 900, 10), r.choice([24, 28, 30, 32, 35])
    p = r.randrange(289, 429)
    task = _say(r, "fuel-us", miles=miles, mpg=mpg, p=_money(p))
    return task, Fraction(miles * p, mpg * 100), f"{miles} / {mpg} * {p} / 100", MONEY, {}


CONVERSIONS = {  # key: (price shown in, rates, multiply by the rate or divide)
    "eur-gbp": (_euros, ["0.85", "0.86", "0.87"], True),
    "gbp-usd": (_pounds, ["1.25", "1.27", "1.31"], True),
    "eur-gbp-divide": (_euros, ["1.14", "1.16", "1.18"], False),
    "usd-eur": (_money, ["0.91", "0.92", "0.93"], True),
}


def _h18_holiday_currency_conversion(r: random.Random) -> ArithOut7:
    thing = r.choice(["hotel", "car hire", "villa", "ski pass", "ferry crossing"])
    kind = r.choice(sorted(CONVERSIONS))
    shown, rates, times = CONVERSIONS[kind]
    amount, rate = r.randrange(120, 1600) * 100 + r.choice([0, 0, 50, 99]), r.choice(rates)
    v = Fraction(amount, 100) * Fraction(rate) if times else Fraction(amount, 100) / Fraction(rate)
    task = _say(r, kind, thing=thing, amount=shown(amount), rate=rate)
    return task, v, f"{amount} / 100 {'*' if times else '/'} {rate}", MONEY, {}


def _h18_budget_left_after_bills(r: random.Random) -> ArithOut7:
    cur, pay = r.choice(CURRENCIES), r.randrange(260000, 420000, 500)
    out = {"rent": r.randrange(90000, 150000, 500), "bills": r.randrange(15000, 40000)}
    out["food"] = r.randrange(30000, 65000, 100)
    out[r.choice(["childcare", "the car loan", "travel"])] = r.randrange(8000, 30000)
    v = Fraction(pay - sum(out.values()), 100)
    spent = _listing([f"{name} {cur(c)}" for name, c in out.items()])
    check = f"{pay} / 100 - (" + " + ".join(f"{c} / 100" for c in out.values()) + ")"
    return _say(r, "budget", pay=cur(pay), spent=spent), v, check, MONEY, {}


def _h18_subscription_yearly_cost(r: random.Random) -> ArithOut7:
    cur, kind = r.choice(CURRENCIES), r.choice(["monthly", "weekly", "weekday"])
    if kind == "monthly":
        names = ["netflix", "spotify", "the gym", "my phone contract", "cloud storage", "disney+"]
        subs = [(s, r.randrange(299, 3999)) for s in r.sample(names, r.randint(2, 3))]
        v = Fraction(12 * sum(c for _, c in subs), 100)
        task = _say(r, "subs-monthly", subs=_listing([f"{s} at {cur(c)}" for s, c in subs]))
        return task, v, "12 * (" + " + ".join(f"{c} / 100" for _, c in subs) + ")", MONEY, {}
    if kind == "weekly":
        thing, c = r.choice(["veg box", "window cleaner", "cleaner"]), r.randrange(1200, 4500, 50)
        task = _say(r, "subs-weekly", thing=thing, c=cur(c))
        return task, Fraction(52 * c, 100), f"52 * {c} / 100", MONEY, {}
    c, weeks = r.randrange(260, 480, 5), r.choice([44, 46, 47, 48])
    task = _say(r, "subs-coffee", c=cur(c), weeks=weeks)
    return task, Fraction(5 * weeks * c, 100), f"{c} / 100 * 5 * {weeks}", MONEY, {}


def _h18_sale_price_after_discount(r: random.Random) -> ArithOut7:
    cur = r.choice(CURRENCIES)
    thing = r.choice(["winter coat", "pair of trainers", "kettle", "school bag", "duvet", "lamp"])
    price = r.randrange(15, 200) * 100 - r.choice([0, 1])
    p = r.choice([10, 15, 20, 25, 30, 40, 50])
    if r.random() < 0.5:
        v = Fraction(price * (100 - p), 10000)
        task = _say(r, "sale", thing=thing, price=cur(price), p=p)
        return task, v, f"{price} / 100 * (1 - {p} / 100)", MONEY, {}
    q = r.choice([10, 20])
    v = Fraction(price * (100 - p) * (100 - q), 1000000)
    task = _say(r, "sale-extra", thing=thing, price=cur(price), p=p, q=q)
    return task, v, f"{price} / 100 * (1 - {p} / 100) * (1 - {q} / 100)", MONEY, {}


def _h18_quote_plus_tax(r: random.Random) -> ArithOut7:
    kind = r.choice(["vat", "sales", "inclusive"])
    if kind == "vat":
        job = r.choice(["fixing the fence", "a boiler service", "rewiring the kitchen"])
        x = r.randrange(12000, 250000, 500)
        task = _say(r, "vat", x=_pounds(x), job=job)
        return task, Fraction(x * 120, 10000), f"{x} / 100 * 1.2", MONEY, {}
    if kind == "sales":
        item = r.choice(["couch", "fridge", "bike", "laptop"])
        x, t = r.randrange(15000, 150000), r.choice(["6", "6.5", "7.25", "8.25", "8.875"])
        v = Fraction(x, 100) * (1 + Fraction(t) / 100)
        task = _say(r, "sales-tax", item=item, x=_money(x), t=t)
        return task, v, f"{x} / 100 * (1 + {t} / 100)", MONEY, {}
    x = r.randrange(2400, 90000)
    return _say(r, "ex-vat", x=_pounds(x)), Fraction(x, 120), f"{x} / 100 / 1.2", MONEY, {}


def _h18_paint_for_a_room(r: random.Random) -> ArithOut7:
    litres = Fraction(1, 20)
    while (litres * 10).denominator == 2:  # no tie when rounding to one decimal place
        a, b = r.sample(["2.8", "3.2", "3.6", "4", "4.5", "5.2"], 2)
        h, coats, cover = r.choice(["2.4", "2.5", "2.6"]), r.choice([2, 3]), r.choice([10, 12, 13])
        litres = 2 * (Fraction(a) + Fraction(b)) * Fraction(h) * coats / cover
    room = f"the room is {a} m by {b} m with walls {h} m high"
    rule = f"{coats} coats, and a litre covers {cover} m². ignoring doors and windows"
    expr = f"2 * ({a} + {b}) * {h} * {coats} / {cover}"
    if r.random() < 0.5:
        task = _say(r, "paint-litres", room=room, Room=room.capitalize(), rule=rule)
        v = Fraction(math.floor(litres * 10 + Fraction(1, 2)), 10)
        return task, v, f"round({expr}, 1)", None, {}
    tin = r.choice(["2.5", "5"])
    task = _say(r, "paint-tins", room=room, rule=rule, tin=tin)
    v = Fraction(math.ceil(litres / Fraction(tin)))
    return task, v, f"math.ceil(round({expr} / {tin}, 9))", None, {}


def _h18_floor_area_for_flooring(r: random.Random) -> ArithOut7:
    kind = r.choice(["feet", "metres", "carpet"])
    if kind == "feet":
        a, i, b = r.randint(9, 16), r.choice([3, 6, 9]), r.randint(8, 14)
        v = (a + Fraction(i, 12)) * b
        return _say(r, "area-feet", a=a, i=i, b=b), v, f"({a} + {i} / 12) * {b}", _tol(v), {}
    x, y = r.choice(["2.7", "3.1", "3.4", "3.8", "4.2"]), r.choice(["2.5", "3.25", "3.6", "4.5"])
    area = Fraction(x) * Fraction(y)
    if kind == "metres":
        return _say(r, "area-metres", x=x, y=y), area, f"{x} * {y}", _tol(area), {}
    cur, per = r.choice(CURRENCIES), r.randrange(899, 3500, 50)
    task = _say(r, "carpet", x=x, y=y, per=cur(per))
    return task, area * Fraction(per, 100), f"{x} * {y} * {per} / 100", MONEY, {}


def _h18_timber_offcut_left(r: random.Random) -> ArithOut7:
    while True:
        length, piece = r.choice([180, 210, 240, 270, 300]), r.randrange(25, 85, 5)
        if length % piece:
            break
    task = _say(r, "timber", m=_plain(Decimal(length) / 100), piece=piece)
    return task, Fraction(length % piece), f"{length} - {piece} * ({length} // {piece})", None, {}


def _h18_homework_multiply_divide(r: random.Random) -> ArithOut7:
    a, b = r.choice([r.randint(13, 99), r.randint(101, 999)]), r.randint(12, 99)
    if r.random() < 0.6:
        task = _say(r, "multiply", a=a, b=b, sign=r.choice(["×", "x", "times"]))
        return task, Fraction(a * b), f"{a} * {b}", None, {}
    ab = f"{a * b:,}" if r.random() < 0.5 else str(a * b)
    task = _say(r, "divide", ab=ab, b=b, sign=r.choice(["÷", "divided by", "/"]))
    return task, Fraction(a), f"{a * b} / {b}", None, {}


def _h18_homework_fraction_sum(r: random.Random) -> ArithOut7:
    x = y = Fraction(0)
    while x.denominator == y.denominator:
        x, y = (Fraction(r.randint(1, d - 1), d) for d in r.sample([2, 4, 5, 8, 10, 20, 25], 2))
    op = r.choice(["+", "-"])
    if op == "-" and x < y:
        x, y = y, x
    v = x + y if op == "+" else x - y
    shown = "−" if op == "-" and r.random() < 0.5 else op
    check = f"{x.numerator} / {x.denominator} {op} {y.numerator} / {y.denominator}"
    return _say(r, "fractions", expr=f"{x} {shown} {y}"), v, check, _tol(v), {}


def _h18_homework_order_of_operations(r: random.Random) -> ArithOut7:
    form = r.choice(["plain", "brackets", "mixed"])
    times, div = r.choice([("×", "÷"), ("x", "/")])
    v, shape = 0, ""
    while v <= 0:
        a, b, c, e, k = (r.randint(2, 12) for _ in range(5))
        if form == "plain":
            v, shape = a + b * c - k, "{a} + {b} {t} {c} - {ek} {d} {e}"
        elif form == "brackets":
            v, shape = (a + b) * c - k, "({a} + {b}) {t} {c} - {k}"
        else:
            b += c
            v, shape = a * (b - c) + k, "{a} {t} ({b} - {c}) + {ek} {d} {e}"
    values = {"a": a, "b": b, "c": c, "e": e, "k": k, "ek": e * k}
    expr = shape.format(t=times, d=div, **values)
    check = shape.format(t="*", d="/", **values)
    return _say(r, "bidmas", expr=expr), Fraction(v), check, None, {}


def _h18_roast_cooking_time(r: random.Random) -> ArithOut7:
    kind = r.choice(["500g", "kg", "lb"])
    meat = r.choice(["chicken", "leg of lamb", "pork shoulder", "beef joint"])
    if kind == "lb":
        per, extra, lb = r.choice([15, 20]), r.choice([15, 20]), r.randint(3, 9)
        task = _say(r, "roast-lb", a_lb=_a(lb), lb=lb, per=per, extra=extra)
        return task, Fraction(per * lb + extra), f"{per} * {lb} + {extra}", None, {}
    tenths = r.randint(11, 26)
    kg = _plain(Decimal(tenths) / 10)
    if kind == "500g":
        per, extra = r.choice([20, 25, 30]), r.choice([20, 25, 30])
        v = Fraction(tenths * 100, 500) * per + extra
        task = _say(r, "roast-500g", meat=meat, kg=kg, per=per, extra=extra)
        return task, v, f"{kg} * 1000 / 500 * {per} + {extra}", _tol(v), {}
    per, extra = r.choice([40, 45, 50, 60]), r.choice([20, 30])
    v = Fraction(tenths, 10) * per + extra
    task = _say(r, "roast-kg", meat=meat, kg=kg, per=per, extra=extra)
    return task, v, f"{kg} * {per} + {extra}", _tol(v), {}


def _h18_savings_weeks_to_goal(r: random.Random) -> ArithOut7:
    cur = r.choice(CURRENCIES)
    thing = r.choice(["new sofa", "family holiday", "bike for my son", "new laptop", "tv"])
    goal, saved = r.randrange(400, 2600, 50), r.choice([0, r.randrange(50, 300, 10)])
    if r.random() < 0.65:
        each = r.choice([25, 30, 35, 40, 45, 60, 75])
        have = f"I've got {cur(saved * 100)} so far and" if saved else "starting from nothing,"
        key = "save-weeks"
    else:
        each = r.choice([100, 120, 150, 175, 200, 250])
        have = f"with {cur(saved * 100)} already saved" if saved else "starting from zero"
        key = "save-months"
    v = Fraction(math.ceil(Fraction(goal - saved, each)))
    task = _say(r, key, thing=thing, goal=cur(goal * 100), have=have, each=cur(each * 100))
    return task, v, f"math.ceil(({goal} - {saved}) / {each})", None, {}


def _h18_meter_reading_cost(r: random.Random) -> ArithOut7:
    prev, used = r.randrange(10000, 60000), r.randrange(150, 460)
    rate, days = r.randrange(220, 340), r.choice([28, 30, 31])
    shown = {"rate": _plain(Decimal(rate) / 10), "prev": f"{prev:,}", "now": f"{prev + used:,}"}
    uk = r.random() < 0.6
    shown |= {"units": "p" if uk else " cents", "money": "pounds" if uk else "dollars"}
    if r.random() < 0.5:
        task = _say(r, "meter-units", **shown)
        return task, Fraction(used * rate, 1000), f"{used} * {shown['rate']} / 100", MONEY, {}
    sc = r.randrange(40, 66)
    v = Fraction(used * rate, 1000) + Fraction(days * sc, 100)
    task = _say(r, "meter-standing", days=days, sc=sc, **shown)
    return task, v, f"{used} * {shown['rate']} / 100 + {days} * {sc} / 100", MONEY, {}


STARTS = {"6pm": 18 * 60, "6:30pm": 18 * 60 + 30, "7pm": 19 * 60, "7:15pm": 19 * 60 + 15}
ENDS = {"10:45pm": 22 * 60 + 45, "11pm": 23 * 60, "11:30pm": 23 * 60 + 30, "midnight": 24 * 60}


def _h18_babysitter_hours_pay(r: random.Random) -> ArithOut7:
    s, e = r.choice(sorted(STARTS)), r.choice(sorted(ENDS))
    minutes = ENDS[e] - STARTS[s]
    us = r.random() < 0.5
    rate, cur = (r.randrange(30, 45) * 50, _money) if us else (r.randrange(20, 30) * 50, _pounds)
    task = _say(r, "sitter", s=s, e=e, rate=cur(rate))
    return task, Fraction(minutes * rate, 6000), f"{minutes} / 60 * {rate} / 100", MONEY, {}


def _h18_bill_percent_change(r: random.Random) -> ArithOut7:
    cur, bill = r.choice(CURRENCIES), r.choice(["broadband", "water", "phone", "energy"])
    old, p = 1, Fraction(1, 3)  # not whole cents: draw again
    while (old * p / 100).denominator != 1:
        old = r.randrange(2000, 9000, 100)
        p = r.choice([Fraction(x) for x in ("3", "4", "5", "7.5", "8", "10", "12.5", "15", "20")])
    up = r.random() < 0.6
    new = old + int(old * p / 100) * (1 if up else -1)
    task = _say(r, "percent-up" if up else "percent-down", bill=bill, old=cur(old), new=cur(new))
    return task, p, f"abs({new} - {old}) / {old} * 100", _tol(p), {}


CHORES = """defrost the freezer|call the plumber|renew the car insurance|pay the council tax
book a dentist appointment|clean the oven|take the recycling out|return the library books
pick up the dry cleaning|fix the wobbly shelf|change the bed sheets|water the tomato plants
mow the lawn|sign the school trip form|order a birthday cake|descale the kettle|post the parcel
cancel the gym membership|bleed the radiators|pay the window cleaner|clear the gutters
sort out the loft|replace the hallway bulb|wash the car|book the vet for the cat
send the meter reading|iron the school uniforms|hoover the stairs|reply to the landlord
buy a birthday card for mum""".replace("\n", "|").split("|")
GROCERIES = """eggs|oat milk|bread|bananas|tinned tomatoes|washing-up liquid|bin bags|butter
basmati rice|spaghetti|cheddar|coffee|toilet roll|apples|chicken thighs|frozen peas
greek yoghurt|onions|dishwasher tablets|porridge oats""".replace("\n", "|").split("|")
CONTEXT = {
    "call the plumber": "the kitchen tap is dripping again.",
    "bleed the radiators": "the radiators are cold at the top.",
    "descale the kettle": "there are white flakes floating in my tea.",
    "clear the gutters": "water is pouring over the gutter every time it rains.",
    "defrost the freezer": "I can't shut the freezer drawer for all the ice.",
    "renew the car insurance": "the renewal letter came today, it runs out at the end of June.",
    "return the library books": "the kids' library books are due back on friday.",
    "sign the school trip form": "the school trip form came home in the book bag.",
    "book the vet for the cat": "the cat's booster jab is due.",
    "send the meter reading": "the energy company emailed asking for a reading.",
}
check_titles(CHORES + GROCERIES, r"\band\b|,|\d|'|\"|//", fold_case=True)


def _pick(r: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    return r.sample(pool, r.randint(low, high))


def _new(r: random.Random, pool: list[str], setup: list[str], count: int = 1) -> list[str]:
    return r.sample([t for t in pool if t not in setup], count)


def _one(r: random.Random, low: int, high: int) -> tuple[list[str], int]:
    setup = _pick(r, CHORES, low, high)
    return setup, r.randrange(len(setup))


def _h18_add_one_chore(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES, 0, 4)
    (t,) = _new(r, CHORES, setup)
    return _say(r, "add-one", t=t), setup, [*_open(setup), (t, False)], False, {}


def _h18_add_with_context(r: random.Random) -> TodoOut7:
    t = r.choice(sorted(CONTEXT))
    setup, ctx = _pick(r, [c for c in CHORES if c != t], 1, 4), CONTEXT[t]
    task = _say(r, "add-context", t=t, ctx=ctx, Ctx=ctx[0].upper() + ctx[1:])
    return task, setup, [*_open(setup), (t, False)], False, {}


def _h18_add_several_groceries(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES, 0, 3)
    items = _new(r, GROCERIES, setup, r.randint(2, 3))
    task = _say(r, "add-several", items=_listing(items))
    return task, setup, [*_open(setup), *((t, False) for t in items)], False, {}


_ALREADY_THERE = itertools.cycle([True, False])


def _h18_add_if_missing(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES, 1, 3) + _pick(r, GROCERIES, 1, 3)
    r.shuffle(setup)
    present = next(_ALREADY_THERE)  # present: nothing may change (a question)
    t = r.choice(setup) if present else _new(r, GROCERIES, setup)[0]
    final = _open(setup) if present else [*_open(setup), (t, False)]
    return _say(r, "add-if-missing", t=t), setup, final, present, {}


def _h18_tick_off_by_title(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 6)
    return _say(r, "tick-title", t=setup[i]), setup, _completed(setup, i), False, {}


def _h18_tick_off_by_number(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 6)
    task = _say(r, "tick-number", n=i + 1, nth=_ordinal(i + 1))
    return task, setup, _completed(setup, i), False, {}


def _h18_tick_off_two(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES, 3, 6)
    i, j = r.sample(range(len(setup)), 2)
    task = _say(r, "tick-two", a=setup[i], b=setup[j])
    return task, setup, _completed(setup, i, j), False, {}


def _h18_remove_by_title(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 6)
    return _say(r, "remove-title", t=setup[i]), setup, _deleted(setup, i), False, {}


def _h18_remove_by_number(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 6)
    task = _say(r, "remove-number", n=i + 1, nth=_ordinal(i + 1))
    return task, setup, _deleted(setup, i), False, {}


def _h18_done_then_clear_finished(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES, 3, 6)
    if r.random() < 0.5:
        i = r.randrange(len(setup))
        return _say(r, "clear-one", t=setup[i]), setup, _deleted(setup, i), False, {}
    i, j = r.sample(range(len(setup)), 2)
    task = _say(r, "clear-two", a=setup[i], b=setup[j])
    return task, setup, _deleted(setup, i, j), False, {}


def _h18_done_one_add_another(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 5)
    (b,) = _new(r, CHORES, setup)
    task = _say(r, "done-add", a=setup[i], b=b)
    return task, setup, [*_completed(setup, i), (b, False)], False, {}


def _h18_cancel_and_replace(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 5)
    (b,) = _new(r, CHORES, setup)
    task = _say(r, "replace", a=setup[i], b=b)
    return task, setup, [*_deleted(setup, i), (b, False)], False, {}


def _h18_mark_everything_done(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES, 2, 5)
    return _say(r, "all-done"), setup, _completed(setup, *range(len(setup))), False, {}


def _h18_wipe_whole_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES + GROCERIES, 2, 5)
    return _say(r, "wipe"), setup, [], False, {}


def _h18_show_whole_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES + GROCERIES, 2, 5)
    return _say(r, "show"), setup, _open(setup), True, {"contains": list(setup)}


def _h18_count_on_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, CHORES + GROCERIES, 3, 7)
    return _say(r, "count"), setup, _open(setup), True, {"contains": [str(len(setup))]}


FAMILIES = [f for name, f in list(globals().items()) if name.startswith("_h18_")]
ARITHMETIC = [f for f in FAMILIES if "Arith" in f.__annotations__["return"]]
TODO = [f for f in FAMILIES if "Todo" in f.__annotations__["return"]]

HEADER = """\
# {name}: everyday home requests for the calculator and the to-do list, held out. Written blind
# on 2026-11-28 by evals/gen_everyday_heldout_18.py (seed {seed}), before any tuning against it,
# by a helper session (branch h18) that read no planner, agent, tool or rule code, no tests, no
# earlier set's templates and no YAML but one case of set 7 (see the generator's docstring).
# {families} families ({arith} arithmetic, {todo} to-do), several phrasings, {draws} draws each.
# Exact answers, checked by independent float expressions; money to 0.01. Regenerate, don't edit.
"""


def _draw_key(template: object, out: tuple[object, ...]) -> str:
    """Arithmetic draws of a family differ in their answers; to-do draws as set 7's rule."""
    if isinstance(out[1], Fraction):
        return repr(out[1])
    return by_task_unless_question(template, out)


def main() -> None:
    """Write `everyday-heldout-18.yaml` beside this file."""
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16), key=_draw_key)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
