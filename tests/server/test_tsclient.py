"""The generated TypeScript client: current with the OpenAPI, strict-typed, and working from Node.

The slow test compiles `clients/typescript/agentschool.ts` with `tsc --strict` (TypeScript 5 from
npm through npx) together with a usage file whose `@ts-expect-error` lines prove the types bite,
then runs the compiled usage with Node against a live server.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mcp_live import LiveServer

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.server.api.conftest import api_settings, served_tools

from agentschool.runs.keys import KeyScope, KeyStore
from agentschool.runs.store import RunStore
from agentschool.server.app import create_app
from agentschool.server.tsclient import CLIENT_PATH, generate_client, openapi_document

ROOT = Path(__file__).resolve().parents[2]
TSC = ["npx", "-y", "-p", "typescript@5", "tsc"]


def test_the_checked_in_client_is_current() -> None:
    generated = generate_client(openapi_document())
    assert (ROOT / CLIENT_PATH).read_text() == generated, (
        "run: python -m agentschool.server.tsclient"
    )


def test_every_operation_has_one_method() -> None:
    document = openapi_document()
    source = generate_client(document)
    operations = sum(
        method in ("get", "post", "put", "patch", "delete")
        for item in document["paths"].values()
        for method in item
    )
    methods = [
        line.split("(")[0].split()[-1]
        for line in source.splitlines()
        if line.startswith("  async ")
    ]
    assert len(methods) == operations and len(set(methods)) == operations
    for expected in ("createRun", "getRun", "listFunctions", "learnFunction", "recall", "examples"):
        assert expected in methods
    assert "export type RunSpec = {" in source and "export class ApiError" in source


USAGE = """
import { AgentschoolClient, ApiError, Run, RunSpec } from "./agentschool";

declare const process: { argv: string[]; exit(code: number): never };

async function main(): Promise<void> {
  const [baseUrl, apiKey] = process.argv.slice(2);
  const api = new AgentschoolClient({ baseUrl, apiKey });
  const body: RunSpec = { task: "add 2 and 3" };
  const created: Run = await api.createRun(body);
  const read = await api.getRun(created.id);
  const page = await api.listRuns({ status: "pending", limit: 5 });
  const tools = await api.listTools();
  const examples = await api.examples();
  const functions = await api.listFunctions({ search: "events" });
  let missing = 0;
  try {
    await api.getRun("no-such-run");
  } catch (error) {
    if (error instanceof ApiError) missing = error.problem?.status ?? -1;
  }
  let invalid: string[] = [];
  try {
    await api.createRun({ task: "" });
  } catch (error) {
    if (error instanceof ApiError) {
      invalid = (error.problem?.errors ?? []).map((e) => JSON.stringify(e));
    }
  }
  console.log(JSON.stringify({
    created: created.status, same: read.id === created.id, listed: page.items.length,
    tools: tools.map((t) => t.name), examples: examples.examples.length,
    functions: functions.length, missing, invalid: invalid.length,
  }));
}

function neverCalled(api: AgentschoolClient): void {
  // @ts-expect-error: a run needs a task
  const noTask: RunSpec = {};
  // @ts-expect-error: status is an enum
  void api.listRuns({ status: "sleeping" });
  // @ts-expect-error: a function's name is a string
  void api.callFunction(42, {});
  void noTask;
}
void neverCalled;
main().catch((error) => { console.error(error); process.exit(1); });
"""


def _npx() -> None:
    if shutil.which("npx") is None or shutil.which("node") is None:
        if os.environ.get("CI"):  # CI's machine has Node: a skip there would hide a gap
            pytest.fail("npx (Node.js) is not installed (required when CI is set)")
        pytest.skip("needs npx (Node.js)")


async def _server(tmp_path: Path) -> tuple[LiveServer, str, RunStore]:
    store = RunStore(f"sqlite:///{tmp_path / 'runs.db'}")
    await store.migrate()
    _, token = await KeyStore(store).create("ts", KeyScope.RUN)
    app = create_app(store, settings=api_settings(), toolset=served_tools())
    return LiveServer(app), token, store


@pytest.mark.slow
def test_the_client_compiles_strict_and_works_from_node(tmp_path: Path) -> None:
    _npx()
    shutil.copy(ROOT / CLIENT_PATH, tmp_path / "agentschool.ts")
    (tmp_path / "usage.ts").write_text(USAGE)
    compiled = subprocess.run(
        [*TSC, "--strict", "--target", "es2020", "--lib", "es2020,dom", "--module", "commonjs",
         "--outDir", "out", "agentschool.ts", "usage.ts"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    server, token, store = asyncio.run(_server(tmp_path))
    server.start()
    try:
        origin = f"http://127.0.0.1:{server.port}"
        ran = subprocess.run(
            ["node", "out/usage.js", origin, token],
            cwd=tmp_path, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
    finally:
        server.stop()
        asyncio.run(store.close())
    assert ran.returncode == 0, ran.stdout + ran.stderr
    result = json.loads(ran.stdout)
    assert result == {
        "created": "pending", "same": True, "listed": 1, "tools": ["add", "note"],
        "examples": result["examples"], "functions": 0, "missing": 404, "invalid": 1,
    }  # fmt: skip
    assert result["examples"] >= 3
