"""Load a running gate: N concurrent clients for S seconds against one route; throughput, latency, statuses.

    python scripts/load.py --url http://127.0.0.1:8000 --concurrency 8 --duration 30 --route verify
    python scripts/load.py --url http://127.0.0.1:8000 --route gate --trace-uri file:///tmp/gate-traces

Each client sends one request after another (payer / clinical questions with their passages) until
the duration is over, then the run waits for requests in flight and stops by itself. Traffic goes
only to --url. Prints requests, throughput, p50 / p95 / p99 latency of the answered requests and
the count per HTTP status (connection errors and timeouts by name). With --trace-uri it then
reads the trace table and counts the rows that landed for the requests that got an answer (the
trace writer flushes on its own schedule, so it waits up to --trace-wait-s for them).

`run_load(url, concurrency, duration_s, route, ...)` returns the same numbers as a dict.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import sys
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any, Literal

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

Route = Literal["gate", "verify", "chat"]
PATHS: dict[str, str] = {"gate": "/v1/gate", "verify": "/v1/verify", "chat": "/v1/chat/completions"}
ANSWERED = range(200, 500)  # an HTTP answer of the gate, as opposed to a server error or no answer at all

CASES = [
    {
        "query": "What does the plan cover after a hospital stay?",
        "sources": [{"id": "1", "document": "Member handbook",
                     "text": "Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to "
                             "100 days of care in a skilled nursing facility per benefit period."}],
        "answer": "After a qualifying hospital stay of at least 3 days, the plan covers up to 100 days of skilled "
                  "nursing facility care per benefit period [1].",
    },
    {
        "query": "How long do I have to file a claim?",
        "sources": [{"id": "1", "document": "Claims manual",
                     "text": "Claims must be filed within 90 days of the date of service. Late claims are denied unless "
                             "the member shows good cause."},
                    {"id": "2", "document": "Claims manual",
                     "text": "Appeals of a denied claim must be received within 180 days of the denial notice."}],
        "answer": "Claims must be filed within 90 days of the date of service [1], and an appeal within 180 days of "
                  "the denial [2].",
    },
    {
        "query": "Is prior authorisation needed for an MRI?",
        "sources": [{"id": "P1", "document": "Utilisation management policy",
                     "text": "Advanced imaging (MRI, CT, PET) requires prior authorisation, except when performed in "
                             "an emergency department."}],
        "answer": "An MRI needs prior authorisation unless it is done in an emergency department [P1].",
    },
    {
        "query": "What is the annual deductible?",
        "sources": [{"id": "1", "document": "Schedule of benefits",
                     "text": "The annual deductible is EUR 385 per calendar year. Preventive care is not subject to "
                             "the deductible."}],
        "answer": "The deductible is EUR 385 per calendar year, and preventive care is exempt [1].",
    },
]


def build_request(
    route: str, index: int, run_id: str, max_tokens: int, max_attempts: int, profile: str = "default"
) -> tuple[str, dict[str, Any]]:
    """(request_id, JSON body) of request number `index` of this run."""
    case = CASES[index % len(CASES)]
    request_id = f"load-{run_id}-{index}"
    if route == "verify":
        return request_id, {"answer": case["answer"], "query": case["query"], "sources": case["sources"],
                            "request_id": request_id, "profile": profile}
    if route == "gate":
        return request_id, {"query": case["query"], "sources": case["sources"], "request_id": request_id,
                            "profile": profile, "max_attempts": max_attempts, "generation": {"max_tokens": max_tokens}}
    return request_id, {"model": "gate", "messages": [{"role": "user", "content": case["query"]}],
                        "sources": case["sources"], "max_tokens": max_tokens, "max_attempts": max_attempts,
                        "profile": profile}


def response_request_id(body: Any) -> str | None:
    """The gate's request_id in a response body (top level, under `gate`, or in the error)."""
    if not isinstance(body, dict):
        return None
    for holder in (body, body.get("gate"), body.get("error"), (body.get("error") or {}).get("gate")
                   if isinstance(body.get("error"), dict) else None):
        if isinstance(holder, dict) and isinstance(holder.get("request_id"), str):
            return holder["request_id"]
    return None


