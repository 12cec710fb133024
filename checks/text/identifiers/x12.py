"""ASC X12 health care transactions (5010: 270/271 eligibility, 276/277 claim status, 278, 834 enrolment,
835 remittance, 837 claims) and a hospital's supply-chain ones (850, 855, 810, 856) pasted as text: each element
means what its segment and position say.

An X12 interchange is a run of segments ("NM1*IL*1*DOE*JANE****MI*W123456789~"): a segment ID, elements
separated by `*` (or the separator the ISA header declares), a terminator `~`. Nothing in an element says what
it is; the implementation guides do. So a person's identifiers are read by position, the way `records.find_hl7_fields`
reads HL7 v2, and every other element with a digit in an interchange is no one's: interchange and group control
numbers, trace numbers (TRN), the payer's and payee's bank accounts (BPR), NPIs and tax IDs, claim identifiers,
amounts, codes and dates of service. Without that, a trace number reads as a phone and an NPI as a national number.

Whose an element is follows the party the last NM1 (or N1) named: NM102 "1" is a person, "2" an organisation,
and a provider's entity codes (rendering, billing, referring ...) name a clinician, whose NPI is no one's.
A person's party gives its N3/N4 address, its PER phones and e-mails, its REF numbers of a person's kinds.

Read as a person's:
- NM109 of a person's NM1: `ssn` when NM108 is "34", else `member_id` (MI, II, ZZ ...);
- DMG02 when DMG01 is "D8": `date_of_birth`; PAT06 (837) and INS12 (834) after "D8": `date_of_death`;
- N301/N302 and N403 (the postal code) of a person's party: `address`;
- PER's communication numbers of a person's party: `phone` (an e-mail after "EM" is the `emails` detector's);
- REF02 of the qualifiers that carry a person's number: SY (`ssn`), EA (`mrn`), EJ (`account_number`),
  1W, 0F, 23, HJ, Q4, 3H, ABB, 6O (`member_id`);
- CLM01 (837) and CLP01 (835), the "patient control number", in an interchange that names a person (a person's
  NM1 anywhere in it, before the claim or after it, as an 835 names its patient): the provider's account number of
  the patient for the claim (the claim form's "patient's account no.", HL7's PID-18), which HIPAA counts among account
  numbers (`account_number`). A remittance that names no one (batch totals, a redacted sample) holds no one's. A letter
  that must quote it to its patient lists it in the request's `allowed_identifiers`.

Only the segments of the guides are read (`_KNOWN_SEGMENTS`), and an element holding a space is free text, left
to the other detectors: an X12-looking wrapper ("ABC*937-555-0142~", "NTE*ADD*call me at ...") hides nothing.

The work is bounded: at most `MAX_SEGMENTS` segments and `MAX_ELEMENTS` elements each.
"""

from __future__ import annotations

import re

from checks.text.identifiers.reading import NOT_PERSONAL, Detector, Found, Reading

MAX_SEGMENTS = 400
MAX_ELEMENTS = 40

