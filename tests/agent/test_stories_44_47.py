"""Story classes sets 44 and 45 showed once read, and the wrong answers of the blind sets 46 and 47
(only those cases read), in wordings of this file's own (session 17).

Read: amounts with percents put on or taken off in turn (`percent_chains`: "receipts of A and B,
add 13% HST, the total?", "costs me X, I put 20% on, then 15% GST on top"); a rounding asked
before another sentence ("in feet, to one decimal? Use ...") or "rounded to cents"; a tip pool
whose hours of everyone are told as one number ("all of us together did 85 hours and i did
21"); a shift told "on at 6:30, off at 16:00"; a rounding up or down asked at the end ("(whole
months, round up)"); savings: the months to a goal ("target ..., saved ..., ... per month. months
to go?") and what to put by each period left ("need ..., got ..., 16 wks left. per week?"); hours
at a multiple of the rate ("3.5 hrs OT at time and a half", "11 hrs at double, rate $29"); a
balance after a percent deposit and an interim payment; odometer readings at a rate per km;
takings told as "R10,125 paid"; a percent for spare or a tip taken apart and put on a reading
that only scales ("AED 120 + 10% tip. in pounds if 1 pound = 4.8 dirhams?"); codes and signs
before amounts ("AED 83", "฿1,845"), a rate after "@"; durations typed "7h30"; "hourly rate €12".

Refused or made right, where the rules answered wrong at the session's start: hours at "time and
a half" read without the multiple ("38 hours at $32.75 an hour plus 3.5 hours at time and a
half" was 38 * 32.75 + 3.5), a cost "after" which the pay is asked added to it, cents a litre
with a percent on top asked in euros (the cents taken as euros), counts of notes added to their
values ("18 pcs ₱1000"), an area asked when only a third of it is ("a third of it to
potatoes"), a conversion between two currencies read as a price per one ("convert 120 pounds to
euros at 1.142 per pound" was 1.142 / 120), an hourly rate divided by the hours ("Hourly rate
€13.50" after the hours).

First run (at 84a3d42): 3 of 25 read; of the 14 near misses, the 7 that other readers read
right or refused held, the other 7 were answered wrong. After: 25 of 25 and 14 of 14.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    (
        "invoices today, £118.40 and £96.25. add VAT 20% and give me the total rounded to pence",
        257.58,
    ),
    ("timber cost me $640, I put 25% on, then GST 10% on top. what's the client paying?", 880.0),
    (
        "fridge is €450, 10% off in the sale, then plus 5% sales tax. what do I pay?",
        425.25,
    ),
    ("What's 12 feet in metres, to one decimal? Use 0.3048 m per foot.", 3.7),
    ("what's 5.2 metres in feet, to one decimal? Use 0.3048 m per foot.", 17.1),
    (
        "tips were £300 this week, split by hours worked. all of us together did 60 hours and I "
        "did 15. what's my share?",
        75.0,
    ),
    ("on at 7:30, off at 15:30, 30 min unpaid lunch, £12 an hour. what's my pay?", 90.0),
    ("bills come to €120 and €80, add a 10% service charge, what's the total?", 220.0),
    # a rounding up or down asked at the end ("(whole weeks, round up)", "round down")
    ("what's 17 / 5, round down", 3.0),
    ("what's 230 / 25? round up to a whole number", 10.0),
    # hours at a multiple of the rate, beside ordinary hours
    ("36 hrs at $21.50 plus 4 hrs OT at time and a half. what's my week?", 903.0),
    ("my labourer did 40 hrs normal + 6 hrs at double, rate $25. how much do I owe him?", 1300.0),
    # a balance after a percent paid and a further payment
    (
        "balance on a £6,000 kitchen after a deposit of 20% and an interim payment of £1,500?",
        3300.0,
    ),
    # odometer readings at a rate per km; takings told as "paid" or "got ... for the job"
    ("start reading 10,250, finish reading 10,730. rate is $0.70/km. what's the claim?", 336.0),
    ("R9,000 paid for the job, less R1,500 for materials, split equally 3 ways. each?", 2500.0),
    # a percent put on before a reading that only scales: waste on a sum, a tip converted
    (
        "cable runs of 30, 25 and 25 metres. Plus 25% spare, how many metres in total?",
        100.0,
    ),
    (
        "lunch was AED 120 + 10% tip. how much is that in pounds if 1 pound = 4.8 dirhams?",
        27.5,
    ),
    # currencies said by a code or a sign before the amount, a rate after "@"
    ("whats ฿1,845 in euros, rate is 36.9 baht to the euro?", 50.0),
    ("200 pounds -> EUR @ 1.15 per pound?", 230.0),
    # durations typed "7h30"; an hourly rate told before its amount
    ("Hours: Mon 6h30, Tue 8h15, Wed 7h15. Hourly rate €12. what's my gross pay?", 264.0),
    ("hrs this wk Mon 5h45, Tue 8h @ R30/hr = ? to the cent", 412.5),
    # savings: periods to a goal, and what to put by each period left
    (
        "saving for the safari: target R52,000, saved R19,500, R2,400 per month. months to go? "
        "(whole months, round up)",
        14.0,
    ),
    ("need $3,200 for the trip, got $1,100, 12 wks left. per week? (to the cent)", 175.0),
    (
        "I have €300 saved for the course, the total is €1,500 and I start in 8 months. What "
        "monthly amount do I have to save?",
        150.0,
    ),
    ("a $50 meal and a $30 taxi, plus 20% tip on the lot, how much do we pay in total?", 96.0),
]

REFUSED = [
    ("40 hours at £11 an hour plus 5 hours at time and a half, what's my pay?", 522.5),
    ("did 20 deliveries @ £4 each, got £15 bonus, fuel was £22. how much i earned after fuel?", 73),
    (
        "heating oil: 900 litres at 68.5 pence a litre, plus VAT at 5%. total in pounds?",
        647.325,
    ),  # pence read in pounds since session 18
    ("float: 12 pcs $20, 7 pcs $10 and $35 in coins. what's the total?", 345),  # cash_counts
    (
        "the garden is 15 metres by 6 metres and I'm giving a quarter of it to the chickens. how "
        "many square metres is that?",
        22.5,
    ),
    # what the percent readers read before `percent_chains`, and must still read so
    ("my salary is $52,000 and 22% tax, how much do I take home?", 40560),
    ("dinner was $80, how much is a 15% tip?", 12),
    ("the jacket cost £96 including 20% VAT. what was it before VAT?", 80),
    ("$420 + $1,275 plus 13% tax, what's the total?", None),
    ("dinner was $50 + 10% tip, how much change from $100?", None),  # the tip is not on $100
    ("hrs Mon 7h10, Tue 8h @ $20/hr = ?", None),  # 7.1666... hours: no number to show
    ("hourly rate €13.50, I worked 7.5 + 9.25 + 7.75 hours. gross pay?", 330.75),
    # two currencies are a conversion: never a price per one ("1.142 / 120")
    ("convert 120 pounds to euros at 1.142 per pound", 137.04),
    ("swap 50 dollars to pesos at 17.5 per dollar", 875),
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_class_is_read(task: str, expected: float) -> None:
    await assert_read("stories-44-47", task, expected)


@pytest.mark.parametrize(("task", "right"), REFUSED)
async def test_a_story_read_wrong_is_refused_or_right(task: str, right: float | None) -> None:
    await assert_near_miss(task, right)
