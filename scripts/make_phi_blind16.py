"""A sixteenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind16.py [--seed 18181] [--out PATH]   # JSON lines to PATH, or to stdout

The fifteen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151; make_phi_blind14.py, 16161; make_phi_blind15.py, 17171) are
treated as known to the tuner. Its author read only those generators (for their mechanics, imported here, and to
avoid their templates), never the detectors, their tests or the sets they were tuned on, never ran the check on these
texts, and did not read the seventeenth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b16_" or "b16c_"). Identifier-free genres: X12 999 rejections, 820 group premium remittances and 835 provider-level
adjustments, HL7 practitioner and test master files, FHIR HealthcareService, OrganizationAffiliation and MeasureReport
resources, XML fee schedules and drug lists, CSV star-rating trends, call-centre KPIs, network-adequacy tables and
RVU fee schedules, YAML interface configuration, EOB and remittance summaries, prior-auth denials to a provider,
step-therapy notices, directory pages, IVR scripts, card print specifications, closure and clinic reminders, critical-
value policies, statement inserts, vision, dental and travel wordings, accreditation findings, release notes,
post-incident reviews, public-health alerts, data-dictionary pages, support chats and e-mails where the customer gives
no identifier, committee minutes, credentialing letters, leaflets, and notices in other locales (de, fr, es, it, nl,
pt, pl, cs, sv, da, nb, fi). Carrying genres: typed chat with typos, forwarded and quoted e-mail chains, voice-to-text
with spelled digits, OCR'd claim forms, PDF tables whose values break across lines, spreadsheet pastes, X12 834, HL7
ADT, FHIR, XML, CSV and JSON exports, access logs and webhooks, and letters and chats in other locales.

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

SEED = 18181
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind10.OTHER_LOCALES
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Red River Valley Health Cooperative"
CLINIC_NAME = "Sheyenne Valley Family Clinic"
LAB_NAME = "Prairie Pothole Reference Laboratory"
EYE_NAME = "Missouri Breaks Vision Center"
DENTAL_NAME = "Big Sioux Dental Partners"
PHARMACY_NAME = "Pembina Gorge Pharmacy"
ORG_DOMAIN = "rrvhealthcoop.org"
CLINIC_DOMAIN = "sheyennevalleyclinic.org"
ORGANISATION_CONTACTS = [
    "(701) 555-0171",                                            # 0 cooperative member services
    "(701) 555-0172",                                            # 1 cooperative fax (utilisation management)
    "Claims Processing, PO Box 9032, Fargo, ND 58106",           # 2 claims address
    "1450 Broadway North, Suite 600, Fargo, ND 58102",           # 3 head office
    "appeals@rrvhealthcoop.org",                                 # 4
    "members@rrvhealthcoop.org",                                 # 5
    "(701) 555-0174",                                            # 6 clinic, Valley City
    "(701) 555-0175",                                            # 7 clinic fax
    "218 Central Avenue North, Valley City, ND 58072",           # 8 clinic address
    "frontdesk@sheyennevalleyclinic.org",                        # 9
    "https://www.rrvhealthcoop.org",                             # 10
    "(701) 555-0177",                                            # 11 lab client services
    "3920 13th Avenue South, Fargo, ND 58103",                   # 12 lab address
    "(605) 555-0178",                                            # 13 dental
    "512 West 41st Street, Sioux Falls, SD 57105",               # 14 dental address
    "(406) 555-0181",                                            # 15 vision center
    "27 Second Street South, Glasgow, MT 59230",                 # 16 vision center address
    "(701) 555-0183",                                            # 17 pharmacy help desk
    "105 Main Street, Cavalier, ND 58220",                       # 18 pharmacy address
    "1-877-555-0184",                                            # 19 toll-free member line
    "1-844-555-0185",                                            # 20 nurse line, toll-free
    "+1 701 555 0171",                                           # 21 member line from abroad
    "+49 30 5557 4120",                                          # 22 European assistance partner (Berlin)
    "+34 91 555 0186",                                           # 23 Spanish assistance desk
    "rx@rrvhealthcoop.org",                                      # 24
    "edi-support@rrvhealthcoop.org",                             # 25
    "provider.relations@rrvhealthcoop.org",                      # 26
    "https://www.rrvhealthcoop.org/find-a-provider",             # 27
    "https://status.rrvhealthcoop.org",                          # 28
    "quality@rrvhealthcoop.org",                                 # 29
    "(701) 555-0187",                                            # 30 clinic, Jamestown branch
    "410 First Avenue South, Jamestown, ND 58401",               # 31 branch address
    "(701) 555-0188",                                            # 32 clinic billing office
    "billing@sheyennevalleyclinic.org",                          # 33
    "(701) 555-0189",                                            # 34 provider services line
    "(701) 555-0191",                                            # 35 branch fax
    "(605) 555-0192",                                            # 36 Sioux Falls regional office
    "900 East 8th Street, Sioux Falls, SD 57103",                # 37 regional office address
]
ORG_PAYER_ID = "RRV52"
ORG_RXBIN = "017294"
ORG_RXPCN = "RRVCOOP"
ORG_RXGRP = "RRV4471"
ORG_EIN = "45-3308126"
ORG_PLAN_IDS = ("83917ND0030001", "83917ND0030019", "83917ND0040006")
ORG_GROUPS = ("G-700412", "G-700588", "G-701029", "G-702336")
ORG_NPIS = (blind5._npi_of("173920458"), blind5._npi_of("124506837"), blind5._npi_of("190387264"),  # noqa: SLF001
            blind5._npi_of("146672093"), blind5._npi_of("158834027"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, fax, address.
OWN_PROVIDERS = (
    ("Halvard Engebretsen, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7],
     ORGANISATION_CONTACTS[8]),
    ("Marisol Two Bulls, DO", "Pediatrics", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[35],
     ORGANISATION_CONTACTS[31]),
    ("Teodor Wierzbicki, DDS", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], "", ORGANISATION_CONTACTS[14]),
    ("Annika Lindqvist-Oyelowo, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], "", ORGANISATION_CONTACTS[16]),
    ("Desmond Haugland, RPh", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], "", ORGANISATION_CONTACTS[18]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["701", "605", "218", "320", "308", "406", "651", "507", "712", "563", "952", "763"]
_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
_DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _ordinal(day: int) -> str:
    """1st, 2nd, 3rd, 4th ... 31st."""
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _exchange_and_line(draw: Draw) -> tuple[str, str, str]:
    """Area code, exchange (never 555 or N11) and line of a US number."""
    exchange = str(draw.rng.randint(202, 979))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "742"
    return draw.pick(AREA_CODES), exchange, draw.digits(4)


def phone_v16(draw: Draw) -> str:
    """A US number in the printings of forms, PDFs and phones: slashes, en dashes, no-break spaces, glued brackets."""
    area, exchange, line = _exchange_and_line(draw)
    return draw.pick([f"({area}){exchange}-{line}", f"{area}/{exchange}-{line}", f"{area}\u2013{exchange}\u2013{line}",
                      f"({area})\u00a0{exchange}-{line}", f"+1({area}){exchange}{line}", f"1.{area}.{exchange}.{line}",
                      f"+1-{area}-{exchange}-{line}", f"{area}.{exchange}{line}"])


def phone_said_mixed(draw: Draw) -> str:
    """A US number as voice-to-text writes a caller who mixes digits and words ("seven oh one, 4 2 2, thirty three ...")."""
    area, exchange, line = _exchange_and_line(draw)
    area_said = " ".join("oh" if c == "0" else _DIGIT_WORDS[int(c)] for c in area)
    exchange_said = " ".join(exchange)
    line_said = f"{blind15._two_digit_words(int(line[:2]))} {blind15._two_digit_words(int(line[2:]))}"  # noqa: SLF001
    return draw.pick([f"{area_said}, {exchange_said}, {line_said}", f"{area_said} {exchange_said} {line_said}"])


def _date_v16(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}.{_ROMAN[m - 1]}.{y}", f"{d} {_ROMAN[m - 1]} {y}", f"{_ordinal(d)} {ABBR[m - 1]} {y}",
                      f"{ABBR[m - 1]}. {_ordinal(d)}, {y}", f"{y} {ABBR[m - 1]} {d:02d}", f"{d:02d}{ABBR[m - 1].upper()}{y}",
                      f"{m:02d}-{d:02d}-{y}", f"{MONTHS[m - 1].upper()} {d}, {y}"])


def dob_v16(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little: Roman-numeral months, ordinals, compact upper case."""
    return _date_v16(draw, 1926, 2022)


