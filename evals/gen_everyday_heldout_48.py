"""Generate the blind held-out set 48: office and small-business admin (`everyday-heldout-48.yaml`).

Theme: the everyday sums and lists of office workers and small-business admin staff in the UK,
Ireland, the US, Canada, Australia, India, Singapore and South Africa: invoices and payment terms,
VAT/GST/HST on top and inside receipts, quarterly tax returns, settlement discounts and
late-payment interest, foreign invoices and bank fees, mileage claims and trip budgets,
timesheets, overtime, holiday accrual and pro-rata leave, stationery orders, meeting-room
bookings, departmental budgets, cost splits by headcount, commission and sales targets, petty
cash and average days to pay; and their to-do lists of invoices to chase, returns to file, rooms,
trains and flights to book, orders to place and calls to return.

Voices: each family draws one of several phrasings: terse shorthand ("ex vat", "2dp"),
lowercase chat with the odd typo ("invoce", "recipt", "commision", "wat"), second-language English
("Kindly tell me", "Kindly compute"), and formal requests ("Could you please calculate ..."); a
family's voices, and the places it draws, take turns in a seeded order. Money is written in the
currency of the place (£, €, $, S$, R, ₹), distances in miles or km as the place uses them, and
small counts are sometimes words. Every request whose answer can come out not whole says how to
round it; expected numbers are computed exactly (fractions, rounded half up at the end only), a
draw that would land exactly half-way between two rounded answers is drawn again (or nudged by a
cent), and the tolerance is half of the unit the request rounds to (exact for whole answers).
Multi-step sums are built so that only the last step can need rounding (whole-unit amounts where a
percentage is taken before a further step). Rupee amounts stay below one lakh so that Indian digit
grouping cannot change how an answer is read. To-do titles hold no digits, commas, "and" or quotes,
no title holds another, and every keyword or past-tense sentence used to point at a to-do names
exactly one title of the whole pool.

What I read (and nothing else): docs/evals.md's "## " headings and its sections "## The dataset"
and "## Side effects"; src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full;
from evals/gen_everyday_heldout_4.py the functions `_money`, `_listing` and `_tol`; from
evals/gen_everyday_heldout_7.py its import lines, the list of its top-level names (grep), and the
definitions of `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`,
`_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles` and `write_set`; the first 30
lines of evals/everyday-heldout-7.yaml; the ruff settings in pyproject.toml; and the output of my
own generator. I also called set 7's `draw` and `by_task_unless_question` once on one of my own
templates (without reading them) to see whether a family's draws are independent.

Slips (seen beyond the list): (1) to find the line numbers of `_money`, `_listing` and `_tol` I
grepped evals/gen_everyday_heldout_4.py for its top-level names, which printed the names of all its
template functions (set 4's and set 5's arithmetic families, e.g. percent-of, tip, sqrt) and its
constants' names; I read none of their bodies. (2) The grep of set 7's top-level names printed
whole assignment lines, so I saw the values of three small data constants there (a mapping of
"half"/"a third"/"a quarter" to fractions, and `_ON_THE_LIST = itertools.cycle([True, False])`)
and the one-line derivations of `TITLES`, `PAST`, `GERUND` and `KEYWORD` from `CHORES`, but not
the templates or the chore list; the yes/no alternation of my `_ON_LIST` follows the
same idea as that cycle. (3) `git worktree add` printed the head commit's subject line
(a review note about a percent-chains docstring and a round-up pattern). (4) `ls evals` printed
names of other sets' files. Beyond that alternation, none of these shaped a family here.

Families (arithmetic): tax-on-net, tax-inside-gross, tax-return-payable,
trade-discount-then-tax, settlement-discount, late-payment-interest, foreign-invoice-convert,
foreign-payment-with-bank-fee, mileage-claim, trip-budget, timesheet-gross-pay, overtime-week,
holiday-accrual, pro-rata-leave, stationery-order, packs-to-order-cost, room-and-catering,
budget-left, budget-percent-used, split-by-headcount, tiered-commission, target-still-needed,
petty-cash-tin, average-days-to-pay.

Families (to-do): add-quoted, add-after-dash, add-put-on-list, add-three-lines, add-two-quoted,
complete-by-number, complete-by-past-tense, complete-by-keyword, delete-by-title,
delete-cancelled-keyword, rename-item, complete-two-by-number, complete-keyword-and-add,
whats-on-list, how-many-on-list, is-it-on-list.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money
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

SEED = 20261129_48
NAME = "everyday-heldout-48"

WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


# --------------------------------------------------------------------------- helpers


@dataclass(frozen=True)
class Place:
    """Where a request comes from: its money, its sales tax, its units and its usual amounts."""

    code: str
    sign: str
    tax: str
    rate: int
    near: str
    """How a person there asks for an amount rounded to the smallest coin."""
    short: str
    """The same, as shorthand."""
    taxman: str
    dist: str
    scale: int
    """Roughly how many of its currency units buy what one pound does."""

    def money(self, cents: int) -> str:
        """An amount in hundredths of the currency, written as a person there types it."""
        if self.sign == "£":
            return _pounds(cents)
        if self.sign == "€":
            return _euros(cents)
        return _money(cents).replace("$", self.sign)

    @property
    def tl(self) -> str:
        """The tax's name as typed in a hurry."""
        return self.tax.lower()


PLACES = {
    "UK": Place("UK", "£", "VAT", 20, "to the nearest penny", "nearest p", "HMRC", "mile", 1),
    "IE": Place("IE", "€", "VAT", 23, "to the nearest cent", "to the cent", "Revenue", "km", 1),
    "US": Place("US", "$", "sales tax", 0, "to the nearest cent", "to the cent", "", "mile", 1),
    "CA": Place("CA", "$", "HST", 13, "to the nearest cent", "to the cent", "the CRA", "km", 2),
    "AU": Place("AU", "$", "GST", 10, "to the nearest cent", "to the cent", "the ATO", "km", 2),
    "SG": Place("SG", "S$", "GST", 9, "to the nearest cent", "2dp", "IRAS", "km", 2),
    "ZA": Place("ZA", "R", "VAT", 15, "to the nearest cent", "to the cent", "SARS", "km", 20),
    "IN": Place("IN", "₹", "GST", 18, "to 2 decimal places", "2 decimals", "", "km", 100),
}
TAXED = ["UK", "IE", "CA", "AU", "SG", "ZA", "IN"]


def _place(r: random.Random, codes: list[str]) -> Place:
    return PLACES[_turn(r, codes)]


