"""A fourteenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind14.py [--seed 16161] [--out PATH]   # JSON lines to PATH, or to stdout

The thirteen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151) are treated as known to the tuner. Its author read only those
generators (for their mechanics, imported here, and to avoid their templates), never the detectors, their tests or
the sets they were tuned on, never ran the check on these texts, and did not read the fifteenth set, written at the
same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b14_" or "b14c_"). Identifier-free genres: X12 999/TA1/277CA acknowledgements and 835 payment headers, HL7 MFN/ORU
masters without a patient, FHIR Bundles of Organization, Location, InsurancePlan and PlanDefinition resources, YAML and
JSON configuration and API answers, XML pharmacy-network and fee exports, CSV/TSV utilisation, HEDIS, plan-year and
crosswalk tables, EOB and remittance summaries, prior-auth decisions sent to a provider, formulary and network
notices, claim-status pages, card layouts, broadcast reminders, statements, vision, dental and travel wordings,
support chats and e-mails where the customer gives no identifier, incident and change notes, release notes,
public-health bulletins, data-dictionary pages, call scripts, accreditation letters, counselling leaflets, and
notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: typed mobile chat with
typos, quoted and forwarded e-mail, voice-to-text, OCR'd hand-filled forms, PDF text with odd spacing, spreadsheet
pastes, identifiers split across lines or table cells, X12/HL7/FHIR/CSV/XML/JSON/YAML exports, logs, and letters and
forms in other locales with their labels.

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
    import make_phi_blind13 as blind13
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind13 as blind13

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 16161
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind13.OTHER_LOCALES
FAKER_LOCALES = blind13.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Smoky Hollow Health Alliance"
CLINIC_NAME = "Clinch River Family Practice"
LAB_NAME = "Tellico Reference Laboratory"
EYE_NAME = "Caney Fork Eye Associates"
DENTAL_NAME = "Cumberland Plateau Dental Group"
PHARMACY_NAME = "Little River Pharmacy"
ORG_DOMAIN = "smokyhollowhealth.org"
CLINIC_DOMAIN = "clinchriverfp.org"
ORGANISATION_CONTACTS = [
    "(865) 555-0142",                                           # 0 plan member services
    "(865) 555-0143",                                           # 1 plan fax (prior authorisation)
    "Claims Department, PO Box 51377, Knoxville, TN 37950",     # 2 plan claims address
    "800 Gay Street, Suite 1200, Knoxville, TN 37929",          # 3 plan office
    "appeals@smokyhollowhealth.org",                            # 4
    "members@smokyhollowhealth.org",                            # 5
    "(423) 555-0118",                                           # 6 clinic, Kingsport
    "(423) 555-0119",                                           # 7 clinic fax
    "415 Broad Street, Kingsport, TN 37660",                    # 8 clinic address
    "scheduling@clinchriverfp.org",                             # 9
    "https://www.smokyhollowhealth.org",                        # 10
    "(865) 555-0156",                                           # 11 lab client services
    "2301 Sutherland Avenue, Knoxville, TN 37919",              # 12 lab address
    "(931) 555-0127",                                           # 13 dental
    "145 N Washington Avenue, Cookeville, TN 38501",            # 14 dental address
    "(931) 555-0138",                                           # 15 eye care
    "70 Main Street, Crossville, TN 38555",                     # 16 eye care address
    "(865) 555-0164",                                           # 17 pharmacy help desk
    "330 W Broadway Avenue, Maryville, TN 37801",               # 18 pharmacy address
    "1-866-555-0148",                                           # 19 toll-free member line
    "1-855-555-0149",                                           # 20 nurse line, toll-free
    "+1 865 555 0142",                                          # 21 member line from abroad
    "+44 113 496 0572",                                         # 22 European assistance partner
    "+61 2 5550 4417",                                          # 23 Pacific assistance desk
    "pharmacy@smokyhollowhealth.org",                           # 24
    "edi@smokyhollowhealth.org",                                # 25
    "networks@smokyhollowhealth.org",                           # 26
    "https://www.smokyhollowhealth.org/directory",              # 27
    "https://status.smokyhollowhealth.org",                     # 28
    "hedis@smokyhollowhealth.org",                              # 29
    "(423) 555-0122",                                           # 30 clinic, Johnson City branch
    "612 W Walnut Street, Johnson City, TN 37604",              # 31 clinic branch address
    "(865) 555-0171",                                           # 32 clinic billing office
    "billing@clinchriverfp.org",                                # 33
    "(865) 555-0175",                                           # 34 provider services line
    "(423) 555-0123",                                           # 35 clinic branch fax
    "https://www.smokyhollowhealth.org/formulary",              # 36
    "(865) 555-0157",                                           # 37 lab fax
    "8655550175",                                               # 38 provider services, as X12 PER prints it
    "https://www.smokyhollowhealth.org/pay",                    # 39
    "https://www.smokyhollowhealth.org/eft",                    # 40
    "https://www.smokyhollowhealth.org/fhir/PlanDefinition/crc-screening",  # 41
]
ORG_PAYER_ID = "SHHA7"
ORG_RXBIN = "017342"
ORG_RXPCN = "SHHRX"
ORG_RXGRP = "SHH2210"
ORG_EIN = "62-1840397"
ORG_HIOS = ("47391TN0020004", "47391TN0020012", "47391TN0030008")
ORG_NPIS = (blind5._npi_of("162830475"), blind5._npi_of("139057214"), blind5._npi_of("117264390"),  # noqa: SLF001
            blind5._npi_of("180492637"), blind5._npi_of("154378201"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Delphine Achterberg, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Oluwaseun Adeyemi-Hart, MD", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[31]),
    ("Bronwyn Castellanos, DMD", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Teodor Vasquez-Lindahl, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], ORGANISATION_CONTACTS[16]),
    ("Priyanka Oyelaran, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], ORGANISATION_CONTACTS[18]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["865", "423", "931", "615", "629", "901", "731", "828", "276", "606", "859", "770"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def _exchange(draw: Draw) -> str:
    exchange = str(draw.rng.randint(201, 989))
    return "732" if exchange[1:] == "11" or exchange == "555" else exchange


def phone_v14(draw: Draw) -> str:
    """A US number as people type it in chats and forms: odd grouping, a leading 1, or no separators at all."""
    area, exchange, line = draw.pick(AREA_CODES), _exchange(draw), draw.digits(4)
    return draw.pick([f"{area} {exchange}-{line}", f"1{area}{exchange}{line}", f"({area}) {exchange} {line}",
                      f"{area}-{exchange}-{line[:2]} {line[2:]}", f"+1 ({area}) {exchange}-{line}",
                      f"{area}{exchange}-{line}", f"1.{area}.{exchange}.{line}"])


def _date_v14(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}-{ROMAN[m - 1]}-{y}", f"{d}/{ABBR[m - 1]}/{y}", f"{MONTHS[m - 1]} {d} {y}",
                      f"{y}.{m:02d}.{d:02d}", f"{d:02d} {ABBR[m - 1].upper()} {y}", f"{m:02d}-{d:02d}-{y % 100:02d}",
                      f"{ABBR[m - 1].lower()}. {d}, {y}", f"{blind._ordinal(d)} {ABBR[m - 1]} {y}"])  # noqa: SLF001


def dob_v14(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (Roman months, slashed abbreviations, dotted ISO)."""
    return _date_v14(draw, 1928, 2023)


