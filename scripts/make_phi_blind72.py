"""A seventy-second blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind72.py [--seed 74741] [--out PATH]   # JSON lines to PATH, or to stdout

The seventy-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind71.py,
seeds 4141 to 73731) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
seventy-third set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b72_" or "b72c_"). Identifier-free genres, all from blood services and travel medicine: blood-donation drive
calendars (a table, an iCalendar, a JSON) and eligibility rules (deferral periods, a travel-deferral table, an FAQ; no
donor named), blood-bank stock levels by group (a table, a CSV, a JSON, an appeal), transfusion-committee audit
statistics (a table, minutes, an XML), apheresis and plasma-centre price lists (a compensation schedule, a hospital
price list, a CSV), travel-medicine clinic vaccine price lists (yellow fever, rabies, typhoid, Japanese encephalitis: a
table, a JSON, two notices), malaria prophylaxis guidance tables by destination (a table, a CSV, a pharmacy memo),
cold-chain temperature logs (a table, a CSV, an excursion report, an XML logger export), notices in other locales
(German as Germany, Austria and Switzerland print it, Polish, Czech, Hungarian, Turkish, English as Ireland and
Scotland print it) and exports of non-personal data (an HL7 MFN^M01 product master, an X12 999, a FHIR Location and a
FHIR Organization). Carrying genres: blood-donor registration and health questionnaires (one a web form), donor
deferral letters, transfusion reaction reports (one for a person over 89), lookback notifications to a named
recipient, travel-clinic consultation records (one a web booking), a yellow-fever vaccination certificate (ICVP) of a
traveller over 89, malaria prophylaxis prescriptions, the death notification after a transfusion reaction, a plasma
donor's payout form, forms from Germany (a plasma-donation expense form, a travel-medicine record), Austria (a
haemovigilance report and a death notification), Switzerland (a donor registration), Poland (a donor questionnaire and
a travel-refund form), Czechia (a donor questionnaire), Hungary (a travel-clinic record), Turkey (a donor form and an
online payment), Ireland (a donor registration) and Scotland (a travel-clinic record and a lookback letter) written as
those countries print them, and exports (a FHIR Patient, a FHIR Immunization with its patient contained, an HL7
VXU^V04, a donor-session CSV, an X12 270).

Most identifier values come from this module's own printings (the `*_v72` slots): US SSNs and Medicare MBIs in
several printings, Minnesota Medicaid PMIs and plan member IDs, donor IDs and hospital MRNs, Minnesota plates, German,
Polish and Irish plates; passport numbers of the US, Germany, Austria, Switzerland, Poland, Czechia, Hungary, Turkey,
Ireland and the UK; the German Steuer-ID (ISO 7064 check digit), the Austrian social-insurance number (its check
digit, the birth date), the Swiss AHV number (756, EAN-13 check), the Polish PESEL, the Czech rodné číslo (mod 11), the
Hungarian TAJ, the Turkish T.C. Kimlik No (both check digits), the Irish PPSN (mod 23 letter), NHS and CHI numbers
(mod 11), the German KVNR; IBANs of the nine countries (mod 97) and their domestic printings (Polish NRB, Czech
prefix-number/bank code with both mod-11 checks, Hungarian GIRO groups with their check digits, Irish and UK sort
codes, German Kto./BLZ), Minnesota routing-and-account pairs with the ABA check digit; Visa, Mastercard, American
Express and Troy numbers with Luhn; dates in German (Austrian Jänner), Polish and Czech (genitive month names),
Hungarian (year first) and Turkish with month names, and English and US orders; the nine countries' address layouts
and Minnesota's; their numbering plans in national printings with and without +49, +43, +41, +48, +420, +36, +90,
+353 and +44, and Minnesota lines; e-mails written against scrapers ("at" and "dot"); public IPv4 addresses of home
and mobile connections; personal pages (a drive page, a travel blog, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. Every state from A to M had been used
by an earlier set: the organisations sit in Minnesota (used once before, by one earlier set) with area codes no
earlier set used (651 and 763). An identifier-free text quotes only this set's own organisations' contacts
(ORGANISATION_CONTACTS, verbatim: a St. Paul blood center, a Maple Grove plasma center, a St. Paul travel-medicine
clinic, an Anoka hospital's transfusion service and a health plan, on fictional 555-01xx lines, and partners in
Hamburg, Salzburg, Basel, Wrocław, Brno, Debrecen, İzmir, Cork and Edinburgh on invented lines or Ofcom's drama
range) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the providers'
NPIs, the EIN, the CLIA number); the people it names are the organisations' own staff, never a donor, patient or
traveller, and the ages it gives are under 90 (eligibility ranges, age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import unicodedata
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39

Draw = blind.Draw

SEED = 74741
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "de_DE", "de_AT", "de_CH", "pl_PL", "cs_CZ", "hu_HU", "tr_TR", "en_IE", "en_GB")

BLOOD = "Ramsey Bluff Blood Center"
PLASMA = "Minnehaha Creek Plasma Center"
TRAVEL = "Lake Phalen Travel Medicine Clinic"
HOSP = "Rum River Regional Hospital"
PLAN = "Voyageur Prairie Health Plan"
DE_PARTNER = "Blutspendedienst Alsterufer"
AT_PARTNER = "Blutdepot Salzachtal"
CH_PARTNER = "Blutspendezentrum Rheinknie"
PL_PARTNER = "Regionalne Centrum Krwiodawstwa nad Odrą"
CZ_PARTNER = "Transfuzní služba Špilberk"
HU_PARTNER = "Nagyerdei Oltóközpont"
TR_PARTNER = "Körfez Kan Merkezi"
IE_PARTNER = "Lee Valley Travel Health"
SC_PARTNER = "Calton Hill Travel Clinic"
ORGANISATION_CONTACTS = [
    "(651) 555-0172",                                                   # 0 blood center (St. Paul)
    "(651) 555-0173",                                                   # 1 blood center, hospital services fax
    "1480 Como Bluff Avenue, St. Paul, MN 55108",                       # 2
    "donors@ramseybluffblood.org",                                      # 3
    "https://www.ramseybluffblood.org",                                 # 4
    "(763) 555-0174",                                                   # 5 plasma center (Maple Grove)
    "7720 Elm Creek Parkway, Maple Grove, MN 55369",                    # 6
    "plasma@minnehahaplasma.com",                                       # 7
    "(651) 555-0175",                                                   # 8 travel-medicine clinic
    "366 Phalen Shore Drive, St. Paul, MN 55106",                       # 9
    "travel@lakephalentravelmed.org",                                   # 10
    "(763) 555-0176",                                                   # 11 hospital transfusion service (Anoka)
    "transfusion@rumriverhospital.org",                                 # 12
    "(651) 555-0177",                                                   # 13 health plan, provider line
    "eligibility@voyageurprairiehp.com",                                # 14
    "+49 40 7272 0172",                                                 # 15 Hamburg partner
    "040 7272 0172",                                                    # 16
    "info@blutspende-alsterufer.de",                                    # 17
    "+43 662 727 272",                                                  # 18 Salzburg partner
    "0662 727 272",                                                     # 19
    "office@blutdepot-salzachtal.at",                                   # 20
    "+41 61 727 72 72",                                                 # 21 Basel partner
    "061 727 72 72",                                                    # 22
    "kontakt@blutspende-rheinknie.ch",                                  # 23
    "+48 71 727 27 72",                                                 # 24 Wrocław partner
    "71 727 27 72",                                                     # 25
    "rejestracja@krwiodawstwo-odra.pl",                                 # 26
    "+420 545 727 272",                                                 # 27 Brno partner
    "545 727 272",                                                      # 28
    "odber@transfuze-spilberk.cz",                                      # 29
    "+36 52 727 272",                                                   # 30 Debrecen partner
    "(52) 727-272",                                                     # 31
    "utazas@nagyerdei-oltokozpont.hu",                                  # 32
    "+90 232 727 72 72",                                                # 33 İzmir partner
    "0232 727 72 72",                                                   # 34
    "bilgi@korfezkanmerkezi.com.tr",                                    # 35
    "+353 21 727 7272",                                                 # 36 Cork partner
    "(021) 727 7272",                                                   # 37
    "clinic@leetravelhealth.ie",                                        # 38
    "+44 131 496 0772",                                                 # 39 Edinburgh partner (Ofcom drama range)
    "0131 496 0772",                                                    # 40
    "enquiries@caltontravelhealth.co.uk",                               # 41
]
ORG_EIN = "41-7272174"
PLAN_PAYER_ID = "VPHP72"
PLAN_GROUP = "MNVP2026"
PLAN_RXBIN = "672172"
PLAN_PCN = "VPRX72"
CLIA = "24D7272174"
ORG_NPIS = (blind5._npi_of("172651763"), blind5._npi_of("176372651"), blind5._npi_of("165172763"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"de_DE": "DE", "de_AT": "AT", "de_CH": "CH", "pl_PL": "PL", "cs_CZ": "CZ", "hu_HU": "HU", "tr_TR": "TR", "en_IE": "IE", "en_GB": "SC"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _ascii(text: str) -> str:
    text = text.replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ß", "ss")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


# ---- people's names ------------------------------------------------------------------------------------------------
def _one_name(draw: Draw, sex: str) -> tuple[str, str]:
    fake = draw.fk[_locale(draw)]
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    try:
        last = fake.last_name_female() if sex == "F" else fake.last_name_male()
    except AttributeError:
        last = fake.last_name()
    return first, last


def _full(draw: Draw, first: str, last: str) -> str:
    return f"{last} {first}" if _country(draw) == "HU" else f"{first} {last}"


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a relative and a third person of the same locale."""
    sex = draw.pick(["F", "M"])
    first, last = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": _full(draw, first, last),
                       "first_upper": _ascii(first).upper(), "last_upper": _ascii(last).upper()})
    for suffix in ("2", "3"):
        other = _one_name(draw, draw.pick(["F", "M"]))
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: other[1], "name" + suffix: _full(draw, *other)})


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "M"))


def _birth(draw: Draw, low: int = 1958, high: int = 2006) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 25).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "727", "7272", "496", "017")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
_AT_MONTHS = ["Jänner"] + _DE_MONTHS[1:]
_PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"]
_PL_NOM = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"]
_CZ_MONTHS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"]
_HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"]
_TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def _date_in(draw: Draw, day: dt.date, country: str | None = None) -> str:
    """A date as the text's country and language print it."""
    d, m, y = day.day, day.month, day.year
    country = country or _country(draw)
    if country in ("DE", "AT", "CH"):
        months = _AT_MONTHS if country == "AT" else _DE_MONTHS
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d}. {months[m - 1]} {y}", f"{d}.{m}.{y}", f"{d:02d}. {months[m - 1][:3]}. {y}" if m not in (5, 6, 7) else f"{d}. {months[m - 1]} {y}",
                          f"{d:02d}.{m:02d}.{y % 100:02d}"])
    if country == "PL":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_PL_MONTHS[m - 1]} {y}", f"{d} {_PL_MONTHS[m - 1]} {y} r.", f"{d:02d}.{m:02d}.{y} r.", f"{d} {_ROMAN[m - 1]} {y}",
                          f"{y}-{m:02d}-{d:02d}"])
    if country == "CZ":
        return draw.pick([f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}", f"{d}. {_CZ_MONTHS[m - 1]} {y}", f"{d}.{m}.{y}"])
    if country == "HU":
        return draw.pick([f"{y}. {_HU_MONTHS[m - 1]} {d}.", f"{y}.{m:02d}.{d:02d}.", f"{y}. {m:02d}. {d:02d}.", f"{y}. {_HU_MONTHS[m - 1][:3]}. {d}."])
    if country == "TR":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_TR_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_TR_MONTHS[m - 1].upper()} {y}"])
    if country in ("IE", "SC"):
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{blind._ordinal(d)} {month} {y}", f"{d} {month} {y}", f"{d:02d}-{month[:3]}-{y}", f"{d}/{m}/{y % 100:02d}", f"{d} {month[:3]} {y}"])  # noqa: SLF001
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}{month[:3].upper()}{y}"])


def dob_v72(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v72(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1934))


