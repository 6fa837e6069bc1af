"""The self-correcting code vertical: write code and tests, run them sandboxed, fix, repeat.

```python
from agentschool.code import write_code

result = await write_code("a function slugify(title) with tests", model, language="python")
print(result.report())  # "python: passed after 2 attempt(s)" ...
```

Python runs with pytest, TypeScript with node's test runner (JavaScript ES modules when node
cannot strip types), Java with javac and a tiny assertion harness; each only where its toolchain
works inside the sandbox, else the result is `unavailable` with the reason.
"""

from agentschool.code.generate import GeneratedCode, code_output_schema
from agentschool.code.loop import (
    DEFAULT_LIMITS,
    LANGUAGES,
    Attempt,
    CodeResult,
    runner_for,
    write_code,
)
from agentschool.code.runner import Outcome, Runner, TestRun, Toolchain

__all__ = [
    "DEFAULT_LIMITS",
    "LANGUAGES",
    "Attempt",
    "CodeResult",
    "GeneratedCode",
    "Outcome",
    "Runner",
    "TestRun",
    "Toolchain",
    "code_output_schema",
    "runner_for",
    "write_code",
]
