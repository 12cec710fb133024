"""X12 health care transactions (`checks.text.identifiers.x12`): a person's identifiers by segment and position
(270, 834, 837, with the ISA header's separators or without a header), and every other element of an interchange
as no one's (835 remittances: trace numbers, bank accounts, NPIs), but a claim's patient control number (CLM01, CLP01)
in an interchange that names a person, the patient's account. Read through the whole `phi` check; both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [(item.detail["kind"], answer[item.start:item.end]) for item in result.evidence]


ISA = "ISA*00*          *00*          *ZZ*SUBMITTER01    *ZZ*HARBORLINE     *250326*1200*^*00501*018414020*0*P*:~\n"
ELIGIBILITY_270 = (
    ISA + "ST*270*0001*005010X279A1~\nNM1*IL*1*ANDERSON*ROBERT****MI*V97A431673~\nDMG*D8*19640312*M~\n"
    "DTP*291*D8*20250326~\nEQ*30~\nSE*6*0001~"
)
CLAIM_837 = (
    "NM1*QC*1*REYES*JEFFREY~\nN3*5335 GRIFFIN EXPRESSWAY SUITE 797~\nN4*West Travisland*IL*31438-8643~\n"
    "DMG*D8*19421114*M~\nREF*SY*566568091~\nCLM*2676073928891*2585.52***11:B:1*Y*A*Y*Y~"
)
ENROLMENT_834 = (
    "INS*Y*18*021*28*A***FT~\nREF*0F*CMH-919-052-977~\nNM1*IL*1*ELLIOTT*ANDREA****34*682249997~\n"
    "PER*IP**HP*7186149396*EM*aelliott@aol.com~\nDMG*D8*20001215*F~"
)
PIPES_AND_LINE_BREAKS = (
    "ISA|00|          |00|          |ZZ|SUBMITTER01    |ZZ|HARBORLINE     |250326|1200|^|00501|018414020|0|P|:\n"
    "NM1|IL|1|DOE|JANE||||MI|W123456789\nDMG|D8|19570412\nDTP|291|D8|20250326\n"
)
REMITTANCE_835_HEADER = (
    "ST*835*0001~\nBPR*I*198.21*C*ACH*CCP*01*125575737*DA*REDACTED*20260324~\nTRN*1*EFT101047287*190-8323532~\n"
    "N1*PR*HARBORLINE HEALTH COOPERATIVE~\nN1*PE*Saltmarsh Community Health Center*XX*1666862945~\n"
)
CLAIM_PAYMENT = "CLP*2509-4907-2944*1*198.21*4539.15**12*REF-9804780*11~\n"
# The patient, named after the claim's payment as an 835 names them.
REMITTANCE_835 = REMITTANCE_835_HEADER + CLAIM_PAYMENT + "NM1*QC*1*DOE*JANE****MI*W123456789~\nSVC*HC:99443*198.21*4539.15~"


@pytest.mark.parametrize(
    ("answer", "kind", "value"),
    [
        (ELIGIBILITY_270, "member_id", "V97A431673"),  # NM109 of the insured, MI
        (ELIGIBILITY_270, "date_of_birth", "19640312"),  # DMG02 after D8
        (CLAIM_837, "address", "5335 GRIFFIN EXPRESSWAY SUITE 797"),  # N301 of the patient
        (CLAIM_837, "address", "31438-8643"),  # N403
        (CLAIM_837, "ssn", "566568091"),  # REF*SY
        (CLAIM_837, "account_number", "2676073928891"),  # CLM01, the patient control number (the patient's account)
        (REMITTANCE_835, "account_number", "2509-4907-2944"),  # CLP01, the same number in the remittance
        (ENROLMENT_834, "member_id", "CMH-919-052-977"),  # REF*0F, the subscriber number
        (ENROLMENT_834, "ssn", "682249997"),  # NM108 "34"
        (ENROLMENT_834, "phone", "7186149396"),  # PER of the member
        (PIPES_AND_LINE_BREAKS, "member_id", "W123456789"),  # the ISA header's separators
        (PIPES_AND_LINE_BREAKS, "date_of_birth", "19570412"),
        ("Here is the 837 loop:\nNM1*IL*1*DOE*JANE****MI*W123456789~\nPAT*****D8*20240105~", "date_of_death", "20240105"),
    ],
)
def test_a_persons_element_blocks(answer: str, kind: str, value: str) -> None:
    assert (kind, value) in evidence(answer), evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        # trace numbers read as phones, NPIs as national numbers without the segments' meaning; a claim's control
        # number in a remittance that names no one (batch totals, a redacted sample)
        REMITTANCE_835_HEADER + CLAIM_PAYMENT + "SVC*HC:99443*198.21*4539.15~",
        "ST*999*0001*005010X231A1~\nAK1*HC*871193806*005010X222A1~\nAK2*837*0001~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*0001~",
        # an interchange acknowledgement sent on its own: its control number is no one's
        "TA1*169288482*261224*0713*A*024~\nNote: TA1 returned by the EDI gateway, payer ID SBHA7.",
        # a billing provider (an organisation) with its address and phone
        "NM1*85*2*RIVERBEND CLINIC*****XX*1234567893~\nN3*100 MAIN ST~\nN4*DAYTON*OH*45402~\nPER*IC*BILLING*TE*9375550142~",
        # a rendering clinician: a person, but a provider
        "NM1*82*1*LEE*ANNA****XX*1588667638~\nPRV*PE*PXC*207Q00000X~",
        # a remittance's provider-level adjustments quoted alone: the provider's NPI, the fiscal period, the amounts
        "835 provider adjustments, EFT 1535896505\nPLB*1477209351*20261231*FB:291750*-1805.95~\n"
        "PLB*1477209351*20261231*L6:483514*-944.64~",
        # a purchase order: its number, dates and the supplier's item numbers
        "ISA*00*          *00*          *ZZ*NSHPSUPPLY     *ZZ*MEDSUPPLIER    *261125*0610*^*00501*106283933*0*P*:~\n"
        "ST*850*6384~\nBEG*00*SA*4578969999**261125~\nPO1*1*26*CS*275.25**VN*W67350F~\nCTT*1~\nSE*5*6384~",
        # a ship notice: the order it answers (PRF), the carrier and the items shipped
        "ST*856*2801~\nBSN*00*SHP77464*20260715*1841~\nHL*1**S~\nTD5**2*FDEG~\nN1*ST*Wolf River Medical Reserve Corps~\n"
        "HL*2*1*O~\nPRF*PO9821522~\nLIN**N4*53489011901~\nSN1**207*EA~\nCTT*1~\nSE*10*2801~",
    ],
)
def test_no_ones_elements_pass(answer: str) -> None:
    assert evidence(answer) == []


def test_in_a_remittance_only_the_patients_numbers_are_someones() -> None:
    assert evidence(REMITTANCE_835) == [("account_number", "2509-4907-2944"), ("member_id", "W123456789")]


def test_prose_around_the_segments_is_read_as_prose() -> None:
    answer = "Thanks, **call** me at 937-555-0142.\nNM1*85*2*CLINIC*****XX*1234567893~\nN3*100 MAIN ST~\nBye, 937-555-0199"
    assert ("phone", "937-555-0142") in evidence(answer)
    assert ("phone", "937-555-0199") in evidence(answer)


@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("ST*270*0001~\nABC*937-555-0142~", "937-555-0142"),  # no segment of the guides
        ("ST*837*0001~\nNTE*ADD*please call me at 937-555-0142 after five~", "937-555-0142"),  # free text
        # a purchase order's note is free text
        ("ST*850*0001~\nBEG*00*SA*4578969999**261125~\nNTE*GEN*deliver to the patient, call 937-555-0142~", "937-555-0142"),
    ],
)
def test_an_x12_looking_wrapper_hides_nothing(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)
