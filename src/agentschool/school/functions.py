"""Learned functions: what the registry stores, and how a version's code is loaded and called.

A learned function's code passed the checks (`school.checks`) before it was saved, so it is
executed **in-process**, in a restricted module namespace: its builtins lack `open`, `exec`,
`eval`, `compile`, `input`, `breakpoint`, `globals`, `locals`, `vars`, and its `import`
statements only reach `ALLOWED_MODULES`. Calling it in the sandbox instead was measured and
rejected for warm calls: a sandboxed run costs ~1-2 s (interpreter start plus importing pydantic
and httpx from a vendored bundle) against ~1 ms of in-process overhead, and the sandbox has no
network, so a live fetch could not run there at all (see `school.checks` for how the sandbox is
still used at verification time, against recorded responses).
"""

from __future__ import annotations

import builtins
import concurrent.futures
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import httpx

from agentschool.exceptions import ToolError, ToolTimeoutError, UserError
from agentschool.school.query import DataSource, EventSearchResult

__all__ = [
    "ALLOWED_MODULES",
    "FORBIDDEN_BUILTINS",
    "BorrowedTransport",
    "FunctionStats",
    "LearnedFunction",
    "RecordingTransport",
    "call_module",
    "lent",
    "load_module",
]

ALLOWED_MODULES: frozenset[str] = frozenset(
    {
        "__future__",
        "datetime",
        "html",
        "httpx",
        "json",
        "math",
        "playwright",
        "playwright.sync_api",
        "pydantic",
        "re",
        "time",
        "typing",
        "zoneinfo",
    }
)
"""Modules generated code may import (exact names)."""
FORBIDDEN_BUILTINS: frozenset[str] = frozenset(
    {
        "__import__",
        "breakpoint",
        "compile",
        "delattr",
        "eval",
        "exec",
        "exit",
        "globals",
        "help",
        "input",
        "locals",
        "memoryview",
        "open",
        "quit",
        "setattr",
        "vars",
    }
)
"""Builtins generated code may not name, and which its namespace does not hold."""


@dataclass
class FunctionStats:
    """Usage of one function version."""

    calls: int = 0
    """Calls made."""
    failures: int = 0
    """Calls that raised or returned an invalid result."""
    last_success_at: datetime | None = None
    """When a call last succeeded."""
    last_error: str | None = None
    """The message of the last failure."""


@dataclass
class LearnedFunction:
    """One version of a learned function, as stored in the registry.

    It is a `FunctionEntry` of the MCP server's `FunctionCatalog` (`version` is the number as
    text; `input_schema`/`output_schema` are the request and response JSON schemas).
    """

    name: str
    """Unique name (`search_events_by_category_city`), also its tool name."""
    number: int
    """Version number, 1 for the first."""
    template: str
    """Cache key: intent and parameter names (`search_events(category,city)`)."""
    description: str
    """What it does (the module docstring's first line)."""
    source: str
    """The generated Python module."""
    request_schema: dict[str, Any]
    """JSON Schema of `Request`."""
    response_schema: dict[str, Any]
    """JSON Schema of `EventSearchResult`."""
    strategy: DataSource
    """Data source the version uses."""
    shape: dict[str, Any] = field(default_factory=dict[str, Any])
    """What the version assumes about the source's layout (`SourceShape.to_json()`)."""
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    """When the version was saved."""
    deprecated: bool = False
    """Deprecated versions are kept but not called."""
    example: dict[str, Any] = field(default_factory=dict[str, Any])
    """Arguments of the request it was learned from (also its verification request)."""
    result_count: int = 0
    """Events its verification returned (healing never saves a version returning fewer)."""
    stats: FunctionStats = field(default_factory=FunctionStats)
    """Usage."""

    @property
    def version(self) -> str:
        """The version number as text (the `FunctionEntry` protocol)."""
        return str(self.number)

    @property
    def input_schema(self) -> Mapping[str, Any]:
        """JSON Schema of the arguments."""
        return self.request_schema

    @property
    def output_schema(self) -> Mapping[str, Any] | None:
        """JSON Schema of the result."""
        return self.response_schema


def _guarded_import(
    name: str,
    globals_: Mapping[str, object] | None = None,
    locals_: Mapping[str, object] | None = None,
    fromlist: tuple[str, ...] | list[str] | None = (),
    level: int = 0,
) -> types.ModuleType:
    if level != 0 or name not in ALLOWED_MODULES:
        raise ImportError(f"import of {name!r} is not allowed in a learned function")
    return builtins.__import__(name, globals_, locals_, fromlist or (), 0)


