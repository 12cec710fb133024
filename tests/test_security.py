"""Security of the ingress: bearer auth on every route, constant-time key comparison, huge and
hostile inputs (a clear 4xx or a correct answer, never a 500, memory back near its baseline),
and planted identifiers that reach no log line of any replica (slow: a real Ray Serve).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import gc
import hmac
import os
import re
import secrets
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.routing import APIRoute
from starlette.routing import Route

from gate.http import create_http_app
from tests.hostile_helpers import (
    FABRICATED,
    GOOD,
    SOURCE,
    WRONG_FIGURE,
    deep_nesting,
    dumps,
    error_problems,
    gate_client,
)
from tests.serve_graphs import GroupEnv, serve_group

KEYS = ["k-7Qx2-primary-3f9a", "k-second-key-81c0"]
GATE_BODY = {"query": "What does the plan cover after a hospital stay?", "sources": [SOURCE], "profile": "deterministic"}
VALID_BODIES: dict[str, dict[str, Any]] = {
    "/v1/gate": GATE_BODY,
    "/v1/verify": {"answer": GOOD, "sources": [SOURCE], "profile": "deterministic"},
    "/v1/chat/completions": {"messages": [{"role": "user", "content": GATE_BODY["query"]}], "sources": [SOURCE],
                             "profile": "deterministic"},
    "/v1/overrides": {"request_id": "r-1", "verdict": "agree"},
}


# ---------------------------------------------------------------------------------------------- auth

def _routes(app: Any) -> list[tuple[str, str]]:
    """(method, path) of every route the app serves, docs and schema included, plus an unknown path."""
    pairs = []
    for route in app.routes:
        if isinstance(route, (APIRoute, Route)):
            for method in sorted(route.methods or {"GET"}):
                if method != "HEAD":
                    pairs.append((method, route.path))
    return pairs + [("GET", "/v1/does-not-exist"), ("POST", "/v1/gate/")]


REVIEWER_KEYS = ["ann:rk-ann-5d1e-77aa", "rk-bare-0c3f-19bb"]
REVIEWER_TOKENS = [entry.rpartition(":")[2] for entry in REVIEWER_KEYS]


def _is_review_route(path: str) -> bool:
    """The desk and its JSON routes take reviewer credentials, not API keys (their own matrix below)."""
    return path.startswith(("/review", "/v1/review/"))


PRIMARY = KEYS[0]
DENIED_CREDENTIALS: list[tuple[str, dict[str, str], dict[str, str]]] = [
    # (label, headers, query params)
    ("missing", {}, {}),
    ("empty header", {"Authorization": ""}, {}),
    ("scheme only", {"Authorization": "Bearer"}, {}),
    ("scheme and space", {"Authorization": "Bearer "}, {}),
    ("wrong token", {"Authorization": "Bearer wrong"}, {}),
    ("lower-case scheme, wrong token", {"Authorization": "bearer wrong"}, {}),
    ("upper-case scheme, wrong token", {"Authorization": "BEARER nope-" + PRIMARY}, {}),
    ("key without scheme", {"Authorization": PRIMARY}, {}),
    ("Basic with the key", {"Authorization": "Basic " + PRIMARY}, {}),
    ("Basic user:key", {"Authorization": "Basic " + base64.b64encode(f"user:{PRIMARY}".encode()).decode()}, {}),
    ("Token scheme", {"Authorization": "Token " + PRIMARY}, {}),
    ("tab instead of space", {"Authorization": "Bearer\t" + PRIMARY}, {}),
    ("key prefix", {"Authorization": "Bearer " + PRIMARY[:-1]}, {}),
    ("key plus suffix", {"Authorization": "Bearer " + PRIMARY + "x"}, {}),
    ("key with prefix", {"Authorization": "Bearer x" + PRIMARY}, {}),
    ("two keys glued", {"Authorization": "Bearer " + PRIMARY + KEYS[1]}, {}),
    ("two keys, comma", {"Authorization": f"Bearer {PRIMARY},{KEYS[1]}"}, {}),
    ("two keys, space", {"Authorization": f"Bearer {PRIMARY} {KEYS[1]}"}, {}),
    ("space inside the key", {"Authorization": "Bearer " + PRIMARY[:4] + " " + PRIMARY[4:]}, {}),
    ("surrounding whitespace, wrong token", {"Authorization": "  Bearer   wrong  "}, {}),
    ("upper-cased key", {"Authorization": "Bearer " + PRIMARY.upper()}, {}),
    ("X-API-Key header", {"X-API-Key": PRIMARY}, {}),
    ("api-key header", {"api-key": PRIMARY}, {}),
    ("token in query: api_key", {}, {"api_key": PRIMARY}),
    ("token in query: access_token", {}, {"access_token": PRIMARY}),
    ("token in query: key", {}, {"key": PRIMARY}),
    ("cookie", {"Cookie": f"Authorization=Bearer {PRIMARY}; token={PRIMARY}"}, {}),
]

ACCEPTED_CREDENTIALS: list[tuple[str, dict[str, str]]] = [
    ("first key", {"Authorization": "Bearer " + KEYS[0]}),
    ("second key", {"Authorization": "Bearer " + KEYS[1]}),
    # RFC 7235 section 2.1: the auth scheme is case-insensitive; RFC 6750 section 2.1:
    # `"Bearer" 1*SP b64token`. Neither changes which token is presented. (Whitespace around the
    # whole header value is stripped by the HTTP server before the app sees it: RFC 9110 5.5.)
    ("lower-case scheme, valid key", {"Authorization": "bearer " + KEYS[0]}),
    ("two spaces after the scheme, valid key", {"Authorization": "Bearer  " + KEYS[0]}),
]


async def _call(client: httpx.AsyncClient, method: str, path: str, headers: dict[str, str],
                params: dict[str, str]) -> httpx.Response:
    body = VALID_BODIES.get(path.rstrip("/"))
    return await client.request(method, path, headers=headers, params=params, json=body if method == "POST" else None)


async def test_every_route_but_healthz_refuses_every_credential_that_is_not_a_valid_bearer_key(tmp_path):
    with gate_client(tmp_path, api_keys=list(KEYS)) as (client, service, _):
        routes = [(m, p) for m, p in _routes(create_http_app(service, api_keys=list(KEYS))) if not _is_review_route(p)]
        assert {("POST", "/v1/gate"), ("POST", "/v1/verify"), ("POST", "/v1/chat/completions"), ("POST", "/v1/overrides"),
                ("GET", "/v1/checks"), ("GET", "/healthz"), ("GET", "/openapi.json"), ("GET", "/docs")} <= set(routes)
        let_through: list[str] = []
        async with client:
            for method, path in routes:
                for label, headers, params in DENIED_CREDENTIALS:
                    response = await _call(client, method, path, headers, params)
                    if path == "/healthz":
                        assert response.status_code == 200, (label, response.text)
                        continue
                    if response.status_code != 401:
                        let_through.append(f"{method} {path} [{label}] -> {response.status_code}")
                        continue
                    error = response.json()["error"]
                    assert error["code"] == "invalid_api_key" and error["param"] == "Authorization", error
                    assert response.headers.get("www-authenticate", "").lower().startswith("bearer")
                    assert PRIMARY not in response.text and KEYS[1] not in response.text
        assert not let_through, "\n".join(let_through)


async def test_valid_bearer_keys_reach_every_route(tmp_path):
    with gate_client(tmp_path, api_keys=list(KEYS)) as (client, service, _):
        routes = [(m, p) for m, p in _routes(create_http_app(service, api_keys=list(KEYS)))
                  if "does-not-exist" not in p and not _is_review_route(p)]
        async with client:
            for method, path in routes:
                for label, headers in ACCEPTED_CREDENTIALS:
                    response = await _call(client, method, path, headers, {})
                    assert response.status_code != 401, (method, path, label, response.text)
                    assert response.status_code < 500, (method, path, label, response.text)
            passed = await client.post("/v1/gate", json=GATE_BODY, headers={"Authorization": "Bearer " + KEYS[1]})
        assert passed.status_code == 200 and passed.json()["output"] == GOOD


async def test_review_routes_open_only_to_reviewer_keys_and_reviewer_keys_only_to_them(tmp_path):
    """Every desk and review route refuses every denied credential and every API key (401, or the browser's
    redirect to the login form); a reviewer key reaches them, and gets 403 on every other route but the
    shared ones (request status, overrides) and /healthz."""
    with gate_client(tmp_path, api_keys=list(KEYS), reviewer_keys=REVIEWER_KEYS) as (client, service, _):
        routes = _routes(create_http_app(service, api_keys=list(KEYS), reviewer_keys=REVIEWER_KEYS))
        # The login form and its stylesheet are public: they hold nothing of a request.
        review_routes = [(m, p) for m, p in routes if _is_review_route(p) and p not in ("/review/login", "/review/static/desk.css")]
        assert {("GET", "/review"), ("GET", "/v1/review/queue"), ("POST", "/v1/review/requests/{request_id}/decision"),
                ("POST", "/review/requests/{request_id}/decide")} <= set(review_routes)
        problems: list[str] = []
        async with client:
            for method, path in review_routes:
                url = path.replace("{request_id}", "r-1")
                denied = DENIED_CREDENTIALS + [(f"API key {i}", {"Authorization": f"Bearer {k}"}, {}) for i, k in enumerate(KEYS)]
                for label, headers, params in denied:
                    response = await client.request(method, url, headers=headers, params=params,
                                                    json={"action": "reject"} if method == "POST" else None)
                    to_login = response.status_code == 303 and response.headers["location"].endswith("/review/login")
                    if response.status_code != 401 and not to_login:
                        problems.append(f"{method} {path} [{label}] -> {response.status_code}")
                    assert PRIMARY not in response.text and REVIEWER_TOKENS[0] not in response.text
                for token in REVIEWER_TOKENS:
                    response = await client.request(method, url, headers={"Authorization": f"Bearer {token}"},
                                                    json={"action": "reject"} if method == "POST" else None)
                    if response.status_code in (401, 403) or response.status_code >= 500:
                        problems.append(f"{method} {path} [reviewer key] -> {response.status_code}")
            for method, path in routes:
                if _is_review_route(path) or path == "/healthz" or path.startswith(("/v1/requests/", "/v1/overrides")):
                    continue
                for token in REVIEWER_TOKENS:
                    response = await _call(client, method, path.replace("{request_id}", "r-1"),
                                           {"Authorization": f"Bearer {token}"}, {})
                    if response.status_code != 403 or response.json()["error"]["code"] != "reviewer_key_refused":
                        problems.append(f"{method} {path} [reviewer key on an API route] -> {response.status_code}")
            status = await client.get("/v1/requests/r-1", headers={"Authorization": f"Bearer {REVIEWER_TOKENS[0]}"})
            assert status.status_code == 404  # a shared route: the reviewer key is let through
        assert not problems, "\n".join(problems)


class _CompareSpy:
    """Stands in for compare_digest wherever the app could reach it; records calls; can force its answer."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.calls: list[tuple[Any, Any]] = []
        self.forced: bool | None = None

    def __call__(self, a: Any, b: Any) -> bool:
        self.calls.append((a, b))
        return self.real(a, b) if self.forced is None else self.forced


