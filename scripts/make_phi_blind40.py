"""A fortieth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind40.py [--seed 42421] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind39.py,
seeds 4141 to 41411) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-first set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b40_" or "b40c_"). Identifier-free genres: infection-control outbreak line lists without patients (unit, counts,
dates), environmental-services cleaning schedules, food-safety temperature logs, MRI safety-zone audits, code-blue
drill debriefs, telemetry alarm statistics, staffing-agency invoices, controlled-substance count discrepancy
summaries (counts only), hospital price estimates (CPT, DRG, amounts), prior-authorisation code lists, payer
bulletins, appeal-rights notices, claim-status code glossaries, explanation-of-coverage tables, out-of-network
reimbursement policies, pharmacy network change notices (the organisation's pharmacies' NCPDP IDs), PDSA
quality-improvement reports, board minutes, a community health needs assessment (census figures, age bands), notices
in other locales (de, nl, fr, it, es, pt_BR, pl, sv) and CSV, JSON, XML, HL7 (MFN^M02) and X12 (TA1, 820) exports of
non-personal data. Carrying genres: NICU discharge summaries (an Indiana NICU, a Dutch ontslagbrief), obstetric
triage notes (US, Swiss), adoption medical histories (US, Belgian), surrogacy agreement health sections (US, Dutch),
school IEP health plans, summer-camp health forms (US, an Austrian Feriencamp), military family medical screenings,
seafarer medical certificates (US, Dutch), pilot medical certificates (FAA, Swiss FOCA), commercial driver medical
exam forms, firearm-permit health statements (an Illinois FOID, an Austrian Waffenpass), jury medical deferral
requests (an online form, a letter), gym injury waivers (US, Dutch/Flemish), travel insurance claims (US, German,
French/Belgian/Swiss), plus a FHIR Patient, an HL7 ORU^R01 (newborn screen), a claim-line CSV and an X12 837P.

About half the identifier values come from this module's own printings (the `*_v40` slots): US SSNs and ITINs in
several printings, Medicare MBIs (CMS character classes), driver's licences of Indiana and its neighbours (Illinois,
Ohio, Kentucky, Michigan), US passport numbers, Dutch BSN (11-check), Belgian national numbers (mod 97, the 2000s
rule), Swiss AHV numbers (EAN-13), Austrian social insurance numbers (weighted mod 11, from the birth date), German
Steuer-ID (ISO 7064 mod 11,10); Dutch, Belgian (its own mod-97 pair), Swiss and Austrian IBANs with computed check
digits; Visa and Discover printings with Luhn; dates with Dutch, German (Austrian "Jänner"), French and English month
names; Dutch, Belgian, Swiss and Austrian address layouts and Indiana apartment, suite and unit forms; Dutch, Belgian,
Swiss and Austrian phone numbering plans and Indiana numbers with extensions; obfuscated e-mails ("at ... dot",
"apenstaartje", "(ät)", "arobase").

MAC addresses appear in no text; no identifier-free text holds an IP address at all. An identifier-free text quotes
only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Indiana health alliance, its
hospital, laboratory and clinic on fictional 555-01xx lines, and partner clinics abroad on the fictional ranges of
Ofcom, ACMA and the Bundesnetzagentur) and the plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, its
providers' NPIs, its pharmacies' NCPDP IDs, its EIN); the people it names are the organisations' own staff, never a
patient or member, and the ages it gives are under 90 (age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw

SEED = 42421
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind2.FAKER_LOCALES + ("fr_BE", "fr_CH")

ORG_NAME = "Wabash Confluence Health Alliance"
HOSPITAL_NAME = "Tippecanoe Bluffs Medical Center"
LAB_NAME = "Limberlost Regional Laboratory"
CLINIC_NAME = "Yellowwood Hollow Family Clinic"
ORG_DOMAIN = "wabashconfluence.org"
ORGANISATION_CONTACTS = [
    "(317) 555-0171",                                                  # 0 plan member services
    "(317) 555-0172",                                                  # 1 plan fax
    "Claims Intake, PO Box 40871, Indianapolis, IN 46240",             # 2 plan claims address
    "9100 Keystone Crossing Boulevard, Suite 640, Indianapolis, IN 46240",  # 3 plan office
    "appeals@wabashconfluence.org",                                    # 4
    "memberhelp@wabashconfluence.org",                                 # 5
    "(765) 555-0173",                                                  # 6 hospital switchboard
    "3300 Bluffs Ridge Drive, Lafayette, IN 47905",                    # 7 hospital address
    "(812) 555-0174",                                                  # 8 laboratory client services
    "615 Limberlost Trace Road, Bloomington, IN 47403",                # 9 laboratory address
    "(812) 555-0175",                                                  # 10 clinic
    "42 Yellowwood Lake Road, Nashville, IN 47448",                    # 11 clinic address
    "1-877-555-0193",                                                  # 12 toll-free member line
    "1-877-555-0177",                                                  # 13 toll-free pharmacy help desk
    "+1 317 555 0171",                                                 # 14 member line from abroad
    "https://www.wabashconfluence.org",                                # 15
    "infectioncontrol@wabashconfluence.org",                           # 16
    "qi@wabashconfluence.org",                                         # 17
    "pharmacynetwork@wabashconfluence.org",                            # 18
    "boardsecretary@wabashconfluence.org",                             # 19
    "chna@wabashconfluence.org",                                       # 20
    "(317) 555-0178",                                                  # 21 provider services
    "providerservices@wabashconfluence.org",                           # 22
    "(317) 555-0179",                                                  # 23 utilization management (prior auth)
    "edi.support@wabashconfluence.org",                                # 24
    "pricing@wabashconfluence.org",                                    # 25
    "+44 191 498 0632",                                                # 26 Tyneside partner clinic (Ofcom drama range)
    "+61 7 5550 3928",                                                 # 27 Gold Coast partner clinic (ACMA fiction range)
    "+49 30 23125 719",                                                # 28 Berlin partner clinic (Bundesnetzagentur drama range)
    "(765) 555-0180",                                                  # 29 hospital MRI scheduling
    "1-877-555-0181",                                                  # 30 interpreter and language line
]
ORG_PAYER_ID = "WCH40"
ORG_RXBIN = "024640"
ORG_RXPCN = "WCHRX40"
ORG_RXGRP = "WCH4107"
ORG_EIN = "35-4081762"
ORG_NPIS = (blind5._npi_of("147302958"), blind5._npi_of("183520674"), blind5._npi_of("126904431"),  # noqa: SLF001
            blind5._npi_of("169857320"))  # noqa: SLF001
ORG_NCPDP = ("1572046", "1583317", "1590428", "1561893", "1604752")
STAFF = ("Dr. Philippa Okonkwo-Lindqvist", "Dr. Barnaby Yoshimura-Pratt", "Henrike Vollmer, RN, CIC", "Dr. Desmond Achterberg",
         "Imogen Szczepanski, PharmD", "Cornelius Baptiste-Rourke, MBA", "Dr. Saoirse Templeton-Ruiz", "Ottoline Marchbanks, MSN")
REFERENCE_DAY = dt.date(2026, 3, 1)

MONTHS_V40 = {
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "en": blind.MONTHS,
}


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return {"nl_NL": "NL", "nl_BE": "BE", "fr_BE": "BE", "de_CH": "CH", "fr_CH": "CH", "de_AT": "AT", "de_DE": "DE",
            "fr_FR": "FR"}.get(_loc(draw), "US")


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once, so that its national numbers and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _date_v40(draw: Draw, day: dt.date, lang: str) -> str:
    """A date in the text's language: month names and numeric order of NL, BE, CH, AT, DE, FR or the US."""
    d, m, y = day.day, day.month, day.year
    if lang in ("nl_NL", "nl_BE"):
        month = MONTHS_V40["nl"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}-{m:02d}-{y}", f"{d}-{m}-{y}", f"{d} {month[:3]}. {y}", f"{d:02d}/{m:02d}/{y}"])
    if lang in ("de_DE", "de_AT", "de_CH"):
        months = list(MONTHS_V40["de"])
        if lang == "de_AT":
            months[0] = "Jänner"
        return draw.pick([f"{d}. {months[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}. {months[m - 1]} {y}"])
    if lang in ("fr_BE", "fr_CH", "fr_FR"):
        month = MONTHS_V40["fr"][m - 1]
        return draw.pick([f"{'1er' if d == 1 else d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}" if lang == "fr_CH" else f"{d}/{m}/{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}{'.' if len(month) > 3 else ''} {d}, {y}", f"{m}-{d}-{y}", f"{d} {month} {y}"])


def dob_v40(draw: Draw) -> str:
    """An adult's date of birth in the text's language."""
    return _date_v40(draw, _birth(draw, 1952, 2004), _loc(draw))


def dob_baby_v40(draw: Draw) -> str:
    """A newborn's date of birth (late 2025 to early 2026)."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = dt.date(2025, 10, 1) + dt.timedelta(days=draw.rng.randint(0, 140))  # type: ignore[assignment]
    return _date_v40(draw, draw.cache["_birth"], _loc(draw))  # type: ignore[arg-type]


def dob_child_v40(draw: Draw) -> str:
    """A school-age child's date of birth."""
    return _date_v40(draw, _birth(draw, 2010, 2019), _loc(draw))


def dob_iso_v40(draw: Draw) -> str:
    return _birth(draw, 1948, 2004).isoformat()


def dob_compact_v40(draw: Draw) -> str:
    """A birth date as HL7 and X12 print it (CCYYMMDD)."""
    return _birth(draw, 1948, 2004).strftime("%Y%m%d")


def dob_baby_hl7_v40(draw: Draw) -> str:
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = dt.date(2025, 11, 1) + dt.timedelta(days=draw.rng.randint(0, 110))  # type: ignore[assignment]
    born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
    return born.strftime("%Y%m%d") + f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"


def dod_v40(draw: Draw) -> str:
    """A recent date of death (2024 to early 2026) in the text's language."""
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 2, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return _date_v40(draw, draw.cache["_death"], _loc(draw))  # type: ignore[arg-type]


def dod_iso_v40(draw: Draw) -> str:
    day = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 1, 1).toordinal(), REFERENCE_DAY.toordinal()))
    return draw.pick([day.isoformat(), f"{day.isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-05:00"])


def age_v40(draw: Draw) -> str:
    """An age over 89 as a relative's letter or form prints it."""
    age = draw.rng.randint(90, 104)
    loc = _loc(draw)
    if loc.startswith("de"):
        return draw.pick([f"{age} Jahre", f"{age}-jährig", f"{age} Jahre alt"])
    if loc.startswith("nl"):
        return draw.pick([f"{age} jaar", f"{age} jaar oud"])
    if loc.startswith("fr"):
        return f"{age} ans"
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = ("ninety" + ("-" + words[age % 10] if age % 10 else "")) if age < 100 else ("one hundred" + (" and " + words[age - 100] if age > 100 else ""))
    return draw.pick([str(age), f"{age} years old", f"{age}-year-old", spelled, f"{spelled} years old", f"{age} y.o."])


def ssn_v40(draw: Draw) -> str:
    """A US SSN (area never 000, 666 or 9xx, group and serial never zero) in the printings forms get."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}",
                      value, f"{value[:3]}.{value[3:5]}.{value[5:]}", f"{value[:3]} - {value[3:5]} - {value[5:]}"])


def ssn_bare_v40(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def itin_v40(draw: Draw) -> str:
    """An ITIN: 9 in the first digit, a group of 50-65, 70-88, 90-92 or 94-99."""
    group = draw.pick(list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92] + list(range(94, 100)))
    value = f"9{draw.digits(2)}{group:02d}{draw.digits(4)}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", value, f"{value[:3]} {value[3:5]} {value[5:]}"])


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"


def mbi_v40(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: C A AN N A AN N A A N N, without S L O I B Z."""
    def an() -> str:
        return draw.pick(list(_MBI_ALPHA + "0123456789"))
    value = (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_ALPHA) + an() + draw.digits(1) + draw.letters(1, _MBI_ALPHA) + an()
             + draw.digits(1) + draw.letters(2, _MBI_ALPHA) + draw.digits(2))
    return draw.pick([value, f"{value[:4]}-{value[4:7]}-{value[7:]}", f"{value[:4]} {value[4:7]} {value[7:]}"])


def dl_v40(draw: Draw) -> str:
    """A driver's licence of Indiana (mostly) or a neighbour: IL, OH, KY, MI."""
    state = draw.pick(["IN", "IN", "IN", "IL", "OH", "KY", "MI"])
    if state == "IN":
        v = draw.digits(10, True)
        return draw.pick([f"{v[:4]}-{v[4:6]}-{v[6:]}", v, f"IN {v[:4]}-{v[4:6]}-{v[6:]}"])
    if state == "IL":
        v = draw.digits(11)
        return draw.pick([f"{draw.letters(1)}{v[:3]}-{v[3:7]}-{v[7:]}", f"{draw.letters(1)}{v}"])
    if state == "OH":
        return draw.pick([f"{draw.letters(2)}{draw.digits(6)}", f"{draw.letters(2)} {draw.digits(6)}"])
    if state == "KY":
        v = draw.digits(8)
        return draw.pick([f"{draw.letters(1)}{v[:2]}-{v[2:5]}-{v[5:]}", f"{draw.letters(1)}{v}"])
    v = draw.digits(12)
    return draw.pick([f"{draw.letters(1)} {v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{draw.letters(1)}{v}"])


