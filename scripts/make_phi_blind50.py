"""A fiftieth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind50.py [--seed 52521] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind49.py,
seeds 4141 to 51511) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-first set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b50_" or "b50c_"). Identifier-free genres, all from fertility, maternity and newborn care: fertility-clinic price
lists (a table, a CSV, a Swiss French and a Belgian Dutch one), IVF success-rate summaries (counts by age band, no
patients; a table, a JSON, an Austrian one), prenatal class calendars (a table, an iCalendar file, a Swiss German and
a Swiss Italian one), midwifery practice on-call rotas (staff only; a table, a CSV, an Austrian one), NICU
bed-occupancy reports (a table, a JSON, an HL7 MFN^M05 location master), lactation-room schedules (US, Swiss
French), birth-centre tour notices (US, Belgian Dutch, Swiss German, Swiss Italian), perinatal quality-collaborative
dashboards (rates; a table, a CSV, a FHIR MeasureReport), donor-milk bank inventory sheets (lot numbers, no donors; a
table, a CSV, an XML, a Belgian Dutch one), maternity-unit infection-control audits (a table, a CSV, an Austrian one),
newborn hearing-screening programme statistics (a table, a JSON, a Swiss Italian one), notices in other locales
(nl_BE, fr_CH, de_CH, de_AT, it_CH), and an X12 999 acknowledgement, a delivery-volume CSV, a FHIR
HealthcareService and a class-feed XML. Carrying genres: fertility treatment consents (US, Swiss German, Belgian
Dutch, a donor-egg one), embryo-transfer records (US, Swiss French, Austrian), prenatal visit notes (US, Austrian),
birth plans (US, Swiss Italian), labour and delivery summaries (US, Swiss German), NICU admission notes (US, Belgian
Dutch), neonatal discharge summaries (US, Austrian), lactation consults (US, Swiss French, a telehealth chat),
postpartum depression screening letters (US, Belgian Dutch, Swiss German), birth registration worksheets (US,
Austrian, Belgian Dutch), plus a FHIR Patient of a newborn with its mother's link, an HL7 ADT^A28, a perinatal
registry CSV and an X12 834 adding a newborn.

Most identifier values come from this module's own printings (the `*_v50` slots; VINs from the forty-fifth set's
printer, imported): US SSNs in several printings, MassHealth member IDs, hospital birth-record numbers and chart
numbers; Swiss AHV/AVS numbers (756, the EAN-13 check digit) in their dotted printing, Austrian social insurance
numbers (the weighted check digit, the birth date encoded), Belgian national register numbers (the mod 97 check,
the 2000s rule, the sex in the serial); Swiss, Austrian and Belgian IBANs (mod 97 check digits; the Belgian BBAN's
own check too) and US routing-and-account pairs; Visa and Maestro numbers with Luhn; dates in Belgian Dutch, Swiss
and Austrian German ("Jänner"), Swiss French ("1er") and Swiss Italian with their month names, and US orders; Swiss
(CH- postcodes), Austrian (Stiege and Top, A- postcodes), Belgian ("bus", B- postcodes) and Massachusetts address
layouts; Swiss, Austrian, Belgian and Massachusetts phone numbers in their national and international printings;
number plates of the four countries; e-mails written against scrapers in the texts' languages; public IPv4 and IPv6
addresses of home and mobile connections; the families' own pages (a shared birth plan, a meal train, a NICU
journal).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Massachusetts fertility centre, birth centre,
women's and newborn hospital with its NICU, lactation, infection-prevention and hearing-screening offices, a
midwifery practice, a donor-milk bank, a perinatal quality collaborative and a family health plan on fictional
555-01xx lines, and partner birth centres in Belgium, Switzerland and Austria) and the organisations' own printed
identifiers (the plan's payer ID, RxBIN, PCN and group, the hospital's NPIs, its EIN); the people it names are the
organisations' own staff, never a patient, parent, newborn or donor, and the ages it gives are bands under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
    import make_phi_blind41 as blind41
    import make_phi_blind45 as blind45
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41
    from scripts import make_phi_blind45 as blind45

Draw = blind.Draw

SEED = 52521
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
# Faker has no Swiss Italian people: it_CH draws its names from the it_IT Faker (seeded as the others).
FAKER_LOCALES = ("en_US", "nl_BE", "fr_CH", "de_CH", "de_AT", "it_IT")

FERT_NAME = "Quabbin Hills Fertility Center"
BIRTH_NAME = "Mount Tom Birth Center"
HOSP_NAME = "Holyoke Range Women's and Newborn Hospital"
MIDWIFE_NAME = "Sawmill River Midwifery"
MILK_NAME = "Berkshire Foothills Donor Milk Bank"
PQC_NAME = "Pioneer Valley Perinatal Quality Collaborative"
PLAN_NAME = "Swift River Family Health Plan"
BE_PARTNER = "Geboortehuis Leiedal"
FRCH_PARTNER = "Maison de naissance Les Trois Lacs"
DECH_PARTNER = "Geburtshaus Limmatbogen"
ITCH_PARTNER = "Casa della nascita Ceresio"
AT_PARTNER = "Geburtszentrum Murauen"
ORGANISATION_CONTACTS = [
    "(413) 555-0171",                                                   # 0 fertility centre main line
    "(413) 555-0172",                                                   # 1 fertility centre fax
    "118 Pomeroy Meadow Road, Southampton, MA 01073",                   # 2 fertility centre
    "ivf@quabbinhillsfertility.com",                                    # 3
    "billing@quabbinhillsfertility.com",                                # 4
    "https://www.quabbinhillsfertility.com",                            # 5
    "(413) 555-0173",                                                   # 6 birth centre
    "9 Loudville Road, Easthampton, MA 01027",                          # 7 birth centre address
    "tours@mounttombirthcenter.org",                                    # 8
    "(413) 555-0174",                                                   # 9 hospital main line
    "2400 Westover Heights Boulevard, Chicopee, MA 01020",              # 10 hospital address
    "(413) 555-0175",                                                   # 11 NICU
    "nicu@holyokerangewnh.org",                                         # 12
    "lactation@holyokerangewnh.org",                                    # 13
    "infectionprevention@holyokerangewnh.org",                          # 14
    "hearingscreen@holyokerangewnh.org",                                # 15
    "https://www.holyokerangewnh.org",                                  # 16
    "childbirthed@holyokerangewnh.org",                                 # 17
    "(413) 555-0176",                                                   # 18 midwifery practice
    "oncall@sawmillrivermidwifery.com",                                 # 19
    "(413) 555-0177",                                                   # 20 donor-milk bank
    "55 Tannery Brook Lane, Westfield, MA 01085",                       # 21 donor-milk bank address
    "milkbank@bfdonormilk.org",                                         # 22
    "dashboard@pvperinatalqc.org",                                      # 23 quality collaborative
    "https://www.pvperinatalqc.org",                                    # 24
    "1-877-555-0178",                                                   # 25 plan member services
    "edi@swiftriverfhp.com",                                            # 26
    "https://www.swiftriverfhp.com",                                    # 27
    "(413) 555-0179",                                                   # 28 hospital childbirth education
    "+32 56 55 01 50",                                                  # 29 Belgian partner (Kortrijk)
    "info@geboortehuisleiedal.be",                                      # 30
    "+41 32 555 01 51",                                                 # 31 Swiss French partner (Neuchâtel)
    "contact@naissance-troislacs.ch",                                   # 32
    "+41 44 555 01 52",                                                 # 33 Swiss German partner (Zürich)
    "info@geburtshaus-limmatbogen.ch",                                  # 34
    "+41 91 555 01 53",                                                 # 35 Swiss Italian partner (Lugano)
    "info@casanascita-ceresio.ch",                                      # 36
    "+43 316 555 0154",                                                 # 37 Austrian partner (Graz)
    "office@geburtszentrum-murauen.at",                                 # 38
]
ORG_EIN = "04-5071839"
PLAN_PAYER_ID = "SRFHP"
PLAN_RXBIN = "017350"
PLAN_PCN = "SRF50MA"
PLAN_GROUP = "SRF2026FAM"
ORG_NPIS = (blind5._npi_of("150423786"), blind5._npi_of("163851204"), blind5._npi_of("178290416"))  # noqa: SLF001
STAFF = ("Dr. Henrietta Vasquez-Okafor, MD (REI)", "Dr. Lorcan Abernathy-Sato, MD (neonatology)", "Philippa Wainwright-Osei, CNM",
         "Tamsin Oyelowo-Brandt, CNM", "Imogen Castellanos-Reeve, CNM", "Benedikta Hollerbach-Quaye, IBCLC", "Dr. Ambrose Kittredge-Nwosu, MD",
         "Cressida Fairweather-Ito, RN, CIC", "Dr. Seraphina Quill-Mensah, AuD", "Wilhelmina Tran-Ashdown, MS, embryologist")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V50 = {
    "en": blind.MONTHS,
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "at": ["Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
}
_LANG = {"nl_BE": "nl", "de_CH": "de", "de_AT": "at", "fr_CH": "fr", "it_CH": "it"}

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"nl_BE": "BE", "fr_CH": "CH", "de_CH": "CH", "it_CH": "CH", "de_AT": "AT"}


def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0150-0179)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if "555" not in out and not any(f"01{n}" in out for n in range(50, 80)):
            return out


def _born(draw: Draw, who: str, low: dt.date, high: dt.date) -> dt.date:
    """A person's birth date, drawn once per text: the person's national numbers and dates of birth agree."""
    key = f"_birth_{who}"
    if key not in draw.cache:
        draw.cache[key] = dt.date.fromordinal(draw.rng.randint(low.toordinal(), high.toordinal()))  # type: ignore[assignment]
    return draw.cache[key]  # type: ignore[return-value]


def _mother(draw: Draw) -> dt.date:
    return _born(draw, "mother", dt.date(1981, 1, 1), dt.date(2004, 6, 30))


def _partner(draw: Draw) -> dt.date:
    return _born(draw, "partner", dt.date(1976, 1, 1), dt.date(2003, 12, 31))


def _baby(draw: Draw) -> dt.date:
    return _born(draw, "baby", dt.date(2025, 9, 1), dt.date(2026, 2, 26))


def _sex(draw: Draw, who: str) -> str:
    key = f"_sex_{who}"
    if key not in draw.cache:
        draw.cache[key] = "F" if who == "mother" else "M" if who == "partner" else draw.pick(["F", "M"])
    return draw.cache[key]


def _date_words(draw: Draw, day: dt.date) -> str:
    """A date as the text's language and country print it: its order, separators and month names."""
    d, m, y = day.day, day.month, day.year
    lang = _LANG.get(_loc(draw), "en")
    if lang == "nl":
        mon = MONTHS_V50["nl"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {mon[:3]}. {y}", f"{d}/{m}/{y}"])
    if lang in ("de", "at"):
        mon = MONTHS_V50[lang][m - 1]
        short = "Jän." if (lang == "at" and m == 1) else f"{mon[:3]}." if len(mon) > 4 else mon
        return draw.pick([f"{d}. {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {short} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d}. {mon} {y}"])
    if lang == "fr":
        mon = MONTHS_V50["fr"][m - 1]
        day_word = "1er" if d == 1 else str(d)
        return draw.pick([f"{day_word} {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}", f"le {day_word} {mon} {y}", f"{d}.{m}.{y}"])
    if lang == "it":
        mon = MONTHS_V50["it"][m - 1]
        day_word = "1°" if d == 1 else str(d)
        return draw.pick([f"{day_word} {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {mon[:3]} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{month[:3].upper()} {d:02d} {y}"])


def dob_v50(draw: Draw) -> str:
    """The mother's (or the patient's) date of birth in the text's language."""
    return _date_words(draw, _mother(draw))


def dob_partner_v50(draw: Draw) -> str:
    return _date_words(draw, _partner(draw))


def dob_baby_v50(draw: Draw) -> str:
    """The newborn's date of birth (September 2025 - February 2026)."""
    return _date_words(draw, _baby(draw))


def dob_iso_v50(draw: Draw) -> str:
    return _mother(draw).isoformat()


def dob_baby_iso_v50(draw: Draw) -> str:
    return _baby(draw).isoformat()


def dob_compact_v50(draw: Draw) -> str:
    return _mother(draw).strftime("%Y%m%d")


def dob_baby_compact_v50(draw: Draw) -> str:
    return _baby(draw).strftime("%Y%m%d")


def _twin_death(draw: Draw) -> dt.date:
    """The day a twin (or a newborn) died: on the day of birth or within its first ten days."""
    if "_death" not in draw.cache:
        draw.cache["_death"] = _baby(draw) + dt.timedelta(days=draw.rng.randint(0, 10))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_twin_v50(draw: Draw) -> str:
    return _date_words(draw, _twin_death(draw))


def dod_twin_iso_v50(draw: Draw) -> str:
    return _twin_death(draw).isoformat()


def dod_father_v50(draw: Draw) -> str:
    """The date a father died before his child's birth (a posthumous birth's worksheet)."""
    day = _baby(draw) - dt.timedelta(days=draw.rng.randint(20, 240))
    return _date_words(draw, day)


def age_elder_v50(draw: Draw) -> str:
    """A great-grandmother's age over 89, in the text's language."""
    age = draw.rng.randint(90, 101)
    lang = _LANG.get(_loc(draw), "en")
    if lang in ("de", "at"):
        return draw.pick([f"{age} Jahre", f"{age}-jährig", f"{age} J.", f"{age}"])
    if lang == "fr":
        return draw.pick([f"{age} ans", f"âgée de {age} ans"])
    if lang == "it":
        return draw.pick([f"{age} anni", f"{age}enne"])
    if lang == "nl":
        return draw.pick([f"{age} jaar", f"{age}-jarige"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "a hundred" if age == 100 else "a hundred and one" if age == 101 else "ninety" + (f"-{words[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} years old", f"{age}-year-old", spelled, f"{age} y/o", f"age {age}"])


# ---- United States (Massachusetts) ---------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 772)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v50(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx, never 00 or 0000) as forms, letters and registries print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]}-{v[3:5]}-{v[5:]}"])


def ssn_plain_v50(draw: Draw) -> str:
    return _ssn_value(draw)


def masshealth_v50(draw: Draw) -> str:
    """A MassHealth member ID: twelve digits starting 10, printed whole or in fours."""
    v = "10" + draw.digits(10)
    return draw.pick([v, v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def masshealth_plain_v50(draw: Draw) -> str:
    return "10" + draw.digits(10)


def plan_member_v50(draw: Draw) -> str:
    """A family health plan member ID: the plan's prefix, nine digits, a person suffix (the newborn gets its own)."""
    v = f"SRF{draw.digits(9, True)}"
    return draw.pick([v, f"{v}-01", f"{v}02", f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def plan_member_plain_v50(draw: Draw) -> str:
    return f"SRF{draw.digits(9, True)}{draw.pick(['01', '02', '03'])}"


def mrn_v50(draw: Draw) -> str:
    """A chart number of the text's hospital, birth centre or fertility clinic."""
    country = _country(draw)
    if country == "CH":
        return draw.pick([f"PID {draw.digits(8, True)}", f"{draw.digits(2, True)}.{draw.digits(6, True)}", f"Fall-Nr. {draw.digits(9, True)}"])
    if country == "AT":
        return draw.pick([f"PatNr. {draw.digits(7, True)}", f"GZM-{draw.digits(6, True)}", f"{draw.digits(10, True)}"])
    if country == "BE":
        return draw.pick([f"{draw.digits(9, True)}", f"GHL/{draw.rng.randint(2024, 2026)}/{draw.digits(5, True)}", f"EPD {draw.digits(7, True)}"])
    return draw.pick([f"HRW{draw.digits(7)}", f"{draw.digits(8, True)}", f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}", f"M{draw.digits(9, True)}"])


def mrn_plain_v50(draw: Draw) -> str:
    return f"HRW{draw.digits(7)}"


def birth_record_v50(draw: Draw) -> str:
    """A hospital's birth-record (birth log) number for the newborn."""
    year = _baby(draw).year
    return draw.pick([f"BR-{year}-{draw.digits(5, True)}", f"HRW{year % 100}B{draw.digits(5, True)}", f"{year}-NB-{draw.digits(4, True)}",
                      f"BL{year}{draw.digits(4, True)}"])


def birth_record_plain_v50(draw: Draw) -> str:
    return f"BR{_baby(draw).year}{draw.digits(5, True)}"


def cycle_v50(draw: Draw) -> str:
    """An IVF cycle number or embryology-lab record of the patient."""
    return draw.pick([f"QHF-{draw.rng.randint(2025, 2026)}-{draw.digits(5, True)}", f"CYC{draw.digits(7, True)}", f"EMB-{draw.digits(4, True)}-{draw.letters(2)}"])


def account_us_v50(draw: Draw) -> str:
    """A US routing number and account (one span), as a refund form prints them."""
    routing = draw.pick(["011000138", "211370545", "011075150", "211274450", "011900571"])
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"acct no. {account}"])


_MA_TOWNS = [("Northampton", "01060"), ("Holyoke", "01040"), ("Springfield", "01109"), ("Springfield", "01108"), ("Amherst", "01002"),
             ("Easthampton", "01027"), ("Westfield", "01085"), ("Chicopee", "01013"), ("Greenfield", "01301"), ("Ludlow", "01056"),
             ("Pittsfield", "01201"), ("Agawam", "01001"), ("Florence", "01062"), ("South Hadley", "01075")]
_MA_STREETS = ["Main St", "King St", "Elm St", "Bridge Rd", "Pleasant St", "Maple St", "Center St", "Dwight St", "Sumner Ave", "Boston Rd",
               "Chestnut St", "High St", "Northampton St", "Prospect St", "Locust St", "Granby Rd", "Union St"]


def addr_ma_v50(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_MA_TOWNS)
    street = f"{rng.randint(3, 2900)} {draw.pick(_MA_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 30)}", f" #{rng.randint(1, 9)}", f", Unit {draw.letters(1, 'ABCD')}", f", 2nd fl"])
    return draw.pick([f"{street}{unit}, {town}, MA {zip_code}", f"{street}{unit}\n{town}, MA {zip_code}", f"{street}{unit}, {town} MA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} MA {zip_code}", f"{street}{unit}, {town}, Massachusetts {zip_code}"])


def phone_ma_v50(draw: Draw) -> str:
    area = draw.pick(["413", "413", "413", "617", "508", "774", "978"])
    exchange, line = _us_exchange(draw), _sub(draw, 4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}", f"{area}{exchange}{line}"])


def addr_hl7_v50(draw: Draw) -> str:
    town, zip_code = draw.pick(_MA_TOWNS)
    return f"{draw.rng.randint(3, 2900)} {draw.pick(_MA_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^MA^{zip_code}^USA^H"


def addr_fhir_v50(draw: Draw) -> str:
    """A Massachusetts address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_MA_TOWNS)
    return f"{draw.rng.randint(3, 2900)} {draw.pick(_MA_STREETS)}\"], \"city\": \"{town}\", \"state\": \"MA\", \"postalCode\": \"{zip_code}"


def addr_x12_v50(draw: Draw) -> str:
    """An address as an X12 N3 and N4 segment pair (one span)."""
    town, zip_code = draw.pick(_MA_TOWNS)
    return f"{draw.rng.randint(3, 2900)} {draw.pick(_MA_STREETS).upper()}~\nN4*{town.upper()}*MA*{zip_code}{draw.digits(4)}"


def addr_csv_v50(draw: Draw) -> tuple[str, str, str]:
    town, zip_code = draw.pick(_MA_TOWNS)
    return "\"", f"{draw.rng.randint(3, 2900)} {draw.pick(_MA_STREETS)}, {town}, MA {zip_code}", "\""


def phone_e164_v50(draw: Draw) -> str:
    return f"+1413{_us_exchange(draw)}{_sub(draw, 4)}"


def phone_hl7_v50(draw: Draw) -> str:
    return f"(413){_us_exchange(draw)}-{_sub(draw, 4)}"


def phone_x12_v50(draw: Draw) -> str:
    return f"413{_us_exchange(draw)}{_sub(draw, 4)}"


# ---- Switzerland ----------------------------------------------------------------------------------------------------
def _ean13(body: str) -> str:
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return str((10 - total % 10) % 10)


def ahv_v50(draw: Draw) -> str:
    """A Swiss AHV/AVS number: 756, nine digits, the EAN-13 check digit; printed 756.1234.5678.97 (now and then whole)."""
    body = "756" + draw.digits(9)
    v = body + _ean13(body)
    dotted = f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}"
    return draw.pick([dotted, dotted, dotted, v, f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}"])


def ahv_plain_v50(draw: Draw) -> str:
    body = "756" + draw.digits(9)
    return body + _ean13(body)


_CH_PLACES = {
    "de_CH": [("8004", "Zürich", "Badenerstrasse"), ("8400", "Winterthur", "Technikumstrasse"), ("3011", "Bern", "Aarbergergasse"),
              ("4056", "Basel", "Elsässerstrasse"), ("6003", "Luzern", "Pilatusstrasse"), ("9000", "St. Gallen", "Rosenbergstrasse"),
              ("8050", "Zürich", "Schaffhauserstrasse"), ("5400", "Baden", "Mellingerstrasse")],
    "fr_CH": [("2000", "Neuchâtel", "Rue des Parcs"), ("1004", "Lausanne", "Avenue de Morges"), ("1205", "Genève", "Rue de Carouge"),
              ("1700", "Fribourg", "Route de la Glâne"), ("2300", "La Chaux-de-Fonds", "Rue du Progrès"), ("1950", "Sion", "Rue du Scex"),
              ("1400", "Yverdon-les-Bains", "Rue de la Plaine")],
    "it_CH": [("6900", "Lugano", "Via Cantonale"), ("6500", "Bellinzona", "Viale Stazione"), ("6600", "Locarno", "Via della Pace"),
              ("6850", "Mendrisio", "Via Lavizzari"), ("6830", "Chiasso", "Corso San Gottardo"), ("6963", "Pregassona", "Via Industria")],
}


def addr_ch_v50(draw: Draw) -> str:
    """A Swiss address: street then number, the four-digit postcode before the town (CH- now and then)."""
    locale = _loc(draw) if _loc(draw) in _CH_PLACES else "de_CH"
    code, town, street = draw.pick(_CH_PLACES[locale])
    number = f"{draw.rng.randint(1, 240)}{draw.pick(['', '', '', 'a', 'b'])}"
    extra = {"de_CH": draw.pick(["", "", ", 3. Stock", ", Wohnung 12"]), "fr_CH": draw.pick(["", "", ", app. 4", ", 2e étage"]),
             "it_CH": draw.pick(["", "", ", 1° piano", ", int. 5"])}[locale]
    return draw.pick([f"{street} {number}{extra}, {code} {town}", f"{street} {number}{extra}\n{code} {town}", f"{street} {number}, CH-{code} {town}",
                      f"{street} {number}{extra}\nCH-{code} {town}", f"{street} {number} - {code} {town}"])


def phone_ch_v50(draw: Draw) -> str:
    """A Swiss mobile (075-079) or landline (area codes of the cantons), national or international."""
    if draw.rng.random() < 0.7:
        pre = draw.pick(["79", "78", "77", "76", "75"])
    else:
        pre = {"fr_CH": draw.pick(["21", "22", "32", "26"]), "it_CH": draw.pick(["91"])}.get(_loc(draw), draw.pick(["44", "43", "31", "61", "41", "52"]))
    v = _sub(draw, 7)
    a, b, c = v[:3], v[3:5], v[5:]
    return draw.pick([f"0{pre} {a} {b} {c}", f"+41 {pre} {a} {b} {c}", f"+41{pre}{v}", f"0041 {pre} {a} {b} {c}", f"0{pre}/{a} {b} {c}", f"0{pre} {v}"])


def iban_ch_v50(draw: Draw) -> str:
    """A Swiss IBAN: the five-digit bank clearing number, a twelve-digit account, mod 97 check digits."""
    bban = draw.pick(["00235", "00700", "80808", "09000", "00767", "00764", "08390"]) + draw.digits(12)
    return _iban_print(draw, _iban("CH", bban))


# ---- Austria ------------------------------------------------------------------------------------------------------
def _svnr(draw: Draw, born: dt.date) -> str:
    """An Austrian social insurance number: three serial digits, the check digit, the birth date DDMMYY."""
    date = born.strftime("%d%m%y")
    while True:
        serial = str(draw.rng.randint(100, 999))
        check = sum(int(c) * w for c, w in zip(serial + date, (3, 7, 9, 5, 8, 4, 2, 1, 6))) % 11
        if check != 10:
            return f"{serial}{check}{date}"


def _svnr_print(draw: Draw, v: str) -> str:
    return draw.pick([f"{v[:4]} {v[4:]}", f"{v[:4]} {v[4:]}", v, f"{v[:4]}-{v[4:]}", f"{v[:4]} {v[4:6]}.{v[6:8]}.{v[8:]}"])


def svnr_v50(draw: Draw) -> str:
    return _svnr_print(draw, _svnr(draw, _mother(draw)))


def svnr_baby_v50(draw: Draw) -> str:
    return _svnr_print(draw, _svnr(draw, _baby(draw)))


def svnr_partner_v50(draw: Draw) -> str:
    return _svnr_print(draw, _svnr(draw, _partner(draw)))


_AT_PLACES = [("8020", "Graz", "Annenstraße"), ("8010", "Graz", "Schörgelgasse"), ("8055", "Graz", "Triester Straße"), ("1060", "Wien", "Gumpendorfer Straße"),
              ("1100", "Wien", "Favoritenstraße"), ("4020", "Linz", "Wiener Straße"), ("5020", "Salzburg", "Ignaz-Harrer-Straße"),
              ("6020", "Innsbruck", "Amraser Straße"), ("9020", "Klagenfurt", "Bahnhofstraße"), ("8700", "Leoben", "Kärntner Straße")]


def addr_at_v50(draw: Draw) -> str:
    """An Austrian address: house number with Stiege and Tür (or Top), the postcode before the town (A- now and then)."""
    code, town, street = draw.pick(_AT_PLACES)
    house = draw.rng.randint(1, 180)
    door = draw.pick([f"/{draw.rng.randint(1, 24)}", f"/{draw.rng.randint(1, 4)}/{draw.rng.randint(1, 30)}", f"/Top {draw.rng.randint(1, 40)}",
                      f"/Stiege {draw.rng.randint(1, 4)}/Top {draw.rng.randint(1, 30)}", ""])
    return draw.pick([f"{street} {house}{door}, {code} {town}", f"{street} {house}{door}\n{code} {town}", f"{street} {house}{door}, A-{code} {town}",
                      f"{street} {house}{door}\nA-{code} {town}\nÖsterreich"])


def phone_at_v50(draw: Draw) -> str:
    """An Austrian mobile (0664, 0660, 0676, 0699, 0650) or a Graz or Vienna landline."""
    if draw.rng.random() < 0.7:
        pre, v = draw.pick(["664", "660", "676", "699", "650", "681"]), _sub(draw, 7)
        return draw.pick([f"0{pre} {v}", f"+43 {pre} {v}", f"+43 (0){pre} {v[:3]} {v[3:5]} {v[5:]}", f"0{pre}/{v[:3]} {v[3:]}", f"0043 {pre} {v}",
                          f"+43{pre}{v}"])
    if draw.rng.random() < 0.5:
        v = _sub(draw, 6)
        return draw.pick([f"0316 {v}", f"+43 316 {v}", f"0316/{v[:3]} {v[3:]}"])
    v = _sub(draw, 7)
    return draw.pick([f"01 {v[:3]} {v[3:5]} {v[5:]}", f"+43 1 {v}", f"(01) {v}"])


def iban_at_v50(draw: Draw) -> str:
    """An Austrian IBAN: the five-digit bank code, an eleven-digit account, mod 97 check digits."""
    bban = draw.pick(["20815", "38000", "12000", "14000", "20111", "34000", "60000"]) + draw.digits(11)
    return _iban_print(draw, _iban("AT", bban))


# ---- Belgium ------------------------------------------------------------------------------------------------------
def _rrn(draw: Draw, born: dt.date, sex: str) -> str:
    """A Belgian national register number: YYMMDD, a serial odd for men and even for women, 97 - (N mod 97)."""
    serial = draw.rng.randint(1, 997)
    if (serial % 2 == 1) != (sex == "M"):
        serial += 1 if serial < 997 else -1
    base = f"{born.strftime('%y%m%d')}{serial:03d}"
    number = int(("2" if born.year >= 2000 else "") + base)
    return f"{base}{97 - number % 97:02d}"


def _rrn_print(draw: Draw, v: str) -> str:
    return draw.pick([f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}", f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}", v, f"{v[:6]} {v[6:9]} {v[9:]}",
                      f"{v[:6]}-{v[6:9]}-{v[9:]}"])


def rrn_v50(draw: Draw) -> str:
    return _rrn_print(draw, _rrn(draw, _mother(draw), "F"))


def rrn_baby_v50(draw: Draw) -> str:
    return _rrn_print(draw, _rrn(draw, _baby(draw), _sex(draw, "baby")))


def rrn_partner_v50(draw: Draw) -> str:
    return _rrn_print(draw, _rrn(draw, _partner(draw), "M"))


_BE_PLACES = [("8500", "Kortrijk", "Doorniksesteenweg"), ("9000", "Gent", "Brugsesteenweg"), ("2018", "Antwerpen", "Lange Kievitstraat"),
              ("3000", "Leuven", "Tiensesteenweg"), ("8000", "Brugge", "Gistelse Steenweg"), ("8800", "Roeselare", "Meensesteenweg"),
              ("3500", "Hasselt", "Kuringersteenweg"), ("8510", "Marke", "Pottelberg"), ("8790", "Waregem", "Stationsstraat")]


def addr_be_v50(draw: Draw) -> str:
    """A Belgian address: street, number, 'bus' for the flat, the four-digit postcode before the town (B- now and then)."""
    code, town, street = draw.pick(_BE_PLACES)
    number = f"{draw.rng.randint(1, 320)}{draw.pick(['', '', '', f' bus {draw.rng.randint(1, 12)}', f'/{draw.rng.randint(1, 4)}01', 'A'])}"
    return draw.pick([f"{street} {number}, {code} {town}", f"{street} {number}\n{code} {town}", f"{street} {number}, B-{code} {town}",
                      f"{street} {number} - {code} {town.upper()}"])


def phone_be_v50(draw: Draw) -> str:
    """A Belgian mobile (04xx) or a Kortrijk, Gent or Brussels line."""
    if draw.rng.random() < 0.7:
        pre, v = draw.pick(["475", "476", "477", "478", "479", "486", "485", "495", "496", "499", "468"]), _sub(draw, 6)
        return draw.pick([f"0{pre} {v[:2]} {v[2:4]} {v[4:]}", f"+32 {pre} {v[:2]} {v[2:4]} {v[4:]}", f"0{pre}/{v[:2]}.{v[2:4]}.{v[4:]}", f"+32{pre}{v}",
                          f"0{pre} {v[:3]} {v[3:]}", f"0{pre}/{v}"])
    area = draw.pick(["56", "9", "2", "51"])
    v = _sub(draw, 6 if len(area) == 2 else 7)
    if len(area) == 2:
        return draw.pick([f"0{area} {v[:2]} {v[2:4]} {v[4:]}", f"+32 {area} {v[:2]} {v[2:4]} {v[4:]}", f"0{area}/{v}"])
    return draw.pick([f"0{area} {v[:3]} {v[3:5]} {v[5:]}", f"+32 {area} {v[:3]} {v[3:5]} {v[5:]}", f"0{area}/{v[:3]}.{v[3:5]}.{v[5:]}"])


def _be_bban(draw: Draw) -> str:
    body = draw.pick(["001", "068", "063", "734", "735", "363", "310", "001", "979"]) + draw.digits(7)
    check = int(body) % 97 or 97
    return f"{body}{check:02d}"


def iban_be_v50(draw: Draw) -> str:
    """A Belgian IBAN: the BBAN's own mod 97 check, then the IBAN's; or the old domestic 3-7-2 printing."""
    bban = _be_bban(draw)
    if draw.rng.random() < 0.15:
        return f"{bban[:3]}-{bban[3:10]}-{bban[10:]}"
    return _iban_print(draw, _iban("BE", bban))


def _iban(country: str, bban: str) -> str:
    rearranged = bban + country + "00"
    number = int("".join(str(int(ch, 36)) for ch in rearranged))
    return f"{country}{98 - number % 97:02d}{bban}"


def _iban_print(draw: Draw, iban: str) -> str:
    grouped = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return draw.pick([grouped, grouped, iban])


# ---- by country, cards, e-mail, IP, URLs, plates -------------------------------------------------------------------
def addr_v50(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"CH": addr_ch_v50, "AT": addr_at_v50, "BE": addr_be_v50}.get(_country(draw), addr_ma_v50)(draw)


def phone_v50(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"CH": phone_ch_v50, "AT": phone_at_v50, "BE": phone_be_v50}.get(_country(draw), phone_ma_v50)(draw)


def iban_v50(draw: Draw) -> str:
    return {"CH": iban_ch_v50, "AT": iban_at_v50, "BE": iban_be_v50}.get(_country(draw), account_us_v50)(draw)


def _fours(number: str, sep: str = " ") -> str:
    return sep.join(number[i:i + 4] for i in range(0, len(number), 4))


def visa_v50(draw: Draw) -> str:
    """A Visa number (sixteen digits) with Luhn."""
    body = "4" + draw.digits(14)
    v = body + _luhn(body)
    return draw.pick([_fours(v), _fours(v), v, _fours(v, "-")])


def maestro_v50(draw: Draw) -> str:
    """A Maestro debit card (5018, 5020, 5038, 6304, 6759, 6761, 6763; sixteen or nineteen digits) with Luhn."""
    prefix = draw.pick(["5018", "5020", "5038", "6304", "6759", "6761", "6763"])
    length = draw.pick([16, 16, 19])
    body = prefix + draw.digits(length - 5)
    v = body + _luhn(body)
    return draw.pick([_fours(v), v, _fours(v, "-")]) if length == 16 else draw.pick([_fours(v), v])


def card_v50(draw: Draw) -> str:
    return maestro_v50(draw) if _country(draw) != "US" and draw.rng.random() < 0.6 else visa_v50(draw)


_EMAIL_DOMAINS = {"CH": ["bluewin.ch", "gmx.ch", "sunrise.ch", "hispeed.ch", "gmail.com", "protonmail.ch"],
                  "AT": ["gmx.at", "aon.at", "chello.at", "a1.net", "gmail.com", "icloud.com"],
                  "BE": ["telenet.be", "skynet.be", "proximus.be", "hotmail.be", "gmail.com"],
                  "US": ["gmail.com", "comcast.net", "verizon.net", "yahoo.com", "icloud.com", "charter.net"]}
_AT_WORDS = {"nl": ("apenstaartje", "punt"), "de": ("(at)", "(punkt)"), "at": ("(at)", "(punkt)"), "fr": ("arobase", "point"),
             "it": ("chiocciola", "punto"), "en": ("at", "dot")}


def _local(draw: Draw, first: str, last: str) -> str:
    first = (blind2.fold_ascii(first) or "").replace(" ", "").replace("'", "").replace("-", "").lower()
    last = (blind2.fold_ascii(last) or "").replace(" ", "").replace("'", "").replace("-", "").lower()
    if not first.isalpha() or not last.isalpha():
        first, last = draw.pick(["lena", "noah", "mila", "luca", "emma"]), draw.pick(["m", "k", "dubois", "meier"])
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}", f"{first}{draw.rng.randint(1981, 2004)}"])


def _email(draw: Draw, first: str, last: str, obfuscate: bool) -> str:
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[_country(draw)])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.14:
        at, dot = _AT_WORDS[_LANG.get(_loc(draw), "en")]
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.22:
        return f"{local} [at] {domain}"
    if style < 0.28:
        return f"{local}(at){domain.replace('.', '(dot)')}"
    return f"{local}@{domain}"


def email_v50(draw: Draw) -> str:
    """A personal address; now and then written against scrapers in the text's language."""
    return _email(draw, draw.fill("first"), draw.fill("last"), True)


def email_plain_v50(draw: Draw) -> str:
    return _email(draw, draw.fill("first"), draw.fill("last"), False)


def email_partner_v50(draw: Draw) -> str:
    return _email(draw, draw.fill("first2"), draw.fill("last2"), True)


_IP_FIRST = {"US": [73, 24, 98, 66, 174, 108], "CH": [85, 178, 83, 212, 31], "AT": [91, 188, 80, 62, 178], "BE": [81, 84, 94, 109, 178]}
_IP6 = {"US": "2601:18c", "CH": "2a02:1210", "AT": "2a02:8388", "BE": "2a02:1810"}


def ip_v50(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    return f"{draw.pick(_IP_FIRST[country])}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first = (blind2.fold_ascii(draw.fill("first" + suffix)) or "").replace(" ", "").replace("'", "").lower()
    last = (blind2.fold_ascii(draw.fill("last" + suffix)) or "").replace(" ", "").replace("'", "").lower()
    if not first.isalpha() or not last.replace("-", "").isalpha():
        first, last = draw.pick(["lena", "noah", "mila"]), draw.pick(["meier", "peeters", "rossi"])
    return f"{first}{sep}{last}"


def family_url_v50(draw: Draw) -> str:
    """A family's own page: a shared birth plan, a meal train, a NICU journal, a baby registry, a photo feed."""
    return draw.pick([f"https://docs.google.com/document/d/1{draw.letters(5)}{draw.digits(4)}{draw.letters(9).lower()}{draw.digits(3)}/edit",
                      f"https://www.mealtrain.com/trains/{draw.letters(6).lower()}{draw.digits(2)}", f"https://www.caringbridge.org/visit/{_slug(draw, '')}",
                      f"https://www.babylist.com/list/{_slug(draw)}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://www.gofundme.com/f/{_slug(draw)}-nicu-fund", f"https://{_slug(draw, '')}.wordpress.com"])


def plate_v50(draw: Draw) -> str:
    """A number plate of the text's country (Massachusetts, Switzerland, Austria, Belgium)."""
    country = _country(draw)
    if country == "CH":
        canton = {"fr_CH": draw.pick(["NE", "VD", "GE", "FR"]), "it_CH": "TI"}.get(_loc(draw), draw.pick(["ZH", "BE", "AG", "SG", "LU"]))
        return draw.pick([f"{canton} {draw.rng.randint(1000, 999999)}", f"{canton}-{draw.rng.randint(1000, 99999)}"])
    if country == "AT":
        district = draw.pick(["G", "GU", "W", "L", "S", "IL", "WU"])
        return draw.pick([f"{district}-{draw.rng.randint(10, 99999)} {draw.letters(1)}", f"{district} {draw.rng.randint(100, 999)} {draw.letters(2)}",
                          f"{district}-{draw.rng.randint(100, 9999)}{draw.letters(2)}"])
    if country == "BE":
        return draw.pick([f"{draw.rng.randint(1, 2)}-{draw.letters(3)}-{draw.digits(3)}", f"{draw.rng.randint(1, 2)}{draw.letters(3)}{draw.digits(3)}"])
    return draw.pick([f"{draw.rng.randint(1, 9)}{draw.letters(2)} {draw.digits(3)}", f"{draw.rng.randint(1, 9)}{draw.letters(3)}{draw.digits(2)}",
                      f"{draw.digits(3, True)} {draw.letters(2)}{draw.rng.randint(1, 9)}"])


def ch_member_v50(draw: Draw) -> str:
    """A Swiss health insurer's member number (not the AHV number)."""
    return draw.pick([f"{draw.digits(3, True)}.{draw.digits(5)}-{draw.digits(1)}", f"{draw.digits(8, True)}", f"{draw.digits(2, True)}-{draw.digits(6)}-{draw.digits(1)}"])


def be_mutual_v50(draw: Draw) -> str:
    """A Belgian health fund (ziekenfonds) membership number."""
    return draw.pick([f"{draw.digits(3, True)}/{draw.digits(7)}", f"{draw.digits(11, True)}", f"{draw.digits(3, True)} {draw.digits(4)} {draw.digits(3)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "vin_v45": blind45.vin_v45,
    "dob_v50": dob_v50, "dob_partner_v50": dob_partner_v50, "dob_baby_v50": dob_baby_v50, "dob_iso_v50": dob_iso_v50, "dob_baby_iso_v50": dob_baby_iso_v50,
    "dob_compact_v50": dob_compact_v50, "dob_baby_compact_v50": dob_baby_compact_v50, "dod_twin_v50": dod_twin_v50, "dod_twin_iso_v50": dod_twin_iso_v50,
    "dod_father_v50": dod_father_v50, "age_elder_v50": age_elder_v50,
    "ssn_v50": ssn_v50, "ssn_plain_v50": ssn_plain_v50, "masshealth_v50": masshealth_v50, "masshealth_plain_v50": masshealth_plain_v50,
    "plan_member_v50": plan_member_v50, "plan_member_plain_v50": plan_member_plain_v50, "mrn_v50": mrn_v50, "mrn_plain_v50": mrn_plain_v50,
    "birth_record_v50": birth_record_v50, "birth_record_plain_v50": birth_record_plain_v50, "cycle_v50": cycle_v50, "account_us_v50": account_us_v50,
    "ahv_v50": ahv_v50, "ahv_plain_v50": ahv_plain_v50, "svnr_v50": svnr_v50, "svnr_baby_v50": svnr_baby_v50, "svnr_partner_v50": svnr_partner_v50,
    "rrn_v50": rrn_v50, "rrn_baby_v50": rrn_baby_v50, "rrn_partner_v50": rrn_partner_v50, "iban_v50": iban_v50, "iban_ch_v50": iban_ch_v50,
    "iban_at_v50": iban_at_v50, "iban_be_v50": iban_be_v50, "visa_v50": visa_v50, "maestro_v50": maestro_v50, "card_v50": card_v50,
    "addr_v50": addr_v50, "addr_hl7_v50": addr_hl7_v50, "addr_fhir_v50": addr_fhir_v50, "addr_x12_v50": addr_x12_v50, "addr_csv_v50": addr_csv_v50,
    "phone_v50": phone_v50, "phone_e164_v50": phone_e164_v50, "phone_hl7_v50": phone_hl7_v50, "phone_x12_v50": phone_x12_v50,
    "email_v50": email_v50, "email_plain_v50": email_plain_v50, "email_partner_v50": email_partner_v50, "ip_v50": ip_v50,
    "family_url_v50": family_url_v50, "plate_v50": plate_v50, "ch_member_v50": ch_member_v50, "be_mutual_v50": be_mutual_v50,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_FERT_SERVICES = [("58970", "Oocyte retrieval with monitoring (IVF cycle)", 11200, 14800), ("89280", "ICSI, up to 10 oocytes", 1700, 2600),
                  ("58974", "Frozen embryo transfer", 3800, 5200), ("89258", "Embryo cryopreservation, first year", 900, 1400),
                  ("89342", "Annual embryo storage", 550, 850), ("58322", "IUI with ovulation monitoring", 650, 1100),
                  ("89337", "Oocyte cryopreservation cycle", 9600, 12400), ("89290", "Embryo biopsy for PGT-A", 2400, 3600),
                  ("89320", "Semen analysis", 120, 220), ("58340", "Saline sonohysterogram", 350, 600), ("00840", "Anesthesia for retrieval", 650, 950),
                  ("89255", "Embryo preparation for transfer", 600, 900)]


def _fert_row(d: Draw) -> str:
    code, name, low, high = d.pick(_FERT_SERVICES)
    price = d.rng.randint(low // 10, high // 10) * 10
    return f"{code} | {name} | ${price:,} | {d.pick(['financing available', 'due at cycle start', 'billed after the procedure', 'multi-cycle package eligible'])}"


def _fert_csv_row(d: Draw) -> str:
    code, name, low, high = d.pick(_FERT_SERVICES)
    price = d.rng.randint(low // 10, high // 10) * 10
    return f"{code},\"{name}\",{price}.00,{int(price * d.rng.randint(80, 95) / 100)}.00,{d.pick(['per cycle', 'per year', 'per procedure'])}"


def _chf(amount: int) -> str:
    return f"CHF {amount:,}.–".replace(",", "'")


_FERT_FR = [("Bilan de fertilité du couple", 450, 900), ("Cycle FIV complet (ponction incluse)", 6200, 8400), ("ICSI (supplément)", 900, 1500),
            ("Transfert d'embryon congelé", 1800, 2600), ("Congélation des embryons (1re année)", 600, 950), ("Conservation annuelle", 300, 520),
            ("Insémination intra-utérine", 450, 800), ("Spermogramme", 150, 260)]


def _fert_fr_row(d: Draw) -> str:
    name, low, high = d.pick(_FERT_FR)
    return f"{name} | {_chf(d.rng.randint(low // 10, high // 10) * 10)} | {d.pick(['non remboursé LAMal', 'remboursé (3 IIU)', 'TVA non applicable', 'médicaments non compris'])}"


_FERT_NL = [("Fertiliteitsonderzoek koppel", 120, 250), ("IVF/ICSI-cyclus (labo)", 1100, 1500), ("Invriezen embryo's", 250, 400),
            ("Bewaring embryo's per jaar", 120, 220), ("Ontdooien en terugplaatsen", 350, 550), ("Intra-uteriene inseminatie", 90, 180),
            ("Spermaonderzoek", 60, 110)]


def _fert_nl_row(d: Draw) -> str:
    name, low, high = d.pick(_FERT_NL)
    return f"{name} | € {d.rng.randint(low, high)},{d.pick(['00', '50'])} | {d.pick(['RIZIV-terugbetaling (max. 6 cycli)', 'remgeld', 'niet terugbetaald', 'supplement'])}"


_AGE_BANDS = ["<35", "35-37", "38-40", "41-42", ">42"]


def _ivf_row_factory() -> Callable[[Draw], str]:
    def make(d: Draw) -> str:
        band = d.pick(_AGE_BANDS)
        cycles = d.rng.randint(18, 240)
        transfers = d.rng.randint(cycles // 2, cycles)
        births = d.rng.randint(transfers // 8, transfers // 2)
        return f"{band} | {cycles} | {transfers} | {births} | {100 * births / transfers:.1f}% | {d.rng.randint(88, 99)}% singleton"
    return make


def _ivf_json_row(d: Draw) -> str:
    cycles = d.rng.randint(15, 260)
    transfers = d.rng.randint(cycles // 2, cycles)
    return (f"{{\"ageBand\": \"{d.pick(_AGE_BANDS)}\", \"cyclesStarted\": {cycles}, \"transfers\": {transfers}, "
            f"\"liveBirths\": {d.rng.randint(transfers // 8, transfers // 2)}, \"cancelledBeforeRetrieval\": {d.rng.randint(0, cycles // 10)}}}")


_AT_BANDS = ["unter 30", "30-34", "35-37", "38-39", "40 und älter"]


def _ivf_at_row(d: Draw) -> str:
    attempts = d.rng.randint(12, 180)
    preg = d.rng.randint(attempts // 6, attempts // 2)
    return f"{d.pick(_AT_BANDS)} | {attempts} | {preg} | {100 * preg / attempts:.1f} %".replace(".", ",")


_CLASSES = [("Childbirth preparation (4-week series)", 4, 140), ("Breastfeeding basics", 1, 40), ("Infant CPR and safety", 1, 35),
            ("Newborn care", 1, 40), ("Comfort measures in labor", 1, 45), ("Siblings class (ages 3-8)", 1, 15), ("Partners in birth", 1, 30),
            ("VBAC information evening", 1, 0), ("Hypnobirthing (5 sessions)", 5, 220), ("Hospital birth tour", 1, 0)]


def _class_row(d: Draw) -> str:
    name, sessions, fee = d.pick(_CLASSES)
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 6, 26).toordinal()))
    return (f"{day.strftime('%a')} {blind.MONTHS[day.month - 1][:3]} {day.day} | {name} | {d.pick(['6:30-8:30 pm', '10 am-1 pm', '7-9 pm', '1-3 pm'])} | "
            f"{d.pick(['Conference Room B', 'Maple Room', 'Education Center 2', 'virtual'])} | {'free' if fee == 0 else '$' + str(fee)}")


def _ics_event(d: Draw) -> str:
    name, _, _ = d.pick(_CLASSES)
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 6, 26).toordinal()))
    hour = d.pick([10, 13, 18, 19])
    return (f"BEGIN:VEVENT\nUID:hrw-cbe-{d.digits(8, True)}-{day.strftime('%Y%m%d')}\nDTSTART;TZID=America/New_York:{day.strftime('%Y%m%d')}T{hour:02d}0000\n"
            f"DURATION:PT2H\nSUMMARY:{name}\nLOCATION:{d.pick(['Maple Room', 'Education Center 2', 'Conference Room B'])}\nEND:VEVENT")


_KURSE_CH = [("Geburtsvorbereitung für Paare", "CHF 380.–"), ("Geburtsvorbereitung für Frauen", "CHF 290.–"), ("Stillvorbereitung", "CHF 60.–"),
             ("Säuglingspflege", "CHF 70.–"), ("Rückbildungsgymnastik", "CHF 240.–"), ("Info-Abend Geburtshaus", "gratis"), ("Erste Hilfe am Kleinkind", "CHF 95.–")]


def _kurs_ch_row(d: Draw) -> str:
    name, fee = d.pick(_KURSE_CH)
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 7, 3).toordinal()))
    wd = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"][day.weekday()]
    return f"{wd}, {day.day}. {MONTHS_V50['de'][day.month - 1]} {day.year} | {name} | {d.pick(['18.30-21.00', '09.00-12.00', '19.00-21.30'])} Uhr | {fee}"


_CORSI_IT = [("Corso di preparazione al parto", "CHF 320.–"), ("Allattamento al seno", "CHF 50.–"), ("Cura del neonato", "CHF 60.–"),
             ("Ginnastica post-parto", "CHF 210.–"), ("Serata informativa", "gratuita"), ("Massaggio infantile", "CHF 120.–")]


def _corso_it_row(d: Draw) -> str:
    name, fee = d.pick(_CORSI_IT)
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 7, 3).toordinal()))
    wd = ["lun", "mar", "mer", "gio", "ven", "sab", "dom"][day.weekday()]
    return f"{wd} {day.day} {MONTHS_V50['it'][day.month - 1]} {day.year} | {name} | ore {d.pick(['18.30', '19.00', '9.30'])} | {fee}"


