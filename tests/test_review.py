"""Review of escalated and blocked requests, in-process: two Gate replicas (two apps, each with its own trace
writer) sharing one trace store on the loopback S3 server (moto), so every decision goes through the
shared, conditionally written queue exactly as it does across Serve replicas."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import boto3
import httpx
import pytest

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.review.auth import SESSION_COOKIE
from gate.review.store import ReviewStore
from gate.service import GateService
from gate.tenants import TenantDirectory
from gate.traces import TraceConfig, TraceWriter
from gate.traces.store import S3Settings
from tests.payer_texts import FABRICATED, GOOD, SOURCE, WITH_SSN, WRONG_FIGURE
from tests.s3_server import moto_s3_server

API_KEY = "api-key-7Qx2-3f9a"
ANN, BOB = "rk-ann-81c0-aa11", "rk-bob-92d1-bb22"
REVIEWER_KEYS = [f"ann:{ANN}", f"bob:{BOB}"]
QUERY = "What does the plan cover after a hospital stay?"
API = {"Authorization": f"Bearer {API_KEY}"}
# One tenant, whose API key may also post overrides (as its service account).
TENANTS = TenantDirectory.build([f"clinic:{API_KEY}"], {"tenants": {"clinic": {"allow_overrides": True}}})
TENANT_ROOT = "gate/tenant=clinic"


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


class Replica:
    def __init__(self, name: str, uri: str, endpoint: str, spool: Path, answers: list[str]) -> None:
        engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted", answers=answers))
        self.writer = TraceWriter(TraceConfig(uri=uri, spool_dir=spool, replica_id=name, endpoint_url=endpoint,
                                              flush_interval_s=0.3, spool_sync_interval_s=0.05)).start()
        self.service = GateService(policy=Policy.load(), llm=engine, traces=self.writer, model_name="scripted",
                                   review=ReviewStore.open(uri, S3Settings(endpoint_url=endpoint)))
        self.app = create_http_app(self.service, reviewer_keys=REVIEWER_KEYS, tenants=TENANTS)

    def client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=self.app), base_url="https://gate.test")


@pytest.fixture(scope="module")
def replicas(tmp_path_factory):
    with moto_s3_server() as s3:
        bucket = s3.create_bucket("review-it")
        uri = f"s3://{bucket}/gate"
        tmp = tmp_path_factory.mktemp("review")
        answers = [WRONG_FIGURE] * 20
        a = Replica("gate-a", uri, s3.endpoint_url, tmp / "spool-a", list(answers))
        b = Replica("gate-b", uri, s3.endpoint_url, tmp / "spool-b", list(answers))
        try:
            yield a, b, s3, bucket
        finally:
            a.writer.close(timeout=10)
            b.writer.close(timeout=10)


async def escalate(replica: Replica, request_id: str, answer_key: str = "deterministic") -> httpx.Response:
    async with replica.client() as client:
        return await client.post("/v1/gate", headers=API, json={
            "query": QUERY, "sources": [SOURCE], "profile": answer_key, "max_attempts": 1, "request_id": request_id})


async def test_escalated_request_is_followed_reviewed_and_released_through_another_replica(replicas):
    a, b, _, _ = replicas
    response = await escalate(a, "esc-1")
    assert response.status_code == 202
    assert response.headers["location"] == "/v1/requests/esc-1" == response.json()["status_url"]
    async with b.client() as client_b:
        status = await client_b.get("/v1/requests/esc-1", headers=API)
        assert status.status_code == 200 and status.json()["status"] == "escalated"
        assert status.json()["output"] is None and "120 days" not in status.text
        queue = await client_b.get("/v1/review/queue", headers=bearer(BOB))
        assert "esc-1" in [row["request_id"] for row in queue.json()["requests"]]
        # A reviewer cannot release an identifier: the edit is re-verified and refused, naming the check.
        refused = await client_b.post("/v1/review/requests/esc-1/decision", headers=bearer(BOB),
                                      json={"action": "release", "text": WITH_SSN, "note": "n"})
        assert refused.status_code == 422 and refused.json()["error"]["code"] == "edit_refused"
        assert refused.json()["error"]["checks"] == ["phi"] and "phi" in refused.json()["error"]["message"]
        released = await client_b.post("/v1/review/requests/esc-1/decision", headers=bearer(BOB),
                                       json={"action": "release", "text": GOOD, "note": "fixed the day count"})
        assert released.status_code == 201, released.text
        decision = released.json()["decision"]
        assert decision["reviewer"] == "bob" and decision["edited"] and decision["before"] == WRONG_FIGURE
        assert decision["after"] == GOOD
    async with a.client() as client_a:
        final = await client_a.get("/v1/requests/esc-1", headers=API)
    assert final.json()["status"] == "released" and final.json()["output"] == GOOD
    assert final.json()["decision"]["action"] == "release" and final.json()["decision"]["edited"] is True


async def test_two_concurrent_decisions_through_two_replicas_leave_one_decision(replicas):
    a, b, s3, bucket = replicas
    assert (await escalate(a, "race-1")).status_code == 202

    async def decide(replica: Replica, key: str, action: str) -> httpx.Response:
        async with replica.client() as client:
            return await client.post("/v1/review/requests/race-1/decision", headers=bearer(key),
                                     json={"action": action, "note": "race"})

    first, second = await asyncio.gather(decide(a, ANN, "reject"), decide(b, BOB, "release"))
    codes = sorted([first.status_code, second.status_code])
    assert codes == [201, 409], (first.text, second.text)
    loser = first if first.status_code == 409 else second
    assert loser.json()["error"]["code"] == "already_decided" and "already decided" in loser.json()["error"]["message"]
    keys = [o["Key"] for o in boto3.client("s3", endpoint_url=s3.endpoint_url, region_name="us-east-1")
            .list_objects_v2(Bucket=bucket, Prefix=f"{TENANT_ROOT}/review/decisions/race-1/").get("Contents", [])]
    assert len(keys) == 1


async def test_a_rejected_answer_never_reaches_an_api_key(replicas):
    a, b, _, _ = replicas
    assert (await escalate(a, "rej-1")).status_code == 202
    async with b.client() as client:
        rejected = await client.post("/v1/review/requests/rej-1/decision", headers=bearer(ANN),
                                     json={"action": "reject", "note": "wrong count"})
        assert rejected.status_code == 201
        for path in ("/v1/requests/rej-1", "/v1/review/requests/rej-1", "/v1/review/queue?status=all", "/review",
                     "/review/requests/rej-1"):
            response = await client.get(path, headers=API)
            assert WRONG_FIGURE not in response.text and "120 days" not in response.text, path
            if path.startswith(("/v1/review", "/review")):
                assert response.status_code == 401, path
        status = await client.get("/v1/requests/rej-1", headers=API)
        assert status.json()["status"] == "rejected" and status.json()["output"] is None
        # The override route accepts a request another replica answered: the state is shared.
        override = await client.post("/v1/overrides", headers=API, json={"request_id": "rej-1", "verdict": "agree",
                                                                          "note": "second look"})
        assert override.status_code == 201
        impostor = await client.post("/v1/overrides", headers=API, json={"request_id": "rej-1", "reviewer": "carol",
                                                                          "verdict": "agree"})
        assert impostor.status_code == 403 and impostor.json()["error"]["code"] == "reviewer_mismatch"
        unknown = await client.post("/v1/overrides", headers=API, json={"request_id": "never-seen", "verdict": "agree"})
        assert unknown.status_code == 404


async def test_a_blocked_request_is_confirmed_or_overturned_but_never_released_without_a_passing_edit(replicas):
    a, b, _, _ = replicas
    async with a.client() as client:
        for request_id in ("blk-1", "blk-2"):
            blocked = await client.post("/v1/verify", headers=API, json={
                "query": QUERY, "answer": FABRICATED, "sources": [SOURCE], "profile": "deterministic",
                "request_id": request_id})
            assert blocked.status_code == 422
    async with b.client() as client:
        wrong = await client.post("/v1/review/requests/blk-1/decision", headers=bearer(ANN), json={"action": "release"})
        assert wrong.status_code == 422 and wrong.json()["error"]["param"] == "action"
        still = await client.post("/v1/review/requests/blk-1/decision", headers=bearer(ANN),
                                  json={"action": "overturn", "text": FABRICATED.replace("[5]", "[7]")})
        assert still.status_code == 422 and still.json()["error"]["checks"] == ["citations"]
        overturned = await client.post("/v1/review/requests/blk-1/decision", headers=bearer(ANN),
                                       json={"action": "overturn", "note": "the appeal is real"})
        assert overturned.status_code == 201 and overturned.json()["decision"]["verdict"] == "disagree"
        status = await client.get("/v1/requests/blk-1", headers=API)
        assert status.json()["status"] == "blocked" and status.json()["output"] is None
        edited = await client.post("/v1/review/requests/blk-2/decision", headers=bearer(BOB),
                                   json={"action": "overturn", "text": GOOD, "note": "dropped the appeal"})
        assert edited.status_code == 201
        status = await client.get("/v1/requests/blk-2", headers=API)
        assert status.json()["status"] == "released" and status.json()["output"] == GOOD


async def test_reviewer_and_api_keys_open_only_their_own_routes(replicas):
    a, _, _, _ = replicas
    async with a.client() as client:
        for path, body in (("/v1/gate", {"query": QUERY, "sources": [SOURCE]}), ("/v1/verify", {"answer": GOOD, "sources": [SOURCE]}),
                           ("/v1/chat/completions", {"messages": [{"role": "user", "content": "q"}], "sources": [SOURCE]})):
            refused = await client.post(path, headers=bearer(ANN), json=body)
            assert refused.status_code == 403 and refused.json()["error"]["code"] == "reviewer_key_refused", path
        assert (await client.get("/v1/checks", headers=bearer(ANN))).status_code == 403
        assert (await client.get("/v1/review/queue", headers=API)).status_code == 401
        assert (await client.get("/review", headers=API)).status_code == 401
        browser = await client.get("/review")
        assert browser.status_code == 303 and browser.headers["location"].endswith("/review/login")
        assert (await client.get("/v1/review/queue", headers=bearer(ANN))).status_code == 200


async def test_desk_login_sets_a_secure_session_and_decision_forms_need_the_csrf_token(replicas):
    a, _, _, _ = replicas
    assert (await escalate(a, "csrf-1")).status_code == 202
    async with a.client() as client:
        client.headers["Origin"] = "https://gate.test"  # a browser on the desk's own pages
        bad = await client.post("/review/login", data={"key": API_KEY})
        assert bad.status_code == 401 and SESSION_COOKIE not in bad.headers.get("set-cookie", "")
        login = await client.post("/review/login", data={"key": ANN})
        assert login.status_code == 303
        cookie = login.headers["set-cookie"].lower()
        assert "secure" in cookie and "httponly" in cookie and "samesite=strict" in cookie
        page = await client.get("/review/requests/csrf-1")
        assert page.status_code == 200 and 'class="span figures"' in page.text and "120" in page.text
        token = re.search(r'name="csrf_token" value="([0-9a-f]+)"', page.text).group(1)
        forged = await client.post("/review/requests/csrf-1/decide", data={"action": "reject", "csrf_token": "0" * 40})
        assert forged.status_code == 403 and forged.json()["error"]["code"] == "csrf_failed"
        done = await client.post("/review/requests/csrf-1/decide", data={"action": "reject", "csrf_token": token,
                                                                         "note": "via the form"})
        assert done.status_code == 303
        views = await asyncio.to_thread(a.service.review_at("clinic").views)
        assert any(v["reviewer"] == "ann" and v["request_id"] == "csrf-1" for v in views)


async def test_identifiers_are_masked_until_revealed_and_every_view_is_recorded(replicas):
    a, _, _, _ = replicas
    async with a.client() as client:
        blocked = await client.post("/v1/verify", headers=API, json={
            "query": QUERY, "answer": WITH_SSN, "sources": [SOURCE], "profile": "deterministic", "request_id": "phi-1"})
        assert blocked.status_code == 422 and blocked.json()["verdict"] == "block"
        status = await client.get("/v1/requests/phi-1", headers=API)
        assert status.json()["status"] == "blocked" and "123-45-6789" not in status.text
        page = await client.get("/review/requests/phi-1", headers=bearer(ANN))
        assert page.status_code == 200 and "123-45-6789" not in page.text and 'class="span phi"' in page.text
        revealed = await client.get("/review/requests/phi-1", params={"reveal": "1"}, headers=bearer(ANN))
        assert "123-45-6789" in revealed.text
    views = [v for v in await asyncio.to_thread(a.service.review_at("clinic").views) if v["request_id"] == "phi-1"]
    assert [(v["reviewer"], v["what"], v["phi"]) for v in sorted(views, key=lambda v: v["view_id"])] == [
        ("ann", "view", True), ("ann", "reveal", True)]


async def test_identifiers_past_phis_max_findings_are_masked_with_the_unread_rest(replicas):
    """phi lists 64 identifiers and reads no further; the desk masks the rest of the answer whole."""
    a, _, _, _ = replicas
    ssns = [f"{100 + i:03d}-{10 + i % 89:02d}-{1000 + i:04d}" for i in range(90)]
    answer = "Members on file: " + "; ".join(f"member {i} has SSN {ssn}" for i, ssn in enumerate(ssns)) + "."
    async with a.client() as client:
        blocked = await client.post("/v1/verify", headers=API, json={
            "query": QUERY, "answer": answer, "sources": [SOURCE], "profile": "deterministic", "request_id": "phi-many"})
        assert blocked.status_code == 422 and blocked.json()["verdict"] == "block"
        page = await client.get("/review/requests/phi-many", headers=bearer(ANN))
        assert page.status_code == 200
        assert [ssn for ssn in ssns if ssn in page.text] == [], "an identifier phi did not list is shown"
        assert "member 89 has" not in page.text, "the unread rest of the answer is masked whole"
        revealed = await client.get("/review/requests/phi-many", params={"reveal": "1"}, headers=bearer(ANN))
        assert all(ssn in revealed.text for ssn in ssns)


async def test_unsupported_claims_are_marked_with_the_matched_passage_and_nli_scores(tmp_path, tiny_models):
    from gate.local_backends import build_local_backends

    store = ReviewStore.open((tmp_path / "traces").as_uri())
    service = GateService(policy=Policy.load(), backends=build_local_backends(str(tiny_models.nli), None), review=store)
    app = create_http_app(service, reviewer_keys=REVIEWER_KEYS)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="https://gate.test") as client:
        verified = await client.post("/v1/verify", json={
            "query": QUERY, "answer": "The plan pays for unlimited dental implants for every member.",
            "sources": [SOURCE], "checks": ["groundedness"], "request_id": "claim-1"})
        assert verified.status_code == 202, verified.text
        page = await client.get("/review/requests/claim-1", headers=bearer(ANN))
    assert 'class="span groundedness"' in page.text and "unsupported claim" in page.text
    assert "NLI entailment" in page.text and "closest passage [1]" in page.text
    assert "skilled nursing facility" in page.text.split("closest passage [1]", 1)[1]


async def test_a_decision_pages_the_callers_webhook_signed(replicas, tmp_path):
    import http.server
    import threading

    from gate.review.pager import start_decision_pager
    from gate.traces.webhook import IncidentWebhookConfig, verify_signature
    from tests.netutil import free_port

    received: list[tuple[dict[str, str], bytes]] = []

    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers["Content-Length"]))
            received.append((dict(self.headers), body))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            return None

    port = free_port()
    server = http.server.HTTPServer(("127.0.0.1", port), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    a, _, _, _ = replicas
    pager = start_decision_pager(IncidentWebhookConfig(webhook_url=f"http://127.0.0.1:{port}/hook", secret="s3cret",
                                                       backoff_initial_s=0.1), tmp_path)
    a.service.decision_pager = pager
    try:
        assert (await escalate(a, "hook-1")).status_code == 202
        async with a.client() as client:
            decided = await client.post("/v1/review/requests/hook-1/decision", headers=bearer(ANN),
                                        json={"action": "reject", "note": "no"})
        assert decided.status_code == 201
        deadline = asyncio.get_running_loop().time() + 10
        while not received and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.1)
    finally:
        a.service.decision_pager = None
        pager.close(timeout=2)
        server.shutdown()
    headers, body = received[0]
    page = json.loads(body)
    assert page["event"] == "gate.decision" and page["request_id"] == "hook-1" and page["status"] == "rejected"
    assert page["tenant"] == "clinic"
    assert WRONG_FIGURE not in body.decode()
    assert verify_signature("s3cret", headers["X-Gate-Timestamp"], body, headers["X-Gate-Signature"])
