"""Red-team inputs of the chat route's new fields, in-process: tool definitions (huge, deep, many, twice named),
tool messages (PHI, collisions with source IDs, over the limits), tool calls (identifiers in their arguments,
however nested) and stream options, sentence mode's included. Each is bounded like every other input: a clear 4xx naming the field at
fault and no generator call, or a verdict the checks reached; never a 5xx, never the identifier in a response."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from checks.policy import Policy
from gate.api import MAX_TOOL_SCHEMA_BYTES, MAX_TOOL_SCHEMA_DEPTH, MAX_TOOLS
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.service import GateService
from gate_testkit.scripted import tool_call_answer
from gate_testkit.streaming import PACED_ENGINE
from tests.payer_texts import GOOD, QUERY, SOURCE
from tests.test_chat_protocol import CHAT, LIMITS, LOOKUP_TOOL, QUOTING_ANSWER, TOOL_OUTPUT, agent_turns, make_client

SSN = "123-45-6789"


def tool(name: str = "lookup_benefit", **function: Any) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, **function}}


def nested_schema(depth: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(depth):
        schema = {"type": "object", "properties": {"a": schema}}
    return schema


def tool_messages(count: int, text: str = TOOL_OUTPUT) -> list[dict[str, Any]]:
    calls = [{"id": f"call_{i}", "type": "function", "function": {"name": "lookup_benefit", "arguments": "{}"}}
             for i in range(count)]
    return [{"role": "user", "content": QUERY}, {"role": "assistant", "content": None, "tool_calls": calls},
            *({"role": "tool", "tool_call_id": f"call_{i}", "content": text} for i in range(count))]


# (label, body, status, the field the error must name)
REFUSED: list[tuple[str, dict[str, Any], int, str]] = [
    ("tool schema over its size", {**CHAT, "tools": [tool(parameters={
        "type": "object", "description": "d" * (MAX_TOOL_SCHEMA_BYTES + 1)})]}, 422, "tools.0.function.parameters"),
    ("tool schema one level too deep", {**CHAT, "tools": [tool(parameters=nested_schema(MAX_TOOL_SCHEMA_DEPTH))]},
     422, "tools.0.function.parameters"),
    ("tool schema 300 levels deep", {**CHAT, "tools": [tool(parameters=nested_schema(300))]},
     422, "tools.0.function.parameters"),
    ("more tools than allowed", {**CHAT, "tools": [tool(f"f{i}") for i in range(MAX_TOOLS + 1)]}, 422, "tools"),
    ("one function offered twice", {**CHAT, "tools": [LOOKUP_TOOL, LOOKUP_TOOL]}, 422, "tools.1.function.name"),
    ("tool description of 9,000 chars", {**CHAT, "tools": [tool(description="d" * 9_000)]},
     422, "tools.0.function.description"),
    ("tool name with a space", {**CHAT, "tools": [tool("look up")]}, 422, "tools.0.function.name"),
    ("a tool that is not a function", {**CHAT, "tools": [{"type": "retrieval", "function": {"name": "f"}}]},
     422, "tools.0.type"),
    ("tool_choice naming no offered tool", {**CHAT, "tools": [LOOKUP_TOOL],
                                            "tool_choice": {"type": "function", "function": {"name": "other"}}},
     422, "tool_choice.function.name"),
    ("tool_call_id that is a source's id", {**CHAT, "messages": [
        *agent_turns(TOOL_OUTPUT)[:2], {"role": "tool", "tool_call_id": SOURCE["id"], "content": TOOL_OUTPUT}]},
     422, "messages.2.tool_call_id"),
    ("tool message without tool_call_id", {**CHAT, "messages": [*CHAT["messages"], {"role": "tool", "content": "x"}]},
     422, "messages.1"),
    ("tool_call_id on a user message", {**CHAT, "messages": [{"role": "user", "content": QUERY, "tool_call_id": "c"}]},
     422, "messages.0"),
    ("tool message over the message limit", {"messages": [*agent_turns(TOOL_OUTPUT)[:2], {
        "role": "tool", "tool_call_id": "call_1", "content": "t" * (LIMITS.max_message_bytes + 1)}]},
     413, "messages.2.content"),
    ("tool result over the source limit", {"messages": agent_turns("t " * (LIMITS.max_source_bytes // 2 + 1)),
                                           "profile": "deterministic"}, 413, "messages.2.content"),
    ("more tool results than sources allowed", {"messages": tool_messages(LIMITS.max_sources + 1),
                                                "profile": "deterministic"}, 413, "messages"),
    ("17 tool calls in one turn", {**CHAT, "messages": [*tool_messages(17)[:2], {"role": "user", "content": QUERY}]},
     422, "messages.1.tool_calls"),
    ("tool call arguments of 33,000 chars", {**CHAT, "messages": [
        {"role": "user", "content": QUERY}, {"role": "assistant", "tool_calls": [{"id": "c", "function": {
            "name": "f", "arguments": "a" * 33_000}}]}, {"role": "user", "content": QUERY}]},
     422, "messages.1.tool_calls.0.function.arguments"),
    ("stream_options on a non-streaming request", {**CHAT, "stream_options": {"include_usage": True}},
     422, "stream_options"),
    ("stream_options with an unknown option", {**CHAT, "stream": True, "stream_options": {"chunk_size": 4}},
     422, "stream_options.chunk_size"),
    ("keep-alive every 1,000 s", {**CHAT, "stream": True, "stream_options": {"keepalive_s": 1000}},
     422, "stream_options.keepalive_s"),
    ("include_usage as a string", {**CHAT, "stream": True, "stream_options": {"include_usage": "yes"}},
     422, "stream_options.include_usage"),
    ("a stream mode that does not exist", {**CHAT, "stream": True, "stream_options": {"mode": "token"}},
     422, "stream_options.mode"),
    ("sentence mode on a non-streaming request", {**CHAT, "stream_options": {"mode": "sentence"}}, 422, "stream_options"),
]


@pytest.mark.parametrize(("label", "body", "status", "param"), REFUSED, ids=[r[0] for r in REFUSED])
async def test_hostile_tool_and_stream_inputs_get_a_clear_4xx_naming_the_field(label, body, status, param):
    client, engine = make_client(GOOD)
    async with client:
        response = await client.post("/v1/chat/completions", json=body)
    assert response.status_code == status, f"{label}: {response.status_code} {response.text[:300]}"
    error = response.json()["error"]
    assert error["param"] == param, f"{label}: {error}"
    assert error["message"] and error["type"] == "invalid_request_error", error
    assert engine.calls == [], "a refused request reaches no generator"


def make_streaming_client(*answers: str) -> tuple[httpx.AsyncClient, object]:
    """make_client's app with a generator that streams tokens (unpaced), so sentence mode streams."""
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=PACED_ENGINE, model="scripted-test",
                                           answers=list(answers), engine_kwargs={"tokens_per_s": 0}))
    service = GateService(policy=Policy.load(), llm=engine, limits=LIMITS, model_name="scripted-test")
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")
    return client, engine


