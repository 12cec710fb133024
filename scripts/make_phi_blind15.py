"""A fifteenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind15.py [--seed 17171] [--out PATH]   # JSON lines to PATH, or to stdout

The thirteen earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131;
make_phi_blind12.py, 14141; make_phi_blind13.py, 15151) are treated as known to the tuner. Its author read only those
generators (for their mechanics, imported here, and to avoid their templates), never the detectors, their tests or
the sets they were tuned on, never ran the check on these texts, and did not read the fourteenth set, written at the
same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b15_" or "b15c_"). Identifier-free genres: X12 999/TA1/277CA acknowledgements and 835 batch totals, HL7 MFN/ORU
reference ranges without a patient, FHIR Bundles of Organization, Location, InsurancePlan and PlanDefinition
resources, JSON and XML plan-year comparisons and pharmacy networks, CSV utilisation dashboards and ICD/CPT
crosswalks, EOB and remittance lines, prior-auth decisions to a provider, formulary and network notices, claim-status
pages, card layouts, reminders sent by the clinic, statements, vision, dental and travel wordings, support chats and
e-mails where the customer gives no identifier, on-call and change notes, release notes, public-health bulletins,
data-dictionary pages, call scripts, accreditation letters, leaflets, and price lists or benefit notices in other
locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: typed mobile chat with typos, quoted and
forwarded e-mail, voice-to-text with spelled digits, OCR'd hand-filled forms, PDF text with odd spacing and values
broken across lines, spreadsheet pastes, X12/HL7/FHIR/CSV/XML/JSON exports, logs, and letters in other locales.

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
    import make_phi_blind13 as blind13
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10
    from scripts import make_phi_blind13 as blind13

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 17171
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind10.OTHER_LOCALES
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Ozark Crossing Health Mutual"
CLINIC_NAME = "Buffalo River Family Practice"
LAB_NAME = "Boston Mountains Reference Lab"
EYE_NAME = "Ouachita Eye Associates"
DENTAL_NAME = "Petit Jean Dental Group"
PHARMACY_NAME = "Crowley Ridge Community Pharmacy"
ORG_DOMAIN = "ozarkcrossing.org"
CLINIC_DOMAIN = "buffaloriverfp.org"
ORGANISATION_CONTACTS = [
    "(479) 555-0142",                                           # 0 plan member services
    "(479) 555-0143",                                           # 1 plan fax (prior authorisation)
    "Claims Department, PO Box 4418, Fayetteville, AR 72702",   # 2 plan claims address
    "2400 N College Avenue, Suite 300, Fayetteville, AR 72703", # 3 plan office
    "appeals@ozarkcrossing.org",                                # 4
    "memberhelp@ozarkcrossing.org",                             # 5
    "(870) 555-0146",                                           # 6 clinic, Harrison
    "(870) 555-0147",                                           # 7 clinic fax
    "915 N Main Street, Harrison, AR 72601",                    # 8 clinic address
    "scheduling@buffaloriverfp.org",                            # 9
    "https://www.ozarkcrossing.org",                            # 10
    "(479) 555-0152",                                           # 11 lab client services
    "77 W Dickson Street, Fayetteville, AR 72701",              # 12 lab address
    "(501) 555-0154",                                           # 13 dental
    "310 Oak Street, Conway, AR 72032",                         # 14 dental address
    "(501) 555-0156",                                           # 15 eye care
    "1800 Central Avenue, Hot Springs, AR 71901",               # 16 eye care address
    "(870) 555-0158",                                           # 17 pharmacy help desk
    "402 S Main Street, Jonesboro, AR 72401",                   # 18 pharmacy address
    "1-866-555-0161",                                           # 19 toll-free member line
    "1-855-555-0162",                                           # 20 nurse line, toll-free
    "+1 479 555 0142",                                          # 21 member line from abroad
    "+44 117 496 0173",                                         # 22 European assistance partner
    "+33 4 65 71 22 30",                                        # 23 French assistance desk
    "pharmacy@ozarkcrossing.org",                               # 24
    "edi@ozarkcrossing.org",                                    # 25
    "networkrelations@ozarkcrossing.org",                       # 26
    "https://www.ozarkcrossing.org/providers",                  # 27
    "https://status.ozarkcrossing.org",                         # 28
    "hedis@ozarkcrossing.org",                                  # 29
    "(870) 555-0148",                                           # 30 clinic, Mountain Home branch
    "620 Highway 62 East, Mountain Home, AR 72653",             # 31 clinic branch address
    "(479) 555-0164",                                           # 32 clinic billing office
    "billing@buffaloriverfp.org",                               # 33
    "(479) 555-0165",                                           # 34 provider services line
    "(870) 555-0149",                                           # 35 clinic branch fax
]
ORG_PAYER_ID = "OZX27"
ORG_RXBIN = "019384"
ORG_RXPCN = "OZXRX"
ORG_RXGRP = "OZK8810"
ORG_EIN = "71-4402918"
ORG_HIOS = ("70525AR0010004", "70525AR0010012", "70525AR0020008")
ORG_NPIS = (blind5._npi_of("162840397"), blind5._npi_of("138805126"), blind5._npi_of("119374650"),  # noqa: SLF001
            blind5._npi_of("177206384"), blind5._npi_of("150493827"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, fax, address.
OWN_PROVIDERS = (
    ("Corinne Ashdown-Reyes, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7],
     ORGANISATION_CONTACTS[8]),
    ("Bartholomew Nwachukwu, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[30],
     ORGANISATION_CONTACTS[35], ORGANISATION_CONTACTS[31]),
    ("Yevgenia Thorsby, DMD", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], "", ORGANISATION_CONTACTS[14]),
    ("Anselm Padgett-Oyelaran, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], "", ORGANISATION_CONTACTS[16]),
    ("Lucinda Marchetti-Boyd, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], "",
     ORGANISATION_CONTACTS[18]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["479", "501", "870", "417", "918", "573", "662", "731", "901", "318", "225", "985"]
_DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
             "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
             "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth",
             "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth",
             "thirty-first"]
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]


def _two_digit_words(number: int) -> str:
    """A number under 100 as said aloud ("oh five", "nineteen", "fifty-one")."""
    if number < 10:
        return f"oh {_DIGIT_WORDS[number]}"
    if number < 20:
        return _TEENS[number - 10]
    tens, ones = divmod(number, 10)
    return _TENS[tens] + (f"-{_DIGIT_WORDS[ones]}" if ones else "")


def _local_number(draw: Draw) -> tuple[str, str, str]:
    """Area code, exchange (never 555 or N11) and line of a US number."""
    exchange = str(draw.rng.randint(201, 989))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "638"
    return draw.pick(AREA_CODES), exchange, draw.digits(4)


def phone_v15(draw: Draw) -> str:
    """A US number as people type it in chats and forms: odd separators, brackets with hyphens, dotted +1."""
    area, exchange, line = _local_number(draw)
    return draw.pick([f"({area})-{exchange}-{line}", f"{area} {exchange} {line}", f"+1.{area}.{exchange}.{line}",
                      f"{area}{exchange}{line}", f"{area} - {exchange} - {line}", f"1{area}{exchange}{line}",
                      f"({area}) {exchange} {line}", f"{area}_{exchange}_{line}"])


def phone_broken(draw: Draw) -> str:
    """A US number that a PDF extraction or a narrow table cell broke across two lines."""
    area, exchange, line = _local_number(draw)
    return draw.pick([f"({area}) {exchange}-\n{line}", f"{area}-{exchange}-\n{line}", f"({area})\n{exchange}-{line}"])


def phone_spelled(draw: Draw) -> str:
    """A US number as voice-to-text writes out spoken digits ("four seven nine, two one ...")."""
    area, exchange, line = _local_number(draw)
    said = [" ".join(_DIGIT_WORDS[int(c)] for c in part) for part in (area, exchange, line)]
    return draw.pick([", ".join(said), " ".join(said), f"{said[0]} ... {said[1]} {said[2]}"])


def _date_v15(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}-{ABBR[m - 1].lower()}-{y}", f"{y}.{m:02d}.{d:02d}", f"{d:02d} {ABBR[m - 1].upper()} {y}",
                      f"{MONTHS[m - 1]} the {_ORDINALS[d - 1]}, {y}", f"{m}-{d}-{y % 100:02d}",
                      f"{d:02d}/{m:02d}/'{y % 100:02d}", f"{ABBR[m - 1]}-{d:02d}-{y}", f"{y}/{m}/{d}"])


def dob_v15(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (lower-case month abbreviations, dotted ISO, ordinals)."""
    return _date_v15(draw, 1928, 2023)


