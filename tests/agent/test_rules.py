from typing import Any

import pytest

from agentschool.agent import Agent, PlanRequest, RulePlanner
from agentschool.agent.rules import split_clauses, split_items
from agentschool.tools.builtin import builtin_toolset

Step = tuple[str, dict[str, Any], list[str]]

CASES: list[tuple[str, list[Step]]] = [
    ("what is 2 + 2", [("calculator", {"expression": "2 + 2"}, [])]),
    ("What's 7*6?", [("calculator", {"expression": "7*6"}, [])]),
    ("calculate (3 + 4) * 12", [("calculator", {"expression": "(3 + 4) * 12"}, [])]),
    ("compute 2 to the power of 10", [("calculator", {"expression": "2 ** 10"}, [])]),
    ("what is 15% of 240", [("calculator", {"expression": "15% of 240"}, [])]),
    ("what is 15 percent of 240", [("calculator", {"expression": "15 % of 240"}, [])]),
    ("how much is 12 times 11", [("calculator", {"expression": "12 * 11"}, [])]),
    ("what is 100 divided by 8", [("calculator", {"expression": "100 / 8"}, [])]),
    ("what is 9 minus 12", [("calculator", {"expression": "9 - 12"}, [])]),
    ("evaluate 3 plus 4 plus 5", [("calculator", {"expression": "3 + 4 + 5"}, [])]),
    ("what is the square root of 144", [("calculator", {"expression": "sqrt(144)"}, [])]),
    ("what is 5 squared", [("calculator", {"expression": "5 ** 2"}, [])]),
    ("17 mod 5", [("calculator", {"expression": "17 % 5"}, [])]),
    ("3 x 4", [("calculator", {"expression": "3 * 4"}, [])]),
    ("2^8", [("calculator", {"expression": "2 ** 8"}, [])]),
    ("what is max(3, 9) + 1", [("calculator", {"expression": "max(3, 9) + 1"}, [])]),
    ("solve 1/4 + 1/4", [("calculator", {"expression": "1/4 + 1/4"}, [])]),
    ("what is 1,250,000 / 4", [("calculator", {"expression": "1250000 / 4"}, [])]),
    (
        "calculate 6 * 7 then double it",
        [
            ("calculator", {"expression": "6 * 7"}, []),
            ("calculator", {"expression": "${s1} * 2"}, ["s1"]),
        ],
    ),
    (
        "what is 10 + 5, then multiply it by 3",
        [
            ("calculator", {"expression": "10 + 5"}, []),
            ("calculator", {"expression": "${s1} * 3"}, ["s1"]),
        ],
    ),
    (
        "compute 100 / 4 and then subtract 5 from the result",
        [
            ("calculator", {"expression": "100 / 4"}, []),
            ("calculator", {"expression": "${s1} - 5"}, ["s1"]),
        ],
    ),
    (
        "what is 8 * 8; add 6 to it",
        [
            ("calculator", {"expression": "8 * 8"}, []),
            ("calculator", {"expression": "${s1} + 6"}, ["s1"]),
        ],
    ),
    ("add 'pay rent' to my todos", [("todo_add", {"title": "pay rent"}, [])]),
    ('add "buy milk" to my todo list', [("todo_add", {"title": "buy milk"}, [])]),
    ("add buy eggs to my tasks", [("todo_add", {"title": "buy eggs"}, [])]),
    ("put 'call mom' on my to-do list", [("todo_add", {"title": "call mom"}, [])]),
    (
        "please add a new task called 'file taxes' to the task list",
        [("todo_add", {"title": "file taxes"}, [])],
    ),
    ("add a todo: renew passport", [("todo_add", {"title": "renew passport"}, [])]),
    ("create a task to book flights", [("todo_add", {"title": "book flights"}, [])]),
    ("new todo: water plants", [("todo_add", {"title": "water plants"}, [])]),
    ("remind me to stretch", [("todo_add", {"title": "stretch"}, [])]),
    ("add 'milk and eggs' to my todos", [("todo_add", {"title": "milk and eggs"}, [])]),
    ("show my todos", [("todo_list", {}, [])]),
    ("list my tasks", [("todo_list", {}, [])]),
    ("what's on my todo list?", [("todo_list", {}, [])]),
    ("display the to-do list", [("todo_list", {}, [])]),
    ("show me all of my todos", [("todo_list", {}, [])]),
    ("complete todo 3", [("todo_complete", {"id": 3}, [])]),
    ("mark task #2 as done", [("todo_complete", {"id": 2}, [])]),
    ("check off item 7", [("todo_complete", {"id": 7}, [])]),
    ("delete todo 4", [("todo_delete", {"id": 4}, [])]),
    ("remove task #5 from my todo list", [("todo_delete", {"id": 5}, [])]),
    (
        "what is 15% of 240, then add 'pay rent' to my todos and show them",
        [
            ("calculator", {"expression": "15% of 240"}, []),
            ("todo_add", {"title": "pay rent"}, []),
            ("todo_list", {}, ["s2"]),
        ],
    ),
    (
        "add 'a' to my todos and add 'b' to my todos, then list my todos",
        [
            ("todo_add", {"title": "a"}, []),
            ("todo_add", {"title": "b"}, ["s1"]),
            ("todo_list", {}, ["s2"]),
        ],
    ),
    (
        "complete todo 1 and delete todo 2 and show my todos",
        [
            ("todo_complete", {"id": 1}, []),
            ("todo_delete", {"id": 2}, ["s1"]),
            ("todo_list", {}, ["s2"]),
        ],
    ),
    (
        "add 'gym' to my todos. what is 3 * 3",
        [("todo_add", {"title": "gym"}, []), ("calculator", {"expression": "3 * 3"}, [])],
    ),
    # the to-do grammar (agent/todo_phrases.py): titles, positions, several ids, questions
    ("mark 'pay rent' as done", [("todo_complete", {"title": "pay rent"}, [])]),
    ("I'm done with the laundry", [("todo_complete", {"title": "the laundry"}, [])]),
    ("remove call mom from my list", [("todo_delete", {"title": "call mom"}, [])]),
    ("mark the second task as done", [("todo_complete", {"id": 2}, [])]),
    ("delete the 3rd item", [("todo_delete", {"id": 3}, [])]),
    ("tick item 4 off", [("todo_complete", {"id": 4}, [])]),
    (
        "finish todos 2 and 5",
        [("todo_complete", {"id": 2}, []), ("todo_complete", {"id": 5}, ["s1"])],
    ),
    ("I finished todo 2", [("todo_complete", {"id": 2}, [])]),
    ("what do I have on my to-do list?", [("todo_list", {}, [])]),
    ("is 'pay rent' on my list?", [("todo_list", {"title": "pay rent"}, [])]),  # yes or no
    ("I need to add 'email Sam' to my to-dos", [("todo_add", {"title": "email Sam"}, [])]),
    ("I have to call the vet, put it on my list", [("todo_add", {"title": "call the vet"}, [])]),
    # arithmetic phrases (agent/arithmetic.py)
    ("what is an 18% tip on $50", [("calculator", {"expression": "18 * 50 / 100"}, [])]),
    ("how many minutes are in 3 hours", [("calculator", {"expression": "3 * 3600 / 60"}, [])]),
    ("can you tell me what 5 + 5 is", [("calculator", {"expression": "5 + 5"}, [])]),
    ("$80 with 12% off", [("calculator", {"expression": "80 * (100 - 12) / 100"}, [])]),
    (
        "give me 10 divided by 3 to 2 decimals",
        [("calculator", {"expression": "round(10 / 3, 2)"}, [])],
    ),
    ("how much is 4 dozen", [("calculator", {"expression": "4 * 12"}, [])]),
    ("30 cookies shared among 6 kids", [("calculator", {"expression": "30 / 6"}, [])]),
    (
        "what's 9 times 4 and add 'wash the car' to my list",  # an apostrophe is not a quote
        [("calculator", {"expression": "9 * 4"}, []), ("todo_add", {"title": "wash the car"}, [])],
    ),
    (
        "what is 2 + 2, 3 * 3",
        [("calculator", {"expression": "2 + 2"}, []), ("calculator", {"expression": "3 * 3"}, [])],
    ),
    (  # a story in one clause beside a to-do, holding every number of the task
        "add bananas to my list and tell me what 5 packs at £2.78 each cost",
        [("todo_add", {"title": "bananas"}, []), ("calculator", {"expression": "5 * 2.78"}, [])],
    ),
]