def _amount(r: random.Random, p: Place, low: int, high: int, *, whole: bool = False) -> int:
    """An amount in hundredths between low and high pounds' worth in the place's currency.

    Rupee amounts stay at or below ₹60,000 so that no answer reaches a lakh.
    """
    lo, hi = low * p.scale * 100, high * p.scale * 100
    if p.code == "IN":
        hi = min(hi, 6_000_000)
        lo = min(lo, hi // 4)
    cents = r.randint(lo, hi)
    if whole or p.code == "IN":
        cents = max(100, cents - cents % 100)
    return cents


def _round(value: Fraction, places: int = 2) -> Fraction:
    """Round half up (the values here are never negative) to `places` decimals."""
    unit = Fraction(1, 10**places)
    return math.floor(value / unit + Fraction(1, 2)) * unit


def _tie(value: Fraction, places: int = 2) -> bool:
    """Whether `value` lies exactly half-way between two answers rounded to `places`."""
    return (value * 10**places).denominator == 2


def _half(places: int) -> float | None:
    """The tolerance for an answer rounded to `places` decimals (None: exact)."""
    return None if places == 0 else 0.5 / 10**places


def _num(value: Fraction | int) -> str:
    """A number as a person types it (no trailing zeros)."""
    if isinstance(value, int):
        return str(value)
    if value.denominator == 1:
        return str(value.numerator)
    return _plain(Decimal(value.numerator) / Decimal(value.denominator))


def _f(cents: int) -> str:
    """An amount in hundredths as a float literal for the check expression."""
    return repr(cents / 100)


_TURNS: dict[str, itertools.cycle[str]] = {}


def _turn(r: random.Random, options: list[str]) -> str:
    """The next of `options` in a seeded order, so that a family's draws vary their voice."""
    key = "\n".join(options)
    if key not in _TURNS:
        _TURNS[key] = itertools.cycle(r.sample(options, len(options)))
    return next(_TURNS[key])


def _say(r: random.Random, voices: list[str], **fields: object) -> str:
    return _turn(r, voices).format(**fields)


def _count(r: random.Random, n: int) -> str:
    """A small count as digits or as a word."""
    return WORDS[n] if n < len(WORDS) and r.random() < 0.5 else str(n)


def _hours(r: random.Random, low: int, high: int, step: int = 4) -> Fraction:
    """Hours between low and high in steps of 1/step of an hour."""
    return Fraction(r.randint(low * step, high * step), step)


def _rounded(exact: Fraction, expr: str, places: int = 2) -> tuple[Fraction, str, float | None]:
    return _round(exact, places), f"round({expr}, {places})", _half(places)


# --------------------------------------------------------------------------- arithmetic


def h48_tax_on_net(r: random.Random) -> ArithOut7:
    """The gross of an invoice: a net amount plus the place's VAT/GST/HST."""
    p = _place(r, TAXED)
    net = _amount(r, p, 40, 4000)
    while _tie(Fraction(net * (100 + p.rate), 10000)):
        net = _amount(r, p, 40, 4000)
    exact = Fraction(net * (100 + p.rate), 10000)
    task = _say(
        r,
        [
            "{net} net + {tax} @ {rate}%, gross? {short}",
            "Could you please calculate the gross amount of an invoice with a net value of "
            "{net}, adding {tax} at {rate}%? Please round it {near}.",
            "invoce is {net} before {tl}, {tl} is {rate}%. whats the total inc {tl}? {near} pls",
            "Kindly tell me the amount with {tax} for {net}. The {tax} rate is {rate} percent. "
            "Round {near}.",
        ],
        net=p.money(net),
        tax=p.tax,
        tl=p.tl,
        rate=p.rate,
        near=p.near,
        short=p.short,
    )
    return (task, *_rounded(exact, f"{_f(net)} * (1 + {p.rate} / 100)"), {})


def h48_tax_inside_gross(r: random.Random) -> ArithOut7:
    """The VAT/GST share of a receipt total that includes it."""
    p = _place(r, TAXED)
    gross = _amount(r, p, 5, 600)
    while _tie(Fraction(gross * p.rate, 100 * (100 + p.rate))):
        gross = _amount(r, p, 5, 600)
    exact = Fraction(gross * p.rate, 100 * (100 + p.rate))
    task = _say(
        r,
        [
            "recipt for {gross} incl {tl} @ {rate}%. how much of that is {tl}? {short}",
            "How much {tax} can I reclaim on a {gross} receipt? The price includes {tax} at "
            "{rate}%. Please round {near}.",
            "Total paid {gross} including {rate}% {tax}. For my expense claim I need only the "
            "{tax} amount, rounded {near}.",
            "{tl} part of {gross}? price is inclusive of {rate}% {tl}. {near}",
        ],
        gross=p.money(gross),
        tax=p.tax,
        tl=p.tl,
        rate=p.rate,
        near=p.near,
        short=p.short,
    )
    return (task, *_rounded(exact, f"{_f(gross)} * {p.rate} / (100 + {p.rate})"), {})


def h48_tax_return_payable(r: random.Random) -> ArithOut7:
    """Tax owed for a quarter: the rate on (net sales - net purchases), whole-unit amounts."""
    p = _place(r, ["UK", "IE", "CA", "AU", "SG", "ZA"])
    sales = _amount(r, p, 8000, 60000, whole=True)
    buys = _amount(r, p, 1500, sales // p.scale // 100 * 7 // 10, whole=True)
    exact = Fraction((sales - buys) * p.rate, 10000)
    task = _say(
        r,
        [
            "{tax} return for the quarter: sales {s} excluding {tax}, purchases {b} excluding "
            "{tax}, everything at the standard {rate}%. How much {tax} do we pay {taxman}? "
            "Round {near}.",
            "qtr {tl}: sales {s} net, costs {b} net, all {rate}%. {tl} owing to {taxman}? {short}",
            "doing the {tl} return.. sales were {s} (ex {tl}) and purchases {b} (ex {tl}), "
            "standard rate {rate}% on all of it. what do we owe {taxman}, {near}?",
        ],
        s=p.money(sales),
        b=p.money(buys),
        tax=p.tax,
        tl=p.tl,
        rate=p.rate,
        taxman=p.taxman,
        near=p.near,
        short=p.short,
    )
    return (task, *_rounded(exact, f"({_f(sales)} - {_f(buys)}) * {p.rate} / 100"), {})


def h48_trade_discount_then_tax(r: random.Random) -> ArithOut7:
    """A whole-unit list price, less a trade discount, then tax on the discounted price."""
    p = _place(r, TAXED)
    off = r.choice([5, 10, 15, 20, 25, 30])
    price = _amount(r, p, 30, 2500, whole=True)
    while _tie(Fraction(price * (100 - off) * (100 + p.rate), 10**6)):
        price = _amount(r, p, 30, 2500, whole=True)
    exact = Fraction(price * (100 - off) * (100 + p.rate), 10**6)
    task = _say(
        r,
        [
            "List price is {price}. We get {off}% trade discount, then {tax} at {rate}% is added "
            "on the discounted price. What do we pay in total? Round {near}.",
            "list {price}, less {off}% trade disc, plus {tl} {rate}% - final price? {short}",
            "supplier quote {price} list, our discount {off}%, then {rate}% {tl} on top of the "
            "discounted amount. how much do we actually pay, {near}",
        ],
        price=p.money(price),
        off=off,
        tax=p.tax,
        tl=p.tl,
        rate=p.rate,
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(price)} * (1 - {off} / 100) * (1 + {p.rate} / 100)"
    return (task, *_rounded(exact, expr), {})


def h48_settlement_discount(r: random.Random) -> ArithOut7:
    """An invoice paid inside its early-payment window, less the settlement discount."""
    p = _place(r, ["US", "CA", "UK", "AU", "SG"])
    pct = r.choice([Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3)])
    amount = _amount(r, p, 200, 9000)
    while _tie(amount * (100 - pct) / 10000):
        amount = _amount(r, p, 200, 9000)
    exact = amount * (100 - pct) / 10000
    window = r.choice([7, 10, 14])
    paid = r.randint(2, window - 1)
    task = _say(
        r,
        [
            "Invoice for {amt}, terms {pct}% discount if paid within {window} days, otherwise "
            "net 30. We're paying on day {paid}. How much do we send? Round {near}.",
            "{amt} invoice, {pct}/{window} net 30, paying in {paid} days. amount to pay? {short}",
            "the supplier gives {pct}% off for payment within {window} days. their invoice is "
            "{amt} and im paying it {paid_w} days after the invoice date. what do i pay? {near}",
        ],
        amt=p.money(amount),
        pct=_num(pct),
        window=window,
        paid=paid,
        paid_w=_count(r, paid),
        near=p.near,
        short=p.short,
    )
    return (task, *_rounded(exact, f"{_f(amount)} * (1 - {float(pct)} / 100)"), {})


def h48_late_payment_interest(r: random.Random) -> ArithOut7:
    """Simple interest on an overdue invoice for a number of days on a 365-day year."""
    p = _place(r, ["UK", "IE", "AU", "SG", "ZA"])
    base = r.choice([Fraction(15, 4), Fraction(4), Fraction(17, 4), Fraction(9, 2), Fraction(5)])
    rate = 8 + base if p.code in ("UK", "IE") else r.choice([Fraction(10), Fraction(12)]) + base
    amount = _amount(r, p, 300, 12000)
    days = r.randint(12, 140)
    while _tie(amount * rate * days / (100 * 100 * 365)):
        days = r.randint(12, 140)
    exact = amount * rate * days / (100 * 100 * 365)
    task = _say(
        r,
        [
            "A client paid a {amt} invoice {days} days late. Late payment interest is {rate}% a "
            "year, simple interest on a 365-day year. How much interest can we claim? Round the "
            "final answer {near}.",
            "{amt} inv, {days} days overdue, interest {rate}% p.a. simple (365 day yr). interest "
            "due? {short}",
            "customer is {days} days late paying {amt}. our terms charge {rate}% per year simple "
            "interest on overdue amounts, 365-day year. how much interest do they owe, {near}",
        ],
        amt=p.money(amount),
        days=days,
        rate=_num(rate),
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(amount)} * {float(rate)} / 100 * {days} / 365"
    return (task, *_rounded(exact, expr), {})


_FX = [
    # (place, foreign sign, rate text template, low, high rate in 1/10000, divide?)
    ("UK", "$", "1 GBP = {rate} USD", 12400, 13600, True),
    ("IE", "£", "€1 = £{rate}", 8250, 8750, True),
    ("AU", "US$", "1 AUD = {rate} USD", 6300, 6800, True),
    ("SG", "RM", "1 SGD = {rate} MYR", 34000, 35500, True),
    ("ZA", "€", "1 EUR = R{rate}", 195000, 208000, False),
    ("CA", "US$", "1 USD = {rate} CAD", 13300, 14000, False),
]


def h48_foreign_invoice_convert(r: random.Random) -> ArithOut7:
    """A foreign-currency invoice in the home currency at a stated exchange rate."""
    code = _turn(r, [fx[0] for fx in _FX])
    _, sign, quote, low, high, divide = next(fx for fx in _FX if fx[0] == code)
    p = PLACES[code]
    rate = Fraction(r.randint(low, high), 10000)
    foreign = r.randint(150, 9000) * 100 + r.choice([0, 0, r.randint(1, 99)])
    exact = foreign / rate / 100 if divide else foreign * rate / 100
    while _tie(exact):
        foreign += 1
        exact = foreign / rate / 100 if divide else foreign * rate / 100
    home = {"UK": "pounds", "IE": "euro", "AU": "AUD", "SG": "SGD", "ZA": "rand", "CA": "CAD"}
    task = _say(
        r,
        [
            "Supplier invoice for {amt}. Today's rate is {quote}. What is that in {home}? "
            "Round {near}.",
            "inv {amt}, rate {quote}. how much in {home}? {short}",
            "got an invoice from overseas for {amt} - the bank says {quote}. whats it in "
            "{home}, {near}",
        ],
        amt=_money(foreign).replace("$", sign),
        quote=quote.format(rate=_num(rate)),
        home=home[code],
        near=p.near,
        short=p.short,
    )
    op = "/" if divide else "*"
    return (task, *_rounded(exact, f"{_f(foreign)} {op} {float(rate)}"), {})


def h48_foreign_payment_with_bank_fee(r: random.Random) -> ArithOut7:
    """Paying a foreign invoice: amount times the rate, plus the bank's flat fee."""
    code = _turn(r, ["IN", "CA", "UK", "SG"])
    p = PLACES[code]
    if code == "IN":
        rate = Fraction(r.randint(8200, 8600), 100)
        foreign = r.randint(150, 1000) * 100
        fee = r.choice([250, 350, 500, 750]) * 100
        places = 0
    else:
        rate = Fraction(
            r.randint(*{"CA": (13300, 14000), "UK": (8300, 8700), "SG": (13000, 13700)}[code]),
            10000,
        )
        foreign = r.randint(200, 9000) * 100 + r.randint(0, 99)
        fee = r.choice([1000, 1500, 2000, 2500, 3000])
        places = 2
    exact = foreign * rate / 100 + Fraction(fee, 100)
    while _tie(exact, places):
        foreign += 100
        exact = foreign * rate / 100 + Fraction(fee, 100)
    src = {"IN": ("USD ", "1 USD = ₹{rate}"), "CA": ("US$", "1 USD = {rate} CAD")}
    src |= {"UK": ("€", "1 EUR = {rate} GBP"), "SG": ("US$", "1 USD = S${rate}")}
    sign, quote = src[code]
    near = "to the nearest rupee" if code == "IN" else p.near
    task = _say(
        r,
        [
            "We have to pay a supplier {amt}. The bank's rate is {quote} and they charge a flat "
            "{fee} per transfer. What is the total cost to us? Round {near}.",
            "paying {amt} abroad, rate {quote}, + {fee} bank charge. total? {near}",
            "Kindly calculate total cost of paying invoice of {amt}: exchange rate {quote}, bank "
            "fee {fee} extra. Round {near}.",
        ],
        amt=_money(foreign).replace("$", sign),
        quote=quote.format(rate=_num(rate)),
        fee=p.money(fee),
        near=near,
    )
    expr = f"{_f(foreign)} * {float(rate)} + {_f(fee)}"
    return (task, *_rounded(exact, expr, places), {})


_MILEAGE = {
    # place: (rate in hundredths of a hundredth, how the rate is written)
    "UK": (4500, "45p a mile"),
    "US": (7000, "70 cents a mile"),
    "CA": (7200, "72¢/km"),
    "AU": (8800, "88c per km"),
    "IE": (5182, "51.82 cent per km"),
    "ZA": (48400, "R4.84 per km"),
    "IN": (120000, "₹12 per km"),
}


def h48_mileage_claim(r: random.Random) -> ArithOut7:
    """A mileage claim: trips (or one return trip made several times) at a rate per mile/km."""
    code = _turn(r, list(_MILEAGE))
    p = PLACES[code]
    per, said = _MILEAGE[code]
    unit = "miles" if p.dist == "mile" else "km"
    if r.random() < 0.5:
        trips = [r.randint(6, 140) for _ in range(r.randint(3, 5))]
        total = sum(trips)
        what = f"trips of {_listing([str(t) for t in trips])} {unit}"
        expr = f"({' + '.join(str(t) for t in trips)}) * {per / 10000}"
    else:
        each, times = r.randint(8, 90), r.randint(2, 6)
        total = 2 * each * times
        what = f"{_count(r, times)} trips to a client {each} {unit} each way (there and back)"
        expr = f"2 * {each} * {times} * {per / 10000}"
    exact = Fraction(total * per, 10000)
    if _tie(exact):
        return h48_mileage_claim(r)
    task = _say(
        r,
        [
            "Mileage claim this month: {what}, at {said}. How much do I claim? Round {near}.",
            "mileage - {what} @ {said}. claim amount? {short}",
            "hi, can u work out my mileage.. {what}, rate is {said}. total {near} pls",
        ],
        what=what,
        said=said,
        near=p.near,
        short=p.short,
    )
    return (task, *_rounded(exact, expr), {})


_CITIES = {
    "UK": ["Edinburgh", "Manchester", "Belfast"],
    "IE": ["Galway", "Brussels", "Limerick"],
    "US": ["Chicago", "Denver", "Atlanta"],
    "CA": ["Calgary", "Montreal", "Halifax"],
    "AU": ["Melbourne", "Perth", "Brisbane"],
    "SG": ["Jakarta", "Bangkok", "Penang"],
    "ZA": ["Durban", "Gqeberha", "Bloemfontein"],
    "IN": ["Pune", "Chennai", "Hyderabad"],
}


def h48_trip_budget(r: random.Random) -> ArithOut7:
    """A trip budget: return fare, hotel nights and a daily allowance."""
    code = _turn(r, list(_CITIES))
    p = PLACES[code]
    days = r.randint(3, 6)
    nights = days - 1
    fare = _amount(r, p, 60, 600) if code != "IN" else r.randint(30, 90) * 10000
    hotel = _amount(r, p, 70, 220) if code != "IN" else r.randint(25, 60) * 10000
    allowance = _amount(r, p, 25, 60, whole=True) if code != "IN" else r.randint(8, 20) * 10000
    exact = Fraction(fare + hotel * nights + allowance * days, 100)
    task = _say(
        r,
        [
            "Budget for {a_days}-day trip to {city}: return travel {fare}, hotel {hotel} a night "
            "for {nights} nights, daily allowance {allow} for {days} days. What's the total? "
            "Give it {near}.",
            "trip to {city}, {days} days / {nights} nights. travel {fare} rtn, hotel {hotel}/nt, "
            "per diem {allow}/day. total budget? {short}",
            "Please can you add up my travel budget: {fare} for the return journey to {city}, "
            "{nights_w} nights in the hotel at {hotel} per night, and {allow} a day allowance for "
            "{days_w} days. Total {near}, please.",
        ],
        a_days=_a(days),
        city=r.choice(_CITIES[code]),
        fare=p.money(fare),
        hotel=p.money(hotel),
        allow=p.money(allowance),
        days=days,
        nights=nights,
        days_w=_count(r, days),
        nights_w=_count(r, nights),
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(fare)} + {_f(hotel)} * {nights} + {_f(allowance)} * {days}"
    return (task, exact, f"round({expr}, 2)", 0.005, {})


_WAGE = {"UK": 1221, "IE": 1350, "US": 1650, "CA": 1760, "AU": 2495, "ZA": 2879, "SG": 1400}
_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]