def dod_v15(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v15."""
    return _date_v15(draw, 2018, 2026)


def dob_spelled(draw: Draw) -> str:
    """A date of birth as dictated and transcribed: month, ordinal day, and the year said in two halves."""
    day = draw.date_between(1930, 2015)
    year_said = (f"{_two_digit_words(day.year // 100)} {_two_digit_words(day.year % 100)}" if day.year < 2000
                 else f"two thousand {_DIGIT_WORDS[day.year % 10] if day.year < 2010 else _two_digit_words(day.year % 100)}")
    return draw.pick([f"{MONTHS[day.month - 1].lower()} {_ORDINALS[day.day - 1]} {year_said}",
                      f"the {_ORDINALS[day.day - 1]} of {MONTHS[day.month - 1].lower()} {year_said}"])


def member_v15(draw: Draw) -> str:
    """This mutual's member IDs: an OZX prefix and nine digits, grouped, suffixed with a person code, or lower-cased."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"OZX{body}", f"OZX-{body[:3]}-{body[3:6]}-{body[6:]}", f"OZX{body}-0{draw.rng.randint(1, 4)}",
                      f"ozx{body}", f"OZX {body[:4]} {body[4:]}"])


def mrn_v15(draw: Draw) -> str:
    """This practice's medical record numbers."""
    return draw.pick([f"BRFP-{draw.digits(6)}", f"{draw.digits(7)}-{draw.digits(1)}",
                      f"M{draw.digits(3)} {draw.digits(3)} {draw.digits(2)}", f"HR{draw.digits(2)}/{draw.digits(5)}"])


