"""Cost-aware routing: cheapest capable model first, fail-over to the next."""

from __future__ import annotations

import math

import pytest

from agentschool.exceptions import ModelHTTPError, ModelUnavailableError, UserError
from agentschool.messages import ModelMessage, ModelRequest
from agentschool.models import FunctionModel
from agentschool.models.base import Model
from agentschool.models.cost import CostModel
from agentschool.models.function import AgentInfo
from agentschool.models.pricing import PRICES
from agentschool.models.routing import Capability, Route, RoutedModel, blended_price


class Named(FunctionModel):
    """A function model that reports another provider, so the price table applies."""

    def __init__(self, system: str, name: str, *, fail: bool = False) -> None:
        def reply(messages: list[ModelMessage], info: AgentInfo) -> str:
            if fail:
                raise ModelHTTPError(name, 503, "down")
            return f"answered by {name}"

        super().__init__(reply, model_name=name)
        self._system = system

    @property
    def system(self) -> str:
        return self._system


def routes(*, fail: set[str] | None = None) -> list[Route]:
    fail = fail or set()
    spec = [
        ("openai", "gpt-4o", Capability.ADVANCED),
        ("openai", "gpt-4o-mini", Capability.STANDARD),
        ("anthropic", "claude-opus-4", Capability.FRONTIER),
        ("groq", "llama-3.1-8b-instant", Capability.BASIC),
        ("anthropic", "claude-haiku-4-5", Capability.STANDARD),
    ]
    return [Route(Named(s, n, fail=n in fail), level) for s, n, level in spec]


def labels(models: list[Model]) -> list[str]:
    return [m.name for m in models]


def test_blended_price_uses_the_table_free_systems_and_unknown_models() -> None:
    assert blended_price(Named("openai", "gpt-4o-mini")) == pytest.approx((0.15 * 3 + 0.60) / 4)
    assert blended_price(Named("local", "smollm2")) == 0
    assert blended_price(Named("openai", "not-a-model")) == math.inf
    assert "openai:gpt-4o-mini" in PRICES


def test_candidates_are_the_capable_models_cheapest_first() -> None:
    router = RoutedModel(routes())
    assert labels(router.candidates) == [
        "llama-3.1-8b-instant",
        "gpt-4o-mini",
        "claude-haiku-4-5",
        "gpt-4o",
        "claude-opus-4",
    ]
    standard = router.with_capability(Capability.STANDARD)
    expected = ["gpt-4o-mini", "claude-haiku-4-5", "gpt-4o", "claude-opus-4"]
    assert labels(standard.candidates) == expected
    assert labels(router.with_capability(Capability.FRONTIER).candidates) == ["claude-opus-4"]


async def test_requests_go_to_the_cheapest_capable_model() -> None:
    router = RoutedModel(routes(), Capability.ADVANCED)
    response = await router.request([ModelRequest.user("plan this")])
    assert response.text == "answered by gpt-4o"
    basic = await router.with_capability(Capability.BASIC).request([ModelRequest.user("hi")])
    assert basic.text == "answered by llama-3.1-8b-instant"


async def test_failover_to_the_next_cheapest_and_shared_breakers() -> None:
    router = RoutedModel(routes(fail={"gpt-4o-mini"}), Capability.STANDARD, failure_threshold=1)
    response = await router.request([ModelRequest.user("hi")])
    assert response.text == "answered by claude-haiku-4-5"
    assert router.chain.breakers["openai:gpt-4o-mini"].state == "open"
    basic = router.with_capability(Capability.BASIC)  # same breakers: the open one stays open
    assert basic.chain.breakers["openai:gpt-4o-mini"].state == "open"


async def test_every_capable_model_down_is_unavailable() -> None:
    router = RoutedModel(routes(fail={"claude-opus-4"}), Capability.FRONTIER)
    with pytest.raises(ModelUnavailableError):
        await router.request([ModelRequest.user("hi")])


def test_explicit_prices_override_the_table_and_impossible_levels_are_refused() -> None:
    cheap_opus = Route(Named("anthropic", "claude-opus-4"), Capability.FRONTIER, price=0.01)
    others = [r for r in routes() if r.model.name != "claude-opus-4"]
    router = RoutedModel([*others, cheap_opus], Capability.STANDARD)
    assert labels(router.candidates)[0] == "claude-opus-4"
    with pytest.raises(UserError, match="no configured model reaches capability 4"):
        RoutedModel(routes()[:2], Capability.FRONTIER)


async def test_cost_model_prices_the_route_that_answered() -> None:
    priced = CostModel(RoutedModel(routes(fail={"llama-3.1-8b-instant"}), failure_threshold=1))
    response = await priced.request([ModelRequest.user("hi")])
    assert response.text == "answered by gpt-4o-mini"
    usage = response.usage
    expected = PRICES["openai:gpt-4o-mini"].cost(usage.input_tokens, usage.output_tokens)
    assert usage.cost_usd == pytest.approx(float(expected)) and usage.cost_usd > 0
