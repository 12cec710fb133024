"""Rows that Parquet cannot take as they are never hold back the other requests' rows.

A lone surrogate (a string that is not valid Unicode: it reaches the gate through a model's
output, a JSON body with an unpaired \\ud800 escape, or a check's evidence) once made a whole spool
segment fail to convert, so the segment was set aside and every request in it was missing from
the store. Now such text is repaired to U+FFFD (and the row names the repaired columns), and a
line that still cannot be stored is set aside alone while the rest of its segment is uploaded.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from checks.context import RequestContext, Source
from gate.traces import TraceWriter, read_table
from gate.traces.schema import SOURCES, TraceMeta, blob_key, encode_row, rows_from_outcome, source_digest
from gate.traces.store import open_store
from tests.trace_helpers import ContainsCheck, HardMarkerCheck, context_for, fast_config, outcome_from_script

SURROGATE = "\ud800"
FFFD = "\ufffd"
MEGABYTE = "Skilled nursing facility care is covered for up to 100 days per benefit period. " * 13_000


def _outcome(answer: str, request_id: str, context: RequestContext, marker: str = "BAD"):
    checks = [ContainsCheck("figures", marker), HardMarkerCheck()]
    return asyncio.run(outcome_from_script([answer], request_id=request_id, context=context, checks=checks,
                                           max_attempts=1))


def _write_and_read(tmp_path: Path, requests: list[tuple]) -> tuple[list[dict], object]:
    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool", flush_rows=1000, flush_interval_s=5)) as writer:
        for outcome, context in requests:
            writer.enqueue_outcome(outcome, context, TraceMeta(route="gate"))
        assert writer.flush(timeout=20)
        stats = writer.stats()
    return read_table(str(root), "traces").to_pylist(), stats


def test_four_requests_one_with_a_lone_surrogate_in_its_output_all_reach_the_store(tmp_path: Path) -> None:
    requests = []
    for index, answer in enumerate(["The plan covers 100 days [1].", f"Coverage is 20 days{SURROGATE} [1].",
                                    "Coinsurance applies from day 21 [1].", "Days 1 to 20 cost nothing [1]."]):
        context = context_for(index)
        requests.append((_outcome(answer, f"four-{index}", context), context))
    rows, stats = _write_and_read(tmp_path, requests)
    assert stats.rejected_segments == 0 and stats.rejected_rows == 0 and stats.uploaded_rows == 4
    assert stats.sanitized_rows == 1
    by_id = {row["request_id"]: row for row in rows}
    assert sorted(by_id) == ["four-0", "four-1", "four-2", "four-3"]
    assert by_id["four-1"]["output"] == f"Coverage is 20 days{FFFD} [1]." and by_id["four-1"]["sanitized"] == ["output"]
    for clean in ("four-0", "four-2", "four-3"):
        assert by_id[clean]["sanitized"] is None
        assert by_id[clean]["output"] == requests[int(clean[-1])][0].attempts[0].output


POISONS = [
    # (case, where the bad text goes, the columns `sanitized` must name)
    ("surrogate in the query", "query", ["query"]),
    ("surrogate in the evidence", "evidence", ["evidence", "output"]),
    ("surrogate in a source passage", "source", []),
    ("surrogate in the document and allow-list", "document", ["allowed_identifiers", "document"]),
    ("NUL characters in the output", "nul", []),
    ("a 1 MB output", "megabyte", []),
]


@pytest.mark.parametrize(("case", "where", "repaired"), POISONS, ids=[p[0] for p in POISONS])
def test_text_parquet_cannot_hold_is_repaired_and_the_others_rows_are_kept(
    tmp_path: Path, case: str, where: str, repaired: list[str]
) -> None:
    base = context_for(99)
    answer, marker, context = "The plan covers 100 days [1].", "BAD", base
    if where == "query":
        context = base.model_copy(update={"query": f"What does passage{SURROGATE} 1 say?"})
    elif where == "evidence":  # the check's evidence quotes the bad text it found in the answer
        answer, marker = f"It covers {SURROGATE}100 days [1].", SURROGATE
    elif where == "source":
        context = base.model_copy(update={"sources": (Source(id="1", text=f"Up to 100 days{SURROGATE} per period."),)})
    elif where == "document":
        context = base.model_copy(update={"document": f"Handbook{SURROGATE} 2025", "allowed_identifiers": (f"ID{SURROGATE}7",)})
    elif where == "nul":
        answer = "The plan\x00 covers 100 days\x00 [1]."
    elif where == "megabyte":
        answer = MEGABYTE
    poisoned = _outcome(answer, "poisoned", context, marker)
    requests = [(_outcome("Fine answer [1].", f"clean-{i}", context_for(i)), context_for(i)) for i in range(3)]
    requests.insert(1, (poisoned, context))
    rows, stats = _write_and_read(tmp_path, requests)

    assert stats.rejected_segments == 0 and stats.rejected_rows == 0, case
    assert stats.sanitized_rows == (1 if repaired else 0), case
    by_id = {row["request_id"]: row for row in rows}
    assert sorted(by_id) == ["clean-0", "clean-1", "clean-2", "poisoned"], case
    row = by_id["poisoned"]
    assert (row["sanitized"] or []) == repaired, case
    for column in ("query", "output", "evidence", "document"):
        stored = row[column]
        assert stored is None or SURROGATE not in stored
    if where in ("nul", "megabyte"):
        assert row["output"] == answer  # stored exactly, nothing to repair
    if where == "query":
        assert row["query"] == f"What does passage{FFFD} 1 say?"
        assert row["query_sha256"] == rows_from_outcome(poisoned, context)[0]["query_sha256"]  # of the original
    if where == "source":  # the passage is stored under its hash, exactly as the gate saw it
        (digest,) = row["source_sha256"]
        stored = json.loads(open_store(str(tmp_path / "store")).get(blob_key(SOURCES, digest)))
        assert stored["text"] == context.sources[0].text and digest == source_digest(context.sources[0])


def test_an_override_note_with_a_lone_surrogate_is_kept(tmp_path: Path) -> None:
    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        writer.enqueue_override("req-1", "alice", "disagree", f"the figure{SURROGATE} was right")
        writer.enqueue_override("req-2", "bob", "agree")
        assert writer.flush(timeout=10)
    rows = {r["request_id"]: r for r in read_table(str(root), "overrides").to_pylist()}
    assert rows["req-1"]["note"] == f"the figure{FFFD} was right" and rows["req-1"]["sanitized"] == ["note"]
    assert rows["req-2"]["sanitized"] is None


def test_a_line_that_cannot_be_stored_is_set_aside_alone(tmp_path: Path) -> None:
    """A segment left by a crash (or set aside whole by an older writer and moved back into the spool)
    with one malformed row and one torn JSON line among good rows, one of them holding a lone
    surrogate: the good rows are uploaded (that one repaired), the two bad lines kept in rejected/."""
    good = []
    for index in range(3):
        context = context_for(index)
        answer = f"Fine answer{SURROGATE} [1]." if index == 2 else "Fine answer [1]."
        good.extend(rows_from_outcome(_outcome(answer, f"kept-{index}", context), context))
    bad_row = {**good[0], "row_id": "bad", "request_id": "bad", "attempt": "first"}  # attempt must be an int
    lines = [json.dumps({"t": "traces", "r": encode_row("traces", row)}) for row in good[:2]]
    lines += [json.dumps({"t": "traces", "r": encode_row("traces", bad_row)}), '{"t": "traces", "r": {"row_id":']
    lines += [json.dumps({"t": "traces", "r": encode_row("traces", good[2])})]
    spool = tmp_path / "spool"
    spool.mkdir(mode=0o700)
    (spool / "crashed-0001.jsonl").write_text("\n".join(lines) + "\n")
    root = tmp_path / "store"
    with TraceWriter(fast_config(root.as_uri(), spool)) as writer:
        assert not writer.flush(timeout=10)  # it set lines aside: flush says so
        stats = writer.stats()
        health = writer.health()
    assert stats.rejected_segments == 1 and stats.rejected_rows == 2 and stats.spooled_rows == 0
    assert health["rejected_rows"] == 2 and health["sanitized_rows"] == 1
    stored = {row["request_id"]: row for row in read_table(str(root), "traces").to_pylist()}
    assert sorted(stored) == ["kept-0", "kept-1", "kept-2"]
    assert stored["kept-2"]["sanitized"] == ["output"] and stored["kept-2"]["output"] == f"Fine answer{FFFD} [1]."
    rejected = spool / "rejected" / "crashed-0001.jsonl"
    assert rejected.read_text().splitlines() == lines[2:4]
    assert oct(rejected.stat().st_mode & 0o777) == "0o600"
    assert not (spool / "crashed-0001.jsonl").exists()
