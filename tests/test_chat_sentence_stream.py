"""Sentence-mode streaming on /v1/chat/completions (gate.sentence_stream): through the real Serve app with the
openai client (the app's generator is the testkit's paced scripted engine, streamed over the Generator
deployment's handle as LLMServer streams), and in-process for a profile that must stream buffered."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path

import httpx
import openai
import pytest
import yaml
from ray import serve

from checks.policy import Policy
from deployments.app import AppArgs, build_app
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.local_backends import LocalBackends
from gate.service import GateService
from gate_testkit.scripted import SCRIPTED_ENGINE
from gate_testkit.streaming import PACED_ENGINE
from tests.serve_graphs import GroupEnv, serve_group
from tests.test_sentence_stream import BAD, FIXED, S1, S2, S4, SOURCE, SSN

REPO = Path(__file__).resolve().parents[1]
APP = "sentence-stream"
MESSAGES = [{"role": "user", "content": "What does the plan cover after a hospital stay?"}]
EXTRA = {"sources": [SOURCE.model_dump(exclude_none=True)], "profile": "deterministic"}
SENTENCE = {"mode": "sentence"}
FIRST, HEALED = " ".join([S1, S2, BAD, S4]), " ".join([S1, S2, FIXED, S4])
BLOCKED = " ".join([S1, S2, S4, SSN, S4])
LONG = " ".join([S1, S2, S4] * 8)

CITED = "The same benefit was upheld in appeal decision AD-2291 of the review board [5]."
FABRICATED = " ".join([S1, S2, S4, CITED, S4])

# One entry per generation, in test order.
ANSWERS = [FIRST, HEALED, BLOCKED, LONG, FIRST, FABRICATED]


def sentence_policy(directory: Path) -> Path:
    """The shipped policy with the model-free profiles only, and `streamed`: deterministic with `stream: sentence`."""
    policy = yaml.safe_load((REPO / "configs" / "checks.yaml").read_text())
    deterministic = policy["profiles"]["deterministic"]
    policy["profiles"] = {"default": deterministic, "deterministic": deterministic,
                          "streamed": {"checks": deterministic, "stream": "sentence"}}
    path = directory / "checks.yaml"
    path.write_text(yaml.safe_dump(policy))
    return path


@serve_group(wave="chat")
@contextlib.contextmanager
def base_url(env: GroupEnv):
    """The `sentence-stream` application (paced scripted generator, 100 tokens/s, no NLI pool)."""
    args = AppArgs(
        policy_path=str(sentence_policy(env.tmp)),
        generator={"backend": "custom", "engine_class": PACED_ENGINE, "model": "paced", "answers": ANSWERS,
                   "engine_kwargs": {"tokens_per_s": 100}},
        nli=None, trace_uri=None, api_keys=[],
        deployments={"Gate": {"ray_actor_options": {"num_cpus": 0}}, "Generator": {"ray_actor_options": {"num_cpus": 0}}},
    )
    yield [serve.RunTarget(build_app(args), name=APP, route_prefix="/sentences")], f"{env.base_url}/sentences/v1"


def generator():
    return serve.get_deployment_handle("Generator", app_name=APP)


def test_a_failing_sentence_heals_from_the_prefix_the_client_already_has(base_url):
    client = openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0, timeout=60)
    with client.chat.completions.with_streaming_response.create(
            model="gate", messages=MESSAGES, stream=True, stream_options={"include_usage": True, **SENTENCE},
            extra_body=EXTRA) as response:
        assert response.headers["gate-stream-mode"] == "sentence"
        chunks = list(response.parse())
    pieces = [c.choices[0].delta.content for c in chunks if c.choices and c.choices[0].delta.content]
    assert "".join(pieces) == HEALED and "120" not in "".join(pieces)
    final = [c for c in chunks if c.choices and c.choices[0].finish_reason][0].model_extra["gate"]
    assert final["status"] == "passed" and final["healed"] is True and final["stream_mode"] == "sentence"
    assert chunks[-1].usage is not None
    first, retry = generator().recorded_calls.remote().result()[:2]
    prefix = retry[-1]["content"]
    assert retry[-1]["role"] == "assistant" and prefix.startswith(S1) and HEALED.startswith(prefix)
    assert "".join(pieces).count(S1) == 1, "the prefix reached the client once"


def test_a_hard_failure_after_released_sentences_ends_with_the_error_event(base_url):
    with httpx.Client(timeout=60) as http:
        response = http.post(f"{base_url}/chat/completions", json={
            "model": "gate", "messages": MESSAGES, "stream": True, "stream_options": SENTENCE, **EXTRA})
    assert response.status_code == 200 and response.headers["gate-stream-mode"] == "sentence"
    events = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
    assert events[-1] == "[DONE]"
    error = json.loads(events[-2])["error"]
    assert error["code"] == "gate_blocked" and error["gate"]["stream_mode"] == "sentence"
    content = "".join(json.loads(e)["choices"][0]["delta"].get("content") or "" for e in events[:-2])
    assert content.startswith(S1) and BLOCKED.startswith(content)
    assert "SSN" not in response.text and "123-45-6789" not in response.text


def test_a_client_that_disconnects_stops_the_generation(base_url):
    with httpx.Client(timeout=60) as http:
        with http.stream("POST", f"{base_url}/chat/completions", json={
                "model": "gate", "messages": MESSAGES, "stream": True, **EXTRA, "profile": "streamed"}) as response:
            assert response.headers["gate-stream-mode"] == "sentence", "the profile's setting"
            for line in response.iter_lines():
                if '"content":"The' in line:
                    break
    deadline = time.monotonic() + 10
    stats = generator().stream_stats.remote().result()[-1]
    while not stats["closed_early"] and time.monotonic() < deadline:
        time.sleep(0.2)
        stats = generator().stream_stats.remote().result()[-1]
    time.sleep(0.5)
    after = generator().stream_stats.remote().result()[-1]
    assert stats["closed_early"] and after["sent"] == stats["sent"] < stats["total"]


@pytest.mark.parametrize(("answer", "failing", "code"), [(FIRST, BAD, "gate_escalated"), (FABRICATED, CITED, "gate_blocked")],
                         ids=["escalated", "blocked by citations"])
def test_a_stream_that_does_not_pass_ends_with_its_event_and_no_byte_of_the_failing_sentence(base_url, answer, failing, code):
    """Through Serve (the leak tests' cases in-process: tests/test_sentence_stream_leaks.py): the released text is a
    prefix of the answer that stops before the failing sentence; an escalation's event carries its status_url."""
    with httpx.Client(timeout=60) as http:
        response = http.post(f"{base_url}/chat/completions", json={
            "model": "gate", "messages": MESSAGES, "stream": True, "stream_options": SENTENCE, "max_attempts": 1, **EXTRA})
    assert response.status_code == 200 and response.headers["gate-stream-mode"] == "sentence"
    events = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
    assert events[-1] == "[DONE]"
    error = json.loads(events[-2])["error"]
    assert error["code"] == code and error["gate"]["stream_mode"] == "sentence", error
    if code == "gate_escalated":
        assert error["gate"]["status_url"].endswith(f"/v1/requests/{error['gate']['request_id']}"), error
    content = "".join(json.loads(e)["choices"][0]["delta"].get("content") or "" for e in events[:-2])
    assert content.startswith(S1) and answer.startswith(content) and len(content) <= answer.index(failing), content
    assert failing.split(" [")[0] not in response.text and "AD-2291" not in response.text


async def test_a_profile_with_criteria_streams_buffered_and_says_so(tmp_path):
    policy = yaml.safe_load((REPO / "configs" / "checks.yaml").read_text())
    policy["profiles"]["judged"] = {"checks": ["citations", "phi", "figures", "criteria"], "stream": "sentence"}
    (tmp_path / "checks.yaml").write_text(yaml.safe_dump(policy))
    answer = " ".join([S1, S2, FIXED])
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=PACED_ENGINE, answers=[answer]))
    evaluator = build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, answers=["{}"]))
    service = GateService(policy=Policy.load(tmp_path / "checks.yaml"), llm=engine,
                          backends=LocalBackends(None, evaluator), model_name="paced")
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")
    async with client:
        async with client.stream("POST", "/v1/chat/completions", json={
                "model": "gate", "messages": MESSAGES, "stream": True, **EXTRA, "profile": "judged"}) as response:
            raw = b"".join([part async for part in response.aiter_raw()])
    assert response.headers["gate-stream-mode"] == "buffered"
    events = [json.loads(line[5:]) for line in raw.decode().splitlines()
              if line.startswith("data:") and "[DONE]" not in line]
    final = [e for e in events if e["choices"] and e["choices"][0]["finish_reason"]][0]["gate"]
    assert final["stream_mode"] == "buffered" and "criteria" in final["stream_mode_reason"]
    assert "".join(e["choices"][0]["delta"].get("content") or "" for e in events if e["choices"]) == answer