@pytest.fixture
def compare_spy(monkeypatch: pytest.MonkeyPatch) -> _CompareSpy:
    import gate.middleware as http_module

    real = hmac.compare_digest
    spy = _CompareSpy(real)
    monkeypatch.setattr(hmac, "compare_digest", spy)
    monkeypatch.setattr(secrets, "compare_digest", spy)
    for name, value in vars(http_module).items():  # `from hmac import compare_digest` style imports too
        if value is real:
            monkeypatch.setattr(http_module, name, spy)
    return spy


async def test_keys_are_compared_with_compare_digest_and_only_with_it(tmp_path, compare_spy):
    """Behaviour, not timing (a timing test is flaky on a shared VM): the key check calls the
    constant-time `hmac.compare_digest` (== `secrets.compare_digest`) with the presented token,
    and its answer alone decides: forced False, a valid key is refused; forced True, a wrong one passes."""
    with gate_client(tmp_path, api_keys=list(KEYS)) as (client, _, _):
        async with client:
            ok = await client.get("/v1/checks", headers={"Authorization": "Bearer " + KEYS[1]})
            assert ok.status_code == 200
            compared = {(_text(a), _text(b)) for a, b in compare_spy.calls}
            assert (KEYS[1], KEYS[1]) in compared, compare_spy.calls

            compare_spy.forced = False
            assert (await client.get("/v1/checks", headers={"Authorization": "Bearer " + KEYS[0]})).status_code == 401
            compare_spy.forced = True
            assert (await client.get("/v1/checks", headers={"Authorization": "Bearer not-a-key"})).status_code == 200


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, (bytes, bytearray)) else str(value)


