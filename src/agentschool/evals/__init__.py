"""Evals a user can trust: datasets of cases, run against an agent, side effects counted, reports.

Layer: `evals` runs agents and reads stores, so it sits with `teams`/`specs`: above `runs` and
`school` (it reads recorded runs through the run store's public methods), below `server` and
`cli` (which call it). It imports nothing from `server` or `cli`.

```
load_dataset("cases.yaml") → Dataset → EvalRunner(factory).run(dataset) → EvalReport
                                         each case: own data dir → setup → run → store diff → checks
```
"""

from agentschool.evals.checks import CaseOutcome, check_outcome, load_evaluator
from agentschool.evals.dataset import (
    Case,
    Dataset,
    DatasetError,
    Expectation,
    ResultSet,
    Setup,
    TodoState,
    load_dataset,
)
from agentschool.evals.effects import SideEffect, StoreSnapshot, call_effects, diff_snapshots
from agentschool.evals.report import CaseResult, Comparison, EvalReport, EvalSummary, percentile
from agentschool.evals.runner import AgentFactory, CaseDir, EvalRunner, EvalTarget
from agentschool.evals.targets import planner_target, spec_target

__all__ = [
    "AgentFactory",
    "Case",
    "CaseDir",
    "CaseOutcome",
    "CaseResult",
    "Comparison",
    "Dataset",
    "DatasetError",
    "EvalReport",
    "EvalRunner",
    "EvalSummary",
    "EvalTarget",
    "Expectation",
    "ResultSet",
    "Setup",
    "SideEffect",
    "StoreSnapshot",
    "TodoState",
    "call_effects",
    "check_outcome",
    "diff_snapshots",
    "load_dataset",
    "load_evaluator",
    "percentile",
    "planner_target",
    "spec_target",
]