UNPLANNABLE = [
    "tell me a joke",
    "what is the capital of France",
    "add 'x' to my todos and then write a poem",
    "what is love",
    "search the web for llamas",
    "complete the report",
    "delete the old files",  # a to-do only when it says so (quotes, "from my list", "mark")
    'is "put call the bank on my list" grammatical?',  # quoted words are data
    "calculate 10 percent of 50 then add it to my todos",  # "it" is not a todo's title
    "add them to my todos",
    # a story's numbers in two clauses: neither is read alone
    "add 2 lemons to my list and tell me what 5 packs at £2.78 each cost",
]


@pytest.mark.parametrize(("task", "expected"), CASES, ids=[c[0][:40] for c in CASES])
async def test_rule_planner_phrasings(task: str, expected: list[Step]) -> None:
    result = await RulePlanner().plan(PlanRequest(task=task, tools=builtin_toolset()))
    assert result is not None, task
    got = [(s.tool, s.args, s.depends_on) for s in result.plan.steps]
    assert got == expected


def test_there_are_at_least_forty_phrasings() -> None:
    assert len(CASES) >= 40


@pytest.mark.parametrize("task", UNPLANNABLE)
async def test_rule_planner_declines_what_it_does_not_understand(task: str) -> None:
    assert await RulePlanner().plan(PlanRequest(task=task, tools=builtin_toolset())) is None


