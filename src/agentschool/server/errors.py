"""Errors as `application/problem+json` (RFC 9457): one shape for every failing request.

`Problem` is raised by route code; `install_problem_handlers` turns it, FastAPI's validation errors,
Starlette's HTTP errors and the store's errors into problem documents. A 422 names each bad field.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from http import HTTPStatus
from typing import Any

import pydantic
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.routing import Match

from agentschool.exceptions import UserError
from agentschool.runs.approvals import ApprovalConflict, ApprovalNotFound
from agentschool.runs.records import RunNotFound
from agentschool.runs.sessions import SessionNotFound
from agentschool.runs.status import IllegalTransition

__all__ = [
    "PROBLEM_JSON",
    "PROBLEM_RESPONSES",
    "Problem",
    "ProblemDetails",
    "install_problem_handlers",
    "problem_response",
]

logger = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
"""Media type of error responses."""


class ProblemDetails(pydantic.BaseModel):
    """An `application/problem+json` document."""

    type: str = "about:blank"
    """A URI naming the problem type."""
    title: str
    """The HTTP status phrase."""
    status: int
    """The HTTP status code."""
    detail: str
    """What went wrong, for a person."""
    instance: str | None = None
    """The request path."""
    errors: list[dict[str, str] | str] | None = None
    """For 422: one `{"field", "message"}` per invalid field (or a `"field: message"` string)."""


def _documented(status: int, description: str) -> dict[str, Any]:
    schema = {"$ref": "#/components/schemas/ProblemDetails"}
    return {"description": description, "content": {PROBLEM_JSON: {"schema": schema}}}


PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: _documented(400, "Bad request."),
    401: _documented(401, "Missing, invalid or revoked API key."),
    403: _documented(403, "The API key lacks the scope."),
    404: _documented(404, "No such resource."),
    409: _documented(409, "Conflicts with the resource's state."),
    413: _documented(413, "Request body too large."),
    422: _documented(422, "Invalid request; `errors` names each field."),
    429: _documented(429, "Rate limit exceeded; see Retry-After."),
    500: _documented(500, "Internal error."),
}
"""Error responses documented on every route."""


class Problem(Exception):
    """An HTTP error with a problem document.

    Args:
        status: HTTP status code.
        detail: What went wrong, for a person.
        headers: Extra response headers (`Retry-After`, `WWW-Authenticate`).
        extra: Extra members of the problem document (`errors`, ...).
    """

    def __init__(
        self,
        status: int,
        detail: str,
        *,
        headers: Mapping[str, str] | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.headers = dict(headers or {})
        self.extra = dict(extra or {})


def problem_response(
    status: int,
    detail: str,
    *,
    headers: Mapping[str, str] | None = None,
    extra: Mapping[str, Any] | None = None,
    instance: str | None = None,
) -> JSONResponse:
    """A `application/problem+json` response."""
    body: dict[str, Any] = {
        "type": "about:blank",
        "title": HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
    }
    if instance:
        body["instance"] = instance
    body.update(extra or {})
    return JSONResponse(
        body, status_code=status, headers=dict(headers or {}), media_type=PROBLEM_JSON
    )


def _field(loc: tuple[Any, ...] | list[Any]) -> str:
    parts = [str(p) for p in loc]
    if parts and parts[0] in ("body", "query", "path", "header"):
        parts = parts[1:] or parts
    if len(parts) > 1 and _UNION_TAG.match(parts[0]):  # a tagged union's member: not a field
        parts = parts[1:]
    return ".".join(parts)


_UNION_TAG = re.compile(r"^[A-Z][A-Za-z0-9]+$")
"""Tagged-union members are tagged with their model's name (fields are snake_case)."""


async def _validation(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    broken = next((e for e in exc.errors() if e.get("type") == "json_invalid"), None)
    if broken is not None:  # not a document at all: nothing to name a field of
        reason = (broken.get("ctx") or {}).get("error", "")
        detail = f"the body is not valid JSON{f' ({reason})' if reason else ''}"
        return problem_response(400, detail, instance=request.url.path)
    errors = [{"field": _field(e["loc"]), "message": e["msg"]} for e in exc.errors()]
    detail = "; ".join(f"{e['field'] or 'body'}: {e['message']}" for e in errors)
    return problem_response(
        422, detail or "invalid request", extra={"errors": errors}, instance=request.url.path
    )


async def _problem(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, Problem)
    return problem_response(
        exc.status, exc.detail, headers=exc.headers, extra=exc.extra, instance=request.url.path
    )


def _allowed_methods(request: Request) -> str:
    """Every method some route serves at this path (Starlette names only the first route's)."""
    methods: set[str] = set()
    for route in request.app.router.routes:
        match, _ = route.matches({**request.scope, "method": "GET"})
        if match is not Match.NONE:
            methods |= set(getattr(route, "methods", None) or ())
    return ", ".join(sorted(methods))


async def _http(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        headers["Allow"] = _allowed_methods(request)
    return problem_response(
        exc.status_code, str(exc.detail), headers=headers, instance=request.url.path
    )


async def _not_found(request: Request, exc: Exception) -> JSONResponse:
    return problem_response(404, str(exc), instance=request.url.path)


async def _conflict(request: Request, exc: Exception) -> JSONResponse:
    return problem_response(409, str(exc), instance=request.url.path)


async def _user_error(request: Request, exc: Exception) -> JSONResponse:
    """A `UserError` no route translated: the request asked for something that cannot be done."""
    assert isinstance(exc, UserError)
    return problem_response(400, exc.message, instance=request.url.path)


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    logger.exception("unhandled error on %s %s", request.method, request.url.path)
    return problem_response(500, "internal server error", instance=request.url.path)


def install_problem_handlers(app: FastAPI) -> None:
    """Answer every error of `app` with a problem document."""
    app.add_exception_handler(RequestValidationError, _validation)
    app.add_exception_handler(Problem, _problem)
    app.add_exception_handler(HTTPException, _http)
    app.add_exception_handler(RunNotFound, _not_found)
    app.add_exception_handler(ApprovalNotFound, _not_found)
    app.add_exception_handler(SessionNotFound, _not_found)
    app.add_exception_handler(IllegalTransition, _conflict)
    app.add_exception_handler(ApprovalConflict, _conflict)
    app.add_exception_handler(UserError, _user_error)  # ConfigError too: names the setting
    app.add_exception_handler(Exception, _unexpected)
