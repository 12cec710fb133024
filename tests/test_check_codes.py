"""`codes`: codes of configured families must be in the request's reference set."""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.builtin.codes import CodesCheck
from checks.context import RequestContext


async def run(answer: str, reference: tuple[str, ...] | None, **options) -> object:
    return await CodesCheck(CheckConfig(options=options)).check(answer, RequestContext(reference_codes=reference))


async def test_code_outside_the_reference_set_fails() -> None:
    answer = "The procedure is billed under CPT 99310 [1]."
    result = await run(answer, ("99309",))
    assert not result.passed and result.score == 0.0
    evidence = result.evidence[0]
    assert evidence.text == "99310" and answer[evidence.start:evidence.end] == "99310"
    assert "99309" in result.feedback


@pytest.mark.parametrize(
    "answer, reference",
    [
        ("The procedure is billed under CPT 99310 [1].", ("99310",)),
        ("CPT\u00ae code 99310 applies.", ("99310",)),
        ("Diagnosis E11.9 applies.", ("E119",)),
        ("Diagnosis E119 applies.", ("e11.9",)),
        ("ICD-10-CM code S72.001A was reported.", ("S72.001A",)),
        ("HCPCS J1100 was administered.", ("J1100",)),
        ("Codes 99309 and 99310 apply, with G0299.", ("99309", "99310", "G0299")),
    ],
)
async def test_codes_in_the_reference_set_pass(answer: str, reference: tuple[str, ...]) -> None:
    result = await run(answer, reference)
    assert result.passed and result.fired


@pytest.mark.parametrize(
    "answer, wrong",
    [
        ("Codes 99309 and 99311 apply.", ["99311"]),
        ("Diagnosis codes E11.9 and I10 were reported.", ["I10"]),
        ("The drug is billed as J1200.", ["J1200"]),
        ("Diagnosis of E78.5 was added.", ["E78.5"]),
    ],
)
async def test_each_wrong_code_is_evidence(answer: str, wrong: list[str]) -> None:
    result = await run(answer, ("99309", "E11.9", "J1100"))
    assert not result.passed and [e.text for e in result.evidence] == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "The settlement was 12000 dollars in 2024.",
        "Mail it to zip code 12345.",
        "The plan covers 100 days [1].",
        "Member W123456789 and claim CLM-88213.",
    ],
)
async def test_plain_numbers_and_identifiers_are_not_codes(answer: str) -> None:
    result = await run(answer, ("99309",))
    assert result.passed and not result.fired


async def test_without_reference_set_nothing_is_checked() -> None:
    result = await run("The procedure is billed under CPT 99310 [1].", None)
    assert result.passed and not result.fired


async def test_empty_reference_set_fails_any_code() -> None:
    result = await run("Billed under CPT 99310.", ())
    assert not result.passed and "no code" in result.feedback


async def test_configured_family_and_disabled_family() -> None:
    families = {"ndc": r"\bNDC (?P<code>\d{5}-\d{4}-\d{2})\b", "hcpcs": None}
    result = await run("Dispense NDC 12345-6789-01 and J1100.", ("99309",), families=families)
    assert [e.text for e in result.evidence] == ["12345-6789-01"]
    assert result.evidence[0].detail["family"] == "ndc"
