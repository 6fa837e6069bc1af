"""`/docs/...`: guides for client developers (agent creation, frontend integration, examples).

Each page is built from what the server really has: the spec's JSON Schema and tool names, the
reference specs and their generated docs and TypeScript types, so a page cannot drift from the
code. Any key with `read` may read them.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

import pydantic
from fastapi import APIRouter, Depends

from agentschool.server.auth import Principal, authorize
from agentschool.specs.docs import markdown_doc, typescript_types
from agentschool.specs.reference import SPECIALISTS, reference_names, reference_spec
from agentschool.specs.spec import known_tool_names, spec_json_schema

__all__ = ["AgentExample", "DocPage", "ExamplesPage", "router"]

router = APIRouter(prefix="/docs", tags=["docs"])
Reader = Annotated[Principal, Depends(authorize)]


class DocPage(pydantic.BaseModel):
    """A guide: Markdown, plus the machine-readable parts it explains."""

    title: str
    """The page's title."""
    markdown: str
    """The guide, in Markdown."""
    schemas: dict[str, Any] = pydantic.Field(default_factory=dict[str, Any])
    """JSON Schemas the guide refers to, by name."""


class AgentExample(pydantic.BaseModel):
    """One reference agent, ready to register."""

    name: str
    """Agent type name."""
    description: str
    """What it does."""
    spec: dict[str, Any]
    """The spec, as `POST /api/v1/agent-types` takes it."""
    run_request: dict[str, Any]
    """A body for `POST /api/v1/agents/{name}/runs`."""
    markdown: str
    """Its generated documentation."""
    typescript: str
    """Its generated TypeScript types (input, output, record)."""


class ExamplesPage(pydantic.BaseModel):
    """The reference agents as examples."""

    examples: list[AgentExample]
    """One per reference agent."""


_EXAMPLE_TASKS = {
    "text-processor": "Summarize: the release went well and users love the new editor.",
    "knowledge-base": "Remember that the deploy key is in the vault under ops/deploy.",
    "email-analyst": "Triage my inbox.",
}


def _agent_creation() -> str:
    tools = ", ".join(f"`{t}`" for t in known_tool_names())
    kinds = ", ".join(f"`{n}`" for n in reference_names() if n not in SPECIALISTS)
    return f"""# Creating an agent type

An agent type is a **spec**: JSON or YAML validated against the schema in `schemas.AgentSpec`.

```json
{json.dumps(reference_spec("text-processor").model_dump(mode="json", exclude_none=True), indent=2)}
```

- `name` (lower case, `-`, `_`) and `version` (semver) identify it; every registration of a new
  version keeps the old ones.
- `tools` may name: {tools}.
- `pipeline` lists tool steps run in order for every task (`{{task}}` is the task text, `${{id}}`
  an earlier step's output); without one, the agent plans its own steps.
- `data_model` gives the agent a table (`id`, `run_id`, `created_at` are added); registering a new
  version migrates it, and a migration that would drop data is refused unless
  `allow_data_loss=true`.

## Ways to create one

1. `POST /api/v1/agent-types` with the spec (`?dry_run=true` previews the table migration).
2. The builder conversation: `POST /api/v1/agent-builder/start` with a description (or a template:
   {kinds}), answer with `POST /api/v1/agent-builder/{{session}}/chat`, preview with
   `GET /api/v1/agent-builder/{{session}}/schema`, register with
   `POST /api/v1/agent-builder/{{session}}/finalize`.
3. The CLI: `agentschool agents register spec.yaml`.

Then run it with `POST /api/v1/agents/{{name}}/runs` and read its table with
`GET /api/v1/agents/{{name}}/records`. Errors are `application/problem+json`; a 422 names
each field.
"""


def _frontend_integration() -> str:
    return """# Integrating a front end

- **Base URL**: every route is under `/api/v1`; the OpenAPI document is `GET /openapi.json`.
- **Auth**: send `Authorization: Bearer as_...` (an API key: `agentschool keys create`). Scopes:
  `read` (GET), `run` (start runs, call functions, remember), `admin` (register agents, heal).
  401: no or bad key; 403: scope too small; 429: rate limited (honour `Retry-After`).
- **Browsers**: allow your origin with `AGENTSCHOOL_CORS_ORIGINS`.
- **Typed client**: `clients/typescript/agentschool.ts` is generated from the OpenAPI document
  (`python -m agentschool.server.tsclient`): one typed method per route, no dependencies
  (`fetch`).
- **Runs**: `POST /api/v1/runs` with `{"task": ...}` (or `{"prompt": ..., "max_steps": ...}`);
  poll `GET /api/v1/runs/{id}` or follow `GET /api/v1/runs/{id}/events` (server-sent events,
  resumable with `Last-Event-ID`; ends with `event: end`), or the WebSocket `/runs/{id}/ws`.
- **Errors**: `application/problem+json` with `status`, `detail` and, for 422, `errors`
  (`{field, message}` each).

```ts
import { AgentschoolClient } from "./agentschool";
const api = new AgentschoolClient({ baseUrl: "http://localhost:8000", apiKey: "as_..." });
const run = await api.createRun({ task: "add 2 and 3" });
const done = await api.getRun(run.id);
```
"""


@router.get("/agent-creation", response_model=DocPage)
async def agent_creation(_: Reader) -> DocPage:
    """How to write, register and run an agent type (with the spec's JSON Schema)."""
    return DocPage(
        title="Creating an agent type",
        markdown=_agent_creation(),
        schemas={"AgentSpec": spec_json_schema()},
    )


@router.get("/frontend-integration", response_model=DocPage)
async def frontend_integration(_: Reader) -> DocPage:
    """How a front end talks to the API: auth, scopes, the typed client, live events, errors."""
    return DocPage(title="Integrating a front end", markdown=_frontend_integration())


@router.get("/examples", response_model=ExamplesPage)
async def examples(_: Reader) -> ExamplesPage:
    """The reference agents (text processing, knowledge base, email analysis, ...) as examples."""
    found = []
    for name in reference_names():
        spec = reference_spec(name)
        task = _EXAMPLE_TASKS.get(name, f"A task for {name}.")
        found.append(
            AgentExample(
                name=name,
                description=spec.description,
                spec=spec.model_dump(mode="json", exclude_none=True),
                run_request={"task": task},
                markdown=markdown_doc(spec),
                typescript=typescript_types(spec),
            )
        )
    return ExamplesPage(examples=found)
