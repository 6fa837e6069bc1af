"""Blind held-out set 42: calculator and to-do requests from health and care shift workers.

Theme: nurses, carers, paramedics and hospital or care-home shift workers in the UK, Ireland, the
US, Australia, India and Kenya, in their first hour with an assistant that has a calculator and a
to-do list: shift pay with night premiums and overtime, doses per kg of body weight, stock
strengths, drip and pump rates, fluid balance, patients per nurse, home-visit mileage, rota days,
pay slips, breaks and annual leave; to-do lists of handover jobs, forms, supplies, home visits,
training and the chores waiting at home.

Voices: tired and terse, typed one-handed on a phone between tasks (lowercase, dropped
apostrophes, "pls", "hrs", "pt", "obs", "q6h", "bd", "QID", "5/7", the odd typo), a few
clinical shorthand equations, and some very formal ones written as if for a memo. Numbers come
as digits, sometimes as words; money in pounds, euros, dollars, rupees and shillings.

Every request that can come out not whole says how to round; half-way ties are redrawn. Answers
are exact fractions, each handed to set 7's `write_set` with an independent float expression of
it.

What I read (and nothing else of the repository):
- docs/evals.md: the list of its "## " headings (to find the ranges), then only the sections
  "## The dataset" and "## Side effects".
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full.
- evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol`.
- evals/gen_everyday_heldout_7.py: `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`,
  `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`,
  `write_set`, and the list of its top-level names.
- The first 30 lines of evals/everyday-heldout-7.yaml.

Slips (seen beyond that list, by accident):
- gen_everyday_heldout_4.py: printing one range from `_money` to `_tol` also showed `_cents`,
  `_ordinal` and the first lines of its first arithmetic template (a percent-of question).
- gen_everyday_heldout_7.py: a grep for its imports showed its stdlib import lines, the line that
  opens its import from gen_everyday_heldout_4, and one line of its module docstring (its family
  counts); printing `ArithOut7`/`TodoOut7` showed their docstrings and the `Out` TypeVar line.
- `git worktree add` printed the subject of the commit the branch starts from.
- pyproject.toml: its ruff, mypy and pytest settings (looked up for the line length and lint
  rules), and `ls evals/` showed the names of the other sets and generators (not their contents).

Arithmetic families (24):
- h42_night_premium_pay: hours times hourly rate, plus a night premium percent, to the penny.
- h42_overtime_over_contract: contracted hours at basic, hours beyond at time and a half or double.
- h42_dose_mg_per_kg: a weight-based dose, mg per kg times body weight.
- h42_stock_dose_volume: volume to draw up, prescribed dose over stock strength times its volume.
- h42_iv_rate_ml_per_hour: a pump rate, volume over duration in ml per hour.
- h42_drops_per_minute: a gravity drip rate, volume times drop factor over minutes.
- h42_fluid_balance: a fluid balance chart, total intake minus total output (may be negative).
- h42_patients_per_nurse: a staffing ratio, patients (or occupied beds) over nurses on shift.
- h42_visit_mileage_claim: the day's home-visit legs summed, times a mileage rate.
- h42_paid_hours_overnight: a night shift's clock times across midnight minus an unpaid break.
- h42_rota_shift_count: shifts a week times weeks, minus shifts on leave.
- h42_hourly_from_salary: an hourly rate from an annual or monthly salary and weekly hours.
- h42_payslip_net: net pay, gross minus percentage and fixed deductions.
- h42_bed_occupancy_percent: occupied beds as a percentage of the ward's beds.
- h42_tablets_for_course: tablets to dispense, tablets per dose times doses a day times days.
- h42_q_hourly_daily_total: the total a day of a dose given every few hours.
- h42_bmi: weight over height squared (height in cm or m).
- h42_average_obs: the mean of a run of observations (pulse, temperature, BP, RR, glucose).
- h42_infusion_time_remaining: volume left over rate, in minutes or hours.
- h42_mcg_kg_min_pump_rate: ml per hour for a mcg/kg/min infusion of a given bag.
- h42_prorata_annual_leave: full-time leave scaled by contracted hours or WTE.
- h42_takeaway_split: a night-shift food order plus delivery or tip, shared equally.
- h42_fahrenheit_to_celsius: a temperature converted from Fahrenheit to Celsius.
- h42_supply_boxes_round_up: boxes to order, usage over a period over box size, rounded up.

To-do families (16):
- h42_add_one: add one job.
- h42_add_two: add two jobs in one message.
- h42_complete_by_number: tick off an item by its number.
- h42_complete_by_title: tick off an item named by what was done.
- h42_complete_two: tick off two items (by number or by name).
- h42_delete_by_number: delete an item by its number.
- h42_delete_by_title: delete an item named by its words.
- h42_delete_two: delete two items.
- h42_read_list: read the list back (nothing may change).
- h42_count: how many items there are (nothing may change).
- h42_is_on_list: whether a job is on the list, alternately yes and no (nothing may change).
- h42_which_number: the number of a named item (nothing may change).
- h42_clear_all: delete everything.
- h42_rename: change an item's wording.
- h42_complete_one_add_one: tick one off and add a new one in the same message.
- h42_all_done: mark every item complete.
"""

from __future__ import annotations

import itertools
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
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 2026112942
NAME = "everyday-heldout-42"

HEADER = """\
# {name}: calculator and to-do requests from nurses, carers, paramedics
# and hospital or care-home shift workers (UK, Ireland, US, Australia, India, Kenya), held out.
# Written blind by evals/gen_everyday_heldout_42.py (seed {seed}) by a helper session (branch
# h42) that read only the dataset format, the case and check models and a few helpers of sets 4
# and 7: none of the planner's, the tools', the tests' or the other sets' requests.
# {families} template families ({arith} arithmetic, {todo} to-do), several phrasings each,
# {draws} seeded draws. Expected numbers are exact fractions rounded as each request asks
# (half-way ties redrawn), checked against an independent float expression. Do not tune against
# it: regenerate, do not edit.
"""

# --------------------------------------------------------------------------- helpers

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

_ORDERS: dict[str, list[int]] = {}


