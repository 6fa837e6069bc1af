"""`calculator`: arithmetic by an AST allowlist, never `eval`.

The expression is normalised (`×`, `÷`, `−`, `x` between numbers, `^`, percentages such as
"15% of 240"), parsed with `ast.parse(mode="eval")` and evaluated node by node. Only numbers,
the operators `+ - * / // % **`, unary signs, the functions in `FUNCTIONS` and the constants
`pi` and `e` are accepted; everything else is refused with a `ToolError` before anything runs.
Sizes are bounded before computing: input length, literal size, exponent magnitude and every
intermediate result.
"""

from __future__ import annotations

import ast
import dataclasses
import math
import operator
import re
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Literal, cast

import pydantic

from agentschool.exceptions import ModelRetry, ToolError
from agentschool.tools.base import RiskLevel, Tool

__all__ = [
    "CONSTANTS",
    "FUNCTIONS",
    "MAX_EXPRESSION_LENGTH",
    "calculator",
    "calculator_tool",
    "evaluate",
]

MAX_EXPRESSION_LENGTH = 500
"""Longest expression accepted, in characters (checked before parsing)."""
_MAX_LITERAL_DIGITS = 100
_MAX_RESULT_DIGITS = 400
_MAX_ABS = 10**_MAX_RESULT_DIGITS
_MAX_EXPONENT = 10_000
_MAX_SMALL_INT = 2**53

Number = int | float

CONSTANTS: dict[str, float] = {"pi": math.pi, "e": math.e}
"""Names an expression may use."""


def _round(x: Number, ndigits: Number | None = None) -> Number:
    """Rounds as people do: halves away from zero, on the number as written (2.5 → 3, 2.675 → 2.68).

    Python's `round` rounds halves to even and reads the binary float (2.675 → 2.67).
    """
    if ndigits is not None and (not float(ndigits).is_integer() or abs(ndigits) > 100):
        raise ToolError("round(x, n): n must be a whole number between -100 and 100")
    places = 0 if ndigits is None else int(ndigits)
    if isinstance(x, float) and not math.isfinite(x):
        raise ToolError("round(x): x must be a finite number")
    rounded = _as_written(x).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return int(rounded) if places <= 0 else float(rounded)


def _as_written(x: Number) -> Decimal:
    """`x` to 12 significant digits (below a billion): the number a person computing by hand has.

    Binary floats carry noise past that: 18.40 / 160 is 0.11499999999999999 and 3 * 0.1 * 1000
    / 50 is 6.000000000000001, where the person has 0.115 (which rounds to 0.12) and 6 (whose
    ceiling is 6, not 7).
    """
    if isinstance(x, int) or abs(x) >= 1e9:
        return Decimal(repr(x))  # a large number: its digits are all the person's
    return Decimal(f"{x:.12g}")


def _ceil(x: Number) -> int:
    return math.ceil(_as_written(x)) if isinstance(x, float) and math.isfinite(x) else math.ceil(x)


def _floor(x: Number) -> int:
    return (
        math.floor(_as_written(x)) if isinstance(x, float) and math.isfinite(x) else math.floor(x)
    )


def _factorial(x: Number) -> int:
    if not float(x).is_integer() or not 0 <= x <= 170:
        raise ToolError("factorial(n): n must be a whole number from 0 to 170")
    return math.factorial(int(x))


def _log(x: Number, base: Number | None = None) -> float:
    return math.log(x) if base is None else math.log(x, base)


FUNCTIONS: dict[str, tuple[Callable[..., Number], int, int | None]] = {
    "sqrt": (math.sqrt, 1, 1),
    "log": (_log, 1, 2),
    "exp": (math.exp, 1, 1),
    "sin": (math.sin, 1, 1),
    "cos": (math.cos, 1, 1),
    "tan": (math.tan, 1, 1),
    "abs": (abs, 1, 1),
    "round": (_round, 1, 2),
    "ceil": (_ceil, 1, 1),
    "floor": (_floor, 1, 1),
    "factorial": (_factorial, 1, 1),
    "min": (lambda *xs: min(xs), 1, None),
    "max": (lambda *xs: max(xs), 1, None),
}
"""Functions an expression may call: name → (function, min args, max args or None)."""

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY: dict[type[ast.unaryop], Callable[[Any], Any]] = {
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}

_NUM = r"\d+(?:\.\d+)?|\.\d+"
_HEX = re.compile(r"\b0[xX][0-9a-fA-F]+\b")
_TIMES_X = re.compile(r"(?<=[\d)])\s*[xX]\s*(?=[\d(.])")
_PERCENT_WORD = re.compile(r"\s*\bper\s?cent\b", re.IGNORECASE)
_PERCENT_OF = re.compile(rf"({_NUM})\s*%\s*of\b", re.IGNORECASE)
_PERCENT_POSTFIX = re.compile(rf"({_NUM})\s*%(?=\s*(?:$|[)*/,]|[-+]\s))")
# "100 - 15%" is 85, as on a calculator: a percentage added to or taken from a number is a share
# of that number. Only where that number stands alone (at the start, after `(` or `,`): in
# `2 * 100 - 15%` or `1 - 100 - 15%` what the share is of is ambiguous, and it stays 0.15.
_PERCENT_CHANGE = re.compile(rf"({_NUM})\s*([-+])\s*({_NUM})\s*%(?=\s*(?:$|[),]))")
_GROUPED = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w,])")
_CALLEE = re.compile(r"[A-Za-z_]\w*\s*$")


