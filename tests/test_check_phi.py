"""`phi`: protected identifiers block unless allow-listed; numbers that belong to a plan, a form,
a claim or a provider, ordinary dates and titles pass.

The rows are written as a payer's or a clinical reviewer would meet them in appeal letters,
discharge summaries and member correspondence: each form both ways (must fire / must pass).
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checks.base import CheckConfig
from checks.context import RequestContext
from checks.builtin.phi import PHICheck


async def run(answer: str, allowed: tuple[str, ...] = (), **options) -> object:
    return await PHICheck(CheckConfig(options=options)).check(answer, RequestContext(allowed_identifiers=allowed))


# (answer, kind, the span the evidence must cover exactly)
MUST_FIRE = [
    # dates of birth, sentence-final and in every numeric form
    ("Patient identifiers confirmed at intake: DOB: 04/12/1957.", "date_of_birth", "DOB: 04/12/1957"),
    ("The claimant, who was born on 03/04/1962.", "date_of_birth", "born on 03/04/1962"),
    ("Date of birth 12.04.1957.", "date_of_birth", "Date of birth 12.04.1957"),
    ("Verified against the enrollment file, DOB 1957-04-12.", "date_of_birth", "DOB 1957-04-12"),
    ("Her date of birth is 02-11-1975 per the application.", "date_of_birth", "date of birth is 02-11-1975"),
    ("D.O.B. 1957.04.12 appears on the referral.", "date_of_birth", "D.O.B. 1957.04.12"),
    ("Identity confirmed: D.O.B. the 4th of March 1953.", "date_of_birth", "D.O.B. the 4th of March 1953"),
    ("The member (DOB 4/12/57) requested a copy.", "date_of_birth", "DOB 4/12/57"),
    ("She was born on 4 December 1950 in Lyon.", "date_of_birth", "born on 4 December 1950"),
    ("Date of birth: March 3, 1961.", "date_of_birth", "Date of birth: March 3, 1961"),
    ("Birthdate listed as July 9, 1948 on the intake form.", "date_of_birth", "Birthdate listed as July 9, 1948"),
    # a person's name next to a date that reads as a birth date
    ("We reviewed the records of Jane Doe (04/12/1957) for the admission.", "date_of_birth", "Jane Doe (04/12/1957"),
    ("The appeal filed for Mr. John Smith, 3/4/62, was upheld.", "date_of_birth", "Mr. John Smith, 3/4/62"),
    ("Maria Elena Lopez, 11/23/1980, was seen in clinic.", "date_of_birth", "Maria Elena Lopez, 11/23/1980"),
    # phones, national and international
    ("Please call the member at 555-0199 to schedule.", "phone", "555-0199"),
    ("Her daughter can be reached on +44 20 7946 0958.", "phone", "+44 20 7946 0958"),
    ("Call (555) 123-4567 for details.", "phone", "(555) 123-4567"),
    ("The patient's mobile is 555.123.4567.", "phone", "555.123.4567"),
    ("Contact him at +1-555-123-4567 ext. 22 during business hours.", "phone", "+1-555-123-4567 ext. 22"),
    ("The family in Berlin gave 0049 30 1234567 as a contact.", "phone", "0049 30 1234567"),
    ("Call 1-555-123-4567 today.", "phone", "1-555-123-4567"),
    ("Call 555 123 4567 today.", "phone", "555 123 4567"),
    ("Her GP's surgery in London rang from 020 7946 0958 yesterday.", "phone", "020 7946 0958"),
    ("Home: (212) 555-0147.", "phone", "(212) 555-0147"),
    ("Cell 415-555-0132, leave a message.", "phone", "415-555-0132"),
    ("Die Praxis ist unter Tel. 030/1234567 erreichbar; the son gave it as his number.", "phone", "030/1234567"),
    # SSN with and without a label
    ("SSN 123-45-6789 was provided.", "ssn", "123-45-6789"),
    ("The form lists 123-45-6789 in box 4.", "ssn", "123-45-6789"),
    ("Her social security number is 078 05 1120.", "ssn", "078 05 1120"),
    ("Social security number 123456789 was redacted incorrectly.", "ssn", "Social security number 123456789"),
    # e-mail
    ("Write to maria.lopez@example.com for copies.", "email", "maria.lopez@example.com"),
    # chart, record, account and case numbers in a record context
    ("Per chart number 5567123, the wound was debrided twice.", "mrn", "chart number 5567123"),
    ("The chart (MRN: 00482913) shows it.", "mrn", "MRN: 00482913"),
    ("MRN: A1234567 was used for both admissions.", "mrn", "MRN: A1234567"),
    ("Medical record no. 88-44120 documents the fall.", "mrn", "Medical record no. 88-44120"),
    ("Billing was posted to account #88-1234 on discharge.", "account_number", "account #88-1234"),
    ("The patient account number 0045-99812 carries the balance.", "account_number", "patient account number 0045-99812"),
    ("Case no. 2024-0012345 was opened for the grievance.", "case_number", "Case no. 2024-0012345"),
    ("Encounter number 77120045 covers the ED visit.", "mrn", "Encounter number 77120045"),
    # member IDs after a label and in payer shapes in a member's sentence
    ("On behalf of Maria Lopez, member ID W123456789, we appeal.", "member_id", "member ID W123456789"),
    ("Her policy number is HX-449120 as listed.", "member_id", "policy number is HX-449120"),
    ("Subscriber ID: 88812345 on file.", "member_id", "Subscriber ID: 88812345"),
    ("Her MBI is 1EG4-TE5-MK73.", "member_id", "MBI is 1EG4-TE5-MK73"),
    ("Medicare card 1EG4TE5MK73 was presented at check-in.", "member_id", "1EG4TE5MK73"),
    ("The member's card shows XYZ123456789 as the identifier.", "member_id", "XYZ123456789"),
    ("The subscriber, W123456789, called about the denial.", "member_id", "W123456789"),
    ("Coverage for the enrollee ABC-12345-01 ends on 30 June.", "member_id", "enrollee ABC-12345-01"),
    ("The beneficiary's Medicaid ID 123456789A is active.", "member_id", "Medicaid ID 123456789A"),
    # addresses: personal context, units, ZIPs, PO boxes, non-US forms
    ("He lives at 123 Main Street in Springfield.", "address", "123 Main Street"),
    ("The member resides at 45 Oak Court, Apt 3B.", "address", "45 Oak Court, Apt 3B"),
    ("Mail the card to 77 Harbor Way, Suite 210, Portland, OR 97204.", "address", "77 Harbor Way, Suite 210, Portland, OR 97204"),
    ("Her home is 9 Linden Place, Unit 4.", "address", "9 Linden Place, Unit 4"),
    ("Mailing address: 1600 Maple Boulevard, Austin, TX 78701.", "address", "1600 Maple Boulevard, Austin, TX 78701"),
    ("Send it to P.O. Box 4410.", "address", "P.O. Box 4410"),
    ("The patient moved to 14 Kensington Gardens, London W8 4PX last spring.", "address", "14 Kensington Gardens, London W8 4PX"),
    ("The patient's address is 12 rue de la Paix in Paris.", "address", "12 rue de la Paix"),
    ("Records were sent to Hauptstraße 5 in Munich.", "address", "Hauptstraße 5"),
    ("The member now lives at Berliner Strasse 17.", "address", "Berliner Strasse 17"),
    ("She stays with her son at Calle Mayor 7 in Madrid.", "address", "Calle Mayor 7"),
    ("Forward the statement to Via Roma 10, Milano.", "address", "Via Roma 10"),
    ("The ambulance picked him up at 45 Oak Drive after the fall.", "address", "45 Oak Drive"),
    ("Since the divorce she lives in Springfield, IL 62704 with her son.", "address", "Springfield, IL 62704"),
    # national health numbers, spaced
    ("The GP's referral quotes NHS number 943 476 5919.", "member_id", "NHS number 943 476 5919"),
    ("The operative report (Medical Record Number (MRN) 4471203) is attached.", "mrn", "MRN) 4471203"),
    # dates of death (HIPAA protects them for 50 years)
    ("The member died on 04/12/2020 at home, per the hospice notes.", "date_of_death", "died on 04/12/2020"),
    ("DOD: 03/02/2024.", "date_of_death", "DOD: 03/02/2024"),
    # ages over 89
    ("The 92-year-old member was admitted from home.", "age_over_89", "92-year-old"),
    ("She turned 93 last month and now needs help with bathing.", "age_over_89", "turned 93"),
    ("The patient is 97 years of age.", "age_over_89", "97 years of age"),
    # a call transcript: the agent asks for the birth date, the caller answers
    ("Agent: can you confirm your date of birth? Caller: March 9th, 1948.", "date_of_birth",
     "date of birth? Caller: March 9th, 1948"),
    ("Rep: And the DOB? Member: 7/14/1952.", "date_of_birth", "DOB? Member: 7/14/1952"),
    # shorter forms after a birth label (a birth month and year identify too)
    ("Registration form: DOB 21.5.21, guardian signed.", "date_of_birth", "DOB 21.5.21"),
    ("Infant's date of birth: May-2021 (per the mother).", "date_of_birth", "date of birth: May-2021"),
    ("Date of birth: 05/2021.", "date_of_birth", "Date of birth: 05/2021"),
    # a member's policy number stays one; phones written with dots
    ("Her policy number 88-4410023 is active.", "member_id", "policy number 88-4410023"),
    ("Call me at 415.826.3391 after five.", "phone", "415.826.3391"),
    # forms of Presidio's own recognizer tests: an IBAN with a bank code in letters, a MAC address with no digit,
    # a person's income tax number, a passport called a travel document
    ("Refunds go to GB29 NWBK 6016 1331 9268 19 within five days.", "account_number", "GB29 NWBK 6016 1331 9268 19"),
    ("The home monitor's hardware address is AA:BB:CC:DD:EE:FF.", "device_id", "AA:BB:CC:DD:EE:FF"),
    ("Its Wi-Fi chip prints aabb.ccdd.eeff on the label.", "device_id", "aabb.ccdd.eeff"),
    ("The member's income tax number is 2987654321.", "national_id", "2987654321"),
    ('{"claimant": {"income_tax_number": "2987654321"}}', "national_id", "2987654321"),
    ("Her travel document T99887766 was issued in Pretoria.", "license_number", "travel document T99887766"),
    # UK plates of the pre-2001 forms after a vehicle label (one digit; or a short number after the letters)
    ("The claimant's vehicle registration is K1 ABC.", "vehicle_id", "K1 ABC"),
    ("The insured car, reg ABC 123D, was towed.", "vehicle_id", "ABC 123D"),
]

MUST_PASS = [
    # ordinary dates, years, historical dates without a birth label
    "On 4 December 1997 the plan changed its rules.",
    "The policy took effect on March 3, 1961 and was revised in 2024.",
    "He was born in 1950 and retired in 2015.",
    "Date of service 04/12/2025; the claim was received on 04/20/2025.",
    "The notice dated 12.04.2025 explains the decision.",
    # numbers that belong to a plan, a form, a claim, a provider or a rule
    "We appeal the denial of claim CLM-88213 for skilled nursing care [1].",
    "Group policy number 555-120-3344 applies to all employees of the account.",
    "File the request on Form 555-0199 within 60 days.",
    "The provider's NPI 1234567890 and TIN 12-3456789 appear on the remittance.",
    "Reference number 555-867-5309 was given for the call about the plan's formulary.",
    "Prior authorization number 20251104-0032 covers the MRI.",
    "Claim number 2024-00012345 was reprocessed under the corrected fee schedule.",
    "The plan's contract number H1234-005 is shown in the Evidence of Coverage.",
    "Group number 0045123 identifies the employer plan.",
    "Invoice #4471-2290 was paid by the plan.",
    "Case No. 2:19-cv-01234 is cited in the regulator's letter.",
    "NDC 0002-8215-01 is on the formulary at tier 2.",
    # figures, dosages, codes, sections
    "The deductible is 1,200 dollars for 2024-2025, per section 4.2.",
    "Coverage ran from 1990-1995; call the number on the back of the card.",
    "The plan covers 100 days; members pay $204 per day from day 21.",
    "Billed under CPT 99310 with diagnosis E11.9.",
    "Metformin 1000 mg twice daily; A1c fell from 9.1 to 7.2 percent.",
    "Apixaban 5 mg b.i.d. and furosemide 40 mg q.d. 04/12/2025 onward, per the discharge orders.",
    "Blood pressure 132/84, pulse 72; titrate lisinopril 10/20/40 mg over the 2024/2025 plan year.",
    "Notices were mailed on 4 December 2025 to 1,200,000 members.",
    "Per 42 CFR 422.566, the plan must decide within 72 hours.",
    # streets that are titles or names, not someone's address
    "All 9 Supreme Court justices agreed.",
    "The ruling was covered in 21 Jump Street trivia and on Sesame Street.",
    "Analysts on Wall Street expect premiums to rise.",
    "Our headquarters in Hartford, CT 06156 handle appeals for the region.",
    "He starred in 21 Jump Street for five seasons before medical school.",
    "The DoD in March 2020 extended TRICARE coverage; tune to 107.1/96.9 FM for updates.",
    "Viet Nam, 25 October 2016: the ministry published new drug prices.",
    "The 3 Downing Street briefings were about hospital waiting lists.",
    # ages under 90 and age brackets
    "Members aged 90 or older are reported as one group.",
    "The 67-year-old member qualifies for Medicare.",
    # members and patients without identifiers
    "The member's ID card lists the plan name and the member services line on the back.",
    "Refer to the member by role only.",
    # numbers that say they are a group's or a plan's, object identifiers and versions (EOBs, plan documents)
    "Policy number 88-4410023-GRP covers employees of the group; the employer pays 75% of the premium.",
    "Your coverage under certificate GRP-2025-778 continues for 18 months under COBRA.",
    "The plan's HIOS ID is 12345NY0010003 and the network code is SPPO-22.",
    # prose and references that Presidio's case-blind or unbounded patterns read as plates and licences
    "It was the 483rd No. 1 single and the 106th act to reach the top.",
    "Unused Sub00000000 rows were dropped from the roster export.",
    "The guideline is reprinted in vol. 147, pp. 1349\u20131352.",
    "Coverage effective 05/2021 and renewed May-2022; rate table 21.5.21 applies.",
    "1.2.840.10008 is the DICOM UID root the imaging vendor uses; the portal runs version 24.3.118.",
    # a tax number nobody's sentence owns is the practice's (the same digits as a member's above)
    "SARS tax number 2987654321 is the practice's.",
]


@pytest.mark.parametrize("answer, kind, span", MUST_FIRE)
async def test_identifiers_block(answer: str, kind: str, span: str) -> None:
    result = await run(answer)
    assert result.hard and not result.passed and result.score == 0.0, answer
    kinds = [(e.detail["kind"], e.text) for e in result.evidence]
    assert (kind, span) in kinds, kinds
    evidence = next(e for e in result.evidence if e.text == span)
    assert answer[evidence.start:evidence.end] == span


@pytest.mark.parametrize("answer", MUST_PASS)
async def test_not_phi(answer: str) -> None:
    result = await run(answer)
    assert result.passed, [(e.detail["kind"], e.text) for e in result.evidence]


async def test_feedback_names_the_kinds_never_the_identifier() -> None:
    result = await run("Call Maria at (555) 123-4567; her SSN is 123-45-6789.")
    assert not result.passed
    assert "phone" in result.feedback and "ssn" in result.feedback
    assert "4567" not in result.feedback and "6789" not in result.feedback


async def test_claim_number_in_member_id_context_is_phi() -> None:
    result = await run("The member ID is CLM-88213.")
    assert not result.passed and result.evidence[0].detail["kind"] == "member_id"


async def test_allow_list_compares_normalised() -> None:
    answer = "We appeal for member ID W123456789."
    assert (await run(answer, ("w-123456789",))).passed
    assert (await run("Call (555) 123-4567.", ("555-123-4567",))).passed
    assert (await run("Call +1 (555) 123-4567.", ("555.123.4567",))).passed  # phones compare by their digits
    result = await run("Call (555) 123-4567 or 555-999-0000.", ("555-123-4567",))
    assert not result.passed and [e.text for e in result.evidence] == ["555-999-0000"]


@pytest.mark.parametrize(
    "answer",
    [
        "For help, call (312) 555-0100 (TTY 711), 8 a.m. to 8 p.m.",  # nothing in the text says whose line it is
        "Questions? Call 312.555.0100.",
        "Send your appeal to Appeals Unit, PO Box 30432, Salt Lake City, UT 84130.",
        "Appeals may be e-mailed to appeals@acmehealth.example.",
        # a desk's extension on the published line; the published address read with a word or two before it
        "Escalate: dispatch (312) 555-0100, ext. 5681.",
        "# Oneonta dialysis unit 9 Chestnut Street, Oneonta, NY 13820; week 16.",
        "Motion carried 47-0. Location 9 Chestnut Street, Oneonta, NY 13820.",
        # the published line inside a bracket of the sentence's own
        "Rental includes delivery, setup and 24-hour service ((312) 555-0100 for oxygen).",
    ],
)
async def test_organisation_contacts_are_never_phi(answer: str) -> None:
    contacts = ["312-555-0100", "Appeals Unit, PO Box 30432, Salt Lake City, UT 84130", "appeals@acmehealth.example",
                "9 Chestnut Street, Oneonta, NY 13820"]
    without = await run(answer)
    assert not without.passed, "the row must hold something that looks like an identifier"
    result = await run(answer, organisation_contacts=contacts)
    assert result.passed and result.fired and result.metrics["organisation_contacts"] >= 1


async def test_organisation_contacts_do_not_hide_a_members_own_number() -> None:
    answer = "Call member services at (312) 555-0100; the member's own line is (555) 123-4567."
    result = await run(answer, organisation_contacts=["+1 312 555 0100"])
    assert not result.passed and [e.text for e in result.evidence] == ["(555) 123-4567"]


@pytest.mark.parametrize(
    ("answer", "identifier"),
    [
        # another line with an extension, and a flat in the building of the published address, are someone's
        ("My cell is (312) 555-0199, ext. 12.", "(312) 555-0199, ext. 12"),
        ("She lives at Apt 4, 9 Chestnut Street, Oneonta, NY 13820.", "Apt 4, 9 Chestnut Street, Oneonta, NY 13820"),
        ("Send it to Flat 9 Chestnut Street, Oneonta, NY 13820.", "Flat 9 Chestnut Street, Oneonta, NY 13820"),
    ],
)
async def test_an_extension_or_a_unit_makes_no_other_contact_the_organisations(answer: str, identifier: str) -> None:
    result = await run(answer, organisation_contacts=["+1 312 555 0100", "9 Chestnut Street, Oneonta, NY 13820"])
    assert not result.passed and [e.text for e in result.evidence] == [identifier]


@pytest.mark.parametrize(
    "answer",
    [
        "Call 1-800-MEDICARE (1-800-633-4227) or TTY 1-877-486-2048, 24 hours a day.",
        "Fax the completed form to 1-888-555-0123.",
        "UK members can ring 0800 123 4567 free of charge.",
    ],
)
async def test_toll_free_numbers_are_organisations_lines(answer: str) -> None:
    assert (await run(answer)).passed
    assert not (await run(answer, toll_free_is_organisation=False)).passed


async def test_historical_birth_dates_pass_only_when_configured() -> None:
    answer = "Florence Nightingale's mentor was born on 27 May 1863, the archive notes."
    assert not (await run(answer)).passed  # strict: every birth date is flagged
    assert (await run(answer, historical_birth_age=125)).passed
    recent = await run("The member was born on 27 May 1963.", historical_birth_age=125)
    assert not recent.passed and recent.evidence[0].detail["kind"] == "date_of_birth"


async def test_death_dates_pass_after_fifty_years_when_history_is_allowed() -> None:
    old, recent = "The founder died on 4 May 1920.", "The member died on 4 May 2020."
    assert not (await run(old)).passed  # strict
    assert (await run(old, historical_birth_age=125)).passed
    assert not (await run(recent, historical_birth_age=125)).passed


async def test_default_region_reads_national_numbers() -> None:
    answer = "Her daughter's number is 06 12 34 56 78."
    assert not (await run(answer, phone_regions=["FR"])).passed
    assert (await run("The reference 06 12 34 56 78 of the bulletin.", phone_regions=["FR"])).passed


async def test_extra_patterns_from_options() -> None:
    result = await run("Case file NHS 943 476 5919 attached.", patterns={"nhs_number": r"NHS \d{3} \d{3} \d{4}"})
    assert not result.passed and result.evidence[0].detail["kind"] == "nhs_number"


async def test_extra_pattern_value_group_is_compared_with_the_allow_list() -> None:
    options = {"patterns": {"employee_id": r"EMP-(?P<value>\d{6})"}}
    assert (await run("Badge EMP-004512 was used.", ("004512",), **options)).passed
    assert not (await run("Badge EMP-004512 was used.", **options)).passed


async def test_bad_options_are_refused_when_the_check_is_built() -> None:
    with pytest.raises(ValueError, match="default_region"):
        PHICheck(CheckConfig(options={"default_region": "United States"}))
    with pytest.raises(ValueError, match="unknown_option"):
        PHICheck(CheckConfig(options={"unknown_option": 1}))


async def test_answer_without_digits_or_at_is_not_fired() -> None:
    result = await run("Refer to the member by role only.")
    assert result.passed and not result.fired


_FRAGMENTS = st.sampled_from([
    "DOB: 04/12/1957", "born on ", "Call ", "(555) 123-4567", "+44 20 7946 0958", " ext. 22", "member ID ",
    "W123456789", "MRN: ", "A1234567", "123-45-6789", "Group policy number 555-120-3344", "Form 555-0199",
    "45 Oak Court, Apt 3B", " lives at ", "Jane Doe (", "04/12/1957)", "PO Box 4410", "Hauptstraße 5",
    "jane@example.com", "1EG4-TE5-MK73", ". ", ", ", "\n", " ", "the member", "$1,632", "E11.9", "[1]", "2026",
])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(_FRAGMENTS, st.text(max_size=12)), max_size=30))
def test_any_text_gets_spans_that_are_its_own(parts: list[str]) -> None:
    answer = "".join(parts)
    result = asyncio.run(run(answer))
    assert result.passed == (not result.evidence)
    previous_end = 0
    for evidence in result.evidence:
        assert previous_end <= evidence.start < evidence.end <= len(answer)
        assert answer[evidence.start:evidence.end] == evidence.text and evidence.detail["kind"]
        previous_end = evidence.end
        assert evidence.text not in (result.feedback or "")


@pytest.mark.timeout(60)  # a hang guard: sentence and label look-ups are bounded, so this is linear
def test_huge_answer_without_sentence_ends_finds_every_identifier() -> None:
    answer = "member W123456789 and account 88-1234 and " * 2500
    result = asyncio.run(run(answer, max_findings=5000))
    kinds = [e.detail["kind"] for e in result.evidence]
    assert kinds.count("member_id") == 2500 and kinds.count("account_number") == 2500


def _ssn(index: int) -> str:
    return f"{100 + index:03d}-{10 + index % 89:02d}-{1000 + index:04d}"


async def test_past_max_findings_the_rest_of_the_answer_is_one_unread_finding() -> None:
    answer = "Members on file: " + "; ".join(f"member {i} has SSN {_ssn(i)}" for i in range(200)) + ". End of list."
    result = await run(answer, max_findings=10)
    assert not result.passed
    listed, unread = result.evidence[:-1], result.evidence[-1]
    assert len(listed) == 10 and all(e.detail["kind"] == "ssn" for e in listed)
    assert [e.text for e in listed] == [_ssn(i) for i in range(10)]
    assert unread.detail["kind"] == "unread" and unread.end == len(answer) and unread.text == answer[unread.start:]
    assert listed[-1].end <= unread.start <= answer.index(_ssn(10)), "every identifier not listed lies in the unread part"
    assert result.metrics["unread_from"] == unread.start and "unread" not in (result.feedback or "")


async def test_reading_stops_early_on_an_answer_made_of_identifiers() -> None:
    # 8,192 IP addresses in 64 KB: Presidio's recognizers stop once max_findings count ("1.1.1.1.1..." run together is
    # one long dotted number, no address)
    answer = "1.1.1.1 " * 8192
    result = await run(answer)
    assert not result.passed and 2 <= len(result.evidence) <= 65
    assert {e.detail["kind"] for e in result.evidence[:-1]} == {"ip_address"}
    unread = result.evidence[-1]
    assert unread.detail["kind"] == "unread" and unread.start < 2000 and unread.end == len(answer)


async def test_allowed_identifiers_do_not_count_toward_max_findings() -> None:
    answer = "; ".join(f"member {i} has SSN 123-45-6789" for i in range(100)) + "; and 078-05-1120 at the end."
    result = await run(answer, ("123-45-6789",), max_findings=10)
    assert not result.passed
    assert [e.text for e in result.evidence] == ["078-05-1120"], "the one identifier not allowed, at the very end"
    assert result.metrics["allowed"] == 100


def test_building_phi_leaves_transformers_unloaded_and_importable() -> None:
    """Presidio is imported without its Transformers engine (3 s of CPU and 140 MB in each Gate replica): in a fresh
    process that builds `phi` and reads a text, Presidio's recognizers are built and Transformers is not loaded, and a
    later import of Transformers (the model layer's) still works."""
    code = textwrap.dedent("""
        import asyncio, sys
        from checks.builtin.phi import PHICheck
        from checks.context import RequestContext
        from checks.text.identifiers.presidio import recognizers_for
        from checks.text.identifiers.recognizers import DEFAULT_LOCALES
        result = asyncio.run(PHICheck({}).check("My NHS number is 943 476 5919.", RequestContext()))
        print(result.passed, len(recognizers_for(DEFAULT_LOCALES)) > 0, "transformers" in sys.modules)
        import transformers
        print(transformers.__name__)
    """)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=180,
                         cwd=Path(__file__).resolve().parents[1])
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.split() == ["False", "True", "False", "transformers"], run.stdout
