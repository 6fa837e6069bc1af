"""`GET /tools`: the tools served to runs, as models see them."""

from __future__ import annotations

from typing import Annotated, Any

import pydantic
from fastapi import APIRouter, Depends

from agentschool.server.auth import Principal, authorize
from agentschool.server.context import ApiContext, context_of

__all__ = ["ToolInfo", "router"]

router = APIRouter(tags=["tools"])


class ToolInfo(pydantic.BaseModel):
    """One tool."""

    name: str
    """Tool name."""
    description: str
    """What it does."""
    risk: str
    """`read`, `write` or `dangerous`."""
    parameters: dict[str, Any]
    """JSON Schema of its arguments."""
    output_schema: dict[str, Any] | None
    """JSON Schema of its result, when declared."""


@router.get("/tools", response_model=list[ToolInfo])
async def list_tools(
    context: Annotated[ApiContext, Depends(context_of)],
    _: Annotated[Principal, Depends(authorize)],
) -> list[ToolInfo]:
    """Every tool runs may use, sorted by name."""
    return [
        ToolInfo(
            name=tool.name,
            description=tool.description,
            risk=tool.risk.value,
            parameters=tool.parameters_json_schema,
            output_schema=tool.output_json_schema,
        )
        for tool in sorted(context.toolset, key=lambda t: t.name)
    ]
