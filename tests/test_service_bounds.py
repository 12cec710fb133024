"""Issue 10 at the HTTP layer, in-process: every field bounded, policy caps, strict types, hostile
bodies as 4xx in the documented shape, nothing of a rejected answer in the response, model checks
that never vanish, /v1/verify's status codes, overrides for unknown requests, /docs offline, healing
that sees its previous answer. The real app around a real GateService with the scripted engine."""

from __future__ import annotations

import json

import httpx
import pytest

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.service import GateService
from gate.traces import TraceConfig, TraceWriter
from tests.payer_texts import BODY, GOOD, QUERY, SOURCE, WITH_SSN, WRONG_FIGURE

CHAT = {"model": "gate", "messages": [{"role": "user", "content": QUERY}], "sources": [SOURCE], "profile": "deterministic"}
LIMITS = InputLimits(max_sources=4, max_source_bytes=2_000, max_label_bytes=100, max_query_bytes=500, max_answer_bytes=2_000,
                     max_identifiers=3, max_identifier_bytes=20, max_messages=3, max_message_bytes=600, max_body_bytes=50_000)


def make(*answers: str, limits: InputLimits = LIMITS, policy: Policy | None = None, traces=None):
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted-test", answers=list(answers) or [GOOD]))
    service = GateService(policy=policy or Policy.load(), llm=engine, limits=limits, traces=traces, model_name="scripted-test")
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")
    return client, engine, service


def assert_error(response: httpx.Response, status: int, code: str, param: str | None = None) -> dict:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert set(error) >= {"message", "type", "param", "code"} and error["message"]
    assert error["code"] == code, error
    if param is not None:
        assert error["param"] == param, error
    return error


# ---------------------------------------------------------------- every field is bounded

OVERSIZED = [
    ("/v1/gate", {**BODY, "sources": [{**SOURCE, "document": "H" * 101}]}, "sources.0.document"),
    ("/v1/gate", {**BODY, "sources": [{**SOURCE, "jurisdiction": "E" * 101}]}, "sources.0.jurisdiction"),
    ("/v1/gate", {**BODY, "document": "D" * 101}, "document"),
    ("/v1/gate", {**BODY, "query": "q" * 501}, "query"),
    ("/v1/gate", {**BODY, "sources": [{**SOURCE, "text": "t" * 2_001}]}, "sources.0.text"),
    ("/v1/gate", {**BODY, "allowed_identifiers": ["a", "b", "c", "d"]}, "allowed_identifiers"),
    ("/v1/gate", {**BODY, "allowed_identifiers": ["W" * 21]}, "allowed_identifiers.0"),
    ("/v1/gate", {**BODY, "reference_codes": ["A00", "B00", "C00", "D00"]}, "reference_codes"),
    ("/v1/verify", {"answer": "a" * 2_001, "sources": [SOURCE], "profile": "deterministic"}, "answer"),
    ("/v1/verify", {"answer": GOOD, "sources": [SOURCE], "profile": "deterministic", "document": "D" * 101}, "document"),
    ("/v1/chat/completions", {**CHAT, "messages": [{"role": "system", "content": "s" * 601}, *CHAT["messages"]]},
     "messages.0.content"),
    ("/v1/chat/completions", {**CHAT, "messages": [{"role": "user", "content": "q"}] * 4}, "messages"),
    ("/v1/chat/completions", {**CHAT, "messages": [{"role": "user", "content": "q" * 501}]}, "messages.0.content"),
    ("/v1/chat/completions", {**CHAT, "messages": [{"role": "user", "content": [{"type": "text", "text": "x" * 601}]}]},
     "messages.0.content"),
]


@pytest.mark.parametrize(("route", "body", "param"), OVERSIZED, ids=[p for _, _, p in OVERSIZED])
async def test_every_text_field_over_its_limit_is_413_naming_it(route, body, param):
    client, engine, _ = make()
    async with client:
        response = await client.post(route, json=body)
    assert_error(response, 413, "too_large", param)
    assert engine.calls == []  # refused before any model work


