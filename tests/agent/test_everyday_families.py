"""Everyday phrasing families on the rule planner, from templates with random numbers and titles.

These families were written for issue 15's remaining gaps (money word problems, percentages both
ways, "what percent is X of Y", bill splits, clearing the list, bare "complete X" / "tick off X")
before the rules were changed for them; answers come from Python, to-do calls from the template.
Every side-effecting call the rules plan must also pass the grounding check, and questions about
the list must plan nothing that changes it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from agentschool.agent import Agent
from agentschool.agent.grounding import ungrounded
from agentschool.agent.planners import PlanRequest
from agentschool.agent.rules import RulePlanner
from agentschool.settings import Settings
from agentschool.tools import Toolset
from agentschool.tools.calculator import calculator_tool
from agentschool.tools.todo import build_todo_tools

from .conftest import calculator_answer, everyday_tools

Numbers = dict[str, Any]

_SMALL = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
_SMALL += "fifteen sixteen seventeen eighteen nineteen"
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _words(n: int) -> str:
    """`n` (0-999) in words, as people write it ("three hundred and forty-two")."""
    small = _SMALL.split()
    if n < 20:
        return small[n]
    if n < 100:
        return _TENS[n // 10] + (f"-{small[n % 10]}" if n % 10 else "")
    rest = n % 100
    return f"{small[n // 100]} hundred" + (f" and {_words(rest)}" if rest else "")


def _draw(rng: random.Random) -> Numbers:
    a, b, c, d = (rng.randint(2, 999) for _ in range(4))
    cents = [rng.randint(100, 19999) / 100 for _ in range(3)]
    return {
        "a": a,
        "b": b,
        "c": c,
        "d": d,
        "hi": max(a, b),
        "lo": min(a, b),
        "s": rng.randint(2, 9),
        "t": rng.randint(2, 12),
        "p": rng.choice([5, 10, 12, 15, 18, 20, 25, 30, 33, 40, 50, 75]),
        "q": rng.randint(2, 40) ** 2,
        "r": rng.randint(2, 12) ** 3,
        "m": f"{cents[0]:.2f}",
        "n": f"{cents[1]:.2f}",
        "o": f"{cents[2]:.2f}",
        "x": f"{rng.randint(1, 999)}.{rng.randint(0, 99999):05d}",
        "dp": rng.randint(1, 3),
        "wa": _words(a),
        "ab": a * b,
        "big": f"{a * b:,}",
        "bigm": f"{a * b + cents[2]:,.2f}",
        "bigm_value": f"{a * b + cents[2]:.2f}",
        "sci": f"{a % 9 + 1}.{b % 10}",
        "e": a % 7 + 2,
        "ws": _words(rng.randint(2, 19)),
    }


def _f(n: Numbers, key: str) -> float:
    return float(n[key])


Family = tuple[str, Callable[[Numbers], float]]

ARITHMETIC: list[Family] = [
    # money word problems: one clear operation
    ("I spent ${m} and ${n}, how much in total?", lambda n: _f(n, "m") + _f(n, "n")),
    (
        "I paid ${m} for lunch and ${n} for dinner, what did I spend altogether?",
        lambda n: _f(n, "m") + _f(n, "n"),
    ),
    (
        "groceries were ${m}, gas was ${n} and the movie was ${o}. what's the total?",
        lambda n: _f(n, "m") + _f(n, "n") + _f(n, "o"),
    ),
    ("I bought {s} shirts at ${m} each, how much did I spend?", lambda n: n["s"] * _f(n, "m")),
    ("{s} tickets at ${m} each, what's the total?", lambda n: n["s"] * _f(n, "m")),
    ("how much do {s} coffees cost at ${m} apiece?", lambda n: n["s"] * _f(n, "m")),
    ("I had ${hi} and spent ${lo}, how much is left?", lambda n: n["hi"] - n["lo"]),
    (
        "I have {hi} dollars and I spend {lo}, how much do I have left?",
        lambda n: n["hi"] - n["lo"],
    ),
    ("I had ${a} and spent ${m}. how much do I have left?", lambda n: n["a"] - _f(n, "m")),
    ("split ${a} between {s} people", lambda n: n["a"] / n["s"]),
    ("we are {s} people and the bill is ${a}, how much each?", lambda n: n["a"] / n["s"]),
    ("divide ${m} evenly among {s} friends", lambda n: _f(n, "m") / n["s"]),
    ("the bill is ${a} for {s} of us, what does each person pay?", lambda n: n["a"] / n["s"]),
    ("if I save ${a} a month, how much will I have after {t} months?", lambda n: n["a"] * n["t"]),
    ("I earn ${a} a week. how much is that over {s} weeks?", lambda n: n["a"] * n["s"]),
    # tips and discounts
    ("what's a {p}% tip on ${m}?", lambda n: n["p"] * _f(n, "m") / 100),
    ("how much is a {p} percent tip on a ${a} bill", lambda n: n["p"] * n["a"] / 100),
    ("${m} plus a {p}% tip", lambda n: _f(n, "m") * (100 + n["p"]) / 100),
    ("take {p}% off ${a}", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("${a} after a {p}% discount", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("what's {a} minus {p}%", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("{a} plus {p} percent", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("increase {a} by {p}%", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("what is {a} decreased by {p} percent?", lambda n: n["a"] * (100 - n["p"]) / 100),
    # percentages the other way round
    ("what percent is {lo} of {hi}?", lambda n: n["lo"] / n["hi"] * 100),
    ("{lo} is what percentage of {hi}", lambda n: n["lo"] / n["hi"] * 100),
    ("what percentage of {hi} is {lo}?", lambda n: n["lo"] / n["hi"] * 100),
    ("{lo} out of {hi} as a percentage", lambda n: n["lo"] / n["hi"] * 100),
    ("{p}% of ${m}", lambda n: n["p"] * _f(n, "m") / 100),
    ("how much is {p} percent of {a}?", lambda n: n["p"] * n["a"] / 100),
    # averages, sums, products, differences
    ("average of {a}, {b}, {c} and {d}", lambda n: (n["a"] + n["b"] + n["c"] + n["d"]) / 4),
    ("what's the average of {a}, {b} and {c}?", lambda n: (n["a"] + n["b"] + n["c"]) / 3),
    ("add {a}, {b} and {c}", lambda n: n["a"] + n["b"] + n["c"]),
    ("add {a} and {b}", lambda n: n["a"] + n["b"]),
    ("sum {a} and {b}", lambda n: n["a"] + n["b"]),
    ("what do {a} and {b} add up to?", lambda n: n["a"] + n["b"]),
    ("multiply {a} and {b}", lambda n: n["a"] * n["b"]),
    ("what's the product of {a} and {b}?", lambda n: n["a"] * n["b"]),
    ("the difference between {hi} and {lo}", lambda n: n["hi"] - n["lo"]),
    ("how much is {a} x {b}?", lambda n: n["a"] * n["b"]),
    ("{a}*{b}", lambda n: n["a"] * n["b"]),
    ("what's {a} + {b} + {c}", lambda n: n["a"] + n["b"] + n["c"]),
    # rounding, remainders, powers and roots
    ("round {x} to the nearest whole number", lambda n: round(_f(n, "x"))),
    ("round {x} to {dp} decimal places", lambda n: round(_f(n, "x"), n["dp"])),
    ("what's {x} rounded to {dp} decimals?", lambda n: round(_f(n, "x"), n["dp"])),
    ("what is {a} modulo {s}?", lambda n: n["a"] % n["s"]),
    ("remainder of {a} divided by {s}", lambda n: n["a"] % n["s"]),
    ("what's the remainder when you divide {a} by {s}", lambda n: n["a"] % n["s"]),
    ("{s} to the power of {t}", lambda n: n["s"] ** n["t"]),
    ("{s} raised to {t}", lambda n: n["s"] ** n["t"]),
    ("what's the square root of {q}?", lambda n: math.sqrt(n["q"])),
    ("sqrt {q}", lambda n: math.sqrt(n["q"])),
    ("cube root of {r}", lambda n: round(n["r"] ** (1 / 3))),
    ("what is {a} squared?", lambda n: n["a"] ** 2),
    # chains
    ("start with {a}, add {b}, then multiply by {s}", lambda n: (n["a"] + n["b"]) * n["s"]),
    ("take {a}, subtract {b} and then divide by {s}", lambda n: (n["a"] - n["b"]) / n["s"]),
    ("{a} plus {b}, times {s}", lambda n: (n["a"] + n["b"]) * n["s"]),
    ("what's {a} times {s}, minus {b}?", lambda n: n["a"] * n["s"] - n["b"]),
    # number words and polite forms
    ("what is {wa} plus {ws}?", lambda n: n["a"] + _word_value(n["ws"])),
    ("could you please tell me what {a} divided by {s} is?", lambda n: n["a"] / n["s"]),
    ("hey, what's {a} times {b}?", lambda n: n["a"] * n["b"]),
    ("can you calculate {a} minus {b} for me", lambda n: n["a"] - n["b"]),
    ("I need to know {a} divided by {s}", lambda n: n["a"] / n["s"]),
    ("quick one: {a} + {b}?", lambda n: n["a"] + n["b"]),
    # a second batch, written after the first was passing and before any rule change for it
    ("{s} apples cost ${m}, how much is each apple?", lambda n: _f(n, "m") / n["s"]),
    ("a car goes {a} miles per hour for {s} hours. how far does it go?", lambda n: n["a"] * n["s"]),
    ("I work {s} hours a day for {t} days, how many hours is that?", lambda n: n["s"] * n["t"]),
    (
        "there are {s} boxes with {t} eggs in each, how many eggs in total?",
        lambda n: n["s"] * n["t"],
    ),
    (
        "I earned ${hi} and spent ${lo} on food, how much do I have left?",
        lambda n: n["hi"] - n["lo"],
    ),
    (
        "a jacket costs ${a} and is {p}% off. what's the sale price?",
        lambda n: n["a"] * (100 - n["p"]) / 100,
    ),
    ("dinner was ${m}. how much is a {p}% tip?", lambda n: _f(n, "m") * n["p"] / 100),
    (
        "dinner was ${m} and I want to leave a {p}% tip, what's the total?",
        lambda n: _f(n, "m") * (100 + n["p"]) / 100,
    ),
    ("what's {p}% more than {a}?", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("what is {p} percent less than {a}", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("the percentage increase from {lo} to {hi}", lambda n: (n["hi"] - n["lo"]) / n["lo"] * 100),
    ("what's the percent change from {a} to {b}?", lambda n: (n["b"] - n["a"]) / n["a"] * 100),
    ("{a} divided by {s}, rounded to the nearest whole number", lambda n: round(n["a"] / n["s"])),
    ("how much does each person pay if {s} people share ${a}?", lambda n: n["a"] / n["s"]),
    ("what is {s} cubed plus {a}?", lambda n: n["s"] ** 3 + n["a"]),
    ("the square root of {q} plus {a}", lambda n: math.sqrt(n["q"]) + n["a"]),
    ("multiply {s} by {t} and add {a}", lambda n: n["s"] * n["t"] + n["a"]),
    # a third batch, written after the second was passing and before any rule change for it
    (
        "if I have {hi} apples and give away {lo}, how many do I have left?",
        lambda n: n["hi"] - n["lo"],
    ),
    (
        "Tom has {a} marbles and gets {b} more. how many does he have now?",
        lambda n: n["a"] + n["b"],
    ),
    ("what's {lo} less than {hi}?", lambda n: n["hi"] - n["lo"]),
    ("what is {a} more than {b}", lambda n: n["b"] + n["a"]),
    ("increase {a} by {b}", lambda n: n["a"] + n["b"]),
    ("reduce {hi} by {lo}", lambda n: n["hi"] - n["lo"]),
    ("what is {a} added to {b}?", lambda n: n["b"] + n["a"]),
    ("{lo} subtracted from {hi}", lambda n: n["hi"] - n["lo"]),
    ("what's 1 divided by {s} as a percentage?", lambda n: 100 / n["s"]),
    ("{lo}/{hi} as a percent", lambda n: n["lo"] / n["hi"] * 100),
    ("whats {s}x{t}", lambda n: n["s"] * n["t"]),
    ("what's {t} squared minus {s} squared", lambda n: n["t"] ** 2 - n["s"] ** 2),
    ("find the product of {s}, {t} and {a}", lambda n: n["s"] * n["t"] * n["a"]),
    ("how much is {t} hours in minutes", lambda n: n["t"] * 60),
    # a fourth batch, written after the third was passing and before any rule change for it
    ("what's {p} percent of {a} plus {b}", lambda n: n["p"] * n["a"] / 100 + n["b"]),
    ("calculate the sum of {a}, {b}, and {c}", lambda n: n["a"] + n["b"] + n["c"]),
    ("what's {s} to the power {t}", lambda n: n["s"] ** n["t"]),
    ("what's negative {a} times {s}", lambda n: -n["a"] * n["s"]),
    ("what's {p} % of {a}", lambda n: n["p"] * n["a"] / 100),
    ("add {s} to {a} and then double it", lambda n: (n["a"] + n["s"]) * 2),
    ("what's {s} plus {t}, squared", lambda n: (n["s"] + n["t"]) ** 2),
    ("what is {a} multiplied by {s} multiplied by {t}", lambda n: n["a"] * n["s"] * n["t"]),
    ("can you tell me the square root of {q}?", lambda n: math.sqrt(n["q"])),
    ("what's minus {a} plus {b}", lambda n: -n["a"] + n["b"]),
    # a fifth batch: the misses of a 70-task probe written before the rule changes for it
    ("I need the mean of {a}, {b} and {c}", lambda n: (n["a"] + n["b"] + n["c"]) / 3),
    ("if a meal costs ${a} and we are {s}, how much does each pay?", lambda n: n["a"] / n["s"]),
    # a sixth batch: the misses of a second 65-task probe, written before the rule changes for it
    ("what's {t} squared divided by {s}", lambda n: n["t"] ** 2 / n["s"]),
    ("what is {p} percent of {s} million", lambda n: n["p"] * n["s"] * 1_000_000 / 100),
    ("a ticket costs ${a}. how much for {s} tickets?", lambda n: n["a"] * n["s"]),
    # a seventh batch: the misses of a third probe, written before the rule changes for it
    ("I owe ${hi} and paid back ${lo}, how much do I still owe?", lambda n: n["hi"] - n["lo"]),
    (
        "we ordered {s} pizzas at ${m} each and a salad for ${n}, what's the total?",
        lambda n: n["s"] * _f(n, "m") + _f(n, "n"),
    ),
    (
        "there are {a} students and {s} groups, how many students per group?",
        lambda n: n["a"] / n["s"],
    ),
    ("a box holds {t} eggs, how many eggs are in {s} boxes?", lambda n: n["t"] * n["s"]),
    # an eighth batch: the failure families of blind held-out sets 4 and 5 (now tuning data),
    # each in phrasings beyond the failing one, written before the rule changes for them
    (
        "Dinner came to ${m}. With a {p}% tip, split evenly among {s} people, how much does each "
        "of us owe?",
        lambda n: _f(n, "m") * (100 + n["p"]) / 100 / n["s"],
    ),
    (
        "the bill is ${big}, add a {p}% tip and split it between {s} of us, how much each?",
        lambda n: n["ab"] * (100 + n["p"]) / 100 / n["s"],
    ),
    (
        "lunch was ${n} plus a {p} percent tip, shared by {s} friends. what does each person pay?",
        lambda n: _f(n, "n") * (100 + n["p"]) / 100 / n["s"],
    ),
    ("How many times does {s} go into {big}?", lambda n: n["ab"] / n["s"]),
    ("how many times does {t} fit into {a}", lambda n: n["a"] / n["t"]),
    ("how many times will {s} go into {wa}?", lambda n: n["a"] / n["s"]),
    ("What number is {lo} less than {hi}?", lambda n: n["hi"] - n["lo"]),
    ("what number is {s} more than {big}?", lambda n: n["ab"] + n["s"]),
    ("which number is {lo} fewer than {hi}", lambda n: n["hi"] - n["lo"]),
    ("What is {x} rounded to the nearest tenth?", lambda n: round(_f(n, "x"), 1)),
    ("round {x} to the nearest hundredth", lambda n: round(_f(n, "x"), 2)),
    ("{x} to the nearest thousandth, please", lambda n: round(_f(n, "x"), 3)),
    ("what's {x} rounded to the nearest whole number", lambda n: round(_f(n, "x"))),
    ("round {big} to the nearest ten", lambda n: round(n["ab"], -1)),
    ("what is {big} rounded to the nearest hundred?", lambda n: round(n["ab"], -2)),
    ("round {big} to the nearest thousand", lambda n: round(n["ab"], -3)),
    (
        "A recipe calls for {a} grams of flour, but I'm only making half of it. How many grams "
        "do I need?",
        lambda n: n["a"] / 2,
    ),
    (
        "the recipe needs {a} ml of milk and I'm making three quarters of it, how much milk do "
        "I need?",
        lambda n: n["a"] * 3 / 4,
    ),
    (
        "a recipe uses {t} eggs and I'm doubling it. how many eggs do I need?",
        lambda n: n["t"] * 2,
    ),
    (
        "my recipe calls for {a} g of sugar; I'm only making a third of it. how much sugar?",
        lambda n: n["a"] / 3,
    ),
    ("{lo} out of {hi} is what percentage?", lambda n: n["lo"] / n["hi"] * 100),
    ("what percentage is {lo} out of {hi}?", lambda n: n["lo"] / n["hi"] * 100),
    (
        "I got {lo} out of {hi} on the test, what percent is that?",
        lambda n: n["lo"] / n["hi"] * 100,
    ),
    (
        "My rent is ${big} a month and it's going up {p}%. What will it be now?",
        lambda n: n["ab"] * (100 + n["p"]) / 100,
    ),
    (
        "my salary is ${a} and it's going down {p} percent, what will it be?",
        lambda n: n["a"] * (100 - n["p"]) / 100,
    ),
    (
        "the price was ${m} and it went up by {p}%. what is it now?",
        lambda n: _f(n, "m") * (100 + n["p"]) / 100,
    ),
    (
        "Train tickets are ${a} each and we need {s} of them. What's the total cost?",
        lambda n: n["a"] * n["s"],
    ),
    (
        "concert tickets cost ${m} each and we're buying {s}, what's the total?",
        lambda n: _f(n, "m") * n["s"],
    ),
    (
        "apples are ${m} apiece and I want {t} of them, how much will that be?",
        lambda n: _f(n, "m") * n["t"],
    ),
    (
        "My paycheck was ${bigm} and my bills came to ${m}. What's left over?",
        lambda n: _f(n, "bigm_value") - _f(n, "m"),
    ),
    (
        "my budget is ${big} and I've spent ${a}, how much remains?",
        lambda n: n["ab"] - n["a"],
    ),
    (
        "I earned ${bigm} this month and my rent was ${n}. How much do I have left?",
        lambda n: _f(n, "bigm_value") - _f(n, "n"),
    ),
    # phrasings found by a probe after the batch above passed, written before the rule changes
    (
        "Tickets cost ${a} each and {s} of us are going. What's the total?",
        lambda n: n["a"] * n["s"],
    ),
    (
        "the price of gas went up {p}% from ${m}, what is it now?",
        lambda n: _f(n, "m") * (100 + n["p"]) / 100,
    ),
    (
        "A recipe calls for {t} cups of flour and I'm making a double batch. how much flour?",
        lambda n: n["t"] * 2,
    ),
    ("I'm halving a recipe that needs {a} grams of butter. how many grams?", lambda n: n["a"] / 2),
    # more phrasings from a second probe, written before the rule changes for them
    (
        "My salary of ${big} is going up {p}%. What will I earn?",
        lambda n: n["ab"] * (100 + n["p"]) / 100,
    ),
    ("Each ticket is ${a} and we need {s}. What's the total?", lambda n: n["a"] * n["s"]),
    (
        "each seat costs ${m} and we're booking {t}, how much in total?",
        lambda n: _f(n, "m") * n["t"],
    ),
    ("how many {s}s are in {big}?", lambda n: n["ab"] / n["s"]),
    ("how many {t}s are there in {a}", lambda n: n["a"] / n["t"]),
    # a per-person amount asked as a total: read as a share (a wrong answer), found by a probe
    (
        "I have {s} kids and each needs ${a} for the trip, how much in total?",
        lambda n: n["s"] * n["a"],
    ),
    ("each of the {s} of us paid ${m}, how much altogether?", lambda n: n["s"] * _f(n, "m")),
    (
        "I got {lo} out of {hi} on my quiz. What percentage did I get?",
        lambda n: n["lo"] / n["hi"] * 100,
    ),
    ("What is {sci} x 10^{e} divided by {s}?", lambda n: _f(n, "sci") * 10 ** n["e"] / n["s"]),
    ("what's {sci} × 10^{e} times {t}", lambda n: _f(n, "sci") * 10 ** n["e"] * n["t"]),
    ("{sci} x 10^{e} plus {a}", lambda n: _f(n, "sci") * 10 ** n["e"] + n["a"]),
]
"""Arithmetic families, written before the rules were changed for them."""


def _word_value(words: str) -> int:
    small = _SMALL.split()
    return small.index(words)


TITLES = [
    "pay the electricity bill",
    "call the plumber",
    "buy oat milk",
    "renew my passport",
    "book a table for dinner",
    "water the tomatoes",
    "return the library books",
    "email the landlord",
    "pick up the dry cleaning",
    "clean the gutters",
    "send mum a birthday card",
    "fix the squeaky door",
    "schedule a dentist appointment",
    "wash the car",
]
ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"]

TodoTemplate = tuple[str, Callable[[dict[str, Any]], list[tuple[str, dict[str, Any]]]]]


def _one(tool: str, key: str) -> Callable[[dict[str, Any]], list[tuple[str, dict[str, Any]]]]:
    return lambda v: [(tool, {key: v[key]})]


TODOS: list[TodoTemplate] = [
    # adding one item
    ("remind me to {title}", _one("todo_add", "title")),
    ("could you remind me to {title}?", _one("todo_add", "title")),
    ("add {title} to my list", _one("todo_add", "title")),
    ("add {title} to my to do list", _one("todo_add", "title")),
    ("put {title} on my to-do list please", _one("todo_add", "title")),
    ("new task: {title}", _one("todo_add", "title")),
    ("add a todo: {title}", _one("todo_add", "title")),
    ("add to my list: {title}", _one("todo_add", "title")),
    ("add {title} as a task", _one("todo_add", "title")),
    ("add a task to {title}", _one("todo_add", "title")),
    ("I need to {title}, add it to my list", _one("todo_add", "title")),
    ("I have to {title} - put it on my list", _one("todo_add", "title")),
    ("don't let me forget to {title}", _one("todo_add", "title")),
    ("can you add '{title}' to my todos?", _one("todo_add", "title")),
    ("make a note to {title}", _one("todo_add", "title")),
    # adding several
    (
        "add {title}, {other} and {third} to my list",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other", "third")],
    ),
    (
        "remind me to {title} and to {other}",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    # completing
    ("complete {title}", _one("todo_complete", "title")),
    ("finish {title}", _one("todo_complete", "title")),
    ("tick off {title}", _one("todo_complete", "title")),
    ("check off {title}", _one("todo_complete", "title")),
    ("mark {title} as done", _one("todo_complete", "title")),
    ("I've done {title}", _one("todo_complete", "title")),
    ("{title} is done", _one("todo_complete", "title")),
    ("cross {title} off my list", _one("todo_complete", "title")),
    ("complete number {id}", _one("todo_complete", "id")),
    ("tick off #{id}", _one("todo_complete", "id")),
    ("check off task {id}", _one("todo_complete", "id")),
    ("mark {id} as done", _one("todo_complete", "id")),
    ("mark the {ordinal} one as done", lambda v: [("todo_complete", {"id": v["position"]})]),
    ("finish the {ordinal} task", lambda v: [("todo_complete", {"id": v["position"]})]),
    # deleting
    ("delete {title}", _one("todo_delete", "title")),
    ("remove {title} from my list", _one("todo_delete", "title")),
    ("scratch {title}", _one("todo_delete", "title")),
    ("get rid of {title}", _one("todo_delete", "title")),
    ("take {title} off my list", _one("todo_delete", "title")),
    ("remove number {id}", _one("todo_delete", "id")),
    ("delete the {ordinal} item", lambda v: [("todo_delete", {"id": v["position"]})]),
    ("drop task {id}", _one("todo_delete", "id")),
    (
        "delete tasks {id} and {id2}",
        lambda v: [("todo_delete", {"id": v["id"]}), ("todo_delete", {"id": v["id2"]})],
    ),
    # clearing
    ("clear my list", lambda v: [("todo_clear", {})]),
    ("clear my todo list", lambda v: [("todo_clear", {})]),
    ("delete all my todos", lambda v: [("todo_clear", {})]),
    ("wipe the list", lambda v: [("todo_clear", {})]),
    ("empty my to-do list", lambda v: [("todo_clear", {})]),
    ("remove everything from my list", lambda v: [("todo_clear", {})]),
    ("please delete every task", lambda v: [("todo_clear", {})]),
    ("clear all todos", lambda v: [("todo_clear", {})]),
    # reading
    ("what's on my list?", lambda v: [("todo_list", {})]),
    ("what do I have to do?", lambda v: [("todo_list", {})]),
    ("show me my to-do list", lambda v: [("todo_list", {})]),
    ("list my tasks", lambda v: [("todo_list", {})]),
    ("what's left on my list?", lambda v: [("todo_list", {})]),
    ("read me my list", lambda v: [("todo_list", {})]),
    (
        "add {title} to my list and show me the list",
        lambda v: [*_one("todo_add", "title")(v), ("todo_list", {})],
    ),
    # a second batch, written after the first was passing and before any rule change for it
    ("add '{title}'", _one("todo_add", "title")),
    ('please add "{title}"', _one("todo_add", "title")),
    ("delete the todo called {title}", _one("todo_delete", "title")),
    ("mark the task '{title}' as done", _one("todo_complete", "title")),
    ("clear completed tasks", lambda v: [("todo_clear", {"only_done": True})]),
    ("remove all completed todos", lambda v: [("todo_clear", {"only_done": True})]),
    ("I completed {title}", _one("todo_complete", "title")),
    ("how many things are on my list?", lambda v: [("todo_list", {})]),
    ("tick off the {ordinal} item", lambda v: [("todo_complete", {"id": v["position"]})]),
    (
        "put '{title}' and '{other}' on my list",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    # a third batch, written after the second was passing and before any rule change for it
    ("add {title} to the shopping list", _one("todo_add", "title")),
    ("remind me about {title}", _one("todo_add", "title")),
    ("I should {title}, can you add that to my list?", _one("todo_add", "title")),
    ("finished {title}", _one("todo_complete", "title")),
    ("delete #{id}", _one("todo_delete", "id")),
    ("remove {id}", _one("todo_delete", "id")),
    ("clear out my to-do list", lambda v: [("todo_clear", {})]),
    ("delete everything on my list", lambda v: [("todo_clear", {})]),
    ("get rid of all my todos", lambda v: [("todo_clear", {})]),
    ("how many todos are done?", lambda v: [("todo_list", {})]),
    # a fourth batch, written after the third was passing and before any rule change for it
    ("new todo - {title}", _one("todo_add", "title")),
    ("add {title} to my tasks for today", _one("todo_add", "title")),
    ("create a task: {title}", _one("todo_add", "title")),
    ("complete the task {title}", _one("todo_complete", "title")),
    ("I already did {title}", _one("todo_complete", "title")),
    ("mark {title} done", _one("todo_complete", "title")),
    ("check {title} off", _one("todo_complete", "title")),
    ("delete todo '{title}'", _one("todo_delete", "title")),
    ("what tasks do I have left?", lambda v: [("todo_list", {})]),
    ("is there anything on my list", lambda v: [("todo_list", {})]),
    ("how many items are on my to do list", lambda v: [("todo_list", {})]),
    (
        "show my todos and add {title}",
        lambda v: [("todo_list", {}), *_one("todo_add", "title")(v)],
    ),
    # a fifth batch: the misses of a 70-task probe written before the rule changes for it
    ("I need to {title}, please add that to my list", _one("todo_add", "title")),
    ("wipe my to-do list clean", lambda v: [("todo_clear", {})]),
    ("what have I got to do today?", lambda v: [("todo_list", {})]),
    # a sixth batch: the misses of a second 65-task probe, written before the rule changes for it
    (
        "add two things to my list: {title} and {other}",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    ("put down '{title}' as a task", _one("todo_add", "title")),
    ("note down: {title}", _one("todo_add", "title")),
    ("remind me that I need to {title}", _one("todo_add", "title")),
    ("tick number {id}", _one("todo_complete", "id")),
    ("task {id} is done", _one("todo_complete", "id")),
    ("what's on the agenda?", lambda v: [("todo_list", {})]),
    ("whats left to do", lambda v: [("todo_list", {})]),
    # a seventh batch: the misses of a third probe, written before the rule changes for it
    ("thanks! now delete todo {id}", _one("todo_delete", "id")),
    # an eighth batch: the misses of a fourth probe, written before the rule changes for it
    (
        "remove '{title}' and '{other}'",
        lambda v: [("todo_delete", {"title": v[k]}) for k in ("title", "other")],
    ),
    (
        "check off '{title}' and '{other}'",
        lambda v: [("todo_complete", {"title": v[k]}) for k in ("title", "other")],
    ),
    (
        "please mark the second and third items as done",
        lambda v: [("todo_complete", {"id": 2}), ("todo_complete", {"id": 3})],
    ),
    ("what did I add to my list?", lambda v: [("todo_list", {})]),
    ("my tasks please", lambda v: [("todo_list", {})]),
    ("todos?", lambda v: [("todo_list", {})]),
    # a ninth batch: the failure families of blind held-out sets 4 and 5 (now tuning data), each
    # in phrasings beyond the failing one, written before the rule changes for them
    (
        "Add {title} and {other} to my to-do list.",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    (
        "put {title} and {other} on my list",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    (
        "please add {title}, {other} and {third} to the list",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other", "third")],
    ),
    (
        "put {title} and get a haircut on my to-do list",
        lambda v: [("todo_add", {"title": v["title"]}), ("todo_add", {"title": "get a haircut"})],
    ),
    (
        "add {title} and check the tyre pressure to my list",
        lambda v: [
            ("todo_add", {"title": v["title"]}),
            ("todo_add", {"title": "check the tyre pressure"}),
        ],
    ),
    (  # quotes keep a title whole
        "add '{title} and {other}' to my list",
        lambda v: [("todo_add", {"title": f"{v['title']} and {v['other']}"})],
    ),
    (
        "add buy salt and pepper to my list",
        lambda v: [("todo_add", {"title": "buy salt and pepper"})],
    ),
    (
        "add salt and pepper to my shopping list",
        lambda v: [("todo_add", {"title": "salt and pepper"})],
    ),
    (
        "add clean and iron the shirts to my list",
        lambda v: [("todo_add", {"title": "clean and iron the shirts"})],
    ),
    (
        "I need to {title} and {other}, put both on my list.",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    (
        "I have to {title} and {other} - add them to my to-do list",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    (
        "i should {title} and {other}, can you add both to my list?",
        lambda v: [("todo_add", {"title": v[k]}) for k in ("title", "other")],
    ),
    ("I don't need to {title} anymore, delete it.", _one("todo_delete", "title")),
    ("I no longer need to {title}, remove it from my list", _one("todo_delete", "title")),
    ("I don't have to {title} any more - take it off my list", _one("todo_delete", "title")),
    ("How many things are left to do?", lambda v: [("todo_list", {})]),
    ("how many open to-dos do I have?", lambda v: [("todo_list", {})]),
    ("how many tasks are still open?", lambda v: [("todo_list", {})]),
    ("how many things do I still have to do", lambda v: [("todo_list", {})]),
    ("Is '{title}' done?", _one("todo_list", "title")),
    ("is {title} finished yet?", _one("todo_list", "title")),
    ("Have I finished {title}?", _one("todo_list", "title")),
    ("have I already done '{title}'?", _one("todo_list", "title")),
    ("did I finish {title} yet?", _one("todo_list", "title")),
    ("did I {title} already?", lambda v: [("todo_list", {})]),
]
"""To-do families, written before the rules were changed for them."""

QUESTIONS = [
    "how many tasks do I have?",
    "is {title} on my list?",
    "did I already add {title}?",
    "have I finished {title} yet?",
    "any todos left?",
    "what's the first thing on my list?",
    "do I have anything on my list?",
    "when did I add {title}?",
    "Is '{title}' done?",
    "is {title} completed?",
    "have I done {title} yet?",
    "How many things are left to do?",
    "how many open todos are there?",
    "I don't need to {title} anymore",
    "don't add {title} and {other} to my list",
]
"""Questions about the list: they may read it, never change it."""


@dataclass(frozen=True)
class _Case:
    task: str
    calls: list[tuple[str, dict[str, Any]]]


def _todo_cases(per_template: int, seed: int) -> list[_Case]:
    rng = random.Random(seed)
    cases = []
    for template, calls in TODOS:
        for _ in range(per_template):
            title, other, third = rng.sample(TITLES, 3)
            position = rng.randint(1, len(ORDINAL_WORDS))
            values = {
                "title": title,
                "other": other,
                "third": third,
                "id": rng.randint(1, 30),
                "id2": rng.randint(31, 60),
                "ordinal": ORDINAL_WORDS[position - 1],
                "position": position,
            }
            cases.append(_Case(template.format(**values), calls(values)))
    return cases


async def test_arithmetic_families_are_right() -> None:
    rng = random.Random(2615)
    wrong = []
    total = 0
    for template, compute in ARITHMETIC:
        for _ in range(5):
            numbers = _draw(rng)
            task, expected = template.format(**numbers), compute(numbers)
            total += 1
            value = await calculator_answer(task)
            if not (isinstance(value, int | float) and math.isclose(value, expected, rel_tol=1e-9)):
                wrong.append(f"{task!r}: got {value!r}, expected {expected!r}")
    assert total >= 300
    assert wrong == [], f"{len(wrong)}/{total} wrong:\n" + "\n".join(wrong)


async def test_todo_families_plan_the_right_grounded_calls() -> None:
    tools = everyday_tools()
    wrong = []
    cases = _todo_cases(per_template=3, seed=2615)
    for case in cases:
        result = await RulePlanner().plan(PlanRequest(task=case.task, tools=tools))
        calls = [(s.tool, s.args) for s in result.plan.steps] if result else None
        if calls != case.calls:
            wrong.append(f"{case.task!r}: planned {calls}")
        elif result and (problems := ungrounded(result.plan, tools, case.task)):
            wrong.append(f"{case.task!r}: ungrounded {problems}")
    assert wrong == [], f"{len(wrong)}/{len(cases)} wrong:\n" + "\n".join(wrong)


async def test_questions_about_the_list_change_nothing() -> None:
    tools = everyday_tools()
    rng = random.Random(2615)
    for template in QUESTIONS:
        title, other = rng.sample(TITLES, 2)
        task = template.format(title=title, other=other)
        result = await RulePlanner().plan(PlanRequest(task=task, tools=tools))
        planned = {s.tool for s in result.plan.steps} if result else set()
        assert planned <= {"todo_list"}, f"{task!r} planned {planned}"


WRONG_READINGS = [
    "train tickets are $11 each and we need 7 of them",
    "tickets are $38 each and there are 4 of us, how much?",
    "we are 4 and the bill is $80 with 3 drinks each, how much?",
    "5 apples cost $3 each and 2 of them were bad, how many are left?",
    "45 out of 50 students passed, what percent failed?",
    "dinner was $60 with a 20% tip for 3 of us, how much is the tip each?",
    "I had 20 apples and ate 5 each day, how many are left after 3 days?",
    "I scored 45 out of 50 and lost 5 points, what percentage is that?",
    # one kind in two units, asked in none of them: adding the numbers as they stand is wrong
    "the film is 2 hours and the trailer 5 minutes, how long in total?",
    "I bought 2 kg of apples and 500 g of pears, how much fruit in total?",
]
"""Stories with more than one reading (or no question): refused, never answered wrongly."""


async def test_stories_with_more_than_one_reading_are_refused() -> None:
    for task in WRONG_READINGS:
        result = await RulePlanner().plan(PlanRequest(task=task, tools=everyday_tools()))
        assert result is None, f"{task!r} planned {result.plan.steps if result else None}"


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("I ran for 1 hour 20 minutes and then 45 minutes, how many minutes altogether?", 125),
        ("I walked 3 miles and 4 miles, how many kilometers is that in total?", 7 * 1.609344),
    ],
)
async def test_stories_in_two_units_are_converted_before_they_add_up(
    task: str, expected: float
) -> None:
    assert await calculator_answer(task) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("what's 18 plus 7 all divided by 5", 5),  # "all": the whole so far
        ("12 plus 8 all times 3", 60),
        ("4 plus 5, all squared", 81),
        ("round 18.5 to the nearest whole number", 19),  # halves round up, as people expect
        ("what is 2.675 rounded to 2 decimal places", 2.68),
        ("quick, 250 * 4?", 1000),
        ("what is 72 fahrenheit in celsius", (72 - 32) * 5 / 9),
        ("convert 30 degrees celsius to fahrenheit", 86),
        ("100 °C in F", 212),
        ("(3 + 4) x 2", 14),
        ("if I multiply 6 by 7 what do I get", 42),
        ("what is 3 and a half times 4", 14),
        ("whats 4 factorial", 24),
        ("how much bigger is 300 than 175", 125),
        ("how much younger is 12 than 40", 28),
        ("$20 off $85", 65),  # money off, not a percent
        ("what's $85 with $20 off", 65),
        ("what's the price of a $60 item with a $15 coupon", 45),
        ("new price after a 15% increase on $40", 46),
        ("the new total after a 20% discount on a $75 jacket", 60),
        ("what is the 4th root of 81", 3),
        ("10 to the minus 3", 0.001),
        ("What's 25% of 80, plus 10% of 50?", 25),  # "plus" carries on with an operand
        ("What's 12% of 250? Also, what's 18 times 4?", 72),
        ("If a shirt costs $40 and is 25% off, how much do I save?", 10),  # the share saved
        ("A $80 coat is 30% off. How much is the discount?", 24),
        ("A $80 coat is 30% off. What do I pay?", 56),
        (
            "Hi! I was wondering if you could tell me what 12 multiplied by 30 is? Thanks so much.",
            360,
        ),
        ("If 2,400 is increased by 5%, what do you get?", 2520),
        ("how much is $80 with a quarter off?", 60),
        ("half off 90", 45),
    ],
)
async def test_all_rounding_and_temperatures(task: str, expected: float) -> None:
    assert await calculator_answer(task) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("task", "answer"),
    [
        ("calculate 2+2 and 3*3", "2+2 = 4\n3*3 = 9"),
        ("whats 10% of 50 and 20% of 80", "10% of 50 = 5\n20% of 80 = 16"),
        ("add 17, 23 and 41", "add 17, 23 and 41 = 81"),  # one sum, not three numbers
    ],
)
async def test_two_operations_joined_by_and_are_two_answers(task: str, answer: str) -> None:
    result = await Agent("test", everyday_tools(), planner="rule").run(task)
    assert result.output == answer


async def test_whether_an_item_is_on_the_list_is_answered_yes_or_no(tmp_path: Any) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools(Settings(home=tmp_path))])
    await tools.get("todo_add").call({"title": "hand soap"})
    for task, answer in [
        ("do I have hand soap on my list?", "Yes: 1. hand soap — open"),
        ("do I have light bulbs on my list?", "No: (no todo titled 'light bulbs')"),
        ("is 'hand soap' on my list?", "Yes: 1. hand soap — open"),
        ("Is there bread on my to-do list?", "No: (no todo titled 'bread')"),
        ("is hand soap done?", "1. hand soap — open"),  # its state, not yes or no
    ]:
        result = await Agent("test", tools, planner="rule").run(task)
        assert result.output == answer, task
    assert [t["title"] for t in (await tools.get("todo_list").call({}))["todos"]] == ["hand soap"]


async def test_how_many_left_answers_with_the_count(tmp_path: Any) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools(Settings(home=tmp_path))])
    for title in ("pay rent", "call mom", "wash the car"):
        await tools.get("todo_add").call({"title": title})
    await tools.get("todo_complete").call({"title": "call mom"})
    for task in ("How many things are left to do?", "how many open to-dos do I have?"):
        result = await Agent("test", tools, planner="rule").run(task)
        assert result.status == "completed", task
        assert "2 open" in str(result.output) and "wash the car" in str(result.output), (
            result.output
        )


async def test_a_completion_then_tell_me_how_many_answers_with_the_count(tmp_path: Any) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools(Settings(home=tmp_path))])
    for title in ("pay rent", "call mom", "wash the car"):
        await tools.get("todo_add").call({"title": title})
    task = 'Please mark "call mom" as complete and tell me how many open to-dos I have left.'
    result = await Agent("test", tools, planner="rule").run(task)
    assert result.status == "completed"
    assert str(result.output).endswith("1 done; you have 2 open todos."), result.output


async def test_is_it_done_answers_from_the_list(tmp_path: Any) -> None:
    tools = Toolset([calculator_tool, *build_todo_tools(Settings(home=tmp_path))])
    for title in ("pay rent", "call mom"):
        await tools.get("todo_add").call({"title": title})
    await tools.get("todo_complete").call({"title": "call mom"})
    done = await Agent("test", tools, planner="rule").run("Is 'call mom' done?")
    open_ = await Agent("test", tools, planner="rule").run("have I finished pay rent?")
    assert "call mom — done" in str(done.output), done.output
    assert "pay rent — open" in str(open_.output), open_.output
    assert "pay rent" not in str(done.output) and "call mom" not in str(open_.output)  # just X
