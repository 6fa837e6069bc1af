"""`agentschool learn` and `agentschool functions list|show|versions|call|heal|deprecate|delete`."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any

import pydantic
import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.cli.plan import resolve_now
from agentschool.exceptions import AgentSchoolError
from agentschool.models import build_model
from agentschool.settings import Settings

if TYPE_CHECKING:  # the school loads SQLAlchemy and the Luma site: only once a command runs
    from agentschool.school.functions import LearnedFunction
    from agentschool.school.learn import LearnOutcome
    from agentschool.school.query import EventSearchResult
    from agentschool.school.registry import FunctionRegistry

__all__ = ["functions_app", "learn_command"]

functions_app = typer.Typer(
    help="Learned functions: list, inspect, call, heal.", no_args_is_help=True
)
app.add_typer(functions_app, name="functions")

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
SandboxOption = Annotated[
    bool, typer.Option("--sandbox/--no-sandbox", help="Verify in the bubblewrap sandbox.")
]
VersionOption = Annotated[int | None, typer.Option("--version", help="A version number.")]


def _registry() -> tuple[Settings, FunctionRegistry]:
    from agentschool.school.registry import FunctionRegistry

    settings = Settings()
    return settings, FunctionRegistry.from_settings(settings)


def _events_table(result: EventSearchResult, limit: int = 15) -> Table:
    table = Table("start (UTC)", "name", "city", "price", title=f"{len(result.events)} events")
    for event in result.events[:limit]:
        price = "free" if event.is_free else f"${event.price_usd:g}"
        table.add_row(event.start_at[:16], escape(event.name), event.city or "online", price)
    return table


def _show_outcome(outcome: LearnOutcome) -> None:
    from rich.syntax import Syntax  # Pygments: only to show source

    console.print_json(outcome.plan.model_dump_json())
    if outcome.code is not None:
        console.print(Syntax(outcome.code.source, "python", line_numbers=True))
    for strategy, verification in outcome.attempts:
        table = Table("check", "ok", "ms", "detail", title=f"verification ({strategy})")
        for check in verification.checks:
            ok = "[green]yes[/]" if check.passed else "[red]NO[/]"
            table.add_row(check.name, ok, f"{check.duration_ms:.0f}", escape(check.detail[:300]))
        console.print(table)
    function = outcome.function
    if function is not None:
        verb = "reused" if outcome.reused else "saved"
        console.print(f"[bold]{verb}[/] {function.name} v{function.number} ({function.strategy})")
    if outcome.result is not None:
        console.print(_events_table(outcome.result))


@app.command("learn")
def learn_command(
    request: Annotated[str, typer.Argument(help='The request: "tech events in SF next month".')],
    now: Annotated[
        str | None, typer.Option("--now", help="Pinned clock, ISO 8601 ($AGENTSCHOOL_NOW).")
    ] = None,
    model: Annotated[
        str | None, typer.Option("--model", help="Also plan with this model (default: parser).")
    ] = None,
    sandbox: SandboxOption = True,
    json_output: JsonOption = False,
    source: Annotated[
        str | None,
        typer.Option(
            "--source",
            help="Learn from this site's schema.org Event JSON-LD (https://example.org) "
            "instead of the configured Luma source.",
        ),
    ] = None,
) -> None:
    """Learn a typed function from a data request: plan, generate, verify, save (or reuse)."""
    from agentschool.school.discovery import check_organizer, learning_target
    from agentschool.school.learn import learn, plan_text

    progress = Console(stderr=True)
    try:
        settings, registry = _registry()
        planner = build_model(model) if model else None
        target = learning_target(settings, cache=registry, site=source)
        plan = plan_text(
            request, vocabulary=target.vocabulary, now=resolve_now(now, settings), model=planner
        )
        if plan.params.organizer:
            check_organizer(plan.params.organizer, target.vocabulary, source=target.source)
        progress.print(f"planned: {plan.data_source}, params {plan.params.model_dump_json()}")
        outcome = learn(
            plan, registry, api_url=target.api_url, web_url=target.web_url, shape=target.shape,
            request_text=request, progress=lambda line: progress.print(escape(line)),
            use_sandbox=sandbox, artifacts_dir=settings.data_dir / "school" / "artifacts",
        )  # fmt: skip
        if outcome.reused and outcome.function is not None:
            args = plan.params.model_dump(
                mode="json", include=set(outcome.function.request_schema["properties"])
            )
            outcome.result = registry.call(outcome.function.name, args, settings=settings)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    except pydantic.ValidationError as exc:
        fail(f"invalid settings: {exc}", as_json=json_output)
    if json_output:
        print_json(outcome.to_json())
    else:
        _show_outcome(outcome)
    if outcome.function is None:
        if not json_output:
            progress.print(f"[red]learn failed:[/] {escape(outcome.error or '')}")
        raise typer.Exit(1)


def _summary(function: LearnedFunction) -> dict[str, Any]:
    stats = function.stats
    return {
        "name": function.name, "version": function.number, "template": function.template,
        "strategy": function.strategy, "deprecated": function.deprecated,
        "created_at": function.created_at.isoformat(), "description": function.description,
        "calls": stats.calls, "failures": stats.failures,
        "last_success_at": stats.last_success_at and stats.last_success_at.isoformat(),
    }  # fmt: skip


def _table(functions: list[LearnedFunction], title: str) -> Table:
    table = Table("name", "version", "strategy", "calls", "failures", "created", title=title)
    for f in functions:
        name = f"{f.name} (deprecated)" if f.deprecated else f.name
        table.add_row(name, str(f.number), f.strategy, str(f.stats.calls),
                      str(f.stats.failures), f.created_at.strftime("%Y-%m-%d %H:%M"))  # fmt: skip
    return table


@functions_app.command("list")
def list_functions(
    search: Annotated[str | None, typer.Option("--search", help="Words to match.")] = None,
    json_output: JsonOption = False,
) -> None:
    """The current version of every learned function."""
    _, registry = _registry()
    found = registry.search(search) if search else registry.list()
    if json_output:
        print_json({"functions": [_summary(f) for f in found]})
    else:
        console.print(_table(found, "learned functions"))


def _one(
    registry: FunctionRegistry, name: str, number: int | None, as_json: bool
) -> LearnedFunction:
    found = registry.get(name) if number is None else registry.version(name, number)
    if found is None:
        fail(f"no learned function {name!r}" + (f" v{number}" if number else ""), as_json=as_json)
    return found


@functions_app.command("show")
def show(name: str, version: VersionOption = None, json_output: JsonOption = False) -> None:
    """A function's source, schemas and stats."""
    _, registry = _registry()
    function = _one(registry, name, version, json_output)
    if json_output:
        print_json({**_summary(function), "source": function.source, "shape": function.shape,
                    "request_schema": function.request_schema, "example": function.example,
                    "response_schema": function.response_schema})  # fmt: skip
        return
    from rich.syntax import Syntax  # Pygments: only to show source

    console.print(_table([function], function.template))
    console.print_json(json.dumps(function.request_schema))
    console.print(Syntax(function.source, "python", line_numbers=True))


