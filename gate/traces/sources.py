"""What a trace row needs to reproduce its verdict: the effective policy's text and hash, the
models' revisions and the sampling (the prompt's version comes from `gate.prompts`, through the caller).

Everything here is cached: a service calls these per request and pays once per process.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

import yaml

logger = logging.getLogger(__name__)

_policy_cache: dict[int, tuple[Any, str, str]] = {}
_policy_lock = threading.Lock()


def policy_text(policy: Any) -> str:
    """The effective policy as canonical YAML (sorted keys, every default filled in).

    `policy` is a `checks.policy.Policy` (or any pydantic model, or a plain mapping); the text
    loads back with `Policy.model_validate(yaml.safe_load(text))`."""
    data = policy.model_dump(mode="json") if hasattr(policy, "model_dump") else dict(policy)
    return yaml.safe_dump(data, sort_keys=True, allow_unicode=True, default_flow_style=False)


def policy_document(policy: Any) -> tuple[str, str]:
    """(YAML text, sha256 hex) of `policy`; cached per policy object (a Policy is not changed in place)."""
    key = id(policy)
    with _policy_lock:
        cached = _policy_cache.get(key)
        if cached is not None and cached[0] is policy:
            return cached[1], cached[2]
    text = policy_text(policy)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    with _policy_lock:
        if len(_policy_cache) > 64:
            _policy_cache.clear()
        _policy_cache[key] = (policy, text, digest)
    return text, digest


_WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".gguf")
_SAMPLE_BYTES = 1 << 20


@functools.lru_cache(maxsize=32)
def model_revision(model: str) -> str:
    """`model` with its revision, as cheaply as it can be known.

    - a local directory: `<path>@weights:<hash>`, the hash over each weight file's name, size
      and first and last MiB (cheap, and changes when the weights are replaced);
    - a hub ID with a local hub cache: `<id>@<commit>` from the cache's refs/main;
    - otherwise the name as given.
    """
    path = Path(model).expanduser()
    if path.is_dir():
        digest = hashlib.sha256()
        weight_files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in _WEIGHT_SUFFIXES)
        for weights in weight_files:
            size = weights.stat().st_size
            digest.update(f"{weights.relative_to(path)}\0{size}\0".encode())
            with open(weights, "rb") as handle:
                digest.update(handle.read(_SAMPLE_BYTES))
                if size > 2 * _SAMPLE_BYTES:
                    handle.seek(size - _SAMPLE_BYTES)
                    digest.update(handle.read(_SAMPLE_BYTES))
        config = path / "config.json"
        if config.exists():
            digest.update(config.read_bytes())
        return f"{path.resolve()}@weights:{digest.hexdigest()[:16]}"
    cache = Path(os.environ.get("HF_HUB_CACHE") or Path(os.environ.get("HF_HOME", "~/.cache/huggingface")) / "hub")
    refs = cache.expanduser() / f"models--{model.replace('/', '--')}" / "refs" / "main"
    try:
        return f"{model}@{refs.read_text().strip()}"
    except OSError:
        return model


def models_with_revisions(models: dict[str, str | None]) -> dict[str, str]:
    """{role: model@revision} for the roles that have a model."""
    return {role: model_revision(name) for role, name in models.items() if name}


def canonical_sampling(sampling: Any) -> dict[str, Any] | None:
    """Sampling parameters as a plain dict (a pydantic model, a dict, or None)."""
    if sampling is None:
        return None
    if hasattr(sampling, "model_dump"):
        return sampling.model_dump(mode="json")
    return json.loads(json.dumps(dict(sampling), default=str))
