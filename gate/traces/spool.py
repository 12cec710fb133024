"""The spool: segment files on local disk that make rows durable before they are uploaded.

`<name>.open` while the spooler appends to it (JSONL, fsynced every `spool_sync_interval_s`), `<name>.jsonl`
once sealed; a segment left by a crash is recovered at the next start (a torn last line cut off).

With the audit chain on, the spooler links each row into its tenant's chain as it writes it (`gate.traces.chain`):
the slot's ID lives in `<slot dir>/chain_slot` and the chains' heads in `chain.json`, replaced after each fsynced
batch; at start the head is the furthest of chain.json, the segments found and the uploader's checkpoint state.
"""

from __future__ import annotations

import errno
import fcntl
import itertools
import json
import logging
import os
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gate.traces.admission import SpoolInUseError
from gate.traces.chain import GENESIS_HASH, link_row
from gate.traces.checkpoints import Checkpoints
from gate.traces.schema import BLOB_TABLES, INCIDENTS, TENANT_FIELD, encode_row
from gate.traces.durable import fsync_directory, replace_file

logger = logging.getLogger(__name__)


OPEN_SUFFIX = ".open"
SEALED_SUFFIX = ".jsonl"
REJECTED_DIR = "rejected"
OUTBOX_DIR = "outbox"
LOCK_FILE = ".lock"
FILE_MODE = 0o600  # spool files hold answers and queries (PHI): owner only
DIR_MODE = 0o700
DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})
SPOOL_BATCH_ROWS = 5000  # rows serialised per write+fsync
SLOT_FILE = "chain_slot"  # the slot's chain ID (uuid4 hex), created once, kept by an adopting writer
CHAIN_FILE = "chain.json"  # {"slot", "heads": {tenant ('' for the root): [seq, row_hash]}} as durable in the spool


@dataclass
class QueuedRow:
    seq: int
    table: str
    row: dict[str, Any]
    enqueued: float  # wall-clock time.time(), for the oldest-row age
    linked: bool = False  # chain fields assigned (kept when a failed write leaves it queued)


@dataclass
class Segment:
    """A spool file: `<name>.open` while the spooler appends to it, `<name>.jsonl` once sealed."""

    name: str
    path: Path
    rows: int  # trace, incident and override rows (not the sources and policies stored with them)
    bytes: int
    min_seq: int  # the earliest enqueue sequence number in it; 0 for segments recovered from a crash
    created: float
    blobs: int = 0  # source and policy records
    oldest: float = 0.0  # wall-clock time of its oldest row (file mtime for segments left by a crash)
    sanitized: int = 0  # rows whose text had to be repaired, counted when it is converted for upload
    markers: list[str] = field(default_factory=list)  # its request index keys, found when it is converted for upload
    chain_heads: dict[str, tuple[int, str]] = field(default_factory=dict)  # tenant -> its last (seq, row_hash) in it
    tenant_objects: dict[str, list[str]] = field(default_factory=dict)  # tenant -> Parquet keys (under its root)
    tombstones: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (tenant, tombstone) per set-aside row


