"""Incidents page a person: each blocked request is POSTed to a webhook, signed, from a durable outbox.

    spooler thread ──incident row──▶ <outbox_dir>/<incident_id>.json (fsynced, 0600)
    pager thread   ──POST, HMAC-SHA256 signed, retries with backoff──▶ webhook_url ──2xx──▶ delete the file

A page is written to the outbox before its incident row is fsynced into the spool, so a crash
can at worst send a page twice (the receiver deduplicates on `incident_id`), never lose one; the
outbox survives restarts and a receiver outage. The body holds IDs, check names, the profile
and the time: no answer text and no identifiers.

Signature: header `X-Gate-Signature: sha256=<hex>` where hex = HMAC-SHA256(secret,
"<X-Gate-Timestamp>.<body>"); the receiver recomputes it and rejects stale timestamps.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import random
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SecretStr

from gate.traces.durable import fsync_directory, replace_file

logger = logging.getLogger(__name__)

SIGNATURE_HEADER = "X-Gate-Signature"
TIMESTAMP_HEADER = "X-Gate-Timestamp"
INCIDENT_HEADER = "X-Gate-Incident-Id"
_PAGE_SUFFIX = ".json"


class IncidentWebhookConfig(BaseModel):
    """Where a blocked request is paged, and how hard the pager tries."""

    model_config = ConfigDict(extra="forbid")

    webhook_url: str = Field(description="http(s) URL that receives one JSON POST per incident.")
    secret: SecretStr = Field(description="Shared secret of the HMAC-SHA256 signature header (X-Gate-Signature).")
    timeout_s: float = Field(default=5.0, gt=0, description="Timeout of one POST.")
    backoff_initial_s: float = Field(default=0.5, gt=0, description="Wait after a failed POST; doubles per failure.")
    backoff_max_s: float = Field(default=30.0, gt=0, description="Longest wait between attempts (pages are retried forever).")
    outbox_dir: Path | None = Field(
        default=None,
        description="Directory of pages not yet delivered (one writer per directory); default <spool_dir>/outbox.",
    )


def incident_page(incident: dict[str, Any]) -> dict[str, Any]:
    """The webhook body of an incident row: IDs, checks, profile, time; nothing from the answer."""
    ts = incident["ts"]
    return {
        "event": "gate.incident",
        "incident_id": incident["incident_id"],
        "request_id": incident["request_id"],
        "request_uid": incident.get("request_uid"),
        "tenant": incident.get("tenant"),
        "checks": list(incident["checks"]),
        "profile": incident["profile"],
        "time": ts if isinstance(ts, str) else ts.isoformat(),
    }


def sign(secret: str, timestamp: str, body: bytes) -> str:
    """The X-Gate-Signature value for `body` sent at `timestamp`."""
    mac = hmac.new(secret.encode("utf-8"), timestamp.encode("ascii") + b"." + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def verify_signature(secret: str, timestamp: str, body: bytes, signature: str) -> bool:
    """What a receiver does: recompute the signature and compare in constant time."""
    return hmac.compare_digest(sign(secret, timestamp, body), signature)


class IncidentPager:
    """The outbox and the thread that delivers it."""

    def __init__(self, config: IncidentWebhookConfig, outbox_dir: Path) -> None:
        self.config = config
        self.outbox_dir = Path(outbox_dir)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.delivered = 0
        self.failures = 0
        self.last_error: str | None = None

    def start(self) -> "IncidentPager":
        self.outbox_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(self.outbox_dir, 0o700)
        self._thread = threading.Thread(target=self._run, name="incident-pager", daemon=True)
        self._thread.start()
        if self.pending():
            logger.warning("incident outbox %s holds %d undelivered pages: sending them", self.outbox_dir, self.pending())
        return self

    def close(self, timeout: float = 5.0) -> None:
        """Try to deliver what is pending for up to `timeout` seconds, then stop; the rest stays in the outbox."""
        deadline = time.monotonic() + timeout
        while self.pending() and time.monotonic() < deadline:
            self._wake.set()
            time.sleep(0.05)
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=self.config.timeout_s + 1.0)

    def pending(self) -> int:
        try:
            return sum(1 for p in self.outbox_dir.iterdir() if p.name.endswith(_PAGE_SUFFIX))
        except FileNotFoundError:
            return 0

    def stage(self, incident: dict[str, Any]) -> None:
        """Write the page of `incident` to the outbox durably (called by the spooler thread)."""
        page = incident_page(incident)
        name = f"{page['incident_id']}{_PAGE_SUFFIX}"  # staged twice (a retried spool write): still one page
        replace_file(self.outbox_dir / name, json.dumps(page, sort_keys=True).encode("utf-8"))

    def notify(self) -> None:
        self._wake.set()

    def _run(self) -> None:
        failures = 0
        while not self._stop.is_set():
            delay = None
            for path in self._oldest_first():
                if self._stop.is_set():
                    return
                try:
                    self._deliver(path)
                except Exception as exc:  # receiver down, 5xx, timeout: the page stays and is retried
                    failures += 1
                    with self._lock:
                        self.failures += 1
                        self.last_error = f"{type(exc).__name__}: {exc}"
                    delay = min(self.config.backoff_max_s, self.config.backoff_initial_s * 2.0 ** min(failures - 1, 20))
                    delay *= random.uniform(0.5, 1.0)
                    logger.warning("incident page %s not delivered (%s); retrying in %.2fs", path.name, exc, delay)
                    break
                else:
                    failures = 0
            self._wake.wait(timeout=delay if delay is not None else 1.0)
            self._wake.clear()

    def _oldest_first(self) -> list[Path]:
        pages = []
        for path in self.outbox_dir.glob(f"*{_PAGE_SUFFIX}"):
            try:
                pages.append((path.stat().st_mtime_ns, path.name, path))
            except FileNotFoundError:
                continue
        return [path for *_, path in sorted(pages)]

    def _deliver(self, path: Path) -> None:
        try:
            body = path.read_bytes()
        except FileNotFoundError:
            return
        timestamp = str(int(time.time()))
        page = json.loads(body)
        request = urllib.request.Request(
            self.config.webhook_url,
            data=body,
            method="POST",
            headers={
                "Content-Type": "application/json",
                TIMESTAMP_HEADER: timestamp,
                SIGNATURE_HEADER: sign(self.config.secret.get_secret_value(), timestamp, body),
                INCIDENT_HEADER: str(page.get("incident_id", "")),
                "User-Agent": "gate-incident-pager",
            },
        )
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never via a proxy
        with opener.open(request, timeout=self.config.timeout_s) as response:
            if not 200 <= response.status < 300:
                raise RuntimeError(f"webhook answered HTTP {response.status}")
        path.unlink(missing_ok=True)
        fsync_directory(self.outbox_dir)
        with self._lock:
            self.delivered += 1
        logger.info("incident %s paged", page.get("incident_id"))

