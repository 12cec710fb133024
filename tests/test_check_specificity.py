"""`specificity`: no more precise than the source (an exact figure for a range, a day for a month)."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext, Source
from checks.policy import Policy
from checks.builtin.specificity import SpecificityCheck

SOURCES = (
    Source(id="1", text="The plan had about 1,200 members at the end of 2023. Reviews take between 10 and 20 "
                        "working days. The new formulary took effect in March 2024."),
    Source(id="2", text="The clinic saw roughly 350 patients a week in 2022. A visit costs EUR 45. The first "
                        "audit was held on 4 June 2021. Enrolment opened in 2019."),
)
CONTEXT = RequestContext(query="q", sources=SOURCES)

OVER_PRECISE = [
    ("The plan had 1,200 members at the end of 2023 [1].", "1,200"),
    ("Reviews take 15 working days [1].", "15"),
    ("The clinic saw 350 patients a week in 2022 [2].", "350"),
    ("The new formulary took effect on 14 March 2024 [1].", "14 March 2024"),
    ("The formulary changed on March 1, 2024.", "March 1, 2024"),
    ("Enrolment opened on 2019-09-01 [2].", "2019-09-01"),
]
AS_PRECISE = [
    "The plan had about 1,200 members at the end of 2023 [1].",
    "Reviews take between 10 and 20 working days [1].",
    "Reviews take 10-20 working days.",
    "The clinic saw roughly 350 patients a week [2].",
    "A visit costs EUR 45 [2].",
    "The first audit was held on 4 June 2021 [2].",
    "The new formulary took effect in March 2024 [1].",
    "Enrolment opened in 2019.",
    "The plan had around 1,200 members.",
    "The plan began in 2019 and had about 1,200 members by 2023.",
    "Reviews take up to 20 working days.",  # the range's end, hedged by the answer itself
]


@pytest.mark.parametrize("answer, span", OVER_PRECISE)
async def test_more_precise_than_the_source_fails(answer, span):
    result = await SpecificityCheck().check(answer, CONTEXT)
    assert result.fired and not result.passed
    assert [e.text for e in result.evidence] == [span]
    assert answer[result.evidence[0].start : result.evidence[0].end] == span
    detail = result.evidence[0].detail
    if detail["kind"] == "figure":  # the feedback quotes the source's own wording
        assert detail["source_says"] in " ".join(s.text for s in SOURCES)
    assert "as precisely as the passages" in result.feedback


@pytest.mark.parametrize("answer", AS_PRECISE)
async def test_as_precise_as_the_source_passes(answer):
    result = await SpecificityCheck().check(answer, CONTEXT)
    assert result.passed and not result.fired and result.evidence == ()


async def test_a_figure_no_source_gives_is_left_to_figures():
    result = await SpecificityCheck().check("The plan had 4,000 members on 2 May 2017.", CONTEXT)
    assert result.passed


async def test_options_turn_each_half_off():
    policy_check = Policy.load().build(["specificity"])[0]
    assert policy_check.runs_inline and not policy_check.needs_models and not policy_check.hard
    figures_only = SpecificityCheck(CheckConfig(options={"dates": False}))
    assert (await figures_only.check("It took effect on 14 March 2024.", CONTEXT)).passed
    dates_only = SpecificityCheck(CheckConfig(options={"figures": False}))
    assert (await dates_only.check("The plan had 1,200 members.", CONTEXT)).passed


PARTY_SOURCES = (
    Source(id="1", text="The member was referred to a network provider for physiotherapy. Samples are tested by an "
                        "approved laboratory. St. Luke's Hospital is in the network."),
)


@pytest.mark.parametrize(
    "answer, span",
    [
        ("The member was referred to Dr. Patel for physiotherapy [1].", "Dr. Patel"),
        ("Samples are tested by Quest Laboratories [1].", "Quest Laboratories"),
        ("The member was treated at Mercy General Hospital [1].", "Mercy General Hospital"),
    ],
)
async def test_a_named_party_where_the_source_is_generic_fails(answer, span):
    result = await SpecificityCheck().check(answer, RequestContext(sources=PARTY_SOURCES))
    assert not result.passed and [e.text for e in result.evidence] == [span]
    assert result.evidence[0].detail["kind"] == "party"


@pytest.mark.parametrize(
    "answer",
    [
        "The member was referred to a network provider [1].",
        "The member can use St. Luke's Hospital [1].",  # the passage names it
        "Your Local Pharmacy fills it.",  # no passage speaks of a pharmacy
        "The Appeals Committee reviews the case.",
    ],
)
async def test_a_party_the_source_names_or_never_mentions_passes(answer):
    result = await SpecificityCheck().check(answer, RequestContext(sources=PARTY_SOURCES))
    assert result.passed


# ---------------------------------------------------------------- the shared parse (differential)


def _differential_cases():
    import json
    from pathlib import Path

    tables = [answer for answer, _ in OVER_PRECISE] + AS_PRECISE + [
        "The member was referred to Dr. Patel for physiotherapy on 4 June 2021 [1].",
        "Reviews took 15 days in March 2024, for about 1,200 members at Mercy General Hospital.",
    ]
    cases = [(answer, sources) for answer in tables for sources in (SOURCES, PARTY_SOURCES)]
    examples = Path(__file__).resolve().parents[1] / "examples" / "verify_cases.jsonl"
    for line in examples.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        sources = tuple(Source(id=s["id"], text=s["text"]) for s in row.get("sources", []))
        cases.append((row["answer"], sources))
    return cases


async def test_passage_dates_from_the_shared_parse_decide_as_a_fresh_reading_of_each_passage():
    """The check reads each passage's dates from the request's parse (`SourcesParse.dates`); a reference that reads
    them with find_dates per passage, and a context whose parse `figures` filled first, decide the same."""
    from checks.text.dates import find_dates
    from checks.builtin.specificity import SourcePrecision

    figures = Policy.load().build(["figures"])[0]
    fired = 0
    for answer, sources in _differential_cases():
        if not sources:
            continue
        result = await SpecificityCheck().check(answer, RequestContext(query="q", sources=sources))
        shared = RequestContext(query="q", sources=sources)
        await figures.check(answer, shared)  # fills the shared parse first, as in a request
        assert (await SpecificityCheck().check(answer, shared)).to_dict() == result.to_dict()
        texts = tuple(s.text for s in sources)
        reference = SourcePrecision(texts, lambda texts=texts: [find_dates(t) for t in texts])
        dates = shared.answer_parse(answer).dates
        from_parse = SourcePrecision(texts, lambda: shared.sources_parse().dates)
        assert SpecificityCheck._dates(dates, from_parse) == SpecificityCheck._dates(dates, reference)
        fired += result.fired
    assert fired >= len(OVER_PRECISE)  # the table's over-precise answers are among the cases


@pytest.mark.parametrize("hedge", ["about", "close to", "just under", "c.", "~", "an estimated", "circa"])
async def test_every_hedge_of_the_shared_vocabulary_makes_a_passage_figure_approximate(hedge: str) -> None:
    """The hedges `figures` allows rounding for are the ones that make a passage's figure approximate here."""
    from checks.text.numbers import answer_figures

    context = RequestContext(sources=(Source(id="1", text=f"The plan has {hedge} 1,200 members."),))
    result = await SpecificityCheck().check("The plan has 1,200 members [1].", context)
    assert result.fired and result.evidence[0].text == "1,200"
    assert answer_figures(f"The plan has {hedge} 1,200 members.")[0].near  # and an answer's hedge, for `figures`


async def test_a_long_run_of_digits_beside_a_range_is_read_in_linear_time() -> None:
    import time

    small_passage = "1" * 4096 + " between 10 and 20 days"
    large_passage = "1" * 65536 + " between 10 and 20 days"
    times = []
    for passage in (small_passage, large_passage):
        context = RequestContext(sources=(Source(id="1", text=passage),))
        start = time.process_time()
        result = await SpecificityCheck().check("It takes 15 days [1].", context)
        times.append(time.process_time() - start)
        assert result.fired  # 15 lies in the passage's range
    assert times[1] < 1.0  # quadratic: about 16 s on this machine
