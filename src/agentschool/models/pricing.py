"""Per-model prices in USD per million input and output tokens.

List prices as published by OpenAI, Anthropic, Groq and Mistral (standard tier, no batch or
cached-input discounts), checked in late 2025. Providers change them: pass your own table to
`CostModel(prices=...)` rather than trusting these for billing. Models we run ourselves (the
embedded `local` model, Ollama, vLLM, a llama.cpp server) and the test models cost nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["FREE_SYSTEMS", "PRICES", "ModelPrice", "find_price", "strip_version"]


@dataclass(frozen=True, slots=True)
class ModelPrice:
    """What one model charges, in USD per million tokens (exact decimals)."""

    input_per_mtok: Decimal
    """USD per million prompt tokens."""
    output_per_mtok: Decimal
    """USD per million generated tokens."""

    def cost(self, input_tokens: int, output_tokens: int) -> Decimal:
        """The exact cost of one request."""
        total = self.input_per_mtok * input_tokens + self.output_per_mtok * output_tokens
        return total / 1_000_000


def _p(input_per_mtok: str, output_per_mtok: str) -> ModelPrice:
    return ModelPrice(Decimal(input_per_mtok), Decimal(output_per_mtok))


FREE_SYSTEMS = frozenset({"local", "test", "function", "ollama", "vllm", "llamacpp"})
"""Providers that cost nothing: our embedded model, self-hosted servers and the test models."""

PRICES: Mapping[str, ModelPrice] = {
    # OpenAI
    "openai:gpt-5": _p("1.25", "10.00"),
    "openai:gpt-5-mini": _p("0.25", "2.00"),
    "openai:gpt-5-nano": _p("0.05", "0.40"),
    "openai:gpt-4.1": _p("2.00", "8.00"),
    "openai:gpt-4.1-mini": _p("0.40", "1.60"),
    "openai:gpt-4.1-nano": _p("0.10", "0.40"),
    "openai:gpt-4o": _p("2.50", "10.00"),
    "openai:gpt-4o-mini": _p("0.15", "0.60"),
    "openai:o3": _p("2.00", "8.00"),
    "openai:o3-mini": _p("1.10", "4.40"),
    "openai:o4-mini": _p("1.10", "4.40"),
    "openai:gpt-4-turbo": _p("10.00", "30.00"),
    "openai:gpt-3.5-turbo": _p("0.50", "1.50"),
    # Anthropic
    "anthropic:claude-opus-4-1": _p("15.00", "75.00"),
    "anthropic:claude-opus-4": _p("15.00", "75.00"),
    "anthropic:claude-sonnet-4-5": _p("3.00", "15.00"),
    "anthropic:claude-sonnet-4": _p("3.00", "15.00"),
    "anthropic:claude-3-7-sonnet": _p("3.00", "15.00"),
    "anthropic:claude-3-5-sonnet": _p("3.00", "15.00"),
    "anthropic:claude-haiku-4-5": _p("1.00", "5.00"),
    "anthropic:claude-3-5-haiku": _p("0.80", "4.00"),
    "anthropic:claude-3-haiku": _p("0.25", "1.25"),
    # Groq
    "groq:llama-3.1-8b-instant": _p("0.05", "0.08"),
    "groq:llama-3.3-70b-versatile": _p("0.59", "0.79"),
    "groq:gemma2-9b-it": _p("0.20", "0.20"),
    # Mistral
    "mistral:mistral-large-latest": _p("2.00", "6.00"),
    "mistral:mistral-medium-latest": _p("0.40", "2.00"),
    "mistral:mistral-small-latest": _p("0.10", "0.30"),
    "mistral:codestral-latest": _p("0.30", "0.90"),
    "mistral:open-mistral-nemo": _p("0.15", "0.15"),
    "mistral:ministral-8b-latest": _p("0.10", "0.10"),
    "mistral:ministral-3b-latest": _p("0.04", "0.04"),
}
"""Prices keyed by `provider:model` (model names without date suffixes)."""

_VERSION_SUFFIX = re.compile(r"-(\d{4}-\d{2}-\d{2}|\d{8})$")


def strip_version(model_name: str) -> str:
    """Drop a dated snapshot suffix: `gpt-4o-mini-2024-07-18` → `gpt-4o-mini`."""
    return _VERSION_SUFFIX.sub("", model_name)


def find_price(
    prices: Mapping[str, ModelPrice], system: str, model_names: list[str]
) -> ModelPrice | None:
    """The price of the first of `model_names` found under `system`, then under any provider.

    Args:
        prices: The table, keyed by `provider:model`.
        system: The provider that was asked (`openai`, ...); `fallback` matches no provider.
        model_names: Names to try, best first (the answering model, then the requested one).
    """
    names = [n for name in model_names if name for n in dict.fromkeys((name, strip_version(name)))]
    for name in names:
        if f"{system}:{name}" in prices:
            return prices[f"{system}:{name}"]
    for name in names:
        matches = [price for key, price in prices.items() if key.partition(":")[2] == name]
        if matches:
            return matches[0]
    return None