def _clock(hours: Fraction, style: int) -> str:
    """Hours as a timesheet shows them: decimal, or `7h45`."""
    if style == 0:
        return _num(hours)
    whole, part = divmod(hours, 1)
    minutes = int(part * 60)
    return f"{whole}h" if minutes == 0 else f"{whole}h{minutes:02d}"


def h48_timesheet_gross_pay(r: random.Random) -> ArithOut7:
    """Gross pay for a week's timesheet in quarter hours at an hourly rate."""
    code = _turn(r, list(_WAGE))
    p = PLACES[code]
    wage = _WAGE[code] + r.choice([0, 0, r.randint(1, 300)])
    days = r.randint(3, 6)
    while True:
        hours = [_hours(r, 4, 10) for _ in range(days)]
        exact = sum(hours, Fraction(0)) * wage / 100
        if not _tie(exact):
            break
    style = r.randint(0, 1)
    sheet = ", ".join(f"{d} {_clock(h, style)}" for d, h in zip(_DAYS, hours, strict=False))
    task = _say(
        r,
        [
            "Timesheet: {sheet}. Rate {wage} an hour. Gross pay for the week? Round {near}.",
            "hrs this wk {sheet} @ {wage}/hr = ? {short}",
            "Could you work out a part-timer's gross pay for this week? Hours: {sheet}. Hourly "
            "rate {wage}. Please round {near}.",
        ],
        sheet=sheet,
        wage=p.money(wage),
        near=p.near,
        short=p.short,
    )
    expr = f"({' + '.join(str(float(h)) for h in hours)}) * {wage / 100}"
    return (task, *_rounded(exact, expr), {})


