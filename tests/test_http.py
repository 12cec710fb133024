"""The gate's HTTP API, in-process (FastAPI app around a GateService with a scripted engine).

The same app is what the Ray ingress serves; tests/test_serve_*.py drive it through Ray.
"""

from __future__ import annotations

import json

import httpx
import openai
import pytest

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.service import GateService
from tests.payer_texts import BODY, FABRICATED, GOOD, SOURCE, WRONG_FIGURE

LIMITS = InputLimits(max_sources=4, max_source_bytes=2_000, max_query_bytes=500, max_answer_bytes=2_000, max_body_bytes=20_000)


def make_client(*answers: str, api_keys: list[str] | None = None) -> tuple[httpx.AsyncClient, object]:
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted-test", answers=list(answers) or [GOOD]))
    service = GateService(policy=Policy.load(), llm=engine, limits=LIMITS, model_name="scripted-test")
    app = create_http_app(service, api_keys=api_keys)
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gate.test"), engine


async def test_passed_returns_the_verified_output():
    client, engine = make_client(GOOD)
    async with client:
        response = await client.post("/v1/gate", json={**BODY, "request_id": "req-1"})
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "passed" and body["output"] == GOOD and body["request_id"] == "req-1"
    assert body["attempts"] == 1 and body["healed"] is False
    assert body["checks"]["figures"] == {"score": 1.0, "passed": True, "fired": False}
    prompt = json.dumps(engine.calls[0])
    assert "skilled nursing facility" in prompt and "[1]" in prompt


async def test_soft_failure_heals_with_feedback_in_the_next_prompt():
    client, engine = make_client(WRONG_FIGURE, GOOD)
    async with client:
        response = await client.post("/v1/gate", json=BODY)
    body = response.json()
    assert response.status_code == 200 and body["healed"] is True and body["attempts"] == 2
    assert body["output"] == GOOD
    retry_prompt = json.dumps(engine.calls[1])
    assert "100" in retry_prompt and "did not pass review" in retry_prompt


async def test_hard_failure_is_blocked_with_an_incident_and_no_output():
    client, engine = make_client(FABRICATED, GOOD)
    async with client:
        response = await client.post("/v1/gate", json=BODY)
    body = response.json()
    assert response.status_code == 422
    assert body["status"] == "blocked" and body["check"] == "citations" and body["incident_id"]
    assert "output" not in body and FABRICATED not in response.text
    assert len(engine.calls) == 1


async def test_persistent_failure_escalates_without_output():
    client, _ = make_client(WRONG_FIGURE)
    async with client:
        response = await client.post("/v1/gate", json={**BODY, "max_attempts": 2})
    body = response.json()
    assert response.status_code == 202
    assert body["status"] == "escalated" and body["attempts"] == 2 and body["failed"] == ["figures"]
    assert body["reasons"] == [{"check": "figures", "score": body["reasons"][0]["score"], "reason": "below_floor"}]
    # the unverified figure is nowhere in the body (the random request ID, hex, may contain "120" by chance)
    assert "120" not in response.text.replace(body["request_id"], "")


async def test_verify_returns_the_gate_verify_object():
    client, _ = make_client()
    async with client:
        response = await client.post("/v1/verify", json={"answer": WRONG_FIGURE, "sources": [SOURCE], "profile": "deterministic"})
    body = response.json()
    assert response.status_code == 202 and body["status"] == "escalated"
    assert body["verdict"] == "fail" and body["failed"] == ["figures"]
    assert body["scores"]["citations"] == 1.0 and "figures" in body["evidence"]


async def test_openai_client_gets_a_chat_completion_with_gate_details():
    client, _ = make_client(WRONG_FIGURE, GOOD)
    async with client:
        oai = openai.AsyncOpenAI(base_url="http://gate.test/v1", api_key="unused", http_client=client, max_retries=0)
        completion = await oai.chat.completions.create(
            model="gate",
            messages=[{"role": "user", "content": BODY["query"]}],
            extra_body={"sources": [SOURCE], "profile": "deterministic"},
        )
    assert completion.choices[0].message.content == GOOD
    gate = completion.model_extra["gate"]
    assert gate["status"] == "passed" and gate["attempts"] == 2 and gate["healed"] is True


