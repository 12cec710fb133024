"""Spool slots: each live writer on a host takes its own spool directory, and a writer that
starts after a crash takes over the dead one's slot and uploads what it left.

Slots live under `<spool_dir>/<hash of the destination URI>/slot-<n>`, so segments are only
ever uploaded to the destination they were written for. A slot is held by the writer's
flock, which the kernel releases when its process dies.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

from gate.traces.writer import TraceConfig, TraceWriter

logger = logging.getLogger(__name__)


def spool_root(config: TraceConfig) -> Path:
    digest = hashlib.sha256(config.uri.encode()).hexdigest()[:16]
    return Path(config.spool_dir) / digest


def start_writer_in_free_slot(config: TraceConfig, max_slots: int = 256) -> TraceWriter:
    """Start a TraceWriter in the first spool slot no live writer holds; RuntimeError when all are held."""
    root = spool_root(config)
    root.mkdir(mode=0o700, parents=True, exist_ok=True)  # the slots hold PHI: owner only
    for slot in range(max_slots):
        writer = TraceWriter(config.model_copy(update={"spool_dir": root / f"slot-{slot}"}))
        try:
            return writer.start()
        except RuntimeError as exc:
            if "in use by another live writer" not in str(exc):
                raise
    raise RuntimeError(f"all {max_slots} trace spool slots under {root} are held by live writers")
