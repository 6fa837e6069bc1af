"""`agentschool agents validate|register|list|show|versions|deprecate|delete|schema|audit`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from agentschool.cli.app import app, console, fail, print_json
from agentschool.exceptions import AgentSchoolError

if TYPE_CHECKING:  # specs load SQLAlchemy and the agent: only once a command runs
    from agentschool.specs.registry import RegisteredSpec, SpecRegistry
    from agentschool.specs.spec import AgentSpec

__all__ = ["agents_app", "print_answer"]

agents_app = typer.Typer(
    help="Declarative agent types: specs, versions, tables.", no_args_is_help=True
)
app.add_typer(agents_app, name="agents")

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
VersionOpt = Annotated[str | None, typer.Option("--version", "-v", help="One version.")]


def _registry() -> SpecRegistry:
    from agentschool.specs.registry import SpecRegistry

    return SpecRegistry()


def _summary(row: RegisteredSpec) -> dict[str, object]:
    spec = row.spec
    return {
        "name": spec.name,
        "version": spec.version,
        "description": spec.description,
        "tools": spec.all_tools(),
        "capabilities": spec.capabilities,
        "deprecated": row.deprecated,
        "has_table": spec.data_model is not None,
    }


@agents_app.command("validate")
def validate(path: Path, json_output: JsonOpt = False) -> None:
    """Check a spec file; errors name the field path and what was expected."""
    from agentschool.specs.spec import load_spec

    try:
        spec = load_spec(path)
    except AgentSchoolError as exc:
        problems = getattr(exc, "problems", [exc.message])
        if json_output:
            print_json({"status": "invalid", "problems": problems})
            raise typer.Exit(1) from None
        fail("\n".join(["invalid agent spec:", *problems]))
    if json_output:
        print_json({"status": "valid", "name": spec.name, "version": spec.version})
    else:
        console.print(f"[green]valid[/] {spec.name} {spec.version}")


@agents_app.command("register")
def register(
    path: Path,
    allow_data_loss: Annotated[
        bool, typer.Option("--allow-data-loss", help="Apply a migration that drops data.")
    ] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only preview the table.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Register a spec version; creates or migrates its table (previewed with --dry-run)."""
    from agentschool.specs.spec import load_spec

    try:
        spec = load_spec(path)
        registry = _registry()
        plan = registry.preview(spec)
        if not dry_run:
            registry.register(spec, allow_data_loss=allow_data_loss)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    migration = plan.model_dump() if plan is not None else None
    if json_output:
        status = "preview" if dry_run else "registered"
        print_json(
            {"status": status, "name": spec.name, "version": spec.version, "migration": migration}
        )
        return
    console.print(f"{'would register' if dry_run else 'registered'} {spec.name} {spec.version}")
    if plan is not None and not plan.is_empty:
        console.print_json(json.dumps(migration))


@agents_app.command("list")
def list_agents(
    capability: Annotated[str | None, typer.Option(help="Only with this capability.")] = None,
    tool: Annotated[str | None, typer.Option(help="Only using this tool.")] = None,
    query: Annotated[str | None, typer.Option(help="Text in name or description.")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Include deprecated.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """The registered agent types (latest version of each)."""
    try:
        rows = _registry().search(
            capability=capability, tool=tool, query=query, include_deprecated=all_
        )
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json([_summary(r) for r in rows])
        return
    table = Table("name", "version", "tools", "description", title="agent types")
    for row in rows:
        table.add_row(
            row.spec.name, row.spec.version, ", ".join(row.spec.all_tools()), row.spec.description
        )
    console.print(table)


@agents_app.command("show")
def show(name: str, version: VersionOpt = None, json_output: JsonOpt = False) -> None:
    """One agent type's spec (the current version unless --version)."""
    try:
        row = _registry().get(name, version)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    data = {**row.model_dump(mode="json")}
    if json_output:
        print_json(data)
    else:
        console.print_json(json.dumps(data))


@agents_app.command("versions")
def versions(name: str, json_output: JsonOpt = False) -> None:
    """Every version of an agent type, oldest first."""
    rows = _registry().versions(name)
    if not rows:
        fail(f"unknown agent type {name!r}", as_json=json_output)
    data = [{"version": r.spec.version, "deprecated": r.deprecated} for r in rows]
    if json_output:
        print_json(data)
        return
    for item in data:
        console.print(f"{item['version']}{'  (deprecated)' if item['deprecated'] else ''}")


@agents_app.command("deprecate")
def deprecate(name: str, version: VersionOpt = None, json_output: JsonOpt = False) -> None:
    """Deprecate one version (or all): they still run but are not the default."""
    try:
        done = _registry().deprecate(name, version)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"status": "deprecated", "name": name, "versions": done})
    else:
        console.print(f"deprecated {name} {', '.join(done)}")