# ------------------------------------------------------------------------------- huge and hostile inputs

MB = 1_000_000
SURROGATE = "\ud800"


def _sources(count: int, text: str = SOURCE["text"]) -> list[dict[str, str]]:
    return [{"id": str(i), "text": text} for i in range(1, count + 1)]


def _chat(content: str, **extra: Any) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": content}], "sources": [SOURCE], "profile": "deterministic", **extra}


# (label, route, body: a JSON-able object or raw bytes, content type, statuses allowed)
HOSTILE: list[tuple[str, str, Any, str, set[int]]] = [
    ("1 MB answer", "/v1/verify", {"answer": "The plan covers 100 days [1]. " * 34_000, "sources": [SOURCE]}, "json", {413}),
    ("1 MB query", "/v1/gate", {**GATE_BODY, "query": "q" * MB}, "json", {413}),
    ("1 MB chat message", "/v1/chat/completions", _chat("q" * MB), "json", {413}),
    ("1 MB source text", "/v1/verify", {"answer": GOOD, "sources": [{"id": "1", "text": "t" * MB}]}, "json", {413}),
    ("1 MB document", "/v1/gate", {**GATE_BODY, "document": "d" * MB}, "json", {200, 413}),
    ("1 MB override note", "/v1/overrides", {"request_id": "r", "verdict": "agree", "note": "n" * MB},
     "json", {413, 422}),
    ("3 MB body", "/v1/verify", {"answer": GOOD, "sources": [SOURCE], "document": "d" * (3 * MB)}, "json", {413}),
    ("500 sources on gate", "/v1/gate", {**GATE_BODY, "sources": _sources(500)}, "json", {413}),
    ("500 sources on verify", "/v1/verify", {"answer": GOOD, "sources": _sources(500)}, "json", {413}),
    ("500 sources on chat", "/v1/chat/completions", {**_chat("q"), "sources": _sources(500)}, "json", {413}),
    ("64 sources, within the limit", "/v1/verify", {"answer": GOOD, "sources": _sources(64)}, "json", {200}),
    ("10,000-char source id", "/v1/verify", {"answer": GOOD, "sources": [{"id": "i" * 10_000, "text": "t"}]}, "json", {413, 422}),
    ("10,000-char request_id", "/v1/gate", {**GATE_BODY, "request_id": "r" * 10_000}, "json", {413, 422}),
    ("10,000-char override request_id", "/v1/overrides", {"request_id": "r" * 10_000, "verdict": "agree"},
     "json", {413, 422}),
    # a cited ID that is among no sources is a fabricated citation, however long: blocked by `citations`
    ("10,000-char cited id", "/v1/verify", {"answer": "Covered [" + "9" * 10_000 + "].", "sources": [SOURCE]}, "json", {422}),
    ("125-char cited id", "/v1/verify", {"answer": "Covered [" + "7" * 125 + "].", "sources": [SOURCE]}, "json", {422}),
    ("10,000 allowed identifiers", "/v1/verify", {"answer": GOOD, "sources": [SOURCE], "allowed_identifiers": ["x"] * 10_000},
     "json", {200, 413, 422}),
    ("nested 1,000 levels, whole body", "/v1/gate", deep_nesting(1000).encode(), "json", {400, 422}),
    ("nested 1,000 levels in chat", "/v1/chat/completions",
     b'{"messages": [{"role": "user", "content": ' + deep_nesting(1000).encode() + b'}], "sources": []}', "json", {400, 413, 422}),
    ("nested 5,000 objects in verify", "/v1/verify",
     b'{"answer": "a", "sources": ' + deep_nesting(5000, "{").encode() + b"}", "json", {400, 413, 422}),
    ("nested 100,000 levels on overrides", "/v1/overrides", deep_nesting(100_000).encode(), "json", {400, 413, 422}),
    ("NUL in the answer", "/v1/verify", {"answer": GOOD + "\x00", "sources": [SOURCE]}, "json", {200, 422}),
    ("NUL in the query", "/v1/gate", {**GATE_BODY, "query": "What\x00 does the plan cover?"}, "json", {200, 422}),
    ("NUL in a source", "/v1/gate", {**GATE_BODY, "sources": [{**SOURCE, "text": SOURCE["text"] + "\x00"}]}, "json", {200, 422}),
    ("NUL in a chat message", "/v1/chat/completions", _chat("What\x00 is covered?"), "json", {200, 422}),
    ("NUL override note", "/v1/overrides", {"request_id": "r", "verdict": "agree", "note": "ann\x00"}, "json", {201, 422}),
    ("lone surrogate in the answer", "/v1/verify", {"answer": GOOD + SURROGATE, "sources": [SOURCE]}, "json", {200, 400, 422}),
    ("lone surrogate in the query", "/v1/gate", {**GATE_BODY, "query": "What " + SURROGATE}, "json", {200, 400, 422}),
    ("lone surrogate in a source", "/v1/gate", {**GATE_BODY, "sources": [{**SOURCE, "text": SOURCE["text"] + "\udfff"}]},
     "json", {200, 400, 422}),
    ("lone surrogate in a source id", "/v1/verify", {"answer": GOOD, "sources": [{"id": "1" + SURROGATE, "text": "t"}]},
     "json", {200, 400, 422}),
    ("lone surrogate in the document", "/v1/gate", {**GATE_BODY, "document": SURROGATE}, "json", {200, 400, 422}),
    ("lone surrogate in a chat message", "/v1/chat/completions", _chat("What " + SURROGATE), "json", {200, 400, 422}),
    ("lone surrogate in an allowed identifier", "/v1/verify",
     {"answer": GOOD, "sources": [SOURCE], "allowed_identifiers": [SURROGATE]}, "json", {200, 400, 422}),
    ("lone surrogate in an override note", "/v1/overrides",
     {"request_id": "r", "verdict": "agree", "note": SURROGATE}, "json", {201, 400, 422}),
    ("non-UTF-8 body on gate", "/v1/gate", b'{"query": "\xff\xfe", "sources": []}', "json", {400}),
    ("non-UTF-8 body on chat", "/v1/chat/completions", b'{"messages": [{"role": "user", "content": "\xc3\x28"}]}', "json", {400}),
    ("CESU surrogate bytes", "/v1/verify", b'{"answer": "\xed\xa0\x80", "sources": []}', "json", {400}),
    ("text/plain JSON", "/v1/gate", GATE_BODY, "text/plain", {200, 415, 422}),
    ("form-encoded", "/v1/verify", b"answer=a&sources=1", "application/x-www-form-urlencoded", {415, 422}),
    ("xml", "/v1/chat/completions", b"<messages><m>q</m></messages>", "application/xml", {400, 415, 422}),
    ("no content type", "/v1/overrides", dumps({"request_id": "r", "verdict": "agree"}), "", {201, 415, 422}),
]


