"""Calculations asked in one clause, each read whole: "2 + 2, 3 * 3", "what's 2+2 and 3*3"."""

from __future__ import annotations

import re

from agentschool.agent.arithmetic import to_expression

__all__ = ["calc_label", "calculations"]

_CALC_PREFIX = re.compile(
    r"^(?:please\s+)?(?:what(?:'s|\s+is)|whats|calculate|compute|evaluate|how\s+much\s+is|"
    r"work\s+out|solve|tell\s+me)\s+(?:the\s+(?:value|result)\s+of\s+)?(?P<expr>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A calculation asked with its opener ("what's 6 * 7?"): the label is the calculation alone."""


def calc_label(part: str) -> str:
    """How a calculation is labelled in the answer: without "what's" and its question mark."""
    prefixed = _CALC_PREFIX.fullmatch(part)
    return prefixed["expr"].strip() if prefixed else part


def calculations(clause: str) -> list[tuple[str, str]] | None:
    """Each calculation of `clause` with its label, when it asks two or more; else None."""
    parts = [p for p in re.split(r"\s*(?:;|,(?!\d{3}(?!\d)))\s*(?![^(]*\))", clause) if p]
    expressions = [to_expression(p) for p in parts]
    if len(parts) < 2 or None in expressions:
        parts = [p for p in re.split(r"\s+and\s+(?![^(]*\))", clause) if p]
        expressions = [to_expression(p) for p in parts]
        if len(parts) < 2 or not all(e and re.search(r"\d\s*[-+*/^%]", e) for e in expressions):
            return None  # "add 17, 23 and 41" is one sum: only whole operations stand apart
    if any(re.match(r"\s*[-+*/%]", e or "") for e in expressions[1:]):
        return None  # "25% of 80, plus 10% of 50": one calculation carried on, not two
    if any(re.fullmatch(r"\s*-?[\d.]+\s*", e or "") for e in expressions):
        return None  # "what's 2,5 times 4": a decimal comma, not a bare "2" asked apart
    return [(calc_label(p), e) for p, e in zip(parts, expressions, strict=True) if e is not None]
