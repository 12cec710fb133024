"""Desk sessions end at sign-out on every replica, and desk posts come only from the desk's own origin.

`gate.review.sessions.ReviewSessions` against a local directory and moto's S3 server (an Object Lock
bucket too, and an outage: a session that cannot be checked is refused), then two Gate apps sharing one
store: the cookie of a signed-out session is refused on both, a foreign Origin is refused on the login
form and on decision posts even with a valid cookie and CSRF token."""

from __future__ import annotations

import json
import re

import httpx
import pytest

from checks.policy import Policy
from gate.http import create_http_app
from gate.review.auth import SESSION_COOKIE, ReviewerAuth, new_session_id, origin_of
from gate.review.sessions import SESSIONS_PREFIX, ReviewSessions, SessionStoreUnavailable
from gate.review.store import ReviewStore
from gate.service import GateService
from gate.traces.store import LocalStore, S3Settings, S3Store
from tests.payer_texts import QUERY, SOURCE, WRONG_FIGURE

ANN = "rk-ann-sess-77b1-0f3a"
DESK = "https://gate.test"
SAME_ORIGIN = {"Origin": DESK}
FOREIGN = {"Origin": "https://gate.test.evil.example"}
QUICK = S3Settings(max_attempts=1, connect_timeout_s=1, read_timeout_s=2)


@pytest.fixture(params=["local", "s3"])
def object_store(request, tmp_path):
    """The same sessions on a local directory and on a bucket prefix of the loopback S3 server."""
    if request.param == "local":
        yield LocalStore(tmp_path / "root")
        return
    s3 = request.getfixturevalue("s3_server")
    bucket = s3.create_bucket()
    yield S3Store(bucket, "gate", QUICK.model_copy(update={"endpoint_url": s3.endpoint_url}))


def test_a_revoked_session_is_refused_by_every_replica_and_others_stay_open(object_store):
    here, there = ReviewSessions(object_store), ReviewSessions(object_store)
    ended, other = new_session_id(), new_session_id()
    assert not here.is_revoked(ended) and not there.is_revoked(ended)
    here.revoke(ended, "ann", 2_000_000_000)
    assert here.is_revoked(ended)
    assert there.is_revoked(ended), "another replica (nothing shared but the store) must refuse it at once"
    assert ReviewSessions(object_store).is_revoked(ended), "a replica started later too"
    assert not there.is_revoked(other)
    there.revoke(ended, "ann", 2_000_000_000)  # signing out twice (two tabs) is fine
    keys = object_store.list_keys(SESSIONS_PREFIX)
    assert keys == [f"{SESSIONS_PREFIX}/{ended}/revoked.json"]
    record = json.loads(object_store.get(keys[0]))
    assert record["reviewer"] == "ann" and record["session_id"] == ended and record["expiry"].startswith("2033-05-18")


def test_a_session_id_that_is_not_one_is_refused_before_any_store_call(tmp_path):
    sessions = ReviewSessions(LocalStore(tmp_path))
    for bad in ("../../traces", "", "A" * 32, new_session_id() + "/x"):
        with pytest.raises(ValueError):
            sessions.is_revoked(bad)


def test_sessions_on_an_object_lock_bucket_never_overwrite(s3_server):
    """Object Lock (write-once) buckets: the marker is put once with the lock settings; revoking again
    neither overwrites nor fails."""
    client = s3_server.client()
    client.create_bucket(Bucket="locked-sessions", ObjectLockEnabledForBucket=True)
    settings = QUICK.model_copy(update={"endpoint_url": s3_server.endpoint_url, "object_lock_mode": "GOVERNANCE",
                                        "object_lock_retain_days": 1})
    sessions = ReviewSessions(S3Store("locked-sessions", "root", settings))
    session = new_session_id()
    sessions.revoke(session, "ann", 2_000_000_000)
    ReviewSessions(S3Store("locked-sessions", "root", settings)).revoke(session, "ann", 2_000_000_000)
    key = f"root/{SESSIONS_PREFIX}/{session}/revoked.json"
    versions = client.list_object_versions(Bucket="locked-sessions", Prefix=key).get("Versions", [])
    assert len(versions) == 1, "revoking twice wrote a second version"
    assert client.head_object(Bucket="locked-sessions", Key=key).get("ObjectLockMode") == "GOVERNANCE"
    assert ReviewSessions(S3Store("locked-sessions", "root", settings)).is_revoked(session)


def test_an_unreachable_store_fails_closed(s3_server):
    bucket = s3_server.create_bucket()
    store = S3Store(bucket, "", QUICK.model_copy(update={"endpoint_url": s3_server.endpoint_url}))
    sessions, other_replica = ReviewSessions(store), ReviewSessions(store)
    live, ending = new_session_id(), new_session_id()
    s3_server.stop()
    try:
        with pytest.raises(SessionStoreUnavailable):
            other_replica.is_revoked(live)
        with pytest.raises(SessionStoreUnavailable):
            sessions.revoke(ending, "ann", 2_000_000_000)
        assert sessions.is_revoked(ending), "the replica that was asked to end it refuses it even unrecorded"
    finally:
        s3_server.start()
    assert not other_replica.is_revoked(ending), "the failed sign-out was not recorded (and the user was told)"


