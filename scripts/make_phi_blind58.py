"""A fifty-eighth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind58.py [--seed 60601] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind57.py,
seeds 4141 to 59591) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-ninth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b58_" or "b58c_"). Identifier-free genres, all from skilled nursing and long-term care: star-rating summaries (a
table, a narrative for families, a CSV, a British CQC rating summary), staffing-hours reports (hours per resident day
by discipline as a table, a payroll-based-journal CSV, a narrative, an XML, an Ontario four-hours-of-care report; no
resident named), activity calendars (a week's table, an iCalendar file, a monthly flyer, a Dutch one), dining menus
with allergens (a week's menu, an allergen matrix, a texture-modified menu, a British menu with the fourteen
allergens, a German Speiseplan with its allergen letters), family-council meeting minutes (two sets of minutes, an
agenda, a letter of the council's resolutions; no resident named), infection-control vaccination coverage rates (a
table, a CSV, a FHIR MeasureReport, an Irish and a Québec French report), fall-rate dashboards (a table, a CSV, a JSON,
a narrative, a German fall statistic), admission information packets (what to bring, daily rates, visiting, rights
and contacts), notices in other locales (en_GB, en_IE, en_CA, fr_CA, de_DE, nl_NL) and exports of non-personal data
(a bed-availability CSV, a FHIR Location, an XML of survey deficiencies, an HL7 MFN^M05 room master, an X12 999, a
claim-batch totals CSV, a JSON census by unit, an X12 835 of batch totals). Carrying genres: MDS-style
resident assessments (a Section A identification page, a quarterly narrative of a nonagenarian), incident and fall
reports naming the resident (a fall, an exit-seeking incident with a passer-by's car), care-plan meeting invitations
to family (a letter, a portal e-mail with the RSVP's address), guardianship and power-of-attorney notices (a
California conservatorship notice, a durable power of attorney on file), discharge-to-community plans, Medi-Cal
long-term-care applications (paper, with a bank account and a car; online, with the submitting address), resident
trust-account statements (a quarterly statement, a family's online deposit), hospice-in-nursing-home coordination
notes, a resident's obituary notice from the facility, forms from the United Kingdom (a care-home fee agreement, a
fall report, a lasting power of attorney notice), Ireland (a Nursing Homes Support Scheme application), Canada (an
Ontario long-term care application, a comfort-allowance statement, a Québec CHSLD admission in French), Germany (a
Heimaufnahme, a death notification) and the Netherlands (a Wlz admission form) as those countries print them, and
exports (a FHIR Patient, a FHIR Observation with its subject, an HL7 ADT^A08, a census CSV and an X12 834).

Most identifier values come from this module's own printings (the `*_v58` slots): US SSNs and Medicare MBIs in
several printings, Medi-Cal CINs, facility charts and plan member IDs, California plates, VINs (the check digit) and
conservatorship case numbers; UK NHS numbers (mod 11) and National Insurance numbers (the excluded prefixes); Irish PPS
numbers (the mod 23 check letter, the second letter's weight); Canadian SINs (Luhn), Ontario health numbers (Luhn, the
version code) and Québec RAMQ numbers (surname and given-name letters, the birth date with fifty added to a woman's
month); German Krankenversichertennummern (the letter as two digits, the 1-2 weighted cross-sum check digit) and
Steuer-IDs (one digit doubled, ISO 7064 MOD 11,10); Dutch BSNs (the 11-test); British sort codes and accounts, Irish,
German, Dutch and British IBANs (mod 97), Canadian transit-institution-account printings and US routing and account
pairs (ABA check digit); Visa, Mastercard and Interac-style debit numbers with Luhn; dates in US, British, Irish,
Canadian English, Québec French, German and Dutch styles with month names in the text's language; Californian,
British (postcodes), Irish (Eircodes), Canadian (postal codes, Québec's "(Québec)" line), German and Dutch (four
digits and two letters) address layouts; the phone numbering plans of those countries in their national printings
(with and without +44, +353, +1, +49, +31, trunk zeros in brackets); e-mails written against scrapers; public IPv4 and
IPv6 addresses of home connections; memorial and tribute pages.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a California skilled-nursing facility, its sister
post-acute centre, a hospice and a senior health plan on fictional (707) and 888 555-01xx lines, and partner homes in
England, Ireland, Ontario, Québec, Germany and the Netherlands on fictional or invented lines) and the organisations'
own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the facility's CMS certification number, NPIs and
EIN); the people it names are the organisations' own staff, never a resident or a relative, and the ages it gives are
under 90 (age bands such as "85-89").

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
    import make_phi_blind41 as blind41
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 60601
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "en_GB", "en_IE", "en_CA", "fr_CA", "de_DE", "nl_NL")

FACILITY = "Bennett Valley Skilled Nursing and Rehabilitation"
SISTER = "Petaluma Creek Post-Acute"
HOSPICE = "Mayacamas Hospice and Palliative Care"
PLAN = "Redwood Coast Senior Health Plan"
GB_HOME = "Wolds Edge Care Home"
IE_HOME = "Ardmore Lodge Nursing Home"
ON_HOME = "Rideau Pines Long-Term Care Home"
QC_HOME = "CHSLD des Érables-Rouges"
DE_HOME = "Seniorenzentrum Am Rheinbogen"
NL_HOME = "Zorgcentrum De Lindehof"
ORGANISATION_CONTACTS = [
    "(707) 555-0183",                                                  # 0 facility main line (Santa Rosa)
    "(707) 555-0184",                                                  # 1 facility fax
    "3390 Bennett Valley Road, Santa Rosa, CA 95404",                  # 2 facility address
    "admissions@bennettvalleysnf.com",                                 # 3
    "https://www.bennettvalleysnf.com",                                # 4
    "familycouncil@bennettvalleysnf.com",                              # 5
    "(707) 555-0185",                                                  # 6 hospice (Sonoma)
    "referrals@mayacamashospice.org",                                  # 7
    "1-888-555-0186",                                                  # 8 senior health plan, provider line
    "providers@redwoodcoastshp.org",                                   # 9
    "PO Box 585186, Eureka, CA 95502",                                 # 10 plan's claims address
    "https://www.redwoodcoastshp.org",                                 # 11
    "(707) 555-0187",                                                  # 12 sister post-acute centre (Petaluma)
    "info@petalumacreekpac.com",                                       # 13
    "01632 960583",                                                    # 14 English partner home (Louth), national
    "+44 1632 960583",                                                 # 15
    "enquiries@woldsedgecarehome.co.uk",                               # 16
    "Ramsgate Road, Louth, Lincolnshire LN11 0QS",                     # 17
    "(01) 555 0188",                                                   # 18 Irish partner home (Bray), national
    "+353 1 555 0188",                                                 # 19
    "info@ardmorelodgenh.ie",                                          # 20
    "Vevay Road, Bray, Co. Wicklow, A98 X2K4",                         # 21
    "(613) 555-0189",                                                  # 22 Ontario partner home (Ottawa)
    "admissions@rideaupinesltc.ca",                                    # 23
    "1450 Bank Street, Ottawa, ON K1H 7Z1",                            # 24
    "819 555-0190",                                                    # 25 Québec partner CHSLD (Sherbrooke)
    "accueil@chslderablesrouges.qc.ca",                                # 26
    "275, rue King Ouest, Sherbrooke (Québec) J1H 1P8",                # 27
    "0221 4710 583",                                                   # 28 German partner home (Köln), national
    "+49 221 4710 583",                                                # 29
    "info@seniorenzentrum-rheinbogen.de",                              # 30
    "Rheinuferstraße 40, 50996 Köln",                                  # 31
    "030 555 0191",                                                    # 32 Dutch partner home (Utrecht), national
    "+31 30 555 0191",                                                 # 33
    "info@zorgcentrumdelindehof.nl",                                   # 34
    "Lindelaan 12, 3533 AB Utrecht",                                   # 35
]
ORG_EIN = "94-3815858"
FACILITY_CCN = "055958"
PLAN_PAYER_ID = "RCSHP58"
PLAN_RXBIN = "610858"
PLAN_PCN = "RCSLTC"
PLAN_GROUP = "SNF58CA"
ORG_NPIS = (blind5._npi_of("158604291"), blind5._npi_of("127958063"), blind5._npi_of("193358417"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"en_GB": "GB", "en_IE": "IE", "en_CA": "CA", "fr_CA": "QC", "de_DE": "DE", "nl_NL": "NL"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _birth(draw: Draw, low: int = 1930, high: int = 1956) -> dt.date:
    """The text's resident's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 4710, 960, 018, 019)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "4710", "960", "018", "019")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
_DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
_NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    if country == "GB":
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {month} {y}", f"{d} {month[:3]} {y}", f"{d:02d}-{month[:3]}-{y}",
                          f"{d:02d}.{m:02d}.{y}"])
    if country == "IE":
        return draw.pick([f"{_ordinal(d)} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}"])
    if country == "CA":
        return draw.pick([f"{y}-{m:02d}-{d:02d}", f"{month} {d}, {y}", f"{d} {month} {y}", f"{y}/{m:02d}/{d:02d}", f"{month[:3]}. {d}, {y}"])
    if country == "QC":
        day_fr = "1er" if d == 1 else str(d)
        return draw.pick([f"{day_fr} {_FR_MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{day_fr} {_FR_MONTHS[m - 1]} {y}"])
    if country == "DE":
        return draw.pick([f"{d}. {_DE_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}. {_DE_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"])
    if country == "NL":
        return draw.pick([f"{d} {_NL_MONTHS[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}", f"{d}-{m}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {_NL_MONTHS[m - 1][:3]} {y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{month[:3].upper()} {d:02d} {y}",
                      f"{d} {month[:3]} {y}", f"{m}/{d}/{y % 100:02d}"])


