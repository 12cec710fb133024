"""Red-team tables for the hard checks, written as the documents write them (discharge summaries,
referral and prior-authorisation letters, EOBs, appeal and denial letters, call-centre and adjuster
notes, lab and pharmacy notes, UK/EU/Canadian/Australian letters), independently of the
templates in scripts/make_phi_sets.py.

- tests/data/redteam_phi.jsonl (written first; the detectors were then fixed against it) and
  tests/data/redteam_phi_heldout.jsonl (written after those fixes, measured before the next): each row is a snippet with the identifiers it holds (kind, text,
  offsets) or none. Every identifier must be covered by some evidence; a row without one must pass.
- tests/data/redteam_citations.jsonl and redteam_citations_heldout.jsonl: each marker form twice, once naming supplied sources (must
  pass) and once naming one that is not supplied (must block, with that ID in the evidence), and
  prose whose numbers cite nothing (must pass).

The check runs with the default profile's `phi` options (names off: the layer needs a model) and
the insurer's own published contacts, as scripts/measure_phi.py and a deployment configure it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checks.base import CheckConfig
from checks.builtin.citations import CitationsCheck
from checks.context import RequestContext, Source
from checks.builtin.phi import PHICheck
from checks.policy import Policy

DATA = Path(__file__).parent / "data"
ORGANISATION_CONTACTS = [
    "1-800-555-0100",
    "(800) 555-0175",
    "Appeals Unit, PO Box 30432, Salt Lake City, UT 84130",
    "appeals@acmehealth.example",
]


def _rows(name: str) -> list[dict]:
    with open(DATA / name, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


PHI_ROWS = _rows("redteam_phi.jsonl") + _rows("redteam_phi_heldout.jsonl")
CITATION_ROWS = (
    _rows("redteam_citations.jsonl") + _rows("redteam_citations_heldout.jsonl") + _rows("redteam_citations_heldout2.jsonl")
)


@pytest.fixture(scope="module")
def phi() -> PHICheck:
    options = dict(Policy.load().config_for("phi").options)
    options["names"] = {"enabled": False}
    options["organisation_contacts"] = ORGANISATION_CONTACTS
    return PHICheck(CheckConfig(options=options))


def test_the_tables_are_large_and_go_both_ways() -> None:
    assert len(PHI_ROWS) >= 250
    assert sum(bool(r["identifiers"]) for r in PHI_ROWS) >= 120 and sum(not r["identifiers"] for r in PHI_ROWS) >= 120
    for row in PHI_ROWS:
        for identifier in row["identifiers"]:
            assert row["text"][identifier["start"]:identifier["end"]] == identifier["text"]
    assert sum(bool(r.get("blocks", r.get("fabricated"))) for r in CITATION_ROWS) >= 60


@pytest.mark.parametrize("row", PHI_ROWS, ids=[r["id"] for r in PHI_ROWS])
async def test_phi_red_team_row(row: dict, phi: PHICheck) -> None:
    result = await phi.check(row["text"], RequestContext())
    if not row["identifiers"]:
        assert result.passed, [(e.detail["kind"], e.text) for e in result.evidence]
        return
    assert result.hard and not result.passed
    for identifier in row["identifiers"]:
        covering = [e for e in result.evidence if e.start < identifier["end"] and identifier["start"] < e.end]
        assert covering, f"{identifier['kind']} {identifier['text']!r} leaked"


@pytest.mark.parametrize("row", CITATION_ROWS, ids=[r["id"] for r in CITATION_ROWS])
async def test_citation_red_team_row(row: dict) -> None:
    passages = row.get("passages") or ["The passage."] * len(row["sources"])
    context = RequestContext(sources=tuple(Source(id=i, text=t) for i, t in zip(row["sources"], passages, strict=True)))
    result = await CitationsCheck(CheckConfig()).check(row["text"], context)
    if not row.get("blocks", bool(row.get("fabricated"))):
        assert result.passed, [e.text for e in result.evidence]
        return
    assert result.hard and not result.passed and result.score == 0.0
    assert set(row.get("fabricated", ())) <= {e.text for e in result.evidence} | {
        str(i) for e in result.evidence for i in _range_members(e.text)
    }


def _range_members(written: str) -> list[int]:
    """The numbers a range span stands for ("3-9" -> 3..9): a range's evidence is the whole range."""
    parts = [p for p in written.replace("\u2013", "-").split("-") if p.strip().isdigit()]
    if len(parts) == 2:
        return list(range(int(parts[0]), int(parts[1]) + 1))
    return []


async def test_phi_rows_hold_inside_paragraphs(phi: PHICheck) -> None:
    """Each identifier is still found between two clean rows, and paragraphs of clean rows pass:
    what surrounds a snippet (sentence bounds, labels, dates) must not change the verdict."""
    import random

    rng = random.Random(11)
    clean = [r["text"] for r in PHI_ROWS if not r["identifiers"]]
    leaked = []
    for row in (r for r in PHI_ROWS if r["identifiers"]):
        before, after = rng.choice(clean), rng.choice(clean)
        text = f"{before}\n{row['text']}\n{after}"
        offset = len(before) + 1
        result = await phi.check(text, RequestContext())
        for identifier in row["identifiers"]:
            start, end = identifier["start"] + offset, identifier["end"] + offset
            if not any(e.start < end and start < e.end for e in result.evidence):
                leaked.append((identifier["kind"], text))
    assert not leaked
    alarmed = []
    for _ in range(100):
        text = " ".join(rng.sample(clean, 4))
        result = await phi.check(text, RequestContext())
        if not result.passed:
            alarmed.append(([(e.detail["kind"], e.text) for e in result.evidence], text))
    assert not alarmed


def test_a_long_table_cannot_carry_an_identifier_past_the_check() -> None:
    from checks.text.identifiers import find_identifiers

    table = "| Name | DOB |\n|---|---|\n" + "| A. Roe | 04/12/1957 |\n" * 400
    found = find_identifiers(table)
    assert len(found) == 400  # read cell by cell up to the bound, blocked unread beyond it


@pytest.mark.timeout(60)  # a hang guard: each input below is read in linear time
def test_adversarial_inputs_for_the_new_detectors_finish() -> None:
    from checks.text.identifiers import find_identifiers
    from checks.text.markers import find_markers

    inputs = [
        "a" * 100_000 + " dot com", "a" * 100_000 + "(at)", "a dot " * 20_000, "https://x.org/patients/" + "a" * 100_000,
        ("| a " * 20_000) + "|\n", "word" + "\u00b9" * 50_000, "Source 1, " * 10_000, "a:" * 50_000, "1.2.3." * 20_000,
        "<sup>" * 20_000 + "1</sup>", "days (9) " * 10_000,
    ]
    for text in inputs:
        find_identifiers(text)
        find_markers(text, ("1", "2"))