def h48_overtime_week(r: random.Random) -> ArithOut7:
    """A week's pay with time and a half for the hours over the threshold (even-cent rates)."""
    code = _turn(r, ["US", "CA"])
    p = PLACES[code]
    limit = 40 if code == "US" else 44
    wage = r.randint(800, 1600) * 2
    worked = limit + _hours(r, 1, 14)
    exact = (limit * wage + (worked - limit) * wage * Fraction(3, 2)) / 100
    while _tie(exact):
        worked += Fraction(1, 4)
        exact = (limit * wage + (worked - limit) * wage * Fraction(3, 2)) / 100
    where = "" if code == "US" else " (Ontario)"
    task = _say(
        r,
        [
            "She worked {worked} hours this week at {wage}/hr, with time and a half for every "
            "hour over {limit}{where}. What's her gross pay for the week? Round {near}.",
            "{worked} hrs, {wage}/hr, OT 1.5x over {limit} hrs. weekly gross? {short}",
            "how much gross for a {worked} hour week? base rate {wage}, anything past {limit} "
            "hours is paid at time and a half{where}. {near}",
        ],
        worked=_num(worked),
        wage=p.money(wage),
        limit=limit,
        where=where,
        near=p.near,
        short=p.short,
    )
    expr = f"{limit} * {wage / 100} + ({float(worked)} - {limit}) * {wage / 100} * 1.5"
    return (task, *_rounded(exact, expr), {})


def h48_holiday_accrual(r: random.Random) -> ArithOut7:
    """Holiday hours accrued on hours worked at the place's rate (12.07%, 8%, 1/13)."""
    code = _turn(r, ["UK", "IE", "AU"])
    rate, said = {
        "UK": (Fraction(1207, 10000), "12.07% of hours worked"),
        "IE": (Fraction(8, 100), "8% of the hours worked"),
        "AU": (Fraction(1, 13), "1/13 of ordinary hours worked"),
    }[code]
    worked = _hours(r, 30, 170, 2)
    while _tie(worked * rate):
        worked += Fraction(1, 2)
    task = _say(
        r,
        [
            "Holiday for our casual staff accrues at {said}. Tom worked {worked} hours last "
            "month. How many hours of holiday has he built up? Round to 2 decimal places.",
            "leave accrual = {said}. {worked} hrs worked -> how many hrs leave? 2dp",
            "pls calc holiday hours: she did {worked} hours, and leave builds up at {said}. "
            "answer to two decimal places",
        ],
        said=said,
        worked=_num(worked),
    )
    expr = f"{float(worked)} * {float(rate)}"
    return (task, *_rounded(worked * rate, expr), {})


_MONTHS = "January February March April May June July August September October November December"