class SpoolFiles:
    """The spooler thread's half of `TraceWriter`: the spool lock, crash recovery, appending queued rows
    with fsync, and sealing segments by rows, size, age or flush. State lives on the writer."""

    def _lock_spool(self) -> None:
        fd = os.open(self._spool_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, FILE_MODE)
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
            truncate_torn_tail(path)
            if path.stat().st_size == 0:
                path.unlink()
                continue
            path.rename(path.with_suffix(SEALED_SUFFIX))
        fsync_directory(self._spool_dir)
        sealed = sorted(self._spool_dir.glob(f"*{SEALED_SUFFIX}"), key=lambda p: (p.stat().st_mtime_ns, p.name))
        for path in sealed:
            stat = path.stat()
            os.chmod(path, FILE_MODE)
            segment = Segment(
                path.stem, path, count_rows(path), stat.st_size, min_seq=0, created=time.monotonic(),
                oldest=stat.st_mtime,
            )
            self._sealed[segment.name] = segment
            self._spool_bytes += stat.st_size
        if sealed:
            logger.warning(
                "trace spool %s holds %d segments (%d rows) from an earlier run: uploading them first",
                self._spool_dir, len(sealed), sum(s.rows for s in self._sealed.values()),
            )
        if self.config.audit_chain:
            self._recover_chain(sealed)

    def _recover_chain(self, sealed: list[Path]) -> None:
        """The slot's chain ID (created once) and each tenant's head: the furthest of chain.json, the rows of
        segments written since it was last replaced, and the uploader's checkpoint state (rows already uploaded)."""
        slot_file = self._spool_dir / SLOT_FILE
        try:
            slot = slot_file.read_text().strip()
        except FileNotFoundError:
            slot = ""
        if len(slot) != 32 or not all(c in "0123456789abcdef" for c in slot):
            if slot:
                logger.error("trace spool %s: chain slot file holds %r, not a slot ID: starting a new chain", slot_file, slot)
            slot = uuid.uuid4().hex
            replace_file(slot_file, (slot + "\n").encode(), FILE_MODE)
        self._chain_slot = slot
        heads: dict[str, tuple[int, str]] = {}
        chain_file = self._spool_dir / CHAIN_FILE
        since_ns = 0
        try:
            data = json.loads(chain_file.read_bytes())
            since_ns = chain_file.stat().st_mtime_ns - 2_000_000_000  # a batch fsynced just before the replace
            if data.get("slot") == slot:
                heads = {t: (int(seq), str(h)) for t, (seq, h) in data.get("heads", {}).items()}
        except FileNotFoundError:
            pass
        except (OSError, ValueError, TypeError, AttributeError):
            logger.exception("trace spool %s cannot be read: recovering the chain from the segments", chain_file)
            since_ns = 0
        def advance(tenant: str, seq: int, digest: str) -> None:
            if seq > heads.get(tenant, (-1, ""))[0]:
                heads[tenant] = (seq, digest)
        for tenant, (seq, digest) in Checkpoints.recorded_heads(self._spool_dir).items():
            advance(tenant, seq, digest)
        for path in sealed:
            if path.stat().st_mtime_ns < since_ns:
                continue
            for tenant, (seq, digest) in chain_heads_in(path, slot).items():
                advance(tenant, seq, digest)
        self._chain_next = dict(heads)
        self._chain_durable = dict(heads)

    def _link(self, item: QueuedRow) -> None:
        """Give a queued row its chain fields (on its stored form: sanitized) and advance its tenant's head."""
        tenant = item.row.get(TENANT_FIELD) or ""
        seq, prev = self._chain_next.get(tenant, (-1, GENESIS_HASH))
        item.row = link_row(item.table, item.row, self._chain_slot, seq + 1, prev)
        self._chain_next[tenant] = (seq + 1, item.row["row_hash"])
        item.linked = True

    def _save_chain_heads(self, batch: list[QueuedRow]) -> None:
        """After a fsynced batch: its rows' heads to chain.json (replaced whole). A failure is a spool error."""
        changed = False
        for item in batch:
            if item.linked:
                self._chain_durable[item.row.get(TENANT_FIELD) or ""] = (item.row["chain_seq"], item.row["row_hash"])
                changed = True
        if not changed:
            return
        heads = {tenant: [seq, digest] for tenant, (seq, digest) in self._chain_durable.items()}
        try:
            replace_file(self._spool_dir / CHAIN_FILE, json.dumps({"slot": self._chain_slot, "heads": heads}).encode(), FILE_MODE)
        except OSError as exc:  # the rows are durable; the head is found in their segment at the next start
            self._record_spool_error(exc)

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
                batch, lines = self._next_batch()
                if not batch and self._queue_has_rows():  # the next line does not fit the active segment
                    self._seal_if_due(force=False, full=True)
                    batch, lines = self._next_batch()
                if not batch:
                    break
                written = self._write_batch(batch, lines)
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

    def _seal_if_due(self, *, force: bool, full: bool = False) -> None:
        try:
            self._maybe_seal(force=force, full=full)
        except OSError as exc:
            self._record_spool_error(exc)

    def _queue_has_rows(self) -> bool:
        with self._cond:
            return bool(self._queue)

    def _next_batch(self) -> tuple[list[QueuedRow], list[bytes]]:
        """The queued rows the active segment has room for, with their spool lines.

        A segment never holds more than `flush_rows` rows or (unless one line is larger)
        `segment_max_bytes`: however fast rows arrive, segments and their objects stay that small.
        Empty when the first queued line does not fit the active segment (seal it, then ask again);
        an empty segment takes any one line."""
        with self._cond:
            candidates = list(itertools.islice(self._queue, SPOOL_BATCH_ROWS))
        active = self._active
        rows_room = self.config.flush_rows - (active.rows if active else 0)
        bytes_room = self.config.segment_max_bytes - (active.bytes if active else 0)
        batch: list[QueuedRow] = []
        lines: list[bytes] = []
        chained = self.config.audit_chain
        for item in candidates:
            if chained and not item.linked and item.table not in BLOB_TABLES:
                self._link(item)  # in queue order, once: a row left queued keeps its place in the chain
            line = spool_line(item)
            is_row = item.table not in BLOB_TABLES
            empty = not batch and (active is None or active.rows + active.blobs == 0)
            if not empty and ((is_row and rows_room <= 0) or len(line) > bytes_room):
                break
            batch.append(item)
            lines.append(line)
            rows_room -= int(is_row)
            bytes_room -= len(line)
        return batch, lines

    def _write_batch(self, batch: list[QueuedRow], lines: list[bytes]) -> bool:
        """Append `batch` to the active segment and fsync; on failure the file is cut back and rows stay queued."""
        payload = b"".join(lines)
        table_rows = sum(1 for item in batch if item.table not in BLOB_TABLES)
        fd: int | None = None
        size_before = 0
        try:
            for item in batch:  # a page is staged before its incident row is durable: never lost
                if item.table == INCIDENTS:
                    pager = self._pager_for(item.row)
                    if pager is not None:
                        pager.stage(item.row)
            if self._active is None:
                self._open_segment(batch[0].seq, batch[0].enqueued)
            elif self._active_fd is None:  # a failed seal left the segment without a descriptor
                self._active_fd = os.open(self._active.path, os.O_WRONLY | os.O_APPEND)
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
            self._active.rows += table_rows
            self._active.blobs += len(batch) - table_rows
            self._active.bytes += len(payload)
            self._spool_bytes += len(payload)
            self._disk_full = False
            self._spool_error = None
        if self.config.audit_chain:
            self._save_chain_heads(batch)
        if any(item.table == INCIDENTS for item in batch):
            for pager in self._pagers.values():
                pager.notify()
        return True

    def _record_spool_error(self, exc: OSError) -> None:
        with self._cond:
            first = self._spool_error is None
            self._disk_full = exc.errno in DISK_FULL_ERRNOS
            self._spool_error = f"{type(exc).__name__}: {exc}"
        if first:
            logger.error("trace spool write failed (%s): refusing new requests until it succeeds", exc)

    def _open_segment(self, min_seq: int, oldest: float) -> None:
        name = f"{self.config.replica_id}-{uuid.uuid4().hex}"
        path = self._spool_dir / f"{name}{OPEN_SUFFIX}"
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_EXCL, FILE_MODE)
        try:
            fsync_directory(self._spool_dir)
        except BaseException:  # the segment never became active: no descriptor or empty file is left behind
            os.close(fd)
            path.unlink(missing_ok=True)
            raise
        self._active_fd = fd
        with self._cond:
            self._active = Segment(name, path, 0, 0, min_seq=min_seq, created=time.monotonic(), oldest=oldest)

    def _maybe_seal(self, *, force: bool, full: bool = False) -> None:
        """Seal the active segment when forced (a flush), old enough, or full (`full`: the next line does not fit)."""
        segment = self._active
        if segment is None or segment.rows + segment.blobs == 0:
            return
        old_enough = time.monotonic() - segment.created >= self.config.flush_interval_s
        full = full or segment.rows >= self.config.flush_rows or segment.bytes >= self.config.segment_max_bytes
        if not (force or old_enough or full):
            return
        if self._active_fd is not None:
            fd, self._active_fd = self._active_fd, None  # never keep a closed descriptor's number
            os.close(fd)
        sealed_path = segment.path.with_suffix(SEALED_SUFFIX)
        segment.path.rename(sealed_path)  # on failure the segment stays active; the next write reopens it
        with self._cond:
            segment.path = sealed_path
            self._sealed[segment.name] = segment
            self._active = None
        if force:
            self._retry_now.set()  # a flush asked for this segment: try now even while backing off
        self._upload_now.set()
        fsync_directory(self._spool_dir)  # the rename's durability; a failure is reported by the caller
        with self._cond:
            if not self._queue:  # nothing failed to be written: the disk answers again (an idle writer
                self._spool_error = None  # has no write that would clear the error)
                self._disk_full = False


