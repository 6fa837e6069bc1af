"""Write the everyday held-out set 51: calculator and to-do requests, blind.

Written on 2026-11-29, before any tuning against it, by a helper session (branch h51) that did
not read the planner: none of its code or rules, none of the calculator, number-word or to-do
tools' code or tests, and none of the other everyday sets' YAML or generators beyond what is
listed under "What I read".

Theme: volunteers, sports and social club treasurers, parents organising kids' parties, wedding
and event organisers, church and community-group helpers in the UK, Ireland, the US, Canada,
India, Kenya and Singapore. Sums: subs and membership fees, raffle and cake-sale takings, float
and banking, catering per head, venue hire split between members, mileage claims, minibus costs,
kit orders with sizes, Gift Aid, tickets sold against a target, chama and society contributions.
To-dos: committee jobs, things to book, people to ring, things to buy for the event.

Voices:
    - UK club treasurers and PTA parents: lower case, no apostrophes ("whats", "theres"), "£5 a
      head", "50ps", "pro rata", "subs", "lol", the odd eye-roll emoji, run-on context first.
    - Irish GAA and parish helpers: "we've 34 adults", "the lads", "the Féile", "after mass",
      euros written "€1,250".
    - US PTO and church volunteers: "$2 each", "arm-lengths", "walk-a-thon", "RSVPs", dues.
    - Canadians: "toonies", "loonies", "cheques", "+ 13% HST", "cents/km", "CAD".
    - Indian society and family organisers: "Rs. 750/-", "Kindly tell", "till now", "per plate",
      "Per head cost?", lakh grouping ("Rs 2,40,000", "8 lakhs").
    - Kenyan chama and harambee members: "Ksh 2,500", "twenty-bob coins", "tickets ni Ksh 100",
      "send him" (by M-Pesa).
    - Singaporeans: "S$", "pax", "how much ah?", "reach how many percent liao?", "CC" (community
      club).
    - To-dos: quoted and unquoted titles, "pls", "thx", "atm", "#3", "no. 2", ticks (✔), past
      tenses ("Rang the caterers this morning"), context before the request, bullet lists.

What I read:
    - docs/evals.md: the "## " headings only, and the full sections "## The dataset" and
      "## Side effects".
    - src/agentschool/evals/cases.py and src/agentschool/evals/checks.py in full (the brief's
      "evals/cases.py and evals/checks.py"; there are no such files under evals/).
    - evals/gen_everyday_heldout_4.py: `_money`, `_listing`, `_tol`, and the helpers `_tag` and
      `_cents` that `write_set` and `_tol`'s callers need.
    - evals/gen_everyday_heldout_7.py: its import lines and top-level names; `ArithOut7`,
      `TodoOut7`, `ArithTemplate`, `TodoTemplate`, `_a`, `_completed`, `_deleted`, `_euros`,
      `_open`, `_plain`, `_pounds`, `check_titles`, `write_set`, and what they call (`_pick`,
      `_adding`, `_one_of`, `_number`, `_arithmetic_case`, `_todo_case`, the draw keys, `draw`,
      `build_set`, `_check_families`, `main`, `HEADER`); lines 20-100 as a block, which also
      showed `_said`, `_typed` and `_frac`.
    - The first 30 lines of evals/everyday-heldout-7.yaml.
    - The ruff settings in pyproject.toml.

Slips (deliberate, always outside to-do titles and never in a number): "whats", "theres",
"dont", "hw many", "atm", "u", "pls", "thx", "avg", "incl", "reciepts", "definately",
"comittee", "lol", lower-case starts, missing full stops, "x" and "@" for "at", "ni" (Swahili
"is/are"), "ah" and "liao" (Singlish), "/-" after rupee amounts, "50ps", dashes as punctuation.

Families (each has three phrasings, one per seeded draw):
    Arithmetic: subs_due, raffle_takings, cake_sale_profit, float_takings, cash_tin_count,
    catering_per_head, hire_split, mileage_claim, trip_cost_per_head, kit_order_sizes,
    gift_aid, tickets_to_target, percent_of_target, party_extra_kids, packs_needed,
    wedding_budget_left, venue_balance_owed, subs_rise, pro_rata_subs, closing_balance,
    monthly_contributions, average_attendance, sponsored_walk, receipts_total.
    To-do: add_one_job, add_things_to_buy, add_after_rambling, tick_off_by_name,
    done_by_number, done_two_at_once, bought_it_tick_off, delete_by_name, delete_by_number,
    rename_job, clear_whole_list, list_everything, how_many_left, is_it_on_there,
    whats_number_n, hold_off_no_change.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections.abc import Callable
from fractions import Fraction

from gen_everyday_heldout_4 import _listing, _money, _tol
from gen_everyday_heldout_7 import (
    ArithOut7,
    ArithTemplate,
    TodoOut7,
    TodoTemplate,
    _completed,
    _deleted,
    _euros,
    _open,
    _pounds,
    check_titles,
    write_set,
)

NAME = "everyday-heldout-51"
SEED = 20261129_51
DRAWS = 3

# --------------------------------------------------------------------------- helpers


def _out(task: str, value: Fraction, check: str, tolerance: float | None = None) -> ArithOut7:
    """An arithmetic out; the tolerance is a penny unless the answer is whole (then exact)."""
    return task, value, check, tolerance if tolerance is not None else _tol(value), {}


def _sgd(cents: int) -> str:
    return "S" + _money(cents)


def _ksh(shillings: int) -> str:
    return f"Ksh {shillings:,}"


def _inr(rupees: int) -> str:
    """Rupees with Indian digit grouping: 240000 is "2,40,000"."""
    text = str(rupees)
    if len(text) <= 3:
        return text
    head, tail = text[:-3], text[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    groups.insert(0, head)
    return ",".join([*groups, tail])


def _bare(cents: int) -> str:
    """An amount as typed into a list of receipts: "12.50", "6"."""
    whole, part = divmod(cents, 100)
    return f"{whole}" if part == 0 else f"{whole}.{part:02d}"


def _rupees_paise(paise: int) -> str:
    whole, part = divmod(paise, 100)
    return _inr(whole) if part == 0 else f"{_inr(whole)}.{part:02d}"


def _pence(cents: int) -> str:
    """A pledge as a Brit writes it: 50p, £1, £1.50."""
    return f"{cents}p" if cents < 100 else _pounds(cents)


_ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"]


def _nth(n: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th")
    return f"{n}{suffix}"


def _family(name: str, *phrasings: Callable[[random.Random], object]) -> Callable[..., object]:
    """One family: its draws take its phrasings in turn, so each phrasing is drawn once."""
    turn = itertools.count()

    def template(r: random.Random) -> object:
        return phrasings[next(turn) % len(phrasings)](r)

    template.__name__ = template.__qualname__ = name
    template.calls = turn  # type: ignore[attr-defined]
    return template


# --------------------------------------------------------------------------- arithmetic


def h51_subs_due_1(r: random.Random) -> ArithOut7:
    """UK football club treasurer, lower case, run-on."""
    a, fa = r.randrange(28, 70), r.choice([40, 45, 50, 55, 60, 65, 75])
    j, fj = r.randrange(12, 40), r.choice([20, 25, 30, 35])
    task = (
        f"treasurer hat on again 🙄 we've {a} adult members at £{fa} subs and {j} juniors at "
        f"£{fj}. whats the total subs if everyone pays up"
    )
    return _out(task, Fraction(a * fa + j * fj), f"{a}*{fa}+{j}*{fj}")


def h51_subs_due_2(r: random.Random) -> ArithOut7:
    """Irish GAA club registrar."""
    a, fa = r.randrange(40, 120), r.choice([60, 80, 100])
    j, fj = r.randrange(30, 90), r.choice([20, 30, 40])
    f, ff = r.randrange(10, 35), r.choice([120, 150, 180])
    task = (
        f"How much should we be getting in subs this year? {a} adults at €{fa}, {j} under-18s at "
        f"€{fj} and {f} family memberships at €{ff}."
    )
    return _out(task, Fraction(a * fa + j * fj + f * ff), f"{a}*{fa}+{j}*{fj}+{f}*{ff}")


def h51_subs_due_3(r: random.Random) -> ArithOut7:
    """Canadian curling club, @ for "at", CAD."""
    a, fa = r.randrange(30, 80), r.choice([395, 420, 450, 475])
    j, fj = r.randrange(4, 15), r.choice([150, 175, 195])
    s, fs = r.randrange(8, 25), r.choice([29750, 33750, 31250])
    task = (
        f"Curling club dues for the season: {a} full members @ ${fa}, {j} students @ ${fj} and "
        f"{s} seniors @ {_money(fs)}. What's the total we should collect? (CAD)"
    )
    value = Fraction(a * fa + j * fj) + s * Fraction(fs, 100)
    return _out(task, value, f"{a}*{fa}+{j}*{fj}+{s}*{fs}/100")


def h51_raffle_takings_1(r: random.Random) -> ArithOut7:
    """UK raffle with strips of six."""
    s, n = r.randrange(20, 90), r.randrange(10, 60)
    task = (
        f"Raffle tickets were £1 each or £5 for a strip of 6. We sold {s} strips and {n} single "
        "tickets, how much did we take on the raffle?"
    )
    return _out(task, Fraction(5 * s + n), f"5*{s}+{n}")


def h51_raffle_takings_2(r: random.Random) -> ArithOut7:
    """Kenyan harambee raffle, Swahili "ni"."""
    p, b, n = r.choice([50, 100]), r.randrange(15, 60), r.randrange(5, 40)
    task = (
        f"Harambee raffle: tickets ni Ksh {p} each. We sold {b} booklets of 10 and {n} loose "
        "tickets. Total collected?"
    )
    return _out(task, Fraction(p * (10 * b + n)), f"{p}*(10*{b}+{n})")


def h51_raffle_takings_3(r: random.Random) -> ArithOut7:
    """US 50/50 raffle at a PTO night."""
    a, b = r.randrange(40, 200), r.randrange(10, 60)
    task = (
        f"50/50 raffle at the PTO fun night — sold {a} tickets at $2 each and {b} arm-lengths at "
        "$10. winner gets half the pot, how much does the PTO keep?"
    )
    return _out(task, Fraction(2 * a + 10 * b, 2), f"(2*{a}+10*{b})/2")


def h51_cake_sale_profit_1(r: random.Random) -> ArithOut7:
    """UK school cake sale."""
    t, c1, c2 = r.randrange(15000, 45000), r.randrange(2000, 7000), r.randrange(500, 2000)
    task = (
        f"cake sale took {_pounds(t)} on the day. costs were {_pounds(c1)} for ingredients and "
        f"{_pounds(c2)} for paper plates and napkins, whats the profit?"
    )
    return _out(task, Fraction(t - c1 - c2, 100), f"({t}-{c1}-{c2})/100")


def h51_cake_sale_profit_2(r: random.Random) -> ArithOut7:
    """Irish parish bake sale after mass."""
    t, c1, c2 = r.randrange(20000, 60000), r.randrange(2500, 8000), r.choice([2000, 2500, 3000])
    task = (
        f"Bake sale after 11 o'clock mass made {_euros(t)} but Mary spent {_euros(c1)} on "
        f"ingredients and wants it back, and we gave {_euros(c2)} to the sacristan for the hall. "
        "What's left for the parish fund?"
    )
    return _out(task, Fraction(t - c1 - c2, 100), f"({t}-{c1}-{c2})/100")


def h51_cake_sale_profit_3(r: random.Random) -> ArithOut7:
    """Singapore CC bake sale, Singlish."""
    t, c1, c2 = r.randrange(30000, 90000), r.randrange(5000, 15000), r.randrange(1000, 4000)
    task = (
        f"Our CC bake sale collected {_sgd(t)}. Ingredients cost {_sgd(c1)}, the boxes "
        f"{_sgd(c2)}. So profit how much ah?"
    )
    return _out(task, Fraction(t - c1 - c2, 100), f"({t}-{c1}-{c2})/100")


def h51_float_takings_1(r: random.Random) -> ArithOut7:
    """UK tuck shop float."""
    f = r.choice([2000, 2500, 3000, 5000])
    e = f + r.randrange(4000, 30000)
    task = (
        f"started the tuck shop with a {_pounds(f)} float and theres {_pounds(e)} in the tin "
        "now. how much did we actually take?"
    )
    return _out(task, Fraction(e - f, 100), f"({e}-{f})/100")


def h51_float_takings_2(r: random.Random) -> ArithOut7:
    """US concession stand, "starting cash"."""
    f = r.choice([10000, 15000, 20000])
    e = f + r.randrange(20000, 120000)
    task = (
        f"Concession stand opened with {_money(f)} starting cash in the box and closed with "
        f"{_money(e)}. How much did we make in sales?"
    )
    return _out(task, Fraction(e - f, 100), f"({e}-{f})/100")


def h51_float_takings_3(r: random.Random) -> ArithOut7:
    """UK or Irish disco, keeping the float back."""
    f = r.choice([5000, 7500, 10000])
    e = f + r.randrange(10000, 60000)
    task = (
        f"Float was {_pounds(f)}, counted {_pounds(e)} at the end of the disco. If I keep the "
        "float back for next week how much do I bank?"
    )
    return _out(task, Fraction(e - f, 100), f"({e}-{f})/100")


def h51_cash_tin_count_1(r: random.Random) -> ArithOut7:
    """UK fete cash tin, "x" and "50ps"."""
    a, b, c = r.randrange(2, 15), r.randrange(3, 20), r.randrange(5, 30)
    d, e, g = r.randrange(5, 40), r.randrange(10, 60), r.randrange(5, 40)
    task = (
        f"counting up the tin from the fete: {a} x £20, {b} x £10, {c} x £5, {d} £2 coins, "
        f"{e} £1 coins and {g} 50ps. total?"
    )
    value = Fraction(20 * a + 10 * b + 5 * c + 2 * d + e) + Fraction(g, 2)
    return _out(task, value, f"20*{a}+10*{b}+5*{c}+2*{d}+{e}+0.5*{g}")


def h51_cash_tin_count_2(r: random.Random) -> ArithOut7:
    """Canadian bingo night: toonies, loonies, quarters."""
    a, b, c = r.randrange(2, 15), r.randrange(3, 20), r.randrange(5, 30)
    d, e, g = r.randrange(10, 60), r.randrange(10, 60), r.randrange(8, 80)
    task = (
        f"Counted the cash box after bingo: {a} twenties, {b} tens, {c} fives, {d} toonies, "
        f"{e} loonies and {g} quarters. How much is that altogether?"
    )
    value = Fraction(20 * a + 10 * b + 5 * c + 2 * d + e) + Fraction(g, 4)
    return _out(task, value, f"20*{a}+10*{b}+5*{c}+2*{d}+{e}+0.25*{g}")


def h51_cash_tin_count_3(r: random.Random) -> ArithOut7:
    """Kenyan chama count, "twenty-bob coins"."""
    a, b, c = r.randrange(3, 25), r.randrange(4, 30), r.randrange(5, 30)
    d, e = r.randrange(5, 40), r.randrange(5, 50)
    task = (
        f"Counting the chama contributions: {a} notes of 1000, {b} of 500, {c} of 200, {d} of "
        f"100 and {e} twenty-bob coins. How much in total?"
    )
    value = Fraction(1000 * a + 500 * b + 200 * c + 100 * d + 20 * e)
    return _out(task, value, f"1000*{a}+500*{b}+200*{c}+100*{d}+20*{e}")


def h51_catering_per_head_1(r: random.Random) -> ArithOut7:
    """UK wedding breakfast with 12.5% service."""
    p, n = r.choice([3250, 3800, 4250, 4595, 5200]), r.randrange(60, 140)
    task = (
        f"Caterer's quote for the wedding breakfast is {_pounds(p)} a head for {n} guests plus "
        "12.5% service. What's the total going to be?"
    )
    return _out(task, Fraction(p * n, 100) * Fraction(9, 8), f"{p}/100*{n}*1.125")


def h51_catering_per_head_2(r: random.Random) -> ArithOut7:
    """Indian caterer per plate plus GST, "Kindly tell"."""
    p, n = r.choice([650, 750, 850, 1100, 1250]), r.randrange(150, 400)
    task = (
        f"Caterer is charging Rs. {p}/- per plate for {n} guests plus 18% GST. Kindly tell the "
        "total amount."
    )
    return _out(task, Fraction(p * n * 118, 100), f"{p}*{n}*1.18")


def h51_catering_per_head_3(r: random.Random) -> ArithOut7:
    """US caterer with a service charge, before tip."""
    p, n, s = r.choice([2850, 3200, 4175]), r.randrange(40, 120), r.choice([18, 20, 22])
    task = (
        f"the caterer charges {_money(p)} per person, we have {n} people, plus a {s}% service "
        "charge. what's the total bill before tip?"
    )
    return _out(task, Fraction(p * n * (100 + s), 10000), f"{p}/100*{n}*(1+{s}/100)")


def h51_hire_split_1(r: random.Random) -> ArithOut7:
    """UK badminton club hall hire."""
    h, n = r.randrange(150, 500), r.randrange(7, 20)
    task = f"hall hire for badminton is £{h} a term and there's {n} of us, how much each?"
    return _out(task, Fraction(h, n), f"{h}/{n}")


def h51_hire_split_2(r: random.Random) -> ArithOut7:
    """Singapore chalet booking, Singlish."""
    h, n = r.randrange(600, 1400), r.randrange(6, 15)
    task = f"Chalet booking S${h} for 3 nights, {n} of us sharing. Each person pay how much?"
    return _out(task, Fraction(h, n), f"{h}/{n}")


def h51_hire_split_3(r: random.Random) -> ArithOut7:
    """Irish pitch hire, "the lads"."""
    h, n = r.randrange(800, 2000), r.randrange(15, 29)
    task = (
        f"Pitch hire came to €{h:,} for the season, split evenly between the {n} lads. How much "
        "does each of us owe?"
    )
    return _out(task, Fraction(h, n), f"{h}/{n}")


def h51_mileage_claim_1(r: random.Random) -> ArithOut7:
    """UK 45p a mile."""
    m = r.randrange(20, 260)
    task = (
        f"mileage claim for driving the team to the away match, {m} miles at 45p a mile. how "
        "much do I claim?"
    )
    return _out(task, Fraction(45 * m, 100), f"{m}*0.45")


def h51_mileage_claim_2(r: random.Random) -> ArithOut7:
    """Canadian volunteer driver, cents/km."""
    k, t, rate = r.randrange(30, 180), r.randrange(2, 9), r.choice([55, 58, 61, 70])
    task = (
        f"Volunteer driver claim: {k} km round trip, {t} trips this month, rate is {rate} "
        "cents/km. Total?"
    )
    return _out(task, Fraction(k * t * rate, 100), f"{k}*{t}*{rate}/100")


def h51_mileage_claim_3(r: random.Random) -> ArithOut7:
    """US church retreat, there and back."""
    m, rate = r.randrange(15, 120), r.choice([50, 55, 65, 67])
    task = (
        f"Drove to the church retreat and back, {m} miles each way. Reimbursement is {rate} "
        "cents a mile — what do I put on the form?"
    )
    return _out(task, Fraction(2 * m * rate, 100), f"2*{m}*{rate}/100")


def h51_trip_cost_per_head_1(r: random.Random) -> ArithOut7:
    """UK school trip minibus plus diesel."""
    h, d, k = r.randrange(120, 260), r.randrange(3000, 9000), r.randrange(10, 18)
    task = (
        f"minibus hire is £{h} plus {_pounds(d)} for diesel and {k} kids are going on the trip. "
        "whats that per kid?"
    )
    return _out(task, Fraction(100 * h + d, 100 * k), f"({h}+{d}/100)/{k}")


def h51_trip_cost_per_head_2(r: random.Random) -> ArithOut7:
    """Irish juvenile club bus, mentors travel free."""
    h, k, a = r.randrange(350, 900), r.randrange(14, 29), r.randrange(2, 6)
    task = (
        f"Bus to the Féile is €{h} and there's {k} players and {a} mentors travelling. We're "
        "splitting it between the players only, how much per player?"
    )
    return _out(task, Fraction(h, k), f"{h}/{k}")


def h51_trip_cost_per_head_3(r: random.Random) -> ArithOut7:
    """Indian temple trip in a tempo traveller."""
    h, k = r.choice([5500, 6000, 7200, 8500]), r.randrange(9, 17)
    task = (
        f"Tempo traveller for the temple trip is Rs {_inr(h)} per day, we need it for 2 days "
        f"and {k} people are going. Per head cost?"
    )
    return _out(task, Fraction(2 * h, k), f"2*{h}/{k}")


def h51_kit_order_sizes_1(r: random.Random) -> ArithOut7:
    """UK junior football kit by size."""
    s, m, lg, x = (r.randrange(1, 9) for _ in range(4))
    p = r.choice([1299, 1499, 1650, 1800])
    px = p + 200
    task = (
        f"kit order for the under 11s: {s} small, {m} medium and {lg} large shirts at "
        f"{_pounds(p)} each, plus {x} adult XL at {_pounds(px)}. total?"
    )
    value = Fraction((s + m + lg) * p + x * px, 100)
    return _out(task, value, f"({s}+{m}+{lg})*{p}/100+{x}*{px}/100")


def h51_kit_order_sizes_2(r: random.Random) -> ArithOut7:
    """US team t-shirts, youth and adult sizes."""
    y = r.choice([1200, 1400, 1500])
    a = y + r.choice([200, 300, 500])
    ys, ym, yl = r.randrange(2, 10), r.randrange(2, 10), r.randrange(2, 10)
    as_, am = r.randrange(1, 5), r.randrange(1, 6)
    task = (
        f"Team t-shirts: youth sizes are {_money(y)} and adult sizes are {_money(a)}. We need "
        f"{ys} YS, {ym} YM, {yl} YL, {as_} AS and {am} AM. Order total?"
    )
    value = Fraction((ys + ym + yl) * y + (as_ + am) * a, 100)
    return _out(task, value, f"({ys}+{ym}+{yl})*{y}/100+({as_}+{am})*{a}/100")


def h51_kit_order_sizes_3(r: random.Random) -> ArithOut7:
    """Kenyan team jerseys, paid by M-Pesa."""
    mm, ml, mx = r.randrange(2, 9), r.randrange(2, 9), r.randrange(1, 6)
    p, ps, d = r.choice([850, 1200, 1500]), r.choice([450, 600]), r.choice([300, 500, 700])
    total = mm + ml + mx
    task = (
        f"Jerseys for the team from the guy in town: {mm} medium, {ml} large and {mx} XL, all "
        f"{_ksh(p)} each. Plus {total} pairs of shorts at {_ksh(ps)} and {_ksh(d)} delivery. How "
        "much do we send him?"
    )
    value = Fraction(total * (p + ps) + d)
    return _out(task, value, f"({mm}+{ml}+{mx})*{p}+{total}*{ps}+{d}")


def h51_gift_aid_1(r: random.Random) -> ArithOut7:
    """UK charity treasurer, terse."""
    d = r.randrange(50000, 300000)
    task = f"how much Gift Aid can we claim back on {_pounds(d)} of eligible donations?"
    return _out(task, Fraction(d, 400), f"{d}/100*0.25")


def h51_gift_aid_2(r: random.Random) -> ArithOut7:
    """UK sponsored walk, part Gift Aided."""
    g = r.randrange(40000, 200000)
    t = g + r.randrange(10000, 100000)
    task = (
        f"We collected {_pounds(t)} at the sponsored walk and {_pounds(g)} of that is Gift "
        "Aided, how much extra will we get from HMRC?"
    )
    return _out(task, Fraction(g, 400), f"{g}*0.25/100")


def h51_gift_aid_3(r: random.Random) -> ArithOut7:
    """UK donor, "incl"."""
    d = r.randrange(1000, 50000)
    task = (
        f"if someone gives {_pounds(d)} and ticks the gift aid box whats it worth to the "
        "charity in total, incl the gift aid?"
    )
    return _out(task, Fraction(d * 5, 400), f"{d}/100*1.25")


def _short(r: random.Random, target: int, price: int) -> int:
    """Tickets sold so far, well short of the target."""
    full = target // price
    return r.randrange(full // 3, full - 5)


def h51_tickets_to_target_1(r: random.Random) -> ArithOut7:
    """UK quiz night."""
    p, t = r.choice([5, 8, 12, 15]), r.choice([1500, 2000, 2500, 3000])
    s = _short(r, t, p)
    task = (
        f"quiz night – we need to raise £{t:,}, tickets are £{p} each and we've sold {s} so "
        "far. how many more tickets do we need to sell to hit it?"
    )
    value = Fraction(math.ceil(Fraction(t - s * p, p)))
    return _out(task, value, f"math.ceil(({t}-{s}*{p})/{p})")


def h51_tickets_to_target_2(r: random.Random) -> ArithOut7:
    """US gala goal."""
    p, t = r.choice([45, 60, 75, 85, 125]), r.choice([10000, 15000, 20000, 25000])
    s = _short(r, t, p)
    task = (
        f"Gala fundraising goal is ${t:,}. Tickets are ${p}. We've sold {s}. How many more do we "
        "need to sell to reach the goal?"
    )
    value = Fraction(math.ceil(Fraction(t - s * p, p)))
    return _out(task, value, f"math.ceil(({t}-{s}*{p})/{p})")


def h51_tickets_to_target_3(r: random.Random) -> ArithOut7:
    """Indian Diwali mela passes, lakh grouping, "till now"."""
    p, t = r.choice([150, 200, 250, 300, 350]), r.choice([50000, 75000, 120000])
    s = _short(r, t, p)
    task = (
        f"Target for the Diwali mela is Rs {_inr(t)}, passes are Rs {p} each and {s} passes sold "
        "till now. How many more passes to be sold to reach target?"
    )
    value = Fraction(math.ceil(Fraction(t - s * p, p)))
    return _out(task, value, f"math.ceil(({t}-{s}*{p})/{p})")


def h51_percent_of_target_1(r: random.Random) -> ArithOut7:
    """Scottish ceilidh tickets."""
    t = r.choice([200, 250, 500])
    s = r.randrange(t // 4, t)
    task = f"sold {s} of our {t} tickets for the ceilidh so far, what percentage is that?"
    return _out(task, Fraction(100 * s, t), f"{s}/{t}*100")


def h51_percent_of_target_2(r: random.Random) -> ArithOut7:
    """Irish church roof fund."""
    t = r.choice([20000, 50000, 80000])
    k = r.randrange(150, 900)
    raised = k * t // 1000
    task = (
        f"We've raised €{raised:,} so far towards the €{t:,} for the new church roof. What % of "
        "the target is that?"
    )
    return _out(task, Fraction(100 * raised, t), f"{raised}/{t}*100")


def h51_percent_of_target_3(r: random.Random) -> ArithOut7:
    """Singapore charity dinner, Singlish."""
    t = r.choice([250, 500, 1000])
    s = r.randrange(t // 5, t)
    task = f"Charity dinner sold {s} tickets already, target is {t}. Reach how many percent liao?"
    return _out(task, Fraction(100 * s, t), f"100*{s}/{t}")


def h51_party_extra_kids_1(r: random.Random) -> ArithOut7:
    """UK soft play party, "lol"."""
    b, n0 = r.choice([150, 175, 195, 220]), r.choice([10, 12, 15])
    e, k = r.choice([850, 995, 1200, 1250]), n0 + r.randrange(1, 13)
    task = (
        f"soft play party package is £{b} for up to {n0} kids then {_pounds(e)} per extra "
        f"child. {k} kids coming (if they all turn up lol), how much will it be?"
    )
    return _out(task, Fraction(b) + (k - n0) * Fraction(e, 100), f"{b}+({k}-{n0})*{e}/100")


def h51_party_extra_kids_2(r: random.Random) -> ArithOut7:
    """US bounce house party."""
    b, n0 = r.choice([249, 275, 299, 350]), r.choice([10, 12, 15])
    e, k = r.choice([12, 15, 18, 20]), n0 + r.randrange(1, 13)
    task = (
        f"Bounce house party: ${b} covers the first {n0} kids and each additional kid is ${e}. "
        f"{k} kids RSVP'd yes. Total?"
    )
    return _out(task, Fraction(b + (k - n0) * e), f"{b}+({k}-{n0})*{e}")


def h51_party_extra_kids_3(r: random.Random) -> ArithOut7:
    """Singapore party package, "pax"."""
    b, n0 = r.choice([388, 428, 488]), r.choice([10, 15, 20])
    e, k = r.choice([1800, 2200, 2500]), n0 + r.randrange(1, 13)
    task = (
        f"Party package S${b} for {n0} pax, additional pax {_sgd(e)} each. {k} pax confirmed "
        "coming, need to pay how much?"
    )
    return _out(task, Fraction(b) + (k - n0) * Fraction(e, 100), f"{b}+({k}-{n0})*{e}/100")


def h51_packs_needed_1(r: random.Random) -> ArithOut7:
    """UK party balloons."""
    p, b, t = r.choice([10, 12, 15, 20, 25]), r.randrange(3, 7), r.randrange(8, 21)
    task = (
        f"balloons come in packs of {p}, I want {b} on each table and theres {t} tables. how "
        "many packs do I need to buy?"
    )
    return _out(task, Fraction(math.ceil(Fraction(b * t, p))), f"math.ceil({b}*{t}/{p})")


def h51_packs_needed_2(r: random.Random) -> ArithOut7:
    """US pizza for a kids' party."""
    s, k = r.choice([2, 3]), r.randrange(12, 31)
    task = (
        f"Each large pizza has 8 slices. Figuring {s} slices per kid and {k} kids, how many "
        "pizzas do I need to order?"
    )
    return _out(task, Fraction(math.ceil(Fraction(s * k, 8))), f"math.ceil({s}*{k}/8)")


