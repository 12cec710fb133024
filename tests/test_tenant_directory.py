"""Tenants from keys and the tenants file, each tenant's policy applied to its requests, its rate limit, and a
request ID claimed once per tenant (gate.tenants, gate.limits, gate.request_ids) on a real directory store."""

from __future__ import annotations

import asyncio
import threading

import pytest
import yaml

from gate.api import GateRequest, VerifyRequest
from gate.errors import GateError
from gate.limits import TenantRateLimiter
from gate.request_ids import ClaimState, RequestClaims, body_digest
from gate.review.bounded import BoundedStoreCalls
from gate.tenants import AccessConfig, TenantDirectory, for_tenant, load_access_file, tenant_uri
from gate.traces.prefixed import PrefixedStore
from gate.traces.store import LocalStore

SOURCE = {"id": "1", "text": "The plan covers 100 days."}


def test_keys_name_their_tenants_and_bare_keys_are_tenants_of_their_own():
    directory = TenantDirectory.build(["clinic-a:k-a1", "clinic-a:k-a2", "k-bare-1", "k-bare-2"])
    a1, a2 = directory.by_key("k-a1"), directory.by_key("k-a2")
    bare1, bare2 = directory.by_key("k-bare-1"), directory.by_key("k-bare-2")
    assert a1 is a2 and a1.name == "clinic-a" and a1.root == "clinic-a"
    assert bare1.name.startswith("key-") and bare2.name.startswith("key-") and bare1.name != bare2.name
    assert directory.by_key("k-bare-1").name == bare1.name  # stable: derived from the key
    assert directory.by_key("nope") is None and directory.by_key("") is None and directory.auth_enabled
    assert not any(t.reads_legacy for t in directory.tenants.values())  # several tenants: nobody inherits the root


def test_one_tenant_inherits_the_rows_from_before_tenants_and_no_keys_is_one_tenant_at_the_root():
    single = TenantDirectory.build(["only-key"])
    (tenant,) = single.tenants.values()
    assert tenant.reads_legacy and tenant.root == tenant.name
    open_gate = TenantDirectory.build([])
    assert not open_gate.auth_enabled and open_gate.anonymous().root is None
    assert tenant_uri("s3://b/p/", None) == "s3://b/p/" and tenant_uri("s3://b/p/", "x") == "s3://b/p/tenant=x"


@pytest.mark.parametrize("keys, access, message", [
    (["a:same", "b:same"], {}, "listed for two tenants"),
    ([], {"tenants": {"a": {}}}, "none has a key"),
    (["a:k"], {"reviewers": {"ann": {"tenants": ["zzz"]}}}, "not configured: zzz"),
    (["a:k"], {"legacy_tenant": "zzz"}, "legacy_tenant 'zzz'"),
    ([], {"tenants": {"Bad Name": {"keys": ["k"]}}}, "tenant name"),
    ([], {"tenants": {"a": {"keys": ["k"], "profiles": ["x"], "default_profile": "y"}}}, "default_profile 'y'"),
])
def test_a_tenants_configuration_that_cannot_be_served_is_refused_with_the_reason(keys, access, message):
    with pytest.raises(ValueError, match=message):
        TenantDirectory.build(keys, access)


def test_reviewers_see_their_tenants_and_a_reviewer_listed_nowhere_sees_all(tmp_path):
    path = tmp_path / "tenants.yaml"
    path.write_text(yaml.safe_dump({"tenants": {"a": {"keys": ["ka"]}, "b": {"keys": ["kb"]}},
                                    "reviewers": {"ann": {"tenants": ["a"]}}}))
    directory = TenantDirectory.build([], AccessConfig.model_validate(load_access_file(str(path))))
    assert [t.name for t in directory.visible_to("ann")] == ["a"]
    assert [t.name for t in directory.visible_to("bob")] == ["a", "b"]
    (tmp_path / "bad.yaml").write_text("- a list")
    with pytest.raises(ValueError, match="must hold a mapping"):
        load_access_file(str(tmp_path / "bad.yaml"))
    with pytest.raises(ValueError, match="cannot be read"):
        load_access_file(str(tmp_path / "missing.yaml"))


