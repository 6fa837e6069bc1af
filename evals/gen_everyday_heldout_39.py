"""Generate the blind held-out set everyday-heldout-39: small-business owners and tradespeople.

Run `python evals/gen_everyday_heldout_39.py` to (re)write `evals/everyday-heldout-39.yaml`
(seed 2026112839, 24 arithmetic + 16 to-do families, 3 draws each: 120 cases). Regenerate it,
do not edit it.

Theme: small-business owners and tradespeople between jobs, asking an assistant that does sums
and keeps a to-do list for the quick figures of their trade (quotes, VAT/HST/sales tax, markup,
margin, labour and call-out fees, takings, the float, materials by the metre, litre, bag or
square foot) and for their list of jobs and errands (chase an invoice, order stock, ring a
customer back, service the van).

Voices: a cafe owner in Ireland (euros, takings, stock, tips), a plumber in the UK (pounds, VAT
at 20%, call-out fee, copper pipe), an electrician in Canada (C$, 13% HST, cable drums, diesel by
the litre), a market-stall holder in the UK (markup, the float, cashing up), a hairdresser in the
US (dollars, margin on a colour, month on month takings), a cleaner with her own round (hours per
house, mileage at 45p), a landscaper in the US and Ireland (quotes and deposits, compost by the
bag), and a US or Canadian floor tiled by the square foot. Wordings run from terse typed notes
to a sentence of context. Each family has two or three wordings, used in turn across its draws.
A to-do case's list is one person's: its jobs are drawn from one voice's pool.

What I read (and nothing else of the repository): `docs/evals.md` sections "## The dataset" and
"## Side effects"; `src/agentschool/evals/cases.py` and `src/agentschool/evals/checks.py` in full;
from `evals/gen_everyday_heldout_4.py` the helpers `_money`, `_listing`, `_tol`; from
`evals/gen_everyday_heldout_7.py` `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`,
`_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`, `write_set`;
the first 30 lines of `evals/everyday-heldout-7.yaml`; the `## ` headings of `docs/evals.md`
(to find those sections) and a listing of the worktree's top folder. I never ran the agent.

Slips:
- Printing lines 80-104 of `gen_everyday_heldout_4.py` (from `_money` to the end of `_tol`) also
  showed the two helpers between them, `_cents` and `_ordinal`, and the section comment after
  `_tol` ("set 4: arithmetic"). Neither helper is used here.
- Printing `ArithOut7` to `TodoTemplate` in `gen_everyday_heldout_7.py` also showed the two
  docstrings of the tuple types and the line `Out = TypeVar(...)`; printing `_plain` to `_a` also
  showed the helper `_typed` between them (a terminating fraction typed as a decimal). Not
  imported, but my `_dec` below does the same job and was written after seeing it.
- To find where each helper ends I printed the line numbers (numbers only, no text) of every
  top-level line of `gen_everyday_heldout_7.py` and of `gen_everyday_heldout_4.py` after `_tol`.
- `write_set`'s body names `_check_families`, `build_set`, `DRAWS`, `HERE` and the header's
  format fields; I did not open them. My first run failed in `_check_families`, and its
  traceback printed one line of it: `assert all(t.startswith(prefix) for t in tags), prefix`
  with the prefix `tpl-h39-`; so I named the templates `h39_<family>` (set 7's tags read
  `tpl-h7-...`). `Extra` (in `ArithOut7`) was not read: I pass a dict of
  further expectations, as the `TodoOut7` docstring describes.

Families (each template is `h39_<name>`, tagged `tpl-h39-<name>` in the set).

Arithmetic families (24):
- vat_on_net_quote: a UK plumber's net quote in pounds plus VAT at 20%; the total.
- vat_in_gross: an Irish invoice total that includes VAT at 23% or 13.5%; how much is VAT.
- hst_invoice_total: a Canadian electrician's labour plus materials, plus 13% HST; the total.
- markup_sell_price: a market stall's cost price in pounds with a percentage markup; the price.
- margin_percent: a hairdresser's price and product cost in dollars; margin %, to one decimal.
- labour_plus_callout: hours at an hourly rate plus a call-out fee in pounds; the bill.
- pipe_lengths_needed: several pipe runs in metres, pipe sold in 2 m or 3 m lengths; lengths.
- paint_tins: wall area, two coats, coverage per litre, tin size; how many tins to buy.
- compost_bags: a bed's length, width and depth in cm, bag size in litres; bags to buy.
- tile_cost: a floor in feet, tile price per square foot, plus 10% for cuts; the cost.
- weekly_takings_total: a cafe's five or six days' takings in euros; the week's total.
- average_takings: four, six or seven market days' takings in pounds; the average, to the penny.
- till_count: notes and coins in the till less the float; the day's takings.
- unit_cost_from_case: a case or box of n items for a price; the cost of one.
- deposit_balance: a landscaping quote in dollars and a percentage deposit; the balance owing.
- mileage_claim: miles a day on a cleaning round, days a week, at 45p a mile; the claim.
- fuel_cost: kilometres driven, litres per 100 km, C$ a litre; the fuel cost, to the cent.
- minutes_between: clock-in and clock-out times on a job sheet; the minutes between.
- round_earnings: houses cleaned at so many hours each, an hourly rate in euros; the week's pay.
- trade_discount: a merchant's price less a percentage trade discount; what is paid.
- breakeven_coffees: a cafe's daily fixed costs and profit per coffee; coffees to break even.
- percent_change_takings: last and this month's takings in dollars; the rise %, to one decimal.
- tip_split_by_hours: a tip jar split by hours worked; one person's share in euros.
- cable_left_on_drum: a drum of cable less several runs in metres; the metres left.

To-do families (16):
- add_plain: add one job, typed plainly, to a list that may already hold some.
- add_with_context: a sentence about the business, then one job to add.
- add_two: add two jobs in one message.
- complete_by_number: tick off the job at a position.
- complete_by_title: tick off a job named by its text.
- complete_two: tick off two jobs (by their numbers or their text).
- delete_by_number: remove the job at a position (a cancelled job).
- delete_by_title: remove a job named by its text.
- list_all: what is on the list (a question: every title in the answer, nothing changed).
- count_jobs: how many jobs are on the list (a question: the count in the answer).
- is_it_there: is this job on the list (a question: yes or no in the answer).
- which_is_number_n: what the job at a position is (a question: its title in the answer).
- clear_all: wipe the whole list.
- rename: change a job's text to a new text, in place.
- complete_and_add: tick off one job and add the next one.
- complete_all: tick off every job on the list.
"""

