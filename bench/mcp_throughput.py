"""MCP tool-call throughput over Streamable HTTP: our server vs a bare SDK `MCPServer`.

Each server runs in its own process under uvicorn on loopback, serving the same `add(a, b)` tool;
the clients (official SDK `Client`, one session each) run in this process. For 1, 10 and 100
concurrent clients it reports tool calls per second and p95 latency (medians of `--runs` runs;
the two servers alternate run by run so load from other processes hits both alike), and our
throughput as a ratio of the bare server's.

    .venv/bin/python bench/mcp_throughput.py [--runs 3] [--calls 400] [--mode auto|legacy]
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import anyio
from mcp import Client

CONCURRENCY = (1, 10, 100)


def add_numbers(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def build_app(kind: str):  # type: ignore[no-untyped-def]
    if kind == "ours":
        from agentschool.server.mcp import create_mcp_server
        from agentschool.server.mcp_http import create_mcp_http_app
        from agentschool.tools import Toolset, tool

        server = create_mcp_server(Toolset([tool(name="add")(add_numbers)]))
        return create_mcp_http_app(server, verify_token=None)
    from mcp.server.mcpserver import MCPServer

    bare = MCPServer("bare", log_level="WARNING")
    bare.add_tool(add_numbers, name="add")
    return bare.streamable_http_app(host="127.0.0.1")


def serve(kind: str, port: int) -> None:
    import uvicorn

    uvicorn.run(build_app(kind), host="127.0.0.1", port=port, log_level="error")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(kind: str) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__)), "--serve", kind, "--port", str(port)]
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process, f"http://127.0.0.1:{port}/mcp"
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                raise RuntimeError(f"{kind} server did not start") from None
            time.sleep(0.1)


async def one_run(url: str, clients: int, calls: int, mode: str) -> tuple[float, float]:
    """(calls per second, p95 latency in ms) for `calls` calls spread over `clients` sessions."""
    latencies: list[float] = []
    per_client = max(1, calls // clients)
    connected = finished = 0
    all_connected, go, all_finished = anyio.Event(), anyio.Event(), anyio.Event()

    async def work(offset: int) -> None:
        nonlocal connected, finished
        async with Client(url, mode=mode, cache=None) as session:
            connected += 1
            if connected == clients:
                all_connected.set()
            await go.wait()  # connect first: time only the calls
            for i in range(per_client):
                began = time.perf_counter()
                result = await session.call_tool("add", {"a": offset, "b": i})
                latencies.append(time.perf_counter() - began)
                if result.is_error or result.structured_content != {"result": offset + i}:
                    raise RuntimeError(f"wrong answer: {result}")
            finished += 1
            if finished == clients:
                all_finished.set()

    async with anyio.create_task_group() as group:
        for n in range(clients):
            group.start_soon(work, n * 1000)
        await all_connected.wait()
        began = time.perf_counter()
        go.set()
        await all_finished.wait()
        elapsed = time.perf_counter() - began
    p95 = statistics.quantiles(latencies, n=20)[-1] if len(latencies) > 1 else latencies[0]
    return len(latencies) / elapsed, p95 * 1000


async def measure(runs: int, calls: int, mode: str) -> dict[tuple[str, int], tuple[float, float]]:
    """Median (calls/s, p95 ms) per (server, clients); the two servers alternate run by run."""
    servers = {kind: start_server(kind) for kind in ("ours", "bare")}
    try:
        for _, url in servers.values():
            await one_run(url, 2, 20, mode)  # warm-up
        samples: dict[tuple[str, int], list[tuple[float, float]]] = {}
        for clients in CONCURRENCY:
            for _ in range(runs):
                for kind, (_, url) in servers.items():
                    sample = await one_run(url, clients, calls, mode)
                    samples.setdefault((kind, clients), []).append(sample)
        return {
            key: (statistics.median(s[0] for s in got), statistics.median(s[1] for s in got))
            for key, got in samples.items()
        }
    finally:
        for process, _ in servers.values():
            process.terminate()
            process.wait(timeout=20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--calls", type=int, default=400, help="calls per run (all clients)")
    parser.add_argument("--mode", default="auto", help="client protocol mode: auto or legacy")
    parser.add_argument("--serve", choices=["ours", "bare"], help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.port)
        return
    results = asyncio.run(measure(args.runs, args.calls, args.mode))
    print(f"MCP tools/call over Streamable HTTP (client mode={args.mode}, ", end="")
    print(f"{args.calls} calls per run, median of {args.runs} runs)")
    print()
    print("| clients | agentschool calls/s | p95 ms | bare MCPServer calls/s | p95 ms | ratio |")
    print("|--:|--:|--:|--:|--:|--:|")
    for clients in CONCURRENCY:
        (o_rate, o_p95), (b_rate, b_p95) = results["ours", clients], results["bare", clients]
        print(
            f"| {clients} | {o_rate:.0f} | {o_p95:.1f} | {b_rate:.0f} | {b_p95:.1f} "
            f"| {o_rate / b_rate:.2f} |"
        )


if __name__ == "__main__":
    main()
