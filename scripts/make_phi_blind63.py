"""A sixty-third blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind63.py [--seed 65651] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind61.py,
seeds 4141 to 63631) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-second set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b63_" or "b63c_"). Identifier-free genres, all from correctional health care: jail and prison health-services
policies (intake, sick call, hunger strike, release medications), sick-call schedules by housing unit (a table, a CSV,
a JSON, a memo; no inmate named), commissary price lists of over-the-counter medicines (a table, a CSV, an XML, a
notice), medication-pass time tables (a table, a CSV, a notice, a change memo), TB-screening coverage statistics (a
table, a CSV, a FHIR MeasureReport, a narrative), NCCHC accreditation notices, correctional nursing staffing reports
(the organisations' own staff only), infirmary visiting rules, notices in other locales (uk_UA in Cyrillic, ro_RO,
sk_SK, sl_SI, ka_GE in Georgian script, hy_AM in Armenian script, az_AZ) and exports of non-personal data (an HL7
MFN^M01 formulary master, an X12 999 acknowledgment, a CSV of claim batch totals, a JSON formulary, an XML
accreditation feed). Carrying genres: intake health screenings (one of a nonagenarian), sick-call request slips (one
sent by a relative through the web form), medication administration records, release and re-entry medication plans,
parole-board medical summaries (compassionate release of men and women over 89), immigration-detention medical files
(detainees from Ukraine, Romania, Georgia, Armenia and Azerbaijan), hunger-strike monitoring notes, a death-in-custody
report, family notification letters, forms from Ukraine, Romania, Slovakia, Slovenia, Georgia, Armenia and Azerbaijan
written as those countries print them, and exports (a FHIR Patient, a FHIR MedicationAdministration with its patient,
an HL7 RDE^O11, a booking-roster CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v63` slots): US SSNs and Medicare MBIs in
several printings, federal (BOP register: five digits and the district's three) and Pennsylvania state inmate
numbers, county booking numbers, A-numbers (alien registration, eight or nine digits, spaced, dashed, with "A#");
passport numbers of the US, Ukraine, Romania, Slovakia, Slovenia, Georgia, Armenia and Azerbaijan; Ukrainian RNOKPP
taxpayer numbers (days since 1899-12-31, the sex digit, the weighted check digit), Romanian CNPs (sex-and-century
digit, birth date, county, the 279146358279 check digit), Slovak rodné čísla (month plus 50 for women, the whole
number divisible by 11), Slovenian EMŠOs (birth date, register 50, the sex-bearing serial, the mod 11 check digit),
Georgian eleven-digit personal numbers, Armenian social card numbers, Azerbaijani seven-character FIN codes;
IBANs of Ukraine (the bank's MFO), Romania, Slovakia, Slovenia (the national check pair, so always SI56), Georgia and
Azerbaijan with valid mod 97 check digits and US routing-and-account pairs (ABA check digit); Visa, Mastercard and
Discover numbers with Luhn in their printings; dates in Ukrainian (genitive months), Romanian, Slovak (genitive),
Slovenian, Georgian ("1961 წლის 25 სექტემბერი"), Armenian ("1961 թ. սեպտեմբերի 25") and Azerbaijani (with the year's
"-ci il" suffix) with month names, and US orders; Ukrainian ("вул.", "буд.", "кв.", postcode last), Romanian ("Str.",
"bl.", "sc.", "et.", "ap.", "jud."), Slovak and Slovenian (postcode before the town), Georgian, Armenian and
Azerbaijani ("AZ2000") address layouts and Pennsylvania ones; the seven countries' numbering plans in national
printings with and without +380, +40, +421, +386, +995, +374 and +994, and Pennsylvania lines; Pennsylvania,
Ukrainian, Romanian and Azerbaijani plates; e-mails written against scrapers ("at" and "dot"); public IPv4 and IPv6
addresses of home and mobile connections; personal pages (a petition, a fundraiser, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Pennsylvania:
every state from N to W had been used by an earlier set, so this set took Pennsylvania (used once, by the
fifty-third set) with area codes no earlier set used (570 and 814). An identifier-free text quotes only this set's own
organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Scranton correctional health contractor, a county
correctional facility's infirmary, an immigration processing centre's medical unit, a re-entry pharmacy program and a
community health plan on fictional 555-01xx lines, and partner prison-health organisations in Zhytomyr, Iași, Prešov,
Maribor, Kutaisi, Gyumri and Ganja on invented lines) and the organisations' own printed identifiers (the plan's payer
ID, RxBIN, PCN and group, the contractor's NPIs and EIN, the partners' registry numbers); the people it names are the
organisations' own staff, never an inmate, detainee or relative, and the ages it gives are under 90 (eligibility
ranges, age bands).

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
    import make_phi_blind41 as blind41
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 65651
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "uk_UA", "ro_RO", "sk_SK", "sl_SI", "ka_GE", "hy_AM", "az_AZ")

CONTRACTOR = "Lackawanna Ridge Correctional Health Services"
JAIL = "Susquehanna Bend County Correctional Facility"
DETENTION = "Sinnemahoning Ridge Processing Center"
REENTRY = "Keystone Crossings Re-entry Pharmacy"
PLAN = "Endless Mountains Community Health Plan"
UA_PARTNER = "Благодійний фонд «Здоров'я за ґратами», м. Житомир"
RO_PARTNER = "Asociația Sănătate după Gratii Iași"
SK_PARTNER = "Občianske združenie Zdravie za mrežami, Prešov"
SI_PARTNER = "Društvo za zdravje v zaporih Maribor"
GE_PARTNER = "ქუთაისის პენიტენციური ჯანდაცვის ფონდი"
AM_PARTNER = "Գյումրիի քրեակատարողական առողջապահության կենտրոն"
AZ_PARTNER = "Gəncə Penitensiar Səhiyyə İctimai Birliyi"
ORGANISATION_CONTACTS = [
    "(570) 555-0172",                                                   # 0 contractor, health services office (Scranton)
    "(570) 555-0173",                                                   # 1 contractor fax
    "415 Slocum Hollow Road, Scranton, PA 18505",                       # 2
    "healthservices@lackridgechs.org",                                  # 3
    "https://www.lackridgechs.org",                                     # 4
    "(570) 555-0174",                                                   # 5 county facility infirmary (Plains)
    "88 Nanticoke Flats Road, Plains, PA 18705",                        # 6
    "infirmary@susquehannabendccf.org",                                 # 7
    "(814) 555-0175",                                                   # 8 processing center medical unit (Karthaus)
    "3100 Quehanna Highway, Karthaus, PA 16845",                        # 9
    "medical@sinnemahoningpc.org",                                      # 10
    "(814) 555-0176",                                                   # 11 re-entry pharmacy (Altoona)
    "1207 Juniata Gap Road, Altoona, PA 16601",                         # 12
    "bridge@keystonecrossingsrx.org",                                   # 13
    "https://www.keystonecrossingsrx.org",                              # 14
    "(570) 555-0177",                                                   # 15 health plan provider line
    "+380 412 40 63 63",                                                # 16 Zhytomyr partner
    "(0412) 40-63-63",                                                  # 17
    "info@zdorovya-za-gratamy.org.ua",                                  # 18
    "+40 232 406 363",                                                  # 19 Iași partner
    "0232 406 363",                                                     # 20
    "contact@sanatatedupagratii.ro",                                    # 21
    "+421 51 406 3630",                                                 # 22 Prešov partner
    "051/406 3630",                                                     # 23
    "info@zdravieza-mrezami.sk",                                        # 24
    "+386 2 406 36 30",                                                 # 25 Maribor partner
    "02 406 36 30",                                                     # 26
    "drustvo@zdravje-zapori.si",                                        # 27
    "+995 431 40 63 63",                                                # 28 Kutaisi partner
    "info@kutaisi-prisonhealth.ge",                                     # 29
    "+374 312 4 06 36",                                                 # 30 Gyumri partner
    "(0312) 4-06-36",                                                   # 31
    "info@gyumri-prisonhealth.am",                                      # 32
    "+994 22 406 36 30",                                                # 33 Ganja partner
    "(022) 406-36-30",                                                  # 34
    "info@gence-penitensiar-seh.az",                                    # 35
]
ORG_EIN = "23-6306563"
PLAN_PAYER_ID = "EMCHP63"
PLAN_GROUP = "PAJR2026"
PLAN_RXBIN = "610863"
PLAN_PCN = "EMCJUST"
ORG_NPIS = (blind5._npi_of("163570814"), blind5._npi_of("148140570"), blind5._npi_of("129656306"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"uk_UA": "UA", "ro_RO": "RO", "sk_SK": "SK", "sl_SI": "SI", "ka_GE": "GE", "hy_AM": "AM", "az_AZ": "AZ"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


def _capital(name: str) -> str:
    """A Latin-script name with its first letter in upper case (Georgian has no case to change)."""
    return name[:1].upper() + name[1:] if name[:1].isascii() or unicodedata.name(name[:1], "").startswith("LATIN SMALL") else name


def _person(draw: Draw) -> None:
    """The text's person: sex first, then a given name and a surname that agree with it."""
    locale = str(draw.cache.get("locale", "en_US"))
    fake = draw.fk[locale]
    sex = draw.pick(["F", "M"])
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    if locale != "en_US":
        last = fake.last_name_female() if sex == "F" else fake.last_name_male()
    else:
        last = fake.last_name()
    last = _capital(last)  # a few of Faker's Slovenian surnames start in lower case
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}"})
    # a relative of the same family (the surname agrees with the relative's sex where the language bends it)
    rel_sex = draw.pick(["F", "M"])
    first2 = fake.first_name_female() if rel_sex == "F" else fake.first_name_male()
    last2 = (fake.last_name_female() if rel_sex == "F" else fake.last_name_male()) if locale != "en_US" else last
    last2 = _capital(last2)
    draw.cache.update({"first2": first2, "last2": last2, "name2": f"{first2} {last2}"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1958, high: int = 2005) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0172", "0177", "4063", "40636", "0636")):
            return out


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_UK_GEN = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"]
_RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"]
_SK_GEN = ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"]
_SL_MONTHS = ["januar", "februar", "marec", "april", "maj", "junij", "julij", "avgust", "september", "oktober", "november", "december"]
_KA_MONTHS = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
_HY_GEN = ["հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի", "օգոստոսի", "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի"]
_AZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avqust", "sentyabr", "oktyabr", "noyabr", "dekabr"]
# the Azerbaijani ordinal suffix of a year, by its last digit (and by its tens where that digit is 0)
_AZ_ORD = {"1": "ci", "2": "ci", "3": "cü", "4": "cü", "5": "ci", "6": "cı", "7": "ci", "8": "ci", "9": "cu"}
_AZ_ORD_TENS = {"1": "cu", "2": "ci", "3": "cu", "4": "cı", "5": "ci", "6": "cı", "7": "ci", "8": "ci", "9": "cı", "0": "cü"}


def _az_year(year: int) -> str:
    s = str(year)
    return f"{year}-{_AZ_ORD[s[-1]] if s[-1] != '0' else _AZ_ORD_TENS[s[-2]]} il"


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    if country == "UA":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_UK_GEN[m - 1]} {y} р.", f"{d:02d}.{m:02d}.{y} р.", f"«{d:02d}» {_UK_GEN[m - 1]} {y} року"])
    if country == "RO":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_RO_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{_RO_MONTHS[m - 1][:3]}.{y}"])
    if country == "SK":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d}. {_SK_GEN[m - 1]} {y}", f"{d}. {m}. {y}", f"{d:02d}. {m:02d}. {y}"])
    if country == "SI":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d}. {_SL_MONTHS[m - 1]} {y}", f"{d}. {m}. {y}", f"{d:02d}. {m:02d}. {y}"])
    if country == "GE":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{y} წლის {d} {_KA_MONTHS[m - 1]}", f"{d} {_KA_MONTHS[m - 1]}, {y}", f"{d:02d}/{m:02d}/{y}"])
    if country == "AM":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{y} թ. {_HY_GEN[m - 1]} {d}", f"{d:02d}.{m:02d}.{y} թ.", f"{y}թ. {_HY_GEN[m - 1]} {d}-ին"])
    if country == "AZ":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_AZ_MONTHS[m - 1]} {_az_year(y)}", f"{d} {_AZ_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d} {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d}-{month[:3].upper()}-{y}", f"{y}-{m:02d}-{d:02d}"])


def dob_v63(draw: Draw) -> str:
    """An adult's date of birth in the text's style."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v63(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1929, 1935), _country(draw))


def dob_iso_v63(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v63(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_other_v63(draw: Draw) -> str:
    """A second person's birth date in a roster (not the text's main person)."""
    return draw.date_between(1960, 2006).strftime("%m/%d/%Y")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v63(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} years old", f"age {age}", f"{age} yo", f"{age}yo"])


def age_elder_v63(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1929-1935 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1929, 1935), REFERENCE_DAY))


def age_at_death_v63(draw: Draw) -> str:
    return _age_words(draw, _age_on(_birth(draw, 1929, 1935), _death_day(draw)))


def age_v63(draw: Draw) -> str:
    """An age of 90 or more, with no birth date beside it."""
    return _age_words(draw, draw.rng.randint(90, 97))


# ---- United States (Pennsylvania) --------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v63(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or with dots as some intake clerks type it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}"])


def ssn_plain_v63(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v63(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4 as on the card, or spaced."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def medicaid_v63(draw: Draw) -> str:
    """A Pennsylvania Medical Assistance recipient number (ten digits) or the plan's member number."""
    v = draw.digits(10, True)
    return draw.pick([v, f"{v[:4]} {v[4:7]} {v[7:]}", f"EMC{draw.digits(8, True)}", f"EMC-{draw.digits(4, True)}-{draw.digits(4)}"])