def h48_pro_rata_leave(r: random.Random) -> ArithOut7:
    """Part-year, part-time annual leave: days x (days a week / 5) x (months left / 12)."""
    code = _turn(r, ["UK", "IE", "AU", "ZA", "SG", "IN", "CA"])
    full = {"UK": 28, "IE": 20, "AU": 20, "ZA": 15, "SG": 14, "IN": 18, "CA": 10}[code]
    while True:
        week = r.randint(2, 4)
        start = r.randint(2, 11)
        left = 13 - start
        exact = Fraction(full * week * left, 5 * 12)
        if not _tie(exact * 2, 0):
            break
    month = _MONTHS.split()[start - 1]
    task = _say(
        r,
        [
            "Full-time staff (5 days a week) get {full} days' annual leave a year; our leave "
            "year runs January to December. A new starter joins on 1 {month} working {week} days "
            "a week. What is her pro-rata entitlement for this leave year? Round to the nearest "
            "half day.",
            "pro rata leave: FT = {full} days/yr on a 5 day week, new guy does {week_w} days a "
            "wk, starts 1 {month}, leave yr Jan-Dec. entitlement this yr? nearest half day",
            "Kindly compute leave for part-time employee: full-time {full} days per year (5-day "
            "week), she works {week} days per week, joining 1st {month}, leave year is "
            "calendar year. Please round to nearest 0.5 day.",
        ],
        full=full,
        month=month,
        week=week,
        week_w=_count(r, week),
    )
    answer = Fraction(math.floor(exact * 2 + Fraction(1, 2)), 2)
    expr = f"round({full} * {week} / 5 * {left} / 12 * 2) / 2"
    return task, answer, expr, 0.25, {}


_SUPPLIES = [
    ("boxes of biros", 250, 600),
    ("reams of printer paper", 320, 650),
    ("toner cartridges", 3800, 9500),
    ("packs of sticky notes", 180, 480),
    ("lever arch files", 199, 450),
    ("boxes of staples", 90, 260),
    ("desk diaries", 650, 1400),
    ("packs of A4 envelopes", 450, 1100),
    ("packs of whiteboard markers", 300, 800),
]