def h51_packs_needed_3(r: random.Random) -> ArithOut7:
    """Church tea after the service."""
    p, c, n = r.choice([40, 80, 160]), r.choice([2, 3]), r.randrange(45, 181)
    task = (
        f"Teabags come in boxes of {p}. We reckon {c} cups each after the service and {n} "
        "people. How many boxes do I buy?"
    )
    return _out(task, Fraction(math.ceil(Fraction(c * n, p))), f"math.ceil({c}*{n}/{p})")


def h51_wedding_budget_left_1(r: random.Random) -> ArithOut7:
    """UK wedding budget."""
    while True:
        b, v = r.choice([12000, 15000, 18000, 20000]), r.randrange(3500, 7000)
        g, h = r.randrange(60, 121), r.choice([3850, 4200, 4750, 5500])
        ph = r.randrange(800, 1800)
        value = Fraction(b - v - ph) - g * Fraction(h, 100)
        if value > 500:
            break
    task = (
        f"wedding budget is £{b:,}. venue is £{v:,}, catering {g} guests at {_pounds(h)} a head "
        f"and photographer £{ph:,}. how much is left for everything else?"
    )
    return _out(task, value, f"{b}-{v}-{g}*{h}/100-{ph}")


def h51_wedding_budget_left_2(r: random.Random) -> ArithOut7:
    """Indian wedding, lakhs and "@"."""
    while True:
        lakhs, hall = r.choice([6, 8, 10, 12]), r.randrange(150000, 300000, 5000)
        g, pp = r.randrange(250, 501), r.choice([450, 550, 650, 750])
        dec = r.randrange(40000, 120000, 5000)
        value = Fraction(lakhs * 100000 - hall - g * pp - dec)
        if value > 20000:
            break
    task = (
        f"Our budget for my sister's wedding is {lakhs} lakhs. Hall Rs {_inr(hall)}, catering "
        f"{g} plates @ Rs {pp}, decoration Rs {_inr(dec)}. How much balance is left?"
    )
    return _out(task, value, f"{lakhs}*100000-{hall}-{g}*{pp}-{dec}")