def dod_v14(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v14."""
    return _date_v14(draw, 2018, 2026)


def member_v14(draw: Draw) -> str:
    """This alliance's member IDs: an SHH prefix and nine digits, grouped, with a suffix, or split by a space."""
    return draw.pick([f"SHH{draw.digits(9)}", f"SHH-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"SHH{draw.digits(9)}-0{draw.rng.randint(1, 4)}", f"SH {draw.digits(5)} {draw.digits(4)}"])


def mrn_v14(draw: Draw) -> str:
    """This practice's medical record numbers."""
    return draw.pick([f"CRFP-{draw.digits(6)}", f"{draw.digits(3)} {draw.digits(3)} {draw.digits(2)}",
                      f"E{draw.digits(7)}", f"{draw.digits(7)}-{draw.rng.randint(1, 9)}"])


def url_v14(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v14(draw).replace(" ", ""), mrn_v14(draw).replace(" ", "")
    return draw.pick([f"https://members.{ORG_DOMAIN}/id-card/{member}.pdf",
                      f"https://members.{ORG_DOMAIN}/eob/download?subscriber={member}&year=2025",
                      f"https://mychart.{CLINIC_DOMAIN}/patients/{mrn}/visits",
                      f"https://mychart.{CLINIC_DOMAIN}/share?mrn={mrn}&ttl=72h"])


_AGE_WORDS = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four",
              95: "ninety-five", 96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine",
              100: "one hundred", 101: "a hundred and one", 102: "a hundred and two"}


def age_v14(draw: Draw) -> str:
    """An age over 89 as chats, intake lists and dictation print it."""
    age = draw.rng.randint(90, 104)
    forms = [f"{age}yo", f"{age} yrs old", f"{age}-yr-old", f"{age} years of age", f"{age}y"]
    if age in _AGE_WORDS:
        forms.append(f"{_AGE_WORDS[age]}")
    return draw.pick(forms)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind13.SLOTS, "phone_v14": phone_v14, "dob_v14": dob_v14, "dod_v14": dod_v14, "member_v14": member_v14,
    "mrn_v14": mrn_v14, "url_v14": url_v14, "age_v14": age_v14,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _directory_row(draw: Draw) -> str:
    """One row of the alliance's own provider directory: name, specialty, NPI, phone, address."""
    name, specialty, npi, phone, address = draw.pick(list(OWN_PROVIDERS))
    return f"{name}; {specialty}; NPI {npi}; tel {phone}; {address}; languages: {draw.pick(['EN', 'EN/ES', 'EN/FR', 'EN/YO'])}"


def _provider_json(draw: Draw) -> str:
    """One FHIR Practitioner resource of the alliance's own clinicians (NPI, office phone and address)."""
    name, specialty, npi, phone, address = draw.pick(list(OWN_PROVIDERS))
    return (f"{{\"resourceType\": \"Practitioner\", \"identifier\": [{{\"system\": \"http://hl7.org/fhir/sid/us-npi\", "
            f"\"value\": \"{npi}\"}}], \"name\": [{{\"text\": \"{name}\"}}], \"telecom\": [{{\"system\": \"phone\", "
            f"\"value\": \"{phone}\", \"use\": \"work\"}}], \"address\": [{{\"use\": \"work\", \"text\": \"{address}\"}}]}}")


def _ak2_block(draw: Draw) -> str:
    """A 999 transaction-set response: accepted, or rejected with an element error (no member data)."""
    number = f"{draw.rng.randint(1, 9999):04d}"
    if draw.rng.random() < 0.5:
        return f"AK2*837*{number}*005010X222A1~\nIK5*A~"
    segment = draw.pick(["NM1", "CLM", "SV1", "HI", "DTP", "REF"])
    return (f"AK2*837*{number}*005010X222A1~\nIK3*{segment}*{draw.rng.randint(12, 480)}*{draw.pick(['2300', '2400', '2010BA'])}*8~\n"
            f"IK4*{draw.rng.randint(1, 9)}**{draw.pick(['1', '4', '5', '7'])}~\nIK5*R*5~")


def _stc_line(draw: Draw) -> str:
    """A 277CA claim-level status at the billing-provider level: category, status code, amount."""
    status = draw.pick(["A1:19:PR*{date}*WQ", "A2:20:PR*{date}*WQ", "A3:21:85*{date}*U"])
    date = f"{draw.rng.randint(2025, 2026)}{draw.rng.randint(1, 12):02d}{draw.rng.randint(10, 28)}"
    return f"STC*{status.format(date=date)}*{draw.rng.randint(40, 9000)}.{draw.digits(2)}~"


def _network_pharmacy(draw: Draw) -> str:
    """One XML element of the pharmacy network: chain, NCPDP ID, town, hours flag, preferred cost-share."""
    chain = draw.pick(["Little River Pharmacy", "Ridgeway Drug", "Foothills Apothecary", "ValleyRx", "Hollow Creek Drug"])
    town = draw.pick(["Knoxville", "Maryville", "Kingsport", "Johnson City", "Cookeville", "Crossville", "Morristown"])
    return (f"<pharmacy chain=\"{chain}\" ncpdp=\"{draw.digits(7)}\" town=\"{town}\" open24=\"{draw.pick(['true', 'false'])}\" "
            f"preferred=\"{draw.pick(['Y', 'N'])}\" tier1Copay=\"{draw.rng.randint(0, 10)}.00\"/>")


def _plan_year_row(draw: Draw) -> str:
    """One pipe table row comparing two plan years: benefit, last year, this year."""
    benefit = draw.pick(["Deductible (individual)", "Out-of-pocket max", "PCP visit", "Specialist visit", "Urgent care",
                         "ER visit", "Generic drugs (30-day)", "Preferred brand", "Inpatient stay", "Telehealth"])
    before, after = draw.rng.randint(0, 90) * 5, draw.rng.randint(0, 90) * 5
    return f"| {benefit} | ${before} | ${after} |"


def _dashboard_row(draw: Draw) -> str:
    """One CSV row of a utilisation dashboard: month, service line, visits per 1,000, cost PMPM, trend."""
    return (f"{draw.rng.randint(2024, 2026)}-{draw.rng.randint(1, 12):02d},"
            f"{draw.pick(['inpatient', 'outpatient_surgery', 'ed', 'imaging', 'behavioral', 'telehealth', 'snf'])},"
            f"{draw.rng.randint(20, 900)}.{draw.digits(1)},{draw.rng.randint(8, 420)}.{draw.digits(2)},"
            f"{draw.pick(['+', '-'])}{draw.rng.randint(0, 180) / 10:.1f}%")


def _crosswalk_row(draw: Draw) -> str:
    """One tab-separated ICD-10-CM to CPT pairing with the alliance's coverage note."""
    return draw.pick(["E11.9\t82947\tglucose, quantitative\tcovered", "I10\t93000\tECG with interpretation\tcovered",
                      "M17.11\t20610\tarthrocentesis, major joint\tPA if >3/yr", "Z12.11\t45378\tcolonoscopy, diagnostic\t0% cost share",
                      "J45.909\t94010\tspirometry\tcovered", "N18.3\t82565\tcreatinine, blood\tcovered",
                      "H52.13\t92015\trefraction\tvision rider only", "K02.52\tD2391\tresin composite, one surface\tdental rider",
                      "F41.1\t90834\tpsychotherapy, 45 min\tno referral", "Z00.00\t99396\tpreventive visit, 40-64\t0% cost share"])


def _lab_range_row(draw: Draw) -> str:
    """An HL7 OM2-like line of the lab's own test master: code, LOINC, units and reference interval."""
    return draw.pick(["K|2823-3|mmol/L|3.5-5.1", "GLU|2345-7|mg/dL|70-99", "BUN|3094-0|mg/dL|7-20", "CA|17861-6|mg/dL|8.6-10.3",
                      "PLT|777-3|10*3/uL|150-400", "WBC|6690-2|10*3/uL|4.0-11.0", "ALB|1751-7|g/dL|3.5-5.0",
                      "CRP|1988-5|mg/L|0.0-5.0", "B12|2132-9|pg/mL|232-1245", "URIC|3084-1|mg/dL|3.4-7.0"])


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
    "assist_eu": ORGANISATION_CONTACTS[22], "assist_pac": ORGANISATION_CONTACTS[23], "rx_email": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "network_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "hedis_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35], "formulary_url": ORGANISATION_CONTACTS[36], "lab_fax": ORGANISATION_CONTACTS[37],
    "provider_line_edi": ORGANISATION_CONTACTS[38],
    "pay_url": ORGANISATION_CONTACTS[39], "eft_url": ORGANISATION_CONTACTS[40], "plandef_url": ORGANISATION_CONTACTS[41],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# Fillers of the thirteenth set that name its organisation or its people are dropped; this set's replace them.
_DROPPED = set(blind13._OWN) | {  # noqa: SLF001
    "dir_entry", "plb", "provider_name", "hios", "org_npi", "hospital", "employer", "county_ne", "hostname", "jira",
    "contract", "bot", "pa_case", "policy_med", "tollfree", "tollfree_loc", "tollfree_voice", "pharmacy",
    "pharmacy_ncpdp", "ncpdp_own", "dea_org", "org_tax", "org_tax_label", "dentist", "optometrist",
}
_INHERITED = {key: maker for key, maker in blind13.FILLERS.items() if key not in _DROPPED}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "dir_row": _directory_row,
    "prac_json": _provider_json,
    "ak_block": _ak2_block,
    "stc": _stc_line,
    "net_pharm": _network_pharmacy,
    "py_row": _plan_year_row,
    "dash_row": _dashboard_row,
    "cw_row": _crosswalk_row,
    "om_line": _lab_range_row,
    "provider_name": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "hospital": lambda d: d.pick(["Fort Sanders Valley Hospital", "Holston Ridge Medical Center", "Cumberland Gap Memorial"]),
    "employer": lambda d: d.pick(["Clinch Valley Textiles", "Tennessee Ridge Logistics", "Appalachian Tool & Die"]),
    "county_tn": lambda d: d.pick(["Knox", "Blount", "Sullivan", "Washington", "Putnam", "Cumberland", "Hamblen", "Anderson"]),
    "hostname": lambda d: d.pick(["claims-ingest-2", "fhir-api-05", "portal-web-11", "pbm-bridge-1", "edi-gw-03"]),
    "jira": lambda d: f"SHH-{d.rng.randint(1000, 9800)}",
    "pa_case": lambda d: d.pick([f"UM{d.digits(8)}", f"SHH-PA-{d.digits(6)}"]),
    "policy_med": lambda d: f"SHH-MP-{d.rng.randint(100, 480)}",
    "contract": lambda d: d.pick(["H4471", "H4471-003", "H4471-008"]),
    "bot": lambda d: d.pick(["Holly", "SHHA Virtual Assistant", "Ask Smoky Hollow"]),
    "mid": lambda d: str(d.rng.randint(10, 80)),
    "big": lambda d: f"{d.rng.randint(1, 99)},{d.digits(3)}",
    "cents": lambda d: f"{d.rng.randint(5, 2400)}.{d.rng.randint(0, 99):02d}",
    "dec": lambda d: f"{d.rng.randint(1, 99)}.{d.rng.randint(0, 9)}",
    "hh": lambda d: f"{d.rng.randint(6, 19)}:{d.pick(['00', '15', '30', '45'])}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "small_digit": lambda d: str(d.rng.randint(1, 9)),
    "stars": lambda d: d.pick(["3", "3.5", "4", "4.5", "5"]),
    "ver": lambda d: f"{d.rng.randint(3, 9)}.{d.rng.randint(0, 19)}.{d.rng.randint(0, 40)}",
    "pr": lambda d: str(d.rng.randint(1200, 8800)),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken and scanned ------------------------------------------------------------------------------
    ("b14_chat_typos_new_card_address", "mobile_chat", US,
     "{time} me: hiii so my card nevr came?? i moved\n{time2} {bot}: Sorry about that! What's the new mailing address?\n"
     "{time3} me: [[address:addr_us_line]]\n{time3} me: and my id is [[member_id:member_v14]] if u need it lol\n"
     "{time3} {bot}: Updated. A new card ships in {small_digit}-10 business days."),
    ("b14_chat_split_phone_two_bubbles", "mobile_chat", US,
     "{agent}: best number to reach you for the prior auth follow-up?\nme: [[phone:phone_v14]]\nme: thats my cell, "
     "work is [[phone:phone_chat]] but dont call after {hh}\n{agent}: noted, case {pa_case}."),
    ("b14_forwarded_thread_refund_bank", "email", US,
     "---------- Forwarded message ---------\nFrom: {first} {last} <[[email:email_plain]]>\nDate: {dos}\nSubject: refund\n\n"
     "Please deposit the overpayment of ${amount} into routing {aba}, account [[bank_account:acct_us_ach]] (checking).\n\n"
     "-- \nforwarding to billing, see below. {staff}"),
    ("b14_quoted_reply_dob_correction", "email", EN,
     "Yes that's wrong, it should be [[date_of_birth:dob_v14]] not the one on the card.\n\n> On {dos}, {org} Member "
     "Services wrote:\n> We could not match the date of birth on your claim {claim_no}.\n> Please reply with the "
     "correct date.\n> Ref {ref_no}"),
    ("b14_voice_to_text_ssn_email", "voice_to_text", US,
     "[auto transcript, {minutes}s] yeah hi I'm calling for my dad he's [[age_over_89:age_v14]] and needs the form, his "
     "social is [[ssn:ssn_voice]], you can email it to me at [[email:email_voice]] okay thanks"),
    ("b14_dictation_death_notice_daughter", "voice_to_text", US,
     "Dictated note, {nurse}: daughter called to report the member passed away on [[date_of_death:dod_voice]] at home "
     "under hospice. Daughter's callback [[phone:phone_voice]]. Close pending claims, ref {ref_no}."),
    ("b14_ocr_hand_form_split_cells", "ocr_form", US,
     "ENROLLMENT CHANGE FORM  (scan {small}/{small_digit})\nName (last, first) |{last_upper}| |{first_upper}|\n"
     "Date of b1rth  | [[date_of_birth:dob_ocr]] |\nSoc. Sec. No.  | [[ssn:ssn_typed]] |\nHome addr.    |\n"
     "[[address:addr_ocr]]\nSignature ......... dated {dos}"),
    ("b14_pdf_odd_spacing_vehicle_claim", "pdf_extract", US,
     "A C C I D E N T   R E P O R T   S U P P L E M E N T\nInsured  vehicle   VIN :   [[vehicle_id:vin]]\nPlate / State :  "
     "[[vehicle_id:plate_state]]\nDate  of  loss :   {dos}        Claim  # {claim_no}\nDriver  phone :  [[phone:phone_ocr]]"),
    ("b14_spreadsheet_paste_outreach_elders", "spreadsheet_paste", US,
     "Name\tAge\tCell\tNotes\n{first} {last}\t[[age_over_89:age_number]]\t[[phone:phone_digits10]]\tflu shot done\n"
     "{first2} {last2}\t[[age_over_89:age_bare]]\t[[phone:phone_us_typed]]\tneeds ride {weekday}"),
    ("b14_ticket_card_pasted_in_notes", "support_ticket", US,
     "### Ticket {ticket} — payment failed\n**Channel:** web form\n**Customer note:** tried paying premium ${premium} "
     "with [[card:card_any]] and it says declined??\n**Agent:** advised customer never to post card numbers; card "
     "masked in billing system. {agent}"),
    ("b14_sms_card_four_groups_lines", "sms", US,
     "ok here it is\n[[card:card_chat]]\nexp {card_exp}\nsorry for texting it, the phone line kept dropping"),
    ("b14_portal_message_url_and_mrn", "portal_message", US,
     "Message from patient via portal ({dos}, {time}):\nthe link you sent me doesn't open: [[url:url_v14]]\n"
     "my chart number is [[record_number:mrn_v14]] if that helps. thx"),
    # ---- exports ------------------------------------------------------------------------------------------------
    ("b14_x12_271_subscriber_reply", "x12_export", US,
     "HL*3*2*22*0~\nTRN*2*{ctrl}*9{org_ein_digits}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_x12]]~\n"
     "[[address:addr_x12]]~\nREF*SY*[[ssn:ssn_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nEB*1*IND*30**{hios}~"),
    ("b14_hl7_oru_patient_header", "hl7_export", US,
     "MSH|^~\\&|LIS|TELLICO|EHR|CRFP|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v14]]^^^CRFP^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_hl7_time]]|((F||M))|||[[address:addr_hl7_xad]]||"
     "[[phone:phone_hl7_xtn]]\nOBX|1|NM|{loinc}^{loinc_name}^LN||{dec}|mg/dL|{range}|N|||F"),
    ("b14_fhir_coverage_resource", "json_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v14]]\", "
     "\"beneficiary\": {\"display\": \"{first} {last}\"}, \"payor\": [{\"display\": \"{org}\"}], \"class\": [{\"type\": "
     "{\"text\": \"group\"}, \"value\": \"{org_rxgrp}\"}], \"period\": {\"start\": \"{eff_iso}\"}}"),
    ("b14_yaml_export_next_of_kin", "yaml_export", US,
     "patient:\n  mrn: \"[[record_number:mrn_v14]]\"\n  deceased: true\n  deceasedDate: [[date_of_death:dod_export]]\n"
     "next_of_kin:\n  relation: {relation}\n  email: [[email:email_plain]]\n  phone: \"[[phone:phone_e164]]\""),
    ("b14_xml_payment_profile_iban", "xml_export", ("de_DE", "nl_NL", "fr_FR", "es_ES", "it_IT"),
     "<PaymentProfile updated=\"{eff_iso}\">\n  <Holder>{name}</Holder>\n  <IBAN>[[bank_account:iban_loc]]</IBAN>\n"
     "  <BIC>{bic}</BIC>\n  <Email>[[email:email_loc]]</Email>\n</PaymentProfile>"),
    ("b14_csv_access_log_portal_ips", "log", US,
     "ts,user,ip,path,status\n{iso_ts},{username},[[ip_address:ipv4_public]],/claims/{claim_no},200\n"
     "{iso_ts},{username},[[ip_address:ipv6_new]],/profile/address,302"),
    ("b14_json_fraud_alert_event", "json_export", US,
     "{\"alert\": \"card_testing\", \"score\": 0.{small}, \"source_ip\": \"[[ip_address:ipv4_public]]\", \"pan\": "
     "\"[[card:card_any]]\", \"portal_user\": \"{username}\", \"rule\": \"R-{pr}\"}"),
    ("b14_csv_vehicle_mileage_reimb", "csv_export", US,
     "trip_date,driver,vehicle_plate,vin,miles,rate\n{dos_iso},{first} {last},[[vehicle_id:plate_us]],"
     "[[vehicle_id:vin_v5]],{mid},0.67\n"),
    ("b14_tsv_deceased_members_sweep", "csv_export", US,
     "member_id\tdate_of_death\tsource\n[[member_id:member_v14]]\t[[date_of_death:dod_v14]]\tSSA DMF\n"
     "[[member_id:member_us]]\t[[date_of_death:dod_export]]\tobituary match"),
    ("b14_server_log_telehealth_join", "log", US,
     "{log_ts} telehealth INFO join room={guid} from=[[ip_address:ip_port]] ua=\"Android {small_digit}\"\n"
     "{log_ts} telehealth INFO invite sent to [[email:email_plain2]] link=[[url:url_v14]]"),
    # ---- other locales ------------------------------------------------------------------------------------------
    ("b14_de_formular_versicherte", "form_loc", ("de_DE", "de_AT"),
     "Änderungsmeldung\nName: {name}\nGeburtsdatum: [[date_of_birth:dob_loc]]\nSteuer-ID / SV-Nr.: [[national_id:natid_loc]]\n"
     "Neue Anschrift: [[address:addr_loc_line]]\nTelefon: [[phone:phone_loc]]"),
    ("b14_fr_courriel_deces", "email_loc", ("fr_FR",),
     "Objet : déclaration de décès\n\nMadame, Monsieur,\nJe vous informe du décès de {name}, survenu le "
     "[[date_of_death:dod_loc]] à l'âge de [[age_over_89:age_loc]]. Son numéro de sécurité sociale : "
     "[[national_id:fr_nir]].\nCordialement,\n{first2} {last}"),
    ("b14_es_whatsapp_datos", "mobile_chat", ("es_ES",),
     "[{time}] {first}: hola, os paso mis datos para el reembolso\n[{time}] {first}: DNI [[national_id:natid_loc]]\n"
     "[{time2}] {first}: cuenta [[bank_account:bank_loc]]\n[{time2}] {first}: mi abuela tiene [[age_over_89:age_loc]], "
     "¿también cubre a ella?"),
    ("b14_nordic_skema_personnummer", "form_loc", ("sv_SE", "da_DK", "no_NO", "fi_FI"),
     "{name}\nID: [[national_id:natid_loc]]\nAdresse/Adress: [[address:addr_loc_line]]\nTel: [[phone:phone_intl_loc]]\n"
     "E-post: [[email:email_loc]]"),
    ("b14_pl_cs_formularz_karta", "form_loc", ("pl_PL", "cs_CZ"),
     "{name}\nPESEL / RČ: [[national_id:natid_loc]]\nData ur. / Datum nar.: [[date_of_birth:dob_loc]]\n"
     "Karta / Kart.: [[card:card_loc]]\nKonto / Účet: [[bank_account:bank_loc]]"),
    ("b14_it_nl_pt_lettera_veicolo", "letter_loc", ("it_IT", "nl_NL", "pt_PT"),
     "{city_loc}, {dos_loc}\n\n{name}\n[[address:addr_loc_block]]\n\nRe: sinistro / schade / sinistro {claim_no}\n"
     "Targa / kenteken / matrícula: [[vehicle_id:plate_loc]]\nVIN: [[vehicle_id:vin]]"),
    ("b14_gb_ca_letter_nino_sin", "letter", ("en_GB", "en_CA"),
     "Dear {first},\nThank you for your travel claim {claim_no}. To release payment we hold your reference number "
     "[[national_id:natid_loc]] and will pay into account [[bank_account:acct_us_ach]].\nShould anything change, "
     "write to us from [[email:email_loc]] or call {org_intl_line}."),
    ("b14_social_url_and_record_ticket", "support_ticket", EN,
     "Escalation {inc}: member posted a complaint publicly at [[url:url_social_v5]] quoting record [[record_number:record_loc]].\n"
     "Second profile: [[url:url_personal]]. Privacy team to review by {dos}."),
]


CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and other exports without a person ------------------------------------------------------------------
    ("b14c_x12_999_batch_ack", "edi_ack", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*CRFP           *{x12_date}*((0815||1130||1402||2245))*^*00501*{isa_ctrl}*0*P*:~\n"
     "GS*FA*{payer_id}*{ctrl}*{x12_date}*{pr}*{small}*X*005010X231A1~\nST*999*{seq}001*005010X231A1~\nAK1*HC*{ctrl2}*005010X222A1~\n"
     "{ak_block}\nAK9*((A||P||R))*{small}*{small}*{small_digit}~\nSE*{mid}*{seq}001~"),
    ("b14c_x12_ta1_interchange_ack", "edi_ack", US,
     "TA1*{isa_ctrl}*{x12_date}*{pr}*((A||E||R))*((000||006||022||024))~\nNote: interchange from submitter to {payer_id} "
     "((accepted||accepted with errors||rejected)). Questions: {edi_email} or {provider_line}. Batch {batch}."),
    ("b14c_x12_277ca_provider_level", "edi_ack", US,
     "ST*277*{seq}002*005010X214~\nBHT*0085*08*{ctrl}*{x12_date}*{pr}*TH~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "NM1*85*2*{clinic_upper}*****XX*{org_npi}~\nTRN*1*{batch}~\n{stc}\nQTY*90*{small}~\nAMT*YU*{amount}~"),
    ("b14c_x12_835_payment_header", "remittance", US,
     "BPR*I*{amount}*C*CHK************{x12_date}~\n"
     "TRN*1*{trn}*1{org_ein_digits}~\nN1*PR*{org_upper}*XV*{payer_id}~\nN3*PO BOX 51377~\nN4*KNOXVILLE*TN*37950~\n"
     "N1*PE*{clinic_upper}*XX*{org_npi}~\nPER*BL*PROVIDER SERVICES*TE*{provider_line_edi}~"),
    ("b14c_hl7_mfn_om2_test_master", "hl7_export", US,
     "MSH|^~\\&|LIS|TELLICO|EHR|CRFP|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nMFI|OMA^numeric observations|UPD|{hl7_ts}\n"
     "MFE|MUP|{ctrl2}||{om_line}\nMFE|MUP|{ctrl3}||{om_line2}\nNTE|1||Reference intervals verified {dos}; contact {lab_phone}."),
    ("b14c_fhir_bundle_org_location", "fhir_bundle", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"timestamp\": \"{iso_ts}\", \"entry\": [{\"resource\": "
     "{\"resourceType\": \"Organization\", \"name\": \"{clinic}\", \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.4.4\", "
     "\"value\": \"{org_ein_digits}\"}], \"telecom\": [{\"system\": \"fax\", \"value\": \"{clinic_fax}\"}]}}, {\"resource\": "
     "{\"resourceType\": \"Location\", \"name\": \"Johnson City branch, suite {room}\", \"address\": {\"text\": "
     "\"{branch_addr}\"}, \"telecom\": [{\"system\": \"phone\", \"value\": \"{branch_phone}\"}]}}]}"),
    ("b14c_fhir_practitioner_directory", "fhir_bundle", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"total\": {small}, \"link\": [{\"relation\": \"self\", "
     "\"url\": \"{directory_url}\"}], \"entry\": [{\"resource\": {prac_json}}, {\"resource\": {prac_json2}}]}"),
    ("b14c_fhir_insuranceplan_resource", "fhir_bundle", US,
     "{\"resourceType\": \"InsurancePlan\", \"status\": \"active\", \"identifier\": [{\"value\": \"{hios}\"}], \"name\": "
     "\"{org} ((Bronze||Silver||Gold)) {year}\", \"ownedBy\": {\"display\": \"{org}\"}, \"contact\": [{\"telecom\": "
     "[{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}]}], \"plan\": [{\"generalCost\": [{\"cost\": {\"value\": "
     "{fee_big}, \"currency\": \"USD\"}, \"comment\": \"deductible\"}], \"specificCost\": [{\"category\": {\"text\": "
     "\"{cpt}\"}, \"benefit\": [{\"cost\": [{\"value\": {copay_num}}]}]}]}]}"),
    ("b14c_fhir_plandefinition_screening", "fhir_bundle", US,
     "{\"resourceType\": \"PlanDefinition\", \"url\": \"{plandef_url}\", \"version\": "
     "\"{ver}\", \"status\": \"active\", \"publisher\": \"{org}\", \"action\": [{\"title\": \"Offer FIT ({cpt})\", "
     "\"timingAge\": {\"low\": {\"value\": 45}, \"high\": {\"value\": 75}}}, {\"title\": \"Colonoscopy every "
     "((5||10)) years\"}], \"useContext\": [{\"valueQuantity\": {\"value\": {mid}, \"unit\": \"% target\"}}]}"),
    ("b14c_yaml_eligibility_service_config", "it_config", US,
     "service: eligibility-api\nversion: {ver}\npayer:\n  id: {payer_id}\n  rxbin: \"{org_rxbin}\"\n  pcn: {org_rxpcn}\n"
     "timeouts:\n  connect_ms: {ms}\n  read_ms: {ms2}\nretries: {small_digit}\nalerts_to: {edi_email}\nstatus_page: {org_status_page}"),
    ("b14c_xml_pharmacy_network_list", "xml_export", US,
     "<PharmacyNetwork plan=\"{hios}\" effective=\"{eff_iso}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\">\n  {net_pharm}\n"
     "  {net_pharm2}\n  {net_pharm3}\n  <helpdesk phone=\"{rx_help_phone}\" email=\"{rx_email}\"/>\n</PharmacyNetwork>"),
    ("b14c_xml_fee_schedule_rows", "xml_export", US,
     "<FeeSchedule payer=\"{payer_id}\" year=\"{year}\" locality=\"{small}\">\n  <Fee code=\"{cpt}\" mod=\"((||26||TC))\" "
     "amount=\"{fee}\"/>\n  <Fee code=\"{cpt2}\" amount=\"{fee2}\"/>\n  <Fee code=\"{hcpcs}\" amount=\"{cents}\"/>\n"
     "  <Contact>{provider_line}</Contact>\n</FeeSchedule>"),
    ("b14c_csv_utilisation_dashboard", "csv_export", US,
     "month,service_line,visits_per_1000,pmpm_usd,trend_yoy\n{dash_row}\n{dash_row2}\n{dash_row3}\n{dash_row4}\n"
     "# source: {org} analytics, refreshed {iso_ts}"),
    ("b14c_csv_hedis_measure_rates", "quality_report", US,
     "measure,denominator,numerator,rate,percentile\n{hedis_row}\n{hedis_row2}\n{hedis_row3}\n"
     "# MY{year}, hybrid where allowed. Questions: {hedis_email}"),
    ("b14c_tsv_icd_cpt_crosswalk", "code_table", US,
     "icd10\tcpt\tdescription\tcoverage\n{cw_row}\n{cw_row2}\n{cw_row3}\nPolicy {policy_med}, rev {dos}. Provider line {provider_line}."),
    ("b14c_csv_claim_line_aggregates", "csv_export", US,
     "cpt,lines,allowed,paid,denial_pct\n{agg_row}\n{agg_row2}\n{agg_row3}\n{agg_row4}\n# {quarter}, payer {payer_id}"),
    ("b14c_csv_call_centre_queues", "csv_export", US,
     "queue,offered,asa_sec,abandon_pct,aht_sec\n{call_row}\n{call_row2}\n{call_row3}\n# week {week}; main line {org_phone}"),
    ("b14c_markdown_plan_year_comparison", "plan_comparison", US,
     "## {org}: what changes from {year}\n| Benefit | Last year | This year |\n|---|---|---|\n{py_row}\n{py_row2}\n"
     "{py_row3}\n{py_row4}\nPlan ID {hios}. Full details at {org_web} or {org_tollfree}."),
    ("b14c_json_formulary_search_answer", "json_export", US,
     "{\"plan\": \"{hios}\", \"rxbin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\", \"asOf\": \"{eff_iso}\", "
     "\"results\": [{form_json}, {form_json2}, {form_json3}], \"page\": {small_digit}, \"help\": \"{rx_help_phone}\"}"),
    ("b14c_remittance_summary_page", "remittance", US,
     "REMITTANCE ADVICE - {clinic} (NPI {org_npi}, TIN {org_ein})\nPayment {trn} dated {dos}: ${amount}\nClaims paid "
     "{small} | denied {small_digit} | adjusted {small2}\nTop denial {carc} ({pct}) | interest ${cents}\nEnroll in EFT: "
     "{eft_url} or {provider_line}. Payer {payer_id}."),
    # ---- letters, notices and pages from the organisation ---------------------------------------------------------
    ("b14c_eob_summary_box", "eob", US,
     "EXPLANATION OF BENEFITS - THIS IS NOT A BILL\nClaim {claim_no} | Provider {clinic} (NPI {org_npi})\n"
     "Service {dos}: {cpt} billed ${amount} | allowed ${amount2} | plan paid ${fee} | you may owe ${copay_num}\n"
     "Reason {carc}/{rarc}. Appeal within 180 days: {org_claims_addr} or {org_appeals_email}."),
    ("b14c_prior_auth_approval_to_provider", "prior_auth", US,
     "PRIOR AUTHORIZATION DECISION (fax {pages} pages) to {clinic}, fax {clinic_fax}\nCase {pa_case}: {hcpcs} x {units} "
     "units APPROVED {dos} through {dos2}. Criteria: {policy_med}. Reviewer {staff}, RN.\nQuestions {provider_line}; "
     "peer-to-peer within {small_digit} business days via {org_fax}."),
    ("b14c_formulary_change_notice", "formulary_notice", US,
     "Formulary update effective {eff_iso}\n- {drug}: moves to tier {tier}\n- {drug2}: quantity limit {qty} per "
     "{days_supply} days\n- NDC {ndc}: removed, generic available\nFull list {formulary_url}. RxBIN {org_rxbin} PCN "
     "{org_rxpcn} GRP {org_rxgrp}. Pharmacy help {rx_help_phone}."),
    ("b14c_network_directory_page", "network_directory", US,
     "{org} provider directory, {county_tn} County, page {small}\n{dir_row}\n{dir_row2}\nAll listings verified "
     "{dos}; report errors to {network_email} or {provider_line}."),
    ("b14c_claim_status_web_page", "claim_status", US,
     "Claim {claim_no}\nStatus: ((Finalized||In process||Awaiting provider records)) ({dos2})\nReceived {dos} via "
     "((EDI||paper||portal)) batch {batch}\nBilled ${amount} / Allowed ${amount2} / Paid ${fee}\nMedian time to pay: "
     "{small} days. Questions? {org_phone}"),
    ("b14c_rx_card_back_layout", "pharmacy_card", US,
     "BACK OF CARD\nPharmacists: RxBIN {org_rxbin} | RxPCN {org_rxpcn} | RxGRP {org_rxgrp}\nProviders: submit claims to "
     "payer {payer_id}, {org_claims_addr}\nPrior auth fax {org_fax} | Nurse line {nurse_line}\nPlan {hios} | Card "
     "v{ver} printed {x12_date}"),
    ("b14c_reminder_broadcast_clinic", "appointment_reminder", US,
     "{clinic}: reminder, the Kingsport office ({clinic_addr}) closes at {hh} on {weekday}s from {dos}. Same-day visits "
     "move to Johnson City, {branch_addr}, {branch_phone}. Labs by {lab_own}, {lab_phone}. Msg {small} of {mid}."),
    ("b14c_statement_insert_payment_options", "billing_statement", US,
     "Statement {statement_ref} | Invoice {invoice_no} | Period {dos} to {dos2}\nCharges ${amount} | Insurance paid "
     "${amount2} | Adjustments ${fee}\nPay at {pay_url}, call {billing_phone} or write to {billing_email}. Plans up "
     "to {months_n} months, 0% interest."),
    ("b14c_vision_plan_wording", "vision_plan", US,
     "{eye} - vision rider {year}\nRoutine exam ({vision_code}) every {months_n} months: ${copay_num}\nFrame allowance "
     "${fee}; lens options: {lens}\nLASIK discount {pct}\nBook at {eye_phone}, {eye_addr}."),
    ("b14c_dental_plan_cdt_table", "dental_plan", US,
     "{dental_office} schedule of benefits ({year})\n{cdt}  basic  ((70||80))%\nD0274  bitewings  100%, {small_digit}x/yr\n"
     "D2750  crown  50% after {months_n}-month wait\nAnnual maximum ${fee_big}. Office {dental_phone}, {dental_addr}."),
    ("b14c_travel_policy_exclusions", "travel_insurance", EN,
     "Section {small_digit}.{small} Exclusions\nWe will not pay for treatment that could wait until you return home, "
     "for trips booked against medical advice, or for claims above {money_eur} per trip. Emergencies: call "
     "{assist_eu} (Europe) or {assist_pac} (Asia-Pacific) before admission. Wording {ver}, {year}."),
    ("b14c_support_chat_pharmacy_general", "support_chat", US,
     "Guest: is {drug} covered on the {year} plans?\n{bot}: Yes, tier {tier}; 90-day mail order costs ${copay_num}.\n"
     "Guest: does it need prior auth\n{bot}: Only above {qty} tablets per {days_supply} days. Formulary: {formulary_url}, "
     "or call {rx_help_phone}."),
    ("b14c_support_email_network_question", "email", US,
     "Subject: Re: is {hospital} in network?\n\nHello,\nYes, {hospital} is in network for all {year} plans; emergency "
     "care is covered at the in-network rate everywhere. Imaging at {lab_own} has no copay for {cpt}.\nBest,\n{agent}, "
     "Member Services | {org_tollfree} | {org_help_email}\nCase {ticket}"),
    ("b14c_change_note_edi_gateway", "it_ticket", US,
     "Change {chg} - {hostname} TLS update\nWindow: {weekday} {hh}-{hh2} ET; expected outage {minutes} min\nRisk: "
     "((low||medium)); rollback in {small} min\nPartners notified via {edi_email}; status {org_status_page}\nTicket {jira}"),
    ("b14c_incident_summary_claims_backlog", "it_ticket", US,
     "Incident {inc}: claims ingest lag\n{hostname} queue depth peaked at {count} files; {pct_small} of 837s delayed "
     "by up to {hours} h.\nRoot cause: disk {pct} full on batch volume. Fix: {jira}. No data exposed."),
    ("b14c_release_notes_provider_portal", "release_notes", US,
     "Provider portal {ver} ({build_no})\n- {jira}: 277CA rejections show the IK3 segment and loop\n- {jira2}: remittance "
     "PDFs {small}% smaller\n- {jira3}: payer ID {payer_id} preselected\nKnown: downloads over {mid} MB time out."),
    ("b14c_public_health_rsv_bulletin", "public_health", US,
     "East Tennessee respiratory bulletin, week {week}\nRSV positivity {pct_small}; influenza A {pct}; COVID-19 "
     "{pct_small2}. {small} outbreaks in long-term care. RSV vaccine advised for adults 75+ and 60-74 at risk. "
     "Clinician line {nurse_line}."),
    ("b14c_data_dictionary_claim_header", "data_dictionary", US,
     "Table claims.header (schema v{ver})\nclaim_id  VARCHAR(14)  e.g. {claim_no}\npayer_id  CHAR(5)  always {payer_id}\n"
     "billed_amt  DECIMAL(12,2)\nreceived_ts  TIMESTAMP  e.g. {iso_ts}\nRows {count}; steward {staff} ({hedis_email})."),
    ("b14c_call_script_provider_services", "call_script", US,
     "Provider services script PS-{small} (rev {dos})\n1. Ask for the practice's NPI and TIN; never read a member's "
     "details back.\n2. Claims address: {org_claims_addr}; payer ID {payer_id}.\n3. PA fax {org_fax}; urgent requests "
     "{provider_line}.\n4. Average handle time target {mid}0 s."),
    ("b14c_accreditation_letter_lab", "letter", US,
     "{date_letter}\n\n{lab_own}\n{lab_addr}\n\nRe: accreditation survey {ref_no}\nThe survey of {dos} found {small_digit} "
     "minor deficiencies, all corrected by {dos2}. Accreditation is renewed for 24 months. CLIA certificate on file.\n"
     "{staff}, Quality ({hedis_email})"),
    ("b14c_counselling_leaflet_inhaler", "pharmacy_leaflet", US,
     "{pharmacy_own} - using your ((budesonide||fluticasone||albuterol)) inhaler (rev {ver})\nShake, breathe out, press "
     "once while breathing in slowly, hold {small_digit} seconds. Rinse your mouth. Replace after {mid}0 puffs or "
     "{months_n} months. Questions: {rx_help_phone}, {pharm_addr}."),
    ("b14c_clinic_visit_summary_generic", "clinical_note", US,
     "Visit summary template ({clinic}, rev {ver})\nVitals recorded: BP {bp}, HR {hr}, RR {rr}, T {temp_f}\nToday's "
     "orders: {cpt}, {loinc_name} ({loinc})\nFollow-up in {small} weeks. After hours: {nurse_line}."),
    ("b14c_star_report_summary", "quality_report", US,
     "{org} Star Ratings summary, contract {contract}\nOverall: {stars} stars\n{star}\n{star2}\nImprovement plan owner "
     "{staff}; questions {hedis_email}."),
    # ---- other locales ------------------------------------------------------------------------------------------
    ("b14c_de_arzneimittel_hinweis", "formulary_notice", ("de_DE", "de_AT"),
     "Hinweis zur Arzneimittelliste ab {dos_loc}\n{drug}: Zuzahlung {amount_loc}\nRabattvertrag Nr. {ref_no}\n"
     "Apotheken-Hotline {org_intl_line}, Fax {org_fax}"),
    ("b14c_fr_avis_reseau", "network_directory", ("fr_FR",),
     "Réseau de soins {year} – {org}\nOpticiens partenaires : {count_loc}\nTiers payant : {pct_loc} des pharmacies\n"
     "Mise à jour le {dos_loc}. Assistance : {assist_eu}"),
    ("b14c_es_autorizacion_prestador", "prior_auth", ("es_ES", "es_MX"),
     "Autorización {pa_case} para {clinic}\nProcedimiento {cpt}: aprobado del {dos_loc} al {dos_loc2}\nImporte máximo: "
     "{amount_loc}\nDudas: {provider_line}"),
    ("b14c_it_comunicato_orari", "appointment_reminder", ("it_IT",),
     "Comunicato {year}: il laboratorio {lab_own} sarà chiuso {weekday_loc}. Prelievi dalle {hh} alle {hh2}. "
     "Tempo medio di attesa {mins_wait} min. Informazioni: {org_web}"),
    ("b14c_nl_pt_tarieven", "fee_schedule", ("nl_NL", "pt_PT", "pt_BR"),
     "{year}: consult / consulta {amount_loc}; lab {amount_loc2}; tandarts / dentista {amount_loc3}\n"
     "{count_loc} / {pct_loc} — {org_web}"),
    ("b14c_pl_cs_komunikat", "benefit_summary", ("pl_PL", "cs_CZ"),
     "{org} — {year}\nRehabilitacja / Rehabilitace: {small}\nLimit: {amount_loc}\nRefundacja / Úhrada: {pct_loc}\n"
     "{dos_loc} · {org_help_email}"),
    ("b14c_nordic_egenavgift", "benefit_summary", ("sv_SE", "da_DK", "no_NO", "fi_FI"),
     "{org} {year}\nEgenavgift / Egenandel / Omavastuu: {amount_loc}\nTak / Loft / Katto: {amount_loc2}\n"
     "{count_loc} — {pct_loc} — {weekday_loc} {hh}–{hh2}\nAssistans: {assist_eu}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind14", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
