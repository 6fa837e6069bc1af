"""Run the shell examples of README.md and docs/*.md as written, one session per code block.

A block runs line by line in a fresh data dir (`AGENTSCHOOL_HOME`) and working directory, with
the project's `agentschool` on PATH: `export` lines set the session's environment, a line ending
in `&` starts a background server (its documented `--port` is swapped for a free one, everywhere
in the block, and the line waits until the port answers), and every other line runs to the end
under bash. Servers shown in the foreground (`serve`, `worker`, `mcp`) are started, probed
(HTTP, an MCP handshake on stdio, or staying up) and stopped. A line or block commented
`# needs: …` names what this machine lacks (a key, a Docker engine, your own server): only those
are skipped. `# <file name>` at the top of a yaml/toml/json block makes it a file of the session's
working directory (e.g. the `policy.yaml` a command reads).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import shlex
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
SHELLS = ("sh", "bash", "shell", "console")
FENCE = re.compile(r"^```([\w-]*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
NEEDS = re.compile(r"#\s*needs:\s*(.+)$")


@dataclass(frozen=True)
class Command:
    """One documented command line."""

    doc: str
    """The document, relative to the repository (`README.md`, `docs/usage.md`)."""
    block: int
    """Index of its shell block in the document."""
    index: int
    """Index of the line in its block."""
    line: str
    """The command as written (continuations joined, trailing comment removed)."""
    comment: str
    """Its trailing comment (what the text says about it)."""
    needs: str
    """What the machine lacks for it (from a `# needs:` comment), or ""."""

    @property
    def background(self) -> bool:
        """Whether the line starts a background job (`… &`)."""
        return self.line.endswith("&") and not self.line.endswith("&&")

    @property
    def id(self) -> str:
        """A test id."""
        return f"{self.doc}#{self.block}: {self.line}"


@dataclass(frozen=True)
class Expect:
    """What the text around a command says it does."""

    says: tuple[str, ...] = ()
    """Strings its output (stdout and stderr) contains."""
    check: Callable[[str], Any] | None = None
    """A check of its stdout (e.g. parsing the JSON it prints); raises or returns False."""
    serves: str | None = None
    """A server: `http:<path>` (answers on its port), `mcp-stdio` (MCP handshake) or `alive`."""
    then: tuple[str, ...] = ()
    """A follow-up command the text promises, and `says` applies to its output instead."""
    seconds: float = 240
    """Most seconds it may take (generous: CI machines may be shared)."""
    slow: bool = False
    """It runs the embedded model for long (deselect with `-m "not slow"`)."""
    instead: str | None = None
    """What to run in its place when it cannot run here as is (and why, in `skip`)."""
    skip: str = ""
    """Why this command is not run (anything but a missing key or server is a bug)."""
    after: tuple[str, ...] = ()
    """Earlier lines of the block whose effect it needs (exports and servers always run first)."""
    files: dict[str, str] = field(default_factory=dict[str, str])
    """Files the text points to elsewhere (another doc), written to the directory if missing."""


@dataclass
class Outcome:
    """What a command did."""

    code: int | None
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        """stdout and stderr together."""
        return self.stdout + self.stderr


def _split_comment(line: str) -> tuple[str, str]:
    """`(code, comment)` of a shell line; a `#` inside quotes or a word is not a comment."""
    quote = ""
    for i, char in enumerate(line):
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip(), line[i + 1 :].strip()
    return line.rstrip(), ""


def shell_commands(doc: str) -> list[Command]:
    """Every command of the document's shell blocks, in order."""
    text = (ROOT / doc).read_text()
    commands: list[Command] = []
    shells = [body for lang, body in FENCE.findall(text) if lang in SHELLS]
    for block, body in enumerate(shells):
        block_needs = ""
        index = 0
        for raw in body.replace("\\\n", " ").splitlines():
            code, comment = _split_comment(raw.strip())
            needs = NEEDS.match("#" + comment) if comment else None
            if not code:
                if needs and index == 0:
                    block_needs = needs.group(1).strip()
                continue
            what = needs.group(1).strip() if needs else block_needs
            commands.append(Command(doc, block, index, " ".join(code.split()), comment, what))
            index += 1
    return commands


