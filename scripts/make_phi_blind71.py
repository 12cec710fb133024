"""A seventy-first blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind71.py [--seed 73731] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind69.py,
seeds 4141 to 71711) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
seventieth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b71_" or "b71c_"). Identifier-free genres, all from HIV, TB and sexual-health services: HIV and TB clinic service
descriptions, PrEP programme enrolment statistics (counts only: a table, a CSV, a JSON, a board note), antiretroviral
formulary tables (a table, a CSV, a pharmacy memo, an XML), TB contact-tracing protocols (no persons named),
sexual-health clinic timetables (a table, an iCalendar, a notice), hepatitis B and HPV vaccination campaign posters,
laboratory viral-load turnaround reports (a table, a CSV, a memo, a JSON), outbreak situation reports with counts by
district (syphilis, a TB cluster, mpox, an XML), notices in other locales (Spanish as Peru, Paraguay, Colombia and
Puerto Rico print it, French and Haitian Creole as Haiti prints them, English as Jamaica and Trinidad and Tobago
print it) and exports of non-personal data (an HL7 MFN^M01, X12 999 and TA1 acknowledgements, a CSV of claim batch
totals, a FHIR Organization and a FHIR MeasureReport, an XML formulary, a JSON test catalogue). Carrying genres: HIV
treatment letters, TB directly-observed-therapy cards (one for a person over 89), partner-notification records, PrEP
prescriptions (one a web request), viral-load result letters, sexual-health clinic notes (one a portal chat), the
death notification of a TB patient, disability-grant medical certificates (Nevada and Trinidad and Tobago), forms from
Peru (a TB control card and a PANTBC subsidy form), Paraguay (a PrEP enrolment and an online booking), Colombia (an
HIV programme enrolment and an online PrEP request), Puerto Rico (a Ryan White eligibility form and a partner
notice), Haiti (a French enrolment form and a Creole death declaration), Jamaica (a treatment-site registration and a
viral-load letter) and
Trinidad and Tobago (a clinic registration) written as those countries print them, and exports (a FHIR Patient, a
FHIR MedicationRequest with its patient contained, an HL7 ORU^R01 of a viral load, a DOT-attendance CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v71` slots): US SSNs and Medicare MBIs in
several printings, Nevada Medicaid IDs, clinic MRNs and TB register numbers, Nevada plates and VINs (the position-9
check digit); passport numbers of the US, Peru, Paraguay, Colombia, Haiti, Jamaica and Trinidad and Tobago; Peruvian
DNIs (with the check character printed after the hyphen), Paraguayan cédulas, Colombian cédulas de ciudadanía, Haitian
NIFs and CINs, Jamaican TRNs, Trinidad and Tobago national ID numbers (the birth date and a serial); bank accounts
(Peruvian accounts and their 20-digit CCI with both check digits, Paraguayan, Colombian, Haitian, Jamaican and
Trinidadian printings, Nevada routing-and-account pairs with the ABA check digit); Visa, Mastercard and American
Express numbers with Luhn; dates in Spanish, French and Haitian Creole with month names, and English and US orders;
Peruvian (Av./Jr., Dpto., distrito), Paraguayan (c/ between streets, barrio), Colombian (Calle # - ), Puerto Rican
(Urb., Calle, PR 009xx), Haitian (Rue, Delmas, Pétion-Ville), Jamaican (Kingston 6, parish) and Trinidadian (LP
numbers, #) layouts and Nevada ones; the seven numbering plans in national printings with and without +51, +595,
+57, +1-787, +509, +1-876 and +1-868, and Nevada lines; e-mails written against scrapers ("at" and "dot");
public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a fundraiser, a profile, a blog).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Nevada (used
once before, by one earlier set) with area codes no earlier set used (702 and 725). An identifier-free text quotes
only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Las Vegas HIV and TB clinic, a
Henderson sexual-health centre, a PrEP programme, a public-health laboratory, a TB control programme and a community
health plan, on fictional 555-01xx lines, and partner services in San Juan, Lima, Asunción, Bogotá, Port-au-Prince,
Kingston and Port of Spain on fictional or invented lines) and the organisations' own printed identifiers (the plan's
payer ID, RxBIN, PCN and group, the clinic's NPIs and EIN, the laboratory's CLIA number); the people it names are the
organisations' own staff, never a patient, partner or contact, and the ages it gives are under 90 (eligibility ranges,
age bands).

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

SEED = 73731
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US",)

CLINIC = "Red Rock Wash HIV & TB Clinic"
SHC = "Lone Mountain Sexual Health Center"
PREP = "Spring Mountain PrEP Programme"
LAB = "Amargosa Valley Public Health Laboratory"
TBP = "Moapa Flats TB Control Programme"
PLAN = "Silver Sagebrush Community Health Plan"
PR_PARTNER = "Clínica Ceiba del Condado"
PE_PARTNER = "Centro de Salud Sexual Huallaga"
PY_PARTNER = "Policlínico Ñu Guasu"
CO_PARTNER = "IPS Quebrada Arzobispo"
HT_PARTNER = "Klinik Solèy Leve"
JM_PARTNER = "Blue Mahoe Treatment Site"
TT_PARTNER = "Chaguaramas Bay Wellness Centre"
ORGANISATION_CONTACTS = [
    "(702) 555-0171",                                                   # 0 HIV & TB clinic (Las Vegas)
    "(702) 555-0172",                                                   # 1 clinic fax
    "3150 Calico Basin Parkway, Las Vegas, NV 89102",                   # 2
    "care@redrockwashclinic.org",                                       # 3
    "https://www.redrockwashclinic.org",                                # 4
    "(725) 555-0173",                                                   # 5 sexual-health centre (Henderson)
    "88 Sloan Canyon Drive, Henderson, NV 89011",                       # 6
    "appointments@lonemountainshc.org",                                 # 7
    "(702) 555-0174",                                                   # 8 PrEP programme
    "prep@springmountainprep.org",                                      # 9
    "(725) 555-0175",                                                   # 10 public-health laboratory
    "410 Tonopah Assay Road, Las Vegas, NV 89106",                      # 11
    "results@amargosalab.org",                                          # 12
    "(702) 555-0176",                                                   # 13 TB control programme
    "tbcontrol@moapaflatstb.org",                                       # 14
    "(725) 555-0177",                                                   # 15 community health plan, provider line
    "claims@silversagebrushhp.com",                                     # 16
    "(787) 555-0178",                                                   # 17 San Juan partner
    "info@ceibacondado.pr",                                             # 18
    "+51 1 640 7117",                                                   # 19 Lima partner
    "(01) 640-7117",                                                    # 20
    "contacto@huallagasalud.pe",                                        # 21
    "+595 21 671 171",                                                  # 22 Asunción partner
    "(021) 671 171",                                                    # 23
    "info@policlinico-nuguasu.com.py",                                  # 24
    "+57 601 671 7117",                                                 # 25 Bogotá partner
    "(601) 671 7117",                                                   # 26
    "atencion@ipsarzobispo.co",                                         # 27
    "+509 2816 7117",                                                   # 28 Port-au-Prince partner
    "2816-7117",                                                        # 29
    "kontak@kliniksoleyleve.ht",                                        # 30
    "(876) 555-0179",                                                   # 31 Kingston partner
    "care@bluemahoeclinic.org.jm",                                      # 32
    "(868) 555-0180",                                                   # 33 Port of Spain partner
    "info@chaguaramaswellness.tt",                                      # 34
]
ORG_EIN = "88-7137171"
PLAN_PAYER_ID = "SSCHP71"
PLAN_GROUP = "NVCHP2026"
PLAN_RXBIN = "617131"
PLAN_PCN = "SSRX71"
CLIA = "29D7137171"
ORG_NPIS = (blind5._npi_of("171702725"), blind5._npi_of("137170255"), blind5._npi_of("127571702"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"es_PE": "PE", "es_PY": "PY", "es_CO": "CO", "es_PR": "PR", "fr_HT": "HT", "ht_HT": "HT", "en_JM": "JM", "en_TT": "TT"}


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
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


# ---- people's names ------------------------------------------------------------------------------------------------
_ES_LAST = ["Quispe", "Mamani", "Flores", "Huamán", "Rojas", "Benítez", "Giménez", "Villalba", "Ramírez", "Gómez", "Rodríguez", "Martínez", "Cárdenas",
            "Ospina", "Restrepo", "Rivera", "Colón", "Figueroa", "Santiago", "Torres", "Acuña", "Duarte", "Chávez", "Valencia"]
_ES_F = ["María Elena", "Rosa", "Yolanda", "Milagros", "Liz", "Lourdes", "Diana Marcela", "Luz Dary", "Yesenia", "Nilda", "Glorimar", "Celeste"]
_ES_M = ["José Luis", "Jhon Jairo", "Wilmer", "Edgar", "Fabián", "Osvaldo", "Derlis", "Carlos Andrés", "Héctor", "Luis Alberto", "Giovanni", "Raúl"]
_HT_LAST = ["Pierre", "Joseph", "Jean-Baptiste", "Louis", "Charles", "Dorvil", "Exantus", "Célestin", "Étienne", "Desrosiers", "Fils-Aimé", "Noël"]
_HT_F = ["Marie-Carmelle", "Guerline", "Nadège", "Rose-Marie", "Fabiola", "Judeline", "Mirlande", "Wideline"]
_HT_M = ["Jean-Robert", "Wilner", "Frantz", "Jacky", "Dieuseul", "Wisly", "Fritznel", "Ronald"]
_JM_LAST = ["Brown", "Campbell", "Williams", "Thompson", "McKenzie", "Reid", "Grant", "Morgan", "Clarke", "Francis"]
_JM_F = ["Shanice", "Latoya", "Kerry-Ann", "Tamoya", "Sasha-Gaye", "Nordia", "Marcia"]
_JM_M = ["Kemar", "Tajay", "Odane", "Romaine", "Dwayne", "Garfield", "Andre"]
_TT_LAST = ["Ramdass", "Mohammed", "Persad", "Ali", "Baptiste", "Charles", "Maharaj", "Joseph", "Ramnarine", "De Freitas"]
_TT_F = ["Anisha", "Kavita", "Keisha", "Nicole", "Shivani", "Candice", "Rhonda"]
_TT_M = ["Ravi", "Kareem", "Jason", "Nigel", "Vishnu", "Marlon", "Richard"]
_NAMES = {"ES": (_ES_F, _ES_M, _ES_LAST), "HT": (_HT_F, _HT_M, _HT_LAST), "JM": (_JM_F, _JM_M, _JM_LAST), "TT": (_TT_F, _TT_M, _TT_LAST)}


def _one_name(draw: Draw, sex: str) -> tuple[str, str]:
    country = _country(draw)
    if country == "US":
        fake = draw.fk["en_US"]
        return (fake.first_name_female() if sex == "F" else fake.first_name_male()), fake.last_name()
    f, m, last = _NAMES[{"PE": "ES", "PY": "ES", "CO": "ES", "PR": "ES"}.get(country, country)]
    first = draw.pick(f if sex == "F" else m)
    surname = draw.pick(last)
    if country in ("PE", "PY", "CO", "PR"):
        surname = f"{surname} {draw.pick([x for x in last if x != surname])}"
    return first, surname


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a partner or relative and a third person of the same locale."""
    sex = draw.pick(["F", "M"])
    first, last = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "first_upper": _ascii(first).upper(), "last_upper": _ascii(last).upper()})
    for suffix in ("2", "3"):
        other = _one_name(draw, draw.pick(["F", "M"]))
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: other[1], "name" + suffix: f"{other[0]} {other[1]}"})


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "M"))


def _birth(draw: Draw, low: int = 1958, high: int = 2004) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 2, 1).toordinal(), dt.date(2026, 2, 25).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "7117", "671", "017")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
_FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
_HT_MONTHS = ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"]


