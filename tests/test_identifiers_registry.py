"""Which detectors `phi` runs is configuration: `options.kinds` picks them from the registry, default every one."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.text.identifiers import DETECTORS, KINDS, DetectorSettings, detectors_for, find_identifiers

ANSWER = "Reach her at 617-555-0143 or jane.roe@example.com; DOB 04/12/1957; she lives at 12 Oak Street, Apt 4."


def kinds_found(text: str, kinds: tuple[str, ...] = ()) -> set[str]:
    return {item.kind for item in find_identifiers(text, DetectorSettings(kinds=kinds))}


def test_by_default_every_detector_runs() -> None:
    assert detectors_for(()) == DETECTORS
    assert kinds_found(ANSWER) == {"phone", "email", "date_of_birth", "address"}


@pytest.mark.parametrize(
    ("kinds", "expected"),
    [
        (("email",), {"email"}),
        (("phone",), {"phone"}),
        (("date_of_birth",), {"date_of_birth"}),
        (("address", "email"), {"address", "email"}),
        (("ssn",), set()),
    ],
)
def test_only_the_chosen_kinds_detectors_run(kinds: tuple[str, ...], expected: set[str]) -> None:
    assert kinds_found(ANSWER, kinds) == expected


def test_a_text_without_digits_runs_only_the_chosen_digit_free_detectors() -> None:
    text = "Write to jane dot roe at gmail dot com; she is ninety-two years old."
    assert kinds_found(text) == {"email", "age_over_89"}
    assert kinds_found(text, ("age_over_89",)) == {"age_over_89"}


def test_every_reported_kind_is_selectable() -> None:
    assert {"phone", "email", "address", "date_of_birth", "date_of_death", "mrn", "member_id", "ssn", "account_number",
            "ip_address", "url", "age_over_89", "vehicle_id", "device_id"} <= KINDS


def test_an_unknown_kind_fails_when_the_check_is_built() -> None:
    with pytest.raises(ValueError, match="unknown identifier kind"):
        PHICheck(CheckConfig(options={"kinds": ["telephone"]}))


def test_phi_options_choose_the_detectors() -> None:
    check = PHICheck(CheckConfig(options={"kinds": ["email"], "locales": []}))
    result = asyncio.run(check.check(ANSWER, RequestContext()))
    assert result.score == 0.0
    assert {item.detail["kind"] for item in result.evidence} == {"email"}
    passing = asyncio.run(check.check("Reach her at 617-555-0143.", RequestContext()))
    assert passing.score == 1.0