def h51_wedding_budget_left_3(r: random.Random) -> ArithOut7:
    """Kenyan wedding committee."""
    while True:
        b, t = r.randrange(400000, 900000, 5000), r.randrange(40000, 90000, 1000)
        g, h = r.randrange(200, 451), r.choice([350, 400, 500, 600])
        value = Fraction(b - t - g * h)
        if value > 10000:
            break
    task = (
        f"Wedding committee has raised {_ksh(b)} so far. Tent and chairs {_ksh(t)}, catering {g} "
        f"guests at Ksh {h} per head. What's the balance?"
    )
    return _out(task, value, f"{b}-{t}-{g}*{h}")


def h51_venue_balance_owed_1(r: random.Random) -> ArithOut7:
    """UK venue with a percentage deposit."""
    v, d = r.randrange(2400, 9000, 50), r.choice([10, 20, 25, 30])
    task = (
        f"venue total is £{v:,} and we paid a {d}% deposit when we booked. how much is the "
        "balance still to pay?"
    )
    return _out(task, Fraction(v * (100 - d), 100), f"{v}*(1-{d}/100)")


def h51_venue_balance_owed_2(r: random.Random) -> ArithOut7:
    """Irish hotel function room, two payments."""
    v, dep = r.randrange(4000, 12000, 10), r.choice([500, 1000, 1500])
    p2 = r.randrange(1000, 3000, 100)
    task = (
        f"Hotel quoted €{v:,} for the function room and meal. We paid €{dep:,} deposit back in "
        f"March and another €{p2:,} in June. How much is still owed?"
    )
    return _out(task, Fraction(v - dep - p2), f"{v}-{dep}-{p2}")


