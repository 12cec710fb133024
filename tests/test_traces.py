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
    S3Settings,
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
from gate.traces.schema import TraceMeta, source_digest
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
        outcome, context, TraceMeta(model="fallback", trace_id="t-1", gpu_seconds=6.0), price_per_gpu_hour=3.6,
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
    (row,) = rows_from_outcome(outcome, context_for(0), TraceMeta(model="configured-model"))
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


def test_rows_carry_the_sampling_models_and_prompt_version_they_were_given(tmp_path: Path) -> None:
    """What the service passes (SamplingConfig.model_dump() plus the per-attempt temperatures, and
    backends.model_ids() with revisions) lands in `sampling` as canonical JSON and in `models` as a map."""
    from gate.engines.llm import SamplingConfig

    context = context_for(3)
    healed = run(outcome_from_script(SCRIPTS["healed"], request_id="sampled", context=context))
    verified = run(outcome_from_script(SCRIPTS["first_pass"], request_id="verified", context=context))
    sampling = SamplingConfig(max_tokens=256, temperature=0.0, seed=7).model_dump()
    sampling["temperatures"] = [0.0, 0.3, 0.6]
    models = {"generator": "Qwen/Qwen2.5-7B-Instruct@a09a3545", "nli": "/models/nli@weights:0123456789abcdef",
              "extractor": "Qwen/Qwen2.5-7B-Instruct@a09a3545"}
    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        writer.enqueue_outcome(healed, context, TraceMeta(route="gate", sampling=sampling, models=models, prompt_version="p-1"))
        writer.enqueue_outcome(verified, context, TraceMeta(route="verify", models={"nli": models["nli"]}))
        writer.enqueue_outcome(verified, context, TraceMeta(route="gate", sampling=SamplingConfig(max_tokens=64)))
        assert writer.flush(timeout=10)
    rows = read_table(str(root), "traces").to_pylist()
    sampled = [r for r in rows if r["request_id"] == "sampled"]
    assert len(sampled) == 2
    for row in sampled:
        assert json.loads(row["sampling"]) == sampling
        assert row["sampling"] == json.dumps(sampling, sort_keys=True, separators=(",", ":"))  # canonical
        assert dict(row["models"]) == models and row["prompt_version"] == "p-1"
    model_row, verify_row = sorted((r for r in rows if r["request_id"] == "verified"), key=lambda r: r["route"] or "")
    assert model_row["route"] == "gate" and json.loads(model_row["sampling"]) == SamplingConfig(max_tokens=64).model_dump()
    assert verify_row["route"] == "verify" and verify_row["sampling"] is None
    assert dict(verify_row["models"]) == {"nli": models["nli"]} and verify_row["prompt_version"] is None


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
    store = S3Store(s3_bucket, "gate", S3Settings(endpoint_url=s3_server.endpoint_url, sse="AES256"))
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
            writer.enqueue_outcome(outcome, context, TraceMeta(model="m", trace_id=f"trace-{outcome.request_id}",
                                                               gpu_seconds=1.5))
        override_id = writer.enqueue_override("req-1", "alice", "disagree", "too cautious")
        assert writer.flush(timeout=15)
        stats = writer.stats()
    assert stats.uploaded_rows == attempts + len(blocked) + 1
    assert stats.spooled_rows == 0 and stats.queued_rows == 0

    client = s3_server.client()
    every_key = [item["Key"] for item in client.list_objects_v2(Bucket=s3_bucket)["Contents"]]
    audit_keys = [key for key in every_key if key.startswith(("gate/chains/", "gate/checkpoints/"))]
    assert audit_keys and all(  # the audit chain's registry and checkpoints carry the writer's encryption too
        client.head_object(Bucket=s3_bucket, Key=key)["ServerSideEncryption"] == "AES256" for key in audit_keys)
    keys = [key for key in every_key
            if not key.startswith(("gate/sources/", "gate/request_index/", "gate/chains/", "gate/checkpoints/"))]
    source_keys = sorted(key for key in every_key if key.startswith("gate/sources/"))
    distinct_sources = {source_digest(s) for _, context in outcomes for s in context.sources}
    assert source_keys == sorted(f"gate/sources/{h[:2]}/{h}.json" for h in distinct_sources)  # each stored once
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    markers = sorted(key for key in every_key if key.startswith("gate/request_index/"))
    assert markers == sorted(f"gate/request_index/{o.request_id}/date={today}" for o, _ in outcomes)  # one per request
    for key in markers:
        assert client.head_object(Bucket=s3_bucket, Key=key)["ServerSideEncryption"] == "AES256"
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
            writer.enqueue_outcome(outcome, context, TraceMeta(gpu_seconds=None))
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


