"""Everyday calculator requests of time, travel, health, school, home and farm (helper gd): probes.

Classes, each in wordings written for this file (non-native and quick phone phrasings, other
numbers, currencies and units), with near misses that must be refused or read as what they
really ask:

- **BMI from kg and metres**: "my weight is 72 kg and height 1.75 m, what is my BMI?" is
  72 / 1.75 ** 2 (height in cm is metres / 100);
- **land in hectares**: "paddock 250 m long and 180 m wide, how many hectares?" is
  250 * 180 / 10000;
- **bottles to make a volume**: "how many 500 ml bottles to make 6 litres?" is 6 * 1000 / 500,
  a part bottle still a bottle;
- **fuel for a trip asked as "how much petrol"**: "my car uses 6.5 litres per 100 km, how much
  petrol for 450 km?" asks litres (450 * 6.5 / 100), as "how many litres" did already;
- **age on a birthday from the year born**: "born 2001 how old in 2026", "what will be my age
  on my birthday in 2040", "what age will she turn in 2028" are the years between;
- **a shift's length from its start and end**: "I start my shift at 7:30 am and finish at
  4:15 pm, how long is my shift?", "shift starts 7am ends 3:30pm how long" are hours of a span;
- **week hours from hours a day**: "9 hours daily for 6 days" is 9 hours per day (it was 9 / 6,
  "daily" taken for the question's); "10 hrs per day, 5 days, how many hrs per week" is no
  whole shared into 5 groups (it was 10 / 5).

First run, before any rule: 8/24 (classes 0/16; near misses 8/8). The fuel, age and shift
classes were added after the first run (0/5 each before their rules), with a near miss that was
a wrong answer before: "how much gas for a 240 mile trip at 30 miles per gallon" was 30 / 240,
"30 miles" read as a price for 240 of something; it is now refused (the miles-per-gallon reading
does not read "gas"). The week-hours class was found by trying wordings after that: two of its
rows were wrong answers (9 / 6 and 10 / 5), "30 students a class, 4 classes, how many students
per class" (30 / 4) a third; they are read or refused now.
"""

from __future__ import annotations

import pytest

from .conftest import assert_near_miss, assert_read

