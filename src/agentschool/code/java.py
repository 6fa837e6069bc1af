"""Java: `javac`, then a tiny assertion harness that runs `test*` methods, in the sandbox.

No JUnit is assumed. The harness (`AgentSchoolTests`, about 50 lines, compiled with the code)
runs every no-argument method named `test*` of each `*Test` class and reports `PASS`/`FAIL`
lines with the failure and its stack frames in the user's classes; `assert` works (`-ea`), and a
small `Check` class offers `Check.equal`, `Check.isTrue` and `Check.raises`. A compile error is
fed back to the model as such. The JDK must work inside the sandbox: Debian's OpenJDK reads its
`java.security` from `/etc`, which the sandbox does not show, so every JDK under
`/usr/lib/jvm` is probed once (compile and run a probe test) and the first that works is used.
"""

from __future__ import annotations

import glob
import os
import re
import shlex
import shutil
from collections.abc import Mapping
from pathlib import PurePosixPath
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

__all__ = ["CHECK_SOURCE", "HARNESS_SOURCE", "JVM_FLAGS", "JavaRunner"]

JVM_FLAGS = (
    "-Xmx256m",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-XX:CompressedClassSpaceSize=64m",
    "-XX:ReservedCodeCacheSize=64m",
)
"""Keep the JVM's reservations and threads inside the sandbox's limits."""
_GIB = 1024**3
_NO_TESTS_EXIT = 5
_CLASSES = ".classes"
_PACKAGE = re.compile(r"^\s*package\s+([\w.]+)\s*;", re.MULTILINE)

HARNESS_SOURCE = """\
import java.lang.reflect.*;
import java.util.*;

public final class AgentSchoolTests {
    public static void main(String[] classNames) throws Exception {
        int passed = 0, failed = 0;
        for (String name : classNames) {
            Class<?> cls = Class.forName(name);
            Method[] methods = cls.getDeclaredMethods();
            Arrays.sort(methods, Comparator.comparing(Method::getName));
            for (Method method : methods) {
                if (!method.getName().startsWith("test")) continue;
                if (method.getParameterCount() != 0) continue;
                String id = name + "." + method.getName();
                try {
                    method.setAccessible(true);
                    Object target = null;
                    if (!Modifier.isStatic(method.getModifiers())) {
                        Constructor<?> constructor = cls.getDeclaredConstructor();
                        constructor.setAccessible(true);
                        target = constructor.newInstance();
                    }
                    method.invoke(target);
                    passed++;
                    System.out.println("PASS " + id);
                } catch (InvocationTargetException e) {
                    failed++;
                    report(id, e.getCause());
                } catch (ReflectiveOperationException | RuntimeException e) {
                    failed++;
                    report(id, e);
                }
            }
        }
        System.out.println(passed + " passed, " + failed + " failed");
        if (passed + failed == 0) {
            System.out.println("no tests found: write void test*() methods in *Test classes");
            System.exit(5);
        }
        System.exit(failed == 0 ? 0 : 1);
    }

    private static void report(String id, Throwable error) {
        System.out.println("FAIL " + id + ": " + error);
        for (StackTraceElement frame : error.getStackTrace()) {
            String owner = frame.getClassName();
            if (owner.startsWith("java.") || owner.startsWith("jdk.") || owner.startsWith("sun.")
                    || owner.equals("AgentSchoolTests") || owner.startsWith("Check")) continue;
            System.out.println("    at " + frame);
        }
    }
}
"""
"""The test harness compiled with the model's code."""

CHECK_SOURCE = """\
import java.util.Arrays;
import java.util.Objects;

public final class Check {
    public interface Body { void run() throws Throwable; }

    private Check() {}

    public static void equal(Object expected, Object actual) {
        if (!Objects.deepEquals(expected, actual)) {
            throw new AssertionError("expected " + show(expected) + " but got " + show(actual));
        }
    }

    public static void equal(double expected, double actual, double tolerance) {
        if (Math.abs(expected - actual) > tolerance) {
            throw new AssertionError(
                "expected " + expected + " +- " + tolerance + " but got " + actual);
        }
    }

    public static void isTrue(boolean condition, String message) {
        if (!condition) throw new AssertionError(message);
    }

    public static <T extends Throwable> T raises(Class<T> type, Body body) {
        try {
            body.run();
        } catch (Throwable error) {
            if (type.isInstance(error)) return type.cast(error);
            throw new AssertionError("expected " + type.getName() + " but got " + error, error);
        }
        throw new AssertionError("expected " + type.getName() + " to be thrown");
    }

    private static String show(Object value) {
        if (value instanceof Object[] array) return Arrays.deepToString(array);
        if (value instanceof int[] array) return Arrays.toString(array);
        if (value instanceof long[] array) return Arrays.toString(array);
        if (value instanceof double[] array) return Arrays.toString(array);
        if (value instanceof String text) return '"' + text + '"';
        return String.valueOf(value);
    }
}
"""
"""Assertion helpers offered to the model's tests."""