def dob_iso_v72(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v72(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v72(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def dod_v72(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


def dod_iso_v72(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-06:00"


def _elder_age(draw: Draw, day: dt.date | None = None) -> int:
    return _age_on(_birth(draw, 1926, 1934), day or REFERENCE_DAY)


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _say_age(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country in ("DE", "AT", "CH"):
        return draw.pick([f"{age} Jahre", f"{age} J.", f"{age}"])
    if age >= 100:
        return draw.pick([f"{age}", f"{age} years old"])
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years old", f"{age} yrs", f"{age} y/o", spelled])


def age_elder_v72(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1934, as the text's language says it."""
    return _say_age(draw, _elder_age(draw))


def age_at_death_v72(draw: Draw) -> str:
    return _say_age(draw, _elder_age(draw, _death_day(draw)))


# ---- United States (Minnesota) ------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v72(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or with spaced dashes as a typed form shows it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]} - {v[3:5]} - {v[5:]}",
                      f"{v[:3]}‑{v[3:5]}‑{v[5:]}"])


def ssn_plain_v72(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v72(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced 4-3-4."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def pmi_mn_v72(draw: Draw) -> str:
    """A Minnesota Medical Assistance PMI (eight digits), whole or split."""
    v = "0" + draw.digits(7, True)
    return draw.pick([v, v, f"{v[:4]} {v[4:]}"])


def plan_member_v72(draw: Draw) -> str:
    """A health plan member ID (the plan's prefix, nine digits, a person suffix)."""
    return draw.pick([f"VPX{draw.digits(9, True)}", f"VPX{draw.digits(9, True)}-0{draw.rng.randint(1, 4)}", f"VPX {draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"])


def member_v72(draw: Draw) -> str:
    return draw.pick([mbi_v72, pmi_mn_v72, plan_member_v72])(draw)


def donor_id_v72(draw: Draw) -> str:
    """A donor number on the blood center's card, or a plasma donor's ID."""
    return draw.pick([f"RB{draw.digits(7, True)}", f"D-{draw.digits(3, True)}-{draw.digits(4)}", f"MCP{draw.digits(6, True)}", f"{draw.digits(9, True)}"])


def mrn_v72(draw: Draw) -> str:
    """A hospital MRN, a travel-clinic chart, an encounter number."""
    return draw.pick([f"RR{draw.digits(7, True)}", draw.digits(8, True), f"LPT-{draw.digits(6, True)}", f"E{draw.rng.randint(2025, 2026)}{draw.digits(6)}"])


def mrn_plain_v72(draw: Draw) -> str:
    return f"RR{draw.digits(7, True)}"


_MN_TOWNS = [("St. Paul", "55104"), ("St. Paul", "55117"), ("Minneapolis", "55407"), ("Minneapolis", "55418"), ("Roseville", "55113"), ("Maplewood", "55109"),
             ("Coon Rapids", "55433"), ("Anoka", "55303"), ("Blaine", "55434"), ("Plymouth", "55441"), ("Woodbury", "55125"), ("Stillwater", "55082"),
             ("Duluth", "55805"), ("Rochester", "55901")]
_MN_STREETS = ["Grand Ave", "University Ave W", "Rice St", "White Bear Ave N", "Lexington Pkwy S", "Hennepin Ave", "Cedar Ave S", "Lake St E",
               "Larpenteur Ave", "Snelling Ave N", "Edgerton St", "County Road 10", "Bunker Lake Blvd NW", "Cliff Rd"]


def _mn_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_MN_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_MN_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(101, 1899)}", f" Unit {draw.rng.randint(1, 240)}", f" #{draw.rng.randint(2, 410)}", f", Lot {draw.rng.randint(1, 160)}"])
    return street, unit, town, zip_code


def addr_mn_v72(draw: Draw) -> str:
    street, unit, town, zip_code = _mn_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, MN {zip_code}", f"{street}{unit}\n{town}, MN {zip_code}", f"{street}{unit}, {town} MN {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} MN {zip_code}", f"{street}{unit}, {town}, Minnesota {zip_code}"])


def addr_hl7_v72(draw: Draw) -> str:
    street, _, town, zip_code = _mn_parts(draw)
    return f"{street.upper()}^^{town.upper()}^MN^{zip_code}^USA^H"


def addr_fhir_v72(draw: Draw) -> str:
    street, _, town, zip_code = _mn_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"MN\", \"postalCode\": \"{zip_code}"


def addr_x12_v72(draw: Draw) -> str:
    street, _, town, zip_code = _mn_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*MN*{zip_code}"


def addr_csv_v72(draw: Draw) -> tuple[str, str, str]:
    street, unit, town, zip_code = _mn_parts(draw)
    return "\"", f"{street}{unit}, {town}, MN {zip_code}", "\""


def _exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_mn_v72(draw: Draw) -> str | tuple[str, str, str]:
    """A person's line: Twin Cities areas mostly, now and then greater Minnesota (a note after it is not part of the number)."""
    area = draw.pick(["651", "612", "763", "952", "651", "218", "507", "320"])
    exchange, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", ("", f"{area}-{exchange}-{line}", " (mobile)"), ("", f"{area} {exchange} {line}", " - texts ok"),
                      f"{area}-{exchange}-{line} ext. {draw.rng.randint(2, 499)}"])


def phone_e164_v72(draw: Draw) -> str:
    return f"+1{draw.pick(['651', '612', '763'])}{_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v72(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['651', '763', '612'])}^{_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v72(draw: Draw) -> str:
    """A Minnesota checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["09100001", "29197342", "09190008", "29107354", "09100002"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} acct {account}", f"{routing} / {account}", f"RTN: {routing}  Account: {account}"])


def plate_mn_v72(draw: Draw) -> str:
    """A Minnesota plate (three digits and three letters, three letters and three digits), or a disability plate."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.digits(3, True)}-{draw.letters(3, alpha)}", f"{draw.letters(3, alpha)} {draw.digits(3)}", f"{draw.letters(3, alpha)}{draw.digits(3)}",
                      f"MN {draw.digits(3, True)} {draw.letters(3, alpha)}", f"{draw.digits(5, True)}D"])


def passport_us_v72(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"{draw.digits(9, True)}"])


# ---- Germany -------------------------------------------------------------------------------------------------------
def _steuer_check(ten: str) -> str:
    product = 10
    for ch in ten:
        total = (int(ch) + product) % 10 or 10
        product = (total * 2) % 11
    check = 11 - product
    return "0" if check == 10 else str(check)


def steuer_id_v72(draw: Draw) -> str:
    """A German Steuer-ID: ten digits, one of them twice and one missing, and the ISO 7064 check digit."""
    while True:
        digits = draw.rng.sample("0123456789", 9)
        digits.append(draw.pick(digits))
        draw.rng.shuffle(digits)
        if digits[0] != "0":
            break
    ten = "".join(digits)
    v = ten + _steuer_check(ten)
    return draw.pick([v, f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}", f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}", f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{v[:2]}/{v[2:5]}/{v[5:8]}/{v[8:]}"])


def kvnr_v72(draw: Draw) -> str:
    """A German Krankenversichertennummer: a letter, eight digits and a check digit (the letter as two digits, Luhn-like weights 1-2)."""
    letter = draw.letters(1, "ABCDEFGHIJKLMNOPRSTUVWZ")
    body = draw.digits(8, True)
    seq = f"{ord(letter) - 64:02d}" + body
    total = 0
    for index, ch in enumerate(seq):
        product = int(ch) * (1 if index % 2 == 0 else 2)
        total += product // 10 + product % 10
    v = f"{letter}{body}{total % 10}"
    return draw.pick([v, v, f"{v[0]} {v[1:5]} {v[5:]}"])


def passport_de_v72(draw: Draw) -> str:
    return draw.pick([f"C{draw.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}", f"C{draw.letters(3, 'FGHJKLMNPRTVWXYZ')}{draw.digits(5)}"])


_DE_PLACES = [("20255", "Hamburg"), ("22089", "Hamburg"), ("21073", "Hamburg"), ("22850", "Norderstedt"), ("25421", "Pinneberg"), ("23552", "Lübeck"), ("24103", "Kiel"),
              ("28195", "Bremen"), ("30159", "Hannover")]
_DE_STREETS = ["Osterstraße", "Wandsbeker Chaussee", "Harburger Ring", "Ulzburger Str.", "Bahnhofstraße", "Mühlenweg", "Am Lindenhof", "Schillerstr.", "Kieler Straße"]


def addr_de_v72(draw: Draw) -> str:
    plz, town = draw.pick(_DE_PLACES)
    street = f"{draw.pick(_DE_STREETS)} {draw.rng.randint(1, 180)}{draw.pick(['', '', 'a', 'b'])}"
    return draw.pick([f"{street}, {plz} {town}", f"{street}\n{plz} {town}", f"{street}, D-{plz} {town}", f"{street}\n{draw.pick(['2. OG links', 'Hinterhaus', 'c/o Familie ' + draw.cache.get('last', 'Meyer')])}\n{plz} {town}"])


def phone_de_v72(draw: Draw) -> str:
    if draw.rng.random() < 0.6:
        pre = draw.pick(["151", "160", "170", "171", "176", "157", "162"])
        v = _sub(draw, draw.pick([7, 8]))
        return draw.pick([f"0{pre} {v}", f"0{pre}/{v}", f"+49 {pre} {v}", f"+49 (0){pre} {v}", f"0{pre}-{v[:3]} {v[3:]}", f"0049 {pre} {v}"])
    area = draw.pick(["40", "4193", "4101", "451", "431"])
    v = _sub(draw, 8 - len(area) + 2 if len(area) == 2 else 6)
    return draw.pick([f"0{area} {v}", f"(0{area}) {v}", f"+49 {area} {v}", f"0{area}/{v}", f"0{area} {v[:3]} {v[3:]}"])


def _iban(country: str, bban: str) -> str:
    moved = bban + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in moved)
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _grouped(iban: str) -> str:
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def account_de_v72(draw: Draw) -> str | tuple[str, str, str]:
    blz = draw.pick(["20050550", "20010020", "20030000", "20070024", "21050170"])
    konto = draw.digits(10, True)
    iban = _iban("DE", blz + konto)
    return draw.pick([_grouped(iban), iban, ("", _grouped(iban), " (Hamburger Sparkasse)") if blz == "20050550" else _grouped(iban), f"Kto. {konto.lstrip('0')}, BLZ {blz[:3]} {blz[3:6]} {blz[6:]}"])


def plate_de_v72(draw: Draw) -> str:
    alpha = "ABCDEFGHIJKLMNOPRSTUVWXYZ"
    return draw.pick([f"HH-{draw.letters(2, alpha)} {draw.rng.randint(1, 9999)}", f"SE-{draw.letters(1, alpha)} {draw.rng.randint(10, 999)}", f"PI {draw.letters(2, alpha)} {draw.rng.randint(1, 999)}",
                      f"OD-{draw.letters(2, alpha)}{draw.rng.randint(10, 99)}E"])


# ---- Austria -------------------------------------------------------------------------------------------------------
def svnr_at_v72(draw: Draw) -> str:
    """An Austrian Sozialversicherungsnummer: a serial, its check digit, the birth date DDMMYY."""
    born = _birth(draw)
    date = born.strftime("%d%m%y")
    while True:
        serial = f"{draw.rng.randint(1, 9)}{draw.digits(2)}"
        total = sum(int(c) * w for c, w in zip(serial + date, (3, 7, 9, 5, 8, 4, 2, 1, 6)))
        if total % 11 != 10:
            break
    v = f"{serial}{total % 11}{date}"
    return draw.pick([f"{v[:4]} {v[4:]}", v, f"{v[:4]} {v[4:6]}{v[6:8]}{v[8:]}", f"{v[:4]}-{v[4:]}", f"{v[:4]} {v[4:6]} {v[6:8]} {v[8:]}"])


def passport_at_v72(draw: Draw) -> str:
    return f"{draw.pick(['P', 'U'])}{draw.digits(7, True)}"


def addr_at_v72(draw: Draw) -> str:
    plz, town = draw.pick([("5020", "Salzburg"), ("5400", "Hallein"), ("5071", "Wals-Siezenheim"), ("1100", "Wien"), ("4020", "Linz"), ("5700", "Zell am See"), ("6020", "Innsbruck")])
    street = draw.pick(["Ignaz-Harrer-Straße", "Linzer Gasse", "Alpenstraße", "Schallmooser Hauptstraße", "Favoritenstraße", "Landstraßer Hauptstraße", "Siezenheimer Str."])
    n = draw.rng.randint(1, 120)
    door = draw.pick(["", f"/{draw.rng.randint(1, 12)}", f"/{draw.rng.randint(1, 9)}/{draw.rng.randint(1, 30)}", f"/Stiege {draw.rng.randint(1, 4)}/Top {draw.rng.randint(1, 24)}"])
    return draw.pick([f"{street} {n}{door}, {plz} {town}", f"{street} {n}{door}\n{plz} {town}", f"{street} {n}{door}, A-{plz} {town}"])


def phone_at_v72(draw: Draw) -> str:
    if draw.rng.random() < 0.65:
        pre, v = draw.pick(["664", "650", "676", "699", "660", "680"]), _sub(draw, 7)
        return draw.pick([f"0{pre} {v}", f"0{pre}/{v}", f"+43 {pre} {v}", f"+43 (0){pre} {v[:3]} {v[3:]}", f"0{pre} {v[:3]} {v[3:]}", f"0043 {pre} {v}"])
    area, v = draw.pick(["662", "6245", "1", "732"]), _sub(draw, 6)
    return draw.pick([f"0{area} {v}", f"0{area}/{v}", f"+43 {area} {v}", f"(0{area}) {v[:2]} {v[2:4]} {v[4:]}"])


def account_at_v72(draw: Draw) -> str:
    iban = _iban("AT", draw.pick(["20404", "35000", "12000", "14000", "20100"]) + draw.digits(11, True))
    return draw.pick([_grouped(iban), iban, _grouped(iban)])


# ---- Switzerland ---------------------------------------------------------------------------------------------------
def ahv_v72(draw: Draw) -> str:
    """A Swiss AHV number: 756, nine digits and the EAN-13 check digit, dotted as the card prints it."""
    body = "756" + draw.digits(9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    v = body + str((10 - total % 10) % 10)
    return draw.pick([f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}", f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}", v, f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}"])


def passport_ch_v72(draw: Draw) -> str:
    return draw.pick([f"X{draw.digits(7, True)}", f"S{draw.digits(1)}{draw.letters(1)}{draw.digits(2)}{draw.letters(1)}{draw.digits(2)}"])


def addr_ch_v72(draw: Draw) -> str:
    plz, town = draw.pick([("4051", "Basel"), ("4057", "Basel"), ("4125", "Riehen"), ("4410", "Liestal"), ("4132", "Muttenz"), ("8004", "Zürich"), ("3011", "Bern")])
    street = draw.pick(["Klybeckstrasse", "Güterstrasse", "Baselstrasse", "Rheinfelderstrasse", "Hauptstrasse", "Feldbergstrasse", "Birsigstrasse"])
    return draw.pick([f"{street} {draw.rng.randint(1, 240)}, {plz} {town}", f"{street} {draw.rng.randint(1, 240)}\n{plz} {town}", f"{street} {draw.rng.randint(1, 240)}, CH-{plz} {town}"])


def phone_ch_v72(draw: Draw) -> str:
    pre = draw.pick(["79", "78", "76", "77", "61", "44"])
    v = _sub(draw, 7)
    return draw.pick([f"0{pre} {v[:3]} {v[3:5]} {v[5:]}", f"+41 {pre} {v[:3]} {v[3:5]} {v[5:]}", f"0{pre}{v}", f"+41{pre}{v}", f"0041 {pre} {v[:3]} {v[3:5]} {v[5:]}",
                      f"+41 (0){pre} {v[:3]} {v[3:5]} {v[5:]}"])


def account_ch_v72(draw: Draw) -> str:
    iban = _iban("CH", draw.pick(["00233", "00770", "09000", "00235"]) + draw.digits(12, True))
    return draw.pick([_grouped(iban), iban])


# ---- Poland --------------------------------------------------------------------------------------------------------
def pesel_v72(draw: Draw) -> str:
    """A PESEL: the birth date (month + 20 after 1999), a serial whose last digit is even for a woman, the check digit."""
    born = _birth(draw)
    month = born.month + (20 if born.year >= 2000 else 0)
    sex_digit = draw.pick(["0", "2", "4", "6", "8"] if _sex(draw) == "F" else ["1", "3", "5", "7", "9"])
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(3)}{sex_digit}"
    total = sum(int(c) * w for c, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)))
    return body + str((10 - total % 10) % 10)


def dowod_pl_v72(draw: Draw) -> str:
    """A Polish ID-card series and number (three letters, six digits; the first digit is the check digit)."""
    letters = draw.letters(3, "ABCDEFGHIJKLMNOPRSTUVWXYZ")
    rest = draw.digits(5)
    total = sum((ord(ch) - 55) * w for ch, w in zip(letters, (7, 3, 1))) + sum(int(c) * w for c, w in zip(rest, (7, 3, 1, 7, 3)))
    v = f"{letters}{total % 10}{rest}"
    return draw.pick([v, f"{v[:3]} {v[3:]}"])


def passport_pl_v72(draw: Draw) -> str:
    return f"{draw.letters(2, 'EFGH')}{draw.digits(7, True)}"


