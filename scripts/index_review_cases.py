#!/usr/bin/env python
"""Index the review cases and decisions stored before the queue index existed (once, after upgrading).

    python scripts/index_review_cases.py URI [--endpoint-url URL] [--threads 16] \
        [--sse aws:kms --kms-key-id KEY] [--object-lock-mode COMPLIANCE --object-lock-retain-days 2190]

URI is the root a ReviewStore opens (the trace root, or a tenant's `<uri>/tenant=<name>`): run it
once per root. The desk's queue (`GET /v1/review/queue`, `/review`) reads the index that
`ReviewStore.open_case` and `put_decision` write (`gate/review/queue.py`); a case stored before
has no entry and is in no page and no count until this runs. It lists every case, decision and
index entry, reads only what is not indexed yet, writes the missing entries (a decided case's
pending entry is deleted), then recounts the index into the counters. Entries already there are
left as they are, so a second run is harmless (and sets the counts right if decisions were taken
while the first one counted). Needs the rights of a writer (PutObject, DeleteObject on
`review/queue/`) and of a reader (list, get).
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from gate.review.store import ReviewStore  # noqa: E402
from gate.traces.store import S3Settings  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("uri", help="the review store's root: s3://bucket/prefix or a directory")
    parser.add_argument("--endpoint-url", help="S3 endpoint (default: AWS_ENDPOINT_URL_S3, then AWS_ENDPOINT_URL)")
    parser.add_argument("--threads", type=int, default=16, help="cases and decisions read at once")
    parser.add_argument("--sse", choices=["AES256", "aws:kms"], help="server-side encryption of the entries (as the writer's)")
    parser.add_argument("--kms-key-id", help="KMS key with --sse aws:kms")
    parser.add_argument("--object-lock-mode", choices=["GOVERNANCE", "COMPLIANCE"], help="Object Lock of the entries")
    parser.add_argument("--object-lock-retain-days", type=int, help="retain the entries this many days")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    store = ReviewStore.open(args.uri, S3Settings(endpoint_url=args.endpoint_url, sse=args.sse, kms_key_id=args.kms_key_id,
                                                  object_lock_mode=args.object_lock_mode,
                                                  object_lock_retain_days=args.object_lock_retain_days))
    result = store.index_existing_cases(threads=args.threads)
    newly = result["indexed_pending"] + result["indexed_decided"]
    counts = ", ".join(f"{status} {n}" for status, n in result["counts"].items())
    print(f"{result['cases']} case(s), {newly} newly indexed ({result['indexed_pending']} pending, "
          f"{result['indexed_decided']} decided); counts: {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