from __future__ import annotations

import math
import random
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

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

NAME = "everyday-heldout-39"
SEED = 2026112839
FORBIDDEN = r"\d|,| and |;|:"

HEADER = """\
# {name}: everyday calculator and to-do requests from small-business owners and
# tradespeople (a cafe owner, a plumber, an electrician, a market-stall holder, a hairdresser, a
# cleaner, a landscaper; US, UK, Ireland and Canada), held out.
# Written blind on 2026-11-28 by evals/gen_everyday_heldout_39.py (seed {seed}), before any
# tuning against it, by a helper session (branch h39) that read none of the planner's, the
# tools' or the agent's code or tests, nor the other everyday sets' YAML or templates.
# {families} template families ({arith} arithmetic, {todo} to-do), two or three wordings each
# used in turn, {draws} seeded draws. Expected numbers are computed with exact fractions and
# checked against an independent float expression. Do not tune against it: regenerate, do not
# edit.
"""

_TURNS: dict[str, int] = {}


def _turn(family: str, wordings: list[str]) -> str:
    """The family's next wording: its wordings are used in turn, so every family varies."""
    n = _TURNS.get(family, 0)
    _TURNS[family] = n + 1
    return wordings[n % len(wordings)]


def _cad(cents: int) -> str:
    """An amount in cents as Canadian dollars: C$1,250.50."""
    return _money(cents).replace("$", "C$")


def _dec(value: Fraction) -> str:
    """A terminating fraction as a person types it (7/2 is "3.5")."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _ceil(value: Fraction) -> Fraction:
    return Fraction(math.ceil(value))


def _round(value: Fraction, step: Fraction) -> Fraction:
    """`value` rounded half up to a multiple of `step`."""
    return Fraction(math.floor(value / step + Fraction(1, 2))) * step


def _not_half(value: Fraction, step: Fraction) -> bool:
    """Whether `value` is not (nearly) halfway between two multiples of `step`."""
    rest = value / step - math.floor(value / step)
    return abs(rest - Fraction(1, 2)) > Fraction(1, 100)


def _arith(
    task: str, answer: Fraction, expr: str, extra: dict[str, object] | None = None
) -> ArithOut7:
    """The case, after checking the exact answer against the independent float expression."""
    got = eval(expr, {"__builtins__": {}})
    assert math.isclose(got, float(answer), rel_tol=1e-9, abs_tol=1e-9), (task, answer, expr, got)
    return task, answer, expr, _tol(answer), dict(extra or {})


def _f(cents: int) -> str:
    """Cents as a float literal for the independent expressions."""
    return repr(cents / 100)


# --------------------------------------------------------------------------- arithmetic


def h39_vat_on_net_quote(rng: random.Random) -> ArithOut7:
    """A UK plumber's net quote plus VAT at 20%."""
    net = rng.randrange(180, 2400) * 50
    answer = Fraction(net, 100) * Fraction(6, 5)
    task = _turn(
        "vat_on_net_quote",
        [
            "{n} plus VAT at 20%, what's the total?",
            "Quoting a bathroom refit at {n} + VAT (20%). What's the figure with VAT on?",
            "whats {n} with 20% vat added",
        ],
    ).format(n=_pounds(net))
    return _arith(task, answer, f"{_f(net)} + {_f(net)} * 20 / 100")


def h39_vat_in_gross(rng: random.Random) -> ArithOut7:
    """The VAT inside an Irish VAT-inclusive total."""
    rate = rng.choice([Fraction(23), Fraction(27, 2)])
    net = rng.randrange(30, 450) * 2
    gross = Fraction(net) * (1 + rate / 100)
    assert (gross * 100).denominator == 1
    gross_cents = int(gross * 100)
    answer = gross - net
    task = _turn(
        "vat_in_gross",
        [
            "Customer paid {g} including VAT at {r}%. How much of that is VAT?",
            "Cleaning invoice came to {g} inc. {r}% VAT - what's the VAT part of it?",
            "how much vat is in {g} if the rate is {r}%",
        ],
    ).format(g=_euros(gross_cents), r=_dec(rate))
    expr = f"{_f(gross_cents)} - {_f(gross_cents)} / (1 + {float(rate)} / 100)"
    return _arith(task, answer, expr)


def h39_hst_invoice_total(rng: random.Random) -> ArithOut7:
    """A Canadian electrician's labour plus materials, plus 13% HST."""
    labour = rng.randrange(18, 160) * 10
    materials = rng.randrange(40, 1200)
    answer = Fraction(labour + materials) * Fraction(113, 100)
    task = _turn(
        "hst_invoice_total",
        [
            "Panel upgrade invoice: labour {l}, materials {m}, plus 13% HST. What's the total?",
            "labour {l} + materials {m}, add HST at 13% - what do I bill?",
            "What's the total with 13% HST on {l} of labour and {m} in materials?",
        ],
    ).format(l=_cad(labour * 100), m=_cad(materials * 100))
    return _arith(task, answer, f"{labour} * 1.13 + {materials} * 1.13")


