"""Write `everyday-heldout-2.yaml`: a second held-out set of everyday calculator and to-do tasks.

The templates below were written as a new user would phrase requests, before any rule was changed
for them, and they are never used to tune the rules (tune on `everyday-tuned.yaml` and the first
held-out set). Numbers and to-do titles are drawn at random from a fixed seed; every expected
answer and end state is computed here, in plain Python, never by agentschool's own code.

    python evals/gen_everyday_heldout_2.py            # rewrites evals/everyday-heldout-2.yaml
    agentschool eval evals/everyday-heldout-2.yaml    # the default planner (hybrid, local model)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

SEED = 20261125
OUT = Path(__file__).with_name("everyday-heldout-2.yaml")

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth".split()


def words(n: int) -> str:
    """English words for 0 <= n < 1000 ("two hundred and forty-five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[unit]}" if unit else "")
    hundreds, rest = divmod(n, 100)
    head = f"{_ONES[hundreds]} hundred"
    return head + (f" and {words(rest)}" if rest else "")


def suffix(n: int) -> str:
    """2 → 2nd, 3 → 3rd, 11 → 11th."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


TITLES = [
    "buy light bulbs",
    "return the library books",
    "call grandma",
    "book a haircut",
    "pay the electricity bill",
    "fix the bike tyre",
    "send a birthday card to Lea",
    "clean the fridge",
    "renew the gym membership",
    "order printer ink",
    "schedule the car service",
    "water the garden",
    "pick up the dry cleaning",
    "update my resume",
    "back up the laptop",
    "buy dog food",
    "cancel the magazine subscription",
    "plan the weekend trip",
    "wash the car",
    "reply to Anna",
    "defrost the freezer",
    "get a flu shot",
    "oil the squeaky door",
    "file the expense report",
    "buy a present for Tom",
    "change the bed sheets",
    "repot the basil",
    "check the tyre pressure",
]

N = dict[str, Any]
Arith = tuple[str, Callable[[N], float]]

# Placeholders: a, b, c, d (2-999), s, t (2-9), e (2-6), p (5-60 by 5 or any 1-40), m (money with
# cents), q (a perfect square), cb (a perfect cube), x (5 decimals), big (1,000-99,999).
ARITHMETIC: list[Arith] = [
    ("{a} plus {b} equals what?", lambda n: n["a"] + n["b"]),
    ("what's {a} and {b} added together", lambda n: n["a"] + n["b"]),
    ("how much is {a} take away {b}", lambda n: n["a"] - n["b"]),
    ("deduct {b} from {a}", lambda n: n["a"] - n["b"]),
    ("what is {a} multiplied by {b}", lambda n: n["a"] * n["b"]),
    ("multiply {a} and {b} together", lambda n: n["a"] * n["b"]),
    ("{a} ÷ {s}", lambda n: n["a"] / n["s"]),
    ("what do I get when I divide {a} by {s}?", lambda n: n["a"] / n["s"]),
    ("calculate {p}% of ${m}", lambda n: n["p"] * n["m"] / 100),
    ("what's {p} per cent of {a}", lambda n: n["p"] * n["a"] / 100),
    ("how big is a {p}% tip on a ${m} bill?", lambda n: n["p"] * n["m"] / 100),
    ("${m} plus {p}% tax", lambda n: n["m"] * (100 + n["p"]) / 100),
    ("what is {a} after a {p}% increase", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("{a} decreased by {p} percent", lambda n: n["a"] * (100 - n["p"]) / 100),
    ("${m} with {p}% off", lambda n: n["m"] * (100 - n["p"]) / 100),
    ("increase {a} by {p}%", lambda n: n["a"] * (100 + n["p"]) / 100),
    ("divide ${m} evenly among {s} people", lambda n: n["m"] / n["s"]),
    ("split a ${m} bill {s} ways", lambda n: n["m"] / n["s"]),
    (
        "average these numbers: {a}, {b}, {c}, {d}",
        lambda n: (n["a"] + n["b"] + n["c"] + n["d"]) / 4,
    ),
    ("what's the arithmetic mean of {a}, {b} and {c}?", lambda n: (n["a"] + n["b"] + n["c"]) / 3),
    ("sum up {a}, {b}, {c}", lambda n: n["a"] + n["b"] + n["c"]),
    ("{a} times itself", lambda n: n["a"] ** 2),
    ("raise {s} to the third power", lambda n: n["s"] ** 3),
    ("what's the square root of {q}?", lambda n: math.isqrt(n["q"])),
    ("cube root of {cb}", lambda n: round(n["cb"] ** (1 / 3))),
    ("{s} to the {e_th} power", lambda n: n["s"] ** n["e"]),
    ("{s} raised to the power {e}", lambda n: n["s"] ** n["e"]),
    ("{s} ** {e}", lambda n: n["s"] ** n["e"]),
    ("{a} modulo {s}", lambda n: n["a"] % n["s"]),
    ("what's the remainder of {a} divided by {s}", lambda n: n["a"] % n["s"]),
    ("{x} rounded to {r} decimal places", lambda n: round(n["x"], n["r"])),
    ("round {x} to the nearest whole number", lambda n: round(n["x"])),
    ("{w_a} plus {w_b}", lambda n: n["a"] + n["b"]),
    ("what is {w_a} times {w_s}", lambda n: n["a"] * n["s"]),
    ("{w_a} divided by {w_s}", lambda n: n["a"] / n["s"]),
    ("3/4 of {a}", lambda n: n["a"] * 3 / 4),
    ("what is one sixth of {a}?", lambda n: n["a"] / 6),
    ("two fifths of {a}", lambda n: n["a"] * 2 / 5),
    ("what's {s}e4 divided by {t}", lambda n: n["s"] * 10000 / n["t"]),
    ("{s}.5e-2 times {a}", lambda n: (n["s"] + 0.5) / 100 * n["a"]),
    ("{big_s} minus {big2_s}", lambda n: n["big"] - n["big2"]),
    ("${m} + ${m2} + ${m3}", lambda n: n["m"] + n["m2"] + n["m3"]),
    ("{a} plus {b}; multiply the result by {s}", lambda n: (n["a"] + n["b"]) * n["s"]),
    ("{a} times {s} and then subtract {b}", lambda n: n["a"] * n["s"] - n["b"]),
    ("what's {a} minus {b}, then times {s}", lambda n: (n["a"] - n["b"]) * n["s"]),
    ("divide {a} by {s}, then multiply by {t}", lambda n: n["a"] / n["s"] * n["t"]),
    ("{y1} + {y2}", lambda n: round(n["y1"] + n["y2"], 1)),
    ("{p}% of {a} is how much?", lambda n: n["p"] * n["a"] / 100),
    ("{a} minus {b} minus {c}", lambda n: n["a"] - n["b"] - n["c"]),
    ("({a} + {b}) * {s}", lambda n: (n["a"] + n["b"]) * n["s"]),
    ("{a} * {b} / {s}", lambda n: n["a"] * n["b"] / n["s"]),
    ("calculate {a} over {s}", lambda n: n["a"] / n["s"]),
    ("double {a}", lambda n: 2 * n["a"]),
    ("twice {a}", lambda n: 2 * n["a"]),
    ("{a} divided into {s} equal parts", lambda n: n["a"] / n["s"]),
    ("how many minutes are there in {s} hours?", lambda n: 60 * n["s"]),
]


def _numbers(rng: random.Random) -> N:
    a, b = rng.randint(2, 999), rng.randint(2, 999)
    s, t, e = rng.randint(2, 9), rng.randint(2, 9), rng.randint(2, 6)
    big, big2 = rng.randint(10_000, 99_999), rng.randint(1_000, 9_999)
    x = rng.randint(1, 999) + (rng.randint(0, 9_999) * 10 + rng.randint(1, 9)) / 100_000
    # the fifth decimal is never 0, so rounding to 0-3 decimals never meets a tie
    return {
        "a": a,
        "b": b,
        "c": rng.randint(2, 999),
        "d": rng.randint(2, 999),
        "s": s,
        "t": t,
        "e": e,
        "e_th": suffix(e),
        "p": rng.choice([5, 10, 12, 15, 18, 20, 25, 30, 40, 7, 3, 8]),
        "m": rng.randint(5, 300) + rng.randint(0, 99) / 100,
        "m2": rng.randint(1, 90) + rng.randint(0, 99) / 100,
        "m3": rng.randint(1, 90) + rng.randint(0, 99) / 100,
        "q": rng.randint(2, 60) ** 2,
        "cb": rng.randint(2, 20) ** 3,
        "x": round(x, 5),
        "r": rng.randint(1, 3),
        "k": big2 // 100,  # 10-99, from a draw already made (held-out 2's numbers stay put)
        "big": big,
        "big2": big2,
        "big_s": f"{big:,}",
        "big2_s": f"{big2:,}",
        "w_a": words(a),
        "w_b": words(b),
        "w_s": words(s),
        "y1": rng.randint(1, 99) / 10,
        "y2": rng.randint(1, 99) / 10,
    }


def _money(n: N) -> N:
    for key in ("m", "m2", "m3"):
        n[key] = float(f"{n[key]:.2f}")
    return n


def arithmetic_cases(
    rng: random.Random, per_template: int, templates: list[Arith] = ARITHMETIC
) -> list[dict[str, Any]]:
    """`per_template` cases of each arithmetic template, with their Python answers."""
    cases = []
    for index, (template, compute) in enumerate(templates):
        for copy in range(per_template):
            n = _money(_numbers(rng))
            task = template.format(
                **{k: (f"{v:.2f}" if k in ("m", "m2", "m3") else v) for k, v in n.items()}
            )
            value = float(compute(n))
            expect: dict[str, Any] = {"numeric": value, "no_side_effects": True}
            tolerance = max(1e-6, abs(value) * 1e-12)
            if tolerance > 1e-6:
                expect["tolerance"] = tolerance
            cases.append(
                {
                    "name": f"arith-{index:02d}-{copy}",
                    "task": task,
                    "expect": expect,
                    "tags": ["arithmetic"],
                }
            )
    return cases


def _ordinal(k: int) -> str:
    return _ORDINALS[k - 1]


# A to-do template: (task, what it does). The action works on the setup list (titles, 1-based ids
# in order) and returns the expected end state [(title, done)] plus what the answer must contain.
State = list[list[Any]]
TodoAction = Callable[[State, N], list[str]]
TodoTemplate = tuple[str, int, TodoAction]  # (task, setup size, action)


def _add(*keys: str) -> TodoAction:
    def act(state: State, n: N) -> list[str]:
        state.extend([n[k], False] for k in keys)
        return []

    return act


def _complete(*keys: str) -> TodoAction:
    def act(state: State, n: N) -> list[str]:
        for key in keys:
            state[n[key] - 1][1] = True
        return []

    return act


def _delete(*keys: str) -> TodoAction:
    def act(state: State, n: N) -> list[str]:
        for index in sorted((n[k] - 1 for k in keys), reverse=True):
            del state[index]
        return []

    return act


def _show(state: State, n: N) -> list[str]:
    return [title for title, _ in state]


def _then(*actions: TodoAction) -> TodoAction:
    def act(state: State, n: N) -> list[str]:
        return [text for action in actions for text in action(state, n)]

    return act


def _clear(state: State, n: N) -> list[str]:
    state.clear()
    return []


TODOS: list[TodoTemplate] = [
    # adding
    ("could you add {t1} to my to-dos", 0, _add("t1")),
    ("add '{t1}' to my list", 2, _add("t1")),
    ("put {t1} on my todo list", 0, _add("t1")),
    ("set a reminder to {t1}", 1, _add("t1")),
    ("can you add a todo: {t1}", 0, _add("t1")),
    ('create a new to-do "{t1}"', 0, _add("t1")),
    ("todo: {t1}", 0, _add("t1")),
    ("add these to my list: {t1}, {t2} and {t3}", 0, _add("t1", "t2", "t3")),
    ('add "{t1}" and "{t2}" to my to-do list', 1, _add("t1", "t2")),
    ("add '{t1}' to my todos and then show me the list", 2, _then(_add("t1"), _show)),
    ("please put '{t1}' on my task list", 0, _add("t1")),
    ("I need to {t1}, add it to my todos", 0, _add("t1")),
    ("add a new task to {t1}", 0, _add("t1")),
    ("don't forget: {t1}. Add it to my list", 0, _add("t1")),
    # completing
    ("mark '{s_k}' as done", 3, _complete("k")),
    ("complete {s_k}", 3, _complete("k")),
    ("I'm done with {s_k}", 3, _complete("k")),
    ("mark the {o_k} todo as done", 3, _complete("k")),
    ("check number {k} off", 3, _complete("k")),
    ("tick off todo #{k}", 4, _complete("k")),
    ("complete todos {k} and {k2}", 4, _complete("k", "k2")),
    ("I have finished task {w_k}", 3, _complete("k")),
    ("set todo {k} to done", 3, _complete("k")),
    ("mark item {k} completed and show my list", 3, _then(_complete("k"), _show)),
    # deleting
    ("delete '{s_k}' from my list", 3, _delete("k")),
    ("remove {s_k} from my todos", 3, _delete("k")),
    ("delete the {o_k} item", 3, _delete("k")),
    ("get rid of todo {k}", 3, _delete("k")),
    ("delete todo number {w_k}", 4, _delete("k")),
    ("remove items {k} and {k2}", 4, _delete("k", "k2")),
    ("clear my todo list", 3, _clear),
    ("delete all my todos", 2, _clear),
    ("erase task {k} please", 3, _delete("k")),
    # reading
    ("show me what's on my to-do list", 3, _show),
    ("what are my todos", 2, _show),
    ("read me my todo list", 3, _show),
    ("what do I have to do?", 3, _show),
    ("give me my task list", 2, _show),
    ("is '{s_k}' on my list?", 3, lambda state, n: [n["s_k"]]),
    ("what's left on my list?", 2, _show),
    ("can I see my list?", 2, _show),
    # mixed
    ("what's {a} times {s} and add '{t1}' to my list", 0, _add("t1")),
]


def _todo_numbers(rng: random.Random, setup: list[str]) -> N:
    fresh = [t for t in TITLES if t not in setup]
    t1, t2, t3 = rng.sample(fresh, 3)
    size = max(len(setup), 1)
    k = rng.randint(1, size)
    k2 = rng.choice([i for i in range(1, size + 1) if i != k] or [k])
    return {
        "t1": t1,
        "t2": t2,
        "t3": t3,
        "k": k,
        "k2": k2,
        "w_k": words(k),
        "o_k": _ordinal(k),
        "s_k": setup[k - 1] if setup else "",
        "a": rng.randint(2, 99),
        "s": rng.randint(2, 9),
    }


def todo_cases(
    rng: random.Random, per_template: int, templates: list[TodoTemplate] = TODOS
) -> list[dict[str, Any]]:
    """`per_template` cases of each to-do template, with the store's expected end state."""
    cases = []
    for index, (template, size, action) in enumerate(templates):
        for copy in range(per_template):
            setup = rng.sample(TITLES, size)
            n = _todo_numbers(rng, setup)
            state: State = [[title, False] for title in setup]
            shown = action(state, n)
            task = template.format(**n)
            expect: dict[str, Any] = {"todos": [{"title": t, "done": d} for t, d in state]}
            if shown:
                expect["contains"] = shown
            if "{a}" in template:
                expect["contains"] = [str(n["a"] * n["s"])]
            case: dict[str, Any] = {"name": f"todo-{index:02d}-{copy}", "task": task}
            if setup:
                case["setup"] = {"todos": setup}
            if action is _show or template.startswith("is "):
                expect["no_side_effects"] = True  # reading the list changes nothing
            case["expect"] = expect
            case["tags"] = ["todo"]
            cases.append(case)
    return cases


