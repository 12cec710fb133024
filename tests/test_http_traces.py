"""The service with a real trace writer: overrides land in their table, a full spool refuses
new requests with 503 (rows are never dropped), and spool slots keep writers apart."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import json

import httpx
import pyarrow.dataset as ds
import pyarrow.fs as pafs

from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.http import create_http_app
from gate.prompts import prompt_version
from gate.service import GateService
from gate.traces import TraceConfig
from gate.traces.slots import spool_root, start_writer_in_free_slot
from gate.traces.sources import policy_document
from tests.s3_server import moto_s3_server

SOURCE = {"id": "1", "text": "Each benefit period has a deductible of 1632 dollars."}
GOOD = "The deductible is 1632 dollars per benefit period [1]."
BODY = {"query": "What is the deductible?", "sources": [SOURCE], "profile": "deterministic"}


def client_for(writer) -> httpx.AsyncClient:
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine", model="scripted", answers=[GOOD]))
    service = GateService(policy=Policy.load(), llm=engine, traces=writer, model_name="scripted-model")
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=create_http_app(service)), base_url="http://gate.test")


async def test_gate_and_override_rows_reach_a_local_store(tmp_path):
    config = TraceConfig(uri=f"file://{tmp_path / 'store'}", spool_dir=tmp_path / "spool", flush_interval_s=0.2)
    writer = start_writer_in_free_slot(config)
    try:
        async with client_for(writer) as client:
            passed = await client.post("/v1/gate", json={**BODY, "request_id": "req-7"})
            verified = await client.post("/v1/verify", json={"answer": GOOD, "sources": [SOURCE], "request_id": "ver-1",
                                                             "query": "What is the deductible?", "profile": "deterministic"})
            override = await client.post("/v1/overrides", json={"request_id": "req-7", "verdict": "agree"})
            named = await client.post("/v1/overrides", json={"request_id": "req-7", "reviewer": "ann", "verdict": "agree"})
        assert passed.status_code == 200 and override.status_code == 201, override.text
        # no credentials, so nobody to name: the gate's one tenant's service account, never a name from the body
        assert named.status_code == 403 and named.json()["error"]["code"] == "reviewer_mismatch"
        assert writer.flush(timeout=20)
    finally:
        writer.close()
    traces = ds.dataset(tmp_path / "store" / "traces", format="parquet", partitioning="hive").to_table()
    overrides = ds.dataset(tmp_path / "store" / "overrides", format="parquet", partitioning="hive").to_table()
    assert verified.status_code == 200, verified.text
    rows = {row["request_id"]: row for row in traces.to_pylist()}
    assert set(rows) == {"req-7", "ver-1"}
    gate_row, verify_row = rows["req-7"], rows["ver-1"]
    assert gate_row["output"] == verify_row["output"] == GOOD
    # what replay needs: the query, the passages by hash, the policy by hash, the prompt and model versions
    assert gate_row["route"] == "gate" and verify_row["route"] == "verify"
    assert gate_row["query"] == "What is the deductible?"
    assert gate_row["policy_sha256"] == verify_row["policy_sha256"] == policy_document(Policy.load())[1]
    assert (tmp_path / "store" / "policies" / f"{gate_row['policy_sha256']}.yaml").read_text() == \
        policy_document(Policy.load())[0]
    digest = gate_row["source_sha256"][0]
    assert json.loads((tmp_path / "store" / "sources" / digest[:2] / f"{digest}.json").read_text())["text"] == SOURCE["text"]
    assert gate_row["prompt_version"] == prompt_version() and verify_row["prompt_version"] is None
    assert dict(gate_row["models"]) == {"generator": "scripted-model"}
    assert gate_row["request_uid"] != verify_row["request_uid"]
    assert overrides.column("override_id").to_pylist() == [override.json()["override_id"]]
    assert overrides.select(["reviewer", "reviewer_kind"]).to_pylist() == [{"reviewer": "service:default",
                                                                           "reviewer_kind": "service"}]


async def test_full_spool_refuses_requests_with_503_and_keeps_every_row(tmp_path):
    with moto_s3_server() as s3:
        bucket = s3.create_bucket()
        s3.stop()  # S3 is down from the start: rows can only wait in the spool
        config = TraceConfig(
            uri=f"s3://{bucket}/t", spool_dir=tmp_path / "spool", endpoint_url=s3.endpoint_url, flush_interval_s=0.2,
            max_spool_bytes=2_000, backoff_initial_s=0.1, backoff_max_s=0.2, upload_attempts=1, connect_timeout_s=0.5,
        )
        writer = start_writer_in_free_slot(config)
        try:
            accepted = 0
            async with client_for(writer) as client:
                for attempt in range(50):
                    response = await client.post("/v1/gate", json={**BODY, "request_id": f"r{attempt}"})
                    if response.status_code == 503:
                        break
                    assert response.status_code == 200
                    accepted += 1
                    writer.flush(timeout=0.5)  # let the spooler write so the budget is visible
                assert response.status_code == 503, "the spool budget was never enforced"
                assert response.json()["error"]["code"] == "trace_spool_full"
            assert accepted >= 1
            s3.start()
            assert writer.flush(timeout=30)
        finally:
            writer.close()
        keys = s3.client().list_objects_v2(Bucket=bucket, Prefix="t/traces/").get("Contents", [])
        assert keys, "nothing was uploaded after S3 came back"
        fs = pafs.S3FileSystem(endpoint_override=s3.endpoint_url.removeprefix("http://"), scheme="http",
                               access_key="testing", secret_key="testing", region="us-east-1")
        table = ds.dataset(f"{bucket}/t/traces", filesystem=fs, format="parquet", partitioning="hive").to_table()
        assert sorted(table.column("request_id").to_pylist()) == sorted(f"r{i}" for i in range(accepted))


def test_live_writers_take_separate_slots_and_a_dead_ones_slot_is_taken_over(tmp_path):
    config = TraceConfig(uri=f"file://{tmp_path / 'store'}", spool_dir=tmp_path / "spool")
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from gate.traces import TraceConfig
        from gate.traces.slots import start_writer_in_free_slot
        writer = start_writer_in_free_slot(TraceConfig.model_validate_json({config.model_dump_json()!r}))
        print(writer.config.spool_dir, flush=True)
        time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True, cwd=os.getcwd())
    try:
        held = child.stdout.readline().strip()
        assert held.endswith("slot-0")
        second = start_writer_in_free_slot(config)
        assert str(second.config.spool_dir).endswith("slot-1")
        second.close()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    third = start_writer_in_free_slot(config)
    try:
        assert third.config.spool_dir == spool_root(config) / "slot-0"
    finally:
        third.close()
    other = TraceConfig(uri=f"file://{tmp_path / 'elsewhere'}", spool_dir=tmp_path / "spool")
    assert spool_root(other) != spool_root(config), "segments must never be uploaded to another destination"
