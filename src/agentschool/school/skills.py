"""Learned functions as Agent Skills: export a version to a skill folder, import one back.

An [Agent Skill](https://agentskills.io/specification) is a folder with a `SKILL.md` (YAML front
matter with `name` and `description`, then Markdown instructions) and optional resources. A
learned function becomes:

```
SKILL.md                   what it does, typed arguments and result, its verification example
scripts/<name>.py          the generated code plus a command line: `--arg key=value` prints JSON
schemas/request.json       JSON Schema of the arguments
schemas/response.json      JSON Schema of the result
assets/function.json       the registry record (template, strategy, shape, example) for `import`
```

Importing checks the folder as strictly as learning checks generated code: the script's function
part must pass the static checks (`school.checks.check_static`) and its `Request` and result
schemas must be the ones in `schemas/`; a folder that fails is refused with the file named.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, get_args

import yaml

from agentschool.exceptions import UserError
from agentschool.school.query import DataSource

if TYPE_CHECKING:  # the registry loads SQLAlchemy: only once a folder is imported
    from agentschool.school.functions import LearnedFunction
    from agentschool.school.registry import FunctionRegistry

__all__ = [
    "CLI_MARKER",
    "RECORD_FILE",
    "REQUEST_SCHEMA_FILE",
    "RESPONSE_SCHEMA_FILE",
    "SKILL_FILE",
    "SkillEntry",
    "export_skill",
    "import_skill",
    "read_skill",
    "skill_markdown",
    "skill_name",
]

SKILL_FILE = "SKILL.md"
"""The skill's instructions, with the YAML front matter."""
REQUEST_SCHEMA_FILE = "schemas/request.json"
"""JSON Schema of the arguments."""
RESPONSE_SCHEMA_FILE = "schemas/response.json"
"""JSON Schema of the result."""
RECORD_FILE = "assets/function.json"
"""The registry fields a script does not carry (template, strategy, shape, example, ...)."""
CLI_MARKER = "\n# --- command line of the exported skill (`agentschool functions export`) ---\n"
"""Separates the learned function's source from the command line appended to the script."""

_CLI = """
if __name__ == "__main__":
    import argparse
    import json
    import os
    import sys

    API_URL = {api_url!r}
    WEB_URL = {web_url!r}

    def _arguments(pairs: list[str]) -> dict[str, object]:
        properties = Request.model_json_schema().get("properties", {{}})
        args: dict[str, object] = {{}}
        for pair in pairs:
            key, sep, raw = pair.partition("=")
            if not sep:
                raise SystemExit(f"--arg takes key=value, got {{pair!r}}")
            try:
                value: object = json.loads(raw)
            except ValueError:
                value = raw
            kind = properties.get(key, {{}}).get("type")
            if kind == "array" and isinstance(value, str):
                value = [v.strip() for v in value.split(",") if v.strip()]
            if kind == "string" and not isinstance(value, str):
                value = raw
            args[key] = value
        return args

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--arg", action="append", default=[], help="key=value (repeat)")
    parser.add_argument("--api-url", default=os.environ.get("AGENTSCHOOL_LUMA_API_URL", API_URL))
    parser.add_argument("--web-url", default=os.environ.get("AGENTSCHOOL_LUMA_WEB_URL", WEB_URL))
    options = parser.parse_args()
    try:
        request = Request.model_validate(_arguments(options.arg))
    except ValueError as exc:
        sys.exit(f"invalid arguments: {{exc}}")
    result = run(request, api_url=options.api_url, web_url=options.web_url)
    print(json.dumps(result.model_dump(mode="json")))
"""


class SkillEntry(Protocol):
    """What `skill_markdown` reads of a function (a `LearnedFunction` or an MCP catalog entry)."""

    @property
    def name(self) -> str:
        """The function's name."""
        ...

    @property
    def version(self) -> str:
        """Its version."""
        ...

    @property
    def description(self) -> str:
        """What it does."""
        ...

    @property
    def input_schema(self) -> Mapping[str, Any]:
        """JSON Schema of its arguments."""
        ...

    @property
    def output_schema(self) -> Mapping[str, Any] | None:
        """JSON Schema of its result."""
        ...


def skill_name(function_name: str) -> str:
    """The Agent Skills `name` of a function: lowercase, digits and single hyphens, 1-64 chars."""
    name = re.sub(r"[^a-z0-9]+", "-", function_name.lower()).strip("-")[:64].strip("-")
    if not name:
        raise UserError(f"function name {function_name!r} gives no skill name")
    return name


def _kind(schema: Mapping[str, Any]) -> str:
    if "type" in schema:
        items = schema.get("items")
        inner = f" of {_kind(items)}" if isinstance(items, Mapping) else ""
        return f"{schema['type']}{inner}" + (f" ({schema['format']})" if "format" in schema else "")
    if "anyOf" in schema:
        return " or ".join(_kind(s) for s in schema["anyOf"])
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    return "any"