def h48_stationery_order(r: random.Random) -> ArithOut7:
    """A stationery order: quantities times unit prices, summed before tax."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA", "IN"])
    p = PLACES[code]
    lines = r.sample(_SUPPLIES, r.randint(2, 4))
    order = []
    for what, low, high in lines:
        price = r.randint(low, high) * p.scale
        if code == "IN":
            price = max(100, price - price % 100) // 2
        order.append((what, r.randint(2, 12 if code != "IN" else 5), price))
    total = sum(q * c for _, q, c in order)
    first = _turn(r, ["lines", "sentence", "shorthand"])
    if first == "lines":
        body = "\n".join(f"{q} x {w} @ {p.money(c)}" for w, q, c in order)
        task = f"order total before {p.tl}? {p.short}\n{body}"
    elif first == "sentence":
        parts = [f"{_count(r, q)} {w} at {p.money(c)} each" for w, q, c in order]
        task = (
            f"Could you total up this stationery order before {p.tax}, please: "
            f"{_listing(parts)}? Give it {p.near}."
        )
    else:
        parts = [f"{q} {w} ({p.money(c)} ea)" for w, q, c in order]
        task = f"stationery order - {'; '.join(parts)}. total ex {p.tl}, {p.near}?"
    expr = " + ".join(f"{q} * {c / 100}" for _, q, c in order)
    return task, Fraction(total, 100), f"round({expr}, 2)", 0.005, {}


def h48_packs_to_order_cost(r: random.Random) -> ArithOut7:
    """The cost of the fewest whole packs that cover what is needed beyond what is in stock."""
    code = _turn(r, ["UK", "IE", "US", "AU", "SG", "ZA"])
    p = PLACES[code]
    thing, pack = r.choice(
        [("envelopes", 50), ("name badges", 25), ("folders", 20), ("pens", 12), ("lanyards", 10)]
    )
    need = r.randint(60, 600)
    stock = r.randint(3, need // 3)
    price = _amount(r, p, 3, 25)
    packs = -(-(need - stock) // pack)
    while (need - stock) % pack == 0:
        need += 1
        packs = -(-(need - stock) // pack)
    task = _say(
        r,
        [
            "We need {need} {thing} for the conference and have {stock} in the cupboard. They "
            "come in packs of {pack} at {price} a pack, whole packs only. What will it cost to "
            "buy enough? Give it {near}.",
            "need {need} {thing}, got {stock}. sold in packs of {pack} @ {price}. cost of the "
            "fewest packs that cover it? {short}",
        ],
        need=need,
        thing=thing,
        stock=stock,
        pack=pack,
        price=p.money(price),
        near=p.near,
        short=p.short,
    )
    expr = f"math.ceil(({need} - {stock}) / {pack}) * {price / 100}"
    return task, Fraction(packs * price, 100), f"round({expr}, 2)", 0.005, {}


def _time(minutes: int, style: int) -> str:
    hour, minute = divmod(minutes, 60)
    if style == 0:
        return f"{hour:02d}:{minute:02d}"
    suffix = "am" if hour < 12 else "pm"
    shown = hour if hour <= 12 else hour - 12
    return f"{shown}{suffix}" if minute == 0 else f"{shown}.{minute:02d}{suffix}"


def h48_room_and_catering(r: random.Random) -> ArithOut7:
    """A meeting-room booking: an hourly rate for the booked span plus catering per head."""
    code = _turn(r, ["UK", "IE", "AU", "SG", "CA", "ZA"])
    p = PLACES[code]
    while True:
        start = r.randint(32, 56) * 15
        length = r.randint(4, 20) * 15
        hourly = _amount(r, p, 18, 90)
        exact = Fraction(length * hourly, 60 * 100)
        if not _tie(exact):
            break
    people = r.randint(4, 16)
    head = _amount(r, p, 4, 18)
    exact += Fraction(people * head, 100)
    style = r.randint(0, 1)
    task = _say(
        r,
        [
            "Meeting room at {hourly} per hour, booked from {start} to {end}, plus lunch for "
            "{people} people at {head} a head. Total cost? Round {near}.",
            "room {start}-{end} @ {hourly}/hr + catering {people_w} ppl x {head}. total? {short}",
            "Please calculate the booking cost: the boardroom from {start} until {end} at "
            "{hourly} an hour, and catering for {people_w} at {head} per person. Round {near}.",
        ],
        hourly=p.money(hourly),
        start=_time(start, style),
        end=_time(start + length, style),
        people=people,
        people_w=_count(r, people),
        head=p.money(head),
        near=p.near,
        short=p.short,
    )
    expr = f"{length} / 60 * {hourly / 100} + {people} * {head / 100}"
    return (task, *_rounded(exact, expr), {})


_DEPTS = ["marketing", "sales", "HR", "IT", "operations", "finance", "facilities"]


def h48_budget_left(r: random.Random) -> ArithOut7:
    """A department's quarterly budget less what has been spent so far."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA", "IN"])
    p = PLACES[code]
    budget = _amount(r, p, 3000, 25000, whole=True)
    spends = [r.randint(budget // 40, budget // 6) for _ in range(r.randint(2, 5))]
    dept = r.choice(_DEPTS)
    shown = [p.money(s) for s in spends]
    task = _say(
        r,
        [
            "The {dept} budget for the quarter is {budget}. So far we've spent {spent}. How much "
            "is left? Give it {near}.",
            "{dept} budget {budget}, spent {plus} so far. remaining? {short}",
            "hi, quick one - our {dept} budget is {budget} and the spend to date is {spent}. "
            "whats left to spend? {near}",
        ],
        dept=dept,
        budget=p.money(budget),
        spent=_listing(shown),
        plus=" + ".join(shown),
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(budget)} - ({' + '.join(_f(s) for s in spends)})"
    return task, Fraction(budget - sum(spends), 100), f"round({expr}, 2)", 0.005, {}


def h48_budget_percent_used(r: random.Random) -> ArithOut7:
    """What percentage of a budget has been spent, to one decimal place."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA", "IN"])
    p = PLACES[code]
    budget = _amount(r, p, 2000, 50000, whole=True)
    spent = r.randint(budget // 10, budget * 97 // 100)
    while _tie(Fraction(spent * 100, budget), 1):
        spent += 1
    exact = Fraction(spent * 100, budget)
    task = _say(
        r,
        [
            "We've spent {spent} of the {budget} {dept} budget. What percentage is that? Round to "
            "1 decimal place.",
            "{dept}: {spent} spent out of {budget}. % used? 1dp",
            "what percent of our {dept} budget have we used up? budget {budget}, spent {spent}. "
            "one decimal place pls",
        ],
        spent=p.money(spent),
        budget=p.money(budget),
        dept=r.choice(_DEPTS),
    )
    return (task, *_rounded(exact, f"{_f(spent)} / {_f(budget)} * 100", 1), {})


def h48_split_by_headcount(r: random.Random) -> ArithOut7:
    """One department's share of a shared cost split in proportion to headcount."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA", "IN"])
    p = PLACES[code]
    depts = r.sample(_DEPTS, r.randint(3, 4))
    heads = [r.randint(2, 25) for _ in depts]
    cost = _amount(r, p, 800, 20000)
    pick = r.randrange(len(depts))
    while _tie(Fraction(cost * heads[pick], 100 * sum(heads))):
        cost += 1
    exact = Fraction(cost * heads[pick], 100 * sum(heads))
    staff = _listing([f"{d} {h}" for d, h in zip(depts, heads, strict=True)])
    what = r.choice(["software licence", "cleaning contract", "office rent", "printer lease"])
    task = _say(
        r,
        [
            "We split the {what} ({cost} a year) between departments by headcount: {staff}. How "
            "much does {dept} pay? Round {near}.",
            "{what} {cost}/yr split by headcount ({staff}). {dept} share? {short}",
            "Kindly tell me {dept} department's share of {cost} {what} cost, shared in proportion "
            "to staff numbers: {staff}. Round {near}.",
        ],
        what=what,
        cost=p.money(cost),
        staff=staff,
        dept=depts[pick],
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(cost)} * {heads[pick]} / ({' + '.join(map(str, heads))})"
    return (task, *_rounded(exact, expr), {})


def h48_tiered_commission(r: random.Random) -> ArithOut7:
    """Commission at one rate up to a whole-unit threshold and a higher rate above it."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA"])
    p = PLACES[code]
    low, high = r.choice([(3, 5), (2, 4), (5, 8), (4, 7), (5, 10)])
    limit = _amount(r, p, 20000, 60000, whole=True)
    limit -= limit % (1000 * 100 * p.scale)
    sales = limit + _amount(r, p, 500, 30000)
    while _tie(Fraction(limit * low + (sales - limit) * high, 10000)):
        sales += 1
    exact = Fraction(limit * low + (sales - limit) * high, 10000)
    task = _say(
        r,
        [
            "I get {low}% commission on sales up to {limit} and {high}% on everything above "
            "that. I sold {sales} this quarter. What's my commission? Round {near}.",
            "comm: {low}% to {limit}, {high}% above. sales {sales}. commission? {short}",
            "my sales this quarter were {sales}. commision is {low}% on the first {limit} and "
            "{high}% on the rest. how much do i get, {near}?",
        ],
        low=low,
        high=high,
        limit=p.money(limit),
        sales=p.money(sales),
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(limit)} * {low} / 100 + ({_f(sales)} - {_f(limit)}) * {high} / 100"
    return (task, *_rounded(exact, expr), {})


def h48_target_still_needed(r: random.Random) -> ArithOut7:
    """What each remaining month must bring in to reach a sales target."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA"])
    p = PLACES[code]
    done = r.randint(1, 3)
    left = r.randint(1, 3)
    months = _MONTHS.split()[:done]
    monthly = [_amount(r, p, 3000, 9000) for _ in months]
    still = sum(monthly) + _amount(r, p, 3000 * left, 9000 * left)
    target = -(-still // 100000) * 100000
    while _tie(Fraction(target - sum(monthly), 100 * left)):
        monthly[-1] += 1
    exact = Fraction(target - sum(monthly), 100 * left)
    sold = [f"{m} {p.money(c)}" for m, c in zip(months, monthly, strict=True)]
    rest = f"each of the remaining {_count(r, left)} months (the same amount each month)"
    task = _say(
        r,
        [
            "Our target for the first {span} months is {target}. Sales so far: {sold}. How much "
            "do we need in {rest} to hit it? Round {near}.",
            "target {target} over {span} months. sold {sold}. need how much in {rest}? {short}",
        ],
        span=done + left,
        target=p.money(target),
        sold=_listing(sold) if done > 1 else sold[0],
        rest="the last month" if left == 1 else rest,
        near=p.near,
        short=p.short,
    )
    expr = f"({_f(target)} - ({' + '.join(_f(c) for c in monthly)})) / {left}"
    return (task, *_rounded(exact, expr), {})


def h48_petty_cash_tin(r: random.Random) -> ArithOut7:
    """What should be left in the petty-cash tin: the float less the receipts paid out."""
    code = _turn(r, ["UK", "IE", "US", "CA", "AU", "SG", "ZA", "IN"])
    p = PLACES[code]
    float_ = _amount(r, p, 100, 300, whole=True)
    float_ -= float_ % (50 * 100) if code in ("ZA", "IN") else float_ % (10 * 100)
    receipts = [_amount(r, p, 2, 35) for _ in range(r.randint(3, 6))]
    while sum(receipts) >= float_:
        receipts = receipts[:-1]
    shown = [p.money(c) for c in receipts]
    task = _say(
        r,
        [
            "Petty cash float is {float_}. Receipts this week: {listed}. How much cash should "
            "still be in the tin? Give it {near}.",
            "petty cash: float {float_}, receipts {plus}. should be left in tin? {short}",
            "doing the petty cash.. started with {float_}, paid out {listed} - what should be "
            "left? {near}",
        ],
        float_=p.money(float_),
        listed=_listing(shown),
        plus=", ".join(shown),
        near=p.near,
        short=p.short,
    )
    expr = f"{_f(float_)} - ({' + '.join(_f(c) for c in receipts)})"
    return task, Fraction(float_ - sum(receipts), 100), f"round({expr}, 2)", 0.005, {}


def h48_average_days_to_pay(r: random.Random) -> ArithOut7:
    """The average number of days customers took to pay, to one decimal place."""
    while True:
        days = [r.randint(7, 75) for _ in range(r.randint(4, 7))]
        exact = Fraction(sum(days), len(days))
        if not _tie(exact, 1):
            break
    who = r.choice(["customers", "clients", "biggest clients"])
    task = _say(
        r,
        [
            "Our last {n} invoices were paid after {days} days. What's the average number of "
            "days to pay? Round to 1 decimal place.",
            "days to pay for last {n} invs: {plus}. avg? 1dp",
            "How long do our {who} take to pay on average? The last {n_w} invoices took {days} "
            "days. Please give one decimal place.",
        ],
        n=len(days),
        n_w=_count(r, len(days)),
        days=_listing([str(d) for d in days]),
        plus=", ".join(str(d) for d in days),
        who=who,
    )
    expr = f"({' + '.join(map(str, days))}) / {len(days)}"
    return (task, *_rounded(exact, expr, 1), {})


ARITHMETIC: list[ArithTemplate] = [
    h48_tax_on_net,
    h48_tax_inside_gross,
    h48_tax_return_payable,
    h48_trade_discount_then_tax,
    h48_settlement_discount,
    h48_late_payment_interest,
    h48_foreign_invoice_convert,
    h48_foreign_payment_with_bank_fee,
    h48_mileage_claim,
    h48_trip_budget,
    h48_timesheet_gross_pay,
    h48_overtime_week,
    h48_holiday_accrual,
    h48_pro_rata_leave,
    h48_stationery_order,
    h48_packs_to_order_cost,
    h48_room_and_catering,
    h48_budget_left,
    h48_budget_percent_used,
    h48_split_by_headcount,
    h48_tiered_commission,
    h48_target_still_needed,
    h48_petty_cash_tin,
    h48_average_days_to_pay,
]


# --------------------------------------------------------------------------- to-do

OFFICE = [
    # (title, what a person says when it is done, a keyword naming only this title)
    ("chase Brennan Joinery invoice", "chased Brennan Joinery about their invoice", "Brennan"),
    ("file the VAT return", "filed the VAT return", "VAT return"),
    ("file the GST return", "filed the GST return", "GST return"),
    (
        "book meeting room for budget review",
        "booked the meeting room for the budget review",
        "budget review",
    ),
    ("order printer toner", "ordered the printer toner", "toner"),
    ("call back Priya at Kestrel Logistics", "called Priya back", "Priya"),
    ("submit mileage claim", "submitted my mileage claim", "mileage"),
    ("renew parking permits", "renewed the parking permits", "parking"),
    ("pay the courier invoice", "paid the courier invoice", "courier"),
    ("reconcile petty cash", "reconciled the petty cash", "petty cash"),
    ("send payslips to the Cork office", "sent the payslips to Cork", "payslips"),
    ("approve holiday requests", "approved the holiday requests", "holiday"),
    ("update the sales forecast", "updated the sales forecast", "forecast"),
    ("book train to Leeds", "booked the train to Leeds", "Leeds"),
    ("return call from Mr Okafor", "returned Mr Okafor's call", "Okafor"),
    (
        "order stationery for new starters",
        "ordered the stationery for the new starters",
        "stationery",
    ),
    ("chase Tan Brothers for payment", "chased Tan Brothers for payment", "Tan Brothers"),
    ("send expenses report to finance", "sent the expenses report to finance", "expenses"),
    ("renew office insurance", "renewed the office insurance", "insurance"),
    ("book flights to Singapore", "booked the Singapore flights", "Singapore"),
    ("collect signed contract from legal", "collected the signed contract from legal", "contract"),
    ("print the board pack", "printed the board pack", "board pack"),
    ("set up Teams call for client demo", "set up the Teams call for the client demo", "demo"),
    ("reorder coffee pods", "reordered the coffee pods", "coffee"),
    ("archive old receipts", "archived the old receipts", "receipts"),
    ("pay the Eskom bill", "paid the Eskom bill", "Eskom"),
    ("chase Mumbai office for timesheets", "chased Mumbai for the timesheets", "timesheets"),
    ("email Siobhan about the rota", "emailed Siobhan about the rota", "Siobhan"),
    ("confirm caterers for the AGM", "confirmed the caterers for the AGM", "caterers"),
    ("renew the domain name", "renewed the domain name", "domain"),
    ("get quotes for new laptops", "got the laptop quotes", "laptop"),
    (
        "call Wong Partners about their statement",
        "called Wong Partners about the statement",
        "Wong",
    ),
]
TITLES = [o[0] for o in OFFICE]
PAST = {o[0]: o[1] for o in OFFICE}
KEY = {o[0]: o[2] for o in OFFICE}

NEW = [
    "chase Harland Builders invoice",
    "book the boardroom for Friday",
    "order name badges for the conference",
    "renew first aid certificate",
    "send Christmas cards to clients",
    "call the bank about the card limit",
    "update the staff phone list",
    "ring Optus about the phone bill",
    "pay the Telkom invoice",
    "send the minutes to the team",
    "sort out the shared drive",
    "get a quote for the office move",
    "ring the accountant about year end",
    "renew the Xero subscription",
    "chase the Lim Trading remittance",
    "follow up with Deepak about the purchase order",
    "set up a desk for the new temp",
    "cancel the water cooler rental",
    "ask IT to reset my password",
    "prepare the payroll journal",
    "book a table for the team lunch",
    "post the cheques to the bank",
]

RENAMES = {
    "book train to Leeds": "book train to York",
    "call back Priya at Kestrel Logistics": "email Priya at Kestrel Logistics",
    "order printer toner": "order printer paper",
    "book flights to Singapore": "book flights to Kuala Lumpur",
    "book meeting room for budget review": "book meeting room for pricing review",
    "confirm caterers for the AGM": "cancel caterers for the AGM",
    "renew office insurance": "get quotes for office insurance",
    "chase Brennan Joinery invoice": "chase Brennan Joinery credit note",
}

FORBIDDEN = r"[\d,;:/\"'&]|\band\b"


def _check_pool() -> None:
    """Every title is readable and distinct, and each keyword or past sentence names one title."""
    check_titles([*TITLES, *NEW, *RENAMES.values()], FORBIDDEN, fold_case=True)
    everything = [t.lower() for t in [*TITLES, *NEW]]
    for title, past, key in OFFICE:
        assert key.lower() in past.lower(), title
        assert [t for t in everything if key.lower() in t] == [title.lower()], key
        assert [o[2] for o in OFFICE if o[2].lower() in past.lower()] == [key], past
    assert all(old in TITLES for old in RENAMES)


def _setup(r: random.Random, low: int, high: int, pool: list[str] | None = None) -> list[str]:
    return r.sample(pool or TITLES, r.randint(low, high))


def _new(r: random.Random, count: int = 1) -> list[str]:
    return r.sample(NEW, count)


def h48_add_quoted(r: random.Random) -> TodoOut7:
    """Add one to-do given in quotes."""
    setup, (title,) = _setup(r, 0, 4), _new(r)
    task = _say(
        r,
        [
            "add '{t}' to my to-do list",
            'Please add "{t}" to my list.',
            "can u add '{t}' to my todos",
            "To-do please: '{t}'",
        ],
        t=title,
    )
    return task, setup, _open([*setup, title]), False, {}


def h48_add_after_dash(r: random.Random) -> TodoOut7:
    """Add one to-do given after a dash or colon, shorthand style."""
    setup, (title,) = _setup(r, 1, 4), _new(r)
    task = _say(
        r,
        ["new task - {t}", "todo: {t}", "Add to my list - {t}", "for the to-do list: {t}"],
        t=title,
    )
    return task, setup, _open([*setup, title]), False, {}


def h48_add_put_on_list(r: random.Random) -> TodoOut7:
    """Add one to-do named in a natural sentence, without quotes."""
    setup, (title,) = _setup(r, 0, 4), _new(r)
    task = _say(
        r,
        [
            "can you add a to-do to {t}? thanks",
            "Please add a task to {t}.",
            "I need to {t}, put it on my to-do list please",
            "remind me to {t} - put it on my list",
        ],
        t=title,
    )
    return task, setup, _open([*setup, title]), False, {}


def h48_add_three_lines(r: random.Random) -> TodoOut7:
    """Add three to-dos given one per line."""
    setup, new = _setup(r, 0, 3), _new(r, 3)
    bullets = "\n".join(f"- {t}" for t in new)
    plain = "\n".join(new)
    head = _turn(
        r,
        [
            f"add these to my list:\n{bullets}",
            f"Please add the following to my to-do list:\n{plain}",
            f"three more for the todo list (one per line)\n{plain}",
            f"New tasks for my list:\n{bullets}",
        ],
    )
    return head, setup, _open([*setup, *new]), False, {}


def h48_add_two_quoted(r: random.Random) -> TodoOut7:
    """Add two quoted to-dos in one sentence."""
    setup, (a, b) = _setup(r, 0, 4), _new(r, 2)
    task = _say(
        r,
        [
            "add '{a}' and '{b}' to my list",
            'two more for my to-do list: "{a}" and "{b}"',
            "Please add two tasks: '{a}' and '{b}'.",
        ],
        a=a,
        b=b,
    )
    return task, setup, _open([*setup, a, b]), False, {}


def h48_complete_by_number(r: random.Random) -> TodoOut7:
    """Complete one to-do named by its number."""
    setup = _setup(r, 3, 6)
    n = r.randint(1, len(setup))
    task = _say(
        r,
        [
            "tick off number {n}",
            "mark #{n} as done",
            "Item {w} on my list is done.",
            "No. {n} is complete, thank you",
        ],
        n=n,
        w=WORDS[n],
    )
    return task, setup, _completed(setup, n - 1), False, {}


def h48_complete_by_past_tense(r: random.Random) -> TodoOut7:
    """Complete the one to-do that a past-tense sentence says was done."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    past = PAST[setup[i]]
    task = _say(
        r,
        [
            "just {p}, can you tick it off my list",
            "I've {p} - please mark it done",
            "ok {p}. cross that off",
            "Good news, I have {p}. Please update my to-do list.",
        ],
        p=past,
    )
    return task, setup, _completed(setup, i), False, {}


def h48_complete_by_keyword(r: random.Random) -> TodoOut7:
    """Complete the one to-do that a keyword points at."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = _say(
        r,
        [
            "mark the {k} one as done",
            "{k} task is done",
            "Please mark the item about {k} as completed.",
            "the {k} thing is sorted, tick it off",
        ],
        k=KEY[setup[i]],
    )
    return task, setup, _completed(setup, i), False, {}


