"""scripts/device_check.py --cpu-smoke runs the project's NLI path (engine, merger) with Ray and vLLM unimportable,
prints its table and ends with the one-line summary whose figures parse and are positive. The full run needs a GPU."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Runs the script in a process where `import ray` / `import vllm` (and their submodules) raise ImportError, as on the
# lent device machine where neither is installed, after proving the blocker works in that very process.
WITHOUT_RAY_AND_VLLM = """
import importlib.abc, runpy, sys

class Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("ray", "vllm"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked by the test)", name=name)
        return None

sys.meta_path.insert(0, Blocked())
for name in ("ray", "vllm", "ray.serve"):
    try:
        __import__(name)
    except ImportError:
        continue
    raise SystemExit(f"{name} is still importable")
print("blocked: ray, vllm")
sys.argv = ["scripts/device_check.py", "--cpu-smoke"]
runpy.run_path("scripts/device_check.py", run_name="__main__")
"""

SUMMARY = re.compile(
    r"device check: 120x256 pairs P50 (?P<p50>\d+\.\d) ms, pairs/s at 1/8/32 callers "
    r"(?P<one>\d+)/(?P<eight>\d+)/(?P<many>\d+), batched/raw (?P<ratio>\d+\.\d\d)"
)


@pytest.mark.slow
def test_the_cpu_smoke_run_needs_neither_ray_nor_vllm_and_ends_with_the_summary_line():
    completed = subprocess.run(
        [sys.executable, "-c", WITHOUT_RAY_AND_VLLM], capture_output=True, text=True, timeout=240, cwd=REPO,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-3000:]
    lines = [line for line in completed.stdout.splitlines() if line.strip()]
    assert lines[0] == "blocked: ray, vllm"
    assert any(line.startswith("batcher: gate.engines.nli.ModelCallMerger") for line in lines), lines
    assert any("engine gate.engines.nli.NLIModel" in line for line in lines), lines

    header = next(i for i, line in enumerate(lines) if line.startswith("measure"))
    table = {re.split(r"\s{2,}", line)[0]: re.split(r"\s{2,}", line.strip())[1:] for line in lines[header + 2:]
             if re.split(r"\s{2,}", line)[0]}
    latency = next(cells for name, cells in table.items() if name.startswith("120x256 pairs, P50 ms"))
    for row in (latency, table["pairs/s, 1 caller"], table["pairs/s, 8 callers"], table["pairs/s, 32 callers"]):
        project, raw, ratio = (float(cell.replace(",", "")) for cell in row)
        assert project > 0 and raw > 0 and ratio > 0, row
    assert table["GPU memory, peak allocated GiB"] == ["n/a (cpu)"]

    match = SUMMARY.fullmatch(lines[-1])
    assert match, lines[-1]
    assert all(float(value) > 0 for value in match.groupdict().values()), lines[-1]
    assert float(match["p50"]) == float(latency[0])
