"""Benchmark the NLI pool: unbatched (max_batch_size 1) vs dynamically batched, same replica.

64 concurrent callers each send requests of 10 claims x 12 chunks (120 pairs) to the real
NLIScorer deployment on a small local Ray. The replica is reconfigured live between the two
runs (user_config), so replica count, process and model are identical. Prints pairs/s for
both, the histogram of requests per batch, the padding that length-sorted batches save on a
mixed-length batch, and as its last line `batched/unbatched throughput ratio: X`.

With `--simulate-gpu` the replica runs the simulated GPU engine (gate_testkit.simulated_nli: a
fixed cost per forward pass plus a small cost per pair, GIL released) instead of a model, and the
callers send small requests (2-12 pairs), the case where a GPU gains most from merging requests.
Its last line is `simulated GPU batched/unbatched throughput ratio: X`.

`--replicas 1,2,4` measures the batched pool at each replica count too, with the callers growing with the
pool (each replica sees the load one replica saw, as autoscaling on target_ongoing_requests keeps it), and
prints before the ratio `replica scaling (simulated GPU): 2 replicas R2x, 4 replicas R4x`: the pool's
throughput at each count over its throughput at the first.

    python scripts/bench_nli.py                # builds the tiny models in a temp dir
    python scripts/bench_nli.py --model PATH   # any local cross-encoder NLI model
    python scripts/bench_nli.py --simulate-gpu --pass-ms 20 --pair-ms 0.05
    python scripts/bench_nli.py --simulate-gpu --replicas 1,2,4
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

CLAIMS_PER_REQUEST = 10
CHUNKS_PER_REQUEST = 12

_TOPICS = ["outpatient surgery", "the annual deductible", "prior authorisation", "emergency care",
           "prescription drugs", "the waiting period", "dental treatment", "physical therapy",
           "mental health services", "cross-border care", "the appeal deadline", "maternity care"]


def request_pairs(
    caller: int, round_index: int, claims: int = CLAIMS_PER_REQUEST, chunks: int = CHUNKS_PER_REQUEST
) -> list[tuple[str, str]]:
    """One request's (chunk, claim) pairs; text varies per caller and round so nothing is repeated verbatim."""
    chunk_texts = [
        f"Article {caller % 40 + index}: the policy covers {_TOPICS[index]} up to EUR {100 * index + round_index} "
        f"per calendar year, subject to prior approval by the insurer."
        for index in range(chunks)
    ]
    claim_texts = [
        f"The member is reimbursed for {_TOPICS[(index + caller) % len(_TOPICS)]} up to EUR {50 * index + caller}."
        for index in range(claims)
    ]
    return [(chunk, claim) for claim in claim_texts for chunk in chunk_texts]


def small_request_pairs(caller: int, round_index: int, smallest: int = 2, largest: int = 12) -> list[tuple[str, str]]:
    """A small request: between `smallest` and `largest` (chunk, claim) pairs, the count varying by caller and round."""
    count = smallest + (caller * 7 + round_index * 3) % (largest - smallest + 1)
    return request_pairs(caller, round_index, claims=1, chunks=CHUNKS_PER_REQUEST)[:count]


async def run_load(handle, callers: int, rounds: int, shape: tuple[int, int] | None) -> tuple[float, int]:
    """`callers` concurrent tasks, each sending `rounds` requests one after another; returns (seconds, pairs).

    `shape` is (claims, chunks) per request; None sends small requests of 2-12 pairs."""

    async def caller(index: int) -> int:
        pairs_sent = 0
        for round_index in range(rounds):
            pairs = small_request_pairs(index, round_index) if shape is None else request_pairs(index, round_index, *shape)
            scores = await handle.score.remote(pairs)
            if len(scores) != len(pairs):
                raise RuntimeError(f"caller {index} got {len(scores)} scores for {len(pairs)} pairs")
            pairs_sent += len(pairs)
        return pairs_sent

    started = time.perf_counter()
    totals = await asyncio.gather(*(caller(i) for i in range(callers)))
    return time.perf_counter() - started, sum(totals)


