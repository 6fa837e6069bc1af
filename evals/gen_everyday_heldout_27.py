"""Blind everyday set 27: older adults and retirees talking to their assistant.

Theme: pension and bills, medication and appointments, gardening, grandchildren, recipes and
travel, typed as retired people type: polite full sentences, chatty context, terse lowercase.
Every rate or factor the calculator cannot know is stated; expected numbers are exact fractions
checked against a float expression; money is judged to 0.01, rounding requests exactly.

Read (branch h27), and nothing else: docs/evals.md "## The dataset" and "## Side effects";
src/agentschool/evals/cases.py and checks.py; in evals/gen_everyday_heldout_4.py the
definitions of _money, _listing, _tol; in evals/gen_everyday_heldout_7.py those of ArithOut7,
TodoOut7, ArithTemplate, TodoTemplate, _plain, _pounds, _euros, _a, _open, _completed, _deleted,
check_titles, write_set; the first 30 lines of evals/everyday-heldout-7.yaml; this set's YAML.
Slips (line ranges around those definitions, and a traceback): set 4's helpers _cents and
_ordinal; set 7's Extra/Out type lines, helpers _typed, _adding, _one_of, _check_families, the
signature of _frac, its main() (title checks, shape), its import lines, one line of its module
docstring (its family counts), the def line of one of its to-do templates, and from a traceback
of my own generator single lines of set 7's build_set and draw; the [tool.ruff] section of
pyproject.toml; the file names under evals/. No template body, family list, planner, agent,
tools, rules, tests or git history was read.

Families:
- pension-monthly: a yearly pension paid in twelve equal monthly payments.
- pension-uprating: a weekly pension raised by a stated percentage.
- bills-total: this month's household bills added up.
- quarterly-bill-monthly: a quarterly bill set aside in equal monthly amounts.
- pensioner-discount: a garden centre basket less a stated pensioners' discount.
- tradesman-vat: a tradesman's quote plus VAT at a stated rate.
- tablets-days: how many days a box of tablets lasts at a stated daily dose.
- liquid-dose-ml: millilitres of a liquid medicine for a dose, strength given per 5 ml.
- journey-minutes: minutes between a train or coach's departure and arrival times.
- recipe-scale: an ingredient scaled from a recipe's servings to the number of guests.
- oven-fahrenheit: an oven temperature from Fahrenheit to Celsius by the stated formula, rounded.
- cups-to-grams: American cup measures to grams with the weight of a cup stated.
- garden-feed: grams of plant feed for a rectangular bed at a stated rate per square metre.
- seed-packets: whole packets of seed needed for rows of plants.
- grandchildren-share: a sum of money shared equally between named grandchildren.
- savings-interest: simple interest (or the final balance) on savings at a stated rate.
- holiday-currency: pounds changed into euros, or euros back into pounds, at a stated rate.
- fuel-cost: petrol cost of a drive from miles, mpg, price per litre and litres in a gallon.
- readings-average: the average of a week's blood pressure or weight readings.
- steps-to-km: kilometres walked from a step count and a stated stride length.
- bus-pass-savings: what a free bus pass saves over a year of stated trips.
- council-tax-change: a bill's percentage increase, rounded to one decimal place.
- age-in-year: an age or wedding anniversary reached in a given year.
- single-supplement: a holiday's price for someone travelling alone with a nightly supplement.
- add-one: add one to-do, asked plainly or politely.
- add-with-context: add one to-do after a sentence of chat.
- add-several: add two or three to-dos in one message.
- add-if-missing: ask whether a to-do is on the list and add it only if it is not.
- complete-by-title: tick off one to-do named by its title.
- complete-by-number: tick off one to-do by its number or position.
- complete-past-tense: say a chore was done, in the past tense, and have it ticked off.
- complete-two: tick off two to-dos named by title.
- complete-and-add: tick off one to-do and add a new one in the same message.
- delete-by-title: remove one to-do named by its title.
- delete-by-number: remove one to-do by its number or position.
- delete-several: remove two to-dos named by title.
- complete-then-clear: tick off two to-dos, then clear away the completed ones.
- list-question: ask what is on the list (nothing may change).
- count-question: ask how many things are on the list (nothing may change).
- find-by-keyword: ask which to-do is about a thing (nothing may change).
"""

from __future__ import annotations

import math
import random
import re
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _tol
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

NAME = "everyday-heldout-27"
SEED = 20261128_27

