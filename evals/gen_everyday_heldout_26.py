"""Generate evals/everyday-heldout-26.yaml: a blind set of everyday requests from people at work.

Theme: ordinary people at work (office, shop, trades and care workers) asking about timesheets,
expenses, mileage, splitting a team lunch and invoices, and keeping their work errands and meeting
prep on a to-do list.

Written blind on 2026-11-28 by a helper session (branch h26). What it read, and nothing else:
docs/evals.md sections "## The dataset" and "## Side effects"; src/agentschool/evals/cases.py and
src/agentschool/evals/checks.py; from evals/gen_everyday_heldout_4.py the definitions of `_money`,
`_listing` and `_tol`; from evals/gen_everyday_heldout_7.py the definitions of `ArithOut7`,
`ArithTemplate`, `TodoOut7`, `TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`, `_open`,
`_plain`, `_pounds`, `check_titles` and `write_set`; the first 30 lines of
evals/everyday-heldout-7.yaml; `grep -n '^## ' docs/evals.md` and `ls evals`.
Slips (seen beyond that list, none of it templates or rules): in gen_everyday_heldout_4.py the
neighbouring helpers `_cents` and `_ordinal` and the signature line of its first arithmetic
template; in gen_everyday_heldout_7.py the lines around the listed definitions (`NAME`, `HERE`,
`DRAWS`, `Extra`, `Out`, `_said`, `_typed`, `_frac`, `_pick`, `_adding`, `_one_of`, the first
two lines of one to-do template, whose wording this set then avoided), its import lines,
`_check_families`, the tail of the function before `check_titles`, and its `main()`; the
`[tool.ruff]` and `[tool.mypy]` sections of pyproject.toml (to know the lint rules).

Families:
- shift-hours-from-clock: hours worked from clock-in and clock-out times less an unpaid break.
- weekly-timesheet-total: the sum of a week's daily hours.
- overtime-pay: gross pay with hours past forty at time and a half.
- mileage-claim: business miles times a stated rate per mile.
- round-trip-mileage: return trips at a distance each way times a rate per kilometre.
- team-lunch-tip-split: a lunch bill plus a tip percentage split equally.
- lunch-boss-covers-part: a lunch bill less the manager's contribution split equally.
- invoice-add-vat: a net invoice plus VAT or GST at a stated rate.
- vat-inside-gross: the VAT part, or the net, of a price that includes 20% VAT.
- call-out-invoice: a trade invoice of call-out fee, labour hours at a rate and parts.
- expense-receipts-total: the sum of a trip's receipts.
- per-diem-allowance: a daily allowance with a stated deduction or part-paid travel days.
- trade-discount: a list price less a trade discount, sometimes plus VAT.
- sales-commission: commission at a rate on all sales or on sales above a threshold.
- sales-percent-change: the percentage rise or fall of takings between two months.
- shop-markup-price: a selling price from cost plus a markup on cost, sometimes plus VAT.
- price-per-unit: the price of one item from a pack price.
- care-rounds-hours: the length of a care round of visits with travel between them.
- fluid-intake-litres: a resident's fluid intake in litres from glasses and cups.
- feet-to-metres: lengths in feet or inches converted with a stated factor.
- hourly-rate-rounded: an annual salary as an hourly rate, rounded to the penny or cent.
- average-daily-takings: the mean of a week's daily takings.
- boxes-to-order: whole boxes needed to cover a quantity.
- tip-pool-share: one person's share of a tip pool split by hours worked.
- remind-me-to: add one work errand.
- add-meeting-prep: add two or three errands in one message.
- done-with-title: complete a to-do named by its title.
- tick-off-number: complete a to-do named by its number.
- past-tense-finished: complete a to-do told in the past tense.
- finished-two-errands: complete two to-dos in one message.
- drop-by-title: delete a to-do named by its title.
- delete-by-number: delete a to-do named by its number.
- finish-and-clear-done: complete to-dos, then clear the completed ones.
- whats-on-my-list: a question: list the to-dos.
- how-many-left: a question: count the to-dos.
- anything-about-keyword: a question: find the to-do about a keyword.
- add-one-done-another: add a to-do and complete another in one message.
- everything-but-one-done: complete every to-do except one.
- cancel-two-items: delete two to-dos in one message.
- tick-off-and-whats-left: complete a to-do and say what is left.
"""

from __future__ import annotations

import math
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
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-26"
SEED = 20261128_26

HEADER = """\
# {name}: everyday calculator and to-do requests from people at work, held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_26.py (seed {seed}), before any
# tuning against it, by a helper session (branch h26) that read none of the planner's, agent's,
# tools' or rules' code, no tests, no other set's templates.
# Theme: ordinary people at work (office, shop, trades and care workers): timesheets, expenses,
# mileage, splitting a team lunch, invoices, and work errands and meeting prep on their lists.
# {families} families ({arith} arithmetic, {todo} to-do), several wordings each, {draws} seeded
# draws. Expected numbers are exact (fractions), each checked against an independent float
# expression. Do not tune against it. Regenerate, do not edit.
"""