def h51_venue_balance_owed_3(r: random.Random) -> ArithOut7:
    """Canadian banquet hall plus HST."""
    v, dep = r.randrange(3000, 8000, 25), r.choice([500, 750, 1000])
    task = (
        f"Banquet hall is ${v:,} + 13% HST, and we already paid a ${dep} deposit. What's left "
        "to pay?"
    )
    return _out(task, Fraction(v * 113, 100) - dep, f"{v}*1.13-{dep}")


def h51_subs_rise_1(r: random.Random) -> ArithOut7:
    """UK club subs going up."""
    s, p = r.choice([40, 45, 50, 60, 65, 80, 120]), r.choice([3, 5, 8, 10, 12, 15])
    task = f"comittee agreed to put subs up {p}% from £{s}, what's the new sub?"
    return _out(task, Fraction(s * (100 + p), 100), f"{s}*(1+{p}/100)")


def h51_subs_rise_2(r: random.Random) -> ArithOut7:
    """US club dues."""
    s, p = r.choice([35, 50, 75, 90, 125]), r.choice([4, 6, 10, 20])
    task = f"Dues are going up {p}% next year. They're ${s} now. New dues amount?"
    return _out(task, Fraction(s * (100 + p), 100), f"{s}*{100 + p}/100")


def h51_subs_rise_3(r: random.Random) -> ArithOut7:
    """Irish club AGM."""
    s, p = r.choice([70, 85, 95, 110, 150]), r.choice([5, 7, 10, 12])
    task = f"Membership was €{s} and the AGM voted through a {p}% increase. What will it be now?"
    return _out(task, Fraction(s * (100 + p), 100), f"{s}+{s}*{p}/100")