def passport_v40(draw: Draw) -> str:
    """A US passport book number: nine digits, or a letter and eight digits (the 2021 series)."""
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8, True)}", f"{draw.pick(['5', '6'])}{draw.digits(8)}"])


def bsn_v40(draw: Draw) -> str:
    """A Dutch BSN: nine digits passing the 11-test (weights 9..2 and -1)."""
    while True:
        body = str(draw.rng.randint(1, 6)) + draw.digits(7)
        check = sum(int(c) * w for c, w in zip(body, range(9, 1, -1))) % 11
        if check < 10:
            value = body + str(check)
            return draw.pick([value, value, f"{value[:4]}.{value[4:6]}.{value[6:]}", f"{value[:3]} {value[3:6]} {value[6:]}"])


def be_nn_v40(draw: Draw) -> str:
    """A Belgian national number from the text's birth date: serial odd for men, even for women, key 97 - n mod 97
    (with a 2 in front for births from 2000)."""
    born = _birth(draw, 1950, 2004)
    serial = draw.rng.randrange(1 if _sex(draw) == "M" else 2, 997, 2)
    body = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{serial:03d}"
    key = 97 - int(("2" if born.year >= 2000 else "") + body) % 97
    value = f"{body}{key:02d}"
    return draw.pick([f"{value[:2]}.{value[2:4]}.{value[4:6]}-{value[6:9]}.{value[9:]}", value, f"{value[:6]} {value[6:9]} {value[9:]}"])


def ahv_v40(draw: Draw) -> str:
    """A Swiss AHV number (756, nine digits, EAN-13 check digit)."""
    body = "756" + draw.digits(9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    value = body + str((10 - total % 10) % 10)
    return draw.pick([f"{value[:3]}.{value[3:7]}.{value[7:11]}.{value[11:]}", f"{value[:3]}.{value[3:7]}.{value[7:11]}.{value[11:]}", value])


def be_nn_child_v40(draw: Draw) -> str:
    """A Belgian national number of a child adopted in the 2010s or 2020s."""
    _birth(draw, 2012, 2023)
    return be_nn_v40(draw)


def at_svnr_v40(draw: Draw) -> str:
    """An Austrian social insurance number: serial, check digit (weights 3 7 9 - 5 8 4 2 1 6, mod 11), birth DDMMYY."""
    born = _birth(draw, 1950, 2008)
    date = born.strftime("%d%m%y")
    while True:
        serial = draw.digits(3, True)
        check = (sum(int(c) * w for c, w in zip(serial, (3, 7, 9))) + sum(int(c) * w for c, w in zip(date, (5, 8, 4, 2, 1, 6)))) % 11
        if check < 10:
            return draw.pick([f"{serial}{check} {date}", f"{serial}{check}{date}", f"{serial}{check} {date[:2]}.{date[2:4]}.{date[4:]}"])


def steuerid_v40(draw: Draw) -> str:
    """A German Steuer-ID: one digit twice among the first ten, ISO 7064 mod 11,10 check digit."""
    while True:
        digits = list("0123456789")
        draw.rng.shuffle(digits)
        chosen = digits[:9] + [digits[0]]
        draw.rng.shuffle(chosen)
        if chosen[0] != "0":
            break
    product = 10
    for char in chosen:
        total = (int(char) + product) % 10 or 10
        product = (total * 2) % 11
    value = "".join(chosen) + str((11 - product) % 10)
    return draw.pick([value, f"{value[:2]} {value[2:5]} {value[5:8]} {value[8:]}"])


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _group4(value: str) -> str:
    return " ".join(value[i:i + 4] for i in range(0, len(value), 4))


def iban_v40(draw: Draw) -> str:
    """An IBAN of NL, BE (national mod-97 pair), CH or AT: the text's country, else one of the four."""
    country = _country(draw) if _country(draw) in ("NL", "BE", "CH", "AT") else draw.pick(["NL", "BE", "CH", "AT"])
    if country == "NL":
        bban = draw.pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB"]) + draw.digits(10)
    elif country == "BE":
        first = draw.pick(["001", "063", "068", "310", "363", "735", "973"]) + draw.digits(7)
        pair = int(first) % 97 or 97
        bban = f"{first}{pair:02d}"
    elif country == "CH":
        bban = draw.pick(["00230", "00762", "09000", "00700", "80808"]) + draw.digits(12)
    else:
        bban = draw.pick(["20111", "12000", "32000", "14000", "60000", "38000"]) + draw.digits(11)
    iban = _iban(country, bban)
    return draw.pick([_group4(iban), _group4(iban), iban])


def acct_us_v40(draw: Draw) -> tuple[str, str, str]:
    """A US checking account after its bank's routing number (public, outside the span), as direct-deposit forms take them."""
    routing_body = draw.pick(["07400", "07101", "08300", "04210", "07200"]) + draw.digits(3)
    weights = (3, 7, 1, 3, 7, 1, 3, 7)
    check = (10 - sum(int(c) * w for c, w in zip(routing_body, weights)) % 10) % 10
    routing = routing_body + str(check)
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([(f"routing {routing}, account ", account, ""), (f"ABA {routing}, acct. no. ", account, ""), ("", account, f" (routing {routing})")])


def card_v40(draw: Draw) -> str:
    """A Visa or Discover number with a valid Luhn digit, grouped as printed."""
    if draw.rng.random() < 0.55:
        body = "4" + draw.digits(14)
    else:
        body = draw.pick(["6011", "6445", "6480", "6500", "6521"]) + draw.digits(11)
    number = body + _luhn(body)
    return draw.pick([_group4(number), "-".join(number[i:i + 4] for i in range(0, 16, 4)), number, _group4(number)])


# ---- addresses ---------------------------------------------------------------------------------------------------
_IN_TOWNS = [("Indianapolis", "46208"), ("Indianapolis", "46220"), ("Bloomington", "47401"), ("Lafayette", "47905"),
             ("West Lafayette", "47906"), ("Fort Wayne", "46805"), ("Evansville", "47714"), ("South Bend", "46617"),
             ("Muncie", "47303"), ("Terre Haute", "47807"), ("Columbus", "47201"), ("Carmel", "46032"), ("Kokomo", "46901")]
_IN_STREETS = ["N Meridian St", "E 54th St", "College Ave", "S Walnut St", "Kessler Blvd N Dr", "State Road 46", "Northwestern Ave",
               "Rural St", "Wabash Ave", "Lincolnway W", "Fall Creek Pkwy", "E Kirkwood Ave", "County Road 300 N"]
_NL_TOWNS = [("1017", "Amsterdam"), ("3012", "Rotterdam"), ("2518", "Den Haag"), ("3581", "Utrecht"), ("5611", "Eindhoven"),
             ("9712", "Groningen"), ("6811", "Arnhem"), ("8011", "Zwolle"), ("4811", "Breda")]
_NL_STREETS = ["Kerkstraat", "Van Speijkstraat", "Oudegracht", "Stationsweg", "Prinsengracht", "Molenstraat", "Julianalaan",
               "Nieuwe Binnenweg", "Dorpsstraat"]
_BE_TOWNS = [("1000", "Bruxelles", "fr"), ("1050", "Ixelles", "fr"), ("4000", "Liège", "fr"), ("5000", "Namur", "fr"),
             ("6000", "Charleroi", "fr"), ("2000", "Antwerpen", "nl"), ("9000", "Gent", "nl"), ("3000", "Leuven", "nl"), ("8000", "Brugge", "nl")]
_CH_TOWNS = [("8001", "Zürich", "de"), ("3011", "Bern", "de"), ("4051", "Basel", "de"), ("6003", "Luzern", "de"), ("9000", "St. Gallen", "de"),
             ("1204", "Genève", "fr"), ("1003", "Lausanne", "fr"), ("2000", "Neuchâtel", "fr"), ("1700", "Fribourg", "fr")]
_AT_TOWNS = [("1060", "Wien"), ("1100", "Wien"), ("8010", "Graz"), ("4020", "Linz"), ("5020", "Salzburg"), ("6020", "Innsbruck"), ("9020", "Klagenfurt")]


def addr_v40(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    rng, country = draw.rng, _country(draw)
    if country == "NL":
        code, town = draw.pick(_NL_TOWNS)
        postcode = f"{code} {draw.letters(2, 'ABCEGHJKLMNPRTVWXZ')}"
        number = f"{rng.randint(1, 240)}{draw.pick(['', '', ' A', '-II', 'hs', '-3'])}"
        street = f"{draw.pick(_NL_STREETS)} {number}"
        return draw.pick([f"{street}\n{postcode} {town}", f"{street}, {postcode} {town}", f"{street}, {postcode.replace(' ', '')} {town.upper()}"])
    if country == "BE":
        code, town, lang = draw.pick([t for t in _BE_TOWNS if t[2] == ("fr" if _loc(draw) == "fr_BE" else "nl")])
        if lang == "fr":
            street = f"{draw.pick(['Rue Haute', 'Avenue Louise', 'Rue de la Station', 'Chaussée de Namur', 'Rue Saint-Gilles'])} {rng.randint(1, 320)}"
            street += draw.pick(["", f" bte {rng.randint(1, 40)}", f"/{rng.randint(1, 12)}"])
        else:
            street = f"{draw.pick(['Kerkstraat', 'Meir', 'Veldstraat', 'Bondgenotenlaan', 'Steenweg op Gent'])} {rng.randint(1, 320)}"
            street += draw.pick(["", f" bus {rng.randint(1, 40)}", f"/{rng.randint(1, 12)}"])
        return draw.pick([f"{street}\n{code} {town}", f"{street}, {code} {town}", f"{street}, B-{code} {town}"])
    if country == "CH":
        code, town, lang = draw.pick([t for t in _CH_TOWNS if t[2] == ("fr" if _loc(draw) == "fr_CH" else "de")])
        if lang == "fr":
            street = f"{draw.pick(['Rue du Marché', 'Avenue de la Gare', 'Chemin des Vignes', 'Rue de Lausanne'])} {rng.randint(1, 90)}"
        else:
            street = f"{draw.pick(['Bahnhofstrasse', 'Seefeldstrasse', 'Kramgasse', 'Dorfstrasse', 'Weinbergstrasse'])} {rng.randint(1, 140)}{draw.pick(['', '', 'a'])}"
        return draw.pick([f"{street}\n{code} {town}", f"{street}, {code} {town}", f"{street}, CH-{code} {town}"])
    if country == "AT":
        code, town = draw.pick(_AT_TOWNS)
        street = f"{draw.pick(['Mariahilfer Straße', 'Herrengasse', 'Landstraßer Hauptstraße', 'Linzer Gasse', 'Favoritenstraße', 'Annenstraße'])} {rng.randint(1, 180)}"
        street += draw.pick(["", f"/{rng.randint(1, 9)}/{rng.randint(1, 30)}", f"/Top {rng.randint(1, 24)}", f"/{rng.randint(1, 40)}"])
        return draw.pick([f"{street}\n{code} {town}", f"{street}, {code} {town}", f"{street}, A-{code} {town}"])
    town, zip_code = draw.pick(_IN_TOWNS)
    unit = draw.pick(["", "", f" Apt {rng.randint(1, 40)}{draw.pick(['', 'B', 'C'])}", f", Apt. {rng.randint(1, 4)}-{draw.letters(1, 'ABCD')}",
                      f" Unit {rng.randint(1, 80)}", f" #{rng.randint(1, 30)}", f", Suite {rng.randint(1, 4)}{rng.randint(0, 2)}{rng.randint(0, 9)}"])
    street = f"{rng.randint(10, 9899)} {draw.pick(_IN_STREETS)}{unit}"
    return draw.pick([f"{street}, {town}, IN {zip_code}", f"{street}\n{town}, IN {zip_code}", f"{street}, {town} IN {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}\n{town.upper()} IN {zip_code}"])


def addr_line_v40(draw: Draw) -> str:
    town, zip_code = draw.pick(_IN_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_IN_STREETS)}{draw.pick(['', ' Apt ' + str(draw.rng.randint(1, 30))])}, {town}, IN {zip_code}"


def addr_hl7_v40(draw: Draw) -> str:
    town, zip_code = draw.pick(_IN_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_IN_STREETS)}^{draw.pick(['', 'Apt ' + str(draw.rng.randint(1, 30))])}^{town}^IN^{zip_code}^USA^H"


def addr_x12_street_v40(draw: Draw) -> str:
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_IN_STREETS).upper()}"


def addr_x12_city_v40(draw: Draw) -> str:
    town, zip_code = draw.pick(_IN_TOWNS)
    return f"{town.upper()}*IN*{zip_code}{draw.digits(4)}"


