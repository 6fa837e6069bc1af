"""Blind held-out set 43: gardeners, allotment holders, smallholders and small farmers.

Writes `evals/everyday-heldout-43.yaml` (120 cases: 24 arithmetic families and 16 to-do families,
3 seeded draws each, every draw with its own wording variant). Regenerate, do not edit.

Theme
    People who grow and keep things on a small scale: seeds per row and rows per bed, compost and
    mulch volumes, fence and hedge runs, acres and hectares, feed per animal per day, eggs per hen,
    yields per plant, rain off a shed roof, fertiliser per square metre, market-stall and farm-gate
    takings, prices per pound or per kilo, days to harvest; to-do lists of sowing, planting,
    chores, repairs and market prep.

Voices
    UK, Irish, North American, Australian and New Zealand growers, typing as they talk: practical,
    chatty, some terse and lowercase, some polite and older ("love", "ta", "mate"), regional
    words (chooks, spuds, muck, block, farm stand), imperial and metric mixed, pounds, dollars and
    euros, a few numbers in words and a few real typos. Every request that is not whole says how
    to round it.

What I read
    - docs/evals.md: the sections "## The dataset" and "## Side effects" only.
    - src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full.
    - evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol`.
    - evals/gen_everyday_heldout_7.py: `ArithOut7`, `TodoOut7`, `ArithTemplate`, `TodoTemplate`,
      `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`, `_pounds`, `check_titles`,
      `write_set`, and the list of its top-level names.
    - The first 30 lines of evals/everyday-heldout-7.yaml.

Slips
    - Printing gen_4's `_money` to `_tol` as one range (lines 80-110) also showed `_cents`,
      `_ordinal` and the first template of set 4 (a terse percent-of question) in full.
    - Printing gen_7's type aliases showed the docstrings of `ArithOut7` and `TodoOut7` and the
      `Out` TypeVar line.
    - `ls evals` showed the names (not the contents) of the other eval sets and generators.
    - `write_set` was read but not used: it builds cases with `build_set`, which I may not read,
      so this generator builds its own cases in the format of cases.py.

Arithmetic families (the answer each computes)
    - seeds_for_the_beds: seeds per row x rows per bed x beds (plus spares).
    - compost_bags_for_a_bed: bed volume from length, width and depth, in bags, rounded up.
    - fence_run_cost: perimeter of a rectangle less a gate, times a price per metre or foot.
    - acres_and_hectares: an area converted with a stated factor, rounded as asked.
    - feed_sack_days: whole days a sack of feed lasts a flock or herd at a daily ration.
    - eggs_per_hen_per_day: laying rate from eggs collected, birds and days (or as a percent).
    - yield_left_over: plants x yield per plant less what was given away, sold or lost.
    - rain_off_the_roof: litres or gallons caught from a roof area and a rainfall depth.
    - fertiliser_for_the_bed: a dose per area times the bed area, in grams, kilos or ounces.
    - stall_takings: takings from three lines of produce at their prices.
    - price_per_pound_or_kilo: a unit price moved between pounds, kilos and jar sizes.
    - days_left_to_harvest: days to maturity less the time (weeks and days) since sowing.
    - germination_rate: seedlings up as a percentage of seeds sown.
    - stall_profit_split: takings less pitch fee and fuel, shared between partners.
    - fence_posts_along_a_run: posts at a spacing with one at each end (one or two runs).
    - hay_for_the_winter: hay needed over a winter, in bales or its cost.
    - average_weight_or_yield: the mean of a handful of weights, yields or daily egg counts.
    - mulch_coverage: the area a volume of mulch or muck covers at a depth.
    - room_for_more_stock: carrying capacity from area and stocking rate, less stock held.
    - three_for_two_offer: the bill for a number of items on a three-for-two offer.
    - soil_temperature: Fahrenheit to Celsius or back.
    - feed_dilution: a concentrate dose scaled from its stated dilution to another volume.
    - price_rise_percent: the percentage rise from an old price to a new one.
    - l_shaped_plot_area: a plot's area less a corner (shed, deck, pond) taken out of it.

To-do families (the list operation each asks for)
    - add_one: add one job.
    - add_two: add two jobs.
    - complete_by_number: complete the job at a number.
    - complete_by_title: complete a job named by its title, its past tense or a keyword.
    - complete_two: complete two jobs (by numbers or by names).
    - delete_by_number: delete the job at a number.
    - delete_by_title: delete a job named by its title or a keyword.
    - delete_two: delete two jobs (by numbers or by names).
    - read_the_list: say what is on the list (nothing may change).
    - count_the_jobs: how many jobs there are (nothing may change).
    - is_it_on_the_list: whether a job is on the list, yes or no (nothing may change).
    - which_number_is_it: the number of a named job (nothing may change).
    - clear_the_list: delete every job.
    - rename_a_job: change one job's text.
    - finish_one_add_one: complete one job and add a new one.
    - all_done: complete every job.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_everyday_heldout_4 import _listing, _money
from gen_everyday_heldout_7 import (
    _a,
    _completed,
    _deleted,
    _euros,
    _open,
    _plain,
    _pounds,
    check_titles,
)

SEED = 2026112943
NAME = "everyday-heldout-43"
HERE = Path(__file__).resolve().parent
DRAWS = 3
VARIANTS = 4

Rounding = int | str | None
"""How the request asks the answer to be given: decimal places (0 = nearest whole), "up" or
"down" to a whole number, or None when the answer is exact as computed."""
Arith = tuple[str, Fraction, float, Rounding]
"""Task, exact unrounded answer, the same answer from an independent float expression, rounding."""
Todo = tuple[str, list[str], list[tuple[str, bool]], bool, dict[str, object]]
"""Task, setup titles, the to-dos the store must end with, whether it is a question (nothing may
change), and further expectations on the answer."""
ArithFamily = Callable[[random.Random, int], Arith]
TodoFamily = Callable[[random.Random, int], Todo]


class _Redraw(Exception):
    """The numbers drawn make a poor case (a half-way tie, a negative answer...): draw again."""


# --------------------------------------------------------------------------- helpers

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w(n: int) -> str:
    """A whole number below 100 in words."""
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + ("" if ones == 0 else "-" + _ONES[ones])


def _t(x: Fraction | int) -> str:
    """A terminating fraction as a person types it (1.5, 12, 0.75)."""
    x = Fraction(x)
    return _plain(Decimal(x.numerator) / Decimal(x.denominator))


def _n(count: Fraction | int, noun: str, say: Callable[..., str] = str) -> str:
    """A count with its noun, plural unless it is one ("1 day", "3 weeks", "one week")."""
    return f"{say(count)} {noun}{'' if count == 1 else 's'}"


def _tenths(r: random.Random, low: int, high: int) -> Fraction:
    """A number of tenths drawn between low/10 and high/10."""
    return Fraction(r.randint(low, high), 10)


def _cash(cents: int, currency: str) -> str:
    """An amount in cents written with £, $ or €."""
    return {"£": _pounds, "$": _money, "€": _euros}[currency](cents)


def _final(raw: Fraction, rounding: Rounding) -> Fraction:
    """The answer as the request asks for it; redraws half-way ties and near-integer cut-offs."""
    if rounding is None:
        return raw
    if rounding in ("up", "down"):
        if abs(raw - round(raw)) < Fraction(1, 1000):
            raise _Redraw
        return Fraction(math.ceil(raw) if rounding == "up" else math.floor(raw))
    assert isinstance(rounding, int)
    scale = 10**rounding
    scaled = raw * scale
    low = math.floor(scaled)
    rest = scaled - low
    if abs(rest - Fraction(1, 2)) < Fraction(1, 1000):
        raise _Redraw
    return Fraction(low + (1 if rest > Fraction(1, 2) else 0), scale)


def _decimals(value: Fraction) -> int:
    """Decimal places of a terminating fraction."""
    places = 0
    while (value * 10**places).denominator != 1:
        places += 1
        assert places <= 6, value
    return places


# --------------------------------------------------------------------------- arithmetic


def h43_seeds_for_the_beds(r: random.Random, v: int) -> Arith:
    """Seeds per row x rows per bed x beds (plus spares)."""
    s, k, b = r.randint(8, 30), r.randint(3, 6), r.randint(2, 6)
    extra = 0
    if v == 0:
        task = f"how many seeds do I need? {s} seeds a row, {k} rows a bed, {b} beds"
    elif v == 1:
        task = (
            f"Planning the carrots: {b} beds with {k} rows in each, sowing about {s} seeds per "
            "row. How many seeds is that in total?"
        )
    elif v == 2:
        extra = r.randint(10, 40)
        task = (
            f"sowing {_w(k)} rows of beetroot in each of my {b} raised beds, {s} seeds to a row, "
            f"plus I want {extra} spare for filling gaps. total seeds?"
        )
    else:
        task = (
            f"if i put {s} onion sets in a row and do {k} rows per bed across {_w(b)} beds how "
            "many sets do i need to buy"
        )
    return task, Fraction(s * k * b + extra), float(s) * k * b + extra, None


def h43_compost_bags_for_a_bed(r: random.Random, v: int) -> Arith:
    """Bed volume from length, width and depth, in bags, rounded up."""
    length, width = _tenths(r, 15, 40), _tenths(r, 6, 15)
    depth, bag = r.choice([5, 7, 8, 10, 12, 15]), r.choice([40, 50, 60, 75])
    beds = 1
    if v == 0:
        task = (
            f"Raised bed is {_t(length)}m by {_t(width)}m and I want to top it up {depth}cm deep "
            f"with compost. Compost comes in {bag} litre bags - how many bags do I need (round up "
            "to whole bags)?"
        )
    elif v == 1:
        task = (
            f"how many {bag}L bags of compost to fill a bed {_t(length)} x {_t(width)} metres to a "
            f"depth of {depth} cm? round up"
        )
    elif v == 2:
        task = (
            f"New bed: {_t(length * 100)}cm long, {_t(width * 100)}cm wide, {depth}cm deep. I'm "
            f"buying compost in {bag} litre sacks. Number of sacks needed, rounded up please"
        )
    else:
        beds = r.randint(2, 4)
        task = (
            f"I need to fill {_w(beds)} raised beds each {_t(length)}m x {_t(width)}m with "
            f"{depth}cm "
            f"of compost on each. bags are {bag} litres. how many bags, rounding up"
        )
    raw = length * width * Fraction(depth, 100) * 1000 * beds / bag
    approx = float(length) * float(width) * (depth / 100) * 1000 * beds / bag
    return task, raw, approx, "up"


def h43_fence_run_cost(r: random.Random, v: int) -> Arith:
    """Perimeter of a rectangle less a gate, times a price per metre or foot."""
    if v == 1:
        a, b = r.randint(20, 120), r.randint(20, 120)
        gate, price = Fraction(r.choice([4, 6, 8, 10, 12])), r.randrange(150, 455, 5)
        task = (
            f"Fencing a garden {a} ft by {b} ft, minus {_a(int(gate))} ft gate. Wire's "
            f"{_cash(price, '$')} per foot. Total cost? round to the cent"
        )
    else:
        a, b = r.randint(12, 60), r.randint(12, 60)
        gate_tenths = r.choice([30, 36, 40, 45])
        gate, price = Fraction(gate_tenths, 10), r.randrange(250, 905, 5)
        if v == 0:
            task = (
                f"paddock's {a}m by {b}m, leaving a {_t(gate)}m gap for the gate. Stock fencing is "
                f"{_cash(price, '£')} a metre. What will the fencing cost me? to the nearest penny"
            )
        elif v == 2:
            task = (
                f"how much for fencing round a field {a} metres by {b} metres, less a {_t(gate)} m "
                f"gateway, at {_cash(price, '€')} per metre? nearest cent"
            )
        else:
            task = (
                f"chook run is {a} by {b} metres, gate takes up {_t(gate)}m, mesh costs "
                f"{_cash(price, '$')}/m. whats the cost to the nearest cent"
            )
    raw = (2 * (a + b) - gate) * Fraction(price, 100)
    approx = (2 * (a + b) - float(gate)) * price / 100
    return task, raw, approx, 2


def h43_acres_and_hectares(r: random.Random, v: int) -> Arith:
    """An area converted with a stated factor, rounded as asked."""
    if v == 0:
        acres = _tenths(r, 15, 400)
        task = (
            f"my block is {_t(acres)} acres, what's that in hectares? (1 ha = 2.471 acres) one "
            "decimal place"
        )
        return task, acres / Fraction("2.471"), float(acres) / 2.471, 1
    if v == 1:
        acres = _tenths(r, 10, 250)
        task = (
            f"Convert {_t(acres)} acres to hectares using 0.4047 ha per acre, to 2 decimal places."
        )
        return task, acres * Fraction("0.4047"), float(acres) * 0.4047, 2
    if v == 2:
        hectares = _tenths(r, 20, 800)
        task = (
            f"The farm down the road is {_t(hectares)} hectares. How many acres is that if a "
            "hectare is 2.471 acres? Round to the nearest acre."
        )
        return task, hectares * Fraction("2.471"), float(hectares) * 2.471, 0
    first, second = r.randint(5, 60), _tenths(r, 15, 120)
    task = (
        f"we farm {first} acres of our own plus {_t(second)} acres we rent off the neighbour - how "
        "many hectares altogether? use 0.4047 and give it to 1 decimal"
    )
    return task, (first + second) * Fraction("0.4047"), (first + float(second)) * 0.4047, 1


def h43_feed_sack_days(r: random.Random, v: int) -> Arith:
    """Whole days a sack of feed lasts a flock or herd at a daily ration."""
    sack = r.choice([20, 25])
    if v in (0, 1):
        n, grams = r.randint(4, 20), r.choice([100, 110, 115, 120, 125, 130])
        if v == 0:
            task = (
                f"{n} hens eating about {grams}g of layers pellets each a day. How many full days "
                f"will a {sack}kg sack last?"
            )
        else:
            task = (
                f"how many whole days does a {sack} kilo bag of feed last {_w(n)} chooks if each "
                f"one gets {grams} grams a day"
            )
        return task, Fraction(sack * 1000, n * grams), sack * 1000 / (n * grams), "down"
    if v == 2:
        n, kilos = r.randint(2, 8), Fraction(r.choice([30, 40, 50, 60, 75]), 100)
        task = (
            f"I give each of my {n} goats {_t(kilos)} kg of mix a day. {sack}kg bag - how many "
            "days before it runs out (whole days only)"
        )
        return task, sack / (n * kilos), sack / (n * float(kilos)), "down"
    n, ounces, pounds = (
        r.randint(6, 25),
        Fraction(r.choice([30, 35, 40, 45]), 10),
        r.choice([40, 50]),
    )
    task = (
        f"{n} hens, roughly {_t(ounces)} oz of feed per bird per day, {pounds} lb bag. how many "
        "full days does it last? (16 oz in a lb)"
    )
    return task, pounds * 16 / (n * ounces), pounds * 16 / (n * float(ounces)), "down"


def h43_eggs_per_hen_per_day(r: random.Random, v: int) -> Arith:
    """Laying rate from eggs collected, birds and days (or as a percent)."""
    n = r.randint(5, 15)
    days = {0: 7, 1: 14, 2: 7, 3: r.randint(10, 30)}[v]
    eggs = r.randint(math.ceil(n * days * 0.45), math.floor(n * days * 0.9))
    rate = Fraction(eggs, n * days)
    if v == 0:
        task = (
            f"got {eggs} eggs this week off {n} hens. how many eggs per hen per day is that, 2 "
            "decimal places?"
        )
    elif v == 1:
        task = (
            f"Collected {eggs} eggs over the last fortnight from {n} hens - what's the average per "
            "hen per day? round to 2 dp"
        )
    elif v == 2:
        task = (
            f"{n} girls laid {eggs} eggs in 7 days. what lay rate is that as a percentage (eggs "
            "per hen per day x 100)? 1 dp"
        )
        return task, rate * 100, eggs / (n * days) * 100, 1
    else:
        task = (
            f"Over {days} days my {_w(n)} ducks gave me {eggs} eggs. Eggs per duck per day, to two "
            "decimals?"
        )
    return task, rate, eggs / (n * days), 2


def h43_yield_left_over(r: random.Random, v: int) -> Arith:
    """Plants x yield per plant less what was given away, sold or lost."""
    plants = r.randint(4, 12)
    each = _tenths(r, 25, 60) if v != 3 else _tenths(r, 10, 30)
    total = plants * each
    gone = _tenths(r, 20, int(total * 10) - 10)
    if v == 0:
        task = (
            f"{plants} tomato plants averaging {_t(each)}kg each, gave {_t(gone)}kg to my sister. "
            "how many kg have I got left to bottle? (1 dp)"
        )
    elif v == 1:
        each = Fraction(r.randint(16, 40), 2)
        total = plants * each
        gone = Fraction(r.randint(4, int(total) - 2))
        task = (
            f"We had {plants} zucchini plants giving about {_t(each)} lb apiece. Sold {gone} lb at "
            "the farm stand. How many pounds are left? one decimal place"
        )
    elif v == 2:
        task = (
            f"{plants} courgette plants x {_t(each)} kilos each, minus the {_t(gone)} kilos the "
            "slugs got. whats left, to 1 decimal place"
        )
    else:
        task = (
            f"If each of my {_w(plants)} runner bean plants gives {_t(each)} kg and I've already "
            f"picked {_t(gone)} kg, how much is still to come? answer to one decimal place"
        )
    return task, total - gone, plants * float(each) - float(gone), 1


def h43_rain_off_the_roof(r: random.Random, v: int) -> Arith:
    """Litres or gallons caught from a roof area and a rainfall depth."""
    if v == 2:
        area, inches = (
            r.randrange(100, 610, 10),
            Fraction(r.choice([25, 50, 75, 100, 125, 150]), 100),
        )
        task = (
            f"roof area is {area} sq ft, an inch of rain on a square foot is about 0.623 gallons. "
            f"we got {_t(inches)} inches. how many gallons? round to whole gallons"
        )
        raw = area * inches * Fraction("0.623")
        return task, raw, area * float(inches) * 0.623, 0
    length, width, mm = _tenths(r, 15, 40), _tenths(r, 15, 30), r.randint(3, 25)
    if v == 0:
        task = (
            f"shed roof is {_t(length)}m x {_t(width)}m and we had {mm}mm of rain overnight. 1mm "
            "on a square metre is a litre, so how many litres should have gone into the water "
            "butt? nearest litre"
        )
    elif v == 1:
        task = (
            f"How much water can I collect off a greenhouse roof {_t(length)} by {_t(width)} "
            f"metres from {mm} mm of rain? (a mm over a m2 = 1 litre). Round to the nearest litre "
            "please."
        )
    else:
        length = _tenths(r, 60, 200)
        task = (
            f"{mm}mm forecast tomorrow. polytunnel gutter catches from an area {_t(length)}m long "
            f"and {_t(width)}m wide. litres? (1 l per mm per sq m) nearest whole number"
        )
    return task, length * width * mm, float(length) * float(width) * mm, 0


def h43_fertiliser_for_the_bed(r: random.Random, v: int) -> Arith:
    """A dose per area times the bed area, in grams, kilos or ounces."""
    rate = r.choice([35, 50, 70, 100, 135])
    if v == 0:
        length, width = _tenths(r, 20, 60), _tenths(r, 8, 15)
        task = (
            f"Packet says {rate}g per square metre. My bed's {_t(length)}m by {_t(width)}m. How "
            "many grams do I need? round to the nearest gram"
        )
        return task, rate * length * width, rate * float(length) * float(width), 0
    if v == 1:
        length, width, beds = _tenths(r, 20, 60), _tenths(r, 8, 15), r.randint(2, 5)
        task = (
            f"fish blood and bone at {rate} grams/m2, {beds} beds each {_t(length)} x "
            f"{_t(width)} m. how many kg in total, 2 decimal places"
        )
        raw = rate * length * width * beds / 1000
        return task, raw, rate * float(length) * float(width) * beds / 1000, 2
    if v == 2:
        ounces, a, b = Fraction(r.choice([10, 15, 20, 30]), 10), r.randint(8, 40), r.randint(8, 40)
        task = (
            f"label says {_t(ounces)} oz per 10 square feet. my plot is {a} ft by {b} ft. how many "
            "ounces do I need? nearest ounce"
        )
        return task, ounces * a * b / 10, float(ounces) * a * b / 10, 0
    long_m, wide_m = r.randint(10, 30), r.randint(5, 10)
    task = (
        f"growmore {rate}g a sq metre over the whole allotment which is {long_m} metres by "
        f"{wide_m} metres - how many kilos's that? to 1 dp"
    )
    return task, Fraction(rate * long_m * wide_m, 1000), rate * long_m * wide_m / 1000, 1


_STALLS: list[tuple[str, list[tuple[str, int, int, int]]]] = [
    # currency, then each line of produce with its price range in cents (low, high, step)
    (
        "£",
        [
            ("boxes of eggs", 200, 450, 10),
            ("jars of jam", 250, 550, 25),
            ("bunches of flowers", 300, 800, 50),
        ],
    ),
    (
        "$",
        [
            ("dozen eggs", 400, 800, 25),
            ("bags of potatoes", 300, 700, 50),
            ("heads of cabbage", 150, 400, 25),
        ],
    ),
    (
        "€",
        [
            ("punnets of strawberries", 250, 500, 10),
            ("jars of honey", 600, 1200, 50),
            ("bags of salad", 150, 350, 10),
        ],
    ),
    (
        "$",
        [
            ("veg boxes", 2500, 4500, 100),
            ("bunches of sweet peas", 400, 900, 50),
            ("jars of chutney", 500, 900, 50),
        ],
    ),
]


def h43_stall_takings(r: random.Random, v: int) -> Arith:
    """Takings from three lines of produce at their prices."""
    currency, lines = _STALLS[v]
    first, second, third = (line[0] for line in lines)
    counts = [r.randint(3, 40) for _ in range(3)]
    prices = [r.randrange(low, high + 1, step) for _, low, high, step in lines]
    c, p = counts, [_cash(x, currency) for x in prices]
    if v == 0:
        task = (
            f"sold {c[0]} {first} at {p[0]}, {c[1]} {second} at {p[1]} and {c[2]} {third} at "
            f"{p[2]} at the market today, what did I take altogether?"
        )
    elif v == 1:
        task = (
            f"Farm stand honesty box this week: {c[0]} {first} @ {p[0]}, {c[1]} {second} @ "
            f"{p[1]}, {c[2]} {third} @ {p[2]}. Total?"
        )
    elif v == 2:
        task = (
            f"stall takings pls - {c[0]} {first} {p[0]} each, {c[1]} x {second} {p[1]}, {c[2]} x "
            f"{third} {p[2]}"
        )
    else:
        task = (
            f"Market was good today mate. {c[0]} {first} at {p[0]} each, {c[1]} {second} at "
            f"{p[1]} and {c[2]} {third} at {p[2]}. What's that come to?"
        )
    cents = sum(n * x for n, x in zip(counts, prices, strict=True))
    return (
        task,
        Fraction(cents, 100),
        sum(n * x / 100 for n, x in zip(counts, prices, strict=True)),
        None,
    )


def h43_price_per_pound_or_kilo(r: random.Random, v: int) -> Arith:
    """A unit price moved between pounds, kilos and jar sizes."""
    if v == 0:
        price = r.randrange(99, 600)
        task = (
            f"Seed potatoes are {_cash(price, '$')} a pound. What's that per kilo? (2.2 lb in a "
            "kg) "
            "round to the cent"
        )
        return task, Fraction(price, 100) * Fraction("2.2"), price / 100 * 2.2, 2
    if v == 1:
        price = r.randrange(250, 900)
        task = (
            f"the butcher in town sells lamb mince at {_cash(price, '£')}/lb. whats that per kg? "
            "1kg = 2.2046lb, nearest penny"
        )
        return task, Fraction(price, 100) * Fraction("2.2046"), price / 100 * 2.2046, 2
    if v == 2:
        price = r.randrange(600, 2000)
        task = (
            f"if cherries are {_cash(price, '$')} per kilo how much is that per pound? use 2.2 lb "
            "to the kilo and round to the nearest cent"
        )
        return task, Fraction(price, 100) / Fraction("2.2"), price / 100 / 2.2, 2
    price, grams = r.randrange(450, 1200, 50), r.choice([227, 340, 454, 250, 370])
    task = (
        f"I'm selling honey at {_cash(price, '€')} for a {grams}g jar. What's that per kilo? "
        "nearest cent"
    )
    return task, Fraction(price, 100) * 1000 / grams, price / 100 * 1000 / grams, 2


_CROPS = ["parsnips", "carrots", "leeks", "sweetcorn", "squash", "beetroot", "peas"]


def h43_days_left_to_harvest(r: random.Random, v: int) -> Arith:
    """Days to maturity less the time (weeks and days) since sowing."""
    crop = r.choice(_CROPS)
    weeks, days = r.randint(1, 6), r.randint(1, 6)
    to_harvest = r.choice([56, 60, 70, 75, 84, 90, 100, 110, 120])
    if v == 0:
        task = (
            f"Sowed the {crop} {_n(weeks, 'week')} and {_n(days, 'day')} ago, packet says "
            f"{to_harvest} days to harvest. how many days to go?"
        )
        gone = 7 * weeks + days
    elif v == 1:
        task = (
            f"how many more days til my {crop} are ready? they went in "
            f"{_n(weeks, 'week', _w)} ago and take {to_harvest} days"
        )
        gone = 7 * weeks
    elif v == 2:
        total_weeks, gone = r.randint(8, 16), r.randint(10, 50)
        to_harvest = 7 * total_weeks
        task = (
            f"{crop.capitalize()} need about {total_weeks} weeks from sowing. I sowed them {gone} "
            "days ago. How many days left?"
        )
    else:
        task = (
            f"planted out {weeks} wks {_n(days, 'day')} back, seed packet reckons {to_harvest} "
            "days to maturity. days remaining?"
        )
        gone = 7 * weeks + days
    if to_harvest - gone < 3:
        raise _Redraw
    return task, Fraction(to_harvest - gone), float(to_harvest - gone), None


def h43_germination_rate(r: random.Random, v: int) -> Arith:
    """Seedlings up as a percentage of seeds sown."""
    if v == 3:
        trays, cells = r.randint(2, 6), r.choice([15, 24, 40])
        sown = trays * cells
        up = r.randint(sown // 2, sown - 1)
        task = (
            f"Out of {trays} trays of {cells} cells, one seed in each, I've got {up} seedlings. "
            "What percentage germinated? 1 d.p."
        )
        return task, Fraction(up * 100, sown), up / sown * 100, 1
    sown = r.randint(12, 100)
    up = r.randint(sown // 2, sown - 1)
    if v == 0:
        task = (
            f"Sowed {sown} tomato seeds and {up} came up. What's the germination rate as a "
            "percentage, 1 decimal place?"
        )
        places = 1
    elif v == 1:
        task = f"{up} out of {sown} leek seeds germinated, wat % is that? round to one dp"
        places = 1
    else:
        task = (
            f"germination test: {sown} seeds on damp kitchen roll, {up} sprouted. percent? to the "
            "nearest whole percent"
        )
        places = 0
    return task, Fraction(up * 100, sown), up / sown * 100, places


def h43_stall_profit_split(r: random.Random, v: int) -> Arith:
    """Takings less pitch fee and fuel, shared between partners."""
    takings = r.randrange(15000, 60000, 5)
    fee, fuel = r.choice([1500, 2000, 2500, 3000, 3500]), r.randrange(1000, 5000, 1)
    if v == 0:
        share = 3
        task = (
            f"we took {_cash(takings, '£')} at the farmers market, pitch was {_cash(fee, '£')} and "
            f"diesel {_cash(fuel, '£')}. split three ways what does each of us get? nearest penny"
        )
    elif v == 1:
        share = 2
        task = (
            f"Me and my brother ran the farm stand: {_cash(takings, '$')} in sales, "
            f"{_cash(fee, '$')} for the spot and {_cash(fuel, '$')} gas. What's each half after "
            "costs? Round to the nearest cent."
        )
    elif v == 2:
        share = 4
        task = (
            f"the four of us share the stall. takings {_cash(takings, '€')}, less "
            f"{_cash(fee, '€')} pitch fee and {_cash(fuel, '€')} for fuel. how much each, to the "
            "cent"
        )
    else:
        share = r.randint(2, 4)
        task = (
            f"Market day: {_cash(takings, '$')} through the till, {_cash(fee, '$')} site fee, "
            f"{_cash(fuel, '$')} petrol. There's {_w(share)} of us splitting it evenly - how much "
            "each? nearest cent"
        )
    raw = Fraction(takings - fee - fuel, 100 * share)
    return task, raw, (takings - fee - fuel) / 100 / share, 2


def h43_fence_posts_along_a_run(r: random.Random, v: int) -> Arith:
    """Posts at a spacing with one at each end (one or two runs)."""
    if v == 2:
        feet, spans = r.choice([8, 10, 12]), r.randint(8, 40)
        task = (
            f"{feet * spans} ft of fence, t-posts every {feet} ft, post at each end. how many "
            "t-posts do i need"
        )
        return task, Fraction(spans + 1), float(spans + 1), None
    gap = (
        Fraction(r.choice([20, 24, 25, 30]), 10) if v != 1 else Fraction(r.choice([10, 15, 20]), 10)
    )
    spans = r.randint(8, 40)
    if v == 0:
        task = (
            f"Putting in a post-and-rail fence {_t(gap * spans)}m long with posts every "
            f"{_t(gap)}m, "
            "including one at each end. How many posts?"
        )
    elif v == 1:
        task = (
            f"new hedge line is {_t(gap * spans)} metres, stakes at {_t(gap)} m spacing, a stake "
            "at both ends - how many stakes"
        )
    else:
        other = r.randint(6, 30)
        task = (
            f"Two sides of the paddock need new posts: one side {_t(gap * spans)}m, the other "
            f"{_t(gap * other)}m, posts every {_t(gap)}m with one at each end of each side (they "
            "don't share a corner post). How many posts altogether?"
        )
        return task, Fraction(spans + other + 2), float(spans + other + 2), None
    return task, Fraction(spans + 1), float(spans + 1), None


def h43_hay_for_the_winter(r: random.Random, v: int) -> Arith:
    """Hay needed over a winter, in bales or its cost."""
    if v in (0, 3):
        n = r.randint(2, 6)
        each = Fraction(r.choice([20, 25, 30, 35] if v == 0 else [50, 75, 100]), 100 if v else 10)
        weeks, price = r.randint(18, 26), r.randrange(450, 905, 5)
        currency = "£" if v == 0 else "€"
        if v == 0:
            task = (
                f"my {n} ponies get through about {_t(each)} small bales each a week. Winter's "
                f"roughly {weeks} weeks and bales are {_cash(price, currency)} each. What'll hay "
                "cost me for the winter? nearest penny"
            )
        else:
            task = (
                f"{_w(n).capitalize()} goats, {_t(each)} bales a week each, {weeks} weeks till "
                "grass, "
                f"hay at {_cash(price, currency)} a bale. how much is that going to cost? to the "
                "cent"
            )
        raw = n * each * weeks * Fraction(price, 100)
        return task, raw, n * float(each) * weeks * price / 100, 2
    if v == 1:
        cows, days, weeks = r.randint(8, 30), r.randint(3, 9), r.randint(16, 24)
        price = r.randrange(4000, 9000, 500)
        bales = math.ceil(Fraction(7 * weeks, days))
        task = (
            f"a round bale does my {cows} cows about {days} days. winter is {weeks} weeks. bales "
            f"are {_cash(price, '$')} delivered. cost for the winter? (buy whole bales, round the "
            "number of bales up)"
        )
        return task, Fraction(bales * price, 100), math.ceil(7 * weeks / days) * price / 100, None
    ewes, kilos, days = (
        r.randint(15, 80),
        Fraction(r.choice([10, 12, 15, 18, 20]), 10),
        r.randint(60, 120),
    )
    bale = r.choice([18, 20, 22, 25])
    task = (
        f"{ewes} ewes each eating {_t(kilos)} kg of hay a day for {days} days. How many {bale} kg "
        "bales do I need? round up to whole bales"
    )
    return task, ewes * kilos * days / bale, ewes * float(kilos) * days / bale, "up"


def h43_average_weight_or_yield(r: random.Random, v: int) -> Arith:
    """The mean of a handful of weights, yields or daily egg counts."""
    if v == 0:
        values = [Fraction(r.randint(60, 150), 100) for _ in range(5)]
        task = (
            "weighed my five best onions for the show: "
            f"{_listing([_t(x) for x in values])} kg. average weight? 2 dp"
        )
        places = 2
    elif v == 1:
        values = [_tenths(r, 80, 450) for _ in range(r.randint(4, 6))]
        task = (
            f"Pumpkin weights this year {', '.join(_t(x) for x in values)} lb - what's the mean, "
            "to one decimal place?"
        )
        places = 1
    elif v == 2:
        values = [_tenths(r, 15, 60) for _ in range(r.randint(4, 6))]
        task = (
            f"average yield per plant? got {', '.join(_t(x) for x in values)} kg off my "
            f"{len(values)} tomatoe plants, round to 2 decimal places"
        )
        places = 2
    else:
        values = [Fraction(r.randint(3, 14)) for _ in range(7)]
        task = (
            f"eggs this week day by day: {' '.join(_t(x) for x in values)}. average per day? 1dp "
            "please"
        )
        places = 1
    raw = sum(values, Fraction(0)) / len(values)
    return task, raw, sum(float(x) for x in values) / len(values), places


def h43_mulch_coverage(r: random.Random, v: int) -> Arith:
    """The area a volume of mulch or muck covers at a depth."""
    if v in (0, 1):
        bags, litres, depth = (
            r.randint(3, 12),
            r.choice([50, 60, 70, 75, 80, 100]),
            r.choice([5, 7, 8, 10]),
        )
        if v == 0:
            task = (
                f"I've got {bags} bags of bark mulch, {litres} litres each. Spread {depth}cm "
                "thick, "
                "how many square metres will that cover? 1 decimal place"
            )
        else:
            task = (
                f"how much ground will {_w(bags)} {litres}L bags of wood chip cover at {depth} cm "
                "deep? answer in m2 to one dp"
            )
        raw = Fraction(bags * litres, 1000) / Fraction(depth, 100)
        return task, raw, bags * litres / 1000 / (depth / 100), 1
    if v == 2:
        load, depth = _tenths(r, 10, 60), r.choice([5, 8, 10, 15])
        task = (
            f"got a {_t(load)} cubic metre load of muck delivered. if I spread it {depth}cm deep "
            "how many square metres does that do? round to a whole square metre"
        )
        return task, load / Fraction(depth, 100), float(load) / (depth / 100), 0
    bags, cubic, inches = (
        r.randint(5, 20),
        Fraction(r.choice([15, 20, 30]), 10),
        r.choice([2, 3, 4]),
    )
    task = (
        f"{bags} bags of mulch, {_t(cubic)} cubic feet each. At {inches} inches deep how many "
        "square feet will it cover? nearest square foot"
    )
    return task, bags * cubic * 12 / inches, bags * float(cubic) * 12 / inches, 0


def h43_room_for_more_stock(r: random.Random, v: int) -> Arith:
    """Carrying capacity from area and stocking rate, less stock held."""
    if v == 0:
        area, rate = Fraction(r.randint(10, 80), 2), Fraction(r.choice([2, 3, 4, 5, 6]))
        text = (
            "Field's {a} acres and I'm told {r} ewes to the acre is about right. I've got {c} "
            "already. How many more can I put on?"
        )
    elif v == 1:
        area, rate = _tenths(r, 50, 400), Fraction(r.choice([15, 20, 25, 30]), 10)
        text = (
            "{a} hectares at a stocking rate of {r} cows per hectare, {c} cows now - how many "
            "more cows can I run?"
        )
    elif v == 2:
        area, rate = _tenths(r, 20, 150), Fraction(r.choice([8, 10, 12, 15]))
        text = (
            "land is {a} ha, aiming for {r} ewes/ha. currently {c}. how many more ewes should i buy"
        )
    else:
        area, rate = _tenths(r, 50, 300), Fraction(r.choice([10, 12, 14, 15]))
        text = (
            "{a} ha block, carrying {r} stock units a hectare would be ideal, I'm on {c} su. how "
            "many more su can it take?"
        )
    capacity = area * rate
    if capacity.denominator != 1 or capacity < 12:
        raise _Redraw
    held = r.randint(int(capacity) // 3, int(capacity) - 2)
    task = text.format(a=_t(area), r=_t(rate), c=held)
    return task, capacity - held, float(area) * float(rate) - held, None


def h43_three_for_two_offer(r: random.Random, v: int) -> Arith:
    """The bill for a number of items on a three-for-two offer."""
    n = r.randint(4, 14)
    if v == 0:
        price = r.choice([199, 249, 275, 299, 325, 350])
        task = (
            f"seed packets {_cash(price, '£')} each, 3 for 2 offer on. I'm getting {n}. how much "
            "do I pay?"
        )
    elif v == 1:
        price = r.choice([499, 599, 650, 750, 899])
        task = (
            f"Garden centre's doing buy two get one free on tulip bulbs at {_cash(price, '$')} a "
            f"bag. If I take {n} bags what's the bill?"
        )
    elif v == 2:
        price = r.choice([225, 250, 299, 349, 375])
        task = (
            f"{_w(n)} packets of seed at {_cash(price, '€')}, three for the price of two - total?"
        )
    else:
        price = r.choice([595, 650, 799, 850, 999])
        task = f"with 3-for-2 on compost ({_cash(price, '$')} a bag) how much for {n} bags"
    paid = n - n // 3
    return task, Fraction(paid * price, 100), paid * price / 100, None


def h43_soil_temperature(r: random.Random, v: int) -> Arith:
    """Fahrenheit to Celsius or back."""
    if v == 1:
        celsius = Fraction(r.randint(10, 40), 2)
        task = f"packet says sow when the soil's {_t(celsius)}C, what's that in fahrenheit? one dp"
        return task, celsius * 9 / 5 + 32, float(celsius) * 9 / 5 + 32, 1
    fahrenheit = r.randint(33, 75)
    raw = (fahrenheit - 32) * Fraction(5, 9)
    approx = (fahrenheit - 32) * 5 / 9
    if v == 0:
        task = f"Soil thermometer reads {fahrenheit}°F. What's that in Celsius, 1 decimal place?"
        return task, raw, approx, 1
    if v == 2:
        return f"{fahrenheit} F in c? round to nearest whole degree", raw, approx, 0
    task = f"what's {fahrenheit} fahrenheit in centigrade to 1 dp? for my frost diary"
    return task, raw, approx, 1


def h43_feed_dilution(r: random.Random, v: int) -> Arith:
    """A concentrate dose scaled from its stated dilution to another volume."""
    if v == 3:
        spoons, gallons = Fraction(r.choice([5, 10, 15, 20, 25]), 10), Fraction(r.randint(3, 12), 2)
        task = (
            f"fish emulsion says {_n(spoons, 'tablespoon', _t)} per gallon, I'm mixing "
            f"{_t(gallons)} gallons. how many tablespoons? round to 1 dp"
        )
        return task, spoons * gallons, float(spoons) * float(gallons), 1
    per = Fraction(r.choice([45, 50, 90, 100]), 10)
    volume = Fraction(r.choice([5, 7, 9, 10, 12, 15, 16, 20]))
    if volume == per:
        raise _Redraw
    if v == 2:
        caps, cap_ml = r.randint(1, 3), r.choice([5, 10, 15, 20])
        task = (
            f"seaweed feed: {_w(caps)} capful{'s' if caps > 1 else ''} to a {_t(per)} litre can, "
            f"the cap is {cap_ml} ml. for a {_t(volume)} litre tank how many ml? nearest whole ml"
        )
        dose = Fraction(caps * cap_ml)
    else:
        dose = Fraction(r.choice([10, 15, 20, 25, 30]))
        if v == 0:
            task = (
                f"tomato feed says {dose}ml per {_t(per)} litres of water. my can holds "
                f"{_t(volume)} litres. how many ml do i put in? nearest ml"
            )
        else:
            task = (
                f"Dilution rate is {dose} ml to {_t(per)} L. My knapsack sprayer takes "
                f"{_t(volume)} L. "
                "How much concentrate? Round to the nearest ml."
            )
    return task, dose / per * volume, float(dose) / float(per) * float(volume), 0


def h43_price_rise_percent(r: random.Random, v: int) -> Arith:
    """The percentage rise from an old price to a new one."""
    if v == 0:
        old = r.randrange(3000, 12000, 50)
        currency, places = "£", 1
    elif v == 1:
        old = r.randrange(900, 2200, 5)
        currency, places = "€", 1
    elif v == 2:
        old = r.randrange(400, 1200, 25)
        currency, places = "$", 0
    else:
        old = r.randrange(150, 300, 10)
        currency, places = "£", 2
    new = old + r.randrange(old // 30, old // 3, 5 if old > 500 else 1)
    a, b = _cash(old, currency), _cash(new, currency)
    if v == 0:
        task = (
            f"allotment rent went from {a} to {b} this year. what % rise is that? 1 decimal place"
        )
    elif v == 1:
        task = (
            f"Layers pellets were {a} a bag last spring and they're {b} now - percentage increase, "
            "to one dp?"
        )
    elif v == 2:
        task = f"hay's gone up from {a} a bale to {b}. by what percent? nearest whole percent"
    else:
        task = (
            f"Eggs: I was charging {a} a half dozen, now {b}. what percentage increase is that, 2 "
            "decimal places"
        )
    return task, Fraction((new - old) * 100, old), (new - old) / old * 100, places


def h43_l_shaped_plot_area(r: random.Random, v: int) -> Arith:
    """A plot's area less a corner (shed, deck, pond) taken out of it."""
    if v == 2:
        x, y = r.randint(30, 90), r.randint(20, 60)
        deck_x, deck_y = r.randint(8, x // 2), r.randint(8, y // 2)
        task = (
            f"backyard garden is {x} ft by {y} ft, minus the {deck_x} by {deck_y} ft deck. how "
            "many square feet are left to plant?"
        )
        left = x * y - deck_x * deck_y
        return task, Fraction(left), float(left), None
    a, b = _tenths(r, 50, 300), _tenths(r, 30, 100)
    cut_a, cut_b = _tenths(r, 10, int(a * 5)), _tenths(r, 10, int(b * 5))
    raw = a * b - cut_a * cut_b
    approx = float(a) * float(b) - float(cut_a) * float(cut_b)
    if v == 0:
        task = (
            f"my plot is {_t(a)}m by {_t(b)}m but the shed takes a {_t(cut_a)}m by {_t(cut_b)}m "
            "corner out of it. how many square metres can I actually grow on? 2 dp"
        )
        return task, raw, approx, 2
    if v == 1:
        task = (
            f"L-shaped bed: it's {_t(a)} x {_t(b)} metres overall with a {_t(cut_a)} x {_t(cut_b)} "
            "m bit cut out of one corner for the patio. area in square metres? (1 decimal place)"
        )
        return task, raw, approx, 1
    task = (
        f"Half plot is {_t(a)} metres long {_t(b)} metres wide, and there's a {_t(cut_a)}m x "
        f"{_t(cut_b)}m pond in it. How much area is not pond? round to 2 dp"
    )
    return task, raw, approx, 2


ARITHMETIC: list[ArithFamily] = [
    h43_seeds_for_the_beds,
    h43_compost_bags_for_a_bed,
    h43_fence_run_cost,
    h43_acres_and_hectares,
    h43_feed_sack_days,
    h43_eggs_per_hen_per_day,
    h43_yield_left_over,
    h43_rain_off_the_roof,
    h43_fertiliser_for_the_bed,
    h43_stall_takings,
    h43_price_per_pound_or_kilo,
    h43_days_left_to_harvest,
    h43_germination_rate,
    h43_stall_profit_split,
    h43_fence_posts_along_a_run,
    h43_hay_for_the_winter,
    h43_average_weight_or_yield,
    h43_mulch_coverage,
    h43_room_for_more_stock,
    h43_three_for_two_offer,
    h43_soil_temperature,
    h43_feed_dilution,
    h43_price_rise_percent,
    h43_l_shaped_plot_area,
]


# --------------------------------------------------------------------------- to-do lists

CHORES = [
    # title, what the person says once it is done, a keyword naming it alone
    ("sow the broad beans", "sown the broad beans", "broad beans"),
    ("chit the seed potatoes", "chitted the seed potatoes", "seed potatoes"),
    ("fix the shed door", "fixed the shed door", "shed door"),
    ("turn the compost heap", "turned the compost heap", "compost heap"),
    ("order a load of manure", "ordered the manure", "manure"),
    ("net the brassicas", "netted the brassicas", "brassicas"),
    ("prune the apple trees", "pruned the apple trees", "apple trees"),
    ("wash the greenhouse glass", "washed the greenhouse glass", "greenhouse glass"),
    ("stake the dahlias", "staked the dahlias", "dahlias"),
    ("mend the chicken run", "mended the chicken run", "chicken run"),
    ("pot on the tomato seedlings", "potted on the tomato seedlings", "tomato seedlings"),
    ("lift the onions", "lifted the onions", "onions"),
    ("weed the asparagus bed", "weeded the asparagus bed", "asparagus"),
    ("sharpen the shears", "sharpened the shears", "shears"),
    ("cut back the raspberry canes", "cut back the raspberry canes", "raspberry canes"),
    ("muck out the goat shed", "mucked out the goat shed", "goat shed"),
    ("label the jam jars", "labelled the jam jars", "jam jars"),
    ("clean out the water trough", "cleaned out the water trough", "water trough"),
    ("repair the cold frame lid", "repaired the cold frame lid", "cold frame"),
    ("top up the grit for the hens", "topped up the hens' grit", "grit"),
    ("clear the barn gutters", "cleared the barn gutters", "gutters"),
    ("plant the garlic", "planted the garlic", "garlic"),
    ("service the mower", "serviced the mower", "mower"),
    ("put up the bean poles", "put up the bean poles", "bean poles"),
    ("bag up spuds for the stall", "bagged up the spuds", "spuds"),
    ("ring the vet about the lame ewe", "rung the vet", "vet"),
]
TITLES = [c[0] for c in CHORES]
PAST = {c[0]: c[1] for c in CHORES}
KEYWORD = {c[0]: c[2] for c in CHORES}

NEW_JOBS = [
    "order seed catalogues",
    "buy baler twine",
    "get more layers pellets",
    "ring the farrier",
    "sow the sweet peas",
    "drop eggs at the farm shop",
    "pay the allotment rent",
    "fleece the early carrots",
    "write price cards for the market",
    "fix the leaky hosepipe",
    "check the bee hives",
    "pick up fencing staples",
    "book the rotavator",
    "get change for the float",
    "fill the water butts",
    "take rosemary cuttings",
    "spread wood ash on the currants",
    "worm the sheep",
]

RENAMES = {
    "sow the broad beans": "sow the runner beans",
    "fix the shed door": "fix the shed roof",
    "lift the onions": "lift the shallots",
    "stake the dahlias": "stake the sunflowers",
    "sharpen the shears": "sharpen the loppers",
    "net the brassicas": "net the strawberries",
    "order a load of manure": "order a load of horse muck",
    "plant the garlic": "plant the onion sets",
}


def _check_pools() -> None:
    every = [*TITLES, *NEW_JOBS, *RENAMES.values()]
    check_titles(every, r"\d|,| and |&|'|;|#", fold_case=True)
    for title, keyword in KEYWORD.items():
        assert keyword in title, title
        assert sum(keyword in t for t in [*TITLES, *NEW_JOBS]) == 1, keyword
    assert set(RENAMES) <= set(TITLES)


def _list(r: random.Random, low: int, high: int, must: list[str] | None = None) -> list[str]:
    """A list of jobs drawn from the chores (holding `must` if given)."""
    titles = r.sample(TITLES, r.randint(low, high))
    for title in must or []:
        if title not in titles:
            titles[r.randrange(len(titles))] = title
    assert len(set(titles)) == len(titles)
    return titles


def h43_add_one(r: random.Random, v: int) -> Todo:
    """Add one job."""
    setup, job = _list(r, 0, 4), r.choice(NEW_JOBS)
    task = [
        f"add {job} to my list",
        f"can you put {job} on the to do list please",
        f"new job for the list: {job}",
        f"stick '{job}' on my jobs list, ta",
    ][v]
    return task, setup, [*_open(setup), (job, False)], False, {}


def h43_add_two(r: random.Random, v: int) -> Todo:
    """Add two jobs."""
    setup, (first, second) = _list(r, 0, 4), r.sample(NEW_JOBS, 2)
    task = [
        f"add {first} and {second} to my list",
        f"two more for the list: {first}, {second}",
        f"Put {first} on the to-do list, and {second} as well please",
        f"Please add these two: {first}; {second}",
    ][v]
    return task, setup, [*_open(setup), (first, False), (second, False)], False, {}


def h43_complete_by_number(r: random.Random, v: int) -> Todo:
    """Complete the job at a number."""
    setup = _list(r, 3, 6)
    i = r.randrange(len(setup))
    n = i + 1
    task = [
        f"tick off number {n}",
        f"mark {n} as done",
        f"job {n}'s done",
        f"done #{n} this morning",
    ][v]
    return task, setup, _completed(setup, i), False, {}


def h43_complete_by_title(r: random.Random, v: int) -> Todo:
    """Complete a job named by its title, its past tense or a keyword."""
    setup = _list(r, 3, 6)
    i = r.randrange(len(setup))
    title = setup[i]
    task = [
        f"I've {PAST[title]}, tick it off",
        f"{KEYWORD[title]} - done",
        f"cross off {title} please, finished it",
        f"mark the {KEYWORD[title]} one done",
    ][v]
    return task, setup, _completed(setup, i), False, {}


def h43_complete_two(r: random.Random, v: int) -> Todo:
    """Complete two jobs (by numbers or by names)."""
    setup = _list(r, 4, 7)
    i, j = sorted(r.sample(range(len(setup)), 2))
    one, two = setup[i], setup[j]
    task = [
        f"tick off {i + 1} and {j + 1}",
        f"mark {j + 1} & {i + 1} done",
        f"I've {PAST[one]} and {PAST[two]}, mark them both done",
        f"done: {KEYWORD[two]}, {KEYWORD[one]}",
    ][v]
    return task, setup, _completed(setup, i, j), False, {}


def h43_delete_by_number(r: random.Random, v: int) -> Todo:
    """Delete the job at a number."""
    setup = _list(r, 3, 6)
    i = r.randrange(len(setup))
    n = i + 1
    task = [
        f"delete number {n}",
        f"take {n} off the list, not doing that now",
        f"remove item {n} pls",
        f"get rid of no. {n}",
    ][v]
    return task, setup, _deleted(setup, i), False, {}


def h43_delete_by_title(r: random.Random, v: int) -> Todo:
    """Delete a job named by its title or a keyword."""
    setup = _list(r, 3, 6)
    i = r.randrange(len(setup))
    title = setup[i]
    task = [
        f"take {title} off my list",
        f"scrap the {KEYWORD[title]} one, the neighbour's done it for me",
        f"remove '{title}' from the to-do list",
        f"forget {KEYWORD[title]}, delete it off the list",
    ][v]
    return task, setup, _deleted(setup, i), False, {}


def h43_delete_two(r: random.Random, v: int) -> Todo:
    """Delete two jobs (by numbers or by names)."""
    setup = _list(r, 4, 7)
    i, j = sorted(r.sample(range(len(setup)), 2))
    one, two = setup[i], setup[j]
    task = [
        f"delete {i + 1} and {j + 1}",
        f"remove {one} and {two} from my list",
        f"take the {KEYWORD[two]} and {KEYWORD[one]} ones off",
        f"scratch numbers {j + 1} & {i + 1} off the list",
    ][v]
    return task, setup, _deleted(setup, i, j), False, {}


def h43_read_the_list(r: random.Random, v: int) -> Todo:
    """Say what is on the list (nothing may change)."""
    setup = _list(r, 2, 5)
    task = [
        "what's on my to do list?",
        "read me my jobs for the weekend",
        "whats left on the list",
        "Could you tell me what I've got on my list, love?",
    ][v]
    return task, setup, _open(setup), True, {"contains": list(setup)}


def h43_count_the_jobs(r: random.Random, v: int) -> Todo:
    """How many jobs there are (nothing may change)."""
    setup = _list(r, 2, 7)
    task = [
        "how many jobs have I got on the list",
        "how many things on my to-do list?",
        "count my list for me",
        "How many tasks are still outstanding?",
    ][v]
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def h43_is_it_on_the_list(r: random.Random, v: int) -> Todo:
    """Whether a job is on the list, yes or no (nothing may change)."""
    setup = _list(r, 3, 6)
    present = v % 2 == 0
    asked = r.choice(setup) if present else r.choice(NEW_JOBS)
    task = [
        f"is {asked} on my list?",
        f"did I already put '{asked}' on the list?",
        f"have I got '{asked}' on there?",
        f"is {asked} on the jobs list or not",
    ][v]
    extra: dict[str, object] = {"contains": ["yes"]} if present else {"not_contains": ["yes"]}
    return task, setup, _open(setup), True, extra


def h43_which_number_is_it(r: random.Random, v: int) -> Todo:
    """The number of a named job (nothing may change)."""
    setup = _list(r, 3, 7)
    i = r.randrange(len(setup))
    title = setup[i]
    task = [
        f"what number is {title} on my list",
        f"which no. is the {KEYWORD[title]} one?",
        f"where's {title} on the list - what number?",
        f"{KEYWORD[title]}, what number's that on my list?",
    ][v]
    return task, setup, _open(setup), True, {"numeric": i + 1}


def h43_clear_the_list(r: random.Random, v: int) -> Todo:
    """Delete every job."""
    setup = _list(r, 2, 6)
    task = [
        "clear my whole list",
        "delete everything on the to do list, starting fresh for spring",
        "wipe the jobs list clean",
        "get rid of all my to-dos, the season's finished",
    ][v]
    return task, setup, [], False, {}


def h43_rename_a_job(r: random.Random, v: int) -> Todo:
    """Change one job's text."""
    old = r.choice(sorted(RENAMES))
    setup = _list(r, 2, 5, must=[old])
    i, new = setup.index(old), RENAMES[old]
    task = [
        f"change '{old}' to '{new}'",
        f"can you edit number {i + 1}? it should say {new}",
        f"rename the {KEYWORD[old]} one to {new}",
        f"{old} should be {new} - fix that on my list pls",
    ][v]
    after = [(new if t == old else t, False) for t in setup]
    return task, setup, after, False, {}


def h43_finish_one_add_one(r: random.Random, v: int) -> Todo:
    """Complete one job and add a new one."""
    setup, job = _list(r, 2, 5), r.choice(NEW_JOBS)
    i = r.randrange(len(setup))
    title = setup[i]
    task = [
        f"done number {i + 1}. and add {job}",
        f"I've {PAST[title]}, tick that off and put {job} on instead",
        f"mark {i + 1} done please and add {job} to the list",
        f"{KEYWORD[title]} done! next job: {job}",
    ][v]
    return task, setup, [*_completed(setup, i), (job, False)], False, {}


def h43_all_done(r: random.Random, v: int) -> Todo:
    """Complete every job."""
    setup = _list(r, 2, 6)
    task = [
        "mark everything as done",
        "ticked the lot off today, mark them all complete",
        "all jobs done, mark it all done",
        "I've finished everything on my list!! mark all complete",
    ][v]
    return task, setup, [(t, True) for t in setup], False, {}


TODO: list[TodoFamily] = [
    h43_add_one,
    h43_add_two,
    h43_complete_by_number,
    h43_complete_by_title,
    h43_complete_two,
    h43_delete_by_number,
    h43_delete_by_title,
    h43_delete_two,
    h43_read_the_list,
    h43_count_the_jobs,
    h43_is_it_on_the_list,
    h43_which_number_is_it,
    h43_clear_the_list,
    h43_rename_a_job,
    h43_finish_one_add_one,
    h43_all_done,
]


# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: gardeners', allotment holders' and smallholders' calculator and to-do requests, held out.
# Written blind by evals/gen_everyday_heldout_43.py (seed {seed}) by a helper session (branch h43)
# that read only the dataset format (docs/evals.md "The dataset" and "Side effects", cases.py,
# checks.py), a few formatting helpers of sets 4 and 7 and the first 30 lines of set 7's YAML
# (the generator's docstring lists exactly what was read and seen), and none of the planner's,
# the tools' or the school's code or tests. {families} families ({arith} arithmetic, {todo} to-do),
# {draws} seeded draws each, each draw worded by its own variant. Expected numbers are computed
# with exact fractions, rounded as the request asks (half-way ties redrawn), and checked against
# an independent float expression. Do not tune against it: regenerate, do not edit.
"""


def _family(function: Callable[..., object]) -> str:
    name = function.__name__
    assert name.startswith("h43_"), name
    return name.removeprefix("h43_").replace("_", "-")


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _arith_case(family: ArithFamily, out: Arith) -> dict[str, object]:
    task, raw, approx, rounding = out
    assert math.isclose(float(raw), approx, rel_tol=1e-9, abs_tol=1e-9), (task, raw, approx)
    if raw < 0:
        raise _Redraw
    value = _final(raw, rounding)
    expect: dict[str, object] = {"numeric": _number(value)}
    places = rounding if isinstance(rounding, int) else 2
    assert _decimals(value) <= places, (task, value)
    if value.denominator != 1:
        expect["tolerance"] = round(0.4 * 10**-places, 6)
    expect["no_side_effects"] = True
    return {"task": task, "expect": expect, "tags": ["arithmetic", f"tpl-h43-{_family(family)}"]}


def _todo_case(family: TodoFamily, out: Todo) -> dict[str, object]:
    task, setup, after, question, extra = out
    case: dict[str, object] = {"task": task}
    if setup:
        case["setup"] = {"todos": list(setup)}
    expect: dict[str, object] = {"todos": [{"title": t, "done": d} for t, d in after]}
    expect.update(extra)
    if question:
        expect["no_side_effects"] = True
    case["expect"] = expect
    case["tags"] = ["todo", f"tpl-h43-{_family(family)}"]
    return case


def _draws(
    family: Callable[[random.Random, int], object],
    make: Callable[..., dict[str, object]],
    r: random.Random,
) -> list[dict[str, object]]:
    """Three cases of a family, each with its own wording variant; bad draws are drawn again."""
    cases: list[dict[str, object]] = []
    seen: set[str] = set()
    for variant in r.sample(range(VARIANTS), DRAWS):
        for _ in range(1000):
            try:
                case = make(family, family(r, variant))
            except _Redraw:
                continue
            key = yaml.safe_dump([case["task"], case.get("setup")])
            if key not in seen:
                break
        else:
            raise AssertionError(f"{family.__name__}: no good draw")
        seen.add(key)
        cases.append(case)
    return cases


def build() -> list[dict[str, object]]:
    """The set's 120 cases, numbered in order."""
    _check_pools()
    assert (len(ARITHMETIC), len(TODO)) == (24, 16)
    names = [_family(f) for f in [*ARITHMETIC, *TODO]]
    assert len(set(names)) == len(names)
    r = random.Random(SEED)
    cases = [c for f in ARITHMETIC for c in _draws(f, _arith_case, r)]
    cases += [c for f in TODO for c in _draws(f, _todo_case, r)]
    assert len(cases) == 120
    assert len({str(c["task"]) for c in cases}) == 120
    return [{"name": f"heldout-43-{i:03d}", **c} for i, c in enumerate(cases, start=1)]


def main() -> None:
    """Write the set beside this file."""
    body = yaml.safe_dump(
        {"name": NAME, "cases": build()}, sort_keys=False, allow_unicode=True, width=1000
    )
    header = HEADER.format(
        name=NAME,
        seed=SEED,
        families=len(ARITHMETIC) + len(TODO),
        arith=len(ARITHMETIC),
        todo=len(TODO),
        draws=DRAWS,
    )
    path = HERE / f"{NAME}.yaml"
    path.write_text(header + body, encoding="utf-8")
    print(path)


if __name__ == "__main__":
    main()
