"""An eighteenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind18.py [--seed 20201] [--out PATH]   # JSON lines to PATH, or to stdout

The seventeen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151; make_phi_blind14.py, 16161; make_phi_blind15.py, 17171;
make_phi_blind16.py, 18181; make_phi_blind17.py, 19191) are treated as known to the tuner. Its author read only those
generators (for their mechanics, imported here, and to avoid their templates), never the detectors, their tests or
the sets they were tuned on, never ran the check on these texts, and did not read the nineteenth set, written at the
same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 30 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b18_" or "b18c_"). Identifier-free genres: X12 999 acceptances, 277CA acknowledgements, 835 headers with BPR/TRN and
PLB, TA1 rejections; HL7 MFN location masters and OM1 test catalogues; FHIR Bundles of Organization, Location and
InsurancePlan resources; XML provider directories; CSV fee schedules, HEDIS rates, ED utilisation dashboards and
pharmacy network lists; ICD-10/CPT crosswalks, data-dictionary pages, claim-line aggregates in JSON; EOB lines,
remittance summaries, prior-auth approvals, formulary tier changes, network directory entries, claim-status pages,
pharmacy benefit cards, appointment reminders, chemistry reference ranges, billing statement footers, vision and
dental plan summaries, travel-insurance emergency wordings, plan-year comparisons, Star reports, support chats and
e-mail replies without an identifier, change tickets, release notes, call-centre scripts, public-health bulletins,
accreditation letters, visit summaries, counselling leaflets, QI minutes, and benefit, fee and opening-hours notices
in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: SMS with typos, quoted and
forwarded e-mail, voice-to-text with spelled digits, OCR'd intake and payment slips, PDF text with odd spacing,
spreadsheet pastes, markdown tables that split identifiers over cells, X12 270, HL7 ORU, FHIR Coverage, XML claim
attachments, CSV rosters, syslog and access logs, calendar invites, kiosk JSON, IVR transcripts, transport requests,
parking permits, and letters, forms, e-mails and chats in other locales.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN, its lab's CLIA number); the people it names
are the organisations' own clinicians and staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind10 as blind10
    import make_phi_blind17 as blind17
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10
    from scripts import make_phi_blind17 as blind17

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 20201
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind10.OTHER_LOCALES
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Cedar Bluff Health Mutual"
CLINIC_NAME = "Winnebago River Family Practice"
LAB_NAME = "Shell Rock Reference Laboratory"
EYE_NAME = "Clear Lake Eye Associates"
DENTAL_NAME = "Lime Creek Dental Group"
PHARMACY_NAME = "Willow Creek Apothecary"
ORG_DOMAIN = "cedarbluffmutual.org"
CLINIC_DOMAIN = "winnebagoriverfp.org"
ORGANISATION_CONTACTS = [
    "(641) 555-0140",                                           # 0 plan member services
    "(641) 555-0141",                                           # 1 plan fax (utilisation management)
    "Claims Intake, PO Box 3318, Mason City, IA 50402",         # 2 plan claims address
    "400 North Federal Avenue, Suite 210, Mason City, IA 50401",  # 3 plan office
    "appeals@cedarbluffmutual.org",                             # 4
    "help@cedarbluffmutual.org",                                # 5
    "(641) 555-0143",                                           # 6 clinic
    "(641) 555-0144",                                           # 7 clinic fax
    "25 Second Street NE, Mason City, IA 50401",                # 8 clinic address
    "reception@winnebagoriverfp.org",                           # 9
    "https://www.cedarbluffmutual.org",                         # 10
    "(641) 555-0146",                                           # 11 lab client services
    "910 Main Avenue, Clear Lake, IA 50428",                    # 12 lab address
    "(641) 555-0147",                                           # 13 dental
    "218 South Elm Street, Forest City, IA 50436",              # 14 dental address
    "(641) 555-0148",                                           # 15 eye care
    "77 Lake Shore Drive, Clear Lake, IA 50428",                # 16 eye care address
    "(641) 555-0149",                                           # 17 pharmacy help desk
    "1402 Fourth Street SW, Mason City, IA 50401",              # 18 pharmacy address
    "1-888-555-0152",                                           # 19 toll-free member line
    "1-866-555-0153",                                           # 20 nurse line, toll-free
    "+1 641 555 0140",                                          # 21 member line from abroad
    "+44 28 9649 6218",                                         # 22 European assistance partner
    "+33 5 36 49 41 87",                                        # 23 French assistance desk
    "pharmacy@cedarbluffmutual.org",                            # 24
    "edi@cedarbluffmutual.org",                                 # 25
    "networks@cedarbluffmutual.org",                            # 26
    "https://www.cedarbluffmutual.org/providers",               # 27
    "https://status.cedarbluffmutual.org",                      # 28
    "hedis@cedarbluffmutual.org",                               # 29
    "(660) 555-0154",                                           # 30 clinic branch, Lamoni
    "113 West Main Street, Lamoni, IA 50140",                   # 31 clinic branch address
    "(641) 555-0156",                                           # 32 clinic billing office
    "billing@winnebagoriverfp.org",                             # 33
    "(641) 555-0157",                                           # 34 provider services line
    "(660) 555-0158",                                           # 35 clinic branch fax
    "+49 30 23125 688",                                         # 36 German assistance partner
    "labclient@cedarbluffmutual.org",                           # 37
]
ORG_PAYER_ID = "CBHM7"
ORG_RXBIN = "017342"
ORG_RXPCN = "CBHRX"
ORG_RXGRP = "CBM2026A"
ORG_EIN = "42-1638905"
ORG_CLIA = "16D0948213"
ORG_HIOS = ("71604IA0030002", "71604IA0030010", "71604IA0040005")
ORG_NPIS = tuple(blind5._npi_of(body) for body in ("162093847", "118847302", "140562918",  # noqa: SLF001
                                                   "173320564", "152908731", "109734625"))

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, fax, address.
OWN_PROVIDERS = (
    ("Augustina Velarde-Kemp, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7],
     ORGANISATION_CONTACTS[8]),
    ("Lorcan Shimizu, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[35],
     ORGANISATION_CONTACTS[31]),
    ("Hermione Dufresne, DDS", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], "",
     ORGANISATION_CONTACTS[14]),
    ("Caspian Oyelaran, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], "", ORGANISATION_CONTACTS[16]),
    ("Wilhelmina Tran, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], "", ORGANISATION_CONTACTS[18]),
    ("Bartholomew Nakamura, MD", "Clinical Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[11], "",
     ORGANISATION_CONTACTS[12]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["641", "660", "319", "515", "712", "563"]
DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _local_number(draw: Draw) -> tuple[str, str, str]:
    """Area code, exchange (never 555 or N11) and line of a US number."""
    exchange = str(draw.rng.randint(202, 988))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "468"
    return draw.pick(AREA_CODES), exchange, draw.digits(4)


def phone_v18(draw: Draw) -> str:
    """A US number as people type it in chats and forms."""
    area, exchange, line = _local_number(draw)
    return draw.pick([f"{area}-{exchange}-{line}", f"({area}) {exchange} {line}", f"+1.{area}.{exchange}.{line}",
                      f"{area}{exchange}{line}", f"1 ({area}) {exchange}-{line}", f"{area} {exchange} {line}",
                      f"({area})-{exchange}-{line}", f"+1 {area}-{exchange}-{line}"])


def phone_scan(draw: Draw) -> str:
    """A US number as an OCR pass over a handwritten form spaces it."""
    area, exchange, line = _local_number(draw)
    return draw.pick([f"( {area} ) {exchange} - {line}", f"{area} {exchange[0]} {exchange[1:]} {line}",
                      f"{area} -{exchange}- {line}", f"({area}){exchange} -{line}", f"{area} . {exchange} . {line}"])


def _spoken_digits(draw: Draw, digits: str) -> str:
    """Digits as a dictation app writes them out: words, 'oh' for zero now and then."""
    words = []
    for char in digits:
        word = DIGIT_WORDS[int(char)]
        if char == "0" and draw.rng.random() < 0.5:
            word = "oh"
        words.append(word)
    return " ".join(words)


def phone_dictated(draw: Draw) -> str:
    """A number spoken digit by digit, its groups marked by commas."""
    area, exchange, line = _local_number(draw)
    return ", ".join(_spoken_digits(draw, part) for part in (area, exchange, line))


def _ssn_parts(draw: Draw) -> tuple[str, str, str]:
    area = draw.rng.randint(1, 899)
    if area == 666:
        area = 667
    return f"{area:03d}", f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"


def ssn_v18(draw: Draw) -> str:
    """A social security number in the separators forms and chats use."""
    a, g, s = _ssn_parts(draw)
    return draw.pick([f"{a}-{g}-{s}", f"{a} {g} {s}", f"{a}.{g}.{s}", f"{a}{g}{s}", f"{a}-{g}{s}"])


def ssn_dictated(draw: Draw) -> str:
    """A social security number spoken digit by digit."""
    a, g, s = _ssn_parts(draw)
    return draw.pick([" ".join(_spoken_digits(draw, part) for part in (a, g, s)),
                      " dash ".join(_spoken_digits(draw, part) for part in (a, g, s))])


def _date_v18(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d:02d}/{ABBR[m - 1]}/{y}", f"{MONTHS[m - 1]} the {blind._ordinal(d)}, {y}",  # noqa: SLF001
                      f"{d}-{m}-{y}", f"{m:02d}.{d:02d}.{y % 100:02d}", f"{y}.{m:02d}.{d:02d}",
                      f"{ABBR[m - 1].upper()} {d:02d} {y}", f"{m}-{d}-{y % 100:02d}", f"{d} {MONTHS[m - 1][:3].lower()}. {y}"])


def dob_v18(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little."""
    return _date_v18(draw, 1930, 2021)


