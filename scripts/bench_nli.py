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

`--replicas 1,2,4` then measures the batched pool at each replica count on gate-sized requests (`--claims` x
`--chunks`, 10 x 12 = 120 pairs) with the callers growing with the pool (`--scaling-callers` per replica, 64 as
multi_gpu.yaml's target_ongoing_requests keeps it), on its own simulated profile (`--scaling-pass-ms 10
--scaling-pair-ms 0.4`: 120 pairs in 58 ms, gpu_check's H200 target for 120 pairs of 256 tokens; the 0.05 ms
per pair above is a GPU's cost for short pairs, and small cheap requests make Serve's own CPU per request, not
the pool, the limit on a small machine). For each run it prints every replica's requests, batches and the
share of the run its simulated GPU computed, and where the CPU went (the machine, the driver, the replicas,
the rest of Ray, other programs: Linux /proc); then which limit held at each count (`device-bound` when every
replica computed >= 90% of the run: the scaling measured is the pool's; `CPU-bound` when the devices waited
and the cores were saturated), and before the ratio `replica scaling (simulated GPU): 2 replicas R2x, 4
replicas R4x`: the pool's throughput at each count over its throughput at the first.

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
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

CLAIMS_PER_REQUEST = 10
CHUNKS_PER_REQUEST = 12
# Replica scaling on the simulated GPU: 10 ms per pass + 0.4 ms per pair puts 120 pairs at 58 ms, within
# gpu_check's target for DeBERTa-v3-large on an H200 (120 pairs of 256 tokens in <= 60 ms).
SCALING_PASS_MS = 10.0
SCALING_PAIR_MS = 0.4
SCALING_CALLERS_PER_REPLICA = 64  # multi_gpu.yaml: target_ongoing_requests 64 per NLI replica

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


# ---------------------------------------------------------------- where the CPU went (Linux /proc)

CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass
class CpuSnapshot:
    """CPU seconds used so far: the whole machine (busy, and busy + idle, summed over cores), this driver process
    (all its threads), each NLIScorer replica process, and the rest of the Ray processes this driver started."""

    wall: float
    machine_busy: float
    machine_total: float
    driver: float
    replicas: dict[int, float] = field(default_factory=dict)
    ray_other: float = 0.0


def _process_table() -> dict[int, tuple[int, float, str]]:
    """pid -> (parent pid, CPU seconds so far, command line) of every process /proc shows."""
    table = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry.name}/stat").read_text()
            cmdline = Path(f"/proc/{entry.name}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # gone since the listing
            continue
        fields = stat[stat.rindex(")") + 2:].split()  # from field 3 (state) on: ppid is [1], utime [11], stime [12]
        table[int(entry.name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / CLOCK_TICKS, cmdline)
    return table


def cpu_snapshot() -> CpuSnapshot | None:
    """Where the CPU went so far; None where /proc is not there (not Linux)."""
    if not Path("/proc/stat").is_file():
        return None
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    idle = values[3] + values[4]  # idle + iowait
    table = _process_table()
    me = os.getpid()
    children: dict[int, list[int]] = {}
    for pid, (parent, _, _) in table.items():
        children.setdefault(parent, []).append(pid)
    descendants, stack = [], list(children.get(me, []))
    while stack:  # gcs, raylet and, under the raylet, the workers (Serve controller, replicas)
        pid = stack.pop()
        descendants.append(pid)
        stack.extend(children.get(pid, []))
    replicas = {pid: table[pid][1] for pid in descendants if "ServeReplica:" in table[pid][2] and "NLIScorer" in table[pid][2]}
    return CpuSnapshot(wall=time.perf_counter(), machine_busy=(sum(values) - idle) / CLOCK_TICKS,
                       machine_total=sum(values) / CLOCK_TICKS, driver=table[me][1] if me in table else 0.0,
                       replicas=replicas, ray_other=sum(table[pid][1] for pid in descendants if pid not in replicas))


@dataclass
class CpuUse:
    """Cores used on average over one run, by whom; `cores` the machine's."""

    seconds: float
    cores: int
    machine_busy: float  # share of all cores busy, 0..1, whoever used them
    driver: float  # cores
    replicas: list[float]  # cores, per replica process
    ray_other: float  # cores: Serve controller, raylet, gcs, ...

    @property
    def outside(self) -> float:
        """Cores other programs on the machine used meanwhile (not this benchmark's processes)."""
        return max(0.0, self.machine_busy * self.cores - self.driver - sum(self.replicas) - self.ray_other)

    @property
    def saturated(self) -> bool:
        """The cores were (nearly) all busy, whoever used them, or the driver (its event loop sends every request)
        used about a core: where the devices also waited for requests, the CPU was the limit."""
        return self.machine_busy >= 0.9 or self.driver >= 0.9

    def line(self) -> str:
        per_replica = ", ".join(f"{use:.2f}" for use in self.replicas)
        return (f"  CPU ({self.cores} cores, {self.seconds:.1f} s): machine {self.machine_busy:.0%} busy; driver "
                f"{self.driver:.2f} cores, replicas {sum(self.replicas):.2f} [{per_replica}], other Ray "
                f"{self.ray_other:.2f}, outside the benchmark {self.outside:.2f}"
                f"{' (saturated)' if self.saturated else ''}")


def cpu_use(before: CpuSnapshot | None, after: CpuSnapshot | None) -> CpuUse | None:
    if before is None or after is None:
        return None
    seconds = max(1e-9, after.wall - before.wall)
    cores = os.cpu_count() or 1
    total = max(1e-9, after.machine_total - before.machine_total)
    replicas = [(used - before.replicas.get(pid, 0.0)) / seconds for pid, used in sorted(after.replicas.items())]
    return CpuUse(seconds=seconds, cores=cores, machine_busy=(after.machine_busy - before.machine_busy) / total,
                  driver=(after.driver - before.driver) / seconds, replicas=replicas,
                  ray_other=(after.ray_other - before.ray_other) / seconds)


async def replica_stats(handle, replicas: int) -> dict[str, dict]:
    """batch_stats of every replica, by replica id: asked until each has answered (the handle picks the replica),
    at most 12 tries per replica."""
    found: dict[str, dict] = {}
    for _ in range(12 * replicas):
        stats = await handle.batch_stats.remote()
        found[stats["replica"]] = stats
        if len(found) == replicas:
            break
    return found


async def run_load(handle, callers: int, rounds: int, shape: tuple[int, int] | None,
                   latencies: list[float] | None = None) -> tuple[float, int]:
    """`callers` concurrent tasks, each sending `rounds` requests one after another; returns (seconds, pairs).

    `shape` is (claims, chunks) per request; None sends small requests of 2-12 pairs. Each request's seconds
    from send to scores are appended to `latencies` when given."""

    async def caller(index: int) -> int:
        pairs_sent = 0
        for round_index in range(rounds):
            pairs = small_request_pairs(index, round_index) if shape is None else request_pairs(index, round_index, *shape)
            sent = time.perf_counter()
            scores = await handle.score.remote(pairs)
            if latencies is not None:
                latencies.append(time.perf_counter() - sent)
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
    before = cpu_snapshot()
    seconds, pairs = await run_load(handle, callers, rounds, shape)
    used = cpu_use(before, cpu_snapshot())
    stats = await handle.batch_stats.remote()
    rate = pairs / seconds
    print(f"{label}: {pairs} pairs in {seconds:.2f} s = {rate:,.0f} pairs/s, "
          f"{callers * rounds / seconds:,.0f} requests/s "
          f"(model time {stats['model_seconds']:.2f} s, {stats['batches']} batches)")
    print(f"  settings: max_batch_size={stats['max_batch_size']} batch_wait_timeout_s={stats['batch_wait_timeout_s']} "
          f"model_batch_size={stats['model_batch_size']}")
    print(f"  requests per batch: {stats['histogram']}")
    print(f"  requests per model call: {stats['requests_per_model_call']}")
    print(f"  model time per request {1000 * stats['model_seconds'] / stats['requests']:.1f} ms, "
          f"per pair {1000 * stats['model_seconds'] / stats['pairs']:.3f} ms; device busy "
          f"{stats['model_seconds'] / seconds:.0%} of the run")
    if used is not None:
        print(used.line())
    return rate, stats


def _counts(after: dict, before: dict) -> Counter:
    """A histogram's growth between two batch_stats (keys may arrive as strings)."""
    grown = Counter({int(k): v for k, v in after.items()})
    grown.subtract({int(k): v for k, v in before.items()})
    return +grown


@dataclass
class PoolRun:
    """One measured run of the pool: its throughput, where the CPU went, and how busy each replica's device was."""

    rate: float
    cpu: CpuUse | None
    in_model_calls: list[float]  # per replica, share of the run
    computing: list[float]  # per replica, share of the run the simulated GPU computed (empty for a real model)


async def pool_rate(handle, label: str, replicas: int, callers: int, rounds: int,
                    shape: tuple[int, int] | None, profile: tuple[float, float] | None = None) -> PoolRun:
    """Pairs/s of the whole pool, with each replica's share of the requests, its batches and its device's busy
    time, and the CPU each process used.

    A replica's device is busy for the time its model calls took (the wall clock around them); with `profile`
    (the simulated pass_ms, pair_ms) the time the simulated GPU computed is shown too: forward passes x pass_ms
    + pairs x pair_ms, what a GPU would have spent. The difference is the model thread waiting for a core to
    wake it (other work on the machine), a CPU cost the replica pays at every replica count."""
    await run_load(handle, callers, 1, shape)  # warm-up: every replica started and batching
    start_stats = await replica_stats(handle, replicas)
    before = cpu_snapshot()
    latencies: list[float] = []
    seconds, pairs = await run_load(handle, callers, rounds, shape, latencies)
    used = cpu_use(before, cpu_snapshot())
    end_stats = await replica_stats(handle, replicas)
    latencies.sort()
    print(f"{label}: {callers} callers, {pairs} pairs in {seconds:.2f} s = {pairs / seconds:,.0f} pairs/s, "
          f"{callers * rounds / seconds:,.0f} requests/s; request latency p50 {1000 * latencies[len(latencies) // 2]:.0f} "
          f"ms, p90 {1000 * latencies[int(len(latencies) * 0.9)]:.0f} ms")
    busy, computing = [], []
    for index, (replica, after) in enumerate(sorted(end_stats.items())):
        earlier = start_stats.get(replica, {"histogram": {}, "requests_per_model_call": {}, "model_seconds": 0.0,
                                            "pairs": 0, "forward_passes": 0})
        histogram = _counts(after["histogram"], earlier["histogram"])
        calls = _counts(after["requests_per_model_call"], earlier["requests_per_model_call"])
        requests = sum(size * count for size, count in histogram.items())
        batches, model_calls = sum(histogram.values()), sum(calls.values())
        in_calls = (after["model_seconds"] - earlier["model_seconds"]) / seconds
        line = (f"  replica {index + 1}: {requests} requests in {batches} batches ({requests / max(1, batches):.1f} "
                f"per batch), {model_calls} model calls ({requests / max(1, model_calls):.1f} requests per call), in "
                f"model calls {in_calls:.0%} of the run")
        busy.append(in_calls)
        if profile is not None:
            passes = after["forward_passes"] - earlier["forward_passes"]
            computed = (passes * profile[0] + (after["pairs"] - earlier["pairs"]) * profile[1]) / 1000.0
            computing.append(computed / seconds)
            line += f", simulated GPU computing {computing[-1]:.0%} ({passes} passes)"
        print(line)
    if len(end_stats) < replicas:
        print(f"  ({replicas - len(end_stats)} replica(s) did not answer batch_stats)")
    if used is not None:
        print(used.line())
    return PoolRun(pairs / seconds, used, busy, computing)


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
    parser.add_argument("--claims", type=int, default=CLAIMS_PER_REQUEST,
                        help="Claims per request (the real model's requests, and the replica scaling's).")
    parser.add_argument("--chunks", type=int, default=CHUNKS_PER_REQUEST,
                        help="Chunks per request (the real model's requests, and the replica scaling's).")
    parser.add_argument("--replicas", type=_replica_counts, default=[1],
                        help="NLIScorer replicas: N, or N1,N2,... (the batching ratio at the first; the pool's "
                        "throughput at each, callers growing with the pool).")
    parser.add_argument("--simulate-gpu", action="store_true",
                        help="Simulated GPU engine instead of a model, small requests of 2-12 pairs.")
    parser.add_argument("--pass-ms", type=float, default=20.0, help="Simulated cost of one forward pass (ms).")
    parser.add_argument("--pair-ms", type=float, default=0.05, help="Simulated cost per pair in a pass (ms).")
    parser.add_argument("--scaling-pass-ms", type=float, default=SCALING_PASS_MS,
                        help="Replica scaling, simulated: cost of one forward pass (ms).")
    parser.add_argument("--scaling-pair-ms", type=float, default=SCALING_PAIR_MS,
                        help="Replica scaling, simulated: cost per pair (ms); the default with --scaling-pass-ms "
                        "puts 120 pairs at 58 ms, gpu_check's H200 target for 120 pairs of 256 tokens.")
    parser.add_argument("--scaling-callers", type=int, default=SCALING_CALLERS_PER_REPLICA,
                        help="Replica scaling: concurrent callers per replica.")
    args = parser.parse_args(argv)
    if args.simulate_gpu and args.model:
        parser.error("--simulate-gpu replaces the model: pass one or the other")
    if args.rounds is None:
        args.rounds = 8 if args.simulate_gpu else 3

    import ray
    from ray import serve

    from deployments.models import NLIScorer

    with tempfile.TemporaryDirectory() as tmp:
        model = scaling_model = args.model
        if args.simulate_gpu:
            from gate_testkit.simulated_nli import simulated_nli_spec

            model = simulated_nli_spec(args.pass_ms, args.pair_ms)
            scaling_model = simulated_nli_spec(args.scaling_pass_ms, args.scaling_pair_ms)
            print(f"simulated GPU: {args.pass_ms} ms per forward pass + {args.pair_ms} ms per pair; "
                  f"{args.callers} callers, requests of 2-12 pairs")
        elif model is None:
            from gate_testkit.tiny_models import build_nli_model

            model = scaling_model = str(build_nli_model(Path(tmp) / "nli"))
        ray.init(num_cpus=max(4, max(args.replicas) + 2), include_dashboard=False, log_to_driver=False,
                 runtime_env={"env_vars": {"HF_HUB_OFFLINE": "1"}})
        try:
            serve.start(proxy_location="Disabled")
            common = {} if args.model_batch_size is None else {"model_batch_size": args.model_batch_size}
            first = args.replicas[0]
            busiest = max(args.callers, args.scaling_callers * max(args.replicas))
            deployment = NLIScorer.options(max_ongoing_requests=max(256, busiest * 2))
            batched_settings = {"max_batch_size": args.max_batch_size, "batch_wait_timeout_s": args.batch_wait_timeout_s}

            def deploy(user_config: dict, replicas: int = first, served: str = model):
                # serve.run from Python redeploys (new replicas); the warm-up round absorbs the start
                return serve.run(
                    deployment.options(num_replicas=replicas, user_config={**common, **user_config}).bind(served),
                    name="bench_nli", route_prefix=None,
                )

            shape = None if args.simulate_gpu else (args.claims, args.chunks)

            async def both() -> tuple[tuple[float, dict], tuple[float, dict], dict[int, PoolRun]]:
                handle = deploy({"max_batch_size": 1, "batch_wait_timeout_s": 0.0})
                unbatched = await measure(handle, "unbatched", args.callers, args.rounds, shape)
                handle = deploy(batched_settings)
                batched = await measure(handle, "batched", args.callers, args.rounds, shape)
                scaled: dict[int, PoolRun] = {}
                if len(args.replicas) > 1:
                    print(f"replica scaling: gate-sized requests of {args.claims} claims x {args.chunks} chunks "
                          f"({args.claims * args.chunks} pairs), {args.scaling_callers} callers per replica"
                          + (f", simulated GPU {args.scaling_pass_ms:g} ms per forward pass + {args.scaling_pair_ms:g} "
                             f"ms per pair" if args.simulate_gpu else ""))
                    for replicas in args.replicas:
                        handle = deploy(batched_settings, replicas, scaling_model)
                        scaled[replicas] = await pool_rate(
                            handle, f"batched, {replicas} replica(s)", replicas, args.scaling_callers * replicas,
                            args.rounds, (args.claims, args.chunks),
                            (args.scaling_pass_ms, args.scaling_pair_ms) if args.simulate_gpu else None)
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
        print(scaling_verdict(scaled))
        base = scaled[first].rate
        factors = ", ".join(f"{replicas} replicas {run.rate / base:.2f}x" for replicas, run in scaled.items()
                            if replicas != first)
        print(f"replica scaling{' (simulated GPU)' if args.simulate_gpu else ''}: {factors}")
    label = "simulated GPU batched/unbatched" if args.simulate_gpu else "batched/unbatched"
    print(f"{label} throughput ratio: {batched / unbatched:.2f}")
    return 0


def scaling_verdict(scaled: dict[int, PoolRun]) -> str:
    """What limited the pool at each replica count: its devices (every replica was in model calls >= 90% of the
    run: the scaling is the pool's), or the CPU (the devices waited for requests while the cores, or the
    driver's event loop, were saturated: the numbers are the CPU's limit, not the pool's), or the callers."""
    parts, starved = [], []
    for replicas, run in scaled.items():
        busy = min(run.in_model_calls) if run.in_model_calls else 0.0
        if busy >= 0.9:
            what = "device-bound"
        elif run.cpu is not None and run.cpu.saturated:
            what = "CPU-bound"
            starved.append(replicas)
        else:
            what = "caller-bound"
            starved.append(replicas)
        cpu = (f", machine {run.cpu.machine_busy:.0%} busy, driver {run.cpu.driver:.2f} cores, outside the benchmark "
               f"{run.cpu.outside:.2f} cores" if run.cpu is not None else "")
        computing = f", simulated GPUs computing >= {min(run.computing):.0%}" if run.computing else ""
        parts.append(f"{replicas}: {what} (replicas in model calls >= {busy:.0%} of the run{computing}{cpu})")
    summary = "; ".join(parts)
    if not starved:
        return f"replica scaling limited by: {summary}; the pool's scaling is measured, not the CPU's"
    return (f"replica scaling limited by: {summary}; at {', '.join(map(str, starved))} replica(s) the devices "
            f"waited for requests: those numbers are the CPU's or the callers' limit, not the pool's")


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
