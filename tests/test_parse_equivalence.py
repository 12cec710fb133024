"""The request's shared parse reads what each text read alone reads, on every text of the figure
tables (hand-written, red-team and the WiCE-built sets).

- The passages' dates are read once from the joined passages: each passage gets exactly the
  dates `find_dates` finds in it alone.
- The passages' figure keys are read once from the joined passages: the same keys as the union
  of each passage read alone, but for what a passage gives only with another (a day and month
  completed by a year stated in another passage).
- Times of day: each is a time, not glued to the word or number before it, in order.
"""

from __future__ import annotations

import json
from pathlib import Path

from checks.context import RequestContext, Source
from checks.text.dates import find_dates
from checks.text.numbers import find_times, passage_keys

DATA = Path(__file__).parent / "data"
CASES = [
    json.loads(line)
    for name in sorted(DATA.glob("*figures*.jsonl"))
    for line in open(name, encoding="utf-8")
    if line.strip()
]
TEXTS = sorted({text for case in CASES for text in (case["answer"], *case["passages"])})


def _context(case: dict) -> RequestContext:
    return RequestContext(sources=tuple(Source(id=str(i), text=t) for i, t in enumerate(case["passages"], 1)))


def test_the_tables_are_there() -> None:
    assert len(CASES) >= 900 and len(TEXTS) >= 1500


def test_passage_dates_read_once_are_each_passages_own() -> None:
    for case in CASES:
        parsed = _context(case).sources_parse().dates
        alone = [find_dates(text) for text in case["passages"]]
        assert [[(d.start, d.end, d.text, d.readings) for d in found] for found in parsed] == [
            [(d.start, d.end, d.text, d.readings) for d in found] for found in alone
        ], case["id"]


def test_passage_keys_read_once_hold_each_passages_own() -> None:
    for case in CASES:
        joined = _context(case).sources_parse().figure_keys
        for text in case["passages"]:
            alone = passage_keys([text])
            assert alone.written <= joined.written, case["id"]
            assert alone.all <= joined.all, case["id"]


def test_times_of_day_as_written() -> None:
    cases = {
        "Open 8AM to 8PM, Sat 09:00\u201313:00.": ["8AM", "8PM", "09:00", "13:00"],
        "At 8.30pm or 20:30:15.": ["8.30pm", "20:30:15"],
        "Ratio 1:1; John 3:16; 12 am.": ["3:16", "12 am."],
        "I am 5 pm": ["5 pm"],
    }
    for text, expected in cases.items():
        assert [text[t.start:t.end] for t in find_times(text)] == expected, text
    for text in TEXTS:
        times = find_times(text)
        assert all(not (t.start and text[t.start - 1].isalnum()) for t in times), text
        assert [t.start for t in times] == sorted(t.start for t in times), text
