"""Write the everyday held-out sets 4 and 5: calculator and to-do requests, blind.

Written on 2026-11-27 by a helper that read none of the planner's code, its rules, the earlier
everyday sets or their generator, before any tuning against these sets: only the dataset format
(docs/evals.md) and what a user knows the agent can do (a calculator and a to-do list).

The two files share no template family: each template is one phrasing, drawn three times with
other seeded random values. Every expected number is computed here with exact fractions and then
checked against a second, independent float evaluation of a plain Python expression.

    python evals/gen_everyday_heldout_4.py   # rewrites evals/everyday-heldout-{4,5}.yaml
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

import yaml

SEED = 20261127
HERE = Path(__file__).resolve().parent
DRAWS = 3

ArithOut = tuple[str, Fraction, str, float | None]
TodoOut = tuple[str, list[str], list[tuple[str, bool]], bool]

# --------------------------------------------------------------------------- number words

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" {_words(rest)}" if rest else "")


def _from_words(text: str) -> int:
    """An independent reading of `_words`' output, to check it."""
    total = 0
    for word in text.replace("-", " ").split():
        if word == "hundred":
            total = total // 100 * 100 + total % 100 * 100
        elif word in _TENS:
            total += 10 * _TENS.index(word)
        else:
            total += _ONES.index(word)
    return total


FRACTIONS = {
    "half": Fraction(1, 2),
    "a third": Fraction(1, 3),
    "a quarter": Fraction(1, 4),
    "two thirds": Fraction(2, 3),
    "three quarters": Fraction(3, 4),
}
FRACTION_FLOATS = {
    "half": "0.5",
    "a third": "(1/3)",
    "a quarter": "0.25",
    "two thirds": "(2/3)",
    "three quarters": "0.75",
}


def _money(cents: int) -> str:
    whole, part = divmod(cents, 100)
    return f"${whole:,}" if part == 0 else f"${whole:,}.{part:02d}"


def _cents(cents: int) -> Fraction:
    return Fraction(cents, 100)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _listing(items: list[str]) -> str:
    return ", ".join(items[:-1]) + " and " + items[-1]


def _tol(value: Fraction) -> float | None:
    return None if value.denominator == 1 else 0.01


# --------------------------------------------------------------------------- set 4: arithmetic


def _h4_percent_of(r: random.Random) -> ArithOut:
    p, n = r.choice([5, 10, 12, 15, 20, 25, 30, 40, 75]), r.choice([240, 80, 360, 1250, 2400, 640])
    v = Fraction(p * n, 100)
    return f"What's {p}% of {n:,}?", v, f"{p} / 100 * {n}", _tol(v)


def _h4_tip(r: random.Random) -> ArithOut:
    p, bill = r.choice([15, 18, 20, 25]), r.randrange(2000, 12000)
    return (
        f"How much is {'an' if p == 18 else 'a'} {p}% tip on a {_money(bill)} bill?",
        _cents(bill) * p / 100,
        f"{bill / 100} * {p / 100}",
        0.01,
    )


def _h4_split(r: random.Random) -> ArithOut:
    k, per = r.randrange(2, 7), r.randrange(1000, 6000)
    task = f"Split a {_money(per * k)} bill evenly between {k} people. How much does each pay?"
    return task, _cents(per), f"{per * k / 100} / {k}", 0.01


def _h4_divide(r: random.Random) -> ArithOut:
    b, q = r.randrange(3, 26), r.randrange(12, 300)
    return f"Divide {b * q:,} by {b}.", Fraction(q), f"{b * q} / {b}", None


def _h4_subtract(r: random.Random) -> ArithOut:
    a = r.randrange(100, 900)
    b = a + r.randrange(15, 1000)
    return f"Subtract {a} from {b}.", Fraction(b - a), f"{b} - {a}", None


