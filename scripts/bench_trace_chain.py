#!/usr/bin/env python
"""What the audit chain costs the trace writer: enqueue p99 on the request path and the spooler's rows per second,
with `audit_chain` off and on, measured in one run (rounds alternate off/on so machine noise hits both alike).

    python scripts/bench_trace_chain.py [--requests 3000] [--burst 20000] [--rounds 3] [--signed]

Per round and mode, a fresh writer on a local directory store (uploads run, as in production, on their own thread):
- enqueue: `--requests` real gate outcomes (1-3 attempts each, some blocked with an incident row), each enqueued
  with a reservation while the spooler and uploader work; the time of each `enqueue_outcome` call is kept;
- spooler: a burst of `--burst` rows queued at once, timed until the last one is written and fsynced to the spool
  (the chain's work, sanitize + canonical JSON + sha256 per row and chain.json per batch, is on this thread).
Also printed: the CPU microseconds per row of the burst (less disturbed by other processes than the wall clock).
The last line: `trace chain: enqueue p99 off/on X/Y us, spooler rows/s off/on A/B` (medians over the rounds).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from checks.base import Check, CheckResult, Evidence  # noqa: E402
from checks.context import RequestContext, Source  # noqa: E402
from checks.loop import GateOutcome, GateSettings, Generation, run_gate  # noqa: E402
from gate.traces import TraceConfig, TraceMeta, TraceWriter  # noqa: E402
from gate.traces.chain import SigningKey  # noqa: E402

SCRIPTS = [["A fine answer [1]."], ["A BAD answer [1].", "A fine answer [1]."], ["BAD one.", "BAD two.", "Fine."],
           ["The SSN is 123-45-6789."]]


class _Marker(Check):
    """Soft check: score 0 when the answer holds 'BAD'."""

    name = "figures"
    default_floor = 1.0
    default_hint = "Answer only with what the passages state."

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        found = answer.find("BAD")
        evidence = [Evidence("BAD", found, found + 3, {"kind": "marker"})] if found >= 0 else []
        return self.result(0.0 if found >= 0 else 1.0, fired=found >= 0, evidence=evidence)


class _Ssn(Check):
    """Hard check: blocks an answer holding 'SSN' (an incident row)."""

    name = "phi"
    default_hard = True
    default_hint = "Remove personal identifiers."

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        found = answer.find("SSN")
        if found < 0:
            return self.result(1.0, fired=False)
        return self.result(0.0, fired=True, evidence=[Evidence(answer[found:], found, len(answer), {"kind": "ssn"})])


def build_outcomes(count: int) -> list[tuple[GateOutcome, RequestContext]]:
    async def one(index: int) -> tuple[GateOutcome, RequestContext]:
        context = RequestContext(
            query=f"What does passage {index} say about the deductible for out-of-network care?",
            sources=(Source(id="1", text="The deductible is EUR 385 per year. " * 8),
                     Source(id=f"S{index % 50}", text=f"Passage {index % 50}: coinsurance is 20% after the deductible.")),
        )
        answers = iter(SCRIPTS[index % len(SCRIPTS)])

        async def generate(ctx: RequestContext, feedback: str | None, temperature: float) -> Generation:
            return Generation(text=next(answers), prompt_tokens=100, completion_tokens=20, latency_ms=50.0, model="m")

        outcome = await run_gate(context, generate, [_Marker(), _Ssn()], GateSettings(max_attempts=3),
                                 request_id=f"bench-{index}")
        return outcome, context

    async def build() -> list[tuple[GateOutcome, RequestContext]]:
        return [await one(i) for i in range(count)]

    return asyncio.run(build())


def _config(root: Path, chain: bool, key_file: Path | None, **overrides: object) -> TraceConfig:
    settings: dict[str, object] = {
        "uri": (root / "store").as_uri(), "spool_dir": root / "spool", "replica_id": "bench", "audit_chain": chain,
        "signing_key_file": key_file, "flush_interval_s": 1.0, "spool_sync_interval_s": 0.05,
        "max_queue_rows": 1_000_000, "max_spool_bytes": 8 * 1024**3,
    }
    settings.update(overrides)
    return TraceConfig(**settings)


def measure_enqueue(outcomes: list, chain: bool, key_file: Path | None) -> float:
    """p99 of enqueue_outcome in microseconds, requests paced so the background threads run meanwhile."""
    timings = []
    with tempfile.TemporaryDirectory() as tmp:
        with TraceWriter(_config(Path(tmp), chain, key_file)) as writer:
            for index, (outcome, context) in enumerate(outcomes):
                reservation = writer.reserve(len(outcome.attempts) + 1)
                start = time.perf_counter()
                writer.enqueue_outcome(outcome, context, TraceMeta(route="gate", model="m"), reservation=reservation)
                timings.append(time.perf_counter() - start)
                reservation.release()
                if index % 20 == 19:
                    time.sleep(0.001)  # ~ a busy replica's arrival rate, not a tight loop
            writer.flush(timeout=120)
    timings.sort()
    return timings[min(len(timings) - 1, int(0.99 * len(timings)))] * 1e6


def measure_spooler(outcomes: list, burst: int, chain: bool, key_file: Path | None) -> tuple[float, float]:
    """Rows per second the spooler writes (and fsyncs) of a burst queued at once, and the process's CPU
    microseconds per row meanwhile (building and enqueueing the rows included: the same in both modes), which
    other processes on a shared machine disturb less than the wall clock."""
    with tempfile.TemporaryDirectory() as tmp:
        # Large segments: the burst is spooled, not sealed and uploaded meanwhile (uploads would share the CPU).
        config = _config(Path(tmp), chain, key_file, flush_rows=1_000_000, flush_interval_s=3600.0,
                         segment_max_bytes=4 * 1024**3)
        with TraceWriter(config) as writer:
            rows = 0
            cpu_at = time.process_time()
            queued_at = time.perf_counter()
            while rows < burst:
                for outcome, context in outcomes:
                    rows += writer.enqueue_outcome(outcome, context, TraceMeta(route="gate", model="m"))
                    if rows >= burst:
                        break
            while writer.stats().queued_rows:
                time.sleep(0.002)
            elapsed = time.perf_counter() - queued_at
            cpu = time.process_time() - cpu_at
            writer.flush(timeout=300)
    return rows / elapsed, cpu / rows * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=3000, help="requests enqueued per enqueue measurement")
    parser.add_argument("--burst", type=int, default=20000, help="rows queued at once per spooler measurement")
    parser.add_argument("--rounds", type=int, default=3, help="alternating off/on rounds (medians reported)")
    parser.add_argument("--signed", action="store_true", help="sign checkpoints with a fresh Ed25519 key")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)
    logging.getLogger("checks.loop").setLevel(logging.CRITICAL)  # the blocked requests log an error each

    outcomes = build_outcomes(min(args.requests, 600))
    outcomes = (outcomes * (args.requests // len(outcomes) + 1))[:args.requests]
    with tempfile.TemporaryDirectory() as keys:
        key_file = None
        if args.signed:
            key_file = Path(keys) / "audit.pem"
            key_file.write_bytes(SigningKey.generate().private_pem())
        results: dict[bool, dict[str, list[float]]] = {
            mode: {"p99": [], "rps": [], "cpu": []} for mode in (False, True)}
        for round_index in range(args.rounds):
            for chain in (False, True) if round_index % 2 == 0 else (True, False):
                p99 = measure_enqueue(outcomes, chain, key_file)
                rps, cpu = measure_spooler(outcomes, args.burst, chain, key_file)
                results[chain]["p99"].append(p99)
                results[chain]["rps"].append(rps)
                results[chain]["cpu"].append(cpu)
                print(f"round {round_index + 1} chain {'on ' if chain else 'off'}: enqueue p99 {p99:.0f} us, "
                      f"spooler {rps:,.0f} rows/s, {cpu:.0f} CPU us/row", flush=True)
    off, on = results[False], results[True]
    p99_off, p99_on = statistics.median(off["p99"]), statistics.median(on["p99"])
    rps_off, rps_on = statistics.median(off["rps"]), statistics.median(on["rps"])
    print(f"CPU per row (enqueue + spool), off/on: {statistics.median(off['cpu']):.0f}/"
          f"{statistics.median(on['cpu']):.0f} us")
    print(f"trace chain: enqueue p99 off/on {p99_off:.0f}/{p99_on:.0f} us, "
          f"spooler rows/s off/on {rps_off:.0f}/{rps_on:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
