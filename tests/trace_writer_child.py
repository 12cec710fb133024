"""A trace writer in its own process, for the crash test: it spools rows it cannot upload, then waits to be killed.

    python -m tests.trace_writer_child --uri s3://bucket/p --spool-dir DIR --endpoint-url URL --count N

The endpoint is expected to be unreachable, so sealed segments stay in the spool. Once every row
is fsynced to the spool and at least one upload has failed, it prints `READY <rows>` and sleeps.
"""

from __future__ import annotations

import argparse
import sys
import time

from gate.traces import TraceConfig, TraceWriter
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
        flush_rows=10,  # some segments are sealed (upload attempted), the rest stays in an open segment
        flush_interval_s=3600,
        spool_sync_interval_s=0.01,
        upload_attempts=1,
        backoff_initial_s=0.05,
        backoff_max_s=0.2,
        connect_timeout_s=0.5,
    )
    writer = TraceWriter(config).start()
    rows = 0
    for outcome, context in make_outcomes(args.count, prefix=args.prefix):
        rows += writer.enqueue_outcome(outcome, context, gpu_seconds=1.0)
        time.sleep(0.02)  # let the spooler write each request in its own batch
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
