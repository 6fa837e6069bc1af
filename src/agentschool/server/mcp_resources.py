"""The learned-function catalog as read-only MCP resources.

Agent School's `FunctionRegistry` is a `FunctionCatalog`; so is any object with `list()` and
`get(name)` returning `FunctionEntry`-shaped items. URIs:

```
agentschool://functions                   JSON index: name, version, description, URIs
agentschool://functions/{name}/source     the function's Python source (text/x-python)
agentschool://functions/{name}/schema     JSON: {"input": ..., "output": ...}
agentschool://functions/{name}/skill      the function as an Agent Skill's SKILL.md (text/markdown)
```

The skill's script and schema files are the `source` and `schema` resources; the whole folder is
written by `agentschool functions export NAME --skill DIR` (see `school.skills`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel.server import Server
from mcp.shared.exceptions import MCPError

from agentschool.school.skills import SkillEntry, skill_markdown

__all__ = [
    "FUNCTIONS_URI",
    "RESOURCE_NOT_FOUND",
    "FunctionCatalog",
    "FunctionEntry",
    "add_function_resources",
]

FUNCTIONS_URI = "agentschool://functions"
"""The index resource listing every learned function."""
RESOURCE_NOT_FOUND = -32002
"""JSON-RPC error code the MCP specification gives an unknown resource URI."""


class FunctionEntry(SkillEntry, Protocol):
    """One learned function, as the catalog describes it (a skill's fields and its source)."""

    @property
    def source(self) -> str:
        """The generated Python source."""
        ...


class FunctionCatalog(Protocol):
    """Read access to the learned-function registry."""

    def list(self) -> Sequence[FunctionEntry]:
        """Every function (latest versions)."""
        ...

    def get(self, name: str) -> FunctionEntry | None:
        """The function called `name`, or None."""
        ...


def _uri(name: str, part: str) -> str:
    return f"{FUNCTIONS_URI}/{name}/{part}"


class _CatalogResources:
    """Request handlers for `resources/list`, `resources/templates/list`, `resources/read`."""

    def __init__(self, catalog: FunctionCatalog) -> None:
        self.catalog = catalog

    async def list_resources(
        self, ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        """The index plus each function's source, schema and skill."""
        resources = [
            types.Resource(
                uri=FUNCTIONS_URI,
                name="functions",
                description="Learned functions: name, version, description",
                mime_type="application/json",
            )
        ]
        for entry in sorted(self.catalog.list(), key=lambda e: e.name):
            resources += [
                types.Resource(
                    uri=_uri(entry.name, "source"),
                    name=f"{entry.name} source",
                    description=f"Python source of {entry.name} v{entry.version}",
                    mime_type="text/x-python",
                ),
                types.Resource(
                    uri=_uri(entry.name, "schema"),
                    name=f"{entry.name} schema",
                    description=f"Input and output JSON Schemas of {entry.name}",
                    mime_type="application/json",
                ),
                types.Resource(
                    uri=_uri(entry.name, "skill"),
                    name=f"{entry.name} skill",
                    description=f"{entry.name} as an Agent Skill (SKILL.md)",
                    mime_type="text/markdown",
                ),
            ]
        return types.ListResourcesResult(resources=resources)

    async def list_templates(
        self, ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListResourceTemplatesResult:
        """URI templates for one function's source, schema and skill."""
        return types.ListResourceTemplatesResult(
            resource_templates=[
                types.ResourceTemplate(
                    uri_template=f"{FUNCTIONS_URI}/{{name}}/source",
                    name="function source",
                    mime_type="text/x-python",
                ),
                types.ResourceTemplate(
                    uri_template=f"{FUNCTIONS_URI}/{{name}}/schema",
                    name="function schema",
                    mime_type="application/json",
                ),
                types.ResourceTemplate(
                    uri_template=f"{FUNCTIONS_URI}/{{name}}/skill",
                    name="function skill",
                    mime_type="text/markdown",
                ),
            ]
        )

    async def read(
        self, ctx: ServerRequestContext[Any], params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        """One resource's contents; an unknown URI is a `RESOURCE_NOT_FOUND` protocol error."""
        uri = str(params.uri)
        text, mime = self._content(uri)
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, text=text, mime_type=mime)]
        )

    def _content(self, uri: str) -> tuple[str, str]:
        if uri == FUNCTIONS_URI:
            index = [
                {
                    "name": e.name,
                    "version": e.version,
                    "description": e.description,
                    "source": _uri(e.name, "source"),
                    "schema": _uri(e.name, "schema"),
                    "skill": _uri(e.name, "skill"),
                }
                for e in sorted(self.catalog.list(), key=lambda e: e.name)
            ]
            return json.dumps(index), "application/json"
        prefix = FUNCTIONS_URI + "/"
        name, _, part = uri.removeprefix(prefix).partition("/")
        entry = self.catalog.get(name) if uri.startswith(prefix) and name else None
        if entry is not None and part == "source":
            return entry.source, "text/x-python"
        if entry is not None and part == "schema":
            schema = {"input": dict(entry.input_schema), "output": entry.output_schema}
            return json.dumps(schema), "application/json"
        if entry is not None and part == "skill":
            return skill_markdown(entry), "text/markdown"
        raise MCPError(RESOURCE_NOT_FOUND, f"Resource not found: {uri}", data={"uri": uri})


def add_function_resources(server: Server[Any], catalog: FunctionCatalog) -> None:
    """Serve `catalog` on `server` as read-only resources."""
    handlers = _CatalogResources(catalog)
    server.add_request_handler(
        "resources/list", types.PaginatedRequestParams, handlers.list_resources
    )
    server.add_request_handler(
        "resources/templates/list", types.PaginatedRequestParams, handlers.list_templates
    )
    server.add_request_handler("resources/read", types.ReadResourceRequestParams, handlers.read)
