"""Benchmark every deterministic check on one realistic ~2 KB answer with 10 sources.

The deterministic checks are `checks.registry.DETERMINISTIC_CHECKS`: eight today (citations,
phi, figures, codes, document_scope, tool_call, jurisdiction, specificity).

Each iteration runs every check through `checks.loop.run_checks` with a fresh
`RequestContext`, so the numbers are cold per answer: the checks share parses only within a
request (`RequestContext.answer_parse`), and every request parses its answer and passages anew. Once the checks are
built, the process's heap is frozen (`checks.loop.freeze_startup_heap`), as the Gate replica's is at its start.
Per answer it measures wall time and the thread's CPU time; `--clock` picks which one the last line, `p99 per
answer: N us`, reports (wall by default). On a shared
machine other processes preempting this one inflate wall-clock tails without saying anything
about the checks; the CPU-time line shows what the checks themselves cost.

After each answer it also times a fixed pure-Python reference loop. A virtual machine whose
host is busy runs everything slower for seconds at a time (the 2-core VM this was tuned on
alternates between two speeds, the slow one about half the fast); the reference line shows
which speed a run got, so that two runs can be compared.

`--per-check` also runs every check on its own, one after another in the registry's order on a
fresh context per answer (so a check pays for the shared parses it is the first to read), and
prints each one's median.

    python scripts/bench_checks.py [--iterations N] [--clock cpu|wall] [--per-check]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from checks.context import RequestContext, Source
from checks.loop import freeze_startup_heap, run_checks
from checks.policy import Policy
from checks.registry import DETERMINISTIC_CHECKS

SOURCE_TEXTS = [
    ("Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care "
     "in a skilled nursing facility per benefit period. Days 1 through 20 are covered in full."),
    ("For days 21 through 100, the member pays a daily coinsurance of $204 in 2026. After day 100 of a benefit "
     "period the member pays all costs."),
    ("Each benefit period has a deductible of 1632 dollars. After the deductible, coinsurance of 20 percent "
     "applies to covered outpatient services."),
    ("A benefit period begins the day the member is admitted and ends when the member has not received "
     "inpatient or skilled care for 60 days in a row."),
    ("Subsequent nursing facility care, per day, is billed under CPT 99309 or 99310 depending on complexity. "
     "Diagnosis codes must be reported to the highest specificity, e.g. E11.9 for type 2 diabetes."),
    ("An appeal of a denial must be filed within 60 calendar days of the date on the notice. A decision on a "
     "standard appeal is issued within 30 business days."),
    ("Expedited appeals are decided within 72 hours when waiting could seriously jeopardise the member's health. "
     "Section 4.2 of the handbook describes the procedure."),
    ("The out-of-pocket maximum is $8,850 for in-network services in 2026, up from $8,300 in 2025."),
    ("Effective 1 January 2026 the plan changed its prior-authorisation rules; notices were mailed on "
     "4 December 2025 to 1,200,000 members."),
    ("Members may request an independent external review within 4 months of the final internal decision. "
     "About 12% of external reviews overturn the plan's decision."),
]

ANSWER = (
    "For US members: after a qualifying hospital stay of at least 3 days, the plan covers up to 100 days in a skilled nursing "
    "facility per benefit period [1]. Days 1 through 20 are covered in full, and for days 21 through 100 the "
    "member pays a daily coinsurance of $204 in 2026 [2]. Beyond day 100 the member pays all costs [2].\n\n"
    "The deductible is $1,632 for each benefit period, and coinsurance is 20% afterwards for covered outpatient "
    "services [3]. A benefit period ends once the member has gone 60 days in a row without inpatient or skilled "
    "care [4], so a second admission after that starts a new deductible [3][4].\n\n"
    "The facility bills subsequent care under CPT 99310 for high-complexity days [5], and the diagnosis is "
    "reported as E11.9 where it applies [5]. If the stay is denied, the member can appeal within 60 calendar "
    "days of the notice; a standard appeal is decided within 30 business days, and an expedited appeal within "
    "72 hours when the member's health is at risk (see section 4.2) [6, 7].\n\n"
    "Out-of-pocket costs are capped at $8,850 for in-network services in 2026, up from $8,300 in 2025 [8]. "
    "Since 1 January 2026 new prior-authorisation rules apply; the plan mailed notices on December 4, 2025 to "
    "1.2 million members [9]. After the final internal decision, the member has 4 months to ask for an "
    "independent external review, and about 12 percent of such reviews overturn the plan [10].\n\n"
    "In short: confirm the 3-day qualifying stay, keep track of the 100-day limit, budget for the $204 daily "
    "coinsurance from day 21, and file any appeal well within the 60-day window so that the 30-business-day "
    "decision arrives before the benefit period ends [1][2][6]. Keep copies of every notice and of the "
    "facility's itemised bill, and ask the plan in writing to explain any denial [6]. The rules quoted here "
    "took effect on 1 January 2026 [9], and the 4-month external review window applies to every final internal "
    "decision [10]."
)


def build_context() -> RequestContext:
    sources = tuple(
        Source(id=str(i), text=text, document="2026 Member handbook", jurisdiction="US")
        for i, text in enumerate(SOURCE_TEXTS, start=1)
    )
    return RequestContext(
        query="What does the plan cover after a hospital stay, and how do I appeal?",
        sources=sources,
        document="2026 Member handbook",
        reference_codes=("99309", "99310", "E11.9"),
    )


async def bench(iterations: int) -> tuple[list[float], list[float], list[float]]:
    checks = Policy.load().build(list(DETERMINISTIC_CHECKS), include_models=False)
    freeze_startup_heap()  # as the Gate replica does once it has built its checks
    context = build_context()
    results = await run_checks(ANSWER, context, checks)
    failed = [r.name for r in results if not r.passed]
    print(f"answer: {len(ANSWER)} chars, {len(context.sources)} sources, {len(checks)} checks")
    print(f"failed on the bench answer: {failed or 'none'}")
    for _ in range(min(50, iterations)):  # warm up imports, regex caches, the event loop
        await run_checks(ANSWER, build_context(), checks)
    wall: list[float] = []
    cpu: list[float] = []
    reference: list[float] = []
    for _ in range(iterations):
        context = build_context()  # a new request: nothing parsed before is reused
        wall_start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
        await run_checks(ANSWER, context, checks)
        cpu.append((time.thread_time_ns() - cpu_start) / 1e9)
        wall.append((time.perf_counter_ns() - wall_start) / 1e9)
        cpu_start = time.thread_time_ns()
        reference_loop()
        reference.append((time.thread_time_ns() - cpu_start) / 1e9)
    return wall, cpu, reference


async def bench_per_check(iterations: int) -> dict[str, float]:
    """Each check's median wall time (seconds), every check run in turn on a fresh context per answer."""
    checks = Policy.load().build(list(DETERMINISTIC_CHECKS), include_models=False)
    times: dict[str, list[float]] = {check.name: [] for check in checks}
    for _ in range(iterations):
        context = build_context()
        for check in checks:
            start = time.perf_counter_ns()
            await check.check(ANSWER, context)
            times[check.name].append((time.perf_counter_ns() - start) / 1e9)
    return {name: statistics.median(values) for name, values in times.items()}


