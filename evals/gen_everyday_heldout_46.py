"""Generate evals/everyday-heldout-46.yaml: a blind held-out set written by a helper session.

Theme: shift workers in retail, hospitality, warehouses and delivery (supermarket and shop staff,
baristas, bar and restaurant staff, warehouse pickers, couriers and gig drivers, cleaners,
security guards) in the UK, Ireland, the US, Canada, Australia, India and the Philippines. The
arithmetic is the sums they do about their own work and money: a week's pay, overtime, night
loading and weekend penalty rates, tip jars and tip pools, paid hours after an unpaid break
(including overnight shifts), mileage and fuel, till cash-ups and cash drawers, pick rates and
targets, pallets, rent and bills on a shift wage, pay rises, money sent home. The to-do lists
are theirs too: shifts to swap or cover, stock jobs, uniform and certificate errands, bills.

Voices: terse shorthand ("did 37.5 hrs at..."), lowercase with the odd typo, Indian and
Filipino second-language English ("kindly tell", "hello po", "how much i earned"), and formal
requests ("Please add the following..."). Currencies and units of the places: pounds and pence,
euros, US, Canadian and Australian dollars, rupees, pesos; miles in the UK, kilometres and
litres per 100 km in Australia, 12-hour clocks in Canada and 24-hour clocks on a UK night shift.
Small counts are sometimes words. Every request whose answer can come out not whole says how to
round it, and draws that land exactly on a rounding tie are redrawn, so there is one right
answer; tolerances are half the rounding unit asked for (half a cent, 0.05 for one decimal
place, 0.5 for a whole number), and exact (none) for whole-number answers.

What I read (and nothing else of the project):
- docs/evals.md: its "## " headings, and the sections "## The dataset" and "## Side effects".
- src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full.
- evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol` (lines 80-112, see Slips).
- evals/gen_everyday_heldout_7.py: its import lines, the list of its top-level names, and the
  definitions of `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`,
  `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`, `write_set`.
- The first 30 lines of evals/everyday-heldout-7.yaml.
- The ruff settings in pyproject.toml.
- This set's own generated YAML, to check what it holds.

Slips (seen beyond that list, by accident; none of it is planner, agent or tools code):
- `git worktree add` printed the HEAD commit's subject line, which names some internal helpers
  (a money pattern and five readers of the session).
- Listing evals/ showed the file names (not the contents) of the other sets and generators.
- Reading set 4's lines 80-112 also showed its `_cents` and `_ordinal` helpers and its first
  arithmetic template and the first lines of its second.
- The grep of pyproject.toml for ruff showed a few neighbouring lines (the tail of the dev
  dependencies, the script entry point, the wheel target, the mypy settings).
- I called set 4's `_tag` once on two dummy functions (without reading it) to see the tag an
  `h46_` name gets.

Families (24 arithmetic, 16 to-do), each tagged `tpl-h46-<family>`:
arithmetic: tills-week-pay-pounds, dc-overtime-time-and-a-half, nightfill-loading-aud,
cafe-tip-jar-by-hours, bar-tips-split-evenly-euro, paid-hours-after-break-12h,
overnight-security-paid-hours-24h, courier-mileage-claim, delivery-fuel-cost-per-100km,
dasher-hourly-after-gas, till-cash-up-safe-bag, peso-cash-drawer-total, pick-rate-per-hour,
units-left-to-hit-target, pallets-needed-round-up, cleaner-average-with-travel,
rent-percent-of-salary-rupees, hours-to-cover-rent-round-up, paycheck-left-after-bills,
yearly-gross-from-hourly-euro, weekend-penalty-rates-aud, rider-day-after-petrol,
remittance-pesos-after-fee, pub-pay-rise-percent;
to-do: add-to-list-pls, add-two-quoted, formal-bulleted-three, past-tense-tick-off,
number-is-done, keyword-one-is-finished, take-off-not-needed, delete-number,
rename-quoted, two-done-by-title, delete-then-add, done-remove-add-formal,
whats-left-on-list, how-many-just-the-number, whats-number-n, is-it-on-there-yes-no.
"""

from __future__ import annotations

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

SEED = 20261129_46
NAME = "everyday-heldout-46"

CENT, TENTH, WHOLE = 0.005, 0.05, 0.5
"""Tolerances: half the unit the request rounds to."""

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


def _half_up(value: Fraction, places: int) -> Fraction:
    """The value rounded half up to `places` decimals (ties are redrawn, so never half)."""
    scale = 10**places
    return Fraction(math.floor(value * scale + Fraction(1, 2)), scale)


