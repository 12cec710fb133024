"""A trace writer in its own process, for the crash test: it spools rows it cannot upload, then waits to be killed.

    python -m tests.trace_writer_child --uri s3://bucket/p --spool-dir DIR --endpoint-url URL --count N

The endpoint is expected to be unreachable. The first half of the requests is sealed into
segments by a flush (whose uploads fail), the second half stays in the open segment. Once every
row is fsynced to the spool, it prints `READY <rows>` and sleeps until it is killed.
"""

from __future__ import annotations

import argparse
import sys
import time

from gate.traces import TraceConfig, TraceMeta, TraceWriter
from tests.trace_helpers import make_outcomes


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--uri", required=True)
    parser.add_argument("--spool-dir", required=True)
    parser.add_argument("--endpoint-url", required=True)
    parser.add_argument("--count", type=int, default=12)
    parser.add_argument("--prefix", default="crash")
    args = parser.parse_args()

    config = TraceConfig(
        uri=args.uri,
        spool_dir=args.spool_dir,
        replica_id="child",
        endpoint_url=args.endpoint_url,
        flush_rows=1_000_000,  # only flush() seals a segment
        flush_interval_s=3600,
        spool_sync_interval_s=0.01,
        upload_attempts=1,
        backoff_initial_s=0.05,
        backoff_max_s=0.2,
        connect_timeout_s=0.5,
    )
    writer = TraceWriter(config).start()
    outcomes = make_outcomes(args.count, prefix=args.prefix)
    half = len(outcomes) // 2
    rows = sum(writer.enqueue_outcome(outcome, context, TraceMeta(gpu_seconds=1.0)) for outcome, context in outcomes[:half])
    if writer.flush(timeout=0.5):
        print("UNEXPECTED upload succeeded", flush=True)
        return 1
    while writer.stats().upload_failures == 0:  # the sealed segment's upload was tried
        time.sleep(0.01)
    time.sleep(0.1)  # let the spooler consume the flush's last seal request before the second half arrives
    rows += sum(writer.enqueue_outcome(outcome, context, TraceMeta(gpu_seconds=1.0)) for outcome, context in outcomes[half:])
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        stats = writer.stats()
        if stats.queued_rows == 0 and stats.spooled_rows == rows and stats.upload_failures > 0:
            print(f"READY {rows}", flush=True)
            break
        time.sleep(0.02)
    else:
        print(f"NOT READY {writer.stats()}", flush=True)
        return 1
    time.sleep(600)  # the parent kills this process with SIGKILL
    return 0


if __name__ == "__main__":
    sys.exit(main())
