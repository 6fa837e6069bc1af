"""The registries routes open on the run store's database: one of each per app, made once.

The spec registry (agent types) and the learned-function registry are opened on first use, in a
worker thread (they create their tables). A lock makes concurrent first requests share one
instead of racing to create the same tables ("database is locked" on SQLite), and the app's
lifespan closes the ones it opened (`close_registries`).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # both load layers above runs: only when a route needs them
    from agentschool.school.registry import FunctionRegistry
    from agentschool.specs.registry import SpecRegistry

__all__ = ["close_registries", "function_registry", "spec_registry"]

_LOCK = threading.Lock()
_OPENED = "opened_registries"


def _opened(app: Any) -> list[Any]:
    opened: list[Any] | None = getattr(app.state, _OPENED, None)
    if opened is None:
        opened = []
        setattr(app.state, _OPENED, opened)
    return opened


def spec_registry(app: Any) -> SpecRegistry:
    """The app's agent-type registry (`app.state.spec_registry`), opened once."""
    with _LOCK:
        registry: SpecRegistry | None = getattr(app.state, "spec_registry", None)
        if registry is None:
            from agentschool.specs.registry import SpecRegistry

            registry = app.state.spec_registry = SpecRegistry(app.state.context.store.url)
            _opened(app).append(registry)
        return registry


def function_registry(app: Any) -> FunctionRegistry:
    """The app's learned-function registry (`app.state.ui_functions`), opened once."""
    with _LOCK:
        registry: FunctionRegistry | None = getattr(app.state, "ui_functions", None)
        if registry is None:
            from agentschool.school.registry import FunctionRegistry

            registry = app.state.ui_functions = FunctionRegistry(app.state.context.store.url)
            _opened(app).append(registry)
        return registry


def close_registries(app: Any) -> None:
    """Close the registries this app opened (not the ones its creator passed in)."""
    opened = _opened(app)
    while opened:
        registry = opened.pop()
        close = getattr(registry, "close", None)
        if close is not None:
            close()
        else:
            registry.engine.dispose()
