"""Write the everyday held-out set 6: calculator and to-do requests, blind.

Written on 2026-11-27, before any tuning against it, by a helper that did not read the planner:
none of its code or rules, none of the calculator, number-word or to-do tools' code, none of the
earlier everyday sets. It read only the dataset format (docs/evals.md), what a user knows the agent
can do (a calculator and a to-do list), and the generator of sets 4 and 5, whose machinery (number
words, money, exact fractions checked against an independent float expression) it reuses and whose
template families it avoids: every template here is a phrasing family of its own, drawn three
times with other seeded random values.

    python evals/gen_everyday_heldout_6.py   # rewrites evals/everyday-heldout-6.yaml
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import yaml
from gen_everyday_heldout_4 import (
    SEED as SEED_4,
)
from gen_everyday_heldout_4 import (
    SET_4_ARITHMETIC,
    SET_4_TODO,
    SET_5_ARITHMETIC,
    SET_5_TODO,
    ArithOut,
    _arithmetic_case,
    _cents,
    _draw,
    _from_words,
    _money,
    _tag,
    _tol,
    _words,
    build,
)

SEED = 20261127_6
NAME = "everyday-heldout-6"
HERE = Path(__file__).resolve().parent

TodoOut6 = tuple[str, list[str], list[tuple[str, bool]], bool, list[str]]
"""Task, setup titles, the to-dos the store must end with, whether it is a question, and the
texts the answer must contain."""

# --------------------------------------------------------------------------- arithmetic


def _word_checked(n: int) -> str:
    text = _words(n)
    assert _from_words(text) == n, (n, text)
    return text


def _h6_terse_decimal_percent(r: random.Random) -> ArithOut:
    p = r.choice(["2.5", "7.5", "12.5", "17.5", "22.5", "37.5"])
    n = r.choice([88, 160, 320, 480, 640, 1200, 2000, 3600])
    v = Fraction(p) * n / 100
    return f"{p}% of {n:,}?", v, f"{n} / 100 * {p}", _tol(v)


def _h6_terse_sqrt(r: random.Random) -> ArithOut:
    root = r.randrange(12, 61)
    return f"sqrt {root * root}", Fraction(root), f"math.sqrt({root * root})", None


def _h6_terse_times_sign(r: random.Random) -> ArithOut:
    tenths = r.choice([t for t in range(11, 400) if t % 10])
    a, b = Decimal(tenths) / 10, r.randrange(12, 99)
    v = Fraction(a) * b
    return f"{a} × {b}", v, f"{b} * {a}", _tol(v)


def _h6_chatty_minus(r: random.Random) -> ArithOut:
    a = Decimal(r.choice([t for t in range(300, 2000) if t % 10])) / 10
    b = Decimal(r.choice([h for h in range(150, int(a * 100) - 100) if h % 10])) / 100
    v = Fraction(a) - Fraction(b)
    return f"hey, quick one: what's {a} minus {b}?", v, f"-{b} + {a}", _tol(v)


def _h6_formal_parentheses(r: random.Random) -> ArithOut:
    a, b, c = r.randrange(12, 90), r.randrange(12, 90), r.randrange(3, 12)
    d = r.randrange(5, 60)
    task = f"Please compute ({a} + {b}) * {c} - {d}."
    return task, Fraction((a + b) * c - d), f"math.fsum([{a} * {c}, {b} * {c}, -{d}])", None


def _h6_formal_difference(r: random.Random) -> ArithOut:
    big = r.randrange(5000, 20000)
    small = r.randrange(1000, big - 500)
    task = f"Please compute the difference between {big:,} and {small:,}."
    return task, Fraction(big - small), f"abs({small} - {big})", None


def _h6_rent_per_year(r: random.Random) -> ArithOut:
    rent = r.randrange(30, 120) * 25
    task = f"My rent is {_money(rent * 100)} a month; what is that per year?"
    return task, Fraction(rent * 12), f"sum([{rent}] * 12)", None


def _h6_weekly_pay(r: random.Random) -> ArithOut:
    wage, hours = r.randrange(60, 160) * 25, r.randrange(15, 46)
    task = f"I make {_money(wage)} an hour and work {hours} hours a week. What's my weekly pay?"
    return task, _cents(wage) * hours, f"{hours} * {wage / 100}", 0.01


def _h6_minutes_total(r: random.Random) -> ArithOut:
    h1, h2 = r.randrange(5, 10), r.randrange(5, 10)
    m1, m2 = r.randrange(1, 12) * 5, r.randrange(1, 12) * 5
    task = (
        f"I worked {h1} hours {m1} minutes on Monday and {h2} hours {m2} minutes on Tuesday. "
        "How many minutes is that in total?"
    )
    return task, Fraction(60 * (h1 + h2) + m1 + m2), f"({h1} + {h2}) * 60 + {m1} + {m2}", None


def _h6_dozens(r: random.Random) -> ArithOut:
    item, k = r.choice(["eggs", "donuts", "roses", "bagels"]), r.randrange(2, 21)
    return f"How many {item} are in {k} dozen?", Fraction(12 * k), f"{k} * 12", None


def _h6_temperature_drop(r: random.Random) -> ArithOut:
    start, drop = -r.randrange(1, 13), r.randrange(3, 16)
    task = (
        f"It's {start} degrees outside and it will drop another {drop} degrees overnight. "
        "What will the temperature be?"
    )
    return task, Fraction(start - drop), f"-({drop} - ({start}))", None


def _h6_overdrawn_deposit(r: random.Random) -> ArithOut:
    owed, deposit = r.randrange(500, 9000), r.randrange(50, 400) * 100
    task = (
        f"My bank balance is -{_money(owed)} and I deposit {_money(deposit)}. "
        "What's my balance now?"
    )
    return task, _cents(deposit - owed), f"{deposit / 100} - {owed / 100}", 0.01


def _h6_car_savings(r: random.Random) -> ArithOut:
    price = r.randrange(480, 1800) * 25
    saved = r.randrange(2000, price - 1000)
    task = (
        f"A used car costs {_money(price * 100)} and I've saved {_money(saved * 100)} so far. "
        "How much more do I need?"
    )
    return task, Fraction(price - saved), f"{price} - {saved}", None


def _h6_words_boxes(r: random.Random) -> ArithOut:
    item = r.choice(["pencils", "crayons", "tea bags", "markers"])
    per, k = r.randrange(12, 61), r.randrange(3, 13)
    task = (
        f"If one box holds {_word_checked(per)} {item}, how many {item} are in "
        f"{_word_checked(k)} boxes?"
    )
    return task, Fraction(per * k), f"{k} * {per}", None


def _h6_words_share(r: random.Random) -> ArithOut:
    kids, each = r.randrange(3, 13), r.randrange(3, 16)
    task = (
        f"ok so I have {_word_checked(kids * each)} cookies to share equally among "
        f"{_word_checked(kids)} kids, how many does each kid get?"
    )
    return task, Fraction(each), f"{kids * each} / {kids}", None


def _h6_percent_change_up(r: random.Random) -> ArithOut:
    bill = r.choice(["electricity bill", "phone bill", "water bill", "internet bill"])
    a = r.choice([40, 60, 80, 120, 150, 200, 250])
    p = r.choice([p for p in (5, 10, 15, 20, 25, 30, 40, 50) if a * p % 100 == 0])
    b = a + a * p // 100
    task = f"Our {bill} went from ${a} to ${b}. What's the percent change?"
    return task, Fraction(p), f"100 * ({b} / {a} - 1)", None


def _h6_percent_drop(r: random.Random) -> ArithOut:
    thing = r.choice(["laptop", "TV", "bike", "sofa"])
    a = r.choice([360, 640, 800, 1200, 1500, 2400])
    p = r.choice([p for p in (5, 10, 15, 20, 25, 30, 35, 40) if a * p % 100 == 0])
    b = a - a * p // 100
    task = (
        f"A {thing} dropped from {_money(a * 100)} to {_money(b * 100)}. "
        "By what percent did the price fall?"
    )
    return task, Fraction(p), f"(1 - {b} / {a}) * 100", None


def _h6_simple_interest(r: random.Random) -> ArithOut:
    principal, years = r.randrange(2, 41) * 500, r.randrange(2, 9)
    rate = r.choice(["2", "3", "3.5", "4", "4.5", "5", "6"])
    v = Fraction(principal) * Fraction(rate) / 100 * years
    task = (
        f"What is the simple interest on {_money(principal * 100)} at {rate}% per year "
        f"for {years} years?"
    )
    return task, v, f"{principal} * {rate} * {years} / 100", _tol(v)


def _h6_unit_price(r: random.Random) -> ArithOut:
    plural, single = r.choice(
        [("apples", "apple"), ("lemons", "lemon"), ("avocados", "avocado"), ("bagels", "bagel")]
    )
    per, count = r.randrange(5, 60) * 5, r.randrange(2, 13)
    task = f"{_money(per * count)} for {count} {plural}, how much per {single}?"
    return task, _cents(per), f"{per * count / 100} / {count}", 0.01


def _h6_average_speed(r: random.Random) -> ArithOut:
    hours = r.choice(["1.5", "2", "2.5", "3", "4"])
    speed = r.randrange(15, 38) * 2
    miles = Fraction(hours) * speed
    assert miles.denominator == 1
    task = f"I drove {miles} miles in {hours} hours. What was my average speed in miles per hour?"
    return task, Fraction(speed), f"{miles} / {hours}", None


def _h6_round_nearest_unit(r: random.Random) -> ArithOut:
    word, unit = r.choice([("hundred", 100), ("thousand", 1000)])
    while True:
        n = r.randrange(1000, 100000)
        if n % unit not in (0, unit // 2):
            break
    v = (n + unit // 2) // unit * unit
    exponent = len(str(unit)) - 1
    return f"Round {n:,} to the nearest {word}.", Fraction(v), f"round({n}, -{exponent})", None


def _h6_fraction_as_decimal(r: random.Random) -> ArithOut:
    den = r.choice([8, 16, 20, 25, 40, 50])
    num = r.choice([n for n in range(1, den) if math.gcd(n, den) == 1])
    return f"What is {num}/{den} as a decimal?", Fraction(num, den), f"{num} / {den}", None


def _h6_sales_tax(r: random.Random) -> ArithOut:
    price, tax = r.randrange(1000, 30000), r.choice(["5.5", "6", "7.25", "8.25", "8.875"])
    task = f"What's the total for a {_money(price)} purchase with {tax}% sales tax?"
    v = _cents(price) * (100 + Fraction(tax)) / 100
    return task, v, f"{price / 100} + {price / 100} * {tax} / 100", 0.01


def _h6_recipe_scale(r: random.Random) -> ArithOut:
    food = r.choice(["rice", "pasta", "flour", "potatoes"])
    base = r.choice([2, 4, 6])
    per = r.randrange(6, 31) * 5
    people = r.choice([n for n in range(3, 13) if n != base])
    task = (
        f"A recipe for {base} people needs {per * base} g of {food}. How many grams of {food} "
        f"do I need for {people} people?"
    )
    return task, Fraction(per * people), f"{per * base} / {base} * {people}", None


# --------------------------------------------------------------------------- to-dos

EXISTING = [
    "buy dish soap",
    "call the vet",
    "refill the prescription",
    "pay the water bill",
    "clean the gutters",
    "book the car service",
    "reply to Sam",
    "file the tax return",
    "back up the laptop",
    "buy a birthday gift for Ana",
    "change the bed sheets",
    "sort the recycling",
    "return the rental skis",
    "update my resume",
]
NEW = [
    "pick up the photos",
    "order new contact lenses",
    "book a table for Friday",
    "mow the lawn",
    "buy 2 lemons",
    "call the insurance company",
    "pay the parking ticket",
    "oil the door hinge",
    "buy stamps",
    "renew the car registration",
    "bake cookies for the fair",
    "fix the leaky faucet",
    "send the thank-you notes",
    "iron the blue shirt",
    "cancel the magazine subscription",
    "descale the kettle",
]

GERUNDS = {
    "back": "backing",
    "book": "booking",
    "buy": "buying",
    "call": "calling",
    "change": "changing",
    "clean": "cleaning",
    "file": "filing",
    "pay": "paying",
    "refill": "refilling",
    "reply": "replying",
    "return": "returning",
    "sort": "sorting",
    "update": "updating",
}


def _gerund(title: str) -> str:
    """'call the vet' as a person says it after 'I'm done with': 'calling the vet'."""
    verb, rest = title.split(" ", 1)
    return f"{GERUNDS[verb]} {rest}"