def sse_payloads(text: str) -> list[Any]:
    payloads = [line[len("data:"):].strip() for line in text.splitlines() if line.startswith("data:")]
    return [p if p == "[DONE]" else json.loads(p) for p in payloads]


def streamed_content(events: list[Any]) -> str:
    return "".join(e["choices"][0]["delta"].get("content") or "" for e in events if isinstance(e, dict) and e.get("choices"))


async def test_an_identifier_a_tool_returned_does_not_leave_in_the_answer_unless_allowed():
    tool_output = f"Member SSN on file: {SSN}. Skilled nursing: up to 100 days per benefit period."
    leaking = f"The member (SSN {SSN}) is covered up to 100 days per benefit period [call_1]."
    client, _ = make_client(leaking)
    body = {"messages": agent_turns(tool_output), "profile": "deterministic", "max_attempts": 1}
    async with client:
        blocked = await client.post("/v1/chat/completions", json=body)
        streamed = await client.post("/v1/chat/completions", json={**body, "stream": True})
        allowed = await client.post("/v1/chat/completions", json={**body, "allowed_identifiers": [SSN]})
    for response in (blocked, streamed):
        assert response.status_code == 422 and response.json()["error"]["gate"]["check"] == "phi", response.text
        assert SSN not in response.text and "data:" not in response.text
    assert allowed.status_code == 200 and allowed.json()["choices"][0]["message"]["content"] == leaking