def medicaid_plain_v63(draw: Draw) -> str:
    return draw.digits(10, True)


def booking_v63(draw: Draw) -> str:
    """A county booking number."""
    return draw.pick([f"2026-{draw.digits(6, True)}", f"SB26-{draw.digits(5, True)}", f"B{draw.rng.randint(25, 26)}{draw.digits(5, True)}", f"{draw.digits(8, True)}"])


def booking_plain_v63(draw: Draw) -> str:
    return f"SB{draw.digits(7, True)}"


def bop_v63(draw: Draw) -> str:
    """A federal BOP register number: five digits and the sentencing district's three (067 Middle District of PA ...)."""
    v = f"{draw.digits(5, True)}-{draw.pick(['067', '066', '068', '050', '054', '510'])}"
    return draw.pick([v, v, v.replace("-", ""), v.replace("-", " ")])


def padoc_v63(draw: Draw) -> str:
    """A Pennsylvania DOC inmate number: two letters and four digits."""
    v = f"{draw.letters(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{draw.digits(4, True)}"
    return draw.pick([v, v, f"{v[:2]}-{v[2:]}", f"{v[:2]} {v[2:]}"])


def inmate_v63(draw: Draw) -> str:
    return draw.pick([bop_v63, padoc_v63, booking_v63])(draw)


def detainee_v63(draw: Draw) -> str:
    """A processing centre's detainee file number."""
    return draw.pick([f"SRPC-{draw.digits(6, True)}", f"D{draw.digits(7, True)}", f"SR-26-{draw.digits(5, True)}"])


def anumber_v63(draw: Draw) -> str:
    """An alien registration number: A and eight or nine digits, as the forms print it."""
    v = draw.digits(9, True) if draw.rng.random() < 0.8 else "0" + draw.digits(8, True)
    return draw.pick([f"A{v}", f"A {v[:3]}-{v[3:6]}-{v[6:]}", f"A{v[:3]} {v[3:6]} {v[6:]}", f"A-{v}", f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def mrn_v63(draw: Draw) -> str:
    return draw.pick([f"LRC{draw.digits(7, True)}", f"{draw.digits(8, True)}", f"MR-{draw.digits(6, True)}"])


_PA_TOWNS = [("Scranton", "18505"), ("Scranton", "18509"), ("Wilkes-Barre", "18702"), ("Hazleton", "18201"), ("Nanticoke", "18634"), ("Altoona", "16602"),
             ("Erie", "16503"), ("State College", "16801"), ("Williamsport", "17701"), ("Johnstown", "15901"), ("Pottsville", "17901"), ("Clearfield", "16830"),
             ("Bellefonte", "16823"), ("Carbondale", "18407"), ("Pittston", "18640"), ("DuBois", "15801")]
_PA_STREETS = ["Wyoming Ave", "Penn Ave", "N Washington St", "Moosic St", "S Main St", "Union St", "Green Ridge St", "Pittston Ave", "Beech St", "E Walnut St",
               "Plank Rd", "W 26th St", "Frankstown Rd", "Market St", "Shamokin St", "Locust Ln"]


def _pa_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_PA_TOWNS)
    street = f"{draw.rng.randint(12, 2890)} {draw.pick(_PA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 30)}", f" Apt {draw.rng.randint(1, 4)}{draw.letters(1, 'ABCD')}", f", Fl {draw.rng.randint(1, 3)}",
                      f" # {draw.rng.randint(2, 12)}"])
    return street, unit, town, zip_code


def addr_pa_v63(draw: Draw) -> str:
    street, unit, town, zip_code = _pa_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, PA {zip_code}", f"{street}{unit}\n{town}, PA {zip_code}", f"{street}{unit}, {town} PA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} PA {zip_code}", f"{street}{unit}, {town}, Pennsylvania {zip_code}"])


def addr_hl7_v63(draw: Draw) -> str:
    street, _, town, zip_code = _pa_parts(draw)
    return f"{street.upper()}^^{town.upper()}^PA^{zip_code}^USA^H"


def addr_fhir_v63(draw: Draw) -> str:
    street, _, town, zip_code = _pa_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"PA\", \"postalCode\": \"{zip_code}"


def addr_x12_v63(draw: Draw) -> str:
    street, _, town, zip_code = _pa_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*PA*{zip_code}"


def addr_csv_v63(draw: Draw) -> str:
    street, unit, town, zip_code = _pa_parts(draw)
    return f"{street}{unit}, {town}, PA {zip_code}"


def phone_pa_v63(draw: Draw) -> str:
    area = draw.pick(["570", "570", "814", "814", "717", "272"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"{area} {exchange} {line}", f"({area}){exchange}-{line}"])


def phone_e164_v63(draw: Draw) -> str:
    return f"+1{draw.pick(['570', '814', '272'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v63(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['570', '814'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v63(draw: Draw) -> str:
    """A Pennsylvania checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["03130001", "03100005", "04300009", "03131017", "03130612"]))
    account = draw.digits(draw.pick([8, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"RTN {routing} / Acct {account}", f"{routing} {account}", f"ABA# {routing}  account# {account}"])


def plate_pa_v63(draw: Draw) -> str:
    """A Pennsylvania plate: three letters, four digits."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v, f"PA {v[:3]}-{v[3:]}"])


# ---- Ukraine ------------------------------------------------------------------------------------------------------
def rnokpp_v63(draw: Draw) -> str:
    """A Ukrainian RNOKPP (taxpayer number): days since 1899-12-31, a serial whose last digit is odd for men, the check digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    days = (born - dt.date(1899, 12, 31)).days
    serial = draw.digits(3) + draw.pick(["1", "3", "5", "7", "9"] if male else ["0", "2", "4", "6", "8"])
    body = f"{days:05d}{serial}"
    check = sum(int(ch) * w for ch, w in zip(body, (-1, 5, 7, 9, 4, 6, 10, 5, 7))) % 11 % 10
    return body + str(check)


def iban_ua_v63(draw: Draw) -> str:
    """A Ukrainian IBAN: the bank's six-digit MFO and a 19-digit account."""
    bban = draw.pick(["305299", "320649", "300528", "322001", "380805", "300465"]) + "0000" + draw.digits(15, True)
    iban = _iban("UA", bban)
    return draw.pick([iban, _groups(iban), iban])


_UA_PLACES = [("Житомир", "10014"), ("Житомир", "10029"), ("Бердичів", "13300"), ("Коростень", "11500"), ("Київ", "02140"), ("Вінниця", "21050"), ("Рівне", "33028")]
_UA_STREETS = ["вул. Велика Бердичівська", "вул. Шевченка", "вул. Київська", "просп. Миру", "вул. Лесі Українки", "вул. Гетьманська", "вул. Соборна"]


def addr_ua_v63(draw: Draw) -> str:
    town, code = draw.pick(_UA_PLACES)
    street = draw.pick(_UA_STREETS)
    no, flat = draw.rng.randint(1, 160), draw.rng.randint(1, 140)
    return draw.pick([f"{street}, буд. {no}, кв. {flat}, м. {town}, {code}", f"{code}, м. {town}, {street}, {no}/{flat}", f"м. {town}, {street} {no}, кв. {flat}",
                      f"{street}, {no}, кв. {flat}\n{town}\n{code}", f"{code}, {draw.pick(['Житомирська', 'Вінницька', 'Рівненська'])} обл., м. {town}, {street}, буд. {no}"])