def addr_pl_v72(draw: Draw) -> str:
    code, town = draw.pick([("50-043", "Wrocław"), ("53-332", "Wrocław"), ("51-617", "Wrocław"), ("55-080", "Kąty Wrocławskie"), ("58-100", "Świdnica"), ("45-061", "Opole"), ("59-220", "Legnica")])
    street = draw.pick(["ul. Legnicka", "ul. Grabiszyńska", "ul. Kościuszki", "al. Armii Krajowej", "ul. Piastowska", "ul. Jedności Narodowej", "os. Kosmonautów"])
    n = draw.rng.randint(1, 240)
    flat = draw.pick(["", f"/{draw.rng.randint(1, 60)}", f" m. {draw.rng.randint(1, 60)}", f" lok. {draw.rng.randint(1, 12)}"])
    return draw.pick([f"{street} {n}{flat}, {code} {town}", f"{street} {n}{flat}\n{code} {town}", f"{code} {town}, {street} {n}{flat}"])


def phone_pl_v72(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        v = draw.pick(["5", "6", "7", "8"]) + _sub(draw, 8)
        return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", f"+48 {v[:3]} {v[3:6]} {v[6:]}", f"+48{v}", v, f"(+48) {v[:3]} {v[3:6]} {v[6:]}"])
    v = _sub(draw, 7)
    return draw.pick([f"71 {v[:3]} {v[3:5]} {v[5:]}", f"+48 71 {v[:3]} {v[3:5]} {v[5:]}", f"(71) {v[:3]}-{v[3:5]}-{v[5:]}"])


def account_pl_v72(draw: Draw) -> str:
    """A Polish account: the IBAN, or the 26-digit NRB printed in groups as Polish forms do."""
    bank = draw.pick(["10901593", "10205226", "11402004", "12401037", "19401076"])
    iban = _iban("PL", bank + draw.digits(16, True))
    nrb = iban[2:]
    return draw.pick([_grouped(iban), f"{nrb[:2]} {' '.join(nrb[i:i + 4] for i in range(2, 26, 4))}", nrb, iban])


def plate_pl_v72(draw: Draw) -> str:
    alpha = "ACEFGHJKLMNPRSTUVWXY"
    return draw.pick([f"DW {draw.digits(5, True)}", f"DW{draw.digits(4, True)}{draw.letters(1, alpha)}", f"DWR {draw.letters(1, alpha)}{draw.digits(3)}", f"DSW {draw.digits(4, True)}{draw.letters(1, alpha)}",
                      f"OP {draw.digits(1, True)}{draw.letters(1, alpha)}{draw.digits(3)}"])


# ---- Czechia -------------------------------------------------------------------------------------------------------
def rc_cz_v72(draw: Draw) -> str:
    """A Czech rodné číslo: YYMMDD (month + 50 for a woman), a serial, the whole number divisible by 11."""
    born = _birth(draw)
    month = born.month + (50 if _sex(draw) == "F" else 0)
    while True:
        nine = f"{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(3)}"
        check = int(nine) % 11
        if check != 10:
            break
    v = nine + str(check)
    return draw.pick([f"{v[:6]}/{v[6:]}", f"{v[:6]}/{v[6:]}", v, f"{v[:6]} / {v[6:]}"])


def passport_cz_v72(draw: Draw) -> str:
    return draw.digits(8, True)


def addr_cz_v72(draw: Draw) -> str:
    psc, town = draw.pick([("602 00", "Brno"), ("612 00", "Brno-Královo Pole"), ("628 00", "Brno-Líšeň"), ("664 34", "Kuřim"), ("664 51", "Šlapanice"), ("130 00", "Praha 3"), ("779 00", "Olomouc")])
    street = draw.pick(["Kounicova", "Cejl", "Štefánikova", "Vídeňská", "Bělehradská", "Jihlavská", "Koliště"])
    num = f"{draw.rng.randint(100, 2999)}/{draw.rng.randint(1, 120)}"
    return draw.pick([f"{street} {num}, {psc} {town}", f"{street} {num}\n{psc} {town}", f"{street} {num}, {psc.replace(' ', '')} {town}"])


def phone_cz_v72(draw: Draw) -> str:
    v = draw.pick(["6", "7"]) + _sub(draw, 8)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"+420 {v[:3]} {v[3:6]} {v[6:]}", f"+420{v}", v, f"00420 {v[:3]} {v[3:6]} {v[6:]}"])


def _cz_ok(digits: str, weights: tuple[int, ...]) -> bool:
    return sum(int(c) * w for c, w in zip(digits.zfill(len(weights)), weights)) % 11 == 0


def account_cz_v72(draw: Draw) -> str:
    """A Czech account as the country prints it (prefix-number/bank code, both parts passing mod 11), or its IBAN."""
    while True:
        number = draw.digits(10, True)
        if _cz_ok(number, (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)):
            break
    prefix = ""
    if draw.rng.random() < 0.4:
        while True:
            prefix = str(draw.rng.randint(10, 999999))
            if _cz_ok(prefix, (10, 5, 8, 4, 2, 1)):
                break
    bank = draw.pick(["0800", "0100", "0300", "2010", "5500", "0600"])
    iban = _iban("CZ", bank + prefix.zfill(6) + number)
    domestic = f"{prefix + '-' if prefix else ''}{number.lstrip('0')}/{bank}"
    return draw.pick([domestic, domestic, f"č. ú. {domestic}", _grouped(iban)])


# ---- Hungary -------------------------------------------------------------------------------------------------------
def taj_v72(draw: Draw) -> str:
    """A Hungarian TAJ number: eight digits and the check digit (weights 3 and 7), printed in threes."""
    body = draw.digits(8, True)
    v = body + str(sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body)) % 10)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v])


def passport_hu_v72(draw: Draw) -> str:
    return f"{draw.letters(2, 'BCEHK')}{draw.digits(7, True)}"


def addr_hu_v72(draw: Draw) -> str:
    code, town = draw.pick([("4032", "Debrecen"), ("4026", "Debrecen"), ("4400", "Nyíregyháza"), ("4025", "Debrecen"), ("1136", "Budapest"), ("4220", "Hajdúböszörmény")])
    street = draw.pick(["Egyetem sugárút", "Piac utca", "Kossuth u.", "Bethlen u.", "Pannónia utca", "Füredi út", "Hatvan utca"])
    n = draw.rng.randint(1, 120)
    flat = draw.pick(["", f" {draw.rng.randint(1, 10)}. em. {draw.rng.randint(1, 40)}.", f" fsz. {draw.rng.randint(1, 6)}.", f" {_ROMAN[draw.rng.randint(0, 8)]}/{draw.rng.randint(1, 30)}"])
    return draw.pick([f"{code} {town}, {street} {n}.{flat}", f"{code} {town.upper()}, {street} {n}.{flat}", f"{town}\n{street} {n}.{flat}\n{code}"])


def phone_hu_v72(draw: Draw) -> str:
    pre, v = draw.pick(["20", "30", "70", "31"]), _sub(draw, 7)
    if draw.rng.random() < 0.25:
        pre, v = "52", _sub(draw, 6)
        return draw.pick([f"(52) {v[:3]}-{v[3:]}", f"06 52 {v[:3]} {v[3:]}", f"+36 52 {v}"])
    return draw.pick([f"+36 {pre} {v[:3]} {v[3:]}", f"06 {pre} {v[:3]} {v[3:]}", f"06-{pre}-{v[:3]}-{v[3:]}", f"+36{pre}{v}", f"06/{pre}/{v}", f"(06-{pre}) {v[:3]}-{v[3:]}"])


# ---- Turkey --------------------------------------------------------------------------------------------------------
def tckn_v72(draw: Draw) -> str:
    """A T.C. Kimlik No: nine digits (the first non-zero) and its two check digits."""
    d = [draw.rng.randint(1, 9)] + [draw.rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + f"{d10}{d11}"


def passport_tr_v72(draw: Draw) -> str:
    return f"{draw.pick(['U', 'S'])}{draw.digits(8, True)}"


def addr_tr_v72(draw: Draw) -> str:
    mah = draw.pick(["Alsancak Mah.", "Bostanlı Mah.", "Mavişehir Mah.", "Göztepe Mah.", "Bornova Merkez Mah.", "Karşıyaka Mah."])
    cad = draw.pick(["Kıbrıs Şehitleri Cad.", "Cemal Gürsel Cad.", "Mustafa Kemal Sahil Blv.", "1453 Sok.", "Şehit Nevres Bulvarı", "2040 Sk."])
    ilce, pk = draw.pick([("Konak", "35220"), ("Karşıyaka", "35590"), ("Bornova", "35040"), ("Bayraklı", "35530"), ("Buca", "35390")])
    no, daire = draw.rng.randint(1, 240), draw.rng.randint(1, 24)
    return draw.pick([f"{mah} {cad} No: {no} D: {daire}, {pk} {ilce}/İzmir", f"{mah} {cad} No:{no}/{daire}\n{pk} {ilce} / İZMİR", f"{cad} No. {no} Daire {daire} {mah} {ilce} İzmir {pk}"])


def phone_tr_v72(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        pre, v = draw.pick(["532", "533", "542", "505", "555", "544", "530"]), _sub(draw, 7)
        if pre == "555":
            pre = "554"
        return draw.pick([f"0{pre} {v[:3]} {v[3:5]} {v[5:]}", f"+90 {pre} {v[:3]} {v[3:5]} {v[5:]}", f"0 ({pre}) {v[:3]} {v[3:5]} {v[5:]}", f"0{pre}{v}", f"+90{pre}{v}",
                          f"({pre}) {v[:3]}-{v[3:5]}-{v[5:]}"])
    v = _sub(draw, 7)
    return draw.pick([f"0232 {v[:3]} {v[3:5]} {v[5:]}", f"+90 232 {v[:3]} {v[3:5]} {v[5:]}", f"(0232) {v}"])


def account_tr_v72(draw: Draw) -> str:
    iban = _iban("TR", draw.pick(["00010", "00012", "00062", "00064", "00046"]) + "0" + draw.digits(16, True))
    return draw.pick([_grouped(iban), iban, _grouped(iban)])


# ---- Ireland -------------------------------------------------------------------------------------------------------
def ppsn_v72(draw: Draw) -> str:
    """An Irish PPS number: seven digits, the mod-23 check letter, and for newer numbers a second letter."""
    digits = draw.digits(7)
    second = draw.pick(["", "", "A", "B"])
    total = sum(int(c) * w for c, w in zip(digits, range(8, 1, -1))) + (9 * (ord(second) - 64) if second else 0)
    letter = "W" if total % 23 == 0 else chr(64 + total % 23)
    v = f"{digits}{letter}{second}"
    return draw.pick([v, v, f"{digits} {letter}{second}", v.lower() if draw.rng.random() < 0.2 else v])


def passport_ie_v72(draw: Draw) -> str:
    return f"{draw.letters(2, 'PLNRTXY')}{draw.digits(7, True)}"


_EIRCODE = "ACDEFHKNPRTVWXY0123456789"


def addr_ie_v72(draw: Draw) -> str:
    routing, town = draw.pick([("T12", "Cork"), ("T23", "Blarney, Co. Cork"), ("P31", "Ballincollig, Co. Cork"), ("T45", "Glanmire, Co. Cork"), ("P24", "Midleton, Co. Cork"), ("D06", "Dublin 6")])
    eircode = f"{routing} {draw.letters(4, _EIRCODE)}"
    street = draw.pick(["Model Farm Road", "Douglas Road", "Oakwood Drive", "The Paddocks", "Greenfields Avenue", "College Road", "Maryborough Hill"])
    n = draw.rng.randint(1, 140)
    return draw.pick([f"{n} {street}, {town}, {eircode}", f"{n} {street}\n{town}\n{eircode}", f"Apt {draw.rng.randint(1, 40)}, {n} {street}, {town} {eircode}"])


def phone_ie_v72(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        pre, v = draw.pick(["83", "85", "86", "87", "89"]), _sub(draw, 7)
        return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"+353 {pre} {v[:3]} {v[3:]}", f"0{pre}-{v}", f"0{pre}{v}", f"+353 (0){pre} {v}"])
    v = _sub(draw, 7)
    return draw.pick([f"(021) {v[:3]} {v[3:]}", f"021 {v}", f"+353 21 {v[:3]} {v[3:]}"])


def plate_ie_v72(draw: Draw) -> str:
    year = draw.pick(["151", "161", "172", "182", "191", "202", "211", "231", "242", "12", "08"])
    county = draw.pick(["C", "C", "D", "KY", "L", "WD"])
    return draw.pick([f"{year}-{county}-{draw.rng.randint(1, 49999)}", f"{year} {county} {draw.rng.randint(1, 49999)}", f"{year}{county}{draw.rng.randint(1, 9999)}"])


def account_ie_v72(draw: Draw) -> str:
    bank, sort = draw.pick([("AIBK", "93"), ("BOFI", "90"), ("IPBS", "99"), ("ULSB", "98")])
    sort_code = sort + draw.digits(4)
    account = draw.digits(8, True)
    iban = _iban("IE", bank + sort_code + account)
    return draw.pick([_grouped(iban), iban, f"NSC {sort_code[:2]}-{sort_code[2:4]}-{sort_code[4:]}, account {account}"])


# ---- Scotland ------------------------------------------------------------------------------------------------------
def _mod11_ten(nine: str) -> str | None:
    total = sum(int(c) * w for c, w in zip(nine, range(10, 1, -1)))
    check = 11 - total % 11
    if check == 10:
        return None
    return "0" if check == 11 else str(check)


def chi_v72(draw: Draw) -> str:
    """A CHI number: the birth date DDMMYY, two digits, a sex digit (odd for a man), the mod-11 check digit."""
    born = _birth(draw)
    while True:
        sex_digit = draw.pick(["1", "3", "5", "7", "9"] if _sex(draw) == "M" else ["0", "2", "4", "6", "8"])
        nine = born.strftime("%d%m%y") + draw.digits(2) + sex_digit
        check = _mod11_ten(nine)
        if check is not None:
            v = nine + check
            return draw.pick([v, v, f"{v[:6]} {v[6:]}", f"{v[:6]}-{v[6:]}"])


def nhs_v72(draw: Draw) -> str:
    """An NHS number (England and Wales), mod 11, printed 3-3-4."""
    while True:
        nine = draw.pick(["4", "6", "9"]) + draw.digits(8)
        check = _mod11_ten(nine)
        if check is not None:
            v = nine + check
            return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def passport_gb_v72(draw: Draw) -> str:
    return draw.digits(9, True)


def addr_sc_v72(draw: Draw) -> str:
    district, pc = draw.pick([("Leith", "EH6"), ("Morningside", "EH10"), ("Portobello", "EH15"), ("Gorgie", "EH11"), ("Musselburgh", "EH21"), ("Dalkeith", "EH22"), ("Livingston", "EH54")])
    postcode = f"{pc} {draw.rng.randint(1, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    street = draw.pick(["Easter Road", "Comiston Road", "Bath Street", "Gorgie Road", "High Street", "Eskbank Road", "Almondvale Boulevard", "Restalrig Terrace"])
    n = draw.rng.randint(1, 220)
    flat = draw.pick(["", f"Flat {draw.rng.randint(1, 4)}/{draw.rng.randint(1, 3)}, ", f"{draw.pick(['1F2', '2F1', '3F2', 'PF1'])}, "])
    town = "Edinburgh" if pc.startswith("EH1") or pc in ("EH6",) else district
    return draw.pick([f"{flat}{n} {street}, {district}, {town} {postcode}" if town != district else f"{flat}{n} {street}, {town} {postcode}",
                      f"{flat}{n} {street}\n{town.upper()}\n{postcode}", f"{flat}{n} {street}, {town}, {postcode}"])


def phone_sc_v72(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        pre, v = draw.pick(["7812", "7903", "7740", "7412", "7590"]), _sub(draw, 6)
        return draw.pick([f"0{pre} {v}", f"+44 {pre} {v}", f"+44 (0){pre} {v}", f"0{pre}{v}", f"0{pre} {v[:3]} {v[3:]}"])
    v = _sub(draw, 7)
    return draw.pick([f"0131 {v[:3]} {v[3:]}", f"+44 131 {v[:3]} {v[3:]}", f"(0131) {v[:3]} {v[3:]}"])


# ---- by country ----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], Any]], default: Callable[[Draw], Any]) -> Callable[[Draw], Any]:
    return lambda draw: table.get(_country(draw), default)(draw)


addr_v72 = _by_country({"DE": addr_de_v72, "AT": addr_at_v72, "CH": addr_ch_v72, "PL": addr_pl_v72, "CZ": addr_cz_v72, "HU": addr_hu_v72, "TR": addr_tr_v72, "IE": addr_ie_v72,
                        "SC": addr_sc_v72}, addr_mn_v72)
phone_v72 = _by_country({"DE": phone_de_v72, "AT": phone_at_v72, "CH": phone_ch_v72, "PL": phone_pl_v72, "CZ": phone_cz_v72, "HU": phone_hu_v72, "TR": phone_tr_v72,
                         "IE": phone_ie_v72, "SC": phone_sc_v72}, phone_mn_v72)
account_v72 = _by_country({"DE": account_de_v72, "AT": account_at_v72, "CH": account_ch_v72, "PL": account_pl_v72, "CZ": account_cz_v72, "TR": account_tr_v72,
                           "IE": account_ie_v72}, account_us_v72)
passport_v72 = _by_country({"DE": passport_de_v72, "AT": passport_at_v72, "CH": passport_ch_v72, "PL": passport_pl_v72, "CZ": passport_cz_v72, "HU": passport_hu_v72,
                            "TR": passport_tr_v72, "IE": passport_ie_v72, "SC": passport_gb_v72}, passport_us_v72)
plate_v72 = _by_country({"DE": plate_de_v72, "PL": plate_pl_v72, "IE": plate_ie_v72}, plate_mn_v72)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card16(draw: Draw, prefix: str) -> str:
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), " ".join(v[i:i + 4] for i in range(0, 16, 4))])


