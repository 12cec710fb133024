"""`figures`: every number in the answer must occur in a passage, whatever its formatting."""

from __future__ import annotations

import pytest

from checks.context import RequestContext, Source
from checks.figures import FiguresCheck


def context(*texts: str) -> RequestContext:
    return RequestContext(sources=tuple(Source(id=str(i), text=t) for i, t in enumerate(texts, start=1)))


async def run(answer: str, *passages: str) -> object:
    return await FiguresCheck().check(answer, context(*passages))


@pytest.mark.parametrize(
    "answer, passage",
    [
        ("Decide within 30 business days [1].", "A decision is issued in 30 business days."),
        ("The fee is 1,200 dollars [1].", "The fee is $1200."),
        ("The fee is $1,200.00 [1].", "The fee is 1200 dollars."),
        ("The deductible is $1,632 [1].", "Each benefit period has a deductible of 1632 dollars."),
        ("Coinsurance is 25% [1].", "Coinsurance of 25 percent applies."),
        ("Coinsurance is 25 per cent [1].", "Coinsurance of 25% applies."),
        ("It changed on 4 December 1997 [1].", "On December 4, 1997 the plan changed."),
        ("It changed on December 4, 1997 [1].", "Effective 1997-12-04."),
        ("It changed on 1997-12-04 [1].", "It changed on the 4th of December 1997."),
        ("It changed in December 1997 [1].", "It changed on 4 Dec. 1997."),
        ("It changed in 1997 [1].", "It changed on 4 December 1997."),
        ("About 1.2 million members [1].", "Notices went to 1,200,000 members."),
        ("About 1,200,000 members [1].", "Notices went to 1.2 million members."),
        ("It costs EUR 3.5bn [1].", "It costs 3.5 billion euro."),
        ("She finished 3rd [1].", "She finished third."),
        ("Appeal within 30 days [1].", "Members may appeal within thirty days."),
        ("Coverage lasts 21 days [1].", "Coverage lasts twenty-one days."),
        ("Popular in the 1990s [1].", "It peaked in 1994."),
        ("It ran in 1990-95 [1].", "It ran from 1990 to 1995."),
        ("Released on November 2, 2004 [1].", "Published 2004-10-19. It hits stores on Election Day, November 2."),
        ("A 12-month waiting period [1].", "The waiting period is 12 months."),
        ("It rose by mid-2019 [1].", "By 2019 it had risen."),
    ],
)
async def test_formatting_variants_are_supported(answer: str, passage: str) -> None:
    result = await run(answer, passage)
    assert result.passed, [e.text for e in result.evidence]


@pytest.mark.parametrize(
    "answer",
    [
        "Covered in full [1][2], see also [3, 4] and [S12].",
        "As stated in section 4.2, Article 12 and \u00a7 3 of the handbook [1].",
        "See sections 3 and 4, and page 12 [1].",
        "Billed under CPT 99310 with diagnosis E11.9 [1].",
        "For member W123456789 on claim CLM-88213 [1].",
        "Affected by COVID-19 [1].",
        "Steps:\n1. File the appeal.\n2. Wait for the decision.",
        "Two steps: (1) file the form, (2) wait.",
        "Reference 123-45-6789 is on file.",
    ],
)
async def test_markers_locators_codes_and_identifiers_are_not_figures(answer: str) -> None:
    result = await run(answer, "The passage states no numbers at all.")
    assert result.passed and not result.fired, [e.text for e in result.evidence]


async def test_unsupported_figure_fails_with_span_and_feedback() -> None:
    answer = "The plan covers up to 120 days in a skilled nursing facility [1]."
    result = await run(answer, "The plan covers up to 100 days of care after a stay of 3 days.")
    assert not result.passed and result.score == 0.0
    assert [e.text for e in result.evidence] == ["120"]
    evidence = result.evidence[0]
    assert answer[evidence.start:evidence.end] == "120"
    assert "100, 3" in result.feedback and "120" in result.feedback


async def test_score_is_the_supported_fraction() -> None:
    result = await run("It covers 100 days after a 5-day stay [1].", "It covers 100 days after a 3-day stay.")
    assert result.score == pytest.approx(0.5)
    assert [e.text for e in result.evidence] == ["5"]


@pytest.mark.parametrize(
    "answer, passage",
    [
        ("It changed on 5 December 1997 [1].", "It changed on 4 December 1997."),
        ("It changed on 4 December 1998 [1].", "It changed on 4 December 1997."),
        ("The fee is 1,300 dollars [1].", "The fee is $1200."),
        ("About 1.2 billion members [1].", "About 1.2 million members."),
        ("Coinsurance is 2.5% [1].", "Coinsurance of 25 percent applies."),
        ("Popular in the 1980s [1].", "It peaked in 1994."),
        ("It was released in 2019 [1].", "It was released last year."),
    ],
)
async def test_different_figures_fail(answer: str, passage: str) -> None:
    result = await run(answer, passage)
    assert not result.passed


