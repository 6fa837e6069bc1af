"""Reference agent specs: text processing, knowledge base, email analysis, and team specialists."""

from __future__ import annotations

from pathlib import Path

from agentschool.specs.spec import AgentSpec, load_spec

__all__ = ["REFERENCE_DIR", "SPECIALISTS", "reference_names", "reference_spec"]

REFERENCE_DIR = Path(__file__).parent
"""Where the reference specs live."""

SPECIALISTS: tuple[str, ...] = ("general", "code", "research")
"""Reference specs meant as team specialists."""


def reference_names() -> list[str]:
    """Names of every shipped reference spec."""
    return sorted(p.stem for p in REFERENCE_DIR.glob("*.yaml"))


def reference_spec(name: str) -> AgentSpec:
    """A shipped reference spec by name (`text-processor`, `knowledge-base`, `email-analyst`, ...).

    Raises:
        SpecError: It does not validate (a packaging bug).
        FileNotFoundError: There is no such reference spec.
    """
    return load_spec(REFERENCE_DIR / f"{name}.yaml")
