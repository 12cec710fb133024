"""A twentieth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind20.py [--seed 22221] [--out PATH]   # JSON lines to PATH, or to stdout

The nineteen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151; make_phi_blind14.py, 16161; make_phi_blind15.py, 17171;
make_phi_blind16.py, 18181; make_phi_blind17.py, 19191; make_phi_blind18.py, 20201; make_phi_blind19.py, 21211) are
treated as known to the tuner. Its author read only those generators (for their mechanics, imported here, and to
avoid their templates), never the detectors, their tests or the sets they were tuned on, never ran the check on these
texts, and did not read the twenty-first set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b20_" or "b20c_"). Identifier-free genres: X12 TA1 and 999 rejections, 276/277 status tallies, 835 PLB adjustments
and an 834 control-total page; HL7 MFN staff masters (the cooperative's own clinicians) and ORM test catalogues;
FHIR InsurancePlan, HealthcareService and Endpoint resources; XML fee and network files; CSV CAHPS scores, denial
dashboards, NDC-to-tier tables and network-adequacy counts; remittance summaries, prior-auth approvals and
denials of a procedure, formulary and network notices, claim-status pages, pharmacy benefit cards, reminders, lab
reference ranges, statements, vision and dental summaries, travel-insurance wordings, support chats and e-mails
where the customer gives no identifier, incident reviews, release notes, data dictionaries, public-health bulletins,
accreditation letters, call scripts and notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs).
Carrying genres: SMS split over lines, forwarded e-mail chains, voice-to-text with spelled digits, hand-filled forms
OCR'd, PDF text with odd spacing, spreadsheet pastes, markdown tables, X12 834, HL7 ADT, XML enrolment, JSON session
logs, WAF alerts, funeral-home faxes, DMV placard forms, and letters, forms and chats in other locales.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the cooperative's own printed identifiers
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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind19 as blind19

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 22221
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind19.OTHER_LOCALES
FAKER_LOCALES = blind19.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Chippewa Valley Health Cooperative"
CLINIC_NAME = "Red Cedar Family Clinic"
LAB_NAME = "Eau Claire Regional Laboratory"
EYE_NAME = "Dunn County Vision Center"
DENTAL_NAME = "Lake Wissota Dental"
PHARMACY_NAME = "Menomonie Cooperative Pharmacy"
ORG_DOMAIN = "chippewavalleyhealth.coop"
CLINIC_DOMAIN = "redcedarclinic.org"
ORGANISATION_CONTACTS = [
    "(715) 555-0121",                                           # 0 cooperative member services
    "(715) 555-0122",                                           # 1 cooperative fax (utilisation management)
    "Claims Department, PO Box 4471, Eau Claire, WI 54702",     # 2 claims address
    "3120 Craig Road, Suite 400, Eau Claire, WI 54701",         # 3 cooperative office
    "appeals@chippewavalleyhealth.coop",                        # 4
    "members@chippewavalleyhealth.coop",                        # 5
    "(715) 555-0123",                                           # 6 clinic, Menomonie
    "(715) 555-0124",                                           # 7 clinic fax
    "1415 Stout Road, Menomonie, WI 54751",                     # 8 clinic address
    "frontdesk@redcedarclinic.org",                             # 9
    "https://www.chippewavalleyhealth.coop",                    # 10
    "(715) 555-0125",                                           # 11 lab client services
    "905 Bellinger Street, Eau Claire, WI 54703",               # 12 lab address
    "(715) 555-0126",                                           # 13 dental
    "212 Bridge Street, Chippewa Falls, WI 54729",              # 14 dental address
    "(715) 555-0127",                                           # 15 vision
    "630 Broadway Street South, Menomonie, WI 54751",           # 16 vision address
    "(715) 555-0128",                                           # 17 pharmacy help desk
    "77 Main Street East, Menomonie, WI 54751",                 # 18 pharmacy address
    "1-855-555-0131",                                           # 19 toll-free member line
    "1-855-555-0132",                                           # 20 nurse line, toll-free
    "+1 715 555 0121",                                          # 21 member line from abroad
    "+44 131 496 0852",                                         # 22 European assistance partner
    "+49 30 55501274",                                          # 23 German assistance desk
    "rxhelp@chippewavalleyhealth.coop",                         # 24
    "edi@chippewavalleyhealth.coop",                            # 25
    "providers@chippewavalleyhealth.coop",                      # 26
    "https://www.chippewavalleyhealth.coop/directory",          # 27
    "https://status.chippewavalleyhealth.coop",                 # 28
    "quality@chippewavalleyhealth.coop",                        # 29
    "(715) 555-0133",                                           # 30 clinic, Bloomer branch
    "1820 Martin Road, Bloomer, WI 54724",                      # 31 branch address
    "(715) 555-0134",                                           # 32 clinic billing office
    "billing@redcedarclinic.org",                               # 33
    "(715) 555-0135",                                           # 34 provider services line
    "(715) 555-0136",                                           # 35 branch fax
    "credentialing@chippewavalleyhealth.coop",                  # 36
    "privacy@chippewavalleyhealth.coop",                        # 37
]
ORG_PAYER_ID = "CVHC4"
ORG_RXBIN = "027419"
ORG_RXPCN = "CVHRX"
ORG_RXGRP = "CVH5530"
ORG_EIN = "39-2861447"
ORG_HIOS = ("38166WI0040007", "38166WI0040015", "38166WI0050002")
ORG_NPIS = (blind5._npi_of("147720935"), blind5._npi_of("126684031"), blind5._npi_of("193357208"),  # noqa: SLF001
            blind5._npi_of("158812640"), blind5._npi_of("171095563"), blind5._npi_of("135540782"))  # noqa: SLF001

# The cooperative's own clinicians, as its directory lists them: name, specialty, NPI, phone, fax, address.
OWN_PROVIDERS = (
    ("Marisol Oyelaran-Whitby, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7],
     ORGANISATION_CONTACTS[8]),
    ("Teodor Kristiansen-Bail, MD", "Pediatrics", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[35],
     ORGANISATION_CONTACTS[31]),
    ("Philippa Grunewald-Osei, DMD", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], "",
     ORGANISATION_CONTACTS[14]),
    ("Ignatius Haverford-Lune, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], "", ORGANISATION_CONTACTS[16]),
    ("Rosalind Achterberg, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], "", ORGANISATION_CONTACTS[18]),
    ("Cassius Oyelowo-Brandt, MD", "Clinical Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[11], "",
     ORGANISATION_CONTACTS[12]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["337", "601", "228", "985", "318", "504", "769", "662", "225", "479", "870", "901"]


def phone_v20(draw: Draw) -> str:
    """A US number as people key it in chats and forms: odd separators, a leading 1, a slash after the area code."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(202, 988))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "743"
    line = draw.digits(4)
    return draw.pick([f"{area}/{exchange}-{line}", f"({area}){exchange}-{line}", f"1({area}){exchange}.{line}",
                      f"{area} - {exchange} - {line}", f"+1 ({area}) {exchange}-{line}", f"{area}.{exchange}{line}",
                      f"1-{area}-{exchange}{line}", f"{area}  {exchange}  {line}"])