def file_blocks(doc: str) -> dict[str, str]:
    """Files a document shows in full: a yaml/toml/python block whose first line is `# <path>`."""
    files = {}
    for lang, body in FENCE.findall((ROOT / doc).read_text()):
        first, _, rest = body.partition("\n")
        named = re.match(r"#\s*([\w./-]+\.(?:ya?ml|toml|py))\b", first.strip())
        if lang in ("yaml", "toml", "python") and named:
            files[named.group(1)] = rest
    return files


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _wait_for_port(port: int, process: subprocess.Popen[str], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server exited ({process.returncode}) before listening")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.5):
            return
        time.sleep(0.1)
    raise AssertionError(f"nothing listened on port {port} within {seconds:.0f}s")


@dataclass
class Session:
    """The state one shell block's lines share: environment, directory, ports, servers."""

    root: Path
    files: dict[str, str] = field(default_factory=dict[str, str])
    env: dict[str, str] = field(init=False)
    cwd: Path = field(init=False)
    ports: dict[str, str] = field(default_factory=dict[str, str])
    servers: list[subprocess.Popen[str]] = field(default_factory=list[subprocess.Popen[str]])
    done: dict[int, Outcome] = field(default_factory=dict[int, Outcome])

    def __post_init__(self) -> None:
        self.cwd = self.root / "work"
        self.cwd.mkdir(parents=True, exist_ok=True)
        for name, text in self.files.items():
            (self.cwd / name).parent.mkdir(parents=True, exist_ok=True)
            (self.cwd / name).write_text(text)
        keep = {k: v for k, v in os.environ.items() if not k.startswith("AGENTSCHOOL_")}
        for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GROQ_API_KEY", "MISTRAL_API_KEY"):
            keep.pop(key, None)
        bin_dir = str(Path(sys.executable).parent)
        self.env = {
            **keep,
            "PATH": f"{bin_dir}:{keep.get('PATH', '/usr/bin:/bin')}",
            # the project's sources, then the directory: a package shown there is "installed"
            "PYTHONPATH": f"{ROOT / 'src'}:{self.cwd}",
            "AGENTSCHOOL_HOME": str(self.root / "home"),
            "AGENTSCHOOL_CONFIG": "/nonexistent/agentschool.toml",
            "COLUMNS": "200",
            "NO_COLOR": "1",
        }

    def _ported(self, line: str) -> str:
        """The line with each documented port replaced by this session's free one."""
        for documented, port in self.ports.items():
            line = re.sub(rf"(?<=[:\s]){documented}\b", port, line)
        return line

    def prepare(self, command: Command) -> str:
        """The line as it runs here: ports swapped (a new `--port N` gets a free port)."""
        found = re.search(r"--port (\d+)", command.line)
        if found and found.group(1) not in self.ports:
            self.ports[found.group(1)] = str(free_port())
        return self._ported(command.line)

    def export(self, line: str) -> None:
        """Apply an `export A=B C=D` line."""
        for word in shlex.split(line)[1:]:
            name, _, value = word.partition("=")
            self.env[name] = value

    def run(self, line: str, seconds: float) -> Outcome:
        """Run a line to its end under bash."""
        try:
            done = subprocess.run(
                ["bash", "-c", line],
                cwd=self.cwd,
                env=self.env,
                capture_output=True,
                text=True,
                timeout=seconds,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
            raise AssertionError(
                f"{line!r} took over {seconds:.0f}s; output so far:\n{out}"
            ) from None
        return Outcome(done.returncode, done.stdout, done.stderr)

    def start(self, line: str) -> subprocess.Popen[str]:
        """Start a line in the background (killed at the end of the session)."""
        process = subprocess.Popen(
            ["bash", "-c", f"exec {line}"],
            cwd=self.cwd,
            env=self.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        self.servers.append(process)
        return process

    def background(self, line: str) -> Outcome:
        """Start `line &` and wait until its port answers."""
        line = line.rstrip("&").strip()
        process = self.start(line)
        found = re.search(r"--port (\d+)", line)
        if found:
            _wait_for_port(int(found.group(1)), process, 60)
        return Outcome(None, "", "")

    def serve(self, line: str, probe: str, seconds: float) -> Outcome:
        """Start a foreground server, probe it, stop it; the outcome holds the probe's answer."""
        port = re.search(r"--port (\d+)", line)
        if probe.startswith("http:") and port is None:
            port_text = str(free_port())
            line += f" --port {port_text}"
        else:
            port_text = port.group(1) if port else ""
        process = self.start(line)
        try:
            answer = self._probe(process, probe, port_text, seconds)
        finally:
            _stop(process)
        out, err = process.communicate(timeout=10)
        return Outcome(0, f"{answer}\n{out}", err)

    def _probe(self, process: subprocess.Popen[str], probe: str, port: str, seconds: float) -> str:
        if probe == "alive":  # it says it started, and is still up a moment later
            assert process.stdout is not None
            ready, _, _ = select.select([process.stdout], [], [], seconds)
            first = process.stdout.readline() if ready else ""
            time.sleep(1)
            assert process.poll() is None, f"exited with {process.returncode}: {first}"
            return first
        if probe == "mcp-stdio":
            return _mcp_handshake(process, seconds)
        _wait_for_port(int(port), process, seconds)
        path = probe.removeprefix("http:")
        response = httpx.get(f"http://127.0.0.1:{port}{path}", timeout=10)
        return f"{response.status_code} {response.text[:2000]}"

    def close(self) -> None:
        """Stop every background server."""
        for process in self.servers:
            _stop(process)
            for stream in (process.stdin, process.stdout, process.stderr):
                if stream is not None:
                    stream.close()


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, 15)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait(timeout=10)


def _mcp_handshake(process: subprocess.Popen[str], seconds: float) -> str:
    """Send `initialize` and `tools/list` on stdin; the tool names the server lists."""
    assert process.stdin is not None and process.stdout is not None
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "docs-test", "version": "1"},
            },
        },
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    for message in messages:
        process.stdin.write(json.dumps(message) + "\n")
    process.stdin.flush()
    deadline = time.monotonic() + seconds
    replies = {}
    while 2 not in replies and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        reply = json.loads(line)
        replies[reply.get("id")] = reply
    assert 2 in replies, f"no tools/list reply; got {replies}"
    names = [tool["name"] for tool in replies[2]["result"]["tools"]]
    return f"{replies[1]['result']['serverInfo']['name']}: {' '.join(names)}"


