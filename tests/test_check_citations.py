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


# Authorities (issue 17): a ruling, case, reporter, statute section, author-year or URL the answer names must be a
# source's ID, appear in a supplied passage, or be a known authority. (answer, a passage that gives it, kind)
AUTHORITIES = [
    ("The denial was upheld per ruling TR 2021/7.", "Ruling TR 2021/7 applies to the denial.", "ruling"),
    ("The denial was upheld (TR 2021/7).", "See TR 2021/7 on denials.", "ruling"),
    ("It was upheld per Revenue Ruling 2020-14.", "Revenue Ruling 2020-14 governs this.", "ruling"),
    ("It was upheld, per CMS Ruling 95-1.", "CMS Ruling 95-1 sets the standard.", "ruling"),
    ("It was upheld in Jones v. Beacon Insurance Co.", "In Jones v. Beacon Insurance Co., the court upheld it.", "case"),
    ("It was upheld in Jones v Beacon (2018).", "Jones v. Beacon (2018) upheld the denial.", "case"),
    ("Notice is required, see 531 U.S. 356.", "The Court so held, 531 US 356 (2001).", "reporter"),
    ("Notice is required, per 2019 WL 1234567.", "Smith v. Acme, 2019 WL 1234567, held so.", "reporter"),
    ("Notice is required (Case C-412/19).", "Case C-412/19 concerned notices.", "case"),
    ("Notice is required under 29 U.S.C. \u00a7 1133.", "29 U.S.C. 1133 requires a full and fair review.", "statute"),
    ("Appeals follow 45 CFR 147.136.", "Appeals follow 45 C.F.R. \u00a7 147.136.", "statute"),
    ("Notice is required under \u00a7 2719 of the Public Health Service Act.", "Section 2719 requires notice.", "statute"),
    ("It follows section 1852(g) of the Social Security Act.", "Section 1852(g) of the Act governs appeals.", "statute"),
    ("Consent is needed under Article 9 of the GDPR.", "Article 9 GDPR covers health data.", "statute"),
    ("The exchanges come from Pub. L. 111-148.", "Public Law 111-148 created the exchanges.", "statute"),
    ("Denials are often overturned (Brown & Patel, 2021).", "Brown and Patel reported in 2021 that 40% are overturned.", "author_year"),
    ("Denials are often overturned (Okafor et al., 2022).", "Okafor et al. (2022) studied 9,000 appeals.", "author_year"),
    ("Okafor et al. (2022) found that denials are overturned.", "In 2022, Okafor and colleagues found so.", "author_year"),
    ("See https://www.example-insurer.com/appeals/form-7 for the form.", "Form 7: example-insurer.com/appeals/form-7", "url"),
    ("See www.medicare.gov/claims-appeals for details.", "Details: https://www.medicare.gov/claims-appeals/", "url"),
    ("Read the [member handbook](https://example.org/handbook) first.", "At https://example.org/handbook.", "url"),
]


@pytest.mark.parametrize("answer, passage, kind", AUTHORITIES)
async def test_an_authority_passes_when_a_passage_gives_it_and_blocks_when_none_does(
    answer: str, passage: str, kind: str
) -> None:
    given = await CitationsCheck().check(answer, RequestContext(sources=(Source(id="1", text=passage),)))
    assert given.passed and given.fired, [e.text for e in given.evidence]
    missing = await CitationsCheck().check(answer, RequestContext(sources=(Source(id="1", text="Covered for 20 visits."),)))
    assert missing.hard and not missing.passed and missing.score == 0.0
    assert [e.detail["kind"] for e in missing.evidence] == [kind]
    evidence = missing.evidence[0]
    assert answer[evidence.start:evidence.end] == evidence.text
    # feedback names the kind, never the authority itself
    assert kind.replace("_", "-") in missing.feedback and evidence.text not in missing.feedback


@pytest.mark.parametrize("answer, passage, kind", AUTHORITIES)
async def test_a_known_authority_or_a_source_named_by_it_passes(answer: str, passage: str, kind: str) -> None:
    check = CitationsCheck(CheckConfig(options={"known_authorities": ["placeholder"]}))
    context_ = RequestContext(sources=(Source(id="1", text="Covered for 20 visits."),))
    (authority,) = (await check.check(answer, context_)).evidence
    known = CitationsCheck(CheckConfig(options={"known_authorities": [authority.text]}))
    assert (await known.check(answer, context_)).passed
    named = RequestContext(sources=(Source(id=authority.text, text="Covered for 20 visits."),))
    assert (await CitationsCheck().check(answer, named)).passed


