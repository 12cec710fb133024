"""The uploader's side of the audit chain: the slot registry, signed checkpoints and tombstones in the store.

State per tenant of the slot (the next checkpoint's number, the previous checkpoint's hash, the chain's head as
uploaded, the objects not yet covered by a checkpoint) is kept in `<slot dir>/checkpoints.json`, replaced whole
after every change, so a restart or an adopting writer continues the slot's checkpoint sequence. Only the
uploader thread uses it; the spooler reads it once at start (`recorded_heads`) to recover the chain's head.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from gate.traces.chain import (
    CHAINS_DIR,
    GENESIS_HASH,
    SigningKey,
    checkpoint_key,
    checkpoint_payload,
    encode_object,
    registry_key,
    sha256_hex,
    sign_payload,
    utc_iso,
)
from gate.traces.durable import replace_file
from gate.traces.schema import tenant_prefix
from gate.traces.store import ObjectStore

logger = logging.getLogger(__name__)

CHECKPOINTS_FILE = "checkpoints.json"
SLOTS_REFRESH_S = 3600.0  # list chains/ (for known_slots) at most this often per tenant
_MAX_PUT_TRIES = 4  # a checkpoint number found taken (state lost in a crash) moves on to the next


@dataclass
class TenantCheckpoints:
    """One tenant's checkpoint sequence in this slot."""

    number: int = 0  # of the next checkpoint
    prev: str = GENESIS_HASH  # sha256 of the previous checkpoint object's bytes
    last_seq: int = -1  # the chain's head as uploaded (rows stored or tombstoned)
    last_hash: str = GENESIS_HASH
    objects: list[str] = field(default_factory=list)  # Parquet keys (relative to the tenant's root) not yet covered
    dirty: bool = False  # uploaded rows no checkpoint covers yet
    registered: bool = False  # chains/<slot>.json is in the store
    last_time: float = 0.0  # epoch seconds of the last checkpoint written
    known_slots: list[str] = field(default_factory=list)
    slots_listed: float = 0.0  # epoch seconds of the last listing of chains/ (not persisted across restarts)


def tenant_of(key: str) -> str | None:
    """The tenant name of a state key ('' is the store's root)."""
    return key or None


