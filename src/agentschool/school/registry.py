"""The registry of learned functions: versions in SQL, looked up by name or request template.

Stored in its own table (`school_functions`) of the project database: a SQLite file by default,
PostgreSQL when `settings.database_url` is `postgresql://…`. Every version is kept; `get()` and
`list()` see the latest version that is not deprecated. The cache key is the request *template*
(`search_events(category,city)`): "tech events in NYC" finds the function learned from "tech
events in SF". The registry is the MCP server's `FunctionCatalog`, and `tool()`/`toolset()`
expose functions as agent tools.
"""

from __future__ import annotations

import threading
import types
import weakref
from datetime import UTC, datetime
from typing import Any

import httpx
import sqlalchemy as sa

from agentschool.exceptions import ToolError, UserError
from agentschool.school.functions import (
    FunctionStats,
    LearnedFunction,
    call_module,
    lent,
    load_module,
)
from agentschool.school.query import EventSearchResult
from agentschool.school.sources import source_urls
from agentschool.settings import Settings
from agentschool.tools.base import Tool
from agentschool.tools.toolset import Toolset

__all__ = ["FunctionRegistry", "sync_database_url"]

_METADATA = sa.MetaData()
_FUNCTIONS = sa.Table(
    "school_functions",
    _METADATA,
    sa.Column("name", sa.String(64), primary_key=True),
    sa.Column("version", sa.Integer, primary_key=True),
    sa.Column("template", sa.String(300), nullable=False, index=True),
    sa.Column("description", sa.Text, nullable=False),
    sa.Column("source", sa.Text, nullable=False),
    sa.Column("request_schema", sa.JSON, nullable=False),
    sa.Column("response_schema", sa.JSON, nullable=False),
    sa.Column("strategy", sa.String(16), nullable=False),
    sa.Column("shape", sa.JSON, nullable=False),
    sa.Column("example", sa.JSON, nullable=False),
    sa.Column("result_count", sa.Integer, nullable=False, default=0),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("deprecated", sa.Boolean, nullable=False, default=False),
    sa.Column("calls", sa.Integer, nullable=False, default=0),
    sa.Column("failures", sa.Integer, nullable=False, default=0),
    sa.Column("last_success_at", sa.DateTime(timezone=True), nullable=True),
    sa.Column("last_error", sa.Text, nullable=True),
)

_VOCABULARIES = sa.Table(
    "school_vocabularies",
    _METADATA,
    sa.Column("base_url", sa.String(500), primary_key=True),
    sa.Column("source", sa.String(32), nullable=False),
    sa.Column("data", sa.JSON, nullable=False),
    sa.Column("fetched_at", sa.DateTime(timezone=True), nullable=False),
)
"""What each source (by base URL) knows, as last discovered (see `school.discovery`)."""

_Functions = list[LearnedFunction]

_C = _FUNCTIONS.c
# Built once with bound parameters, so SQLAlchemy compiles each once: a warm call's two
# statements then cost ~0.1 ms together instead of ~0.3 ms (`bench/school.py`).
_CURRENT = (
    sa.select(_C.version, _C.source, _C.strategy, _C.shape)
    .where(_C.name == sa.bindparam("b_name"), _C.deprecated.is_(False))
    .order_by(_C.version.desc())
    .limit(1)
)
_WHERE_VERSION = (_C.name == sa.bindparam("b_name"), _C.version == sa.bindparam("b_number"))
_COUNT_SUCCESS = (
    _FUNCTIONS.update()
    .where(*_WHERE_VERSION)
    .values(calls=_C.calls + 1, last_success_at=sa.bindparam("b_now"))
)
_COUNT_FAILURE = (
    _FUNCTIONS.update()
    .where(*_WHERE_VERSION)
    .values(calls=_C.calls + 1, failures=_C.failures + 1, last_error=sa.bindparam("b_error"))
)


