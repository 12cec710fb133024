"""Fields of exported records (`checks.text.identifiers.records`): HL7 v2 segments, delimited exports with a header
row, FHIR's coded identifiers and a form's dot leaders, read through the whole `phi` check; both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.text.identifiers import find_identifiers
from checks.text.identifiers.records import MAX_CELLS


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [(item.detail["kind"], answer[item.start:item.end]) for item in result.evidence]


HL7 = (
    "MSH|^~\\&|EPIC|portal-web-11|||20251017164828||ADT^A04|MSG00586965|P|2.5.1\n"
    "PID|1||1384470^^^HOSP^MR||TAYLOR^ROBERT||19570813|M|||1875 GARCIA TURNPIKE^^EAST ALBERT^FM^66823^USA^H||"
    "^PRN^PH^^1^812^6049856||||||123-45-6788\n"
    "NK1|1|TAYLOR^ANN|SPO|12 ELM ST^^DAYTON^OH^45402|(937)555-0142"
)
FHIR = (
    '{"resourceType": "Patient", "identifier": [{"type": {"text": "MRN"}, "value": "946514"}, '
    '{"type": {"coding": [{"code": "SS"}]}, "value": "219-09-9999"}], "name": [{"family": "Blackburn"}], '
    '"birthDate": "1968-03-10"}'
)

# (answer, kind, a value the evidence must hold)
MUST_BLOCK = [
    ("SubscriberID\tDepSeq\tLastName\tDOB\n88744314240\t01\tMARTINEZ\t19501102", "member_id", "88744314240"),
    (HL7, "mrn", "1384470"),  # PID-3
    (HL7, "date_of_birth", "19570813"),  # PID-7
    (HL7, "address", "1875 GARCIA TURNPIKE"),  # PID-11
    (HL7, "phone", "812^6049856"),  # PID-13
    (HL7, "ssn", "123-45-6788"),  # PID-19
    (HL7, "address", "12 ELM ST"),  # NK1-4
    ("patient_id,last_name,first_name,dob,phone,zip\n63410631,Jackson,Michael,6/28/1932,730.714.5570,72403", "date_of_birth", "6/28/1932"),
    ("patient_id,last_name,first_name,dob,phone,zip\n63410631,Jackson,Michael,6/28/1932,730.714.5570,72403", "mrn", "63410631"),
    ("patient_id,last_name,first_name,dob,phone,zip\n63410631,Jackson,Michael,6/28/1932,730.714.5570,72403", "address", "72403"),
    ('MRN\tName\tDOB\n4471203\t"Smith, Jane"\t04/12/1957', "date_of_birth", "04/12/1957"),
    ("member_id;name;birth_date\nXJH882910337;Ana Ruiz;1980-02-29", "member_id", "XJH882910337"),
    # a FHIR identifier inside a coverage's element is a member's, inside a patient's a record number
    ('{"resourceType": "ExplanationOfBenefit", "patient": {"display": "Kimberly Blankenship"}, "insurance": [{"focal": '
     'true, "coverage": {"identifier": {"value": "GMV853017608-04"}}}]}', "member_id", "GMV853017608-04"),
    ('{"performer": {"identifier": {"value": "1583024678"}}, "patient": {"identifier": {"value": "617-555-0143"}}}',
     "mrn", "617-555-0143"),
    # a row split by unquoted commas in its amounts or its last cell: read from the left
    ("appt_date,mrn,cell,dob,provider\n2025-11-03,72982826,406/581-6707,8/5/2003,Kendra Halvorsen, PA-C\n",
     "date_of_birth", "8/5/2003"),
    ("patient_id,paid,adjusted\n63410631,$2,522,USD 2,059.00\n", "mrn", "63410631"),
    ("| DOB | MRN |\n|---|---|\n| 04/12/1957 | 4471203 |", "mrn", "4471203"),
    (FHIR, "mrn", "946514"),
    (FHIR, "ssn", "219-09-9999"),
    ("Patient Name.......... Robert Perkins\nMRN................... MR641807\nBirth Date............ 02-18-1951", "mrn", "MR641807"),
    ("Patient Name.......... Robert Perkins\nMRN................... MR641807\nBirth Date............ 02-18-1951", "date_of_birth", "02-18-1951"),
    # a FHIR extension's typed value, named by its url; a cell printed in groups under its column
    ('{"resourceType": "Coverage", "extension": [{"url": "birthDate", "valueDate": "1968-06-08"}]}', "date_of_birth",
     "1968-06-08"),
    ("mrn;last;first;source\nM870 123 77;Gonzales;Teresa;family call", "mrn", "M870 123 77"),
    # an element's own ID that says nothing of whose: long enough to be a member's, it counts (fail closed)
    ('<Courses>\n  <Course id="CME-13047" credits="6.0"/>\n</Courses>', "member_id", "CME-13047"),
    # ... after other attributes too; a patient element's ID is a record number
    ('<Courses>\n  <Course credits="6.0" id="CME-13047"/>\n</Courses>', "member_id", "CME-13047"),
    ('<Patient dept="ICU" id="4471203"/>', "mrn", "4471203"),
]


@pytest.mark.parametrize(("answer", "kind", "value"), MUST_BLOCK)
def test_a_field_of_an_exported_record_blocks(answer: str, kind: str, value: str) -> None:
    found = evidence(answer)
    assert any(k == kind and value in text for k, text in found), found


CDA = (
    '<recordTarget>\n  <patientRole>\n    <id extension="513195574" root="2.16.840.1.113883.19.5"/>\n'
    '    <addr use="HP"><streetAddressLine>49 E Hood Avenue</streetAddressLine><city>Patrickshire</city>'
    '<state>WA</state><postalCode>50841-9850</postalCode></addr>\n'
    '    <patient><name><given>Annette</given><family>Thompson</family></name><birthTime value="19290920"/></patient>\n'
    '  </patientRole>\n</recordTarget>'
)


@pytest.mark.parametrize(
    ("kind", "value"),
    [("member_id", "513195574"), ("address", "50841-9850"), ("date_of_birth", "19290920")],
)
def test_an_xml_element_is_read_under_its_name(kind: str, value: str) -> None:
    found = evidence(CDA)
    assert any(k == kind and value in text for k, text in found), found


def test_html_tags_stay_separators_and_xml_elements_of_no_ones_numbers_pass() -> None:
    assert evidence("<p>Your claim <b>2691979399932</b> was paid on <span>3/4/2025</span>.</p>") == []
    assert evidence('<claim><claimNumber>CLM-2025-00981</claimNumber><total>1284.90</total><cpt>99213</cpt></claim>') == []


MUST_PASS = [
    # the same layouts holding no one's identifiers
    "claim_id,cpt,amount,date_of_service\n88213,99213,$120.00,2024-03-01\n88214,80053,$42.10,2024-03-02",
    "npi,group_number,plan_id,effective\n1234567893,GRP-2025-778,H1234-001,2025-01-01",
    "MSH|^~\\&|LAB|RIVERBEND|||20251017164828||ORU^R01|MSG00586965|P|2.5.1\nPID|1||||||||||||||||||\nOBX|1|NM|2345-7^Glucose||105|mg/dL",
    '{"resourceType": "Observation", "code": {"coding": [{"code": "2345-7", "display": "Glucose"}]}, '
    '"valueQuantity": {"value": 105, "unit": "mg/dL"}}',
    '{"type": {"text": "claim"}, "value": "CLM-2025-00981"}',
    '{"extension": [{"url": "http://example.org/plan-year", "valueDate": "2026-01-01"}]}',  # a plan's extension
    "Results.......... pending\nNext visit....... 2025-03-04\nRoom............. 4B",
    "Wait... the total was 1,284.90 for 6 claims.",
    # an XML element's own ID with three digits is the element's (a course), too short to be a member's
    '<Courses provider="Connecticut River Regional Hospital">\n  <Course id="CME-130" credits="6.0">\n'
    '    <Title>Hearing aids</Title>\n  </Course>\n</Courses>',
    # a capital request's own ID, after another attribute: a request's, no one's
    '<CapitalRequest fy="2026" id="CR-2026-437" dept="Facilities">\n  <Item sku="BTH-9856X" qty="8"/>\n</CapitalRequest>',
    # a practitioner's identifier in a FHIR resource is a clinician's (an NPI), no one's
    '{"resourceType": "PractitionerRole", "practitioner": {"display": "Seth Nelson, PharmD", "identifier": {"value": '
    '"1583024678"}}, "specialty": [{"text": "Optometry"}]}',
    # a charge master's coded elements: a code before its text, and a local coding system
    "MSH|^~\\&|HFCHARGE|HFAC|BILLING|HFAC|202612201314||MFN^M04^MFN_M04|1582088107|P|2.5.1\n"
    "MFE|MAD||202612201314|HF9864^DOT COMMERCIAL DRIVER EXAM^HFCDM\nCDM|HF9864^DOT COMMERCIAL DRIVER EXAM|96.00||92552",
    # a coded element's text before its coding system: a code's display name (a gene's, in a UK plate's shape)
    "MSH|^~\\&|PGD-LIS|PGD|EHR|PGD|202501282130||MFN^M08^MFN_M08|9855589392|P|2.5.1\n"
    "MFE|MAD|9855589392PG3343|202501282130|PG3343^TP53 NGS^L\nOM1|1|PG3343^TP53 analysis^L|||Y",
]


@pytest.mark.parametrize("answer", MUST_PASS)
def test_the_same_layouts_without_an_identifier_pass(answer: str) -> None:
    assert evidence(answer) == []


def test_a_huge_export_is_read_up_to_its_bound_and_the_rest_counts_unread() -> None:
    rows = "\n".join(f"{4400000 + i},Name{i},1/{1 + i % 28}/1960" for i in range(MAX_CELLS))
    found = find_identifiers("mrn,name,dob\n" + rows)
    kinds = {item.kind for item in found}
    assert {"mrn", "date_of_birth", "identifier"} <= kinds  # the cells past MAX_CELLS are blocked unread
    assert len(found) == 2 * MAX_CELLS


def test_a_coded_identifier_is_read_by_its_system_and_an_npi_column_is_no_ones() -> None:
    ssn = '{"identifier": [{"system": "http://hl7.org/fhir/sid/us-ssn", "value": "254-27-8211"}]}'
    assert ("ssn", "254-27-8211") in evidence(ssn)
    npi = '{"identifier": [{"system": "http://hl7.org/fhir/sid/us-npi", "value": "1872595065"}]}'
    assert evidence(npi) == []
    directory = ("npi,tax_id,practice,phone\n"
                 "1837793409,20-3813839,Juniper Ridge Clinic,(971) 555-0132")
    assert [kind for kind, _ in evidence(directory)] == ["phone"]


def test_the_other_fields_of_an_hl7_message_are_no_ones() -> None:
    message = ("MSH|^~\\&|EHR|JRC|REGADT|JRC|202605222306||ACK^A08^ACK|9277250853|P|2.5.1\n"
               "MSA|AA|9547720519|Message accepted\nNTE|1||Patient asked to be called on 617-555-0143")
    assert evidence(message) == [("phone", "617-555-0143")]  # control IDs are no one's; free text is still read
    coded = ("MSH|^~\\&|EHR|JRC|REGADT|JRC|202605222306||ORU^R01|9277250853|P|2.5.1\n"
             "OBX|1|TX|HF9864^Patient asked to be called on 617-555-0143")
    assert evidence(coded) == [("phone", "617-555-0143")]  # a coded element's code is no one's; its text is read


def test_an_xml_attribute_is_a_field_named_by_it_and_maps_back_to_its_value() -> None:
    feed = ('<Formulary planId="67219MI0040012"><Drug ndc="03880-246-41" tier="4" pa="true"/>'
            '<Contact phone="(906) 555-0179" email="pharmacy@plan.example"/></Formulary>')
    check = PHICheck(CheckConfig(options={"organisation_contacts": ["(906) 555-0179", "pharmacy@plan.example"]}))
    result = asyncio.run(check.check(feed, RequestContext()))
    assert result.passed  # the NDC is read under its attribute's name; the contacts are the organisation's own
    answer = '<Member><Contact phone="(937) 555-0142"/></Member>'
    found = evidence(answer)
    assert found == [("phone", "(937) 555-0142")]  # the evidence is the value, not the whole tag


def test_hl7_segments_separated_by_carriage_returns_are_read() -> None:
    message = ("MSH|^~\\&|REG|FERNHOLLOW|BILLING|TSHA|202609022101||ADT^A08|2842892533|P|2.5.1\r"
               "PID|1||1472-72605^^^FHC^MR||MCDONALD^CURTIS||19311130|F")  # HL7's own segment separator
    found = evidence(message)
    assert ("date_of_birth", "19311130") in found and any(kind == "mrn" for kind, _ in found), found


def test_a_segment_after_a_field_that_ends_in_a_label_stays_a_segment() -> None:
    message = ("MSH|^~\\&|ORM_PROV|ORM|DIR|ORM|202507150605||MFN^M02|1671809541|P|2.5.1\n"
               "MFE|MAD|79399||1673409250^^NPI\nSTF|1673409250|||||A\nPRA|1673409250||||||1673409250^NPI~93-2208176^TAX")
    assert evidence(message) == []  # "NPI" ends a line; the next line is no value of it, but a segment of its own