def h39_markup_sell_price(rng: random.Random) -> ArithOut7:
    """A market stall's cost price plus a percentage markup."""
    cost = rng.randrange(6, 90) * 20
    markup = rng.choice([25, 30, 40, 50, 60, 75, 100])
    answer = Fraction(cost, 100) * Fraction(100 + markup, 100)
    task = _turn(
        "markup_sell_price",
        [
            "I buy the candles in at {c} each and put {m}% on. What do I sell them for?",
            "cost {c}, markup {m}% - selling price?",
            "What's {c} with a {m}% markup on it?",
        ],
    ).format(c=_pounds(cost), m=markup)
    return _arith(task, answer, f"{_f(cost)} * (1 + {markup} / 100)")


def h39_margin_percent(rng: random.Random) -> ArithOut7:
    """A hairdresser's margin on a service as a percentage, to one decimal."""
    while True:
        price = rng.randrange(35, 220)
        cost = rng.randrange(price * 10, price * 55) // 5 * 5
        exact = Fraction(price * 100 - cost, price * 100) * 100
        if _not_half(exact, Fraction(1, 10)):
            break
    answer = _round(exact, Fraction(1, 10))
    task = _turn(
        "margin_percent",
        [
            "I charge {p} for a full colour and the product costs me {c}. What's my margin as a"
            " percentage, to one decimal?",
            "sell price {p}, cost {c} - margin % to 1 decimal place?",
            "What percentage margin am I making on a {p} treatment that uses {c} of product?"
            " Round it to one decimal place.",
        ],
    ).format(p=_money(price * 100), c=_money(cost))
    expr = f"(({price} - {_f(cost)}) / {price} * 1000 + 0.5) // 1 / 10"
    return _arith(task, answer, expr)


def h39_labour_plus_callout(rng: random.Random) -> ArithOut7:
    """Hours at an hourly rate plus a call-out fee."""
    hours = rng.choice([Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(7, 2)])
    hours = rng.choice([hours, Fraction(rng.choice([3, 5, 9]), 4)])
    rate = rng.randrange(38, 76)
    callout = rng.randrange(6, 19) * 5
    answer = hours * rate + callout
    task = _turn(
        "labour_plus_callout",
        [
            "{h} hours at £{r} an hour plus {a} £{c} call-out, what's the bill?",
            "Job took {h} hrs. I charge £{r}/hr and {a} £{c} call-out fee. Total?",
            "Work out the invoice for me: £{c} call-out and {h} hours' labour at £{r} an hour.",
        ],
    ).format(h=_dec(hours), r=rate, c=callout, a=_a(callout).split()[0])
    return _arith(task, answer, f"{float(hours)} * {rate} + {callout}")


def h39_pipe_lengths_needed(rng: random.Random) -> ArithOut7:
    """Pipe runs in metres and the stock length: how many lengths to buy, going by the total."""
    while True:
        runs = [rng.randrange(8, 58) for _ in range(rng.choice([3, 4]))]
        stock = rng.choice([2, 3])
        total = Fraction(sum(runs), 10)
        if (total / stock).denominator != 1:
            break
    answer = _ceil(total / stock)
    shown = _listing([f"{_dec(Fraction(r, 10))} m" for r in runs])
    task = _turn(
        "pipe_lengths_needed",
        [
            "I've got pipe runs of {s}. Copper comes in {k} m lengths - how many lengths do I"
            " need, going by the total and rounding up?",
            "runs of {s} in 15mm copper, sold in {k}m lengths. how many lengths to buy (total"
            " metres, rounded up)?",
        ],
    ).format(s=shown, k=stock)
    expr = f"-(-({' + '.join(repr(r / 10) for r in runs)}) // {stock})"
    return _arith(task, answer, expr)


def h39_paint_tins(rng: random.Random) -> ArithOut7:
    """Wall area, two coats, coverage per litre and tin size: tins to buy."""
    while True:
        area = rng.randrange(18, 95)
        cover = rng.choice([10, 12, 13, 14])
        tin = rng.choice([Fraction(5, 2), Fraction(5)])
        need = Fraction(area * 2, cover) / tin
        if need.denominator != 1:
            break
    answer = _ceil(need)
    task = _turn(
        "paint_tins",
        [
            "Repainting the cafe: {a} m² of wall, two coats, and the paint does {c} m² per"
            " litre. How many {t} litre tins do I need?",
            "how many {t}L tins for {a} square metres, 2 coats, coverage {c} m2 per litre",
            "Doing the shop walls before we reopen - {a} square metres, two coats. Paint covers"
            " {c} square metres a litre and comes in {t} litre tins. How many tins?",
        ],
    ).format(a=area, c=cover, t=_dec(tin))
    return _arith(task, answer, f"-(-({area} * 2 / {cover} / {float(tin)}) // 1)")


def h39_compost_bags(rng: random.Random) -> ArithOut7:
    """A bed's size and the depth of compost wanted: bags to buy."""
    while True:
        length = Fraction(rng.randrange(15, 90), 10)
        width = Fraction(rng.randrange(6, 25), 10)
        depth = rng.choice([Fraction(5), Fraction(15, 2), Fraction(10)])
        bag = rng.choice([40, 50, 60, 70])
        litres = length * width * depth / 100 * 1000
        if (litres / bag).denominator != 1:
            break
    answer = _ceil(litres / bag)
    task = _turn(
        "compost_bags",
        [
            "Bed's {l} m by {w} m and I want {d} cm of compost on it. Bags are {b} litres. How"
            " many bags?",
            "how many {b}L bags of compost to cover {l}m x {w}m at {d}cm deep",
            "Mulching a border for a customer: {l} metres long, {w} metres wide, {d} cm deep."
            " How many {b} litre bags do I need to bring?",
        ],
    ).format(l=_dec(length), w=_dec(width), d=_dec(depth), b=bag)
    expr = f"-(-({float(length)} * {float(width)} * {float(depth)} * 10 / {bag}) // 1)"
    return _arith(task, answer, expr)


