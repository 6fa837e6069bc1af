"""File tools confined to the workspace root: `read_file`, `write_file`, `list_dir`.

A path is taken relative to the root (an absolute path must lie inside it). Paths with `..` are
refused outright; every other path is resolved (following symlinks) and must stay inside the root,
so a symlink pointing out is refused for reading, listing and writing. The final write opens the
checked path with `O_NOFOLLOW`, so a symlink swapped in after the check is not followed either.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.settings import Settings
from agentschool.tools.base import RiskLevel, Tool, ToolContext

__all__ = ["MAX_LIST_ENTRIES", "MAX_READ_BYTES", "MAX_WRITE_BYTES", "Workspace", "build_file_tools"]

MAX_READ_BYTES = 1_000_000
"""Bytes `read_file` returns at most; a longer file is cut and marked."""
MAX_WRITE_BYTES = 10_000_000
"""Largest content `write_file` accepts, in UTF-8 bytes."""
MAX_LIST_ENTRIES = 1000
"""Entries `list_dir` returns at most."""


class Workspace:
    """A directory the file tools cannot leave."""

    def __init__(self, root: Path) -> None:
        """Confine to `root` (resolved once, so a symlinked root itself is fine)."""
        self.root = root.expanduser().resolve()

    def resolve(self, path: str) -> Path:
        """The real path of `path` inside the root.

        Raises:
            ModelRetry: The path is empty or malformed.
            ToolError: The path uses `..` or leads (directly or through a symlink) outside.
        """
        if not path.strip() or "\x00" in path:
            raise ModelRetry("path is empty or contains a NUL character")
        raw = Path(path.strip())
        if ".." in raw.parts:
            raise ToolError(f"path {path!r} uses '..'; paths must stay inside the workspace")
        resolved = (raw if raw.is_absolute() else self.root / raw).resolve()
        if not resolved.is_relative_to(self.root):
            raise ToolError(f"path {path!r} leads outside the workspace ({self.root})")
        return resolved

    def relative(self, path: Path) -> str:
        """`path` as shown to the model: relative to the root, `.` for the root."""
        return str(path.relative_to(self.root)) or "."

    def read(self, path: str) -> str:
        """The text of a file (UTF-8, undecodable bytes replaced), cut at `MAX_READ_BYTES`."""
        target = self.resolve(path)
        try:
            with target.open("rb") as handle:
                data = handle.read(MAX_READ_BYTES + 1)
        except FileNotFoundError:
            raise ToolError(f"no such file: {path}") from None
        except IsADirectoryError:
            raise ToolError(f"{path} is a directory; use list_dir") from None
        except OSError as exc:
            raise ToolError(f"cannot read {path}: {exc.strerror}") from None
        text = data[:MAX_READ_BYTES].decode("utf-8", errors="replace")
        if len(data) > MAX_READ_BYTES:
            size = target.stat().st_size
            text += f"\n[... truncated: showing {MAX_READ_BYTES} of {size} bytes]"
        return text

    def write(self, path: str, content: str) -> dict[str, Any]:
        """Create or replace a file (parents created); refuses to write through a symlink."""
        data = content.encode("utf-8")
        if len(data) > MAX_WRITE_BYTES:
            raise ToolError(f"content is {len(data)} bytes; at most {MAX_WRITE_BYTES} allowed")
        target = self.resolve(path)
        if target == self.root:
            raise ToolError("path names the workspace root itself; give a file name")
        existed = target.exists()
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(target, flags, 0o644)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
        except IsADirectoryError:
            raise ToolError(f"{path} is a directory") from None
        except OSError as exc:
            raise ToolError(f"cannot write {path}: {exc.strerror}") from None
        return {"path": self.relative(target), "bytes": len(data), "created": not existed}

    def entries(self, path: str = ".") -> list[dict[str, Any]]:
        """Entries of a directory, sorted by name: `{name, type, size}`."""
        target = self.resolve(path)
        try:
            names = sorted(os.listdir(target))
        except FileNotFoundError:
            raise ToolError(f"no such directory: {path}") from None
        except NotADirectoryError:
            raise ToolError(f"{path} is a file; use read_file") from None
        except OSError as exc:
            raise ToolError(f"cannot list {path}: {exc.strerror}") from None
        entries: list[dict[str, Any]] = []
        for name in names[:MAX_LIST_ENTRIES]:
            try:
                info = (target / name).lstat()
            except OSError:
                continue  # vanished meanwhile
            entries.append({"name": name, "type": _kind(info.st_mode), "size": info.st_size})
        return entries


def _kind(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return "symlink"
    if stat.S_ISDIR(mode):
        return "dir"
    return "file" if stat.S_ISREG(mode) else "other"


def build_file_tools(settings: Settings | None = None) -> list[Tool]:
    """`read_file`, `write_file` and `list_dir` over `settings.workspace_dir`.

    Args:
        settings: Where the workspace is; `Settings()` is read on each call when omitted.
    """

    def workspace() -> Workspace:
        return Workspace((settings or Settings()).workspace_dir)

    def read_file(path: str) -> str:
        """Read a text file from the workspace.

        Args:
            path: File path relative to the workspace root.
        """
        return workspace().read(path)

    def write_file(path: str, content: str, ctx: ToolContext) -> dict[str, Any]:
        """Create or overwrite a text file in the workspace (parent folders are created).

        Args:
            path: File path relative to the workspace root.
            content: The complete new text of the file.
            ctx: The call context (injected; not an argument the model gives).
        """
        # Writing the same content again is harmless, so a retried step needs no dedupe.
        del ctx
        return workspace().write(path, content)

    def list_dir(path: str = ".") -> list[dict[str, Any]]:
        """List a workspace folder: each entry's name, type (file, dir, symlink) and size.

        Args:
            path: Folder path relative to the workspace root; "." is the root.
        """
        return workspace().entries(path)

    return [
        Tool.from_function(read_file, risk=RiskLevel.READ),
        Tool.from_function(write_file, risk=RiskLevel.WRITE),
        Tool.from_function(list_dir, risk=RiskLevel.READ),
    ]