def _tie(value: Fraction, places: int) -> bool:
    """Whether the value lies exactly halfway between two roundings at `places` decimals."""
    return (value * 10**places).denominator == 2


def _dec(value: Fraction) -> str:
    """A terminating fraction as a person types it ("7.5", "38", "1.25")."""
    text = Decimal(value.numerator) / Decimal(value.denominator)
    assert Fraction(text) == value, value
    return _plain(text)


def _count(r: random.Random, n: int) -> str:
    """A small count, sometimes as a word."""
    return WORDS[n] if n in WORDS and r.random() < 0.5 else str(n)


def _rupees(n: int) -> str:
    return f"₹{n:,}"


def _clock12(minutes: int) -> str:
    hour, minute = divmod(minutes % 1440, 60)
    suffix = "am" if hour < 12 else "pm"
    return f"{hour % 12 or 12}:{minute:02d}{suffix}"


def _clock24(minutes: int) -> str:
    hour, minute = divmod(minutes % 1440, 60)
    return f"{hour:02d}:{minute:02d}"


# --------------------------------------------------------------------------- arithmetic


def h46_tills_week_pay_pounds(r: random.Random) -> ArithOut7:
    """UK supermarket till worker: a week's hours times the rate, to the penny."""
    while True:
        hours = Fraction(r.randrange(64, 181), 4)
        rate = r.randrange(1144, 1461)
        pay = hours * rate / 100
        if not _tie(pay, 2):
            break
    task = (
        f"did {_dec(hours)} hrs at {_pounds(rate)}/hr on the tills this week, "
        "whats that before tax? to the nearest penny"
    )
    return task, _half_up(pay, 2), f"round({_dec(hours)} * {rate} / 100, 2)", CENT, {}


def h46_dc_overtime_time_and_a_half(r: random.Random) -> ArithOut7:
    """US distribution centre: 40 regular hours plus overtime at time and a half."""
    state = r.choice(["Ohio", "Texas", "Georgia", "Pennsylvania", "Nevada"])
    while True:
        rate = r.randrange(1550, 2405, 5)
        overtime = Fraction(r.randrange(2, 25), 2)
        pay = 40 * Fraction(rate, 100) + overtime * Fraction(rate, 100) * Fraction(3, 2)
        if not _tie(pay, 2):
            break
    task = (
        f"I work at a distribution center in {state}. Last week I had 40 regular hours at "
        f"{_money(rate)} an hour and {_dec(overtime)} hours of overtime paid at time and a half. "
        "What was my gross pay for the week? Please round to the nearest cent."
    )
    expr = f"round(40 * {rate / 100} + {float(overtime)} * {rate / 100} * 1.5, 2)"
    return task, _half_up(pay, 2), expr, CENT, {}


def h46_nightfill_loading_aud(r: random.Random) -> ArithOut7:
    """Australian supermarket nightfill: base rate plus a night loading, one shift."""
    while True:
        rate = r.randrange(2600, 3500)
        loading = r.choice([15, 25, 30])
        hours = r.choice([Fraction(38, 5), Fraction(8), Fraction(10)])
        pay = hours * Fraction(rate, 100) * Fraction(100 + loading, 100)
        if not _tie(pay, 2):
            break
    task = (
        f"nightfill at the supermarket, base is {_money(rate)} AUD an hour and nights get "
        f"{loading}% loading on top of that. {_dec(hours)} hr shift, how much do i make for it? "
        "round to the cent"
    )
    expr = f"round({float(hours)} * {rate / 100} * (1 + {loading} / 100), 2)"
    return task, _half_up(pay, 2), expr, CENT, {}


