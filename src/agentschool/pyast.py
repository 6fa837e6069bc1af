"""`ast.parse` that several threads may call at once.

On CPython 3.11 (before 3.11.9), turning the parser's tree into `ast` objects keeps its recursion
counters in the interpreter's state, shared by every thread, so two threads parsing at once can
fail with "AST constructor recursion depth mismatch" (CPython gh-106905). Every parse of the
project goes through `parse`, which holds one process-wide lock while the tree is built; parsing
is fast, so the lock costs little even when learning, sandboxing and calculating run in threads.
"""

from __future__ import annotations

import ast
import threading
from typing import Literal, overload

__all__ = ["parse"]

_LOCK = threading.Lock()


@overload
def parse(source: str, filename: str = ..., mode: Literal["exec"] = ...) -> ast.Module: ...
@overload
def parse(source: str, filename: str = ..., *, mode: Literal["eval"]) -> ast.Expression: ...
def parse(
    source: str, filename: str = "<unknown>", mode: Literal["exec", "eval"] = "exec"
) -> ast.Module | ast.Expression:
    """Parse `source` as `ast.parse` would (raising `SyntaxError` alike), safe across threads."""
    with _LOCK:
        tree = ast.parse(source, filename=filename, mode=mode)
    assert isinstance(tree, ast.Module | ast.Expression)
    return tree