def _words(n: int) -> str:
    """0 to 999 in words, as people write them ("forty-two", "one hundred and five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" and {_words(rest)}" if rest else "")


def _num(value: Fraction | int) -> str:
    """A terminating fraction as a person types it ("7.5", "12", "0.15")."""
    value = Fraction(value)
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _rounded(value: Fraction, places: int) -> Fraction | None:
    """`value` rounded to `places` decimals, or None on a half-way tie (the draw is redone)."""
    scaled = value * 10**places
    floor = math.floor(scaled)
    rest = scaled - floor
    if rest == Fraction(1, 2):
        return None
    return Fraction(floor + (1 if rest > Fraction(1, 2) else 0), 10**places)


def _variant(r: random.Random, family: str, count: int) -> int:
    """The next wording of `family`: each is used once, in a seeded order, before any repeats."""
    order = _ORDERS.setdefault(family, [])
    if not order:
        order.extend(range(count))
        r.shuffle(order)
    return order.pop()


def _tenths(r: random.Random, low: float, high: float) -> Fraction:
    """A number with one decimal drawn between `low` and `high`."""
    return Fraction(r.randrange(round(low * 10), round(high * 10) + 1), 10)


_CURRENCY = {
    "GBP": (_pounds, "to the penny"),
    "EUR": (_euros, "to the cent"),
    "USD": (_money, "to the nearest cent"),
    "AUD": (_money, "to the cent"),
}


def _cash(cents: int, currency: str) -> str:
    """An amount as a person in that country writes it."""
    if currency == "INR":
        return f"Rs {_num(Fraction(cents, 100))}"
    if currency == "KES":
        return f"KSh {cents // 100:,}"
    return _CURRENCY[currency][0](cents)


# --------------------------------------------------------------------------- arithmetic

_HOURLY_CENTS = {"GBP": (1250, 2450), "EUR": (1750, 3150), "USD": (3000, 5650), "AUD": (3800, 6250)}


def h42_night_premium_pay(r: random.Random) -> ArithOut7:
    """Hours times rate plus a night premium percent, rounded to the penny."""
    while True:
        cur = r.choice(["GBP", "EUR", "USD", "AUD"])
        cents = r.randrange(*_HOURLY_CENTS[cur])
        hours = r.choice([Fraction(15, 2), 8, 10, Fraction(23, 2), 12, Fraction(25, 2)])
        pct = r.choice([10, 15, 20, 25, 30, 33, 35, 50])
        value = _rounded(hours * Fraction(cents, 100) * Fraction(100 + pct, 100), 2)
        if value is not None:
            break
    rate, h, to = _cash(cents, cur), _num(hours), _CURRENCY[cur][1]
    said = _words(int(hours)) if hours.denominator == 1 else h
    task = [
        f"doing {_a(int(hours))}{h[len(str(int(hours))) :]} hr night at {rate}/hr, nights get "
        f"+{pct}%. whats the shift worth before tax? {to} pls",
        f"Night shift of {h} hours, basic rate {rate} per hour, plus a {pct}% unsocial hours "
        "enhancement on the whole shift. What is the gross pay? Please round to 2 decimal places.",
        f"how much do i get for {said} hours on nights if basic is {rate} ph and the night "
        f"premium is {pct} percent? {to}",
        f"{h}h nights x {rate}/h +{pct}% premium = ? (2dp)",
    ][_variant(r, "night_premium", 4)]
    expr = f"round({float(hours)} * {cents} / 100 * (1 + {pct} / 100), 2)"
    return task, value, expr, _tol(value), {}


def h42_overtime_over_contract(r: random.Random) -> ArithOut7:
    """Contracted hours at basic plus the hours beyond at time and a half or double time."""
    while True:
        cur = r.choice(["GBP", "EUR", "USD", "AUD"])
        cents = r.randrange(*_HOURLY_CENTS[cur])
        contract = Fraction(40) if cur == "USD" else r.choice([Fraction(75, 2), 36, 30, 38])
        extra = r.choice([3, Fraction(9, 2), 6, Fraction(15, 2), 8, 12, Fraction(23, 2)])
        mult, name, short = r.choice(
            [(Fraction(3, 2), "time and a half", "1.5x"), (2, "double time", "x2")]
        )
        rate = Fraction(cents, 100)
        value = _rounded(contract * rate + extra * rate * mult, 2)
        if value is not None:
            break
    worked, c, money, to = contract + extra, _num(contract), _cash(cents, cur), _CURRENCY[cur][1]
    w = _words(int(worked)) if worked.denominator == 1 else _num(worked)
    task = [
        f"contracted {c} hrs a week, did {_num(worked)} this week. basic is {money}/hr and "
        f"anything over contract is {name}. whats my gross for the week? {to}",
        f"I am contracted for {c} hours per week at {money} per hour. This week I worked "
        f"{_num(worked)} hours; hours beyond my contract are paid at {name}. What is my gross pay "
        "for the week, to two decimal places?",
        f"{_num(worked)} hrs this wk ({c} contracted), {money} ph, OT {short}. total pay? 2dp",
        f"worked {w} hours this week ugh. contract is {c}. overtime paid at {name}, base {money} "
        f"an hour. how much b4 tax? {to}",
    ][_variant(r, "overtime", 4)]
    base, more = float(contract), float(extra)
    expr = f"round({base} * {cents / 100} + {more} * {cents / 100} * {float(mult)}, 2)"
    return task, value, expr, _tol(value), {}


_PER_KG = [
    ("paracetamol", Fraction(15), True),
    ("ibuprofen", Fraction(10), True),
    ("amoxicillin", Fraction(25), True),
    ("ondansetron", Fraction(15, 100), True),
    ("ceftriaxone", Fraction(50), True),
    ("gentamicin", Fraction(7), False),
    ("enoxaparin", Fraction(3, 2), False),
    ("vancomycin", Fraction(15), False),
    ("morphine", Fraction(1, 10), False),
]


def h42_dose_mg_per_kg(r: random.Random) -> ArithOut7:
    """A weight-based dose: mg per kg times the weight, to one decimal."""
    while True:
        drug, per_kg, child = r.choice(_PER_KG)
        weight = _tenths(r, 6, 42) if child else _tenths(r, 48, 118)
        value = _rounded(per_kg * weight, 1)
        if value is not None:
            break
    d, w, who = _num(per_kg), _num(weight), "child" if child else "patient"
    task = [
        f"pt weighs {w}kg, {drug} {d}mg/kg. how many mg? 1dp",
        f"Dose check: {drug} {d} mg/kg for a {who} of {w} kg. What is the dose in mg, rounded to "
        "one decimal place?",
        f"wt {w} kg, {drug} @ {d} mg/kg — total mg? (1 dp)",
        f"whats {d} mg per kg for someone {w} kilos. its {drug}. round to 1 decimal pls",
    ][_variant(r, "per_kg", 4)]
    return task, value, f"round({float(per_kg)} * {float(weight)}, 1)", _tol(value), {}


_STOCKS = [
    ("amoxicillin suspension", 250, 5, [Fraction(n) for n in range(125, 751, 25)]),
    ("paracetamol suspension", 120, 5, [Fraction(n) for n in range(60, 481, 15)]),
    ("ibuprofen suspension", 100, 5, [Fraction(n) for n in range(50, 401, 10)]),
    ("cefalexin suspension", 125, 5, [Fraction(n) for n in range(62, 501, 12)]),
    ("Oramorph", 10, 5, [Fraction(n, 2) for n in (5, 10, 15, 20, 25, 30, 40)]),
    ("morphine", 10, 1, [Fraction(n, 2) for n in (2, 3, 4, 5, 6, 8, 15)]),
    ("furosemide", 20, 2, [Fraction(n) for n in (10, 20, 40, 60, 80)]),
    ("gentamicin", 80, 2, [Fraction(n) for n in range(60, 401, 10)]),
    ("haloperidol", 5, 1, [Fraction(n, 2) for n in (1, 2, 3, 5, 7)]),
]


def h42_stock_dose_volume(r: random.Random) -> ArithOut7:
    """Volume to give: prescribed dose over stock strength times stock volume."""
    while True:
        drug, mg, ml, doses = r.choice(_STOCKS)
        dose = r.choice(doses)
        places = 2 if ml <= 2 else 1
        value = _rounded(dose / mg * ml, places)
        if value is not None:
            break
    d, word = _num(dose), "two decimal places" if places == 2 else "one decimal place"
    task = [
        f"{drug} is {mg}mg/{ml}ml, prescribed {d}mg. how many ml do i draw up? {places}dp",
        f"Prescribed {d} mg; stock {drug} {mg} mg in {ml} mL. What volume should be given? "
        f"Please round to {word}.",
        f"need {d} mg, have {mg} mg per {ml} ml ({drug}). ml? round {places}dp",
        f"want/have x volume: want {d}mg, have {mg}mg in {ml}ml. answer in mls to {places} dp",
    ][_variant(r, "stock", 4)]
    expr = f"round({float(dose)} / {mg} * {ml}, {places})"
    return task, value, expr, _tol(value), {}


_FLUIDS = ["0.9% saline", "Hartmann's", "normal saline", "Plasma-Lyte", "dextrose"]


def h42_iv_rate_ml_per_hour(r: random.Random) -> ArithOut7:
    """A pump rate: volume over the time it must run, in ml per hour."""
    while True:
        volume = r.choice([50, 100, 250, 500, 1000, 1000, 1500, 2000])
        if volume <= 250:
            minutes = r.choice([20, 30, 45, 90, 120, 180, 240])
        else:
            minutes = 60 * r.choice([2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24])
        places = r.choice([0, 1])
        value = _rounded(Fraction(volume * 60, minutes), places)
        if value is not None:
            break
    fluid = (
        r.choice(_FLUIDS)
        if volume >= 500
        else r.choice(["IV abx", "metronidazole", "the infusion"])
    )
    hours = minutes // 60
    over = f"{minutes} minutes" if minutes % 60 else f"{hours} hours"
    short = f"{minutes} min" if minutes % 60 else f"{hours}h"
    vol = {1000: "1L", 2000: "2 litres"}.get(volume, f"{volume}ml")
    said = f"{_words(hours)} hours" if minutes % 60 == 0 and r.random() < 0.5 else over
    near, name = (
        ("nearest whole number", "the nearest whole number")
        if places == 0
        else ("1dp", "one decimal place")
    )
    task = [
        f"{vol} {fluid} over {said}, what do i set the pump to? ml/hr, {near}",
        f"Please calculate the infusion rate in ml per hour for {volume} ml of {fluid} to be "
        f"given over {over}. Round to {name}.",
        f"{volume}ml over {short} = ?ml/hr ({near})",
        f"rate for {fluid} {volume} ml to run over {over}? ml/h, {near}",
    ][_variant(r, "iv_rate", 4)]
    return task, value, f"round({volume} / ({minutes} / 60), {places})", _tol(value), {}


def h42_drops_per_minute(r: random.Random) -> ArithOut7:
    """A gravity drip: volume times drop factor over minutes, to the nearest whole drop."""
    while True:
        volume = r.choice([100, 250, 500, 500, 1000, 1000])
        hours = r.choice([1, 2]) if volume <= 250 else r.choice([4, 6, 8, 10, 12])
        factor = r.choice([15, 20, 60]) if volume <= 250 else r.choice([15, 20])
        value = _rounded(Fraction(volume * factor, hours * 60), 0)
        if value is not None:
            break
    span = "an hour" if hours == 1 else f"{_words(hours)} hrs"
    task = [
        f"gravity set, {factor} drops/ml. {volume}ml over {hours}h. drops per min? round to whole",
        f"What is the drip rate in gtt/min for {volume} mL over {hours} hour{'s' * (hours > 1)} "
        f"using {_a(factor)} gtt/mL giving set? Round to the nearest drop.",
        f"no pump free on the ward 🙄 {volume} ml to go in over {span}, giving set is {factor} "
        "drops per ml, how many drops a minute (nearest whole)",
        f"dpm for {volume}mL / {hours} hr, DF {factor}? nearest whole number",
    ][_variant(r, "drops", 4)]
    return task, value, f"round({volume} * {factor} / ({hours} * 60))", _tol(value), {}


def h42_fluid_balance(r: random.Random) -> ArithOut7:
    """A fluid balance: everything in minus everything out (may be negative)."""
    oral = [r.choice([50, 100, 120, 150, 180, 200, 250, 300]) for _ in range(r.randint(2, 4))]
    iv = r.choice([0, 500, 1000, 250, 125 * r.randint(3, 9)])
    urine = [r.randrange(100, 625, 25) for _ in range(r.randint(2, 4))]
    vomit = r.choice([0, 0, 100, 150, 200])
    value = Fraction(sum(oral) + iv - sum(urine) - vomit)
    drank, passed = _listing([str(n) for n in oral]), _listing([str(n) for n in urine])
    iv_in = f", IV {iv}" if iv else ""
    iv_line = f" and had {iv}ml IV" if iv else ""
    sick = f", vomit {vomit}" if vomit else ""
    sick_line = f" and vomited about {vomit}ml" if vomit else ""
    iv_formal = f"; intravenous {iv} ml" if iv else ""
    sick_formal = f"; vomit {vomit} ml" if vomit else ""
    ins = "+".join(str(n) for n in [*oral, *([iv] if iv else [])])
    outs = "+".join(str(n) for n in [*urine, *([vomit] if vomit else [])])
    task = [
        f"fluid balance pls. in: oral {', '.join(map(str, oral))}{iv_in}. out: urine "
        f"{', '.join(map(str, urine))}{sick}. in minus out?",
        f"Could you total today's fluid balance chart? Intake: oral {drank} ml{iv_formal}. "
        f"Output: urine {passed} ml{sick_formal}. What is the net balance (intake minus output)?",
        f"FB: input {ins}ml, output {outs}ml — net (in−out)?",
        f"pt drank {drank} mls{iv_line}, passed {passed} ml urine{sick_line}. whats the "
        "balance, in minus out",
    ][_variant(r, "fluid", 4)]
    expr = f"({' + '.join(map(str, oral))} + {iv}) - ({' + '.join(map(str, urine))} + {vomit})"
    return task, value, expr, _tol(value), {}


def h42_patients_per_nurse(r: random.Random) -> ArithOut7:
    """Patients (or occupied beds) over nurses on shift, to one decimal."""
    while True:
        nurses = r.randint(2, 8)
        beds = r.randint(12, 40)
        empty = r.randint(0, 5)
        patients = beds - empty
        value = _rounded(Fraction(patients, nurses), 1)
        if value is not None and patients > nurses:
            break
    kind = _variant(r, "ratio", 4)
    task = [
        f"{patients} pts tonight and {nurses} nurses on. how many pts each? 1 dp",
        f"ratio check — {beds} bed unit, {empty} empty, {nurses} RNs on shift. patients per "
        "nurse, to one decimal?",
        f"What's our nurse-to-patient ratio if we have {_words(nurses)} registered nurses for "
        f"{patients} patients? Express it as patients per nurse, rounded to 1 decimal place.",
        f"{beds} beds, {empty} empty, {nurses} of us on. pts per nurse (1dp)?",
    ][kind]
    expr = (
        f"round(({beds} - {empty}) / {nurses}, 1)"
        if kind in (1, 3)
        else f"round({patients} / {nurses}, 1)"
    )
    if kind in (1, 3) and empty == 0:
        task = task.replace(", 0 empty", ", all full").replace(" 0 empty,", " all full,")
    return task, value, expr, _tol(value), {}


_MILEAGE = [
    ("GBP", "miles", Fraction(45, 100), "45p a mile", "45p per mile"),
    ("USD", "miles", Fraction(70, 100), "70 cents a mile", "70¢/mile"),
    ("USD", "miles", Fraction(67, 100), "67 cents a mile", "67¢ per mile"),
    ("AUD", "km", Fraction(88, 100), "88c a km", "88c/km"),
    ("EUR", "km", Fraction(52, 100), "52 cent a km", "€0.52/km"),
    ("KES", "km", Fraction(30), "30 bob a km", "KSh 30 per km"),
]


def h42_visit_mileage_claim(r: random.Random) -> ArithOut7:
    """The day's home-visit legs summed, times the mileage rate, in the main currency unit."""
    while True:
        cur, unit, rate, casual, formal = r.choice(_MILEAGE)
        legs = [_tenths(r, 1.5, 24.9) for _ in range(r.randint(3, 6))]
        places = 0 if cur == "KES" else 2
        value = _rounded(sum(legs) * rate, places)
        if value is not None:
            break
    listed = [_num(x) for x in legs]
    to = "nearest shilling" if cur == "KES" else _CURRENCY[cur][1]
    symbol = {"GBP": "£", "USD": "$", "AUD": "$", "EUR": "€", "KES": "KSh"}[cur]
    task = [
        f"home visits today: {', '.join(listed)} {unit}. mileage is {casual}. how much can i "
        f"claim? {to} pls",
        f"Please calculate my mileage claim: journeys of {_listing(listed)} {unit} at {formal}. "
        f"Give the total in {symbol} {'to the shilling' if cur == 'KES' else 'to 2 decimals'}.",
        f"{' + '.join(listed)} {unit} @ {formal}, total claim in {symbol}? ({to})",
        f"drove {_listing(listed)} {unit} between clients today, we get {casual} — what do i put "
        f"on the claim form in {symbol}? {to}",
    ][_variant(r, "mileage", 4)]
    expr = f"round(({' + '.join(str(float(x)) for x in legs)}) * {float(rate)}, {places})"
    return task, value, expr, _tol(value), {}


