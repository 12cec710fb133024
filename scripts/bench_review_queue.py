#!/usr/bin/env python
"""Time the review queue (GET /v1/review/queue's own function) on a loopback S3 holding 100,000 cases.

    python scripts/bench_review_queue.py [--cases 100000] [--runs 40] [--threads 32] [--sample-cases 1000]

Starts moto's S3 server (`python -m moto.server`) on 127.0.0.1 as a child process, writes the queue
index of `--cases` cases over 100 days through the index's own write path (`QueueIndex.add_case` for
the cases still pending, `add_decided` for the decided ones, in `--threads` threads), full case
objects for a sample of them, then recounts (as `index_existing_cases` does) and opens and decides a
hundred more through `ReviewStore.open_case` / `put_decision`, so the counts read a checkpoint
plus fresh events. Then it times `gate.review.queue.queue_response` (the page and the counts, what
the route returns) for several filters and prints p50/p95 per filter; the last line sums it up.

The mix: one case in three blocked, the rest escalated; everything older than five days is
decided but 1% of cases never are; checks 'figures' (40%), 'citations', 'phi', and 'rare' (0.2%);
profiles default / payer / legal. Note that moto lists a prefix by scanning every key of the bucket
(real S3 does not): its LIST costs grow with the store, so these are upper bounds for S3's.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import socket
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

DUMMY_AWS_ENV = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_SESSION_TOKEN": "testing",
                 "AWS_DEFAULT_REGION": "us-east-1", "AWS_REGION": "us-east-1", "NO_PROXY": "127.0.0.1,localhost",
                 "no_proxy": "127.0.0.1,localhost"}
START = dt.datetime(2026, 8, 1, tzinfo=dt.timezone.utc)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_moto() -> tuple[subprocess.Popen, str]:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **DUMMY_AWS_ENV})
    deadline = time.monotonic() + 30
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"moto.server exited with {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return process, f"http://127.0.0.1:{port}"
        if time.monotonic() > deadline:
            process.kill()
            raise TimeoutError("moto.server did not start")
        time.sleep(0.1)


def make_case(index: int, total: int, rng: random.Random) -> dict:
    when = START + dt.timedelta(days=100 * index / total, milliseconds=index % 1000)
    ms = int(when.timestamp() * 1000)
    roll = rng.random()
    check = "rare" if roll < 0.002 else "figures" if roll < 0.4 else "citations" if roll < 0.7 else "phi"
    checks = [check] + (["phi"] if check != "phi" and rng.random() < 0.2 else [])
    return {"schema_version": 1, "request_id": f"req-{index:06d}", "case_uid": f"{ms:013d}-{index:012x}",
            "ts": when.isoformat(), "route": "gate" if rng.random() < 0.8 else "verify",
            "status": "blocked" if rng.random() < 1 / 3 else "escalated",
            "profile": rng.choices(["default", "payer", "legal"], [6, 3, 1])[0], "failed": checks,
            "blocking_checks": [], "attempts": [{"attempt": a} for a in range(1 + index % 3)],
            "has_phi": "phi" in checks, "query": "q", "sources": [], "output": "an answer"}


def decision_of(case: dict, rng: random.Random, when: dt.datetime) -> dict:
    if case["status"] == "escalated":
        after = "released" if rng.random() < 0.7 else "rejected"
    else:
        after = "blocked" if rng.random() < 0.8 else "released"
    return {"decision_id": f"d-{case['case_uid']}", "request_id": case["request_id"], "case_uid": case["case_uid"],
            "ts": when.isoformat(), "reviewer": "bench", "action": "x", "edited": False, "verdict": "agree",
            "note": "", "status_before": case["status"], "status_after": after, "checks_failed": case["failed"],
            "profile": case["profile"], "before": "x", "after": None}


class CountingStore:
    """The bench's store seen through a counter of LIST calls and keys listed (for one untimed call a filter)."""

    def __init__(self, inner) -> None:
        self.inner, self.lists, self.keys = inner, 0, 0

    def list_page(self, prefix, start_after=None, max_keys=1000):
        found = self.inner.list_page(prefix, start_after, max_keys)
        self.lists, self.keys = self.lists + 1, self.keys + len(found)
        return found

    def __getattr__(self, name):
        return getattr(self.inner, name)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=30, help="timed calls per filter")
    parser.add_argument("--threads", type=int, default=32, help="index writes in flight")
    parser.add_argument("--sample-cases", type=int, default=1000, help="full case objects written besides the index")
    args = parser.parse_args(argv)
    os.environ.update(DUMMY_AWS_ENV)

    import boto3

    from gate.review.queue import queue_response
    from gate.review.store import ReviewStore
    from gate.traces.store import S3Settings

    process, endpoint = start_moto()
    try:
        boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1").create_bucket(Bucket="bench-review")
        store = ReviewStore.open("s3://bench-review/gate", S3Settings(endpoint_url=endpoint, max_attempts=5,
                                                                      read_timeout_s=120))
        index = store.queue
        rng = random.Random(20261204)
        cases = [make_case(i, args.cases, rng) for i in range(args.cases)]
        decided_before = START + dt.timedelta(days=95)
        decisions = {c["case_uid"]: decision_of(c, rng, dt.datetime.fromisoformat(c["ts"]) + dt.timedelta(hours=3))
                     for c in cases if dt.datetime.fromisoformat(c["ts"]) < decided_before and rng.random() >= 0.01}

        def write(case: dict) -> None:
            decision = decisions.get(case["case_uid"])
            if decision is None:
                index.add_case(case, count=False)
            else:
                index.add_decided(case, decision)

        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=args.threads) as pool:
            for done, _ in enumerate(pool.map(write, cases), 1):
                if done % 20_000 == 0:
                    print(f"  {done} index entries written ({time.perf_counter() - started:.0f} s)", flush=True)
            sample = rng.sample(cases, min(args.sample_cases, len(cases)))
            list(pool.map(lambda c: store.store.put_if_absent(
                f"review/cases/{c['request_id']}/{c['case_uid']}.json", repr(c).encode()), sample))
        written_s = time.perf_counter() - started
        print(f"wrote {len(cases)} index entries ({len(decisions)} decided) and {len(sample)} case objects "
              f"in {written_s:.0f} s ({len(cases) / written_s:.0f} entries/s, {args.threads} threads)", flush=True)
        started = time.perf_counter()
        counts = index.recount(now=time.time() - 7200)  # as of two hours ago: the traffic below is newer
        print(f"recount (lists both partitions, writes a checkpoint): {time.perf_counter() - started:.1f} s: {counts}")

        # The last hour's traffic through the store's own path (a busy hour: 150 cases, 50 decisions; the
        # mix above averages 40 cases an hour), counted as events; the older ones settle into a checkpoint.
        now = dt.datetime.now(dt.timezone.utc)
        fresh = []
        for i in range(150):
            case = make_case(args.cases + i, args.cases, rng)
            when = now - dt.timedelta(minutes=60) + dt.timedelta(seconds=24 * i)
            case.update(ts=when.isoformat(), case_uid=f"{int(when.timestamp() * 1000):013d}-{args.cases + i:012x}")
            fresh.append(case)
        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=8) as pool:
            list(pool.map(store.open_case, fresh))
            list(pool.map(lambda c: store.put_decision(
                decision_of(c, rng, dt.datetime.fromisoformat(c["ts"]) + dt.timedelta(minutes=1))), fresh[:100:2]))
        print(f"150 cases opened and 50 decided through ReviewStore: {time.perf_counter() - started:.1f} s")
        started = time.perf_counter()
        store.queue_counts()
        print(f"first counts (folds the settled events into a checkpoint): {(time.perf_counter() - started) * 1000:.0f} ms")

        def call(**query) -> dict:
            return queue_response(store, cursor=query.pop("cursor", None), limit=query.pop("limit", 50),
                                  check=query.pop("check", None), profile=query.pop("profile", None),
                                  since=query.pop("since", None), until=query.pop("until", None), **query)

        def timed(fn, runs: int = 20) -> tuple[float, float]:
            timings = []
            for _ in range(runs):
                started = time.perf_counter()
                fn()
                timings.append((time.perf_counter() - started) * 1000)
            return statistics.median(timings), percentile(timings, 0.95)

        floor = timed(lambda: store.store.list_page("review/queue/nothing-here/", None, 1))
        pending_list = timed(lambda: store.store.list_page("review/queue/pending/", None, 51))
        decided_list = timed(lambda: store.store.list_page("review/queue/decided/", None, 51))
        print(f"moto alone: a LIST of an empty prefix p50 {floor[0]:.0f} ms; 51 keys of pending/ p50 "
              f"{pending_list[0]:.0f} ms, of decided/ p50 {decided_list[0]:.0f} ms (moto scans and sorts per LIST)")
        first_all = call(status="all")
        scenarios = {
            "pending": {"status": "pending"},
            "all, page 2 by cursor": {"status": "all", "cursor": first_all["next_cursor"]},
            "pending, check filter": {"status": "pending", "check": "figures"},
            "all, check filter": {"status": "all", "check": "citations"},
            "released": {"status": "released"},
            "blocked": {"status": "blocked"},
            "all, profile + dates": {"status": "all", "profile": "legal", "since": dt.date(2026, 9, 1),
                                     "until": dt.date(2026, 9, 30)},
            "all, rare check (bounded)": {"status": "all", "check": "rare"},
            "pending, limit 500": {"status": "pending", "limit": 500},
        }
        results: dict[str, tuple[float, float, int, bool]] = {}
        for name, query in scenarios.items():
            call(**dict(query))  # warm the connection pool
            timings, rows, more = [], 0, False
            for _ in range(args.runs):
                started = time.perf_counter()
                answer = call(**dict(query))
                timings.append((time.perf_counter() - started) * 1000)
                rows, more = len(answer["requests"]), answer["next_cursor"] is not None
            results[name] = (statistics.median(timings), percentile(timings, 0.95), rows, more)
            counting = CountingStore(store.store)
            queue_response(ReviewStore(counting), cursor=query.get("cursor"), limit=query.get("limit", 50),
                           check=query.get("check"), profile=query.get("profile"), since=query.get("since"),
                           until=query.get("until"), status=query["status"])
            print(f"{name:28s} p50 {results[name][0]:6.0f} ms  p95 {results[name][1]:6.0f} ms  "
                  f"({rows} rows, next_cursor {'set' if more else 'none'}; {counting.lists} LISTs, "
                  f"{counting.keys} keys, counts included)", flush=True)
        answer = call(status="all")
        print(f"counts: {answer['counts']}")
        print(f"review queue at {args.cases} cases: p95 {results['pending'][1]:.0f} ms (pending), "
              f"{results['pending, check filter'][1]:.0f} ms (check filter)")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
