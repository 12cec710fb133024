"""Can traces be kept? Checked once, where the app is built, before any replica starts.

A store that refuses (no such bucket, access denied, a key or signature the server rejects) or a
directory that cannot be created would otherwise show only when uploads fail and the spool grows:
`check_trace_store` refuses it with the reason. An S3 endpoint that cannot be reached now is not
refused: the gate starts, rows wait in the spool, and /readyz reports the failing uploads.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from gate.traces.settings import TraceConfig
from gate.traces.store import TraceLocation

logger = logging.getLogger(__name__)

PROBE_TIMEOUT_S = 3.0
PROBE_ATTEMPTS = 2
URI_SETTING = "trace_uri / GATE_TRACE_URI"


class TraceStoreRefused(ValueError):
    """The trace store or the spool directory cannot be used; the message says why and what to change."""


def check_trace_store(config: TraceConfig) -> None:
    """Refuse (TraceStoreRefused) a trace store that will not take rows and a spool directory that cannot be
    created; log a warning and return when the S3 endpoint cannot be reached now."""
    _require_directory(Path(config.spool_dir), f"spool directory '{config.spool_dir}' (trace.spool_dir)",
                       "set trace.spool_dir to a writable directory on a persistent disk")
    location = TraceLocation.parse(config.uri)
    if location.scheme == "file":
        _require_directory(Path(location.prefix), f"trace directory '{location.prefix}' ({URI_SETTING})",
                           "point it at a writable directory or an s3:// URI")
        return
    assert location.bucket is not None
    _probe_bucket(location.bucket, location.prefix, config)


def _require_directory(path: Path, what: str, fix: str) -> None:
    """Refuse a directory the writer could not create (or write); creates nothing itself."""
    existing = path
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        problem = f"'{existing}' is not a directory"
    elif not os.access(existing, os.W_OK | os.X_OK):
        problem = f"permission denied on '{existing}'"
    else:
        return
    raise TraceStoreRefused(f"trace store: the {what} cannot be created ({problem}): {fix}")


def _probe_bucket(bucket: str, prefix: str, config: TraceConfig) -> None:
    """HEAD the bucket with the writer's endpoint and credentials, a short timeout and few retries."""
    import boto3
    from botocore.config import Config
    from botocore.exceptions import BotoCoreError, ClientError, HTTPClientError
    from botocore.exceptions import ConnectionError as EndpointUnreachable

    session = boto3.session.Session()
    endpoint = config.endpoint_url
    where = endpoint or "AWS"
    client = session.client(
        "s3", endpoint_url=endpoint, region_name=session.region_name or "us-east-1",
        config=Config(retries={"mode": "standard", "max_attempts": PROBE_ATTEMPTS},
                      connect_timeout=PROBE_TIMEOUT_S, read_timeout=PROBE_TIMEOUT_S),
    )
    try:
        client.head_bucket(Bucket=bucket)
    except ClientError as exc:
        status = int(exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode") or 0)
        code = str(exc.response.get("Error", {}).get("Code", "")) or str(status)
        if status == 404 or code in ("404", "NoSuchBucket", "NotFound"):
            raise TraceStoreRefused(f"trace store: bucket '{bucket}' does not exist at {where} ({URI_SETTING}): "
                                    "create it or fix the trace URI") from exc
        if status >= 500:
            logger.warning("trace store: %s answered HTTP %d for bucket '%s'; starting anyway, rows wait in the "
                           "spool until uploads succeed", where, status, bucket)
            return
        reason = _refusal_reason(client, bucket, prefix, status, code)
        raise TraceStoreRefused(f"trace store: {where} refuses bucket '{bucket}': {reason}; check the AWS "
                                f"credentials, region and bucket policy, or fix the trace URI ({URI_SETTING})") from exc
    except (EndpointUnreachable, HTTPClientError) as exc:
        logger.warning("trace store: %s cannot be reached (%s); starting anyway, rows wait in the spool until "
                       "uploads succeed and /readyz reports the failing uploads", where, exc)
    except BotoCoreError as exc:  # no credentials, a bad endpoint URL ...
        raise TraceStoreRefused(f"trace store: bucket '{bucket}' at {where} cannot be used: {exc}") from exc


def _refusal_reason(client: Any, bucket: str, prefix: str, status: int, code: str) -> str:
    """Why S3 refused: a HEAD answer has no body (its code is just '403'), so a one-key listing of the prefix
    asks again for the error code and message (InvalidAccessKeyId, SignatureDoesNotMatch, AccessDenied ...)."""
    from botocore.exceptions import BotoCoreError, ClientError

    message = ""
    if code == str(status):
        try:
            client.list_objects_v2(Bucket=bucket, Prefix=prefix, MaxKeys=1)
        except ClientError as exc:
            error = exc.response.get("Error", {})
            code, message = str(error.get("Code") or code), str(error.get("Message") or "")
        except BotoCoreError:
            pass
    if code == str(status):
        code = "access denied" if status == 403 else "refused"
    return f"{code} (HTTP {status}){': ' + message.rstrip('.') if message else ''}"
