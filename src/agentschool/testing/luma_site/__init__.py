"""The offline Luma-faithful site: a deterministic dataset, Luma's JSON API, Next.js-like pages.

Test data, never product knowledge: no module of the product imports it. Two seeds:
`DEFAULT_SEED` (the case study's cities, categories and organizers) and `HELD_OUT_SEED` (other
cities, category slugs and organizers, for measuring on data the product was not tuned on).

`create_app()` builds the ASGI app (`agentschool luma-site --port N` serves it);
`load_dataset()` returns the raw records it serves, for ground truth in tests; `Drift` names the
deliberate changes (renamed keys, moved data, changed CSS, 403/429, slow, empty lists) that
learned functions must heal around.
"""

from __future__ import annotations

from agentschool.testing.luma_site.api import MAX_PAGE_SIZE, distance_km
from agentschool.testing.luma_site.app import create_app
from agentschool.testing.luma_site.dataset import (
    DEFAULT_NOW,
    DEFAULT_SEED,
    HELD_OUT_SEED,
    LumaDataset,
    load_dataset,
    to_entry,
)
from agentschool.testing.luma_site.drift import DRIFT_ENV_VAR, DRIFT_NAMES, Drift

__all__ = [
    "DEFAULT_NOW",
    "DEFAULT_SEED",
    "DRIFT_ENV_VAR",
    "DRIFT_NAMES",
    "HELD_OUT_SEED",
    "MAX_PAGE_SIZE",
    "Drift",
    "LumaDataset",
    "create_app",
    "distance_km",
    "load_dataset",
    "to_entry",
]
