"""The OpenAPI document says what the server accepts and sends, not just what the types allow.

`finish_openapi(app)` post-processes FastAPI's document once, when it is first served:

- `ProblemDetails`, the error document every route refers to, joins the components;
- every request field holding a model string gets the pattern of the strings this server
  accepts (`allowed_model_pattern`, from the same settings `check_model_allowed` reads);
- `POST /agent-types` and `PUT /agent-types/{name}` declare the agent spec as their body (tools
  limited to the known names; on PUT the name comes from the path), instead of any object;
- a run names at most one of agent, definition and team (a version only with an agent; no
  `remember` with `react`), and its own `policy` rules require or deny, never auto-approve;
- a goal (`GoalSpec`) asks for at least one check (`json_schema`, `judge` or `arithmetic`), as
  its validator requires;
- the live event stream is declared as `text/event-stream`, with the shape of its events.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from agentschool.models.factory import allowed_model_pattern
from agentschool.server.errors import ProblemDetails
from agentschool.settings import Settings

__all__ = ["EVENT_STREAM_SCHEMA", "finish_openapi"]

_REF = "#/components/schemas/{model}"

EVENT_STREAM_SCHEMA: dict[str, Any] = {
    "type": "string",
    "description": (
        "Server-sent events, one per stored run event: `id: <seq>`, `event: <kind>` (e.g. "
        "`plan-created`, `step-started`, `tool-called`, `step-finished`, `run-finished`) and "
        "`data: <the event's JSON object>`. The stream ends with `event: end` whose data is "
        '`{"id", "status", "error"}` of the finished run. Send `Last-Event-ID` to resume.'
    ),
    "example": (
        'id: 1\nevent: plan-created\ndata: {"plan": {"steps": []}}\n\n'
        'event: end\ndata: {"id": "run_0192", "status": "completed", "error": null}\n\n'
    ),
}
"""The schema of `GET /runs/{run_id}/events` (`text/event-stream`)."""


def finish_openapi(app: FastAPI, settings: Settings | None = None) -> None:
    """Replace `app.openapi` with one that completes FastAPI's document (see the module doc)."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = build()
            components = schema.setdefault("components", {}).setdefault("schemas", {})
            components["ProblemDetails"] = ProblemDetails.model_json_schema(ref_template=_REF)
            pattern = allowed_model_pattern(settings or Settings())
            _constrain_models(components, pattern)
            _constrain_tools(components, app)
            _spec_bodies(schema, components, pattern)
            _constrain_goal(components)
            _run_agent_rules(components)
            _event_stream(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _model_field(pattern: str) -> dict[str, Any]:
    return {
        "anyOf": [{"type": "string", "pattern": pattern, "maxLength": 300}, {"type": "null"}],
        "description": "A model string this server accepts; the default model when null.",
    }


def _constrain_models(components: dict[str, Any], pattern: str) -> None:
    """The `model` of a run and of the builder: only strings this server accepts."""
    for name in ("BuildRequest", "StartRequest", "RunSpec"):
        target = components.get(name)
        if target is not None and "model" in target.get("properties", {}):
            target["properties"]["model"] = _model_field(pattern)


def _constrain_tools(components: dict[str, Any], app: FastAPI) -> None:
    """A run's `tools`: names of the tools this server serves (when the schema is built)."""
    tools = components.get("RunSpec", {}).get("properties", {}).get("tools")
    if tools is None:
        return
    names = app.state.context.toolset.names()
    items = {"type": "string", "enum": names} if names else {"type": "string", "not": {}}
    tools["anyOf"] = [{"type": "array", "items": items, "maxItems": 200}, {"type": "null"}]


def _spec_bodies(schema: dict[str, Any], components: dict[str, Any], pattern: str) -> None:
    from agentschool.specs.spec import AgentSpec, known_tool_names

    spec = AgentSpec.model_json_schema(ref_template=_REF)
    for name, definition in spec.pop("$defs", {}).items():
        components.setdefault(name, definition)
    tools = {"type": "string", "enum": known_tool_names()}
    spec["properties"]["tools"]["items"] = tools
    spec["properties"]["model"] = _model_field(pattern)
    step = components.get("PipelineStep", {}).get("properties", {})
    if "tool" in step:
        step["tool"] = {**step["tool"], **tools}
    components["AgentTypeSpec"] = spec
    update = {key: value for key, value in spec.items() if key != "title"}
    update["properties"] = {k: v for k, v in spec["properties"].items() if k != "name"}
    update["required"] = [r for r in spec.get("required", []) if r != "name"]
    update["title"] = "AgentTypeUpdate"
    components["AgentTypeUpdate"] = update
    paths = schema.get("paths", {})
    for path, method, target in (
        ("/api/v1/agent-types", "post", "AgentTypeSpec"),
        ("/api/v1/agent-types/{name}", "put", "AgentTypeUpdate"),
    ):
        operation = paths.get(path, {}).get(method)
        if operation is not None:
            body = {"schema": {"$ref": _REF.format(model=target)}}
            operation["requestBody"] = {"required": True, "content": {"application/json": body}}
            for parameter in operation.get("parameters", []):
                if parameter.get("in") == "path" and parameter.get("name") == "name":
                    parameter["schema"] = dict(spec["properties"]["name"])


def _constrain_goal(components: dict[str, Any]) -> None:
    """A goal names at least one check: a schema, a judge (true or a model) or arithmetic.

    Stated with `not` (no check asked for) so that the component keeps its plain object type.
    """
    goal = components.get("GoalSpec")
    if goal is None:
        return
    nothing = {"json_schema": {"type": "null"}, "judge": {"enum": [False, ""]}}
    goal["not"] = {"properties": {**nothing, "arithmetic": {"const": False}}}


def _given(**fields: dict[str, Any]) -> dict[str, Any]:
    """A schema matching bodies where every one of `fields` is present with a value like this."""
    return {"required": sorted(fields), "properties": fields}


def _run_agent_rules(components: dict[str, Any]) -> None:
    """`RunSpec`'s rules across fields, as its validators check them.

    At most one of agent, definition and team; a version only with an agent; `remember` only with
    a planner that makes a plan (not `react`); the run's own policy rules require or deny, never
    auto-approve. Stated with one `not` (any broken rule) so that the
    component keeps its plain object type.
    """
    run = components.get("RunSpec")
    if run is None:
        return
    agent, definition = {"type": "string"}, {"type": "object"}
    team, version = {"const": True}, {"type": "string"}
    auto = _given(action={"const": "auto"})
    run["not"] = {
        "anyOf": [
            _given(agent=agent, definition=definition),
            _given(agent=agent, team=team),
            _given(definition=definition, team=team),
            {**_given(version=version), "not": _given(agent=agent)},
            _given(remember={"const": True}, planner={"const": "react"}),
            _given(policy={"type": "object", "properties": {"rules": {"contains": auto}}}),
        ]
    }


def _event_stream(schema: dict[str, Any]) -> None:
    operation = schema.get("paths", {}).get("/api/v1/runs/{run_id}/events", {}).get("get")
    if operation is None:
        return
    ok = operation.setdefault("responses", {}).setdefault("200", {})
    ok["description"] = "The run's events, live, as server-sent events."
    ok["content"] = {"text/event-stream": {"schema": EVENT_STREAM_SCHEMA}}
