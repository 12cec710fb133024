"""A chained trace store for the audit tests: rows written by the real TraceWriter (signed checkpoints) on
moto's S3 server, copied to a fresh prefix per test so each test damages its own copy.

    store = build_store(s3, bucket, tmp_path, key_file)   # once per module
    uri = store.copy()                                      # s3://bucket/case-<id>, a byte-for-byte copy
"""

from __future__ import annotations

import contextlib
import io
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from gate.traces import TraceWriter
from gate.traces.chain import SigningKey
from gate.traces.schema import TraceMeta
from tests.s3_server import MotoS3Server
from tests.trace_helpers import fast_config, make_outcomes

TENANT = "clinic-a"


@dataclass
class ChainedStore:
    """The pristine store (`prefix` in `bucket`) and how to copy it."""

    server: MotoS3Server
    bucket: str
    prefix: str
    key: SigningKey
    public_key_file: Path
    slots: list[str] = field(default_factory=list)  # the writers' slots, in the order they wrote

    @property
    def client(self) -> Any:
        return self.server.client()

    def keys(self, prefix: str | None = None) -> list[str]:
        """Every key under `prefix` (default: the pristine prefix), relative to it."""
        prefix = prefix or self.prefix
        paginator = self.client.get_paginator("list_objects_v2")
        keys = [item["Key"] for page in paginator.paginate(Bucket=self.bucket, Prefix=prefix + "/")
                for item in page.get("Contents", [])]
        return sorted(k[len(prefix) + 1:] for k in keys)

    def copy(self) -> str:
        """A byte-for-byte copy of the pristine store under a new prefix; its URI."""
        target = f"case-{uuid.uuid4().hex[:10]}"
        client = self.client
        for key in self.keys():
            client.copy_object(Bucket=self.bucket, Key=f"{target}/{key}",
                               CopySource={"Bucket": self.bucket, "Key": f"{self.prefix}/{key}"})
        return f"s3://{self.bucket}/{target}"


def prefix_of(uri: str) -> str:
    return uri.split("/", 3)[3]


def keys_of(store: ChainedStore, uri: str) -> list[str]:
    return store.keys(prefix_of(uri))


def get(store: ChainedStore, uri: str, key: str) -> bytes:
    return store.client.get_object(Bucket=store.bucket, Key=f"{prefix_of(uri)}/{key}")["Body"].read()


def put(store: ChainedStore, uri: str, key: str, data: bytes) -> None:
    store.client.put_object(Bucket=store.bucket, Key=f"{prefix_of(uri)}/{key}", Body=data)


def delete(store: ChainedStore, uri: str, key: str) -> None:
    store.client.delete_object(Bucket=store.bucket, Key=f"{prefix_of(uri)}/{key}")


def read_parquet(store: ChainedStore, uri: str, key: str) -> pa.Table:
    return pq.read_table(pa.BufferReader(get(store, uri, key)))


def rewrite_parquet(store: ChainedStore, uri: str, key: str, change: Callable[[pa.Table], pa.Table]) -> None:
    """Replace the object `key` with `change` of its table (as someone with write access to the prefix could)."""
    sink = io.BytesIO()
    pq.write_table(change(read_parquet(store, uri, key)), sink)
    put(store, uri, key, sink.getvalue())


def write_rows(uri: str, spool: Path, key_file: Path, count: int, *, prefix: str, tenant: str | None = None,
               segments: int = 2, audit_chain: bool = True) -> None:
    """`count` real outcomes (and one override) through a TraceWriter, flushed in `segments` uploads."""
    writer = TraceWriter(fast_config(uri, spool, signing_key_file=key_file, audit_chain=audit_chain)).start()
    try:
        outcomes = make_outcomes(count, prefix=prefix)
        per_segment = max(1, count // segments)
        for index, (outcome, context) in enumerate(outcomes):
            writer.enqueue_outcome(outcome, context, TraceMeta(route="gate", model="tiny", tenant=tenant))
            if (index + 1) % per_segment == 0:
                assert writer.flush(30)
        writer.enqueue_override(f"{prefix}-0", "alice", "disagree", "not in the passage", tenant=tenant)
    finally:
        assert writer.close(30)


def build_store(server: MotoS3Server, root: Path) -> ChainedStore:
    """Two writer slots of the root tenant (the second learns of the first), one of tenant clinic-a, and rows
    of a writer without the chain (unchained, as before v4)."""
    key = SigningKey.generate()
    key_file = root / "audit_signing_key.pem"
    key_file.write_bytes(key.private_pem())
    public_key_file = root / "audit_public_key.pem"
    public_key_file.write_bytes(key.public_pem())
    bucket = server.create_bucket()
    uri = f"s3://{bucket}/pristine"
    write_rows(uri, root / "spool-a", key_file, 8, prefix="a")
    write_rows(uri, root / "spool-a", key_file, 4, prefix="t", tenant=TENANT)
    write_rows(uri, root / "spool-b", key_file, 4, prefix="b", segments=1)
    write_rows(uri, root / "spool-c", key_file, 2, prefix="old", segments=1, audit_chain=False)
    store = ChainedStore(server, bucket, "pristine", key, public_key_file)
    store.slots = sorted({k.split("/")[1][:-5] for k in store.keys() if k.startswith("chains/")})
    return store


def slot_of_writer(store: ChainedStore, uri: str, request_prefix: str) -> str:
    """The chain slot of the rows whose request IDs start with `request_prefix`."""
    for key in keys_of(store, uri):
        if key.startswith("traces/"):
            table = read_parquet(store, uri, key)
            for row in table.select(["request_id", "chain_slot"]).to_pylist():
                if row["request_id"].startswith(request_prefix + "-") and row["chain_slot"]:
                    return row["chain_slot"]
    raise AssertionError(f"no chained rows of {request_prefix}")


def assert_store_verifies(uri: str, endpoint_url: str | None = None) -> None:
    """`gate-audit verify` finds nothing wrong in the store at `uri` (the fault tests end with this): every
    chain links, no row is altered, missing or doubled, every checkpoint matches its rows."""
    from gate.audit import verify_store
    from tests.s3_server import dummy_aws_env

    # as the command runs: the S3 endpoint and credentials from the environment
    with dummy_aws_env(endpoint_url) if endpoint_url else contextlib.nullcontext():
        report = verify_store(uri, jobs=1)
    assert report.ok, "\n".join(report.lines())
    assert report.rows_verified > 0, "\n".join(report.lines())
    # every uploaded row is covered by a checkpoint: the writer checkpoints after each upload and on close
    assert not report.unanchored, "\n".join(report.lines())
