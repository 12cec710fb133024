"""Labels and labelled values: a system's trace or request ID names no one; an EHR's "MR:" header labels a
record number; a vehicle's plate after its label, spaces and all; e-mails with a bracketed dot. Both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def kinds(answer: str) -> list[str]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [item.detail["kind"] for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        ("Name: \t Luis Ortega\nMR:\t5531902\nDOA:  \t3/02/81", "mrn"),
        ("MR: E5285972", "mrn"),
        ("The member ID is 3f2504e0-4f89-11d3-9a0c-0305e82c3301.", "member_id"),
        ("jane.roe@clinic[DOT]org wrote in again.", "email"),
        ("Caller: Yes. It's brian06@gmail[DOT]com.", "email"),
        ("My licence plate number is 200 5HL, for the parking permit.", "vehicle_id"),
        ("Vehicle registration: RJ 57 QX 1220", "vehicle_id"),
        ("Vehicle registration: YO91WDO", "vehicle_id"),
    ],
)
def test_labelled_and_disguised_values_block(answer: str, kind: str) -> None:
    assert kind in kinds(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Trace ID 3f2504e0-4f89-11d3-9a0c-0305e82c3301 was logged when the member portal timed out.",
        "The patient portal returned an error; request id 9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d.",
        "Correlation ID: 4471203-AB for the member's session.",
        "Mr: the clinic opens at 9.",
        "The registration plate rules changed in 2021.",
        "Licence plate: see form 12 for the parking permit.",
    ],
)
def test_system_identifiers_pass(answer: str) -> None:
    assert kinds(answer) == []
