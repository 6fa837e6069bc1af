from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

import pytest

from agentschool.exceptions import ModelHTTPError
from agentschool.messages import ModelMessage, ModelRequest, ModelResponse, TextPart, Usage
from agentschool.models import (
    PRICES,
    CostModel,
    FallbackModel,
    FunctionModel,
    Model,
    ModelPrice,
    ResponseComplete,
    TestModel,
)
from agentschool.models.base import ModelSettings, OutputSchema, ToolDefinition
from agentschool.models.pricing import find_price, strip_version

HISTORY = [ModelRequest.user("hello")]


@dataclass(repr=False)
class BilledModel(Model):
    """Pretends to be a provider model; answers with fixed token counts."""

    provider: str
    model: str
    input_tokens: int = 1000
    output_tokens: int = 500
    answered_by: str | None = None

    @property
    def name(self) -> str:
        return self.model

    @property
    def system(self) -> str:
        return self.provider

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        usage = Usage(requests=1, input_tokens=self.input_tokens, output_tokens=self.output_tokens)
        return ModelResponse(
            parts=[TextPart(content="ok")],
            usage=usage,
            model_name=self.answered_by if self.answered_by is not None else self.model,
        )


@pytest.mark.parametrize(
    ("provider", "model", "tokens", "expected"),
    [
        # (1000 x 0.15 + 500 x 0.60) / 1e6
        ("openai", "gpt-4o-mini", (1000, 500), 0.00045),
        # (1e6 x 3 + 1e6 x 15) / 1e6
        ("anthropic", "claude-sonnet-4-5", (1_000_000, 1_000_000), 18.0),
        # (2000 x 0.59 + 300 x 0.79) / 1e6 = (1180 + 237) / 1e6
        ("groq", "llama-3.3-70b-versatile", (2000, 300), 0.001417),
        # (12345 x 2 + 678 x 6) / 1e6 = (24690 + 4068) / 1e6
        ("mistral", "mistral-large-latest", (12345, 678), 0.028758),
        ("openai", "gpt-4o", (0, 0), 0.0),
    ],
)
async def test_cost_arithmetic_is_exact(
    provider: str, model: str, tokens: tuple[int, int], expected: float
) -> None:
    inner = BilledModel(provider, model, input_tokens=tokens[0], output_tokens=tokens[1])
    response = await CostModel(inner).request(HISTORY)
    assert response.usage.cost_usd == expected


async def test_dated_snapshot_names_use_the_base_price() -> None:
    inner = BilledModel("openai", "gpt-4o-mini", answered_by="gpt-4o-mini-2024-07-18")
    assert (await CostModel(inner).request(HISTORY)).usage.cost_usd == 0.00045
    claude = BilledModel("anthropic", "claude-3-5-haiku-20241022", 1_000_000, 0)
    assert (await CostModel(claude).request(HISTORY)).usage.cost_usd == 0.8


async def test_total_adds_up_every_request() -> None:
    model = CostModel(BilledModel("openai", "gpt-4o-mini"))
    for _ in range(3):
        await model.request(HISTORY)
    assert model.total.requests == 3
    assert model.total.input_tokens == 3000
    assert model.total.output_tokens == 1500
    assert model.total.cost_usd == pytest.approx(0.00135, abs=1e-15)


@pytest.mark.parametrize(
    "inner",
    [
        TestModel(),
        FunctionModel(lambda m, i: "x", model_name="gpt-4o"),  # a function model is never billed
        BilledModel("local", "SmolLM2-135M-Instruct"),
        BilledModel("ollama", "llama3.1"),
    ],
)
async def test_local_test_and_function_models_cost_nothing_without_warning(
    inner: Model, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="agentschool.models.cost"):
        response = await CostModel(inner).request(HISTORY)
    assert response.usage.cost_usd == 0.0
    assert caplog.records == []


async def test_unknown_model_costs_zero_with_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    model = CostModel(BilledModel("openai", "gpt-unknown-9"))
    with caplog.at_level(logging.WARNING, logger="agentschool.models.cost"):
        for _ in range(3):
            assert (await model.request(HISTORY)).usage.cost_usd == 0.0
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "gpt-unknown-9" in warnings[0].getMessage()


async def test_logs_one_line_per_request_with_model_tokens_and_cost(
    caplog: pytest.LogCaptureFixture,
) -> None:
    model = CostModel(BilledModel("openai", "gpt-4o-mini"))
    with caplog.at_level(logging.INFO, logger="agentschool.models.cost"):
        await model.request(HISTORY)
        await model.request(HISTORY)
    lines = [r.getMessage() for r in caplog.records]
    assert (
        lines
        == [
            "model=openai:gpt-4o-mini answered_by=gpt-4o-mini input_tokens=1000 "
            "output_tokens=500 cost_usd=0.000450"
        ]
        * 2
    )


async def test_a_fallback_answer_is_priced_by_the_model_that_answered() -> None:
    class Down(BilledModel):
        async def request(self, *args: object, **kwargs: object) -> ModelResponse:
            raise ModelHTTPError(self.model, 503, "down")

    chain = FallbackModel(
        [Down("openai", "gpt-4o"), BilledModel("anthropic", "claude-3-haiku", 1_000_000, 0)]
    )
    response = await CostModel(chain).request(HISTORY)
    assert response.usage.cost_usd == 0.25


async def test_custom_price_table_and_streaming() -> None:
    prices = {"openai:my-model": ModelPrice(Decimal("1"), Decimal("2"))}
    model = CostModel(BilledModel("openai", "my-model", 500_000, 250_000), prices=prices)
    events = [e async for e in model.request_stream(HISTORY)]
    final = events[-1]
    assert isinstance(final, ResponseComplete)
    assert final.response.usage.cost_usd == 1.0
    assert model.total.cost_usd == 1.0


def test_price_table_lookup_helpers() -> None:
    assert strip_version("gpt-4o-2024-08-06") == "gpt-4o"
    assert strip_version("claude-sonnet-4-5-20250929") == "claude-sonnet-4-5"
    assert strip_version("mistral-large-latest") == "mistral-large-latest"
    assert find_price(PRICES, "fallback", ["gpt-4o-mini"]) is PRICES["openai:gpt-4o-mini"]
    assert find_price(PRICES, "openai", ["nope"]) is None
    assert all(p.input_per_mtok >= 0 and p.output_per_mtok >= 0 for p in PRICES.values())


async def test_a_free_member_of_a_fallback_chain_costs_nothing_without_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Down(BilledModel):
        async def request(self, *args: object, **kwargs: object) -> ModelResponse:
            raise ModelHTTPError(self.model, 503, "down")

    chain = FallbackModel(
        [Down("openai", "gpt-4o"), BilledModel("local", "SmolLM2-135M-Instruct", 10**6, 10**6)]
    )
    with caplog.at_level(logging.WARNING, logger="agentschool.models.cost"):
        response = await CostModel(chain).request(HISTORY)
    assert response.usage.cost_usd == 0.0
    assert [r for r in caplog.records if r.name == "agentschool.models.cost"] == []