HEADER = """\
# {name}: everyday calculator and to-do requests from older adults and retirees.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_27.py (seed {seed}), before any
# tuning against it, by a helper session (branch h27) that read none of the planner's, agent's,
# tools' or rules' code, no tests, and no other set's templates.
# Theme: pension and bills, medication and appointments, gardening, grandchildren, recipes and
# travel; polite full sentences, chatty context, terse lowercase.
# {families} families ({arith} arithmetic, {todo} to-do), several phrasings each, {draws} seeded
# draws. Expected numbers are exact (fractions, checked against an independent float
# expression); money is judged to 0.01, rounding requests exactly. Regenerate, do not edit.
"""

# Phrasings per family: "## family" opens a family; each line is a phrasing, and a line
# indented by two spaces continues the phrasing above it. Placeholders are filled by the family.
PHRASINGS = """
## pension-monthly
My works pension is £{a:,} a year and it's paid in twelve equal monthly payments. How much
  should I be getting each month?
pension is {a} a year paid monthly, how much is that a month
Good morning. I've just had my annual statement and it says my private pension is £{a:,} per
  year. Could you tell me what that comes to per month, please?
If a pension of £{a:,} a year is split into 12 monthly payments, what is each payment?
## pension-uprating
My state pension is {w} a week at the moment and I've read it's going up by {p}% in April. What
  will I get each week after that?
weekly pension {w}, rise of {p}%. new weekly amount?
Could you help me with something? My pension is currently {w} per week and the letter says it
  will increase by {p} percent. What will the new weekly amount be?
## bills-total
These are my bills for this month: {l}. What do they come to altogether?
add up my bills please: {c}
I like to keep track of my outgoings. This month I've paid {l}. What's the total?
Could you total these for me? {c}. Thank you.
## quarterly-bill-monthly
My {b} bill comes every quarter (every three months) and the last one was {c}. If I put the
  same amount aside each month to cover it, how much should that be?
quarterly {b} bill of {c} - how much a month is that, a quarter being 3 months
I'd like to save up monthly for the {b} bill, which is {c} a quarter. How much do I need to put
  by each month? A quarter is three months.
## pensioner-discount
It's pensioners' day at the garden centre on {d}s, {p}% off everything. I'm buying {l}. Total?
garden centre, {p}% off for over 60s. {l}. how much do i pay
I'm off to the garden centre on {d}. They give pensioners {p}% off the whole bill. If I get
  {l}, how much will it come to after the discount?
## tradesman-vat
The {w} has quoted me {c} plus VAT. VAT is {v}%. What's the full amount I'll have to pay?
{w} quote {c} + vat at {v}%, total?
We've had a quote from a {w} for {c}, but that doesn't include VAT at {v} percent. How much
  will it be with the VAT added on?
## tablets-days
A new box of my tablets has {b} in it. I take {m} in the morning{e}. How many days will it last?
box of {b} tablets, taking {m} every morning{e}. how many days does it last
The chemist gave me {b} tablets. The doctor says {m} each morning{e}. How many days is that?
## liquid-dose-ml
My grandson's liquid paracetamol says {s} mg in 5 ml and he needs {d} mg. How many ml is that?
The medicine the doctor gave me is {s} mg per 5 ml and I'm to take {d} mg. How many ml is that?
{s}mg/5ml syrup, dose {d}mg - how many ml
## journey-minutes
The train to my sister's leaves at {a} and gets in at {b}. How many minutes is the journey?
coach leaves {a}, arrives {b}. how long in minutes?
We're going to see the grandchildren on Saturday. The train departs {a} and arrives {b}. How
  long is that in minutes, please?
## recipe-scale
My {d} recipe serves {b} and uses {g} g of {w}. The whole family is coming on Sunday, {n} of us.
  How much {w} do I need?
recipe for {b} needs {g}g {w}. cooking for {n}. how many grams
I'm making my mother's old {d}, which is for {b} people and calls for {g} grams of {w}. How many
  grams should I use for {n} people?
## oven-fahrenheit
My late mother's cake recipe says bake at {f}°F but my oven is in Celsius. Using C = (F − 32) ×
  5/9, what should I set it to, to the nearest degree?
{f} F in C? (F-32)*5/9, round to whole degrees
An American recipe from my daughter-in-law says {f} degrees Fahrenheit. If Celsius is
  (Fahrenheit minus 32) times 5 divided by 9, what is that rounded to the nearest whole degree?
## cups-to-grams
My granddaughter sent me an American recipe that wants {c} of {w}. I've read that a cup of {w}
  weighs {g} g. How many grams is that?
{c} of {w}, 1 cup = {g}g. grams?
I only have kitchen scales, no cup measures. The recipe says {c} of {w} and one cup of {w} is
  {g} grams. What should I weigh out?
## garden-feed
My vegetable bed is {l} metres long and {w} metres wide. The box of fertiliser says {g} g per
  square metre. How many grams should I spread?
bed {l}m x {w}m, feed at {g}g per sq m. how much feed in grams
I'm feeding the rose bed this weekend. It's {l} m by {w} m and the instructions say {g} grams
  for every square metre. How much do I need?
## seed-packets
I want {n} rows of {c} on the allotment with {p} seeds in each row. A packet has {k} seeds. How
  many packets do I need to buy?
{n} rows x {p} seeds, packets of {k}. how many packets
Planning the {c} this year: {n} rows, {p} seeds a row. The packets hold {k} seeds each and I can
  only buy whole packets. How many should I get?
## grandchildren-share
I've put aside {t} for the grandchildren this Christmas, shared equally between {k}. How much each?
split {t} equally between {k}
We had a bit of luck on the premium bonds, {t}, and my wife and I want to share it equally
  among our grandchildren {k}. How much will each one receive?
## savings-total
I have £{p:,} in a savings bond paying {i}% a year simple interest. After {y} years, how much
  will be in it altogether?
£{p:,} at {i}% simple interest for {y} years, total at the end?
Could you work something out for me? I'm putting £{p:,} into an account at {i}% a year, simple
  interest, not compounded. What will the balance be after {y} years?
## savings-interest
I have £{p:,} in a savings bond paying {i}% a year simple interest. How much interest will I
  have earned after {y} years?
£{p:,} at {i}% simple interest for {y} years, how much interest?
Could you work something out for me? I'm putting £{p:,} into an account at {i}% a year, simple
  interest, not compounded. How much interest will it earn in {y} years?
## holiday-currency
We're off to Spain next month. At {x} euros to the pound, how many euros will I get for £{a:,}?
£{a} into euros at {x}
The post office is offering {x} euros for every pound. How many euros is £{a:,}, please?
## currency-back
We spent {e} on the coach trips in Portugal. At {x} euros to the pound, what was that in pounds?
{e} in pounds if £1 = €{x}
## fuel-cost
It's a {m} mile round trip to see my son. My car does {g} miles to the gallon and petrol is {p}
  a litre. There are 4.546 litres in a gallon. What will the petrol cost?
{m} miles, {g} mpg, petrol {p}/litre, 4.546 litres per gallon. fuel cost?
We're driving {m} miles to the coast and back. The car averages {g} mpg, fuel is {p} per litre
  and a gallon is 4.546 litres. How much will the petrol come to, to the penny?
## readings-average
The nurse asked me to take my blood pressure each morning. The top numbers were {v}. Average?
average of my systolic readings: {v}
## weights-average
I've been weighing myself each week for the slimming club: {v} kg. What's my average weight?
weights this month {v} kg - mean?
## steps-to-km
My new pedometer says I walked {s:,} steps today. If each step is {c} cm, how many km is that?
{s} steps at {c}cm a step, how many km
The doctor wants me walking more. I did {s:,} steps round the park and my stride is {c}
  centimetres. How far is that in km?
## bus-pass-savings
Now I've got my free bus pass I don't pay the {f} fare each way into town. I go in {t} times a
  week, there and back. How much does the pass save me over 52 weeks?
bus fare {f} each way, {t} return trips a week, 52 weeks. saving with a free pass?
I go to the day centre {t} times a week by bus. The fare is {f} each way. Over a year of 52
  weeks, how much do I save by using my bus pass?
## council-tax-change
My {w} has gone up from {a} to {b} this year. What percentage increase is that, to 1 decimal place?
{w} {a} -> {b}. % rise to 1 dp?
I'm writing a letter to complain. Last year my {w} was {a} and now it's {b}. By what percentage
  has it gone up? One decimal place is fine.
## age-in-year
I was born in {b}. How old will I be on my birthday in {y}?
born {b}, age at birthday in {y}?
My husband was born in {b}. We're planning a party for his birthday in {y}; which birthday is it?
## anniversary
We got married in {b}. Which wedding anniversary will we celebrate in {y}?
married {b}, how many years married in {y}
## single-supplement
I'm going on a {w} on my own. It's {p} per person for {n} nights, and there's a single
  supplement of {e} a night. What will I pay in total?
{w}: {p} pp, {n} nights, single supplement {e}/night. total for one?
Since my husband passed I travel alone. The {w} costs {p} per person for {n} nights plus {e}
  per night for a single room. How much is that altogether?
## add-one
Please add '{t}' to my list.
add {t}
Could you put {t} on my to-do list, please? Thank you, dear.
Can you remind me to {t}? Just pop it on the list.
new to-do: {t}
## add-with-context
{c} Please add '{t}' to my to-do list.
{c} Could you put '{t}' on my list for me?
{c} I need to {t}, can you add that to my list please?
## add-several
Please add {l} to my list.
A few things for my list, please: {c}.
add these: {s}
Could you add the following to my to-do list?{bullets}
## add-if-missing
Have I already got '{t}' on my list? If not, please add it.
is {t} on my list? add it if it isn't
I can't remember whether I put '{t}' on my list. Could you check, and add it if it's not there?
## complete-by-title
Please tick off '{t}'.
mark {t} as done
You can cross '{t}' off my list now, thank you.
That's '{t}' done, please mark it complete.
## complete-by-number
Please mark number {n} on my list as done.
tick off no. {n}
I've done the {o} thing on my list, could you tick it off?
Item {n} is finished now, please mark it complete.
## complete-past-tense
{p} this morning, so you can tick that off my list.
Just to let you know, {p}. Please mark it as done.
{p} yesterday - cross it off please
Good news: {p} earlier today. Could you mark that one done on my list?
## complete-two
I've done '{a}' and '{b}'. Please tick both of them off.
mark {a} and {b} done
Busy morning! Could you mark '{a}' and '{b}' as completed?
## complete-and-add
Please tick off '{d}' and add '{n}' to my list.
'{d}' is done. Can you mark it off, and put '{n}' on the list as well?
done: {d}. new: {n}
## delete-by-title
Please take '{t}' off my list altogether, my son is seeing to it.
delete {t}
Could you remove '{t}' from my to-do list? I've decided not to bother.
I don't need '{t}' on there any more, please delete it.
## delete-by-number
Please delete number {n} from my list.
remove item {n}
Could you get rid of the {o} one on my list? It's not needed now.
## delete-several
Please remove '{a}' and '{b}' from my list, the grandchildren are doing them.
delete {a} and {b}
We've changed our plans, so could you take '{a}' and '{b}' off the list?
## complete-then-clear
I've finished '{a}' and '{b}'. Please tick them off and then clear all the finished ones away
  so my list is tidy.
mark {a} and {b} as done, then clear completed
Could you mark '{a}' and '{b}' complete, then remove everything that's been completed from my list?
## list-question
What's on my to-do list?
Could you read me my list, please? I've left my glasses upstairs.
what have i got to do
Remind me what's on my list for this week, would you?
## count-question
How many things are on my list at the moment?
how many to-dos have i got
Could you tell me how many jobs I've still got on my list?
## find-by-keyword
Is there anything on my list about the {k}?
what was the to-do about the {k}
I know I put something on my list about the {k}. What did I write?
"""


