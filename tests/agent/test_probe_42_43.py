"""Stories of sets 42 and 43 once read (session 16), and of the populations of the unread sets 44
and 45, in wordings of this file's own: wrong answers turned right or refused, and the general
classes behind them.

- A count of a day is no count of a week: "we use 35 a day, boxes of 100, how many boxes for a
  fortnight?" divided the day's 35 (now 35 * 14 / 100, rounded up; "64/day x 21 days, boxes of
  50" too); "£14.96 ph" is a rate, never an amount to add to the hours ("41 hrs ..., £14.96 ph,
  OT x2: total pay?" added 41 + 38 + 14.96; now overtime past the contracted hours).
- Land in hectares and acres converts, at the factor stated or the one known: "if a hectare is
  2.471 acres" divided the factor by the land; "3.5 acres in hectares" was not read.
- Counts at their prices, listed, add up as products ("25 boxes at £2.20, 5 jars at £2.50 ...
  altogether?" added counts and prices as one sum).
- A rounding after a bracket: "... (1 ha = 2.471 acres) one decimal place", "(decimal hrs, 2dp)".
- A count shared among another ("35 patients and 2 nurses, how many each?", "pts per nurse?";
  "how many patients per ward" with no ward told had answered 17.5), a part of a count as a
  percent ("46 seeds, 23 sprouted. percent?").
- Currencies travellers hold (dong, dirham, riyal, rupiah, lira ...), "convert 99.6°F → °C", a
  rate typed after its question ("what do I set the pump to? ml/hr"), "the rate in ml per hour
  for 100 ml over 3 hours"; a bureau's commission taken off; a visa's days left once "I've been
  here 38 days".
- Shifts typed "2200-0800" or "7.30pm", "an unpaid 45 minute lunch", "how many paid hours?"; a
  bag over its weight limit charged per kg over (it had been added to the limit).
- A change between two amounts as a percent ("was £4.20 ... now £4.83 - percentage increase"),
  the rest of an amount once a percent is paid ("a 25% deposit, how much is the balance?", "10%
  down, the rest over 6 months"), an area less a part of it, takings less their costs shared,
  posts along a run with one at each end, counts nested in counts ("15 leeks in a row, 4 rows
  per bed, three beds"), how long a supply lasts its users, a total per head per day ("how many
  eggs per hen per day" had answered per hen), net pay from a pay slip ("401k" is no 401,000),
  bags that fill a bed to a depth ("three beds each 2m x 1m with 10cm of compost, 50 litre bags":
  12 once the calculator's ceiling reads 12.000000000000002 as 12), the average of a run of
  numbers however typed ("15 / 29 / 15 / 15", "74 46 60 59 63") or added up at a rate per unit
  (a mileage claim), days still to go once "6 wks 4 days back" is 46 days, a bill with a tip on
  top shared, hours with a percent premium on the whole, an hourly rate from a monthly pay (with
  "12 months and 52 weeks", or working days of so many hours) or a salary beside "band 6", leave
  pro rata to the hours worked or a whole-time fraction ("0.8 WTE"), a ratio scaled to one more
  amount ("30 ml to 4.5 L, the sprayer takes 7 L"; "need 80 mg, have 20 mg per 2 ml"), an amount
  spread at a rate per area ("1 oz per 10 square feet over 36 ft by 30 ft").

First run (at 3b7a17c): 1 of 72 read (five of the misses wrong answers), near misses 9 of 17: seven
wrong answers ("how many patients per ward", the deposit, "paid half up front" beside VAT, "10 ml
per litre", three of the four wrong cases of sets 44 and 45) and "150 km return" read one way.
After: 72 of 72, near misses 17 of 17.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

READ = [
    (
        "The allotment site is 12.5 hectares. How many acres is that if a hectare is 2.471 acres? "
        "Round to the nearest acre.",
        31,
    ),
    ("how many hectares is 40 acres? 2dp", round(40 * 0.40468564224, 2)),
    (
        "my paddock is 6.2 acres, what's that in hectares? (1 ha = 2.471 acres) one decimal place",
        round(6.2 / 2.471, 1),
    ),
    (
        "market today: sold 18 jars of chutney at £3.50, 40 bunches of sweet peas at £2 and 9 "
        "trays of plants at £6.25 - what did I take altogether?",
        18 * 3.5 + 40 * 2 + 9 * 6.25,
    ),
    (
        "order for the site: 14 lengths of timber @ $9.80, 6 bags of cement @ $12.50. Total?",
        14 * 9.8 + 6 * 12.5,
    ),
    (
        "stall takings - 31 punnets of raspberries €3.20 each, 8 x jars of honey €7.50",
        31 * 3.2 + 60,
    ),
    ("42 pupils in the hall and 3 teachers, how many pupils each? 1 dp", 14),
    ("there are 29 residents and 4 carers on tonight. residents per carer? 1dp", 7.3),
    ("60 bulbs planted, 47 flowered. percent? to the nearest whole percent", 78),
    ("a 30 bed unit, 26 occupied. occupancy %? 1dp", round(26 / 30 * 100, 1)),
    (
        "I have 3,500,000 dong, the rate is 1 USD = 25,400 VND, how many dollars? to the cent",
        round(3500000 / 25400, 2),
    ),
    ("convert 720 AED to GBP at 1 GBP = 4.65 AED, 2 decimal places", round(720 / 4.65, 2)),
    ("convert 101.3°F → °C, round to 1 dp", round((101.3 - 32) * 5 / 9, 1)),
    ("1000ml saline over eight hours, what rate do I set? ml/hr, 1dp", 125),
    (
        "work out the rate in ml per hour for 250 ml to run over 3 hours, to 1 decimal place",
        round(250 / 3, 1),
    ),
    ("2300-0700 nights, minus 30m break = ? hrs (2 d.p.)", 7.5),
    (
        "started at 6.45pm, finished 7am next morning, 45 mins break not paid. how many hours "
        "do i put on my timesheet (decimal hrs, 2dp)",
        11.5,
    ),
    ("I worked 7am to 3:30pm with an unpaid 30 minute lunch. how many paid hours?", 8),
    ("my bag weighs 25.8 kg, the limit is 23 kg, they charge €15 per kg over. extra?", 42),
    ("used 36 GB on a 30 GB plan, $2.50 for each GB over, how much extra?", 15),
    (
        "compost was £4.20 a bag last year and it's £4.83 now - percentage increase, to one dp?",
        15.0,
    ),
    ("bought the van at $12,000 and sold it at $9,600, percentage loss?", 20),
    ("the kitchen job is £8,400, they paid a 25% deposit, how much is the balance?", 6300),
    ("fridge for R9,000, 10% down, the rest over 6 months, how much per month?", 1350),
    ("me and my mate split £900, I take 55%, how much does he get?", 405),
    (
        "the yard is 12m by 8.5m but the garage takes a 3m by 6m corner out of it. how many "
        "square metres are left? 2 dp",
        12 * 8.5 - 18,
    ),
    ("lawn is 40 ft by 25 ft, minus the 10 by 12 ft patio. how many square feet to seed?", 880),
    (
        "we took £512.80 at the craft fair, table was £25 and parking £6.50. split three ways, "
        "what does each of us get? nearest penny",
        round((512.80 - 25 - 6.5) / 3, 2),
    ),
    ("job paid $3,150, materials were $820, me and my mate split the rest, how much each?", 1165),
    ("a fence 45m long with posts every 2.5m, including one at each end. How many posts?", 19),
    ("96 ft of fence, t-posts every 10 ft, post at each end. how many t-posts do i need", 11),
    ("if i put 15 leeks in a row and do 4 rows per bed across three beds how many leeks?", 180),
    ("3 beds with 6 rows in each, sowing about 25 seeds per row. How many seeds in total?", 450),
    (
        "two rows of peas in each of my 4 beds, 30 seeds to a row, plus I want 20 spare. total "
        "seeds?",
        260,
    ),
    (
        "6 hens eating about 120g of pellets each a day. How many full days will a 20kg sack last?",
        27,
    ),
    (
        "I give each of my 3 ewes 0.6 kg of nuts a day. 20kg bag - how many days til it runs out",
        11,
    ),
    (
        "Over 7 days my 9 hens gave me 50 eggs. Eggs per hen per day, to two decimals?",
        round(50 / 63, 2),
    ),
    (
        "got 80 eggs this week off 14 hens. how many eggs per hen per day, 2 decimal places?",
        round(80 / 98, 2),
    ),
    ("I change €400 and the bureau takes 2.5% commission, how much do I get?", 390),
    ("my visa is 60 days and I've been here 38 days, how many days left?", 22),
    ("we use 35 gloves a day, boxes of 100, how many boxes for a fortnight? round up", 5),
    (
        "I need to fill three raised beds each 2m x 1m with 10cm of compost. bags are 50 litres. "
        "how many bags, rounding up",
        12,
    ),
    ("how many 40L bags of bark to fill a border 4 x 0.5 metres to a depth of 8 cm? round up", 4),
    ("HR obs 72 / 80 / 91 / 77, avg heart rate? (1dp)", 80),
    (
        "drove 12.5, 8.3, 20.2 and 9 miles between visits today, we get 45 cents a mile - what do "
        "i claim in $? to the nearest cent",
        round(50 * 0.45, 2),
    ),
    ("journeys of 3.5, 12.5 and 4 km at €0.40/km. total in € to 2 decimals", 8),
    (
        "We ordered pizzas £32.40 and drinks £7.60 for the night shift, with a 10% tip on top. "
        "Split equally between five staff, what does each person owe? Round to the penny.",
        8.8,
    ),
    ("₹4,000 plus 10 percent service, divided between four people. pls round to 2 dp", 1100),
    (
        "Night shift of 12 hours, basic rate $40.00 per hour, plus a 20% unsocial hours "
        "enhancement on the whole shift. What is the gross pay?",
        576,
    ),
    (
        "how much do i get for 8 hours on nights if basic is €20 ph and the night premium is 25 "
        "percent?",
        200,
    ),
    (
        "i earn KSh 52,000 a month and work 40 hrs a week. whats my hourly rate? take 12 months "
        "and "
        "52 weeks a year, 2 dp",
        300,
    ),
    ("band 6 on £39,000 a year, 37.5 hrs a week. whats that per hour? 52 weeks, to the penny", 20),
    ("salary Rs 41600 per month, 26 working days, 8 hr duty each day. per hour how much?", 200),
    (
        "I work 30 hours a week; full-time is 40 hours with 28 days' annual leave. What is my "
        "pro-rata entitlement in days?",
        21,
    ),
    ("0.8 WTE, full time entitlement 30 days - my leave in days?", 24),
    ("Dilution rate is 25 ml to 5 L. My sprayer takes 12 L. How much concentrate?", 60),
    ("need 60 mg, have 40 mg per 4 ml. ml? round 2dp", 6),
    ("Prescribed 150 mg; stock 250 mg in 5 mL. What volume should be given? 1 dp", 3),
    (
        "label says 2 oz per 10 square feet. my lawn is 40 ft by 25 ft. how many ounces do I need?",
        200,
    ),
    (
        "bonemeal 70g a sq metre over a bed that is 5 metres by 4 metres - how many kilos's that?",
        1.4,
    ),
    ("how many baht do i get for $50 if the rate is 35.62 baht per dollar? no decimals", 1781),
    (
        "bag weighs 24.2 kg, limit is 23 kg, they charge €15 per kg over and any part of a kg "
        "counts as a full kg. how much will i pay?",
        30,
    ),
    ("average of my test marks pls (to one decimal place) - 68 71 59 80", 69.5),
    ("average yield per plant? got 2.5, 3.1, 2.8, 3.6 kg off my 4 pepper plants, 2 dp", 3.0),
    ("planted out 5 wks 2 days back, packet reckons 60 days to maturity. days remaining?", 23),
    (
        "Sowed the peas 3 weeks and 4 days ago, packet says 70 days to harvest. days to go?",
        45,
    ),
    (
        "gross $3,200.00 this check, fed tax $290.50, state tax $98.20, 401k 5% of gross. what "
        "should take home be? nearest cent",
        3200 - 290.5 - 98.2 - 160,
    ),
    (
        "39 hrs this wk (37.5 contracted), £15.20 ph, OT x1.5. total pay? 2dp",
        round(15.2 * 37.5 + 15.2 * 1.5 * 1.5, 2),
    ),
    (
        "I'm contracted for 36 hours a week at £18.40 per hour. This week I worked 44 hours; hours "
        "beyond my contract are paid at time and a half. Gross pay, to two decimal places?",
        round(18.4 * 36 + 18.4 * 1.5 * 8, 2),
    ),
    (
        "payslip: gross £2,850.00, pension 4% of gross, tax £210.40, NI £95.10. net? 2dp",
        2850 - 114 - 210.4 - 95.1,
    ),
    ("masks: 64/day x 21 days, boxes of 50 - how many to order (round up)", 27),
    (
        "we get through 18 wipes a day. they come in packs of 80. how many to order for two weeks?",
        4,
    ),
]


@pytest.mark.parametrize(("task", "expected"), READ)
async def test_each_story_is_read(task: str, expected: float) -> None:
    await assert_read("probe-42-43", task, expected)


NEAR = [
    ("sold 20 jars at £3 and 10 at £2, split between the 2 of us, how much each?", None),
    ("bike hire: $2 unlock + $0.20/min = ?", None),
    ("34 beds, 3 of them empty. occupancy %? 1dp", None),  # the rest of a count: not read here
    ("35 patients and 2 nurses, how many patients per ward?", None),
    ("the kitchen job is £8,400, they paid a 25% deposit, how much was the deposit?", 2100),
    ("the job is £8,400 with 20% VAT on top, they paid half up front, balance?", None),
    ("we spent $120 on food and $80 on fuel, split 4 ways, how much each?", 50),
    ("the yard is 12m by 8.5m and the shed is 2m by 3m, how many square metres in total?", None),
    ("a fence 30m long with posts every 2.5m, how many posts?", None),  # ends not said
    ("feed is 10 ml per litre, how much for a 900 ml can?", None),  # was 90 (litres): a mixture
    # wrong answers once (sets 44 and 45, the seven wrong cases read): a ratio split's numbers
    # taken off, materials "less"ed then added, a trip "there and back" counted once, a tip's
    # percent added as an amount
    (
        "Got £800 for the job. Take off £50 materials and split what's left 60-40 with my mate. "
        "His share?",
        300,
    ),
    (
        "Two of us on the job. $4,000 paid, less $600 for materials, split equally. Each share?",
        1700,
    ),
    (
        "We drive to the coast (120 km) there and back. The car uses 6 litres per 100 km and "
        "petrol is $2 per litre. What will the fuel cost?",
        28.8,
    ),
    ("the bill is $80, 15% tip is normal here. total with tip?", 92),
    ("trip to the lake, 150 km return. car uses 6 L/100km, fuel is $2 a litre. fuel cost?", None),
    ("got 80 eggs this week off 14 hens. how many eggs per hen?", 80 / 14),
    (
        "6 hens eating about 120g each a day, a 20kg sack costs £14. how many weeks will it last?",
        None,
    ),
]


@pytest.mark.parametrize(("task", "expected"), NEAR)
async def test_near_misses_are_refused(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