def test_cookies_name_their_session_and_the_csrf_token_is_per_session():
    auth = ReviewerAuth([f"ann:{ANN}"])
    first, second = auth.session_cookie("ann"), auth.session_cookie("ann")
    a, b = auth.from_session(first), auth.from_session(second)
    assert a is not None and b is not None and a.session_id != b.session_id
    assert auth.csrf_token(a) != auth.csrf_token(b)
    name, expiry, session, mac = first.split(".")
    assert auth.from_session(f"{name}.{expiry}.{b.session_id}.{mac}") is None, "a session ID swapped under the MAC"
    assert auth.from_session(f"{name}.{expiry}.{mac}") is None, "the old three-part cookie"
    assert auth.from_session(first, now=int(expiry) + 1) is None


@pytest.mark.parametrize("sent, expected", [
    ("https://Gate.Test", "https://gate.test:443"), ("https://gate.test:443/review", "https://gate.test:443"),
    ("http://localhost:8000", "http://localhost:8000"), ("http://[::1]:80/x", "http://[::1]:80"),
    ("null", None), ("", None), ("file:///etc/passwd", None), ("https://gate.test:99999", None), ("gate.test", None),
])
def test_origins_are_compared_as_scheme_host_and_port(sent, expected):
    assert origin_of(sent) == expected


def test_origin_rules_for_desk_posts():
    auth = ReviewerAuth([f"ann:{ANN}"], allowed_origins=["https://desk.example.org"])
    host = {"host": "gate.test"}
    assert auth.origin_ok({**host, "origin": "https://gate.test"}, "https")
    assert auth.origin_ok({**host, "origin": "https://desk.example.org:443"}, "https")
    assert auth.origin_ok({**host, "referer": "https://gate.test/review/requests/r-1"}, "https")
    assert not auth.origin_ok({**host, "origin": "http://gate.test"}, "https"), "another scheme is another origin"
    assert not auth.origin_ok({**host, "origin": "https://gate.test:8443"}, "https")
    assert not auth.origin_ok({**host, "origin": "null"}, "https")
    assert not auth.origin_ok({**host, "origin": "https://evil.example", "referer": "https://gate.test/"}, "https")
    assert not auth.origin_ok({**host, "referer": "https://evil.example/page"}, "https")
    assert not auth.origin_ok(host, "https"), "a cookie post without Origin or Referer"
    assert auth.origin_ok({**host, "authorization": f"Bearer {ANN}"}, "https"), "a script's bearer post"
    assert not auth.origin_ok({**host, "authorization": f"Bearer {ANN}", "origin": "https://evil.example"}, "https")
    with pytest.raises(ValueError):
        ReviewerAuth([f"ann:{ANN}"], allowed_origins=["desk.example.org"])


# ---------------------------------------------------------------------- two replicas, one store


class Replica:
    """A Gate app (no generator: /v1/verify opens the review cases; no API keys: one tenant, at the root) on the
    shared review store."""

    def __init__(self, uri: str, endpoint: str) -> None:
        store = ReviewStore.open(uri, QUICK.model_copy(update={"endpoint_url": endpoint}))
        self.service = GateService(policy=Policy.load(), review=store)
        self.app = create_http_app(self.service, reviewer_keys=[f"ann:{ANN}"], sessions=ReviewSessions(store.store))

    def client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=self.app), base_url=DESK)


@pytest.fixture
def two_replicas(s3_server):
    bucket = s3_server.create_bucket()
    uri = f"s3://{bucket}/gate"
    return Replica(uri, s3_server.endpoint_url), Replica(uri, s3_server.endpoint_url)


async def sign_in(client: httpx.AsyncClient) -> str:
    response = await client.post("/review/login", data={"key": ANN}, headers=SAME_ORIGIN)
    assert response.status_code == 303, response.text
    return client.cookies[SESSION_COOKIE]


def csrf_of(page: httpx.Response) -> str:
    return re.search(r'name="csrf_token" value="([0-9a-f]+)"', page.text).group(1)


async def escalate(client: httpx.AsyncClient, request_id: str) -> None:
    response = await client.post("/v1/verify", json={
        "query": QUERY, "answer": WRONG_FIGURE, "sources": [SOURCE], "profile": "deterministic",
        "request_id": request_id})
    assert response.status_code == 202, response.text


