"""Where trace objects go: an S3 bucket prefix or a local directory, written once and never overwritten.

`put_if_absent` is the only write: it returns False when the key already exists, which is how a
segment uploaded just before a crash is recognised (and not duplicated) when it is re-uploaded.
`read_table` reads a table's Hive-partitioned prefix back with pyarrow.dataset.
"""

from __future__ import annotations

import abc
import datetime as dt
import heapq
import logging
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote, urlparse

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.dataset as ds
import pyarrow.fs as pafs
from pydantic import BaseModel, ConfigDict, Field

from gate.traces.durable import fsync_directory
from gate.traces.schema import DEDUPE_KEYS, SCHEMAS

logger = logging.getLogger(__name__)

ServerSideEncryption = Literal["AES256", "aws:kms"]
ObjectLockMode = Literal["GOVERNANCE", "COMPLIANCE"]


class S3Settings(BaseModel):
    """How an `S3Store` reaches its bucket and what every put carries; `open_store` passes it through."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    endpoint_url: str | None = Field(default=None, description="S3 endpoint (MinIO, a test server); none: AWS.")
    sse: ServerSideEncryption | None = Field(default=None, description="Server-side encryption of every put.")
    kms_key_id: str | None = Field(default=None, description="KMS key with sse='aws:kms'; none uses the bucket's.")
    max_attempts: int = Field(default=3, description="Attempts per S3 call inside botocore (standard retry mode).")
    connect_timeout_s: float = Field(default=5.0, description="Connect timeout per S3 call.")
    read_timeout_s: float = Field(default=30.0, description="Read timeout per S3 call.")
    region: str | None = Field(default=None, description="AWS region; none: the session's, else us-east-1.")
    object_lock_mode: ObjectLockMode | None = Field(default=None, description="S3 Object Lock mode of every put.")
    object_lock_retain_days: int | None = Field(
        default=None, description="Retention of every object from its upload, in days (with object_lock_mode)."
    )
    legal_hold: bool = Field(default=False, description="Put every object under an S3 legal hold.")
    conditional_writes: bool = Field(
        default=True, description="Put with If-None-Match: * (False: HEAD then PUT, for servers without it)."
    )


class ConditionalWriteUnsupported(RuntimeError):
    """The S3 server refused `If-None-Match: *` on PutObject; set `conditional_writes: false` for it."""


@dataclass(frozen=True)
class TraceLocation:
    """A parsed trace URI: `s3://bucket/prefix`, `file:///abs/path` or a plain path."""

    scheme: Literal["s3", "file"]
    bucket: str | None
    prefix: str  # for s3: key prefix without leading/trailing '/'; for file: an absolute directory

    @classmethod
    def parse(cls, uri: str) -> "TraceLocation":
        parsed = urlparse(uri)
        if parsed.scheme == "s3":
            if not parsed.netloc:
                raise ValueError(f"s3 URI without a bucket: {uri!r}")
            return cls("s3", parsed.netloc, parsed.path.strip("/"))
        if parsed.scheme == "file":
            if parsed.netloc not in ("", "localhost"):
                raise ValueError(f"file URI with a host is not supported: {uri!r}")
            return cls("file", None, str(Path(unquote(parsed.path)).resolve()))
        if parsed.scheme == "":
            return cls("file", None, str(Path(uri).expanduser().resolve()))
        raise ValueError(f"unsupported trace URI scheme {parsed.scheme!r} in {uri!r} (use s3:// or file://)")

    def key(self, relative: str) -> str:
        """The full S3 key (or path under the directory) of `relative`."""
        if self.scheme == "s3":
            return f"{self.prefix}/{relative}" if self.prefix else relative
        return str(Path(self.prefix) / relative)


class ObjectStore(abc.ABC):
    """Write-once object storage for trace files; keys are relative to the store's root."""

    @abc.abstractmethod
    def put_if_absent(self, key: str, data: bytes) -> bool:
        """Store `data` under `key` unless the key exists. True if written, False if it was already there."""

    @abc.abstractmethod
    def list_keys(self, prefix: str = "") -> list[str]:
        """Every key under `prefix` (relative to the store's root), sorted."""

    @abc.abstractmethod
    def get(self, key: str) -> bytes:
        """The bytes stored under `key`."""

    @abc.abstractmethod
    def describe(self) -> str:
        """Where the store writes, for logs."""

    def list_page(self, prefix: str, start_after: str | None = None, max_keys: int = 1000) -> list[str]:
        """At most `max_keys` keys that start with `prefix` and sort after `start_after`, sorted.

        `prefix` may end inside a name (`a/b/2026-`), unlike `list_keys` on a directory; `start_after`
        is a key relative to the root, like the keys returned, and need not exist. Where the store
        can, one call reads one page (S3: ListObjectsV2 with StartAfter and MaxKeys), not the whole
        prefix. This default lists the prefix's directory whole."""
        folder = prefix.rpartition("/")[0]
        keys = [k for k in self.list_keys(folder) if k.startswith(prefix) and (start_after is None or k > start_after)]
        return keys[:max_keys]

    def delete(self, key: str) -> None:
        """Remove `key` (compaction, after the rows are verified elsewhere). Missing keys are fine."""
        raise NotImplementedError

    def delete_many(self, keys: list[str]) -> dict[str, str]:
        """Remove `keys` as close together as the store allows; {key: why} for those it could not remove.

        Compaction deletes a day's inputs with this, so readers listing meanwhile see the old
        files vanish in one short window (one request per 1,000 keys on S3) instead of one by one."""
        failed: dict[str, str] = {}
        for key in keys:
            try:
                self.delete(key)
            except Exception as exc:  # noqa: BLE001 - reported to the caller per key
                failed[key] = f"{type(exc).__name__}: {exc}"
        return failed


