"""A fifty-fourth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind54.py [--seed 56561] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind53.py,
seeds 4141 to 55551) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-fifth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b54_" or "b54c_"). Identifier-free genres, all from home health, hospice and the equipment of care at home:
home-health agency service-area and visit-rate sheets (a table, a CSV, a JSON, Norwegian and Swedish ones), hospice
programme brochures and census statistics (counts only; a brochure, a table, a CSV, a FHIR MeasureReport, a Danish
brochure), palliative-care team on-call rotas (staff only; a table, an iCalendar file, a Finnish one), durable medical
equipment supplier catalogues (model numbers, HCPCS codes, rental prices; a table, a CSV, an XML, an X12 832, a
Swedish one), oxygen-concentrator maintenance logs (by device serial; a table, a CSV, a JSON, an Estonian one),
wound-vac rental fee schedules (a table, a CSV, a Lithuanian one), caregiver training calendars (a table, an
iCalendar file, a Norwegian one), bereavement support group schedules (US, Danish, Swedish, Finnish), notices in
other locales (nb_NO, sv_SE, da_DK, fi_FI, et_EE, lt_LT), an HL7 MFN^M02 staff master, an X12 999, a visit-volume CSV,
a plan's home-health and DME benefit summary and a provider directory. Carrying genres: home-health plans of care
(OASIS-style start-of-care forms; US, Norwegian, Estonian), hospice election statements (US, Swedish), advance
directives and POLST forms (US POLST, a US health-care proxy signed online, a Danish livstestamente), DME delivery
tickets and proof-of-delivery forms (US with a van's VIN, a rental agreement paid by card, Finnish, Lithuanian),
caregiver visit notes (US, Estonian, a portal chat), medication reconciliation at home (US, Lithuanian), death
pronouncements and after-death notices (US, Norwegian, Swedish, a US funeral-home notice), bereavement follow-up
letters (US, Danish, Finnish), a Norwegian co-payment refund, plus a FHIR Patient, a FHIR
CarePlan with its patient, an HL7 ADT^A03, a visit CSV and an X12 837 home-health claim.

Most identifier values come from this module's own printings (the `*_v54` slots): Norwegian fødselsnummer (both mod
11 check digits), Swedish personnummer (Luhn; with and without the century, with "-" and, past a hundred years,
"+"), Danish CPR numbers (the old mod 11 rule), Finnish henkilötunnus (the mod 31 check character, the century sign),
Estonian isikukood and Lithuanian asmens kodas (both weightings of the check digit), Medicare MBIs (CMS character
classes), US SSNs in several printings, Connecticut Medicaid (HUSKY) and plan member IDs, chart, hospice and order
numbers; IBANs (mod 97 check digits; the printer covers Norway and Finland with their national check digits, Sweden,
Denmark, Estonia and Lithuania, and the texts hold Swedish and Lithuanian ones), a Norwegian eleven-digit account
number (mod 11) and US routing-and-account pairs; Visa and Mastercard numbers with Luhn (a Dankort printer is written
but no Danish text here takes a card); dates in Norwegian, Swedish,
Danish ("d. 3. marts 1941"), Finnish (partitive months), Estonian and Lithuanian ("1941 m. kovo 3 d.") with month
names, and US orders; Nordic and Baltic address layouts (postcode before the town, c/o lines, "Postboks", "Box",
"PL", "LT-" postcodes) and Connecticut ones; the six countries' phone numbering plans in their national printings
(with and without +47, +46, +45, +358, +372, +370, 0047) and Connecticut's; Connecticut and Estonian number plates
and VINs (the check digit); e-mails written against scrapers (also "krøllalfa" and "snabel-a"); public IPv4
and IPv6 addresses of home connections; memorial, fundraiser and obituary pages.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Connecticut home-health agency, a hospice and
palliative-care programme, a DME supplier, a caregiver training academy and a health plan on fictional 555-01xx
lines, and partner home-care services in Norway, Sweden, Denmark, Finland, Estonia and Lithuania on invented lines)
and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the agency's NPIs, its
EIN); the people it names are the organisations' own staff, never a patient, member or bereaved relative, and the
ages it gives are under 90 (age bands up to "85 and older").

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 56561
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
# Faker names Norwegian "no_NO"; the texts are Bokmål.
FAKER_LOCALES = ("en_US", "no_NO", "sv_SE", "da_DK", "fi_FI", "et_EE", "lt_LT")

AGENCY_NAME = "Quinebaug Valley Home Health"
HOSPICE_NAME = "Shetucket Hospice & Palliative Care"
DME_NAME = "Natchaug Home Medical Equipment"
ACADEMY_NAME = "Moosup River Caregiver Academy"
PLAN_NAME = "Pachaug Senior Health Plan"
NO_PARTNER = "Fjordlia hjemmesykepleie AS"
SE_PARTNER = "Ljusnedalens hemsjukvård AB"
DK_PARTNER = "Hjemmeplejen Kildebakken ApS"
FI_PARTNER = "Kotihoito Koivulehto Oy"
EE_PARTNER = "Koduõendus Kadakamäe OÜ"
LT_PARTNER = "UAB „Namų slauga Ąžuolynas“"
ORGANISATION_CONTACTS = [
    "(860) 555-0141",                                                  # 0 agency intake
    "(860) 555-0142",                                                  # 1 agency fax
    "77 Yantic Mill Road, Norwich, CT 06360",                          # 2 agency office
    "intake@quinebaughh.org",                                          # 3
    "https://www.quinebaughh.org",                                     # 4
    "(860) 555-0143",                                                  # 5 hospice 24-hour line
    "(860) 555-0144",                                                  # 6 hospice bereavement office
    "310 Shetucket Turnpike, Jewett City, CT 06351",                   # 7 hospice house
    "care@shetuckethospice.org",                                       # 8
    "grief@shetuckethospice.org",                                      # 9
    "https://www.shetuckethospice.org",                                # 10
    "(860) 555-0145",                                                  # 11 DME supplier
    "orders@natchaughme.com",                                          # 12
    "https://www.natchaughme.com",                                     # 13
    "(860) 555-0146",                                                  # 14 DME oxygen service line
    "(860) 555-0147",                                                  # 15 caregiver academy
    "classes@moosupcaregivers.org",                                    # 16
    "1-844-555-0148",                                                  # 17 health plan member services
    "providers@pachaugshp.com",                                        # 18
    "https://www.pachaugshp.com",                                      # 19
    "PO Box 4409, Norwich, CT 06360",                                  # 20 agency billing mail
    "billing@quinebaughh.org",                                         # 21
    "+47 38 55 01 54",                                                 # 22 Norwegian partner (Kristiansand)
    "post@fjordlia-hjemmesykepleie.no",                                # 23
    "+46 63 555 01 54",                                                # 24 Swedish partner (Östersund)
    "info@ljusnedalen-hemsjukvard.se",                                 # 25
    "+45 75 55 01 54",                                                 # 26 Danish partner (Vejle)
    "kontakt@kildebakken-hjemmepleje.dk",                              # 27
    "+358 17 555 0154",                                                # 28 Finnish partner (Kuopio)
    "asiakaspalvelu@koivulehtokotihoito.fi",                           # 29
    "+372 744 0154",                                                   # 30 Estonian partner (Tartu)
    "info@kadakamae-kodu.ee",                                          # 31
    "+370 37 555 154",                                                 # 32 Lithuanian partner (Kaunas)
    "info@azuolyno-slauga.lt",                                         # 33
]
ORG_EIN = "06-5411873"
PLAN_PAYER_ID = "PSHP54"
PLAN_RXBIN = "610954"
PLAN_PCN = "PSHPMA"
PLAN_GROUP = "CT5400SNP"
ORG_NPIS = (blind5._npi_of("154107329"), blind5._npi_of("187623054"), blind5._npi_of("163054718"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

MONTHS_V54 = {
    "nb": ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
    "sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
    "da": ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    "fi": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta",
           "marraskuuta", "joulukuuta"],
    "et": ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november", "detsember"],
    "lt": ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"],
}

# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"no_NO": "NO", "sv_SE": "SE", "da_DK": "DK", "fi_FI": "FI", "et_EE": "EE", "lt_LT": "LT"}


def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction lines (555, 0154, 014)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0154", "014")):
            return out


def _birth(draw: Draw, low: int = 1924, high: int = 1962) -> dt.date:
    """The text's one person's birth date, drawn once: the national number and the date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _age_at(born: dt.date, day: dt.date = REFERENCE_DAY) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the language prints it: its order, its month names (Finnish partitive, Lithuanian genitive)."""
    d, m, y = day.day, day.month, day.year
    if country == "NO":
        mon = MONTHS_V54["nb"][m - 1]
        return draw.pick([f"{d}. {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {mon[:3]}. {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"])
    if country == "SE":
        mon = MONTHS_V54["sv"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{y}-{m:02d}-{d:02d}", f"den {d} {mon} {y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m} {y}"])
    if country == "DK":
        mon = MONTHS_V54["da"][m - 1]
        return draw.pick([f"{d}. {mon} {y}", f"d. {d}. {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}", f"{d}/{m} {y}"])
    if country == "FI":
        mon = MONTHS_V54["fi"][m - 1]
        return draw.pick([f"{d}. {mon} {y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"])
    if country == "EE":
        mon = MONTHS_V54["et"][m - 1]
        return draw.pick([f"{d}. {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}. {mon} {y}. a.", f"{d:02d}.{m:02d}.{y}"])
    if country == "LT":
        mon = MONTHS_V54["lt"][m - 1]
        return draw.pick([f"{y} m. {mon} {d} d.", f"{y}-{m:02d}-{d:02d}", f"{y} m. {mon} {d} d.", f"{y}.{m:02d}.{d:02d}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m}/{d}/{y % 100:02d}", f"{d} {month} {y}", f"{month.upper()} {d}, {y}", f"{d:02d}{month[:3].upper()}{y}"])


def dob_v54(draw: Draw) -> str:
    """An elderly patient's date of birth in the text's language."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_us_v54(draw: Draw) -> str:
    return _date_in(draw, _birth(draw), "US")


def dob_iso_v54(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v54(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v54(draw: Draw) -> str:
    """The patient's date of death in the text's language."""
    return _date_in(draw, _death_day(draw), _country(draw))


def dod_us_v54(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), "US")


def dod_iso_v54(draw: Draw) -> str:
    day = _death_day(draw)
    return f"{day.isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-05:00"


def dod_hl7_v54(draw: Draw) -> str:
    return _death_day(draw).strftime("%Y%m%d") + f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_v54(draw: Draw) -> str:
    """A hospice or home-care patient's age over 89, in the text's language."""
    age = _age_at(_birth(draw, 1922, 1935))  # drawn before any birth date of the text: the person is 90 or older
    country = _country(draw)
    if country in ("NO", "SE", "DK"):
        return draw.pick([f"{age} år", f"{age} år gammel" if country != "SE" else f"{age} år gammal", f"{age} år"])
    if country == "FI":
        return draw.pick([f"{age}-vuotias", f"{age} v.", f"ikä {age}"])
    if country == "EE":
        return draw.pick([f"{age}-aastane", f"{age} a.", f"vanus {age}"])
    if country == "LT":
        return draw.pick([f"{age} metų", f"{age} m.", f"amžius {age}"])
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "") if age < 100 else "100" if age == 100 else f"{age}"
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} yo", f"{age} years old", f"aged {age}"])


# ---- United States (Connecticut) ----------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v54(draw: Draw) -> str:
    """A US SSN as forms and notices print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}/{v[3:5]}/{v[5:]}",
                      f"{v[:3]}‐{v[3:5]}‐{v[5:]}", f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v54(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = "0123456789" + _MBI_LETTERS


def _mbi_value(draw: Draw) -> str:
    if "_mbi" not in draw.cache:
        r = draw.rng
        v = (str(r.randint(1, 9)) + r.choice(_MBI_LETTERS) + r.choice(_MBI_ALNUM) + str(r.randint(0, 9)) + r.choice(_MBI_LETTERS) + r.choice(_MBI_ALNUM)
             + str(r.randint(0, 9)) + r.choice(_MBI_LETTERS) + r.choice(_MBI_LETTERS) + str(r.randint(0, 9)) + str(r.randint(0, 9)))
        draw.cache["_mbi"] = v
    return draw.cache["_mbi"]


def mbi_v54(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (CMS's character classes), plain or in its printed 4-3-4 groups."""
    v = _mbi_value(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower() if draw.rng.random() < 0.2 else v])


def mbi_plain_v54(draw: Draw) -> str:
    return _mbi_value(draw)