_MIDWIVES = ["P. Wainwright-Osei, CNM", "T. Oyelowo-Brandt, CNM", "I. Castellanos-Reeve, CNM", "M. Delacroix-Hung, CNM", "R. Faulkner-Adeyemi, CNM"]


def _rota_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 3, 29).toordinal()))
    first, second = d.rng.sample(_MIDWIVES, 2)
    return f"{day.strftime('%a %m/%d')} | {first} | {second} | {d.pick(['07:00-19:00', '19:00-07:00', '24 h'])} | {d.pick(['birth center', 'hospital L&D', 'both'])}"


def _rota_csv_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 4, 26).toordinal()))
    first, second = d.rng.sample(_MIDWIVES, 2)
    return f"{day.isoformat()},{d.pick(['day', 'night'])},\"{first}\",\"{second}\",{d.pick(['MTBC', 'HRW-LD'])}"


_HEBAMMEN_AT = ["Theresia Pölzl-Rainer", "Ulrike Gschwandtner", "Notburga Wieser-Lenz", "Roswitha Kainbacher", "Hemma Trattnig-Wolf"]


def _rota_at_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 3, 29).toordinal()))
    wd = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"][day.weekday()]
    first, second = d.rng.sample(_HEBAMMEN_AT, 2)
    return f"{wd} {day.day:02d}.{day.month:02d}. | {first} | {second} | {d.pick(['Tagdienst 7-19 Uhr', 'Nachtdienst 19-7 Uhr', 'Rufbereitschaft 24 h'])}"