# Entity identifier codes (NM101) of clinicians and organisations' roles: a person named under one of these is a
# provider, whose numbers are no one's (82 rendering, DN referring, DK ordering, DQ supervising, 71 attending,
# 72 operating, ZZ other, P3 primary care, 1P provider, FA facility, 77 service location, 85 billing, 87 pay-to,
# PE payee, PR payer, 41 submitter, 40 receiver, 2B third-party administrator, 80 hospital, DD assistant
# surgeon, QV group provider, 13 contracted service provider, P5 plan sponsor, 36 employer, IN insurer, X3 utilization
# management organisation, SJ service provider, 1I preferred provider organisation).
_PROVIDER_ENTITIES = frozenset(
    "82 DN DK DQ 71 72 ZZ P3 1P FA 77 85 87 PE PR 41 40 2B 80 DD QV 13 P5 36 IN X3 SJ 1I".split()
)
_REF_KINDS = {
    "SY": "ssn", "EA": "mrn", "EJ": "account_number",
    "1W": "member_id", "0F": "member_id", "23": "member_id", "HJ": "member_id", "Q4": "member_id", "3H": "member_id",
    "ABB": "member_id", "6O": "member_id",
}
_PHONE_QUALIFIERS = frozenset("TE CP HP WP FX BN EX".split())
_ISA_SEPARATORS = frozenset("*|^+:!")
_SEGMENT_ID = re.compile(r"[A-Z][A-Z0-9]{1,2}")
# The segments of the 5010 health care guides (envelopes, parties, dates, claims, payments, eligibility,
# acknowledgements): only their elements are read by position. A segment of any other ID ("ABC*937-555-0142~") is
# left to the other detectors, so that an X12-looking wrapper hides nothing.
_KNOWN_SEGMENTS = frozenset(
    "ISA GS ST SE GE IEA TA1 BHT BGN HL NM1 N1 N2 N3 N4 PER PRV REF DMG DTP DTM INS HD COB AMT QTY CLM CLP CAS SVC "
    "SV1 SV2 SV3 SV5 HI PAT SBR PWK CN1 LX TRN BPR PLB LQ MIA MOA TS2 TS3 K3 CR1 CR2 CR3 CRC OI MEA PS1 LIN CTP "
    "EB EQ III MSG HCR UM HSD STC AAA ACT ENT AK1 AK2 AK3 AK4 AK5 AK9 IK3 IK4 IK5 CTX RDM MPI LUI "
    # a hospital's supply chain in the same envelopes: purchase orders (850: BEG, PO1, CTT), their acknowledgements
    # (855: BAK, ACK), invoices (810: BIG, IT1, TDS) and ship notices (856: BSN, with the order's reference PRF, the
    # carrier's TD1/TD3/TD5, the item's SN1, PO4 and PID, the marks MAN): order, item and control numbers. Their N1
    # parties (ship-to, bill-to) are read as every N1 is, an organisation's; free text in an element stays readable
    "BEG PO1 CTT BAK ACK BIG IT1 TDS BSN PRF TD1 TD3 TD5 SN1 PO4 PID MAN".split()
)
# an interchange acknowledgement (TA1) may be sent on its own, without an envelope, and a remittance's provider-level
# adjustments (PLB, whose first element is the provider's NPI or tax ID) quoted alone
_SEGMENT_START = re.compile(r"(?:^|~)[ \t\r]*(?:ISA|GS|ST|NM1|N1|HL|BHT|CLM|CLP|BPR|TA1|PLB)\*", re.MULTILINE)


def _separators(text: str) -> tuple[str, str]:
    """The element separator and the segment terminator: the ISA header's when there is one (the character after
    "ISA", and the one after ISA16, the one-character component separator), else `*` and `~`."""
    at = text.find("ISA")
    if at < 0 or len(text) < at + 4 or text[at + 3].isalnum() or text[at + 3].isspace():
        return "*", "~"
    element = text[at + 3]
    position = at + 3
    for _ in range(15):  # to the separator before ISA16 (ISA's widths are fixed, but pasted text does not always keep them)
        position = text.find(element, position + 1, at + 200)
        if position < 0:
            return "*", "~"
    terminator = text[position + 2:position + 3]
    if terminator and not terminator.isalnum() and terminator not in (" ", "\t", element):
        return element, terminator  # "~", or a line break in an export that ends segments with one
    return element, "~"


def looks_like_x12(text: str) -> bool:
    """Whether `text` holds X12 segments: an ISA header, or a `~`-terminated segment of the ones a transaction
    starts or names a party with."""
    at = text.find("ISA")
    if at >= 0 and text[at + 3:at + 4] in _ISA_SEPARATORS and text[at + 4:at + 6].isdigit():
        return True
    return "*" in text and "~" in text and _SEGMENT_START.search(text) is not None