@functions_app.command("versions")
def versions(name: str, json_output: JsonOption = False) -> None:
    """Every version of a function, oldest first."""
    _, registry = _registry()
    found = registry.versions(name)
    if not found:
        fail(f"no learned function {name!r}", as_json=json_output)
    if json_output:
        print_json({"versions": [_summary(f) for f in found]})
    else:
        console.print(_table(found, f"versions of {name}"))


def _parse_args(pairs: list[str], function: LearnedFunction) -> dict[str, Any]:
    properties = function.request_schema.get("properties", {})
    args: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise typer.BadParameter(f"--arg takes key=value, got {pair!r}")
        try:
            value: Any = json.loads(raw)
        except ValueError:
            value = raw
        if properties.get(key, {}).get("type") == "array" and isinstance(value, str):
            value = [v.strip() for v in value.split(",") if v.strip()]
        if properties.get(key, {}).get("type") == "string" and not isinstance(value, str):
            value = raw
        args[key] = value
    return args


@functions_app.command("call")
def call(
    name: str,
    arg: Annotated[list[str] | None, typer.Option("--arg", help="key=value (repeat).")] = None,
    heal: Annotated[
        bool, typer.Option("--heal", help="If the call fails, heal (version N+1) and call again.")
    ] = False,
    json_output: JsonOption = False,
) -> None:
    """Call a learned function directly (no model involved)."""
    settings, registry = _registry()
    function = _one(registry, name, None, json_output)
    args = _parse_args(arg or [], function)
    try:
        if heal:  # healing loads codegen, checks and the sandbox: only when asked
            from agentschool.school.heal import call_or_heal

            artifacts = settings.data_dir / "school" / "artifacts"
            result, report = call_or_heal(
                registry, name, args, settings=settings, artifacts_dir=artifacts
            )
            if report is not None and report.healed is not None:
                Console(stderr=True).print(
                    f"healed {name}: {escape(report.problem or '')} -> v{report.healed.number} "
                    f"({report.healed.strategy})"
                )
        else:
            result = registry.call(name, args, settings=settings)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json(result.model_dump(mode="json"))
    else:
        console.print(_events_table(result, limit=50))


@functions_app.command("heal")
def heal_command(
    name: str,
    force: Annotated[bool, typer.Option("--force", help="Try even if healthy.")] = False,
    sandbox: SandboxOption = True,
    json_output: JsonOption = False,
) -> None:
    """Check a function; if it fails, regenerate, verify and save version N+1."""
    from agentschool.school.heal import heal

    settings, registry = _registry()
    try:
        report = heal(registry, name, api_url=settings.luma_api_url,
                      web_url=settings.luma_web_url, use_sandbox=sandbox, force=force,
                      artifacts_dir=settings.data_dir / "school" / "artifacts")  # fmt: skip
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json(report.to_json())
    else:
        console.print(f"problem: {escape(report.problem or 'none (healthy)')}")
        for attempt in report.attempts:
            passed = attempt.verification and attempt.verification.passed
            console.print(f"  {attempt.strategy}: {'verified' if passed else escape(attempt.note)}")
        if report.healed is not None:
            console.print(
                f"[bold]saved[/] {name} v{report.healed.number} ({report.healed.strategy})"
            )
    if report.problem and report.healed is None:
        raise typer.Exit(1)


@functions_app.command("deprecate")
def deprecate(name: str, version: VersionOption = None) -> None:
    """Deprecate a version (all versions without --version); it is kept but no longer called."""
    _, registry = _registry()
    console.print(f"deprecated {registry.deprecate(name, version)} version(s) of {name}")


@functions_app.command("delete")
def delete(name: str, version: VersionOption = None) -> None:
    """Delete a version (all versions without --version)."""
    _, registry = _registry()
    console.print(f"deleted {registry.delete(name, version)} version(s) of {name}")
