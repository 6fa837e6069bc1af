"""Write docs/api.md from the REST API's OpenAPI spec: `python docs/gen_api.py` (`--check`).

The spec is the one `create_app` serves at `/openapi.json`; tests fail when api.md is stale.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from agentschool.runs.store import RunStore
from agentschool.server.app import create_app

API_MD = Path(__file__).with_name("api.md")
METHODS = ("get", "post", "put", "patch", "delete")


def openapi_spec() -> dict[str, Any]:
    """The API's OpenAPI document (no database is opened)."""
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app(RunStore(f"sqlite:///{tmp}/spec.db"), migrate=False)
        return app.openapi()


def _schema_name(schema: dict[str, Any] | None) -> str:
    if not schema:
        return "-"
    if "$ref" in schema:
        return f"`{schema['$ref'].rsplit('/', 1)[-1]}`"
    if schema.get("type") == "array":
        return f"array of {_schema_name(schema.get('items'))}"
    if "anyOf" in schema:
        return " or ".join(_schema_name(s) for s in schema["anyOf"])
    return f"`{schema.get('type', 'object')}`"


def _operation(path: str, method: str, op: dict[str, Any]) -> list[str]:
    lines = [f"### `{method.upper()} {path}`", ""]
    description = (op.get("description") or op.get("summary") or "").strip()
    if description:
        lines += [description, ""]
    params = op.get("parameters", [])
    if params:
        lines += ["| parameter | in | type | required | description |", "|---|---|---|---|---|"]
        for p in params:
            desc = (p.get("description") or "").replace("\n", " ")
            required = "yes" if p.get("required") else "no"
            schema = _schema_name(p.get("schema"))
            lines.append(f"| `{p['name']}` | {p['in']} | {schema} | {required} | {desc} |")
        lines.append("")
    body = op.get("requestBody", {}).get("content", {})
    for media, content in body.items():
        lines += [f"Request body ({media}): {_schema_name(content.get('schema'))}", ""]
    lines += ["| status | description | body |", "|---|---|---|"]
    problems = []
    for status, response in sorted(op.get("responses", {}).items()):
        content = response.get("content", {})
        if _is_problem(response):
            problems.append(status)
            continue
        shown = ", ".join(f"{m}: {_schema_name(c.get('schema'))}" for m, c in content.items())
        lines.append(f"| {status} | {response.get('description', '')} | {shown or '-'} |")
    if problems:
        lines += ["", "Errors (`ProblemDetails`): " + ", ".join(problems) + "."]
    return [*lines, ""]


def _is_problem(response: dict[str, Any]) -> bool:
    return "application/problem+json" in response.get("content", {})


def _error_table(spec: dict[str, Any]) -> list[str]:
    seen: dict[str, str] = {}
    for item in spec["paths"].values():
        for method in METHODS:
            for status, response in item.get(method, {}).get("responses", {}).items():
                if _is_problem(response):
                    seen.setdefault(status, response.get("description", ""))
    lines = ["## Errors", "", "| status | meaning |", "|---|---|"]
    lines += [f"| {status} | {desc} |" for status, desc in sorted(seen.items())]
    return [*lines, ""]


def _schemas(spec: dict[str, Any]) -> list[str]:
    lines = ["## Schemas", ""]
    for name, schema in sorted(spec.get("components", {}).get("schemas", {}).items()):
        lines += [f"### `{name}`", ""]
        if schema.get("description"):
            lines += [schema["description"].strip(), ""]
        props = schema.get("properties", {})
        if props:
            required = set(schema.get("required", []))
            lines += ["| field | type | required | description |", "|---|---|---|---|"]
            for field, prop in props.items():
                desc = (prop.get("description") or "").replace("\n", " ")
                needed = "yes" if field in required else "no"
                lines.append(f"| `{field}` | {_schema_name(prop)} | {needed} | {desc} |")
            lines.append("")
    return lines


def render(spec: dict[str, Any]) -> str:
    """The Markdown reference of `spec`."""
    info = spec["info"]
    lines = [
        f"# {info['title']} REST API reference (v{info['version']})",
        "",
        "Generated from the OpenAPI spec by `python docs/gen_api.py`; do not edit by hand.",
        "The live spec is served at `/openapi.json` and browsable at `/docs`. Every endpoint",
        "except `/api/v1/health` and `/api/v1/ready` (probes) needs `Authorization: Bearer",
        "<API key>` (`agentschool keys create`), of the scope [security.md](security.md) lists",
        "for it; errors are `application/problem+json` (`ProblemDetails`).",
        "",
        *_error_table(spec),
    ]
    by_tag: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for path, item in spec["paths"].items():
        for method in METHODS:
            if method in item:
                tag = (item[method].get("tags") or ["other"])[0]
                by_tag.setdefault(tag, []).append((path, method, item[method]))
    for tag, operations in by_tag.items():
        lines += [f"## {tag}", ""]
        for path, method, op in operations:
            lines += _operation(path, method, op)
    return "\n".join(lines + _schemas(spec)).rstrip() + "\n"


def main(argv: list[str]) -> int:
    """Write api.md, or with `--check` exit 1 when it differs from the spec."""
    text = render(openapi_spec())
    if "--check" in argv:
        if API_MD.read_text() != text:
            print("docs/api.md is stale: run python docs/gen_api.py", file=sys.stderr)
            return 1
        return 0
    API_MD.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
