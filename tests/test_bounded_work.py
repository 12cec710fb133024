"""Bounded work with the real tiny models (issue 10): prompts measured in the model's tokens,
batched generation instead of one lock, cancellation that frees the engine, the request
deadline, and the trace rows of requests that ended without a decision."""

from __future__ import annotations

import asyncio
import time

import httpx
import pyarrow.dataset as ds
import pytest

from checks.policy import Policy
from gate.engines import EngineConfig, build_llm_engine
from gate.engines.llm import PromptTooLongError
from gate.engines.nli import NLIModel
from gate.http import create_http_app
from gate.limits import InputLimits
from gate.local_backends import LocalBackends
from gate.service import GateService
from gate.traces import TraceConfig, TraceWriter
from gate.api import GateRequest

CHAT = [{"role": "user", "content": "What is the deductible?"}]
SOURCE = {"id": "1", "document": "Member handbook", "text": "Each benefit period has a deductible of 1632 dollars."}
BODY = {"query": "What is the deductible?", "sources": [SOURCE], "profile": "deterministic"}


@pytest.fixture(scope="module")
def engine(tiny_models):
    return build_llm_engine(EngineConfig(backend="transformers", model=str(tiny_models.lm), device="cpu"))


@pytest.fixture(scope="module")
def small_context_engine(tiny_models):
    return build_llm_engine(EngineConfig(backend="transformers", model=str(tiny_models.lm), device="cpu", max_model_len=64))


def long_policy(max_tokens: int = 4096) -> Policy:
    policy = Policy.load()
    return policy.model_copy(update={"gate": policy.gate.model_copy(update={"max_tokens": max_tokens})})


@pytest.fixture
def writer(tmp_path):
    config = TraceConfig(uri=(tmp_path / "store").as_uri(), spool_dir=tmp_path / "spool", replica_id="bw", flush_interval_s=0.2)
    writer = TraceWriter(config).start()
    yield writer
    writer.close(timeout=10)


def trace_rows(writer, tmp_path) -> list[dict]:
    assert writer.flush(timeout=20)
    table = ds.dataset(tmp_path / "store" / "traces", format="parquet", partitioning="hive").to_table()
    return table.select(["request_id", "attempt", "status", "decision", "error"]).to_pylist()


# ---------------------------------------------------------------- the engine

async def test_prompts_are_measured_in_the_models_tokens_and_refused_over_the_context(small_context_engine):
    long_chat = [{"role": "user", "content": "deductible " * 80}]
    with pytest.raises(PromptTooLongError) as raised:
        await small_context_engine.generate(long_chat, {"max_tokens": 4})
    assert raised.value.prompt_tokens == small_context_engine.count_prompt_tokens(long_chat) > 64
    assert raised.value.context_tokens == 64
    short = await small_context_engine.generate(CHAT, {"max_tokens": 500})
    assert short.prompt_tokens + short.completion_tokens <= 64  # max_tokens cut to what the context leaves


async def test_concurrent_prompts_share_forward_passes(engine):
    engine.batch_sizes.clear()
    replies = await asyncio.gather(*(engine.generate(CHAT, {"max_tokens": 16}) for _ in range(12)))
    assert len(replies) == 12 and all(r.completion_tokens >= 1 for r in replies)
    assert max(engine.batch_sizes) > 1, engine.batch_sizes
    assert sum(size * count for size, count in engine.batch_sizes.items()) == 12


async def test_a_cancelled_generation_stops_and_frees_the_engine(engine):
    started = time.perf_counter()
    await engine.generate(CHAT, {"max_tokens": 800})
    full_run = time.perf_counter() - started
    runaway = asyncio.create_task(engine.generate(CHAT, {"max_tokens": 4000}))  # about 5x full_run when left alone
    await asyncio.sleep(0.2)
    runaway.cancel()
    started = time.perf_counter()
    reply = await engine.generate(CHAT, {"max_tokens": 4})
    waited = time.perf_counter() - started
    assert reply.completion_tokens >= 1
    assert waited < max(1.0, full_run), f"the next request waited {waited:.1f} s behind a cancelled one"
    with pytest.raises(asyncio.CancelledError):
        await runaway


# ---------------------------------------------------------------- the service

def service_for(llm, writer=None, **limits) -> GateService:
    return GateService(policy=long_policy(), llm=llm, traces=writer, model_name="tiny",
                       limits=InputLimits(**{"request_deadline_s": 30.0, **limits}))