class LocalStore(ObjectStore):
    """A directory. A file appears under its final name only complete (hard link of a fsynced temp file)."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)

    def put_if_absent(self, key: str, data: bytes) -> bool:
        target = self.root / key
        if target.exists():
            return False
        target.parent.mkdir(parents=True, exist_ok=True)
        # A leading dot: pyarrow.dataset and `*.parquet` globs both skip a half-written temp file.
        temp = target.parent / f".{target.name}.{uuid.uuid4().hex}.tmp"
        try:
            with open(temp, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            try:
                os.link(temp, target)  # fails if the target exists: never overwrites
            except FileExistsError:
                return False
            fsync_directory(target.parent)
            return True
        finally:
            temp.unlink(missing_ok=True)

    def list_keys(self, prefix: str = "") -> list[str]:
        base = self.root / prefix if prefix else self.root
        if not base.exists():
            return []
        keys = [
            path.relative_to(self.root).as_posix()
            for path in base.rglob("*")
            if path.is_file() and not path.name.startswith(".")
        ]
        return sorted(keys)

    def list_page(self, prefix: str, start_after: str | None = None, max_keys: int = 1000) -> list[str]:
        # One scandir walk of the prefix's directory (no stat per file); a flat directory of 100,000
        # names is read in about 0.1 s. Names starting with a dot are temp files: skipped.
        folder, _, name_prefix = prefix.rpartition("/")
        base = self.root / folder if folder else self.root
        found: list[str] = []

        def walk(directory: Path, relative: str, top: bool) -> None:
            try:
                entries = list(os.scandir(directory))
            except (FileNotFoundError, NotADirectoryError):
                return
            for entry in entries:
                if entry.name.startswith(".") or (top and not entry.name.startswith(name_prefix)):
                    continue
                key = f"{relative}/{entry.name}" if relative else entry.name
                if entry.is_dir(follow_symlinks=False):
                    walk(Path(entry.path), key, False)
                elif start_after is None or key > start_after:
                    found.append(key)

        walk(base, folder, True)
        return heapq.nsmallest(max_keys, found) if len(found) > max_keys else sorted(found)

    def get(self, key: str) -> bytes:
        return (self.root / key).read_bytes()

    def delete(self, key: str) -> None:
        (self.root / key).unlink(missing_ok=True)

    def describe(self) -> str:
        return f"file://{self.root}"


class S3Store(ObjectStore):
    """An S3 bucket prefix through boto3. Writes are conditional (`If-None-Match: *`), so a writer needs
    only PutObject rights; each put carries the configured encryption and Object Lock settings."""

    def __init__(self, bucket: str, prefix: str = "", settings: S3Settings | None = None) -> None:
        import boto3
        from botocore.config import Config

        settings = settings or S3Settings()
        self.bucket = bucket
        self.prefix = prefix.strip("/")
        self.endpoint_url = settings.endpoint_url
        self._extra_put_args: dict[str, Any] = {}
        if settings.sse is not None:
            self._extra_put_args["ServerSideEncryption"] = settings.sse
            if settings.sse == "aws:kms" and settings.kms_key_id:
                self._extra_put_args["SSEKMSKeyId"] = settings.kms_key_id
        self.object_lock_mode = settings.object_lock_mode
        self.object_lock_retain_days = settings.object_lock_retain_days
        if settings.legal_hold:
            self._extra_put_args["ObjectLockLegalHoldStatus"] = "ON"
        self.conditional_writes = settings.conditional_writes
        config = Config(
            retries={"mode": "standard", "max_attempts": settings.max_attempts},
            connect_timeout=settings.connect_timeout_s,
            read_timeout=settings.read_timeout_s,
        )
        session = boto3.session.Session()
        self._client = session.client(
            "s3",
            endpoint_url=settings.endpoint_url,
            region_name=settings.region or session.region_name or "us-east-1",
            config=config,
        )

    def _full_key(self, key: str) -> str:
        return f"{self.prefix}/{key}" if self.prefix else key

    def _exists(self, full_key: str) -> bool:
        from botocore.exceptions import ClientError

        try:
            self._client.head_object(Bucket=self.bucket, Key=full_key)
            return True
        except ClientError as exc:
            if _error_code(exc) in ("404", "NoSuchKey", "NotFound"):
                return False
            raise

    def put_args(self) -> dict[str, Any]:
        """The extra PutObject arguments: encryption, Object Lock mode and retain-until date, legal hold."""
        args = dict(self._extra_put_args)
        if self.object_lock_mode and self.object_lock_retain_days:
            args["ObjectLockMode"] = self.object_lock_mode
            args["ObjectLockRetainUntilDate"] = dt.datetime.now(dt.timezone.utc) + dt.timedelta(
                days=self.object_lock_retain_days
            )
        if "ObjectLockMode" in args or "ObjectLockLegalHoldStatus" in args:
            args["ChecksumAlgorithm"] = "SHA256"  # Object Lock puts need an integrity checksum
        return args

    def put_if_absent(self, key: str, data: bytes) -> bool:
        from botocore.exceptions import ClientError

        full_key = self._full_key(key)
        if not self.conditional_writes:
            if self._exists(full_key):
                return False
            self._client.put_object(Bucket=self.bucket, Key=full_key, Body=data, **self.put_args())
            return True
        try:
            self._client.put_object(Bucket=self.bucket, Key=full_key, Body=data, IfNoneMatch="*", **self.put_args())
        except ClientError as exc:
            code = _error_code(exc)
            if code in ("PreconditionFailed", "412"):
                return False
            if code in ("ConditionalRequestConflict", "409"):
                return False  # a concurrent put of the same key won; same segment, same bytes
            if code in ("NotImplemented", "501"):
                raise ConditionalWriteUnsupported(
                    f"{self.describe()} does not support If-None-Match on PutObject; set the trace setting "
                    "conditional_writes: false (then the writer needs s3:GetObject too, for a HEAD per put)"
                ) from exc
            raise
        return True

    def delete(self, key: str) -> None:
        self._client.delete_object(Bucket=self.bucket, Key=self._full_key(key))

    def delete_many(self, keys: list[str]) -> dict[str, str]:
        failed: dict[str, str] = {}
        strip = len(f"{self.prefix}/") if self.prefix else 0
        for start in range(0, len(keys), _DELETE_BATCH):
            batch = keys[start:start + _DELETE_BATCH]
            try:
                response = self._client.delete_objects(
                    Bucket=self.bucket, Delete={"Objects": [{"Key": self._full_key(k)} for k in batch], "Quiet": True}
                )
            except Exception as exc:  # noqa: BLE001 - the whole batch failed (no rights, server down)
                failed.update({k: f"{type(exc).__name__}: {exc}" for k in batch})
                continue
            for error in response.get("Errors", []):
                failed[error["Key"][strip:]] = f"{error.get('Code')}: {error.get('Message')}"
        return failed

    def list_keys(self, prefix: str = "") -> list[str]:
        full_prefix = self._full_key(prefix) if prefix else (f"{self.prefix}/" if self.prefix else "")
        strip = len(f"{self.prefix}/") if self.prefix else 0
        keys: list[str] = []
        paginator = self._client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.bucket, Prefix=full_prefix):
            keys.extend(item["Key"][strip:] for item in page.get("Contents", []))
        return sorted(keys)

    def list_page(self, prefix: str, start_after: str | None = None, max_keys: int = 1000) -> list[str]:
        full_prefix = self._full_key(prefix) if prefix else (f"{self.prefix}/" if self.prefix else "")
        strip = len(f"{self.prefix}/") if self.prefix else 0
        args: dict[str, Any] = {"Bucket": self.bucket, "Prefix": full_prefix, "MaxKeys": min(max_keys, _LIST_PAGE)}
        if start_after is not None:
            args["StartAfter"] = self._full_key(start_after)
        keys: list[str] = []
        while len(keys) < max_keys:
            response = self._client.list_objects_v2(**args)
            keys.extend(item["Key"][strip:] for item in response.get("Contents", []))
            if not response.get("IsTruncated") or not response.get("NextContinuationToken"):
                break
            args.pop("StartAfter", None)
            args["ContinuationToken"] = response["NextContinuationToken"]
            args["MaxKeys"] = min(max_keys - len(keys), _LIST_PAGE)
        return keys[:max_keys]

    def get(self, key: str) -> bytes:
        return self._client.get_object(Bucket=self.bucket, Key=self._full_key(key))["Body"].read()

    def describe(self) -> str:
        where = f"s3://{self.bucket}/{self.prefix}"
        return f"{where} via {self.endpoint_url}" if self.endpoint_url else where


_DELETE_BATCH = 1000  # S3 DeleteObjects takes at most 1,000 keys
_LIST_PAGE = 1000  # S3 ListObjectsV2 answers at most 1,000 keys a call


def _error_code(exc: Any) -> str:
    return str(exc.response.get("Error", {}).get("Code", "")) or str(
        exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", "")
    )


def default_endpoint_url() -> str | None:
    """The S3 endpoint from the environment (`AWS_ENDPOINT_URL_S3`, then `AWS_ENDPOINT_URL`), if any."""
    return os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL") or None


def open_store(uri: str, settings: S3Settings | None = None) -> ObjectStore:
    """The object store for a trace URI (see `TraceLocation`); an S3 one with `settings`, whose endpoint
    defaults to the environment's (`default_endpoint_url`)."""
    location = TraceLocation.parse(uri)
    if location.scheme == "file":
        return LocalStore(location.prefix)
    assert location.bucket is not None
    settings = settings or S3Settings()
    if not settings.endpoint_url:
        settings = settings.model_copy(update={"endpoint_url": default_endpoint_url()})
    return S3Store(location.bucket, location.prefix, settings)