def member_v54(draw: Draw) -> str:
    """A Connecticut Medicaid (HUSKY) client ID or a Pachaug member ID."""
    return draw.pick([draw.digits(9, True), f"PSH{draw.digits(9, True)}", f"PSH {draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}-0{draw.rng.randint(1, 3)}",
                      f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}"])


def mrn_v54(draw: Draw) -> str:
    """A chart, hospice or patient-account number of the text's organisation."""
    country = _country(draw)
    if country == "NO":
        return draw.pick([f"Journal {draw.digits(7, True)}", f"{draw.digits(6, True)}-{draw.rng.randint(1, 9)}"])
    if country in ("SE", "DK"):
        return draw.pick([f"{draw.digits(8, True)}", f"J-{draw.rng.randint(2024, 2026)}-{draw.digits(5, True)}"])
    if country in ("FI", "EE", "LT"):
        return draw.pick([f"{country}{draw.digits(7, True)}", f"{draw.rng.randint(2024, 2026)}/{draw.digits(5, True)}"])
    return draw.pick([f"QVH-{draw.digits(6, True)}", f"{draw.digits(8, True)}", f"SHP {draw.rng.randint(2024, 2026)}-{draw.digits(5, True)}", f"Q{draw.digits(7, True)}",
                      f"MR# {draw.digits(7, True)}"])


def mrn_plain_v54(draw: Draw) -> str:
    if "_mrn" not in draw.cache:
        draw.cache["_mrn"] = f"QVH{draw.digits(7, True)}"
    return draw.cache["_mrn"]


def dme_account_v54(draw: Draw) -> str:
    """A DME customer account number of the supplier."""
    return draw.pick([f"NHME-{draw.digits(6, True)}", f"C{draw.digits(7, True)}", f"{draw.digits(3, True)}-{draw.digits(5)}"])


_CT_TOWNS = [("Norwich", "06360"), ("New London", "06320"), ("Willimantic", "06226"), ("Putnam", "06260"), ("Danielson", "06239"), ("Groton", "06340"),
             ("Mystic", "06355"), ("Colchester", "06415"), ("Plainfield", "06374"), ("Jewett City", "06351"), ("Storrs", "06268"), ("Uncasville", "06382"),
             ("Moosup", "06354"), ("Brooklyn", "06234"), ("Oakdale", "06370")]
_CT_STREETS = ["Washington St", "Boswell Ave", "Laurel Hill Ave", "W Thames St", "Main St", "Hunters Rd", "Providence Rd", "Pendleton Hill Rd",
               "Route 12", "Otrobando Ave", "Sachem St", "Cedar Swamp Rd", "N Main St", "School St", "Pleasant St", "Lebanon Ave"]


def addr_ct_v54(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_CT_TOWNS)
    street = f"{rng.randint(3, 1900)} {draw.pick(_CT_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {rng.randint(1, 24)}", f" Unit {rng.randint(1, 12)}{draw.letters(1, 'ABC')}", f", 2nd Fl"])
    return draw.pick([f"{street}{unit}, {town}, CT {zip_code}", f"{street}{unit}\n{town}, CT {zip_code}", f"{street}{unit}, {town} CT {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} CT {zip_code}", f"{street}{unit}, {town}, Connecticut {zip_code}"])


def phone_ct_v54(draw: Draw) -> str:
    area = draw.pick(["860", "860", "860", "959", "203", "401"])
    exchange, line = _us_exchange(draw), _sub(draw, 4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"1 ({area}) {exchange}-{line}", f"{area}{exchange}{line}", f"{area} {exchange} {line}", f"({area}){exchange}-{line}"])


def addr_hl7_v54(draw: Draw) -> str:
    town, zip_code = draw.pick(_CT_TOWNS)
    return f"{draw.rng.randint(3, 1900)} {draw.pick(_CT_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 24))])}^{town.upper()}^CT^{zip_code}^USA^H"


def addr_fhir_v54(draw: Draw) -> str:
    """A Connecticut address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_CT_TOWNS)
    return f"{draw.rng.randint(3, 1900)} {draw.pick(_CT_STREETS)}\"], \"city\": \"{town}\", \"state\": \"CT\", \"postalCode\": \"{zip_code}"


def addr_x12_v54(draw: Draw) -> str:
    town, zip_code = draw.pick(_CT_TOWNS)
    return f"{draw.rng.randint(3, 1900)} {draw.pick(_CT_STREETS).upper()}~\nN4*{town.upper()}*CT*{zip_code}{draw.digits(4)}"


def zip_v54(draw: Draw) -> str:
    return draw.pick(_CT_TOWNS)[1]


def phone_e164_v54(draw: Draw) -> str:
    return f"+1{draw.pick(['860', '959'])}{_us_exchange(draw)}{_sub(draw, 4)}"


def phone_hl7_v54(draw: Draw) -> tuple[str, str, str]:
    """An HL7 XTN: the use and equipment codes, then the area code and the number (the span is the number's part)."""
    return "^PRN^PH^^1^", f"{draw.pick(['860', '959'])}^{_us_exchange(draw)}{_sub(draw, 4)}", ""


def phone_x12_v54(draw: Draw) -> str:
    return f"{draw.pick(['860', '959'])}{_us_exchange(draw)}{_sub(draw, 4)}"


def account_us_v54(draw: Draw) -> str:
    """A Connecticut checking account with its routing number (one span)."""
    routing = draw.pick(["211170101", "211174204", "221172186", "211170318", "011900254"])
    account = draw.digits(draw.pick([8, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing} ACCT {account}",
                      f"account {account} (routing {routing})"])


def plate_ct_v54(draw: Draw) -> str:
    """A Connecticut passenger plate (two letters and five digits, or the older three digits and three letters)."""
    if draw.rng.random() < 0.6:
        v = f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(5)}"
        return draw.pick([f"{v[:2]}-{v[2:]}", f"{v[:2]} {v[2:]}", v, f"CT {v[:2]}-{v[2:]}"])
    v = f"{draw.digits(3, True)}{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7,
               "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v54(draw: Draw) -> str:
    """A seventeen-character VIN of a wheelchair-accessible van, with its check digit in the ninth place."""
    wmi = draw.pick(["2C4", "2C7", "5FN", "1FT", "2T1", "1GN"])
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    vds = "".join(draw.pick(list(chars)) for _ in range(5))
    vis = draw.pick(["K", "L", "M", "N", "P", "R"]) + draw.pick(list("ABCDEFGHJKLMNPRSTUVWXYZ")) + draw.digits(6)
    body = wmi + vds + "0" + vis
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


# ---- Norway ---------------------------------------------------------------------------------------------------------
def _mod11(body: str, weights: tuple[int, ...]) -> int | None:
    k = 11 - sum(int(ch) * w for ch, w in zip(body, weights)) % 11
    return 0 if k == 11 else None if k == 10 else k


def _fnr_value(draw: Draw) -> str:
    born = _birth(draw)
    stem = born.strftime("%d%m%y")
    while True:
        ind = draw.rng.randint(0, 499) if born.year < 2000 else draw.rng.randint(500, 999)
        if (ind % 10 % 2 == 0) != (_sex(draw) == "F"):
            continue
        body = f"{stem}{ind:03d}"
        k1 = _mod11(body, (3, 7, 6, 1, 8, 9, 4, 5, 2))
        if k1 is None:
            continue
        k2 = _mod11(body + str(k1), (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))
        if k2 is None:
            continue
        return f"{body}{k1}{k2}"


def fnr_v54(draw: Draw) -> str:
    """A Norwegian fødselsnummer: birth date, individual number (its last digit the sex), two mod 11 check digits."""
    v = _fnr_value(draw)
    return draw.pick([v, v, f"{v[:6]} {v[6:]}", f"{v[:6]}-{v[6:]}", f"{v[:6]} {v[6:9]} {v[9:]}"])


def _no_account(draw: Draw) -> str:
    while True:
        body = draw.pick(["1503", "1506", "1822", "3000", "9710", "1254", "2801", "1207", "4202"]) + draw.digits(6)
        k = _mod11(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))
        if k is not None:
            return body + str(k)


def no_account_v54(draw: Draw) -> str:
    """A Norwegian bank account number: eleven digits with the mod 11 check digit, printed 4.2.5 or whole."""
    v = _no_account(draw)
    return draw.pick([f"{v[:4]}.{v[4:6]}.{v[6:]}", f"{v[:4]} {v[4:6]} {v[6:]}", v, f"{v[:4]}.{v[4:6]}.{v[6:]}"])


def iban_of(country: str, bban: str) -> str:
    """An IBAN with its mod 97 check digits."""
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _iban_print(draw: Draw, iban: str) -> str:
    return draw.pick([iban, _groups(iban), _groups(iban), f"IBAN {_groups(iban)}"])


def iban_v54(draw: Draw) -> str:
    """An IBAN of the text's country (Norway's and Finland's with their national check digit too)."""
    country = _country(draw)
    if country == "NO":
        bban = _no_account(draw)
    elif country == "SE":
        bban = draw.pick(["500", "800", "600", "300", "920", "955"]) + "0000" + draw.digits(13, True)
    elif country == "DK":
        bban = draw.pick(["3000", "2000", "9570", "1551", "5301", "7670"]) + draw.digits(10, True)
    elif country == "FI":
        stem = draw.pick(["1000", "1144", "4711", "5000", "8000", "3131"]) + draw.digits(9)
        bban = stem + _luhn(stem)
    elif country == "EE":
        bban = draw.pick(["22", "10", "17", "77", "33"]) + draw.digits(14, True)
    elif country == "LT":
        bban = draw.pick(["73000", "70440", "40100", "21400", "72900"]) + draw.digits(11, True)
    else:
        return account_us_v54(draw)
    return _iban_print(draw, iban_of(country, bban))


def dk_account_v54(draw: Draw) -> str:
    """A Danish reg. number and account number, as a Danish form prints them."""
    reg, account = draw.pick(["3409", "2100", "9570", "1551", "5301", "0400"]), draw.digits(10, True)
    return draw.pick([f"reg.nr. {reg} kontonr. {account}", f"{reg}-{account}", f"{reg} {account}", f"reg. {reg}, konto {account}"])


_NO_PLACES = [("0557", "Oslo"), ("0368", "Oslo"), ("5006", "Bergen"), ("7011", "Trondheim"), ("4006", "Stavanger"), ("9008", "Tromsø"), ("3015", "Drammen"),
              ("4611", "Kristiansand"), ("1606", "Fredrikstad"), ("2317", "Hamar")]
_NO_STREETS = ["Storgata", "Kirkeveien", "Thorvald Meyers gate", "Møllendalsveien", "Nedre Slottsgate", "Dronningens gate", "Elvegata", "Skippergata",
               "Kongens gate", "Fjellveien", "Bjørnstjerne Bjørnsons gate"]


def addr_no_v54(draw: Draw) -> str:
    code, town = draw.pick(_NO_PLACES)
    street, house = draw.pick(_NO_STREETS), f"{draw.rng.randint(1, 140)}{draw.pick(['', '', ' B', 'A', ' C'])}"
    flat = draw.pick(["", "", f", H0{draw.rng.randint(1, 4)}0{draw.rng.randint(1, 6)}"])
    return draw.pick([f"{street} {house}{flat}\n{code} {town}", f"{street} {house}{flat}, {code} {town.upper()}", f"c/o {draw.fill('last2')}, {street} {house}\n{code} {town}",
                      f"Postboks {draw.rng.randint(12, 9800)}, {code} {town}", f"{street} {house}, {code} {town}, Norge"])


def phone_no_v54(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        r = draw.pick(["4", "9"]) + _sub(draw, 7)
        return draw.pick([f"{r[:3]} {r[3:5]} {r[5:]}", f"+47 {r[:3]} {r[3:5]} {r[5:]}", r, f"+47{r}", f"0047 {r[:3]} {r[3:5]} {r[5:]}", f"{r[:2]} {r[2:4]} {r[4:6]} {r[6:]}"])
    r = draw.pick(["22", "23", "55", "73", "51", "38", "32"]) + _sub(draw, 6)
    return draw.pick([f"{r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", f"+47 {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", r])


def plate_no_v54(draw: Draw) -> str:
    v = f"{draw.pick(['EL', 'EK', 'EV', 'AB', 'DN', 'KH', 'RF', 'VH', 'ZT'])}{draw.digits(5, True)}"
    return draw.pick([f"{v[:2]} {v[2:]}", v, f"{v[:2]} {v[2:]}"])


# ---- Sweden ---------------------------------------------------------------------------------------------------------
def _pnr_parts(draw: Draw) -> tuple[str, str, str]:
    born = _birth(draw)
    while True:
        serial = draw.digits(3)
        if (int(serial[2]) % 2 == 0) == (_sex(draw) == "F"):
            break
    short = born.strftime("%y%m%d")
    check = _luhn(short + serial)
    sep = "+" if _age_at(born) >= 100 else "-"
    return born.strftime("%Y%m%d"), short + sep, serial + check


def pnr_v54(draw: Draw) -> str:
    """A Swedish personnummer: YYMMDD, "-" (or "+" from the hundredth birthday), three serial digits and the Luhn digit; or with the century."""
    long_date, short_sep, tail = _pnr_parts(draw)
    if short_sep.endswith("+"):
        return draw.pick([f"{short_sep}{tail}", f"{short_sep}{tail}", f"{long_date}-{tail}"])
    return draw.pick([f"{short_sep}{tail}", f"{long_date}-{tail}", f"{long_date}{tail}", f"{short_sep[:-1]}{tail}", f"{long_date}-{tail}"])


_SE_PLACES = [("114 55", "Stockholm"), ("113 59", "Stockholm"), ("411 19", "Göteborg"), ("211 22", "Malmö"), ("751 04", "Uppsala"), ("831 30", "Östersund"),
              ("702 10", "Örebro"), ("903 26", "Umeå"), ("582 22", "Linköping"), ("352 30", "Växjö")]
_SE_STREETS = ["Storgatan", "Kungsgatan", "Sveavägen", "Drottninggatan", "Prästgatan", "Rådhusgatan", "Kyrkogatan", "Järnvägsgatan", "Skolgatan", "Norra Långgatan"]


def addr_se_v54(draw: Draw) -> str:
    code, town = draw.pick(_SE_PLACES)
    street, house = draw.pick(_SE_STREETS), f"{draw.rng.randint(1, 90)}{draw.pick(['', '', ' A', 'B'])}"
    lgh = draw.pick(["", "", f", lgh {draw.rng.randint(11, 16)}0{draw.rng.randint(1, 4)}"])
    return draw.pick([f"{street} {house}{lgh}\n{code} {town}", f"{street} {house}{lgh}, {code} {town.upper()}", f"c/o {draw.fill('last2')}, {street} {house}\n{code} {town}",
                      f"Box {draw.rng.randint(12, 9800)}, {code} {town}", f"{street} {house}{lgh}\nSE-{code.replace(' ', '')} {town}"])


def phone_se_v54(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        pre, r = draw.pick(["70", "72", "73", "76", "79"]), _sub(draw, 7)
        return draw.pick([f"0{pre}-{r[:3]} {r[3:5]} {r[5:]}", f"+46 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"0{pre}{r}", f"+46{pre}{r}", f"0{pre} {r[:3]} {r[3:5]} {r[5:]}",
                          f"0{pre}-{r}"])
    pre, r = draw.pick([("8", 8), ("31", 6), ("40", 7), ("63", 6), ("90", 6)]), ""
    r = _sub(draw, pre[1])
    return draw.pick([f"0{pre[0]}-{r[:-4]} {r[-4:-2]} {r[-2:]}", f"+46 {pre[0]} {r}", f"0{pre[0]}-{r}"])


def plate_se_v54(draw: Draw) -> str:
    letters = draw.letters(3, "ABCDEFGHJKLMNOPRSTUWXYZ")
    tail = draw.digits(2) + draw.pick([draw.digits(1), draw.letters(1, "ABCDEFGHJKLMNPRSTUWXYZ")])
    return draw.pick([f"{letters} {tail}", f"{letters}{tail}", f"{letters} {tail}"])


# ---- Denmark --------------------------------------------------------------------------------------------------------
def _cpr_value(draw: Draw) -> str:
    born = _birth(draw)
    stem = born.strftime("%d%m%y")
    weights = (4, 3, 2, 7, 6, 5, 4, 3, 2)
    while True:
        serial = str(draw.rng.randint(0, 3)) + draw.digits(2)
        total = sum(int(ch) * w for ch, w in zip(stem + serial, weights))
        last = (-total) % 11
        if last == 10 or (last % 2 == 0) != (_sex(draw) == "F"):
            continue
        return f"{stem}{serial}{last}"


def cpr_v54(draw: Draw) -> str:
    """A Danish CPR number: DDMMYY, the century-coded serial, the check digit of the old mod 11 rule (odd for men)."""
    v = _cpr_value(draw)
    return draw.pick([f"{v[:6]}-{v[6:]}", f"{v[:6]}-{v[6:]}", v, f"{v[:6]} {v[6:]}"])


_DK_PLACES = [("8000", "Aarhus C"), ("1620", "København V"), ("2200", "København N"), ("5000", "Odense C"), ("9000", "Aalborg"), ("7100", "Vejle"),
              ("6700", "Esbjerg"), ("4000", "Roskilde"), ("8700", "Horsens"), ("3400", "Hillerød")]
_DK_STREETS = ["Nørregade", "Vesterbrogade", "Jernbanegade", "Kongensgade", "Søndergade", "Bredgade", "Skolevej", "Møllevej", "Strandvejen", "Nørrebrogade"]


def addr_dk_v54(draw: Draw) -> str:
    code, town = draw.pick(_DK_PLACES)
    street, house = draw.pick(_DK_STREETS), f"{draw.rng.randint(1, 160)}{draw.pick(['', '', 'A', 'B'])}"
    floor = draw.pick(["", "", ", st. tv.", f", {draw.rng.randint(1, 5)}. th.", f", {draw.rng.randint(1, 5)}. tv.", f", {draw.rng.randint(1, 4)}. sal"])
    return draw.pick([f"{street} {house}{floor}\n{code} {town}", f"{street} {house}{floor}, {code} {town}", f"c/o {draw.fill('last2')}\n{street} {house}\n{code} {town}",
                      f"Postboks {draw.rng.randint(12, 980)}, {code} {town}", f"{street} {house}{floor}, DK-{code} {town}"])


def phone_dk_v54(draw: Draw) -> str:
    r = draw.pick(["2", "3", "4", "5", "6", "7", "8", "9"]) + _sub(draw, 7)
    return draw.pick([f"{r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", f"+45 {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", r, f"+45 {r[:4]} {r[4:]}", f"(+45) {r}", f"{r[:4]} {r[4:]}"])


def plate_dk_v54(draw: Draw) -> str:
    v = f"{draw.letters(2, 'ABCDEFGHJKLMNOPRSTUVXYZ')}{draw.digits(5, True)}"
    return draw.pick([f"{v[:2]} {v[2:4]} {v[4:]}", v, f"{v[:2]} {v[2:4]} {v[4:]}"])


def dankort_v54(draw: Draw) -> str:
    """A Dankort (5019) or a Visa/Dankort (4571) number, sixteen digits with Luhn."""
    body = draw.pick(["5019", "4571"]) + draw.digits(11)
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v])


