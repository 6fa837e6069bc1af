"""Labeled prompts to score the embedded model's tool choice and arguments (for local_model.py).

The tools here deliberately differ from the few-shot examples in the system prompt, so a good score
means the model generalizes rather than copies.
"""

from __future__ import annotations

from typing import Any, Literal

from agentschool.models import ToolDefinition
from agentschool.tools import tool


@tool
def get_weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Get the current weather for a city."""
    return ""


@tool
def calculator(expression: str) -> float:
    """Evaluate an arithmetic expression such as 3 * (4 + 5)."""
    return 0.0


@tool
def web_search(query: str) -> list[str]:
    """Search the web and return matching page titles."""
    return []


@tool
def send_email(to: str, subject: str, body: str) -> str:
    """Send an email to an address."""
    return ""


@tool
def add_todo(title: str) -> str:
    """Add an item to the user's todo list."""
    return ""


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> float:
    """Convert an amount of money from one currency to another (ISO codes like USD, EUR)."""
    return 0.0


@tool
def get_time(timezone: str) -> str:
    """Get the current time in a timezone such as Europe/Paris."""
    return ""


TOOLS: list[ToolDefinition] = [
    t.definition
    for t in (get_weather, calculator, web_search, send_email, add_todo, convert_currency, get_time)
]

Case = tuple[str, str | None, dict[str, Any]]
"""(prompt, expected tool or None for a plain reply, expected arguments: a subset, loosely)."""

CASES: list[Case] = [
    ("What's the weather in Paris?", "get_weather", {"city": "Paris"}),
    ("Is it raining in London right now?", "get_weather", {"city": "London"}),
    (
        "Weather in Tokyo in fahrenheit please",
        "get_weather",
        {"city": "Tokyo", "unit": "fahrenheit"},
    ),
    ("How hot is it in Madrid today?", "get_weather", {"city": "Madrid"}),
    ("Calculate 17 * 23", "calculator", {"expression": "17 * 23"}),
    ("What is 1024 / 8?", "calculator", {"expression": "1024 / 8"}),
    ("Compute (3 + 4) * 5", "calculator", {"expression": "(3 + 4) * 5"}),
    (
        "Search the web for python asyncio tutorials",
        "web_search",
        {"query": "python asyncio tutorials"},
    ),
    ("Find news about the Mars rover", "web_search", {"query": "Mars rover"}),
    (
        "Look up reviews of the Framework laptop",
        "web_search",
        {"query": "Framework laptop reviews"},
    ),
    (
        "Send an email to alice@example.com with subject Meeting and body See you at 3pm",
        "send_email",
        {"to": "alice@example.com", "subject": "Meeting", "body": "See you at 3pm"},
    ),
    (
        "Email bob@corp.io, subject: Invoice, body: The invoice is attached",
        "send_email",
        {"to": "bob@corp.io", "subject": "Invoice"},
    ),
    ("Add buy milk to my todo list", "add_todo", {"title": "buy milk"}),
    ("Remind me to call mom: put it on my todo list", "add_todo", {"title": "call mom"}),
    ("Add a todo: renew passport", "add_todo", {"title": "renew passport"}),
    (
        "Convert 100 USD to EUR",
        "convert_currency",
        {"amount": 100, "from_currency": "USD", "to_currency": "EUR"},
    ),
    (
        "How much is 250 euros in japanese yen (JPY)?",
        "convert_currency",
        {"amount": 250, "from_currency": "EUR", "to_currency": "JPY"},
    ),
    (
        "Change 40 GBP into USD",
        "convert_currency",
        {"amount": 40, "from_currency": "GBP", "to_currency": "USD"},
    ),
    ("What time is it in Europe/Paris?", "get_time", {"timezone": "Europe/Paris"}),
    ("Current time in America/New_York?", "get_time", {"timezone": "America/New_York"}),
    ("What's the time in Asia/Tokyo right now", "get_time", {"timezone": "Asia/Tokyo"}),
    ("Hello! How are you?", None, {}),
    ("Thanks, that's all.", None, {}),
    ("Tell me a joke.", None, {}),
]


def _same(actual: Any, expected: Any) -> bool:
    if isinstance(expected, str):
        return isinstance(actual, str) and actual.strip().lower() == expected.strip().lower()
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return float(actual) == float(expected)
    return bool(actual == expected)


def score(
    tool_name: str | None, args: dict[str, Any], case: tuple[str, str | None, dict[str, Any]]
):
    """(tool right, tool and every expected argument right) for one case."""
    _, want_tool, want_args = case
    tool_ok = tool_name == want_tool
    args_ok = tool_ok and all(_same(args.get(k), v) for k, v in want_args.items())
    return tool_ok, args_ok
