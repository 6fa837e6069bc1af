"""Shapes sets 40 and 41 showed once read (session 15), in wordings of this file's own.

- A remainder asked of a story: "310 pupils put into teams of 6: how many are left over?",
  "if you divide 250 by 7, what's the remainder?", "how many don't end up in a full row?".
- A thermometer read on a scale said first: "it's in Fahrenheit and reads 101.3".
- A tax added by "+" or "once ... is added": "$80 + 15% GST = ?", "once 13% HST is added".
- What something is for, said after the request: "it's for homework", "(the pram)".
- A rounding followed by "pls", or said after a comma (", 1 dp").
- What may still be used each day: "used 6.5gb of my 20gb plan, 9 days left: how many gb a day
  can I use?", "30 GB a month, 12 GB gone, 10 days to go: daily allowance?".
- A pace: "ran 5k in 26:40", "how many seconds did each km take", "nearest second".
- Marks weighted by what each part counts for ("the essay counts 40% and I got 62, the exam
  60% and I got 70"), and the mark the final needs for a target overall.

First run (at a5eea5e, before the rules): 1 of 17 read ("round to 1 decimal place please"); the
near misses held but one (the past spend, answered 30). After: 17 of 17, every near miss held.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    ("310 pupils put into teams of 6 - how many are left over?", 4),
    ("if you divide 250 by 7, what's the remainder? it's for homework", 5),
    (
        "the club has 95 players and puts them in squads of eleven. "
        "how many don't end up in a full squad?",
        7,
    ),
    (
        "the thermometer is in Fahrenheit and reads 101.3. what's that in celsius, to one decimal?",
        38.5,
    ),
    ("$80 + 15% GST = ? (the pram)", 92),
    ("How much is C$200 once 13% HST is added?", 226),
    ("got 45 marks out of 60. percentage to one decimal place pls", 75),
    ("what's 17 out of 40 as a percentage? round to 1 decimal place please", 42.5),
    ("92 cupcakes go in boxes of 12, how many cupcakes are left over?", 8),
    (
        "cycled 12 km in 40 minutes 36 seconds, how many seconds did each km take? nearest second",
        203,
    ),
    ("ran 5k in 26:40. whats my pace in seconds per km (nearest second)", 320),
    (
        "used 6.5gb of my 20gb plan, 9 days left till it renews. how many gb a day can i use? 2dp",
        1.5,
    ),
    ("phone data: 30 GB a month, 12 GB gone already, 10 days to go. daily allowance now?", 1.8),
    ("the essay counts 40% and I got 62, the exam counts 60% and I got 70. overall mark?", 66.8),
    ("overall grade if project (30%) = 80 and exam (70%) = 55?", 62.5),
    (
        "my final counts for 50%. I'm on 64 for the other 50%. what do I need on the final to get "
        "70 overall?",
        76,
    ),
    (
        "the final is worth 20%, I have 90 on everything else. what must I get on the final to end "
        "up with 85?",
        65,
    ),
]
NEAR = [
    ("310 pupils put into teams of 6 - how many teams?", None),  # the groups, not what is left
    ("310 pupils and 12 staff put into teams of 6 - how many are left over?", None),  # who?
    ("the oven is in celsius and reads 180 for 25 minutes. what's that in fahrenheit?", None),
    ("the essay counts 40% and I got 62, the exam counts 50% and I got 70. overall mark?", None),
    ("I had $500 and spent $200 over 10 days. how much a day did I spend?", 20),  # not (500-200)/10
    ("the essay counts 40% and I got 62, the exam counts 60%. overall mark?", None),
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_shape_is_read(task: str, expected: float) -> None:
    await assert_read("probe-40-41", task, expected)


@pytest.mark.parametrize(("task", "expected"), NEAR)
async def test_near_misses_are_refused_or_read_right(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)


READ_SESSION_16 = [
    ("price per GB pls, to 2 decimal places: ₹499 for 22 GB", round(499 / 22, 2)),
    ("price per nappy? NZ$18.56 for a box of 160. round to the cent pls", 0.12),
    ("How much per diaper is a 72-pack at C$26.10? Nearest cent is fine", round(26.10 / 72, 2)),
    (
        "what's NZ$3,150 split into 12 equal monthly payments? (term 3 fees) round to the cent",
        262.5,
    ),
    (
        "how much per kid is the party costing? 12 kids, bowling $150 + cake $28.50 + pizza $61.50",
        20,
    ),
    ("Screen limit 90 min/day. Used so far: 35 tablet, 20 TV. Minutes remaining?", 35),
    ("how many weeks of saving $25/week to go from $12.50 to $300?", 12),
    ("how many weeks of saving $5/week does Sam need to reach $42 if he's got $9 now", 7),
    (
        "how much should i get paid for 47 hours if the first 40 are at £16.10 and the rest are "
        "time and a half",
        16.10 * 40 + 16.10 * 1.5 * 7,
    ),
    (
        "i get $22/hr and anything over 40 hrs a week is time and a half. worked 45 hrs this week, "
        "what should my pay be before taxes",
        22 * 40 + 22 * 1.5 * 5,
    ),
    (
        "need 2 party bags per child for 14 kids, sold in packs of 10 - how many packs to get?",
        3,
    ),
    ("How many packs of muffins do I need? Packs of 4, 19 kids, 2 each", 10),
    (
        "Spent $212.40 on the big shop and $64.60 on a top-up shop. Monthly grocery budget was "
        "$600 - what's left?",
        323,
    ),
    (
        "my share each month if rent ($2,400) and bills ($210.30) are split evenly between 3 "
        "flatmates, to 2 dp",
        870.1,
    ),
    ("Four kids x $5 a week pocket money. Total for the next 20 weeks?", 400),
    (
        "how much lunch money for 8 weeks? two kids buying lunch 3 days a week at $4.50 each a day",
        2 * 3 * 4.5 * 8,
    ),
    (
        "rent is $2,400 a month, split in proportion to salary: me $60,000, my partner $90,000. "
        "how much do I pay each month?",
        960,
    ),
]
"""Read since session 16 (first run at 3b7a17c: 0 of 17): a price per one from a price for many,
a total split into equal payments or per head (amounts in brackets too), what is left under a
limit or a budget, weeks of saving from what is had to a goal, overtime after a threshold said
with its rate ("the first 40 are at £16.10") or by the week ("over 40 hrs a week"), packs for
what each child needs, several at a rate each over weeks, a cost split in proportion to income."""


@pytest.mark.parametrize(("task", "expected"), READ_SESSION_16)
async def test_each_session_16_shape_is_read(task: str, expected: float) -> None:
    await assert_read("probe-40-41-s16", task, expected)
