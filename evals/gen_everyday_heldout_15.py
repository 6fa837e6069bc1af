"""Write blind held-out set 15 (`everyday-heldout-15.yaml`): everyday calculator and to-do requests.

Written blind by a helper session (branch h15) for issue #15, as the measure of the default agent
before and after a session's work. The author read only: the sections "The dataset" and "Side
effects" of docs/evals.md; src/agentschool/evals/cases.py and checks.py; the helper functions (not
the templates) of evals/gen_everyday_heldout_4.py and gen_everyday_heldout_7.py that it imports; one
case of everyday-heldout-7.yaml for the YAML shape; and the names of the agent's tools. It read none
of the agent's code, tests (bar one line of the set test), other sets or generators' templates.

The crowd is not the developers: a retired couple, a night-shift nurse, a café owner, a plumber, a
student sharing a flat, a parent, a freelancer, someone new to English, someone dictating by voice
and someone typing fast on a phone. 40 families (one phrasing or a few, 3 seeded draws each).

Arithmetic (24):
- pension-goes-up: a monthly pension in pounds rises by a percentage; the new monthly amount.
- vat-inside-menu-price: a café price that already includes 20% VAT; the price before VAT.
- night-shift-pay: a night shift from an evening time to a morning time at an hourly rate; the pay.
- plumber-quote-total: two parts, labour hours at a rate and a call-out fee; the quote total.
- flat-bills-share: three monthly bills in euros split equally between flatmates; one share.
- school-shopping-total: three items with quantities and unit prices in dollars; the total.
- invoice-hours-total: quarter-hour days of work at an hourly rate in euros; the invoice total.
- tax-set-aside-left: an invoice in dollars less a percentage put aside for tax; what is left.
- coffee-price-rise-percent: a price in pounds rising from one amount to another; the % rise.
- voice-pulse-average: a few heart-rate readings dictated without punctuation; their mean.
- miles-to-km-given: a walk in miles with the km-per-mile factor given; the distance in km.
- stone-to-kg-given: a weight in stone and pounds with both factors given; the weight in kg.
- fahrenheit-to-celsius-given: an oven temperature in F with the conversion rule given; in C.
- savings-simple-interest: savings at a yearly simple-interest rate for some years; the interest.
- round-salary-rupees: a salary in rupees rounded to the nearest hundred or thousand (exact).
- square-room-side: the area of a square room in square metres; the length of one side.
- phone-power: a small whole number to a whole power, typed fast on a phone (exact).
- recipe-cups-fractions: two amounts of flour in cups as mixed fractions; the total cups.
- voice-eggs-left: trays of eggs bought less eggs used, dictated without punctuation (exact).
- price-per-can: a pack of cans at a price in pounds; the price of one can.
- weekly-budget-left: a food budget in dollars less three amounts spent; what is left.
- percent-from-rupees: a percentage of an amount in rupees, asked in learner's English.
- phone-percent-off: a price in pounds with a percentage off, typed on a phone; what is paid.
- minutes-logged-total: three logged times in hours and minutes; the total in minutes (exact).

To-dos (16; setups are open to-dos with ids 1, 2, ... in order):
- add-one-with-context: one to-do added, with a sentence of the asker's life around it.
- add-three-on-phone: three to-dos added in one fast phone message.
- add-two-by-voice: two to-dos added in one dictated message without punctuation.
- list-everything: asks what is on the list; the answer names every to-do, nothing changes.
- count-open: asks how many to-dos there are; the answer holds the count, nothing changes.
- complete-by-title: one to-do named by its title is completed.
- complete-by-number: one to-do named by its number is completed.
- complete-by-position: the first, second, third or last to-do is completed.
- did-it-past-tense: the asker says they did a chore; that to-do is completed.
- delete-by-title: one to-do named by its title is deleted.
- delete-by-number: one to-do named by its number is deleted.
- delete-by-position: the first, second, third or last to-do is deleted.
- complete-two-then-clear: two named to-dos are completed, then completed to-dos are cleared.
- still-on-list-question: asks whether a named chore is still on the list; the answer names it.
- add-if-missing: a chore is added only if it is not on the list (present in some draws).
- add-and-complete: one new to-do added and one existing to-do completed in one message.

Each expected number is computed with exact fractions and checked against an independent float
expression (`_arithmetic_case` of set 7). Run from evals/: `python gen_everyday_heldout_15.py`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
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
    _pounds,
    _typed,
    by_task_unless_question,
    check_titles,
    write_set,
)

SEED = 20261127_15
NAME = "everyday-heldout-15"
MONEY = 0.01


def _rupees(amount: int) -> str:
    assert amount < 100_000  # Indian grouping (1,48,765) would read differently from 148,765
    return f"₹{amount:,}"


def _say(r: random.Random, *phrasings: str) -> str:
    """One of a family's phrasings, drawn."""
    return r.choice(phrasings)


