"""Python: syntax checked on the host with `ast`, tests run with pytest in the sandbox.

The sandbox runs the system `/usr/bin/python3`, which usually has no pytest. Rather than a
home-made harness (models write pytest-style tests: `pytest.raises`, `parametrize`, fixtures,
plain `assert` with rewritten messages), the runner copies the pure-Python sources of the pytest
the host has (`pytest`, `_pytest`, `pluggy`, `iniconfig`, `packaging`, `py`; about 2 MB, 130
files) into the run's workspace under `.agentschool_pytest/` and puts that on `PYTHONPATH`.
Nothing of the host is mounted; when the system Python has pytest itself, that one is used.
When the sandbox's Python has the same bytecode format as this one, precompiled unchecked
hash-based `.pyc` files go along (a test run: ~1.2 s instead of ~1.9 s; bench/code_runners.py).
Without either, the toolchain is "not installed" (install pytest, or `apt-get install
python3-pytest`).
"""

from __future__ import annotations

import functools
import importlib.util
import marshal
import sys
import traceback
from collections.abc import Mapping
from pathlib import Path, PurePosixPath
from typing import ClassVar

from agentschool import pyast
from agentschool.code.runner import Runner, TestRun, Toolchain, outcome_of
from agentschool.sandbox import Sandbox

__all__ = ["PYTEST_MODULES", "PythonRunner", "pytest_bundle"]

PYTEST_MODULES = ("pytest", "_pytest", "pluggy", "iniconfig", "packaging", "py")
"""Top-level modules copied into the sandbox when its Python lacks pytest (`py` is optional)."""
_VENDOR = ".agentschool_pytest"
_NO_TESTS_COLLECTED = 5  # pytest's exit status
_PROBE = """\
import importlib.util, sys
try:
    import pytest
    found = "yes"
except ImportError:
    found = "no"
print(sys.implementation.cache_tag, importlib.util.MAGIC_NUMBER.hex(), found)
"""
_CONVENTIONS = """\
Language: Python 3.11 (standard library only; no network, no third-party packages besides pytest).
Layout: put the code in one or more modules (e.g. `solution.py`) and the tests in `test_*.py`
files at the top level that import the code (`from solution import ...`).
Tests: pytest style: plain `assert`, `pytest.raises`, `pytest.mark.parametrize`.
The tests are run with: python3 -m pytest -q <test files>"""


def _bytecode(source: bytes, path: str) -> bytes:
    """An unchecked hash-based `.pyc` of `source` (valid whatever the file's mtime)."""
    code = compile(source, path, "exec", dont_inherit=True)
    flags = (0b01).to_bytes(4, "little")  # hash-based, not checked against the source
    return (
        importlib.util.MAGIC_NUMBER
        + flags
        + importlib.util.source_hash(source)
        + marshal.dumps(code)
    )


@functools.cache
def pytest_bundle(with_bytecode: bool = False) -> dict[str, bytes] | None:
    """The host pytest's pure-Python sources as workspace files, or None when pytest is missing.

    Args:
        with_bytecode: Add precompiled `__pycache__` files (only valid for a sandbox Python with
            this interpreter's `cache_tag` and magic number); it saves compiling ~2 MB per run.
    """
    sources: dict[str, bytes] = {}
    for name in PYTEST_MODULES:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            if name == "py":
                continue
            return None
        origin = Path(spec.origin)
        if spec.submodule_search_locations:
            for path in sorted(origin.parent.rglob("*.py")):
                if "__pycache__" not in path.parts:
                    rel = path.relative_to(origin.parent.parent).as_posix()
                    sources[f"{_VENDOR}/{rel}"] = path.read_bytes()
        elif origin.suffix == ".py":
            sources[f"{_VENDOR}/{origin.name}"] = origin.read_bytes()
    files = dict(sources)
    if with_bytecode:
        tag = sys.implementation.cache_tag
        for rel, source in sources.items():
            pure = PurePosixPath(rel)
            cached = pure.parent / "__pycache__" / f"{pure.stem}.{tag}.pyc"
            files[str(cached)] = _bytecode(source, f"/workspace/{rel}")
    return files


def _test_files_pattern(path: str) -> bool:
    name = PurePosixPath(path).name
    return name.endswith(".py") and (name.startswith("test_") or name.endswith("_test.py"))


class PythonRunner(Runner):
    """pytest in the sandbox (the system Python's own, else the host's copied in)."""

    language = "python"
    reserved = (_VENDOR, "pytest.py", "pytest", "_pytest", "pluggy")  # would shadow pytest
    _sandbox_has_pytest: ClassVar[bool | None] = None
    _same_bytecode: ClassVar[bool] = False

    async def toolchain(self, sandbox: Sandbox) -> Toolchain:
        """Use the sandbox Python's pytest, else the host's; a problem when there is neither."""
        if PythonRunner._sandbox_has_pytest is None:
            probe = await sandbox.run_command(["python3", "-c", _PROBE])
            tag, magic, has_pytest = ([*probe.stdout.split(), "", "", ""])[:3]
            PythonRunner._sandbox_has_pytest = has_pytest == "yes"
            PythonRunner._same_bytecode = (tag, magic) == (
                sys.implementation.cache_tag,
                importlib.util.MAGIC_NUMBER.hex(),
            )
        command = "python3 -m pytest -q"
        if PythonRunner._sandbox_has_pytest:
            return Toolchain(None, _CONVENTIONS, test_command=command)
        if pytest_bundle() is None:
            return Toolchain(
                "toolchain not installed: pytest is neither in the sandbox's /usr/bin/python3 "
                "nor importable here (pip install pytest, or apt-get install python3-pytest)"
            )
        note = "pytest copied into the sandbox from this environment (the system Python lacks it)"
        return Toolchain(None, _CONVENTIONS, note=note, test_command=command)

    def check_syntax(self, files: Mapping[str, str]) -> str | None:
        """Every `.py` file parsed with `ast`; the first `SyntaxError`, formatted, or None."""
        for path, source in sorted(files.items()):
            if not path.endswith(".py"):
                continue
            try:
                pyast.parse(source, filename=path)
            except (SyntaxError, ValueError) as exc:
                return "".join(traceback.format_exception_only(exc)).strip()
        return None

    async def run_tests(self, files: Mapping[str, str], sandbox: Sandbox) -> TestRun:
        """`python3 -m pytest -q` on the `test_*.py` / `*_test.py` files."""
        tests = sorted(path for path in files if _test_files_pattern(path))
        if not tests:
            return TestRun(
                outcome="no_tests",
                output="no test files: name them test_*.py (or *_test.py)",
            )
        argv = [
            "python3",
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--tb=short",
            "--color=no",
        ]
        argv += tests
        workspace: dict[str, str | bytes] = dict(files)
        if not PythonRunner._sandbox_has_pytest:
            workspace.update(pytest_bundle(PythonRunner._same_bytecode) or {})
            argv = ["env", f"PYTHONPATH=/workspace/{_VENDOR}", *argv]
        result = await sandbox.run_command(argv, files=workspace)
        return outcome_of(result, no_tests_exit=_NO_TESTS_COLLECTED)