def h51_pro_rata_subs_1(r: random.Random) -> ArithOut7:
    """UK club, months left of the season."""
    a, m = r.choice([60, 72, 90, 96, 120, 150]), r.randrange(2, 12)
    task = (
        f"annual subs are £{a}, new member joining with {m} months left of the season, pro rata "
        "what should they pay?"
    )
    return _out(task, Fraction(a * m, 12), f"{a}/12*{m}")


def h51_pro_rata_subs_2(r: random.Random) -> ArithOut7:
    """Irish club, months to renewal."""
    a, m = r.choice([80, 100, 130, 180, 250]), r.randrange(2, 12)
    task = (
        f"Full year membership is €{a}. Someone joining now has {m} months to go till renewal, "
        "what do we charge them pro-rata?"
    )
    return _out(task, Fraction(a * m, 12), f"{a}*{m}/12")


_MONTHS = [
    ("January", "Jan"),
    ("February", "Feb"),
    ("March", "Mar"),
    ("April", "Apr"),
    ("May", "May"),
    ("June", "Jun"),
    ("July", "Jul"),
    ("August", "Aug"),
    ("September", "Sep"),
    ("October", "Oct"),
    ("November", "Nov"),
    ("December", "Dec"),
]


def h51_pro_rata_subs_3(r: random.Random) -> ArithOut7:
    """Singapore interest group, charged by month."""
    a, j = r.choice([60, 84, 96, 120, 180]), r.randrange(2, 12)
    month, short = _MONTHS[j - 1]
    task = (
        f"Yearly membership is S${a}, membership year is Jan to Dec. New member joining in "
        f"{month}, we charge only for {short} to Dec. How much?"
    )
    return _out(task, Fraction(a * (13 - j), 12), f"{a}*({12 - j}+1)/12")


def h51_closing_balance_1(r: random.Random) -> ArithOut7:
    """UK club treasurer's month end."""
    o, a, b = r.randrange(50000, 300000), r.randrange(5000, 60000), r.randrange(3000, 40000)
    c, d = r.randrange(5000, 30000), r.randrange(2000, 20000)
    task = (
        f"opening balance {_pounds(o)}, paid in {_pounds(a)} (subs) and {_pounds(b)} (raffle), "
        f"paid out {_pounds(c)} hall hire and {_pounds(d)} trophies. closing balance?"
    )
    return _out(task, Fraction(o + a + b - c - d, 100), f"({o}+{a}+{b}-{c}-{d})/100")


def h51_closing_balance_2(r: random.Random) -> ArithOut7:
    """Kenyan group treasurer."""
    o, a = r.randrange(20000, 150000, 50), r.randrange(30000, 120000, 50)
    c, d = r.randrange(10000, 40000, 500), r.randrange(3000, 15000, 100)
    task = (
        f"Opening balance {_ksh(o)}. Received contributions {_ksh(a)}. Paid {_ksh(c)} for the "
        f"tent and {_ksh(d)} for transport. What's the balance now?"
    )
    return _out(task, Fraction(o + a - c - d), f"{o}+{a}-{c}-{d}")


def h51_closing_balance_3(r: random.Random) -> ArithOut7:
    """Canadian club, cheques."""
    o, a, b = r.randrange(80000, 400000), r.randrange(5000, 80000), r.randrange(5000, 50000)
    c, d = r.randrange(10000, 60000), r.randrange(2000, 30000)
    task = (
        f"Starting balance {_money(o)}. Deposits: {_money(a)} and {_money(b)}. Cheques written: "
        f"{_money(c)} and {_money(d)}. Ending balance?"
    )
    return _out(task, Fraction(o + a + b - c - d, 100), f"{o}/100+{a}/100+{b}/100-{c}/100-{d}/100")


def h51_monthly_contributions_1(r: random.Random) -> ArithOut7:
    """Kenyan chama."""
    n, c = r.randrange(10, 31), r.choice([500, 1000, 1500, 2000, 2500, 3000])
    m = r.randrange(3, 13)
    task = (
        f"Our chama has {n} members each contributing {_ksh(c)} monthly. How much will we have "
        f"collected after {m} months?"
    )
    return _out(task, Fraction(n * c * m), f"{n}*{c}*{m}")


def h51_monthly_contributions_2(r: random.Random) -> ArithOut7:
    """Indian housing society maintenance."""
    n, c = r.randrange(24, 121), r.choice([1200, 1500, 1800, 2500, 3000])
    task = (
        f"{n} flats in our society each pay Rs {c:,} maintenance per month. How much is "
        "collected in one quarter?"
    )
    return _out(task, Fraction(n * c * 3), f"{n}*{c}*3")


def h51_monthly_contributions_3(r: random.Random) -> ArithOut7:
    """UK standing orders."""
    n, c = r.randrange(15, 61), r.choice([500, 750, 1000, 1250, 1500])
    task = f"{n} members on standing order at {_pounds(c)} a month, how much comes in over a year?"
    return _out(task, Fraction(n * c * 12, 100), f"{n}*{c}/100*12")


def h51_average_attendance_1(r: random.Random) -> ArithOut7:
    """Church warden, five Sundays."""
    xs = [r.randrange(60, 141) for _ in range(5)]
    task = f"Sunday attendance the last 5 weeks: {', '.join(map(str, xs))}. Whats the average?"
    return _out(task, Fraction(sum(xs), 5), f"({'+'.join(map(str, xs))})/5")


def h51_average_attendance_2(r: random.Random) -> ArithOut7:
    """UK youth club leader, "avg"."""
    xs = [r.randrange(15, 41) for _ in range(6)]
    task = f"Numbers at youth club this term were {', '.join(map(str, xs))} — avg per night?"
    return _out(task, Fraction(sum(xs), 6), f"sum([{', '.join(map(str, xs))}])/6")


