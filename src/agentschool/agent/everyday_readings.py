"""Everyday stories of home and work that the general readers do not read, each by its own reader.

Fluid charts ("8 glasses at 200 ml and 3 cups at 150 ml: how many litres?"), tablets lasting
days, liquid doses, journeys between clock times, care rounds, mileage claims, allowances, tip
pools, commission over a threshold: each is one concept with its own module, and each answers
None unless every number of the story plays a role it knows. `everyday_story` answers only
when the readers that read a story agree on one value.
"""

from __future__ import annotations

from collections.abc import Callable

from agentschool.agent.allowances import trip_allowance
from agentschool.agent.area_parts import area_less_part
from agentschool.agent.area_rates import spread_over_area
from agentschool.agent.bare_rates import rate_for_count
from agentschool.agent.basket_discount import discounted_basket
from agentschool.agent.body_mass import body_mass_index
from agentschool.agent.bottle_fills import bottles_for_volume
from agentschool.agent.care_rounds import round_length
from agentschool.agent.cash_counts import cash_count
from agentschool.agent.chipped_in import rest_split
from agentschool.agent.commission import commission_over
from agentschool.agent.commute_costs import days_of_costs, trip_costs, weekly_fares
from agentschool.agent.commute_times import day_average, week_of_legs
from agentschool.agent.cost_markup import marked_up_price
from agentschool.agent.count_chains import nested_count
from agentschool.agent.count_ratios import count_each, part_percent
from agentschool.agent.days_to_go import days_still_to_go
from agentschool.agent.duration_sums import durations_added
from agentschool.agent.energy_costs import charge_cost, fuel_cost
from agentschool.agent.exchange_fees import changed_after_fee
from agentschool.agent.fill_volumes import bags_to_fill
from agentschool.agent.formulas import conversion_steps
from agentschool.agent.fraction_parts import fraction_of_amount, fraction_parts
from agentschool.agent.garden_plans import bed_feed, seed_packets
from agentschool.agent.grade_weights import mark_needed, weighted_mark
from agentschool.agent.group_remainders import left_over
from agentschool.agent.holiday_prices import single_traveller
from agentschool.agent.home_shares import rest_shared, stay_split
from agentschool.agent.hourly_work import hourly_pay
from agentschool.agent.income_shares import share_by_income
from agentschool.agent.journey_times import journey_minutes
from agentschool.agent.land_areas import hectares_of
from agentschool.agent.listed_amounts import listed_amounts
from agentschool.agent.margins import margin_ordered, units_to_break_even
from agentschool.agent.measured_counts import measured_total
from agentschool.agent.medicine_doses import days_supply, liquid_dose
from agentschool.agent.named_shares import shared_by_names
from agentschool.agent.number_runs import run_at_rate, run_average
from agentschool.agent.oven_temperatures import other_scale
from agentschool.agent.over_limits import limit_left, over_limit
from agentschool.agent.overtime_pay import hours_at_multiple, premium_pay
from agentschool.agent.pass_counts import pass_break_even
from agentschool.agent.pay_periods import pay_per_period
from agentschool.agent.pay_slips import net_pay
from agentschool.agent.per_head_costs import cost_per_head, equal_payments
from agentschool.agent.per_head_rates import heads_at_rate, per_head_per_period
from agentschool.agent.percent_chains import percents_in_turn
from agentschool.agent.percent_changes import percent_change
from agentschool.agent.percent_named import named_percent, percent_of_named, percent_told_by_name
from agentschool.agent.percent_paid import rest_after_percent
from agentschool.agent.priced_lists import priced_list_total
from agentschool.agent.pro_rata import pro_rata_share
from agentschool.agent.proportions import scaled_ratio
from agentschool.agent.quantities import value_key
from agentschool.agent.rate_equations import rate_equation
from agentschool.agent.receipt_lines import receipt_total
from agentschool.agent.room_measures import cut_pieces, room_paint, wall_area
from agentschool.agent.round_trips import fares_saved, mileage_claim
from agentschool.agent.salary_rates import hourly_rate
from agentschool.agent.savings_balance import savings_after
from agentschool.agent.savings_goal import per_period_to_goal, periods_to_goal
from agentschool.agent.set_aside import aside_each_period
from agentschool.agent.spaced_counts import posts_along
from agentschool.agent.started_units import started_charge
from agentschool.agent.stated_rates import stated_conversion
from agentschool.agent.stride_lengths import stride_distance
from agentschool.agent.supply_days import days_supply_lasts
from agentschool.agent.takings_split import takings_shared
from agentschool.agent.tip_pools import pool_share
from agentschool.agent.transfer_fees import flat_plus_percent_fee
from agentschool.agent.typed_equations import tape_equation
from agentschool.agent.unit_prices import price_per_one
from agentschool.agent.year_costs import cost_over_year
from agentschool.agent.year_spans import years_on

__all__ = ["READINGS", "everyday_story"]

READINGS: tuple[Callable[[str], str | None], ...] = (
    measured_total,
    cash_count,
    named_percent,
    percent_of_named,
    percent_told_by_name,
    days_supply,
    liquid_dose,
    journey_minutes,
    round_length,
    mileage_claim,
    fares_saved,
    pool_share,
    hourly_rate,
    commission_over,
    rest_split,
    shared_by_names,
    bed_feed,
    seed_packets,
    single_traveller,
    years_on,
    trip_allowance,
    discounted_basket,
    marked_up_price,
    started_charge,
    weekly_fares,
    days_of_costs,
    trip_costs,
    fuel_cost,
    charge_cost,
    pass_break_even,
    changed_after_fee,
    week_of_legs,
    day_average,
    rest_shared,
    stay_split,
    cost_over_year,
    wall_area,
    room_paint,
    cut_pieces,
    receipt_total,
    fraction_parts,
    stated_conversion,
    conversion_steps,
    listed_amounts,
    hourly_pay,
    rate_for_count,
    units_to_break_even,
    margin_ordered,
    flat_plus_percent_fee,
    durations_added,
    pay_per_period,
    savings_after,
    fraction_of_amount,
    stride_distance,
    aside_each_period,
    body_mass_index,
    hectares_of,
    bottles_for_volume,
    other_scale,
    rate_equation,
    left_over,
    weighted_mark,
    mark_needed,
    tape_equation,
    priced_list_total,
    count_each,
    part_percent,
    over_limit,
    percent_change,
    percents_in_turn,
    rest_after_percent,
    area_less_part,
    takings_shared,
    posts_along,
    nested_count,
    days_supply_lasts,
    per_head_per_period,
    net_pay,
    price_per_one,
    equal_payments,
    cost_per_head,
    limit_left,
    periods_to_goal,
    per_period_to_goal,
    heads_at_rate,
    share_by_income,
    bags_to_fill,
    run_average,
    days_still_to_go,
    run_at_rate,
    premium_pay,
    hours_at_multiple,
    pro_rata_share,
    scaled_ratio,
    spread_over_area,
)
"""The readers of everyday stories, each given the task as written."""


def everyday_story(task: str) -> str | None:
    """The expression the readers of everyday stories agree on, or None."""
    found: dict[float, str] = {}
    for reading in READINGS:
        expression = reading(task)
        if expression is not None and (value := value_key(expression)) is not None:
            found.setdefault(value, expression)
    return next(iter(found.values())) if len(found) == 1 else None