def arrow_filesystem(uri: str, *, endpoint_url: str | None = None) -> tuple[pafs.FileSystem, str]:
    """A pyarrow filesystem and the root path inside it for a trace URI (S3 endpoint from the env by default)."""
    location = TraceLocation.parse(uri)
    if location.scheme == "file":
        return pafs.LocalFileSystem(), location.prefix
    endpoint_url = endpoint_url or default_endpoint_url()
    options: dict[str, Any] = {
        "region": os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"
    }
    if endpoint_url:
        parsed = urlparse(endpoint_url)
        options["endpoint_override"] = parsed.netloc or parsed.path
        options["scheme"] = parsed.scheme or "https"
    if os.environ.get("AWS_ACCESS_KEY_ID") and os.environ.get("AWS_SECRET_ACCESS_KEY"):
        options["access_key"] = os.environ["AWS_ACCESS_KEY_ID"]
        options["secret_key"] = os.environ["AWS_SECRET_ACCESS_KEY"]
        if os.environ.get("AWS_SESSION_TOKEN"):
            options["session_token"] = os.environ["AWS_SESSION_TOKEN"]
    filesystem = pafs.S3FileSystem(**options)
    root = f"{location.bucket}/{location.prefix}" if location.prefix else str(location.bucket)
    return filesystem, root


