"""Where the audit objects of a trace store are: one listing of the store, sorted out per tenant root.

A tenant's objects live under `tenant=<name>/`; the root tenant's (a gate without API keys, and rows
written before tenants) at the store's root. Under each root the verifier needs the three tables'
Parquet objects and the audit chain's JSON objects (`gate.traces.chain`): the slot registry
(`chains/`), checkpoints, tombstones, redactions and compaction records. Everything else
(sources, policies, review objects, the request index) is left alone here.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass, field

from gate.traces.chain import CHAINS_DIR, CHECKPOINTS_DIR, COMPACTIONS_DIR, REDACTIONS_DIR, TOMBSTONES_DIR
from gate.traces.schema import TABLES, tenant_prefix
from gate.traces.store import ObjectStore

TENANT_DIR = "tenant="
ROOT_TENANT_LABEL = "(root)"
"""How reports name the root tenant (objects at the store's root); `--tenant ''` selects it."""


@dataclass(frozen=True)
class ParquetObject:
    """One Parquet object of a table: its key relative to the tenant root and its `date=` partition."""

    key: str
    table: str
    date: str


@dataclass
class TenantObjects:
    """The audit-relevant keys under one tenant root (keys relative to that root)."""

    tenant: str | None
    prefix: str  # "" for the root tenant, else "tenant=<name>/"
    parquet: list[ParquetObject] = field(default_factory=list)
    registry: dict[str, str] = field(default_factory=dict)  # slot -> key
    checkpoints: dict[str, dict[int, str]] = field(default_factory=lambda: defaultdict(dict))
    tombstones: dict[str, dict[int, str]] = field(default_factory=lambda: defaultdict(dict))
    redactions: dict[str, dict[int, str]] = field(default_factory=lambda: defaultdict(dict))
    compactions: list[str] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)  # every key listed under the root (for "is it still there")

    @property
    def label(self) -> str:
        return self.tenant if self.tenant is not None else ROOT_TENANT_LABEL

    def full_key(self, key: str) -> str:
        """`key` (relative to this root) relative to the store's root."""
        return self.prefix + key

    def relative(self, key: str) -> str:
        """A key a record names (relative to this root, or to the store's root) relative to this root."""
        if self.prefix and key.startswith(self.prefix):
            return key[len(self.prefix):]
        return key


def _number(name: str) -> int | None:
    if not name.endswith(".json"):
        return None
    try:
        return int(name[:-5])
    except ValueError:
        return None


def classify(objects: TenantObjects, key: str) -> None:
    """File `key` (relative to the tenant root) under what it is; keys of other kinds are only remembered."""
    objects.keys.add(key)
    parts = key.split("/")
    name = parts[-1]
    if name.startswith("."):
        return
    head = parts[0]
    if head in TABLES and len(parts) == 3 and parts[1].startswith("date=") and name.endswith(".parquet"):
        objects.parquet.append(ParquetObject(key, head, parts[1][len("date="):]))
    elif head == CHAINS_DIR and len(parts) == 2 and name.endswith(".json"):
        objects.registry[name[:-5]] = key
    elif head in (CHECKPOINTS_DIR, TOMBSTONES_DIR, REDACTIONS_DIR) and len(parts) == 3:
        number = _number(name)
        if number is not None:
            target = {CHECKPOINTS_DIR: objects.checkpoints, TOMBSTONES_DIR: objects.tombstones,
                      REDACTIONS_DIR: objects.redactions}[head]
            target[parts[1]][number] = key
    elif head == COMPACTIONS_DIR and len(parts) == 4 and name.endswith(".json"):
        objects.compactions.append(key)


def list_tenants(store: ObjectStore, *, only: str | None = None, only_given: bool = False) -> list[TenantObjects]:
    """Every tenant root of `store` with its keys (one listing); with `only_given`, only tenant `only`
    (None: the root tenant). The root tenant is included only when it holds rows or audit objects."""
    if only_given:
        prefix = tenant_prefix(only)
        objects = TenantObjects(only, prefix)
        for key in store.list_keys(prefix):
            relative = key[len(prefix):]
            if not prefix and relative.startswith(TENANT_DIR):
                continue
            classify(objects, relative)
        return [objects]
    roots: dict[str | None, TenantObjects] = {}
    for key in store.list_keys():
        if key.startswith(TENANT_DIR) and "/" in key:
            head, _, relative = key.partition("/")
            name: str | None = head[len(TENANT_DIR):]
        else:
            name, relative = None, key
        objects = roots.get(name)
        if objects is None:
            objects = roots[name] = TenantObjects(name, tenant_prefix(name))
        classify(objects, relative)
    found = [o for o in roots.values() if o.parquet or o.registry or o.checkpoints or o.compactions]
    return sorted(found, key=lambda o: (o.tenant is not None, o.tenant or ""))


def in_range(date: str, since: dt.date | None, until: dt.date | None) -> bool:
    """Whether a `date=` partition value lies in [since, until] (a malformed one is always read)."""
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        return True
    return (since is None or day >= since) and (until is None or day <= until)
