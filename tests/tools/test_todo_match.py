"""Which items a title said loosely names: the one item holding its naming words, or none."""

from __future__ import annotations

import pytest

from agentschool.tools.todo_match import named_items

_ITEMS = [
    {"id": 1, "title": "get the yellow fever vaccine"},
    {"id": 2, "title": "set a travel notice on my credit card"},
    {"id": 3, "title": "register at the town hall"},
    {"id": 4, "title": "issue the CoC for Mrs Naidoo"},
    {"id": 5, "title": "pay the timber merchant"},
    {"id": 6, "title": "top up the metro card"},
]


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("the yellow fever jab", 1),  # one word of three is the person's own
        ("did the credit card notice", 2),  # the words in another order, a deed before them
        ("the task about the town hall", 3),
        ("the Naidoo job on there", 4),
        ("pay the timber merchant - cancelled", 5),
    ],
)
def test_a_loose_title_names_the_one_item_holding_its_words(said: str, item: int) -> None:
    assert [i["id"] for i in named_items(_ITEMS, said)] == [item]


@pytest.mark.parametrize(
    "said",
    [
        "the metro notice",  # one word on one item, one on another
        "the travel jab",  # one naming word of two
        "renew the passport",  # on no item
        "the landlord today, he was rude",  # most of its words on no item
    ],
)
def test_a_loose_title_names_nothing_unless_one_item_holds_it(said: str) -> None:
    assert named_items(_ITEMS, said) == []


def test_things_listed_are_not_one_loose_title() -> None:
    items = [{"id": 1, "title": "wash the car"}, {"id": 2, "title": "pay the water bill"}]
    assert named_items(items, "wash the car / van") == []  # the car, and a van not on the list
    assert named_items(items, "rung the water bill") == [items[1]]  # a past form not known