def h39_tile_cost(rng: random.Random) -> ArithOut7:
    """A floor in feet, tile per square foot, plus 10% for cuts: the tile's cost."""
    length = rng.randrange(6, 17)
    width = rng.randrange(5, 13)
    price = rng.randrange(18, 90) * 10
    answer = Fraction(length * width * 11, 10) * Fraction(price, 100)
    money = rng.choice([_money, _cad])
    task = _turn(
        "tile_cost",
        [
            "Kitchen floor is {l} ft by {w} ft. Tile's {p} a square foot and I add 10% for cuts."
            " What's the tile going to cost?",
            "{l}x{w} ft floor, tile at {p}/sq ft, plus 10% waste - cost of the tile?",
            "How much for tile on a {l} by {w} foot bathroom at {p} per square foot, with 10%"
            " extra for waste?",
        ],
    ).format(l=length, w=width, p=money(price))
    return _arith(task, answer, f"{length} * {width} * 1.1 * {_f(price)}")


def h39_weekly_takings_total(rng: random.Random) -> ArithOut7:
    """A cafe's daily takings for the week: the total."""
    days = [rng.randrange(5600, 19000) * 5 for _ in range(rng.choice([5, 6]))]
    answer = Fraction(sum(days), 100)
    shown = [_euros(d) for d in days]
    task = _turn(
        "weekly_takings_total",
        [
            "Takings this week were {s}. What's the total for the week?",
            "add up the weeks takings: {c}",
            "Doing the books - the cafe took {s} over the week. Total?",
        ],
    ).format(s=_listing(shown), c=", ".join(shown))
    return _arith(task, answer, " + ".join(_f(d) for d in days))


def h39_average_takings(rng: random.Random) -> ArithOut7:
    """Several market days' takings: the average, to the penny."""
    while True:
        days = [rng.randrange(18000, 72000) for _ in range(rng.choice([4, 6, 7]))]
        exact = Fraction(sum(days), 100 * len(days))
        if exact.denominator > 100 and _not_half(exact, Fraction(1, 100)):
            break
    answer = _round(exact, Fraction(1, 100))
    shown = [_pounds(d) for d in days]
    task = _turn(
        "average_takings",
        [
            "Last {n} market days I took {s}. What's my average a day, to the penny?",
            "average of these market takings to the nearest penny: {c}",
        ],
    ).format(n=len(days), s=_listing(shown), c=", ".join(shown))
    expr = f"(({' + '.join(_f(d) for d in days)}) / {len(days)} * 100 + 0.5) // 1 / 100"
    return _arith(task, answer, expr)


def h39_till_count(rng: random.Random) -> ArithOut7:
    """Notes and coins in the till less the float: the takings."""
    twenties, tens, fives = rng.randrange(3, 25), rng.randrange(2, 20), rng.randrange(1, 15)
    coins = rng.randrange(800, 6000)
    floats = rng.choice([5000, 7500, 10000, 15000])
    in_till = (20 * twenties + 10 * tens + 5 * fives) * 100 + coins
    assert in_till > floats
    answer = Fraction(in_till - floats, 100)
    task = _turn(
        "till_count",
        [
            "Cashing up: {a} twenties, {b} tens, {c} fivers and {m} in coins. Float was {f}."
            " What did I take today?",
            "Till has {a} x £20, {b} x £10, {c} x £5 plus {m} in change. Take off the {f}"
            " float - what are the takings?",
            "End of the market day. In the tin: {a} £20 notes, {b} £10s, {c} £5s and {m} in"
            " coin. I started with a {f} float. How much did I actually take?",
        ],
    ).format(a=twenties, b=tens, c=fives, m=_pounds(coins), f=_pounds(floats))
    expr = f"20 * {twenties} + 10 * {tens} + 5 * {fives} + {_f(coins)} - {_f(floats)}"
    return _arith(task, answer, expr)


def h39_unit_cost_from_case(rng: random.Random) -> ArithOut7:
    """A case or box of n items for a price: the cost of one."""
    count = rng.choice([6, 12, 24, 36, 48])
    each = rng.randrange(35, 260)
    price = count * each
    answer = Fraction(each, 100)
    task = _turn(
        "unit_cost_from_case",
        [
            "A case of {n} oat milks is {p} from the wholesaler. What's that per carton?",
            "{p} for {n} - how much each?",
            "Cash and carry want {p} for a box of {n} frozen croissants. Cost per croissant?",
        ],
    ).format(n=count, p=_euros(price))
    return _arith(task, answer, f"{_f(price)} / {count}")


def h39_deposit_balance(rng: random.Random) -> ArithOut7:
    """A landscaping quote less a percentage deposit: the balance owing."""
    quote = rng.randrange(24, 196) * 50
    deposit = rng.choice([10, 15, 20, 25, 30, 40])
    answer = Fraction(quote) * Fraction(100 - deposit, 100)
    task = _turn(
        "deposit_balance",
        [
            "Patio quote was {q} and they paid a {d}% deposit. What's the balance owing?",
            "balance left on a {q} job after {d}% deposit?",
            "Customer put down {d}% on a {q} landscaping job. How much do I still need to"
            " invoice them for?",
        ],
    ).format(q=_money(quote * 100), d=deposit)
    return _arith(task, answer, f"{quote} - {quote} * {deposit} / 100")


