"""The audit chain's format: canonical rows and their hashes, signed objects, and where they are stored.

Every row a writer slot spools for a tenant carries `chain_slot`, `chain_seq`, `prev_hash` and `row_hash`
(schema v4): `row_hash` is the sha256 of `canonical_row`, the row as stored (after `sanitize_row`), so it is
the same whether it is computed from the spooler's dict or from the row read back from Parquet. Checkpoints,
the slot registry, tombstones, redactions and compaction records are small JSON objects under the tenant's
root, signed with the operator's Ed25519 key when one is configured (docs/traces.md, "The audit chain").

The write side (spooler, uploader, scripts/compact.py) and the verifier (`gate-audit`) both use this module;
it does no I/O beyond reading a key file.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import hashlib
import json
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from gate.traces.schema import SCHEMAS, sanitize_row

GENESIS_HASH = "0" * 64
"""`prev_hash` of a chain's first row (seq 0) and `prev_checkpoint` of a slot's first checkpoint."""

CHAIN_FIELDS: tuple[str, ...] = ("chain_slot", "chain_seq", "prev_hash", "row_hash")
"""The chain's columns in all three tables (schema v4)."""

CHECKPOINT_VERSION = 1
SIGNING_KEY_ENV = "GATE_AUDIT_SIGNING_KEY"
"""Environment variable holding the signing key's PEM text (PKCS8), when no key file is configured."""

CHAINS_DIR = "chains"
CHECKPOINTS_DIR = "checkpoints"
TOMBSTONES_DIR = "tombstones"
REDACTIONS_DIR = "redactions"
COMPACTIONS_DIR = "compactions"
TABLE_FIELD = "_table"


# ---------------------------------------------------------------- canonical rows

def _timestamp(value: Any) -> Any:
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value)
        except ValueError:
            return value
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=dt.timezone.utc)
        return value.astimezone(dt.timezone.utc).isoformat(timespec="microseconds")
    return value


def _float(value: Any) -> Any:
    if value.__class__ is float:
        return value if math.isfinite(value) else None
    if isinstance(value, int):  # bool too: pyarrow stores 1 and True in a float column as 1.0
        return float(value)
    return value  # does not fit the column: hashed as it is, and set aside at upload


def _int(value: Any) -> Any:
    if value.__class__ is float and value.is_integer():  # pyarrow stores 3.0 in an integer column as 3
        return int(value)
    return value


