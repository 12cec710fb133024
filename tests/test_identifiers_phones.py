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
        ("Pt Anthony Mccullough, NRIC T2158003H, HP 8123 8387. Seen for URTI.", "8123 8387"),  # SG handphone
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


def evidence_with(answer: str, **options) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options=options)).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


# libphonenumber's matcher over the regions of the configured locales: its extension grammar, a trunk
# prefix in brackets, a national number of another locale's plan after a word that makes it a phone.
@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("My mobile is +44(0)161498761", "+44(0)161498761"),
        ("Please stop texting 612 457 913 about the claim.", "612 457 913"),  # a South African mobile (za)
        ("You can reach me at +353(0)700122234 ext 324 after five.", "+353(0)700122234 ext 324"),
        ("We have updated your contact number to (07).8507.4623 as you asked.", "(07).8507.4623"),  # au
        ("Her mobile is 0412 345 678, texts are fine.", "0412 345 678"),  # au, with its trunk 0
        # the phone word in the patient's language, a national number of a default region's plan
        ("Teléfono: 612 34 56 78", "612 34 56 78"),  # es
        ("Tlf 12 34 56 78", "12 34 56 78"),  # dk/no
        ("Cellulare 347 123 4567", "347 123 4567"),  # it
        ("Mobiel 06-12345678", "06-12345678"),  # nl, with its trunk 0
    ],
)
def test_numbers_of_the_configured_locales_block(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


def test_a_national_number_follows_the_configured_locales() -> None:
    answer = "Please stop texting 612 457 913 about the claim."
    assert ("phone", "612 457 913") in evidence_with(answer, locales=["za"])
    assert [kind for kind, _ in evidence_with(answer, locales=["us"], phone_regions=[])] == []


@pytest.mark.parametrize(
    "answer",
    [
        "The sum is (45)+(31)-278394 in the worked example.",
        "The dump reads 4f 89 12 34 56 78 90 e8 2c 33 01 at offset 0x40.",
        "The request 29e821a4-c748-03e3-1ba1-621582283d15 failed twice.",
        "Object 3f2504e0-4f89-11d3-9a0c-030512345678 was deleted by the job.",
        "The total was 123 456 789 units.",  # no phone word: a national number of another plan is not read
    ],
)
def test_arithmetic_dumps_and_guids_are_no_phones(answer: str) -> None:
    assert evidence(answer) == []