def _parse(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for line in text.strip().splitlines():
        if line.startswith("## "):
            current = out.setdefault(line[3:], [])
        elif line.startswith("  "):
            current[-1] += " " + line.strip()
        else:
            current.append(line)
    return out


SAY = _parse(PHRASINGS)


def _say(r: random.Random, family: str, /, **values: object) -> str:
    return r.choice(SAY[family]).format(**values)


def _ans(task: str, exact: Fraction, expr: str, tol: float | None) -> ArithOut7:
    """The case, after checking the exact answer against its float expression."""
    got = eval(expr, {"__builtins__": {"round": round}})  # our own literal expression
    assert math.isclose(float(exact), got, rel_tol=1e-9, abs_tol=1e-9), (task, exact, expr, got)
    return task, exact, expr, tol, {}


def _d(text: str) -> Fraction:
    return Fraction(Decimal(text))


# ----------------------------------------------------------------------------- arithmetic

_BILLS = ["electricity", "gas", "water", "council tax", "TV licence", "phone", "home insurance"]
_GARDEN = ["bag of compost", "tray of bedding plants", "rose bush", "watering can", "bird feeder"]
_DISHES = dict(
    pair.split(":")
    for pair in "flour:Victoria sponge|butter:shortbread|sugar:apple crumble|minced beef:"
    "cottage pie|rice:rice pudding|potatoes:fish pie|carrots:carrot soup".split("|")
)
_CUP = {"flour": 125, "sugar": 200, "butter": 227, "oats": 90, "rice": 185}
_CUP_WORDS = (
    "three quarters of a cup|one and a half cups|2 cups|2 and a half cups|3 cups|half a cup"
)
_CUPS = dict(zip(map(Fraction, "3/4 3/2 2 5/2 3 1/2".split()), _CUP_WORDS.split("|"), strict=True))
_GRANDCHILDREN = ["Lily", "Tom", "Jack", "Evie", "Oliver", "Grace", "Noah", "Poppy"]


def _h27_pension_monthly(r: random.Random) -> ArithOut7:
    a = r.randrange(6000, 24000, 10)
    value = Fraction(a, 12)
    return _ans(_say(r, "pension-monthly", a=a), value, f"{a}/12", _tol(value))


def _h27_pension_uprating(r: random.Random) -> ArithOut7:
    w = r.randrange(15000, 23000)
    pct = r.choice(["3.1", "4.1", "6.7", "8.5", "2.5", "10.1", "4.7"])
    task = _say(r, "pension-uprating", w=_pounds(w), p=pct)
    value = Fraction(w, 100) * (1 + _d(pct) / 100)
    return _ans(task, value, f"{w}/100*(1+{pct}/100)", _tol(value))


def _h27_bills_total(r: random.Random) -> ArithOut7:
    names = r.sample(_BILLS, r.randint(3, 5))
    cents = [r.randrange(1200, 16000) for _ in names]
    parts = [f"{n} {_pounds(c)}" for n, c in zip(names, cents, strict=True)]
    task = _say(r, "bills-total", l=_listing(parts), c=", ".join(parts))
    value = Fraction(sum(cents), 100)
    return _ans(task, value, "+".join(f"{c}/100" for c in cents), _tol(value))


def _h27_quarterly_bill_monthly(r: random.Random) -> ArithOut7:
    c = r.randrange(9000, 60000)
    bill = r.choice(["water", "gas", "electricity", "phone"])
    value = Fraction(c, 300)
    task = _say(r, "quarterly-bill-monthly", b=bill, c=_pounds(c))
    return _ans(task, value, f"{c}/100/3", _tol(value))


def _h27_pensioner_discount(r: random.Random) -> ArithOut7:
    items = r.sample(_GARDEN, r.randint(2, 4))
    cents = [r.randrange(250, 2500, 5) for _ in items]
    pct = r.choice([10, 15, 20])
    parts = [f"a {n} at {_pounds(c)}" for n, c in zip(items, cents, strict=True)]
    day = r.choice(["Tuesday", "Wednesday", "Thursday"])
    task = _say(r, "pensioner-discount", d=day, p=pct, l=_listing(parts))
    value = Fraction(sum(cents), 100) * Fraction(100 - pct, 100)
    return _ans(task, value, f"{sum(cents)}/100*(1-{pct}/100)", _tol(value))


def _h27_tradesman_vat(r: random.Random) -> ArithOut7:
    c = r.randrange(8000, 250000, 50)
    who = r.choice(["plumber", "electrician", "roofer", "man who does the gutters"])
    vat = r.choice([20, 20, 5])
    task = _say(r, "tradesman-vat", w=who, c=_pounds(c), v=vat)
    value = Fraction(c, 100) * Fraction(100 + vat, 100)
    return _ans(task, value, f"{c}/100*(1+{vat}/100)", _tol(value))


def _h27_tablets_days(r: random.Random) -> ArithOut7:
    morning, night = r.choice([(1, 1), (2, 1), (1, 2), (2, 2), (1, 0)])
    days = r.choice([14, 21, 28, 30, 42, 56])
    box = days * (morning + night)
    evening = "" if night == 0 else f" and {night} at night"
    task = _say(r, "tablets-days", b=box, m=morning, e=evening)
    return _ans(task, Fraction(days), f"{box}/({morning}+{night})", None)


def _h27_liquid_dose_ml(r: random.Random) -> ArithOut7:
    ml, strength = Fraction(1, 3), 1
    while (ml * strength / 5).denominator != 1:
        strength = r.choice([120, 125, 250, 100, 200])
        ml = r.choice([_d("2.5"), Fraction(4), Fraction(6), _d("7.5"), Fraction(8), Fraction(10)])
    dose = int(ml * strength / 5)
    task = _say(r, "liquid-dose-ml", s=strength, d=dose)
    return _ans(task, ml, f"{dose}*5/{strength}", _tol(ml))


def _h27_journey_minutes(r: random.Random) -> ArithOut7:
    start, length, style = r.randrange(7 * 60, 15 * 60), r.randrange(45, 300), r.randrange(2)
    ends = (start, start + length)
    twelve = [f"{(t // 60 - 1) % 12 + 1}.{t % 60:02d}{'am' if t < 720 else 'pm'}" for t in ends]
    dep, arr = twelve if style else [f"{t // 60:02d}:{t % 60:02d}" for t in ends]
    task = _say(r, "journey-minutes", a=dep, b=arr)
    return _ans(task, Fraction(length), f"{start + length}-{start}", None)


def _h27_recipe_scale(r: random.Random) -> ArithOut7:
    base, grams = r.choice([4, 6, 8]), r.randrange(50, 900, 25)
    guests = r.choice([n for n in range(3, 15) if n != base])
    what = r.choice(sorted(_DISHES))
    task = _say(r, "recipe-scale", d=_DISHES[what], b=base, g=grams, w=what, n=guests)
    value = Fraction(grams * guests, base)
    return _ans(task, value, f"{grams}/{base}*{guests}", _tol(value))


def _h27_oven_fahrenheit(r: random.Random) -> ArithOut7:
    f = r.choice([275, 300, 325, 350, 375, 400, 425, 450])
    exact = Fraction(f - 32) * 5 / 9  # ninths: never a tie at .5
    value = Fraction(math.floor(exact + Fraction(1, 2)))
    return _ans(_say(r, "oven-fahrenheit", f=f), value, f"round(({f}-32)*5/9)", None)


def _h27_cups_to_grams(r: random.Random) -> ArithOut7:
    what, cups = r.choice(sorted(_CUP)), r.choice(sorted(_CUPS))
    task = _say(r, "cups-to-grams", c=_CUPS[cups], w=what, g=_CUP[what])
    value = cups * _CUP[what]
    return _ans(task, value, f"{cups.numerator}/{cups.denominator}*{_CUP[what]}", _tol(value))


def _h27_garden_feed(r: random.Random) -> ArithOut7:
    length = r.choice(["2", "2.5", "3", "3.5", "4", "4.8", "6"])
    width = r.choice(["0.8", "1", "1.2", "1.5", "2"])
    rate = r.choice([35, 50, 70, 100, 140])
    task = _say(r, "garden-feed", l=length, w=width, g=rate)
    value = _d(length) * _d(width) * rate
    return _ans(task, value, f"{length}*{width}*{rate}", _tol(value))


def _h27_seed_packets(r: random.Random) -> ArithOut7:
    rows, per_row = r.randint(4, 10), r.choice([10, 12, 15, 20, 25])
    packet = r.choice([20, 25, 30, 40, 50])
    crop = r.choice(["carrots", "beetroot", "lettuce", "radishes", "spring onions"])
    task = _say(r, "seed-packets", n=rows, c=crop, p=per_row, k=packet)
    value = Fraction(-(-rows * per_row // packet))
    return _ans(task, value, f"-(-{rows}*{per_row}//{packet})", None)


def _h27_grandchildren_share(r: random.Random) -> ArithOut7:
    kids = r.sample(_GRANDCHILDREN, r.randint(2, 5))
    each = r.randrange(1000, 10000, 50)
    total = each * len(kids)
    task = _say(r, "grandchildren-share", t=_pounds(total), k=_listing(kids))
    value = Fraction(each, 100)
    return _ans(task, value, f"{total}/100/{len(kids)}", _tol(value))


def _h27_savings_interest(r: random.Random) -> ArithOut7:
    principal = r.randrange(2000, 30000, 500)
    rate = r.choice(["2.5", "3.2", "3.75", "4", "4.5"])
    years = r.randint(2, 5)
    total = r.random() < 0.4
    family = "savings-total" if total else "savings-interest"
    task = _say(r, family, p=principal, i=rate, y=years)
    value = principal * _d(rate) / 100 * years + (principal if total else 0)
    expr = f"{principal}*{rate}/100*{years}" + (f"+{principal}" if total else "")
    return _ans(task, value, expr, _tol(value))


def _h27_holiday_currency(r: random.Random) -> ArithOut7:
    rate = r.choice(["1.14", "1.16", "1.17", "1.18", "1.19"])
    if r.random() < 0.6:
        pounds = r.randrange(200, 1500, 50)
        value = pounds * _d(rate)
        task = _say(r, "holiday-currency", x=rate, a=pounds)
        return _ans(task, value, f"{pounds}*{rate}", _tol(value))
    euros = r.randrange(2000, 60000)
    value = Fraction(euros, 100) / _d(rate)
    task = _say(r, "currency-back", e=_euros(euros), x=rate)
    return _ans(task, value, f"{euros}/100/{rate}", 0.01)


def _h27_fuel_cost(r: random.Random) -> ArithOut7:
    miles, mpg = r.randrange(60, 420, 10), r.choice([35, 40, 45, 48, 52, 55])
    litre = r.randrange(135, 165)
    task = _say(r, "fuel-cost", m=miles, g=mpg, p=_pounds(litre))
    value = Fraction(miles, mpg) * _d("4.546") * Fraction(litre, 100)
    return _ans(task, value, f"{miles}/{mpg}*4.546*{litre}/100", 0.01)


def _h27_readings_average(r: random.Random) -> ArithOut7:
    n = r.randint(4, 7)
    if r.random() < 0.5:
        tenths = [10 * r.randint(118, 162) for _ in range(n)]
        family = "readings-average"
    else:
        base = r.randrange(580, 960)
        tenths = [base + r.randrange(-15, 16) for _ in range(n)]
        family = "weights-average"
    text = ", ".join(_plain(Decimal(t) / 10) for t in tenths)
    value = Fraction(sum(tenths), 10 * n)
    expr = "(" + "+".join(f"{t}/10" for t in tenths) + f")/{n}"
    return _ans(_say(r, family, v=text), value, expr, _tol(value))


def _h27_steps_to_km(r: random.Random) -> ArithOut7:
    steps, stride = r.randrange(3000, 14000, 10), r.choice([60, 64, 65, 68, 70, 72, 75])
    task = _say(r, "steps-to-km", s=steps, c=stride)
    value = Fraction(steps * stride, 100000)
    return _ans(task, value, f"{steps}*{stride}/100/1000", _tol(value))


def _h27_bus_pass_savings(r: random.Random) -> ArithOut7:
    fare, trips = r.randrange(150, 480, 10), r.randint(1, 5)
    task = _say(r, "bus-pass-savings", f=_pounds(fare), t=trips)
    value = Fraction(fare * 2 * trips * 52, 100)
    return _ans(task, value, f"{fare}/100*2*{trips}*52", _tol(value))


def _h27_council_tax_change(r: random.Random) -> ArithOut7:
    tenths = Fraction(1, 2)
    while abs(tenths - math.floor(tenths) - Fraction(1, 2)) < Fraction(1, 1000):
        old = r.randrange(120000, 260000)
        new = old + r.randrange(2000, 16000)
        tenths = Fraction(new - old, old) * 1000
    value = Fraction(math.floor(tenths + Fraction(1, 2)), 10)
    thing = r.choice(["council tax", "home insurance renewal", "care home fee"])
    task = _say(r, "council-tax-change", w=thing, a=_pounds(old), b=_pounds(new))
    return _ans(task, value, f"round(({new}-{old})/{old}*100, 1)", None)


def _h27_age_in_year(r: random.Random) -> ArithOut7:
    year = r.choice([2026, 2027, 2028, 2030])
    wedding = r.random() < 0.5
    born = r.randint(1960, 1990) if wedding else r.randint(1938, 1960)
    task = _say(r, "anniversary" if wedding else "age-in-year", b=born, y=year)
    return _ans(task, Fraction(year - born), f"{year}-{born}", None)


def _h27_single_supplement(r: random.Random) -> ArithOut7:
    price, nights = r.randrange(40000, 180000, 500), r.choice([4, 5, 7, 10, 14])
    extra = r.randrange(1000, 4500, 50)
    where = r.choice(["coach holiday to the Lakes", "river cruise", "holiday in Madeira"])
    task = _say(r, "single-supplement", w=where, p=_pounds(price), n=nights, e=_pounds(extra))
    value = Fraction(price + nights * extra, 100)
    return _ans(task, value, f"{price}/100+{nights}*{extra}/100", _tol(value))


ARITHMETIC: list[ArithTemplate] = [f for n, f in list(globals().items()) if n.startswith("_h27_")]

# ----------------------------------------------------------------------------- to-do

TITLES = """collect the prescription|ring the surgery|water the tomatoes|book the eye test|
renew the bus pass|post the birthday card|pay the window cleaner|defrost the freezer|buy stamps|
prune the roses|book the chiropodist|order more compost|bake a sponge cake|repot the geraniums|
check the passport expiry|print the boarding passes|return the library books|
change the smoke alarm battery|phone the grandchildren|cancel the milk delivery|
pick up the dry cleaning|send off the pension form""".replace("\n", "").split("|")

# Title = what a person says once it is done (complete-past-tense).
PAST = dict(
    line.split(" = ")
    for line in """collect the prescription = I collected the prescription
ring the surgery = I rang the surgery
water the tomatoes = I watered the tomatoes
book the eye test = I booked the eye test
renew the bus pass = I renewed my bus pass
post the birthday card = I posted the birthday card
pay the window cleaner = I paid the window cleaner
defrost the freezer = I defrosted the freezer
buy stamps = I bought stamps
prune the roses = I pruned the roses
return the library books = I returned the library books
repot the geraniums = I repotted the geraniums
phone the grandchildren = I phoned the grandchildren
send off the pension form = I sent off the pension form""".splitlines()
)

# Title = the one thing a find-by-keyword question names.
KEYWORD = dict(
    line.split(" = ")
    for line in """collect the prescription = prescription
water the tomatoes = tomatoes
book the eye test = eye test
renew the bus pass = bus pass
prune the roses = roses
book the chiropodist = chiropodist
return the library books = library
print the boarding passes = boarding passes
ring the surgery = surgery
check the passport expiry = passport
defrost the freezer = freezer
change the smoke alarm battery = smoke alarm""".splitlines()
)

_ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth"]
_CONTEXT = [
    "My memory isn't what it was, so my daughter says I should write everything down.",
    "I've just got back from the coffee morning and I've remembered something.",
    "Before I forget, and I will forget, there's something I need to do this week.",
    "The weather's turned, so I'm getting organised.",
    "I'm sitting here with my cup of tea making plans for the week.",
]


def _setup(r: random.Random, low: int, high: int, must: str | None = None) -> list[str]:
    """A starting list of `low`..`high` titles, holding `must` when given."""
    rest = r.sample([t for t in TITLES if t != must], r.randint(low, high) - (must is not None))
    setup = rest + ([must] if must else [])
    r.shuffle(setup)
    return setup


def _new(r: random.Random, setup: list[str], count: int = 1) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _h27_add_one(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 4)
    (new,) = _new(r, setup)
    return _say(r, "add-one", t=new), setup, _open([*setup, new]), False, {}


def _h27_add_with_context(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 4)
    (new,) = _new(r, setup)
    task = _say(r, "add-with-context", c=r.choice(_CONTEXT), t=new)
    return task, setup, _open([*setup, new]), False, {}


def _h27_add_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    new = _new(r, setup, r.randint(2, 3))
    bullets = "".join(f"\n- {t}" for t in new)
    task = _say(
        r, "add-several", l=_listing(new), c=", ".join(new), s="; ".join(new), bullets=bullets
    )
    return task, setup, _open([*setup, *new]), False, {}


def _h27_add_if_missing(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    present = r.random() < 0.5
    title = r.choice(setup) if present else _new(r, setup)[0]
    final = setup if present else [*setup, title]
    extra: dict[str, object] = {"contains": [title]} if present else {}
    return _say(r, "add-if-missing", t=title), setup, _open(final), present, extra


def _h27_complete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return _say(r, "complete-by-title", t=setup[i]), setup, _completed(setup, i), False, {}


def _h27_complete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = _say(r, "complete-by-number", n=i + 1, o=_ORDINAL[i])
    return task, setup, _completed(setup, i), False, {}


def _h27_complete_past_tense(r: random.Random) -> TodoOut7:
    title = r.choice(sorted(PAST))
    setup = _setup(r, 2, 5, title)
    task = _say(r, "complete-past-tense", p=PAST[title])
    return task, setup, _completed(setup, setup.index(title)), False, {}


def _h27_complete_two(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = _say(r, "complete-two", a=setup[j], b=setup[i])
    return task, setup, _completed(setup, i, j), False, {}


def _h27_complete_and_add(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    (new,) = _new(r, setup)
    task = _say(r, "complete-and-add", d=setup[i], n=new)
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


def _h27_delete_by_title(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return _say(r, "delete-by-title", t=setup[i]), setup, _deleted(setup, i), False, {}


def _h27_delete_by_number(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = _say(r, "delete-by-number", n=i + 1, o=_ORDINAL[i])
    return task, setup, _deleted(setup, i), False, {}


def _h27_delete_several(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = _say(r, "delete-several", a=setup[i], b=setup[j])
    return task, setup, _deleted(setup, i, j), False, {}


def _h27_complete_then_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = _say(r, "complete-then-clear", a=setup[i], b=setup[j])
    return task, setup, _deleted(setup, i, j), False, {}


def _h27_list_question(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    return _say(r, "list-question"), setup, _open(setup), True, {"contains": list(setup)}


def _h27_count_question(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    extra: dict[str, object] = {"numeric": len(setup)}
    return _say(r, "count-question"), setup, _open(setup), True, extra


def _h27_find_by_keyword(r: random.Random) -> TodoOut7:
    title = r.choice(sorted(KEYWORD))
    setup = _setup(r, 3, 6, title)
    task = _say(r, "find-by-keyword", k=KEYWORD[title])
    return task, setup, _open(setup), True, {"contains": [title]}


TODO: list[TodoTemplate] = [
    f for n, f in list(globals().items()) if n.startswith("_h27_") and f not in ARITHMETIC
]
FAMILIES = ARITHMETIC + TODO


def main() -> None:
    """Check the docstring's families, the phrasings and the titles, then write the set."""
    listed = re.findall(r"^- ([a-z0-9-]+): .+\.$", __doc__ or "", re.MULTILINE)
    names = [f.__name__.removeprefix("_h27_").replace("_", "-") for f in FAMILIES]
    assert listed == names, (listed, names)
    extra = {"savings-total", "currency-back", "weights-average", "anniversary"}
    assert set(SAY) == set(names) | extra, set(SAY) ^ set(names)
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    assert set(PAST) <= set(TITLES)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES if word.search(t)] == [title], keyword
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
