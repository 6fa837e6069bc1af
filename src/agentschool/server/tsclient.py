"""A typed TypeScript client generated from the API's OpenAPI document (no dependencies: `fetch`).

```console
$ python -m agentschool.server.tsclient            # writes clients/typescript/agentschool.ts
$ python -m agentschool.server.tsclient --check    # exits 1 when the file is stale
```

Every component schema becomes an exported type; every operation a method of
`AgentschoolClient`, named after its route function (`createRun`, `getRun`, `listFunctions`...),
with path parameters as arguments, query parameters as one object and the JSON body last.
JSON answers are typed; other media (event streams, Markdown, CSV) return the `Response`.
Failures throw `ApiError` carrying the `application/problem+json` document.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from agentschool.specs.docs import typescript_name, typescript_type

__all__ = ["CLIENT_PATH", "generate_client", "openapi_document"]

CLIENT_PATH = Path("clients/typescript/agentschool.ts")
"""Where the client is written, relative to the repository root."""

_METHODS = ("get", "post", "put", "patch", "delete")

_RUNTIME = r"""
/** A failed request: the HTTP status and the problem document the API answered. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: ProblemDetails | undefined;

  constructor(status: number, problem: ProblemDetails | undefined, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.problem = problem;
  }
}

/** How to reach the API. */
export interface ClientOptions {
  /** The server's URL, e.g. `http://localhost:8000` (routes add `/api/v1/...`). */
  baseUrl: string;
  /** An API key (`as_...`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** A `fetch` implementation (the global one when omitted). */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | null | undefined | Array<string>>;

/** The agentschool REST API, one typed method per route. */
export class AgentschoolClient {
  private readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
  }

