"""`citations`: cited IDs must name supplied sources (or knowledge-base entries); a fabricated one blocks."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.builtin.citations import CitationsCheck
from checks.context import RequestContext, Source


def context(*ids: str) -> RequestContext:
    return RequestContext(sources=tuple(Source(id=i, text=f"Passage {i}.") for i in ids))


async def run(answer: str, *ids: str, **options) -> object:
    return await CitationsCheck(CheckConfig(options=options)).check(answer, context(*ids))


async def test_fabricated_id_blocks_with_its_position() -> None:
    answer = "The plan covers up to 100 days [1], as upheld in appeal decision AD-2291 [5]."
    result = await run(answer, "1")
    assert result.hard and not result.passed and result.score == 0.0
    assert [e.text for e in result.evidence] == ["5"]
    evidence = result.evidence[0]
    assert answer[evidence.start:evidence.end] == "5"
    assert result.feedback and "1" in result.feedback and "Cite only" in result.feedback


@pytest.mark.parametrize(
    "answer, ids",
    [
        ("Covered [1].", ("1",)),
        ("Covered [1][2].", ("1", "2")),
        ("Covered [1, 2].", ("1", "2")),
        ("Covered [1; 2 and 3].", ("1", "2", "3")),
        ("Covered [S1].", ("S1",)),
        ("Covered [s1] and [S2].", ("S1", "S2")),
        ("Covered [P3].", ("P3",)),
        ("Covered (Source 2).", ("1", "2")),
        ("Covered (source: S4).", ("S4",)),
        ("Covered [Source 2].", ("2",)),
        ("Covered (S1, S2).", ("S1", "S2")),
        ("Covered [1-3].", ("1", "2", "3")),
        ("Covered [2].", ("S1", "S2")),  # a bare number names the one source with that number
        ("Covered [S2].", ("1", "2")),  # a prefix names the bare-number source when none has one
        ("Covered [doc-a].", ("doc-a",)),  # any supplied ID counts, whatever its shape
    ],
)
async def test_valid_citations_pass(answer: str, ids: tuple[str, ...]) -> None:
    result = await run(answer, *ids)
    assert result.passed and result.fired


@pytest.mark.parametrize(
    "answer, ids, fabricated",
    [
        ("Covered [1][3].", ("1", "2"), ["3"]),
        ("Covered [1, 4].", ("1", "2"), ["4"]),
        ("Covered [S3].", ("S1", "S2"), ["S3"]),
        ("Covered [S3].", ("1", "2"), ["S3"]),
        ("Covered [P2].", ("S1", "S2"), ["P2"]),  # an explicit prefix must match
        ("Covered (Source 7).", ("1",), ["7"]),
        ("Covered (S9).", ("S1",), ["S9"]),
        ("Covered [1-3].", ("1", "2"), ["3"]),
        ("Covered [1].", (), ["1"]),
    ],
)
async def test_fabricated_citations_fail(answer: str, ids: tuple[str, ...], fabricated: list[str]) -> None:
    result = await run(answer, *ids)
    assert not result.passed and result.score == 0.0
    assert [e.text for e in result.evidence] == fabricated


@pytest.mark.parametrize(
    "answer",
    [
        "The letter says the claim was 'denyed' [sic] in March.",
        "It is 'not medically necessary' [emphasis added].",
        "See the note [a] and the table [Figure 2].",
        "Two steps: (1) file the form, (2) wait for the decision.",
        "Vitamin (B12) levels were normal.",
        "No citations at all.",
    ],
)
async def test_brackets_that_are_not_citations(answer: str) -> None:
    result = await run(answer, "1")
    assert result.passed and not result.fired


async def test_knowledge_base_ids_are_valid() -> None:
    result = await run("Per the policy [KB12] and [1].", "1", knowledge_base_ids=["KB12"])
    assert result.passed


async def test_extra_patterns_are_recognised() -> None:
    result = await run("Covered {{cite:7}}.", "1", patterns=[r"\{\{cite:([^}]+)\}\}"])
    assert not result.passed and [e.text for e in result.evidence] == ["7"]


async def test_passes_without_markers_and_is_not_fired() -> None:
    result = await run("The plan covers skilled nursing care.", "1")
    assert result.passed and not result.fired and result.score == 1.0


# The citation check fails closed: every form of the marker grammar, resolvable and not.
from tests.test_markers import FORMS  # noqa: E402


@pytest.mark.parametrize("answer, cited, resolvable, unresolvable", FORMS)
async def test_every_marker_form_passes_when_it_resolves_and_blocks_when_it_does_not(
    answer: str, cited: list[str], resolvable: tuple[str, ...], unresolvable: tuple[str, ...]
) -> None:
    good = await run(answer, *resolvable)
    assert good.passed and good.fired, [e.text for e in good.evidence]
    bad = await run(answer, *unresolvable)
    assert bad.hard and not bad.passed and bad.score == 0.0
    # each evidence span is the ID as written, or the whole range it comes from ("1-3" for 2)
    assert bad.evidence and all(answer[e.start:e.end] in e.detail["marker"] for e in bad.evidence)


@pytest.mark.parametrize(
    "answer, ids, fabricated",
    [
        ("Covered [Source 1, Source 5].", ("1", "2"), ["5"]),  # a list with one good ID still blocks
        ("Covered [1, 2; 5].", ("1", "2"), ["5"]),
        ("Covered [^3].", ("1", "2"), ["3"]),
        ("Covered [3\u2020L1-L4].", ("1", "2"), ["3"]),
        ("Covered \u30103\u2020L1-L4\u3011.", ("1", "2"), ["3"]),
        ("Upheld in [TR 2019/45].", ("1", "2"), ["TR 2019/45"]),
        ("Upheld in [Ruling 12/2020].", ("1", "2"), ["Ruling 12/2020"]),
        ("Covered [S1][S2][S3].", ("S1", "S2"), ["S3"]),
        ("Covered (see passage 3).", ("1", "2"), ["3"]),
        ("Covered [doc7].", ("1", "2"), ["7"]),
        ("As Source 4 says, it is covered.", ("1", "2"), ["4"]),
    ],
)
async def test_fabrications_the_old_parser_let_through_now_block(
    answer: str, ids: tuple[str, ...], fabricated: list[str]
) -> None:
    result = await run(answer, *ids)
    assert not result.passed and [e.text for e in result.evidence] == fabricated


async def test_configured_patterns_and_knowledge_base_ids_resolve_together() -> None:
    options = {"patterns": [r"\{\{cite:([^}]+)\}\}"], "knowledge_base_ids": ["KB-7"]}
    assert (await run("Covered {{cite:KB-7, 1}} and [1].", "1", **options)).passed
    blocked = await run("Covered {{cite:KB-8}}.", "1", **options)
    assert not blocked.passed and [e.text for e in blocked.evidence] == ["KB-8"]