def _clock(minutes: int, style: int) -> str:
    """A clock time in one of the ways shift workers write it."""
    h, m = divmod(minutes % (24 * 60), 60)
    if style == 0:
        return f"{h:02d}:{m:02d}"
    if style == 1:
        return f"{h:02d}{m:02d}"
    twelve, half = (h - 1) % 12 + 1, "am" if h < 12 else "pm"
    return f"{twelve}{'' if m == 0 else f'.{m:02d}'}{half}"


def h42_paid_hours_overnight(r: random.Random) -> ArithOut7:
    """A night shift's length across midnight minus an unpaid break, in decimal hours."""
    start = r.choice([19 * 60, 19 * 60 + 30, 20 * 60, 20 * 60 + 30, 21 * 60, 21 * 60 + 45, 22 * 60])
    end = r.choice([7 * 60, 7 * 60 + 15, 7 * 60 + 30, 7 * 60 + 45, 8 * 60, 8 * 60 + 30])
    pause = r.choice([20, 30, 40, 45, 60, 75])
    exact = Fraction(24 * 60 - start + end - pause, 60)
    value = _rounded(exact, 2)
    assert value is not None
    kind = _variant(r, "overnight", 4)
    a, b = _clock(start, [0, 0, 2, 1][kind]), _clock(end, [0, 0, 2, 1][kind])
    brk = "an hour" if pause == 60 else f"{pause} min"
    task = [
        f"on {a} til {b} with {brk} unpaid break. how many paid hrs? decimal, 2dp",
        f"Night shift {a}–{b}, {pause} minute break unpaid. Paid hours as a decimal number "
        "(round to 2 dp)?",
        f"started at {a}, finish {b} tomorrow morning, {pause} mins break not paid. how many hours "
        "do i put on my timesheet (decimal hrs, 2dp)",
        f"{a}-{b} nights, minus {pause}m break = ? hrs (2 d.p.)",
    ][kind]
    expr = f"round((24 - {start / 60} + {end / 60}) - {pause} / 60, 2)"
    return task, value, expr, _tol(value), {}