# --------------------------------------------------------------------------- arithmetic


def _h15_pension_goes_up(r: random.Random) -> ArithOut7:
    cents = r.randrange(98_000, 210_000)
    pct = r.choice(["2.5", "3.1", "3.4", "4.1", "6.7", "8.5", "10.1"])
    value = Fraction(cents, 100) * (1 + Fraction(pct) / 100)
    money = _pounds(cents)
    task = _say(
        r,
        f"My husband and I get {money} a month from our pension. We have had a letter saying "
        f"it goes up by {pct}% from April. How much will we get each month after that?",
        f"Our pension is {money} every month and it is going up {pct} per cent next year. "
        "What will the new monthly amount be, please?",
    )
    return task, value, f"{cents}/100*(1+{pct}/100)", MONEY, {}


_MENU = [("slice of carrot cake", 50, 90), ("large latte", 40, 76), ("toasted sandwich", 80, 160)]


def _h15_vat_inside_menu_price(r: random.Random) -> ArithOut7:
    item, low, high = r.choice(_MENU)
    before = 5 * r.randrange(low, high)  # pence, a multiple of 5 so the menu price is whole pence
    menu = before * 6 // 5
    task = (
        f"I run a small café. A {item} is {_pounds(menu)} on the menu, and that price already has "
        "20% VAT in it. What was the price before the VAT was added?"
    )
    return task, Fraction(before, 100), f"{menu}/100/1.2", MONEY, {}


def _clock(hour: int, minute: int, half: str) -> str:
    return f"{hour}{f':{minute:02d}' if minute else ''}{half}"


def _h15_night_shift_pay(r: random.Random) -> ArithOut7:
    start_h, start_m = r.choice([(7, 0), (7, 30), (8, 0), (8, 30), (9, 0), (9, 30), (10, 0)])
    end_h, end_m = r.choice([(6, 0), (6, 30), (7, 0), (7, 30), (8, 0)])
    rate = 5 * r.randrange(560, 980)
    minutes = (24 * 60 - ((start_h + 12) * 60 + start_m)) + end_h * 60 + end_m
    value = Fraction(minutes, 60) * Fraction(rate, 100)
    task = (
        f"nurse here, on nights this week. my shift tonight is {_clock(start_h, start_m, 'pm')} "
        f"to {_clock(end_h, end_m, 'am')} and i get paid for all of it at {_money(rate)} an hour. "
        "how much will i earn for this one shift before tax?"
    )
    check = f"((1440-({start_h}+12)*60-{start_m})+{end_h}*60+{end_m})/60*{rate}/100"
    return task, value, check, MONEY, {}


_PARTS = [
    ("a mixer tap", 4_500, 9_999),
    ("a thermostatic radiator valve", 1_800, 3_900),
    ("a new cistern", 6_000, 12_000),
    ("a length of copper pipe", 900, 2_500),
    ("a shower pump", 15_000, 29_000),
]


def _h15_plumber_quote_total(r: random.Random) -> ArithOut7:
    (p1, lo1, hi1), (p2, lo2, hi2) = r.sample(_PARTS, 2)
    c1, c2 = r.randrange(lo1, hi1), r.randrange(lo2, hi2)
    hours = r.choice([Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(7, 2)])
    rate, fee = r.choice([45, 48, 50, 55, 60]), r.choice([30, 35, 40, 45, 50])
    value = Fraction(c1 + c2, 100) + hours * rate + fee
    task = (
        f"quoting a job for a customer. parts: {p1} at {_pounds(c1)} and {p2} at {_pounds(c2)}. "
        f"labour {_typed(hours)} hours at £{rate} an hour. plus my call-out fee of £{fee}. "
        "what's the total i put on the quote?"
    )
    return task, value, f"({c1}+{c2})/100+{float(hours)}*{rate}+{fee}", MONEY, {}


