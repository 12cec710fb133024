"""The product as users run it: `serve run configs/local.yaml` as a subprocess, tiny models from
the environment, a free port; the contract of every route is checked over real HTTP.

Random tiny models usually escalate, so this asserts the contract, not the text; the passed
path with an output is covered by tests/test_serve_app.py with a scripted generator.
"""

from __future__ import annotations

import asyncio
import statistics
import time

import httpx
import openai
import pyarrow.dataset as ds
import pytest

from tests.serve_run import serve_local_config
SOURCE = {"id": "1", "document": "Member handbook", "text": "Each benefit period has a deductible of 1632 dollars."}
STATUS_BY_CODE = {200: "passed", 202: "escalated", 422: "blocked"}
VERIFY_CODES = {"pass": 200, "fail": 202, "block": 422}

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def served_gate(tiny_models, tmp_path_factory):
    with serve_local_config(tiny_models, tmp_path_factory.mktemp("serve-run")) as served:
        yield served


def test_gate_route_keeps_its_contract(served_gate):
    base, _ = served_gate
    response = httpx.post(f"{base}/v1/gate", json={"query": "What is the deductible?", "sources": [SOURCE],
                                                   "max_attempts": 2, "generation": {"max_tokens": 24}}, timeout=180)
    assert response.status_code in STATUS_BY_CODE, response.text
    body = response.json()
    assert body["status"] == STATUS_BY_CODE[response.status_code]
    if body["status"] == "passed":
        assert body["output"] and body["checks"]
    else:
        assert "output" not in body
    if body["status"] == "escalated":
        assert body["attempts"] == 2 and body["failed"]


def test_verify_route_runs_groundedness_through_the_pool(served_gate):
    base, _ = served_gate
    response = httpx.post(f"{base}/v1/verify", json={"answer": "The deductible is 1632 dollars per benefit period [1].",
                                                     "sources": [SOURCE]}, timeout=180)
    body = response.json()
    assert response.status_code == VERIFY_CODES[body["verdict"]], response.text
    assert {"citations", "phi", "figures", "groundedness"} <= set(body["scores"])
    assert body["scores"]["figures"] == 1.0 and "errors" not in body


def test_openai_client_against_the_served_gate(served_gate):
    base, _ = served_gate
    client = openai.OpenAI(base_url=f"{base}/v1", api_key="not-needed", max_retries=0, timeout=180)
    try:
        completion = client.chat.completions.create(
            model="gate", messages=[{"role": "user", "content": "What is the deductible?"}], max_tokens=24,
            extra_body={"sources": [SOURCE], "max_attempts": 1},
        )
    except openai.APIStatusError as exc:
        assert exc.status_code == 422
        assert exc.body["code"] in {"gate_blocked", "gate_escalated"} and exc.body["gate"]["attempts"] == 1
    else:
        assert completion.choices[0].message.content
        assert completion.model_extra["gate"]["status"] == "passed"


def test_bad_input_and_policy_routes(served_gate):
    base, _ = served_gate
    bad = httpx.post(f"{base}/v1/gate", json={"query": "q", "sources": [SOURCE], "max_attempts": -1}, timeout=30)
    assert bad.status_code == 422 and bad.json()["error"]["param"] == "max_attempts"
    checks = httpx.get(f"{base}/v1/checks", timeout=30).json()
    assert checks["checks"]["groundedness"]["model_based"] is True and checks["checks"]["groundedness"]["available"] is True


def test_every_attempt_reaches_the_trace_store(served_gate):
    base, trace_dir = served_gate
    response = httpx.post(f"{base}/v1/verify", json={"answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE],
                                                     "request_id": "trace-probe"}, timeout=180)
    assert response.status_code in (200, 202), response.text
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if (trace_dir / "traces").exists():
            table = ds.dataset(trace_dir / "traces", format="parquet", partitioning="hive").to_table()
            if "trace-probe" in table.column("request_id").to_pylist():
                return
        time.sleep(1)
    raise AssertionError("the verify request's row did not reach the trace store within 60 s")