def h42_rota_shift_count(r: random.Random) -> ArithOut7:
    """Shifts a week times weeks, minus the shifts covered by leave."""
    per_week = r.randint(2, 5)
    weeks = r.choice([4, 6, 8, 10, 12, 13])
    leave = r.randint(1, 2 * per_week)
    value = Fraction(per_week * weeks - leave)
    kind = r.choice(["long days", "nights", "shifts"])
    task = [
        f"i do {per_week} {kind} a week. over the next {weeks} weeks, with {leave} of them off as "
        "AL, how many shfits is that?",
        f"My rota is {per_week} shifts per week for a {weeks}-week period. I have annual leave "
        f"covering {leave} of those shifts. How many shifts will I actually work?",
        f"{per_week} {kind}/wk x {weeks} wks minus {leave} leave = ? shifts",
        f"how many shifts am i on over {_words(weeks)} weeks, {_words(per_week)} a week, but "
        f"{_words(leave)} are booked off",
    ][_variant(r, "rota", 4)]
    return task, value, f"{per_week} * {weeks} - {leave}", _tol(value), {}


def h42_hourly_from_salary(r: random.Random) -> ArithOut7:
    """An hourly rate from a salary and the weekly (or monthly) hours, to two decimals."""
    kind = _variant(r, "salary", 4)
    while True:
        if kind == 0:
            salary = r.randrange(29970, 36484)
            value = _rounded(Fraction(salary) / 52 / Fraction(75, 2), 2)
            task = (
                f"band 5 on £{salary:,} a year, 37.5 hrs a week. whats that per hour? 52 weeks, "
                "to the penny"
            )
            expr = f"round({salary} / 52 / 37.5, 2)"
        elif kind == 1:
            salary = r.randrange(35000, 50001, 50)
            value = _rounded(Fraction(salary) / 52 / 39, 2)
            task = (
                f"My annual salary is €{salary:,} and I work 39 hours per week. What is my hourly "
                "rate, assuming 52 weeks in the year? Please give it to two decimal places."
            )
            expr = f"round({salary} / 52 / 39, 2)"
        elif kind == 2:
            salary = r.randrange(25000, 60001, 500)
            value = _rounded(Fraction(salary) / 26 / 8, 2)
            task = (
                f"staff nurse salary Rs {salary} per month, 26 working days, 8 hr duty each day. "
                "per hour how much? round 2 decimal"
            )
            expr = f"round({salary} / 26 / 8, 2)"
        else:
            salary = r.randrange(45000, 120001, 500)
            value = _rounded(Fraction(salary * 12) / 52 / 45, 2)
            task = (
                f"i earn KSh {salary:,} a month and work 45 hrs a week. whats my hourly rate? take "
                "12 months and 52 weeks a year, 2 dp"
            )
            expr = f"round({salary} * 12 / 52 / 45, 2)"
        if value is not None:
            return task, value, expr, _tol(value), {}


def h42_payslip_net(r: random.Random) -> ArithOut7:
    """Net pay: gross minus a percentage deduction and fixed ones, to two decimals."""
    kind = _variant(r, "payslip", 3)
    while True:
        if kind == 0:
            gross = r.randrange(210000, 340000)
            pct = r.choice([Fraction(52, 10), Fraction(65, 10), Fraction(83, 10), Fraction(98, 10)])
            fixed = [r.randrange(18000, 42000), r.randrange(6000, 18000)]
            task = (
                f"payslip check: gross {_pounds(gross)}, pension {_num(pct)}% of gross, tax "
                f"{_pounds(fixed[0])}, NI {_pounds(fixed[1])}. what should my net be? 2dp"
            )
        elif kind == 1:
            gross = r.randrange(280000, 450000)
            pct = r.choice([Fraction(3), Fraction(5), Fraction(13, 2)])
            fixed = [r.randrange(30000, 70000), r.randrange(10000, 18000), r.randrange(5000, 12000)]
            task = (
                f"Could you verify my net pay? Gross {_euros(gross)}; PAYE {_euros(fixed[0])}; "
                f"PRSI {_euros(fixed[1])}; USC {_euros(fixed[2])}; superannuation {_num(pct)}% of "
                "gross. Please give the net figure to the cent."
            )
        else:
            gross = r.randrange(250000, 520000)
            pct = r.choice([Fraction(3), Fraction(4), Fraction(6), Fraction(8)])
            fixed = [r.randrange(25000, 70000), r.randrange(8000, 20000)]
            task = (
                f"gross {_money(gross)} this check, fed tax {_money(fixed[0])}, state tax "
                f"{_money(fixed[1])}, 401k {_num(pct)}% of gross. what should take home be? "
                "nearest cent"
            )
        exact = Fraction(gross, 100) * (1 - pct / 100) - Fraction(sum(fixed), 100)
        value = _rounded(exact, 2)
        if value is not None:
            break
    less = " + ".join(str(c / 100) for c in fixed)
    expr = f"round({gross / 100} - {gross / 100} * {float(pct)} / 100 - ({less}), 2)"
    return task, value, expr, _tol(value), {}


