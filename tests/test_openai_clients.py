"""Real OpenAI clients against a real Serve app: the official SDK (sync and async), LangChain's ChatOpenAI and
LiteLLM, each non-streaming and streaming, with tools, and an agent loop whose final answer is checked
against what its tool returned. One app of this module's own (scripted generator; deployed with the other
applications of its wave, tests/serve_graphs.py) serves them all, so the answers below are consumed in the order
the tests run."""

from __future__ import annotations

import contextlib
import json
import os

import httpx
import openai
import pytest
from ray import serve

from deployments.app import AppArgs, build_app
from gate_testkit.scripted import SCRIPTED_ENGINE, tool_call_answer
from tests.payer_texts import FABRICATED, GOOD, QUERY, SOURCE
from tests.serve_graphs import GroupEnv, serve_group
from tests.test_serve_app import deterministic_policy_file

pytestmark = pytest.mark.slow
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # LiteLLM reads its bundled model map, offline

TOOL_OUTPUT = "Skilled nursing facility: covered up to 100 days per benefit period after a 3-day inpatient stay."
QUOTING = "The plan covers up to 100 days in a skilled nursing facility per benefit period."
INVENTED = "The plan covers up to 150 days in a skilled nursing facility per benefit period."
CALL = tool_call_answer("lookup_benefit", {"benefit": "skilled nursing"})
LOOKUP_TOOL = {"type": "function", "function": {
    "name": "lookup_benefit", "description": "Look up a benefit of the member's plan.",
    "parameters": {"type": "object", "properties": {"benefit": {"type": "string"}}, "required": ["benefit"]}}}
EXTRA = {"sources": [SOURCE], "profile": "deterministic"}
MESSAGES = [{"role": "user", "content": QUERY}]

# One entry per generation, in test order.
ANSWERS = [
    GOOD, GOOD,                    # openai sync: create, stream
    GOOD, GOOD,                    # openai async: create, stream
    CALL, INVENTED, QUOTING,       # openai async agent loop: call, then a final answer retried until it quotes the tool
    FABRICATED,                    # blocked stream, read raw
    GOOD, GOOD, CALL,              # langchain: invoke, stream, bind_tools
    GOOD, GOOD, CALL,              # litellm: completion, stream, tools
    INVENTED,                      # agent loop's final answer never quoting the tool: escalated
]


@serve_group(wave="model-checks")
@contextlib.contextmanager
def base_url(env: GroupEnv):
    """The `openai-clients` application (scripted generator, no NLI pool): its OpenAI base URL."""
    args = AppArgs(
        policy_path=str(deterministic_policy_file(env.tmp)),
        generator={"backend": "custom", "engine_class": SCRIPTED_ENGINE, "model": "scripted", "answers": ANSWERS},
        nli=None, trace_uri=None, api_keys=[],
        deployments={"Gate": {"ray_actor_options": {"num_cpus": 0}}, "Generator": {"ray_actor_options": {"num_cpus": 0}}},
    )
    yield [serve.RunTarget(build_app(args), name="openai-clients", route_prefix="/oai")], f"{env.base_url}/oai/v1"


def test_openai_sync_client_create_stream_and_models(base_url):
    client = openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0, timeout=60)
    assert "gate" in [m.id for m in client.models.list().data]
    completion = client.chat.completions.create(model="gate", messages=MESSAGES, extra_body=EXTRA)
    assert completion.choices[0].message.content == GOOD and completion.model_extra["gate"]["status"] == "passed"
    stream = client.chat.completions.create(model="gate", messages=MESSAGES, extra_body=EXTRA, stream=True,
                                            stream_options={"include_usage": True})
    chunks = list(stream)
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == GOOD
    assert chunks[-1].usage is not None and chunks[-1].usage.total_tokens > 0


