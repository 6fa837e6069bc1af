"""Story classes the blind sets 46 to 48 showed once their refusals were read, in wordings of this
file's own (session 18).

Read: "what's that" asking the value of what was told ("33.5 hrs at £12.60/hr, whats that before
tax?"), per hour too; what is earned "after" a cost the story names ("made $150 and put $30 in
gas. whats that per hour after gas?"); money split among any count of people ("between 9
grandchildren"); "each of my 5 grandkids £4 a week"; a percent named by its part ("a 2% dividend
on savings of €X", "how much dividend will i get?") or asked of a named amount ("what percent of
my salary goes on rent?"); a sign beside another currency ("1 EUR = R19.54"); "rounds" that ask
no rounding; a supply that "runs out" counted in whole days; roundings asked "Please give one
decimal place"; "add up" as the question; a yearly total of rates told with their spans; pence
and cents in their currency ("50p a mile"); days labelling a list ("mon 38.8, wed 112.1");
a tax without its rate ("total up this order before VAT"); cash counted by its notes and coins
("7 £20 notes, four £5 notes and £21.69 in coins", less a float); a question asked before the
story ("whats my pension for the year all in? ... (52 weeks) ..."); a recipe "for 12 people"
made "for 23"; a list of takings "less" a cost, asked the profit; "RM5,519" beside SGD.

Near misses: "25p extra for every £1" is a ratio (no sum of 100 + 0.25 + 1); a cost asked
"after" that the story never names leaves the net unread.

First run (at the session's start): 3 of 25 read (the hens' feed, by the supply reader, kept as
the unit reader now reads it too and the two must agree; the year's income, whose wording here
says "income" where the set's said "pension"; "splitting it 3 ways", kept as a change of this
session refused it for a while); the near misses held. After: 25 of 25.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    ("worked 20.5 hrs at £11.40/hr on the bar this week, whats that before tax?", 233.7),
    ("I'm on €12 an hour and do 20 hours a week, what's that over 52 weeks?", 12480.0),
    ("drove 5 hrs today, made $150 and put $30 in gas. whats that per hour after gas?", 24.0),
    (
        "today 10 orders @ ₹40 each, got ₹50 bonus also, petrol was ₹90. how much i earned after "
        "petrol?",
        360.0,
    ),
    ("$300 split equal between 6 nephews. how much each?", 50.0),
    ("fuel for the trip is $90 and we're splitting it 3 ways. how much each?", 30.0),
    ("i give each of my 3 nieces £5 a week. how much is that over 10 weeks?", 150.0),
    ("Please calculate a 3% dividend on savings of €2,000.", 60.0),
    ("inv €100, rate 1 EUR = R20. how much in rand?", 2000.0),
    (
        "bowling scores from my last three rounds: 100, 120, 111. whats my average? one decimal "
        "place",
        110.3,
    ),
    (
        "How long do invoices take on average? The last three took 10, 20 and 46 days. Please "
        "give one decimal place.",
        25.3,
    ),
    ("add up: £100 per week for 52 weeks, and £200 per month for 12 months", 7600.0),
    (
        "Could you add up my yearly income please: a pension of £100 per week for 52 weeks and "
        "£50 per month for 12 months.",
        5800.0,
    ),
    ("what percent of my salary goes on rent? My salary is ₹20,000 and rent is ₹5,000.", 25.0),
    (
        "the club is paying a 2% dividend this year. ive €1,000 in shares, how much dividend will "
        "i get?",
        20.0,
    ),
    ("mileage: mon 10, tue 20, fri 30 miles. firm pays 45p a mile. how much can i claim?", 27.0),
    ("oil: 500 litres at 80 cent a litre. whats the total in euro?", 400.0),
    (
        "Could you total up this order before VAT, please: 2 packs of pens at €3.50 each and 4 "
        "pads at €2 each?",
        15.0,
    ),
    (
        "count my drawer pls. 3 pcs ₱1000, 4 pcs ₱500 and ₱75 in coins. how much is the total?",
        5075.0,
    ),
    (
        "Cashing up: 5 £20 notes, three £10 notes and £12.50 in coins. The float to leave in is "
        "£50. How much should go in the safe bag?",
        92.5,
    ),
    (
        "whats my income for the year all in? £100 a week (52 weeks) and £20 a month from a "
        "pension (12 months). to the penny pls",
        5440.0,
    ),
    (
        "my scone recipe is for 8 people and uses 200 g of flour. im baking for 12 at the club, "
        "how many grams of flour do i need?",
        300.0,
    ),
    ("raffle £120.50, teas £80, less £40.25 for the hall. profit?", 160.25),
    ("Invoice for RM1,000. Today's rate is 1 SGD = 3.2 MYR. What is that in SGD?", 312.5),
    (
        "I give each of my 4 hens 0.15 kg of feed a day. 10kg bag - how many days before it runs "
        "out (whole days only)",
        16.0,
    ),
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_class_is_read(task: str, expected: float) -> None:
    await assert_read("stories-46-48", task, expected)


NEAR = [
    ("me and 3 mates got a curry for $96, how much each?", None),  # 3 or 4 sharing?
    ("Lunch was $60, split with my 2 sisters. How much each?", None),
    (
        "I'm giving £100 to charity with Gift Aid, so they claim 25p extra for every £1 I give. "
        "How much will they get altogether?",
        125.0,
    ),
    ("dashed 3 hrs, made $90 and put $20 in gas. whats left after the bridge toll?", None),
]


@pytest.mark.parametrize(("task", "right"), NEAR)
async def test_a_story_read_wrong_is_refused_or_right(task: str, right: float | None) -> None:
    await assert_near_miss(task, right)