def find_x12_elements(reading: Reading) -> list[Found]:
    """The elements of an X12 interchange that hold a person's identifier, as that identifier's kind; every other
    element with a digit as no one's (see the module docstring)."""
    text = reading.text
    if not looks_like_x12(text):
        return []
    separator, terminator = _separators(text)
    if terminator == "\n":
        text = text.replace("\r", " ")
    out: list[Found] = []
    personal_party = names_a_person = False
    claim_numbers: list[tuple[int, int]] = []  # CLM01/CLP01: someone's if the interchange names a person
    position = 0
    for _ in range(MAX_SEGMENTS):
        if position >= len(text):
            break
        end = text.find(terminator, position)
        end = len(text) if end < 0 else end
        elements = _elements(text, position, end, separator)
        position = end + 1
        if not elements:
            continue
        name = text[elements[0][0]:elements[0][1]].rsplit("\n", 1)[-1].strip()  # prose may stand before the first
        if not _SEGMENT_ID.fullmatch(name) or name not in _KNOWN_SEGMENTS:
            continue  # prose, markdown's "**" around a label, or no segment of the guides: left to the other detectors
        values = [text[start:stop] for start, stop in elements]
        if name in ("NM1", "N1"):
            personal_party = name == "NM1" and _value(values, 2) == "1" and _value(values, 1) not in _PROVIDER_ENTITIES
            names_a_person = names_a_person or personal_party
        kinds = _kinds(name, values, personal_party)
        for number, (start, stop) in enumerate(elements[1:], start=1):
            if not any(char.isdigit() for char in text[start:stop]):
                continue
            kind = kinds.get(number)
            if name in ("CLM", "CLP") and number == 1:
                claim_numbers.append((start, stop))
            elif kind is not None:
                out.append(Found(kind, start, stop))
            elif " " not in text[start:stop]:
                out.append(Found(NOT_PERSONAL, start, stop))  # free text (an NTE's note, a MSG) stays readable
    claim_kind = "account_number" if names_a_person else NOT_PERSONAL
    out.extend(Found(claim_kind, start, stop) for start, stop in claim_numbers)
    out.sort(key=lambda found: found.start)
    return out


def _elements(text: str, start: int, end: int, separator: str) -> list[tuple[int, int]]:
    """A segment's elements as spans without surrounding whitespace (the segment ID first)."""
    spans = []
    position = start
    for _ in range(MAX_ELEMENTS + 1):
        stop = text.find(separator, position, end)
        stop = end if stop < 0 else stop
        left, right = position, stop
        while left < right and text[left].isspace():
            left += 1
        while right > left and text[right - 1].isspace():
            right -= 1
        spans.append((left, right))
        if stop >= end:
            break
        position = stop + 1
    return spans


def _value(values: list[str], number: int) -> str:
    return values[number].strip().upper() if number < len(values) else ""


def _kinds(name: str, values: list[str], personal_party: bool) -> dict[int, str]:
    """The kind of each element of a segment that holds a person's identifier, by element number."""
    if name == "DMG" and _value(values, 1) == "D8":
        return {2: "date_of_birth"}
    if name == "PAT" and _value(values, 5) == "D8":
        return {6: "date_of_death"}
    if name == "INS" and _value(values, 11) == "D8":
        return {12: "date_of_death"}
    if name == "REF" and _value(values, 1) in _REF_KINDS:
        return {2: _REF_KINDS[_value(values, 1)]}
    if not personal_party:
        return {}
    if name == "NM1":
        return {9: "ssn" if _value(values, 8) == "34" else "member_id"}
    if name == "N3":
        return {1: "address", 2: "address"}
    if name == "N4":
        return {3: "address"}
    if name == "PER":
        kinds = {}
        for qualifier in (3, 5, 7):
            code = _value(values, qualifier)
            if code in _PHONE_QUALIFIERS:
                kinds[qualifier + 1] = "phone"
        return kinds
    return {}


DETECTOR = Detector(
    "x12_elements",
    frozenset({"ssn", "member_id", "date_of_birth", "date_of_death", "address", "phone", "mrn", "account_number"}),
    find_x12_elements,
)
