"""Relative and absolute dates in a request, resolved to an inclusive range of local days.

Everything is computed from `today`, the request's "now" in the place's time zone, so a pinned
clock gives the same answer on any machine. Conventions (a week runs Monday to Sunday):

| phrase                          | range                                                        |
|---------------------------------|--------------------------------------------------------------|
| today, tonight                  | today                                                        |
| tomorrow                        | today + 1                                                    |
| this weekend (or "weekend")     | the coming Saturday and Sunday (from today when it is one)   |
| next weekend                    | the weekend after this weekend                               |
| this week / next week           | today to Sunday / next Monday to next Sunday                 |
| this month / next month         | today to the month's end / the whole next month              |
| in January                      | the next January to come (the rest of it when current)       |
| (on) Saturday, this Saturday    | the next Saturday, today included                            |
| next Saturday                   | the Saturday of next week                                    |
| on the 5th                      | the next 5th of a month, today included                      |
| the next N days                 | today to today + N                                           |
| on Dec 5, 2026-12-05, 12/5      | that day (a day without a year is the next one to come)      |
| between Dec 1 and Dec 10        | both days (also "from … to …", "Dec 1-10")                   |
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["DateMatch", "mentions_past", "resolve_dates"]


@dataclass(frozen=True)
class DateMatch:
    """A date phrase and the days it means."""

    date_from: date
    """First day, inclusive."""
    date_to: date
    """Last day, inclusive."""
    start: int
    """Start of the phrase in the text."""
    end: int
    """End of the phrase in the text."""


_MONTHS: dict[str, int] = {}
for _number in range(1, 13):
    _MONTHS[calendar.month_name[_number].lower()] = _number
    _MONTHS[calendar.month_abbr[_number].lower()] = _number
_MONTHS["sept"] = 9
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_WEEKDAYS = {calendar.day_name[i].lower(): i for i in range(7)}
_WEEKDAY = "|".join(_WEEKDAYS)
_ORD = r"(?:st|nd|rd|th)?"
_NUMERIC = r"(?<![\d/.])(?:1[0-2]|0?[1-9])/(?:3[01]|[12]\d|0?[1-9])(?:/(?:\d{4}|\d{2}))?(?![\d/])"
_DAY = (
    rf"(?:\d{{4}}-\d{{2}}-\d{{2}}|{_NUMERIC}"
    rf"|(?:{_MONTH})\.?\s+\d{{1,2}}{_ORD}(?:,?\s+\d{{4}})?"
    rf"|\d{{1,2}}{_ORD}\s+(?:of\s+)?(?:{_MONTH})\.?(?:,?\s+\d{{4}})?)"
)
_END = rf"{_DAY}|\d{{1,2}}{_ORD}"
_YEAR = r"(?:\s+(?P<y>\d{4}))?"
_TO = r"\s*(?:and|to|until|till|through|thru|-|–|—)\s*"

_PAST = re.compile(
    r"\b(?:yesterday|last\s+(?:night|week(?:end)?|month|year|(?:" + _WEEKDAY + r"))"
    r"|(?:days|weeks|months|years)\s+ago)\b",
    re.IGNORECASE,
)


def mentions_past(text: str) -> str | None:
    """The phrase that asks about the past ("last week", "yesterday"), if any."""
    match = _PAST.search(text)
    return match.group(0) if match else None


def _next_on_or_after(today: date, month: int, day: int) -> date:
    candidate = date(today.year, month, day)
    return candidate if candidate >= today else date(today.year + 1, month, day)


def _day(phrase: str, today: date, after: date | None = None) -> date:
    """One day phrase ("Dec 5", "5th of December", "2026-12-05") as a date."""
    phrase = phrase.strip().lower()
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", phrase):
            return date.fromisoformat(phrase)
        if "/" in phrase:  # US order: month/day[/year]
            month, number, *year = (int(n) for n in phrase.split("/"))
            if year:
                return date(year[0] + (2000 if year[0] < 100 else 0), month, number)
            return _next_on_or_after(after or today, month, number)
        numbers = [int(n) for n in re.findall(r"\d+", phrase)]
        month = _MONTHS[re.search(_MONTH, phrase).group(0)]  # type: ignore[union-attr]
        if len(numbers) == 2:
            return date(numbers[1], month, numbers[0])
        day = _next_on_or_after(after or today, month, numbers[0])
    except ValueError:
        raise ValueError(f"{phrase!r} is not a valid date") from None
    return day


def _month_range(today: date, month: int, year: int | None = None) -> tuple[date, date]:
    if year is None:
        year = today.year if month >= today.month else today.year + 1
    last = date(year, month, calendar.monthrange(year, month)[1])
    return max(date(year, month, 1), today), last


def _weekend(today: date) -> tuple[date, date]:
    if today.weekday() == 6:
        return today, today
    saturday = today + timedelta(days=5 - today.weekday())
    return max(saturday, today), saturday + timedelta(days=1)


def _range_of(match: re.Match[str], today: date) -> tuple[date, date]:
    first = _day(match.group("a"), today)
    second = match.group("b")
    if re.fullmatch(r"\d{1,2}" + _ORD, second.strip()):  # "Dec 1-10": the month of the first day
        second = f"{calendar.month_abbr[first.month]} {second.strip()[:2].rstrip('stndrh')}"
    return first, _day(second, today, after=first)


def _relative(word: str, today: date) -> tuple[date, date]:
    """The fixed phrases: today, tomorrow, (this|next) weekend|week|month."""
    word = " ".join(word.lower().split())
    monday = today - timedelta(days=today.weekday())
    month_end = today.replace(day=calendar.monthrange(today.year, today.month)[1])
    next_month = month_end + timedelta(days=1)
    sat, sun = _weekend(today)
    if word.endswith("weekend") and word.startswith("next"):
        saturday = sun + timedelta(days=6)  # the Saturday after this weekend's Sunday
        return saturday, saturday + timedelta(days=1)
    table: dict[str, tuple[date, date]] = {
        "today": (today, today),
        "tonight": (today, today),
        "tomorrow": (today + timedelta(days=1),) * 2,
        "this weekend": (sat, sun),
        "weekend": (sat, sun),
        "this week": (today, monday + timedelta(days=6)),
        "next week": (monday + timedelta(days=7), monday + timedelta(days=13)),
        "this month": (today, month_end),
        "next month": _month_range(today, next_month.month, next_month.year),
    }
    return table[word.removeprefix("the ")]


def _weekday(match: re.Match[str], today: date) -> tuple[date, date]:
    target = _WEEKDAYS[match.group("wd").lower()]
    if (match.group("next") or "").lower() == "next":  # that day of next week, as "next week"
        day = today + timedelta(days=7 - today.weekday() + target)
    else:
        day = today + timedelta(days=(target - today.weekday()) % 7)
    return day, day


def _day_of_month(match: re.Match[str], today: date) -> tuple[date, date]:
    number = int(match.group("dom"))
    year, month = today.year, today.month
    for _ in range(13):  # the 31st skips the months that have none
        if calendar.monthrange(year, month)[1] >= number >= 1:
            day = date(year, month, number)
            if day >= today:
                return day, day
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    raise ValueError(f"{match.group(0).strip()!r} is not a valid date")


_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), kind)
    for pattern, kind in (
        (rf"\b(?:between|from)\s+(?P<a>{_DAY}){_TO}(?P<b>{_END})(?!\d)", "range"),
        (rf"(?P<a>{_DAY})\s*(?:-|–|—|to|until|through)\s*(?P<b>{_END})(?!\d)", "range"),
        (r"\b(?:in|within|over)\s+the\s+next\s+(?P<n>\d{1,3})\s+days?\b", "days"),
        (r"\bnext\s+(?P<n>\d{1,3})\s+days?\b", "days"),
        (
            r"\b(?:(?:this|next)\s+week(?:end)?|(?:this|next)\s+month|(?:the\s+)?weekend"
            r"|today|tonight|tomorrow)\b",
            "relative",
        ),
        (rf"\b(?:on\s+)?(?P<a>{_DAY})(?!\d)", "day"),
        (r"\bon\s+the\s+(?P<dom>\d{1,2})(?:st|nd|rd|th)\b", "dom"),
        (rf"\b(?:in|during|for|throughout|all\s+of)\s+(?P<m>{_MONTH})\b{_YEAR}", "month"),
        (rf"\b(?:(?P<next>this|next|on|coming)\s+)?(?P<wd>{_WEEKDAY})s?\b", "weekday"),
    )
)


def _resolve(match: re.Match[str], kind: str, today: date) -> tuple[date, date]:
    if kind == "range":
        return _range_of(match, today)
    if kind == "days":
        return today, today + timedelta(days=int(match.group("n")))
    if kind == "relative":
        return _relative(match.group(0), today)
    if kind == "day":
        day = _day(match.group("a"), today)
        return day, day
    if kind == "month":
        year = int(match.group("y")) if match.group("y") else None
        return _month_range(today, _MONTHS[match.group("m").lower()], year)
    if kind == "dom":
        return _day_of_month(match, today)
    return _weekday(match, today)


def resolve_dates(text: str, today: date) -> DateMatch | None:
    """The first date phrase of `text`, by the precedence of the table above.

    Args:
        text: The request.
        today: The local date of "now" where the events are.

    Returns:
        The resolved range, or None when the text names no date.

    Raises:
        ValueError: A named day does not exist ("Feb 30") or the range ends before it starts.
    """
    for pattern, kind in _PATTERNS:
        match = pattern.search(text)
        if match is None:
            continue
        first, last = _resolve(match, kind, today)
        if last < first:
            raise ValueError(f"{match.group(0)!r} ends before it starts")
        return DateMatch(first, last, match.start(), match.end())
    return None
