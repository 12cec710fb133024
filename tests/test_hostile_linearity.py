"""Every reader of the deterministic tier runs in time linear in its input (issue #18).

For each hostile family of `scripts/bench_hostile.py` (one per kind of pattern: digit runs with each
separator, other digit scripts, markers and labels, no whitespace, deep brackets, dates, money,
percentages, spelled numbers ...), the whole deterministic tier of the default profile runs on a 4 KB
and a 16 KB answer (UTF-8 bytes): a linear reader takes about 4 times as long on the larger, a quadratic
one 16 times. CPU time, the least of two runs (process CPU time does not count the time other processes take the
core): a test of growth, not of absolute time. One run of each size, and a second look only when the first
reads above the bound (a collection pause or a slow page-in is a step, not growth; a quadratic reader reads
above it both times).

The module's objects are frozen out of the garbage collector while it runs (`gc.freeze`): each timed run starts
from `gc.collect()`, which otherwise walks every object of the whole test session, seconds per family in a full
run, and none of it is the tier's.
"""

from __future__ import annotations

import gc
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench_hostile.py"
SPEC = importlib.util.spec_from_file_location("bench_hostile", SCRIPT)
bench_hostile = importlib.util.module_from_spec(SPEC)
sys.modules["bench_hostile"] = bench_hostile
SPEC.loader.exec_module(bench_hostile)

SMALL, LARGE = 4 * bench_hostile.KB, 16 * bench_hostile.KB  # UTF-8 bytes
MAX_RATIO = 10.0  # linear: ~4; quadratic: ~16


@pytest.fixture(scope="module")
def checks() -> Iterator[list]:
    built = bench_hostile.deterministic_checks()
    bench_hostile.time_tier("warm up: 1,200 members [1] on 4 December 2025", [bench_hostile.ORDINARY_PASSAGE], built)
    gc.collect()
    gc.freeze()
    try:
        yield built
    finally:
        gc.unfreeze()


def test_the_benchmark_times_texts_the_gate_admits() -> None:
    """The benchmark's 64 KB is the largest answer and passage the gate's limits admit, in UTF-8 bytes, whatever
    the script: a 64 KB run of a three-byte digit and a hyphen is half as many characters as an ASCII one."""
    limits = bench_hostile.LIMITS
    largest = 64 * bench_hostile.KB
    assert largest == limits.max_answer_bytes == limits.max_source_bytes
    for name, make in bench_hostile.FAMILIES.items():
        size = len(make(largest).encode("utf-8"))
        assert largest - 4 < size <= largest, f"{name}: {size} bytes"
    assert len(bench_hostile.FAMILIES["bengali_hyphen"](largest)) == largest // 2


@pytest.mark.parametrize("family", bench_hostile.CI_FAMILIES)
def test_the_deterministic_tier_grows_linearly(family: str, checks: list) -> None:
    small, large, ratio = bench_hostile.linearity_ratio(family, SMALL, LARGE, checks, repeats=1)
    if ratio > MAX_RATIO:
        small, large, ratio = bench_hostile.linearity_ratio(family, SMALL, LARGE, checks, repeats=2)
    assert ratio <= MAX_RATIO, f"{family}: {small:.3f} s at 4 KB, {large:.3f} s at 16 KB (x{ratio:.1f})"


def test_a_quadratic_reader_is_caught() -> None:
    """The measure itself tells quadratic from linear: a reader that rescans a hyphen chain from every digit (the
    number reader of issue 18). The regex engine's cost per character is steady, where str.count's fell with the
    length (CI once read 9.5 for a str.count rescan, whose ratio should be 16)."""
    import re
    import time

    chain = re.compile(r"(?:\d-)*x")

    def quadratic(text: str) -> int:
        return sum(1 for start in range(0, len(text), 2) if chain.match(text, start))

    def cpu(text: str) -> float:
        start = time.process_time()
        quadratic(text)
        return time.process_time() - start

    small = min(cpu("1-" * (SMALL // 2)) for _ in range(3))
    large = min(cpu("1-" * (LARGE // 2)) for _ in range(3))
    assert large / small > MAX_RATIO, f"{small:.4f} s at 4 KB, {large:.4f} s at 16 KB"
