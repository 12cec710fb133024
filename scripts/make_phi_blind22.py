"""A twenty-second blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind22.py [--seed 24241] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind21.py,
seeds 4141 to 23231) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-third set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (51 templates, 7 or 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b22_" or "b22c_"). Identifier-free genres: NCPDP pharmacy claim rejections, utilisation-review criteria excerpts,
clinical-trial site lists with the sponsor's contacts, coding-audit findings, CMS star-rating extracts, benefits-portal
error pages, NCCI edit-pair tables, HL7 acknowledgements and location masters with no patient, lab instrument QC logs,
DME catalogues with HCPCS codes, hospital price-transparency files (CSV and JSON), nurse-line triage protocols,
pharmacy reorder lists, grant budgets, staff rotas with departments' extensions, X12 820 group premium payments, FHIR
ChargeItemDefinition, XML edit and site exports, drug-shortage notices, P&T minutes, measles exposure bulletins,
support chats and e-mails where the customer gives no identifier, interface-engine notes, release notes, reminders
and notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: kiosk intake forms,
telehealth chat logs, portal messages, caregiver e-mails with quoted replies, faxed referral cover sheets, court and
legal letters, returned-mail notices, duplicate-record merge reports, identity-verification call transcripts,
voice-to-text, OCR'd and PDF-extracted forms, spreadsheet pastes, HL7 ADT A04, X12 270, JSON webhooks, XML refunds,
CSV death reports, web access logs, markdown tickets, and letters, forms and chats in other locales.

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
    import make_phi_blind10 as blind10
    import make_phi_blind17 as blind17
    import make_phi_blind21 as blind21
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind21 as blind21

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 24241
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Arrowhead Bluffs Health Plan"
CLINIC_NAME = "Lakewalk Family Clinic"
HOSPITAL_NAME = "Zenith City Community Hospital"
LAB_NAME = "Bluff Country Laboratory Services"
PHARMACY_NAME = "Whitewater Valley Pharmacy"
RESEARCH_NAME = "Arrowhead Bluffs Clinical Research Office"
ORG_DOMAIN = "arrowheadbluffs.org"
ORGANISATION_CONTACTS = [
    "(218) 555-0141",                                           # 0 plan member services
    "(218) 555-0142",                                           # 1 plan fax (utilisation review)
    "Claims Intake, PO Box 2290, Duluth, MN 55816",             # 2 plan claims address
    "700 West Superior Street, Suite 410, Duluth, MN 55802",    # 3 plan office
    "appeals@arrowheadbluffs.org",                              # 4
    "help@arrowheadbluffs.org",                                 # 5
    "(218) 555-0143",                                           # 6 clinic
    "(218) 555-0144",                                           # 7 clinic fax
    "1120 East Fourth Street, Duluth, MN 55805",                # 8 clinic address
    "desk@lakewalkclinic.org",                                  # 9
    "https://www.arrowheadbluffs.org",                          # 10
    "(507) 555-0145",                                           # 11 lab client services
    "455 Huff Street, Winona, MN 55987",                        # 12 lab address
    "(218) 555-0146",                                           # 13 hospital switchboard
    "3300 Grand Avenue, Duluth, MN 55807",                      # 14 hospital address
    "(507) 555-0147",                                           # 15 pharmacy help desk
    "62 Main Street, Saint Charles, MN 55972",                  # 16 pharmacy address
    "1-866-555-0148",                                           # 17 toll-free member line
    "1-866-555-0149",                                           # 18 nurse line, toll-free
    "+1 218 555 0141",                                          # 19 member line from abroad
    "+44 118 496 0742",                                         # 20 European assistance partner
    "rx@arrowheadbluffs.org",                                   # 21
    "edi@arrowheadbluffs.org",                                  # 22
    "providers@arrowheadbluffs.org",                            # 23
    "https://www.arrowheadbluffs.org/find-care",                # 24
    "https://status.arrowheadbluffs.org",                       # 25
    "stars@arrowheadbluffs.org",                                # 26
    "(507) 555-0150",                                           # 27 pharmacy, Rochester branch
    "1815 Broadway Avenue North, Rochester, MN 55906",          # 28 branch address
    "(218) 555-0151",                                           # 29 provider services line
    "research@arrowheadbluffs.org",                             # 30
    "(218) 555-0152",                                           # 31 research office
    "(218) 555-0153",                                           # 32 research fax
    "price@zenithcityhospital.org",                             # 33
    "https://www.zenithcityhospital.org/prices",                # 34
    "(507) 555-0154",                                           # 35 lab fax
]
ORG_PAYER_ID = "ABHP7"
ORG_RXBIN = "024613"
ORG_RXPCN = "ABHRX"
ORG_RXGRP = "ABH2207"
ORG_EIN = "41-0938275"
ORG_HIOS = ("31822MN0120004", "31822MN0120012", "31822MN0130009")
ORG_NPIS = (blind5._npi_of("162839470"), blind5._npi_of("139047285"), blind5._npi_of("174920356"),  # noqa: SLF001
            blind5._npi_of("120583917"), blind5._npi_of("185730264"), blind5._npi_of("147296038"))  # noqa: SLF001

# The organisation's own clinicians and sites, as its directory lists them: name, role, NPI, phone, address.
OWN_PROVIDERS = (
    ("Henrietta Vasquez-Lindqvist, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Oluwaseun Brandvold, MD", "Hospital Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Clementine Haugland-Osei, MD", "Clinical Pathology", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
    ("Bartholomew Nakagawa-Reyes, PharmD", "Pharmacy", ORG_NPIS[3], ORGANISATION_CONTACTS[15], ORGANISATION_CONTACTS[16]),
    ("Perpetua Ostrowski, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[27], ORGANISATION_CONTACTS[28]),
    ("Leopold Asante-Moberg, MD", "Principal Investigator", ORG_NPIS[5], ORGANISATION_CONTACTS[31], ORGANISATION_CONTACTS[3]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["320", "573", "952", "763", "651", "612", "715", "608", "563", "319", "641", "712"]


def phone_v22(draw: Draw) -> str:
    """A US number as a kiosk, a PDF extractor or a word processor's autocorrect prints it."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(221, 978))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "684"
    line = draw.digits(4)
    return draw.pick([f"{area}\u2013{exchange}\u2013{line}", f"( {area} ) {exchange} - {line}", f"+1-{area}-{exchange}-{line}",
                      f"{area} {exchange} {line}", f"1.{area}.{exchange}.{line}", f"{area}{exchange}{line}",
                      f"({area}){exchange} {line}", f"{area}.{exchange}-{line}"])


