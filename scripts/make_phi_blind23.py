"""A twenty-third blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind23.py [--seed 25251] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind21.py,
seeds 4141 to 23231) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-second set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b23_" or "b23c_"). Identifier-free genres: NCPDP pharmacy reject messages, utilisation-review criteria excerpts,
clinical-trial site lists, coding-audit findings, CMS star-rating extracts, benefits-portal error pages, NCCI
edit-pair tables, HL7 system messages with no patient (ACK, NMD, MFN), lab instrument QC logs, DME catalogues with
HCPCS codes, price-transparency files (CSV and JSON), nurse-line triage protocols, pharmacy reorder lists, grant and
budget tables, department rotas with extensions, X12 999/TA1 acknowledgements, FHIR Location and Organization
resources, plus letters, leaflets, notices and wordings in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi,
cs). Carrying genres: kiosk intake forms, telehealth chat logs, portal messages, caregiver e-mails with quoted
replies, faxed referral cover sheets, legal letters, returned-mail notices, duplicate-record merge reports,
identity-verification call transcripts, SMS with typos, voice-to-text, OCR'd and PDF-extracted forms, spreadsheet
pastes with split cells, CSV, JSON, XML, HL7 and X12 exports, syslog lines and letters in other locales.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN); the people it names are the
organisations' own clinicians and staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind19 as blind19
    import make_phi_blind21 as blind21
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind19 as blind19
    from scripts import make_phi_blind21 as blind21

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 25251
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind21.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Columbia Plateau Health Plan"
CLINIC_NAME = "Palouse Ridge Family Clinic"
LAB_NAME = "Yakima Valley Reference Laboratory"
EYE_NAME = "Okanogan Highlands Vision Center"
DENTAL_NAME = "Wenatchee River Dental Partners"
PHARMACY_NAME = "Walla Walla Community Pharmacy"
ORG_DOMAIN = "columbiaplateauhp.org"
CLINIC_DOMAIN = "palouseridgeclinic.org"
ORGANISATION_CONTACTS = [
    "(509) 555-0141",                                           # 0 plan member services
    "(509) 555-0142",                                           # 1 plan fax (utilisation management)
    "Claims Department, PO Box 9318, Spokane, WA 99209",        # 2 plan claims address
    "2207 North Monroe Street, Suite 400, Spokane, WA 99205",   # 3 plan office
    "appeals@columbiaplateauhp.org",                            # 4
    "memberhelp@columbiaplateauhp.org",                         # 5
    "(509) 555-0143",                                           # 6 clinic
    "(509) 555-0144",                                           # 7 clinic fax
    "615 East Main Street, Pullman, WA 99163",                  # 8 clinic address
    "reception@palouseridgeclinic.org",                         # 9
    "https://www.columbiaplateauhp.org",                        # 10
    "(509) 555-0145",                                           # 11 lab client services
    "1102 West Yakima Avenue, Yakima, WA 98902",                # 12 lab address
    "(509) 555-0146",                                           # 13 dental
    "27 North Wenatchee Avenue, Wenatchee, WA 98801",           # 14 dental address
    "(509) 555-0147",                                           # 15 eye care
    "119 Second Avenue South, Okanogan, WA 98840",              # 16 eye care address
    "(509) 555-0148",                                           # 17 pharmacy help desk
    "44 East Alder Street, Walla Walla, WA 99362",              # 18 pharmacy address
    "1-866-555-0149",                                           # 19 toll-free member line
    "1-866-555-0150",                                           # 20 nurse line, toll-free
    "+1 509 555 0141",                                          # 21 member line from abroad
    "+44 141 496 0723",                                         # 22 European assistance partner
    "rxsupport@columbiaplateauhp.org",                          # 23
    "x12@columbiaplateauhp.org",                                # 24
    "networkrelations@columbiaplateauhp.org",                   # 25
    "https://www.columbiaplateauhp.org/find-care",              # 26
    "https://status.columbiaplateauhp.org",                     # 27
    "stars@columbiaplateauhp.org",                              # 28
    "(360) 555-0151",                                           # 29 clinic, Olympia branch
    "820 Capitol Way South, Olympia, WA 98501",                 # 30 branch address
    "(509) 555-0152",                                           # 31 clinic billing office
    "billing@palouseridgeclinic.org",                           # 32
    "(509) 555-0153",                                           # 33 provider services line
    "privacyoffice@columbiaplateauhp.org",                      # 34
    "(509) 555-0154",                                           # 35 research office (trial sponsor contact)
    "research@columbiaplateauhp.org",                           # 36
]
ORG_PAYER_ID = "CPHP7"
ORG_RXBIN = "019384"
ORG_RXPCN = "CPHRX"
ORG_RXGRP = "CPH8830"
ORG_EIN = "91-2650473"
ORG_HIOS = ("71288WA0010004", "71288WA0020012", "71288WA0030009")
ORG_NPIS = (blind5._npi_of("138204957"), blind5._npi_of("172650384"), blind5._npi_of("104938271"),  # noqa: SLF001
            blind5._npi_of("190372645"), blind5._npi_of("126480539"), blind5._npi_of("163719208"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Henrietta Vasquez-Lindqvist, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Bartholomew Nakagawa-Reid, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[29], ORGANISATION_CONTACTS[30]),
    ("Philippa Osei-Brandt, DMD", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Leopold Achterberg, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], ORGANISATION_CONTACTS[16]),
    ("Araceli Thorvaldsen, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], ORGANISATION_CONTACTS[18]),
    ("Ignatius Mbeki-Holloway, MD", "Clinical Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["509", "360", "253", "425", "564", "541", "971", "907", "808", "671"]


def phone_v23(draw: Draw) -> str:
    """A US number as a kiosk, a caregiver or a fax header prints it."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(220, 978))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "836"
    line = draw.digits(4)
    return draw.pick([f"({area}) {exchange} {line}", f"{area}{exchange}-{line}", f"+1.{area}.{exchange}.{line}",
                      f"1 {area} {exchange} {line}", f"{area}–{exchange}–{line}", f"1-{area}-{exchange}-{line}",
                      f"tel. {area}/{exchange}{line}", f"{area} {exchange}{line}"])


def _date_v23(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{m:02d}-{d:02d}-{y}", f"{d} {ABBR[m - 1].upper()} {y}", f"{y}.{m:02d}.{d:02d}",
                      f"{MONTHS[m - 1]} {d} {y}", f"{d}/{m}/{y}", f"{ABBR[m - 1]}-{d:02d}-{y % 100:02d}",
                      f"{m}.{d}.{y}", f"{d:02d}{ABBR[m - 1].upper()}{y}"])


