#!/usr/bin/env python
"""Write the request index markers of trace rows stored before the index existed (once, after upgrading).

    python scripts/index_requests.py URI [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--endpoint-url URL] \
        [--sse aws:kms --kms-key-id KEY] [--object-lock-mode COMPLIANCE --object-lock-retain-days 2190]

Writers index what they upload (`gate/traces/request_index.py`); rows without a marker are not found
by `POST /v1/overrides` or `GET /v1/requests/{id}` from a replica that did not answer them. Reads only
the `request_id` column of `traces`; markers already there are left as they are, so a second run is harmless.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from gate.traces.request_index import index_requests  # noqa: E402
from gate.traces.store import S3Settings, open_store  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("uri", help="the trace root: s3://bucket/prefix or a directory")
    parser.add_argument("--since", help="first date partition (YYYY-MM-DD), inclusive")
    parser.add_argument("--until", help="last date partition (YYYY-MM-DD), inclusive")
    parser.add_argument("--endpoint-url", help="S3 endpoint (default: AWS_ENDPOINT_URL_S3, then AWS_ENDPOINT_URL)")
    parser.add_argument("--sse", choices=["AES256", "aws:kms"], help="server-side encryption of the markers (as the writer's)")
    parser.add_argument("--kms-key-id", help="KMS key with --sse aws:kms")
    parser.add_argument("--object-lock-mode", choices=["GOVERNANCE", "COMPLIANCE"], help="Object Lock of the markers")
    parser.add_argument("--object-lock-retain-days", type=int, help="retain the markers this many days")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    store = open_store(args.uri, S3Settings(endpoint_url=args.endpoint_url, sse=args.sse, kms_key_id=args.kms_key_id,
                                            object_lock_mode=args.object_lock_mode,
                                            object_lock_retain_days=args.object_lock_retain_days))
    written = index_requests(args.uri, endpoint_url=args.endpoint_url, since=args.since, until=args.until, store=store)
    print(f"{written} marker(s) written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