def spool_line(item: QueuedRow) -> bytes:
    """One spool line: JSON with non-ASCII escaped, so any Python string (a lone surrogate too) round-trips."""
    return (json.dumps({"t": item.table, "r": encode_row(item.table, item.row)}, default=str) + "\n").encode("ascii")



def truncate_torn_tail(path: Path) -> None:
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


BLOB_LINE_PREFIXES = tuple(f'{{"t": "{table}"'.encode() for table in BLOB_TABLES)


def chain_heads_in(path: Path, slot: str) -> dict[str, tuple[int, str]]:
    """{tenant: (highest chain_seq, its row_hash)} of the rows of `slot` in a segment file (unreadable lines skipped)."""
    heads: dict[str, tuple[int, str]] = {}
    with open(path, "rb") as handle:
        for line in handle:
            if line.startswith(BLOB_LINE_PREFIXES) or b'"chain_seq"' not in line:
                continue
            try:
                row = json.loads(line)["r"]
                if row.get("chain_slot") != slot:
                    continue
                tenant, seq = row.get(TENANT_FIELD) or "", int(row["chain_seq"])
                if seq > heads.get(tenant, (-1, ""))[0]:
                    heads[tenant] = (seq, str(row["row_hash"]))
            except (ValueError, KeyError, TypeError, AttributeError):
                continue
    return heads


def count_rows(path: Path) -> int:
    """Table rows in a segment file (its source and policy records left out)."""
    with open(path, "rb") as handle:
        return sum(1 for line in handle if not line.startswith(BLOB_LINE_PREFIXES))