def h39_mileage_claim(rng: random.Random) -> ArithOut7:
    """Miles a day on a cleaning round, days a week, at 45p a mile: the claim."""
    miles = rng.randrange(18, 76)
    days = rng.choice([4, 5, 6])
    answer = Fraction(miles * days * 45, 100)
    task = _turn(
        "mileage_claim",
        [
            "I do about {m} miles a day on my cleaning round, {d} days a week. At 45p a mile,"
            " what's that a week?",
            "mileage claim: {m} miles x {d} days at 45p/mile",
            "What can I put in for mileage if I drove {m} miles a day for {d} days at 45p a mile?",
        ],
    ).format(m=miles, d=days)
    return _arith(task, answer, f"{miles} * {days} * 0.45")


def h39_fuel_cost(rng: random.Random) -> ArithOut7:
    """Kilometres, litres per 100 km and the price a litre: the fuel cost, to the cent."""
    while True:
        km = rng.randrange(180, 900)
        use = rng.choice([Fraction(19, 2), Fraction(11), Fraction(62, 5), Fraction(69, 5)])
        price = rng.randrange(139, 189)
        exact = km * use / 100 * Fraction(price, 100)
        if exact.denominator > 100 and _not_half(exact, Fraction(1, 100)):
            break
    answer = _round(exact, Fraction(1, 100))
    task = _turn(
        "fuel_cost",
        [
            "The van does {u} L/100 km and diesel's {p} a litre. What's the fuel for {k} km"
            " this week, to the nearest cent?",
            "fuel cost for {k} km at {u}L/100km, {p}/L? nearest cent",
        ],
    ).format(k=km, u=_dec(use), p=_cad(price))
    expr = f"({km} / 100 * {float(use)} * {_f(price)} * 100 + 0.5) // 1 / 100"
    return _arith(task, answer, expr)


def h39_minutes_between(rng: random.Random) -> ArithOut7:
    """Clock-in and clock-out times on a job sheet: the minutes between."""
    start = rng.randrange(7 * 12, 12 * 12) * 5
    length = rng.randrange(7, 60) * 5
    end = start + length

    def clock(minute: int, style: int) -> str:
        hour, mins = divmod(minute, 60)
        if style == 0:
            return f"{hour}:{mins:02d}"
        half = "am" if hour < 12 else "pm"
        return f"{(hour - 1) % 12 + 1}:{mins:02d}{half}"

    wording = _turn(
        "minutes_between",
        [
            "How many minutes from {a} to {b}?",
            "Got to the job at {a} and finished at {b}. How many minutes was I there?",
            "job sheet says in {a} out {b}, how many mins is that",
        ],
    )
    style = rng.randrange(2)
    task = wording.format(a=clock(start, style), b=clock(end, style))
    expr = f"({end // 60} * 60 + {end % 60}) - ({start // 60} * 60 + {start % 60})"
    return _arith(task, Fraction(length), expr)


def h39_round_earnings(rng: random.Random) -> ArithOut7:
    """Houses cleaned at so many hours each, an hourly rate: the week's pay."""
    first, second = rng.randrange(2, 9), rng.randrange(1, 6)
    long, short = rng.choice([Fraction(3), Fraction(5, 2)]), rng.choice([Fraction(3, 2), 2])
    rate = rng.randrange(26, 40) * 50
    answer = (first * long + second * Fraction(short)) * Fraction(rate, 100)
    task = _turn(
        "round_earnings",
        [
            "This week I cleaned {a} houses at {h} hours each and {b} at {k} hours. At {r} an"
            " hour, what did I earn?",
            "{a} x {h}h cleans and {b} x {k}h cleans at {r}/hr - total?",
        ],
    ).format(a=first, h=_dec(long), b=second, k=_dec(Fraction(short)), r=_euros(rate))
    expr = f"{first} * {float(long)} * {_f(rate)} + {second} * {float(short)} * {_f(rate)}"
    return _arith(task, answer, expr)


def h39_trade_discount(rng: random.Random) -> ArithOut7:
    """A merchant's price less a percentage trade discount."""
    price = rng.randrange(2, 1500) * 40
    discount = rng.choice([Fraction(10), Fraction(25, 2), Fraction(15), Fraction(20), Fraction(30)])
    answer = Fraction(price, 100) * (1 - discount / 100)
    task = _turn(
        "trade_discount",
        [
            "Merchant gives me {d}% trade discount. Fittings come to {p} before discount, what"
            " do I actually pay?",
            "{p} less {d}% trade?",
            "What's {p} after {d} percent trade discount?",
        ],
    ).format(p=_pounds(price), d=_dec(discount))
    return _arith(task, answer, f"{_f(price)} * (100 - {float(discount)}) / 100")


def h39_breakeven_coffees(rng: random.Random) -> ArithOut7:
    """A cafe's daily fixed costs and profit per coffee: coffees to break even."""
    while True:
        fixed = rng.randrange(140, 620)
        each = rng.randrange(150, 320) // 5 * 5
        need = Fraction(fixed * 100, each)
        if need.denominator != 1:
            break
    answer = _ceil(need)
    task = _turn(
        "breakeven_coffees",
        [
            "Rent and wages come to {f} a day and I clear {e} on each coffee. How many coffees"
            " do I need to sell to break even?",
            "how many coffees at {e} profit each to cover {f}?",
            "Trying to work out if Sundays are worth opening. Costs me {f} to open the doors and"
            " I make {e} a coffee - how many coffees before I'm covering it?",
        ],
    ).format(f=_euros(fixed * 100), e=_euros(each))
    return _arith(task, answer, f"-(-{fixed} // {_f(each)})")