def h46_cafe_tip_jar_by_hours(r: random.Random) -> ArithOut7:
    """Canadian barista: a share of the tip jar in proportion to hours worked."""
    while True:
        tips = r.randrange(18000, 64000)
        total = r.randrange(40, 121)
        mine = r.randrange(4, total // 3 + 1)
        share = Fraction(tips, 100) * mine / total
        if not _tie(share, 2):
            break
    task = (
        f"tip jar at the cafe this week was {_money(tips)}, tips get split by hours wroked. "
        f"all of us together did {total} hours and i did {mine}. whats my share? round to the "
        "nearest cent"
    )
    return task, _half_up(share, 2), f"round({tips / 100} * {mine} / {total}, 2)", CENT, {}


def h46_bar_tips_split_evenly_euro(r: random.Random) -> ArithOut7:
    """Irish bar staff: the night's tips split evenly between the staff on."""
    while True:
        tips = r.randrange(15000, 90000)
        staff = r.randrange(3, 10)
        share = Fraction(tips, 100) / staff
        if not _tie(share, 2):
            break
    task = (
        f"Tips from Saturday night came to {_euros(tips)} and we split them evenly between the "
        f"{WORDS[staff]} of us on the bar. How much does each of us get, to the nearest cent?"
    )
    return task, _half_up(share, 2), f"round({tips / 100} / {staff}, 2)", CENT, {}


def h46_paid_hours_after_break_12h(r: random.Random) -> ArithOut7:
    """Canadian grocery clerk: paid hours between two 12-hour clock times less a break."""
    while True:
        start = r.randrange(5 * 60, 11 * 60 + 1, 15)
        length = r.randrange(6 * 60, 10 * 60 + 1, 15)
        if start + length != 12 * 60:
            break
    pause = r.choice([15, 30, 45, 60])
    paid = Fraction(length - pause, 60)
    task = (
        f"My shift at the grocery store today was {_clock12(start)} to "
        f"{_clock12(start + length)} with a {pause} minute unpaid break. How many paid hours is "
        "that? Give it as decimal hours to two decimal places."
    )
    return task, paid, f"({length} - {pause}) / 60", CENT, {}


def h46_overnight_security_paid_hours_24h(r: random.Random) -> ArithOut7:
    """UK security guard: an overnight shift on the 24-hour clock, less an unpaid break."""
    start = r.randrange(18 * 60, 23 * 60 + 46, 15)
    length = r.randrange(8 * 60, 12 * 60 + 1, 15)
    pause = r.choice([30, 45, 60])
    paid = Fraction(length - pause, 60)
    task = (
        f"security shift, on at {_clock24(start)} off at {_clock24(start + length)} next "
        f"morning, {pause} min unpaid break. how many hours am i paid for? decimal hours, 2 dp"
    )
    return task, paid, f"(24 * 60 - {start} + {(start + length) % 1440} - {pause}) / 60", CENT, {}


_WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat"]


def h46_courier_mileage_claim(r: random.Random) -> ArithOut7:
    """UK courier: a week's miles by day at a pence-per-mile rate, to the penny."""
    while True:
        days = sorted(r.sample(range(6), r.randrange(3, 6)))
        tenths = [r.randrange(150, 1400) for _ in days]
        pence = r.choice([40, 45, 50])
        claim = Fraction(sum(tenths), 10) * pence / 100
        if not _tie(claim, 2):
            break
    legs = ", ".join(
        f"{_WEEKDAYS[d]} {_dec(Fraction(t, 10))}" for d, t in zip(days, tenths, strict=True)
    )
    task = (
        f"mileage this week: {legs} miles. firm pays {pence}p a mile. how much can i claim? "
        "to the nearest penny"
    )
    miles = " + ".join(str(t / 10) for t in tenths)
    return task, _half_up(claim, 2), f"round(({miles}) * {pence / 100}, 2)", CENT, {}


def h46_delivery_fuel_cost_per_100km(r: random.Random) -> ArithOut7:
    """Australian delivery driver: fuel cost of a day's kilometres at litres per 100 km."""
    while True:
        km = r.randrange(80, 421)
        use = Fraction(r.randrange(58, 116), 10)
        price = r.randrange(179, 230)
        cost = km * use / 100 * Fraction(price, 100)
        if not _tie(cost, 2):
            break
    task = (
        f"Drove {km} km doing deliveries today. My car uses {_dec(use)} L per 100 km and petrol "
        f"was {_money(price)} a litre. How much did the fuel cost me? Nearest cent please."
    )
    expr = f"round({km} / 100 * {float(use)} * {price / 100}, 2)"
    return task, _half_up(cost, 2), expr, CENT, {}


def h46_dasher_hourly_after_gas(r: random.Random) -> ArithOut7:
    """US food-delivery gig driver: the day's earnings less gas, per hour."""
    while True:
        hours = Fraction(r.randrange(12, 41), 4)
        made = r.randrange(6000, 26000)
        gas = r.randrange(800, 4500)
        hourly = Fraction(made - gas, 100) / hours
        if not _tie(hourly, 2):
            break
    task = (
        f"dashed {_dec(hours)} hrs today, made {_money(made)} and put {_money(gas)} in gas. "
        "whats that per hour after gas? round to the cent"
    )
    expr = f"round(({made / 100} - {gas / 100}) / {float(hours)}, 2)"
    return task, _half_up(hourly, 2), expr, CENT, {}


def h46_till_cash_up_safe_bag(r: random.Random) -> ArithOut7:
    """UK shop cash-up: notes and coins counted, the float left in, the rest to the safe."""
    while True:
        twenties, tens, fives = r.randrange(2, 9), r.randrange(3, 15), r.randrange(2, 15)
        coins = r.randrange(1500, 6000)
        float_pounds = r.choice([100, 150, 200])
        total = Fraction(20 * twenties + 10 * tens + 5 * fives) + Fraction(coins, 100)
        if total > float_pounds + 5:
            break
    task = (
        f"Cashing up the till. I have {_count(r, twenties)} £20 notes, {tens} £10 notes, "
        f"{_count(r, fives)} £5 notes and {_pounds(coins)} in coins. The float to leave in is "
        f"{_pounds(float_pounds * 100)}. How much should go in the safe bag? To the penny, please."
    )
    expr = f"20 * {twenties} + 10 * {tens} + 5 * {fives} + {coins / 100} - {float_pounds}"
    return task, total - float_pounds, expr, CENT, {}


def h46_peso_cash_drawer_total(r: random.Random) -> ArithOut7:
    """Filipino cashier: the cash drawer's bills and coins in pesos, all whole."""
    ranges = [(1000, 5, 21), (500, 3, 16), (100, 5, 31), (50, 2, 21), (20, 2, 26)]
    drawer = [(r.randrange(low, high), bill) for bill, low, high in ranges]
    coins = r.randrange(50, 601)
    total = sum(count * bill for count, bill in drawer) + coins
    listed = ", ".join(f"{count} pcs ₱{bill}" for count, bill in drawer)
    task = (
        f"hello po, pls help me count my drawer. {listed} and ₱{coins} in coins. how much is "
        "the total?"
    )
    expr = " + ".join(f"{count} * {bill}" for count, bill in drawer) + f" + {coins}"
    return task, Fraction(total), expr, None, {}


def h46_pick_rate_per_hour(r: random.Random) -> ArithOut7:
    """Warehouse picker: units picked over hours, as a whole-number rate per hour."""
    while True:
        units = r.randrange(300, 1801)
        hours = Fraction(r.randrange(7, 21), 2)
        rate = units / hours
        if not _tie(rate, 0):
            break
    task = (
        f"picked {units:,} units in {_dec(hours)} hrs, what's my rate per hour? round to the "
        "nearest whole number"
    )
    return task, _half_up(rate, 0), f"round({units} / {float(hours)})", WHOLE, {}


def h46_units_left_to_hit_target(r: random.Random) -> ArithOut7:
    """Filipino warehouse worker: units still to do to reach the whole shift's target."""
    target = r.randrange(80, 181, 5)
    hours = r.choice([8, 9, 10])
    done = r.randrange(target, target * hours - target)
    task = (
        f"Our target is {target} units per hour and the shift is {hours} hours. Until now I "
        f"already did {done} units. How many more units I need to do to reach the target for "
        "the whole shift?"
    )
    return task, Fraction(target * hours - done), f"{target} * {hours} - {done}", None, {}


def h46_pallets_needed_round_up(r: random.Random) -> ArithOut7:
    """Canadian stock room: tins in cases, cases per pallet, pallets needed counting a part one."""
    per_case = r.choice([6, 12, 24])
    per_pallet = r.randrange(20, 61)
    while True:
        cases = r.randrange(per_pallet + 1, 8 * per_pallet)
        if cases % per_pallet:
            break
    tins = cases * per_case
    task = (
        f"got {tins:,} tins to put away, they come {per_case} to a case and {per_pallet} cases "
        "fit on a pallet. how many pallets do i need, a part full palet still counts as one"
    )
    expr = f"math.ceil({tins} / {per_case} / {per_pallet})"
    return task, Fraction(-(-cases // per_pallet)), expr, None, {}


def h46_cleaner_average_with_travel(r: random.Random) -> ArithOut7:
    """UK cleaner: two jobs' pay over the working time including unpaid travel, per hour."""
    while True:
        first, second = Fraction(r.randrange(4, 9), 2), Fraction(r.randrange(4, 9), 2)
        rate1, rate2 = r.sample(range(1300, 1801, 50), 2)
        travel = r.randrange(20, 91, 5)
        pay = first * Fraction(rate1, 100) + second * Fraction(rate2, 100)
        average = pay / (first + second + Fraction(travel, 60))
        if not _tie(average, 2):
            break
    task = (
        f"Two cleaning jobs today: {_dec(first)} hours at {_pounds(rate1)} an hour and "
        f"{_dec(second)} hours at {_pounds(rate2)} an hour, plus {travel} minutes of unpaid "
        "travel between them. Counting the travel time, what did I earn per hour on average? "
        "Round to the nearest penny."
    )
    expr = (
        f"round(({float(first)} * {rate1 / 100} + {float(second)} * {rate2 / 100}) / "
        f"({float(first)} + {float(second)} + {travel} / 60), 2)"
    )
    return task, _half_up(average, 2), expr, CENT, {}


def h46_rent_percent_of_salary_rupees(r: random.Random) -> ArithOut7:
    """Indian shop worker: the room rent as a percent of the monthly salary, one decimal."""
    while True:
        salary = r.randrange(12000, 35001, 500)
        rent = r.randrange(3000, min(12000, salary // 2) + 1, 250)
        percent = Fraction(rent * 100, salary)
        if not _tie(percent, 1):
            break
    task = (
        "Kindly tell me what percent of my salary is going for rent. My salary is "
        f"{_rupees(salary)} per month and room rent is {_rupees(rent)}. Please give answer to "
        "one decimal place."
    )
    return task, _half_up(percent, 1), f"round({rent} / {salary} * 100, 1)", TENTH, {}


def h46_hours_to_cover_rent_round_up(r: random.Random) -> ArithOut7:
    """Canadian retail worker: hours of take-home pay to cover the rent, rounded up."""
    while True:
        rent = r.randrange(950, 1801, 25)
        rate = r.randrange(1550, 2401, 5)
        hours = Fraction(rent * 100, rate)
        if hours.denominator != 1:
            break
    task = (
        f"my share of rent is {_money(rent * 100)} and i take home {_money(rate)} an hour after "
        "deductions. how many hours do i need to work to cover it? round up to the next full hour"
    )
    return task, Fraction(math.ceil(hours)), f"math.ceil({rent} / {rate / 100})", None, {}


def h46_paycheck_left_after_bills(r: random.Random) -> ArithOut7:
    """US shift worker: what is left of the weekly paycheck after three bills."""
    while True:
        pay = r.randrange(60000, 140000)
        rent = r.randrange(30000, 60001, 500)
        phone = r.randrange(3000, 9000)
        insurance = r.randrange(6000, 18000)
        left = pay - rent - phone - insurance
        if left > 0:
            break
    task = (
        f"got paid {_money(pay)} this week. rent {_money(rent)}, phone {_money(phone)} and car "
        f"insurance {_money(insurance)} all come out of it. how much is left? to the cent"
    )
    expr = f"{pay / 100} - {rent / 100} - {phone / 100} - {insurance / 100}"
    return task, Fraction(left, 100), expr, CENT, {}


def h46_yearly_gross_from_hourly_euro(r: random.Random) -> ArithOut7:
    """Irish retail worker: an hourly rate and weekly hours over 52 weeks."""
    rate = r.randrange(1270, 1601, 5)
    hours = Fraction(r.randrange(40, 79), 2)
    gross = Fraction(rate, 100) * hours * 52
    task = (
        f"If I'm on {_euros(rate)} an hour and I do {_dec(hours)} hours a week, what's that over "
        "52 weeks before tax? To the cent, please."
    )
    return task, _half_up(gross, 2), f"{rate / 100} * {float(hours)} * 52", CENT, {}


def h46_weekend_penalty_rates_aud(r: random.Random) -> ArithOut7:
    """Australian hospitality: Saturday at time and a quarter, Sunday at double time."""
    while True:
        base = r.randrange(2500, 3300)
        saturday = Fraction(r.randrange(8, 19), 2)
        sunday = Fraction(r.randrange(8, 17), 2)
        pay = Fraction(base, 100) * (saturday * Fraction(5, 4) + sunday * 2)
        if not _tie(pay, 2):
            break
    task = (
        f"Base rate is {_money(base)} AUD. Worked {_dec(saturday)} hrs Saturday at time and a "
        f"quarter and {_dec(sunday)} hrs Sunday at double time. What's the total for the "
        "weekend? Round to the cent."
    )
    expr = f"round({base / 100} * ({float(saturday)} * 1.25 + {float(sunday)} * 2), 2)"
    return task, _half_up(pay, 2), expr, CENT, {}


def h46_rider_day_after_petrol(r: random.Random) -> ArithOut7:
    """Indian delivery rider: orders at a per-order rate plus incentive, less petrol."""
    orders, per_order = r.randrange(12, 36), r.randrange(25, 46)
    incentive, petrol = r.randrange(100, 401, 50), r.randrange(150, 451, 10)
    net = orders * per_order + incentive - petrol
    task = (
        f"today {orders} orders @ ₹{per_order} each, got ₹{incentive} incentive also, petrol "
        f"was ₹{petrol}. how much i earned after petrol?"
    )
    expr = f"{orders} * {per_order} + {incentive} - {petrol}"
    return task, Fraction(net), expr, None, {}


def h46_remittance_pesos_after_fee(r: random.Random) -> ArithOut7:
    """Filipino worker in Canada: dollars sent home less the fee, converted to pesos."""
    while True:
        send = r.randrange(200, 901)
        fee = r.choice([399, 499, 699, 799, 999])
        rate = Fraction(r.randrange(4010, 4291), 100)
        pesos = (send - Fraction(fee, 100)) * rate
        if not _tie(pesos, 2):
            break
    task = (
        f"sending CAD {send} home to my mama in Iloilo. the fee is {_money(fee)} and they take it "
        f"out of the amount before converting, rate is 1 CAD = {_dec(rate)} PHP. how many pesos "
        "will she get? round to 2 decimal places"
    )
    expr = f"round(({send} - {fee / 100}) * {float(rate)}, 2)"
    return task, _half_up(pesos, 2), expr, CENT, {}


def h46_pub_pay_rise_percent(r: random.Random) -> ArithOut7:
    """UK bar worker: an hourly pay rise as a percentage, one decimal place."""
    while True:
        old = r.randrange(1042, 1201)
        rise = r.randrange(20, 151)
        percent = Fraction(rise * 100, old)
        if not _tie(percent, 1):
            break
    task = (
        f"got a pay rise at the pub from {_pounds(old)} to {_pounds(old + rise)} an hour. what % "
        "rise is that? 1 decimal place"
    )
    return task, _half_up(percent, 1), f"round({rise} / {old} * 100, 1)", TENTH, {}


ARITHMETIC: list[ArithTemplate] = [
    h46_tills_week_pay_pounds,
    h46_dc_overtime_time_and_a_half,
    h46_nightfill_loading_aud,
    h46_cafe_tip_jar_by_hours,
    h46_bar_tips_split_evenly_euro,
    h46_paid_hours_after_break_12h,
    h46_overnight_security_paid_hours_24h,
    h46_courier_mileage_claim,
    h46_delivery_fuel_cost_per_100km,
    h46_dasher_hourly_after_gas,
    h46_till_cash_up_safe_bag,
    h46_peso_cash_drawer_total,
    h46_pick_rate_per_hour,
    h46_units_left_to_hit_target,
    h46_pallets_needed_round_up,
    h46_cleaner_average_with_travel,
    h46_rent_percent_of_salary_rupees,
    h46_hours_to_cover_rent_round_up,
    h46_paycheck_left_after_bills,
    h46_yearly_gross_from_hourly_euro,
    h46_weekend_penalty_rates_aud,
    h46_rider_day_after_petrol,
    h46_remittance_pesos_after_fee,
    h46_pub_pay_rise_percent,
]


# --------------------------------------------------------------------------- to-do

CHORES = [
    ("swap Saturday close with Priya", "sorted the Saturday close swap with Priya", "Priya"),
    ("find cover for Sunday brunch shift", "found cover for Sunday brunch", "brunch"),
    ("ask manager about bank holiday rota", "asked the manager about the rota", "bank holiday"),
    ("pick up new uniform from head office", "picked up the new uniform", "uniform"),
    ("renew food hygiene certificate", "renewed my food hygiene certificate", "hygiene"),
    ("restock the crisp aisle", "restocked the crisp aisle", "crisp"),
    ("rotate the milk in the chiller", "rotated the milk in the chiller", "milk"),
    ("count pallets in the back bay", "counted the pallets in the back bay", "pallets"),
    ("wash the hi-vis vest", "washed the hi-vis vest", "hi-vis"),
    ("top up the Oyster card", "topped up the Oyster card", "Oyster"),
    ("pay the electricity bill", "paid the electricity bill", "electricity"),
    ("send rent to the landlord", "sent the rent to the landlord", "landlord"),
    ("get scooter tyres checked", "got the scooter tyres checked", "tyres"),
    ("submit timesheet to payroll", "submitted my timesheet to payroll", "timesheet"),
    ("book a day off for the dentist", "booked the day off for the dentist", "dentist"),
    ("return the till keys", "returned the till keys", "till keys"),
    ("descale the coffee machine", "descaled the coffee machine", "coffee machine"),
    ("charge the delivery bike battery", "charged the delivery bike battery", "battery"),
    ("buy black work shoes", "bought the black work shoes", "shoes"),
    ("call the agency about next week", "called the agency about next week", "agency"),
]
TITLES = [c[0] for c in CHORES]
PAST = {c[0]: c[1] for c in CHORES}
KEYWORD = {c[0]: c[2] for c in CHORES}

ADDS = [
    "swap Friday late with Marco",
    "ask Jess to cover Monday open",
    "order more paper cups",
    "renew driving licence",
    "pay the phone bill",
    "get payslip copy from HR",
    "buy a new bike lock",
    "refill the change bags",
    "check the rota for next month",
    "print the delivery notes",
    "defrost the walk-in freezer",
    "ring the GP surgery",
    "top up the gas meter",
    "post the parcel returns",
]

RENAMES = {
    "find cover for Sunday brunch shift": "find cover for Sunday dinner shift",
    "buy black work shoes": "buy non-slip work shoes",
    "pay the electricity bill": "pay the water bill",
    "book a day off for the dentist": "book a day off for the optician",
    "swap Saturday close with Priya": "swap Saturday close with Tomás",
    "return the till keys": "return the stockroom keys",
}

_FORBIDDEN = r",|\d| and |[\"'#;:]"


def _check_pools() -> None:
    """Titles in tasks pick out one to-do; keywords pick out one title of the whole pool."""
    check_titles([*TITLES, *ADDS, *RENAMES.values()], _FORBIDDEN, fold_case=True)
    for title, keyword in KEYWORD.items():
        holders = [t for t in [*TITLES, *ADDS] if keyword.lower() in t.lower()]
        assert holders == [title], (keyword, holders)


def _setup(r: random.Random, low: int, high: int, *must: str) -> list[str]:
    """A shuffled list of `low`-`high` titles from the pool that holds every title in `must`."""
    rest = [t for t in TITLES if t not in must]
    titles = [*must, *r.sample(rest, r.randint(low, high) - len(must))]
    r.shuffle(titles)
    return titles


def h46_add_to_list_pls(r: random.Random) -> TodoOut7:
    """Terse lowercase: add one thing."""
    setup = _setup(r, 0, 4)
    new = r.choice(ADDS)
    return f"add {new} to my list pls", setup, [*_open(setup), (new, False)], False, {}


def h46_add_two_quoted(r: random.Random) -> TodoOut7:
    """Two quoted titles to add at once."""
    setup = _setup(r, 1, 4)
    first, second = r.sample(ADDS, 2)
    task = f'can you add two things to my to-do list: "{first}" and "{second}"'
    return task, setup, [*_open(setup), (first, False), (second, False)], False, {}


def h46_formal_bulleted_three(r: random.Random) -> TodoOut7:
    """Formal: a bulleted list of three to add."""
    setup = _setup(r, 0, 3)
    new = r.sample(ADDS, 3)
    bullets = "\n".join(f"- {t}" for t in new)
    task = f"Please add the following to my to-do list:\n{bullets}"
    return task, setup, [*_open(setup), *((t, False) for t in new)], False, {}


def h46_past_tense_tick_off(r: random.Random) -> TodoOut7:
    """Says what was done in the past tense; that item is completed."""
    setup = _setup(r, 3, 6)
    pick = r.randrange(len(setup))
    task = f"just {PAST[setup[pick]]}, tick it off my list"
    return task, setup, _completed(setup, pick), False, {}


def h46_number_is_done(r: random.Random) -> TodoOut7:
    """Completes an item by its number on the list."""
    setup = _setup(r, 3, 7)
    pick = r.randrange(len(setup))
    task = f"mark number {pick + 1} on my to do list as done"
    return task, setup, _completed(setup, pick), False, {}


def h46_keyword_one_is_finished(r: random.Random) -> TodoOut7:
    """Second-language English: completes the item named by one word of it."""
    setup = _setup(r, 3, 6)
    pick = r.randrange(len(setup))
    task = f"the {KEYWORD[setup[pick]]} one is finish already, please mark it as complete"
    return task, setup, _completed(setup, pick), False, {}


def h46_take_off_not_needed(r: random.Random) -> TodoOut7:
    """Deletes an item named in full, in quotes."""
    setup = _setup(r, 2, 6)
    pick = r.randrange(len(setup))
    task = f'take "{setup[pick]}" off my list, not needed anymore'
    return task, setup, _deleted(setup, pick), False, {}


def h46_delete_number(r: random.Random) -> TodoOut7:
    """Deletes an item by its number."""
    setup = _setup(r, 3, 7)
    pick = r.randrange(len(setup))
    task = f"delete no. {pick + 1} from my to do list"
    return task, setup, _deleted(setup, pick), False, {}


def h46_rename_quoted(r: random.Random) -> TodoOut7:
    """Changes one item's wording, both quoted; it keeps its place and stays open."""
    old = r.choice(sorted(RENAMES))
    setup = _setup(r, 2, 5, old)
    task = f'change "{old}" on my list to "{RENAMES[old]}"'
    return task, setup, [(RENAMES[old] if t == old else t, False) for t in setup], False, {}


def h46_two_done_by_title(r: random.Random) -> TodoOut7:
    """Completes two items named in full."""
    setup = _setup(r, 3, 6)
    first, second = sorted(r.sample(range(len(setup)), 2))
    task = f"done with {setup[first]} and {setup[second]}, mark both off"
    return task, setup, _completed(setup, first, second), False, {}


def h46_delete_then_add(r: random.Random) -> TodoOut7:
    """Deletes one item, then adds a new one (at the end)."""
    setup = _setup(r, 2, 5)
    pick = r.randrange(len(setup))
    new = r.choice(ADDS)
    task = f"delete {setup[pick]} from my list. then add {new}"
    return task, setup, [*_deleted(setup, pick), (new, False)], False, {}


def h46_done_remove_add_formal(r: random.Random) -> TodoOut7:
    """Formal, quoted: completes one, removes another and adds a third in one request."""
    setup = _setup(r, 3, 6)
    done, gone = r.sample(range(len(setup)), 2)
    new = r.choice(ADDS)
    task = f'Please mark "{setup[done]}" as done, remove "{setup[gone]}", and add "{new}".'
    kept = [(t, i == done) for i, t in enumerate(setup) if i != gone]
    return task, setup, [*kept, (new, False)], False, {}


def h46_whats_left_on_list(r: random.Random) -> TodoOut7:
    """Question: what is on the list; every title must be named, nothing changed."""
    setup = _setup(r, 2, 5)
    return "what's left on my to-do list?", setup, _open(setup), True, {"contains": list(setup)}


def h46_how_many_just_the_number(r: random.Random) -> TodoOut7:
    """Question: how many items; the count must be given, nothing changed."""
    setup = _setup(r, 2, 7)
    task = "how many things on my to do list rn? just the number"
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def h46_whats_number_n(r: random.Random) -> TodoOut7:
    """Question: which item is number n; its title must be given, nothing changed."""
    setup = _setup(r, 3, 6)
    pick = r.randrange(len(setup))
    task = f"what's number {pick + 1} on my list?"
    return task, setup, _open(setup), True, {"contains": [setup[pick]]}


def h46_is_it_on_there_yes_no(r: random.Random) -> TodoOut7:
    """Question: is an item on the list, yes or no; nothing changed."""
    setup = _setup(r, 2, 6)
    if r.random() < 0.5:
        asked, extra = r.choice(setup), {"contains": ["yes"]}
    else:
        asked, extra = r.choice(ADDS), {"contains": ["no"], "not_contains": ["yes"]}
    task = f"is {asked} on my list? yes or no"
    return task, setup, _open(setup), True, extra


TODO: list[TodoTemplate] = [
    h46_add_to_list_pls,
    h46_add_two_quoted,
    h46_formal_bulleted_three,
    h46_past_tense_tick_off,
    h46_number_is_done,
    h46_keyword_one_is_finished,
    h46_take_off_not_needed,
    h46_delete_number,
    h46_rename_quoted,
    h46_two_done_by_title,
    h46_delete_then_add,
    h46_done_remove_add_formal,
    h46_whats_left_on_list,
    h46_how_many_just_the_number,
    h46_whats_number_n,
    h46_is_it_on_there_yes_no,
]


HEADER = """\
# {name}: everyday calculator and to-do requests of shift workers, held out.
# Written blind on 2026-11-29 by evals/gen_everyday_heldout_46.py (seed {seed}), before any
# tuning against it, by a helper session (branch h46) that read none of the planner's, the
# agent's or the tools' code or tests, nor any other set's YAML or templates (see the
# generator's docstring for exactly what it read).
# {families} template families ({arith} arithmetic, {todo} to-do), {draws} seeded draws each.
# Expected numbers are computed in plain Python with exact fractions (rounded half up where the
# request asks, with exact ties redrawn) and checked against an independent float expression.
# Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set beside this file."""
    _check_pools()
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(path)


if __name__ == "__main__":
    main()
