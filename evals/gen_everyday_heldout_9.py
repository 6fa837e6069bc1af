"""Write the everyday held-out set 9: home and family requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper session (branch h9) that did
not read the planner: none of its code or rules, none of the calculator or to-do tools' code or
tests, none of the earlier everyday sets' YAML nor the templates of the other generators. It read
only the dataset format (docs/evals.md, the loader and the judges) and the helper functions of the
generators of sets 4 and 7 (money, listing, tolerance, the case builders), which it imports as set
8's generator does. Its theme is home and family life: groceries, recipes and cooking, household
bills and budgets, kids' pocket money and homework, chores and errands. Voices: requests dictated
by voice (lowercase, no punctuation, run-on), British ones (pounds and pence, "tidy", "hoover",
"tick it off", "the big shop"), polite and chatty ones, terse ones, and requests that mix a to-do
with a number ("add milk to my list and tell me what 3 cartons at 1.29 cost") or that ask about
the list. 40 template families (24 arithmetic, 16 to-do), each drawn three times with other
seeded random values; answers are computed here with exact fractions and checked against an
independent float expression; to-do titles come from lists of ordinary groceries and chores
written here.

    python evals/gen_everyday_heldout_9.py   # rewrites evals/everyday-heldout-9.yaml
"""

from __future__ import annotations

import itertools
import random
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from gen_everyday_heldout_4 import _cents, _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _open,
    _plain,
    _pounds,
    check_titles,
    write_set,
)

SEED = 20261127_9
NAME = "everyday-heldout-9"


def _bare(cents: int) -> str:
    """A price as dictated, with no currency sign: 129 is "1.29", 4500 is "45"."""
    return _money(cents).removeprefix("$")


def _exact_cents(value: Fraction) -> Fraction:
    assert (value * 100).denominator == 1, value
    return value


# --------------------------------------------------------------------------- arithmetic


_SHOP = [
    "cartons of milk",
    "loaves of bread",
    "bags of apples",
    "tins of tomatoes",
    "boxes of cereal",
    "packs of butter",
]


def _h9_voice_two_item_shop(r: random.Random) -> ArithOut7:
    a, b = r.sample(_SHOP, 2)
    na, nb = r.randrange(2, 7), r.randrange(2, 5)
    pa, pb = r.randrange(45, 400), r.randrange(45, 400)
    value = _cents(na * pa + nb * pb)
    task = f"how much for {na} {a} at {_bare(pa)} each and {nb} {b} at {_bare(pb)} each"
    return task, value, f"({na} * {pa} + {nb} * {pb}) / 100", _tol(value), {}


def _h9_change_from_a_note(r: random.Random) -> ArithOut7:
    note = r.choice([10, 20, 50])
    spent = r.randrange(note * 40, note * 100 - 5)
    value = note - _cents(spent)
    task = (
        f"I paid with a {note} pound note and the shopping came to {_pounds(spent)}, "
        "how much change should I get?"
    )
    return task, value, f"{note} - {spent} / 100", _tol(value), {}


def _h9_pocket_money_weeks_to_save(r: random.Random) -> ArithOut7:
    weekly = r.choice([250, 300, 400, 450, 500, 750])
    weeks = r.randrange(4, 15)
    price = weekly * weeks
    kid, pronoun = r.choice([("my son", "he"), ("my daughter", "she")])
    task = (
        f"{kid} gets {_pounds(weekly)} pocket money a week, how many weeks does "
        f"{pronoun} need to save to buy a game that costs {_pounds(price)}?"
    )
    return task, Fraction(weeks), f"{price} / {weekly}", None, {}


def _h9_share_money_between_kids(r: random.Random) -> ArithOut7:
    kids = r.choice([2, 3, 4, 5])
    each = r.randrange(6, 60) * 25
    total = each * kids
    task = f"i have {_pounds(total)} to share equally between my {kids} kids how much does each get"
    return task, _cents(each), f"{total} / 100 / {kids}", _tol(_cents(each)), {}


def _h9_recipe_grams_for_more(r: random.Random) -> ArithOut7:
    grams = r.choice([150, 200, 225, 250, 300, 350])
    makes = r.choice([8, 10, 12, 16])
    wanted = r.choice([n for n in (20, 24, 30, 36, 40) if n != makes])
    value = Fraction(grams * wanted, makes)
    food = r.choice(["cookies", "muffins", "flapjacks", "scones"])
    task = (
        f"the recipe says {grams}g of flour for {makes} {food} how many grams do i need "
        f"for {wanted} {food}"
    )
    return task, value, f"{grams} / {makes} * {wanted}", _tol(value), {}