def h39_percent_change_takings(rng: random.Random) -> ArithOut7:
    """Last and this month's takings: the rise as a percentage, to one decimal."""
    while True:
        before = rng.randrange(4200, 16000)
        after = before + rng.randrange(60, before // 4)
        exact = Fraction(after - before, before) * 100
        if exact.denominator != 1 and _not_half(exact, Fraction(1, 10)):
            break
    answer = _round(exact, Fraction(1, 10))
    task = _turn(
        "percent_change_takings",
        [
            "Salon did {a} in October and {b} in November. What's the percentage increase, to"
            " one decimal?",
            "% increase from {a} to {b}? one decimal place",
            "Takings went from {a} last month to {b} this month - up by what percent, to 1 dp?",
        ],
    ).format(a=_money(before * 100), b=_money(after * 100))
    expr = f"(({after} / {before} - 1) * 1000 + 0.5) // 1 / 10"
    return _arith(task, answer, expr)


def h39_tip_split_by_hours(rng: random.Random) -> ArithOut7:
    """A tip jar split by hours worked: one person's share."""
    people = rng.sample(["Aoife", "Ciarán", "Niamh", "Darragh", "Sinéad", "Conor", "Róisín"], 3)
    hours = [rng.randrange(8, 41) for _ in people]
    per_hour = rng.randrange(60, 260)
    tips = per_hour * sum(hours)
    who = rng.randrange(3)
    answer = Fraction(per_hour * hours[who], 100)
    shown = _listing([f"{p} did {h}" for p, h in zip(people, hours, strict=True)])
    task = _turn(
        "tip_split_by_hours",
        [
            "Tip jar's got {t} in it this week. Splitting by hours: {s}. What does {w} get?",
            "splitting {t} tips by hours worked - {s}. how much is {w}'s share?",
        ],
    ).format(t=_euros(tips), s=shown, w=people[who])
    return _arith(task, answer, f"{_f(tips)} * {hours[who]} / ({' + '.join(map(str, hours))})")


def h39_cable_left_on_drum(rng: random.Random) -> ArithOut7:
    """A drum of cable less several runs: the metres left."""
    drum = rng.choice([50, 75, 100, 150])
    while True:
        runs = rng.randrange(2, 6)
        each = Fraction(rng.randrange(35, 180), 10)
        odd = Fraction(rng.randrange(15, 120), 10)
        left = drum - runs * each - odd
        if left > 0:
            break
    task = _turn(
        "cable_left_on_drum",
        [
            "Started the day with a {d} m drum of cable. Pulled {n} runs of {e} m and one of"
            " {o} m. How much is left on the drum?",
            "{d}m drum minus {n} x {e}m runs and a {o}m run - what's left?",
            "How many metres of cable have I got left if I had {d} m and used {n} lots of {e} m"
            " plus {o} m?",
        ],
    ).format(d=drum, n=runs, e=_dec(each), o=_dec(odd))
    return _arith(task, left, f"{drum} - {runs} * {float(each)} - {float(odd)}")


ARITHMETIC: list[ArithTemplate] = [
    h39_vat_on_net_quote,
    h39_vat_in_gross,
    h39_hst_invoice_total,
    h39_markup_sell_price,
    h39_margin_percent,
    h39_labour_plus_callout,
    h39_pipe_lengths_needed,
    h39_paint_tins,
    h39_compost_bags,
    h39_tile_cost,
    h39_weekly_takings_total,
    h39_average_takings,
    h39_till_count,
    h39_unit_cost_from_case,
    h39_deposit_balance,
    h39_mileage_claim,
    h39_fuel_cost,
    h39_minutes_between,
    h39_round_earnings,
    h39_trade_discount,
    h39_breakeven_coffees,
    h39_percent_change_takings,
    h39_tip_split_by_hours,
    h39_cable_left_on_drum,
]

# --------------------------------------------------------------------------- to-do

GROUPS: dict[str, list[str]] = {
    "cafe": [
        "order oat milk",
        "restock paper cups",
        "descale the coffee machine",
        "ring the wholesaler about croissants",
        "pay the card machine bill",
        "email the landlord about the lease",
        "do the VAT return",
        "get change for the float",
        "renew the food safety cert",
        "fix the wobbly table by the window",
    ],
    "plumber": [
        "chase the Murphy invoice",
        "ring Mrs Patel back",
        "service the van",
        "pick up copper fittings",
        "send the Henderson quote",
        "book the van in for its MOT",
        "get the boiler part for Dave",
        "price up the Kelly bathroom",
        "renew the public liability insurance",
        "send receipts to the accountant",
    ],
    "electrician": [
        "return the spare breaker",
        "quote for the deli rewire",
        "chase the council for payment",
        "invoice the school job",
        "get the van tyres checked",
        "drop the job sheets to the office",
        "order more wire nuts",
        "book the inspection at the Lee house",
        "call the supplier about the panel",
    ],
    "market": [
        "renew the market pitch licence",
        "order more candle jars",
        "print new price labels",
        "pay the stall rent",
        "top up the card reader roll",
        "fix the gazebo leg",
        "pick up change from the bank",
        "text Jan about covering Saturday",
    ],
    "hairdresser": [
        "order more foils",
        "reorder hair colour",
        "confirm Saturday bookings",
        "text Sarah about Thursday",
        "call the towel service",
        "pay the booth rent",
        "fix the dryer at the back station",
        "post the new prices on Instagram",
    ],
    "cleaner": [
        "buy bin bags",
        "drop keys back to Mrs Byrne",
        "order microfibre cloths",
        "log my mileage",
        "ring Mrs Keane about Friday",
        "invoice the Dunne house",
        "restock the cleaning caddy",
        "wash the mop heads",
        "chase the Quinns for last month",
    ],
    "landscaper": [
        "sharpen the mower blades",
        "order compost for the Walsh garden",
        "fix the gate latch at the O'Briens",
        "sort the skip permit",
        "collect the pressure washer",
        "quote for the Elm Road hedges",
        "get the trailer lights fixed",
        "pay the nursery account",
        "book the digger for Tuesday",
    ],
}
"""Each voice's jobs and errands: one case's list is one person's."""

CONTEXT_JOBS = [
    ("plumber", "Mrs Patel's boiler is playing up again.", "ring Mrs Patel back"),
    ("plumber", "The van's making a grinding noise when I brake.", "book the van into the garage"),
    ("cafe", "We ran out of oat milk twice this week.", "order extra oat milk"),
    (
        "plumber",
        "The Hendersons want their bathroom in before Christmas.",
        "send the Henderson quote",
    ),
    (
        "electrician",
        "Council still haven't paid for the school job.",
        "chase the council for payment",
    ),
    (
        "landscaper",
        "Customer on Elm Road wants the hedges cut back.",
        "quote for the Elm Road hedges",
    ),
    ("cafe", "The card machine keeps dropping connection.", "ring the card machine people"),
    ("cleaner", "I've still got Mrs Byrne's keys from Tuesday.", "drop keys back to Mrs Byrne"),
    ("market", "Forecast says it's going to be windy on Saturday.", "buy gazebo weights"),
    ("hairdresser", "Two clients asked about balayage this week.", "order balayage lightener"),
]
"""A sentence of context, and the job it leads to (voice, context, title)."""

RENAMES = [
    ("cafe", "order oat milk", "order soya milk"),
    ("plumber", "book the van in for its MOT", "book the van in for a full service"),
    ("plumber", "price up the Kelly bathroom", "price up the Kelly kitchen"),
    ("hairdresser", "text Sarah about Thursday", "text Sarah about Friday"),
    ("hairdresser", "order more foils", "order more toner"),
    ("landscaper", "sharpen the mower blades", "replace the mower blades"),
    ("cleaner", "ring Mrs Keane about Friday", "ring Mrs Keane about Monday"),
    ("electrician", "invoice the school job", "invoice the library job"),
]
"""A job as typed, and what it should say instead (voice, old, new)."""

ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]

