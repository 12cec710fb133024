"""The fast paths of the deterministic checks find exactly what the plain forms they replace find.

Each rewrite (a pattern opened with one digit class so that the regex engine can skip to digits,
a separator-led date anchor scan, a substring pre-test before a hedge pattern) is compared with
the plain form on many generated strings built from the characters and words that matter to it,
Unicode look-alikes included (dotless i, long s, Kelvin sign, Arabic-Indic digits).
"""

from __future__ import annotations

import random
import re

import pytest

from checks.builtin import specificity
from checks.text import dates, numbers

_PLAIN_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"  # specificity's number, as first written


def _texts(seed: int, pieces: list[str], count: int = 20000, longest: int = 12) -> list[str]:
    generator = random.Random(seed)
    return ["".join(generator.choice(pieces) for _ in range(generator.randint(0, longest))) for _ in range(count)]


def _matches(pattern: re.Pattern[str], text: str) -> list[tuple]:
    return [(match.span(), match.groups()) for match in pattern.finditer(text)]


NUMBER_PIECES = list("0123456789,. -/%$\u20ac") + ["\u0663", "a", "b", "k", "m", "s", "th", " percent", " million",
                                                  "bn", " to ", " and ", "between ", "about ", " days", "x", "\n"]


@pytest.mark.parametrize("with_units", [False, True])
def test_number_patterns_match_the_plain_digit_run(with_units: bool) -> None:
    fast = numbers._NUMBER_AND_UNIT if with_units else numbers._NUMBER
    plain = re.compile(fast.pattern.replace(r"(?P<digits>\d\d*", r"(?P<digits>\d+", 1))
    assert plain.pattern != fast.pattern
    for text in _texts(1, NUMBER_PIECES):
        assert _matches(fast, text) == _matches(plain, text), text


@pytest.mark.parametrize("name", ["_DIGITS", "RANGE", "APPROXIMATE", "_ANSWER_NUMBER"])
def test_specificity_number_patterns_match_their_plain_forms(name: str) -> None:
    number = _PLAIN_NUMBER
    plain = {
        "_DIGITS": number,
        "RANGE": specificity.RANGE.pattern.replace(specificity._NUMBER, number),
        "APPROXIMATE": specificity.APPROXIMATE.pattern.replace(specificity._NUMBER, number),
        "_ANSWER_NUMBER": rf"(?<![\w.,/-])(?:{number})(?![\w/]|[.,]\d)",
    }[name]
    fast = getattr(specificity, name)
    plain_pattern = re.compile(plain, fast.flags)
    assert plain_pattern.pattern != fast.pattern
    for text in _texts(2, NUMBER_PIECES):
        assert _matches(fast, text) == _matches(plain_pattern, text), text


def test_date_anchors_are_those_of_a_digit_separator_digit_scan() -> None:
    plain = re.compile(r"\d[-/.]\d")
    for text in _texts(3, list("0123456789-/. a") + ["\u0663", "12", "2024"], longest=16):
        expected = set()
        for match in plain.finditer(text):
            start = match.start()
            while start > 0 and text[start - 1].isdigit():
                start -= 1
            expected.add(start)
        digit_led = {start for start, pattern in dates._anchors(text) if pattern is dates._DIGIT_LED}
        assert digit_led == expected, text


HEDGE_PIECES = ["about", "ABOUT", "abo\u017fut", "around", "approximately", "approx.", "appro\u0131ximately",
                "roughly", "nearly", "almost", "so", "me", "some", "\u212a", "close", " to", "just", " under",
                " over", "an", " estimated", "circa", "ca.", "CA.", "~", "\u2248", " ", "  ", "$", "\u20ac", "US",
                "1", "20", ",", " and ", "-", "%", "k", "x", "kg", "\n"]


def test_hedge_pre_test_agrees_with_the_hedge_pattern() -> None:
    for text in _texts(4, HEDGE_PIECES, count=30000, longest=10):
        text += "12"
        for start in (len(text) - 2, len(text) // 2):
            expected = numbers._HEDGE_BEFORE.search(text, max(0, start - 48), start) is not None
            assert numbers._is_hedged(text, start) == expected, (text, start)


@pytest.mark.parametrize(
    ("text", "hedged"),
    [("about 1,200 members", True), ("roughly $21,600", True), ("~350", True), ("\u2248 350", True),
     ("ABOUT 90 days", True), ("more than 1,200", False), ("up to 100 days", False), ("the 1,200 members", False)],
)
def test_hedges_as_written(text: str, hedged: bool) -> None:
    start = re.search(r"\d", text).start()
    assert numbers._is_hedged(text, start) is hedged


def test_every_apostrophe_decade_holds_what_the_pre_test_looks_for() -> None:
    pieces = list("0123456789's ") + ["\u2019", "\u0663", "s\n", "the "]
    for text in _texts(5, pieces, count=30000, longest=10):
        if numbers._APOSTROPHE_DECADE.search(text):
            assert "0s" in text or "0'" in text or "0\u2019" in text, text


@pytest.mark.parametrize(
    ("passage", "decade"),
    [("Claims rose in the '90s.", 1990.0), ("Rates fell in the 2000's.", 2000.0), ("In the \u201980s it was new.", 1980.0)],
)
def test_a_passage_gives_its_apostrophe_decades(passage: str, decade: float) -> None:
    assert ("decade", decade) in numbers.passage_keys([passage]).all


PASSAGES = [
    "Effective 1 January 2026 the plan changed its rules; notices were mailed on 4 December 2025 to 1,200,000 members.",
    "For days 21 through 100, the member pays a daily coinsurance of $204 in 2026.",
    "An appeal must be filed within 60 calendar days; about 12% of reviews overturn the plan. Call 8 a.m. to 8 p.m.",
    "No figures here at all.",
    "A third of members (33%) chose the 2024 plan; the deductible is $1,632 and rose 4.2 percent in Q3 2025.",
]


@pytest.mark.parametrize("limit", [-1, 0, 1, 3, 5, 12, 100])
def test_feedback_figures_are_the_passages_figures_read_in_full(limit: int) -> None:
    from checks.context import RequestContext, Source

    context = RequestContext(sources=tuple(Source(id=str(i), text=t) for i, t in enumerate(PASSAGES, 1)))
    every: dict[str, numbers.Figure] = {}
    for text in PASSAGES:
        for figure in numbers.text_figures(text):
            every.setdefault(figure.text, figure)
    expected = [figure.text for figure in every.values()]
    listed, more = context.sources_parse().given_figures(limit)
    assert [figure.text for figure in listed] == expected[:limit]
    assert more == (len(expected) > len(expected[:limit]))