def phone_ua_v63(draw: Draw) -> str:
    pre = draw.pick(["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"])
    r = _sub(draw, 7)
    return draw.pick([f"+380 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"0{pre} {r[:3]} {r[3:5]} {r[5:]}", f"(0{pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"+380{pre}{r}", f"0{pre}{r}",
                      f"+38 (0{pre}) {r[:3]}-{r[3:5]}-{r[5:]}"])


def plate_ua_v63(draw: Draw) -> str:
    """A Ukrainian plate: region letters, four digits, series letters (the letters common to both scripts)."""
    letters = "ABCEHIKMOPTX"
    v = f"{draw.pick(['AM', 'AA', 'BI', 'AB', 'BK'])}{draw.digits(4)}{draw.letters(2, letters)}"
    return draw.pick([f"{v[:2]} {v[2:6]} {v[6:]}", v, f"{v[:2]}{v[2:6]} {v[6:]}"])


# ---- Romania ------------------------------------------------------------------------------------------------------
def cnp_v63(draw: Draw) -> str:
    """A Romanian CNP: sex and century (1/2 for the 1900s, 5/6 for the 2000s), YYMMDD, the county, a serial, the 279146358279 check digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    s = (1 if male else 2) if born.year < 2000 else (5 if male else 6)
    body = f"{s}{born.strftime('%y%m%d')}{draw.pick(['22', '22', '40', '04', '37', '07', '33'])}{draw.digits(3, True)}"
    total = sum(int(ch) * int(w) for ch, w in zip(body, "279146358279")) % 11
    return body + str(1 if total == 10 else total)


def iban_ro_v63(draw: Draw) -> str:
    """A Romanian IBAN: the bank's four letters and sixteen account characters (RON accounts often begin RONCRT)."""
    bban = draw.pick(["BTRL", "RNCB", "BRDE", "INGB", "CECE", "RZBR"]) + draw.pick(["RONCRT0", "0" + draw.digits(6, True)]) + draw.digits(9, True)
    iban = _iban("RO", bban)
    return draw.pick([iban, _groups(iban), _groups(iban)])


_RO_PLACES = [("Iași", "700057", "Iași"), ("Iași", "700259", "Iași"), ("Pașcani", "705200", "Iași"), ("Vaslui", "730168", "Vaslui"), ("Bacău", "600093", "Bacău"),
              ("Suceava", "720229", "Suceava"), ("Botoșani", "710236", "Botoșani")]
_RO_STREETS = ["Str. Lăpușneanu", "Bd. Independenței", "Str. Pācurari", "Șos. Nicolina", "Str. Ștefan cel Mare", "Str. Sărărie", "Bd. Tudor Vladimirescu"]


def addr_ro_v63(draw: Draw) -> str:
    town, code, county = draw.pick(_RO_PLACES)
    street = draw.pick(_RO_STREETS).replace("ā", "a")
    no = draw.rng.randint(1, 180)
    block = f"bl. {draw.pick(['A', 'B', 'C', 'D'])}{draw.rng.randint(1, 9)}, sc. {draw.pick(['A', 'B', 'C'])}, et. {draw.rng.randint(1, 10)}, ap. {draw.rng.randint(1, 60)}"
    return draw.pick([f"{street} nr. {no}, {block}, {town} {code}, jud. {county}", f"{street} nr. {no}, {town}, jud. {county}, cod poștal {code}",
                      f"{street} {no}, {block}\n{code} {town}", f"Mun. {town}, {street} nr. {no}, jud. {county}"])


def phone_ro_v63(draw: Draw) -> str:
    pre = draw.pick(["21", "22", "23", "24", "26", "28", "29", "40", "42", "44", "45", "47", "49", "51", "52", "60", "61", "62", "66", "72", "73", "74", "75", "76", "77", "78", "85", "86", "87", "88"])
    r = _sub(draw, 6)
    return draw.pick([f"07{pre} {r[:3]} {r[3:]}", f"+40 7{pre} {r[:3]} {r[3:]}", f"07{pre}.{r[:3]}.{r[3:]}", f"+407{pre}{r}", f"07{pre}{r}", f"0040 7{pre} {r}"])


def plate_ro_v63(draw: Draw) -> str:
    return draw.pick([f"IS {draw.digits(2, True)} {draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}", f"VS-{draw.digits(2, True)}-{draw.letters(3, 'ABCDEFGHKLMNPRSTUVXZ')}",
                      f"BC{draw.digits(2, True)}{draw.letters(3, 'ABCDEFGHKLMNPRSTUVXZ')}"])


# ---- Slovakia -----------------------------------------------------------------------------------------------------
def rc_v63(draw: Draw) -> str:
    """A Slovak rodné číslo: YYMMDD (month plus 50 for a woman), a serial, the whole ten digits divisible by 11."""
    born, male = _birth(draw), _sex(draw) == "M"
    head = f"{born.year % 100:02d}{born.month + (0 if male else 50):02d}{born.day:02d}"
    while True:
        serial = draw.digits(3)
        check = int(head + serial) % 11
        if check != 10:
            v = f"{head}{serial}{check}"
            return draw.pick([f"{v[:6]}/{v[6:]}", f"{v[:6]}/{v[6:]}", v, f"{v[:6]} / {v[6:]}"])


def iban_sk_v63(draw: Draw) -> str:
    bban = draw.pick(["0900", "1100", "0200", "7500", "5600", "8330"]) + draw.pick(["000000", "000000", "000019"]) + draw.digits(10, True)
    iban = _iban("SK", bban)
    return draw.pick([_groups(iban), iban])


_SK_PLACES = [("080 01", "Prešov"), ("040 01", "Košice"), ("085 01", "Bardejov"), ("066 01", "Humenné"), ("821 08", "Bratislava"), ("071 01", "Michalovce")]
_SK_STREETS = ["Hlavná", "Sabinovská", "Levočská", "Námestie legionárov", "Sídlisko III", "Masarykova", "Duklianska"]


def addr_sk_v63(draw: Draw) -> str:
    code, town = draw.pick(_SK_PLACES)
    street, no = draw.pick(_SK_STREETS), draw.rng.randint(1, 140)
    return draw.pick([f"{street} {no}, {code} {town}", f"{street} {draw.rng.randint(1000, 4999)}/{no}\n{code} {town}", f"{street} {no}/{draw.letters(1, 'ABC')}, {code} {town}",
                      f"{town}, {street} {no}, PSČ {code}"])


def phone_sk_v63(draw: Draw) -> str:
    pre = draw.pick(["901", "902", "903", "905", "907", "908", "910", "911", "915", "917", "940", "944", "948", "949"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+421 {pre} {r[:3]} {r[3:]}", f"+421{pre}{r}", f"0{pre}/{r}", f"00421 {pre} {r[:3]} {r[3:]}"])


# ---- Slovenia -----------------------------------------------------------------------------------------------------
def emso_v63(draw: Draw) -> str:
    """A Slovenian EMŠO: DDMMYYY, the register 50, the serial (000-499 men, 500-999 women), the mod 11 check digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    while True:
        serial = draw.rng.randint(0, 499) if male else draw.rng.randint(500, 999)
        body = f"{born.day:02d}{born.month:02d}{born.year % 1000:03d}50{serial:03d}"
        total = sum(int(ch) * w for ch, w in zip(body, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)))
        k = 11 - total % 11
        if k == 10:
            continue
        return body + str(0 if k == 11 else k)


def iban_si_v63(draw: Draw) -> str:
    """A Slovenian IBAN: bank and branch, eight account digits, the national 97-10 check pair (so SI56)."""
    head = draw.pick(["02", "04", "05", "06", "10", "19"]) + draw.digits(3) + draw.digits(8, True)
    check = 98 - int(head + "00") % 97
    iban = _iban("SI", f"{head}{check:02d}")
    return draw.pick([_groups(iban), iban, _groups(iban)])


_SI_PLACES = [("2000", "Maribor"), ("2250", "Ptuj"), ("2310", "Slovenska Bistrica"), ("1000", "Ljubljana"), ("3000", "Celje"), ("9000", "Murska Sobota")]
_SI_STREETS = ["Partizanska cesta", "Ulica heroja Tomšiča", "Gosposvetska cesta", "Tržaška cesta", "Ptujska cesta", "Ulica Pohorskega bataljona"]


def addr_si_v63(draw: Draw) -> str:
    code, town = draw.pick(_SI_PLACES)
    street, no = draw.pick(_SI_STREETS), draw.rng.randint(1, 120)
    return draw.pick([f"{street} {no}, {code} {town}", f"{street} {no}{draw.pick(['a', 'b', ''])}\n{code} {town}", f"{street} {no}, {code} {town}, Slovenija"])


def phone_si_v63(draw: Draw) -> str:
    pre = draw.pick(["31", "40", "41", "51", "68", "70", "64"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+386 {pre} {r[:3]} {r[3:]}", f"+386{pre}{r}", f"0{pre}/{r[:3]}-{r[3:]}", f"00386 {pre} {r}"])


# ---- Georgia, Armenia, Azerbaijan ----------------------------------------------------------------------------------
def ge_pn_v63(draw: Draw) -> str:
    """A Georgian personal number: eleven digits (the ID card's)."""
    return draw.pick(["01", "60", "35", "59", "61"]) + draw.digits(9)


def iban_ge_v63(draw: Draw) -> str:
    bban = draw.pick(["BG", "TB", "LB", "CD"]) + "0000000" + draw.digits(9, True)
    iban = _iban("GE", bban)
    return draw.pick([iban, _groups(iban)])


def addr_ge_v63(draw: Draw) -> str:
    town = draw.pick(["ქუთაისი", "ქუთაისი", "თბილისი", "ზესტაფონი", "სამტრედია", "ბათუმი"])
    street = draw.pick(["რუსთაველის გამზ.", "ჭავჭავაძის ქ.", "ნიკეას ქ.", "თამარ მეფის ქ.", "ავტომშენებლის ქ.", "ინასარიძის ქ."])
    no, flat = draw.rng.randint(1, 140), draw.rng.randint(1, 90)
    return draw.pick([f"ქ. {town}, {street} N{no}, ბ. {flat}", f"{street} {no}, ბინა {flat}, {town} {draw.pick(['4600', '4600', '0108', '2000'])}",
                      f"{town}, {street} {no}"])


def phone_ge_v63(draw: Draw) -> str:
    pre = draw.pick(["555", "557", "558", "568", "571", "577", "591", "592", "593", "595", "597", "598", "599"])
    pre = pre if pre != "555" else "551"
    r = _sub(draw, 6)
    return draw.pick([f"{pre} {r[:2]} {r[2:4]} {r[4:]}", f"+995 {pre} {r[:2]} {r[2:4]} {r[4:]}", f"+995{pre}{r}", f"{pre}{r}", f"(+995) {pre} {r[:3]} {r[3:]}"])


def am_ssn_v63(draw: Draw) -> str:
    """An Armenian social card number (ՀԾՀ): ten digits."""
    return draw.digits(10, True)


def iban_am_v63(draw: Draw) -> str:
    """An Armenian bank account (Armenia has no IBAN): sixteen digits, the bank first."""
    v = draw.pick(["1570", "2470", "1930", "2200", "1660"]) + draw.digits(12, True)
    return draw.pick([v, _groups(v)])


def addr_am_v63(draw: Draw) -> str:
    town = draw.pick(["Գյումրի", "Գյումրի", "Երևան", "Վանաձոր", "Արթիկ"])
    street = draw.pick(["Ռիժկովի փ.", "Աբովյան փ.", "Գորկու փ.", "Շիրակացու փ.", "Տիգրան Մեծի պող.", "Վարդանանց փ."])
    no, flat = draw.rng.randint(1, 90), draw.rng.randint(1, 80)
    return draw.pick([f"ք. {town}, {street}, շենք {no}, բն. {flat}", f"{street} {no}, բն. {flat}, {town} {draw.pick(['3101', '3104', '0010', '2001'])}",
                      f"ՀՀ, {draw.pick(['Շիրակի', 'Լոռու'])} մարզ, ք. {town}, {street} {no}"])


def phone_am_v63(draw: Draw) -> str:
    pre = draw.pick(["91", "93", "94", "77", "98", "99", "55", "43", "41"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:2]}-{r[2:4]}-{r[4:]}", f"+374 {pre} {r}", f"+374{pre}{r}", f"(0{pre}) {r[:2]}-{r[2:4]}-{r[4:]}", f"+374 ({pre}) {r[:3]}-{r[3:]}"])


_FIN_ALPHA = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def fin_v63(draw: Draw) -> str:
    """An Azerbaijani FIN code: seven characters, digits and Latin capitals (no I or O)."""
    v = draw.letters(7, _FIN_ALPHA)
    while v.isdigit() or v.isalpha():
        v = draw.letters(7, _FIN_ALPHA)
    return v


def iban_az_v63(draw: Draw) -> str:
    bban = draw.pick(["IBAZ", "PAHA", "AIIB", "KAPI", "UBAZ"]) + "4006" + draw.pick(["944", "840", "978"]) + draw.digits(13, True)
    iban = _iban("AZ", bban)
    return draw.pick([iban, _groups(iban)])


def addr_az_v63(draw: Draw) -> str:
    town, code = draw.pick([("Gəncə", "AZ2000"), ("Gəncə", "AZ2003"), ("Bakı", "AZ1010"), ("Şəmkir", "AZ5700"), ("Goranboy", "AZ4600"), ("Sumqayıt", "AZ5000")])
    street = draw.pick(["Atatürk prospekti", "Cavadxan küçəsi", "Nizami Gəncəvi küçəsi", "Heydər Əliyev prospekti", "Şah İsmayıl Xətai prospekti", "Səməd Vurğun küçəsi"])
    no, flat = draw.rng.randint(1, 140), draw.rng.randint(1, 90)
    return draw.pick([f"{town} şəhəri, {street}, ev {no}, mənzil {flat}, {code}", f"{code}, {town}, {street} {no}, m. {flat}", f"{street}, {no}/{flat}, {town} {code}"])


def phone_az_v63(draw: Draw) -> str:
    pre = draw.pick(["50", "51", "55", "70", "77", "99", "10"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:5]} {r[5:]}", f"+994 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"+994{pre}{r}", f"(0{pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"0{pre}{r}"])


def plate_az_v63(draw: Draw) -> str:
    v = f"{draw.pick(['20', '10', '90', '77', '99'])}-{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVXYZ')}-{draw.digits(3, True)}"
    return draw.pick([v, v.replace("-", " "), v])


# ---- passports of the people's countries ---------------------------------------------------------------------------
def passport_v63(draw: Draw) -> str:
    c = _country(draw)
    if c == "UA":
        return draw.pick([f"{draw.letters(2, 'EFKM' + 'T')}{draw.digits(6, True)}", f"F{draw.letters(1, 'ABCEHKMPTX')}{draw.digits(6, True)}", draw.digits(9, True)])
    if c == "RO":
        return draw.pick([f"0{draw.digits(8, True)}", f"05{draw.digits(7)}"])
    if c == "SK":
        return f"{draw.letters(2, 'ABCDEFHKLMNPRS')}{draw.digits(7)}"
    if c == "SI":
        return f"P{draw.letters(1, 'ABCDEFHJKLMN')}{draw.digits(7)}"
    if c == "GE":
        return f"{draw.digits(2, True)}{draw.letters(2, 'ABCDEFGHJKLMN')}{draw.digits(5)}"
    if c == "AM":
        return draw.pick([f"A{draw.letters(1, 'ABKMNT')}{draw.digits(7)}", f"AN{draw.digits(7)}"])
    if c == "AZ":
        return draw.pick([f"C{draw.digits(8)}", f"AA{draw.digits(7)}"])
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


def natid_v63(draw: Draw) -> str:
    """The person's country's personal number, as that country prints it."""
    return {"UA": rnokpp_v63, "RO": cnp_v63, "SK": rc_v63, "SI": emso_v63, "GE": ge_pn_v63, "AM": am_ssn_v63, "AZ": fin_v63}.get(_country(draw), ssn_v63)(draw)


def addr_v63(draw: Draw) -> str:
    return {"UA": addr_ua_v63, "RO": addr_ro_v63, "SK": addr_sk_v63, "SI": addr_si_v63, "GE": addr_ge_v63, "AM": addr_am_v63, "AZ": addr_az_v63}.get(
        _country(draw), addr_pa_v63)(draw)


def phone_v63(draw: Draw) -> str:
    return {"UA": phone_ua_v63, "RO": phone_ro_v63, "SK": phone_sk_v63, "SI": phone_si_v63, "GE": phone_ge_v63, "AM": phone_am_v63, "AZ": phone_az_v63}.get(
        _country(draw), phone_pa_v63)(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v63(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v63(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def discover_v63(draw: Draw) -> str:
    """A Discover number: 6011, 644-649 or 65, sixteen digits, Luhn."""
    return _card(draw, draw.pick(["6011", str(draw.rng.randint(644, 649)), "65"]))


def card_v63(draw: Draw) -> str:
    return draw.pick([visa_v63, visa_v63, mastercard_v63, discover_v63])(draw)


def card_eu_v63(draw: Draw) -> str:
    return draw.pick([visa_v63, mastercard_v63])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "comcast.net", "verizon.net", "outlook.com", "icloud.com"], "UA": ["ukr.net", "gmail.com", "i.ua", "meta.ua"],
            "RO": ["yahoo.com", "gmail.com", "yahoo.ro"], "SK": ["azet.sk", "gmail.com", "centrum.sk", "post.sk"], "SI": ["gmail.com", "siol.net", "t-2.net"],
            "GE": ["gmail.com", "mail.ru", "yahoo.com"], "AM": ["gmail.com", "mail.ru", "yandex.ru"], "AZ": ["gmail.com", "mail.ru", "box.az"]}
_ROMAN = {"UA": ["oleksandr.kovalenko", "iryna.bondar", "tkachuk.vasyl", "o.melnyk", "nataliia_shevchuk", "bohdan.kravets"],
          "GE": ["giorgi.beridze", "nino.kapanadze", "lasha_gelashvili", "tamar.lomidze", "d.maisuradze"],
          "AM": ["armen.grigoryan", "anahit.sargsyan", "hovhannisyan.t", "lilit_petrosyan", "davit.harutyunyan"],
          "AZ": ["elvin.mammadov", "gunel.aliyeva", "rashad_huseynov", "aysel.guliyeva", "t.hasanov"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        country = _country(draw)
        if country in _ROMAN:
            draw.cache["_roman"] = draw.pick(_ROMAN[country]) + draw.pick(["", str(draw.rng.randint(70, 99))])
        else:
            first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "inmate"
            last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if "a" <= ch <= "z") or "family"
            draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}"])
    return draw.cache["_roman"]


def email_v63(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.28:
        return f"{local} [at] {domain}"
    return f"{local}@{domain}"


def email_plain_v63(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (71, 160, 191), (174, 48, 63), (108, 16, 63)], "UA": [(46, 211, 211), (93, 72, 79), (176, 36, 39)], "RO": [(86, 120, 127), (79, 112, 119)],
        "SK": [(78, 98, 99), (95, 102, 103)], "SI": [(89, 142, 143), (93, 103, 103)], "GE": [(188, 129, 129), (31, 146, 146)], "AM": [(37, 252, 252), (46, 70, 70)],
        "AZ": [(85, 132, 132), (94, 20, 20)]}
_IP6 = {"US": "2601:18c", "UA": "2a02:2378", "RO": "2a02:2f0c", "SK": "2a01:c846", "SI": "2a00:ee2", "GE": "2a0a:e5c0", "AM": "2a00:cc40", "AZ": "2a02:e58"}


def ip_v63(draw: Draw) -> str:
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


def url_v63(draw: Draw) -> str:
    """A page about the person: a petition, a fundraiser, a profile."""
    return draw.pick([f"https://www.change.org/p/free-{_slug(draw)}-medical-release", f"https://www.gofundme.com/f/{_slug(draw)}-legal-and-medical-fund",
                      f"https://www.facebook.com/{_slug(draw, '.')}", f"https://x.com/{_slug(draw, '_')}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://www.givesendgo.com/bring-{_slug(draw)}-home"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v63": dob_v63, "dob_elder_v63": dob_elder_v63, "dob_iso_v63": dob_iso_v63, "dob_compact_v63": dob_compact_v63, "dob_other_v63": dob_other_v63,
    "dod_v63": dod_v63, "age_elder_v63": age_elder_v63, "age_at_death_v63": age_at_death_v63, "age_v63": age_v63,
    "ssn_v63": ssn_v63, "ssn_plain_v63": ssn_plain_v63, "mbi_v63": mbi_v63, "medicaid_v63": medicaid_v63, "medicaid_plain_v63": medicaid_plain_v63,
    "booking_v63": booking_v63, "booking_plain_v63": booking_plain_v63, "bop_v63": bop_v63, "padoc_v63": padoc_v63, "inmate_v63": inmate_v63,
    "detainee_v63": detainee_v63, "anumber_v63": anumber_v63, "mrn_v63": mrn_v63,
    "addr_pa_v63": addr_pa_v63, "addr_hl7_v63": addr_hl7_v63, "addr_fhir_v63": addr_fhir_v63, "addr_x12_v63": addr_x12_v63, "addr_csv_v63": addr_csv_v63,
    "phone_pa_v63": phone_pa_v63, "phone_e164_v63": phone_e164_v63, "phone_hl7_v63": phone_hl7_v63, "account_us_v63": account_us_v63, "plate_pa_v63": plate_pa_v63,
    "rnokpp_v63": rnokpp_v63, "iban_ua_v63": iban_ua_v63, "addr_ua_v63": addr_ua_v63, "phone_ua_v63": phone_ua_v63, "plate_ua_v63": plate_ua_v63,
    "cnp_v63": cnp_v63, "iban_ro_v63": iban_ro_v63, "addr_ro_v63": addr_ro_v63, "phone_ro_v63": phone_ro_v63, "plate_ro_v63": plate_ro_v63,
    "rc_v63": rc_v63, "iban_sk_v63": iban_sk_v63, "addr_sk_v63": addr_sk_v63, "phone_sk_v63": phone_sk_v63,
    "emso_v63": emso_v63, "iban_si_v63": iban_si_v63, "addr_si_v63": addr_si_v63, "phone_si_v63": phone_si_v63,
    "ge_pn_v63": ge_pn_v63, "iban_ge_v63": iban_ge_v63, "addr_ge_v63": addr_ge_v63, "phone_ge_v63": phone_ge_v63,
    "am_ssn_v63": am_ssn_v63, "iban_am_v63": iban_am_v63, "addr_am_v63": addr_am_v63, "phone_am_v63": phone_am_v63,
    "fin_v63": fin_v63, "iban_az_v63": iban_az_v63, "addr_az_v63": addr_az_v63, "phone_az_v63": phone_az_v63, "plate_az_v63": plate_az_v63,
    "passport_v63": passport_v63, "natid_v63": natid_v63, "addr_v63": addr_v63, "phone_v63": phone_v63,
    "visa_v63": visa_v63, "mastercard_v63": mastercard_v63, "discover_v63": discover_v63, "card_v63": card_v63, "card_eu_v63": card_eu_v63,
    "email_v63": email_v63, "email_plain_v63": email_plain_v63, "ip_v63": ip_v63, "url_v63": url_v63,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email": blind.email, "email_obf": blind.email_obf,  # the first set's printings
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
UA_EDRPOU = "40636351"
RO_CIF = "40636352"
SK_ICO = "42406363"
SI_MATICNA = "4063635000"
GE_ID_CODE = "412406363"
AM_TIN = "06406363"
AZ_VOEN = "2406363631"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Ambrose Kittredge-Nwosu, MD, CCHP", "Dr. Philomena Vardaman, DO", "Rosalind Oyelaran-Pike, RN, CCHP-RN", "Cornelius Dabrowski-Hale, LPN",
         "Evadne Marchetti-Sloan, PharmD", "Gideon Thistlewood, MSN, RN", "Leocadia Fairweather-Obi, LCSW", "Dr. Torvald Ashenhurst, MD, MPH")
_NURSES = [("Rosalind Oyelaran-Pike", "RN", "Health services administrator"), ("Gideon Thistlewood", "MSN, RN", "Director of nursing"),
           ("Cornelius Dabrowski-Hale", "LPN", "Medication pass"), ("Hortensia Vukovich-Amadi", "RN", "Intake nurse"), ("Bartholomew Quince", "LPN", "Sick call"),
           ("Sabine Okonkwo-Trask", "RN", "Infirmary charge nurse"), ("Ephraim Lindqvist-Mora", "CMA", "Sick-call triage support"),
           ("Winnifred Achterberg", "RN", "Infection control"), ("Maximilian Oduya-Fenn", "LPN", "Night medication pass"), ("Perpetua Hollenbeck", "RN", "Chronic care clinic")]
_COORDS = ["R. Oyelaran-Pike", "G. Thistlewood", "S. Okonkwo-Trask", "W. Achterberg", "E. Marchetti-Sloan"]

_UNITS = ["A-Pod", "B-Pod", "C-Pod", "D-Pod", "E-Block (female)", "F-Block (female)", "G-Unit (work release)", "H-Unit (restricted housing)", "Infirmary",
          "Intake/classification", "Medical observation", "Mental health step-down"]


def _sickcall_row(d: Draw) -> str:
    h = d.rng.randint(6, 14)
    return (f"{d.pick(_UNITS)} | {d.pick(['Mon/Wed/Fri', 'Tue/Thu/Sat', 'daily', 'Mon-Fri'])} | {h:02d}:{d.pick(['00', '15', '30', '45'])} | "
            f"{d.pick(['RN', 'RN', 'LPN + RN review', 'NP'])} | {d.rng.randint(2, 24)} avg requests/day")


def _sickcall_csv_row(d: Draw) -> str:
    return f"\"{d.pick(_UNITS)}\",{d.pick(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])},{d.rng.randint(6, 14):02d}:00,{d.pick(['RN', 'LPN', 'NP', 'MD'])},{d.rng.randint(0, 30)},{d.rng.randint(0, 6)}"


def _sickcall_json_row(d: Draw) -> str:
    return (f"{{\"unit\": \"{d.pick(_UNITS)}\", \"days\": [\"{d.pick(['MO', 'TU', 'WE'])}\", \"{d.pick(['TH', 'FR', 'SA'])}\"], \"start\": \"{d.rng.randint(6, 13):02d}:30\", "
            f"\"clinician\": \"{d.pick(['RN', 'LPN', 'NP'])}\", \"requestsLast7d\": {d.rng.randint(5, 120)}, \"slaHours\": {d.pick([24, 24, 48, 72])}}}")


_OTC = [("Ibuprofen 200 mg, 24 tablets", "0.95"), ("Acetaminophen 325 mg, 24 tablets", "0.85"), ("Antacid chewable, 12 tablets", "0.70"),
        ("Hydrocortisone cream 1%, 1 oz", "1.40"), ("Loratadine 10 mg, 10 tablets", "1.60"), ("Artificial tears 15 mL", "2.10"), ("Cough drops, 20 count", "0.90"),
        ("Tolnaftate antifungal cream 1%", "1.75"), ("Dandruff shampoo 4 oz", "1.95"), ("Lip balm SPF 15", "0.60"), ("Bismuth subsalicylate 262 mg, 12 tablets", "1.15"),
        ("Saline nasal spray 1.5 oz", "1.30"), ("Triple antibiotic ointment 0.5 oz", "1.20"), ("Petroleum jelly 1.75 oz", "0.80"), ("Sunscreen SPF 30, 2 oz", "1.85")]


def _otc_row(d: Draw) -> str:
    item, price = d.pick(_OTC)
    return f"{item} | {d.pick(['C-', 'M-', 'H-'])}{d.rng.randint(100, 899)} | ${price} | {d.pick(['limit 2 per week', 'limit 1 per week', 'no limit', 'limit 3 per week'])}"


def _otc_csv_row(d: Draw) -> str:
    item, price = d.pick(_OTC)
    return f"\"{item}\",{d.pick(['C', 'M', 'H'])}{d.rng.randint(100, 899)},{price},{d.rng.randint(1, 3)},{d.pick(['Y', 'N'])}"


def _otc_xml_row(d: Draw) -> str:
    item, price = d.pick(_OTC)
    return f"  <product name=\"{item}\" sku=\"OTC-{d.rng.randint(1000, 9899)}\" price=\"{price}\" weeklyLimit=\"{d.rng.randint(1, 3)}\" indigentEligible=\"{d.pick(['true', 'false'])}\"/>"


_PASSES = [("03:30", "pre-breakfast insulin and glucose checks"), ("05:30", "AM pass"), ("07:00", "opioid treatment (buprenorphine) line"), ("11:30", "noon pass"),
           ("14:00", "TB therapy (DOT)"), ("16:30", "PM pass"), ("20:00", "HS pass"), ("21:30", "psychiatric HS medications"), ("08:30", "KOP card refills")]


def _pass_row(d: Draw) -> str:
    time, what = d.pick(_PASSES)
    return f"{time} | {what} | {d.pick(_UNITS[:8])} | {d.pick(['cart 1', 'cart 2', 'pill window', 'cell-side'])} | {d.rng.randint(20, 60)} min"


def _pass_csv_row(d: Draw) -> str:
    time, what = d.pick(_PASSES)
    return f"{time},\"{what}\",\"{d.pick(_UNITS[:8])}\",{d.pick(['LPN', 'RN'])},{d.rng.randint(10, 140)}"


_FACILITIES = ["Susquehanna Bend CCF", "Lackawanna Ridge contract site 2 (Wayne County)", "Lackawanna Ridge contract site 3 (Pike County)", "Sinnemahoning Ridge PC",
               "Lackawanna Ridge contract site 5 (Clearfield County)", "Lackawanna Ridge contract site 6 (Blair County)"]


def _tb_row(d: Draw) -> str:
    n = d.rng.randint(200, 2400)
    done = d.rng.randint(int(n * 0.8), n)
    return f"{d.pick(_FACILITIES)} | {n:,} | {done:,} | {done * 100 / n:.1f}% | {d.rng.randint(0, 9)} | {d.rng.randint(0, 2)}"


def _tb_csv_row(d: Draw) -> str:
    n = d.rng.randint(200, 2400)
    done = d.rng.randint(int(n * 0.8), n)
    return f"\"{d.pick(_FACILITIES)}\",{d.pick(['Q3 2025', 'Q4 2025', 'Q1 2026'])},{n},{done},{d.rng.randint(0, 14)},{d.rng.randint(0, 3)},{d.pick(['IGRA', 'TST', 'IGRA+CXR'])}"


def _staffing_row(d: Draw) -> str:
    name, cred, role = d.pick(_NURSES)
    return f"{name}, {cred} | {role} | {d.pick(['days', 'evenings', 'nights'])} | {d.pick(['full time', 'full time', 'part time', 'PRN'])}"


def _staffing_csv_row(d: Draw) -> str:
    return (f"{d.pick(['Days', 'Evenings', 'Nights'])},{d.pick(['RN', 'LPN', 'CMA', 'NP'])},{d.rng.randint(1, 6)},{d.rng.randint(0, 6)},{d.rng.randint(0, 24)},"
            f"{d.rng.randint(0, 16)}")


def _formulary_mfn(d: Draw) -> str:
    drug, ndc = d.pick([("BUPRENORPHINE 8MG SL TAB", "00054017613"), ("ISONIAZID 300MG TAB", "00555007102"), ("RIFAPENTINE 150MG TAB", "00088210024"),
                        ("METFORMIN 500MG TAB", "00093104801"), ("LISINOPRIL 10MG TAB", "68180098001"), ("SERTRALINE 50MG TAB", "16729000101"),
                        ("NALOXONE 4MG NASAL SPRAY", "69547035302"), ("INSULIN NPH 100U/ML VIAL", "00002831501"), ("OLANZAPINE 10MG TAB", "00093594501")])
    return f"MFE|MAD|{d.digits(6, True)}|{d.fill('hl7_ts')}|{ndc}^{drug}^NDC\nZFM|{d.pick(['FORMULARY', 'NONFORMULARY-PA', 'KOP-ELIGIBLE', 'DOT-ONLY'])}|{d.pick(['Y', 'N'])}"


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(12, 400)
    return (f"{d.pick(['837P', '837I', 'NCPDP D.0'])},B{d.rng.randint(1001, 1360)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 40, n * 300)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 8)},{d.pick(['accepted', 'accepted', 'partial', 'rejected 999'])}")


def _json_formulary_row(d: Draw) -> str:
    item, price = d.pick(_OTC)
    return f"{{\"item\": \"{item}\", \"tier\": \"{d.pick(['commissary', 'sick-call stock', 'KOP'])}\", \"price\": {price}, \"requiresOrder\": {d.pick(['false', 'true'])}}}"


# per-locale tables of the notices abroad
_UA_ROWS = [("Парацетамол 500 мг, 10 табл.", "18,40"), ("Ібупрофен 200 мг, 20 табл.", "46,90"), ("Лоратадин 10 мг, 10 табл.", "32,10"),
            ("Мазь гідрокортизонова 1%", "58,00"), ("Краплі очні «Штучна сльоза»", "97,50"), ("Активоване вугілля 250 мг, 10 табл.", "9,80")]
_RO_ROWS = [("Secția A", "luni, miercuri, vineri", "08:30"), ("Secția B", "marți, joi", "09:00"), ("Secția femei", "zilnic", "10:00"), ("Infirmerie", "zilnic", "07:30"),
            ("Secția de tranzit", "luni-vineri", "13:00"), ("Secția regim deschis", "sâmbătă", "11:00")]
_SK_ROWS = [("Oddiel A", "06:30", "12:00", "19:30"), ("Oddiel B", "06:45", "12:15", "19:45"), ("Ženský oddiel", "07:00", "12:30", "20:00"),
            ("Ošetrovňa", "06:00", "11:30", "21:00"), ("Oddiel výkonu väzby", "07:15", "12:45", "20:15")]
_SI_ROWS = [("1. četrtletje 2025", "412", "398", "96,6"), ("2. četrtletje 2025", "437", "421", "96,3"), ("3. četrtletje 2025", "455", "447", "98,2"),
            ("4. četrtletje 2025", "429", "420", "97,9"), ("1. četrtletje 2026", "446", "431", "96,6")]
_KA_ROWS = [("A ბლოკი", "ორშაბათი, ოთხშაბათი", "10:00"), ("B ბლოკი", "სამშაბათი, ხუთშაბათი", "11:00"), ("ქალთა განყოფილება", "ყოველდღე", "09:30"),
            ("სამედიცინო ნაწილი", "ყოველდღე", "08:00"), ("კარანტინის განყოფილება", "პარასკევი", "12:00")]
_HY_ROWS = [("Ա մասնաշենք", "երկուշաբթի", "10:00-12:00"), ("Բ մասնաշենք", "երեքշաբթի", "10:00-12:00"), ("Կանանց բաժին", "չորեքշաբթի", "14:00-16:00"),
            ("Բժշկական մաս", "հինգշաբթի", "11:00-13:00"), ("Կարանտինային բաժին", "ուրբաթ", "15:00-16:00")]
_AZ_ROWS = [("Parasetamol 500 mq, 10 tab.", "0,45"), ("İbuprofen 200 mq, 20 tab.", "1,20"), ("Loratadin 10 mq, 10 tab.", "0,95"), ("Hidrokortizon məlhəmi 1%", "2,40"),
            ("Aktivləşdirilmiş kömür, 10 tab.", "0,30"), ("Göz damcısı 10 ml", "3,10")]


def _ua_row(d: Draw) -> str:
    item, price = d.pick(_UA_ROWS)
    return f"{item} | {price} грн | не більше {d.rng.randint(1, 3)} уп. на тиждень"


def _ro_row(d: Draw) -> str:
    unit, days, hour = d.pick(_RO_ROWS)
    return f"{unit} | {days} | {hour} | {d.pick(['asistent medical', 'medic de gardă', 'asistent + medic'])}"


def _sk_row(d: Draw) -> str:
    unit, a, b, c = d.pick(_SK_ROWS)
    return f"{unit} | {a} | {b} | {c} | {d.pick(['sestra', 'sestra + lekár', 'sestra'])}"


def _si_row(d: Draw) -> str:
    period, n, done, pct = d.pick(_SI_ROWS)
    return f"{period} | {n} | {done} | {pct} % | {d.rng.randint(0, 4)}"


def _ka_row(d: Draw) -> str:
    unit, days, hour = d.pick(_KA_ROWS)
    return f"{unit} | {days} | {hour} | {d.pick(['ექთანი', 'ექიმი', 'ექთანი და ექიმი'])}"


def _hy_row(d: Draw) -> str:
    unit, day, hours = d.pick(_HY_ROWS)
    return f"{unit} | {day} | {hours} | առավելագույնը {d.rng.randint(2, 3)} այցելու"


def _az_row(d: Draw) -> str:
    item, price = d.pick(_AZ_ROWS)
    return f"{item} | {price} AZN | həftədə {d.rng.randint(1, 3)} ədəd"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "uk":
            return f"{dd} {_UK_GEN[m - 1]} {y} р."
        if lang == "ro":
            return f"{dd} {_RO_MONTHS[m - 1]} {y}"
        if lang == "sk":
            return f"{dd}. {_SK_GEN[m - 1]} {y}"
        if lang == "sl":
            return f"{dd}. {_SL_MONTHS[m - 1]} {y}"
        if lang == "ka":
            return f"{y} წლის {dd} {_KA_MONTHS[m - 1]}"
        if lang == "hy":
            return f"{y} թ. {_HY_GEN[m - 1]} {dd}"
        if lang == "az":
            return f"{dd} {_AZ_MONTHS[m - 1]} {_az_year(y)}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "contractor": CONTRACTOR, "jail": JAIL, "detention": DETENTION, "reentry": REENTRY, "plan": PLAN, "ua_partner": UA_PARTNER, "ro_partner": RO_PARTNER,
    "sk_partner": SK_PARTNER, "si_partner": SI_PARTNER, "ge_partner": GE_PARTNER, "am_partner": AM_PARTNER, "az_partner": AZ_PARTNER,
    "co_phone": ORGANISATION_CONTACTS[0], "co_fax": ORGANISATION_CONTACTS[1], "co_addr": ORGANISATION_CONTACTS[2], "co_email": ORGANISATION_CONTACTS[3],
    "co_web": ORGANISATION_CONTACTS[4], "ja_phone": ORGANISATION_CONTACTS[5], "ja_addr": ORGANISATION_CONTACTS[6], "ja_email": ORGANISATION_CONTACTS[7],
    "de_phone": ORGANISATION_CONTACTS[8], "de_addr": ORGANISATION_CONTACTS[9], "de_email": ORGANISATION_CONTACTS[10], "re_phone": ORGANISATION_CONTACTS[11],
    "re_addr": ORGANISATION_CONTACTS[12], "re_email": ORGANISATION_CONTACTS[13], "re_web": ORGANISATION_CONTACTS[14], "plan_phone": ORGANISATION_CONTACTS[15],
    "ua_phone_intl": ORGANISATION_CONTACTS[16], "ua_phone": ORGANISATION_CONTACTS[17], "ua_email": ORGANISATION_CONTACTS[18], "ro_phone_intl": ORGANISATION_CONTACTS[19],
    "ro_phone": ORGANISATION_CONTACTS[20], "ro_email": ORGANISATION_CONTACTS[21], "sk_phone_intl": ORGANISATION_CONTACTS[22], "sk_phone": ORGANISATION_CONTACTS[23],
    "sk_email": ORGANISATION_CONTACTS[24], "si_phone_intl": ORGANISATION_CONTACTS[25], "si_phone": ORGANISATION_CONTACTS[26], "si_email": ORGANISATION_CONTACTS[27],
    "ge_phone": ORGANISATION_CONTACTS[28], "ge_email": ORGANISATION_CONTACTS[29], "am_phone_intl": ORGANISATION_CONTACTS[30], "am_phone": ORGANISATION_CONTACTS[31],
    "am_email": ORGANISATION_CONTACTS[32], "az_phone_intl": ORGANISATION_CONTACTS[33], "az_phone": ORGANISATION_CONTACTS[34], "az_email": ORGANISATION_CONTACTS[35],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "ua_edrpou": UA_EDRPOU, "ro_cif": RO_CIF, "sk_ico": SK_ICO, "si_maticna": SI_MATICNA, "ge_id_code": GE_ID_CODE, "am_tin": AM_TIN, "az_voen": AZ_VOEN,
    "own_md": STAFF[0], "own_do": STAFF[1], "own_hsa": STAFF[2], "own_lpn": STAFF[3], "own_pharm": STAFF[4], "own_don": STAFF[5], "own_lcsw": STAFF[6],
    "own_medical_director": STAFF[7],
    "ua_director": "лікар Ганна Остапчук-Вербицька", "ro_director": "dr. Mădălina Ciobanu-Arvinte", "sk_director": "MUDr. Zuzana Kollárová-Hricková",
    "si_director": "dr. Matej Kovačič Fras, dr. med.", "ge_director": "ექიმი ნანა ჭანტურია-ჯაფარიძე", "am_director": "բժիշկ Արմինե Մկրտչյան-Թորոսյան",
    "az_director": "həkim Səbinə Qasımova-Rzayeva",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "sickcall_table": _table(_sickcall_row, 6), "sickcall_csv": _rows(_sickcall_csv_row, 7, 14), "sickcall_json": _rows(_sickcall_json_row, 4, 30, ", "),
    "otc_table": _table(_otc_row, 7), "otc_csv": _rows(_otc_csv_row, 8, 16), "otc_xml": _rows(_otc_xml_row, 6, 50), "otc_json": _rows(_json_formulary_row, 5, 30, ", "),
    "pass_table": _table(_pass_row, 6), "pass_csv": _rows(_pass_csv_row, 6, 6),
    "tb_table": _table(_tb_row, 4), "tb_csv": _rows(_tb_csv_row, 6, 40),
    "staffing_table": _table(_staffing_row, 6), "staffing_csv": _rows(_staffing_csv_row, 5, 8),
    "mfn_rows": _rows(_formulary_mfn, 4, 60), "batch_csv": _rows(_batch_csv_row, 5, 20),
    "ua_table": _table(_ua_row, 5), "ro_table": _table(_ro_row, 4), "sk_table": _table(_sk_row, 4), "si_table": _table(_si_row, 4),
    "ka_table": _table(_ka_row, 4), "hy_table": _table(_hy_row, 4), "az_table": _table(_az_row, 5),
    "en_date": _doc_date("en"), "uk_date": _doc_date("uk"), "ro_date": _doc_date("ro"), "sk_date": _doc_date("sk"), "sl_date": _doc_date("sl"),
    "ka_date": _doc_date("ka"), "hy_date": _doc_date("hy"), "az_date": _doc_date("az"),
    "coordinator": lambda d: d.pick(_COORDS),
    "unit": lambda d: d.pick(_UNITS), "facility": lambda d: d.pick(_FACILITIES),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)), "adp": lambda d: str(d.rng.randint(380, 1250)),
    "pct_hi": lambda d: f"{d.rng.randint(88, 99)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(60, 87)}.{d.rng.randint(0, 9)}",
    "hours": lambda d: str(d.rng.randint(4, 72)), "version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}",
    "policy_no": lambda d: f"LRCHS-{d.pick(['A', 'B', 'D', 'E', 'G', 'J'])}-{d.rng.randint(1, 12):02d}",
    "ncchc_std": lambda d: d.pick(["J-A-01", "J-E-02", "J-E-04", "J-B-01", "J-E-07", "J-D-02", "J-G-02", "P-E-02", "P-A-01"]),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_den": lambda d: str(d.rng.randint(900, 4200)), "fhir_num": lambda d: str(d.rng.randint(800, 899)), "score": lambda d: f"0.{d.rng.randint(86, 99)}",
    "uah": lambda d: f"{d.rng.randint(20, 900)} {d.rng.randint(100, 999)}", "ron": lambda d: f"{d.rng.randint(12, 400)}.{d.rng.randint(100, 999)}",
    "eur_big": lambda d: f"{d.rng.randint(8, 240)}.{d.rng.randint(100, 999)}", "gel": lambda d: f"{d.rng.randint(10, 300)} {d.rng.randint(100, 999)}",
    "beds": lambda d: str(d.rng.randint(8, 32)), "ratio": lambda d: f"1:{d.rng.randint(60, 140)}",
}

US = ("en_US",)
UA = ("uk_UA",)
RO = ("ro_RO",)
SK = ("sk_SK",)
SI = ("sl_SI",)
GE = ("ka_GE",)
AM = ("hy_AM",)
AZ = ("az_AZ",)
OTHER_LOCALES = UA + RO + SK + SI + GE + AM + AZ
DETAINEES = ("uk_UA", "ro_RO", "ka_GE", "hy_AM", "az_AZ")  # immigration detainees' countries (their names and numbers)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- health-services policies
    ("b63c_policy_intake", "correctional_health_policy", US,
     "{contractor}\nPOLICY {policy_no}: RECEIVING SCREENING (NCCHC standard {ncchc_std})\nEffective {en_date}; version {version}; reviewed annually by the medical director.\n"
     "1. Every person booked at the {jail} is screened by a nurse before placement in a housing unit, and no later than 4 hours after arrival.\n"
     "2. The screening covers current medications, withdrawal risk (CIWA-Ar and COWS), suicide risk, pregnancy, TB symptoms and chronic conditions.\n"
     "3. Persons aged 55 to 89 and anyone using a mobility device are referred for a full assessment within 72 hours.\n"
     "4. Verified community prescriptions are continued; bridge supplies are ordered from the pharmacy the same day.\n"
     "Approved: {own_medical_director}. Questions: {co_email}."),
    ("b63c_policy_sickcall", "correctional_health_policy", US,
     "POLICY {policy_no} - NONEMERGENCY HEALTH CARE REQUESTS\n{contractor}, all contract sites. Effective {en_date}.\nRequests are submitted on paper slips or through the housing-unit tablets. "
     "A nurse reviews every request within 24 hours and sees the person face to face within 48 hours (72 hours on weekends). Urgent complaints go to the nurse on duty at once. "
     "There is a $((3||4||5)) copay for self-initiated requests; nobody is refused care for inability to pay, and chronic-care, mental-health and follow-up visits carry no fee. "
     "Contact for policy questions: {co_phone}. Approved by {own_don} and {own_medical_director}."),
    ("b63c_policy_hunger", "correctional_health_policy", US,
     "{contractor} - POLICY {policy_no}: HUNGER STRIKES\nDefinition: a person who declares a hunger strike or refuses food for 72 hours (9 consecutive meals).\n"
     "Monitoring: weight, vital signs and urine ketones daily; electrolytes on day 3 and every 3 days after; mental-health evaluation within 24 hours. "
     "Involuntary treatment requires a court order; the physician documents capacity. Refeeding follows the thiamine-first protocol. "
     "Notifications go to the warden and the health services administrator ({own_hsa}) the same day. Effective {en_date}, version {version}."),
    ("b63c_policy_release", "correctional_health_policy", US,
     "POLICY {policy_no} - MEDICATIONS AT RELEASE\nEveryone released from the {jail} on a chronic medication leaves with a 14-day supply or a prescription filled by the {reentry}. "
     "People on buprenorphine or methadone are linked to a community program before release, and everyone with an opioid use disorder history is offered naloxone (2 doses). "
     "The re-entry pharmacy accepts the {plan} (RxBIN {rxbin}, PCN {pcn}, group {group_no}) and bills Medical Assistance. Pharmacy line: {re_phone}. Effective {en_date}."),
    # ---- sick-call schedules
    ("b63c_sickcall_table", "sick_call_schedule", US,
     "{jail} - SICK-CALL SCHEDULE BY HOUSING UNIT, week of {en_date}\nUnit | Days | Start | Clinician | Volume\n{sickcall_table}\n"
     "Requests placed by 02:00 are triaged the same morning. Counts are unit totals; no names appear on this schedule. Posted by {coordinator}."),
    ("b63c_sickcall_csv", "csv_export", US,
     "unit,day,start,clinician,requests,referred_to_provider\n{sickcall_csv}\n# {contractor} sick-call export {iso_ts}; aggregate counts per unit only"),
    ("b63c_sickcall_json", "json_export", US,
     "{\"publisher\": \"{contractor}\", \"facility\": \"{jail}\", \"generated\": \"{iso_ts}\", \"schedule\": [{sickcall_json}], \"contact\": \"{ja_email}\"}"),
    ("b63c_sickcall_memo", "sick_call_schedule", US,
     "MEMO\nTo: shift supervisors, {jail}\nFrom: {own_don}\nDate: {en_date}\nRe: sick-call moves during the ((C-Pod||D-Pod||E-Block)) renovation\n"
     "From {dos} the ((C-Pod||D-Pod||E-Block)) sick call is held in the medical unit exam room 2 at 07:15 instead of on the unit. Escorts are needed in groups of 4. "
     "The average over the last 30 days was {cnt} requests a day for that unit. Please call the infirmary desk at {ja_phone} when a group is on its way."),
    # ---- commissary price lists
    ("b63c_otc_table", "commissary_otc_price_list", US,
     "{jail} COMMISSARY - OVER-THE-COUNTER HEALTH ITEMS (price list {version}, effective {en_date})\nItem | SKU | Price | Limit\n{otc_table}\n"
     "Indigent persons may request ibuprofen, acetaminophen and antacid at sick call at no charge. Prices reviewed by {own_pharm}."),
    ("b63c_otc_csv", "commissary_otc_price_list", US,
     "description,sku,price_usd,weekly_limit,indigent_free\n{otc_csv}\n# commissary OTC list, {jail}, effective {eff_iso}"),
    ("b63c_otc_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<priceList facility=\"{jail}\" category=\"OTC health\" effective=\"{eff_iso}\" version=\"{version}\">\n{otc_xml}\n</priceList>"),
    ("b63c_otc_notice", "commissary_otc_price_list", US,
     "NOTICE TO THE POPULATION ({en_date})\nStarting next order day, ((hydrocortisone cream||loratadine||artificial tears||antifungal cream)) is sold on commissary and is no longer given at sick call "
     "unless a provider orders it. Prices did not change for ibuprofen ($0.95) and acetaminophen ($0.85). If you have no money on your account for 14 days, you may still ask the nurse. "
     "- {contractor}, Health Services"),
    # ---- medication pass
    ("b63c_pass_table", "medication_pass_timetable", US,
     "{jail} - MEDICATION PASS TIMES (effective {en_date})\nTime | Pass | Units | Where | Duration\n{pass_table}\n"
     "Lockdowns delay but never cancel a pass; a missed dose is reported to the charge nurse. Approved: {own_don}."),
    ("b63c_pass_csv", "csv_export", US,
     "time,pass,unit,staff,expected_doses\n{pass_csv}\n# med-pass plan, {contractor}, generated {iso_ts}"),
    ("b63c_pass_notice", "medication_pass_timetable", US,
     "HOUSING UNIT NOTICE - MED PASS\nAM pass ((05:30||05:45||06:00)) | Noon ((11:30||11:45)) | PM ((16:30||17:00)) | HS ((20:00||20:30))\n"
     "Stand at the door with your ID card and a cup of water. Crushed or floated medications are taken in front of the nurse. Keep-on-person (KOP) cards are refilled on "
     "((Tuesdays||Thursdays)). Questions about your medications go on a sick-call slip. {contractor}, revised {en_date}."),
    ("b63c_pass_change", "medication_pass_timetable", US,
     "CHANGE NOTICE #{small} - {jail} medication administration\nEffective {dos}: the buprenorphine line moves from 07:00 to ((06:30||07:30)) and is held in the ((gym||chapel||visiting room)) "
     "to cut the wait. Average line: {cnt} people, {hours} minutes. Observation after dosing stays at 15 minutes. Pharmacist contact: {own_pharm}, {co_phone}."),
    # ---- TB screening statistics
    ("b63c_tb_table", "tb_screening_statistics", US,
     "{contractor} - TUBERCULOSIS SCREENING AT INTAKE, {quarter}\nFacility | Admissions | Screened within 14 days | Coverage | Positive IGRA | Active TB\n{tb_table}\n"
     "Counts are aggregate; none of this table identifies a person. Infection control: {own_hsa}."),
    ("b63c_tb_csv", "tb_screening_statistics", US,
     "facility,quarter,admissions,screened_14d,positive_screens,active_cases,method\n{tb_csv}\n# {contractor} infection control export, {iso_ts}; cells under 5 not suppressed because counts are facility totals"),
    ("b63c_tb_fhir", "tb_screening_statistics", US,
     "{\"resourceType\": \"MeasureReport\", \"id\": \"{guid}\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{co_web}/Measure/tb-intake-screening\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{contractor}\"}, \"period\": {\"start\": \"2025-10-01\", \"end\": \"2025-12-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"initial-population\"}, \"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {score}}}]}"),
    ("b63c_tb_narrative", "tb_screening_statistics", US,
     "Infection-control summary ({en_date}). In {quarter} the contract sites admitted {cnt_big} people and screened {pct_hi}% of them for TB within 14 days, up from {pct_lo}% a year ago. "
     "((Two||Three||Four)) people started treatment for latent TB with 3HP; no active case was found. Employees are screened every year; the staff rate is {pct_hi}%. "
     "The next tabletop exercise with the county health department is scheduled for {dos}. Report by {own_hsa}."),
    # ---- accreditation
    ("b63c_ncchc_notice", "accreditation_notice", US,
     "ACCREDITATION NOTICE\nThe {jail} health services program, operated by {contractor}, has been re-accredited by the National Commission on Correctional Health Care under the "
     "((2018||2026)) Standards for Health Services in Jails, effective {en_date}, for three years. Surveyors found ((all||all but one)) essential standards met; the corrective "
     "action plan for standard {ncchc_std} is due in 90 days. Contact: {co_phone} or {co_web}."),
    ("b63c_ncchc_cap", "accreditation_notice", US,
     "CORRECTIVE ACTION PLAN - NCCHC standard {ncchc_std}\nFacility: {detention} (medical unit). Survey date: {dos}. Finding: ((health assessments completed late in 6 of 40 charts||"
     "sick-call requests not timestamped in 4 of 30 samples||emergency drills not documented on night shift)). Action: ((daily audit by the charge nurse||tablet timestamps enforced||"
     "quarterly drill on each shift)). Responsible: {own_don}. Target date: {dos2}. Submitted {en_date} by {own_hsa}."),
    ("b63c_ncchc_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<accreditation program=\"NCCHC\" standards=\"jails\" facility=\"{jail}\" operator=\"{contractor}\">\n  <survey date=\"{eff_iso}\" result=\"accredited\" "
     "cycle=\"3 years\"/>\n  <finding standard=\"{ncchc_std}\" status=\"partial\" plan=\"due in 90 days\"/>\n  <contact email=\"{co_email}\" phone=\"{co_phone}\"/>\n</accreditation>"),
    # ---- staffing
    ("b63c_staff_table", "correctional_nursing_staffing_report", US,
     "{contractor} - NURSING STAFF ON THE {jail} CONTRACT, {en_date}\nName | Role | Shift | Status\n{staffing_table}\n"
     "Vacancies: ((2||3||4)) RN, ((1||2)) LPN. Agency hours last month: {hours}. Prepared by {own_don}."),
    ("b63c_staff_csv", "correctional_nursing_staffing_report", US,
     "shift,discipline,budgeted_fte,filled_fte,overtime_hours,agency_hours\n{staffing_csv}\n# {contractor} staffing export {iso_ts} (positions, no employee data)"),
    ("b63c_staff_memo", "correctional_nursing_staffing_report", US,
     "STAFFING REPORT TO THE COUNTY PRISON BOARD - {en_date}\nAverage daily population {adp}. Contract requires {cnt} nursing FTEs; {cnt2} were filled at month end with a nurse-to-population "
     "ratio of {ratio} on days. Overtime fell to {hours} hours a week. Two new graduates start orientation on {dos}. Submitted by {own_hsa} for {contractor}; contact {co_phone}."),
    # ---- infirmary visiting rules
    ("b63c_visit_rules", "infirmary_visiting_rules", US,
     "{jail} INFIRMARY - VISITING RULES\n1. Visits to patients in the infirmary are approved by the health services administrator, one visit a week, 30 minutes.\n"
     "2. Two adult visitors at most; visitors under 18 come with a parent. Photo ID required.\n3. No food, phones or medicines may be brought in.\n"
     "4. Visits end at once if the patient's condition requires it.\nSchedule a visit: {ja_phone}, Monday to Friday 9:00-15:00. Revised {en_date}."),
    ("b63c_visit_end_of_life", "infirmary_visiting_rules", US,
     "END-OF-LIFE VISITS - {jail} infirmary ({en_date})\nWhen the physician documents that a patient is expected to die within weeks, the family may visit daily for up to 2 hours "
     "and up to four visitors may be on the approved list. A chaplain is available. Requests are made through the facility social worker, {own_lcsw}, at {ja_phone}; "
     "the infirmary has {beds} beds and one family room."),
    ("b63c_visit_detention", "infirmary_visiting_rules", US,
     "{detention} - MEDICAL UNIT VISITATION\nLegal representatives may visit the medical unit daily 08:00-20:00 after calling {de_phone}. Family visits to the medical unit are by "
     "appointment ((on weekends||Tuesday and Saturday)). Interpreters for Ukrainian, Romanian, Georgian, Armenian and Azerbaijani are available by phone. Revised {en_date}; "
     "written questions to {de_email}."),
    # ---- exports of non-personal data
    ("b63c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|PHARM|LRCHS|EHR|LRCHS|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|FORMULARY^Correctional formulary^L||UPD|||AL\n{mfn_rows}"),
    ("b63c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*LACKRIDGECHS   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*LACKRIDGECHS*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{four_digits}*005010X222A1~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b63c_batch_csv", "csv_export", US,
     "transaction,batch,submitted,claims,billed_usd,rejected,status\n{batch_csv}\n# {contractor} billing batches to {plan} (payer {payer_id}); billing NPI {own_npi}; EIN {org_ein}"),
    ("b63c_otc_json", "json_export", US,
     "{\"facility\": \"{jail}\", \"list\": \"health items\", \"effective\": \"{eff_iso}\", \"items\": [{otc_json}], \"pharmacist\": \"{own_pharm}\"}"),
    ("b63c_tb_hl7", "hl7_export", US,
     "MSH|^~\\&|IC-STATS|LRCHS|PA-DOH|PA|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nOBR|1||{fivedig}|TBSCR^TB intake screening, facility aggregate^L|||{hl7_ts}\n"
     "OBX|1|NM|ADM^Admissions^L||{cnt_big}||||||F\nOBX|2|NM|SCR14^Screened within 14 days^L||{cnt_big2}||||||F\nOBX|3|NM|ACT^Active TB cases^L||0||||||F"),
    # ---- notices in other locales
    ("b63c_ua_prices", "commissary_otc_price_list", UA,
     "{ua_partner}\nПЕРЕЛІК БЕЗРЕЦЕПТУРНИХ ЛІКІВ ДЛЯ МАГАЗИНУ УСТАНОВИ (діє з {uk_date})\nНайменування | Ціна | Обмеження\n{ua_table}\n"
     "Засуджені без коштів на особовому рахунку можуть отримати знеболювальні у медичній частині безоплатно. Телефон фонду: {ua_phone}. ЄДРПОУ {ua_edrpou}."),
    ("b63c_ua_tb", "tb_screening_statistics", UA,
     "{ua_partner} - звіт про скринінг на туберкульоз за {year} рік\nУ {cnt} установах обстежено {cnt_big} осіб, охоплення {pct_hi}%. Виявлено {cnt} випадків латентної інфекції, "
     "активних випадків - ((жодного||один||два)). Дані знеособлені. Контакти: {ua_phone_intl}, {ua_email}. Звіт підписала {ua_director}, {uk_date}."),
    ("b63c_ua_visit", "infirmary_visiting_rules", UA,
     "ПРАВИЛА ВІДВІДУВАННЯ МЕДИЧНОЇ ЧАСТИНИ ({uk_date})\n1. Побачення з хворим у стаціонарі медичної частини дозволяє лікар, не частіше одного разу на тиждень, до 30 хвилин.\n"
     "2. Не більше двох дорослих відвідувачів; потрібен паспорт.\n3. Заборонено передавати ліки та продукти.\nЗапис: {ua_phone_intl}, з понеділка по п'ятницю. {ua_partner}"),
    ("b63c_ro_sickcall", "sick_call_schedule", RO,
     "{ro_partner}\nPROGRAMUL CABINETULUI MEDICAL PE SECȚII (valabil de la {ro_date})\nSecția | Zile | Ora | Personal\n{ro_table}\n"
     "Cererile de consultație se depun în cutia de pe secție până la ora 06:00. Informații: {ro_phone}, {ro_email}. CIF {ro_cif}."),
    ("b63c_ro_policy", "correctional_health_policy", RO,
     "PROCEDURĂ - GREVA FOAMEI ({ro_partner}, revizia {version}, {ro_date})\nPersoana care declară greva foamei este evaluată de medic în 24 de ore, cântărită zilnic și informată "
     "în scris despre riscuri. Alimentarea forțată nu se practică. Familia este anunțată doar cu acordul persoanei. Coordonator: {ro_director}. Tel. {ro_phone_intl}."),
    ("b63c_sk_pass", "medication_pass_timetable", SK,
     "{sk_partner}\nČASY PODÁVANIA LIEKOV (platné od {sk_date})\nOddiel | Ráno | Obed | Večer | Podáva\n{sk_table}\n"
     "Lieky sa užívajú v prítomnosti sestry. Pri zmene času informuje vedúca sestra. Kontakt: {sk_phone}, {sk_email}, IČO {sk_ico}."),
    ("b63c_sk_visit", "infirmary_visiting_rules", SK,
     "NÁVŠTEVY NA OŠETROVNI - pravidlá ({sk_partner}, {sk_date})\nNávštevu pacienta na ošetrovni povoľuje lekár, najviac raz za týždeň na 30 minút, najviac dve dospelé osoby. "
     "Potrebný je občiansky preukaz. Jedlo a lieky sa nesmú prinášať. Objednávky: {sk_phone_intl}, pondelok až piatok 8.00 - 14.00. Zodpovedá {sk_director}."),
    ("b63c_si_tb", "tb_screening_statistics", SI,
     "{si_partner}\nPREGLED ZA TUBERKULOZO OB SPREJEMU\nObdobje | Sprejeti | Pregledani v 14 dneh | Delež | Pozitivni IGRA\n{si_table}\n"
     "Podatki so zbirni in ne razkrivajo posameznikov. Poročilo pripravil {si_director}, {sl_date}. Kontakt: {si_phone}, {si_email}."),
    ("b63c_si_ncchc", "accreditation_notice", SI,
     "OBVESTILO O AKREDITACIJI ({sl_date})\n{si_partner} je za zdravstveno službo v zaporu pridobilo mednarodno akreditacijo za tri leta. Presojevalci so potrdili vse bistvene standarde; "
     "za standard {ncchc_std} je treba v 90 dneh predložiti načrt izboljšav. Matična številka društva: {si_maticna}. Informacije: {si_phone_intl}."),
    ("b63c_sl_pass", "medication_pass_timetable", SI,
     "URNIK DELJENJA ZDRAVIL (velja od {sl_date})\nZjutraj ((6.30||6.45)) | opoldne ((12.00||12.15)) | zvečer ((19.30||20.00)) | ob spanju ((21.30||22.00))\n"
     "Zdravila vzamete pred medicinsko sestro. Metadon se deli ob ((7.00||7.30)) v ambulanti. Spremembe sporoči glavna sestra. {si_partner}, {si_phone}"),
    ("b63c_ka_visit", "infirmary_visiting_rules", GE,
     "{ge_partner}\nსამედიცინო ნაწილში ვიზიტის განრიგი ({ka_date})\nგანყოფილება | დღეები | დრო | პერსონალი\n{ka_table}\n"
     "ვიზიტი დასაშვებია კვირაში ერთხელ, 30 წუთით, პირადობის მოწმობის წარდგენით. ინფორმაცია: {ge_phone}, {ge_email}. საიდენტიფიკაციო კოდი {ge_id_code}."),
    ("b63c_ka_staff", "correctional_nursing_staffing_report", GE,
     "{ge_partner} - სამედიცინო პერსონალის ანგარიში, {ka_date}\nსაშუალო დღიური რაოდენობა: {adp}. ექთნების შტატი: {cnt}, შევსებულია {cnt2}. ზეგანაკვეთური საათები: {hours}. "
     "ანგარიში მოამზადა {ge_director}. კონტაქტი: {ge_phone}."),
    ("b63c_hy_visit", "infirmary_visiting_rules", AM,
     "{am_partner}\nԲԺՇԿԱԿԱՆ ՄԱՍՈՒՄ ԱՅՑԵԼՈՒԹՅՈՒՆՆԵՐԻ ԿԱՐԳ ({hy_date})\nԲաժին | Օր | Ժամ | Սահմանափակում\n{hy_table}\n"
     "Անհրաժեշտ է անձը հաստատող փաստաթուղթ։ Սնունդ և դեղեր բերել չի թույլատրվում։ Տեղեկություններ՝ {am_phone}, {am_email}։ ՀՎՀՀ {am_tin}։"),
    ("b63c_hy_policy", "correctional_health_policy", AM,
     "ԸՆԹԱՑԱԿԱՐԳ - ԸՆԴՈՒՆՄԱՆ ԲԺՇԿԱԿԱՆ ԶՆՆՈՒՄ ({am_partner}, {hy_date})\nՅուրաքանչյուր նոր ընդունված անձ բժշկական զննում է անցնում 24 ժամվա ընթացքում՝ ներառյալ տուբերկուլոզի "
     "սքրինինգ և հոգեկան առողջության գնահատում։ 55-ից 89 տարեկան անձինք ուղեգրվում են լրացուցիչ հետազոտության։ Պատասխանատու՝ {am_director}։ Հեռ.՝ {am_phone_intl}։"),
    ("b63c_az_prices", "commissary_otc_price_list", AZ,
     "{az_partner}\nMAĞAZADA SATILAN RESEPTSİZ DƏRMANLAR ({az_date} tarixindən)\nAdı | Qiyməti | Məhdudiyyət\n{az_table}\n"
     "Şəxsi hesabında vəsaiti olmayanlar ağrıkəsiciləri tibb hissəsində pulsuz ala bilər. Əlaqə: {az_phone}, {az_email}. VÖEN {az_voen}."),
    ("b63c_az_tb", "tb_screening_statistics", AZ,
     "{az_partner} - vərəm skrininqi üzrə hesabat ({az_date})\nQəbul edilən {cnt_big} nəfərin {pct_hi}%-i 14 gün ərzində müayinə olunub. Aktiv vərəm halı: ((0||1||2)). "
     "Məlumatlar ümumiləşdirilmişdir. Hesabatı hazırladı: {az_director}. Telefon: {az_phone_intl}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b63_intake_screen", "intake_health_screening", US,
     "{jail} - RECEIVING SCREENING\nName: {last}, {first}   Booking #: [[record_number:booking_v63]]   DOB: [[date_of_birth:dob_v63]]\nSSN: [[ssn:ssn_v63]]   Sex: {sex}\n"
     "Home address: [[address:addr_pa_v63]]\nEmergency contact: {first2} {last2} ((mother||sister||partner||father)), [[phone:phone_pa_v63]]\n"
     "Arrived by: arresting officer; vehicle impounded, plate [[vehicle_id:plate_pa_v63]]\nCurrent meds: ((methadone 90 mg daily, last dose yesterday||insulin glargine 30 units HS||"
     "sertraline 100 mg||none reported)). COWS ((4||9||13)). Suicide screen negative. Screened by {own_lpn} at {clock}."),
    ("b63_intake_elder", "intake_health_screening", US,
     "INTAKE NURSING ASSESSMENT - {jail}\nPatient: {first} {last}   Age: [[age_over_89:age_elder_v63]]   DOB [[date_of_birth:dob_elder_v63]]\nMedicare: [[member_id:mbi_v63]]\n"
     "Residence before arrest: [[address:addr_pa_v63]]\nHistory: ((atrial fibrillation on apixaban, CHF||dementia, moderate; wanders||COPD on 2 L home oxygen)). Walker. Hearing aids kept. "
     "Housed in the infirmary pending medical director review. Nurse: {own_hsa}."),
    ("b63_sickcall_slip", "sick_call_request", US,
     "HEALTH SERVICES REQUEST\nName: {first} {last}   Inmate #: [[record_number:inmate_v63]]   Unit/Cell: {unit} ((12||7||22))\nDate of birth: [[date_of_birth:dob_v63]]\n"
     "What is the problem? ((my tooth has been hurting for a week and my face is swollen||I ran out of my inhaler three days ago||rash on both arms that itches at night||"
     "my sugar is high and I feel dizzy))\nSigned ____  Received by nursing {dos} {clock}. Triage: ((routine||urgent)). Copay waived: ((yes||no))."),
    ("b63_sickcall_family", "sick_call_request", US,
     "{jail} - family health concern web form (submission {fivedig})\nYour name: {first2} {last2}\nYour e-mail: [[email:email_v63]]\nYour phone: [[phone:phone_pa_v63]]\n"
     "Incarcerated person: {first} {last}, DOB [[date_of_birth:dob_v63]], booking [[record_number:booking_v63]]\nConcern: ((no seizure medicine since Friday, the nurse has not answered the slips||"
     "pregnant and not seen by a doctor yet||said on the phone there is blood when coughing)).\nI paid the copay balance with my card [[card:card_v63]].\n"
     "Our family fundraiser for the bail and medical bills: [[url:url_v63]]\nSubmitted {iso_ts} from [[ip_address:ip_v63]]"),
    ("b63_mar", "medication_administration_record", US,
     "MEDICATION ADMINISTRATION RECORD - {jail}   Month: ((February||March||April)) 2026\nPatient: {last_upper}, {first_upper}   Booking: [[record_number:booking_v63]]   "
     "DOB: [[date_of_birth:dob_v63]]\nMA/plan ID: [[member_id:medicaid_v63]]   Allergies: ((NKDA||penicillin||sulfa))\n"
     "((Buprenorphine 8 mg SL daily 07:00||Levetiracetam 500 mg PO BID||Insulin lispro sliding scale AC||Lithium 300 mg PO BID)) | 1 2 3 4 5 6 7: given x7, refused day ((3||5))\n"
     "Initials: CDH = {own_lpn}"),
    ("b63_release_plan", "release_medication_plan", US,
     "{reentry} - RELEASE MEDICATION PLAN\nName: {first} {last}   DOB: [[date_of_birth:dob_v63]]   Release date: {dos}\nAddress after release: [[address:addr_pa_v63]]\n"
     "Phone: [[phone:phone_pa_v63]]   E-mail: [[email:email_v63]]\nMedical Assistance ID: [[member_id:medicaid_v63]]\n"
     "Medications: ((buprenorphine-naloxone 8/2 mg film daily, 14 films||HIV: bictegravir/emtricitabine/tenofovir, 30 days||metformin 1000 mg BID and lisinopril 20 mg daily)); naloxone kit given.\n"
     "Follow-up: ((Wyoming Valley health center||Altoona community clinic)) in 7 days. Plan e-signed by the patient on the kiosk, audit trail IP [[ip_address:ip_v63]]."),
    ("b63_reentry_enrol", "release_medication_plan", US,
     "Re-entry pharmacy bridge enrollment - {reentry}\nClient: {first} {last}   SSN: [[ssn:ssn_v63]]   Date of birth: [[date_of_birth:dob_v63]]\nMailing address: [[address:addr_pa_v63]]\n"
     "Medicare MBI: [[member_id:mbi_v63]]\nRelease funds were loaded on release debit card [[card:card_v63]]; SSI will be deposited to [[bank_account:account_us_v63]].\n"
     "Pickup: ((Tuesday||Friday)) after {clock}. Case manager: {own_lcsw}."),
    ("b63_parole_summary", "parole_board_medical_summary", US,
     "PENNSYLVANIA PAROLE BOARD - MEDICAL SUMMARY FOR COMPASSIONATE RELEASE\nName: {first} {last}   Inmate No.: [[record_number:padoc_v63]]   Age: [[age_over_89:age_elder_v63]]\n"
     "Date of birth: [[date_of_birth:dob_elder_v63]]\nDiagnoses: ((metastatic prostate cancer||end-stage renal disease, refuses dialysis||advanced Parkinson disease with falls)); "
     "life expectancy under 6 months. Needs help with 4 of 6 ADLs.\nHome plan: with family member {first2} {last2}, [[address:addr_pa_v63]], tel. [[phone:phone_pa_v63]]. Hospice accepted. "
     "Prepared by {own_medical_director}."),
    ("b63_parole_federal", "parole_board_medical_summary", US,
     "REDUCTION IN SENTENCE REQUEST - MEDICAL SUMMARY\nInmate: {last_upper}, {first_upper}   Register No. [[record_number:bop_v63]]   Age [[age_over_89:age_v63]]\n"
     "SSN [[ssn:ssn_v63]]. Diagnoses: ((vascular dementia, nonverbal||stage IV lung cancer||severe heart failure, EF 15%)). The inmate cannot perform self-care in the institution. "
     "Release residence: [[address:addr_pa_v63]] with a nephew. Prepared by {own_do}, {en_date}."),
    ("b63_immig_intake", "immigration_detention_medical_file", DETAINEES,
     "{detention} - MEDICAL INTAKE\nDetainee: {first} {last}   A-Number: [[national_id:anumber_v63]]   Detention file: [[record_number:detainee_v63]]\nDate of birth: [[date_of_birth:dob_v63]]\n"
     "Passport: [[national_id:passport_v63]] (held by the agency)\nRelative abroad: {first2} {last2}, [[phone:phone_v63]]\nE-mail given: [[email:email_v63]]\n"
     "Language: interpreter by phone. TB: IGRA drawn. History: ((hypertension, no meds for 3 weeks||type 2 diabetes||shrapnel injury left leg, 2023||none)). Screened by {own_hsa}."),
    ("b63_immig_transfer", "immigration_detention_medical_file", DETAINEES,
     "TRANSFER MEDICAL SUMMARY\nFrom: {detention} medical unit  To: receiving facility\nName: {last_upper}, {first_upper}   A# [[national_id:anumber_v63]]   DOB [[date_of_birth:dob_v63]]\n"
     "National ID of home country: [[national_id:natid_v63]]\nActive problems: ((latent TB on 3HP, dose 7 of 12||asthma, albuterol KOP||PTSD, sertraline 50 mg)). "
     "Home address: [[address:addr_v63]]. Signed: {own_do}."),
    ("b63_hunger_note", "hunger_strike_monitoring", DETAINEES,
     "HUNGER STRIKE MONITORING - DAY ((4||9||15||21))\n{detention} medical unit. Detainee {first} {last}, A-number [[national_id:anumber_v63]], DOB [[date_of_birth:dob_v63]].\n"
     "Weight ((71.2||63.8||58.4)) kg (baseline ((78.0||70.5||66.1))). BP {sbp}/80, HR ((96||104||88)). Ketones ((2+||3+)). Drinking water, refuses sugar. Capacity intact. "
     "Supporters posted about him at [[url:url_v63]]; his brother called from [[phone:phone_v63]]. - {own_md}"),
    ("b63_hunger_lawyer", "hunger_strike_monitoring", US,
     "From the attorney request form ({iso_ts}):\nClient: {first} {last}, A-number [[national_id:anumber_v63]], DOB [[date_of_birth:dob_v63]]\n"
     "Reply to the family (e-mail given with the client's consent): [[email:email_v63]]  Phone: [[phone:phone_pa_v63]]\nRequest: copies of the hunger-strike monitoring records, weights and labs since day 1; "
     "the client signed the release. Petition for release: [[url:url_v63]]\nSender IP: [[ip_address:ip_v63]]"),
    ("b63_death_report", "death_in_custody_report", US,
     "DEATH IN CUSTODY - INITIAL REPORT\nFacility: {jail}   Decedent: {first} {last}   Inmate #: [[record_number:inmate_v63]]\nSSN: [[ssn:ssn_v63]]   DOB: [[date_of_birth:dob_elder_v63]]   "
     "Age: [[age_over_89:age_at_death_v63]]\nDate of death: [[date_of_death:dod_v63]], pronounced at {clock} in the infirmary.\n"
     "Circumstances: ((expected death, hospice care since January||found unresponsive at 02:10 round||cardiac arrest during transport)). Coroner notified. "
     "Next of kin: {first2} {last2}, [[address:addr_pa_v63]], [[phone:phone_pa_v63]]. Reported by {own_hsa}."),
    ("b63_family_death_letter", "family_notification_letter", US,
     "{en_date}\n\n{first2} {last2}\n[[address:addr_pa_v63]]\n\nDear {first2} {last2},\n\nWith deep regret we inform you that {first} {last}, inmate number [[record_number:padoc_v63]], "
     "died on [[date_of_death:dod_v63]] at ((the county hospital||the facility infirmary)). We called you at [[phone:phone_pa_v63]] the same day. The personal property and the medical "
     "records can be released to you as next of kin; please bring photo ID.\n\nSincerely,\n{own_hsa}\n{contractor}"),
    ("b63_ua_form", "ukrainian_form", UA,
     "{ua_partner}\nАНКЕТА ОТРИМУВАЧА ДОПОМОГИ НА ЛІКИ ПІСЛЯ ЗВІЛЬНЕННЯ\nПІБ: {last} {first}\nРНОКПП: [[national_id:rnokpp_v63]]\nДата народження: [[date_of_birth:dob_v63]]\n"
     "Адреса проживання: [[address:addr_ua_v63]]\nТелефон: [[phone:phone_ua_v63]]   Ел. пошта: [[email:email_v63]]\nРахунок IBAN для виплати: [[bank_account:iban_ua_v63]]\n"
     "Діагноз: ((ВІЛ, АРТ||туберкульоз, продовження лікування||цукровий діабет 2 типу)). Підпис заявника ______"),
    ("b63_ua_death", "ukrainian_form", UA,
     "ПОВІДОМЛЕННЯ РОДИНІ ПРО СМЕРТЬ ЗАСУДЖЕНОГО\nШановна(ий) {first2} {last2}!\nПовідомляємо, що {first} {last}, [[date_of_birth:dob_v63]] р.н., паспорт [[national_id:passport_v63]], "
     "помер(ла) [[date_of_death:dod_v63]] у медичній частині установи. Тіло може бути передане родині за адресою [[address:addr_ua_v63]] після огляду. "
     "Номер транспортного засобу для в'їзду на територію: [[vehicle_id:plate_ua_v63]]. Довідки: {ua_phone}. {ua_director}"),
    ("b63_ro_form", "romanian_form", RO,
     "{ro_partner}\nCERERE DE DECONTARE A MEDICAMENTELOR LA LIBERARE\nNume și prenume: {last} {first}\nCNP: [[national_id:cnp_v63]]\nData nașterii: [[date_of_birth:dob_v63]]\n"
     "Domiciliu: [[address:addr_ro_v63]]\nTelefon: [[phone:phone_ro_v63]]\nCont IBAN: [[bank_account:iban_ro_v63]]\nPlata farmaciei s-a făcut cu cardul [[card:card_eu_v63]].\n"
     "Diagnostic: ((hepatită C, tratament antiviral||epilepsie||hipertensiune arterială)). Semnătura ______"),
    ("b63_ro_release", "romanian_form", RO,
     "FIȘĂ DE ELIBERARE - PLAN DE CONTINUARE A TRATAMENTULUI\nPersoana: {first} {last}, CNP [[national_id:cnp_v63]]\nAdresa după eliberare: [[address:addr_ro_v63]]\n"
     "Va fi preluat(ă) de {first2} {last2}, tel. [[phone:phone_ro_v63]], cu autoturismul [[vehicle_id:plate_ro_v63]].\nTratament: ((metadonă 60 mg/zi, transfer la centrul din Iași||"
     "insulină, rețetă 30 zile||tratament antituberculos, faza de continuare)). Medic: {ro_director}."),
    ("b63_sk_form", "slovak_form", SK,
     "{sk_partner}\nŽIADOSŤ O PRÍSPEVOK NA LIEKY PO PREPUSTENÍ\nMeno a priezvisko: {first} {last}\nRodné číslo: [[national_id:rc_v63]]\nDátum narodenia: [[date_of_birth:dob_v63]]\n"
     "Trvalý pobyt: [[address:addr_sk_v63]]\nTelefón: [[phone:phone_sk_v63]]   E-mail: [[email:email_v63]]\nČíslo účtu (IBAN): [[bank_account:iban_sk_v63]]\n"
     "Diagnóza: ((chronická hepatitída C||schizofrénia, depotná liečba||astma)). Podpis ______"),
    ("b63_si_form", "slovenian_form", SI,
     "{si_partner}\nVLOGA ZA POMOČ PRI ZDRAVILIH PO PRESTANI KAZNI\nIme in priimek: {first} {last}\nEMŠO: [[national_id:emso_v63]]\nDatum rojstva: [[date_of_birth:dob_v63]]\n"
     "Naslov: [[address:addr_si_v63]]\nTelefon: [[phone:phone_si_v63]]\nTRR (IBAN): [[bank_account:iban_si_v63]]\nPotni list: [[national_id:passport_v63]]\n"
     "Zdravljenje: ((substitucijska terapija z metadonom||inzulin||antiretrovirusna terapija)). Podpis ______"),
    ("b63_ge_form", "georgian_form", GE,
     "{ge_partner}\nგანთავისუფლების შემდეგ მედიკამენტებით დახმარების განაცხადი\nსახელი, გვარი: {first} {last}\nპირადი ნომერი: [[national_id:ge_pn_v63]]\n"
     "დაბადების თარიღი: [[date_of_birth:dob_v63]]\nმისამართი: [[address:addr_ge_v63]]\nტელეფონი: [[phone:phone_ge_v63]]\nანგარიში (IBAN): [[bank_account:iban_ge_v63]]\n"
     "დიაგნოზი: ((ჰეპატიტი C||ტუბერკულოზი||დიაბეტი)). ხელმოწერა ______"),
    ("b63_ge_death", "georgian_form", GE,
     "შეტყობინება ოჯახს\nპატივცემულო {first2} {last2},\nგაცნობებთ, რომ {first} {last} (პირადი ნომერი [[national_id:ge_pn_v63]], დაბ. [[date_of_birth:dob_v63]]) "
     "გარდაიცვალა [[date_of_death:dod_v63]] დაწესებულების სამედიცინო ნაწილში. გთხოვთ დაგვიკავშირდეთ. თქვენი მისამართი ჩვენს ჩანაწერში: [[address:addr_ge_v63]], "
     "ტელ. [[phone:phone_ge_v63]]. {ge_director}"),
    ("b63_am_form", "armenian_form", AM,
     "{am_partner}\nԱԶԱՏ ԱՐՁԱԿՎԵԼՈՒՑ ՀԵՏՈ ԴԵՂՈՐԱՅՔԻ ԱՋԱԿՑՈՒԹՅԱՆ ԴԻՄՈՒՄ\nԱզգանուն, անուն՝ {last} {first}\nՀԾՀ՝ [[national_id:am_ssn_v63]]\nԱնձնագիր՝ [[national_id:passport_v63]]\n"
     "Ծննդյան ամսաթիվ՝ [[date_of_birth:dob_v63]]\nՀասցե՝ [[address:addr_am_v63]]\nՀեռախոս՝ [[phone:phone_am_v63]]\nԲանկային հաշիվ՝ [[bank_account:iban_am_v63]]\n"
     "Ախտորոշում՝ ((հեպատիտ C||տուբերկուլոզ||շաքարային դիաբետ)). Ստորագրություն ______"),
    ("b63_az_form", "azerbaijani_form", AZ,
     "{az_partner}\nAZADLIĞA BURAXILDIQDAN SONRA DƏRMAN YARDIMI ÜÇÜN ƏRİZƏ\nSoyadı, adı: {last} {first}\nFİN: [[national_id:fin_v63]]\nDoğum tarixi: [[date_of_birth:dob_v63]]\n"
     "Ünvan: [[address:addr_az_v63]]\nTelefon: [[phone:phone_az_v63]]\nBank hesabı (IBAN): [[bank_account:iban_az_v63]]\nQohumunun avtomobili (qəbul üçün): [[vehicle_id:plate_az_v63]]\n"
     "Diaqnoz: ((hepatit C||vərəm, davam mərhələsi||şəkərli diabet)). İmza ______"),
    ("b63_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:booking_plain_v63]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v63]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v63]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v63]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v63]]\"}, {\"system\": \"url\", \"value\": \"[[url:url_v63]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v63]]\"}], "
     "\"managingOrganization\": {\"display\": \"{contractor}\"}}"),
    ("b63_fhir_medadmin", "fhir_export", US,
     "{\"resourceType\": \"MedicationAdministration\", \"status\": \"completed\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": "
     "[{\"system\": \"urn:lrchs:booking\", \"value\": \"[[record_number:booking_plain_v63]]\"}, {\"system\": \"urn:pa:ma\", \"value\": \"[[member_id:medicaid_plain_v63]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v63]]\"}], \"subject\": {\"reference\": \"#p1\"}, "
     "\"medicationCodeableConcept\": {\"text\": \"((buprenorphine 8 mg SL||isoniazid 900 mg + rifapentine 900 mg||olanzapine 10 mg))\"}, \"effectiveDateTime\": \"{iso_ts}\", "
     "\"performer\": [{\"actor\": {\"display\": \"{own_lpn}\"}}]}"),
    ("b63_hl7_rde", "hl7_export", US,
     "MSH|^~\\&|EHR|SBCCF|PHARM|LRCHS|{hl7_ts}||RDE^O11^RDE_O11|{ctrl}|P|2.5.1\nPID|1||[[record_number:booking_plain_v63]]^^^SBCCF^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v63]]|{sex}|||"
     "[[address:addr_hl7_v63]]||[[phone:phone_hl7_v63]]||||||[[ssn:ssn_plain_v63]]\nPV1|1|I|INF^((1||2||3))^A\nORC|NW|{fivedig}\n"
     "RXE|1^BID^HL7|((00093104801^METFORMIN 500MG TAB||68180098001^LISINOPRIL 10MG TAB||16729000101^SERTRALINE 50MG TAB))^NDC|1||TAB|||||60|||{own_npi}"),
    ("b63_roster_csv", "csv_export", US,
     "booking_no,last,first,dob,housing,med_alert,vehicle_towed,ssn\n[[record_number:booking_v63]],{last},{first},[[date_of_birth:dob_v63]],{unit},((insulin||seizures||none)),"
     "[[vehicle_id:plate_pa_v63]],[[ssn:ssn_v63]]\n[[record_number:booking_v63]],{last2},{first2},[[date_of_birth:dob_other_v63]],{unit},none,,\n"
     "# {jail} booking roster {iso_ts} - confidential"),
    ("b63_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*LACKRIDGECHS   *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*LACKRIDGECHS*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{contractor}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******MC~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:medicaid_plain_v63]]~\nN3*[[address:addr_x12_v63]]~\nDMG*D8*[[date_of_birth:dob_compact_v63]]*{sex}~\n"
     "REF*SY*[[ssn:ssn_plain_v63]]~\nCLM*{fivedig}*{fee}***11:B:1*Y*A*Y*Y~\nHI*ABK:{icd}~\nSV1*HC:{cpt}*{fee}*UN*1***1~\nDTP*472*D8*20{isa_date}~\nSE*17*{four_digits}~"),
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
        for suffix in ("", "2", "3"):  # the people of a text (name, name2, ...) share its locale
            draw.cache["locale" + suffix] = locale
        if not clean:
            if "_elder_v63" in body or "age_at_death_v63" in body:
                _birth(draw, 1929, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
            draw.cache["sbp"] = str(draw.rng.randint(92, 138))
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind63-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
