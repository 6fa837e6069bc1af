"""`agentschool serve` (REST API + MCP + a worker in one process) and `agentschool worker`."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import threading
from typing import Annotated, Any

import typer

from agentschool.cli.app import app, console, fail
from agentschool.exceptions import AgentSchoolError, UserError

__all__ = ["serve", "worker"]

ToolsetOption = Annotated[
    str | None, typer.Option("--toolset", help="Serve `module:attribute` instead of the built-ins.")
]
ConcurrencyOption = Annotated[int, typer.Option(min=1, help="Runs this process executes at once.")]


def _engine(
    toolset_spec: str | None,
    concurrency: int,
    executor_id: str | None = None,
    metrics: Any = None,
    functions: Any = None,
) -> tuple[Any, Any]:
    from agentschool.cli.mcp import learned_functions, load_toolset
    from agentschool.observability.runtime import engine_hooks, setup_observability
    from agentschool.runs.engine import EngineConfig, RunEngine, default_agent_factory
    from agentschool.runs.tool import alongside
    from agentschool.school.learning_tools import learning_tools
    from agentschool.settings import Settings

    settings = Settings()
    setup_observability(settings)  # JSON logs at log_level; spans only if a trace exporter is set
    toolset = load_toolset(toolset_spec, functions)
    config = EngineConfig.from_settings(settings, concurrency=concurrency, executor_id=executor_id)
    listeners, budgeted = engine_hooks(settings, metrics=metrics)
    registry = functions if functions is not None else learned_functions()
    # a one-step run may call a served tool (a learned function, followed as it changes), learn
    # or heal: the tools an inline definition may name besides the built-ins
    callable_tools = alongside(toolset, *learning_tools(registry, settings))
    factory = budgeted(
        _run_factory(default_agent_factory(settings, toolset), settings, callable_tools)
    )
    return RunEngine(config, factory, event_listeners=listeners), toolset


def _run_factory(plain: Any, settings: Any, extra: Any = None) -> Any:
    """Plain runs by `plain`; agent types, inline definitions and teams too (`RunSpec`).

    An inline definition may also name the tools of `extra` (learning and healing).
    """
    from agentschool.models.factory import build_model
    from agentschool.specs.recipes import run_factory
    from agentschool.specs.registry import SpecRegistry

    return run_factory(
        plain,
        model_for=lambda name: build_model(
            name or settings.model, settings, requested=name is not None
        ),
        registry=SpecRegistry(settings.effective_database_url()),
        workspace=settings.workspace,
        extra=extra,
    )


def _mcp_app(
    toolset: Any,
    functions: Any,
    store: Any,
    auth: bool,
    follow: bool,
    interval: float = 5.0,
    launcher: Any = None,
    authenticator: Any = None,
) -> Any:
    """MCP at /mcp with the REST API's keys; with `follow`, learned functions join while serving.

    `interval` is the seconds between two reads of the function registry; `authenticator` is
    the REST API's (one rate limit per key across both), built from the settings when None.
    With a `launcher`, the `run_agent` tool starts runs as `POST /runs` does (`start_run`). A
    call the approval policy holds back asks the client first (`approval_gate`).
    """
    from contextlib import asynccontextmanager

    from agentschool.cli.mcp import approval_gate, served_toolset
    from agentschool.runs.keys import KeyStore
    from agentschool.server.app import make_rate_limiter
    from agentschool.server.context import ServerSettings, make_authenticator
    from agentschool.server.learn_runs import learn_tool
    from agentschool.server.mcp import create_mcp_server
    from agentschool.server.mcp_http import create_mcp_http_app
    from agentschool.server.mcp_learned import following_learned_functions, is_learned_tool
    from agentschool.server.mcp_tasks import McpTasks

    served = served_toolset(toolset) if follow else toolset  # built-ins: with python and shell
    if launcher is not None:
        from agentschool.runs.tool import alongside, run_agent_tool

        served = alongside(served, run_agent_tool(store, launcher), learn_tool(store, launcher))
    tasks = None
    if launcher is not None:

        def long_call(name: str) -> Any:  # a learned function's call runs as a task
            tool = served.get(name) if name in served else None
            return tool if tool is not None and is_learned_tool(tool) else None

        tasks = McpTasks(store, launcher, tools=("run_agent", "learn"), long_calls=long_call)
    server = create_mcp_server(
        served, functions=functions, approvals=approval_gate(store), tasks=tasks
    )
    if authenticator is None:
        settings = ServerSettings().model_copy(update={"auth_disabled": not auth})
        authenticator = make_authenticator(KeyStore(store), settings, make_rate_limiter(settings))
    mcp_app = create_mcp_http_app(server, authenticator=authenticator)
    if not follow or functions is None:
        return mcp_app
    serve_mcp = mcp_app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(app: Any) -> Any:
        async with following_learned_functions(toolset, functions, interval), serve_mcp(app):
            yield

    mcp_app.router.lifespan_context = lifespan
    return mcp_app


@app.command("serve")
def serve(
    host: Annotated[str, typer.Option(help="Bind address.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port.")] = 8000,
    toolset: ToolsetOption = None,
    concurrency: ConcurrencyOption = 4,
    worker: Annotated[
        bool, typer.Option("--worker/--no-worker", help="Also execute runs in this process.")
    ] = True,
    mcp: Annotated[bool, typer.Option("--mcp/--no-mcp", help="Serve MCP at /mcp.")] = True,
    processes: Annotated[
        int,
        typer.Option(
            min=1,
            help="API processes sharing the port (with --no-worker; the kernel spreads "
            "connections over them).",
        ),
    ] = 1,
    reuse_port: Annotated[
        bool,
        typer.Option(
            "--reuse-port", help="Share the port with other API processes (SO_REUSEPORT)."
        ),
    ] = False,
) -> None:
    """Serve the REST API at /api/v1 (and MCP at /mcp), executing runs in-process by default.

    Auth uses API keys (`agentschool keys create`); `AGENTSCHOOL_AUTH_DISABLED=1` turns it off,
    on a loopback host only. One API process takes about 1,400 POST /runs per second of an idle
    core; `--processes N` (with `--no-worker`) runs N of them on the port, as replicas would.
    """
    import uvicorn

    from agentschool.cli.mcp import learned_functions
    from agentschool.runs.engine import DbosLauncher
    from agentschool.runs.keys import KeyStore
    from agentschool.runs.store import RunStore
    from agentschool.server.app import check_bind, create_app, make_rate_limiter
    from agentschool.server.context import ServerSettings, make_authenticator

    if processes > 1 and worker:
        fail(UserError("--processes needs --no-worker: run workers as `agentschool worker`"))
    try:
        settings = ServerSettings()
        check_bind(host, settings)
        # one registry for the learned-function tools and the MCP catalog (one engine, not two)
        functions = learned_functions() if mcp or toolset is None else None
        engine, tools = _engine(toolset, concurrency, functions=functions)
        store = RunStore(engine.config.database_url)
        if worker:
            engine.launch()
        launcher = DbosLauncher(engine.config)
        follow = toolset is None  # the built-ins serve the learned functions: keep them current
        # one authenticator for REST and /mcp: a key's requests share one rate limit
        auth = make_authenticator(KeyStore(store), settings, make_rate_limiter(settings))
        mcp_app = (
            _mcp_app(
                tools,
                functions,
                store,
                not settings.auth_disabled,
                follow,
                launcher=launcher,
                authenticator=auth,
            )
            if mcp
            else None
        )
        asgi = create_app(
            store,
            settings=settings,
            launcher=launcher,
            toolset=tools,
            mcp_app=mcp_app,
            functions=functions,
            authenticator=auth,
            tune_gc=True,
        )
    except AgentSchoolError as exc:
        fail(exc)
    console.print(f"agentschool API on http://{host}:{port}/api/v1 (worker: {worker})")
    # uvicorn shuts down gracefully on SIGTERM, then raises the signal again under the handler
    # it found: make that an exit, so the cleanup below runs and the exit status is 0.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    shared = reuse_port or processes > 1
    others = _more_api_processes(processes - 1, host, port, toolset, mcp)
    try:
        if shared:
            sock = _shared_socket(host, port)
            uvicorn.Server(uvicorn.Config(asgi, log_level="warning")).run(sockets=[sock])
        else:
            uvicorn.run(asgi, host=host, port=port, log_level="warning")
    finally:
        for other in others:
            other.terminate()
        for other in others:
            other.wait(timeout=30)
        launcher.close()
        if worker:
            engine.shutdown()
        if functions is not None:
            functions.close()


def _shared_socket(host: str, port: int) -> socket.socket:
    """A listening socket on `host:port` that other processes may bind too (SO_REUSEPORT)."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    sock.listen(2048)
    return sock


