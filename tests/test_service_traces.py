"""The service's side of the trace contract (issue 10), with a real TraceWriter into a temporary
store: capacity reserved at admission, the attempts of a request whose generator failed mid-loop,
and /readyz turning degraded when uploads fail (a real S3 server on 127.0.0.1, stopped)."""

from __future__ import annotations

import asyncio
import time

import httpx
import pyarrow.dataset as ds
import pytest

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.service import GateService
from gate.traces import TraceConfig, TraceWriter
from gate.traces.writer import SpoolFullError
from tests.s3_server import moto_s3_server

SOURCE = {"id": "1", "text": "Each benefit period has a deductible of 1632 dollars."}
GOOD = "The deductible is 1632 dollars per benefit period [1]."
WRONG = "The deductible is 1700 dollars per benefit period [1]."
BODY = {"query": "What is the deductible?", "sources": [SOURCE], "profile": "deterministic"}


class ScriptedWithFaults:
    """The scripted engine, with the two things these tests need of a generator besides answers: a call that
    waits until the test lets it finish, and a call that fails (a replica dying mid-request)."""

    def __init__(self, answers: list[str], *, hold: asyncio.Event | None = None, fail_on_call: int | None = None):
        self.engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=answers))
        self.hold = hold
        self.fail_on_call = fail_on_call
        self.calls = 0
        self.entered = asyncio.Event()

    async def generate(self, messages, sampling=None):
        self.calls += 1
        self.entered.set()
        if self.hold is not None:
            await self.hold.wait()
        if self.calls == self.fail_on_call:
            raise ConnectionError("the generator replica died")
        return await self.engine.generate(messages, sampling)


def local_writer(tmp_path, **settings) -> TraceWriter:
    config = TraceConfig(uri=(tmp_path / "store").as_uri(), spool_dir=tmp_path / "spool", replica_id="svc",
                         flush_interval_s=0.2, **settings)
    return TraceWriter(config).start()


def rows(writer: TraceWriter, tmp_path) -> list[dict]:
    assert writer.flush(timeout=20)
    table = ds.dataset(tmp_path / "store" / "traces", format="parquet", partitioning="hive").to_table()
    return sorted(table.select(["request_id", "attempt", "status", "decision", "error"]).to_pylist(),
                  key=lambda r: (r["request_id"], r["attempt"]))


def client_for(service: GateService) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")


async def test_a_spool_that_fills_after_admission_still_takes_the_admitted_requests_rows(tmp_path):
    writer = local_writer(tmp_path, max_queue_rows=12)
    release = asyncio.Event()
    generator = ScriptedWithFaults([GOOD], hold=release)
    service = GateService(policy=Policy.load(), llm=generator, traces=writer)
    try:
        async with client_for(service) as client:
            admitted = asyncio.create_task(client.post("/v1/gate", json={**BODY, "request_id": "admitted"}))
            await asyncio.wait_for(generator.entered.wait(), 5)
            # Other requests take every row left while this one is generating.
            others = writer.reserve(12 - writer.health()["reserved_rows"])
            refused = await client.post("/v1/gate", json={**BODY, "request_id": "refused"})
            release.set()
            response = await admitted
            others.release()
        assert refused.status_code == 503 and refused.json()["error"]["code"] == "trace_spool_full"
        assert refused.headers["retry-after"]
        assert response.status_code == 200, response.text
        assert [(r["request_id"], r["status"]) for r in rows(writer, tmp_path)] == [("admitted", "passed")]
        with pytest.raises(SpoolFullError):
            writer.reserve(13)
    finally:
        writer.close(timeout=10)


async def test_a_generator_failure_mid_loop_writes_the_earlier_attempts_with_the_error(tmp_path):
    writer = local_writer(tmp_path)
    service = GateService(policy=Policy.load(), llm=ScriptedWithFaults([WRONG, GOOD], fail_on_call=2), traces=writer)
    try:
        async with client_for(service) as client:
            response = await client.post("/v1/gate", json={**BODY, "request_id": "dies"})
        assert response.status_code == 503 and response.json()["error"]["code"] == "generator_error"
        assert "1700" not in response.text
        first, second = rows(writer, tmp_path)
        assert (first["attempt"], first["decision"], first["status"]) == (1, "retry", "error")
        assert (second["attempt"], second["decision"]) == (2, "error")
        assert "ConnectionError" in second["error"] and "replica died" in second["error"]
        assert writer.health()["reserved_rows"] == 0
    finally:
        writer.close(timeout=10)


@pytest.mark.slow
async def test_readyz_is_degraded_while_uploads_fail_and_ok_again_after(tmp_path):
    with moto_s3_server() as s3:
        bucket = s3.create_bucket()
        s3.stop()
        config = TraceConfig(uri=f"s3://{bucket}/t", spool_dir=tmp_path / "spool", endpoint_url=s3.endpoint_url,
                             replica_id="ready", flush_interval_s=0.2, backoff_initial_s=0.1, backoff_max_s=0.2,
                             upload_attempts=1, connect_timeout_s=0.5)
        writer = TraceWriter(config).start()
        service = GateService(policy=Policy.load(), llm=build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", answers=[GOOD])),
                              traces=writer)
        try:
            async with client_for(service) as client:
                assert (await client.get("/readyz")).status_code == 200
                assert (await client.post("/v1/gate", json=BODY)).status_code == 200
                deadline = time.monotonic() + 30
                while (ready := await client.get("/readyz")).status_code == 200 and time.monotonic() < deadline:
                    await asyncio.sleep(0.2)
                assert ready.status_code == 503, ready.text
                report = ready.json()
                assert report["status"] == "degraded" and report["traces"]["upload_failures"] >= 1
                assert report["traces"]["spool_rows"] >= 1 and report["traces"]["last_error"]
                s3.start()
                assert writer.flush(timeout=30)
                deadline = time.monotonic() + 30
                while (ready := await client.get("/readyz")).status_code != 200 and time.monotonic() < deadline:
                    await asyncio.sleep(0.2)
                assert ready.status_code == 200 and ready.json()["traces"]["spool_rows"] == 0
        finally:
            writer.close(timeout=10)