def _nicu_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 2, 1).toordinal(), dt.date(2026, 2, 28).toordinal()))
    occupied = d.rng.randint(14, 28)
    return (f"{day.strftime('%b %d')} | 28 | {occupied} | {100 * occupied / 28:.0f}% | {d.rng.randint(0, 4)} | {d.rng.randint(0, 4)} | "
            f"{d.rng.randint(0, 2)} | {d.rng.randint(0, 3)}")


def _nicu_json_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 1, 1).toordinal(), dt.date(2026, 2, 28).toordinal()))
    return (f"{{\"date\": \"{day.isoformat()}\", \"level\": \"{d.pick(['III', 'II'])}\", \"staffedBeds\": {d.pick([28, 12])}, \"occupied\": {d.rng.randint(6, 28)}, "
            f"\"admissions\": {d.rng.randint(0, 5)}, \"transfersOut\": {d.rng.randint(0, 2)}, \"nurseToInfantRatio\": \"1:{d.pick([2, 3])}\"}}")


def _loc_row(d: Draw) -> str:
    pod = d.pick(["A", "B", "C", "D"])
    bed = d.rng.randint(1, 12)
    return f"MFE|MAD|{d.digits(6, True)}||HRW^NICU^{pod}{bed:02d}^^^^^^NICU POD {pod}\nLOC|HRW^NICU^{pod}{bed:02d}|NICU pod {pod}, bed {bed}|B^Bed|{d.pick(['III', 'II'])}"


