"""Overrides and request status for a request another replica answered, found through the request index
(`gate/traces/request_index.py`) on moto's S3 server: a request known only from its trace rows (it passed,
so it has no review case, and this replica never saw it) is accepted, an unknown one gets 404
`unknown_request`, rows stored before the index existed are found once `scripts/index_requests.py` ran,
and a request's status reads only the partitions its markers name (a broken file elsewhere in the
table does not matter)."""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import subprocess
import sys
import uuid
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gate.traces.schema import rows_to_table
from tests.payer_texts import GOOD, SOURCE
from tests.s3_server import MotoS3Server, moto_s3_server
from tests.test_review import API, QUERY, TENANT_ROOT, Replica

REPO = Path(__file__).resolve().parents[1]
OVERRIDE = {"verdict": "agree"}


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """Replicas a and b (each its own writer and spool: test_review's `Replica`) on one moto bucket."""
    with contextlib.ExitStack() as stack:
        s3 = stack.enter_context(moto_s3_server())
        bucket = s3.create_bucket("overrides-lookup")
        uri = f"s3://{bucket}/gate"
        tmp = tmp_path_factory.mktemp("lookup")
        a, b = (Replica(name, uri, s3.endpoint_url, tmp / f"spool-{name}", [GOOD] * 10) for name in ("gate-a", "gate-b"))
        for replica in (a, b):
            stack.callback(replica.writer.close, timeout=10)
        yield a, b, s3, bucket, uri


def put_rows_without_markers(s3: MotoS3Server, bucket: str, key: str, request_ids: list[str], day: dt.datetime) -> None:
    """Trace rows as a writer from before the request index stored them: a Parquet object, no markers."""
    rows = [{"schema_version": 2, "row_id": uuid.uuid4().hex, "request_id": rid, "request_uid": uuid.uuid4().hex,
             "route": "gate", "ts": day, "attempt": 1, "profile": "deterministic", "model": "scripted",
             "query_sha256": "0" * 64, "source_ids": ["1"], "scores": {"citations": 1.0}, "failed": [], "fired": [],
             "evidence": "{}", "decision": "pass", "latency_ms": {}, "judge_calls": 0, "errors": {},
             "status": "passed", "output": GOOD} for rid in request_ids]
    sink = io.BytesIO()
    pq.write_table(rows_to_table("traces", rows), sink)
    s3.client().put_object(Bucket=bucket, Key=key, Body=sink.getvalue())


async def test_a_request_known_only_from_its_trace_rows_is_accepted_and_an_unknown_one_is_404(shared):
    a, b, s3, bucket, _ = shared
    async with a.client() as client:
        passed = await client.post("/v1/gate", headers=API, json={
            "query": QUERY, "sources": [SOURCE], "profile": "deterministic", "max_attempts": 1, "request_id": "passed-on-a"})
    assert passed.status_code == 200 and passed.json()["status"] == "passed", passed.text
    assert a.writer.flush(timeout=20)
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    index = f"{TENANT_ROOT}/request_index/"
    markers = [o["Key"] for o in s3.client().list_objects_v2(Bucket=bucket, Prefix=index).get("Contents", [])]
    assert f"{index}passed-on-a/date={today}" in markers
    cases = s3.client().list_objects_v2(Bucket=bucket, Prefix=f"{TENANT_ROOT}/review/cases/passed-on-a/").get("KeyCount")
    assert cases == 0  # it passed: nothing but its trace rows knows it
    async with b.client() as client:
        known = await client.post("/v1/overrides", headers=API, json={**OVERRIDE, "request_id": "passed-on-a"})
        unknown = await client.post("/v1/overrides", headers=API, json={**OVERRIDE, "request_id": "never-answered"})
        status = await client.get("/v1/requests/passed-on-a", headers=API)
        no_status = await client.get("/v1/requests/never-answered", headers=API)
    assert known.status_code == 201 and known.json()["request_id"] == "passed-on-a", known.text
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "unknown_request", unknown.text
    assert unknown.json()["error"]["param"] == "request_id"
    assert status.status_code == 200 and status.json()["status"] == "passed" and status.json()["output"] == GOOD
    assert no_status.status_code == 404 and no_status.json()["error"]["code"] == "unknown_request"


async def test_rows_stored_before_the_index_are_found_once_it_is_backfilled(shared):
    _, b, s3, bucket, uri = shared
    day = dt.datetime(2026, 3, 4, 9, tzinfo=dt.timezone.utc)
    put_rows_without_markers(s3, bucket, "gate/traces/date=2026-03-04/part-old-writer.parquet", ["old-1", "old-2"], day)
    async with b.client() as client:
        before = await client.post("/v1/overrides", headers=API, json={**OVERRIDE, "request_id": "old-1"})
        assert before.status_code == 404 and before.json()["error"]["code"] == "unknown_request"
        backfill = subprocess.run([sys.executable, str(REPO / "scripts" / "index_requests.py"), uri, "--since",
                                   "2026-03-04", "--until", "2026-03-04", "--endpoint-url", s3.endpoint_url],
                                  capture_output=True, text=True, timeout=120)
        assert backfill.returncode == 0, backfill.stderr
        assert backfill.stdout.strip() == "2 marker(s) written"
        after = await client.post("/v1/overrides", headers=API, json={**OVERRIDE, "request_id": "old-1"})
        status = await client.get("/v1/requests/old-2", headers=API)
        still_unknown = await client.post("/v1/overrides", headers=API, json={**OVERRIDE, "request_id": "old-3"})
    assert after.status_code == 201, after.text
    assert status.status_code == 200 and status.json()["status"] == "passed"
    assert still_unknown.status_code == 404


async def test_a_requests_status_reads_only_the_partitions_its_markers_name(shared):
    _, b, s3, bucket, uri = shared
    day = dt.datetime(2026, 5, 6, 9, tzinfo=dt.timezone.utc)
    put_rows_without_markers(s3, bucket, "gate/traces/date=2026-05-06/part-old-writer.parquet", ["may-1"], day)
    # Another day's file cannot be read at all: a whole-table scan would fail on it.
    s3.client().put_object(Bucket=bucket, Key="gate/traces/date=2026-05-07/part-broken.parquet", Body=b"not parquet")
    subprocess.run([sys.executable, str(REPO / "scripts" / "index_requests.py"), uri, "--since", "2026-05-06",
                    "--until", "2026-05-06", "--endpoint-url", s3.endpoint_url], check=True, capture_output=True, timeout=120)
    async with b.client() as client:
        status = await client.get("/v1/requests/may-1", headers=API)
        override = await client.post("/v1/overrides", headers=API, json={**OVERRIDE, "request_id": "may-1"})
    assert status.status_code == 200 and status.json()["status"] == "passed", status.text
    assert override.status_code == 201
