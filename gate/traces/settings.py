"""The trace writer's settings: where traces go and how they are buffered, spooled and uploaded."""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gate.traces.schema import StoreQuery
from gate.traces.store import ObjectLockMode, S3Settings, ServerSideEncryption, default_endpoint_url
from gate.traces.webhook import IncidentWebhookConfig


_SAFE_NAME = re.compile(r"[^A-Za-z0-9_.-]+")


def default_spool_dir() -> Path:
    """`$XDG_STATE_HOME/gate/spool`, else `~/.local/state/gate/spool`: a directory any user can create, that
    survives a reboot (rows not yet uploaded wait there), unlike the temporary directory."""
    state = os.environ.get("XDG_STATE_HOME", "").strip()
    return (Path(state) if state else Path.home() / ".local" / "state") / "gate" / "spool"


def _default_replica_id() -> str:
    return _SAFE_NAME.sub("_", f"{socket.gethostname()}-{os.getpid()}")


class TraceConfig(BaseModel):
    """Where traces go and how the writer buffers, spools and uploads them."""

    model_config = ConfigDict(extra="forbid")

    uri: str = Field(
        description="Destination root: 's3://bucket/prefix', 'file:///abs/dir' or a plain directory path."
    )
    spool_dir: Path = Field(
        default_factory=default_spool_dir,
        description="Local directory for spool segments, on a persistent disk in production; one live writer per "
        "directory (it is locked). Default $XDG_STATE_HOME/gate/spool, else ~/.local/state/gate/spool.",
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
    store_query: StoreQuery = Field(
        default="full",
        description="'full' keeps the query text in the `query` column (the audit needs it); 'hash' keeps only query_sha256.",
    )
    object_lock_mode: ObjectLockMode | None = Field(
        default=None,
        description="S3 Object Lock mode on every put ('GOVERNANCE' or 'COMPLIANCE'); the bucket must have Object Lock on.",
    )
    object_lock_retain_days: int | None = Field(
        default=None, ge=1, le=36_500, description="Retention period of every object from its upload (with object_lock_mode)."
    )
    object_legal_hold: bool = Field(default=False, description="Put every object under an S3 legal hold.")
    conditional_writes: bool = Field(
        default=True,
        description="Write with If-None-Match: * (needs only PutObject rights). False: HEAD then PUT, for servers without conditional writes (needs read rights).",
    )
    incidents: IncidentWebhookConfig | None = Field(
        default=None, description="Page a person for every blocked request (a signed webhook with a durable outbox)."
    )
    tenant_incidents: dict[str, IncidentWebhookConfig] = Field(
        default_factory=dict,
        description="Tenant name -> where that tenant's incidents are paged instead of `incidents` (each with an "
        "outbox of its own, default <spool_dir>/outbox/tenant=<name>); filled from the tenants' incident_webhook.",
    )
    degraded_after_s: float = Field(
        default=300.0,
        gt=0,
        description="health() reports 'degraded' when the oldest row not yet uploaded is older than this.",
    )
    degraded_spool_fraction: float = Field(
        default=0.5,
        gt=0,
        le=1,
        description="health() reports 'degraded' when the spool holds more than this share of max_spool_bytes.",
    )

    audit_chain: bool = Field(
        default=True,
        description="Hash-chain every row and write signed checkpoints (docs/traces.md, 'The audit chain'); turn the "
        "chain off only to measure its cost.",
    )
    signing_key_file: Path | None = Field(
        default=None,
        description="Ed25519 private key (PEM, PKCS8) that signs checkpoints and the slot registry; none: the key in "
        "env GATE_AUDIT_SIGNING_KEY (PEM text), else checkpoints are written unsigned (damage is detected, not tampering).",
    )
    checkpoint_interval_s: float = Field(
        default=86_400.0,
        gt=0,
        description="A checkpoint per tenant at least this often, even without new rows (besides one after each upload).",
    )

    @model_validator(mode="after")
    def _kms_key_needs_kms(self) -> "TraceConfig":
        if self.kms_key_id and self.sse != "aws:kms":
            raise ValueError("kms_key_id requires sse='aws:kms'")
        if (self.object_lock_mode is None) != (self.object_lock_retain_days is None):
            raise ValueError("object_lock_mode and object_lock_retain_days go together")
        return self

    def store_settings(self) -> S3Settings:
        """The S3 settings of the writer's store: this config's endpoint, encryption, retries and Object Lock."""
        return S3Settings(
            endpoint_url=self.endpoint_url,
            sse=self.sse,
            kms_key_id=self.kms_key_id,
            max_attempts=self.upload_attempts,
            connect_timeout_s=self.connect_timeout_s,
            read_timeout_s=self.read_timeout_s,
            object_lock_mode=self.object_lock_mode,
            object_lock_retain_days=self.object_lock_retain_days,
            legal_hold=self.object_legal_hold,
            conditional_writes=self.conditional_writes,
        )