def h51_average_attendance_3(r: random.Random) -> ArithOut7:
    """Singapore food distribution volunteers."""
    xs = [r.randrange(12, 36) for _ in range(4)]
    task = (
        "Volunteer turnout for our food distribution each Saturday this month: "
        f"{', '.join(map(str, xs))}. Average is how many?"
    )
    return _out(task, Fraction(sum(xs), 4), f"({'+'.join(map(str, xs))})/4")


def h51_sponsored_walk_1(r: random.Random) -> ArithOut7:
    """UK sponsored walk, pledges in pence and pounds."""
    pledges = [r.choice([50, 100, 100, 150, 200, 250, 500]) for _ in range(r.randrange(4, 7))]
    m = r.randrange(8, 27)
    task = (
        f"sponsored walk – my sponsors pledged {_listing([_pence(p) for p in pledges])} per mile "
        f"and I did {m} miles. how much do I need to collect?"
    )
    value = Fraction(sum(pledges) * m, 100)
    return _out(task, value, f"({'+'.join(map(str, pledges))})/100*{m}")


def h51_sponsored_walk_2(r: random.Random) -> ArithOut7:
    """US walk-a-thon, "thanks grandma"."""
    n, rate, rate2 = r.randrange(3, 9), r.choice([25, 50, 100]), r.choice([300, 500])
    laps = r.randrange(10, 41)
    task = (
        f"Walk-a-thon: {n} sponsors at {_money(rate)} per lap and one at {_money(rate2)} a lap "
        f"(thanks grandma), my kid did {laps} laps. How much do we collect?"
    )
    value = Fraction((n * rate + rate2) * laps, 100)
    return _out(task, value, f"({n}*{rate}/100+{rate2}/100)*{laps}")


def h51_sponsored_walk_3(r: random.Random) -> ArithOut7:
    """Irish sponsored cycle, flat plus per km."""
    km, flat = r.choice([25, 40, 50, 60, 100]), r.choice([20, 50, 100])
    n, rate = r.randrange(4, 13), r.choice([10, 20, 50])
    task = (
        f"Sponsored cycle, {km}km. €{flat} flat from Granny and {n} people at {rate}c a km. "
        "Total raised?"
    )
    return _out(task, Fraction(flat) + Fraction(n * rate * km, 100), f"{flat}+{n}*{rate}*{km}/100")


def h51_receipts_total_1(r: random.Random) -> ArithOut7:
    """UK treasurer adding receipts, "reciepts"."""
    xs = [r.choice([r.randrange(300, 4000), 100 * r.randrange(3, 40)]) for _ in range(6)]
    task = f"can u add up these reciepts for me pls {', '.join(_bare(x) for x in xs)}"
    return _out(task, Fraction(sum(xs), 100), f"({'+'.join(map(str, xs))})/100")


def h51_receipts_total_2(r: random.Random) -> ArithOut7:
    """Plain sum of pound amounts."""
    xs = [r.choice([r.randrange(300, 4000), 100 * r.randrange(3, 40)]) for _ in range(5)]
    task = f"{' + '.join(_pounds(x) for x in xs)} = ?"
    return _out(task, Fraction(sum(xs), 100), f"sum([{', '.join(map(str, xs))}])/100")


def h51_receipts_total_3(r: random.Random) -> ArithOut7:
    """Indian bills with lakh-style grouping and paise."""
    xs = [r.choice([100 * r.randrange(150, 4000), 50 * r.randrange(300, 8000)]) for _ in range(4)]
    task = f"total of these bills pls: {', '.join('Rs ' + _rupees_paise(x) for x in xs)}"
    return _out(task, Fraction(sum(xs), 100), f"({'+'.join(map(str, xs))})/100")


ARITHMETIC_FAMILIES = [
    "subs_due",
    "raffle_takings",
    "cake_sale_profit",
    "float_takings",
    "cash_tin_count",
    "catering_per_head",
    "hire_split",
    "mileage_claim",
    "trip_cost_per_head",
    "kit_order_sizes",
    "gift_aid",
    "tickets_to_target",
    "percent_of_target",
    "party_extra_kids",
    "packs_needed",
    "wedding_budget_left",
    "venue_balance_owed",
    "subs_rise",
    "pro_rata_subs",
    "closing_balance",
    "monthly_contributions",
    "average_attendance",
    "sponsored_walk",
    "receipts_total",
]

# --------------------------------------------------------------------------- to-do

# title, past tense, how people name it ("the minibus one")
JOBS = [
    ("book the village hall", "booked the village hall", "village hall"),
    ("ring the caterers", "rang the caterers", "caterers"),
    ("order the trophies", "ordered the trophies", "trophies"),
    ("email the minutes", "emailed the minutes", "minutes"),
    ("collect the raffle prizes", "collected the raffle prizes", "raffle prizes"),
    ("bank the cake sale money", "banked the cake sale money", "cake sale"),
    ("chase unpaid subs", "chased the unpaid subs", "subs"),
    ("renew the insurance", "renewed the insurance", "insurance"),
    ("print the tickets", "printed the tickets", "tickets"),
    ("book the minibus", "booked the minibus", "minibus"),
    ("ring Father Declan", "rang Father Declan", "Father Declan"),
    ("confirm the DJ", "confirmed the DJ", "DJ"),
    ("send off the Gift Aid claim", "sent off the Gift Aid claim", "Gift Aid"),
    ("sort the float for Saturday", "sorted the float for Saturday", "float"),
    ("pick up the marquee", "picked up the marquee", "marquee"),
    ("update the membership spreadsheet", "updated the membership spreadsheet", "spreadsheet"),
    ("get quotes for the coach", "got quotes for the coach", "coach"),
    ("call the florist", "called the florist", "florist"),
    ("pay the referee", "paid the referee", "referee"),
    ("book the bouncy castle", "booked the bouncy castle", "bouncy castle"),
    ("ask Mrs Otieno about chairs", "asked Mrs Otieno about chairs", "Mrs Otieno"),
    ("return the urn to the church", "returned the urn to the church", "urn"),
    ("fill in the risk assessment", "filled in the risk assessment", "risk assessment"),
    ("post the AGM notice", "posted the AGM notice", "AGM notice"),
    ("book the photographer", "booked the photographer", "photographer"),
]
TITLES = [j[0] for j in JOBS]
PAST = {j[0]: j[1] for j in JOBS}
KEYWORD = {j[0]: j[2] for j in JOBS}

SHOPPING = [
    "paper plates",
    "napkins",
    "balloons",
    "birthday candles",
    "bin bags",
    "orange squash",
    "teabags",
    "milk",
    "paper cups",
    "bags of ice",
    "sellotape",
    "name badges",
    "cake boxes",
    "party bags",
    "foil trays",
    "cable ties",
    "bunting",
    "sugar",
]

RENAMES = {
    "ring the caterers": "email the caterers",
    "book the village hall": "book the scout hut",
    "print the tickets": "print the programmes",
    "confirm the DJ": "confirm the ceilidh band",
    "call the florist": "call the cake lady",
    "book the minibus": "book a bigger minibus",
    "pay the referee": "pay the linesmen",
    "ring Father Declan": "ring Canon Murphy",
}


def _jobs(r: random.Random, low: int, high: int) -> list[str]:
    return r.sample(TITLES, r.randrange(low, high + 1))


def _mixed(r: random.Random, low: int, high: int) -> list[str]:
    """A list of jobs and things to buy, with at least one thing to buy."""
    count = r.randrange(low, high + 1)
    buy = r.randrange(1, count)
    setup = r.sample(TITLES, count - buy) + r.sample(SHOPPING, buy)
    r.shuffle(setup)
    return setup


def _added(setup: list[str], new: list[str]) -> list[tuple[str, bool]]:
    return _open(setup) + _open(new)