def _h9_roast_minutes_per_kilo(r: random.Random) -> ArithOut7:
    per = r.choice([20, 25, 30, 40, 45])
    kilos = Fraction(r.choice([15, 20, 25, 30, 35, 40, 45]), 10)
    value = per * kilos
    meat = r.choice(["turkey", "chicken", "lamb joint", "pork joint"])
    task = (
        f"The {meat} needs {per} minutes per kilo and it weighs {_plain(float(kilos))} kilos. "
        "How many minutes should it go in the oven for?"
    )
    return task, value, f"{per} * {float(kilos)}", _tol(value), {}


def _h9_monthly_bills_total(r: random.Random) -> ArithOut7:
    names = ["electric", "gas", "water", "internet", "phone", "council tax"]
    picked = r.sample(names, 4)
    amounts = [r.randrange(1500, 16000) for _ in picked]
    parts = [f"{n} is {_bare(a)}" for n, a in zip(picked, amounts, strict=True)]
    value = _cents(sum(amounts))
    task = f"{' '.join(parts[:-1])} and {parts[-1]} whats the total for the month"
    return task, value, f"sum({amounts}) / 100", _tol(value), {}


def _h9_subscription_over_a_year(r: random.Random) -> ArithOut7:
    thing = r.choice(["netflix", "the gym", "spotify", "the broadband", "my phone contract"])
    monthly = r.randrange(599, 2999)
    value = _cents(monthly * 12)
    task = f"{thing} is {_bare(monthly)} a month what does that come to over 12 months"
    return task, value, f"{monthly} * 12 / 100", _tol(value), {}


def _h9_grocery_budget_left(r: random.Random) -> ArithOut7:
    budget = r.choice([300, 400, 450, 500, 600, 750])
    spent = r.randrange(budget * 40, budget * 95)
    value = budget - _cents(spent)
    task = (
        f"I budgeted ${budget} for groceries this month and I've spent {_money(spent)} so far. "
        "How much have I got left?"
    )
    return task, value, f"{budget} - {spent} / 100", _tol(value), {}


def _h9_flatmates_split_bill(r: random.Random) -> ArithOut7:
    people = r.choice([3, 4, 5])
    each = r.randrange(1800, 9000)
    total = each * people
    bill = r.choice(["electricity", "gas", "water", "broadband"])
    task = (
        f"the {bill} bill is {_pounds(total)} split between {people} of us in the flat, "
        "what's each person's share?"
    )
    return task, _cents(each), f"{total} / 100 / {people}", _tol(_cents(each)), {}


def _h9_supermarket_percent_off(r: random.Random) -> ArithOut7:
    item = r.choice(["washing powder", "a box of nappies", "the big bag of dog food", "olive oil"])
    price = r.randrange(300, 2500)
    p = r.choice([10, 20, 25, 30, 40, 50])
    value = _cents(price) * (100 - p) / 100
    task = f"{item} is normally {_pounds(price)} and it's {p}% off today, how much is it now?"
    return task, value, f"{price} / 100 * (1 - {p} / 100)", _tol(value), {}


def _h9_homework_times(r: random.Random) -> ArithOut7:
    a, b = r.randrange(12, 99), r.randrange(11, 49)
    kid = r.choice(["my son", "my daughter", "my kid"])
    task = f"{kid} needs help with his maths homework what is {a} times {b}"
    if kid == "my daughter":
        task = task.replace("his", "her")
    return task, Fraction(a * b), f"{a} * {b}", None, {}