def h48_delete_by_title(r: random.Random) -> TodoOut7:
    """Delete one to-do named by its quoted title."""
    setup = _setup(r, 2, 6)
    i = r.randrange(len(setup))
    task = _say(
        r,
        [
            "remove '{t}' from my list",
            'delete "{t}", not needed anymore',
            "Please delete the task '{t}'.",
            "take '{t}' off my to-do list",
        ],
        t=setup[i],
    )
    return task, setup, _deleted(setup, i), False, {}


def h48_delete_cancelled_keyword(r: random.Random) -> TodoOut7:
    """Delete (not complete) the to-do a keyword points at, because it was called off."""
    setup = _setup(r, 3, 6)
    i = r.randrange(len(setup))
    task = _say(
        r,
        [
            "the {k} thing got cancelled, delete it from my list",
            "Please remove the {k} item from my to-do list; it is no longer needed.",
            "dont need the {k} one anymore, delete it",
        ],
        k=KEY[setup[i]],
    )
    return task, setup, _deleted(setup, i), False, {}


def h48_rename_item(r: random.Random) -> TodoOut7:
    """Rename one to-do to a new quoted title."""
    old = _turn(r, sorted(RENAMES))
    setup = _setup(r, 2, 5, [t for t in TITLES if t != old])
    at = r.randint(0, len(setup))
    setup.insert(at, old)
    new = RENAMES[old]
    task = _say(
        r,
        [
            "change '{old}' to '{new}' on my list",
            'Please rename the to-do "{old}" to "{new}".',
            "plans changed - can you edit '{old}' so it says '{new}'",
        ],
        old=old,
        new=new,
    )
    final = [(new if t == old else t, False) for t in setup]
    return task, setup, final, False, {}