async def test_fields_at_their_limits_are_accepted():
    client, _, _ = make(GOOD)
    body = {**BODY, "document": "H" * 100, "allowed_identifiers": ["W" * 20] * 3,
            "sources": [{**SOURCE, "document": "H" * 100}]}
    async with client:
        assert (await client.post("/v1/gate", json=body)).status_code == 200
        chat = {**CHAT, "messages": [{"role": "system", "content": "s" * 600}, *CHAT["messages"]]}
        assert (await client.post("/v1/chat/completions", json=chat)).status_code == 200


async def test_policy_caps_max_tokens_and_max_attempts():
    policy = Policy.load().model_copy(update={"gate": Policy.load().gate.model_copy(update={"max_attempts": 2, "max_tokens": 256})})
    client, engine, _ = make(GOOD, policy=policy)
    async with client:
        tokens = await client.post("/v1/gate", json={**BODY, "generation": {"max_tokens": 257}})
        attempts = await client.post("/v1/gate", json={**BODY, "max_attempts": 3})
        chat = await client.post("/v1/chat/completions", json={**CHAT, "max_tokens": 32_768})
        within = await client.post("/v1/gate", json={**BODY, "max_attempts": 2, "generation": {"max_tokens": 256}})
    assert_error(tokens, 422, "above_policy_limit", "generation.max_tokens")
    assert_error(attempts, 422, "above_policy_limit", "max_attempts")
    assert_error(chat, 422, "above_policy_limit", "max_tokens")
    assert within.status_code == 200 and len(engine.calls) == 1


@pytest.mark.parametrize(("route", "body", "param"), [
    ("/v1/gate", {**BODY, "generation": {"temperature": True}}, "generation.temperature"),
    ("/v1/gate", {**BODY, "generation": {"max_tokens": "64"}}, "generation.max_tokens"),
    ("/v1/gate", {**BODY, "max_attempts": True}, "max_attempts"),
    ("/v1/chat/completions", {**CHAT, "temperature": True}, "temperature"),
    ("/v1/chat/completions", {**CHAT, "stream": "false"}, "stream"),
    ("/v1/chat/completions", {**CHAT, "max_tokens": 1.5}, "max_tokens"),
])
async def test_strict_types_where_they_matter(route, body, param):
    client, engine, _ = make()
    async with client:
        response = await client.post(route, json=body)
    assert_error(response, 422, "invalid_request", param)
    assert engine.calls == []


async def test_integer_temperature_is_still_a_temperature():
    client, _, _ = make(GOOD)
    async with client:
        assert (await client.post("/v1/chat/completions", json={**CHAT, "temperature": 1})).status_code == 200


# ---------------------------------------------------------------- hostile bodies

def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("route", ["/v1/chat/completions", "/v1/gate", "/v1/verify"])
async def test_deep_nesting_is_a_400_not_a_recursion_error(route):
    client, _, _ = make()
    body = '{"model": "gate", "messages": ' + nested(5_000) + ', "sources": []}'
    async with client:
        response = await client.post(route, content=body, headers={"content-type": "application/json"})
    assert_error(response, 400, "too_deep", "body")


async def test_shallow_but_bracket_rich_bodies_still_work():
    client, _, _ = make(GOOD)
    codes = [f"A{i:02d}" for i in range(3)]
    sources = [{**SOURCE, "id": str(i), "text": SOURCE["text"] + " [" * 100} for i in range(1, 4)]
    async with client:
        response = await client.post("/v1/gate", json={**BODY, "sources": sources, "reference_codes": codes})
    assert response.status_code in (200, 202), response.text