async def test_openai_client_sees_blocked_as_an_error_object():
    client, _ = make_client(FABRICATED)
    async with client:
        oai = openai.AsyncOpenAI(base_url="http://gate.test/v1", api_key="unused", http_client=client, max_retries=0)
        with pytest.raises(openai.UnprocessableEntityError) as caught:
            await oai.chat.completions.create(
                model="gate", messages=[{"role": "user", "content": "q"}],
                extra_body={"sources": [SOURCE], "profile": "deterministic"},
            )
    error = caught.value.body
    assert error["code"] == "gate_blocked" and error["gate"]["check"] == "citations"


async def test_bearer_auth_guards_every_route_but_healthz():
    client, _ = make_client(api_keys=["s3cret"])
    async with client:
        assert (await client.get("/healthz")).status_code == 200
        assert (await client.get("/v1/checks")).status_code == 401
        assert (await client.get("/docs")).status_code == 401
        denied = await client.post("/v1/gate", json=BODY, headers={"Authorization": "Bearer wrong"})
        assert denied.status_code == 401 and denied.json()["error"]["param"] == "Authorization"
        allowed = await client.post("/v1/gate", json=BODY, headers={"Authorization": "Bearer s3cret"})
        assert allowed.status_code == 200


async def test_checks_route_serves_the_active_policy_and_docs_exist():
    client, _ = make_client()
    async with client:
        policy = (await client.get("/v1/checks")).json()
        docs = await client.get("/docs")
        spec = (await client.get("/openapi.json")).json()
    assert policy["checks"]["citations"]["hard"] is True and "deterministic" in policy["profiles"]
    assert policy["checks"]["citations"]["available"] is True
    assert policy["checks"]["groundedness"]["available"] is False, "no NLI backend is configured in this app"
    assert docs.status_code == 200 and "/v1/gate" in spec["paths"]


def _big_sources(n: int) -> list[dict]:
    return [{"id": str(i), "text": "x"} for i in range(n)]


BAD_BODIES = [
    ("missing query", {"sources": [SOURCE]}, 422, "query"),
    ("empty query", {"query": "", "sources": [SOURCE]}, 422, "query"),
    ("query wrong type", {"query": 12, "sources": [SOURCE]}, 422, "query"),
    ("missing sources", {"query": "q"}, 422, "sources"),
    ("empty sources", {"query": "q", "sources": []}, 422, "sources"),
    ("sources not a list", {"query": "q", "sources": "1"}, 422, "sources"),
    ("source missing text", {"query": "q", "sources": [{"id": "1"}]}, 422, "sources.0.text"),
    ("source blank id", {"query": "q", "sources": [{"id": " ", "text": "t"}]}, 422, "sources.0.id"),
    ("source unknown field", {"query": "q", "sources": [{"id": "1", "text": "t", "url": "u"}]}, 422, "sources.0.url"),
    ("duplicate source ids", {"query": "q", "sources": [SOURCE, SOURCE]}, 422, "duplicate source id"),
    ("negative max_attempts", {**BODY, "max_attempts": -1}, 422, "max_attempts"),
    ("zero max_attempts", {**BODY, "max_attempts": 0}, 422, "max_attempts"),
    ("huge max_attempts", {**BODY, "max_attempts": 1000}, 422, "max_attempts"),
    ("max_attempts as text", {**BODY, "max_attempts": "three"}, 422, "max_attempts"),
    ("unknown top-level field", {**BODY, "temprature": 0.2}, 422, "temprature"),
    ("unknown profile", {**BODY, "profile": "nope"}, 422, "profile"),
    ("bad request_id", {**BODY, "request_id": "a b/c"}, 422, "request_id"),
    ("negative temperature", {**BODY, "generation": {"temperature": -1}}, 422, "generation.temperature"),
    ("zero max_tokens", {**BODY, "generation": {"max_tokens": 0}}, 422, "generation.max_tokens"),
    ("allowed_identifiers not a list", {**BODY, "allowed_identifiers": "CLM-1"}, 422, "allowed_identifiers"),
    ("reference_codes of numbers", {**BODY, "reference_codes": [[1]]}, 422, "reference_codes.0"),
    ("too many sources", {"query": "q", "sources": _big_sources(5)}, 413, "sources"),
    ("oversized source", {"query": "q", "sources": [{"id": "1", "text": "y" * 3000}]}, 413, "sources.0.text"),
    ("oversized query", {"query": "q" * 600, "sources": [SOURCE]}, 413, "query"),
    ("body is a list", [BODY], 422, "body"),
]


