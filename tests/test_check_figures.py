"""`figures`: every number in the answer must occur in a passage, whatever its formatting."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.builtin.figures import FiguresCheck


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
        ("The page was updated in June 2018 [1].", "Last updated 2018-06-30T07:00:00Z by its editors."),
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
        "Steps: (1) file the form, (2) wait.",
        "Steps: 1) file the form; 2) wait.",
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
        ("The page was updated in July 2018 [1].", "Last updated 2018-06-30T07:00:00Z by its editors."),
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
    "answer, passage",
    [
        # spelled-out numbers in answers
        ("It is the tenth track [1].", "The tenth track is the single."),
        ("Members have thirty days to appeal [1].", "Members have 30 days to appeal."),
        ("Twenty-five members applied [1].", "25 members applied."),
        ("Three hundred claims were paid [1].", "It paid 300 claims."),
        ("It came first in 2019 [1].", "It won in 2019."),  # "first", "one", "second" are words
        ("One member and a second reviewer signed [1].", "A member and a reviewer signed."),
        # compound and spaced forms in passages
        ("About 25 members [1].", "About twenty - five members."),
        ("About 25 members [1].", "About twenty five members."),
        ("It costs 12.50 euros [1].", "It costs twelve Euros and fifty centimes."),
        ("It costs EUR 12.50 [1].", "It costs 12 euros and 50 cents."),
        ("It paid 120 claims [1].", "It paid one hundred and twenty claims."),
        ("It is the 21st edition [1].", "It is the twenty-first edition."),
        # scale words and suffixes
        ("Revenue was 5 million euros [1].", "Revenue was EUR 5 mln."),
        ("Revenue was EUR 5 mln [1].", "Revenue was 5,000,000 euros."),
        ("It cost $3.5bn [1].", "It cost 3.5 billion dollars."),
        ("Salaries reach $20k [1].", "Salaries reach $20,000."),
        ("Two million members [1].", "2,000,000 members."),
        # decades
        ("It peaked in the 2000's [1].", "It peaked in 2004."),
        ("It peaked in the '50s [1].", "It peaked in 1956."),
        ("It peaked in the 1990s [1].", "It peaked in the '90s."),
        # quarters
        ("Sales rose in Q3 2020 [1].", "Sales rose in the third quarter of 2020."),
        ("Sales rose in 1Q 2020 [1].", "Sales rose in Q1 2020."),
        # unit conversions in parentheses, the passage giving either side
        ("The box weighs 10 kg (23 lb) [1].", "The box weighs 10 kg."),
        ("The box weighs 23 lb (10 kg) [1].", "The box weighs 10 kg."),
        ("The fee is $10 (about \u20ac9) [1].", "The fee is $10."),
        # sentence-final and other date forms
        ("The deadline is 04/12/1997.", "The deadline is 4 December 1997."),
        ("The deadline is 12.04.1997.", "The deadline is 4 December 1997."),
        ("The deadline is 1997.12.04 [1].", "The deadline is 4 December 1997."),
        ("The deadline is the 4th of December 1997 [1].", "The deadline is 04/12/1997."),
        # list numbering is not a figure
        ("Steps:\n6) File the appeal.\n7) Wait for the decision.", "File the appeal, then wait."),
    ],
)
async def test_numbers_as_people_write_them_are_supported(answer: str, passage: str) -> None:
    result = await run(answer, passage)
    assert result.passed, [e.text for e in result.evidence]


@pytest.mark.parametrize(
    "answer, passage, unsupported",
    [
        ("It is the ninth track [1].", "The tenth track is the single.", ["ninth"]),
        ("Members have forty days to appeal [1].", "Members have 30 days to appeal.", ["forty"]),
        ("Twenty-six members applied [1].", "Twenty-five members applied.", ["Twenty-six"]),
        ("About 26 members [1].", "About twenty - five members.", ["26"]),
        ("It costs 12.60 euros [1].", "It costs twelve Euros and fifty centimes.", ["12.60"]),
        ("Revenue was 6 million euros [1].", "Revenue was EUR 5 mln.", ["6 million"]),
        ("It peaked in the 1980s [1].", "It peaked in 2004.", ["1980s"]),
        ("It peaked in the 2010's [1].", "It peaked in 2004.", ["2010's"]),
        ("Sales rose in Q4 2020 [1].", "Sales rose in the third quarter of 2020.", ["Q4"]),
        ("The box weighs 12 kg (26 lb) [1].", "The box weighs 10 kg.", ["12", "26"]),
        ("The deadline is 05/12/1997.", "The deadline is 4 December 1997.", ["05/12/1997"]),
        ("The deadline is 04/12/1998.", "The deadline is 4 December 1997.", ["04/12/1998"]),
        ("Steps: 6) pay 250 dollars.", "Pay 200 dollars.", ["250"]),
    ],
)
async def test_numbers_as_people_write_them_still_fail_when_wrong(
    answer: str, passage: str, unsupported: list[str]
) -> None:
    result = await run(answer, passage)
    assert not result.passed and [e.text for e in result.evidence] == unsupported


async def test_custom_citation_markers_are_not_figures() -> None:
    answer = "The plan covers skilled nursing care {{cite:7}}."
    context_ = context("It covers 100 days.")
    assert not (await FiguresCheck().check(answer, context_)).passed
    check = FiguresCheck(CheckConfig(options={"marker_patterns": [r"\{\{cite:([^}]+)\}\}"]}))
    assert (await check.check(answer, context_)).passed


async def test_no_answer_text_survives_its_request_in_check_state() -> None:
    """Checks share per-request parses that die with the request's context: after the checks ran
    and the context is gone, no object reachable from a `checks.*` module holds the answer."""
    import gc
    import inspect
    import sys

    from checks.loop import run_checks
    from checks.policy import Policy
    from checks.registry import DETERMINISTIC_CHECKS

    checks = Policy.load().build(list(DETERMINISTIC_CHECKS), include_models=False)
    marker = "".join(["QX", "7731-unique-answer-marker"])  # built at run time: not a constant of this module
    answer = f"Patient {marker} paid $1,250 on 04/12/1997 [1][9], see (Source 2) and Q3 2020."
    request = RequestContext(sources=(Source(id="1", text="It cost $1,200 on 4 December 1997.", document="D"),),
                             document="D", reference_codes=("E11.9",))
    results = await run_checks(answer, request, checks)
    assert any(not r.passed for r in results)
    del request, results
    gc.collect()
    seen: set[int] = set()
    stack: list[object] = [vars(module) for name, module in sys.modules.items()
                          if name == "checks" or name.startswith("checks.")]
    stack += [check.__dict__ for check in checks]
    # a cache inside a module (functools.lru_cache) holds the answer object itself
    holders = [r for r in gc.get_referrers(answer) if not inspect.isframe(r) and not inspect.iscoroutine(r)]
    assert holders == [], "the answer outlived its request"
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, str):
            assert marker not in obj, "the answer outlived its request"
            continue
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif hasattr(obj, "cache_info"):
            assert obj.cache_info().currsize == 0, f"{obj} keeps what it saw"
        elif hasattr(obj, "__dict__") and not isinstance(obj, type) and type(obj).__module__.startswith("checks"):
            stack.append(vars(obj))


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


def _cases(name: str) -> list[dict]:
    import json
    from pathlib import Path

    path = Path(__file__).parent / "data" / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize(
    "name, kind, most_wrong",
    [
        ("figures_wice_quotes.jsonl", "quote", 0.01),  # fires on at most 1% of quoting answers
        ("figures_wice_summaries.jsonl", "summary", 0.03),  # at most 3% of faithful summaries
        ("figures_wice_unsupported.jsonl", "unsupported", 0.03),  # catches at least 97%
        ("figures_handwritten.jsonl", "quote", 0.0),
        ("figures_handwritten.jsonl", "summary", 0.0),
        ("figures_handwritten.jsonl", "unsupported", 1 / 12),  # "$30" where the passage says "30-day"
    ],
)
async def test_accuracy_on_the_built_sets(name: str, kind: str, most_wrong: float) -> None:
    cases = [case for case in _cases(name) if case["kind"] == kind]
    assert cases
    wrong = []
    for case in cases:
        result = await run(case["answer"], *case["passages"])
        if result.passed != (case["expect"] == "pass"):
            wrong.append(case["answer"])
    assert len(wrong) <= most_wrong * len(cases), wrong[:5]


# Readings added by the red-team round (tests/data/redteam_figures.jsonl): each form both ways.
READ_AS_THE_SAME_FIGURE = [
    ("Visiting is from 2pm to 8pm [1].", "Visiting hours are 14:00 to 20:00."),
    ("It landed at 8:17 p.m. UTC [1].", "It landed at 20:17 UTC."),
    ("Open 09:00\u201313:00 on Saturdays [1].", "Saturday from 9:00 a.m. to 1:00 p.m."),
    ("Open 9 to 1 on Saturdays [1].", "Saturday from 9:00 a.m. to 1:00 p.m."),
    ("About 43,500 people took part [1].", "43,548 participants were randomized."),
    ("Roughly 7.6 million cases [1].", "The list stood at 7.57 million cases."),
    ("It costs just under \u00a310 [1].", "The charge is \u00a39.90 per item."),
    ("They pay about $90 and $128 [1].", "Payments are $90.30 and $127.53."),
    ("A third of adults (33%) delayed care [1].", "33% said they had delayed care."),
    ("25% skipped a prescription [1].", "One in four respondents skipped a prescription."),
    ("Two thirds of claims were paid [1].", "67% of claims were paid."),
    ("Within three days of a breach [1].", "Not later than 72 hours after becoming aware of it."),
    ("Adults need 2.5 to 5 hours a week [1].", "Adults need 150 to 300 minutes a week."),
    ("EPS rose from 93 cents to $1.05 [1].", "EPS was $1.05, up from $0.93."),
    ("They spent twenty-one and a half hours there [1].", "They spent 21.5 hours on the surface."),
    ("The mission lasted from 16 to 24 July 1969 [1].", "It launched on July 16, 1969 and returned on July 24, 1969."),
    ("It began in the third quarter of 2006 [1].", "July 23, 2006: the tour kicks off in early September."),
    ("In the fifteenth century [1].", "From 22 May 1455 to 22 August 1485."),
    ("Under 45 CFR 164.524, act within 30 days [1].", "Under 45 CFR 164.524, act within 30 days."),
]
READ_AS_ANOTHER_FIGURE = [
    ("Children under 14 must be accompanied [1].", "Visiting hours are 14:00 to 20:00.", ["14"]),
    ("Open from 10am [1].", "Open from 9:00 a.m. to 1:00 p.m.", ["10am"]),
    ("Act within 45 days [1].", "Under 45 CFR 164.524, act within 30 days.", ["45"]),
    ("Respond within three months [1].", "Under Article 17(3)(b), respond within one month.", ["three"]),
    ("In force on 31 July 2022 [1].", "In force on 31 July 2023; plans approved by October 2022.", ["31 July 2022"]),
    ("It applies from 2 February 2026 [1].", "From 2 February 2025 and from 2 August 2026.", ["2 February 2026"]),
    ("A $100 deductible applies [1].", "Preventive care is covered at 100%.", ["100"]),
    ("About 1,000 members [1].", "Notices went to 1,187 members.", ["1,000"]),
    ("Under 20 members [1].", "Notices went to 19 members.", ["20"]),
    ("One in five respondents [1].", "One in four respondents skipped a prescription.", ["One in five"]),
    ("12% of women [1].", "1 in 8 children do not own a book.", ["12%"]),
    ("It existed for eight years [1].", "Published Feb 12, 2009 08:00 (GMT).", ["eight"]),
]


@pytest.mark.parametrize("answer, passage", READ_AS_THE_SAME_FIGURE)
async def test_redteam_forms_read_as_the_passages_figure(answer: str, passage: str) -> None:
    result = await run(answer, passage)
    assert result.passed, [e.text for e in result.evidence]


@pytest.mark.parametrize("answer, passage, unsupported", READ_AS_ANOTHER_FIGURE)
async def test_redteam_forms_still_fail_when_the_passage_gives_another_figure(
    answer: str, passage: str, unsupported: list[str]
) -> None:
    result = await run(answer, passage)
    assert not result.passed and [e.text for e in result.evidence] == unsupported