def _send_args(route: str, body: Any, content_type: str) -> dict[str, Any]:
    if isinstance(body, dict) and route == "/v1/verify":
        body = {"profile": "deterministic", **body}  # this in-process gate has no NLI pool
    raw = body if isinstance(body, bytes) else dumps(body)
    headers = {} if content_type == "" else {"content-type": "application/json" if content_type == "json" else content_type}
    return {"content": raw, "headers": headers}


def _correct(route: str, response: httpx.Response) -> str | None:
    """For an accepted hostile body: is the answer the one the clean request gets? None when it is."""
    body = response.json()
    if route == "/v1/gate" and response.status_code == 200:
        return None if body["status"] == "passed" and body["output"] == GOOD else f"unexpected gate answer {body}"
    if route == "/v1/verify":
        if response.status_code == 422:
            return None if body.get("verdict") == "block" and body.get("failed") else f"422 without a block verdict: {body}"
        return None if body.get("verdict") in {"pass", "fail"} and "scores" in body else f"no verdict: {body}"
    if route == "/v1/chat/completions":
        return None if body["choices"][0]["message"]["content"] == GOOD else f"unexpected chat answer {body}"
    if route == "/v1/overrides":
        return None if body.get("override_id") else f"no override id: {body}"
    return None


@pytest.mark.parametrize(("label", "route", "body", "content_type", "allowed"), HOSTILE, ids=[h[0] for h in HOSTILE])
async def test_huge_and_hostile_inputs_get_a_clear_4xx_or_a_correct_answer(label, route, body, content_type, allowed, tmp_path):
    with gate_client(tmp_path) as (client, _, writer):
        async with client:
            if route == "/v1/overrides":  # an override must name a request this gate answered
                assert (await client.post("/v1/gate", json={**GATE_BODY, "request_id": "r"})).status_code == 200
            started = time.monotonic()
            response = await asyncio.wait_for(client.post(route, **_send_args(route, body, content_type)), 30)
            elapsed = time.monotonic() - started
        assert response.status_code < 500, f"{label}: {response.status_code} {response.text[:500]}"
        assert response.status_code in allowed, f"{label}: {response.status_code} {response.text[:500]}"
        assert elapsed < 10, f"{label} took {elapsed:.1f} s"
        decided = route == "/v1/verify" and response.status_code == 422 and "verdict" in response.json()
        if response.status_code >= 400 and not decided:
            problems = error_problems(response, body if isinstance(body, dict) else None)
            assert not problems, f"{label}: {problems}"
        else:
            assert _correct(route, response) is None, f"{label}: {_correct(route, response)}"
        assert writer.flush(timeout=10), f"{label}: the trace rows of an accepted request did not land: {writer.stats()}"


