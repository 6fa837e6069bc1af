"""`Tool`: a typed Python function the model can call; `@tool` builds one from a signature.

The parameter schema comes from the signature (via pydantic), the description from the docstring's
summary and the argument descriptions from its `Args:` section. Arguments are validated before the
function runs; a validation failure raises `ToolArgsError`, which the agent sends back to the model.
"""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import inspect
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, cast, get_type_hints, overload

import anyio.to_thread
import pydantic
import pydantic_core

from agentschool.exceptions import ToolArgsError, ToolError, ToolTimeoutError, UserError
from agentschool.models.base import ToolDefinition

__all__ = [
    "AskCallback",
    "ProgressCallback",
    "ReleaseCallback",
    "RiskLevel",
    "Tool",
    "ToolContext",
    "tool",
]

ProgressCallback = Callable[[float, float | None, str | None], Awaitable[None]]
"""`(progress, total, message)`: where a tool's progress reports go."""
AskCallback = Callable[[str, dict[str, Any]], Awaitable[tuple[str, dict[str, Any] | None]]]
"""`(message, form schema) → (action, answer)`: how a tool asks the person at the client."""
ReleaseCallback = Callable[[], Awaitable[None]]
"""Lets the caller go while the call goes on (the MCP server closes the call's event stream)."""

_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$")


class RiskLevel(enum.StrEnum):
    """How much harm a tool can do; the approval policy keys on it."""

    READ = "read"
    """Only reads (calculator, http_get, read_file)."""
    WRITE = "write"
    """Changes state that can be deduplicated (todo add, write_file, HTTP POST)."""
    DANGEROUS = "dangerous"
    """Effects that cannot be deduplicated or undone (shell, generated code)."""


@dataclass(slots=True, kw_only=True)
class ToolContext:
    """What a tool may know about the call it serves; declare a `ctx: ToolContext` parameter."""

    run_id: str = "adhoc"
    """The run making the call."""
    step_id: str = "adhoc"
    """The plan step making the call."""
    deps: Any = None
    """Application dependencies handed to `Agent(deps=...)`."""
    progress: ProgressCallback | None = None
    """Receives progress reports (the MCP server forwards them to the client); None ignores them."""
    ask: AskCallback | None = None
    """Asks the person at the client (the MCP server sends an elicitation); None: nobody to ask."""
    release: ReleaseCallback | None = None
    """Closes the caller's live stream of this call (Streamable HTTP with resumable streams)."""

    async def ask_user(
        self, message: str, schema: dict[str, Any]
    ) -> tuple[str, dict[str, Any] | None]:
        """Ask the person a question with a flat form `schema`: (action, answer).

        The action is `accept` (with the answer), `decline` or `cancel`.

        Raises:
            ToolError: Nobody can be asked (no MCP client, or one that cannot answer forms).
        """
        if self.ask is None:
            raise ToolError("this call cannot ask the user: the caller does not answer questions")
        return await self.ask(message, schema)

    async def report_progress(
        self, progress: float, total: float | None = None, message: str | None = None
    ) -> None:
        """Report how far a long call has come (a no-op when nobody listens)."""
        if self.progress is not None:
            await self.progress(progress, total, message)

    async def release_caller(self) -> None:
        """Let the caller go for now: it comes back for the rest (a no-op when it cannot).

        Over Streamable HTTP with resumable streams (SEP-1699), the server closes this call's
        event stream; the client reconnects after the advertised retry interval and receives
        what followed, the result included. Long calls use it so no connection stays open idle.
        """
        if self.release is not None:
            await self.release()

    @property
    def idempotency_key(self) -> str:
        """Durable identity of this effect (`run_id:step_id`): the same on retry and resume."""
        return f"{self.run_id}:{self.step_id}"


def _docstring_parts(func: Callable[..., Any]) -> tuple[str, dict[str, str]]:
    """The summary paragraph and the `Args:` descriptions of a Google-style docstring."""
    doc = inspect.getdoc(func) or ""
    summary = doc.split("\n\n", 1)[0].strip()
    params: dict[str, str] = {}
    in_args = False
    current = ""
    for line in doc.splitlines():
        stripped = line.strip()
        if stripped in ("Args:", "Arguments:", "Parameters:"):
            in_args = True
            continue
        if in_args and stripped.endswith(":") and not line.startswith(" "):
            break  # next section (Returns:, Raises:)
        if in_args and stripped:
            match = re.match(r"^(\w+)(?:\s*\(.*?\))?:\s*(.*)$", stripped)
            if match and line.startswith("    ") and not line.startswith("        "):
                current = match.group(1)
                params[current] = match.group(2)
            elif current:
                params[current] += " " + stripped
    return summary, params


def _is_context(annotation: Any) -> bool:
    return annotation is ToolContext or annotation == "ToolContext"


