"""scripts/bench_nli.py --simulate-gpu runs end to end on a small real Ray and ends with its ratio line
(the ratio itself is the benchmark's business, not a timed test's)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_simulated_gpu_benchmark_reports_the_histogram_and_ends_with_the_ratio():
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "bench_nli.py"), "--simulate-gpu", "--callers", "8", "--rounds", "2",
         "--pass-ms", "5", "--pair-ms", "0.05"],
        capture_output=True, text=True, timeout=300, cwd=REPO,
        env={**os.environ, "HF_HUB_OFFLINE": "1", "RAY_USAGE_STATS_ENABLED": "0"},
    )
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr[-3000:]
    lines = [line for line in completed.stdout.splitlines() if line.strip()]
    assert re.fullmatch(r"simulated GPU batched/unbatched throughput ratio: \d+\.\d\d", lines[-1]), lines[-1]
    histograms = [line for line in lines if "requests per batch:" in line]
    assert histograms[0].strip() == "requests per batch: {1: 16}"  # unbatched: one request per forward pass
    batched = {int(k): int(v) for k, v in re.findall(r"(\d+): (\d+)", histograms[1])}
    assert sum(size * count for size, count in batched.items()) == 16 and max(batched) > 1