def dod_v16(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v16."""
    return _date_v16(draw, 2019, 2026)


def age_v16(draw: Draw) -> str:
    """An age over 89 as notes and transcripts write it: y/o, yr-old, or in words."""
    age = draw.rng.randint(90, 104)
    said = blind15._two_digit_words(age) if age < 100 else f"one hundred and {_DIGIT_WORDS[age - 100]}"  # noqa: SLF001
    return draw.pick([f"{age} y/o", f"{age}-yr-old", f"{age} yrs old", f"{said} years old", f"{said}-year-old",
                      f"{age}yo", f"{age} years of age"])


def member_v16(draw: Draw) -> str:
    """This cooperative's member IDs: RRV and nine digits, grouped, with a person code, or lower-cased."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"RRV{body}", f"RRV {body[:3]} {body[3:6]} {body[6:]}", f"RRV{body}0{draw.rng.randint(1, 5)}",
                      f"rrv{body}", f"RRV-{body}"])


def mrn_v16(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"SVFC{draw.digits(7)}", f"SV-{draw.digits(6)}-{draw.digits(1)}", f"E{draw.digits(8)}",
                      f"00{draw.digits(7)}", f"{draw.digits(3)}.{draw.digits(3)}.{draw.digits(3)}"])


def url_v16(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"RRV{draw.digits(9, first_nonzero=True)}"
    mrn = f"SVFC{draw.digits(7)}"
    return draw.pick([f"https://my.{ORG_DOMAIN}/claims?memberId={member}&view=all",
                      f"https://portal.{CLINIC_DOMAIN}/#/patient/{mrn}/results",
                      f"https://my.{ORG_DOMAIN}/r/{member}/id-card.png",
                      f"https://portal.{CLINIC_DOMAIN}/billing/statement.aspx?acct={mrn}&lang=en"])


def email_v16(draw: Draw) -> str:
    """A personal e-mail address as people give it: year suffixes, initials, capitals typed by a phone's keyboard."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower()
    first = "".join(c for c in first if c.isascii() and c.isalpha()) or "jo"
    last = "".join(c for c in last if c.isascii() and c.isalpha()) or "lee"
    domain = draw.pick(["proton.me", "aol.com", "midco.net", "msn.com", "me.com", "gmx.net", "live.com", "ymail.com"])
    return draw.pick([f"{first}.{last}{draw.rng.randint(40, 99)}@{domain}", f"{first[0]}{last}@{domain}",
                      f"{first.capitalize()}.{last.capitalize()}@{domain.capitalize()}", f"{last}_{first}@{domain}",
                      f"{first}{draw.digits(3)}@{domain}"])


def card_v16(draw: Draw) -> str:
    """A card number with en dashes, dots or no separator; Amex numbers grouped 4-6-5."""
    number = "".join(c for c in str(blind15.SLOTS["card_any"](draw)) if c.isdigit())
    if len(number) == 15:
        groups = [number[:4], number[4:10], number[10:]]
    else:
        groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return draw.pick(["\u2013".join(groups), ".".join(groups), number, " ".join(groups)])


def ssn_v16(draw: Draw) -> str:
    """A US social security number with en dashes, dots or spaces."""
    area = draw.rng.randint(1, 899)
    if area == 666:
        area = 667
    group, serial = draw.rng.randint(1, 99), draw.rng.randint(1, 9999)
    return draw.pick([f"{area:03d}\u2013{group:02d}\u2013{serial:04d}", f"{area:03d}.{group:02d}.{serial:04d}",
                      f"{area:03d} {group:02d} {serial:04d}", f"{area:03d}-{group:02d}-{serial:04d}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind15.SLOTS, "phone_v16": phone_v16, "phone_said_mixed": phone_said_mixed, "dob_v16": dob_v16,
    "dod_v16": dod_v16, "age_v16": age_v16, "member_v16": member_v16, "mrn_v16": mrn_v16, "url_v16": url_v16,
    "email_v16": email_v16, "card_v16": card_v16, "ssn_v16": ssn_v16,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _adequacy_row(draw: Draw) -> str:
    """One CSV row of a network-adequacy table: county, specialty, providers, members per provider, time and distance."""
    county = draw.pick(["Cass", "Barnes", "Stutsman", "Grand Forks", "Ward", "Burleigh", "Minnehaha", "Lincoln SD",
                        "Pembina", "Valley MT"])
    specialty = draw.pick(["primary_care", "pediatrics", "ob_gyn", "cardiology", "behavioral", "dental", "optometry"])
    return (f"{county},{specialty},{draw.rng.randint(2, 140)},{draw.rng.randint(300, 4200)},"
            f"{draw.rng.randint(8, 75)},{draw.rng.randint(10, 110)},{draw.pick(['met', 'met', 'exception'])}")


def _rvu_row(draw: Draw) -> str:
    """One CSV row of an RVU-based fee schedule."""
    code = draw.pick(["99203", "99204", "99213", "99214", "99215", "36415", "80053", "85025", "93000", "71046",
                      "90471", "96372", "97110", "11102", "J1885"])
    work, pe, mp = draw.rng.randint(0, 380) / 100, draw.rng.randint(5, 290) / 100, draw.rng.randint(1, 40) / 100
    return f"{code},{work:.2f},{pe:.2f},{mp:.2f},{(work + pe + mp) * 33.29:.2f}"


def _kpi_row(draw: Draw) -> str:
    """One CSV row of a call-centre dashboard: queue, day, offered, answered in 30 s, abandon rate, AHT."""
    queue = draw.pick(["member_general", "provider_claims", "pharmacy", "nurse_line", "spanish", "broker"])
    return (f"{queue},2026-{draw.rng.randint(1, 12):02d}-{draw.rng.randint(1, 28):02d},{draw.rng.randint(80, 4800)},"
            f"{draw.rng.randint(610, 990) / 10:.1f},{draw.rng.randint(5, 140) / 10:.1f},{draw.rng.randint(180, 720)}")


def _star_row(draw: Draw) -> str:
    """One CSV row of a star-rating trend: measure, three years' stars."""
    measure = draw.pick(["C01 Breast Cancer Screening", "C09 Care for Older Adults - Pain", "C16 Controlling BP",
                         "D08 Medication Adherence Diabetes", "C20 Plan All-Cause Readmissions", "D02 Complaints",
                         "C13 Eye Exam Diabetes", "C23 Getting Needed Care"])
    return f"\"{measure}\",{draw.rng.randint(2, 5)},{draw.rng.randint(2, 5)},{draw.rng.randint(2, 5)}"


def _critical_row(draw: Draw) -> str:
    """One line of the lab's critical-value policy (no patient)."""
    return draw.pick(["Potassium          < 2.8 or > 6.2 mmol/L", "Sodium             < 120 or > 160 mmol/L",
                      "Glucose            < 45 or > 450 mg/dL", "Hemoglobin         < 6.5 g/dL",
                      "Platelets          < 20 x10^3/uL", "INR                > 5.0", "Troponin I hs      > 52 ng/L",
                      "Calcium total      < 6.0 or > 13.0 mg/dL", "WBC                < 1.5 x10^3/uL"])


def _dir_line(draw: Draw) -> str:
    """One entry of the cooperative's printed provider directory."""
    name, specialty, npi, phone, fax, address = draw.pick(list(OWN_PROVIDERS))
    fax_part = f"  Fax {fax}" if fax else ""
    return f"{name} - {specialty} - NPI {npi}\n  {address}\n  Tel {phone}{fax_part}"


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
    "assist_eu": ORGANISATION_CONTACTS[22], "assist_es": ORGANISATION_CONTACTS[23], "rx_email": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "org_provider_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "quality_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35], "region_phone": ORGANISATION_CONTACTS[36],
    "region_addr": ORGANISATION_CONTACTS[37],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# blind15 keeps only blind10's generic fillers (no earlier set's organisation); this set takes the same and adds its own.
