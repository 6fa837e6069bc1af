"""Any text either plans or raises CannotPlan: the parser never crashes on odd input."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from agentschool.school.intent import CannotPlan, parse_request
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)

_PIECES = [
    "tech", "events", "in", "SF", "Gotham", "within", "5", "miles", "km", "of", "37.77,-122.41",
    "91.5,200.1", "between", "Dec", "Feb 30", "and", "to", "-", "1", "31st", "this", "next",
    "weekend", "month", "January", "2026-12-05", "0000-01-01", "under", "$", "$0", "100",
    "free", "hosted by", "by organization", "YC", "about", '"', "near me", "Oakland", "Tokyo",
    "on", "Saturday", "in the next", "days", "last week", "book", "using the browser", "AI",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12))
def test_word_salad_plans_or_says_why(words: list[str]) -> None:
    try:
        plan = parse_request(" ".join(words), now=NOW, vocabulary=VOCAB)
    except CannotPlan as exc:
        assert exc.reason
    else:
        query = plan.params
        assert query.date_from is None or query.date_to is None or query.date_from <= query.date_to


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_arbitrary_text_plans_or_says_why(text: str) -> None:
    try:
        parse_request(text, now=NOW, vocabulary=VOCAB)
    except CannotPlan as exc:
        assert exc.reason