def _h9_test_score_percentage(r: random.Random) -> ArithOut7:
    out_of = r.choice([20, 25, 40, 50])
    got = r.randrange(out_of // 2, out_of)
    value = Fraction(got * 100, out_of)
    test = r.choice(["spelling test", "times tables test", "science quiz", "reading test"])
    task = f"my daughter got {got} out of {out_of} on her {test}. what percentage is that?"
    return task, value, f"{got} / {out_of} * 100", _tol(value), {}


def _h9_average_weekly_shop(r: random.Random) -> ArithOut7:
    shops = [r.randrange(5500, 14000) for _ in range(4)]
    value = _cents(sum(shops)) / 4
    task = (
        f"our last four weekly shops were {_listing([_bare(s) for s in shops])}, "
        "what's the average?"
    )
    return task, value, f"sum({shops}) / 100 / 4", _tol(value), {}


def _h9_months_to_save_for_holiday(r: random.Random) -> ArithOut7:
    monthly = r.choice([50, 75, 100, 120, 150, 200, 250])
    months = r.randrange(5, 19)
    goal = monthly * months
    task = (
        f"Hi! We want to save £{goal:,} for a family holiday and we can put away £{monthly} a "
        "month. How many months will that take?"
    )
    return task, Fraction(months), f"{goal} / {monthly}", None, {}


def _h9_meter_units_in_pence(r: random.Random) -> ArithOut7:
    start = r.randrange(10000, 60000)
    used = r.randrange(120, 600)
    pence = r.randrange(18, 35)
    value = _cents(used * pence)
    task = (
        f"the electricity meter went from {start} to {start + used} and each unit costs "
        f"{pence}p, how much is that in pounds?"
    )
    return task, value, f"{used} * {pence} / 100", _tol(value), {}


def _h9_butter_scaled_up(r: random.Random) -> ArithOut7:
    grams = r.choice([75, 110, 125, 175, 200, 225])
    times, word = r.choice([(2, "doubling"), (3, "tripling"), (4, "quadrupling")])
    task = f"the recipe wants {grams}g of butter and im {word} it how much butter do i need"
    return task, Fraction(grams * times), f"{grams} * {times}", None, {}


def _h9_pizza_slices_per_kid(r: random.Random) -> ArithOut7:
    while True:
        pizzas, slices, kids = r.randrange(2, 6), r.choice([6, 8, 10]), r.randrange(4, 13)
        if (pizzas * slices) % kids == 0 and pizzas * slices // kids > 1:
            break
    task = (
        f"We ordered {pizzas} pizzas cut into {slices} slices each for the party. If {kids} kids "
        "share them equally, how many slices does each kid get?"
    )
    return task, Fraction(pizzas * slices, kids), f"{pizzas} * {slices} / {kids}", None, {}


def _h9_babysitter_hours(r: random.Random) -> ArithOut7:
    rate = r.choice([900, 975, 1000, 1150, 1250, 1400])
    hours = Fraction(r.randrange(5, 16), 2)
    value = _cents(rate) * hours
    task = (
        f"the babysitter charges {_pounds(rate)} an hour and she was here for "
        f"{_plain(float(hours))} hours, how much do I pay her?"
    )
    return task, value, f"{rate} / 100 * {float(hours)}", _tol(value), {}


def _h9_pay_per_chore(r: random.Random) -> ArithOut7:
    per = r.choice([1, 2, 3])
    a, b = r.sample(["Emma", "Jack", "Olivia", "Noah", "Mia", "Leo"], 2)
    na, nb = r.randrange(3, 12), r.randrange(3, 12)
    task = (
        f"I pay the kids £{per} per chore. {a} did {na} chores this week and {b} did {nb}. "
        "How much do I owe them altogether?"
    )
    return task, Fraction(per * (na + nb)), f"{per} * ({na} + {nb})", None, {}


def _h9_price_rise_percent(r: random.Random) -> ArithOut7:
    while True:
        before = r.randrange(80, 400)
        p = r.choice([5, 10, 15, 20, 25, 30, 40])
        if (before * p) % 100 == 0:
            break
    after = before * (100 + p) // 100
    item = r.choice(["a pint of milk", "a loaf of bread", "a dozen eggs", "a block of cheese"])
    task = (
        f"{item} went up from {_pounds(before)} to {_pounds(after)}, "
        "what percentage increase is that?"
    )
    return task, Fraction(p), f"({after} - {before}) / {before} * 100", 0.01, {}


def _h9_round_to_nearest_pound(r: random.Random) -> ArithOut7:
    while True:
        cents = r.randrange(2000, 25000)
        if cents % 100 not in (0, 50):
            break
    value = Decimal(cents) / 100
    rounded = value.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    task = f"the shopping came to {_pounds(cents)}, round it to the nearest pound for me"
    return task, Fraction(int(rounded)), f"round({cents} / 100)", None, {}


def _h9_coins_in_an_amount(r: random.Random) -> ArithOut7:
    coin = r.choice([10, 20, 50])
    count = r.randrange(6, 40)
    total = coin * count
    task = f"how many {coin}p coins make {_pounds(total)}"
    return task, Fraction(count), f"{total} / {coin}", None, {}


def _h9_cost_per_portion(r: random.Random) -> ArithOut7:
    portions = r.choice([4, 5, 6, 8])
    each = r.randrange(90, 400)
    total = each * portions
    dish = r.choice(["lasagne", "chilli", "shepherd's pie", "big pot of soup", "curry"])
    task = (
        f"Quick one please: the {dish} cost {_pounds(total)} in ingredients and makes "
        f"{portions} portions. What's the cost per portion?"
    )
    return task, _cents(each), f"{total} / 100 / {portions}", _tol(_cents(each)), {}


ARITHMETIC: list[ArithTemplate] = [
    _h9_voice_two_item_shop,
    _h9_change_from_a_note,
    _h9_pocket_money_weeks_to_save,
    _h9_share_money_between_kids,
    _h9_recipe_grams_for_more,
    _h9_roast_minutes_per_kilo,
    _h9_monthly_bills_total,
    _h9_subscription_over_a_year,
    _h9_grocery_budget_left,
    _h9_flatmates_split_bill,
    _h9_supermarket_percent_off,
    _h9_homework_times,
    _h9_test_score_percentage,
    _h9_average_weekly_shop,
    _h9_months_to_save_for_holiday,
    _h9_meter_units_in_pence,
    _h9_butter_scaled_up,
    _h9_pizza_slices_per_kid,
    _h9_babysitter_hours,
    _h9_pay_per_chore,
    _h9_price_rise_percent,
    _h9_round_to_nearest_pound,
    _h9_coins_in_an_amount,
    _h9_cost_per_portion,
]

# --------------------------------------------------------------------------- to-do

GROCERIES = [
    "washing up liquid",
    "bin bags",
    "oat milk",
    "kitchen roll",
    "tea bags",
    "cat food",
    "toothpaste",
    "frozen peas",
    "baked beans",
    "dishwasher tablets",
    "fish fingers",
    "orange juice",
]
"""Multi-word groceries: named in tasks only with "and" or one at a time."""

SINGLE = ["bread", "eggs", "butter", "cheese", "apples", "bananas", "yoghurt", "rice", "onions"]
"""One-word groceries, for a list dictated with no commas ("add bread eggs and cheese")."""

CHORES = [
    ("tidy the playroom", "tidied the playroom"),
    ("hoover the stairs", "hoovered the stairs"),
    ("sign the school trip form", "signed the school trip form"),
    ("pay the water bill", "paid the water bill"),
    ("book the boiler service", "booked the boiler service"),
    ("take the recycling out", "taken the recycling out"),
    ("pick up the dry cleaning", "picked up the dry cleaning"),
    ("change the bed sheets", "changed the bed sheets"),
    ("buy a birthday card for gran", "bought a birthday card for gran"),
    ("clean the oven", "cleaned the oven"),
    ("sort the kids' lunch money", "sorted the kids' lunch money"),
    ("renew the car insurance", "renewed the car insurance"),
]
TITLES = [c[0] for c in CHORES]
DONE = dict(CHORES)


def _pick(r: random.Random, pool: list[str], low: int, high: int) -> list[str]:
    return r.sample(pool, r.randrange(low, high + 1))


def _adding(r: random.Random, pool: list[str], count: int) -> tuple[list[str], list[str]]:
    setup = _pick(r, pool, 0, 3)
    new = r.sample([t for t in pool if t not in setup], count)
    return setup, new


def _one_of(
    r: random.Random, pool: list[str], low: int = 2, high: int = 5
) -> tuple[list[str], int]:
    setup = _pick(r, pool, low, high)
    return setup, r.randrange(len(setup))


def _h9_voice_add_one_grocery(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, GROCERIES, 1)
    return f"add {new} to my shopping list", setup, _open([*setup, new]), False, {}


def _h9_put_two_on_the_list(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, GROCERIES, 2)
    task = f"can you put {new[0]} and {new[1]} on the list please"
    return task, setup, _open(setup + new), False, {}


def _h9_voice_three_no_commas(r: random.Random) -> TodoOut7:
    setup, new = _adding(r, SINGLE, 3)
    task = f"add {new[0]} {new[1]} and {new[2]} to the list"
    return task, setup, _open(setup + new), False, {}


def _h9_add_and_cost_of_packs(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, SINGLE, 1)
    n, each = r.randrange(2, 7), r.randrange(49, 350)
    value = _exact_cents(_cents(n * each))
    task = f"add {new} to my list and tell me what {n} packs at {_bare(each)} cost"
    return task, setup, _open([*setup, new]), False, {"numeric": float(value), "tolerance": 0.01}


def _h9_stick_chore_on_list(r: random.Random) -> TodoOut7:
    setup, [new] = _adding(r, TITLES, 1)
    return f"stick {new} on my to do list", setup, _open([*setup, new]), False, {}


def _h9_voice_past_tense_tick_off(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, TITLES)
    task = f"ive {DONE[setup[i]]} tick it off"
    return task, setup, _completed(setup, i), False, {}


def _h9_bought_it_mark_done(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, GROCERIES)
    task = f"just bought the {setup[i]}, mark it as done"
    return task, setup, _completed(setup, i), False, {}


def _h9_take_off_still_got_loads(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, GROCERIES)
    task = f"take {setup[i]} off the list we've still got loads"
    return task, setup, _deleted(setup, i), False, {}


def _h9_remove_two_items(r: random.Random) -> TodoOut7:
    setup = _pick(r, GROCERIES, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = f"Please remove {setup[i]} and {setup[j]} from my list."
    return task, setup, _deleted(setup, i, j), False, {}


_ON_THE_LIST = itertools.cycle([True, False])


def _h9_is_it_on_the_shopping_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, GROCERIES, 2, 5)
    if next(_ON_THE_LIST):
        item = r.choice(setup)
        extra: dict[str, object] = {"contains": ["yes"]}
    else:
        item = r.choice([g for g in GROCERIES if g not in setup])
        extra = {"contains": ["no"], "not_contains": ["yes"]}
    return f"have i got {item} on the shopping list", setup, _open(setup), True, extra


def _h9_how_many_things_to_buy(r: random.Random) -> TodoOut7:
    setup = _pick(r, GROCERIES, 1, 7)
    extra: dict[str, object] = {"numeric": len(setup)}
    return "how many things are on my shopping list", setup, _open(setup), True, extra


def _h9_read_me_my_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, TITLES, 2, 4)
    extra: dict[str, object] = {"contains": list(setup)}
    return "read me my to do list", setup, _open(setup), True, extra


