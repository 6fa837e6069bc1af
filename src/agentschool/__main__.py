"""`python -m agentschool`: the same CLI as the `agentschool` script."""

from agentschool.cli import main

main()