def h42_bed_occupancy_percent(r: random.Random) -> ArithOut7:
    """Occupied beds as a percentage of the beds, to one decimal."""
    while True:
        beds = r.randint(12, 36)
        empty = r.randint(1, 7)
        value = _rounded(Fraction(100 * (beds - empty), beds), 1)
        if value is not None:
            break
    kind, verb = _variant(r, "occupancy", 4), "is" if empty == 1 else "are"
    task = [
        f"{beds} bed ward, {beds - empty} occupied. occupancy %? 1dp",
        f"For the bed state report: we have {beds} beds of which {_words(empty)} {verb} empty. "
        "What is our bed occupancy as a percentage, to one decimal place?",
        f"what % of beds are full if {empty} out of {beds} are empty? 1 decimal",
        f"occ rate: {beds - empty}/{beds} beds = ?% (round 1dp)",
    ][kind]
    return task, value, f"round(({beds} - {empty}) / {beds} * 100, 1)", _tol(value), {}


_TABLETS = [
    ("paracetamol", 500, (1, 2)),
    ("prednisolone", 5, (4, 6, 8)),
    ("metformin", 500, (1, 2)),
    ("flucloxacillin", 250, (2,)),
    ("codeine", 30, (1, 2)),
    ("doxycycline", 100, (1, 2)),
    ("amoxicillin", 500, (1,)),
]
_FREQ = [
    (1, "od", "once a day", "daily"),
    (2, "bd", "twice a day", "BID"),
    (3, "tds", "three times a day", "TID"),
    (4, "qds", "four times a day", "QID"),
]


def h42_tablets_for_course(r: random.Random) -> ArithOut7:
    """Tablets to dispense: tablets a dose times doses a day times days."""
    drug, tab, per_dose = r.choice(_TABLETS)
    k = r.choice(per_dose)
    times, abbr, spelled, us = r.choice(_FREQ)
    days = r.choice([3, 5, 7, 10, 14])
    value = Fraction(k * times * days)
    dose = k * tab
    task = [
        f"{drug} {dose}mg {abbr} for {days}/7, tabs are {tab}mg. how many tabs do we need?",
        f"Prescription: {drug} {dose} mg {spelled} for {days} days. The tablets are {tab} mg "
        "each. How many tablets are needed in total?",
        f"{drug} {dose} mg PO {us} x {days} days, {tab} mg tabs — total tabs to dispense?",
        f"how many {tab}mg tablets for a {_words(days)} day course of {drug} {dose}mg {spelled}",
    ][_variant(r, "tablets", 4)]
    return task, value, f"{dose} / {tab} * {times} * {days}", _tol(value), {}


_Q_DRUGS = [
    ("paracetamol", (500, 1000), (6, 4)),
    ("oxycodone", (5, 10), (4, 6)),
    ("ondansetron", (4, 8), (8, 12)),
    ("ibuprofen", (200, 400), (8, 6)),
    ("metoclopramide", (10,), (8,)),
    ("morphine", (2, 5, 10), (4,)),
    ("co-codamol", (30, 60), (6, 4)),
]