def _date_v20(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{m}.{d}.{y}", f"{d}-{ABBR[m - 1].lower()}-{y}", f"{y}{m:02d}{d:02d}", f"{MONTHS[m - 1].upper()} {d} {y}",
                      f"{d:02d} {MONTHS[m - 1]} {y}", f"{m:02d}/{d:02d}/{y % 100:02d}", f"{ABBR[m - 1]}. {d}, {y}",
                      f"{y}-{ABBR[m - 1]}-{d:02d}"])


def dob_v20(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (dotted US, lower-case abbreviations, Mon-dd ISO)."""
    return _date_v20(draw, 1928, 2024)


def dod_v20(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v20."""
    return _date_v20(draw, 2021, 2026)


def member_v20(draw: Draw) -> str:
    """This cooperative's member IDs: CVH, a letter and eight digits, with a person code or grouped."""
    body = draw.digits(8, first_nonzero=True)
    letter = draw.pick(list("ABKMRW"))
    return draw.pick([f"CVH{letter}{body}", f"CVH{letter}{body}*0{draw.rng.randint(1, 5)}", f"CVH-{letter}{body[:4]}-{body[4:]}",
                      f"cvh{letter.lower()}{body}", f"CVH {letter}{body}"])


def mrn_v20(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"RC{draw.digits(8)}", f"RCFC.{draw.digits(6)}", f"{draw.digits(3)}-{draw.digits(2)}-{draw.digits(3)}",
                      f"E{draw.digits(7)}"])


