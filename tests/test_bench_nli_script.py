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


def run_bench(*arguments: str) -> list[str]:
    """`bench_nli.py --simulate-gpu *arguments` on a small real Ray: its non-blank output lines."""
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "bench_nli.py"), "--simulate-gpu", *arguments],
        capture_output=True, text=True, timeout=300, cwd=REPO,
        env={**os.environ, "HF_HUB_OFFLINE": "1", "RAY_USAGE_STATS_ENABLED": "0"},
    )
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr[-3000:]
    return [line for line in completed.stdout.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def bench_lines() -> list[str]:
    """One run for both tests (each run starts its own Ray): 8 callers for 2 rounds in the unbatched and batched
    runs, then replica scaling over 1 and 2 replicas with 4 callers per replica."""
    return run_bench("--callers", "8", "--rounds", "2", "--pass-ms", "5", "--pair-ms", "0.05", "--replicas", "1,2",
                     "--claims", "2", "--chunks", "3", "--scaling-callers", "4", "--scaling-pass-ms", "5",
                     "--scaling-pair-ms", "0.1")


@pytest.mark.slow
def test_simulated_gpu_benchmark_reports_the_histogram_and_ends_with_the_ratio(bench_lines):
    lines = bench_lines
    assert re.fullmatch(r"simulated GPU batched/unbatched throughput ratio: \d+\.\d\d", lines[-1]), lines[-1]
    histograms = [line for line in lines if "requests per batch:" in line]
    assert histograms[0].strip() == "requests per batch: {1: 16}"  # unbatched: one request per forward pass
    calls = [line for line in lines if "requests per model call:" in line]
    assert calls[0].strip() == "requests per model call: {1: 16}"  # max_batch_size 1 merges nothing either
    merged = {int(k): int(v) for k, v in re.findall(r"(\d+): (\d+)", calls[1])}
    assert sum(size * count for size, count in merged.items()) == 16
    batched = {int(k): int(v) for k, v in re.findall(r"(\d+): (\d+)", histograms[1])}
    assert sum(size * count for size, count in batched.items()) == 16 and max(batched) > 1


@pytest.mark.slow
def test_replica_scaling_reports_each_replica_the_cpu_and_what_limited_the_pool(bench_lines):
    lines = bench_lines
    assert re.fullmatch(r"simulated GPU batched/unbatched throughput ratio: \d+\.\d\d", lines[-1]), lines[-1]
    assert re.fullmatch(r"replica scaling \(simulated GPU\): 2 replicas \d+\.\d\dx", lines[-2]), lines[-2]
    assert re.match(r"replica scaling limited by: 1: (device|CPU|caller)-bound .*; 2: (device|CPU|caller)-bound", lines[-3])
    # both replicas of the 2-replica run answered, with their requests adding up to what the callers sent
    two = lines[next(i for i, line in enumerate(lines) if line.startswith("batched, 2 replica(s)")):][:3]
    counts = [int(re.search(r"replica \d: (\d+) requests", line).group(1)) for line in two[1:]]
    assert sum(counts) == 8 * 2, two
    assert any(re.search(r"CPU \(\d+ cores, .*driver \d+\.\d\d cores, replicas", line) for line in lines)
