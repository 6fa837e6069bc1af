"""Labeled prompts to score the embedded model's tool choice and arguments (for local_model.py).

Run on its own for the tool-choice figure alone (the few-shot default prompt):
`python bench/local_model_cases.py [--threads N] [--limit N]`.

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
    # --- added for issue 15: 100+ labelled prompts, phrased unlike the prompt's examples ---
    ("weather for Berlin", "get_weather", {"city": "Berlin"}),
    ("Do I need an umbrella in Dublin today?", "get_weather", {"city": "Dublin"}),
    ("What's the forecast like in Oslo?", "get_weather", {"city": "Oslo"}),
    ("Temperature in Cairo, in celsius", "get_weather", {"city": "Cairo", "unit": "celsius"}),
    ("Is it cold in Montreal?", "get_weather", {"city": "Montreal"}),
    ("Show me the weather in Sydney in fahrenheit", "get_weather", {"city": "Sydney"}),
    ("How's the weather over in Rome?", "get_weather", {"city": "Rome"}),
    ("Is it sunny in Lisbon?", "get_weather", {"city": "Lisbon"}),
    ("What is 45 + 17?", "calculator", {}),
    ("Work out 19 * 7 for me", "calculator", {}),
    ("What's 2 to the power of 10?", "calculator", {}),
    ("Evaluate 144 / 12", "calculator", {}),
    ("How much is 15% of 80?", "calculator", {}),
    ("What's the square root of 81?", "calculator", {}),
    ("Add 250 and 375", "calculator", {}),
    ("Subtract 48 from 300", "calculator", {}),
    ("Multiply 6 by 9", "calculator", {}),
    ("What do 3 and 4 make when multiplied?", "calculator", {}),
    ("Search for the best pizza in Naples", "web_search", {}),
    ("Google the population of Canada", "web_search", {}),
    ("Find articles about climate change", "web_search", {}),
    ("Look up who won the 2018 World Cup", "web_search", {}),
    ("Search online for cheap flights to Rome", "web_search", {}),
    ("Find me a recipe for banana bread", "web_search", {}),
    ("Search the internet for rust borrow checker explanations", "web_search", {}),
    ("What are people saying about the new iPhone? search the web", "web_search", {}),
    (
        "Mail carol@example.org, subject Lunch, body Are you free on Friday?",
        "send_email",
        {"to": "carol@example.org"},
    ),
    (
        "Write an email to dave@site.com saying the report is late, subject Report",
        "send_email",
        {"to": "dave@site.com"},
    ),
    (
        "Send eve@mail.net an email titled Hello with the text Nice to meet you",
        "send_email",
        {"to": "eve@mail.net"},
    ),
    (
        "Email frank@work.co about the budget: subject Budget, body Numbers attached",
        "send_email",
        {"to": "frank@work.co"},
    ),
    (
        "Shoot an email to gina@home.org, subject Dinner, body See you at 7",
        "send_email",
        {"to": "gina@home.org"},
    ),
    (
        "Drop hank@biz.com a note by email: subject Contract, body Please sign",
        "send_email",
        {"to": "hank@biz.com"},
    ),
    ("Add walk the dog to my todo list", "add_todo", {"title": "walk the dog"}),
    ("Put pay the electricity bill on my todos", "add_todo", {"title": "pay the electricity bill"}),
    ("New todo: clean the fridge", "add_todo", {"title": "clean the fridge"}),
    ("Remember to water the plants - add it to my todo list", "add_todo", {}),
    ("Create a todo called book flights", "add_todo", {"title": "book flights"}),
    ("I need to fix the bike, add that to my todos", "add_todo", {}),
    ("Add 'send invoice' to the todo list", "add_todo", {"title": "send invoice"}),
    ("Todo: buy a birthday present for Sam", "add_todo", {}),
    ("Please add renew car insurance to my todos", "add_todo", {"title": "renew car insurance"}),
    (
        "Convert 50 EUR to USD",
        "convert_currency",
        {"amount": 50, "from_currency": "EUR", "to_currency": "USD"},
    ),
    ("How many yen is 20 dollars (USD to JPY)?", "convert_currency", {"amount": 20}),
    ("Exchange 300 CHF into EUR", "convert_currency", {"amount": 300, "from_currency": "CHF"}),
    ("What's 75 GBP in EUR?", "convert_currency", {"amount": 75}),
    ("Convert 1000 JPY to USD please", "convert_currency", {"amount": 1000}),
    ("How much is 60 CAD in USD?", "convert_currency", {"amount": 60}),
    ("Turn 15 USD into GBP", "convert_currency", {"amount": 15}),
    ("What time is it in Australia/Sydney?", "get_time", {"timezone": "Australia/Sydney"}),
    ("Tell me the current time in Europe/London", "get_time", {"timezone": "Europe/London"}),
    ("Time in Asia/Kolkata now?", "get_time", {"timezone": "Asia/Kolkata"}),
    (
        "What's the local time in America/Los_Angeles?",
        "get_time",
        {"timezone": "America/Los_Angeles"},
    ),
    ("Current time, Europe/Berlin", "get_time", {"timezone": "Europe/Berlin"}),
    ("Is it late in Asia/Singapore right now? what time is it there", "get_time", {}),
    ("Clock check: America/Chicago", "get_time", {}),
    ("Good morning!", None, {}),
    ("Who are you?", None, {}),
    ("What's your name?", None, {}),
    ("Thank you so much", None, {}),
    ("Can you write me a haiku about autumn?", None, {}),
    ("Nice to meet you", None, {}),
    ("What is the meaning of life?", None, {}),
    ("Goodbye", None, {}),
    ("asdf qwer zxcv", None, {}),
    ("Tell me a fun fact about octopuses", None, {}),
    ("How do I say hello in Spanish?", None, {}),
    ("Summarize the plot of Hamlet in one sentence", None, {}),
    ("Give me a synonym for happy", None, {}),
    ("What's your favourite colour?", None, {}),
    ("I'm feeling tired today", None, {}),
    ("Is it going to snow in Helsinki?", "get_weather", {"city": "Helsinki"}),
    ("Calculate 99 - 33", "calculator", {}),
    ("Look up the history of the Eiffel Tower", "web_search", {}),
    (
        "Email ivy@lab.io with subject Results and body All tests pass",
        "send_email",
        {"to": "ivy@lab.io"},
    ),
    ("Add schedule the dentist to my todos", "add_todo", {"title": "schedule the dentist"}),
    ("Convert 10 AUD to NZD", "convert_currency", {"amount": 10}),
    ("What time is it in Africa/Nairobi?", "get_time", {"timezone": "Africa/Nairobi"}),
    ("What does 'serendipity' mean?", None, {}),
]


def _same(actual: Any, expected: Any) -> bool:
    if isinstance(expected, str):
        return isinstance(actual, str) and actual.strip().lower() == expected.strip().lower()
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return float(actual) == float(expected)
    return bool(actual == expected)


def score(
    tool_name: str | None, args: dict[str, Any], case: tuple[str, str | None, dict[str, Any]]
) -> tuple[bool, bool]:
    """(tool right, tool and every expected argument right) for one case."""
    _, want_tool, want_args = case
    tool_ok = tool_name == want_tool
    args_ok = tool_ok and all(_same(args.get(k), v) for k, v in want_args.items())
    return tool_ok, args_ok


async def _accuracy(threads: int, limit: int | None) -> tuple[int, int, int, float]:
    import time

    from agentschool.messages import ModelRequest
    from agentschool.models.local import LocalModel

    model = LocalModel(n_threads=threads)
    tool_ok = args_ok = 0
    cases = CASES[:limit]
    start = time.perf_counter()
    for case in cases:
        response = await model.request([ModelRequest.user(case[0])], tools=TOOLS)
        calls = response.tool_calls
        name, args = (calls[0].tool_name, calls[0].args) if calls else (None, {})
        right_tool, right_args = score(name, args, case)
        tool_ok, args_ok = tool_ok + right_tool, args_ok + right_args
    return len(cases), tool_ok, args_ok, (time.perf_counter() - start) / len(cases)


def main() -> None:
    """Print the tool-choice table for the default prompt."""
    import argparse
    import asyncio
    import os

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--threads", type=int, default=min(os.cpu_count() or 1, 8))
    parser.add_argument("--limit", type=int, default=None)
    opts = parser.parse_args()
    n, tool_ok, args_ok, per = asyncio.run(_accuracy(opts.threads, opts.limit))
    print("| cases | tool right | tool + args right | s/request |\n|---|---|---|---|")
    print(f"| {n} | {tool_ok} ({tool_ok / n:.0%}) | {args_ok} ({args_ok / n:.0%}) | {per:.2f} |")


if __name__ == "__main__":
    main()