@pytest.mark.parametrize(("route", "body"), [
    ("/v1/gate", {**BODY, "sources": [{**SOURCE, "text": "Covered \ud800 days."}]}),
    ("/v1/verify", {"answer": "Up to 100 days \udfff [1].", "sources": [SOURCE], "profile": "deterministic"}),
    ("/v1/chat/completions", {**CHAT, "messages": [{"role": "user", "content": "What \ud83d is covered?"}]}),
])
async def test_a_lone_surrogate_is_a_400_in_the_error_shape(route, body):
    client, engine, _ = make()
    raw = json.dumps(body)  # ensure_ascii: the surrogate travels as a \\ud800 escape, as fuzzers send it
    async with client:
        response = await client.post(route, content=raw, headers={"content-type": "application/json"})
    assert_error(response, 400, "invalid_encoding", "body")
    assert engine.calls == []


async def test_a_surrogate_pair_is_text_and_passes():
    client, _, _ = make(GOOD)
    body = {**BODY, "sources": [{**SOURCE, "text": SOURCE["text"] + " \U0001f3e5"}]}
    async with client:
        response = await client.post("/v1/gate", content=json.dumps(body), headers={"content-type": "application/json"})
    assert response.status_code == 200, response.text


async def test_wrong_method_is_405_with_allow():
    client, _, _ = make()
    async with client:
        response = await client.get("/v1/gate")
        put = await client.put("/v1/verify", json={})
    assert response.status_code == 405 and response.headers["allow"] == "POST"
    assert put.status_code == 405 and put.headers["allow"] == "POST"
    assert response.json()["error"]["code"] == "http_405"