def run_command(session: Session, command: Command, expect: Expect) -> Outcome:
    """Run one documented command in its session and check it against `expect`."""
    line = session.prepare(command)
    for name, text in expect.files.items():
        if not (session.cwd / name).exists():
            (session.cwd / name).write_text(text)
    if line.startswith("export "):
        session.export(line)
        return Outcome(0, "", "")
    if command.background:
        return session.background(line)
    if expect.serves:
        outcome = session.serve(line, expect.serves, expect.seconds)
    else:
        outcome = session.run(expect.instead or line, expect.seconds)
        for follow_up in expect.then:
            assert outcome.code == 0, f"{line!r} exited {outcome.code}:\n{outcome.output}"
            outcome = session.run(session._ported(follow_up), expect.seconds)
    assert outcome.code == 0, f"{line!r} exited {outcome.code}:\n{outcome.output}"
    for text in expect.says:
        assert text in outcome.output, f"{line!r} does not say {text!r}:\n{outcome.output}"
    if expect.check is not None:
        assert expect.check(outcome.stdout) is not False, (
            f"{line!r}: check failed\n{outcome.stdout}"
        )
    return outcome


@contextlib.contextmanager
def sessions(root: Path) -> Iterator[dict[tuple[str, int], Session]]:
    """One session per (document, block), all stopped at the end."""
    opened: dict[tuple[str, int], Session] = {}
    try:
        yield opened
    finally:
        for session in opened.values():
            session.close()


def run_in_order(
    opened: dict[tuple[str, int], Session],
    root: Path,
    command: Command,
    commands: list[Command],
    expectations: dict[str, Expect],
) -> Outcome:
    """Run `command` in its block's session, after the block's earlier lines not yet run."""
    key = (command.doc, command.block)
    if key not in opened:
        files = {k: v for doc in {command.doc} for k, v in file_blocks(doc).items()}
        opened[key] = Session(root / f"{Path(command.doc).stem}-{command.block}", files)
    session = opened[key]
    block = [c for c in commands if (c.doc, c.block) == key]
    needed: set[str] = set()
    pending = list(expectations[command.line].after)
    while pending:  # the lines it needs, and the lines those need
        line = pending.pop()
        if line not in needed:
            needed.add(line)
            pending += expectations[line].after
    for previous in block[: command.index]:
        setup = previous.background or previous.line.startswith("export ")
        if previous.index in session.done or previous.needs:
            continue
        if setup or previous.line in needed:
            expected = expectations[previous.line]
            session.done[previous.index] = run_command(session, previous, expected)
    outcome = run_command(session, command, expectations[command.line])
    session.done[command.index] = outcome
    return outcome
