"""The offline Luma-faithful site: a deterministic dataset, Luma's JSON API, Next.js-like pages.

`create_app()` builds the ASGI app (`agentschool luma-site --port N` serves it);
`load_dataset()` returns the raw records it serves, for ground truth in tests; `Drift` names the
deliberate changes (renamed keys, moved data, changed CSS, 403/429, slow, empty lists) that
learned functions must heal around.
"""

from __future__ import annotations

from agentschool.school.sources.luma.api import MAX_PAGE_SIZE, distance_km
from agentschool.school.sources.luma.app import create_app
from agentschool.school.sources.luma.dataset import (
    DEFAULT_NOW,
    DEFAULT_SEED,
    LumaDataset,
    load_dataset,
    to_entry,
)
from agentschool.school.sources.luma.drift import DRIFT_ENV_VAR, DRIFT_NAMES, Drift

__all__ = [
    "DEFAULT_NOW",
    "DEFAULT_SEED",
    "DRIFT_ENV_VAR",
    "DRIFT_NAMES",
    "MAX_PAGE_SIZE",
    "Drift",
    "LumaDataset",
    "create_app",
    "distance_km",
    "load_dataset",
    "to_entry",
]