async def test_a_gate_row_records_the_models_and_the_sampling_it_used(tmp_path, tiny_models):
    """The `models` and `sampling` columns of real rows: the generator and every backend model with its
    revision; the sampling the generator was sent (the request's temperature, the policy's schedule after it)."""
    import json

    from gate.engines.nli import load_nli_model
    from gate.local_backends import LocalBackends

    extractor = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted-helper", answers=[
        json.dumps({"claims": [{"text": "The deductible is 1632 dollars per benefit period.", "cited_source_ids": ["1"]}]})
    ]))
    backends = LocalBackends(load_nli_model(str(tiny_models.nli), device="cpu"), extractor)
    writer = local_writer(tmp_path)
    service = GateService(policy=Policy.load(), llm=ScriptedWithFaults([WRONG, GOOD]), backends=backends,
                          traces=writer, model_name="scripted-generator")
    try:
        async with client_for(service) as client:
            gated = await client.post("/v1/gate", json={
                **BODY, "request_id": "sampled", "generation": {"temperature": 0.2, "max_tokens": 64}})
            verified = await client.post("/v1/verify", json={
                "answer": GOOD, "sources": [SOURCE], "request_id": "verified", "checks": ["groundedness"]})
        assert gated.status_code == 200 and verified.status_code in (200, 202), (gated.text, verified.text)
        assert writer.flush(timeout=20)
        table = ds.dataset(tmp_path / "store" / "traces", format="parquet", partitioning="hive").to_table()
        by_request = {}
        for row in table.select(["request_id", "attempt", "models", "sampling"]).to_pylist():
            by_request.setdefault(row["request_id"], []).append(row)
        first, second = sorted(by_request["sampled"], key=lambda r: r["attempt"])
        models = dict(first["models"])
        assert models["generator"] == "scripted-generator"
        assert models["nli"].startswith(str(tiny_models.nli.resolve())) and "@weights:" in models["nli"]
        assert models["extractor"] == models["judge"] == "scripted-helper" and "evaluator" not in models
        sampling = json.loads(first["sampling"])
        assert sampling["max_tokens"] == 64 and sampling["temperature"] == 0.2
        assert sampling["top_p"] == 1.0 and sampling["seed"] is None
        assert sampling["temperatures"][:2] == [0.2, 0.2]  # the policy's later temperatures, capped by the request's
        (verify_row,) = by_request["verified"]
        assert "generator" not in dict(verify_row["models"]) and "nli" in dict(verify_row["models"])
    finally:
        writer.close(timeout=10)


async def test_responses_report_the_model_work_of_the_request(tmp_path, tiny_models):
    """`model_calls` and `nli_pairs` in the response bodies and the trace rows: summed over every attempt's
    checks, zero when no model check ran (the deterministic profile), counted when groundedness scored the answer."""
    import json

    from gate.engines.nli import load_nli_model
    from gate.local_backends import LocalBackends

    claim = {"claims": [{"text": "The deductible is 1632 dollars per benefit period.", "cited_source_ids": ["1"]}]}
    extractor = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted-helper", answers=[json.dumps(claim)]))
    backends = LocalBackends(load_nli_model(str(tiny_models.nli), device="cpu"), extractor)
    writer = local_writer(tmp_path)
    service = GateService(policy=Policy.load(), llm=ScriptedWithFaults([WRONG, GOOD]), backends=backends, traces=writer)
    try:
        async with client_for(service) as client:
            gated = await client.post("/v1/gate", json={**BODY, "request_id": "gated"})
            verified = await client.post("/v1/verify", json={
                "answer": GOOD, "sources": [SOURCE], "checks": ["groundedness"], "request_id": "verified"})
        assert writer.flush(timeout=20)
        table = ds.dataset(tmp_path / "store" / "traces", format="parquet", partitioning="hive").to_table()
        work = {(r["request_id"], r["attempt"]): (r["model_calls"], r["nli_pairs"])
                for r in table.select(["request_id", "attempt", "model_calls", "nli_pairs"]).to_pylist()}
    finally:
        writer.close(timeout=10)
    assert gated.status_code == 200, gated.text
    assert gated.json()["attempts"] == 2
    assert (gated.json()["model_calls"], gated.json()["nli_pairs"]) == (0, 0)
    assert verified.status_code in (200, 202), verified.text
    body = verified.json()
    assert body["nli_pairs"] >= 1 and body["model_calls"] >= 2, body  # one extraction and one NLI batch at least
    assert work[("gated", 1)] == work[("gated", 2)] == (0, 0)
    assert work[("verified", 1)] == (body["model_calls"], body["nli_pairs"])