def _h15_flat_bills_share(r: random.Random) -> ArithOut7:
    bills = [r.randrange(5_000, 12_000), r.randrange(2_000, 4_500), r.randrange(3_000, 9_000)]
    people = r.randint(3, 5)
    value = Fraction(sum(bills), 100) / people
    e, i, g = (_euros(c) for c in bills)
    task = _say(
        r,
        f"flat bills this month r electricity {e}, internet {i} n gas {g}. there's {people} "
        "of us in the flat so how much does each person pay?",
        f"our bills: electricity {e}, internet {i}, gas {g}. we split everything equally "
        f"between {people} flatmates, what's my share?",
    )
    return task, value, f"({bills[0]}+{bills[1]}+{bills[2]})/100/{people}", MONEY, {}


_SCHOOL = [
    ("pairs of school shoes", 1_899, 3_499),
    ("school jumpers", 500, 1_200),
    ("packs of socks", 250, 600),
    ("PE shirts", 300, 800),
    ("lunchboxes", 400, 900),
    ("pencil cases", 150, 450),
]


def _h15_school_shopping_total(r: random.Random) -> ArithOut7:
    items = r.sample(_SCHOOL, 3)
    bought = [(r.randint(2, 4), name, r.randrange(lo, hi)) for name, lo, hi in items]
    value = sum((q * Fraction(c, 100) for q, _, c in bought), Fraction(0))
    parts = [f"{q} {name} at {_money(c)} each" for q, name, c in bought]
    task = (
        f"Back to school shopping for the kids: {parts[0]}, {parts[1]} and {parts[2]}. "
        "What is the total?"
    )
    check = "+".join(f"{q}*{c / 100}" for q, _, c in bought)
    return task, value, check, MONEY, {}


def _h15_invoice_hours_total(r: random.Random) -> ArithOut7:
    days = sorted(r.sample(range(5), r.randint(3, 4)))
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    hours = [Fraction(r.randrange(8, 33), 4) for _ in days]
    rate = r.randrange(35, 66)
    value = sum(hours, Fraction(0)) * rate
    log = ", ".join(f"{names[d]} {_typed(h)} hours" for d, h in zip(days, hours, strict=True))
    task = (
        f"Invoicing a client for this week: {log}. My rate is €{rate} per hour. "
        "What's the invoice total?"
    )
    return task, value, f"({'+'.join(str(float(h)) for h in hours)})*{rate}", MONEY, {}


def _h15_tax_set_aside_left(r: random.Random) -> ArithOut7:
    cents = r.randrange(1_200, 6_000) * 100 + r.choice([0, 0, 50, r.randrange(1, 100)])
    pct = r.choice([20, 25, 28, 30, 33])
    value = Fraction(cents, 100) * (100 - pct) / 100
    task = (
        f"Client finally paid my invoice of {_money(cents)}. I always put {pct}% of every payment "
        "aside for tax. How much is left for me to actually spend?"
    )
    return task, value, f"{cents}/100*(1-{pct}/100)", MONEY, {}


def _h15_coffee_price_rise_percent(r: random.Random) -> ArithOut7:
    while True:
        old = r.choice([12, 16, 18, 20, 24, 25, 30, 32, 40])
        pct = r.choice([Fraction(5), Fraction(15, 2), Fraction(10), Fraction(25, 2), Fraction(15)])
        new = old * (100 + pct)  # pence
        if new.denominator == 1:
            break
    task = (
        f"my supplier put the price of a kilo of coffee beans up from £{old} to "
        f"{_pounds(int(new))}. by what percentage did it go up?"
    )
    return task, pct, f"({int(new)}/100-{old})/{old}*100", MONEY, {}


