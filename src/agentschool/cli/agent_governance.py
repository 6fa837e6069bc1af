"""`agentschool agents incidents|enable|disable|access|reencrypt`: an operator's controls.

An agent type is disabled automatically after too many incidents (denied tool use, limit hits,
failed runs; `AGENTSCHOOL_AGENT_INCIDENT_LIMIT` within `..._WINDOW_SECONDS`); `enable` lets it
run again. `access` shows or replaces its access rule; `reencrypt` moves its sensitive fields
to the first key of `AGENTSCHOOL_ENCRYPTION_KEYS` (the middle step of a key rotation). Commands
run as the operator (no API key), and each change is written to the audit log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from agentschool.cli.agents import agents_app
from agentschool.cli.app import console, fail, print_json
from agentschool.exceptions import AgentSchoolError

if TYPE_CHECKING:
    from agentschool.specs.access import TypeState
    from agentschool.specs.registry import SpecRegistry

__all__: list[str] = []

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
Entries = Annotated[
    list[str] | None,
    typer.Option(help="A scope (read, run, admin) or key:<id>; repeat for several."),
]


def _registry() -> SpecRegistry:
    from agentschool.specs.registry import SpecRegistry

    return SpecRegistry()


def _print_state(state: TypeState, json_output: bool) -> None:
    if json_output:
        print_json(state.model_dump(mode="json"))
        return
    status = (
        f"[red]disabled[/] ({state.disabled_reason})" if state.disabled else "[green]enabled[/]"
    )
    console.print(f"{state.name}: {status}, owner {state.owner_key or 'none'}")
    rule = state.access
    console.print(f"  read: {rule.read}  run: {rule.run}  change: {rule.change}")


@agents_app.command("incidents")
def incidents(name: str, limit: int = 50, json_output: JsonOpt = False) -> None:
    """An agent type's incidents, newest first, and whether it is disabled."""
    registry = _registry()
    try:
        registry.get(name)
        found = registry.incidents.list(name, limit=limit)
        state = registry.state(name)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"state": state.model_dump(mode="json"),
                    "incidents": [i.model_dump(mode="json") for i in found]})  # fmt: skip
        return
    _print_state(state, json_output=False)
    for incident in found:
        console.print(f"{incident.at:.0f} {incident.kind} run={incident.run_id} {incident.detail}")


@agents_app.command("enable")
def enable(name: str, json_output: JsonOpt = False) -> None:
    """Enable an agent type again (its earlier incidents stop counting)."""
    try:
        state = _registry().enable(name, by=None)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    _print_state(state, json_output)


@agents_app.command("disable")
def disable(
    name: str,
    reason: Annotated[str, typer.Option(help="Shown with every refused run.")],
    json_output: JsonOpt = False,
) -> None:
    """Disable an agent type: its runs are refused until it is enabled."""
    try:
        state = _registry().disable(name, reason, by=None)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    _print_state(state, json_output)


@agents_app.command("access")
def access(
    name: str,
    read: Entries = None,
    run: Entries = None,
    change: Entries = None,
    json_output: JsonOpt = False,
) -> None:
    """Show an agent type's owner and access rule; with options, replace those actions' lists."""
    import pydantic

    from agentschool.specs.access import AccessRule

    registry = _registry()
    try:
        registry.get(name)
        state = registry.state(name)
        given = {"read": read, "run": run, "change": change}
        if any(v is not None for v in given.values()):
            current = state.access.model_dump()
            rule = AccessRule.model_validate(
                current | {k: v for k, v in given.items() if v is not None}
            )
            state = registry.set_access(name, rule, by=None)
    except pydantic.ValidationError as exc:
        fail("; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()))
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    _print_state(state, json_output)


@agents_app.command("reencrypt")
def reencrypt(name: str, json_output: JsonOpt = False) -> None:
    """Re-encrypt an agent type's sensitive fields with the first configured key."""
    try:
        rows = _registry().records.reencrypt(name)
    except AgentSchoolError as exc:
        fail(exc, as_json=json_output)
    if json_output:
        print_json({"agent": name, "rows": rows})
    else:
        console.print(f"re-encrypted {rows} rows of {name}")