# ---- phones ------------------------------------------------------------------------------------------------------
def _us_exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def _two(value: str) -> str:
    return " ".join(value[i:i + 2] for i in range(0, len(value), 2))


def phone_v40(draw: Draw) -> str:
    """A person's phone in the numbering plan of the text's country; Indiana numbers now and then with an extension."""
    rng, country = draw.rng, _country(draw)
    if country == "NL":
        if rng.random() < 0.6:
            rest = str(rng.randint(1, 6)) + draw.digits(7)
            return draw.pick([f"06-{rest}", f"06 {_two(rest)}", f"+31 6 {rest[:4]} {rest[4:]}", f"06{rest}", f"+31 (0)6 {rest}"])
        area = draw.pick(["20", "10", "70", "30", "40", "50", "26", "38", "76"])
        local = str(rng.randint(2, 9)) + draw.digits(6)
        return draw.pick([f"0{area}-{local}", f"0{area} {local[:3]} {local[3:]}", f"+31 {area} {local}"])
    if country == "BE":
        if rng.random() < 0.6:
            prefix = draw.pick(["470", "471", "472", "475", "476", "478", "479", "486", "496", "499"])
            rest = draw.digits(6)
            return draw.pick([f"0{prefix} {_two(rest)}", f"+32 {prefix} {_two(rest)}", f"0{prefix}/{rest[:2]}.{rest[2:4]}.{rest[4:]}", f"0{prefix}{rest}"])
        area = draw.pick(["2", "3", "9", "4"])
        rest = str(rng.randint(2, 9)) + draw.digits(6)
        return draw.pick([f"0{area} {rest[:3]} {rest[3:5]} {rest[5:]}", f"+32 {area} {rest[:3]} {rest[3:5]} {rest[5:]}", f"0{area}/{rest[:3]}.{rest[3:5]}.{rest[5:]}"])
    if country == "CH":
        prefix = draw.pick(["76", "77", "78", "79", "79", "44", "31", "61", "22", "21"])
        rest = str(rng.randint(2, 9)) + draw.digits(6)
        return draw.pick([f"0{prefix} {rest[:3]} {rest[3:5]} {rest[5:]}", f"+41 {prefix} {rest[:3]} {rest[3:5]} {rest[5:]}", f"0{prefix}{rest}",
                          f"+41 (0){prefix} {rest[:3]} {rest[3:5]} {rest[5:]}"])
    if country == "AT":
        if rng.random() < 0.6:
            prefix = draw.pick(["650", "660", "664", "676", "680", "699"])
            rest = str(rng.randint(2, 9)) + draw.digits(6)
            return draw.pick([f"0{prefix} {rest}", f"+43 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}/{rest}", f"0{prefix} {rest[:3]} {rest[3:]}"])
        area, length = draw.pick([("1", 7), ("316", 6), ("732", 6), ("662", 6), ("512", 6)])
        rest = str(rng.randint(2, 9)) + draw.digits(length - 1)
        return draw.pick([f"0{area} {rest}", f"+43 {area} {rest}", f"(0{area}) {rest}"])
    if country in ("DE", "FR"):
        if country == "DE":
            rest = str(rng.randint(2, 9)) + draw.digits(7)
            return draw.pick([f"0{draw.pick(['151', '160', '172', '176'])} {rest}", f"+49 {draw.pick(['171', '157', '162'])} {rest}"])
        rest = draw.digits(8)
        return draw.pick([f"0{draw.pick(['6', '7'])} {_two(rest)}", f"+33 {draw.pick(['6', '7'])} {_two(rest)}"])
    area = draw.pick(["317", "317", "463", "765", "812", "930", "260", "574", "219"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    base = draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1 ({area}) {exchange}-{line}"])
    if rng.random() < 0.3:
        base += draw.pick([f" ext. {rng.randint(2, 4999)}", f" x{rng.randint(10, 999)}", f" ext {rng.randint(100, 899)}", f", extension {rng.randint(2, 99)}"])
    return base


def phone_hl7_v40(draw: Draw) -> str:
    return f"^PRN^PH^^1^{draw.pick(['317', '765', '812'])}^{_us_exchange(draw)}{draw.digits(4)}"


def phone_plain_v40(draw: Draw) -> str:
    return f"{draw.pick(['317', '765', '812', '463'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates, record numbers ----------------------------------------------------------------------
_EMAIL_DOMAINS = {"NL": ["ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com", "xs4all.nl", "planet.nl"],
                  "BE": ["telenet.be", "skynet.be", "proximus.be", "gmail.com", "hotmail.be"],
                  "CH": ["bluewin.ch", "gmx.ch", "sunrise.ch", "gmail.com", "hispeed.ch"],
                  "AT": ["gmx.at", "aon.at", "chello.at", "gmail.com", "a1.net"],
                  "DE": ["web.de", "gmx.de", "t-online.de", "gmail.com"], "FR": ["orange.fr", "free.fr", "gmail.com"],
                  "US": ["comcast.net", "att.net", "gmail.com", "yahoo.com", "indy.rr.com", "icloud.com", "outlook.com"]}


def _local(draw: Draw) -> str:
    first = blind2.fold_ascii(draw.fill("first")).lower().replace(" ", "").replace("'", "") or "sam"
    last = blind2.fold_ascii(draw.fill("last")).lower().replace(" ", "").replace("'", "") or "lee"
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}", f"{first}{draw.rng.randint(1962, 2006)}", f"{last}{first[:1]}"])


def email_plain_v40(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_EMAIL_DOMAINS[_country(draw)])}"


def email_v40(draw: Draw) -> str:
    """A personal address; now and then written against scrapers in the text's language."""
    country = _country(draw)
    local, domain = _local(draw), draw.pick(_EMAIL_DOMAINS[country])
    name, _, tld = domain.partition(".")
    style = draw.rng.random()
    if style < 0.2:
        word = {"NL": draw.pick([("apenstaartje", "punt"), ("at", "punt")]), "BE": ("at", "punt") if _loc(draw) == "nl_BE" else ("arobase", "point"),
                "CH": ("(ät)", "punkt") if _loc(draw) == "de_CH" else ("arobase", "point"), "AT": ("(ät)", "punkt"), "DE": ("at", "punkt"),
                "FR": ("arobase", "point")}.get(country, draw.pick([("at", "dot"), ("[at]", "[dot]"), ("AT", "DOT")]))
        return f"{local} {word[0]} {name} {word[1]} {tld}"
    if style < 0.3:
        return f"{local}(at){domain}"
    if style < 0.36:
        return f"{local} [at] {domain}"
    return f"{local}@{domain}"


def ip_v40(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, reserved or documentation)."""
    while True:
        if draw.rng.random() < 0.25:
            prefix = draw.pick(["2601:283", "2600:1702", "2a02:a44", "2a02:1812", "2a02:1205", "2001:871"])
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first = draw.pick([24, 50, 65, 67, 71, 73, 98, 99, 108, 173, 184, 77, 84, 145, 178, 212, 213, 85, 91])
            value = f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = ".") -> str:
    first = blind2.fold_ascii(draw.fill("first")).lower().replace(" ", "") or "sam"
    last = blind2.fold_ascii(draw.fill("last")).lower().replace(" ", "").replace("'", "") or "lee"
    return f"{first}{sep}{last}"


def url_v40(draw: Draw) -> str:
    """A page of the person's own: a profile, a fundraiser, a shared album."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw)}.{draw.rng.randint(1, 999)}", f"https://www.instagram.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}",
                      f"https://www.gofundme.com/f/help-{_slug(draw, '-')}-family", f"https://photos.app.goo.gl/{draw.letters(17, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789')}",
                      f"https://{_slug(draw, '')}.wordpress.com/our-story/", f"tiktok.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}"])


def plate_v40(draw: Draw) -> str:
    """A number plate: Indiana and its neighbours, or the text's European country."""
    country = _country(draw)
    if country == "NL":
        return draw.pick([f"{draw.letters(2, 'GHJKLNPRSTXZ')}-{draw.digits(3, True)}-{draw.letters(1, 'BDFGHJKLNPRSTXZ')}",
                          f"{draw.digits(1, True)}-{draw.letters(3, 'BDFGHJKLNPRSTXZ')}-{draw.digits(2)}"])
    if country == "BE":
        return f"{draw.pick(['1', '2'])}-{draw.letters(3)}-{draw.digits(3)}"
    if country == "AT":
        return f"{draw.pick(['W', 'G', 'L', 'S', 'I'])}-{draw.rng.randint(10, 99999)} {draw.letters(1)}"
    if country == "CH":
        return f"{draw.pick(['ZH', 'BE', 'GE', 'VD', 'BS'])} {draw.rng.randint(1000, 999999)}"
    return draw.pick([f"{draw.digits(3, True)}{draw.letters(3)}", f"{draw.digits(3, True)} {draw.letters(3)}", f"{draw.letters(3)} {draw.digits(4)} (OH)",
                      f"{draw.digits(2, True)}{draw.letters(1)}{draw.digits(3)}", f"IN {draw.digits(3, True)}{draw.letters(3)}"])


def vin_v40(draw: Draw) -> str:
    """A 17-character VIN with its check digit (position 9)."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    values = {**{str(n): n for n in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10)))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = list(draw.pick(["1FT", "1GC", "3AK", "1XP", "4V4", "2HG", "5TD"]) + "".join(draw.rng.choice(alphabet) for _ in range(5)) + "0"
                 + draw.pick(["R", "S", "T"]) + draw.letters(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + draw.digits(6))
    remainder = sum(values[c] * w for c, w in zip(chars, weights)) % 11
    chars[8] = "X" if remainder == 10 else str(remainder)
    return "".join(chars)


def mrn_v40(draw: Draw) -> str:
    """A hospital record number: the Indiana hospital's or the text's European hospital's."""
    country = _country(draw)
    if country in ("NL", "BE"):
        return draw.pick([draw.digits(7, True), f"{draw.digits(3, True)}-{draw.digits(4)}", f"P{draw.digits(8)}"])
    if country in ("CH", "AT", "DE"):
        return draw.pick([f"{draw.digits(8, True)}", f"PID {draw.digits(7, True)}", f"FID {draw.digits(9, True)}"])
    return draw.pick([f"TBM{draw.digits(7)}", f"{draw.digits(2, True)}-{draw.digits(3)}-{draw.digits(3)}", f"M{draw.digits(8)}", draw.digits(9, True)])


def medicaid_in_v40(draw: Draw) -> str:
    """An Indiana Medicaid (Hoosier Healthwise) member ID: twelve digits starting 1."""
    v = "1" + draw.digits(11)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def member_v40(draw: Draw) -> str:
    """This plan's member ID: WCA, nine digits, a two-digit person code."""
    body = draw.digits(9, True)
    code = f"{draw.rng.randint(1, 4):02d}"
    return draw.pick([f"WCA{body}{code}", f"WCA {body[:3]} {body[3:6]} {body[6:]}-{code}", f"WCA-{body}-{code}", f"wca{body}{code}"])


def member_x12_v40(draw: Draw) -> str:
    return f"WCA{draw.digits(9, True)}{draw.rng.randint(1, 4):02d}"


def policy_v40(draw: Draw) -> str:
    """A travel or health insurance policy or certificate number of the text's country."""
    country = _country(draw)
    if country == "CH":
        return f"807560{draw.digits(14)}"[:20]
    if country in ("DE", "AT"):
        return draw.pick([f"RV-{draw.digits(8, True)}", f"{draw.digits(3, True)}.{draw.digits(6)}.{draw.digits(2)}"])
    if country in ("NL", "BE", "FR"):
        return draw.pick([f"{draw.letters(2)}{draw.digits(8, True)}", f"{draw.digits(9, True)}"])
    return draw.pick([f"TRV-{draw.digits(4, True)}-{draw.digits(6)}", f"{draw.letters(3)}{draw.digits(9, True)}", f"{draw.digits(12, True)}"])


def case_v40(draw: Draw) -> str:
    """A case, file or applicant number a form assigns to the person."""
    return draw.pick([f"{draw.rng.randint(2024, 2026)}-{draw.digits(5)}", f"{draw.letters(2)}-{draw.digits(6, True)}", f"{draw.digits(8, True)}",
                      f"#{draw.digits(7, True)}"])


def dodid_v40(draw: Draw) -> str:
    """A DoD ID (EDIPI): ten digits."""
    return draw.digits(10, True)


