"""Write evals/everyday-heldout-50.yaml, a blind held-out set of everyday requests.

Theme: gardeners, allotment holders, smallholders and DIY home improvers in the UK, Ireland, the
US, Canada, Australia, New Zealand and South Africa. Arithmetic: bark and mulch by the cubic metre
or cubic yard, compost and potting mix by the bag, paint coverage and tins, floor and splashback
tiles, fence posts and panels, decking boards, feet and inches against metres, watering, hens and
eggs, plant spacing, lawn seed, feed and two-stroke mixes, concrete and mortar ratios, garden-centre
deals, tool hire, VAT on quotes, sharing the plot rent, cutting timber, frost temperatures and the
bare sums people type while measuring up. To-do: jobs in the garden and around the house, and
things to buy at the hardware store or garden centre.

Voices: British ("B&Q", "sq m", "£", "whats", "all in"), Irish ("I've N planters", "the lad
quoted", "N foot N", "€", "can ya"), American ("honey-do list", "2x4", "gallons", "sq ft",
"military discount", "yards" of mulch, "lol"), Canadian ("cu yds", feet-and-inch marks `8' x 4'`,
"before tax"), Australian ("Bunnings", "m3", "lineal metres", "whipper snipper", "chuck it on the
list", "reckon", "tmrw"), New Zealand ("Mitre 10", "chooks", "pea straw", "Resene", "pails") and
South African ("R" amounts with a space for thousands, decimal commas such as "1,8 m", "braai",
"knapsack sprayer", "excl VAT", "eish"). Mostly lower case, thin punctuation, context before the
question, some run-on sentences, some politeness ("pls", "please", "cheers").

What I read: docs/evals.md (only its level-two headings and the full sections The dataset and Side
effects); evals/cases.py and evals/checks.py were asked for but do not exist in this tree (a
listing of evals/ file names confirmed it); from evals/gen_everyday_heldout_4.py only `_money`,
`_listing` and `_tol` (and `_tag` was called, not read, to see the tag it makes); from
evals/gen_everyday_heldout_7.py its imports, its top-level names and `ArithOut7`, `TodoOut7`,
`ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`, `_open`, `_plain`,
`_pounds`, `check_titles`, `write_set` with what `write_set` calls (`_check_families`, `build_set`,
`draw`, `by_task_unless_question`, `_arithmetic_case`, `_todo_case`, `_number`) and, printed
alongside them, the small helpers `_said`, `_typed`, `_frac`, `_pick`, `_adding`, `_one_of` and its
`main`; the first 30 lines of evals/everyday-heldout-7.yaml; the ruff settings in pyproject.toml.
Nothing under src/ or tests/, no other generator and no other set's YAML.

Slips (deliberate): "wat", "whats" and "dont" without apostrophes, "im", "abt", "tmrw",
"thru", "teh", "finaly", "ya", "pls", "lol", "how many's"; "mls" for millilitres, "m2"/"m3" for
square and cubic metres, "cu yds", "lbs", "2-cycle", "#3" for number 3; a decimal comma ("1,8 m")
and space-grouped thousands ("R1 500") in the South African voice; `'` and `"` for feet and
inches; "8 foot 4" for 8 ft 4 in; "yards" of mulch for cubic yards; "&" between two items; a
numbered and a bulleted list of items, and a "done:" line with one title a line.

Every case has one answer a careful person would agree on: a whole number of bags, tins, tiles,
boxes or posts is rounded up only where the person is buying them ("how many bags do I need to
buy"); runs are exact multiples where a count of panels, tiles or boards is asked; ratios state
which part is which; a two-stroke "50:1" is petrol (gas) to oil.

Each family has three phrasings (`h50_<family>_1` to `_3`), in different voices; the family's
three draws take them in turn, so every phrasing appears once.

Arithmetic families (24): mulch-cubic-metres, cubic-yards, compost-bags, paint-litres,
paint-tins, floor-tiles, fence-posts-panels, decking-boards, feet-inches-to-metric,
metric-to-feet, watering, eggs, plant-density, lawn-seed, feed-dilution, two-stroke-mix,
concrete-mix, garden-centre-discount, tool-hire, vat-on-quote, sharing-costs, timber-cuts,
frost-temperature, plain-sums.

To-do families (16): add-one-job, add-two-buys, add-three-lines, tick-off-by-name,
tick-off-by-number, tick-off-bought, delete-by-name, delete-by-number, rename-item, whats-left,
how-many-left, anything-about, leave-list-alone, done-two-by-name, clear-everything,
tick-one-add-one.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction

import yaml
from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    HERE,
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

SEED = 20261129_50
NAME = "everyday-heldout-50"
PHRASINGS = 3

# --------------------------------------------------------------------------- helpers


def _t(value: Fraction) -> str:
    """A terminating fraction as typed: 12/5 is "2.4", 3 is "3"."""
    text = _plain(Decimal(value.numerator) / Decimal(value.denominator))
    assert Fraction(text) == value, (value, text)
    return text


def _comma(value: Fraction) -> str:
    """A decimal as typed with a decimal comma (South Africa): 9/5 is "1,8"."""
    return _t(value).replace(".", ",")


def _tenths(r: random.Random, low: int, high: int) -> Fraction:
    """A length in tenths between `low`/10 and `high`/10 inclusive."""
    return Fraction(r.randrange(low, high + 1), 10)


def _rand(cents: int) -> str:
    """An amount in rand as typed in South Africa: "R450", "R1 500", "R2 375,50"."""
    whole, part = divmod(cents, 100)
    grouped = f"{whole:,}".replace(",", " ")
    return f"R{grouped}" if part == 0 else f"R{grouped},{part:02d}"


def _nth(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}[n]


def _suffixed(n: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n, "th")
    return f"{n}{suffix}"


def _ceil(value: Fraction) -> Fraction:
    return Fraction(math.ceil(value))


def _out(task: str, value: Fraction, check: str) -> ArithOut7:
    return task, value, check, _tol(value), {}


WHICH: dict[str, dict[str, int]] = {}
"""For each family, the phrasing (1 to 3) that wrote each task: checked after writing."""


def _family(name: str, *phrasings: Callable[[random.Random], tuple]) -> Callable:
    """One family: its draws take its phrasings in turn, so each shows once in three draws."""
    assert len(phrasings) == PHRASINGS
    turn = itertools.cycle(enumerate(phrasings, start=1))
    seen = WHICH.setdefault(name, {})

    def family(r: random.Random) -> tuple:
        k, phrasing = next(turn)
        assert phrasing.__name__ == f"h50_{name}_{k}", phrasing.__name__
        out = phrasing(r)
        seen[out[0]] = k
        return out

    family.__name__ = family.__qualname__ = f"h50_{name}"
    return family


# --------------------------------------------------------------------------- arithmetic


def h50_mulch_cubic_metres_1(r: random.Random) -> ArithOut7:
    """British: bark chippings for a border, in cubic metres."""
    length, width, depth = _tenths(r, 20, 80), _tenths(r, 6, 20), r.choice([5, 7, 8, 10])
    task = (
        f"Morning all, how many cubic metres of bark chippings will I need for a border "
        f"{_t(length)}m x {_t(width)}m? Want it {depth}cm deep to keep the weeds down"
    )
    return _out(task, length * width * depth / 100, f"{_t(length)}*{_t(width)}*{depth}/100")


def h50_mulch_cubic_metres_2(r: random.Random) -> ArithOut7:
    """Australian: a bed's mulch delivery in m3."""
    length, width, depth = _tenths(r, 30, 120), _tenths(r, 8, 25), r.choice([5, 7, 8, 10])
    task = (
        f"getting mulch dropped off from the landscape yard tmrw. garden bed is {_t(length)} "
        f"metres long by {_t(width)} wide and i want it {depth}cm thick, how many m3 is that"
    )
    return _out(task, length * width * depth / 100, f"{_t(length)}*{_t(width)}*{depth}/100")


