"""Durable writes to local disk: a file replaced whole, and a directory entry made to survive a crash.

The outboxes of the incident and decision pagers, the spool and the local store write through these, so
that after a crash a file holds either its old content or its new content, never a part of either.
"""

from __future__ import annotations

import os
from pathlib import Path


def fsync_directory(path: Path) -> None:
    """Make a rename, link or unlink in `path` durable (the directory entry itself is fsynced)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def replace_file(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Write `data` to `path`, replacing what was there whole: readers see the old file or the new one.

    The bytes go to a fsynced temp file beside it (a leading dot and `.tmp`, which globs of the final names
    skip), renamed over `path`, then the directory is fsynced. On failure the temp file is removed."""
    path = Path(path)
    temp = path.parent / f".{path.name}.tmp"
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
        try:
            remaining = memoryview(data)
            while remaining:
                remaining = remaining[os.write(fd, remaining):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    fsync_directory(path.parent)