async def measure(
    handle, label: str, callers: int, rounds: int, shape: tuple[int, int] | None
) -> tuple[float, dict]:
    await run_load(handle, callers, 1, shape)  # warm-up: fills the pipeline, first forward passes
    await handle.reset_batch_stats.remote()
    seconds, pairs = await run_load(handle, callers, rounds, shape)
    stats = await handle.batch_stats.remote()
    rate = pairs / seconds
    print(f"{label}: {pairs} pairs in {seconds:.2f} s = {rate:,.0f} pairs/s, "
          f"{callers * rounds / seconds:,.0f} requests/s "
          f"(model time {stats['model_seconds']:.2f} s, {stats['batches']} batches)")
    print(f"  settings: max_batch_size={stats['max_batch_size']} batch_wait_timeout_s={stats['batch_wait_timeout_s']} "
          f"model_batch_size={stats['model_batch_size']}")
    print(f"  requests per batch: {stats['histogram']}")
    print(f"  model time per request {1000 * stats['model_seconds'] / stats['requests']:.1f} ms, "
          f"per pair {1000 * stats['model_seconds'] / stats['pairs']:.3f} ms")
    return rate, stats


async def pool_rate(handle, label: str, callers: int, rounds: int, shape: tuple[int, int] | None) -> float:
    """Pairs/s of the whole pool (batch stats are per replica, so only the rate is reported)."""
    await run_load(handle, callers, 1, shape)  # warm-up: every replica started and batching
    seconds, pairs = await run_load(handle, callers, rounds, shape)
    print(f"{label}: {callers} callers, {pairs} pairs in {seconds:.2f} s = {pairs / seconds:,.0f} pairs/s")
    return pairs / seconds


