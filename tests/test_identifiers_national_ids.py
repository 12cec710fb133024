"""`national_id`: the UK National Insurance number spaced in pairs or in one piece; part numbers pass. Both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options={"locales": []})).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("The number is QQ 12 34 56 C.", "QQ 12 34 56 C"),
        ("His NI number: AB123456C on file.", "AB123456C"),
        ("National Insurance JT 123456 A was quoted on the form.", "JT 123456 A"),
    ],
)
def test_national_insurance_numbers_block(answer: str, number: str) -> None:
    assert ("national_id", number) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Order part AB 123456 D today.",
        "The prefix GB 12 34 56 A is never issued.",
        "Gate DF 12 34 56 A is at the far end.",  # D is never a prefix letter
        "The code QQ 12 34 56 E is not a suffix HMRC uses.",
    ],
)
def test_what_is_no_national_insurance_number_passes(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "national_id"] == []