@agents_app.command("delete")
def delete(
    name: str,
    mode: Annotated[str, typer.Option(help="soft, hard or purge (drops the table).")] = "soft",
    export: Annotated[
        Path | None, typer.Option(help="Write the records here first (.json/.csv).")
    ] = None,
    yes: Annotated[
        bool, typer.Option("--yes", help="Delete; without it only the impact shows.")
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete an agent type: shows the impact; --yes deletes (--export saves records first)."""
    if mode not in ("soft", "hard", "purge"):
        fail(f"--mode: expected soft, hard or purge, got {mode!r}", as_json=json_output)
    delete_mode: Literal["soft", "hard", "purge"] = mode  # type: ignore[assignment]
    registry = _registry()
    try:
        impact = registry.delete_impact(name, delete_mode)
        if export is not None and impact.table is not None:
            fmt: Literal["json", "csv"] = "csv" if export.suffix == ".csv" else "json"
            export.write_text(registry.records.export(name, fmt))
        if yes:
            registry.delete(name, delete_mode)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    data = {"status": "deleted" if yes else "preview", **impact.model_dump()}
    if json_output:
        print_json(data)
        return
    console.print_json(json.dumps(data))
    if not yes:
        console.print("nothing deleted: pass --yes to delete")


@agents_app.command("schema")
def schema() -> None:
    """Print the published JSON Schema of agent specs."""
    from agentschool.specs.spec import spec_json_schema

    print_json(spec_json_schema())


@agents_app.command("audit")
def audit(
    name: Annotated[str | None, typer.Argument()] = None, json_output: JsonOpt = False
) -> None:
    """The lifecycle audit log (one agent type's, when named)."""
    entries = [e.model_dump() for e in _registry().audit(name)]
    if json_output:
        print_json(entries)
        return
    for entry in entries:
        console.print(
            f"{entry['at']:.0f} {entry['action']} {entry['agent']} {entry['version'] or ''}"
        )


@agents_app.command("docs")
def docs(
    name: str,
    fmt: Annotated[
        str, typer.Option("--format", help="markdown, openapi or typescript.")
    ] = "markdown",
    version: VersionOpt = None,
) -> None:
    """Generated documentation of an agent type: Markdown, OpenAPI fragment or TypeScript types."""
    from agentschool.specs.docs import markdown_doc, openapi_fragment, typescript_types

    try:
        spec = _registry().get(name, version).spec
    except AgentSchoolError as exc:
        fail(exc)
    if fmt == "openapi":
        print_json(openapi_fragment(spec))
    elif fmt == "typescript":
        typer.echo(typescript_types(spec), nl=False)
    elif fmt == "markdown":
        typer.echo(markdown_doc(spec), nl=False)
    else:
        fail(f"--format: expected markdown, openapi or typescript, got {fmt!r}")


@agents_app.command("build")
def build(
    description: str,
    model: Annotated[str, typer.Option(help="The model that drafts the spec.")] = "local",
    max_turns: Annotated[int, typer.Option(help="Most questions before giving up.")] = 10,
    json_output: JsonOpt = False,
) -> None:
    """Build a spec in conversation: answer questions, check the preview, then finalize."""
    import anyio

    from agentschool.specs.builder import SpecBuilder

    async def converse() -> dict[str, object]:
        builder = SpecBuilder(model, _registry())
        turn = await builder.start(description)
        for _ in range(max_turns):
            if turn.status == "preview" and turn.spec is not None:
                console.print_json(turn.spec.model_dump_json(exclude_defaults=True))
                if turn.migration is not None and not turn.migration.is_empty:
                    console.print_json(turn.migration.model_dump_json())
                reply = typer.prompt("Finalize? (yes, or describe a change)", default="yes")
                if reply.strip().lower() in ("y", "yes"):
                    registered, _ = builder.finalize()
                    return {
                        "status": "registered",
                        "name": registered.spec.name,
                        "version": registered.spec.version,
                    }
                turn = await builder.answer(reply)
            else:
                turn = await builder.answer(typer.prompt(turn.question or "More details?"))
        return {"status": "unfinished", "draft": turn.draft, "problems": turn.problems}

    try:
        outcome = anyio.run(converse)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json(outcome)
    else:
        console.print(outcome)
    if outcome["status"] != "registered":
        raise typer.Exit(1)


def _cell(value: object) -> str:
    if isinstance(value, list):
        return ", ".join(_cell(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, default=str)
    return "" if value is None else str(value)


def _records(output: object) -> list[dict[str, object]] | None:
    """The records an answer holds: a list of objects, or one key holding such a list."""
    if isinstance(output, dict) and len(output) == 1:
        output = next(iter(output.values()))
    if isinstance(output, list) and output and all(isinstance(r, dict) for r in output):
        return output
    return None


def print_answer(output: object) -> None:
    """An agent's answer for people: text as is, records as a table, an object as `key: value`."""
    records = _records(output)
    if records is not None:
        columns = list(dict.fromkeys(key for record in records for key in record))
        table = Table(*columns)
        for record in records:
            table.add_row(*(_cell(record.get(column)) for column in columns))
        console.print(table)
    elif isinstance(output, dict):
        for key, value in output.items():
            console.print(f"[bold]{escape(str(key))}[/]: {escape(_cell(value))}", highlight=False)
    elif isinstance(output, str):
        typer.echo(output)
    else:
        typer.echo(json.dumps(output, default=str))


@agents_app.command("run")
def run(
    ctx: typer.Context,
    name: str,
    task: Annotated[
        str, typer.Argument(help="The task: what the agent expects (see `agents show`).")
    ],
    model: Annotated[str | None, typer.Option(help="Overrides the spec's model.")] = None,
    version: VersionOpt = None,
    json_output: Annotated[
        bool, typer.Option("--json", help="Print the whole result (steps, usage) as JSON.")
    ] = False,
) -> None:
    """Run a registered agent type on a task and print its answer (a table for records).

    A task naming a file (here or in the workspace) gives the file's text to an agent that takes
    text. A caller holding a `Model` may hand it over as click's context object (`obj=`).
    """
    import anyio

    from agentschool.models import Model
    from agentschool.specs.factory import build_agent

    registry = _registry()
    try:
        spec = _registered(registry, name, version)
        named = _local_file(task)
        if spec.input is not None and spec.input.kind == "text" and named is not None:
            task = named.read_text(errors="replace")
        given = ctx.obj if isinstance(ctx.obj, Model) else model
        agent = build_agent(spec, model=given, records=registry.records)
        result = anyio.run(agent.run, task)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"agent": name, "version": spec.version, **result.as_dict()})
    elif result.status == "completed":
        print_answer(result.output)
    if result.status != "completed":
        if not json_output:
            fail(result.error or f"the run ended {result.status}")
        raise typer.Exit(1)


def _registered(registry: SpecRegistry, name: str, version: str | None) -> AgentSpec:
    """The registered spec; a shipped reference agent is registered on its first run."""
    from agentschool.specs.reference import reference_names, reference_spec

    if version is None and name in reference_names() and not registry.versions(name):
        registry.register(reference_spec(name))
        Console(stderr=True).print(f"registered the reference agent {name}", highlight=False)
    registry.check_enabled(name)
    return registry.get(name, version).spec


def _local_file(task: str) -> Path | None:
    """The file the task names, if the CLI's user can read it (relative to the current dir)."""
    if "\n" in task or len(task) > 1024:
        return None
    path = Path(task).expanduser()
    try:
        return path if path.is_file() else None
    except OSError:
        return None
