"""OS-level isolation for untrusted code: bubblewrap + seccomp + rlimits.

```python
from agentschool.sandbox import Sandbox, SandboxLimits

result = await Sandbox(SandboxLimits(timeout=5)).run_python("print(6 * 7)")
```

See docs/sandbox.md for what the sandbox allows, its limits, and the system requirements.
"""

from agentschool.sandbox.errors import SandboxUnavailable
from agentschool.sandbox.limits import SandboxLimits
from agentschool.sandbox.result import SandboxResult
from agentschool.sandbox.sandbox import Sandbox

__all__ = ["Sandbox", "SandboxLimits", "SandboxResult", "SandboxUnavailable"]