DATE_PARTITIONING = ds.partitioning(pa.schema([("date", pa.string())]), flavor="hive")
"""The `date=YYYY-MM-DD` directory level, read as a string column named `date`."""


def list_parquet(
    uri: str, table: str, *, endpoint_url: str | None = None, dates: list[str] | None = None
) -> tuple[pafs.FileSystem, str, list[str]]:
    """(filesystem, base path, sorted Parquet paths) of `table` under `uri`; hidden temp files left out.

    `dates` (YYYY-MM-DD): list only those `date=` partitions, not the whole table."""
    filesystem, root = arrow_filesystem(uri, endpoint_url=endpoint_url)
    base = f"{root}/{table}"
    listed = [base] if dates is None else [f"{base}/date={date}" for date in sorted(set(dates))]
    paths: list[str] = []
    for directory in listed:
        if filesystem.get_file_info(directory).type == pafs.FileType.NotFound:
            continue
        paths.extend(
            f.path
            for f in filesystem.get_file_info(pafs.FileSelector(directory, recursive=True))
            if f.type == pafs.FileType.File and f.path.endswith(".parquet") and not Path(f.path).name.startswith(".")
        )
    return filesystem, base, sorted(paths)


def dedupe(table: pa.Table, key: str) -> pa.Table:
    """`table` with only the first row of each `key` value (rows written twice, or during a compaction)."""
    if table.num_rows == 0 or key not in table.column_names:
        return table
    values = table.column(key)
    if pc.count_distinct(values).as_py() == table.num_rows:
        return table
    seen: set[Any] = set()
    keep = []
    for index, value in enumerate(values.to_pylist()):
        if value not in seen:
            seen.add(value)
            keep.append(index)
    return table.take(pa.array(keep, type=pa.int64()))


