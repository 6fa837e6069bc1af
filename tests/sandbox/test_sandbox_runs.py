"""The Sandbox API (files, commands, syntax errors, output caps, refusals) and its tools."""

from __future__ import annotations

import asyncio
import os
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from agentschool.exceptions import ModelRetry, ToolArgsError, UserError
from agentschool.sandbox import Sandbox, SandboxLimits, SandboxUnavailable
from agentschool.sandbox.python_tool import build_python_tool, sandbox_toolset
from agentschool.sandbox.shell_tool import build_shell_tool
from agentschool.tools import RiskLevel


async def test_syntax_error_is_reported_without_running(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")  # no bwrap needed: nothing runs
    result = await Sandbox().run_python("def broken(:\n    pass\n")
    assert result.exit_code == 1
    assert result.stderr.endswith("SyntaxError: invalid syntax\n")
    assert 'File "main.py", line 1' in result.stderr
    assert result.killed_reason is None


async def test_missing_bubblewrap_refuses_instead_of_running(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(SandboxUnavailable, match="apt-get install bubblewrap"):
        await Sandbox().run_python("print(1)")
    assert issubclass(SandboxUnavailable, UserError)


@pytest.fixture
def fake_bwrap_dir() -> Iterator[str]:
    """A PATH directory whose `bwrap` fails like a bwrap without user namespaces."""
    # world-readable: as root, the sandbox starts bwrap under an unprivileged uid
    with tempfile.TemporaryDirectory() as bin_dir:
        os.chmod(bin_dir, 0o755)
        fake = Path(bin_dir, "bwrap")
        fake.write_text(
            "#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n"
        )
        fake.chmod(0o755)
        yield bin_dir


async def test_unusable_bubblewrap_refuses(
    fake_bwrap_dir: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", fake_bwrap_dir)
    with pytest.raises(SandboxUnavailable, match="uid map: Permission denied"):
        await Sandbox().run_command(["true"])


_THREAD_IN_FORKED_CHILD = threading.Event()


def _start_a_thread_in_the_child() -> None:
    if _THREAD_IN_FORKED_CHILD.is_set():  # as OpenTelemetry's batch span processor does
        threading.Thread(target=threading.Event().wait, daemon=True).start()


os.register_at_fork(after_in_child=_start_a_thread_in_the_child)


@pytest.fixture
def thread_in_forked_child() -> Iterator[None]:
    """Every fork of this process starts a thread in the child, until the test ends."""
    _THREAD_IN_FORKED_CHILD.set()
    try:
        yield
    finally:
        _THREAD_IN_FORKED_CHILD.clear()


@pytest.mark.usefixtures("thread_in_forked_child")
async def test_a_fork_handler_starting_a_thread_does_not_break_the_setup(
    fake_bwrap_dir: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The flake of issue 20: a two-threaded child cannot unshare (EINVAL), so an earlier test's
    tracer made this refusal name the setup instead of bwrap. The setup runs in a fresh process."""
    monkeypatch.setenv("PATH", fake_bwrap_dir)
    with pytest.raises(SandboxUnavailable, match="uid map: Permission denied"):
        await Sandbox().run_command(["true"])


@pytest.mark.sandbox
@pytest.mark.usefixtures("thread_in_forked_child")
async def test_a_process_with_tracing_set_up_still_sandboxes(sandbox: Sandbox) -> None:
    result = await sandbox.run_python("print(6 * 7)")
    assert result.ok and result.stdout == "42\n", result


@pytest.mark.parametrize("name", ["/etc/passwd", "../escape.py", "a/../../b", ""])
async def test_file_paths_must_stay_in_the_workspace(name: str) -> None:
    with pytest.raises(UserError, match="relative path"):
        await Sandbox().run_command(["true"], files={name: "x"})


async def test_main_py_is_reserved() -> None:
    with pytest.raises(UserError, match="reserved"):
        await Sandbox().run_python("print(1)", files={"main.py": "x"})


async def test_empty_argv_is_refused() -> None:
    with pytest.raises(UserError, match="non-empty argv"):
        await Sandbox().run_command([])


@pytest.mark.sandbox
async def test_files_are_visible_and_host_sees_nothing(sandbox: Sandbox) -> None:
    before = set(os.listdir("/tmp"))
    code = (
        "import helper, os\n"
        "print(helper.VALUE, open('data/in.bin', 'rb').read())\n"
        "open('out.txt', 'w').write('result')\n"
        "print(sorted(os.listdir('.')))"
    )
    files = {"helper.py": "VALUE = 41 + 1\n", "data/in.bin": b"\x00\x01"}
    result = await sandbox.run_python(code, files=files)
    assert result.ok, result
    assert result.stdout == "42 b'\\x00\\x01'\n['data', 'helper.py', 'main.py', 'out.txt']\n"
    assert set(os.listdir("/tmp")) - before == set()  # the run's directory is gone
    assert result.duration_ms > 0


@pytest.mark.sandbox
async def test_run_command_uses_the_sandbox_path_and_exit_status(sandbox: Sandbox) -> None:
    result = await sandbox.run_command(
        ["sh", "-c", "cat in.txt | tr a-z A-Z; exit 3"], {"in.txt": "hi"}
    )
    assert (result.exit_code, result.stdout, result.killed_reason) == (3, "HI", None)
    missing = await sandbox.run_command(["no-such-program"])
    assert missing.exit_code == 127
    assert "no-such-program" in missing.stderr


@pytest.mark.sandbox
async def test_output_is_capped(require_sandbox: None) -> None:
    box = Sandbox(SandboxLimits(output_bytes=1000))
    result = await box.run_python("import sys\nsys.stdout.write('x' * 5000)")
    assert result.ok
    assert result.stdout == "x" * 1000 + "\n[output truncated: 4000 bytes dropped]"


@pytest.mark.sandbox
async def test_runs_are_independent_and_concurrent(sandbox: Sandbox) -> None:
    first, second = await asyncio.gather(
        sandbox.run_python("open('/tmp/mark', 'w').write('1'); print('wrote')"),
        sandbox.run_python("import os; print(os.path.exists('/tmp/mark'))"),
    )
    assert first.stdout == "wrote\n"
    assert second.stdout == "False\n"


@pytest.mark.sandbox
def test_sync_wrappers(require_sandbox: None) -> None:
    box = Sandbox()
    assert box.run_python_sync("print(2 ** 10)").stdout == "1024\n"
    assert box.run_command_sync(["echo", "ok"]).stdout == "ok\n"


@pytest.mark.sandbox
async def test_python_tool_returns_output_and_last_expression(sandbox: Sandbox) -> None:
    tool = build_python_tool(sandbox)
    assert tool.risk is RiskLevel.DANGEROUS
    out = await tool.call({"code": "x = 6\nprint('side')\nx * 7"})
    assert out == {"stdout": "side\n", "stderr": "", "exit_code": 0, "result": "42"}
    out = await tool.call({"code": "a = [1]; a + [2]"})
    assert out["result"] == "[1, 2]"
    out = await tool.call({"code": "print('only output')"})
    assert out == {"stdout": "only output\n", "stderr": "", "exit_code": 0}


@pytest.mark.sandbox
async def test_python_tool_reports_errors_and_limits(sandbox: Sandbox) -> None:
    tool = build_python_tool(sandbox)
    syntax = await tool.call({"code": "1 +"})
    assert syntax["exit_code"] == 1
    assert "SyntaxError" in syntax["stderr"]
    failing = await tool.call({"code": "raise ValueError('bad input')"})
    assert failing["exit_code"] == 1
    assert failing["stderr"].endswith("ValueError: bad input\n")
    slow = await tool.call({"code": "import time; time.sleep(30)", "timeout": 0.5})
    assert slow["killed_reason"] == "timeout"
    with pytest.raises(ToolArgsError):
        await tool.call({"code": "1", "timeout": 0})


@pytest.mark.sandbox
async def test_shell_tool_with_allowlist(sandbox: Sandbox) -> None:
    tool = build_shell_tool(allowlist=["echo", "wc", "sh"], sandbox=sandbox)
    out = await tool.call({"command": "echo one two | wc -w"})
    assert out == {"stdout": "2\n", "stderr": "", "exit_code": 0}
    with pytest.raises(ModelRetry, match="'cat' is not allowed"):
        await tool.call({"command": "echo x; cat /etc/passwd"})
    with pytest.raises(ModelRetry, match="substitution"):
        await tool.call({"command": "echo $(cat /etc/passwd)"})


@pytest.mark.sandbox
async def test_sandbox_toolset(sandbox: Sandbox) -> None:
    toolset = sandbox_toolset(sandbox)
    assert toolset.names() == ["python", "shell"]
    out = await toolset.get("shell").call({"command": "id -un; pwd"})
    assert out["stdout"] == "sandbox\n/workspace\n"


def _processes_mentioning(token: str) -> list[str]:
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path("/proc", pid, "cmdline").read_bytes()
        except OSError:
            continue
        if token.encode() in cmdline:
            found.append(pid)
    return found


@pytest.mark.sandbox
async def test_cancelling_a_run_kills_the_sandbox(sandbox: Sandbox) -> None:
    token = f"cancel-{os.getpid()}-{id(sandbox)}"
    task = asyncio.ensure_future(sandbox.run_command(["sh", "-c", f"sleep 30 # {token}"]))
    for _ in range(100):  # until the sandbox is up (bounded: 100 x 50 ms)
        if _processes_mentioning(token):
            break
        await asyncio.sleep(0.05)
    assert _processes_mentioning(token)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert _processes_mentioning(token) == []


@pytest.mark.sandbox
def test_docs_example_runs(require_sandbox: None) -> None:
    text = (Path(__file__).parents[2] / "docs" / "sandbox.md").read_text()
    example = text.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(example, "docs/sandbox.md", "exec"), {})


@pytest.mark.sandbox
async def test_private_temp_dir_of_root_still_works(
    sandbox: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if os.geteuid() != 0:
        pytest.skip("only root drops to another uid that cannot reach a private temp dir")
    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    monkeypatch.setattr(tempfile, "tempdir", str(private))
    result = await sandbox.run_python("print('ran')")
    assert result.stdout == "ran\n", result


@pytest.mark.sandbox
async def test_threads_subprocesses_and_multiprocessing_work(sandbox: Sandbox) -> None:
    # threads need clone3 → ENOSYS → clone fallback; the pool needs /dev/shm semaphores
    code = (
        "import multiprocessing, subprocess, threading\n"
        "t = threading.Thread(target=print, args=('thread',)); t.start(); t.join()\n"
        "print(subprocess.run(['echo', 'child'], capture_output=True, text=True).stdout.strip())\n"
        "def square(x):\n    return x * x\n"
        "if __name__ == '__main__':\n"
        "    with multiprocessing.Pool(2) as pool:\n        print(pool.map(square, range(4)))\n"
    )
    result = await sandbox.run_python(code)
    assert result.stdout == "thread\nchild\n[0, 1, 4, 9]\n", result