async def test_figure_in_any_passage_counts() -> None:
    result = await run("It covers 100 days at $204 a day [1][2].", "It covers 100 days.", "It is $204 per day.")
    assert result.passed


async def test_feedback_truncates_long_figure_lists() -> None:
    passage = " ".join(f"Item {n} costs {n * 7} dollars." for n in range(1, 40))
    result = await run("It costs 4000 dollars [1].", passage)
    assert not result.passed and "\u2026" in result.feedback


async def test_no_figures_is_not_fired() -> None:
    result = await run("The plan covers skilled nursing care [1].", "It covers 100 days.")
    assert result.passed and not result.fired and result.score == 1.0


async def test_no_passages_fails_every_figure() -> None:
    result = await FiguresCheck().check("It covers 100 days.", RequestContext())
    assert not result.passed and "no" in result.feedback.lower()


@pytest.mark.parametrize(
    "answer, unsupported",
    [
        (
            "Sections 3 and 4 allow 30 days, 1.2 million members and 25% [1], from 1990-95 to 4 December 1997.",
            ["1.2 million", "1990", "4 December 1997"],
        ),
        ("CPT 99309, 99310 and 60 days; SSN 123-45-6789 and $1,200 in the 1990s (2) [2].", ["1,200"]),
        ("It allows 30 days [1] and 25% [2]; 60 days applied in 1995 [1], 2 million in 1995-96.", ["96"]),
        ("Since 12/05/1995 [2] it allows 30 days, then 60 days (25 percent) [1][2].", []),
    ],
)
def test_unsupported_figures_equals_filtering_all_figures(answer: str, unsupported: list[str]) -> None:
    """The fast paths (numbers the passages give, by value or as written, are never classified)
    agree with the full extraction, whether the answer passes or not."""
    from checks.text import answer_figures, passage_keys, passage_numerals, unsupported_figures

    texts = ("It allows 30 days and 25 percent; 60 days in 1995, for 2 million members from 12 May 1995.",)
    keys = passage_keys(texts)
    expected = tuple(f for f in answer_figures(answer, ("1", "2")) if not f.supported_by(keys))
    assert [f.text for f in expected] == unsupported
    assert unsupported_figures(answer, ("1", "2"), keys) == expected
    assert unsupported_figures(answer, ("1", "2"), keys, passage_numerals(texts)) == expected


async def test_clear_caches_empties_every_parse_cache() -> None:
    """`bench_checks.py` measures cold answers by clearing the caches: a cache left out would
    make the benchmark skip work that a new answer does."""
    import functools

    from checks import text
    from checks.text import clear_caches

    context = RequestContext(sources=(Source(id="1", text="On 4 December 1997 it cost $1,200 [1]."),), document="D")
    await FiguresCheck().check("On 4 December 1997 it cost $1,200 (source 1) [1].", context)
    caches = {name: value for name, value in vars(text).items() if isinstance(value, functools._lru_cache_wrapper)}
    assert any(cache.cache_info().currsize for cache in caches.values())
    clear_caches()
    assert {name: cache.cache_info().currsize for name, cache in caches.items() if cache.cache_info().currsize} == {}


@pytest.mark.parametrize(
    "answer, unsupported",
    [
        ("See section 4, 100 days [1].", ["100"]),
        ("Sections 3 and 4, 1,200 dollars and 2.5% [1].", ["1,200", "2.5%"]),
        ("CPT 99309, 99310 and 60 days [1].", ["60"]),
    ],
)
async def test_a_locator_list_does_not_swallow_the_figures_after_it(answer: str, unsupported: list[str]) -> None:
    result = await run(answer, "It says nothing numeric.")
    assert [e.text for e in result.evidence] == unsupported


async def test_fires_only_when_a_figure_needs_a_closer_look() -> None:
    stated = await run("The plan covers 100 days after a 3-day stay [1].", "The plan covers 100 days after a stay of 3 days.")
    assert stated.passed and not stated.fired
    rescued = await run("Members have 30 days to appeal [1].", "Members have thirty days to appeal.")
    assert rescued.passed and rescued.fired
    wrong = await run("The plan covers 120 days [1].", "The plan covers 100 days.")
    assert not wrong.passed and wrong.fired


async def test_decimal_before_a_dash_is_not_read_as_a_year_range() -> None:
    # "11.9-95" once crashed the year-range rule ("1990-95"), and the check failed open
    result = await run("Version 11.9 costs 1.25 [1].", "Version 11.9-95 applies; rates 1.25-30 apply.")
    assert result.passed and result.error is None
    wrong = await run("The rate is 12.9 percent [1].", "The rate is 11.9-95 percent.")
    assert not wrong.passed and wrong.error is None