def _rss_bytes() -> int:
    """Resident set size of this process now (Linux /proc; no psutil needed)."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


RSS_TOLERANCE_BYTES = 48 * 1024 * 1024
"""Growth allowed after three rounds of the hostile table over the warmed-up baseline: the table
sends about 15 MB per round, so a leak of one request's body per request would exceed it by far,
while the allocator's retained arenas and caches (a few MB) stay well within it."""


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="RSS is read from /proc")
async def test_memory_returns_near_its_baseline_after_hostile_inputs(tmp_path):
    with gate_client(tmp_path) as (client, _, writer):
        async with client:
            async def one_round() -> None:
                for _, route, body, content_type, _ in HOSTILE:
                    response = await client.post(route, **_send_args(route, body, content_type))
                    assert response.status_code < 600
            assert (await client.post("/v1/gate", json={**GATE_BODY, "request_id": "r"})).status_code == 200
            await one_round()  # warm-up: imports, caches, allocator arenas
            writer.flush(timeout=10)
            gc.collect()
            baseline = _rss_bytes()
            rounds = []
            for _ in range(3):
                await one_round()
                writer.flush(timeout=10)
                gc.collect()
                rounds.append(_rss_bytes())
    growth = rounds[-1] - baseline
    print(f"RSS baseline {baseline / 2**20:.1f} MiB, after each round {[f'{r / 2**20:.1f}' for r in rounds]} MiB")
    assert growth < RSS_TOLERANCE_BYTES, f"RSS grew {growth / 2**20:.1f} MiB over {baseline / 2**20:.1f} MiB: {rounds}"
    assert rounds[-1] - rounds[0] < RSS_TOLERANCE_BYTES / 2, f"RSS keeps growing round after round: {rounds}"