def h50_mulch_cubic_metres_3(r: random.Random) -> ArithOut7:
    """New Zealand: pea straw on two beds, depth in millimetres."""
    length, width, depth = _tenths(r, 20, 60), _tenths(r, 8, 15), r.choice([50, 75, 100])
    task = (
        f"Two veggie beds, each {_t(length)}m x {_t(width)}m. Want {depth}mm of pea straw on "
        f"both of them - total volume in cubic metres?"
    )
    value = 2 * length * width * depth / 1000
    return _out(task, value, f"2*{_t(length)}*{_t(width)}*{depth}/1000")


def h50_cubic_yards_1(r: random.Random) -> ArithOut7:
    """American: topsoil in cubic yards, depth in inches."""
    length, width, depth = r.randrange(8, 31), r.randrange(4, 21), r.choice([2, 3, 4, 6])
    task = (
        f"How many cubic yards of topsoil do I need for an area {length} ft by {width} ft, "
        f"{depth} inches deep?"
    )
    value = Fraction(length * width * depth, 12 * 27)
    return _out(task, value, f"{length}*{width}*({depth}/12)/27")


def h50_cubic_yards_2(r: random.Random) -> ArithOut7:
    """Canadian: a raised bed in feet and inch marks, in cu yds."""
    length, width, depth = r.choice([6, 8, 10, 12]), r.choice([3, 4]), r.choice([12, 18, 24])
    task = (
        f"Building a raised bed {length}' x {width}', {depth}\" deep. how many cu yds of soil "
        f"to fill it?"
    )
    value = Fraction(length * width * depth, 12 * 27)
    return _out(task, value, f"{length}*{width}*{depth}/12/27")


def h50_cubic_yards_3(r: random.Random) -> ArithOut7:
    """American: mulch for an area in sq ft, in "yards"."""
    area, depth = r.randrange(200, 1601, 50), r.choice([2, 3])
    task = (
        f'mulching all teh front beds, total area is {area:,} sq ft and I want {depth}" of '
        f"mulch on it. how many yards is that"
    )
    value = Fraction(area * depth, 12 * 27)
    return _out(task, value, f"{area}*{depth}/12/27")


def h50_compost_bags_1(r: random.Random) -> ArithOut7:
    """British: litres of compost bought in whole bags."""
    size = r.choice([40, 50, 60, 70])
    litres = r.choice([v for v in range(300, 1201, 10) if v % size])
    task = (
        f"the two raised beds need {litres} litres of compost between them and it comes in "
        f"{size} litre bags, how many bags do I need to buy?"
    )
    return _out(task, _ceil(Fraction(litres, size)), f"math.ceil({litres}/{size})")


def h50_compost_bags_2(r: random.Random) -> ArithOut7:
    """Irish: planters filled from whole bags."""
    count, each, size = r.randrange(3, 10), r.choice([25, 30, 35, 45, 60]), r.choice([40, 50, 70])
    task = (
        f"I've {count} big planters on the patio that take {each} litres each. The "
        f"multi-purpose compost is {size}L a bag, how many bags will I need?"
    )
    return _out(task, _ceil(Fraction(count * each, size)), f"math.ceil({count}*{each}/{size})")


def h50_compost_bags_3(r: random.Random) -> ArithOut7:
    """Australian: pots filled from whole bags of potting mix."""
    size, each, count = r.choice([25, 30]), r.choice([8, 10, 12, 15, 20]), r.randrange(4, 16)
    task = (
        f"potting mix at bunnings comes in {size}L bags. got {count} pots to fill at {each}L "
        f"each, how many bags do i need to get"
    )
    return _out(task, _ceil(Fraction(count * each, size)), f"math.ceil({count}*{each}/{size})")


def h50_paint_litres_1(r: random.Random) -> ArithOut7:
    """British: fence panels, two coats, litres of paint."""
    panels = r.randrange(4, 15)
    height = r.choice([Fraction(9, 5), Fraction(3, 2), Fraction(6, 5)])
    cover = r.choice([4, 5, 6, 8])
    task = (
        f"doing {panels} fence panels, one side only, each 1.8m x {_t(height)}m, 2 coats. the "
        f"fence paint covers {cover} sq m per litre. how many litres of paint is that?"
    )
    value = panels * Fraction(9, 5) * height * 2 / cover
    return _out(task, value, f"{panels}*1.8*{_t(height)}*2/{cover}")


def h50_paint_litres_2(r: random.Random) -> ArithOut7:
    """American: a wall in feet, two coats, gallons of paint."""
    length, height, cover = r.randrange(10, 25), r.choice([8, 9, 10]), r.choice([350, 400])
    task = (
        f"Painting a wall that's {length} ft long and {height} ft high, two coats. Can says "
        f"a gallon covers {cover} sq ft. How many gallons of paint will that use?"
    )
    return _out(task, Fraction(length * height * 2, cover), f"{length}*{height}*2/{cover}")


def h50_paint_litres_3(r: random.Random) -> ArithOut7:
    """South African: walls in m², two coats, litres."""
    area, cover = r.randrange(25, 81), r.choice([8, 9, 10, 11, 12])
    task = (
        f"the walls in the lounge come to {area} m² altogether, im doing two coats and the "
        f"paint does {cover} m² per litre. how many litres will i use?"
    )
    return _out(task, Fraction(area * 2, cover), f"{area}*2/{cover}")


def h50_paint_tins_1(r: random.Random) -> ArithOut7:
    """British: whole 2.5 litre tins for two coats."""
    area, cover = r.randrange(20, 71), r.choice([10, 12, 13])
    task = (
        f"need to paint {area} sq m of wall, two coats, paint covers {cover}m2 per litre and "
        f"it comes in 2.5L tins. how many tins do i need to buy?"
    )
    value = _ceil(Fraction(area * 2, cover) / Fraction(5, 2))
    return _out(task, value, f"math.ceil({area}*2/{cover}/2.5)")


def h50_paint_tins_2(r: random.Random) -> ArithOut7:
    """Canadian: whole gallon cans for a ceiling."""
    length, width, cover = r.randrange(10, 17), r.randrange(10, 15), r.choice([350, 400])
    task = (
        f"Ceiling is {length}' x {width}', doing 2 coats. 1 gallon covers {cover} sq ft. How "
        f"many 1 gallon cans should I buy?"
    )
    value = _ceil(Fraction(length * width * 2, cover))
    return _out(task, value, f"math.ceil({length}*{width}*2/{cover})")


def h50_paint_tins_3(r: random.Random) -> ArithOut7:
    """New Zealand: whole 10 litre pails for the weatherboards."""
    area, cover = r.randrange(80, 221), r.choice([12, 14, 16])
    task = (
        f"Resene says {cover}m2 per litre, the weatherboards come to {area}m2 all up and "
        f"we're doing 2 coats. It comes in 10L pails, how many pails do we need?"
    )
    value = _ceil(Fraction(area * 2, cover) / 10)
    return _out(task, value, f"math.ceil({area}*2/{cover}/10)")


def h50_floor_tiles_1(r: random.Random) -> ArithOut7:
    """British: 300 mm tiles plus 10% rounded up."""
    along, across = r.randrange(6, 16), r.randrange(5, 13)
    length, width = Fraction(3 * along, 10), Fraction(3 * across, 10)
    task = (
        f"kitchen floor is {_t(length)}m x {_t(width)}m, tiles are 300 x 300mm. how many "
        f"tiles do i need if i add 10% for cuts and breakages? (round up)"
    )
    value = _ceil(Fraction(along * across * 11, 10))
    return _out(task, value, f"math.ceil({along * across}*11/10)")


def h50_floor_tiles_2(r: random.Random) -> ArithOut7:
    """American: 12 by 24 inch tiles on a floor in feet."""
    length, width = r.choice([4, 6, 8, 10, 12]), r.randrange(5, 11)
    task = (
        f'bathroom floor is {length} ft x {width} ft and the tiles are 12" x 24". how many '
        f"tiles to cover it, not counting waste?"
    )
    return _out(task, Fraction(length * width, 2), f"{length}*{width}/2")


