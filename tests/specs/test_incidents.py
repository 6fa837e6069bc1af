"""Incidents from real runs of an agent type (denied tool use, limits, failures) and disabling."""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa

from agentschool.agent.approval import ApprovalPolicy, ApprovalRule
from agentschool.messages import ModelMessage
from agentschool.models import FunctionModel
from agentschool.models.function import AgentInfo
from agentschool.specs import SpecRegistry, build_agent
from agentschool.specs.incidents import IncidentPolicy
from agentschool.specs.limits import SpecLimitError, SpecLimits
from agentschool.specs.recipes import IncidentWatch, run_factory
from agentschool.specs.reference import reference_spec
from agentschool.specs.registry import AgentTypeDisabled

NAME = "text-processor"


def analyze(messages: list[ModelMessage], info: AgentInfo) -> str:
    return json.dumps({"summary": "a day", "sentiment": "positive", "keywords": ["day"]})


def _watched(registry: SpecRegistry, **options: object) -> IncidentWatch:
    spec = reference_spec(NAME)
    agent = build_agent(spec, model=FunctionModel(analyze), records=registry.records, **options)
    return IncidentWatch(agent, registry, NAME)


@pytest.fixture
def strict(registry: SpecRegistry) -> SpecRegistry:
    registry.incident_policy = IncidentPolicy(limit=3, window_seconds=600)
    registry.register(reference_spec(NAME), owner_key="k_owner")
    return registry


async def test_a_denied_tool_and_a_failed_run_are_incidents(strict: SpecRegistry) -> None:
    deny = ApprovalPolicy(rules=[ApprovalRule(tool="db_write", action="deny")])
    finished = await _watched(strict, policy=deny).run("a great day", run_id="run_a")
    assert finished.status == "failed"
    incidents = strict.incidents.list(NAME)
    assert [(i.kind, i.run_id) for i in incidents] == [
        ("run-failed", "run_a"),
        ("denied-tool", "run_a"),
    ]
    assert incidents[1].detail["tool"] == "db_write"
    assert incidents[1].detail["reason"] == "denied by policy"
    # a replay of the same run (after a crash) does not count its incidents again
    await _watched(strict, policy=deny).run("a great day", run_id="run_a")
    assert len(strict.incidents.list(NAME)) == 2
    assert not strict.state(NAME).disabled


async def test_a_limit_hit_is_an_incident_and_the_third_disables(strict: SpecRegistry) -> None:
    await _watched(strict, max_steps=1).run("a great day", run_id="run_b")
    assert [i.kind for i in strict.incidents.list(NAME)] == ["limit"]
    await _watched(strict, max_steps=1).run("a great day", run_id="run_c")
    completed = await _watched(strict).run("a great day", run_id="run_ok")
    assert completed.status == "completed"  # a good run is no incident
    assert not strict.state(NAME).disabled
    over = reference_spec(NAME).model_copy(update={"version": "2.0.0"})
    strict.limits = SpecLimits(max_tools=1)
    with pytest.raises(SpecLimitError, match="spec_max_tools=1"):
        strict.register(over)  # the third incident: a spec over a limit
    state = strict.state(NAME)
    assert state.disabled and state.disabled_reason == (
        "3 incidents within 600s (limit 3); last: limit"
    )
    with pytest.raises(AgentTypeDisabled, match="agentschool agents enable text-processor"):
        strict.check_enabled(NAME)
    strict.enable(NAME, by="k_admin")
    strict.check_enabled(NAME)
    actions = [e.action for e in strict.audit(NAME)]
    assert actions[-3:] == ["incident", "disable", "enable"]
    assert strict.state(NAME).owner_key == "k_owner"


def test_a_database_from_before_owners_opens_with_default_states(registry: SpecRegistry) -> None:
    registry.register(reference_spec(NAME), owner_key="k_owner")
    prefix = registry.tables.prefix
    with registry.engine.begin() as conn:  # the registry as it was before this change
        conn.execute(sa.text(f'DROP TABLE "{prefix}_types"'))
        conn.execute(sa.text(f'DROP TABLE "{prefix}_incidents"'))
    reopened = SpecRegistry(registry.engine, prefix=prefix)
    state = reopened.state(NAME)
    assert (state.owner_key, state.disabled, state.access.read) == (None, False, ["read"])
    assert reopened.get(NAME).spec.name == NAME  # nothing else changed
    reopened.record_incident(NAME, "limit", {"error": "max_steps"}, ref="r:1")
    assert [i.kind for i in reopened.incidents.list(NAME)] == ["limit"]


def test_the_worker_refuses_a_disabled_type(strict: SpecRegistry) -> None:
    def plain(config: dict[str, object]) -> object:
        raise AssertionError("not a plain run")

    factory = run_factory(plain, model_for=lambda _: FunctionModel(analyze), registry=strict)
    factory({"agent": NAME})  # an enabled type builds
    strict.disable(NAME, "under review", by="k_admin")
    with pytest.raises(AgentTypeDisabled, match=r"'text-processor' is disabled \(under review\)"):
        factory({"agent": NAME})  # a run queued before the type was disabled fails here


def test_an_incident_detail_may_use_any_key(strict: SpecRegistry) -> None:
    strict.record_incident(NAME, "limit", {"kind": "budget", "run_id": "x", "agent": "y"})
    entry = strict.audit(NAME)[-1]
    assert (entry.action, entry.detail["kind"]) == ("incident", "limit")
    assert entry.detail["facts"] == {"kind": "budget", "run_id": "x", "agent": "y"}