# ------------------------------------------------------------------- planted identifiers in the logs

PLANTED = {
    "ssn": "536-22-8147",
    "email": "marisol.quintero.e2@example.org",
    "phone": "(415) 555-0187",
}
PLANTED_FORMS = [*PLANTED.values(), "536228147", "4155550187", "415-555-0187", "marisol.quintero.e2"]
"""Each identifier as planted and in the normalised forms a log line might carry."""

PLANTED_SOURCE = {
    "id": "1", "document": "Member handbook",
    "text": SOURCE["text"] + f" Case notes for member SSN {PLANTED['ssn']}, {PLANTED['email']}, {PLANTED['phone']}.",
}
PLANTED_QUERY = (f"I am the member with SSN {PLANTED['ssn']} (email {PLANTED['email']}, phone {PLANTED['phone']}). "
                 "What does the plan cover after a hospital stay?")
LEAKING_ANSWER = (f"The member with SSN {PLANTED['ssn']} can be reached at {PLANTED['phone']} or {PLANTED['email']}; "
                  "the plan covers up to 100 days [1].")
WRONG_WITH_IDENTIFIERS = (f"Member {PLANTED['email']} ({PLANTED['phone']}) is covered for up to 120 days in a skilled "
                          "nursing facility [1].")
UNALLOWED_SSN = "452-81-6630"
EDIT_WITH_UNALLOWED = LEAKING_ANSWER + f" Her spouse's SSN is {UNALLOWED_SSN}."
"""A reviewer's edit with an identifier the request did not allow: the hard checks refuse it."""
JUDGE_REPLY = f"Not JSON at all: the member {PLANTED['ssn']} at {PLANTED['email']} is SUPPORTED"
"""The extractor and judge LLM's reply: it fails their JSON schema, so the fallback paths run (and must not log it)."""