def test_a_burst_becomes_segments_within_flush_rows_and_segment_max_bytes(tmp_path: Path) -> None:
    """Rows enqueued faster than the spooler wakes are still cut into segments of at most flush_rows
    rows and (a single larger line aside) segment_max_bytes: objects stay small and compaction has files to merge."""
    large = "Skilled nursing care is covered for up to 100 days per benefit period. " * 4000  # about 290 KB
    outcomes = make_outcomes(40, prefix="burst")
    for index in range(6):
        context = context_for(100 + index)
        outcomes.append((run(outcome_from_script([large], request_id=f"large-{index}", context=context)), context))
    root = tmp_path / "store"
    config = fast_config(root.as_uri(), tmp_path / "spool", flush_rows=10, segment_max_bytes=700_000,
                         flush_interval_s=30, spool_sync_interval_s=0.5)
    with TraceWriter(config) as writer:
        for outcome, context in outcomes:  # all within one sync interval
            writer.enqueue_outcome(outcome, context)
        assert writer.flush(timeout=20)
    files = sorted((root / "traces").rglob("*.parquet"))
    assert len(files) >= sum(len(o.attempts) for o, _ in outcomes) / 10
    for path in files:
        table = pq.read_table(path)
        assert table.num_rows <= 10, path
        assert sum(len(text or "") for text in table.column("output").to_pylist()) <= 700_000, path
    assert read_table(str(root), "traces").num_rows == sum(len(o.attempts) for o, _ in outcomes)


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


# ------------------------------------------------------------------ rows never merged, never lost, never more than documented


def test_a_reused_request_id_keeps_every_row_apart(tmp_path: Path) -> None:
    context = context_for(3)
    first = run(outcome_from_script(SCRIPTS["healed_late"], request_id="caller-7", context=context))
    second = run(outcome_from_script(SCRIPTS["escalated"], request_id="caller-7", context=context))
    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        writer.enqueue_outcome(first, context)
        writer.enqueue_outcome(second, context)
        assert writer.flush(timeout=10)
    rows = read_table(str(root), "traces").to_pylist()
    assert len(rows) == 6 and len({r["row_id"] for r in rows}) == 6
    assert {r["request_id"] for r in rows} == {"caller-7"}
    by_uid: dict[str, list[int]] = {}
    for row in rows:
        by_uid.setdefault(row["request_uid"], []).append(row["attempt"])
    assert sorted(sorted(v) for v in by_uid.values()) == [[1, 2, 3], [1, 2, 3]]


def test_rows_of_cancelled_and_failed_requests_are_kept(tmp_path: Path) -> None:
    from checks.loop import GateOutcome

    context = context_for(5)
    cancelled = GateOutcome("r-cancelled", "cancelled", None, ())  # type: ignore[arg-type]
    healed = run(outcome_from_script(SCRIPTS["escalated"], request_id="r-err", context=context))
    failed = GateOutcome("r-err", "error", None, healed.attempts[:2])  # type: ignore[arg-type]
    (row,) = rows_from_outcome(cancelled, context, TraceMeta(error="cancelled: the client went away", gpu_seconds=0.0))
    assert row["attempt"] == 0 and row["output"] is None and row["status"] == row["decision"] == "cancelled"
    assert row["error"] == "cancelled: the client went away"
    rows = rows_from_outcome(failed, context, TraceMeta(error="TimeoutError: generator"))
    assert [r["attempt"] for r in rows] == [1, 2] and {r["status"] for r in rows} == {"error"}
    assert rows[0]["error"] is None and rows[1]["error"] == "TimeoutError: generator"
    pa.Table.from_pylist([row, *rows], schema=TRACE_SCHEMA)

    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        assert writer.enqueue_outcome(cancelled, context) == 1
        assert writer.enqueue_outcome(failed, context) == 2
        assert writer.flush(timeout=10)
    stored = read_table(str(root), "traces")
    assert sorted(stored.column("status").to_pylist()) == ["cancelled", "error", "error"]