def test_a_tenants_policy_shapes_its_requests():
    directory = TenantDirectory.build([], {"tenants": {"a": {
        "keys": ["ka"], "profiles": ["deterministic", "strict"], "default_profile": "deterministic",
        "allowed_identifiers": ["555-0100"], "max_attempts": 2}}})
    tenant = directory.tenants["a"]
    request = GateRequest.model_validate({"query": "q", "sources": [SOURCE], "allowed_identifiers": ["x"]})
    shaped = for_tenant(request, tenant, policy_max_attempts=3)
    assert shaped.profile == "deterministic" and shaped.allowed_identifiers == ["x", "555-0100"]
    assert shaped.max_attempts == 2
    with pytest.raises(GateError) as refused:
        for_tenant(GateRequest.model_validate({"query": "q", "sources": [SOURCE], "profile": "default"}), tenant)
    assert (refused.value.status, refused.value.param, refused.value.code) == (422, "profile", "profile_unavailable")
    with pytest.raises(GateError) as above:
        for_tenant(GateRequest.model_validate({"query": "q", "sources": [SOURCE], "max_attempts": 3}), tenant)
    assert (above.value.param, above.value.code) == ("max_attempts", "above_tenant_limit")
    verify = for_tenant(VerifyRequest.model_validate({"answer": "a", "sources": [SOURCE]}), tenant)
    assert verify.profile == "deterministic" and verify.allowed_identifiers == ["555-0100"]


def test_a_tenants_requests_per_minute_are_limited_with_retry_after():
    now = [1000.0]
    limiter = TenantRateLimiter(clock=lambda: now[0])
    for _ in range(3):
        limiter.admit("a", 3)
    with pytest.raises(GateError) as limited:
        limiter.admit("a", 3)
    assert limited.value.status == 429 and limited.value.code == "rate_limited" and limited.value.retry_after == 60
    limiter.admit("b", 3)  # another tenant has its own window
    limiter.admit("a", None)  # no limit configured
    now[0] += 60.0
    limiter.admit("a", 3)  # the window moved on


def test_a_request_id_is_claimed_once_per_tenant_across_replicas(tmp_path):
    store = LocalStore(tmp_path / "store")
    a_root, b_root = PrefixedStore(store, "tenant=a"), PrefixedStore(store, "tenant=b")
    first, other_replica = RequestClaims(), RequestClaims()
    body = GateRequest.model_validate({"query": "q", "sources": [SOURCE], "request_id": "r-1"})
    other_body = GateRequest.model_validate({"query": "another", "sources": [SOURCE], "request_id": "r-1"})
    digest, other_digest = body_digest("gate", body), body_digest("gate", other_body)
    assert digest == body_digest("gate", body.model_copy(update={"request_id": "r-2"}))  # the ID is not content
    assert digest != body_digest("verify", body)

    async def scenario():
        assert (await first.claim(a_root, "a", "r-1", digest)).state is ClaimState.NEW
        # before a decision is recorded, a retry runs again (the first may have ended in a 503)
        assert (await other_replica.claim(a_root, "a", "r-1", digest)).state is ClaimState.NEW
        assert (await other_replica.claim(a_root, "a", "r-1", other_digest)).state is ClaimState.CONFLICT
        recorded = await first.record(a_root, "a", "r-1", digest, 202, {"status": "escalated"})
        assert recorded == {"status_code": 202, "body": {"status": "escalated"}}
        replay = await other_replica.claim(a_root, "a", "r-1", digest)
        assert replay.state is ClaimState.REPLAY and replay.response == recorded
        # the second replica's own decision loses to the one recorded first
        assert (await other_replica.record(a_root, "a", "r-1", digest, 200, {"status": "passed"})) == recorded
        assert (await RequestClaims().claim(b_root, "b", "r-1", other_digest)).state is ClaimState.NEW

    asyncio.run(scenario())
    assert sorted(store.list_keys("")) == ["tenant=a/request_ids/r-1/claim.json", "tenant=a/request_ids/r-1/response.json",
                                           "tenant=b/request_ids/r-1/claim.json"]


class _StalledStore(LocalStore):
    """A directory store whose calls wait until released: a store that stops answering."""

    def __init__(self, root, release: threading.Event) -> None:
        super().__init__(root)
        self.release = release

    def put_if_absent(self, key: str, data: bytes) -> bool:
        self.release.wait(30)
        return super().put_if_absent(key, data)


def test_a_store_that_stops_answering_costs_a_claim_its_time_budget_only(tmp_path):
    release = threading.Event()
    claims = RequestClaims(store_calls=BoundedStoreCalls(budget_s=0.2))

    async def scenario():
        try:
            claim = await claims.claim(_StalledStore(tmp_path, release), "a", "r-1", "d" * 64)
            assert claim.state is ClaimState.NEW  # goes on with this replica's memory
            again = await claims.claim(_StalledStore(tmp_path, release), "a", "r-1", "e" * 64)
            assert again.state is ClaimState.CONFLICT  # the memory still refuses another body
        finally:
            release.set()  # the stalled call's thread ends before the loop closes

    asyncio.run(asyncio.wait_for(scenario(), timeout=5))
    assert claims.stats()["request_id_store_timeouts"] == 1