def h50_floor_tiles_3(r: random.Random) -> ArithOut7:
    """Australian: subway tiles on a splashback in millimetres."""
    across, up = r.randrange(8, 21), r.randrange(6, 11)
    task = (
        f"tiling the kitchen splashback, it's {150 * across}mm wide x {75 * up}mm high. subway "
        f"tiles are 75 x 150 laid landscape (150 wide, 75 high). how many tiles, no spares"
    )
    return _out(task, Fraction(across * up), f"({150 * across}/150)*({75 * up}/75)")


def h50_fence_posts_panels_1(r: random.Random) -> ArithOut7:
    """British: posts on a straight run, one at each end."""
    gap = r.choice([Fraction(2), Fraction(12, 5), Fraction(5, 2), Fraction(3)])
    spans = r.randrange(5, 21)
    task = (
        f"putting in a post and rail fence, {_t(gap * spans)}m straight run with a post "
        f"every {_t(gap)}m, including one at each end. how many posts?"
    )
    return _out(task, Fraction(spans + 1), f"{_t(gap * spans)}/{_t(gap)}+1")


def h50_fence_posts_panels_2(r: random.Random) -> ArithOut7:
    """American: 8 ft panels along a property line."""
    panels = r.randrange(6, 26)
    task = (
        f"Putting up a privacy fence along the back property line, it's {8 * panels} feet and "
        f"the panels are 8 ft. how many panels?"
    )
    return _out(task, Fraction(panels), f"{8 * panels}/8")


def h50_fence_posts_panels_3(r: random.Random) -> ArithOut7:
    """Australian: posts for a straight line of panels."""
    panels = r.randrange(6, 21)
    task = (
        f"colorbond fence down the side, {panels} panels in one straight line, how many posts "
        f"will i need"
    )
    return _out(task, Fraction(panels + 1), f"{panels}+1")


def h50_decking_boards_1(r: random.Random) -> ArithOut7:
    """British: 120 mm boards across a deck."""
    boards = r.randrange(20, 41)
    width = Fraction(12 * boards, 100)
    task = (
        f"deck is {_t(width)}m wide and the boards are 120mm, how many boards across? "
        f"ignoring the gaps"
    )
    return _out(task, Fraction(boards), f"{_t(width)}/0.12")


def h50_decking_boards_2(r: random.Random) -> ArithOut7:
    """Australian: lineal metres of 90 mm boards for an area."""
    area = Fraction(r.randrange(16, 61), 2)
    task = (
        f"new deck is {_t(area)} square metres, using 90mm merbau boards. how many lineal "
        f"metres of decking do i need, not allowing for gaps or waste?"
    )
    return _out(task, area / Fraction(9, 100), f"{_t(area)}/0.09")


def h50_decking_boards_3(r: random.Random) -> ArithOut7:
    """American: boards across a deck in feet and inches."""
    feet = r.randrange(8, 17)
    task = (
        f"deck is {feet} ft 6 in wide and each board plus its gap takes up 6 inches. how many "
        f"boards across?"
    )
    return _out(task, Fraction(2 * feet + 1), f"({feet}*12+6)/6")


def h50_feet_inches_to_metric_1(r: random.Random) -> ArithOut7:
    """British: a hedge in feet and inches, in metres."""
    feet, inches = r.randrange(4, 10), r.randrange(1, 12)
    task = f"the hedge is {feet}ft {inches}in, whats that in metres?"
    value = (12 * feet + inches) * Fraction(254, 10000)
    return _out(task, value, f"({feet}*12+{inches})*0.0254")


def h50_feet_inches_to_metric_2(r: random.Random) -> ArithOut7:
    """Irish: "N foot N" in metres."""
    feet, inches = r.randrange(6, 13), r.randrange(1, 12)
    task = (
        f"the man in the shop says the shed is {feet} foot {inches} wide, how much is that "
        f"in metres"
    )
    value = (12 * feet + inches) * Fraction(254, 10000)
    return _out(task, value, f"({feet}*12+{inches})*0.0254")


def h50_feet_inches_to_metric_3(r: random.Random) -> ArithOut7:
    """Canadian: feet and inch marks to centimetres."""
    feet, inches = r.randrange(2, 9), r.randrange(1, 12)
    task = f"convert {feet}'{inches}\" to cm"
    value = (12 * feet + inches) * Fraction(254, 100)
    return _out(task, value, f"({feet}*12+{inches})*2.54")


def h50_metric_to_feet_1(r: random.Random) -> ArithOut7:
    """Australian: a bed in metres, in feet."""
    metres = _tenths(r, 15, 60)
    task = f"veggie bed is {_t(metres)} metres long, how many feet is that?"
    return _out(task, metres / Fraction("0.3048"), f"{_t(metres)}/0.3048")


def h50_metric_to_feet_2(r: random.Random) -> ArithOut7:
    """American: a spacing in centimetres, in inches."""
    cm = r.choice([30, 38, 45, 60, 75, 90])
    task = (
        f"seed packet from a uk company says space the plants {cm}cm apart, how many inches is that"
    )
    return _out(task, cm / Fraction("2.54"), f"{cm}/2.54")


def h50_metric_to_feet_3(r: random.Random) -> ArithOut7:
    """South African: a height with a decimal comma, in feet."""
    metres = r.choice([Fraction(3, 2), Fraction(9, 5), Fraction(21, 10), Fraction(12, 5)])
    task = (
        f"the boundary wall next to the braai must be {_comma(metres)} m high, what's that in feet?"
    )
    return _out(task, metres / Fraction("0.3048"), f"{_t(metres)}/0.3048")


def h50_watering_1(r: random.Random) -> ArithOut7:
    """British: minutes of hose for so many litres."""
    flow, litres = _tenths(r, 60, 150), r.choice([100, 150, 200, 250, 300])
    task = (
        f"the hose runs at {_t(flow)} litres a minute, how long in minutes to put {litres} "
        f"litres on the veg beds?"
    )
    return _out(task, litres / flow, f"{litres}/{_t(flow)}")


def h50_watering_2(r: random.Random) -> ArithOut7:
    """American: a sprinkler's gallons a week."""
    per_hour, minutes = r.randrange(60, 241, 10), r.randrange(10, 46, 5)
    task = (
        f"my sprinkler puts out {per_hour} gallons an hour and I run it for {minutes} minutes "
        f"every morning thru summer. how many gallons is that a week?"
    )
    return _out(task, Fraction(per_hour * minutes * 7, 60), f"{per_hour}*{minutes}/60*7")


def h50_watering_3(r: random.Random) -> ArithOut7:
    """Australian: a drip line's litres per watering."""
    drippers, rate, minutes = r.randrange(20, 81), r.choice([2, 4, 8]), r.choice([15, 20, 30, 45])
    task = (
        f"drip line has {drippers} drippers at {rate} L/hr each, timer runs {minutes} mins, "
        f"how many litres per watering?"
    )
    value = Fraction(drippers * rate * minutes, 60)
    return _out(task, value, f"{drippers}*{rate}*{minutes}/60")


def h50_eggs_1(r: random.Random) -> ArithOut7:
    """British: dozens of eggs from a flock over some weeks."""
    while True:
        hens, each, weeks = r.randrange(3, 13), r.randrange(3, 7), r.randrange(2, 9)
        if hens * each * weeks % 12 == 0:
            break
    task = (
        f"{hens} hens laying {each} eggs a week each, how many dozen will i get in {weeks} weeks?"
    )
    return _out(task, Fraction(hens * each * weeks, 12), f"{hens}*{each}*{weeks}/12")


