#!/usr/bin/env python
"""Compact one day of traces: rewrite its many small segment files into a few large Parquet files.

    python scripts/compact.py URI --date YYYY-MM-DD [--target-mb 256] [--tables traces,incidents,overrides]

For each table, the day's objects (`<table>/date=D/*.parquet`) are read, deduplicated on the
table's key (row_id, incident_id, override_id), written as `compacted-<id>.parquet` files of
about --target-mb each, read back and verified (every key of the inputs present exactly once),
and only then are the inputs deleted. Files that arrive while it runs (a writer catching up
after an outage) are not inputs, so they are neither lost nor deleted.

Readers never see a row twice or miss one: `read_table` (and the report and replay scripts)
deduplicate on the key and list again when a file vanishes under them; a plain DuckDB glob
must deduplicate on the key itself (docs/traces.md). Run one compaction per day at a time.

Before deleting anything it writes `compactions/<table>/date=D/<id>.json`, the audit chain's record of what
it read and wrote (each file's key, sha256 and rows), signed with the operator's Ed25519 key when one is given
(--signing-key-file, else env GATE_AUDIT_SIGNING_KEY): rows keep their chain columns as they were, so chains
verify across compacted and uncompacted files, and an input that is listed again later is a resurrected file.
The inputs are deleted together (S3 DeleteObjects). On an Object Lock bucket (versioned) a
delete only adds a delete marker: the day then lists only the compacted files while the input
versions stay retained, locked, until their retention ends. Deletions that are refused (no
delete rights) are reported and those files stay (readers still see each row once).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import sys
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

import pyarrow as pa  # noqa: E402
import pyarrow.compute as pc  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from gate.traces.chain import SigningKey, compaction_key, encode_object, sha256_hex, sign_payload, utc_iso  # noqa: E402
from gate.traces.schema import DEDUPE_KEYS, SCHEMAS, TABLES  # noqa: E402
from gate.traces.store import ObjectStore, S3Settings, open_store  # noqa: E402

logger = logging.getLogger("compact")

COMPACTED_PREFIX = "compacted-"
ROW_GROUP_ROWS = 128 * 1024


class CompactionError(RuntimeError):
    """Verification failed: the inputs were left untouched."""


@dataclass
class TableCompaction:
    table: str
    inputs: list[str] = field(default_factory=list)
    outputs: list[str] = field(default_factory=list)
    rows_in: int = 0
    rows_out: int = 0
    duplicates: int = 0
    bytes_in: int = 0
    undeletable: list[str] = field(default_factory=list)
    record: str | None = None  # the key of its compaction record (compactions/...)


def _read(store: ObjectStore, key: str, schema: pa.Schema) -> tuple[pa.Table, bytes]:
    data = store.get(key)
    table = pq.read_table(pa.BufferReader(data))
    # Older files lack newer columns: cast to the current schema, filling them with nulls.
    columns = [
        table.column(f.name).cast(f.type) if f.name in table.column_names else pa.nulls(table.num_rows, f.type)
        for f in schema
    ]
    return pa.Table.from_arrays(columns, schema=schema), data


def _dedupe(table: pa.Table, key: str) -> pa.Table:
    seen: set[Any] = set()
    keep = []
    for index, value in enumerate(table.column(key).to_pylist()):
        if value not in seen:
            seen.add(value)
            keep.append(index)
    return table.take(pa.array(keep, type=pa.int64())) if len(keep) != table.num_rows else table


def compact_table(store: ObjectStore, table: str, date: str, *, target_bytes: int, compression: str = "zstd",
                  dry_run: bool = False, signing_key: SigningKey | None = None) -> TableCompaction:
    """Compact `table` for `date` in `store` (see the module docstring); returns what it did.

    The compaction record is signed with `signing_key` (unsigned without one) and written before any input is deleted."""
    schema = SCHEMAS[table]
    key_column = DEDUPE_KEYS[table]
    prefix = f"{table}/date={date}/"
    report = TableCompaction(table)
    report.inputs = [k for k in store.list_keys(prefix) if k.endswith(".parquet") and not Path(k).name.startswith(".")]
    if len(report.inputs) <= 1:
        return report  # nothing to merge (one file is already as compact as it gets)
    parts = []
    inputs_record = []
    for key in report.inputs:
        part, data = _read(store, key, schema)
        parts.append(part)
        report.bytes_in += len(data)
        inputs_record.append({"key": key, "sha256": sha256_hex(data), "rows": part.num_rows})
    merged = pa.concat_tables(parts)
    report.rows_in = merged.num_rows
    if merged.num_rows and pc.any(pc.is_null(merged.column(key_column))).as_py():
        raise CompactionError(f"{table} {date}: rows without a {key_column}; not compacting")
    unique = _dedupe(merged, key_column)
    report.duplicates = merged.num_rows - unique.num_rows
    if "ts" in unique.column_names:
        unique = unique.sort_by([("ts", "ascending"), (key_column, "ascending")])
    expected = set(unique.column(key_column).to_pylist())
    bytes_per_row = max(1.0, report.bytes_in / max(1, report.rows_in))
    rows_per_file = max(1, int(target_bytes / bytes_per_row))
    if dry_run:
        report.rows_out = unique.num_rows
        return report

    written: list[str] = []
    outputs_record = []
    try:
        for offset in range(0, unique.num_rows, rows_per_file):
            chunk = unique.slice(offset, rows_per_file)
            sink = pa.BufferOutputStream()
            pq.write_table(chunk, sink, compression=compression, row_group_size=ROW_GROUP_ROWS)
            key = f"{prefix}{COMPACTED_PREFIX}{uuid.uuid4().hex}.parquet"
            data = sink.getvalue().to_pybytes()
            if not store.put_if_absent(key, data):
                raise CompactionError(f"{key} already exists")
            written.append(key)
            outputs_record.append({"key": key, "sha256": sha256_hex(data), "rows": chunk.num_rows})
        # Verify from the store, not from memory: every key exactly once.
        seen: list[Any] = []
        for key in written:
            part, _ = _read(store, key, schema)
            seen.extend(part.column(key_column).to_pylist())
        if len(seen) != len(expected) or set(seen) != expected:
            raise CompactionError(
                f"{table} {date}: verification failed ({len(seen)} rows read back, {len(expected)} expected)"
            )
        # The audit chain's record, before any input goes: a verifier maps the inputs' rows to the outputs.
        payload = {"table": table, "date": date, "inputs": inputs_record, "outputs": outputs_record, "time": utc_iso()}
        record_key = compaction_key(table, date, uuid.uuid4().hex)
        if not store.put_if_absent(record_key, encode_object(sign_payload(signing_key, payload))):
            raise CompactionError(f"{record_key} already exists")
        report.record = record_key
    except BaseException:
        for key in written:  # leave the day as it was
            try:
                store.delete(key)
            except Exception:
                logger.exception("could not remove the unverified compacted file %s", key)
        raise
    report.outputs = written
    report.rows_out = len(seen)
    # All at once (one request per 1,000 keys on S3): readers see the old files go in one short window.
    for key, why in store.delete_many(report.inputs).items():  # no delete rights: the file stays; readers dedupe
        report.undeletable.append(key)
        logger.warning("could not delete %s after compaction (%s): it stays; readers deduplicate", key, why)
    return report


def compact_day(uri: str, date: str, *, tables: Sequence[str] = TABLES, target_mb: float = 256.0,
                store: ObjectStore | None = None, dry_run: bool = False,
                signing_key: SigningKey | None = None) -> list[TableCompaction]:
    store = store or open_store(uri)
    return [compact_table(store, table, date, target_bytes=int(target_mb * 1024 * 1024), dry_run=dry_run,
                          signing_key=signing_key)
            for table in tables]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("uri", help="trace root: s3://bucket/prefix, file:///dir or a directory")
    parser.add_argument("--date", required=True, type=lambda v: dt.date.fromisoformat(v).isoformat(),
                        help="the UTC day to compact, YYYY-MM-DD")
    parser.add_argument("--target-mb", type=float, default=256.0, help="size of each compacted file (128-512 advised)")
    parser.add_argument("--tables", default=",".join(TABLES), help="comma-separated tables (default: all three)")
    parser.add_argument("--dry-run", action="store_true", help="read and count only; write and delete nothing")
    parser.add_argument("--sse", choices=["AES256", "aws:kms"], help="server-side encryption of the new files")
    parser.add_argument("--object-lock-mode", choices=["GOVERNANCE", "COMPLIANCE"],
                        help="S3 Object Lock on the new files (with --object-lock-retain-days)")
    parser.add_argument("--object-lock-retain-days", type=int, help="retention of the new files, in days")
    parser.add_argument("--signing-key-file", type=Path,
                        help="Ed25519 key (PEM) signing the compaction record; default env GATE_AUDIT_SIGNING_KEY, else unsigned")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    tables = [t.strip() for t in args.tables.split(",") if t.strip()]
    unknown = [t for t in tables if t not in TABLES]
    if unknown:
        parser.error(f"unknown tables: {', '.join(unknown)}")
    if (args.object_lock_mode is None) != (args.object_lock_retain_days is None):
        parser.error("--object-lock-mode and --object-lock-retain-days go together")
    try:
        signing_key = SigningKey.load(args.signing_key_file)
    except (OSError, ValueError) as exc:
        parser.error(str(exc))
    store = open_store(args.uri, S3Settings(sse=args.sse, object_lock_mode=args.object_lock_mode,
                                            object_lock_retain_days=args.object_lock_retain_days))
    try:
        reports = compact_day(args.uri, args.date, tables=tables, target_mb=args.target_mb, store=store,
                              dry_run=args.dry_run, signing_key=signing_key)
    except CompactionError as exc:
        print(f"compaction failed, nothing deleted: {exc}", file=sys.stderr)
        return 1
    for r in reports:
        print(json.dumps({"table": r.table, "date": args.date, "inputs": len(r.inputs), "outputs": len(r.outputs),
                          "rows_in": r.rows_in, "rows_out": r.rows_out, "duplicates_dropped": r.duplicates,
                          "undeletable": len(r.undeletable), "record": r.record}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