def url_v20(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = member_v20(draw).replace(" ", "").replace("-", "").split("*")[0].upper()
    mrn = mrn_v20(draw).replace(".", "").replace("-", "")
    return draw.pick([f"https://portal.{ORG_DOMAIN}/members/{member}/claims",
                      f"https://portal.{ORG_DOMAIN}/idcard.pdf?m={member}",
                      f"https://myhealth.{CLINIC_DOMAIN}/chart/{mrn}/visits",
                      f"https://myhealth.{CLINIC_DOMAIN}/billing?patient={mrn}&utm_source=email"])


def age_v20(draw: Draw) -> str:
    """An age over 89 as rosters, faxes and chats print it."""
    age = draw.rng.randint(90, 108)
    return draw.pick([f"{age} y/o", f"age {age}", f"{age}yrs", f"{age} years of age", f"{age} yo", f"{age}-yr-old"])


def email_v20(draw: Draw) -> str:
    """A personal e-mail at a regional ISP or webmail, with dots, digits, a hyphen or a plus tag."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["charter.net", "centurytel.net", "tds.net", "frontier.com", "icloud.com", "outlook.com",
                        "hotmail.com", "gmx.com", "fastmail.com", "gmail.com"])
    local = draw.pick([f"{first}-{last}", f"{first[0]}{last}{draw.rng.randint(1, 99)}", f"{first}+health",
                       f"{last}.{first}", f"{first}{draw.rng.randint(1940, 2006)}"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind19.SLOTS, "phone_v20": phone_v20, "dob_v20": dob_v20, "dod_v20": dod_v20, "member_v20": member_v20,
    "mrn_v20": mrn_v20, "url_v20": url_v20, "age_v20": age_v20, "email_v20": email_v20,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _cahps_row(draw: Draw) -> str:
    """One CSV row of a CAHPS survey table: item, responses, top-box score, state benchmark."""
    item = draw.pick(["Getting needed care", "Getting care quickly", "How well doctors communicate", "Customer service",
                      "Rating of health plan", "Rating of drug plan", "Care coordination", "Getting needed drugs"])
    return f"{item},{draw.rng.randint(120, 1900)},{draw.rng.randint(60, 95)}.{draw.digits(1)},{draw.rng.randint(60, 92)}"


def _denial_row(draw: Draw) -> str:
    """One CSV row of a denial dashboard: week, CARC, count, dollars."""
    return (f"2026-W{draw.rng.randint(1, 52):02d},{draw.pick(['CO-16', 'CO-50', 'CO-197', 'CO-4', 'CO-29', 'PR-204', 'CO-18'])},"
            f"{draw.rng.randint(3, 480)},{draw.rng.randint(400, 98000)}.{draw.digits(2)}")


def _ndc_tier_row(draw: Draw) -> str:
    """One row of an NDC-to-tier table (public product codes)."""
    return draw.pick(["00093-7214-01|atorvastatin 20 mg|1|", "00378-1800-77|metformin ER 500 mg|1|",
                      "00169-4132-12|semaglutide pen|3|PA", "00006-0277-31|sitagliptin 100 mg|3|ST",
                      "00172-3757-60|lisinopril 10 mg|1|", "50090-4415-0|apixaban 5 mg|2|",
                      "00310-6205-30|dapagliflozin 10 mg|3|PA", "68180-0513-01|losartan 50 mg|1|",
                      "00078-0659-20|sacubitril-valsartan|3|", "00597-0152-30|empagliflozin 25 mg|2|QL"])


def _adequacy_row(draw: Draw) -> str:
    """One row of a network-adequacy count: county, specialty, in-network providers, max minutes, standard met."""
    county = draw.pick(["Eau Claire", "Chippewa", "Dunn", "Pepin", "Barron", "Rusk", "Clark", "Buffalo"])
    spec = draw.pick(["primary care", "OB/GYN", "cardiology", "behavioral health", "dental", "pharmacy"])
    return f"{county},{spec},{draw.rng.randint(2, 140)},{draw.rng.randint(10, 75)},{draw.pick(['Y', 'Y', 'N'])}"


def _stf_row(draw: Draw) -> str:
    """One STF segment of an HL7 MFN staff master: the cooperative's own clinicians, with their NPIs."""
    name, specialty, npi = draw.pick([(p[0], p[1], p[2]) for p in OWN_PROVIDERS])
    last, first = name.split(",")[0].split(" ")[-1], name.split(" ")[0]
    return f"STF|{npi}|{npi}^^^NPI|{last.upper()}^{first.upper()}|{specialty}|A"


def _test_row(draw: Draw) -> str:
    """One OM1 line of an ORM test catalogue: code, name, tube, turnaround."""
    return draw.pick(["OM1|1|80053^Comprehensive metabolic panel|SST|24h", "OM1|2|85025^CBC with diff|LAV|4h",
                      "OM1|3|83036^Hemoglobin A1c|LAV|24h", "OM1|4|84443^TSH|SST|24h", "OM1|5|80061^Lipid panel|SST|24h",
                      "OM1|6|87086^Urine culture|URC|48h", "OM1|7|82306^Vitamin D 25-OH|SST|72h",
                      "OM1|8|86803^Hepatitis C antibody|SST|48h", "OM1|9|81001^Urinalysis with micro|UA|4h"])


def _plb_row(draw: Draw) -> str:
    """One PLB provider-level adjustment of an 835 (the clinic's, not a patient's)."""
    return (f"PLB*{ORG_NPIS[0]}*{draw.rng.randint(2025, 2026)}1231*{draw.pick(['WO', 'L6', 'FB', 'CS', 'IR'])}:"
            f"{draw.digits(6)}*{draw.pick(['-', ''])}{draw.rng.randint(5, 2400)}.{draw.digits(2)}~")


def _pharmacy_row(draw: Draw) -> str:
    """One CSV row of the cooperative's pharmacy network list: NCPDP ID, name, city, network tier, open all night."""
    return draw.pick([f"4412907,{PHARMACY_NAME},Menomonie,preferred,N", "4410385,Valley Mail Order Pharmacy,Eau Claire,mail,N",
                      "4418862,Bloomer Drug,Bloomer,standard,N", "4403321,Chippewa Falls Apothecary,Chippewa Falls,preferred,N",
                      "4415549,Altoona Family Pharmacy,Altoona,standard,N", "4419070,Eau Claire Night Pharmacy,Eau Claire,"
                      "standard,Y", "4406638,Durand Community Drug,Durand,preferred,N"])


def _fee_xml_row(draw: Draw) -> str:
    """One XML line of a fee file: code, modifier, allowed amount."""
    code = draw.pick(["99202", "99212", "99395", "90834", "97140", "J1885", "G2211", "36415", "81002", "99406"])
    return (f"  <Fee code=\"{code}\" mod=\"{draw.pick(['', '25', 'GT', '95'])}\" allowed=\"{draw.rng.randint(8, 240)}."
            f"{draw.digits(2)}\"/>")


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
    "assist_uk": ORGANISATION_CONTACTS[22], "assist_de": ORGANISATION_CONTACTS[23], "rx_email": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "org_provider_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "quality_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35], "cred_email": ORGANISATION_CONTACTS[36], "privacy_email": ORGANISATION_CONTACTS[37],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# No earlier set's organisation appears here: blind19's own contact fillers are dropped and this set's replace them,
# and so are the fillers it built on its organisation (its clinicians, plans, hosts and tickets).
_DROPPED = set(blind19._OWN) | {"hios", "org_npi", "physician", "practitioner", "pr_name", "pr_specialty", "pr_npi",  # noqa: SLF001
                                  "pr_phone", "pr_addr", "pr_last", "pharmacy_xml", "loc_rows", "clp_rows"}
