"""Settings from `AGENTSCHOOL_*` environment variables and an optional `agentschool.toml`.

Precedence, highest first: arguments passed to `Settings(...)`, environment variables, the TOML
file (`$AGENTSCHOOL_CONFIG`, else `./agentschool.toml`), defaults. Provider API keys keep their
conventional names (`OPENAI_API_KEY`, ...) and are read by the providers, not stored here.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

__all__ = ["PROVIDER_KEY_ENV_VARS", "Settings", "mask_secret"]

PROVIDER_KEY_ENV_VARS: dict[str, str] = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "groq": "GROQ_API_KEY",
    "mistral": "MISTRAL_API_KEY",
}
"""The env var holding each provider's API key."""


def _config_file() -> Path:
    return Path(os.environ.get("AGENTSCHOOL_CONFIG", "agentschool.toml"))


def mask_secret(value: str | None) -> str | None:
    """Show only enough of a secret to recognise it: `sk-a…9f (len 51)`."""
    if not value:
        return value
    if len(value) <= 8:
        return "****"
    return f"{value[:4]}…{value[-2:]} (len {len(value)})"


class Settings(BaseSettings):
    """Effective configuration of agentschool."""

    model_config = SettingsConfigDict(
        env_prefix="AGENTSCHOOL_",
        extra="forbid",
        validate_default=True,
    )

    home: Path = Field(default=Path("~/.agentschool"))
    """Data directory: databases, caches, the todo list, learned functions."""
    model: str = "local"
    """Default model, as accepted by `infer_model` (`local`, `openai:gpt-4o-mini`, ...)."""
    fallback_models: list[str] = Field(default_factory=list)
    """Models tried in order when the default one fails."""
    model_base_urls: list[str] = Field(default_factory=list)
    """Base URLs a request may name in `openai-compatible:<base_url>:<model>`; none when empty."""
    request_timeout: float = Field(default=60.0, gt=0)
    """Seconds before a model request times out."""
    max_retries: int = Field(default=3, ge=1)
    """Attempts per model request on retryable errors."""
    cache_enabled: bool = False
    """Cache model responses keyed on the normalized request."""
    cache_ttl_seconds: float = Field(default=3600.0, gt=0)
    """How long a cached model response stays valid."""
    redis_url: str | None = None
    """Redis for the shared response cache and rate limits; in-process/SQLite when unset."""
    database_url: str | None = None
    """Run store and registries; a SQLite file in `home` when unset."""
    sql_url: str | None = None
    """Database the `sql` tool queries (read-only); the tool is off when unset."""
    max_steps: int = Field(default=20, ge=1)
    """Upper bound on executed steps per run."""
    run_timeout: float = Field(default=300.0, gt=0)
    """Seconds a whole run may take."""
    step_timeout: float = Field(default=60.0, gt=0)
    """Seconds one tool call may take unless the tool sets its own timeout."""
    approval_policy: Path | None = None
    """Approval policy file (YAML, JSON or TOML rules); the per-risk defaults when unset."""
    tools_enabled: list[str] | None = None
    """Names of the built-in tools to enable; all when unset."""
    workspace: Path | None = None
    """Root for the file tools; `home/workspace` when unset."""
    http_allowed_domains: list[str] = Field(default_factory=list)
    """Domains `http_get` may fetch; any public host when empty."""
    http_allow_private: bool = False
    """Let `http_get` reach private and loopback addresses (tests, trusted networks)."""
    browser_allowed_hosts: list[str] = Field(default_factory=list)
    """Hosts the browser tools may visit (any public host when empty); an IP address or
    `localhost` named here may be private (an intranet site, a test server on loopback)."""
    browser_max_pages: int = Field(default=20, ge=1)
    """Pages (document loads) the browser tools may load in one run."""
    browser_executable: Path = Path("/usr/bin/chromium")
    """The Chromium the browser tools drive (Debian's; a browser is never downloaded)."""
    web_search_backend: Literal["searxng", "brave"] = "searxng"
    """Which web search API `web_search` speaks."""
    web_search_url: str | None = None
    """Base URL of the search backend."""
    web_search_key: SecretStr | None = None
    """API key of the search backend (Brave)."""
    now: datetime | None = None
    """Pinned "now" for date resolution (tests, reproducible runs)."""
    luma_api_url: str = "https://api.lu.ma"
    """Luma JSON API base URL (or any Luma-compatible host)."""
    luma_web_url: str = "https://lu.ma"
    """Luma web base URL (or any Luma-compatible host)."""
    school_vocabulary_ttl_seconds: float = Field(default=86400.0, gt=0)
    """How long a source's discovered vocabulary (places, categories, organizers) is reused."""
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "WARNING"
    """Log level."""
    trace_exporter: Literal["none", "console", "otlp"] = "none"
    """Where OpenTelemetry spans go; `none` (the default) sends nothing anywhere."""
    otlp_endpoint: str | None = None
    """OTLP/HTTP traces URL (`http://collector:4318/v1/traces`); the exporter default if unset."""
    budget_run_cost_usd: float | None = Field(default=None, ge=0)
    """Most USD one run may spend on models; unlimited when unset."""
    budget_run_tokens: int | None = Field(default=None, ge=0)
    """Most tokens one run may use; unlimited when unset."""
    budget_key_cost_usd_per_day: float | None = Field(default=None, ge=0)
    """Most USD the runs of one API key may spend per UTC day."""
    budget_key_tokens_per_day: int | None = Field(default=None, ge=0)
    """Most tokens the runs of one API key may use per UTC day."""
    budget_cost_usd_per_day: float | None = Field(default=None, ge=0)
    """Most USD all runs together may spend per UTC day."""
    budget_tokens_per_day: int | None = Field(default=None, ge=0)
    """Most tokens all runs together may use per UTC day."""
    spec_max_bytes: int = Field(default=65_536, ge=1)
    """Largest agent spec accepted at registration, as JSON bytes."""
    spec_max_prompt_chars: int = Field(default=20_000, ge=1)
    """Most characters of an agent spec's description plus instructions."""
    spec_max_tools: int = Field(default=32, ge=1)
    """Most tools one agent spec may name."""
    spec_max_pipeline_steps: int = Field(default=24, ge=1)
    """Most steps in an agent spec's pipeline."""
    spec_max_columns: int = Field(default=64, ge=1)
    """Most columns in an agent spec's data model (its table)."""
    spec_max_schema_fields: int = Field(default=128, ge=1)
    """Most properties in an agent spec's output schema, counted at every level."""
    spec_max_depth: int = Field(default=8, ge=1)
    """Deepest nesting of an agent spec's output schema and pipeline arguments."""
    agent_incident_limit: int = Field(default=5, ge=1)
    """Incidents (denied tool use, limit hits, failed runs) that disable an agent type..."""
    agent_incident_window_seconds: float = Field(default=3600.0, gt=0)
    """...when they happen within this many seconds; an admin enables it again."""
    encryption_keys: SecretStr | None = None
    """Fernet keys for agent fields marked `sensitive`, comma-separated; the first encrypts,
    every one decrypts (rotation: put a new key first, re-encrypt, then drop the old one)."""

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Arguments, then env vars, then the TOML file."""
        toml = TomlConfigSettingsSource(settings_cls, toml_file=_config_file())
        return (init_settings, env_settings, toml)

    @property
    def data_dir(self) -> Path:
        """`home`, expanded and created."""
        path = self.home.expanduser()
        path.mkdir(parents=True, exist_ok=True)
        return path

    @property
    def workspace_dir(self) -> Path:
        """The file tools' root, expanded and created."""
        path = (self.workspace or self.data_dir / "workspace").expanduser()
        path.mkdir(parents=True, exist_ok=True)
        return path

    def effective_database_url(self) -> str:
        """`database_url`, or the SQLite file in the data dir."""
        return self.database_url or f"sqlite:///{self.data_dir / 'agentschool.db'}"

    def masked(self) -> dict[str, Any]:
        """Effective settings as JSON-ready data with every secret masked, plus provider keys."""
        data = self.model_dump(mode="json")
        data["web_search_key"] = mask_secret(
            self.web_search_key.get_secret_value() if self.web_search_key else None
        )
        data["encryption_keys"] = "****" if self.encryption_keys else None
        for key in ("database_url", "redis_url", "sql_url"):
            data[key] = _mask_url_password(data[key])
        data["provider_keys"] = {
            provider: mask_secret(os.environ.get(env))
            for provider, env in PROVIDER_KEY_ENV_VARS.items()
        }
        data["config_file"] = str(_config_file()) if _config_file().exists() else None
        return data


def _mask_url_password(url: str | None) -> str | None:
    if not url or "@" not in url or "://" not in url:
        return url
    scheme, rest = url.split("://", 1)
    creds, host = rest.rsplit("@", 1)
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}:****@{host}" if ":" in creds else url
