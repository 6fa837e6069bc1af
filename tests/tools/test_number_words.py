from __future__ import annotations

import pytest

from agentschool.tools.number_words import replace_number_words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("twenty-five plus a hundred and five", "25 plus 105"),
        ("three quarters of ninety-six", "3 quarters of 96"),
        ("one thousand two hundred and thirty-four", "1234"),
        ("two and three", "2 and 3"),
        ("five six", "5 6"),
        ("complete task three", "complete task 3"),
        ("a dog and an apple", "a dog and an apple"),
        ("someone", "someone"),  # words inside words stay
    ],
)
def test_number_words_become_digits(text: str, expected: str) -> None:
    assert replace_number_words(text) == expected
