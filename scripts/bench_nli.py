"""Benchmark the NLI pool: unbatched (max_batch_size 1) vs dynamically batched, same replica.

64 concurrent callers each send requests of 10 claims x 12 chunks (120 pairs) to the real
NLIScorer deployment on a small local Ray. The replica is reconfigured live between the two
runs (user_config), so replica count, process and model are identical. Prints pairs/s for
both, the histogram of requests per batch, and as its last line
`batched/unbatched throughput ratio: X`.

    python scripts/bench_nli.py                # builds the tiny models in a temp dir
    python scripts/bench_nli.py --model PATH   # any local cross-encoder NLI model
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


async def run_load(handle, callers: int, rounds: int, shape: tuple[int, int]) -> tuple[float, int]:
    """`callers` concurrent tasks, each sending `rounds` requests one after another; returns (seconds, pairs)."""

    async def caller(index: int) -> int:
        pairs_sent = 0
        for round_index in range(rounds):
            pairs = request_pairs(index, round_index, *shape)
            scores = await handle.score.remote(pairs)
            if len(scores) != len(pairs):
                raise RuntimeError(f"caller {index} got {len(scores)} scores for {len(pairs)} pairs")
            pairs_sent += len(pairs)
        return pairs_sent

    started = time.perf_counter()
    totals = await asyncio.gather(*(caller(i) for i in range(callers)))
    return time.perf_counter() - started, sum(totals)


async def measure(handle, label: str, callers: int, rounds: int, shape: tuple[int, int]) -> tuple[float, dict]:
    await run_load(handle, callers, 1, shape)  # warm-up: fills the pipeline, first forward passes
    await handle.reset_batch_stats.remote()
    seconds, pairs = await run_load(handle, callers, rounds, shape)
    stats = await handle.batch_stats.remote()
    rate = pairs / seconds
    print(f"{label}: {pairs} pairs in {seconds:.2f} s = {rate:,.0f} pairs/s "
          f"(model time {stats['model_seconds']:.2f} s, {stats['batches']} batches)")
    print(f"  settings: max_batch_size={stats['max_batch_size']} batch_wait_timeout_s={stats['batch_wait_timeout_s']} "
          f"model_batch_size={stats['model_batch_size']}")
    print(f"  requests per batch: {stats['histogram']}")
    print(f"  model time per request {1000 * stats['model_seconds'] / stats['requests']:.1f} ms, "
          f"per pair {1000 * stats['model_seconds'] / stats['pairs']:.3f} ms")
    return rate, stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="Local NLI cross-encoder; default: build the tiny model in a temp dir.")
    parser.add_argument("--callers", type=int, default=64, help="Concurrent callers.")
    parser.add_argument("--rounds", type=int, default=3, help="Requests per caller in each measured run.")
    parser.add_argument("--max-batch-size", type=int, default=64, help="Batched run: requests per batch.")
    parser.add_argument("--batch-wait-timeout-s", type=float, default=0.01, help="Batched run: batch wait.")
    parser.add_argument("--model-batch-size", type=int, default=None, help="Pairs per forward pass (both runs).")
    parser.add_argument("--claims", type=int, default=CLAIMS_PER_REQUEST, help="Claims per request.")
    parser.add_argument("--chunks", type=int, default=CHUNKS_PER_REQUEST, help="Chunks per request.")
    parser.add_argument("--replicas", type=int, default=1, help="NLIScorer replicas (both runs).")
    args = parser.parse_args(argv)

    import ray
    from ray import serve

    from deployments.models import NLIScorer

    with tempfile.TemporaryDirectory() as tmp:
        model = args.model
        if model is None:
            from gate.tiny_models import build_tiny_models

            model = str(build_tiny_models(tmp).nli)
        ray.init(num_cpus=4, include_dashboard=False, log_to_driver=False,
                 runtime_env={"env_vars": {"HF_HUB_OFFLINE": "1"}})
        try:
            serve.start(proxy_location="Disabled")
            common = {} if args.model_batch_size is None else {"model_batch_size": args.model_batch_size}
            deployment = NLIScorer.options(num_replicas=args.replicas, max_ongoing_requests=max(256, args.callers * 2))

            def deploy(user_config: dict):
                # serve.run from Python redeploys (new replicas, same count); the warm-up round absorbs the start
                return serve.run(deployment.options(user_config={**common, **user_config}).bind(model),
                                 name="bench_nli", route_prefix=None)

            shape = (args.claims, args.chunks)

            async def both() -> tuple[tuple[float, dict], tuple[float, dict]]:
                handle = deploy({"max_batch_size": 1, "batch_wait_timeout_s": 0.0})
                unbatched = await measure(handle, "unbatched", args.callers, args.rounds, shape)
                handle = deploy({"max_batch_size": args.max_batch_size,
                                 "batch_wait_timeout_s": args.batch_wait_timeout_s})
                batched = await measure(handle, "batched", args.callers, args.rounds, shape)
                return unbatched, batched

            (unbatched, unbatched_stats), (batched, batched_stats) = asyncio.run(both())
        finally:
            serve.shutdown()
            ray.shutdown()
    # What batching can save is the fixed cost per model call; the per-pair forward cost stays.
    per_call_saved_ms = 1000 * (unbatched_stats["model_seconds"] / unbatched_stats["requests"]
                                - batched_stats["model_seconds"] / batched_stats["requests"])
    print(f"model time saved per request by batching: {per_call_saved_ms:.1f} ms of "
          f"{1000 * unbatched_stats['model_seconds'] / unbatched_stats['requests']:.1f} ms")
    print(f"batched/unbatched throughput ratio: {batched / unbatched:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