def test_a_reservation_keeps_a_requests_rows_when_the_queue_fills_after_admission(tmp_path: Path) -> None:
    (outcome, context), = make_outcomes(3)[2:]  # 3 attempts
    config = fast_config((tmp_path / "out").as_uri(), tmp_path / "spool", max_queue_rows=6, spool_sync_interval_s=60)
    with TraceWriter(config) as writer:
        reservation = writer.reserve(4)
        assert writer.health()["reserved_rows"] == 4
        writer.reserve(2)  # another request takes the rest
        with pytest.raises(SpoolFullError):
            writer.reserve(1)
        with pytest.raises(SpoolFullError):
            writer.check_capacity()
        with pytest.raises(SpoolFullError):  # without a reservation a full queue refuses ...
            writer.enqueue_outcome(outcome, context)
        assert writer.enqueue_outcome(outcome, context, reservation=reservation) == 3  # ... with one it never does
        reservation.release()  # nothing left to give back: idempotent
        assert writer.health()["reserved_rows"] == 2
        assert writer.flush(timeout=10)
    assert read_table(str(tmp_path / "out"), "traces").num_rows == 3

    with TraceWriter(fast_config((tmp_path / "out2").as_uri(), tmp_path / "spool2", max_queue_rows=4)) as writer:
        with writer.reserve(4):
            with pytest.raises(SpoolFullError):
                writer.reserve(1)
        writer.reserve(4).release()  # released room is usable again
        writer.check_capacity()


def test_phi_and_passage_text_stay_out_of_the_evidence_column() -> None:
    from checks.base import CheckResult, Evidence
    from checks.context import Source
    from checks.loop import AttemptRecord, GateOutcome
    from checks.builtin.phi import PHICheck

    answer = "Call the member at 555-867-5309; SSN 123-45-6789. The plan covers 100 days."
    passage = "The plan covers up to 100 days of skilled nursing care per benefit period. Member Jane Roe, MRN 8812345."
    context = RequestContext(query="q", sources=(Source(id="P1", text=passage),))
    phi = run(PHICheck().check(answer, context))
    assert not phi.passed and len(phi.evidence) == 2
    claim = "The plan covers 100 days."
    grounded = CheckResult(
        name="groundedness", score=0.5, passed=False, fired=True,
        evidence=(Evidence(claim, answer.find(claim), answer.find(claim) + len(claim), {
            "band": "borderline", "best_chunk": passage, "best_source_id": "P1", "verdict": "PARTIAL",
            "quote": "up to 100 days of skilled nursing care", "reason": "partly",
        }),),
    )
    record = AttemptRecord(attempt=1, output=answer, temperature=0.7, results=(phi, grounded), decision="block",
                           feedback_in=None, feedback_out=None, latency_ms={})
    outcome = GateOutcome("r-phi", "blocked", None, (record,), incident_id="inc-1", blocking_checks=("phi",))
    (row,) = rows_from_outcome(outcome, context)
    evidence = json.loads(row["evidence"])
    for identifier in ("555-867-5309", "123-45-6789", "Jane Roe", "8812345", "skilled nursing care"):
        assert identifier not in row["evidence"], identifier
    phi_items = evidence["phi"]["evidence"]
    assert sorted(item["kind"] for item in phi_items) == ["phone", "ssn"]
    for item in phi_items:
        found = next(e for e in phi.evidence if e.start == item["start"])
        assert answer[item["start"]:item["end"]] == found.text  # the offsets point into `output`
        assert item["sha256"] == hashlib.sha256(found.text.encode()).hexdigest()[:16]
    detail = evidence["groundedness"]["evidence"][0]["detail"]
    assert detail["best_chunk"] == {"sha256": hashlib.sha256(passage.encode()).hexdigest()[:16],
                                    "chars": len(passage), "source_id": "P1", "start": 0, "end": len(passage)}
    quote = detail["quote"]
    assert passage[quote["start"]:quote["end"]] == "up to 100 days of skilled nursing care" and quote["source_id"] == "P1"
    assert evidence["groundedness"]["evidence"][0]["text"] == claim  # claims come from the answer, like `output`


def test_store_query_full_keeps_the_text_and_hash_keeps_only_its_digest() -> None:
    context = context_for(2)
    outcome = run(outcome_from_script(SCRIPTS["first_pass"], request_id="r-q", context=context))
    (full,) = rows_from_outcome(outcome, context)
    (hashed,) = rows_from_outcome(outcome, context, store_query="hash")
    assert full["query"] == context.query and hashed["query"] is None
    assert full["query_sha256"] == hashed["query_sha256"] == hashlib.sha256(context.query.encode()).hexdigest()
    with pytest.raises(ValueError):
        TraceConfig(uri="s3://b/p", store_query="encrypted")