def reference_loop() -> int:
    """Fixed pure-Python work (integer arithmetic, no allocation to speak of) that only the
    machine's speed can make slower or faster."""
    total = 0
    for i in range(2000):
        total += i * i
    return total


def percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, max(0, round(fraction * len(sorted_values)) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=2000, help="answers to check (default 2000)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="what the last line reports")
    parser.add_argument("--per-check", action="store_true", help="also print each check's median, run on its own")
    args = parser.parse_args()
    wall, cpu, reference = asyncio.run(bench(args.iterations))
    wall.sort()
    cpu.sort()
    reference.sort()
    print(f"iterations: {len(wall)}, answers/s: {len(wall) / sum(wall):,.0f} (wall), {len(cpu) / sum(cpu):,.0f} (cpu)")
    print(f"wall per answer: p50 {percentile(wall, 0.5) * 1e6:.0f} us, p99 {percentile(wall, 0.99) * 1e6:.0f} us")
    print(f"cpu per answer: p50 {percentile(cpu, 0.5) * 1e6:.0f} us, p99 {percentile(cpu, 0.99) * 1e6:.0f} us")
    print(
        f"reference loop (cpu, timed after each answer): p50 {percentile(reference, 0.5) * 1e6:.0f} us, "
        f"p99 {percentile(reference, 0.99) * 1e6:.0f} us"
    )
    if args.per_check:  # after the main run, so the imports and regex caches are warm
        medians = asyncio.run(bench_per_check(args.iterations))
        print("per check (median, wall): " + ", ".join(f"{name} {value * 1e6:.0f} us" for name, value in medians.items()))
    chosen = cpu if args.clock == "cpu" else wall
    print(f"p99 per answer: {int(round(percentile(chosen, 0.99) * 1e6))} us")


if __name__ == "__main__":
    main()