async def test_openapi_documents_the_chat_body_and_the_error_statuses():
    client, _, _ = make()
    async with client:
        spec = (await client.get("/openapi.json")).json()
    chat = spec["paths"]["/v1/chat/completions"]["post"]
    schema_ref = chat["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    assert schema_ref.endswith("/ChatCompletionRequest")
    assert {"messages", "sources", "temperature"} <= set(spec["components"]["schemas"]["ChatCompletionRequest"]["properties"])
    for path in ("/v1/gate", "/v1/verify", "/v1/chat/completions", "/v1/overrides"):
        responses = spec["paths"][path]["post"]["responses"]
        assert {"400", "413", "503"} <= set(responses), (path, sorted(responses))
    assert "/readyz" in spec["paths"]


async def test_docs_load_without_a_cdn():
    client, _, _ = make()
    async with client:
        page = await client.get("/docs")
        script = page.text.split('src="')[1].split('"')[0]
        asset = await client.get(script)
    assert page.status_code == 200 and "cdn" not in page.text.lower()
    assert script.startswith("/") and asset.status_code == 200 and "SwaggerUIBundle" in asset.text[:2000]


# ---------------------------------------------------------------- nothing that failed leaves

async def test_escalated_body_carries_codes_not_the_rejected_answer():
    client, _, _ = make(WRONG_FIGURE)
    async with client:
        response = await client.post("/v1/gate", json={**BODY, "max_attempts": 2})
    assert response.status_code == 202
    body = response.json()
    assert body["failed"] == ["figures"]
    assert body["reasons"] == [{"check": "figures", "score": pytest.approx(body["reasons"][0]["score"]), "reason": "below_floor"}]
    assert "120" not in response.text and "skilled nursing" not in response.text


async def test_chat_errors_for_escalated_and_blocked_carry_no_claims_or_identifiers():
    for answer, code in ((WRONG_FIGURE, "gate_escalated"), (WITH_SSN, "gate_blocked")):
        client, _, _ = make(answer)
        async with client:
            response = await client.post("/v1/chat/completions", json={**CHAT, "max_attempts": 1})
        assert response.status_code == 422 and response.json()["error"]["code"] == code
        assert "120" not in response.text and "123-45-6789" not in response.text and "covered for" not in response.text


# ---------------------------------------------------------------- healing sees its answer

async def test_the_retry_sees_its_previous_answer_then_the_feedback():
    client, engine, _ = make(WRONG_FIGURE, GOOD)
    async with client:
        response = await client.post("/v1/gate", json=BODY)
    assert response.status_code == 200 and response.json()["healed"] is True
    first, retry = engine.calls
    assert retry[: len(first)] == first  # the same system and user turns
    assistant, feedback = retry[len(first):]
    assert assistant == {"role": "assistant", "content": WRONG_FIGURE}
    assert feedback["role"] == "user" and "100" in feedback["content"] and "did not pass review" in feedback["content"]
    assert "Your previous answer" not in first[-1]["content"]


# ---------------------------------------------------------------- model checks never vanish

def deterministic_policy() -> Policy:
    data = Policy.load().model_dump()
    data["profiles"] = {"default": ["citations", "phi", "figures"], "deterministic": ["citations", "phi", "figures"]}
    return Policy.model_validate(data)


def test_startup_refuses_profiles_whose_model_checks_have_no_backend():
    with pytest.raises(ValueError, match="groundedness"):
        GateService(policy=Policy.load()).validate_startup()
    GateService(policy=deterministic_policy()).validate_startup()


async def test_requests_naming_an_unavailable_check_get_check_unavailable():
    client, engine, _ = make(GOOD)
    async with client:
        verify = await client.post("/v1/verify", json={"answer": GOOD, "sources": [SOURCE], "checks": ["groundedness"]})
        gate = await client.post("/v1/gate", json={**BODY, "profile": "default"})
        checks = (await client.get("/v1/checks")).json()
    assert_error(verify, 422, "check_unavailable", "checks")
    assert_error(gate, 422, "check_unavailable", "profile")
    assert "scores" not in verify.text and engine.calls == []
    assert checks["checks"]["groundedness"]["available"] is False


# ---------------------------------------------------------------- one status rule

@pytest.mark.parametrize(("answer", "status", "verdict", "state"), [
    (GOOD, 200, "pass", "passed"),
    (WRONG_FIGURE, 202, "fail", "escalated"),
    (WITH_SSN, 422, "block", "blocked"),
])
async def test_verify_status_codes_follow_the_gate_rule(answer, status, verdict, state):
    client, _, _ = make(answer)
    async with client:
        verify = await client.post("/v1/verify", json={"answer": answer, "sources": [SOURCE], "profile": "deterministic"})
        gate = await client.post("/v1/gate", json={**BODY, "max_attempts": 1})
    assert verify.status_code == gate.status_code == status
    assert verify.json()["verdict"] == verdict and verify.json()["status"] == gate.json()["status"] == state


# ---------------------------------------------------------------- overrides

async def test_override_for_an_unknown_request_is_404_and_for_a_known_one_201(tmp_path):
    config = TraceConfig(uri=(tmp_path / "traces").as_uri(), spool_dir=tmp_path / "spool", replica_id="t", flush_interval_s=0.2)
    writer = TraceWriter(config).start()
    try:
        client, _, _ = make(GOOD, traces=writer)
        override = {"verdict": "agree"}
        async with client:
            unknown = await client.post("/v1/overrides", json={**override, "request_id": "never-seen"})
            await client.post("/v1/gate", json={**BODY, "request_id": "seen-1"})
            known = await client.post("/v1/overrides", json={**override, "request_id": "seen-1"})
    finally:
        writer.close(timeout=10)
    assert_error(unknown, 404, "unknown_request", "request_id")
    assert known.status_code == 201 and known.json()["request_id"] == "seen-1"


async def test_admission_reserves_trace_rows_and_readyz_reports_the_writer(tmp_path):
    config = TraceConfig(uri=(tmp_path / "traces").as_uri(), spool_dir=tmp_path / "spool", replica_id="t", flush_interval_s=0.2)
    writer = TraceWriter(config).start()
    try:
        client, _, service = make(GOOD, traces=writer)
        async with client:
            ready = await client.get("/readyz")
            assert (await client.post("/v1/gate", json=BODY)).status_code == 200
        assert writer.health()["reserved_rows"] == 0  # released after the rows were enqueued
    finally:
        writer.close(timeout=10)
    assert ready.status_code == 200 and ready.json()["status"] == "ok"
    assert {"spool_rows", "upload_failures", "oldest_unuploaded_age_s"} <= set(ready.json()["traces"])
