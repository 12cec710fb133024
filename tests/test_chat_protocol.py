"""/v1/chat/completions as a drop-in OpenAI endpoint, in-process: the conversation reaches the model, streaming
of verified answers only (checked at the byte level), tool calls, tool results as material, /v1/models."""

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
from gate_testkit.scripted import SCRIPTED_ENGINE, tool_call_answer
from tests.payer_texts import FABRICATED, GOOD, QUERY, SOURCE, WITH_SSN, WRONG_FIGURE

LIMITS = InputLimits(max_sources=8, max_source_bytes=4_000, max_body_bytes=60_000)
CHAT = {"model": "gate", "messages": [{"role": "user", "content": QUERY}], "sources": [SOURCE], "profile": "deterministic"}
LOOKUP_TOOL = {"type": "function", "function": {
    "name": "lookup_benefit", "description": "Look up a benefit of the member's plan.",
    "parameters": {"type": "object", "properties": {"benefit": {"type": "string"}}, "required": ["benefit"]}}}
TOOL_OUTPUT = "Skilled nursing facility: covered up to 100 days per benefit period after a 3-day inpatient stay."
QUOTING_ANSWER = "The plan covers up to 100 days in a skilled nursing facility per benefit period."
INVENTED_ANSWER = "The plan covers up to 150 days in a skilled nursing facility per benefit period."


def make_client(*answers: str) -> tuple[httpx.AsyncClient, object]:
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, model="scripted-test",
                                           answers=list(answers)))
    service = GateService(policy=Policy.load(), llm=engine, limits=LIMITS, model_name="scripted-test")
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")
    return client, engine


def sse_data(raw: bytes) -> list[str]:
    """The `data:` payloads of an SSE body, in order."""
    return [line[len("data:"):].strip() for line in raw.decode().splitlines() if line.startswith("data:")]


async def test_system_messages_and_earlier_turns_reach_the_model_and_a_retry_keeps_them():
    client, engine = make_client(WRONG_FIGURE, GOOD)
    messages = [
        {"role": "system", "content": "Answer in one sentence for a case manager."},
        {"role": "user", "content": "Is a skilled nursing stay covered?"},
        {"role": "assistant", "content": "Yes, after a qualifying hospital stay [1]."},
        {"role": "user", "content": QUERY},
    ]
    async with client:
        response = await client.post("/v1/chat/completions", json={**CHAT, "messages": messages})
    assert response.status_code == 200, response.text
    assert response.json()["choices"][0]["message"]["content"] == GOOD
    first, retry = engine.calls
    assert first[0]["role"] == "system" and "Answer in one sentence for a case manager." in first[0]["content"]
    assert [m["role"] for m in first] == ["system", "user", "assistant", "user"]
    assert first[1]["content"] == "Is a skilled nursing stay covered?"
    assert "skilled nursing facility per benefit period" in first[3]["content"] and QUERY in first[3]["content"]
    assert retry[:4] == first
    assert retry[4] == {"role": "assistant", "content": WRONG_FIGURE}
    assert retry[5]["role"] == "user" and "did not pass review" in retry[5]["content"]


async def test_seed_stop_top_p_and_user_reach_the_generator():
    client, engine = make_client(WRONG_FIGURE, GOOD + " END and more")
    async with client:
        response = await client.post("/v1/chat/completions", json={
            **CHAT, "seed": 7, "stop": [" END"], "top_p": 0.5, "user": "case-manager-3"})
    assert response.status_code == 200, response.text
    assert response.json()["choices"][0]["message"]["content"] == GOOD, "the reply ends before its stop string"
    first, retry = engine.samplings
    assert (first.seed, first.top_p, first.stop, first.user) == (7, 0.5, [" END"], "case-manager-3")
    assert retry.seed == 8, "a retry samples with another seed"


