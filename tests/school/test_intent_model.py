"""Model planning reconciled with the parser (FunctionModel, one local-model call), and the CLI."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from school_helpers import LiveSite, serve_site
from typer.testing import CliRunner

from agentschool.cli import app
from agentschool.exceptions import ModelHTTPError
from agentschool.messages import ModelMessage, ModelRequest, SystemPromptPart
from agentschool.models import AgentInfo, FunctionModel
from agentschool.school.intent import (
    PLAN_SCHEMA,
    CannotPlan,
    parse_request,
    plan_request,
    propose_plan,
)
from agentschool.school.lexicon import lexicon_for
from agentschool.school.query import EventQuery, ExecutionPlan
from agentschool.testing.vocabulary import site_vocabulary

VOCAB = site_vocabulary()
"""What the offline site publishes, discovered through its endpoints."""

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


Seen = list[list[ModelMessage]]


def _answering(params: dict[str, Any], **plan: Any) -> tuple[FunctionModel, Seen]:
    """A model that answers one plan under the plan schema, and the messages it was sent."""

    def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
        assert info.output_schema is not None
        assert info.output_schema.json_schema == PLAN_SCHEMA
        seen.append(messages)
        return json.dumps({"intent": "search_events", "params": params, **plan})

    seen: Seen = []
    return FunctionModel(reply), seen


async def test_parser_wins_on_its_fields_and_grounded_model_values_fill_the_rest() -> None:
    model, seen = _answering(
        {
            "city": "nyc",  # the text says SF: the parser is sure
            "category": "music",  # a real slug the parser did not find: taken
            "keywords": ["techno", "berlin"],  # "berlin" is not in the text: dropped
            "date_from": "2026-12-24",  # the parser resolved "this weekend": ignored
            "date_to": "2026-12-24",
            "organizer": "Boiler Room",  # not in the text: dropped
            "max_price_usd": 40,  # no such number in the text: dropped
        },
        data_source="page",  # the text asks for no strategy: taken
        steps=[{"kind": "fetch", "description": "whatever"}],  # steps are always rebuilt
    )
    plan = await plan_request(
        "techno parties in SF this weekend", now=NOW, vocabulary=VOCAB, model=model
    )
    assert plan.params == EventQuery(
        city="sf",
        category="music",
        keywords=["techno"],
        date_from=date(2026, 11, 21),
        date_to=date(2026, 11, 22),
    )
    assert plan.data_source == "page"
    assert plan.fallback_strategy == ["api", "browser"]
    assert [s.kind for s in plan.steps][:2] == ["resolve", "fetch"]
    assert "__NEXT_DATA__" in plan.steps[1].description
    assert model.calls == 1
    [request] = seen[0]
    assert isinstance(request, ModelRequest)
    prompt, user = (part.content for part in request.parts)
    assert isinstance(request.parts[0], SystemPromptPart)
    assert "2026-11-20 (Friday)" in prompt and "food-drink" in prompt and "berkeley" in prompt
    assert user == "techno parties in SF this weekend"
    assert len(prompt) < 600  # the embedded model is small: keep its prompt short


async def test_model_dates_and_prices_need_support_in_the_text() -> None:
    model, _ = _answering(
        {"date_from": "2026-12-24", "date_to": "2026-12-26", "free_only": True, "max_price_usd": 25}
    )
    plan = await plan_request(
        "free techno parties in SF around Christmas", now=NOW, vocabulary=VOCAB, model=model
    )
    assert plan.params == EventQuery(
        city="sf", date_from=date(2026, 12, 24), date_to=date(2026, 12, 26), free_only=True
    )
    past, _ = _answering({"date_from": "2026-10-01", "date_to": "2026-10-02", "category": "nope"})
    plan = await plan_request(
        "techno parties in SF around Halloween", now=NOW, vocabulary=VOCAB, model=past
    )
    assert plan.params == EventQuery(city="sf")  # past dates and unknown slugs are dropped


@pytest.mark.parametrize(
    "text",
    [
        "Music events in Austin under $30",
        "hip-hop parties in SF within 5 miles",
        "tech talks in NYC for 100 people",
        "sunset yoga in SF",  # "sun" is not Sunday
    ],
)
async def test_prices_distances_and_lookalike_words_are_no_time(text: str) -> None:
    model, _ = _answering({"date_from": "2026-12-01", "date_to": "2026-12-02"})
    plan = await plan_request(text, now=NOW, vocabulary=VOCAB, model=model)
    assert plan.params.date_from is None and plan.params.date_to is None


async def test_a_dated_request_still_takes_the_model_dates() -> None:
    model, _ = _answering({"date_from": "2026-12-24", "date_to": "2026-12-26"})
    text = "techno parties under $30 in SF around Christmas"
    plan = await plan_request(text, now=NOW, vocabulary=VOCAB, model=model)
    assert (plan.params.date_from, plan.params.max_price_usd) == (date(2026, 12, 24), 30)


@pytest.mark.parametrize(
    "text",
    [
        "Free events in London",  # no subject at all: any category would be invented
        "YC co-founder events",  # the parser read the subject (organizer, keywords)
        "Private networking events for founders",
    ],
)
async def test_a_model_category_needs_a_subject_the_parser_did_not_read(text: str) -> None:
    model, _ = _answering({"category": "tech"})
    plan = await plan_request(text, now=NOW, vocabulary=VOCAB, model=model)
    assert plan.params.category == parse_request(text, now=NOW, vocabulary=VOCAB).params.category


async def test_a_model_organizer_or_keyword_named_in_the_text_is_kept() -> None:
    model, _ = _answering({"organizer": "Gray Area", "keywords": ["immersive"]})
    text = "immersive art parties at Gray Area in SF"
    plan = await plan_request(text, now=NOW, vocabulary=VOCAB, model=model)
    assert plan.params == EventQuery(
        city="sf", category="arts", keywords=["immersive"], organizer="Gray Area"
    )
    assert parse_request(text, now=NOW, vocabulary=VOCAB).params == EventQuery(
        city="sf", category="arts"
    )


@pytest.mark.parametrize(
    "reply",
    [
        lambda messages, info: "sorry, I cannot do JSON",
        lambda messages, info: json.dumps({"params": {"radius_km": -3}}),
        lambda messages, info: (_ for _ in ()).throw(ModelHTTPError("m", 503, "down")),
    ],
    ids=["not-json", "invalid-plan", "provider-error"],
)
async def test_an_unusable_model_answer_leaves_the_parser_plan(
    reply: Any, caplog: pytest.LogCaptureFixture
) -> None:
    text = "Tech conferences in SF next month under $100"
    with caplog.at_level(logging.WARNING, logger="agentschool.school.model_planning"):
        plan = await plan_request(text, now=NOW, vocabulary=VOCAB, model=FunctionModel(reply))
    assert plan == parse_request(text, now=NOW, vocabulary=VOCAB)
    assert "gave no usable plan" in caplog.text


async def test_parser_refusals_stand_without_asking_the_model() -> None:
    model, seen = _answering({"city": "sf"})
    with pytest.raises(CannotPlan, match="not a request for events"):
        await plan_request("what is the capital of France", now=NOW, vocabulary=VOCAB, model=model)
    assert model.calls == 0 and not seen


async def test_without_a_model_plan_request_is_the_parser() -> None:
    text = "Family-friendly events in Berkeley this weekend"
    assert await plan_request(text, now=NOW, vocabulary=VOCAB) == parse_request(
        text, now=NOW, vocabulary=VOCAB
    )


@pytest.mark.local_model
@pytest.mark.timeout(600)  # one decode of the 135M model; minutes on a loaded 2-core machine
async def test_local_model_plan_validates_against_the_schema() -> None:
    from agentschool.models.local import LocalModel

    plan = await propose_plan(
        "Tech conferences in SF next month under $100",
        now=NOW,
        model=LocalModel(),
        lexicon=lexicon_for(VOCAB),
    )
    assert plan is not None, "the constrained decode must give a valid ExecutionPlan"
    jsonschema.validate(plan.model_dump(mode="json"), PLAN_SCHEMA)
    assert isinstance(plan, ExecutionPlan)


runner = CliRunner()


@pytest.fixture(scope="module")
def live() -> Iterator[LiveSite]:
    """The offline site on a loopback port: `agentschool plan` discovers its vocabulary."""
    yield from serve_site()


@pytest.fixture
def site_env(live: LiveSite, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the CLI at the offline site."""
    monkeypatch.setenv("AGENTSCHOOL_LUMA_API_URL", live.url)
    monkeypatch.setenv("AGENTSCHOOL_LUMA_WEB_URL", live.url)