def test_spool_files_and_directory_are_private(tmp_path: Path) -> None:
    import os
    import stat

    spool = tmp_path / "spool"
    config = fast_config((tmp_path / "out").as_uri(), spool, spool_sync_interval_s=0.01, flush_interval_s=60)
    outcomes = make_outcomes(2)
    with TraceWriter(config) as writer:
        for outcome, context in outcomes:
            writer.enqueue_outcome(outcome, context)
        deadline = __import__("time").monotonic() + 5
        while not list(spool.glob("*.open")) or writer.stats().queued_rows:
            assert __import__("time").monotonic() < deadline
        assert stat.S_IMODE(os.stat(spool).st_mode) == 0o700
        for path in [*spool.glob("*.open"), spool / ".lock"]:
            assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, path
        writer.flush(timeout=10)


def _open_descriptors() -> set[int]:
    import os

    return {int(fd) for fd in os.listdir("/proc/self/fd")}


def test_a_failed_directory_fsync_neither_leaks_nor_reuses_a_descriptor(tmp_path: Path, monkeypatch) -> None:
    import gate.traces.spool as spool_module
    import gate.traces.upload as upload_module

    real_fsync_directory = spool_module.fsync_directory
    failures = {"left": 0}

    def flaky_fsync_directory(path):
        if failures["left"] > 0:
            failures["left"] -= 1
            raise OSError(5, "Input/output error (injected)")
        return real_fsync_directory(path)

    for module in (spool_module, upload_module):
        monkeypatch.setattr(module, "fsync_directory", flaky_fsync_directory)
    outcomes = make_outcomes(12, prefix="fsync")
    root = tmp_path / "store"
    config = fast_config(root.as_uri(), tmp_path / "spool", flush_interval_s=60)
    bystander = tmp_path / "bystander.txt"
    with TraceWriter(config) as writer:
        before = _open_descriptors()
        failures["left"] = 1  # the directory fsync of the first segment's creation fails
        writer.enqueue_outcome(*outcomes[0])
        wait = __import__("time").monotonic() + 5
        while writer.stats().spool_error is None:
            assert __import__("time").monotonic() < wait
        assert _open_descriptors() - before == set(), "the failed _open_segment leaked a descriptor"
        assert not list((tmp_path / "spool").glob("*.open"))
        assert writer.flush(timeout=10)  # the rows stayed queued and are written once the disk answers

        writer.enqueue_outcome(*outcomes[1])
        failures["left"] = 1  # now the fsync after sealing fails ...
        writer.flush(timeout=2)
        assert failures["left"] == 0
        assert writer._active_fd is None, "the writer kept the number of a descriptor it had closed"
        with open(bystander, "w") as handle:  # ... and a file opened next may get the freed descriptor number
            for outcome, context in outcomes[2:]:
                writer.enqueue_outcome(outcome, context)
            assert writer.flush(timeout=10)
            handle.write("mine")
        assert bystander.read_text() == "mine", "trace rows were written into another file's descriptor"
    rows = read_table(str(root), "traces").column("row_id").to_pylist()
    assert len(rows) == len(set(rows)) == sum(len(o.attempts) for o, _ in outcomes)


def test_s3_puts_need_no_read_rights(s3_server: MotoS3Server, s3_bucket: str) -> None:
    store = S3Store(s3_bucket, "gate", S3Settings(endpoint_url=s3_server.endpoint_url))
    operations: list[str] = []
    store._client.meta.events.register("before-call.s3.*", lambda model, **_: operations.append(model.name))
    assert store.put_if_absent("traces/a.parquet", b"one")
    assert not store.put_if_absent("traces/a.parquet", b"two")
    assert operations == ["PutObject", "PutObject"]  # no HeadObject: a write-only role uploads


def test_a_server_without_conditional_writes_gets_a_clear_error(tmp_path: Path) -> None:
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from gate.traces.store import ConditionalWriteUnsupported
    from tests.s3_server import dummy_aws_env

    class NoConditionals(BaseHTTPRequestHandler):
        def do_PUT(self) -> None:  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            body = b"<Error><Code>NotImplemented</Code><Message>If-None-Match is not supported</Message></Error>"
            self.send_response(501)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), NoConditionals)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with dummy_aws_env():
            settings = S3Settings(endpoint_url=f"http://127.0.0.1:{server.server_port}", max_attempts=1)
            store = S3Store("bucket", settings=settings)
            with pytest.raises(ConditionalWriteUnsupported, match="conditional_writes: false"):
                store.put_if_absent("traces/a.parquet", b"x")
    finally:
        server.shutdown()
        server.server_close()