def _h15_voice_pulse_average(r: random.Random) -> ArithOut7:
    readings = [r.randint(58, 104) for _ in range(r.randint(4, 6))]
    said = " ".join(str(x) for x in readings[:-1]) + f" and {readings[-1]}"
    task = f"ok so my patients heart rate readings tonight were {said} whats the average"
    value = Fraction(sum(readings), len(readings))
    return task, value, f"sum({readings})/{len(readings)}", MONEY, {}


def _h15_miles_to_km_given(r: random.Random) -> ArithOut7:
    miles = Fraction(r.randrange(5, 29), 2)
    task = (
        f"My wife and I walked {_typed(miles)} miles along the canal today. 1 mile is 1.609 km. "
        "How far is that in kilometres?"
    )
    return task, miles * Fraction("1.609"), f"{float(miles)}*1.609", MONEY, {}


def _h15_stone_to_kg_given(r: random.Random) -> ArithOut7:
    stone, pounds = r.randint(8, 16), r.randint(1, 13)
    task = (
        f"The doctor asks my weight in kg but I know it only in stone. I am {stone} stone "
        f"{pounds} pounds. 1 stone is 14 pounds and 1 pound is 0.4536 kg. How much kg is this?"
    )
    value = (stone * 14 + pounds) * Fraction("0.4536")
    return task, value, f"({stone}*14+{pounds})*0.4536", MONEY, {}


def _h15_fahrenheit_to_celsius_given(r: random.Random) -> ArithOut7:
    f = r.choice([320, 325, 340, 350, 356, 375, 390, 400, 425, 450])
    task = (
        f"The cake recipe from my friend says oven {f} F. I only know Celsius. To change it, you "
        "take away 32 and after that multiply by 5/9. How much is it in Celsius?"
    )
    return task, (f - 32) * Fraction(5, 9), f"({f}-32)*5/9", MONEY, {}


def _h15_savings_simple_interest(r: random.Random) -> ArithOut7:
    principal = 500 * r.randint(4, 40)
    rate = r.choice(["2.5", "3.2", "3.75", "4.1", "4.5", "5"])
    years = r.randint(2, 5)
    value = principal * Fraction(rate) / 100 * years
    task = (
        f"We are putting £{principal:,} of our savings into a bond that pays {rate}% simple "
        f"interest a year. How much interest will we earn in {years} years altogether?"
    )
    return task, value, f"{principal}*{rate}/100*{years}", MONEY, {}


