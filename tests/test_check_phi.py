"""`phi`: protected identifiers block unless allow-listed; ordinary dates and claim numbers do not."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.context import RequestContext
from checks.phi import PHICheck


async def run(answer: str, allowed: tuple[str, ...] = (), **options) -> object:
    return await PHICheck(CheckConfig(options=options)).check(answer, RequestContext(allowed_identifiers=allowed))


@pytest.mark.parametrize(
    "answer, kind, span",
    [
        ("On behalf of Maria Lopez, member ID W123456789, we appeal.", "member_id", "member ID W123456789"),
        ("Her policy number is HX-449120 as listed.", "member_id", "policy number is HX-449120"),
        ("Subscriber ID: 88812345 on file.", "member_id", "Subscriber ID: 88812345"),
        ("Her MBI is 1EG4-TE5-MK73.", "member_id", "1EG4-TE5-MK73"),
        ("SSN 123-45-6789 was provided.", "ssn", "123-45-6789"),
        ("Call (555) 123-4567 for details.", "phone", "(555) 123-4567"),
        ("Call +1 555-123-4567 today.", "phone", "+1 555-123-4567"),
        ("Call 555.123.4567 today.", "phone", "555.123.4567"),
        ("Call 1-555-123-4567 today.", "phone", "1-555-123-4567"),
        ("Call 555 123 4567 today.", "phone", "555 123 4567"),
        ("Call +44 20 7946 0958 today.", "phone", "+44 20 7946 0958"),
        ("Write to maria.lopez@example.com for copies.", "email", "maria.lopez@example.com"),
        ("The chart (MRN: 00482913) shows it.", "mrn", "MRN: 00482913"),
        ("Patient DOB: 04/12/1950 confirmed.", "date_of_birth", "DOB: 04/12/1950"),
        ("She was born on 4 December 1950 in Lyon.", "date_of_birth", "born on 4 December 1950"),
        ("Date of birth: March 3, 1961.", "date_of_birth", "Date of birth: March 3, 1961"),
        ("He lives at 123 Main Street in Springfield.", "address", "123 Main Street"),
        ("Send it to P.O. Box 4410.", "address", "P.O. Box 4410"),
    ],
)
async def test_identifiers_block(answer: str, kind: str, span: str) -> None:
    result = await run(answer)
    assert result.hard and not result.passed and result.score == 0.0
    evidence = result.evidence[0]
    assert evidence.detail["kind"] == kind
    assert answer[evidence.start:evidence.end] == span == evidence.text


@pytest.mark.parametrize(
    "answer",
    [
        "On 4 December 1997 the plan changed its rules.",
        "The policy took effect on March 3, 1961 and was revised in 2024.",
        "We appeal the denial of claim CLM-88213 for skilled nursing care [1].",
        "The deductible is 1,200 dollars for 2024-2025, per section 4.2.",
        "Coverage ran from 1990-1995; call the number on the back of the card.",
        "All 9 Supreme Court justices agreed.",
        "He was born in 1950 and retired in 2015.",
        "The plan covers 100 days; members pay $204 per day from day 21.",
        "Billed under CPT 99310 with diagnosis E11.9.",
    ],
)
async def test_not_phi(answer: str) -> None:
    result = await run(answer)
    assert result.passed, result.evidence


async def test_claim_number_in_member_id_context_is_phi() -> None:
    result = await run("The member ID is CLM-88213.")
    assert not result.passed and result.evidence[0].detail["kind"] == "member_id"


async def test_allow_list_compares_normalised() -> None:
    answer = "We appeal for member ID W123456789."
    assert (await run(answer, ("w-123456789",))).passed
    assert (await run("Call (555) 123-4567.", ("555-123-4567",))).passed
    result = await run("Call (555) 123-4567 or 555-999-0000.", ("555-123-4567",))
    assert not result.passed and [e.text for e in result.evidence] == ["555-999-0000"]


async def test_extra_patterns_from_options() -> None:
    result = await run("Case file NHS 943 476 5919 attached.", patterns={"nhs_number": r"NHS \d{3} \d{3} \d{4}"})
    assert not result.passed and result.evidence[0].detail["kind"] == "nhs_number"


async def test_answer_without_digits_or_at_is_not_fired() -> None:
    result = await run("Refer to the member by role only.")
    assert result.passed and not result.fired