def migrate(table_name: str, table: pa.Table) -> pa.Table:
    """Fill what v1 rows lack so that v1 and v2 rows read alike (see docs/traces.md, "Migration").

    traces: `request_uid` = `request_id` (v1 keyed rows by the caller's ID); `route` = 'verify'
    when `model` is 'external' (how v1 recorded /v1/verify), else 'gate'. Only v1 rows are filled:
    a later row reads as stored, so its audit-chain hash still verifies."""
    if table_name != "traces" or table.num_rows == 0:
        return table
    is_v1 = pc.fill_null(pc.less(table.column("schema_version"), pa.scalar(2, pa.int32())), True)
    request_uid = pc.if_else(is_v1, pc.coalesce(table.column("request_uid"), table.column("request_id")),
                             table.column("request_uid"))
    is_verify = pc.fill_null(pc.equal(table.column("model"), pa.scalar("external")), False)
    legacy_route = pc.if_else(is_verify, pa.scalar("verify"), pa.scalar("gate"))
    route = pc.if_else(is_v1, pc.coalesce(table.column("route"), legacy_route), table.column("route"))
    table = table.set_column(table.schema.get_field_index("request_uid"), table.schema.field("request_uid"), request_uid)
    return table.set_column(table.schema.get_field_index("route"), table.schema.field("route"), route)


def read_table(
    uri: str,
    table: str,
    *,
    since: dt.date | str | None = None,
    until: dt.date | str | None = None,
    endpoint_url: str | None = None,
    deduplicate: bool = True,
    where: ds.Expression | None = None,
    dates: list[str] | None = None,
    columns: list[str] | None = None,
    attempts: int = 8,
) -> pa.Table:
    """Every row of `table` ('traces', 'incidents', 'overrides') under `uri`, with a `date` column.

    Reads with the table's current schema, so files of an older schema version gain nulls for
    columns added since, then fills the v2 columns of v1 rows (`migrate`). Rows are deduplicated
    on the table's key (`DEDUPE_KEYS`): a reader running while `scripts/compact.py` replaces a
    day's files sees each row exactly once, and a file deleted between listing and reading makes
    it list again. `since`/`until` keep partitions in that date range (inclusive), `where` any
    other pyarrow filter (e.g. `ds.field("request_id") == "r-1"`). `dates` lists and reads only
    those partitions (the rest of the table is never listed). `columns` reads only those columns
    (and `date`), as stored: no v1 filling and no deduplication. An absent prefix reads as an empty table.
    """
    schema = SCHEMAS[table].append(pa.field("date", pa.string()))
    row_filter = None
    if since is not None:
        row_filter = ds.field("date") >= (since.isoformat() if isinstance(since, dt.date) else str(since))
    if until is not None:
        upper = ds.field("date") <= (until.isoformat() if isinstance(until, dt.date) else str(until))
        row_filter = upper if row_filter is None else (row_filter & upper)
    if where is not None:
        row_filter = where if row_filter is None else (row_filter & where)
    for attempt in range(1, attempts + 1):
        filesystem, base, paths = list_parquet(uri, table, endpoint_url=endpoint_url, dates=dates)
        if not paths:
            return schema.empty_table() if columns is None else schema.empty_table().select([*columns, "date"])
        try:
            dataset = ds.dataset(
                paths, schema=schema, filesystem=filesystem, format="parquet", partitioning=DATE_PARTITIONING,
                partition_base_dir=base,
            )
            result = dataset.to_table(filter=row_filter, columns=None if columns is None else [*columns, "date"])
            break
        except (FileNotFoundError, OSError) as exc:  # a compaction deleted a listed file: list again
            if attempt == attempts:
                raise
            logger.info("trace files changed while reading %s (%s): listing again", table, exc)
            time.sleep(min(1.0, 0.05 * 2 ** (attempt - 1)))  # let the compaction's deletions finish
    if columns is not None:
        return result
    result = migrate(table, result)
    return dedupe(result, DEDUPE_KEYS[table]) if deduplicate else result