# Held-out 3: written after the rules were changed for issue 15 (tuned on everyday-tuned.yaml and
# the first held-out set), as a check that the author of both the rules and held-out 2 did not
# fit the rules to held-out 2. Never tuned on.
ARITHMETIC_3: list[Arith] = [
    ("I spent ${m} and ${m2}, how much is that in total?", lambda n: n["m"] + n["m2"]),
    ("what's {a} minus {b} plus {c}", lambda n: n["a"] - n["b"] + n["c"]),
    ("{p} percent of {a}, please", lambda n: n["p"] * n["a"] / 100),
    ("give me {a} divided by {s} to two decimal places", lambda n: round(n["a"] / n["s"], 2)),
    ("what's {a} times {b} divided by {s}", lambda n: n["a"] * n["b"] / n["s"]),
    ("half of {a} plus {b}", lambda n: n["a"] / 2 + n["b"]),
    ("{a} - {b} * {s}", lambda n: n["a"] - n["b"] * n["s"]),
    ("square {s} and then add {a}", lambda n: n["s"] ** 2 + n["a"]),
    ("what is {a} percent of {b}", lambda n: n["a"] * n["b"] / 100),
    ("the square root of {q}, doubled", lambda n: 2 * math.isqrt(n["q"])),
    ("{a} plus {b} plus {c} plus {d}", lambda n: n["a"] + n["b"] + n["c"] + n["d"]),
    ("how much is {s} dozen", lambda n: 12 * n["s"]),
    ("how many hours are in {s} days", lambda n: 24 * n["s"]),
    ("{a} apples shared among {s} kids", lambda n: n["a"] / n["s"]),
    ("what's {s}/{t} as a decimal", lambda n: n["s"] / n["t"]),
    ("{a} less {b}", lambda n: n["a"] - n["b"]),
    ("multiply {a} by {w_s}", lambda n: n["a"] * n["s"]),
    ("what is {w_a} minus {w_b}", lambda n: n["a"] - n["b"]),
    ("{k},{t:03d} times {s}", lambda n: (n["k"] * 1000 + n["t"]) * n["s"]),
    ("increase ${m} by {p} percent", lambda n: n["m"] * (100 + n["p"]) / 100),
    ("subtract {b} from {a}, then double it", lambda n: 2 * (n["a"] - n["b"])),
    ("add {a} to {b}", lambda n: n["a"] + n["b"]),
    ("what's {s} to the power of {e}", lambda n: n["s"] ** n["e"]),
    ("compute the average of {a} and {b}", lambda n: (n["a"] + n["b"]) / 2),
]
TODOS_3: list[TodoTemplate] = [
    ("add {t1} to my todos please", 0, _add("t1")),
    ("please add '{t1}' and '{t2}' to my list", 0, _add("t1", "t2")),
    ("put '{t1}' on the list", 1, _add("t1")),
    ("new to-do: {t1}", 0, _add("t1")),
    ("I finished '{s_k}'", 3, _complete("k")),
    ("mark task {k} done", 3, _complete("k")),
    ("cross off item {k}", 3, _complete("k")),
    ("delete task {w_k}", 3, _delete("k")),
    ("remove '{s_k}'", 3, _delete("k")),
    ("what's on my to-do list today?", 2, _show),
    ("show me my todos", 3, _show),
    ("list everything I have to do", 2, _show),
    ("complete the {o_k} task", 3, _complete("k")),
    ("add '{t1}' to my tasks and mark todo {k} as done", 2, _then(_add("t1"), _complete("k"))),
    ("remove todo {k} and show me what's left", 3, _then(_delete("k"), _show)),
]
OUT3 = Path(__file__).with_name("everyday-heldout-3.yaml")


def _write(path: Path, name: str, cases: list[dict[str, Any]], note: str) -> None:
    header = (
        "# Generated by evals/gen_everyday_heldout_2.py (seeded); do not edit by hand.\n"
        f"# {note} Expected values come from Python.\n"
    )
    data = {"name": name, "cases": cases}
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    path.write_text(header + body, encoding="utf-8")
    print(f"{len(cases)} cases written to {path}")


def main() -> None:
    """Write the datasets."""
    rng = random.Random(SEED)
    cases = arithmetic_cases(rng, per_template=2) + todo_cases(rng, per_template=2)
    _write(OUT, "everyday-heldout-2", cases, "Held-out: written before tuning, never tuned on.")
    rng = random.Random(SEED + 3)
    cases = arithmetic_cases(rng, 2, ARITHMETIC_3) + todo_cases(rng, 2, TODOS_3)
    note = "Held-out 3: written after the issue-15 rule changes, never tuned on."
    _write(OUT3, "everyday-heldout-3", cases, note)


if __name__ == "__main__":
    main()