async def test_the_deadline_answers_503_traces_the_attempt_and_frees_the_engine(engine, writer, tmp_path):
    service = service_for(engine, writer, request_deadline_s=0.5)
    app = create_http_app(service)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gate.test") as client:
        started = time.perf_counter()
        response = await client.post("/v1/gate", json={**BODY, "request_id": "slow-1", "generation": {"max_tokens": 4000, "temperature": 0.0}})
        elapsed = time.perf_counter() - started
        quick_started = time.perf_counter()
        quick = await client.post("/v1/gate", json={**BODY, "request_id": "quick-1", "generation": {"max_tokens": 4}})
        quick_elapsed = time.perf_counter() - quick_started
    assert response.status_code == 503 and response.json()["error"]["code"] == "deadline_exceeded"
    assert int(response.headers["retry-after"]) >= 1 and elapsed < 3.0
    assert quick.status_code in (200, 202, 422) and quick_elapsed < 3.0
    rows = [r for r in trace_rows(writer, tmp_path) if r["request_id"] == "slow-1"]
    assert len(rows) == 1 and rows[0]["status"] == "error" and rows[0]["decision"] == "error"
    assert "deadline" in rows[0]["error"]


async def test_a_prompt_over_the_context_is_413_and_its_attempt_is_traced(small_context_engine, writer, tmp_path):
    service = service_for(small_context_engine, writer)
    app = create_http_app(service)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gate.test") as client:
        response = await client.post("/v1/gate", json={**BODY, "request_id": "long-1"})
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "context_length_exceeded" and response.json()["error"]["param"] == "sources"
    (row,) = [r for r in trace_rows(writer, tmp_path) if r["request_id"] == "long-1"]
    assert row["status"] == "error" and "PromptTooLongError" in row["error"]


async def test_a_cancelled_request_writes_its_rows_with_status_cancelled(engine, writer, tmp_path):
    service = service_for(engine, writer)
    request = GateRequest.model_validate({**BODY, "request_id": "gone-1", "generation": {"max_tokens": 4000, "temperature": 0.0}})
    task = asyncio.create_task(service.gate(request))
    await asyncio.sleep(0.3)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    rows = [r for r in trace_rows(writer, tmp_path) if r["request_id"] == "gone-1"]
    assert [(r["attempt"], r["status"], r["decision"]) for r in rows] == [(1, "cancelled", "cancelled")]
    assert writer.health()["reserved_rows"] == 0


async def test_an_http_client_that_goes_away_cancels_its_request(engine, writer, tmp_path):
    """The ASGI disconnect message cancels the work (Ray Serve's proxy cancels the replica call itself)."""
    service = service_for(engine, writer)
    app = create_http_app(service)
    body = httpx.Request("POST", "http://gate.test/v1/gate",
                         json={**BODY, "request_id": "gone-2", "generation": {"max_tokens": 4000, "temperature": 0.0}}).read()
    messages = [{"type": "http.request", "body": body, "more_body": False}]
    disconnect = asyncio.Event()

    async def receive():
        if messages:
            return messages.pop(0)
        await disconnect.wait()
        return {"type": "http.disconnect"}

    sent: list[dict] = []

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
             "path": "/v1/gate", "raw_path": b"/v1/gate", "query_string": b"", "root_path": "",
             "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
             "client": ("127.0.0.1", 1), "server": ("gate.test", 80)}
    call = asyncio.create_task(app(scope, receive, send))
    await asyncio.sleep(0.3)
    started = time.perf_counter()
    disconnect.set()
    await asyncio.wait_for(call, 5)
    assert time.perf_counter() - started < 3.0
    assert sent[0]["status"] == 499
    rows = [r for r in trace_rows(writer, tmp_path) if r["request_id"] == "gone-2"]
    assert [r["status"] for r in rows] == ["cancelled"]


# ---------------------------------------------------------------- nothing passes unexamined

@pytest.fixture(scope="module")
def nli_backends(tiny_models):
    return LocalBackends(NLIModel(str(tiny_models.nli), device="cpu"))


@pytest.mark.parametrize(("answer", "sources", "status", "reason"), [
    ("The deductible is 1632 dollars per benefit period.", [], 202, "no_sources"),
    ("Claims must be filed within 90 days of the date of service.", [], 202, "no_sources"),
    ("Thank you.", [], 200, None),
])
async def test_verify_without_sources_does_not_pass_factual_claims(nli_backends, answer, sources, status, reason):
    service = GateService(policy=Policy.load(), backends=nli_backends)
    app = create_http_app(service)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gate.test") as client:
        response = await client.post("/v1/verify", json={"answer": answer, "sources": sources, "checks": ["groundedness"]})
    body = response.json()
    assert response.status_code == status, body
    if reason:
        assert body["verdict"] == "fail" and body["scores"]["groundedness"] == 0.0
        assert body["reasons"] == {"groundedness": reason}
    else:
        assert body["verdict"] == "pass" and body["scores"]["groundedness"] == 1.0
