"""Drift switches: deliberate changes of the site that learned functions must heal around.

Switches are named in `?drift=a,b` on any request, in `AGENTSCHOOL_LUMA_DRIFT=a,b`, or in
`create_app(drift=...)`; a request sees the union of the app's and its own. `slow` takes an
optional delay in seconds: `slow:0.5` (default 3 s).

| name              | what changes                                                            |
|-------------------|-------------------------------------------------------------------------|
| `renamed-key`     | `start_at`/`end_at` become `starts_at`/`ends_at` (API and page data)      |
| `renamed-list`    | API listings answer `items` instead of `entries`                         |
| `moved-data-path` | page data moves from `pageProps.initialData.data` to `pageProps.data`  |
| `no-event-next-data` | event pages drop `__NEXT_DATA__` (listing pages keep it; JSON-LD stays) |
| `changed-css`     | cards become `a.event-tile` with new hashed jsx classes (no `content-card`) |
| `api-403`         | every API route answers 403 (pages still work: forces page strategies)  |
| `api-429`         | every API route answers 429 with `Retry-After`                           |
| `slow`            | every response (API and pages) is delayed                                |
| `empty-list`      | API listings and search answer 200 with an empty list                    |
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from agentschool.exceptions import UserError

__all__ = ["DEFAULT_SLOW_SECONDS", "DRIFT_ENV_VAR", "DRIFT_NAMES", "Drift"]

DRIFT_NAMES: tuple[str, ...] = (
    "renamed-key",
    "renamed-list",
    "moved-data-path",
    "no-event-next-data",
    "changed-css",
    "api-403",
    "api-429",
    "slow",
    "empty-list",
)
"""Every drift switch the site knows."""
DRIFT_ENV_VAR = "AGENTSCHOOL_LUMA_DRIFT"
"""Environment variable naming the drift switches of an app built without `drift=`."""
DEFAULT_SLOW_SECONDS = 3.0
"""Delay of the `slow` switch when no value is given."""

_RENAMED_KEYS = {"start_at": "starts_at", "end_at": "ends_at"}


@dataclass(frozen=True)
class Drift:
    """A set of active drift switches."""

    names: frozenset[str] = frozenset()
    """Active switch names (members of `DRIFT_NAMES`)."""
    slow_seconds: float = DEFAULT_SLOW_SECONDS
    """Delay applied when `slow` is active."""

    @classmethod
    def parse(cls, spec: str | Iterable[str] | None) -> Drift:
        """Parse `"a,b,slow:0.5"` (or an iterable of such items).

        Raises:
            UserError: A name is not a known switch or a `slow` delay is not a number ≥ 0.
        """
        if spec is None:
            return cls()
        items = (
            spec.split(",") if isinstance(spec, str) else [i for s in spec for i in s.split(",")]
        )
        names, seconds = set(), DEFAULT_SLOW_SECONDS
        for item in (i.strip() for i in items):
            if not item:
                continue
            name, _, value = item.partition(":")
            if name not in DRIFT_NAMES:
                raise UserError(f"unknown drift {name!r}; known: {', '.join(DRIFT_NAMES)}")
            if value:
                if name != "slow":
                    raise UserError(f"drift {name!r} takes no value")
                seconds = _seconds(value)
            names.add(name)
        return cls(frozenset(names), seconds)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Drift:
        """The switches named in `AGENTSCHOOL_LUMA_DRIFT` (none when unset)."""
        return cls.parse((os.environ if environ is None else environ).get(DRIFT_ENV_VAR))

    def __or__(self, other: Drift) -> Drift:
        seconds = other.slow_seconds if "slow" in other.names else self.slow_seconds
        return Drift(self.names | other.names, seconds)

    def __contains__(self, name: object) -> bool:
        return name in self.names

    def __str__(self) -> str:
        return ",".join(
            f"slow:{self.slow_seconds:g}" if n == "slow" else n for n in sorted(self.names)
        )

    def apply_keys(self, payload: Any, *, listing: bool = False) -> Any:
        """Apply `renamed-key` (deep) and, for API listings, `renamed-list` to a JSON payload."""
        if "renamed-key" in self.names:
            payload = _rename(payload)
        if listing and "renamed-list" in self.names and isinstance(payload, dict):
            payload = {("items" if k == "entries" else k): v for k, v in payload.items()}
        return payload


def _seconds(value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 600:
        raise UserError(f"slow drift delay must be seconds between 0 and 600, got {value!r}")
    return seconds


def _rename(value: Any) -> Any:
    if isinstance(value, dict):
        return {_RENAMED_KEYS.get(k, k): _rename(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rename(v) for v in value]
    return value
