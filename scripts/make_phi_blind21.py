"""A twenty-first blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind21.py [--seed 23231] [--out PATH]   # JSON lines to PATH, or to stdout

The nineteen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind19.py,
seeds 4141 to 21211) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twentieth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b21_" or "b21c_"). Identifier-free genres: X12 TA1 and 999 rejections, 277CA tallies, 835 provider-level
adjustments; HL7 MFN practitioner masters and OM2 reference data; FHIR Bundles of InsurancePlan, HealthcareService and
Endpoint resources; XML drug-list and dental fee files; CSV adherence (PDC) rates, ED-visit dashboards, CPT-to-revenue
crosswalks, vision allowances; EOB lines, remittance summaries, prior-auth approvals, formulary step-therapy notices,
network additions, claim-status pages, RxBIN cards, reminders, reference ranges, statements, travel-insurance
wordings, support chats and e-mails where the customer gives no identifier, incident post-mortems, release notes,
data dictionaries, public-health bulletins, accreditation letters, call scripts and notices in other locales (de, fr,
es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: SMS with typos, quoted and forwarded e-mail, voice-to-text,
OCR'd forms, PDF text with odd spacing, spreadsheet pastes with cells split over lines, X12 834, HL7 ADT A31, FHIR
RelatedPerson, XML, JSON and YAML payloads, syslog lines, markdown tables, and letters, forms and chats in other
locales.

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
    import make_phi_blind19 as blind19
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind19 as blind19

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 23231
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Bighorn Basin Health Cooperative"
CLINIC_NAME = "Pronghorn Family Practice"
LAB_NAME = "Wind River Reference Laboratory"
EYE_NAME = "Medicine Bow Vision Center"
DENTAL_NAME = "Red Desert Dental Group"
PHARMACY_NAME = "Sweetwater Community Pharmacy"
ORG_DOMAIN = "bighornbasinhealth.org"
CLINIC_DOMAIN = "pronghornfp.org"
ORGANISATION_CONTACTS = [
    "(307) 555-0181",                                           # 0 plan member services
    "(307) 555-0182",                                           # 1 plan fax (utilisation management)
    "Claims Processing, PO Box 4471, Casper, WY 82602",         # 2 plan claims address
    "1250 East A Street, Suite 300, Casper, WY 82601",          # 3 plan office
    "appeals@bighornbasinhealth.org",                           # 4
    "members@bighornbasinhealth.org",                           # 5
    "(307) 555-0183",                                           # 6 clinic
    "(307) 555-0184",                                           # 7 clinic fax
    "840 South Poplar Street, Casper, WY 82601",                # 8 clinic address
    "frontdesk@pronghornfp.org",                                # 9
    "https://www.bighornbasinhealth.org",                       # 10
    "(307) 555-0185",                                           # 11 lab client services
    "212 Grand Avenue, Laramie, WY 82070",                      # 12 lab address
    "(307) 555-0186",                                           # 13 dental
    "520 Dewar Drive, Rock Springs, WY 82901",                  # 14 dental address
    "(307) 555-0187",                                           # 15 eye care
    "31 North Main Street, Sheridan, WY 82801",                 # 16 eye care address
    "(307) 555-0188",                                           # 17 pharmacy help desk
    "1418 Big Horn Avenue, Worland, WY 82401",                  # 18 pharmacy address
    "1-877-555-0189",                                           # 19 toll-free member line
    "1-877-555-0190",                                           # 20 nurse line, toll-free
    "+1 307 555 0181",                                          # 21 member line from abroad
    "+44 113 496 0381",                                         # 22 European assistance partner
    "rxhelp@bighornbasinhealth.org",                            # 23
    "edi@bighornbasinhealth.org",                               # 24
    "providers@bighornbasinhealth.org",                         # 25
    "https://www.bighornbasinhealth.org/directory",             # 26
    "https://status.bighornbasinhealth.org",                    # 27
    "quality@bighornbasinhealth.org",                           # 28
    "(307) 555-0191",                                           # 29 clinic, Sheridan branch
    "401 Coffeen Avenue, Sheridan, WY 82801",                   # 30 branch address
    "(307) 555-0192",                                           # 31 clinic billing office
    "billing@pronghornfp.org",                                  # 32
    "(307) 555-0193",                                           # 33 provider services line
    "privacy@bighornbasinhealth.org",                           # 34
]
ORG_PAYER_ID = "BBHC4"
ORG_RXBIN = "017842"
ORG_RXPCN = "BBHRX"
ORG_RXGRP = "BBH5520"
ORG_EIN = "83-0472615"
ORG_HIOS = ("53901WY0040003", "53901WY0040011", "53901WY0050008")
ORG_NPIS = (blind5._npi_of("147720396"), blind5._npi_of("129384075"), blind5._npi_of("165502813"),  # noqa: SLF001
            blind5._npi_of("110938264"), blind5._npi_of("187246630"), blind5._npi_of("158013947"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Marguerite Oyelaran-Whitcombe, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Thaddeus Kowalczyk-Ames, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[29], ORGANISATION_CONTACTS[30]),
    ("Ingeborg Castellanos, DDS", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Ravindra Fairweather, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], ORGANISATION_CONTACTS[16]),
    ("Solveig Abernathy-Cruz, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], ORGANISATION_CONTACTS[18]),
    ("Cornelius Adeyemi-Hart, MD", "Clinical Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["435", "385", "208", "986", "458", "928", "480", "623", "702", "725", "775", "530"]


def phone_v21(draw: Draw) -> str:
    """A US number as a hurried typist, a phone's share sheet or a PDF prints it."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(212, 979))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "748"
    line = draw.digits(4)
    return draw.pick([f"{area}/{exchange}-{line}", f"({area}){exchange}-{line}", f"+1 ({area}) {exchange}-{line}",
                      f"{area}.{exchange}{line}", f"1({area}){exchange}.{line}", f"{area}-{exchange} {line}",
                      f"{area} {exchange}-{line}", f"+1{area}{exchange}{line}"])