_CONVENTIONS = """\
Language: Java {version} (standard library only; no JUnit, no build tool).
Layout: top-level `.java` files in the default package (no `package` line): the code in e.g.
`Solution.java`, the tests in `*Test.java` classes.
Tests: every `public void test*()` method (static or not) of a `*Test` class is run; a test fails
by throwing. Use `Check.equal(expected, actual)`, `Check.isTrue(condition, "message")`,
`Check.raises(IllegalArgumentException.class, () -> ...)` (the `Check` class is provided; do not
write it), or plain `assert` (enabled).
The tests are run with: javac *.java && java -ea AgentSchoolTests <test classes>"""


def _jdk_candidates() -> list[str]:
    """`bin` directories of the JDKs under /usr: the one on PATH first."""
    found: list[str] = []
    on_path = shutil.which("javac")
    paths = [on_path] if on_path else []
    paths += sorted(glob.glob("/usr/lib/jvm/*/bin/javac"))
    for path in paths:
        real = os.path.realpath(path)
        if real.startswith("/usr/") and os.path.dirname(real) not in found:
            found.append(os.path.dirname(real))
    return found


def _test_class(path: str, source: str) -> str | None:
    pure = PurePosixPath(path)
    if pure.suffix != ".java" or not pure.stem.endswith(("Test", "Tests")):
        return None
    package = _PACKAGE.search(source)
    return f"{package.group(1)}.{pure.stem}" if package else pure.stem


def _script(jdk: str, sources: list[str], test_classes: list[str]) -> str:
    javac_flags = " ".join(f"-J{flag}" for flag in JVM_FLAGS)
    java_flags = " ".join(JVM_FLAGS)
    quoted = " ".join(shlex.quote(path) for path in sources)
    classes = " ".join(shlex.quote(name) for name in test_classes)
    return (
        f"{jdk}/javac {javac_flags} -encoding UTF-8 -d {_CLASSES} {quoted} || exit {SYNTAX_EXIT}\n"
        f"exec {jdk}/java {java_flags} -ea -cp {_CLASSES} AgentSchoolTests {classes}\n"
    )


class JavaRunner(Runner):
    """javac and the `AgentSchoolTests` harness in the sandbox."""

    language = "java"
    reserved = ("AgentSchoolTests.java", "Check.java", _CLASSES)
    _jdk: ClassVar[str | None] = None
    _problem: ClassVar[str | None] = None

    def limits(self, base: SandboxLimits) -> SandboxLimits:
        """The JVM reserves heap, class space and code cache up front: 3 GiB, 128 threads."""
        return raise_limits(base, memory_bytes=3 * _GIB, max_processes=128)

    async def _probe(self, sandbox: Sandbox) -> None:
        candidates = _jdk_candidates()
        if not candidates:
            JavaRunner._problem = "toolchain not installed: no javac under /usr (install a JDK)"
            return
        probe = {"ProbeTest.java": "public class ProbeTest { public void testOk() {} }"}
        failures = []
        for jdk in candidates:
            run = await self._run(jdk, probe, sandbox)
            if run.outcome == "passed":
                JavaRunner._jdk = jdk
                return
            failures.append(f"{jdk}: {run.output.splitlines()[0] if run.output else run.outcome}")
        JavaRunner._problem = (
            "toolchain not installed: no JDK works inside the sandbox (" + "; ".join(failures) + ")"
        )

    async def toolchain(self, sandbox: Sandbox) -> Toolchain:
        """The first JDK that compiles and runs a probe test in the sandbox."""
        if JavaRunner._jdk is None and JavaRunner._problem is None:
            await self._probe(sandbox)
        if JavaRunner._jdk is None:
            return Toolchain(JavaRunner._problem or "toolchain not installed: javac")
        version = os.path.basename(os.path.dirname(JavaRunner._jdk))
        command = f"{JavaRunner._jdk}/javac *.java && java -ea AgentSchoolTests <test classes>"
        return Toolchain(None, _CONVENTIONS.format(version=version), test_command=command)

    async def _run(self, jdk: str, files: Mapping[str, str], sandbox: Sandbox) -> TestRun:
        tests = sorted(
            name for path, src in files.items() if (name := _test_class(path, src)) is not None
        )
        if not tests:
            return TestRun(outcome="no_tests", output="no test classes: name them *Test.java")
        workspace = {**files, "AgentSchoolTests.java": HARNESS_SOURCE, "Check.java": CHECK_SOURCE}
        sources = sorted(p for p in workspace if p.endswith(".java"))
        argv = ["/bin/sh", "-c", _script(jdk, sources, tests)]
        result = await sandbox.run_command(argv, files=workspace)
        return outcome_of(result, no_tests_exit=_NO_TESTS_EXIT, syntax_outcome="compile_error")

    async def run_tests(self, files: Mapping[str, str], sandbox: Sandbox) -> TestRun:
        """Compile every `.java` file with the harness, then run the `*Test` classes."""
        if JavaRunner._jdk is None:
            await self.toolchain(sandbox)
        assert JavaRunner._jdk is not None, "run_tests is only called once a JDK was found"
        return await self._run(JavaRunner._jdk, files, sandbox)