_READ: list[tuple[str, str, float]] = [
    # BMI from kg and metres
    ("bmi", "Please calculate my BMI. My weight is 72 kg and my height is 1.75 m.", 72 / 1.75**2),
    ("bmi", "bmi 80kg 1.8m", 80 / 1.8**2),
    (
        "bmi",
        "What is the BMI of a person weighing 65 kg with height 1.62 metres? "
        "BMI = weight / height squared.",
        65 / 1.62**2,
    ),
    ("bmi", "my bmi? 92 kg, 1.83 m tall", 92 / 1.83**2),
    (
        "bmi",
        "Kindly compute the body mass index for my father: he is 1.68 m and 77 kg.",
        77 / 1.68**2,
    ),
    ("bmi", "I am 160 cm tall and weigh 58 kg, what is my BMI", 58 / 1.6**2),
    # land in hectares
    ("hectares", "My paddock is 250 m long and 180 m wide. How many hectares is it?", 4.5),
    ("hectares", "field 400m x 300m in hectares", 12.0),
    ("hectares", "how many ha is a 120 m by 85 m paddock", 120 * 85 / 10000),
    (
        "hectares",
        "Our maize plot measures 150 metres by 60 metres. What is the area in hectares please?",
        0.9,
    ),
    ("hectares", "A rectangular farm of length 500 m and width 320 m, how many hectares?", 16.0),
    # bottles to make a volume
    ("bottles", "How many 500 ml bottles do I need to make 6 litres of water?", 12.0),
    ("bottles", "how many 750ml bottles for 9 litres", 12.0),
    (
        "bottles",
        "I need 5 litres of juice for the party. How many 330 ml bottles must I buy?",
        16.0,
    ),
    ("bottles", "how many 1.5 l bottles to get 10 litres", 7.0),
    ("bottles", "To fill a 20 litre container, how many 250 ml bottles of water do I need?", 80.0),
    # fuel for a trip asked as "how much petrol"
    ("fuel", "how much fuel for 320 km at 7 l/100km?", 22.4),
    ("fuel", "My car uses 6.5 litres per 100 km, how much petrol for 450 km?", 29.25),
    ("fuel", "How much diesel will the bakkie use on a 600 km trip at 9 litres per 100 km?", 54.0),
    (
        "fuel",
        "Kindly tell me how much petrol is needed for a journey of 380 km. "
        "My car consumes 8 litres per 100 km.",
        30.4,
    ),
    ("fuel", "how much petrol do i need for 250 km if the car does 12.5 km per litre", 20.0),
    # age on a birthday from the year born
    ("age", "born 2001 how old in 2026", 25.0),
    ("age", "If I was born in the year 1995, what will be my age on my birthday in 2040?", 45.0),
    (
        "age",
        "My grandmother was born in 1948. What age will she turn on her birthday in 2028?",
        80.0,
    ),
    ("age", "how old am i in 2030 if i was born 1999", 31.0),
    ("age", "Our daughter was born 2012, what will be her age in 2027?", 15.0),
    # a shift's length from its start and end
    ("shift", "I start my shift at 7:30 am and finish at 4:15 pm. How long is my shift?", 8.75),
    ("shift", "I start work at 6 am and finish at 2:30 pm. How many hours is my shift?", 8.5),
    ("shift", "shift starts 7am ends 3:30pm how long", 8.5),
    ("shift", "My shift begins at 22:00 and ends at 06:00. How many hours do I work?", 8.0),
    ("shift", "Nurse shift from 19:00 to 07:30, how long in hours?", 12.5),
    # week hours from hours a day
    ("week", "kindly how many hours i work in a week if i do 9 hours daily for 6 days", 54.0),
    ("week", "i do 7.5 hours daily, 5 days a week, how many hours in a week?", 37.5),
    ("week", "I save $5 daily for 30 days, how much?", 150.0),
    ("week", "I walk 6 km daily. How many km in 7 days?", 42.0),
]

_NEAR: list[tuple[str, float | None]] = [
    ("My weight is 72 kg. What is my BMI?", None),
    ("bmi 80 kg", None),
    ("I am 1.75 m tall and weigh 72 kg. What is my weight in pounds?", None),
    ("My paddock is 250 m long. How many hectares is it?", None),
    ("How many square metres is a 20 m by 15 m garden?", 300.0),
    ("How many 500 ml bottles do I have?", None),
    ("I have 6 litres of water and 500 ml bottles. How many bottles are empty?", None),
    ("How many litres is 12 bottles of 500 ml?", 6.0),
    ("how much gas for a 240 mile trip at 30 miles per gallon", 8.0),
    ("how much petrol for 450 km", None),
    ("how much does the petrol cost for 450 km at 6.5 l per 100 km?", None),
    ("I was born in 1990. How old am I?", None),
    ("born in 1990, moved to Lagos in 2010. how old am i?", None),
    ("My father was born in 1960 and my mother in 1963. How old will my father be in 2030?", None),
    ("I start my shift at 7:30 am. How long is my shift?", None),
    ("the film starts at 7:30 pm and ends at 9:45 pm, how long is it?", None),
    ("The bus starts at 7:30 am and ends at 9:15 am. How many minutes?", 105.0),
    ("i work 10 hrs per day, 5 days, how many hrs per week", 50.0),
    ("30 students a class, 4 classes, how many students per class", 30.0),
    ("24 students in 4 groups, how many students per group?", 6.0),
]


@pytest.mark.parametrize(("family", "task", "expected"), _READ)
async def test_read(family: str, task: str, expected: float) -> None:
    await assert_read(family, task, expected)


@pytest.mark.parametrize(("task", "expected"), _NEAR)
async def test_near_miss(task: str, expected: float | None) -> None:
    await assert_near_miss(task, expected)
