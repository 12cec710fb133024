"""Two tenants on one gate, through the real Serve app (deployments.app.build_app, traces to moto's S3 server):
nothing of tenant A reaches tenant B by any route of the OpenAPI schema (nor the desk's pages), a request ID
is unique per tenant (a retry with the same body gets the recorded response, another body 409), each tenant's
objects live under its own prefix, and an override or decision is attributed to the authenticated principal,
never to a name in a body."""

from __future__ import annotations

import contextlib
import re
import time
from typing import Any

import httpx
import pytest
from ray import serve

from deployments.app import AppArgs, build_app
from tests.payer_texts import FABRICATED, GOOD, QUERY, SOURCE, WRONG_FIGURE
from tests.s3_server import DUMMY_AWS_ENV, moto_s3_server
from tests.serve_graphs import GroupEnv, serve_group
from tests.test_serve_app import deterministic_policy_file

pytestmark = pytest.mark.slow

KEY_A, KEY_B = "key-alpha-5f1c93a0d2", "key-bravo-8e27b4c611"
ANN, CAT, DEE = "rk-ann-1f2e3d4c", "rk-cat-5a6b7c8d", "rk-dee-9e8f7a6b"
A, B = {"Authorization": f"Bearer {KEY_A}"}, {"Authorization": f"Bearer {KEY_B}"}
# What only tenant A's requests hold: none of it may appear in an answer to tenant B or to B's reviewer.
A_MARK = "Alpha clinic staff confirm this"
A_SOURCE = {**SOURCE, "document": "Alpha clinic handbook", "text": f"{SOURCE['text']} {A_MARK}."}
A_GOOD, A_WRONG, A_FABRICATED = (f"{text} {A_MARK} [1]." for text in (GOOD, WRONG_FIGURE, FABRICATED))
ACCESS = {
    "tenants": {
        "clinic-a": {"keys": [KEY_A]},
        "clinic-b": {"keys": [KEY_B], "allow_overrides": True, "profiles": ["deterministic"],
                     "default_profile": "deterministic"},
    },
    # ann sees clinic-a, cat sees clinic-b, dee (listed nowhere) sees both
    "reviewers": {"ann": {"tenants": ["clinic-a"]}, "cat": {"tenants": ["clinic-b"]}},
}


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


@serve_group(wave="tenants")
@contextlib.contextmanager
def tenant_gate(env: GroupEnv):
    """The `tenant-gate` application: two tenants, three reviewers, traces to its own moto server."""
    policy_path = deterministic_policy_file(env.tmp)
    with moto_s3_server() as s3:
        bucket = s3.create_bucket("tenant-traces")
        args = AppArgs(
            policy_path=str(policy_path),
            generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted",
                       "answers": [GOOD]},
            nli=None,
            trace_uri=f"s3://{bucket}/it",
            trace={"endpoint_url": s3.endpoint_url, "flush_interval_s": 0.3, "spool_dir": str(env.tmp / "spool")},
            api_keys=[], reviewer_keys=[f"ann:{ANN}", f"cat:{CAT}", f"dee:{DEE}"], access=ACCESS,
            deployments={"Gate": {"ray_actor_options": {"num_cpus": 0, "runtime_env": {"env_vars": DUMMY_AWS_ENV}}},
                         "Generator": {"ray_actor_options": {"num_cpus": 0}}},
        )
        yield ([serve.RunTarget(build_app(args), name="tenant-gate", route_prefix="/tenants")],
               (f"{env.base_url}/tenants", s3, bucket))


def verify_body(answer: str, request_id: str, source: dict[str, Any] = SOURCE) -> dict[str, Any]:
    return {"answer": answer, "sources": [source], "query": QUERY, "profile": "deterministic", "request_id": request_id}


@pytest.fixture(scope="module")
def tenant_a_requests(tenant_gate) -> dict[str, Any]:
    """Tenant A's requests: passed, escalated, decided and blocked, a reviewer's decision and override."""
    base, _, _ = tenant_gate
    with httpx.Client(base_url=base, timeout=60) as client:
        passed = client.post("/v1/verify", headers=A, json=verify_body(A_GOOD, "a-pass", A_SOURCE))
        escalated = client.post("/v1/verify", headers=A, json=verify_body(A_WRONG, "a-esc", A_SOURCE))
        decided = client.post("/v1/verify", headers=A, json=verify_body(A_WRONG, "a-dec", A_SOURCE))
        blocked = client.post("/v1/verify", headers=A, json=verify_body(A_FABRICATED, "a-blk", A_SOURCE))
        decision = client.post("/v1/review/requests/a-dec/decision", headers=bearer(ANN),
                               json={"action": "reject", "note": "wrong figure"})
        override = client.post("/v1/overrides", headers=bearer(ANN), json={"request_id": "a-pass", "verdict": "agree"})
        case = client.get("/v1/review/requests/a-esc", headers=bearer(ANN))
    assert passed.status_code == 200 and passed.json()["status"] == "passed", passed.text
    assert escalated.status_code == 202 and decided.status_code == 202 and blocked.status_code == 422
    assert decision.status_code == 201 and decision.json()["decision"]["reviewer"] == "ann", decision.text
    assert override.status_code == 201, override.text
    assert case.status_code == 200, case.text
    return {"ids": ["a-pass", "a-esc", "a-dec", "a-blk"], "case_uid": case.json()["case"]["case_uid"],
            "incident_id": blocked.json()["incident_id"], "override_id": override.json()["override_id"]}