def foid_v40(draw: Draw) -> str:
    """An Illinois FOID card number."""
    return draw.pick([draw.digits(8, True), f"{draw.digits(4, True)}-{draw.digits(4)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind25.SLOTS[key] for key in ("ssn_typed", "ssn_x12", "dob_x12", "email_plain", "ip_public", "phone_e164")},
    "dob_v40": dob_v40, "dob_baby_v40": dob_baby_v40, "dob_child_v40": dob_child_v40, "dob_iso_v40": dob_iso_v40,
    "dob_compact_v40": dob_compact_v40, "dob_baby_hl7_v40": dob_baby_hl7_v40, "dod_v40": dod_v40, "dod_iso_v40": dod_iso_v40,
    "age_v40": age_v40, "ssn_v40": ssn_v40, "ssn_bare_v40": ssn_bare_v40, "itin_v40": itin_v40, "mbi_v40": mbi_v40, "dl_v40": dl_v40,
    "passport_v40": passport_v40, "bsn_v40": bsn_v40, "be_nn_v40": be_nn_v40, "ahv_v40": ahv_v40, "at_svnr_v40": at_svnr_v40,
    "steuerid_v40": steuerid_v40, "be_nn_child_v40": be_nn_child_v40, "iban_v40": iban_v40, "acct_us_v40": acct_us_v40, "card_v40": card_v40, "addr_v40": addr_v40,
    "addr_line_v40": addr_line_v40, "addr_hl7_v40": addr_hl7_v40, "addr_x12_street_v40": addr_x12_street_v40, "addr_x12_city_v40": addr_x12_city_v40, "phone_v40": phone_v40,
    "phone_hl7_v40": phone_hl7_v40, "phone_plain_v40": phone_plain_v40, "email_v40": email_v40, "email_plain_v40": email_plain_v40,
    "ip_v40": ip_v40, "url_v40": url_v40, "plate_v40": plate_v40, "vin_v40": vin_v40, "mrn_v40": mrn_v40,
    "medicaid_in_v40": medicaid_in_v40, "member_v40": member_v40, "member_x12_v40": member_x12_v40, "policy_v40": policy_v40,
    "case_v40": case_v40, "dodid_v40": dodid_v40, "foid_v40": foid_v40,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _table(make_row: Callable[[Draw], str], count: int, sep: str = "\n", key_length: int = 14) -> Callable[[Draw], str]:
    """A filler printing `count` table rows from `make_row` whose first `key_length` characters differ."""
    return lambda d: sep.join(blind17._distinct_rows(d, make_row, count, key_length=key_length))  # noqa: SLF001


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, issued, revised) in 2025-2026, printed in a language."""
    def fill(d: Draw) -> str:
        day = dt.date(2025, 1, 1) + dt.timedelta(days=d.rng.randint(0, 540))
        if lang == "sv":
            return day.isoformat()
        if lang in ("it", "es", "pt", "pl"):
            months = {"it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
                      "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
                      "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
                      "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"]}[lang]
            joiner = {"it": " {m} ", "es": " de {m} de ", "pt": " de {m} de ", "pl": " {m} "}[lang]
            return f"{day.day}{joiner.format(m=months[day.month - 1])}{day.year}"
        return _date_v40(d, day, {"nl": "nl_NL", "de": "de_DE", "at": "de_AT", "fr": "fr_FR", "en": "en_US"}[lang])
    return fill


_UNITS = ["3 North Med-Surg", "4 South Ortho", "MICU", "CVICU", "ED", "Behavioral Health", "Mother-Baby", "NICU", "Oncology 5W",
          "Inpatient Rehab", "Telemetry 6E", "PACU", "Short Stay", "Dialysis"]


def _outbreak_row(d: Draw) -> str:
    day = dt.date(2026, 1, 1) + dt.timedelta(days=d.rng.randint(0, 55))
    return (f"{day.isoformat()} | {d.pick(_UNITS)} | {d.rng.randint(0, 6)} new | {d.rng.randint(0, 3)} staff ill | "
            f"{d.pick(['norovirus PCR +', 'influenza A', 'C. difficile toxin +', 'COVID-19 antigen +', 'RSV', 'GI illness, pending'])} | "
            f"{d.pick(['contact plus', 'droplet', 'unit closed to admissions', 'cohorting', 'bleach wipes started'])}")


def _evs_row(d: Draw) -> str:
    return (f"{d.pick(['Patient rooms (discharge)', 'Isolation rooms', 'Nurse station', 'Med room', 'Public restrooms', 'Elevator lobby', 'Waiting area', 'Soiled utility', 'OR suites (terminal)', 'Cafeteria seating'])} | "
            f"{d.pick(['daily', 'twice daily', 'after each use', 'nightly 23:00', 'every 4 h', 'weekly (Sun)'])} | "
            f"{d.pick(['quaternary ammonium', 'sodium hypochlorite 1:10', 'hydrogen peroxide 1.4%', 'UV-C after terminal clean', 'sporicidal (peracetic acid)'])} | "
            f"dwell {d.pick(['1', '2', '3', '4', '5', '10'])} min | ATP pass {d.rng.randint(78, 100)}%")


def _temp_row(d: Draw) -> str:
    return (f"{d.rng.randint(5, 22):02d}:{d.pick(['00', '15', '30', '45'])} | {d.pick(['Walk-in cooler 1', 'Walk-in freezer', 'Tray line hot well', 'Reach-in 3', 'Salad bar', 'Blast chiller', 'Nourishment fridge 4S', 'Breast milk freezer'])} | "
            f"{d.pick([str(d.rng.randint(33, 40)) + ' °F', str(d.rng.randint(-8, 0)) + ' °F', str(d.rng.randint(136, 170)) + ' °F'])} | "
            f"{d.pick(['in range', 'in range', 'in range', 'out of range - rechecked in 30 min, in range', 'door ajar, corrected'])} | {d.pick(['AM', 'PM', 'NOC'])} shift")


def _mri_row(d: Draw) -> str:
    return (f"{d.pick(['Zone III door access', 'Zone IV signage', 'Ferromagnetic detector', 'MR Conditional O2 cylinder', 'Quench button cover', 'Screening form completion', 'Gauss line marking (5 G)', 'Non-MR-safe stretcher parked outside'])} | "
            f"{d.pick(['compliant', 'compliant', 'not compliant', 'partially compliant'])} | {d.rng.randint(1, 40)} observations | "
            f"{d.pick(['none', 'reeducated techs', 'work order placed', 'replaced label', 'escalated to MRSO'])}")


def _codeblue_row(d: Draw) -> str:
    return (f"{d.pick(['Recognition to call', 'Call to team arrival', 'First compression', 'Pads on', 'First shock', 'First epinephrine', 'Airway secured', 'Recorder assigned'])} | "
            f"{d.rng.randint(0, 9)}:{d.rng.randint(0, 59):02d} | target {d.pick(['< 1:00', '< 2:00', '< 3:00', '< 5:00'])} | {d.pick(['met', 'met', 'not met'])}")


def _alarm_row(d: Draw) -> str:
    total = d.rng.randint(800, 9800)
    return (f"{d.pick(['SpO2 low', 'Leads off', 'HR high', 'HR low', 'Asystole', 'V-tach', 'Apnea', 'Artifact', 'Battery low', 'PVCs > 10/min'])} | {total:,} | "
            f"{d.rng.randint(1, 60)}% actionable | median response {d.rng.randint(20, 240)} s")


def _invoice_row(d: Draw) -> str:
    hours = d.rng.randint(24, 480)
    rate = d.pick([68, 72, 84, 96, 105, 118])
    return (f"{d.pick(['RN - ICU', 'RN - Med/Surg', 'RN - ED', 'LPN', 'CNA', 'Surgical tech', 'Resp. therapist', 'RN - L&D', 'Pharm tech'])} | "
            f"{d.pick(_UNITS)} | {hours} h | ${rate}.00 | ${hours * rate:,}.00")


def _cs_row(d: Draw) -> str:
    found = d.rng.randint(2, 14)
    return (f"{d.pick(['HYDROmorphone 2 mg/mL inj', 'fentaNYL 100 mcg/2 mL', 'oxyCODONE 5 mg tab', 'LORazepam 2 mg/mL', 'midazolam 2 mg/2 mL', 'morphine 4 mg/mL', 'ketamine 50 mg/mL'])} | "
            f"{d.pick(_UNITS)} | {found} discrepancies | {d.rng.randint(0, min(3, found))} unresolved > 24 h | "
            f"{d.pick(['count error', 'waste not witnessed', 'documentation lag', 'cabinet refill error', 'returned to wrong pocket'])}")


_PROCS = [("Screening colonoscopy", "45378", ""), ("MRI knee without contrast", "73721", ""), ("Total knee arthroplasty", "27447", "470"),
          ("Laparoscopic cholecystectomy", "47562", "419"), ("Vaginal delivery", "59400", "807"), ("Cesarean delivery", "59510", "788"),
          ("CT abdomen/pelvis with contrast", "74177", ""), ("Upper GI endoscopy", "43239", ""), ("Cataract removal with IOL", "66984", ""),
          ("Sleep study, attended", "95810", ""), ("Echocardiogram, complete", "93306", ""), ("Lumbar spinal fusion", "22612", "460")]


def _price_row(d: Draw) -> str:
    name, cpt, drg = d.pick(_PROCS)
    gross = d.rng.randint(900, 68000)
    return f"{name} | CPT {cpt}{' / MS-DRG ' + drg if drg else ''} | ${gross:,} | ${int(gross * d.rng.randint(35, 62) / 100):,} | ${int(gross * d.rng.randint(40, 60) / 100):,}"


def _pa_row(d: Draw) -> str:
    return (f"{d.pick(['70551', '72148', '78815', '27130', '29881', '43775', '64483', '95811', '97110 (visits > 20)', 'J0897', 'J9271', 'E0601', 'L5856', '81162', 'G0151'])} | "
            f"{d.pick(['MRI brain w/o', 'MRI lumbar spine w/o', 'PET/CT', 'Total hip', 'Knee arthroscopy', 'Sleeve gastrectomy', 'Epidural steroid injection', 'Titration PSG', 'PT beyond 20 visits', 'denosumab', 'pembrolizumab', 'CPAP device', 'MPK prosthesis', 'BRCA1/2 panel', 'home health PT'])} | "
            f"{d.pick(['PA required', 'PA required', 'notification only', 'PA removed', 'PA added'])} | eff. {d.rng.randint(1, 12)}/1/2026")


_CLAIM_STATUS = [("A1:20", "Accepted for processing"), ("A2:20", "Accepted - claim/encounter accepted into adjudication"),
                 ("A3:21", "Returned as unprocessable - missing or invalid information"), ("A7:562", "Rejected - entity's NPI invalid"),
                 ("F1:65", "Finalized/payment - claim has been paid"), ("F2:88", "Finalized/denial - duplicate of a previously processed claim"),
                 ("P1:20", "Pending/in process"), ("P2:12", "Pending/payer review - awaiting medical records"), ("F3:101", "Finalized/revised"),
                 ("R3:21", "Requests for additional information - claim/line"), ("E0:24", "Response not possible - system status")]


def _cs_gloss_row(d: Draw) -> str:
    code, meaning = d.pick(_CLAIM_STATUS)
    return f"{code} | {meaning} | {d.pick(['no action', 'resubmit corrected claim', 'send records to PO box on file', 'call provider services', 'wait 15 business days'])}"


def _eoc_row(d: Draw) -> str:
    return (f"{d.pick(['Primary care visit', 'Specialist visit', 'Urgent care', 'Emergency room', 'Inpatient stay', 'Outpatient surgery', 'Lab (independent)', 'Imaging (MRI/CT)', 'Tier 1 generic', 'Tier 3 brand', 'Mental health outpatient', 'Physical therapy'])} | "
            f"{d.pick(['$0', '$20 copay', '$45 copay', '$75 copay', '20% after deductible', '30% after deductible', '$350 per admission'])} | "
            f"{d.pick(['not covered', '40% after deductible', '50% after deductible', 'same as in-network (emergency)'])} | {d.pick(['none', 'PA required', 'limit 30 visits/yr', '90-day supply by mail'])}")


def _oon_row(d: Draw) -> str:
    return (f"{d.pick(['Professional services', 'Anesthesia', 'Ambulance (ground)', 'Air ambulance', 'Facility - outpatient', 'Facility - inpatient', 'DME', 'Lab'])} | "
            f"{d.rng.randint(110, 250)}% of Medicare | {d.pick(['QPA applies (No Surprises Act)', 'balance billing allowed with notice', 'member held harmless', 'IDR eligible'])}")


def _pharm_row(d: Draw) -> str:
    return (f"NCPDP {d.pick(list(ORG_NCPDP))} | {d.pick(['Wabash Confluence Pharmacy - Lafayette', 'Wabash Confluence Pharmacy - Bloomington', 'Yellowwood Hollow Clinic Pharmacy', 'Tippecanoe Bluffs Outpatient Pharmacy', 'Wabash Confluence Specialty Pharmacy'])} | "
            f"{d.pick(['joins preferred network', 'leaves network', 'adds 90-day retail', 'adds specialty (limited distribution)', 'hours extended'])} | eff. {d.rng.randint(1, 12)}/{d.pick(['1', '15'])}/2026")


def _pdsa_row(d: Draw) -> str:
    return (f"Cycle {d.rng.randint(1, 6)} | {d.pick(['Plan', 'Do', 'Study', 'Act'])} | "
            f"{d.pick(['discharge-before-noon huddle', 'bedside shift report', 'sepsis alert nurse callback', 'fall-risk armband audit', 'insulin timing with trays', 'CAUTI daily necessity check'])} | "
            f"{d.pick(['baseline', 'week 2', 'week 4', 'week 6'])}: {d.rng.randint(20, 96)}% | {d.pick(['adopt', 'adapt', 'abandon', 'extend to 2 units'])}")


def _chna_row(d: Draw) -> str:
    return (f"{d.pick(['Tippecanoe', 'Monroe', 'Brown', 'Marion', 'Hamilton', 'Vigo', 'Allen', 'Delaware', 'Bartholomew', 'Howard'])} County | "
            f"pop. {d.rng.randint(15, 980):,},{d.digits(3)} | age 65+ {d.rng.randint(11, 24)}.{d.digits(1)}% | under 18 {d.rng.randint(18, 26)}.{d.digits(1)}% | "
            f"uninsured {d.rng.randint(5, 12)}.{d.digits(1)}% | adult obesity {d.rng.randint(28, 40)}%")


def _fee_row(d: Draw) -> str:
    return f"{d.pick(['99202', '99203', '99213', '99214', '99215', '99385', '99395', '90471', '36415', '80053', '85025', '93000', '71046', '97110', '90837'])},{d.pick(['', '25', '59', 'GT'])},{d.rng.randint(12, 320)}.{d.digits(2)},{d.pick(['11', '22', '02'])}"


def _roster_row(d: Draw) -> str:
    return f"{d.pick(list(ORG_NPIS))},{d.pick(['Okonkwo-Lindqvist', 'Yoshimura-Pratt', 'Achterberg', 'Templeton-Ruiz'])},{d.pick(['Family Medicine', 'Obstetrics', 'Pediatrics', 'Internal Medicine'])},{d.pick(['Lafayette', 'Bloomington', 'Nashville'])},{d.pick(['Y', 'N'])}"


def _board_row(d: Draw) -> str:
    return (f"{d.pick(['Motion to approve the FY2027 capital budget', 'Motion to accept the Q4 quality report', 'Motion to renew the medical staff bylaws', 'Motion to approve the CHNA implementation strategy', 'Motion to ratify the charity-care policy revision'])}: "
            f"moved {d.pick(['Vollmer', 'Baptiste-Rourke', 'Marchbanks'])}, seconded {d.pick(['Achterberg', 'Szczepanski', 'Templeton-Ruiz'])}; {d.rng.randint(7, 11)}-0-{d.rng.randint(0, 2)}")


def _ncpdp_json(d: Draw) -> str:
    return f"{{\"ncpdpId\": \"{d.pick(list(ORG_NCPDP))}\", \"npi\": \"{d.pick(list(ORG_NPIS))}\", \"status\": \"{d.pick(['active', 'terminated', 'pending'])}\", \"effective\": \"2026-{d.rng.randint(1, 12):02d}-01\"}}"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "lab_name": LAB_NAME, "clinic": CLINIC_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4], "org_help_email": ORGANISATION_CONTACTS[5],
    "hosp_phone": ORGANISATION_CONTACTS[6], "hosp_addr": ORGANISATION_CONTACTS[7], "lab_phone": ORGANISATION_CONTACTS[8],
    "lab_addr": ORGANISATION_CONTACTS[9], "clinic_phone": ORGANISATION_CONTACTS[10], "clinic_addr": ORGANISATION_CONTACTS[11],
    "org_tollfree": ORGANISATION_CONTACTS[12], "rx_help": ORGANISATION_CONTACTS[13], "org_intl_line": ORGANISATION_CONTACTS[14],
    "org_web": ORGANISATION_CONTACTS[15], "ic_email": ORGANISATION_CONTACTS[16], "qi_email": ORGANISATION_CONTACTS[17],
    "rxnet_email": ORGANISATION_CONTACTS[18], "board_email": ORGANISATION_CONTACTS[19], "chna_email": ORGANISATION_CONTACTS[20],
    "prov_phone": ORGANISATION_CONTACTS[21], "prov_email": ORGANISATION_CONTACTS[22], "um_phone": ORGANISATION_CONTACTS[23],
    "edi_email": ORGANISATION_CONTACTS[24], "pricing_email": ORGANISATION_CONTACTS[25], "uk_partner_line": ORGANISATION_CONTACTS[26],
    "au_partner_line": ORGANISATION_CONTACTS[27], "de_partner_line": ORGANISATION_CONTACTS[28], "mri_phone": ORGANISATION_CONTACTS[29],
    "lang_line": ORGANISATION_CONTACTS[30],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_ncpdp": lambda d: d.pick(list(ORG_NCPDP)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_staff2": lambda d: d.pick(list(STAFF)),
    "own_doc_hl": lambda d: d.pick(["Achterberg^Desmond^^^MD", "Okonkwo-Lindqvist^Philippa^^^MD", "Templeton-Ruiz^Saoirse^^^DO"]),
    "outbreak_table": _table(_outbreak_row, 5), "evs_table": _table(_evs_row, 5), "temp_table": _table(_temp_row, 6),
    "mri_table": _table(_mri_row, 5), "cb_table": _table(_codeblue_row, 6), "alarm_table": _table(_alarm_row, 6),
    "invoice_table": _table(_invoice_row, 5), "cs_table": _table(_cs_row, 4), "price_table": _table(_price_row, 5),
    "pa_table": _table(_pa_row, 6), "csg_table": _table(_cs_gloss_row, 6), "eoc_table": _table(_eoc_row, 6), "oon_table": _table(_oon_row, 5),
    "pharm_table": _table(_pharm_row, 4), "pdsa_table": _table(_pdsa_row, 4), "chna_table": _table(_chna_row, 5),
    "fee_csv": _table(_fee_row, 6), "roster_csv": _table(_roster_row, 4), "board_table": _table(_board_row, 3),
    "ncpdp_json": _table(_ncpdp_json, 3, ", ", 21),
    "nl_date": _doc_date("nl"), "de_date": _doc_date("de"), "at_date": _doc_date("at"), "fr_date": _doc_date("fr"), "en_date": _doc_date("en"),
    "it_date": _doc_date("it"), "es_date": _doc_date("es"), "br_date": _doc_date("pt"), "pl_date": _doc_date("pl"), "sv_date": _doc_date("sv"),
    "unit": lambda d: d.pick(_UNITS),
    "bulletin_no": lambda d: f"PB-{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 48):02d}",
    "invoice_no": lambda d: f"INV-{d.rng.randint(2026, 2026)}{d.digits(5)}",
    "po_no": lambda d: f"PO {d.rng.randint(4500000, 4599999)}",
    "agency": lambda d: d.pick(["Crossroads Clinical Staffing LLC", "Hoosier Travel Nurse Partners", "Prairie Gate Healthcare Staffing"]),
    "version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 20)}",
    "pct_a": lambda d: str(d.rng.randint(40, 98)),
    "pct_b": lambda d: str(d.rng.randint(40, 98)),
    "n_cases": lambda d: str(d.rng.randint(3, 31)),
    "n_units": lambda d: str(d.rng.randint(1, 5)),
    "model": lambda d: f"{d.pick(['MAGNETOM Vida 3T', 'SIGNA Artist 1.5T', 'Ingenia Ambition 1.5T', 'Vantage Orian 1.5T'])}",
    "sw_version": lambda d: f"{d.pick(['XA', 'DV', 'R'])}{d.rng.randint(10, 61)}.{d.rng.randint(0, 9)}",
    "drill_site": lambda d: d.pick(["4 South Ortho", "Radiology CT suite", "Outpatient infusion", "Cafeteria", "Parking garage level 2", "PACU"]),
    "mock_no": lambda d: f"MC-{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 40):02d}",
    "ctrl_num": lambda d: d.digits(9, True),
    "money_total": lambda d: f"{d.rng.randint(12, 980):,},{d.digits(3)}.{d.digits(2)}",
    "group_no": lambda d: d.pick(["WCG-10442", "WCG-10587", "WCG-21130", "WCG-30019"]),
    "census_year": lambda d: d.pick(["2020 Census", "ACS 2019-2023 5-year", "ACS 2022 1-year"]),
}

US = ("en_US",)

# The identifier-free templates: each names only the organisation, its own published contacts and identifiers, its
# staff, service and document dates, codes and counts.
CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b40c_outbreak_linelist", "outbreak_line_list", US,
     "{hospital_own} - Infection Prevention\nOUTBREAK LINE LIST (unit level, no patient identifiers) - event {mock_no}\n"
     "date | unit | new cases | staff | organism/test | measure\n{outbreak_table}\n"
     "Case definition: >= 2 episodes of vomiting or diarrhea within 24 h. Questions: {ic_email} or {hosp_phone}."),
    ("b40c_outbreak_sitrep", "outbreak_line_list", US,
     "SITUATION REPORT #{small_digit} - ((norovirus||influenza A||RSV)) cluster, {unit}\nAs of {dos} {clock}: {n_cases} cumulative patient cases, "
     "{n_units} units affected, {small_digit} staff excluded from work for 48 h after symptoms end.\nAttack rate on the unit: {pct_a}% of beds. "
     "Visitors limited to two per room; the dining room on {unit} is closed until {dos2}.\nThe State Department of Health was notified per 410 IAC 1-2.5. "
     "Prepared by {own_staff} (Infection Prevention), {hospital_own}."),
    ("b40c_evs_schedule", "evs_cleaning_schedule", US,
     "ENVIRONMENTAL SERVICES - CLEANING & DISINFECTION SCHEDULE\n{hospital_own}, rev. {eff_iso}\narea | frequency | agent | contact time | ATP audit\n"
     "{evs_table}\nSupervisor on duty: ext. {four_digits}. Approved by {own_staff}."),
    ("b40c_evs_terminal_memo", "evs_cleaning_schedule", US,
     "MEMO - Terminal cleaning of C. difficile rooms\nFrom: {own_staff}, Director of Environmental Services\nDate: {dos}\n"
     "Beginning {dos2}, every room released from contact-plus precautions receives a sporicidal terminal clean followed by a UV-C cycle of "
     "((12||15||20)) minutes per side. Average turnaround target: {small} minutes. Last quarter we completed {hundreds} terminal cleans with a "
     "{pct_tenth} ATP pass rate. Questions: {ic_email}."),
    ("b40c_food_temp_log", "food_safety_temperature_log", US,
     "FOOD & NUTRITION SERVICES - TEMPERATURE LOG, {weekday} {dos}\nKitchen B, {hospital_own}\ntime | unit | reading | status | shift\n{temp_table}\n"
     "Cold holding <= 41 °F, hot holding >= 135 °F. Thermometer calibrated (ice point) at {clock_a}. Reviewed: {own_staff}."),
    ("b40c_haccp_de", "food_safety_temperature_log", ("de_DE",),
     "Temperaturprotokoll Küche (HACCP) - Partnerklinik Berlin\nDatum: {de_date}\nKühlraum 1: ((3||4||5)) °C · Tiefkühlzelle: −((18||19||21)) °C · "
     "Speisenausgabe warm: ((68||71||74)) °C\nAbweichungen: ((keine||Tür Kühlraum offen, 09:40 behoben||Fühler 2 ersetzt))\n"
     "Rückfragen an die Küchenleitung: {de_partner_line}. Geprüft im Auftrag von {org}."),
    ("b40c_mri_zone_audit", "mri_safety_audit", US,
     "MRI SAFETY ZONE AUDIT - {hospital_own}, scanner {model}\nAudit date {dos}; MR Safety Officer {own_staff}\n"
     "item | result | observations | action\n{mri_table}\nScheduling and screening questions: {mri_phone}."),
    ("b40c_mri_memo", "mri_safety_audit", US,
     "To: Imaging staff\nRe: software {sw_version} and the new ferromagnetic detection system\nThe {model} goes live with software {sw_version} on {dos}. "
     "Ferromagnetic detector serial {model_no} was installed at the Zone III door; false-positive rate during acceptance testing was {pct_small}. "
     "Quench drill scheduled {dos2} at {clock}. Implant look-ups must cite the MRI conditions from the manufacturer's IFU, version and page.\n- {own_staff}"),
    ("b40c_codeblue_debrief", "code_blue_drill_debrief", US,
     "MOCK CODE DEBRIEF {mock_no} - {drill_site}\nScenario: simulated adult cardiac arrest (manikin), pulseless VT converting to PEA.\n"
     "step | time | target | result\n{cb_table}\nWhat went well: ((clear roles||quality compressions, CPR feedback 92%||pads placed early)). "
     "To improve: ((crash cart drawer labels||recorder position||backup suction)). Facilitator: {own_staff}."),
    ("b40c_reanimatie_nl", "code_blue_drill_debrief", ("nl_NL",),
     "Evaluatie reanimatie-oefening (simulatie, oefenpop) - partnerprogramma {org}\nDatum: {nl_date}\nLocatie: ((SEH||verpleegafdeling 4||polikliniek))\n"
     "Tijd tot eerste compressie: 0:{sec_a}; tijd tot eerste schok: ((1||2||3)):{sec_b}\nVerbeterpunten: ((taakverdeling||AED-locatie||communicatie met de meldkamer))\n"
     "Contact voor het trainingsprogramma: {au_partner_line} of {qi_email}."),
    ("b40c_telemetry_alarms", "telemetry_alarm_statistics", US,
     "TELEMETRY ALARM REPORT - {unit}, {quarter}\nalarm type | count | actionable | response\n{alarm_table}\n"
     "Monitor fleet {model_no}, firmware {version}. Alarm defaults changed on {dos}: SpO2 low limit 88% with 15 s delay. Committee lead: {own_staff}."),
    ("b40c_alarm_json", "json_export", US,
     "{\"report\": \"alarm-burden\", \"facility\": \"{hospital_own}\", \"period\": \"{quarter}\", \"units\": [{\"unit\": \"{unit}\", \"alarmsPerBedDay\": {small}.{digit}, "
     "\"actionablePct\": {pct_a}, \"medianResponseSec\": {hundreds}}], \"generated\": \"{iso_ts}\", \"contact\": \"{qi_email}\"}"),
    ("b40c_staffing_invoice", "staffing_agency_invoice", US,
     "{agency}\nINVOICE {invoice_no}   Date: {dos}   Terms: Net 30   {po_no}\nBill to: {org}, Accounts Payable, {org_street_addr}\n"
     "role | unit | hours | rate | amount\n{invoice_table}\nWeek ending {dos2}. Subtotal ${money_b}; orientation hours not billed. "
     "Remit by ACH; questions to our account manager. Client contact: {own_staff}."),
    ("b40c_staffing_invoice_csv", "csv_export", US,
     "invoice_no,client,client_ein,week_ending,role,unit,hours,rate\n{invoice_no},{org},{org_ein},{eff_iso},RN - ICU,{unit},{small},96.00\n"
     "{invoice_no},{org},{org_ein},{eff_iso},CNA,{unit},{hundreds},38.50\n# agency: {agency}; approved by {own_staff}"),
    ("b40c_cs_discrepancy", "controlled_substance_discrepancy_summary", US,
     "PHARMACY - CONTROLLED SUBSTANCE DISCREPANCY SUMMARY, {month_name} {year}\nAutomated dispensing cabinets, all units (counts only)\n"
     "drug | unit | discrepancies | unresolved | root cause\n{cs_table}\nAll unresolved discrepancies were reported to the DEA per 21 CFR 1301.76 "
     "where a loss was confirmed. Reviewed by {own_staff} and the Diversion Committee on {dos}."),
    ("b40c_stupefiants_fr", "controlled_substance_discrepancy_summary", ("fr_FR",),
     "Bilan mensuel des écarts de stupéfiants - pharmacie partenaire\nPériode: {fr_date}\nArmoires sécurisées: ((12||14||18)); écarts constatés: {small}; "
     "écarts non résolus après 24 h: {small_digit}\nCauses principales: ((erreur de comptage||traçabilité du retour||destruction non contresignée))\n"
     "Rapport transmis à {org} ({qi_email})."),
    ("b40c_price_estimate", "price_estimate", US,
     "{hospital_own} - GOOD FAITH / SHOPPABLE SERVICES ESTIMATE\nPrices effective {eff_iso}\nservice | code | gross charge | cash price | de-identified minimum negotiated\n"
     "{price_table}\nEstimates exclude professional fees billed separately. Estimate questions: {pricing_email} or {hosp_phone}."),
    ("b40c_precio_es", "price_estimate", ("es_ES",),
     "Estimación de precios - {hospital_own}\nVigente desde el {es_date}\nColonoscopia de detección (CPT 45378): ${money_s} precio en efectivo\n"
     "Resonancia magnética de rodilla (CPT 73721): ${fee}\nParto vaginal (MS-DRG 807): ${moneyk}\nPara preguntas llame al {hosp_phone} o escriba a {pricing_email}. "
     "Servicios de intérprete gratis: {lang_line}."),
    ("b40c_pa_code_list", "prior_auth_code_list", US,
     "{org} - PRIOR AUTHORIZATION CODE LIST (commercial and Medicare Advantage), updated {eff_iso}\ncode | description | requirement | effective\n{pa_table}\n"
     "Submit requests through the provider portal or call Utilization Management at {um_phone}; fax clinicals to {org_fax}. Payer ID {payer_id}."),
    ("b40c_pa_change_notice", "prior_auth_code_list", US,
     "Provider notice {bulletin_no}: changes to prior authorization\nEffective {dos}, {org} removes the PA requirement for {small_digit} outpatient imaging codes "
     "and adds it for CPT ((0671T||64628||43775)) and HCPCS ((J1303||J3241||E0486)). Gold-carding: providers with >= 92% approval over 12 months are exempt. "
     "Questions: {prov_email} · {prov_phone}."),
    ("b40c_payer_bulletin", "payer_bulletin", US,
     "PROVIDER BULLETIN {bulletin_no} - {org}\n1. Claims for dates of service on or after {dos} must carry the rendering NPI in loop 2310B.\n"
     "2. Telehealth: POS 10 is now paid at parity with POS 11 for CPT 99212-99215.\n3. Pharmacy: BIN {org_rxbin}, PCN {org_rxpcn}, group {org_rxgrp} remain unchanged.\n"
     "4. EDI enrollment: {edi_email}. Payer ID {payer_id}. Provider services: {prov_phone}."),
    ("b40c_boletim_pt", "payer_bulletin", ("pt_BR",),
     "Aviso aos membros - {org}\nA partir de {br_date}, consultas de telessaúde terão coparticipação de US$ 0 para atenção primária.\n"
     "Serviço de intérprete gratuito: {lang_line}. Central de atendimento: {org_tollfree}. Site: {org_web}."),
    ("b40c_appeal_rights", "appeal_rights_notice", US,
     "YOUR RIGHT TO APPEAL\nIf {org} denies a claim or a request for services, you or your representative may file an appeal within 180 days of the notice date. "
     "Send a letter explaining why you disagree to: {org_claims_addr}, or e-mail {org_appeals_email}. For urgent care, call {org_phone}: we decide within 72 hours.\n"
     "You may also ask for an external review by an independent review organization through the Indiana Department of Insurance. Form {bulletin_no}, rev. {eff_iso}."),
    ("b40c_apelacion_es", "appeal_rights_notice", ("es_ES",),
     "SU DERECHO A APELAR\nSi {org} niega un reclamo, usted puede apelar dentro de los 180 días siguientes a la fecha del aviso. Escriba a {org_claims_addr} "
     "o a {org_appeals_email}. Casos urgentes: {org_phone}. Ayuda en español sin costo: {lang_line}. Revisado el {es_date}."),
    ("b40c_claim_status_glossary", "claim_status_glossary", US,
     "{org} - CLAIM STATUS CATEGORY & CODE GLOSSARY (277 / portal)\ncategory:status | meaning | what to do\n{csg_table}\n"
     "Codes follow the X12 external code lists, version {version}. EDI support: {edi_email}."),
    ("b40c_taglines_it", "language_assistance_notice", ("it_IT",),
     "ATTENZIONE: se parla italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiami il {lang_line}.\n"
     "{org} rispetta le leggi federali sui diritti civili. Avviso aggiornato il {it_date}."),
    ("b40c_eoc_table", "explanation_of_coverage", US,
     "EXPLANATION OF COVERAGE - {org} Silver PPO {year}\nIndividual deductible $((1,500||2,250||3,000)) / out-of-pocket max $((6,850||7,900||9,200))\n"
     "service | in-network | out-of-network | limits\n{eoc_table}\nThis is a summary; see the Certificate of Coverage at {org_web}. Member services {org_tollfree}."),
    ("b40c_eoc_pl", "explanation_of_coverage", ("pl_PL",),
     "Zakres ubezpieczenia - {org}, plan Silver PPO\nWizyta u lekarza pierwszego kontaktu: dopłata $20\nWizyta u specjalisty: dopłata $45\nPobyt w szpitalu: 20% po udziale własnym\n"
     "Pomoc w języku polskim bezpłatnie: {lang_line}. Stan na {pl_date}."),
    ("b40c_oon_policy", "out_of_network_reimbursement_policy", US,
     "REIMBURSEMENT POLICY RP-{three}: Out-of-network services\nEffective {eff_iso}. Applies to all {org} commercial products.\nservice | allowed amount | member protection\n"
     "{oon_table}\nEmergency services are covered at in-network cost sharing regardless of network status. Disputes: {prov_email}."),
    ("b40c_utlandsvard_sv", "out_of_network_reimbursement_policy", ("sv_SE",),
     "Vård utomlands - information från {org}\nAkut vård utanför USA ersätts enligt planens villkor för vård utanför nätverket. "
     "Spara kvitton och specificerade räkningar. Frågor: {org_intl_line} eller {org_help_email}. Uppdaterad {sv_date}."),
    ("b40c_pharmacy_network_notice", "pharmacy_network_change_notice", US,
     "PHARMACY NETWORK CHANGE NOTICE - {org}\nThe following pharmacies change status in our network:\n{pharm_table}\n"
     "Claims: BIN {org_rxbin}, PCN {org_rxpcn}. Pharmacy help desk {rx_help}; network questions {rxnet_email}."),
    ("b40c_pharmacy_network_json", "json_export", US,
     "{\"payer\": \"{org}\", \"bin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\", \"pharmacies\": [{ncpdp_json}], \"generated\": \"{iso_ts}\"}"),
    ("b40c_pdsa_report", "quality_improvement_pdsa_report", US,
     "QUALITY IMPROVEMENT - PDSA REPORT\nProject: ((discharge before noon||CAUTI reduction||sepsis time-to-antibiotic)) on {unit}\nAim: from {pct_low}% to 90% by {dos}.\n"
     "cycle | phase | change | measure | decision\n{pdsa_table}\nRun chart attached (n = {hundreds} encounters). Team lead {own_staff}; sponsor {own_staff2}. {qi_email}"),
    ("b40c_pdca_nl", "quality_improvement_pdsa_report", ("nl_NL",),
     "Verbetercyclus (PDCA) - medicatieveiligheid, partnerziekenhuis\nPeriode: {nl_date}\nDoel: dubbele controle bij hoog-risicomedicatie van {pct_low}% naar 95%.\n"
     "Meting na 4 weken: {pct_b}% (n = {hundreds}).\nBesluit: ((aanpassen||invoeren op alle afdelingen||herhalen))\nRapportage aan {org}, {qi_email}."),
    ("b40c_board_minutes", "board_meeting_minutes", US,
     "{org} - Board of Directors, regular meeting minutes, {dos}\nPresent: {small_digit} directors (quorum). Called to order at {clock}.\n"
     "Finance: operating margin {pct_tenth}; days cash on hand {hundreds}.\n{board_table}\nNext meeting {dos2}. Minutes recorded by {own_staff}; corrections to {board_email}."),
    ("b40c_protokoll_de", "board_meeting_minutes", ("de_DE",),
     "Kurzprotokoll der Sitzung des Beirats - Partnerklinik Berlin / {org}\nDatum: {de_date}, Beginn {clock} Uhr\nTOP 1: Belegung {pct_a} %, Verweildauer {small_digit},{digit} Tage\n"
     "TOP 2: Austausch von Pflegekräften, {small_digit} Plätze im Jahr {year_next}\nTOP 3: Verschiedenes\nKontakt Sekretariat: {de_partner_line}"),
    ("b40c_chna", "community_health_needs_assessment", US,
     "{hospital_own} COMMUNITY HEALTH NEEDS ASSESSMENT {year}-{year_next}\nSource: {census_year}; county health rankings.\n"
     "county | population | age 65+ | under 18 | uninsured | adult obesity\n{chna_table}\nPriority needs: behavioral health access, maternal care deserts, "
     "food insecurity among adults 65 to 84. Comments: {chna_email}."),
    ("b40c_chna_es", "community_health_needs_assessment", ("es_ES",),
     "Resumen de la evaluación de necesidades de salud de la comunidad - {hospital_own}\nPoblación de 18 a 64 años sin seguro: {unins} %\n"
     "Adultos de 65 a 84 años con diabetes: {diab} %\nPrioridades: salud mental, atención prenatal, transporte. Comentarios: {chna_email}. Publicado el {es_date}."),
    ("b40c_fee_schedule_csv", "csv_export", US,
     "cpt,modifier,allowed,pos\n{fee_csv}\n# {org} professional fee schedule, effective {eff_iso}, payer {payer_id}"),
    ("b40c_fee_schedule_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FeeSchedule payer=\"{payer_id}\" effective=\"{eff_iso}\" version=\"{version}\">\n"
     "  <Line cpt=\"{cpt}\" allowed=\"{fee}\" pos=\"11\"/>\n  <Line cpt=\"99214\" allowed=\"{money_s}\" pos=\"11\"/>\n  <Line hcpcs=\"{hcpcs}\" allowed=\"{hundreds}.00\"/>\n"
     "  <Contact email=\"{edi_email}\" phone=\"{prov_phone}\"/>\n</FeeSchedule>"),
    ("b40c_roster_csv", "csv_export", US,
     "npi,last_name,specialty,site,accepting_new\n{roster_csv}\n# {org} clinician roster for the directory, generated {eff_iso}"),
    ("b40c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|HRIS|TBMC|DIR|WCHA|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner Master File^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}|{hl7_ts}|{own_npi}^^NPI\nSTF|{own_npi}^^NPI|{four_digits}|{own_doc_hl}|P|||A\nPRA|{own_npi}^^NPI||||{clinic}^Family Medicine"),
    ("b40c_x12_ta1", "x12_export", US,
     "ISA*00*          *00*          *ZZ*WCH40          *ZZ*TBMCBILLING    *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "TA1*{ctrl_num}*{isa_date}*{clock_hhmm}*A*000~\nIEA*0*{isa_seq}~"),
    ("b40c_x12_820", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{group_no}      *ZZ*WCH40          *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*RA*{group_no}*WCH40*20{isa_date}*{clock_hhmm}*{small}*X*005010X218~\nST*820*{four_digits}*005010X218~\nBPR*C*{money_b}*C*CHK************20{isa_date}~\n"
     "TRN*3*{trn}~\nN1*PE*{org_upper}*FI*{org_ein}~\nENT*1~\nRMR*IK*{group_no}**{money_b}~\nSE*8*{four_digits}~"),
    ("b40c_hygiene_at", "outbreak_line_list", ("de_AT",),
     "Hygieneteam - Information für Mitarbeitende der Partnereinrichtung\nStand: {at_date}\nAuf der Station ((2 Nord||Interne 3||Chirurgie B)) sind seit dem Wochenende "
     "{n_cases} Fälle von Gastroenteritis (Norovirus) aufgetreten; die Station ist für Aufnahmen gesperrt.\nHändedesinfektion mit viruzidem Mittel, Flächendesinfektion "
     "zweimal täglich. Rückfragen: {ic_email}."),
    ("b40c_avis_voyage_be", "out_of_network_reimbursement_policy", ("fr_BE",),
     "Avis aux affiliés en voyage - {org}\nEn cas de soins urgents à l'étranger, conservez les factures détaillées. Le remboursement suit les règles hors réseau "
     "(jusqu'à ((110||150||200)) % du tarif Medicare). Assistance: {org_intl_line}. Mis à jour le {fr_date}."),
    ("b40c_taalhulp_be", "language_assistance_notice", ("nl_BE",),
     "LET OP: spreekt u Nederlands, dan kunt u gratis gebruikmaken van taalhulp. Bel {lang_line}.\n{org} leeft de federale burgerrechtenwetgeving na. "
     "Bijgewerkt op {nl_date}."),
    ("b40c_food_recall", "food_safety_temperature_log", US,
     "FOOD SAFETY HOLD NOTICE - Food & Nutrition Services\nDate: {dos}\nProduct: ((shredded romaine 5 lb||frozen turkey patties||shell eggs, 15 dozen)), lot {lot}, "
     "best-by {dos2}. Vendor notice #{fivedig}. {small} cases pulled from walk-in cooler 1 and tagged DO NOT USE. No product served after {clock}.\n"
     "Manager on duty: {own_staff}."),
    ("b40c_alarm_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<AlarmSummary facility=\"{hospital_own}\" period=\"{quarter}\">\n  <Unit name=\"{unit}\" beds=\"{small}\">\n"
     "    <Alarm type=\"SpO2Low\" count=\"{small_count}\" actionablePct=\"{pct_a}\"/>\n    <Alarm type=\"LeadsOff\" count=\"{hundreds}\" actionablePct=\"{pct_b}\"/>\n"
     "  </Unit>\n  <Firmware>{version}</Firmware>\n</AlarmSummary>"),
    ("b40c_price_json", "json_export", US,
     "{\"hospital_name\": \"{hospital_own}\", \"hospital_address\": [\"{hosp_addr}\"], \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.0.0\", "
     "\"standard_charge_information\": [{\"description\": \"MRI knee w/o contrast\", \"code_information\": [{\"code\": \"73721\", \"type\": \"CPT\"}], "
     "\"standard_charges\": [{\"setting\": \"outpatient\", \"gross_charge\": {hundreds}{digit}.00, \"discounted_cash\": {hundreds}.00}]}]}"),
]

# The carrying templates: every person identifier is a [[kind:slot]] (its span); the rest is fillers.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b40_nicu_discharge", "nicu_discharge_summary", US,
     "{hospital_own} - NEONATAL INTENSIVE CARE UNIT\nDISCHARGE SUMMARY\nInfant: Baby ((Boy||Girl)) {last}   MRN [[record_number:mrn_v40]]\n"
     "Date of birth: [[date_of_birth:dob_baby_v40]]   GA at birth ((29||31||33||34)) weeks, BW ((1,240||1,585||1,910||2,205)) g\n"
     "Mother: {mother_first} {last}   Hoosier Healthwise ID [[member_id:medicaid_in_v40]]\nHome: [[address:addr_v40]]\nParents' phone: [[phone:phone_v40]]\n"
     "Problems resolved: RDS (surfactant x1), ((hyperbilirubinemia||apnea of prematurity||feeding intolerance)). Car seat challenge passed. Follow-up with {clinic} in 48 h."),
    ("b40_nicu_ontslag", "nicu_discharge_summary", ("nl_NL",),
     "Ontslagbrief Neonatologie (NICU)\nPatiënt: {first} {last}, geboren [[date_of_birth:dob_baby_v40]] bij ((30||32||35)) weken\nBSN: [[national_id:bsn_v40]]   "
     "Patiëntnummer: [[record_number:mrn_v40]]\nOuders: {first2} {last} en {first3} {last3}\nAdres: [[address:addr_v40]]\nTelefoon ouders: [[phone:phone_v40]]; "
     "e-mail: [[email:email_v40]]\nBeloop: ((CPAP 5 dagen||fototherapie||sondevoeding tot dag 18)). Controle op de polikliniek over twee weken; JGZ is ingelicht."),
    ("b40_ob_triage", "obstetric_triage_note", US,
     "OB TRIAGE NOTE - L&D, {hospital_own}\nPt: {fem} {last}   DOB [[date_of_birth:dob_v40]]   MRN [[record_number:mrn_v40]]\nG((2||3||1))P((1||2||0))  EGA ((34w2d||38w5d||29w0d))\n"
     "CC: ((decreased fetal movement||leaking fluid since 0400||contractions q5 min||headache, BP 152/98))\nNST reactive. Cervix ((closed||1/50/-3||3/70/-2)).\n"
     "Insurance: Medicaid [[member_id:medicaid_in_v40]]; no SSN on file, ITIN [[national_id:itin_v40]]\nCallback: [[phone:phone_v40]]  Plan: ((discharge home with precautions||admit for induction||observe 2 h))."),
    ("b40_ob_triage_ch", "obstetric_triage_note", ("de_CH", "fr_CH"),
     "Gebärsaal-Triage / Triage salle d'accouchement\nPatientin: {fem} {last}\nGeburtsdatum / Date de naissance: [[date_of_birth:dob_v40]]\nAHV-Nr. / No AVS: [[national_id:ahv_v40]]\n"
     "Versichertenkarte / Carte d'assuré: [[member_id:policy_v40]]\nAdresse: [[address:addr_v40]]\nTelefon: [[phone:phone_v40]]\n"
     "SSW ((36+4||39+1||32+0)), ((vorzeitiger Blasensprung||Wehen alle 4 Minuten||Blutdruck 148/96)). CTG unauffällig."),
    ("b40_adoption_history", "adoption_medical_history", US,
     "BIRTH PARENT MEDICAL & SOCIAL HISTORY (non-identifying summary released with consent)\nAgency file [[record_number:case_v40]]\nChild: {first}, born [[date_of_birth:dob_child_v40]]\n"
     "Maternal grandmother: type 2 diabetes; died [[date_of_death:dod_v40]] of a stroke. Maternal great-grandmother, [[age_over_89:age_v40]], living, no dementia.\n"
     "Birth mother asks to be reached only through the agency; her open letter to the family: [[url:url_v40]]\nAdoptive family: {first2} and {first3} {last2}, [[address:addr_v40]]"),
    ("b40_adoption_be", "adoption_medical_history", ("fr_BE", "nl_BE"),
     "Dossier d'adoption / Adoptiedossier - antécédents médicaux de la famille d'origine\nEnfant / Kind: {first} {last}\nRijksregisternummer / NN: [[national_id:be_nn_child_v40]]\n"
     "Né(e) le / Geboren op: [[date_of_birth:dob_child_v40]]\nGrand-père biologique décédé le / overleden op [[date_of_death:dod_v40]] (infarctus)\n"
     "Famille adoptive / Adoptiegezin: [[address:addr_v40]], tél. [[phone:phone_v40]]"),
    ("b40_surrogacy_health", "surrogacy_agreement_health_section", US,
     "GESTATIONAL CARRIER AGREEMENT - SECTION 7: HEALTH, INSURANCE AND COMPENSATION\n7.1 Carrier: {fem} {last}, born [[date_of_birth:dob_v40]], SSN [[ssn:ssn_v40]], residing at [[address:addr_v40]].\n"
     "7.2 Carrier's health insurance remains in force; premiums are reimbursed monthly into her account [[bank_account:acct_us_v40]].\n"
     "7.3 Notices to the Carrier go to [[email:email_v40]]; her profile on the matching agency's site: [[url:url_v40]]\n"
     "7.4 The Carrier shall attend all prenatal visits with {clinic} and shall not ((smoke||travel outside Indiana after week 28||use hot tubs))."),
    ("b40_draagmoeder_nl", "surrogacy_agreement_health_section", ("nl_NL",),
     "Overeenkomst hoogtechnologisch draagmoederschap - artikel 5 (gezondheid en onkosten)\nDraagmoeder: {fem} {last}, geboren [[date_of_birth:dob_v40]], BSN [[national_id:bsn_v40]]\n"
     "Woonadres: [[address:addr_v40]]\nOnkostenvergoeding wordt maandelijks overgemaakt op IBAN [[bank_account:iban_v40]].\nBereikbaar op [[phone:phone_v40]].\n"
     "De draagmoeder volgt het zwangerschapsprotocol van het UMC en meldt bloedverlies direct."),
    ("b40_iep_health_plan", "iep_health_plan", US,
     "INDIVIDUALIZED HEALTH PLAN (attached to IEP) - {clinic} school-based health\nStudent: {first} {last}   STN [[record_number:case_v40]]   Grade ((2||5||7||10))\n"
     "DOB: [[date_of_birth:dob_child_v40]]\nCondition: ((type 1 diabetes - insulin pump||severe peanut allergy - EpiPen 0.3 mg x2||seizure disorder - rescue diazepam||asthma - albuterol before PE))\n"
     "Parent/guardian {first2} {last}: [[phone:phone_v40]], [[email:email_v40]]\nHome address: [[address:addr_v40]]\nReviewed by the school nurse on {dos}."),
    ("b40_camp_health_form", "summer_camp_health_form", US,
     "CAMP ((WAPAHANI||KIKTHAWENUND||TIPPECANOE PINES)) - CAMPER HEALTH FORM\nCamper: {first} {last}   Date of birth: [[date_of_birth:dob_child_v40]]\n"
     "Insurance: {org}, member ID [[member_id:member_v40]]\nMedications at camp: ((methylphenidate 10 mg AM||cetirizine 10 mg||none))\n"
     "Pick-up by {first2} {last}, vehicle plate [[vehicle_id:plate_v40]]\nBalance of camp fee charged to card [[card:card_v40]]\nEmergency phone: [[phone:phone_v40]]"),
    ("b40_feriencamp_at", "summer_camp_health_form", ("de_AT",),
     "Gesundheitsblatt Sommer-Feriencamp\nKind: {first} {last}\nGeboren am: [[date_of_birth:dob_child_v40]]\nSozialversicherungsnummer: [[national_id:at_svnr_v40]]\n"
     "Wohnadresse: [[address:addr_v40]]\nErziehungsberechtigte/r erreichbar unter [[phone:phone_v40]], E-Mail [[email:email_v40]]\n"
     "Allergien: ((Wespenstich||keine||Laktose))  Schwimmer: ((ja||nein))  Zeckenimpfung: ((ja||nein))"),
    ("b40_efmp_screening", "military_family_screening", US,
     "EXCEPTIONAL FAMILY MEMBER PROGRAM - FAMILY MEMBER MEDICAL SUMMARY (DD 2792)\nSponsor: {rank} {first2} {last}   DoD ID [[national_id:dodid_v40]]   SSN [[ssn:ssn_v40]]\n"
     "Family member: {first} {last}, DOB [[date_of_birth:dob_child_v40]]\nCurrent address: [[address:addr_v40]]\nPhone: [[phone:phone_v40]]   E-mail: [[email:email_plain_v40]]\n"
     "Diagnosis: ((autism spectrum disorder, ABA 20 h/wk||asthma, moderate persistent||type 1 diabetes)). POV plate for base pass: [[vehicle_id:plate_v40]]"),
    ("b40_seafarer_cert", "seafarer_medical_certificate", US,
     "MERCHANT MARINER MEDICAL CERTIFICATE (CG-719K summary)\nApplicant: {last_upper}, {first_upper}\nDate of birth: [[date_of_birth:dob_v40]]\n"
     "MMC reference number: [[record_number:case_v40]]\nU.S. passport: [[national_id:passport_v40]]\nMailing address: [[address:addr_v40]]\n"
     "Vision ((20/20||20/30 corrected)), color vision ((pass||pass - Farnsworth)), hearing pass. Fit for duty: ((lookout||engineering||all duties)). Examined {dos}."),
    ("b40_zeevarende_nl", "seafarer_medical_certificate", ("nl_NL",),
     "Geneeskundige verklaring zeevarende (STCW/MLC)\nNaam: {last} {first}\nGeboortedatum: [[date_of_birth:dob_v40]]\nBSN: [[national_id:bsn_v40]]\n"
     "Monsterboekje nr.: [[record_number:case_v40]]\nAdres: [[address:addr_v40]]\nGeschikt voor: ((dekdienst||machinekamer||alle functies)), ((zonder||met)) beperkingen. "
     "Geldig twee jaar. Telefonisch bereikbaar: [[phone:phone_v40]]"),
    ("b40_pilot_medical", "pilot_medical_certificate", US,
     "FAA MEDXPRESS - APPLICATION SUMMARY (Form 8500-8)\nApplicant: {first} {last}   Applicant ID [[record_number:case_v40]]\nDate of birth: [[date_of_birth:dob_v40]]   SSN (optional): [[ssn:ssn_v40]]\n"
     "Address: [[address:addr_v40]]\nPhone: [[phone:phone_v40]]   E-mail: [[email:email_plain_v40]]\nClass: ((first||second||third)). Items 18: ((n - no history||e - hay fever||x - kidney stone 2019)). "
     "AME decision: ((issued||deferred to OKC)) on {dos}."),
    ("b40_fliegerarzt_ch", "pilot_medical_certificate", ("de_CH", "fr_CH"),
     "Fliegerärztliche Untersuchung / Examen médical aéronautique - BAZL/OFAC\nName / Nom: {first} {last}\nGeburtsdatum / Date de naissance: [[date_of_birth:dob_v40]]\n"
     "AHV-Nr.: [[national_id:ahv_v40]]\nAdresse: [[address:addr_v40]]\nTel.: [[phone:phone_v40]]\nKlasse ((1||2||LAPL)): ((tauglich||tauglich mit VML||zurückgestellt))."),
    ("b40_cdl_exam", "commercial_driver_medical_exam", US,
     "MEDICAL EXAMINATION REPORT FOR COMMERCIAL DRIVER FITNESS (MCSA-5875) - driver information\nName: {last}, {first}   DOB: [[date_of_birth:dob_v40]]\n"
     "Driver license: [[national_id:dl_v40]] (CDL class ((A||B)))\nAddress: [[address:addr_v40]]\nPhone: [[phone:phone_v40]]   E-mail: [[email:email_v40]]\n"
     "Tractor unit used for the road test, VIN [[vehicle_id:vin_v40]]\nBP ((128/82||142/90||118/76)); ((2-year||1-year||3-month)) certificate issued {dos}."),
    ("b40_foid_health", "firearm_permit_health_statement", US,
     "ILLINOIS FOID - MENTAL HEALTH PRACTITIONER STATEMENT (renewal)\nApplicant: {first} {last}\nFOID card no.: [[national_id:foid_v40]]   Driver's license: [[national_id:dl_v40]]\n"
     "Date of birth: [[date_of_birth:dob_v40]]\nResidence: [[address:addr_v40]]\nI, {own_staff}, treated the applicant from {dos} to {dos2} for ((adjustment disorder||grief||insomnia)); "
     "in my opinion the applicant poses no clear and present danger. Applicant phone: [[phone:phone_v40]]."),
    ("b40_waffenpass_at", "firearm_permit_health_statement", ("de_AT",),
     "Bestätigung für die Waffenbehörde (Waffenpass/Waffenbesitzkarte)\nAntragsteller: {first} {last}, geb. [[date_of_birth:dob_v40]]\nSV-Nummer: [[national_id:at_svnr_v40]]\n"
     "Wohnhaft: [[address:addr_v40]]\nTelefon: [[phone:phone_v40]]\nAus ärztlicher Sicht bestehen ((keine Bedenken||Bedenken wegen einer laufenden Behandlung)). Das psychologische "
     "Gutachten nach § 8 WaffG liegt vor."),
    ("b40_jury_deferral_online", "jury_medical_deferral_request", US,
     "((MARION||TIPPECANOE||MONROE||ALLEN)) COUNTY JURY OFFICE - online deferral request\nJuror no.: [[record_number:case_v40]]   Name: {first} {last}\nDOB: [[date_of_birth:dob_v40]]\n"
     "Reason: I am the only caregiver for my mother, [[age_over_89:age_v40]], who has advanced Parkinson's.\nHome address: [[address:addr_v40]]\nDaytime phone: [[phone:phone_v40]]\n"
     "Submitted {iso_ts} from [[ip_address:ip_v40]]; confirmation sent to [[email:email_plain_v40]]."),
    ("b40_jury_letter", "jury_medical_deferral_request", US,
     "Dear Jury Administrator,\nI received summons no. [[record_number:case_v40]] for {dos}. I ask to be excused: I had ((a hip replacement||chemotherapy||back surgery)) and cannot sit for long, "
     "and I care for my husband, who is [[age_over_89:age_v40]]. A note from {clinic} is enclosed.\nYou can reach me at [[phone:phone_v40]] or [[email:email_v40]].\n"
     "Sincerely,\n{first} {last}\n[[address:addr_v40]]"),
    ("b40_gym_waiver", "gym_injury_waiver", US,
     "((IRONWORKS||HOOSIER STRENGTH||RIVERBEND CROSSFIT)) - MEMBER INCIDENT REPORT & RELEASE\nMember: {first} {last}   DOB [[date_of_birth:dob_v40]]\n"
     "Incident {dos} {clock}: ((rolled ankle on box jump||strained lower back on deadlift||fainted on the rower)); ice applied, declined EMS.\n"
     "Member e-signed the release from [[ip_address:ip_v40]]. Dues card on file [[card:card_v40]]. Vehicle in lot: [[vehicle_id:plate_v40]]\n"
     "Contact: [[phone:phone_v40]] · [[email:email_v40]] · progress posts at [[url:url_v40]]"),
    ("b40_sportschool_nl", "gym_injury_waiver", ("nl_NL", "nl_BE"),
     "Sportschool - ongevalsregistratie en afstandsverklaring\nLid: {first} {last}\nGeboortedatum: [[date_of_birth:dob_v40]]\nIncasso-IBAN: [[bank_account:iban_v40]]\n"
     "Ongeval: ((verstuikte enkel tijdens spinning||schouderblessure bij bankdrukken||val van de loopband)); EHBO verleend.\nTelefoon: [[phone:phone_v40]]\n"
     "E-mail: [[email:email_v40]]\nDigitaal ondertekend vanaf IP [[ip_address:ip_v40]]."),
    ("b40_travel_claim", "travel_insurance_claim", US,
     "TRIP CANCELLATION CLAIM\nPolicy no.: [[member_id:policy_v40]]\nInsured: {first} {last}, DOB [[date_of_birth:dob_v40]]\nReason: my father died on [[date_of_death:dod_v40]] at [[age_over_89:age_v40]], "
     "two days before departure to ((Lisbon||Cancún||Reykjavík)).\nRefund to card [[card:card_v40]]. Death certificate and receipts: [[url:url_v40]]\n"
     "Filed online from [[ip_address:ip_v40]]; reach me at [[phone:phone_v40]]."),
    ("b40_reiseversicherung", "travel_insurance_claim", ("de_AT", "de_CH"),
     "Schadenmeldung Reiserücktrittsversicherung\nVersicherungsnummer: [[member_id:policy_v40]]\nVersicherte Person: {first} {last}, geb. [[date_of_birth:dob_v40]]\n"
     "Anschrift: [[address:addr_v40]]\nGrund: Tod meiner Mutter am [[date_of_death:dod_v40]]\nErstattung bitte auf IBAN [[bank_account:iban_v40]]\nTelefon: [[phone:phone_v40]]"),
    ("b40_sinistre_voyage", "travel_insurance_claim", ("fr_BE", "fr_CH"),
     "Déclaration de sinistre - assurance annulation voyage\nN° de contrat: [[member_id:policy_v40]]\nAssuré(e): {first} {last}, né(e) le [[date_of_birth:dob_v40]]\n"
     "Motif: décès de mon père le [[date_of_death:dod_v40]]\nRemboursement sur le compte [[bank_account:iban_v40]] ou sur la carte [[card:card_v40]]\n"
     "Adresse: [[address:addr_v40]]\nCourriel: [[email:email_v40]]"),
    ("b40_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"tbmc-{fivedig}\", \"identifier\": [{\"type\": {\"text\": \"MRN\"}, \"value\": \"[[record_number:mrn_v40]]\"}, "
     "{\"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"[[ssn:ssn_bare_v40]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-mbi\", \"value\": \"[[member_id:mbi_v40]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v40]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v40]]\", "
     "\"address\": [{\"text\": \"[[address:addr_line_v40]]\"}], \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_plain_v40]]\"}]}"),
    ("b40_hl7_oru_newborn", "hl7_export", US,
     "MSH|^~\\&|NBS|TBMC|ISDH|IN|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v40]]^^^TBMC^MR||{last_upper}^BABY {baby_label}||"
     "[[date_of_birth:dob_baby_hl7_v40]]|{baby_sex}|||[[address:addr_hl7_v40]]||[[phone:phone_hl7_v40]]\nNK1|1|{last_upper}^{mother_upper}|MTH\n"
     "OBR|1||{ctrl2}|57128-1^Newborn screening panel^LN\nOBX|1|CE|57718-9^Sample quality^LN||((acceptable||unsatisfactory - repeat))||||||F"),
    ("b40_claim_line_csv", "csv_export", US,
     "claim_id,line,member_id,mbi,patient_dob,cpt,units,billed,rendering_npi\n{ctrl},1,[[member_id:member_v40]],[[member_id:mbi_v40]],[[date_of_birth:dob_iso_v40]],{cpt},1,{money_s},{own_npi}\n"
     "# {org} claim-line extract {eff_iso}"),
    ("b40_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*YHFCCLINIC     *ZZ*WCH40          *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{ctrl}*20{isa_date}*{clock_hhmm}*CH~\nNM1*85*2*{clinic_upper}*****XX*{own_npi}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_x12_v40]]~\nN3*[[address:addr_x12_street_v40]]~\nN4*[[address:addr_x12_city_v40]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact_v40]]*((F||M))~\nREF*SY*[[ssn:ssn_bare_v40]]~\nCLM*{ctrl2}*{money_s}***11:B:1*Y*A*Y*Y~\nHI*ABK:{icd_code}~\nSE*12*{four_digits}~"),
]


def _female_first(key: str, locale_key: str) -> Callable[[Draw], str]:
    """A woman's first name in the text's locale, stored as the text's `key` (its e-mail and initials then agree)."""
    def fill(d: Draw) -> str:
        fake = d.fk[str(d.cache.get(locale_key, "en_US"))]
        name = fake.first_name_female() if hasattr(fake, "first_name_female") else fake.first_name()
        d.cache.setdefault(key, name)
        return d.cache[key]
    return fill


def _upper_of(key: str) -> Callable[[Draw], str]:
    return lambda d: d.fill(key).upper()


FILLERS.update({
    "fem": _female_first("first", "locale"),
    "mother_first": _female_first("first2", "locale2"),
    "mother_upper": lambda d: d.fill("mother_first").upper(),
    "baby_label": lambda d: d.pick(["BOY", "GIRL"]),
    "baby_sex": lambda d: "M" if d.fill("baby_label") == "BOY" else "F",
    "pct_low": lambda d: str(d.rng.randint(38, 72)),
    "unins": lambda d: f"{d.rng.randint(5, 14)},{d.digits(1)}",
    "diab": lambda d: str(d.rng.randint(15, 31)),
    "sec_a": lambda d: str(d.rng.randint(10, 59)),
    "sec_b": lambda d: f"{d.rng.randint(0, 59):02d}",
    "clock_hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "digit": lambda d: d.digits(1),
    "three": lambda d: d.digits(3),
    "month_name": lambda d: d.pick(blind.MONTHS),
    "pct_small": lambda d: f"{d.rng.randint(0, 4)}.{d.digits(1)}%",
    "model_no": lambda d: f"{d.letters(2)}-{d.rng.randint(100, 9999)}{d.pick(['', 'X', '-2'])}",
    "rank": lambda d: d.pick(["SSG", "SFC", "CPT", "MSgt", "PO1", "LCDR", "SPC"]),
    "first2_upper": _upper_of("first2"),
    "clinic_upper": lambda d: CLINIC_NAME.upper(),
    "icd_code": lambda d: d.pick(["J4520", "E119", "M545", "Z3481", "F411", "I10", "K219"]),
})


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind40", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
