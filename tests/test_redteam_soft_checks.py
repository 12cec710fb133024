"""Red-team tables for the soft deterministic checks (`figures`, `jurisdiction`,
`document_scope`, `codes`), each row both ways, and `figures` held to the issue #9 targets.

`tests/data/redteam_figures.jsonl` was written by hand (insurance benefit answers, regulatory
answers, news and encyclopedic QA, clinical summaries) before the check was tuned to it; see
`tests/data/README.md` for how and for the reading rules it encodes. Targets for `figures`:
fires on at most 1% of correct answers that quote their sources (`quote`), at most 3% of
faithful summaries (`summary`), and catches at least 97% of answers carrying a number that no
source states (`unsupported`).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from checks.builtin.codes import CodesCheck
from checks.context import RequestContext, Source
from checks.builtin.document_scope import DocumentScopeCheck
from checks.builtin.figures import FiguresCheck
from checks.builtin.jurisdiction import JurisdictionCheck

DATA = Path(__file__).parent / "data"
TARGETS = {"quote": 0.01, "summary": 0.03, "unsupported": 0.03}


def _cases(name: str) -> list[dict]:
    with open(DATA / name, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _wrong(cases: list[dict]) -> list[tuple[str, str, list[str]]]:
    check = FiguresCheck()

    async def run() -> list[tuple[str, str, list[str]]]:
        wrong = []
        for case in cases:
            sources = tuple(Source(id=str(i), text=text) for i, text in enumerate(case["passages"], 1))
            result = await check.check(case["answer"], RequestContext(sources=sources))
            if result.passed != (case["expect"] == "pass"):
                wrong.append((case["id"], case["answer"], [e.text for e in result.evidence]))
        return wrong

    return asyncio.run(run())


def test_redteam_figures_table_is_what_it_says() -> None:
    cases = _cases("redteam_figures.jsonl")
    kinds = {kind: [c for c in cases if c["kind"] == kind] for kind in TARGETS}
    assert len(cases) >= 200 and all(len(group) >= 50 for group in kinds.values())
    assert all(c["expect"] == ("fail" if c["kind"] == "unsupported" else "pass") for c in cases)
    assert len({c["id"] for c in cases}) == len(cases)


@pytest.mark.parametrize("kind", sorted(TARGETS))
def test_redteam_figures_meet_the_targets(kind: str) -> None:
    cases = [c for c in _cases("redteam_figures.jsonl") if c["kind"] == kind]
    wrong = _wrong(cases)
    assert len(wrong) <= TARGETS[kind] * len(cases), wrong


# --------------------------------------------------------------------------- jurisdiction

NAMES_IT = [
    ("US", "In the U.S., the filing fee is $50."),
    ("US", "For American members the filing fee is $50."),
    ("United States", "US members pay a $50 filing fee."),
    ("USA", "A US-wide cap of $2,000 applies."),
    ("US", "The United States caps Part D costs at $2,000."),
    ("EU", "Across the European Union, fines reach 4% of turnover."),
    ("European Union", "EU-wide fines reach 4% of turnover."),
    ("EU", "Pan-European rules cap fines at 4% of turnover."),
    ("UK", "UK-wide, the charge is \u00a39.90 per item."),
    ("United Kingdom", "British patients pay \u00a39.90 per item."),
    ("UK", "In the U.K. the charge is \u00a39.90."),
    ("England", "In England the prescription charge is \u00a39.90."),
    ("Scotland", "Scottish prescriptions cost \u00a30, a charge abolished in 2011."),
    ("Germany", "German insurers reimburse 80% of the fee."),
    ("Netherlands", "In the Netherlands the deductible is \u20ac385."),
    ("Canada", "Canadian residents wait 90 days for coverage."),
]
DOES_NOT_NAME_IT = [
    ("US", "Under federal law the filing fee is $50."),
    ("US", "Let us note that the filing fee is $50."),
    ("UK", "In England the prescription charge is \u00a39.90."),
    ("England", "In the UK the prescription charge is \u00a39.90."),
    ("EU", "In Europe fines reach 4% of turnover."),
    ("Germany", "Germanwings charged a fee of \u20ac50."),
    ("Wales", "English-language forms cost \u00a312."),
    ("Canada", "Nationally, residents wait 90 days for coverage."),
]


def _with_jurisdiction(jurisdiction: str) -> RequestContext:
    return RequestContext(sources=(
        Source(id="1", text="The filing fee is 50 dollars.", jurisdiction=jurisdiction),
        Source(id="2", text="Fines reach 4 percent.", jurisdiction=jurisdiction),
    ))


@pytest.mark.parametrize("jurisdiction, answer", NAMES_IT)
def test_jurisdiction_named_by_another_name_passes(jurisdiction: str, answer: str) -> None:
    result = asyncio.run(JurisdictionCheck().check(answer, _with_jurisdiction(jurisdiction)))
    assert result.passed and not result.fired


@pytest.mark.parametrize("jurisdiction, answer", DOES_NOT_NAME_IT)
def test_jurisdiction_not_named_fires(jurisdiction: str, answer: str) -> None:
    result = asyncio.run(JurisdictionCheck().check(answer, _with_jurisdiction(jurisdiction)))
    assert not result.passed and result.fired


# --------------------------------------------------------------------------- document_scope

SAME_DOCUMENT = [
    ("the Member Handbook", "Member Handbook"),
    ("Member Handbook 2026", "2026 Member Handbook"),
    ("the member\u2019s handbook", "Member Handbook"),
    ("Evidence of Coverage (EOC)", "EOC"),
    ("EOC", "Evidence of Coverage"),
    ("Summary of Benefits and Coverage", "SBC"),
    ("Summary of Benefits & Coverage", "summary of benefits and coverage"),
    ("Medicare & You 2026", "Medicare and You 2026"),
    ("GDPR", "General Data Protection Regulation"),
    ("the Provider Manual.", "Provider manual"),
]
OTHER_DOCUMENT = [
    ("Appeals Guide", "Appeals Guide Supplement"),
    ("2026 Member Handbook", "2024 Member Handbook"),
    ("Member Handbook", "Provider Handbook"),
    ("EOC", "Summary of Benefits and Coverage"),
    ("Formulary", "Drug Formulary"),
    ("Member Handbook", "Member Handbook Addendum"),
]


def _scoped(named: str, document: str) -> object:
    sources = (Source(id="1", document=document, text="The deductible is 1632 dollars."),)
    context = RequestContext(sources=sources, document=named)
    return asyncio.run(DocumentScopeCheck().check("The deductible is 1632 dollars [1].", context))


@pytest.mark.parametrize("named, document", SAME_DOCUMENT)
def test_a_document_named_as_readers_write_it_is_in_scope(named: str, document: str) -> None:
    assert _scoped(named, document).passed
    assert _scoped(document, named).passed


@pytest.mark.parametrize("named, document", OTHER_DOCUMENT)
def test_another_document_is_out_of_scope(named: str, document: str) -> None:
    assert not _scoped(named, document).passed


# --------------------------------------------------------------------------- codes

REFERENCE = ("99213", "99214", "99215", "E11.9", "E11.65", "I10", "Z79.4", "J1815", "G0299")
CODES_IN_SET = [
    "Bill CPT 99213\u201399215 for established patient visits.",
    "CPT codes 99213-99215 apply.",
    "Use CPT 99213 through 99215.",
    "Codes 99213, 99214 and 99215 apply.",
    "Diagnosis E11.9 (also written E119) applies.",
    "ICD-10-CM E1165 applies; HCPCS J1815 for the insulin.",
    "ICD-10 codes E11.9, I10 and Z79.4 apply.",
    "ICD-10-CM: E11.65; HCPCS: G0299.",
    "CPT\u00ae 99214 applies to the visit.",
    "The deductible is 12000 dollars and the copay 99213 cents.",
]
CODES_NOT_IN_SET = [
    ("Bill CPT 99213\u201399216 for established patient visits.", ["99216"]),
    ("Use CPT 99212 through 99215.", ["99212"]),
    ("Codes 99213, 99204 and 99215 apply.", ["99204"]),
    ("Diagnosis E11.8 applies.", ["E11.8"]),
    ("ICD-10-CM E1164 applies.", ["E1164"]),
    ("ICD-10 codes E11.9, I11 and Z79.4 apply.", ["I11"]),
    ("HCPCS J1817 for the insulin.", ["J1817"]),
]


@pytest.mark.parametrize("answer", CODES_IN_SET)
def test_codes_written_as_coders_write_them_pass(answer: str) -> None:
    result = asyncio.run(CodesCheck().check(answer, RequestContext(sources=(), reference_codes=REFERENCE)))
    assert result.passed, [e.text for e in result.evidence]


@pytest.mark.parametrize("answer, wrong", CODES_NOT_IN_SET)
def test_codes_outside_the_set_fire_in_every_form(answer: str, wrong: list[str]) -> None:
    result = asyncio.run(CodesCheck().check(answer, RequestContext(sources=(), reference_codes=REFERENCE)))
    assert not result.passed and [e.text for e in result.evidence] == wrong