def _h9_big_shop_clear_list(r: random.Random) -> TodoOut7:
    setup = _pick(r, GROCERIES + SINGLE, 3, 6)
    task = r.choice(
        [
            "done the big shop, clear the whole list",
            "we've done the big shop so you can clear everything off my list",
            "finished the weekly shop clear my list",
        ]
    )
    return task, setup, [], False, {}


def _h9_tick_off_number(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, TITLES, 3, 6)
    return f"tick off number {i + 1}", setup, _completed(setup, i), False, {}


def _h9_done_then_how_many_left(r: random.Random) -> TodoOut7:
    setup, i = _one_of(r, TITLES, 3, 6)
    extra: dict[str, object] = {"numeric": len(setup) - 1}
    task = f"{setup[i]} is done now, how many jobs have I got left?"
    return task, setup, _completed(setup, i), False, extra


def _h9_dont_add_just_cost(r: random.Random) -> TodoOut7:
    setup = _pick(r, SINGLE, 1, 3)
    new = r.choice([s for s in SINGLE if s not in setup])
    n, each = r.randrange(2, 9), r.randrange(100, 400)
    value = _exact_cents(_cents(n * each))
    task = (
        f"don't add {new} to the list yet, just tell me how much {n} packs "
        f"at {_pounds(each)} each would be"
    )
    extra: dict[str, object] = {"numeric": float(value), "tolerance": 0.01}
    return task, setup, _open(setup), True, extra