async def test_a_known_site_covers_its_pages_and_a_known_part_its_sections() -> None:
    check = CitationsCheck(CheckConfig(options={"known_authorities": ["acmehealth.example", "42 CFR 422"]}))
    context_ = RequestContext(sources=(Source(id="1", text="Covered for 20 visits."),))
    assert (await check.check("Forms: https://www.acmehealth.example/appeals/form-2 [1].", context_)).passed
    assert (await check.check("Appeals follow 42 C.F.R. 422.566 [1].", context_)).passed
    assert not (await check.check("Forms: https://evilacmehealth.example/form [1].", context_)).passed


async def test_a_passage_that_is_the_provision_gives_it_by_its_heading() -> None:
    answer = "Under section 12(3) of the Act, the landlord must give 60 days' notice [1]."
    heading = RequestContext(sources=(Source(id="1", text="12(3) The landlord shall give sixty days' notice."),))
    assert (await CitationsCheck().check(answer, heading)).passed
    # another subsection, a bare number, or the number mid-line is not the provision
    for text in ("12(4) The tenant may leave.", "12 The landlord shall give notice.", "See 12(3) months."):
        other = RequestContext(sources=(Source(id="1", text=text),))
        assert not (await CitationsCheck().check(answer, other)).passed, text


async def test_an_authority_the_request_allows_passes() -> None:
    answer = "The denial was upheld per ruling TR 2021/7 [1]."
    sources = (Source(id="1", text="Covered for 20 visits."),)
    assert not (await CitationsCheck().check(answer, RequestContext(sources=sources))).passed
    allowed = RequestContext(sources=sources, allowed_identifiers=("TR 2021/7",))
    assert (await CitationsCheck().check(answer, allowed)).passed


# Locators point into a document: they cite nothing (must pass); the same words next to a real citation form
# that names nothing supplied still block.
LOCATORS = [
    ("Physical therapy is covered for 20 visits; see Table 2 of the Evidence of Coverage [1].", "See Table 2 of Source 9."),
    ("See page 9 of Source 1 for the visit limit.", "See page 9 of Source 8 for the visit limit."),
    ("Covered [1, p. 9].", "Covered [9, p. 1]."),
    ("Physical therapy is covered for 20 visits (Table 2).", "Physical therapy is covered for 20 visits (Source 2, Table 2)."),
    ("The exclusions are listed in Section 3 above.", "The exclusions are listed in section 3 of the Social Security Act."),
    ("As explained in Section 4 of your plan document, it applies.", "As explained in Section 4 of the Internal Revenue Code, it applies."),
    ("The limits are in \u00a7 3 above.", "The limits are in \u00a7 3."),
    ("Complete Step 3 of the form (page 2).", "Complete Step 3 of the form (Exhibit 2)."),
    ("See Figure 1 and Appendix B of this letter.", "See Figure 1 and Attachment 3."),
    ("Section 3 of this notice explains your rights.", "Article 3 of the Directive explains your rights."),
]


@pytest.mark.parametrize("locator, citation", LOCATORS)
async def test_locators_cite_nothing_and_citations_beside_them_still_resolve(locator: str, citation: str) -> None:
    context_ = RequestContext(sources=(Source(id="1", text="Covered for 20 visits."),))
    assert (await CitationsCheck().check(locator, context_)).passed
    assert not (await CitationsCheck().check(citation, context_)).passed


@pytest.mark.parametrize(
    "answer",
    [
        "Titanic (1997) was filmed in Mexico; the Affordable Care Act (2010) created the exchanges.",
        "The member handbook (2024 edition) explains it (January 2019 update).",
        "Plan A vs. Plan B: Plan A has the lower deductible.",
        "Visit Medicare.gov or call 1-800-MEDICARE; your case 12345 is open.",
        "Medicare Part B (Medical Insurance) covers it; CPT 99213 (established patient).",
    ],
)
async def test_prose_that_names_no_authority_passes(answer: str) -> None:
    result = await CitationsCheck().check(answer, RequestContext(sources=(Source(id="1", text="Covered."),)))
    assert result.passed, [e.text for e in result.evidence]


async def test_the_labelled_template_is_read_without_configuration() -> None:
    assert not (await run("Covered {{cite:9}}.", "1")).passed
    assert (await run("Covered {{cite:1}}.", "1")).passed