def _more_api_processes(
    count: int, host: str, port: int, toolset: str | None, mcp: bool
) -> list[subprocess.Popen[bytes]]:
    """`count` more `serve --no-worker --reuse-port` processes on the same port."""
    command = [sys.executable, "-c", "from agentschool.cli import main; main()"]
    command += ["serve", "--no-worker", "--reuse-port"]
    command += ["--host", host, "--port", str(port), "--mcp" if mcp else "--no-mcp"]
    command += ["--toolset", toolset] if toolset else []
    return [subprocess.Popen(command) for _ in range(count)]


@app.command("worker")
def worker(
    toolset: ToolsetOption = None,
    concurrency: ConcurrencyOption = 4,
    executor_id: Annotated[
        str | None,
        typer.Option(
            "--id", help="Stable worker id: a restarted worker recovers the runs of its id."
        ),
    ] = None,
    metrics_port: Annotated[
        int | None,
        typer.Option(help="Serve Prometheus metrics on this port (default: no endpoint)."),
    ] = None,
    metrics_host: Annotated[str, typer.Option(help="Bind address of the metrics.")] = "127.0.0.1",
) -> None:
    """Execute queued runs (any number of workers share the queue on PostgreSQL).

    With `--metrics-port`, model latency, breaker state, tokens and tool errors of this worker's
    runs are served for Prometheus at http://<metrics-host>:<port>/.
    """
    import asyncio

    from agentschool.observability.runtime import serve_metrics
    from agentschool.runs.store import RunStore

    try:
        metrics = None
        if metrics_port is not None:
            metrics, _ = serve_metrics(metrics_port, metrics_host)
        engine, _ = _engine(toolset, concurrency, executor_id, metrics)
        store = RunStore(engine.config.database_url)
        asyncio.run(store.migrate())
        engine.launch()
    except AgentSchoolError as exc:
        fail(exc)
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    console.print(f"agentschool worker: {concurrency} runs at once; Ctrl-C stops")
    stop.wait()
    engine.shutdown()