def percentile(values: list[float], fraction: float) -> float | None:
    """Nearest-rank percentile (None for no values)."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(fraction * len(ordered))))
    return ordered[rank - 1]


def count_trace_rows(trace_uri: str, request_ids: set[str], wait_s: float, poll_s: float = 1.0) -> dict[str, int]:
    """Trace rows whose request_id is in `request_ids`, waiting up to `wait_s` for every request to have one."""
    from gate.traces.store import read_table

    deadline = time.monotonic() + wait_s
    while True:
        table = read_table(trace_uri, "traces").select(["request_id"])
        ids = [value for value in table.column("request_id").to_pylist() if value in request_ids]
        covered = len(set(ids))
        if covered >= len(request_ids) or time.monotonic() >= deadline:
            return {"trace_rows": len(ids), "requests_with_rows": covered, "requests_without_rows": len(request_ids) - covered}
        time.sleep(poll_s)


async def _load(url: str, concurrency: int, duration_s: float, route: str, timeout_s: float, max_tokens: int,
                max_attempts: int, api_key: str | None, profile: str) -> dict[str, Any]:
    run_id = uuid.uuid4().hex[:8]
    path = PATHS[route]
    statuses: Counter[str] = Counter()
    latencies: list[float] = []
    answered_ids: set[str] = set()
    counter = iter(range(10**9))
    headers = {"authorization": f"Bearer {api_key}"} if api_key else {}
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    started = time.monotonic()
    stop_at = started + duration_s

    async with httpx.AsyncClient(base_url=url.rstrip("/"), timeout=timeout_s, limits=limits, headers=headers) as client:

        async def worker() -> None:
            while time.monotonic() < stop_at:
                request_id, body = build_request(route, next(counter), run_id, max_tokens, max_attempts, profile)
                sent = time.perf_counter()
                try:
                    response = await client.post(path, json=body)
                except httpx.HTTPError as exc:
                    statuses[type(exc).__name__] += 1
                    continue
                elapsed = time.perf_counter() - sent
                statuses[str(response.status_code)] += 1
                latencies.append(elapsed)
                if response.status_code in ANSWERED:
                    try:
                        answered_ids.add(response_request_id(response.json()) or request_id)
                    except ValueError:
                        answered_ids.add(request_id)

        await asyncio.gather(*(worker() for _ in range(concurrency)))
    wall = time.monotonic() - started
    total = sum(statuses.values())
    return {
        "url": url, "route": route, "concurrency": concurrency, "duration_s": duration_s, "wall_s": round(wall, 2),
        "requests": total,
        "throughput_rps": total / wall if wall else 0.0,
        "latency_s": {"p50": percentile(latencies, 0.50), "p95": percentile(latencies, 0.95),
                      "p99": percentile(latencies, 0.99), "max": max(latencies) if latencies else None},
        "statuses": dict(sorted(statuses.items())),
        "server_errors": sum(count for status, count in statuses.items() if status.isdigit() and int(status) >= 500),
        "answered_request_ids": sorted(answered_ids),
    }


def run_load(
    url: str,
    concurrency: int,
    duration_s: float,
    route: Route = "verify",
    *,
    timeout_s: float = 120.0,
    max_tokens: int = 48,
    max_attempts: int = 2,
    api_key: str | None = None,
    profile: str = "default",
    trace_uri: str | None = None,
    trace_wait_s: float = 30.0,
) -> dict[str, Any]:
    """Run the load and return its numbers; with `trace_uri`, also the trace rows of the answered requests."""
    if route not in PATHS:
        raise ValueError(f"route must be one of {sorted(PATHS)}, got {route!r}")
    if concurrency < 1 or duration_s <= 0:
        raise ValueError("concurrency must be >= 1 and duration_s > 0")
    result = asyncio.run(
        _load(url, concurrency, duration_s, route, timeout_s, max_tokens, max_attempts, api_key, profile))
    if trace_uri:
        result.update(count_trace_rows(trace_uri, set(result["answered_request_ids"]), trace_wait_s))
    return result


def format_result(result: dict[str, Any]) -> str:
    latency = result["latency_s"]

    def ms(value: float | None) -> str:
        return "n/a" if value is None else f"{1000 * value:.0f} ms"

    lines = [
        f"route {result['route']} at {result['url']}: {result['concurrency']} clients for {result['duration_s']:g} s "
        f"(wall {result['wall_s']:.1f} s)",
        f"requests: {result['requests']}, throughput: {result['throughput_rps']:.2f} requests/s",
        f"latency: p50 {ms(latency['p50'])}, p95 {ms(latency['p95'])}, p99 {ms(latency['p99'])}, max {ms(latency['max'])}",
        f"statuses: {', '.join(f'{status}: {count}' for status, count in result['statuses'].items()) or 'none'}"
        f" (5xx: {result['server_errors']})",
    ]
    if "trace_rows" in result:
        lines.append(f"trace rows for the {len(result['answered_request_ids'])} answered requests: {result['trace_rows']} "
                     f"({result['requests_with_rows']} requests with rows, {result['requests_without_rows']} without)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="Base URL of the gate, e.g. http://127.0.0.1:8000.")
    parser.add_argument("--concurrency", type=int, default=4, help="Concurrent clients.")
    parser.add_argument("--duration", type=float, default=30.0, help="Seconds to send for (then in-flight requests finish).")
    parser.add_argument("--route", choices=sorted(PATHS), default="verify", help="Route to load.")
    parser.add_argument("--trace-uri", help="Trace store URI (file:// or s3://) to count the rows that landed.")
    parser.add_argument("--trace-wait-s", type=float, default=30.0, help="How long to wait for trace rows.")
    parser.add_argument("--timeout-s", type=float, default=120.0, help="Per-request timeout.")
    parser.add_argument("--max-tokens", type=int, default=48, help="gate / chat: most tokens per attempt.")
    parser.add_argument("--max-attempts", type=int, default=2, help="gate / chat: attempts before escalation.")
    parser.add_argument("--profile", default="default", help="Check profile the requests name.")
    parser.add_argument("--api-key", default=os.environ.get("GATE_API_KEY"), help="Bearer token (env GATE_API_KEY).")
    parser.add_argument("--json", dest="json_path", help="Also write the result as JSON here.")
    args = parser.parse_args(argv)
    result = run_load(args.url, args.concurrency, args.duration, args.route, timeout_s=args.timeout_s,
                      max_tokens=args.max_tokens, max_attempts=args.max_attempts, api_key=args.api_key, profile=args.profile,
                      trace_uri=args.trace_uri, trace_wait_s=args.trace_wait_s)
    print(format_result(result))
    if args.json_path:
        Path(args.json_path).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
