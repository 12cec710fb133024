"""Writes tests/data/phi_realforms_{tune,heldout}.jsonl: identifiers in the forms people and systems print
them, and identifier-free clinical, insurance and support text, to measure `phi` from outside (issue 29).

Written before any detector is changed for issue 29 and not tuned to `phi`: the values come from public
generators of real forms, the templates model how they are printed, and the files are committed first so
the history shows the measure predates the fixes it measures.

Identifier values:
- Faker 40.63.0 (MIT; dev-only, not a project dependency: `.venv/bin/pip install faker==40.63.0`)
  providers of the English-language locales en_US, en_GB, en_CA, en_AU, en_IE, en_NZ, en_IN: names (context
  only), address blocks in each locale's layout, street addresses, postcodes and ZIPs, phone numbers,
  e-mails, SSNs (en_US), SINs (en_CA), credit cards, IBANs, IPv4/IPv6, MAC addresses, licence plates; and the
  address providers of fi_FI, de_DE, de_AT, nl_NL, sv_SE, da_DK, pl_PL, pt_BR, es_ES, it_IT, cs_CZ for
  addresses whose house number follows the street ("Kirkkokatu 7", "ul. Kołłątaja 79/19").
- libphonenumber's example numbers (`phonenumbers.example_number_for_type`, metadata Apache-2.0) for the
  locales' regions, fixed-line, mobile, VoIP and personal types, the last digits varied and kept
  when still valid, printed national, international, E.164 and RFC 3966, with extensions, and as people
  write them ("+44 (0)121 ...", "201.555.0123").
- Public specifications where Faker has no real form: National Insurance numbers (HMRC's allocation rules,
  NIM39110; Faker's en_GB gives the never-issued ZZ prefix), NHS numbers (modulus 11), Medicare Beneficiary
  Identifiers (CMS's MBI format), Indian registration marks, and record and member numbers under their labels.

Kept out, as the README exempts them: Faker phones that libphonenumber does not read as a valid number of
the locale's region, or reads as toll-free, premium, shared-cost or UAN (organisations' lines); birth dates
more than 125 years back (drawn 1926-2023), deaths more than 50 years back (drawn 1990-2024); Faker's
example.* e-mail domains. Person names stand in texts as context and are not labelled: a name alone is not
a leak (README), the identifier beside it is what is measured. Identifier-free texts hold numbers that are
not identifiers (doses, amounts, claim, group, reference and authorisation numbers, dates of service, times,
section numbers, codes, GUIDs in technical text, toll-free lines) and labels without values.

Each row: `id`, `text`, `kinds` (phi's kind names present), `spans` ([start, end, kind] of each identifier),
`source` (the generator of each value), `template`, `genre`, `locale`, `clean` (no identifier at all).
Split: within each template family, templates are ranked by the SHA-256 of their id and every third is held
out, so no held-out text shares a template with a tuning text. Seed 20290; Faker's output depends on its
version, so regenerate with the pinned one:

    .venv/bin/pip install faker==40.63.0 && .venv/bin/python scripts/make_phi_realforms.py
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import logging
import random
import string
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import phonenumbers
from faker import Faker
from phonenumbers import PhoneNumberFormat, PhoneNumberType

logger = logging.getLogger(__name__)

SEED = 20290
FAKER_VERSION = "40.63.0"
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
ENGLISH = ("en_US", "en_GB", "en_CA", "en_AU", "en_IE", "en_NZ", "en_IN")
REGION = {"en_US": "US", "en_GB": "GB", "en_CA": "CA", "en_AU": "AU", "en_IE": "IE", "en_NZ": "NZ", "en_IN": "IN"}
ABROAD = ("fi_FI", "de_DE", "de_AT", "nl_NL", "sv_SE", "da_DK", "pl_PL", "pt_BR", "es_ES", "it_IT", "cs_CZ")
IBAN_LOCALES = ("en_GB", "en_IE", "de_DE", "fr_FR", "nl_NL", "es_ES", "it_IT")
PERSONAL_PHONE_TYPES = {
    PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE,
    PhoneNumberType.VOIP, PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER,
}
EXAMPLE_TYPES = (PhoneNumberType.FIXED_LINE, PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.MOBILE,
                 PhoneNumberType.VOIP, PhoneNumberType.PERSONAL_NUMBER)
US_STYLE = ("en_US", "en_CA")  # month-first dates


@dataclass(frozen=True)
class Template:
    """A way a text is printed: `{placeholder}` fields, `{field:spec}` with specs upper, oneline, iN (indent
    continuation lines by N spaces); `locales` the locales its values are drawn for."""

    id: str
    genre: str
    text: str
    locales: tuple[str, ...] = ENGLISH


def t(genre: str, text: str, locales: tuple[str, ...] = ENGLISH) -> tuple[str, str, tuple[str, ...]]:
    return genre, text, locales


US, GB, CA, NANP = ("en_US",), ("en_GB",), ("en_CA",), ("en_US", "en_CA")
DMY = ("en_GB", "en_AU", "en_IE", "en_NZ", "en_IN")

# -- templates carrying identifiers: family -> (texts, templates) ---------------------------------------------
CARRYING: dict[str, tuple[int, list[tuple[str, str, tuple[str, ...]]]]] = {
    "phone": (220, [
        t("prose", "You can reach me at {phone} after five."),
        t("prose", "My mobile is {phone}, texting is fine."),
        t("prose", "Hi, this is {first}. Please call me back on {phone} about my claim."),
        t("prose", "The member asked us to use {phone} as her new contact number."),
        t("note", "Pt's daughter {first} can be reached on {phone}."),
        t("prose", "I changed my number last week, it's now {phone}."),
        t("prose", "Please stop calling {phone}, I already paid that bill."),
        t("note", "Left voicemail for patient at {phone} re: lab results."),
        t("note", "{name} phoned from {phone} asking about the status of her appeal."),
        t("prose", "If I'm not home, try my husband's cell, {phone}."),
        t("prose", "Best number for the caregiver: {phone}"),
        t("prose", "You can reach me at {phone_ext} after five."),
        t("prose", "My work line is {phone_ext} if the mobile doesn't answer."),
        t("chat", "Agent: What's the best number to reach you on?\nMember: {phone}"),
        t("chat", "Agent: Can I get a callback number in case we get disconnected?\nCustomer: Sure. It's {phone}."),
        t("chat", "Nurse: Is the phone number we have still right?\nPatient: No, I got a new one.\nNurse: Go ahead.\n"
                  "Patient: {phone}"),
        t("ehr", "Patient:\t{name}\nHome Phone:\t{phone}\nPreferred contact:\tphone"),
        t("ehr", "Contact\n  Mobile: {phone}\n  Preferred: SMS"),
        t("json", '{{"member_name": "{name}", "phone": "{phone}", "consent_sms": true}}'),
        t("table", "| Member | Phone | Best time |\n|---|---|---|\n| {name} | {phone} | mornings |"),
        t("letter", "Dear {title} {last},\n\nThank you for contacting us. We have updated your contact number to "
                    "{phone} as you asked.\n\nSincerely,\nMember Services"),
    ]),
    "email": (130, [
        t("prose", "My email is {email}, please send the forms there."),
        t("prose", "You can send the EOB to {email}."),
        t("note", "Patient prefers e-mail contact: {email}"),
        t("prose", "Please update my email address to {email}, the old one is closed."),
        t("note", "Forwarded the itemised bill to the member at {email} on request."),
        t("chat", "Agent: What email should we send the confirmation to?\nMember: {email}"),
        t("json", '{{"contact": {{"email": "{email}", "verified": false}}}}'),
        t("table", "| Field | Value |\n|---|---|\n| Email | {email} |"),
        t("prose", "My email is {email_written}, thanks."),
        t("prose", "Email me at {email_written} please, I don't check the portal."),
        t("chat", "Agent: Is there an email we can use?\nCaller: Yes. It's {email_written}."),
    ]),
    "address_block": (110, [
        t("block", "Shipping address:\n{name}\n   {address:i3}"),
        t("letter", "Please mail the replacement card to:\n\n{name}\n{address}\n"),
        t("letter", "{name}\n{address}\n\nDear {title} {last},\n\nWe have received your appeal and will reply within "
                    "30 days."),
        t("block", "Member mailing address on file:\n{address}"),
        t("block", "RETURN SERVICE REQUESTED\n\n{name:upper}\n{address:upper}"),
        t("chat", "Agent: And the address you'd like the card sent to?\nMember: {address:oneline}"),
        t("json", '{{"recipient": "{name}", "mailing_address": "{address:oneline}"}}'),
        t("block", "Deliver to:\n{name}\n{address_abroad}", ENGLISH),
        t("block", "Shipping address:\n{name}\n   {address_abroad:i3}", ENGLISH),
    ]),
    "address_line": (110, [
        t("prose", "I live at {address:oneline}."),
        t("note", "Patient resides at {address:oneline} with her spouse."),
        t("prose", "Please update my address to {address:oneline}."),
        t("ehr", "Address: {address:oneline}"),
        t("table", "| Name | Address |\n|---|---|\n| {name} | {address:oneline} |"),
        t("prose", "{name} lives at {address_abroad:oneline}."),
        t("prose", "He moved to {address_abroad:oneline} last spring."),
        t("note", "Member's address while abroad: {address_abroad:oneline}"),
        t("chat", "Agent: Where should we send it?\nMember: {address_abroad:oneline}, thanks."),
    ]),
    "street": (70, [
        t("prose", "He moved to {street} last spring."),
        t("note", "EMS picked the patient up from her home at {street}."),
        t("prose", "{first} is staying at her sister's place, {street}, until the cast comes off."),
        t("note", "Home visit scheduled at {street} on Tuesday."),
        t("prose", "I'm at {street_abroad} now, could you send the letter there?"),
        t("note", "Patient gave a new home address: {street_abroad}."),
    ]),
    "postcode": (60, [
        t("prose", "She lives in {postcode} with her son.", ("en_GB", "en_CA", "en_IE")),
        t("ehr", "Member: {name}\nZIP: {zip}", US),
        t("prose", "My zip code is {zip}, if that helps find the nearest pharmacy.", US),
        t("ehr", "Home postcode: {postcode}", ("en_GB", "en_CA", "en_IE")),
        t("prose", "We live in {suburb_postcode} now.", ("en_AU",)),
        t("json", '{{"member": "{name}", "home_postal_code": "{postcode}"}}', ("en_GB", "en_CA", "en_US")),
    ]),
    "date_of_birth": (200, [
        t("prose", "My date of birth is {dob}."),
        t("ehr", "DOB: {dob}"),
        t("chat", "Agent: Please confirm your date of birth.\nCaller: It's {dob}."),
        t("prose", "Can you confirm your date of birth? Sure, it's {dob}."),
        t("prose", "I was born on {dob}, if you need it for the form."),
        t("note", "{name} (born {dob}) was seen today for follow-up."),
        t("note", "{name}, DOB {dob}, presented with chest pain."),
        t("json", '{{"resourceType": "Patient", "name": [{{"text": "{name}"}}], "birthDate": "{dob_iso}"}}'),
        t("table", "| Patient | DOB | Visit |\n|---|---|---|\n| {name} | {dob} | {dos} |"),
        t("prose", "Her birthday is {dob}, in case the pharmacy asks."),
        t("ehr", "Patient: {name}    Sex: {sex}    D.O.B.: {dob}"),
        t("letter", "Re: {name}\nDate of birth: {dob}\n\nDear Dr. {clinician},\n\nThank you for seeing this patient."),
        t("chat", "Member: I need to update my records.\nAgent: Sure, what's your date of birth?\nMember: {dob}"),
    ]),
    "date_of_death": (30, [
        t("prose", "{name} passed away on {dod}."),
        t("ehr", "Date of death: {dod}"),
        t("prose", "My mother died {dod} and I'm handling her claims."),
        t("letter", "Dear {title} {last},\n\nWe are sorry to learn that your husband passed on {dod}."),
    ]),
    "age_over_89": (30, [
        t("note", "The patient is a {age}-year-old woman with heart failure."),
        t("prose", "My grandmother is {age} and lives alone."),
        t("ehr", "Name: {name}\nAge: {age}"),
        t("note", "{age} y/o M presents with a fall at home."),
    ]),
    "ssn": (50, [
        t("prose", "My social security number is {ssn}.", US),
        t("ehr", "SSN: {ssn}", US),
        t("chat", "Agent: Can you give me your Social Security number?\nCaller: Yes, {ssn}.", US),
        t("note", "The W-9 lists the member's SSN as {ssn}.", US),
        t("json", '{{"subscriber": {{"name": "{name}", "ssn": "{ssn}"}}}}', US),
    ]),
    "national_id": (70, [
        t("prose", "My National Insurance number is {nino}.", GB),
        t("ehr", "NI number: {nino}", GB),
        t("chat", "Agent: Could I take your NI number?\nCaller: The number is {nino}.", GB),
        t("prose", "My social insurance number is {sin}.", CA),
        t("ehr", "SIN: {sin}", CA),
        t("chat", "Agent: Could you provide your SIN?\nClient: {sin}", CA),
    ]),
    "card": (80, [
        t("prose", "Please charge the copay to my card, {card}, exp {expiry}."),
        t("ehr", "Card number: {card}"),
        t("prose", "I paid with {card} but the payment didn't go through."),
        t("json", '{{"payment_method": {{"type": "card", "number": "{card}", "exp": "{expiry}"}}}}'),
        t("chat", "Agent: Which card would you like to use?\nMember: {card}, expiry {expiry}."),
    ]),
    "iban": (50, [
        t("prose", "Please refund the overpayment to my account {iban}."),
        t("ehr", "IBAN: {iban}"),
        t("prose", "Bank details for the reimbursement: {iban} (account holder {name})."),
        t("prose", "Could you pay the claim into {iban}? Thanks."),
    ]),
    "ip_address": (80, [
        t("prose", "I logged in from {ipv4} yesterday and it locked me out."),
        t("prose", "My laptop's IPv6 address is {ipv6}."),
        t("note", "Portal access log: patient session from {ipv4} at {time}."),
        t("note", "Member's device IP: {ipv6}"),
        t("prose", "Her home IP address is {ipv4}, the portal keeps blocking it."),
        t("json", '{{"event": "portal_login", "client_ip": "{ipv4}", "status": "failed"}}'),
        t("chat", "Agent: What IP address does the error page show?\nMember: It says {ipv6}."),
    ]),
    "device_id": (40, [
        t("note", "The patient's glucose monitor pairs from MAC {mac}."),
        t("ehr", "Device MAC address: {mac}"),
        t("note", "Registered home hub for remote monitoring: {mac}"),
        t("chat", "Agent: Can you read me the MAC address on the back of the hub?\nPatient: {mac}"),
    ]),
    "vehicle_id": (40, [
        t("ehr", "Vehicle registration: {plate}"),
        t("note", "The patient's car, plate {plate}, was towed from the visitor lot."),
        t("prose", "My licence plate number is {plate}, for the parking permit."),
        t("ehr", "Plate #: {plate}"),
    ]),
    "mrn": (60, [
        t("ehr", "MRN: {mrn}"),
        t("note", "Medical record number {mrn}, please attach to the referral."),
        t("note", "Pt {name}, MR# {mrn}, seen in clinic today."),
        t("ehr", "Hospital No: {mrn}"),
        t("note", "Per the chart (record no. {mrn}), the patient was discharged home."),
    ]),
    "member_id": (60, [
        t("ehr", "Member ID: {member_id}", US),
        t("prose", "My Medicare number is {mbi}.", US),
        t("ehr", "Medicare Beneficiary Identifier (MBI): {mbi}", US),
        t("prose", "My NHS number is {nhs}.", GB),
        t("ehr", "NHS No: {nhs}", GB),
        t("prose", "The member's ID card shows {member_id}.", US),
    ]),
    "record": (170, [
        t("ehr", "Name:\t{name}\nMRN:\t{mrn}\nDOB:\t{dob}\nSex:\t{sex}\nPhone:\t{phone}"),
        t("ehr", "Name: \t {name}\nMR:\t{mrn}\nAdmit date:\t{dos}\nDOB:\t{dob}"),
        t("ehr", "PATIENT: {name:upper}    MRN: {mrn}    DOB: {dob}\nADDRESS: {address:oneline,upper}\nPHONE: {phone}"),
        t("ehr", "Patient Name: {last:upper}, {first:upper}\nDate of Birth: {dob}\nAcct #: {account}\nAttending: Dr. "
                 "{clinician}"),
        t("ehr", "--- Demographics ---\nLegal name     {name}\nBirth date     {dob}\nHome address   {address:oneline}\n"
                 "Mobile         {phone}\nEmail          {email}"),
        t("json", '{{"resourceType": "Patient", "name": [{{"text": "{name}"}}], "birthDate": "{dob_iso}", '
                  '"telecom": [{{"system": "phone", "value": "{phone}"}}, {{"system": "email", "value": "{email}"}}]}}'),
        t("json", '{{"member": {{"name": "{name}", "dob": "{dob}", "member_id": "{member_id}"}}}}', US),
        t("table", "| Field | Value |\n|---|---|\n| Name | {name} |\n| Date of birth | {dob} |\n| Phone | {phone} |\n"
                   "| Address | {address:oneline} |"),
        t("table", "| Member | Member ID | Phone |\n|---|---|---|\n| {name} | {member_id} | {phone} |", US),
        t("letter", "{name}\n{address}\n\nDear {title} {last},\n\nRe: your appeal of claim {claim_no}\n\nWe reviewed the "
                    "records you sent. Your member ID is {member_id}. If you have questions, call Member Services at "
                    "1-800-555-0100 (TTY 711).", US),
        t("letter", "Dear {title} {last},\n\nWe're writing to confirm the changes you asked for:\n- Phone: {phone}\n"
                    "- Email: {email}\n\nIf you did not ask for these changes, call us at (800) 555-0175."),
        t("chat", "Agent: Thanks for calling. Can I have your full name and date of birth?\nCaller: {name}, {dob}.\n"
                  "Agent: And a good callback number?\nCaller: {phone}"),
        t("note", "Referral: {name}, {age_young} y/o, DOB {dob}, NHS No {nhs}, lives at {address:oneline}.", GB),
        t("ehr", "Subscriber: {name}\nSSN: {ssn}\nDOB: {dob}\nHome: {address:oneline}", US),
    ]),
}

# -- identifier-free texts: family -> (texts, templates) -------------------------------------------------------
CLEAN: dict[str, tuple[int, list[str]]] = {
    "clean.clinical": (200, [
        "Start {drug} {dose} {freq}. Recheck {lab} in {weeks} weeks.",
        "The patient is a {age_young}-year-old woman seen on {dos} for follow-up of hypertension. BP {bp}, HR {hr}. "
        "Continue {drug} {dose}.",
        "Admitted {dos} with community-acquired pneumonia; discharged on day {small} on {drug} {dose} {freq} for "
        "{small} more days.",
        "Labs from {dos}: {lab}, {lab2}. No change to the plan.",
        "Wound check at {time}: edges clean, no erythema. Next dressing change in {small} days.",
        "Take {drug} {dose} by mouth {freq}. Do not exceed {maxdose} mg in 24 hours.",
        "Please confirm the patient's date of birth and member ID before releasing the results of {dos}.",
        "Physical therapy twice weekly for {weeks} weeks, CPT {cpt}, diagnosis {icd}.",
        "Discharge summary: {age_young} y/o M admitted {dos}, discharged {dos2}. Diagnosis {icd}. Follow up in "
        "{small} weeks.",
        "The INR was {inr} on {dos}; hold {drug} for one dose and recheck in {small} days.",
        "Room {room}, bed B: vitals at {time} were BP {bp}, SpO2 {spo2}%, temp {temp} C.",
        "The patient's weight is {weight} kg, height {height} cm; BMI {bmi}.",
        "Insulin glargine {units} units at bedtime; correction scale per section {section} of the protocol.",
    ]),
    "clean.insurance": (200, [
        "Your claim number {claim_no} for the visit on {dos} was processed. Billed {amount}, allowed {amount2}, "
        "you owe {amount3}.",
        "Group number {group_no} covers {pct}% of in-network physical therapy after the {amount} deductible.",
        "Prior authorization {auth_no} was approved on {dos} for {units} visits.",
        "To update your phone number or mailing address, sign in to the member portal or call {tollfree}. Changes take "
        "{small} business days.",
        "Under section {section} of your Evidence of Coverage, out-of-network emergency care is covered at the "
        "in-network rate.",
        "Reference number {ref_no}: your appeal was received on {dos} and will be decided within 30 days.",
        "The plan's out-of-pocket maximum is {amount} per person and {amount2} per family for {year}.",
        "Claim total: {amount}. Plan paid {amount2}. Adjustment {amount3} (CARC {carc}).",
        "Please include your member ID and date of birth on the form when you mail it back by {dos}.",
        "Your premium of {amount} is due on the 1st; a grace period of {small} days applies.",
        "Provider NPI {npi} billed CPT {cpt} on {dos}; the charge was {amount}.",
        "Questions about this notice? Call Member Services at {tollfree}, {hours}, seven days a week.",
        "The appeal must be filed within 180 days of {dos}; see page {small} of the notice.",
    ]),
    "clean.support": (100, [
        "Agent: Thanks for calling. How can I help today?\nMember: I got a bill for {amount} and I don't understand it.",
        "Agent: I see the claim from {dos}. It was processed on {dos2} and paid {amount}.\nMember: Thanks, that helps.",
        "Agent: Could you confirm your date of birth for me?\nMember: Sure, one moment, let me find my card.\nAgent: Take "
        "your time. I have the claim from {dos} open.",
        "Your request was received at {time} and ticket {ticket} was opened. Expect a reply within {small} business "
        "days.",
        "Agent: I've reset the password. The link expires in {small} minutes.\nMember: Got it, thank you.",
        "We tried to reach you about your order {order_no} of {small} items shipped on {dos}.",
        "Agent: Your new ID card will arrive in {small} to {small2} business days.\nMember: OK, thanks.",
        "The member asked why the visit on {dos} cost {amount}; explained the {pct}% coinsurance.",
    ]),
    "clean.technical": (100, [
        "Request {guid} failed with HTTP {status} after {ms} ms; retried at {time}.",
        "Deployed version {version} at {time} UTC. Trace ID {guid}. Error rate {pct_small}%.",
        "The exporter wrote {big} rows in {ms} ms; batch {batch} of {small}.",
        "Section {section}: the service listens on port {port} and times out after {small} seconds.",
        "Commit {sha} raised the timeout from {small} to {small2} seconds (issue #{issue}).",
        "Job {guid} finished: {big} claims scored, p99 latency {ms} ms.",
        "Heap usage {pct_small}% at {time}; {small} replicas running, {small2} pending.",
    ]),
}

DRUGS = ("metformin", "lisinopril", "atorvastatin", "amoxicillin", "metoprolol succinate", "levothyroxine",
         "apixaban", "sertraline", "omeprazole", "gabapentin", "prednisone", "furosemide", "warfarin")
DOSES = ("500 mg", "25 mg", "0.125 mg", "10 mg", "40 mg", "75 mcg", "5 mg", "20 mg", "1 g", "2.5 mg")
FREQS = ("twice daily", "once daily at bedtime", "every 8 hours", "q12h", "BID", "TID", "once daily with food")
LABS = ("HbA1c {0:.1f}%", "creatinine {1:.1f} mg/dL", "eGFR {2}", "LDL {3} mg/dL", "potassium {4:.1f} mmol/L")
CPTS = ("99213", "99214", "93000", "80053", "71046", "97110", "97140", "99283")
ICDS = ("E11.9", "I10", "J45.909", "M54.5", "Z00.00", "N39.0", "J18.9", "I50.9")
CARCS = ("45", "253", "2", "3", "96")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
TITLES = ("Mr.", "Ms.", "Mrs.", "Dr.", "Mx.")
IN_STATES = ("MH", "KA", "DL", "TN", "UP", "GJ", "KL", "WB", "RJ", "TS")
MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"  # CMS: A-Z without S, L, O, I, B, Z


class Values:
    """Draws every value a template asks for; identifier values come with their kind and source."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        locales = sorted(set(ENGLISH) | set(ABROAD) | set(IBAN_LOCALES))
        self.fakers = {locale: Faker(locale) for locale in locales}
        for locale, faker in self.fakers.items():
            faker.seed_instance(f"{seed}-{locale}")

    # -- identifiers: (value, kind, source) ------------------------------------------------------------------
    def identifier(self, field: str, locale: str) -> tuple[str, str, str] | None:
        """The identifier for `field`, or None when the field is context."""
        maker = getattr(self, "id_" + field, None)
        return maker(locale) if maker else None

    def id_phone(self, locale: str, extension: bool = False) -> tuple[str, str, str]:
        if locale != "en_IE" and self.rng.random() < 0.5:
            found = self._faker_phone(locale, extension)
            if found:
                return found
        return self._example_phone(REGION[locale], extension)

    def id_phone_ext(self, locale: str) -> tuple[str, str, str]:
        return self.id_phone(locale, extension=True)

    def _faker_phone(self, locale: str, extension: bool) -> tuple[str, str, str] | None:
        faker, region = self.fakers[locale], REGION[locale]
        for _ in range(40):
            written = faker.phone_number()
            if ("x" in written) != extension:
                continue
            try:
                number = phonenumbers.parse(written, region)
            except phonenumbers.NumberParseException:
                continue
            if phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) in PERSONAL_PHONE_TYPES:
                return written, "phone", f"faker/{locale}/phone_number"
        return None

    def _example_phone(self, region: str, extension: bool) -> tuple[str, str, str]:
        kind = self.rng.choice(EXAMPLE_TYPES)
        example = phonenumbers.example_number_for_type(region, kind)
        if example is None:
            kind, example = PhoneNumberType.MOBILE, phonenumbers.example_number_for_type(region, PhoneNumberType.MOBILE)
        number = example
        for _ in range(20):  # vary the subscriber digits, keeping a valid number of the same type
            national = str(example.national_number)
            candidate = phonenumbers.parse(
                f"+{example.country_code}{national[:-4]}{self.rng.randrange(10_000):04d}", None)
            if phonenumbers.is_valid_number(candidate) and phonenumbers.number_type(candidate) == kind:
                number = candidate
                break
        if extension:
            number.extension = str(self.rng.choice((self.rng.randint(2, 9), self.rng.randint(10, 999),
                                                    self.rng.randint(1000, 9999))))
        style = self.rng.choice(("NATIONAL", "INTERNATIONAL", "E164", "RFC3966", "people"))
        if extension and style == "E164":
            style = "INTERNATIONAL"
        if style == "people":
            written = self._as_people_write(number, region)
        else:
            written = phonenumbers.format_number(number, getattr(PhoneNumberFormat, style))
        type_name = {v: k for k, v in vars(PhoneNumberType).items() if k.isupper()}[kind]
        return written, "phone", f"libphonenumber/{region}/{type_name}/{style}"

    def _as_people_write(self, number: phonenumbers.PhoneNumber, region: str) -> str:
        """Forms people type: '+44 (0)121 234 5678', '201.555.0123', digits run together, a glued 'x221'."""
        extension, number.extension = number.extension, None
        national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
        if region in ("US", "CA"):
            digits = str(number.national_number)
            written = self.rng.choice((f"{digits[:3]}.{digits[3:6]}.{digits[6:]}", f"({digits[:3]}){digits[3:6]}-{digits[6:]}",
                                       digits, f"1-{digits[:3]}-{digits[3:6]}-{digits[6:]}"))
        elif national.startswith("0") and region in ("GB", "AU", "NZ", "IE"):
            code = f"+{number.country_code}"
            written = self.rng.choice((international.replace(f"{code} ", f"{code} (0)", 1),
                                       international.replace(f"{code} ", f"{code}(0)", 1).replace(" ", ""),
                                       national.replace(" ", ""), national.replace("(", "").replace(")", "")))
        else:
            written = self.rng.choice((national.replace(" ", ""), international.replace(" ", "-"), national))
        number.extension = extension
        if extension:
            written += self.rng.choice((f"x{extension}", f" x{extension}", f" ext {extension}", f", ext. {extension}"))
        return written

    def id_email(self, locale: str) -> tuple[str, str, str]:
        faker = self.fakers[locale]
        how = self.rng.choice(("free_email", "free_email", "company_email"))
        return getattr(faker, how)(), "email", f"faker/{locale}/{how}"

    def id_email_written(self, locale: str) -> tuple[str, str, str]:
        """An address written out to get past a filter, as people do in chats and forms."""
        address, _, source = self.id_email(locale)
        user, domain = address.split("@")
        host, _, tld = domain.partition(".")
        written = self.rng.choice((
            f"{user} at {host} dot {tld.replace('.', ' dot ')}",
            f"{user}[at]{host}[dot]{tld.replace('.', '[dot]')}",
            f"{user} (at) {host} (dot) {tld.replace('.', ' (dot) ')}",
            f"{user} at {domain}",
            f"{user}@{host}[DOT]{tld.replace('.', '[DOT]')}",
        ))
        return written, "email", source + ", written out"

    def id_address(self, locale: str) -> tuple[str, str, str]:
        faker = self.fakers[locale]
        if locale == "en_IE":  # Faker's en_IE address is one line with the Eircode inside: lay it out
            return f"{faker.street_address()}\n{faker.city()}\nCo. {faker.county()}\n{faker.postcode()}", "address", \
                f"faker/{locale}/street_address+city+county+postcode"
        return faker.address(), "address", f"faker/{locale}/address"

    def id_address_abroad(self, locale: str) -> tuple[str, str, str]:
        abroad = self.rng.choice(ABROAD)
        return self.fakers[abroad].address(), "address", f"faker/{abroad}/address"

    def id_street(self, locale: str) -> tuple[str, str, str]:
        street = ", ".join(self.fakers[locale].street_address().splitlines())  # en_NZ: "850 Butcher Court\nRD 6"
        return street, "address", f"faker/{locale}/street_address"

    def id_street_abroad(self, locale: str) -> tuple[str, str, str]:
        abroad = self.rng.choice(ABROAD)
        return ", ".join(self.fakers[abroad].address().splitlines()), "address", f"faker/{abroad}/address"

    def id_postcode(self, locale: str) -> tuple[str, str, str]:
        return self.fakers[locale].postcode(), "address", f"faker/{locale}/postcode"

    def id_zip(self, locale: str) -> tuple[str, str, str]:
        faker = self.fakers["en_US"]
        how = self.rng.choice(("zipcode", "zipcode", "zipcode_plus4"))
        return getattr(faker, how)(), "address", f"faker/en_US/{how}"

    def id_suburb_postcode(self, locale: str) -> tuple[str, str, str]:
        faker = self.fakers["en_AU"]
        return f"{faker.city()} {faker.state_abbr()} {faker.postcode()}", "address", "faker/en_AU/city+state_abbr+postcode"

    def id_dob(self, locale: str) -> tuple[str, str, str]:
        born = self.fakers[locale].date_between_dates(date(1926, 1, 1), date(2023, 12, 31))
        written, style = self._date(born, locale)
        return written, "date_of_birth", f"faker/{locale}/date_between_dates, {style}"

    def id_dob_iso(self, locale: str) -> tuple[str, str, str]:
        born = self.fakers[locale].date_between_dates(date(1926, 1, 1), date(2023, 12, 31))
        return born.isoformat(), "date_of_birth", f"faker/{locale}/date_between_dates, iso"

    def id_dod(self, locale: str) -> tuple[str, str, str]:
        died = self.fakers[locale].date_between_dates(date(1990, 1, 1), date(2024, 12, 31))
        written, style = self._date(died, locale)
        return written, "date_of_death", f"faker/{locale}/date_between_dates, {style}"

    def id_age(self, locale: str) -> tuple[str, str, str]:
        return str(self.rng.randint(90, 104)), "age_over_89", "random 90-104"

    def id_ssn(self, locale: str) -> tuple[str, str, str]:
        ssn = self.fakers["en_US"].ssn()
        style = self.rng.choice(("dashes", "dashes", "spaces", "digits"))
        written = {"dashes": ssn, "spaces": ssn.replace("-", " "), "digits": ssn.replace("-", "")}[style]
        return written, "ssn", f"faker/en_US/ssn, {style}"

    def id_sin(self, locale: str) -> tuple[str, str, str]:
        sin = self.fakers["en_CA"].ssn()  # "547 803 155", Luhn-valid
        style = self.rng.choice(("spaces", "dashes", "digits"))
        written = {"spaces": sin, "dashes": sin.replace(" ", "-"), "digits": sin.replace(" ", "")}[style]
        return written, "national_id", f"faker/en_CA/ssn (SIN), {style}"

    def id_nino(self, locale: str) -> tuple[str, str, str]:
        """A National Insurance number by HMRC's allocation rules (NIM39110)."""
        while True:
            prefix = self.rng.choice("ABCEGHJKLMNOPRSTWXYZ") + self.rng.choice("ABCEGHJKLMNPRSTWXYZ")
            if prefix not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
                break
        digits = f"{self.rng.randrange(1_000_000):06d}"
        suffix = self.rng.choice("ABCD")
        style = self.rng.choice(("spaced", "plain"))
        written = f"{prefix}{digits}{suffix}" if style == "plain" else \
            f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}"
        return written, "national_id", f"HMRC NIM39110 format, {style}"

    def id_nhs(self, locale: str) -> tuple[str, str, str]:
        while True:
            nine = f"{self.rng.randint(400_000_000, 799_999_999)}"
            check = 11 - sum(int(c) * (10 - i) for i, c in enumerate(nine)) % 11
            if check != 10:
                number = nine + str(0 if check == 11 else check)
                break
        written = self.rng.choice((f"{number[:3]} {number[3:6]} {number[6:]}", number))
        return written, "member_id", "NHS number format (modulus 11)"

    def id_mbi(self, locale: str) -> tuple[str, str, str]:
        """A Medicare Beneficiary Identifier in CMS's format (positions: N A AN N A AN N A A N N)."""
        r, letters, alnum = self.rng, MBI_LETTERS, MBI_LETTERS + string.digits
        mbi = (str(r.randint(1, 9)) + r.choice(letters) + r.choice(alnum) + str(r.randint(0, 9)) + r.choice(letters)
               + r.choice(alnum) + str(r.randint(0, 9)) + r.choice(letters) + r.choice(letters) + f"{r.randrange(100):02d}")
        written = self.rng.choice((mbi, f"{mbi[:4]}-{mbi[4:7]}-{mbi[7:]}"))
        return written, "member_id", "CMS MBI format"

    def id_member_id(self, locale: str) -> tuple[str, str, str]:
        faker = self.fakers["en_US"]
        shape = self.rng.choice(("???#########", "W#########", "#########-0#", "???##########"))
        return faker.bothify(shape, letters=string.ascii_uppercase), "member_id", f"faker/en_US/bothify {shape}"

    def id_mrn(self, locale: str) -> tuple[str, str, str]:
        shape = self.rng.choice(("#######", "########", "00#######", "E#######", "M########", "###-##-##"))
        return self.fakers[locale].bothify(shape), "mrn", f"faker/{locale}/bothify {shape}"

    def id_account(self, locale: str) -> tuple[str, str, str]:
        shape = self.rng.choice(("##########", "H#########", "#########"))
        return self.fakers[locale].bothify(shape), "account_number", f"faker/{locale}/bothify {shape}"

    def id_card(self, locale: str) -> tuple[str, str, str]:
        faker = self.fakers[locale]
        issuer = self.rng.choice(("visa16", "visa13", "visa19", "mastercard", "amex", "discover", "diners", "jcb15",
                                  "jcb16", "maestro"))
        number = faker.credit_card_number(card_type=issuer)
        style = self.rng.choice(("plain", "spaces", "dashes"))
        if style != "plain":
            sep = " " if style == "spaces" else "-"
            cuts = (4, 10, 15) if len(number) == 15 else (4, 10, 14) if len(number) == 14 else tuple(range(4, len(number), 4))
            pieces, last = [], 0
            for cut in (*cuts, len(number)):
                pieces.append(number[last:cut])
                last = cut
            number = sep.join(piece for piece in pieces if piece)
        return number, "account_number", f"faker/{locale}/credit_card_number {issuer}, {style}"

    def id_iban(self, locale: str) -> tuple[str, str, str]:
        source_locale = self.rng.choice(IBAN_LOCALES)
        iban = self.fakers[source_locale].iban()
        style = self.rng.choice(("electronic", "paper"))
        if style == "paper":  # ISO 13616's printed form: groups of four
            iban = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
        return iban, "account_number", f"faker/{source_locale}/iban, {style}"

    def id_ipv4(self, locale: str) -> tuple[str, str, str]:
        return self.fakers[locale].ipv4_public(), "ip_address", f"faker/{locale}/ipv4_public"

    def id_ipv6(self, locale: str) -> tuple[str, str, str]:
        address = ipaddress.IPv6Address(self.fakers[locale].ipv6())
        style = self.rng.choice(("full", "compressed", "exploded"))
        if style == "compressed":  # a run of zero groups, written as RFC 5952 compresses it
            groups = address.exploded.split(":")
            start = self.rng.randint(1, 5)
            for i in range(start, start + self.rng.randint(2, 3)):
                groups[i] = "0000"
            address = ipaddress.IPv6Address(":".join(groups))
        written = address.exploded if style == "exploded" else address.compressed
        return written, "ip_address", f"faker/{locale}/ipv6, {style}"

    def id_mac(self, locale: str) -> tuple[str, str, str]:
        mac = self.fakers[locale].mac_address()
        style = self.rng.choice(("colons", "upper", "dashes", "dotted"))
        hexes = mac.replace(":", "")
        written = {"colons": mac, "upper": mac.upper(), "dashes": mac.upper().replace(":", "-"),
                   "dotted": f"{hexes[:4]}.{hexes[4:8]}.{hexes[8:]}"}[style]
        return written, "device_id", f"faker/{locale}/mac_address, {style}"

    def id_plate(self, locale: str) -> tuple[str, str, str]:
        if locale in ("en_IN", "en_IE"):  # Faker's en_IN plates are not India's marks; en_IE has none of its own
            r = self.rng
            series = "".join(r.choice(string.ascii_uppercase) for _ in range(r.randint(1, 2)))
            mark = (r.choice(IN_STATES), f"{r.randint(1, 99):02d}", series, f"{r.randint(1, 9999):04d}")
            return self.rng.choice((" ".join(mark), "".join(mark))), "vehicle_id", "India registration mark format"
        plate = self.fakers[locale].license_plate()
        while "\u2022" in plate:  # en_AU's embossed separator dot, which nobody types
            plate = self.fakers[locale].license_plate()
        return plate, "vehicle_id", f"faker/{locale}/license_plate"

    # -- context and identifier-free values -------------------------------------------------------------------
    def context(self, field: str, locale: str) -> str:
        r, faker = self.rng, self.fakers[locale]
        simple = {
            "name": faker.name, "first": faker.first_name, "last": faker.last_name, "clinician": faker.last_name,
            "title": lambda: r.choice(TITLES), "sex": lambda: r.choice("FM"),
            "dos": lambda: self._service_date(locale), "dos2": lambda: self._service_date(locale),
            "time": lambda: r.choice((f"{r.randint(0, 23):02d}:{r.randrange(60):02d}",
                                      f"{r.randint(1, 12)}:{r.randrange(60):02d} {r.choice(('am', 'pm'))}")),
            "expiry": lambda: f"{r.randint(1, 12):02d}/{r.randint(25, 31)}",
            "claim_no": lambda: r.choice((f"CLM-{r.randint(2022, 2025)}-{r.randrange(10**7):07d}",
                                          f"{r.randrange(10**11):011d}", f"E{r.randrange(10**9):09d}")),
            "age_young": lambda: str(r.randint(18, 89)),
            "drug": lambda: r.choice(DRUGS), "dose": lambda: r.choice(DOSES), "freq": lambda: r.choice(FREQS),
            "lab": self._lab, "lab2": self._lab, "weeks": lambda: str(r.randint(2, 12)),
            "small": lambda: str(r.randint(2, 14)), "small2": lambda: str(r.randint(15, 30)),
            "big": lambda: f"{r.randint(1000, 250000):,}", "maxdose": lambda: r.choice(("40", "200", "2,000", "4,000")),
            "bp": lambda: f"{r.randint(100, 165)}/{r.randint(60, 98)}",
            "hr": lambda: str(r.randint(52, 110)), "cpt": lambda: r.choice(CPTS), "icd": lambda: r.choice(ICDS),
            "inr": lambda: f"{r.uniform(1.2, 4.5):.1f}", "room": lambda: str(r.randint(101, 640)),
            "spo2": lambda: str(r.randint(90, 100)), "temp": lambda: f"{r.uniform(36.1, 39.4):.1f}",
            "weight": lambda: f"{r.uniform(48, 130):.1f}", "height": lambda: str(r.randint(150, 195)),
            "bmi": lambda: f"{r.uniform(18, 41):.1f}", "units": lambda: str(r.randint(6, 40)),
            "section": lambda: r.choice((f"{r.randint(1, 12)}.{r.randint(1, 9)}", f"{r.randint(1, 30)}(b)",
                                         f"{r.randint(1, 12)}.{r.randint(1, 9)}.{r.randint(1, 9)}")),
            "amount": self._amount, "amount2": self._amount, "amount3": self._amount,
            "group_no": lambda: r.choice((f"{r.randrange(10**6):06d}", f"GRP-{r.randrange(10**5):05d}")),
            "pct": lambda: str(r.choice((10, 20, 30, 40, 50, 70, 80, 90))),
            "pct_small": lambda: f"{r.uniform(0.1, 99):.1f}",
            "auth_no": lambda: f"PA-{r.randint(2023, 2025)}-{r.randrange(10**6):06d}",
            "ref_no": lambda: f"REF-{r.randrange(10**6):06d}", "year": lambda: str(r.randint(2023, 2026)),
            "carc": lambda: r.choice(CARCS), "npi": self._npi,
            "ticket": lambda: f"INC{r.randrange(10**7):07d}", "order_no": lambda: f"{r.randrange(10**8):08d}",
            "guid": lambda: str(faker.uuid4()), "status": lambda: r.choice(("500", "502", "503", "504", "429")),
            "ms": lambda: str(r.randint(3, 30000)), "version": lambda: f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
            "batch": lambda: str(r.randint(1, 40)), "port": lambda: r.choice(("8000", "8080", "8443", "9090", "5432")),
            "tollfree": self._toll_free, "hours": lambda: f"{r.randint(7, 9)} a.m. to {r.randint(5, 9)} p.m.",
            "sha": lambda: faker.sha1()[:r.choice((7, 8, 12))], "issue": lambda: str(r.randint(10, 4000)),
        }
        return simple[field]()

    def _date(self, day: date, locale: str) -> tuple[str, str]:
        """A date in a form this locale's people and systems print."""
        m, d, y = day.month, day.day, day.year
        month, short = MONTHS[m - 1], MONTHS[m - 1][:3]
        forms = {
            "d mon yyyy": f"{d} {month} {y}", "dd-mon-yyyy lower": f"{d:02d}-{short.lower()}-{y}",
            "dd-Mon-yyyy": f"{d:02d}-{short}-{y}", "ddMONyyyy": f"{d:02d}{short.upper()}{y}",
            "d Mon yyyy": f"{d} {short} {y}", "iso": day.isoformat(), "ordinal": f"{d}{_ordinal(d)} {month} {y}",
        }
        if locale in US_STYLE:
            forms.update({"m/d/yyyy": f"{m}/{d}/{y}", "mm/dd/yyyy": f"{m:02d}/{d:02d}/{y}", "mm-dd-yyyy": f"{m:02d}-{d:02d}-{y}",
                          "mon d, yyyy": f"{month} {d}, {y}", "Mon d, yyyy": f"{short} {d}, {y}",
                          "m/d/yy": f"{m}/{d}/{y % 100:02d}", "month dth, yyyy": f"{month} {d}{_ordinal(d)}, {y}"})
        else:
            forms.update({"dd/mm/yyyy": f"{d:02d}/{m:02d}/{y}", "d/m/yyyy": f"{d}/{m}/{y}", "dd.mm.yyyy": f"{d:02d}.{m:02d}.{y}",
                          "dd-mm-yyyy": f"{d:02d}-{m:02d}-{y}", "dd/mm/yy": f"{d:02d}/{m:02d}/{y % 100:02d}",
                          "the dth of month yyyy": f"the {d}{_ordinal(d)} of {month} {y}"})
        style = self.rng.choice(sorted(forms))
        return forms[style], style

    def _service_date(self, locale: str) -> str:
        return self._date(date(2023, 1, 1) + timedelta(days=self.rng.randrange(1000)), locale)[0]

    def _toll_free(self) -> str:
        """An organisation's toll-free line (the README exempts them): the ones measure_phi.py configures, or a
        NANP toll-free number libphonenumber reads as one."""
        r = self.rng
        while True:
            digits = f"8{r.choice(('00', '88', '77', '66', '55'))}{r.randint(2, 9)}{r.randrange(10**6):06d}"
            if phonenumbers.number_type(phonenumbers.parse(digits, "US")) == PhoneNumberType.TOLL_FREE:
                break
        return r.choice(("1-800-555-0100", "(800) 555-0175", f"1-{digits[:3]}-{digits[3:6]}-{digits[6:]}",
                         f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"))

    def _amount(self) -> str:
        return f"${self.rng.uniform(5, 9000):,.2f}"

    def _lab(self) -> str:
        r = self.rng
        return r.choice(LABS).format(r.uniform(5.0, 11.0), r.uniform(0.6, 2.4), r.randint(25, 110), r.randint(60, 190),
                                     r.uniform(3.2, 5.6))

    def _npi(self) -> str:
        """A provider's NPI (Luhn over the prefix 80840): printed on claims, not a patient's identifier."""
        body = f"{self.rng.choice('12')}{self.rng.randrange(10**8):08d}"
        digits = [int(c) for c in "80840" + body]
        total = sum(d if i % 2 else sum(divmod(d * 2, 10)) for i, d in enumerate(reversed(digits)))
        return body + str((10 - total % 10) % 10)


def _ordinal(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _apply(value: str, spec: str) -> str:
    for part in filter(None, spec.split(",")):
        if part == "upper":
            value = value.upper()
        elif part == "oneline":
            value = ", ".join(line.strip() for line in value.splitlines() if line.strip())
        elif part.startswith("i"):
            value = value.replace("\n", "\n" + " " * int(part[1:]))
    return value


def render(template: Template, values: Values, locale: str) -> tuple[str, list[list], list[str]]:
    """The template's text with its spans ([start, end, kind]) and the sources of its identifiers."""
    text, spans, sources, drawn = "", [], [], {}
    for literal, field, spec, _ in string.Formatter().parse(template.text):
        text += literal
        if field is None:
            continue
        if field not in drawn:
            drawn[field] = values.identifier(field, locale) or (values.context(field, locale), None, None)
        value, kind, source = drawn[field]
        value = _apply(value, spec or "")
        if kind:
            spans.append([len(text), len(text) + len(value), kind])
            sources.append(source)
        text += value
    return text, spans, sources


def _held_out(template_ids: list[str]) -> set[str]:
    ranked = sorted(template_ids, key=lambda tid: hashlib.sha256(tid.encode()).hexdigest())
    return set(ranked[::3])


def build(seed: int = SEED) -> list[dict]:
    """Every row, in a fixed order, with its split."""
    values = Values(seed)
    rows: list[dict] = []
    seen: set[str] = set()
    families = {name: (count, [Template(f"{name}.{i:02d}", *spec) for i, spec in enumerate(specs)])
                for name, (count, specs) in CARRYING.items()}
    families.update({name: (count, [Template(f"{name}.{i:02d}", name.split(".")[1], text) for i, text in enumerate(texts)])
                     for name, (count, texts) in CLEAN.items()})
    for name, (count, templates) in families.items():
        held = _held_out([template.id for template in templates])
        for i in range(count):
            template = templates[i % len(templates)]
            for _ in range(20):  # a repeated text is drawn again, and left out if it keeps repeating
                locale = values.rng.choice(template.locales)
                text, spans, sources = render(template, values, locale)
                if text not in seen:
                    break
            if text in seen:
                continue
            seen.add(text)
            clean = name.startswith("clean.")
            rows.append({
                "id": f"realforms-{len(rows):04d}", "text": text, "kinds": sorted({kind for _, _, kind in spans}),
                "spans": spans, "source": " + ".join(sources) if sources else f"template/{name}",
                "template": template.id, "genre": template.genre, "locale": locale, "clean": clean,
                "split": "heldout" if template.id in held else "tune",
            })
    return rows


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    import faker

    if faker.VERSION != FAKER_VERSION:
        logger.warning("Faker %s installed, the files were made with %s: the values will differ", faker.VERSION, FAKER_VERSION)
    rows = build()
    for split in ("tune", "heldout"):
        path = DATA / f"phi_realforms_{split}.jsonl"
        chosen = [{k: v for k, v in row.items() if k != "split"} for row in rows if row["split"] == split]
        with open(path, "w", encoding="utf-8") as handle:
            for row in chosen:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        carrying = sum(not row["clean"] for row in chosen)
        logger.info("%s: %d texts carrying identifiers, %d identifier-free", path.name, carrying, len(chosen) - carrying)


if __name__ == "__main__":
    main()