_ALL_TITLES = [
    *(t for jobs in GROUPS.values() for t in jobs),
    *(t for _, _, t in CONTEXT_JOBS),
    *(t for _, old, new in RENAMES for t in (old, new)),
]


def _jobs(
    rng: random.Random, low: int, high: int, *, voice: str = "", avoid: tuple[str, ...] = ()
) -> tuple[list[str], list[str]]:
    """A setup of `low` to `high` jobs of one voice, and that voice's other jobs.

    The voice is drawn when not given; no job is one in `avoid`.
    """
    pool = [j for j in GROUPS[voice or rng.choice(sorted(GROUPS))] if j not in avoid]
    setup = rng.sample(pool, rng.randint(low, high))
    return setup, [j for j in pool if j not in setup]


def _todo(
    task: str,
    setup: list[str],
    final: list[tuple[str, bool]],
    question: bool = False,
    extra: dict[str, object] | None = None,
) -> TodoOut7:
    check_titles([*setup, *(t for t, _ in final if t not in setup)], FORBIDDEN, fold_case=True)
    return task, setup, final, question, dict(extra or {})


def h39_add_plain(rng: random.Random) -> TodoOut7:
    """Add one job, typed plainly."""
    setup, rest = _jobs(rng, 0, 3)
    new = rng.choice(rest)
    task = _turn("add_plain", ["add {x}", "put {x} on my list", "new to-do: {x}"]).format(x=new)
    return _todo(task, setup, [*_open(setup), (new, False)])


def h39_add_with_context(rng: random.Random) -> TodoOut7:
    """A sentence about the business, then one job to add."""
    voice, context, new = rng.choice(CONTEXT_JOBS)
    setup, _ = _jobs(rng, 1, 3, voice=voice, avoid=(new,))
    task = _turn(
        "add_with_context",
        [
            "{c} Can you add {x} to my list?",
            "{c} Stick {x} on the to-do list.",
            "{c} Put down: {x}",
        ],
    ).format(c=context, x=new)
    return _todo(task, setup, [*_open(setup), (new, False)])


def h39_add_two(rng: random.Random) -> TodoOut7:
    """Add two jobs in one message."""
    setup, rest = _jobs(rng, 0, 2)
    first, second = rng.sample(rest, 2)
    task = _turn(
        "add_two",
        [
            "add {x} and {y}",
            "two more for the list: {x}, {y}",
            "Can you put {x} on my list, and {y} as well?",
        ],
    ).format(x=first, y=second)
    return _todo(task, setup, [*_open(setup), (first, False), (second, False)])


def h39_complete_by_number(rng: random.Random) -> TodoOut7:
    """Tick off the job at a position."""
    setup, _ = _jobs(rng, 3, 5)
    n = rng.randrange(len(setup))
    task = _turn(
        "complete_by_number",
        [
            "tick off number {n}",
            "number {n}'s done",
            "Mark {n} as done please, finished it this morning.",
        ],
    ).format(n=n + 1)
    return _todo(task, setup, _completed(setup, n))


def h39_complete_by_title(rng: random.Random) -> TodoOut7:
    """Tick off a job named by its text."""
    setup, _ = _jobs(rng, 2, 5)
    n = rng.randrange(len(setup))
    task = _turn(
        "complete_by_title",
        [
            "done: {x}",
            "tick off {x}, that's sorted",
            "You can mark '{x}' as done.",
        ],
    ).format(x=setup[n])
    return _todo(task, setup, _completed(setup, n))


def h39_complete_two(rng: random.Random) -> TodoOut7:
    """Tick off two jobs."""
    setup, _ = _jobs(rng, 3, 6)
    a, b = sorted(rng.sample(range(len(setup)), 2))
    task = _turn(
        "complete_two",
        [
            "{n} and {m} are done",
            "Tick off numbers {n} and {m} for me.",
            "'{x}' and '{y}' are both done - tick them off.",
        ],
    ).format(n=a + 1, m=b + 1, x=setup[a], y=setup[b])
    return _todo(task, setup, _completed(setup, a, b))