_LACT_ROOMS = [("Room 2114 (near L&D)", "Main tower, 2nd floor"), ("Room 3308", "Main tower, 3rd floor"), ("Wellness suite", "Outpatient pavilion"),
               ("Pod L-1", "Lobby, west entrance"), ("Room B-017", "Research building"), ("Staff lounge alcove", "Emergency department")]


def _lact_row(d: Draw) -> str:
    room, building = d.pick(_LACT_ROOMS)
    return f"{room} | {building} | {d.pick(['24/7', '6 am-10 pm', '7 am-7 pm weekdays'])} | {d.pick(['badge access', 'book online', 'walk in'])} | {d.pick(['hospital-grade pump', 'sink and fridge', 'pump, sink, fridge', 'chair only'])}"


_SALLES_FR = [("Salle d'allaitement A", "rez-de-chaussée"), ("Salle 1.12", "1er étage"), ("Espace parents", "2e étage, aile ouest"), ("Salle 0.04", "entrée principale")]


def _salle_row(d: Draw) -> str:
    room, floor = d.pick(_SALLES_FR)
    return f"{room} | {floor} | {d.pick(['7h-19h', '8h-18h', '24h/24'])} | {d.pick(['tire-lait à disposition', 'réfrigérateur', 'sur réservation'])}"


_PQC_MEASURES = [("NTSV cesarean rate", "%"), ("Severe maternal morbidity per 10,000 deliveries", ""), ("Exclusive breast milk feeding", "%"),
                 ("Unexpected complications in term newborns per 1,000", ""), ("Early elective delivery", "%"), ("Antenatal steroids (<34 wk)", "%"),
                 ("Timely treatment of severe hypertension", "%"), ("Postpartum depression screening documented", "%")]


