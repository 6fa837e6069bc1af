"""TypeScript through node's built-in test runner (`node --test`), in the sandbox.

Node ≥ 22.6 runs TypeScript by stripping types (`--experimental-strip-types`), so the model
writes `.ts` with erasable syntax only. An older node cannot run TypeScript at all and no `tsc`
is assumed, so the model is asked for JavaScript ES modules (`.mjs`) instead and the result
says so. JavaScript files are syntax-checked with `node --check` before the tests run.
"""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Mapping
from typing import ClassVar

from agentschool.code.runner import (
    SYNTAX_EXIT,
    Runner,
    TestRun,
    Toolchain,
    outcome_of,
    raise_limits,
)
from agentschool.sandbox import Sandbox, SandboxLimits

__all__ = ["STRIP_TYPES_SINCE", "NodeRunner"]

STRIP_TYPES_SINCE = (22, 6)
"""The first node (major, minor) that runs TypeScript by stripping types."""
_GIB = 1024**3
_VERSION = re.compile(r"v(\d+)\.(\d+)\.(\d+)")
_TS_CONVENTIONS = """\
Language: TypeScript, run by node {version} with type stripping: use only erasable syntax
(annotations, interfaces, `type` aliases; no enums, namespaces or parameter properties).
Layout: code in `.ts` ES modules (e.g. `solution.ts`, with `export`), tests in `*.test.ts`
files that import it with the extension (`import {{ f }} from './solution.ts'`).
Tests: `import {{ test }} from 'node:test'; import assert from 'node:assert/strict';`
The tests are run with: node --experimental-strip-types --test <test files>"""
_JS_CONVENTIONS = """\
Language: JavaScript ES modules for node {version}. Node here cannot run TypeScript (type
stripping needs node 22.6+), so write plain JavaScript (JSDoc type comments are welcome).
Layout: code in `.mjs` modules (e.g. `solution.mjs`, with `export`), tests in `*.test.mjs`
files that import it (`import {{ f }} from './solution.mjs'`).
Tests: `import {{ test }} from 'node:test'; import assert from 'node:assert/strict';`
The tests are run with: node --test <test files>"""


class NodeRunner(Runner):
    """`node --test` in the sandbox; `.ts` with type stripping, else `.mjs`."""

    language = "typescript"
    _version: ClassVar[tuple[int, int, int] | None] = None
    _problem: ClassVar[str | None] = None

    def limits(self, base: SandboxLimits) -> SandboxLimits:
        """V8 reserves over 1 GiB of address space up front; allow 2 GiB and 128 processes."""
        return raise_limits(base, memory_bytes=2 * _GIB, max_processes=128)

    @property
    def strips_types(self) -> bool:
        """Whether the node found runs TypeScript."""
        return self._version is not None and self._version[:2] >= STRIP_TYPES_SINCE

    async def _probe(self, sandbox: Sandbox) -> None:
        node = shutil.which("node")
        if node is None or not node.startswith("/usr/"):
            NodeRunner._problem = (
                "toolchain not installed: node is not under /usr, where the sandbox can see it "
                "(apt-get install nodejs)"
            )
            return
        result = await sandbox.run_command(["node", "--version"])
        match = _VERSION.search(result.stdout)
        if result.exit_code != 0 or match is None:
            detail = (result.stderr or result.stdout).strip().splitlines()[:1]
            NodeRunner._problem = (
                f"toolchain not installed: node does not run in the sandbox {detail}"
            )
            return
        major, minor, patch = (int(g) for g in match.groups())
        NodeRunner._version = (major, minor, patch)

    async def toolchain(self, sandbox: Sandbox) -> Toolchain:
        """Node's version decides between TypeScript and JavaScript."""
        if NodeRunner._version is None and NodeRunner._problem is None:
            await self._probe(sandbox)
        if NodeRunner._problem is not None or self._version is None:
            return Toolchain(NodeRunner._problem or "toolchain not installed: node")
        version = "v" + ".".join(map(str, self._version))
        if self.strips_types:
            command = "node --experimental-strip-types --test"
            return Toolchain(None, _TS_CONVENTIONS.format(version=version), test_command=command)
        note = (
            f"node {version} cannot strip TypeScript types (needs 22.6+): "
            "writing JavaScript ES modules (.mjs) instead"
        )
        conventions = _JS_CONVENTIONS.format(version=version)
        return Toolchain(None, conventions, note=note, test_command="node --test")

    def _script(self, sources: list[str], tests: list[str]) -> str:
        flags = "--experimental-strip-types " if self.strips_types else ""
        quoted = " ".join(shlex.quote(path) for path in sources)
        check = (
            ""
            if self.strips_types or not sources
            else (f'for f in {quoted}; do node --check "$f" || exit {SYNTAX_EXIT}; done\n')
        )
        run = " ".join(shlex.quote(path) for path in tests)
        return f"{check}exec node {flags}--test --test-reporter=spec {run}\n"

    async def run_tests(self, files: Mapping[str, str], sandbox: Sandbox) -> TestRun:
        """Check the JavaScript syntax, then `node --test` the `*.test.*` files."""
        ext = ".ts" if self.strips_types else ".mjs"
        sources = sorted(p for p in files if p.endswith((".ts", ".mjs", ".js", ".cjs")))
        tests = [p for p in sources if p.endswith(f".test{ext}")]
        if not tests:
            return TestRun(outcome="no_tests", output=f"no test files: name them *.test{ext}")
        argv = ["/bin/sh", "-c", self._script(sources, tests)]
        return outcome_of(await sandbox.run_command(argv, files=dict(files)))