TODO: list[TodoTemplate] = [
    _h9_voice_add_one_grocery,
    _h9_put_two_on_the_list,
    _h9_voice_three_no_commas,
    _h9_add_and_cost_of_packs,
    _h9_stick_chore_on_list,
    _h9_voice_past_tense_tick_off,
    _h9_bought_it_mark_done,
    _h9_take_off_still_got_loads,
    _h9_remove_two_items,
    _h9_is_it_on_the_shopping_list,
    _h9_how_many_things_to_buy,
    _h9_read_me_my_list,
    _h9_big_shop_clear_list,
    _h9_tick_off_number,
    _h9_done_then_how_many_left,
    _h9_dont_add_just_cost,
]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests about home and family life, held out.
# Written blind on 2026-11-27 by evals/gen_everyday_heldout_9.py (seed {seed}), before any
# tuning against it, by a helper session (branch h9) that read none of the planner's, the
# tools' or the school's code or tests, nor the earlier everyday sets' YAML or templates.
# {families} template families ({arith} arithmetic, {todo} to-do), one phrasing each, {draws} seeded
# draws. Expected numbers are computed in plain Python with exact fractions and checked against
# an independent float expression. Do not tune against it: regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking that a title named in a task picks out one to-do."""
    check_titles(TITLES + GROCERIES + SINGLE, r" and |,|\d")
    assert all(" " not in s for s in SINGLE)
    print(write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16)))


if __name__ == "__main__":
    main()