def dob_v23(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little."""
    return _date_v23(draw, 1926, 2023)


def dod_v23(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v23."""
    return _date_v23(draw, 2020, 2026)


def member_v23(draw: Draw) -> str:
    """This plan's member IDs: a CPH prefix, nine digits and, on dependants' cards, a suffix."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"CPH{body}", f"CPH-{body[:3]}-{body[3:6]}-{body[6:]}", f"CPH{body}*{draw.rng.randint(1, 4):02d}",
                      f"XCP{body}", f"cph {body}"])


def mrn_v23(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"PRC{draw.digits(8)}", f"PR-{draw.digits(6)}", f"M{draw.digits(3)}.{draw.digits(3)}.{draw.digits(2)}",
                      f"{draw.digits(2)}-{draw.digits(5)}-PRC"])


def url_v23(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"CPH{draw.digits(9, first_nonzero=True)}"
    mrn = f"PRC{draw.digits(8)}"
    return draw.pick([f"https://members.{ORG_DOMAIN}/eob/list?member={member}",
                      f"https://members.{ORG_DOMAIN}/u/{member}/card.pdf",
                      f"https://mychart.{CLINIC_DOMAIN}/patients/{mrn}/results",
                      f"https://mychart.{CLINIC_DOMAIN}/visit/join?mrn={mrn}&t={draw.digits(6)}"])


def age_v23(draw: Draw) -> str:
    """An age over 89 as a caregiver, a kiosk or a report prints it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} yrs old", f"{age}-year-old", f"aged {age}", f"{age} y.o.", f"{age}y", f"{age} years of age"])


def email_v23(draw: Draw) -> str:
    """A personal e-mail at a north-west ISP or a webmail."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["centurylink.net", "frontier.com", "wavecable.com", "q.com", "proton.me", "yahoo.com",
                        "aol.com", "mail.com", "pm.me", "ymail.com"])
    local = draw.pick([f"{first}_{last}{draw.rng.randint(1, 99)}", f"{last}.{first[0]}", f"{first}{last[0]}{draw.rng.randint(40, 99)}",
                       f"{last}family", f"{first[0]}.{last}.wa"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind21.SLOTS, "phone_v23": phone_v23, "dob_v23": dob_v23, "dod_v23": dod_v23, "member_v23": member_v23,
    "mrn_v23": mrn_v23, "url_v23": url_v23, "age_v23": age_v23, "email_v23": email_v23,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _ncpdp_reject_row(draw: Draw) -> str:
    """One line of a pharmacy claim rejection log: NCPDP reject code, message, count this week."""
    code, text = draw.pick([("70", "Product/Service Not Covered"), ("75", "Prior Authorization Required"),
                            ("76", "Plan Limitations Exceeded"), ("79", "Refill Too Soon"), ("88", "DUR Reject Error"),
                            ("MR", "Product Not On Formulary"), ("41", "Submit Bill To Other Processor"),
                            ("65", "Patient Is Not Covered"), ("AG", "Days Supply Limitation"), ("25", "M/I Prescriber ID")])
    return f"{code:<3}| {text:<34}| {draw.rng.randint(3, 940):>4} | {draw.rng.randint(1, 60)}.{draw.digits(1)}%"


def _ncci_row(draw: Draw) -> str:
    """One row of an NCCI procedure-to-procedure edit table: column 1, column 2, modifier indicator, effective date."""
    pair = draw.pick(["29881,29877", "43239,43235", "45385,45380", "11042,97597", "64483,77003", "93000,93010",
                      "20610,76942", "36556,76937", "99214,96372", "17110,11900", "52000,51700", "66984,66990"])
    return f"{pair},{draw.pick(['0', '1', '9'])},{draw.rng.randint(2019, 2026)}{draw.rng.randint(1, 12):02d}01,*"


def _dme_row(draw: Draw) -> str:
    """One line of a durable-medical-equipment catalogue: HCPCS, item, purchase or rental, price."""
    code, item = draw.pick([("E0601", "CPAP device"), ("E0143", "walker, folding, wheeled"), ("K0001", "standard wheelchair"),
                            ("E0260", "hospital bed, semi-electric"), ("E1390", "oxygen concentrator"),
                            ("L3908", "wrist-hand orthosis"), ("A4253", "glucose test strips, 50"), ("E0114", "crutches, pair"),
                            ("E0163", "commode chair"), ("A7030", "full face mask")])
    mode = draw.pick(["purchase", "rental/month", "capped rental"])
    return f"{code}  {item:<30} {mode:<14} ${draw.rng.randint(8, 2400)}.{draw.digits(2)}"


def _price_row(draw: Draw) -> str:
    """One CSV row of a hospital price-transparency file: code, description, gross, cash, min and max negotiated."""
    code, label = draw.pick([("70553", "MRI brain w/o & w/ contrast"), ("74177", "CT abd/pelvis w/ contrast"),
                             ("45378", "colonoscopy diagnostic"), ("59400", "vaginal delivery global"),
                             ("29881", "knee arthroscopy/meniscectomy"), ("80053", "comprehensive metabolic panel"),
                             ("43239", "upper GI endoscopy w/ biopsy"), ("99283", "ED visit moderate")])
    gross = draw.rng.randint(90, 18000)
    return (f"{code},\"{label}\",{gross}.00,{gross * draw.rng.randint(40, 70) // 100}.00,"
            f"{gross * draw.rng.randint(25, 45) // 100}.00,{gross * draw.rng.randint(60, 95) // 100}.00")


def _qc_row(draw: Draw) -> str:
    """One line of a chemistry analyser's QC log: time, analyte, level, value, mean, SD, Westgard flag."""
    analyte, mean = draw.pick([("GLU", 98), ("NA", 140), ("K", 4), ("CREA", 1), ("ALT", 42), ("TSH", 2), ("HGB", 13),
                               ("CHOL", 190)])
    return (f"{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}  {analyte:<5} L{draw.rng.randint(1, 3)}  "
            f"{mean}.{draw.digits(2)}  mean {mean}.{draw.digits(1)}  SD 0.{draw.digits(2)}  "
            f"{draw.pick(['ok', 'ok', 'ok', '1-2s warn', '2-2s reject', '1-3s reject'])}")


def _reorder_row(draw: Draw) -> str:
    """One line of a pharmacy reorder list: NDC, item, on hand, par, order quantity, wholesaler item number."""
    ndc, item = draw.pick([("00071-0155-23", "atorvastatin 10 mg #90"), ("00093-7180-56", "amlodipine 5 mg #90"),
                           ("00378-0018-01", "metoprolol tart 25 mg #100"), ("00173-0682-20", "fluticasone 110 mcg inh"),
                           ("00002-8215-01", "insulin lispro 10 mL"), ("00054-4297-25", "prednisone 10 mg #100"),
                           ("65862-0157-01", "losartan 50 mg #90"), ("00781-1506-10", "amoxicillin 500 mg #100")])
    on_hand = draw.rng.randint(0, 40)
    par = draw.rng.randint(20, 80)
    return f"{ndc}\t{item}\t{on_hand}\t{par}\t{max(par - on_hand, 6)}\t{draw.rng.randint(100000, 999999)}"


