"""The one error tree of agentschool.

Errors say who is at fault. Errors caused by a model (bad tool arguments, an unparsable plan) are
fed back to the model; misuse by the developer or bad input is a `UserError`; failures of a provider
are `ModelAPIError`s; anything else is our bug and propagates unchanged.

```
AgentSchoolError
├── UserError                      developer misuse or bad input (unknown model string, empty task)
│   ├── ConfigError                a setting is missing or invalid (names the env var)
│   └── PlanValidationError        a plan is invalid; `.problems` lists every reason
│       └── NotUnderstood          no plan fits the task without guessing; nothing was done
├── ModelRetry                     a tool says "try again, because …" (goes back to the model)
│   └── ToolArgsError              tool arguments failed schema validation (names each field)
├── ToolError                      a tool failed to do its job (clear message, not a traceback)
│   ├── ToolTimeoutError           a tool call exceeded its timeout
│   └── ApprovalDenied             a call needing approval was refused (final: never retried)
├── ModelAPIError                  a provider could not be used
│   ├── ModelHTTPError             the provider answered 4xx/5xx (`.status_code`, `.body`)
│   └── ModelUnavailableError      every model of a fallback chain failed or is open-circuited
├── UnexpectedModelBehavior        the provider or model answered something malformed
├── UsageLimitExceeded             a run hit max_steps, its timeout, or a budget
└── RunFailed                      a run ended in failure (`.result` holds what was done)
```
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "AgentSchoolError",
    "ApprovalDenied",
    "ConfigError",
    "ModelAPIError",
    "ModelHTTPError",
    "ModelRetry",
    "ModelUnavailableError",
    "NotUnderstood",
    "PlanValidationError",
    "RunFailed",
    "ToolArgsError",
    "ToolError",
    "ToolTimeoutError",
    "UnexpectedModelBehavior",
    "UsageLimitExceeded",
    "UserError",
]


class AgentSchoolError(Exception):
    """Base class of every error agentschool raises on purpose."""

    message: str

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UserError(AgentSchoolError):
    """The developer or user asked for something that cannot work as asked."""


class ConfigError(UserError):
    """A setting is missing or invalid; the message names the env var or key to fix."""


class PlanValidationError(UserError):
    """A plan failed validation.

    Attributes:
        problems: Every problem found, each a sentence a planner (or person) can act on.
    """

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        super().__init__("invalid plan: " + "; ".join(self.problems))


class NotUnderstood(PlanValidationError):
    """Nothing understood the task well enough to act on it without guessing; nothing was done.

    Attributes:
        problems: Why each attempt was refused.
        capabilities: What the agent can do, for the person to rephrase.
    """

    def __init__(self, problems: Sequence[str], *, capabilities: str = "") -> None:
        super().__init__(problems)
        self.capabilities = capabilities
        self.message = "not understood: " + "; ".join(self.problems)
        if capabilities:
            self.message += f". What I can do: {capabilities}"
        self.args = (self.message,)


class ModelRetry(AgentSchoolError):
    """Raised by a tool to send a message back to the model and let it try again."""


class ToolArgsError(ModelRetry):
    """Tool arguments failed validation against the tool's parameter schema.

    Attributes:
        tool_name: The tool whose arguments were invalid.
        errors: One `{"loc": "field.path", "msg": "..."}` per problem.
    """

    def __init__(self, tool_name: str, errors: Sequence[dict[str, str]]) -> None:
        self.tool_name = tool_name
        self.errors = list(errors)
        detail = "; ".join(f"{e['loc'] or '<args>'}: {e['msg']}" for e in self.errors)
        super().__init__(f"invalid arguments for tool {tool_name!r}: {detail}")


class ToolError(AgentSchoolError):
    """A tool could not do its job; the message is meant for the model and the user."""


class ToolTimeoutError(ToolError):
    """A tool call ran past its timeout."""


class ApprovalDenied(ToolError):
    """A call that needed approval was refused (by a person, the policy, or expiry).

    Final: recovery neither retries it nor routes around it with another tool.
    """


class ModelAPIError(AgentSchoolError):
    """A model provider could not be used (connection error, timeout, refused request).

    Attributes:
        model_name: The model that failed.
        retryable: Whether trying again later may succeed.
    """

    def __init__(self, model_name: str, message: str, *, retryable: bool = False) -> None:
        self.model_name = model_name
        self.retryable = retryable
        super().__init__(f"{model_name}: {message}")


class ModelHTTPError(ModelAPIError):
    """A provider answered with an HTTP error status.

    Attributes:
        status_code: The HTTP status.
        body: The decoded response body (JSON value or text), for diagnosis.
        retry_after: Seconds the provider asked us to wait (from `Retry-After`), if any.
    """

    def __init__(
        self,
        model_name: str,
        status_code: int,
        body: Any = None,
        *,
        retry_after: float | None = None,
    ) -> None:
        self.status_code = status_code
        self.body = body
        self.retry_after = retry_after
        retryable = status_code in (408, 409, 429) or status_code >= 500
        super().__init__(model_name, f"HTTP {status_code}: {body!r}", retryable=retryable)


class ModelUnavailableError(ModelAPIError):
    """Every model of a fallback chain failed, or its circuit breaker is open.

    Attributes:
        errors: The error each model raised, in order.
    """

    def __init__(self, model_name: str, errors: Sequence[Exception]) -> None:
        self.errors = list(errors)
        detail = "; ".join(str(e) for e in self.errors) or "all circuits open"
        super().__init__(model_name, f"no model available: {detail}")


class UnexpectedModelBehavior(AgentSchoolError):
    """The provider or the model answered something we cannot use (malformed body, bad JSON).

    Attributes:
        body: The offending payload, if there is one.
    """

    def __init__(self, message: str, body: Any = None) -> None:
        self.body = body
        super().__init__(message if body is None else f"{message}: {body!r}")


class UsageLimitExceeded(AgentSchoolError):
    """A run reached one of its limits (max steps, timeout, tokens, cost)."""


class RunFailed(AgentSchoolError):
    """A run ended in failure.

    Attributes:
        result: The partial `RunResult` (steps done, usage), so nothing is lost.
    """

    def __init__(self, message: str, result: Any = None) -> None:
        self.result = result
        super().__init__(message)