def h50_eggs_2(r: random.Random) -> ArithOut7:
    """South African: profit on eggs sold by the dozen, in rand."""
    dozens, price, feed = r.randrange(10, 41), r.randrange(40, 71, 5), r.randrange(150, 401, 10)
    task = (
        f"sold {dozens} dozen eggs this month at R{price} a dozen, the layers mash cost me "
        f"R{feed}. what's my profit?"
    )
    return _out(task, Fraction(dozens * price - feed), f"{dozens}*{price}-{feed}")


def h50_eggs_3(r: random.Random) -> ArithOut7:
    """New Zealand: the chooks' average eggs a day."""
    days = r.choice([7, 10, 14, 30])
    eggs = r.randrange(2 * days, 5 * days)
    task = f"got {eggs} eggs out of the chooks in {days} days, what's the average per day?"
    return _out(task, Fraction(eggs, days), f"{eggs}/{days}")


def h50_plant_density_1(r: random.Random) -> ArithOut7:
    """American: square foot gardening."""
    across, along = r.choice([3, 4]), r.choice([4, 6, 8, 10, 12])
    per = r.choice([4, 9, 16])
    task = (
        f"square foot gardening question: {across}x{along} bed, {per} plants per square foot, "
        f"how many plants total?"
    )
    return _out(task, Fraction(across * along * per), f"{across}*{along}*{per}")


def h50_plant_density_2(r: random.Random) -> ArithOut7:
    """British: plants per square metre on a bed."""
    while True:
        length, width = _tenths(r, 15, 50), _tenths(r, 8, 15)
        per = r.choice([4, 6, 9, 12, 16, 25])
        if (length * width * per).denominator == 1:
            break
    task = (
        f"spacing guide says {per} plants per square metre, bed is {_t(length)}m by "
        f"{_t(width)}m. how many plants do I need?"
    )
    return _out(task, length * width * per, f"{_t(length)}*{_t(width)}*{per}")