def _inside_call(text: str, position: int) -> bool:
    """Whether `position` lies within a function call's parentheses (where commas split args)."""
    calls: list[bool] = []
    for index, char in enumerate(text[:position]):
        if char == "(":
            calls.append(_CALLEE.search(text, 0, index) is not None)
        elif char == ")" and calls:
            calls.pop()
    return any(calls)


def _drop_thousands_separators(text: str) -> str:
    """`1,000,000` → `1000000`, except inside a call, where `max(1,000)` is two arguments."""
    return _GROUPED.sub(
        lambda m: m.group() if _inside_call(text, m.start()) else m.group().replace(",", ""), text
    )


def _percent_change(match: re.Match[str]) -> str:
    before = match.string[: match.start()].rstrip()
    if before and before[-1] not in "(,":
        return match.group()
    base, sign, share = match.groups()
    return f"({base} * (100 {sign} {share}) / 100)"


def normalize(expression: str) -> str:
    """Rewrite everyday notation (× ÷ − ^, `x`, `1,000`, percentages) into Python syntax."""
    text = expression.strip().rstrip("?=").strip()
    text = re.sub(r"^(?:what\s+is|what's|calculate|compute)\s+", "", text, flags=re.IGNORECASE)
    text = text.replace("×", "*").replace("÷", "/").replace("−", "-").replace("^", "**")
    text = _HEX.sub(lambda m: str(int(m.group(), 16)), text)
    text = _TIMES_X.sub(" * ", text)
    text = _drop_thousands_separators(text)
    text = _PERCENT_WORD.sub("%", text)
    text = _PERCENT_OF.sub(r"(\1 / 100) *", text)
    text = _PERCENT_CHANGE.sub(_percent_change, text)
    return _PERCENT_POSTFIX.sub(r"(\1 / 100)", text)


def evaluate(expression: str) -> Number:
    """Evaluate an arithmetic expression safely; the result is an int when integral and small.

    Args:
        expression: Arithmetic such as `2 * (3 + 4)`, `sqrt(2) * pi` or `15% of 240`.

    Raises:
        ToolError: The expression is too long, malformed, uses anything outside the allowlist,
            would produce a number too large, or divides by zero.
    """
    if len(expression) > MAX_EXPRESSION_LENGTH:
        raise ToolError(
            f"expression is {len(expression)} characters; at most {MAX_EXPRESSION_LENGTH} allowed"
        )
    text = normalize(expression)
    if not text:
        raise ToolError("expression is empty")
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        reason = getattr(exc, "msg", None) or type(exc).__name__
        raise ToolError(f"cannot parse expression {expression!r}: {reason}") from None
    try:
        value = _eval(tree.body)
    except ZeroDivisionError:
        raise ToolError("division by zero") from None
    except OverflowError:
        raise ToolError("result is too large") from None
    except (ValueError, TypeError) as exc:
        raise ToolError(f"math error: {exc}") from None
    except RecursionError:
        raise ToolError("expression is nested too deeply") from None
    return _as_plain_number(value)


def _as_plain_number(value: Number) -> Number:
    if isinstance(value, float) and math.isfinite(value):
        # 15 significant digits, as a calculator shows them: 0.1 + 0.2 is 0.3
        value = float(f"{value:.15g}")
    if isinstance(value, float) and value.is_integer() and abs(value) < _MAX_SMALL_INT:
        return int(value)
    if isinstance(value, int) and abs(value) >= _MAX_SMALL_INT:
        return float(value)
    return value


