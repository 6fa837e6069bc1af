"""What every route needs, built once per app: `ApiContext`, and `RunLauncher` (the worker seam)."""

from __future__ import annotations

from dataclasses import InitVar, dataclass, field
from typing import Protocol, runtime_checkable

import pydantic
from fastapi import Request
from pydantic_settings import BaseSettings, SettingsConfigDict

from agentschool.runs.approvals import Approval, ApprovalStore
from agentschool.runs.keys import KeyStore
from agentschool.runs.records import Run
from agentschool.runs.spec import RunSpec
from agentschool.runs.start import start_run
from agentschool.runs.store import InTransaction, RunStore
from agentschool.server.authn import Authenticator, key_check
from agentschool.server.limits import InProcessRateLimiter, RateLimiter, RedisRateLimiter
from agentschool.settings import Settings
from agentschool.tools.toolset import Toolset

__all__ = [
    "ApiContext",
    "JoinsStoreTransactions",
    "NullLauncher",
    "RunLauncher",
    "ServerSettings",
    "context_of",
    "get_context",
    "make_authenticator",
]


class ServerSettings(BaseSettings):
    """Settings of the HTTP API (`AGENTSCHOOL_*` env vars)."""

    model_config = SettingsConfigDict(env_prefix="AGENTSCHOOL_", extra="ignore")

    auth_disabled: bool = False
    """Serve without API keys; refused unless the server binds a loopback address."""
    cors_origins: list[str] = pydantic.Field(default_factory=list)
    """Browser origins allowed by CORS; none when empty."""
    rate_limit: int = pydantic.Field(default=600, ge=1)
    """Requests per key per `rate_limit_window` seconds."""
    rate_limit_window: float = pydantic.Field(default=60.0, gt=0)
    """Length of a rate-limit window, in seconds."""
    auth_failure_limit: int = pydantic.Field(default=30, ge=1)
    """Failed authentications per client address per `rate_limit_window` before 429."""
    max_body_bytes: int = pydantic.Field(default=1024 * 1024, ge=1)
    """Request bodies larger than this get 413."""
    redis_url: str | None = None
    """Share rate limits through Redis when set."""
    sse_poll_interval: float = pydantic.Field(default=0.2, gt=0)
    """How often a live event stream checks the store for new events, in seconds."""


class RunLauncher(Protocol):
    """Hands runs to the durable engine (see `agentschool.runs.engine`)."""

    async def submit(self, run: Run) -> None:
        """Enqueue a newly created run."""
        ...

    async def cancel(self, run_id: str) -> None:
        """Stop a run's workflow (the store already says cancelled)."""
        ...

    async def approval_decided(self, approval: Approval, reason: str | None = None) -> None:
        """Wake the run waiting on this approval (`reason`: the person's words, if any)."""
        ...


@runtime_checkable
class JoinsStoreTransactions(Protocol):
    """A launcher that can enqueue inside the run store's transaction (`DbosLauncher`)."""

    def enqueue_with_store(self, store: RunStore) -> InTransaction | None:
        """The in-transaction enqueue for `store`, or None when it cannot join it."""
        ...


class NullLauncher:
    """A launcher that runs nothing: runs stay pending (API-only tests, read replicas)."""

    async def submit(self, run: Run) -> None:
        """Do nothing."""

    async def cancel(self, run_id: str) -> None:
        """Do nothing."""

    async def approval_decided(self, approval: Approval, reason: str | None = None) -> None:
        """Do nothing."""


@dataclass
class ApiContext:
    """Everything the routes share."""

    store: RunStore
    """Runs, steps and events."""
    settings: ServerSettings
    """API settings."""
    limiter: RateLimiter
    """Per-key rate limiter."""
    launcher: RunLauncher = field(default_factory=NullLauncher)
    """Where new runs go."""
    toolset: Toolset = field(default_factory=Toolset)
    """Tools listed by `GET /tools`."""
    runtime: Settings = field(default_factory=Settings)
    """The runtime's settings (which models a request may name), read once, not per request."""
    auth: InitVar[Authenticator | None] = None
    """Checks keys and limits (shared with MCP under `serve`); built from the store when None."""
    authenticator: Authenticator = field(init=False)
    """The authenticator in use."""
    keys: KeyStore = field(init=False)
    """API keys."""
    approvals: ApprovalStore = field(init=False)
    """Approval requests."""
    _enqueue_in: InTransaction | None = field(init=False, default=None, repr=False)

    def __post_init__(self, auth: Authenticator | None) -> None:
        self.keys = KeyStore(self.store)
        self.authenticator = auth or make_authenticator(self.keys, self.settings, self.limiter)
        self.approvals = ApprovalStore(self.store)
        if isinstance(self.launcher, JoinsStoreTransactions):
            self._enqueue_in = self.launcher.enqueue_with_store(self.store)

    async def start_run(self, spec: RunSpec, *, api_key_id: str | None) -> Run:
        """Create a pending run for `spec` and queue it (`agentschool.runs.start.start_run`).

        When the launcher can join the store's transaction, the run and its queue entry commit
        together.
        """
        return await start_run(
            spec,
            store=self.store,
            launcher=self.launcher,
            api_key_id=api_key_id,
            in_transaction=self._enqueue_in,
        )


def make_authenticator(
    keys: KeyStore,
    settings: ServerSettings,
    limiter: RateLimiter,
    operator_token: str | None = None,
) -> Authenticator:
    """The authenticator of a server: its keys, its request limiter, failures per address."""
    check = None if settings.auth_disabled else key_check(keys, operator_token)
    failures: RateLimiter
    if settings.redis_url:
        failures = RedisRateLimiter(
            settings.redis_url,
            settings.auth_failure_limit,
            settings.rate_limit_window,
            prefix="agentschool:authfail:",
        )
    else:
        failures = InProcessRateLimiter(settings.auth_failure_limit, settings.rate_limit_window)
    return Authenticator(check, limiter, failures)


def get_context(request: Request) -> ApiContext:
    """The app's `ApiContext`."""
    context: ApiContext = request.app.state.context
    return context


async def context_of(request: Request) -> ApiContext:
    """`get_context` as a FastAPI dependency: async, as FastAPI runs a sync one on a thread."""
    return get_context(request)