def _date_v21(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}.{m}.{y}", f"{MONTHS[m - 1].upper()} {d}, {y}", f"{m}/{d}/{y % 100:02d}",
                      f"{y}{m:02d}{d:02d}", f"{d:02d}-{ABBR[m - 1].upper()}-{y}", f"{ABBR[m - 1]}. {d}, {y}",
                      f"{d} {MONTHS[m - 1].lower()} {y}", f"{y}-{m}-{d}"])


def dob_v21(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little."""
    return _date_v21(draw, 1928, 2022)


def dod_v21(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v21."""
    return _date_v21(draw, 2021, 2026)


def member_v21(draw: Draw) -> str:
    """This cooperative's member IDs: a BBH prefix, eight digits and a two-digit person code."""
    body = draw.digits(8, first_nonzero=True)
    person = f"0{draw.rng.randint(0, 4)}"
    return draw.pick([f"BBH{body}{person}", f"BBH-{body}-{person}", f"BBH {body} {person}", f"bbh{body}{person}",
                      f"W{body}{person}"])


def mrn_v21(draw: Draw) -> str:
    """This practice's medical record numbers."""
    return draw.pick([f"PFP{draw.digits(7)}", f"PF-{draw.digits(3)}-{draw.digits(4)}", f"E{draw.digits(9)}",
                      f"{draw.digits(4)}/{draw.digits(4)}"])


def url_v21(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"BBH{draw.digits(8, first_nonzero=True)}0{draw.rng.randint(0, 4)}"
    mrn = f"PFP{draw.digits(7)}"
    return draw.pick([f"https://my.{ORG_DOMAIN}/members/{member}/claims",
                      f"https://my.{ORG_DOMAIN}/idcard?mid={member}&fmt=pdf",
                      f"https://portal.{CLINIC_DOMAIN}/chart/{mrn}/visits",
                      f"https://portal.{CLINIC_DOMAIN}/billing/statement?patient={mrn}"])


def age_v21(draw: Draw) -> str:
    """An age over 89 as a note, a roster or a relative prints it."""
    age = draw.rng.randint(90, 104)
    return draw.pick([f"{age} years old", f"{age}yo", f"age {age}", f"{age} y/o", f"{age}-yr-old", f"{age} yrs"])


def email_v21(draw: Draw) -> str:
    """A personal e-mail at a mountain-west ISP or a webmail."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["wyoming.com", "bresnan.net", "tctwest.net", "vcn.com", "icloud.com", "outlook.com",
                        "hotmail.com", "fastmail.com", "gmx.com", "zoho.com"])
    local = draw.pick([f"{first}{last}{draw.rng.randint(1, 99)}", f"{first[0]}{last}.wy", f"{last}_{first}",
                       f"{first}.{last[0]}{draw.rng.randint(60, 99)}", f"the.{last}s"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind19.SLOTS, "phone_v21": phone_v21, "dob_v21": dob_v21, "dod_v21": dod_v21, "member_v21": member_v21,
    "mrn_v21": mrn_v21, "url_v21": url_v21, "age_v21": age_v21, "email_v21": email_v21,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _pdc_row(draw: Draw) -> str:
    """One CSV row of a medication-adherence (PDC) report: drug class, eligible members, PDC >= 80%, target."""
    cls = draw.pick(["statins", "RAS antagonists", "diabetes non-insulin", "beta blockers", "SGLT2", "DOACs",
                     "antiretrovirals", "levothyroxine"])
    return f"{cls},{draw.rng.randint(120, 8800)},{draw.rng.randint(62, 93)}.{draw.digits(1)},{draw.pick(['80', '85', '88'])}"


def _ed_row(draw: Draw) -> str:
    """One CSV row of an ED-visit dashboard: week, facility, visits, avoidable share, median minutes to provider."""
    fac = draw.pick(["Wyoming Medical Center", "Sheridan Memorial", "Ivinson Memorial", "Memorial of Sweetwater",
                     "Washakie Medical Center", "Cody Regional"])
    return (f"2026-W{draw.rng.randint(1, 52):02d},{fac},{draw.rng.randint(14, 420)},{draw.rng.randint(8, 41)}.{draw.digits(1)},"
            f"{draw.rng.randint(6, 95)}")


def _rev_row(draw: Draw) -> str:
    """One row of a CPT-to-revenue-code crosswalk of the practice's charge master."""
    return draw.pick(["36415 | 0300 | venipuncture | 18.00", "85025 | 0305 | CBC auto diff | 24.50",
                      "80053 | 0301 | CMP | 31.00", "71046 | 0324 | chest 2 views | 96.00",
                      "93005 | 0730 | ECG tracing | 42.00", "96372 | 0636 | injection SC/IM | 38.00",
                      "J1100 | 0636 | dexamethasone 1 mg | 4.20", "90715 | 0771 | Tdap | 58.75",
                      "81002 | 0300 | UA non-auto | 9.00", "87880 | 0306 | strep A rapid | 27.00"])


def _vision_row(draw: Draw) -> str:
    """One CSV row of a vision allowance table: item, frequency in months, in-network allowance, out-of-network."""
    item = draw.pick(["exam", "frames", "single-vision lenses", "bifocal lenses", "progressive lenses", "contacts elective",
                      "contacts medically necessary", "retinal imaging"])
    allowance = draw.rng.randint(4, 40) * 5
    return f"{item},{draw.pick(['12', '24'])},{allowance}.00,{allowance // 2}.00"


def _dental_fee_row(draw: Draw) -> str:
    """One XML line of the dental group's fee file: CDT code, fee, plan share."""
    code, label = draw.pick([("D0120", "periodic exam"), ("D0274", "bitewings four"), ("D1110", "prophylaxis adult"),
                             ("D2391", "resin one surface"), ("D2740", "crown porcelain"), ("D3330", "molar root canal"),
                             ("D7140", "extraction"), ("D4341", "scaling per quadrant")])
    return (f"  <Fee cdt=\"{code}\" desc=\"{label}\" ucr=\"{draw.rng.randint(40, 1400)}.00\" "
            f"plan=\"{draw.pick(['100', '80', '50'])}%\"/>")


def _drug_list_row(draw: Draw) -> str:
    """One XML line of the plan's drug list (public NDC product codes, tiers, edits)."""
    drug, ndc = draw.pick([("atorvastatin 20 mg", "00093-5057"), ("metformin ER 500 mg", "00378-7185"),
                           ("lisinopril 10 mg", "68180-0513"), ("sertraline 50 mg", "16729-0213"),
                           ("apixaban 5 mg", "00003-0894"), ("semaglutide 1 mg/dose", "00169-4130"),
                           ("levothyroxine 75 mcg", "00378-1807"), ("montelukast 10 mg", "00006-0117")])
    return (f"  <Drug ndc=\"{ndc}\" tier=\"{draw.rng.randint(1, 5)}\" pa=\"{draw.pick(['N', 'Y'])}\" "
            f"ql=\"{draw.pick(['30/30', '90/90', '4/28', 'none'])}\">{drug}</Drug>")


def _adjustment_row(draw: Draw) -> str:
    """One provider-level adjustment (PLB) line of an 835 summary page, with the practice's own NPI."""
    return (f"PLB*{draw.fill('own_npi')}*{draw.rng.randint(2025, 2026)}1231*{draw.pick(['WO', 'L6', 'FB', 'CS'])}:"
            f"{draw.digits(8)}*{draw.pick(['', '-'])}{draw.rng.randint(5, 900)}.{draw.digits(2)}~")


def _dict_row_v21(draw: Draw) -> str:
    """One row of an eligibility-feed data dictionary page."""
    return draw.pick(["cov_lvl_cd | CHAR(3) | EMP, ESP, ECH, FAM", "plan_cd | CHAR(6) | internal benefit plan code",
                      "eff_dt | DATE | coverage start, CCYYMMDD", "term_rsn | CHAR(2) | 834 INS04 reason",
                      "pcp_npi | CHAR(10) | assigned PCP's NPI", "rel_cd | CHAR(2) | 834 INS02 relationship",
                      "cobra_ind | CHAR(1) | Y or N", "lang_cd | CHAR(3) | ISO 639-2 preferred language",
                      "premium_amt | NUMBER(9,2) | monthly premium of the tier"])


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
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# Generic fillers only: blind19's and blind17's own organisations' fillers are dropped, this set's replace them.
_INHERITED = {key: maker for key, maker in blind19.FILLERS.items()
              if key not in blind19._OWN and key not in blind17._OWN}  # noqa: SLF001
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
    "pdc_table": lambda d: "\n".join(_distinct_rows(d, _pdc_row, 4, key_length=8)),
    "ed_table": lambda d: "\n".join(_distinct_rows(d, _ed_row, 4, key_length=30)),
    "rev_table": lambda d: "\n".join(_distinct_rows(d, _rev_row, 4, key_length=5)),
    "vision_table": lambda d: "\n".join(_distinct_rows(d, _vision_row, 4, key_length=14)),
    "dental_fee_xml": lambda d: "\n".join(_distinct_rows(d, _dental_fee_row, 4, key_length=22)),
    "drug_xml": lambda d: "\n".join(_distinct_rows(d, _drug_list_row, 3, key_length=25)),
    "plb_rows": lambda d: "\n".join(_distinct_rows(d, _adjustment_row, 2, key_length=30)),
    "dd_table": lambda d: "\n".join(_distinct_rows(d, _dict_row_v21, 4, key_length=8)),
    "county_wy": lambda d: d.pick(["Natrona", "Albany", "Sheridan", "Sweetwater", "Fremont", "Park", "Washakie",
                                   "Big Horn", "Campbell", "Laramie", "Carbon", "Converse"]),
    "bbh_host": lambda d: d.pick(["bbh-elig-01", "bbh-claims-db2", "pfp-ehr-app3", "bbh-portal-04", "bbh-edi-gw1",
                                  "bbh-fhir-02", "pfp-lis-01", "bbh-rx-adj2"]),
    "bbh_ticket": lambda d: f"BBH-{d.rng.randint(10000, 79999)}",
    "bbh_version": lambda d: f"{d.rng.randint(3, 11)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 60)}",
    "bbh_pa": lambda d: d.pick([f"PA{d.rng.randint(2025, 2026)}{d.digits(6)}", f"BBH-UM-{d.digits(7)}"]),
    "bbh_policy": lambda d: f"BBH-MP-{d.rng.randint(100, 480)}",
    "bbh_claim": lambda d: f"{d.rng.randint(25, 26)}{d.rng.randint(1, 365):03d}{d.digits(8)}",
    "plan_bbh": lambda d: d.pick(["Basin Bronze 7500", "Basin Silver 3500", "Basin Gold 1500", "Basin Platinum 500",
                                "Basin Medicare Select PPO"]),
    "group_bbh": lambda d: d.pick(["BBH-G-00734", "BBH-G-01562", "BBH-G-02218", "BBH-G-04471", "BBH-G-05903"]),
    "employer_bbh": lambda d: d.pick(["Natrona County School District", "Powder River Energy", "Casper Steel Works",
                                    "Laramie Valley Co-op", "Sheridan Saddlery"]),
    "bot_bbh": lambda d: d.pick(["Basin Bot", "BBHC Assistant", "Sky"]),
    "pct_int": lambda d: f"{d.rng.randint(2, 98)}%",
    "deci": lambda d: f"{d.rng.randint(0, 99)}.{d.digits(1)}",
    "clock": lambda d: f"{d.rng.randint(7, 18):02d}:{d.pick(['00', '15', '30', '45'])}",
    "span_hours": lambda d: f"{d.rng.randint(7, 10):02d}:{d.pick(['00', '30'])}-{d.rng.randint(12, 19)}:{d.pick(['00', '30'])}",
    "money_s": lambda d: f"{d.rng.randint(5, 900)}.{d.digits(2)}",
    "money_b": lambda d: f"{d.rng.randint(1000, 98000):,}.{d.digits(2)}",
    "moneyk": lambda d: f"{d.rng.randint(1, 9)},{d.rng.randint(0, 999):03d}",
    "hundreds": lambda d: str(d.rng.randint(100, 999)),
    "fivedig": lambda d: str(d.rng.randint(10000, 99999)),
    "tooth_n": lambda d: str(d.rng.randint(1, 32)),
    "eur": lambda d: f"{d.rng.randint(5, 480)},{d.digits(2)} €",
    "kr": lambda d: f"{d.rng.randint(50, 2400)} kr",
    "czk": lambda d: f"{d.rng.randint(100, 3000)} Kč",
    "pln": lambda d: f"{d.rng.randint(20, 900)},{d.digits(2)} zł",
    "brl": lambda d: f"R$ {d.rng.randint(20, 900)},{d.digits(2)}",
    "ddmmyyyy": lambda d: f"{d.rng.randint(1, 28):02d}.{d.rng.randint(1, 12):02d}.{d.rng.randint(2025, 2027)}",
    "isa_seq": lambda d: f"{d.rng.randint(1, 999999999):09d}",
    "drg": lambda d: d.pick(["291", "292", "193", "194", "470", "871", "872", "392", "603", "683"]),
    "hedis_measure": lambda d: d.pick(["CBP", "BCS-E", "COL-E", "GSD", "KED", "SPC", "TRC", "AAB", "URI", "PCE"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned -----------------------------------------------------------------------------------
    ("b21_sms_refill_reply_address", "sms", US,
     "{pharmacy_own}: your refill is ready. Reply 1 pickup, 2 mail.\n2\n{pharmacy_own}: Mailing to the address on file?\n"
     "no new one [[address:addr_us_line]] ((pls||plz||please)) n my bday is [[date_of_birth:dob_v21]]"),
    ("b21_email_fwd_card_dispute", "email", EN,
     "Fwd: charge I don't recognise\n\n---- forwarded by {first} ----\nThe ${fee} charge on my card ending in a bunch of "
     "numbers: [[card:card_spaced]] is not mine.\nMember no. [[member_id:member_v21]]\n\n> From: {org} Billing\n> Reply to "
     "this message from [[email:email_v21]] so we can match it."),
    ("b21_voice_transcript_callback", "voice_to_text", US,
     "voicemail transcript ({small_digit} of {small_count}): hi this is {first} calling about my dad hes [[age_over_89:age_v21]] "
     "and in the hospital again my number is [[phone:phone_spelled]] and his social is [[ssn:ssn_voice]] thanks bye"),
    ("b21_ocr_hand_form_split", "ocr_form", US,
     "PATIENT REGISTRATI0N (hand-filled, OCR)\nName: {first_upper} {last_upper}\nDate of\nBirth: [[date_of_birth:dob_ocr]]\n"
     "Home\naddress: [[address:addr_ocr]]\nSSN (last box): [[ssn:ssn_plain]]\nChart #: [[record_number:mrn_v21]]"),
    ("b21_pdf_odd_spacing_claim", "pdf_extract", US,
     "C L A I M   F O R M        {org_upper}\nInsured ' s  ID :   [[member_id:member_v21]]\nPhone   ( day ) :   "
     "[[phone:phone_v21]]\nE - mail :   [[email:email_v21]]\nDate  of  service :  {dos}     Amount :  $ {fee}"),
    ("b21_spreadsheet_cells_split", "spreadsheet_paste", US,
     "Name\tMRN\tDOB\tPhone\n\"{last}, {first}\"\t[[record_number:mrn_v21]]\t[[date_of_birth:dob_v21]]\t\"cell:\n"
     "[[phone:phone_v21]]\"\n(pasted from outreach.xlsx, tab ((Sheet1||Calls||Week {week})))"),
    ("b21_csv_834_roster", "csv_export", US,
     "subscriber_id,relationship,birth_date,ssn,address\n[[member_id:member_v21]],((18||01||19)),[[date_of_birth:dob_export]],"
     "[[ssn:ssn_plain]],\"[[address:addr_us_line]]\"\n# {employer_bbh} monthly file {batch}"),
    ("b21_x12_834_member_loop", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v21]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\n"
     "PER*IP**HP*[[phone:phone_x12]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~"),
    ("b21_hl7_adt_a31_update", "hl7_export", US,
     "MSH|^~\\&|REG|PFP|MPI|PFP|{hl7_ts}||ADT^A31|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v21]]^^^PFP^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]"),
    ("b21_fhir_related_person", "json_export", EN,
     "{\"resourceType\": \"RelatedPerson\", \"relationship\": [{\"text\": \"((daughter||son||niece))\"}], \"telecom\": "
     "[{\"system\": \"email\", \"value\": \"[[email:email_v21]]\"}, {\"system\": \"phone\", \"value\": \"[[phone:phone_e164]]\"}], "
     "\"patient\": {\"reference\": \"[[url:url_v21]]\"}}"),
    ("b21_yaml_payment_retry", "json_export", US,
     "payment_retry:\n  attempted: {iso_ts}\n  card: \"[[card:card_any]]\"\n  fallback_ach: \"[[bank_account:acct_us_ach]]\"\n"
     "  routing: \"{aba}\"\n  client_ip: [[ip_address:ipv4_public]]\n  result: ((declined||insufficient_funds||ok))"),
    ("b21_xml_estate_notice", "xml_export", US,
     "<EstateNotice received=\"{iso_ts}\">\n  <Member id=\"[[member_id:member_v21]]\"/>\n  <DateOfDeath>[[date_of_death:dod_v21]]"
     "</DateOfDeath>\n  <AgeAtDeath>[[age_over_89:age_bare]]</AgeAtDeath>\n  <RefundTo>[[bank_account:acct_us_ach]]</RefundTo>\n</EstateNotice>"),
    ("b21_syslog_portal_login", "log", US,
     "<134>{log_ts} bbh-portal-04 sshd-gw[{fivedig}]: member login ok from [[ip_address:ipv4_public]] path=[[url:url_v21]] "
     "ua=\"((okhttp/4.12||Safari/17.4||Chrome/124))\""),
    ("b21_json_telehealth_join", "log", US,
     "{\"event\": \"visit_join\", \"ts\": \"{iso_ts}\", \"patient_link\": \"[[url:url_v21]]\", \"peer\": "
     "\"[[ip_address:ipv6_new]]\", \"duration_s\": {hundreds}}"),
    ("b21_chat_typo_parking_plate", "chat", US,
     "user: hi the lot guy says my car gets towed?? plate is [[vehicle_id:plate_state]]\n{bot_bbh}: I can add a visitor "
     "pass. Whose appointment is it?\nuser: my mom shes [[age_over_89:age_v21]] chart [[record_number:mrn_v21]]"),
    ("b21_chat_card_typo", "chat", EN,
     "me: cant pay the bill online keeps saying error\n{bot_bbh}: Sorry! Which card did you try?\nme: [[card:card_chat]] "
     "exp {card_exp}\nme: also send reciept to [[email:email_v21]] thx"),
    ("b21_markdown_vehicle_claim", "support_ticket", EN,
     "| field | value |\n|---|---|\n| accident vehicle VIN | [[vehicle_id:vin]] |\n| driver licence | "
     "[[national_id:us_dl]] |\n| injured member | [[member_id:member_v21]] |\n| filed | {dos} |"),
    ("b21_call_transcript_death", "call_transcript", US,
     "AGENT: {org}, this is {agent}.\nCALLER: I'm calling because my aunt died on [[date_of_death:dod_v21]].\n"
     "AGENT: I'm sorry. Her date of birth?\nCALLER: [[date_of_birth:dob_elder]]. She was [[age_over_89:age_v21]].\n"
     "AGENT: And the best e-mail for the forms?"),
    ("b21_it_ticket_fraud_ip", "it_ticket", US,
     "{bbh_ticket} - suspected account takeover\nSource IPs: [[ip_address:ipv4_public]], [[ip_address:ip_port]]\n"
     "Target page: [[url:url_v21]]\nReporter: [[email:email_work]]\nAction: forced reset, {agent}"),
    ("b21_referral_letter_passport", "letter", EN,
     "Dear colleague,\n\nRe: {first} {last}, passport [[national_id:us_passport]], born [[date_of_birth:dob_v21]]\n\n"
     "Please see this patient for travel vaccines before departure on {dos}. Contact on [[phone:phone_v21]].\n\n{staff}"),
    ("b21_hospice_census_cells", "spreadsheet_paste", US,
     "Bed\tAge\tChart\tDied\n{room}\t[[age_over_89:age_v21]]\t[[record_number:mrn_v21]]\t[[date_of_death:dod_v21]]\n"
     "{room2}\t((72||68||81))\t--\t--"),
    ("b21_dmv_placard_form", "ocr_form", US,
     "DISABILITY PLACARD APPLICATION\nApplicant plate: [[vehicle_id:plate_us]]\nVehicle ID No.: [[vehicle_id:vin_v5]]\n"
     "Mailing addr: [[address:addr_usps]]\nCertifying clinician {staff}, {clinic}"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b21_de_at_rueckruf_mail", "email", ("de_DE", "de_AT"),
     "AW: Rückerstattung\n\nHallo, hier meine Daten:\nIBAN [[bank_account:iban_loc]]\nGeburtsdatum [[date_of_birth:dob_loc]]\n"
     "Mobil [[phone:phone_loc]]\n\n> Am {dos_loc} schrieb {agent}: Bitte senden Sie uns Ihre Bankverbindung."),
    ("b21_fr_es_formulaire_scanne", "ocr_form", ("fr_FR", "es_ES"),
     "FORMULAIRE / FORMULARIO (scan)\nN° / Núm.: [[national_id:natid_loc]]\nAdresse / Dirección:\n[[address:addr_loc_block]]\n"
     "Tél.: [[phone:phone_intl_loc]]"),
    ("b21_it_pt_chat_targa", "chat", ("it_IT", "pt_PT", "pt_BR"),
     "utente: ciao / olá, la mia targa / a matrícula é [[vehicle_id:plate_loc]]\nbot: grazie / obrigado. Codice / NIF?\n"
     "utente: [[national_id:natid_loc]]\nutente: email [[email:email_loc]]"),
    ("b21_nl_pl_brief_overlijden", "letter", ("nl_NL", "pl_PL"),
     "Betreft / Dotyczy: {first} {last}\nOverleden / Zmarł(a): [[date_of_death:dod_loc]]\nBSN / PESEL: [[national_id:natid_loc]]\n"
     "Adres: [[address:addr_loc_line]]\nRekening / Konto: [[bank_account:iban_loc]]"),
    ("b21_nordic_cs_sms_kort", "sms", NORDIC + ("cs_CZ",),
     "hej/ahoj, kortet / karta: [[card:card_loc]]\npersonnr / rodné č.: [[national_id:natid_loc]]\nring / volej [[phone:phone_loc]]"),
    ("b21_intl_travel_claim_email", "email", EN,
     "Subject: travel claim, hospital abroad\n\nMy father ([[age_over_89:age_v21]]) was admitted in {travel_country}. Policy "
     "member [[member_id:member_v21]]. Please pay the hospital to [[bank_account:iban_v5]]. Reach me at [[email:email_v21]] "
     "or [[phone:phone_abroad]]."),
    ("b21_web_form_kv_dump", "web_form", US,
     "form_id=contact-us&name={first}+{last}&ssn=[[ssn:ssn_typed]]&email=[[email:email_urlenc]]&plate=[[vehicle_id:plate_us]]"
     "&dob=[[date_of_birth:dob_iso]]&submitted={iso_ts}"),
    ("b21_nginx_error_portal", "log", US,
     "{log_ts} [error] {fivedig}#0: *{hundreds} upstream timed out, client: [[ip_address:ipv4_public]], request: \"GET "
     "[[url:url_v21]] HTTP/1.1\", host: \"my.bighornbasinhealth.org\""),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI, HL7, FHIR, XML, CSV exports of non-personal data ------------------------------------------------------
    ("b21c_x12_ta1_rejection", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*PFP{hundreds}         *{isa_date}*{clock_a}*^*00501*{isa_seq}*0*P*:~\n"
     "TA1*{isa_seq2}*{isa_date}*{clock_b}*R*((006||014||022))~\nIEA*0*{isa_seq}~\n"
     "Interchange rejected: sender qualifier mismatch. Resubmit to {edi_email}; companion guide v{bbh_version}."),
    ("b21c_x12_999_partial", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{hundreds}~\nIK5*A~\nAK2*837*{hundreds2}~\n"
     "IK3*CLM*{small}**8~\nIK5*R*5~\nAK9*P*{small_count}*{small_count}*{small_digit}~\nSE*{small}*{four_digits}~\n"
     "# {org} EDI, payer ID {payer_id}"),
    ("b21c_277ca_tally_report", "edi_report", US,
     "277CA acceptance summary, {clinic}, week {week}\nAccepted (A1:20): {hundreds}\nRejected (A3:21): {small_count}\n"
     "Pended (A2:20): {small}\nTop rejection: STC {stc_cat} ((invalid NPI||missing taxonomy||subscriber not found)) "
     "({pct_int})\nBilling office {billing_phone}, {billing_email}"),
    ("b21c_835_plb_summary", "remittance", US,
     "835 provider adjustments, payee {clinic}, TIN {org_ein}\nCheck/EFT {trn} issued {dos}, total ${money_b}\n"
     "{plb_rows}\nQuestions: {provider_line}, option ((2||3||4))."),
    ("b21c_hl7_mfn_practitioners", "hl7_export", US,
     "MSH|^~\\&|PROV|PFP|EHR|PFP|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner master||UPD|||AL\n"
     "MFE|MUP|{fivedig}||{pr_npi}^^^NPI\nSTF|{pr_npi}|{pr_npi}^NPI|{pr_name}|||||A|||{pr_phone}^WPN\n"
     "PRA|{pr_npi}|{clinic}||{pr_specialty}"),
    ("b21c_hl7_om2_reference", "hl7_export", US,
     "MSH|^~\\&|LIS|WRRL|EHR|PFP|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nOM1|{small}|{loinc}|||||||||||{lab_own}\n"
     "OM2|{small}|((mg/dL||mmol/L||U/L))|{small_digit}|^{range_ref}^{deci}|||{hundreds}\nNTE|1||Adult interval; questions "
     "{lab_phone}"),
    ("b21c_fhir_insuranceplan_bundle", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": "
     "\"InsurancePlan\", \"identifier\": [{\"value\": \"{hios}\"}], \"name\": \"{plan_bbh}\", \"ownedBy\": {\"display\": "
     "\"{org}\"}, \"contact\": [{\"telecom\": [{\"value\": \"{org_tollfree}\"}]}], \"plan\": [{\"generalCost\": "
     "[{\"cost\": {\"value\": {money_s}}}]}]}}]}"),
    ("b21c_fhir_healthcareservice", "json_export", US,
     "{\"resourceType\": \"HealthcareService\", \"name\": \"((Same-day sick visits||Travel vaccines||Diabetes "
     "education)) at {clinic}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}], "
     "\"availableTime\": [{\"availableStartTime\": \"{clock}:00\", \"daysOfWeek\": [\"mon\", \"wed\"]}], \"comment\": "
     "\"{small} slots a day, {pct_int} booked online\"}"),
    ("b21c_fhir_endpoint_directory", "json_export", US,
     "{\"resourceType\": \"Endpoint\", \"status\": \"active\", \"connectionType\": {\"code\": \"hl7-fhir-rest\"}, "
     "\"managingOrganization\": {\"display\": \"{org}\"}, \"address\": \"https://fhir.bighornbasinhealth.org/r4\", "
     "\"contact\": [{\"value\": \"{edi_email}\"}], \"extension\": [{\"url\": \"rate-limit\", \"valueInteger\": {hundreds}}]}"),
    ("b21c_xml_drug_list", "xml_export", US,
     "<DrugList plan=\"{hios}\" effective=\"{eff_iso}\" rxbin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\">\n{drug_xml}\n"
     "</DrugList>\n<!-- v{bbh_version}; questions {rx_email} -->"),
    ("b21c_xml_dental_fees", "xml_export", US,
     "<FeeSchedule office=\"{dental_office}\" npi=\"{own_npi}\" year=\"{year}\">\n{dental_fee_xml}\n</FeeSchedule>"),
    ("b21c_csv_pdc_adherence", "quality_report", US,
     "drug_class,eligible,pdc80_rate,target\n{pdc_table}\n# {org} Part D adherence, {measure_year} YTD through {dos}; "
     "{quality_email}"),
    ("b21c_csv_ed_dashboard", "utilisation_report", US,
     "week,facility,ed_visits,avoidable_pct,door_to_provider_min\n{ed_table}\n# members only, counts under 11 suppressed; "
     "run {iso_ts}"),
    ("b21c_psv_rev_crosswalk", "code_table", US,
     "CPT | REV | DESCRIPTION | CHARGE\n{rev_table}\nCharge master {clinic}, version {bbh_version}, approved {dos}"),
    ("b21c_csv_vision_allowances", "benefit_summary", US,
     "item,frequency_months,in_network,out_of_network\n{vision_table}\n# {eye}, {eye_addr}, {eye_phone}; plan {plan_bbh}"),
    ("b21c_data_dictionary_834", "data_dictionary", US,
     "### Eligibility feed fields (spec rev {bbh_version})\nfield | type | notes\n{dd_table}\nFiles land nightly at "
     "{clock} MT; {small_count} checks run before load. Owner: {edi_email}"),
    # ---- insurer and clinic correspondence without a member ---------------------------------------------------------
    ("b21c_eob_line_generic", "eob", US,
     "Explanation of benefits (sample page {small_digit})\nService {dos}  CPT {cpt}  Billed ${money_s}  Allowed ${fee}  "
     "Plan paid ${copay_num}.00  You owe {copay}\nRemark {carc}: amount over the contracted rate. Questions {org_phone}."),
    ("b21c_prior_auth_approval_provider", "prior_auth", US,
     "PRIOR AUTHORIZATION APPROVED\nCase {bbh_pa}  Service CPT {cpt} x {small} units\nValid {dos} through {dos2}\n"
     "Reviewer: {physician}  Policy {bbh_policy}\nFax questions to {org_fax}; phone {provider_line}."),
    ("b21c_step_therapy_notice", "formulary_notice", US,
     "Formulary change effective {eff_iso}: ((rosuvastatin||empagliflozin||adalimumab biosimilar)) moves to tier {tier} "
     "with step therapy after {small_digit} months of a tier 1 alternative. Affects {lives} members on {plan_bbh}. "
     "Prescribers: {provider_line}; RxBIN {org_rxbin}, PCN {org_rxpcn}."),
    ("b21c_network_addition", "network_notice", US,
     "Network update {quarter}: {pr_name} ({pr_specialty}, NPI {pr_npi}) now accepts new patients at {pr_addr}, "
     "{pr_phone}. Wait for new visits about {small} days. Directory: {directory_url}"),
    ("b21c_claim_status_page", "claim_status", US,
     "Claim {bbh_claim}  Status: ((In review||Paid||Pended for records))\nReceived {dos}  Last update {dos2}\n"
     "Billed ${money_s}  Expected decision in {small} business days\nProvider claims line {provider_line}"),
    ("b21c_rx_card_back", "id_card_text", US,
     "Pharmacist use only: RxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGRP {org_rxgrp}\nPrior auth fax {org_fax}  Help desk "
     "{rx_help_phone} (24/7)\nPlan {hios}  Payer ID {payer_id}  ((Card stock||Print run)) {fivedig}"),
    ("b21c_reminder_flu_clinic", "reminder", US,
     "{clinic}: walk-in flu and COVID shots {weekday}s {span_hours} at {clinic_addr} and {branch_addr}. No "
     "appointment needed; about {small} min wait. Call {clinic_phone} or {branch_phone}. Reply STOP to opt out."),
    ("b21c_lab_ranges_sheet", "lab_reference", US,
     "{lab_own} adult reference intervals (rev {eff_iso})\nHbA1c 4.0-5.6 %  LDL <100 mg/dL  TSH 0.45-4.5 mIU/L\n"
     "Vitamin D 30-100 ng/mL  eGFR >=60\nTurnaround {small} h; client services {lab_phone}, {lab_addr}"),
    ("b21c_statement_template_help", "billing_statement", US,
     "How to read your statement (insert {hundreds})\nBox A: visit date. Box B: charges, e.g. ${money_s} for CPT {cpt}. "
     "Box C: insurance paid. Pay online at {org_web} or mail to {org_claims_addr}. Billing {billing_phone}, "
     "{weekday_list} {span_hours}."),
    ("b21c_dental_plan_summary", "benefit_summary", US,
     "{dental_office} plan summary {year}\nCleanings: 2 per year at 100%\nFillings: 80% after ${copay_num} deductible\n"
     "Crowns: 50%, {small_digit}-month wait\nAnnual max ${moneyk}\nOffice {dental_addr}, {dental_phone}"),
    ("b21c_travel_policy_wording", "policy_wording", US,
     "Section {small_digit}.{small}: Emergency medical abroad\nWe pay up to ${money_b} per trip for emergency care "
     "outside the United States, evacuation up to ${moneyk},000. Call assistance before admission: {assist_uk} or "
     "{org_intl_line}. Claims within {small_count} days to {org_claims_addr}."),
    ("b21c_accreditation_letter_lab", "letter", US,
     "{date_letter}\n\nLaboratory Director, {lab_own}\n{lab_addr}\n\nThe inspection of {dos} found {small_digit} "
     "deficiencies, all corrected by {dos2}. Accreditation continues through {year_next} (certificate {seven_digits}).\n\n"
     "{staff}, Accreditation Program"),
    ("b21c_clinic_letter_closure", "letter", US,
     "Dear patients,\n\n{clinic} will close early at {clock} on {dos} for staff training. Urgent questions: nurse line "
     "{nurse_line}. Prescriptions: {pharmacy_own}, {rx_help_phone}.\n\n{physician}, Medical Director"),
    ("b21c_visit_summary_template", "clinical_note", US,
     "Visit summary, {clinic}, {dos}\nSeen by {physician}. Vitals: BP {bp}, HR {hr}, temp {temp_f} F. A1c {a1c}%.\n"
     "Plan: {regimen}; labs at {lab_own} in {months_n} months. Education given ({small} min)."),
    # ---- support and operations --------------------------------------------------------------------------------------
    ("b21c_chat_no_identifier", "chat", US,
     "user: does the {plan_bbh} cover urgent care\n{bot_bbh}: Yes: ${copay_num} copay, then {pct_int} after the "
     "deductible. No referral needed.\nuser: ok and telehealth\n{bot_bbh}: ${small} per visit. More at {org_web}."),
    ("b21c_email_reply_generic", "email", US,
     "Subject: RE: question about the formulary\n\nHi,\nYes, generics stay at tier 1 in {year}. Mail-order 90-day supply "
     "costs ${copay_num}. Full list: {org_web}\n\nKind regards,\n{agent}\n{org} Pharmacy | {rx_help_phone}"),
    ("b21c_incident_postmortem", "it_ticket", US,
     "Post-incident review {bbh_ticket}\nImpact: eligibility API p99 {ms} ms for {small_count} min on {dos}.\n"
     "Cause: connection pool on {bbh_host} capped at {small}. Fix: raised to {hundreds}, alert at {pct_int}.\n"
     "Owner: {staff}. Status page {org_status_page}."),
    ("b21c_release_notes_portal", "release_notes", US,
     "Member portal {bbh_version} (build {build_no})\n- {bbh_ticket}: claims list paginates at {small} rows\n"
     "- ID card shows RxBIN {org_rxbin} and PCN {org_rxpcn}\n- {pct_int} faster EOB download\nDeployed {dos}."),
    ("b21c_public_health_bulletin", "public_health", US,
     "{county_wy} County Public Health, week {week}: pertussis cases {small}, up from {small_digit}; influenza "
     "positivity {pct_tenth}; wastewater SARS-CoV-2 level ((low||moderate||high)). Free Tdap at {clinic}, "
     "{clinic_addr}, {weekday}s."),
    ("b21c_call_script_id_card", "call_script", US,
     "Call script ID-{hundreds}\n1. Verify the caller with our usual questions; never read an address aloud.\n2. Reissue "
     "cards for {plan_bbh} (arrive in {small} days).\n3. Pharmacies may use RxBIN {org_rxbin} / RxGRP {org_rxgrp}.\n"
     "4. Escalate to {org_help_email} or {org_tollfree}."),
    ("b21c_um_meeting_minutes", "meeting_minutes", US,
     "UM committee, {dos}\nReviewed {hundreds} requests; approved {pct_int}; denials overturned on appeal {pct_tenth}.\n"
     "Policy {bbh_policy}: imaging after {small_digit} weeks of therapy. Next meeting {dos2}. Chair {physician}."),
    ("b21c_hedis_gap_summary", "quality_report", US,
     "{measure_year} {hedis_measure} gap summary, {clinic}\nDenominator {hundreds}, compliant {pct_int}, national 75th "
     "percentile {pct_whole}\nOutreach calls from {provider_line}; questions {quality_email}"),
    ("b21c_drg_cost_table", "utilisation_report", US,
     "MS-DRG {drg}: admits {small_count}, ALOS {small_digit}.{small} days, avg paid ${money_b}, readmit {pct_tenth}\n"
     "MS-DRG {drg2}: admits {small}, ALOS {small_digit2}.{small_digit} days, avg paid ${money_b2}\n{org} {quarter} report"),
    ("b21c_pharmacy_leaflet_anticoag", "pharmacy_leaflet", US,
     "{pharmacy_own}: taking ((apixaban||rivaroxaban||warfarin))\nTake at the same times each day; do not stop without "
     "your prescriber. Seek care for black stools or bleeding over {small} minutes.\nLeaflet {hundreds}-{year}; "
     "pharmacist {staff}, PharmD, {rx_help_phone}, {pharm_addr}."),
    ("b21c_privacy_notice_summary", "policy_wording", US,
     "Notice of Privacy Practices, effective {eff_iso}\nYou may request a copy of your record; we reply within {small} "
     "days and may charge ${small_digit} per page up to ${copay_num}. Complaints: {privacy_email}, {org_street_addr}."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b21c_de_beitragstabelle", "benefit_summary", ("de_DE", "de_AT"),
     "Tarifübersicht {year}\nHausarzt: {pct_int} Erstattung\nZahnreinigung: bis {eur} je Jahr\nBrillengläser: {eur2} "
     "alle {small} Monate\nGültig ab {ddmmyyyy}. Service aus dem Ausland: {org_intl_line}"),
    ("b21c_fr_be_avis_vaccination", "notice", ("fr_FR",),
     "Avis : campagne de vaccination antigrippale du {ddmmyyyy} au {ddmmyyyy2}. Créneaux {span_hours}, "
     "{small} places par jour. Tarif : {eur}. Renseignements : {assist_uk}"),
    ("b21c_es_it_tabla_precios", "fee_schedule", ("es_ES", "it_IT"),
     "Tarifas / Tariffe {year}\nAnálisis de sangre / Esami del sangue: {eur}\nRadiografía / Radiografia: {eur2}\n"
     "Consulta / Visita: {eur3}\nVálido / Valido dal {ddmmyyyy}. {org_web}"),
    ("b21c_nl_pt_wachttijden", "notice", ("nl_NL", "pt_PT", "pt_BR"),
     "Wachttijden / Tempos de espera week {week}\nHuisarts / Clínica geral: {small} dagen / dias\nFysiotherapie / "
     "Fisioterapia: {small_count} dagen\nTarief / Taxa: {brl}\nInfo: {org_web}"),
    ("b21c_pl_cs_cennik_badan", "fee_schedule", ("pl_PL", "cs_CZ"),
     "Cennik / Ceník {year}\nMorfologia / Krevní obraz: {pln} / {czk}\nUSG / Ultrazvuk: {pln2} / {czk2}\n"
     "Ważny od / Platí od {ddmmyyyy}. Infolinia z zagranicy: {org_intl_line}"),
    ("b21c_nordic_reseforsikring", "policy_wording", NORDIC,
     "Reseförsäkring / Rejseforsikring / Matkavakuutus {year}\nAkut vård utomlands: upp till {fivedig}0 kr\n"
     "Självrisk / Selvrisiko / Omavastuu: {kr2}\nLarmnummer / Alarm: {assist_uk}. Ärende {fivedig}."),
    ("b21c_nordic_oppetider_lab", "notice", NORDIC + ("cs_CZ",),
     "Provtagning / Blodprøver / Laboratorio / Odběry {year}\n{weekday_loc} {span_hours}\nKö / Kø / Jono / Fronta: "
     "{small} min\nSvar / Svar / Vastaus / Výsledky: {small_digit} dagar. Kontakt: {lab_phone}"),
    ("b21c_multilingual_card_notice", "notice", ("de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL"),
     "Neue Versichertenkarten / Nouvelles cartes / Nuevas tarjetas / Nuove tessere / Nieuwe passen {year}: Versand ab "
     "{ddmmyyyy}, {pct_int} bereits gedruckt (Auflage {fivedig}). RxBIN {org_rxbin}. {org_web}"),
    ("b21c_da_nb_tandpleje_oversigt", "benefit_summary", ("da_DK", "no_NO"),
     "Tandpleje / Tannbehandling {year}\nUndersøgelse / Undersøkelse: {kr}\nTandrensning / Tannrens: {kr2}\nTilskud / "
     "Tilskudd: {pct_int}\nGælder fra / Gjelder fra {ddmmyyyy}. Klinik: {dental_office}, {dental_phone}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind21", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