@pytest.mark.parametrize(("label", "body", "status", "field"), BAD_BODIES, ids=[b[0] for b in BAD_BODIES])
async def test_bad_gate_bodies_get_4xx_naming_the_field(label, body, status, field):
    client, engine = make_client()
    async with client:
        response = await client.post("/v1/gate", json=body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert field in (error["param"] or "") or field in error["message"], error
    assert engine.calls == []


RAW_BODIES = [
    ("malformed json", b'{"query": "q", "sources": [', 422, "body"),
    ("invalid utf-8", b'{"query": "\xff\xfe", "sources": []}', 400, "body"),
    ("oversized body", b'{"query": "' + b"z" * 30_000 + b'"}', 413, "body"),
    ("empty body", b"", 422, "body"),
]


@pytest.mark.parametrize(("label", "raw", "status", "field"), RAW_BODIES, ids=[b[0] for b in RAW_BODIES])
@pytest.mark.parametrize("route", ["/v1/gate", "/v1/verify", "/v1/chat/completions"])
async def test_unparseable_bodies_get_4xx_on_every_route(label, raw, status, field, route):
    client, _ = make_client()
    async with client:
        response = await client.post(route, content=raw, headers={"content-type": "application/json"})
    assert response.status_code == status, response.text
    assert response.json()["error"]["param"] == field


BAD_VERIFY = [
    ("verify missing answer", {"sources": [SOURCE]}, 422, "answer"),
    ("verify unknown check", {"answer": "a", "sources": [SOURCE], "checks": ["vibes"]}, 422, "checks"),
    ("verify empty checks", {"answer": "a", "sources": [SOURCE], "checks": []}, 422, "checks"),
    ("verify oversized answer", {"answer": "a" * 3000, "sources": [SOURCE]}, 413, "answer"),
    ("chat without sources", {"messages": [{"role": "user", "content": "q"}]}, 422, "sources"),
    ("chat without user message", {"messages": [{"role": "system", "content": "s"}], "sources": [SOURCE]}, 422, "messages"),
    ("chat stream options without stream", {"messages": [{"role": "user", "content": "q"}], "sources": [SOURCE],
                                            "stream_options": {"include_usage": True}}, 422, "stream_options"),
    ("chat unsupported option", {"messages": [{"role": "user", "content": "q"}], "sources": [SOURCE],
                                 "logit_bias": {"1": 5}}, 422, "logit_bias"),
    ("chat tool message without its call", {"messages": [{"role": "user", "content": "q"}, {"role": "tool", "content": "x"}],
                                            "sources": [SOURCE]}, 422, "tool_call_id"),
    ("chat tool_choice not offered", {"messages": [{"role": "user", "content": "q"}], "sources": [SOURCE],
                                      "tools": [{"type": "function", "function": {"name": "a"}}],
                                      "tool_choice": {"type": "function", "function": {"name": "b"}}}, 422, "tool_choice"),
    ("override bad verdict", {"request_id": "r", "reviewer": "ann", "verdict": "meh"}, 422, "verdict"),
]


@pytest.mark.parametrize(("label", "body", "status", "field"), BAD_VERIFY, ids=[b[0] for b in BAD_VERIFY])
async def test_bad_bodies_on_other_routes(label, body, status, field):
    route = "/v1/verify" if label.startswith("verify") else "/v1/chat/completions" if label.startswith("chat") else "/v1/overrides"
    client, _ = make_client()
    async with client:
        response = await client.post(route, json=body)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert field in (error["param"] or "") or field in error["message"], error