def _pqc_row(d: Draw) -> str:
    name, unit = d.pick(_PQC_MEASURES)
    vals = [f"{d.rng.randint(5, 95)}.{d.digits(1)}{unit}" for _ in range(4)]
    return f"{name} | " + " | ".join(vals)


def _pqc_csv_row(d: Draw) -> str:
    name, _ = d.pick(_PQC_MEASURES)
    denom = d.rng.randint(80, 2400)
    return f"{d.pick(['2025Q3', '2025Q4', '2026Q1'])},H{d.rng.randint(1, 14):02d},\"{name}\",{d.rng.randint(0, denom)},{denom}"


def _measure_group(d: Draw) -> str:
    name, _ = d.pick(_PQC_MEASURES)
    denom = d.rng.randint(100, 3000)
    return (f"{{\"code\": {{\"text\": \"{name}\"}}, \"population\": [{{\"code\": {{\"coding\": [{{\"code\": \"denominator\"}}]}}, \"count\": {denom}}}, "
            f"{{\"code\": {{\"coding\": [{{\"code\": \"numerator\"}}]}}, \"count\": {d.rng.randint(0, denom)}}}]}}")


def _milk_lot(d: Draw, day: dt.date) -> str:
    return f"DM{day.strftime('%y%m')}-{d.digits(4, True)}"


def _milk_row(d: Draw) -> str:
    pasteurised = dt.date.fromordinal(d.rng.randint(dt.date(2025, 11, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))
    expiry = pasteurised + dt.timedelta(days=365)
    return (f"{_milk_lot(d, pasteurised)} | {pasteurised.isoformat()} | {expiry.isoformat()} | {d.pick([60, 120, 200])} mL x {d.rng.randint(4, 96)} | "
            f"{d.rng.randint(18, 24)} kcal/oz | {d.pick(['released', 'released', 'quarantine (culture pending)', 'allocated: NICU'])}")


def _milk_csv_row(d: Draw) -> str:
    pasteurised = dt.date.fromordinal(d.rng.randint(dt.date(2025, 11, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))
    return f"{_milk_lot(d, pasteurised)},{pasteurised.isoformat()},{d.pick(['holder', 'holder', 'HTST'])},{d.rng.randint(4, 96)},{d.pick([60, 120, 200])},{d.rng.randint(18, 24)},{d.pick(['neg', 'neg', 'pending'])}"


def _milk_xml_row(d: Draw) -> str:
    pasteurised = dt.date.fromordinal(d.rng.randint(dt.date(2025, 11, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))
    return (f"  <Lot id=\"{_milk_lot(d, pasteurised)}\" pasteurized=\"{pasteurised.isoformat()}\" bottles=\"{d.rng.randint(4, 96)}\" "
            f"volumeMl=\"{d.pick([60, 120, 200])}\" kcalPerOz=\"{d.rng.randint(18, 24)}\" status=\"{d.pick(['released', 'quarantine', 'allocated'])}\"/>")


def _milk_nl_row(d: Draw) -> str:
    pasteurised = dt.date.fromordinal(d.rng.randint(dt.date(2025, 11, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))
    return (f"Lot {_milk_lot(d, pasteurised)} | {pasteurised.day} {MONTHS_V50['nl'][pasteurised.month - 1]} {pasteurised.year} | {d.rng.randint(4, 96)} flessen | "
            f"{d.pick(['vrijgegeven', 'in quarantaine', 'toegewezen aan neonatologie'])}")


_IC_ITEMS = ["Hand hygiene before neonate contact", "Central line maintenance bundle (NICU)", "Breast pump cleaning per protocol",
             "Cesarean SSI bundle: chlorhexidine-alcohol prep", "Cesarean SSI bundle: antibiotic within 60 min", "Isolette terminal cleaning",
             "Visitor illness screening at unit entry", "Expressed breast milk labelling and storage"]


def _ic_row(d: Draw) -> str:
    obs = d.rng.randint(12, 160)
    done = d.rng.randint(obs * 6 // 10, obs)
    return f"{d.pick(_IC_ITEMS)} | {obs} | {done} | {100 * done / obs:.1f}% | {d.pick(['L&D', 'Mother-baby', 'NICU', 'OR 4'])}"


def _ic_csv_row(d: Draw) -> str:
    obs = d.rng.randint(8, 120)
    return f"{d.fill('week')},{d.pick(['ld', 'mother_baby', 'nicu', 'triage'])},\"{d.pick(_IC_ITEMS)}\",{obs},{d.rng.randint(obs // 2, obs)}"


_IC_AT = ["Händedesinfektion vor Kontakt mit dem Neugeborenen", "Aufbereitung der Milchpumpen", "Flächendesinfektion Kreißsaal",
          "Perioperative Antibiotikaprophylaxe Sectio", "Kennzeichnung abgepumpter Muttermilch", "Inkubator-Schlussdesinfektion"]


def _ic_at_row(d: Draw) -> str:
    obs = d.rng.randint(10, 90)
    done = d.rng.randint(obs // 2, obs)
    return f"{d.pick(_IC_AT)} | {obs} | {done} | {100 * done / obs:.1f} %".replace(".", ",")


def _hearing_row(d: Draw) -> str:
    month = d.pick(["Sep 2025", "Oct 2025", "Nov 2025", "Dec 2025", "Jan 2026", "Feb 2026"])
    births = d.rng.randint(140, 320)
    screened = d.rng.randint(births - 6, births)
    refer = d.rng.randint(1, 12)
    return f"{month} | {births} | {screened} | {100 * screened / births:.1f}% | {refer} | {d.rng.randint(0, refer)} | {d.rng.randint(0, 2)}"


def _hearing_json_row(d: Draw) -> str:
    births = d.rng.randint(140, 320)
    return (f"{{\"month\": \"{d.pick(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])}\", \"liveBirths\": {births}, "
            f"\"screenedBeforeDischarge\": {d.rng.randint(births - 8, births)}, \"inpatientRefer\": {d.rng.randint(1, 14)}, "
            f"\"diagnosticByThreeMonths\": {d.rng.randint(0, 6)}, \"lostToFollowUp\": {d.rng.randint(0, 2)}}}")


def _hearing_it_row(d: Draw) -> str:
    nati = d.rng.randint(40, 160)
    return f"{d.pick(MONTHS_V50['it'][:6])} 2026 | {nati} | {d.rng.randint(nati - 3, nati)} | {d.rng.randint(0, 6)} | {d.rng.randint(0, 2)}"


def _ld_volume_row(d: Draw) -> str:
    births = d.rng.randint(160, 330)
    return (f"{d.pick(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{births},{d.rng.randint(births // 5, births // 3)},"
            f"{d.rng.randint(2, 18)},{d.rng.randint(0, 9)},{d.rng.randint(8, 30)}")


def _x12_ak2(d: Draw) -> str:
    return f"AK2*837*{d.digits(4, True)}*005010X223A2~\nIK5*A~"


def _class_xml_row(d: Draw) -> str:
    name, sessions, fee = d.pick(_CLASSES)
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 6, 26).toordinal()))
    return f"  <Class code=\"CBE-{d.digits(3, True)}\" title=\"{name}\" start=\"{day.isoformat()}\" sessions=\"{sessions}\" feeUsd=\"{fee}\" seats=\"{d.rng.randint(6, 24)}\"/>"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = dt.date.fromordinal(d.rng.randint(dt.date(2025, 6, 1).toordinal(), dt.date(2026, 6, 30).toordinal()))
        dd, m, y = day.day, day.month, day.year
        if lang == "en":
            return f"{blind.MONTHS[m - 1]} {dd}, {y}"
        if lang == "nl":
            return f"{dd} {MONTHS_V50['nl'][m - 1]} {y}"
        if lang in ("de", "at"):
            return f"{dd}. {MONTHS_V50[lang][m - 1]} {y}"
        if lang == "fr":
            return f"{'1er' if dd == 1 else dd} {MONTHS_V50['fr'][m - 1]} {y}"
        return f"{'1°' if dd == 1 else dd} {MONTHS_V50['it'][m - 1]} {y}"
    return make


_OWN = {
    "fert_own": FERT_NAME, "birth_own": BIRTH_NAME, "hosp_own": HOSP_NAME, "hosp_upper": HOSP_NAME.upper(), "midwife_own": MIDWIFE_NAME,
    "milk_own": MILK_NAME, "pqc_own": PQC_NAME, "plan_own": PLAN_NAME, "be_partner": BE_PARTNER, "frch_partner": FRCH_PARTNER,
    "dech_partner": DECH_PARTNER, "itch_partner": ITCH_PARTNER, "at_partner": AT_PARTNER,
    "fert_phone": ORGANISATION_CONTACTS[0], "fert_fax": ORGANISATION_CONTACTS[1], "fert_addr": ORGANISATION_CONTACTS[2], "fert_email": ORGANISATION_CONTACTS[3],
    "fert_billing": ORGANISATION_CONTACTS[4], "fert_web": ORGANISATION_CONTACTS[5], "birth_phone": ORGANISATION_CONTACTS[6], "birth_addr": ORGANISATION_CONTACTS[7],
    "birth_email": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10], "nicu_phone": ORGANISATION_CONTACTS[11],
    "nicu_email": ORGANISATION_CONTACTS[12], "lact_email": ORGANISATION_CONTACTS[13], "ip_email": ORGANISATION_CONTACTS[14], "hearing_email": ORGANISATION_CONTACTS[15],
    "hosp_web": ORGANISATION_CONTACTS[16], "cbe_email": ORGANISATION_CONTACTS[17], "midwife_phone": ORGANISATION_CONTACTS[18], "midwife_email": ORGANISATION_CONTACTS[19],
    "milk_phone": ORGANISATION_CONTACTS[20], "milk_addr": ORGANISATION_CONTACTS[21], "milk_email": ORGANISATION_CONTACTS[22], "pqc_email": ORGANISATION_CONTACTS[23],
    "pqc_web": ORGANISATION_CONTACTS[24], "plan_phone": ORGANISATION_CONTACTS[25], "plan_edi": ORGANISATION_CONTACTS[26], "plan_web": ORGANISATION_CONTACTS[27],
    "cbe_phone": ORGANISATION_CONTACTS[28], "be_phone": ORGANISATION_CONTACTS[29], "be_email": ORGANISATION_CONTACTS[30], "frch_phone": ORGANISATION_CONTACTS[31],
    "frch_email": ORGANISATION_CONTACTS[32], "dech_phone": ORGANISATION_CONTACTS[33], "dech_email": ORGANISATION_CONTACTS[34], "itch_phone": ORGANISATION_CONTACTS[35],
    "itch_email": ORGANISATION_CONTACTS[36], "at_phone": ORGANISATION_CONTACTS[37], "at_email": ORGANISATION_CONTACTS[38],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_rei": STAFF[0], "own_neo": STAFF[1], "own_cnm": STAFF[2], "own_cnm2": STAFF[3], "own_cnm3": STAFF[4], "own_ibclc": STAFF[5], "own_ob": STAFF[6],
    "own_ip": STAFF[7], "own_aud": STAFF[8], "own_embryo": STAFF[9],
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "fert_table": _table(_fert_row, 7), "fert_csv": _rows(_fert_csv_row, 7, 6), "fert_fr_table": _table(_fert_fr_row, 6), "fert_nl_table": _table(_fert_nl_row, 5),
    "ivf_table": _table(_ivf_row_factory(), 5), "ivf_json": _rows(_ivf_json_row, 5, 22, ", "), "ivf_at_table": _table(_ivf_at_row, 5),
    "class_table": _rows(_class_row, 7, 40), "ics_events": _rows(_ics_event, 4, 44), "kurs_ch_table": _rows(_kurs_ch_row, 6, 40),
    "corso_it_table": _rows(_corso_it_row, 5, 40), "rota_table": _rows(_rota_row, 7, 10), "rota_csv": _rows(_rota_csv_row, 8, 16),
    "rota_at_table": _rows(_rota_at_row, 7, 10), "nicu_table": _rows(_nicu_row, 7, 6), "nicu_json": _rows(_nicu_json_row, 5, 22, ", "),
    "loc_rows": _rows(_loc_row, 4, 40), "lact_table": _table(_lact_row, 5), "salle_table": _table(_salle_row, 4),
    "pqc_table": _table(_pqc_row, 6), "pqc_csv": _rows(_pqc_csv_row, 9, 40), "measure_groups": _rows(_measure_group, 3, 60, ", "),
    "milk_table": _rows(_milk_row, 7, 12), "milk_csv": _rows(_milk_csv_row, 8, 12), "milk_xml": _rows(_milk_xml_row, 5, 24), "milk_nl_table": _rows(_milk_nl_row, 5, 16),
    "ic_table": _table(_ic_row, 6), "ic_csv": _rows(_ic_csv_row, 8, 40), "ic_at_table": _table(_ic_at_row, 5),
    "hearing_table": _table(_hearing_row, 6), "hearing_json": _rows(_hearing_json_row, 4, 20, ", "), "hearing_it_table": _table(_hearing_it_row, 5),
    "ld_volume_csv": _rows(_ld_volume_row, 8, 7), "ak2_items": _rows(_x12_ak2, 3, 14), "class_xml": _rows(_class_xml_row, 4, 40),
    "en_date": _doc_date("en"), "nl_date": _doc_date("nl"), "de_date": _doc_date("de"), "at_date": _doc_date("at"), "fr_date": _doc_date("fr"), "it_date": _doc_date("it"),
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "first3_upper": lambda d: d.fill("first3").upper(),
    "sex_word": lambda d: d.pick(["Boy", "Girl"]),
    "census": lambda d: str(d.rng.randint(14, 28)),
    "due": lambda d: (lambda day: f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}")(
        dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 15).toordinal(), dt.date(2026, 9, 30).toordinal()))),
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 4800):,}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "close_hour": lambda d: str(d.rng.randint(16, 19)),
    "rev": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 9)}",
    "ga_weeks": lambda d: str(d.rng.randint(24, 41)),
    "ga_days": lambda d: str(d.rng.randint(0, 6)),
    "grams": lambda d: str(d.rng.randint(640, 4300)),
    "apgar": lambda d: f"{d.rng.randint(3, 8)}/{d.rng.randint(6, 9)}",
    "gravida": lambda d: f"G{d.rng.randint(1, 4)}P{d.rng.randint(0, 2)}",
    "epds": lambda d: str(d.rng.randint(11, 22)),
    "infertility_dx": lambda d: d.pick(["N97.1 tubal factor", "E28.2 polycystic ovary syndrome", "N97.9 unexplained infertility", "N46.9 male factor",
                                        "E28.39 diminished ovarian reserve"]),
    "grade": lambda d: d.pick(["4AA", "5AB", "4BB", "3BA", "5AA", "6AB"]),
    "ld_mode": lambda d: d.pick(["spontaneous vaginal delivery", "vacuum-assisted vaginal delivery", "primary cesarean for arrest of dilation",
                                 "repeat cesarean, scheduled", "VBAC"]),
    "nicu_dx": lambda d: d.pick(["respiratory distress syndrome, on CPAP 6", "transient tachypnea of the newborn", "hypoglycemia requiring IV dextrose",
                                 "prematurity with feeding immaturity", "suspected early-onset sepsis, cultures pending", "hyperbilirubinemia, phototherapy"]),
}