  private async send(
    method: string, path: string, query?: Query, body?: unknown,
  ): Promise<Response> {
    const url = new URL(this.options.baseUrl.replace(/\/+$/, "") + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        url.searchParams.append(key, String(item));
      }
    }
    const headers: Record<string, string> = { Accept: "application/json" };
    if (this.options.apiKey) headers["Authorization"] = `Bearer ${this.options.apiKey}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await (this.options.fetch ?? fetch)(url.toString(), init);
    if (!response.ok) {
      let problem: ProblemDetails | undefined;
      try {
        problem = (await response.json()) as ProblemDetails;
      } catch {
        problem = undefined;
      }
      throw new ApiError(response.status, problem, problem?.detail ?? response.statusText);
    }
    return response;
  }

  private async json<T>(method: string, path: string, query?: Query, body?: unknown): Promise<T> {
    const response = await this.send(method, path, query, body);
    return (await response.json()) as T;
  }
"""


def openapi_document() -> dict[str, Any]:
    """The OpenAPI document `create_app` serves (no database is opened)."""
    from agentschool.runs.store import RunStore
    from agentschool.server.app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        return create_app(RunStore(f"sqlite:///{tmp}/spec.db"), migrate=False).openapi()


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def _route_name(path: str, method: str, operation: dict[str, Any]) -> str:
    """FastAPI's operationId is `{function}{path}_{method}` made safe: take the function back."""
    suffix = re.sub(r"\W", "_", path) + f"_{method}"
    operation_id: str = operation.get("operationId", "")
    if operation_id.endswith(suffix) and len(operation_id) > len(suffix):
        return operation_id[: -len(suffix)]
    return re.sub(r"\W", "_", f"{method}{path}")


def _json_schema(content: dict[str, Any] | None) -> dict[str, Any] | None:
    media = (content or {}).get("application/json")
    return None if media is None else media.get("schema", {})


def _answer(operation: dict[str, Any]) -> tuple[str, bool]:
    """(TypeScript type of the success answer, whether it is JSON)."""
    for status, response in sorted(operation.get("responses", {}).items()):
        if str(status).startswith("2"):
            content = response.get("content")
            if not content:
                return "void", False
            schema = _json_schema(content)
            if schema is None:
                return "Response", False
            return typescript_type(schema), True
    return "Response", False


def _method(path: str, method: str, name: str, operation: dict[str, Any]) -> str:
    params = [p for p in operation.get("parameters", []) if p["in"] in ("path", "query")]
    args: list[str] = []
    url = "`" + re.sub(r"\{(\w+)\}", r"${encodeURIComponent(String(\1))}", path) + "`"
    for param in (p for p in params if p["in"] == "path"):
        args.append(f"{param['name']}: {typescript_type(param.get('schema', {}))}")
    query = [p for p in params if p["in"] == "query"]
    body = operation.get("requestBody")
    body_arg = None
    if body is not None:
        schema = _json_schema(body.get("content")) or {}
        body_arg = f"body{'' if body.get('required') else '?'}: {typescript_type(schema)}"
        if body.get("required"):  # required arguments first
            args.append(body_arg)
    if query:
        fields = "; ".join(
            f"{json.dumps(p['name'])}{'' if p.get('required') else '?'}: "
            f"{typescript_type(p.get('schema', {}))}"
            for p in query
        )
        optional = "" if any(p.get("required") for p in query) else "?"
        args.append(f"query{optional}: {{ {fields} }}")
    if body_arg is not None and body is not None and not body.get("required"):
        args.append(body_arg)
    answer, is_json = _answer(operation)
    call_args = [json.dumps(method.upper()), url, "query" if query else "undefined"]
    if body is not None:
        call_args.append("body")
    doc = (operation.get("description") or operation.get("summary") or "").strip().split("\n")[0]
    lines = [f"  /** {doc.replace('*/', '*∕')} (`{method.upper()} {path}`) */"]
    if is_json:
        lines.append(f"  async {name}({', '.join(args)}): Promise<{answer}> {{")
        lines.append(f"    return this.json<{answer}>({', '.join(call_args)});")
    elif answer == "void":
        lines.append(f"  async {name}({', '.join(args)}): Promise<void> {{")
        lines.append(f"    await this.send({', '.join(call_args)});")
    else:
        lines.append(f"  async {name}({', '.join(args)}): Promise<Response> {{")
        lines.append(f"    return this.send({', '.join(call_args)});")
    lines.append("  }")
    return "\n".join(lines)


def _operations(document: dict[str, Any]) -> list[tuple[str, str, str, dict[str, Any]]]:
    """(path, method, method name, operation) for every operation; clashing names get a tag."""
    found = [
        (path, method, _route_name(path, method, op), op)
        for path, item in document.get("paths", {}).items()
        for method, op in item.items()
        if method in _METHODS
    ]
    for private in (True, False):  # the web UI's own routes yield their names first
        counts: dict[str, int] = {}
        for _, _, name, _ in found:
            counts[name] = counts.get(name, 0) + 1
        found = [
            (path, method, f"{op['tags'][0]}_{name}", op)
            if counts[name] > 1 and op.get("tags") and (not private or "ui" in op["tags"])
            else (path, method, name, op)
            for path, method, name, op in found
        ]
    return [(path, method, _camel(name), op) for path, method, name, op in found]


def generate_client(document: dict[str, Any]) -> str:
    """The TypeScript source of the client for an OpenAPI `document`."""
    info = document.get("info", {})
    parts = [
        f"// Generated by agentschool.server.tsclient from the OpenAPI document of "
        f"{info.get('title', 'the API')} {info.get('version', '')}. Do not edit.\n"
        "/* eslint-disable */\n"
    ]
    for name, schema in sorted(document.get("components", {}).get("schemas", {}).items()):
        description = str(schema.get("description", "")).strip().split("\n")[0]
        if description:
            parts.append(f"/** {description.replace('*/', '*∕')} */")
        parts.append(f"export type {typescript_name(name)} = {typescript_type(schema)};\n")
    parts.append(_RUNTIME)
    parts.extend(_method(*operation) + "\n" for operation in _operations(document))
    parts.append("}\n")
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    """Write (or with `--check`, compare) `clients/typescript/agentschool.ts` under the cwd."""
    source = generate_client(openapi_document())
    if "--check" in argv:
        current = CLIENT_PATH.read_text() if CLIENT_PATH.exists() else ""
        if current != source:
            print(f"{CLIENT_PATH} is stale: run python -m agentschool.server.tsclient")
            return 1
        return 0
    CLIENT_PATH.parent.mkdir(parents=True, exist_ok=True)
    CLIENT_PATH.write_text(source)
    print(f"wrote {CLIENT_PATH}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