def _date_v22(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    roman = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"][m - 1]
    return draw.pick([f"{m:02d} / {d:02d} / {y}", f"{y}.{m:02d}.{d:02d}", f"{MONTHS[m - 1]} the {blind._ordinal(d)} {y}",  # noqa: SLF001
                      f"{d}/{roman}/{y}", f"{ABBR[m - 1]} {d} {y}", f"{d:02d}{ABBR[m - 1]}{y}", f"{m}-{d}-{y}",
                      f"{d} {ABBR[m - 1].upper()} {y}"])


def dob_v22(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little."""
    return _date_v22(draw, 1926, 2021)


def dod_v22(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v22."""
    return _date_v22(draw, 2022, 2026)


def member_v22(draw: Draw) -> str:
    """This plan's member IDs: an ABH prefix, nine digits and a two-digit suffix, as cards and people print them."""
    body = draw.digits(9, first_nonzero=True)
    suffix = f"0{draw.rng.randint(1, 5)}"
    return draw.pick([f"ABH{body}{suffix}", f"ABH {body[:3]} {body[3:6]} {body[6:]} {suffix}", f"abh-{body}-{suffix}",
                      f"ABH{body}", f"Z{body}{suffix}"])


def mrn_v22(draw: Draw) -> str:
    """The hospital's and the clinic's medical record numbers."""
    return draw.pick([f"ZC{draw.digits(8)}", f"LFC-{draw.digits(6)}", f"{draw.digits(2)}-{draw.digits(2)}-{draw.digits(4)}",
                      f"M{draw.digits(7)}"])


def url_v22(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"ABH{draw.digits(9, first_nonzero=True)}0{draw.rng.randint(1, 5)}"
    mrn = f"ZC{draw.digits(8)}"
    return draw.pick([f"https://members.{ORG_DOMAIN}/eob/{member}/latest.pdf",
                      f"https://members.{ORG_DOMAIN}/card?member={member}",
                      f"https://mychart.zenithcityhospital.org/records/{mrn}",
                      f"https://mychart.zenithcityhospital.org/pay?mrn={mrn}&amt=0"])


def age_v22(draw: Draw) -> str:
    """An age over 89 as a kiosk, a caregiver or a dictated note prints it."""
    age = draw.rng.randint(90, 106)
    words = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four", 95: "ninety-five",
             96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine"}
    if age in words and draw.rng.random() < 0.3:
        return f"{words[age]} years old"
    return draw.pick([f"{age} y.o.", f"aged {age}", f"{age}-year-old", f"{age} yrs old", f"{age}y", f"age: {age}"])


def email_v22(draw: Draw) -> str:
    """A personal e-mail at an upper-midwest ISP or a webmail, with the capitals people type."""
    first, last = draw.fill("first"), draw.fill("last").replace(" ", "").replace("'", "")
    domain = draw.pick(["charter.net", "mchsi.com", "frontiernet.net", "q.com", "proton.me", "yahoo.com", "aol.com",
                        "msn.com", "centurylink.net", "live.com"])
    local = draw.pick([f"{first}.{last}", f"{first[0]}{last}{draw.rng.randint(1950, 2005)}", f"{last}.family",
                       f"{first.lower()}_{last.lower()}{draw.rng.randint(1, 9)}", f"grandma{last.lower()}"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind21.SLOTS, "phone_v22": phone_v22, "dob_v22": dob_v22, "dod_v22": dod_v22, "member_v22": member_v22,
    "mrn_v22": mrn_v22, "url_v22": url_v22, "age_v22": age_v22, "email_v22": email_v22,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _reject_row(draw: Draw) -> str:
    """One CSV row of a pharmacy-claims reject tally: NCPDP reject code, meaning, count, share of rejects."""
    code, label = draw.pick([("75", "prior authorization required"), ("79", "refill too soon"),
                             ("70", "product not covered"), ("76", "plan limitations exceeded"),
                             ("88", "DUR reject"), ("MR", "product not on formulary"), ("41", "submit to primary payer"),
                             ("65", "patient not covered"), ("25", "missing/invalid prescriber ID"), ("E7", "missing quantity")])
    return f"{code},{label},{draw.rng.randint(12, 4800)},{draw.rng.randint(1, 38)}.{draw.digits(1)}"


def _ncci_row(draw: Draw) -> str:
    """One row of an NCCI procedure-to-procedure edit table: column 1, column 2, modifier indicator, effective."""
    pair = draw.pick(["29881 | 29875", "45378 | 45330", "93000 | 93010", "20610 | 76942", "11042 | 97597",
                      "43239 | 43235", "64483 | 77003", "99213 | 96372", "36556 | 76937", "66984 | 66030"])
    return f"{pair} | {draw.pick(['0', '1', '9'])} | {draw.rng.randint(2019, 2026)}{draw.rng.randint(1, 4)}"


def _qc_row(draw: Draw) -> str:
    """One line of a chemistry analyser's QC log: analyte, level, control lot, value, mean, SD, Westgard result."""
    analyte, unit, mean = draw.pick([("Na", "mmol/L", 140), ("K", "mmol/L", 4), ("Glu", "mg/dL", 98),
                                     ("Crea", "mg/dL", 1), ("ALT", "U/L", 42), ("TSH", "mIU/L", 2), ("HbA1c", "%", 6)])
    return (f"{analyte:<6} L{draw.rng.randint(1, 3)}  lot {draw.digits(5)}  {mean}.{draw.digits(2)} {unit}  "
            f"SD 0.{draw.digits(2)}  {draw.pick(['in control', 'in control', '1-2s warning', '2-2s reject'])}")


def _dme_row(draw: Draw) -> str:
    """One CSV row of a DME catalogue: HCPCS code, item, rental or purchase, allowed amount."""
    code, item = draw.pick([("E0601", "CPAP device"), ("E0143", "walker folding wheeled"), ("E0260", "hospital bed semi-electric"),
                            ("K0001", "standard wheelchair"), ("E1390", "oxygen concentrator"), ("A4253", "glucose test strips 50"),
                            ("L3908", "wrist hand orthosis"), ("E0114", "crutches underarm pair"), ("A7030", "CPAP full face mask")])
    return f"{code},{item},{draw.pick(['RR', 'NU', 'UE'])},{draw.rng.randint(9, 1900)}.{draw.digits(2)}"


def _price_row(draw: Draw) -> str:
    """One CSV row of a hospital's standard-charge file: code, description, gross, discounted cash, min, max."""
    code, label = draw.pick([("70450", "CT head w/o contrast"), ("73721", "MRI knee w/o contrast"), ("80061", "lipid panel"),
                             ("45378", "colonoscopy diagnostic"), ("59400", "vaginal delivery global"), ("29881", "knee arthroscopy"),
                             ("99284", "ED visit level 4"), ("76700", "US abdomen complete"), ("93306", "echo complete")])
    gross = draw.rng.randint(90, 14000)
    return f"{code},{label},{gross}.00,{gross * 6 // 10}.00,{gross // 4}.{draw.digits(2)},{gross * 9 // 10}.{draw.digits(2)}"


def _reorder_row(draw: Draw) -> str:
    """One line of a pharmacy reorder list: NDC, item, on hand, par level, order quantity, wholesaler item number."""
    ndc, item = draw.pick([("00093-7146-56", "amoxicillin 500 mg caps 500"), ("00378-0208-01", "metoprolol tart 25 mg 100"),
                           ("68180-0514-03", "lisinopril 20 mg 1000"), ("00071-0155-23", "atorvastatin 40 mg 90"),
                           ("50090-4570-0", "ondansetron ODT 4 mg 30"), ("00054-0018-25", "prednisone 10 mg 100"),
                           ("63323-0262-01", "heparin 5,000 units/mL 1 mL")])
    on_hand = draw.rng.randint(0, 40)
    par = draw.rng.randint(on_hand + 5, on_hand + 80)
    return f"{ndc}  {item:<30} on hand {on_hand:>3}  par {par:>3}  order {par - on_hand:>3}  item# {draw.digits(7)}"


def _budget_row(draw: Draw) -> str:
    """One row of a grant budget: category, year 1, year 2, cost share."""
    cat = draw.pick(["Personnel (2.5 FTE)", "Fringe at 31.2%", "Travel", "Equipment", "Supplies", "Contractual",
                     "Participant incentives", "Indirect at 48%", "Telehealth carts"])
    return f"{cat} | ${draw.rng.randint(2, 480):,},{draw.digits(3)} | ${draw.rng.randint(2, 480):,},{draw.digits(3)} | {draw.rng.randint(0, 25)}%"


def _rota_row(draw: Draw) -> str:
    """One line of a weekly staff rota: department, shift, role, department extension."""
    dept = draw.pick(["4 East med-surg", "ICU", "Emergency", "Labor & delivery", "Pharmacy", "Lab core", "Imaging",
                      "Dialysis", "Pre-op"])
    return (f"{dept:<18} {draw.pick(['07-19', '19-07', '07-15', '15-23', '23-07'])}  "
            f"{draw.pick(['charge RN', 'RN x4', 'tech x2', 'pharmacist', 'CNA x3', 'MLS x2'])}  ext {draw.rng.randint(4100, 4899)}")


def _star_row(draw: Draw) -> str:
    """One CSV row of a CMS Star Ratings extract: measure ID, name, rate, stars, cut point for 4 stars."""
    mid, name = draw.pick([("C01", "Breast Cancer Screening"), ("C02", "Colorectal Cancer Screening"),
                           ("C09", "Care for Older Adults - Medication Review"), ("C12", "Diabetes Care - Eye Exam"),
                           ("D08", "Medication Adherence for Diabetes Medications"), ("D10", "Medication Adherence for Cholesterol"),
                           ("C19", "Plan All-Cause Readmissions"), ("C24", "Getting Needed Care")])
    return f"{mid},{name},{draw.rng.randint(55, 96)}%,{draw.rng.randint(2, 5)},{draw.rng.randint(60, 90)}%"


def _tele_row(draw: Draw) -> str:
    """One CSV row of a telehealth utilisation dashboard: month, service line, visits, median minutes, no-show rate."""
    line = draw.pick(["behavioral", "primary_care", "dermatology", "endocrine", "urgent_virtual", "nutrition"])
    return (f"2026-{draw.rng.randint(1, 12):02d},{line},{draw.rng.randint(40, 3600)},{draw.rng.randint(9, 52)},"
            f"{draw.rng.randint(2, 19)}.{draw.digits(1)}")


def _site_row(draw: Draw) -> str:
    """One line of a trial's site list: the sponsor's own sites and their status."""
    return draw.pick([f"Site 101  {HOSPITAL_NAME}, Duluth  {draw.pick(['enrolling', 'active, not enrolling'])}",
                      f"Site 102  {CLINIC_NAME}, Duluth  {draw.pick(['enrolling', 'start-up'])}",
                      f"Site 103  {LAB_NAME}, Winona  central lab",
                      f"Site 104  {PHARMACY_NAME}, Rochester branch  IP depot",
                      f"Site 105  {PHARMACY_NAME}, Saint Charles  {draw.pick(['IP depot', 'closed to new'])}"])


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "hospital_own": HOSPITAL_NAME,
    "lab_own": LAB_NAME, "pharmacy_own": PHARMACY_NAME, "research_own": RESEARCH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "lab_phone": ORGANISATION_CONTACTS[11], "lab_addr": ORGANISATION_CONTACTS[12],
    "hosp_phone": ORGANISATION_CONTACTS[13], "hosp_addr": ORGANISATION_CONTACTS[14], "rx_help_phone": ORGANISATION_CONTACTS[15],
    "pharm_addr": ORGANISATION_CONTACTS[16], "org_tollfree": ORGANISATION_CONTACTS[17], "nurse_line": ORGANISATION_CONTACTS[18],
    "org_intl_line": ORGANISATION_CONTACTS[19], "assist_uk": ORGANISATION_CONTACTS[20], "rx_email": ORGANISATION_CONTACTS[21],
    "edi_email": ORGANISATION_CONTACTS[22], "org_provider_email": ORGANISATION_CONTACTS[23],
    "directory_url": ORGANISATION_CONTACTS[24], "org_status_page": ORGANISATION_CONTACTS[25],
    "stars_email": ORGANISATION_CONTACTS[26], "branch_rx_phone": ORGANISATION_CONTACTS[27],
    "branch_rx_addr": ORGANISATION_CONTACTS[28], "provider_line": ORGANISATION_CONTACTS[29],
    "research_email": ORGANISATION_CONTACTS[30], "research_phone": ORGANISATION_CONTACTS[31],
    "research_fax": ORGANISATION_CONTACTS[32], "price_email": ORGANISATION_CONTACTS[33], "price_url": ORGANISATION_CONTACTS[34],
    "lab_fax": ORGANISATION_CONTACTS[35],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
# Generic fillers only: blind21's own organisation's fillers (and those of the sets it drew on) are dropped.
_ORG_SPECIFIC = set(blind21._OWN) | {  # noqa: SLF001
    "hios", "own_npi", "physician", "practitioner", "pr_name", "pr_specialty", "pr_npi", "pr_phone", "pr_addr", "pr_last"}
_INHERITED = {key: maker for key, maker in blind21.FILLERS.items() if key not in _ORG_SPECIFIC}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0], OWN_PROVIDERS[2][0]]),
    "pharmacist": lambda d: d.pick([OWN_PROVIDERS[3][0], OWN_PROVIDERS[4][0]]),
    "pi_name": lambda d: OWN_PROVIDERS[5][0],
    "pi_npi": lambda d: OWN_PROVIDERS[5][2],
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS) - 1)),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "reject_table": lambda d: "\n".join(_distinct_rows(d, _reject_row, 4, key_length=3)),
    "ncci_table": lambda d: "\n".join(_distinct_rows(d, _ncci_row, 4, key_length=13)),
    "qc_log": lambda d: "\n".join(_distinct_rows(d, _qc_row, 4, key_length=9)),
    "dme_table": lambda d: "\n".join(_distinct_rows(d, _dme_row, 4, key_length=5)),
    "price_table": lambda d: "\n".join(_distinct_rows(d, _price_row, 4, key_length=5)),
    "reorder_table": lambda d: "\n".join(_distinct_rows(d, _reorder_row, 3, key_length=13)),
    "budget_table": lambda d: "\n".join(_distinct_rows(d, _budget_row, 4, key_length=8)),
    "rota_table": lambda d: "\n".join(_distinct_rows(d, _rota_row, 4, key_length=18)),
    "star_table": lambda d: "\n".join(_distinct_rows(d, _star_row, 4, key_length=3)),
    "tele_table": lambda d: "\n".join(_distinct_rows(d, _tele_row, 4, key_length=16)),
    "site_table": lambda d: "\n".join(_distinct_rows(d, _site_row, 3, key_length=8)),
    "abh_ticket": lambda d: f"ABH-{d.rng.randint(20000, 89999)}",
    "abh_version": lambda d: f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 99)}",
    "abh_pa": lambda d: d.pick([f"UR{d.rng.randint(2025, 2026)}-{d.digits(6)}", f"ABH-PA-{d.digits(7)}"]),
    "abh_policy": lambda d: f"ABH-UR-{d.rng.randint(100, 699)}",
    "abh_claim": lambda d: f"ABC{d.rng.randint(25, 26)}{d.digits(9)}",
    "abh_host": lambda d: d.pick(["abh-rhapsody-01", "abh-claims-app2", "zc-epic-itf3", "abh-portal-web5", "bcl-lis-02"]),
    "plan_abh": lambda d: d.pick(["Bluffs Bronze 8000", "Bluffs Silver 4000", "Bluffs Gold 1000", "Arrowhead Advantage HMO",
                                "Arrowhead Advantage PPO"]),
    "group_abh": lambda d: d.pick(["ABH-GRP-10294", "ABH-GRP-20817", "ABH-GRP-33061", "ABH-GRP-47552"]),
    "employer_abh": lambda d: d.pick(["Iron Range Taconite Co.", "Lake Superior Paper Mill", "Winona County", "Bluff City Schools",
                                    "North Shore Ferries"]),
    "trial_id": lambda d: f"NCT0{d.rng.randint(4000000, 6999999)}",
    "protocol_no": lambda d: f"ABH-{d.rng.randint(2024, 2026)}-{d.digits(3)}",
    "county_mn": lambda d: d.pick(["St. Louis", "Winona", "Olmsted", "Carlton", "Lake", "Cook", "Itasca", "Wabasha",
                                   "Goodhue", "Houston"]),
    "venue_mn": lambda d: d.pick(["Miller Hill Mall food court", "Duluth Transit Center", "Winona Public Library",
                                  "Rochester Public Library lobby", "Canal Park Brewing", "Amtrak station, Winona"]),
    "ext": lambda d: str(d.rng.randint(4100, 4899)),
    "mins": lambda d: str(d.rng.randint(5, 55)),
    "count3": lambda d: str(d.rng.randint(100, 999)),
    "temp_c1": lambda d: f"{d.rng.randint(38, 40)},{d.rng.randint(0, 9)}",
    "pct1": lambda d: f"{d.rng.randint(1, 99)}.{d.digits(1)}%",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b22_kiosk_intake_cells", "kiosk_form", US,
     "CHECK-IN KIOSK #{small_digit} - {hospital_own}\n[ Last name ] {last_upper}\n[ Birth date ]\n[[date_of_birth:dob_v22]]\n"
     "[ Mobile ] [[phone:phone_v22]]\n[ Home address ]\n[[address:addr_us_block]]\n[ Plan ID ] [[member_id:member_v22]]\n"
     "[ Confirm ] ((YES||Y))"),
    ("b22_telehealth_chat_log", "telehealth_chat", US,
     "[{clock}] system: {first} joined from [[ip_address:ipv4_public]] (((Chrome||Edge||iPad app)))\n[{clock}] provider: "
     "can you confirm ur date of birth\n[{clock}] {first_lower}: [[date_of_birth:dob_v22]]\n[{clock}] {first_lower}: "
     "send the notes to [[email:email_v22]] pls"),
    ("b22_portal_message_caregiver", "portal_message", US,
     "Portal message to {clinic}\nFrom: proxy account ((daughter||son||grandson))\nRe: Mom, chart [[record_number:mrn_v22]]\n"
     "She is [[age_over_89:age_v22]] and falls more. Can the nurse call me at [[phone:phone_v22]] after {clock}?"),
    ("b22_caregiver_email_quoted_estate", "email", EN,
     "Re: final bill\n\nHello, my father passed away on [[date_of_death:dod_v22]]. His plan number was [[member_id:member_v22]]. "
     "Any refund can go to the estate account [[bank_account:acct_us_ach]].\n\n{first}\n\n> On {dos}, {org} Billing wrote:\n"
     "> Please tell us where to send the credit balance of ${money_s}."),
    ("b22_fax_referral_cover", "fax_cover", US,
     "FAX  {pages} pages incl. cover\nTO: {org} utilization review  FAX {org_fax}\nRE: referral, MRN [[record_number:mrn_v22]]\n"
     "DOB [[date_of_birth:dob_v22]]   SSN [[ssn:ssn_plain]]\nPatient callback: [[phone:phone_v22]]\nCONFIDENTIAL health information."),
    ("b22_court_subpoena_letter", "legal_letter", US,
     "RE: Subpoena duces tecum, case no. {small_digit}{fivedig}-CV\n\nCustodian of Records, {hospital_own}:\nProduce all records "
     "of the patient residing at [[address:addr_us_line]], date of birth [[date_of_birth:dob_v22]], Social Security number "
     "[[ssn:ssn_typed]], hospital record [[record_number:mrn_v22]], within {small} days."),
    ("b22_returned_mail_notice", "returned_mail", US,
     "RETURNED MAIL - {dos}\nUSPS reason: ((Attempted not known||Insufficient address||Forward time expired))\nMailed to:\n"
     "[[address:addr_usps]]\nMember [[member_id:member_v22]]  Piece {seven_digits}\nAction: ((suppress mail||call member||skip trace))"),
    ("b22_duplicate_merge_report", "merge_report", US,
     "EMPI duplicate candidates (score {pct_int})\nsurviving  [[record_number:mrn_v22]]  {last_upper}, {first_upper}  "
     "[[date_of_birth:dob_v22]]\nretired    [[record_number:mrn_v22]]  {last_upper}, {first_upper}  ssn [[ssn:ssn_plain]]\n"
     "Reviewer: {agent}  decision: ((merge||not a duplicate||needs review))"),
    ("b22_idv_call_transcript", "call_transcript", US,
     "AGENT: Before I can help I need to verify you. Member ID?\nCALLER: it's [[member_id:member_v22]]\nAGENT: Birth date?\n"
     "CALLER: [[date_of_birth:dob_spelled]]\nAGENT: Last four, or the whole social if you have it.\nCALLER: [[ssn:ssn_voice]]\n"
     "AGENT: And a callback?\nCALLER: [[phone:phone_spelled]]"),
    ("b22_voice_to_text_pharmacy", "voice_to_text", US,
     "voice note to {pharmacy_own}: yeah hi its about my grandfather hes [[age_over_89:age_v22]] please put the copay on "
     "[[card:card_spaced]] and call me back at [[phone:phone_spelled]] ok thanks"),
    ("b22_chat_typos_bill", "chat", EN,
     "{first_lower}: hey so the bill pay thing wont take my card\nagent: sorry about that! what happens?\n{first_lower}: "
     "its [[card:card_chat]] says declined but i have money lol\n{first_lower}: recipt to [[email:email_v22]] pls"),
    ("b22_ocr_auto_claim_form", "ocr_form", US,
     "M0T0R VEHICLE ACC1DENT QUESTI0NNAIRE (scan)\nVeh icle ID No.: [[vehicle_id:vin]]\nPlate: [[vehicle_id:plate_state]]\n"
     "Ad dress at time of accident:\n[[address:addr_ocr]]\nOther insurer: ((State Farm||Progressive||none))"),
    ("b22_spreadsheet_outreach", "spreadsheet_paste", US,
     "Age\tPhone\tEmail\tNotes\n[[age_over_89:age_bare]]\t[[phone:phone_v22]]\t[[email:email_v22]]\t\"lives alone;\n"
     "prefers {weekday}s\"\n((72||81||66))\t--\t--\tdeclined\n(pasted from annual-wellness-{year}.xlsx)"),
    ("b22_pdf_spaced_eob", "pdf_extract", US,
     "E X P L A N A T I O N   O F   B E N E F I T S\nM e m b e r   I D :  [[member_id:member_v22]]\nM a i l i n g :  "
     "[[address:addr_us_line]]\nV i e w   o n l i n e :  [[url:url_v22]]\nTHIS IS NOT A BILL   Claim {abh_claim}"),
    ("b22_hl7_adt_a04_kiosk", "hl7_export", US,
     "MSH|^~\\&|KIOSK|ZCCH|EPIC|ZCCH|{hl7_ts}||ADT^A04|{ctrl}|P|2.5.1\nEVN|A04|{hl7_ts}\nPID|1||[[record_number:mrn_v22]]^^^ZCCH^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]"
     "|||||{fivedig}|[[ssn:ssn_hl7]]"),
    ("b22_x12_270_inquiry", "x12_export", US,
     "ST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{ctrl}*{x12_date}*{clock_a}~\nHL*3*2*22*0~\nTRN*1*{seven_digits}*9{ein}~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v22]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nEQ*30~"),
    ("b22_json_kiosk_webhook", "json_export", US,
     "{\"event\": \"checkin.completed\", \"kiosk\": \"ZC-{small_digit}\", \"contact\": {\"email\": \"[[email:email_v22]]\", "
     "\"sms\": \"[[phone:phone_e164]]\"}, \"client_ip\": \"[[ip_address:ipv6_new]]\", \"resume_url\": \"[[url:url_v22]]\", "
     "\"ts\": \"{iso_ts}\"}"),
    ("b22_xml_refund_request", "xml_export", US,
     "<RefundRequest id=\"{seven_digits}\">\n  <Amount>{money_s}</Amount>\n  <OriginalCard>[[card:card_any]]</OriginalCard>\n"
     "  <FallbackAccount>[[bank_account:acct_us_ach]]</FallbackAccount>\n  <StatementLink>[[url:url_v22]]</StatementLink>\n"
     "</RefundRequest>"),
    ("b22_csv_death_report", "csv_export", US,
     "member_id,date_of_death,age_at_death,source\n[[member_id:member_v22]],[[date_of_death:dod_v22]],[[age_over_89:age_bare]],"
     "((SSA DMF||obituary||family call))\n# monthly mortality match, {employer_abh} group {group_abh}"),
    ("b22_access_log_portal", "log", US,
     "[[ip_address:ipv4_public]] - - [{log_ts}] \"GET [[url:url_v22]] HTTP/2\" 200 {fivedig} \"-\" "
     "\"((Mozilla/5.0 (iPhone)||okhttp/4.12.0||Mozilla/5.0 (Windows NT 10.0)))\""),
    ("b22_portal_parking_permit", "portal_message", US,
     "Subject: parking for dialysis\n\nCan I get the 3-hour permit? My car: plate [[vehicle_id:plate_us]], VIN "
     "[[vehicle_id:vin_v5]]. Text me at [[phone:phone_v22]] when it is ready.\n\n-- sent from the {hospital_own} app"),
    ("b22_markdown_takeover_ticket", "support_ticket", EN,
     "### {abh_ticket}: member says someone changed their e-mail\n- old address: [[email:email_v22]]\n- login from "
     "[[ip_address:ip_port]] at {clock}\n- page viewed: [[url:url_v22]]\n- action: locked, reset sent by {agent}"),
    ("b22_identity_documents_scan", "ocr_form", EN,
     "IDENTITY DOCUMENTS (front desk scan)\nDriver licence no.\n[[national_id:us_dl]]\nPassport no. [[national_id:us_passport]]\n"
     "Date of birth on ID: [[date_of_birth:dob_v22]]\nChecked by {agent}, {dos}"),
    ("b22_de_at_mail_rueckzahlung", "email", ("de_DE", "de_AT"),
     "AW: Erstattung Brille\n\nGuten Tag, anbei wie gewünscht:\nKonto (IBAN): [[bank_account:iban_loc]]\nSteuer-/Versicherungsnr.: "
     "[[national_id:natid_loc]]\ngeb. [[date_of_birth:dob_loc]]\nTel. [[phone:phone_loc]]\n\n> {first} schrieb am {dos_loc}:\n"
     "> Für die Erstattung benötigen wir Ihre Bankverbindung."),
    ("b22_fr_es_acte_deces", "letter", ("fr_FR", "es_ES"),
     "Objet / Asunto : succession de {first} {last}\nDécès / Fallecimiento : [[date_of_death:dod_loc]]\nN° / Núm. : "
     "[[national_id:natid_loc]]\nDernier domicile / Último domicilio :\n[[address:addr_loc_block]]"),
    ("b22_it_pt_chat_multa", "chat", ("it_IT", "pt_PT", "pt_BR"),
     "{first_lower}: buongiorno / bom dia, multa del parcheggio / multa do estacionamento, targa / matrícula "
     "[[vehicle_id:plate_loc]]\nbot: codice fiscale / NIF?\n{first_lower}: [[national_id:natid_loc]]\n{first_lower}: ricevuta a "
     "[[email:email_loc]]"),
    ("b22_nl_pl_overlijdensmelding", "letter", ("nl_NL", "pl_PL"),
     "Melding / Zgłoszenie\nNaam / Imię: {first} {last}\nDatum overlijden / Data zgonu: [[date_of_death:dod_loc]]\n"
     "BSN / PESEL: [[national_id:natid_loc]]\nRekening / Konto: [[bank_account:bank_loc]]"),
    ("b22_nordic_hemtjanst_form", "home_care_form", NORDIC,
     "Hemtjänst / Hjemmepleje / Kotihoito\nPersonnummer / CPR / Henkilötunnus: [[national_id:natid_loc]]\nÅlder / Alder / Ikä: "
     "[[age_over_89:age_loc]]\nAdress / Osoite: [[address:addr_loc_line]]\nTelefon / Puhelin: [[phone:phone_loc]]"),
    ("b22_cs_pl_karta_pacienta", "ocr_form", ("cs_CZ", "pl_PL"),
     "KARTA PACIENTA / KARTA PACJENTA (sken)\nRodné číslo / PESEL: [[national_id:natid_loc]]\nDatum narození / Data urodzenia: "
     "[[date_of_birth:dob_loc]]\nPojištěnec / Ubezpieczony č.: [[member_id:member_v22]]"),
    ("b22_wire_form_fraud_hold", "payment_form", US,
     "PAYMENT HOLD REVIEW {abh_ticket}\nCard on file: [[card:card_spaced]]\nACH account: [[bank_account:acct_us_ach]]\n"
     "Submitted from: [[ip_address:ipv4_public]]\nAmount ${money_s}; reviewer {agent}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- pharmacy, claims edits, coding ----------------------------------------------------------------------------
    ("b22c_ncpdp_reject_screen", "pharmacy_reject", US,
     "CLAIM REJECTED  BIN {org_rxbin}  PCN {org_rxpcn}  GRP {org_rxgrp}\nReject ((75: Prior Authorization Required||79: "
     "Refill Too Soon||88: DUR Reject Error||MR: Product Not On Formulary))\nNDC {ndc}  qty {qty}  days {days_supply}\n"
     "Next fill date allowed in {small} days. Help desk {rx_help_phone}; PA fax {org_fax}. Txn {seven_digits}"),
    ("b22c_csv_reject_tally", "pharmacy_reject", US,
     "reject_code,description,claims,pct_of_rejects\n{reject_table}\n# {org} PBM, {quarter}; {hundreds},{count3} paid claims; "
     "questions {rx_email}"),
    ("b22c_ur_criteria_excerpt", "ur_criteria", US,
     "Utilization review criteria {abh_policy} (rev {eff_iso})\n{small_digit}.1 MRI lumbar spine (CPT 72148) is medically "
     "necessary after {small_digit2} weeks of conservative therapy, or sooner with a red flag ({icd}).\n{small_digit}.2 "
     "Repeat imaging within {small} months needs new findings.\nReviewers: {physician}; peer-to-peer {provider_line}."),
    ("b22c_trial_site_list", "trial_sites", US,
     "{trial_id} / protocol {protocol_no}: ((adult asthma biologic||heart-failure remote monitoring||early CKD diet))\n"
     "{site_table}\nSponsor: {research_own}, PI {pi_name} (NPI {pi_npi})\n{research_phone}  fax {research_fax}  {research_email}"),
    ("b22c_coding_audit_findings", "coding_audit", US,
     "Coding audit {quarter}, {clinic}: {hundreds} E/M claims sampled\nAccuracy {pct1}; upcoded 99214->99213 {small}; "
     "missing modifier 25 with {cpt} {small_digit}; unsupported {icd} {small_digit2}.\nEducation session {dos} at {clock}; "
     "contact {org_provider_email}."),
    ("b22c_psv_ncci_pairs", "claims_edit", US,
     "col1 | col2 | modifier_ind | effective\n{ncci_table}\n{org} claims editor {abh_version}; edit questions {provider_line}"),
    ("b22c_cms_star_extract", "star_ratings", US,
     "measure_id,measure,rate,stars,cut_4_star\n{star_table}\n# {measure_year} Star Ratings extract, contract H{four_digits}, "
     "plan {plan_abh}; {stars_email}"),
    ("b22c_portal_error_page", "portal_error", US,
     "Something went wrong (error {http_status}-{fivedig})\nWe couldn't load your claims right now. Try again in "
     "{small} minutes or check {org_status_page}.\nStill stuck? Call {org_tollfree}, {weekday_list} {span_hours} CT.\n"
     "Reference {guid}"),
    # ---- exports ---------------------------------------------------------------------------------------------------
    ("b22c_hl7_ack_heartbeat", "hl7_export", US,
     "MSH|^~\\&|RHAPSODY|ABH|EPIC|ZCCH|{hl7_ts}||ACK^A08|{ctrl}|P|2.5.1\nMSA|AA|{ctrl2}|interface heartbeat ok\n"
     "NTE|1||queue depth {queue_depth}, lag {ms} ms, channel ((ADT_OUT||ORU_IN||SIU_OUT)) on {abh_host}"),
    ("b22c_hl7_mfn_location", "hl7_export", US,
     "MSH|^~\\&|EPIC|ZCCH|LIS|BCL|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master||UPD|||AL\nMFE|MAD|{fivedig}||"
     "((4E||ICU||ED||L&D))^{room}\nLOC|((4E||ICU||ED||L&D))^{room}^{bed}|{hospital_own}|N\nNTE|1||beds {small}; unit line "
     "{hosp_phone}"),
    ("b22c_lab_qc_log", "lab_qc", US,
     "{lab_own} - analyser ((c702||AU5800||Atellica CH)) QC, run {dos} {clock}\n{qc_log}\nReviewed by {pr_name}; "
     "westgard rules 1-3s/2-2s/R-4s. Client services {lab_phone}."),
    ("b22c_csv_dme_catalogue", "dme_catalogue", US,
     "hcpcs,item,modifier,allowed\n{dme_table}\n# {org} DME fee schedule {year}, rate area MN-{small_digit}; order fax "
     "{org_fax}"),
    ("b22c_csv_price_transparency", "price_transparency", US,
     "code,description,gross_charge,discounted_cash,deidentified_min,deidentified_max\n{price_table}\n# {hospital_own} "
     "standard charges, EIN {org_ein}, updated {eff_iso}; {price_url}"),
    ("b22c_json_price_transparency", "price_transparency", US,
     "{\"hospital_name\": \"{hospital_own}\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.0.0\", "
     "\"hospital_location\": [\"{hosp_addr}\"], \"standard_charge_information\": [{\"description\": \"((MRI brain w/o contrast||"
     "screening mammogram||CBC with diff))\", \"code_information\": [{\"code\": \"{cpt}\", \"type\": \"CPT\"}], "
     "\"standard_charges\": [{\"gross_charge\": {money_s}, \"discounted_cash\": {hundreds}, \"payer_name\": \"{org}\", "
     "\"negotiated_dollar\": {count3}}]}]}"),
    ("b22c_x12_820_group_premium", "x12_export", US,
     "ST*820*{four_digits}*005010X218~\nBPR*C*{fivedig}.00*C*ACH*CCP*01*091000019*DA*{seven_digits}*{org_ein}~\n"
     "TRN*3*{trn}~\nN1*PE*{org_upper}*FI*{org_ein}~\nN1*PR*((IRON RANGE TACONITE CO||WINONA COUNTY||BLUFF CITY SCHOOLS))~\n"
     "ENT*1~\nRMR*IK*INV{seven_digits}**{money_s}~\nDTM*582****RD8*{x12_date}-{x12_date2}~"),
    ("b22c_fhir_charge_item_definition", "json_export", US,
     "{\"resourceType\": \"ChargeItemDefinition\", \"url\": \"{org_web}/fhir/ChargeItemDefinition/{hcpcs}\", \"status\": "
     "\"active\", \"publisher\": \"{org}\", \"code\": {\"coding\": [{\"system\": \"HCPCS\", \"code\": \"{hcpcs}\"}]}, "
     "\"propertyGroup\": [{\"priceComponent\": [{\"type\": \"base\", \"amount\": {\"value\": {money_s}, \"currency\": \"USD\"}}]}], "
     "\"contact\": [{\"telecom\": [{\"value\": \"{org_provider_email}\"}]}]}"),
    ("b22c_xml_ncci_export", "xml_export", US,
     "<EditFile payer=\"{payer_id}\" release=\"{year}Q{small_digit}\" rows=\"{count3}\">\n  <Pair col1=\"{cpt}\" "
     "col2=\"{cpt2}\" mod=\"((0||1))\"/>\n  <Pair col1=\"{cpt3}\" col2=\"36415\" mod=\"0\"/>\n</EditFile>\n<!-- build {build_no}, "
     "{edi_email} -->"),
    ("b22c_xml_site_roster", "xml_export", US,
     "<TrialSites study=\"{trial_id}\" sponsor=\"{research_own}\">\n  <Site no=\"101\" name=\"{hospital_own}\" "
     "phone=\"{hosp_phone}\" target=\"{small}\"/>\n  <Site no=\"103\" name=\"{lab_own}\" fax=\"{lab_fax}\" samples=\"{hundreds}\"/>\n"
     "</TrialSites>"),
    ("b22c_csv_telehealth_dashboard", "utilisation_report", US,
     "month,service_line,visits,median_minutes,no_show_pct\n{tele_table}\n# {org} virtual care, members only, cells under 11 "
     "suppressed; run {iso_ts}"),
    # ---- operations ------------------------------------------------------------------------------------------------
    ("b22c_nurse_triage_protocol", "triage_protocol", US,
     "Nurse line protocol ((Fever, adult||Chest pain||Abdominal pain)) v{abh_version}\n1. Emergent if SBP < {small_digit}0 or "
     "SpO2 < 9{small_digit}% -> 911.\n2. Same day if temp > 103 F for {small_digit2} days.\n3. Home care otherwise; call back "
     "in {small} h. Nurse line {nurse_line}; on-call {physician}."),
    ("b22c_pharmacy_reorder_list", "inventory", US,
     "{pharmacy_own} reorder list {dos} (wholesaler cut-off {clock})\n{reorder_table}\nPO {seven_digits}; approved by "
     "{pharmacist}. Branch {branch_rx_phone}."),
    ("b22c_grant_budget_table", "grant_budget", US,
     "Budget justification, ((HRSA rural telehealth||CDC diabetes prevention||State opioid response)) award {protocol_no}\n"
     "category | year 1 | year 2 | cost share\n{budget_table}\nApplicant {org}, EIN {org_ein}, {org_street_addr}"),
    ("b22c_staff_rota_extensions", "staff_rota", US,
     "{hospital_own} rota, week {week}\n{rota_table}\nHouse supervisor pager {four_digits}; switchboard {hosp_phone}."),
    ("b22c_interface_engine_note", "it_ticket", US,
     "{abh_ticket}: ((ORU||ADT||SIU)) backlog on {abh_host}\nQueue peaked at {queue_depth} messages at {clock}; drained in "
     "{small} min after restart. No messages lost (seq {seven_digits} to {seven_digits2}). Owner {staff}. Status "
     "{org_status_page}"),
    ("b22c_release_notes_eprescribe", "release_notes", US,
     "ePrescribe {abh_version} (build {build_no})\n- NCPDP SCRIPT 2017071 cancel messages\n- shows RxBIN {org_rxbin} / PCN "
     "{org_rxpcn} on benefit checks\n- real-time benefit latency down {pct_int}\n- {abh_ticket}: fixed tier display\nDeployed {dos}."),
    ("b22c_pt_committee_minutes", "meeting_minutes", US,
     "P&T committee, {dos}\nAdded: ((tirzepatide||dapagliflozin||inclisiran)) tier {tier} with PA ({abh_policy}).\nRemoved: "
     "{small_digit} brand products with generics. Savings est. ${money_b}/yr over {count3} members.\nNext {dos2}; chair "
     "{pharmacist}."),
    ("b22c_drug_shortage_notice", "formulary_notice", US,
     "Shortage alert: ((amoxicillin 400 mg/5 mL||albuterol 2.5 mg/3 mL||methylphenidate ER 36 mg)) (NDC {ndc}) back-ordered "
     "{small} days. Override code {small_digit2} allowed for therapeutic alternatives through {dos}. Pharmacies: help desk "
     "{rx_help_phone}, BIN {org_rxbin}."),
    ("b22c_measles_exposure_bulletin", "public_health", US,
     "{county_mn} County health alert {dos}: possible measles exposure at {venue_mn}, {clock}-{clock2}. Unvaccinated "
     "contacts watch for fever for 21 days. MMR clinic at {clinic}, {clinic_addr}; questions {nurse_line}."),
    ("b22c_chat_no_identifier_dme", "chat", US,
     "user: does my plan pay for a cpap\nassistant: Yes, HCPCS E0601 rents for {small} months, then it's yours; masks every "
     "{small_digit} months. Coinsurance {pct_int}.\nuser: where do i get one\nassistant: Any network supplier at "
     "{directory_url}, or call {org_phone}."),
    ("b22c_email_provider_relations", "email", US,
     "Subject: RE: NCCI denial on {cpt} + {cpt2}\n\nHello,\nThat pair has modifier indicator 1, so modifier 59 or XS with "
     "documentation will let line {small_digit} pay. Resubmit within {small} days with frequency code 7.\n\n{agent}\n"
     "Provider Relations, {org} | {provider_line} | {org_provider_email}"),
    ("b22c_reminder_sms_clinic", "reminder", US,
     "{clinic}: reminder of your visit {weekday} at {clock}. Arrive {small_digit}0 min early; bring your card. Reply C to "
     "confirm, R to reschedule, or call {clinic_phone}. Msg {fivedig}."),
    ("b22c_discharge_leaflet_knee", "clinical_leaflet", US,
     "After knee arthroscopy ({hospital_own})\nIce {small} min every {small_digit} hours; weight-bearing as tolerated.\n"
     "Call {hosp_phone} for temp over 101.5 F or calf pain. Follow-up in {small_digit2} weeks with {physician}."),
    ("b22c_billing_payment_plan_policy", "billing_policy", US,
     "Payment plans at {hospital_own}: balances over ${hundreds} may be spread over {small} months at 0%.\nFinancial "
     "assistance up to {count3}% FPL (policy {abh_policy}). Apply by mail to {org_claims_addr} or call {org_phone}."),
    ("b22c_prior_auth_turnaround_report", "prior_auth", US,
     "Prior authorization turnaround, {quarter}\nUrgent: median {small} h (target 72 h), {pct_int} within target\n"
     "Standard: median {small_digit} days (target 7), {pct1} within target\nDenials {pct_tenth}; overturned {small_digit2} "
     "of {small}. Report to {stars_email}."),
    ("b22c_pharmacy_network_list", "network_directory", US,
     "{org} pharmacy network ({plan_abh}), {year}\n{pharmacy_own}, {pharm_addr}, {rx_help_phone}, 24h: ((no||yes))\n"
     "{pharmacy_own} Rochester, {branch_rx_addr}, {branch_rx_phone}, delivery: ((yes||no))\nPreferred copay ${copay_num}; "
     "mail order {org_tollfree}."),
    ("b22c_data_dictionary_price_file", "data_dictionary", US,
     "Price file data dictionary v{abh_version}\nstandard_charge|gross (number) - chargemaster price\nstandard_charge|"
     "discounted_cash (number)\nestimated_amount (number) - {pct_int} percentile of allowed\ncode|1 (string) - CPT/HCPCS/"
     "MS-DRG {drg}\nQuestions {price_email}"),
    ("b22c_call_script_reject_79", "call_script", US,
     "Script RX-{count3}: caller's pharmacy says refill too soon\n1. Explain {pct_int} of days supply must pass.\n2. Vacation "
     "override: up to {small_digit} per year, code 03.\n3. Never read back member details; transfer to {rx_help_phone}.\n"
     "Avg handle time {small} min."),
    ("b22c_lab_reference_peds", "lab_reference", US,
     "{lab_own} pediatric intervals (rev {eff_iso})\nHemoglobin 1-5 y: 10.5-14.0 g/dL\nALP 4-15 y: 150-420 U/L\n"
     "Lead: report at >= 3.5 ug/dL\nStat turnaround {small} min; fax {lab_fax}; {lab_addr}"),
    ("b22c_accreditation_cap_summary", "letter", US,
     "{date_letter}\n\nMedical Director, {lab_own}\n{lab_addr}\n\nProficiency testing {year}: {small_count} of {small} events "
     "at 100%; one unacceptable ((potassium||troponin||INR)) result, investigated on {dos}.\n\n{staff}, Quality"),
    # ---- other locales ---------------------------------------------------------------------------------------------
    ("b22c_de_referenzbereiche", "lab_reference", ("de_DE", "de_AT"),
     "Referenzbereiche Erwachsene (Stand {ddmmyyyy})\nKalium 3,5-5,1 mmol/l\nKreatinin 0,5-1,2 mg/dl\nCRP < 5 mg/l\n"
     "Befundzeit {small} h; Rückfragen {lab_phone} (aus dem Ausland {org_intl_line})"),
    ("b22c_fr_rupture_stock", "formulary_notice", ("fr_FR",),
     "Rupture de stock : ((amoxicilline 500 mg||salbutamol 100 µg||insuline glargine)) jusqu'au {ddmmyyyy}. Alternative "
     "prise en charge à {pct_int}. Lot {lot}. Assistance : {assist_uk}"),
    ("b22c_es_protocolo_triaje", "triage_protocol", ("es_ES",),
     "Protocolo de triaje telefónico v{abh_version}\nFiebre > {temp_c1} °C más de {small_digit} días: cita en 24 h\n"
     "Dolor torácico: 112\nTiempo medio de llamada {small} min. Línea de enfermería {nurse_line}"),
    ("b22c_it_listino_ausili", "dme_catalogue", ("it_IT",),
     "Listino ausili {year}\nDeambulatore: {eur}\nLetto elettrico (noleggio mese): {eur2}\nConcentratore O2: {eur3}\n"
     "Valido dal {ddmmyyyy}. Ordini: {org_provider_email}"),
    ("b22c_nl_bestellijst_apotheek", "inventory", ("nl_NL",),
     "Bestellijst apotheek {ddmmyyyy}\nparacetamol 500 mg: voorraad {small}, bestellen {small2}\nomeprazol 20 mg: voorraad "
     "{small3}, bestellen {hundreds}\nLeverancier ordernr {seven_digits}. Vragen: {rx_email}"),
    ("b22c_pt_precos_transparencia", "price_transparency", ("pt_PT", "pt_BR"),
     "Tabela de preços {year}\nConsulta: {brl}\nRessonância magnética: {brl2}\nHemograma: {brl3}\nAtualizado em "
     "{ddmmyyyy}. {price_url}"),
    ("b22c_pl_grafik_dyzurow", "staff_rota", ("pl_PL",),
     "Grafik dyżurów, tydzień {week}\nSOR: 07-19, wew. {ext}\nOIOM: 19-07, wew. {ext2}\nApteka: 08-16, wew. {ext3}\n"
     "Centrala {hosp_phone}"),
    ("b22c_sv_kvalitetsregister", "quality_report", ("sv_SE",),
     "Kvalitetsregister {year}, kvartal {small_digit}\nHbA1c under 52 mmol/mol: {pct_int}\nBlodtryck under 140/90: "
     "{pct_int2}\nAntal registreringar: {count3}. Frågor: {stars_email}"),
    ("b22c_da_vagtplan", "staff_rota", ("da_DK",),
     "Vagtplan uge {week}\nAkutmodtagelse dag: lokal {ext}\nIntensiv nat: lokal {ext2}\nLaboratorium: lokal {ext3}\n"
     "Omstilling {hosp_phone}"),
    ("b22c_nb_prisliste_hjelpemidler", "dme_catalogue", ("no_NO",),
     "Prisliste hjelpemidler {year}\nRullator: {kr}\nCPAP-maske: {kr2}\nBlodsukkerstrimler (50): {kr3}\nGjelder fra "
     "{ddmmyyyy}. Bestilling: {org_provider_email}"),
    ("b22c_fi_viitearvot", "lab_reference", ("fi_FI",),
     "Viitearvot aikuisille ({ddmmyyyy})\nHemoglobiini 117-155 g/l\nKalium 3,3-4,9 mmol/l\nTSH 0,5-3,6 mU/l\n"
     "Vastausaika {small} h. Laboratorio: {lab_phone}"),
    ("b22c_cs_cenik_pomucek", "dme_catalogue", ("cs_CZ",),
     "Ceník zdravotnických prostředků {year}\nChodítko: {czk}\nInhalátor: {czk2}\nGlukometr: {czk3}\nPlatí od "
     "{ddmmyyyy}. Objednávky: {org_provider_email}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind22", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