def test_health_turns_degraded_on_an_outage_and_a_missing_bucket(s3_server: MotoS3Server, s3_bucket: str,
                                                                 tmp_path: Path) -> None:
    outcomes = make_outcomes(4, prefix="health")
    config = fast_config(f"s3://{s3_bucket}/gate", tmp_path / "spool", endpoint_url=s3_server.endpoint_url,
                         flush_interval_s=0.05)
    with TraceWriter(config) as writer:
        health = writer.health()
        assert health["state"] == "ok" and health["spool_rows"] == 0 and health["last_error"] is None
        assert set(health) >= {"state", "spool_rows", "spool_bytes", "upload_failures", "oldest_unuploaded_age_s",
                               "last_error"}
        s3_server.stop()
        writer.enqueue_outcome(*outcomes[0])
        wait = __import__("time").monotonic() + 10
        while writer.health()["state"] == "ok":
            assert __import__("time").monotonic() < wait
        health = writer.health()
        assert health["upload_failures"] >= 1 and health["spool_rows"] > 0 and health["last_error"]
        assert health["oldest_unuploaded_age_s"] > 0
        s3_server.start()
        assert writer.flush(timeout=15)
        assert writer.health()["state"] == "ok" and writer.health()["spool_rows"] == 0

    missing = fast_config("s3://no-such-bucket-here/gate", tmp_path / "spool2", endpoint_url=s3_server.endpoint_url,
                          flush_interval_s=0.05)
    with TraceWriter(missing) as writer:
        writer.enqueue_outcome(*outcomes[1])
        wait = __import__("time").monotonic() + 10
        while writer.health()["state"] == "ok":
            assert __import__("time").monotonic() < wait
        assert "NoSuchBucket" in writer.health()["last_error"]
        writer.close(timeout=0.5)


def test_readers_handle_v1_and_current_rows_alike(tmp_path: Path) -> None:
    root = tmp_path / "store"
    context = context_for(1)
    outcome = run(outcome_from_script(SCRIPTS["healed"], request_id="v1-req", context=context))
    v1_fields = [f for f in TRACE_SCHEMA if f.name not in {
        "request_uid", "route", "models", "prompt_version", "policy_sha256", "sampling", "query", "source_sha256",
        "document", "allowed_identifiers", "reference_codes", "error", "sanitized"}]
    v1_schema = pa.schema(v1_fields)
    v1_rows = []
    for row in rows_from_outcome(outcome, context, TraceMeta(model="external")):
        legacy = {f.name: row[f.name] for f in v1_fields}
        legacy.update(row_id=hashlib.sha256(f"v1-req\n{row['attempt']}".encode()).hexdigest()[:32], schema_version=1,
                      model="external")
        v1_rows.append(legacy)
    legacy_dir = root / "traces" / "date=2025-06-01"
    legacy_dir.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(v1_rows, schema=v1_schema), legacy_dir / "part-old-1.parquet")
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        writer.enqueue_outcome(outcome, context, TraceMeta(route="gate"))
        assert writer.flush(timeout=10)
    table = read_table(str(root), "traces")
    assert table.num_rows == 4
    by_version = {}
    for row in table.to_pylist():
        by_version.setdefault(row["schema_version"], []).append(row)
    assert {r["request_uid"] for r in by_version[1]} == {"v1-req"}  # v1: the caller's ID was the key
    assert {r["route"] for r in by_version[1]} == {"verify"}  # model 'external' meant /v1/verify in v1
    assert {r["route"] for r in by_version[SCHEMA_VERSION]} == {"gate"}
    assert by_version[SCHEMA_VERSION][0]["query"] == context.query
    glob = str(root / "traces" / "*" / "*.parquet")
    count = duckdb.connect().execute(
        f"select count(*) from read_parquet('{glob}', hive_partitioning=true, union_by_name=true)"
    ).fetchone()[0]
    assert count == 4


def test_model_revisions_name_the_weights_they_ran(tmp_path: Path, monkeypatch) -> None:
    from gate.traces.sources import model_revision, models_with_revisions

    model_dir = tmp_path / "nli"
    model_dir.mkdir()
    (model_dir / "config.json").write_text('{"hidden_size": 64}')
    (model_dir / "model.safetensors").write_bytes(b"\x01" * 4096)
    first = model_revision(str(model_dir))
    assert first.startswith(f"{model_dir}@weights:") and len(first.rsplit(":", 1)[1]) == 16
    model_revision.cache_clear()
    (model_dir / "model.safetensors").write_bytes(b"\x02" * 4096)  # new weights, same size and name
    assert model_revision(str(model_dir)) != first

    hub = tmp_path / "hub"
    refs = hub / "models--org--tiny-nli" / "refs"
    refs.mkdir(parents=True)
    (refs / "main").write_text("0123abcd\n")
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    model_revision.cache_clear()
    assert model_revision("org/tiny-nli") == "org/tiny-nli@0123abcd"
    assert model_revision("org/not-cached") == "org/not-cached"
    assert models_with_revisions({"generator": "org/tiny-nli", "judge": None}) == {"generator": "org/tiny-nli@0123abcd"}
    model_revision.cache_clear()


