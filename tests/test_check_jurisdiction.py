"""`jurisdiction`: with one jurisdiction across the passages, an answer stating figures must name it."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.jurisdiction import JurisdictionCheck


def context(*jurisdictions: str | None) -> RequestContext:
    return RequestContext(
        sources=tuple(
            Source(id=str(i), text="The filing fee is EUR 350.", jurisdiction=j) for i, j in enumerate(jurisdictions, 1)
        )
    )


async def run(answer: str, *jurisdictions: str | None, **options) -> object:
    return await JurisdictionCheck(CheckConfig(options=options)).check(answer, context(*jurisdictions))


async def test_figure_without_the_jurisdiction_fails() -> None:
    result = await run("The filing fee is 350 [1].", "EU", "EU")
    assert not result.passed and result.fired and result.score == 0.0
    assert [e.text for e in result.evidence] == ["350"]
    assert result.feedback == "The passages apply to EU; name EU when you state 350."


async def test_naming_the_jurisdiction_or_an_alias_passes() -> None:
    named = await run("In the EU, the filing fee is 350 [1].", "EU")
    assert named.passed and not named.fired
    assert (await run("Across the European Union the fee is 350 [1].", "EU")).passed
    assert (await run("An EU-wide fee of 350 applies [1].", "EU")).passed
    assert (await run("In Bavaria the fee is 350 [1].", "DE-BY", aliases={"DE-BY": ["Bavaria"]})).passed
    assert (await run("In california the fee is 350 [1].", "California")).passed


async def test_a_pronoun_is_not_an_acronym() -> None:
    result = await run("Tell us: the fee is 350 [1].", "US")
    assert not result.passed


async def test_not_fired_without_a_single_jurisdiction_or_a_figure() -> None:
    assert not (await run("The filing fee is 350 [1].", "EU", "UK")).fired
    assert not (await run("The filing fee is 350 [1].", "EU", None)).fired
    assert not (await run("The filing fee is 350 [1].", None)).fired
    assert not (await run("The filing fee is payable on filing [1].", "EU")).fired
    assert not (await JurisdictionCheck().check("The fee is 350.", RequestContext())).fired


async def test_citation_markers_are_not_figures() -> None:
    assert not (await run("The fee is payable on filing [1][2].", "EU", "EU")).fired


@pytest.mark.parametrize(
    "answer, jurisdiction",
    [
        ("In the US the fee is 350 [1].", "United States"),
        ("In the U.S. the fee is 350 [1].", "United States"),
        ("In the USA the fee is 350 [1].", "United States"),
        ("American members pay 350 [1].", "United States"),
        ("In the United States the fee is 350 [1].", "US"),
        ("In the United States the fee is 350 [1].", "U.S."),
        ("Across the European Union the fee is 350 [1].", "EU"),
        ("In the EU the fee is 350 [1].", "European Union"),
        ("European filers pay 350 [1].", "EU"),
        ("In the UK the fee is 350 [1].", "United Kingdom"),
        ("British filers pay 350 [1].", "UK"),
        ("In the United Kingdom the fee is 350 [1].", "U.K."),
        ("German filers pay 350 [1].", "Germany"),
        ("In Germany the fee is 350 [1].", "German"),
        ("In the Netherlands the fee is 350 [1].", "Netherlands"),
        ("Dutch filers pay 350 [1].", "The Netherlands"),
    ],
)
async def test_aliases_and_demonyms_name_the_jurisdiction_both_ways(answer: str, jurisdiction: str) -> None:
    result = await run(answer, jurisdiction, jurisdiction)
    assert result.passed and not result.fired


@pytest.mark.parametrize(
    "answer, jurisdiction",
    [
        ("In the UK the fee is 350 [1].", "United States"),
        ("German filers pay 350 [1].", "EU"),
        ("Tell us: the fee is 350 [1].", "United States"),
        ("In the EU the fee is 350 [1].", "Germany"),
        ("The fee is three hundred and fifty euros [1].", "EU"),
        ("French filers pay 350 [1].", "Germany"),
    ],
)
async def test_another_jurisdiction_or_none_fails(answer: str, jurisdiction: str) -> None:
    result = await run(answer, jurisdiction)
    assert not result.passed and result.fired


async def test_configured_aliases_join_the_builtin_names() -> None:
    result = await run("Stateside the fee is 350 [1].", "United States", aliases={"US": ["Stateside"]})
    assert result.passed
    result = await run("In Bavaria the fee is 350 [1].", "Bayern", aliases={"Bayern": ["Bavaria", "Bavarian"]})
    assert result.passed


async def test_custom_citation_markers_are_not_figures() -> None:
    answer = "The fee is payable on filing {{cite:7}}."
    assert (await run(answer, "EU")).fired
    assert not (await run(answer, "EU", marker_patterns=[r"\{\{cite:([^}]+)\}\}"])).fired
