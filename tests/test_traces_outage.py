"""The trace writer loses nothing: S3 outages, a SIGKILLed writer, a crash between upload and delete, a full spool."""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gate.traces import SpoolFullError, TraceWriter, read_table
from tests.audit_helpers import assert_store_verifies
from tests.s3_server import MotoS3Server, free_port
from tests.trace_helpers import fast_config, make_outcomes

REPO_ROOT = Path(__file__).resolve().parents[1]


def wait_for(condition, timeout: float = 10.0, message: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {message}")
        time.sleep(0.02)


def traces_in_s3(server: MotoS3Server, uri: str) -> list[str]:
    """Every row_id stored under uri/traces (duplicates kept)."""
    return read_table(uri, "traces", endpoint_url=server.endpoint_url).column("row_id").to_pylist()


def test_rows_wait_out_an_s3_outage_and_land_exactly_once(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path
) -> None:
    outcomes = make_outcomes(24, prefix="outage")
    expected_rows = sum(len(o.attempts) for o, _ in outcomes)
    uri = f"s3://{s3_bucket}/gate"
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, flush_interval_s=0.05)
    writer = TraceWriter(config).start()
    try:
        before, during, after = outcomes[:8], outcomes[8:16], outcomes[16:]
        queued_before = sum(writer.enqueue_outcome(outcome, context) for outcome, context in before)
        wait_for(lambda: writer.stats().uploaded_rows == queued_before, message="upload")

        s3_server.stop()
        for outcome, context in during:
            writer.check_capacity()  # an outage alone does not refuse requests
            writer.enqueue_outcome(outcome, context)
            time.sleep(0.01)
        wait_for(lambda: writer.stats().upload_failures >= 2, message="failed uploads")
        stats = writer.stats()
        assert stats.spooled_rows + stats.queued_rows > 0 and stats.last_upload_error
        assert not writer.flush(timeout=0.3)  # nothing can be flushed while S3 is down

        s3_server.start()  # same port, same buckets
        for outcome, context in after:
            writer.enqueue_outcome(outcome, context)
        assert writer.flush(timeout=20)
    finally:
        writer.close(timeout=5)

    row_ids = traces_in_s3(s3_server, uri)
    assert len(row_ids) == expected_rows
    assert len(set(row_ids)) == expected_rows
    assert writer.stats().spooled_rows == 0


def test_a_killed_writer_leaves_a_spool_the_next_one_uploads_once(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path
) -> None:
    uri = f"s3://{s3_bucket}/gate"
    spool = tmp_path / "spool"
    unreachable = f"http://127.0.0.1:{free_port()}"
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.trace_writer_child", "--uri", uri, "--spool-dir", str(spool),
         "--endpoint-url", unreachable, "--count", "12"],
        cwd=REPO_ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
    )
    try:
        ready, _, _ = select.select([child.stdout], [], [], 30)
        line = child.stdout.readline().strip() if ready else ""
        assert line.startswith("READY"), f"child did not spool its rows: {line!r}"
        expected_rows = int(line.split()[1])
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL

    sealed = sorted(spool.glob("*.jsonl"))
    still_open = sorted(spool.glob("*.open"))
    assert sealed and still_open, "the crash should leave sealed and open segments"
    with open(still_open[0], "ab") as segment:  # as if the kill had landed in the middle of a write
        segment.write(b'{"t": "traces", "r": {"row_id": "torn')
    left_by_crash = tmp_path / "left-by-crash"
    shutil.copytree(spool, left_by_crash, ignore=shutil.ignore_patterns(".lock"))

    config = fast_config(uri, spool, endpoint_url=s3_server.endpoint_url)
    with TraceWriter(config) as writer:
        assert writer.flush(timeout=15)
        assert writer.stats().uploaded_rows == expected_rows
    row_ids = traces_in_s3(s3_server, uri)
    trace_rows = sum(len(o.attempts) for o, _ in make_outcomes(12, prefix="crash"))
    assert len(row_ids) == len(set(row_ids)) == trace_rows
    assert not list(spool.glob("*.jsonl")) and not list(spool.glob("*.open"))

    # A crash after the upload but before the segments were deleted: the same segments come back.
    for segment in left_by_crash.iterdir():
        shutil.copy2(segment, spool / segment.name)
    with TraceWriter(config) as writer:
        assert writer.flush(timeout=15)
        stats = writer.stats()
    assert stats.uploaded_rows == 0 and stats.already_present_objects > 0
    row_ids = traces_in_s3(s3_server, uri)
    assert len(row_ids) == len(set(row_ids)) == trace_rows
    assert_store_verifies(uri, s3_server.endpoint_url)  # no chain break from the crash or the second upload


