"""The OpenAPI document says what the server accepts and sends, not just what the types allow.

`finish_openapi(app)` post-processes FastAPI's document once, when it is first served:

- `ProblemDetails`, the error document every route refers to, joins the components;
- every request field holding a model string gets the pattern of the strings this server
  accepts (`allowed_model_pattern`, from the same settings `check_model_allowed` reads);
- `POST /agent-types` and `PUT /agent-types/{name}` declare the agent spec as their body (tools
  limited to the known names; on PUT the name comes from the path), instead of any object;
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
            _event_stream(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _model_field(pattern: str) -> dict[str, Any]:
    return {
        "anyOf": [{"type": "string", "pattern": pattern, "maxLength": 300}, {"type": "null"}],
        "description": "A model string this server accepts; the default model when null.",
    }


def _component(components: dict[str, Any], ref: str | None) -> dict[str, Any] | None:
    if not ref or not ref.startswith("#/components/schemas/"):
        return None
    found: dict[str, Any] | None = components.get(ref.rsplit("/", 1)[1])
    return found


def _constrain_models(components: dict[str, Any], pattern: str) -> None:
    """The `model` of a run's agent and of the builder: only strings this server accepts."""
    targets = [components.get("BuildRequest")]
    agent = components.get("RunCreate", {}).get("properties", {}).get("agent", {})
    targets.append(_component(components, agent.get("$ref")))
    for target in targets:
        if target is not None and "model" in target.get("properties", {}):
            target["properties"]["model"] = _model_field(pattern)


def _constrain_tools(components: dict[str, Any], app: FastAPI) -> None:
    """A run's `agent.tools`: names of the tools this server serves (when the schema is built)."""
    agent = components.get("RunCreate", {}).get("properties", {}).get("agent", {})
    target = _component(components, agent.get("$ref"))
    tools = (target or {}).get("properties", {}).get("tools")
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


def _event_stream(schema: dict[str, Any]) -> None:
    operation = schema.get("paths", {}).get("/api/v1/runs/{run_id}/events", {}).get("get")
    if operation is None:
        return
    ok = operation.setdefault("responses", {}).setdefault("200", {})
    ok["description"] = "The run's events, live, as server-sent events."
    ok["content"] = {"text/event-stream": {"schema": EVENT_STREAM_SCHEMA}}
