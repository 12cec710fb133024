"""`document_scope`: cited passages must come from the document the question names."""

from __future__ import annotations

import pytest

from checks.context import RequestContext, Source
from checks.builtin.document_scope import DocumentScopeCheck

SOURCES = (
    Source(id="1", document="2026 Member handbook", text="Each benefit period has a deductible of 1632 dollars."),
    Source(id="2", document="2024 Member handbook", text="Each benefit period has a deductible of 1600 dollars."),
    Source(id="3", document="2026 member  Handbook", text="Coinsurance is 20 percent."),
    Source(id="4", text="A passage whose document is unknown."),
)


async def run(answer: str, document: str | None = "2026 Member handbook") -> object:
    return await DocumentScopeCheck().check(answer, RequestContext(sources=SOURCES, document=document))


async def test_passage_from_another_document_fails() -> None:
    answer = "The deductible is 1600 dollars [2]."
    result = await run(answer)
    assert not result.passed and result.score == 0.0
    assert [e.text for e in result.evidence] == ["2"]
    assert answer[result.evidence[0].start:result.evidence[0].end] == "2"
    assert result.evidence[0].detail["document"] == "2024 Member handbook"
    assert result.feedback == "Passages 1, 3 are from '2026 Member handbook'; cite only those."


async def test_passages_from_the_named_document_pass_case_and_space_insensitively() -> None:
    result = await run("The deductible is 1632 dollars [1] and coinsurance 20% [3].", "2026 MEMBER handbook ")
    assert result.passed and result.fired and result.score == 1.0


async def test_score_is_the_in_scope_fraction() -> None:
    result = await run("It is 1632 dollars [1], or 1600 [2].")
    assert result.score == 0.5 and not result.passed


async def test_not_fired_without_document_or_citations() -> None:
    assert not (await run("The deductible is 1600 dollars [2].", None)).fired
    assert not (await run("The deductible is 1600 dollars.")).fired


async def test_unknown_ids_and_sources_without_document_are_not_judged() -> None:
    result = await run("See [4] and [9].")
    assert result.passed and not result.fired


async def test_no_passage_from_the_document() -> None:
    result = await run("It is 1600 dollars [2].", "2025 Member handbook")
    assert not result.passed and "No supplied passage" in result.feedback


@pytest.mark.parametrize(
    "named, document",
    [
        ("the Member Handbook", "Member Handbook"),
        ("Member Handbook", "The member handbook"),
        ("the member's handbook", "Member Handbook"),
        ("Member Handbook (2026).", "member handbook 2026"),
        ("EVIDENCE OF COVERAGE", "Evidence-of-Coverage"),
        ("an Appeals Guide", "Appeals guide"),
    ],
)
async def test_document_names_compare_as_a_reader_compares_them(named: str, document: str) -> None:
    sources = (Source(id="1", document=document, text="Each benefit period has a deductible of 1632 dollars."),)
    result = await DocumentScopeCheck().check("It is 1632 dollars [1].", RequestContext(sources=sources, document=named))
    assert result.passed and result.fired


@pytest.mark.parametrize(
    "named, document",
    [
        ("the Member Handbook", "Provider Handbook"),
        ("2026 Member Handbook", "2024 Member Handbook"),
        ("Appeals Guide", "Appeals Guide Supplement"),
    ],
)
async def test_other_documents_still_fail(named: str, document: str) -> None:
    sources = (Source(id="1", document=document, text="Each benefit period has a deductible of 1632 dollars."),)
    result = await DocumentScopeCheck().check("It is 1632 dollars [1].", RequestContext(sources=sources, document=named))
    assert not result.passed


async def test_every_marker_form_is_scoped() -> None:
    for answer in ("It is 1600 dollars (Source 2).", "It is 1600 dollars [^2].", "It is 1600 dollars [Source 2]."):
        result = await run(answer)
        assert not result.passed and [e.text for e in result.evidence] == ["2"], answer
