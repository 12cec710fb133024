"""The trace writer: the request path appends rows in memory; background threads make them durable.

    request thread ──enqueue──▶ in-memory queue (bounded: max_queue_rows)
    spooler thread ──append + fsync──▶ spool_dir/<segment>.open (JSONL)
                   ──seal (rename) by rows, size, age or flush──▶ spool_dir/<segment>.jsonl
    uploader thread ──Parquet, put-if-absent, retries with backoff──▶ <uri>/<table>/date=…/part-<segment>.parquet
                   ──then──▶ delete the segment

Rows are never dropped: a full queue or an over-budget spool makes `enqueue_*`/`check_capacity`
raise `SpoolFullError` (the ingress answers 503), S3 down means segments wait on disk, and a
segment left by a crash is uploaded at the next start. An object's key is derived from its
segment's name, so re-uploading a segment that was uploaded just before a crash finds the key
already there and writes nothing twice. The durability point is the spool's fsync, at most
`spool_sync_interval_s` after `enqueue_*` returned; a process killed before that loses those rows.
"""

from __future__ import annotations

import collections
import errno
import fcntl
import itertools
import json
import logging
import os
import random
import re
import socket
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import BaseModel, ConfigDict, Field, model_validator

from checks.context import RequestContext
from checks.loop import GateOutcome
from gate.traces.schema import (
    INCIDENTS,
    OVERRIDES,
    TRACES,
    OverrideVerdict,
    decode_row,
    encode_row,
    incident_row,
    override_row,
    partition_date,
    rows_from_outcome,
    rows_to_table,
)
from gate.traces.store import ObjectStore, ServerSideEncryption, default_endpoint_url, open_store

logger = logging.getLogger(__name__)

OPEN_SUFFIX = ".open"
SEALED_SUFFIX = ".jsonl"
REJECTED_DIR = "rejected"
LOCK_FILE = ".lock"
_DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})
_SAFE_NAME = re.compile(r"[^A-Za-z0-9_.-]+")
_SPOOL_BATCH_ROWS = 5000  # rows serialised per write+fsync


def _default_replica_id() -> str:
    return _SAFE_NAME.sub("_", f"{socket.gethostname()}-{os.getpid()}")


class TraceConfig(BaseModel):
    """Where traces go and how the writer buffers, spools and uploads them."""

    model_config = ConfigDict(extra="forbid")

    uri: str = Field(
        description="Destination root: 's3://bucket/prefix', 'file:///abs/dir' or a plain directory path."
    )
    spool_dir: Path = Field(
        default=Path("spool"),
        description="Local directory for spool segments; one live writer per directory (it is locked).",
    )
    replica_id: str = Field(
        default_factory=_default_replica_id,
        pattern=r"^[A-Za-z0-9_.-]+$",
        description="Names this writer's objects (part-<replica_id>-<segment>.parquet); default host-pid.",
    )
    flush_rows: int = Field(default=1000, ge=1, description="Seal and upload a segment once it holds this many rows.")
    flush_interval_s: float = Field(
        default=30.0, gt=0, description="Seal and upload a non-empty segment once it is this many seconds old."
    )
    spool_sync_interval_s: float = Field(
        default=0.2,
        gt=0,
        description="How often queued rows are appended to the spool and fsynced (the window a kill can lose).",
    )
    segment_max_bytes: int = Field(
        default=32 * 1024 * 1024, ge=1024, description="Seal a segment once its file reaches this size."
    )
    max_queue_rows: int = Field(
        default=20_000, ge=1, description="Memory bound: rows waiting for the spooler; beyond it enqueue is refused."
    )
    max_spool_bytes: int = Field(
        default=1024**3,
        ge=1,
        description="Disk budget of the spool; beyond it check_capacity refuses new requests until uploads catch up.",
    )
    upload_attempts: int = Field(
        default=3, ge=1, le=20, description="Attempts per S3 call inside botocore (standard retry mode)."
    )
    backoff_initial_s: float = Field(
        default=0.5, gt=0, description="Wait after the first failed segment upload; doubles per consecutive failure."
    )
    backoff_max_s: float = Field(default=60.0, gt=0, description="Longest wait between segment upload attempts.")
    connect_timeout_s: float = Field(default=5.0, gt=0, description="S3 connect timeout per call.")
    read_timeout_s: float = Field(default=30.0, gt=0, description="S3 read timeout per call.")
    sse: ServerSideEncryption | None = Field(
        default=None, description="Server-side encryption on every put: 'AES256', 'aws:kms' or none."
    )
    kms_key_id: str | None = Field(default=None, description="KMS key for sse='aws:kms'; none uses the bucket's.")
    endpoint_url: str | None = Field(
        default_factory=default_endpoint_url,
        description="S3 endpoint (MinIO, a test server); default AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, else AWS.",
    )
    price_per_gpu_hour: float | None = Field(
        default=None, ge=0, description="USD per GPU-hour; cost_usd = gpu_seconds x this / 3600 (null when unset)."
    )
    parquet_compression: str = Field(default="zstd", description="Parquet codec of uploaded files.")

    @model_validator(mode="after")
    def _kms_key_needs_kms(self) -> "TraceConfig":
        if self.kms_key_id and self.sse != "aws:kms":
            raise ValueError("kms_key_id requires sse='aws:kms'")
        return self