def _map(values: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def normalise(value: Any) -> Any:
        if isinstance(value, Mapping):
            items = value.items()
        elif isinstance(value, list):  # Parquet reads a map back as [(key, value), ...]
            try:
                items = [(k, v) for k, v in value]
            except (TypeError, ValueError):
                return value
        else:
            return value
        return {str(k): values(v) for k, v in items}

    return normalise


def _list(values: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def normalise(value: Any) -> Any:
        if isinstance(value, (list, tuple)):
            return [values(v) for v in value]
        return value

    return normalise


def _same(value: Any) -> Any:
    return value


def _normaliser(data_type: pa.DataType) -> Callable[[Any], Any] | None:
    """How a value of the column is normalised; None: as it is (strings, lists of strings)."""
    found = _normaliser_of(data_type)
    return None if found is _same else found


def _normaliser_of(data_type: pa.DataType) -> Callable[[Any], Any]:
    if pa.types.is_timestamp(data_type):
        return _timestamp
    if pa.types.is_floating(data_type):
        return _float
    if pa.types.is_integer(data_type):
        return _int
    if pa.types.is_map(data_type):
        return _map(_normaliser_of(data_type.item_type))
    if pa.types.is_list(data_type) or pa.types.is_large_list(data_type):
        values = _normaliser_of(data_type.value_type)
        return _same if values is _same else _list(values)
    return _same


_NAMES: dict[str, tuple[str, ...]] = {
    table: tuple(f.name for f in schema if f.name != "row_hash") for table, schema in SCHEMAS.items()
}
_NORMALISED: dict[str, tuple[tuple[str, Callable[[Any], Any]], ...]] = {
    table: tuple((f.name, n) for f in schema if f.name != "row_hash" and (n := _normaliser(f.type)) is not None)
    for table, schema in SCHEMAS.items()
}


def _json_default(value: Any) -> Any:
    if isinstance(value, (dt.datetime, dt.date)):
        return value.isoformat()
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    return str(value)


def _canonical_text(table: str, row: Mapping[str, Any]) -> str:
    names = _NAMES.get(table)
    if names is None:
        raise KeyError(f"unknown table {table!r}")
    get = row.get
    out: dict[str, Any] = {name: get(name) for name in names}  # the spooler's hot path: plain columns as they are
    out[TABLE_FIELD] = table
    for name, normalise in _NORMALISED[table]:
        value = out[name]
        if value is not None:
            out[name] = normalise(value)
    return json.dumps(out, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=_json_default)


def canonical_row(table: str, row: Mapping[str, Any]) -> bytes:
    """The bytes a row's hash is taken of: every column of `table`'s schema but `row_hash`, plus `_table`.

    Normalised so that the spooler's dict and the dict read back from Parquet (`Table.to_pylist()`) give the
    same bytes: timestamps as ISO 8601 UTC with microseconds, maps as objects, non-finite floats as null,
    integral floats in integer columns as integers, a missing column as null. Keys sorted, compact
    separators, UTF-8 (a lone surrogate, which `sanitize_row` removes before hashing, is kept as itself).
    Never raises for a value that does not fit its column: the row is hashed as it is (and set aside at upload).
    """
    return _canonical_text(table, row).encode("utf-8", "surrogatepass")


def row_hash(table: str, row: Mapping[str, Any]) -> str:
    """sha256 hex of `canonical_row(table, row)`."""
    return hashlib.sha256(canonical_row(table, row)).hexdigest()


def link_row(table: str, row: dict[str, Any], slot: str, seq: int, prev_hash: str) -> dict[str, Any]:
    """`row` in its stored form with its chain fields: slot, seq, the previous row's hash, then its own `row_hash`.

    The stored form is `sanitize_row`'s: text with lone surrogates (which only then need repair) comes back as a new
    dict with them replaced and `sanitized` naming the columns; otherwise `row` itself is updated and returned."""
    row["chain_slot"] = slot
    row["chain_seq"] = seq
    row["prev_hash"] = prev_hash
    try:
        data = _canonical_text(table, row).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: hash the text as it will be stored
        row = sanitize_row(row)
        data = canonical_row(table, row)
    row["row_hash"] = hashlib.sha256(data).hexdigest()
    return row


def canonical_json(value: Any) -> bytes:
    """Canonical JSON bytes of a payload (sorted keys, compact, UTF-8, no NaN): what a signature covers."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def sha256_hex(data: bytes) -> str:
    """sha256 hex of `data` (a checkpoint object's bytes for the next one's `prev_checkpoint`, a file's bytes)."""
    return hashlib.sha256(data).hexdigest()


def utc_iso(moment: dt.datetime | None = None) -> str:
    """ISO 8601 UTC with microseconds (now by default): the `time` of checkpoints and the other objects."""
    moment = moment or dt.datetime.now(dt.timezone.utc)
    return moment.astimezone(dt.timezone.utc).isoformat(timespec="microseconds")


# ---------------------------------------------------------------- keys and signatures

def _key_id(public_key: Ed25519PublicKey) -> str:
    raw = public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return hashlib.sha256(raw).hexdigest()[:16]


def unsigned(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The stored form of a payload written without a key: `signature` and `key_id` null."""
    return {"payload": dict(payload), "signature": None, "key_id": None}


def sign_payload(key: "SigningKey | None", payload: Mapping[str, Any]) -> dict[str, Any]:
    """`key.sign(payload)`, or the unsigned form when there is no key."""
    return key.sign(payload) if key is not None else unsigned(payload)


def encode_object(obj: Mapping[str, Any]) -> bytes:
    """The bytes a signed object is stored as (canonical JSON: the next checkpoint hashes exactly these)."""
    return canonical_json(obj)


@dataclass(frozen=True)
class SigningKey:
    """The operator's Ed25519 private key: signs checkpoints, registry entries and compaction records."""

    private_key: Ed25519PrivateKey
    key_id: str  # first 16 hex of sha256 of the raw public key

    @classmethod
    def from_private_key(cls, private_key: Ed25519PrivateKey) -> "SigningKey":
        return cls(private_key, _key_id(private_key.public_key()))

    @classmethod
    def generate(cls) -> "SigningKey":
        """A new random key (`gate-audit keygen`, tests)."""
        return cls.from_private_key(Ed25519PrivateKey.generate())

    @classmethod
    def from_pem(cls, pem: bytes | str) -> "SigningKey":
        """A key from PEM (PKCS8, unencrypted); ValueError when it is not an Ed25519 private key."""
        data = pem.encode() if isinstance(pem, str) else pem
        try:
            key = serialization.load_pem_private_key(data, password=None)
        except (ValueError, TypeError) as exc:
            raise ValueError(f"not a PEM private key without a password: {exc}") from None
        if not isinstance(key, Ed25519PrivateKey):
            raise ValueError(f"the audit signing key must be Ed25519, not {type(key).__name__}")
        return cls.from_private_key(key)

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None, env: Mapping[str, str] | None = None) -> "SigningKey | None":
        """The key from `path` (a PEM file), else from `env[GATE_AUDIT_SIGNING_KEY]` (PEM text; `env` defaults to
        os.environ), else None (unsigned). ValueError (naming the source) when the one given is not a usable key."""
        if path is not None:
            try:
                return cls.from_pem(Path(path).read_bytes())
            except ValueError as exc:
                raise ValueError(f"audit signing key file {path}: {exc}") from None
        env = os.environ if env is None else env
        text = (env.get(SIGNING_KEY_ENV) or "").strip()
        if not text:
            return None
        try:
            return cls.from_pem(text)
        except ValueError as exc:
            raise ValueError(f"{SIGNING_KEY_ENV}: {exc}") from None

    def sign(self, payload: Mapping[str, Any]) -> dict[str, Any]:
        """The stored object {"payload", "signature" (base64 Ed25519 over canonical_json(payload)), "key_id"}."""
        signature = self.private_key.sign(canonical_json(dict(payload)))
        return {"payload": dict(payload), "signature": base64.b64encode(signature).decode("ascii"), "key_id": self.key_id}

    def public_pem(self) -> bytes:
        """The public key as PEM (SubjectPublicKeyInfo): what a verifier is given."""
        return self.private_key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )

    def private_pem(self) -> bytes:
        """The private key as unencrypted PKCS8 PEM (`gate-audit keygen` writes it 0600)."""
        return self.private_key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )

    def verifying_key(self) -> "VerifyingKey":
        return VerifyingKey(self.private_key.public_key(), self.key_id)


@dataclass(frozen=True)
class VerifyingKey:
    """An operator's Ed25519 public key: checks the objects its private key signed."""

    public_key: Ed25519PublicKey
    key_id: str

    def verify(self, obj: Mapping[str, Any]) -> bool:
        """True when `obj` ({"payload", "signature", "key_id"}) carries a valid signature of its payload by this
        key. False for an unsigned object, another key's id, a malformed object or a forged payload."""
        try:
            signature = obj.get("signature")
            payload = obj.get("payload")
            if not isinstance(signature, str) or not isinstance(payload, Mapping):
                return False
            if obj.get("key_id") not in (None, self.key_id):
                return False
            self.public_key.verify(base64.b64decode(signature, validate=True), canonical_json(dict(payload)))
            return True
        except (InvalidSignature, binascii.Error, ValueError, TypeError, AttributeError):
            return False


def load_public_key(pem: bytes | str) -> VerifyingKey:
    """A verifying key from PEM (SubjectPublicKeyInfo); ValueError when it is not an Ed25519 public key."""
    data = pem.encode() if isinstance(pem, str) else pem
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"not a PEM public key: {exc}") from None
    if not isinstance(key, Ed25519PublicKey):
        raise ValueError(f"the audit public key must be Ed25519, not {type(key).__name__}")
    return VerifyingKey(key, _key_id(key))