_INHERITED = dict(blind15._INHERITED)  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "org_plan": lambda d: d.pick(list(ORG_PLAN_IDS)),
    "org_group": lambda d: d.pick(list(ORG_GROUPS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0]]),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][5],
    "adequacy_table": lambda d: "\n".join(blind15._distinct_rows(d, _adequacy_row, 4)),  # noqa: SLF001
    "rvu_table": lambda d: "\n".join(blind15._distinct_rows(d, _rvu_row, 5)),  # noqa: SLF001
    "kpi_table": lambda d: "\n".join(blind15._distinct_rows(d, _kpi_row, 4)),  # noqa: SLF001
    "star_table": lambda d: "\n".join(blind15._distinct_rows(d, _star_row, 4)),  # noqa: SLF001
    "critical_table": lambda d: "\n".join(blind15._distinct_rows(d, _critical_row, 4)),  # noqa: SLF001
    "dir_lines": lambda d: "\n".join(blind15._distinct_rows(d, _dir_line, 2)),  # noqa: SLF001
    "county_nd": lambda d: d.pick(["Cass", "Barnes", "Stutsman", "Grand Forks", "Ward", "Burleigh", "Richland",
                                   "Pembina", "Walsh", "Ransom"]),
    "hostname": lambda d: d.pick(["rrv-elig-api-03", "rrv-claims-pg2", "svfc-ehr-web1", "rrv-portal-07", "rrv-edi-sftp2",
                                  "rrv-ivr-core1"]),
    "jira": lambda d: f"RRV-{d.rng.randint(1000, 9899)}",
    "pa_case": lambda d: d.pick([f"PA{d.digits(9)}", f"RRV-UM-{d.digits(6)}"]),
    "policy_med": lambda d: f"RRV-CP-{d.rng.randint(100, 499)}",
    "small": lambda d: str(d.rng.randint(2, 60)),
    "small_digit": lambda d: str(d.rng.randint(1, 9)),
    "quarter": lambda d: f"Q{d.rng.randint(1, 4)} {d.rng.randint(2025, 2026)}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "bot": lambda d: d.pick(["Rivi", "RRV Assistant", "Co-op Helper"]),
    "open_at": lambda d: f"{d.rng.randint(7, 10)}:{d.pick(['00', '30'])}",
    "close_at": lambda d: f"{d.rng.randint(15, 19)}:{d.pick(['00', '30'])}",
    "hh": lambda d: f"{d.rng.randint(7, 19)}:{d.pick(['00', '15', '30', '45'])}",
    "batch_total": lambda d: f"{d.rng.randint(1200, 980000)}.{d.digits(2)}",
    "tenth": lambda d: f"{d.rng.randint(10, 999) / 10:.1f}",
    "score": lambda d: f"{d.rng.randint(55, 98)}.{d.rng.randint(0, 9)}",
    "port_no": lambda d: str(d.pick([443, 8443, 5432, 2575, 9093, 22])),
    "pool": lambda d: str(d.pick([8, 16, 32, 64])),
    "hosp_nd": lambda d: d.pick(["Sanford Valley Medical Center", "Essentia Prairie Hospital", "Jamestown Regional",
                                 "CHI Sheyenne Valley"]),
    "version_api": lambda d: f"v{d.rng.randint(1, 4)}.{d.rng.randint(0, 19)}",
    "kb": lambda d: str(d.rng.randint(12, 9800)),
    "age_adult": lambda d: str(d.rng.randint(18, 64)),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned ---------------------------------------------------------------------------------
    ("b16_sms_moving_house_typos", "sms", US,
     "hey its {first} from the ((yoga class||church group||book club)) lol\nwe finaly moved!! new place is "
     "[[address:addr_us_one]]\nmy cell changed too -> [[phone:phone_v16]]\ncome by sometime, bring ur dog :)"),
    ("b16_email_nested_quote_dob", "email", EN,
     "Re: Re: enrolment stuck\n\nThat's the one, thanks!\n\n> > On {dos}, {first} {last} wrote:\n> > my subscriber no. is "
     "[[member_id:member_v16]] and DOB [[date_of_birth:dob_v16]], why does the portal say not found?\n> We found a "
     "typo in the birth year on file and fixed it. - {agent}, {org}"),
    ("b16_voice_referral_dictation", "voice_to_text", US,
     "[dictation, {minutes} sec] referral letter to cardiology period new paragraph patient is a "
     "[[age_over_89:age_v16]] ((gentleman||lady)) born [[date_of_birth:dob_dictated]] comma daughter asks to be called at "
     "[[phone:phone_said_mixed]] period end of dictation"),
    ("b16_ocr_cms1500_boxes", "ocr_form", US,
     "HEALTH INSURANCE CLAIM FORM  (OCR p1)\n1a. INSURED'S I.D. NUMBER   [[member_id:member_v16]]\n2. PATIENT'S NAME   "
     "{last_upper}, {first_upper}\n3. PATIENT'S BIRTH DATE   [[date_of_birth:dob_ocr]]   SEX ((M||F))\n5. PATIENT'S ADDRESS   "
     "[[address:addr_ocr]]\n   TELEPHONE   [[phone:phone_ocr]]\n25. FEDERAL TAX I.D. (SSN)   [[ssn:ssn_v16]]"),
    ("b16_pdf_table_split_cells", "pdf_extract", US,
     "Patient   | MRN           | Cell phone      | Card on file\n{last}, {first} | [[record_number:mrn_v16]] |\n"
     "[[phone:phone_broken]] | [[card:card_v16]]\n(continued on page {small_digit})"),
    ("b16_spreadsheet_decedent_list", "spreadsheet_paste", US,
     "MRN\tDied\tAge\tNotify\n[[record_number:mrn_v16]]\t[[date_of_death:dod_v16]]\t[[age_over_89:age_v16]]\t"
     "((chaplain||hospice RN||PCP))\n[[record_number:mrn_v16]]\t[[date_of_death:dod_us]]\t{age_adult}\tsocial work"),
    ("b16_voicemail_ssn_member", "voice_to_text", US,
     "[voicemail transcript {minutes}s] hi um this is {first} i'm calling for my mom, her social is "
     "[[ssn:ssn_voice]] and her birthday's [[date_of_birth:dob_v16]], the pharmacy says her coverage ended?? "
     "call me back at [[phone:phone_spelled]] thanks"),
    ("b16_chat_typos_card_payment", "chat", US,
     "{bot}: You can pay your premium here in chat.\nme: ok card is [[card:card_v16]] exp {card_exp}\nme: wait wrong "
     "one, use [[card:card_chat]]\n{bot}: Thanks, payment of ${copay_num}.00 scheduled."),
    ("b16_ticket_markdown_ach_refund", "support_ticket", EN,
     "**Refund request #{ticket}**\n- Routing: {aba}\n- Acct: [[bank_account:acct_us_ach]]\n- Contact: "
     "[[email:email_v16]]\n- Submitted from: [[ip_address:ip_port]]\n- Amount: ${fee}"),
    ("b16_ems_handoff_plate_age", "clinical_note", US,
     "EMS handoff {time}: pt ([[age_over_89:age_v16]]) found on floor at [[address:addr_v5_line]], down ~{hours} h. Neighbour "
     "flagged car (plate [[vehicle_id:plate_state]]) unmoved for days. To {hosp_nd} ED bay {small_digit}."),
    ("b16_parking_ticket_vin_phone", "support_ticket", US,
     "Ticket {ticket} - lot B permit\nVehicle: ((2014 Subaru Outback||2019 Ford F-150||2011 Honda Civic)), VIN "
     "[[vehicle_id:vin_v5]], tag [[vehicle_id:plate_us]]\nCallback: [[phone:phone_v16]]\nStatus: ((open||waiting on "
     "patient||closed))"),
    ("b16_obit_notice_forwarded", "email", US,
     "---------- Forwarded message ----------\nSubject: obituary, please update records\n\n{first} {last}, "
     "[[age_over_89:age_v16]], of [[address:addr_us_line]], passed away peacefully on [[date_of_death:dod_v16]]. "
     "Services at ((St. Olaf Lutheran||First Presbyterian||Hanson Funeral Home)) on {weekday}.\n\n-- please close chart "
     "[[record_number:mrn_v16]]"),
    # ---- exports --------------------------------------------------------------------------------------------------
    ("b16_x12_834_member_loop", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v16]]~\nREF*1L*{org_group}~\nNM1*IL*1*{last_upper}*{first_upper}"
     "****34*[[ssn:ssn_plain]]~\nPER*IP**HP*[[phone:phone_x12]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~"),
    ("b16_hl7_adt_a03_expired", "hl7_export", US,
     "MSH|^~\\&|EHR|SVFC|HIM|RRV|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v16]]^^^SVFC^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]|||||||||||||||"
     "[[date_of_death:dod_hl7]]|Y\nPV1|1|I|ICU^{small_digit}^1||||{org_npi}^{doc_last_upper}\nPV1-36 disposition: 20 (expired)"),
    ("b16_fhir_relatedperson_contact", "json_export", US,
     "{\"resourceType\": \"RelatedPerson\", \"relationship\": [{\"text\": \"((daughter||son||niece))\"}], \"name\": "
     "[{\"text\": \"{first} {last}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_v16]]\"}], \"birthDate\": \"[[date_of_birth:dob_iso]]\"}"),
    ("b16_xml_auto_claim_vehicle", "xml_export", US,
     "<AutoMedPayClaim id=\"{claim_no}\">\n  <Insured><SubscriberId>[[member_id:member_v16]]</SubscriberId>"
     "<BirthDate>[[date_of_birth:dob_iso]]</BirthDate></Insured>\n  <Vehicle><VIN>[[vehicle_id:vin]]</VIN><Plate>"
     "[[vehicle_id:plate_loc]]</Plate></Vehicle>\n  <LossDate>{eff_iso}</LossDate>\n</AutoMedPayClaim>"),
    ("b16_csv_collections_handoff", "csv_export", US,
     "acct_ref;guarantor;phone;address;bank_on_file;balance\nC{four_digits};{last} {first};[[phone:phone_us_typed]];"
     "\"[[address:addr_us_one]]\";[[bank_account:acct_us_ach]];{fee}"),
    ("b16_json_payment_webhook", "log", US,
     "{\"event\": \"charge.failed\", \"created\": \"{iso_ts}\", \"source\": {\"number\": \"[[card:card_any]]\", "
     "\"exp\": \"{card_exp}\"}, \"billing_email\": \"[[email:email_plain]]\", \"client_ip\": \"[[ip_address:ipv4_public]]\", "
     "\"code\": \"((insufficient_funds||do_not_honor||expired_card))\"}"),
    ("b16_portal_access_log_v6", "log", US,
     "{log_ts} [[ip_address:ip_v6]] GET [[url:url_v16]] 200 {kb}kB {ms}ms ua=\"((Android 14||iPhone OS 17_4||Windows NT 10.0))\""),
    ("b16_email_share_link_proxy", "email", EN,
     "Hi {agent},\nmy sister handles my bills now, can she use this link? [[url:url_v16]]\nHer address is "
     "[[email:email_v16]].\nThanks, {first}\n\n> On {dos}, {org} wrote:\n> Add a proxy at {org_web}."),
    ("b16_telehealth_debug_dump", "log", US,
     "DEBUG {iso_ts} session={session} peer=[[ip_address:ipv4_public]] turn=relay\nDEBUG deep_link=[[url:url_v16]]\n"
     "DEBUG chart=[[record_number:mrn_v16]] bitrate={kb}kbps"),
    ("b16_travel_claim_passport_card", "email", EN,
     "Subject: claim from abroad - hospital bill\n\nI was admitted in ((Lisbon||Madrid||Prague||Kraków)). Passport "
     "[[national_id:us_passport]]. They charged my card [[card:card_spaced]] for {amount_loc}. Local mobile while here: "
     "[[phone:phone_abroad]].\n\n{first} {last}"),
    ("b16_w9_dl_scan", "ocr_form", US,
     "Form W-9 (scan, handwritten)\nName: {first} {last}\nAddress: [[address:addr_ocr]]\nSSN: [[ssn:ssn_v16]]\n"
     "ID shown at desk: driver licence [[national_id:us_dl]], state ((ND||SD||MN))"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b16_de_antrag_kostenerstattung", "letter", ("de_DE", "de_AT", "de_CH"),
     "Antrag auf Kostenerstattung\nVersicherte/r: {first} {last}\nVersichertennummer: [[national_id:natid_loc]]\n"
     "Geb.: [[date_of_birth:dob_loc]]\nAnschrift: [[address:addr_loc_block]]\nErstattung auf IBAN [[bank_account:iban_loc]]"),
    ("b16_fr_reponse_mail_mutuelle", "email", ("fr_FR",),
     "Re: votre dossier\n\nBonjour, voici les infos demandées :\nN° sécu [[national_id:natid_loc]]\nportable "
     "[[phone:phone_loc]]\nmail perso [[email:email_loc]]\nCordialement,\n{first}\n\n> Le {dos_loc}, {org} a écrit :\n"
     "> merci de compléter votre dossier"),
    ("b16_es_pt_whatsapp_datos", "chat", ("es_ES", "es_MX", "pt_PT", "pt_BR"),
     "[{hh}] {first}: ((hola||olá)) te paso mis datos 👇\n[{hh}] {first}: [[national_id:natid_loc]]\n[{hh}] {first}: "
     "[[address:addr_loc_line]]\n[{hh}] {first}: ((nací el||nasci em)) [[date_of_birth:dob_loc_numeric]]"),
    ("b16_it_nl_modulo_decesso", "ocr_form", ("it_IT", "nl_NL", "nl_BE"),
     "MODULO / FORMULIER (scansione)\nDefunto / Overledene: {first} {last}\nData decesso / Datum overlijden: "
     "[[date_of_death:dod_loc]]\nCod. / BSN: [[national_id:natid_loc]]\nRimborso su / Terugbetaling op: "
     "[[bank_account:iban_loc]]"),
    ("b16_pl_cs_pismo_karta", "letter", ("pl_PL", "cs_CZ"),
     "{first} {last}\nPESEL / RČ: [[national_id:natid_loc]]\nur. / nar. [[date_of_birth:dob_loc]]\n"
     "tel. [[phone:phone_intl_loc]]\nW sprawie / Ve věci: karta EKUZ / EHIC, prośba o duplikat / žádost o duplikát"),
    ("b16_nordic_email_svar", "email", NORDIC,
     "Sv: adressändring\n\nHej! Ny adress: [[address:addr_loc_line]]\nPersonnummer / CPR / fødselsnr. / hetu: "
     "[[national_id:natid_loc]]\nRing gärna: [[phone:phone_loc]]\nMvh {first}\n\n> {dos_loc} skrev {org}:"),
    ("b16_dental_recall_sms_reply", "sms", US,
     "{dental_office}: Time for your cleaning! Reply with DOB to confirm.\nreply: [[date_of_birth:dob_v16]] - also "
     "chart # is [[record_number:mrn_v16]] and pls email forms to [[email:email_v16]] not my old one"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and HL7 without a person -------------------------------------------------------------------------
    ("b16c_x12_999_rejected_segments", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small_count}*005010X222A1~\nAK2*837*{ctrl}*005010X222A1~\n"
     "IK3*((NM1||CLM||SV1||HI))*{small}*((2010BA||2300||2400))*8~\nIK4*((3||9||2))*((98||1028||66))*((7||1||4))~\n"
     "IK5*R*5~\nAK9*R*1*1*0~\nSE*{small_digit}*{four_digits}~\n-- {org} EDI, payer ID {payer_id}; resubmission help {edi_email}"),
    ("b16c_x12_820_group_premium", "x12_export", US,
     "ST*820*{four_digits}*005010X218~\nBPR*C*{batch_total}*C*ACH*CCP*01*{aba}*DA*[masked]*{org_ein_digits}**01*{aba}*"
     "{x12_date}~\nTRN*3*{trn}~\nN1*PE*{org_upper}*FI*{org_ein_digits}~\nENT*1*2J*EI*{org_group}~\nRMR*IK*{invoice_no}**"
     "{batch_total2}~\nDTM*582****RD8*{x12_date2}-{x12_date3}~"),
    ("b16c_x12_835_plb_adjustments", "x12_export", US,
     "N1*PR*{org_upper}*PI*{payer_id}~\nREF*2U*{payer_id}~\nREF*EV*{ctrl3}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\n"
     "PLB*{org_npi}*{year}1231*((WO||FB||L6||CS)):{ctrl}*{fee}*((72||J1||50)):{ctrl2}*-{fee2}~\nSE*{small_count}*0001~"),
    ("b16c_edi_companion_guide", "data_dictionary", US,
     "{org} 837P companion guide {version_api}, section {small_digit}.{small}\nISA08 receiver ID: {payer_id} (qualifier ZZ)\n"
     "GS03: {payer_id}   Maximum claims per ST: {small_count}\nLoop 2010BB NM109: {payer_id}\nTest files to {edi_email}; "
     "SFTP cut-off {hh} CT; 999 returned within {small} hours."),
    ("b16c_hl7_mfn_practitioner_master", "hl7_export", US,
     "MSH|^~\\&|CRED|RRV|EHR|SVFC|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner Master File^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}|{hl7_ts2}|{pr_npi}^^^NPI\nSTF|{pr_npi}|{pr_npi}^^^NPI|{pr_name}||||A|{pr_specialty}|||{pr_phone}^WPN\n"
     "PRA|{pr_npi}|RRV^Red River Valley|((I||E))|{pr_specialty}"),
    ("b16c_hl7_om1_test_catalog", "hl7_export", US,
     "MSH|^~\\&|LIS|PPRL|EHR|SVFC|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nMFE|MAD|{ctrl2}||{loinc}^{loinc_name}^LN\n"
     "OM1|1|{loinc}^{loinc_name}^LN|||Y|||||||||((SST||EDTA lavender||Li-heparin))|((1.0||2.0||3.5)) mL||TAT {small} h\n"
     "NTE|1||Send to {lab_own}, {lab_addr}; client services {lab_phone}"),
    # ---- FHIR of non-personal resources ---------------------------------------------------------------------
    ("b16c_fhir_healthcareservice", "json_export", US,
     "{\"resourceType\": \"HealthcareService\", \"id\": \"svc-{four_digits}\", \"providedBy\": {\"display\": \"{clinic}\"}, "
     "\"name\": \"((Walk-in flu shots||Diabetes education||Well-child visits||Telehealth behavioral health))\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{branch_phone}\"}, {\"system\": \"fax\", \"value\": \"{branch_fax}\"}], "
     "\"availableTime\": [{\"daysOfWeek\": [\"mon\", \"wed\"], \"availableStartTime\": \"0{small_digit}:00:00\"}], "
     "\"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{iso_ts}\"}}"),
    ("b16c_fhir_organizationaffiliation", "json_export", US,
     "{\"resourceType\": \"OrganizationAffiliation\", \"active\": true, \"period\": {\"start\": \"{eff_iso}\"}, "
     "\"organization\": {\"display\": \"{org}\"}, \"participatingOrganization\": {\"display\": \"((" + DENTAL_NAME + "||"
     + EYE_NAME + "||" + PHARMACY_NAME + "))\"}, \"network\": [{\"display\": \"Prairie Select {org_plan}\"}], \"telecom\": "
     "[{\"system\": \"phone\", \"value\": \"{provider_line}\"}, {\"system\": \"email\", \"value\": \"{org_provider_email}\"}], "
     "\"identifier\": [{\"value\": \"AFF-{four_digits}\"}]}"),
    ("b16c_fhir_measurereport_summary", "json_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": "
     "\"http://ncqa.org/fhir/Measure/((CBP||CDC-HbA1c||BCS-E||COL-E))\", \"reporter\": {\"display\": \"{org}\"}, \"period\": "
     "{\"start\": \"{measure_year}-01-01\", \"end\": \"{measure_year}-12-31\"}, \"group\": [{\"population\": [{\"code\": "
     "{\"text\": \"denominator\"}, \"count\": {small_count}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {small}}], "
     "\"measureScore\": {\"value\": 0.{four_digits}}}]}"),
    # ---- XML / CSV / JSON / YAML data of the organisation ----------------------------------------------------------
    ("b16c_xml_fee_schedule", "xml_export", US,
     "<FeeSchedule payer=\"{payer_id}\" plan=\"{org_plan}\" effective=\"{eff_iso}\" locality=\"ND-01\">\n  <Line cpt=\"{cpt}\" "
     "mod=\"((26||TC||))\" allowed=\"{fee}\"/>\n  <Line cpt=\"{cpt2}\" allowed=\"{fee2}\"/>\n  <Line hcpcs=\"{hcpcs}\" "
     "allowed=\"{fee3}\" unit=\"((1 mg||10 mg||each))\"/>\n  <ConversionFactor>{rate}</ConversionFactor>\n</FeeSchedule>"),
    ("b16c_xml_formulary_drug_list", "xml_export", US,
     "<FormularyList id=\"RRV-F-{year}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" group=\"{org_rxgrp}\">\n  <Drug ndc=\"{ndc}\" "
     "tier=\"((1||2||3))\" pa=\"((N||Y))\" ql=\"{qty}/{days_supply}\">{drug}</Drug>\n  <Drug ndc=\"{ndc2}\" tier=\"((3||4||5))\" "
     "st=\"Y\">{drug2}</Drug>\n  <Updated>{iso_ts}</Updated>\n</FormularyList>"),
    ("b16c_csv_star_rating_trend", "quality_report", US,
     "measure,my2024,my2025,my2026\n{star_table}\n# {org} contract H{four_digits}, overall ((3.5||4||4.5)) stars; "
     "prepared by {staff} ({quality_email}), {dos}"),
    ("b16c_csv_call_centre_kpis", "csv_export", US,
     "queue,date,offered,sl_30s_pct,abandon_pct,aht_s\n{kpi_table}\n# IVR {org_tollfree}; nurse {nurse_line}; exported {iso_ts}"),
    ("b16c_csv_network_adequacy", "network_directory", US,
     "county,specialty,providers,members_per_provider,max_minutes,max_miles,status\n{adequacy_table}\n"
     "# filed with the state {dos}; questions {org_provider_email} or {provider_line}"),
    ("b16c_csv_rvu_fee_schedule", "fee_schedule", US,
     "code,work_rvu,pe_rvu,mp_rvu,allowed_usd\n{rvu_table}\n# {org} commercial schedule {year}, CF 33.29 x GPCI 1.000; "
     "plan {org_plan}"),
    ("b16c_json_plan_benefits_api", "json_export", US,
     "{\"apiVersion\": \"{version_api}\", \"plan\": {\"id\": \"{org_plan}\", \"metal\": \"((bronze||silver||gold))\", \"group\": "
     "\"{org_group}\"}, \"costShare\": {\"deductible\": {fee_big}, \"oopMax\": {fee_big2}, \"pcpCopay\": {copay_num}, "
     "\"erCoinsurance\": \"{pct}\"}, \"pharmacy\": {\"bin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\"}, \"support\": "
     "\"{org_tollfree}\", \"asOf\": \"{iso_ts}\"}"),
    ("b16c_yaml_interface_config", "config", US,
     "# eligibility interface, {org}\nservice: {hostname}\nlisten_port: {port_no}\npayer_id: {payer_id}\nbatch:\n  "
     "cron: \"{small} 2 * * *\"\n  max_records: {small_count}\n  pool_size: {pool}\nalerts:\n  email: {edi_email}\n  "
     "status_page: {org_status_page}\nrelease: {release}  # {jira}"),
    # ---- what the plan and the clinic send ------------------------------------------------------------------------
    ("b16c_eob_summary_totals", "eob", US,
     "{org_upper} - EXPLANATION OF BENEFITS SUMMARY\nPeriod {dos} to {dos2}   Claims processed: {small}\nAmount billed "
     "${amount}   Discounts ${fee}   Plan paid ${fee2}   Your share ${copay_num}.{small_digit}0\nDeductible met "
     "${fee3} of ${fee_big}\nThis is not a bill. Appeals: {org_appeals_email} or {org_claims_addr}."),
    ("b16c_paper_remittance_summary", "remittance", US,
     "PROVIDER REMITTANCE SUMMARY  payee {clinic} (NPI {org_npi})\nCheck/EFT {trn}  issued {dos}\nClaims {small_count}   "
     "Billed ${batch_total}   Paid ${batch_total2}\nPLB ((WO||L6||FB)) -${fee}\nQuestions: {provider_line}, fax {org_fax}; "
     "remit to payer ID {payer_id}."),
    ("b16c_prior_auth_denial_to_provider", "prior_auth", US,
     "{org} Utilization Management  |  fax {org_fax}\nTO: {clinic}, fax {clinic_fax}\nRequest {pa_case} for {hcpcs} "
     "(x{units}) is NOT APPROVED under clinical policy {policy_med}: ((step therapy not met||insufficient documentation||"
     "not medically necessary)). Peer-to-peer available until {dos}; call {provider_line}. Reviewer: {doctor_full}."),
    ("b16c_step_therapy_notice", "formulary_notice", US,
     "STEP THERAPY UPDATE {eff_iso}\nBefore {drug} is covered, a trial of {drug2} for {small} days is required.\n"
     "Exceptions: fax {org_fax} or e-mail {rx_email}. Grandfathering for {months_n} months. BIN {org_rxbin} / PCN "
     "{org_rxpcn} / GRP {org_rxgrp}."),
    ("b16c_directory_page_print", "network_directory", US,
     "PROVIDER DIRECTORY - {county_nd} County - page {small}\n{dir_lines}\nUpdated {dos}. Report errors to "
     "{org_provider_email}; online {directory_url}."),
    ("b16c_ivr_claim_status_script", "call_script", US,
     "IVR script CS-{small_count} rev {release}\nPROMPT 1: \"Thank you for calling {org}. For claim status press 2.\"\n"
     "PROMPT 2: \"Enter the claim number followed by pound.\"\nTRANSFER on 0 to {provider_line}; after hours play "
     "{org_status_page}; fax-back documents from {org_fax}. Average handle {small} min."),
    ("b16c_id_card_print_spec", "pharmacy_card", US,
     "ID card print spec (vendor job {order_no})\nFront: logo; field MEMBER_NAME (variable); field MEMBER_ID (variable, "
     "3 letters + 9 digits); Group {org_group}; Plan {org_plan}\nBack: RxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGRP {org_rxgrp}; "
     "claims {org_claims_addr}; payer ID {payer_id}; members {org_tollfree}\nStock {lot}, {small_count} cards"),
    ("b16c_holiday_closure_sms", "appointment_reminder", US,
     "{clinic}: our Valley City office is closed {weekday} for the ((holiday||staff training||snow day)). Jamestown open "
     "{open_at}-{close_at} at {branch_addr} ({branch_phone}). Urgent questions: {nurse_line}. Msg {small_digit}/{small_digit2}"),
    ("b16c_flu_clinic_email", "appointment_reminder", US,
     "Subject: Drive-through flu clinic, {dos}\n\n{clinic} will vaccinate from {open_at} to {close_at} in the {clinic_addr} lot. "
     "High-dose vaccine for adults 65+; children from 6 months. No charge with most plans (CPT 90662, 90686). "
     "Questions: {clinic_phone} or {clinic_email}."),
    ("b16c_lab_critical_value_policy", "lab_report", US,
     "{lab_own} - critical value call list (policy LAB-{small_count}, rev {release})\n{critical_table}\n"
     "Call within {small} minutes; read-back required. Client services {lab_phone}."),
    ("b16c_statement_insert_faq", "billing_statement", US,
     "ABOUT YOUR STATEMENT ({clinic}, form {sku})\nQ: Why is there a balance? A: Your plan applied ${fee} to your "
     "deductible.\nQ: Payment plans? A: From ${small} a month, no interest, up to {months_n} months.\nCall {billing_phone} "
     "{weekday}s {open_at}-{close_at}, or write {billing_email}. Our tax ID {org_ein}."),
    ("b16c_vision_plan_comparison", "vision_plan", US,
     "{eye} - plan comparison {year}\n                 Basic    Plus\nExam copay       ${copay_num}      ${small}\n"
     "Frames           ${fee}   ${fee2}\nContacts         ${fee3}   ${fee_big}\nLenses every {small_digit} yr. "
     "Book at {eye_phone}; {eye_addr}."),
    ("b16c_dental_frequency_limits", "dental_plan", US,
     "{dental_office} - frequency limits ({org_plan})\nD0120 periodic exam: 2 per 12 months, {small_digit} visits max\nD0274 bitewings: "
     "1 set per year\nD1206 fluoride varnish: to age 16\n{cdt}: 1 per {small_digit} years\nAnnual max ${fee_big}; "
     "ortho lifetime ${fee}. Call {dental_phone}."),
    ("b16c_travel_policy_exclusions", "travel_insurance", EN,
     "Part {small_digit} - What is not covered\n(a) treatment that can wait until you return home;\n(b) the first "
     "${copay_num} of each claim;\n(c) trips longer than {small} days.\nMedical emergencies abroad: call {assist_eu} or, in "
     "Spain, {assist_es}. Claims within {months_n} months to {org_claims_addr}. Wording {release}."),
    ("b16c_accreditation_findings", "letter", US,
     "{date_letter}\n\n{clinic}, {clinic_addr}\n\nSurvey {small_count}-{four_digits} findings: standard "
     "((PCMH-CC||QI 02||TC 05)) met; ((RC 01||CM 04)) partially met (score {score}%). Corrective plan due in {small} days to "
     "{quality_email}.\n\n{staff}, Accreditation, {org}"),
    ("b16c_release_notes_portal", "release_notes", US,
     "Member portal {release} ({build_no})\n* {jira}: ID card download now PDF/A\n* {jira2}: claims list pages "
     "{small_count} rows faster\n* {jira3}: fixed Spanish labels on EOBs\nKnown issue: Safari {small_digit} print margins. "
     "Status {org_status_page}."),
    ("b16c_postmortem_incident", "it_ticket", US,
     "Post-incident review {inc}\nImpact: eligibility lookups slow ({small}% > {ms} ms) for {minutes} min on {dos}.\n"
     "Cause: connection pool on {hostname} capped at {pool}.\nFix: {chg}; pool raised; alert at p95. Owner {staff}.\n"
     "Comms: {org_status_page}"),
    ("b16c_public_health_measles_alert", "public_health", US,
     "{county_nd} County public-health alert, week {week}: {small_digit} confirmed measles cases. MMR clinics at "
     "{clinic} ({clinic_addr}) {weekday}s {open_at}-{close_at}. Exposure sites list: {org_web}. Nurse line {nurse_line}."),
    ("b16c_data_dictionary_member_table", "data_dictionary", US,
     "Table enrollment.member_span (schema {version_api})\nmember_key  BIGINT  surrogate, not printed\ngroup_id  "
     "VARCHAR(9)  e.g. {org_group}\nplan_id  CHAR(14)  e.g. {org_plan}\nspan_start  DATE\nspan_end  DATE\nRows {count}; "
     "steward {staff}, {quality_email}"),
    ("b16c_support_chat_formulary", "support_chat", US,
     "Visitor: is ((Ozempic||Eliquis||Trulicity||Humira)) covered?\n{bot}: It's on tier ((2||3||4)) with prior "
     "authorization. Your doctor can fax {org_fax}.\nVisitor: how long does that take\n{bot}: Usually {small} hours "
     "for urgent and up to {small_digit} business days otherwise.\nVisitor: ok ty"),
    ("b16c_support_email_find_doctor", "email", US,
     "Subject: Re: pediatrician near Jamestown?\n\nHello,\nYes: {clinic} has pediatric visits at {branch_addr}, "
     "{branch_phone}. You can also search {directory_url} (filter: accepting new patients). Ticket {ticket}.\n\n"
     "{agent}, {org} | {org_tollfree}"),
    ("b16c_leaflet_anticoagulant", "pharmacy_leaflet", US,
     "{pharmacy_own} - taking ((warfarin||apixaban||rivaroxaban))\nTake at the same time each day. Tell us before any "
     "dental work. INR target 2.0-3.0 if on warfarin; tests every {small_digit} weeks. Avoid NSAIDs; acetaminophen up to "
     "3000 mg/day unless told otherwise; recheck in {small} days. Questions: {rx_help_phone}, {pharm_addr}."),
    ("b16c_hedis_gap_aggregate", "quality_report", US,
     "Care-gap summary {quarter}: {small_count} members eligible for ((COL-E||BCS-E||CBP||EED)); {pct_small} closed; "
     "{small} outreach calls per day from {open_at} to {close_at}. Top clinic: {clinic} ({score}%). Send data to {quality_email}."),
    ("b16c_ur_committee_minutes", "meeting_minutes", US,
     "UM Committee minutes, {dos}\nPresent: {doctor_full}, {staff}, {nurse}\n1. PA volume {count}; approval rate {pct}.\n"
     "2. Policy {policy_med} renewed; removes PA for {cpt}.\n3. Turnaround {small} h median. Next meeting {dos2}, "
     "{org_street_addr}, room {small_digit}0{small_digit}."),
    ("b16c_credentialing_letter", "letter", US,
     "{date_letter}\n\n{pr_name}\n{pr_addr}\n\nRe: recredentialing, NPI {pr_npi}\nYour recredentialing was approved by "
     "committee on {dos} for {small_digit} years. Please keep your CAQH profile current. Questions: {org_provider_email} "
     "or {provider_line}.\n\n{staff}, Credentialing, {org}"),
    ("b16c_visit_summary_handout", "clinical_note", US,
     "After-visit handout - {clinic}\nToday you saw {physician} about ((a sore throat||back pain||blood pressure||a rash)). "
     "Vitals today: BP {bp}, pulse {hr}. Plan: {regimen}. Follow up in {months_n} weeks. Lab draws at {lab_own}, "
     "{lab_addr}, {open_at}-{close_at}. After hours: {nurse_line}."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b16c_de_leistungsuebersicht", "benefit_summary", ("de_DE", "de_AT", "de_CH"),
     "Leistungsübersicht {year}\nZahnreinigung: bis {amount_loc} pro Jahr\nBrille: {amount_loc2} alle {small_digit} Jahre\n"
     "Selbstbehalt: {pct_loc}\nStand {dos_loc}. Notruf Ausland: {assist_eu}"),
    ("b16c_fr_grille_tarifaire", "fee_schedule", ("fr_FR", "fr_BE", "fr_CH"),
     "Grille tarifaire {year}\nConsultation : {amount_loc}\nBilan sanguin : {amount_loc2}\nTaux de prise en charge : "
     "{pct_loc}\nMise à jour {dos_loc}. Assistance : {assist_eu}"),
    ("b16c_es_aviso_red", "network_notice", ("es_ES", "es_MX"),
     "Aviso de red {year}: el centro de {city_loc} ((se incorpora||sigue)) en la red desde el {dos_loc}. Copago "
     "{amount_loc}. Atención 24 h: {assist_es}. Más información: {org_web}"),
    ("b16c_it_promemoria_vaccini", "appointment_reminder", ("it_IT",),
     "Promemoria: campagna antinfluenzale {year}, ambulatorio aperto {weekday_loc} ore {open_at}-{close_at}. Ticket {amount_loc}. "
     "Dosi disponibili: {count_loc}. Info: {org_intl_line}"),
    ("b16c_nl_pt_apotheek_folder", "pharmacy_leaflet", ("nl_NL", "nl_BE", "pt_PT", "pt_BR"),
     "Apotheek / Farmácia {year}\nHerhaalrecept / Receita renovada: {small} dagen/dias\nEigen bijdrage / Comparticipação: "
     "{pct_loc}\nMax. {amount_loc} per jaar/ano. Info: {rx_email}"),
    ("b16c_pl_cs_komunikat", "public_health", ("pl_PL", "cs_CZ"),
     "Komunikat / Sdělení {dos_loc}: szczepienia / očkování {weekday_loc} {open_at}-{close_at}. Dawki / Dávky: {count_loc}. "
     "Opłata / Poplatek: {amount_loc}. Kontakt: {org_intl_line}"),
    ("b16c_nordic_referensintervall", "lab_report", NORDIC,
     "Referensintervall / Referenceinterval / Viitearvot ({year})\nHb 117-153 g/L\nKrea 45-90 µmol/L\nCRP < 5 mg/L\n"
     "Pris / Hinta: {amount_loc}. Svar inom {small} h. Uppdaterad {dos_loc}."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind16", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