US = ("en_US",)
NLBE = ("nl_BE",)
FRCH = ("fr_CH",)
DECH = ("de_CH",)
DEAT = ("de_AT",)
ITCH = ("it_CH",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b50c_fert_price_list", "fertility_clinic_price_list", US,
     "{fert_own} - self-pay price list, effective {en_date}\nCPT | Service | Price | Terms\n{fert_table}\n"
     "Medications are billed by the specialty pharmacy, not by us. Massachusetts plans that cover infertility treatment are billed first; ask our financial "
     "counselors for an estimate at {fert_billing} or {fert_phone} (fax {fert_fax}). {fert_addr}. Tax ID {org_ein}."),
    ("b50c_fert_price_csv", "fertility_clinic_price_list", US,
     "cpt,service,list_price_usd,package_price_usd,unit\n{fert_csv}\n# {fert_own} price transparency file, rev {rev}; questions: {fert_billing}"),
    ("b50c_fert_price_frch", "fertility_clinic_price_list", FRCH,
     "{frch_partner} - centre de procréation médicalement assistée partenaire\nTarifs {season} (valables dès le {fr_date})\nPrestation | Prix | Remarque\n{fert_fr_table}\n"
     "Les prix s'entendent hors médicaments. Un devis détaillé est remis avant chaque traitement. Renseignements: {frch_phone}, {frch_email}."),
    ("b50c_fert_price_nlbe", "fertility_clinic_price_list", NLBE,
     "{be_partner} - tarieven fertiliteitsbehandeling (geldig vanaf {nl_date})\nPrestatie | Prijs | Opmerking\n{fert_nl_table}\n"
     "Medicatie wordt via de apotheek aangerekend. Vragen over de factuur: {be_phone} of {be_email}."),
    ("b50c_ivf_success_table", "ivf_success_rate_summary", US,
     "{fert_own} - IVF outcomes, cycles started in {season}\nAge band | Cycles started | Transfers | Live births | Live births per transfer | Singleton share\n{ivf_table}\n"
     "Counts are reported to the national registry; bands with fewer than 10 cycles are not published separately. Medical director: {own_rei}. "
     "Full report: {fert_web}"),
    ("b50c_ivf_success_json", "ivf_success_rate_summary", US,
     "{\"clinic\": \"{fert_own}\", \"reportingYear\": {season}, \"generated\": \"{iso_ts}\", \"contact\": \"{fert_email}\", \"byAgeBand\": [{ivf_json}], "
     "\"note\": \"aggregate counts only; small cells suppressed\"}"),
    ("b50c_ivf_success_at", "ivf_success_rate_summary", DEAT,
     "{at_partner} - Ergebnisse der IVF-Fonds-Versuche {season}\nAltersgruppe | Versuche | Schwangerschaften | Rate\n{ivf_at_table}\n"
     "Angaben aggregiert, ohne Einzeldaten. Stand: {at_date}. Auskunft: {at_phone}, {at_email}."),
    ("b50c_prenatal_classes", "prenatal_class_calendar", US,
     "{hosp_own} - childbirth and parenting classes, spring 2026\nDate | Class | Time | Room | Fee\n{class_table}\n"
     "Partners attend free. Fees are waived for members of {plan_own} and MassHealth plans. Register at {hosp_web} or call {cbe_phone}."),
    ("b50c_prenatal_ics", "prenatal_class_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{hosp_own}//Childbirth Education//EN\nX-WR-CALNAME:Childbirth classes\nORGANIZER;CN=Childbirth Education:mailto:{cbe_email}\n"
     "{ics_events}\nEND:VCALENDAR"),
    ("b50c_prenatal_classes_dech", "prenatal_class_calendar", DECH,
     "{dech_partner} - Kursprogramm Frühling/Sommer {season}\nDatum | Kurs | Zeit | Preis\n{kurs_ch_table}\n"
     "Anmeldung bis eine Woche vor Kursbeginn: {dech_email} oder {dech_phone}. Die Grundversicherung übernimmt CHF 150.– an die Geburtsvorbereitung."),
    ("b50c_prenatal_classes_itch", "prenatal_class_calendar", ITCH,
     "{itch_partner} - calendario dei corsi {season}\nData | Corso | Orario | Costo\n{corso_it_table}\n"
     "Iscrizioni: {itch_phone} oppure {itch_email}. I corsi si tengono in italiano; su richiesta anche in tedesco."),
    ("b50c_midwife_rota", "midwifery_on_call_rota", US,
     "{midwife_own} - on-call rota, March 2026\nDay | Primary midwife | Backup | Shift | Covering\n{rota_table}\n"
     "Clients in labor page the on-call midwife through the answering service at {midwife_phone}. Collaborating physician: {own_ob}. Schedule changes: {midwife_email}."),
    ("b50c_midwife_rota_csv", "midwifery_on_call_rota", US,
     "date,shift,primary,backup,site\n{rota_csv}\n# {midwife_own} call schedule export (staff only), {iso_ts}"),
    ("b50c_midwife_rota_at", "midwifery_on_call_rota", DEAT,
     "{at_partner} - Hebammen-Bereitschaftsplan März {season}\nTag | Diensthabende Hebamme | Hintergrund | Dienst\n{rota_at_table}\n"
     "Bei Wehenbeginn bitte zuerst telefonisch melden: {at_phone}. Änderungen im Dienstplan an {at_email}."),
    ("b50c_nicu_occupancy", "nicu_bed_occupancy_report", US,
     "{hosp_upper} - NICU daily census summary, February 2026\nDate | Staffed beds | Occupied | Occupancy | Admissions | Discharges | Transfers out | Diversions\n{nicu_table}\n"
     "Occupancy above 90% triggers the surge plan. Medical director: {own_neo}. Bed management: {nicu_phone}."),
    ("b50c_nicu_occupancy_json", "nicu_bed_occupancy_report", US,
     "{\"facility\": \"{hosp_own}\", \"unit\": \"NICU\", \"reportType\": \"daily-census\", \"generated\": \"{iso_ts}\", \"contact\": \"{nicu_email}\", "
     "\"days\": [{nicu_json}]}"),
    ("b50c_nicu_hl7_mfn_m05", "hl7_export", US,
     "MSH|^~\\&|BEDMGMT|HRW|EHR|HRW|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location Master File^HL70175||UPD|||AL\n{loc_rows}"),
    ("b50c_lactation_rooms", "lactation_room_schedule", US,
     "{hosp_own} - lactation rooms for employees, visitors and families\nRoom | Building | Hours | Access | Equipment\n{lact_table}\n"
     "Rooms are cleaned every 4 hours; wipes are provided. Outpatient lactation appointments with {own_ibclc}: {lact_email}."),
    ("b50c_lactation_rooms_frch", "lactation_room_schedule", FRCH,
     "{frch_partner}\nEspaces d'allaitement et horaires (dès le {fr_date})\nSalle | Étage | Horaires | Équipement\n{salle_table}\n"
     "Les consultations de conseil en lactation ont lieu sur rendez-vous au {frch_phone}."),
    ("b50c_tour_notice", "birth_centre_tour_notice", US,
     "Tour {birth_own}!\nFree tours of our birth suites run the first and third Saturday of each month at ((10 am||11 am||1 pm)), and by video on Wednesday "
     "evenings, starting {en_date}. Meet our midwives ({own_cnm}, {own_cnm2}) and see the birth tubs. Tours last about 45 minutes; children are welcome. "
     "Reserve a place at {birth_email} or {birth_phone}. We are at {birth_addr}, with parking behind the building."),
    ("b50c_tour_notice_nlbe", "birth_centre_tour_notice", NLBE,
     "{be_partner}\nRondleiding voor aanstaande ouders\nElke tweede zaterdag van de maand om ((10 uur||14 uur)) kunt u het geboortehuis bezoeken. "
     "De rondleiding duurt ongeveer een uur. Volgende data vanaf {nl_date}. Inschrijven via {be_email} of {be_phone}."),
    ("b50c_tour_notice_dech", "birth_centre_tour_notice", DECH,
     "{dech_partner}\nInfo-Abend und Hausbesichtigung\nJeden ersten Dienstag im Monat um 19.30 Uhr zeigen wir werdenden Eltern unsere Gebärzimmer. "
     "Nächster Termin: {de_date}. Keine Anmeldung nötig; Fragen an {dech_email} oder {dech_phone}."),
    ("b50c_tour_notice_itch", "birth_centre_tour_notice", ITCH,
     "{itch_partner}\nVisita guidata della casa della nascita\nOgni ((primo||secondo)) sabato del mese alle ore 10.00 le nostre levatrici presentano le sale parto. "
     "Prossima data: {it_date}. Prenotazione gradita: {itch_phone}, {itch_email}."),
    ("b50c_pqc_dashboard", "perinatal_quality_dashboard", US,
     "{pqc_own} - quarterly dashboard, {quarter}\nMeasure | Collaborative | Hospitals best quartile | Median | Target\n{pqc_table}\n"
     "Rates come from hospital-submitted aggregate data; no patient-level data leaves the member hospitals. Methods and archive: {pqc_web}."),
    ("b50c_pqc_csv", "perinatal_quality_dashboard", US,
     "quarter,hospital_code,measure,numerator,denominator\n{pqc_csv}\n# {pqc_own} public data file; hospital codes are masked; contact {pqc_email}"),
    ("b50c_pqc_measurereport", "perinatal_quality_dashboard", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{pqc_web}/Measure/pv-maternal-bundle\", "
     "\"date\": \"2026-((01||02))-((12||19||26))\", \"reporter\": {\"display\": \"{pqc_own}\"}, \"period\": {\"start\": \"2025-10-01\", \"end\": \"2025-12-31\"}, "
     "\"group\": [{measure_groups}]}"),
    ("b50c_milk_inventory", "donor_milk_bank_inventory", US,
     "{milk_own} - pasteurized donor milk inventory, {en_date}\nLot | Pasteurized | Use by | Bottles | Caloric density | Status\n{milk_table}\n"
     "Pools combine milk from 3-5 screened donors; donor records stay with the milk bank. Hospital orders: {milk_phone} or {milk_email}. Depot: {milk_addr}."),
    ("b50c_milk_inventory_csv", "donor_milk_bank_inventory", US,
     "lot,pasteurized_on,method,bottles,volume_ml,kcal_oz,post_culture\n{milk_csv}\n# {milk_own} stock export for NICU pharmacy ordering, {iso_ts}"),
    ("b50c_milk_inventory_xml", "donor_milk_bank_inventory", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<DonorMilkInventory bank=\"{milk_own}\" asOf=\"{eff_iso}\" contact=\"{milk_email}\">\n{milk_xml}\n</DonorMilkInventory>"),
    ("b50c_milk_inventory_nlbe", "donor_milk_bank_inventory", NLBE,
     "Moedermelkbank - voorraad gepasteuriseerde donormelk (samen met {be_partner})\nStand op {nl_date}\nLot | Gepasteuriseerd | Aantal | Status\n{milk_nl_table}\n"
     "Bestellingen door de dienst neonatologie via {be_phone}."),
    ("b50c_ic_audit", "maternity_infection_control_audit", US,
     "{hosp_own} - maternity and newborn infection prevention audit, {quarter}\nBundle element | Observed | Compliant | Rate | Unit\n{ic_table}\n"
     "Target 95% for every element. Units below target repeat the audit in 30 days. Infection prevention: {own_ip}, {ip_email}."),
    ("b50c_ic_audit_csv", "maternity_infection_control_audit", US,
     "mmwr_week,unit,element,observed,compliant\n{ic_csv}\n# {hosp_own} infection prevention observations (no staff or patient names recorded)"),
    ("b50c_ic_audit_at", "maternity_infection_control_audit", DEAT,
     "{at_partner} - Hygieneaudit Geburtshilfe, {quarter}\nMaßnahme | Beobachtungen | Erfüllt | Quote\n{ic_at_table}\n"
     "Zielwert 90 %. Bericht an das Hygieneteam am {at_date}. Rückfragen: {at_email}."),
    ("b50c_hearing_stats", "newborn_hearing_screening_statistics", US,
     "{hosp_own} - universal newborn hearing screening, monthly summary\nMonth | Live births | Screened | Screened before discharge | Inpatient refer | "
     "Outpatient rescreen referred | Confirmed hearing loss\n{hearing_table}\nGoals (1-3-6): screened by 1 month, diagnosed by 3 months, early intervention by 6 months. "
     "Program audiologist: {own_aud}; {hearing_email}."),
    ("b50c_hearing_json", "newborn_hearing_screening_statistics", US,
     "{\"program\": \"UNHS\", \"facility\": \"{hosp_own}\", \"generated\": \"{iso_ts}\", \"months\": [{hearing_json}], \"contact\": \"{hearing_email}\"}"),
    ("b50c_hearing_itch", "newborn_hearing_screening_statistics", ITCH,
     "{itch_partner} - screening uditivo neonatale, dati aggregati {season}\nMese | Nati | Screenati | Refer | Diagnosi confermate\n{hearing_it_table}\n"
     "Dati senza riferimenti individuali, trasmessi al servizio cantonale. Informazioni: {itch_email}."),
    ("b50c_notice_nlbe", "notice_other_locale", NLBE,
     "MEDEDELING\n{be_partner}\nVan {nl_date} tot en met de week erna is het geboortehuis gesloten voor renovatie van de bevallingskamers. Bevallingen gaan in die "
     "periode door in het ziekenhuis, met uw eigen vroedvrouw. Dringende vragen: {be_phone}."),
    ("b50c_notice_frch", "notice_other_locale", FRCH,
     "AVIS AUX FUTURS PARENTS\n{frch_partner}\nÀ partir du {fr_date}, les consultations de grossesse ont lieu aussi le samedi matin de 8h30 à 12h00. "
     "Prise de rendez-vous au {frch_phone} ou par courriel à {frch_email}."),
    ("b50c_notice_dech", "notice_other_locale", DECH,
     "MITTEILUNG\n{dech_partner}\nAb {de_date} bieten wir zusätzlich Wochenbettbetreuung zu Hause in den Kreisen 4, 5 und 9 an. "
     "Die Kosten übernimmt die Grundversicherung (bis 16 Hausbesuche). Kontakt: {dech_phone}."),
    ("b50c_notice_at", "notice_other_locale", DEAT,
     "INFORMATION\n{at_partner}\nAm {at_date} bleibt das Geburtszentrum wegen einer Fortbildung ab 12 Uhr geschlossen. Geburten werden in dieser Zeit von der "
     "diensthabenden Hebamme betreut; bitte vorher anrufen: {at_phone}."),
    ("b50c_notice_itch", "notice_other_locale", ITCH,
     "AVVISO\n{itch_partner}\nDal {it_date} gli incontri post-parto del giovedì si terranno in sala 2. Restano invariati gli orari (14.00-16.00). "
     "Per informazioni: {itch_phone}."),
    ("b50c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*HRWNB50        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*FA*{payer_id}*HRWNB50*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\nST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X223A2~\n"
     "{ak2_items}\nAK9*A*3*3*3~\nSE*{small}*{four_digits}~\n# batch of institutional claims accepted in full (no claim detail in a 999); {plan_edi}"),
    ("b50c_ld_volume_csv", "csv_export", US,
     "month,births,cesareans,vbac,transfers_in,nicu_admissions\n{ld_volume_csv}\n# {hosp_own} labor and delivery volumes for the board quality committee; generated {iso_ts}"),
    ("b50c_birth_center_fhir", "json_export", US,
     "{\"resourceType\": \"HealthcareService\", \"active\": true, \"providedBy\": {\"display\": \"{birth_own}\"}, \"name\": \"Midwife-led birth suites\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{birth_phone}\"}, {\"system\": \"email\", \"value\": \"{birth_email}\"}], "
     "\"location\": [{\"display\": \"{birth_addr}\"}], \"availableTime\": [{\"allDay\": true}], \"comment\": \"Transfers to {hosp_own}, {hosp_phone}\", "
     "\"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b50c_class_feed_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<ClassFeed provider=\"{hosp_own}\" updated=\"{iso_ts}\" contact=\"{cbe_email}\">\n{class_xml}\n</ClassFeed>"),
    ("b50c_plan_maternity_benefits", "fertility_clinic_price_list", US,
     "{plan_own} - maternity, fertility and newborn benefits at a glance ({season})\n- Infertility diagnosis and treatment, including IVF: covered under the "
     "Massachusetts mandate after prior authorization.\n- Prenatal visits and delivery: no copay in network.\n- Donor milk for NICU infants: covered with a prescription.\n"
     "- Newborns: add your baby within ((30||31)) days of birth; coverage starts on the day of birth.\nEffective {en_date}. Payer ID {payer_id}; RxBIN {rxbin}, PCN {pcn}, group {group_no}. Member services {plan_phone}; {plan_web}"),
    ("b50c_ivf_success_faq", "ivf_success_rate_summary", US,
     "Reading our success rates - {fert_own}\n\nQ: Why are rates shown per transfer and per cycle started?\nA: A started cycle may end without a transfer; both "
     "figures matter.\n\nQ: Why is the 41-42 band wider?\nA: Fewer cycles are started in that band, so its confidence interval is wider.\n\n"
     "Q: ((Do you count frozen transfers?||Are donor-egg cycles included?))\nA: ((Yes, in a separate table.||No. They are reported on their own.))\n\n"
     "Updated {en_date}. Questions: {fert_email}, {fert_phone}."),
    ("b50c_lactation_services", "lactation_room_schedule", US,
     "{hosp_own} - breastfeeding support, weekly schedule\nMon and Thu 10:00-12:00: drop-in feeding group (Maple Room)\nTue 18:00-19:30: pumping and returning to work\n"
     "Daily 08:00-16:00: inpatient consults by {own_ibclc} and team\nWarm line for questions: {hosp_phone}, option 4; e-mail {lact_email}. Pump rentals: "
     "((E0603||E0604)) hospital-grade pumps, ${cnt} a month."),
    ("b50c_midwife_rota_dech", "midwifery_on_call_rota", DECH,
     "{dech_partner} - Pikettdienst der Hebammen, Woche {week}\nMo-Mi: Hebamme Regula Tschudi-Brunner / Hintergrund: Hebamme Annina Caflisch-Merz\n"
     "Do-So: Hebamme Annina Caflisch-Merz / Hintergrund: Hebamme Regula Tschudi-Brunner\nGeburtsmeldungen rund um die Uhr über {dech_phone}. Stand {de_date}."),
    ("b50c_nicu_family_notice", "nicu_bed_occupancy_report", US,
     "NICU VISITING UPDATE - {hosp_own}\nDuring the RSV season the NICU is limited to two adult visitors per bed space, plus siblings over ((12||14)) after a screen. "
     "Current unit census is {census} of 28 beds. Enter through the main lobby at {hosp_addr}. Questions: {nicu_phone}. Medical director: {own_neo}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b50_ivf_consent", "fertility_treatment_consent", US,
     "{fert_own} - CONSENT FOR IN VITRO FERTILIZATION AND EMBRYO CRYOPRESERVATION\nPatient: {first} {last}   DOB [[date_of_birth:dob_v50]]   SSN [[ssn:ssn_v50]]\n"
     "Partner: {first2} {last2}   DOB [[date_of_birth:dob_partner_v50]]\nHome address: [[address:addr_v50]]\nDiagnosis: {infertility_dx}.\n"
     "Disposition of frozen embryos if we divorce or one of us dies: ((donate to research||thaw and discard||remain with the surviving partner)).\n"
     "Signed electronically by both partners on {iso_ts} from [[ip_address:ip_v50]]. Witness: {own_embryo}."),
    ("b50_donor_egg_consent", "fertility_treatment_consent", US,
     "Donor-egg program - recipient agreement and payment authorization ({fert_own})\nIntended parent: {first} {last}, born [[date_of_birth:dob_v50]]\n"
     "Mobile [[phone:phone_v50]]   E-mail [[email:email_v50]]\nShared-cohort program fee $((18,500||22,000||24,750)) charged to card [[card:visa_v50]] in two installments.\n"
     "If the cohort yields fewer than 2 blastocysts, the refund goes to [[bank_account:account_us_v50]]. Agreement signed online from [[ip_address:ip_v50]]."),
    ("b50_fert_consent_dech", "fertility_treatment_consent", DECH,
     "{dech_partner} / Kinderwunschsprechstunde - Einverständniserklärung zur Insemination\nPatientin: {first} {last}, geb. [[date_of_birth:dob_v50]]\n"
     "AHV-Nr.: [[national_id:ahv_v50]]\nAdresse: [[address:addr_v50]]\nTel.: [[phone:phone_v50]]\nKrankenkasse: ((Helsana||CSS||Sanitas||SWICA)), Versichertennummer [[member_id:ch_member_v50]]\n"
     "Selbstbehalt und nicht gedeckte Leistungen bitte überweisen von bzw. Rückerstattungen an IBAN [[bank_account:iban_ch_v50]]."),
    ("b50_fert_consent_nlbe", "fertility_treatment_consent", NLBE,
     "Toestemmingsformulier IVF/ICSI - fertiliteitscentrum in samenwerking met {be_partner}\nWensmoeder: {first} {last}\nRijksregisternummer: [[national_id:rrn_v50]]\n"
     "Geboortedatum: [[date_of_birth:dob_v50]]\nPartner: {first2} {last2}, rijksregisternr. [[national_id:rrn_partner_v50]]\nAdres: [[address:addr_v50]]\n"
     "GSM: [[phone:phone_v50]]   E-mail: [[email:email_v50]]\nWij verklaren de informatie over ((het invriezen van embryo's||de terugbetaling door het RIZIV||het aantal terug te plaatsen embryo's)) ontvangen te hebben."),
    ("b50_embryo_transfer", "embryo_transfer_record", US,
     "EMBRYO TRANSFER RECORD - {fert_own}\nPatient: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v50]]   Chart [[record_number:mrn_v50]]   Cycle [[record_number:cycle_v50]]\n"
     "Plan: {plan_own}, member [[member_id:plan_member_v50]]\nEmbryo: day 5 blastocyst, grade {grade}, ((PGT-A euploid||untested)). Catheter: ((Wallace||Guardia)), easy, "
     "no blood. Embryologist {own_embryo}; physician {own_rei}.\nBeta hCG in 9 days; results by phone to [[phone:phone_v50]]. Cycle balance charged to [[card:visa_v50]]."),
    ("b50_embryo_transfer_frch", "embryo_transfer_record", FRCH,
     "{frch_partner} - Protocole de transfert d'embryon\nPatiente: {first} {last}\nNée le: [[date_of_birth:dob_v50]]\nN° AVS: [[national_id:ahv_v50]]\n"
     "Dossier: [[record_number:mrn_v50]]\nTransfert: 1 blastocyste J5, qualité {grade}. Test de grossesse prévu 11 jours plus tard.\n"
     "Résultat communiqué au [[phone:phone_v50]] ou par courriel: [[email:email_v50]]"),
    ("b50_embryo_transfer_at", "embryo_transfer_record", DEAT,
     "{at_partner} / Kinderwunschambulanz - Embryotransfer-Protokoll\nPatientin: {first} {last}, geb. [[date_of_birth:dob_v50]]\nSV-Nr.: [[national_id:svnr_v50]]\n"
     "Partner: {first2} {last2}, SV-Nr. [[national_id:svnr_partner_v50]]\nIVF-Fonds-Versuch Nr. ((1||2||3||4)), Transfer am {at_date}: 1 Blastozyste ({grade}).\n"
     "Selbstbehalt (30 %) bezahlt mit Maestro [[card:maestro_v50]]; Rückerstattungen auf [[bank_account:iban_at_v50]]."),
    ("b50_prenatal_note", "prenatal_visit_note", US,
     "{midwife_own} - prenatal visit\nClient: {first} {last}   DOB [[date_of_birth:dob_v50]]   MRN [[record_number:mrn_v50]]\nMassHealth ID: [[member_id:masshealth_v50]]\n"
     "Address: [[address:addr_v50]]   Cell: [[phone:phone_v50]]\n{gravida} at {ga_weeks}w{ga_days}d. BP 112/70, FHR 140s, fundal height appropriate.\n"
     "Social: lives with her grandmother ([[age_over_89:age_elder_v50]]), who will be her main support after the birth. Plan: GTT next visit. {own_cnm}"),
    ("b50_prenatal_note_at", "prenatal_visit_note", DEAT,
     "Mutter-Kind-Pass-Untersuchung - {at_partner}\nName: {first} {last}\nGeb.-Datum: [[date_of_birth:dob_v50]]\nVersicherungsnummer: [[national_id:svnr_v50]]\n"
     "Wohnadresse: [[address:addr_v50]]\nTel.: [[phone:phone_v50]]\nSSW {ga_weeks}+{ga_days}, RR 118/74, Harn o. B.\n"
     "Sozialanamnese: lebt mit der Urgroßmutter des Kindes ([[age_over_89:age_elder_v50]]) im gemeinsamen Haushalt; Unterstützung im Wochenbett gesichert."),
    ("b50_birth_plan", "birth_plan", US,
     "MY BIRTH PLAN - {first} {last} (due {due}) - delivering at {hosp_own}\nDOB: [[date_of_birth:dob_v50]]   Phone: [[phone:phone_v50]]\n"
     "- I'd like intermittent monitoring and to move freely. ((Epidural only if I ask.||Please offer nitrous oxide first.||I plan an unmedicated birth.))\n"
     "- My grandmother, [[age_over_89:age_elder_v50]], would love to hold the baby right after my partner.\n"
     "- Partner will park our car (plate [[vehicle_id:plate_v50]]) in the L&D lot.\n- The full plan, with photos of our doula, is here: [[url:family_url_v50]]"),
    ("b50_birth_plan_itch", "birth_plan", ITCH,
     "Piano del parto - {first} {last}\nData di nascita: [[date_of_birth:dob_v50]]\nIndirizzo: [[address:addr_v50]]\nCellulare: [[phone:phone_v50]]   E-mail: [[email:email_v50]]\n"
     "Desidero partorire nella vasca se possibile; ((niente epidurale salvo richiesta||clampaggio tardivo del cordone||contatto pelle a pelle immediato)).\n"
     "Arriveremo con la nostra auto, targa [[vehicle_id:plate_v50]]. Piano caricato sul portale di {itch_partner} dall'indirizzo IP [[ip_address:ip_v50]]."),
    ("b50_ld_summary", "labour_delivery_summary", US,
     "{hosp_upper} - LABOR AND DELIVERY SUMMARY\nMother: {last}, {first}   DOB [[date_of_birth:dob_v50]]   MRN [[record_number:mrn_v50]]   SSN [[ssn:ssn_v50]]\n"
     "Delivery: {ld_mode} at {ga_weeks} weeks. EBL ((250||400||650||900)) mL.\nInfant: {first3} {last}, born [[date_of_birth:dob_baby_v50]], birth record [[record_number:birth_record_v50]], "
     "{grams} g, Apgars {apgar}.\nDischarge address: [[address:addr_v50]]. Delivering provider: {own_ob}."),
    ("b50_ld_summary_dech", "labour_delivery_summary", DECH,
     "Geburtsbericht - {dech_partner}\nMutter: {first} {last}, geb. [[date_of_birth:dob_v50]], AHV [[national_id:ahv_v50]]\nWohnort: [[address:addr_v50]]\n"
     "Kind: {first3} {last}, geboren am [[date_of_birth:dob_baby_v50]], ((Spontangeburt im Wasser||Spontangeburt im Vierfüsslerstand||Verlegung ins Spital, Vakuum)), {grams} g.\n"
     "Nachbetreuung durch die Hebamme; Erreichbarkeit der Familie: [[phone:phone_v50]]"),
    ("b50_nicu_admission", "nicu_admission_note", US,
     "NICU ADMISSION NOTE - {hosp_own}\nInfant: Baby {sex_word} {last} (twin A)   MRN [[record_number:mrn_v50]]   DOB [[date_of_birth:dob_baby_v50]]\n"
     "Born at {ga_weeks} weeks, {grams} g. Dx: {nicu_dx}.\nTwin B was stillborn / died shortly after birth on [[date_of_death:dod_twin_v50]]; bereavement team involved.\n"
     "Mother: {first} {last}, MassHealth [[member_id:masshealth_v50]], cell [[phone:phone_v50]]. Family journal for updates: [[url:family_url_v50]]\nAttending: {own_neo}."),
    ("b50_nicu_admission_nlbe", "nicu_admission_note", NLBE,
     "Opnameverslag neonatologie (N*) - doorverwezen door {be_partner}\nKind: {first3} {last}, geboren [[date_of_birth:dob_baby_v50]], rijksregisternr. [[national_id:rrn_baby_v50]]\n"
     "Moeder: {first} {last}, GSM [[phone:phone_v50]]\nZwangerschapsduur {ga_weeks} weken, geboortegewicht {grams} g.\nTweelingbroer/-zus overleden op [[date_of_death:dod_twin_v50]]; "
     "ouders opgevangen door de psycholoog. Ziekenfonds lidnr. [[member_id:be_mutual_v50]]"),
    ("b50_neonatal_discharge", "neonatal_discharge_summary", US,
     "NEONATAL DISCHARGE SUMMARY - {hosp_own}\nInfant: {first3} {last}   DOB [[date_of_birth:dob_baby_v50]]   MRN [[record_number:mrn_v50]]   Birth record [[record_number:birth_record_v50]]\n"
     "Discharged home to parents at [[address:addr_v50]]; phone [[phone:phone_v50]].\nCar seat tolerance test passed in the family's rear-facing seat; vehicle "
     "plate [[vehicle_id:plate_v50]], VIN [[vehicle_id:vin_v45]] (seat installation checked by a CPST).\nFollow-up: pediatrician in 2 days; hearing screen ((passed both ears||refer left, rescreen booked)). {own_neo}"),
    ("b50_neonatal_discharge_at", "neonatal_discharge_summary", DEAT,
     "Entlassungsbrief Neonatologie - in Zusammenarbeit mit {at_partner}\nKind: {first3} {last}, geb. [[date_of_birth:dob_baby_v50]]\nSV-Nr. des Kindes: [[national_id:svnr_baby_v50]]\n"
     "Eltern: {first} {last}, [[address:addr_v50]], Tel. [[phone:phone_v50]]\nHeimtransport im eigenen PKW (Kennzeichen [[vehicle_id:plate_v50]]) mit Babyschale.\n"
     "Nächste Mutter-Kind-Pass-Untersuchung in der 1. Lebenswoche."),
    ("b50_lactation_consult", "lactation_consult", US,
     "Outpatient lactation consult - {hosp_own}\nMother: {first} {last}, DOB [[date_of_birth:dob_v50]]; baby born [[date_of_birth:dob_baby_v50]]\n"
     "Contact: [[phone:phone_v50]] / [[email:email_v50]]\nConcern: ((nipple pain and shallow latch||low supply at 3 weeks||baby not back to birth weight)). Weighted feed: transfer ((42||58||65)) mL.\n"
     "Her grandmother ([[age_over_89:age_elder_v50]]) watches the older child during feeds. Mom posts her pumping log at [[url:family_url_v50]].\n"
     "Self-pay visit fee charged to [[card:visa_v50]]. {own_ibclc}"),
    ("b50_lactation_consult_frch", "lactation_consult", FRCH,
     "Consultation en lactation - {frch_partner}\nMère: {first} {last}, née le [[date_of_birth:dob_v50]]\nN° AVS: [[national_id:ahv_v50]]\nAdresse: [[address:addr_v50]]\n"
     "Tél.: [[phone:phone_v50]]\nMotif: ((crevasses||engorgement||prise de poids insuffisante du bébé)). 3 consultations remboursées par l'assurance de base.\n"
     "Remboursement de la location du tire-lait sur IBAN [[bank_account:iban_ch_v50]]."),
    ("b50_lactation_chat", "lactation_consult", US,
     "[Telehealth chat - {hosp_own} lactation warm line]\nIBCLC: Hi, this is Benedikta. How is feeding going?\n{first}: not great, he's 2 weeks and my supply dropped. "
     "my email is [[email:email_v50]] if you can send the pumping schedule\nIBCLC: Of course. Can you confirm your date of birth?\n{first}: [[date_of_birth:dob_v50]]\n"
     "{first}: and the pump rental - put it on my card [[card:card_v50]]. call me at [[phone:phone_v50]] if it's easier\n(session opened from [[ip_address:ip_v50]])"),
    ("b50_ppd_letter", "postpartum_depression_screening_letter", US,
     "{hosp_own} - Women's Behavioral Health\n\n{first} {last}\n[[address:addr_v50]]\n\nRe: postpartum screening, MRN [[record_number:mrn_v50]], DOB [[date_of_birth:dob_v50]]\n\n"
     "Dear {first},\nThank you for completing the Edinburgh Postnatal Depression Scale online on {iso_ts} (submitted from [[ip_address:ip_v50]]). Your score of {epds} "
     "suggests you may benefit from support. A perinatal counselor will call you at [[phone:phone_v50]] within two business days. If you ever have thoughts of "
     "harming yourself, call or text 988.\n\n{own_ob}"),
    ("b50_ppd_letter_nlbe", "postpartum_depression_screening_letter", NLBE,
     "Geachte mevrouw {last},\n\nU vulde op de website van {be_partner} de vragenlijst over uw gemoedstoestand na de bevalling in (EPDS-score {epds}; verzonden vanaf "
     "IP-adres [[ip_address:ip_v50]]). Uw vroedvrouw neemt contact met u op via [[phone:phone_v50]] of [[email:email_v50]].\n\n"
     "Ter controle: rijksregisternummer [[national_id:rrn_v50]], geboortedatum [[date_of_birth:dob_v50]].\n\nMet vriendelijke groeten,\nhet team van {be_partner}"),
    ("b50_ppd_letter_dech", "postpartum_depression_screening_letter", DECH,
     "{dech_partner}\n\nFrau {first} {last}\n[[address:addr_v50]]\n\nLiebe Frau {last}\n\nIm Wochenbettbesuch vom {de_date} haben Sie den EPDS-Fragebogen ausgefüllt "
     "(Wert {epds}). Wir empfehlen ein Gespräch mit der Fachstelle für postpartale Depression. Ihre Hebamme meldet sich unter [[phone:phone_v50]]; "
     "Unterlagen senden wir an [[email:email_v50]]. Ihr Blog [[url:family_url_v50]] bleibt selbstverständlich Ihre Sache.\n\nFreundliche Grüsse"),
    ("b50_birth_reg_us", "birth_registration_worksheet", US,
     "MOTHER'S WORKSHEET FOR CHILD'S BIRTH CERTIFICATE (Massachusetts) - {hosp_own}\nChild: {first3} {last}, born [[date_of_birth:dob_baby_v50]], birth record [[record_number:birth_record_v50]]\n"
     "Mother: {first} {last}, DOB [[date_of_birth:dob_v50]], SSN [[ssn:ssn_v50]]\nResidence: [[address:addr_v50]]\nFather: {first2} {last2}, SSN [[ssn:ssn_v50]], "
     "deceased [[date_of_death:dod_father_v50]] (acknowledgment of parentage not possible; clerk to advise).\nRequest SSN for child: ((yes||no))"),
    ("b50_birth_reg_at", "birth_registration_worksheet", DEAT,
     "Geburtsanzeige - Angaben für das Standesamt (über {at_partner})\nKind: {first3} {last}, geboren am [[date_of_birth:dob_baby_v50]] in Graz\n"
     "Mutter: {first} {last}, geb. [[date_of_birth:dob_v50]], SV-Nr. [[national_id:svnr_v50]]\nWohnsitz: [[address:addr_v50]]\nTel.: [[phone:phone_v50]]\n"
     "Konto für Kinderbetreuungsgeld und Familienbeihilfe: [[bank_account:iban_at_v50]]"),
    ("b50_birth_reg_nlbe", "birth_registration_worksheet", NLBE,
     "Aangifte van geboorte - gegevens voor de burgerlijke stand (via {be_partner})\nKind: {first3} {last}, geboren op [[date_of_birth:dob_baby_v50]]\n"
     "Moeder: {first} {last}, rijksregisternummer [[national_id:rrn_v50]]\nVader/meemoeder: {first2} {last2}, geboren [[date_of_birth:dob_partner_v50]]\n"
     "Adres: [[address:addr_v50]]\nRekening voor het groeipakket: [[bank_account:iban_be_v50]]"),
    ("b50_fhir_newborn", "fhir_patient_export", US,
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v50]]\"}, "
     "{\"system\": \"urn:oid:2.16.840.1.113883.4.1\", \"value\": \"[[ssn:ssn_plain_v50]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first3}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_baby_iso_v50]]\", \"multipleBirthBoolean\": false, \"address\": [{\"line\": [\"[[address:addr_fhir_v50]]\"}], "
     "\"contact\": [{\"relationship\": [{\"coding\": [{\"code\": \"N\"}]}], \"name\": {\"family\": \"{last}\", \"given\": [\"{first}\"]}, "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v50]]\"}]}], \"link\": [{\"other\": {\"reference\": \"RelatedPerson/mother-[[record_number:mrn_plain_v50]]\"}, "
     "\"type\": \"seealso\"}], \"managingOrganization\": {\"display\": \"{hosp_own}\"}}"),
    ("b50_hl7_adt_a28", "hl7_export", US,
     "MSH|^~\\&|EHR|HRW|MPI|HRW|{hl7_ts}||ADT^A28^ADT_A05|{ctrl}|P|2.5.1\nEVN|A28|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v50]]^^^HRW^MR~[[record_number:birth_record_plain_v50]]^^^HRW^BR||{last_upper}^{first3_upper}||[[date_of_birth:dob_baby_compact_v50]]|((F||M))|||"
     "[[address:addr_hl7_v50]]||[[phone:phone_hl7_v50]]^PRN^PH\nNK1|1|{last_upper}^{first_upper}|MTH^Mother|||||||||||||||||||||||||||||||[[ssn:ssn_plain_v50]]\n"
     "PV1|1|N|HRW^NURSERY^{small}"),
    ("b50_perinatal_registry_csv", "csv_export", US,
     "registry_id,mother_dob,infant_dob,ga_weeks,birthweight_g,mother_zip_address,outcome,death_date\n[[record_number:birth_record_plain_v50]],[[date_of_birth:dob_iso_v50]],"
     "[[date_of_birth:dob_baby_iso_v50]],{ga_weeks},{grams},[[address:addr_csv_v50]],neonatal death,[[date_of_death:dod_twin_iso_v50]]\n# {pqc_own} perinatal registry extract, restricted use (data use agreement {rev})"),
    ("b50_x12_834_newborn", "x12_export", US,
     "ISA*00*          *00*          *ZZ*HRWENROLL      *ZZ*{payer_id}          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*BE*HRWENROLL*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X220A1~\nST*834*{four_digits}*005010X220A1~\nBGN*00*{fivedig}*20{isa_date}*{hhmm}****2~\n"
     "N1*P5*{plan_own}*FI*{org_ein}~\nINS*N*19*021*28*A***AC~\nREF*0F*[[member_id:plan_member_plain_v50]]~\nNM1*IL*1*{last_upper}*{first3_upper}~\n"
     "PER*IP**HP*[[phone:phone_x12_v50]]~\nN3*[[address:addr_x12_v50]]~\nDMG*D8*[[date_of_birth:dob_baby_compact_v50]]*((F||M))~\n"
     "INS*Y*18*030*XN*A***AC~\nREF*0F*[[member_id:plan_member_plain_v50]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain_v50]]~\nSE*{small}*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones.

    As make_phi_blind2.build_rows, with it_CH's people drawn from the it_IT Faker."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
    fakers["it_CH"] = fakers["it_IT"]
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
        for suffix in ("", "2", "3"):  # the people of a text (mother, partner, newborn) share its locale
            draw.cache["locale" + suffix] = locale
        if not clean:  # the first person is the patient (a mother, a woman in treatment), the second her partner
            draw.cache["first"] = fakers[locale].first_name_female()
            draw.cache["first2"] = fakers[locale].first_name_male()
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind50-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