def _argument_lines(schema: Mapping[str, Any]) -> list[str]:
    required = set(schema.get("required", []))
    lines = []
    for key, spec in schema.get("properties", {}).items():
        default = json.dumps(spec.get("default"))
        need = "required" if key in required else f"optional, default {default}"
        text = str(spec.get("description", "")).strip()
        lines.append(f"- `{key}` ({_kind(spec)}, {need}){': ' + text if text else ''}")
    return lines or ["- (none)"]


def _arg_flags(example: Mapping[str, Any]) -> str:
    flags = []
    for key, value in example.items():
        raw = value if isinstance(value, str) else json.dumps(value)
        flags.append(f"--arg {json.dumps(f'{key}={raw}')}")
    return " ".join(flags)


def _front(entry: SkillEntry, summary: str) -> str:
    front = {
        "name": skill_name(entry.name),
        "description": f"{summary} Use when asked for this data; call scripts/{entry.name}.py."[
            :1024
        ],
        "compatibility": "Python 3.11+ with pydantic 2 and httpx; network access to the source.",
        "metadata": {"agentschool-function": entry.name, "agentschool-version": entry.version},
    }
    return "---\n" + yaml.safe_dump(front, sort_keys=False, allow_unicode=True) + "---\n"


def _provenance(entry: SkillEntry) -> str:
    template, strategy = getattr(entry, "template", ""), getattr(entry, "strategy", "")
    text = f"A typed function learned and verified by Agent School (version {entry.version}"
    text += f", template `{template}`" if template else ""
    text += f", reads the source by `{strategy}`" if strategy else ""
    return text + "). It needs no model: call the script."


def _result_text(output: Mapping[str, Any]) -> str:
    events = output.get("$defs", {}).get("Event", {}).get("properties", {})
    if not events:
        return "One JSON object (see the schema)."
    fields = ", ".join(f"`{k}`" for k in events)
    return (
        f"One JSON object: `events` (soonest first, no duplicates), each with {fields}; "
        "and `source`, the strategy that read them."
    )


def _example_lines(entry: SkillEntry, example: Mapping[str, Any]) -> list[str]:
    if not example:
        return []
    count = getattr(entry, "result_count", None)
    found = f" returned {count} events when the function was verified" if count is not None else ""
    return [
        "## Example (its verification run)",
        "",
        f"Arguments `{json.dumps(example)}`{found}.",
        "",
    ]


def skill_markdown(entry: SkillEntry) -> str:
    """The `SKILL.md` of a function: front matter, then what it does, its types and an example.

    Fields beyond `SkillEntry` (`template`, `strategy`, `example`, `result_count`) are used when
    the entry has them, as a `LearnedFunction` does.
    """
    example = dict(getattr(entry, "example", None) or {})
    summary = " ".join(entry.description.split()) or f"The learned function {entry.name}."
    command = f"python scripts/{entry.name}.py {_arg_flags(example)}".rstrip()
    lines = [
        f"# {entry.name}", "", summary, "", _provenance(entry), "",
        "## Arguments", "", *_argument_lines(entry.input_schema), "",
        f"Full schema: [{REQUEST_SCHEMA_FILE}]({REQUEST_SCHEMA_FILE}).", "",
        "## Result", "", _result_text(entry.output_schema or {}), "",
        f"Full schema: [{RESPONSE_SCHEMA_FILE}]({RESPONSE_SCHEMA_FILE}).", "",
        "## Usage", "", "```bash", command, "```", "",
        "It prints the result as one line of JSON on stdout; invalid arguments exit with status 1",
        "and say which field is wrong. `--api-url` and `--web-url` point it at another host.", "",
        *_example_lines(entry, example),
    ]  # fmt: skip
    return _front(entry, summary) + "\n" + "\n".join(lines)


def _record(function: LearnedFunction) -> dict[str, Any]:
    return {
        "name": function.name, "version": function.number, "template": function.template,
        "description": function.description, "strategy": function.strategy,
        "shape": function.shape, "example": function.example,
        "result_count": function.result_count, "created_at": function.created_at.isoformat(),
    }  # fmt: skip