def visa_v72(draw: Draw) -> str:
    return _card16(draw, "4")


def mastercard_v72(draw: Draw) -> str:
    return _card16(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def amex_v72(draw: Draw) -> str:
    body = draw.pick(["34", "37"]) + draw.digits(12)
    v = body + _luhn(body)
    return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", v, f"{v[:4]}-{v[4:10]}-{v[10:]}"])


def troy_v72(draw: Draw) -> str:
    """A Troy card (Turkey's scheme: 9792...), sixteen digits with Luhn."""
    return _card16(draw, "9792")


def card_v72(draw: Draw) -> str:
    return draw.pick([visa_v72, visa_v72, mastercard_v72, amex_v72])(draw)


def card_tr_v72(draw: Draw) -> str:
    return draw.pick([troy_v72, troy_v72, visa_v72, mastercard_v72])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "icloud.com", "comcast.net", "outlook.com", "q.com"], "DE": ["gmx.de", "web.de", "t-online.de", "gmail.com"],
            "AT": ["gmx.at", "aon.at", "chello.at"], "CH": ["bluewin.ch", "gmx.ch", "sunrise.ch"], "PL": ["wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"],
            "CZ": ["seznam.cz", "email.cz", "centrum.cz"], "HU": ["freemail.hu", "citromail.hu", "gmail.com"], "TR": ["gmail.com", "hotmail.com", "yandex.com.tr"],
            "IE": ["eircom.net", "gmail.com", "hotmail.com"], "SC": ["btinternet.com", "gmail.com", "hotmail.co.uk"]}


def _local(draw: Draw, who: str = "") -> str:
    key = "_roman" + who
    if key not in draw.cache:
        first = str(draw.cache.get("first" + who, "home")).split()[0]
        last = str(draw.cache.get("last" + who, "family")).split()[0]
        first = "".join(ch for ch in _ascii(first).lower() if "a" <= ch <= "z") or "home"
        last = "".join(ch for ch in _ascii(last).lower() if "a" <= ch <= "z") or "family"
        draw.cache[key] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                     f"{first}{draw.rng.randint(60, 99)}", f"{first}.{last}{draw.rng.randint(1, 9)}"])
    return str(draw.cache[key])


def email_v72(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.18:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.26:
        return f"{local} (at) {domain}"
    if style < 0.3:
        return f"{local}@{domain}".upper()
    return f"{local}@{domain}"


def email_plain_v72(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 37, 37), (75, 72, 75), (97, 116, 119), (174, 53, 53)], "TR": [(78, 160, 191), (88, 224, 255)], "DE": [(84, 128, 191)], "SC": [(86, 128, 191)]}