def _replica_counts(text: str) -> list[int]:
    counts = [int(part) for part in text.split(",") if part.strip()]
    if not counts or min(counts) < 1:
        raise argparse.ArgumentTypeError(f"replica counts must be positive integers: {text!r}")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="Local NLI cross-encoder; default: build the tiny model in a temp dir.")
    parser.add_argument("--callers", type=int, default=64, help="Concurrent callers.")
    parser.add_argument("--rounds", type=int, default=None,
                        help="Requests per caller in each measured run (default 3, 8 with --simulate-gpu).")
    parser.add_argument("--max-batch-size", type=int, default=64, help="Batched run: requests per batch.")
    parser.add_argument("--batch-wait-timeout-s", type=float, default=0.01, help="Batched run: batch wait.")
    parser.add_argument("--model-batch-size", type=int, default=None, help="Pairs per forward pass (both runs).")
    parser.add_argument("--claims", type=int, default=CLAIMS_PER_REQUEST, help="Claims per request.")
    parser.add_argument("--chunks", type=int, default=CHUNKS_PER_REQUEST, help="Chunks per request.")
    parser.add_argument("--replicas", type=_replica_counts, default=[1],
                        help="NLIScorer replicas: N, or N1,N2,... (the batching ratio at the first; the pool's "
                        "throughput at each, callers growing with the pool).")
    parser.add_argument("--simulate-gpu", action="store_true",
                        help="Simulated GPU engine instead of a model, small requests of 2-12 pairs.")
    parser.add_argument("--pass-ms", type=float, default=20.0, help="Simulated cost of one forward pass (ms).")
    parser.add_argument("--pair-ms", type=float, default=0.05, help="Simulated cost per pair in a pass (ms).")
    args = parser.parse_args(argv)
    if args.simulate_gpu and args.model:
        parser.error("--simulate-gpu replaces the model: pass one or the other")
    if args.rounds is None:
        args.rounds = 8 if args.simulate_gpu else 3

    import ray
    from ray import serve

    from deployments.models import NLIScorer

    with tempfile.TemporaryDirectory() as tmp:
        model = args.model
        if args.simulate_gpu:
            from gate_testkit.simulated_nli import simulated_nli_spec

            model = simulated_nli_spec(args.pass_ms, args.pair_ms)
            print(f"simulated GPU: {args.pass_ms} ms per forward pass + {args.pair_ms} ms per pair; "
                  f"{args.callers} callers, requests of 2-12 pairs")
        elif model is None:
            from gate_testkit.tiny_models import build_nli_model

            model = str(build_nli_model(Path(tmp) / "nli"))
        ray.init(num_cpus=max(4, max(args.replicas) + 2), include_dashboard=False, log_to_driver=False,
                 runtime_env={"env_vars": {"HF_HUB_OFFLINE": "1"}})
        try:
            serve.start(proxy_location="Disabled")
            common = {} if args.model_batch_size is None else {"model_batch_size": args.model_batch_size}
            first, *more = args.replicas
            busiest = args.callers * max(args.replicas) // first
            deployment = NLIScorer.options(max_ongoing_requests=max(256, busiest * 2))

            def deploy(user_config: dict, replicas: int = first):
                # serve.run from Python redeploys (new replicas); the warm-up round absorbs the start
                return serve.run(
                    deployment.options(num_replicas=replicas, user_config={**common, **user_config}).bind(model),
                    name="bench_nli", route_prefix=None,
                )

            shape = None if args.simulate_gpu else (args.claims, args.chunks)

            async def both() -> tuple[tuple[float, dict], tuple[float, dict]]:
                handle = deploy({"max_batch_size": 1, "batch_wait_timeout_s": 0.0})
                unbatched = await measure(handle, "unbatched", args.callers, args.rounds, shape)
                handle = deploy({"max_batch_size": args.max_batch_size,
                                 "batch_wait_timeout_s": args.batch_wait_timeout_s})
                batched = await measure(handle, "batched", args.callers, args.rounds, shape)
                scaled = {}
                for replicas in more:
                    callers = args.callers * replicas // first
                    handle = deploy({"max_batch_size": args.max_batch_size,
                                     "batch_wait_timeout_s": args.batch_wait_timeout_s}, replicas)
                    scaled[replicas] = await pool_rate(handle, f"batched, {replicas} replicas", callers, args.rounds,
                                                       shape)
                return unbatched, batched, scaled

            (unbatched, unbatched_stats), (batched, batched_stats), scaled = asyncio.run(both())
        finally:
            serve.shutdown()
            ray.shutdown()
        if not args.simulate_gpu:
            report_padding(model, args.model_batch_size or 64)
    # What batching can save is the fixed cost per model call; the per-pair forward cost stays.
    per_call_saved_ms = 1000 * (unbatched_stats["model_seconds"] / unbatched_stats["requests"]
                                - batched_stats["model_seconds"] / batched_stats["requests"])
    print(f"model time saved per request by batching: {per_call_saved_ms:.1f} ms of "
          f"{1000 * unbatched_stats['model_seconds'] / unbatched_stats['requests']:.1f} ms")
    if scaled:
        factors = ", ".join(f"{replicas} replicas {rate / batched:.2f}x" for replicas, rate in scaled.items())
        print(f"replica scaling{' (simulated GPU)' if args.simulate_gpu else ''}: {factors}")
    label = "simulated GPU batched/unbatched" if args.simulate_gpu else "batched/unbatched"
    print(f"{label} throughput ratio: {batched / unbatched:.2f}")
    return 0


def report_padding(model: str, batch_size: int) -> None:
    """Pad tokens of one mixed-length batch (10 claims x 12 chunks of very different lengths), sorted vs as sent."""
    from gate.engines.nli import NLIModel

    nli = NLIModel(model, device="cpu")
    pairs = []
    for index, (chunk, claim) in enumerate(request_pairs(0, 0)):
        repeat = 1 + (index * 5) % 7  # chunks from one to seven sentences long, interleaved
        pairs.append((" ".join([chunk] * repeat), claim))
    nli.score(pairs, batch_size=batch_size)
    padding = nli.last_padding
    print(f"padding on a mixed-length batch ({len(pairs)} pairs, {padding['tokens']} tokens, {batch_size} per pass): "
          f"{padding['padded']} pad tokens length-sorted vs {padding['padded_unsorted']} in arrival order "
          f"({1 - padding['padded'] / max(1, padding['padded_unsorted']):.0%} saved)")


if __name__ == "__main__":
    raise SystemExit(main())
