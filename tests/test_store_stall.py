"""A store that stops answering (not refusing) must not hold a request (issue 30).

S3 is moto's server behind a TCP proxy (tests/stall_proxy.py) that can be switched to accept connections,
read them and never answer, for longer than a request's deadline. Review cases are staged in the local
outbox (gate/review/outbox.py) and stored once the store answers again, exactly once; the request path's
lookups (gate/review/bounded.py) give up within their budget with 503 `store_unavailable`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
import uuid

import httpx
import pytest

from checks.policy import Policy
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.review.bounded import BoundedStoreCalls, StoreCallTimeout
from gate.review.outbox import UNDELIVERABLE_DIR, CaseNotStaged, CaseOutbox, CaseOutboxConfig
from gate.review.store import ReviewStore
from gate.service import GateService
from gate.tenants import tenant_uri
from gate.traces import TraceConfig, TraceWriter, read_table
from gate.traces.store import S3Settings
from tests.payer_texts import GOOD, SOURCE, WRONG_FIGURE
from tests.s3_server import moto_s3_server
from tests.stall_proxy import StallProxy

# The outbox tests use short client timeouts so that a stalled delivery ends within the test. The request path's
# tests keep S3Settings' defaults (read timeout 30 s, 3 attempts): only the bound under test can answer in time.
FAST_FAIL = {"connect_timeout_s": 1.0, "read_timeout_s": 1.0, "max_attempts": 1}
OUTBOX = CaseOutboxConfig(stall_after_s=0.5, backoff_initial_s=0.1, backoff_max_s=0.5, degraded_after_s=5.0)
STALL_S = 4.0  # longer than every budget and deadline below


@pytest.fixture(scope="module")
def s3():
    with moto_s3_server() as server:
        yield server


@pytest.fixture
def proxy(s3):
    with StallProxy(s3.port) as stall_proxy:
        yield stall_proxy


@pytest.fixture
def bucket(s3):
    return s3.create_bucket()


def stores(bucket: str, endpoint: str, fast_fail: bool = True) -> dict[str | None, ReviewStore]:
    """The root's review store and tenant `acme`'s (`<uri>/tenant=acme`), reached through `endpoint`."""
    uri = f"s3://{bucket}/gate"
    settings = S3Settings(endpoint_url=endpoint, **(FAST_FAIL if fast_fail else {}))
    return {None: ReviewStore.open(uri, settings), "acme": ReviewStore.open(tenant_uri(uri, "acme"), settings)}


def case(request_id: str) -> dict:
    return {"schema_version": 1, "request_id": request_id, "status": "escalated", "route": "verify",
            "case_uid": f"{int(time.time() * 1000):013d}-{uuid.uuid4().hex[:12]}", "ts": "2026-12-04T00:00:00+00:00",
            "failed": ["figures"], "blocking_checks": [], "output": None, "query": "q \udce9",  # a lone surrogate survives
            "attempts": []}


def stored(s3, bucket: str, prefix: str) -> dict[str, dict]:
    """Every object under `prefix`, read directly from moto (not through the proxy)."""
    client = s3.client()
    keys = [o["Key"] for o in client.list_objects_v2(Bucket=bucket, Prefix=prefix).get("Contents", [])]
    return {k: json.loads(client.get_object(Bucket=bucket, Key=k)["Body"].read()) for k in keys}


def wait_until(predicate, timeout_s: float, what: str):
    deadline = time.monotonic() + timeout_s
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:.0f}s waiting for {what}")
        time.sleep(0.05)


def test_cases_staged_during_a_stall_return_at_once_and_reach_the_store_exactly_once_after_it(s3, proxy, bucket, tmp_path):
    by_key = stores(bucket, proxy.endpoint_url)
    proxy.stall()
    outbox = CaseOutbox(tmp_path / "outbox", by_key.__getitem__, OUTBOX).start()
    try:
        cases = [(key, case(f"r-{key}-{i}")) for key in (None, "acme") for i in range(3)]
        took = []
        for key, staged in cases:
            started = time.monotonic()
            outbox.stage(key, staged)
            took.append(time.monotonic() - started)
        assert max(took) < 0.5, took  # a local fsynced write, whatever the store does
        health = wait_until(lambda: (h := outbox.health())["state"] == "degraded" and h, 5, "degraded health")
        assert health["pending_cases"] == 6 and health["timeouts"] >= 1, health
        for key, staged in cases:  # readable on this replica while the store is away
            assert outbox.pending_case(key, staged["request_id"]) == staged
        assert outbox.pending_case("acme", "r-None-0") is None  # another tenant's request is not this one's
        assert proxy.held >= 1
        time.sleep(STALL_S)
        assert outbox.pending() == 6 and stored(s3, bucket, "gate/") == {}

        proxy.resume()
        wait_until(lambda: outbox.pending() == 0, 30, "the outbox to drain")
        root = stored(s3, bucket, "gate/review/cases/")
        acme = stored(s3, bucket, "gate/tenant=acme/review/cases/")
        assert len(root) == 3 and len(acme) == 3
        for key, staged in cases:
            where = acme if key == "acme" else root
            assert where[f"{'gate/tenant=acme' if key else 'gate'}/review/cases/{staged['request_id']}/"
                         f"{staged['case_uid']}.json"] == staged
            assert outbox.pending_case(key, staged["request_id"]) is None
        health = outbox.health()
        assert health["state"] == "ok" and health["delivered"] == 6 and health["pending_cases"] == 0, health
        assert health["timeouts"] >= 1 and health["last_error"]
        assert [p.name for p in (tmp_path / "outbox").iterdir()] == []
    finally:
        outbox.close(timeout=5)


def test_a_case_whose_put_landed_but_whose_reply_was_lost_is_stored_once(s3, proxy, bucket, tmp_path):
    by_key = stores(bucket, proxy.endpoint_url)
    proxy.swallow_replies()  # the put reaches S3; its 200 never comes back, so the outbox tries again
    outbox = CaseOutbox(tmp_path / "outbox", by_key.__getitem__, OUTBOX).start()
    try:
        staged = case("lost-reply")
        outbox.stage(None, staged)
        wait_until(lambda: stored(s3, bucket, "gate/review/cases/lost-reply/"), 10, "the put to land")
        wait_until(lambda: outbox.health()["failures"] >= 2, 10, "a retry (whose reply is lost too)")
        assert outbox.pending() == 1
        proxy.resume()
        wait_until(lambda: outbox.pending() == 0, 30, "the outbox to drain")
        assert list(stored(s3, bucket, "gate/review/cases/").values()) == [staged]
        assert outbox.health()["delivered"] == 1
    finally:
        outbox.close(timeout=5)


def test_a_new_outbox_stores_what_a_crashed_one_left_and_sets_aside_what_has_no_store(s3, bucket, tmp_path):
    by_key = stores(bucket, s3.endpoint_url)
    directory = tmp_path / "outbox"
    crashed = CaseOutbox(directory, by_key.__getitem__, OUTBOX)  # staged, then the process died: never delivered
    left = [(None, case("left-1")), ("acme", case("left-2")), ("gone", case("left-3"))]
    for key, staged in left:
        crashed.stage(key, staged)
    (directory / ".0000-half-written.json.tmp").write_bytes(b'{"key": nu')  # a write the crash interrupted

    def store_for(key):
        if key == "gone":  # a tenant removed from the configuration since
            raise KeyError(key)
        return by_key[key]

    outbox = CaseOutbox(directory, store_for, OUTBOX)
    assert outbox.pending_case(None, "left-1") == left[0][1]  # answered from the outbox before the thread runs
    outbox.start()
    try:
        wait_until(lambda: outbox.pending() == 0, 20, "the leftovers to be stored")
        assert list(stored(s3, bucket, "gate/review/cases/").values()) == [left[0][1]]
        assert list(stored(s3, bucket, "gate/tenant=acme/review/cases/").values()) == [left[1][1]]
        assert sorted(os.listdir(directory)) == [UNDELIVERABLE_DIR]
        assert os.listdir(directory / UNDELIVERABLE_DIR) == [f"{left[2][1]['case_uid']}.json"]
        health = outbox.health()
        assert health["state"] == "ok" and health["delivered"] == 2 and health["undeliverable"] == 1, health
    finally:
        outbox.close(timeout=5)


def test_stage_refuses_a_case_the_outbox_has_no_room_for(bucket, s3, tmp_path):
    by_key = stores(bucket, s3.endpoint_url)
    outbox = CaseOutbox(tmp_path / "outbox", by_key.__getitem__, OUTBOX.model_copy(update={"max_bytes": 600}))
    outbox.stage(None, case("fits"))
    with pytest.raises(CaseNotStaged, match="full") as refused:
        outbox.stage(None, case("does-not-fit") | {"query": "x" * 1000})
    assert refused.value.full
    assert outbox.pending() == 1 and outbox.pending_case(None, "does-not-fit") is None
    health = outbox.health()
    assert health["state"] == "degraded" and any("cannot be staged" in r for r in health["reasons"]), health
    outbox.start().close(timeout=10)  # delivering frees the room
    assert outbox.pending() == 0 and outbox.health()["state"] == "ok"
    outbox.stage(None, case("fits-now"))


async def test_a_store_call_past_its_budget_times_out_within_it_and_hung_calls_are_capped(s3, proxy, bucket):
    store = stores(bucket, proxy.endpoint_url, fast_fail=False)[None]
    calls = BoundedStoreCalls(budget_s=0.5, max_threads=2, degraded_for_s=1.0)
    assert await calls.run(store.has_case, "r-1") is False  # answered: no timeout
    proxy.stall()
    for _ in range(2):
        started = time.monotonic()
        with pytest.raises(StoreCallTimeout):
            await calls.run(store.latest_case, "r-1", what="request status")
        assert 0.5 <= time.monotonic() - started < 1.5
    started = time.monotonic()
    with pytest.raises(StoreCallTimeout, match="still unanswered"):  # both threads still hang: refused at once
        await calls.run(store.latest_case, "r-1")
    assert time.monotonic() - started < 0.1
    health = calls.health()
    assert health["state"] == "degraded" and health["hung"] == 2 and health["timeouts"] == 2 and health["refused"] == 1
    proxy.resume()
    proxy.drop_connections()  # else the hung threads would end with the client's read timeout (30 s)
    await asyncio.to_thread(wait_until, lambda: calls.health()["state"] == "ok", 10, "the store calls to recover")
    assert await calls.run(store.latest_case, "r-1") is None
    assert calls.health()["running"] == 0


@contextlib.contextmanager
def service_on(store: ReviewStore, tmp_path, trace: dict | None = None, **fields):
    """A GateService (no generator) whose review store is `store`, with a trace writer (local unless `trace` says)."""
    writer = TraceWriter(TraceConfig(**{"uri": (tmp_path / "traces").as_uri(), "spool_dir": tmp_path / "spool",
                                        "replica_id": "svc", "flush_interval_s": 0.2, **(trace or {})})).start()
    limits = InputLimits(store_call_timeout_s=0.5, request_deadline_s=3.0)
    service = GateService(policy=Policy.load(), traces=writer, review=store, limits=limits, **fields)
    try:
        yield service
    finally:
        writer.close(timeout=5)


def client(service: GateService) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="https://gate.test")


async def test_status_and_override_lookups_answer_503_within_their_budget_while_the_store_hangs(s3, proxy, bucket, tmp_path):
    store = stores(bucket, proxy.endpoint_url, fast_fail=False)[None]
    with service_on(store, tmp_path) as service:
        outbox = CaseOutbox(tmp_path / "outbox", lambda key: store, OUTBOX)
        service.case_outbox = outbox  # this replica's outbox, which GET /v1/requests consults
        waiting = case("waiting-1")
        outbox.stage(None, waiting)
        proxy.stall()
        async with client(service) as http:
            started = time.monotonic()
            pending = await http.get("/v1/requests/waiting-1")
            unknown = await http.get("/v1/requests/never-seen")
            override = await http.post("/v1/overrides", json={"request_id": "never-seen", "verdict": "agree"})
            elapsed = time.monotonic() - started
        assert pending.status_code == 200 and pending.json()["status"] == "escalated", pending.text
        for reply in (unknown, override):
            assert reply.status_code == 503 and reply.json()["error"]["code"] == "store_unavailable", reply.text
            assert reply.headers["Retry-After"] == str(service.limits.retry_after_s)
        assert elapsed < 2.5  # two budgets of 0.5 s, not two read timeouts of 30 s
        health = service.store_calls.health()
        assert health["state"] == "degraded" and health["timeouts"] == 2, health
        async with client(service) as http:
            ready = await http.get("/readyz")
        assert ready.status_code == 503 and ready.json()["status"] == "degraded", ready.text
        proxy.resume()
        proxy.drop_connections()
        await asyncio.to_thread(wait_until, lambda: service.store_calls.health()["hung"] == 0, 10, "hung calls to end")
        async with client(service) as http:
            assert (await http.get("/v1/requests/never-seen")).status_code == 404


async def test_an_escalated_verify_answers_within_its_deadline_while_the_store_hangs(s3, proxy, bucket, tmp_path):
    store = stores(bucket, proxy.endpoint_url, fast_fail=False)[None]
    outbox = CaseOutbox(tmp_path / "outbox", lambda key: store, OUTBOX).start()
    # the trace rows go to the same stalled store
    trace = {"uri": f"s3://{bucket}/gate", "endpoint_url": proxy.endpoint_url, "upload_attempts": 1}
    with service_on(store, tmp_path, trace=trace, case_outbox=outbox) as service:
        try:
            async with client(service) as http:
                body = {"query": "What does the plan cover after a hospital stay?", "sources": [SOURCE],
                        "profile": "deterministic"}
                warm = await http.post("/v1/verify", json={**body, "answer": GOOD})  # the checks' first build
                assert warm.status_code == 200, warm.text
                proxy.stall()
                started = time.monotonic()
                verified = await http.post("/v1/verify", json={**body, "answer": WRONG_FIGURE, "request_id": "stalled-verify"})
                elapsed = time.monotonic() - started
                assert verified.status_code == 202 and verified.json()["status"] == "escalated", verified.text
                started_pass = time.monotonic()
                passed = await http.post("/v1/verify", json={**body, "answer": GOOD, "request_id": "stalled-pass"})
                assert passed.status_code == 200 and passed.json()["status"] == "passed", passed.text
                assert time.monotonic() - started_pass < service.limits.request_deadline_s
                # the request ID's claim and record are store calls of one budget each; the case waits in the outbox
                assert elapsed < 4 * service.limits.store_call_timeout_s < service.limits.request_deadline_s
                status = await http.get("/v1/requests/stalled-verify")
                assert status.status_code == 200 and status.json()["status"] == "escalated", status.text
                await asyncio.sleep(OUTBOX.stall_after_s + 0.5)
                ready = await http.get("/readyz")
                assert ready.status_code == 503 and ready.json()["status"] == "degraded", ready.text
                proxy.resume()
                proxy.drop_connections()
                await asyncio.to_thread(wait_until, lambda: outbox.pending() == 0, 30, "the case to be stored")
                cases = stored(s3, bucket, "gate/review/cases/stalled-verify/")
                assert len(cases) == 1 and next(iter(cases.values()))["request_id"] == "stalled-verify"
                # every trace row reaches the store once it answers: warm-up, escalated and passed, one each
                assert await asyncio.to_thread(service.traces.flush, 60)
                rows = read_table(f"s3://{bucket}/gate", "traces", endpoint_url=s3.endpoint_url).to_pylist()
                assert sorted(r["status"] for r in rows) == ["escalated", "passed", "passed"]
                assert {r["request_id"] for r in rows} >= {"stalled-verify", "stalled-pass"}
        finally:
            outbox.close(timeout=5)