def _h15_round_salary_rupees(r: random.Random) -> ArithOut7:
    place, word = r.choice([(100, "hundred"), (1000, "thousand")])
    while True:
        salary = r.randrange(20_000, 99_999)
        if salary % place not in (0, place // 2):
            break
    value = Fraction((salary + place // 2) // place * place)  # half up (never a tie here)
    task = (
        f"Please round my salary {_rupees(salary)} to the nearest {word}. I need it for a form "
        "at the bank."
    )
    return task, value, f"round({salary}/{place})*{place}", None, {}


def _h15_square_room_side(r: random.Random) -> ArithOut7:
    side = Fraction(r.choice([25, 28, 32, 35, 36, 42, 45, 48, 55]), 10)
    area = _typed(side * side)
    task = (
        f"my room in the flat is a perfect square and the landlord says it's {area} square "
        "metres. how long is each wall?"
    )
    return task, side, f"math.sqrt({area})", MONEY, {}


def _h15_phone_power(r: random.Random) -> ArithOut7:
    base, power = r.randint(2, 9), r.randint(3, 7)
    task = _say(r, f"wats {base} to the power of {power}", f"whats {base} to the power {power} pls")
    return task, Fraction(base**power), f"{float(base)}**{power}", None, {}


_CUPS = ["1/4", "1/3", "1/2", "2/3", "3/4"]


def _cups(r: random.Random) -> tuple[str, Fraction, str]:
    whole, part = r.randint(0, 2), r.choice(_CUPS)
    text = f"{whole} {part}" if whole else part
    return text, whole + Fraction(part), f"({whole}+{part})"


def _h15_recipe_cups_fractions(r: random.Random) -> ArithOut7:
    (a, va, ca), (b, vb, cb) = _cups(r), _cups(r)
    task = (
        f"Baking with my kids this afternoon. The cake needs {a} cups of flour and the biscuits "
        f"need {b} cups of flour. How many cups of flour do I need altogether?"
    )
    return task, va + vb, f"{ca}+{cb}", MONEY, {}


def _h15_voice_eggs_left(r: random.Random) -> ArithOut7:
    trays = r.randint(3, 8)
    used = r.randrange(40, trays * 30 - 10)
    task = (
        f"i bought {trays} trays of 30 eggs for the cafe on monday and weve used {used} so far "
        "how many eggs have we got left"
    )
    return task, Fraction(trays * 30 - used), f"{trays}*30.0-{used}", None, {}


def _h15_price_per_can(r: random.Random) -> ArithOut7:
    count = r.choice([6, 12, 18, 24, 30])
    pence = r.randrange(30 * count, 120 * count)  # 30p to £1.20 a can
    drink = r.choice(["lemonade", "cola", "sparkling water", "ginger beer"])
    task = (
        f"A pack of {count} cans of {drink} costs {_pounds(pence)} at the cash and carry. How "
        "much is that for one can?"
    )
    return task, Fraction(pence, 100 * count), f"{pence}/100/{count}", MONEY, {}


def _h15_weekly_budget_left(r: random.Random) -> ArithOut7:
    budget = 10 * r.randint(15, 30)
    spent = [r.randrange(3_000, 7_500), r.randrange(800, 2_500), r.randrange(1_000, 3_500)]
    value = budget - Fraction(sum(spent), 100)
    s, b, m = (_money(c) for c in spent)
    task = (
        f"Our food budget for the week is ${budget}. So far I have spent {s} at the supermarket, "
        f"{b} at the bakery and {m} at the market. How much is left?"
    )
    return task, value, f"{budget}-({spent[0]}+{spent[1]}+{spent[2]})/100", MONEY, {}


def _h15_percent_from_rupees(r: random.Random) -> ArithOut7:
    pct, amount = r.choice([5, 8, 10, 12, 15, 18, 20, 25]), r.randrange(150, 9_000)
    value = Fraction(pct * amount, 100)
    task = _say(
        r,
        f"Please help me. How much is {pct} percent from {amount} rupees?",
        f"Please I want to know {pct} percent from {_rupees(amount)}, how much it is?",
    )
    return task, value, f"{pct}/100*{amount}", _tol(value), {}


def _h15_phone_percent_off(r: random.Random) -> ArithOut7:
    item = r.choice(["jacket", "coat", "hoodie", "pair of trainers", "dress"])
    pence = r.randrange(20, 150) * 100 + r.choice([0, 0, 99, 50])
    pct = r.choice([10, 15, 20, 25, 30, 35, 40, 50])
    value = Fraction(pence, 100) * (100 - pct) / 100
    task = _say(
        r,
        f"{item} is {_pounds(pence)} n its {pct}% off, wat do i actually pay",
        f"the {item} i want is {_pounds(pence)} with {pct}% off today, how much is it then pls",
    )
    return task, value, f"{pence}/100*(1-{pct}/100)", MONEY, {}


def _duration(hours: int, minutes: int) -> str:
    parts = [f"{hours} hour{'s' if hours > 1 else ''}"] if hours else []
    return " ".join([*parts, f"{minutes} minutes"])


def _h15_minutes_logged_total(r: random.Random) -> ArithOut7:
    logs = [(r.randint(0, 4), 5 * r.randint(1, 11)) for _ in range(3)]
    said = [_duration(h, m) for h, m in logs]
    task = (
        f"Time tracking for my client this week: {said[0]}, {said[1]} and {said[2]}. How many "
        "minutes is that in total?"
    )
    value = Fraction(sum(60 * h + m for h, m in logs))
    check = "+".join(f"{h}*60.0+{m}" for h, m in logs)
    return task, value, check, None, {}


ARITHMETIC: list[ArithTemplate] = [f for n, f in globals().items() if n.startswith("_h15_")]

# --------------------------------------------------------------------------- to-dos

CHORES = [
    ("ring the gas company", "rang the gas company"),
    ("pick up my prescription", "picked up my prescription"),
    ("order more oat milk", "ordered more oat milk"),
    ("renew my nursing registration", "renewed my nursing registration"),
    ("book the dentist for the kids", "booked the dentist for the kids"),
    ("send the invoice to Harlow Design", "sent the invoice to Harlow Design"),
    ("buy a new tap washer", "bought a new tap washer"),
    ("pay the council tax", "paid the council tax"),
    ("clean the coffee machine", "cleaned the coffee machine"),
    ("water the tomatoes", "watered the tomatoes"),
    ("return the library books", "returned the library books"),
    ("sign the school trip form", "signed the school trip form"),
    ("change the bed sheets", "changed the bed sheets"),
    ("top up my bus pass", "topped up my bus pass"),
    ("email the landlord about the boiler", "emailed the landlord about the boiler"),
    ("check the pension statement", "checked the pension statement"),
    ("fix the radiator in the hall", "fixed the radiator in the hall"),
    ("wash my uniform", "washed my uniform"),
    ("take the bins out", "took the bins out"),
    ("defrost the freezer", "defrosted the freezer"),
    ("call the bank about my card", "called the bank about my card"),
    ("buy a birthday card for Nan", "bought a birthday card for Nan"),
    ("write the essay plan", "wrote the essay plan"),
    ("post the parcel to Leeds", "posted the parcel to Leeds"),
]
TITLES = [title for title, _ in CHORES]
PAST = dict(CHORES)
POSITIONS = ["first", "second", "third", "last"]


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randint(low, high))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _one(r: random.Random, low: int = 3, high: int = 5) -> tuple[list[str], int]:
    setup = _setup(r, low, high)
    return setup, r.randrange(len(setup))


def _position(r: random.Random, setup: list[str]) -> tuple[str, int]:
    word = r.choice(POSITIONS)
    return word, len(setup) - 1 if word == "last" else POSITIONS.index(word)


def _h15_add_one_with_context(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    (new,) = _fresh(r, setup, 1)
    task = _say(
        r,
        f"I'm on nights all this week and my head is all over the place. Please add "
        f'"{new}" to my to-do list so I don\'t forget.',
        f"We are off to see our daughter on Sunday, so before I forget: add {new} to my "
        "to-do list please.",
        f"Busy day at the café and I keep forgetting things. Can you put {new} on my list?",
    )
    return task, setup, _open([*setup, new]), False, {}


def _h15_add_three_on_phone(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    a, b, c = _fresh(r, setup, 3)
    task = _say(
        r,
        f"pls add {a}, {b} n {c}, i need 2 remember them",
        f"pls add {a}, {b} and {c} to my todo list thx",
    )
    return task, setup, _open([*setup, a, b, c]), False, {}


def _h15_add_two_by_voice(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    a, b = _fresh(r, setup, 2)
    task = _say(
        r,
        f"add two things to my to do list the first one is {a} the second one is {b}",
        f"ok put {a} on my to do list and also {b}",
    )
    return task, setup, _open([*setup, a, b]), False, {}


def _h15_list_everything(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 5)
    task = _say(
        r,
        "What is on my to-do list at the moment?",
        "read me my to do list please",
        "wats on my list",
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h15_count_open(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _say(
        r,
        "How many jobs have I got on my list?",
        "how many things r on my to do list",
        "Please, how many tasks I have in my list?",
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def _h15_complete_by_title(r: random.Random) -> TodoOut7:
    setup, i = _one(r)
    t = setup[i]
    task = _say(
        r,
        f'Please mark "{t}" as done.',
        f"{t} is finished now, can you mark it done on my list",
        f"pls tick off {t}, done it",
    )
    return task, setup, _completed(setup, i), False, {}


def _h15_complete_by_number(r: random.Random) -> TodoOut7:
    setup, i = _one(r)
    task = _say(
        r,
        f"number {i + 1} is done pls tick it off",
        f"Please mark to-do {i + 1} as complete.",
        f"mark number {i + 1} as done on my list",
    )
    return task, setup, _completed(setup, i), False, {}


def _h15_complete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    word, i = _position(r, setup)
    task = _say(
        r,
        f"The {word} thing on my list is done now, please tick it off.",
        f"i finished the {word} one on my to do list mark it done",
    )
    return task, setup, _completed(setup, i), False, {}


def _h15_did_it_past_tense(r: random.Random) -> TodoOut7:
    setup, i = _one(r)
    past = PAST[setup[i]]
    task = _say(
        r,
        f"Good news, I {past} today, so that one is done.",
        f"just so u know i {past} this morning, tick it off",
        f"I {past} yesterday. Please mark it as done on my list.",
    )
    return task, setup, _completed(setup, i), False, {}


def _h15_delete_by_title(r: random.Random) -> TodoOut7:
    setup, i = _one(r)
    t = setup[i]
    task = _say(
        r,
        f"I don't need to {t} any more. Please delete it from my list.",
        f'please remove "{t}" from my to-do list',
        f"delete {t} from my list, i'm not doing that anymore",
    )
    return task, setup, _deleted(setup, i), False, {}


def _h15_delete_by_number(r: random.Random) -> TodoOut7:
    setup, i = _one(r)
    task = _say(
        r,
        f"delete number {i + 1} pls",
        f"Please, you can remove the task number {i + 1} from my list? I don't need it.",
        f"get rid of to-do {i + 1} please, it's not needed",
    )
    return task, setup, _deleted(setup, i), False, {}


def _h15_delete_by_position(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    word, i = _position(r, setup)
    task = _say(
        r,
        f"Please delete the {word} item on my list.",
        f"remove the {word} one from my to do list i dont need it",
    )
    return task, setup, _deleted(setup, i), False, {}


def _h15_complete_two_then_clear(r: random.Random) -> TodoOut7:
    setup = _setup(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = _say(
        r,
        f'I have done "{a}" and "{b}". Please mark them both done and then clear all the '
        "finished ones off my list.",
        f"tick off {a} and {b} pls then clear out the done ones",
    )
    return task, setup, _deleted(setup, i, j), False, {}


def _h15_still_on_list_question(r: random.Random) -> TodoOut7:
    setup, i = _one(r)
    t = setup[i]
    task = _say(r, f"Do I still need to {t}? Is it on my list?", f"is {t} still on my to do list")
    return task, setup, _open(setup), True, {"contains": [t]}


_ASKED: list[bool] = []  # add-if-missing draws so far: absent, present, absent, ...


def _h15_add_if_missing(r: random.Random) -> TodoOut7:
    present = len(_ASKED) % 2 == 1
    _ASKED.append(present)
    setup = _setup(r, 2, 4)
    t = r.choice(setup) if present else _fresh(r, setup, 1)[0]
    task = _say(
        r,
        f'Can you check if "{t}" is on my list, and if it is not there, add it?',
        f"if {t} isnt on my to do list add it pls",
    )
    final = _open(setup if present else [*setup, t])
    return task, setup, final, present, {}


def _h15_add_and_complete(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 4)
    (new,) = _fresh(r, setup, 1)
    task = _say(
        r,
        f'Please add "{new}" to my list, and "{setup[i]}" is done now, so tick that off.',
        f"add {new} to my to do list and mark number {i + 1} as done",
    )
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


TODO: list[TodoTemplate] = [
    f for n, f in globals().items() if n.startswith("_h15_") and f not in ARITHMETIC
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind by evals/gen_everyday_heldout_15.py (seed {seed}), before any tuning against it,
# by a helper session (branch h15) that read none of the agent's code or tests, nor the other
# sets or their generators' templates. The crowd: pensioners, a nurse, a café owner, a plumber,
# a student, a parent, a freelancer, a learner of English, voice dictation and phone typing.
# {families} template families ({arith} arithmetic, {todo} to-do), {draws} seeded draws each.
# Expected numbers are computed with exact fractions and checked against an independent float
# expression. Do not tune against it: regenerate, do not edit.
"""


def distinct_draws(template: Callable[..., object], out: tuple[object, ...]) -> str:
    """A family's draws differ in their answer (arithmetic) or as set 7 asks (to-dos)."""
    return repr(out[1]) if isinstance(out[1], Fraction) else by_task_unless_question(template, out)


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do."""
    _ASKED.clear()  # the same set on every call
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    assert all(PAST[t] != t and PAST[t].split()[-1] == t.split()[-1] for t in TITLES)
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16), key=distinct_draws)
    print(path)


if __name__ == "__main__":
    main()
