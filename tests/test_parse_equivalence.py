"""The shortcuts the figure parsing takes for speed read what the plain readings read, on every
text of the figure tables (hand-written, red-team and the WiCE-built sets).

- The passages' dates are read once from the joined passages: each passage gets exactly the
  dates `find_dates` finds in it alone.
- Numbers are scanned once, and again with the space-grouped form only when the first scan
  shows one: the same matches as choosing the pattern by a search first.
- Number words are found by the set of a text's a-z runs (a translate table): the same words as
  `[a-z]+`.
- Times of day are looked for only where one can end (":" between digits, "am" / "pm" after a
  digit): the same times as a scan of the whole text.
- The answer's first look (`stated_outright`) never accepts an answer that the full reading
  (`answer_figures` against the passages' outright keys) would not.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from checks.context import RequestContext, Source
from checks.text.dates import find_dates
from checks.text.numbers import (
    _NUMBER,
    _NUMBER_AND_UNIT,
    _NUMBER_AND_UNIT_GROUPED,
    _NUMBER_GROUPED,
    _NUMBER_WORDS,
    _TIME,
    _number_matches,
    _number_word_tokens,
    answer_figures,
    find_times,
    stated_outright,
)

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


_SPACE_GROUPED = re.compile(r"\d[ \u00a0\u202f]\d{3}(?!\d)")


@pytest.mark.parametrize("with_units", [False, True])
def test_one_number_scan_finds_what_choosing_the_pattern_first_finds(with_units: bool) -> None:
    grouped, plain = (_NUMBER_AND_UNIT_GROUPED, _NUMBER_AND_UNIT) if with_units else (_NUMBER_GROUPED, _NUMBER)
    extra = ["Fines up to 20 000 000 EUR", "1 234 567 and 89", "12 345,5", "a 1\u00a0000 cap", "7 000"]
    for text in [*TEXTS, *extra]:
        reference = (grouped if _SPACE_GROUPED.search(text) else plain).finditer(text)
        assert [(m.span(), m.groups()) for m in _number_matches(text, with_units=with_units)] == [
            (m.span(), m.groups()) for m in reference
        ], text


def _reference_word_tokens(text: str) -> list[tuple[str, int, int]]:
    """The reading before the translate table: the words present by `[a-z]+`, then each found."""
    lowered = text.lower()
    tokens = []
    for word in _NUMBER_WORDS.intersection(re.findall(r"[a-z]+", lowered)):
        at = lowered.find(word)
        while at >= 0:
            end = at + len(word)
            if (at == 0 or not lowered[at - 1].isalpha()) and (end == len(lowered) or not lowered[end].isalpha()):
                tokens.append((word, at, end))
            at = lowered.find(word, end)
    return sorted(tokens, key=lambda token: token[1])


def test_number_words_found_by_their_set_are_the_a_to_z_words() -> None:
    extra = ["twenty\u2013five caf\u00e9s", "Seventy\u00a0two, one-hundred", "n\u00famero five", "ELEVEN"]
    for text in [*TEXTS, *extra]:
        if len(text.lower()) != len(text):
            continue  # read word by word (another path)
        assert _number_word_tokens(text) == _reference_word_tokens(text), text


def test_the_first_look_accepts_nothing_the_full_reading_rejects() -> None:
    accepted = 0
    for case in CASES:
        context = _context(case)
        parse = context.answer_parse(case["answer"])
        keys = context.sources_parse().figure_keys
        spans = [(m.start, m.end) for m in parse.markers()]
        if stated_outright(case["answer"], spans, parse.dates, keys):
            accepted += 1
            figures = answer_figures(case["answer"], spans, parse.dates)
            assert all(keys.states_outright(f) for f in figures), case["id"]
    assert accepted >= 300  # the first look decides most answers


def test_times_found_where_one_can_end_are_those_a_whole_scan_finds() -> None:
    extra = ["Open 8AM to 8PM, Sat 09:00\u201313:00.", "At 8.30pm or 20:30:15.", "Ratio 1:1; John 3:16; 12 am.", "I am 5 pm"]
    for text in [*TEXTS, *extra]:
        reference = []
        for match in _TIME.finditer(text):
            start = match.start()
            if start and (text[start - 1].isalnum() or text[start - 1] in ":.,"):
                continue
            reference.append((match.span(), match.group(0)))
        assert [((t.start, t.end), text[t.start:t.end]) for t in find_times(text)] == reference, text
