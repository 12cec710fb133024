"""A view of an object store below a key prefix: how a tenant's objects are reached on the gate's one store.

`PrefixedStore(store, "tenant=clinic-a")` reads and writes `tenant=clinic-a/<key>` of `store` and lists keys
relative to that prefix, so code written for a store's root (the review store, the request index, request
claims) works unchanged on a tenant's root and cannot name a key outside it. It shares the inner store's
client and settings (encryption, Object Lock, timeouts).
"""

from __future__ import annotations

from gate.traces.store import ObjectStore


class PrefixedStore(ObjectStore):
    """`inner`'s keys under `prefix/`, as a store of their own."""

    def __init__(self, inner: ObjectStore, prefix: str) -> None:
        prefix = prefix.strip("/")
        if not prefix or any(part in ("", ".", "..") for part in prefix.split("/")):
            raise ValueError(f"not a key prefix: {prefix!r}")
        self.inner = inner
        self.prefix = prefix + "/"

    def _key(self, key: str) -> str:
        return self.prefix + key

    def put_if_absent(self, key: str, data: bytes) -> bool:
        return self.inner.put_if_absent(self._key(key), data)

    def list_keys(self, prefix: str = "") -> list[str]:
        start = len(self.prefix)
        return [key[start:] for key in self.inner.list_keys(self._key(prefix))]

    def list_page(self, prefix: str, start_after: str | None = None, max_keys: int = 1000) -> list[str]:
        start = len(self.prefix)
        after = None if start_after is None else self._key(start_after)
        return [key[start:] for key in self.inner.list_page(self._key(prefix), after, max_keys)]

    def get(self, key: str) -> bytes:
        return self.inner.get(self._key(key))

    def delete(self, key: str) -> None:
        self.inner.delete(self._key(key))

    def delete_many(self, keys: list[str]) -> dict[str, str]:
        start = len(self.prefix)
        failed = self.inner.delete_many([self._key(key) for key in keys])
        return {key[start:]: why for key, why in failed.items()}

    def describe(self) -> str:
        return f"{self.inner.describe()} under {self.prefix}"