def test_readiness_reports_the_trace_writer(served_gate):
    base, _ = served_gate
    response = httpx.get(f"{base}/readyz", timeout=30)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "ok" and response.json()["traces"]["state"] == "ok"


# ---------------------------------------------------------------- load (issue 10: bounded work)

LOAD_CLIENTS = 32
LOAD_SECONDS = 40
DEADLINE_S = 90  # configs/local.yaml: limits.request_deadline_s
ANSWERED = {200, 202, 422}


def percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


async def _client_loop(client: httpx.AsyncClient, base: str, client_id: int, stop_at: float, results: list) -> None:
    number = 0
    while time.monotonic() < stop_at:
        # The tiny random model never stops on its own: 64 tokens stand in for a short real answer.
        body = {"query": f"What is the deductible? ({client_id}.{number})", "sources": [SOURCE],
                "request_id": f"load-{client_id}-{number}", "generation": {"max_tokens": 64}}
        started = time.monotonic()
        try:
            response = await client.post(f"{base}/v1/gate", json=body)
            retry_after = response.headers.get("retry-after")
            results.append((response.status_code, time.monotonic() - started, retry_after, response.text[:300]))
            if response.status_code == 503 and retry_after:
                await asyncio.sleep(min(float(retry_after), max(0.0, stop_at - time.monotonic())))
        except httpx.HTTPError as exc:  # a hang ends at the client timeout and counts as starved
            results.append((None, time.monotonic() - started, None, repr(exc)))
        number += 1


def test_gate_answers_32_concurrent_clients_within_its_deadline(served_gate):
    """Every request gets an answer (200/202/422, or 503 with Retry-After under overload), none waits past
    the deadline, none hangs. Prints the numbers for the README."""
    base, _ = served_gate

    async def run() -> list:
        results: list = []
        limits = httpx.Limits(max_connections=LOAD_CLIENTS, max_keepalive_connections=LOAD_CLIENTS)
        async with httpx.AsyncClient(timeout=DEADLINE_S + 30, limits=limits) as client:
            stop_at = time.monotonic() + LOAD_SECONDS
            await asyncio.gather(*(_client_loop(client, base, i, stop_at, results) for i in range(LOAD_CLIENTS)))
        return results

    started = time.monotonic()
    results = asyncio.run(run())
    wall = time.monotonic() - started
    latencies = sorted(latency for _, latency, _, _ in results)
    answered = sorted(latency for code, latency, _, _ in results if code in ANSWERED) or [0.0]
    p99 = percentile(latencies, 0.99)
    codes: dict = {}
    for code, *_ in results:
        codes[code] = codes.get(code, 0) + 1
    print(f"load: {LOAD_CLIENTS} clients for {LOAD_SECONDS} s, {len(results)} responses in {wall:.0f} s; "
          f"answered {len(answered)} ({len(answered) / wall:.2f}/s): p50 {statistics.median(answered):.1f} s, "
          f"p99 {percentile(answered, 0.99):.1f} s; all: p99 {p99:.1f} s, max {latencies[-1]:.1f} s; codes {codes}")
    starved = [r for r in results if r[0] is None]
    assert not starved, f"{len(starved)} requests got no answer: {starved[:3]}"
    unexpected = [r for r in results if r[0] not in ANSWERED and not (r[0] == 503 and r[2])]
    assert not unexpected, f"answers outside 2xx/422/503+Retry-After: {unexpected[:3]}"
    assert sum(1 for r in results if r[0] in ANSWERED) >= LOAD_CLIENTS, codes  # it is not just shedding load
    assert p99 < DEADLINE_S + 5, f"p99 {p99:.1f} s is past the {DEADLINE_S} s deadline"
    deadline_misses = [r for r in results if r[0] == 503 and "deadline_exceeded" in r[3]]
    assert len(deadline_misses) <= len(results) // 10, f"{len(deadline_misses)} requests ran out of time: {codes}"