async def test_openai_async_client_create_stream_and_an_agent_loop(base_url):
    client = openai.AsyncOpenAI(base_url=base_url, api_key="unused", max_retries=0, timeout=60)
    completion = await client.chat.completions.create(model="gate", messages=MESSAGES, extra_body=EXTRA)
    assert completion.choices[0].message.content == GOOD
    stream = await client.chat.completions.create(model="gate", messages=MESSAGES, extra_body=EXTRA, stream=True)
    assert "".join([c.choices[0].delta.content or "" async for c in stream if c.choices]) == GOOD

    # The agent loop: the model asks for the tool, the client runs it, the final answer is checked against its output.
    messages: list = [{"role": "user", "content": QUERY}]
    asked = await client.chat.completions.create(model="gate", messages=messages, tools=[LOOKUP_TOOL],
                                                 extra_body={"profile": "deterministic", "sources": [SOURCE]})
    assert asked.choices[0].finish_reason == "tool_calls"
    call = asked.choices[0].message.tool_calls[0]
    assert call.function.name == "lookup_benefit" and json.loads(call.function.arguments) == {"benefit": "skilled nursing"}
    messages += [asked.choices[0].message.model_dump(exclude_none=True),
                 {"role": "tool", "tool_call_id": call.id, "content": TOOL_OUTPUT}]
    final = await client.chat.completions.create(model="gate", messages=messages, tools=[LOOKUP_TOOL],
                                                 extra_body={"profile": "deterministic"})
    assert final.choices[0].message.content == QUOTING
    assert final.model_extra["gate"]["attempts"] == 2 and final.model_extra["gate"]["healed"] is True


def test_a_blocked_stream_through_serve_carries_no_chunk(base_url):
    with httpx.Client(timeout=60) as http:
        response = http.post(f"{base_url}/chat/completions",
                             json={"model": "gate", "messages": MESSAGES, "stream": True, **EXTRA})
    assert response.status_code == 422 and response.json()["error"]["code"] == "gate_blocked"
    assert b"data:" not in response.content and b"chat.completion.chunk" not in response.content
    assert FABRICATED.encode() not in response.content


def test_langchain_chat_openai_invoke_stream_and_tools(base_url):
    from langchain_openai import ChatOpenAI

    llm = ChatOpenAI(model="gate", base_url=base_url, api_key="unused", max_retries=0, timeout=60, extra_body=EXTRA)
    assert llm.invoke(QUERY).content == GOOD
    assert "".join(chunk.content for chunk in llm.stream(QUERY)) == GOOD
    reply = llm.bind_tools([LOOKUP_TOOL]).invoke(QUERY)
    assert reply.tool_calls[0]["name"] == "lookup_benefit" and reply.tool_calls[0]["args"] == {"benefit": "skilled nursing"}


def test_litellm_completion_stream_and_tools(base_url):
    import litellm

    common = dict(model="openai/gate", api_base=base_url, api_key="unused", messages=MESSAGES, extra_body=EXTRA,
                  timeout=60, num_retries=0)
    assert litellm.completion(**common).choices[0].message.content == GOOD
    streamed = litellm.completion(**common, stream=True)
    assert "".join(chunk.choices[0].delta.content or "" for chunk in streamed) == GOOD
    called = litellm.completion(**common, tools=[LOOKUP_TOOL])
    assert called.choices[0].finish_reason == "tool_calls"
    assert called.choices[0].message.tool_calls[0].function.name == "lookup_benefit"


def test_an_agent_loops_answer_stating_a_figure_the_tool_did_not_return_is_escalated(base_url):
    client = openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0, timeout=60)
    messages = [
        {"role": "user", "content": QUERY},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "call_9", "type": "function", "function": {
            "name": "lookup_benefit", "arguments": "{\"benefit\": \"skilled nursing\"}"}}]},
        {"role": "tool", "tool_call_id": "call_9", "content": TOOL_OUTPUT},
    ]
    with pytest.raises(openai.UnprocessableEntityError) as caught:
        client.chat.completions.create(model="gate", messages=messages, tools=[LOOKUP_TOOL],
                                       extra_body={"profile": "deterministic", "max_attempts": 2})
    assert caught.value.body["code"] == "gate_escalated" and caught.value.body["gate"]["failed"] == ["figures"]
