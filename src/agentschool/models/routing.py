"""`RoutedModel`: the cheapest configured model that is capable enough, with fail-over.

Each route declares a model's capability level. A request needs at least `capability`; the
eligible models are tried cheapest first (list price of input + output tokens, from the price
table; local and self-hosted models are free; a model without a price goes last), each behind the
circuit breaker of a `FallbackModel`, so a failing cheap model hands over to the next one.

```python
router = RoutedModel([
    Route(infer_model("openai:gpt-4o-mini"), Capability.STANDARD),
    Route(infer_model("openai:gpt-4o"), Capability.ADVANCED),
    Route(infer_model("local"), Capability.BASIC),
])
router.with_capability(Capability.ADVANCED)   # only gpt-4o qualifies
```
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from agentschool.exceptions import UserError
from agentschool.models.base import (
    Model,
    WrapperModel,
)
from agentschool.models.fallback import FallbackModel
from agentschool.models.pricing import FREE_SYSTEMS, PRICES, ModelPrice, find_price

__all__ = ["Capability", "Route", "RoutedModel", "blended_price"]


class Capability(enum.IntEnum):
    """How demanding a request is; a model serves requests up to its level."""

    BASIC = 1
    """Extraction, classification, short answers."""
    STANDARD = 2
    """Tool calling and planning of ordinary tasks."""
    ADVANCED = 3
    """Long plans, code, careful reasoning."""
    FRONTIER = 4
    """The hardest tasks; only the strongest models."""


def blended_price(model: Model, prices: Mapping[str, ModelPrice] = PRICES) -> float:
    """USD per million tokens, input and output weighted 3:1 (a typical agent request).

    0 for free providers; infinity for a model missing from the table (tried last).
    """
    if model.system in FREE_SYSTEMS:
        return 0.0
    price = find_price(prices, model.system, [model.name])
    if price is None:
        return math.inf
    return float(price.input_per_mtok * 3 + price.output_per_mtok) / 4


@dataclass(frozen=True, slots=True)
class Route:
    """One model the router may use."""

    model: Model
    """The model."""
    capability: int
    """The highest `Capability` it serves."""
    price: float | None = None
    """USD per million tokens to rank it by; `blended_price` of the table when None."""


@dataclass(repr=False, init=False)
class RoutedModel(WrapperModel):
    """Sends each request to the cheapest route whose capability is high enough.

    Args:
        routes: The models and their capability levels; labels must be distinct.
        capability: The level requests need (`with_capability` makes a router for another).
        prices: The price table used for routes without an explicit price.
        failure_threshold: Consecutive failures that open a model's breaker.
        cooldown: Seconds an open breaker waits before a probe.
    """

    routes: list[Route]
    """Every route, cheapest first."""
    capability: int
    """The level requests need."""
    chain: FallbackModel
    """The eligible models, cheapest first, behind breakers (shared across capability levels).

    It is the wrapped model: a request goes to the cheapest one whose breaker allows it and
    fails over to the next on a `ModelAPIError`; `ModelUnavailableError` when none answers.
    """

    def __init__(
        self,
        routes: Sequence[Route],
        capability: int = Capability.BASIC,
        *,
        prices: Mapping[str, ModelPrice] = PRICES,
        failure_threshold: int = 3,
        cooldown: float = 30.0,
        _breakers: FallbackModel | None = None,
    ) -> None:
        if not routes:
            raise UserError("RoutedModel needs at least one route")
        priced = [
            r
            if r.price is not None
            else Route(r.model, r.capability, blended_price(r.model, prices))
            for r in routes
        ]
        self.routes = sorted(priced, key=lambda r: (r.price, -r.capability))
        self.capability = int(capability)
        eligible = [r.model for r in self.routes if r.capability >= self.capability]
        if not eligible:
            best = max(r.capability for r in self.routes)
            raise UserError(
                f"no configured model reaches capability {self.capability} (highest: {best})"
            )
        all_models = FallbackModel([r.model for r in self.routes], failure_threshold, cooldown)
        shared = _breakers or all_models
        self.chain = FallbackModel(eligible, failure_threshold, cooldown, clock=shared.clock)
        self.chain.breakers = {m.label: shared.breakers[m.label] for m in eligible}
        self._all = shared
        self.wrapped = self.chain

    @property
    def candidates(self) -> list[Model]:
        """The models a request may go to, in the order they are tried."""
        return list(self.chain.models)

    def with_capability(self, capability: int) -> RoutedModel:
        """A router over the same routes and breakers for requests needing `capability`."""
        return RoutedModel(
            self.routes,
            capability,
            failure_threshold=next(iter(self._all.breakers.values())).failure_threshold,
            cooldown=next(iter(self._all.breakers.values())).cooldown,
            _breakers=self._all,
        )

    @property
    def name(self) -> str:
        """The candidate labels, cheapest first."""
        return ",".join(m.label for m in self.chain.models)

    @property
    def system(self) -> str:
        """Always `routed`: the answering model is named in `ModelResponse.model_name`."""
        return "routed"
