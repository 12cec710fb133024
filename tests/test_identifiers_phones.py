"""`phone`: an extension glued on is read with the number; figures with an "x" are not phones. Both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("You can reach me at 937-555-0142x221 after five.", "937-555-0142x221"),
        ("Call (813)555-0199x4 tomorrow.", "(813)555-0199x4"),
        ("You can reach me at 509.435.2684x3514 after five.", "509.435.2684x3514"),
        ("Her cell is 617-555-0143 ext. 12.", "617-555-0143 ext. 12"),
    ],
)
def test_a_phone_with_its_extension_blocks(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "The scanner resolution is 2048x1536 pixels.",
        "Give 2 tablets 3x daily for 10 days.",
        "The panel measured 1200x800 mm and was approved in 2024.",
    ],
)
def test_figures_with_an_x_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "phone"] == []