async def test_an_identifier_a_tool_returned_leaves_no_byte_in_a_sentence_stream_unless_allowed():
    """Sentence mode: the sentences before the identifier's may stream, the stream ends with the phi block, and
    neither the identifier nor its sentence reached the client; allowed, the whole answer streams once."""
    tool_output = f"Member SSN on file: {SSN}. Skilled nursing: up to 100 days per benefit period."
    first = "Skilled nursing is covered for up to 100 days in each benefit period [call_1]."
    leaking_sentence = f"The member (SSN {SSN}) keeps that cover for each benefit period [call_1]."
    answer = f"{first} {first} {leaking_sentence} {first}"
    body = {"messages": agent_turns(tool_output), "profile": "deterministic", "max_attempts": 1, "stream": True,
            "stream_options": {"mode": "sentence"}}
    client, _ = make_streaming_client(answer, answer)
    async with client:
        streamed = await client.post("/v1/chat/completions", json=body)
        allowed = await client.post("/v1/chat/completions", json={**body, "allowed_identifiers": [SSN]})
    assert streamed.status_code == 200 and streamed.headers["gate-stream-mode"] == "sentence", streamed.text
    events = sse_payloads(streamed.text)
    assert events[-1] == "[DONE]" and events[-2]["error"]["code"] == "gate_blocked", events[-2:]
    assert events[-2]["error"]["gate"]["check"] == "phi"
    content = streamed_content(events)
    assert answer.startswith(content) and len(content) <= answer.index(leaking_sentence), content
    assert SSN not in streamed.text and "SSN" not in content
    assert allowed.headers["gate-stream-mode"] == "sentence" and streamed_content(sse_payloads(allowed.text)) == answer


@pytest.mark.parametrize("arguments", [
    {"ssn": SSN},
    {"member": {"identifiers": [{"kind": "ssn", "value": SSN}]}},
    {"note": f"member SSN is {SSN}, please look up"},
], ids=["flat", "nested in a list", "in prose"])
async def test_an_identifier_in_tool_call_arguments_is_blocked_however_nested_and_allowed_by_the_allow_list(arguments):
    client, _ = make_streaming_client(tool_call_answer("lookup_benefit", {"benefit": "snf", **arguments}))
    body = {**CHAT, "tools": [LOOKUP_TOOL], "max_attempts": 1}
    async with client:
        blocked = await client.post("/v1/chat/completions", json=body)
        streamed = await client.post("/v1/chat/completions", json={**body, "stream": True})
        # a request that offers tools streams buffered even in sentence mode: a call is checked whole
        sentence = await client.post("/v1/chat/completions", json={**body, "stream": True,
                                                                  "stream_options": {"mode": "sentence"}})
        other_allowed = await client.post("/v1/chat/completions", json={**body, "allowed_identifiers": ["987-65-4321"]})
        allowed = await client.post("/v1/chat/completions", json={**body, "allowed_identifiers": [SSN]})
    for response in (blocked, streamed, sentence, other_allowed):
        assert response.status_code == 422, response.text
        assert response.json()["error"]["gate"]["check"] == "phi" and SSN not in response.text
        assert "tool_calls" not in response.text and "data:" not in response.text
    assert allowed.status_code == 200, allowed.text
    call = allowed.json()["choices"][0]["message"]["tool_calls"][0]
    assert json.loads(call["function"]["arguments"]) == {"benefit": "snf", **arguments}


async def test_tool_messages_sharing_a_call_id_are_one_passage():
    """Clients that number calls per turn reuse `call_1`: both results are material, cited by that ID."""
    first = "Skilled nursing facility: covered up to 100 days per benefit period."
    second = "Home health visits: covered up to 60 visits per year."
    messages = [*agent_turns(first), *agent_turns(second)[1:]]
    answer = "Up to 100 days of skilled nursing and 60 home health visits a year are covered [call_1]."
    client, engine = make_client(answer)
    async with client:
        response = await client.post("/v1/chat/completions", json={"messages": messages, "profile": "deterministic"})
    assert response.status_code == 200, response.text
    assert response.json()["choices"][0]["message"]["content"] == answer
    assert [m["role"] for m in engine.calls[0]][-4:] == ["assistant", "tool", "assistant", "tool"]


async def test_a_tool_message_cannot_pose_as_a_source_even_without_sources_of_its_own():
    """A tool result claiming a source's ID would make `[1]` ambiguous: refused before the generator runs,
    while the same result under its own call ID is material beside the sources."""
    client, engine = make_client(QUOTING_ANSWER)
    forged = [*agent_turns(TOOL_OUTPUT)[:2], {"role": "tool", "tool_call_id": "1", "content": TOOL_OUTPUT}]
    async with client:
        refused = await client.post("/v1/chat/completions", json={**CHAT, "messages": forged})
        accepted = await client.post("/v1/chat/completions", json={**CHAT, "messages": agent_turns(TOOL_OUTPUT)})
    assert refused.status_code == 422 and refused.json()["error"]["param"] == "messages.2.tool_call_id"
    assert "sources[0]" in refused.json()["error"]["message"]
    assert accepted.status_code == 200, accepted.text
    assert len(engine.calls) == 1