def test_a_full_spool_refuses_requests_and_keeps_every_accepted_row(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path
) -> None:
    uri = f"s3://{s3_bucket}/gate"
    s3_server.stop()  # S3 unreachable from the start
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, max_spool_bytes=8000,
                         flush_interval_s=0.05)
    outcomes = make_outcomes(60, prefix="full")
    accepted = []
    with TraceWriter(config) as writer:
        with pytest.raises(SpoolFullError, match="budget"):
            for outcome, context in outcomes:
                writer.check_capacity()
                writer.enqueue_outcome(outcome, context)
                accepted.append(outcome)
                wait_for(lambda: writer.stats().queued_rows == 0, message="spooling")
        assert 0 < len(accepted) < len(outcomes)
        stats = writer.stats()
        assert stats.spool_bytes >= 8000 and stats.uploaded_rows == 0

        s3_server.start()
        assert writer.flush(timeout=20)
        writer.check_capacity()  # room again once the spool is uploaded

    row_ids = traces_in_s3(s3_server, uri)
    assert len(row_ids) == len(set(row_ids)) == sum(len(o.attempts) for o in accepted)


def test_a_segment_that_is_not_parquet_material_is_set_aside(tmp_path: Path) -> None:
    spool = tmp_path / "spool"
    spool.mkdir()
    (spool / "old-0123.jsonl").write_text('{"t": "traces", "r": {"row_id": 7}}\n')
    root = tmp_path / "store"
    outcomes = make_outcomes(2, prefix="after-bad")
    with TraceWriter(fast_config(root.as_uri(), spool)) as writer:
        for outcome, context in outcomes:
            writer.enqueue_outcome(outcome, context)
        writer.flush(timeout=10)
        stats = writer.stats()
    assert stats.rejected_segments == 1 and stats.spooled_rows == 0
    assert (spool / "rejected" / "old-0123.jsonl").exists()
    assert read_table(str(root), "traces").num_rows == sum(len(o.attempts) for o, _ in outcomes)


def test_a_spool_that_fills_after_admission_keeps_the_admitted_requests_rows(
    s3_server: MotoS3Server, s3_bucket: str, tmp_path: Path
) -> None:
    uri = f"s3://{s3_bucket}/gate"
    s3_server.stop()  # nothing can be uploaded: the spool only grows
    config = fast_config(uri, tmp_path / "spool", endpoint_url=s3_server.endpoint_url, max_spool_bytes=6000,
                         flush_interval_s=0.05)
    outcomes = make_outcomes(40, prefix="admitted")
    admitted_outcome, admitted_context = outcomes[2]  # three attempts
    with TraceWriter(config) as writer:
        reservation = writer.reserve(len(admitted_outcome.attempts) + 1)  # admitted while there was room
        others = []
        with pytest.raises(SpoolFullError, match="budget"):
            for outcome, context in outcomes[3:]:
                writer.check_capacity()
                writer.enqueue_outcome(outcome, context)
                others.append(outcome)
                wait_for(lambda: writer.stats().queued_rows == 0, message="spooling")
        assert writer.health()["state"] == "degraded"
        # the admitted request finishes now: its rows are kept although the spool is over budget
        assert writer.enqueue_outcome(admitted_outcome, admitted_context, reservation=reservation) == 3
        s3_server.start()
        assert writer.flush(timeout=20)
    rows = read_table(uri, "traces", endpoint_url=s3_server.endpoint_url)
    assert sorted(set(rows.column("request_id").to_pylist())) == sorted(
        [admitted_outcome.request_id] + [o.request_id for o in others])
    assert rows.num_rows == 3 + sum(len(o.attempts) for o in others)