def _restricted_builtins() -> dict[str, Any]:
    namespace = {k: v for k, v in vars(builtins).items() if k not in FORBIDDEN_BUILTINS}
    namespace["__import__"] = _guarded_import
    return namespace


def load_module(source: str, module_name: str) -> types.ModuleType:
    """Execute checked generated source in a fresh, restricted module namespace.

    Args:
        source: The module source (it must have passed `school.checks`).
        module_name: `__name__` of the module (not registered in `sys.modules`).

    Returns:
        The module, exposing `Request`, `EventSearchResult` and `run`.

    Raises:
        UserError: The source does not define `Request` and `run`.
    """
    module = types.ModuleType(module_name)
    module.__dict__["__builtins__"] = _restricted_builtins()
    code = compile(source, f"<learned {module_name}>", "exec", dont_inherit=True)
    exec(code, module.__dict__)  # checked code, restricted builtins
    for required in ("Request", "run"):
        if not hasattr(module, required):
            raise UserError(f"generated module {module_name} does not define {required}")
    return module


def call_module(
    module: types.ModuleType,
    args: Mapping[str, Any],
    *,
    api_url: str,
    web_url: str,
    client: Any = None,
    timeout: float | None = None,
) -> EventSearchResult:
    """Validate `args` with the module's `Request`, call `run`, validate the result.

    Args:
        module: A module from `load_module`.
        args: The arguments (JSON-like; dates as ISO strings are fine).
        api_url: The source's API base URL.
        web_url: The source's web base URL.
        client: The fetch layer to inject (an `httpx.Client`, or a page renderer for `browser`).
        timeout: Wall-clock seconds for the whole call (unbounded when None).

    Returns:
        The result, as `agentschool.school.query.EventSearchResult`.

    Raises:
        UserError: `args` do not fit the function's `Request`.
        ToolTimeoutError: The call ran past `timeout`.
    """
    request_model: Any = module.Request
    try:
        request = request_model.model_validate(dict(args))
    except ValueError as exc:
        raise UserError(f"invalid arguments: {exc}") from None
    run: Callable[..., Any] = module.run

    def call() -> Any:
        return run(request, api_url=api_url, web_url=web_url, client=client)

    if timeout is None:
        raw = call()
    else:
        # The worker cannot be killed; httpx and Playwright timeouts inside bound it.
        pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="learned")
        try:
            raw = pool.submit(call).result(timeout=timeout)
        except concurrent.futures.TimeoutError:
            raise ToolTimeoutError(f"learned function ran past {timeout:g}s") from None
        finally:
            pool.shutdown(wait=False)
    try:
        return EventSearchResult.model_validate(raw.model_dump(mode="json"))
    except (AttributeError, ValueError) as exc:
        raise ToolError(f"result does not fit EventSearchResult: {exc}") from None


_DECODED_AWAY = frozenset({"content-encoding", "content-length", "transfer-encoding"})


class RecordingTransport(httpx.BaseTransport):
    """An httpx transport that records every exchange, for replay in the sandbox."""

    def __init__(self, inner: httpx.BaseTransport | None = None) -> None:
        """Wrap `inner` (the caller keeps and closes it), or a real `HTTPTransport` when None."""
        self._owned = inner is None
        self.inner = inner or httpx.HTTPTransport()
        self.exchanges: list[dict[str, Any]] = []
        """`{method, url, status, content_type, body}` per request, in order."""

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Forward the request and record the answer."""
        response = self.inner.handle_request(request)
        body = response.read()
        self.exchanges.append(
            {
                "method": request.method,
                "url": str(request.url),
                "status": response.status_code,
                "content_type": response.headers.get("content-type", ""),
                "body": body.decode("utf-8", errors="replace"),
            }
        )
        headers = [
            (k, v) for k, v in response.headers.multi_items() if k.lower() not in _DECODED_AWAY
        ]
        return httpx.Response(response.status_code, headers=headers, content=body, request=request)

    def close(self) -> None:
        """Close the inner transport if this one created it."""
        if self._owned:
            self.inner.close()


class BorrowedTransport(httpx.BaseTransport):
    """A caller's transport lent to a client: closing the client leaves it open."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        """Lend `inner`."""
        self.inner = inner

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Delegate to the lent transport."""
        return self.inner.handle_request(request)


def lent(transport: httpx.BaseTransport | None) -> httpx.BaseTransport | None:
    """`transport` wrapped so a client's `close()` does not close it (None stays None)."""
    return None if transport is None else BorrowedTransport(transport)