def sync_database_url(url: str) -> str:
    """The synchronous SQLAlchemy URL for a project database URL (psycopg 3 for PostgreSQL)."""
    for prefix in ("postgresql+asyncpg://", "postgresql+psycopg2://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    if url.startswith("postgres://"):
        return "postgresql+psycopg://" + url[len("postgres://") :]
    return url.replace("sqlite+aiosqlite://", "sqlite://")


def _sqlite_pragmas(connection: Any, record: Any) -> None:
    # WAL + synchronous=NORMAL: a call's stats update commits without an fsync per call
    # (durable across process crashes; the last commits may be lost on power loss).
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _utc(moment: datetime | None) -> datetime | None:
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


def _from_row(row: sa.Row[Any]) -> LearnedFunction:
    data = row._mapping
    return LearnedFunction(
        name=data["name"],
        number=data["version"],
        template=data["template"],
        description=data["description"],
        source=data["source"],
        request_schema=data["request_schema"],
        response_schema=data["response_schema"],
        strategy=data["strategy"],
        shape=data["shape"],
        example=data["example"],
        result_count=data["result_count"],
        created_at=_utc(data["created_at"]) or datetime.now(UTC),
        deprecated=data["deprecated"],
        stats=FunctionStats(
            calls=data["calls"],
            failures=data["failures"],
            last_success_at=_utc(data["last_success_at"]),
            last_error=data["last_error"],
        ),
    )


def _close_clients(clients: dict[Any, httpx.Client], lock: threading.Lock) -> None:
    with lock:
        closing = list(clients.values())
        clients.clear()
    for client in closing:
        client.close()


class FunctionRegistry:
    """Learned functions and their versions, in SQL."""

    def __init__(self, database_url: str, *, transport: httpx.BaseTransport | None = None) -> None:
        """Open (and create the table of) the registry at `database_url`.

        Args:
            database_url: The project database (SQLite file or PostgreSQL).
            transport: The httpx transport of the registry's shared HTTP clients (the real
                network when None; an in-process site in tests and benchmarks).
        """
        self.engine = sa.create_engine(sync_database_url(database_url))
        if self.engine.dialect.name == "sqlite":
            sa.event.listen(self.engine, "connect", _sqlite_pragmas)
        _METADATA.create_all(self.engine)
        self._modules: dict[tuple[str, int, str], types.ModuleType] = {}
        self._lock = threading.Lock()
        self._transport = transport
        self._clients: dict[tuple[str, str], httpx.Client] = {}
        # A registry dropped without close() (a CLI command's) still closes its clients' sockets.
        self._finalizer = weakref.finalize(self, _close_clients, self._clients, self._lock)

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> FunctionRegistry:
        """The registry in the configured database (`AGENTSCHOOL_DATABASE_URL` or SQLite)."""
        return cls((settings or Settings()).effective_database_url())

    def close(self) -> None:
        """Close the shared HTTP clients and release the database connections."""
        _close_clients(self._clients, self._lock)
        self.engine.dispose()

    def _select(self, *where: Any) -> _Functions:
        order = (_FUNCTIONS.c.name, _FUNCTIONS.c.version)
        query = sa.select(_FUNCTIONS).where(*where).order_by(*order)
        with self.engine.connect() as conn:
            return [_from_row(row) for row in conn.execute(query)]

    def save(self, function: LearnedFunction) -> LearnedFunction:
        """Store `function` as the next version of its name; returns it with its number."""
        with self._lock, self.engine.begin() as conn:
            top = conn.execute(
                sa.select(sa.func.max(_FUNCTIONS.c.version)).where(
                    _FUNCTIONS.c.name == function.name
                )
            ).scalar()
            function.number = (top or 0) + 1
            conn.execute(
                _FUNCTIONS.insert().values(
                    name=function.name, version=function.number, template=function.template,
                    description=function.description, source=function.source,
                    request_schema=function.request_schema,
                    response_schema=function.response_schema, strategy=function.strategy,
                    shape=function.shape, example=function.example,
                    result_count=function.result_count, created_at=function.created_at,
                    deprecated=function.deprecated, calls=0, failures=0,
                )
            )  # fmt: skip
        return function

    def versions(self, name: str) -> _Functions:
        """Every version of `name`, oldest first (deprecated ones included)."""
        return self._select(_FUNCTIONS.c.name == name)

    def version(self, name: str, number: int) -> LearnedFunction | None:
        """One version, or None."""
        found = self._select(_FUNCTIONS.c.name == name, _FUNCTIONS.c.version == number)
        return found[0] if found else None

    def get(self, name: str) -> LearnedFunction | None:
        """The latest version of `name` that is not deprecated, or None."""
        live = [f for f in self.versions(name) if not f.deprecated]
        return live[-1] if live else None

    def list(self) -> _Functions:
        """The latest non-deprecated version of every function, by name."""
        latest: dict[str, LearnedFunction] = {}
        for function in self._select(_FUNCTIONS.c.deprecated.is_(False)):
            latest[function.name] = function
        return list(latest.values())

    def find_template(self, template: str) -> LearnedFunction | None:
        """The function learned for a request template (the cache key), or None."""
        found = [f for f in self.list() if f.template == template]
        return found[0] if found else None

    def search(self, text: str) -> _Functions:
        """Functions whose name, template or description contains every word of `text`."""
        words = text.lower().split()
        return [
            f
            for f in self.list()
            if all(w in f"{f.name} {f.template} {f.description}".lower() for w in words)
        ]

    def deprecate(self, name: str, number: int | None = None) -> int:
        """Deprecate one version (all when `number` is None); returns how many rows changed."""
        where = [_FUNCTIONS.c.name == name]
        where += [] if number is None else [_FUNCTIONS.c.version == number]
        with self.engine.begin() as conn:
            return conn.execute(_FUNCTIONS.update().where(*where).values(deprecated=True)).rowcount

    def delete(self, name: str, number: int | None = None) -> int:
        """Delete one version (all when `number` is None); returns how many were deleted."""
        where = [_FUNCTIONS.c.name == name]
        where += [] if number is None else [_FUNCTIONS.c.version == number]
        with self.engine.begin() as conn:
            return conn.execute(_FUNCTIONS.delete().where(*where)).rowcount

    def cached_vocabulary(self, base_url: str) -> tuple[dict[str, Any], datetime] | None:
        """The vocabulary last discovered at `base_url` and when, or None."""
        query = sa.select(_VOCABULARIES.c.data, _VOCABULARIES.c.fetched_at).where(
            _VOCABULARIES.c.base_url == base_url
        )
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        if row is None:
            return None
        fetched_at = _utc(row.fetched_at)
        assert fetched_at is not None  # the column is not nullable
        return dict(row.data), fetched_at

    def save_vocabulary(self, base_url: str, source: str, data: dict[str, Any]) -> None:
        """Cache a discovered vocabulary for `base_url` (replacing the previous one)."""
        values = {"source": source, "data": data, "fetched_at": datetime.now(UTC)}
        with self._lock, self.engine.begin() as conn:
            done = conn.execute(
                _VOCABULARIES.update().where(_VOCABULARIES.c.base_url == base_url).values(**values)
            )
            if not done.rowcount:
                conn.execute(_VOCABULARIES.insert().values(base_url=base_url, **values))

    def record_call(self, function: LearnedFunction, *, error: str | None = None) -> None:
        """Count a call of `function` (a failure when `error` is given)."""
        self._count(function.name, function.number, error)

    def _count(self, name: str, number: int, error: str | None) -> None:
        values: dict[str, Any] = {"b_name": name, "b_number": number}
        if error is None:
            statement, values["b_now"] = _COUNT_SUCCESS, datetime.now(UTC)
        else:
            statement, values["b_error"] = _COUNT_FAILURE, error[:2000]
        with self.engine.begin() as conn:
            conn.execute(statement, values)

    def module(self, function: LearnedFunction) -> types.ModuleType:
        """The loaded module of a version (loaded once per registry and source text)."""
        return self._module(function.name, function.number, function.source)

    def _module(self, name: str, number: int, source: str) -> types.ModuleType:
        # Keyed by the source too: a version deleted and saved again under the same number
        # (or changed by another process) is never answered by the stale module.
        key = (name, number, source)
        with self._lock:
            module = self._modules.get(key)
            if module is None:
                module = self._modules[key] = load_module(source, f"learned_{name}_v{number}")
            return module

    def _current(self, name: str) -> tuple[int, str, str, dict[str, Any]] | None:
        """(number, source, strategy, shape) of the version `get(name)` would return."""
        with self.engine.connect() as conn:
            row = conn.execute(_CURRENT, {"b_name": name}).first()
        return None if row is None else (row.version, row.source, row.strategy, row.shape)

    def _shared_client(self, strategy: str, module: types.ModuleType) -> httpx.Client | None:
        """The HTTP client calls of `strategy` share (None for `browser`: it drives Chromium).

        A learned function given no client creates one per call, and `httpx.Client()` costs
        ~20 ms (its TLS context) — ten times a whole in-process call — and keeps no
        connection alive between calls. So the registry keeps one per strategy and user agent
        (headers as the function's own client would send), for the registry's lifetime; an
        httpx client may be shared between threads.
        """
        if strategy == "browser":
            return None
        agent = str(getattr(module, "USER_AGENT", "agentschool"))
        accept = "application/json" if strategy == "api" else "text/html"
        with self._lock:
            client = self._clients.get((accept, agent))
            if client is None:
                client = self._clients[(accept, agent)] = httpx.Client(
                    headers={"User-Agent": agent, "Accept": accept},
                    follow_redirects=True,
                    transport=lent(self._transport),
                )
            return client

    def call(
        self,
        name: str,
        args: dict[str, Any],
        *,
        settings: Settings | None = None,
        client: Any = None,
        timeout: float | None = None,
    ) -> EventSearchResult:
        """Call the latest version of `name` (no model involved) and count the call.

        The current version is read from the database on every call (so a version saved by
        `heal`, here or in another process, answers the next call); its compiled module is
        cached. Arguments and the result are validated on every call.

        Raises:
            UserError: No such function, or the arguments do not fit its `Request`.
            ToolError: The call failed (the message says why; `functions heal` may fix it).
        """
        current = self._current(name)
        if current is None:
            raise UserError(f"no learned function named {name!r}")
        number, source, strategy, shape = current
        if site := (shape or {}).get("base_url"):  # a single-site source's own URL
            api_url = web_url = str(site)
        else:
            api_url, web_url = source_urls(settings or Settings())
        try:
            module = self._module(name, number, source)
            if client is None:
                client = self._shared_client(strategy, module)
            result = call_module(
                module, args, api_url=api_url, web_url=web_url, client=client, timeout=timeout
            )
        except UserError:
            raise
        except Exception as exc:
            self._count(name, number, f"{type(exc).__name__}: {exc}")
            message = f"{name} v{number} failed: {type(exc).__name__}: {exc}"
            raise ToolError(message) from exc
        self._count(name, number, None)
        return result

    def tool(self, name: str, *, settings: Settings | None = None) -> Tool:
        """The latest version of `name` as an agent tool (its arguments are the `Request`).

        Raises:
            UserError: No such function.
        """
        function = self.get(name)
        if function is None:
            raise UserError(f"no learned function named {name!r}")
        settings = settings or Settings()  # read once: building Settings costs ~1 ms

        def call(**kwargs: Any) -> dict[str, Any]:
            return self.call(name, kwargs, settings=settings).model_dump(mode="json")

        return Tool(
            name=name,
            description=function.description,
            function=call,
            args_model=self.module(function).Request,
            output_json_schema=dict(function.response_schema),
            version=function.version,
            # open_world: it reads a site outside our control (MCP openWorldHint)
            metadata={
                "template": function.template,
                "strategy": function.strategy,
                "open_world": True,
            },
        )

    def toolset(self, *, settings: Settings | None = None) -> Toolset:
        """Every current learned function as a tool (for agents and the MCP server)."""
        return Toolset(self.tool(f.name, settings=settings) for f in self.list())