def _budget_row(draw: Draw) -> str:
    """One row of a grant budget table: line, year-one amount, year-two amount, share of the total."""
    line = draw.pick(["Personnel (2.5 FTE)", "Fringe at 31%", "Travel", "Equipment", "Supplies", "Contractual",
                      "Community health workers", "Evaluation", "Indirect at 26%", "Telehealth licences"])
    return f"| {line} | ${draw.rng.randint(3, 480):,},{draw.rng.randint(0, 999):03d} | ${draw.rng.randint(3, 480)},{draw.rng.randint(0, 999):03d} | {draw.rng.randint(1, 40)}% |"


def _rota_row(draw: Draw) -> str:
    """One row of a department rota: department, shift, extension, pager group, staffing."""
    dept = draw.pick(["Triage nurses", "Radiology reading room", "Pharmacy verification", "Lab specimen receiving",
                      "Front desk", "Care coordination", "Coding and HIM", "Patient transport", "IT service desk"])
    return (f"{dept:<26} {draw.pick(['07:00-15:30', '15:00-23:30', '23:00-07:30', '08:00-17:00'])}  ext. "
            f"{draw.rng.randint(2100, 7999)}  group {draw.rng.randint(10, 99)}  staff {draw.rng.randint(2, 14)}")


def _trial_site_row(draw: Draw) -> str:
    """One row of a clinical-trial site list: site number, site, status, enrolment against target."""
    site = draw.pick(["Palouse Ridge Family Clinic, Pullman", "Palouse Ridge Olympia branch",
                      "Yakima Valley Reference Laboratory (central lab)", "Walla Walla Community Pharmacy (IDS)",
                      "Okanogan Highlands Vision Center"])
    target = draw.rng.randint(12, 80)
    return f"{draw.rng.randint(101, 140)} | {site} | {draw.pick(['recruiting', 'active, not recruiting', 'startup'])} | {draw.rng.randint(0, target)}/{target}"


def _audit_row(draw: Draw) -> str:
    """One finding of a coding audit: code billed, code supported, count of charts, dollar effect."""
    billed, supported = draw.pick([("99215", "99214"), ("99214", "99213"), ("G2211", "none"), ("25", "no modifier"),
                                   ("E11.65", "E11.9"), ("I50.9", "I50.32"), ("J44.1", "J44.9"), ("99204", "99203")])
    return f"- billed {billed}, documentation supports {supported}: {draw.rng.randint(2, 30)} of {draw.rng.randint(31, 60)} charts, {draw.pick(['-', '+'])}${draw.rng.randint(40, 5200)}"


def _star_row(draw: Draw) -> str:
    """One row of a CMS star-rating extract: measure ID, name, rate, stars."""
    mid, name = draw.pick([("C01", "Breast Cancer Screening"), ("C02", "Colorectal Cancer Screening"),
                           ("C09", "Care for Older Adults - Medication Review"), ("C12", "Osteoporosis Management"),
                           ("C16", "Controlling Blood Pressure"), ("D08", "Medication Adherence for Diabetes"),
                           ("D10", "Medication Adherence for Cholesterol"), ("D12", "Statin Use in Diabetes"),
                           ("C24", "Plan All-Cause Readmissions")])
    return f"{mid},{name},{draw.rng.randint(55, 96)}.{draw.digits(1)},{draw.rng.randint(2, 5)}"


def _ur_row(draw: Draw) -> str:
    """One criterion of a utilisation-review guideline excerpt."""
    return draw.pick([f"  a. conservative therapy for at least {draw.rng.randint(4, 12)} weeks, documented",
                      f"  b. pain score of {draw.rng.randint(5, 8)}/10 or higher on two visits",
                      f"  c. BMI under {draw.rng.randint(35, 45)} or surgical clearance on file",
                      f"  d. imaging within the last {draw.rng.randint(3, 12)} months showing the finding",
                      f"  e. HbA1c below {draw.rng.randint(7, 9)}.{draw.digits(1)}% before elective surgery",
                      f"  f. failure of {draw.rng.randint(2, 3)} formulary alternatives",
                      f"  g. LVEF {draw.rng.randint(25, 40)}% or less on echo"])