def _h4_times(r: random.Random) -> ArithOut:
    a, b = r.randrange(12, 100), r.randrange(11, 100)
    return f"What is {a} times {b}?", Fraction(a * b), f"{a} * {b}", None


def _h4_average(r: random.Random) -> ArithOut:
    nums = [r.randrange(5, 100) for _ in range(r.choice([4, 5]))]
    v = Fraction(sum(nums), len(nums))
    check = f"__import__('statistics').fmean({nums})"
    return f"What's the average of {_listing([str(n) for n in nums])}?", v, check, _tol(v)


def _h4_round(r: random.Random) -> ArithOut:
    places = r.choice([1, 2, 3])
    while True:
        raw = r.randrange(100000, 9999999)
        tail = raw % 10 ** (5 - places)
        if tail not in (0, 5 * 10 ** (4 - places)):
            break
    x = Decimal(raw) / 100000
    v = Fraction(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    task = f"Round {x} to {places} decimal place{'s' if places > 1 else ''}."
    return task, v, f"round({x}, {places})", None


def _h4_mod(r: random.Random) -> ArithOut:
    b = r.randrange(3, 20)
    a = r.randrange(5, 60) * b + r.randrange(1, b)
    return f"What is {a} mod {b}?", Fraction(a % b), f"{a} - {b} * ({a} // {b})", None


def _h4_sqrt(r: random.Random) -> ArithOut:
    root = r.randrange(11, 41)
    return (
        f"What's the square root of {root * root}?",
        Fraction(root),
        f"{root * root} ** 0.5",
        None,
    )


def _h4_power_ordinal(r: random.Random) -> ArithOut:
    base, exp = r.choice([(2, e) for e in range(5, 13)] + [(3, e) for e in range(3, 8)])
    task = f"What is {base} to the {_ordinal(exp)} power?"
    return task, Fraction(base**exp), f"math.pow({base}, {exp})", None


def _h4_words_plus(r: random.Random) -> ArithOut:
    a, b = r.randrange(11, 100), r.randrange(11, 100)
    wa, wb = _words(a), _words(b)
    assert (_from_words(wa), _from_words(wb)) == (a, b)
    return f"How much is {wa} plus {wb}?", Fraction(a + b), f"{a} + {b}", None


def _h4_fraction_of(r: random.Random) -> ArithOut:
    word = r.choice(list(FRACTIONS))
    n = FRACTIONS[word].denominator * r.randrange(4, 60)
    v = FRACTIONS[word] * n
    return f"What is {word} of {n}?", v, f"{FRACTION_FLOATS[word]} * {n}", _tol(v)


def _h4_sale(r: random.Random) -> ArithOut:
    thing = r.choice(["jacket", "lamp", "backpack", "coffee maker"])
    price, off = r.randrange(20, 200) * 100 + r.choice([0, 0, 50, 99]), r.choice([10, 20, 25, 30])
    task = f"A {thing} costs {_money(price)} and it's {off}% off. What's the sale price?"
    return task, _cents(price) * (100 - off) / 100, f"{price / 100} * (1 - {off / 100})", 0.01


def _h4_what_percent(r: random.Random) -> ArithOut:
    b = r.choice([40, 80, 120, 200, 250, 400, 500])
    pct = r.choice([p for p in (5, 10, 15, 20, 25, 30, 40, 60, 75) if b * p % 100 == 0])
    a = b * pct // 100
    return f"What percent is {a} of {b}?", Fraction(pct), f"{a} / {b} * 100", None


def _h4_increased_by(r: random.Random) -> ArithOut:
    n, p = r.randrange(5, 200) * 10, r.choice([4, 5, 8, 12, 15, 30])
    v = Fraction(n * (100 + p), 100)
    return f"What is {n:,} increased by {p}%?", v, f"{n} * (1 + {p} / 100)", _tol(v)


def _h4_chain_add_then_multiply(r: random.Random) -> ArithOut:
    a, b, c = r.randrange(5, 60), r.randrange(5, 60), r.randrange(2, 10)
    task = f"Add {a} and {b}, then multiply the result by {c}."
    return task, Fraction((a + b) * c), f"sum([{a}, {b}]) * {c}", None


def _h4_bought_each(r: random.Random) -> ArithOut:
    things = r.choice(["shirts", "notebooks", "coffee mugs", "movie tickets", "plants"])
    k, price = r.randrange(2, 10), r.randrange(3, 40) * 100 + r.choice([0, 0, 25, 50, 75, 99])
    task = f"I bought {k} {things} at {_money(price)} each. How much did I spend?"
    return task, _cents(price) * k, f"{price / 100} * {k}", 0.01


def _h4_had_spent(r: random.Random) -> ArithOut:
    had = r.randrange(20, 200) * 100
    spent = r.randrange(150, had - 100)
    task = f"I had {_money(had)} and spent {_money(spent)}. How much do I have left?"
    return task, _cents(had - spent), f"{had / 100} - {spent / 100}", 0.01


def _h4_squared(r: random.Random) -> ArithOut:
    n = r.randrange(13, 100)
    return f"What's {n} squared?", Fraction(n * n), f"{n} ** 2", None


def _h4_cubed(r: random.Random) -> ArithOut:
    n = r.randrange(4, 26)
    return f"What is {n} cubed?", Fraction(n**3), f"{n} * {n} * {n}", None


def _h4_sci_multiply(r: random.Random) -> ArithOut:
    m, e, k = r.choice(["1.2", "2.5", "3.2", "4.5", "6.4"]), r.randrange(3, 7), r.randrange(2, 10)
    return f"Multiply {m}e{e} by {k}.", Fraction(m) * 10**e * k, f"{m}e{e} * {k}", 0.01


def _h4_add_up(r: random.Random) -> ArithOut:
    nums = [r.randrange(10, 500) for _ in range(4)]
    task = f"Add up {_listing([str(n) for n in nums])}."
    return task, Fraction(sum(nums)), f"math.fsum({nums})", None


def _h4_product_of(r: random.Random) -> ArithOut:
    a, b, c = r.randrange(2, 31), r.randrange(2, 31), r.randrange(2, 31)
    task = f"What's the product of {a}, {b} and {c}?"
    return task, Fraction(a * b * c), f"math.prod([{a}, {b}, {c}])", None


# --------------------------------------------------------------------------- set 5: arithmetic


def _h5_calculate_percent(r: random.Random) -> ArithOut:
    p, n = r.choice([8, 35, 45, 60, 65, 90]), r.choice([20, 60, 140, 300, 480, 1500])
    v = Fraction(p * n, 100)
    return f"Calculate {p} percent of {n:,}.", v, f"{n} * {p} / 100", _tol(v)


def _h5_tip_and_split(r: random.Random) -> ArithOut:
    bill, p, k = r.randrange(4000, 25000), r.choice([15, 18, 20]), r.randrange(2, 7)
    article = "an" if p == 18 else "a"
    task = (
        f"Dinner came to {_money(bill)}. With {article} {p}% tip, split evenly among {k} "
        "people, how much does each of us owe?"
    )
    return task, _cents(bill) * (100 + p) / 100 / k, f"{bill / 100} * {1 + p / 100} / {k}", 0.01


def _h5_goes_into(r: random.Random) -> ArithOut:
    b, q = r.randrange(4, 30), r.randrange(11, 250)
    task = f"How many times does {b} go into {b * q:,}?"
    return task, Fraction(q), f"{b * q} / {b}", None


def _h5_less_than(r: random.Random) -> ArithOut:
    a = r.randrange(3, 80)
    b = a + r.randrange(10, 400)
    return f"What number is {a} less than {b}?", Fraction(b - a), f"-{a} + {b}", None


def _h5_remainder(r: random.Random) -> ArithOut:
    b = r.randrange(4, 15)
    a = r.randrange(8, 90) * b + r.randrange(1, b)
    task = f"What's the remainder when {a} is divided by {b}?"
    return task, Fraction(a % b), f"math.fmod({a}, {b})", None


def _h5_multiply_please(r: random.Random) -> ArithOut:
    a, b = r.randrange(101, 1000), r.randrange(3, 13)
    return f"Multiply {a} by {b}, please.", Fraction(a * b), f"{a} * {b}", None


def _h5_mean_of_numbers(r: random.Random) -> ArithOut:
    nums = [r.randrange(1, 60) for _ in range(5)]
    v = Fraction(sum(nums), 5)
    task = f"Find the mean of these numbers: {', '.join(str(n) for n in nums)}"
    return task, v, f"math.fsum({nums}) / {len(nums)}", _tol(v)


def _h5_nearest_tenth(r: random.Random) -> ArithOut:
    while True:
        raw = r.randrange(1000, 99999)
        if raw % 100 not in (0, 50):
            break
    x = Decimal(raw) / 1000
    v = Fraction(x.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    return f"What is {x} rounded to the nearest tenth?", v, f"round({x}, 1)", None


def _h5_cube_root(r: random.Random) -> ArithOut:
    root = r.randrange(3, 31)
    task = f"What's the cube root of {root**3:,}?"
    return task, Fraction(root), f"round({root**3} ** (1 / 3), 9)", None


def _h5_raise_to_power(r: random.Random) -> ArithOut:
    base, exp = r.choice([(b, e) for b in (4, 6, 7, 9) for e in (3, 4, 5)])
    task = f"Raise {base} to the power of {exp}."
    return task, Fraction(base**exp), f"math.pow({base}, {exp})", None


def _h5_words_times(r: random.Random) -> ArithOut:
    a, b = r.randrange(3, 20), r.randrange(11, 40)
    wa, wb = _words(a), _words(b)
    assert (_from_words(wa), _from_words(wb)) == (a, b)
    return f"What's {wa} times {wb}?", Fraction(a * b), f"{a} * {b}", None


def _h5_recipe_fraction(r: random.Random) -> ArithOut:
    word = r.choice(list(FRACTIONS))
    grams = FRACTIONS[word].denominator * r.randrange(20, 150)
    task = (
        f"A recipe calls for {grams} grams of flour, but I'm only making {word} of it. "
        "How many grams do I need?"
    )
    v = FRACTIONS[word] * grams
    return task, v, f"{grams} * {FRACTION_FLOATS[word]}", _tol(v)


def _h5_after_discount(r: random.Random) -> ArithOut:
    price, off = r.randrange(1000, 30000), r.choice([15, 20, 35, 40, 50])
    task = f"How much is {_money(price)} after a {off}% discount?"
    return (
        task,
        _cents(price) * (100 - off) / 100,
        f"{price / 100} - {price / 100} * {off} / 100",
        0.01,
    )


def _h5_out_of_percentage(r: random.Random) -> ArithOut:
    b = r.choice([20, 25, 50, 60, 80, 160, 300])
    a = r.choice([a for a in range(1, b) if a * 100 % b == 0 and a * 100 // b % 5 == 0])
    task = f"{a} out of {b} is what percentage?"
    return task, Fraction(a * 100, b), f"100 * {a} / {b}", None


def _h5_percentage_increase(r: random.Random) -> ArithOut:
    a = r.choice([40, 50, 80, 120, 200, 250])
    pct = r.choice([p for p in (5, 10, 15, 20, 25, 30, 40, 50, 75) if a * p % 100 == 0])
    b = a + a * pct // 100
    task = f"What's the percentage increase from {a} to {b}?"
    return task, Fraction(pct), f"({b} - {a}) / {a} * 100", None


def _h5_rent_goes_up(r: random.Random) -> ArithOut:
    rent, p = r.randrange(36, 130) * 25, r.choice([2, 3, 4, 5, 6, 10])
    task = f"My rent is {_money(rent * 100)} a month and it's going up {p}%. What will it be now?"
    return task, Fraction(rent * (100 + p), 100), f"{rent} * {1 + p / 100}", 0.01


def _h5_double_then_add(r: random.Random) -> ArithOut:
    a, b = r.randrange(7, 500), r.randrange(3, 100)
    return (
        f"Start with {a}, double it, and then add {b}.",
        Fraction(2 * a + b),
        f"{a} * 2 + {b}",
        None,
    )


def _h5_tickets_total(r: random.Random) -> ArithOut:
    things = r.choice(["Concert tickets", "Museum passes", "Pizzas", "Train tickets"])
    price, k = r.randrange(8, 60) * 100 + r.choice([0, 0, 50, 25]), r.randrange(2, 9)
    task = f"{things} are {_money(price)} each and we need {k} of them. What's the total cost?"
    return task, _cents(price) * k, f"{price / 100} * {k}", 0.01


def _h5_paycheck_left(r: random.Random) -> ArithOut:
    pay = r.randrange(120000, 480000)
    bills = r.randrange(30000, pay - 10000)
    task = f"My paycheck was {_money(pay)} and my bills came to {_money(bills)}. What's left over?"
    return task, _cents(pay - bills), f"{pay / 100} - {bills / 100}", 0.01


def _h5_square_of(r: random.Random) -> ArithOut:
    n = r.randrange(11, 120)
    return f"What is the square of {n}?", Fraction(n * n), f"math.pow({n}, 2)", None


def _h5_caret(r: random.Random) -> ArithOut:
    base, exp = r.choice([(2, 10), (2, 9), (3, 6), (3, 7), (5, 4), (7, 3), (10, 5), (11, 3)])
    return f"What's {base}^{exp}?", Fraction(base**exp), f"{base} ** {exp}", None


def _h5_sci_divide(r: random.Random) -> ArithOut:
    m, d = r.choice([("4.8", 3), ("9.6", 4), ("7.2", 6), ("3.6", 2), ("8.4", 7), ("6.3", 9)])
    e = r.randrange(3, 8)
    task = f"What is {m} x 10^{e} divided by {d}?"
    return task, Fraction(m) * 10**e / d, f"{m} * 10 ** {e} / {d}", 0.01


def _h5_total_of(r: random.Random) -> ArithOut:
    nums = [r.randrange(3, 300) for _ in range(r.choice([3, 4, 5]))]
    task = f"What's the total of {_listing([str(n) for n in nums])}?"
    return task, Fraction(sum(nums)), f"sum({nums})", None


def _h5_spent_altogether(r: random.Random) -> ArithOut:
    cents = [r.randrange(150, 6000) for _ in range(3)]
    task = f"I spent {_listing([_money(c) for c in cents])} today. How much is that altogether?"
    return task, _cents(sum(cents)), " + ".join(str(c / 100) for c in cents), 0.01


# --------------------------------------------------------------------------- to-do pools

EXISTING = [
    "buy bread",
    "call mom",
    "pay rent",
    "water the plants",
    "book a dentist appointment",
    "email the landlord",
    "pick up the dry cleaning",
    "renew my passport",
    "walk the dog",
    "fix the bike",
    "return the library books",
    "order printer ink",
    "clean the fridge",
    "send the invoice",
]
NEW = [
    "buy oat milk",
    "call the plumber",
    "take out the trash",
    "send grandma a birthday card",
    "cancel the gym membership",
    "buy 6 eggs",
    "schedule a haircut",
    "pay the electric bill",
    "wash the car",
    "vacuum the living room",
    "print the boarding passes",
    "mail the package",
    "get a flu shot",
    "defrost the freezer",
    "charge the camera battery",
    "call the bank",
]
ORDINALS = ["first", "second", "third", "fourth", "fifth"]


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(EXISTING, r.randrange(low, high + 1))


def _open(titles: list[str]) -> list[tuple[str, bool]]:
    return [(t, False) for t in titles]


def _add(r: random.Random, task: Callable[[list[str]], str], count: int = 1) -> TodoOut:
    setup = _setup(r, 0, 3)
    new = r.sample(NEW, count)
    return task(new), setup, _open(setup + new), False


def _done(setup: list[str], *indexes: int) -> list[tuple[str, bool]]:
    return [(t, i in indexes) for i, t in enumerate(setup)]


def _without(setup: list[str], *indexes: int) -> list[tuple[str, bool]]:
    return [(t, False) for i, t in enumerate(setup) if i not in indexes]


# --------------------------------------------------------------------------- set 4: to-dos


def _h4_remind_me(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Remind me to {n[0]}.")


def _h4_put_on_list(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Put {n[0]} on my list.")


def _h4_need_to_add_it(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"I need to {n[0]}, add it to my list.")


def _h4_new_task_colon(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"New task: {n[0]}")


def _h4_could_you_add(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Could you add {n[0]} to my to-do list, please?")


def _h4_add_two(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Add {n[0]} and {n[1]} to my to-do list.", 2)


def _h4_add_these_three(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Please add these to my list: {', '.join(n)}", 3)


def _h4_mark_number_done(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Mark number {i + 1} as done.", setup, _done(setup, i), False


def _h4_tick_title(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Tick '{setup[i]}' off my list.", setup, _done(setup, i), False


def _h4_complete_two_numbers(r: random.Random) -> TodoOut:
    setup = _setup(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    return f"Complete tasks {i + 1} and {j + 1}.", setup, _done(setup, i, j), False


def _h4_delete_item_number(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Delete item {i + 1}.", setup, _without(setup, i), False


def _h4_remove_title(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Remove {setup[i]} from my list.", setup, _without(setup, i), False


def _h4_wipe_list(r: random.Random) -> TodoOut:
    return "Wipe my whole to-do list.", _setup(r, 2, 5), [], False


def _h4_whats_on_list(r: random.Random) -> TodoOut:
    setup = _setup(r, 1, 5)
    return "What's on my list?", setup, _open(setup), True


def _h4_how_many_left(r: random.Random) -> TodoOut:
    setup = _setup(r, 1, 5)
    return "How many things are left to do?", setup, _open(setup), True


def _h4_is_it_done(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    return f"Is '{r.choice(setup)}' done?", setup, _open(setup), True


# --------------------------------------------------------------------------- set 5: to-dos


def _h5_dont_let_me_forget(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Don't let me forget to {n[0]}.")


def _h5_add_quoted_todos(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Add '{n[0]}' to my todos.")


def _h5_i_should(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"I should {n[0]}. Can you add that to my list?")


def _h5_add_a_task_to(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Add a task to {n[0]}.")


def _h5_put_both(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"I need to {n[0]} and {n[1]}, put both on my list.", 2)


def _h5_add_three_oxford(r: random.Random) -> TodoOut:
    return _add(r, lambda n: f"Add {n[0]}, {n[1]}, and {n[2]} to my todos.", 3)


def _h5_check_off_ordinal(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Check off the {ORDINALS[i]} item.", setup, _done(setup, i), False


def _h5_mark_complete_title(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Mark '{setup[i]}' as complete.", setup, _done(setup, i), False


def _h5_finished_number(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"I finished task {i + 1}.", setup, _done(setup, i), False


def _h5_get_rid_of_number(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"Get rid of number {i + 1}.", setup, _without(setup, i), False


def _h5_dont_need_anymore(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"I don't need to {setup[i]} anymore, delete it.", setup, _without(setup, i), False


def _h5_delete_two_numbers(r: random.Random) -> TodoOut:
    setup = _setup(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    return f"Delete items {i + 1} and {j + 1}.", setup, _without(setup, i, j), False


def _h5_remove_everything(r: random.Random) -> TodoOut:
    return "Remove everything from my to-do list.", _setup(r, 2, 5), [], False


def _h5_show_todos(r: random.Random) -> TodoOut:
    setup = _setup(r, 1, 5)
    return "Show me my todos.", setup, _open(setup), True


def _h5_how_many_open(r: random.Random) -> TodoOut:
    setup = _setup(r, 1, 5)
    return "How many open to-dos do I have?", setup, _open(setup), True


def _h5_finished_yet(r: random.Random) -> TodoOut:
    setup = _setup(r, 2, 5)
    return f"Have I finished '{r.choice(setup)}' yet?", setup, _open(setup), True


# --------------------------------------------------------------------------- assembly

ArithTemplate = Callable[[random.Random], ArithOut]
TodoTemplate = Callable[[random.Random], TodoOut]

SET_4_ARITHMETIC: list[ArithTemplate] = [
    _h4_percent_of,
    _h4_tip,
    _h4_split,
    _h4_divide,
    _h4_subtract,
    _h4_times,
    _h4_average,
    _h4_round,
    _h4_mod,
    _h4_sqrt,
    _h4_power_ordinal,
    _h4_words_plus,
    _h4_fraction_of,
    _h4_sale,
    _h4_what_percent,
    _h4_increased_by,
    _h4_chain_add_then_multiply,
    _h4_bought_each,
    _h4_had_spent,
    _h4_squared,
    _h4_cubed,
    _h4_sci_multiply,
    _h4_add_up,
    _h4_product_of,
]
SET_4_TODO: list[TodoTemplate] = [
    _h4_remind_me,
    _h4_put_on_list,
    _h4_need_to_add_it,
    _h4_new_task_colon,
    _h4_could_you_add,
    _h4_add_two,
    _h4_add_these_three,
    _h4_mark_number_done,
    _h4_tick_title,
    _h4_complete_two_numbers,
    _h4_delete_item_number,
    _h4_remove_title,
    _h4_wipe_list,
    _h4_whats_on_list,
    _h4_how_many_left,
    _h4_is_it_done,
]
SET_5_ARITHMETIC: list[ArithTemplate] = [
    _h5_calculate_percent,
    _h5_tip_and_split,
    _h5_goes_into,
    _h5_less_than,
    _h5_remainder,
    _h5_multiply_please,
    _h5_mean_of_numbers,
    _h5_nearest_tenth,
    _h5_cube_root,
    _h5_raise_to_power,
    _h5_words_times,
    _h5_recipe_fraction,
    _h5_after_discount,
    _h5_out_of_percentage,
    _h5_percentage_increase,
    _h5_rent_goes_up,
    _h5_double_then_add,
    _h5_tickets_total,
    _h5_paycheck_left,
    _h5_square_of,
    _h5_caret,
    _h5_sci_divide,
    _h5_total_of,
    _h5_spent_altogether,
]
SET_5_TODO: list[TodoTemplate] = [
    _h5_dont_let_me_forget,
    _h5_add_quoted_todos,
    _h5_i_should,
    _h5_add_a_task_to,
    _h5_put_both,
    _h5_add_three_oxford,
    _h5_check_off_ordinal,
    _h5_mark_complete_title,
    _h5_finished_number,
    _h5_get_rid_of_number,
    _h5_dont_need_anymore,
    _h5_delete_two_numbers,
    _h5_remove_everything,
    _h5_show_todos,
    _h5_how_many_open,
    _h5_finished_yet,
]
LISTINGS: set[TodoTemplate] = {_h4_whats_on_list, _h5_show_todos}

HEADER = """\
# {name}: everyday calculator and to-do requests, held out. Written blind on 2026-11-27 by
# evals/gen_everyday_heldout_4.py (seed {seed}), before any tuning against it, by a helper that read
# none of the planner's code or rules, nor the earlier everyday sets; its template families
# (one phrasing each, {draws} seeded draws) share none with its sibling set. Expected numbers are
# computed in plain Python and checked twice. Do not tune against it: regenerate, do not edit.
"""


def _tag(template: Callable[..., object]) -> str:
    return "tpl-" + template.__name__.lstrip("_").replace("_", "-")


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 6)


def _arithmetic_case(template: ArithTemplate, out: ArithOut) -> dict[str, object]:
    task, value, check, tolerance = out
    independent = eval(check, {"math": math})  # a literal expression written by this file
    assert math.isclose(float(value), independent, rel_tol=1e-9, abs_tol=1e-9), (task, check)
    expect: dict[str, object] = {"numeric": _number(value)}
    if tolerance is not None:
        expect["tolerance"] = tolerance
    expect["no_side_effects"] = True
    return {"task": task, "expect": expect, "tags": ["arithmetic", _tag(template)]}


def _todo_case(template: TodoTemplate, out: TodoOut) -> dict[str, object]:
    task, setup, final, question = out
    assert len({t for t, _ in final}) == len(final), task
    if question:
        assert final == _open(setup), task
    case: dict[str, object] = {"task": task}
    if setup:
        case["setup"] = {"todos": setup}
    expect: dict[str, object] = {"todos": [{"title": t, "done": d} for t, d in final]}
    if question:
        expect["no_side_effects"] = True
    if template in LISTINGS:  # a question whose answer must name every to-do
        expect["contains"] = list(setup)
    case["expect"] = expect
    case["tags"] = ["todo", "question" if question else "change", _tag(template)]
    return case


def _draw(
    template: Callable[[random.Random], tuple[object, ...]], r: random.Random
) -> list[tuple[object, ...]]:
    outs: list[tuple[object, ...]] = []
    seen: set[str] = set()
    while len(outs) < DRAWS:
        out = template(r)
        key = repr((out[0], out[1] if isinstance(out[1], list) else None))
        if key not in seen:
            seen.add(key)
            outs.append(out)
    return outs


def build(
    name: str, arithmetic: list[ArithTemplate], todo: list[TodoTemplate], seed: int
) -> list[dict[str, object]]:
    """The cases of one set, arithmetic first, each template's draws together."""
    r = random.Random(seed)
    cases: list[dict[str, object]] = []
    for a in arithmetic:
        cases += [_arithmetic_case(a, out) for out in _draw(a, r)]  # type: ignore[arg-type]
    for t in todo:
        cases += [_todo_case(t, out) for out in _draw(t, r)]  # type: ignore[arg-type]
    for index, case in enumerate(cases, start=1):
        case["name"] = f"{name.removeprefix('everyday-')}-{index:03d}"
    return [{"name": c.pop("name"), **c} for c in cases]


def _write(name: str, cases: list[dict[str, object]], seed: int) -> Path:
    path = HERE / f"{name}.yaml"
    body = yaml.safe_dump(
        {"name": name, "cases": cases}, sort_keys=False, allow_unicode=True, width=1000
    )
    path.write_text(HEADER.format(name=name, seed=seed, draws=DRAWS) + body, encoding="utf-8")
    return path


def main() -> None:
    """Write both sets, after checking that they share no task and no template."""
    assert not any(a in b for a in EXISTING + NEW for b in EXISTING + NEW if a != b)
    four = build("everyday-heldout-4", SET_4_ARITHMETIC, SET_4_TODO, SEED)
    five = build("everyday-heldout-5", SET_5_ARITHMETIC, SET_5_TODO, SEED + 1)
    tasks_4 = {str(c["task"]) for c in four}
    tasks_5 = {str(c["task"]) for c in five}
    assert not tasks_4 & tasks_5
    for path in (
        _write("everyday-heldout-4", four, SEED),
        _write("everyday-heldout-5", five, SEED + 1),
    ):
        print(path)


if __name__ == "__main__":
    main()