def h39_delete_by_number(rng: random.Random) -> TodoOut7:
    """Remove the job at a position."""
    setup, _ = _jobs(rng, 3, 5)
    n = rng.randrange(len(setup))
    task = _turn(
        "delete_by_number",
        [
            "delete number {n}",
            "Take number {n} off the list, that's been cancelled.",
            "get rid of no. {n}, not happening anymore",
        ],
    ).format(n=n + 1)
    return _todo(task, setup, _deleted(setup, n))


def h39_delete_by_title(rng: random.Random) -> TodoOut7:
    """Remove a job named by its text."""
    setup, _ = _jobs(rng, 2, 5)
    n = rng.randrange(len(setup))
    task = _turn(
        "delete_by_title",
        [
            "remove {x}",
            "Take {x} off my list, it's not needed now.",
            "Scrap '{x}', not doing that one now.",
        ],
    ).format(x=setup[n])
    return _todo(task, setup, _deleted(setup, n))


def h39_list_all(rng: random.Random) -> TodoOut7:
    """What is on the list (a question)."""
    setup, _ = _jobs(rng, 2, 5)
    task = _turn(
        "list_all",
        ["what's on my list?", "Read me my to-dos.", "What jobs have I got on at the minute?"],
    )
    return _todo(task, setup, _open(setup), True, {"contains": list(setup)})


def h39_count_jobs(rng: random.Random) -> TodoOut7:
    """How many jobs are on the list (a question)."""
    setup, _ = _jobs(rng, 2, 6)
    task = _turn(
        "count_jobs",
        [
            "how many things are on my list?",
            "How many jobs have I got left to do?",
            "quick one - how many to-dos have I got?",
        ],
    )
    return _todo(task, setup, _open(setup), True, {"contains": [str(len(setup))]})


def h39_is_it_there(rng: random.Random) -> TodoOut7:
    """Is this job on the list (a question)."""
    setup, rest = _jobs(rng, 2, 5)
    if rng.random() < 0.5:
        asked, extra = rng.choice(setup), {"contains": ["yes"]}
    else:
        asked = rng.choice(rest)
        extra = {"contains": ["no"], "not_contains": ["yes"]}
    task = _turn(
        "is_it_there",
        [
            "is '{x}' on my list?",
            "Did I put down {x}? Yes or no.",
            "Have I already got '{x}' on there?",
        ],
    ).format(x=asked)
    return _todo(task, setup, _open(setup), True, extra)


def h39_which_is_number_n(rng: random.Random) -> TodoOut7:
    """What the job at a position is (a question)."""
    setup, _ = _jobs(rng, 3, 6)
    n = rng.randrange(len(setup))
    task = _turn(
        "which_is_number_n",
        [
            "what's number {n} on my list?",
            "Which job's #{n} on the list again?",
            "remind me what the {o} one on my list is",
        ],
    ).format(n=n + 1, o=ORDINALS[n])
    return _todo(task, setup, _open(setup), True, {"contains": [setup[n]]})


def h39_clear_all(rng: random.Random) -> TodoOut7:
    """Wipe the whole list."""
    setup, _ = _jobs(rng, 2, 6)
    task = _turn(
        "clear_all",
        [
            "clear my list",
            "Wipe the whole list, I'm starting fresh for the new week.",
            "delete everything on my to-do list",
        ],
    )
    return _todo(task, setup, [])


def h39_rename(rng: random.Random) -> TodoOut7:
    """Change a job's text, in place."""
    voice, old, new = rng.choice(RENAMES)
    others, _ = _jobs(rng, 1, 4, voice=voice, avoid=(old, new))
    setup = others[:]
    at = rng.randrange(len(setup) + 1)
    setup.insert(at, old)
    final = [(new if t == old else t, False) for t in setup]
    task = _turn(
        "rename",
        [
            "change {x} to {y}",
            "Can you rename '{x}' to '{y}'?",
            "'{x}' should say '{y}' - I got it wrong.",
        ],
    ).format(x=old, y=new)
    return _todo(task, setup, final)


def h39_complete_and_add(rng: random.Random) -> TodoOut7:
    """Tick off one job and add the next one."""
    setup, rest = _jobs(rng, 2, 4)
    n = rng.randrange(len(setup))
    new = rng.choice(rest)
    task = _turn(
        "complete_and_add",
        [
            "{x} is done, add {y}",
            "Tick off number {n} and put {y} on the list.",
            "'{x}' is finished. Next up: {y} - add that please.",
        ],
    ).format(x=setup[n], n=n + 1, y=new)
    return _todo(task, setup, [*_completed(setup, n), (new, False)])


def h39_complete_all(rng: random.Random) -> TodoOut7:
    """Tick off every job on the list."""
    setup, _ = _jobs(rng, 2, 5)
    task = _turn(
        "complete_all",
        [
            "tick everything off",
            "I've done the lot today - mark them all as done.",
            "mark all my to-dos complete",
        ],
    )
    return _todo(task, setup, _completed(setup, *range(len(setup))))


TODO: list[TodoTemplate] = [
    h39_add_plain,
    h39_add_with_context,
    h39_add_two,
    h39_complete_by_number,
    h39_complete_by_title,
    h39_complete_two,
    h39_delete_by_number,
    h39_delete_by_title,
    h39_list_all,
    h39_count_jobs,
    h39_is_it_there,
    h39_which_is_number_n,
    h39_clear_all,
    h39_rename,
    h39_complete_and_add,
    h39_complete_all,
]


def main() -> None:
    """Check the title pools and write the set."""
    for jobs in GROUPS.values():
        check_titles(jobs, FORBIDDEN, fold_case=True)
    check_titles(sorted(set(_ALL_TITLES)), FORBIDDEN, fold_case=True)
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