def _setup(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(EXISTING, r.randrange(low, high + 1))


def _open(titles: list[str]) -> list[tuple[str, bool]]:
    return [(t, False) for t in titles]


def _done(setup: list[str], *indexes: int) -> list[tuple[str, bool]]:
    return [(t, i in indexes) for i, t in enumerate(setup)]


def _without(setup: list[str], *indexes: int) -> list[tuple[str, bool]]:
    return [(t, False) for i, t in enumerate(setup) if i not in indexes]


def _add(r: random.Random, task: Callable[[list[str]], str], count: int = 1) -> TodoOut6:
    setup = _setup(r, 0, 3)
    new = r.sample(NEW, count)
    return task(new), setup, _open(setup + new), False, []


def _h6_jot_down(r: random.Random) -> TodoOut6:
    return _add(r, lambda n: f'Can you jot down "{n[0]}" for me?')


def _h6_make_a_note(r: random.Random) -> TodoOut6:
    return _add(r, lambda n: f"Make a note to {n[0]}.")


def _h6_chatty_stick(r: random.Random) -> TodoOut6:
    return _add(r, lambda n: f"hey! stick {n[0]} on the list for me, thanks")


def _h6_add_these_semicolons(r: random.Random) -> TodoOut6:
    return _add(r, lambda n: f"add these: {n[0]}; {n[1]}; {n[2]}", 3)


def _h6_formal_two_items(r: random.Random) -> TodoOut6:
    return _add(r, lambda n: f'Please create two to-do items: "{n[0]}" and "{n[1]}".', 2)


def _h6_bullet_lines(r: random.Random) -> TodoOut6:
    return _add(
        r, lambda n: f"Things to do this weekend:\n- {n[0]}\n- {n[1]}\n- {n[2]}\nAdd them all.", 3
    )


def _h6_im_done_with(r: random.Random) -> TodoOut6:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"I'm done with {_gerund(setup[i])}.", setup, _done(setup, i), False, []


def _h6_title_is_done(r: random.Random) -> TodoOut6:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"{setup[i]} is done", setup, _done(setup, i), False, []


def _h6_numbers_are_done(r: random.Random) -> TodoOut6:
    setup = _setup(r, 3, 5)
    i, j = sorted(r.sample(range(len(setup)), 2))
    return f"Numbers {i + 1} and {j + 1} are done.", setup, _done(setup, i, j), False, []


def _h6_took_care_of_two(r: random.Random) -> TodoOut6:
    setup = _setup(r, 3, 5)
    i, j = r.sample(range(len(setup)), 2)
    task = f"I took care of '{setup[i]}' and '{setup[j]}' today, so those are finished."
    return task, setup, _done(setup, i, j), False, []


def _h6_forget_about(r: random.Random) -> TodoOut6:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    task = f"Forget about {_gerund(setup[i])}, take it off my list."
    return task, setup, _without(setup, i), False, []


def _h6_strike_hash_number(r: random.Random) -> TodoOut6:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    task = f"strike #{i + 1} from the list, it's not happening"
    return task, setup, _without(setup, i), False, []


def _h6_drop_last(r: random.Random) -> TodoOut6:
    setup = _setup(r, 2, 5)
    last = len(setup) - 1
    return "Drop the last item on my list.", setup, _without(setup, last), False, []


def _h6_start_over(r: random.Random) -> TodoOut6:
    return "Start my to-do list over from scratch.", _setup(r, 2, 5), [], False, []


def _h6_still_have_to_do(r: random.Random) -> TodoOut6:
    setup = _setup(r, 1, 5)
    return "What do I still have to do?", setup, _open(setup), True, list(setup)


def _h6_whats_number_n(r: random.Random) -> TodoOut6:
    setup = _setup(r, 2, 5)
    i = r.randrange(len(setup))
    return f"What's number {i + 1} on my list?", setup, _open(setup), True, [setup[i]]


# --------------------------------------------------------------------------- assembly

ArithTemplate = Callable[[random.Random], ArithOut]
TodoTemplate = Callable[[random.Random], TodoOut6]

ARITHMETIC: list[ArithTemplate] = [
    _h6_terse_decimal_percent,
    _h6_terse_sqrt,
    _h6_terse_times_sign,
    _h6_chatty_minus,
    _h6_formal_parentheses,
    _h6_formal_difference,
    _h6_rent_per_year,
    _h6_weekly_pay,
    _h6_minutes_total,
    _h6_dozens,
    _h6_temperature_drop,
    _h6_overdrawn_deposit,
    _h6_car_savings,
    _h6_words_boxes,
    _h6_words_share,
    _h6_percent_change_up,
    _h6_percent_drop,
    _h6_simple_interest,
    _h6_unit_price,
    _h6_average_speed,
    _h6_round_nearest_unit,
    _h6_fraction_as_decimal,
    _h6_sales_tax,
    _h6_recipe_scale,
]
TODO: list[TodoTemplate] = [
    _h6_jot_down,
    _h6_make_a_note,
    _h6_chatty_stick,
    _h6_add_these_semicolons,
    _h6_formal_two_items,
    _h6_bullet_lines,
    _h6_im_done_with,
    _h6_title_is_done,
    _h6_numbers_are_done,
    _h6_took_care_of_two,
    _h6_forget_about,
    _h6_strike_hash_number,
    _h6_drop_last,
    _h6_start_over,
    _h6_still_have_to_do,
    _h6_whats_number_n,
]

HEADER = """\
# {name}: everyday calculator and to-do requests, held out. Written blind on 2026-11-27 by
# evals/gen_everyday_heldout_6.py (seed {seed}), before any tuning against it, by a helper that did
# not read the planner (none of its code or rules, nor the calculator, number-word or to-do tools,
# nor the earlier everyday sets). Its 40 template families (one phrasing each, 3 seeded draws)
# share none with sets 4 and 5. Expected numbers are computed in plain Python and checked twice.
# Do not tune against it: regenerate, do not edit.
"""


def _todo_case(template: TodoTemplate, out: TodoOut6) -> dict[str, object]:
    task, setup, final, question, contains = out
    assert len({t for t, _ in final}) == len(final), task
    if question:
        assert final == _open(setup), task
    case: dict[str, object] = {"task": task}
    if setup:
        case["setup"] = {"todos": setup}
    expect: dict[str, object] = {"todos": [{"title": t, "done": d} for t, d in final]}
    if question:
        expect["no_side_effects"] = True
    if contains:
        expect["contains"] = contains
    case["expect"] = expect
    case["tags"] = ["todo", "question" if question else "change", _tag(template)]
    return case


def build_6() -> list[dict[str, object]]:
    """The cases of set 6, arithmetic first, each template's draws together."""
    r = random.Random(SEED)
    cases: list[dict[str, object]] = []
    for a in ARITHMETIC:
        cases += [_arithmetic_case(a, out) for out in _draw(a, r)]  # type: ignore[arg-type]
    for t in TODO:
        cases += [_todo_case(t, out) for out in _draw(t, r)]  # type: ignore[arg-type]
    return [
        {"name": f"{NAME.removeprefix('everyday-')}-{index:03d}", **case}
        for index, case in enumerate(cases, start=1)
    ]


def _check(cases: list[dict[str, object]]) -> None:
    """Refuse a set that overlaps sets 4 or 5, or strays from its intended shape."""
    titles = EXISTING + NEW
    assert len(set(titles)) == len(titles)
    assert len({_gerund(t) for t in EXISTING}) == len(EXISTING)
    assert not any(a in b for a in titles for b in titles if a != b)
    assert len(ARITHMETIC) + len(TODO) == 40 and len(cases) == 120
    ours = {t.__name__ for t in [*ARITHMETIC, *TODO]}
    theirs = {t.__name__ for t in [*SET_4_ARITHMETIC, *SET_4_TODO, *SET_5_ARITHMETIC, *SET_5_TODO]}
    assert all(n.startswith("_h6_") for n in ours) and not ours & theirs
    four = build("everyday-heldout-4", SET_4_ARITHMETIC, SET_4_TODO, SEED_4)
    five = build("everyday-heldout-5", SET_5_ARITHMETIC, SET_5_TODO, SEED_4 + 1)
    earlier = {str(c["task"]).strip().lower() for c in four + five}
    tasks = {str(c["task"]).strip().lower() for c in cases}
    assert len({repr((c["task"], c.get("setup"))) for c in cases}) == len(cases)
    assert not tasks & earlier, "set 6 repeats a task of set 4 or 5"
    tags = [t for c in cases for t in c["tags"]]  # type: ignore[attr-defined]
    assert tags.count("question") <= 9


def main() -> None:
    """Write set 6 after checking it."""
    cases = build_6()
    _check(cases)
    path = HERE / f"{NAME}.yaml"
    body = yaml.safe_dump(
        {"name": NAME, "cases": cases}, sort_keys=False, allow_unicode=True, width=1000
    )
    path.write_text(HEADER.format(name=NAME, seed=SEED) + body, encoding="utf-8")
    print(path)


if __name__ == "__main__":
    main()
