"""`replace_file`, the pagers' outbox write: a file is replaced whole, and no temp file outlives a write."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from gate.traces.durable import replace_file


def test_a_file_is_written_whole_owner_only_and_leaves_nothing_beside_it(tmp_path: Path) -> None:
    target = tmp_path / "page.json"
    replace_file(target, b'{"incident_id": "a"}')
    replace_file(target, b'{"incident_id": "b"}')
    assert target.read_bytes() == b'{"incident_id": "b"}'
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["page.json"]


def test_a_reader_sees_the_old_file_or_the_new_one_never_a_part(tmp_path: Path) -> None:
    target = tmp_path / "page.json"
    versions = (b"a" * 256 * 1024, b"b" * 256 * 1024)
    replace_file(target, versions[0])
    seen: set[bytes] = set()
    done = threading.Event()

    def read_until_done() -> None:
        while not done.is_set():
            seen.add(target.read_bytes())

    reader = threading.Thread(target=read_until_done)
    reader.start()
    try:
        for round_ in range(60):
            replace_file(target, versions[round_ % 2])
    finally:
        done.set()
        reader.join()
    assert seen and seen <= set(versions)


def test_a_failed_replace_keeps_what_was_there_and_removes_its_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "page.json"
    target.mkdir()  # a file cannot be renamed over a directory
    (target / "kept").write_text("kept")
    with pytest.raises(OSError):
        replace_file(target, b"new")
    assert (target / "kept").read_text() == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["page.json"]
    assert not any(name.endswith(".tmp") for name in os.listdir(tmp_path))
