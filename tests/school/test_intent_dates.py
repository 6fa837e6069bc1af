"""Dates in requests: relative phrases, numeric and named days, ranges, the city's time zone."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from agentschool.school.intent import parse_request
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)  # a Friday


def _d(month: int, day: int, year: int = 2026) -> date:
    return date(year, month, day)


def test_dates_resolve_in_the_city_time_zone() -> None:
    late_friday_in_sf = datetime(2026, 11, 21, 3, 0, tzinfo=UTC)  # Fri 19:00 SF, Sat 12:00 Tokyo
    sf = parse_request("events in SF today", now=late_friday_in_sf, vocabulary=VOCAB).params
    tokyo = parse_request("events in Tokyo today", now=late_friday_in_sf, vocabulary=VOCAB).params
    assert (sf.date_from, sf.date_to) == (_d(11, 20), _d(11, 20))
    assert (tokyo.date_from, tokyo.date_to) == (_d(11, 21), _d(11, 21))
    weekend = parse_request(
        "events in Tokyo this weekend", now=late_friday_in_sf, vocabulary=VOCAB
    ).params
    assert (weekend.date_from, weekend.date_to) == (_d(11, 21), _d(11, 22))


@pytest.mark.parametrize(
    ("now", "text", "first", "last"),
    [
        (datetime(2026, 11, 21, 18, tzinfo=UTC), "this weekend", _d(11, 21), _d(11, 22)),  # Sat
        (datetime(2026, 11, 22, 18, tzinfo=UTC), "this weekend", _d(11, 22), _d(11, 22)),  # Sun
        (datetime(2026, 11, 22, 18, tzinfo=UTC), "next weekend", _d(11, 28), _d(11, 29)),
        (datetime(2026, 11, 22, 18, tzinfo=UTC), "next week", _d(11, 23), _d(11, 29)),
        (datetime(2026, 12, 10, 18, tzinfo=UTC), "on Dec 5", _d(12, 5, 2027), _d(12, 5, 2027)),
        (datetime(2026, 12, 10, 18, tzinfo=UTC), "next month", _d(1, 1, 2027), _d(1, 31, 2027)),
        (NOW, "in November", _d(11, 20), _d(11, 30)),
        (NOW, "next Saturday", _d(11, 28), _d(11, 28)),
        (NOW, "on the 5th of December", _d(12, 5), _d(12, 5)),
        (NOW, "between Dec 28 and Jan 3", _d(12, 28), _d(1, 3, 2027)),
        (NOW, "from 12/1 to 12/5", _d(12, 1), _d(12, 5)),
        (NOW, "on 1/2/27", _d(1, 2, 2027), _d(1, 2, 2027)),
        (NOW, "on the 31st", _d(12, 31), _d(12, 31)),  # November has no 31st
        (NOW, "on the 20th", _d(11, 20), _d(11, 20)),
        (NOW, "next Friday", _d(11, 27), _d(11, 27)),
        (NOW, "this Friday", _d(11, 20), _d(11, 20)),
    ],
)
def test_relative_dates(now: datetime, text: str, first: date, last: date) -> None:
    query = parse_request(f"tech events in SF {text}", now=now, vocabulary=VOCAB).params
    assert (query.date_from, query.date_to) == (first, last)