def _session_log_files() -> list[Path]:
    import ray

    session = Path(ray._private.worker._global_node.get_session_dir_path())
    return [path for path in (session / "logs").rglob("*") if path.is_file()]


@serve_group(wave="desk")
@contextlib.contextmanager
def planted_gate(env: GroupEnv):
    """The `planted` application (scripted generator and judge, tiny NLI pool, a reviewer key, traces to a
    directory), which the test deletes before it reads the logs: (base URL, trace directory)."""
    from ray import serve

    from deployments.app import AppArgs, build_app

    trace_dir = env.tmp / "traces"
    no_cpu = {"ray_actor_options": {"num_cpus": 0}}
    args = AppArgs(
        generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted",
                   "answers": [GOOD, LEAKING_ANSWER, WRONG_WITH_IDENTIFIERS, WRONG_WITH_IDENTIFIERS, GOOD]},
        judge_llm={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted-judge", "answers": [JUDGE_REPLY]},
        nli={"model": str(env.tiny_models.nli)},
        trace_uri=trace_dir.as_uri(),
        trace={"flush_interval_s": 0.5, "spool_dir": str(env.tmp / "spool")},
        api_keys=[],
        reviewer_keys=[REVIEWER_KEYS[0]],
        deployments={name: no_cpu for name in ("Gate", "Generator", "JudgeLLM", "ClaimExtractor", "NLIScorer", "Judge")},
    )
    yield [serve.RunTarget(build_app(args), name="planted", route_prefix="/planted")], (f"{env.base_url}/planted", trace_dir)


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_planted_identifiers_reach_no_log_line_but_the_trace_store_keeps_the_audit(planted_gate):
    from ray import serve

    from gate.traces import read_table

    base, trace_dir = planted_gate
    allowed = list(PLANTED.values())
    try:
        with httpx.Client(base_url=base, timeout=120) as client:
            passed = client.post("/v1/gate", json={"query": PLANTED_QUERY, "sources": [PLANTED_SOURCE],
                                                   "profile": "deterministic", "request_id": "planted-pass"})
            blocked = client.post("/v1/gate", json={"query": PLANTED_QUERY, "sources": [PLANTED_SOURCE],
                                                    "profile": "deterministic", "request_id": "planted-block"})
            escalated = client.post("/v1/gate", json={"query": PLANTED_QUERY, "sources": [PLANTED_SOURCE],
                                                      "allowed_identifiers": allowed, "max_attempts": 2,
                                                      "request_id": "planted-escalate"})
            verified = client.post("/v1/verify", json={"answer": LEAKING_ANSWER, "sources": [PLANTED_SOURCE],
                                                       "query": PLANTED_QUERY, "request_id": "planted-verify"})
            chat = client.post("/v1/chat/completions", json={
                "messages": [{"role": "user", "content": PLANTED_QUERY}], "sources": [PLANTED_SOURCE],
                "profile": "deterministic", "allowed_identifiers": allowed})
            refused = client.post("/v1/gate", json={"query": PLANTED_QUERY, "sources": [PLANTED_SOURCE, PLANTED_SOURCE],
                                                    "member_ssn": PLANTED["ssn"]})
            override = client.post("/v1/overrides", json={"request_id": "planted-block",
                                                          "verdict": "agree", "note": "identifiers were leaked"})
            # The review desk: the queue, a request with identifiers (masked, then revealed), a refused edit, a decision.
            reviewer = {"Authorization": f"Bearer {REVIEWER_TOKENS[0]}"}
            desk = [client.get("/review", headers=reviewer),
                    client.get("/review/requests/planted-escalate", headers=reviewer),
                    client.get("/review/requests/planted-escalate", params={"reveal": "1"}, headers=reviewer),
                    client.get("/v1/review/requests/planted-block", headers=reviewer)]
            refused_edit = client.post("/v1/review/requests/planted-escalate/decision", headers=reviewer,
                                       json={"action": "release", "text": EDIT_WITH_UNALLOWED})
            rejected = client.post("/v1/review/requests/planted-escalate/decision", headers=reviewer,
                                   json={"action": "reject", "note": "identifiers"})
            followed = client.get("/v1/requests/planted-escalate")
        assert [r.status_code for r in desk] == [200] * 4, [r.text[:200] for r in desk]
        assert PLANTED["email"] not in desk[1].text and PLANTED["email"] in desk[2].text  # masked until revealed
        assert refused_edit.status_code == 422, refused_edit.text
        assert PLANTED["ssn"] not in refused_edit.text and UNALLOWED_SSN not in refused_edit.text, refused_edit.text
        assert rejected.status_code == 201 and followed.json()["status"] == "rejected", followed.text
        assert WRONG_WITH_IDENTIFIERS not in followed.text
        assert passed.status_code == 200 and passed.json()["output"] == GOOD, passed.text
        assert blocked.status_code == 422 and blocked.json()["check"] == "phi", blocked.text
        assert escalated.status_code == 202 and escalated.json()["attempts"] == 2, escalated.text
        assert verified.status_code in {200, 422} and verified.json()["verdict"] == "block", verified.text
        assert chat.status_code == 200, chat.text
        assert refused.status_code == 422, refused.text
        assert override.status_code == 201, override.text

        # The audit: every attempt is in the trace store, the blocked answer in the output column.
        deadline = time.monotonic() + 60
        rows: dict[str, list[str]] = {}
        while time.monotonic() < deadline:
            try:
                table = read_table(trace_dir.as_uri(), "traces")
                incidents = read_table(trace_dir.as_uri(), "incidents")
            except (FileNotFoundError, OSError):
                time.sleep(0.5)
                continue
            rows = {}
            for request_id, output in zip(table.column("request_id").to_pylist(), table.column("output").to_pylist()):
                rows.setdefault(request_id, []).append(output)
            if {"planted-pass", "planted-block", "planted-escalate", "planted-verify"} <= set(rows) \
                    and "planted-block" in incidents.column("request_id").to_pylist():
                break
            time.sleep(0.5)
        assert rows.get("planted-block") == [LEAKING_ANSWER], rows.get("planted-block")
        assert rows.get("planted-escalate") == [WRONG_WITH_IDENTIFIERS] * 2
        assert rows.get("planted-verify") == [LEAKING_ANSWER]
        assert "planted-block" in incidents.column("request_id").to_pylist()
    finally:
        serve.delete("planted")

    time.sleep(2)  # let the replicas' log handlers and Ray's log monitor write out what they hold
    files = _session_log_files()
    assert any("replica" in path.name and "Gate" in path.name for path in files), [p.name for p in files][:40]
    leaks = []
    seen_request_lines = 0
    for path in files:
        text = path.read_bytes().decode("utf-8", "replace")
        seen_request_lines += text.count("planted-block") + text.count("planted-escalate")
        for line_number, line in enumerate(text.splitlines(), 1):
            found = [form for form in (*PLANTED_FORMS, UNALLOWED_SSN) if form in line]
            if found:
                leaks.append(f"{path.name}:{line_number}: {found} in {line[:300]}")
    # The scan reads the lines the replicas write about these very requests (the loop logs blocks and escalations).
    assert seen_request_lines > 0, "no log line mentions the planted requests: the scan reads the wrong files"
    assert not leaks, f"{len(leaks)} log lines carry planted identifiers:\n" + "\n".join(leaks[:20])