# ---- Finland --------------------------------------------------------------------------------------------------------
_HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_v54(draw: Draw) -> str:
    """A Finnish henkilötunnus: DDMMYY, the century sign (-, or since 2023 Y X W V U; + before 1900), the individual number, the mod 31 check character."""
    born = _birth(draw)
    stem = born.strftime("%d%m%y")
    while True:
        ind = draw.rng.randint(2, 899)
        if (ind % 2 == 0) == (_sex(draw) == "F"):
            break
    check = _HETU_CHARS[int(f"{stem}{ind:03d}") % 31]
    sign = "+" if born.year < 1900 else draw.pick(["-", "-", "-", "-", "Y", "X"]) if born.year < 2000 else draw.pick(["A", "B"])
    return f"{stem}{sign}{ind:03d}{check}"


_FI_PLACES = [("00100", "Helsinki"), ("00530", "Helsinki"), ("33100", "Tampere"), ("20100", "Turku"), ("70100", "Kuopio"), ("90100", "Oulu"), ("40100", "Jyväskylä"),
              ("15110", "Lahti"), ("80100", "Joensuu"), ("65100", "Vaasa")]
_FI_STREETS = ["Mannerheimintie", "Hämeenkatu", "Kauppakatu", "Puijonkatu", "Isokatu", "Aleksanterinkatu", "Koulukatu", "Rantakatu", "Kirkkokatu", "Satamakatu"]


def addr_fi_v54(draw: Draw) -> str:
    code, town = draw.pick(_FI_PLACES)
    street, house = draw.pick(_FI_STREETS), draw.rng.randint(1, 80)
    stair = draw.pick(["", "", f" {draw.letters(1, 'ABC')} {draw.rng.randint(1, 40)}", f" as {draw.rng.randint(1, 30)}"])
    return draw.pick([f"{street} {house}{stair}\n{code} {town}", f"{street} {house}{stair}, {code} {town.upper()}", f"c/o {draw.fill('last2')}, {street} {house}\n{code} {town}",
                      f"PL {draw.rng.randint(10, 900)}, {code} {town}", f"{street} {house}{stair}, FI-{code} {town}"])


def phone_fi_v54(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        pre, r = draw.pick(["40", "41", "44", "45", "50", "46"]), _sub(draw, 7)
        return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+358 {pre} {r[:3]} {r[3:]}", f"0{pre}-{r[:3]} {r[3:]}", f"0{pre}{r}", f"+358{pre}{r}", f"0{pre} {r}"])
    pre, r = draw.pick(["9", "2", "3", "17", "8"]), _sub(draw, 7 if draw.rng.random() < 0.5 else 6)
    return draw.pick([f"0{pre} {r[:-3]} {r[-3:]}", f"+358 {pre} {r}", f"(0{pre}) {r}"])


def plate_fi_v54(draw: Draw) -> str:
    v = f"{draw.letters(3, 'ABCDEFGHIJKLMNOPRSTUVXYZ')}-{draw.rng.randint(1, 999)}"
    return draw.pick([v, v, v.replace("-", " ")])


# ---- Estonia and Lithuania (the same check-digit rule) --------------------------------------------------------------
def _baltic_check(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1))) % 11
    if total == 10:
        total = sum(int(ch) * w for ch, w in zip(body, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3))) % 11
        total = 0 if total == 10 else total
    return str(total)


def _baltic_code(draw: Draw) -> str:
    born = _birth(draw)
    century = {18: 1, 19: 3, 20: 5}[born.year // 100]
    first = century + (1 if _sex(draw) == "F" else 0)
    body = f"{first}{born.strftime('%y%m%d')}{draw.digits(3)}"
    return body + _baltic_check(body)


def isikukood_v54(draw: Draw) -> str:
    """An Estonian isikukood: sex and century, YYMMDD, serial, the check digit (weights 1-9,1, then 3-9,1-3)."""
    return _baltic_code(draw)


def asmens_kodas_v54(draw: Draw) -> str:
    """A Lithuanian asmens kodas (the same structure and check-digit rule)."""
    v = _baltic_code(draw)
    return draw.pick([v, v, v, f"{v[:1]} {v[1:7]} {v[7:]}"])


_EE_PLACES = [("10115", "Tallinn"), ("10145", "Tallinn"), ("51007", "Tartu"), ("80010", "Pärnu"), ("20308", "Narva"), ("41531", "Jõhvi"), ("71020", "Viljandi")]
_EE_STREETS = ["Tartu mnt", "Pärnu mnt", "Narva mnt", "Rüütli", "Riia", "Kalevi", "Lossi", "Pikk", "Jakobi", "Vabaduse pst"]


def addr_ee_v54(draw: Draw) -> str:
    code, town = draw.pick(_EE_PLACES)
    street, house, flat = draw.pick(_EE_STREETS), draw.rng.randint(1, 120), draw.rng.randint(1, 60)
    return draw.pick([f"{street} {house}-{flat}, {code} {town}", f"{street} {house}-{flat}\n{code} {town}\nEesti", f"{street} tn {house} korter {flat}, {town} {code}",
                      f"{street} {house}-{flat}, {town}, {code} Harju maakond" if town == "Tallinn" else f"{street} {house}-{flat}, {town} {code}"])


def phone_ee_v54(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        r = "5" + _sub(draw, 7)
        return draw.pick([f"{r[:4]} {r[4:]}", f"+372 {r[:4]} {r[4:]}", r, f"+372{r}", f"{r[:3]} {r[3:]}"])
    r = draw.pick(["6", "7", "4"]) + _sub(draw, 6)
    return draw.pick([f"{r[:3]} {r[3:]}", f"+372 {r[:3]} {r[3:]}", r])


def plate_ee_v54(draw: Draw) -> str:
    v = f"{draw.digits(3, True)} {draw.letters(3, 'ABCDEFGHJKLMNPRSTUVXYZ')}"
    return draw.pick([v, v.replace(' ', ''), v])


_LT_PLACES = [("01103", "Vilnius"), ("08105", "Vilnius"), ("44309", "Kaunas"), ("91213", "Klaipėda"), ("76285", "Šiauliai"), ("35173", "Panevėžys"), ("62125", "Alytus")]
_LT_STREETS = ["Gedimino pr.", "Laisvės al.", "Taikos pr.", "Savanorių pr.", "Vilniaus g.", "Tilžės g.", "Pylimo g.", "Kauno g.", "Žalgirio g.", "Ąžuolyno g."]


def addr_lt_v54(draw: Draw) -> str:
    code, town = draw.pick(_LT_PLACES)
    street, house, flat = draw.pick(_LT_STREETS), draw.rng.randint(1, 140), draw.rng.randint(1, 90)
    return draw.pick([f"{street} {house}-{flat}, LT-{code} {town}", f"{street} {house}-{flat}\nLT-{code} {town}", f"{street} {house}-{flat}, {town} {code}",
                      f"{town}, {street} {house}-{flat}, LT-{code}"])


def phone_lt_v54(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        r = "6" + _sub(draw, 7)
        return draw.pick([f"8 {r[:3]} {r[3:]}", f"+370 {r[:3]} {r[3:]}", f"8{r}", f"+370{r}", f"(8 {r[:3]}) {r[3:]}", f"+370 {r[:3]} {r[3:5]} {r[5:]}"])
    pre, r = draw.pick(["5", "37", "46"]), _sub(draw, 7 if draw.rng.random() < 0.3 else 6)
    return draw.pick([f"8 {pre} {r}", f"+370 {pre} {r}", f"(8 {pre}) {r}"])


def plate_lt_v54(draw: Draw) -> str:
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVZ')} {draw.digits(3)}"
    return draw.pick([v, v.replace(' ', ''), v])


# ---- by country; cards, e-mail, IP, URLs -----------------------------------------------------------------------------
_BY_COUNTRY_ADDR = {"NO": addr_no_v54, "SE": addr_se_v54, "DK": addr_dk_v54, "FI": addr_fi_v54, "EE": addr_ee_v54, "LT": addr_lt_v54}
_BY_COUNTRY_PHONE = {"NO": phone_no_v54, "SE": phone_se_v54, "DK": phone_dk_v54, "FI": phone_fi_v54, "EE": phone_ee_v54, "LT": phone_lt_v54}
_BY_COUNTRY_PLATE = {"NO": plate_no_v54, "SE": plate_se_v54, "DK": plate_dk_v54, "FI": plate_fi_v54, "EE": plate_ee_v54, "LT": plate_lt_v54}


def addr_v54(draw: Draw) -> str:
    """A home address in the layout of the text's country."""
    return _BY_COUNTRY_ADDR.get(_country(draw), addr_ct_v54)(draw)


def phone_v54(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return _BY_COUNTRY_PHONE.get(_country(draw), phone_ct_v54)(draw)


def plate_v54(draw: Draw) -> str:
    return _BY_COUNTRY_PLATE.get(_country(draw), plate_ct_v54)(draw)


def visa_v54(draw: Draw) -> str:
    body = "4" + draw.digits(14)
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def mastercard_v54(draw: Draw) -> str:
    body = draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))])
    body += draw.digits(15 - len(body))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def card_v54(draw: Draw) -> str:
    """A Visa or Mastercard number (Dankort too in a Danish text)."""
    if _country(draw) == "DK" and draw.rng.random() < 0.6:
        return dankort_v54(draw)
    return visa_v54(draw) if draw.rng.random() < 0.5 else mastercard_v54(draw)


_EMAIL_DOMAINS = {"US": ["gmail.com", "yahoo.com", "comcast.net", "sbcglobal.net", "aol.com", "outlook.com"], "NO": ["online.no", "gmail.com", "hotmail.no", "live.no"],
                  "SE": ["telia.com", "gmail.com", "hotmail.se", "outlook.com", "bredband.net"], "DK": ["mail.dk", "gmail.com", "live.dk", "hotmail.dk"],
                  "FI": ["gmail.com", "luukku.com", "outlook.com", "elisanet.fi"], "EE": ["mail.ee", "gmail.com", "hot.ee"], "LT": ["gmail.com", "inbox.lt", "one.lt"]}
_FOLD = str.maketrans({"ø": "o", "å": "a", "æ": "ae", "ä": "a", "ö": "o", "ü": "u", "õ": "o", "š": "s", "ž": "z", "č": "c", "ė": "e", "ū": "u", "ų": "u", "į": "i",
                       "ą": "a", "ę": "e", "é": "e", "-": "", " ": "", "'": ""})


def _latin(name: str) -> str:
    return (blind2.fold_ascii(name.lower().translate(_FOLD)) or "x")