def h48_complete_two_by_number(r: random.Random) -> TodoOut7:
    """Complete two to-dos named by their numbers."""
    setup = _setup(r, 4, 6)
    a, b = sorted(r.sample(range(1, len(setup) + 1), 2))
    task = _say(
        r,
        [
            "done with {a} and {b}",
            "mark {a} and {b} as done pls",
            "Items {a} and {b} on my list are complete.",
            "finished numbers {a} & {b}, tick them off",
        ],
        a=a,
        b=b,
    )
    return task, setup, _completed(setup, a - 1, b - 1), False, {}


def h48_complete_keyword_and_add(r: random.Random) -> TodoOut7:
    """Complete one to-do by keyword and add a new quoted one, in one request."""
    setup, (title,) = _setup(r, 2, 5), _new(r)
    i = r.randrange(len(setup))
    task = _say(
        r,
        [
            "{k} one is done, and add '{t}' please",
            "Please mark the {k} task as done and add a new one: '{t}'.",
            "finished the {k} item - tick it off. also need to add '{t}'",
        ],
        k=KEY[setup[i]],
        t=title,
    )
    return task, setup, [*_completed(setup, i), (title, False)], False, {}


def h48_whats_on_list(r: random.Random) -> TodoOut7:
    """Ask what is on the list (nothing may change; every title must be named)."""
    setup = _setup(r, 2, 6)
    task = _turn(
        r,
        [
            "what's on my to-do list?",
            "read me my list pls",
            "Could you show me my outstanding tasks, please?",
            "wat do i still have to do",
        ],
    )
    return task, setup, _open(setup), True, {"contains": list(setup)}


def h48_how_many_on_list(r: random.Random) -> TodoOut7:
    """Ask how many to-dos there are, answered as a number (nothing may change)."""
    setup = _setup(r, 2, 7)
    task = _turn(
        r,
        [
            "how many things are on my to-do list? just the number",
            "How many tasks do I have on my list? Please reply with the number only.",
            "no. of items on my todo list? number only pls",
        ],
    )
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


_ON_LIST = itertools.cycle([True, False, True, False, False, True])


def h48_is_it_on_list(r: random.Random) -> TodoOut7:
    """Ask whether something is on the list, yes or no (nothing may change)."""
    setup = _setup(r, 2, 6)
    if next(_ON_LIST):
        key, extra = KEY[r.choice(setup)], {"contains": ["yes"]}
    else:
        key = KEY[r.choice([t for t in TITLES if t not in setup])]
        extra = {"contains": ["no"], "not_contains": ["yes"]}
    task = _say(
        r,
        [
            "is there anything about {k} on my to-do list? yes or no",
            "Do I have a task about {k} on my list? Please answer yes or no.",
            "{k} - is that on my list? (yes/no)",
        ],
        k=key,
    )
    return task, setup, _open(setup), True, extra


TODO: list[TodoTemplate] = [
    h48_add_quoted,
    h48_add_after_dash,
    h48_add_put_on_list,
    h48_add_three_lines,
    h48_add_two_quoted,
    h48_complete_by_number,
    h48_complete_by_past_tense,
    h48_complete_by_keyword,
    h48_delete_by_title,
    h48_delete_cancelled_keyword,
    h48_rename_item,
    h48_complete_two_by_number,
    h48_complete_keyword_and_add,
    h48_whats_on_list,
    h48_how_many_on_list,
    h48_is_it_on_list,
]


HEADER = """\
# {name}: everyday calculator and to-do requests of office and small-business
# admin staff, held out. Written blind on 2026-11-29 by evals/gen_everyday_heldout_48.py
# (seed {seed}), before any tuning against it, by a helper session (branch h48) that read none
# of the planner's, the tools' or the agent's code or tests, nor any other set's templates or
# YAML (the generator's docstring says exactly what it read). {families} template families
# ({arith} arithmetic, {todo} to-do), several voices each, {draws} seeded draws. Expected numbers
# are computed in plain Python with exact fractions, rounded half up only where the request asks,
# and checked against an independent float expression. Do not tune against it: regenerate, do
# not edit.
"""


def main() -> None:
    """Write `everyday-heldout-48.yaml` beside this file."""
    _check_pool()
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