def dob_old_v18(draw: Draw) -> str:
    """A date of birth of someone over 89."""
    return _date_v18(draw, 1922, 1935)


def dod_v18(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v18."""
    return _date_v18(draw, 2020, 2026)


def dob_dictated(draw: Draw) -> str:
    """A date of birth spoken as digits (month, day, year)."""
    day = draw.date_between(1935, 2010)
    return (f"{_spoken_digits(draw, f'{day.month:02d}')} {_spoken_digits(draw, f'{day.day:02d}')} "
            f"{_spoken_digits(draw, str(day.year))}")


def dob_yyyymmdd(draw: Draw) -> str:
    day = draw.date_between(1930, 2020)
    return f"{day.year}{day.month:02d}{day.day:02d}"


def dod_iso(draw: Draw) -> str:
    day = draw.date_between(2021, 2026)
    return f"{day.year}-{day.month:02d}-{day.day:02d}"


def member_v18(draw: Draw) -> str:
    """This mutual's member IDs: a CBM prefix, nine digits and a two-digit person code."""
    body, person = draw.digits(9, first_nonzero=True), f"0{draw.rng.randint(0, 4)}"
    return draw.pick([f"CBM{body}{person}", f"CBM {body[:3]} {body[3:6]} {body[6:]} {person}", f"cbm{body}-{person}",
                      f"CBM-{body}-{person}", f"CBM{body}"])


def mrn_v18(draw: Draw) -> str:
    """This practice's medical record numbers."""
    return draw.pick([f"WR{draw.digits(7)}", f"{draw.digits(2)}-{draw.digits(5)}-{draw.digits(1)}",
                      f"WRFP{draw.digits(6)}", f"0{draw.digits(7)}"])


def mrn_spaced(draw: Draw) -> str:
    """A record number as a PDF extractor spaces it out."""
    return " ".join(f"WR{draw.digits(7)}")


def url_v18(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"CBM{draw.digits(9, first_nonzero=True)}0{draw.rng.randint(0, 4)}"
    mrn = f"WR{draw.digits(7)}"
    return draw.pick([f"https://members.{ORG_DOMAIN}/eob/{member}/{draw.rng.randint(2024, 2026)}.pdf",
                      f"https://members.{ORG_DOMAIN}/idcard?mid={member}&fmt=png",
                      f"https://mychart.{CLINIC_DOMAIN}/patients/{mrn}/results?token={draw.letters(6).lower()}",
                      f"https://mychart.{CLINIC_DOMAIN}/visit-notes?patient={mrn}"])


def age_v18(draw: Draw) -> str:
    """An age over 89 as a note, a roster or a relative writes it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} years young", f"aged {age}", f"{age}y", f"{age} yr F", f"{age} yr M", f"{age}-year-old",
                      f"{age} y.o"])


def age_cell(draw: Draw) -> str:
    return str(draw.rng.randint(90, 104))


def card_dashed(draw: Draw) -> str:
    """A payment card as people type it with dashes."""
    number = blind.card(draw).replace(" ", "").replace("-", "")
    groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return draw.pick(["-".join(groups), " ".join(groups), number])


def plate_ia(draw: Draw) -> str:
    """An Iowa-style plate: three letters and three digits, or three digits and three letters."""
    return draw.pick([f"{draw.letters(3)} {draw.digits(3)}", f"{draw.digits(3)} {draw.letters(3)}",
                      f"{draw.letters(3)}{draw.digits(3)}"])


def url_telehealth(draw: Draw) -> str:
    """A video-visit link of this set's clinic that carries the patient's record number."""
    return f"https://video.{CLINIC_DOMAIN}/join/WR{draw.digits(7)}?role=patient&pin={draw.digits(4)}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind17.SLOTS, "phone_v18": phone_v18, "phone_scan": phone_scan, "phone_dictated": phone_dictated,
    "ssn_v18": ssn_v18, "ssn_dictated": ssn_dictated, "dob_v18": dob_v18, "dob_old_v18": dob_old_v18,
    "dod_v18": dod_v18, "dob_dictated": dob_dictated, "dob_yyyymmdd": dob_yyyymmdd, "dod_iso": dod_iso,
    "member_v18": member_v18, "mrn_v18": mrn_v18, "mrn_spaced": mrn_spaced, "url_v18": url_v18, "age_v18": age_v18,
    "age_cell": age_cell, "url_telehealth": url_telehealth, "card_dashed": card_dashed, "plate_ia": plate_ia,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _distinct_rows(draw: Draw, make_row: Callable[[Draw], str], count: int, key_length: int = 14) -> list[str]:
    """`count` rows from `make_row` whose first `key_length` characters differ: a table lists each item once."""
    rows: list[str] = []
    while len(rows) < count:
        row = make_row(draw)
        if all(row[:key_length] != other[:key_length] for other in rows):
            rows.append(row)
    return rows


def _fee_row(draw: Draw) -> str:
    """One CSV row of a professional fee schedule: CPT, modifier, facility flag, allowed amount, RVU."""
    cpt, desc = draw.pick([("99202", "New pt L2"), ("99203", "New pt L3"), ("99212", "Est pt L2"), ("99213", "Est pt L3"),
                           ("99214", "Est pt L4"), ("99396", "Prev 40-64"), ("93000", "ECG 12-lead"),
                           ("36415", "Venipuncture"), ("90471", "Imm admin"), ("G0439", "AWV subsequent")])
    return (f"{cpt},{draw.pick(['', '25', '59', 'GT', '95'])},{desc},{draw.pick(['F', 'NF'])},"
            f"{draw.rng.randint(12, 260)}.{draw.digits(2)},{draw.rng.randint(30, 700) / 100:.2f}")


def _hedis_row(draw: Draw) -> str:
    """One CSV row of HEDIS rates: measure, denominator, numerator-free rate, benchmark percentile."""
    measure = draw.pick(["CBP", "BCS-E", "COL-E", "CDC-HbA1c<8", "SPD", "PPC-Pre", "W30", "IMA-C2", "AMR", "FUH-30"])
    return f"{measure},{draw.rng.randint(180, 9400)},{draw.rng.randint(380, 910) / 10:.1f},{draw.pick([25, 33, 50, 66, 75, 90])}"


def _ed_row(draw: Draw) -> str:
    """One CSV row of an ED utilisation dashboard: week, site, visits per 1,000, avoidable %, median LOS minutes."""
    return (f"{draw.rng.randint(2025, 2026)}-W{draw.rng.randint(1, 52):02d},{draw.pick(['Mason City', 'Clear Lake', 'Lamoni', 'Forest City'])},"
            f"{draw.rng.randint(18, 62)}.{draw.digits(1)},{draw.rng.randint(8, 41)}.{draw.digits(1)},{draw.rng.randint(95, 340)}")


def _pharmacy_row(draw: Draw) -> str:
    """One CSV row of the pharmacy network list (pharmacies' public NCPDP numbers, no contacts but the plan's own)."""
    name, ncpdp, city = draw.pick([(PHARMACY_NAME, "1631047", "Mason City"), ("Cedar Bluff Mail Service", "1638820", "Mason City"),
                                   ("Prairie Compounding", "1634419", "Charles City"), ("Lakeside Drug", "1630562", "Clear Lake"),
                                   ("Winnebago Specialty Rx", "1637791", "Forest City"), ("Hometown Pharmacy #12", "1635508", "Osage")])
    return f"{ncpdp},{name},{city},{draw.pick(['preferred', 'standard'])},{draw.pick([30, 90])},{draw.pick(['Y', 'N'])}"


def _crosswalk_row(draw: Draw) -> str:
    """One row of an ICD-10-CM to CPT medical-necessity crosswalk."""
    return draw.pick(["E11.9 | 83036 | HbA1c | 1 per 90 days", "I10 | 80061 | Lipid panel | 1 per year",
                      "Z12.31 | 77067 | Screening mammogram | 1 per 12 months", "E03.9 | 84443 | TSH | 2 per year",
                      "N18.3 | 82565 | Creatinine | 4 per year", "D64.9 | 85025 | CBC w diff | 4 per year",
                      "Z00.00 | 99396 | Preventive 40-64 | 1 per year", "M81.0 | 77080 | DXA | 1 per 24 months",
                      "E78.5 | 80061 | Lipid panel | 1 per year", "R73.03 | 82947 | Glucose | 2 per year"])


def _loc_segment(draw: Draw) -> str:
    """One LOC/LCH pair of an HL7 MFN^M05 location master for the organisation's own sites."""
    code, name, addr, phone = draw.pick([("WRFP-MC", CLINIC_NAME, ORGANISATION_CONTACTS[8], ORGANISATION_CONTACTS[6]),
                                         ("WRFP-LA", f"{CLINIC_NAME} Lamoni", ORGANISATION_CONTACTS[31], ORGANISATION_CONTACTS[30]),
                                         ("SRRL-CL", LAB_NAME, ORGANISATION_CONTACTS[12], ORGANISATION_CONTACTS[11]),
                                         ("LCDG-FC", DENTAL_NAME, ORGANISATION_CONTACTS[14], ORGANISATION_CONTACTS[13]),
                                         ("CLEA-CL", EYE_NAME, ORGANISATION_CONTACTS[16], ORGANISATION_CONTACTS[15])])
    return (f"LOC|{code}^^^{code[:4]}|{name}|C|{addr}|{phone}\n"
            f"LCH|{code}^^^{code[:4]}|||ROOMS^Exam rooms|{draw.rng.randint(3, 24)}")


def _om1_segment(draw: Draw) -> str:
    """One OM1 segment of a test catalogue: sequence, LOINC, name, turnaround hours, specimen."""
    loinc, name, spec = draw.pick([("2345-7", "Glucose", "SER"), ("4548-4", "Hemoglobin A1c", "WB"),
                                   ("2160-0", "Creatinine", "SER"), ("3016-3", "TSH", "SER"), ("718-7", "Hemoglobin", "WB"),
                                   ("2093-3", "Cholesterol", "SER"), ("6690-2", "WBC", "WB"), ("1742-6", "ALT", "SER")])
    return f"OM1|{draw.rng.randint(1, 99)}||{loinc}^{name}^LN|||Y||||{draw.pick([2, 4, 24, 48])}H|||{spec}"


def _plb(draw: Draw) -> str:
    return (f"PLB*{ORG_NPIS[0]}*{draw.rng.randint(2025, 2026)}1231*{draw.pick(['WO', 'FB', 'L6', 'AP'])}:"
            f"{draw.digits(7)}*{draw.rng.randint(5, 700)}.{draw.digits(2)}~")


def _claim_line_json(draw: Draw) -> str:
    """One aggregate line of claim counts by place of service (no person)."""
    return (f"{{\"pos\": \"{draw.pick(['11', '02', '10', '22', '23', '81'])}\", \"claims\": {draw.rng.randint(40, 9800)}, "
            f"\"allowed\": {draw.rng.randint(1000, 990000)}.{draw.digits(2)}, \"deniedPct\": {draw.rng.randint(10, 190) / 10}}}")


def _dictionary_row(draw: Draw) -> str:
    return draw.pick(["| clm_line_id | BIGINT | surrogate key of a claim line |",
                      "| pos_cd | CHAR(2) | CMS place-of-service code |",
                      "| alwd_amt | NUMERIC(12,2) | allowed amount in USD |",
                      "| rndr_npi | CHAR(10) | rendering provider NPI (organisation roster) |",
                      "| drg_cd | CHAR(3) | MS-DRG code |", "| rev_cd | CHAR(4) | UB-04 revenue code |",
                      "| paid_dt | DATE | date the line was paid |", "| carc_cd | VARCHAR(4) | claim adjustment reason |"])


def _chem_range(draw: Draw) -> str:
    return draw.pick(["Sodium        136-145 mmol/L", "Potassium     3.5-5.1 mmol/L", "Chloride      98-107 mmol/L",
                      "CO2           22-29 mmol/L", "BUN           7-20 mg/dL", "Creatinine    0.59-1.04 mg/dL (F)",
                      "Calcium       8.6-10.3 mg/dL", "Albumin       3.5-5.2 g/dL", "ALT           7-52 U/L",
                      "Glucose (fasting) 70-99 mg/dL"])


def _tier_pair(draw: Draw) -> str:
    drug = draw.pick(["atorvastatin 40 mg", "empagliflozin 10 mg", "semaglutide pen", "budesonide-formoterol inhaler",
                      "sertraline 50 mg", "apixaban 5 mg", "montelukast 10 mg", "insulin lispro vial"])
    old = draw.rng.randint(1, 4)
    return f"{drug}: tier {old} -> tier {min(5, old + draw.rng.randint(-1, 2)) or 1}"


def _eob_line(draw: Draw) -> str:
    """One EOB service line whose amounts add up: billed >= allowed >= plan paid."""
    billed = draw.rng.randint(80, 900)
    allowed = round(billed * draw.rng.uniform(0.35, 0.9), 2)
    paid = round(allowed * draw.pick([0.0, 0.6, 0.7, 0.8, 0.9, 1.0]), 2)
    return f"Line 1  {draw.fill('cpt')}  billed ${billed}.00  allowed ${allowed:.2f}  plan paid ${paid:.2f}"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "lab_own": LAB_NAME, "eye": EYE_NAME, "dental_office": DENTAL_NAME, "pharmacy_own": PHARMACY_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "lab_phone": ORGANISATION_CONTACTS[11], "lab_addr": ORGANISATION_CONTACTS[12],
    "dental_phone": ORGANISATION_CONTACTS[13], "dental_addr": ORGANISATION_CONTACTS[14], "eye_phone": ORGANISATION_CONTACTS[15],
    "eye_addr": ORGANISATION_CONTACTS[16], "rx_help_phone": ORGANISATION_CONTACTS[17], "pharm_addr": ORGANISATION_CONTACTS[18],
    "org_tollfree": ORGANISATION_CONTACTS[19], "nurse_line": ORGANISATION_CONTACTS[20], "org_intl_line": ORGANISATION_CONTACTS[21],
    "assist_uk": ORGANISATION_CONTACTS[22], "assist_fr": ORGANISATION_CONTACTS[23], "rx_email": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "network_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "hedis_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35], "assist_de": ORGANISATION_CONTACTS[36], "lab_email": ORGANISATION_CONTACTS[37],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""), "org_clia": ORG_CLIA,
}
# No earlier set's organisation appears here: blind10's own contact fillers are dropped (as blind15 and blind17 drop
# them), and this set's replace them. Generic fillers that print another organisation's line go unused.
_INHERITED = {key: maker for key, maker in blind10.FILLERS.items() if key not in blind10._OWN}  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0]]),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][5],
    "second_practitioner": lambda d: str((int(d.fill("practitioner")) + d.rng.randint(1, len(OWN_PROVIDERS) - 1)) % len(OWN_PROVIDERS)),
    "pr2_name": lambda d: OWN_PROVIDERS[int(d.fill("second_practitioner"))][0],
    "pr2_specialty": lambda d: OWN_PROVIDERS[int(d.fill("second_practitioner"))][1],
    "pr2_npi": lambda d: OWN_PROVIDERS[int(d.fill("second_practitioner"))][2],
    "pr2_phone": lambda d: OWN_PROVIDERS[int(d.fill("second_practitioner"))][3],
    "pr2_addr": lambda d: OWN_PROVIDERS[int(d.fill("second_practitioner"))][5],
    "fee_table": lambda d: "\n".join(_distinct_rows(d, _fee_row, 5, key_length=8)),
    "hedis_table": lambda d: "\n".join(_distinct_rows(d, _hedis_row, 5, key_length=5)),
    "ed_table": lambda d: "\n".join(_distinct_rows(d, _ed_row, 4)),
    "pharmacy_table": lambda d: "\n".join(_distinct_rows(d, _pharmacy_row, 4, key_length=8)),
    "crosswalk_table": lambda d: "\n".join(_distinct_rows(d, _crosswalk_row, 4, key_length=12)),
    "loc_segments": lambda d: "\n".join(_distinct_rows(d, _loc_segment, 2, key_length=12)),
    "om1_segments": lambda d: "\n".join(_distinct_rows(d, _om1_segment, 3, key_length=20)),
    "plb_line": _plb,
    "claim_lines": lambda d: ",\n    ".join(_distinct_rows(d, _claim_line_json, 3, key_length=12)),
    "dictionary_rows": lambda d: "\n".join(_distinct_rows(d, _dictionary_row, 4, key_length=10)),
    "chem_table": lambda d: "\n".join(_distinct_rows(d, _chem_range, 5, key_length=10)),
    "tier_changes": lambda d: "\n".join(_distinct_rows(d, _tier_pair, 3, key_length=10)),
    "county_ia": lambda d: d.pick(["Cerro Gordo", "Winnebago", "Hancock", "Worth", "Mitchell", "Floyd", "Decatur",
                                   "Franklin", "Butler", "Kossuth"]),
    "cb_host": lambda d: d.pick(["cbm-claims-app3", "cbm-elig-api1", "wrfp-ehr-db2", "cbm-edi-gw1", "cbm-portal-web4",
                                "srrl-lis-app1"]),
    "cb_ticket": lambda d: f"CHG{d.rng.randint(100000, 989999)}",
    "pa_ref": lambda d: d.pick([f"UM{d.rng.randint(2025, 2026)}-{d.digits(6)}", f"CBPA{d.digits(8)}"]),
    "claim_ref": lambda d: f"{d.rng.randint(2025, 2026)}{d.digits(3)}{d.letters(2)}{d.digits(5)}",
    "med_policy": lambda d: f"CBM-MP-{d.rng.randint(100, 480):03d}",
    "contract_no": lambda d: d.pick(["H7713", "H7713-001", "H7713-004"]),
    "small": lambda d: str(d.rng.randint(2, 60)),
    "small_digit": lambda d: str(d.rng.randint(1, 9)),
    "quarter": lambda d: f"Q{d.rng.randint(1, 4)} {d.rng.randint(2025, 2026)}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "hh": lambda d: f"{d.rng.randint(7, 12)}:{d.pick(['00', '15', '30', '45'])}",
    "close_hh": lambda d: f"{d.rng.randint(13, 20)}:{d.pick(['00', '30'])}",
    "ics_time": lambda d: f"{d.rng.randint(8, 16):02d}{d.pick(['00', '15', '30', '45'])}00",
    "ded_num": lambda d: str(d.pick([250, 500, 1000, 1650, 3200, 4000, 7000])),
    "oop_num": lambda d: str(d.pick([3000, 4500, 6350, 7500, 8700, 9200])),
    "cover_limit": lambda d: d.pick(["250,000", "500,000", "1,000,000", "2,000,000", "5,000,000"]),
    "py_new": lambda d: str(d.rng.randint(2024, 2027)),
    "py_old": lambda d: str(int(d.fill("py_new")) - 1),
    "dental_ded": lambda d: str(d.pick([25, 50, 75, 100, 150])),
    "counsel_drug": lambda d: d.pick(["metformin ER 500 mg, once daily with the evening meal",
                                      "lisinopril 10 mg, once daily", "atorvastatin 20 mg, once daily",
                                      "levothyroxine 75 mcg, once daily", "amoxicillin 500 mg, three times daily",
                                      "prednisone 20 mg, once daily for 5 days", "sertraline 50 mg, once daily",
                                      "omeprazole 20 mg, once daily"]),
    "eob_line": _eob_line,
    "billed_allowed": lambda d: (lambda billed: f"Billed ${billed}.00  Allowed ${billed * d.rng.uniform(0.4, 0.95):.2f}")(
        d.rng.randint(90, 950)),
    "batch_total": lambda d: f"{d.rng.randint(1200, 980000)}.{d.digits(2)}",
    "score": lambda d: f"{d.rng.randint(55, 98)}.{d.rng.randint(0, 9)}",
    "cb_bot": lambda d: d.pick(["Bluff Bot", "CBM Assistant", "Cedar"]),
    "group_own": lambda d: d.pick(["CBM-G-04120", "CBM-G-11873", "CBM-G-22605", "CBM-G-30451", "CBM-G-47712"]),
    "plan_own": lambda d: d.pick(["Bluff Bronze HSA 7000", "Bluff Silver 4000", "Bluff Gold 1000", "Bluff Platinum 250",
                                  "Cedar Bluff Advantage HMO"]),
    "minutes_n": lambda d: str(d.rng.randint(3, 95)),
    "pct_tenth": lambda d: f"{d.rng.randint(10, 990) / 10:.1f}%",
    "dollars": lambda d: f"{d.rng.randint(5, 4800):,}.{d.digits(2)}",
    "cb_version": lambda d: f"{d.rng.randint(2, 8)}.{d.rng.randint(0, 19)}.{d.rng.randint(0, 40)}",
    "oop_max": lambda d: f"{d.pick([3000, 4500, 6350, 7500, 8700, 9200]):,}",
    "ded": lambda d: f"{d.pick([250, 500, 1000, 1650, 3200, 4000, 7000]):,}",
    "coins": lambda d: str(d.pick([0, 10, 20, 25, 30, 40, 50])),
    "copay_low": lambda d: str(d.pick([0, 10, 15, 20, 25, 35, 40, 50, 75])),
    "copay_high": lambda d: str(d.pick([0, 10, 15, 20, 25, 35, 40, 50, 75, 100, 150])),
    "star_n": lambda d: d.pick(["3", "3.5", "4", "4.5", "5"]),
    "age_band": lambda d: d.pick(["18-44", "45-64", "65-74", "50-75", "40-74", "2-17", "0-2"]),
    "claims_n": lambda d: f"{d.rng.randint(120, 98000):,}",
    "lines_n": lambda d: str(d.rng.randint(1, 999)),
    "ack_code": lambda d: d.pick(["A", "E", "P"]),
    "ta1_note": lambda d: d.pick(["012", "014", "021", "024", "026"]),
    "stc_code": lambda d: d.pick(["A1:20", "A2:20", "A3:21", "A3:448", "A7:562"]),
    "ins_page": lambda d: str(d.rng.randint(1, 12)),
    "gh": lambda d: d.pick(["HC", "HP", "HB", "FA"]),
    "lot_cb": lambda d: f"{d.letters(2)}{d.digits(4)}{d.letters(1)}",
    "vaccine": lambda d: d.pick(["influenza (quadrivalent)", "COVID-19 2025-26 formula", "RSV (adults 75+)", "Tdap",
                                 "shingles (recombinant)", "pneumococcal PCV20", "hepatitis B"]),
    "cases_n": lambda d: str(d.rng.randint(3, 480)),
    "bundle_id": lambda d: d.fill("guid"),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned -----------------------------------------------------------------------------------
    ("b18_sms_pharmacy_pickup_typo", "sms", US,
     "{pharmacy_own}: Rx ready for pickup. Reply YES to confirm identity.\nyes\n{pharmacy_own}: Pls reply w/ patient "
     "DOB + member id on the card\n[[date_of_birth:dob_v18]] ((and||&||n)) [[member_id:member_v18]]\nalso ((plz||pls)) text "
     "the new # [[phone:phone_v18]] not the old one ((ty||thx))"),
    ("b18_email_quoted_reply_refund", "email", EN,
     "On {weekday}, {billing_email} wrote:\n> We owe you a refund of ${fee}. Reply with the account for the transfer and "
     "the mailing address for paper copies.\n\nHi, account is [[bank_account:bank_us_v5]] (routing {aba}) and mail "
     "goes to\n[[address:addr_us_block]]\nmy email for receipts is [[email:email_any]]\n{first}"),
    ("b18_forwarded_thread_hospice", "email", US,
     "---------- Forwarded message ---------\nFrom: {nurse}\nSubject: bereavement follow-up\n\nMrs. {last}'s mother, "
     "[[age_over_89:age_v18]], died [[date_of_death:dod_v18]] at home. Daughter asked for calls at "
     "[[phone:phone_v18]] rather than the landline.\n\n> Thanks, adding to the {weekday} list. - {staff}"),
    ("b18_voice_to_text_callback", "voice_to_text", US,
     "(voicemail transcription, confidence 0.{small_digit}{small_digit2}) hi this is {first} calling about my claim "
     "call me back at [[phone:phone_dictated]] my social is [[ssn:ssn_dictated]] and email is [[email:email_voice]] "
     "bye"),
    ("b18_ocr_enrollment_handwritten", "ocr_form", US,
     "EMPLOYEE ENROLLMENT  (page {small_digit} of 9, scanned)\nSoc Sec No  [[ssn:ssn_v18]]\nDate of Birth "
     "[[date_of_birth:dob_v18]]\nHome Address\n[[address:addr_ocr]]\nCoverage tier: ((EE+SP||EE+CH||FAM||EE)) Group "
     "{group_own}"),
    ("b18_pdf_spaced_statement", "pdf_extract", US,
     "S T A T E M E N T      {clinic_upper}\nM R N     [[record_number:mrn_spaced]]\nB I L L   T O\n"
     "[[address:addr_us_block]]\nPaid by card [[card:card_dashed]] on {dos}    ${fee}"),
    ("b18_spreadsheet_outreach_paste", "spreadsheet_paste", US,
     "Name\tMember ID\tPhone\tAge\tNotes\n{name}\t[[member_id:member_v18]]\t[[phone:phone_v18]]\t[[age_over_89:age_cell]]"
     "\t((lives alone||needs ride||flu shot due||fall risk))"),
    ("b18_markdown_split_cells", "markdown_table", US,
     "| field | value |\n|---|---|\n| patient | {name} |\n| SSN | [[ssn:ssn_v18]] |\n| DOB | [[date_of_birth:dob_v18]] |\n"
     "| home | [[address:addr_us_line]] |\n| referral | {cpt} / {icd} |"),
    ("b18_x12_270_inquiry", "x12_export", US,
     "ISA*00*          *00*          *ZZ*WRFP           *ZZ*{payer_id}          *{isa_date}*1201*^*00501*{isa_ctrl}*0*P*:~\n"
     "ST*270*0001*005010X279A1~\nBHT*0022*13*{ctrl}*{x12_date}*1201~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "HL*2*1*21*1~\nNM1*1P*2*{clinic_upper}*****XX*{org_npi}~\nHL*3*2*22*0~\nNM1*IL*1*{last_upper}*{first_upper}****MI*"
     "[[member_id:member_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nEQ*30~\nSE*12*0001~"),
    ("b18_hl7_oru_result", "hl7_export", US,
     "MSH|^~\\&|SRRL|SRRL|EHR|WRFP|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v18]]^^^WRFP^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_yyyymmdd]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\n"
     "OBX|1|NM|{loinc}^{loinc_name}^LN||{small}|mg/dL|||||F"),
    ("b18_fhir_coverage_json", "json_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v18]]\", "
     "\"payor\": [{\"display\": \"{org}\"}], \"class\": [{\"type\": \"group\", \"value\": \"{group_own}\"}], "
     "\"contact\": \"[[email:email_any]]\", \"documentReference\": \"[[url:url_v18]]\"}"),
    ("b18_xml_claim_attachment", "xml_export", US,
     "<attachment type=\"PWK\" control=\"{ctrl}\">\n  <patient>\n    <chartNumber>[[record_number:mrn_v18]]</chartNumber>\n"
     "    <birthDate>[[date_of_birth:dob_yyyymmdd]]</birthDate>\n    <streetAddress>[[address:addr_xml]]</streetAddress>\n"
     "  </patient>\n  <pages>{pages}</pages>\n</attachment>"),
    ("b18_csv_deceased_roster", "csv_export", US,
     "mrn,date_of_death,age_at_death,cause_code\n[[record_number:mrn_v18]],[[date_of_death:dod_iso]],"
     "[[age_over_89:age_cell]],{icd}"),
    ("b18_syslog_portal_login", "log", US,
     "{log_ts} cbm-portal-web4 auth[{small_count}]: login ok user=[[email:email_any]] src=[[ip_address:ip_public]] "
     "mfa=((sms||totp||push)) next=[[url:url_v18]]"),
    ("b18_access_log_ipv6", "log", US,
     "[[ip_address:ipv6_new]] - - [{log_ts}] \"GET [[url:url_v18]] HTTP/2\" 200 {small_count} \"-\" "
     "\"Mozilla/5.0 (iPhone; CPU iPhone OS 17_{small_digit} like Mac OS X)\""),
    ("b18_chat_card_payment_typo", "chat", US,
     "[{time}] guest: hi i want to pay my balance\n[{time}] {agent}: Sure! I can take a card over secure chat.\n"
     "[{time}] guest: its [[card:card_chat]] exp {card_exp}\n[{time}] guest: oh and call ((me||mee)) at "
     "[[phone:phone_v18]] if it declines"),
    ("b18_parking_permit_form", "form", US,
     "{clinic} - PATIENT PARKING PERMIT\nVehicle: {year} ((Ford Escape||Honda CR-V||Chevy Malibu||Toyota Camry))\n"
     "Plate (Iowa): [[vehicle_id:plate_ia]]\nVIN: [[vehicle_id:vin]]\nMailing address: [[address:addr_us_line]]\n"
     "Valid through {dos}"),
    ("b18_transport_request", "form", US,
     "NON-EMERGENCY TRANSPORT REQUEST\nRider: {name}, [[age_over_89:age_v18]], wheelchair ((yes||no))\nPickup: "
     "[[address:addr_us_line]]\nRider cell: [[phone:phone_v18]]\nDriver vehicle plate [[vehicle_id:plate_us]]\n"
     "Appointment {hh} at {clinic}"),
    ("b18_fax_payment_slip_ocr", "ocr_form", US,
     "FAX  p. 1/{small_digit}\nCREDIT CARD AUTHORIZATION\nMember ID:  [[member_id:member_v18]]\nCard #  "
     "[[card:card_spaced]]\nExp {card_exp}  CVV ***\nAmount $ {fee}"),
    ("b18_ivr_member_prompt", "ivr", US,
     "IVR> Please enter or say your member I D.\nCALLER> [[member_id:member_v18]]\nIVR> And your date of birth.\n"
     "CALLER> [[date_of_birth:dob_dictated]]\nIVR> Thank you. Transferring to claims."),
    ("b18_funeral_home_notice", "letter", US,
     "{date_letter}\n\nRe: notice of death\n\nThis is to inform {org} that [[age_over_89:age_v18]] {name} died on "
     "[[date_of_death:dod_v18]]. Social security number [[ssn:ssn_v18]]. Please send final statements to the estate:\n"
     "[[address:addr_us_block]]\n\n{staff}, Funeral Director"),
    ("b18_calendar_invite_ics", "calendar", US,
     "BEGIN:VEVENT\nSUMMARY:Video visit with {physician}\nDTSTART:{x12_date}T{ics_time}\nATTENDEE;CN={name}:"
     "mailto:[[email:email_any]]\nLOCATION:[[url:url_telehealth]]\nDESCRIPTION:Backup phone [[phone:phone_v18]]\n"
     "END:VEVENT"),
    ("b18_kiosk_checkin_json", "json_export", US,
     "{\"kiosk\": \"WRFP-K{small_digit}\", \"clientIp\": \"[[ip_address:ip_public]]\", \"mrn\": \"[[record_number:mrn_v18]]\", "
     "\"dob\": \"[[date_of_birth:dob_iso]]\", \"parkingPlate\": \"[[vehicle_id:plate_ia]]\", \"ts\": \"{iso_ts}\"}"),
    ("b18_handwritten_intake_ocr", "ocr_form", US,
     "NEW PATIENT INTAKE (handwritten, OCR)\nAge: [[age_over_89:age_v18]]     D.O.B.: [[date_of_birth:dob_old_v18]]\n"
     "Phone:  [[phone:phone_scan]]\nAllergies: ((NKDA||PCN||sulfa||latex))"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b18_de_arztbrief_versand", "letter", ("de_DE", "de_AT", "de_CH"),
     "Versandauftrag Arztbrief\nPatient/in: {name}\n{natid_label}: [[national_id:natid_loc]]\nGeburtsdatum: "
     "[[date_of_birth:dob_loc]]\nZustellung an:\n[[address:addr_loc_block]]"),
    ("b18_fr_sms_mutuelle", "sms", ("fr_FR",),
     "Mutuelle: pour le remboursement envoyez votre RIB et n° de sécu svp\n{first}: IBAN [[bank_account:iban_loc]] et "
     "secu [[national_id:natid_loc]]\n{first}: rappelez moi au [[phone:phone_loc]] ((merci||mrc))"),
    ("b18_nordic_blankett", "form", NORDIC,
     "{name}\n{natid_label}: [[national_id:natid_loc]]\n[[address:addr_loc_block]]\nTlf/Tel/Puh: "
     "[[phone:phone_intl_loc]]"),
    ("b18_es_it_chat_soporte", "chat", ("es_ES", "it_IT"),
     "{agent}: ((Hola||Ciao)), ¿en qué puedo ayudarle? / come posso aiutarla?\n{first}: {natid_label} "
     "[[national_id:natid_loc]], nata/nacida [[date_of_birth:dob_loc]]\n{first}: mail [[email:email_loc]]"),
    ("b18_pl_cs_formularz", "form", ("pl_PL", "cs_CZ"),
     "Formularz / Formulář\nImię i nazwisko / Jméno: {name}\n{natid_label}: [[national_id:natid_loc]]\n"
     "{record_label_loc}: [[record_number:record_loc]]\nPojazd / Vozidlo: [[vehicle_id:plate_loc]]"),
    ("b18_nl_pt_email_overlijden", "email", ("nl_NL", "nl_BE", "pt_PT", "pt_BR"),
     "Re: polis / apólice\n\n> Graag/Por favor: gegevens/dados\n\n{member_label_loc}: [[member_id:member_loc]]\n"
     "IBAN: [[bank_account:iban_loc]]\nOverleden op / Faleceu em [[date_of_death:dod_loc]]\n{first}"),
]


CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI, HL7, FHIR, XML, CSV, JSON ------------------------------------------------------------------------------
    ("b18c_x12_999_accepted", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*WRFP           *{isa_date}*0904*^*00501*{isa_ctrl}*0*P*:~\n"
     "GS*FA*{payer_id}*WRFP*{x12_date}*0904*{seq}*X*005010X231A1~\nST*999*0001*005010X231A1~\nAK1*HC*{ctrl}*005010X222A1~\n"
     "AK2*837*{lines_n}*005010X222A1~\nIK5*A~\nAK9*A*{small}*{small}*{small}~\nSE*6*0001~"),
    ("b18c_x12_277ca_batch", "x12_export", US,
     "ST*277*0002*005010X214~\nBHT*0085*08*{ctrl}*{x12_date}*1530*TH~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "TRN*1*{ctrl2}~\nDTP*050*D8*{x12_date}~\nHL*2*1*21*1~\nNM1*41*2*{clinic_upper}*****46*{org_ein_digits}~\n"
     "STC*{stc_code}*{x12_date}*WQ*{batch_total}~\nQTY*90*{claims_n}~\nQTY*AA*{small}~\nSE*12*0002~"),
    ("b18c_x12_835_header_plb", "x12_export", US,
     "ST*835*{seq}~\nBPR*I*{batch_total}*C*ACH*CCP*01*{aba}*DA*{four_digits}*{org_ein_digits}**01*{aba}*DA*{four_digits}*{x12_date}~\n"
     "TRN*1*{check_no}*1{org_ein_digits}~\nN1*PR*{org_upper}~\nN3*{org_claims_addr}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\n"
     "{plb_line}\nSE*8*{seq}~"),
    ("b18c_ta1_rejected_interchange", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*WRFP           *{isa_date}*2210*^*00501*{isa_ctrl}*0*P*:~\n"
     "TA1*{isa_ctrl}*{isa_date}*2210*R*{ta1_note}~\nIEA*0*{isa_ctrl}~\n-- resend after fixing ISA{small_digit}; "
     "EDI help {edi_email}, {provider_line}"),
    ("b18c_hl7_mfn_location_master", "hl7_export", US,
     "MSH|^~\\&|CBM-MDM|CBM|EHR|WRFP|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master|UPD|{hl7_ts}|{hl7_ts}|NE\n"
     "{loc_segments}"),
    ("b18c_hl7_om1_test_catalog", "hl7_export", US,
     "MSH|^~\\&|SRRL-LIS|SRRL|EHR|WRFP|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nMFI|OMA^Numeric observations|REP|||AL\n"
     "{om1_segments}\n-- {lab_own} CLIA {org_clia}; client services {lab_phone}"),
    ("b18c_fhir_bundle_org_location", "fhir_bundle", US,
     "{\"resourceType\": \"Bundle\", \"id\": \"{bundle_id}\", \"type\": \"collection\", \"entry\": [\n"
     " {\"resource\": {\"resourceType\": \"Organization\", \"name\": \"{org}\", \"identifier\": [{\"system\": "
     "\"urn:oid:2.16.840.1.113883.4.4\", \"value\": \"{org_ein}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": "
     "\"{org_phone}\"}]}},\n {\"resource\": {\"resourceType\": \"Location\", \"name\": \"{pr_name} office\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{pr_phone}\"}], \"address\": {\"text\": \"{pr_addr}\"}, "
     "\"hoursOfOperation\": [{\"openingTime\": \"{hh}\", \"closingTime\": \"{close_hh}\"}]}}]}"),
    ("b18c_fhir_insuranceplan", "fhir_bundle", US,
     "{\"resourceType\": \"InsurancePlan\", \"identifier\": [{\"value\": \"{hios}\"}], \"name\": \"{plan_own}\", "
     "\"period\": {\"start\": \"{year}-01-01\"}, \"ownedBy\": {\"display\": \"{org}\"}, \"contact\": [{\"telecom\": "
     "[{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, {\"system\": \"url\", \"value\": \"{org_web}\"}]}], "
     "\"plan\": [{\"generalCost\": [{\"type\": {\"text\": \"deductible\"}, \"cost\": {\"value\": {ded_num}}}, {\"type\": "
     "{\"text\": \"oop max\"}, \"cost\": {\"value\": {oop_num}}}]}]}"),
    ("b18c_xml_provider_directory", "xml_export", US,
     "<providerDirectory issuer=\"{org}\" generated=\"{eff_iso}\">\n  <provider npi=\"{pr_npi}\" specialty=\"{pr_specialty}\">\n"
     "    <name>{pr_name}</name>\n    <officePhone>{pr_phone}</officePhone>\n    <officeAddress>{pr_addr}</officeAddress>\n"
     "    <acceptingNew>((true||false))</acceptingNew>\n  </provider>\n  <provider npi=\"{pr2_npi}\" specialty=\"{pr2_specialty}\">\n"
     "    <name>{pr2_name}</name>\n    <officePhone>{pr2_phone}</officePhone>\n  </provider>\n</providerDirectory>"),
    ("b18c_csv_fee_schedule", "csv_export", US,
     "# {org} professional fee schedule, effective {eff_iso}, locality {small_digit2}\ncpt,modifier,description,site,"
     "allowed_usd,work_rvu\n{fee_table}"),
    ("b18c_csv_hedis_rates", "csv_export", US,
     "measure,denominator,rate_pct,ncqa_percentile\n{hedis_table}\n# MY{measure_year}, hybrid where allowed; "
     "contact {hedis_email}"),
    ("b18c_csv_ed_dashboard", "csv_export", US,
     "week,site,ed_visits_per_1000,avoidable_pct,median_los_min\n{ed_table}\n# source: claims through {dos_iso}, "
     "refreshed {iso_ts}"),
    ("b18c_csv_pharmacy_network", "csv_export", US,
     "ncpdp,pharmacy,city,network,max_days,vaccines\n{pharmacy_table}\n# RxBIN {org_rxbin} PCN {org_rxpcn}; help desk "
     "{rx_help_phone}"),
    ("b18c_icd_cpt_crosswalk", "code_table", US,
     "ICD-10-CM | CPT | test | frequency limit\n{crosswalk_table}\nPolicy {med_policy}, rev. {eff_iso}"),
    ("b18c_data_dictionary_claims", "data_dictionary", US,
     "## fact_claim_line (v{cb_version})\n| column | type | meaning |\n|---|---|---|\n{dictionary_rows}\n"
     "Row count {claims_n}; owner {staff}; refreshed {weekday}s {hh}."),
    ("b18c_json_claim_aggregates", "json_export", US,
     "{\n  \"report\": \"claims_by_pos\", \"period\": \"{quarter}\", \"payerId\": \"{payer_id}\",\n  \"rows\": [\n    "
     "{claim_lines}\n  ]\n}"),
    # ---- insurer and clinic mail -------------------------------------------------------------------------------------
    ("b18c_eob_service_lines", "eob", US,
     "EXPLANATION OF BENEFITS - THIS IS NOT A BILL\nClaim {claim_ref}  processed {dos}\n{eob_line}  {carc}\nLine 2  36415  billed ${copay_low}.00  allowed ${copay_low}.00  plan paid "
     "$0.00  deductible\nQuestions: {org_tollfree}; appeals {org_appeals_email}"),
    ("b18c_remittance_summary", "remittance", US,
     "REMITTANCE ADVICE  {org_upper}\nPayee: {clinic} NPI {org_npi}  TIN {org_ein}\nEFT trace {check_no}  "
     "date {dos}  amount ${batch_total}\nClaims paid {small}  denied {small2}  adjusted ({carc}, {rarc})\nProvider services "
     "{provider_line}"),
    ("b18c_prior_auth_approval_provider", "prior_auth", US,
     "TO: {clinic} fax {clinic_fax}\nFROM: {org} Utilization Management, fax {org_fax}\nAuthorization {pa_ref} APPROVED: "
     "{hcpcs} x {units} units, {dos} through {dos2}. Criteria {med_policy} met. Servicing NPI {org_npi}. Extensions: "
     "{provider_line}."),
    ("b18c_formulary_tier_change", "formulary_notice", US,
     "FORMULARY CHANGE NOTICE - {plan_own}, effective {eff_iso}\n{tier_changes}\nPrior authorization requests: fax "
     "{org_fax}. Pharmacy help desk {rx_help_phone}; {rx_email}."),
    ("b18c_network_directory_entries", "provider_directory", US,
     "FIND A PROVIDER - {county_ia} County ({year})\n{pr_name} - {pr_specialty}\n  {pr_addr}\n  Tel {pr_phone}  NPI {pr_npi}\n"
     "{pr2_name} - {pr2_specialty}\n  {pr2_addr}\n  Tel {pr2_phone}  NPI {pr2_npi}\nFull list: {directory_url}"),
    ("b18c_claim_status_page", "claim_status", US,
     "Claim status  |  {org}\nClaim {claim_ref}\nReceived {dos2} -> In review -> ((Paid, check mailed||Pending information||"
     "Denied, see EOB))\n{billed_allowed}\nProvider: {pr_name}\nNeed help? {org_phone} (Monday-Friday "
     "{hh}-{close_hh})"),
    ("b18c_rx_benefit_card_back", "pharmacy_card", US,
     "PHARMACIST USE ONLY\nRxBIN {org_rxbin}   RxPCN {org_rxpcn}   RxGRP {org_rxgrp}\nIssuer (80840) {payer_id}  "
     "Plan {hios}\nHelp desk {rx_help_phone}  Mail order {pharm_addr}\nCard issued {eff_iso}  stock {lot_cb}"),
    ("b18c_appointment_reminder_generic", "appointment_reminder", US,
     "{clinic}: you have an appointment {weekday} at {hh} with {physician}. Arrive {small} min early; bring your card and "
     "medication list. To change it call {clinic_phone} or reply C. Parking behind {clinic_addr}."),
    ("b18c_lab_reference_ranges", "lab_reference", US,
     "{lab_own} - Chemistry reference intervals (adult), rev. {eff_iso}\n{chem_table}\nCLIA {org_clia}. Questions "
     "{lab_phone}, {lab_email}."),
    ("b18c_billing_statement_footer", "billing_statement", US,
     "{clinic_upper}  statement ref {statement_ref}  page {ins_page} of {ins_page}\nCurrent ${dollars}  30 days ${fee2}  "
     "60+ days ${fee3}\nPay online {org_web}, by phone {billing_phone}, or mail to {clinic_addr}.\nFinancial assistance "
     "up to {pct} of charges; ask {billing_email}."),
    ("b18c_vision_plan_summary", "vision_plan", US,
     "{eye} - {plan_own} vision rider {year}\nExam once every 12 months: ${copay_low} copay\nLenses: ${copay_high} (single, "
     "bifocal, trifocal)\nFrame allowance: ${fee} every 24 months\nContacts in lieu: ${fee2}\nCall {eye_phone}; "
     "{eye_addr}"),
    ("b18c_dental_plan_summary", "dental_plan", US,
     "{dental_office} - dental summary {year}\nPreventive (D0120, D1110): 100%\nBasic ({cdt}): {coins}% after ${dental_ded} "
     "deductible\nMajor: 50%, {months_n}-month wait\nAnnual maximum ${fee_big}\n{dental_phone} | {dental_addr}"),
    ("b18c_travel_emergency_wording", "travel_insurance", EN,
     "Section {small_digit}.{small_digit2} Emergency medical expenses abroad\nWe pay reasonable costs up to ${cover_limit} "
     "per trip, less an excess of ${copay_high}. Call our assistance partner before admission: {assist_uk} (Europe), "
     "{assist_de} (Germany) or {assist_fr} (France). Policy wording CB-TRV-{year}-{small}."),
    ("b18c_plan_year_comparison", "benefit_summary", US,
     "{org} - {py_new} vs {py_old}\n                 {py_new}     {py_old}\nDeductible       ${ded}    ${ded2}\n"
     "Coinsurance      {coins}%       {coins2}%\nOOP maximum      ${oop_max}   ${oop_max2}\nPCP copay        ${copay_low}       "
     "${copay_high}\nPlan {hios}; questions {org_tollfree}"),
    ("b18c_star_rating_report", "quality_report", US,
     "Contract {contract_no} Star Ratings preview ({measure_year})\nOverall {star_n} stars (prior {star_n2})\n"
     "Part C {star_n2}, Part D {star_n}\nLowest measures: ((Statin adherence||Care for older adults||Plan all-cause "
     "readmissions)) {pct_tenth}\nPrepared by {staff}; {hedis_email}"),
    # ---- support and operations ------------------------------------------------------------------------------------
    ("b18c_support_chat_coverage", "support_chat", US,
     "Guest: is physical therapy covered\n{cb_bot}: On {plan_own}, outpatient PT is covered up to {small} visits a year, "
     "${copay_low} copay each.\nGuest: need referral?\n{cb_bot}: No referral; some visits need prior auth after visit "
     "{small_digit}. Call {org_phone} for specifics.\nGuest: ok ty"),
    ("b18c_email_reply_general", "email", US,
     "Subject: RE: question about my bill\n\nHello,\nThanks for writing. Charges for CPT {cpt} are billed by the lab "
     "separately; the {year} allowed amount is ${fee}. If you would like us to review a specific statement, call "
     "{billing_phone} and have the statement reference ready.\n\n{agent}, Patient Accounts\n{billing_email}"),
    ("b18c_it_change_ticket", "it_ticket", US,
     "{cb_ticket}  Standard change: patch {cb_host}\nWindow {weekday} {close_hh}-23:00 CT; expected outage {minutes_n} min\n"
     "Rollback: snapshot {sha}\nApprovals {small_digit}/{small_digit}; CAB {dos}\nNotify {edi_email}; status {org_status_page}"),
    ("b18c_release_notes_claims_engine", "release_notes", US,
     "Claims engine {cb_version} ({build_no})\n- {cb_ticket2}: CARC {carc} mapping updated\n- {cb_ticket3}: 837P "
     "loop 2400 accepts {small_digit} NTE lines\n- performance: adjudication p95 {ms} ms (was {ms2} ms)\nKnown issues "
     "on {org_status_page}"),
    ("b18c_call_script_eligibility", "call_script", US,
     "ELIGIBILITY CALL SCRIPT v{cb_version}\n1. Greet: \"{org}, this is ___.\"\n2. Ask for the member ID and date of "
     "birth; never read them back in full.\n3. Quote deductible (${ded}) and OOP (${oop_max}) for {plan_own}.\n"
     "4. Escalate to {provider_line} after {minutes_n} min."),
    ("b18c_public_health_bulletin", "public_health", US,
     "{county_ia} County health bulletin, week {week}\n{vaccine} clinics: {weekday}s {hh}-{close_hh} at {clinic}, "
     "{clinic_addr}. Lot {lot_cb}.\nCases reported: influenza {cases_n}, RSV {cases_n2}, ages {age_band}.\nNurse line "
     "{nurse_line}"),
    ("b18c_accreditation_letter_lab", "letter", US,
     "{date_letter}\n\n{lab_own}\n{lab_addr}\n\nRe: accreditation, CLIA {org_clia}\n\nFollowing the survey of {dos}, "
     "the laboratory is accredited for {small} months. {small_digit} deficiencies were corrected within {small2} days.\n\n"
     "{staff}, Survey Manager"),
    ("b18c_visit_summary_generic", "clinical_note", US,
     "Visit summary - {clinic}, {dos}\nClinician: {physician}\nReason: ((follow-up of hypertension||diabetes check||"
     "knee pain||annual physical))\nVitals: BP {bp}, HR {hr}, temp {temp_f}\nPlan: {regimen}; labs {loinc_name} at "
     "{lab_own}; return in {months_n} months.\nQuestions: nurse line {nurse_line}"),
    ("b18c_counselling_leaflet", "pharmacy_leaflet", US,
     "{pharmacy_own} counselling sheet: {counsel_drug}\nTake ((with food||on an empty stomach||at bedtime)) unless your label "
     "says otherwise. Store at 20-25°C. Refill after {days_supply} days; {refills} refills.\nSide effects: call {rx_help_phone} or "
     "nurse line {nurse_line}."),
    ("b18c_qi_meeting_minutes", "minutes", US,
     "QI committee minutes, {dos}\nAttendees: {pr_name}, {pr2_name}, {staff}\n1. Hypertension control {pct_tenth} "
     "(goal 70%).\n2. No-show rate {pct_small}; reminder texts from {clinic_phone} to go out {small} h earlier.\n"
     "Next meeting {dos2}, {hh}."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b18c_de_leistungsuebersicht", "benefit_summary", ("de_DE", "de_AT", "de_CH"),
     "Leistungsübersicht {year}\nZahnreinigung: {amount_loc} je Sitzung\nBrille: bis {amount_loc2} alle 24 Monate\n"
     "Erstattung Heilpraktiker: {pct_loc}\nAssistance im Ausland: {assist_de}"),
    ("b18c_fr_decompte_remboursement", "remittance", ("fr_FR",),
     "Décompte de remboursement n° {claim_ref}\nActe {cpt} du {dos_loc} : base {amount_loc}, remboursé {pct_loc}\n"
     "Participation forfaitaire : 2,00 €\nAssistance : {assist_fr}"),
    ("b18c_es_red_farmacias", "network_notice", ("es_ES", "es_MX"),
     "Red de farmacias {year}: {small} farmacias nuevas en {city_loc}. Horario {hh}-{close_hh}. Copago medio {amount_loc}. "
     "Atención internacional: {org_intl_line}"),
    ("b18c_it_tariffario", "fee_schedule", ("it_IT",),
     "Tariffario {year} - visita specialistica {amount_loc}, prelievo {amount_loc2}\nSconto convenzione: {pct_loc}\n"
     "Prenotazioni {weekday_loc} {hh}-{close_hh}. Assistenza: {org_intl_line}"),
    ("b18c_nl_polisvoorwaarden", "policy_wording", ("nl_NL", "nl_BE"),
     "Artikel {small_digit}.{small_digit2} Spoedeisende zorg in het buitenland\nVergoeding tot {amount_loc} per reis; "
     "eigen risico {amount_loc2}. Meld opname binnen {small} uur via {assist_uk}."),
    ("b18c_pt_tabela_coparticipacao", "fee_schedule", ("pt_PT", "pt_BR"),
     "Tabela de coparticipação {year}\nConsulta: {amount_loc}\nAnálises: {amount_loc2}\nReembolso: {pct_loc}\n"
     "Válida desde {dos_loc}. Linha internacional {org_intl_line}"),
    ("b18c_pl_cennik_badan", "fee_schedule", ("pl_PL",),
     "Cennik badań {year}\nMorfologia: {amount_loc}\nLipidogram: {amount_loc2}\nZniżka: {pct_loc}\nRejestracja "
     "{weekday_loc} {hh}-{close_hh}; {org_intl_line}"),
    ("b18c_nordic_vaccinpriser", "fee_schedule", NORDIC,
     "Vaccin / Vaksine / Rokote {year}\nInfluensa: {amount_loc}\nTBE: {amount_loc2}\nÖppet / Åbent / Auki "
     "{weekday_loc} {hh}-{close_hh}. Assistanse: {assist_uk}"),
    ("b18c_cs_ordinacni_hodiny", "notice", ("cs_CZ",),
     "Ordinační hodiny {year}: {weekday_loc} {hh}-{close_hh}. Očkování proti chřipce {amount_loc}, doplatek {pct_loc}. "
     "Čekací doba cca {minutes_n} min. Informace: {org_intl_line}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind18", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
