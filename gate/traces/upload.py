"""The uploader: sealed segments to Parquet objects in the store, with their passages and policies
and the request index's markers (`gate/traces/request_index.py`), incident pages staged in the webhook outbox, and lines that cannot be stored set aside in `rejected/`.

With the audit chain on, a row set aside leaves a tombstone in the store (written before the segment is touched), and
after each upload every tenant whose rows it carried gets a checkpoint (`gate.traces.checkpoints`); a checkpoint that
cannot be written waits (with its own backoff) without holding back segments, and is written at the next chance.
"""

from __future__ import annotations

import collections
import json
import logging
import os
import random
import time
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from gate.traces.chain import encode_object, tombstone_key, utc_iso
from gate.traces.schema import (
    BLOB_TABLES,
    SCHEMAS,
    TENANT_FIELD,
    TRACES,
    blob_bytes,
    blob_key,
    decode_row,
    partition_date,
    rows_to_table,
    sanitize_row,
    tenant_prefix,
)
from gate.traces.request_index import marker_key, put_markers
from gate.traces.spool import DIR_MODE, FILE_MODE, REJECTED_DIR, SEALED_SUFFIX, Segment
from gate.traces.durable import fsync_directory

logger = logging.getLogger(__name__)


class SegmentUploader:
    """The uploader thread's half of `TraceWriter`: retries with backoff, put-if-absent objects per
    table and partition, blob staging, set-aside rows. State lives on the writer."""

    def _upload_loop(self) -> None:
        while not self._uploader_stopping.is_set():
            try:
                self._upload_until_stopped()
            except Exception:  # never let the uploader die: segments wait in the spool
                logger.exception("trace uploader failed; restarting it")
                time.sleep(self.config.backoff_initial_s)
        self._write_checkpoints(force=True)  # a checkpoint still owed (one try): stopping leaves none behind

    def _write_checkpoints(self, *, force: bool = False) -> None:
        """Write the checkpoints that are due (after an upload, or a day since the last); on a store error, back
        off and try again later. Never raises: rows and segments do not wait for checkpoints."""
        checkpoints = self._checkpoints
        if checkpoints is None or self._store is None:
            return
        if not force and time.monotonic() < self._checkpoint_retry_at:
            return
        try:
            if not checkpoints.due():
                return
            checkpoints.write_due(self._store)
        except Exception as exc:  # noqa: BLE001 - the store or the state file: retried with backoff
            with self._cond:
                self._checkpoint_failures += 1
                self._last_checkpoint_error = f"{type(exc).__name__}: {exc}"
                failures = self._checkpoint_failures
            delay = min(self.config.backoff_max_s, self.config.backoff_initial_s * 2.0 ** min(failures - 1, 30))
            self._checkpoint_retry_at = time.monotonic() + delay * random.uniform(0.5, 1.0)
            logger.warning("audit checkpoint write failed (%d in a row, retrying later): %s", failures, exc)
        else:
            with self._cond:
                self._checkpoint_failures = 0
                self._last_checkpoint_error = None

    def _upload_until_stopped(self) -> None:
        next_attempt = 0.0
        while not self._uploader_stopping.is_set():
            backing_off = self._consecutive_failures > 0
            self._upload_now.wait(timeout=max(0.01, next_attempt - time.monotonic()) if backing_off else 1.0)
            self._upload_now.clear()
            if self._uploader_stopping.is_set():
                return
            if backing_off and time.monotonic() < next_attempt and not self._retry_now.is_set():
                continue
            self._retry_now.clear()
            with self._cond:
                pending = list(self._sealed.values())  # oldest first: recovered segments, then in sealing order
                if not pending:
                    self._consecutive_failures = 0  # nothing left to retry
            for segment in pending:
                if self._uploader_stopping.is_set():
                    return
                try:
                    self._upload_segment(segment)
                except Exception as exc:  # network, S3 or local store errors: the segment waits and is retried
                    delay = self._register_upload_failure(segment, exc)
                    next_attempt = time.monotonic() + delay
                    break
                else:
                    with self._cond:
                        self._consecutive_failures = 0
            self._write_checkpoints()  # the daily one, or one a failure left owed

    def _register_upload_failure(self, segment: Segment, exc: Exception) -> float:
        with self._cond:
            self._upload_failures += 1
            self._consecutive_failures += 1
            self._last_upload_error = f"{type(exc).__name__}: {exc}"
            failures = self._consecutive_failures
        delay = min(self.config.backoff_max_s, self.config.backoff_initial_s * 2.0 ** min(failures - 1, 30))
        delay *= random.uniform(0.5, 1.0)
        logger.warning(
            "trace upload of segment %s failed (%d in a row, retrying in %.2fs): %s",
            segment.name, failures, delay, exc,
        )
        return delay

    def _upload_segment(self, segment: Segment) -> None:
        """Upload a sealed segment as one Parquet object per (tenant, table, date) and its request markers, then delete it.

        A row of a tenant goes under the tenant's root (`tenant=<name>/`), with its sources, policy and markers.

        Lines that cannot be stored (not JSON, not the table's schema) are set aside in
        `rejected/<segment>.jsonl` first; the segment's other rows are uploaded as usual."""
        try:
            objects, rejected = self._segment_objects(segment)
        except FileNotFoundError:
            logger.error("trace segment %s vanished from the spool before it was uploaded", segment.path)
            with self._cond:
                self._sealed.pop(segment.name, None)
                self._spool_bytes -= segment.bytes
            return
        assert self._store is not None
        for tenant, tombstone in segment.tombstones:  # before the lines are moved: a crash writes them again
            key = tenant_prefix(tenant or None) + tombstone_key(tombstone["slot"], tombstone["seq"])
            self._store.put_if_absent(key, encode_object(tombstone))
        if rejected:
            self._set_aside(segment, rejected, whole=not objects)
            if not objects:
                self._record_checkpoints(segment)
                return
        written_rows = 0
        for key, (data, rows) in objects.items():
            written = self._store.put_if_absent(key, data)
            if rows == 0:  # a source or policy: content-addressed, so "already there" is the usual case
                continue
            if written:
                written_rows += rows
                with self._cond:
                    self._uploaded_objects += 1
            else:
                logger.info("trace object %s already exists (segment re-uploaded after a crash): skipped", key)
                with self._cond:
                    self._already_present_objects += 1
        put_markers(self._store, segment.markers)  # after the rows: a marker names stored rows
        self._record_checkpoints(segment)
        segment.path.unlink(missing_ok=True)
        fsync_directory(self._spool_dir)
        with self._cond:
            self._sealed.pop(segment.name, None)
            self._spool_bytes -= segment.bytes
            self._uploaded_rows += written_rows
            self._sanitized_rows += segment.sanitized
        if segment.sanitized:
            logger.warning("trace segment %s: the text of %d row(s) was not valid Unicode and was stored repaired"
                           " (their 'sanitized' column names the columns)", segment.name, segment.sanitized)
        logger.debug("trace segment %s uploaded (%d rows in %d objects)", segment.name, segment.rows, len(objects))

    def _record_checkpoints(self, segment: Segment) -> None:
        """The segment is stored: its tenants' chain heads and objects go to the checkpoint state (saved), and
        their checkpoints are written now if the store lets us (else later: see `_write_checkpoints`)."""
        checkpoints = self._checkpoints
        if checkpoints is None or not segment.chain_heads:
            return
        for tenant, (seq, digest) in segment.chain_heads.items():
            checkpoints.record(tenant, seq, digest, segment.tenant_objects.get(tenant, []))
        checkpoints.save()  # raises OSError: the segment is retried (its objects are found already stored)
        self._write_checkpoints()  # now, unless checkpoint writes are failing and backing off

    def _segment_objects(self, segment: Segment) -> tuple[dict[str, tuple[bytes, int]], list[tuple[int, bytes, str]]]:
        """The segment's objects {key: (body, table rows)} and the lines that cannot be stored (number, line, why).

        Text that is not valid Unicode (lone surrogates) is repaired by `sanitize_row` and stored;
        a line that still does not convert is isolated, so it never holds back the other rows."""
        groups: dict[tuple[str, str, str], list[tuple[dict[str, Any], int, bytes]]] = collections.defaultdict(list)
        tenants: dict[str, str] = {}  # root prefix -> tenant name ('' for the root)
        tenant_objects: dict[str, list[str]] = {}
        objects: dict[str, tuple[bytes, int]] = {}
        markers: set[str | None] = set()
        rejected: list[tuple[int, bytes, str]] = []
        with open(segment.path, "rb") as handle:
            for number, line in enumerate(handle, start=1):
                try:
                    record = json.loads(line)
                    table, body = record["t"], record["r"]
                    if table in BLOB_TABLES:  # sources and policies first: a row never precedes what it references
                        root = tenant_prefix(body.pop(TENANT_FIELD, None))
                        objects[root + blob_key(table, body["sha256"])] = (blob_bytes(table, body), 0)
                        continue
                    if table not in SCHEMAS:
                        raise KeyError(f"unknown table {table!r}")
                    row = sanitize_row(decode_row(table, body))
                    root = tenant_prefix(row.get(TENANT_FIELD))
                    tenants[root] = row.get(TENANT_FIELD) or ""
                    groups[(root, table, partition_date(row))].append((row, number, line))
                except (ValueError, KeyError, TypeError, AttributeError) as exc:
                    rejected.append((number, line, type(exc).__name__))
        for (root, table, date), items in sorted(groups.items()):
            rows = [row for row, _, _ in items]
            try:
                data = self._parquet(table, rows)
            except (ValueError, TypeError, pa.ArrowException):
                rows = []
                for row, number, line in items:  # one by one: only the rows that do not fit are set aside
                    try:
                        rows_to_table(table, [row])
                    except (ValueError, TypeError, pa.ArrowException) as exc:
                        rejected.append((number, line, type(exc).__name__))
                    else:
                        rows.append(row)
                if not rows:
                    continue
                data = self._parquet(table, rows)
            relative = f"{table}/date={date}/part-{segment.name}.parquet"
            objects[root + relative] = (data, len(rows))
            tenant_objects.setdefault(tenants[root], []).append(relative)
            if table == TRACES:
                markers.update(root + key for key in (marker_key(row["request_id"], date) for row in rows) if key)
        segment.markers = sorted(key for key in markers if key is not None)
        segment.sanitized = sum(1 for items in groups.values() for row, _, _ in items if row.get("sanitized"))
        rejected.sort()
        segment.tenant_objects = tenant_objects
        if self._checkpoints is not None:
            self._chain_of_segment(segment, groups, rejected)
        return objects, rejected

    def _chain_of_segment(
        self, segment: Segment, groups: dict[tuple[str, str, str], list[tuple[dict[str, Any], int, bytes]]],
        rejected: list[tuple[int, bytes, str]],
    ) -> None:
        """Each tenant's last (seq, row_hash) in the segment, and a tombstone per set-aside row of this slot's chain."""
        heads: dict[str, tuple[int, str]] = {}
        slot = self._chain_slot

        def advance(row: dict[str, Any]) -> None:
            seq = row.get("chain_seq")
            if row.get("chain_slot") != slot or not isinstance(seq, int):
                return
            tenant = row.get(TENANT_FIELD) or ""
            if seq > heads.get(tenant, (-1, ""))[0]:
                heads[tenant] = (seq, str(row.get("row_hash")))

        for items in groups.values():
            for row, _, _ in items:
                advance(row)
        tombstones: list[tuple[str, dict[str, Any]]] = []
        for _, line, why in rejected:
            try:
                record = json.loads(line)
                row, table = record["r"], str(record["t"])
                if not isinstance(row, dict):
                    continue
            except (ValueError, KeyError, TypeError):
                continue  # not even JSON: no chain fields to keep (the verifier reports the gap as missing)
            advance(row)
            if row.get("chain_slot") == slot and isinstance(row.get("chain_seq"), int):
                tenant = row.get(TENANT_FIELD) if isinstance(row.get(TENANT_FIELD), str) else ""
                tombstones.append((tenant or "", {
                    "slot": slot, "seq": row["chain_seq"], "table": table, "row_hash": row.get("row_hash"),
                    "prev_hash": row.get("prev_hash"), "reason": why, "time": utc_iso(),
                }))
        segment.chain_heads = heads
        segment.tombstones = tombstones

    def _parquet(self, table: str, rows: list[dict[str, Any]]) -> bytes:
        sink = pa.BufferOutputStream()
        pq.write_table(rows_to_table(table, rows), sink, compression=self.config.parquet_compression)
        return sink.getvalue().to_pybytes()

    def _set_aside(self, segment: Segment, rejected: list[tuple[int, bytes, str]], *, whole: bool) -> None:
        """Keep lines that cannot be stored in `rejected/` (0600, fsynced) for inspection; they are not retried.

        `whole`: nothing in the segment could be stored, so the segment file itself is moved there."""
        rejected_dir = self._spool_dir / REJECTED_DIR
        rejected_dir.mkdir(mode=DIR_MODE, exist_ok=True)
        target = rejected_dir / f"{segment.name}{SEALED_SUFFIX}"
        if whole:
            segment.path.rename(target)
        else:  # written before the rest is uploaded: a crash in between writes the same file again
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
            try:
                payload = memoryview(b"".join(line if line.endswith(b"\n") else line + b"\n" for _, line, _ in rejected))
                while payload:
                    payload = payload[os.write(fd, payload):]
                os.fsync(fd)
            finally:
                os.close(fd)
        fsync_directory(rejected_dir)
        with self._cond:
            self._rejected_segments += 1
            self._rejected_rows += len(rejected)
            if whole:
                self._sealed.pop(segment.name, None)
                self._spool_bytes -= segment.bytes
        # Only line numbers and exception types: the lines themselves may hold PHI.
        logger.error(
            "trace segment %s: %d line(s) cannot be stored (%s) and were set aside in %s; %s",
            segment.name, len(rejected),
            ", ".join(f"line {n}: {why}" for n, _, why in rejected[:10]), target,
            "nothing else was in it" if whole else "its other rows are uploaded",
        )