def _checked(value: Any) -> Number:
    """Refuse non-real results and magnitudes past the limit (keeps every step cheap)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ToolError(f"result is not a real number: {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ToolError("result is too large or undefined (not finite)")
    if isinstance(value, int) and abs(value) > _MAX_ABS:
        raise ToolError(f"result has more than {_MAX_RESULT_DIGITS} digits")
    return value


def _eval(node: ast.AST) -> Number:
    if isinstance(node, ast.Constant):
        return _constant(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _eval(node.left), _eval(node.right)
        if isinstance(node.op, ast.Pow):
            _check_power(left, right)
        return _checked(_BINARY[type(node.op)](left, right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return _checked(_UNARY[type(node.op)](_eval(node.operand)))
    if isinstance(node, ast.Name):
        if node.id in CONSTANTS:
            return CONSTANTS[node.id]
        raise ToolError(f"unknown name {node.id!r}; allowed constants: pi, e")
    if isinstance(node, ast.Call):
        return _call(node)
    raise ToolError(f"{_describe(node)} is not allowed in a calculator expression")


def _constant(value: object) -> Number:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ToolError(f"only numbers are allowed, not {type(value).__name__} {value!r:.40}")
    if isinstance(value, int) and value.bit_length() > _MAX_LITERAL_DIGITS * 3.33:
        raise ToolError(f"number literal has more than {_MAX_LITERAL_DIGITS} digits")
    return _checked(value)


def _check_power(base: Number, exponent: Number) -> None:
    """Refuse a power whose result would be huge, before computing it."""
    if abs(exponent) > _MAX_EXPONENT:
        raise ToolError(f"exponent {exponent} is too large (at most {_MAX_EXPONENT} in magnitude)")
    if abs(base) > 1 and exponent > 0:
        digits = exponent * math.log10(abs(base))
        if digits > _MAX_RESULT_DIGITS:
            raise ToolError(f"result would have about {digits:.0f} digits; too large")


def _call(node: ast.Call) -> Number:
    if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
        allowed = ", ".join(sorted(FUNCTIONS))
        raise ToolError(f"{_describe(node.func)} cannot be called; allowed functions: {allowed}")
    name = node.func.id
    if node.keywords or any(isinstance(arg, ast.Starred) for arg in node.args):
        raise ToolError(f"{name}() takes plain positional arguments only")
    function, least, most = FUNCTIONS[name]
    if len(node.args) < least or (most is not None and len(node.args) > most):
        expected = f"{least}" if least == most else f"{least} or more" if most is None else "1-2"
        raise ToolError(f"{name}() takes {expected} argument(s), got {len(node.args)}")
    args = [_eval(arg) for arg in node.args]
    return _checked(function(*args))


def _describe(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return f"name {node.id!r}"
    if isinstance(node, ast.Attribute):
        return f"attribute access .{node.attr}"
    return {
        "Subscript": "subscripting",
        "Lambda": "a lambda",
        "NamedExpr": "assignment (:=)",
        "JoinedStr": "an f-string",
        "Starred": "unpacking (*)",
        "Tuple": "a comma outside a function call",
    }.get(type(node).__name__, type(node).__name__)


def _form_problem(
    expression: str | None, operation: str | None, a: float | None, b: float | None
) -> str | None:
    """Why the arguments are neither an expression nor a whole operation, or None."""
    structured = {"operation": operation, "a": a, "b": b}
    if expression is not None:
        given = [name for name, value in structured.items() if value is not None]
        if given:
            return f"give either expression or operation/a/b, not both (got {given})"
        if not expression.strip():
            return "expression is empty; give arithmetic such as '2 + 2'"
        return None
    missing = [name for name, value in structured.items() if value is None]
    if missing:
        return (
            "missing argument(s) " + ", ".join(missing) + ": give expression, or operation, a and b"
        )
    return None


def calculator(
    expression: str | None = None,
    operation: Literal["add", "subtract", "multiply", "divide"] | None = None,
    a: float | None = None,
    b: float | None = None,
) -> float | int:
    """Evaluate arithmetic: an expression, or one operation on two numbers.

    Give either `expression`, or all of `operation`, `a` and `b`.

    Args:
        expression: Arithmetic such as "2 * (3 + 4)", "sqrt(16) + 2^3" or "15% of 240".
            Supports + - * / // % ** (also × ÷ ^), parentheses, sqrt, log, exp, sin, cos, tan,
            abs, round (halves away from zero), ceil, floor, factorial, min, max, and the
            constants pi and e.
        operation: The operation on `a` and `b`: add, subtract, multiply or divide.
        a: First operand of `operation`.
        b: Second operand of `operation`.
    """
    if (problem := _form_problem(expression, operation, a, b)) is not None:
        raise ModelRetry(problem)
    if expression is not None:
        return evaluate(expression)
    assert operation is not None and a is not None and b is not None
    if not (math.isfinite(a) and math.isfinite(b)):
        raise ToolError("a and b must be finite numbers")
    if operation == "divide" and b == 0:
        raise ToolError("division by zero")
    op = {"add": operator.add, "subtract": operator.sub, "multiply": operator.mul}.get(
        operation, operator.truediv
    )
    try:
        return _as_plain_number(_checked(op(a, b)))
    except OverflowError:
        raise ToolError("result is too large") from None


def _checked_form(args: pydantic.BaseModel) -> pydantic.BaseModel:
    if (problem := _form_problem(**args.model_dump())) is not None:
        raise ValueError(problem)
    return args


def _calculator_tool() -> Tool:
    """The tool, its arguments checked whole, not field by field.

    A plan giving `b` alone is then invalid when validated, before it runs: a small model writes
    such plans, and they must fail as plans (replanned), not as steps (recovered one by one).
    """
    tool = Tool.from_function(calculator, risk=RiskLevel.READ, run_in_thread=False)
    args_model = pydantic.create_model(
        tool.args_model.__name__,
        __base__=tool.args_model,
        __validators__={"form": cast(Any, pydantic.model_validator(mode="after")(_checked_form))},
    )
    return dataclasses.replace(tool, args_model=args_model)


calculator_tool: Tool = _calculator_tool()
"""The `calculator` tool (read-only, runs inline: every step is bounded and cheap)."""
