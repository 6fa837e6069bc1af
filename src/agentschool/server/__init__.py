"""The server layer: FastAPI app (REST, SSE), MCP server, web UI."""