def h51_add_one_job_1(r: random.Random) -> TodoOut7:
    """Quoted title, "pls"."""
    setup = _jobs(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    return f"can you add '{new}' to my list pls", setup, _added(setup, [new]), False, {}


def h51_add_one_job_2(r: random.Random) -> TodoOut7:
    """Note to self."""
    setup = _jobs(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    task = f"Note to self: {new}. Put it on the to-do list"
    return task, setup, _added(setup, [new]), False, {}


def h51_add_one_job_3(r: random.Random) -> TodoOut7:
    """Colon, lower case."""
    setup = _jobs(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    return f"add to the list: {new}", setup, _added(setup, [new]), False, {}


def h51_add_things_to_buy_1(r: random.Random) -> TodoOut7:
    """UK party mum, context first."""
    setup = _jobs(r, 0, 3)
    new = r.sample(SHOPPING, 3)
    task = f"For the kids party on Sat I still need {_listing(new)}. Can you add them to the list?"
    return task, setup, _added(setup, new), False, {}


def h51_add_things_to_buy_2(r: random.Random) -> TodoOut7:
    """Two things, terse."""
    setup = _jobs(r, 0, 3)
    new = r.sample(SHOPPING, 2)
    return f"add {new[0]} and {new[1]} to my list", setup, _added(setup, new), False, {}


def h51_add_things_to_buy_3(r: random.Random) -> TodoOut7:
    """Bullet list after a line of context."""
    setup = _jobs(r, 0, 3)
    new = r.sample(SHOPPING, 3)
    bullets = "\n".join(f"- {t}" for t in new)
    task = f"things to get for the fete, stick these on the list:\n{bullets}"
    return task, setup, _added(setup, new), False, {}


def h51_add_after_rambling_1(r: random.Random) -> TodoOut7:
    """Run-on after the AGM, eye-roll emoji."""
    setup = _jobs(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    task = (
        "So the AGM ran over AGAIN and nobody volunteered for anything 🙄 anyway I said I'd "
        f"{new} so can you put that on my list"
    )
    return task, setup, _added(setup, [new]), False, {}


def h51_add_after_rambling_2(r: random.Random) -> TodoOut7:
    """Reminded at the cake stall, "thx"."""
    setup = _jobs(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    task = (
        "Quick one before I forget – Sheila reminded me at the cake stall that we still need to "
        f"{new}. Add it to my to-dos thx"
    )
    return task, setup, _added(setup, [new]), False, {}


def h51_add_after_rambling_3(r: random.Random) -> TodoOut7:
    """Meeting notes, "I'm to"."""
    setup = _jobs(r, 0, 3)
    new = r.choice([t for t in TITLES if t not in setup])
    task = f"right, from last night's meeting: it was agreed I'm to {new}. pls add to my list"
    return task, setup, _added(setup, [new]), False, {}


def h51_tick_off_by_name_1(r: random.Random) -> TodoOut7:
    """Quoted title."""
    setup = _jobs(r, 3, 5)
    i = r.randrange(len(setup))
    return f"tick off '{setup[i]}' please, all done", setup, _completed(setup, i), False, {}


def h51_tick_off_by_name_2(r: random.Random) -> TodoOut7:
    """Past tense, no title given as such."""
    setup = _jobs(r, 3, 5)
    i = r.randrange(len(setup))
    past = PAST[setup[i]]
    task = f"{past[0].upper()}{past[1:]} this morning, tick that one off"
    return task, setup, _completed(setup, i), False, {}


def h51_tick_off_by_name_3(r: random.Random) -> TodoOut7:
    """By its keyword: "the minibus one"."""
    setup = _jobs(r, 3, 5)
    i = r.randrange(len(setup))
    task = f"can you mark the {KEYWORD[setup[i]]} one as done"
    return task, setup, _completed(setup, i), False, {}


def h51_done_by_number_1(r: random.Random) -> TodoOut7:
    """Terse, number."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    return f"number {i + 1} is done", setup, _completed(setup, i), False, {}


def h51_done_by_number_2(r: random.Random) -> TodoOut7:
    """Hash and a tick."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    return f"#{i + 1} sorted ✔ tick it off", setup, _completed(setup, i), False, {}


def h51_done_by_number_3(r: random.Random) -> TodoOut7:
    """Ordinal with a suffix."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"Finished the {_nth(i + 1)} one on my list, mark it done"
    return task, setup, _completed(setup, i), False, {}


def h51_done_two_at_once_1(r: random.Random) -> TodoOut7:
    """Two past tenses."""
    setup = _jobs(r, 4, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    a, b = PAST[setup[i]], PAST[setup[j]]
    task = f"{a[0].upper()}{a[1:]} and {b}, tick both off"
    return task, setup, _completed(setup, i, j), False, {}


def h51_done_two_at_once_2(r: random.Random) -> TodoOut7:
    """Two quoted titles."""
    setup = _jobs(r, 4, 6)
    i, j = r.sample(range(len(setup)), 2)
    task = f"mark '{setup[i]}' and '{setup[j]}' as done"
    return task, setup, _completed(setup, i, j), False, {}


def h51_done_two_at_once_3(r: random.Random) -> TodoOut7:
    """Two numbers."""
    setup = _jobs(r, 4, 6)
    i, j = sorted(r.sample(range(len(setup)), 2))
    task = f"numbers {i + 1} and {j + 1} are both done now"
    return task, setup, _completed(setup, i, j), False, {}


def _bought(r: random.Random) -> tuple[list[str], int]:
    setup = _mixed(r, 3, 5)
    i = r.choice([k for k, t in enumerate(setup) if t in SHOPPING])
    return setup, i


def h51_bought_it_tick_off_1(r: random.Random) -> TodoOut7:
    """Got the ..."""
    setup, i = _bought(r)
    return f"got the {setup[i]}, tick it off", setup, _completed(setup, i), False, {}


def h51_bought_it_tick_off_2(r: random.Random) -> TodoOut7:
    """Item first, tick mark."""
    setup, i = _bought(r)
    item = setup[i]
    task = f"{item[0].upper()}{item[1:]} bought ✔ mark it done"
    return task, setup, _completed(setup, i), False, {}


def h51_bought_it_tick_off_3(r: random.Random) -> TodoOut7:
    """On the way home."""
    setup, i = _bought(r)
    task = f"picked up the {setup[i]} on the way home, you can tick that off"
    return task, setup, _completed(setup, i), False, {}


def h51_delete_by_name_1(r: random.Random) -> TodoOut7:
    """Quoted title, reason after."""
    setup = _jobs(r, 3, 5)
    i = r.randrange(len(setup))
    task = f"take '{setup[i]}' off the list, we're not doing that anymore"
    return task, setup, _deleted(setup, i), False, {}


def h51_delete_by_name_2(r: random.Random) -> TodoOut7:
    """By keyword, someone else is doing it."""
    setup = _jobs(r, 3, 5)
    i = r.randrange(len(setup))
    task = f"remove the {KEYWORD[setup[i]]} one, Joan's sorting it herself"
    return task, setup, _deleted(setup, i), False, {}


def h51_delete_by_name_3(r: random.Random) -> TodoOut7:
    """Unquoted title, dash, "definately"."""
    setup = _jobs(r, 3, 5)
    i = r.randrange(len(setup))
    task = f"delete {setup[i]} - committee definately said no"
    return task, setup, _deleted(setup, i), False, {}


def h51_delete_by_number_1(r: random.Random) -> TodoOut7:
    """Get rid of number N."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    return f"get rid of number {i + 1} pls", setup, _deleted(setup, i), False, {}


def h51_delete_by_number_2(r: random.Random) -> TodoOut7:
    """Item N, not needed."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    return f"delete item {i + 1}, not needed anymore", setup, _deleted(setup, i), False, {}


def h51_delete_by_number_3(r: random.Random) -> TodoOut7:
    """Ordinal word, cancelled."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"scrap the {_ORDINAL[i]} one on my list, it's been cancelled"
    return task, setup, _deleted(setup, i), False, {}


def _renaming(r: random.Random) -> tuple[list[str], int, str]:
    old = r.choice(sorted(RENAMES))
    others = r.sample([t for t in TITLES if t != old], r.randrange(1, 5))
    setup = [*others]
    i = r.randrange(len(setup) + 1)
    setup.insert(i, old)
    return setup, i, RENAMES[old]


def _renamed(setup: list[str], i: int, new: str) -> list[tuple[str, bool]]:
    return [(new if k == i else t, False) for k, t in enumerate(setup)]


def h51_rename_job_1(r: random.Random) -> TodoOut7:
    """Change 'x' to 'y'."""
    setup, i, new = _renaming(r)
    return f"change '{setup[i]}' to '{new}'", setup, _renamed(setup, i, new), False, {}


def h51_rename_job_2(r: random.Random) -> TodoOut7:
    """Unquoted, "u"."""
    setup, i, new = _renaming(r)
    task = f"can u edit {setup[i]} so it says {new} instead"
    return task, setup, _renamed(setup, i, new), False, {}


def h51_rename_job_3(r: random.Random) -> TodoOut7:
    """Change of plan first."""
    setup, i, new = _renaming(r)
    task = f"Change of plan – rename '{setup[i]}' to '{new}'"
    return task, setup, _renamed(setup, i, new), False, {}


def h51_clear_whole_list_1(r: random.Random) -> TodoOut7:
    """After the fete."""
    setup = _mixed(r, 2, 6)
    return "the fete's done, clear the whole list", setup, [], False, {}


def h51_clear_whole_list_2(r: random.Random) -> TodoOut7:
    """Starting fresh."""
    setup = _jobs(r, 2, 6)
    task = "delete everything on my to-do list, starting fresh for next season"
    return task, setup, [], False, {}


def h51_clear_whole_list_3(r: random.Random) -> TodoOut7:
    """New committee taking over."""
    setup = _jobs(r, 2, 6)
    return "wipe the list pls, new committee is taking over", setup, [], False, {}


def _listed(setup: list[str]) -> dict[str, object]:
    return {"contains": list(setup)}


def h51_list_everything_1(r: random.Random) -> TodoOut7:
    """Terse."""
    setup = _mixed(r, 2, 6)
    return "what's on my list?", setup, _open(setup), True, _listed(setup)


def h51_list_everything_2(r: random.Random) -> TodoOut7:
    """Jobs for the fundraiser."""
    setup = _jobs(r, 2, 6)
    task = "remind me what jobs I've still got for the fundraiser"
    return task, setup, _open(setup), True, _listed(setup)


def h51_list_everything_3(r: random.Random) -> TodoOut7:
    """Read it out for the meeting."""
    setup = _jobs(r, 2, 6)
    task = "can you read out my to-do list, want to go through it at the meeting tonight"
    return task, setup, _open(setup), True, _listed(setup)


def h51_how_many_left_1(r: random.Random) -> TodoOut7:
    """Jobs left."""
    setup = _jobs(r, 1, 7)
    task = "how many jobs have I got left?"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def h51_how_many_left_2(r: random.Random) -> TodoOut7:
    """Typos "hw" and "atm"."""
    setup = _mixed(r, 2, 7)
    task = "hw many things are on my list atm"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


def h51_how_many_left_3(r: random.Random) -> TodoOut7:
    """Before the committee meeting."""
    setup = _jobs(r, 1, 7)
    task = "Before the committee meeting – how many to-dos have I got outstanding?"
    return task, setup, _open(setup), True, {"numeric": len(setup)}


_YES: dict[str, object] = {"contains": ["yes"]}
_NO: dict[str, object] = {"contains": ["no"], "not_contains": ["yes"]}


def h51_is_it_on_there_1(r: random.Random) -> TodoOut7:
    """It is on there; "dont add it"."""
    setup = _jobs(r, 2, 6)
    asked = r.choice(setup)
    task = f"have I already got '{asked}' on my list? dont add it, just checking"
    return task, setup, _open(setup), True, _YES


def h51_is_it_on_there_2(r: random.Random) -> TodoOut7:
    """It is not on there."""
    setup = _jobs(r, 2, 6)
    asked = r.choice([t for t in TITLES if t not in setup])
    return f"is {asked} on there?", setup, _open(setup), True, _NO


def h51_is_it_on_there_3(r: random.Random) -> TodoOut7:
    """It is on there; "did I put down to"."""
    setup = _jobs(r, 2, 6)
    asked = r.choice(setup)
    task = f"did I put down to {asked}? just asking, dont change anything"
    return task, setup, _open(setup), True, _YES


def _nth_item(setup: list[str], i: int) -> dict[str, object]:
    return {"contains": [setup[i]], "not_contains": [t for k, t in enumerate(setup) if k != i]}


def h51_whats_number_n_1(r: random.Random) -> TodoOut7:
    """What's number N again."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"what's number {i + 1} on my list again?"
    return task, setup, _open(setup), True, _nth_item(setup, i)


def h51_whats_number_n_2(r: random.Random) -> TodoOut7:
    """Ordinal word."""
    setup = _jobs(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"remind me what the {_ORDINAL[i]} job on my list is"
    return task, setup, _open(setup), True, _nth_item(setup, i)


def h51_whats_number_n_3(r: random.Random) -> TodoOut7:
    """Hash."""
    setup = _mixed(r, 3, 6)
    i = r.randrange(len(setup))
    task = f"which one is #{i + 1} on my list?"
    return task, setup, _open(setup), True, _nth_item(setup, i)


def h51_hold_off_no_change_1(r: random.Random) -> TodoOut7:
    """Might add something later; asks for the list now."""
    setup = _jobs(r, 2, 5)
    maybe = r.choice([t for t in TITLES if t not in setup])
    task = (
        f"I might need to add '{maybe}' but wait till Joan confirms, so don't put it on yet. "
        "What's on the list right now?"
    )
    return task, setup, _open(setup), True, _listed(setup)


def h51_hold_off_no_change_2(r: random.Random) -> TodoOut7:
    """Don't tick anything off."""
    setup = _jobs(r, 2, 5)
    task = "don't tick anything off yet, just tell me what's on the list"
    return task, setup, _open(setup), True, _listed(setup)


def h51_hold_off_no_change_3(r: random.Random) -> TodoOut7:
    """What-if count, don't actually delete."""
    setup = _jobs(r, 3, 6)
    gone = r.choice(setup)
    task = (
        f"if I got rid of the {KEYWORD[gone]} one how many would I have left? don't actually "
        "delete it"
    )
    return task, setup, _open(setup), True, {"numeric": len(setup) - 1}


TODO_FAMILIES = [
    "add_one_job",
    "add_things_to_buy",
    "add_after_rambling",
    "tick_off_by_name",
    "done_by_number",
    "done_two_at_once",
    "bought_it_tick_off",
    "delete_by_name",
    "delete_by_number",
    "rename_job",
    "clear_whole_list",
    "list_everything",
    "how_many_left",
    "is_it_on_there",
    "whats_number_n",
    "hold_off_no_change",
]


def _families(names: list[str]) -> list[Callable[..., object]]:
    """Each family `h51_<family>` from its phrasings `h51_<family>_1` to `_3` in this module."""
    here = globals()
    return [_family(f"h51_{n}", *(here[f"h51_{n}_{k}"] for k in (1, 2, 3))) for n in names]


ARITHMETIC: list[ArithTemplate] = _families(ARITHMETIC_FAMILIES)  # type: ignore[assignment]
TODO: list[TodoTemplate] = _families(TODO_FAMILIES)  # type: ignore[assignment]

# --------------------------------------------------------------------------- the set

HEADER = """\
# {name}: everyday calculator and to-do requests, held out.
# Written blind on 2026-11-29 by evals/gen_everyday_heldout_51.py (seed {seed}), before any
# tuning against it, by a helper session (branch h51) that read none of the planner's, the tools'
# or the school's code or tests, nor the other everyday sets' YAML or templates (see its
# docstring). Population: volunteers, club treasurers, party parents, event and wedding
# organisers, church and community helpers in the UK, Ireland, the US, Canada, India, Kenya and
# Singapore. {families} template families ({arith} arithmetic, {todo} to-do), three phrasings
# each, one per seeded draw ({draws} draws). Expected numbers are computed in plain Python with
# exact fractions and checked against an independent float expression. Do not tune against it:
# regenerate, do not edit.
"""


def main() -> None:
    """Write the set after checking the titles and that each phrasing was drawn exactly once."""
    check_titles(TITLES + SHOPPING, r" and |,|\d", fold_case=True)
    everything = TITLES + SHOPPING
    assert not set(RENAMES.values()) & set(TITLES + SHOPPING)
    for title, keyword in KEYWORD.items():
        assert keyword in title, title
        word = re.compile(rf"\b{re.escape(keyword)}\b", re.IGNORECASE)
        holders = [t for t in everything if word.search(t)]
        assert holders == [title], (keyword, holders)
    path = write_set(NAME, HEADER, ARITHMETIC, TODO, seed=SEED, shape=(24, 16))
    for family in [*ARITHMETIC, *TODO]:
        assert next(family.calls) == DRAWS, family.__name__  # type: ignore[attr-defined]
    print(path)


if __name__ == "__main__":
    main()