def _location_row(draw: Draw) -> str:
    """One FHIR Location entry of the organisation's own sites (name, phone, address from ORGANISATION_CONTACTS)."""
    name, phone, addr = draw.pick([(CLINIC_NAME, ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
                                   (CLINIC_NAME + " Olympia", ORGANISATION_CONTACTS[29], ORGANISATION_CONTACTS[30]),
                                   (LAB_NAME, ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
                                   (DENTAL_NAME, ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
                                   (EYE_NAME, ORGANISATION_CONTACTS[15], ORGANISATION_CONTACTS[16]),
                                   (PHARMACY_NAME, ORGANISATION_CONTACTS[17], ORGANISATION_CONTACTS[18])])
    return (f"{{\"resource\": {{\"resourceType\": \"Location\", \"name\": \"{name}\", \"telecom\": [{{\"system\": \"phone\", "
            f"\"value\": \"{phone}\"}}], \"address\": {{\"text\": \"{addr}\"}}, \"extension\": [{{\"url\": \"beds\", "
            f"\"valueInteger\": {draw.rng.randint(0, 40)}}}]}}}}")


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
    "assist_uk": ORGANISATION_CONTACTS[22], "rx_email": ORGANISATION_CONTACTS[23], "edi_email": ORGANISATION_CONTACTS[24],
    "org_provider_email": ORGANISATION_CONTACTS[25], "directory_url": ORGANISATION_CONTACTS[26],
    "org_status_page": ORGANISATION_CONTACTS[27], "quality_email": ORGANISATION_CONTACTS[28],
    "branch_phone": ORGANISATION_CONTACTS[29], "branch_addr": ORGANISATION_CONTACTS[30],
    "billing_phone": ORGANISATION_CONTACTS[31], "billing_email": ORGANISATION_CONTACTS[32],
    "provider_line": ORGANISATION_CONTACTS[33], "privacy_email": ORGANISATION_CONTACTS[34],
    "research_phone": ORGANISATION_CONTACTS[35], "research_email": ORGANISATION_CONTACTS[36],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# Generic fillers only: the earlier sets' own organisations' fillers are dropped, this set's replace them.
_INHERITED = {key: maker for key, maker in blind21.FILLERS.items()
              if key not in blind21._OWN and key not in blind19._OWN and key not in blind17._OWN}  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0]]),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "reject_table": lambda d: "\n".join(_distinct_rows(d, _ncpdp_reject_row, 4, key_length=3)),
    "ncci_table": lambda d: "\n".join(_distinct_rows(d, _ncci_row, 4, key_length=11)),
    "dme_table": lambda d: "\n".join(_distinct_rows(d, _dme_row, 4, key_length=5)),
    "price_table": lambda d: "\n".join(_distinct_rows(d, _price_row, 3, key_length=5)),
    "qc_table": lambda d: "\n".join(_distinct_rows(d, _qc_row, 4, key_length=11)),
    "reorder_table": lambda d: "\n".join(_distinct_rows(d, _reorder_row, 4, key_length=13)),
    "budget_table": lambda d: "\n".join(_distinct_rows(d, _budget_row, 4, key_length=12)),
    "rota_table": lambda d: "\n".join(_distinct_rows(d, _rota_row, 4, key_length=20)),
    "trial_table": lambda d: "\n".join(_distinct_rows(d, _trial_site_row, 3, key_length=30)),
    "audit_table": lambda d: "\n".join(_distinct_rows(d, _audit_row, 3, key_length=20)),
    "star_table": lambda d: "\n".join(_distinct_rows(d, _star_row, 4, key_length=3)),
    "ur_table": lambda d: "\n".join(_distinct_rows(d, _ur_row, 3, key_length=6)),
    "location_entries": lambda d: ", ".join(_distinct_rows(d, _location_row, 2, key_length=60)),
    "county_wa": lambda d: d.pick(["Spokane", "Whitman", "Yakima", "Chelan", "Okanogan", "Walla Walla", "Thurston",
                                   "Benton", "Franklin", "Grant", "Kittitas", "Asotin"]),
    "cph_host": lambda d: d.pick(["cph-elig-03", "cph-claims-sql1", "prc-emr-web2", "cph-members-05", "cph-x12-gw2",
                                  "cph-fhir-01", "yvrl-lis-02", "cph-rxclaim-1"]),
    "cph_ticket": lambda d: f"CPH-{d.rng.randint(20000, 89999)}",
    "cph_version": lambda d: f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 99)}",
    "cph_pa": lambda d: d.pick([f"UM{d.rng.randint(2025, 2026)}-{d.digits(6)}", f"CPH-PA-{d.digits(7)}"]),
    "cph_policy": lambda d: f"CPH-CP-{d.rng.randint(100, 620)}",
    "cph_claim": lambda d: f"C{d.rng.randint(25, 26)}{d.rng.randint(1, 365):03d}-{d.digits(7)}",
    "plan_cph": lambda d: d.pick(["Plateau Bronze 8200", "Plateau Silver 4000", "Plateau Gold 1000",
                                "Plateau Platinum 250", "Plateau Medicare Advantage HMO"]),
    "group_cph": lambda d: d.pick(["CPH-GR-10482", "CPH-GR-22917", "CPH-GR-30056", "CPH-GR-41873", "CPH-GR-57720"]),
    "employer_cph": lambda d: d.pick(["Pullman School District", "Palouse Grain Growers", "Yakima Fruit Packers Co-op",
                                    "Wenatchee Orchard Supply", "Tri-Cities Rail Services"]),
    "bot_cph": lambda d: d.pick(["Plateau Helper", "CPHP Virtual Assistant", "Juniper"]),
    "trial_id": lambda d: f"NCT0{d.rng.randint(4000000, 6999999)}",
    "fiscal_year": lambda d: f"FY{d.rng.randint(2025, 2027)}",
    "analyser": lambda d: d.pick(["cobas c 503", "Alinity c", "Atellica CH 930", "AU5800", "DxC 700 AU"]),
    "http_code": lambda d: d.pick(["500", "502", "503", "504", "429"]),
    "err_ref": lambda d: f"ERR-{d.digits(4)}-{d.pick(['ELG', 'CLM', 'IDC', 'PAY', 'RX'])}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- intake, portals, chats, calls -------------------------------------------------------------------------------
    ("b23_kiosk_checkin_screen", "kiosk_form", US,
     "[ {clinic} self check-in | kiosk {small_digit} ]\nConfirm your details  (tap EDIT to change)\n"
     "Birthdate ........ [[date_of_birth:dob_v23]]\nMobile ........... [[phone:phone_v23]]\nHome address ..... "
     "[[address:addr_us_line]]\nE-mail for receipts: [[email:email_v23]]\n[ CONFIRM ]   [ EDIT ]"),
    ("b23_telehealth_chat_log", "telehealth_chat", US,
     "[{clock}] system: waiting room opened, client [[ip_address:ipv4_public]]\n[{clock}] MA {agent}: hi! before the "
     "dr joins can u confirm ur birthday\n[{clock}] patient: [[date_of_birth:dob_v23]]\n[{clock}] MA {agent}: and plan ID "
     "on ur card?\n[{clock}] patient: [[member_id:member_v23]] ((sorry its blurry||i think)) \n[{clock}] MA {agent}: "
     "callback # if video drops?\n[{clock}] patient: [[phone:phone_v23]]"),
    ("b23_portal_msg_caregiver_mom", "portal_message", US,
     "MyChart message to {clinic}\nFrom: proxy account ({relation})\nSubject: mom's meds\n\nMy mother is [[age_over_89:age_v23]] "
     "and her chart number is [[record_number:mrn_v23]]. Please send the new list to [[email:email_v23]], she can't log in."),
    ("b23_caregiver_email_quoted", "email", EN,
     "Re: Re: moving dad's care\n\nThanks. His new place is [[address:addr_us_block]]; landline [[phone:phone_v23]].\n\n"
     "On {dos}, {org} Member Services wrote:\n> Please reply with the member ID so we can update it.\n\n"
     "it's [[member_id:member_v23]] (from the back of his card)\n-- {first}"),
    ("b23_fax_referral_cover", "fax_cover", US,
     "FAX  {pages} pages incl. cover        URGENT REFERRAL\nTo: ((Cardiology||Neurology||Orthopedics)) intake\n"
     "From: {clinic}  Fax {clinic_fax}\nRE: pt chart [[record_number:mrn_v23]]  DOB [[date_of_birth:dob_v23]]\n"
     "Pt best # [[phone:phone_v23]]   SSN on file [[ssn:ssn_typed]]\nCONFIDENTIAL: if received in error call the sender."),
    ("b23_legal_letter_records_request", "legal_letter", EN,
     "{date_letter}\n\nCustodian of Records, {clinic}\n\nRe: Request for medical records, our client {first} {last}\n"
     "Date of birth: [[date_of_birth:dob_v23]]   Social Security No.: [[ssn:ssn_plain]]\nLast known address: "
     "[[address:addr_us_line]]\nYour chart reference: [[record_number:mrn_v23]]\n\nEnclosed is a HIPAA-compliant "
     "authorization. Kindly respond within {small_count} days.\n\n{staff}, Paralegal"),
    ("b23_returned_mail_notice", "returned_mail", US,
     "RETURNED MAIL LOG  batch {batch}\nItem: ID card packet  Reason: ((NOT DELIVERABLE AS ADDRESSED||MOVED LEFT NO "
     "ADDRESS||ATTEMPTED NOT KNOWN))\nMailed to:\n[[address:addr_us_block]]\nMember [[member_id:member_v23]]\n"
     "USPS forwarding suggests: [[address:addr_us_line]]\nAction: outreach via [[url:url_v23]]"),
    ("b23_duplicate_merge_report", "merge_report", US,
     "MPI duplicate candidates (score >= {small}0)\nsurvivor\t| [[record_number:mrn_v23]]\t| {last_upper}, {first_upper}\t| "
     "[[date_of_birth:dob_v23]]\nnon-survivor\t| [[record_number:mrn_v23]]\t| {last_upper}, {first_upper}\t| same\n"
     "matching SSN: [[ssn:ssn_plain]]\nphone on\nsurvivor: [[phone:phone_v23]]\nDecision: ((MERGE||NOT A MATCH||REVIEW))"),
    ("b23_idv_call_transcript", "call_transcript", US,
     "AGENT: For security, can you give me your date of birth?\nCALLER: uh, [[date_of_birth:dob_spelled]]\n"
     "AGENT: And the last four... actually the full social for this request.\nCALLER: [[ssn:ssn_voice]]\nAGENT: And the "
     "card you want to pay with?\nCALLER: it's [[card:card_spaced]]\nAGENT: Thank you, you're verified. (call {ctrl})"),
    ("b23_sms_typo_refund", "sms", US,
     "{pharmacy_own}: refund of ${money_s} ready. reply w/ bank info\n>> ok acct [[bank_account:acct_us_ach]] routing {aba} "
     "((thx||ty||thanks))\n>> wait no thats old. use the card insted [[card:card_any]]"),
    ("b23_voice_text_rental_car", "voice_to_text", US,
     "voice note transcribed: ok so the ambulance company needs the car info it was a rental plate number "
     "[[vehicle_id:plate_us]] and they can reach me at [[phone:phone_spelled]] thats my cell ok bye"),
    ("b23_ocr_parking_placard_form", "ocr_form", US,
     "DISABLED PARKING PLACARD - MEDICAL CERTIFICATION (scan, OCR)\nApplicant driver l1cense #: [[national_id:us_dl]]\n"
     "Vehicle ID No.\n(VIN): [[vehicle_id:vin]]\nApplicant age: [[age_over_89:age_v23]]\nCertified by: {physician}, NPI {own_npi}"),
    ("b23_spreadsheet_outreach_split", "spreadsheet_paste", US,
     "member\tage\tdob\tbest phone\n[[member_id:member_v23]]\t[[age_over_89:age_v23]]\t[[date_of_birth:dob_elder]]\t\"\n"
     "[[phone:phone_v23]]\n\"\n(from {employer_cph} wellness outreach, row {small})"),
    ("b23_pdf_estate_claim", "pdf_extract", US,
     "E S T A T E   C L A I M   F O R   R E F U N D\nDecedent ' s  SSN :  [[ssn:ssn_plain]]\nDate  of  death :  "
     "[[date_of_death:dod_v23]]\nRefund  to  account :  [[bank_account:acct_us_ach]]   ( checking )\n"
     "Amount  due :  $ {money_s}      Claim  {cph_claim}"),
    ("b23_csv_death_master_match", "csv_export", US,
     "member_id,ssn,dod,source,match_score\n[[member_id:member_v23]],[[ssn:ssn_plain]],[[date_of_death:dod_export]],"
     "((SSA DMF||state vital records||obituary)),0.{small}\n# {org} monthly termination run {batch}"),
    ("b23_json_portal_audit", "json_export", US,
     "{\"event\": \"login.success\", \"at\": \"{iso_ts}\", \"ip\": \"[[ip_address:ip_v6]]\", \"user\": "
     "\"[[email:email_v23]]\", \"landing\": \"[[url:url_v23]]\", \"mfa\": \"((sms||totp||email))\"}"),
    ("b23_xml_claim_attachment", "xml_export", US,
     "<ClaimAttachment control=\"{ctrl}\">\n  <Subscriber memberId=\"[[member_id:member_v23]]\" birthDate=\""
     "[[date_of_birth:dob_iso]]\">\n    <Street>[[address:addr_us_line]]</Street>\n  </Subscriber>\n  <Pages>{pages}</Pages>\n"
     "</ClaimAttachment>"),
    ("b23_hl7_adt_a03_expired", "hl7_export", US,
     "MSH|^~\\&|ADT|PRC|HIM|PRC|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v23]]^^^PRC^MR||"
     "{last_upper}^{first_upper}||||||[[address:addr_hl7_xad]]\nPV1|1|I|((ICU||4W||MED))^{room}^{bed}||||||||||||||||||||||"
     "||||||||20^Expired\nPID-29: [[date_of_death:dod_hl7]]"),
    ("b23_x12_270_inquiry", "x12_export", US,
     "ST*270*{four_digits}*005010X279A1~\nHL*3*2*22*0~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v23]]~\n"
     "N3*[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nEQ*30~\nSE*{small}*{four_digits}~"),
    ("b23_syslog_portal_reset", "log", US,
     "{log_ts} cph-idp[{fivedig}]: password reset requested user=[[email:email_v23]] src=[[ip_address:ipv4_public]]\n"
     "{log_ts} cph-idp[{fivedig}]: reset link sent, next=[[url:url_v23]]"),
    ("b23_markdown_cells_split", "table", US,
     "| field | value |\n|---|---|\n| vehicle | [[vehicle_id:plate_state]] |\n| phone | [[phone:phone_v23]] |\n"
     "| address (line 1) | [[address:addr_us_line]] |\n\n_Non-emergency transport booking {small_count}, {employer_cph}_"),
    ("b23_obituary_notice_form", "form", US,
     "Notification of death (web form)\nName of deceased: {first} {last}\nAge: [[age_over_89:age_v23]]\nDate of death: "
     "[[date_of_death:dod_v23]]\nLast residence: [[address:addr_us_line]]\nReported by: {relation}"),
    ("b23_card_dispute_portal", "portal_message", US,
     "Billing dispute #{fivedig}\nCard charged: [[card:card_any]]\nRefund instead to bank acct [[bank_account:bank_us_v5]]\n"
     "Submitted from [[ip_address:ipv4_public]] via [[url:url_v23]]"),
    # ---- other locales ------------------------------------------------------------------------------------------------
    ("b23_de_brief_beihilfe", "letter", ("de_DE", "de_AT"),
     "Betreff: Erstattungsantrag vom {ddmmyyyy}\n\nSehr geehrte Damen und Herren,\nbitte überweisen Sie den Betrag auf "
     "[[bank_account:iban_loc]]. Meine Steuer-ID lautet [[national_id:de_tax_id]], geboren am [[date_of_birth:dob_loc]].\n"
     "Anschrift: [[address:addr_loc_line]]\n\nMit freundlichen Grüßen\n{first} {last}"),
    ("b23_fr_courrier_mutuelle", "letter", ("fr_FR",),
     "Objet : remboursement de soins à l'étranger\n\nMadame, Monsieur,\nN° de sécurité sociale : [[national_id:fr_nir]]\n"
     "Téléphone : [[phone:phone_loc]]\nMerci de verser le remboursement sur le compte [[bank_account:iban_loc]].\n"
     "Cordialement, {first} {last}"),
    ("b23_nordic_chat_kundtjanst", "chat", NORDIC,
     "kund: hej, mitt personnummer/CPR/henkilötunnus är [[national_id:natid_loc]]\nbot: Tack! Vilket nummer når vi dig på?\n"
     "kund: [[phone:phone_loc]] el mejl [[email:email_loc]]\nbot: Ärendet är registrerat ({fivedig})."),
    ("b23_cs_pl_formularz_przyjecia", "intake_form", ("pl_PL", "cs_CZ"),
     "FORMULARZ / FORMULÁŘ PŘIJETÍ\nPESEL / rodné číslo: [[national_id:natid_loc]]\nData ur. / Datum nar.: "
     "[[date_of_birth:dob_loc]]\nAdres / Adresa:\n[[address:addr_loc_line]]\nWiek / Věk: [[age_over_89:age_loc]]"),
    ("b23_es_it_pt_email_familia", "email", ("es_ES", "it_IT", "pt_BR", "pt_PT"),
     "Asunto / Oggetto: ((papá||papà||pai))\n\nFalleció / è mancato / faleceu el [[date_of_death:dod_loc]]. Podéis "
     "llamarme al [[phone:phone_loc]].\n> Il {dos} avete scritto: serve l'indirizzo di residenza\n[[address:addr_loc_line]]"),
    ("b23_nl_portaal_bericht", "portal_message", ("nl_NL", "nl_BE"),
     "Bericht via het patiëntenportaal\nMijn oma is [[age_over_89:age_loc]] en overleed op [[date_of_death:dod_loc]]. "
     "Kunt u haar dossier sluiten? Bel mij op [[phone:phone_loc]] of mail [[email:email_loc]]."),
    ("b23_travel_claim_passport", "travel_claim", EN,
     "Travel claim (form TC-{small_digit})\nPassport no.: [[national_id:us_passport]]\nRental car plate: "
     "[[vehicle_id:plate_loc]]\nCard used abroad: [[card:card_loc]]\nHospital visit date {dos}, amount {eur}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- pharmacy, claims edits, coding ------------------------------------------------------------------------------
    ("b23c_ncpdp_reject_log", "pharmacy_claims", US,
     "Weekly reject summary, {pharmacy_own} (NCPDP {ncpdp_own}), week {week}\nCODE| MESSAGE                           | "
     "CNT  | SHARE\n{reject_table}\nHelp desk {rx_help_phone}; BIN {org_rxbin} / PCN {org_rxpcn}"),
    ("b23c_ncpdp_reject_explainer", "pharmacy_leaflet", US,
     "Why was my prescription rejected? Reject 79 (refill too soon) clears when {pct_int} of the days supply has passed. "
     "Reject 75 means your prescriber must fax {org_fax}; decisions within {small} hours. Questions: {rx_help_phone} "
     "({span_hours}, {weekday_list})."),
    ("b23c_ncci_edit_table", "claims_edit_table", US,
     "column1,column2,modifier_ind,effective,deletion\n{ncci_table}\n# {org} claims-edit library rev {cph_version}, "
     "loaded {eff_iso}; payer ID {payer_id}"),
    ("b23c_coding_audit_findings", "coding_audit", US,
     "Coding audit, {clinic}, {quarter}\nSample: {hundreds} E/M encounters; accuracy {pct_int} (target 95%).\n"
     "{audit_table}\nEducation session {dos} at {clock}; auditor {staff}, CPC. Questions {billing_email}"),
    ("b23c_icd_specificity_tip", "coding_tip", US,
     "Coding tip #{small}: report {icd} only when the note supports it; CPT {cpt} with modifier 25 needs a separate "
     "problem. Denials for CARC {carc} fell {pct_int} after last quarter's tip. HIM line ext. {four_digits}."),
    ("b23c_star_rating_extract", "quality_report", US,
     "measure_id,measure,rate,stars\n{star_table}\n# {org} Part C/D display page, contract year {measure_year}; "
     "overall {stars} stars. Contact {quality_email}"),
    ("b23c_ur_criteria_excerpt", "ur_criteria", US,
     "Medical policy {cph_policy}: ((lumbar fusion||bariatric surgery||knee arthroplasty||cardiac rehab)), revised "
     "{eff_iso}\nCoverage when ALL apply:\n{ur_table}\nReviewers call {provider_line}; fax records to {org_fax}."),
    ("b23c_prior_auth_turnaround", "prior_auth", US,
     "Prior authorization turnaround, {quarter}: standard {small} days median ({pct_int} within 72 h), expedited "
     "{small_digit} h median. {hundreds} requests, {pct_tenth} denied. Submit online at {org_web} or fax {org_fax}."),
    # ---- lab, DME, pharmacy stock ----------------------------------------------------------------------------------
    ("b23c_lab_qc_log", "lab_qc_log", US,
     "{lab_own} chemistry QC, analyser {analyser} #{small_digit}, run {dos}\n{qc_table}\nReviewed by {staff}, MLS(ASCP); "
     "lot {lot}, exp {eff_iso}"),
    ("b23c_lab_reference_panel", "lab_reference", US,
     "{lab_own}: ((lipid||thyroid||renal||liver)) panel reference (rev {cph_version})\nLDL <100 mg/dL  HDL >40 mg/dL\n"
     "Creatinine 0.{small_digit}-1.2 mg/dL  ALT 7-{small}0 U/L\nSpecimens accepted {span_hours}; client services {lab_phone}."),
    ("b23c_dme_catalogue", "dme_catalogue", US,
     "{org} DME price list {year} (supplier network v{cph_version})\nHCPCS  ITEM                           MODE           PRICE\n"
     "{dme_table}\nOrders: fax {org_fax}; prior auth over ${hundreds}."),
    ("b23c_pharmacy_reorder", "inventory", US,
     "{pharmacy_own} reorder list, {weekday} {clock}\nNDC\tITEM\tON_HAND\tPAR\tORDER\tWHSL#\n{reorder_table}\n"
     "PO {seven_digits}, wholesaler cut-off {clock_b}"),
    ("b23c_vaccine_lot_recall", "pharmacy_notice", US,
     "Lot check: ((Shingrix||Prevnar 20||Fluzone HD||Arexvy)) lot {lot} expires {eff_iso}; {small} doses on hand across "
     "{small_digit} sites. Cold-chain excursion {deci} °C for {small} min: within label. {pharmacy_own}, {pharm_addr}."),
    # ---- prices, budgets, rotas ------------------------------------------------------------------------------------
    ("b23c_price_transparency_csv", "price_transparency", US,
     "code,description,gross_charge,discounted_cash,min_negotiated,max_negotiated\n{price_table}\n"
     "# {clinic} standard charges, EIN {org_ein}, updated {eff_iso}, {org_street_addr}"),
    ("b23c_price_transparency_json", "price_transparency", US,
     "{\"hospital_name\": \"{clinic}\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.{small_digit}.0\", "
     "\"hospital_address\": [\"{clinic_addr}\"], \"standard_charge_information\": [{\"description\": \"{loinc_name}\", "
     "\"code_information\": [{\"code\": \"{cpt}\", \"type\": \"CPT\"}], \"standard_charges\": [{\"gross_charge\": "
     "{money_s}, \"discounted_cash\": {fee}}]}]}"),
    ("b23c_grant_budget", "budget_table", US,
     "{fiscal_year} budget, rural telehealth grant (award H2A{seven_digits})\n| line | year 1 | year 2 | share |\n|---|---|---|---|\n"
     "{budget_table}\nApplicant {org}, EIN {org_ein}; contact {research_email}"),
    ("b23c_department_rota", "staff_rota", US,
     "Week {week} rota, {clinic}\n{rota_table}\nAfter hours all calls to the nurse line {nurse_line}. Rota owner {staff}."),
    ("b23c_utilisation_dashboard", "utilisation_report", US,
     "metric,{quarter},prior,delta\nadmits_per_1000,{small}{small_digit}.{small_digit},{small}.{small_digit},{pct_tenth}\n"
     "ed_per_1000,{hundreds}.{small_digit},{hundreds}.{small_digit2},-{small_digit}%\nalos_days,{small_digit}.{small},"
     "{small_digit2}.{small},0.{small_digit}\n# {org} {county_wa} County members, suppression n<11"),
    # ---- EDI, HL7, FHIR ------------------------------------------------------------------------------------------------
    ("b23c_x12_999_accept", "edi_ack", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*PRCBILL        *{isa_date}*{clock_a}*^*00501*{isa_seq}*0*P*:~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK2*837*{four_digits}~\nIK5*A~\n"
     "AK9*A*{small_digit}*{small_digit}*{small_digit}~\nSE*6*{four_digits}~"),
    ("b23c_x12_ta1_reject", "edi_ack", US,
     "TA1*{isa_seq}*{isa_date}*{clock}*R*((006||010||024))~\n# interchange rejected: ((invalid control standards||"
     "invalid receiver ID||invalid date)). Resubmit to {payer_id}; EDI help {edi_email}, {provider_line}."),
    ("b23c_hl7_ack_system", "hl7_export", US,
     "MSH|^~\\&|CPHIE|CPH|PRCEHR|PRC|{hl7_ts}||ACK^A01|{ctrl}|P|2.5.1\nMSA|((AA||AE||AR))|{ctrl2}|((Message accepted||"
     "Required field missing: PV1-3||Duplicate control ID))\nERR|||((101||102||207))^((Required field missing||Data type "
     "error||Application internal error))^HL70357"),
    ("b23c_hl7_nmd_status", "hl7_export", US,
     "MSH|^~\\&|IFACE|CPH|MONITOR|CPH|{hl7_ts}||NMD^N02|{ctrl}|P|2.5.1\nNCK|{hl7_ts}\nNST|Y|{fivedig}|{fivedig}|"
     "{small}|{small_digit}|{hundreds}|{small}\n# interface {cph_host} queue depth {queue_depth}"),
    ("b23c_hl7_mfn_location", "hl7_export", US,
     "MSH|^~\\&|ADT|PRC|EHR|PRC|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master||UPD|||AL\nMFE|MAD|{fivedig}||"
     "((4W||ICU||ED||PACU))^{room}\nLOC|((4W||ICU||ED||PACU))^{room}^{bed}^PRC|{clinic} ((ward||unit))|B\nLDP|((4W||ICU||ED||PACU))|"
     "((MED||SUR||EMR))|||A|||{span_hours}"),
    ("b23c_fhir_location_bundle", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"total\": 2, \"entry\": [{location_entries}], "
     "\"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b23c_fhir_organization", "json_export", US,
     "{\"resourceType\": \"Organization\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", "
     "\"value\": \"{own_npi}\"}, {\"system\": \"urn:oid:2.16.840.1.113883.4.4\", \"value\": \"{org_ein_digits}\"}], "
     "\"name\": \"{org}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, {\"system\": \"fax\", "
     "\"value\": \"{org_fax}\"}], \"address\": [{\"text\": \"{org_street_addr}\"}], \"meta\": {\"versionId\": \"{small}\"}}"),
    # ---- trials, portals, triage, ops ------------------------------------------------------------------------------
    ("b23c_trial_site_list", "trial_site_list", US,
     "{trial_id}: ((SGLT2 in heart failure||RSV vaccine in adults 60-85||remote BP monitoring)) - sites\nsite | name | status | enrolled\n"
     "{trial_table}\nSponsor contact: {research_phone}, {research_email}; IRB ref {seven_digits}"),
    ("b23c_portal_error_page", "portal_error", US,
     "{http_code} - Something went wrong\nWe could not load ((your claims||ID cards||the provider search||payments)) right now. "
     "Reference {err_ref} ({iso_ts}). Try again in {small} minutes or call {org_tollfree}. Status: {org_status_page}"),
    ("b23c_nurse_triage_protocol", "triage_protocol", US,
     "Nurse line protocol ((fever in adults||chest pain||headache||abdominal pain)) v{cph_version}\n1. Temp over {deci2} °F "
     "for more than {small_digit} days: same-day visit.\n2. SpO2 under {small_count}0%... call 911.\n3. Otherwise home "
     "care, recheck in {small} h. Line {nurse_line}; escalate to on-call {physician}."),
    ("b23c_call_centre_script_pa", "call_script", US,
     "Script PA-{hundreds}: \"Thank you for calling {org}. Prior authorizations take up to {small_digit} business days. "
     "I can't discuss a specific request without verifying the caller.\" Transfer code {four_digits}; provider line "
     "{provider_line}."),
    ("b23c_incident_note_claims", "it_ticket", US,
     "{cph_ticket} resolved\n837 intake on {cph_host} paused {small} min at {clock}; {hundreds} files queued, none lost.\n"
     "Root cause: certificate rotation. Runbook step {small_digit} updated. Next review {dos}."),
    ("b23c_release_notes_emr", "release_notes", US,
     "Palouse EMR {cph_version} release notes\n- {cph_ticket}: eRx sends RxBIN {org_rxbin} / PCN {org_rxpcn}\n"
     "- Lab interface to {lab_own} retries {small_digit} times\n- {pct_int} smaller visit summaries\nBuild {build_no}, {dos}"),
    ("b23c_data_dictionary_claims", "data_dictionary", US,
     "### Claims mart: clm_line (schema v{cph_version})\ncolumn | type | notes\nclm_id | CHAR(14) | {org} claim number\n"
     "rndr_npi | CHAR(10) | rendering NPI\nalwd_amt | NUMBER(11,2) | allowed\nrev_cd | CHAR(4) | UB-04 revenue code\n"
     "Refreshed {clock} PT; {small_count} quality rules; owner {edi_email}"),
    ("b23c_public_health_bulletin", "public_health", US,
     "{county_wa} County Health District bulletin, week {week}: measles exposures {small_digit}, RSV positivity "
     "{pct_tenth}, West Nile positive mosquito pools {small}. MMR catch-up at {clinic}, {clinic_addr}, {weekday}s "
     "{span_hours}."),
    ("b23c_icd_cpt_crosswalk", "code_table", US,
     "ICD-10-CM -> CPT coverage crosswalk (policy {cph_policy}, rev {eff_iso})\n{icd} -> {cpt}, {cpt2}\nZ00.00 -> 99396\n"
     "E11.9 -> 83036 (limit {small_digit} per year)\nUnlisted pairs deny with CARC {carc}. {org_provider_email}"),
    # ---- insurer and clinic correspondence -------------------------------------------------------------------------
    ("b23c_plan_year_comparison", "benefit_summary", US,
     "Plan-year comparison | {year} | {year_next}\nDeductible | ${moneyk} | ${moneyk2}\nPCP copay | ${copay_num} | "
     "${small}\nGeneric Rx | ${small_digit} | ${small_digit2}\nPlan {plan_cph} ({hios}); group {group_cph}"),
    ("b23c_rx_benefit_card", "id_card_text", US,
     "{org} | {plan_cph}\nRxBIN {org_rxbin}   RxPCN {org_rxpcn}   RxGRP {org_rxgrp}\nPharmacist help {rx_help_phone}  "
     "Members {org_tollfree}\nSubmit paper claims: {org_claims_addr}  Card stock {fivedig}"),
    ("b23c_network_directory_entry", "provider_directory", US,
     "Find care: {pr_specialty} near {county_wa} County\n{pr_name} - NPI {pr_npi}\n{pr_addr} | {pr_phone}\nAccepting "
     "new patients: ((yes||no||waitlist)); languages ((English||English, Spanish||English, Russian)); next opening "
     "{small} days. {directory_url}"),
    ("b23c_pharmacy_network_list", "network_notice", US,
     "Preferred pharmacies {year}: {pharmacy_own} ({pharm_addr}, {rx_help_phone}) plus {hundreds} retail and "
     "{small} mail-order locations. 90-day supply at ${copay_num}. Changes effective {eff_iso}."),
    ("b23c_eob_sample_lines", "eob", US,
     "Sample EOB line {small_digit}: CPT {cpt} on {dos}, billed ${money_s}, allowed ${fee}, plan ${copay_num}.00, "
     "CARC {carc} / RARC {rarc}. This is not a bill. Appeals within 180 days: {org_appeals_email}."),
    ("b23c_accred_letter_dme", "letter", US,
     "{date_letter}\n\n{pharmacy_own}\n{pharm_addr}\n\nYour DMEPOS accreditation survey on {dos} found {small_digit} "
     "standards not met, corrected by {dos2}. Accreditation runs through {year_next}.\n\n{staff}, Surveyor"),
    ("b23c_clinic_letter_flu", "letter", US,
     "Dear neighbours,\n\n{clinic} offers flu shots {weekday}s from {clock} at {branch_addr}. Bring your card; "
     "no cost for most plans ({pct_int} of visits last season). Questions: {branch_phone}.\n\n{physician}"),
    ("b23c_travel_policy_evac", "policy_wording", US,
     "Clause {small_digit}.{small}: Repatriation. We cover return transport up to ${money_b} when our medical team "
     "agrees. Notify assistance within {small} hours: {assist_uk} or {org_intl_line}. Excess ${hundreds}."),
    # ---- other locales -----------------------------------------------------------------------------------------------
    ("b23c_de_ablehnungscodes", "pharmacy_claims", ("de_DE", "de_AT"),
     "Ablehnungsgründe Apotheke, KW {week}\nCode 70: nicht erstattungsfähig ({small}x)\nCode 75: Genehmigung nötig "
     "({small_count}x)\nRückfragen {eur} Bearbeitungsgebühr; Hotline aus dem Ausland {org_intl_line}"),
    ("b23c_fr_grille_tarifs_dme", "dme_catalogue", ("fr_FR",),
     "Grille LPP {year} - matériel médical\nFauteuil roulant : {eur}\nLit médicalisé (location/semaine) : {eur2}\n"
     "Concentrateur d'oxygène : {eur3}\nApplicable au {ddmmyyyy}. Assistance : {assist_uk}"),
    ("b23c_es_pt_resultados_calidad", "quality_report", ("es_ES", "pt_BR", "pt_PT"),
     "Indicadores de calidad / Indicadores de qualidade {year}\nCribado de cáncer colorrectal: {pct_int}\n"
     "Control de tensión / Controle de pressão: {pct_int2}\nReingresos / Reinternações: {pct_tenth}\nFuente: {org_web}"),
    ("b23c_it_nl_turni_reparto", "staff_rota", ("it_IT", "nl_NL"),
     "Turni / Rooster settimana {week}\nTriage: {span_hours} interno {four_digits}\nLaboratorio / Lab: {span_hours2} "
     "interno {four_digits2}\nFarmacia / Apotheek: {small} persone. Reperibilità: {nurse_line}"),
    ("b23c_pl_cs_qc_laboratorium", "lab_qc_log", ("pl_PL", "cs_CZ"),
     "Kontrola jakości / Kontrola kvality {ddmmyyyy}\nGlukoza / Glukóza L1: {deci} mg/dL (SD 0.{small_digit})\n"
     "Potas / Draslík L2: {small_digit}.{small} mmol/L\nStatus: ((OK||ostrzeżenie 1-2s||odrzucono 1-3s)). Lab: {lab_phone}"),
    ("b23c_nordic_apotek_avvisning", "pharmacy_claims", NORDIC,
     "Avvisade recept / Afviste recepter / Hylätyt reseptit vecka {week}\nFör tidigt uttag: {small}\nKräver förhandsbesked: "
     "{small_count}\nEj i sortimentet: {small_digit}\nSupport: {rx_help_phone}, {rx_email}"),
    ("b23c_da_nb_budget_tilskud", "budget_table", ("da_DK", "no_NO"),
     "Budget / Budsjett {fiscal_year}\nPersonale / Personell: {kr}\nUdstyr / Utstyr: {kr2}\nRejser / Reiser: {kr3}\n"
     "Tilskud / Tilskudd i alt: {pct_int} af rammen. Kontakt {research_email}"),
    ("b23c_fi_cs_hinnasto", "price_transparency", ("fi_FI", "cs_CZ"),
     "Hinnasto / Ceník {year}\nMagneettikuvaus / Magnetická rezonance: {eur} / {czk}\nLaboratorio / Laboratoř: {eur2} / "
     "{czk2}\nVoimassa / Platí od {ddmmyyyy}. {org_web}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind23", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
