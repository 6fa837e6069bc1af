"""Helpers shared by the web UI tests (API and browser)."""

from __future__ import annotations

from typing import Any

from agentschool.school.codegen import generate
from agentschool.school.heal import learned_function
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.school.registry import FunctionRegistry
from agentschool.school.verify import verify


def learn_city_events(database_url: str, site: Any) -> str:
    """Generate, verify (against the live offline Luma `site`) and save `search_events_by_city`.

    Returns the function's name; its example request is `{"city": "tokyo"}`.
    """
    query = EventQuery(city="tokyo")
    code = generate(ExecutionPlan(params=query), "api")
    verification = verify(code, query, api_url=site.url, web_url=site.url, use_sandbox=False)
    assert verification.passed, verification.to_json()
    registry = FunctionRegistry(database_url)
    try:
        saved = registry.save(learned_function(code, verification, query, "Events in a city."))
    finally:
        registry.close()
    return saved.name