async def test_a_signed_out_cookie_is_refused_on_every_replica_and_signing_in_again_works(two_replicas):
    a, b = two_replicas
    async with a.client() as browser, b.client() as thief_b, a.client() as thief_a:
        old = await sign_in(browser)
        queue = await browser.get("/review")
        assert queue.status_code == 200 and "signed in as" in queue.text
        token = csrf_of(queue)
        for thief in (thief_a, thief_b):  # a copy of the cookie works on both replicas while the session is open
            thief.cookies.set(SESSION_COOKIE, old)
            assert (await thief.get("/review")).status_code == 200
        out = await browser.post("/review/logout", data={"csrf_token": token}, headers=SAME_ORIGIN)
        assert out.status_code == 303 and out.headers["location"].endswith("/review/login")
        assert SESSION_COOKIE not in browser.cookies
        for thief in (thief_a, thief_b):
            page = await thief.get("/review")
            assert page.status_code == 303 and page.headers["location"].endswith("/review/login")
            assert (await thief.get("/v1/review/queue")).status_code == 401
            again = await thief.post("/review/logout", data={"csrf_token": token}, headers=SAME_ORIGIN)
            assert again.status_code == 303 and again.headers["location"].endswith("/review/login")
        new = await sign_in(browser)
        assert new != old
        thief_b.cookies.set(SESSION_COOKIE, new)
        assert (await thief_b.get("/review")).status_code == 200, "the new session works on the other replica"


async def test_foreign_origins_are_refused_on_login_and_decisions_even_with_cookie_and_csrf(two_replicas):
    a, _ = two_replicas
    async with a.client() as client:
        await escalate(client, "orig-1")
        refused = await client.post("/review/login", data={"key": ANN}, headers=FOREIGN)
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "origin_refused"
        assert refused.json()["error"]["param"] == "Origin" and SESSION_COOKIE not in client.cookies
        headerless = await client.post("/review/login", data={"key": ANN})
        assert headerless.status_code == 403 and SESSION_COOKIE not in client.cookies
        await sign_in(client)
        page = await client.get("/review/requests/orig-1")
        assert page.status_code == 200
        form = {"action": "reject", "csrf_token": csrf_of(page), "note": "n"}
        cookie = {"Cookie": f"{SESSION_COOKIE}={client.cookies[SESSION_COOKIE]}"}  # its path is /review: sent by hand
        for headers in (FOREIGN, {"Origin": "null"}, {"Referer": "https://evil.example/csrf.html"}, {},
                        {"Origin": "http://gate.test"}):
            forged = await client.post("/review/requests/orig-1/decide", data=form, headers=headers)
            assert forged.status_code == 403 and forged.json()["error"]["code"] == "origin_refused", headers
            json_route = await client.post("/v1/review/requests/orig-1/decision", json={"action": "reject"},
                                           headers={**headers, **cookie})
            assert json_route.status_code == 403 and json_route.json()["error"]["code"] == "origin_refused", headers
        logout = await client.post("/review/logout", data={"csrf_token": form["csrf_token"]}, headers=FOREIGN)
        assert logout.status_code == 403 and (await client.get("/review")).status_code == 200, "still signed in"
        status = await client.get("/v1/review/requests/orig-1", headers={"Authorization": f"Bearer {ANN}"})
        assert status.json()["decision"] is None, "nothing was decided by the refused posts"
        done = await client.post("/review/requests/orig-1/decide", data=form,
                                 headers={"Referer": f"{DESK}/review/requests/orig-1"})
        assert done.status_code == 303, done.text
    async with a.client() as script:  # a bearer script sends no Origin and needs none
        await escalate(script, "orig-2")
        decided = await script.post("/v1/review/requests/orig-2/decision", json={"action": "reject"},
                                    headers={"Authorization": f"Bearer {ANN}"})
        assert decided.status_code == 201, decided.text


async def test_desk_sessions_fail_closed_when_the_store_is_unreachable(s3_server, two_replicas):
    a, b = two_replicas
    async with a.client() as client, b.client() as other:
        await sign_in(client)
        other.cookies.set(SESSION_COOKIE, client.cookies[SESSION_COOKIE])
        token = csrf_of(await client.get("/review"))
        s3_server.stop()
        try:
            page = await other.get("/review")
            assert page.status_code == 503 and page.json()["error"]["code"] == "session_store_unavailable"
            assert (await other.get("/v1/review/queue")).status_code == 503
            out = await client.post("/review/logout", data={"csrf_token": token}, headers=SAME_ORIGIN)
            assert out.status_code == 503 and out.json()["error"]["code"] == "session_store_unavailable"
        finally:
            s3_server.start()
        retry = await client.post("/review/logout", data={"csrf_token": token}, headers=SAME_ORIGIN)
        assert retry.status_code == 303
        assert (await other.get("/review")).status_code == 303


async def test_without_a_session_store_the_desk_issues_no_cookie(tmp_path):
    service = GateService(policy=Policy.load())
    app = create_http_app(service, reviewer_keys=[f"ann:{ANN}"])
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=DESK) as client:
        response = await client.post("/review/login", data={"key": ANN}, headers=SAME_ORIGIN)
        assert response.status_code == 503 and SESSION_COOKIE not in client.cookies
        forged = ReviewerAuth([f"ann:{ANN}"]).session_cookie("ann")
        client.cookies.set(SESSION_COOKIE, forged)
        assert (await client.get("/review")).status_code == 303, "a well-signed cookie is not taken without a store"