class Checkpoints:
    """Registry entries and checkpoints of one writer slot, per tenant (`''`: the store's root)."""

    def __init__(self, slot_dir: Path, slot: str, key: SigningKey | None, interval_s: float) -> None:
        self.path = Path(slot_dir) / CHECKPOINTS_FILE
        self.slot = slot
        self.key = key
        self.interval_s = interval_s
        self.tenants: dict[str, TenantCheckpoints] = {}
        self.written = 0  # checkpoints written by this process

    @staticmethod
    def read_state(slot_dir: Path) -> dict[str, Any]:
        """The persisted state of a slot dir ({} when there is none or it cannot be read)."""
        path = Path(slot_dir) / CHECKPOINTS_FILE
        try:
            data = json.loads(path.read_bytes())
        except FileNotFoundError:
            return {}
        except (OSError, ValueError):
            logger.exception("audit checkpoint state %s cannot be read: starting it again", path)
            return {}
        return data if isinstance(data, dict) else {}

    def load(self) -> "Checkpoints":
        data = self.read_state(self.path.parent)
        if data.get("slot") not in (None, self.slot):
            logger.warning("audit checkpoint state %s belongs to slot %s, not %s: ignored", self.path, data.get("slot"), self.slot)
            return self
        names = set(TenantCheckpoints.__dataclass_fields__)
        for tenant, entry in (data.get("tenants") or {}).items():
            if isinstance(entry, dict):
                self.tenants[tenant] = TenantCheckpoints(**{k: v for k, v in entry.items() if k in names})
        return self

    def save(self) -> None:
        state = {"slot": self.slot, "tenants": {t: asdict(s) for t, s in self.tenants.items()}}
        replace_file(self.path, json.dumps(state, sort_keys=True).encode())

    @staticmethod
    def recorded_heads(slot_dir: Path) -> dict[str, tuple[int, str]]:
        """{tenant: (last_seq, last_hash)} as last uploaded, from the state file: a floor for the spooler's head."""
        heads: dict[str, tuple[int, str]] = {}
        for tenant, entry in (Checkpoints.read_state(slot_dir).get("tenants") or {}).items():
            try:
                if int(entry["last_seq"]) >= 0:
                    heads[tenant] = (int(entry["last_seq"]), str(entry["last_hash"]))
            except (KeyError, TypeError, ValueError):
                continue
        return heads

    def record(self, tenant: str, last_seq: int, last_hash: str, objects: list[str]) -> None:
        """An upload stored (or tombstoned) this tenant's rows up to `last_seq` in `objects`; persisted at once."""
        state = self.tenants.setdefault(tenant, TenantCheckpoints())
        if last_seq > state.last_seq:
            state.last_seq, state.last_hash = last_seq, last_hash
        state.objects = sorted(set(state.objects) | set(objects))
        state.dirty = True

    def due(self, now: float | None = None) -> bool:
        now = time.time() if now is None else now
        return any(s.dirty or now - s.last_time >= self.interval_s for s in self.tenants.values())

    def write_due(self, store: ObjectStore, now: float | None = None) -> int:
        """Write each due tenant's registry entry (once) and checkpoint; returns how many checkpoints were written.

        Raises the store's error (state kept: what was not written is written at the next call)."""
        now = time.time() if now is None else now
        written = 0
        for tenant, state in sorted(self.tenants.items()):
            if not (state.dirty or now - state.last_time >= self.interval_s):
                continue
            self._write_one(store, tenant, state, now)
            written += 1
        return written

    def _write_one(self, store: ObjectStore, tenant: str, state: TenantCheckpoints, now: float) -> None:
        root = tenant_prefix(tenant_of(tenant))
        key_id = self.key.key_id if self.key is not None else None
        if not state.registered:
            entry = {"slot": self.slot, "tenant": tenant_of(tenant), "created": utc_iso(), "key_id": key_id}
            store.put_if_absent(root + registry_key(self.slot), encode_object(sign_payload(self.key, entry)))
            state.registered = True
            self.save()
        if now - state.slots_listed >= SLOTS_REFRESH_S or self.slot not in state.known_slots:
            state.slots_listed = now
            try:
                listed = store.list_page(f"{root}{CHAINS_DIR}/", max_keys=10_000)
            except Exception as exc:  # noqa: BLE001 - e.g. a writer role without s3:ListBucket: the slots known so far
                logger.warning("audit registry %s%s/ cannot be listed (%s): checkpoints name the slots known so far",
                               root, CHAINS_DIR, exc)
                listed = []
            slots = {k.rsplit("/", 1)[-1].removesuffix(".json") for k in listed if k.endswith(".json")}
            state.known_slots = sorted(slots | set(state.known_slots) | {self.slot})
        for _ in range(_MAX_PUT_TRIES):
            payload = checkpoint_payload(
                tenant=tenant_of(tenant), slot=self.slot, number=state.number, last_seq=state.last_seq,
                last_hash=state.last_hash, objects=state.objects, prev_checkpoint=state.prev,
                known_slots=state.known_slots, key_id=key_id,
            )
            data = encode_object(sign_payload(self.key, payload))
            key = root + checkpoint_key(self.slot, state.number)
            if store.put_if_absent(key, data):
                state.prev = sha256_hex(data)
                state.number += 1
                break
            # Taken: this slot wrote it before its state was saved (a crash). It is the previous checkpoint now.
            logger.warning("audit checkpoint %s already exists: continuing after it", key)
            state.prev = sha256_hex(store.get(key))
            state.number += 1
        else:
            raise RuntimeError(f"audit checkpoints {root}{checkpoint_key(self.slot, state.number)} and before are taken")
        state.objects = []
        state.dirty = False
        state.last_time = now
        self.written += 1
        self.save()