def export_skill(
    function: LearnedFunction, directory: Path, *, api_url: str, web_url: str, force: bool = False
) -> list[Path]:
    """Write `function` as an Agent Skill into `directory` (created if missing).

    Args:
        function: The version to export.
        directory: The skill folder (name it `skill_name(function.name)` to match the spec).
        api_url: The source's API URL the script calls by default (a single-site function's own
            URL wins, as in the registry).
        web_url: The source's web URL the script calls by default.
        force: Overwrite an existing `SKILL.md`.

    Returns:
        The files written.

    Raises:
        UserError: The folder already holds a skill and `force` is not set.
    """
    if (directory / SKILL_FILE).exists() and not force:
        raise UserError(f"{directory / SKILL_FILE} exists (use --force to overwrite)")
    if site := (function.shape or {}).get("base_url"):
        api_url = web_url = str(site)
    cli = _CLI.format(api_url=api_url, web_url=web_url)
    files = {
        SKILL_FILE: skill_markdown(function),
        f"scripts/{function.name}.py": function.source + CLI_MARKER + cli,
        REQUEST_SCHEMA_FILE: json.dumps(function.request_schema, indent=2) + "\n",
        RESPONSE_SCHEMA_FILE: json.dumps(function.response_schema, indent=2) + "\n",
        RECORD_FILE: json.dumps(_record(function), indent=2) + "\n",
    }
    written = []
    for relative, text in files.items():
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def _json_file(directory: Path, relative: str) -> Any:
    path = directory / relative
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(f"{relative}: missing from the skill folder {directory}") from None
    except ValueError as exc:
        raise UserError(f"{relative}: not JSON ({exc})") from None


def _front_matter(directory: Path) -> dict[str, Any]:
    try:
        text = (directory / SKILL_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"{directory} is not a skill folder: no {SKILL_FILE}") from None
    found = re.match(r"---\n(.*?)\n---\n", text, re.S)
    try:
        front = yaml.safe_load(found.group(1)) if found else None
    except yaml.YAMLError as exc:
        raise UserError(f"{SKILL_FILE}: invalid YAML front matter ({exc})") from None
    if not isinstance(front, dict) or not front.get("name") or not front.get("description"):
        raise UserError(f"{SKILL_FILE}: front matter needs `name` and `description`")
    return front


def _field(record: Mapping[str, Any], key: str, kind: type) -> Any:
    value = record.get(key)
    if not isinstance(value, kind):
        raise UserError(f"{RECORD_FILE}: field {key!r} must be a {kind.__name__}")
    return value


def _function_source(directory: Path, name: str) -> str:
    relative = f"scripts/{name}.py"
    try:
        script = (directory / relative).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"{relative}: missing from the skill folder {directory}") from None
    source, marker, _ = script.rpartition(CLI_MARKER)
    if not marker:
        raise UserError(f"{relative}: not an exported script (its command-line marker is missing)")
    return source


def read_skill(directory: Path) -> LearnedFunction:
    """The learned function a skill folder holds, checked (not saved; see `import_skill`).

    Raises:
        UserError: A file is missing or malformed, the code fails the static checks, or the
            schemas are not the code's; the message names the file.
    """
    from agentschool.school.checks import Verification, check_static
    from agentschool.school.functions import LearnedFunction, load_module

    front, record = _front_matter(directory), _json_file(directory, RECORD_FILE)
    if not isinstance(record, dict):
        raise UserError(f"{RECORD_FILE}: must be a JSON object")
    name = _field(record, "name", str)
    if front["name"] != skill_name(name):
        raise UserError(f"{SKILL_FILE}: name {front['name']!r} is not {skill_name(name)!r}")
    source = _function_source(directory, name)
    verification = Verification()
    if not check_static(source, verification):
        failure = verification.failure
        raise UserError(f"scripts/{name}.py fails the {failure and failure.name} check: "
                        f"{failure and failure.detail}")  # fmt: skip
    module = load_module(source, f"learned_{name}_skill")
    schemas = {REQUEST_SCHEMA_FILE: module.Request.model_json_schema(),
               RESPONSE_SCHEMA_FILE: module.EventSearchResult.model_json_schema()}  # fmt: skip
    for relative, schema in schemas.items():
        if _json_file(directory, relative) != schema:
            raise UserError(f"{relative}: not the schema of scripts/{name}.py")
    strategy = _field(record, "strategy", str)
    if strategy not in get_args(DataSource):
        raise UserError(f"{RECORD_FILE}: field 'strategy' must be one of {get_args(DataSource)}")
    created = _field(record, "created_at", str)
    try:
        created_at = datetime.fromisoformat(created)
    except ValueError:
        raise UserError(f"{RECORD_FILE}: field 'created_at' is not ISO 8601") from None
    return LearnedFunction(
        name=name, number=0, template=_field(record, "template", str),
        description=_field(record, "description", str), source=source,
        request_schema=schemas[REQUEST_SCHEMA_FILE], response_schema=schemas[RESPONSE_SCHEMA_FILE],
        strategy=strategy, shape=_field(record, "shape", dict),
        example=_field(record, "example", dict), result_count=_field(record, "result_count", int),
        created_at=created_at,
    )  # fmt: skip


def import_skill(directory: Path, registry: FunctionRegistry) -> LearnedFunction:
    """Check a skill folder and save its function as the next version of its name.

    Raises:
        UserError: The folder is not a valid exported skill (see `read_skill`).
    """
    return registry.save(read_skill(directory))