def _fill(path: str, request_id: str) -> str:
    return re.sub(r"\{[a-z_]+\}", request_id, path)


def _post_body(path: str, request_id: str) -> dict[str, Any] | None:
    """A valid body for each POST route that names tenant A's request ID wherever a body can name one."""
    bodies = {
        "/v1/gate": {"query": QUERY, "sources": [SOURCE], "profile": "deterministic", "request_id": request_id},
        "/v1/verify": verify_body(GOOD, request_id),
        "/v1/chat/completions": {"messages": [{"role": "user", "content": QUERY}], "sources": [SOURCE],
                                 "profile": "deterministic"},
        "/v1/overrides": {"request_id": request_id, "verdict": "disagree"},
    }
    if path.endswith("/decision"):
        return {"action": "release", "note": "from the other tenant"}
    return bodies.get(path)


def test_nothing_of_tenant_a_reaches_tenant_b_by_any_route(tenant_gate, tenant_a_requests):
    """Every route of the OpenAPI schema, and the desk's pages, with tenant B's API key and with cat's reviewer key
    (cat sees tenant B only), naming each of tenant A's request IDs: nothing returns, counts or reveals A's requests."""
    base, _, _ = tenant_gate
    secrets = [A_MARK, tenant_a_requests["case_uid"], tenant_a_requests["incident_id"], tenant_a_requests["override_id"]]
    with httpx.Client(base_url=base, timeout=60) as client:
        schema = client.get("/openapi.json", headers=B).json()
        routes = [(method.upper(), path) for path, item in schema["paths"].items() for method in item]
        assert {("GET", "/v1/requests/{request_id}"), ("POST", "/v1/overrides"), ("GET", "/v1/review/queue"),
                ("GET", "/v1/review/requests/{request_id}"), ("POST", "/v1/review/requests/{request_id}/decision"),
                ("POST", "/v1/verify"), ("POST", "/v1/gate")} <= set(routes)
        desk = [("GET", "/review"), ("GET", "/review/requests/{request_id}"),
                ("POST", "/review/requests/{request_id}/decide")]
        seen: list[str] = []
        for credentials in (B, bearer(CAT)):
            for method, path in routes + desk:
                for request_id in tenant_a_requests["ids"]:
                    for params in ({}, {"tenant": "clinic-a"}, {"status": "all"}):
                        url = _fill(path, request_id)
                        if method == "GET":
                            response = client.get(url, headers=credentials, params=params)
                        elif path.startswith("/review/"):
                            response = client.post(url, headers=credentials, params=params,
                                                   data={"action": "release", "csrf_token": ""})
                        else:
                            response = client.post(url, headers=credentials, params=params,
                                                   json=_post_body(path, request_id))
                        where = f"{method} {url} {params} as {'B' if credentials is B else 'cat'}"
                        assert response.status_code < 500, (where, response.text[:300])
                        for secret in secrets:
                            assert secret not in response.text, (where, secret)
                        seen.append(where)
        queue = client.get("/v1/review/queue", headers=bearer(CAT), params={"status": "all"}).json()
        assert all(row.get("tenant") == "clinic-b" for row in queue["requests"]), queue
        assert not any(row["request_id"] in ("a-dec", "a-blk") for row in queue["requests"]), queue
        # tenant A's own view is intact: B's requests under A's IDs are B's, never merged into A's
        for request_id, status in (("a-pass", "passed"), ("a-esc", "escalated"), ("a-dec", "rejected"),
                                   ("a-blk", "blocked")):
            own = client.get(f"/v1/requests/{request_id}", headers=A)
            assert own.status_code == 200 and own.json()["status"] == status, (request_id, own.text)
        assert A_MARK in client.get("/v1/requests/a-pass", headers=A).json()["output"]
        b_view = client.get("/v1/requests/a-pass", headers=B)
        assert b_view.status_code == 200 and b_view.json()["output"] == GOOD  # B's own request under that ID
    assert len(seen) > 100