def _date_in(draw: Draw, day: dt.date, country: str | None = None) -> str:
    """A date as the text's country and language print it."""
    d, m, y = day.day, day.month, day.year
    country = country or _country(draw)
    if country in ("PE", "PY", "CO", "PR"):
        mon = _ES_MONTHS[m - 1]
        forms = [f"{d} de {mon} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{mon[:3]}-{y}", f"{d}/{m}/{y}", f"{d} {mon[:3].upper()} {y}", f"{d:02d}.{m:02d}.{y}"]
        if country == "PR":
            forms += [f"{m:02d}/{d:02d}/{y}", f"{d} de {mon} de {y}"]
        return draw.pick(forms)
    if country == "HT":
        if _locale(draw) == "ht_HT":
            return draw.pick([f"{d} {_HT_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_HT_MONTHS[m - 1]} {y}"])
        return draw.pick([f"{d} {_FR_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"le {d} {_FR_MONTHS[m - 1]} {y}" if d != 1 else f"le 1er {_FR_MONTHS[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}"])
    if country in ("JM", "TT"):
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{blind._ordinal(d)} {month} {y}", f"{d} {month} {y}", f"{d:02d}-{month[:3]}-{y}", f"{d}/{m}/{y % 100:02d}", f"{d}-{m}-{y}"])  # noqa: SLF001
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d} {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d}-{month[:3].upper()}-{y}"])


def dob_v71(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v71(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1935))


def dob_iso_v71(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v71(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v71(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def dob_elder_us_v71(draw: Draw) -> str:
    return _birth(draw, 1926, 1935).strftime("%m/%d/%Y")


def dod_v71(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


def dod_iso_v71(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-08:00"


def _elder_age(draw: Draw, day: dt.date | None = None) -> int:
    return _age_on(_birth(draw, 1926, 1935), day or REFERENCE_DAY)


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _say_age(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country in ("PE", "PY", "CO", "PR"):
        return draw.pick([f"{age} años", f"{age} a.", f"{age}"])
    if country == "HT":
        return draw.pick([f"{age} ans", f"{age}"]) if _locale(draw) == "fr_HT" else draw.pick([f"{age} an", f"{age} lane", f"{age}"])
    if age >= 100:
        return draw.pick([f"{age}", f"{age} years old"])
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years old", f"{age} yrs", f"{age} y/o", spelled])


def age_elder_v71(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1935, as the text's language says it."""
    return _say_age(draw, _elder_age(draw))


def age_at_death_v71(draw: Draw) -> str:
    return _say_age(draw, _elder_age(draw, _death_day(draw)))


# ---- United States (Nevada) ---------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v71(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, dotted, or with the last four split off as a form's boxes print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]}/{v[3:5]}/{v[5:]}"])


def ssn_plain_v71(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v71(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced, or lower case as typed into a portal."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def medicaid_nv_v71(draw: Draw) -> str:
    """A Nevada Medicaid recipient ID (eleven digits), whole or grouped."""
    v = "0" + draw.digits(10, True)
    return draw.pick([v, f"{v[:3]} {v[3:7]} {v[7:]}", f"{v[:4]}-{v[4:]}"])


def plan_member_v71(draw: Draw) -> str:
    """A community health plan member ID (the plan's prefix, nine digits, a person suffix)."""
    return draw.pick([f"SSG{draw.digits(9, True)}", f"SSG{draw.digits(9, True)}-0{draw.rng.randint(1, 4)}", f"SSG {draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"])


def member_v71(draw: Draw) -> str:
    return draw.pick([mbi_v71, medicaid_nv_v71, plan_member_v71])(draw)


def mrn_v71(draw: Draw) -> str:
    """A clinic chart, a hospital MRN, a TB register number or an encounter number."""
    return draw.pick([f"RRW{draw.digits(6, True)}", draw.digits(8, True), f"TB-{draw.rng.randint(2023, 2026)}-{draw.digits(4, True)}", f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(4)}",
                      f"LM{draw.digits(7, True)}"])


def mrn_plain_v71(draw: Draw) -> str:
    return f"RRW{draw.digits(6, True)}"


def tb_register_v71(draw: Draw) -> str:
    return draw.pick([f"TB-{draw.rng.randint(2024, 2026)}-{draw.digits(4, True)}", f"MF/TB/{draw.rng.randint(24, 26)}/{draw.digits(3, True)}", f"DOT{draw.digits(5, True)}"])


_NV_TOWNS = [("Las Vegas", "89101"), ("Las Vegas", "89104"), ("Las Vegas", "89119"), ("Las Vegas", "89142"), ("North Las Vegas", "89030"), ("North Las Vegas", "89031"),
             ("Henderson", "89014"), ("Henderson", "89074"), ("Boulder City", "89005"), ("Pahrump", "89048"), ("Mesquite", "89027"), ("Laughlin", "89029")]
_NV_STREETS = ["E Charleston Blvd", "Maryland Pkwy", "W Sahara Ave", "Boulder Hwy", "N Lamb Blvd", "E Tropicana Ave", "Nellis Blvd", "W Craig Rd",
               "Eastern Ave", "S Decatur Blvd", "Sunset Rd", "Pecos Rd", "Desert Inn Rd", "Spring Mountain Rd"]


def _nv_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_NV_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_NV_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(101, 2399)}", f" Unit {draw.rng.randint(1, 240)}", f" #{draw.rng.randint(2, 410)}", f", Space {draw.rng.randint(1, 160)}"])
    return street, unit, town, zip_code


def addr_nv_v71(draw: Draw) -> str:
    street, unit, town, zip_code = _nv_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, NV {zip_code}", f"{street}{unit}\n{town}, NV {zip_code}", f"{street}{unit}, {town} NV {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} NV {zip_code}", f"{street}{unit}, {town}, Nevada {zip_code}"])


def addr_hl7_v71(draw: Draw) -> str:
    street, _, town, zip_code = _nv_parts(draw)
    return f"{street.upper()}^^{town.upper()}^NV^{zip_code}^USA^H"


def addr_fhir_v71(draw: Draw) -> str:
    street, _, town, zip_code = _nv_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"NV\", \"postalCode\": \"{zip_code}"


def addr_x12_v71(draw: Draw) -> str:
    street, _, town, zip_code = _nv_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*NV*{zip_code}"


def addr_csv_v71(draw: Draw) -> tuple[str, str, str]:
    street, unit, town, zip_code = _nv_parts(draw)
    return "\"", f"{street}{unit}, {town}, NV {zip_code}", "\""


def _exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_nv_v71(draw: Draw) -> str | tuple[str, str, str]:
    """A person's line: Nevada areas mostly, now and then a relative's in California or Arizona (a note after it is not
    part of the number)."""
    area = draw.pick(["702", "725", "702", "775", "619", "213", "602"])
    exchange, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", ("", f"{area}-{exchange}-{line}", " (cell)"), ("", f"{area} {exchange} {line}", " (text ok)")])


def phone_e164_v71(draw: Draw) -> str:
    return f"+1{draw.pick(['702', '725'])}{_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v71(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['702', '725'])}^{_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v71(draw: Draw) -> str:
    """A Nevada checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["32127032", "12240121", "32127140", "12140221", "32127423"]))
    account = draw.digits(draw.pick([9, 10, 11]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing}  Acct# {account}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v71(draw: Draw) -> str:
    """A VIN (pickups' and compacts' WMIs), with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = draw.pick(["1FTFW1", "3N1AB7", "1GCUYD", "2T1BUR", "5YJ3E1", "KMHD84"]) + draw.letters(2, alnum) + "0" + draw.pick(list("DEFGHJKLMN")) + draw.letters(1, "ABCDHKLMNRS") + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def plate_nv_v71(draw: Draw) -> str:
    """A Nevada plate (three digits and three letters, or a letter and digits), or a disabled-person plate."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    v = f"{draw.digits(3, True)}{draw.letters(1, alpha)}{draw.digits(2)}"
    return draw.pick([v, f"{v[:3]}-{v[3:]}", f"NV {v}", f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.digits(2, True)}{draw.letters(1, alpha)}{draw.digits(3)} (DV)"])


def passport_us_v71(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}"])


# ---- Peru ----------------------------------------------------------------------------------------------------------
def _dni_check(number: str) -> tuple[str, str]:
    """The DNI's check character, as a digit and as a letter (the CUI's two printings)."""
    c = sum(w * int(n) for w, n in zip((3, 2, 7, 6, 5, 4, 3, 2), number)) % 11
    return "65432110987"[c], "KJIHGFEDCBA"[c]


def dni_pe_v71(draw: Draw) -> str:
    """A Peruvian DNI: eight digits, with its check character after a hyphen as the card prints it, or without."""
    v = draw.digits(8, True)
    digit, letter = _dni_check(v)
    return draw.pick([v, f"{v}-{digit}", f"{v} - {digit}", f"{v}-{letter}", v])


def _cci_digit(digits: str) -> str:
    total = 0
    for index, ch in enumerate(digits):
        product = int(ch) * (1 if index % 2 == 0 else 2)
        total += product // 10 + product % 10
    return str((10 - total % 10) % 10)


def account_pe_v71(draw: Draw) -> str:
    """A Peruvian account, or its 20-digit CCI (bank, branch, account, the two check digits)."""
    bank = draw.pick([("002", "BCP"), ("011", "BBVA"), ("003", "Interbank"), ("009", "Scotiabank"), ("018", "Banco de la Nación")])
    branch = draw.digits(3, True)
    account = draw.digits(12, True)
    cci = f"{bank[0]}{branch}{account}{_cci_digit(bank[0] + branch)}{_cci_digit(account)}"
    return draw.pick([f"CCI {cci}", f"CCI: {cci[:3]}-{cci[3:6]}-{cci[6:18]}-{cci[18:]}", f"{bank[1]} cta. ahorros {branch}-{account[4:12]}-0-{draw.digits(2)}",
                      f"{cci}", f"Cuenta interbancaria {cci[:3]} {cci[3:6]} {cci[6:18]} {cci[18:]}"])


_PE_PLACES = [("Miraflores", "Lima 15074"), ("San Juan de Lurigancho", "Lima 15401"), ("Villa El Salvador", "Lima 15831"), ("Comas", "Lima 15311"),
              ("Callao", "Callao 07001"), ("Cercado", "Arequipa 04001"), ("Trujillo", "La Libertad 13001")]


def addr_pe_v71(draw: Draw) -> str:
    district, city = draw.pick(_PE_PLACES)
    street = draw.pick(["Av. Arequipa", "Jr. Huallaga", "Av. Próceres de la Independencia", "Calle Los Geranios", "Av. Túpac Amaru", "Jr. Ucayali", "Psje. Santa Rosa"])
    n = draw.rng.randint(12, 3400)
    flat = draw.pick(["", f", Dpto. {draw.rng.randint(1, 12)}0{draw.rng.randint(1, 6)}", f" Int. {draw.rng.randint(1, 20)}", f", Mz. {draw.letters(1, 'ABCDEFGHJK')} Lt. {draw.rng.randint(1, 40)}"])
    return draw.pick([f"{street} {n}{flat}, {district}, {city}", f"{street} N° {n}{flat}\n{district} - {city.split()[0]}", f"{street.upper()} {n}{flat.upper()} - {district.upper()}"])


def phone_pe_v71(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        v = "9" + _sub(draw, 8)
        return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"+51 {v[:3]} {v[3:6]} {v[6:]}", f"+51{v}", f"{v[:3]}-{v[3:6]}-{v[6:]}", f"(+51) {v}"])
    v = _sub(draw, 7)
    return draw.pick([f"(01) {v[:3]}-{v[3:]}", f"01-{v}", f"+51 1 {v[:3]} {v[3:]}"])


def passport_pe_v71(draw: Draw) -> str:
    return draw.pick([f"1{draw.digits(8)}", f"{draw.digits(9, True)}"])


# ---- Paraguay ------------------------------------------------------------------------------------------------------
def cedula_py_v71(draw: Draw) -> str:
    """A Paraguayan cédula de identidad civil: six or seven digits, with the dots of the thousands or without."""
    v = str(draw.rng.randint(800_000, 7_999_999))
    dotted = f"{int(v):,}".replace(",", ".")
    return draw.pick([dotted, dotted, v, f"{dotted}"])


def account_py_v71(draw: Draw) -> str:
    bank = draw.pick(["Banco Itaú", "Visión Banco", "Banco Continental", "ueno bank", "Banco Nacional de Fomento"])
    return draw.pick([f"{bank}, Caja de Ahorro N° {draw.digits(9, True)}", f"{bank} Cta. Cte. {draw.digits(2, True)}-{draw.digits(6)}/{draw.digits(1)}",
                      f"Cuenta {draw.digits(10, True)} ({bank})"])


_PY_PLACES = [("Asunción", "Barrio Sajonia"), ("Asunción", "Barrio Obrero"), ("Fernando de la Mora", "Zona Norte"), ("Luque", "Barrio Laurelty"),
              ("San Lorenzo", "Barrio Reducto"), ("Ciudad del Este", "Área 4"), ("Lambaré", "Barrio Valle Apu'a")]


def addr_py_v71(draw: Draw) -> str:
    city, barrio = draw.pick(_PY_PLACES)
    a = draw.pick(["Tte. Fariña", "Mcal. Estigarribia", "Avda. Eusebio Ayala", "Dr. Coronel", "Cerro Corá", "Avda. Mcal. López", "Ygatimí"])
    b, c = draw.pick(["Brasil", "Paraguarí", "EE.UU.", "Tacuary", "Antequera"]), draw.pick(["Perú", "Colón", "Iturbe", "Curupayty"])
    n = draw.rng.randint(100, 4800)
    return draw.pick([f"{a} N° {n} c/ {b}, {barrio}, {city}", f"{a} {n} entre {b} y {c}\n{barrio} - {city}", f"{a} {n} esq. {b}, {city}"])


def phone_py_v71(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        pre, v = draw.pick(["981", "982", "971", "972", "991", "961"]), _sub(draw, 6)
        return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+595 {pre} {v}", f"+595 {pre} {v[:3]} {v[3:]}", f"(0{pre}) {v}", f"0{pre}-{v}"])
    v = _sub(draw, 6)
    return draw.pick([f"(021) {v[:3]} {v[3:]}", f"021 {v}", f"+595 21 {v[:3]} {v[3:]}"])


def passport_py_v71(draw: Draw) -> str:
    return f"{draw.pick(['R', 'S', 'C'])}{draw.digits(6)}"


# ---- Colombia ------------------------------------------------------------------------------------------------------
def cc_co_v71(draw: Draw) -> str:
    """A Colombian cédula de ciudadanía: the old eight-digit series or the ten-digit series from 10..., dotted or not."""
    v = draw.pick([f"{draw.pick(['79', '80', '52', '39', '43', '71'])}{draw.digits(6)}", f"10{draw.pick(['0', '1', '2', '3'])}{draw.digits(7)}"])
    dotted = f"{int(v):,}".replace(",", ".")
    return draw.pick([dotted, v, dotted, f"{dotted} de {draw.pick(['Bogotá', 'Medellín', 'Cali', 'Barranquilla'])}"])


def account_co_v71(draw: Draw) -> str:
    return draw.pick([f"Bancolombia ahorros {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(2)}", f"Davivienda cuenta de ahorros {draw.digits(4, True)} {draw.digits(4)} {draw.digits(4)}",
                      f"Banco de Bogotá cta. corriente {draw.digits(9, True)}", f"Nequi {draw.pick(['300', '310', '313', '320'])}{_sub(draw, 7)}"])


_CO_PLACES = ["Bogotá D.C.", "Bogotá, D.C.", "Medellín, Antioquia", "Cali, Valle del Cauca", "Soacha, Cundinamarca", "Bucaramanga, Santander"]


def addr_co_v71(draw: Draw) -> str:
    kind = draw.pick(["Calle", "Carrera", "Cl.", "Cra.", "Diagonal", "Transversal", "Av. Calle"])
    a, b, c = draw.rng.randint(1, 180), draw.rng.randint(1, 120), draw.rng.randint(1, 99)
    suffix = draw.pick(["", "A", "B", " Bis", " Sur"])
    flat = draw.pick(["", f" Apto {draw.rng.randint(1, 18)}0{draw.rng.randint(1, 8)}", f" Int. {draw.rng.randint(1, 9)} Apto {draw.rng.randint(101, 504)}", f" Torre {draw.rng.randint(1, 6)}"])
    return draw.pick([f"{kind} {a}{suffix} # {b}-{c:02d}{flat}, {draw.pick(_CO_PLACES)}", f"{kind} {a}{suffix} No. {b} - {c:02d}{flat}\n{draw.pick(_CO_PLACES)}",
                      f"{kind.upper()} {a}{suffix.upper()} N° {b}-{c:02d}{flat.upper()} BARRIO {draw.pick(['KENNEDY', 'CHAPINERO', 'SUBA', 'BOSA', 'LA CANDELARIA'])}"])


def phone_co_v71(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        pre, v = draw.pick(["300", "301", "310", "311", "313", "315", "320", "350"]), _sub(draw, 7)
        return draw.pick([f"{pre} {v[:3]} {v[3:]}", f"{pre}{v}", f"+57 {pre} {v}", f"+57 {pre} {v[:3]} {v[3:]}", f"(+57) {pre}-{v[:3]}-{v[3:]}", f"{pre}-{v}"])
    v = _sub(draw, 7)
    return draw.pick([f"(601) {v[:3]} {v[3:]}", f"601 {v}", f"+57 601 {v}", f"(604) {v}"])


def passport_co_v71(draw: Draw) -> str:
    return draw.pick([f"AO{draw.digits(6)}", f"PE{draw.digits(6)}", f"AV{draw.digits(6)}"])


def plate_co_v71(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}-{draw.digits(3)}", f"{draw.letters(3, alpha)} {draw.digits(3)}", f"{draw.letters(3, alpha)}{draw.digits(2)}{draw.letters(1, alpha)}"])


# ---- Puerto Rico ---------------------------------------------------------------------------------------------------
def addr_pr_v71(draw: Draw) -> str:
    urb, town, zip_code = draw.pick([("Urb. Villa Carolina", "Carolina", "00985"), ("Urb. Las Lomas", "San Juan", "00921"), ("Urb. Santa Rosa", "Bayamón", "00959"),
                                     ("Res. Luis Llorens Torres", "San Juan", "00913"), ("Urb. Jardines de Caparra", "Bayamón", "00959"), ("Bo. Playa", "Ponce", "00716")])
    return draw.pick([f"{urb}, Calle {draw.rng.randint(1, 95)} Bloque {draw.rng.randint(1, 240)} #{draw.rng.randint(1, 40)}, {town}, PR {zip_code}",
                      f"{urb}\n{draw.pick(['Calle Ámbar', 'Calle Las Flores', 'Calle 13', 'Ave. Los Filtros'])} {draw.letters(1, 'ABCDEFGHJ')}-{draw.rng.randint(1, 40)}\n{town} PR {zip_code}",
                      f"Edif. {draw.rng.randint(1, 140)} Apt. {draw.rng.randint(1, 1800)}, {urb}, {town}, Puerto Rico {zip_code}",
                      f"PO Box {draw.rng.randint(100, 9999)}, {town}, PR {zip_code}-{draw.digits(4)}"])


def phone_pr_v71(draw: Draw) -> str:
    area, exchange, line = draw.pick(["787", "939"]), _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"+1-{area}-{exchange}-{line}", f"1 {area} {exchange} {line}", f"{area}{exchange}{line}",
                      f"{area}.{exchange}.{line}"])


def member_pr_v71(draw: Draw) -> str:
    """A Plan Vital (Puerto Rico Medicaid) member number or an MBI."""
    return draw.pick([f"{draw.digits(10, True)}", f"VIT{draw.digits(9, True)}", f"{draw.digits(4, True)} {draw.digits(3)} {draw.digits(3)}", mbi_v71(draw)])


def plate_pr_v71(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}-{draw.digits(3)}", f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(3, alpha)} {draw.digits(3)}"])


# ---- Haiti ---------------------------------------------------------------------------------------------------------
def nif_ht_v71(draw: Draw) -> str:
    """A Haitian NIF (numéro d'identification fiscale), ten digits as 3-3-3-1."""
    v = draw.digits(10, True)
    return draw.pick([f"{v[:3]}-{v[3:6]}-{v[6:9]}-{v[9]}", v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9]}"])


def cin_ht_v71(draw: Draw) -> str:
    """A Haitian CIN as the older cards print it (department, commune, section, birth year, sex, serial), or the ten-digit NIU."""
    born = _birth(draw)
    sex = "01" if _sex(draw) == "M" else "02"
    old = f"{draw.rng.randint(1, 10):02d}-{draw.rng.randint(1, 20):02d}-{draw.rng.randint(1, 9):02d}-{born.year}-{sex}-{draw.digits(5)}"
    return draw.pick([old, old, f"{draw.digits(10, True)}"])


def natid_ht_v71(draw: Draw) -> str:
    return draw.pick([nif_ht_v71, cin_ht_v71])(draw)


def account_ht_v71(draw: Draw) -> str:
    bank = draw.pick(["Unibank", "Sogebank", "BNC", "Capital Bank", "Buh"])
    return draw.pick([f"{bank} compte d'épargne {draw.digits(3, True)}-{draw.digits(7)}-{draw.digits(1)}", f"{bank} kont {draw.digits(10, True)} (HTG)",
                      f"Compte {bank} N° {draw.digits(2, True)}{draw.digits(8)} USD", f"MonCash {draw.pick(['3', '4'])}{_sub(draw, 7)}"])


def addr_ht_v71(draw: Draw) -> str:
    rue = draw.pick(["Rue Capois", "Rue Lamarre", "Rue Grégoire", "Rue Rigaud", "Impasse Lavaud", "Ruelle Alerte", "Rue Chavannes"])
    place = draw.pick(["Port-au-Prince", "Pétion-Ville", "Delmas 33", "Delmas 75", "Carrefour", "Cap-Haïtien", "Les Cayes"])
    code = draw.pick(["HT6110", "HT6140", "HT6120", "HT1110", "HT8110"])
    return draw.pick([f"#{draw.rng.randint(2, 140)}, {rue}, {place}, {code}", f"{rue} no {draw.rng.randint(2, 140)}\n{place}, Haïti",
                      f"{place}, {rue} #{draw.rng.randint(2, 140)}, {draw.pick(['près de l’église', 'kote mache a', 'en face du lycée'])}"])


def phone_ht_v71(draw: Draw) -> str:
    v = draw.pick(["3", "4", "3", "4", "2"]) + _sub(draw, 7)
    return draw.pick([f"{v[:4]}-{v[4:]}", f"{v[:4]} {v[4:]}", f"+509 {v[:4]}-{v[4:]}", f"+509 {v[:4]} {v[4:]}", f"(509) {v}", f"+509{v}", f"00509 {v[:2]} {v[2:4]} {v[4:]}"])


def passport_ht_v71(draw: Draw) -> str:
    return f"{draw.pick(['RD', 'OD', 'PP'])}{draw.digits(7)}"


# ---- Jamaica -------------------------------------------------------------------------------------------------------
def trn_jm_v71(draw: Draw) -> str:
    """A Jamaican TRN: nine digits (an individual's starting with 1), as 3-3-3 or whole."""
    v = "1" + draw.digits(8)
    return draw.pick([f"{v[:3]}-{v[3:6]}-{v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v])


def nhf_jm_v71(draw: Draw) -> str:
    """A National Health Fund card number or a JADEP number."""
    return draw.pick([f"{draw.digits(8, True)}", f"NHF {draw.digits(4, True)} {draw.digits(4)}", f"JADEP-{draw.digits(6, True)}"])


def account_jm_v71(draw: Draw) -> str:
    bank = draw.pick([("NCB", 9), ("Scotiabank", 9), ("JN Bank", 10), ("Sagicor Bank", 10)])
    transit = draw.digits(5, True)
    acct = draw.digits(bank[1], True)
    return draw.pick([f"{bank[0]} savings {acct}", f"{bank[0]}, branch transit {transit}, a/c {acct}", f"{bank[0]} {transit}-{acct}"])


def addr_jm_v71(draw: Draw) -> str:
    road = draw.pick(["Hope Road", "Mountain View Avenue", "Red Hills Road", "Molynes Road", "Spanish Town Road", "Barbican Road", "Old Harbour Road"])
    place = draw.pick(["Kingston 6", "Kingston 10", "Kingston 20", "Kingston 11", "Portmore, St. Catherine", "Spanish Town, St. Catherine", "May Pen, Clarendon",
                       "Montego Bay, St. James"])
    return draw.pick([f"{draw.rng.randint(1, 180)} {road}, {place}", f"Lot {draw.rng.randint(1, 900)}, {draw.pick(['Greater Portmore', 'Independence City', 'Old Harbour Bay'])}, St. Catherine",
                      f"{draw.rng.randint(1, 180)} {road}\n{place}\nJamaica W.I.", f"Apt {draw.rng.randint(1, 40)}, {draw.rng.randint(1, 180)} {road}, {place}"])


def phone_jm_v71(draw: Draw) -> str:
    area, exchange, line = draw.pick(["876", "658"]), str(draw.rng.randint(300, 899)), draw.digits(4)
    while exchange == "555":
        exchange = str(draw.rng.randint(300, 899))
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"1-{area}-{exchange}-{line}", f"+1 {area} {exchange} {line}", f"{exchange}-{line}",
                      f"{area}{exchange}{line}"])


def passport_jm_v71(draw: Draw) -> str:
    return f"{draw.pick(['A', 'B'])}{draw.digits(7)}"


# ---- Trinidad and Tobago -------------------------------------------------------------------------------------------
def natid_tt_v71(draw: Draw) -> str:
    """A Trinidad and Tobago national ID number: the birth date YYYYMMDD and a three-digit serial."""
    v = _birth(draw).strftime("%Y%m%d") + draw.digits(3)
    return draw.pick([v, v, f"{v[:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def account_tt_v71(draw: Draw) -> str:
    bank = draw.pick(["Republic Bank", "RBC Royal Bank", "First Citizens", "Scotiabank T&T", "JMMB Bank"])
    return draw.pick([f"{bank} savings {draw.digits(12, True)}", f"{bank} chequing {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(3)}",
                      f"{bank} a/c {draw.digits(10, True)}"])


def addr_tt_v71(draw: Draw) -> str:
    return draw.pick([f"LP {draw.rng.randint(1, 180)}, {draw.pick(['Eastern Main Road', 'Southern Main Road', 'Churchill Roosevelt Highway'])}, {draw.pick(['Arima', 'Chaguanas', 'Tunapuna', 'Couva'])}",
                      f"#{draw.rng.randint(1, 120)} {draw.pick(['Cipriani Boulevard', 'Ariapita Avenue', 'Tragarete Road', 'Picton Street'])}, {draw.pick(['Port of Spain', 'Woodbrook', 'Newtown'])}",
                      f"{draw.rng.randint(1, 120)} {draw.pick(['Coffee Street', 'Lady Hailes Avenue', 'Cipero Road'])}\nSan Fernando\nTrinidad, W.I.",
                      f"{draw.rng.randint(1, 60)} Milford Road, {draw.pick(['Scarborough', 'Bon Accord', 'Canaan'])}, Tobago"])


def phone_tt_v71(draw: Draw) -> str:
    exchange, line = draw.pick(["7", "4", "3", "6"]) + draw.digits(2), draw.digits(4)
    while exchange == "555":
        exchange = "7" + draw.digits(2)
    return draw.pick([f"({'868'}) {exchange}-{line}", f"868-{exchange}-{line}", f"1-868-{exchange}-{line}", f"+1 868 {exchange} {line}", f"{exchange}-{line}", f"1868{exchange}{line}"])


def passport_tt_v71(draw: Draw) -> str:
    return f"{draw.pick(['TA', 'TB', 'TC'])}{draw.digits(6)}"


def plate_tt_v71(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"P{draw.letters(2, alpha)} {draw.digits(4, True)}", f"P{draw.letters(2, alpha)}{draw.digits(4, True)}", f"H{draw.letters(1, alpha)} {draw.digits(4, True)}"])


# ---- by country ----------------------------------------------------------------------------------------------------
def record_abroad_v71(draw: Draw) -> str:
    """A partner clinic's own record number: a Peruvian historia clínica, a Colombian one, a Puerto Rican expediente,
    a Haitian code patient (site code and serial), a Jamaican clinic number."""
    country = _country(draw)
    if country == "PE":
        return draw.pick([draw.digits(6, True), f"{draw.digits(2, True)}-{draw.digits(5)}", f"HC-{draw.digits(7, True)}"])
    if country == "CO":
        return draw.pick([f"{draw.digits(8, True)}", f"HC {draw.rng.randint(2019, 2026)}-{draw.digits(5, True)}"])
    if country == "PR":
        return draw.pick([f"{draw.digits(7, True)}", f"CCC-{draw.digits(6, True)}"])
    if country == "HT":
        return draw.pick([f"{draw.rng.randint(1101, 1199)}-{draw.digits(2)}-{draw.digits(5)}", f"SLV{draw.digits(6, True)}"])
    if country == "JM":
        return draw.pick([f"BM{draw.digits(6, True)}", f"{draw.digits(2, True)}/{draw.digits(5)}"])
    return mrn_v71(draw)


def _by_country(table: dict[str, Callable[[Draw], str]], default: Callable[[Draw], str]) -> Callable[[Draw], str]:
    return lambda draw: table.get(_country(draw), default)(draw)


natid_v71 = _by_country({"PE": dni_pe_v71, "PY": cedula_py_v71, "CO": cc_co_v71, "HT": natid_ht_v71, "JM": trn_jm_v71, "TT": natid_tt_v71}, ssn_v71)
addr_v71 = _by_country({"PE": addr_pe_v71, "PY": addr_py_v71, "CO": addr_co_v71, "PR": addr_pr_v71, "HT": addr_ht_v71, "JM": addr_jm_v71, "TT": addr_tt_v71}, addr_nv_v71)
phone_v71 = _by_country({"PE": phone_pe_v71, "PY": phone_py_v71, "CO": phone_co_v71, "PR": phone_pr_v71, "HT": phone_ht_v71, "JM": phone_jm_v71, "TT": phone_tt_v71},
                        phone_nv_v71)
account_v71 = _by_country({"PE": account_pe_v71, "PY": account_py_v71, "CO": account_co_v71, "HT": account_ht_v71, "JM": account_jm_v71, "TT": account_tt_v71},
                          account_us_v71)
passport_v71 = _by_country({"PE": passport_pe_v71, "PY": passport_py_v71, "CO": passport_co_v71, "HT": passport_ht_v71, "JM": passport_jm_v71, "TT": passport_tt_v71},
                           passport_us_v71)
plate_v71 = _by_country({"CO": plate_co_v71, "PR": plate_pr_v71, "TT": plate_tt_v71}, plate_nv_v71)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str) -> str:
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), " ".join(v[i:i + 4] for i in range(0, 16, 4))])


def visa_v71(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v71(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def amex_v71(draw: Draw) -> str:
    body = draw.pick(["34", "37"]) + draw.digits(12)
    v = body + _luhn(body)
    return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", v, f"{v[:4]}-{v[4:10]}-{v[10:]}"])


def card_v71(draw: Draw) -> str:
    return draw.pick([visa_v71, visa_v71, mastercard_v71, amex_v71])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "icloud.com", "cox.net", "outlook.com"], "PE": ["gmail.com", "hotmail.com", "outlook.es"], "PY": ["gmail.com", "hotmail.com", "tigo.com.py"],
            "CO": ["gmail.com", "hotmail.com", "yahoo.es", "une.net.co"], "PR": ["gmail.com", "yahoo.com", "hotmail.com"], "HT": ["gmail.com", "yahoo.fr", "hotmail.com"],
            "JM": ["gmail.com", "yahoo.com", "hotmail.com"], "TT": ["gmail.com", "hotmail.com", "tstt.net.tt"]}


def _local(draw: Draw, who: str = "") -> str:
    key = "_roman" + who
    if key not in draw.cache:
        first = str(draw.cache.get("first" + who, "care")).split()[0]
        last = str(draw.cache.get("last" + who, "family")).split()[0]
        first = "".join(ch for ch in _ascii(first).lower() if "a" <= ch <= "z") or "care"
        last = "".join(ch for ch in _ascii(last).lower() if "a" <= ch <= "z") or "family"
        draw.cache[key] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                     f"{first}{draw.rng.randint(80, 99)}"])
    return str(draw.cache[key])


def email_v71(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.27:
        return f"{local}[at]{domain}"
    return f"{local}@{domain}"


def email_plain_v71(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


def email_partner_v71(draw: Draw) -> str:
    """The partner's own address (the text's second person)."""
    local, domain = _local(draw, "2"), draw.pick(_DOMAINS[_country(draw)])
    return draw.pick([f"{local}@{domain}", f"{local}@{domain}", f"{local} at {domain.replace('.', ' dot ')}"])


_IP4 = {"US": [(68, 96, 111), (70, 160, 191), (98, 160, 175)], "PE": [(190, 232, 239), (179, 6, 7)], "PY": [(181, 120, 127), (186, 16, 17)],
        "CO": [(181, 48, 63), (186, 80, 87)], "PR": [(24, 48, 55), (70, 45, 45)], "HT": [(200, 113, 113), (190, 115, 115)], "JM": [(72, 252, 255), (208, 131, 131)],
        "TT": [(186, 44, 45), (190, 58, 59)]}
_IP6 = {"US": "2600:8800", "PE": "2800:200", "PY": "2803:1800", "CO": "2800:e2", "PR": "2607:f8f0", "HT": "2803:4a00", "JM": "2803:bd00", "TT": "2800:b70"}


def ip_v71(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
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


def _slug(draw: Draw, sep: str = "-") -> str:
    local = _local(draw)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def url_v71(draw: Draw) -> str:
    """A page about the person or kept by them: a fundraiser, a profile, a blog, a link page."""
    country = _country(draw)
    if country in ("PE", "PY", "CO"):
        return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://vaki.co/es/vaki/{_slug(draw)}-tratamiento"])
    if country == "HT":
        return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.gofundme.com/f/ede-{_slug(draw)}"])
    return draw.pick([f"https://www.gofundme.com/f/help-{_slug(draw)}-with-treatment", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://linktr.ee/{_slug(draw, '_')}",
                      f"https://{_slug(draw)}-positive-living.blogspot.com/", f"https://www.tiktok.com/@{_slug(draw, '')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v71": dob_v71, "dob_elder_v71": dob_elder_v71, "dob_iso_v71": dob_iso_v71, "dob_compact_v71": dob_compact_v71, "dob_us_v71": dob_us_v71,
    "dob_elder_us_v71": dob_elder_us_v71, "dod_v71": dod_v71, "dod_iso_v71": dod_iso_v71, "age_elder_v71": age_elder_v71, "age_at_death_v71": age_at_death_v71,
    "ssn_v71": ssn_v71, "ssn_plain_v71": ssn_plain_v71, "mbi_v71": mbi_v71, "medicaid_nv_v71": medicaid_nv_v71, "plan_member_v71": plan_member_v71,
    "member_v71": member_v71, "mrn_v71": mrn_v71, "mrn_plain_v71": mrn_plain_v71, "tb_register_v71": tb_register_v71,
    "addr_nv_v71": addr_nv_v71, "addr_hl7_v71": addr_hl7_v71, "addr_fhir_v71": addr_fhir_v71, "addr_x12_v71": addr_x12_v71, "addr_csv_v71": addr_csv_v71,
    "phone_nv_v71": phone_nv_v71, "phone_e164_v71": phone_e164_v71, "phone_hl7_v71": phone_hl7_v71, "account_us_v71": account_us_v71,
    "vin_v71": vin_v71, "plate_nv_v71": plate_nv_v71,
    "dni_pe_v71": dni_pe_v71, "account_pe_v71": account_pe_v71, "addr_pe_v71": addr_pe_v71, "phone_pe_v71": phone_pe_v71,
    "cedula_py_v71": cedula_py_v71, "account_py_v71": account_py_v71, "addr_py_v71": addr_py_v71, "phone_py_v71": phone_py_v71,
    "cc_co_v71": cc_co_v71, "account_co_v71": account_co_v71, "addr_co_v71": addr_co_v71, "phone_co_v71": phone_co_v71, "plate_co_v71": plate_co_v71,
    "addr_pr_v71": addr_pr_v71, "phone_pr_v71": phone_pr_v71, "member_pr_v71": member_pr_v71, "plate_pr_v71": plate_pr_v71,
    "nif_ht_v71": nif_ht_v71, "cin_ht_v71": cin_ht_v71, "natid_ht_v71": natid_ht_v71, "account_ht_v71": account_ht_v71, "addr_ht_v71": addr_ht_v71, "phone_ht_v71": phone_ht_v71,
    "trn_jm_v71": trn_jm_v71, "nhf_jm_v71": nhf_jm_v71, "account_jm_v71": account_jm_v71, "addr_jm_v71": addr_jm_v71, "phone_jm_v71": phone_jm_v71,
    "natid_tt_v71": natid_tt_v71, "account_tt_v71": account_tt_v71, "addr_tt_v71": addr_tt_v71, "phone_tt_v71": phone_tt_v71, "plate_tt_v71": plate_tt_v71,
    "record_abroad_v71": record_abroad_v71, "natid_v71": natid_v71, "addr_v71": addr_v71, "phone_v71": phone_v71, "account_v71": account_v71, "passport_v71": passport_v71, "plate_v71": plate_v71,
    "visa_v71": visa_v71, "mastercard_v71": mastercard_v71, "amex_v71": amex_v71, "card_v71": card_v71,
    "email_v71": email_v71, "email_plain_v71": email_plain_v71, "email_partner_v71": email_partner_v71, "ip_v71": ip_v71, "url_v71": url_v71,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a partner's line
    "email": blind.email,  # the first set's printing
    "card": blind.card,  # the first set's printing
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Leocadia Fairweather-Osei, MD (infectious diseases)", "Dr. Thaddeus Morrow-Iglesias, MD, AAHIVS", "Perpetua Vanterpool, RN, ACRN",
         "Ignatius Beauchamp-Lowe, PharmD", "Rosalind Achterberg, DIS (disease intervention specialist)", "Octavio Brannigan, MPH (epidemiologist)",
         "Dr. Winifred Oyebanji-Hale, PhD, D(ABMM)", "Cassius Delacroix-Mbeki, LCSW")
_CLINICIANS = ["Dr. Leocadia Fairweather-Osei", "Dr. Thaddeus Morrow-Iglesias", "Perpetua Vanterpool, RN", "Ignatius Beauchamp-Lowe, PharmD",
               "Rosalind Achterberg, DIS", "Dr. Emeric Sandoval-Whitlock"]


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country == "ES":
            return d.pick([f"{dd} de {_ES_MONTHS[m - 1]} de {y}", f"{dd:02d}/{m:02d}/{y}"])
        if country == "FR":
            return f"{dd} {_FR_MONTHS[m - 1]} {y}"
        if country == "HT":
            return f"{dd} {_HT_MONTHS[m - 1]} {y}"
        if country == "GB":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_HIV_SERVICES = ["Same-day HIV testing (rapid, results in 20 minutes)", "Rapid start of antiretroviral therapy, often on the day of diagnosis",
                 "Viral-load and CD4 monitoring", "Adherence counselling and pill boxes", "Case management and Ryan White eligibility", "Mental-health and substance-use support",
                 "Hepatitis B and C screening and treatment", "Latent TB testing (IGRA) and short-course treatment", "Pharmacy with mail-order refills", "Dental referral for people living with HIV"]


def _svc_lines(d: Draw) -> str:
    picks = sorted(d.rng.sample(range(len(_HIV_SERVICES)), 5))
    return "\n".join(f"- {_HIV_SERVICES[i]}" for i in picks)


_PREP_ROWS = [("18-24", 3), ("25-34", 5), ("35-44", 4), ("45-54", 2), ("55-64", 1), ("65-79", 1)]


def _prep_row(d: Draw) -> str:
    band, weight = d.pick(_PREP_ROWS)
    new = d.rng.randint(4, 40) * weight
    return f"{band} | {new} | {d.rng.randint(new, new * 6)} | {d.rng.randint(52, 91)}% | {d.rng.randint(0, 3)}"


def _prep_csv(d: Draw) -> str:
    band, weight = d.pick(_PREP_ROWS)
    return (f"{d.pick(['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1'])},{band},{d.pick(['oral daily', 'oral 2-1-1', 'injectable CAB-LA'])},"
            f"{d.rng.randint(2, 40) * weight},{d.rng.randint(50, 400) * weight},{d.rng.randint(48, 92)}")


def _prep_json(d: Draw) -> str:
    band, weight = d.pick(_PREP_ROWS)
    return f"{{\"ageBand\": \"{band}\", \"newEnrolments\": {d.rng.randint(2, 40) * weight}, \"retainedAt6Months\": {d.rng.randint(50, 92)}}}"


_ARV = [("Bictegravir/emtricitabine/tenofovir alafenamide", "50/200/25 mg", "1 tablet daily", "Tier 1", "59676-0990-30"),
        ("Dolutegravir", "50 mg", "1 tablet daily (twice daily with rifampicin)", "Tier 1", "49702-0228-13"),
        ("Dolutegravir/lamivudine", "50/300 mg", "1 tablet daily", "Tier 1", "49702-0246-13"),
        ("Darunavir/cobicistat/emtricitabine/TAF", "800/150/200/10 mg", "1 tablet daily with food", "Tier 2 (PA)", "59676-0575-30"),
        ("Emtricitabine/tenofovir disoproxil fumarate", "200/300 mg", "1 tablet daily (PrEP or treatment)", "Tier 1", "61958-0701-01"),
        ("Emtricitabine/tenofovir alafenamide", "200/25 mg", "1 tablet daily", "Tier 2", "61958-2002-01"),
        ("Cabotegravir extended-release injection", "600 mg/3 mL", "every 2 months after initiation", "Specialty (PA)", "49702-0264-15"),
        ("Rilpivirine", "25 mg", "1 tablet daily with a meal", "Tier 2", "59676-0278-01"),
        ("Doravirine/lamivudine/TDF", "100/300/300 mg", "1 tablet daily", "Tier 2", "00006-5007-01"),
        ("Raltegravir", "400 mg", "1 tablet twice daily", "Tier 2", "00006-0227-61")]


def _arv_row(d: Draw) -> str:
    drug, strength, dose, tier, ndc = d.pick(_ARV)
    return f"{drug} | {strength} | {dose} | {tier} | {ndc}"


def _arv_csv(d: Draw) -> str:
    drug, strength, dose, tier, ndc = d.pick(_ARV)
    return f"\"{drug}\",\"{strength}\",{ndc},\"{tier}\",{d.pick(['30', '90'])},{d.pick(['Y', 'N'])}"


def _arv_xml(d: Draw) -> str:
    drug, strength, _, tier, ndc = d.pick(_ARV)
    return f"  <drug ndc=\"{ndc}\" tier=\"{tier}\" qtyLimit=\"{d.pick(['30', '90'])}\"><name>{drug}</name><strength>{strength}</strength></drug>"


_SHC_SLOTS = [("Mon", "08:00-12:00", "Walk-in STI testing"), ("Mon", "13:00-17:00", "PrEP and PEP clinic"), ("Tue", "12:00-19:00", "Evening clinic (appointments)"),
              ("Wed", "08:00-12:00", "Contraception and IUD insertion"), ("Wed", "13:00-16:00", "Young people's drop-in (under 25)"), ("Thu", "08:00-12:00", "HPV and hepatitis B vaccines"),
              ("Thu", "14:00-18:00", "Trans and gender-diverse health"), ("Fri", "08:00-13:00", "Walk-in STI testing"), ("Sat", "09:00-12:00", "Express testing (no symptoms)")]


def _shc_row(d: Draw) -> str:
    day, hours, what = d.pick(_SHC_SLOTS)
    return f"{day} | {hours} | {what} | {d.pick(['Room 1', 'Room 2', 'Mobile van', 'Room 4'])}"


def _shc_ics(d: Draw) -> str:
    _, hours, what = d.pick(_SHC_SLOTS)
    day = d.date_between(2026, 2026)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Los_Angeles:{day.strftime('%Y%m%d')}T{hours[:5].replace(':', '')}00\n"  # noqa: SLF001
            f"DTEND;TZID=America/Los_Angeles:{day.strftime('%Y%m%d')}T{hours[6:].replace(':', '')}00\nSUMMARY:{what}\nLOCATION:Lone Mountain Sexual Health Center\nEND:VEVENT")


_VL_TESTS = [("HIV-1 RNA quantitative (viral load)", "25836-8", 2, 5), ("HIV-1 RNA qualitative (infant)", "5018-7", 4, 9), ("CD4 absolute count", "24467-3", 1, 2),
             ("HIV-1 genotype (resistance)", "30554-0", 10, 21), ("Hepatitis B viral load", "29615-2", 3, 7), ("Xpert MTB/RIF Ultra", "89371-2", 1, 2),
             ("Mycobacterial culture, liquid", "543-9", 28, 42), ("Syphilis RPR titre", "20507-0", 1, 3)]


def _vl_row(d: Draw) -> str:
    test, loinc, med, hi = d.pick(_VL_TESTS)
    return f"{test} | {loinc} | {d.rng.randint(40, 2600)} | {med + d.rng.randint(0, 1)} days | {hi + d.rng.randint(0, 3)} days | {d.rng.randint(78, 99)}%"


def _vl_csv(d: Draw) -> str:
    test, loinc, med, hi = d.pick(_VL_TESTS)
    return f"{d.pick(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{loinc},\"{test}\",{d.rng.randint(40, 2600)},{med + d.rng.randint(0, 1)},{hi + d.rng.randint(0, 3)},{d.rng.randint(0, 12)}"


def _vl_json(d: Draw) -> str:
    test, loinc, med, _ = d.pick(_VL_TESTS)
    return f"{{\"loinc\": \"{loinc}\", \"test\": \"{test}\", \"specimens\": {d.rng.randint(40, 2600)}, \"medianTatDays\": {med}}}"


_DISTRICTS = ["Downtown / Fremont", "East Las Vegas", "North Las Vegas", "Henderson", "Spring Valley", "Paradise", "Sunrise Manor", "Enterprise", "Boulder City",
              "Pahrump (Nye)", "Mesquite / Moapa Valley", "Laughlin"]


def _sitrep_row(d: Draw) -> str:
    n = d.rng.randint(0, 48)
    return f"{d.pick(_DISTRICTS)} | {n} | {d.rng.randint(0, n + 5)} | {d.pick(['up', 'down', 'stable'])}"


def _sitrep_xml(d: Draw) -> str:
    n = d.rng.randint(0, 48)
    return f"  <district name=\"{d.pick(_DISTRICTS)}\" confirmed=\"{n}\" probable=\"{d.rng.randint(0, 9)}\" hospitalised=\"{d.rng.randint(0, 3)}\"/>"


def _fhir_population(d: Draw) -> str:
    den = d.rng.randint(200, 1900)
    num = d.rng.randint(int(den * 0.72), int(den * 0.96))
    return (f"{{\"population\": [{{\"code\": {{\"text\": \"denominator\"}}, \"count\": {den}}}, {{\"code\": {{\"text\": \"numerator\"}}, \"count\": {num}}}], "
            f"\"measureScore\": {{\"value\": {num / den:.3f}}}}}")


def _batch_row(d: Draw) -> str:
    n = d.rng.randint(9, 320)
    return (f"{d.pick(['837P', '837I', 'NCPDP D.0'])},SS{d.rng.randint(7001, 7999)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 90, n * 2600)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 10)},{d.pick(['accepted', 'accepted', 'partial', 'rejected'])}")


def _mfn_items(d: Draw) -> str:
    start = d.rng.randint(0, len(_VL_TESTS) - 4)
    return "\n".join(f"MFE|MAD|{d.fill('ctrl2')}{k}||{_VL_TESTS[start + k][1]}^{_VL_TESTS[start + k][0]}^LN\nOM1|{k + 1}||{d.pick(['NM', 'ST'])}|N|{_VL_TESTS[start + k][1]}^{_VL_TESTS[start + k][0]}^LN|||||||Y"
                     for k in range(d.rng.randint(2, 4)))


_OWN = {
    "clinic": CLINIC, "shc": SHC, "prep": PREP, "lab": LAB, "tbp": TBP, "plan": PLAN, "pr_partner": PR_PARTNER, "pe_partner": PE_PARTNER, "py_partner": PY_PARTNER,
    "co_partner": CO_PARTNER, "ht_partner": HT_PARTNER, "jm_partner": JM_PARTNER, "tt_partner": TT_PARTNER,
    "cl_phone": ORGANISATION_CONTACTS[0], "cl_fax": ORGANISATION_CONTACTS[1], "cl_addr": ORGANISATION_CONTACTS[2], "cl_email": ORGANISATION_CONTACTS[3],
    "cl_web": ORGANISATION_CONTACTS[4], "sh_phone": ORGANISATION_CONTACTS[5], "sh_addr": ORGANISATION_CONTACTS[6], "sh_email": ORGANISATION_CONTACTS[7],
    "pp_phone": ORGANISATION_CONTACTS[8], "pp_email": ORGANISATION_CONTACTS[9], "lab_phone": ORGANISATION_CONTACTS[10], "lab_addr": ORGANISATION_CONTACTS[11],
    "lab_email": ORGANISATION_CONTACTS[12], "tb_phone": ORGANISATION_CONTACTS[13], "tb_email": ORGANISATION_CONTACTS[14], "plan_phone": ORGANISATION_CONTACTS[15],
    "plan_email": ORGANISATION_CONTACTS[16], "pr_phone": ORGANISATION_CONTACTS[17], "pr_email": ORGANISATION_CONTACTS[18],
    "pe_phone_intl": ORGANISATION_CONTACTS[19], "pe_phone": ORGANISATION_CONTACTS[20], "pe_email": ORGANISATION_CONTACTS[21],
    "py_phone_intl": ORGANISATION_CONTACTS[22], "py_phone": ORGANISATION_CONTACTS[23], "py_email": ORGANISATION_CONTACTS[24],
    "co_phone_intl": ORGANISATION_CONTACTS[25], "co_phone": ORGANISATION_CONTACTS[26], "co_email": ORGANISATION_CONTACTS[27],
    "ht_phone_intl": ORGANISATION_CONTACTS[28], "ht_phone": ORGANISATION_CONTACTS[29], "ht_email": ORGANISATION_CONTACTS[30],
    "jm_phone": ORGANISATION_CONTACTS[31], "jm_email": ORGANISATION_CONTACTS[32], "tt_phone": ORGANISATION_CONTACTS[33], "tt_email": ORGANISATION_CONTACTS[34],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "clia": CLIA,
    "own_md": STAFF[0], "own_md2": STAFF[1], "own_rn": STAFF[2], "own_pharm": STAFF[3], "own_dis": STAFF[4], "own_epi": STAFF[5], "own_labdir": STAFF[6], "own_sw": STAFF[7],
    "pe_director": "Méd. Jefe Dra. Rocío Palomino Urquizo", "py_director": "Directora Dra. Zunilda Arévalo", "co_director": "Coordinador médico Dr. Álvaro Cuervo Lozano",
    "ht_director": "Dr Ketly Bellegarde, directrice médicale", "jm_director": "Dr. Verona Ashman-Lindo, Medical Officer (Health)",
    "tt_director": "Dr. Anand Seepersad-Whyte, Medical Director", "pr_director": "Dra. Ivelisse Marrero Cintrón, directora médica",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "svc_lines": _svc_lines,
    "prep_table": _table(_prep_row, 5), "prep_csv": _rows(_prep_csv, 6, 24), "prep_json": _rows(_prep_json, 4, 24, ", "),
    "arv_table": _table(_arv_row, 6), "arv_csv": _rows(_arv_csv, 6, 30), "arv_xml": _rows(_arv_xml, 5, 40),
    "shc_table": _table(_shc_row, 6), "shc_ics": _rows(_shc_ics, 3, 90),
    "vl_table": _table(_vl_row, 5), "vl_csv": _rows(_vl_csv, 6, 20), "vl_json": _rows(_vl_json, 4, 30, ", "),
    "sitrep_table": _table(_sitrep_row, 6), "sitrep_xml": _rows(_sitrep_xml, 5, 40), "batch_csv": _rows(_batch_row, 5, 20), "mfn_items": _mfn_items,
    "en_date": _doc_date("US"), "es_date": _doc_date("ES"), "fr_date": _doc_date("FR"), "ht_date": _doc_date("HT"), "gb_date": _doc_date("GB"),
    "clinician": lambda d: d.pick(_CLINICIANS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)), "cnt_mid": lambda d: str(d.rng.randint(61, 119)),
    "pct_hi": lambda d: f"{d.rng.randint(70, 96)}.{d.rng.randint(0, 9)}", "weeks": lambda d: str(d.rng.randint(2, 8)),
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_population": _fhir_population,
    "pen": lambda d: f"S/ {d.rng.randint(20, 300)}.00", "pyg": lambda d: f"₲ {d.rng.randint(20, 400) * 1000:,}".replace(",", "."),
    "cop": lambda d: f"${d.rng.randint(10, 90) * 1000:,}".replace(",", "."), "htg": lambda d: f"{d.rng.randint(5, 60) * 100} HTG",
    "jmd": lambda d: f"J${d.rng.randint(5, 80) * 100:,}", "ttd": lambda d: f"TT${d.rng.randint(5, 90) * 10}",
    "viral_n": lambda d: str(d.rng.randint(20, 200)), "cd_count": lambda d: str(d.rng.randint(180, 900)),
    "vl_result": lambda d: d.pick(["<20 copies/mL (not detected)", "<40 copies/mL", "48 copies/mL", f"{d.rng.randint(60, 9000):,} copies/mL", "Target not detected"]),
    "arv": lambda d: d.pick([a[0] for a in _ARV[:4]]),
    "tb_reg": lambda d: d.pick(["2HRZE/4HR", "4 months rifapentine-moxifloxacin (HPMZ)", "6 months BPaLM", "3HP weekly (latent TB)"]),
    "ticket": lambda d: f"SR-{d.digits(6, True)}",
}

US = ("en_US",)
PE = ("es_PE",)
PY = ("es_PY",)
CO = ("es_CO",)
PR = ("es_PR",)
HTF = ("fr_HT",)
HTK = ("ht_HT",)
JM = ("en_JM",)
TT = ("en_TT",)
OTHER_LOCALES = PE + PY + CO + PR + HTF + HTK + JM + TT

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- HIV and TB clinic service descriptions
    ("b71c_hiv_service", "hiv_tb_service_description", US,
     "{clinic} - OUR SERVICES\nWe care for adults and adolescents (13 and over) living with HIV or TB, and for anyone who wants a test. No insurance is needed; "
     "fees follow a sliding scale and Ryan White Part A covers most visits.\n{svc_lines}\nOpen Monday to Friday, 8:00 to 17:30. Call {cl_phone}, fax referrals to {cl_fax}, "
     "or write to {cl_email}. {cl_addr}. More at {cl_web}. Updated {en_date}."),
    ("b71c_tb_service", "hiv_tb_service_description", US,
     "{tbp}: WHAT WE DO\nDirectly observed therapy (DOT) at the clinic, at home, at work or by video; contact investigations after every infectious case; "
     "chest X-ray and IGRA for contacts; latent TB treatment ({tb_reg}); interpreters in Spanish, Tagalog, Amharic and Haitian Creole. "
     "Medicines, X-rays and tests are free of charge. Video DOT needs a smartphone; we lend one if needed. Questions: {tb_phone} or {tb_email}. Reviewed {en_date} by {own_md2}."),
    ("b71c_first_visit", "hiv_tb_service_description", US,
     "WHAT TO EXPECT AT YOUR FIRST HIV CARE VISIT ({clinic})\n1. Registration (15 min): bring any ID and proof of income if you have it; we do not turn anyone away.\n"
     "2. Nurse visit (30 min): blood tests - viral load, CD4, genotype, hepatitis panel, creatinine.\n3. Provider visit (45 min): most people start {arv} the same day.\n"
     "4. Pharmacy (10 min): a 30-day supply; refills by mail.\n5. Case manager (30 min): transport vouchers, housing and food support.\nAppointments {cl_phone} | {cl_email} | leaflet v{ver}, {en_date}"),
    ("b71c_interpreter_note", "hiv_tb_service_description", US,
     "Notice to patients - interpreters and transport\nFree interpreters are available at every visit at {clinic} and {tbp}, in person or by video, in more than "
     "{cnt} languages. Bus passes (RTC 31-day) are given at the front desk for visits about HIV or TB. Rideshare vouchers need 48 hours' notice: call {cl_phone}. "
     "This notice is also posted in Spanish, Tagalog and Haitian Creole. Effective {en_date}."),
    # ---- PrEP programme enrolment statistics
    ("b71c_prep_table", "prep_enrolment_statistics", US,
     "{prep} - ENROLMENT, {quarter}\nAge band | New enrolments | Active on PrEP | Retained at 6 months | Seroconversions\n{prep_table}\n"
     "Counts only; cells under 5 are shown as reported because no row can be linked to a person. Questions: {pp_email}."),
    ("b71c_prep_csv", "csv_export", US,
     "quarter,age_band,regimen,new_enrolments,active,retained_6m_pct\n{prep_csv}\n# {prep} aggregate export {iso_ts}; no person-level data"),
    ("b71c_prep_json", "json_export", US,
     "{\"programme\": \"Spring Mountain PrEP Programme\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"bands\": [{prep_json}], \"suppressionRule\": \"none needed: aggregate\"}"),
    ("b71c_prep_board", "prep_enrolment_statistics", US,
     "Board note - {prep}, {en_date}\nEnrolment rose to {cnt_big} people active on PrEP this quarter ({cnt} new on long-acting cabotegravir). Retention at six months "
     "was {pct_hi}%. Two mobile-van sites opened in North Las Vegas and Laughlin. Same-day starts are now offered at {shc}. Budget: {money_b} of the "
     "{year} allocation spent. Prepared by {own_epi}."),
    # ---- antiretroviral formulary tables
    ("b71c_arv_table", "arv_formulary", US,
     "{plan} - ANTIRETROVIRAL FORMULARY {year}\nDrug | Strength | Usual dose | Tier | NDC\n{arv_table}\nPA = prior authorisation. Provider line {plan_phone}; "
     "RxBIN {rxbin}, PCN {pcn}, group {group_no}."),
    ("b71c_arv_csv", "csv_export", US,
     "drug,strength,ndc,tier,qty_limit,mail_order\n{arv_csv}\n# {plan} formulary file v{ver}, effective {eff_iso}"),
    ("b71c_arv_memo", "arv_formulary", US,
     "PHARMACY MEMO - {clinic}\nFrom: {own_pharm}\nDate: {en_date}\nSubject: formulary changes\nFrom next month the plan moves dolutegravir/lamivudine to Tier 1 and "
     "requires prior authorisation for darunavir/cobicistat/emtricitabine/TAF. Rifampicin doubles the dolutegravir dose to 50 mg twice daily; rifapentine is not "
     "to be given with bictegravir. Lot {lot} of cabotegravir 600 mg/3 mL (NDC 49702-0264-15) is in stock through {dos}. Questions to the pharmacy at {cl_phone}."),
    ("b71c_arv_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<formulary payer=\"{payer_id}\" group=\"{group_no}\" effective=\"{eff_iso}\" version=\"{ver}\">\n{arv_xml}\n</formulary>"),
    # ---- TB contact-tracing protocols
    ("b71c_tb_protocol", "tb_contact_tracing_protocol", US,
     "{tbp} - CONTACT INVESTIGATION PROTOCOL (rev. {ver})\n1. Interview the index case within 3 working days of notification.\n2. List household contacts first, "
     "then close non-household contacts (8 hours or more in a shared room during the infectious period), then casual contacts.\n3. Test every household contact "
     "with an IGRA; children under 5 get a chest X-ray and window prophylaxis.\n4. Retest IGRA-negative contacts 8-10 weeks after last exposure.\n"
     "5. Expand the circle only if the infection rate among close contacts exceeds that expected. Questions: {tb_email}."),
    ("b71c_tb_circles", "tb_contact_tracing_protocol", US,
     "TB contact priority (concentric circles) - {tbp}\nPriority | Who | Test | Timeline\nHigh | household; under-5s; people with HIV | IGRA + CXR | within 7 days\n"
     "Medium | close contacts, 8+ hours/week | IGRA | within 14 days\nLow | casual contacts | IGRA if medium-group positivity > {weeks}% | within 28 days\n"
     "Infectious period starts 3 months before symptom onset unless evidence says otherwise. Reviewed {en_date}, {own_dis}."),
    ("b71c_tb_window", "tb_contact_tracing_protocol", US,
     "Window prophylaxis for young contacts ({tbp})\nAge under 5 or HIV-positive contacts of a pulmonary case start isoniazid (10 mg/kg, max 300 mg) after a "
     "normal chest X-ray, whatever the first IGRA result. Stop if the repeat IGRA 8-10 weeks after last exposure is negative and the child is well; otherwise "
     "complete 3HP or 4R. DOT is offered for every regimen. Pharmacy and dosing questions: {cl_phone}. Reviewed {en_date} by {clinician}."),
    # ---- sexual-health clinic timetables
    ("b71c_shc_table", "sexual_health_timetable", US,
     "{shc} - WEEKLY TIMETABLE\nDay | Hours | Service | Where\n{shc_table}\nWalk-ins are seen in order of arrival; last walk-in 30 minutes before closing. "
     "Book at {sh_phone} or {sh_email}. {sh_addr}."),
    ("b71c_shc_ics", "sexual_health_timetable", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Lone Mountain SHC//Clinic sessions {ver}//EN\n{shc_ics}\nEND:VCALENDAR"),
    ("b71c_shc_notice", "sexual_health_timetable", US,
     "HOLIDAY HOURS - {shc}\nThe center closes at 14:00 on {en_date} and reopens the next morning at 08:00. Express testing runs as usual on Saturday. "
     "Emergency contraception and PEP (within 72 hours of exposure) are available from the hospital ED when we are closed. Results line {sh_phone}."),
    # ---- vaccination campaign posters
    ("b71c_hepb_poster", "vaccination_poster", US,
     "PROTECT YOUR LIVER - GET THE HEPATITIS B VACCINE\nAdults 19 to 59: recommended for everyone. 60 and over: if you have risk factors, or just ask.\n"
     "Two doses (Heplisav-B, 1 month apart) or three doses (Engerix-B, 0-1-6 months). Free at {shc} and {clinic} through {en_date}.\nWalk in or call {sh_phone}. CPT 90739 / 90746."),
    ("b71c_hpv_poster", "vaccination_poster", US,
     "HPV VACCINE - CANCER PREVENTION FOR EVERYONE UP TO 45\nAges 9-14: two doses, 6-12 months apart. Ages 15-26: three doses. Ages 27-45: talk with us.\n"
     "Gardasil 9 (CPT 90651), free for uninsured adults at {shc}, {sh_addr}. Thursday vaccine clinic 08:00-12:00. Questions: {sh_email}. Campaign runs {en_date} to {dos}."),
    ("b71c_vax_schedule", "vaccination_poster", US,
     "Community vaccine days - {shc} and {prep}\nDate | Site | Vaccines\n{en_date} | UNLV student union | HPV, hepatitis A/B, mpox (JYNNEOS)\n{dos} | Henderson library | HPV, hepatitis B\n"
     "{dos2} | North Las Vegas community center | hepatitis B, mpox\nBring nothing but your arm. Info {pp_phone}."),
    # ---- laboratory viral-load turnaround reports
    ("b71c_vl_tat_table", "lab_turnaround_report", US,
     "{lab} (CLIA {clia}) - TURNAROUND TIMES, {quarter}\nTest | LOINC | Specimens | Median | 90th percentile | Within target\n{vl_table}\n"
     "Target: viral load within 5 days of receipt. Laboratory director: {own_labdir}. {lab_addr}."),
    ("b71c_vl_tat_csv", "csv_export", US,
     "month,loinc,test,specimens,median_days,p90_days,rejected\n{vl_csv}\n# {lab} TAT extract {iso_ts}"),
    ("b71c_vl_memo", "lab_turnaround_report", US,
     "MEMO - {lab}\nTo: submitting clinics\nDate: {en_date}\nThe viral-load analyser was down for {cnt} hours last week; {cnt_big} specimens were run on the backup "
     "platform and reported within 6 days. Plasma (EDTA) must reach us within 24 hours of draw, or be spun and frozen. Rejection rate this month: ((0.9||1.4||1.8||2.6||3.1))%. "
     "Courier pickups: call {lab_phone}. Reports: {lab_email}."),
    ("b71c_vl_json", "json_export", US,
     "{\"laboratory\": \"Amargosa Valley Public Health Laboratory\", \"clia\": \"{clia}\", \"period\": \"{quarter}\", \"tests\": [{vl_json}], \"generated\": \"{iso_ts}\"}"),
    # ---- outbreak situation reports
    ("b71c_syphilis_sitrep", "outbreak_sitrep", US,
     "SITUATION REPORT #{small} - EARLY SYPHILIS, {quarter}\nDistrict | Cases | Partners treated | Trend\n{sitrep_table}\nCongenital syphilis cases this year: {weeks}. "
     "Benzathine penicillin G stock: {cnt_big} doses. Prepared by {own_epi}, {tbp} and {shc}. Enquiries {tb_email}."),
    ("b71c_tb_cluster_sitrep", "outbreak_sitrep", US,
     "TB CLUSTER UPDATE ({en_date})\nGenotype cluster G{fivedig}: {weeks} culture-confirmed cases since {dos}, all drug-susceptible. Contacts listed: {cnt_big}; evaluated: "
     "{pct_int}; latent infection found: {cnt}; on treatment: {cnt}. Settings: two shelters and a casino staff dormitory. No case is named in this report. Next update in 2 weeks. {tbp}, {tb_phone}."),
    ("b71c_mpox_sitrep", "outbreak_sitrep", US,
     "MPOX WEEKLY SUMMARY, week {week}\nDistrict | Confirmed | Probable | Trend\n{sitrep_table}\nJYNNEOS doses given this week: {cnt_big}. Clade II only. "
     "Vaccine sites and hours: {sh_phone}. Source: {lab} and {shc}."),
    ("b71c_sitrep_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<sitrep condition=\"((syphilis||mpox||tuberculosis))\" week=\"{week}\" issued=\"{eff_iso}\" issuer=\"Moapa Flats TB Control Programme\">\n{sitrep_xml}\n</sitrep>"),
    # ---- notices in other locales
    ("b71c_pe_notice", "locale_notice", PE,
     "{pe_partner} - AVISO\nLa prueba rápida de VIH y sífilis es gratuita, confidencial y sin cita, de lunes a sábado de 8:00 a 13:00. El tratamiento antirretroviral "
     "y la PrEP se entregan sin costo (Norma Técnica de Salud N° 169-MINSA). Teléfono {pe_phone}, desde el extranjero {pe_phone_intl}. Correo {pe_email}. {pe_director}. Lima, {es_date}."),
    ("b71c_pe_tb_rates", "locale_notice", PE,
     "Estrategia de Prevención y Control de TB - {pe_partner}\nCasos nuevos atendidos este trimestre: {cnt}. Éxito de tratamiento (cohorte {year}): {pct_hi}%. "
     "Sintomáticos respiratorios examinados: {cnt_big}. Canasta PANTBC entregada a todos los pacientes en tratamiento. Consultas: {pe_phone}. Actualizado el {es_date}."),
    ("b71c_py_notice", "locale_notice", PY,
     "{py_partner}\nHORARIO DE ATENCIÓN - CONSULTORIO DE ITS Y VIH\nLunes a viernes: 07:00 a 15:00 hs. Sábados: 07:00 a 11:00 hs.\nTest rápido de VIH, sífilis y hepatitis B "
     "gratuito. PrEP disponible para mayores de 15 años. Consultas al {py_phone} o {py_phone_intl}; {py_email}. Asunción, {es_date}. {py_director}."),
    ("b71c_py_stats", "locale_notice", PY,
     "Informe mensual - Programa de PrEP ({py_partner})\nUsuarios activos: {cnt_big}. Nuevos ingresos: {cnt}. Abandonos: {weeks}. Seroconversiones: 0.\n"
     "Costo de la consulta: gratuita; el aporte voluntario sugerido es {pyg}. Datos agregados, sin información personal. Fecha: {es_date}."),
    ("b71c_co_notice", "locale_notice", CO,
     "{co_partner} - Información para usuarios\nLa atención en VIH está cubierta por todas las EPS (Resolución 2338 de 2013 para pruebas). Si su EPS demora la "
     "entrega de antirretrovirales más de 48 horas, comuníquese al {co_phone} o escriba a {co_email}. Línea desde el exterior {co_phone_intl}. Cuota moderadora "
     "de referencia: {cop}. {co_director}. Bogotá, {es_date}."),
    ("b71c_co_sitrep", "locale_notice", CO,
     "BOLETÍN EPIDEMIOLÓGICO SEMANAL - semana {week}\nLocalidad | Casos de sífilis gestacional | Casos de VIH nuevos\nSuba | {cnt} | {cnt}\nKennedy | {cnt} | {cnt}\n"
     "Bosa | {cnt} | {cnt}\nChapinero | {cnt} | {cnt}\nFuente: {co_partner}, datos agregados de SIVIGILA. Publicado el {es_date}."),
    ("b71c_pr_notice", "locale_notice", PR,
     "{pr_partner}\nAVISO A LOS PACIENTES: La clínica de PrEP y el programa Ryan White Parte B atienden de lunes a viernes de 7:30 a. m. a 4:00 p. m. Las pruebas de VIH, "
     "sífilis y hepatitis C son libres de costo. Citas: {pr_phone}. Correo: {pr_email}. Plan Vital y Medicare aceptados. {pr_director}. San Juan, {es_date}."),
    ("b71c_pr_vax", "locale_notice", PR,
     "¡VACÚNATE CONTRA LA HEPATITIS B Y EL VPH!\n{pr_partner} ofrece las vacunas gratis a adultos de 19 a 45 años sin seguro. Gardasil 9: 3 dosis. Heplisav-B: 2 dosis.\n"
     "Jornada comunitaria: {es_date}, de 8:00 a. m. a 2:00 p. m., Centro Comunal de Villa Palmeras. Información: {pr_phone}."),
    ("b71c_ht_fr_notice", "locale_notice", HTF,
     "{ht_partner}\nAVIS AUX PATIENTS\nLe dépistage du VIH et de la tuberculose est gratuit. Les antirétroviraux sont distribués chaque mois; les patients stables peuvent "
     "recevoir trois mois de traitement (dispensation multi-mois). La clinique est ouverte du lundi au vendredi, de 8 h à 15 h. Téléphone : {ht_phone} ({ht_phone_intl}). "
     "Courriel : {ht_email}. {ht_director}. Port-au-Prince, le {fr_date}."),
    ("b71c_ht_kr_notice", "locale_notice", HTK,
     "{ht_partner} - ENFÒMASYON\nTès VIH ak tès tibèkiloz gratis. Si w ap touse plis pase de semèn, vin fè tès la. Klinik la louvri lendi rive vandredi, 8è pou rive 3è.\n"
     "Rele {ht_phone} oswa ekri {ht_email}. Pa gen non pèsonn ki pibliye nan avi sa a. Pòtoprens, {ht_date}."),
    ("b71c_jm_notice", "locale_notice", JM,
     "{jm_partner} - CLINIC NOTICE\nTreatment site hours: Monday to Friday, 8:30 a.m. to 4:30 p.m. Free HIV, syphilis and hepatitis B testing. Antiretrovirals are "
     "dispensed on site under the national programme; bring your NHF card for other medicines. Contact {jm_phone} or {jm_email}. Clinic fee for non-programme visits: {jmd}. "
     "{jm_director}. Kingston, {gb_date}."),
    ("b71c_tt_notice", "locale_notice", TT,
     "{tt_partner}\nPUBLIC NOTICE - PrEP AND HIV CARE\nPrEP is offered free of charge to anyone aged 16 and over. HIV, TB and STI services run Monday to Friday, "
     "7:30 a.m. to 3:30 p.m., and Saturday 8:00 a.m. to noon. Call {tt_phone} or e-mail {tt_email}. Administrative fee for certificates: {ttd}. {tt_director}. Port of Spain, {gb_date}."),
    # ---- exports of non-personal data
    ("b71c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|LIS|AVPHL|EMR|RRWC|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|OMA^Observation dictionary^HL70175||UPD|||NE\n{mfn_items}"),
    ("b71c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*REDROCKWASH    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*REDROCKWASH*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{four_digits}*005010X222A1~\nIK5*A~\nAK9*A*{small}*{small}*{small}~\nSE*6*{four_digits}~\nGE*1*{small}~"),
    ("b71c_x12_ta1", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*LONEMOUNTAIN   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nTA1*{isa_seq}*{isa_date}*{hhmm}*A*000~\nIEA*0*{isa_seq}~"),
    ("b71c_batch_csv", "csv_export", US,
     "transaction,batch_id,submitted,claims,billed_total,rejected,status\n{batch_csv}\n# {plan} batch totals for billing NPI {own_npi}, EIN {org_ein}"),
    ("b71c_fhir_org", "fhir_export", US,
     "{\"resourceType\": \"Organization\", \"id\": \"red-rock-wash\", \"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{iso_ts}\"}, \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{own_npi}\"}, "
     "{\"system\": \"urn:oid:2.16.840.1.113883.4.4\", \"value\": \"{org_ein}\"}], \"name\": \"Red Rock Wash HIV & TB Clinic\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{cl_phone}\"}, "
     "{\"system\": \"email\", \"value\": \"{cl_email}\"}], \"address\": [{\"text\": \"{cl_addr}\"}]}"),
    ("b71c_fhir_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"http://redrockwashclinic.org/Measure/hiv-viral-suppression\", "
     "\"date\": \"{iso_ts}\", \"period\": {\"start\": \"{eff_iso}\"}, \"group\": [{fhir_population}]}"),
    ("b71c_json_catalogue", "json_export", US,
     "{\"catalogue\": \"Amargosa Valley PHL test menu\", \"version\": \"{ver}\", \"clia\": \"{clia}\", \"tests\": [{vl_json}], \"contact\": \"{lab_email}\"}"),
    ("b71c_hiv_faq", "hiv_tb_service_description", US,
     "FREQUENTLY ASKED QUESTIONS - {clinic}\nIs the test confidential? Yes. Results are given in person or through the portal, never by voicemail.\n"
     "What does undetectable mean? A viral load below 200 copies/mL for six months or more means HIV is not passed on through sex (U=U).\n"
     "How often are labs drawn? Every 3 months in the first year, then every 6 months when suppressed.\nWho can I talk to about costs? Our financial counsellors, {cl_phone}, option 3.\nLast reviewed {en_date}."),
    ("b71c_tt_vax", "vaccination_poster", TT,
     "HEPATITIS B VACCINATION DRIVE - {tt_partner}\nFree for adults 18 to 59. Three doses at 0, 1 and 6 months. Saturdays 8:00 a.m. to noon, {gb_date} to the end of the term.\n"
     "Also offered: HPV vaccine for those aged 9 to 26. No appointment needed. Information {tt_phone}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- Nevada: letters, cards, records, notes
    ("b71_hiv_letter", "hiv_treatment_letter", US,
     "{clinic}\n{cl_addr}\n\n{en_date}\n\n{first} {last}\n[[address:addr_nv_v71]]\n\nRe: your HIV treatment plan (chart [[record_number:mrn_v71]], DOB [[date_of_birth:dob_v71]])\n\n"
     "Dear ((Mr.||Ms.||Mx.)) {last},\nThank you for coming in. As we discussed, you will start {arv}, one tablet a day. Your first viral load check is in 4 weeks. "
     "We will text reminders to [[phone:phone_nv_v71]] unless you tell us otherwise.\nSincerely,\n{own_md}"),
    ("b71_dot_card", "tb_dot_card", US,
     "DIRECTLY OBSERVED THERAPY CARD - {tbp}\nName: {first} {last}   TB register no.: [[record_number:tb_register_v71]]\nDate of birth: [[date_of_birth:dob_v71]]\n"
     "DOT site: ((home||work||video DOT)) - [[address:addr_nv_v71]]\nPatient phone: [[phone:phone_nv_v71]]\nRegimen: {tb_reg}\n"
     "Doses observed: ((24||31||48)) of ((56||84||120))   Outreach worker: {own_rn}"),
    ("b71_dot_card_elder", "tb_dot_card", US,
     "TB DOT CARD (home visits)\nPatient: {first} {last}, [[age_over_89:age_elder_v71]]\nDOB: [[date_of_birth:dob_elder_us_v71]]\nMedicare: [[member_id:mbi_v71]]\n"
     "Visit address: [[address:addr_nv_v71]] - ring twice, hard of hearing\nDaughter/son to call if no answer: {first2} {last2}, [[phone:phone_nv_v71]]\n"
     "Regimen: 4 months rifampin (latent TB, after contact with a household case). Chart [[record_number:mrn_v71]]."),
    ("b71_partner_notice", "partner_notification_record", US,
     "PARTNER SERVICES RECORD - CONFIDENTIAL\nIndex case: chart [[record_number:mrn_v71]] (interviewed {dos} by {own_dis})\nPartner 1: {first2} {last2}\n"
     "  DOB (approx., per index): [[date_of_birth:dob_us_v71]]\n  Phone: [[phone:phone_nv_v71]]   E-mail: [[email:email_partner_v71]]\n  Last known address: [[address:addr_nv_v71]]\n"
     "  Exposure: ((syphilis||HIV||gonorrhoea)); last contact about ((2||5||8)) weeks ago. Outcome: ((notified, tested same day||notified by text, appointment booked||not yet reached))"),
    ("b71_prep_rx", "prep_prescription", US,
     "{clinic} - PRESCRIPTION\nPatient: {first} {last}    DOB: [[date_of_birth:dob_us_v71]]\nAddress: [[address:addr_nv_v71]]\nPhone: [[phone:phone_nv_v71]]\n"
     "Insurance ID: [[member_id:member_v71]]   MRN [[record_number:mrn_v71]]\nRx: emtricitabine/tenofovir disoproxil fumarate 200/300 mg, one tablet by mouth daily, #30, "
     "refills 2. HIV test negative {dos}.\nPrescriber: {own_md2}, NPI {own_npi}"),
    ("b71_prep_web", "prep_prescription", US,
     "New message from the {prep} web form\nName: {first} {last}\nEmail: [[email:email_v71]]\nCell: [[phone:phone_nv_v71]]\nPreferred option: ((daily pill||injection every 2 months||on-demand 2-1-1))\n"
     "Paying the $25 lab fee by card: [[card:card_v71]]\nMy page (so you know I'm real): [[url:url_v71]]\nSubmitted {iso_ts} from [[ip_address:ip_v71]]"),
    ("b71_vl_letter", "viral_load_result_letter", US,
     "{lab} on behalf of {clinic}\n\n{first} {last}\n[[address:addr_nv_v71]]\n\nDate of birth: [[date_of_birth:dob_v71]]   Patient ID: [[record_number:mrn_v71]]\n\n"
     "Your viral load from {dos}: {vl_result}. ((This means your treatment is working.||We would like to see you to talk about your result.)) "
     "Your CD4 count was {cd_count}. If you have questions call {cl_phone}.\n{own_labdir}"),
    ("b71_shc_note", "sexual_health_clinic_note", US,
     "{shc} - VISIT NOTE {dos}\nPt: {first} {last}, DOB [[date_of_birth:dob_v71]], chart [[record_number:mrn_v71]]\nCallback: [[phone:phone_nv_v71]] [((ok to leave message||no voicemail, text only))]\n"
     "S: ((dysuria 3 days||sore 1 week||asymptomatic, partner positive)). O: ((no lesions||single painless ulcer)). A/P: NAAT x3 sites, RPR, HIV Ag/Ab; ((doxy-PEP discussed||ceftriaxone 500 mg IM given)). "
     "Results to portal, e-mail [[email:email_plain_v71]]. {clinician}"),
    ("b71_shc_chat", "sexual_health_clinic_note", US,
     "[Portal chat - {shc}]\nPatient: hi, it's {first} {last}, my chart # is [[record_number:mrn_v71]]. can someone call me at [[phone:phone_nv_v71]] about my results?\n"
     "Nurse {own_rn}: Hi {first}, we can call you this afternoon. Can you confirm your date of birth?\nPatient: [[date_of_birth:dob_v71]]\n"
     "Patient: also I changed my email to [[email:email_v71]] and I'm logged in from my phone, it says [[ip_address:ip_v71]] on the security page"),
    ("b71_tb_death", "tb_death_notification", US,
     "NOTIFICATION OF DEATH OF A TB PATIENT - {tbp}\nName: {first} {last}   SSN: [[ssn:ssn_v71]]\nDate of birth: [[date_of_birth:dob_elder_v71]]   Age at death: [[age_over_89:age_at_death_v71]]\n"
     "Date of death: [[date_of_death:dod_v71]]\nLast address: [[address:addr_nv_v71]]\nTB register no.: [[record_number:tb_register_v71]]\n"
     "TB was ((a contributing cause||the underlying cause||not related)). Next of kin: {first2} {last2}. Reported by {own_md}."),
    ("b71_disability_cert", "disability_grant_certificate", US,
     "MEDICAL CERTIFICATE FOR DISABILITY BENEFITS AND A DISABLED-PERSON PLACARD\nApplicant: {first} {last}\nSSN: [[ssn:ssn_v71]]   DOB: [[date_of_birth:dob_us_v71]]\n"
     "Address: [[address:addr_nv_v71]]\nMedicare/Medicaid ID: [[member_id:member_v71]]\nVehicle for the placard: plate [[vehicle_id:plate_nv_v71]], VIN [[vehicle_id:vin_v71]]\n"
     "Condition: ((advanced HIV with peripheral neuropathy||post-tuberculosis lung disease, FEV1 38%||HIV-associated neurocognitive disorder)). Expected duration: 12 months or more.\n"
     "Certifying physician: {own_md}"),
    # ---- Peru
    ("b71_pe_tb_card", "peru_form", PE,
     "TARJETA DE CONTROL DE TRATAMIENTO CON MEDICAMENTOS DE PRIMERA LÍNEA\nEstablecimiento: {pe_partner}\nApellidos y nombres: {last}, {first}\nDNI: [[national_id:dni_pe_v71]]\n"
     "Fecha de nacimiento: [[date_of_birth:dob_v71]]\nDirección: [[address:addr_pe_v71]]\nCelular: [[phone:phone_pe_v71]]\nHistoria clínica N° [[record_number:record_abroad_v71]]\n"
     "Esquema: 2HREZ/4H3R3. Fase: ((primera||segunda)). Dosis administradas: ((12||26||40))."),
    ("b71_pe_pantbc", "peru_form", PE,
     "SOLICITUD DE APOYO ECONÓMICO - PACIENTE CON TB (PANTBC)\nNombre: {first} {last}\nDNI N° [[national_id:dni_pe_v71]]\nCorreo: [[email:email_v71]]\n"
     "Depositar en: [[bank_account:account_pe_v71]]\nPago de la copia certificada con tarjeta: [[card:card_v71]]\nTeléfono: [[phone:phone_pe_v71]]\nLima, {es_date}"),
    # ---- Paraguay
    ("b71_py_prep", "paraguay_form", PY,
     "FICHA DE INGRESO AL PROGRAMA DE PrEP - {py_partner}\nNombre y apellido: {first} {last}\nC.I. N°: [[national_id:cedula_py_v71]]\nFecha de nac.: [[date_of_birth:dob_v71]]\n"
     "Domicilio: [[address:addr_py_v71]]\nCelular: [[phone:phone_py_v71]]\nCuenta para reintegro de pasajes: [[bank_account:account_py_v71]]\nTest de VIH: no reactivo ({es_date})."),
    ("b71_py_online", "paraguay_form", PY,
     "Reserva en línea - Consultorio de ITS\nNombre: {first} {last}\nCorreo electrónico: [[email:email_v71]]\nWhatsApp: [[phone:phone_py_v71]]\nPerfil (para confirmar identidad): [[url:url_v71]]\n"
     "Pago de la consulta con tarjeta [[card:card_v71]]\nEnviado el {es_date} desde la IP [[ip_address:ip_v71]]"),
    # ---- Colombia
    ("b71_co_enrol", "colombia_form", CO,
     "FORMATO DE INGRESO AL PROGRAMA DE ATENCIÓN INTEGRAL EN VIH\nIPS: {co_partner}\nNombres y apellidos: {first} {last}\nCédula de ciudadanía: [[national_id:cc_co_v71]]\n"
     "Fecha de nacimiento: [[date_of_birth:dob_v71]]\nDirección de residencia: [[address:addr_co_v71]]\nCelular: [[phone:phone_co_v71]]\n"
     "Cuenta para auxilio de transporte: [[bank_account:account_co_v71]]\nHistoria clínica: [[record_number:record_abroad_v71]]"),
    ("b71_co_prep_web", "colombia_form", CO,
     "Solicitud de PrEP en línea\nNombre: {first} {last}\nC.C. [[national_id:cc_co_v71]]\nCorreo: [[email:email_v71]]\nCelular: [[phone:phone_co_v71]]\n"
     "Para el parqueadero de la IPS, placa del vehículo: [[vehicle_id:plate_co_v71]]\nIP de envío: [[ip_address:ip_v71]] - {iso_ts}"),
    # ---- Puerto Rico
    ("b71_pr_ryanwhite", "puerto_rico_form", PR,
     "SOLICITUD DE ELEGIBILIDAD - PROGRAMA RYAN WHITE PARTE B\nNombre: {first} {last}\nSeguro Social: [[ssn:ssn_v71]]\nFecha de nacimiento: [[date_of_birth:dob_v71]]\n"
     "Dirección: [[address:addr_pr_v71]]\nTeléfono: [[phone:phone_pr_v71]]\nNúmero de contrato Plan Vital: [[member_id:member_pr_v71]]\n"
     "Tablilla del vehículo (estacionamiento): [[vehicle_id:plate_pr_v71]]\nFirma: ____________  Fecha: {es_date}"),
    ("b71_pr_partner", "puerto_rico_form", PR,
     "NOTIFICACIÓN A PAREJAS - {pr_partner}\nPareja notificada: {first2} {last2}\nTeléfono: [[phone:phone_pr_v71]]\nCorreo: [[email:email_partner_v71]]\n"
     "Perfil de la red social usado para el contacto: [[url:url_v71]]\nDirección: [[address:addr_pr_v71]]\nCaso índice: expediente [[record_number:record_abroad_v71]]. Resultado: ((notificada en persona||notificada por mensaje))."),
    # ---- Haiti
    ("b71_ht_enrol", "haiti_form", HTF,
     "FICHE D'INSCRIPTION AUX SOINS VIH - {ht_partner}\nNom et prénom : {last} {first}\nNIF / CIN : [[national_id:natid_ht_v71]]\nNé(e) le : [[date_of_birth:dob_v71]]\n"
     "Adresse : [[address:addr_ht_v71]]\nTéléphone : [[phone:phone_ht_v71]]\nPasseport : [[national_id:passport_v71]]\nCompte pour l'appui nutritionnel : [[bank_account:account_ht_v71]]\n"
     "Code patient : [[record_number:record_abroad_v71]]"),
    ("b71_ht_death", "haiti_form", HTK,
     "DEKLARASYON LANMÒ - PWOGRAM TIBÈKILOZ\nNon: {first} {last}\nCIN: [[national_id:cin_ht_v71]]\nDat nesans: [[date_of_birth:dob_elder_v71]]\nLaj: [[age_over_89:age_at_death_v71]]\n"
     "Dat lanmò: [[date_of_death:dod_v71]]\nAdrès: [[address:addr_ht_v71]]\nFanmi ki deklare: {first2} {last2}, telefòn [[phone:phone_ht_v71]]\nKòz: tibèkiloz poumon. {ht_director}"),
    # ---- Jamaica
    ("b71_jm_register", "jamaica_form", JM,
     "{jm_partner} - PATIENT REGISTRATION\nSurname: {last}   First name: {first}\nTRN: [[national_id:trn_jm_v71]]\nDate of birth: [[date_of_birth:dob_elder_v71]]   Age: [[age_over_89:age_elder_v71]]\n"
     "Address: [[address:addr_jm_v71]]\nTel: [[phone:phone_jm_v71]]\nNHF card: [[member_id:nhf_jm_v71]]\nBank for transport refunds: [[bank_account:account_jm_v71]]\nNext of kin: {first2} {last2}"),
    ("b71_jm_vl_letter", "viral_load_result_letter", JM,
     "{jm_partner}\n{gb_date}\n\n{first} {last}\n[[address:addr_jm_v71]]\n\nTRN [[national_id:trn_jm_v71]] | Clinic no. [[record_number:record_abroad_v71]] | D.O.B. [[date_of_birth:dob_v71]]\n\n"
     "Dear {first},\nYour viral load result from {dos} is {vl_result}. ((Well done - keep taking your tablets every day.||Please come to the clinic this week so we can talk about it.)) "
     "We tried to reach you on [[phone:phone_jm_v71]]; a copy of this letter has gone to [[email:email_v71]]. Please call us on {jm_phone}.\n{jm_director}"),
    # ---- Trinidad and Tobago
    ("b71_tt_register", "trinidad_form", TT,
     "{tt_partner} - CLINIC REGISTRATION\nName: {first} {last}\nNational ID No.: [[national_id:natid_tt_v71]]\nPassport No.: [[national_id:passport_v71]]\nDate of Birth: [[date_of_birth:dob_v71]]\n"
     "Address: [[address:addr_tt_v71]]\nMobile: [[phone:phone_tt_v71]]\nCard on file for the certificate fee: [[card:amex_v71]]\nBank (refunds): [[bank_account:account_tt_v71]]"),
    ("b71_tt_disability", "disability_grant_certificate", TT,
     "MINISTRY OF SOCIAL DEVELOPMENT - DISABILITY ASSISTANCE GRANT\nMEDICAL CERTIFICATE\nApplicant: {first} {last}\nNational ID: [[national_id:natid_tt_v71]]\n"
     "D.O.B.: [[date_of_birth:dob_v71]]\nAddress: [[address:addr_tt_v71]]\nTel.: [[phone:phone_tt_v71]]\nVehicle (if adapted): [[vehicle_id:plate_tt_v71]]\n"
     "Diagnosis: ((HIV disease with cryptococcal meningitis sequelae||post-TB bronchiectasis)). Permanently unable to earn a living: ((yes||no)). {tt_director}"),
    # ---- exports
    ("b71_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v71]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v71]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v71]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v71]]\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"[[phone:phone_e164_v71]]\"}, {\"system\": \"email\", \"value\": \"[[email:email_plain_v71]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v71]]\"}]}"),
    ("b71_fhir_medreq", "fhir_export", US,
     "{\"resourceType\": \"MedicationRequest\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.4.3.32\", "
     "\"value\": \"[[member_id:medicaid_nv_v71]]\"}, {\"system\": \"https://redrockwashclinic.org/mrn\", \"value\": \"[[record_number:mrn_plain_v71]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v71]]\"}], \"status\": \"active\", \"intent\": \"order\", \"medicationCodeableConcept\": {\"text\": \"{arv}\"}, "
     "\"subject\": {\"reference\": \"#p1\"}, \"authoredOn\": \"{eff_iso}\", \"requester\": {\"display\": \"{own_md2}\"}}"),
    ("b71_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|LIS|AVPHL|EMR|RRWC|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v71]]^^^RRWC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v71]]|{sex}|||"
     "[[address:addr_hl7_v71]]||[[phone:phone_hl7_v71]]||||||[[ssn:ssn_plain_v71]]\nOBR|1||{fivedig}|25836-8^HIV-1 RNA^LN|||{hl7_ts}\n"
     "OBX|1|NM|25836-8^HIV-1 RNA^LN||{viral_n}|copies/mL|<20|H|||F"),
    ("b71_dot_csv", "csv_export", US,
     "dot_date,register_no,last,first,dob,age,phone,address,observed\n{eff_iso},[[record_number:tb_register_v71]],{last},{first},[[date_of_birth:dob_elder_us_v71]],[[age_over_89:age_elder_v71]],"
     "[[phone:phone_nv_v71]],[[address:addr_csv_v71]],((Y||Y||N))\n# {tbp} DOT attendance export {iso_ts} - contains PHI"),
    ("b71_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*REDROCKWASH    *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*REDROCKWASH*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{clinic}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******HM~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:plan_member_v71]]~\nN3*[[address:addr_x12_v71]]~\nDMG*D8*[[date_of_birth:dob_compact_v71]]*{sex}~\n"
     "REF*SY*[[ssn:ssn_plain_v71]]~\nCLM*{fivedig}*{fee}***11:B:1*Y*A*Y*Y~\nHI*ABK:((B20||Z21||A150))~\nSV1*HC:((99214||87536||86701))*{fee}*UN*1***1~\nSE*17*{four_digits}~"),
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
            if "_elder_" in body or "age_at_death_v71" in body:
                _birth(draw, 1926, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind71-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