class SpoolInUseError(RuntimeError):
    """Another live writer holds this spool directory's lock."""


class SpoolFullError(RuntimeError):
    """Rows cannot be accepted now (queue full, spool over budget, disk full): refuse the request (503)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class TraceWriterStats:
    """A snapshot of the writer, for health endpoints and tests."""

    enqueued_rows: int
    queued_rows: int
    spooled_rows: int
    spool_bytes: int
    pending_segments: int
    uploaded_rows: int
    uploaded_objects: int
    already_present_objects: int
    rejected_segments: int
    upload_failures: int
    consecutive_upload_failures: int
    last_upload_error: str | None
    disk_full: bool
    spool_error: str | None


@dataclass
class _QueuedRow:
    seq: int
    table: str
    row: dict[str, Any]


@dataclass
class _Segment:
    """A spool file: `<name>.open` while the spooler appends to it, `<name>.jsonl` once sealed."""

    name: str
    path: Path
    rows: int
    bytes: int
    min_seq: int  # the earliest enqueue sequence number in it; 0 for segments recovered from a crash
    created: float


class TraceWriter:
    """Appends trace, incident and override rows to `config.uri` without blocking the request path."""

    def __init__(self, config: TraceConfig, *, store: ObjectStore | None = None) -> None:
        self.config = config
        self._store = store
        self._spool_dir = Path(config.spool_dir)
        self._cond = threading.Condition()
        self._queue: collections.deque[_QueuedRow] = collections.deque()
        self._next_seq = 1
        self._active: _Segment | None = None
        self._active_fd: int | None = None
        self._sealed: dict[str, _Segment] = {}
        self._spool_bytes = 0
        self._flush_requested = False
        self._upload_now = threading.Event()
        self._retry_now = threading.Event()
        self._stopping = False
        self._uploader_stopping = threading.Event()
        self._started = False
        self._closed = False
        self._lock_fd: int | None = None
        self._spooler: threading.Thread | None = None
        self._uploader: threading.Thread | None = None
        self._enqueued_rows = 0
        self._uploaded_rows = 0
        self._uploaded_objects = 0
        self._already_present_objects = 0
        self._rejected_segments = 0
        self._upload_failures = 0
        self._consecutive_failures = 0
        self._last_upload_error: str | None = None
        self._disk_full = False
        self._spool_error: str | None = None

    # ---------------------------------------------------------------- lifecycle

    def start(self) -> "TraceWriter":
        """Lock the spool, seal what a crash left there, and start the spooler and uploader threads."""
        if self._started:
            return self
        self._spool_dir.mkdir(parents=True, exist_ok=True)
        self._lock_spool()
        try:
            if self._store is None:
                self._store = open_store(
                    self.config.uri,
                    endpoint_url=self.config.endpoint_url,
                    sse=self.config.sse,
                    kms_key_id=self.config.kms_key_id,
                    max_attempts=self.config.upload_attempts,
                    connect_timeout_s=self.config.connect_timeout_s,
                    read_timeout_s=self.config.read_timeout_s,
                )
            self._recover_spool()
        except BaseException:
            self._unlock_spool()
            raise
        self._started = True
        self._spooler = threading.Thread(target=self._spool_loop, name="trace-spooler", daemon=True)
        self._uploader = threading.Thread(target=self._upload_loop, name="trace-uploader", daemon=True)
        self._spooler.start()
        self._uploader.start()
        logger.info(
            "trace writer %s started: %s, spool %s (%d segments to upload)",
            self.config.replica_id, self._store.describe(), self._spool_dir, len(self._sealed),
        )
        return self

    def close(self, timeout: float = 30.0) -> bool:
        """Stop accepting rows, upload everything (up to `timeout`), stop the threads. True if nothing is left.

        Whatever could not be uploaded stays in the spool for the next start. An upload still in
        flight after `timeout` (plus a second) is left to finish on its daemon thread; the spool
        stays locked until it does or the process exits, and a segment it did store is recognised
        by its key at the next start.
        """
        if not self._started or self._closed:
            self._closed = True
            return True
        deadline = time.monotonic() + timeout
        with self._cond:
            self._closed = True
        flushed = self.flush(timeout)
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        assert self._spooler is not None and self._uploader is not None
        self._spooler.join()  # local disk only: writes the last queued rows and seals the segment
        self._uploader_stopping.set()
        self._upload_now.set()
        self._uploader.join(timeout=max(0.0, deadline - time.monotonic()) + 1.0)
        if self._uploader.is_alive():
            logger.warning("trace writer closed while an upload was in flight; the spool stays locked until it ends")
        else:
            self._unlock_spool()
        stats = self.stats()
        if not flushed:
            logger.warning(
                "trace writer closed with %d rows in %d spool segments: they are uploaded at the next start",
                stats.spooled_rows, stats.pending_segments,
            )
        return flushed and stats.queued_rows == 0 and stats.spooled_rows == 0

    def __enter__(self) -> "TraceWriter":
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ---------------------------------------------------------------- request path

    def check_capacity(self) -> None:
        """Raise SpoolFullError when a new request's rows might not be kept: call before accepting a request."""
        with self._cond:
            if self._closed or not self._started:
                raise SpoolFullError("trace writer is not running")
            if self._spooler is not None and not self._spooler.is_alive():
                raise SpoolFullError("trace spooler thread died")
            if self._disk_full:
                raise SpoolFullError(f"trace spool disk is full ({self._spool_dir})")
            if self._spool_error is not None:
                raise SpoolFullError(f"trace spool cannot be written: {self._spool_error}")
            if self._spool_bytes >= self.config.max_spool_bytes:
                raise SpoolFullError(
                    f"trace spool holds {self._spool_bytes} bytes, budget {self.config.max_spool_bytes}"
                )
            if len(self._queue) >= self.config.max_queue_rows:
                raise SpoolFullError(f"trace queue holds {len(self._queue)} rows, limit {self.config.max_queue_rows}")

    def enqueue_outcome(
        self,
        outcome: GateOutcome,
        context: RequestContext,
        *,
        model: str | None = None,
        trace_id: str | None = None,
        gpu_seconds: float | None = None,
    ) -> int:
        """Queue one row per attempt (and the incident row of a blocked request). Returns the rows queued.

        Only an in-memory append: raises SpoolFullError (nothing queued) when the queue is full.
        """
        rows = [
            (TRACES, row)
            for row in rows_from_outcome(
                outcome, context, model=model, trace_id=trace_id, gpu_seconds=gpu_seconds,
                price_per_gpu_hour=self.config.price_per_gpu_hour,
            )
        ]
        if outcome.incident_id is not None:
            rows.append((INCIDENTS, incident_row(outcome, context)))
        self._append(rows)
        return len(rows)

    def enqueue_override(
        self, request_id: str, reviewer: str, verdict: OverrideVerdict, note: str | None = None
    ) -> str:
        """Queue a reviewer's verdict on a request; returns its override_id."""
        row = override_row(request_id, reviewer, verdict, note)
        self._append([(OVERRIDES, row)])
        return row["override_id"]

    def _append(self, rows: list[tuple[str, dict[str, Any]]]) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("trace writer is closed")
            if not self._started:
                raise RuntimeError("TraceWriter.start() was not called")
            if len(self._queue) + len(rows) > self.config.max_queue_rows:
                raise SpoolFullError(
                    f"trace queue full ({len(self._queue)} rows, limit {self.config.max_queue_rows})"
                )
            for table, row in rows:
                self._queue.append(_QueuedRow(self._next_seq, table, row))
                self._next_seq += 1
            self._enqueued_rows += len(rows)
            if len(self._queue) >= self.config.flush_rows:
                self._cond.notify_all()

    # ---------------------------------------------------------------- flush and stats

    def flush(self, timeout: float = 30.0) -> bool:
        """Seal and upload every row enqueued before this call; True when done within `timeout` seconds."""
        if not self._started:
            return True
        deadline = time.monotonic() + timeout
        with self._cond:
            target = self._next_seq - 1
            rejected_before = self._rejected_segments
            self._flush_requested = True
            self._cond.notify_all()
        self._retry_now.set()
        self._upload_now.set()
        while True:
            with self._cond:
                if self._flushed_up_to(target):
                    return self._rejected_segments == rejected_before
                if self._active is not None and self._active.min_seq <= target:
                    self._flush_requested = True
                    self._cond.notify_all()
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            time.sleep(min(0.02, remaining))

    def _flushed_up_to(self, target: int) -> bool:
        if self._queue and self._queue[0].seq <= target:
            return False
        if self._active is not None and self._active.min_seq <= target:
            return False
        return all(segment.min_seq > target for segment in self._sealed.values())

    def stats(self) -> TraceWriterStats:
        with self._cond:
            segments = list(self._sealed.values()) + ([self._active] if self._active else [])
            return TraceWriterStats(
                enqueued_rows=self._enqueued_rows,
                queued_rows=len(self._queue),
                spooled_rows=sum(s.rows for s in segments),
                spool_bytes=self._spool_bytes,
                pending_segments=len(segments),
                uploaded_rows=self._uploaded_rows,
                uploaded_objects=self._uploaded_objects,
                already_present_objects=self._already_present_objects,
                rejected_segments=self._rejected_segments,
                upload_failures=self._upload_failures,
                consecutive_upload_failures=self._consecutive_failures,
                last_upload_error=self._last_upload_error,
                disk_full=self._disk_full,
                spool_error=self._spool_error,
            )

    # ---------------------------------------------------------------- spool files

    def _lock_spool(self) -> None:
        fd = os.open(self._spool_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise SpoolInUseError(f"trace spool {self._spool_dir} is in use by another live writer") from None
        self._lock_fd = fd

    def _unlock_spool(self) -> None:
        if self._lock_fd is not None:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)
            os.close(self._lock_fd)
            self._lock_fd = None

    def _recover_spool(self) -> None:
        """Seal segments a dead writer left open (dropping a torn last line) and register every sealed one."""
        for path in sorted(self._spool_dir.glob(f"*{OPEN_SUFFIX}")):
            _truncate_torn_tail(path)
            if path.stat().st_size == 0:
                path.unlink()
                continue
            path.rename(path.with_suffix(SEALED_SUFFIX))
        _fsync_directory(self._spool_dir)
        sealed = sorted(self._spool_dir.glob(f"*{SEALED_SUFFIX}"), key=lambda p: (p.stat().st_mtime_ns, p.name))
        for path in sealed:
            size = path.stat().st_size
            rows = _count_lines(path)
            segment = _Segment(path.stem, path, rows, size, min_seq=0, created=time.monotonic())
            self._sealed[segment.name] = segment
            self._spool_bytes += size
        if sealed:
            logger.warning(
                "trace spool %s holds %d segments (%d rows) from an earlier run: uploading them first",
                self._spool_dir, len(sealed), sum(s.rows for s in self._sealed.values()),
            )

    def _spool_loop(self) -> None:
        while True:
            try:
                self._spool_until_stopped()
                return
            except Exception:  # never let the spooler die: rows stay queued, check_capacity reports the error
                logger.exception("trace spooler failed; retrying")
                with self._cond:
                    self._spool_error = "unexpected spooler error (see log)"
                    if self._stopping:
                        return
                time.sleep(self.config.spool_sync_interval_s)

    def _spool_until_stopped(self) -> None:
        """Every sync interval: write what is queued, seal when due. Returns once stopping and spooled."""
        while True:
            with self._cond:
                if not self._stopping:
                    self._cond.wait(self.config.spool_sync_interval_s)
                force_seal = self._flush_requested or self._stopping
                self._flush_requested = False
                stopping = self._stopping
            written = True
            while written:
                with self._cond:
                    batch = list(itertools.islice(self._queue, _SPOOL_BATCH_ROWS))
                if not batch:
                    break
                written = self._write_batch(batch)
                if written:
                    self._seal_if_due(force=False)
            if written:
                self._seal_if_due(force=force_seal)
            if stopping:
                with self._cond:
                    leftover = len(self._queue)
                if leftover:
                    logger.error("trace writer stopping with %d rows it could not spool: they are lost", leftover)
                return

    def _seal_if_due(self, *, force: bool) -> None:
        try:
            self._maybe_seal(force=force)
        except OSError as exc:
            self._record_spool_error(exc)

    def _write_batch(self, batch: list[_QueuedRow]) -> bool:
        """Append `batch` to the active segment and fsync; on failure the file is cut back and rows stay queued."""
        payload = "".join(
            json.dumps({"t": item.table, "r": encode_row(item.table, item.row)}, default=str) + "\n"
            for item in batch
        ).encode("utf-8")
        fd: int | None = None
        size_before = 0
        try:
            if self._active is None:
                self._open_segment(batch[0].seq)
            assert self._active is not None and self._active_fd is not None
            fd = self._active_fd
            size_before = self._active.bytes
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        except OSError as exc:
            if fd is not None:
                try:
                    os.ftruncate(fd, size_before)  # a partial line must not precede the next batch
                except OSError:
                    logger.exception("could not cut spool segment back after a failed write")
            self._record_spool_error(exc)
            return False
        with self._cond:
            for _ in batch:
                self._queue.popleft()
            self._active.rows += len(batch)
            self._active.bytes += len(payload)
            self._spool_bytes += len(payload)
            self._disk_full = False
            self._spool_error = None
        return True

    def _record_spool_error(self, exc: OSError) -> None:
        with self._cond:
            first = self._spool_error is None
            self._disk_full = exc.errno in _DISK_FULL_ERRNOS
            self._spool_error = f"{type(exc).__name__}: {exc}"
        if first:
            logger.error("trace spool write failed (%s): refusing new requests until it succeeds", exc)

    def _open_segment(self, min_seq: int) -> None:
        name = f"{self.config.replica_id}-{uuid.uuid4().hex}"
        path = self._spool_dir / f"{name}{OPEN_SUFFIX}"
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        _fsync_directory(self._spool_dir)
        self._active_fd = fd
        with self._cond:
            self._active = _Segment(name, path, 0, 0, min_seq=min_seq, created=time.monotonic())

    def _maybe_seal(self, *, force: bool) -> None:
        segment = self._active
        if segment is None or segment.rows == 0:
            return
        old_enough = time.monotonic() - segment.created >= self.config.flush_interval_s
        full = segment.rows >= self.config.flush_rows or segment.bytes >= self.config.segment_max_bytes
        if not (force or old_enough or full):
            return
        assert self._active_fd is not None
        os.close(self._active_fd)
        sealed_path = segment.path.with_suffix(SEALED_SUFFIX)
        try:
            segment.path.rename(sealed_path)
        except OSError:
            self._active_fd = os.open(segment.path, os.O_WRONLY | os.O_APPEND)  # keep appending; seal later
            raise
        _fsync_directory(self._spool_dir)
        with self._cond:
            segment.path = sealed_path
            self._sealed[segment.name] = segment
            self._active = None
            self._active_fd = None
        if force:
            self._retry_now.set()  # a flush asked for this segment: try now even while backing off
        self._upload_now.set()

    # ---------------------------------------------------------------- upload

    def _upload_loop(self) -> None:
        while not self._uploader_stopping.is_set():
            try:
                self._upload_until_stopped()
            except Exception:  # never let the uploader die: segments wait in the spool
                logger.exception("trace uploader failed; restarting it")
                time.sleep(self.config.backoff_initial_s)

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

    def _register_upload_failure(self, segment: _Segment, exc: Exception) -> float:
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

    def _upload_segment(self, segment: _Segment) -> None:
        """Upload a sealed segment as one Parquet object per (table, date), then delete it."""
        try:
            objects = self._segment_objects(segment)
        except FileNotFoundError:
            logger.error("trace segment %s vanished from the spool before it was uploaded", segment.path)
            with self._cond:
                self._sealed.pop(segment.name, None)
                self._spool_bytes -= segment.bytes
            return
        except (ValueError, KeyError, TypeError, pa.ArrowException) as exc:
            self._reject_segment(segment, exc)
            return
        assert self._store is not None
        written_rows = 0
        for key, (data, rows) in objects.items():
            if self._store.put_if_absent(key, data):
                written_rows += rows
                with self._cond:
                    self._uploaded_objects += 1
            else:
                logger.info("trace object %s already exists (segment re-uploaded after a crash): skipped", key)
                with self._cond:
                    self._already_present_objects += 1
        segment.path.unlink(missing_ok=True)
        _fsync_directory(self._spool_dir)
        with self._cond:
            self._sealed.pop(segment.name, None)
            self._spool_bytes -= segment.bytes
            self._uploaded_rows += written_rows
        logger.debug("trace segment %s uploaded (%d rows in %d objects)", segment.name, segment.rows, len(objects))

    def _segment_objects(self, segment: _Segment) -> dict[str, tuple[bytes, int]]:
        groups: dict[tuple[str, str], list[dict[str, Any]]] = collections.defaultdict(list)
        with open(segment.path, encoding="utf-8") as handle:
            for line in handle:
                record = json.loads(line)
                table = record["t"]
                row = decode_row(table, record["r"])
                groups[(table, partition_date(row))].append(row)
        objects: dict[str, tuple[bytes, int]] = {}
        for (table, date), rows in sorted(groups.items()):
            sink = pa.BufferOutputStream()
            pq.write_table(rows_to_table(table, rows), sink, compression=self.config.parquet_compression)
            objects[f"{table}/date={date}/part-{segment.name}.parquet"] = (sink.getvalue().to_pybytes(), len(rows))
        return objects

    def _reject_segment(self, segment: _Segment, exc: BaseException) -> None:
        """Move a segment that cannot be converted to Parquet aside (kept on disk, no longer retried)."""
        rejected_dir = self._spool_dir / REJECTED_DIR
        rejected_dir.mkdir(exist_ok=True)
        segment.path.rename(rejected_dir / segment.path.name)
        with self._cond:
            self._sealed.pop(segment.name, None)
            self._spool_bytes -= segment.bytes
            self._rejected_segments += 1
        logger.error(
            "trace segment %s (%d rows) does not convert to Parquet (%s): moved to %s for inspection",
            segment.name, segment.rows, exc, rejected_dir,
        )


def _fsync_directory(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _truncate_torn_tail(path: Path) -> None:
    """Cut a segment back to its last complete line: the crash interrupted that write before its fsync."""
    data = path.read_bytes()
    keep = data.rfind(b"\n") + 1
    if keep == len(data):
        return
    logger.warning(
        "trace segment %s ends in a torn line (%d bytes, never fsynced): dropping it", path.name, len(data) - keep
    )
    with open(path, "r+b") as handle:
        handle.truncate(keep)
        handle.flush()
        os.fsync(handle.fileno())


def _count_lines(path: Path) -> int:
    with open(path, "rb") as handle:
        return sum(1 for _ in handle)

