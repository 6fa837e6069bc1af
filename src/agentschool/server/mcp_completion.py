"""`completion/complete`: suggestions for the arguments of our resource templates.

The learned-function templates (`agentschool://functions/{name}/source`, `.../schema`,
`.../skill`) take a function name: a client typing one gets the names of the catalog that start
with what it typed. Anything else (prompts: the server has none; unknown templates) gets an
empty list, which the protocol allows.
"""

from __future__ import annotations

from typing import Any

import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel.server import Server

from agentschool.server.mcp_resources import FUNCTIONS_URI, FunctionCatalog

__all__ = ["MAX_COMPLETIONS", "add_completion"]

MAX_COMPLETIONS = 100
"""At most this many values per answer (the protocol's limit)."""


def add_completion(server: Server[Any], catalog: FunctionCatalog | None) -> None:
    """Answer `completion/complete` on `server` from `catalog` (empty answers without one)."""

    async def complete(
        ctx: ServerRequestContext[Any], params: types.CompleteRequestParams
    ) -> types.CompleteResult:
        """Function names for a function template's `name`; nothing for anything else."""
        names: list[str] = []
        ref = params.ref
        if (
            catalog is not None
            and isinstance(ref, types.ResourceTemplateReference)
            and ref.uri.startswith(f"{FUNCTIONS_URI}/")
            and params.argument.name == "name"
        ):
            typed = params.argument.value
            names = sorted(e.name for e in catalog.list() if e.name.startswith(typed))
        return types.CompleteResult(
            completion=types.Completion(
                values=names[:MAX_COMPLETIONS],
                total=len(names),
                has_more=len(names) > MAX_COMPLETIONS,
            )
        )

    server.add_request_handler("completion/complete", types.CompleteRequestParams, complete)
