"""Build the `phi` evaluation sets in tests/data/ (seeded, so the files are reproducible).

    python scripts/make_phi_sets.py [--letters 300] [--seed 9]

Two files, each line one letter with a `split`:

- `phi_planted.jsonl`: payer and clinical letters (identifier-free sentences around one to three
  sentences that each carry a planted identifier) with the planted spans and kinds;
- `phi_clean.jsonl`: letters with no personal identifier at all, full of what looks like one:
  policy, group, form, claim, NPI, reference and authorization numbers, dates of service,
  dosages, codes, phone-shaped form numbers, the insurer's own published contacts, street names
  that are titles.

The `tune` split was used while writing the detectors; the `heldout` split has its own
sentence templates, filler sentences and identifier forms (written before the first
measurement and not adjusted after it), so its numbers say how the check does on text it was
not tuned to. `scripts/measure_phi.py` prints recall and false alarms per split.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

OUT = Path(__file__).resolve().parent.parent / "tests" / "data"

# The insurer's own published contacts: measure_phi.py configures them as organisation_contacts.
ORGANISATION_CONTACTS = [
    "1-800-555-0100",
    "(800) 555-0175",
    "Appeals Unit, PO Box 30432, Salt Lake City, UT 84130",
    "appeals@acmehealth.example",
]

FIRST = ["Maria", "John", "Aisha", "Wei", "Olga", "Carlos", "Priya", "James", "Fatima", "Liam", "Sofia", "Dmitri",
         "Grace", "Tomás", "Hannah", "Kwame", "Elena", "Marcus", "Yuki", "Noor"]
LAST = ["Lopez", "Smith", "Okafor", "Zhang", "Petrova", "Mendes", "Natarajan", "O'Brien", "Haddad", "Murphy",
        "Rossi", "Ivanov", "Kim", "García", "Schmidt", "Mensah", "Novak", "Bennett", "Tanaka", "Rahman"]
STREETS = ["Oak", "Maple", "Cedar", "Pine", "Elm", "Willow", "Birch", "Lakeview", "Hillcrest", "Sunset", "Meadow",
           "Riverside", "Chestnut", "Highland", "Magnolia"]
SUFFIXES_TUNE = ["Street", "Avenue", "Road", "Court", "Way", "Place", "Boulevard", "Lane", "Drive"]
SUFFIXES_HELD = ["St.", "Ave", "Terrace", "Circle", "Parkway", "Ct", "Blvd", "Trail", "Crescent"]
CITIES = [("Springfield", "IL", "62704"), ("Portland", "OR", "97204"), ("Austin", "TX", "78701"),
          ("Columbus", "OH", "43215"), ("Tampa", "FL", "33602"), ("Denver", "CO", "80202")]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


@dataclass
class Plant:
    kind: str
    text: str


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _birth_date(rng: random.Random, forms: list[str]) -> str:
    year, month, day = rng.randint(1930, 2008), rng.randint(1, 12), rng.randint(1, 28)
    form = rng.choice(forms)
    return {
        "mdy": f"{month:02d}/{day:02d}/{year}",
        "mdy_short": f"{month}/{day}/{year % 100:02d}",
        "dmy_dots": f"{day:02d}.{month:02d}.{year}",
        "dmy_dash": f"{day:02d}-{month:02d}-{year}",
        "iso": f"{year}-{month:02d}-{day:02d}",
        "ymd_dots": f"{year}.{month:02d}.{day:02d}",
        "long": f"{MONTHS[month - 1]} {day}, {year}",
        "long_dmy": f"{day} {MONTHS[month - 1]} {year}",
        "abbr": f"{MONTHS[month - 1][:3]}. {day}, {year}" if len(MONTHS[month - 1]) > 4 else f"{MONTHS[month - 1]} {day}, {year}",
        "ordinal": f"the {day}{'th' if 4 <= day <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')} of {MONTHS[month - 1]} {year}",
    }[form]


# -- identifier forms ---------------------------------------------------------------------------
def phone_tune(rng: random.Random) -> str:
    a, b, c = rng.choice(["212", "415", "617", "555", "303"]), _digits(rng, 3), _digits(rng, 4)
    return rng.choice([
        f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1 {a} {b} {c}", f"1-{a}-{b}-{c}", f"555-{c}",
        f"+1-{a}-{b}-{c} ext. {rng.randint(2, 999)}", f"+44 20 {_digits(rng, 4)} {_digits(rng, 4)}",
        f"0049 30 {_digits(rng, 7)}", f"020 {_digits(rng, 4)} {_digits(rng, 4)}",
    ])


def phone_held(rng: random.Random) -> str:
    a, b, c = rng.choice(["312", "646", "808", "555", "919"]), _digits(rng, 3), _digits(rng, 4)
    return rng.choice([
        f"{a} {b} {c}", f"+1 ({a}) {b}-{c}", f"({a}){b}-{c}", f"{a}-{b}-{c} x{rng.randint(10, 99)}",
        f"+33 1 {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)}",
        f"07700 900{_digits(rng, 3)}", f"+49 89 {_digits(rng, 8)}", f"{b}-{c}", f"+61 2 {_digits(rng, 4)} {_digits(rng, 4)}",
        f"{a}{b}{c}",
    ])


def ssn(rng: random.Random) -> str:
    a, b, c = rng.randint(100, 665), rng.randint(10, 99), rng.randint(1000, 9999)
    return rng.choice([f"{a}-{b}-{c}", f"{a} {b} {c}"])


def email(rng: random.Random) -> str:
    first, last = rng.choice(FIRST).lower(), rng.choice(LAST).lower().replace("'", "")
    domain = rng.choice(["gmail.example", "mail.example.com", "yahoo.example", "outlook.example"])
    return rng.choice([f"{first}.{last}@{domain}", f"{first[0]}{last}{rng.randint(1, 99)}@{domain}"])


def member_id(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUWXYZ"
    mbi = "ACDEFGHJKMNPQRTUVWXY"
    return rng.choice([
        "".join(rng.choice(letters) for _ in range(3)) + _digits(rng, 9),
        rng.choice("WUHM") + _digits(rng, 9),
        "".join(rng.choice(letters) for _ in range(3)) + "-" + _digits(rng, 5) + "-" + _digits(rng, 2),
        f"{rng.randint(1, 9)}{rng.choice(mbi)}{rng.choice(mbi)}{rng.randint(0, 9)}-{rng.choice(mbi)}{rng.choice(mbi)}"
        f"{rng.randint(0, 9)}-{rng.choice(mbi)}{rng.choice(mbi)}{_digits(rng, 2)}",
        _digits(rng, 9) + rng.choice("ABCD"),
    ])


def record_number(rng: random.Random) -> str:
    return rng.choice([_digits(rng, 7), "A" + _digits(rng, 7), _digits(rng, 2) + "-" + _digits(rng, 5), _digits(rng, 8)])


def street(rng: random.Random, suffixes: list[str]) -> str:
    return f"{rng.randint(2, 9800)} {rng.choice(STREETS)} {rng.choice(suffixes)}"


# -- planted sentences: (kind, template) with {x} the identifier -------------------------------
def planted_tune(rng: random.Random) -> tuple[str, Plant]:
    name = _name(rng)
    choices: list[tuple[str, Callable[[], str], str]] = [
        ("phone", lambda: phone_tune(rng), "Please call the member at {x} to confirm the appointment."),
        ("phone", lambda: phone_tune(rng), "Her daughter asked that we reach her on {x} after 5 p.m."),
        ("phone", lambda: phone_tune(rng), "The patient's home phone is {x}."),
        ("ssn", lambda: ssn(rng), "The enrollment form lists SSN {x} for the subscriber."),
        ("ssn", lambda: ssn(rng), "We matched the record using the social security number {x}."),
        ("email", lambda: email(rng), f"{name} asked that the decision be sent to {{x}} as well."),
        ("date_of_birth", lambda: "DOB: " + _birth_date(rng, ["mdy", "iso", "dmy_dots", "long"]), "Patient identity was verified ({x})."),
        ("date_of_birth", lambda: "born on " + _birth_date(rng, ["mdy", "long_dmy", "dmy_dash"]), "The claimant was {x}."),
        ("date_of_birth", lambda: "date of birth " + _birth_date(rng, ["mdy", "ymd_dots", "abbr"]), "The intake form gives the {x}."),
        ("date_of_birth", lambda: f"{name} ({_birth_date(rng, ['mdy', 'mdy_short'])})", "We reviewed the chart of {x} for this request."),
        ("mrn", lambda: "MRN " + record_number(rng), "The operative note ({x}) documents the repair."),
        ("mrn", lambda: "chart number " + record_number(rng), "Per {x}, the wound was debrided twice."),
        ("account_number", lambda: "account #" + record_number(rng), "The balance on {x} was transferred to collections."),
        ("case_number", lambda: "case no. " + _digits(rng, 4) + "-" + _digits(rng, 6), "Your grievance was logged under {x}."),
        ("member_id", lambda: "member ID " + member_id(rng), "On behalf of the member ({x}), we request an expedited review."),
        ("member_id", lambda: "subscriber ID: " + member_id(rng), "The ID card shows {x} and the plan name."),
        ("member_id", lambda: member_id(rng), "The member's card number, {x}, was entered incorrectly."),
        ("address", lambda: street(rng, SUFFIXES_TUNE) + ", Apt " + str(rng.randint(1, 40)) + rng.choice("ABCD"), "The member lives at {x}."),
        ("address", lambda: street(rng, SUFFIXES_TUNE), "Please mail the replacement card to {x} in Springfield."),
        ("address", lambda: "P.O. Box " + str(rng.randint(100, 99999)), "The patient receives mail at {x}."),
        ("address", lambda: f"{rng.randint(1, 99)} rue de la {rng.choice(['Paix', 'Gare', 'République'])}", "The member's daughter resides at {x}, Paris."),
        ("age_over_89", lambda: f"{rng.randint(90, 104)}-year-old", "The {x} member was admitted from a nursing home."),
    ]
    kind, make, template = rng.choice(choices)
    return _fill(template, kind, make())


def planted_held(rng: random.Random) -> tuple[str, Plant]:
    name = _name(rng)
    city, state, zip_code = rng.choice(CITIES)
    choices: list[tuple[str, Callable[[], str], str]] = [
        ("phone", lambda: phone_held(rng), "The caregiver can be contacted at {x} during the week."),
        ("phone", lambda: phone_held(rng), "Mobile: {x}"),
        ("phone", lambda: phone_held(rng), f"If the fax does not arrive, {name} can be called directly at {{x}}."),
        ("ssn", lambda: ssn(rng), "Social Security No. {x} was printed on the EOB in error."),
        ("ssn", lambda: f"{rng.randint(100, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}", "The W-9 attached to the claim shows {x}."),
        ("email", lambda: email(rng), "Correspondence for the member should go to {x}."),
        ("date_of_birth", lambda: "D.O.B. " + _birth_date(rng, ["mdy_short", "dmy_dots", "ordinal"]), "Identity confirmed: {x}."),
        ("date_of_birth", lambda: "Birthdate: " + _birth_date(rng, ["abbr", "iso", "long"]), "{x}"),
        ("date_of_birth", lambda: f"Mr. {name}, {_birth_date(rng, ['mdy_short', 'mdy'])},", "The records of {x} were requested by the plan."),
        ("date_of_birth", lambda: "born " + _birth_date(rng, ["long", "long_dmy"]), "The beneficiary, {x}, has been enrolled since 2019."),
        ("mrn", lambda: "medical record number " + record_number(rng), "The discharge summary is filed under {x}."),
        ("mrn", lambda: "MRN: " + record_number(rng), "Pathology confirmed the diagnosis ({x})."),
        ("mrn", lambda: "encounter number " + _digits(rng, 8), "The emergency department visit has {x}."),
        ("account_number", lambda: "patient account number " + record_number(rng), "Payment was applied to {x}."),
        ("case_number", lambda: "case number " + rng.choice(["AP", "GR", "CM"]) + "-" + _digits(rng, 7), "Please quote {x} in any reply."),
        ("member_id", lambda: "Medicaid ID " + _digits(rng, 9) + rng.choice("AB"), "Coverage was verified with {x}."),
        ("member_id", lambda: "policy number " + rng.choice(["HX", "PL", "QR"]) + "-" + _digits(rng, 6), "Her {x} appears on the denial letter."),
        ("member_id", lambda: "MBI " + member_id(rng), "The Medicare beneficiary's {x} was used to file."),
        ("member_id", lambda: member_id(rng), "For the enrollee, the identification number is {x}."),
        ("address", lambda: f"{street(rng, SUFFIXES_HELD)}, Suite {rng.randint(100, 999)}, {city}, {state} {zip_code}", "Home address on file: {x}."),
        ("address", lambda: f"{street(rng, SUFFIXES_HELD)}", "Since March the patient has been living at {x} with her son."),
        ("address", lambda: f"{rng.randint(1, 200)} {rng.choice(['Kensington', 'Camden', 'Harbour'])} Road, London N{rng.randint(1, 20)} {rng.randint(1, 9)}{rng.choice('ABDEFG')}{rng.choice('HJLNPQ')}", "The member moved to {x}."),
        ("address", lambda: f"{rng.choice(['Haupt', 'Linden', 'Garten'])}straße {rng.randint(1, 120)}", "Statements go to the member's home at {x}, Berlin."),
        ("address", lambda: f"Calle {rng.choice(['Mayor', 'Real', 'Sol'])} {rng.randint(1, 90)}", "The patient stays at {x} in Madrid during treatment."),
        ("age_over_89", lambda: f"aged {rng.randint(90, 101)}", "The patient, {x}, lives alone."),
    ]
    kind, make, template = rng.choice(choices)
    return _fill(template, kind, make())


def _fill(template: str, kind: str, value: str) -> tuple[str, Plant]:
    return template.replace("{x}", value), Plant(kind, value)


# -- identifier-free sentences ----------------------------------------------------------------
def clean_tune(rng: random.Random) -> str:
    year = rng.choice([2023, 2024, 2025, 2026])
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([
        f"We received your request on {month:02d}/{day:02d}/{year}.",
        f"The date of service was {MONTHS[month - 1]} {day}, {year}.",
        f"Group policy number {_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 4)} applies to your employer's plan.",
        f"Complete Form {_digits(rng, 3)}-{_digits(rng, 4)} and return it within 60 days.",
        f"Claim {rng.choice(['CLM', 'CL'])}-{_digits(rng, 6)} was reprocessed under the corrected fee schedule.",
        f"The prescribing provider's NPI {_digits(rng, 10)} is listed on the prior authorization.",
        f"Prior authorization number {_digits(rng, 8)}-{_digits(rng, 4)} covers the requested MRI.",
        "Metformin 500 mg twice daily was continued; the A1c was 7.4 percent at the last visit.",
        "The plan covers up to 100 days of skilled nursing care per benefit period.",
        f"For days 21 through 100 the member pays a daily coinsurance of ${rng.randint(180, 220)}.",
        "The diagnosis was reported as E11.9 and the visit billed under CPT 99214.",
        "For questions, call Member Services at 1-800-555-0100 (TTY 711), 8 a.m. to 8 p.m.",
        "You may send your appeal to Appeals Unit, PO Box 30432, Salt Lake City, UT 84130.",
        "Appeals may also be e-mailed to appeals@acmehealth.example.",
        f"Under section {rng.randint(1, 9)}.{rng.randint(1, 9)} of the Evidence of Coverage, the service requires prior approval.",
        f"The deductible for {year} is ${rng.choice(['1,632', '2,000', '1,250'])} per benefit period.",
        "An expedited appeal is decided within 72 hours.",
        f"The out-of-pocket maximum rose from $8,300 in {year - 1} to $8,850 in {year}.",
        "The member's physician submitted office notes supporting medical necessity.",
        "The reviewer found that the criteria for inpatient admission were not met.",
        f"Reference number {_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 4)} was assigned to this call.",
        "Physical therapy is limited to 20 visits per calendar year.",
        f"Group number {_digits(rng, 7)} identifies your employer's plan.",
        "Amoxicillin 875 mg every 12 hours for 10 days was prescribed.",
        "Blood pressure was 132/84 and heart rate 72 at the follow-up visit.",
        "The request was reviewed by a board-certified orthopaedic surgeon.",
        f"Contract number H{_digits(rng, 4)}-{_digits(rng, 3)} appears in the plan documents.",
        "This decision was made under 42 CFR 422.566.",
    ])


def clean_held(rng: random.Random) -> str:
    year = rng.choice([2022, 2024, 2025, 2026])
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice([
        f"Dates of service: {month}/{day}/{year} through {month}/{min(day + 3, 28)}/{year}.",
        f"Your plan's formulary was updated on {day} {MONTHS[month - 1]} {year}.",
        f"Tax ID {_digits(rng, 2)}-{_digits(rng, 7)} belongs to the billing facility.",
        f"Policy form {_digits(rng, 3)}-{_digits(rng, 4)} describes the exclusions.",
        f"Invoice #{_digits(rng, 4)}-{_digits(rng, 4)} was paid on {month:02d}/{day:02d}/{year}.",
        f"NDC {_digits(rng, 5)}-{_digits(rng, 4)}-{_digits(rng, 2)} is covered at tier 2.",
        f"Authorization {_digits(rng, 10)} is valid for 90 days.",
        "Lisinopril 10 mg once daily; potassium 4.1 mmol/L; creatinine 1.0 mg/dL.",
        "The member may request an independent external review within 4 months.",
        "Skilled nursing facility care requires a qualifying 3-day inpatient stay.",
        f"Claims received after {MONTHS[month - 1]} {year} are subject to timely filing limits.",
        "Call member services at (800) 555-0175, Monday to Friday.",
        f"The {rng.choice(['2024', '2025'])} Summary of Benefits lists a $35 specialist copay.",
        "About 12% of external reviews overturn the plan's decision.",
        f"Confirmation number {_digits(rng, 3)}-{_digits(rng, 4)} was given at the end of the call.",
        "Coverage for durable medical equipment is subject to a 20 percent coinsurance.",
        "The peer-to-peer conversation took place with the attending physician.",
        "Documentation did not show a trial of conservative therapy for at least 6 weeks.",
        f"The revised clinical policy (version {rng.randint(2, 9)}.{rng.randint(0, 9)}) takes effect in {year}.",
        "Telehealth visits are covered at the same cost share as office visits.",
        "The 21 Jump Street reboot was filmed near the hospital, the newsletter notes.",
        "Analysts on Wall Street expect premiums to rise again next year.",
        f"ICD-10 code M54.5 and HCPCS code E0601 were submitted on the claim.",
        f"Provider number {_digits(rng, 9)} was used on the UB-04.",
        "Insulin glargine 20 units at bedtime was started on the second hospital day.",
        f"Your appeal rights are explained on page {rng.randint(2, 12)} of this notice.",
        "Members aged 90 or older are reported as one group in the plan's statistics.",
        "The oncology committee meets every second Tuesday.",
    ])


def letter(rng: random.Random, clean: Callable[[random.Random], str], plants: list[tuple[str, Plant]]) -> dict:
    sentences = [clean(rng) for _ in range(rng.randint(3, 7))]
    for sentence, _ in plants:
        sentences.insert(rng.randint(0, len(sentences)), sentence)
    opening = rng.choice(["Dear Member,", "Re: Request for reconsideration", "Clinical summary", "Dear Dr. Patel,", ""])
    text = (opening + "\n\n" if opening else "") + " ".join(sentences)
    spans = []
    for _, plant in plants:
        start = text.find(plant.text)
        spans.append({"kind": plant.kind, "start": start, "end": start + len(plant.text), "text": plant.text})
    return {"text": text, "identifiers": spans}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--letters", type=int, default=300, help="Letters per split and file.")
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    planted, clean = [], []
    for split, make_plant, make_clean in (("tune", planted_tune, clean_tune), ("heldout", planted_held, clean_held)):
        for index in range(args.letters):
            plants = [make_plant(rng) for _ in range(rng.randint(1, 3))]
            row = letter(rng, make_clean, plants)
            planted.append({"id": f"{split}-p{index}", "split": split, **row})
            clean_row = letter(rng, make_clean, [])
            clean.append({"id": f"{split}-c{index}", "split": split, "text": clean_row["text"]})
    OUT.mkdir(parents=True, exist_ok=True)
    for name, rows in (("phi_planted.jsonl", planted), ("phi_clean.jsonl", clean)):
        with open(OUT / name, "w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(planted)} planted and {len(clean)} clean letters to {OUT}")


if __name__ == "__main__":
    main()