WORDINGS_TEXT = """
shift-hours-from-clock: I clocked in at {s12} and out at {e12}, with a {brk} minute unpaid lunch. How many hours do I put on my timesheet?
shift-hours-from-clock: shift today {s24}-{e24}, {brk} min break unpaid. hours worked?
shift-hours-from-clock: Could you work out my hours for today? Started {s12}, finished {e12}, and the {said} break isn't paid.
weekly-timesheet-total: Hours this week: {pairs}. What's my total?
weekly-timesheet-total: need to fill in my timesheet. {lower} - how many hours is that altogether
weekly-timesheet-total: Can you add up my hours for the week? {listed}.
overtime-pay: I'm paid {pay} an hour and anything over 40 hours is time and a half. I did {h} hours this week, what's my gross pay?
overtime-pay: base rate {pay}/hr, OT at 1.5x after 40 hrs. worked {h} hrs. total pay before tax?
overtime-pay: Quick one: {h} hours this week at {pay} per hour, with the hours past 40 paid at one and a half times the rate. What should my pay come to?
mileage-claim: Drove {miles} miles for client visits this month and we claim {rate} a mile. How much can I put in for?
mileage-claim: mileage claim: {miles} miles at {rate} per mile, how much?
mileage-claim: I did {miles} business miles in my own car last month. The company pays {rate} per mile - what does that come to?
round-trip-mileage: The supplier's yard is {km} km from the office. I went there and back {times} this month. At {per_km} per km, what's my mileage claim?
round-trip-mileage: {trips} return trips to the depot, {km} km each way, paid {per_km} a kilometre. how much do I claim
round-trip-mileage: Our care agency pays {per_km}/km. One of my clients lives {km} km away and I drove out and back {times} this week. What do I get for the mileage?
team-lunch-tip-split: Team lunch came to {b}, we're adding a {p}% tip and splitting it between the {n} of us. What does each person owe?
team-lunch-tip-split: lunch for {n} people was {b} before tip. {p}% tip, split evenly - how much each?
team-lunch-tip-split: Hi! We took the new starter out for lunch and the bill is {b}. We want to leave {p}% on top and split it equally {n} ways. What's the amount per person?
lunch-boss-covers-part: Our manager is putting {c} towards the team lunch and the rest gets split equally between the {n} of us. The bill's {b}. What's my share?
lunch-boss-covers-part: bill {b}, company covers {c}, remainder split {n} ways. per person?
lunch-boss-covers-part: Leaving do lunch: {b} in total. The boss said she'd chip in {c} and the {n} of us cover the rest evenly. How much do we each pay?
invoice-add-vat: The invoice is {amount} before {tax}. With {tax} at {pct}%, what's the total to bill the client?
invoice-add-vat: net {amount}, add {pct}% {tax}, total?
invoice-add-vat: I'm writing up an invoice for a bathroom refit. Labour and materials come to {amount}, and I need to add {tax} at {pct}%. What's the final figure?
vat-inside-gross: The receipt says {g} including VAT at 20%. How much of that is the VAT?
vat-inside-gross: For my expenses I need the VAT part of a {g} hotel bill. The price includes 20% VAT.
vat-inside-gross: {g} inc 20% vat, what was it before vat
call-out-invoice: Electrician's invoice: call-out {callout}, {h} hours labour at {hourly}/hour, parts {bits}. What's the total?
call-out-invoice: Can you total up this job for me? Call-out charge was {callout}, I was there {h} hours at {hourly} an hour, and the parts came to {bits}.
call-out-invoice: plumbing job - {h} hrs at {hourly}/hr, {bits} parts, {callout} callout. total?
expense-receipts-total: Adding up my expenses from the trip: {listed}. What's the total I'm claiming?
expense-receipts-total: receipts: {comma}. total?
expense-receipts-total: Can you add these receipts up for my expense report please? {semi}.
per-diem-allowance/breakfast: I'm away on a {days}-day work trip. The per diem is {daily} a day, but the hotel includes breakfast so they take {cut} off each day. What's my total allowance?
per-diem-allowance/breakfast: per diem {daily}/day for {days} days, minus {cut} a day because breakfast is provided. total?
per-diem-allowance/travel-days: Our meal allowance is {daily} per day, and the first and last days of travel are paid at 75%. I'm travelling for {days} days including both travel days. How much meal allowance do I get?
per-diem-allowance/travel-days: meal allowance {daily} a day, first and last travel days at 75%. {days} day trip counting both of those, how much do I get?
trade-discount/vat: builders merchant quote is {quote}, less {p}% trade discount, then plus 20% VAT on the discounted amount. what's the final price?
trade-discount: Our order of site supplies comes to {quote} at list price. We get {p}% trade discount. What do we actually pay?
trade-discount: Ordering stationery for the office: {quote} before discount, and our account gets {p}% off. How much will it be?
sales-commission/flat: I sold {sold} this month and get {p}% commission. How much commission is that?
sales-commission/flat: Sales this quarter were {sold}, my commission rate is {p}%. What's my commission?
sales-commission/threshold: My commission is {p}% on sales over {over} each month. I sold {sold} in March. How much commission did I earn?
sales-percent-change/up: The shop took {a} last month and {b} this month. By what percentage did takings go up?
sales-percent-change/up: takings went from {a} to {b}, what's the % increase
sales-percent-change/down: Sales were {a} in June and {b} in July. What percentage drop is that?
sales-percent-change/down: Our branch did {a} in the first quarter and {b} in the second. By what percent did sales fall?
shop-markup-price/vat: cost price {price_in} per {item}, {markup}% markup, then 20% VAT on top. shelf price?
shop-markup-price: We buy each {item} in at {price_in} and mark up {markup}% on cost. What should the selling price be?
shop-markup-price: I run a small shop. One {item} costs me {price_in} and I add {markup}% to the cost. What do I sell it for?
price-per-unit: A pack of {n} printer cartridges is {pack}. How much is that per cartridge?
price-per-unit: The wholesaler sells hi-vis vests in packs of {n} for {pack}. What's the price per vest?
price-per-unit: {pack} for {n} rolls of parcel tape, cost per roll?
care-rounds-hours/minutes: How many minutes is my round today? {n} visits of {each} minutes, with {gap} minutes of travel between each visit and the next.
care-rounds-hours: I've got {n} calls today, {each} minutes each, and {gap} minutes driving between one call and the next. How many hours from the start of the first call to the end of the last?
care-rounds-hours: care round: {n} visits x {each} min, {gap} min travel between visits. total time in hours, first visit start to last visit end?
fluid-intake-litres: For {who}'s fluid chart: {glasses} glasses of water at {glass} ml and {cups} cups of tea at {cup} ml. How many litres is that in total?
fluid-intake-litres: fluid intake today for {who}: {glasses} x {glass}ml water, {cups} x {cup}ml tea. total in litres?
feet-to-metres/feet: I need {ft} feet of skirting board but the merchant sells it by the metre. A foot is 0.3048 m, so how many metres is that?
feet-to-metres/inches: The customer's alcove is {inches} inches wide. Using 2.54 cm to the inch, what's that in centimetres?
feet-to-metres/runs: {runs} runs of cable at {ft} ft each, how many metres in total? (1 ft = 0.3048 m)
hourly-rate-rounded: I'm on {pay} a year for {w} hours a week, 52 weeks. What's that per hour, rounded to the nearest {unit}?
hourly-rate-rounded: salary {pay}, {w} hrs/week, 52 weeks a year. hourly rate to 2 decimal places?
hourly-rate-rounded: A job ad says {pay} per year, {w} hours per week. Assuming 52 paid weeks, what does that work out to an hour? Round it to 2 decimal places please.
average-daily-takings: Till takings this week: {pairs}. What was the average per day?
average-daily-takings: Our café took {listed} over the last {ndays} days. What's the daily average?
boxes-to-order: I need {need} {item} and they come in {what} of {size}. How many {what} do I have to order?
boxes-to-order: How many {what} of {item} should I order? We need {need} and there are {size} in each.
boxes-to-order: ordering {item}: need {need}, sold in {what} of {size}. how many {what}
tip-pool-share: The tip jar this week had {jar}. We split it by hours worked: {did} and I did {mine}. How much is my share?
tip-pool-share: tips {jar} split by hours. {staff}, me {mine}. what do I get?
remind-me-to: remind me to {new}
remind-me-to: Could you add {qn} to my to-do list please?
remind-me-to: Can you note down that I need to {new}? Thanks
remind-me-to: add to my list: {new}
add-meeting-prep: Before tomorrow's team meeting I need to {listed}. Can you add those to my list?
add-meeting-prep: add these to my to-dos: {semi}
add-meeting-prep: Please put a few things on my list for this week: {listed}.
done-with-title: mark {q} as done
done-with-title: Can you tick off {q}? Sorted it this morning.
done-with-title: {t} - done, please check it off
tick-off-number: tick off number {k}
tick-off-number: Mark item {k} on my list as complete, please.
tick-off-number: no. {k} on my to-do list is done
past-tense-finished: Just {did}, can you tick that off?
past-tense-finished: Finally {did}! Mark it as done please.
past-tense-finished: I've {did}, so that one's done on my list.
finished-two-errands: I've {did_a} and {did_b}, tick both off please.
finished-two-errands: Both {qa} and {qb} are sorted. Mark them complete.
finished-two-errands: done today: {a}; {b}
drop-by-title: Take {q} off my list, it's not needed any more.
drop-by-title: delete {t}
drop-by-title: Someone else is handling {q}, so please remove it from my to-dos.
delete-by-number: delete number {k}
delete-by-number: Please remove item {k} from my list, it got cancelled.
delete-by-number: get rid of to-do {k}, my manager says it's not happening
finish-and-clear-done/one: I've {did}. Mark it done and then clear all the completed ones off my list.
finish-and-clear-done/one: {q} is done - tick it off and clear out whatever's finished.
finish-and-clear-done/two: {qa} and {qb} are both done. tick them off then clear out the finished items
finish-and-clear-done/two: I've {did_a} and {did_b}. Please mark those complete and clear completed to-dos so the list is tidy.
whats-on-my-list: what's on my to-do list?
whats-on-my-list: Can you remind me what I still have to do today?
whats-on-my-list: Before I head out of the office, what have I got left on my list?
whats-on-my-list: read me my list pls
how-many-left: how many things are on my list?
how-many-left: How many to-dos have I got left?
how-many-left: Just checking my workload - how many items are on my to-do list right now?
anything-about-keyword: Is there anything on my list about {kw}?
anything-about-keyword: did I put something about {kw} on my to-dos? what was it exactly
anything-about-keyword: Which of my to-dos mentions {kw}?
add-one-done-another: Add {qn} to my list. Oh, and I've already {did}, so mark that done.
add-one-done-another: {q} is done, tick it off. Also need to {new}, put that on the list.
everything-but-one-done: Good day! I got through everything on my list except {q}. Mark the rest as done.
everything-but-one-done: all done apart from {q}, tick the others off
cancel-two-items: The client visit is off, so delete {qa} and {qb} from my list.
cancel-two-items: Please remove {qa} and {qb}, they're not happening anymore.
cancel-two-items: delete these two: {a}; {b}
tick-off-and-whats-left: {q} is done. What's left on my list?
tick-off-and-whats-left: Just {did}. Tick it off and tell me what I've still got to do.
"""  # noqa: E501
"""Wordings: "family: wording" (or "family/variant: wording"), one a line, filled by `_say`."""