def test_split_keeps_quoted_and() -> None:
    assert split_clauses("add 'salt and pepper' to my todos and show them") == [
        "add 'salt and pepper' to my todos",
        "show them",
    ]


async def test_rule_plans_run_for_real_with_builtin_tools() -> None:
    agent = Agent("test", builtin_toolset(), planner="rule")
    result = await agent.run("what is 15% of 240, then add 'pay rent' to my todos and show them")
    assert result.status == "completed"
    assert result.output.splitlines()[:2] == ["15% of 240 = 36", "Added todo #1: pay rent"]
    assert [s.status for s in result.steps] == ["done", "done", "done"]
    assert result.steps[2].output["todos"][0]["title"] == "pay rent"
    assert result.usage.requests == 0


async def test_quoted_items_become_todos_and_the_answer_is_a_numbered_list() -> None:
    agent = Agent("test", builtin_toolset(), planner="rule")
    result = await agent.run("add 'pay rent' and 'call mom' to my todos and show them")
    assert result.status == "completed" and result.usage.requests == 0
    assert result.output.splitlines() == [
        "Added todo #1: pay rent",
        "Added todo #2: call mom",
        "Your todos:",
        "1. pay rent — open",
        "2. call mom — open",
    ]
    assert result.steps[-1].output["todos"][1]["title"] == "call mom"  # the data stays


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("'pay rent' and 'call mom'", ["pay rent", "call mom"]),
        ('"a", "b" and "c"', ["a", "b", "c"]),
        ("milk, eggs and bread", ["milk", "eggs", "bread"]),
        ("salt and pepper", ["salt and pepper"]),
        ("'rock and roll'", ["rock and roll"]),
        ("call 'mom' and dad", ["call 'mom' and dad"]),
    ],
)
def test_split_items(text: str, items: list[str]) -> None:
    assert split_items(text) == items
