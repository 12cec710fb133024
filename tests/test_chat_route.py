"""/v1/chat/completions asks the GateService once per request: the body's checks and the gate's decision are one
call (`GateService.chat`), whatever the outcome, and a body over the limits is refused with its own status even when
it asked for a keep-alive stream."""

from __future__ import annotations

from typing import Any

import httpx

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.service import GateService
from gate_testkit.scripted import SCRIPTED_ENGINE
from tests.payer_texts import GOOD, QUERY, SOURCE, WRONG_FIGURE

LIMITS = InputLimits(max_messages=4, max_message_bytes=8_000, max_source_bytes=4_000)
CHAT = {"model": "gate", "messages": [{"role": "user", "content": QUERY}], "sources": [SOURCE], "profile": "deterministic"}


class RecordingService:
    """A real GateService as the routes see it: each public method a route calls is recorded, then run."""

    def __init__(self, service: GateService) -> None:
        self.service = service
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        value = getattr(self.service, name)
        if name.startswith("_") or not callable(value):
            return value

        def record(*args: Any, **kwargs: Any) -> Any:
            self.calls.append(name)
            return value(*args, **kwargs)

        return record


def recording_client(*answers: str) -> tuple[httpx.AsyncClient, RecordingService]:
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, model="scripted-test",
                                           answers=list(answers)))
    recorder = RecordingService(GateService(policy=Policy.load(), llm=engine, limits=LIMITS, model_name="scripted-test"))
    app = create_http_app(recorder)  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gate.test"), recorder


async def test_a_passing_chat_request_is_one_service_call():
    client, recorder = recording_client(WRONG_FIGURE, GOOD)
    async with client:
        response = await client.post("/v1/chat/completions", json=CHAT)
    assert response.status_code == 200, response.text
    assert response.json()["gate"]["attempts"] == 2  # a retry, inside the one call
    assert recorder.calls == ["chat"]


async def test_a_chat_request_over_the_limits_is_one_service_call_and_names_its_field():
    client, recorder = recording_client(GOOD)
    too_many = [{"role": "user", "content": QUERY}] * (LIMITS.max_messages + 1)
    async with client:
        response = await client.post("/v1/chat/completions", json={**CHAT, "messages": too_many})
    assert response.status_code == 413, response.text
    assert response.json()["error"]["param"] == "messages"
    assert recorder.calls == ["chat"]


async def test_a_tool_result_over_the_source_limit_is_one_service_call_naming_its_message():
    client, recorder = recording_client(GOOD)
    messages = [
        {"role": "user", "content": QUERY},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "lookup_benefit", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "t" * (LIMITS.max_source_bytes + 1)},
    ]
    assert LIMITS.max_source_bytes + 1 <= LIMITS.max_message_bytes  # within the chat limits: the gate's limits refuse it
    async with client:
        response = await client.post("/v1/chat/completions", json={**CHAT, "messages": messages})
    assert response.status_code == 413, response.text
    assert response.json()["error"]["param"] == "messages.2.content"
    assert recorder.calls == ["chat"]


async def test_a_keepalive_stream_over_the_limits_gets_its_413_not_a_stream():
    client, recorder = recording_client(GOOD)
    body = {**CHAT, "messages": [{"role": "user", "content": "x" * (LIMITS.max_message_bytes + 1)}],
            "stream": True, "stream_options": {"keepalive_s": 1}}
    async with client:
        response = await client.post("/v1/chat/completions", json=body)
    assert response.status_code == 413, response.text
    assert response.json()["error"] == {
        "message": f"messages[0] is longer than {LIMITS.max_message_bytes} bytes", "type": "invalid_request_error",
        "param": "messages.0.content", "code": "too_large"}
    assert recorder.calls == ["chat"]