def test_cli_plan_json_prints_the_execution_plan(site_env: None) -> None:
    text = "Tech conferences in SF next month under $100"
    result = runner.invoke(app, ["plan", text, "--now", "2026-11-20T12:00:00Z", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data == parse_request(text, now=NOW, vocabulary=VOCAB).model_dump(mode="json")
    jsonschema.validate(data, PLAN_SCHEMA)


def test_cli_plan_with_a_model_reconciles_its_answer(site_env: None) -> None:
    text = "Tech conferences in SF next month under $100"
    argv = ["plan", text, "--now", "2026-11-20T12:00:00Z", "--model", "test", "--json"]
    result = runner.invoke(app, argv)
    assert result.exit_code == 0, result.output
    # TestModel answers a minimal schema-valid plan: nothing grounded to add.
    assert json.loads(result.stdout) == parse_request(text, now=NOW, vocabulary=VOCAB).model_dump(
        mode="json"
    )
    result = runner.invoke(app, [*argv[:-2], "no-such-provider:x", "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["status"] == "error"


def test_cli_plan_reads_agentschool_now_and_prints_a_summary(
    monkeypatch: pytest.MonkeyPatch, site_env: None
) -> None:
    monkeypatch.setenv("AGENTSCHOOL_NOW", "2026-11-20T12:00:00Z")
    result = runner.invoke(app, ["plan", "Family-friendly events in Berkeley this weekend"])
    assert result.exit_code == 0, result.output
    for expected in ("berkeley", "family", "2026-11-21", "2026-11-22", "page → browser"):
        assert expected in result.stdout


def test_cli_plan_errors_are_clear(site_env: None) -> None:
    result = runner.invoke(app, ["plan", "events in Gotham", "--json"])
    assert result.exit_code == 1
    error = json.loads(result.stdout)
    assert error["type"] == "UnknownPlace" and "sf (San Francisco)" in error["error"]
    result = runner.invoke(app, ["plan", "tech events", "--now", "yesterday-ish"])
    assert result.exit_code == 1
    assert "--now must be an ISO 8601 date-time" in result.output


def test_docs_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    text = (Path(__file__).parents[2] / "docs" / "planning.md").read_text()
    example = text.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(example, "docs/planning.md", "exec"), {})
    assert "the source knows no place 'Gotham'; closest places it has: " in capsys.readouterr().out