def _parse_wordings(text: str) -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for line in text.strip().splitlines():
        key, _, wording = line.partition(": ")
        table.setdefault(key, []).append(wording)
    return table


WORDINGS = _parse_wordings(WORDINGS_TEXT)

# --------------------------------------------------------------------------- helpers


def _say(r: random.Random, key: str, fields: dict[str, object], index: int | None = None) -> str:
    """A wording of `key` (drawn, or the one at `index`) filled from a template's locals."""
    options = WORDINGS[key]
    return (options[index] if index is not None else r.choice(options)).format_map(fields)


def _num(value: Fraction) -> str:
    """A terminating fraction as a person types it: 15/2 is "7.5"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _arith(task: str, exact: Fraction, expr: str, *, rounded: bool = False) -> ArithOut7:
    """The case, after checking `exact` against the float expression `expr` (literals only)."""
    value = eval(expr, {"__builtins__": {}})  # the generator's own literal arithmetic
    assert math.isclose(value, float(exact), rel_tol=1e-9, abs_tol=1e-9), (task, exact, value)
    return task, exact, expr, None if rounded else _tol(exact), {}


def _clock12(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    h12, ap = (h - 12 if h > 12 else h), ("am" if h < 12 else "pm")
    return f"{h12}{ap}" if m == 0 else f"{h12}:{m:02d}{ap}"


def _c(cents: int) -> str:
    """Cents as a float expression of the amount, for a check."""
    return f"({cents}/100)"


def _cash(r: random.Random, *writers: Callable[[int], str]) -> Callable[[int], str]:
    return r.choice(writers or (_money, _pounds, _euros))


# --------------------------------------------------------------------------- arithmetic


def _h26_shift_hours_from_clock(r: random.Random) -> ArithOut7:
    start = r.choice(range(6 * 60 + 30, 9 * 60 + 1, 15))
    end = r.choice(range(14 * 60 + 30, 18 * 60 + 31, 15))
    brk = r.choice([30, 45, 60])
    s12, e12 = _clock12(start), _clock12(end)
    s24, e24 = f"{start // 60:02d}:{start % 60:02d}", f"{end // 60:02d}:{end % 60:02d}"
    said = {30: "half-hour", 45: "45-minute", 60: "hour-long"}[brk]
    expr = f"({end // 60} + {end % 60}/60) - ({start // 60} + {start % 60}/60) - {brk}/60"
    exact = Fraction(end - start - brk, 60)
    return _arith(_say(r, "shift-hours-from-clock", locals()), exact, expr)


def _h26_weekly_timesheet_total(r: random.Random) -> ArithOut7:
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    hours = [Fraction(r.randrange(16, 41), 4) for _ in range(r.choice([5, 5, 6]))]
    shown = [_num(h) for h in hours]
    pairs = ", ".join(f"{d[:3]} {h}" for d, h in zip(days, shown, strict=False))
    lower = " ".join(f"{d.lower()} {h}" for d, h in zip(days, shown, strict=False))
    listed = _listing(shown)
    expr = " + ".join(str(float(h)) for h in hours)
    return _arith(_say(r, "weekly-timesheet-total", locals()), sum(hours, Fraction(0)), expr)


def _h26_overtime_pay(r: random.Random) -> ArithOut7:
    write = _cash(r, _money, _pounds)
    rate = r.randrange(1150, 2601, 10)
    hours = Fraction(r.randrange(82, 105), 2)
    pay, h = write(rate), _num(hours)
    exact = Fraction(rate, 100) * 40 + Fraction(rate, 100) * (hours - 40) * Fraction(3, 2)
    expr = f"40*{_c(rate)} + ({float(hours)} - 40)*{_c(rate)}*1.5"
    return _arith(_say(r, "overtime-pay", locals()), exact, expr)


def _h26_mileage_claim(r: random.Random) -> ArithOut7:
    miles = r.randrange(18, 321)
    cents, rate = r.choice([(45, "45p"), (45, "£0.45"), (67, "$0.67"), (67, "67 cents")])
    expr = f"{miles} * {cents / 100}"
    return _arith(_say(r, "mileage-claim", locals()), Fraction(miles * cents, 100), expr)


def _h26_round_trip_mileage(r: random.Random) -> ArithOut7:
    km, trips, cents = r.randrange(8, 49), r.randrange(2, 7), r.choice([25, 30, 35])
    per_km, times = _euros(cents), "twice" if trips == 2 else f"{trips} times"
    exact = Fraction(2 * km * trips * cents, 100)
    expr = f"{km} * 2 * {trips} * {cents / 100}"
    return _arith(_say(r, "round-trip-mileage", locals()), exact, expr)


def _h26_team_lunch_tip_split(r: random.Random) -> ArithOut7:
    write = _cash(r)
    bill, n = r.randrange(6000, 32001), r.randrange(4, 11)
    pct = Fraction(r.choice(["10", "12.5", "15", "18", "20"]))
    b, p = write(bill), _num(pct)
    exact = Fraction(bill, 100) * (1 + pct / 100) / n
    expr = f"{_c(bill)} * (1 + {float(pct)}/100) / {n}"
    return _arith(_say(r, "team-lunch-tip-split", locals()), exact, expr)


def _h26_lunch_boss_covers_part(r: random.Random) -> ArithOut7:
    write = _cash(r)
    paid = r.randrange(2000, 6001, 500)
    bill, n = r.randrange(paid + 4000, 30001), r.randrange(3, 10)
    b, c = write(bill), write(paid)
    expr = f"({_c(bill)} - {_c(paid)}) / {n}"
    return _arith(_say(r, "lunch-boss-covers-part", locals()), Fraction(bill - paid, 100) / n, expr)


def _h26_invoice_add_vat(r: random.Random) -> ArithOut7:
    write, pct, tax = r.choice([(_pounds, 20, "VAT"), (_euros, 21, "VAT"), (_money, 10, "GST")])
    net = r.randrange(250, 4801) * 100 + r.choice([0, 0, r.randrange(1, 100)])
    amount = write(net)
    exact = Fraction(net, 100) * (100 + pct) / 100
    return _arith(_say(r, "invoice-add-vat", locals()), exact, f"{_c(net)} * {1 + pct / 100}")


def _h26_vat_inside_gross(r: random.Random) -> ArithOut7:
    gross = r.randrange(1500, 60001)
    g, k = _pounds(gross), r.randrange(3)
    exact = Fraction(gross, 100) * (Fraction(1, 6) if k < 2 else Fraction(5, 6))
    expr = [f"{_c(gross)} - {_c(gross)} / 1.2", f"{_c(gross)} * 0.2 / 1.2", f"{_c(gross)} / 1.2"]
    return _arith(_say(r, "vat-inside-gross", locals(), k), exact, expr[k])


def _h26_call_out_invoice(r: random.Random) -> ArithOut7:
    write = _cash(r, _money, _pounds)
    fee, rate = r.randrange(4500, 9501, 500), r.randrange(3500, 8501, 250)
    parts = r.randrange(1000, 25001)
    hours = Fraction(r.randrange(4, 25), 4)
    callout, hourly, bits, h = write(fee), write(rate), write(parts), _num(hours)
    exact = Fraction(fee + parts, 100) + hours * Fraction(rate, 100)
    expr = f"{_c(fee)} + {float(hours)} * {_c(rate)} + {_c(parts)}"
    return _arith(_say(r, "call-out-invoice", locals()), exact, expr)


_RECEIPTS = [
    ("taxi", 800, 4500),
    ("train ticket", 1500, 9000),
    ("hotel", 7000, 19000),
    ("dinner", 1500, 6000),
    ("parking", 300, 2000),
    ("coffee with the client", 400, 1500),
]


def _h26_expense_receipts_total(r: random.Random) -> ArithOut7:
    write = _cash(r)
    picked = r.sample(_RECEIPTS, r.randrange(3, 6))
    amounts = [r.randrange(low, high + 1) for _, low, high in picked]
    items = [f"{what} {write(a)}" for (what, _, _), a in zip(picked, amounts, strict=True)]
    listed, comma, semi = _listing(items), ", ".join(items), "; ".join(items)
    expr = " + ".join(_c(a) for a in amounts)
    return _arith(_say(r, "expense-receipts-total", locals()), Fraction(sum(amounts), 100), expr)


def _h26_per_diem_allowance(r: random.Random) -> ArithOut7:
    write = _cash(r, _money, _euros)
    rate = r.randrange(45, 80) * 100
    daily = write(rate)
    if r.random() < 0.5:
        days, less = r.randrange(2, 7), r.randrange(8, 16) * 100
        cut = write(less)
        expr = f"{days} * {_c(rate)} - {days} * {_c(less)}"
        exact = Fraction(days * (rate - less), 100)
        return _arith(_say(r, "per-diem-allowance/breakfast", locals()), exact, expr)
    days = r.randrange(3, 7)
    exact = Fraction(rate, 100) * (days - 2) + Fraction(rate, 100) * Fraction(3, 2)
    expr = f"{_c(rate)} * ({days} - 2) + 2 * 0.75 * {_c(rate)}"
    return _arith(_say(r, "per-diem-allowance/travel-days", locals()), exact, expr)


def _h26_trade_discount(r: random.Random) -> ArithOut7:
    listed = r.randrange(8000, 250001)
    pct = Fraction(r.choice(["10", "12.5", "15", "20", "25"]))
    p, after = _num(pct), Fraction(listed, 100) * (1 - pct / 100)
    if r.randrange(3) == 0:
        quote = _pounds(listed)
        expr = f"{_c(listed)} * (100 - {float(pct)}) / 100 * 1.2"
        return _arith(_say(r, "trade-discount/vat", locals()), after * Fraction(6, 5), expr)
    quote = _cash(r)(listed)
    expr = f"{_c(listed)} - {_c(listed)} * {float(pct)} / 100"
    return _arith(_say(r, "trade-discount", locals()), after, expr)


def _h26_sales_commission(r: random.Random) -> ArithOut7:
    write = _cash(r, _money, _pounds)
    pct = Fraction(r.choice(["3", "4", "5", "6", "7.5", "8", "10"]))
    cents = r.randrange(1200, 9601) * 1000 + r.choice([0, r.randrange(100, 100000)])
    p, sold = _num(pct), write(cents)
    if r.random() < 0.5:
        expr = f"{_c(cents)} * {float(pct) / 100}"
        exact = Fraction(cents, 100) * pct / 100
        return _arith(_say(r, "sales-commission/flat", locals()), exact, expr)
    floor = r.randrange(2, cents // 200000) * 100000
    over = write(floor)
    exact = Fraction(cents - floor, 100) * pct / 100
    expr = f"({_c(cents)} - {_c(floor)}) * {float(pct)} / 100"
    return _arith(_say(r, "sales-commission/threshold", locals()), exact, expr)


def _h26_sales_percent_change(r: random.Random) -> ArithOut7:
    write = _cash(r)
    before = after = r.randrange(12000, 48001)
    while after == before:
        after = before + r.randrange(-before // 4, before // 4)
    a, b = write(before * 100), write(after * 100)
    key = "sales-percent-change/" + ("up" if after > before else "down")
    exact = Fraction(abs(after - before) * 100, before)
    expr = f"({max(after, before)} - {min(after, before)}) / {before} * 100"
    return _arith(_say(r, key, locals()), exact, expr)


def _h26_shop_markup_price(r: random.Random) -> ArithOut7:
    cost, markup = r.randrange(150, 1501), r.choice([25, 30, 40, 50, 60])
    item = r.choice(["mug", "tape measure", "phone case", "scented candle", "box of fuses"])
    price = Fraction(cost, 100) * (100 + markup) / 100
    if r.random() < 0.35:
        price_in = _pounds(cost)
        expr = f"{_c(cost)} * {1 + markup / 100} * 1.2"
        return _arith(_say(r, "shop-markup-price/vat", locals()), price * Fraction(6, 5), expr)
    price_in = _cash(r)(cost)
    expr = f"{_c(cost)} + {_c(cost)} * {markup} / 100"
    return _arith(_say(r, "shop-markup-price", locals()), price, expr)


def _h26_price_per_unit(r: random.Random) -> ArithOut7:
    n = r.choice([6, 8, 10, 12, 20, 24])
    price = n * r.randrange(110, 600) + r.randrange(-50, 50)
    pack = _cash(r)(price)
    exact = Fraction(price, 100) / n
    return _arith(_say(r, "price-per-unit", locals()), exact, f"{_c(price)} / {n}")


def _h26_care_rounds_hours(r: random.Random) -> ArithOut7:
    n, each, gap = r.randrange(4, 9), r.choice([15, 30, 45, 60]), r.choice([15, 30])
    total = Fraction(n * each + (n - 1) * gap)
    if r.random() < 0.3:
        expr = f"{n}*{each} + {n - 1}*{gap}"
        return _arith(_say(r, "care-rounds-hours/minutes", locals()), total, expr)
    expr = f"({n}*{each} + ({n} - 1)*{gap}) / 60"
    return _arith(_say(r, "care-rounds-hours", locals()), total / 60, expr)


def _h26_fluid_intake_litres(r: random.Random) -> ArithOut7:
    glasses, glass = r.randrange(2, 9), r.choice([200, 250, 300])
    cups, cup = r.randrange(1, 6), r.choice([150, 200])
    who = r.choice(["Mr Davies", "Mrs Khan", "Doreen", "Mr Lewandowski"])
    exact = Fraction(glasses * glass + cups * cup, 1000)
    expr = f"{glasses} * {glass / 1000} + {cups} * {cup / 1000}"
    return _arith(_say(r, "fluid-intake-litres", locals()), exact, expr)


def _h26_feet_to_metres(r: random.Random) -> ArithOut7:
    kind = r.randrange(3)
    if kind == 0:
        ft = r.randrange(6, 61)
        key, exact, expr = "feet", ft * Fraction("0.3048"), f"{ft} * 0.3048"
    elif kind == 1:
        inches = r.randrange(20, 97)
        key, exact, expr = "inches", inches * Fraction("2.54"), f"{inches} * 2.54"
    else:
        runs, ft = r.randrange(2, 7), r.randrange(8, 41)
        key, exact, expr = "runs", runs * ft * Fraction("0.3048"), f"{runs * ft} * 0.3048"
    return _arith(_say(r, f"feet-to-metres/{key}", locals()), exact, expr)


def _h26_hourly_rate_rounded(r: random.Random) -> ArithOut7:
    write, unit = r.choice([(_pounds, "penny"), (_money, "cent")])
    weekly = Fraction(r.choice(["35", "37.5", "40"]))
    while True:
        salary = r.randrange(88, 169) * 25000
        hourly = Fraction(salary, 100) / (52 * weekly)
        if (hourly * 1000) % 10 != 5:  # no tie at the half-cent
            break
    q = Decimal(hourly.numerator) / Decimal(hourly.denominator)
    exact = Fraction(q.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
    pay, w = write(salary), _num(weekly)
    expr = f"({_c(salary)} / (52 * {float(weekly)}) * 100 + 0.5) // 1 / 100"
    return _arith(_say(r, "hourly-rate-rounded", locals()), exact, expr, rounded=True)


def _h26_average_daily_takings(r: random.Random) -> ArithOut7:
    write = _cash(r)
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][: r.randrange(5, 8)]
    takings = [r.randrange(180, 951) * 100 + r.choice([0, r.randrange(1, 100)]) for _ in days]
    shown = [write(t) for t in takings]
    pairs = ", ".join(f"{d} {s}" for d, s in zip(days, shown, strict=True))
    listed, ndays = _listing(shown), len(days)
    exact = Fraction(sum(takings), 100 * ndays)
    expr = f"({' + '.join(_c(t) for t in takings)}) / {ndays}"
    return _arith(_say(r, "average-daily-takings", locals()), exact, expr)


def _h26_boxes_to_order(r: random.Random) -> ArithOut7:
    item, size, what = r.choice(
        [
            ("screws", r.choice([50, 100, 200]), "boxes"),
            ("name badges", 25, "packs"),
            ("disposable aprons", 100, "packs"),
            ("envelopes", 500, "boxes"),
            ("paper cups", 50, "sleeves"),
        ]
    )
    need = size
    while need % size == 0:
        need = r.randrange(size + 1, size * 12)
    exact = Fraction(-(-need // size))
    return _arith(_say(r, "boxes-to-order", locals()), exact, f"-(-{need} // {size})")


def _h26_tip_pool_share(r: random.Random) -> ArithOut7:
    pool = r.randrange(12000, 60001)
    jar = _cash(r)(pool)
    others = r.sample(["Sam", "Priya", "Tom", "Aisha", "Kev", "Marta"], r.randrange(2, 5))
    hours = [r.randrange(3, 31) for _ in others]
    mine = r.randrange(3, 31)
    did = ", ".join(f"{n} did {h}" for n, h in zip(others, hours, strict=True))
    staff = ", ".join(f"{n} {h}" for n, h in zip(others, hours, strict=True))
    exact = Fraction(pool, 100) * mine / (sum(hours) + mine)
    expr = f"{mine} / ({' + '.join(map(str, hours))} + {mine}) * {_c(pool)}"
    return _arith(_say(r, "tip-pool-share", locals()), exact, expr)


# --------------------------------------------------------------------------- to-do

ERRANDS = """
book the meeting room | booked the meeting room | the meeting room
print the agenda | printed the agenda
order printer toner | ordered printer toner | toner
submit my timesheet | submitted my timesheet | my timesheet
send the Hargreaves invoice | sent the Hargreaves invoice | Hargreaves
file my expense receipts | filed my expense receipts
restock the till roll | restocked the till roll
call the van hire place | called the van hire place | the van hire
renew my first aid certificate | renewed my first aid certificate | first aid
update the care plan for Mrs Okafor | updated the care plan for Mrs Okafor | Mrs Okafor
pick up the site keys | picked up the site keys | the site keys
email the quarterly figures | emailed the quarterly figures
fix the stockroom door | fixed the stockroom door | the stockroom
buy milk for the staff kitchen | bought milk for the staff kitchen | milk
prepare the slides | prepared the slides
collect the parcel from reception | collected the parcel from reception | the parcel
check the fire extinguishers | checked the fire extinguishers | the fire extinguishers
top up the petty cash | topped up the petty cash | the petty cash
order more disposable gloves | ordered more disposable gloves
reply to the landlord | replied to the landlord
charge the work laptop | charged the work laptop | the work laptop
sign the delivery note | signed the delivery note
"""
"""Work errands: the title | how a person says it is done | a keyword only it holds."""
_ROWS = [[cell.strip() for cell in line.split("|")] for line in ERRANDS.strip().splitlines()]
TITLES = [row[0] for row in _ROWS]
PAST = {row[0]: row[1] for row in _ROWS}
KEYWORD = {row[0]: row[2] for row in _ROWS if len(row) == 3}


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _one(r: random.Random, low: int, high: int) -> tuple[list[str], int]:
    setup = _setup(r, low, high)
    return setup, r.randrange(len(setup))


def _fresh(r: random.Random, setup: list[str], count: int) -> list[str]:
    return r.sample([t for t in TITLES if t not in setup], count)


def _pair(r: random.Random, low: int, high: int) -> tuple[list[str], int, int, dict[str, str]]:
    """A list, two of its to-dos, and how a message names them (as is, quoted, done)."""
    setup = _setup(r, low, high)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = setup[i], setup[j]
    said = {"a": a, "b": b, "qa": f'"{a}"', "qb": f'"{b}"', "did_a": PAST[a], "did_b": PAST[b]}
    return setup, i, j, said


def _named(title: str) -> dict[str, str]:
    """How a message names one to-do: as is, quoted, done."""
    return {"t": title, "q": f'"{title}"', "did": PAST[title]}


def _h26_remind_me_to(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 3)
    [new] = _fresh(r, setup, 1)
    qn = f'"{new}"'
    return _say(r, "remind-me-to", locals()), setup, _open([*setup, new]), False, {}


def _h26_add_meeting_prep(r: random.Random) -> TodoOut7:
    setup = _setup(r, 0, 2)
    new = _fresh(r, setup, r.choice([2, 3]))
    listed, semi = _listing(new), "; ".join(new)
    return _say(r, "add-meeting-prep", locals()), setup, _open([*setup, *new]), False, {}


def _h26_done_with_title(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 5)
    return _say(r, "done-with-title", _named(setup[i])), setup, _completed(setup, i), False, {}


def _h26_tick_off_number(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 6)
    return _say(r, "tick-off-number", {"k": i + 1}), setup, _completed(setup, i), False, {}


def _h26_past_tense_finished(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 5)
    return _say(r, "past-tense-finished", _named(setup[i])), setup, _completed(setup, i), False, {}


def _h26_finished_two_errands(r: random.Random) -> TodoOut7:
    setup, i, j, said = _pair(r, 3, 5)
    return _say(r, "finished-two-errands", said), setup, _completed(setup, i, j), False, {}


def _h26_drop_by_title(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 5)
    return _say(r, "drop-by-title", _named(setup[i])), setup, _deleted(setup, i), False, {}


def _h26_delete_by_number(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 6)
    return _say(r, "delete-by-number", {"k": i + 1}), setup, _deleted(setup, i), False, {}


def _h26_finish_and_clear_done(r: random.Random) -> TodoOut7:
    if r.random() < 0.5:
        setup, i = _one(r, 3, 5)
        task = _say(r, "finish-and-clear-done/one", _named(setup[i]))
        return task, setup, _deleted(setup, i), False, {}
    setup, i, j, said = _pair(r, 3, 5)
    task = _say(r, "finish-and-clear-done/two", said)
    return task, setup, _deleted(setup, i, j), False, {}


def _h26_whats_on_my_list(r: random.Random) -> TodoOut7:
    setup = _setup(r, 2, 6)
    task = _say(r, "whats-on-my-list", {})
    return task, setup, _open(setup), True, {"contains": list(setup)}


def _h26_how_many_left(r: random.Random) -> TodoOut7:
    setup = _setup(r, 1, 7)
    task = _say(r, "how-many-left", {})
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def _h26_anything_about_keyword(r: random.Random) -> TodoOut7:
    title = r.choice(sorted(KEYWORD))
    setup = [title, *_fresh(r, [title], r.randrange(2, 5))]
    r.shuffle(setup)
    task = _say(r, "anything-about-keyword", {"kw": KEYWORD[title]})
    return task, setup, _open(setup), True, {"contains": [title]}


def _h26_add_one_done_another(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 2, 4)
    [new] = _fresh(r, setup, 1)
    task = _say(r, "add-one-done-another", {**_named(setup[i]), "new": new, "qn": f'"{new}"'})
    return task, setup, [*_completed(setup, i), (new, False)], False, {}


def _h26_everything_but_one_done(r: random.Random) -> TodoOut7:
    setup, k = _one(r, 3, 5)
    rest = [i for i in range(len(setup)) if i != k]
    task = _say(r, "everything-but-one-done", _named(setup[k]))
    return task, setup, _completed(setup, *rest), False, {}


def _h26_cancel_two_items(r: random.Random) -> TodoOut7:
    setup, i, j, said = _pair(r, 3, 5)
    return _say(r, "cancel-two-items", said), setup, _deleted(setup, i, j), False, {}


def _h26_tick_off_and_whats_left(r: random.Random) -> TodoOut7:
    setup, i = _one(r, 3, 5)
    left = [t for k, t in enumerate(setup) if k != i]
    task = _say(r, "tick-off-and-whats-left", _named(setup[i]))
    return task, setup, _completed(setup, i), False, {"contains": left}


# --------------------------------------------------------------------------- the set

ARITHMETIC: list[ArithTemplate] = [
    _h26_shift_hours_from_clock,
    _h26_weekly_timesheet_total,
    _h26_overtime_pay,
    _h26_mileage_claim,
    _h26_round_trip_mileage,
    _h26_team_lunch_tip_split,
    _h26_lunch_boss_covers_part,
    _h26_invoice_add_vat,
    _h26_vat_inside_gross,
    _h26_call_out_invoice,
    _h26_expense_receipts_total,
    _h26_per_diem_allowance,
    _h26_trade_discount,
    _h26_sales_commission,
    _h26_sales_percent_change,
    _h26_shop_markup_price,
    _h26_price_per_unit,
    _h26_care_rounds_hours,
    _h26_fluid_intake_litres,
    _h26_feet_to_metres,
    _h26_hourly_rate_rounded,
    _h26_average_daily_takings,
    _h26_boxes_to_order,
    _h26_tip_pool_share,
]

TODO: list[TodoTemplate] = [
    _h26_remind_me_to,
    _h26_add_meeting_prep,
    _h26_done_with_title,
    _h26_tick_off_number,
    _h26_past_tense_finished,
    _h26_finished_two_errands,
    _h26_drop_by_title,
    _h26_delete_by_number,
    _h26_finish_and_clear_done,
    _h26_whats_on_my_list,
    _h26_how_many_left,
    _h26_anything_about_keyword,
    _h26_add_one_done_another,
    _h26_everything_but_one_done,
    _h26_cancel_two_items,
    _h26_tick_off_and_whats_left,
]

FAMILIES = ARITHMETIC + TODO


def main() -> None:
    """Check the docstring's families, the wordings, titles and keywords; write the set."""
    documented = re.findall(r"^- ([a-z-]+): ", __doc__ or "", re.MULTILINE)
    named = [f.__name__.removeprefix("_h26_").replace("_", "-") for f in FAMILIES]
    assert documented == named, (documented, named)
    assert sorted({key.split("/")[0] for key in WORDINGS}) == sorted(named)
    assert all(WORDINGS.values())
    check_titles(TITLES, r" and |,|\d", fold_case=True)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        holders = [t for t in TITLES if word.search(t)]
        assert holders == [title], (keyword, holders)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
