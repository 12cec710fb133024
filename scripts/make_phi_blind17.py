"""A seventeenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind17.py [--seed 19191] [--out PATH]   # JSON lines to PATH, or to stdout

The fifteen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151; make_phi_blind14.py, 16161; make_phi_blind15.py, 17171) are
treated as known to the tuner. Its author read only those generators (for their mechanics, imported here, and to
avoid their templates), never the detectors, their tests or the sets they were tuned on, never ran the check on these
texts, and did not read the sixteenth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b17_" or "b17c_"). Identifier-free genres: an X12 TA1 interchange, 999 rejections by segment, a 277CA summary and
an 835 PLB page; HL7 MFN practitioner and charge masters; FHIR Bundles of HealthcareService, Endpoint and
InsurancePlan resources; XML and NDJSON provider and pharmacy directories; CSV wait-time and bed-board dashboards,
DRG weight tables and CAHPS results; EOB summaries, PLB remittance lines, prior-auth denials and extensions to a
provider, step-therapy and biosimilar formulary notices, urgent-care network notices, claim-status IVR scripts, card
carriers, clinic closure texts, therapeutic-drug reference ranges, itemised statements, vision and dental
comparisons, travel-insurance exclusions, support chats and e-mails where the customer gives no identifier, outage
post-mortems, SQL DDL, release notes, immunisation bulletins, accreditation and credentialing letters, and price
lists and notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: SMS with typos,
forwarded and quoted e-mail, voice-to-text with spelled digits, OCR'd claim forms, PDF text with odd spacing,
spreadsheet pastes, X12 834, HL7 ADT, FHIR RelatedPerson, XML attachments, JSON webhooks, syslog, markdown tables,
and letters, forms and chats in other locales.

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
    import make_phi_blind15 as blind15
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10
    from scripts import make_phi_blind15 as blind15

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 19191
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind10.OTHER_LOCALES
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Kanawha Ridge Health Cooperative"
CLINIC_NAME = "Greenbrier Valley Family Health"
LAB_NAME = "New River Clinical Laboratory"
EYE_NAME = "Monongahela Vision Center"
DENTAL_NAME = "Allegheny Smiles Dental"
PHARMACY_NAME = "Cheat River Pharmacy"
ORG_DOMAIN = "kanawharidge.org"
CLINIC_DOMAIN = "greenbriervfh.org"
ORGANISATION_CONTACTS = [
    "(681) 555-0121",                                           # 0 plan member services
    "(681) 555-0122",                                           # 1 plan fax (utilisation management)
    "Claims Processing, PO Box 2790, Charleston, WV 25330",     # 2 plan claims address
    "1100 Kanawha Boulevard East, Suite 500, Charleston, WV 25301",  # 3 plan office
    "appeals@kanawharidge.org",                                 # 4
    "members@kanawharidge.org",                                 # 5
    "(681) 555-0124",                                           # 6 clinic, Lewisburg
    "(681) 555-0125",                                           # 7 clinic fax
    "210 Church Street, Lewisburg, WV 24901",                   # 8 clinic address
    "frontdesk@greenbriervfh.org",                              # 9
    "https://www.kanawharidge.org",                             # 10
    "(681) 555-0127",                                           # 11 lab client services
    "455 Eisenhower Drive, Beckley, WV 25801",                  # 12 lab address
    "(681) 555-0128",                                           # 13 dental
    "87 High Street, Morgantown, WV 26505",                     # 14 dental address
    "(681) 555-0132",                                           # 15 eye care
    "300 Davis Avenue, Elkins, WV 26241",                       # 16 eye care address
    "(681) 555-0133",                                           # 17 pharmacy help desk
    "19 Walnut Street, Kingwood, WV 26537",                     # 18 pharmacy address
    "1-888-555-0117",                                           # 19 toll-free member line
    "1-877-555-0129",                                           # 20 nurse line, toll-free
    "+1 681 555 0121",                                          # 21 member line from abroad
    "+44 113 496 0819",                                         # 22 European assistance partner
    "+33 1 99 00 73 18",                                        # 23 French assistance desk
    "rxhelp@kanawharidge.org",                                  # 24
    "edisupport@kanawharidge.org",                              # 25
    "providerrelations@kanawharidge.org",                       # 26
    "https://www.kanawharidge.org/find-a-doctor",               # 27
    "https://status.kanawharidge.org",                          # 28
    "quality@kanawharidge.org",                                 # 29
    "(681) 555-0134",                                           # 30 clinic, White Sulphur Springs branch
    "612 Main Street West, White Sulphur Springs, WV 24986",    # 31 clinic branch address
    "(681) 555-0135",                                           # 32 clinic billing office
    "billing@greenbriervfh.org",                                # 33
    "(681) 555-0136",                                           # 34 provider services line
    "(681) 555-0137",                                           # 35 clinic branch fax
    "credentialing@kanawharidge.org",                           # 36
]
ORG_PAYER_ID = "KRHC1"
ORG_RXBIN = "024781"
ORG_RXPCN = "KRHRX"
ORG_RXGRP = "KRH5520"
ORG_EIN = "55-0718342"
ORG_HIOS = ("38291WV0020003", "38291WV0020011", "38291WV0030007")
ORG_NPIS = (blind5._npi_of("174829305"), blind5._npi_of("126630581"), blind5._npi_of("193057124"),  # noqa: SLF001
            blind5._npi_of("148172039"), blind5._npi_of("165520947"), blind5._npi_of("131946802"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, fax, address.
OWN_PROVIDERS = (
    ("Philippa Okonkwo-Ward, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7],
     ORGANISATION_CONTACTS[8]),
    ("Teodor Blankenship, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[35],
     ORGANISATION_CONTACTS[31]),
    ("Marisol Quattlebaum, DDS", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], "",
     ORGANISATION_CONTACTS[14]),
    ("Ingram Vasquez-Holt, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], "", ORGANISATION_CONTACTS[16]),
    ("Rosalind Achterberg, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], "", ORGANISATION_CONTACTS[18]),
    ("Desmond Ferrante, MD", "Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[11], "", ORGANISATION_CONTACTS[12]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["681", "304", "740", "724", "412", "606", "540", "276", "859", "614", "937", "330"]
ROMAN_MONTHS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def _local_number(draw: Draw) -> tuple[str, str, str]:
    """Area code, exchange (never 555 or N11) and line of a US number."""
    exchange = str(draw.rng.randint(202, 988))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "742"
    return draw.pick(AREA_CODES), exchange, draw.digits(4)


def phone_v17(draw: Draw) -> str:
    """A US number as people key it into phones and forms: mixed separators, +1 with brackets, a slash."""
    area, exchange, line = _local_number(draw)
    return draw.pick([f"+1 ({area}) {exchange}-{line}", f"{area}/{exchange}-{line}", f"{area}.{exchange}-{line}",
                      f"({area}){exchange}.{line}", f"1-{area}-{exchange}-{line}", f"{area} {exchange}-{line}",
                      f"+1{area} {exchange} {line}", f"{area}-{exchange}{line}"])


def _date_v17(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}.{ROMAN_MONTHS[m - 1]}.{y}", f"{MONTHS[m - 1]} {d} '{y % 100:02d}", f"{m:02d}|{d:02d}|{y}",
                      f"{d} {ABBR[m - 1].upper()}. {y}", f"{y}-{ABBR[m - 1]}-{d:02d}", f"{MONTHS[m - 1][:4]}. {d}, {y}",
                      f"{m}/{d}/{y}", f"{d:02d} {MONTHS[m - 1].lower()} {y}"])


def dob_v17(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (Roman months, apostrophe years, pipes)."""
    return _date_v17(draw, 1929, 2022)