_INHERITED = {key: maker for key, maker in blind19.FILLERS.items()
              if key not in _DROPPED and not key.startswith("cph_") and not key.endswith("_cph")}
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
    "cahps_rows": lambda d: "\n".join(_distinct_rows(d, _cahps_row, 4, key_length=18)),
    "denial_rows": lambda d: "\n".join(_distinct_rows(d, _denial_row, 4, key_length=14)),
    "ndc_rows": lambda d: "\n".join(_distinct_rows(d, _ndc_tier_row, 4, key_length=13)),
    "adequacy_rows": lambda d: "\n".join(_distinct_rows(d, _adequacy_row, 4, key_length=20)),
    "stf_rows_own": lambda d: "\n".join(_distinct_rows(d, _stf_row, 3, key_length=14)),
    "test_rows": lambda d: "\n".join(_distinct_rows(d, _test_row, 4, key_length=6)),
    "plb_rows": lambda d: "\n".join(_distinct_rows(d, _plb_row, 2, key_length=30)),
    "pharmacy_rows": lambda d: "\n".join(_distinct_rows(d, _pharmacy_row, 4, key_length=7)),
    "fee_xml_rows": lambda d: "\n".join(_distinct_rows(d, _fee_xml_row, 4, key_length=22)),
    "county_wi": lambda d: d.pick(["Eau Claire", "Chippewa", "Dunn", "Pepin", "Barron", "Rusk", "Clark", "Buffalo",
                                   "Trempealeau", "Pierce"]),
    "cvh_host": lambda d: d.pick(["cvh-elig-01", "cvh-claims-db2", "rcfc-ehr-web3", "cvh-portal-04", "cvh-edi-gw1",
                                  "cvh-fhir-02", "ecrl-lis-01"]),
    "cvh_ticket": lambda d: f"CVH-{d.rng.randint(10000, 99999)}",
    "cvh_version": lambda d: f"{d.rng.randint(3, 11)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 60)}",
    "cvh_pa": lambda d: d.pick([f"PA{d.digits(9)}", f"CVH-UM-{d.rng.randint(2025, 2026)}-{d.digits(6)}"]),
    "cvh_policy": lambda d: f"CVH-MP-{d.rng.randint(1, 240):03d}",
    "contract_cvh": lambda d: d.pick(["H5528", "H5528-002", "H5528-007"]),
    "plan_cvh": lambda d: d.pick(["Valley Bronze 7500", "Valley Silver 3500", "Valley Gold 1500", "Valley Advantage PPO",
                                  "Valley Dental Plus"]),
    "group_cvh": lambda d: d.pick(["CVH-GRP-10442", "CVH-GRP-11807", "CVH-GRP-12953", "CVH-GRP-14016"]),
    "bot_cvh": lambda d: d.pick(["Valley Assistant", "CVHC Help", "Otto"]),
    "employer_cvh": lambda d: d.pick(["Chippewa Falls Area Schools", "Dunn County Dairy Cooperative",
                                      "Red Cedar Millwork", "Eau Claire Transit"]),
    "hosp_wi": lambda d: d.pick(["Chippewa Valley Regional Hospital", "Dunn Memorial Hospital", "Bloomer Community Hospital",
                                 "Pepin County Medical Center"]),
    "pct_whole": lambda d: f"{d.rng.randint(3, 97)}%",
    "visit_len": lambda d: str(d.pick([15, 20, 30, 40, 45, 60])),
    "weekday_list": lambda d: d.pick(["Mon-Fri", "Tue-Sat", "Mon, Wed, Fri", "Mon-Thu"]),
    "seven_digits": lambda d: d.digits(7, first_nonzero=True),
    "year_next": lambda d: str(d.rng.randint(2027, 2029)),
    "a1c": lambda d: f"{d.rng.randint(5, 9)}.{d.rng.randint(0, 9)}",
    "stars": lambda d: d.pick(["3", "3.5", "4", "4.5", "5"]),
    "ta1_code": lambda d: d.pick(["000", "006", "014", "022", "024"]),
    "ik_err": lambda d: d.pick(["IK3*NM1*17*2010BA*8~", "IK3*DMG*21*2010BA*8~", "IK3*CLM*22**8~", "IK3*SV1*31*2400*8~"]),
    "pct_int": lambda d: str(d.rng.randint(55, 99)),
    "seats": lambda d: str(d.rng.randint(8, 60)),
    "mins": lambda d: str(d.rng.randint(3, 55)),
    "ed_visits": lambda d: f"{d.rng.randint(120, 980)}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned -----------------------------------------------------------------------------------
    ("b20_sms_split_over_bubbles", "sms", US,
     "{clinic}: to confirm your flu shot reply with birth date\n[[date_of_birth:dob_v20]]\n((oops||sorry||wait)) thats my "
     "husbands\nhis is diff\nanyway text me back at\n[[phone:phone_v20]]\n((not the landline||cell only))"),
    ("b20_email_forward_chain_member", "email", EN,
     "Fwd: Fwd: premium refund\n\n-------- Forwarded Message --------\nDate: {weekday}\nFrom: {first} {last} "
     "<[[email:email_v20]]>\n\n> > my card says [[member_id:member_v20]]\n> > please mail the cheque to\n> > "
     "[[address:addr_us_line]]\n> thanks, forwarding to refunds - {agent}"),
    ("b20_voice_spelled_ssn_card", "voice_to_text", US,
     "[dictation app, {clock_a}] ok so the last statement um the social is [[ssn:ssn_voice_v5]] and she paid with "
     "the card ending uh no the whole card [[card:card_chat]] new paragraph please refund to that card"),
    ("b20_ocr_handfilled_claim", "ocr_form", US,
     "MEMBER CLAIM FORM (handwritten - OCR)\nl. Member lD: [[member_id:member_v20]]\n2. Date 0f Birth: "
     "[[date_of_birth:dob_ocr]]\n3. Mai1ing Address:\n[[address:addr_ocr]]\n4. Provider: {clinic}  5. Amount paid: ${fee}"),
    ("b20_pdf_spaced_death_summary", "pdf_extract", US,
     "D E A T H   S U M M A R Y        {clinic_upper}\nDate  of  death :   [[date_of_death:dod_v20]]\nAge :   "
     "[[age_over_89:age_v20]]\nSSN :   [[ssn:ssn_plain]]\nCause :  ((cardiopulmonary arrest||sepsis||end-stage dementia))"),
    ("b20_markdown_cells_contact", "support_ticket", EN,
     "### Intake (copied from kiosk)\n| MRN | Mobile | E-mail |\n|:--|:--|:--|\n| [[record_number:mrn_v20]] | "
     "[[phone:phone_v20]] | [[email:email_v20]] |\n\nKiosk {small_digit} at {clinic}; please merge duplicate chart."),
    ("b20_tsv_paste_refund_bank", "spreadsheet_paste", US,
     "Chart\tRefund $\tRouting\tAccount\tStatus\n[[record_number:mrn_v20]]\t{fee}\t{aba}\t[[bank_account:acct_us_ach]]\t"
     "((queued||sent||returned R03))\n\t\t\t\t(pasted from billing.xlsx, sheet {small_digit})"),
    ("b20_json_portal_session", "json_export", US,
     "{\"session\": \"{guid}\", \"started\": \"{iso_ts}\", \"remote_addr\": \"[[ip_address:ipv4_public]]\", \"login\": "
     "\"[[email:email_v20]]\", \"last_page\": \"[[url:url_v20]]\", \"mfa\": \"((sms||totp||none))\"}"),
    ("b20_xml_enrolment_record", "xml_export", US,
     "<Enrollment plan=\"{plan_cvh}\" effective=\"{eff_iso}\">\n  <Subscriber id=\"[[member_id:member_v20]]\">\n    "
     "<Birth>[[date_of_birth:dob_iso]]</Birth>\n    <Home>[[address:addr_xml]]</Home>\n  </Subscriber>\n</Enrollment>"),
    ("b20_hl7_adt_a03_expired", "hl7_export", US,
     "MSH|^~\\&|ADT|RCFC|HIM|RCFC|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v20]]^^^RCFC^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]||||||||||||||||||"
     "[[date_of_death:dod_hl7]]|Y\nPV1|1|I|MED^{small}^A|||||||||||||||||||||||||||||||||||20|||||||{hl7_ts}"),
    ("b20_x12_834_add", "x12_export", US,
     "ST*834*{four_digits}*005010X220A1~\nINS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v20]]~\nNM1*IL*1*{last_upper}*"
     "{first_upper}****34*[[ssn:ssn_x12]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\n"
     "HD*021**HLT*{hios}~"),
    ("b20_chat_typos_tow_lot", "chat", US,
     "usr: my trucks been in ur lot since tues lisence plate [[vehicle_id:plate_state]] whos do i call\n{bot_cvh}: "
     "Security can help. Can they reach you by phone?\nusr: ya [[phone:phone_chat]] adn hurry pls"),
    ("b20_voicemail_vin_callback", "voice_to_text", US,
     "[voicemail, {minutes}] this is about the transport van claim the VIN is [[vehicle_id:vin]] I repeat [[vehicle_id:vin_v5]] "
     "no wait thats the other one call me back on [[phone:phone_spoken]] thanks"),
    # ---- exports and logs ---------------------------------------------------------------------------------------
    ("b20_waf_alert_line", "log", US,
     "{iso_ts} WAF rule 942100 (SQLi) matched src=[[ip_address:ipv6_new]] uri=\"[[url:url_v20]]\" action=((block||log)) "
     "host={cvh_host}"),
    ("b20_it_ticket_account_takeover", "it_ticket", US,
     "{cvh_ticket} possible account takeover\nMember [[member_id:member_v20]] says she never logged in from "
     "[[ip_address:ip_port]]\nRecovery e-mail changed to [[email:email_work]]\nAction: lock, reset MFA; {agent}"),
    ("b20_email_reply_card_dispute", "email", EN,
     "RE: double charge\n\nHi, the charge is still there.\n\n> Please confirm the card number and the account for the "
     "refund.\n\nCard: [[card:card_spaced]]\nChecking acct: [[bank_account:acct_us_ach]] (routing {aba})\n\n-- sent from my phone"),
    ("b20_funeral_home_fax", "fax", US,
     "FAX  {pages} pages  to {clinic} HIM {clinic_fax}\nRe: decedent, [[age_over_89:age_v20]], died [[date_of_death:dod_v20]]\n"
     "Last residence: [[address:addr_usps]]\nPlease send records for the death certificate."),
    ("b20_nursing_roster_ocr", "ocr_form", US,
     "WING ((B||C)) CENSUS (scanned)\nRm {room}  MRN [[record_number:mrn_v20]]  [[age_over_89:age_v20]]  fall risk ((H||M))\n"
     "Rm {room2}  MRN [[record_number:mrn_labelled]]  ((82||77||68))  fall risk L"),
    ("b20_sms_telehealth_link", "sms", US,
     "{clinic}: your video visit starts at {hh}. Join: [[url:url_v20]]\nme: it says wrong number, use "
     "[[phone:phone_v20]] instead"),
    ("b20_travel_claim_passport", "ocr_form", EN,
     "EMERGENCY MEDICAL ABROAD - CLAIM\nPassport: [[national_id:us_passport]]   DOB: [[date_of_birth:dob_v20]]\nCard used: "
     "[[card:card_loc]]\nCountry: {travel_country}   Amount: {amount}"),
    ("b20_dmv_placard_form", "ocr_form", US,
     "DISABLED PARKING PLACARD - MEDICAL CERTIFICATION\nDriver lic/ID: [[national_id:us_dl]]\nPlate: "
     "[[vehicle_id:plate_us]]\nResidence: [[address:addr_usps]]\nCertified by {physician}, NPI {org_npi}"),
    ("b20_voice_refund_bank", "voice_to_text", US,
     "[phone transcript] CALLER: my social is [[ssn:ssn_voice]] and the account for the refund is "
     "[[bank_account:acct_no]] AGENT: thank you"),
    ("b20_obituary_forward", "email", EN,
     "Fwd: sad news\n\nMum passed on [[date_of_death:dod_v20]] at [[age_over_89:age_v20]]. The notice is here: "
     "[[url:url_personal]]\nPlease cancel her plan."),
    ("b20_pharmacy_chat_card", "chat", US,
     "{bot_cvh}: What card should we bill?\nuser: [[card:card_any]]\n{bot_cvh}: And the member ID on the Rx card?\nuser: "
     "[[member_id:member_v20]] birthday [[date_of_birth:dob_v20]]"),
    ("b20_csv_death_match", "csv_export", US,
     "mrn,ssn,date_of_death,source\n[[record_number:mrn_v20]],[[ssn:ssn_plain]],[[date_of_death:dod_v20]],"
     "((SSA DMF||state vital records||obituary))\n# death-match batch {batch}"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b20_de_brief_erstattung", "letter", ("de_DE", "de_AT"),
     "Betreff: Erstattung Ihrer Rechnung\n\nSteuer-ID / Vers.-Nr.: [[national_id:natid_loc]]\ngeboren am "
     "[[date_of_birth:dob_loc]]\nBitte überweisen auf: [[bank_account:iban_loc]]\nMit freundlichen Grüßen"),
    ("b20_fr_courriel_demenagement", "email", ("fr_FR",),
     "Objet : changement d'adresse\n\nBonjour, ma nouvelle adresse : [[address:addr_loc_line]]\nPortable : "
     "[[phone:phone_loc]]\nCourriel : [[email:email_loc]]\nCordialement"),
    ("b20_es_it_chat_parking", "chat", ("es_ES", "it_IT"),
     "usuario/utente: documento [[national_id:natid_loc]]\nbot: ¿matrícula? / targa?\nusuario/utente: "
     "[[vehicle_id:plate_loc]]"),
    ("b20_nordic_dodsfall_form", "letter", NORDIC,
     "Dödsfall / Dødsfald / Kuolemantapaus\nPersonnr / Henkilötunnus: [[national_id:natid_loc]]\nDato / Päivä: "
     "[[date_of_death:dod_loc]]\nÅlder / Alder / Ikä: [[age_over_89:age_loc_v5]]"),
    ("b20_pl_cs_nl_rekening", "email", ("pl_PL", "cs_CZ", "nl_NL"),
     "Nr dokumentacji / Číslo karty / Dossier: [[record_number:record_loc]]\nKonto / Účet / Rekening: "
     "[[bank_account:bank_loc]]\nE-mail: [[email:email_loc]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and HL7 without a person -------------------------------------------------------------------------
    ("b20c_x12_ta1_reject", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*RCFC{four_digits}      *{isa_date}*{hh}*^*00501*"
     "{isa_ctrl}*0*P*:~\nTA1*{isa_ctrl}*{isa_date}*{four_digits2}*R*{ta1_code}~\nIEA*0*{isa_ctrl}~\n-- interchange rejected; "
     "resubmit, or write to {edi_email}"),
    ("b20c_x12_999_rejected_segment", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small_count}*005010X222A1~\nAK2*837*{four_digits2}~\n{ik_err}\n"
     "IK5*R*5~\nAK9*R*{small}*{small}*0~\nSE*8*{four_digits}~\n-- payer {payer_id}; companion guide v{cvh_version}"),
    ("b20c_x12_276_277_tally", "x12_export", US,
     "276/277 batch {batch} for {clinic}\nInquiries {small_count}; answered {pct_whole}; median response {ms} ms\n"
     "Pended (A2:20) {small}; finalized paid (F1:65) {small2}; denied (F2:88) {count_digit}\nPayer {payer_id}, {edi_email}"),
    ("b20c_x12_835_plb", "remittance", US,
     "835 provider adjustments, EFT {trn} ({x12_date})\n{plb_rows}\nPayee {clinic}, NPI {org_npi}, TIN {org_ein}. "
     "Recoupments post on the next cycle; questions {provider_line}."),
    ("b20c_x12_834_control_totals", "x12_export", US,
     "834 control totals, file {batch}, group {group_cvh} ({employer_cvh})\nAdds {small}; terms {small2}; changes "
     "{small_count}; audit total {lives} lives\nAccepted {x12_date} by {payer_id}. {edi_email}"),
    ("b20c_hl7_mfn_staff_master", "hl7_export", US,
     "MSH|^~\\&|HR|RCFC|EHR|RCFC|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|STF||UPD|||AL\n{stf_rows_own}\n"
     "-- staff master, {small} records, {clinic_addr}"),
    ("b20c_hl7_orm_test_catalog", "hl7_export", US,
     "MSH|^~\\&|LIS|ECRL|EHR|RCFC|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\n{test_rows}\n-- {lab_own} catalogue rev "
     "{cvh_version}; client services {lab_phone}"),
    # ---- FHIR and XML of the organisation ---------------------------------------------------------------------
    ("b20c_fhir_insuranceplan", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"name\": \"{plan_cvh}\", \"identifier\": [{\"value\": \"{hios}\"}], "
     "\"ownedBy\": {\"display\": \"{org}\"}, \"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, "
     "{\"system\": \"url\", \"value\": \"{org_web}\"}]}], \"plan\": [{\"generalCost\": [{\"cost\": {\"value\": {fee_big}}}]}], "
     "\"period\": {\"start\": \"{eff_iso}\"}}"),
    ("b20c_fhir_healthcareservice", "json_export", US,
     "{\"resourceType\": \"HealthcareService\", \"name\": \"Walk-in lab draws\", \"providedBy\": {\"display\": \"{lab_own}\"}, "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{lab_phone}\"}], \"availableTime\": [{\"daysOfWeek\": "
     "[\"mon\", \"tue\", \"wed\"], \"availableStartTime\": \"0{small_digit}:00\"}], \"comment\": \"{small_count} draws/day; "
     "{lab_addr}\", \"meta\": {\"versionId\": \"{small}\"}}"),
    ("b20c_fhir_endpoint", "json_export", US,
     "{\"resourceType\": \"Endpoint\", \"status\": \"active\", \"connectionType\": {\"code\": \"hl7-fhir-rest\"}, "
     "\"name\": \"{org} provider directory API\", \"managingOrganization\": {\"display\": \"{org}\"}, \"contact\": "
     "[{\"system\": \"email\", \"value\": \"{edi_email}\"}], \"address\": \"{directory_url}\", \"header\": "
     "[\"X-Api-Version: {cvh_version}\"], \"period\": {\"start\": \"{eff_iso}\"}}"),
    ("b20c_xml_fee_file", "fee_schedule", US,
     "<FeeFile payer=\"{payer_id}\" schedule=\"{plan_cvh}\" effective=\"{eff_iso}\" tin=\"{org_ein}\">\n{fee_xml_rows}\n"
     "</FeeFile>\n<!-- {small} codes changed; provider relations {org_provider_email} -->"),
    ("b20c_xml_network_directory", "network_directory", US,
     "<Provider npi=\"{pr_npi}\" accepting=\"((yes||no))\">\n  <Name>{pr_name}</Name>\n  <Specialty>{pr_specialty}</Specialty>\n"
     "  <Phone>{pr_phone}</Phone>\n  <Address>{pr_addr}</Address>\n  <Updated>{eff_iso}</Updated>\n</Provider>"),
    # ---- CSV dashboards and tables ----------------------------------------------------------------------------------
    ("b20c_csv_cahps", "quality_report", US,
     "item,responses,top_box,state_avg\n{cahps_rows}\n# CAHPS {measure_year}, contract {contract_cvh}; {quality_email}"),
    ("b20c_csv_denial_dashboard", "csv_export", US,
     "week,carc,count,dollars\n{denial_rows}\n# {clinic} denials, refreshed {iso_ts}; top fix: ((front-desk eligibility||"
     "missing auth||modifier 25))"),
    ("b20c_psv_ndc_tier_table", "formulary_notice", US,
     "ndc|product|tier|edit\n{ndc_rows}\n-- {plan_cvh} formulary rev {cvh_version}, RxBIN {org_rxbin} PCN {org_rxpcn}"),
    ("b20c_csv_network_adequacy", "network_notice", US,
     "county,specialty,providers,max_minutes,standard_met\n{adequacy_rows}\n# filed {dos} with OCI; {org}"),
    ("b20c_csv_pharmacy_network", "network_directory", US,
     "ncpdp,pharmacy,city,network,open_24h\n{pharmacy_rows}\n# {org} pharmacy network, {plan_cvh}, updated {eff_iso}; "
     "help desk {rx_help_phone}, {rx_email}"),
    ("b20c_plan_year_side_by_side", "benefit_summary", US,
     "{plan_cvh} | {year} | next year\nDeductible | ${fee_big} | ${fee_big2}\nPCP copay | ${copay_num} | ${copay_num2}\n"
     "Generic Rx | ${small} | ${small2}\nHIOS {hios}; details {org_web} or {org_tollfree}"),
    ("b20c_lab_reference_ranges", "lab_report", US,
     "{lab_own} - pediatric and adult ranges (rev {cvh_version})\n{ref_table}\nCritical values phoned within {mins} min. "
     "{lab_phone}"),
    ("b20c_data_dictionary_member_month", "data_dictionary", US,
     "TABLE elig.member_month (v{cvh_version}, {count} rows)\n{dict_table}\nmember_key is a surrogate (never the card ID). "
     "Steward {staff}; access via {privacy_email}."),
    # ---- what the plan and the clinic send -------------------------------------------------------------------------
    ("b20c_remittance_summary", "remittance", US,
     "REMITTANCE ADVICE  {org_upper}\nPayee: {clinic}  NPI {org_npi}  EFT {trn}  {dos}\nClaims {small_count}  Billed "
     "${batch_total}  Paid ${fee_big}  Patient resp. ${fee}\nCARC {carc} most frequent. Claims mail: {org_claims_addr}"),
    ("b20c_prior_auth_denial_procedure", "prior_auth", US,
     "PRIOR AUTHORIZATION - NOT APPROVED\nRequest {cvh_pa}: {hcpcs} x {units}\nReason: criteria {cvh_policy} not met "
     "(conservative therapy under {small_digit} weeks).\nPeer-to-peer: {provider_line}, {weekday}s {hh}-{hh2}. "
     "Appeals {org_appeals_email}, fax {org_fax}."),
    ("b20c_prior_auth_approval_imaging", "prior_auth", US,
     "APPROVED: {cpt} (imaging) | auth {cvh_pa} | {units} unit(s) | {dos} to {dos2}\nOrdering NPI {org_npi}, {clinic}. "
     "Servicing site must be in network ({directory_url})."),
    ("b20c_formulary_removal_notice", "formulary_notice", US,
     "Formulary change {eff_iso}: {drug} leaves the {plan_cvh} formulary; {drug2} (tier {tier}) is the covered "
     "alternative. Transition fill: {days_supply} days. RxGRP {org_rxgrp}. Questions {rx_help_phone}."),
    ("b20c_network_addition_notice", "network_notice", US,
     "{hosp_wi} joins the {org} network on {dos}. Its {small}-bed unit and {small2} clinics are in network for "
     "{plan_cvh}. Find it at {directory_url} or call {org_tollfree}."),
    ("b20c_claim_status_provider_page", "claim_status", US,
     "Claim {claim_no}  DOS {dos}  Status ((Finalized - paid||In review||Pended for records))\nBilled ${fee}  Allowed "
     "${fee2}  Paid ${fee3}\nPayer {payer_id}; EFT {trn}. Provider services {provider_line}"),
    ("b20c_rx_card_front_back", "pharmacy_card", US,
     "{org_upper} | {plan_cvh}\nRxBIN {org_rxbin} | RxPCN {org_rxpcn} | RxGRP {org_rxgrp}\nPharmacy help {rx_help_phone} | "
     "Nurse line {nurse_line}\nCard stock {card_stock}, printed {eff_iso}"),
    ("b20c_reminder_dental_cleaning", "appointment_reminder", US,
     "{dental_office}: cleaning {weekday} at {hh} with {dentist_own}. Reply C to confirm. To reschedule call "
     "{dental_phone}. {dental_addr}. Free parking behind the building, {small} spaces."),
    ("b20c_statement_no_account", "billing_statement", US,
     "{clinic_upper} - SUMMARY OF CHARGES  statement {statement_ref}\n{dos}  office visit {cpt}  ${fee}\n{dos2}  lab "
     "{cpt2}  ${fee2}\nInsurance paid -${fee3}\nPlease pay ${copay_num}.00 at {billing_phone} or {billing_email}. "
     "Fed tax ID {org_ein}."),
    ("b20c_vision_summary", "vision_plan", US,
     "{eye} {year} vision benefits\nExam copay ${copay_num} | frames ${fee} allowance | contacts ${fee2} | lens "
     "add-ons from ${small}\nBook at {eye_phone}, {eye_addr}"),
    ("b20c_dental_summary", "dental_plan", US,
     "{plan_cvh} dental: cleanings 2 per year at 100%; fillings ({cdt}) 80% after ${small}0; crowns 50%; annual max "
     "${fee_big}. In-network office: {dental_office}, {dental_phone}."),
    ("b20c_travel_wording_evacuation", "travel_insurance", EN,
     "Section {small_digit}.{small_digit2} Medical evacuation\nWe cover transport to the nearest adequate facility up to "
     "${fee_big}0 per trip; excess ${copay_num}. Call assistance first: {assist_uk} or {assist_de}. Wording ref "
     "TW-{year}-{small}."),
    # ---- support and operations without an identifier -------------------------------------------------------------
    ("b20c_chat_dental_network", "support_chat", US,
     "Guest: does {plan_cvh} cover {dental_office}?\n{bot_cvh}: Yes, in network. Cleanings are covered at 100%.\n"
     "Guest: where is it\n{bot_cvh}: {dental_addr}, open {weekday_list} {hh}-{hh2}. Phone {dental_phone}."),
    ("b20c_email_reply_deductible", "email", US,
     "Subject: RE: how deductible works\n\nHello,\nOn {plan_cvh} the deductible is ${fee_big}; after that you pay "
     "{pct_whole} coinsurance until the ${fee_big2} out-of-pocket max. Preventive care is free.\n{agent}, Member Services "
     "| {org_phone} | {org_help_email}"),
    ("b20c_incident_review", "it_ticket", US,
     "Post-incident review {cvh_ticket} ({dos})\nImpact: 837 intake paused {mins} min; {small_count} files queued on "
     "{cvh_host}\nRoot cause: expired TLS cert on {cvh_host2}\nFollow-ups: {cvh_ticket2}, {cvh_ticket3}. Status: "
     "{org_status_page}"),
    ("b20c_release_notes_portal", "release_notes", US,
     "Member portal {cvh_version} ({build_no})\n- {cvh_ticket}: EOB PDFs now list CARC/RARC text\n- {cvh_ticket2}: "
     "dental plan summary page\n- fixed: directory search timed out after {small} s\nQuestions {org_provider_email}"),
    ("b20c_public_health_pertussis", "public_health", US,
     "{county_wi} County bulletin, week {week}: {small} pertussis cases (ages 2 months to 14 years); Tdap coverage "
     "{pct_tenth}. Free Tdap at {clinic}, {clinic_addr}, {weekday}s {hh}-{hh2}."),
    ("b20c_accreditation_dental", "letter", US,
     "{date_letter}\n\n{dental_office}\n{dental_addr}\n\nYour office met all {small_count} standards of the {year} survey "
     "(visit {dos}). Accreditation runs through {year_next}. Certificate {seven_digits} is enclosed.\n\n{staff}, Surveyor"),
    ("b20c_call_script_pharmacy", "call_script", US,
     "Script PH-{small_count} (pharmacy help desk)\n1. Greet: 'Pharmacy help desk, {org}.'\n2. Claims rejecting 75 (PA "
     "required): give fax {org_fax}.\n3. Give BIN {org_rxbin} / PCN {org_rxpcn} / group {org_rxgrp}.\n4. Escalate to "
     "{rx_help_phone} after {mins} min hold."),
    ("b20c_support_ticket_directory_bug", "support_ticket", US,
     "{cvh_ticket}: directory shows wrong hours for {eye}\nExpected {weekday_list} {hh}-{hh2}; shows closed.\nSource "
     "feed rev {cvh_version}; listing address {eye_addr}. No member data in this ticket. Assignee {agent}."),
    ("b20c_leaflet_anticoagulant", "pharmacy_leaflet", US,
     "{pharmacy_own}: taking ((apixaban||rivaroxaban||warfarin))\nTake at the same time each day; do not skip doses. "
     "Tell your dentist before procedures. Watch for black stools.\nLeaflet rev {cvh_version}. Questions: "
     "{rx_help_phone}, {pharm_addr}."),
    ("b20c_visit_summary_peds", "clinical_note", US,
     "Well-child visit ({dos}), {clinic}\nProvider: {physician}\nWeight {small}th percentile, BP {bp}. Vaccines given: "
     "DTaP, IPV. Next visit in {months_n} months. After hours: {nurse_line}."),
    ("b20c_quality_star_summary", "quality_report", US,
     "Contract {contract_cvh} ({measure_year}): overall {stars} stars\nPart C {stars2}, Part D {stars3}\nBest measure: "
     "((Breast cancer screening||Diabetes eye exam||Flu vaccine)) {pct_int}%\nContact {quality_email}"),
    ("b20c_credentialing_letter", "network_directory", US,
     "Credentialing approved {dos}\n{pr_name}, {pr_specialty}, NPI {pr_npi}\nPractice: {pr_addr}, {pr_phone}\n"
     "Recredentialing in 36 months. {cred_email}"),
    ("b20c_um_utilisation_snapshot", "meeting_minutes", US,
     "## Utilisation snapshot, {quarter}\n- ED visits: {ed_visits} (per 1,000: {per_k})\n- Admits: {small_count}; "
     "readmits {pct_tenth}\n- PA turnaround median {small} h\nPresented by {physician}; notes {staff}."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b20c_de_zahntarif", "dental_plan", ("de_DE", "de_AT"),
     "Zahntarif {year}\nProphylaxe: 2x jährlich, bis {amount_loc}\nFüllungen: {pct_loc}\nWartezeit: {small} Monate\n"
     "Notfallhilfe im Ausland: {assist_de}"),
    ("b20c_fr_es_horaires", "notice", ("fr_FR", "es_ES"),
     "Horaires / Horario {year} : {weekday_loc} {hh}-{hh2}\nConsultation / Consulta : {amount_loc}\nAttente / Espera : "
     "{small} min. Informations : {org_web}"),
    ("b20c_it_pt_franchigia", "travel_insurance", ("it_IT", "pt_PT", "pt_BR"),
     "Condizioni / Condições {year}\nSpese mediche / Despesas médicas: fino a / até {amount_loc}\nFranchigia / Franquia: "
     "{amount_loc2}\nAssistenza / Assistência 24h: {assist_uk}"),
    ("b20c_nl_pl_vergoeding", "benefit_summary", ("nl_NL", "pl_PL"),
     "Vergoedingen / Świadczenia {year}\nFysiotherapie / Fizjoterapia: {small} behandelingen / zabiegów\nEigen risico / "
     "Udział własny: {amount_loc}\nVanaf / Od {dos_loc}. {org_intl_line}"),
    ("b20c_nordic_cs_apotek", "pharmacy_leaflet", ("sv_SE", "da_DK", "no_NO", "fi_FI", "cs_CZ"),
     "Apotek / Apteekki / Lékárna {year}\nÖppet / Åbent / Auki / Otevřeno {weekday_loc} {hh}-{hh2}\nPris / Hinta / "
     "Cena: {amount_loc}\nKö / Kø / Jono: {small} min. {assist_uk}"),
]

FILLERS.update({
    "dentist_own": lambda d: OWN_PROVIDERS[2][0],
    "ref_table": blind19.FILLERS["ref_table"],
    "dict_table": blind19.FILLERS["dict_table"],
})


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind20", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