def url_v15(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v15(draw).replace(" ", "").replace("-", ""), mrn_v15(draw).replace(" ", "").replace("/", "-")
    return draw.pick([f"https://members.{ORG_DOMAIN}/id-card/{member}.pdf",
                      f"https://members.{ORG_DOMAIN}/eob/list?subscriber={member}&year=2026",
                      f"https://chart.{CLINIC_DOMAIN}/patients/{mrn}/visit-summary",
                      f"https://chart.{CLINIC_DOMAIN}/pay?account={mrn}&src=sms"])


_AGE_LOCAL = {"de": "{n} Jahre alt", "fr": "{n} ans", "es": "{n} años", "it": "{n} anni", "nl": "{n} jaar oud",
              "pt": "{n} anos", "pl": "lat {n}", "sv": "{n} år gammal", "da": "{n} år", "no": "{n} år",
              "fi": "{n}-vuotias", "cs": "{n} let"}


def age_v15(draw: Draw) -> str:
    """An age over 89 as a note or a letter in the text's language prints it."""
    age = draw.rng.randint(90, 106)
    lang = blind2.lang_of(draw)
    if lang in _AGE_LOCAL and draw.rng.random() < 0.7:
        return _AGE_LOCAL[lang].format(n=age)
    return draw.pick([f"{age}-year-old", f"{age} yo", f"aged {age}", f"{age} y.o.", f"{age}YO"])


def card_spaced(draw: Draw) -> str:
    """A card number as a PDF extraction spaces it: one or two spaces between groups, or one after every digit."""
    number = "".join(c for c in str(draw.pick([blind13.SLOTS["card_any"], blind13.SLOTS["card_loc"]])(draw)) if c.isdigit())
    groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return draw.pick(["  ".join(groups), " ".join(number), "-".join(groups)])


def email_said(draw: Draw) -> str:
    """An e-mail address as voice-to-text writes it ("jane dot doe at gmail dot com")."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower()
    user = draw.pick([f"{first} dot {last}", f"{first}{last[0]}", f"{first} underscore {last}"])
    domain = draw.pick(["gmail", "yahoo", "outlook", "icloud", "hotmail"])
    return f"{user} at {domain} dot com"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind13.SLOTS, "phone_v15": phone_v15, "phone_broken": phone_broken, "phone_spelled": phone_spelled,
    "dob_v15": dob_v15, "dod_v15": dod_v15, "dob_spelled": dob_spelled, "member_v15": member_v15,
    "mrn_v15": mrn_v15, "url_v15": url_v15, "age_v15": age_v15, "card_spaced": card_spaced, "email_said": email_said,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _directory_row(draw: Draw) -> str:
    """One CSV row of the mutual's own provider directory."""
    name, specialty, npi, phone, fax, address = draw.pick(list(OWN_PROVIDERS))
    return f"\"{name}\",{specialty},{npi},{phone},{fax},\"{address}\",{draw.pick(['Y', 'N', 'W'])}"


def _util_row(draw: Draw) -> str:
    """One CSV row of a utilisation dashboard: service line, month, visits per 1,000, admits per 1,000, ALOS."""
    line = draw.pick(["ED", "inpatient_med", "inpatient_surg", "snf", "home_health", "urgent_care", "telehealth",
                      "imaging_adv", "behavioral_op"])
    return (f"{line},{draw.rng.randint(2025, 2026)}-{draw.rng.randint(1, 12):02d},{draw.rng.randint(12, 980) / 10:.1f},"
            f"{draw.rng.randint(20, 990) / 10:.1f},{draw.rng.randint(18, 74) / 10:.1f}")


def _crosswalk_row(draw: Draw) -> str:
    """One row of an ICD-10-CM to CPT crosswalk for medical-necessity edits."""
    return draw.pick(["E11.9|83036|HbA1c|covered", "I10|93000|ECG 12-lead|covered", "Z12.31|77067|screening mammo|covered",
                      "M17.11|20610|knee injection|PA after 3", "J45.909|94010|spirometry|covered",
                      "R07.9|71046|chest x-ray 2v|covered", "E78.5|80061|lipid panel|1 per year",
                      "N18.3|82565|creatinine|covered", "G47.33|95810|PSG|PA required", "Z00.00|99396|preventive 40-64|covered",
                      "K21.9|43239|EGD biopsy|PA required", "H52.4|92015|refraction|not covered"])


def _pharmacy_net_row(draw: Draw) -> str:
    """One tab-separated row of the mutual's pharmacy network list (public pharmacies, not people)."""
    return draw.pick(["5104412\tOzark Family Drug\tBerryville AR\tretail\t90-day", "5107730\tRiver Valley Apothecary\tRussellville AR\tretail\t30-day",
                      "5101298\t" + PHARMACY_NAME + "\tJonesboro AR\tretail+specialty\t90-day",
                      "5109964\tDelta Compounding\tHelena AR\tcompounding\t30-day", "5102217\tWhite River Rx\tBatesville AR\tretail\t90-day",
                      "5108841\tOzark Crossing Mail Service\tFayetteville AR\tmail\t90-day", "5103376\tArkoma Infusion\tFort Smith AR\thome infusion\tn/a"])


def _plan_year_row(draw: Draw) -> str:
    """One row of a plan-year comparison table: benefit, last year, this year."""
    benefit, low, high = draw.pick([("Deductible (individual)", 1500, 3500), ("Out-of-pocket max", 5000, 9200),
                                    ("PCP copay", 0, 45), ("Specialist copay", 30, 90), ("ER copay", 250, 650),
                                    ("Generic Rx (30 days)", 3, 20), ("Urgent care", 25, 85), ("Inpatient per admit", 250, 1500)])
    before = draw.rng.randint(low, high)
    return f"{benefit:<26}${before:>6,}   ${before + draw.rng.randint(0, 6) * 5:>6,}"


def _ack_loop(draw: Draw) -> str:
    """One AK2/IK5 pair of an X12 999 acknowledgement for a transaction set (no member in it)."""
    return (f"AK2*837*{draw.digits(4)}*005010X222A1~\nIK5*{draw.pick(['A', 'A', 'E', 'R'])}"
            f"{draw.pick(['', '*5', '*I5'])}~")


def _stc_line(draw: Draw) -> str:
    """One STC status line of a 277CA at the billing-provider level."""
    return f"STC*A{draw.pick(['1', '2', '3'])}:{draw.pick(['19', '20', '21', '24'])}*{draw.rng.randint(2025, 2026)}{draw.rng.randint(1, 12):02d}{draw.rng.randint(1, 28):02d}*WQ*{draw.rng.randint(200, 98000)}.{draw.digits(2)}~"


def _ref_range(draw: Draw) -> str:
    """An HL7 OBX-style reference-range line of the lab's test master (no patient)."""
    return draw.pick(["2345-7^Glucose fasting^LN|mg/dL|70-99", "2823-3^Potassium^LN|mmol/L|3.5-5.1",
                      "6690-2^WBC^LN|10*3/uL|4.0-11.0", "777-3^Platelets^LN|10*3/uL|150-400",
                      "33914-3^eGFR^LN|mL/min/1.73m2|>=60", "1920-8^AST^LN|U/L|10-40", "2093-3^Cholesterol^LN|mg/dL|<200",
                      "14647-2^Cholesterol total^LN|mmol/L|<5.2", "3094-0^BUN^LN|mg/dL|7-20", "17861-6^Calcium^LN|mg/dL|8.6-10.3"])


def _distinct_rows(draw: Draw, make_row: Callable[[Draw], str], count: int) -> list[str]:
    """`count` rows from `make_row` whose first 12 characters differ: a table lists each item once."""
    rows: list[str] = []
    while len(rows) < count:
        row = make_row(draw)
        if all(row[:12] != other[:12] for other in rows):
            rows.append(row)
    return rows


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
    "assist_eu": ORGANISATION_CONTACTS[22], "assist_fr": ORGANISATION_CONTACTS[23], "rx_email": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "org_provider_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "quality_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# No earlier set's organisation appears here: blind10's own contact fillers are dropped, and blind13's fillers that
# name its organisation are not taken (only blind10's generic ones are), and this set's replace them.
_INHERITED = {key: maker for key, maker in blind10.FILLERS.items() if key not in blind10._OWN}  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "provider_name": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "dir_row": _directory_row,
    "util_row": _util_row,
    "xw_row": _crosswalk_row,
    "net_row": _pharmacy_net_row,
    "py_row": _plan_year_row,
    "ack_loop": _ack_loop,
    "stc": _stc_line,
    "ref_range": _ref_range,
    "py_table": lambda d: "\n".join(_distinct_rows(d, _plan_year_row, 4)),
    "net_table": lambda d: "\n".join(_distinct_rows(d, _pharmacy_net_row, 4)),
    "dir_table": lambda d: "\n".join(_distinct_rows(d, _directory_row, 3)),
    "xw_table": lambda d: "\n".join(_distinct_rows(d, _crosswalk_row, 5)),
    "a1c": lambda d: f"{d.rng.randint(48, 119) / 10:.1f}",
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0]]),
    # one clinician per text: its name, NPI, phone and specialty agree
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "county_ar": lambda d: d.pick(["Washington", "Benton", "Boone", "Baxter", "Faulkner", "Garland", "Craighead",
                                   "Pulaski", "Sebastian", "Pope"]),
    "hostname": lambda d: d.pick(["ozx-elig-02", "ozx-claims-db3", "brfp-ehr-app1", "ozx-portal-05", "ozx-edi-gw1"]),
    "jira": lambda d: f"OZX-{d.rng.randint(1000, 9899)}",
    "pa_case": lambda d: d.pick([f"UM{d.digits(8)}", f"OZX-PA-{d.digits(6)}"]),
    "policy_med": lambda d: f"OZX-MP-{d.rng.randint(100, 399)}",
    "contract": lambda d: d.pick(["H4593", "H4593-001", "H4593-007"]),
    "small": lambda d: str(d.rng.randint(2, 60)),
    "small_digit": lambda d: str(d.rng.randint(1, 9)),
    "quarter": lambda d: f"Q{d.rng.randint(1, 4)} {d.rng.randint(2025, 2026)}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "bot": lambda d: d.pick(["Ozzie", "OZX Help", "Crossing Assistant"]),
    "hh": lambda d: f"{d.rng.randint(7, 19)}:{d.pick(['00', '15', '30', '45'])}",
    "batch_total": lambda d: f"{d.rng.randint(1200, 980000)}.{d.digits(2)}",
    "bigcount": lambda d: f"{d.rng.randint(1, 99)},{d.digits(3)}",
    "tenth": lambda d: f"{d.rng.randint(10, 999) / 10:.1f}",
    "score": lambda d: f"{d.rng.randint(55, 98)}.{d.rng.randint(0, 9)}",
    "port_no": lambda d: str(d.pick([443, 8443, 5432, 6379, 2575, 9093])),
    "mem_gb": lambda d: str(d.pick([16, 32, 64, 128, 256])),
    "hosp_ar": lambda d: d.pick(["North Arkansas Regional", "Baxter Regional", "Washington Regional", "Unity Health"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken, scanned ---------------------------------------------------------------------------------
    ("b15_sms_typos_pharmacy_callback", "sms", US,
     "me: hi is my prescripton redy?? ((its for my grandma||for my nana||its my moms)) shes [[age_over_89:age_v15]]\n"
     "{pharmacy_own}: Hi! We need her date of birth to look it up.\nme: [[date_of_birth:dob_v15]] sorry\n"
     "me: pls call [[phone:phone_v15]] when done tks"),
    ("b15_email_forwarded_card_refund", "email", EN,
     "---------- Forwarded message ---------\nFrom: {first} {last}\nDate: {dos}\nSubject: refund for double charge\n\n"
     "Hi, the copay of {copay} hit my card twice ([[card:card_spaced]]). Please refund to the same card.\n"
     "Reply to [[email:email_v5]] please.\n\n-- \n{agent}, can you handle this one? ticket {ticket}"),
    ("b15_voice_spelled_callback", "voice_to_text", US,
     "[auto-transcript, confidence 0.{small_digit}{small_digit2}] yeah hi this is {first} calling about the denial letter, my date of birth "
     "is [[date_of_birth:dob_spelled]] and you can reach me at [[phone:phone_spelled]], after five is best, thanks"),
    ("b15_voice_email_and_member", "voice_to_text", US,
     "[voicemail {minutes}s] hi it's {first} {last}, member number [[member_id:member_v15]], please email the ID "
     "card to [[email:email_said]], my old one got lost in the move, thank you"),
    ("b15_pdf_extract_enrolment_form", "pdf_extract", US,
     "E N R O L L M E N T   F O R M        page 1 of {small_digit}\nApplicant   {first_upper}  {last_upper}\n"
     "Date of birth   [[date_of_birth:dob_v15]]     Sex  ((F||M||X))\nHome address   [[address:addr_ocr]]\n"
     "Phone   [[phone:phone_broken]]\nSSN   [[ssn:ssn_typed]]"),
    ("b15_ocr_handwritten_dental_intake", "ocr_form", US,
     "{dental_office} - NEW PATIENT (handwritten, scanned)\nName: {first} {last}   DOB: [[date_of_birth:dob_ocr]]\n"
     "Addr: [[address:addr_v5_line]]\nCell: [[phone:phone_ocr]]\nInsurance ID: [[member_id:member_v15]]\n"
     "Reason: ((cleaning||toothache||broken filling))"),
    ("b15_spreadsheet_paste_outreach", "spreadsheet_paste", US,
     "Name\tAge\tPhone\tNotes\n{first} {last}\t[[age_over_89:age_v15]]\t[[phone:phone_v15]]\tlives alone, "
     "((fall risk||needs ride||hearing aid))\n{first2} {last2}\t[[age_over_89:age_bare]]\t[[phone:phone_us_typed]]\tcall after {hh}"),
    ("b15_chat_vehicle_parking_permit", "chat", US,
     "{bot}: Parking permits for dialysis patients need the plate and the car's VIN.\nuser: plate is [[vehicle_id:plate_state]] "
     "((AR||MO||OK))\nuser: vin [[vehicle_id:vin_v5]]\nuser: and my MRN is [[record_number:mrn_v15]] if u need it"),
    ("b15_email_quoted_reply_bank_change", "email", EN,
     "Thanks, please use this account from now on:\nRouting {aba}\nAccount [[bank_account:acct_us_ach]]\n\n"
     "On {dos}, {clinic} Billing <{billing_email}> wrote:\n> Your automatic payment failed. Please send new bank details\n"
     "> or call {billing_phone}. Reference: statement {statement_ref}"),
    ("b15_de_brief_bankverbindung", "letter", ("de_DE", "de_AT", "de_CH"),
     "Sehr geehrte Damen und Herren,\nbitte buchen Sie die Beiträge künftig von meinem Konto ab: IBAN [[bank_account:iban_loc]].\n"
     "Geburtsdatum: [[date_of_birth:dob_loc]]\nAnschrift: [[address:addr_loc_line]]\nMit freundlichen Grüßen\n{first} {last}"),
    ("b15_fr_courrier_deces", "letter", ("fr_FR",),
     "Madame, Monsieur,\nJe vous informe du décès de {first} {last}, ((assuré(e) chez vous||adhérent(e) de votre mutuelle)), survenu le [[date_of_death:dod_loc]] à l'âge de "
     "[[age_over_89:age_v15]].\nSon numéro de sécurité sociale : [[national_id:natid_loc]]\nVeuillez écrire à "
     "[[address:addr_loc_block]]"),
    ("b15_es_nl_pl_chat_national_id", "chat", ("es_ES", "nl_NL", "pl_PL", "it_IT", "pt_PT"),
     "{agent}: ((Hola||Goedendag||Dzień dobry||Buongiorno||Olá)) :)\nklant/cliente/klient: ID [[national_id:natid_loc]]\n"
     "klant/cliente/klient: tel [[phone:phone_loc]]\n{agent}: ✔ ok"),
    ("b15_nordic_sms_death_notice", "sms", NORDIC,
     "{first} {last} sov stille inn [[date_of_death:dod_loc]]. Spørsmål om begravelsen: ring [[phone:phone_intl_loc]] "
     "eller skriv til [[email:email_loc]]."),
    # ---- exports --------------------------------------------------------------------------------------------------
    ("b15_x12_270_eligibility_inquiry", "x12_export", US,
     "ST*270*{four_digits}*005010X279A1~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nHL*3*2*22*0~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v15]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nEQ*30~"),
    ("b15_x12_835_patient_claim_loop", "x12_export", US,
     "CLP*[[record_number:mrn_v15]]*1*{amount}*{fee}**12*{ctrl}~\nNM1*QC*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain]]~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v15]]~\nDTM*232*{x12_date}~"),
    ("b15_hl7_oru_patient_header", "hl7_export", US,
     "MSH|^~\\&|BMRL|BMRL|EHR|BRFP|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v15]]^^^BRFP^MR||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\nOBX|1|NM|4548-4^HbA1c^LN||{a1c}|%|4.0-5.6"),
    ("b15_fhir_coverage_resource", "json_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v15]]\", "
     "\"beneficiary\": {\"display\": \"{first} {last}\"}, \"payor\": [{\"display\": \"{org}\"}], \"class\": [{\"type\": "
     "{\"text\": \"group\"}, \"value\": \"{group_no}\"}], \"extension\": [{\"url\": \"birthDate\", \"valueDate\": "
     "\"[[date_of_birth:dob_iso]]\"}]}"),
    ("b15_csv_death_match_export", "csv_export", US,
     "mrn;last;first;dod;source\n[[record_number:mrn_v15]];{last};{first};[[date_of_death:dod_v15]];((SSDI||state vital records||obituary))\n"
     "[[record_number:mrn_v15]];{last2};{first2};[[date_of_death:dod_export]];((hospice||family call))"),
    ("b15_xml_payment_mandate", "xml_export", ("de_DE", "fr_FR", "nl_NL", "es_ES", "it_IT"),
     "<Mndt>\n  <MndtId>OZX-{four_digits}</MndtId>\n  <Dbtr><Nm>{first} {last}</Nm><PstlAdr><AdrLine>[[address:addr_loc_line]]"
     "</AdrLine></PstlAdr></Dbtr>\n  <DbtrAcct><Id><IBAN>[[bank_account:iban_v5]]</IBAN></Id></DbtrAcct>\n  <Eml>[[email:email_loc]]</Eml>\n</Mndt>"),
    ("b15_json_payment_gateway_log", "log", US,
     "{\"ts\": \"{iso_ts}\", \"route\": \"/v1/premium/pay\", \"remote\": \"[[ip_address:ipv4_public]]\", \"pan\": "
     "\"[[card:card_any]]\", \"result\": \"((declined||approved||3ds_challenge))\", \"ms\": {ms}}"),
    ("b15_nginx_portal_access_line", "log", US,
     "[[ip_address:ip_public]] - - [{log_ts}] \"GET [[url:url_v15]] HTTP/2\" 200 {small_count} \"-\" \"Mozilla/5.0\""),
    ("b15_ticket_markdown_portal_lockout", "support_ticket", EN,
     "### Ticket {ticket}: member locked out\n| field | value |\n|---|---|\n| login IP | [[ip_address:ipv6_new]] |\n"
     "| page | [[url:url_v15]] |\n| email on file | [[email:email_plain]] |\n| MFA | ((sms||app)) |"),
    ("b15_chat_share_link_caregiver", "chat", EN,
     "user: my brother needs to see my visit summary, can i just send him this? [[url:url_v15]]\n{bot}: Please don't "
     "forward portal links. Add him as a proxy instead.\nuser: ok his email is [[email:email_v5]]"),
    ("b15_fax_ocr_vehicle_accident", "ocr_form", US,
     "AUTO ACCIDENT - MEDICAL PAYMENTS CLAIM (fax p.{small_digit})\nInsured: {first} {last}   DOB [[date_of_birth:dob_comb]]\n"
     "Vehicle VIN: [[vehicle_id:vin]]\nPlate: [[vehicle_id:plate_v5]]\nDriver licence: [[national_id:us_dl]]\nDate of loss: {dos}"),
    ("b15_hospice_note_elder_ssn", "clinical_note", US,
     "Hospice admission note ({dos}). Pt is [[age_over_89:age_v15]], ((end-stage heart failure||metastatic lung cancer||advanced dementia||end-stage COPD)). Medicare beneficiary; SSN on face sheet "
     "[[ssn:ssn_voice]]. Daughter's cell [[phone:phone_v15]]. Goals: comfort."),
    ("b15_wire_form_card_and_account", "ocr_form", EN,
     "PAYMENT AUTHORISATION (scan)\nCard: [[card:card_loc]]   exp {card_exp}\n  - or -\nBank account: [[bank_account:bank_loc]]\n"
     "Billing address: [[address:addr_v5_line]]"),
    ("b15_it_pt_lettera_pagamento", "letter", ("it_IT", "pt_PT", "pt_BR"),
     "{first} {last}\n[[address:addr_loc_block]]\nIBAN: [[bank_account:iban_loc]]\nCodice/NIF: [[national_id:natid_loc]]\n"
     "Rif. fattura {invoice_no}"),
    ("b15_dispatch_note_vehicle", "clinical_note", US,
     "EMS run sheet {dos}: called to [[address:addr_v5_line]] for a fall; pt [[age_over_89:age_v15]]; pt's car "
     "((blocking the drive||in the garage)), plate [[vehicle_id:plate_loc]]. Transported to {hosp_ar}."),
    ("b15_email_reply_ssn_w9", "email", US,
     "Re: W-9 for the mileage refund\n\nSSN is [[ssn:ssn_x12]], address [[address:addr_us_line]].\n\n> On {dos} {agent} wrote:\n"
     "> We need a W-9 before we can pay the {amount} refund."),
    ("b15_telehealth_join_log", "log", US,
     "{iso_ts} INFO join room={session} user_ip=[[ip_address:ip_port]] ua=iOS/17\n{iso_ts} WARN relay fallback peer=[[ip_address:ipv4_public]]"
     "\n{iso_ts} INFO link=[[url:url_v15]] opened"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and HL7 without a person -------------------------------------------------------------------------
    ("b15c_x12_999_batch_ack", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*BRFP{four_digits}      *{isa_date}*{hh}*^*00501*{isa_ctrl}*0*P*:~\n"
     "GS*FA*{payer_id}*BRFP*{x12_date}*1200*{small_count}*X*005010X231A1~\nST*999*0001*005010X231A1~\nAK1*HC*{small_count}*005010X222A1~\n"
     "{ack_loop}\n{ack_loop2}\nAK9*((A||P))*2*2*((2||1))~\nSE*8*0001~"),
    ("b15c_x12_ta1_interchange", "x12_export", US,
     "TA1*{isa_ctrl}*{isa_date}*{hh}*((A||R||E))*((000||022||024))~\n-- interchange ack from {payer_id}; resubmit questions {edi_email} "
     "or {provider_line}; window {hh2}-{hh3} CT"),
    ("b15c_x12_277ca_provider_level", "x12_export", US,
     "ST*277*{four_digits}*005010X214~\nBHT*0085*08*{ctrl}*{x12_date}*1315*TH~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "NM1*85*2*{clinic_upper}*****XX*{org_npi}~\n{stc}\nQTY*90*{small}~\nQTY*AA*{small_digit}~\nAMT*YU*{batch_total}~"),
    ("b15c_x12_835_batch_totals", "x12_export", US,
     "BPR*I*{batch_total}*C*ACH*CCP*01*{aba}*DA*[acct masked]*{org_ein_digits}**01*{aba}*{x12_date}~\nTRN*1*{trn}*1{org_ein_digits}~\n"
     "N1*PR*{org_upper}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\nLX*1~\nTS3*{org_npi}*11*{year}1231*{small_count}*{batch_total}~"),
    ("b15c_hl7_mfn_reference_ranges", "hl7_export", US,
     "MSH|^~\\&|LIS|BMRL|EHR|BRFP|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nMFI|OMC|BMRL_TESTS|UPD|||AL\nMFE|MUP|{ctrl2}||{ref_range}\n"
     "MFE|MUP|{ctrl3}||{ref_range2}\nMFE|MUP|{ctrl4}||{ref_range3}\nNTE|1||Client services {lab_phone}; {lab_addr}"),
    # ---- FHIR bundles of non-personal resources ---------------------------------------------------------------
    ("b15c_fhir_bundle_org_location", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"total\": 2, \"entry\": [{\"resource\": {\"resourceType\": "
     "\"Organization\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}], \"name\": "
     "\"{clinic}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}, {\"system\": \"fax\", \"value\": "
     "\"{clinic_fax}\"}]}}, {\"resource\": {\"resourceType\": \"Location\", \"name\": \"Mountain Home branch\", \"address\": "
     "{\"text\": \"{branch_addr}\"}, \"telecom\": [{\"system\": \"phone\", \"value\": \"{branch_phone}\"}], \"hoursOfOperation\": "
     "[{\"daysOfWeek\": [\"mon\", \"tue\", \"thu\"], \"openingTime\": \"0{small_digit}:00:00\"}]}}], \"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b15c_fhir_insuranceplan", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"id\": \"{hios}\", \"status\": \"active\", \"name\": \"{org} ((Bronze||Silver||Gold)) {year}\", "
     "\"ownedBy\": {\"display\": \"{org}\"}, \"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, "
     "{\"system\": \"email\", \"value\": \"{org_help_email}\"}]}], \"plan\": [{\"generalCost\": [{\"type\": {\"text\": \"deductible\"}, "
     "\"cost\": {\"value\": {fee_big}, \"currency\": \"USD\"}}], \"specificCost\": [{\"category\": {\"text\": \"PCP visit\"}, "
     "\"benefit\": [{\"cost\": [{\"value\": {\"value\": {copay_num}}}]}]}]}]}"),
    ("b15c_fhir_plandefinition_screening", "json_export", US,
     "{\"resourceType\": \"PlanDefinition\", \"name\": \"CrcScreeningV{small_digit}\", \"version\": "
     "\"{release}\", \"status\": \"active\", \"publisher\": \"{org}\", \"action\": [{\"title\": \"Offer FIT kit\", \"code\": [{\"text\": \"82274\"}], "
     "\"condition\": [{\"expression\": {\"expression\": \"AgeInYears() between 45 and 75\"}}], \"timing\": {\"repeat\": {\"period\": {small_digit}, "
     "\"periodUnit\": \"a\"}}}], \"contact\": [{\"telecom\": [{\"system\": \"email\", \"value\": \"{quality_email}\"}]}]}"),
    # ---- JSON / XML / CSV data of the organisation ----------------------------------------------------------------
    ("b15c_json_plan_year_comparison", "json_export", US,
     "{\"planId\": \"{hios}\", \"compare\": [{\"year\": 2025, \"deductible\": {fee_big}, \"moop\": {fee_big2}, \"pcp\": {copay_num}}, "
     "{\"year\": 2026, \"deductible\": {fee_big3}, \"moop\": {fee_big4}, \"pcp\": {copay_num2}}], \"rx\": {\"bin\": \"{org_rxbin}\", "
     "\"pcn\": \"{org_rxpcn}\", \"group\": \"{org_rxgrp}\"}, \"payerId\": \"{payer_id}\"}"),
    ("b15c_text_plan_year_table", "benefit_summary", US,
     "WHAT'S CHANGING - {org} plan {hios}\nBenefit                    2025       2026\n{py_table}\n"
     "Annual notice of changes; full wording at {org_web}. Member services {org_tollfree}."),
    ("b15c_xml_pharmacy_network", "xml_export", US,
     "<PharmacyNetwork plan=\"{hios}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" asOf=\"{eff_iso}\">\n  <Pharmacy ncpdp=\"5101298\" "
     "preferred=\"((true||false))\"><Name>{pharmacy_own}</Name><Phone>{rx_help_phone}</Phone><Address>{pharm_addr}</Address></Pharmacy>\n"
     "  <Pharmacy ncpdp=\"5108841\" preferred=\"true\"><Name>Ozark Crossing Mail Service</Name><DaysSupply>((90||100))</DaysSupply></Pharmacy>\n"
     "  <Count>{small_count}</Count>\n</PharmacyNetwork>"),
    ("b15c_tsv_pharmacy_network_list", "network_directory", US,
     "ncpdp\tpharmacy\tcity\ttype\tmax_supply\n{net_table}\n# {org} pharmacy network, {quarter}; "
     "BIN {org_rxbin} PCN {org_rxpcn} GRP {org_rxgrp}; help desk {rx_help_phone}"),
    ("b15c_csv_utilisation_dashboard", "csv_export", US,
     "service_line,month,visits_per_1000,admits_per_1000,alos_days\n{util_row}\n{util_row2}\n{util_row3}\n{util_row4}\n{util_row5}\n"
     "# source: claims paid through {dos}; {count} member months; contact {quality_email}"),
    ("b15c_psv_icd_cpt_crosswalk", "code_table", US,
     "icd10|cpt|description|policy\n{xw_table}\n-- medical policy {policy_med}, rev {release}"),
    ("b15c_csv_provider_directory", "network_directory", US,
     "name,specialty,npi,phone,fax,address,accepting\n{dir_table}\n# exported {iso_ts} from {directory_url}"),
    ("b15c_csv_hedis_star_report", "quality_report", US,
     "contract,measure,my,rate,stars,cut_4,cut_5\n{contract},((C01 Breast Cancer Screening||C02 Colorectal Cancer Screening)),{measure_year},{score},((3||4||5)),"
     "{score2},{score3}\n{contract},((D12 Statin Adherence||D10 Diabetes Adherence)),{measure_year},{score4},((3||4)),{score5},{score6}\n"
     "# {org}, prepared {dos} by {staff}"),
    ("b15c_json_claim_aggregates", "json_export", US,
     "{\"report\": \"denials_by_carc\", \"period\": \"{quarter}\", \"payer\": \"{payer_id}\", \"rows\": [{\"carc\": \"{carc}\", \"lines\": "
     "{small_count}, \"amount\": {batch_total}}, {\"carc\": \"{carc2}\", \"lines\": {small_count2}, \"amount\": {batch_total2}}], "
     "\"generated\": \"{iso_ts}\"}"),
    # ---- what the plan and the clinic send ------------------------------------------------------------------------
    ("b15c_eob_claim_lines", "eob", US,
     "EXPLANATION OF BENEFITS - claim {claim_no} (THIS IS NOT A BILL)\nService {dos}  {provider_name}\nCPT {cpt}  billed ${amount}  "
     "allowed ${fee}  plan paid ${fee2}  you owe ${copay_num}\nRemark {rarc}; adjustment {carc}\nQuestions {org_tollfree}; appeals "
     "within 180 days to {org_appeals_email} or fax {org_fax}."),
    ("b15c_remittance_advice_page", "remittance", US,
     "REMITTANCE ADVICE - {clinic} (NPI {org_npi}, TIN {org_ein})\nEFT {trn} dated {dos}  total ${batch_total}\nClaims paid {small_count}; "
     "denied {small}; pended {small_digit}\nProvider-level adjustment: ((WO||L6||FB)) ${fee}\nProvider services {provider_line}."),
    ("b15c_prior_auth_approval_fax", "prior_auth", US,
     "FAX from {org} UM - {pages} pages - to {clinic} fax {clinic_fax}\nAuthorization {pa_case} APPROVED: {hcpcs} x {units}, "
     "{dos} to {dos2}. Medical policy {policy_med}. Reviewed by {doctor_full}, Medical Director. Peer-to-peer within "
     "((5||7||14)) days: {provider_line}. Our fax for updates: {org_fax}."),
    ("b15c_formulary_change_notice", "formulary_notice", US,
     "Formulary change effective {eff_iso}\n{drug}: moves to tier ((2||3||4)); generic alternatives on tier 1\n{drug2}: prior "
     "authorization ((added||removed))\nQuantity limit on {drug3}: {qty} per {days_supply} days\nPrescribers: fax requests to {org_fax}; "
     "pharmacists call {rx_help_phone}."),
    ("b15c_network_termination_notice", "network_notice", US,
     "Network update for {county_ar} County members: {hosp_ar} ((joins||remains in)) our network from {dos}. Continuity-of-care requests "
     "go to {org_provider_email} within {small} days. Find in-network doctors at {directory_url} or call {org_tollfree}."),
    ("b15c_claim_status_portal_page", "claim_status", US,
     "Claim {claim_no}  |  Status: ((Paid||Denied||In process||Pended))\nDate received {dos}  |  Last update {dos2}\nTotal billed "
     "${amount}  |  Plan paid ${fee}\n{small} claim lines; {small_digit} adjusted. Payer ID {payer_id}. Call {org_phone}, "
     "{weekday}s {hh}-{hh2}."),
    ("b15c_rx_card_back", "pharmacy_card", US,
     "PHARMACIST USE ONLY\nRxBIN: {org_rxbin}  RxPCN: {org_rxpcn}  RxGRP: {org_rxgrp}\nPrior auth fax {org_fax}  |  Help desk {rx_help_phone}\n"
     "Submit medical claims to: {org_claims_addr} (payer ID {payer_id})\nPlan {hios} | Members {org_tollfree} | card stock {lot}, printed {eff_iso}"),
    ("b15c_clinic_reminder_broadcast", "appointment_reminder", US,
     "{clinic}: reminder that our Harrison office closes at {hh} on {weekday}s in ((June||July||August)). Same-day visits: "
     "Mountain Home, {branch_addr}, {branch_phone}. Nurse advice 24/7: {nurse_line}. Reply STOP to end texts."),
    ("b15c_lab_reference_ranges_page", "lab_report", US,
     "{lab_own} - adult reference intervals (rev {release})\n{ref_range}\n{ref_range2}\n{ref_range3}\n{ref_range4}\nCritical calls "
     "within {small} min; client services {lab_phone}; courier pickup {hh}."),
    ("b15c_billing_statement_summary", "billing_statement", US,
     "STATEMENT DATE {dos}   REF {statement_ref}\nPrevious balance ${amount}   Payments -${fee}   Insurance adjustments -${fee2}\n"
     "Amount due ${copay_num}.00 by {dos2}\nPay online at {org_web}, call {billing_phone}, or write to {billing_email}. Payment plans "
     "from ${small} per month."),
    ("b15c_vision_plan_summary", "vision_plan", US,
     "{eye} - vision plan summary {year}\nRoutine exam (92004/92014): ${copay_num} copay, once per ((12||24)) months\n"
     "Frame allowance: ${fee}  Contact lens allowance: ${fee2}\nLasik discount: {pct}\nAppointments {eye_phone}; {eye_addr}"),
    ("b15c_dental_plan_schedule", "dental_plan", US,
     "{dental_office} - schedule of benefits {year}\nD0150 comprehensive exam 100%\nD1110 prophylaxis 100%, 2 per year\n{cdt} "
     "((80||70||60))% after deductible of ${copay_num}\nD2750 crown 50%; waiting period {months_n} months\nAnnual maximum ${fee_big}. "
     "Call {dental_phone}."),
    ("b15c_travel_policy_wording", "travel_insurance", EN,
     "Section {small_digit}: Emergency medical expenses abroad\nWe pay up to ${fee_big} per trip for emergency treatment. "
     "Excess ${copay_num} per claim. Call our assistance partner first on {assist_eu} (24 h) or {assist_fr} in France. "
     "Claims within {small} days to {org_claims_addr}. Policy wording version {release}."),
    ("b15c_accreditation_letter", "letter", US,
     "{date_letter}\n\n{clinic}\n{clinic_addr}\n\nDear {physician},\nWe are pleased to confirm that {clinic} has been "
     "accredited as a Patient-Centered Medical Home through {year2} (survey {dos}, score {score}%). Please display the enclosed "
     "certificate. Questions: {quality_email}.\n\n{staff}, Quality Programs, {org}"),
    ("b15c_provider_newsletter_fee", "newsletter", US,
     "Provider bulletin {quarter}: fee schedule update. The conversion factor moves to {rate}; E/M codes 99212-99215 rise "
     "{pct_small}. Telehealth modifier 95 remains payable through {year2}. Claims to payer ID {payer_id}; questions "
     "{org_provider_email} or {provider_line}."),
    # ---- support and operations without an identifier -------------------------------------------------------------
    ("b15c_support_chat_generic", "support_chat", US,
     "Visitor: how long does a claim take?\n{bot}: Most clean claims are processed within {small} days; paper claims take "
     "about ((30||45)) days.\nVisitor: ok and where do providers mail them\n{bot}: {org_claims_addr}. Electronic: payer ID {payer_id}.\n"
     "Visitor: thx"),
    ("b15c_support_email_no_identifier", "email", US,
     "Subject: Re: does my plan cover flu shots?\n\nHi there,\nYes: flu vaccines (CPT 90686, 90688) are covered at $0 at any "
     "in-network pharmacy. Bring your card; the pharmacy uses BIN {org_rxbin} and PCN {org_rxpcn}.\nBest,\n{agent}\n{org} Member "
     "Services | {org_tollfree} | {org_help_email}"),
    ("b15c_oncall_ops_note", "it_ticket", US,
     "On-call note {inc}: {hostname} heap at {small}% of {mem_gb} GB after batch {job_id}; eligibility p99 {ms} ms. Restarted "
     "pod ((2||3)) of ((4||6)) at {time} CT. Follow-up {chg} to raise limits. Port {port_no} unchanged. Status: {org_status_page}"),
    ("b15c_change_record_edi", "it_ticket", US,
     "Change {chg}: rotate SFTP key for 837 intake (EDI partner {payer_id}); window {weekday} {hh}-{hh2} CT; rollback plan: "
     "restore key fingerprint {sha}. Notify {edi_email}. Approver {staff}."),
    ("b15c_release_notes_claims_app", "release_notes", US,
     "Claims workbench {release} ({build_no})\n- {jira}: 277CA rejections now show STC category codes\n- {jira2}: remittance "
     "search by EFT trace {small}x faster\n- {jira3}: fixed rounding on TS3 totals\nDocs: {org_web} (EDI companion guide v{small_digit}.{small})"),
    ("b15c_public_health_bulletin", "public_health", US,
     "{county_ar} County health bulletin, week {week}: influenza-like illness at {pct_small} of visits; {small} RSV "
     "hospitalisations, ages 0-{age_young}. Vaccines at {clinic} without appointment; call {clinic_phone}."),
    ("b15c_data_dictionary_claims", "data_dictionary", US,
     "Table claims.line_item (v{release})\nclaim_id  VARCHAR(20)  e.g. {claim_no}\ncpt  CHAR(5)  e.g. {cpt}\nallowed_amt  "
     "DECIMAL(12,2)\npaid_date  DATE\nRows {count}; partitioned by month; owner {staff} ({quality_email})."),
    ("b15c_call_script_provider_line", "call_script", US,
     "Provider services script PS-{small_count} (rev {dos})\n1. Verify the caller's NPI and TIN (not the member).\n2. Claims "
     "address: {org_claims_addr}; electronic payer ID {payer_id}.\n3. PA fax {org_fax}; urgent PA by phone {provider_line}.\n"
     "4. Escalate to {org_provider_email}."),
    ("b15c_leaflet_inhaler", "pharmacy_leaflet", US,
     "{pharmacy_own} - using your ((albuterol||budesonide-formoterol||fluticasone)) inhaler\nShake {small_digit} seconds, breathe "
     "out, press and inhale slowly for 3-5 s, hold 10 s. Rinse mouth after steroid inhalers. Replace after {small_count} puffs. "
     "Questions: {rx_help_phone}, {pharm_addr}."),
    ("b15c_visit_summary_no_ids", "clinical_note", US,
     "Visit summary - {clinic}, {dos}\nSeen by {physician} for ((hypertension follow-up||diabetes check||knee pain)). BP "
     "{bp}, HR {hr}. A1c {a1c}% (ref 4.0-5.6). Plan: {regimen}; recheck in {months_n} months. Lab at {lab_own}, {lab_addr}."),
    ("b15c_fhir_bundle_practitioners", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"timestamp\": \"{iso_ts}\", \"entry\": [{\"resource\": "
     "{\"resourceType\": \"Practitioner\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": "
     "\"{pr_npi}\"}], \"name\": [{\"text\": \"{pr_name}\"}], \"telecom\": [{\"system\": \"phone\", \"use\": \"work\", "
     "\"value\": \"{pr_phone}\"}]}}, {\"resource\": {\"resourceType\": \"PractitionerRole\", \"specialty\": [{\"text\": "
     "\"{pr_specialty}\"}], \"availableTime\": [{\"daysOfWeek\": [\"wed\"], "
     "\"availableStartTime\": \"0{small_digit}:30:00\"}], \"newPatients\": ((true||false))}}]}"),
    ("b15c_appeals_outcome_stats", "quality_report", US,
     "Grievance and appeals summary, {quarter} - {org}\nAppeals received {small_count}; overturned {pct_small}; median decision "
     "{small} days (standard) and {hours} h (expedited).\nTop reasons: {carc}, {carc2}, medical necessity.\nExternal review requests: "
     "{small_digit}. File appeals at {org_appeals_email} or {org_claims_addr}; fax {org_fax}."),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b15c_de_preisliste_igel", "fee_schedule", ("de_DE", "de_AT", "de_CH"),
     "Preisliste Selbstzahlerleistungen {year}\nReisemedizinische Beratung: {amount_loc}\nAugeninnendruckmessung: {amount_loc2}\n"
     "Stand {dos_loc}. Rückfragen: {org_intl_line} oder {org_help_email}"),
    ("b15c_fr_notice_remboursement", "benefit_summary", ("fr_FR",),
     "Remboursements {year} – lunettes et lentilles\nMonture : jusqu'à {amount_loc}\nVerres simples : {amount_loc2}\n"
     "Taux : {pct_loc}\nAssistance voyage 24 h/24 : {assist_fr}"),
    ("b15c_es_it_horarios_tarifas", "fee_schedule", ("es_ES", "es_MX", "it_IT"),
     "Tarifas {year} / Tariffe {year}\nConsulta / Visita: {amount_loc}\nAnalítica / Analisi: {amount_loc2}\nHorario / Orario: "
     "((8:00||8:30||9:00))–((14:00||17:00||19:00))\nAsistencia / Assistenza: {assist_eu}"),
    ("b15c_nl_pt_vergoeding", "benefit_summary", ("nl_NL", "nl_BE", "pt_PT", "pt_BR"),
     "Overzicht {year} / Resumo {year}\nFysiotherapie / Fisioterapia: {small} sessies/sessões\nEigen risico / Franquia: {amount_loc}\n"
     "Vergoeding / Comparticipação: {pct_loc}\nInfo: {org_web}"),
    ("b15c_pl_cs_cennik", "fee_schedule", ("pl_PL", "cs_CZ"),
     "Cennik / Ceník {year}\nKonsultacja / Konzultace: {amount_loc}\nUSG / Ultrazvuk: {amount_loc2}\nEKG: {amount_loc3}\n"
     "Aktualizacja / Platnost {dos_loc}. Kontakt: {org_intl_line}"),
    ("b15c_nordic_egenavgift", "fee_schedule", NORDIC,
     "Avgifter / Priser / Hinnat {year}\nLäkarbesök / Lægebesøg / Legetime / Vastaanotto: {amount_loc}\nLaboratorium: {amount_loc2}\n"
     "Öppet / Åbent / Åpent / Auki ((8||7||9))–16. Assistans: {assist_eu}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind15", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
