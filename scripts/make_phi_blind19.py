"""A nineteenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind19.py [--seed 21211] [--out PATH]   # JSON lines to PATH, or to stdout

The seventeen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151; make_phi_blind14.py, 16161; make_phi_blind15.py, 17171;
make_phi_blind16.py, 18181; make_phi_blind17.py, 19191) are treated as known to the tuner. Its author read only those
generators (for their mechanics, imported here, and to avoid their templates), never the detectors, their tests or
the sets they were tuned on, never ran the check on these texts, and did not read the eighteenth set, written at the
same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b19_" or "b19c_"). Identifier-free genres: X12 270/271 companion-guide pages, 999 acceptances, 277CA status tallies,
835 claim-level totals and 820 premium remittances of an employer group; HL7 MFN location masters and ORU
reference-range segments; FHIR Bundles of Organization, Location, PractitionerRole and PlanDefinition resources; XML
formulary and network files; CSV HEDIS rates, utilisation per 1,000, ICD-10/CPT crosswalks and plan-year comparisons,
an RBRVS fee schedule; UM committee minutes, EOB lines, prior-auth approvals, formulary tier moves, network
terminations, claim-status pages, RxBIN cards, reminders, lab reference ranges, statements, vision and dental
summaries, travel-insurance wordings, support chats and e-mails where the customer gives no identifier, on-call
handovers, release notes, data dictionaries, public-health bulletins, accreditation letters, call scripts and notices
in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: SMS with typos, quoted and
forwarded e-mail, voice-to-text with spelled digits, OCR'd UB-04s and DMV forms, PDF text with odd spacing,
spreadsheet pastes, X12 270, HL7 MDM and RDE, FHIR Coverage, XML payment profiles, JSON audit logs, web-server logs,
markdown tables, and letters, forms and chats in other locales.

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10
    from scripts import make_phi_blind17 as blind17

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 21211
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind10.OTHER_LOCALES
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Cimarron Prairie Health Alliance"
CLINIC_NAME = "Salt Fork Family Clinic"
LAB_NAME = "Chisholm Trail Reference Laboratory"
EYE_NAME = "Great Salt Plains Eye Care"
DENTAL_NAME = "Red Hills Family Dentistry"
PHARMACY_NAME = "Turkey Creek Pharmacy"
ORG_DOMAIN = "cimarronprairie.org"
CLINIC_DOMAIN = "saltforkclinic.org"
ORGANISATION_CONTACTS = [
    "(580) 555-0161",                                           # 0 plan member services
    "(580) 555-0162",                                           # 1 plan fax (utilisation management)
    "Claims Unit, PO Box 3318, Enid, OK 73702",                 # 2 plan claims address
    "2400 West Owen K. Garriott Road, Suite 210, Enid, OK 73703",  # 3 plan office
    "appeals@cimarronprairie.org",                              # 4
    "memberservices@cimarronprairie.org",                       # 5
    "(580) 555-0163",                                           # 6 clinic, Enid
    "(580) 555-0164",                                           # 7 clinic fax
    "615 East Randolph Avenue, Enid, OK 73701",                 # 8 clinic address
    "reception@saltforkclinic.org",                             # 9
    "https://www.cimarronprairie.org",                          # 10
    "(580) 555-0165",                                           # 11 lab client services
    "1701 North 14th Street, Ponca City, OK 74601",             # 12 lab address
    "(580) 555-0166",                                           # 13 dental
    "322 Main Street, Woodward, OK 73801",                      # 14 dental address
    "(580) 555-0167",                                           # 15 eye care
    "118 North Grand Avenue, Cherokee, OK 73728",               # 16 eye care address
    "(580) 555-0168",                                           # 17 pharmacy help desk
    "45 Broadway Street, Fairview, OK 73737",                   # 18 pharmacy address
    "1-833-555-0169",                                           # 19 toll-free member line
    "1-833-555-0170",                                           # 20 nurse line, toll-free
    "+1 580 555 0161",                                          # 21 member line from abroad
    "+44 161 496 0734",                                         # 22 European assistance partner
    "+33 5 36 49 17 62",                                        # 23 French assistance desk
    "pharmacyhelp@cimarronprairie.org",                         # 24
    "edi-support@cimarronprairie.org",                          # 25
    "provider.relations@cimarronprairie.org",                   # 26
    "https://www.cimarronprairie.org/find-care",                # 27
    "https://status.cimarronprairie.org",                       # 28
    "hedis@cimarronprairie.org",                                # 29
    "(580) 555-0171",                                           # 30 clinic, Alva branch
    "509 College Avenue, Alva, OK 73717",                       # 31 clinic branch address
    "(580) 555-0172",                                           # 32 clinic billing office
    "billing@saltforkclinic.org",                               # 33
    "(580) 555-0173",                                           # 34 provider services line
    "(580) 555-0174",                                           # 35 clinic branch fax
    "credentialing@cimarronprairie.org",                        # 36
    "privacy@cimarronprairie.org",                              # 37
]
ORG_PAYER_ID = "CPHA7"
ORG_RXBIN = "019264"
ORG_RXPCN = "CPHRX"
ORG_RXGRP = "CPH8841"
ORG_EIN = "73-1594826"
ORG_HIOS = ("47102OK0010004", "47102OK0010012", "47102OK0020009")
ORG_NPIS = (blind5._npi_of("152836470"), blind5._npi_of("118390652"), blind5._npi_of("170245386"),  # noqa: SLF001
            blind5._npi_of("139964021"), blind5._npi_of("184471305"), blind5._npi_of("163058817"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, fax, address.
OWN_PROVIDERS = (
    ("Annelise Throckmorton, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7],
     ORGANISATION_CONTACTS[8]),
    ("Bartholomew Nakagawa-Reyes, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[30],
     ORGANISATION_CONTACTS[35], ORGANISATION_CONTACTS[31]),
    ("Corinna Vandersloot, DDS", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], "",
     ORGANISATION_CONTACTS[14]),
    ("Leopold Ashworth-Kim, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], "", ORGANISATION_CONTACTS[16]),
    ("Sunniva Delacroix, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], "", ORGANISATION_CONTACTS[18]),
    ("Horatio Mbeki-Larsen, MD", "Clinical Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[11], "",
     ORGANISATION_CONTACTS[12]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["405", "539", "316", "620", "785", "806", "940", "719", "505", "575", "432", "325"]


def _local_number(draw: Draw) -> tuple[str, str, str]:
    """Area code, exchange (never 555 or N11) and line of a US number."""
    exchange = str(draw.rng.randint(202, 988))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "634"
    return draw.pick(AREA_CODES), exchange, draw.digits(4)


def phone_v19(draw: Draw) -> str:
    """A US number as typed on a phone, pasted from a PDF or keyed into a form."""
    area, exchange, line = _local_number(draw)
    return draw.pick([f"({area}) {exchange} - {line}", f"+1.{area}.{exchange}.{line}", f"{area}{exchange}{line}",
                      f"+1-{area}-{exchange}-{line}", f"({area}) {exchange}{line}", f"{area} {exchange} {line}",
                      f"1 {area} {exchange} {line}", f"{area}–{exchange}–{line}"])


def _date_v19(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    suffix = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return draw.pick([f"{d:02d}/{ABBR[m - 1]}/{y}", f"{y}.{m:02d}.{d:02d}", f"{m:02d}-{d:02d}-{y % 100:02d}",
                      f"{ABBR[m - 1]}-{d:02d}-{y}", f"{MONTHS[m - 1]} {d}{suffix}, {y}", f"{d}{suffix} {ABBR[m - 1]} {y}",
                      f"{y}/{m}/{d}", f"{ABBR[m - 1].upper()} {d:02d} {y}"])


def dob_v19(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (ordinals, dotted ISO, slashed month names)."""
    return _date_v19(draw, 1930, 2023)