def ip_v72(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    ranges = _IP4.get(_country(draw), _IP4["US"])
    while True:
        first, low, high = draw.pick(ranges)
        value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = "-") -> str:
    local = _local(draw)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def url_drive_v72(draw: Draw) -> str:
    """A donor's own page: a memorial blood-drive page, a profile."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.gofundme.com/f/blood-drive-for-{_slug(draw)}", f"https://linktr.ee/{_slug(draw, '_')}",
                      f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://caringbridge.org/visit/{_slug(draw, '')}"])


def url_travel_v72(draw: Draw) -> str:
    """A traveller's own blog or profile, given for the itinerary."""
    return draw.pick([f"https://{_slug(draw)}-travels.blogspot.com/", f"https://www.polarsteps.com/{_slug(draw, '')}", f"https://{_slug(draw, '')}.wordpress.com/itinerary/",
                      f"https://www.instagram.com/{_slug(draw, '_')}.abroad/", f"https://www.facebook.com/{_slug(draw, '.')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v72": dob_v72, "dob_elder_v72": dob_elder_v72, "dob_iso_v72": dob_iso_v72, "dob_compact_v72": dob_compact_v72, "dob_us_v72": dob_us_v72,
    "dod_v72": dod_v72, "dod_iso_v72": dod_iso_v72, "age_elder_v72": age_elder_v72, "age_at_death_v72": age_at_death_v72,
    "ssn_v72": ssn_v72, "ssn_plain_v72": ssn_plain_v72, "mbi_v72": mbi_v72, "pmi_mn_v72": pmi_mn_v72, "plan_member_v72": plan_member_v72, "member_v72": member_v72,
    "donor_id_v72": donor_id_v72, "mrn_v72": mrn_v72, "mrn_plain_v72": mrn_plain_v72,
    "addr_mn_v72": addr_mn_v72, "addr_hl7_v72": addr_hl7_v72, "addr_fhir_v72": addr_fhir_v72, "addr_x12_v72": addr_x12_v72, "addr_csv_v72": addr_csv_v72,
    "phone_mn_v72": phone_mn_v72, "phone_e164_v72": phone_e164_v72, "phone_hl7_v72": phone_hl7_v72, "account_us_v72": account_us_v72, "plate_mn_v72": plate_mn_v72,
    "steuer_id_v72": steuer_id_v72, "kvnr_v72": kvnr_v72, "svnr_at_v72": svnr_at_v72, "ahv_v72": ahv_v72, "pesel_v72": pesel_v72, "dowod_pl_v72": dowod_pl_v72,
    "rc_cz_v72": rc_cz_v72, "taj_v72": taj_v72, "tckn_v72": tckn_v72, "ppsn_v72": ppsn_v72, "chi_v72": chi_v72, "nhs_v72": nhs_v72,
    "addr_v72": addr_v72, "phone_v72": phone_v72, "account_v72": account_v72, "passport_v72": passport_v72, "passport_us_v72": passport_us_v72, "plate_v72": plate_v72,
    "visa_v72": visa_v72, "mastercard_v72": mastercard_v72, "amex_v72": amex_v72, "troy_v72": troy_v72, "card_v72": card_v72, "card_tr_v72": card_tr_v72,
    "email_v72": email_v72, "email_plain_v72": email_plain_v72, "ip_v72": ip_v72, "url_drive_v72": url_drive_v72, "url_travel_v72": url_travel_v72,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email": blind.email,  # the first set's printing
    "card": blind.card,  # the first set's printing
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Evangeline Thorsgaard-Mbeki, MD (transfusion medicine)", "Dr. Casimir Oyelaran-Lindqvist, MD, CTropMed", "Marisol Haugen-Petrakis, RN, CCRN",
         "Bartholomew Nakagawa-Skold, PharmD", "Henrietta Vukovich, MT(ASCP)SBB", "Leopold Amundsen-Okafor, MPH", "Dr. Ingrid Castellanos-Rhee, MD (medical director)",
         "Theodora Kvasnicka, CQA (quality manager)")
_CLINICIANS = ["Dr. Evangeline Thorsgaard-Mbeki", "Dr. Casimir Oyelaran-Lindqvist", "Marisol Haugen-Petrakis, RN", "Bartholomew Nakagawa-Skold, PharmD",
               "Henrietta Vukovich, MT(ASCP)SBB", "Dr. Ingrid Castellanos-Rhee"]


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country == "DE":
            return d.pick([f"{dd}. {_DE_MONTHS[m - 1]} {y}", f"{dd:02d}.{m:02d}.{y}"])
        if country == "AT":
            return f"{dd}. {_AT_MONTHS[m - 1]} {y}"
        if country == "PL":
            return d.pick([f"{dd} {_PL_MONTHS[m - 1]} {y} r.", f"{dd:02d}.{m:02d}.{y} r."])
        if country == "CZ":
            return f"{dd}. {_CZ_MONTHS[m - 1]} {y}"
        if country == "HU":
            return f"{y}. {_HU_MONTHS[m - 1]} {dd}."
        if country == "TR":
            return f"{dd} {_TR_MONTHS[m - 1]} {y}"
        if country == "GB":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_VENUES = ["Roseville Library community room", "Maplewood Mall (bloodmobile, east lot)", "Hamline Midway church hall", "Anoka County fairgrounds 4-H building",
           "Blaine National Sports Center lobby", "St. Paul City Hall rotunda", "Coon Rapids VFW Post", "Woodbury Lutheran fellowship hall", "Stillwater high school gym",
           "Macalester College student union", "Plymouth Creek Center", "Como Park Zoo education center"]


def _drive_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    start = d.rng.randint(7, 13)
    return f"{day.strftime('%a %b')} {day.day} | {d.pick(_VENUES)} | {start}:00-{start + d.rng.randint(4, 7)}:00 | {d.pick(['whole blood', 'whole blood + Power Red', 'platelets (by appointment)', 'whole blood'])}"


def _drive_ics(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    start = d.rng.randint(8, 13)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Chicago:{day.strftime('%Y%m%d')}T{start:02d}0000\n"  # noqa: SLF001
            f"DTEND;TZID=America/Chicago:{day.strftime('%Y%m%d')}T{start + 5:02d}0000\nSUMMARY:Blood drive - {d.pick(_VENUES)}\nEND:VEVENT")


def _drive_json(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{{\"date\": \"{day.isoformat()}\", \"venue\": \"{d.pick(_VENUES)}\", \"slots\": {d.rng.randint(20, 90)}, \"booked\": {d.rng.randint(0, 19)}}}"


_DEFERRALS = [("Tattoo or piercing in a Minnesota-licensed shop", "none"), ("Tattoo in an unlicensed setting", "3 months"), ("Travel to a malaria-risk area", "3 months after return"),
              ("Lived in a malaria-endemic country 3+ years", "3 years after leaving"), ("Yellow fever vaccine", "2 weeks"), ("Rabies vaccine after a bite", "12 months"),
              ("Live typhoid or cholera vaccine", "none if well"), ("Japanese encephalitis vaccine (inactivated)", "none"), ("Dental cleaning", "none; extraction 72 hours"),
              ("Antibiotics for an infection", "until the course is finished"), ("Finasteride", "1 month"), ("Isotretinoin", "1 month"), ("Dutasteride", "6 months"),
              ("Pregnancy", "6 weeks after delivery"), ("Transfusion received", "3 months"), ("COVID-19 vaccine", "none")]


def _deferral_row(d: Draw) -> str:
    what, wait = d.pick(_DEFERRALS)
    return f"{what} | {wait}"


_STOCK_GROUPS = ["O neg", "O pos", "A neg", "A pos", "B neg", "B pos", "AB neg", "AB pos"]


def _stock_row(d: Draw) -> str:
    group = d.pick(_STOCK_GROUPS)
    units = d.rng.randint(12, 640)
    return f"{group} | {units} | {units / d.rng.randint(40, 120):.1f} days | {d.pick(['OK', 'LOW', 'CRITICAL', 'OK'])}"


def _stock_csv(d: Draw) -> str:
    return (f"{d.pick(_STOCK_GROUPS)},{d.pick(['RBC', 'PLT', 'FFP', 'CRYO'])},{d.rng.randint(4, 640)},{d.rng.randint(20, 400)},{d.rng.randint(0, 30)}")


def _stock_json(d: Draw) -> str:
    return f"{{\"abo\": \"{d.pick(_STOCK_GROUPS)}\", \"rbcUnits\": {d.rng.randint(4, 640)}, \"daysOnHand\": {d.rng.randint(1, 9)}.{d.rng.randint(0, 9)}}}"


_AUDIT = [("Pre-transfusion sample labelled at the bedside", 95), ("Two-person identity check documented", 98), ("Vital signs within 15 min of start", 90),
          ("Transfusion completed within 4 hours", 97), ("Consent documented", 92), ("Indication meets guideline (Hb < 7 g/dL or symptoms)", 85),
          ("Single-unit RBC orders in stable adults", 80), ("Platelet transfusions with count documented", 93), ("Wastage of RBC units", 2),
          ("Reactions reported to the blood bank within 24 h", 100), ("O-negative use in non-O-negative recipients", 10)]


def _audit_row(d: Draw) -> str:
    what, target = d.pick(_AUDIT)
    cases = d.rng.randint(30, 420)
    return f"{what} | {cases} | {d.rng.randint(70, 100)}% | {'<= ' if target < 20 else '>= '}{target}%"


def _audit_xml(d: Draw) -> str:
    what, target = d.pick(_AUDIT)
    return f"  <indicator name=\"{what}\" audited=\"{d.rng.randint(30, 420)}\" compliance=\"{d.rng.randint(70, 100)}\" target=\"{target}\"/>"


_APHERESIS = [("Therapeutic plasma exchange", "36514", 2140, 3980), ("Red cell exchange (erythrocytapheresis)", "36512", 2600, 4700),
              ("Leukocytapheresis", "36511", 1900, 3500), ("Platelet depletion (thrombocytapheresis)", "36513", 1850, 3300),
              ("Extracorporeal photopheresis", "36522", 3100, 5200), ("LDL apheresis (dextran sulfate)", "36516", 3400, 6100)]


def _apheresis_row(d: Draw) -> str:
    name, cpt, low, high = d.pick(_APHERESIS)
    return f"{name} | CPT {cpt} | ${d.rng.randint(low, high):,} | {d.pick(['outpatient', 'inpatient or outpatient', 'outpatient, 2-3 h'])}"


def _plasma_csv(d: Draw) -> str:
    return f"{d.pick(['new donor', 'returning', 'returning', 'high-volume'])},{d.rng.randint(1, 8)},{d.rng.randint(30, 150)}.00,{d.pick(['prepaid card', 'prepaid card', 'ACH'])}"


_VACCINES = [("Yellow fever (YF-Vax / Stamaril)", "90717", 210, 320, "1 dose; certificate valid for life"), ("Rabies pre-exposure (Imovax / RabAvert)", "90675", 380, 490, "2 doses, days 0 and 7"),
             ("Typhoid, injectable (Typhim Vi)", "90691", 95, 140, "1 dose, every 2 years"), ("Typhoid, oral (Vivotif)", "90690", 80, 125, "4 capsules, every 5 years"),
             ("Japanese encephalitis (Ixiaro)", "90738", 310, 420, "2 doses, 28 days apart"), ("Hepatitis A (adult)", "90632", 75, 130, "2 doses, 6-12 months apart"),
             ("Cholera, oral (Vaxchora)", "90625", 240, 310, "1 dose, at least 10 days before travel"), ("Chikungunya (Ixchiq)", "90589", 280, 360, "1 dose"),
             ("Tick-borne encephalitis (Ticovac)", "90626", 230, 320, "3 doses")]


def _vaccine_row(d: Draw) -> str:
    name, cpt, low, high, sched = d.pick(_VACCINES)
    return f"{name} | {cpt} | ${d.rng.randint(low, high)} | {sched}"


def _vaccine_json(d: Draw) -> str:
    name, cpt, low, high, _ = d.pick(_VACCINES)
    return f"{{\"vaccine\": \"{name}\", \"cpt\": \"{cpt}\", \"priceUsd\": {d.rng.randint(low, high)}, \"inStock\": {d.pick(['true', 'true', 'false'])}}}"


_MALARIA = [("Ghana", "Chloroquine-resistant P. falciparum", "atovaquone-proguanil, doxycycline or mefloquine"), ("Kenya (below 2,500 m)", "Chloroquine-resistant", "atovaquone-proguanil, doxycycline, mefloquine or tafenoquine"),
            ("Peru (Amazon: Loreto)", "Chloroquine-resistant", "atovaquone-proguanil, doxycycline, mefloquine"), ("Dominican Republic (Haiti border)", "Chloroquine-sensitive", "chloroquine or any of the above"),
            ("India (most areas)", "Chloroquine-resistant", "atovaquone-proguanil, doxycycline, mefloquine"), ("Thailand (Myanmar and Cambodia borders)", "Mefloquine-resistant", "atovaquone-proguanil or doxycycline"),
            ("Papua New Guinea", "Chloroquine-resistant; P. vivax common", "atovaquone-proguanil, doxycycline, mefloquine, tafenoquine"), ("Nigeria", "Chloroquine-resistant", "atovaquone-proguanil, doxycycline or mefloquine"),
            ("Costa Rica (Limón province only)", "Chloroquine-sensitive", "none advised; mosquito avoidance"), ("Brazil (Amazon states)", "Chloroquine-resistant", "atovaquone-proguanil, doxycycline, mefloquine")]


def _malaria_row(d: Draw) -> str:
    country, resistance, drugs = d.pick(_MALARIA)
    return f"{country} | {resistance} | {drugs}"


def _malaria_csv(d: Draw) -> str:
    country, resistance, drugs = d.pick(_MALARIA)
    return f"\"{country}\",\"{resistance}\",\"{drugs}\",{d.pick(['high', 'moderate', 'low'])}"


_FRIDGES = ["Vaccine fridge 1 (travel clinic)", "Vaccine fridge 2 (pharmacy)", "Blood bank refrigerator BB-2", "Blood bank refrigerator BB-3", "Satellite fridge, OR suite", "Transport cooler C-7"]


def _cold_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    low, high = d.rng.randint(20, 45) / 10, d.rng.randint(55, 79) / 10
    current = d.rng.randint(int(low * 10), int(high * 10)) / 10
    return f"{day.strftime('%d %b')} | {d.rng.randint(7, 9)}:{d.rng.randint(0, 59):02d} | {current:.1f} °C | {low:.1f} / {high:.1f} | {d.pick(_INITIALS)}"


def _cold_csv(d: Draw) -> str:
    return f"{d.fill('eff_iso')}T{d.rng.randint(0, 23):02d}:{d.pick(['00', '15', '30', '45'])}:00,{d.pick(_FRIDGES)},{d.rng.randint(20, 79) / 10:.1f},{d.pick(['OK', 'OK', 'OK', 'HIGH', 'door open'])}"


def _cold_xml(d: Draw) -> str:
    return f"  <reading t=\"{d.rng.randint(0, 23):02d}:{d.rng.randint(0, 59):02d}\" celsius=\"{d.rng.randint(20, 79) / 10:.1f}\" alarm=\"{d.pick(['false', 'false', 'false', 'true'])}\"/>"


_INITIALS = ["MHP", "HV", "BNS", "TK", "LAO"]


def _mfn_items(d: Draw) -> str:
    products = [("E0336", "RBC LR AS-1"), ("E2555", "Apheresis PLT LR"), ("E0701", "FFP"), ("E3587", "Cryo pooled"), ("E5198", "RBC irradiated LR"), ("E4693", "Plasma frozen within 24 h")]
    start = d.rng.randint(0, len(products) - 3)
    return "\n".join(f"MFE|MAD|{d.fill('ctrl2')}{k}||{products[start + k][0]}^{products[start + k][1]}^ISBT128\nSTF|{products[start + k][0]}|||||{d.rng.randint(1, 42)}D"
                     for k in range(d.rng.randint(2, 3)))


_OWN = {
    "blood": BLOOD, "plasma": PLASMA, "travel": TRAVEL, "hosp": HOSP, "plan": PLAN, "de_partner": DE_PARTNER, "at_partner": AT_PARTNER, "ch_partner": CH_PARTNER,
    "pl_partner": PL_PARTNER, "cz_partner": CZ_PARTNER, "hu_partner": HU_PARTNER, "tr_partner": TR_PARTNER, "ie_partner": IE_PARTNER, "sc_partner": SC_PARTNER,
    "bc_phone": ORGANISATION_CONTACTS[0], "bc_fax": ORGANISATION_CONTACTS[1], "bc_addr": ORGANISATION_CONTACTS[2], "bc_email": ORGANISATION_CONTACTS[3], "bc_web": ORGANISATION_CONTACTS[4],
    "pc_phone": ORGANISATION_CONTACTS[5], "pc_addr": ORGANISATION_CONTACTS[6], "pc_email": ORGANISATION_CONTACTS[7],
    "tm_phone": ORGANISATION_CONTACTS[8], "tm_addr": ORGANISATION_CONTACTS[9], "tm_email": ORGANISATION_CONTACTS[10],
    "ts_phone": ORGANISATION_CONTACTS[11], "ts_email": ORGANISATION_CONTACTS[12], "plan_phone": ORGANISATION_CONTACTS[13], "plan_email": ORGANISATION_CONTACTS[14],
    "de_phone_intl": ORGANISATION_CONTACTS[15], "de_phone": ORGANISATION_CONTACTS[16], "de_email": ORGANISATION_CONTACTS[17],
    "at_phone_intl": ORGANISATION_CONTACTS[18], "at_phone": ORGANISATION_CONTACTS[19], "at_email": ORGANISATION_CONTACTS[20],
    "ch_phone_intl": ORGANISATION_CONTACTS[21], "ch_phone": ORGANISATION_CONTACTS[22], "ch_email": ORGANISATION_CONTACTS[23],
    "pl_phone_intl": ORGANISATION_CONTACTS[24], "pl_phone": ORGANISATION_CONTACTS[25], "pl_email": ORGANISATION_CONTACTS[26],
    "cz_phone_intl": ORGANISATION_CONTACTS[27], "cz_phone": ORGANISATION_CONTACTS[28], "cz_email": ORGANISATION_CONTACTS[29],
    "hu_phone_intl": ORGANISATION_CONTACTS[30], "hu_phone": ORGANISATION_CONTACTS[31], "hu_email": ORGANISATION_CONTACTS[32],
    "tr_phone_intl": ORGANISATION_CONTACTS[33], "tr_phone": ORGANISATION_CONTACTS[34], "tr_email": ORGANISATION_CONTACTS[35],
    "ie_phone_intl": ORGANISATION_CONTACTS[36], "ie_phone": ORGANISATION_CONTACTS[37], "ie_email": ORGANISATION_CONTACTS[38],
    "sc_phone_intl": ORGANISATION_CONTACTS[39], "sc_phone": ORGANISATION_CONTACTS[40], "sc_email": ORGANISATION_CONTACTS[41],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "clia": CLIA,
    "own_md": STAFF[0], "own_travel_md": STAFF[1], "own_rn": STAFF[2], "own_pharm": STAFF[3], "own_sbb": STAFF[4], "own_epi": STAFF[5], "own_director": STAFF[6], "own_qa": STAFF[7],
    "de_director": "Dr. med. Wiebke Ohlendorf-Sarac, Ärztliche Leitung", "at_director": "Prim. Dr. Korbinian Wallinger, Leiter des Blutdepots",
    "ch_director": "Dr. med. Régine Blaser-Kohli, Chefärztin", "pl_director": "lek. med. Bożena Wróblewska-Kaczor, Dyrektor ds. medycznych",
    "cz_director": "MUDr. Radovan Šťastný, primář", "hu_director": "Dr. Szalontai Ildikó, szakmai vezető", "tr_director": "Uzm. Dr. Nevin Karaosmanoğlu, Merkez Sorumlusu",
    "ie_director": "Dr Fionnuala Ó Ceallaigh, Medical Director", "sc_director": "Dr Alasdair MacAskill-Venn, Lead Travel Physician",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "drive_table": _table(_drive_row, 6), "drive_ics": _rows(_drive_ics, 3, 90), "drive_json": _rows(_drive_json, 4, 60, ", "),
    "deferral_table": _table(_deferral_row, 7),
    "stock_table": _table(_stock_row, 8), "stock_csv": _rows(_stock_csv, 8, 12), "stock_json": _rows(_stock_json, 5, 20, ", "),
    "audit_table": _table(_audit_row, 5), "audit_xml": _rows(_audit_xml, 5, 60),
    "apheresis_table": _table(_apheresis_row, 4), "plasma_csv": _rows(_plasma_csv, 5, 30),
    "vaccine_table": _table(_vaccine_row, 6), "vaccine_json": _rows(_vaccine_json, 4, 40, ", "),
    "malaria_table": _table(_malaria_row, 5), "malaria_csv": _rows(_malaria_csv, 6, 24),
    "cold_table": _table(_cold_row, 6), "cold_csv": _rows(_cold_csv, 6, 40), "cold_xml": _rows(_cold_xml, 6, 30), "mfn_items": _mfn_items,
    "fridge": lambda d: d.pick(_FRIDGES),
    "en_date": _doc_date("US"), "de_date": _doc_date("DE"), "at_date": _doc_date("AT"), "pl_date": _doc_date("PL"), "cz_date": _doc_date("CZ"),
    "hu_date": _doc_date("HU"), "tr_date": _doc_date("TR"), "gb_date": _doc_date("GB"), "gb_date2": _doc_date("GB"),
    "clinician": lambda d: d.pick(_CLINICIANS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)), "weeks": lambda d: str(d.rng.randint(2, 8)),
    "pct_hi": lambda d: f"{d.rng.randint(70, 96)}.{d.rng.randint(0, 9)}", "de_days": lambda d: f"{d.rng.randint(1, 4)},{d.rng.randint(0, 9)}", "days_low": lambda d: f"{d.rng.randint(1, 4)}.{d.rng.randint(0, 9)}",
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "usd_s": lambda d: f"${d.rng.randint(20, 95)}", "usd_m": lambda d: f"${d.rng.randint(100, 480)}",
    "eur_s": lambda d: f"{d.rng.randint(25, 95)},00 €", "eur_m": lambda d: f"{d.rng.randint(40, 160)},{d.pick(['00', '50', '90'])} €",
    "chf": lambda d: f"CHF {d.rng.randint(40, 190)}.{d.pick(['00', '50'])}", "pln": lambda d: f"{d.rng.randint(40, 400)},00 zł", "czk_price": lambda d: f"{d.rng.randint(4, 30) * 100} Kč",
    "huf": lambda d: f"{d.rng.randint(8, 45) * 1000:,} Ft".replace(",", " "), "try_": lambda d: f"{d.rng.randint(6, 40) * 100:,} TL".replace(",", "."),
    "eur_ie": lambda d: f"€{d.rng.randint(40, 180)}", "gbp": lambda d: f"£{d.rng.randint(30, 170)}",
    "temp": lambda d: f"{d.rng.randint(81, 99) / 10:.1f}", "minutes": lambda d: str(d.rng.randint(12, 95)),
    "pick_state": lambda d: d.pick(["dobry", "średni", "niski", "dobry"]),
}

US = ("en_US",)
DE = ("de_DE",)
AT = ("de_AT",)
CH = ("de_CH",)
PL = ("pl_PL",)
CZ = ("cs_CZ",)
HU = ("hu_HU",)
TR = ("tr_TR",)
IE = ("en_IE",)
SC = ("en_GB",)
OTHER_LOCALES = DE + AT + CH + PL + CZ + HU + TR + IE + SC

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- blood-donation drive calendars and eligibility rules
    ("b72c_drive_table", "blood_drive_calendar", US,
     "{blood} - COMMUNITY BLOOD DRIVES, {quarter}\nDate | Location | Hours | Donation types\n{drive_table}\nWalk-ins welcome; appointments get priority. Book online at {bc_web} "
     "or call {bc_phone}. Bring a photo ID and eat a good meal before you donate."),
    ("b72c_drive_ics", "blood_drive_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Ramsey Bluff Blood Center//Drive calendar {ver}//EN\nX-WR-CALNAME:Blood drives (public)\n{drive_ics}\nEND:VCALENDAR"),
    ("b72c_drive_json", "json_export", US,
     "{\"publisher\": \"Ramsey Bluff Blood Center\", \"generated\": \"{iso_ts}\", \"drives\": [{drive_json}], \"contact\": \"{bc_email}\"}"),
    ("b72c_eligibility_table", "donor_eligibility_rules", US,
     "{blood} - HOW LONG TO WAIT BEFORE DONATING (rev. {ver}, effective {en_date})\nReason | Waiting period\n{deferral_table}\n"
     "Whole blood every 56 days; Power Red every 112 days; platelets up to 24 times a year. Donors must be 16 or older (16-year-olds with a parent's consent) "
     "and weigh at least 110 lb. Questions: {bc_phone}."),
    ("b72c_eligibility_faq", "donor_eligibility_rules", US,
     "CAN I GIVE BLOOD? - quick answers from {blood}\nI have high blood pressure. Yes, if it is below 180/100 at the time of donation, medication or not.\n"
     "I take a blood thinner. Apixaban or rivaroxaban: wait 2 days after the last dose. Warfarin: no whole blood while you take it.\n"
     "I just got back from Kenya. Wait 3 months after your return because of malaria risk; travel to Nairobi city alone does not defer.\n"
     "I am 76. There is no upper age limit; donors over 75 need a hemoglobin check at each visit like everyone else.\nMore at {bc_web} (updated {en_date})."),
    ("b72c_travel_deferral", "donor_eligibility_rules", US,
     "TRAVEL AND BLOOD DONATION - guidance for drive coordinators ({blood}, {en_date})\nDestination | Malaria risk | Deferral after return\n"
     "Mexico (Chiapas) | low | 3 months\nMexico (Cancún, Mexico City) | none | none\nIndia | yes | 3 months\nNigeria | high | 3 months\nCosta Rica (Limón) | low | 3 months\n"
     "Caribbean cruise, no overnight in Haiti | none | none\nCoordinators should not record a donor's trip details; the screening nurse does that privately. Drive support line {bc_phone}."),
    # ---- blood-bank stock levels by group
    ("b72c_stock_table", "blood_stock_levels", US,
     "{hosp} TRANSFUSION SERVICE - RBC INVENTORY {en_date} {clock}\nGroup | Units | Days on hand | Status\n{stock_table}\n"
     "Target: 5 days on hand for every group. Standing order with {blood} adjusted daily at 10:00. Blood bank {ts_phone}."),
    ("b72c_stock_csv", "csv_export", US,
     "abo_rh,product,units_on_hand,par_level,expiring_72h\n{stock_csv}\n# {hosp} blood bank inventory {iso_ts} (no recipient data)"),
    ("b72c_stock_json", "json_export", US,
     "{\"supplier\": \"Ramsey Bluff Blood Center\", \"asOf\": \"{iso_ts}\", \"region\": \"East Metro\", \"stock\": [{stock_json}], \"appealActive\": ((true||false))}"),
    ("b72c_stock_appeal", "blood_stock_levels", US,
     "URGENT APPEAL - {blood}\nOur O-negative supply is down to {days_low} days and platelets to under 2 days after the holiday weekend. If you are type O or have not "
     "given in the last 56 days, please book this week: {bc_web} or {bc_phone}. Every donor gets a free cholesterol check. Hospitals supplied: {cnt} across the East Metro. Issued {en_date}."),
    # ---- transfusion-committee audit statistics
    ("b72c_tc_table", "transfusion_audit", US,
     "{hosp} - TRANSFUSION COMMITTEE AUDIT, {quarter}\nIndicator | Cases audited | Compliance | Target\n{audit_table}\n"
     "Units transfused this quarter: {cnt_big}. Reported reactions: {cnt} (all non-severe febrile or allergic). Prepared by {own_sbb}; chair {own_md}."),
    ("b72c_tc_minutes", "transfusion_audit", US,
     "MINUTES - Transfusion Committee, {hosp}, {en_date}\nPresent: {own_md} (chair), {own_sbb}, {own_rn}, {own_qa}.\n1. Wastage fell to {weeks}% of RBC units issued. "
     "2. Two wrong-blood-in-tube near misses this quarter, both caught by the second-sample rule; no patient harm; no patient details recorded here. "
     "3. Single-unit policy compliance {pct_int}. 4. New massive-transfusion cooler validated to 6 hours at 1-10 °C. Next meeting in 3 months."),
    ("b72c_tc_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<transfusionAudit facility=\"Rum River Regional Hospital\" period=\"{quarter}\" clia=\"{clia}\" issued=\"{eff_iso}\">\n{audit_xml}\n</transfusionAudit>"),
    # ---- apheresis and plasma-centre price lists
    ("b72c_plasma_comp", "plasma_price_list", US,
     "{plasma} - DONOR COMPENSATION (effective {en_date})\nFirst month for new donors: up to {usd_m} over 8 donations. Returning donors: {usd_s1} for the first donation of the week, "
     "{usd_s2} for the second. Fees go onto the center's prepaid card within 2 hours. You can donate twice in 7 days, with at least one day between. "
     "Donors must be 18 to 69 and weigh 110 lb or more. {pc_addr} | {pc_phone} | {pc_email}"),
    ("b72c_apheresis_prices", "plasma_price_list", US,
     "{hosp} - THERAPEUTIC APHERESIS PRICE LIST {year}\nProcedure | Code | Gross charge | Setting\n{apheresis_table}\n"
     "Replacement fluids (albumin 5%, plasma) billed separately. Estimates for self-pay: {ts_phone}. Billing NPI {own_npi}, tax ID {org_ein}."),
    ("b72c_plasma_csv", "csv_export", US,
     "donor_category,visit_in_month,payment_usd,payout_method\n{plasma_csv}\n# {plasma} compensation schedule v{ver}, effective {eff_iso}"),
    # ---- travel-medicine clinic vaccine price lists
    ("b72c_vaccine_prices", "travel_vaccine_prices", US,
     "{travel} - TRAVEL VACCINE PRICES {year}\nVaccine | CPT | Price | Schedule\n{vaccine_table}\nConsultation {usd_s} (45 minutes, includes a written plan). Most plans do not cover travel "
     "vaccines; we give you a receipt with codes. {tm_addr} | {tm_phone} | {tm_email}"),
    ("b72c_vaccine_json", "json_export", US,
     "{\"clinic\": \"Lake Phalen Travel Medicine Clinic\", \"priceList\": \"{year}\", \"updated\": \"{eff_iso}\", \"items\": [{vaccine_json}], \"yellowFeverCentre\": true}"),
    ("b72c_rabies_notice", "travel_vaccine_prices", US,
     "RABIES BEFORE YOU GO - {travel}\nPre-exposure vaccine is two doses a week apart (days 0 and 7). It does not replace care after a bite, but it means you need only two "
     "booster doses and no immune globulin, which is scarce in much of Asia and Africa. Price for the series: {usd_m}. Ask for it if you will be more than 24 hours from care, "
     "cycling, caving or working with animals. Book at {tm_phone}. Leaflet reviewed {en_date}."),
    ("b72c_je_typhoid", "travel_vaccine_prices", US,
     "SUPPLY NOTE ({en_date}) - {travel}\nYellow fever: Stamaril is in stock; appointments within 10 days of departure are still accepted but the certificate is valid only from day 10. "
     "Japanese encephalitis (Ixiaro): 2 doses 28 days apart, or 7 days apart for adults 18-65 on an accelerated schedule. Oral typhoid capsules must stay refrigerated; "
     "injectable typhoid is {usd_s}. Lot {lot} of Ixiaro expires {dos}. {own_pharm}."),
    # ---- malaria prophylaxis guidance tables
    ("b72c_malaria_table", "malaria_prophylaxis_guidance", US,
     "{travel} - MALARIA PROPHYLAXIS BY DESTINATION (reviewed {en_date})\nDestination | Resistance | Options\n{malaria_table}\n"
     "Atovaquone-proguanil: start 1-2 days before, continue 7 days after. Doxycycline: 1-2 days before, 4 weeks after. Mefloquine: 2 weeks before, 4 weeks after. "
     "Tafenoquine needs a G6PD test first. {own_travel_md}."),
    ("b72c_malaria_csv", "csv_export", US,
     "destination,resistance,recommended,risk_level\n{malaria_csv}\n# {travel} guidance table v{ver} exported {iso_ts}"),
    ("b72c_malaria_memo", "malaria_prophylaxis_guidance", US,
     "PHARMACY MEMO - {travel}\nFrom: {own_pharm}\nDate: {en_date}\nAtovaquone-proguanil 250/100 mg: adult dose one tablet daily with food; pediatric tablets 62.5/25 mg by weight (11-20 kg: 1 tablet). "
     "Doxycycline 100 mg daily; not for children under 8 or in pregnancy. Mefloquine 250 mg weekly; not with a seizure or psychiatric history. "
     "Generic atovaquone-proguanil NDC 65862-0698-12 is now our stocked product (lot {lot}). Questions: {tm_email}."),
    # ---- cold-chain temperature logs
    ("b72c_cold_table", "cold_chain_log", US,
     "TEMPERATURE LOG - {fridge}, {travel}\nRange 2-8 °C. Record current, min/max, and initials twice a day.\nDate | Time | Current | Min / Max | Initials\n{cold_table}\n"
     "Out of range? Do not use the vaccines; label them DO NOT USE, keep them cold, and call the pharmacist ({own_pharm})."),
    ("b72c_cold_csv", "csv_export", US,
     "timestamp,unit,celsius,status\n{cold_csv}\n# data logger export, {hosp} blood bank and {travel}; probe calibration {eff_iso}"),
    ("b72c_cold_excursion", "cold_chain_log", US,
     "TEMPERATURE EXCURSION REPORT - {hosp} blood bank\nUnit: {fridge}\nDate of event: {en_date}\nHighest reading: {temp} °C for {minutes} minutes (door left ajar during a delivery).\n"
     "Products in the unit: {cnt} RBC units, all quarantined. Manufacturer and {blood} consulted: units within 10 °C for less than 30 minutes released; others discarded. "
     "Corrective action: door alarm delay shortened to 60 seconds. Reported by {own_sbb}; reviewed by {own_qa}."),
    ("b72c_cold_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<loggerExport unit=\"((BB-2||VF-1||VF-2))\" site=\"Lake Phalen Travel Medicine Clinic\" date=\"{eff_iso}\" firmware=\"{ver}\">\n{cold_xml}\n</loggerExport>"),
    # ---- notices in other locales
    ("b72c_de_termine", "locale_notice", DE,
     "{de_partner} - BLUTSPENDETERMINE\nMontag bis Freitag 8:00-19:00 Uhr, Samstag 9:00-13:00 Uhr. Vollblutspende ab 18 Jahren (Erstspender bis 64 Jahre), "
     "Plasmaspende bis zu 60-mal im Jahr. Aufwandsentschädigung: {eur_s} je Vollblutspende. Nach einer Reise in ein Malariagebiet: 6 Monate Rückstellung. "
     "Terminvereinbarung unter {de_phone}, aus dem Ausland {de_phone_intl}, oder {de_email}. Stand: {de_date}. {de_director}"),
    ("b72c_de_reise", "locale_notice", DE,
     "Reisemedizinische Impfsprechstunde - Preisliste ({de_partner}, gültig ab {de_date})\nGelbfieber (Stamaril), inkl. Eintrag ins Impfbuch: {eur_m1}\nTollwut (Rabipur), je Dosis: {eur_m2}\n"
     "Typhus (Typhim Vi): {eur_s1}\nJapanische Enzephalitis (Ixiaro), je Dosis: {eur_m3}\nBeratungsgespräch nach GOÄ: {eur_s2}. Viele Krankenkassen erstatten Reiseimpfungen; "
     "bitte Rechnung einreichen. Anmeldung {de_phone}."),
    ("b72c_de_kuehlkette", "cold_chain_log", DE,
     "TEMPERATURPROTOKOLL IMPFSTOFFKÜHLSCHRANK - {de_partner}, Reiseimpfstelle\nSollbereich +2 bis +8 °C, Kontrolle zweimal täglich.\nDatum | Uhrzeit | Ist | Min | Max | Kürzel\n"
     "{de_date} | 08:10 | 5,((1||4||8)) | 3,((2||9)) | 6,((0||9)) | ((WO||KS))\n{de_date} | 16:45 | ((4||5)),((0||3||6)) | 2,((6||9)) | 7,((2||5||8)) | ((WO||KS))\n"
     "Bei Abweichung: Impfstoffe nicht verwenden, kennzeichnen, kühl lagern und die Apotheke informieren. Rückfragen {de_phone}."),
    ("b72c_at_notice", "locale_notice", AT,
     "{at_partner} - Information für Spenderinnen und Spender\nBlutspenden ist von 18 bis 70 Jahren möglich, Erstspende bis 60. Zwischen zwei Vollblutspenden liegen bei Frauen mindestens 12, "
     "bei Männern 8 Wochen. Nach einer Gelbfieberimpfung: 4 Wochen Pause. Öffnungszeiten ab {at_date}: Montag 12-19 Uhr, Mittwoch 8-14 Uhr. Telefon {at_phone} "
     "(international {at_phone_intl}), {at_email}. {at_director}"),
    ("b72c_at_bestand", "locale_notice", AT,
     "BLUTBESTAND - {at_partner}, Stand {at_date}\nBlutgruppe | Reichweite\n0 Rh negativ | {de_days1} Tage\n0 Rh positiv | {weeks1} Tage\nA Rh positiv | {weeks2} Tage\n"
     "B Rh negativ | {de_days2} Tage\nBitte spenden Sie besonders, wenn Sie 0 negativ sind. Auskunft: {at_phone}."),
    ("b72c_ch_notice", "locale_notice", CH,
     "{ch_partner}\nREISEMEDIZIN - TARIFE AB {year}\nGelbfieberimpfung inkl. internationalem Zertifikat: {chf1}\nTollwut (2 Dosen), pro Dosis: {chf2}\nMalaria-Notfallmedikament auf Rezept: nach Aufwand\n"
     "Die Grundversicherung übernimmt Reiseimpfungen nicht. Termine: {ch_phone} oder {ch_phone_intl}, {ch_email}. Basel, {de_date}. {ch_director}"),
    ("b72c_ch_malaria", "malaria_prophylaxis_guidance", CH,
     "Malariaprophylaxe nach Reiseziel ({ch_partner}, Stand {de_date})\nReiseziel | Empfehlung\nWestafrika | Chemoprophylaxe (Atovaquon/Proguanil, Doxycyclin oder Mefloquin)\n"
     "Ostafrika (Safari) | Chemoprophylaxe\nThailand (Touristenzentren) | Mückenschutz, Notfallselbsttherapie\nBrasilien (Amazonas) | Notfallselbsttherapie oder Prophylaxe\n"
     "Costa Rica | Mückenschutz\nBeratung nur mit Termin: {ch_phone}."),
    ("b72c_pl_notice", "locale_notice", PL,
     "{pl_partner}\nINFORMACJA DLA KRWIODAWCÓW\nKrew pełną mogą oddawać osoby w wieku 18-65 lat, ważące co najmniej 50 kg. Odstęp między donacjami krwi pełnej: 8 tygodni. "
     "Kobiety mogą oddać krew 4 razy, mężczyźni 6 razy w roku. Po donacji przysługuje posiłek regeneracyjny o wartości {pln} i dzień wolny od pracy. "
     "Po powrocie z kraju malarycznego: 6 miesięcy przerwy. Rejestracja: {pl_phone} ({pl_phone_intl}), {pl_email}. Wrocław, {pl_date}"),
    ("b72c_pl_stany", "blood_stock_levels", PL,
     "STAN MAGAZYNOWY KRWI - {pl_partner}, {pl_date}\nGrupa | Stan\n0 Rh- | niski\n0 Rh+ | {pick_state}\nA Rh+ | {pick_state2}\nA Rh- | niski\nB Rh+ | dobry\nAB Rh+ | dobry\n"
     "Zapraszamy szczególnie dawców grupy 0 Rh-. Ekipa wyjazdowa: harmonogram na stronie i pod numerem {pl_phone}. {pl_director}"),
    ("b72c_cz_notice", "locale_notice", CZ,
     "{cz_partner} - INFORMACE PRO DÁRCE KRVE\nDarovat krev může každý zdravý člověk ve věku 18-65 let s hmotností nad 50 kg. Muži mohou darovat krev 5×, ženy 4× ročně. "
     "Za bezpříspěvkový odběr náleží pracovní volno a odpočet ze základu daně. Po očkování proti žluté zimnici: 4 týdny odklad. Objednání: {cz_phone}, "
     "ze zahraničí {cz_phone_intl}, {cz_email}. V Brně dne {cz_date}. {cz_director}"),
    ("b72c_cz_cenik", "travel_vaccine_prices", CZ,
     "CENÍK OČKOVÁNÍ PRO CESTOVATELE (platný od {cz_date})\nŽlutá zimnice (Stamaril) + mezinárodní certifikát: {czk_price1}\nVzteklina (Verorab), 1 dávka: {czk_price2}\nBřišní tyfus (Typhim Vi): {czk_price3}\n"
     "Japonská encefalitida (Ixiaro), 1 dávka: {czk_price4}\nKonzultace před cestou: {czk_price5}. Pracoviště cestovní medicíny, {cz_partner}, tel. {cz_phone}."),
    ("b72c_hu_arlista", "travel_vaccine_prices", HU,
     "{hu_partner} - ÁRLISTA ({hu_date})\nSárgaláz elleni oltás (Stamaril), nemzetközi oltási bizonyítvánnyal: {huf1}\nVeszettség elleni oltás, adagonként: {huf2}\n"
     "Hastífusz (Typhim Vi): {huf3}\nJapán encephalitis (Ixiaro), adagonként: {huf4}\nUtazás előtti tanácsadás: {huf5}. Bejelentkezés: {hu_phone} vagy {hu_phone_intl}, {hu_email}. {hu_director}"),
    ("b72c_hu_malaria", "malaria_prophylaxis_guidance", HU,
     "MALÁRIA MEGELŐZÉS - úti célok szerint ({hu_partner}, frissítve: {hu_date})\nÚti cél | Ajánlás\nNyugat-Afrika | gyógyszeres megelőzés (atovakvon-proguanil vagy doxiciklin)\n"
     "Kenya, Tanzánia | gyógyszeres megelőzés\nThaiföld (turistaövezetek) | szúnyogvédelem\nIndia | gyógyszeres megelőzés vagy szúnyogvédelem\nA gyógyszert az indulás előtt 1-2 nappal kell kezdeni. "
     "Időpont: {hu_phone}."),
    ("b72c_tr_notice", "locale_notice", TR,
     "{tr_partner} - KAN BAĞIŞI KOŞULLARI\n18-65 yaş arası, en az 50 kg ağırlığında sağlıklı herkes kan bağışında bulunabilir. Erkekler 90 günde, kadınlar 120 günde bir bağış yapabilir. "
     "Dövme veya piercing sonrası 4 ay, sıtma riski olan bölgelerden dönüşte 6 ay beklenmelidir. Bağış sonrası ikram ve ücretsiz tam kan sayımı sonucu verilir. "
     "Randevu: {tr_phone} ({tr_phone_intl}), {tr_email}. İzmir, {tr_date}. {tr_director}"),
    ("b72c_tr_stok", "blood_stock_levels", TR,
     "GÜNLÜK KAN STOK DURUMU - {tr_partner}, {tr_date}\nKan grubu | Eritrosit (ünite) | Durum\n0 Rh(-) | {cnt1} | kritik\n0 Rh(+) | {cnt_big1} | yeterli\nA Rh(+) | {cnt_big2} | yeterli\n"
     "B Rh(-) | {cnt2} | düşük\nAB Rh(+) | {cnt3} | yeterli\nÖzellikle 0 Rh(-) bağışçılarımızı bekliyoruz. Bilgi: {tr_phone}."),
    ("b72c_ie_notice", "locale_notice", IE,
     "{ie_partner} - TRAVEL HEALTH SERVICES\nYellow fever centre registered with the Department of Health. Consultations Monday to Friday 9.00-17.30 and Saturday mornings. "
     "Yellow fever vaccine with certificate: {eur_ie1}; rabies (per dose): {eur_ie2}; typhoid: {eur_ie3}; Japanese encephalitis (per dose): {eur_ie4}. Consultation fee {eur_ie5}, "
     "refundable under most health-insurance outpatient schemes. Book on {ie_phone} or {ie_phone_intl}, or e-mail {ie_email}. Cork, {gb_date}. {ie_director}"),
    ("b72c_ie_clinics", "blood_drive_calendar", IE,
     "MOBILE BLOOD DONOR CLINICS - Cork and Kerry, from {gb_date}\nVenue | Days | Times\nMallow GAA Complex | Mon-Tue | 17.00-20.30\nBandon Parish Hall | Wed | 17.15-20.30\n"
     "Killarney Gleneagle Hotel | Thu-Fri | 17.00-20.30\nFermoy Community Centre | Sun | 12.30-15.30\nYou must be aged 18-65 and weigh over 50 kg (7 st 12 lb). "
     "Travel health questions before a donation: {ie_partner}, {ie_phone}."),
    ("b72c_sc_notice", "locale_notice", SC,
     "{sc_partner} - PRICES AND SERVICES (from {gb_date})\nYellow fever vaccination and certificate: {gbp1}\nRabies, per dose: {gbp2}\nJapanese encephalitis, per dose: {gbp3}\n"
     "Typhoid: free on the NHS in Scotland through your GP practice; hepatitis A and cholera likewise. Malaria tablets are private prescriptions. "
     "Call {sc_phone} ({sc_phone_intl} from abroad) or e-mail {sc_email}. {sc_director}"),
    ("b72c_sc_stock", "blood_stock_levels", SC,
     "BLOOD STOCKS IN SCOTLAND - days of supply, {gb_date}\nO negative: {days_low1} days | O positive: {weeks1} days | A negative: {weeks2} days | A positive: {weeks3} days | "
     "B negative: {days_low2} days | AB: {weeks4} days\nSix days or more is a healthy stock. Donors who have returned from a malaria area within 4 months should wait before donating. "
     "Travel questions: {sc_partner}, {sc_phone}."),
    # ---- exports of non-personal data
    ("b72c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|BBIS|RRRH|LIS|RRRH|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|BPM^Blood product master^L||UPD|||AL\n{mfn_items}"),
    ("b72c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*RUMRIVERHOSP   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*RUMRIVERHOSP*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HS*{fivedig}*005010X279A1~\nAK2*270*{four_digits}*005010X279A1~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b72c_fhir_location", "fhir_export", US,
     "{\"resourceType\": \"Location\", \"id\": \"rbbc-como\", \"status\": \"active\", \"name\": \"Ramsey Bluff Blood Center - Como donor room\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{bc_phone}\"}, "
     "{\"system\": \"url\", \"value\": \"{bc_web}\"}], \"address\": {\"text\": \"{bc_addr}\"}, \"hoursOfOperation\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\"], "
     "\"openingTime\": \"((07:00:00||08:00:00))\", \"closingTime\": \"((19:00:00||20:00:00))\"}], \"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b72c_fhir_org", "fhir_export", US,
     "{\"resourceType\": \"Organization\", \"id\": \"lake-phalen-travel\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{own_npi}\"}], "
     "\"type\": [{\"text\": \"Travel medicine clinic; yellow fever vaccination centre\"}], \"name\": \"Lake Phalen Travel Medicine Clinic\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{tm_phone}\"}, "
     "{\"system\": \"email\", \"value\": \"{tm_email}\"}], \"address\": [{\"text\": \"{tm_addr}\"}], \"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{iso_ts}\"}}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- Minnesota: donors
    ("b72_donor_reg", "donor_registration", US,
     "{blood} - DONOR REGISTRATION\nLast name: {last}   First name: {first}   Sex: {sex}\nDate of birth: [[date_of_birth:dob_v72]]\nHome address: [[address:addr_mn_v72]]\n"
     "Phone: [[phone:phone_mn_v72]]   E-mail: [[email:email_v72]]\nSSN (optional, for donor matching): [[ssn:ssn_v72]]\nDonor no. [[record_number:donor_id_v72]]   "
     "Blood type on file: ((O+||A+||B-||O-||AB+))\nI have read the donor education material. Signature ____________"),
    ("b72_donor_web", "donor_questionnaire", US,
     "RapidScreen health history - submitted online\nDonor: {first} {last}\nDonor ID: [[record_number:donor_id_v72]]\nBirth date: [[date_of_birth:dob_us_v72]]\n"
     "Q12 In the past 3 months have you traveled outside the US? ((No||Yes - Mexico (Yucatán)||Yes - India, returned 10 weeks ago))\nQ18 Tattoo in the past 3 months? ((No||Yes, licensed shop))\n"
     "Confirmation sent to: [[email:email_v72]]\nI'm donating for my dad's drive: [[url:url_drive_v72]]\nSubmitted {iso_ts} from [[ip_address:ip_v72]]"),
    ("b72_deferral_letter", "donor_deferral_letter", US,
     "{blood}\n{bc_addr}\n\n{en_date}\n\n{first} {last}\n[[address:addr_mn_v72]]\n\nDonor number: [[record_number:donor_id_v72]]   Date of birth: [[date_of_birth:dob_v72]]\n\n"
     "Dear {first},\nThank you for coming to donate. A routine test on your donation from {dos} was ((reactive for hepatitis B core antibody||confirmed positive for syphilis||reactive for HTLV)); "
     "we are therefore unable to accept future donations. This does not necessarily mean you are ill. Our nurse will call you at [[phone:phone_mn_v72]] to talk it through.\n{own_md}"),
    ("b72_reaction_elder", "transfusion_reaction_report", US,
     "{hosp} - TRANSFUSION REACTION INVESTIGATION\nPatient: {last}, {first}   Age: [[age_over_89:age_elder_v72]]\nDOB: [[date_of_birth:dob_elder_v72]]   MRN: [[record_number:mrn_v72]]\n"
     "Medicare: [[member_id:mbi_v72]]\nUnit: RBC LR, O pos, issued {clock}. Symptoms ((40 minutes||15 minutes)) into the unit: ((fever 38.9 °C and rigors||dyspnea, SpO2 86%, bilateral crackles||urticaria)).\n"
     "DAT ((negative||positive IgG)); clerical check: no error. Classification: ((febrile non-hemolytic||TACO||allergic, non-severe)). Reviewed by {own_md}."),
    ("b72_lookback", "lookback_notification", US,
     "{hosp} Transfusion Service\n{en_date}\n\nCONFIDENTIAL\n{first} {last}\n[[address:addr_mn_v72]]\n\nRe: your transfusion at {hosp} (MRN [[record_number:mrn_v72]], date of birth [[date_of_birth:dob_v72]])\n\n"
     "Dear {first} {last},\nA donor whose blood you received during your surgery has since tested positive for ((hepatitis C||HIV||HTLV-I/II)). The chance that you were infected is small, "
     "but we recommend a free blood test. Please call our nurse at {ts_phone}; if we do not hear from you we will try [[phone:phone_mn_v72]].\n{own_md}"),
    # ---- Minnesota: travel clinic
    ("b72_travel_consult", "travel_clinic_consultation", US,
     "{travel} - PRE-TRAVEL CONSULTATION\nTraveller: {first} {last}   DOB: [[date_of_birth:dob_v72]]\nPassport no.: [[national_id:passport_v72]]\nCell: [[phone:phone_mn_v72]]   E-mail: [[email:email_plain_v72]]\n"
     "Insurance ID: [[member_id:member_v72]]\nItinerary (from the traveller's blog): [[url:url_travel_v72]] - ((Ghana and Togo, 3 weeks||Peru incl. Iquitos, 2 weeks||Rajasthan and Kerala, 4 weeks))\n"
     "Given today: ((yellow fever, typhoid||hepatitis A, typhoid, rabies dose 1||JE dose 1, typhoid)). Malaria: atovaquone-proguanil. Seen by {own_travel_md}."),
    ("b72_icvp_elder", "yellow_fever_certificate", US,
     "INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS\nThis is to certify that {first} {last}\ndate of birth [[date_of_birth:dob_elder_v72]]   sex {sex}   nationality USA\n"
     "national identification document, if applicable: passport [[national_id:passport_us_v72]]\nhas on the date indicated been vaccinated against: yellow fever. Stamaril, lot {lot}, given {dos}.\n"
     "Clinician's note: traveller is [[age_over_89:age_elder_v72]]; benefits discussed against the higher risk of adverse events after 60. Official stamp: {travel}."),
    ("b72_malaria_rx", "malaria_prophylaxis_prescription", US,
     "{travel}\n{tm_addr} | {tm_phone}\nRx\nName: {first} {last}   DOB: [[date_of_birth:dob_us_v72]]\nAddress: [[address:addr_mn_v72]]\nPhone: [[phone:phone_mn_v72]]\n"
     "Plan ID: [[member_id:member_v72]]   Chart: [[record_number:mrn_v72]]\nAtovaquone-proguanil 250/100 mg, 1 tab PO daily with food, start 2 days before travel, continue 7 days after return. "
     "Disp #((24||30||44)), no refills.\n{own_travel_md}, NPI {own_npi}"),
    ("b72_death_notice", "transfusion_death_notification", US,
     "NOTIFICATION OF A TRANSFUSION-RELATED FATALITY (to the FDA CBER, within 7 days)\nFacility: {hosp}\nRecipient: {first} {last}   SSN: [[ssn:ssn_v72]]\nDate of birth: [[date_of_birth:dob_elder_v72]]   "
     "Age at death: [[age_over_89:age_at_death_v72]]\nDate of death: [[date_of_death:dod_v72]]\nResidence: [[address:addr_mn_v72]]\nMRN: [[record_number:mrn_v72]]\n"
     "Reaction: ((acute hemolytic, ABO-incompatible unit||TRALI||TACO)) during the ((first||second||third)) unit of the admission. Imputability: ((definite||probable||possible)). Reported by {own_md}."),
    ("b72_travel_web", "travel_clinic_consultation", US,
     "New booking from the {travel} website\nName: {first} {last}\nEmail: [[email:email_v72]]\nMobile: [[phone:phone_mn_v72]]\nTrip: ((Tanzania safari||Vietnam and Cambodia||Bolivia, La Paz and the Yungas))\n"
     "Deposit paid by card: [[card:card_v72]]\nParking permit for plate: [[vehicle_id:plate_mn_v72]]\nMy travel page: [[url:url_travel_v72]]\nSent {iso_ts} from [[ip_address:ip_v72]]"),
    ("b72_plasma_payout", "plasma_donor_payout", US,
     "{plasma} - DONOR PAYMENT ELECTION\nDonor: {first} {last}   SSN (for IRS 1099 over $600): [[ssn:ssn_v72]]\nMailing address: [[address:addr_mn_v72]]\n"
     "Option A, reloadable card on file: [[card:visa_v72]]\nOption B, direct deposit: [[bank_account:account_us_v72]]\nSelected: ((A||B)). Signed {dos}."),
    # ---- Germany
    ("b72_de_plasma", "germany_form", DE,
     "{de_partner} - Plasmaspende: Angaben zur Aufwandsentschädigung\nName, Vorname: {last}, {first}\nGeburtsdatum: [[date_of_birth:dob_v72]]\nAnschrift: [[address:addr_v72]]\n"
     "Telefon: [[phone:phone_v72]]\nSteuerliche Identifikationsnummer: [[national_id:steuer_id_v72]]\nBankverbindung für die Überweisung: [[bank_account:account_v72]]\nKontoinhaber/in: {first} {last}\n"
     "Ort, Datum: Hamburg, {de_date}   Unterschrift: ____________"),
    ("b72_de_reise", "germany_form", DE,
     "REISEMEDIZINISCHE BERATUNG - Dokumentation\nPatient/in: {first} {last}\ngeb. am [[date_of_birth:dob_v72]]\nReisepass-Nr.: [[national_id:passport_v72]]\nVersichertennummer (eGK): [[member_id:kvnr_v72]]\n"
     "Mobil: [[phone:phone_v72]]   E-Mail: [[email:email_v72]]\nReiseziel: ((Tansania, 3 Wochen||Indien (Kerala), 4 Wochen||Kolumbien, 2 Wochen))\nGeimpft: ((Gelbfieber, Typhus||Tollwut 1. Dosis, Japanische Enzephalitis||Hepatitis A, Typhus))\n"
     "Parkausweis für Kfz-Kennzeichen: [[vehicle_id:plate_v72]]"),
    # ---- Austria
    ("b72_at_reaktion", "austria_form", AT,
     "HÄMOVIGILANZ - MELDUNG EINER TRANSFUSIONSREAKTION\nKrankenanstalt: Landeskrankenhaus, Blutdepot: {at_partner}\nPatient/in: {last} {first}\nGeburtsdatum: [[date_of_birth:dob_v72]]\n"
     "Sozialversicherungsnummer: [[national_id:svnr_at_v72]]\nWohnadresse: [[address:addr_v72]]\nTelefon: [[phone:phone_v72]]\nAufnahmezahl: [[record_number:mrn_v72]]\n"
     "Reaktion: ((febrile nicht-hämolytische Reaktion||allergische Reaktion Grad II||TACO)), {at_date}. {at_director}"),
    ("b72_at_tod", "austria_form", AT,
     "MELDUNG EINES TODESFALLS NACH TRANSFUSION (schwerwiegende Reaktion)\nBlutdepot: {at_partner}\nName: {first} {last}\nGeburtsdatum: [[date_of_birth:dob_elder_v72]]   Alter: [[age_over_89:age_at_death_v72]]\n"
     "SV-Nummer: [[national_id:svnr_at_v72]]\nSterbedatum: [[date_of_death:dod_v72]]\nLetzter Wohnsitz: [[address:addr_v72]]\nAufnahmezahl: [[record_number:mrn_v72]]\n"
     "Zusammenhang mit der Transfusion: ((wahrscheinlich||möglich||gesichert)). Meldende Person: {at_director}"),
    # ---- Switzerland
    ("b72_ch_spender", "switzerland_form", CH,
     "{ch_partner} - ANMELDUNG NEUSPENDER/IN\nName: {last}   Vorname: {first}\nGeburtsdatum: [[date_of_birth:dob_v72]]\nAHV-Nr.: [[national_id:ahv_v72]]\nAdresse: [[address:addr_v72]]\n"
     "Natel: [[phone:phone_v72]]   E-Mail: [[email:email_v72]]\nIBAN (Spesenvergütung Thrombozytenspende): [[bank_account:account_v72]]\nBlutgruppe, falls bekannt: ((0 Rh pos||A Rh neg||unbekannt))"),
    # ---- Poland
    ("b72_pl_kwestionariusz", "poland_form", PL,
     "KWESTIONARIUSZ DLA KANDYDATA NA DAWCĘ KRWI - {pl_partner}\nNazwisko: {last}   Imię: {first}\nPESEL: [[national_id:pesel_v72]]\nData urodzenia: [[date_of_birth:dob_v72]]\n"
     "Adres zamieszkania: [[address:addr_v72]]\nTelefon: [[phone:phone_v72]]\nE-mail: [[email:email_v72]]\nCzy w ciągu ostatnich 6 miesięcy przebywał(a) Pan/Pani za granicą? ((NIE||TAK - Tajlandia||TAK - Kenia))"),
    ("b72_pl_zwrot", "poland_form", PL,
     "WNIOSEK O ZWROT KOSZTÓW DOJAZDU - dawca krwi\nImię i nazwisko: {first} {last}\nPESEL: [[national_id:pesel_v72]]\nSeria i numer dowodu osobistego: [[national_id:dowod_pl_v72]]\nAdres: [[address:addr_v72]]\n"
     "Samochód prywatny, nr rejestracyjny: [[vehicle_id:plate_v72]]\nNumer rachunku do przelewu: [[bank_account:account_v72]]\nWrocław, {pl_date}   podpis ____________"),
    # ---- Czechia
    ("b72_cz_darce", "czechia_form", CZ,
     "DOTAZNÍK DÁRCE KRVE - {cz_partner}\nPříjmení a jméno: {last} {first}\nRodné číslo: [[national_id:rc_cz_v72]]\nDatum narození: [[date_of_birth:dob_v72]]\nTrvalé bydliště: [[address:addr_v72]]\n"
     "Telefon: [[phone:phone_v72]]\nČíslo účtu pro náhradu cestovného: [[bank_account:account_v72]]\nCestoval(a) jste v posledních 6 měsících do tropů? ((ne||ano - Keňa||ano - Vietnam))"),
    # ---- Hungary
    ("b72_hu_utazas", "hungary_form", HU,
     "{hu_partner} - UTAZÁS ELŐTTI TANÁCSADÁS\nNév: {name}\nSzületési idő: [[date_of_birth:dob_v72]]\nTAJ szám: [[national_id:taj_v72]]\nÚtlevélszám: [[national_id:passport_v72]]\n"
     "Lakcím: [[address:addr_v72]]\nTelefon: [[phone:phone_v72]]\nE-mail: [[email:email_v72]]\nÚti cél: ((Tanzánia||Vietnám||Brazília)). Beadott oltás: ((sárgaláz||hastífusz, veszettség 1. adag)). {hu_director}"),
    # ---- Turkey
    ("b72_tr_bagis", "turkey_form", TR,
     "{tr_partner} - BAĞIŞÇI BİLGİ FORMU\nAdı Soyadı: {first} {last}\nT.C. Kimlik No: [[national_id:tckn_v72]]\nDoğum Tarihi: [[date_of_birth:dob_v72]]\nAdres: [[address:addr_v72]]\n"
     "Cep Telefonu: [[phone:phone_v72]]\nE-posta: [[email:email_v72]]\nSon 6 ay içinde yurt dışına çıktınız mı? ((Hayır||Evet - Nijerya||Evet - Hindistan))"),
    ("b72_tr_odeme", "turkey_form", TR,
     "Online ödeme onayı - {tr_partner} seyahat sağlığı polikliniği\nHasta: {first} {last}\nT.C. Kimlik No: [[national_id:tckn_v72]]\nKart: [[card:card_tr_v72]]\nİade için IBAN: [[bank_account:account_v72]]\n"
     "Telefon: [[phone:phone_v72]]\nİşlem: sarı humma aşısı ve uluslararası aşı sertifikası, {try_}\nİşlem zamanı {iso_ts}, IP adresi [[ip_address:ip_v72]]"),
    # ---- Ireland
    ("b72_ie_donor", "ireland_form", IE,
     "BLOOD DONOR REGISTRATION - mobile clinic, {gb_date}\nSurname: {last}   Forename: {first}\nDate of birth: [[date_of_birth:dob_v72]]\nPPS No.: [[national_id:ppsn_v72]]\n"
     "Address incl. Eircode: [[address:addr_v72]]\nMobile: [[phone:phone_v72]]\nEmail: [[email:email_v72]]\nCar reg (for the hotel car park): [[vehicle_id:plate_v72]]\nReferred by: {ie_partner}"),
    # ---- Scotland
    ("b72_sc_travel", "scotland_form", SC,
     "{sc_partner} - TRAVEL RISK ASSESSMENT\nName: {first} {last}\nCHI: [[national_id:chi_v72]]\nDOB: [[date_of_birth:dob_v72]]\nAddress: [[address:addr_v72]]\nTel: [[phone:phone_v72]]\n"
     "Email: [[email:email_plain_v72]]\nPassport: [[national_id:passport_v72]]\nDestinations: ((Malawi and Zambia||Nepal trekking||Indonesia (Bali, Flores))). Vaccines advised: ((yellow fever not required; rabies, typhoid||rabies, JE, typhoid)). {sc_director}"),
    ("b72_sc_lookback", "lookback_notification", SC,
     "PRIVATE AND CONFIDENTIAL\n{first} {last}\n[[address:addr_v72]]\n\n{gb_date}\n\nCHI number: [[national_id:chi_v72]]   Previous NHS number (England): [[national_id:nhs_v72]]\nDate of birth: [[date_of_birth:dob_v72]]\n\n"
     "Dear {first},\nYou received a blood transfusion in ((2019||2021||2022)). We have learned that one of the donors has since tested positive for ((hepatitis B||hepatitis E||HTLV)). "
     "Your GP will offer a blood test; if you would rather speak to us, we will call you on [[phone:phone_v72]]. Yours sincerely,\nTransfusion Team"),
    # ---- exports
    ("b72_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v72]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v72]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v72]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v72]]\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"[[phone:phone_e164_v72]]\"}, {\"system\": \"email\", \"value\": \"[[email:email_plain_v72]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v72]]\"}]}"),
    ("b72_fhir_immunization", "fhir_export", US,
     "{\"resourceType\": \"Immunization\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.4.3.27\", "
     "\"value\": \"[[member_id:pmi_mn_v72]]\"}, {\"system\": \"https://lakephalentravelmed.org/chart\", \"value\": \"[[record_number:mrn_plain_v72]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v72]]\"}], \"status\": \"completed\", \"vaccineCode\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/cvx\", "
     "\"code\": \"((37||101||134||175))\"}]}, \"patient\": {\"reference\": \"#pt\"}, \"occurrenceDateTime\": \"{eff_iso}\", \"lotNumber\": \"{lot}\", \"performer\": [{\"actor\": {\"display\": \"{own_travel_md}\"}}]}"),
    ("b72_hl7_vxu", "hl7_export", US,
     "MSH|^~\\&|TRAVELEMR|LPTM|MIIC|MDH|{hl7_ts}||VXU^V04^VXU_V04|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v72]]^^^LPTM^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v72]]|{sex}|||"
     "[[address:addr_hl7_v72]]||[[phone:phone_hl7_v72]]||||||[[ssn:ssn_plain_v72]]\nORC|RE||{fivedig}\nRXA|0|1|{hl7_ts}||((37^yellow fever^CVX||101^typhoid, ViCPs^CVX||134^Japanese encephalitis IM^CVX))|0.5|mL^mL^UCUM||00^new immunization record^NIP001||||||{lot}"),
    ("b72_donor_csv", "csv_export", US,
     "session_date,donor_id,last_name,first_name,dob,phone,email,address,hb_g_dl,outcome\n{eff_iso},[[record_number:donor_id_v72]],{last},{first},[[date_of_birth:dob_us_v72]],"
     "[[phone:phone_mn_v72]],[[email:email_plain_v72]],[[address:addr_csv_v72]],((13.4||14.1||12.2||15.0)),((donated||deferred - low Hb||donated))\n# {blood} drive session export {iso_ts} - contains donor PHI"),
    ("b72_x12_270", "x12_export", US,
     "ISA*00*          *00*          *ZZ*RUMRIVERHOSP   *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HS*RUMRIVERHOSP*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X279A1~\n"
     "ST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*PR*2*{plan}*****PI*{payer_id}~\nHL*2*1*21*1~\nNM1*1P*2*{hosp}*****XX*{own_npi}~\n"
     "HL*3*2*22*0~\nTRN*1*{ctrl}*9{fivedig}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:plan_member_v72]]~\nN3*[[address:addr_x12_v72]]~\nDMG*D8*[[date_of_birth:dob_compact_v72]]*{sex}~\n"
     "DTP*291*D8*20{isa_date}~\nEQ*((30||1||47))~\nSE*15*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    rng = random.Random(seed)
    fakers = make_fakers(seed)
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
        for suffix in ("", "2", "3"):
            draw.cache["locale" + suffix] = locale
        if not clean:
            if "_elder_" in body or "age_at_death_v72" in body:
                _birth(draw, 1926, 1934)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind72-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
