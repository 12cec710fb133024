"""The request index: one empty marker object per (request ID, date) whose trace rows are stored.

    <root>/request_index/<request_id>/date=YYYY-MM-DD

Why a marker: "did any replica answer this request ID?" (`POST /v1/overrides`) and "what became
of it?" (`GET /v1/requests/{id}`) used to scan the whole `traces` table with a filter on
`request_id`, so every lookup of an ID that is not there cost a read of every file, and a caller
could load a replica and the store with made-up IDs. Request IDs are the caller's (no time in
them) and `traces` is partitioned by date only, so no partition can be ruled out from the ID
itself; a per-replica negative cache does not bound anything either (each new made-up ID misses
it). A marker written with the rows makes the lookup one LIST of `request_index/<id>/`, whatever
the table holds, and its key names the dates, so reading the request's rows lists only those
partitions.

Written by the uploader for every request ID of a segment's `traces` rows, after the rows'
Parquet object is stored (a marker always names stored rows), with the same conditional put,
encryption and Object Lock as every object; a segment uploaded again after a crash writes its
markers again (already there: nothing written). A request ID reused on one day has one marker;
one used on several days, one per day. Compaction keeps rows in their date, so markers stay true.
Lookups only LIST (never GET), so the markers may live in any storage class. Rows stored before
the index existed (or written by other tools) have no marker: `index_requests` (run once,
`scripts/index_requests.py URI`) writes theirs.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor

from gate.traces.store import ObjectStore, S3Settings, open_store, read_table

logger = logging.getLogger(__name__)

REQUEST_INDEX_PREFIX = "request_index"
MARKER_PUT_THREADS = 16
"""Marker puts in flight at once per segment (a segment of 1,000 rows holds a few hundred requests)."""

_KEY_SAFE_ID = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")  # the API's REQUEST_ID_PATTERN
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _safe(request_id: str) -> bool:
    return bool(_KEY_SAFE_ID.match(request_id)) and request_id not in (".", "..")


def marker_key(request_id: str, date: str) -> str | None:
    """The marker of `request_id` on `date` (YYYY-MM-DD), or None for an ID that cannot be a key part.

    Every ID the API accepts can; only rows written by other tools may hold one that cannot (and
    no override or status request can name it either)."""
    if not _safe(request_id) or not _DATE.match(date):
        return None
    return f"{REQUEST_INDEX_PREFIX}/{request_id}/date={date}"


def indexed_dates(store: ObjectStore, request_id: str) -> list[str]:
    """The dates (YYYY-MM-DD, oldest first) on which `request_id` has stored trace rows: one LIST."""
    if not _safe(request_id):
        return []
    prefix = f"{REQUEST_INDEX_PREFIX}/{request_id}/"
    return [key[len(prefix) + len("date="):] for key in store.list_keys(prefix) if key.startswith(f"{prefix}date=")]


def put_markers(store: ObjectStore, keys: Iterable[str]) -> int:
    """Store the marker objects `keys` (empty bodies), a few at a time; how many were new. Raises on a failed put."""
    keys = list(keys)
    if not keys:
        return 0
    with ThreadPoolExecutor(max_workers=min(MARKER_PUT_THREADS, len(keys)), thread_name_prefix="trace-index") as pool:
        return sum(pool.map(lambda key: store.put_if_absent(key, b""), keys))


def index_requests(
    uri: str,
    *,
    endpoint_url: str | None = None,
    since: dt.date | str | None = None,
    until: dt.date | str | None = None,
    store: ObjectStore | None = None,
) -> int:
    """Write the markers of every request ID in `traces` (within `since`..`until`); how many were new.

    Once, for rows stored before the index existed; reads only the `request_id` column. Needs the
    rights of a writer (PutObject) and of a reader (list, get)."""
    store = store or open_store(uri, S3Settings(endpoint_url=endpoint_url))
    table = read_table(uri, "traces", endpoint_url=endpoint_url, since=since, until=until,
                       columns=["request_id"])
    pairs = {(request_id, date) for request_id, date in zip(table.column("request_id").to_pylist(),
                                                            table.column("date").to_pylist())}
    keys = sorted(key for key in (marker_key(rid, date) for rid, date in pairs) if key is not None)
    skipped = len(pairs) - len(keys)
    if skipped:
        logger.warning("%d request ID(s) in the traces cannot be a key part: not indexed", skipped)
    return put_markers(store, keys)