def test_each_check_says_how_its_evidence_is_stored() -> None:
    from checks.base import Evidence
    from checks.context import RequestContext, Source
    from checks.registry import check_class

    context = RequestContext(query="q", sources=[Source(id="S1", text="Deductible: EUR 385 per year.")])
    member = Evidence("W123456789", 10, 20, {"kind": "member_id", "matched": "W123456789"})
    phi_row = check_class("phi").stored_evidence(member, context)
    assert "W123456789" not in json.dumps(phi_row) and phi_row["kind"] == "member_id" and phi_row["start"] == 10
    claim = Evidence("The deductible is EUR 385.", 0, 26, {"best_chunk": "Deductible: EUR 385 per year."})
    grounded = check_class("groundedness").stored_evidence(claim, context)
    assert grounded["text"] == claim.text and grounded["detail"]["best_chunk"]["source_id"] == "S1"
    assert check_class("figures").stored_evidence(claim, context) == claim.to_dict()
    cited = Evidence("S9", 3, 5, {"cited_id": "S9", "note": "free text"})
    assert check_class("citations").incident_evidence(cited) == {"cited_id": "S9", "start": 3, "end": 5, "id": "S9"}
    assert "W123456789" not in json.dumps(check_class("phi").incident_evidence(member))


def test_a_tenants_rows_sources_and_markers_live_under_its_own_root(tmp_path: Path) -> None:
    """Rows of tenant 'clinic-a' go under tenant=clinic-a/ with their passages, policy and request markers; rows of a
    gate without tenants stay at the root; a v2 file (no tenant column) reads with a null tenant."""
    from checks.policy import Policy
    from gate.tenants import tenant_uri
    from gate.traces.request_index import indexed_dates
    from gate.traces.store import LocalStore

    root = tmp_path / "store"
    context = context_for(1)
    blocked = run(outcome_from_script(SCRIPTS["healed"], request_id="shared-id", context=context))
    v2_fields = [f for f in TRACE_SCHEMA if f.name != "tenant"]
    v2_rows = [{f.name: row[f.name] for f in v2_fields} | {"schema_version": 2}
               for row in rows_from_outcome(blocked, context, TraceMeta(route="gate"))]
    old_dir = root / "traces" / "date=2025-06-01"
    old_dir.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(v2_rows, schema=pa.schema(v2_fields)), old_dir / "part-old-1.parquet")
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        writer.enqueue_outcome(blocked, context, TraceMeta(route="gate", tenant="clinic-a", policy=Policy.load()))
        writer.enqueue_override("shared-id", "ann", "agree", tenant="clinic-a", reviewer_kind="reviewer")
        assert writer.flush(timeout=10)
    tenant_root = tenant_uri(str(root), "clinic-a")
    rows = read_table(tenant_root, "traces").to_pylist()
    assert len(rows) == len(blocked.attempts) and {r["tenant"] for r in rows} == {"clinic-a"}
    override = read_table(tenant_root, "overrides").to_pylist()
    assert [(o["reviewer"], o["reviewer_kind"], o["tenant"]) for o in override] == [("ann", "reviewer", "clinic-a")]
    keys = LocalStore(root).list_keys("")
    tenant_keys = [k for k in keys if k.startswith("tenant=clinic-a/")]
    assert any(k.startswith("tenant=clinic-a/sources/") for k in tenant_keys)
    assert any(k.startswith("tenant=clinic-a/policies/") for k in tenant_keys)
    assert not any(k.startswith(("sources/", "policies/", "request_index/")) for k in keys)
    assert indexed_dates(LocalStore(root / "tenant=clinic-a"), "shared-id")
    assert not indexed_dates(LocalStore(root), "shared-id")
    legacy = read_table(str(root), "traces").to_pylist()  # the root: only the rows written before tenants
    assert {(r["schema_version"], r["tenant"]) for r in legacy} == {(2, None)}