async def test_openai_sdk_streams_a_verified_answer_with_usage_and_gate_metadata():
    client, _ = make_client(WRONG_FIGURE, GOOD)
    async with client:
        oai = openai.AsyncOpenAI(base_url="http://gate.test/v1", api_key="unused", http_client=client, max_retries=0)
        stream = await oai.chat.completions.create(
            model="gate", messages=CHAT["messages"], stream=True, stream_options={"include_usage": True},
            extra_body={"sources": [SOURCE], "profile": "deterministic"})
        chunks = [chunk async for chunk in stream]
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == GOOD and len([c for c in chunks if c.choices and c.choices[0].delta.content]) > 1
    final = [c for c in chunks if c.choices and c.choices[0].finish_reason][0]
    assert final.choices[0].finish_reason == "stop"
    assert final.model_extra["gate"]["status"] == "passed" and final.model_extra["gate"]["healed"] is True
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens > 0


@pytest.mark.parametrize(("answer", "code"), [(FABRICATED, "gate_blocked"), (WRONG_FIGURE, "gate_escalated")])
async def test_blocked_or_escalated_stream_sends_no_content_chunk(answer, code):
    client, _ = make_client(answer)
    async with client:
        plain = await client.post("/v1/chat/completions", json={**CHAT, "max_attempts": 2})
        async with client.stream("POST", "/v1/chat/completions",
                                 json={**CHAT, "max_attempts": 2, "stream": True}) as streamed:
            raw = b"".join([part async for part in streamed.aiter_raw()])
    assert streamed.status_code == plain.status_code == 422
    assert streamed.headers["content-type"].startswith("application/json")
    assert json.loads(raw)["error"]["code"] == code
    assert json.loads(raw)["error"]["gate"]["status"] == plain.json()["error"]["gate"]["status"]
    assert b"data:" not in raw and b"chat.completion.chunk" not in raw and answer.encode() not in raw


async def test_keepalive_stream_ends_a_blocked_answer_with_an_error_event_and_no_content():
    client, _ = make_client(WITH_SSN)
    async with client:
        async with client.stream("POST", "/v1/chat/completions", json={
                **CHAT, "stream": True, "stream_options": {"keepalive_s": 1}}) as streamed:
            raw = b"".join([part async for part in streamed.aiter_raw()])
    assert streamed.status_code == 200 and streamed.headers["content-type"].startswith("text/event-stream")
    events = sse_data(raw)
    assert events[-1] == "[DONE]" and json.loads(events[0])["error"]["code"] == "gate_blocked"
    assert len(events) == 2 and b"chat.completion.chunk" not in raw and b"123-45-6789" not in raw


async def test_keepalive_stream_of_a_passed_answer_is_the_verified_chunks():
    client, _ = make_client(GOOD)
    async with client:
        async with client.stream("POST", "/v1/chat/completions", json={
                **CHAT, "stream": True, "stream_options": {"keepalive_s": 1, "include_usage": True}}) as streamed:
            raw = b"".join([part async for part in streamed.aiter_raw()])
    events = sse_data(raw)
    chunks = [json.loads(e) for e in events[:-1]]
    assert events[-1] == "[DONE]" and all(c["object"] == "chat.completion.chunk" for c in chunks)
    assert "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c["choices"]) == GOOD
    assert chunks[-1]["usage"]["total_tokens"] > 0


async def test_a_tool_call_goes_back_as_tool_calls_after_phi_on_its_arguments():
    client, engine = make_client(tool_call_answer("lookup_benefit", {"benefit": "skilled nursing"}))
    async with client:
        response = await client.post("/v1/chat/completions", json={**CHAT, "tools": [LOOKUP_TOOL]})
    assert response.status_code == 200, response.text
    choice = response.json()["choices"][0]
    assert choice["finish_reason"] == "tool_calls" and choice["message"]["content"] is None
    call = choice["message"]["tool_calls"][0]
    assert call["type"] == "function" and call["function"]["name"] == "lookup_benefit"
    assert json.loads(call["function"]["arguments"]) == {"benefit": "skilled nursing"}
    assert engine.samplings[0].tools[0]["function"]["name"] == "lookup_benefit"


