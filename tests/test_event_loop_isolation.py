"""One Gate replica on a real Ray Serve, under inputs that used to stall or hold it (slow; each test bounded):

1. while a /v1/verify with a 64 KB hostile answer and maximal hostile passages is being checked, /healthz on
   the same replica answers within 1 s and a normal /v1/verify within 5 s (the checks run off the event loop);
2. a client that announces more body than it sends gets 408 `body_read_timeout` in the gate's error shape;
3. headers over the limit get 431 `headers_too_large`;
4. the app is deleted with /v1/gate requests in flight: every one gets its answer (no connection dropped)
   and its trace rows are written (Serve drains the replica; the Gate flushes its writer at shutdown).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from typing import Any

import httpx
import pytest
from ray import serve

from checks.loop import Generation
from tests.fault_helpers import trace_rows, wait_for
from tests.payer_texts import GOOD, SOURCE
from tests.serve_graphs import GroupEnv, serve_group

pytestmark = [pytest.mark.slow, pytest.mark.timeout(420)]

HOSTILE_ANSWER = "1-" * 32_000  # 64,000 bytes: the answer limit
# As many 64 KB hostile passages as the 2 MB body limit leaves room for.
HOSTILE_SOURCES = [{"id": str(i), "text": ("1-" * 32_000)[: 63_990]} for i in range(1, 30)]
SLOW_GENERATION_S = 4.0
BODY_READ_TIMEOUT_S = 2.0


@serve.deployment(max_ongoing_requests=64, ray_actor_options={"num_cpus": 0})
class SlowGenerator:
    """A generator that takes SLOW_GENERATION_S per answer, so requests are in flight when the app is deleted."""

    async def generate(self, messages: Any, sampling: Any = None) -> Generation:
        await asyncio.sleep(SLOW_GENERATION_S)
        return Generation(text=GOOD, model="slow")

    async def model_name(self) -> str:
        return "slow"


def _gate_target(name: str, trace_dir: Any) -> serve.RunTarget:
    """The Gate with a SlowGenerator, as application `name` on route /`name`, tracing to `trace_dir`."""
    from deployments.gate import Gate

    config = {
        "profiles": ["deterministic"],
        "trace": {"uri": f"file://{trace_dir}", "flush_interval_s": 0.5, "spool_dir": str(trace_dir / "spool")},
        "limits": {"request_deadline_s": 60, "body_read_timeout_s": BODY_READ_TIMEOUT_S, "check_workers": 2},
        "model_name": "slow",
    }
    app = Gate.options(ray_actor_options={"num_cpus": 0}, graceful_shutdown_timeout_s=60).bind(
        SlowGenerator.bind(), None, None, None, config
    )
    return serve.RunTarget(app, name=name, route_prefix=f"/{name}")


@serve_group(wave="faults")
@contextlib.contextmanager
def gate_app(env: GroupEnv):
    """The `isolation` application of tests 1 to 3: (base URL, Serve's HTTP port)."""
    yield [_gate_target("isolation", env.tmp / "traces")], (f"{env.base_url}/isolation", env.port)


@serve_group(wave="faults")
@contextlib.contextmanager
def draining_app(env: GroupEnv):
    """The `draining` application, which test 4 deletes: (base URL, trace directory)."""
    yield [_gate_target("draining", env.tmp / "traces")], (f"{env.base_url}/draining", env.tmp / "traces")


def test_health_and_a_normal_request_answer_while_a_hostile_request_is_checked(gate_app):
    base, _ = gate_app
    hostile: dict[str, Any] = {}

    def send_hostile() -> None:
        started = time.monotonic()
        response = httpx.post(f"{base}/v1/verify", timeout=120, json={
            "answer": HOSTILE_ANSWER, "sources": HOSTILE_SOURCES, "profile": "deterministic"})
        hostile.update(status=response.status_code, elapsed=time.monotonic() - started)

    thread = threading.Thread(target=send_hostile, daemon=True)
    thread.start()
    time.sleep(1.0)  # the hostile body is read and its checks have started
    health_times, verify_times = [], []
    while thread.is_alive() and len(health_times) < 5:
        started = time.monotonic()
        assert httpx.get(f"{base}/healthz", timeout=10).status_code == 200
        health_times.append(time.monotonic() - started)
        started = time.monotonic()
        normal = httpx.post(f"{base}/v1/verify", timeout=30, json={
            "answer": GOOD, "sources": [SOURCE], "profile": "deterministic"})
        verify_times.append(time.monotonic() - started)
        assert normal.status_code == 200, normal.text
    thread.join(120)
    assert hostile.get("status") in {200, 202, 422, 503}, hostile
    if not health_times:
        pytest.skip(f"the hostile request was checked in {hostile['elapsed']:.1f} s, before any probe: nothing to race")
    print(f"healthz {health_times} verify {verify_times} hostile {hostile}")
    assert max(health_times) < 1.0, health_times
    assert max(verify_times) < 5.0, verify_times


def _raw_request(port: int, head: bytes, body: bytes, wait_s: float) -> tuple[bytes, float]:
    """Send `head` and `body`, then keep the connection open; the reply and how long it took."""
    with socket.create_connection(("127.0.0.1", port), timeout=wait_s) as sock:
        started = time.monotonic()
        sock.sendall(head + body)
        reply = b""
        try:
            while b"\r\n\r\n" not in reply or not reply.rstrip().endswith(b"}"):
                chunk = sock.recv(65536)
                if not chunk:
                    break
                reply += chunk
        except TimeoutError:
            pass
        return reply, time.monotonic() - started


def test_a_body_that_never_arrives_gets_408_in_the_error_shape(gate_app):
    _, port = gate_app
    head = (b"POST /isolation/v1/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 1000\r\n\r\n")
    reply, elapsed = _raw_request(port, head, b'{"answer": "', wait_s=BODY_READ_TIMEOUT_S + 20)
    assert reply.startswith(b"HTTP/1.1 408"), reply[:300]
    assert b'"code":"body_read_timeout"' in reply.replace(b" ", b""), reply
    assert BODY_READ_TIMEOUT_S - 0.5 < elapsed < BODY_READ_TIMEOUT_S + 15, elapsed


def test_headers_over_the_limit_get_431(gate_app):
    base, _ = gate_app
    response = httpx.get(f"{base}/healthz", headers={"x-padding": "a" * 40_000}, timeout=30)
    assert response.status_code == 431, response.text
    assert response.json()["error"]["code"] == "headers_too_large"
    assert httpx.get(f"{base}/healthz", headers={"x-padding": "a" * 1000}, timeout=30).status_code == 200


def test_deleting_the_app_lets_requests_in_flight_finish_and_writes_their_rows(draining_app):
    base, trace_dir = draining_app
    name = "draining"
    replies: dict[str, Any] = {}

    def send(index: int) -> None:
        request_id = f"drain-{index}"
        try:
            response = httpx.post(f"{base}/v1/gate", timeout=60, json={
                "query": "What does the plan cover?", "sources": [SOURCE], "profile": "deterministic",
                "request_id": request_id})
            replies[request_id] = response.status_code
        except httpx.HTTPError as exc:
            replies[request_id] = f"{type(exc).__name__}: {exc}"

    threads = [threading.Thread(target=send, args=(i,), daemon=True) for i in range(4)]
    for thread in threads:
        thread.start()
    time.sleep(SLOW_GENERATION_S / 2)  # every request is in flight, waiting for its generation
    deleted = time.monotonic()
    serve.delete(name)  # blocks until the replica drained and stopped
    for thread in threads:
        thread.join(60)
    assert replies == {f"drain-{i}": 200 for i in range(4)}, replies
    assert time.monotonic() - deleted >= SLOW_GENERATION_S / 2 - 0.5  # the delete waited for them
    rows = wait_for(lambda: [r for r in trace_rows(f"file://{trace_dir}") if r["request_id"].startswith("drain-")]
                    if len(trace_rows(f"file://{trace_dir}")) >= 4 else None, 30, "the drained requests' rows")
    assert sorted(r["request_id"] for r in rows) == [f"drain-{i}" for i in range(4)]
    assert {r["status"] for r in rows} == {"passed"}
