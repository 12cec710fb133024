"""The figure readers (`checks.text.numbers`) through their public functions: hedges, decades, the feedback list."""

from __future__ import annotations

import pytest

from checks.context import RequestContext, Source
from checks.text.numbers import Figure, answer_figures, passage_keys, text_figures


@pytest.mark.parametrize(
    ("text", "hedged"),
    [("about 1,200 members", True), ("roughly $21,600", True), ("~350", True), ("\u2248 350", True),
     ("ABOUT 90 days", True), ("close to 40 visits", True), ("c. 1616 copies", True), ("some 12 clinics", True),
     ("about $90 and $128", True), ("more than 1,200", False), ("up to 100 days", False), ("the 1,200 members", False),
     ("under 20 visits", False)],
)
def test_a_hedge_before_a_number_allows_its_rounding(text: str, hedged: bool) -> None:
    figure = [f for f in answer_figures(text) if f.kind == "number"][-1]
    assert bool(figure.near) is hedged


def test_a_hedged_figure_is_supported_by_a_value_it_rounds() -> None:
    passages = passage_keys(["The plan had 1,187 members and 12 clinics."])
    about, exact = answer_figures("about 1,200 members"), answer_figures("1,200 members")
    assert passages.supports(about[0]) and not passages.supports(exact[0])


@pytest.mark.parametrize(
    ("passage", "decade"),
    [("Claims rose in the '90s.", 1990.0), ("Rates fell in the 2000's.", 2000.0), ("In the \u201980s it was new.", 1980.0)],
)
def test_a_passage_gives_its_apostrophe_decades(passage: str, decade: float) -> None:
    assert ("decade", decade) in passage_keys([passage]).all


@pytest.mark.parametrize(
    ("passage", "written", "closer"),
    [("The deductible is $1,632.", 1632.0, ()), ("Rates rose 4.2 percent.", ("percent", 4.2), ()),
     ("It was mailed on 4 December 2025.", ("date", 2025, 12, 4), (2025.0,)),
     ("Open 9:00 a.m. to 1:00 p.m.", ("time", 9, 0), (9.0,)),
     ("Claims rose in the 1990s.", 1990.0, (("decade", 1990.0),))],
)
def test_the_passages_keys_as_written_are_among_all_their_keys(passage: str, written, closer) -> None:
    keys = passage_keys([passage])
    assert written in keys.written and written in keys.all
    assert all(key in keys.all for key in closer)


def test_labels_are_no_keys_of_a_passage() -> None:
    keys = passage_keys(["See Article 17(3) and 45 CFR 164.524; billed under CPT 99310."])
    assert not {17.0, 3.0, 45.0, 99310.0} & keys.all


PASSAGES = [
    "Effective 1 January 2026 the plan changed its rules; notices were mailed on 4 December 2025 to 1,200,000 members.",
    "For days 21 through 100, the member pays a daily coinsurance of $204 in 2026.",
    "An appeal must be filed within 60 calendar days; about 12% of reviews overturn the plan. Call 8 a.m. to 8 p.m.",
    "No figures here at all.",
    "A third of members (33%) chose the 2024 plan; the deductible is $1,632 and rose 4.2 percent in Q3 2025.",
]


@pytest.mark.parametrize("limit", [-1, 0, 1, 3, 5, 12, 100])
def test_feedback_figures_are_the_passages_figures_read_in_full(limit: int) -> None:
    context = RequestContext(sources=tuple(Source(id=str(i), text=t) for i, t in enumerate(PASSAGES, 1)))
    every: dict[str, Figure] = {}
    for text in PASSAGES:
        for figure in text_figures(text):
            every.setdefault(figure.text, figure)
    expected = [figure.text for figure in every.values()]
    listed, more = context.sources_parse().given_figures(limit)
    assert [figure.text for figure in listed] == expected[:limit]
    assert more == (len(expected) > len(expected[:limit]))


@pytest.mark.parametrize(
    ("text", "figures"),
    [("SSN 123-45-6789 and 555-123-4567", []), ("a record of 4-4-0", ["4", "4", "0"]),
     ("1. File the form\n2. Wait 30 days", ["30"]), ("sections 3 and 4, CPT 99309, 99310", [])],
)
def test_labels_and_lists_are_not_figures(text: str, figures: list[str]) -> None:
    assert [f.text for f in answer_figures(text) if f.kind == "number"] == figures
