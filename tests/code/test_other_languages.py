"""The code vertical on TypeScript (node's test runner) and Java (javac + harness), sandboxed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from agentschool.code import write_code
from agentschool.code.java import JavaRunner
from agentschool.code.loop import DEFAULT_LIMITS
from agentschool.code.node import NodeRunner
from agentschool.messages import ModelMessage

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.code.scripted_models import feedback_of, scripted_model

pytestmark = [pytest.mark.sandbox, pytest.mark.usefixtures("require_sandbox")]


async def _node_ext() -> str | None:
    runner = NodeRunner()
    toolchain = await runner.toolchain(runner.sandbox(DEFAULT_LIMITS))
    if toolchain.problem is not None:
        return None
    return ".ts" if runner.strips_types else ".mjs"


async def test_javascript_fixed_from_node_test_output() -> None:
    ext = await _node_ext()
    if ext is None:
        result = await write_code("clamp", scripted_model([{}]), language="typescript")
        assert result.status == "unavailable" and "toolchain not installed" in result.notes[-1]
        return
    test_file = (
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\n"
        f"import {{ clamp }} from './clamp{ext}';\n"
        "test('clamps high', () => assert.equal(clamp(15, 0, 10), 10));\n"
        "test('keeps inside', () => assert.equal(clamp(5, 0, 10), 5));\n"
    )
    buggy = {
        f"clamp{ext}": "export function clamp(x, lo, hi) { return Math.max(x, lo); }\n",
        f"clamp.test{ext}": test_file,
    }
    broken = {
        f"clamp{ext}": "export function clamp(x, lo, hi) { return Math.min(Math.max(x, lo), hi) \n"
    }
    body = "{ return Math.min(Math.max(x, lo), hi); }"
    fixed = {f"clamp{ext}": f"export function clamp(x, lo, hi) {body}\n"}
    seen: list[list[ModelMessage]] = []
    model = scripted_model([buggy, broken, fixed], seen)
    result = await write_code("clamp(x, lo, hi)", model, language="typescript", max_iterations=3)
    outcomes = [a.outcome for a in result.attempts]
    if ext == ".mjs":
        assert outcomes == ["failed", "syntax_error", "passed"]
        assert any("cannot strip TypeScript types" in note for note in result.notes)
        assert "SyntaxError" in result.attempts[1].output
    else:
        assert outcomes[0] == "failed" and outcomes[-1] == "passed"
    assert "clamps high" in result.attempts[0].output
    assert "15" in feedback_of(seen[1])[0]
    assert result.status == "passed"


async def test_java_fixed_from_harness_output() -> None:
    runner = JavaRunner()
    toolchain = await runner.toolchain(runner.sandbox(DEFAULT_LIMITS))
    if toolchain.problem is not None:
        result = await write_code("gcd", scripted_model([{}]), language="java")
        assert result.status == "unavailable" and "toolchain not installed" in result.notes[-1]
        return
    tests = (
        "public class GcdTest {\n"
        "    public void testGcd() { Check.equal(6, Gcd.gcd(12, 18)); }\n"
        "    public static void testNegative() {\n"
        "        Check.raises(IllegalArgumentException.class, () -> Gcd.gcd(-1, 2));\n"
        "    }\n"
        "}\n"
    )
    buggy = {
        "Gcd.java": "public class Gcd { public static int gcd(int a, int b) { return a * b; } }\n",
        "GcdTest.java": tests,
    }
    no_compile = {
        "Gcd.java": "public class Gcd { public static int gcd(int a, int b) { return a } }\n"
    }
    fixed = {
        "Gcd.java": (
            "public class Gcd {\n"
            "    public static int gcd(int a, int b) {\n"
            '        if (a < 0 || b < 0) throw new IllegalArgumentException("negative");\n'
            "        return b == 0 ? a : gcd(b, a % b);\n"
            "    }\n"
            "}\n"
        )
    }
    seen: list[list[ModelMessage]] = []
    model = scripted_model([buggy, no_compile, fixed], seen)
    result = await write_code("gcd with tests", model, language="java", max_iterations=3)
    assert [a.outcome for a in result.attempts] == ["failed", "compile_error", "passed"]
    first = result.attempts[0].output
    assert "FAIL GcdTest.testGcd: java.lang.AssertionError: expected 6 but got 216" in first
    assert "FAIL GcdTest.testNegative" in first and "0 passed, 2 failed" in first
    assert "Gcd.java" in result.attempts[1].output and "error" in result.attempts[1].output
    assert "does not compile" in feedback_of(seen[2])[-1]
    assert "2 passed, 0 failed" in result.attempts[2].output
    assert result.status == "passed"
    assert "AgentSchoolTests.java" not in result.files  # the harness is ours, not delivered


async def test_java_harness_names_are_reserved() -> None:
    runner = JavaRunner()
    if (await runner.toolchain(runner.sandbox(DEFAULT_LIMITS))).problem is not None:
        pytest.skip("no JDK works in the sandbox here")
    model = scripted_model([{"Check.java": "public class Check {}"}])
    result = await write_code("x", model, language="java", max_iterations=1)
    assert result.attempts[0].outcome == "invalid_output"
    assert "bad file paths ['Check.java']" in result.attempts[0].output