def h42_q_hourly_daily_total(r: random.Random) -> ArithOut7:
    """The total over 24 hours of a dose given every few hours."""
    drug, doses, gaps = r.choice(_Q_DRUGS)
    dose, gap = r.choice(doses), r.choice(gaps)
    value = Fraction(24 // gap * dose)
    task = [
        f"{drug} {dose}mg q{gap}h, how much is that in 24 hrs if every dose is given? total mg",
        f"If {drug} {dose} mg is given every {_words(gap)} hours around the clock, what is the "
        "total dose in mg over 24 hours?",
        f"{dose} mg {drug} {gap}-hourly = ? mg/24h",
        f"pt on {drug} {dose}mg every {gap} hrs, all doses given. how many mg in a day",
    ][_variant(r, "q_hourly", 4)]
    return task, value, f"24 / {gap} * {dose}", _tol(value), {}


def h42_bmi(r: random.Random) -> ArithOut7:
    """Weight in kg over the square of height in metres, to one decimal."""
    while True:
        weight = _tenths(r, 42, 140)
        cm = r.randint(148, 196)
        value = _rounded(weight / Fraction(cm, 100) ** 2, 1)
        if value is not None:
            break
    w, m = _num(weight), _num(Fraction(cm, 100))
    task = [
        f"bmi for pt {w}kg {cm}cm? 1dp",
        f"Please calculate the BMI of a resident weighing {w} kg with a height of {m} m. Round "
        "to one decimal place.",
        f"wt {w} kg, ht {m} m → BMI (1 d.p.)",
        f"whats teh bmi if they're {cm} cm tall and weigh {w} kilos, round to 1 dp for the MUST "
        "form",
    ][_variant(r, "bmi", 4)]
    return task, value, f"round({float(weight)} / ({cm} / 100) ** 2, 1)", _tol(value), {}


def h42_average_obs(r: random.Random) -> ArithOut7:
    """The mean of a run of observations, to one decimal."""
    kind = _variant(r, "obs", 5)
    while True:
        count = r.randint(4, 6)
        if kind == 0:
            obs = [Fraction(r.randint(58, 128)) for _ in range(count)]
            task = f"HR over the last few hrs: {', '.join(map(_num, obs))}. average? 1dp"
        elif kind == 1:
            obs = [_tenths(r, 36.1, 39.4) for _ in range(count)]
            task = f"temps today {', '.join(map(_num, obs))} — whats the mean temp? to 1 decimal"
        elif kind == 2:
            obs = [Fraction(r.randint(96, 178)) for _ in range(count)]
            task = (
                "Please calculate the mean systolic blood pressure from the following readings: "
                f"{_listing([_num(x) for x in obs])} mmHg. Round to one decimal place."
            )
        elif kind == 3:
            obs = [Fraction(r.randint(12, 30)) for _ in range(count)]
            task = f"RR obs {' / '.join(map(_num, obs))}, avg resp rate? (1dp)"
        else:
            obs = [_tenths(r, 3.6, 16.8) for _ in range(count)]
            task = (
                f"BMs today were {_listing([_num(x) for x in obs])} mmol/L, what's the average "
                "blood sugar, 1 dp"
            )
        value = _rounded(sum(obs, Fraction(0)) / len(obs), 1)
        if value is not None:
            break
    expr = f"round(({' + '.join(str(float(x)) for x in obs)}) / {len(obs)}, 1)"
    return task, value, expr, _tol(value), {}


def h42_infusion_time_remaining(r: random.Random) -> ArithOut7:
    """Volume left over the rate: minutes (to the minute) or hours (to two decimals)."""
    kind = _variant(r, "remaining", 4)
    minutes = kind in (0, 2)
    while True:
        left = r.randrange(40, 901, 10)
        rate = r.choice([25, 30, 42, 50, 63, 75, 80, 83, 100, 125, 150, 167, 200, 250])
        exact = Fraction(left * 60, rate) if minutes else Fraction(left, rate)
        value = _rounded(exact, 0 if minutes else 2)
        if value is not None:
            break
    task = [
        f"{left} ml left in the bag running at {rate} ml/hr, how long til its done in mins? "
        "nearest min",
        f"The infusion has {left} mL remaining at {rate} mL/h. How many hours until it finishes? "
        "Please round to 2 decimal places.",
        f"{left}mls to go @ {rate}/hr — mins left (round to whole min)?",
        f"how many hrs left on this drip, {left} ml still in it, pump on {rate} ml an hour. 2dp",
    ][kind]
    expr = f"round({left} / {rate} * 60)" if minutes else f"round({left} / {rate}, 2)"
    return task, value, expr, _tol(value), {}


_PRESSORS = [
    ("noradrenaline", 4, 50, [Fraction(n, 100) for n in (5, 8, 10, 12, 15, 20, 25, 30)]),
    ("norepinephrine", 8, 250, [Fraction(n, 100) for n in (5, 10, 15, 20)]),
    ("dobutamine", 250, 50, [Fraction(n, 2) for n in (5, 10, 15, 20)]),
    ("dopamine", 400, 250, [Fraction(n) for n in (2, 3, 5, 8, 10)]),
]


def h42_mcg_kg_min_pump_rate(r: random.Random) -> ArithOut7:
    """The pump rate (ml/h) of a mcg/kg/min dose: dose times weight times 60 over mcg per ml."""
    while True:
        drug, mg, ml, doses = r.choice(_PRESSORS)
        dose = r.choice(doses)
        weight = Fraction(r.randint(48, 125))
        value = _rounded(dose * weight * 60 / (Fraction(mg * 1000, ml)), 1)
        if value is not None:
            break
    d, w = _num(dose), _num(weight)
    task = [
        f"{drug} {mg}mg in {ml}ml, running at {d} mcg/kg/min for {_a(int(weight))}kg pt. rate "
        "in ml/hr? 1dp",
        f"Please work out the pump rate (mL/h) for {drug} at {d} micrograms/kg/min. Patient "
        f"weight {w} kg; concentration {mg} mg in {ml} mL. One decimal place, please.",
        f"ICU calc: {d}mcg/kg/min {drug}, wt {w}kg, bag {mg}mg/{ml}ml → ml/h? (1dp)",
    ][_variant(r, "pressor", 3)]
    expr = f"round({float(dose)} * {w} * 60 / ({mg} * 1000 / {ml}), 1)"
    return task, value, expr, _tol(value), {}


def h42_prorata_annual_leave(r: random.Random) -> ArithOut7:
    """Full-time leave scaled by contracted hours (or WTE), to one decimal."""
    kind = _variant(r, "leave", 4)
    while True:
        if kind == 0:
            days = r.choice([27, 29, 33])
            hours = r.choice([15, Fraction(75, 4), Fraction(45, 2), 24, 30, Fraction(63, 2)])
            exact = days * Fraction(15, 2) * hours / Fraction(75, 2)
            task = (
                f"FT get {days} days AL ({_num(days * Fraction(15, 2))} hrs). im on {_num(hours)} "
                "hrs/wk, FT is 37.5. how many hrs do i get pro rata? 1dp"
            )
            expr = f"round({days} * 7.5 * {float(hours)} / 37.5, 1)"
        elif kind == 1:
            days = r.choice([22, 23, 24, 25])
            hours = r.choice([15, Fraction(39, 2), 20, 24, Fraction(49, 2), 30])
            exact = days * hours / 39
            task = (
                f"I work {_num(hours)} hours a week; full-time is 39 hours with {days} days' "
                "annual leave. What is my pro-rata entitlement in days, to one decimal place?"
            )
            expr = f"round({days} * {float(hours)} / 39, 1)"
        elif kind == 2:
            days = r.choice([27, 29, 33])
            wte = r.choice([Fraction(n, 100) for n in (40, 48, 53, 60, 64, 75, 80, 85)])
            exact = days * wte
            task = f"{_num(wte)} WTE, full time entitlement {days} days — my leave in days? 1 dp"
            expr = f"round({days} * {float(wte)}, 1)"
        else:
            hours = r.choice([16, 19, 20, Fraction(45, 2), 24, 30, 32])
            exact = 152 * Fraction(hours) / 38
            task = (
                f"part time {_num(hours)} hrs/wk, FT is 38 hrs and gets 4 weeks (152 hrs) annual "
                "leave. my hours pro rata? 1 dp"
            )
            expr = f"round(152 * {float(hours)} / 38, 1)"
        value = _rounded(exact, 1)
        if value is not None:
            return task, value, expr, _tol(value), {}


_FOOD = {
    "GBP": [
        ("pizzas", 1899, 3299),
        ("chips", 350, 900),
        ("kebabs", 650, 1150),
        ("drinks", 300, 750),
    ],
    "AUD": [("pizzas", 2200, 3800), ("dumplings", 1400, 2400), ("Thai", 2800, 5200)],
    "USD": [("pizza", 1800, 3400), ("wings", 1600, 2900), ("subs", 900, 1500), ("sodas", 400, 900)],
    "EUR": [("pizzas", 1600, 2900), ("chicken boxes", 900, 1400), ("chips", 350, 600)],
}


def _shared_snacks(r: random.Random, people: int) -> ArithOut7 | None:
    """Snacks for the ward in shillings or rupees, shared to the nearest whole unit."""
    cur = r.choice(["KES", "INR"])
    lo, hi = (20000, 90000) if cur == "KES" else (15000, 60000)
    items = [r.randrange(lo, hi, 500), r.randrange(lo, hi, 500)]
    value = _rounded(Fraction(sum(items), 100 * people), 0)
    if value is None:
        return None
    a, b = (_cash(c, cur) for c in items)
    snack = "chai and mandazi" if cur == "KES" else "chai and samosas"
    task = (
        f"{snack} for the night team {a}, plus chapati {b}, {people} of us sharing. how much per "
        "head? nearest whole"
    )
    expr = f"round(({' + '.join(str(c / 100) for c in items)}) / {people})"
    return task, value, expr, _tol(value), {}


def h42_takeaway_split(r: random.Random) -> ArithOut7:
    """A night-shift food order plus delivery (or a tip percent), shared equally."""
    kind = _variant(r, "takeaway", 4)
    while True:
        people = r.randint(3, 9)
        if kind == 3:
            out = _shared_snacks(r, people)
            if out is not None:
                return out
            continue
        cur = r.choice(list(_FOOD))
        menu = r.sample(_FOOD[cur], r.randint(2, min(3, len(_FOOD[cur]))))
        items = [r.randrange(lo, hi) for _, lo, hi in menu]
        bill = " + ".join(str(c / 100) for c in items)
        listed = [f"{name} {_cash(c, cur)}" for (name, _, _), c in zip(menu, items, strict=True)]
        to = _CURRENCY[cur][1]
        tip = r.choice([10, 12, 15, 18, 20])
        fee = r.choice([199, 250, 299, 350, 399, 499])
        if kind == 1:
            exact = Fraction(sum(items), 100) * Fraction(100 + tip, 100) / people
            expr = f"round(({bill}) * (1 + {tip} / 100) / {people}, 2)"
            task = (
                f"We ordered {_listing(listed)} for the team on nights, with {_a(tip)}% tip on "
                f"top. Split equally between {_words(people)} staff, what does each person owe? "
                f"Round {to}."
            )
        else:
            exact = Fraction(sum(items) + fee, 100) / people
            expr = f"round(({bill} + {fee / 100}) / {people}, 2)"
            sums = " + ".join(_cash(c, cur) for c in items)
            task = (
                f"night shift food order: {_listing(listed)}, plus {_cash(fee, cur)} delivery. "
                f"{people} of us. how much each? {to}"
                if kind == 0
                else f"{sums} + {_cash(fee, cur)} delivery ÷ {people} ppl = ? (2dp)"
            )
        value = _rounded(exact, 2)
        if value is not None:
            return task, value, expr, _tol(value), {}


def h42_fahrenheit_to_celsius(r: random.Random) -> ArithOut7:
    """A temperature in Fahrenheit converted to Celsius, to one decimal."""
    while True:
        f = _tenths(r, 94.5, 105.4)
        value = _rounded((f - 32) * Fraction(5, 9), 1)
        if value is not None:
            break
    t = _num(f)
    task = [
        f"pt temp {t}F, whats that in C? 1dp",
        f"The transfer notes from the US hospital give a temperature of {t} °F. What is that in "
        "degrees Celsius, rounded to one decimal place?",
        f"{t} fahrenheit to celsius (1 d.p.) pls",
        f"convert {t}°F → °C, round to 1 dp",
    ][_variant(r, "fahrenheit", 4)]
    return task, value, f"round(({float(f)} - 32) * 5 / 9, 1)", _tol(value), {}


_SUPPLIES = [
    ("gloves", "boxes of 100", 100, (40, 120)),
    ("aprons", "rolls of 200", 200, (30, 90)),
    ("dressing packs", "packs of 10", 10, (4, 15)),
    ("incontinence pads", "packs of 28", 28, (9, 30)),
    ("alcohol wipes", "boxes of 200", 200, (25, 80)),
    ("saline flushes", "boxes of 30", 30, (8, 40)),
]


def h42_supply_boxes_round_up(r: random.Random) -> ArithOut7:
    """Whole boxes to order: daily use times days over the box size, rounded up."""
    item, boxes, size, (lo, hi) = r.choice(_SUPPLIES)
    per_day = r.randint(lo, hi)
    days = r.choice([7, 14, 28, 30])
    value = Fraction(-(-(per_day * days) // size))
    one = {"boxes": "box", "rolls": "roll", "packs": "pack"}[boxes.split()[0]]
    period = {7: "a week", 14: "two weeks", 28: "4 weeks", 30: "the month"}[days]
    task = [
        f"we go through about {per_day} {item} a day. they come in {boxes}. how many to order for "
        f"{period}? round up",
        f"Stock order: average usage of {item} is {per_day} per day and they are supplied in "
        f"{boxes}. How many whole {boxes.split()[0]} do we need for {days} days? Round up.",
        f"{item}: {per_day}/day x {days} days, {boxes} — how many to order (round up, cant order "
        f"half a {one})",
        f"how many {boxes.split()[0]} of {item} for {period} if we use {_words(per_day)} a day? "
        f"{boxes}, round up",
    ][_variant(r, "supplies", 4)]
    return task, value, f"-(-({per_day} * {days}) // {size})", _tol(value), {}


ARITHMETIC: list[ArithTemplate] = [
    h42_night_premium_pay,
    h42_overtime_over_contract,
    h42_dose_mg_per_kg,
    h42_stock_dose_volume,
    h42_iv_rate_ml_per_hour,
    h42_drops_per_minute,
    h42_fluid_balance,
    h42_patients_per_nurse,
    h42_visit_mileage_claim,
    h42_paid_hours_overnight,
    h42_rota_shift_count,
    h42_hourly_from_salary,
    h42_payslip_net,
    h42_bed_occupancy_percent,
    h42_tablets_for_course,
    h42_q_hourly_daily_total,
    h42_bmi,
    h42_average_obs,
    h42_infusion_time_remaining,
    h42_mcg_kg_min_pump_rate,
    h42_prorata_annual_leave,
    h42_takeaway_split,
    h42_fahrenheit_to_celsius,
    h42_supply_boxes_round_up,
]

# --------------------------------------------------------------------------- to-do

JOBS = [
    ("restock the dressings trolley", "dressings trolley", "restocked the dressings trolley"),
    ("chase the blood results", "blood results", "chased the blood results"),
    ("fill in the falls form", "falls form", "filled in the falls form"),
    ("update the fluid chart", "fluid chart", "updated the fluid chart"),
    ("book manual handling training", "manual handling", "booked manual handling training"),
    ("sign the controlled drugs book", "controlled drugs book", "signed the CD book"),
    ("call pharmacy about the warfarin", "warfarin", "called pharmacy about the warfarin"),
    ("print the handover sheets", "handover sheets", "printed the handover sheets"),
    ("check the resus trolley", "resus trolley", "checked the resus trolley"),
    ("finish the incident report", "incident report", "finished the incident report"),
    ("submit my mileage claim", "mileage claim", "submitted my mileage claim"),
    ("do my timesheet", "timesheet", "done my timesheet"),
    ("order more gloves", "gloves", "ordered more gloves"),
    ("refer Mr Doyle to the dietitian", "dietitian", "referred Mr Doyle to the dietitian"),
    ("visit Mrs Wanjiru", "Mrs Wanjiru", "visited Mrs Wanjiru"),
    ("complete the safeguarding module", "safeguarding", "completed the safeguarding module"),
    ("renew my NMC registration", "NMC", "renewed my NMC registration"),
    ("email the rota coordinator", "rota coordinator", "emailed the rota coordinator"),
    ("wash my scrubs", "scrubs", "washed my scrubs"),
    ("pay the electricity bill", "electricity bill", "paid the electricity bill"),
    ("book the car service", "car service", "booked the car service"),
    ("pick up the dry cleaning", "dry cleaning", "picked up the dry cleaning"),
    ("buy milk", "milk", "bought milk"),
    ("ring mum", "mum", "rang mum"),
    ("get a flu jab", "flu jab", "had my flu jab"),
    ("defrost the freezer", "freezer", "defrosted the freezer"),
]
TITLES = [j[0] for j in JOBS]
KEYWORD = {j[0]: j[1] for j in JOBS}
DONE = {j[0]: j[2] for j in JOBS}
RENAMES = {
    "order more gloves": "order more aprons",
    "ring mum": "ring the landlord",
    "book manual handling training": "book fire safety training",
    "do my timesheet": "send the timesheet to payroll",
    "visit Mrs Wanjiru": "visit Mr Otieno",
    "buy milk": "buy nappies",
    "get a flu jab": "get a covid booster",
}

check_titles([*TITLES, *RENAMES.values()], r"\band\b|[,&'\d]", fold_case=True)
for _title, _key in KEYWORD.items():
    assert [t for t in TITLES if _key.lower() in t.lower()] == [_title], _key


def _setup(r: random.Random, low: int, high: int, *, keep: tuple[str, ...] = ()) -> list[str]:
    """A list already there: `low` to `high` jobs (with `keep` among them), in a random order."""
    rest = [t for t in TITLES if t not in keep]
    titles = [*keep, *r.sample(rest, r.randint(low, high) - len(keep))]
    r.shuffle(titles)
    return titles


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    """`count` jobs not on the list yet."""
    return r.sample([t for t in TITLES if t not in setup], count)


def _no(n: int) -> str:
    """An item number as typed: mostly digits, now and then a word."""
    return _words(n) if n <= 9 and n % 3 == 0 else str(n)


def h42_add_one(r: random.Random) -> TodoOut7:
    """Add one job."""
    setup = _setup(r, 0, 4)
    (new,) = _fresh(r, setup, 1)
    task = [
        f"add {new} to my list",
        f"remind me to {new} pls",
        f"can you put '{new}' on the to do list",
        f'Please add the following task to my list: "{new}"',
        f"todo: {new}",
        f"need to {new} after shift, stick it on the list",
    ][_variant(r, "add_one", 6)]
    return task, setup, [*_open(setup), (new, False)], False, {}


def h42_add_two(r: random.Random) -> TodoOut7:
    """Add two jobs in one message."""
    setup = _setup(r, 0, 4)
    a, b = _fresh(r, setup, 2)
    task = [
        f"add {a} and {b}",
        f"put {a} on my list, also {b}",
        f"2 things for the list: {a}; {b}",
        f'Please add two items to my to-do list: "{a}" and "{b}".',
        f"remind me to {a} and to {b}",
    ][_variant(r, "add_two", 5)]
    return task, setup, [*_open(setup), (a, False), (b, False)], False, {}


def h42_complete_by_number(r: random.Random) -> TodoOut7:
    """Tick off one item by its number."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    n = i + 1
    task = [
        f"tick off number {_no(n)}",
        f"mark {n} as done",
        f"#{n} done",
        f"Please mark item {n} on my list as complete.",
        f"done no. {n} ✔",
    ][_variant(r, "complete_number", 5)]
    return task, setup, _completed(setup, i), False, {}


def h42_complete_by_title(r: random.Random) -> TodoOut7:
    """Tick off one item named by what was done."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    t = setup[i]
    task = [
        f"{DONE[t]}, tick it off",
        f"mark the {KEYWORD[t]} one as done",
        f"{KEYWORD[t]} - done",
        f"I have now {DONE[t]}; please mark it as complete on my list.",
        f"finally {DONE[t]} 😮‍💨 cross it off",
    ][_variant(r, "complete_title", 5)]
    return task, setup, _completed(setup, i), False, {}


def h42_complete_two(r: random.Random) -> TodoOut7:
    """Tick off two items, by number or by name."""
    setup = _setup(r, 4, 7)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"{i + 1} and {j + 1} are done",
        f"tick off {KEYWORD[a]} and {KEYWORD[b]}",
        f"done: {i + 1}, {j + 1}",
        f"Please mark items {i + 1} and {j + 1} as complete.",
        f"{DONE[a]} and {DONE[b]}. mark both done",
    ][_variant(r, "complete_two", 5)]
    return task, setup, _completed(setup, i, j), False, {}


def h42_delete_by_number(r: random.Random) -> TodoOut7:
    """Delete one item by its number."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    n = i + 1
    task = [
        f"delete {n}",
        f"remove number {_no(n)} from the list",
        f"get rid of #{n}, not needed",
        f"Please delete item {n} from my to-do list.",
        f"take item {n} off the list, it's been cancelled",
    ][_variant(r, "delete_number", 5)]
    return task, setup, _deleted(setup, i), False, {}


def h42_delete_by_title(r: random.Random) -> TodoOut7:
    """Delete one item named by its words."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    t = setup[i]
    task = [
        f"take {KEYWORD[t]} off my list, its been cancelled",
        f"remove the {KEYWORD[t]} one",
        f"delete '{t}'",
        f'Please remove "{t}" from my list; it is no longer required.',
        f"dont need to {t} anymore, get rid of it",
    ][_variant(r, "delete_title", 5)]
    return task, setup, _deleted(setup, i), False, {}


def h42_delete_two(r: random.Random) -> TodoOut7:
    """Delete two items."""
    setup = _setup(r, 4, 7)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    task = [
        f"delete {i + 1} and {j + 1}",
        f"remove {KEYWORD[a]} and {KEYWORD[b]} from the list, not needed",
        f"get rid of items {i + 1} & {j + 1}",
        f"Please delete items {i + 1} and {j + 1} from my list.",
    ][_variant(r, "delete_two", 4)]
    return task, setup, _deleted(setup, i, j), False, {}


def h42_read_list(r: random.Random) -> TodoOut7:
    """Read the list back."""
    setup = _setup(r, 2, 5)
    task = [
        "whats on my list",
        "read me my todo list pls",
        "what have i still got to do?",
        "Could you show me my current to-do list, please?",
        "list?",
    ][_variant(r, "read", 5)]
    return task, setup, _open(setup), True, {"contains": list(setup)}


def h42_count(r: random.Random) -> TodoOut7:
    """How many items there are."""
    setup = _setup(r, 2, 8)
    task = [
        "how many things on my list",
        "how many jobs left to do?",
        "no. of items on my to-do list?",
        "How many tasks do I have outstanding at the moment?",
    ][_variant(r, "count", 4)]
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


_ON_LIST = itertools.cycle([True, False])


def h42_is_on_list(r: random.Random) -> TodoOut7:
    """Whether a job is on the list: alternately yes and no."""
    setup = _setup(r, 3, 6)
    present = next(_ON_LIST)
    t = r.choice(setup) if present else _fresh(r, setup, 1)[0]
    task = [
        f"is {KEYWORD[t]} on my list?",
        f"did i put {KEYWORD[t]} on the list",
        f"have i got '{t}' on there?",
        f"Can you check whether {t} is on my to-do list?",
    ][_variant(r, "is_on", 4)]
    extra: dict[str, object] = (
        {"contains": ["yes"]} if present else {"contains": ["no"], "not_contains": ["yes"]}
    )
    return task, setup, _open(setup), True, extra


def h42_which_number(r: random.Random) -> TodoOut7:
    """The number of a named item."""
    setup = _setup(r, 4, 7)
    # Never the first (a bare "1" in an answer proves little), and a new place each draw.
    i = 1 + _variant(r, "which_place", 3)
    t = setup[i]
    task = [
        f"what number is {KEYWORD[t]}?",
        f"which no. is the {KEYWORD[t]} one",
        f"wheres {KEYWORD[t]} on my list, what number",
        f'What is the item number of "{t}" on my list?',
    ][_variant(r, "which_number", 4)]
    return task, setup, _open(setup), True, {"contains": [str(i + 1)]}


def h42_clear_all(r: random.Random) -> TodoOut7:
    """Delete everything."""
    setup = _setup(r, 2, 6)
    task = [
        "clear my list",
        "delete everything on the to do list, starting fresh",
        "wipe the whole list pls",
        "Please remove all items from my to-do list.",
        "new rota week, bin all the todos",
    ][_variant(r, "clear", 5)]
    return task, setup, [], False, {}


def h42_rename(r: random.Random) -> TodoOut7:
    """Change one item's wording."""
    old = list(RENAMES)[_variant(r, "rename_pair", len(RENAMES))]
    new = RENAMES[old]
    setup = _setup(r, 2, 5, keep=(old,))
    i = setup.index(old)
    task = [
        f"change '{old}' to '{new}'",
        f"rename {old} → {new}",
        f"edit item {i + 1} to say {new}",
        f'Please amend "{old}" so that it reads "{new}".',
        f"actually it should say '{new}' not '{old}', fix it pls",
    ][_variant(r, "rename", 5)]
    end = [(new if t == old else t, False) for t in setup]
    return task, setup, end, False, {}


def h42_complete_one_add_one(r: random.Random) -> TodoOut7:
    """Tick one item off and add a new one in the same message."""
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    t = setup[i]
    (new,) = _fresh(r, setup, 1)
    task = [
        f"{DONE[t]}. add {new}",
        f"tick off {i + 1} and add {new}",
        f"mark {KEYWORD[t]} done and remind me to {new}",
        f'Item {i + 1} is complete. Please also add "{new}" to the list.',
    ][_variant(r, "complete_add", 4)]
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


def h42_all_done(r: random.Random) -> TodoOut7:
    """Mark every item complete."""
    setup = _setup(r, 2, 6)
    task = [
        "tick everything off, all done",
        "mark all as done",
        "finished the lot 🙌 mark them all complete",
        "Please mark every item on my list as completed.",
        "all done, tick them all",
    ][_variant(r, "all_done", 5)]
    return task, setup, [(t, True) for t in setup], False, {}


TODO: list[TodoTemplate] = [
    h42_add_one,
    h42_add_two,
    h42_complete_by_number,
    h42_complete_by_title,
    h42_complete_two,
    h42_delete_by_number,
    h42_delete_by_title,
    h42_delete_two,
    h42_read_list,
    h42_count,
    h42_is_on_list,
    h42_which_number,
    h42_clear_all,
    h42_rename,
    h42_complete_one_add_one,
    h42_all_done,
]


def main() -> None:
    """Write evals/everyday-heldout-42.yaml."""
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