async def test_an_identifier_in_a_tool_calls_arguments_is_blocked_unless_allowed():
    leaking = tool_call_answer("lookup_benefit", {"benefit": "snf", "ssn": "123-45-6789"})
    client, _ = make_client(leaking)
    async with client:
        blocked = await client.post("/v1/chat/completions", json={**CHAT, "tools": [LOOKUP_TOOL]})
        allowed = await client.post("/v1/chat/completions", json={
            **CHAT, "tools": [LOOKUP_TOOL], "allowed_identifiers": ["123-45-6789"]})
    assert blocked.status_code == 422 and blocked.json()["error"]["gate"]["check"] == "phi"
    assert "123-45-6789" not in blocked.text
    assert allowed.status_code == 200 and allowed.json()["choices"][0]["finish_reason"] == "tool_calls"


def agent_turns(tool_output: str) -> list[dict]:
    return [
        {"role": "user", "content": QUERY},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "call_1", "type": "function", "function": {
            "name": "lookup_benefit", "arguments": json.dumps({"benefit": "skilled nursing"})}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": tool_output},
    ]


async def test_tool_results_are_the_material_without_sources():
    client, engine = make_client(INVENTED_ANSWER, QUOTING_ANSWER)
    async with client:
        response = await client.post("/v1/chat/completions", json={
            "messages": agent_turns(TOOL_OUTPUT), "tools": [LOOKUP_TOOL], "profile": "deterministic"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["choices"][0]["message"]["content"] == QUOTING_ANSWER and body["gate"]["attempts"] == 2
    assert [m["role"] for m in engine.calls[0]][-2:] == ["assistant", "tool"]
    assert engine.calls[0][-1]["content"] == TOOL_OUTPUT and engine.calls[0][-1]["tool_call_id"] == "call_1"
    assert "100" in engine.calls[1][-1]["content"], "the feedback names the tool's figure"


async def test_an_answer_stating_a_figure_no_tool_returned_is_escalated():
    client, _ = make_client(INVENTED_ANSWER)
    async with client:
        response = await client.post("/v1/chat/completions", json={
            "messages": agent_turns(TOOL_OUTPUT), "profile": "deterministic", "max_attempts": 2})
    assert response.status_code == 422 and response.json()["error"]["code"] == "gate_escalated"
    assert response.json()["error"]["gate"]["failed"] == ["figures"]


async def test_no_sources_and_no_tool_results_is_refused_clearly():
    client, engine = make_client(GOOD)
    async with client:
        response = await client.post("/v1/chat/completions", json={"messages": CHAT["messages"]})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["param"] == "sources" and error["code"] == "no_material" and "tool" in error["message"]
    assert engine.calls == []


async def test_models_lists_the_generator_and_gate():
    client, _ = make_client(GOOD)
    async with client:
        oai = openai.AsyncOpenAI(base_url="http://gate.test/v1", api_key="unused", http_client=client, max_retries=0)
        models = await oai.models.list()
    assert [m.id for m in models.data] == ["scripted-test", "gate"]


@pytest.mark.parametrize(("field", "value"), [
    ("frequency_penalty", 0.5), ("response_format", {"type": "xml"}), ("logprobs", True),
    ("seed", "7"), ("top_p", 0), ("stop", ["a", "b", "c", "d", "e"]), ("tool_choice", "required"),
    ("stream_options", {"keepalive_s": 0.01}),
])
async def test_options_the_gate_cannot_honour_are_refused_naming_the_field(field, value):
    client, engine = make_client(GOOD)
    body = {**CHAT, field: value}
    if field == "stream_options":
        body["stream"] = True
    async with client:
        response = await client.post("/v1/chat/completions", json=body)
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert field in (error["param"] or "") or field in error["message"], error
    assert engine.calls == []


async def test_new_fields_are_in_the_openapi_document():
    client, _ = make_client(GOOD)
    async with client:
        spec = (await client.get("/openapi.json")).json()
    schemas = spec["components"]["schemas"]
    chat = schemas["ChatCompletionRequest"]["properties"]
    for name in ("tools", "tool_choice", "stream", "stream_options", "seed", "stop", "top_p", "user"):
        assert chat[name].get("description"), name
    assert {"Tool", "ToolFunction", "StreamOptions", "AssistantToolCall"} <= set(schemas)
    assert "tool_call_id" in schemas["ChatMessage"]["properties"] and "/v1/models" in spec["paths"]