# ---------------------------------------------------------------- where the objects live (under a tenant's root)

def registry_key(slot: str) -> str:
    """`chains/<slot>.json`: the slot's registry entry."""
    return f"{CHAINS_DIR}/{slot}.json"


def checkpoint_key(slot: str, number: int) -> str:
    """`checkpoints/<slot>/<number:012d>.json`."""
    return f"{CHECKPOINTS_DIR}/{slot}/{number:012d}.json"


def tombstone_key(slot: str, seq: int) -> str:
    """`tombstones/<slot>/<seq:012d>.json`: a row set aside in rejected/."""
    return f"{TOMBSTONES_DIR}/{slot}/{seq:012d}.json"


def redaction_key(slot: str, seq: int) -> str:
    """`redactions/<slot>/<seq:012d>.json`: a row erased on purpose."""
    return f"{REDACTIONS_DIR}/{slot}/{seq:012d}.json"


def compaction_key(table: str, date: str, id: str) -> str:  # noqa: A002 - the spec's name
    """`compactions/<table>/date=<date>/<id>.json`: what a compaction read and wrote."""
    return f"{COMPACTIONS_DIR}/{table}/date={date}/{id}.json"


def checkpoint_payload(
    *, tenant: str | None, slot: str, number: int, last_seq: int, last_hash: str, objects: list[str], prev_checkpoint: str,
    known_slots: list[str], key_id: str | None, time: str | None = None,
) -> dict[str, Any]:
    """A checkpoint's payload (version 1): `rows` is last_seq + 1 (tombstoned and redacted rows included)."""
    return {
        "version": CHECKPOINT_VERSION, "tenant": tenant, "slot": slot, "number": number, "last_seq": last_seq,
        "last_hash": last_hash, "rows": last_seq + 1, "objects": sorted(objects), "time": time or utc_iso(),
        "prev_checkpoint": prev_checkpoint, "known_slots": sorted(known_slots), "key_id": key_id,
    }