def dob_v58(draw: Draw) -> str:
    """A resident's date of birth (1930-1956) in the text's style."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v58(draw: Draw) -> str:
    """The birth date of a resident of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_iso_v58(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v58(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 25).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v58(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


_TENS = {9: "ninety", 10: "one hundred"}
_UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country == "DE":
        return draw.pick([f"{age} Jahre", f"{age} J.", f"{age}-jährig", f"im Alter von {age} Jahren"])
    if country == "NL":
        return draw.pick([f"{age} jaar", f"{age} jr", f"{age}-jarige"])
    if country == "QC":
        return draw.pick([f"{age} ans", f"âgée de {age} ans" if _sex(draw) == "F" else f"âgé de {age} ans"])
    spelled = "ninety" + (f"-{_UNITS[age % 10]}" if age % 10 else "") if age < 100 else "one hundred"
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} yrs", f"aged {age}", f"age {age}", f"{age} years"])


def age_v58(draw: Draw) -> str:
    """The age on the reference day of the text's resident born 1926-1935 (90 or more; a printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1926, 1935), REFERENCE_DAY))


def age_num_v58(draw: Draw) -> str:
    """The same age as a bare number (a census column)."""
    return str(_age_on(_birth(draw, 1926, 1935), REFERENCE_DAY))


def age_death_v58(draw: Draw) -> str:
    """The age at death of a resident born 1926-1934 (the printed birth and death dates agree; 90 or more)."""
    return _age_words(draw, _age_on(_birth(draw, 1926, 1934), _death_day(draw)))


# ---- United States (California) -----------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v58(draw: Draw) -> str:
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v58(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v58(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, in the card's 4-3-4 groups, with dashes, or lower case."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def mbi_plain_v58(draw: Draw) -> str:
    return _mbi(draw)


def medical_cin_v58(draw: Draw) -> str:
    """A Medi-Cal client index number: nine characters, 9 and seven digits and a check letter."""
    v = "9" + draw.digits(7) + draw.letters(1, "ABCDEFGH")
    return draw.pick([v, v, f"{v[:4]} {v[4:8]} {v[8]}", f"{v[:8]}-{v[8]}"])


def member_v58(draw: Draw) -> str:
    """A member ID of the resident's Medicare Advantage or supplement plan."""
    v = draw.digits(9, True)
    return draw.pick([f"RCS{v}", f"RCS-{v[:3]}-{v[3:6]}-{v[6:]}", f"{v}01", f"XRC{v[:8]}", f"M{v}-0{draw.rng.randint(1, 3)}"])


def member_plain_v58(draw: Draw) -> str:
    return f"RCS{draw.digits(9, True)}"


def mrn_v58(draw: Draw) -> str:
    return draw.pick([f"BV-{draw.digits(6, True)}", f"{draw.digits(7, True)}", f"R{draw.digits(6, True)}", f"BVS{draw.digits(5, True)}-{draw.digits(2)}",
                      f"{draw.digits(2, True)}-{draw.digits(5)}"])


def mrn_plain_v58(draw: Draw) -> str:
    return f"BV{draw.digits(6, True)}"


def case_no_v58(draw: Draw) -> str:
    """A Sonoma County probate (conservatorship) case number tied to the named conservatee."""
    return draw.pick([f"SPR-{draw.rng.randint(2023, 2026) % 100}{draw.digits(4, True)}", f"SPR{draw.digits(6, True)}", f"24PR{draw.digits(6, True)}"])


def plate_ca_v58(draw: Draw) -> str:
    """A California plate: a digit, three letters, three digits (or the older personalised-free 1ABC234)."""
    v = f"{draw.rng.randint(4, 9)}{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(3)}"
    return draw.pick([v, v, f"{v[:4]} {v[4:]}", f"CA {v}", f"{v} (CA)"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
               **dict(zip("STUVWXYZ", range(2, 10)))}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v58(draw: Draw) -> str:
    """A VIN with its check digit in position nine (an older sedan's or a minivan's)."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    wmi = draw.pick(["1HG", "JHM", "4T1", "2HK", "5FN", "1FA", "JN1", "2T3", "1N4"])
    body = wmi + draw.letters(5, alnum) + "0" + draw.pick(list("ABCDEFGH123456789")) + draw.letters(1, alnum) + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


_CA_TOWNS = [("Santa Rosa", "95401"), ("Santa Rosa", "95403"), ("Santa Rosa", "95405"), ("Santa Rosa", "95409"), ("Rohnert Park", "94928"), ("Petaluma", "94952"),
             ("Petaluma", "94954"), ("Sebastopol", "95472"), ("Healdsburg", "95448"), ("Windsor", "95492"), ("Sonoma", "95476"), ("Napa", "94558"), ("Cotati", "94931")]
_CA_STREETS = ["Sonoma Ave", "Montgomery Dr", "Hoen Ave", "Yulupa Ave", "Mendocino Ave", "Fulton Rd", "Bodega Ave", "Gravenstein Hwy N", "Petaluma Blvd N",
               "Old Redwood Hwy", "Summerfield Rd", "Kawana Springs Rd", "College Ave", "Matanzas Creek Ln", "W Napa St", "Snyder Ln"]


def _ca_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_CA_TOWNS)
    street = f"{draw.rng.randint(100, 9800)} {draw.pick(_CA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" #{draw.rng.randint(101, 320)}", f", Unit {draw.letters(1, 'ABCD')}", f" Spc {draw.rng.randint(1, 180)}"])
    return street, unit, town, zip_code


def addr_ca_v58(draw: Draw) -> str:
    street, unit, town, zip_code = _ca_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, CA {zip_code}", f"{street}{unit}\n{town}, CA {zip_code}", f"{street}{unit}, {town} CA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} CA {zip_code}", f"{street}{unit}, {town}, California {zip_code}"])


def addr_hl7_v58(draw: Draw) -> str:
    street, _, town, zip_code = _ca_parts(draw)
    return f"{street.upper()}^^{town.upper()}^CA^{zip_code}^USA^H"


def addr_fhir_v58(draw: Draw) -> str:
    """A California address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _ca_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"CA\", \"postalCode\": \"{zip_code}"


def addr_x12_v58(draw: Draw) -> str:
    street, _, town, zip_code = _ca_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*CA*{zip_code}{draw.digits(4)}"


def phone_us_v58(draw: Draw) -> str:
    area = draw.pick(["707", "707", "707", "415", "510", "916", "925"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 40)}", f"{area}{exchange}{line}", f"({area}){exchange}-{line}"])


def phone_e164_v58(draw: Draw) -> str:
    return f"+1707{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v58(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"707^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v58(draw: Draw) -> str:
    """A resident's checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["12110103", "12100024", "12114279", "32227162", "12100035"]))
    account = draw.digits(draw.pick([8, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} acct {account}", f"{routing} / {account}", f"RTN {routing}, checking no. {account}"])


# ---- United Kingdom -----------------------------------------------------------------------------------------------
def nhs_v58(draw: Draw) -> str:
    """An NHS number: nine digits and the mod 11 check digit (weights 10 to 2; a remainder giving 10 is redrawn)."""
    while True:
        body = str(draw.rng.randint(4, 7)) + draw.digits(8)
        check = 11 - sum(int(ch) * w for ch, w in zip(body, range(10, 1, -1))) % 11
        if check == 10:
            continue
        v = body + str(0 if check == 11 else check)
        return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def nino_v58(draw: Draw) -> str:
    """A National Insurance number (no D, F, I, Q, U, V; no O second; not BG, GB, KN, NK, NT, TN, ZZ)."""
    first_set, second_set = "ABCEGHJKLMNPRSTWXYZ", "ABCEGHJKLMNPRSTWXYZ"
    while True:
        prefix = draw.pick(list(first_set)) + draw.pick(list(second_set))
        if prefix not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    digits, suffix = draw.digits(6), draw.pick(["A", "B", "C", "D"])
    return draw.pick([f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}", f"{prefix}{digits}{suffix}", f"{prefix} {digits} {suffix}",
                      f"{prefix}{digits[:2]}{digits[2:4]}{digits[4:]}{suffix}".lower() if draw.rng.random() < 0.15 else f"{prefix}{digits}{suffix}"])


_GB_OUTWARD = [("Louth", "LN11"), ("Lincoln", "LN1"), ("Lincoln", "LN6"), ("Grimsby", "DN32"), ("Cleethorpes", "DN35"), ("Boston", "PE21"), ("Grantham", "NG31"),
               ("Horncastle", "LN9"), ("Market Rasen", "LN8"), ("Skegness", "PE25")]
_GB_STREETS = ["Westgate", "Eastfield Road", "Newmarket", "Kenwick Road", "Grimsby Road", "Church Lane", "Horncastle Road", "Victoria Road", "The Paddocks", "Priory Close"]


def addr_gb_v58(draw: Draw) -> str:
    town, outward = draw.pick(_GB_OUTWARD)
    postcode = f"{outward} {draw.rng.randint(0, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    street = f"{draw.rng.randint(1, 140)} {draw.pick(_GB_STREETS)}"
    flat = f"Flat {draw.rng.randint(1, 12)}, {draw.pick(['Orchard House', 'Mill Court', 'St James Mews', 'Tennyson Court'])}"
    return draw.pick([f"{street}, {town}, Lincolnshire {postcode}", f"{street}\n{town}\nLincolnshire\n{postcode}", f"{flat}, {street}, {town} {postcode}",
                      f"{draw.pick(['Rose Cottage', 'The Old Forge', 'Holly Lodge'])}, {draw.pick(_GB_STREETS)}, {town}, {postcode}", f"{street}, {town}. {postcode}"])


def phone_gb_v58(draw: Draw) -> str:
    if draw.rng.random() < 0.65:
        r = str(draw.rng.randint(4, 9)) + _sub(draw, 8)
        return draw.pick([f"07{r[:3]} {r[3:]}", f"+44 7{r[:3]} {r[3:]}", f"+44 (0)7{r[:3]} {r[3:6]} {r[6:]}", f"07{r}", f"07{r[:3]}-{r[3:]}"])
    area, n = draw.pick([("1507", 6), ("1522", 6), ("1472", 6), ("1205", 6), ("1476", 6)])
    r = _sub(draw, n)
    return draw.pick([f"0{area} {r}", f"(0{area}) {r}", f"+44 {area} {r}", f"0{area} {r[:3]} {r[3:]}"])


def gb_bank_v58(draw: Draw) -> str:
    """A British sort code and account number (one span)."""
    sort = f"{draw.pick(['20', '30', '40', '60', '77', '09'])}-{draw.digits(2)}-{draw.digits(2)}"
    acct = draw.digits(8, True)
    return draw.pick([f"Sort code {sort}, account {acct}", f"{sort} {acct}", f"S/C {sort}  A/C {acct}", f"sort code {sort.replace('-', '')} account no. {acct}"])


# ---- Ireland ------------------------------------------------------------------------------------------------------
def pps_v58(draw: Draw) -> str:
    """A PPS number: seven digits, the mod 23 check letter and, on newer numbers, a second letter (weight 9)."""
    digits = draw.digits(7)
    second = draw.pick(["", "", "A", "W", "H"])
    total = sum(int(ch) * w for ch, w in zip(digits, range(8, 1, -1)))
    if second:
        total += 9 * (0 if second == "W" else ord(second) - 64)
    rem = total % 23
    check = "W" if rem == 0 else chr(64 + rem)
    v = digits + check + second
    return draw.pick([v, v, f"{digits} {check}{second}", v.lower() if draw.rng.random() < 0.2 else v])


_IE_PLACES = [("Bray", "Co. Wicklow", "A98"), ("Greystones", "Co. Wicklow", "A63"), ("Wicklow", "Co. Wicklow", "A67"), ("Dún Laoghaire", "Co. Dublin", "A96"),
              ("Dublin 6", "", "D06"), ("Dublin 14", "", "D14"), ("Arklow", "Co. Wicklow", "Y14"), ("Blackrock", "Co. Dublin", "A94")]
_EIR = "0123456789ACDEFHKNPRTVWXY"


def addr_ie_v58(draw: Draw) -> str:
    town, county, key = draw.pick(_IE_PLACES)
    eircode = f"{key} {draw.letters(1, 'ACDEFHKNPRTVWXY')}{draw.letters(3, _EIR)}"
    street = f"{draw.rng.randint(1, 90)} {draw.pick(['Meath Road', 'Seapoint Road', 'Novara Avenue', 'Kilbride Grove', 'Church Road', 'Killarney Villas'])}"
    tail = f"{town}, {county}" if county else town
    return draw.pick([f"{street}, {tail}, {eircode}", f"{street}\n{town}\n{county or 'Dublin'}\n{eircode}",
                      f"Apt {draw.rng.randint(1, 40)}, {draw.pick(['Seafield Court', 'Herbert Park', 'Kingsmill'])}, {street}, {tail} {eircode}",
                      f"{draw.pick(['Glenview', 'Rosemount', 'Ashgrove House'])}, {draw.pick(['Old Connaught Avenue', 'Ballyman Road'])}, {tail}, {eircode}"])


def phone_ie_v58(draw: Draw) -> str:
    if draw.rng.random() < 0.65:
        pre, r = draw.pick(["83", "85", "86", "87", "89"]), _sub(draw, 7)
        return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+353 {pre} {r[:3]} {r[3:]}", f"0{pre}-{r}", f"(0{pre}) {r[:3]} {r[3:]}", f"+353 (0){pre} {r}"])
    r = _sub(draw, 7)
    return draw.pick([f"(01) {r[:3]} {r[3:]}", f"01 {r[:3]} {r[3:]}", f"+353 1 {r[:3]} {r[3:]}", f"(0404) {r[:5]}"])


# ---- Canada -------------------------------------------------------------------------------------------------------
def sin_v58(draw: Draw) -> str:
    """A Social Insurance Number: nine digits with the Luhn check digit, first digit 1-7."""
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v, f"{v[:3]} {v[3:6]} {v[6:]}"])


def ohip_v58(draw: Draw) -> str:
    """An Ontario health number (ten digits, Luhn over the first nine) with its two-letter version code."""
    body = str(draw.rng.randint(1, 9)) + draw.digits(8)
    v = body + _luhn(body)
    ver = draw.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")
    return draw.pick([f"{v[:4]}-{v[4:7]}-{v[7:]}-{ver}", f"{v[:4]} {v[4:7]} {v[7:]} {ver}", f"{v}{ver}", f"{v} {ver}", v])


def ramq_v58(draw: Draw) -> str:
    """A Québec health insurance number: the surname's first three letters, the given name's first, YYMMDD (+50 on a woman's month), two digits."""
    import unicodedata
    def letters(text: str) -> str:
        return "".join(ch for ch in unicodedata.normalize("NFKD", text.upper()) if "A" <= ch <= "Z")
    last, first = (letters(draw.fill("last")) + "XXX")[:3], (letters(draw.fill("first")) or "X")[:1]
    born = _birth(draw)
    month = born.month + (50 if _sex(draw) == "F" else 0)
    v = f"{last}{first}{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(2)}"
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


_ON_FSA = ["K1H", "K1S", "K1V", "K2P", "K1N", "K2C", "K1G", "K1Y", "K2B"]
_QC_FSA = [("Sherbrooke", "J1H"), ("Sherbrooke", "J1J"), ("Sherbrooke", "J1E"), ("Magog", "J1X"), ("Sherbrooke", "J1L"), ("Montréal", "H2J"), ("Montréal", "H1V")]
_CA_LET = "ABCEGHJKLMNPRSTVWXYZ"


def addr_on_v58(draw: Draw) -> str:
    postal = f"{draw.pick(_ON_FSA)} {draw.digits(1)}{draw.letters(1, _CA_LET)}{draw.digits(1)}"
    street = f"{draw.rng.randint(12, 2900)} {draw.pick(['Bank St', 'Riverside Dr', 'Alta Vista Dr', 'Carling Ave', 'Smyth Rd', 'Heron Rd', 'Kilborn Ave', 'Bronson Ave'])}"
    apt = draw.rng.randint(101, 1907)
    return draw.pick([f"{street}, Ottawa, ON {postal}", f"{apt}-{street}\nOttawa ON  {postal}", f"Apt {apt}, {street}, Ottawa, Ontario {postal}",
                      f"{street.upper()}\nOTTAWA ON {postal}", f"{street}, Unit {draw.rng.randint(1, 30)}, Ottawa ON {postal}"])


def addr_qc_v58(draw: Draw) -> str:
    town, fsa = draw.pick(_QC_FSA)
    postal = f"{fsa} {draw.digits(1)}{draw.letters(1, _CA_LET)}{draw.digits(1)}"
    number, street = draw.rng.randint(10, 4800), draw.pick(["rue Galt Ouest", "rue Wellington Sud", "boulevard de Portland", "rue King Est", "rue Belvédère Nord",
                                                            "rue Principale Ouest", "avenue Papineau"])
    app = draw.rng.randint(1, 14)
    return draw.pick([f"{number}, {street}, app. {app}, {town} (Québec) {postal}", f"{number}, {street}\n{town} (Québec)  {postal}", f"{app}-{number} {street}, {town} QC {postal}",
                      f"{number} {street}, {town} (Qc) {postal}"])


def phone_cn_v58(draw: Draw) -> str:
    """A Canadian number: Ottawa's areas for an Ontario text, the Eastern Townships' and Montréal's for a Québec one."""
    area = draw.pick(["819", "819", "873", "514", "450"]) if _country(draw) == "QC" else draw.pick(["613", "613", "343", "819"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    if _country(draw) == "QC":
        return draw.pick([f"{area} {exchange}-{line}", f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"+1 {area} {exchange}-{line}",
                          f"{area} {exchange}-{line}, poste {draw.rng.randint(2, 60)}"])
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area} {exchange} {line}", f"+1 {area}-{exchange}-{line}", f"1-{area}-{exchange}-{line}"])


def ca_bank_v58(draw: Draw) -> str:
    """A Canadian account as a cheque prints it: five-digit transit, three-digit institution, account (one span)."""
    transit, inst = draw.digits(5, True), draw.pick(["001", "002", "003", "004", "006", "010", "815"])
    acct = draw.digits(draw.pick([7, 7, 12]), True)
    if _country(draw) == "QC":
        return draw.pick([f"transit {transit}, institution {inst}, folio {acct}", f"{transit}-{inst}-{acct}", f"succursale {transit}, institution {inst}, compte {acct}"])
    return draw.pick([f"transit {transit}, institution {inst}, account {acct}", f"{transit}-{inst} {acct}", f"Transit/Inst./Acct: {transit} / {inst} / {acct}"])


# ---- Germany ------------------------------------------------------------------------------------------------------
def kvnr_v58(draw: Draw) -> str:
    """A Krankenversichertennummer: a letter (as two digits A=01), eight digits, the check digit of weights 1-2 with cross sums."""
    letter = draw.letters(1, "ABCDEFGHIJKLMNOPRSTUVWZ")
    digits = draw.digits(8, True)
    numeric = f"{ord(letter) - 64:02d}" + digits
    total = 0
    for i, ch in enumerate(numeric):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        total += p // 10 + p % 10
    v = f"{letter}{digits}{total % 10}"
    return draw.pick([v, v, f"{v[0]} {v[1:5]} {v[5:]}", f"{v[0]}{v[1:5]} {v[5:]}"])


def steuer_id_v58(draw: Draw) -> str:
    """A Steuerliche Identifikationsnummer: ten digits (first non-zero, one digit twice, one missing), ISO 7064 MOD 11,10."""
    while True:
        values = list(range(10))
        draw.rng.shuffle(values)
        chosen = values[:9]
        doubled = draw.pick(chosen)
        digits = chosen + [doubled]
        draw.rng.shuffle(digits)
        if digits[0] != 0:
            break
    product = 10
    for digit in digits:
        total = (digit + product) % 10 or 10
        product = (total * 2) % 11
    check = 11 - product
    v = "".join(map(str, digits)) + str(0 if check == 10 else check)
    return draw.pick([v, v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}", f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"])


_DE_PLACES = [("Köln", "50667"), ("Köln", "50733"), ("Köln", "50937"), ("Köln", "51105"), ("Köln", "50999"), ("Brühl", "50321"), ("Hürth", "50354"), ("Wesseling", "50389"),
              ("Bonn", "53113"), ("Leverkusen", "51373")]
_DE_STREETS = ["Aachener Straße", "Neusser Str.", "Bonner Wall", "Rodenkirchener Straße", "Sürther Hauptstraße", "Merowingerstraße", "Kalker Hauptstr.", "Am Eifeltor",
               "Weißer Straße", "Luxemburger Str."]


def addr_de_v58(draw: Draw) -> str:
    town, plz = draw.pick(_DE_PLACES)
    street = f"{draw.pick(_DE_STREETS)} {draw.rng.randint(1, 240)}{draw.pick(['', '', 'a', 'b'])}"
    return draw.pick([f"{street}, {plz} {town}", f"{street}\n{plz} {town}", f"{street}, {draw.rng.randint(1, 5)}. OG, {plz} {town}", f"{street} · {plz} {town}",
                      f"{street}\nD-{plz} {town}"])


def phone_de_v58(draw: Draw) -> str:
    if draw.rng.random() < 0.6:
        pre = draw.pick(["151", "152", "160", "170", "171", "172", "176", "1577"])
        r = _sub(draw, 11 - len(pre))
        return draw.pick([f"0{pre} {r}", f"0{pre}/{r}", f"+49 {pre} {r}", f"+49 (0){pre} {r[:4]} {r[4:]}", f"0{pre}-{r}"])
    area = draw.pick(["221", "2232", "2233", "228", "214"])
    r = _sub(draw, 10 - len(area))
    return draw.pick([f"0{area} {r}", f"(0{area}) {r[:3]} {r[3:]}", f"+49 {area} {r}", f"0{area}/{r}", f"+49 (0){area} {r[:-2]}-{r[-2:]}"])


def plate_de_v58(draw: Draw) -> str:
    """A German Kennzeichen: district letters, one or two letters, one to four digits (an E for an electric car)."""
    district = draw.pick(["K", "BN", "SU", "BM", "GL", "LEV", "EU"])
    v = f"{district}-{draw.letters(draw.pick([1, 2]), 'ABCDEFGHJKLMNPRSTUVWXYZ')} {draw.rng.randint(1, 9999)}{draw.pick(['', '', 'E'])}"
    return draw.pick([v, v, v.replace("-", " "), v.replace(" ", "")])


# ---- The Netherlands ----------------------------------------------------------------------------------------------
def bsn_v58(draw: Draw) -> str:
    """A burgerservicenummer passing the 11-test (weights 9 to 2 and -1)."""
    while True:
        v = str(draw.rng.randint(1, 6)) + draw.digits(8)
        if sum(int(ch) * w for ch, w in zip(v, (9, 8, 7, 6, 5, 4, 3, 2, -1))) % 11 == 0:
            return draw.pick([v, v, f"{v[:4]}.{v[4:6]}.{v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}"])


_NL_PLACES = [("Utrecht", "35"), ("Zeist", "37"), ("Nieuwegein", "34"), ("Houten", "39"), ("Amersfoort", "38"), ("De Bilt", "37")]
_NL_STREETS = ["Biltstraat", "Amsterdamsestraatweg", "Oudegracht", "Kanaalweg", "Laan van Nieuw-Guinea", "Slotlaan", "Prinses Irenelaan", "Vondellaan", "Dorpsstraat"]


def addr_nl_v58(draw: Draw) -> str:
    town, pre = draw.pick(_NL_PLACES)
    postcode = f"{pre}{draw.digits(2)} {draw.letters(2, 'ABCEGHJKLMNPRTVWXZ')}"
    street = f"{draw.pick(_NL_STREETS)} {draw.rng.randint(1, 320)}{draw.pick(['', '', '-bis', ' A', '-2'])}"
    return draw.pick([f"{street}, {postcode} {town}", f"{street}\n{postcode}  {town}", f"{street}\n{postcode} {town.upper()}", f"{street}, {postcode}, {town}"])


def phone_nl_v58(draw: Draw) -> str:
    if draw.rng.random() < 0.6:
        r = str(draw.rng.randint(1, 6)) + _sub(draw, 7)
        return draw.pick([f"06-{r}", f"06 {r[:4]} {r[4:]}", f"+31 6 {r}", f"+31 (0)6 {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", f"06{r}"])
    area = draw.pick(["30", "33", "343"])
    r = _sub(draw, 9 - len(area))
    return draw.pick([f"0{area}-{r}", f"0{area} {r[:3]} {r[3:]}", f"+31 {area} {r}", f"(0{area}) {r}"])


# ---- banks, cards, e-mail, IP, URLs -------------------------------------------------------------------------------
def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def iban_v58(draw: Draw) -> str:
    """The IBAN of the text's country (Ireland, Germany, the Netherlands, Britain), valid mod 97."""
    country = {"IE": "IE", "DE": "DE", "NL": "NL"}.get(_country(draw), "GB")
    if country == "IE":
        bban = draw.pick(["AIBK", "BOFI", "IPBS", "ULSB"]) + draw.pick(["93", "90", "99"]) + draw.digits(4) + draw.digits(8, True)
    elif country == "DE":
        bban = draw.pick(["37050198", "37010050", "37040044", "37060590", "38050000"]) + draw.digits(10, True)
    elif country == "NL":
        bban = draw.pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO"]) + "0" + draw.digits(9, True)
    else:
        bban = draw.pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + draw.digits(6, True) + draw.digits(8, True)
    iban = _iban(country, bban)
    return draw.pick([iban, _groups(iban), _groups(iban)])


def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v58(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v58(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def interac_v58(draw: Draw) -> str:
    """A Canadian debit card number (the bank's Visa Debit or client-card ranges), Luhn-valid."""
    return _card(draw, draw.pick(["4506", "4724", "4537", "4519", "4500"]))


def card_v58(draw: Draw) -> str:
    if _country(draw) in ("CA", "QC"):
        return draw.pick([interac_v58, visa_v58, mastercard_v58])(draw)
    return draw.pick([visa_v58, mastercard_v58])(draw)


_DOMAINS = {"US": ["gmail.com", "sonic.net", "comcast.net", "att.net", "yahoo.com", "icloud.com"], "GB": ["btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com"],
            "IE": ["eircom.net", "gmail.com", "hotmail.com", "yahoo.ie"], "CA": ["rogers.com", "sympatico.ca", "gmail.com", "bell.net"],
            "QC": ["videotron.ca", "hotmail.com", "gmail.com", "cgocable.ca"], "DE": ["web.de", "gmx.de", "t-online.de", "gmail.com"],
            "NL": ["ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com"]}


def _local(draw: Draw) -> str:
    """The e-mail's local part, from the relative's name (first2/last2) when the text has one."""
    if "_roman" not in draw.cache:
        import unicodedata
        def ascii_of(text: str) -> str:
            return "".join(ch for ch in unicodedata.normalize("NFKD", text.lower()) if "a" <= ch <= "z")
        first = ascii_of(draw.fill("first2")) or "family"
        last = ascii_of(draw.fill("last")) or "home"
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"{first}{draw.rng.randint(50, 79)}"])
    return draw.cache["_roman"]


def email_v58(draw: Draw) -> str:
    """A relative's address; now and then written against scrapers ("at" and "dot", "[at]", "(at)", "(a)" in Dutch)."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.12:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.18:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.24:
        return f"{local}(at){domain}" if _country(draw) != "NL" else f"{local}(a){domain}"
    return f"{local}@{domain}"


def email_plain_v58(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (24, 4, 7), (98, 207, 210), (76, 102, 103)], "GB": [(86, 128, 191), (81, 96, 111)], "IE": [(89, 100, 101), (86, 40, 47)],
        "CA": [(174, 88, 95), (70, 48, 55)], "QC": [(24, 200, 203), (184, 160, 163)], "DE": [(87, 128, 191), (93, 192, 223)], "NL": [(84, 80, 87), (77, 160, 175)]}
_IP6 = {"US": "2601:646", "GB": "2a00:23c7", "IE": "2a02:8084", "CA": "2607:fea8", "QC": "2607:fa49", "DE": "2003:e6", "NL": "2a02:a46e"}


def ip_v58(draw: Draw) -> str:
    """A public address of a home connection (never private, shared, documentation or loopback)."""
    country = _country(draw)
    while True:
        if draw.rng.random() < 0.25:
            prefix = _IP6[country]
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first, low, high = draw.pick(_IP4[country])
            value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, key: str = "first", sep: str = "-") -> str:
    import unicodedata
    def ascii_of(text: str) -> str:
        return "".join(ch for ch in unicodedata.normalize("NFKD", text.lower()) if "a" <= ch <= "z")
    return f"{ascii_of(draw.fill(key)) or 'anna'}{sep}{ascii_of(draw.fill('last')) or 'family'}"


def url_memorial_v58(draw: Draw) -> str:
    """A resident's obituary, memorial or tribute page (the text's country's papers)."""
    country = _country(draw)
    if country == "DE":
        return draw.pick([f"https://trauer.ksta.de/traueranzeige/{_slug(draw)}", f"https://www.wirtrauern.de/traueranzeige/{_slug(draw)}-{draw.digits(6, True)}",
                          f"https://www.gedenkseiten.de/{_slug(draw)}/"])
    return draw.pick([f"https://www.legacy.com/us/obituaries/pressdemocrat/name/{_slug(draw)}-obituary?id={draw.digits(8, True)}",
                      f"https://www.forevermissed.com/{_slug(draw)}/about", f"https://www.caringbridge.org/site/{_slug(draw, sep='')}",
                      f"https://www.tributearchive.com/obituaries/{draw.digits(8, True)}/{_slug(draw)}"])


def url_family_v58(draw: Draw) -> str:
    """A relative's update page about the resident (a CaringBridge site, a shared album)."""
    return draw.pick([f"https://www.caringbridge.org/site/{_slug(draw, sep='')}", f"https://www.caringbridge.org/visit/{_slug(draw, sep='')}/journal",
                      f"https://photos.app.goo.gl/{draw.letters(4, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789')}{draw.digits(2)}{draw.letters(6, 'abcdefghijkmnopqrstuvwxyzABCDEFGH')}",
                      f"https://{_slug(draw, sep='')}.blogspot.com"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v58": dob_v58, "dob_elder_v58": dob_elder_v58, "dob_iso_v58": dob_iso_v58, "dob_compact_v58": dob_compact_v58, "dod_v58": dod_v58, "age_v58": age_v58, "age_death_v58": age_death_v58, "age_num_v58": age_num_v58,
    "ssn_v58": ssn_v58, "ssn_plain_v58": ssn_plain_v58, "mbi_v58": mbi_v58, "mbi_plain_v58": mbi_plain_v58, "medical_cin_v58": medical_cin_v58,
    "member_v58": member_v58, "member_plain_v58": member_plain_v58, "mrn_v58": mrn_v58, "mrn_plain_v58": mrn_plain_v58, "case_no_v58": case_no_v58,
    "plate_ca_v58": plate_ca_v58, "vin_v58": vin_v58, "addr_ca_v58": addr_ca_v58, "addr_hl7_v58": addr_hl7_v58, "addr_fhir_v58": addr_fhir_v58,
    "addr_x12_v58": addr_x12_v58, "phone_us_v58": phone_us_v58, "phone_e164_v58": phone_e164_v58, "phone_hl7_v58": phone_hl7_v58, "account_us_v58": account_us_v58,
    "nhs_v58": nhs_v58, "nino_v58": nino_v58, "addr_gb_v58": addr_gb_v58, "phone_gb_v58": phone_gb_v58, "gb_bank_v58": gb_bank_v58,
    "pps_v58": pps_v58, "addr_ie_v58": addr_ie_v58, "phone_ie_v58": phone_ie_v58,
    "sin_v58": sin_v58, "ohip_v58": ohip_v58, "ramq_v58": ramq_v58, "addr_on_v58": addr_on_v58, "addr_qc_v58": addr_qc_v58, "phone_cn_v58": phone_cn_v58,
    "ca_bank_v58": ca_bank_v58, "kvnr_v58": kvnr_v58, "steuer_id_v58": steuer_id_v58, "addr_de_v58": addr_de_v58, "phone_de_v58": phone_de_v58,
    "plate_de_v58": plate_de_v58, "bsn_v58": bsn_v58, "addr_nl_v58": addr_nl_v58, "phone_nl_v58": phone_nl_v58, "iban_v58": iban_v58,
    "visa_v58": visa_v58, "mastercard_v58": mastercard_v58, "interac_v58": interac_v58, "card_v58": card_v58,
    "email_v58": email_v58, "email_plain_v58": email_plain_v58, "ip_v58": ip_v58, "url_memorial_v58": url_memorial_v58, "url_family_v58": url_family_v58,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Evangeline Marchetti-Oyelaran, MD", "Lucinda Harrowgate, RN, DON", "Bartholomew Ngata-Feld, NHA", "Rosalind Quarrington, MSW",
         "Ignatius Pemberton-Sosa, RD", "Wilhelmina Ostrander, ACC", "Cosmo Achterberg-Lui, RN, CIC")
_UNITS_SNF = ["Redwood (long-term care)", "Laguna (short-stay rehab)", "Oak Knoll (memory care)", "Vineyard (long-term care)"]
_UNIT_CODES = ["RDW", "LAG", "OAK", "VIN"]


def _star_rows(d: Draw) -> str:
    parts = []
    for domain in ("Overall rating", "Health inspections", "Staffing", "Quality measures", "Long-stay QMs", "Short-stay QMs"):
        now, before = d.rng.randint(1, 5), d.rng.randint(1, 5)
        parts.append(f"{domain} | {'★' * now}{'☆' * (5 - now)} ({now}) | {before} last year")
    return "\n".join(parts)


def _star_csv_row(d: Draw) -> str:
    ccn, name = d.pick([(FACILITY_CCN, "BENNETT VALLEY SNF AND REHAB"), ("055961", "PETALUMA CREEK POST-ACUTE"), ("056104", "SONOMA COUNTY AVERAGE"),
                        ("CA", "CALIFORNIA AVERAGE"), ("US", "NATIONAL AVERAGE")])
    return (f"{ccn},{name},{d.rng.randint(1, 5)},{d.rng.randint(1, 5)},{d.rng.randint(1, 5)},{d.rng.randint(1, 5)},{d.rng.randint(50, 140) / 100:.2f},"
            f"{d.rng.randint(330, 520) / 100:.2f},{d.rng.randint(20, 70)}.{d.digits(1)}")


def _hprd_row(d: Draw) -> str:
    rn, lvn, cna = d.rng.randint(45, 120) / 100, d.rng.randint(70, 130) / 100, d.rng.randint(220, 310) / 100
    return (f"{d.pick(['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'])} {d.pick(['Jan', 'Feb', 'Mar'])} | census avg {d.rng.randint(84, 118)} | RN {rn:.2f} | LVN {lvn:.2f} | "
            f"CNA {cna:.2f} | total {rn + lvn + cna:.2f} | {d.pick(['meets 3.5 DHPPD', 'meets 3.5 DHPPD', 'below 3.5 on 1 day'])}")


def _pbj_row(d: Draw) -> str:
    day = d.date_between(2025, 2025)
    return (f"{FACILITY_CCN},{day.strftime('%Y%m%d')},{d.rng.randint(84, 118)},{d.rng.randint(60, 140)}.{d.digits(2)},{d.rng.randint(80, 150)}.{d.digits(2)},"
            f"{d.rng.randint(240, 340)}.{d.digits(2)},{d.rng.randint(0, 40)}.{d.digits(2)}")


def _staff_xml_row(d: Draw) -> str:
    return (f"  <shift unit=\"{d.pick(_UNIT_CODES)}\" period=\"{d.pick(['day', 'evening', 'night'])}\" rnHours=\"{d.rng.randint(8, 40)}\" lvnHours=\"{d.rng.randint(8, 48)}\" "
            f"cnaHours=\"{d.rng.randint(40, 120)}\" agencyHours=\"{d.rng.randint(0, 16)}\"/>")


def _activity_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} {d.rng.randint(9, 15)}:{d.pick(['00', '30'])} | "
            f"{d.pick(['Chair yoga', 'Bingo', 'Sonoma history talk', 'Ice-cream social', 'Music with the Luther Burbank choir', 'Garden club', 'Balloon volleyball', 'Rosary', 'Trivia', 'Pet therapy visit', 'Manicures', 'Sing-along', 'Movie: classic western'])}"
            f" | {d.pick(['Activity room', 'Courtyard', 'Oak Knoll lounge', 'Chapel', 'Dining room B', 'Patio'])} | {d.pick(['W. Ostrander', 'activities team', 'volunteers', 'chaplain'])}")


def _ics_activity(d: Draw) -> str:
    day = f"2026{d.rng.randint(3, 5):02d}{d.rng.randint(1, 28):02d}"
    return (f"BEGIN:VEVENT\nUID:{day}-{d.digits(5, True)}-act.bennettvalleysnf.com\nDTSTART;TZID=America/Los_Angeles:{day}T{d.rng.randint(9, 15):02d}0000\n"
            f"DURATION:PT{d.pick(['45M', '1H', '90M'])}\nSUMMARY:{d.pick(['Chair yoga', 'Bingo', 'Garden club', 'Pet therapy', 'Sing-along', 'Baking club'])}\n"
            f"LOCATION:{d.pick(['Activity room', 'Courtyard', 'Chapel', 'Patio'])}\nEND:VEVENT")


_DISHES = [("Baked salmon, rice pilaf, green beans", "fish, milk"), ("Chicken pot pie, side salad", "wheat, milk, egg"), ("Vegetable lasagna", "wheat, milk, egg"),
           ("Turkey meatloaf, mashed potatoes, carrots", "egg, wheat, milk"), ("Shrimp and grits", "shellfish, milk"), ("Black bean tacos, slaw", "wheat, soy"),
           ("Pork tenderloin, sweet potato, spinach", "none of the nine"), ("Tuna salad on croissant", "fish, egg, wheat, milk"),
           ("Beef stew, cornbread", "wheat, milk, egg"), ("Tofu stir-fry, brown rice", "soy, sesame, wheat"), ("Pesto pasta with pine nuts", "tree nuts, wheat, milk"),
           ("Peanut-ginger noodles", "peanuts, soy, wheat, sesame")]


def _menu_row(d: Draw) -> str:
    dish, allergens = d.pick(_DISHES)
    return f"{d.pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])} {d.pick(['lunch', 'dinner'])} | {dish} | contains: {allergens}"


def _allergen_row(d: Draw) -> str:
    dish, allergens = d.pick(_DISHES)
    cells = " | ".join("X" if name in allergens else "-" for name in ("milk", "egg", "fish", "shellfish", "tree nuts", "peanuts", "wheat", "soy", "sesame"))
    return f"{dish} | {cells}"


def _iddsi_row(d: Draw) -> str:
    dish, _ = d.pick(_DISHES)
    return f"{dish.split(',')[0]} | IDDSI {d.pick(['7 regular easy to chew', '6 soft and bite-sized', '5 minced and moist', '4 pureed'])} | liquids {d.pick(['thin (0)', 'mildly thick (2)', 'moderately thick (3)'])}"


def _vax_row(d: Draw) -> str:
    res_d, staff_d = d.rng.randint(80, 130), d.rng.randint(120, 190)
    res_n, staff_n = d.rng.randint(int(res_d * 0.6), res_d), d.rng.randint(int(staff_d * 0.4), staff_d)
    return (f"{d.pick(['Influenza 2025-26', 'COVID-19 2025-26 vaccine', 'Pneumococcal (PCV20 or PCV21)', 'RSV (age 75+ or at risk)', 'Tdap in past 10 years', 'Hepatitis B series'])} | "
            f"residents {res_n} of {res_d} ({100 * res_n / res_d:.1f}%) | staff {staff_n} of {staff_d} ({100 * staff_n / staff_d:.1f}%)")


def _vax_csv_row(d: Draw) -> str:
    den = d.rng.randint(80, 190)
    return (f"{d.pick(['2026-01', '2026-02', '2025-12', '2025-11'])},{d.pick(['influenza', 'covid19', 'pneumococcal', 'rsv'])},{d.pick(['residents', 'staff', 'contract_staff'])},"
            f"{den},{d.rng.randint(int(den * 0.5), den)},{d.rng.randint(0, 12)}")


def _fall_row(d: Draw) -> str:
    days = d.rng.randint(2400, 3600)
    falls = d.rng.randint(2, 18)
    return (f"{d.pick(['Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026'])} | {d.pick(_UNITS_SNF)} | {days:,} resident-days | {falls} falls | "
            f"{d.rng.randint(0, 3)} with injury | {1000 * falls / days:.2f} per 1,000 | {d.pick(['bathroom, night', 'bedside transfer', 'dining room', 'hallway, afternoon'])}")


def _fall_csv_row(d: Draw) -> str:
    days = d.rng.randint(2400, 3600)
    falls = d.rng.randint(2, 18)
    return f"{d.pick(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{d.pick(_UNIT_CODES)},{days},{falls},{d.rng.randint(0, 3)},{1000 * falls / days:.2f}"


def _fall_json_row(d: Draw) -> str:
    return (f"{{\"unit\": \"{d.pick(_UNIT_CODES)}\", \"month\": \"{d.pick(['2025-11', '2025-12', '2026-01', '2026-02'])}\", \"falls\": {d.rng.randint(1, 18)}, "
            f"\"majorInjury\": {d.rng.randint(0, 2)}, \"repeatFallers\": {d.rng.randint(0, 5)}}}")


def _rate_row(d: Draw) -> str:
    return d.pick([f"Semi-private room (2 beds) | ${d.rng.randint(395, 460)} per day", f"Private room | ${d.rng.randint(520, 640)} per day",
                   f"Memory care, Oak Knoll | ${d.rng.randint(560, 690)} per day", f"Bed-hold, per day | ${d.rng.randint(395, 460)}",
                   f"Beauty shop, wash and set | ${d.rng.randint(25, 45)}", f"Cable TV | ${d.rng.randint(18, 35)} per month", f"Guest meal | ${d.rng.randint(8, 14)}",
                   f"Incontinence briefs (Medi-Cal covers) | $0", f"Private phone line | ${d.rng.randint(20, 40)} per month"])


def _bed_csv_row(d: Draw) -> str:
    code = d.pick(_UNIT_CODES)
    beds = d.rng.randint(24, 40)
    return f"{FACILITY_CCN},{code},{beds},{d.rng.randint(18, beds)},{d.rng.randint(0, 4)},{d.pick(['M', 'F', 'any'])},{d.pick(['yes', 'no'])}"


def _deficiency_row(d: Draw) -> str:
    tag, text = d.pick([("F689", "Free of accident hazards/supervision/devices"), ("F880", "Infection prevention and control"), ("F812", "Food procurement, store/prepare/serve"),
                        ("F684", "Quality of care"), ("F656", "Develop/implement comprehensive care plan"), ("F761", "Label/store drugs and biologicals"),
                        ("F584", "Safe/clean/comfortable/homelike environment"), ("F658", "Services meet professional standards")])
    return (f"  <deficiency tag=\"{tag}\" scopeSeverity=\"{d.pick(['D', 'E', 'F', 'D', 'B'])}\" corrected=\"{d.pick(['2025', '2026'])}-{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 28):02d}\">"
            f"{text}</deficiency>")


def _mfn_room(d: Draw) -> str:
    code = d.pick(_UNIT_CODES)
    room = f"{code}{d.rng.randint(1, 4)}{d.rng.randint(0, 2)}{d.rng.randint(1, 9)}"
    return f"MFE|MAD|{room}|{d.fill('hl7_ts')}|BVSN^{room}^^SANTAROSA\nLOC|BVSN^{room}^^SANTAROSA|{d.pick(['Semi-private', 'Private', 'Isolation-capable'])} room|R|BVSN"


def _batch_row(d: Draw) -> str:
    return (f"{d.pick(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{d.pick(['Medi-Cal LTC', 'Medicare Part A', 'RCSHP MA', 'Hospice room & board'])},"
            f"{d.rng.randint(20, 140)},{d.rng.randint(90000, 980000)}.{d.digits(2)},{d.rng.randint(50000, 900000)}.{d.digits(2)},{d.rng.randint(0, 9)}")


def _census_unit_json(d: Draw) -> str:
    beds = d.rng.randint(24, 40)
    return (f"{{\"unit\": \"{d.pick(_UNIT_CODES)}\", \"licensedBeds\": {beds}, \"occupied\": {d.rng.randint(16, beds)}, \"admissionsToday\": {d.rng.randint(0, 4)}, "
            f"\"dischargesToday\": {d.rng.randint(0, 4)}, \"isolation\": {d.rng.randint(0, 3)}}}")


def _x12_835_totals(d: Draw) -> str:
    return f"CLP*BATCH{d.digits(4, True)}*1*{d.rng.randint(10000, 90000)}.{d.digits(2)}*{d.rng.randint(5000, 80000)}.{d.digits(2)}**MC*{d.digits(9, True)}*21~"


def _gb_menu_row(d: Draw) -> str:
    dish, allergens = d.pick([("Shepherd's pie with garden peas", "celery, milk"), ("Poached haddock in parsley sauce", "fish, milk, cereals containing gluten"),
                              ("Lincolnshire sausage and mash", "cereals containing gluten, sulphites, milk"), ("Cauliflower cheese", "milk, mustard, cereals containing gluten"),
                              ("Roast chicken, Yorkshire pudding", "eggs, milk, cereals containing gluten"), ("Prawn cocktail", "crustaceans, eggs, mustard"),
                              ("Lemon drizzle cake", "eggs, milk, cereals containing gluten"), ("Vegetable curry with rice", "celery, mustard")])
    return f"{d.pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])} | {dish} | {allergens}"


def _de_menu_row(d: Draw) -> str:
    dish, letters = d.pick([("Rinderrouladen mit Rotkohl und Kartoffeln", "A, I, L"), ("Himmel un Ääd mit gebratener Blutwurst", "G, I"), ("Seelachsfilet mit Senfsoße", "A, D, G, J"),
                            ("Gemüseeintopf mit Mettwürstchen", "I"), ("Milchreis mit Zimt und Kirschen", "G"), ("Rheinischer Sauerbraten mit Klößen", "A, C, G, L"),
                            ("Spargelcremesuppe", "A, G, I"), ("Kartoffelpuffer mit Apfelmus", "A, C")])
    return f"{d.pick(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'])} | {dish} | Allergene: {letters}"


def _nl_activity_row(d: Draw) -> str:
    return (f"{d.pick(['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'])} {d.rng.randint(10, 16)}.{d.pick(['00', '30'])} uur | "
            f"{d.pick(['koersbal', 'sjoelen', 'zingen met het Lindehofkoor', 'bewegen op muziek', 'bingo', 'handwerkclub', 'filmmiddag', 'oecumenische viering', 'fietsen op de duofiets'])} | "
            f"{d.pick(['grote zaal', 'restaurant', 'tuinkamer', 'stiltecentrum', 'afdeling Linde'])}")


def _on_staff_row(d: Draw) -> str:
    dc = d.rng.randint(360, 430) / 100
    return (f"{d.pick(['Q1 2025-26', 'Q2 2025-26', 'Q3 2025-26'])} | {d.pick(['Rideau', 'Pine', 'Heron', 'Alta Vista'])} home area | nursing {dc - 0.6:.2f} h | "
            f"PSW {dc - 1.9:.2f} h | allied {d.rng.randint(32, 48)} min | direct care {dc:.2f} h per resident per day")


def _de_fall_row(d: Draw) -> str:
    return (f"{d.pick(['Januar', 'Februar', 'März', 'Oktober', 'November', 'Dezember'])} | Wohnbereich {d.pick(['Rheinblick', 'Auenweg', 'Weidenhof'])} | "
            f"{d.rng.randint(1, 12)} Stürze | davon mit Verletzung {d.rng.randint(0, 3)} | Sturzrate {d.rng.randint(10, 60) / 10:.1f} je 1.000 Belegungstage")


def _qc_vax_row(d: Draw) -> str:
    den = d.rng.randint(90, 150)
    num = d.rng.randint(int(den * 0.6), den)
    return f"{d.pick(['Influenza 2025-2026', 'COVID-19 (automne 2025)', 'Pneumocoque', 'VRS (75 ans et plus)'])} | résidents {num} sur {den} ({100 * num / den:.1f} %)".replace(".", ",", 1)


def _ie_vax_row(d: Draw) -> str:
    den = d.rng.randint(50, 90)
    num = d.rng.randint(int(den * 0.6), den)
    return f"{d.pick(['Influenza 2025/26', 'COVID-19 autumn booster', 'Pneumococcal (PPV23)', 'Shingles (Shingrix)'])} | residents {num}/{den} | {100 * num / den:.0f}% uptake"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, meeting, menu week) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "fr":
            return f"{'1er' if dd == 1 else dd} {_FR_MONTHS[m - 1]} {y}"
        if lang == "de":
            return f"{dd}. {_DE_MONTHS[m - 1]} {y}"
        if lang == "nl":
            return f"{dd} {_NL_MONTHS[m - 1]} {y}"
        if lang == "gb":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "facility": FACILITY, "sister": SISTER, "hospice": HOSPICE, "plan": PLAN, "gb_home": GB_HOME, "ie_home": IE_HOME, "on_home": ON_HOME, "qc_home": QC_HOME,
    "de_home": DE_HOME, "nl_home": NL_HOME,
    "fa_phone": ORGANISATION_CONTACTS[0], "fa_fax": ORGANISATION_CONTACTS[1], "fa_addr": ORGANISATION_CONTACTS[2], "fa_email": ORGANISATION_CONTACTS[3],
    "fa_web": ORGANISATION_CONTACTS[4], "fc_email": ORGANISATION_CONTACTS[5], "hs_phone": ORGANISATION_CONTACTS[6], "hs_email": ORGANISATION_CONTACTS[7],
    "pl_phone": ORGANISATION_CONTACTS[8], "pl_email": ORGANISATION_CONTACTS[9], "pl_box": ORGANISATION_CONTACTS[10], "pl_web": ORGANISATION_CONTACTS[11],
    "si_phone": ORGANISATION_CONTACTS[12], "si_email": ORGANISATION_CONTACTS[13],
    "gb_phone": ORGANISATION_CONTACTS[14], "gb_phone_intl": ORGANISATION_CONTACTS[15], "gb_email": ORGANISATION_CONTACTS[16], "gb_addr": ORGANISATION_CONTACTS[17],
    "ie_phone": ORGANISATION_CONTACTS[18], "ie_phone_intl": ORGANISATION_CONTACTS[19], "ie_email": ORGANISATION_CONTACTS[20], "ie_addr": ORGANISATION_CONTACTS[21],
    "on_phone": ORGANISATION_CONTACTS[22], "on_email": ORGANISATION_CONTACTS[23], "on_addr": ORGANISATION_CONTACTS[24],
    "qc_phone": ORGANISATION_CONTACTS[25], "qc_email": ORGANISATION_CONTACTS[26], "qc_addr": ORGANISATION_CONTACTS[27],
    "de_phone": ORGANISATION_CONTACTS[28], "de_phone_intl": ORGANISATION_CONTACTS[29], "de_email": ORGANISATION_CONTACTS[30], "de_addr": ORGANISATION_CONTACTS[31],
    "nl_phone": ORGANISATION_CONTACTS[32], "nl_phone_intl": ORGANISATION_CONTACTS[33], "nl_email": ORGANISATION_CONTACTS[34], "nl_addr": ORGANISATION_CONTACTS[35],
    "org_ein": ORG_EIN, "ccn": FACILITY_CCN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_md": STAFF[0], "own_don": STAFF[1], "own_nha": STAFF[2], "own_msw": STAFF[3], "own_rd": STAFF[4], "own_act": STAFF[5], "own_ip": STAFF[6],
    "gb_manager": "Philippa Dunsworth-Akande, Registered Manager", "ie_pic": "Siobhán Ní Bhraonáin-Hartley, Person in Charge",
    "on_admin": "Marguerite Okonkwo-Beaulieu, Administrator", "qc_dir": "Geneviève Tremblay-Ashdown, directrice des soins",
    "de_lead": "Friederike Wachsmuth-Oyelowo, Einrichtungsleitung", "nl_lead": "Anneloes van Bruggen-Okafor, locatiemanager",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "star_table": _star_rows, "star_csv": _rows(_star_csv_row, 4, 6), "hprd_table": _rows(_hprd_row, 5, 13), "pbj_csv": _rows(_pbj_row, 7, 16),
    "staff_xml": _rows(_staff_xml_row, 5, 40), "activity_table": _rows(_activity_row, 8, 12), "ics_acts": _rows(_ics_activity, 3, 50),
    "menu_table": _table(_menu_row, 7), "allergen_table": _table(_allergen_row, 6), "iddsi_table": _table(_iddsi_row, 5),
    "vax_table": _table(_vax_row, 5), "vax_csv": _rows(_vax_csv_row, 7, 26), "fall_table": _rows(_fall_row, 6, 34), "fall_csv": _rows(_fall_csv_row, 8, 12),
    "fall_json": _rows(_fall_json_row, 4, 40, ", "), "rate_table": _table(_rate_row, 6), "bed_csv": _rows(_bed_csv_row, 4, 11),
    "deficiency_xml": _table(_deficiency_row, 4), "mfn_rooms": _rows(_mfn_room, 4, 30), "batch_csv": _rows(_batch_row, 6, 28),
    "census_json": _rows(_census_unit_json, 4, 16, ", "), "x12_835_rows": _rows(_x12_835_totals, 3, 16),
    "gb_menu_table": _table(_gb_menu_row, 5), "de_menu_table": _table(_de_menu_row, 5), "nl_activity_table": _rows(_nl_activity_row, 6, 16),
    "on_staff_table": _rows(_on_staff_row, 4, 30), "de_fall_table": _rows(_de_fall_row, 5, 30), "qc_vax_table": _table(_qc_vax_row, 4),
    "ie_vax_table": _table(_ie_vax_row, 4),
    "en_date": _month_date("en"), "gb_date": _month_date("gb"), "fr_date": _month_date("fr"), "de_date": _month_date("de"), "nl_date": _month_date("nl"),
    "census": lambda d: str(d.rng.randint(84, 118)), "beds": lambda d: str(d.rng.randint(99, 140)),
    "rate_pct": lambda d: f"{d.rng.randint(30, 99)}.{d.digits(1)}%", "hprd": lambda d: f"{d.rng.randint(340, 520) / 100:.2f}",
    "stars": lambda d: str(d.rng.randint(2, 5)), "attendees": lambda d: str(d.rng.randint(6, 31)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "unit": lambda d: d.pick(_UNITS_SNF), "room_no": lambda d: f"{d.rng.randint(1, 2)}{d.rng.randint(0, 3)}{d.rng.randint(1, 9)}{d.pick(['', 'A', 'B'])}",
    "fall_type": lambda d: d.pick(["unwitnessed fall in the bathroom", "fall while transferring from wheelchair to bed", "slid from the recliner to the floor",
                                   "fall in the hallway while walking without the walker", "found on the floor beside the bed"]),
    "diag": lambda d: d.pick(["Z47.1 aftercare after joint replacement", "I63.9 stroke, residual left hemiparesis", "S72.001D hip fracture, subsequent encounter",
                              "F03.90 dementia, unspecified", "J44.1 COPD with exacerbation", "I50.32 chronic diastolic heart failure", "N39.0 urinary tract infection"]),
    "bims": lambda d: str(d.rng.randint(3, 15)), "phq": lambda d: str(d.rng.randint(0, 14)), "weight": lambda d: str(d.rng.randint(98, 210)),
    "euro": lambda d: f"{d.rng.randint(2600, 4400):,}".replace(",", ".") + f",{d.digits(2)} €", "gbp": lambda d: f"£{d.rng.randint(950, 1650):,}.00",
    "cad": lambda d: f"{d.rng.randint(2200, 3300):,}.{d.digits(2)} $", "usd_small": lambda d: f"${d.rng.randint(20, 400)}.{d.digits(2)}",
    "version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 12)}",
    "season": lambda d: d.pick(["2024-25", "2025-26"]),
    "relation2": lambda d: d.pick(["adult child", "spouse", "sibling", "grandchild", "niece or nephew", "adult child"]),
}

US = ("en_US",)
GB = ("en_GB",)
IE = ("en_IE",)
CA = ("en_CA",)
QC = ("fr_CA",)
DE = ("de_DE",)
NL = ("nl_NL",)
OTHER_LOCALES = GB + IE + CA + QC + DE + NL

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b58c_star_table", "star_rating_summary", US,
     "{facility} - Care Compare star ratings as of {en_date} (CCN {ccn})\nDomain | Rating | Previous\n{star_table}\n"
     "Ratings are refreshed monthly by CMS. The health-inspection stars reflect the last three standard surveys and complaint surveys. Questions: {own_nha}, {fa_phone}."),
    ("b58c_star_family_letter", "star_rating_summary", US,
     "Dear residents and families,\n\nThis month CMS updated our rating to {stars} stars overall. Our staffing rating rose after we added {small_digit} full-time RN positions, and "
     "total nursing hours are now {hprd} per resident day. The quality-measure stars fell slightly because of the short-stay "
     "rehospitalization measure; the interdisciplinary team has a plan for it. You can see every measure at medicare.gov/care-compare by searching for CCN {ccn}.\n\n"
     "With thanks,\n{own_nha}, Administrator\n{fa_addr}"),
    ("b58c_star_csv", "star_rating_summary", US,
     "ccn,provider,overall,health_inspection,staffing,quality,rn_hprd,total_nurse_hprd,turnover_pct\n{star_csv}\n# benchmark extract prepared for the {facility} QAPI committee, {eff_iso}"),
    ("b58c_gb_cqc_summary", "star_rating_summary", GB,
     "{gb_home} - our CQC rating\nOverall: Good (report published {gb_date})\nSafe: Good | Effective: Good | Caring: Outstanding | Responsive: Good | Well-led: Requires improvement\n"
     "Inspectors visited on two days and spoke with residents, relatives and {small_digit}0 staff. The full report is on the CQC website. Our action plan for the well-led "
     "domain is available from reception. {gb_manager}. {gb_addr}. Tel {gb_phone}."),
    ("b58c_hprd_table", "staffing_hours_report", US,
     "{facility} - nursing hours per resident day (HPRD), {quarter}\nPeriod | Census | RN | LVN | CNA | Total | California 3.5 DHPPD\n{hprd_table}\n"
     "Hours come from the time-clock system and exclude the DON and MDS coordinators. Posted daily at each nursing station as required. {own_don}"),
    ("b58c_pbj_csv", "staffing_hours_report", US,
     "provnum,workdate,mdscensus,hrs_rn,hrs_lpn,hrs_cna,hrs_cna_ctr\n{pbj_csv}\n# PBJ daily totals, {facility} (CCN {ccn}), submitted {eff_iso}"),
    ("b58c_staffing_narrative", "staffing_hours_report", US,
     "Staffing report to the governing body, {en_date}\nAverage daily census was {census} of {beds} licensed beds. Total direct-care hours averaged {hprd} per resident day; "
     "agency use fell to {pct_int} of nursing hours after {small_digit} CNAs finished the in-house certification class. RN coverage was 24 hours a day on every day of the "
     "quarter. Weekend total HPRD ran about 0.3 below weekdays. Turnover of nursing staff was {pct_tenth} over twelve months. - {own_don}"),
    ("b58c_staffing_xml", "staffing_hours_report", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<staffingDay facility=\"{ccn}\" date=\"{eff_iso}\" census=\"{census}\">\n{staff_xml}\n</staffingDay>"),
    ("b58c_on_staffing", "staffing_hours_report", CA,
     "{on_home} - average direct hours of care (Fixing Long-Term Care Act target: 4 hours per resident per day)\nQuarter | Home area | Nursing | PSW | Allied | Total\n{on_staff_table}\n"
     "Figures are averages across all residents and shifts. Questions about staffing may be directed to {on_admin}, {on_phone}."),
    ("b58c_activity_week", "activity_calendar", US,
     "{facility} - activities this week ({en_date})\nDay/time | Activity | Where | Led by\n{activity_table}\n"
     "Residents who prefer one-to-one visits can ask any CNA to let the activities office know. Families are welcome at every event. {own_act}, activities director."),
    ("b58c_activity_ics", "activity_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Bennett Valley SNF//Activities {version}//EN\nX-WR-CALNAME:Bennett Valley activities\n{ics_acts}\nEND:VCALENDAR"),
    ("b58c_activity_flyer", "activity_calendar", US,
     "SPRING AT BENNETT VALLEY - events from {en_date}\nSat {clock}: the Windsor High jazz band plays in the courtyard.\nEvery Tuesday: garden club plants tomatoes in the raised beds (wheelchair height).\n"
     "Last Friday of the month: birthday party for everyone born this month, cake by our dietary team (sugar-free option).\nQuestions: {own_act}, {fa_phone}. {fa_web}"),
    ("b58c_nl_activities", "activity_calendar", NL,
     "{nl_home} - activiteitenagenda week {week}\nDag en tijd | Activiteit | Plaats\n{nl_activity_table}\n"
     "Familie en buren zijn van harte welkom. Vragen? Bel {nl_phone} of mail {nl_email}. {nl_lead}"),
    ("b58c_menu_week", "dining_menu", US,
     "{facility} - dining menu, week of {en_date}\nMeal | Entrée | Allergens\n{menu_table}\n"
     "Always available: grilled cheese, chef salad, cottage cheese plate. Therapeutic diets follow the physician's order. Menu approved by {own_rd}."),
    ("b58c_allergen_matrix", "dining_menu", US,
     "Allergen matrix - cycle menu {version}\nDish | Milk | Egg | Fish | Shellfish | Tree nuts | Peanuts | Wheat | Soy | Sesame\n{allergen_table}\n"
     "X = contains. Kitchen is not nut-free. Questions to the dietitian, {own_rd}."),
    ("b58c_iddsi_menu", "dining_menu", US,
     "Texture-modified menu, {en_date}\nItem | Texture | Liquids offered\n{iddsi_table}\n"
     "All modified textures are tested with the fork-pressure and spoon-tilt tests before service. Speech therapy and dietary review the list quarterly. {own_rd}"),
    ("b58c_gb_menu", "dining_menu", GB,
     "{gb_home} - menu for the week commencing {gb_date}\nDay | Main course | Contains (of the 14 allergens)\n{gb_menu_table}\n"
     "Please ask a member of the kitchen team for allergen information on any dish. Alternatives are always available. {gb_manager}"),
    ("b58c_de_menu", "dining_menu", DE,
     "{de_home} - Speiseplan KW {week}\nTag | Mittagessen | Kennzeichnung\n{de_menu_table}\n"
     "Allergene: A glutenhaltiges Getreide, C Eier, D Fisch, G Milch, I Sellerie, J Senf, L Schwefeldioxid. Schonkost und pürierte Kost auf Anfrage. Küche: {de_phone}."),
    ("b58c_council_minutes", "family_council_minutes", US,
     "Family Council - minutes of the meeting held {en_date}, {clock}, dining room B\nPresent: {attendees} family members; staff guests by invitation: {own_nha}, {own_don}.\n"
     "1. Laundry: missing-clothing reports fell from 14 to {small_digit} after labeling day. 2. Call-light response: the council asked for the monthly average; "
     "administration reported {small_digit} minutes on days and {small} on nights. 3. The council voted to fund a second bird feeder for Oak Knoll.\n"
     "Next meeting: second Thursday. Write to the council at {fc_email}."),
    ("b58c_council_minutes_b", "family_council_minutes", US,
     "Minutes - Family Council, {en_date}\nThe chair opened the meeting at {clock}; {attendees} attended in person and {small_digit} by phone.\n"
     "Old business: the patio shade is installed. New business: members asked about the new visiting policy during flu season; {own_ip} explained that masks are "
     "requested, not required, when community flu activity is high. The dietitian will attend the next meeting to discuss the menu survey ({pct_int} response rate).\n"
     "Minutes approved by voice vote. Staff attend only when invited."),
    ("b58c_council_agenda", "family_council_minutes", US,
     "FAMILY COUNCIL AGENDA - {en_date}, {clock}\n1. Welcome and approval of last month's minutes\n2. Report from the administrator ({own_nha}): survey results and plan of correction\n"
     "3. Activities budget for summer outings\n4. Open floor (concerns may also be written anonymously and left in the council box by reception)\n"
     "Contact the council privately: {fc_email}. The long-term care ombudsman may be reached through the facility's posted notice."),
    ("b58c_council_resolution", "family_council_minutes", US,
     "To: {own_nha}, Administrator\nFrom: the Family Council of {facility}\nDate: {en_date}\n\nAt our meeting this month the council resolved to ask for: (1) a posted weekly "
     "staffing schedule by unit, (2) weekend activities until 7 p.m., and (3) a written response within 14 days, as the regulations require. "
     "We thank the dietary department for the new breakfast choices.\n\nThe Family Council"),
    ("b58c_vax_table", "vaccination_coverage", US,
     "{facility} - immunization coverage, {season}\nVaccine | Residents | Staff\n{vax_table}\n"
     "Counts include everyone in the building on the last day of the month. Declinations are documented. Infection preventionist: {own_ip}."),
    ("b58c_vax_csv", "vaccination_coverage", US,
     "month,vaccine,population,denominator,vaccinated,medical_contraindication\n{vax_csv}\n# NHSN-style summary, {facility} (CCN {ccn}), generated {iso_ts}"),
    ("b58c_vax_measure", "vaccination_coverage", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{fa_web}/fhir/Measure/hcp-influenza-vaccination\", \"date\": \"{eff_iso}\", "
     "\"reporter\": {\"display\": \"{facility}\"}, \"period\": {\"start\": \"2025-10-01\", \"end\": \"2026-03-31\"}, \"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, "
     "\"count\": {small_count}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {hundreds}}], \"measureScore\": {\"value\": 0.{small_digit}{small_digit}}}]}"),
    ("b58c_ie_vax", "vaccination_coverage", IE,
     "{ie_home} - vaccine uptake among residents, winter season\nVaccine | Uptake | Rate\n{ie_vax_table}\n"
     "Figures are returned to the HSE each month. Staff flu vaccination clinics run on Tuesdays in the training room. {ie_pic}, {ie_phone}."),
    ("b58c_qc_vax", "vaccination_coverage", QC,
     "{qc_home} - couverture vaccinale des résidents au {fr_date}\nVaccin | Couverture\n{qc_vax_table}\n"
     "Les données sont transmises à la direction de santé publique de l'Estrie. Renseignements : {qc_dir}, {qc_phone}."),
    ("b58c_fall_table", "fall_rate_dashboard", US,
     "{facility} - falls dashboard\nMonth | Unit | Resident-days | Falls | With injury | Rate | Most common setting\n{fall_table}\n"
     "Benchmark: 3.0 falls per 1,000 resident-days. Every fall gets a post-fall huddle within the shift. Reviewed at QAPI by {own_don}."),
    ("b58c_fall_csv", "fall_rate_dashboard", US,
     "month,unit,resident_days,falls,major_injury,rate_per_1000\n{fall_csv}\n# {facility} QAPI falls extract, {eff_iso}"),
    ("b58c_fall_json", "fall_rate_dashboard", US,
     "{\"dashboard\": \"falls\", \"facilityCcn\": \"{ccn}\", \"generated\": \"{iso_ts}\", \"units\": [{fall_json}], \"owner\": \"{own_don}\"}"),
    ("b58c_fall_narrative", "fall_rate_dashboard", US,
     "QAPI falls project, update {en_date}\nSince the hourly-rounding and bed-alarm-reduction project began, the facility fall rate moved from 4.1 to {deci} per 1,000 resident-days. "
     "Falls with major injury: {small_digit} this quarter. Most falls happen between 4 and 7 p.m. near bathrooms, so the team added toileting rounds at 3:30 p.m. "
     "Physical therapy screened {small} residents for the balance class. - {own_don} and {own_md}"),
    ("b58c_de_falls", "fall_rate_dashboard", DE,
     "{de_home} - Sturzstatistik (Expertenstandard Sturzprophylaxe)\nMonat | Wohnbereich | Stürze | Verletzungen | Rate\n{de_fall_table}\n"
     "Auswertung für das Qualitätsmanagement, Stand {de_date}. {de_lead}"),
    ("b58c_admit_bring", "admission_information_packet", US,
     "Welcome to {facility}: what to bring (admission packet, revised {en_date})\n- ((7||10||5)) days of clothing, labeled (we label on admission day too)\n- Shoes with non-slip soles\n- Glasses, hearing aids, dentures and their cases\n"
     "- A list of current medications (our pharmacy fills them; please do not bring pills)\n- Insurance cards and any advance directive or POLST\n"
     "Please leave jewelry and large sums of money at home. Admissions office: {fa_phone}, {fa_email}."),
    ("b58c_admit_rates", "admission_information_packet", US,
     "{facility} - daily rates and optional charges, effective {en_date}\nItem | Rate\n{rate_table}\n"
     "Medicare Part A covers up to 100 days of skilled care after a qualifying hospital stay (days 21-100 with a daily coinsurance). Medi-Cal and {plan} members pay "
     "their share of cost only. Business office: {fa_phone}. Tax ID {org_ein}."),
    ("b58c_admit_visiting", "admission_information_packet", US,
     "Visiting at {facility} (updated {en_date})\nVisitors are welcome at any hour; after 8 p.m. please use the lobby doorbell. Children are welcome with an adult. Pets that are vaccinated may visit "
     "on a leash((; please check in at the front desk first|| and must stay out of the dining room)). During an outbreak we may ask visitors to wear a mask; we will post the notice at the entrance and on {fa_web}.\nQuiet hours 9 p.m.-7 a.m. Questions: {fa_phone}."),
    ("b58c_admit_rights", "admission_information_packet", US,
     "Your rights and who to call (posted {en_date}, admission packet page {small_digit})\nAs a resident you may choose your physician, see your records, refuse treatment, manage your own money and voice grievances without reprisal.\n"
     "Grievance officer: {own_msw}, social services, {fa_phone}. Medical director: {own_md}. Plan members: {plan} provider line {pl_phone}.\n"
     "Hospice partner: {hospice}, {hs_phone}. Post-acute sister facility: {sister}, {si_phone}. Mailing address: {fa_addr}."),
    ("b58c_gb_notice", "notice_other_locale", GB,
     "NOTICE TO RELATIVES - {gb_home}\nFrom {gb_date} the main entrance will be closed for resurfacing for about a fortnight. Please use the garden entrance off the car park and "
     "sign the visitors' book in the conservatory. Protected mealtimes (12.00-13.00 and 17.00-18.00) continue. Any questions, please ring {gb_phone} or e-mail {gb_email}. {gb_manager}"),
    ("b58c_ie_notice", "notice_other_locale", IE,
     "{ie_home} - notice to residents and families\nOur HIQA inspection took place on {gb_date}; the report will be published on the HIQA website in about eight weeks. "
     "The residents' committee meets on the first Wednesday of every month at 2pm in the day room. Mass is celebrated on Sundays at 11am. Queries: {ie_phone_intl}, {ie_email}. {ie_pic}"),
    ("b58c_ca_notice", "notice_other_locale", CA,
     "{on_home} - notice to residents and families\nThe annual resident and family satisfaction survey runs until {en_date}. Paper copies are at the front desk in English and French. "
     "Results will be shared at the Residents' Council and posted by the elevators. The Family Council meets monthly; contact it through {on_email}. {on_admin}, {on_phone}. {on_addr}"),
    ("b58c_qc_notice", "notice_other_locale", QC,
     "AVIS AUX RÉSIDENTS ET AUX PROCHES AIDANTS - {qc_home}\nÀ compter du {fr_date}, les heures de visite au 3e étage seront de 9 h à 21 h. Les proches aidants peuvent "
     "venir en tout temps. Le comité des usagers tiendra sa réunion le deuxième mardi du mois. Pour toute question : {qc_phone}, {qc_email}. {qc_addr}. {qc_dir}"),
    ("b58c_de_notice", "notice_other_locale", DE,
     "Aushang - {de_home}\nLiebe Bewohnerinnen und Bewohner, liebe Angehörige,\nam {de_date} findet ab 15 Uhr unser Sommerfest im Garten statt. Die Grippeimpfung bietet "
     "unsere Hausärztin im Oktober an; bitte melden Sie sich am Empfang. Der Heimbeirat trifft sich jeden ersten Montag im Monat.\nIhre {de_lead}\n{de_addr} · {de_phone} · {de_email}"),
    ("b58c_nl_notice", "notice_other_locale", NL,
     "Mededeling - {nl_home}\nVanaf {nl_date} is de hoofdingang aan de Lindelaan tijdelijk gesloten wegens verbouwing. Bezoekers gebruiken de ingang aan de tuinzijde. "
     "De cliëntenraad vergadert elke derde dinsdag van de maand. Vragen kunt u stellen via {nl_phone} of {nl_email}. {nl_lead}"),
    ("b58c_bed_csv", "csv_export", US,
     "ccn,unit,licensed_beds,occupied,isolation_rooms,gender_open,accepting_admissions\n{bed_csv}\n# {facility} bed board for hospital discharge planners, {iso_ts}"),
    ("b58c_fhir_location", "fhir_export", US,
     "{\"resourceType\": \"Location\", \"id\": \"loc-{fivedig}\", \"status\": \"active\", \"name\": \"{facility} - ((Oak Knoll memory care||Laguna short-stay rehab||Redwood long-term care||Vineyard long-term care))\", \"mode\": \"instance\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"{fa_phone}\"}, {\"system\": \"email\", \"value\": \"{fa_email}\"}], \"address\": {\"text\": \"{fa_addr}\"}, \"managingOrganization\": {\"display\": \"{facility}\", "
     "\"identifier\": {\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{own_npi}\"}}, \"hoursOfOperation\": [{\"allDay\": true}]}"),
    ("b58c_deficiency_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<surveyResult ccn=\"{ccn}\" exitDate=\"{eff_iso}\" type=\"standard\" facility=\"{facility}\">\n{deficiency_xml}\n</surveyResult>"),
    ("b58c_hl7_mfn_rooms", "hl7_export", US,
     "MSH|^~\\&|BVSN-ADT|BVSN|EHR|BVSN|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master^HL70175||UPD|||NE\n{mfn_rooms}"),
    ("b58c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*BVSNF58        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*BVSNF58*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*0001*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK2*837*{four_digits}*005010X222A1~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*0001~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b58c_batch_csv", "csv_export", US,
     "month,payer,claims,billed_usd,paid_usd,denied\n{batch_csv}\n# {facility} (tax ID {org_ein}) claim batches, totals only; plan payer ID {payer_id}"),
    ("b58c_census_json", "json_export", US,
     "{\"facility\": \"{facility}\", \"ccn\": \"{ccn}\", \"asOf\": \"{iso_ts}\", \"units\": [{census_json}], \"contact\": \"{fa_email}\"}"),
    ("b58c_x12_835_totals", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*BVSNF58        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HP*{payer_id}*BVSNF58*20{isa_date}*{hhmm}*{small}*X*005010X221A1~\n"
     "ST*835*{four_digits}~\nBPR*I*{money_s}*C*ACH*CCP*01*{aba}*DA*{seven_digits}*{org_ein}**01*121100782*DA*{fivedig}{four_digits}*20{isa_date}~\nTRN*1*{trn}*1{org_ein}~\n"
     "N1*PR*{plan}~\nN1*PE*{facility}*XX*{own_npi}~\n{x12_835_rows}\nSE*{small}*{four_digits}~\n# batch-level remittance, RxBIN {rxbin} / PCN {pcn} / group {group_no} on the plan card"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b58_mds_section_a", "mds_resident_assessment", US,
     "MDS 3.0 NURSING HOME COMPREHENSIVE (NC) - SECTION A. IDENTIFICATION INFORMATION\nA0100B. CMS Certification Number: {ccn}\n"
     "A0310. Type of assessment: 01 Admission assessment\nA0500. Legal name: {first} {last}\nA0600A. Social Security Number: [[ssn:ssn_v58]]\n"
     "A0600B. Medicare number: [[member_id:mbi_v58]]\nA0700. Medicaid number: [[member_id:medical_cin_v58]]\nA0800. Gender: ((1. Male||2. Female))\n"
     "A0900. Birth date: [[date_of_birth:dob_v58]]\nA1600. Entry date: {eff_iso}   A1700. Type of entry: 1. Admission\nFacility resident no.: [[record_number:mrn_v58]]"),
    ("b58_mds_quarterly", "mds_resident_assessment", US,
     "Quarterly MDS review - {unit}\nResident: {first} {last}, [[age_over_89:age_v58]], room {room_no}, chart [[record_number:mrn_v58]]\n"
     "BIMS {bims}/15, PHQ-9 {phq}. Weight {weight} lb, stable. Falls since last assessment: ((none||one, no injury||two, no injury)). Continent of bladder with scheduled toileting.\n"
     "Medicare Advantage member ID [[member_id:member_v58]]. Care plan updated; next assessment due in 92 days. - {own_don}"),
    ("b58_fall_report", "incident_fall_report", US,
     "INCIDENT REPORT - FALL\nResident: {first} {last}   DOB: [[date_of_birth:dob_elder_v58]]   Age: [[age_over_89:age_v58]]   Room {room_no}\nChart #: [[record_number:mrn_v58]]\n"
     "Date/time: {dos} {clock}. Description: {fall_type}. No loss of consciousness; skin tear to left forearm, steri-strips applied.\n"
     "Responsible party ({relation2}) notified at [[phone:phone_us_v58]]. Physician notified. Neuro checks x72h. Reported by {own_don}."),
    ("b58_exit_incident", "incident_fall_report", US,
     "Incident report - resident left the building unaccompanied\nResident: {first} {last}, DOB [[date_of_birth:dob_v58]], Oak Knoll memory care\n"
     "At {clock} the door alarm sounded; the resident was found 0.4 miles away, outside [[address:addr_ca_v58]], and brought back by a passer-by whose car was "
     "plate [[vehicle_id:plate_ca_v58]] (the driver left a phone number: [[phone:phone_us_v58]]).\nNo injury. Wander-guard bracelet replaced; 15-minute checks started. CDPH notified. - {own_nha}"),
    ("b58_careplan_letter", "care_plan_invitation", US,
     "{facility}\n{fa_addr}\n\n{en_date}\n\n{first2} {last}\n[[address:addr_ca_v58]]\n\nDear {first2} {last},\n\nYou are invited to the care-plan conference for "
     "{first} {last} (date of birth [[date_of_birth:dob_v58]]) on {dos2} at {clock} in the social services office, or by phone. We will review therapy progress, diet and discharge goals.\n"
     "Please confirm with me at {fa_phone}; if we do not hear back, we will call you at [[phone:phone_us_v58]].\n\nSincerely,\n{own_msw}, Social Services"),
    ("b58_careplan_portal", "care_plan_invitation", US,
     "From: Bennett Valley family portal <{fa_email}>\nTo: [[email:email_plain_v58]]\nSubject: Care conference for {first} {last} (resident # [[record_number:mrn_v58]])\n\n"
     "Your care conference is scheduled for {dos2} at {clock}. Join by video or come in person.\n\n-- RSVP received: ((Yes, by video||Yes, in person||Please reschedule)), sent {iso_ts} from "
     "IP [[ip_address:ip_v58]] by the registered family member ([[email:email_v58]])."),
    ("b58_conservatorship", "guardianship_poa_notice", US,
     "SUPERIOR COURT OF CALIFORNIA, COUNTY OF SONOMA - NOTICE OF HEARING (Probate)\nConservatorship of the person and estate of {first} {last}, case no. [[record_number:case_no_v58]]\n"
     "Proposed conservatee's date of birth: [[date_of_birth:dob_v58]]. Residence: {facility}, room {room_no}. Former home: [[address:addr_ca_v58]].\n"
     "Petitioner: {first2} {last}, {relation2}, telephone [[phone:phone_us_v58]]. Hearing {dos2}, 8:30 a.m., Dept. 16. Copy served on the facility administrator, {own_nha}."),
    ("b58_poa_on_file", "guardianship_poa_notice", US,
     "DURABLE POWER OF ATTORNEY FOR HEALTH CARE - facility record\nPrincipal (resident): {first} {last}   SSN: [[ssn:ssn_v58]]   DOB: [[date_of_birth:dob_v58]]\n"
     "Agent: {first2} {last}, {relation2}\nAgent's address: [[address:addr_ca_v58]]\nAgent's cell: [[phone:phone_us_v58]]   E-mail: [[email:email_v58]]\n"
     "Document dated {dos}, notarized. Copy scanned to the chart on {eff_iso} by {own_msw}."),
    ("b58_discharge_plan", "discharge_to_community", US,
     "DISCHARGE TO COMMUNITY PLAN\nResident: {first} {last}   DOB: [[date_of_birth:dob_v58]]   Plan member ID: [[member_id:member_v58]]\nDischarge date: {dos2} to home: [[address:addr_ca_v58]]\n"
     "Caregiver: {first2} {last} ({relation2}), cell [[phone:phone_us_v58]]. Transport: family car, license plate [[vehicle_id:plate_ca_v58]], wheelchair folds into trunk.\n"
     "Home health: PT/OT and RN, start of care within 48 hours. DME: front-wheeled walker, shower chair. Medications reconciled with {own_md}. - {own_msw}"),
    ("b58_medical_ltc_paper", "medicaid_ltc_application", US,
     "MEDI-CAL APPLICATION - LONG-TERM CARE (SUPPLEMENT)\nApplicant: {first} {last}   Date of birth: [[date_of_birth:dob_v58]]   SSN: [[ssn:ssn_v58]]\n"
     "Medicare no.: [[member_id:mbi_v58]]\nHome address before admission: [[address:addr_ca_v58]]\nChecking account: [[bank_account:account_us_v58]], balance {money_s}\n"
     "Vehicle: ((2011 Honda Accord||2009 Toyota Camry||2014 Subaru Outback)), VIN [[vehicle_id:vin_v58]], used to take the applicant to medical appointments (exempt).\n"
     "Authorized representative: {first2} {last}, [[phone:phone_us_v58]]. Facility: {facility}, admitted {dos}."),
    ("b58_medical_online", "medicaid_ltc_application", US,
     "BenefitsCal - application submitted\nConfirmation no. {ctrl}\nApplicant: {first} {last}, SSN [[ssn:ssn_v58]], born [[date_of_birth:dob_v58]]\nProgram: Medi-Cal long-term care\n"
     "Contact e-mail: [[email:email_plain_v58]]   Phone: [[phone:phone_us_v58]]\nSubmitted {iso_ts} by an authorized representative from [[ip_address:ip_v58]].\n"
     "Next step: Sonoma County will mail a notice to the facility within 10 days."),
    ("b58_trust_statement", "resident_trust_statement", US,
     "{facility} - RESIDENT TRUST FUND, QUARTERLY STATEMENT ({quarter})\nResident: {first} {last}   Resident #: [[record_number:mrn_v58]]   Medi-Cal CIN: [[member_id:medical_cin_v58]]\n"
     "Opening balance {usd_small}\nSSA deposit (direct from the resident's account [[bank_account:account_us_v58]]) $1,{hundreds}.00\nPersonal needs allowance paid out: beauty shop, snacks, outing\n"
     "Family deposit by card [[card:card_v58]]: $((50||75||100)).00\nClosing balance {usd_small}. Balance over the Medi-Cal limit will be reported to the county."),
    ("b58_trust_online_deposit", "resident_trust_statement", US,
     "Receipt - online deposit to a resident trust account\nResident: {first} {last} (account for resident # [[record_number:mrn_v58]])\nAmount: $((40||60||120||200)).00\n"
     "Paid by: {first2} {last}, card [[card:card_v58]]\nReceipt sent to [[email:email_plain_v58]]\nSubmitted {iso_ts} from [[ip_address:ip_v58]]\nQuestions: business office, {fa_phone}."),
    ("b58_hospice_coord", "hospice_coordination_note", US,
     "{hospice} - coordination note for {facility}\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v58]]   Medicare: [[member_id:mbi_v58]]\n"
     "Visit {dos}: comfort-focused, oral intake minimal, morphine 5 mg SL q2h PRN effective. Family ({relation2}) at bedside; family updates are posted at [[url:url_family_v58]].\n"
     "Patient died [[date_of_death:dod_v58]] at {clock}, family present. Pronounced by the hospice RN. Family contact: [[phone:phone_us_v58]]. SNF charge nurse notified."),
    ("b58_obituary", "resident_obituary", US,
     "In memory of {first} {last}\n{first} {last}, [[age_over_89:age_death_v58]], a resident of our Redwood neighborhood for four years, died peacefully on [[date_of_death:dod_v58]]. "
     "Born [[date_of_birth:dob_elder_v58]] in ((Eureka||Fresno||Stockton||Oakland)), {first} taught school for 31 years and never missed our Tuesday garden club.\n"
     "The family's full obituary and service details: [[url:url_memorial_v58]]\nWith love from the staff and residents of {facility}."),
    ("b58_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"system\": \"urn:oid:2.16.840.1.113883.3.58.1\", \"value\": \"[[record_number:mrn_plain_v58]]\"}, "
     "{\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v58]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v58]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v58]]\"}, {\"system\": \"email\", \"value\": \"[[email:email_plain_v58]]\"}], "
     "\"address\": [{\"line\": [\"[[address:addr_fhir_v58]]\"}], \"managingOrganization\": {\"display\": \"{facility}\"}}"),
    ("b58_fhir_observation", "fhir_export", US,
     "{\"resourceType\": \"Observation\", \"status\": \"final\", \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"29463-7\", \"display\": \"Body weight\"}]}, "
     "\"subject\": {\"display\": \"{first} {last}\", \"identifier\": {\"type\": {\"coding\": [{\"code\": \"MB\"}]}, \"value\": \"[[member_id:mbi_plain_v58]]\"}}, "
     "\"contained\": [{\"resourceType\": \"Patient\", \"id\": \"res\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v58]]\"}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v58]]\"}], \"effectiveDateTime\": \"{iso_ts}\", \"valueQuantity\": {\"value\": {weight}, \"unit\": \"[lb_av]\"}}"),
    ("b58_hl7_a08", "hl7_export", US,
     "MSH|^~\\&|BVSN-ADT|BVSN|PHARM|OMNI|{hl7_ts}||ADT^A08^ADT_A01|{ctrl}|P|2.5.1\nEVN|A08|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v58]]^^^BVSN^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v58]]|((F||M))|||[[address:addr_hl7_v58]]||[[phone:phone_hl7_v58]]|||||"
     "|[[ssn:ssn_plain_v58]]\nPV1|1|R|BVSN^{room_no}^1^SANTAROSA||||{own_npi}^MARCHETTI-OYELARAN^EVANGELINE|||SNF\nIN1|1|MCR||MEDICARE PART A||||||||||||||||||||||||||||||||[[member_id:mbi_plain_v58]]"),
    ("b58_census_csv", "csv_export", US,
     "resident_id,last,first,dob,age,room,payer,payer_id,admit_date\n[[record_number:mrn_plain_v58]],{last},{first},[[date_of_birth:dob_elder_v58]],[[age_over_89:age_num_v58]],{room_no},"
     "((MEDI-CAL||MEDICARE A||RCSHP MA)),[[member_id:medical_cin_v58]],{eff_iso}\n# {facility} midnight census, one row shown"),
    ("b58_x12_834", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*BVSNF58        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*BE*{payer_id}*BVSNF58*20{isa_date}*{hhmm}*{small}*X*005010X220A1~\n"
     "ST*834*{four_digits}*005010X220A1~\nBGN*00*{fivedig}*20{isa_date}*{hhmm}****2~\nINS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_plain_v58]]~\nREF*1L*{group_no}~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain_v58]]~\nPER*IP**TE*[[phone:phone_e164_v58]]~\nN3*[[address:addr_x12_v58]]~\nDMG*D8*[[date_of_birth:dob_compact_v58]]*((F||M))~\n"
     "HD*021**HMO*LTC~\nSE*12*{four_digits}~"),
    ("b58_gb_fee_agreement", "care_home_agreement", GB,
     "{gb_home} - RESIDENT'S AGREEMENT AND FEE PAYMENT FORM\nResident: {first} {last}   Date of birth: [[date_of_birth:dob_v58]]\nNHS number: [[national_id:nhs_v58]]   "
     "National Insurance no.: [[national_id:nino_v58]]\nPrevious address: [[address:addr_gb_v58]]\nNext of kin: {first2} {last} ({relation2}), tel. [[phone:phone_gb_v58]], "
     "e-mail [[email:email_v58]]\nWeekly fee {gbp}, payable by Direct Debit from: [[bank_account:gb_bank_v58]]\nSigned on behalf of the home: {gb_manager}"),
    ("b58_gb_fall_report", "incident_fall_report", GB,
     "ACCIDENT / INCIDENT RECORD - {gb_home}\nResident: {first} {last}   Age: [[age_over_89:age_v58]]   D.O.B. [[date_of_birth:dob_elder_v58]]\nNHS no. [[national_id:nhs_v58]]\n"
     "{gb_date}, 02:40: found sitting on the floor of the en-suite, reports slipping on the wet floor. Small haematoma to the right hip, able to weight-bear. GP informed; 111 advised observation.\n"
     "Next of kin informed by phone on [[phone:phone_gb_v58]] at 08:15. Falls risk assessment reviewed. - night senior carer"),
    ("b58_gb_lpa_notice", "guardianship_poa_notice", GB,
     "Lasting power of attorney (health and welfare) - copy held by {gb_home}\nDonor: {first} {last}, born [[date_of_birth:dob_v58]]\nDonor's address when made: [[address:addr_gb_v58]]\n"
     "Attorney: {first2} {last}, mobile [[phone:phone_gb_v58]]\nThe attorney may decide on life-sustaining treatment: ((yes||no)). Registered with the Office of the Public Guardian. "
     "NI number given for identity check: [[national_id:nino_v58]]. Copy certified by {gb_manager}."),
    ("b58_ie_fair_deal", "medicaid_ltc_application", IE,
     "NURSING HOMES SUPPORT SCHEME (FAIR DEAL) - APPLICATION\nApplicant: {first} {last}\nPPS number: [[national_id:pps_v58]]\nDate of birth: [[date_of_birth:dob_v58]]\n"
     "Address: [[address:addr_ie_v58]]\nPhone: [[phone:phone_ie_v58]]\nBank account for the care contribution (IBAN): [[bank_account:iban_v58]]\n"
     "Nursing home of choice: {ie_home}. Specified person acting for the applicant: {first2} {last}, e-mail [[email:email_v58]]."),
    ("b58_on_ltc_application", "ltc_application", CA,
     "Ontario long-term care - application for admission (Home and Community Care Support Services Champlain)\nApplicant: {first} {last}   Date of birth: [[date_of_birth:dob_v58]]\n"
     "Health number: [[member_id:ohip_v58]]   SIN (for the rate reduction): [[national_id:sin_v58]]\nAddress: [[address:addr_on_v58]]\nSubstitute decision-maker: {first2} {last}, "
     "[[phone:phone_cn_v58]], [[email:email_v58]]\nFirst choice: {on_home}. Basic accommodation requested."),
    ("b58_on_comfort_allowance", "resident_trust_statement", CA,
     "{on_home} - resident comfort allowance trust account, statement of {en_date}\nResident: {first} {last}   Health no. [[member_id:ohip_v58]]\n"
     "Pre-authorized debit of the accommodation co-payment from [[bank_account:ca_bank_v58]]: {cad}\nHairdressing and foot care charged to the comfort allowance. "
     "Top-up by the family's debit card [[card:interac_v58]] on {dos2}.\nStatement mailed to: [[address:addr_on_v58]]"),
    ("b58_qc_chsld_admission", "ltc_application", QC,
     "{qc_home} - FORMULAIRE D'ADMISSION\nNom : {last}   Prénom : {first}\nDate de naissance : [[date_of_birth:dob_v58]]\nNuméro d'assurance maladie (RAMQ) : [[member_id:ramq_v58]]\n"
     "NAS (pour la contribution de l'adulte hébergé) : [[national_id:sin_v58]]\nAdresse antérieure : [[address:addr_qc_v58]]\nRépondant : {first2} {last}, tél. [[phone:phone_cn_v58]]\n"
     "Prélèvement mensuel de la contribution au compte : [[bank_account:ca_bank_v58]]"),
    ("b58_de_heimaufnahme", "ltc_application", DE,
     "{de_home} - Aufnahmebogen vollstationäre Pflege\nName: {last}, {first}\nGeburtsdatum: [[date_of_birth:dob_v58]]\nKrankenversichertennummer: [[member_id:kvnr_v58]] "
     "bei der ((AOK Rheinland/Hamburg||TK||BARMER||DAK-Gesundheit))\nSteuer-ID: [[national_id:steuer_id_v58]]\nBisherige Anschrift: [[address:addr_de_v58]]\n"
     "Angehörige/Betreuer: {first2} {last}, Tel. [[phone:phone_de_v58]]\nSEPA-Lastschrift für den Eigenanteil von IBAN [[bank_account:iban_v58]]\n"
     "Pkw des Angehörigen für den Besucherparkplatz, Kennzeichen: [[vehicle_id:plate_de_v58]]"),
    ("b58_de_sterbefall", "death_notification", DE,
     "{de_home} - Mitteilung über einen Sterbefall\nVerstorben: {first} {last}, geb. am [[date_of_birth:dob_v58]]\nSterbedatum: [[date_of_death:dod_v58]], {clock} Uhr, im Wohnbereich Rheinblick\n"
     "Letzte Anschrift vor Heimeinzug: [[address:addr_de_v58]]\nVersichertennummer: [[member_id:kvnr_v58]]\nAngehörige benachrichtigt: {first2} {last}, [[phone:phone_de_v58]]\n"
     "Online-Traueranzeige der Familie: [[url:url_memorial_v58]]"),
    ("b58_nl_wlz_intake", "ltc_application", NL,
     "{nl_home} - inschrijfformulier verpleeghuiszorg (Wlz)\nNaam: {first} {last}\nGeboortedatum: [[date_of_birth:dob_v58]]\nBSN: [[national_id:bsn_v58]]\n"
     "Huidig adres: [[address:addr_nl_v58]]\nTelefoon: [[phone:phone_nl_v58]]\nContactpersoon: {first2} {last}, e-mail [[email:email_v58]]\nIBAN voor de eigen bijdrage: [[bank_account:iban_v58]]\n"
     "Digitaal ondertekend op {nl_date} vanaf IP-adres [[ip_address:ip_v58]]"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
    jobs: list[tuple[str, str, tuple[str, ...], str, bool]] = []
    for template_id, genre, locales, body in PHI_TEMPLATES:
        jobs.extend((template_id, genre, locales, body, False) for _ in range(PHI_PER_TEMPLATE))
    for index in range(CLEAN_TOTAL):
        template_id, genre, locales, body = CLEAN_TEMPLATES[index % len(CLEAN_TEMPLATES)]
        jobs.append((template_id, genre, locales, body, True))
    rows: list[dict[str, Any]] = []
    for number, (template_id, genre, locales, body, clean) in enumerate(jobs):
        draw = Draw(rng, fakers, FILLERS)
        locale = draw.pick(list(locales))
        for suffix in ("", "2", "3"):  # the people of a text (name, name2, ...) share its locale
            draw.cache["locale" + suffix] = locale
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind58-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
