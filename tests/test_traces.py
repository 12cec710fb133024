"""Trace rows, the object stores and the writer end to end against moto's S3 server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
import re
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.fs as pafs
import pyarrow.parquet as pq
import pytest

from checks.base import Check, CheckResult
from checks.context import RequestContext
from gate.traces import (
    INCIDENT_SCHEMA,
    OVERRIDE_SCHEMA,
    SCHEMA_VERSION,
    SCHEMAS,
    TRACE_SCHEMA,
    LocalStore,
    S3Store,
    SpoolFullError,
    SpoolInUseError,
    TraceConfig,
    TraceWriter,
    incident_row,
    override_row,
    read_table,
    row_id_for,
    rows_from_outcome,
)
from gate.traces.schema import source_digest
from tests.s3_server import MotoS3Server
from tests.trace_helpers import SCRIPTS, context_for, fast_config, make_outcomes, outcome_from_script

REPO_ROOT = Path(__file__).resolve().parents[1]


def run(coro):
    return asyncio.run(coro)


# ------------------------------------------------------------------ rows


def test_rows_follow_the_attempts_of_a_healed_request() -> None:
    context = context_for(7)
    outcome = run(outcome_from_script(SCRIPTS["healed_late"], request_id="r-healed", context=context))
    assert outcome.status == "passed" and len(outcome.attempts) == 3

    rows = rows_from_outcome(
        outcome, context, model="fallback", trace_id="t-1", gpu_seconds=6.0, price_per_gpu_hour=3.6,
        request_uid="uid-1", store_query="hash",
    )

    assert [r["attempt"] for r in rows] == [1, 2, 3]
    assert [r["row_id"] for r in rows] == [row_id_for("uid-1", n) for n in (1, 2, 3)]
    assert rows[0]["row_id"] == hashlib.sha256(b"uid-1\n1").hexdigest()[:32]
    assert {r["request_id"] for r in rows} == {"r-healed"} and {r["request_uid"] for r in rows} == {"uid-1"}
    assert [r["decision"] for r in rows] == ["retry", "retry", "pass"]
    assert {r["status"] for r in rows} == {"passed"}
    assert rows[0]["failed"] == ["figures"] and rows[1]["failed"] == ["groundedness"] and rows[2]["failed"] == []
    assert rows[2]["fired"] == ["figures", "groundedness"]  # "maybe" fires both soft checks, neither fails
    assert rows[1]["feedback_in"] == rows[0]["feedback_out"] is not None
    assert rows[0]["feedback_in"] is None and rows[2]["feedback_out"] is None
    # healed: only the final row carries before/after
    assert rows[2]["output_before"] == SCRIPTS["healed_late"][0]
    assert rows[2]["output_after"] == SCRIPTS["healed_late"][2] == rows[2]["output"]
    assert rows[0]["output_before"] is None and rows[1]["output_after"] is None
    # GPU time split over attempts sums to the request's, cost = gpu_seconds x price / 3600
    assert sum(r["gpu_seconds"] for r in rows) == pytest.approx(6.0)
    assert sum(r["cost_usd"] for r in rows) == pytest.approx(6.0 * 3.6 / 3600)
    assert [r["judge_calls"] for r in rows] == [0, 2, 2]
    assert rows[0]["model"] == "tiny-model" and rows[0]["trace_id"] == "t-1"
    assert rows[0]["query_sha256"] == hashlib.sha256(context.query.encode()).hexdigest()
    assert rows[0]["source_ids"] == ["1", "S7"]
    assert set(rows[0]["latency_ms"]) >= {"generate", "checks", "check.figures", "check.phi"}
    evidence = json.loads(rows[0]["evidence"])
    assert evidence["figures"]["evidence"][0]["text"] == "BAD"
    assert json.loads(rows[1]["evidence"])["groundedness"]["metrics"] == {"judge_calls": 2}
    for row in rows:
        assert context.query not in json.dumps(row, default=str)  # store_query="hash": only its digest
        assert row["schema_version"] == SCHEMA_VERSION
    pa.Table.from_pylist(rows, schema=TRACE_SCHEMA)  # every row fits the schema


def test_rows_record_check_errors_and_unknown_tokens() -> None:
    class BrokenBackend(Check):
        name = "groundedness"

        async def check(self, answer: str, context: RequestContext) -> CheckResult:
            raise TimeoutError("NLI pool timed out")

    outcome = run(
        outcome_from_script(
            ["fine"], request_id="r-err", checks=[BrokenBackend()], prompt_tokens=None, completion_tokens=None,
            model=None,
        )
    )
    (row,) = rows_from_outcome(outcome, context_for(0), model="configured-model")
    assert row["errors"] == {"groundedness": "TimeoutError: NLI pool timed out"}
    assert row["decision"] == "pass"  # a soft check fails open
    assert row["prompt_tokens"] is None and row["gpu_seconds"] is None and row["cost_usd"] is None
    assert row["model"] == "configured-model"
    pa.Table.from_pylist([row], schema=TRACE_SCHEMA)


def test_incident_row_names_kinds_and_offsets_but_no_phi() -> None:
    context = context_for(1)
    outcome = run(outcome_from_script(SCRIPTS["blocked"], request_id="r-blocked", context=context))
    assert outcome.status == "blocked" and outcome.incident_id

    row = incident_row(outcome, context)

    assert row["incident_id"] == outcome.incident_id and row["checks"] == ["phi"]
    evidence = json.loads(row["evidence"])
    assert evidence["phi"]["count"] == 1 and evidence["phi"]["items"][0]["kind"] == "ssn"
    assert "123-45-6789" not in row["evidence"]
    pa.Table.from_pylist([row], schema=INCIDENT_SCHEMA)
    passed = run(outcome_from_script(SCRIPTS["first_pass"], request_id="r-ok"))
    with pytest.raises(ValueError):
        incident_row(passed, context)


def test_override_row_validates_its_verdict() -> None:
    row = override_row("r-1", "alice", "disagree", "the answer was fine")
    assert row["verdict"] == "disagree" and len(row["override_id"]) == 32
    pa.Table.from_pylist([row], schema=OVERRIDE_SCHEMA)
    with pytest.raises(ValueError):
        override_row("r-1", "alice", "maybe")  # type: ignore[arg-type]


def test_docs_list_every_column_with_its_type() -> None:
    text = (REPO_ROOT / "docs" / "traces.md").read_text()
    for table, schema in SCHEMAS.items():
        section = text.split(f"### `{table}`", 1)[1].split("\n### ", 1)[0]
        documented = dict(re.findall(r"^\| `(\w+)` \| `([^`]+)` \|", section, flags=re.MULTILINE))
        assert documented == {f.name: str(f.type) for f in schema}, table


# ------------------------------------------------------------------ stores


def test_local_store_never_overwrites(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    assert store.put_if_absent("traces/date=2024-01-01/part-a.parquet", b"first")
    assert not store.put_if_absent("traces/date=2024-01-01/part-a.parquet", b"second")
    assert store.get("traces/date=2024-01-01/part-a.parquet") == b"first"
    assert store.list_keys("traces") == ["traces/date=2024-01-01/part-a.parquet"]


def test_s3_store_never_overwrites_and_encrypts(s3_server: MotoS3Server, s3_bucket: str) -> None:
    store = S3Store(s3_bucket, "gate", endpoint_url=s3_server.endpoint_url, sse="AES256")
    assert store.put_if_absent("traces/x.parquet", b"first")
    assert not store.put_if_absent("traces/x.parquet", b"second")
    assert store.get("traces/x.parquet") == b"first"
    head = s3_server.client().head_object(Bucket=s3_bucket, Key="gate/traces/x.parquet")
    assert head["ServerSideEncryption"] == "AES256"


# ------------------------------------------------------------------ writer


def test_writer_uploads_one_row_per_attempt_to_s3(s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path) -> None:
    outcomes = make_outcomes(30)
    attempts = sum(len(o.attempts) for o, _ in outcomes)
    blocked = [o for o, _ in outcomes if o.status == "blocked"]
    uri = f"s3://{s3_bucket}/gate"
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, sse="AES256",
                         price_per_gpu_hour=2.0, flush_rows=25)
    with TraceWriter(config) as writer:
        for outcome, context in outcomes:
            writer.check_capacity()
            writer.enqueue_outcome(outcome, context, model="m", trace_id=f"trace-{outcome.request_id}",
                                   gpu_seconds=1.5)
        override_id = writer.enqueue_override("req-1", "alice", "disagree", "too cautious")
        assert writer.flush(timeout=15)
        stats = writer.stats()
    assert stats.uploaded_rows == attempts + len(blocked) + 1
    assert stats.spooled_rows == 0 and stats.queued_rows == 0

    client = s3_server.client()
    every_key = [item["Key"] for item in client.list_objects_v2(Bucket=s3_bucket)["Contents"]]
    keys = [key for key in every_key if not key.startswith("gate/sources/")]
    source_keys = sorted(set(every_key) - set(keys))
    distinct_sources = {source_digest(s) for _, context in outcomes for s in context.sources}
    assert source_keys == sorted(f"gate/sources/{h[:2]}/{h}.json" for h in distinct_sources)  # each stored once
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    pattern = re.compile(rf"gate/(traces|incidents|overrides)/date={today}/part-test-[0-9a-f]{{32}}\.parquet")
    assert all(pattern.fullmatch(key) for key in keys), keys
    assert {key.split("/")[1] for key in keys} == {"traces", "incidents", "overrides"}
    for key in keys:
        assert client.head_object(Bucket=s3_bucket, Key=key)["ServerSideEncryption"] == "AES256"
        table_name = key.split("/")[1]
        body = client.get_object(Bucket=s3_bucket, Key=key)["Body"].read()
        assert pq.read_schema(pa.BufferReader(body)).remove_metadata() == SCHEMAS[table_name]

    # pyarrow.dataset reads the partitioned prefix as it is
    filesystem = pafs.S3FileSystem(
        endpoint_override=f"127.0.0.1:{s3_server.port}", scheme="http", access_key="testing",
        secret_key="testing", region="us-east-1",
    )
    traces = ds.dataset(f"{s3_bucket}/gate/traces", filesystem=filesystem, format="parquet",
                        partitioning="hive").to_table()
    assert traces.num_rows == attempts
    assert len(set(traces.column("row_id").to_pylist())) == attempts
    assert {str(value) for value in traces.column("date").to_pylist()} == {today}
    assert traces.schema.field("scores").type == pa.map_(pa.string(), pa.float64())
    assert traces.schema.field("ts").type == pa.timestamp("us", tz="UTC")
    by_request = {}
    for row in traces.select(["request_id", "attempt", "cost_usd", "trace_id"]).to_pylist():
        by_request.setdefault(row["request_id"], []).append(row)
    for outcome, _ in outcomes:
        rows = by_request[outcome.request_id]
        assert sorted(r["attempt"] for r in rows) == [a.attempt for a in outcome.attempts]
        assert sum(r["cost_usd"] for r in rows) == pytest.approx(1.5 * 2.0 / 3600)
        assert {r["trace_id"] for r in rows} == {f"trace-{outcome.request_id}"}

    incidents = read_table(uri, "incidents", endpoint_url=s3_server.endpoint_url)
    assert sorted(incidents.column("incident_id").to_pylist()) == sorted(o.incident_id for o in blocked)
    overrides = read_table(uri, "overrides", endpoint_url=s3_server.endpoint_url)
    assert overrides.to_pylist()[0]["override_id"] == override_id
    assert overrides.to_pylist()[0]["verdict"] == "disagree"

    # DuckDB reads the same objects once downloaded (httpfs is not available offline)
    local = tmp_path / "download"
    for key in keys:
        target = local / key
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(client.get_object(Bucket=s3_bucket, Key=key)["Body"].read())
    glob = str(local / "gate" / "traces" / "*" / "*.parquet")
    count, distinct = duckdb.connect().execute(
        f"select count(*), count(distinct row_id) from read_parquet('{glob}', hive_partitioning=true)"
    ).fetchone()
    assert count == distinct == attempts


def test_writer_to_a_directory_reads_with_duckdb_and_pyarrow(tmp_path: Path) -> None:
    outcomes = make_outcomes(12)
    attempts = sum(len(o.attempts) for o, _ in outcomes)
    root = tmp_path / "traces-root"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        for outcome, context in outcomes:
            writer.enqueue_outcome(outcome, context, gpu_seconds=None)
        writer.enqueue_override("req-0", "bob", "agree")
        assert writer.flush(timeout=10)

    dataset = ds.dataset(root / "traces", format="parquet", partitioning="hive")
    assert dataset.count_rows() == attempts
    glob = str(root / "traces" / "*" / "*.parquet")
    database = duckdb.connect()
    described = database.execute(f"describe select * from read_parquet('{glob}', hive_partitioning=true)").fetchall()
    types = {column: column_type for column, column_type, *_ in described}
    assert types["scores"] == "MAP(VARCHAR, DOUBLE)"
    assert types["latency_ms"] == "MAP(VARCHAR, DOUBLE)"
    assert types["source_ids"] == "VARCHAR[]"
    assert types["ts"] == "TIMESTAMP WITH TIME ZONE"
    assert types["prompt_tokens"] == "BIGINT"
    fired_figures, passed = database.execute(
        f"select count(*) filter (where list_contains(fired, 'figures')),"
        f" count(distinct request_id) filter (where status = 'passed')"
        f" from read_parquet('{glob}', hive_partitioning=true)"
    ).fetchone()
    assert fired_figures == sum(1 for o, _ in outcomes for a in o.attempts if "figures" in a.fired)
    assert passed == sum(1 for o, _ in outcomes if o.status == "passed")
    assert read_table(str(root), "overrides").num_rows == 1
    assert read_table(str(root), "traces", since="2999-01-01").num_rows == 0


def test_a_full_queue_refuses_rows_instead_of_dropping_them(tmp_path: Path) -> None:
    (outcome, context), = make_outcomes(3)[2:]  # a request with 3 attempts
    config = fast_config((tmp_path / "out").as_uri(), tmp_path / "spool", max_queue_rows=2)
    with TraceWriter(config) as writer:
        with pytest.raises(SpoolFullError):
            writer.enqueue_outcome(outcome, context)
        assert writer.stats().enqueued_rows == 0
        writer.enqueue_override("req-2", "carol", "agree")
        assert writer.flush(timeout=10)
    assert read_table(str(tmp_path / "out"), "overrides").num_rows == 1
    assert read_table(str(tmp_path / "out"), "traces").num_rows == 0


def test_one_live_writer_per_spool(tmp_path: Path) -> None:
    config = fast_config((tmp_path / "out").as_uri(), tmp_path / "spool")
    with TraceWriter(config):
        with pytest.raises(SpoolInUseError, match="in use by another live writer"):
            TraceWriter(config).start()
    with TraceWriter(config) as writer:  # released on close
        writer.check_capacity()


def test_config_needs_kms_for_a_kms_key() -> None:
    with pytest.raises(ValueError):
        TraceConfig(uri="s3://b/p", sse="AES256", kms_key_id="key-1")
    assert TraceConfig(uri="s3://b/p", sse="aws:kms", kms_key_id="key-1").kms_key_id == "key-1"
    for name, field in TraceConfig.model_fields.items():
        assert field.description, name
