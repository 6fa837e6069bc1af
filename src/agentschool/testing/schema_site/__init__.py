"""An offline site publishing schema.org `Event` JSON-LD, structured unlike Luma (test data).

`create_app()` serves it; `load_items()` returns its items for ground truth (`truth`).
"""

from __future__ import annotations

from agentschool.testing.schema_site.app import PAGE_SIZE, create_app, json_ld
from agentschool.testing.schema_site.data import DEFAULT_NOW, SchemaItem, load_items

__all__ = ["DEFAULT_NOW", "PAGE_SIZE", "SchemaItem", "create_app", "json_ld", "load_items"]
