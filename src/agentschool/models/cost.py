"""`CostModel`: fill `usage.cost_usd` from the price table and log one line per request.

The price is looked up by the model that answered (`ModelResponse.model_name`, and behind a
`FallbackModel` the provider of the member that answered, so a fall-back is priced right), then
by the model that was asked; dated snapshot names match their base name. Local, self-hosted
and test models cost 0. A model missing from the table costs 0 and logs one warning (once per
model per `CostModel`), so a typo never stops a run.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field

from agentschool.messages import ModelMessage, ModelResponse, Usage
from agentschool.models.base import (
    Model,
    ModelSettings,
    OutputSchema,
    ResponseComplete,
    StreamEvent,
    ToolDefinition,
    WrapperModel,
)
from agentschool.models.fallback import FallbackModel
from agentschool.models.pricing import FREE_SYSTEMS, PRICES, ModelPrice, find_price, strip_version

__all__ = ["CostModel"]

logger = logging.getLogger(__name__)


@dataclass(repr=False)
class CostModel(WrapperModel):
    """Prices each response of the wrapped model and keeps a running total.

    Example:
        ```python
        model = CostModel(infer_model("openai:gpt-4o-mini"))
        response = await model.request([ModelRequest.user("hi")])
        response.usage.cost_usd, model.total.cost_usd
        ```
    """

    prices: Mapping[str, ModelPrice] = field(default_factory=lambda: PRICES)
    """USD per million tokens, keyed by `provider:model`."""
    total: Usage = field(default_factory=Usage, init=False)
    """Usage of every request through this model, added up."""
    _warned: set[str] = field(default_factory=set, init=False, repr=False)

    def _answering_system(self, response: ModelResponse) -> str:
        """The provider that produced `response`; behind a fall-back chain, the member that did."""
        layer: Model = self.wrapped
        while isinstance(layer, WrapperModel) and not isinstance(layer, FallbackModel):
            layer = layer.wrapped
        if isinstance(layer, FallbackModel):
            answered = strip_version(response.model_name)
            for member in layer.models:
                if answered in (member.name, strip_version(member.name)):
                    return member.system
        return self.system

    def price_of(self, response: ModelResponse) -> ModelPrice | None:
        """The price that applies to `response`, or None when it is free or unknown."""
        system = self._answering_system(response)
        if system in FREE_SYSTEMS:
            return None
        price = find_price(self.prices, system, [response.model_name, self.name])
        if price is None:
            unknown = f"{self.label} ({response.model_name or '?'})"
            if unknown not in self._warned:
                self._warned.add(unknown)
                logger.warning("no price for model %s; counting its cost as 0", unknown)
        return price

    def account(self, response: ModelResponse) -> ModelResponse:
        """Set `response.usage.cost_usd`, add it to `total` and log the request."""
        usage = response.usage
        price = self.price_of(response)
        if price is not None:
            usage.cost_usd = float(price.cost(usage.input_tokens, usage.output_tokens))
        self.total.add(usage)
        logger.info(
            "model=%s answered_by=%s input_tokens=%d output_tokens=%d cost_usd=%.6f",
            self.label,
            response.model_name or self.name,
            usage.input_tokens,
            usage.output_tokens,
            usage.cost_usd,
        )
        return response

    async def request(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> ModelResponse:
        """The wrapped model's response, priced."""
        response = await self.wrapped.request(messages, settings, tools, output_schema)
        return self.account(response)

    async def request_stream(
        self,
        messages: Sequence[ModelMessage],
        settings: ModelSettings | None = None,
        tools: Sequence[ToolDefinition] = (),
        output_schema: OutputSchema | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """The wrapped model's stream; the final response is priced."""
        async for event in self.wrapped.request_stream(messages, settings, tools, output_schema):
            if isinstance(event, ResponseComplete):
                self.account(event.response)
            yield event