def _local(draw: Draw, suffix: str = "") -> str:
    first, last = _latin(draw.fill("first" + suffix)), _latin(draw.fill("last" + suffix))
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                      f"{first}.{last}{draw.rng.randint(40, 75)}"])


def _email(draw: Draw, suffix: str, obfuscate: bool) -> str:
    country = _country(draw)
    local, domain = _local(draw, suffix), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.08:
        at, dot = {"NO": ("krøllalfa", "punktum"), "SE": ("snabel-a", "punkt"), "DK": ("snabel-a", "punktum"), "FI": ("ät", "piste")}.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.15:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.2:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v54(draw: Draw) -> str:
    """The person's own address; now and then written against scrapers."""
    return _email(draw, "", True)


def email2_v54(draw: Draw) -> str:
    """The next of kin's address (the text's second person)."""
    return _email(draw, "2", True)


def email_plain_v54(draw: Draw) -> str:
    return _email(draw, "", False)


_IP4 = {"US": [(73, 0, 255), (68, 192, 199), (24, 128, 151), (71, 232, 239)], "NO": [(84, 208, 215), (88, 88, 95)], "SE": [(78, 64, 79), (90, 224, 239)],
        "DK": [(87, 48, 63), (93, 160, 167)], "FI": [(84, 248, 251), (91, 152, 159)], "EE": [(90, 190, 191), (84, 50, 50)], "LT": [(78, 56, 63), (88, 118, 119)]}
_IP6 = {"US": "2601:18c", "NO": "2a01:79c", "SE": "2001:2043", "DK": "2a05:f6c7", "FI": "2001:14ba", "EE": "2001:7d0", "LT": "2a02:4780"}


