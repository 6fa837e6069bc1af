"""`build_model`: the model the settings ask for, with every wrapper in place.

The composition, outermost first::

    CostModel(                              prices each answer (a cache hit costs 0)
      CachedModel(                          when `cache_enabled`: SQLite file or Redis
        FallbackModel([                     only when `fallback_models` is set
          RetryModel(primary), RetryModel(fallback_1), ...
        ])))

Retry sits innermost so each model gets its own attempts (each bounded by `request_timeout`)
before the chain falls back; the cache sits outside the fall-back so a hit skips the whole chain;
cost is outermost so it prices what the caller actually received.

A model string that comes from a request (`POST /runs`, a spec registered over REST, the
builder) passes `check_model_allowed` first: it names no server-side address the caller chose.
"""

from __future__ import annotations

import os

from agentschool.exceptions import ConfigError, UserError
from agentschool.models.base import Model
from agentschool.models.cache import CachedModel, CacheStore, RedisCacheStore, SQLiteCacheStore
from agentschool.models.cost import CostModel
from agentschool.models.fallback import CircuitBreaker, FallbackModel
from agentschool.models.retry import RetryModel
from agentschool.settings import PROVIDER_KEY_ENV_VARS, Settings

__all__ = [
    "allowed_model_pattern",
    "build_model",
    "cache_store_from_settings",
    "check_model_allowed",
    "missing_provider_key",
]

_BASE_URLS_SETTING = "AGENTSCHOOL_MODEL_BASE_URLS"

CACHE_FILE_NAME = "model-cache.sqlite3"


def cache_store_from_settings(settings: Settings) -> CacheStore:
    """Redis when `AGENTSCHOOL_REDIS_URL` is set, else a SQLite file in the data dir."""
    if settings.redis_url:
        return RedisCacheStore(settings.redis_url)
    return SQLiteCacheStore(settings.data_dir / CACHE_FILE_NAME)


def build_model(
    spec: str | Model | None = None,
    settings: Settings | None = None,
    *,
    breakers: dict[str, CircuitBreaker] | None = None,
    requested: bool = False,
) -> Model:
    """Build the model for `spec` (default: `settings.model`) wrapped as the settings say.

    Args:
        spec: A model string accepted by `infer_model`, a `Model`, or None for `settings.model`.
        settings: The settings to follow; `Settings()` (env vars, agentschool.toml) when None.
        breakers: The fall-back chain's circuit breakers by model label, shared with other
            chains built with the same dict (a worker's runs); the chain's own when None.
        requested: `spec` came from a request: refuse it unless `check_model_allowed` passes.

    Raises:
        UserError: For an unknown model string (primary or fallback), or a requested one that
            is not allowed.
    """
    from agentschool.models import infer_model  # the package imports this module

    settings = settings or Settings()
    if requested and isinstance(spec, str):
        check_model_allowed(spec, settings)
    chain = [infer_model(spec or settings.model)]
    chain += [infer_model(fallback) for fallback in settings.fallback_models]
    retried: list[Model] = [
        RetryModel(m, attempts=settings.max_retries, timeout=settings.request_timeout)
        for m in chain
    ]
    model: Model = retried[0] if len(retried) == 1 else FallbackModel(retried, breakers=breakers)
    if settings.cache_enabled:
        model = CachedModel(model, cache_store_from_settings(settings), settings.cache_ttl_seconds)
    return CostModel(model)


def _normal_url(url: str) -> str:
    return url.strip().rstrip("/").lower()


def check_model_allowed(spec: str, settings: Settings | None = None) -> None:
    """Refuse a model string from a request that would reach an address the caller chose.

    Also refused: strings no provider accepts.
    Allowed: the configured models (`model`, `fallback_models`), `test`, `local` (the embedded
    model, not another file), the hosted providers (`openai:…`, `anthropic:…`, `groq:…`,
    `mistral:…`), a self-hosted preset (`ollama:…`, `vllm:…`, `llamacpp:…`) whose base URL the
    operator set, and `openai-compatible:<base_url>:<model>` only for a base URL listed in
    `model_base_urls` (`AGENTSCHOOL_MODEL_BASE_URLS`).

    Raises:
        UserError: Naming the model string and the setting that would allow it.
    """
    spec = spec.strip()
    if spec in ("test", "local"):
        return
    from agentschool.models import MODEL_FORMS, OPENAI_COMPATIBLE_PRESETS
    from agentschool.models.openai import OPENAI_PRESET_URLS

    settings = settings or Settings()
    if spec in (settings.model, *settings.fallback_models):
        return
    provider, _, name = spec.partition(":")
    if provider == "local":
        raise UserError(
            f"model {spec!r}: a request cannot choose a model file; the server's embedded model "
            "is `local` (AGENTSCHOOL_MODEL sets another one)"
        )
    if provider == "openai-compatible":
        base_url, _, model_name = name.rpartition(":")
        if base_url.startswith(("http://", "https://")) and model_name:
            allowed = {_normal_url(url) for url in settings.model_base_urls}
            if _normal_url(base_url) in allowed:
                return
            raise UserError(
                f"model {spec!r}: base URL {base_url} is not one the server may call for a "
                f"request; the operator lists those in {_BASE_URLS_SETTING}"
            )
    elif name and (provider == "anthropic" or provider in OPENAI_COMPATIBLE_PRESETS):
        env_var = OPENAI_PRESET_URLS.get(provider, ("", None))[1]
        if env_var is None or os.environ.get(env_var):
            return
        raise UserError(
            f"model {spec!r}: the {provider} server is not configured here; the operator sets "
            f"{env_var} to enable it"
        )
    raise UserError(f"unknown model {spec!r}; accepted forms: {', '.join(MODEL_FORMS)}")


def missing_provider_key(spec: str) -> ConfigError | None:
    """The error for a hosted-provider model whose API key is not set here, or None."""
    provider = spec.strip().partition(":")[0]
    env_var = PROVIDER_KEY_ENV_VARS.get(provider)
    if env_var is None or os.environ.get(env_var):
        return None
    return ConfigError(f"{env_var} is not set on the server, so {provider} models cannot be used")


def allowed_model_pattern(settings: Settings | None = None) -> str:
    """A regular expression matching exactly the strings `check_model_allowed` accepts.

    Published in the API's OpenAPI document, so a client (or a fuzzer) knows them up front.
    """
    import re

    from agentschool.models import OPENAI_COMPATIBLE_PRESETS
    from agentschool.models.openai import OPENAI_PRESET_URLS

    settings = settings or Settings()
    exact = ["test", "local", *(s.strip() for s in (settings.model, *settings.fallback_models))]
    providers = ["anthropic"] + [
        p
        for p in OPENAI_COMPATIBLE_PRESETS
        if OPENAI_PRESET_URLS[p][1] is None or os.environ.get(OPENAI_PRESET_URLS[p][1] or "")
    ]
    parts = [re.escape(e) for e in dict.fromkeys(exact)]
    parts.append(f"(?:{'|'.join(providers)}):.+")
    if settings.model_base_urls:
        urls = "|".join(re.escape(u.strip().rstrip("/")) for u in settings.model_base_urls)
        parts.append(f"openai-compatible:(?:{urls})/?:[^:]+")
    return f"^(?:{'|'.join(parts)})$"
