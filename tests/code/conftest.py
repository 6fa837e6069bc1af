"""Code-vertical fixtures: the sandbox suite's `require_sandbox` (skips locally, fails under CI)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.sandbox.conftest import require_sandbox

__all__ = ["require_sandbox"]