def ip_v54(draw: Draw) -> str:
    """A public address of a home connection in the text's country (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first, low, high = draw.pick(_IP4[country])
    return f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    return f"{_latin(draw.fill('first' + suffix))}{sep}{_latin(draw.fill('last' + suffix))}"


def url_v54(draw: Draw) -> str:
    """A page about the person: an obituary, a memorial page, a fundraiser, a care journal."""
    country = _country(draw)
    if country == "US":
        return draw.pick([f"https://www.legacy.com/us/obituaries/theday/name/{_slug(draw)}-obituary?id={draw.digits(8, True)}",
                          f"https://www.caringbridge.org/site/{_slug(draw, '')}", f"https://www.gofundme.com/f/{_slug(draw)}-hospice-and-funeral-costs",
                          f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}"])
    site = {"NO": "https://www.minnesider.no/", "SE": "https://www.minnessidor.se/", "DK": "https://www.mindesider.dk/", "FI": "https://www.muistosivut.fi/",
            "EE": "https://www.leinakuulutused.ee/", "LT": "https://www.atminimas.lt/"}[country]
    return draw.pick([f"{site}{_slug(draw)}-{draw.digits(5, True)}", f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}", f"{site}{_slug(draw)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v54": dob_v54, "dob_us_v54": dob_us_v54, "dob_iso_v54": dob_iso_v54, "dob_compact_v54": dob_compact_v54, "dod_v54": dod_v54, "dod_us_v54": dod_us_v54,
    "dod_iso_v54": dod_iso_v54, "dod_hl7_v54": dod_hl7_v54, "age_v54": age_v54, "ssn_v54": ssn_v54, "ssn_plain_v54": ssn_plain_v54, "mbi_v54": mbi_v54,
    "mbi_plain_v54": mbi_plain_v54, "member_v54": member_v54, "mrn_v54": mrn_v54, "mrn_plain_v54": mrn_plain_v54, "dme_account_v54": dme_account_v54,
    "addr_ct_v54": addr_ct_v54, "phone_ct_v54": phone_ct_v54, "addr_hl7_v54": addr_hl7_v54, "addr_fhir_v54": addr_fhir_v54, "addr_x12_v54": addr_x12_v54,
    "zip_v54": zip_v54, "phone_e164_v54": phone_e164_v54, "phone_hl7_v54": phone_hl7_v54, "phone_x12_v54": phone_x12_v54, "account_us_v54": account_us_v54,
    "plate_ct_v54": plate_ct_v54, "vin_v54": vin_v54, "fnr_v54": fnr_v54, "no_account_v54": no_account_v54, "iban_v54": iban_v54, "dk_account_v54": dk_account_v54,
    "pnr_v54": pnr_v54, "cpr_v54": cpr_v54, "dankort_v54": dankort_v54, "hetu_v54": hetu_v54, "isikukood_v54": isikukood_v54, "asmens_kodas_v54": asmens_kodas_v54,
    "addr_v54": addr_v54, "phone_v54": phone_v54, "plate_v54": plate_v54, "visa_v54": visa_v54, "mastercard_v54": mastercard_v54, "card_v54": card_v54,
    "email_v54": email_v54, "email2_v54": email2_v54, "email_plain_v54": email_plain_v54, "ip_v54": ip_v54, "url_v54": url_v54,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_OWN_STAFF = {
    "own_md": "Dr. Philippa Okafor-Brandt, MD", "own_md_backup": "Dr. Ansel Kovacs-Iweala, MD", "own_don": "Theodora Vasquez-Lindahl, RN",
    "own_rn": "Marcus Achebe-Sorensen, RN", "own_chpn": "Ingrid Haverford-Nakamura, RN, CHPN", "own_chaplain": "Rev. Solomon Delacroix-Petit",
    "own_bereave": "Beatrix Olumide-Carver, LCSW", "own_rrt": "Cornelius Waverly-Ndiaye, RRT", "own_trainer": "Felicity Marchetti-Osei",
    "own_driver": "Horatio Blessing-Tamura", "own_sched": "Winifred Abernathy-Cho",
    "own_no": "sykepleier Torunn Aasgaard-Lie", "own_se": "sjuksköterska Majvor Sandqvist-Ek", "own_dk": "sygeplejerske Lone Brinch-Kjær",
    "own_fi": "sairaanhoitaja Riikka Hyvärinen-Laakso", "own_ee": "õde Kadri Põldmaa-Tamm", "own_lt": "slaugytoja Rūta Jankauskaitė-Vaitkė",
}
_ROTA_RNS = ["Marcus Achebe-Sorensen, RN", "Ingrid Haverford-Nakamura, RN, CHPN", "Theodora Vasquez-Lindahl, RN", "Delphine Osterhout-Mbeki, RN",
             "Ignatius Farrow-Quintero, RN"]
_ROTA_MDS = ["Dr. Philippa Okafor-Brandt", "Dr. Ansel Kovacs-Iweala", "Dr. Leopoldine Hartwell-Asante (NP)"]
_ROTA_SUPPORT = ["Rev. Solomon Delacroix-Petit (chaplain)", "Beatrix Olumide-Carver, LCSW", "Octavian Pruitt-Adeyemi, MSW"]


def _area_row(d: Draw) -> str:
    town, zip_code = d.pick(_CT_TOWNS)
    return f"{town} | {zip_code} | {d.pick(['Mon-Fri', 'Mon-Sat', '7 days', 'Mon-Fri'])} | zone {d.pick(['A', 'A', 'B', 'C'])} | teams: {d.rng.randint(1, 4)}"


_RATES = [("Skilled nursing (RN)", "G0299", 152, 196), ("Skilled nursing (LPN)", "G0300", 118, 150), ("Physical therapy", "G0151", 165, 205),
          ("Occupational therapy", "G0152", 168, 210), ("Speech-language pathology", "G0153", 175, 215), ("Medical social services", "G0155", 210, 260),
          ("Home health aide", "G0156", 62, 84), ("PT assistant", "G0157", 128, 160), ("OT assistant", "G0158", 130, 162)]


def _rate_row(d: Draw) -> str:
    name, code, low, high = d.pick(_RATES)
    rate = d.rng.randint(low, high)
    return f"{name} | {code} | ${rate}.00 | ${rate // 4 + d.rng.randint(0, 9)}.{d.pick(['00', '50'])} | {d.pick(['private pay', 'Medicaid waiver', 'private pay', 'VA CCN'])}"


def _rate_csv_row(d: Draw) -> str:
    name, code, low, high = d.pick(_RATES)
    return f"\"{name}\",{code},{d.rng.randint(low, high)}.00,{d.rng.randint(30, 75)},{d.pick(['2026-01-01', '2026-03-01', '2025-10-01'])}"


def _area_json_row(d: Draw) -> str:
    town, zip_code = d.pick(_CT_TOWNS)
    extra = d.pick(['', ', "OT"', ', "HHA", "MSW"'])
    zone = d.pick(['A', 'B', 'C'])
    return f"{{\"town\": \"{town}\", \"zip\": \"{zip_code}\", \"zone\": \"{zone}\", \"disciplines\": [\"RN\", \"PT\"{extra}]}}"


_NO_RATES = ["Hjemmesykepleie | gratis | vedtak etter helse- og omsorgstjenesteloven", "Praktisk bistand (hjemmehjelp), per time | {kr} | inntektsgradert",
             "Trygghetsalarm, per måned | 320 kr | fast sats", "Matombringing, per porsjon | 118 kr | fast sats", "Korttidsopphold, per døgn | 205 kr | fra dag 1",
             "Dagsenter, per dag | 150 kr | inkludert middag", "Hjelpemidler fra NAV | gratis | utlån"]
_SE_RATES = ["Hemtjänst, per timme | 385 kr | maxtaxa 2 540 kr/månad", "Trygghetslarm, per månad | 290 kr | ingår i maxtaxan", "Matdistribution, per portion | 79 kr | utöver maxtaxan",
             "Hemsjukvård, hembesök | 120 kr | högkostnadsskydd gäller", "Korttidsboende, per dygn | 95 kr | plus matkostnad", "Hjälpmedel | 0 kr | förskrivs av arbetsterapeut"]


def _census_row(d: Draw) -> str:
    month = d.pick(blind.MONTHS)
    adc = d.rng.randint(38, 96)
    return f"{month} | {adc} | {d.rng.randint(14, 48)} | {d.rng.randint(1, 8)} | {d.rng.randint(10, 44)} | {d.rng.randint(12, 38)} days"


def _census_csv_row(d: Draw) -> str:
    return (f"{d.pick(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'])},{d.pick(['home', 'assisted living', 'nursing facility', 'hospice house'])},"
            f"{d.rng.randint(4, 60)},{d.rng.randint(2, 30)},{d.rng.randint(0, 6)},{d.rng.randint(1, 25)},{d.rng.randint(8, 60)}")


_DX_GROUPS = ["Cancer", "Dementia", "Heart disease", "Lung disease (COPD)", "Stroke", "Kidney disease", "ALS and other neurological", "Liver disease"]


def _dx_row(d: Draw) -> str:
    return f"{d.pick(_DX_GROUPS)} | {d.rng.randint(3, 41)}% | median {d.rng.randint(9, 70)} days"


def _rota_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    hours = "24 h (weekend)" if day.weekday() >= 5 else d.pick(["17:00-08:00", "08:00-17:00"])
    return f"{day.strftime('%a %b %d')} | {hours} | {d.pick(_ROTA_RNS)} | {d.pick(_ROTA_MDS)} | {d.pick(_ROTA_SUPPORT)}"


def _rota_ics(d: Draw) -> str:
    day = d.date_between(2026, 2026).strftime("%Y%m%d")
    return (f"BEGIN:VEVENT\nUID:shp-oncall-{day}-{d.digits(4)}\nDTSTART;VALUE=DATE:{day}\nSUMMARY:On call: {d.pick(_ROTA_RNS)}\n"
            f"DESCRIPTION:Physician backup {d.pick(_ROTA_MDS)}. Calls reach the nurse through the answering service.\nEND:VEVENT")


_FI_ROTA = ["Riikka Hyvärinen-Laakso (sh)", "Jouni Kettunen-Aalto (sh)", "Satu Lindroos-Heikkilä (lh)", "Antti Vartiainen-Berg (sh)"]


def _fi_rota_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day}.{day.month}. | {d.pick(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'])} | {d.pick(['klo 15-22', 'klo 22-7', 'klo 7-15'])} | {d.pick(_FI_ROTA)} | päivystävä lääkäri: LL Mikaela Wärn-Saarinen"


_DME = [("Semi-electric hospital bed, full rails", "HB-2280S", "E0260", 1450, 135), ("Alternating pressure mattress, 8 in.", "APM-8000", "E0277", 1890, 210),
        ("Oxygen concentrator, 5 L/min", "OC-5LX", "E1390", 1295, 175), ("Portable oxygen concentrator", "POC-230", "E1392", 2450, 62),
        ("Standard wheelchair, 18 in.", "WC-18S", "K0001", 325, 42), ("Lightweight wheelchair", "WC-16L", "K0003", 590, 68), ("Rollator, 4 wheels, seat", "RL-480", "E0143", 145, 18),
        ("Patient lift, hydraulic", "PL-400H", "E0630", 980, 95), ("Bedside commode, drop arm", "BC-DA2", "E0165", 165, 21), ("Shower chair with back", "SC-200B", "E0240", 79, 0),
        ("Nebulizer compressor", "NB-90C", "E0570", 95, 16), ("CPAP device", "CP-2200", "E0601", 890, 78), ("Suction pump, portable", "SP-7P", "E0600", 460, 55),
        ("Trapeze bar, freestanding", "TB-300", "E0940", 260, 32), ("Overbed table", "OT-100", "E0274", 135, 0)]


def _dme_row(d: Draw) -> str:
    item, model, hcpcs, buy, rent = d.pick(_DME)
    rental = f"${rent}.00/mo" if rent else "purchase only"
    return f"{item} | {model} | {hcpcs} | ${buy}.00 | {rental} | {d.pick(['in stock', 'in stock', '2-3 days', 'drop-ship'])}"


def _dme_csv_row(d: Draw) -> str:
    item, model, hcpcs, buy, rent = d.pick(_DME)
    return f"{model},\"{item}\",{hcpcs},{buy}.00,{rent}.00,{d.pick(['RR', 'NU', 'RR', 'NU'])},v{d.rng.randint(1, 4)}.{d.rng.randint(0, 9)}"


def _dme_xml_row(d: Draw) -> str:
    item, model, hcpcs, buy, rent = d.pick(_DME)
    return f"  <Product model=\"{model}\" hcpcs=\"{hcpcs}\" description=\"{item}\" purchase=\"{buy}.00\" monthlyRental=\"{rent}.00\" warrantyYears=\"{d.rng.randint(1, 5)}\"/>"


def _dme_832_row(d: Draw) -> str:
    item, model, hcpcs, buy, rent = d.pick(_DME)
    return f"LIN*{d.rng.randint(1, 99)}*VP*{model}*HC*{hcpcs}~\nPID*F****{item.upper()}~\nCTP**RES*{buy}.00~\nCTP**RTL*{rent}.00*1*MO~"


_SE_DME = ["Elektrisk vårdsäng, fyrdelad | VS-4E | 24 500 kr | 690 kr/mån", "Rollator med sits | RL-480 | 2 190 kr | 120 kr/mån", "Lyftsele, storlek M | LS-M | 1 850 kr | –",
           "Duschstol med ryggstöd | DS-200 | 1 290 kr | –", "Syrgaskoncentrator 5 l/min | OC-5LX | 19 900 kr | 1 450 kr/mån", "Toalettförhöjning 10 cm | TF-10 | 495 kr | –",
           "Tryckavlastande madrass | APM-8000 | 21 000 kr | 980 kr/mån", "Rullstol, standard | WC-18S | 5 400 kr | 350 kr/mån"]


def _o2_row(d: Draw) -> str:
    return (f"OC-5LX S/N {d.pick(['EV3', 'EV4', 'OCX'])}{d.digits(7, True)} | {d.rng.randint(1200, 31000)} h | filter {d.pick(['replaced', 'cleaned', 'replaced'])} | "
            f"O2 {d.rng.randint(900, 960) / 10:.1f}% at 5 L | {d.pick(['pass', 'pass', 'pass', 'sieve beds due'])} | next PM {d.pick(['Apr', 'May', 'Jun', 'Jul'])} 2026 | {d.pick(['C. Waverly-Ndiaye, RRT', 'H. Blessing-Tamura'])}")


def _o2_csv_row(d: Draw) -> str:
    return (f"{d.pick(['EV3', 'EV4', 'OCX'])}{d.digits(7, True)},OC-5LX,{d.rng.randint(1200, 31000)},{d.rng.randint(900, 960) / 10:.1f},{d.pick(['PASS', 'PASS', 'FAIL'])},"
            f"{d.date_between(2025, 2026).isoformat()},NHME-ASSET-{d.digits(4, True)}")


def _o2_json_row(d: Draw) -> str:
    return (f"{{\"serial\": \"{d.pick(['POC', 'EV4'])}{d.digits(7, True)}\", \"model\": \"{d.pick(['POC-230', 'OC-5LX'])}\", \"hours\": {d.rng.randint(200, 24000)}, "
            f"\"purityPct\": {d.rng.randint(880, 960) / 10:.1f}, \"batteryCycles\": {d.rng.randint(0, 600)}, \"status\": \"{d.pick(['in service', 'in service', 'returned', 'repair'])}\"}}")


def _o2_et_row(d: Draw) -> str:
    return f"{d.pick(['OC-5LX', 'POC-230'])} | sn {d.pick(['EV3', 'POC'])}{d.digits(7, True)} | {d.rng.randint(1200, 30000)} h | O2 {d.rng.randint(900, 960) / 10:.1f}% | {d.pick(['korras', 'korras', 'filter vahetatud', 'hooldusse'])}"


_NPWT = [("NPWT pump stationary (per day)", "E2402", 48, 72), ("NPWT pump portable (per day)", "E2402", 55, 85), ("Dressing set small/medium (each)", "A6550", 28, 46),
         ("Dressing set large (each)", "A6550", 36, 58), ("Canister set 300 mL (each)", "A7000", 22, 39), ("Canister set 500 mL (each)", "A7000", 26, 44),
         ("Delivery and setup, first visit", "—", 45, 95), ("Weekly pump check by RN", "—", 60, 120)]


def _npwt_row(d: Draw) -> str:
    name, code, low, high = d.pick(_NPWT)
    return f"{name} | {code} | ${d.rng.randint(low, high)}.{d.pick(['00', '50', '95'])} | {d.pick(['Medicare allowable', 'self-pay', 'plan contracted'])}"


def _npwt_csv_row(d: Draw) -> str:
    name, code, low, high = d.pick(_NPWT)
    return f"\"{name}\",{code},{d.rng.randint(low, high)}.00,{d.pick(['day', 'each', 'visit'])},{d.pick(['KX', 'NU', 'RR', ''])}"


_LT_NPWT = ["Neigiamo slėgio žaizdų gydymo aparatas, para | 24 €", "Tvarsčių rinkinys (mažas) | 21 €", "Tvarsčių rinkinys (didelis) | 29 €", "Talpa 300 ml | 14 €",
            "Pristatymas ir įrengimas | 35 €", "Slaugytojos vizitas į namus | 30 €"]
_CLASSES = ["Safe transfers and body mechanics", "Caring for someone with dementia", "Medication safety at home", "Oxygen safety and tank storage",
            "Preventing pressure injuries", "Feeding and swallowing precautions", "Hand hygiene and infection control", "Recognizing the last weeks of life",
            "Self-care for family caregivers", "Using a Hoyer lift"]


def _class_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.strftime('%b %d')} ({day.strftime('%a')}) | {d.pick(['10:00-12:00', '13:00-15:30', '18:00-20:00'])} | {d.pick(_CLASSES)} | {d.pick(['Norwich classroom', 'Zoom', 'Jewett City hospice house'])} | ${d.pick(['0', '0', '25', '40'])}"


def _class_ics(d: Draw) -> str:
    day = d.date_between(2026, 2026).strftime("%Y%m%d")
    start = d.rng.randint(9, 18)
    return (f"BEGIN:VEVENT\nUID:mrca-class-{day}-{d.digits(3)}\nDTSTART:{day}T{start:02d}0000\nDTEND:{day}T{start + 2:02d}0000\n"
            f"SUMMARY:{d.pick(_CLASSES)}\nLOCATION:{ACADEMY_NAME}, Norwich\nEND:VEVENT")


_NO_CLASSES = ["Forflytningsteknikk for pårørende", "Demens – kommunikasjon i hverdagen", "Trygg legemiddelhåndtering", "Oksygen i hjemmet", "Forebygging av trykksår",
               "Ernæring ved alvorlig sykdom", "Pårørendeskole: å ta vare på seg selv"]


def _no_class_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day}. {MONTHS_V54['nb'][day.month - 1]} | kl. {d.pick(['10.00–12.00', '18.00–20.00', '13.00–15.00'])} | {d.pick(_NO_CLASSES)} | {d.pick(['Kristiansand', 'digitalt', 'Vennesla'])}"


_GROUPS = ["Loss of a spouse or partner", "Adult children who lost a parent", "Men's grief breakfast", "Grief after a long illness", "Young widows and widowers",
           "Walking group for the bereaved", "Holidays without them (seasonal)", "Grief and dementia caregiving"]


def _group_row(d: Draw) -> str:
    return (f"{d.pick(['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'first Saturday'])} | {d.pick(['10:00-11:30', '18:00-19:30', '13:00-14:30'])} | {d.pick(_GROUPS)} | "
            f"{d.pick(['hospice house, Jewett City', 'Norwich library, Room B', 'Zoom', 'Mystic community center'])} | {d.pick(['Beatrix Olumide-Carver, LCSW', 'Rev. Solomon Delacroix-Petit', 'Octavian Pruitt-Adeyemi, MSW'])}")


_DA_GROUPS = ["Sorggruppe for efterladte ægtefæller", "Sorggruppe for voksne børn", "Gå-gruppe i Nørreskoven", "Mænd i sorg", "Sorgcafé"]
_SV_GROUPS = ["Sorggrupp för dig som mist din partner", "Samtalsgrupp för vuxna barn", "Promenadgrupp", "Sorgcafé på biblioteket", "Minnesstund"]
_FI_GROUPS = ["Sururyhmä puolisonsa menettäneille", "Vertaisryhmä aikuisille lapsille", "Surukahvila", "Kävelyryhmä", "Muistohetki"]


def _lang_group(groups: list[str], days: list[str], times: list[str]) -> Callable[[Draw], str]:
    return lambda d: f"{d.pick(days)} | {d.pick(times)} | {d.pick(groups)}"


_MEDS_MASTER = ["morphine sulfate oral solution 20 mg/mL", "lorazepam 0.5 mg tablets", "haloperidol 5 mg/mL injection", "glycopyrrolate 0.2 mg/mL", "senna-docusate 8.6/50 mg",
                "ondansetron 4 mg ODT", "atropine 1% ophthalmic drops", "oxycodone 5 mg tablets", "dexamethasone 4 mg tablets"]


def _ekit_row(d: Draw) -> str:
    return f"{d.pick(_MEDS_MASTER)} | NDC {d.digits(5)}-{d.digits(4)}-{d.digits(2)} | qty {d.rng.randint(1, 30)} | {d.pick(['comfort kit', 'comfort kit', 'ad hoc'])}"


def _volume_csv_row(d: Draw) -> str:
    return (f"{d.pick(['2026-W02', '2026-W03', '2026-W04', '2026-W05', '2026-W06', '2026-W07'])},{d.pick(['RN', 'LPN', 'PT', 'OT', 'SLP', 'MSW', 'HHA'])},"
            f"{d.rng.randint(20, 640)},{d.rng.randint(0, 25)},{d.rng.randint(28, 75)}")


def _stf_row(d: Draw) -> str:
    name = d.pick(["OKAFOR-BRANDT^PHILIPPA^^^DR^MD", "KOVACS-IWEALA^ANSEL^^^DR^MD", "VASQUEZ-LINDAHL^THEODORA^^^^RN", "ACHEBE-SORENSEN^MARCUS^^^^RN",
                   "HAVERFORD-NAKAMURA^INGRID^^^^RN", "WAVERLY-NDIAYE^CORNELIUS^^^^RRT"])
    code = d.digits(5, True)
    return f"MFE|MAD|{d.fill('ctrl')}{code[:2]}||{code}^^QVH\nSTF|{code}^^QVH|{code}|{name}|||||A|{d.pick(['NUR', 'MED', 'RT'])}||(860)555-0141^WPN^PH"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised, a session) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "nb":
            return f"{dd}. {MONTHS_V54['nb'][m - 1]} {y}"
        if lang == "sv":
            return f"{dd} {MONTHS_V54['sv'][m - 1]} {y}"
        if lang == "da":
            return f"d. {dd}. {MONTHS_V54['da'][m - 1]} {y}"
        if lang == "fi":
            return f"{dd}. {MONTHS_V54['fi'][m - 1]} {y}"
        if lang == "et":
            return f"{dd}. {MONTHS_V54['et'][m - 1]} {y}"
        if lang == "lt":
            return f"{y} m. {MONTHS_V54['lt'][m - 1]} {dd} d."
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


def _dx(d: Draw) -> str:
    return d.pick(["I50.32 chronic diastolic heart failure", "J44.1 COPD with exacerbation", "L89.153 pressure ulcer of sacral region, stage 3", "E11.621 type 2 diabetes with foot ulcer",
                   "G30.1 Alzheimer's disease, late onset", "I63.9 cerebral infarction, aftercare", "S72.001D fracture of femoral neck, subsequent encounter", "C34.90 lung cancer"])


_OWN = {
    "agency": AGENCY_NAME, "agency_upper": AGENCY_NAME.upper(), "hospice": HOSPICE_NAME, "dme_own": DME_NAME, "academy": ACADEMY_NAME, "plan_own": PLAN_NAME,
    "no_partner": NO_PARTNER, "se_partner": SE_PARTNER, "dk_partner": DK_PARTNER, "fi_partner": FI_PARTNER, "ee_partner": EE_PARTNER, "lt_partner": LT_PARTNER,
    "agency_phone": ORGANISATION_CONTACTS[0], "agency_fax": ORGANISATION_CONTACTS[1], "agency_addr": ORGANISATION_CONTACTS[2], "agency_email": ORGANISATION_CONTACTS[3],
    "agency_web": ORGANISATION_CONTACTS[4], "hospice_phone": ORGANISATION_CONTACTS[5], "grief_phone": ORGANISATION_CONTACTS[6], "hospice_addr": ORGANISATION_CONTACTS[7],
    "hospice_email": ORGANISATION_CONTACTS[8], "grief_email": ORGANISATION_CONTACTS[9], "hospice_web": ORGANISATION_CONTACTS[10], "dme_phone": ORGANISATION_CONTACTS[11],
    "dme_email": ORGANISATION_CONTACTS[12], "dme_web": ORGANISATION_CONTACTS[13], "o2_phone": ORGANISATION_CONTACTS[14], "academy_phone": ORGANISATION_CONTACTS[15],
    "academy_email": ORGANISATION_CONTACTS[16], "plan_phone": ORGANISATION_CONTACTS[17], "plan_email": ORGANISATION_CONTACTS[18], "plan_web": ORGANISATION_CONTACTS[19],
    "agency_box": ORGANISATION_CONTACTS[20], "agency_billing": ORGANISATION_CONTACTS[21],
    "no_phone": ORGANISATION_CONTACTS[22], "no_email": ORGANISATION_CONTACTS[23], "se_phone": ORGANISATION_CONTACTS[24], "se_email": ORGANISATION_CONTACTS[25],
    "dk_phone": ORGANISATION_CONTACTS[26], "dk_email": ORGANISATION_CONTACTS[27], "fi_phone": ORGANISATION_CONTACTS[28], "fi_email": ORGANISATION_CONTACTS[29],
    "ee_phone": ORGANISATION_CONTACTS[30], "ee_email": ORGANISATION_CONTACTS[31], "lt_phone": ORGANISATION_CONTACTS[32], "lt_email": ORGANISATION_CONTACTS[33],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    **_OWN_STAFF,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "area_table": _table(_area_row, 7), "rate_table": _table(_rate_row, 6), "rate_csv": _rows(_rate_csv_row, 7, 12), "area_json": _rows(_area_json_row, 5, 22, ", "),
    "no_rates": _rows(lambda d: d.pick(_NO_RATES).replace("{kr}", f"{d.rng.randint(180, 420)} kr"), 5, 14), "se_rates": _rows(lambda d: d.pick(_SE_RATES), 5, 14),
    "census_table": _table(_census_row, 6), "census_csv": _rows(_census_csv_row, 9, 20), "dx_table": _table(_dx_row, 5),
    "rota_table": _rows(_rota_row, 7, 10), "rota_ics": _rows(_rota_ics, 4, 40), "fi_rota": _rows(_fi_rota_row, 6, 6),
    "dme_table": _table(_dme_row, 8), "dme_csv": _rows(_dme_csv_row, 9, 8), "dme_xml": _rows(_dme_xml_row, 7, 30), "x832_lines": _rows(_dme_832_row, 4, 20),
    "se_dme": _rows(lambda d: d.pick(_SE_DME), 6, 16),
    "o2_table": _rows(_o2_row, 6, 20), "o2_csv": _rows(_o2_csv_row, 8, 10), "o2_json": _rows(_o2_json_row, 5, 22, ", "), "o2_et": _rows(_o2_et_row, 6, 18),
    "npwt_table": _table(_npwt_row, 6), "npwt_csv": _rows(_npwt_csv_row, 6, 20), "lt_npwt": _rows(lambda d: d.pick(_LT_NPWT), 5, 14),
    "class_table": _rows(_class_row, 7, 8), "class_ics": _rows(_class_ics, 4, 40), "no_classes": _rows(_no_class_row, 5, 8),
    "group_table": _rows(_group_row, 6, 14),
    "da_groups": _rows(_lang_group(_DA_GROUPS, ["mandage", "tirsdage", "onsdage", "torsdage", "første lørdag i måneden"], ["kl. 10-12", "kl. 16.30-18", "kl. 19-21"]), 4, 12),
    "sv_groups": _rows(_lang_group(_SV_GROUPS, ["måndagar", "tisdagar", "onsdagar", "torsdagar"], ["kl. 10–12", "kl. 17–19", "kl. 14–15.30"]), 4, 10),
    "fi_groups": _rows(_lang_group(_FI_GROUPS, ["maanantaisin", "tiistaisin", "keskiviikkoisin", "torstaisin"], ["klo 10–12", "klo 17–19", "klo 13–14.30"]), 4, 12),
    "ekit_table": _rows(_ekit_row, 6, 14), "volume_csv": _rows(_volume_csv_row, 10, 12), "stf_rows": _rows(_stf_row, 4, 30),
    "en_date": _month_date("en"), "nb_date": _month_date("nb"), "sv_date": _month_date("sv"), "da_date": _month_date("da"), "fi_date": _month_date("fi"),
    "et_date": _month_date("et"), "lt_date": _month_date("lt"),
    "version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 9)}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "adc": lambda d: str(d.rng.randint(38, 96)),
    "exp": lambda d: f"{d.rng.randint(1, 12):02d}/{d.rng.randint(27, 31)}",
    "hh_dx": _dx,
    "dme_items": lambda d: "; ".join(blind17_rows(d)),
    "medrec_list": lambda d: "\n".join(f"- {m} | {d.pick(['taking as prescribed', 'not taking (stopped by patient)', 'dose differs from discharge list', 'duplicate, removed'])}"
                                       for m in sorted(set(d.pick(_MEDS_MASTER + ['furosemide 40 mg daily', 'metoprolol succinate 25 mg', 'apixaban 5 mg twice daily',
                                                                               'insulin glargine 18 units at bedtime']) for _ in range(4)))),
    "rental_item": lambda d: d.pick(["semi-electric hospital bed (E0260)", "oxygen concentrator 5 L (E1390)", "patient lift (E0630)", "NPWT pump (E2402)", "wheelchair (K0001)"]),
    "relation_us": lambda d: d.pick(["daughter", "son", "wife", "husband", "niece", "grandson"]),
    "no_relation": lambda d: d.pick(["datter", "sønn", "ektefelle", "nevø"]),
}


def blind17_rows(d: Draw) -> list[str]:
    """Two or three delivered items of the catalogue, with their model and a device serial."""
    items = sorted({d.pick(_DME)[0:2] for _ in range(3)})
    return [f"{item} ({model}), S/N {d.pick(['EV3', 'HB', 'PL'])}{d.digits(7, True)}" for item, model in items]


US = ("en_US",)
NO = ("no_NO",)
SE = ("sv_SE",)
DK = ("da_DK",)
FI = ("fi_FI",)
EE = ("et_EE",)
LT = ("lt_LT",)
OTHER_LOCALES = NO + SE + DK + FI + EE + LT

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # home-health agency service-area and visit-rate sheets
    ("b54c_service_area", "home_health_service_area_sheet", US,
     "{agency} - where we visit ({en_date})\nTown | ZIP | Visiting days | Travel zone | Teams\n{area_table}\n"
     "Referrals from outside these towns are accepted when a team can reach the home within 45 minutes. Intake: {agency_phone} (fax {agency_fax}), {agency_email}."),
    ("b54c_visit_rates", "home_health_visit_rate_sheet", US,
     "{agency_upper}\nPRIVATE-PAY AND CONTRACT VISIT RATES, effective {en_date}\nDiscipline | HCPCS | Per visit | Per 15 min beyond 60 | Applies to\n{rate_table}\n"
     "Medicare-certified (CCN on request); EIN {org_ein}; billing NPI {own_npi}. Rates are the same for every client. Questions: {agency_billing} or {agency_box}."),
    ("b54c_visit_rates_csv", "home_health_visit_rate_sheet", US,
     "discipline,hcpcs,rate_per_visit,minutes_included_min,effective\n{rate_csv}\n# {agency} rate file v{version}, generated {iso_ts}"),
    ("b54c_service_area_json", "home_health_service_area_sheet", US,
     "{\"agency\": \"{agency}\", \"npi\": \"{own_npi}\", \"asOf\": \"{eff_iso}\", \"serviceArea\": [{area_json}], \"intakePhone\": \"{agency_phone}\", \"web\": \"{agency_web}\"}"),
    ("b54c_rates_nb", "home_health_visit_rate_sheet", NO,
     "{no_partner}\nPriser og egenandeler for tjenester i hjemmet, gjeldende fra {nb_date}\nTjeneste | Pris | Merknad\n{no_rates}\n"
     "Egenandel for praktisk bistand beregnes etter husstandens samlede inntekt. Spørsmål: {no_phone} eller {no_email}."),
    ("b54c_rates_sv", "home_health_visit_rate_sheet", SE,
     "{se_partner} – avgifter inom hemsjukvård och hemtjänst ({sv_date})\nTjänst | Avgift | Kommentar\n{se_rates}\n"
     "Avgifterna följer kommunens taxa och maxtaxan för äldreomsorg. Frågor om fakturan: {se_phone}, {se_email}."),
    # hospice programme brochures and census statistics
    ("b54c_hospice_brochure", "hospice_programme_brochure", US,
     "{hospice}: what hospice care at home looks like\nA nurse visits ((two||two to three)) times a week and whenever symptoms change; an aide helps with bathing; a social worker and "
     "{own_chaplain} are part of the team. Medicines, equipment and supplies related to the hospice diagnosis are covered by the Medicare hospice benefit (no copays "
     "beyond up to $5 per prescription). Our nurses answer around the clock at {hospice_phone}. Our hospice house in Jewett City has 12 rooms for short stays; "
     "read more at {hospice_web} or write to {hospice_email}. Medical director: {own_md}. Last year our team cared for {small_count} families in {cnt} towns. "
     "Brochure revised {en_date}."),
    ("b54c_census_table", "hospice_census_statistics", US,
     "{hospice} - census report, fiscal year {year} (counts only)\nMonth | Average daily census | Admissions | Live discharges | Deaths | Median length of stay\n{census_table}\n"
     "Primary diagnosis groups, share of admissions:\n{dx_table}\nPrepared by the quality committee; no patient-level data."),
    ("b54c_census_csv", "hospice_census_statistics", US,
     "month,setting,admissions,discharges_live,revocations,deaths,median_los_days\n{census_csv}\n# {hospice} census extract, aggregate counts, {iso_ts}"),
    ("b54c_census_measurereport", "hospice_census_statistics", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"https://www.shetuckethospice.org/measures/adc\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{hospice}\"}, \"period\": {\"start\": \"2025-10-01\", \"end\": \"2025-12-31\"}, "
     "\"group\": [{\"code\": {\"text\": \"average daily census\"}, \"measureScore\": {\"value\": {adc}}}, {\"code\": {\"text\": \"admissions\"}, \"population\": "
     "[{\"count\": {small_count}}]}]}"),
    ("b54c_hospice_brochure_da", "hospice_programme_brochure", DK,
     "{dk_partner} – palliativ indsats i eget hjem\nVi samarbejder med hospice, egen læge og kommunens hjemmesygepleje. Sygeplejersker kommer efter behov, også om natten, "
     "og hjælpemidler som plejeseng og lift bevilges hurtigt. Pårørende kan få plejevederlag. Ring til os på {dk_phone} alle hverdage kl. 8-15, eller skriv til "
     "{dk_email}. Folderen er revideret {da_date}."),
    ("b54c_census_fi", "hospice_census_statistics", FI,
     "{fi_partner} – kotisairaalan ja saattohoidon tilastot, {fi_date}\nAsiakkaita keskimäärin päivässä: {adc}\nUusia asiakkaita kuukaudessa: {cnt}\n"
     "Kotona kuolleiden osuus saattohoitopotilaista: {pct_int}\nKeskimääräinen hoitoaika: {small} vrk\nTiedot ovat koottuja lukuja, eikä niistä voi tunnistaa yksittäisiä asiakkaita. "
     "Lisätietoja: {fi_email}"),
    # palliative-care on-call rotas (staff only)
    ("b54c_oncall_rota", "palliative_on_call_rota", US,
     "{hospice} - palliative care on-call rota\nDate | Hours | Nurse on call | Physician backup | Support\n{rota_table}\n"
     "Families always call the 24-hour line, {hospice_phone}; the answering service pages the nurse on call. Swaps go to {own_don} by Thursday noon."),
    ("b54c_oncall_ics", "palliative_on_call_rota", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Shetucket Hospice//On-call rota//EN\nX-WR-CALNAME:{hospice} on call\n{rota_ics}\nEND:VCALENDAR"),
    ("b54c_oncall_fi", "palliative_on_call_rota", FI,
     "{fi_partner} – palliatiivisen tiimin päivystysvuorot\nPvm | Pv | Aika | Päivystäjä | Lääkäri\n{fi_rota}\n"
     "Asiakkaat soittavat aina numeroon {fi_phone}; puhelu ohjautuu päivystävälle hoitajalle. Vuorolista päivitetty {fi_date}."),
    ("b54c_oncall_memo", "palliative_on_call_rota", US,
     "To: hospice clinical staff\nFrom: {own_don}\nRe: on-call coverage, week {week}\n\n{own_rn} covers nights Monday to Thursday, {own_chpn} covers the weekend, and "
     "{own_md_backup} is the physician backup. Comfort kits are restocked at the Jewett City office; the kit contents below are the standing order:\n{ekit_table}\n"
     "Overtime codes as usual. Thank you all."),
    # DME supplier catalogues
    ("b54c_dme_catalogue", "dme_supplier_catalogue", US,
     "{dme_own} - home equipment catalogue, spring {year}\nItem | Model | HCPCS | Purchase | Rental | Availability\n{dme_table}\n"
     "Rental includes delivery, setup and 24-hour service ({o2_phone} for oxygen). Order at {dme_web}, by phone {dme_phone} or {dme_email}."),
    ("b54c_dme_csv", "dme_supplier_catalogue", US,
     "model,description,hcpcs,purchase_usd,monthly_rental_usd,default_modifier,spec_version\n{dme_csv}\n# {dme_own} price file {version}"),
    ("b54c_dme_xml", "dme_supplier_catalogue", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Catalogue supplier=\"{dme_own}\" effective=\"{eff_iso}\" currency=\"USD\" contact=\"{dme_email}\">\n{dme_xml}\n</Catalogue>"),
    ("b54c_dme_x12_832", "dme_supplier_catalogue", US,
     "ISA*00*          *00*          *ZZ*NATCHAUGHME    *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*SC*NATCHAUGHME*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010~\n"
     "ST*832*{four_digits}~\nBCT*PC*{fivedig}****{year}~\nN1*SU*{dme_own}*FI*{org_ein}~\n{x832_lines}\nSE*{small}*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b54c_dme_catalogue_sv", "dme_supplier_catalogue", SE,
     "{se_partner} – hjälpmedelskatalog för korttidslån och köp ({sv_date})\nHjälpmedel | Modell | Pris | Hyra\n{se_dme}\n"
     "Förskrivna hjälpmedel lånas ut utan kostnad. Beställning och frågor: {se_phone}, {se_email}."),
    # oxygen-concentrator maintenance logs
    ("b54c_o2_log", "oxygen_concentrator_maintenance_log", US,
     "{dme_own} - oxygen concentrator preventive maintenance log, {en_date}\nDevice | Hours | Filter | Purity | Result | Next PM | Technician\n{o2_table}\n"
     "Units failing purity are swapped the same day. Service line {o2_phone}. Reviewed by {own_rrt}."),
    ("b54c_o2_csv", "oxygen_concentrator_maintenance_log", US,
     "serial,model,hours,o2_purity_pct,result,pm_date,asset_tag\n{o2_csv}\n# maintenance export v{version}, {iso_ts}, {dme_own}"),
    ("b54c_o2_json", "oxygen_concentrator_maintenance_log", US,
     "{\"fleet\": \"portable and stationary concentrators\", \"owner\": \"{dme_own}\", \"exported\": \"{iso_ts}\", \"devices\": [{o2_json}]}"),
    ("b54c_o2_et", "oxygen_concentrator_maintenance_log", EE,
     "{ee_partner} – hapnikukontsentraatorite hoolduslogi, {et_date}\nMudel | Seerianumber | Töötunnid | Puhtus | Tulemus\n{o2_et}\n"
     "Hooldus tehakse iga 6 kuu järel. Rikke korral helistage {ee_phone} või kirjutage {ee_email}."),
    # wound-vac rental fee schedules
    ("b54c_npwt_fees", "wound_vac_rental_fee_schedule", US,
     "{dme_own} - negative pressure wound therapy (wound vac) rental fees, {en_date}\nItem | HCPCS | Fee | Basis\n{npwt_table}\n"
     "Medicare covers NPWT with documentation of wound measurements every 30 days; the KX modifier is added by us. Questions: {dme_phone}."),
    ("b54c_npwt_csv", "wound_vac_rental_fee_schedule", US,
     "item,hcpcs,fee_usd,unit,modifier\n{npwt_csv}\n# NPWT fee schedule, {dme_own}, revision {version}"),
    ("b54c_npwt_lt", "wound_vac_rental_fee_schedule", LT,
     "{lt_partner}\nNeigiamo slėgio žaizdų gydymo įrangos nuomos kainos (galioja nuo {lt_date})\nPaslauga | Kaina\n{lt_npwt}\n"
     "Kainos nurodytos su PVM. Užsakymai: {lt_phone}, {lt_email}."),
    # caregiver training calendars
    ("b54c_training_calendar", "caregiver_training_calendar", US,
     "{academy} - family caregiver classes, {season_txt}\nDate | Time | Class | Where | Fee\n{class_table}\n"
     "Register at {academy_phone} or {academy_email}. Classes are taught by {own_trainer} and nurses of {agency}."),
    ("b54c_training_ics", "caregiver_training_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Moosup River Caregiver Academy//Classes//EN\n{class_ics}\nEND:VCALENDAR"),
    ("b54c_training_nb", "caregiver_training_calendar", NO,
     "{no_partner} – pårørendeskolen {year}\nDato | Tid | Tema | Sted\n{no_classes}\n"
     "Kursene er gratis. Påmelding til {no_phone} eller {no_email}."),
    ("b54c_training_flyer", "caregiver_training_calendar", US,
     "NEW: a four-week course for family caregivers of people on oxygen\nTaught by {own_rrt} and {own_trainer}. Topics: tank storage, concentrator alarms, fire safety "
     "(no open flames within 10 feet), cannula care and travel with a portable unit. Starts {en_date}, Thursdays 6-8 pm, {academy}. Free; seats limited to {cnt}. "
     "Call {academy_phone}."),
    # bereavement support group schedules
    ("b54c_grief_groups", "bereavement_group_schedule", US,
     "{hospice} bereavement program - support groups, {season_txt}\nWhen | Time | Group | Where | Facilitator\n{group_table}\n"
     "Groups are free and open to anyone in the community, whether or not someone you love was in our care. Call {grief_phone} or write {grief_email}."),
    ("b54c_grief_groups_da", "bereavement_group_schedule", DK,
     "{dk_partner} – sorggrupper og sorgcafé\nDag | Tid | Gruppe\n{da_groups}\nGrupperne er gratis og ledes af {own_dk}. Tilmelding på {dk_phone}. Programmet gælder fra {da_date}."),
    ("b54c_grief_groups_sv", "bereavement_group_schedule", SE,
     "{se_partner} – stöd i sorgen\nDag | Tid | Grupp\n{sv_groups}\nAlla är välkomna, anmälan till {se_phone}. Samtalsledare: {own_se}. Uppdaterad {sv_date}."),
    ("b54c_grief_groups_fi", "bereavement_group_schedule", FI,
     "{fi_partner} – sururyhmät keväällä {year}\nPäivä | Aika | Ryhmä\n{fi_groups}\nRyhmät ovat maksuttomia. Ilmoittautuminen: {fi_phone} tai {fi_email}."),
    # notices in other locales
    ("b54c_notice_nb", "notice_other_locale", NO,
     "Melding fra {no_partner}\nI påsken er kontoret stengt fra skjærtorsdag til andre påskedag. Hjemmesykepleien går som vanlig etter vedtak. "
     "Ved akutt behov ring legevakt 116 117, ellers {no_phone}. Nye priser gjelder fra {nb_date}."),
    ("b54c_notice_sv", "notice_other_locale", SE,
     "Information från {se_partner}\nInfluensavaccination i hemmet erbjuds alla som har hemsjukvård, från {sv_date}. Sjuksköterskan ringer och bokar tid. "
     "Vaccinet är kostnadsfritt för personer 65 år och äldre. Frågor: {se_phone}. Vid akuta frågor om hälsa, ring 1177."),
    ("b54c_notice_da", "notice_other_locale", DK,
     "Ny telefontid hos {dk_partner}\nFra {da_date} kan du ringe til os på {dk_phone} mandag til fredag kl. 8.00-14.00. Uden for telefontiden kontakter du "
     "lægevagten. Du kan også skrive til {dk_email}; vi svarer inden for to hverdage. Skriv ikke følsomme oplysninger i almindelig e-mail."),
    ("b54c_notice_fi", "notice_other_locale", FI,
     "Tiedote: {fi_partner}\nKotihoidon asiakasmaksut tarkistetaan {fi_date}. Säännöllisen kotihoidon maksu määräytyy tulojen ja palvelutuntien mukaan; "
     "tilapäisen kotisairaanhoidon käynti maksaa {small} euroa. Lisätietoa: {fi_phone}, {fi_email}."),
    ("b54c_notice_et", "notice_other_locale", EE,
     "{ee_partner} teatab\nAlates {et_date} on koduõenduse visiidi hind Haigekassa lepingu alusel patsiendile tasuta. Tasulise hoolduse tunnihind on {small} eurot. "
     "Info telefonil {ee_phone} tööpäeviti 9–16 ja e-postil {ee_email}."),
    ("b54c_notice_lt", "notice_other_locale", LT,
     "{lt_partner} informuoja\nNuo {lt_date} slaugos paslaugos namuose teikiamos ir savaitgaliais. Paslaugos kompensuojamos iš PSDF biudžeto, kai yra šeimos gydytojo siuntimas. "
     "Teiraukitės {lt_phone} darbo dienomis 8–17 val. arba {lt_email}."),
    # exports of non-personal data and plan documents
    ("b54c_hl7_mfn_staff", "hl7_export", US,
     "MSH|^~\\&|QVH-HR|QVH|QVH-EHR|QVH|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|STF||UPD|||NE\n{stf_rows}"),
    ("b54c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*QUINEBAUGHH    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*QUINEBAUGHH*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X223A2~\nAK2*837*{four_digits}*005010X223A2~\nIK5*A~\nAK9*A*{small_digit}*{small_digit}*{small_digit}~\n"
     "SE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b54c_volume_csv", "csv_export", US,
     "iso_week,discipline,visits_completed,visits_missed,avg_minutes\n{volume_csv}\n# {agency} visit volume, aggregate, generated {iso_ts}"),
    ("b54c_plan_benefits", "plan_benefit_summary", US,
     "{plan_own} - home health, hospice and DME benefits {year} (summary dated {en_date})\nHome health visits: $0 with prior authorization; up to {small} visits per episode before review. Hospice: covered by Original Medicare once elected; our plan "
     "still pays supplemental benefits. DME: ((20%||15%||10%)) coinsurance, ${copay_num} copay for supplies; oxygen and wound vacs from {dme_own}. Member services {plan_phone} (TTY 711), {plan_web}.\n"
     "Pharmacy: RxBIN {rxbin}, PCN {pcn}, group {group_no}. Providers: payer ID {payer_id}, {plan_email}."),
    ("b54c_provider_directory", "provider_directory", US,
     "{plan_own} provider directory - home and hospice care, Norwich area\n{agency}: home health, {agency_addr}, {agency_phone}; NPI {own_npi}; accepting new referrals.\n"
     "{hospice}: hospice and palliative care, {hospice_addr}, {hospice_phone}.\n{dme_own}: DME and oxygen, {dme_phone}.\nDirectory as of {en_date}; tax ID of the agency {org_ein}."),
    ("b54c_grief_newsletter", "bereavement_group_schedule", US,
     "Seasons of Grief - newsletter of the {hospice} bereavement program, {season_txt}\nThe first holidays after a death can be the hardest. Our {cnt}-week group "
     "\"Holidays without them\" begins in November; {own_bereave} and {own_chaplain} lead it. Memorial service for all families we served this year: Sunday, "
     "{en_date}, 2 pm, at the hospice house. Call {grief_phone} to add a name to the remembrance book."),
    ("b54c_ekit_standing_order", "palliative_on_call_rota", US,
     "{hospice} - comfort kit standing order (policy PC-{small}, reviewed {en_date})\nMedicine | NDC | Quantity | Use\n{ekit_table}\n"
     "Approved by {own_md}. Pharmacy partner invoices the hospice directly; families are never billed for kit medicines."),
    ("b54c_dme_field_notice", "dme_supplier_catalogue", US,
     "FIELD SAFETY NOTICE - {dme_own}\nProduct: semi-electric hospital bed HB-2280S, lots {lot} and {lot2}, built {quarter}\nIssue: the head-section actuator cable may "
     "chafe against the frame. Action: our technicians will fit a cable guard (part HB-CG1) at no cost during the next scheduled visit; beds remain safe to use with the "
     "cable clipped as shown. Units affected in our rental fleet: {small_count}. Questions: {dme_phone}, {dme_email}. Issued {en_date}."),
]
for _template in CLEAN_TEMPLATES:
    assert len(_template) == 4
FILLERS["season_txt"] = lambda d: d.pick(["spring 2026", "summer 2026", "fall 2025", "winter 2026"])

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b54_oasis_soc", "home_health_plan_of_care", US,
     "{agency_upper}\nOASIS-E START OF CARE - assessment completed {dos}\nM0020 Patient ID: [[record_number:mrn_v54]]\nM0040 Name: {last}, {first}\n"
     "M0063 Medicare number: [[member_id:mbi_v54]]\nM0066 Birth date: [[date_of_birth:dob_us_v54]]\nM0069 Gender: ((1 - Male||2 - Female))\nHome address: [[address:addr_ct_v54]]\n"
     "Home phone: [[phone:phone_ct_v54]]\nM1021 Primary diagnosis: {hh_dx}\nM1800-M1860: ((grooming 1, upper-body dressing 2, ambulation 3||bathing 4, transferring 2, ambulation 4||toileting 1, bathing 3, ambulation 2))\n"
     "Plan of care: SN 2w4, PT 2w3, HHA 2w4. Signed: {own_rn}"),
    ("b54_oasis_soc_nb", "home_health_plan_of_care", NO,
     "Innkomstsamtale – hjemmesykepleie ({no_partner})\nNavn: {first} {last}\nFødselsnummer: [[national_id:fnr_v54]]\nFødselsdato: [[date_of_birth:dob_v54]]\n"
     "Adresse: [[address:addr_v54]]\nTelefon: [[phone:phone_v54]]\nNærmeste pårørende: {first2} {last2} ({no_relation})\n"
     "Vedtak: ((sårstell tre ganger i uken||medisinhåndtering morgen og kveld||insulin morgen, hjelp til dusj onsdager)). Fastlegen er informert. Samtalen ble holdt av {own_no}."),
    ("b54_oasis_soc_et", "home_health_plan_of_care", EE,
     "Koduõenduse esmane hindamine – {ee_partner}\nPatsient: {first} {last}, [[age_over_89:age_v54]]\nIsikukood: [[national_id:isikukood_v54]]\nAadress: [[address:addr_v54]]\n"
     "Telefon: [[phone:phone_v54]]\nKontaktisik: {first2} {last2}, e-post [[email:email2_v54]]\nProbleemid: ((lamatis kannal||südamepuudulikkus, jalgade tursed||diabeet, insuliinravi)).\n"
     "Plaan: visiidid kolm korda nädalas, {own_ee}."),
    ("b54_hospice_election", "hospice_election_statement", US,
     "HOSPICE ELECTION STATEMENT - {hospice}\nPatient: {first} {last}, [[age_over_89:age_v54]]\nMedicare number: [[member_id:mbi_v54]]   SSN: [[ssn:ssn_v54]]\n"
     "I elect the Medicare hospice benefit effective {dos}. I understand that hospice care is palliative, not curative, and that I waive Medicare payment for care "
     "related to my terminal illness except through {hospice} and my attending physician, {own_md}.\nSigned electronically by the patient's representative, "
     "{first2} {last2} ({relation_us}), from [[ip_address:ip_v54]] at {iso_ts}."),
    ("b54_hospice_election_sv", "hospice_election_statement", SE,
     "Inskrivning i specialiserad palliativ hemsjukvård – {se_partner}\nPatient: {first} {last}\nPersonnummer: [[national_id:pnr_v54]]\nAdress: [[address:addr_v54]]\n"
     "Telefon: [[phone:phone_v54]]\nNärstående: {first2} {last2}, e-post [[email:email2_v54]]\nPatienten har informerats om att vården ges i hemmet dygnet runt och samtycker "
     "till inskrivning från och med {sv_date}. Ansvarig sjuksköterska: {own_se}."),
    ("b54_polst", "advance_directive_polst", US,
     "CONNECTICUT MOLST / POLST - medical orders for life-sustaining treatment\nPatient: {last}, {first}   DOB: [[date_of_birth:dob_us_v54]]   MRN: [[record_number:mrn_v54]]\n"
     "A. CPR: ((Do not attempt resuscitation (DNR)||Attempt resuscitation))\nB. Medical interventions: ((comfort measures only||selective treatment, no intubation))\n"
     "C. Artificial nutrition: ((no feeding tube||trial period of feeding tube))\nHealth care representative: {first2} {last2}, phone [[phone:phone_ct_v54]], "
     "living at [[address:addr_ct_v54]]\nOrders signed by {own_md_backup} on {dos2}."),
    ("b54_proxy_online", "advance_directive_polst", US,
     "Connecticut advance directive (appointment of health care representative and living will) - submitted online through {hospice_web}\nSubmitted from IP [[ip_address:ip_v54]], {iso_ts}\n"
     "Declarant: {first} {last}\nDate of birth: [[date_of_birth:dob_us_v54]]\nSSN: [[ssn:ssn_v54]]\nResidence: [[address:addr_ct_v54]]\n"
     "Health care representative: {first2} {last2}, e-mail [[email:email2_v54]]\nIf I am in a terminal condition, I do not want my life prolonged by ((mechanical ventilation||tube feeding||dialysis))."),
    ("b54_livstestamente_da", "advance_directive_polst", DK,
     "Livstestamente – kopi til journalen hos {dk_partner}\nNavn: {first} {last}\nCPR-nr.: [[national_id:cpr_v54]]\nFødselsdato: [[date_of_birth:dob_v54]]\n"
     "Adresse: [[address:addr_v54]]\nJeg ønsker ikke livsforlængende behandling, hvis jeg er uafvendeligt døende.\n"
     "Kontaktperson: {first2} {last2}, telefon [[phone:phone_v54]], e-mail [[email:email2_v54]]\nModtaget {da_date}, {own_dk}."),
    ("b54_dme_delivery", "dme_delivery_ticket", US,
     "DELIVERY TICKET - {dme_own}\nTicket {fivedig}   Customer account: [[record_number:dme_account_v54]]\nShip to: {first} {last}\n[[address:addr_ct_v54]]\n"
     "Phone: [[phone:phone_ct_v54]]   Medicare: [[member_id:mbi_v54]]\nDelivered: {dme_items}\nAlso installed: wheelchair tie-downs in the family's van, VIN [[vehicle_id:vin_v54]].\n"
     "Setup and safety instructions given to the patient and {relation_us}. Driver: {own_driver}. Received by (signature on file)."),
    ("b54_dme_rental_card", "dme_delivery_ticket", US,
     "RENTAL AGREEMENT AND CARD AUTHORIZATION - {dme_own}\nCustomer: {first} {last}\nBilling address: [[address:addr_ct_v54]]\nE-mail for invoices: [[email:email_plain_v54]]\n"
     "Card on file: [[card:card_v54]]   exp {exp}\nItem: {rental_item}, monthly until returned. Order placed at {dme_web} from [[ip_address:ip_v54]] on {iso_ts}."),
    ("b54_pod_fi", "dme_proof_of_delivery", FI,
     "Apuvälineen luovutus- ja vastaanottokuittaus – {fi_partner}\nAsiakas: {first} {last}\nHenkilötunnus: [[national_id:hetu_v54]]\nToimitusosoite: [[address:addr_v54]]\n"
     "Puhelin: [[phone:phone_v54]]\nApuväline: ((sähkösäätöinen hoitosänky||rollaattori||happirikastin||suihkutuoli)), laina toistaiseksi.\nVastaanottaja: {first2} {last2}. Luovuttaja: {own_fi}."),
    ("b54_dme_order_lt", "dme_delivery_ticket", LT,
     "Užsakymas Nr. {fivedig} – {lt_partner}\nPacientas: {first} {last}\nAsmens kodas: [[national_id:asmens_kodas_v54]]\nPristatymo adresas: [[address:addr_v54]]\n"
     "Tel.: [[phone:phone_v54]]\nPrekė: ((funkcinė lova||vežimėlis||deguonies koncentratorius)), nuoma mėnesiui.\nApmokėta kortele: [[card:card_v54]]\nPermokos grąžinimo sąskaita: [[bank_account:iban_v54]]"),
    ("b54_visit_note", "caregiver_visit_note", US,
     "HHA VISIT NOTE - {agency}\nClient: {first} {last}, [[age_over_89:age_v54]]\nVisit {dos}, arrived {clock}, stayed ((60||90||120)) min. Bathing (shower chair), skin check: no redness over sacrum. "
     "Meal prepared, ate about half. Family caregiver {first2} {last2} arrived at the end; the caregiver's car (plate [[vehicle_id:plate_ct_v54]]) was parked across the ramp again, asked to move it.\n"
     "Home: [[address:addr_ct_v54]]. Caregiver's cell for schedule changes: [[phone:phone_ct_v54]]. Aide: {own_sched} notified of the missed Friday visit."),
    ("b54_visit_note_et", "caregiver_visit_note", EE,
     "Visiidi märkmed – {ee_partner}\nKlient: {first} {last}, [[age_over_89:age_v54]]\nIsikukood: [[national_id:isikukood_v54]]\nHaav sidemega kaetud, valu 3/10. "
     "Lähedane {first2} {last2} sõidab autoga numbrimärgiga [[vehicle_id:plate_v54]]; parkimisloa taotlus saadetud. Lähedase telefon: [[phone:phone_v54]].\nJärgmine visiit ülehomme. {own_ee}"),
    ("b54_portal_chat", "caregiver_visit_note", US,
     "[{agency} family portal - chat transcript, session from [[ip_address:ip_v54]]]\n{first2} {last2}: Hi, I'm writing about my ((mother||father)) {first} {last}, "
     "date of birth [[date_of_birth:dob_us_v54]]. The aide didn't come this morning.\n{own_sched}: I'm sorry. Can you confirm the address we have?\n"
     "{first2} {last2}: [[address:addr_ct_v54]]\n{own_sched}: Thanks. An aide will be there by 1 pm. Best number to reach you?\n{first2} {last2}: [[phone:phone_ct_v54]], or e-mail [[email:email2_v54]]"),
    ("b54_medrec", "home_medication_reconciliation", US,
     "MEDICATION RECONCILIATION - HOME VISIT ({agency})\nPatient: {first} {last}   DOB: [[date_of_birth:dob_us_v54]]   Chart: [[record_number:mrn_v54]]\n"
     "Plan member ID: [[member_id:member_v54]]\nSource: discharge list of {dos} and the bottles in the home.\n{medrec_list}\n"
     "Discrepancies faxed to the PCP. Patient can be reached at [[phone:phone_ct_v54]]. Reviewed by {own_rn}."),
    ("b54_medrec_lt", "home_medication_reconciliation", LT,
     "Vaistų suderinimas namuose – {lt_partner}\nPacientas: {first} {last}\nGimimo data: [[date_of_birth:dob_v54]]\nAsmens kodas: [[national_id:asmens_kodas_v54]]\n"
     "Adresas: [[address:addr_v54]]\nTel.: [[phone:phone_v54]]\nVaistai: ((metoprololis 50 mg, furosemidas 40 mg, apiksabanas 5 mg||metforminas 1000 mg, insulinas glarginas 20 V, atorvastatinas 20 mg||"
     "donepezilis 10 mg, memantinas 20 mg, paracetamolis 1 g)).\nNeatitikimų nerasta. {own_lt}"),
    ("b54_pronouncement", "death_pronouncement_note", US,
     "DEATH PRONOUNCEMENT NOTE - {hospice}\nPatient: {first} {last}, [[age_over_89:age_v54]], MRN [[record_number:mrn_v54]]\n"
     "Called by family at {clock_a}. Arrived at the home, [[address:addr_ct_v54]]. No respirations, no apical pulse for one full minute, pupils fixed. "
     "Pronounced dead on [[date_of_death:dod_us_v54]] at {clock_b} by {own_chpn}. {own_md} notified; funeral home called at the family's request. Family present and supported."),
    ("b54_pronouncement_nb", "death_pronouncement_note", NO,
     "Melding om dødsfall – {no_partner}\nAvdøde: {first} {last}\nFødselsnummer: [[national_id:fnr_v54]]\nDødsdato: [[date_of_death:dod_v54]]\nBostedsadresse: [[address:addr_v54]]\n"
     "{first} sov stille inn i eget hjem. Legevakt har konstatert dødsfallet. Pårørende: {first2} {last2}, tlf. [[phone:phone_v54]].\nUtfylt av {own_no}."),
    ("b54_after_death_sv", "after_death_notice", SE,
     "Meddelande om dödsfall – {se_partner}\n{first} {last}, personnummer [[national_id:pnr_v54]], avled i hemmet [[date_of_death:dod_v54]].\nSenaste adress: [[address:addr_v54]]\n"
     "Återbetalning av förskottsbetalda avgifter sker till dödsboets konto: [[bank_account:iban_v54]]\nAnhöriga har skapat en minnessida: [[url:url_v54]]\nHandläggare: {own_se}"),
    ("b54_funeral_notice", "after_death_notice", US,
     "NOTICE TO FUNERAL HOME - {hospice}\nDecedent: {first} {last}, [[age_over_89:age_v54]]\nSSN: [[ssn:ssn_v54]]\nDate of death: [[date_of_death:dod_us_v54]], time {clock}, at residence\n"
     "Residence: [[address:addr_ct_v54]]\nInformant: {first2} {last2} ({relation_us}), [[phone:phone_ct_v54]]\nAttending physician {own_md} will sign the death certificate electronically. "
     "Hospice equipment pickup scheduled with {dme_own}."),
    ("b54_bereavement_us", "bereavement_follow_up_letter", US,
     "{hospice}\n{hospice_addr}\n\n{first2} {last2}\n[[address:addr_ct_v54]]\n\nDear {first2},\n\nIt has been ((three||six||thirteen)) months since {first} died on [[date_of_death:dod_us_v54]]. "
     "We think of your family often. We read the tribute you shared at [[url:url_v54]], and it was clear how much {first} was loved.\n\n"
     "Our support groups are free, and you may call me at {grief_phone}. If you prefer, I can write to you at [[email:email2_v54]].\n\nWith care,\n{own_bereave}"),
    ("b54_bereavement_da", "bereavement_follow_up_letter", DK,
     "{dk_partner}\n\n{first2} {last2}\n[[address:addr_v54]]\n\nKære {first2}\n\nDet er nu et år siden, {first} døde [[date_of_death:dod_v54]]. Vi tænker på dig og din familie. "
     "Hvis du har lyst til en snak, ringer vi gerne til dig på [[phone:phone_v54]] – eller du kan ringe til os på {dk_phone}.\n\nKærlig hilsen\n{own_dk}"),
    ("b54_bereavement_fi", "bereavement_follow_up_letter", FI,
     "{fi_partner}\n\n{first2} {last2}\n[[address:addr_v54]]\n\nHyvä {first2},\n\n{first} {last} kuoli [[date_of_death:dod_v54]]. Lämmin osanottomme. "
     "Näimme muistosivun [[url:url_v54]], jonka perheenne on tehnyt. Sururyhmämme kokoontuu keväällä; voimme lähettää kutsun osoitteeseen [[email:email2_v54]].\n\nYstävällisin terveisin\n{own_fi}"),
    ("b54_fhir_patient", "fhir_patient_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v54]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v54]]\"}, {\"system\": "
     "\"http://hl7.org/fhir/sid/us-mbi\", \"value\": \"[[member_id:mbi_plain_v54]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v54]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v54]]\", \"address\": [{\"line\": [\"[[address:addr_fhir_v54]]\"}], "
     "\"managingOrganization\": {\"display\": \"{hospice}\"}}"),
    ("b54_fhir_careplan", "fhir_careplan_export", US,
     "{\"resourceType\": \"CarePlan\", \"status\": \"active\", \"intent\": \"plan\", \"title\": \"Home health plan of care (CMS-485)\", \"contained\": [{\"resourceType\": \"Patient\", "
     "\"id\": \"pt\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v54]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v54]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v54]]\"}]}], "
     "\"subject\": {\"reference\": \"#pt\"}, \"period\": {\"start\": \"{eff_iso}\"}, \"activity\": [{\"detail\": {\"code\": {\"text\": \"Skilled nursing 2w4\"}, \"status\": "
     "\"scheduled\"}}, {\"detail\": {\"code\": {\"text\": \"Physical therapy 2w3\"}, \"status\": \"scheduled\"}}], \"author\": {\"display\": \"{agency}\"}}"),
    ("b54_hl7_a03", "hl7_export", US,
     "MSH|^~\\&|SHP-EHR|SHETUCKET|QVH-EHR|QVH|{hl7_ts}||ADT^A03^ADT_A03|{ctrl}|P|2.5.1\nEVN|A03|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v54]]^^^SHP^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v54]]|((F||M))|||[[address:addr_hl7_v54]]||[[phone:phone_hl7_v54]]"
     "||||||[[ssn:ssn_plain_v54]]||||||||||[[date_of_death:dod_hl7_v54]]|Y\nPV1|1|O|HOSPICE^HOME||||||||||||||||{fivedig}|||||||||||||||||||20\nDG1|1||{icd}^^I10"),
    ("b54_visit_csv", "csv_export", US,
     "mrn,mbi,dob,zip,phone,visit_date,discipline,minutes\n[[record_number:mrn_plain_v54]],[[member_id:mbi_plain_v54]],[[date_of_birth:dob_iso_v54]],[[address:zip_v54]],"
     "[[phone:phone_e164_v54]],{eff_iso},((RN||PT||HHA||MSW)),{cnt}\n# {agency} visit extract for the plan's quality audit, {quarter}"),
    ("b54_x12_837", "x12_export", US,
     "ISA*00*          *00*          *ZZ*QUINEBAUGHH    *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*QUINEBAUGHH*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X223A2~\n"
     "ST*837*{four_digits}*005010X223A2~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{agency_upper}*****XX*{own_npi}~\nREF*EI*{org_ein}~\n"
     "HL*2*1*22*0~\nSBR*P*18*{group_no}******16~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:mbi_plain_v54]]~\nN3*[[address:addr_x12_v54]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact_v54]]*((F||M))~\nPER*IC**TE*[[phone:phone_x12_v54]]~\nCLM*{fivedig}*{money_s}***32:A:1**A*Y*Y~\nHI*ABK:{icd}~\nSE*{small}*{four_digits}~"),
    ("b54_copay_refund_nb", "home_care_copay_refund", NO,
     "Krav om refusjon av egenandel – {no_partner}\nNavn: {first} {last}\nFødselsnummer: [[national_id:fnr_v54]]\nE-post: [[email:email_v54]]\n"
     "Jeg har betalt for praktisk bistand i januar med kort [[card:card_v54]], men vedtaket gir fritak. Beløpet bes utbetalt til kontonummer [[bank_account:no_account_v54]].\n"
     "Mottatt {nb_date}, saksbehandler {own_no}."),
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
        rows.append({"id": f"blind54-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
