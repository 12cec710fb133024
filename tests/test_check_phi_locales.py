"""`phi` on every locale the default runs (configs/checks.yaml `phi.locales`), both ways.

Rows are written in the forms real systems print them: GP and claim letters, EOB lines, portal
pages pasted as text, call transcripts, EHR exports, JSON and markdown tables. Checksum values
are valid (Luhn, mod 97, mod 11, Verhoeff ...); a value that fails its checksum counts only with
its label in front of it.
"""

from __future__ import annotations

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.policy import Policy


def _check() -> PHICheck:
    options = dict(Policy.load().config_for("phi").options)
    options["names"] = {"enabled": False}
    return PHICheck(CheckConfig(options=options))


# (locale, answer, the identifier as written: some evidence must cover it)
MUST_BLOCK = [
    # locale-free: cards of the less common issuers, IBANs, network and device addresses
    ("any", "Payment method: Maestro 5038 0012 3456 7892, exp 04/27.", "5038 0012 3456 7892"),
    ("any", "Agent: I'll read it back: 6304900177402923, is that right?", "6304900177402923"),
    ("any", '{"refund_to": "IE29AIBK93115212345678", "amount": 64.2}', "IE29AIBK93115212345678"),
    ("any", "| Device | Glucose monitor | MAC 3C:5A:B4:19:7E:02 |", "3C:5A:B4:19:7E:02"),
    ("any", "Portal audit: sign-in from 2001:db8:4f1::7a2 at 08:14.", "2001:db8:4f1::7a2"),
    # us
    ("us", "Caller's ITIN: 912-70-3456 (for the 1095-A).", "912-70-3456"),
    ("us", "Identity verified against passport number 561904382.", "561904382"),
    ("us", "Caller read her driver lic. B2345678 off the card.", "B2345678"),  # a context word's abbreviation
    # uk
    ("uk", "Dear Dr Shah,\nRe: NHS No. 721 450 6831, seen in clinic on 03/02/2025.", "721 450 6831"),
    ("uk", "National Insurance number: JH 48 22 91 B", "JH 48 22 91 B"),
    ("uk", "Home address: 22 Mill Lane, Cambridge CB2 1RX", "CB2 1RX"),
    # ca
    ("ca", "SIN: 276 318 912 — required for the disability claim.", "276 318 912"),
    ("ca", "Member's address: 88 Queen St W, Toronto, ON M5H 2N2", "M5H 2N2"),
    # au
    ("au", "Tax file number: 874 120 653", "874 120 653"),
    ("au", "Medicare card no. 4126 80359 1", "4126 80359 1"),
    # its checksum holds, and no North American line is grouped 4-5-1: no phone for the phone reader to take
    ("au", "Card on file: 2123 45670 1, issue 1.", "2123 45670 1"),
    # in
    ("in", "Aadhaar No.: 7392 0518 4628", "7392 0518 4628"),
    ("in", "PAN of the policyholder: BNZPM2501F", "BNZPM2501F"),
    # sg
    ("sg", "Claimant NRIC T0412385E, ward B2.", "T0412385E"),
    ("sg", "FIN: G5821734X (work pass holder)", "G5821734X"),
    # ng
    ("ng", "Enrollee NIN: 48027193656", "48027193656"),
    # ph
    ("ph", "UMID CRN 0111-2345678-9 on file for the member.", "0111-2345678-9"),
    ("ph", "Member's TIN: 405-482-917-000", "405-482-917-000"),
    ("ph", "Her tax ID 405-482-917 was given on the claim form.", "405-482-917"),
    # za
    ("za", "South African ID number: 7204155084081", "7204155084081"),
    ("za", "Passport number A48213907 (South African passport) was copied.", "A48213907"),
    ("za", "Driving licence 60390002CGBV (South Africa) was photographed at intake.", "60390002CGBV"),
]

# Same-shaped numbers that name no one: a plan's, a claim's, a reference's, a failing checksum unlabelled.
MUST_PASS = [
    "Claim 7214506832 was paid on 03/02/2025; the allowed amount was $142.60.",
    "Reference 276318913 — your appeal is with the reviewer.",
    "Invoice total $1,284.90 across 6 claims (EOB period 01/01/2025 - 03/31/2025).",
    "Group number 48027193656 covers the employer's staff.",
    "Postcode districts and plate formats are listed in section 4.2 of the travel benefit.",
    "Call the plan on 0800 028 0122 (free) or 020 7946 0958, Monday to Friday.",
    "The provider's TIN 405-482-917-000 is printed on the remittance.",
    "| Code | Description | Allowed |\n|---|---|---|\n| 99214 | Office visit | $142.60 |",
    '{"claim_id": "CLM-2025-0447193", "cpt": "97110", "units": 4, "paid": 114.08}',
    # a recognizer's context word ("id") that ends a claim's label: the claim's number, its checksum failing or not
    "claim id: 2538420517199 was denied on appeal.",
    "Table claims.line_item\nclaim_id  VARCHAR(20)  e.g. 2538420517199\ncpt  CHAR(5)  e.g. 99497",
    # a South African licence's shape (digits, then letters) with no licence word: its validator reads a shape, no
    # checksum; a waste manifest's tracking number, a provider taxonomy code
    "UNIFORM HAZARDOUS WASTE MANIFEST 304513870FLE (page 6 of 3)\nGenerator: Tygart Lake Regional Hospital",
    '{"resourceType": "PractitionerRole", "id": "pr-3507", "specialty": "208600000X"}',
    # an abbreviated context word ("lic") inside a longer word is none
    "Telehealth licensure by state (Q3 2025)\nCO | 13 MD | 5 NP | IMLC yes | renewals due 11/2027",
]


@pytest.mark.parametrize(("locale", "answer", "value"), MUST_BLOCK)
async def test_each_locale_blocks(locale: str, answer: str, value: str) -> None:
    result = await _check().check(answer, RequestContext())
    start = answer.index(value)
    covering = [e for e in result.evidence if e.start <= start and start + len(value) <= e.end]
    assert not result.passed and covering, (locale, [(e.detail["kind"], e.text) for e in result.evidence])


@pytest.mark.parametrize("answer", MUST_PASS)
async def test_same_shaped_numbers_that_name_no_one_pass(answer: str) -> None:
    result = await _check().check(answer, RequestContext())
    assert result.passed, [(e.detail["kind"], e.text) for e in result.evidence]
