"""Models: the `Model` interface, providers, wrappers and test models.

`infer_model("provider:name")` turns a model string into a `Model`:

| string                                   | model                                              |
|------------------------------------------|----------------------------------------------------|
| `local`, `local:/path/to/model.gguf`     | embedded llama.cpp model (SmolLM2-135M by default) |
| `test`                                   | `TestModel`                                        |
| `openai:gpt-4o-mini`                     | OpenAI                                             |
| `anthropic:claude-sonnet-4-5`            | Anthropic                                          |
| `groq:…`, `mistral:…`, `ollama:…`, `vllm:…`, `llamacpp:…` | OpenAI-compatible presets         |
| `openai-compatible:<base_url>:<model>`   | any OpenAI-compatible server                       |
"""

from __future__ import annotations

from agentschool.exceptions import UserError
from agentschool.models.base import (
    ALLOW_MODEL_REQUESTS,
    Model,
    ModelSettings,
    OutputSchema,
    ResponseComplete,
    StreamEvent,
    TextDelta,
    ToolDefinition,
    WrapperModel,
    check_allow_model_requests,
)
from agentschool.models.cache import (
    CachedModel,
    CacheStats,
    CacheStore,
    RedisCacheStore,
    SQLiteCacheStore,
)
from agentschool.models.cost import CostModel
from agentschool.models.factory import build_model
from agentschool.models.fallback import BreakerState, CircuitBreaker, FallbackModel
from agentschool.models.function import AgentInfo, FunctionModel, TestModel
from agentschool.models.pricing import PRICES, ModelPrice
from agentschool.models.retry import RetryModel

__all__ = [
    "ALLOW_MODEL_REQUESTS",
    "MODEL_FORMS",
    "OPENAI_COMPATIBLE_PRESETS",
    "PRICES",
    "AgentInfo",
    "BreakerState",
    "CacheStats",
    "CacheStore",
    "CachedModel",
    "CircuitBreaker",
    "CostModel",
    "FallbackModel",
    "FunctionModel",
    "Model",
    "ModelPrice",
    "ModelSettings",
    "OutputSchema",
    "RedisCacheStore",
    "ResponseComplete",
    "RetryModel",
    "SQLiteCacheStore",
    "StreamEvent",
    "TestModel",
    "TextDelta",
    "ToolDefinition",
    "WrapperModel",
    "build_model",
    "check_allow_model_requests",
    "infer_model",
]

OPENAI_COMPATIBLE_PRESETS = ("openai", "groq", "mistral", "ollama", "vllm", "llamacpp")
"""Providers spoken through the OpenAI-compatible adapter, each with its own base URL and key."""

MODEL_FORMS = (
    "local",
    "local:/path/to/model.gguf",
    "test",
    "openai:<model>",
    "anthropic:<model>",
    "groq:<model>",
    "mistral:<model>",
    "ollama:<model>",
    "vllm:<model>",
    "llamacpp:<model>",
    "openai-compatible:<base_url>:<model>",
)
"""Every accepted model string form, shown in errors."""


def _unknown(spec: str) -> UserError:
    return UserError(f"unknown model {spec!r}; accepted forms: {', '.join(MODEL_FORMS)}")


def infer_model(spec: str | Model) -> Model:
    """Build a `Model` from a model string (or pass a `Model` through).

    Raises:
        UserError: For a string that matches none of `MODEL_FORMS`.
    """
    if isinstance(spec, Model):
        return spec
    spec = spec.strip()
    if spec == "test":
        return TestModel()
    if spec == "local" or spec.startswith("local:"):
        from agentschool.models.local import LocalModel

        path = spec.partition(":")[2]
        return LocalModel(path or None)
    provider, sep, name = spec.partition(":")
    if not sep or not name:
        raise _unknown(spec)
    if provider == "anthropic":
        from agentschool.models.anthropic import AnthropicModel

        return AnthropicModel(name)
    if provider in OPENAI_COMPATIBLE_PRESETS:
        from agentschool.models.openai import OpenAIModel, OpenAIProvider

        return OpenAIModel(name, provider=OpenAIProvider.preset(provider))
    if provider == "openai-compatible":
        base_url, sep, model_name = name.rpartition(":")
        if not sep or not base_url.startswith(("http://", "https://")) or not model_name:
            raise _unknown(spec)
        from agentschool.models.openai import OpenAIModel, OpenAIProvider

        return OpenAIModel(model_name, provider=OpenAIProvider(base_url=base_url))
    raise _unknown(spec)