def test_a_request_id_is_unique_per_tenant_retries_replay_and_other_bodies_conflict(tenant_gate):
    base, _, _ = tenant_gate
    with httpx.Client(base_url=base, timeout=60) as client:
        first = client.post("/v1/verify", headers=A, json=verify_body(A_WRONG, "retry-1", A_SOURCE))
        retry = client.post("/v1/verify", headers=A, json=verify_body(A_WRONG, "retry-1", A_SOURCE))
        other_body = client.post("/v1/verify", headers=A, json=verify_body(A_GOOD, "retry-1", A_SOURCE))
        other_tenant = client.post("/v1/verify", headers=B, json=verify_body(GOOD, "retry-1"))
        gate_body = {"query": QUERY, "sources": [A_SOURCE], "profile": "deterministic", "request_id": "retry-2"}
        gate_first = client.post("/v1/gate", headers=A, json=gate_body)
        gate_retry = client.post("/v1/gate", headers=A, json=gate_body)
        queue = client.get("/v1/review/queue", headers=bearer(ANN), params={"status": "all"}).json()
    assert first.status_code == retry.status_code == 202
    assert retry.json() == first.json() and retry.headers.get("gate-replayed") == "true"
    assert "gate-replayed" not in first.headers
    assert other_body.status_code == 409 and other_body.json()["error"]["code"] == "request_id_conflict"
    assert other_body.json()["error"]["param"] == "request_id"
    assert other_tenant.status_code == 200 and other_tenant.json()["status"] == "passed"  # B's own request
    assert gate_first.status_code == gate_retry.status_code == 200
    assert gate_retry.json() == gate_first.json() and gate_retry.headers.get("gate-replayed") == "true"
    # the retry opened no second case: one case for retry-1 in A's queue
    assert [row["request_id"] for row in queue["requests"]].count("retry-1") == 1


def test_overrides_and_decisions_are_attributed_to_the_authenticated_principal(tenant_gate, tenant_a_requests):
    base, s3, bucket = tenant_gate
    with httpx.Client(base_url=base, timeout=60) as client:
        impostor = client.post("/v1/overrides", headers=bearer(ANN),
                               json={"request_id": "a-pass", "reviewer": "dee", "verdict": "disagree"})
        api_key = client.post("/v1/overrides", headers=A, json={"request_id": "a-pass", "verdict": "disagree"})
        b_passed = client.post("/v1/verify", headers=B, json=verify_body(GOOD, "b-pass"))
        b_same_id = client.post("/v1/verify", headers=B, json=verify_body(GOOD, "a-pass"))  # B's own "a-pass"
        service = client.post("/v1/overrides", headers=B, json={"request_id": "b-pass", "verdict": "agree"})
        wrong_tenant = client.post("/v1/overrides", headers=bearer(ANN), json={"request_id": "b-pass", "verdict": "agree"})
        dee_ambiguous = client.post("/v1/overrides", headers=bearer(DEE), json={"request_id": "a-pass", "verdict": "agree"})
        dee_named = client.post("/v1/overrides", headers=bearer(DEE),
                                json={"request_id": "a-pass", "verdict": "agree", "tenant": "clinic-a"})
        decision_body = client.post("/v1/review/requests/a-esc/decision", headers=bearer(ANN),
                                    json={"action": "reject", "reviewer": "dee"})
    assert impostor.status_code == 403 and impostor.json()["error"]["code"] == "reviewer_mismatch"
    assert api_key.status_code == 403 and api_key.json()["error"]["code"] == "overrides_not_allowed"
    assert b_passed.status_code == 200 and service.status_code == 201, service.text
    assert b_same_id.status_code in (200, 409)  # 409 when an earlier test sent B's "a-pass" with another body
    assert wrong_tenant.status_code == 404  # ann does not see clinic-b
    assert dee_ambiguous.status_code == 409 and dee_ambiguous.json()["error"]["param"] == "tenant"  # both have a-pass
    assert dee_named.status_code == 201, dee_named.text
    assert decision_body.status_code == 422 and decision_body.json()["error"]["param"] == "reviewer"
    wanted = {("clinic-a", "ann", "reviewer"), ("clinic-a", "dee", "reviewer"), ("clinic-b", "service:clinic-b", "service")}
    rows = _overrides(s3, bucket, wanted)
    by_tenant = {(row["tenant"], row["reviewer"], row["reviewer_kind"]) for row in rows}
    assert wanted <= by_tenant
    # every row names the principal that made it: a reviewer key's reviewer in the tenants it sees, or a service
    assert all(kind == "service" and who == f"service:{tenant}" or kind == "reviewer" and who in ("ann", "cat", "dee")
               for tenant, who, kind in by_tenant), by_tenant
    assert ("clinic-b", "ann", "reviewer") not in by_tenant and ("clinic-a", "cat", "reviewer") not in by_tenant
    keys = [obj["Key"] for page in s3.client().get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix="it/")
            for obj in page.get("Contents", [])]
    assert keys and all(key.startswith(("it/tenant=clinic-a/", "it/tenant=clinic-b/", "it/review/sessions/"))
                        for key in keys), [k for k in keys if not k.startswith("it/tenant=")][:5]


def _overrides(s3: Any, bucket: str, wanted: set[tuple[str, str, str]]) -> list[dict[str, Any]]:
    """Both tenants' override rows, once the writer uploaded the `wanted` (tenant, reviewer, kind) ones."""
    from gate.tenants import tenant_uri
    from gate.traces.store import read_table

    deadline = time.monotonic() + 60
    rows: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        rows = [row for name in ("clinic-a", "clinic-b")
                for row in read_table(tenant_uri(f"s3://{bucket}/it", name), "overrides",
                                      endpoint_url=s3.endpoint_url).to_pylist()]
        if wanted <= {(row["tenant"], row["reviewer"], row["reviewer_kind"]) for row in rows}:
            break
        time.sleep(0.5)
    return rows
