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
"""

from __future__ import annotations

from agentschool.models.base import Model
from agentschool.models.cache import CachedModel, CacheStore, RedisCacheStore, SQLiteCacheStore
from agentschool.models.cost import CostModel
from agentschool.models.fallback import CircuitBreaker, FallbackModel
from agentschool.models.retry import RetryModel
from agentschool.settings import Settings

__all__ = ["build_model", "cache_store_from_settings"]

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
) -> Model:
    """Build the model for `spec` (default: `settings.model`) wrapped as the settings say.

    Args:
        spec: A model string accepted by `infer_model`, a `Model`, or None for `settings.model`.
        settings: The settings to follow; `Settings()` (env vars, agentschool.toml) when None.
        breakers: The fall-back chain's circuit breakers by model label, shared with other
            chains built with the same dict (a worker's runs); the chain's own when None.

    Raises:
        UserError: For an unknown model string (primary or fallback).
    """
    from agentschool.models import infer_model  # the package imports this module

    settings = settings or Settings()
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