@dataclass(slots=True, kw_only=True)
class Tool:
    """A function the model can call, with its schema, risk level and timeout."""

    name: str
    """Unique name within a toolset."""
    description: str
    """What the tool does, for the model."""
    function: Callable[..., Any]
    """The implementation (sync or async)."""
    args_model: type[pydantic.BaseModel]
    """Validates and coerces the arguments."""
    output_json_schema: dict[str, Any] | None = None
    """JSON Schema of the result, when the return annotation gives one."""
    risk: RiskLevel = RiskLevel.READ
    """Risk level for the approval policy and the side-effect ledger."""
    timeout: float | None = None
    """Seconds a call may take; the agent's step timeout applies when None."""
    run_in_thread: bool = True
    """Run a sync function in a worker thread (off the event loop)."""
    context_param: str | None = None
    """The parameter that receives the `ToolContext`, if any."""
    version: str = "1"
    """Version of the tool's contract, for registries and MCP `_meta`."""
    metadata: dict[str, Any] = field(default_factory=dict[str, Any])
    """Free-form extra information."""
    _is_async: bool = field(default=False, init=False)
    _definition: ToolDefinition | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if not _NAME_RE.match(self.name):
            raise UserError(f"invalid tool name {self.name!r}: use letters, digits, _ . - (≤64)")
        self._is_async = inspect.iscoroutinefunction(self.function)

    @property
    def parameters_json_schema(self) -> dict[str, Any]:
        """JSON Schema of the arguments object."""
        return self.definition.parameters_json_schema

    @property
    def definition(self) -> ToolDefinition:
        """The tool as a model sees it."""
        if self._definition is None:
            schema = self.args_model.model_json_schema()
            schema.pop("title", None)
            self._definition = ToolDefinition(
                name=self.name,
                description=self.description,
                parameters_json_schema=schema,
                output_json_schema=self.output_json_schema,
            )
        return self._definition

    @property
    def has_side_effects(self) -> bool:
        """Whether a call changes the world (and so goes through the ledger and approvals)."""
        return self.risk is not RiskLevel.READ

    def validate_args(self, args: dict[str, Any]) -> dict[str, Any]:
        """Validate and coerce arguments; raise `ToolArgsError` naming each bad field."""
        try:
            validated = self.args_model.model_validate(args)
        except pydantic.ValidationError as exc:
            errors = [
                {"loc": ".".join(str(p) for p in err["loc"]), "msg": err["msg"]}
                for err in exc.errors(include_url=False)
            ]
            raise ToolArgsError(self.name, errors) from None
        return {name: getattr(validated, name) for name in type(validated).model_fields}

    async def call(self, args: dict[str, Any], ctx: ToolContext | None = None) -> Any:
        """Validate `args`, run the function within the tool's timeout, return a JSON-able result.

        Raises:
            ToolArgsError: Arguments invalid (send back to the model).
            ToolTimeoutError: The call ran past `timeout`.
        """
        kwargs = self.validate_args(args)
        if self.context_param is not None:
            kwargs[self.context_param] = ctx or ToolContext()
        try:
            if self.timeout is None:
                result = await self._invoke(kwargs)
            else:
                async with asyncio.timeout(self.timeout):
                    result = await self._invoke(kwargs)
        except TimeoutError:
            raise ToolTimeoutError(f"tool {self.name!r} timed out after {self.timeout}s") from None
        return pydantic_core.to_jsonable_python(result)

    async def _invoke(self, kwargs: dict[str, Any]) -> Any:
        if self._is_async:
            return await cast(Callable[..., Awaitable[Any]], self.function)(**kwargs)
        if self.run_in_thread:
            return await anyio.to_thread.run_sync(lambda: self.function(**kwargs))
        return self.function(**kwargs)

    def renamed(self, name: str) -> Tool:
        """A copy of this tool under another name (used by `Toolset.prefixed`)."""
        return dataclasses.replace(self, name=name)

    @classmethod
    def from_function(
        cls,
        function: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        risk: RiskLevel | str = RiskLevel.READ,
        timeout: float | None = None,
        run_in_thread: bool = True,
    ) -> Tool:
        """Build a tool from a typed function's signature and docstring."""
        summary, arg_docs = _docstring_parts(function)
        hints = get_type_hints(function, include_extras=True)
        fields: dict[str, Any] = {}
        context_param: str | None = None
        for param in inspect.signature(function).parameters.values():
            annotation = hints.get(param.name, Any)
            if _is_context(annotation):
                context_param = param.name
                continue
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
                raise UserError(f"tool {function.__name__!r}: *args/**kwargs are not supported")
            default = ... if param.default is param.empty else param.default
            fields[param.name] = (
                annotation,
                pydantic.Field(default, description=arg_docs.get(param.name)),
            )
        tool_name = name or function.__name__
        args_model = pydantic.create_model(
            f"{tool_name}_args", __config__=pydantic.ConfigDict(extra="forbid"), **fields
        )
        return cls(
            name=tool_name,
            description=description or summary or tool_name,
            function=function,
            args_model=cast(type[pydantic.BaseModel], args_model),
            output_json_schema=_output_schema(hints.get("return", Any)),
            risk=RiskLevel(risk),
            timeout=timeout,
            run_in_thread=run_in_thread,
            context_param=context_param,
        )


def _output_schema(annotation: Any) -> dict[str, Any] | None:
    if annotation in (Any, None, type(None), inspect.Signature.empty):
        return None
    try:
        return pydantic.TypeAdapter(annotation).json_schema()
    except pydantic.PydanticUserError:
        return None


@overload
def tool(function: Callable[..., Any], /) -> Tool: ...
@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    risk: RiskLevel | str = RiskLevel.READ,
    timeout: float | None = None,
    run_in_thread: bool = True,
) -> Callable[[Callable[..., Any]], Tool]: ...
def tool(
    function: Callable[..., Any] | None = None,
    /,
    *,
    name: str | None = None,
    description: str | None = None,
    risk: RiskLevel | str = RiskLevel.READ,
    timeout: float | None = None,
    run_in_thread: bool = True,
) -> Tool | Callable[[Callable[..., Any]], Tool]:
    """Turn a typed function into a `Tool`: bare (`@tool`) or with options (`@tool(risk="write")`).

    Example:
        ```python
        @tool
        def add(a: float, b: float) -> float:
            \"\"\"Add two numbers.\"\"\"
            return a + b
        ```
    """

    def build(func: Callable[..., Any]) -> Tool:
        return Tool.from_function(
            func,
            name=name,
            description=description,
            risk=risk,
            timeout=timeout,
            run_in_thread=run_in_thread,
        )

    return build(function) if function is not None else build
