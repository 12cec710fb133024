"""CI must install and test exactly as the README's Quickstart says."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_ci_runs_exactly_the_two_quickstart_commands():
    readme = (REPO / "README.md").read_text()
    quickstart = readme.split("## Quickstart", 1)[1]
    block = re.search(r"```bash\n(.*?)```", quickstart, re.S).group(1)
    commands = [line for line in block.splitlines() if line.strip()]
    assert len(commands) == 2, "the Quickstart has exactly two set-up commands: install, test"
    ci_lines = [line.strip() for line in (REPO / ".ci" / "run").read_text().splitlines()]
    for command in commands:
        assert command in ci_lines, f".ci/run does not run the README's command: {command}"