def dod_v19(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v19."""
    return _date_v19(draw, 2020, 2026)


def member_v19(draw: Draw) -> str:
    """This alliance's member IDs: a CPH prefix and nine digits, with a dependant suffix or grouped."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"CPH{body}", f"CPH{body}-0{draw.rng.randint(1, 4)}", f"CPH {body[:3]} {body[3:6]} {body[6:]}",
                      f"cph{body}", f"CPH/{body}"])


def mrn_v19(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"SF{draw.digits(7)}", f"SFFC-{draw.digits(6)}", f"{draw.digits(2)}.{draw.digits(3)}.{draw.digits(3)}",
                      f"M{draw.digits(8)}"])


def url_v19(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = member_v19(draw).replace(" ", "").replace("/", "").split("-")[0].upper()
    mrn = mrn_v19(draw).replace(".", "").replace("-", "")
    return draw.pick([f"https://members.{ORG_DOMAIN}/account/{member}/idcard",
                      f"https://members.{ORG_DOMAIN}/eob/list?subscriber={member}&year=2026",
                      f"https://mychart.{CLINIC_DOMAIN}/patients/{mrn}/results",
                      f"https://mychart.{CLINIC_DOMAIN}/pay?mrn={mrn}&src=sms"])


def age_v19(draw: Draw) -> str:
    """An age over 89 as a roster, a note or a chat prints it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age}-year-old", f"aged {age}", f"{age}-yo", f"{age}y", f"{age} YO", f"{age} yr"])


def email_v19(draw: Draw) -> str:
    """A personal e-mail at a regional ISP or webmail, with dots, digits or an underscore."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "")
    domain = draw.pick(["pldi.net", "cox.net", "sbcglobal.net", "att.net", "aol.com", "proton.me", "mail.com",
                        "windstream.net", "yahoo.com", "gmail.com"])
    local = draw.pick([f"{first}.{last}{draw.rng.randint(10, 89)}", f"{last}{first[0]}", f"{first[0]}.{last}",
                       f"{first}_{draw.rng.randint(1950, 2005)}", f"{last}.fam"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind17.SLOTS, "phone_v19": phone_v19, "dob_v19": dob_v19, "dod_v19": dod_v19, "member_v19": member_v19,
    "mrn_v19": mrn_v19, "url_v19": url_v19, "age_v19": age_v19, "email_v19": email_v19,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _hedis_row(draw: Draw) -> str:
    """One CSV row of a HEDIS rate table: measure, denominator, rate, national 50th and 90th percentiles."""
    measure = draw.pick(["BCS-E", "COL-E", "CBP", "HBD <8.0", "EED", "PPC-Pre", "W30", "CIS-10", "AMM-Cont", "FUH-30",
                         "SPD", "OMW"])
    p50 = draw.rng.randint(40, 78)
    return f"{measure},{draw.rng.randint(80, 9400)},{draw.rng.randint(30, 90)}.{draw.digits(1)},{p50},{p50 + draw.rng.randint(5, 18)}"


def _util_row(draw: Draw) -> str:
    """One CSV row of a utilisation dashboard: month, line of business, admits, ED visits and Rx per 1,000."""
    month = f"{draw.rng.randint(2025, 2026)}-{draw.rng.randint(1, 12):02d}"
    lob = draw.pick(["commercial", "marketplace", "medicare_adv", "medicaid_mc"])
    return (f"{month},{lob},{draw.rng.randint(38, 310)}.{draw.digits(1)},{draw.rng.randint(120, 720)}.{draw.digits(1)},"
            f"{draw.rng.randint(6000, 21000)}")


def _xwalk_row(draw: Draw) -> str:
    """One row of an ICD-10-CM to CPT crosswalk used in claim edits (public code pairs)."""
    return draw.pick(["E11.9|83036|Hemoglobin A1c|covered", "Z12.31|77067|Screening mammography|covered",
                      "I10|80061|Lipid panel|covered", "N18.3|82565|Creatinine|covered",
                      "Z00.00|99396|Preventive visit 40-64|covered", "M54.50|72100|X-ray lumbar spine 2-3 views|review",
                      "R07.9|93000|ECG 12-lead|covered", "J45.909|94010|Spirometry|covered",
                      "E03.9|84443|TSH|covered", "Z23|90686|Influenza vaccine IIV4|covered",
                      "D64.9|85025|CBC with differential|covered", "G47.33|95810|Polysomnography|prior auth"])


def _plan_year_row(draw: Draw) -> str:
    """One row of a plan-year comparison: benefit, last year, next year."""
    benefit = draw.pick(["Deductible (individual)", "Out-of-pocket max", "PCP visit", "Specialist visit", "Urgent care",
                         "Emergency room", "Generic drugs (tier 1)", "Preferred brand (tier 3)", "Inpatient stay"])
    old = draw.rng.randint(1, 90) * 10
    return f"{benefit:<26}| ${old:<7}| ${old + draw.rng.randint(0, 8) * 5}"


def _ref_range_row(draw: Draw) -> str:
    """A lab's adult reference interval."""
    return draw.pick(["Sodium            136-145 mmol/L", "Potassium         3.5-5.1 mmol/L", "Creatinine (F)    0.51-0.95 mg/dL",
                      "Creatinine (M)    0.67-1.17 mg/dL", "ALT               7-56 U/L", "TSH               0.27-4.20 uIU/mL",
                      "Hemoglobin (F)    12.0-15.5 g/dL", "Platelets         150-400 x10^3/uL", "Ferritin (M)      30-400 ng/mL",
                      "Magnesium         1.6-2.6 mg/dL", "Glucose, fasting  70-99 mg/dL", "eGFR              >=60 mL/min/1.73m2"])


def _dict_row(draw: Draw) -> str:
    """One row of a claims data dictionary page: field, type, length, description."""
    return draw.pick(["clm_line_num | SMALLINT | 2 | line number within the claim",
                      "rev_cd | CHAR | 4 | UB-04 revenue code", "pos_cd | CHAR | 2 | CMS place of service",
                      "alwd_amt | DECIMAL | 12,2 | allowed amount after pricing", "drg_cd | CHAR | 3 | MS-DRG when inpatient",
                      "rndrg_npi | CHAR | 10 | rendering provider NPI", "adj_rsn_cd | VARCHAR | 5 | CARC on the line",
                      "paid_dt | DATE | - | check or EFT date", "ndc_11 | CHAR | 11 | drug code, 5-4-2 without hyphens",
                      "tob_cd | CHAR | 3 | type of bill"])


def _location_row(draw: Draw) -> str:
    """One LOC segment of an HL7 MFN^M05 location master (rooms and units, no patients)."""
    unit = draw.pick(["MEDSURG", "ICU", "LDRP", "ENDO", "PACU", "ED", "INFUS", "IMAGING"])
    return f"LOC|{unit}^{draw.rng.randint(100, 460)}^{draw.pick(['A', 'B', '1'])}^SFFC|{unit.title()} room|{draw.pick(['R', 'B', 'C'])}"


def _pharmacy_row(draw: Draw) -> str:
    """One XML line of the alliance's pharmacy network (the pharmacies' public listings, no phones but its own)."""
    name, ncpdp, city, open24 = draw.pick([(PHARMACY_NAME, "3708824", "Fairview", "false"),
                                           ("Cimarron Prairie Mail Order", "3712290", "Enid", "false"),
                                           ("Ponca City Family Drug", "3705516", "Ponca City", "false"),
                                           ("Woodward Apothecary", "3703148", "Woodward", "false"),
                                           ("Stillwater Specialty Rx", "3719902", "Stillwater", "true"),
                                           ("Guymon Community Pharmacy", "3701457", "Guymon", "false")])
    return (f"  <Pharmacy ncpdp=\"{ncpdp}\" city=\"{city}\" open24h=\"{open24}\" tier=\"{draw.pick(['preferred', 'standard'])}\">"
            f"{name}</Pharmacy>")


def _rvu_row(draw: Draw) -> str:
    """One row of an RBRVS-based fee schedule: CPT, modifier, work/PE/MP RVUs and the allowed amount."""
    cpt, work = draw.pick([("99213", "1.30"), ("99214", "1.92"), ("99203", "1.60"), ("93000", "0.17"), ("20610", "0.79"),
                           ("11102", "0.66"), ("97110", "0.45"), ("71046", "0.22"), ("G0439", "1.92"), ("90471", "0.17")])
    return (f"{cpt},{draw.pick(['', '26', 'TC', '25'])},{work},{draw.rng.randint(10, 160) / 100:.2f},"
            f"{draw.rng.randint(1, 20) / 100:.2f},{draw.rng.randint(18, 260)}.{draw.digits(2)}")


def _claim_total_row(draw: Draw) -> str:
    """One claim-level total line of an 835 summary page for the clinic (claim numbers, money, no patients)."""
    billed = draw.rng.randint(90, 4800)
    paid = draw.rng.randint(10, billed)
    return (f"CLP {draw.rng.randint(2025, 2026)}{draw.digits(7)}  status {draw.pick(['1', '2', '4', '22'])}  billed "
            f"{billed}.00  paid {paid}.{draw.digits(2)}  CARC {draw.pick(['CO-45', 'PR-1', 'PR-2', 'CO-97', 'OA-23'])}")


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
    "edi_email": ORGANISATION_CONTACTS[25], "org_provider_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "quality_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35], "cred_email": ORGANISATION_CONTACTS[36], "privacy_email": ORGANISATION_CONTACTS[37],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# No earlier set's organisation appears here: blind17's own contact fillers are dropped and this set's replace them.
# Generic fillers that print another organisation's line (toll-free numbers) go unused.
_INHERITED = {key: maker for key, maker in blind17.FILLERS.items() if key not in blind17._OWN}  # noqa: SLF001
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
    "pr_last": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0].split(",")[0].split(" ")[-1],
    "hedis_table": lambda d: "\n".join(_distinct_rows(d, _hedis_row, 5, key_length=6)),
    "util_table": lambda d: "\n".join(_distinct_rows(d, _util_row, 4, key_length=20)),
    "xwalk_table": lambda d: "\n".join(_distinct_rows(d, _xwalk_row, 4, key_length=8)),
    "plan_year_table": lambda d: "\n".join(_distinct_rows(d, _plan_year_row, 5, key_length=20)),
    "ref_table": lambda d: "\n".join(_distinct_rows(d, _ref_range_row, 5, key_length=16)),
    "dict_table": lambda d: "\n".join(_distinct_rows(d, _dict_row, 4, key_length=8)),
    "loc_rows": lambda d: "\n".join(_distinct_rows(d, _location_row, 3, key_length=12)),
    "pharmacy_xml": lambda d: "\n".join(_distinct_rows(d, _pharmacy_row, 3, key_length=30)),
    "clp_rows": lambda d: "\n".join(_distinct_rows(d, _claim_total_row, 3, key_length=16)),
    "county_ok": lambda d: d.pick(["Garfield", "Kay", "Woodward", "Alfalfa", "Major", "Woods", "Grant", "Noble", "Payne",
                                   "Texas", "Harper", "Blaine"]),
    "hosp_ok": lambda d: d.pick(["Garfield Regional Medical Center", "Kay County Hospital", "Woodward Regional",
                                 "Share Memorial", "Alva Community Hospital"]),
    "cph_host": lambda d: d.pick(["cph-elig-02", "cph-claims-db3", "sffc-ehr-app1", "cph-portal-05", "cph-edi-gw2",
                                  "cph-fhir-01", "sffc-lis-02"]),
    "cph_ticket": lambda d: f"CPH-{d.rng.randint(20000, 89999)}",
    "cph_version": lambda d: f"{d.rng.randint(2, 8)}.{d.rng.randint(0, 19)}.{d.rng.randint(0, 40)}",
    "cph_pa": lambda d: d.pick([f"UM{d.digits(8)}", f"CPH-PA-{d.rng.randint(2025, 2026)}-{d.digits(5)}"]),
    "cph_policy": lambda d: f"CP-CLIN-{d.rng.randint(10, 320):03d}",
    "contract_cph": lambda d: d.pick(["H7341", "H7341-001", "H7341-004"]),
    "plan_cph": lambda d: d.pick(["Prairie Bronze 7000", "Prairie Silver 4000", "Prairie Gold 1000",
                                "Prairie Advantage HMO"]),
    "group_cph": lambda d: d.pick(["CPH-EG-00418", "CPH-EG-01127", "CPH-EG-02290", "CPH-EG-03356"]),
    "bot_cph": lambda d: d.pick(["Prairie Helper", "CPHA Assistant", "Sage"]),
    "employer_cph": lambda d: d.pick(["Garfield County Schools", "Enid Grain Cooperative", "Northwest Oklahoma Electric",
                                    "Cherokee Strip Manufacturing"]),
    "lives": lambda d: f"{d.rng.randint(40, 2600):,}",
    "rate_pm": lambda d: f"{d.rng.randint(180, 1400)}.{d.digits(2)}",
    "pct_whole": lambda d: f"{d.rng.randint(3, 97)}%",
    "err_rate": lambda d: f"{d.rng.randint(0, 40) / 10:.1f}%",
    "ack_code": lambda d: d.pick(["A", "E", "P"]),
    "stc_cat": lambda d: d.pick(["A1:20", "A2:20", "A3:21", "A7:562", "A6:128", "A8:481"]),
    "visit_len": lambda d: str(d.pick([15, 20, 30, 40, 45, 60])),
    "room_cph": lambda d: f"{d.pick(['A', 'B', 'C'])}{d.rng.randint(101, 240)}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned -----------------------------------------------------------------------------------
    ("b19_sms_pharmacy_pickup_typo", "sms", US,
     "{pharmacy_own}: Rx ready for pickup. Reply HOLD to keep it 7 more days.\nhold pls. its for my mom dob "
     "[[date_of_birth:dob_v19]] ((i||I)) cant come til ((fri||sat||mon))\n{pharmacy_own}: OK. Best callback #?\n"
     "[[phone:phone_v19]] ((thx||ty||tks))"),
    ("b19_email_quoted_address_thread", "email", EN,
     "Re: Re: ID card never arrived\n\nStill nothing. Please resend to the address below, not the old one.\n\n"
     "{first} {last}\n\n> On {weekday}, {org} Member Services wrote:\n> Please confirm your member ID and mailing address.\n>\n"
     ">> ID: [[member_id:member_v19]]\n>> Address: [[address:addr_us_line]]\n>> E-mail: [[email:email_v19]]"),
    ("b19_voice_dictation_intake", "voice_to_text", US,
     "[auto-transcript, confidence {pct_whole}] patient states social security number is [[ssn:ssn_voice]] period "
     "birthday [[date_of_birth:dob_spelled]] period best number to reach her [[phone:phone_spelled]] period end of note"),
    ("b19_ocr_ub04_header", "ocr_form", US,
     "UB-04 (scanned, p {small_digit})\n1 {clinic_upper}  3a PAT CNTL # [[record_number:mrn_v19]]\n"
     "8b PATIENT NAME  {last_upper}, {first_upper}\n9a PATIENT ADDRESS [[address:addr_ocr]]\n10 BIRTHDATE [[date_of_birth:dob_ocr]]  "
     "11 SEX ((F||M))  12 ADM DATE {x12_date}\n42 REV CD 0450  44 HCPCS {cpt}"),
    ("b19_pdf_spaced_refund_form", "pdf_extract", US,
     "R E F U N D   R E Q U E S T          {clinic_upper}\nRefund  method :   ((ACH||card reversal))\nBank  routing :  {aba}     "
     "Acct :   [[bank_account:acct_us_ach]]\nOriginal  card :   [[card:card_spaced]]\nRemittance  e-mail :   [[email:email_v19]]\n"
     "Amount :   $ {fee}"),
    ("b19_spreadsheet_hospice_roster", "spreadsheet_paste", US,
     "MRN\tAge\tAdmit\tDischarge reason\tDate\n[[record_number:mrn_v19]]\t[[age_over_89:age_v19]]\t{dos}\texpired\t"
     "[[date_of_death:dod_v19]]\n(next row blank - census pulled {iso_ts})"),
    ("b19_csv_returned_mail", "csv_export", US,
     "member_id,mail_piece,returned_reason,new_address,phone_on_file\n[[member_id:member_v19]],((ID card||EOB||1095-B)),"
     "((forwarding expired||no such number||unclaimed)),\"[[address:addr_us_line]]\",[[phone:phone_v19]]\n# returned-mail run {batch}"),
    ("b19_hl7_mdm_death_note", "hl7_export", US,
     "MSH|^~\\&|EHR|SFFC|HIM|SFFC|{hl7_ts}||MDM^T02|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v19]]^^^SFFC^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||||||||||[[ssn:ssn_hl7]]|||||||||[[date_of_death:dod_hl7]]|Y\n"
     "TXA|1|DS|TX|{hl7_ts}|||||||||||AU"),
    ("b19_x12_270_eligibility", "x12_export", US,
     "ST*270*{four_digits}*005010X279A1~\nHL*3*2*22*0~\nTRN*1*{ctrl}*9{org_ein_digits}~\nNM1*IL*1*{last_upper}*{first_upper}"
     "****MI*[[member_id:member_v19]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nEQ*30~"),
    ("b19_fhir_coverage_json", "json_export", EN,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v19]]\", "
     "\"payor\": [{\"display\": \"{org}\"}], \"extension\": [{\"url\": \"card-image\", \"valueUrl\": \"[[url:url_v19]]\"}], "
     "\"contact\": \"[[email:email_v19]]\", \"class\": [{\"value\": \"{group_cph}\"}]}"),
    ("b19_xml_payment_profile", "xml_export", US,
     "<PaymentProfile created=\"{iso_ts}\">\n  <Card>[[card:card_any]]</Card><Exp>{card_exp}</Exp>\n  <Ach routing=\"{aba}\">"
     "[[bank_account:acct_us_ach]]</Ach>\n  <ClientIp>[[ip_address:ipv4_public]]</ClientIp>\n</PaymentProfile>"),
    ("b19_json_login_audit", "log", US,
     "{\"ts\": \"{iso_ts}\", \"app\": \"member-portal\", \"event\": \"mfa_failed\", \"user\": \"[[email:email_work]]\", "
     "\"ip\": \"[[ip_address:ipv6_new]]\", \"referer\": \"[[url:url_v19]]\", \"attempt\": {small_digit}}"),
    ("b19_nginx_access_line", "log", US,
     "[[ip_address:ipv4_public]] - - [{log_ts}] \"GET [[url:url_v19]] HTTP/2.0\" ((200||302||404)) {small_count} "
     "\"-\" \"Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)\""),
    ("b19_chat_typo_claim_grandma", "chat", EN,
     "me: hi my grandma is [[age_over_89:age_v19]] and her claim got denied??\n{bot_cph}: Sorry to hear that. Do you have her "
     "member ID?\nme: [[member_id:member_v19]] i think\nme: call me on [[phone:phone_chat]] its eaiser"),
    ("b19_chat_rideshare_to_clinic", "chat", US,
     "{bot_cph}: Your free ride to {clinic} is booked for {hh}.\nuser: what car\n{bot_cph}: Silver sedan, plate "
     "[[vehicle_id:plate_state]]. Driver will text you.\nuser: ok my cell is [[phone:phone_v19]] and pay the copay w card "
     "[[card:card_chat]]"),
    ("b19_dmv_medical_report_ocr", "ocr_form", US,
     "DRIVER MEDICAL EVALUATION (scan)\nLicense No. [[national_id:us_dl]]   D.O.B. [[date_of_birth:dob_v19]]\n"
     "Addr: [[address:addr_usps]]\nVehicle (if adapted) VIN [[vehicle_id:vin]]\nExaminer {physician}, {clinic}"),
    ("b19_forwarded_death_notice", "email", EN,
     "---------- Forwarded message ---------\nFrom: hospice liaison\nSubject: notification\n\nYour member passed away on "
     "[[date_of_death:dod_v19]], [[age_over_89:age_v19]]. Obituary link: [[url:url_personal]]\nPlease stop premium drafts."),
    ("b19_markdown_intake_table", "support_ticket", EN,
     "| Field | Entered |\n|---|---|\n| SSN | [[ssn:ssn_plain]] |\n| Passport | [[national_id:us_passport]] |\n"
     "| Email | [[email:email_plain]] |\n| Reason | ((travel plan enrolment||visa medical)) |"),
    ("b19_call_transcript_auto_claim", "call_transcript", US,
     "AGENT: Subrogation, this is {agent}. Member ID?\nCALLER: [[member_id:member_v19]]\nAGENT: And the vehicle involved?\n"
     "CALLER: VIN is [[vehicle_id:vin_v5]]\nAGENT: Callback number?\nCALLER: [[phone:phone_v19]]"),
    ("b19_it_ticket_blocked_ip", "it_ticket", US,
     "{cph_ticket} - member cannot reach portal\nReporter: [[email:email_work]]\nBlocked source: [[ip_address:ip_port]]\n"
     "Page: [[url:url_v19]]\nAction: removed from geo-block list; {agent}"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b19_de_formular_ocr", "ocr_form", ("de_DE", "de_AT"),
     "ERSTATTUNGSANTRAG (gescannt)\nVers.-Nr. / Steuer-ID: [[national_id:natid_loc]]\nGeb.-Datum: [[date_of_birth:dob_loc]]\n"
     "Anschrift: [[address:addr_loc_line]]\nKontoverbindung: [[bank_account:iban_loc]]\nBetrag: {amount_loc}"),
    ("b19_romance_email_reply", "email", ("fr_FR", "es_ES", "it_IT"),
     "RE: {w_reply}\n\nVoici / Aquí / Ecco: [[national_id:natid_loc]]\nTel. [[phone:phone_intl_loc]]\n"
     "Mail [[email:email_loc]]\n\n> {agent} a écrit / escribió / ha scritto le {dos_loc}"),
    ("b19_nordic_sms_parking", "sms", NORDIC,
     "P-plats / P-plads / Pysäköinti {hh}: reg.nr [[vehicle_id:plate_loc]]\nid [[national_id:natid_loc]]\n"
     "ring mig / soita [[phone:phone_loc]]"),
    ("b19_pl_cs_death_form", "letter", ("pl_PL", "cs_CZ"),
     "Zgłoszenie zgonu / Oznámení úmrtí\nData / Datum: [[date_of_death:dod_loc]]\nWiek / Věk: [[age_over_89:age_loc_v5]]\n"
     "PESEL / RČ: [[national_id:natid_loc]]\nAdres / Adresa: [[address:addr_loc_line]]"),
    ("b19_nl_pt_bank_change", "email", ("nl_NL", "pt_PT", "pt_BR"),
     "Onderwerp / Assunto: nieuwe rekening / nova conta\n\nDossier / Processo [[record_number:record_loc]]\n"
     "Nieuw / Novo: [[bank_account:bank_loc]]\nAntwoord naar / Resposta para [[email:email_loc]]"),
    ("b19_dental_claim_paste", "spreadsheet_paste", US,
     "Tooth\tCDT\tFee\tSubscriber\tPt DOB\n#{tooth}\t{cdt}\t{fee}\t[[member_id:member_v19]]\t[[date_of_birth:dob_v19]]\n"
     "#{tooth2}\tD1110\t{fee2}\t(same)\t(same)"),
    ("b19_handwritten_consent_ocr", "ocr_form", US,
     "CONSENT TO TEXT / E-MAIL (handwritten, scanned)\nMobile: [[phone:phone_ocr]]\nE-mail: [[email:email_spaced]]\n"
     "Patient age: [[age_over_89:age_v19]]  Signed by POA: {first} {last}"),
    ("b19_voicemail_tow_address", "voice_to_text", US,
     "[voicemail {minutes}] hi um my dads car got towed from your lot, plate [[vehicle_id:plate_v5]], we live at "
     "[[address:addr_dictated]], call [[phone:phone_spoken]]"),
    ("b19_travel_claim_form", "ocr_form", EN,
     "OVERSEAS MEDICAL CLAIM - PART B\nPassport no.: [[national_id:us_passport]]\nDate of birth: [[date_of_birth:dob_v19]]\n"
     "Card charged abroad: [[card:card_loc]]\nPay refund to IBAN: [[bank_account:iban_v5]]\nPolicy {policy_no}"),
    ("b19_hl7_rde_pharmacy_order", "hl7_export", US,
     "MSH|^~\\&|EHR|SFFC|RX|TCP|{hl7_ts}||RDE^O11|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v19]]^^^SFFC^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\n"
     "RXE|^^^{hl7_ts}|{ndc}^{drug}^NDC|{qty}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and HL7 without a person -------------------------------------------------------------------------
    ("b19c_x12_999_accepted", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small_count}*005010X222A1~\nAK2*837*{four_digits2}~\nIK5*A~\n"
     "AK9*A*{small}*{small}*{small}~\nSE*6*{four_digits}~\n-- accepted by {payer_id} at {hh}; {edi_email}"),
    ("b19c_x12_277ca_tally", "x12_export", US,
     "277CA tally for submitter {clinic} (payer {payer_id}), file {batch}\nSTC {stc_cat}: {small} claims\nSTC {stc_cat2}: "
     "{small2} claims\nAccepted total ${batch_total}; error rate {err_rate}. EDI desk {provider_line}."),
    ("b19c_x12_835_claim_totals", "remittance", US,
     "835 SUMMARY  payer {payer_id}  payee NPI {org_npi}  EFT {trn}  date {x12_date}\n{clp_rows}\n"
     "Provider-level totals only; questions {org_provider_email}."),
    ("b19c_x12_820_group_premium", "remittance", US,
     "BPR*C*{batch_total}*C*ACH*CCP*01*{aba}*DA*****{x12_date}~\nN1*PE*{org_upper}*FI*{org_ein_digits}~\n"
     "N1*PR*{employer_cph}~\nENT*1*2J*EI*{group_cph}~\nRMR*IK*INV{four_digits}**{batch_total}~\n-- group premium, {lives} lives"),
    ("b19c_x12_271_companion_page", "data_dictionary", US,
     "Companion guide 270/271 v{cph_version}, section {small_digit}.{small_digit2}\nEB*1*IND*30**{plan_cph}~ returned for active "
     "coverage; EB*C deductible; EB*G out-of-pocket.\nMax {small_count} inquiries per batch; response < {small} s.\n"
     "Submitter enrolment: {edi_email}; payer ID {payer_id}."),
    ("b19c_hl7_mfn_locations", "hl7_export", US,
     "MSH|^~\\&|ADT|SFFC|BED|SFFC|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\n{loc_rows}\n"
     "-- location master sync, {small} records; contact {privacy_email}"),
    ("b19c_hl7_oru_reference_only", "lab_report", US,
     "OBX|1|NM|{loinc}^{loinc_name}^LN||{range_ref}|((mg/dL||U/L||mmol/L))|{range}|N|||F\nNTE|1||Reference interval "
     "validated {eff_iso} by {lab_own}, {small_count} healthy donors. Client services {lab_phone}."),
    # ---- FHIR and XML of the organisation ---------------------------------------------------------------------
    ("b19c_fhir_organization_bundle", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Organization\", "
     "\"name\": \"{org}\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_phone}\"}, {\"system\": \"fax\", \"value\": \"{org_fax}\"}], "
     "\"address\": [{\"text\": \"{org_street_addr}\"}]}}], \"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b19c_fhir_location_json", "json_export", US,
     "{\"resourceType\": \"Location\", \"name\": \"{clinic} - Alva\", \"status\": \"active\", \"telecom\": [{\"system\": "
     "\"phone\", \"value\": \"{branch_phone}\"}, {\"system\": \"fax\", \"value\": \"{branch_fax}\"}], \"address\": {\"text\": "
     "\"{branch_addr}\"}, \"hoursOfOperation\": [{\"openingTime\": \"0{small_digit}:30\", \"closingTime\": \"1{small_digit2}:00\"}], "
     "\"meta\": {\"versionId\": \"{small}\"}}"),
    ("b19c_fhir_practitionerrole", "json_export", US,
     "{\"resourceType\": \"PractitionerRole\", \"practitioner\": {\"display\": \"{pr_name}\", \"identifier\": {\"value\": "
     "\"{pr_npi}\"}}, \"specialty\": [{\"text\": \"{pr_specialty}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": "
     "\"{pr_phone}\"}], \"newPatients\": ((true||false)), \"period\": {\"start\": \"{eff_iso}\"}}"),
    ("b19c_fhir_plandefinition", "json_export", US,
     "{\"resourceType\": \"PlanDefinition\", \"title\": \"Diabetes care pathway v{cph_version}\", \"publisher\": \"{org}\", "
     "\"action\": [{\"title\": \"HbA1c every {months_n} months\", \"code\": \"83036\"}, {\"title\": \"Retinal exam yearly\", "
     "\"code\": \"92250\"}], \"contact\": [{\"telecom\": [{\"value\": \"{quality_email}\"}]}], \"date\": \"{eff_iso}\"}"),
    ("b19c_xml_formulary_tiers", "formulary_notice", US,
     "<Formulary plan=\"{plan_cph}\" effective=\"{eff_iso}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\">\n  <Drug ndc=\"{ndc}\" "
     "tier=\"{tier}\" pa=\"((Y||N))\">{drug}</Drug>\n  <Drug ndc=\"{ndc2}\" tier=\"{tier2}\" ql=\"{qty}/{days_supply}\">{drug2}</Drug>\n"
     "  <Help phone=\"{rx_help_phone}\" email=\"{rx_email}\"/>\n</Formulary>"),
    ("b19c_xml_pharmacy_network", "network_directory", US,
     "<PharmacyNetwork owner=\"{org}\" updated=\"{eff_iso}\" rxgrp=\"{org_rxgrp}\">\n{pharmacy_xml}\n</PharmacyNetwork>\n"
     "<!-- {small_count} pharmacies in network; help desk {rx_help_phone} -->"),
    # ---- CSV dashboards and tables ----------------------------------------------------------------------------------
    ("b19c_csv_hedis_rates", "quality_report", US,
     "measure,denominator,rate,natl_p50,natl_p90\n{hedis_table}\n# HEDIS MY{measure_year}, contract {contract_cph}; {quality_email}"),
    ("b19c_csv_utilisation_per_1000", "csv_export", US,
     "month,lob,admits_per_1000,ed_per_1000,scripts_per_1000\n{util_table}\n# {org} utilisation, refreshed {iso_ts}"),
    ("b19c_psv_icd_cpt_crosswalk", "code_table", US,
     "icd10|cpt|description|policy\n{xwalk_table}\n-- medical necessity edits v{cph_version}, policy {cph_policy}"),
    ("b19c_plan_year_comparison", "benefit_summary", US,
     "{plan_cph}: what changes on January 1\nBenefit                   | {year}   | next year\n{plan_year_table}\n"
     "HIOS {hios}. Questions {org_tollfree}, {org_web}"),
    ("b19c_lab_reference_card", "lab_report", US,
     "{lab_own} adult reference intervals (rev {cph_version})\n{ref_table}\nPediatric ranges on request. {lab_phone}, {lab_addr}"),
    ("b19c_data_dictionary_claims", "data_dictionary", US,
     "TABLE claims.line (warehouse v{cph_version}, {count} rows)\nfield | type | length | meaning\n{dict_table}\n"
     "Steward: {staff}, Analytics. Access requests {privacy_email}."),
    # ---- what the plan and the clinic send -------------------------------------------------------------------------
    ("b19c_eob_line_table", "eob", US,
     "Service        Billed    Allowed   Plan paid   You owe\n{cpt} {dos}  ${fee}   ${fee2}   ${fee3}   ${copay_num}.00\n"
     "Remark {rarc}: paid at the in-network rate. THIS IS NOT A BILL. {org}, {org_claims_addr}."),
    ("b19c_prior_auth_approval", "prior_auth", US,
     "PRIOR AUTHORIZATION APPROVED\nCase {cph_pa} | {hcpcs} x {units} | valid {dos} to {dos2}\nOrdering NPI {org_npi} "
     "({clinic}). Criteria {cph_policy} met. Fax questions to {org_fax}; provider line {provider_line}."),
    ("b19c_formulary_tier_move", "formulary_notice", US,
     "Formulary update {eff_iso}: {drug} moves to tier {tier}; {drug2} added as preferred (tier 2). "
     "Members already filling get a {days_supply}-day transition supply. Plan {plan_cph}, RxBIN {org_rxbin}, PCN {org_rxpcn}."),
    ("b19c_network_termination_notice", "network_notice", US,
     "{hosp_ok} leaves the {org} network on {dos}. Members in active treatment may ask for continuity of care for up to "
     "{small} days. New in-network options: {directory_url}. Questions {org_tollfree}."),
    ("b19c_claim_status_page", "claim_status", US,
     "Claim {claim_no} | Received {dos} | Status: ((Processed||Pending review||Paid)) | Billed ${fee} | Paid ${fee2}\n"
     "Check/EFT {trn}. Provider-facing page; rendering NPI {org_npi}. Help: {provider_line}"),
    ("b19c_rx_card_back", "pharmacy_card", US,
     "BACK OF CARD\nRxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGRP {org_rxgrp}\nPharmacists: {rx_help_phone}\nProviders: "
     "{provider_line}  Payer ID {payer_id}\nSubmit claims to {org_claims_addr}\nPrinted {eff_iso} stock {card_stock}"),
    ("b19c_appointment_reminder_clinic", "appointment_reminder", US,
     "{clinic}: you have a {visit_len}-minute visit {weekday} at {hh} with {physician}. Please arrive 15 min early. "
     "To change call {clinic_phone}. Parking lot ((B||C)). Reply STOP to end texts."),
    ("b19c_billing_statement_summary", "billing_statement", US,
     "{clinic_upper} STATEMENT  ref {statement_ref}  date {dos}\nPrevious balance ${fee}\nPayments -${fee2}\nAdjustments "
     "-${copay_num}.00\nAmount due ${dollars}\nPay online {org_web} or call {billing_phone}. Tax ID {org_ein}."),
    ("b19c_vision_benefit_summary", "vision_plan", US,
     "{eye} - vision benefit {year}\nEye exam: ${copay_num} copay, every 12 months\nLenses: covered after ${small} "
     "materials copay\nFrame allowance: ${fee}\nContact lens allowance: ${fee2}\nLocation: {eye_addr}, {eye_phone}"),
    ("b19c_dental_benefit_summary", "dental_plan", US,
     "{dental_office} - dental benefit {year}\nPreventive (D0120, D1110): 100%\nBasic (D2391, {cdt}): 80% after ${small}0 "
     "deductible\nMajor: 50%, annual max ${fee_big}\nWaiting period {months_n} months. {dental_phone}, {dental_addr}"),
    ("b19c_travel_policy_wording", "travel_insurance", EN,
     "Part {small_digit}: Emergency medical expenses\nWe pay up to ${fee_big}0 per trip for emergency treatment abroad, "
     "after an excess of ${copay_num}. Repatriation needs our prior approval.\nAssistance: {assist_uk} (UK) or {assist_fr} "
     "(FR), 24 hours. Wording {year}-{small}."),
    # ---- support and operations without an identifier -------------------------------------------------------------
    ("b19c_chat_network_question", "support_chat", US,
     "Guest: is {eye} in network for {plan_cph}?\n{bot_cph}: Yes. Exams there have a ${copay_num} copay. Address: {eye_addr}.\n"
     "Guest: hours?\n{bot_cph}: {weekday_list} {hh}-{hh2}. Call {eye_phone} to book.\nGuest: great thanks"),
    ("b19c_email_reply_rx_question", "email", US,
     "Subject: RE: mail-order refill timing\n\nHi,\nMail-order refills can be ordered {small} days before you run out and "
     "arrive in about ((3||5||7||10)) business days. Tier {tier} drugs cost ${copay_num} for a 90-day supply.\nBest,\n{agent}, "
     "Pharmacy Services | {rx_help_phone} | {rx_email}"),
    ("b19c_oncall_handover_note", "it_ticket", US,
     "On-call handover {dos}\n- {cph_ticket}: eligibility 270 p95 {ms} ms (target 800), watching {cph_host}\n- {cph_ticket2}: "
     "EDI gateway restarted at {hh}, {small_count} files replayed\n- disk on {cph_host2} at {pct_whole}\nStatus page: {org_status_page}"),
    ("b19c_release_notes_ehr", "release_notes", US,
     "Salt Fork EHR build {cph_version} ({build_no})\n- {cph_ticket}: reference ranges now show units\n- {cph_ticket2}: "
     "HEDIS gap list export to CSV\n- fixed: fax queue retries after {small} failures\nRollout {dos}; questions {clinic_email}"),
    ("b19c_public_health_bulletin", "public_health", US,
     "{county_ok} County health bulletin, week {week}: influenza-like illness {pct_tenth} of visits; RSV positivity "
     "{pct_small}; {small} measles exposures investigated, none confirmed. Free flu shots at {clinic}, {clinic_addr}, {weekday}s."),
    ("b19c_accreditation_letter", "letter", US,
     "{date_letter}\n\nTo the staff of {lab_own}\n{lab_addr}\n\nWe are pleased to confirm accreditation (CAP number "
     "{seven_digits}) through {year_next}. The survey on {dos} found {small_digit} deficiencies, all corrected.\n\n{staff}, Laboratory Director"),
    ("b19c_call_script_eligibility", "call_script", US,
     "Script ES-{small_count} (provider eligibility calls)\n1. Ask for the caller's NPI and the date of service.\n2. Read plan "
     "{plan_cph}: deductible ${fee_big}, copay ${copay_num}.\n3. Never read a member's address or phone aloud.\n4. Transfer "
     "to UM at {org_fax} (fax) or {provider_line}."),
    ("b19c_support_ticket_portal_bug", "support_ticket", US,
     "{cph_ticket}: ID card PDF cut off on Android\nSteps: Android 1{small_digit}, app {cph_version}, open ID card, "
     "download.\nExpected: full card with RxBIN {org_rxbin}. Actual: bottom {small} px cut.\nNo member data attached. Assigned {agent}."),
    ("b19c_leaflet_inhaler", "pharmacy_leaflet", US,
     "{pharmacy_own}: using your ((budesonide-formoterol||fluticasone-salmeterol||albuterol)) inhaler\nShake, breathe out, "
     "press and breathe in slowly; hold {small_digit} seconds. Rinse mouth after steroid inhalers.\nRefill every "
     "{days_supply} days. Leaflet rev {cph_version}; your pharmacist {staff}, PharmD. Questions: {rx_help_phone}, {pharm_addr}."),
    ("b19c_visit_summary_generic", "clinical_note", US,
     "Visit summary ({dos}), {clinic}\nProvider: {physician}\nBP {bp}, HR {hr} bpm, A1c {a1c}%. Plan: continue "
     "{regimen}; recheck in {months_n} months at {lab_own}. Nurse line after hours {nurse_line}."),
    ("b19c_privacy_notice_excerpt", "policy_wording", US,
     "Notice of Privacy Practices (rev {eff_iso})\nWe may use health information for treatment, payment and operations. You "
     "may ask for a copy of your records; we respond within {small} days. Privacy Officer: {privacy_email}, {org_street_addr}, "
     "{org_phone}."),
    ("b19c_credentialing_roster", "network_directory", US,
     "Recredentialing due {quarter}\n{pr_name} | {pr_specialty} | NPI {pr_npi} | {pr_phone} | {pr_addr}\nCommittee meets "
     "{weekday}s at {hh}; files to {cred_email}."),
    ("b19c_star_rating_summary", "quality_report", US,
     "Contract {contract_cph} star summary ({measure_year})\nOverall {stars} stars; Part C {stars2}; Part D {stars3}\nLowest "
     "measure: ((Statin use||Medication adherence for diabetes||Care for older adults)) at {pct_whole}.\n{quality_email}"),
    ("b19c_csv_rbrvs_fee_schedule", "fee_schedule", US,
     "cpt,mod,work_rvu,pe_rvu,mp_rvu,allowed\n{rvu_table}\n# {org} professional fee schedule {year}, conversion factor "
     "${conv_factor}; payer ID {payer_id}; questions {org_provider_email}"),
    ("b19c_um_committee_minutes", "meeting_minutes", US,
     "## UM committee minutes, {dos}\n- Requests reviewed: {small_count} (approved {pct_whole}, pended {small})\n- Appeals "
     "overturned: {pct_tenth}\n- Policy {cph_policy} revised: imaging after {small_digit} weeks of therapy\n- Next meeting "
     "{dos2}, chaired by {physician}. Minutes filed by {staff}."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b19c_de_leistungsuebersicht", "benefit_summary", ("de_DE", "de_AT"),
     "Leistungsübersicht {year}\nVorsorgeuntersuchung: 100 %\nBrille: Zuschuss bis {amount_loc}\nZahnreinigung: {amount_loc2} "
     "pro Jahr\nErstattung in {small} Werktagen. Hotline aus dem Ausland: {org_intl_line}"),
    ("b19c_fr_it_avis_laboratoire", "notice", ("fr_FR", "it_IT"),
     "Avis / Avviso {dos_loc} : prélèvements / prelievi {weekday_loc} {hh}-{hh2}. Délai / Tempi : {small} h.\n"
     "Tarif / Tariffa : {amount_loc}. Assistance : {assist_fr}"),
    ("b19c_es_pt_coberturas", "benefit_summary", ("es_ES", "pt_PT", "pt_BR"),
     "Coberturas / Coberturas {year}\nConsulta: {pct_loc}\nUrgencias / Urgências: {amount_loc}\nFranquicia / Franquia: "
     "{amount_loc2}\nVálido desde {dos_loc}. {org_web}"),
    ("b19c_nl_pl_tarieflijst", "fee_schedule", ("nl_NL", "pl_PL"),
     "Tarieven / Cennik {year}\nBloedonderzoek / Badanie krwi: {amount_loc}\nVaccinatie / Szczepienie: {amount_loc2}\n"
     "Geldig / Ważny od {dos_loc}. Contact: {org_intl_line}"),
    ("b19c_nordic_cs_oppettider", "notice", ("sv_SE", "da_DK", "no_NO", "fi_FI", "cs_CZ"),
     "Öppettider / Åbningstider / Aukioloajat / Otevírací doba {year}\n{weekday_loc} {hh}-{hh2}\nAvgift / Gebyr / Maksu / "
     "Poplatek: {amount_loc}\nKöer / Ventetid / Jono: {small} min. Utomlands / Ulkomailta: {assist_uk}"),
]

FILLERS.update({
    "weekday_list": lambda d: d.pick(["Mon-Fri", "Tue-Sat", "Mon, Wed, Fri", "Mon-Thu"]),
    "seven_digits": lambda d: d.digits(7, first_nonzero=True),
    "year_next": lambda d: str(d.rng.randint(2027, 2029)),
    "a1c": lambda d: f"{d.rng.randint(5, 9)}.{d.rng.randint(0, 9)}",
    "stars": lambda d: d.pick(["3", "3.5", "4", "4.5"]),
    "range_ref": lambda d: f"{d.rng.randint(1, 140)}",
    "rvu_table": lambda d: "\n".join(_distinct_rows(d, _rvu_row, 4, key_length=5)),
    "conv_factor": lambda d: f"{d.rng.randint(3220, 3440) / 100:.4f}",
})


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind19", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