def dod_v17(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v17."""
    return _date_v17(draw, 2019, 2026)


def member_v17(draw: Draw) -> str:
    """This cooperative's member IDs: a KRH prefix and ten digits, grouped, suffixed or lower-cased."""
    body = draw.digits(10, first_nonzero=True)
    return draw.pick([f"KRH{body}", f"KRH-{body[:4]}-{body[4:7]}-{body[7:]}", f"KRH{body}*0{draw.rng.randint(1, 5)}",
                      f"krh{body}", f"KRH {body[:5]} {body[5:]}"])


def mrn_v17(draw: Draw) -> str:
    """This practice's medical record numbers."""
    return draw.pick([f"GV{draw.digits(8)}", f"{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"GVFH.{draw.digits(6)}", f"E{draw.digits(7)}"])


def url_v17(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = member_v17(draw).replace(" ", "").replace("-", "").replace("*", "")
    mrn = mrn_v17(draw).replace(".", "").replace("-", "")
    return draw.pick([f"https://my.{ORG_DOMAIN}/claims?memberId={member}&view=eob",
                      f"https://my.{ORG_DOMAIN}/documents/{member}/1095-B.pdf",
                      f"https://portal.{CLINIC_DOMAIN}/chart/{mrn}/labs?share=1",
                      f"https://portal.{CLINIC_DOMAIN}/billing/{mrn}/statement.pdf"])


def age_v17(draw: Draw) -> str:
    """An age over 89 as a note, a census or a chat prints it."""
    age = draw.rng.randint(90, 104)
    return draw.pick([f"{age} y/o", f"{age}-yr-old", f"age {age}", f"{age} yrs", f"{age}yo", f"{age} years of age"])


def email_typo(draw: Draw) -> str:
    """A personal e-mail as typed in a hurry: a mistyped but real-looking domain, digits after the name."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower()
    domain = draw.pick(["gmial.com", "yaho.com", "outlok.com", "hotmail.co", "icloud.com", "comcast.net",
                        "frontier.com", "suddenlink.net"])
    local = draw.pick([f"{first}{last[0]}{draw.rng.randint(50, 99)}", f"{first[0]}{last}", f"{last}.{first}",
                       f"{first}_{last}{draw.rng.randint(1, 9)}"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind15.SLOTS, "phone_v17": phone_v17, "dob_v17": dob_v17, "dod_v17": dod_v17, "member_v17": member_v17,
    "mrn_v17": mrn_v17, "url_v17": url_v17, "age_v17": age_v17, "email_typo": email_typo,
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


def _wait_row(draw: Draw) -> str:
    """One CSV row of an access dashboard: site, specialty, median and 90th-percentile days to third next available."""
    site = draw.pick(["Lewisburg", "White Sulphur Springs", "Beckley lab", "Morgantown dental", "Elkins eye"])
    spec = draw.pick(["primary_care", "internal_med", "dental_hygiene", "optometry", "phlebotomy", "behavioral"])
    median = draw.rng.randint(1, 34)
    return f"{site},{spec},{median},{median + draw.rng.randint(2, 30)},{draw.rng.randint(60, 99)}"


def _drg_row(draw: Draw) -> str:
    """One row of an MS-DRG relative-weight table (public CMS figures, rounded)."""
    return draw.pick(["291,Heart failure & shock w MCC,1.3454,4.1", "292,Heart failure & shock w CC,0.9089,3.2",
                      "470,Major joint replacement w/o MCC,1.9077,2.1", "193,Simple pneumonia w MCC,1.3189,4.3",
                      "871,Septicemia w/o MV >96 hrs w MCC,1.9826,4.8", "392,Esophagitis & GI misc w/o MCC,0.7558,2.6",
                      "690,Kidney & UTI w/o MCC,0.7908,3.0", "065,Intracranial hemorrhage w CC,1.0175,3.3",
                      "189,Pulmonary edema & resp failure,1.2187,3.6", "683,Renal failure w CC,0.8948,3.4"])


def _bed_row(draw: Draw) -> str:
    """One row of a bed board by unit (counts, not patients)."""
    unit = draw.pick(["2 West Med/Surg", "3 East Telemetry", "ICU", "Labor & Delivery", "Behavioral 4N", "Peds 2S",
                      "Obs unit", "Rehab 5"])
    staffed = draw.rng.randint(8, 36)
    occupied = draw.rng.randint(0, staffed)
    return f"{unit}|{staffed}|{occupied}|{staffed - occupied}|{draw.rng.randint(0, 6)}"


def _cahps_row(draw: Draw) -> str:
    """One row of a CAHPS composite table: composite, top-box %, national mean %."""
    composite = draw.pick(["Getting needed care", "Getting care quickly", "Customer service", "Rating of health plan",
                           "Rating of drug plan", "Care coordination", "Annual flu vaccine"])
    return f"{composite},{draw.rng.randint(61, 93)},{draw.rng.randint(64, 90)},{draw.pick(['+', '-', '='])}"


def _stf_row(draw: Draw) -> str:
    """One STF/PRA pair of an HL7 MFN^M02 staff master for one of the organisation's own clinicians."""
    name, specialty, npi, phone, _fax, _address = draw.pick(list(OWN_PROVIDERS))
    last, first = name.split(",")[0].split(" ")[-1], name.split(" ")[0]
    return (f"STF|{npi}|{npi}^^^NPI|{last.upper()}^{first.upper()}|||||A|||{phone}^WPN^PH\n"
            f"PRA|{npi}||{specialty}^^L|||{npi}^NPI")


def _cdm_row(draw: Draw) -> str:
    """One row of a charge description master: charge code, CPT/HCPCS, revenue code, description, price."""
    code, cpt, rev, desc = draw.pick([("30011201", "80053", "0301", "CMP"), ("30011310", "85025", "0305", "CBC w diff"),
                                      ("40020015", "71046", "0324", "Chest 2 views"), ("50010021", "99213", "0510", "Office visit L3"),
                                      ("60010112", "J1885", "0636", "Ketorolac 15 mg"), ("30012050", "83036", "0301", "HbA1c"),
                                      ("40030108", "73721", "0610", "MRI knee w/o"), ("70010004", "97110", "0420", "Ther exercise 15m")])
    return f"{code}|{cpt}|{rev}|{desc}|{draw.rng.randint(18, 2400)}.{draw.digits(2)}"


def _ncpdp_pharmacy(draw: Draw) -> str:
    """One NDJSON line of the cooperative's pharmacy network (the pharmacies' own public listings)."""
    name, ncpdp, city, kind = draw.pick([(PHARMACY_NAME, "4900213", "Kingwood", "retail"),
                                         ("Kanawha Ridge Mail Pharmacy", "4907781", "Charleston", "mail"),
                                         ("Tygart Valley Drug", "4903365", "Philippi", "retail"),
                                         ("Mountaineer Infusion", "4909412", "Fairmont", "home_infusion"),
                                         ("Bluestone Specialty Rx", "4901876", "Princeton", "specialty")])
    return (f"{{\"ncpdp\": \"{ncpdp}\", \"name\": \"{name}\", \"city\": \"{city}\", \"type\": \"{kind}\", "
            f"\"preferred\": {draw.pick(['true', 'false'])}, \"maxDaysSupply\": {draw.pick([30, 90, 100])}}}")


def _therapeutic_range(draw: Draw) -> str:
    """A therapeutic-drug-monitoring reference line of the lab's test menu."""
    return draw.pick(["Vancomycin trough  10-20 mcg/mL  draw 30 min before 4th dose",
                      "Digoxin  0.8-2.0 ng/mL  6-8 h post dose", "Lithium  0.6-1.2 mmol/L  12 h post dose",
                      "Phenytoin total  10-20 mcg/mL  trough", "Valproic acid  50-100 mcg/mL  trough",
                      "Tacrolimus  5-15 ng/mL  12 h trough", "Carbamazepine  4-12 mcg/mL  trough",
                      "Gentamicin peak  5-10 mcg/mL  30 min post infusion", "Theophylline  10-20 mcg/mL  trough"])


def _plb_line(draw: Draw) -> str:
    """One PLB provider-level adjustment of an 835 (the clinic's, no patient)."""
    return (f"PLB*{ORG_NPIS[0]}*{draw.rng.randint(2025, 2026)}1231*{draw.pick(['WO', 'L6', 'FB', 'CS', 'IR'])}:"
            f"{draw.digits(6)}*{draw.pick(['', '-'])}{draw.rng.randint(5, 900)}.{draw.digits(2)}~")


def _err_segment(draw: Draw) -> str:
    """One IK3/IK4 error pair of a 999 rejection (segment positions, no data)."""
    return (f"IK3*{draw.pick(['NM1', 'CLM', 'SV1', 'DTP', 'HI', 'REF'])}*{draw.rng.randint(5, 240)}*"
            f"{draw.pick(['2010BA', '2300', '2400', '2310B'])}*8~\nIK4*{draw.rng.randint(1, 9)}**{draw.pick(['1', '4', '6', '7'])}~")


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
    "branch_fax": ORGANISATION_CONTACTS[35], "cred_email": ORGANISATION_CONTACTS[36],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# No earlier set's organisation appears here: blind10's own contact fillers are dropped (as blind15 drops them), and
# this set's replace them. Generic fillers that print another organisation's line (toll-free numbers) go unused.
_INHERITED = {key: maker for key, maker in blind10.FILLERS.items() if key not in blind10._OWN}  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "provider_name": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0]]),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][5],
    "pr_last": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0].split(",")[0].split(" ")[-1],
    "wait_table": lambda d: "\n".join(_distinct_rows(d, _wait_row, 4)),
    "drg_table": lambda d: "\n".join(_distinct_rows(d, _drg_row, 4)),
    "bed_table": lambda d: "\n".join(_distinct_rows(d, _bed_row, 4)),
    "cahps_table": lambda d: "\n".join(_distinct_rows(d, _cahps_row, 4)),
    "stf_rows": lambda d: "\n".join(_distinct_rows(d, _stf_row, 2)),
    "cdm_table": lambda d: "\n".join(_distinct_rows(d, _cdm_row, 4)),
    "rx_ndjson": lambda d: "\n".join(_distinct_rows(d, _ncpdp_pharmacy, 3, key_length=20)),
    "tdm": _therapeutic_range,
    "tdm_table": lambda d: "\n".join(_distinct_rows(d, _therapeutic_range, 4)),
    "plb": _plb_line,
    "err_seg": _err_segment,
    "county_wv": lambda d: d.pick(["Kanawha", "Greenbrier", "Raleigh", "Monongalia", "Randolph", "Preston", "Fayette",
                                   "Mercer", "Cabell", "Wood", "Marion"]),
    "hosp_wv": lambda d: d.pick(["Greenbrier Valley Medical Center", "Raleigh General", "Davis Medical Center",
                                 "Preston Memorial", "Summersville Regional"]),
    "krh_host": lambda d: d.pick(["krh-elig-04", "krh-claims-pg2", "gvfh-ehr-web3", "krh-portal-07", "krh-x12-in1",
                                "krh-fhir-api2"]),
    "krh_ticket": lambda d: f"KRH-{d.rng.randint(10000, 98999)}",
    "pa_no": lambda d: d.pick([f"PA{d.digits(9)}", f"KRH-UM-{d.digits(7)}"]),
    "med_policy": lambda d: f"KRH-MED-{d.rng.randint(100, 480):03d}",
    "contract_no": lambda d: d.pick(["H5217", "H5217-002", "H5217-010"]),
    "small": lambda d: str(d.rng.randint(2, 60)),
    "small_digit": lambda d: str(d.rng.randint(1, 9)),
    "quarter": lambda d: f"Q{d.rng.randint(1, 4)} {d.rng.randint(2025, 2026)}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "hh": lambda d: f"{d.rng.randint(7, 19)}:{d.pick(['00', '15', '30', '45'])}",
    "batch_total": lambda d: f"{d.rng.randint(1200, 980000)}.{d.digits(2)}",
    "score": lambda d: f"{d.rng.randint(55, 98)}.{d.rng.randint(0, 9)}",
    "port_no": lambda d: str(d.pick([443, 8443, 5432, 2575, 9093, 6443])),
    "krh_bot": lambda d: d.pick(["Ridge Assistant", "KRH Virtual Agent", "Kai"]),
    "group_own": lambda d: d.pick(["KRH-GRP-0412", "KRH-GRP-1187", "KRH-GRP-2260", "KRH-GRP-3045"]),
    "plan_own": lambda d: d.pick(["Ridge Bronze HSA", "Ridge Silver 3500", "Ridge Gold 750", "Ridge Medicare Advantage PPO"]),
    "minutes_n": lambda d: str(d.rng.randint(3, 95)),
    "pct_tenth": lambda d: f"{d.rng.randint(10, 990) / 10:.1f}%",
    "dollars": lambda d: f"{d.rng.randint(5, 4800):,}.{d.digits(2)}",
    "krh_version": lambda d: f"{d.rng.randint(3, 9)}.{d.rng.randint(0, 14)}.{d.rng.randint(0, 30)}",
    "died_loc": lambda d: {"fr_FR": "est décédé(e) le", "es_ES": "falleció el", "it_IT": "è deceduto/a il",
                           "pt_PT": "faleceu em"}[d.fill("locale")],
    "age_word_loc": lambda d: {"fr_FR": "à", "es_ES": "a los", "it_IT": "all'età di", "pt_PT": "aos"}[d.fill("locale")],
    "card_stock": lambda d: f"{d.letters(2)}{d.digits(5)}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned -----------------------------------------------------------------------------------
    ("b17_sms_typo_reschedule", "sms", US,
     "{clinic}: Reminder of your visit {weekday} at {hh}. Reply C to confirm, R to reschedule.\nR\n"
     "{clinic}: To reschedule please reply with patient date of birth\n[[date_of_birth:dob_v17]]\n"
     "also my nuber changed its [[phone:phone_v17]] now ((thx||ty||thank u))"),
    ("b17_email_forward_address_change", "email", EN,
     "From: {first} {last} <[[email:email_typo]]>\nSent: {weekday} {hh}\nSubject: Fw: new address\n\n"
     "Please update my file, member [[member_id:member_v17]]. I moved to:\n\n[[address:addr_us_block]]\n\n"
     "-----Original Message-----\n> Your plan documents were returned undeliverable. Call {org_tollfree}."),
    ("b17_voice_to_text_ssn_member", "voice_to_text", US,
     "[transcribed by DictaNote, {small}s] ok so the social is [[ssn:ssn_voice]] and uh the card says "
     "[[member_id:member_v17]] and i was born [[date_of_birth:dob_spelled]], that's all, call me back"),
    ("b17_ocr_cms1500_boxes", "ocr_form", US,
     "HEALTH INSURANCE CLAIM FORM  (scan {small_digit}/{small})\n1a. INSURED'S I.D. NUMBER   [[member_id:member_v17]]\n"
     "3. PATIENT'S BIRTH DATE   [[date_of_birth:dob_ocr]]   SEX ((F||M))\n5. PATIENT'S ADDRESS  [[address:addr_ocr]]\n"
     "TELEPHONE (Include Area Code)  [[phone:phone_ocr]]\n21. ICD Ind. 0  A. {icd}"),
    ("b17_pdf_spaced_payment_form", "pdf_extract", US,
     "P A Y M E N T   A U T H O R I Z A T I O N        {clinic_upper}\nPatient acct (MRN)     [[record_number:mrn_v17]]\n"
     "Card number     [[card:card_spaced]]      Exp  {card_exp}\nor ACH: routing {aba}   account   [[bank_account:acct_us_ach]]\n"
     "Amount  ${amount}"),
    ("b17_spreadsheet_home_visit_route", "spreadsheet_paste", US,
     "Stop\tAddress\tAge\tCallback\tNote\n1\t[[address:addr_us_line]]\t[[age_over_89:age_v17]]\t[[phone:phone_v17]]\t"
     "((oxygen||walker||lives with son))\n2\t{branch_addr}\t-\t{branch_phone}\tclinic pickup {hh}"),
    ("b17_csv_deceased_reconciliation", "csv_export", US,
     "member_id,ssn,date_of_death,source,action\n[[member_id:member_v17]],[[ssn:ssn_plain]],[[date_of_death:dod_v17]],"
     "((SSA DMF||state EDRS||family call)),terminate\n# batch {batch} run {iso_ts}"),
    ("b17_hl7_adt_a03_expired", "hl7_export", US,
     "MSH|^~\\&|ADT|GVFH|KRH|KRH|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nEVN|A03|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_v17]]^^^GVFH^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||"
     "[[address:addr_hl7_xad]]|||||||||||||||[[date_of_death:dod_hl7]]|Y\nPV1|1|I|4N^{room}^A||||{org_npi}"),
    ("b17_x12_834_add_member", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v17]]~\nREF*1L*{group_own}~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\nPER*IP**HP*[[phone:phone_x12]]~\n"
     "[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~"),
    ("b17_fhir_relatedperson", "json_export", EN,
     "{\"resourceType\": \"RelatedPerson\", \"relationship\": [{\"text\": \"((daughter||son||niece||spouse))\"}], \"name\": "
     "[{\"text\": \"{first} {last}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain]]\"}], \"address\": [{\"text\": \"[[address:addr_us_line]]\"}]}"),
    ("b17_xml_auto_accident_attachment", "xml_export", US,
     "<ClaimAttachment type=\"auto-accident\" claim=\"{claim_no}\">\n  <Patient mrn=\"[[record_number:mrn_v17]]\" "
     "birthDate=\"[[date_of_birth:dob_iso]]\"/>\n  <Vehicle><VIN>[[vehicle_id:vin]]</VIN><State>((WV||OH||PA||VA))</State></Vehicle>\n"
     "  <Carrier>auto PIP</Carrier>\n</ClaimAttachment>"),
    ("b17_json_payment_webhook", "log", US,
     "{\"event\": \"charge.failed\", \"created\": \"{iso_ts}\", \"data\": {\"card_number\": \"[[card:card_any]]\", "
     "\"client_ip\": \"[[ip_address:ipv4_public]]\", \"receipt_email\": \"[[email:email_v5]]\", \"amount\": {fee}, "
     "\"decline\": \"((insufficient_funds||expired_card||do_not_honor))\"}}"),
    ("b17_syslog_portal_waf", "log", US,
     "<134>1 {iso_ts} {krh_host} waf - - - blocked rule=942100 src=[[ip_address:ipv6_new]] "
     "uri=\"[[url:url_v17]]\" score={small}"),
    ("b17_chat_link_paste_member", "chat", EN,
     "user: the app keeps crashing so i copied the link [[url:url_v17]]\n{krh_bot}: Thanks. Please don't share links with your "
     "ID in them.\nuser: oops. member id is [[member_id:member_v17]] and email [[email:email_typo]]"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b17_de_antwort_steuer_iban", "email", ("de_DE", "de_AT"),
     "AW: Rückerstattung Zuzahlung\n\nGuten Tag,\nhier meine Daten: Steuer-ID [[national_id:natid_loc]], IBAN "
     "[[bank_account:iban_loc]].\nNeue Anschrift: [[address:addr_loc_line]]\n\n> Am {dos_loc} schrieb {agent}:\n"
     "> Bitte senden Sie uns Ihre Bankverbindung."),
    ("b17_romance_death_letter", "letter", ("fr_FR", "es_ES", "it_IT", "pt_PT"),
     "{w_greeting}\n{first} {last} {died_loc} [[date_of_death:dod_loc]] "
     "- {age_word_loc} [[age_over_89:age_v15]].\nID: [[national_id:natid_loc]]\n{w_closing}"),
    ("b17_nordic_form_ocr", "ocr_form", NORDIC,
     "BLANKETT / LOMAKE (skannad)\nNamn/Nimi: {first} {last}\nPersonnr/Henkilötunnus: [[national_id:natid_loc]]\n"
     "Tel: [[phone:phone_loc]]\nAdress/Osoite:\n[[address:addr_loc_block]]"),
    ("b17_pl_cs_handwritten_form", "ocr_form", ("pl_PL", "cs_CZ"),
     "Formularz / Formulář (ręcznie / rukou)\nPESEL / RČ: [[national_id:natid_loc]]\nData ur. / Datum nar.: "
     "[[date_of_birth:dob_loc]]\nTel.: [[phone:phone_loc]]\nPodpis / Podpis: {first} {last}"),
    ("b17_nl_pt_chat_parking", "chat", ("nl_NL", "nl_BE", "pt_BR", "pt_PT"),
     "{agent}: Kenteken / placa?\nklant: [[vehicle_id:plate_loc]]\nklant: bel me op [[phone:phone_intl_loc]] of mail "
     "[[email:email_loc]]\n{agent}: ok, parkeerpas / cartão {small_digit} dagen"),
    ("b17_garage_validation_ticket", "support_ticket", US,
     "Parking validation {krh_ticket}\nLot ((B||C||D)), level {small_digit}\nPlate: [[vehicle_id:plate_state]] - ((WV||OH||PA))\n"
     "Card on file: [[card:card_chat]]\nText receipt to: [[phone:phone_v17]]"),
    ("b17_bereavement_call_note", "clinical_note", US,
     "Bereavement follow-up ({dos}). Pt died [[date_of_death:dod_v17]] at home, [[age_over_89:age_v17]]. Condolence card "
     "to widow(er) at [[address:addr_v5_line]]. Chaplain visit offered."),
    ("b17_snf_census_table", "spreadsheet_paste", US,
     "Room | MRN | Age | DOB | Payer\n{room} | [[record_number:mrn_v17]] | [[age_over_89:age_bare]] | [[date_of_birth:dob_v17]] | "
     "((MA||Medicaid||private))\n{room2} | [[record_number:mrn_v17]] | 84 | (see chart) | MA"),
    ("b17_it_ticket_vpn_lockout", "it_ticket", US,
     "{krh_ticket}: user locked out of remote chart access\nsource IP [[ip_address:ip_port]]\nrequested page "
     "[[url:url_v17]]\nreset link sent to [[email:email_work]]\nassigned {agent}"),
    ("b17_voicemail_card_callback", "voice_to_text", US,
     "[voicemail {minutes}] yes hi calling to pay the bill, card number is [[card:card_chat]], expires {card_exp}, "
     "call back on [[phone:phone_spelled]] thank you"),
    ("b17_markdown_refund_table", "support_ticket", EN,
     "| field | value |\n|---|---|\n| refund to | [[bank_account:bank_loc]] |\n| notify | [[email:email_plain]] |\n"
     "| mail cheque to | [[address:addr_us_line]] |\n| amount | ${fee} |"),
    ("b17_placard_application", "ocr_form", US,
     "DISABILITY PARKING PLACARD - MEDICAL CERTIFICATION\nApplicant DL#: [[national_id:us_dl]]   DOB: [[date_of_birth:dob_v17]]\n"
     "Residence: [[address:addr_usps]]\nVehicle VIN: [[vehicle_id:vin_v5]]\nCertified by {physician}, {clinic}"),
    ("b17_quoted_obituary_reply", "email", EN,
     "Yes, he passed on [[date_of_death:dod_v15]]. Obituary: [[url:url_personal]]\nPlease send forms to [[email:email_v5]]\n\n"
     "> On {dos} {org} wrote:\n> We are sorry for your loss. Please tell us the date of death."),
    ("b17_tsv_lab_requisition_batch", "csv_export", US,
     "req\tmrn\tdob\tcallback\ttests\n{order_no}\t[[record_number:mrn_v17]]\t[[date_of_birth:dob_v17]]\t[[phone:phone_v17]]\t"
     "((CMP,CBC||A1C||TSH,FT4||lipid))"),
    ("b17_travel_claim_reimbursement", "email", EN,
     "Subject: claim {policy_no} - hospital bill abroad\n\nPassport [[national_id:us_passport]]. Paid with card "
     "[[card:card_loc]]; please reimburse to IBAN [[bank_account:iban_v5]].\nThanks"),
    ("b17_ivr_member_ssn_age", "call_transcript", US,
     "IVR> Say or enter the member ID.\nCALLER> [[member_id:member_v17]]\nIVR> Last four of the subscriber's social?\n"
     "CALLER> it's the full one [[ssn:ssn_voice_v5]]\nAGENT> and the patient is your mother?\nCALLER> yes she's [[age_over_89:age_v17]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and HL7 without a person -------------------------------------------------------------------------
    ("b17c_x12_ta1_full_interchange", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*GVFH{four_digits}      *{isa_date}*{hh}*^*00501*{isa_ctrl}*0*P*:~\n"
     "TA1*{isa_ctrl2}*{isa_date}*{hh2}*((A||R))*((000||006||022))~\nIEA*0*{isa_ctrl}~\n"
     "-- {org} EDI gateway; questions {edi_email} or {provider_line}"),
    ("b17c_x12_999_rejected_segments", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small_count}*005010X222A1~\nAK2*837*{four_digits2}*005010X222A1~\n{err_seg}\n"
     "IK5*R*5~\nAK9*R*1*1*0~\nSE*{small}*{four_digits}~\n# rejected by {payer_id}; companion guide v{krh_version} at {org_web}"),
    ("b17c_x12_277ca_summary_page", "x12_export", US,
     "277CA SUMMARY  batch {batch}  received {dos}\nAccepted claims: {small_count}   Rejected: {small}   Total charges ${batch_total}\n"
     "Top rejection: STC A7:((21||562||145))  ({small_digit} claims)\nBilling provider NPI {org_npi}; payer {payer_id}"),
    ("b17c_x12_835_plb_page", "remittance", US,
     "BPR*H*0*C*NON************{x12_date}~\nTRN*1*{trn}*1{org_ein_digits}~\nN1*PR*{org_upper}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\n"
     "{plb}\n{plb2}\n-- provider-level adjustments only; {provider_line}"),
    ("b17c_hl7_mfn_staff_master", "hl7_export", US,
     "MSH|^~\\&|CRED|KRH|EHR|GVFH|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA||UPD|||AL\n{stf_rows}\n"
     "NTE|1||Credentialing {cred_email}"),
    ("b17c_hl7_charge_master_psv", "fee_schedule", US,
     "charge_code|cpt_hcpcs|rev_code|description|price\n{cdm_table}\n# {clinic} chargemaster effective {eff_iso}; TIN {org_ein}"),
    # ---- FHIR, XML, NDJSON of the organisation ------------------------------------------------------------------
    ("b17c_fhir_healthcareservice", "json_export", US,
     "{\"resourceType\": \"HealthcareService\", \"name\": \"((Diabetes education||Lactation support||Smoking cessation||Anticoagulation clinic))\", "
     "\"providedBy\": {\"display\": \"{clinic}\"}, \"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}], "
     "\"availableTime\": [{\"daysOfWeek\": [\"((tue||wed||thu))\"], \"availableStartTime\": \"0{small_digit}:00:00\"}], "
     "\"extraDetails\": \"groups of up to {small} people\", \"meta\": {\"versionId\": \"{small_count}\"}}"),
    ("b17c_fhir_endpoint_bundle", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"entry\": [{\"resource\": {\"resourceType\": \"Endpoint\", "
     "\"status\": \"active\", \"connectionType\": {\"code\": \"hl7-fhir-rest\"}, \"address\": \"{org_web}/fhir/r4\", "
     "\"managingOrganization\": {\"display\": \"{org}\"}, \"contact\": [{\"system\": \"email\", \"value\": \"{edi_email}\"}], "
     "\"payloadMimeType\": [\"application/fhir+json\"]}}], \"total\": 1, \"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b17c_xml_insuranceplan_tiers", "xml_export", US,
     "<InsurancePlan id=\"{hios}\" name=\"{plan_own}\" year=\"{year}\">\n  <Deductible network=\"in\">{fee_big}</Deductible>\n"
     "  <Copay service=\"PCP\">{copay_num}</Copay>\n  <Coinsurance>{pct}</Coinsurance>\n  <Rx bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" "
     "group=\"{org_rxgrp}\"/>\n  <Contact phone=\"{org_tollfree}\" email=\"{org_help_email}\"/>\n</InsurancePlan>"),
    ("b17c_ndjson_pharmacy_network", "network_directory", US,
     "{rx_ndjson}\n# {org} pharmacy network export {eff_iso}; claims BIN {org_rxbin} PCN {org_rxpcn}; help desk {rx_help_phone}"),
    ("b17c_xml_provider_directory", "network_directory", US,
     "<Directory updated=\"{eff_iso}\" source=\"{directory_url}\">\n  <Provider npi=\"{pr_npi}\" accepting=\"((yes||no||waitlist))\">\n"
     "    <Name>{pr_name}</Name><Specialty>{pr_specialty}</Specialty>\n    <Phone>{pr_phone}</Phone><Address>{pr_addr}</Address>\n"
     "  </Provider>\n  <Count>{small_count}</Count>\n</Directory>"),
    # ---- CSV dashboards and tables ---------------------------------------------------------------------------------
    ("b17c_csv_access_wait_times", "csv_export", US,
     "site,specialty,median_days_3rd_next,p90_days,pct_within_14d\n{wait_table}\n# access report {quarter}, {org}; {quality_email}"),
    ("b17c_csv_drg_weights", "code_table", US,
     "ms_drg,title,relative_weight,gmlos\n{drg_table}\n# FY{year} weights used for {org} inpatient pricing; base rate ${dollars}"),
    ("b17c_psv_bed_board", "it_ticket", US,
     "unit|staffed|occupied|open|pending_dc\n{bed_table}\n-- {hosp_wv} bed board at {hh}; house supervisor ext {small_count}"),
    ("b17c_csv_cahps_composites", "quality_report", US,
     "composite,plan_topbox_pct,national_mean_pct,trend\n{cahps_table}\n# CAHPS {measure_year} (n={small_count}), contract {contract_no}"),
    ("b17c_tdm_reference_card", "lab_report", US,
     "{lab_own} - therapeutic drug monitoring (rev {krh_version})\n{tdm_table}\nSend on ice within {small} h; client services "
     "{lab_phone}; {lab_addr}"),
    # ---- what the plan and the clinic send ------------------------------------------------------------------------
    ("b17c_eob_summary_box", "eob", US,
     "YOUR CLAIMS THIS ((MONTH||QUARTER))\nClaims processed: {small}   Amount billed: ${dollars}   Plan discount: ${dollars2}\n"
     "Plan paid: ${dollars3}   Your share: ${fee}\nDeductible met: ${copay_num}0 of ${fee_big}\nThis is not a bill. {org}, "
     "{org_claims_addr}. {org_tollfree}"),
    ("b17c_prior_auth_denial_to_provider", "prior_auth", US,
     "TO: {clinic} (fax {clinic_fax})  FROM: {org} Utilization Management (fax {org_fax})\nRequest {pa_no} for {hcpcs} "
     "x {units}: NOT APPROVED. Criteria {med_policy} section {small_digit}.{small_digit2} not met (conservative therapy < "
     "{small} weeks). Reconsideration or peer-to-peer: {provider_line} within {small2} days."),
    ("b17c_prior_auth_extension", "prior_auth", US,
     "Authorization {pa_no} extended: {units} additional visits of CPT ((97110||97140||92507||90837)) through {dos}. "
     "Original approval {dos2}. Reviewer {doctor_full}. Questions {org_provider_email}."),
    ("b17c_step_therapy_notice", "formulary_notice", US,
     "STEP THERAPY UPDATE {eff_iso}\nBefore {drug}, members try {drug2} for {days_supply} days.\nBiosimilar preferred: "
     "((adalimumab-adaz||ustekinumab-auub||insulin glargine-yfgn)) (tier {tier}).\nExceptions: fax {org_fax}; pharmacists {rx_help_phone}."),
    ("b17c_urgent_care_network_notice", "network_notice", US,
     "New in-network urgent care in {county_wv} County from {dos}: walk-in {hh}-{hh2}, copay ${copay_num}. "
     "Telehealth urgent care stays $0 through {year}. Directory: {directory_url}. Nurse line 24/7 {nurse_line}."),
    ("b17c_claim_status_ivr_script", "call_script", US,
     "IVR CLAIM STATUS (providers) v{krh_version}\n1 Enter NPI (10 digits) -> verify against NPPES\n2 Enter claim number -> "
     "read status, paid date, check/EFT trace\n3 Press 0: agent, {weekday}s {hh}-{hh2}\nMain line {provider_line}; "
     "payer ID {payer_id}"),
    ("b17c_card_carrier_letter", "pharmacy_card", US,
     "Your new ID card is attached below. Keep it with you.\nPharmacy: RxBIN {org_rxbin} | RxPCN {org_rxpcn} | RxGRP {org_rxgrp}\n"
     "Medical claims: payer ID {payer_id}, {org_claims_addr}\nPlan {plan_own} ({hios})\nQuestions: {org_tollfree}; "
     "nurse line {nurse_line}\nCard stock {card_stock}, mailed {eff_iso}"),
    ("b17c_clinic_closure_text", "appointment_reminder", US,
     "{clinic}: our Lewisburg office is closed {weekday} ((for staff training||due to weather||for a water main repair)). "
     "Visits move to {branch_addr} ({branch_phone}) from {hh}. Questions {clinic_phone}. Reply STOP to opt out."),
    ("b17c_itemised_statement", "billing_statement", US,
     "{clinic_upper} - ITEMISED STATEMENT  ref {statement_ref}\n{dos}  99214 office visit       ${fee}\n{dos}  36415 venipuncture  "
     "       ${copay_num}.00\n{dos}  insurance paid              -${fee2}\nBalance ${dollars}. Pay at {org_web} or call {billing_phone}."),
    ("b17c_vision_plan_comparison", "vision_plan", US,
     "{eye}: Basic vs Plus ({year})\nExam copay    ${copay_num} | $0\nFrames        ${fee} | ${fee2}\nContacts      ${fee3} | ${fee4}\n"
     "Anti-glare    not covered | covered\nBook at {eye_phone}, {eye_addr}"),
    ("b17c_dental_ortho_summary", "dental_plan", US,
     "{dental_office}: orthodontic benefit {year}\nLifetime maximum ${fee_big}; 50% coinsurance after {months_n}-month wait\n"
     "D8080 comprehensive treatment; D8670 periodic visits; {cdt} covered at ((80||60))%\nDependants covered to age 19. Call {dental_phone}, {dental_addr}."),
    ("b17c_travel_exclusions", "travel_insurance", EN,
     "Section {small_digit} - What we do not cover\n(a) treatment you travelled to obtain; (b) claims under ${copay_num}; "
     "(c) pre-existing conditions unless declared; (d) hazardous sports above {small_count} m.\nAssistance 24 h: {assist_uk} "
     "or {assist_fr}. Wording ref TW-{year}-{small}."),
    ("b17c_credentialing_approval_letter", "letter", US,
     "{date_letter}\n\n{pr_name}\n{pr_addr}\n\nDear Dr. {pr_last},\nThe {org} credentialing committee approved your "
     "participation on {dos} (NPI {pr_npi}). Recredentialing is due in 36 months. Questions: {cred_email}.\n\n{staff}, "
     "Credentialing"),
    ("b17c_accreditation_survey_notice", "letter", US,
     "{date_letter}\nTo all {clinic} staff: our ((NCQA PCMH||AAAHC||Joint Commission)) survey is scheduled for the week of "
     "{dos}. {small} tracers, {small2} chart reviews (de-identified). Prep huddles {weekday}s at {hh}. - {staff}, Quality"),
    # ---- support and operations without an identifier -------------------------------------------------------------
    ("b17c_chat_deductible_question", "support_chat", US,
     "Visitor: does the deductible reset in january\n{krh_bot}: Yes, {plan_own} deductibles reset on January 1. Your "
     "out-of-pocket max for {year} is ${fee_big}.\nVisitor: and urgent care copay?\n{krh_bot}: ${copay_num} in network. "
     "Anything else?\nVisitor: no thanks"),
    ("b17c_email_reply_network_question", "email", US,
     "Subject: RE: is my doctor in network?\n\nHello,\nYes, {physician} is in network for {plan_own} and is "
     "((accepting||not accepting)) new patients. Office: {branch_phone}.\nKind regards,\n{agent}, Member Services\n"
     "{org_tollfree} | {org_help_email}"),
    ("b17c_outage_postmortem", "it_ticket", US,
     "Post-incident review {inc}\nImpact: 270/271 latency p95 {ms} ms for {minutes_n} min; {small_count} requests timed out.\n"
     "Cause: connection pool exhausted on {krh_host} after deploy {krh_version}.\nFix: pool {small} -> {small2}; alert at {pct_tenth}.\n"
     "Status page: {org_status_page}"),
    ("b17c_sql_ddl_reference_table", "data_dictionary", US,
     "CREATE TABLE ref.fee_schedule (\n  cpt CHAR(5) NOT NULL,  -- e.g. {cpt}\n  modifier CHAR(2),\n  allowed NUMERIC(10,2),  -- e.g. {fee}\n"
     "  effective DATE  -- e.g. {eff_iso}\n);  -- {count} rows, owner {staff}, v{krh_version}"),
    ("b17c_release_notes_portal", "release_notes", US,
     "Member portal {krh_version} ({build_no})\n* {krh_ticket}: ID card download now shows RxBIN/PCN\n* {krh_ticket2}: claim list "
     "paginates at {small} rows\n* fixed: EOB PDF timeout over {small2} pages\nKnown issue: {krh_ticket3}. Status {org_status_page}"),
    ("b17c_immunisation_bulletin", "public_health", US,
     "{county_wv} County immunisation bulletin, week {week}: pertussis {small} cases (ages 0-((4||11||17))); MMR coverage "
     "{pct_tenth} of kindergartners. Walk-in vaccines at {clinic}, {clinic_addr}; {clinic_phone}."),
    ("b17c_call_script_billing", "call_script", US,
     "Billing line script BL-{small_count}\nGreet; do not ask for card numbers on this line.\nStatement questions: read "
     "reference and balance only.\nPayment plans from ${small}/month; transfer to {billing_phone}.\nWritten disputes: {billing_email}."),
    ("b17c_leaflet_anticoagulant", "pharmacy_leaflet", US,
     "{pharmacy_own}: taking ((warfarin||apixaban||rivaroxaban))\nTake at the same time daily; INR goal 2.0-3.0 if on warfarin.\n"
     "Avoid NSAIDs. Missed dose: within {small_digit} h take it, else skip. Refills every {days_supply} days.\n"
     "Your pharmacist: {staff}, PharmD. Questions {rx_help_phone} or {rx_email}."),
    ("b17c_visit_summary_lipids", "clinical_note", US,
     "After-visit summary ({dos}) - {clinic}\nSeen by {physician}. LDL ((96||108||118||131||142||164)) mg/dL (goal <100), HDL {small} mg/dL, "
     "BP {bp}. Started {regimen}. Recheck fasting lipids in {months_n} months at {lab_own}, {lab_addr}."),
    ("b17c_star_cutpoints_report", "quality_report", US,
     "{star}\nContract {contract_no}, measurement year {measure_year}; next cut point +{pct_small}. Prepared by {staff}, {quality_email}."),
    ("b17c_appeals_rights_wording", "policy_wording", US,
     "Your appeal rights: you or your doctor may appeal within 180 days of this notice. Standard decisions within {small} "
     "days; expedited within 72 hours. Write to {org_claims_addr}, e-mail {org_appeals_email} or fax {org_fax}. Ref {med_policy}."),
    ("b17c_hl7_ack_commit_batch", "hl7_export", US,
     "MSH|^~\\&|KRH|KRH|EHR|GVFH|{hl7_ts}||ACK^O01|{ctrl}|P|2.5.1\nMSA|((AA||AE||CA))|{ctrl2}|((accepted||duplicate control id ignored))\n"
     "-- interface engine {krh_host}, channel {small_count}, queue depth {small}; on-call {edi_email}"),
    ("b17c_json_formulary_api", "json_export", US,
     "{\"formulary\": \"{plan_own}\", \"effective\": \"{eff_iso}\", \"drugs\": [{\"ndc\": \"{ndc}\", \"name\": \"{drug}\", "
     "\"tier\": {tier}, \"pa\": ((true||false)), \"ql\": \"{qty}/{days_supply}d\"}, {\"ndc\": \"{ndc2}\", \"name\": \"{drug2}\", "
     "\"tier\": {tier2}, \"step\": ((true||false))}], \"rx\": {\"bin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\"}}"),
    ("b17c_markdown_fax_server_ticket", "it_ticket", US,
     "### {krh_ticket}: inbound fax queue delayed\n| item | value |\n|---|---|\n| line | {org_fax} (UM) |\n| backlog | {small_count} pages |\n"
     "| oldest | {minutes_n} min |\n| host | {krh_host} |\nCleared after restarting the T.38 gateway at {hh}; no documents lost."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b17c_de_wartezeiten_hinweis", "notice", ("de_DE", "de_AT", "de_CH"),
     "Hinweis Praxis {year}: Impfsprechstunde {weekday_loc} {hh}-{hh2} Uhr, Wartezeit ca. {minutes_n} Min.\n"
     "Reiseimpfung: {amount_loc}\nAuslandshotline: {org_intl_line}"),
    ("b17c_fr_tableau_garanties", "benefit_summary", ("fr_FR",),
     "Tableau de garanties {year}\nConsultation généraliste : {pct_loc} BR\nHospitalisation : forfait {amount_loc}\n"
     "Dentaire prothèses : {amount_loc2}\nAssistance : {assist_fr}"),
    ("b17c_es_it_avviso_orari", "notice", ("es_ES", "it_IT"),
     "Aviso / Avviso {dos_loc}: laboratorio abierto / aperto {hh}-{hh2}. Extracciones / Prelievi: {small} al día / al giorno.\n"
     "Precio / Prezzo: {amount_loc}. Info: {org_web}"),
    ("b17c_nl_pt_tarieven", "fee_schedule", ("nl_NL", "pt_PT", "pt_BR"),
     "Tarieven / Tabela {year}\nConsult / Consulta: {amount_loc}\nBloedafname / Colheita: {amount_loc2}\nGeldig vanaf / "
     "Válido desde {dos_loc}. {org_intl_line}"),
    ("b17c_pl_cs_informace", "notice", ("pl_PL", "cs_CZ"),
     "Informacja / Informace {year}: szczepienia / očkování {weekday_loc} {hh}. Cena / Cena {amount_loc}. "
     "Refundacja / Úhrada {pct_loc}. Kontakt: {org_intl_line}"),
    ("b17c_nordic_takster", "fee_schedule", NORDIC,
     "Taksa / Taxa / Hinta {year}\nBlodprov / Blodprøve / Verikoe: {amount_loc}\nVaccination / Vaksine / Rokotus: "
     "{amount_loc2}\nÖppet / Åbent / Åpent / Auki {hh}-{hh2}. Utlandet / Ulkomailta: {assist_uk}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind17", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