def h50_plant_density_3(r: random.Random) -> ArithOut7:
    """Australian: garlic cloves still to plant."""
    per_row, rows, beds = r.randrange(8, 21), r.randrange(3, 7), r.randrange(2, 5)
    total = per_row * rows * beds
    planted = r.randrange(5, total // 2)
    task = (
        f"garlic: {per_row} cloves a row, {rows} rows a bed and {beds} beds. already planted "
        f"{planted}, how many cloves still to go?"
    )
    return _out(task, Fraction(total - planted), f"{per_row}*{rows}*{beds}-{planted}")


def h50_lawn_seed_1(r: random.Random) -> ArithOut7:
    """British: grams per square metre, in kilograms."""
    grams, length, width = r.choice([25, 30, 35, 50]), r.randrange(4, 16), r.randrange(3, 11)
    task = (
        f"grass seed is {grams}g per square metre and the lawn is {length}m x {width}m. how "
        f"many kg of seed do i need?"
    )
    return _out(task, Fraction(grams * length * width, 1000), f"{grams}*{length}*{width}/1000")


def h50_lawn_seed_2(r: random.Random) -> ArithOut7:
    """American: pounds per 1,000 sq ft."""
    rate, area = r.choice([3, 4, 5, 6, 8, 10]), r.randrange(1500, 9001, 250)
    task = (
        f"seed bag says {rate} lbs per 1,000 sq ft for new lawns. yard is {area:,} sq ft, how "
        f"many pounds do i need?"
    )
    return _out(task, Fraction(rate * area, 1000), f"{rate}*{area}/1000")


def h50_lawn_seed_3(r: random.Random) -> ArithOut7:
    """Australian: whole boxes of lawn seed."""
    area, cover = r.randrange(50, 401), r.choice([20, 25, 50, 100])
    task = f"lawn is {area}m2, one box of seed covers {cover}m2, how many boxes do i need?"
    return _out(task, _ceil(Fraction(area, cover)), f"math.ceil({area}/{cover})")


def h50_feed_dilution_1(r: random.Random) -> ArithOut7:
    """British: tomato feed per can of water."""
    ml, per = r.choice([10, 15, 20, 25]), r.choice([Fraction(9, 2), Fraction(5)])
    can = r.choice([5, 7, 9, 10, 12])
    task = (
        f"tomato feed says {ml}ml per {_t(per)} litres of water, my can is {can} litres, how "
        f"much feed do i put in? (ml)"
    )
    return _out(task, ml * can / per, f"{ml}*{can}/{_t(per)}")


def h50_feed_dilution_2(r: random.Random) -> ArithOut7:
    """American: tablespoons per gallon in a pump sprayer."""
    spoons = r.choice([Fraction(1), Fraction(3, 2), Fraction(2)])
    gallons = r.choice([Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(4)])
    unit = "tablespoon" if spoons == 1 else "tablespoons"
    task = (
        f"label says {_t(spoons)} {unit} per gallon of water, my pump sprayer holds "
        f"{_t(gallons)} gallons. how many tablespoons?"
    )
    return _out(task, spoons * gallons, f"{_t(spoons)}*{_t(gallons)}")


def h50_feed_dilution_3(r: random.Random) -> ArithOut7:
    """South African: ml per litre in a knapsack sprayer."""
    ml, litres = r.choice([5, 10, 15, 20, 25]), r.choice([5, 10, 15, 16, 20])
    task = (
        f"eish the label is tiny. dose is {ml}ml per litre and im making up {litres} litres in "
        f"the knapsack sprayer, how many ml do i add?"
    )
    return _out(task, Fraction(ml * litres), f"{ml}*{litres}")


def h50_two_stroke_mix_1(r: random.Random) -> ArithOut7:
    """British: oil for a strimmer's petrol, in ml."""
    ratio = r.choice([40, 50])
    litres = r.choice([Fraction(1), Fraction(2), Fraction(5, 2), Fraction(5)])
    unit = "litre" if litres == 1 else "litres"
    task = (
        f"strimmer takes {ratio}:1 two stroke mix, how much oil for {_t(litres)} {unit} of "
        f"petrol, in ml"
    )
    return _out(task, litres * 1000 / ratio, f"{_t(litres)}*1000/{ratio}")


def h50_two_stroke_mix_2(r: random.Random) -> ArithOut7:
    """American: ounces of 2-cycle oil per gallons of gas."""
    ratio = r.choice([40, 50])
    gallons = r.choice([Fraction(1), Fraction(2), Fraction(5, 2), Fraction(5)])
    unit = "gallon" if gallons == 1 else "gallons"
    task = f"chainsaw runs {ratio}:1, how many oz of 2-cycle oil for {_t(gallons)} {unit} of gas?"
    return _out(task, gallons * 128 / ratio, f"{_t(gallons)}*128/{ratio}")


def h50_two_stroke_mix_3(r: random.Random) -> ArithOut7:
    """Australian: mls of oil for a whipper snipper."""
    litres = r.choice([1, 4, 5, 10, 20])
    task = (
        f"old whipper snipper needs 25:1 mix, putting {litres}L of unleaded in the jerry can, "
        f"how many mls of oil"
    )
    return _out(task, Fraction(litres * 1000, 25), f"{litres}*1000/25")


def h50_concrete_mix_1(r: random.Random) -> ArithOut7:
    """British: kilograms of sand in a post mix."""
    cement, sand, gravel = r.choice([(1, 2, 3), (1, 2, 4), (1, 3, 3)])
    parts = cement + sand + gravel
    total = parts * r.randrange(5, 21)
    task = (
        f"post mix ratio is {cement}:{sand}:{gravel} cement:sand:gravel, i want {total}kg in "
        f"total, how many kg of sand?"
    )
    return _out(task, Fraction(sand * total, parts), f"{sand}*{total}/{parts}")


def h50_concrete_mix_2(r: random.Random) -> ArithOut7:
    """American: buckets of gravel for buckets of cement."""
    sand, gravel = r.choice([(2, 3), (2, 4), (3, 6)])
    buckets = r.randrange(2, 9)
    task = (
        f"Mixing concrete 1 part cement, {sand} parts sand, {gravel} parts gravel. If I use "
        f"{buckets} buckets of cement, how many buckets of gravel?"
    )
    return _out(task, Fraction(gravel * buckets), f"{gravel}*{buckets}")


def h50_concrete_mix_3(r: random.Random) -> ArithOut7:
    """South African: barrows of cement for a braai's mortar."""
    ratio, barrows = r.choice([4, 5, 6]), r.randrange(3, 19)
    task = (
        f"building a braai, mortar is 1:{ratio} cement to sand. got {barrows} wheelbarrows of "
        f"sand, how many barrows of cement?"
    )
    return _out(task, Fraction(barrows, ratio), f"{barrows}/{ratio}")


def h50_garden_centre_discount_1(r: random.Random) -> ArithOut7:
    """British: bags of compost with a percentage off."""
    bags, pence = r.randrange(3, 11), r.choice([499, 549, 599, 650, 799, 899])
    pct = r.choice([10, 15, 20, 25])
    task = (
        f"{bags} bags of compost at {_pounds(pence)} each and the garden centre has {pct}% "
        f"off everything, how much do I pay?"
    )
    value = Fraction(bags * pence * (100 - pct), 100 * 100)
    return _out(task, value, f"{bags}*{pence / 100}*(1-{pct}/100)")


def h50_garden_centre_discount_2(r: random.Random) -> ArithOut7:
    """American: a sale price with a further 10% off."""
    cents, pct = r.choice([19999, 24999, 29900, 34999, 44900, 54999]), r.choice([15, 20, 25, 30])
    task = (
        f"Lawn mower is {_money(cents)}, on sale {pct}% off, and I get another 10% off the sale "
        f"price with my military discount. What do I pay?"
    )
    value = Fraction(cents, 100) * Fraction(100 - pct, 100) * Fraction(9, 10)
    return _out(task, value, f"{cents / 100}*(1-{pct}/100)*0.9")


def h50_garden_centre_discount_3(r: random.Random) -> ArithOut7:
    """Irish: 3 for 2 on trays of bedding plants."""
    cents, trays = r.choice([499, 550, 600, 750, 899]), r.choice([3, 6, 9, 12])
    task = (
        f"3 for 2 on bedding plants at {_euros(cents)} a tray. I'm getting {trays} trays, what "
        f"does that come to?"
    )
    value = Fraction(trays * 2 * cents, 3 * 100)
    return _out(task, value, f"{trays}/3*2*{cents / 100}")


def h50_tool_hire_1(r: random.Random) -> ArithOut7:
    """British: a first day and extra days of hire."""
    first, extra, days = r.randrange(45, 91, 5), r.randrange(25, 41, 5), r.randrange(2, 8)
    task = (
        f"hiring a rotavator, it's {_pounds(first * 100)} for the first day then "
        f"{_pounds(extra * 100)} for each extra day. if I keep it {days} days how much all in?"
    )
    return _out(task, Fraction(first + (days - 1) * extra), f"{first}+({days}-1)*{extra}")


def h50_tool_hire_2(r: random.Random) -> ArithOut7:
    """Canadian: days of hire plus delivery each way."""
    day, fee, days = r.choice([89, 99, 119, 129, 149]), r.randrange(40, 76, 5), r.randrange(2, 6)
    task = (
        f"Tiller rental is ${day}/day plus ${fee} delivery each way. I need it {days} days, "
        f"what's the total before tax?"
    )
    return _out(task, Fraction(days * day + 2 * fee), f"{days}*{day}+2*{fee}")


def h50_tool_hire_3(r: random.Random) -> ArithOut7:
    """South African: days of hire, the deposit given back."""
    days, rate, deposit = r.randrange(2, 7), r.randrange(350, 901, 50), r.randrange(1000, 3001, 500)
    task = (
        f"hired a plate compactor for {days} days at {_rand(rate * 100)} a day, paid "
        f"{_rand(deposit * 100)} deposit which i got back. what did the hire actually cost me?"
    )
    return _out(task, Fraction(days * rate), f"{days}*{rate}")


def h50_vat_on_quote_1(r: random.Random) -> ArithOut7:
    """British: a quote plus VAT at 20%."""
    quote = r.randrange(850, 4801, 50)
    task = f"landscaper quoted {_pounds(quote * 100)} + VAT for the patio, at 20% whats the total?"
    return _out(task, Fraction(quote * 6, 5), f"{quote}*1.2")


def h50_vat_on_quote_2(r: random.Random) -> ArithOut7:
    """Irish: a quote including VAT at 13.5%, before VAT."""
    quote = r.randrange(1200, 6001, 50)
    task = (
        f"the lad quoted {_euros(quote * 100)} including VAT at 13.5% for the new decking, "
        f"what is it before VAT?"
    )
    return _out(task, Fraction(quote) / Fraction("1.135"), f"{quote}/1.135")


def h50_vat_on_quote_3(r: random.Random) -> ArithOut7:
    """South African: the VAT at 15% on an invoice."""
    invoice = r.randrange(1200, 9501, 50)
    task = (
        f"invoice from the builder is {_rand(invoice * 100)} excl VAT, how much is the VAT at 15%?"
    )
    return _out(task, Fraction(invoice * 15, 100), f"{invoice}*0.15")


def h50_sharing_costs_1(r: random.Random) -> ArithOut7:
    """British: allotment rent shared."""
    pence, people = r.choice([4500, 6000, 7250, 8500, 9900, 11000]), r.randrange(2, 6)
    task = (
        f"plot rent is {_pounds(pence)} a year and there's {people} of us sharing the "
        f"allotment, how much each?"
    )
    return _out(task, Fraction(pence, 100 * people), f"{pence / 100}/{people}")


def h50_sharing_costs_2(r: random.Random) -> ArithOut7:
    """Australian: a yearly fee paid monthly."""
    fee = r.randrange(60, 301, 5)
    task = (
        f"community garden membership is ${fee} a year, if I pay it monthly how much is that "
        f"a month?"
    )
    return _out(task, Fraction(fee, 12), f"{fee}/12")


def h50_sharing_costs_3(r: random.Random) -> ArithOut7:
    """Canadian: a load of manure and its delivery shared."""
    load, delivery, homes = r.randrange(180, 451, 10), r.randrange(50, 121, 5), r.randrange(2, 7)
    task = (
        f"Splitting a load of well rotted manure with the neighbours: ${load} plus ${delivery} "
        f"delivery, {homes} households. how much each?"
    )
    return _out(task, Fraction(load + delivery, homes), f"({load}+{delivery})/{homes}")


def h50_timber_cuts_1(r: random.Random) -> ArithOut7:
    """British: whole pieces from a length of timber."""
    length = r.choice([Fraction(12, 5), Fraction(3), Fraction(18, 5), Fraction(21, 5)])
    piece = r.randrange(250, 901, 10)
    task = (
        f"got a {_t(length)}m length of timber, need to cut pieces {piece}mm long. how many "
        f"whole pieces can i get out of it? ignore the blade width"
    )
    return _out(task, Fraction(int(length * 1000) // piece), f"{_t(length)}*1000//{piece}")


def h50_timber_cuts_2(r: random.Random) -> ArithOut7:
    """American: whole pieces from a 2x4."""
    feet, piece = r.choice([8, 10, 12]), r.randrange(13, 41)
    task = f"how many {piece} inch pieces can I cut from {_a(feet)} foot 2x4, ignoring the kerf?"
    return _out(task, Fraction(feet * 12 // piece), f"{feet}*12//{piece}")


def h50_timber_cuts_3(r: random.Random) -> ArithOut7:
    """Australian: what is left of a length of pine."""
    length, count = r.choice([1800, 2400, 2700, 3000, 3600]), r.randrange(2, 7)
    piece = r.randrange(150, length // count, 5)
    task = (
        f"cut {count} pieces at {piece}mm off {_a(length)}mm length of pine, how much is left "
        f"over (ignore the saw cuts)?"
    )
    return _out(task, Fraction(length - count * piece), f"{length}-{count}*{piece}")


def h50_frost_temperature_1(r: random.Random) -> ArithOut7:
    """American: a soil temperature in Fahrenheit, in Celsius."""
    fahrenheit = r.randrange(40, 86)
    task = (
        f"seed packet says the soil needs to be at least {fahrenheit}°F for them to come up, "
        f"what's that in celsius"
    )
    return _out(task, Fraction((fahrenheit - 32) * 5, 9), f"({fahrenheit}-32)*5/9")


def h50_frost_temperature_2(r: random.Random) -> ArithOut7:
    """Australian: a frost in Celsius, in Fahrenheit."""
    below = r.randrange(1, 7)
    task = (
        f"frost forecast tonight, -{below}°C. what's that in fahrenheit? my american "
        f"mate wants to know"
    )
    return _out(task, Fraction(-below * 9, 5) + 32, f"-{below}*9/5+32")


def h50_frost_temperature_3(r: random.Random) -> ArithOut7:
    """Canadian: a greenhouse in Fahrenheit, in Celsius."""
    fahrenheit = r.randrange(86, 111)
    task = f"greenhouse thermometer says {fahrenheit}F, what's that in C?"
    return _out(task, Fraction((fahrenheit - 32) * 5, 9), f"({fahrenheit}-32)*5/9")


def h50_plain_sums_1(r: random.Random) -> ArithOut7:
    """A bare product of two measurements."""
    a, b = _tenths(r, 12, 60), _tenths(r, 12, 60)
    return _out(f"{_t(a)} x {_t(b)}", a * b, f"{_t(a)}*{_t(b)}")


def h50_plain_sums_2(r: random.Random) -> ArithOut7:
    """A bare sum of three lengths in metres."""
    parts = [Fraction(r.randrange(80, 480, 5), 100) for _ in range(3)]
    task = " + ".join(f"{_t(p)}m" for p in parts)
    return _out(task, sum(parts, Fraction(0)), "+".join(_t(p) for p in parts))


def h50_plain_sums_3(r: random.Random) -> ArithOut7:
    """A bare division with a slash."""
    divisor = r.choice([6, 7, 12, 18])
    total = r.choice([n for n in range(1000, 5001, 10) if n % divisor])
    return _out(f"{total}/{divisor}", Fraction(total, divisor), f"{total}/{divisor}")


# --------------------------------------------------------------------------- to-do pools

JOBS = [
    # title, past tense, keyword that names it alone
    ("mow the lawn", "mowed the lawn", "lawn"),
    ("clean out the gutters", "cleaned out the gutters", "gutters"),
    ("paint the shed", "painted the shed", "shed"),
    ("prune the roses", "pruned the roses", "roses"),
    ("fix the dripping tap", "fixed the dripping tap", "tap"),
    ("weed the veg patch", "weeded the veg patch", "veg patch"),
    ("oil the decking", "oiled the decking", "decking"),
    ("bleed the radiators", "bled the radiators", "radiators"),
    ("regrout the shower", "regrouted the shower", "shower"),
    ("clean the hen house", "cleaned the hen house", "hen house"),
    ("net the brassicas", "netted the brassicas", "brassicas"),
    ("sow the broad beans", "sowed the broad beans", "broad beans"),
    ("fix the fence panel", "fixed the fence panel", "fence panel"),
    ("hang the bathroom mirror", "hung the bathroom mirror", "mirror"),
    ("seal the patio", "sealed the patio", "patio"),
    ("trim the hedge", "trimmed the hedge", "hedge"),
    ("clear the leaves out of the pond", "cleared the leaves out of the pond", "pond"),
    ("put up the garage shelves", "put up the garage shelves", "shelves"),
]
TITLES = [j[0] for j in JOBS]
PAST = {j[0]: j[1] for j in JOBS}
KEYWORD = {j[0]: j[2] for j in JOBS}

BUYS = [
    "bone meal",
    "cable ties",
    "deck screws",
    "wood filler",
    "sandpaper",
    "masking tape",
    "grass seed",
    "slug pellets",
    "bamboo canes",
    "garden twine",
    "potting mix",
    "seed potatoes",
    "wall plugs",
    "sugar soap",
    "paint roller",
    "tomato feed",
    "weed fabric",
    "hose connector",
    "silicone sealant",
    "fence stain",
    "layers mash",
    "sharp sand",
    "drill bits",
]

RENAMES = {
    "grass seed": "shade tolerant grass seed",
    "potting mix": "peat-free potting mix",
    "drill bits": "masonry drill bits",
    "fence stain": "dark oak fence stain",
    "sandpaper": "medium grit sandpaper",
    "paint roller": "paint roller with extension pole",
    "trim the hedge": "trim the front hedge",
    "paint the shed": "paint the shed roof",
    "mow the lawn": "mow the back lawn",
}

# --------------------------------------------------------------------------- to-do


def _some(r: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    return r.sample(pool, r.randrange(low, high + 1))


def _with_new(r: random.Random, pool: list[str], count: int) -> tuple[list[str], list[str]]:
    setup = _some(r, pool, 0, 3)
    return setup, r.sample([t for t in pool if t not in setup], count)


def _added(setup: list[str], new: list[str]) -> list[tuple[str, bool]]:
    return _open(setup + new)


def _one(r: random.Random, pool: list[str], low: int = 2, high: int = 5) -> tuple[list[str], int]:
    setup = _some(r, pool, low, high)
    return setup, r.randrange(len(setup))


def _mixed(r: random.Random, low: int, high: int) -> list[str]:
    setup = _some(r, TITLES, 2, 4) + _some(r, BUYS, 2, 4)
    r.shuffle(setup)
    return setup[: r.randrange(low, min(high, len(setup)) + 1)]


def h50_add_one_job_1(r: random.Random) -> TodoOut7:
    """British: add a quoted job, politely."""
    setup, new = _with_new(r, TITLES, 1)
    return f"can you add '{new[0]}' to my jobs list please", setup, _added(setup, new), False, {}


def h50_add_one_job_2(r: random.Random) -> TodoOut7:
    """Australian: a job in context, "chuck it on the list"."""
    setup, new = _with_new(r, TITLES, 1)
    task = f"reckon i'd better {new[0]} before winter, chuck it on the list"
    return task, setup, _added(setup, new), False, {}


def h50_add_one_job_3(r: random.Random) -> TodoOut7:
    """American: a quoted job on the honey-do list."""
    setup, new = _with_new(r, TITLES, 1)
    return f'add "{new[0]}" to my honey-do list', setup, _added(setup, new), False, {}


def h50_add_two_buys_1(r: random.Random) -> TodoOut7:
    """British: two things from B&Q."""
    setup, new = _with_new(r, BUYS, 2)
    task = f"need {_listing(new)} from B&Q, add them to the shopping list"
    return task, setup, _added(setup, new), False, {}


def h50_add_two_buys_2(r: random.Random) -> TodoOut7:
    """South African: two things joined by "&"."""
    setup, new = _with_new(r, BUYS, 2)
    task = f"pls add {new[0]} & {new[1]} to my list for the hardware store"
    return task, setup, _added(setup, new), False, {}


def h50_add_two_buys_3(r: random.Random) -> TodoOut7:
    """New Zealand: two things first, then the request."""
    setup, new = _with_new(r, BUYS, 2)
    task = f"{new[0]}, {new[1]} - stick those on the list for Mitre 10 cheers"
    return task, setup, _added(setup, new), False, {}


def h50_add_three_lines_1(r: random.Random) -> TodoOut7:
    """A bulleted list of three things to buy."""
    setup, new = _with_new(r, BUYS, 3)
    task = "add these to the list:\n" + "\n".join(f"- {t}" for t in new)
    return task, setup, _added(setup, new), False, {}


def h50_add_three_lines_2(r: random.Random) -> TodoOut7:
    """A numbered list of three jobs under a heading."""
    setup, new = _with_new(r, TITLES, 3)
    lines = "\n".join(f"{i}. {t}" for i, t in enumerate(new, start=1))
    task = f"jobs for the long weekend\n{lines}\nput them all on my list please"
    return task, setup, _added(setup, new), False, {}


def h50_add_three_lines_3(r: random.Random) -> TodoOut7:
    """Canadian: three things with an Oxford comma."""
    setup, new = _with_new(r, BUYS, 3)
    task = f"Add {new[0]}, {new[1]}, and {new[2]} to my list."
    return task, setup, _added(setup, new), False, {}


def h50_tick_off_by_name_1(r: random.Random) -> TodoOut7:
    """British: the job in the past tense, with a typo."""
    setup, i = _one(r, TITLES)
    task = f"finaly {PAST[setup[i]]} today!! tick it off"
    return task, setup, _completed(setup, i), False, {}


def h50_tick_off_by_name_2(r: random.Random) -> TodoOut7:
    """Irish: the job in the past tense, "can ya"."""
    setup, i = _one(r, TITLES)
    task = f"{PAST[setup[i]]} this morning, can ya mark that one done"
    return task, setup, _completed(setup, i), False, {}


def h50_tick_off_by_name_3(r: random.Random) -> TodoOut7:
    """American: the job's title, then "done!"."""
    setup, i = _one(r, TITLES)
    task = f"{setup[i]} - done! check it off please"
    return task, setup, _completed(setup, i), False, {}


def h50_tick_off_by_number_1(r: random.Random) -> TodoOut7:
    """Says "number N is done" on a mixed list."""
    setup = _mixed(r, 3, 6)
    i = r.randrange(len(setup))
    return f"number {i + 1} is done", setup, _completed(setup, i), False, {}


def h50_tick_off_by_number_2(r: random.Random) -> TodoOut7:
    """An ordinal word: "the fourth one"."""
    setup, i = _one(r, TITLES, 3, 6)
    task = f"tick off the {_nth(i + 1)} one on my list"
    return task, setup, _completed(setup, i), False, {}


def h50_tick_off_by_number_3(r: random.Random) -> TodoOut7:
    """Says "#N"."""
    setup, i = _one(r, BUYS, 3, 6)
    return f"mark #{i + 1} complete", setup, _completed(setup, i), False, {}


def h50_tick_off_bought_1(r: random.Random) -> TodoOut7:
    """British: bought at the garden centre."""
    setup, i = _one(r, BUYS, 3, 5)
    task = f"got the {setup[i]} at the garden centre, tick that off"
    return task, setup, _completed(setup, i), False, {}


def h50_tick_off_bought_2(r: random.Random) -> TodoOut7:
    """Australian: picked up at Bunnings."""
    setup, i = _one(r, BUYS, 3, 5)
    task = f"picked up {setup[i]} at bunnings on the way home, mark it done"
    return task, setup, _completed(setup, i), False, {}


def h50_tick_off_bought_3(r: random.Random) -> TodoOut7:
    """American: bought already, "lol"."""
    setup, i = _one(r, BUYS, 3, 5)
    task = f"bought the {setup[i]} already lol, check it off"
    return task, setup, _completed(setup, i), False, {}


def h50_delete_by_name_1(r: random.Random) -> TodoOut7:
    """British: a quoted job someone else is doing."""
    setup, i = _one(r, TITLES)
    task = f"take '{setup[i]}' off the list, the landlord's sorting it"
    return task, setup, _deleted(setup, i), False, {}


def h50_delete_by_name_2(r: random.Random) -> TodoOut7:
    """South African: the job named by one word."""
    setup, i = _one(r, TITLES)
    task = f"remove the {KEYWORD[setup[i]]} one, not doing that anymore"
    return task, setup, _deleted(setup, i), False, {}


def h50_delete_by_name_3(r: random.Random) -> TodoOut7:
    """American: a quoted thing not needed after all."""
    setup, i = _one(r, BUYS)
    task = f"delete '{setup[i]}' from my to do list, found some in the garage"
    return task, setup, _deleted(setup, i), False, {}


def h50_delete_by_number_1(r: random.Random) -> TodoOut7:
    """Says "delete number N"."""
    setup, i = _one(r, TITLES, 3, 6)
    return f"delete number {i + 1}", setup, _deleted(setup, i), False, {}


def h50_delete_by_number_2(r: random.Random) -> TodoOut7:
    """Says "get rid of item N", changed mind."""
    setup, i = _one(r, BUYS, 3, 6)
    return f"get rid of item {i + 1} pls, changed my mind", setup, _deleted(setup, i), False, {}


def h50_delete_by_number_3(r: random.Random) -> TodoOut7:
    """Says "scrap the 2nd one"."""
    setup, i = _one(r, TITLES, 3, 6)
    task = f"scrap the {_suffixed(i + 1)} one on the list, not needed now"
    return task, setup, _deleted(setup, i), False, {}


def _renamed(r: random.Random) -> tuple[list[str], str, str, list[tuple[str, bool]]]:
    old = r.choice(sorted(RENAMES))
    pool = TITLES if old in TITLES else BUYS
    setup = [*_some(r, [t for t in pool if t != old], 1, 3), old]
    r.shuffle(setup)
    new = RENAMES[old]
    return setup, old, new, _open([new if t == old else t for t in setup])


def h50_rename_item_1(r: random.Random) -> TodoOut7:
    """Says "change X to Y"."""
    setup, old, new, final = _renamed(r)
    return f"change {old} to {new}", setup, final, False, {}


def h50_rename_item_2(r: random.Random) -> TodoOut7:
    """A quoted rename."""
    setup, old, new, final = _renamed(r)
    return f"can you rename '{old}' on my list to '{new}'", setup, final, False, {}


def h50_rename_item_3(r: random.Random) -> TodoOut7:
    """Says "X on the list should say Y"."""
    setup, old, new, final = _renamed(r)
    return f"{old} on the list should say {new} actually", setup, final, False, {}


def _listed(setup: list[str]) -> dict[str, object]:
    return {"contains": list(setup)}


def h50_whats_left_1(r: random.Random) -> TodoOut7:
    """Says "whats on my list" over jobs and things to buy."""
    setup = _mixed(r, 2, 5)
    return "whats on my list", setup, _open(setup), True, _listed(setup)


def h50_whats_left_2(r: random.Random) -> TodoOut7:
    """Says "wat jobs" are left."""
    setup = _some(r, TITLES, 2, 5)
    return "wat jobs have i got left to do", setup, _open(setup), True, _listed(setup)


def h50_whats_left_3(r: random.Random) -> TodoOut7:
    """At the hardware store, read the list."""
    setup = _some(r, BUYS, 2, 5)
    task = "at the hardware store now, read me my list pls"
    return task, setup, _open(setup), True, _listed(setup)


def h50_how_many_left_1(r: random.Random) -> TodoOut7:
    """How many jobs are left."""
    setup = _some(r, TITLES, 2, 6)
    task = "how many jobs have I got left?"
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def h50_how_many_left_2(r: random.Random) -> TodoOut7:
    """How many things to get at the garden centre."""
    setup = _some(r, BUYS, 2, 6)
    task = "how many things are on my list for the garden centre"
    return task, setup, _open(setup), True, {"contains": [str(len(setup))]}


def h50_how_many_left_3(r: random.Random) -> TodoOut7:
    """Irish: "how many's on the list"."""
    setup = _mixed(r, 2, 6)
    return "how many's on the list now", setup, _open(setup), True, {"contains": [str(len(setup))]}


def _about(r: random.Random) -> tuple[list[str], str, dict[str, object]]:
    setup, i = _one(r, TITLES, 2, 5)
    others = [t for j, t in enumerate(setup) if j != i]
    return setup, KEYWORD[setup[i]], {"contains": [setup[i]], "not_contains": others}


def h50_anything_about_1(r: random.Random) -> TodoOut7:
    """British: anything "abt" one thing."""
    setup, keyword, extra = _about(r)
    task = f"have I got anything on the list abt the {keyword}?"
    return task, setup, _open(setup), True, extra


def h50_anything_about_2(r: random.Random) -> TodoOut7:
    """American: which job is the one for one thing."""
    setup, keyword, extra = _about(r)
    task = f"which job on my list is the one for the {keyword}"
    return task, setup, _open(setup), True, extra


def h50_anything_about_3(r: random.Random) -> TodoOut7:
    """Australian: what was I meant to do with one thing."""
    setup, keyword, extra = _about(r)
    task = f"what was i meant to be doing with the {keyword} again? it's on the list somewhere"
    return task, setup, _open(setup), True, extra


def h50_leave_list_alone_1(r: random.Random) -> TodoOut7:
    """A job mentioned but not to be added yet."""
    setup, new = _with_new(r, TITLES, 1)
    setup = setup or _some(r, [t for t in TITLES if t != new[0]], 1, 2)
    task = f"might {new[0]} this year, might not. dont put it on the list yet"
    return task, setup, _open(setup), True, {}


def h50_leave_list_alone_2(r: random.Random) -> TodoOut7:
    """Is a thing on the list? Check, do not add."""
    setup = _some(r, BUYS, 2, 4)
    item = r.choice([*setup, r.choice([t for t in BUYS if t not in setup])])
    task = f"is {item} on my list? dont add it, just check"
    return task, setup, _open(setup), True, {}


def h50_leave_list_alone_3(r: random.Random) -> TodoOut7:
    """A gardening question, not for the list."""
    setup, new = _with_new(r, TITLES, 1)
    setup = setup or _some(r, [t for t in TITLES if t != new[0]], 1, 2)
    task = f"whats the best time of year to {new[0]}? not for the list, just curious"
    return task, setup, _open(setup), True, {}


def _two(r: random.Random) -> tuple[list[str], int, int]:
    setup = _some(r, TITLES, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    return setup, i, j


def h50_done_two_by_name_1(r: random.Random) -> TodoOut7:
    """Two jobs in the past tense."""
    setup, i, j = _two(r)
    task = f"{PAST[setup[i]]} and {PAST[setup[j]]} today, tick both off"
    return task, setup, _completed(setup, i, j), False, {}


def h50_done_two_by_name_2(r: random.Random) -> TodoOut7:
    """Says "done:" and two titles, one a line."""
    setup, i, j = _two(r)
    task = f"done:\n{setup[j]}\n{setup[i]}"
    return task, setup, _completed(setup, i, j), False, {}


def h50_done_two_by_name_3(r: random.Random) -> TodoOut7:
    """Says "mark X and Y as done"."""
    setup, i, j = _two(r)
    task = f"mark {setup[i]} and {setup[j]} as done pls"
    return task, setup, _completed(setup, i, j), False, {}


def h50_clear_everything_1(r: random.Random) -> TodoOut7:
    """British: starting fresh for spring."""
    setup = _mixed(r, 2, 5)
    return "clear my whole list, starting fresh for spring", setup, [], False, {}


def h50_clear_everything_2(r: random.Random) -> TodoOut7:
    """Says "delete everything"."""
    setup = _some(r, BUYS, 2, 5)
    return "delete everything on the to do list", setup, [], False, {}


def h50_clear_everything_3(r: random.Random) -> TodoOut7:
    """American: sold the house."""
    setup = _some(r, TITLES, 2, 5)
    return "wipe the list, we've sold the house lol", setup, [], False, {}


def _swap(r: random.Random) -> tuple[list[str], int, str, list[tuple[str, bool]]]:
    setup, i = _one(r, BUYS, 2, 4)
    new = r.choice([t for t in BUYS if t not in setup])
    return setup, i, new, [*_completed(setup, i), (new, False)]


def h50_tick_one_add_one_1(r: random.Random) -> TodoOut7:
    """British: tick one off and add one."""
    setup, i, new, final = _swap(r)
    task = f"got the {setup[i]}, tick it off, and add {new} while you're at it"
    return task, setup, final, False, {}


def h50_tick_one_add_one_2(r: random.Random) -> TodoOut7:
    """Australian: one done, another needed."""
    setup, i, new, final = _swap(r)
    task = f"{setup[i]} done. also need {new}, add it pls"
    return task, setup, final, False, {}


def h50_tick_one_add_one_3(r: random.Random) -> TodoOut7:
    """Canadian: bought one, check it off and add another."""
    setup, i, new, final = _swap(r)
    task = f"Bought {setup[i]} today. Can you check that off and put {new} on the list?"
    return task, setup, final, False, {}


# --------------------------------------------------------------------------- the set

_ARITH_NAMES = [
    "mulch_cubic_metres",
    "cubic_yards",
    "compost_bags",
    "paint_litres",
    "paint_tins",
    "floor_tiles",
    "fence_posts_panels",
    "decking_boards",
    "feet_inches_to_metric",
    "metric_to_feet",
    "watering",
    "eggs",
    "plant_density",
    "lawn_seed",
    "feed_dilution",
    "two_stroke_mix",
    "concrete_mix",
    "garden_centre_discount",
    "tool_hire",
    "vat_on_quote",
    "sharing_costs",
    "timber_cuts",
    "frost_temperature",
    "plain_sums",
]
_TODO_NAMES = [
    "add_one_job",
    "add_two_buys",
    "add_three_lines",
    "tick_off_by_name",
    "tick_off_by_number",
    "tick_off_bought",
    "delete_by_name",
    "delete_by_number",
    "rename_item",
    "whats_left",
    "how_many_left",
    "anything_about",
    "leave_list_alone",
    "done_two_by_name",
    "clear_everything",
    "tick_one_add_one",
]


def _families(names: list[str]) -> list[Callable]:
    here = globals()
    return [_family(n, *(here[f"h50_{n}_{k}"] for k in range(1, PHRASINGS + 1))) for n in names]


ARITHMETIC: list[ArithTemplate] = _families(_ARITH_NAMES)
TODO: list[TodoTemplate] = _families(_TODO_NAMES)

HEADER = """\
# {name}: everyday calculator and to-do requests from gardeners, allotment holders,
# smallholders and DIY home improvers (UK, Ireland, US, Canada, Australia, New Zealand, South
# Africa), held out. Written blind on 2026-11-29 by evals/gen_everyday_heldout_50.py (seed {seed}),
# before any tuning against it, by a helper session (branch h50) that read none of the planner's,
# the tools' or the school's code or tests, nor any other set's YAML beyond set 7's first lines.
# {families} template families ({arith} arithmetic, {todo} to-do), three phrasings each, {draws}
# seeded draws per family (one per phrasing). Expected numbers are computed in plain Python with
# exact fractions and checked against an independent float expression. Do not tune against it:
# regenerate, do not edit.
"""


def _check_pools() -> None:
    check_titles(TITLES + BUYS, r" and |,|&", fold_case=True)
    for title, keyword in KEYWORD.items():
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        assert [t for t in TITLES + BUYS if word.search(t)] == [title], keyword
    for old, new in RENAMES.items():
        assert old in TITLES + BUYS and new not in TITLES + BUYS, old
        others = [t for t in TITLES + BUYS if t != old]
        check_titles([*others, new], r" and |,|&", fold_case=True)


def _check_phrasings(path: object) -> None:
    """Each family's three cases come from its three phrasings, one each."""
    with open(str(path), encoding="utf-8") as handle:
        cases = yaml.safe_load(handle)["cases"]
    for name, seen in WHICH.items():
        tag = "tpl-h50-" + name.replace("_", "-")
        used = [seen[c["task"]] for c in cases if tag in c["tags"]]
        assert sorted(used) == [1, 2, 3], (name, used)


def main() -> None:
    """Check the pools, write the set and check that every phrasing made one case."""
    _check_pools()
    assert len(ARITHMETIC) == 24 and len(TODO) == 16
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    assert path == HERE / f"{NAME}.yaml"
    _check_phrasings(path)
    print(path)


if __name__ == "__main__":
    main()
