"""A fifty-first blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind51.py [--seed 53531] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind49.py,
seeds 4141 to 51511) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fiftieth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b51_" or "b51c_"). Identifier-free genres, all from clinical genetics and genomics: genetic-testing lab price lists
(a table, a CSV, a Mexican one in pesos, an Israeli one in shekels), test-menu catalogues (genes and turnaround
times; a table, a JSON, an Emirati one in Arabic, a FHIR ObservationDefinition), variant-classification policy
documents (a policy, a FAQ on reclassification, a Persian one), biobank sample-inventory summaries (counts and
freezer locations, no donors; a table, a CSV, an XML, an Egyptian one), rare-disease registry statistics (a table,
a JSON, a Mexican one, a Hebrew one), genetic-counselling clinic schedules (staff only; US, Hebrew, Emirati),
newborn-screening panel descriptions (US, Mexican, Persian, a CSV of analytes and cut-offs), pharmacogenomics
guidance tables (a table, a JSON, an Egyptian one), research ethics board meeting agendas (US, Hebrew, Mexican),
sequencing-run QC reports (instrument, flow cell, metrics; a table, a CSV, a JSON, a Persian one), notices in
other locales (he_IL in Hebrew script, ar_AE and ar_EG in Arabic script, fa_IR in Persian script, es_MX) and HL7
(MFN^M08 test master), X12 (850 reagent order, 999 acknowledgement), CSV, JSON and XML exports of non-personal
data. Carrying genres: genetic-test requisitions (US, Mexican, Emirati, a self-pay billing page), genetic-counselling
session notes (US, Hebrew, Persian), pedigree summaries with relatives' birth and death dates (US, Egyptian),
variant reports addressed to a patient (US, Mexican, Persian), biobank consent forms (US, Hebrew), rare-disease
registry enrolments (US, Persian, Emirati), newborn-screening follow-up letters (US, Mexican, Emirati),
pharmacogenomic result letters (US, Egyptian, Mexican), cascade-testing invitations to relatives (US, Hebrew, a
portal chat), plus a FHIR DiagnosticReport with its subject, an HL7 ORU^R01 with a genetics OBX, a registry CSV and
an X12 837P.

Most identifier values come from this module's own printings (the `*_v51` slots): US SSNs in several printings,
lab accession numbers and chart numbers of each country's clinics; Israeli ID numbers (teudat zehut, the 1-2
weighted check digit), UAE Emirates IDs (784-YYYY-NNNNNNN-C, the birth year and Luhn), Egyptian national IDs
(fourteen digits: the century digit, the birth date, the governorate code, the sex digit), Iranian national codes
(the mod 11 check digit), Mexican CURPs (name letters, birth date, sex, state, consonants and the check digit) and
IMSS NSS numbers (the Luhn-style check digit); Israeli and Emirati IBANs (mod 97 check digits), Mexican CLABEs (the
3-7-1 check digit) and US routing-and-account pairs; Mastercard and American Express numbers with Luhn; dates in
Hebrew (month names with and without the prefix ב), Arabic (Egyptian month names, Western or Eastern Arabic
digits), Persian (Gregorian months in Persian, Persian digits) and Mexican Spanish ("14 de marzo de 1987"), and US
orders; Israeli (street, apartment, seven-digit postcode), Emirati (villa or flat, community, P.O. Box), Egyptian
(building, floor, flat, district, governorate), Iranian (city first, street, alley, plaque, unit, ten-digit postcode),
Mexican (colonia, C.P.) and New Jersey address layouts; Israeli, Emirati, Egyptian, Iranian, Mexican and New Jersey
phone numbers in their national and international printings; number plates of the six countries; e-mails written
against scrapers; public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a family's blog,
a fundraiser, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a New Jersey genomic diagnostics laboratory, its
genetic-counselling clinic, biobank, rare-disease registry, research ethics board and newborn-screening follow-up
unit and a health plan on fictional 555-01xx lines, and partner laboratories in Israel, the UAE, Egypt, Iran and
Mexico) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the laboratory's
NPIs and CLIA number, its EIN); the people it names are the organisations' own staff, never a patient, donor,
relative or member, and the ages it gives are under 90 (age bands, ages at onset).

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

SEED = 53531
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
# Faker's ar_AE and ar_EG print English names: those two locales draw Arabic names from this module's own lists.
FAKER_LOCALES = ("en_US", "he_IL", "fa_IR", "es_MX")
OWN_NAME_LOCALES = ("ar_AE", "ar_EG")

LAB_NAME = "Pinelands Genomic Diagnostics"
GC_NAME = "Pinelands Genomic Diagnostics Genetic Counseling Clinic"
BIOBANK_NAME = "Wharton Forest Biorepository"
REGISTRY_NAME = "Mullica River Rare Disease Registry"
IRB_NAME = "Pinelands Genomic Institute Institutional Review Board"
NBS_NAME = "Batsto Newborn Screening Follow-up Unit"
PLAN_NAME = "Tuckahoe Mutual Health Plan"
IL_PARTNER = "מכון הגנטיקה כרמל-מפרץ"
AE_PARTNER = "مختبر الخليج للجينوم"
EG_PARTNER = "مركز النيل للوراثة الطبية"
IR_PARTNER = "آزمایشگاه ژنتیک پزشکی البرز"
MX_PARTNER = "Laboratorio de Genómica Clínica de Occidente"
ORGANISATION_CONTACTS = [
    "(856) 555-0171",                                                  # 0 laboratory client services
    "(856) 555-0172",                                                  # 1 laboratory fax
    "1180 Cranberry Bog Road, Hammonton, NJ 08037",                    # 2 laboratory address
    "clientservices@pinelandsgenomics.com",                            # 3
    "https://www.pinelandsgenomics.com",                               # 4
    "billing@pinelandsgenomics.com",                                   # 5
    "(856) 555-0173",                                                  # 6 genetic counselling clinic
    "counseling@pinelandsgenomics.com",                                # 7
    "(856) 555-0174",                                                  # 8 biobank
    "biobank@whartonforestbio.org",                                    # 9
    "(609) 555-0175",                                                  # 10 registry
    "registry@mullicarare.org",                                        # 11
    "https://www.mullicarare.org",                                     # 12
    "(609) 555-0176",                                                  # 13 research ethics board
    "irb@pinelandsgenomics.com",                                       # 14
    "(609) 555-0177",                                                  # 15 newborn-screening follow-up
    "nbsfollowup@batstonbs.org",                                       # 16
    "1-844-555-0178",                                                  # 17 health plan member services
    "precert@tuckahoemutual.com",                                      # 18
    "https://www.tuckahoemutual.com",                                  # 19
    "(856) 555-0179",                                                  # 20 sequencing core
    "seqcore@pinelandsgenomics.com",                                   # 21
    "edi@pinelandsgenomics.com",                                       # 22
    "PO Box 4410, Hammonton, NJ 08037",                                # 23 registry mail
    "+972 4-555-0151",                                                 # 24 Israeli partner (Haifa)
    "info@carmelmifrazgenetics.co.il",                                 # 25
    "+971 4 555 0151",                                                 # 26 Emirati partner (Dubai)
    "info@gulfgenomelab.ae",                                           # 27
    "+20 2 2555 0151",                                                 # 28 Egyptian partner (Cairo)
    "contact@nilemedgenetics.com.eg",                                  # 29
    "+98 21 5555 0151",                                                # 30 Iranian partner (Tehran)
    "info@alborzmedgenetics.ir",                                       # 31
    "+52 33 5555 0151",                                                # 32 Mexican partner (Guadalajara)
    "contacto@genomicaoccidente.mx",                                   # 33
]
ORG_EIN = "22-5137804"
ORG_CLIA = "31D2195476"
PLAN_PAYER_ID = "TMHP51"
PLAN_RXBIN = "610851"
PLAN_PCN = "TMHPRX"
PLAN_GROUP = "NJ5100GEN"
ORG_NPIS = (blind5._npi_of("151840273"), blind5._npi_of("176329048"), blind5._npi_of("190452617"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

MONTHS_V51 = {
    "he": ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"],
    "ar": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
    "fa": ["ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اکتبر", "نوامبر", "دسامبر"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
}
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


class _NamePool:
    """Arabic-script names of the two locales whose Faker prints English ones, drawn from a seeded generator."""

    _POOLS = {
        "ar_AE": (["محمد", "أحمد", "خالد", "سعيد", "راشد", "حمدان", "مريم", "فاطمة", "عائشة", "شيخة", "نورة", "موزة", "سلطان", "هند"],
                  ["المنصوري", "الكعبي", "الشامسي", "النعيمي", "الظاهري", "المزروعي", "السويدي", "الفلاسي", "الهاشمي", "البلوشي", "الزعابي"]),
        "ar_EG": (["محمود", "مصطفى", "عمرو", "كريم", "ياسر", "هاني", "منى", "سارة", "ياسمين", "دينا", "نهى", "إيمان", "طارق", "رانيا"],
                  ["عبد الرحمن", "السيد", "حسن", "إبراهيم", "عبد العزيز", "الشريف", "فهمي", "منصور", "رزق", "شاهين", "عثمان", "سليمان"]),
    }

    def __init__(self, locale: str, seed: int):
        self.first, self.last = self._POOLS[locale]
        self.rng = random.Random(seed)

    def first_name(self) -> str:
        return self.rng.choice(self.first)

    def last_name(self) -> str:
        return self.rng.choice(self.last)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"he_IL": "IL", "ar_AE": "AE", "ar_EG": "EG", "fa_IR": "IR", "es_MX": "MX"}


def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0151, 017x)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0151", "017")):
            return out


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: its national numbers and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _date_words(draw: Draw, day: dt.date) -> str:
    """A date as the text's language prints it: its order, its month names, its digits."""
    d, m, y = day.day, day.month, day.year
    country = _country(draw)
    if country == "IL":
        mon = MONTHS_V51["he"][m - 1]
        return draw.pick([f"{d} ב{mon} {y}", f"{d} {mon} {y}", f"{d}.{m}.{y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y % 100:02d}"])
    if country in ("AE", "EG"):
        mon = MONTHS_V51["ar"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d} {mon} {y}".translate(_ARABIC_DIGITS), f"{d:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{d:02d}",
                          f"{d}/{m}/{y}".translate(_ARABIC_DIGITS), f"{d}-{m}-{y}"])
    if country == "IR":
        mon = MONTHS_V51["fa"][m - 1]
        return draw.pick([f"{d} {mon} {y}".translate(_PERSIAN_DIGITS), f"{y}/{m:02d}/{d:02d}".translate(_PERSIAN_DIGITS), f"{d} {mon} {y}",
                          f"{y}/{m:02d}/{d:02d}", f"{d:02d}/{m:02d}/{y}".translate(_PERSIAN_DIGITS)])
    if country == "MX":
        mon = MONTHS_V51["es"][m - 1]
        return draw.pick([f"{d} de {mon} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{mon[:3]}-{y}", f"{d:02d}/{mon[:3].upper()}/{y}", f"{d}/{m}/{y}",
                          f"{d:02d} {mon[:3].upper()} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{d} {month[:3]} {y}", f"{m:02d}{d:02d}{y}"])


def dob_v51(draw: Draw) -> str:
    """An adult's date of birth in the text's language."""
    return _date_words(draw, _birth(draw, 1948, 2004))


def dob_young_v51(draw: Draw) -> str:
    """A pedigree proband's date of birth (1978-2008): a generation or two after the grandparents."""
    return _date_words(draw, _birth(draw, 1978, 2008))


def dob_child_v51(draw: Draw) -> str:
    """A child's date of birth (2012-2022)."""
    return _date_words(draw, _birth(draw, 2012, 2022))


def dob_newborn_v51(draw: Draw) -> str:
    """A newborn's date of birth (the screening weeks before the letter)."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 10, 1).toordinal(), dt.date(2026, 2, 10).toordinal()))  # type: ignore[assignment]
    return _date_words(draw, draw.cache["_birth"])  # type: ignore[arg-type]


def dob_elder_v51(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1927, 1935))


def dob_iso_v51(draw: Draw) -> str:
    return _birth(draw, 1948, 2004).isoformat()


def dob_compact_v51(draw: Draw) -> str:
    return _birth(draw, 1948, 2004).strftime("%Y%m%d")


def _relative_dates(draw: Draw, key: str) -> tuple[dt.date, dt.date]:
    """A grandparent's birth (1905-1945) and death (at 50 or older, 1975-2025), drawn once per relative."""
    if key not in draw.cache:
        born = draw.date_between(1905, 1945)
        died = dt.date.fromordinal(draw.rng.randint(max(born.toordinal() + 50 * 365, dt.date(1975, 1, 1).toordinal()), dt.date(2025, 12, 31).toordinal()))
        draw.cache[key] = (born, died)  # type: ignore[assignment]
    return draw.cache[key]  # type: ignore[return-value]


def rel_born_v51(draw: Draw) -> str:
    return _date_words(draw, _relative_dates(draw, "_rel1")[0])


def rel_died_v51(draw: Draw) -> str:
    return _date_words(draw, _relative_dates(draw, "_rel1")[1])


def rel2_born_v51(draw: Draw) -> str:
    return _date_words(draw, _relative_dates(draw, "_rel2")[0])


def rel2_died_v51(draw: Draw) -> str:
    return _date_words(draw, _relative_dates(draw, "_rel2")[1])


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), dt.date(2026, 1, 31).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v51(draw: Draw) -> str:
    """A recent death (the relative whose result prompted the letter)."""
    return _date_words(draw, _death_day(draw))


def dod_iso_v51(draw: Draw) -> str:
    return _death_day(draw).isoformat()


def age_v51(draw: Draw) -> str:
    """The text's patient's age over 89, agreeing with the patient's birth date (drawn here when the age comes first)."""
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = REFERENCE_DAY.year - born.year - ((REFERENCE_DAY.month, REFERENCE_DAY.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 99)
        first = REFERENCE_DAY.replace(year=REFERENCE_DAY.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    return _age_words(draw, age)


def age_rel_v51(draw: Draw) -> str:
    """A living relative's age over 89 (a grandparent in a family history); the patient's own birth date is untouched."""
    return _age_words(draw, draw.rng.randint(90, 101))


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country == "IL":
        return draw.pick([f"בן {age}", f"בת {age}", f"גיל {age}", f"{age}"])
    if country in ("AE", "EG"):
        return draw.pick([f"{age} عامًا", f"{age} سنة", f"{age} سنة".translate(_ARABIC_DIGITS), f"{age}"])
    if country == "IR":
        return draw.pick([f"{age} ساله".translate(_PERSIAN_DIGITS), f"{age} سال", f"{age} ساله"])
    if country == "MX":
        return draw.pick([f"{age} años", f"{age} a", f"{age}a"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + (f"-{words[age % 10]}" if age % 10 else "") if age < 100 else "a hundred"
    return draw.pick([f"{age}", f"{age} y/o", f"aged {age}", f"{age}-year-old", spelled, f"{age} yrs", f"{age}yo"])


# ---- United States (New Jersey) ------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v51(draw: Draw) -> str:
    """A US SSN as requisitions, consents and letters print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]}–{v[3:5]}–{v[5:]}", f"{v[:3]}-{v[3:]}"])


def ssn_plain_v51(draw: Draw) -> str:
    return _ssn_value(draw)


def accession_v51(draw: Draw) -> str:
    """A laboratory accession number of the text's laboratory (the year, a run of digits)."""
    country, year = _country(draw), draw.rng.randint(25, 26)
    if country == "IL":
        return draw.pick([f"CMG-{year}-{draw.digits(5, True)}", f"{year}G{draw.digits(6, True)}"])
    if country == "AE":
        return draw.pick([f"GGL{year}{draw.digits(6, True)}", f"AE-{year}-{draw.digits(5, True)}"])
    if country == "EG":
        return draw.pick([f"NMG/{2000 + year}/{draw.digits(5, True)}", f"{draw.digits(7, True)}"])
    if country == "IR":
        return draw.pick([f"{draw.digits(8, True)}".translate(_PERSIAN_DIGITS), f"AMG-{1400 + year - 21}-{draw.digits(5, True)}"])
    if country == "MX":
        return draw.pick([f"GCO-{2000 + year}-{draw.digits(6, True)}", f"F{year}{draw.digits(6, True)}"])
    return draw.pick([f"PGD{year}-{draw.digits(6, True)}", f"A{year}-{draw.digits(6, True)}", f"{year}GX{draw.digits(6, True)}",
                      f"PGD-20{year}-{draw.digits(5, True)}", f"ACC {year}{draw.digits(3, True)} {draw.digits(4)}"])


def accession_plain_v51(draw: Draw) -> str:
    return f"PGD{draw.rng.randint(25, 26)}{draw.digits(6, True)}"


def mrn_v51(draw: Draw) -> str:
    """A chart number of the text's clinic."""
    country = _country(draw)
    if country == "IL":
        return draw.pick([draw.digits(7, True), f"{draw.digits(2, True)}-{draw.digits(6)}"])
    if country == "AE":
        return draw.pick([f"MRN {draw.digits(8)}", f"GGL-{draw.digits(7, True)}"])
    if country == "EG":
        return draw.pick([f"{draw.rng.randint(2019, 2026)}/{draw.digits(5, True)}", f"{draw.digits(6, True)}".translate(_ARABIC_DIGITS)])
    if country == "IR":
        return draw.pick([f"{draw.digits(7, True)}".translate(_PERSIAN_DIGITS), f"{draw.digits(7, True)}"])
    if country == "MX":
        return draw.pick([f"EXP-{draw.digits(6, True)}", f"{draw.rng.randint(2018, 2026)}-{draw.digits(5, True)}"])
    return draw.pick([f"PGD{draw.digits(7)}", f"{draw.digits(8, True)}", f"MRN {draw.digits(3, True)}-{draw.digits(4)}", f"E{draw.digits(8, True)}"])


def mrn_plain_v51(draw: Draw) -> str:
    return f"PGD{draw.digits(7)}"


def kit_v51(draw: Draw) -> str:
    """A newborn-screening specimen (kit) number of the text's country."""
    country = _country(draw)
    if country == "MX":
        return draw.pick([f"TN-{draw.digits(8, True)}", f"{draw.digits(10, True)}"])
    if country == "AE":
        return draw.pick([f"NBS{draw.digits(9, True)}", f"{draw.digits(10, True)}"])
    return draw.pick([f"{draw.rng.randint(25, 26)}-{draw.digits(7, True)}", f"NJ{draw.digits(9, True)}", f"K {draw.digits(4, True)} {draw.digits(4)}"])


def plan_member_v51(draw: Draw) -> str:
    """A Tuckahoe Mutual member ID (the plan's prefix, nine digits, the person's suffix) or a NJ FamilyCare ID."""
    v = f"TMH{draw.digits(9, True)}"
    return draw.pick([v, f"{v}01", f"{v}-02", f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{draw.digits(12, True)}", f"{v[:3]}-{v[3:]}"])


def plan_member_plain_v51(draw: Draw) -> str:
    return f"TMH{draw.digits(9, True)}01"


def account_us_v51(draw: Draw) -> str:
    """A New Jersey checking account with its routing number (one span)."""
    routing = draw.pick(["021201383", "031201360", "031207607", "021200339", "026013673"])
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing} / account {account}", f"ABA {routing}, acct {account}", f"{routing}-{account}", f"RTN {routing} ACCT {account}"])


_NJ_TOWNS = [("Hammonton", "08037"), ("Vineland", "08360"), ("Millville", "08332"), ("Bridgeton", "08302"), ("Glassboro", "08028"), ("Cherry Hill", "08002"),
             ("Camden", "08102"), ("Toms River", "08753"), ("Mount Laurel", "08054"), ("Woodbury", "08096"), ("Egg Harbor City", "08215"),
             ("Atlantic City", "08401"), ("Trenton", "08618"), ("Medford", "08055"), ("Pennsauken", "08110")]
_NJ_STREETS = ["Bellevue Ave", "Landis Ave", "Delsea Dr", "White Horse Pike", "Chestnut Ave", "Haddon Ave", "Kings Hwy", "Main St", "Park Ave",
               "Egg Harbor Rd", "Pleasant Mills Rd", "Route 206", "Oak Rd", "Maple Ave", "Hooton Rd"]


def addr_nj_v51(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_NJ_TOWNS)
    street = f"{rng.randint(2, 2900)} {draw.pick(_NJ_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 30)}", f" Unit {draw.letters(1, 'ABCD')}{rng.randint(1, 9)}", f" #{rng.randint(2, 40)}"])
    return draw.pick([f"{street}{unit}, {town}, NJ {zip_code}", f"{street}{unit}\n{town}, NJ {zip_code}", f"{street}{unit}, {town} NJ {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, NJ {zip_code}", f"{street}{unit}, {town}, New Jersey {zip_code}"])


def phone_nj_v51(draw: Draw) -> str:
    area = draw.pick(["856", "856", "609", "732", "908", "973"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"1-{area}-{exchange}-{line}", f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 45)}", f"{area}{exchange}{line}", f"{area} {exchange} {line}"])


# ---- Israel -------------------------------------------------------------------------------------------------------
def _il_check(body: str) -> str:
    total = 0
    for index, char in enumerate(body):
        product = int(char) * (1 if index % 2 == 0 else 2)
        total += product - 9 if product > 9 else product
    return str((10 - total % 10) % 10)


def il_id_v51(draw: Draw) -> str:
    """An Israeli ID number (teudat zehut): eight digits and the check digit (weights 1, 2, digits of products summed)."""
    body = draw.pick(["0", "2", "3", "2", "3"]) + draw.digits(7)
    v = body + _il_check(body)
    return draw.pick([v, v, f"{v[:8]}-{v[8]}", f"{v[:3]} {v[3:6]} {v[6:]}", v.lstrip("0") or v])


def iban_of(country: str, bban: str) -> str:
    """An IBAN with its mod 97 check digits."""
    moved = bban + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in moved)
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def iban_il_v51(draw: Draw) -> str:
    """An Israeli IBAN (bank, branch, thirteen-digit account) or the domestic bank-branch-account printing."""
    bank, branch, account = draw.pick(["010", "012", "011", "020", "031"]), draw.digits(3, True), draw.digits(13)
    iban = iban_of("IL", bank + branch + account)
    return draw.pick([iban, _groups(iban), f"בנק {int(bank)} סניף {branch} חשבון {account.lstrip('0')[-8:]}", _groups(iban)])


def addr_il_v51(draw: Draw) -> str:
    """An Israeli address: street and number, apartment, city, seven-digit postcode."""
    city, code = draw.pick([("חיפה", "33"), ("תל אביב-יפו", "64"), ("ירושלים", "94"), ("באר שבע", "84"), ("רמת גן", "52"), ("נתניה", "42"),
                            ("פתח תקווה", "49"), ("קריית ביאליק", "27"), ("ראשון לציון", "75")])
    street = draw.pick(["הרצל", "ז'בוטינסקי", "בן יהודה", "העצמאות", "הנביאים", "ויצמן", "רוטשילד", "שדרות מוריה", "החלוץ", "סוקולוב", "הגפן"])
    num, apt = draw.rng.randint(1, 180), draw.rng.randint(1, 40)
    postcode = f"{code}{draw.digits(5)}"
    return draw.pick([f"רחוב {street} {num}, דירה {apt}, {city} {postcode}", f"{street} {num}/{apt}, {city}", f"רח' {street} {num} דירה {apt}\n{city}, מיקוד {postcode}",
                      f"{street} {num}, {city} {postcode}"])


def phone_il_v51(draw: Draw) -> str:
    """An Israeli mobile (05x) or a landline (02, 03, 04, 08, 09) in national or +972 printing."""
    if draw.rng.random() < 0.75:
        pre, rest = "5" + draw.pick(["0", "2", "3", "4", "8"]), _sub(draw, 7)
        return draw.pick([f"0{pre}-{rest[:3]}-{rest[3:]}", f"0{pre}-{rest}", f"+972-{pre}-{rest[:3]}-{rest[3:]}", f"+972 {pre} {rest[:3]} {rest[3:]}", f"0{pre}{rest}",
                          f"0{pre} {rest[:3]} {rest[3:]}"])
    pre, rest = draw.pick(["2", "3", "4", "8", "9"]), _sub(draw, 7)
    return draw.pick([f"0{pre}-{rest[:3]}-{rest[3:]}", f"0{pre}-{rest}", f"+972-{pre}-{rest}"])


# ---- United Arab Emirates -------------------------------------------------------------------------------------------
def eid_v51(draw: Draw) -> str:
    """A UAE Emirates ID: 784, the birth year, seven digits, a Luhn digit; printed 784-YYYY-NNNNNNN-C."""
    body = f"784{_birth(draw, 1955, 2004).year}{draw.digits(7)}"
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}", f"{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}", v, f"{v[:3]} {v[3:7]} {v[7:14]} {v[14]}"])


def eid_child_v51(draw: Draw) -> str:
    """A newborn's Emirates ID (issued with the birth certificate): the birth year is the baby's."""
    body = f"784{_birth(draw, 2025, 2026).year}{draw.digits(7)}"
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}", v])


def iban_ae_v51(draw: Draw) -> str:
    """An Emirati IBAN: a three-digit bank code and a sixteen-digit account, mod 97 check digits."""
    iban = iban_of("AE", draw.pick(["026", "033", "035", "030", "044"]) + draw.digits(16))
    return draw.pick([iban, _groups(iban), _groups(iban)])


def member_ae_v51(draw: Draw) -> str:
    """A Daman or Thiqa health insurance card number."""
    return draw.pick([f"1-{draw.digits(4)}-{draw.digits(4)}-{draw.digits(4)}-{draw.digits(2)}", f"{draw.digits(16, True)}", f"THQ {draw.digits(8, True)}"])


_AE_AREAS = [("البرشاء 2", "دبي"), ("الورقاء 3", "دبي"), ("مردف", "دبي"), ("الخوانيج 1", "دبي"), ("خليفة أ", "أبوظبي"), ("الشامخة", "أبوظبي"),
             ("مويلح", "الشارقة"), ("الجيمي", "العين"), ("الراشدية", "عجمان")]


def addr_ae_v51(draw: Draw) -> str:
    """An Emirati address: villa or flat, street, community, emirate, often a P.O. Box."""
    area, emirate = draw.pick(_AE_AREAS)
    street = draw.rng.randint(1, 60)
    box = f"ص.ب {draw.rng.randint(1000, 99999)}"
    return draw.pick([f"فيلا {draw.rng.randint(1, 140)}، شارع {street}، {area}، {emirate}", f"شقة {draw.rng.randint(101, 2408)}، بناية {draw.pick(['الندى', 'الريم', 'الزهراء', 'اللؤلؤة'])}، {area}، {emirate}، {box}",
                      f"فيلا {draw.rng.randint(1, 140)}، {area}\n{emirate}، الإمارات العربية المتحدة", f"{box}، {emirate}",
                      f"Villa {draw.rng.randint(1, 140)}, Street {street}, Al Barsha 2, Dubai"])


def phone_ae_v51(draw: Draw) -> str:
    """An Emirati mobile (050, 052, 054, 055, 056, 058) or a landline (02, 03, 04, 06)."""
    if draw.rng.random() < 0.8:
        pre, rest = "5" + draw.pick(["0", "2", "4", "5", "6", "8"]), _sub(draw, 7)
        out = draw.pick([f"0{pre} {rest[:3]} {rest[3:]}", f"+971 {pre} {rest[:3]} {rest[3:]}", f"+971{pre}{rest}", f"0{pre}{rest}", f"00971 {pre} {rest}",
                         f"0{pre}-{rest}"])
        return out.translate(_ARABIC_DIGITS) if draw.rng.random() < 0.15 else out
    pre, rest = draw.pick(["2", "3", "4", "6"]), _sub(draw, 7)
    return draw.pick([f"0{pre} {rest[:3]} {rest[3:]}", f"+971 {pre} {rest}"])


# ---- Egypt --------------------------------------------------------------------------------------------------------
_EG_GOVERNORATES = ["01", "01", "02", "21", "21", "12", "13", "14", "16", "25", "28", "88"]


def eg_nid_v51(draw: Draw) -> str:
    """An Egyptian national ID: century (2: 1900s, 3: 2000s), YYMMDD, governorate, three digits, the sex digit, a last digit."""
    born = _birth(draw, 1950, 2004)
    sex = draw.pick(["1", "3", "5", "7", "9"]) if _sex(draw) == "M" else draw.pick(["0", "2", "4", "6", "8"])
    v = f"{2 if born.year < 2000 else 3}{born.strftime('%y%m%d')}{draw.pick(_EG_GOVERNORATES)}{draw.digits(3)}{sex}{draw.digits(1)}"
    return draw.pick([v, v, v.translate(_ARABIC_DIGITS), f"{v[0]} {v[1:7]} {v[7:9]} {v[9:13]} {v[13]}"])


def addr_eg_v51(draw: Draw) -> str:
    """An Egyptian address: building, floor, flat, street, district, governorate (sometimes a postcode)."""
    street = draw.pick(["شارع التحرير", "شارع مصطفى النحاس", "شارع جامعة الدول العربية", "شارع الهرم", "شارع فيصل", "شارع أبو قير", "شارع شبرا", "شارع عباس العقاد"])
    district, gov = draw.pick([("الدقي", "الجيزة"), ("مدينة نصر", "القاهرة"), ("المهندسين", "الجيزة"), ("سموحة", "الإسكندرية"), ("شبرا", "القاهرة"),
                               ("مصر الجديدة", "القاهرة"), ("المنصورة", "الدقهلية"), ("طنطا", "الغربية")])
    b, floor, flat = draw.rng.randint(1, 120), draw.rng.randint(1, 12), draw.rng.randint(1, 30)
    out = draw.pick([f"{b} {street}، {district}، {gov}", f"عمارة {b}، الدور {floor}، شقة {flat}، {street}، {district}، {gov}",
                     f"{b} {street} - الدور {floor} - شقة {flat}\n{district} - محافظة {gov}", f"{b} {street}، {district}، {gov} {draw.digits(5, True)}"])
    return out.translate(_ARABIC_DIGITS) if draw.rng.random() < 0.25 else out


def phone_eg_v51(draw: Draw) -> str:
    """An Egyptian mobile (010, 011, 012, 015 and eight digits) or a Cairo/Alexandria line."""
    if draw.rng.random() < 0.8:
        pre, rest = "1" + draw.pick(["0", "1", "2", "5"]), _sub(draw, 8)
        out = draw.pick([f"0{pre} {rest[:4]} {rest[4:]}", f"+20 {pre} {rest[:4]} {rest[4:]}", f"0{pre}{rest}", f"+20{pre}{rest}", f"0{pre}-{rest}", f"002{pre}{rest}"])
        return out.translate(_ARABIC_DIGITS) if draw.rng.random() < 0.2 else out
    area, rest = draw.pick([("2", 8), ("3", 7)])
    num = _sub(draw, rest)
    return draw.pick([f"0{area} {num[:4]} {num[4:]}", f"+20 {area} {num}"])


# ---- Iran ---------------------------------------------------------------------------------------------------------
def _ir_check(body: str) -> str:
    remainder = sum(int(ch) * (10 - i) for i, ch in enumerate(body)) % 11
    return str(remainder if remainder < 2 else 11 - remainder)


def ir_code_v51(draw: Draw) -> str:
    """An Iranian national code (kod-e melli): nine digits and the mod 11 check digit; Persian or Western digits."""
    while True:
        body = draw.pick(["001", "002", "003", "004", "005", "007", "008", "128", "136", "137", "227", "228", "274", "275"]) + draw.digits(6)
        if len(set(body)) > 1:
            break
    v = body + _ir_check(body)
    return draw.pick([v, f"{v[:3]}-{v[3:9]}-{v[9]}", v.translate(_PERSIAN_DIGITS), f"{v[:3]}-{v[3:9]}-{v[9]}".translate(_PERSIAN_DIGITS)])


def member_ir_v51(draw: Draw) -> str:
    """A Social Security Organisation (Tamin) insurance number."""
    v = draw.digits(10, True)
    return draw.pick([v, v.translate(_PERSIAN_DIGITS)])


def addr_ir_v51(draw: Draw) -> str:
    """An Iranian address: city first, street, alley, plaque, unit, ten-digit postcode."""
    city = draw.pick(["تهران", "اصفهان", "شیراز", "مشهد", "تبریز", "کرج"])
    street = draw.pick(["خیابان ولیعصر", "خیابان شریعتی", "خیابان آزادی", "بلوار کشاورز", "خیابان چهارباغ", "خیابان زند", "خیابان امام رضا"])
    alley = draw.pick(["کوچه نیلوفر", "کوچه یاس", "کوچه ۱۲", "کوچه شهید رضایی", "بن‌بست مریم"])
    plaque, unit = draw.rng.randint(1, 120), draw.rng.randint(1, 24)
    postcode = draw.digits(10, True)
    out = draw.pick([f"{city}، {street}، {alley}، پلاک {plaque}، واحد {unit}، کد پستی {postcode}", f"{city} - {street} - {alley} - پلاک {plaque}",
                     f"{city}، {street}، {alley}، پلاک {plaque}\nکد پستی: {postcode}"])
    return out.translate(_PERSIAN_DIGITS) if draw.rng.random() < 0.6 else out


def phone_ir_v51(draw: Draw) -> str:
    """An Iranian mobile (0912, 0935, 0901, ...) or a Tehran line (021), Persian digits often."""
    if draw.rng.random() < 0.8:
        pre, rest = draw.pick(["912", "935", "901", "919", "936", "913"]), _sub(draw, 7)
        out = draw.pick([f"0{pre} {rest[:3]} {rest[3:]}", f"+98 {pre} {rest[:3]} {rest[3:]}", f"0{pre}{rest}", f"0{pre}-{rest[:3]}-{rest[3:]}", f"+98{pre}{rest}"])
    else:
        rest = _sub(draw, 8)
        out = draw.pick([f"021-{rest}", f"021 {rest[:4]} {rest[4:]}", f"+98 21 {rest}"])
    return out.translate(_PERSIAN_DIGITS) if draw.rng.random() < 0.5 else out


# ---- Mexico -------------------------------------------------------------------------------------------------------
_CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_MX_STATES = ["JC", "JC", "DF", "NL", "MC", "GT", "PL", "MN", "NT", "CL", "SL", "VZ", "YN"]


def _fold_upper(word: str) -> str:
    out = (blind2.fold_ascii(word.replace("ñ", "x").replace("Ñ", "X")) or "X").upper()
    return "".join(ch for ch in out if ch.isalpha()) or "X"


def _curp_of(paternal: str, maternal: str, given: str, born: dt.date, sex: str, state: str, differ: str) -> str:
    p, m, g = _fold_upper(paternal), _fold_upper(maternal), _fold_upper(given.split()[0])
    vowel = next((ch for ch in p[1:] if ch in "AEIOU"), "X")
    consonant = lambda word: next((ch for ch in word[1:] if ch not in "AEIOU"), "X")  # noqa: E731
    body = f"{p[0]}{vowel}{m[0]}{g[0]}{born.strftime('%y%m%d')}{sex}{state}{consonant(p)}{consonant(m)}{consonant(g)}{differ}"
    total = sum(_CURP_CHARS.index(ch) * (18 - i) for i, ch in enumerate(body))
    return body + str((10 - total % 10) % 10)


def curp_v51(draw: Draw) -> str:
    """A CURP from the text's person: name letters, birth date, sex (H/M), state, consonants, the differentiator and the check digit."""
    born = _birth(draw, 1948, 2004)
    differ = draw.digits(1) if born.year < 2000 else draw.letters(1)
    return _curp_of(draw.fill("last"), draw.fill("mat"), draw.fill("first"), born, "H" if _sex(draw) == "M" else "M", draw.pick(_MX_STATES), differ)


def curp_baby_v51(draw: Draw) -> str:
    """A newborn's CURP (issued with the birth registration): the baby's own birth date, the parents' surnames."""
    if "_birth" not in draw.cache:
        dob_newborn_v51(draw)
    born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
    return _curp_of(draw.fill("last"), draw.fill("mat"), draw.fill("first3"), born, "H" if _sex(draw) == "M" else "M", draw.pick(_MX_STATES), draw.letters(1))  # type: ignore[arg-type]


def nss_v51(draw: Draw) -> str:
    """An IMSS social security number (NSS): sub-delegation, registration year, birth year, four digits, the check digit."""
    born = _birth(draw, 1948, 2004)
    body = f"{draw.rng.randint(1, 99):02d}{(born.year + draw.rng.randint(16, 24)) % 100:02d}{born.year % 100:02d}{draw.digits(4)}"
    total = 0
    for index, ch in enumerate(body):
        product = int(ch) * (2 if index % 2 else 1)
        total += product // 10 + product % 10
    v = body + str((10 - total % 10) % 10)
    return draw.pick([v, v, f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:10]} {v[10]}", f"{v[:10]}-{v[10]}"])


def clabe_v51(draw: Draw) -> str:
    """A Mexican CLABE: bank, plaza, eleven-digit account, the 3-7-1 weighted check digit."""
    body = draw.pick(["002", "012", "014", "021", "072", "127", "044"]) + draw.pick(["180", "320", "580", "650"]) + draw.digits(11)
    total = sum((int(ch) * (3, 7, 1)[i % 3]) % 10 for i, ch in enumerate(body))
    v = body + str((10 - total % 10) % 10)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}", f"{_groups(v)}"])


_MX_PLACES = [("Col. Americana", "44160", "Guadalajara", "Jal."), ("Col. Providencia", "44630", "Guadalajara", "Jal."), ("Col. Chapalita", "45040", "Zapopan", "Jal."),
              ("Col. Del Valle", "03100", "Benito Juárez", "CDMX"), ("Col. Roma Norte", "06700", "Cuauhtémoc", "CDMX"), ("Col. Obispado", "64060", "Monterrey", "N.L."),
              ("Fracc. Jardines de la Hacienda", "76180", "Querétaro", "Qro."), ("Col. Centro", "58000", "Morelia", "Mich.")]
_MX_STREETS = ["Av. Chapultepec", "Calle Morelos", "Calle Hidalgo", "Av. López Mateos Sur", "Calle Colima", "Av. Insurgentes Sur", "Calle Pino Suárez", "Calle Juan Manuel"]


def addr_mx_v51(draw: Draw) -> str:
    """A Mexican address: street and number, interior, colonia, C.P., municipality, state."""
    col, cp, city, state = draw.pick(_MX_PLACES)
    street = f"{draw.pick(_MX_STREETS)} {draw.rng.randint(10, 3200)}"
    interior = draw.pick(["", f" Int. {draw.rng.randint(1, 20)}", f", Depto. {draw.rng.randint(1, 9)}{draw.letters(1, 'ABC')}", " int. B"])
    return draw.pick([f"{street}{interior}, {col}, C.P. {cp}, {city}, {state}", f"{street}{interior}\n{col}\n{cp} {city}, {state}",
                      f"{street.upper()}{interior.upper()} {col.upper()} CP {cp} {city.upper()}", f"{street}{interior}, {col}, {city}, {state} {cp}"])


def phone_mx_v51(draw: Draw) -> str:
    """A Mexican ten-digit number (two-digit area for CDMX, Guadalajara, Monterrey; three-digit elsewhere)."""
    if draw.rng.random() < 0.7:
        area, rest = draw.pick(["33", "55", "81"]), _sub(draw, 8)
        return draw.pick([f"{area} {rest[:4]} {rest[4:]}", f"({area}) {rest[:4]}-{rest[4:]}", f"+52 {area} {rest[:4]} {rest[4:]}", f"+52 1 {area} {rest[:4]} {rest[4:]}",
                          f"{area}{rest}", f"{area}-{rest[:4]}-{rest[4:]}", f"044 {area} {rest[:4]} {rest[4:]}"])
    area, rest = draw.pick(["442", "443", "477", "222"]), _sub(draw, 7)
    return draw.pick([f"{area} {rest[:3]} {rest[3:]}", f"({area}) {rest[:3]} {rest[3:]}", f"+52 {area} {rest}"])


# ---- by country, cards, e-mail, IP, URLs, plates -------------------------------------------------------------------
def addr_v51(draw: Draw) -> str:
    """A home address in the layout of the text's country."""
    return {"IL": addr_il_v51, "AE": addr_ae_v51, "EG": addr_eg_v51, "IR": addr_ir_v51, "MX": addr_mx_v51}.get(_country(draw), addr_nj_v51)(draw)


def phone_v51(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"IL": phone_il_v51, "AE": phone_ae_v51, "EG": phone_eg_v51, "IR": phone_ir_v51, "MX": phone_mx_v51}.get(_country(draw), phone_nj_v51)(draw)


def addr_hl7_v51(draw: Draw) -> str:
    town, zip_code = draw.pick(_NJ_TOWNS)
    return f"{draw.rng.randint(2, 2900)} {draw.pick(_NJ_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^NJ^{zip_code}^USA^H"


def addr_fhir_v51(draw: Draw) -> str:
    """A New Jersey address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_NJ_TOWNS)
    return f"{draw.rng.randint(2, 2900)} {draw.pick(_NJ_STREETS)}\"], \"city\": \"{town}\", \"state\": \"NJ\", \"postalCode\": \"{zip_code}"


def addr_x12_v51(draw: Draw) -> str:
    """A New Jersey address as an X12 N3 and N4 segment pair (one span)."""
    town, zip_code = draw.pick(_NJ_TOWNS)
    return f"{draw.rng.randint(2, 2900)} {draw.pick(_NJ_STREETS).upper()}~\nN4*{town.upper()}*NJ*{zip_code}{draw.digits(4)}"


def zip_town_v51(draw: Draw) -> str:
    """A registry row's town and ZIP (street withheld, the town and ZIP still locate the family)."""
    town, zip_code = draw.pick(_NJ_TOWNS)
    return f"{town} NJ {zip_code}"


def phone_e164_v51(draw: Draw) -> str:
    return f"+1{draw.pick(['856', '609'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v51(draw: Draw) -> str:
    return f"({draw.pick(['856', '609'])}){_us_exchange(draw)}-{draw.digits(4)}"


def mastercard_v51(draw: Draw) -> str:
    """A Mastercard number (51-55 or 2221-2720) with Luhn, printed in fours or whole."""
    prefix = draw.pick(["51", "52", "53", "54", "55", str(draw.rng.randint(2221, 2720))])
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def amex_v51(draw: Draw) -> str:
    """An American Express number (34 or 37, fifteen digits) with Luhn, printed 4-6-5 as on the card."""
    body = draw.pick(["34", "37"]) + draw.digits(12)
    v = body + _luhn(body)
    return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", f"{v[:4]}-{v[4:10]}-{v[10:]}", v, f"{v[:4]} {v[4:10]} {v[10:]}"])


_EMAIL_DOMAINS = {"US": ["gmail.com", "comcast.net", "verizon.net", "optonline.net", "yahoo.com", "icloud.com"],
                  "IL": ["gmail.com", "walla.co.il", "bezeqint.net", "012.net.il", "hotmail.com"],
                  "AE": ["gmail.com", "hotmail.com", "eim.ae", "outlook.com", "emirates.net.ae"],
                  "EG": ["gmail.com", "yahoo.com", "hotmail.com", "link.net", "outlook.com"],
                  "IR": ["gmail.com", "yahoo.com", "chmail.ir", "outlook.com"],
                  "MX": ["gmail.com", "hotmail.com", "prodigy.net.mx", "yahoo.com.mx", "outlook.es"]}
_ROMAN = {"IL": (["noa", "yossi", "tamar", "avi", "shira", "eitan", "michal"], ["cohen", "levi", "mizrahi", "peretz", "biton", "friedman"]),
          "AE": (["mohammed", "khalid", "mariam", "fatima", "saeed", "hamdan"], ["almansoori", "alkaabi", "alshamsi", "alnuaimi", "alsuwaidi"]),
          "EG": (["mahmoud", "mostafa", "sara", "yasmin", "karim", "dina"], ["hassan", "ibrahim", "elsayed", "fahmy", "mansour", "shaheen"]),
          "IR": (["reza", "maryam", "ali", "zahra", "amir", "niloufar"], ["ahmadi", "hosseini", "karimi", "rezaei", "moradi", "tehrani"]),
          "MX": (["jose", "maria", "luis", "ana"], ["garcia", "lopez", "hernandez"]), "US": (["jordan", "casey"], ["smith", "lee"])}


def _local(draw: Draw, suffix: str = "") -> str:
    first = (blind2.fold_ascii(draw.fill("first" + suffix)) or "").replace(" ", "").replace("'", "").lower()
    last = (blind2.fold_ascii(draw.fill("last" + suffix)) or "").replace(" ", "").replace("'", "").lower()
    if not first.isalpha() or not last.isalpha() or not first.isascii() or not last.isascii():
        firsts, lasts = _ROMAN[_country(draw)]
        key = "_roman" + suffix
        if key not in draw.cache:
            draw.cache[key] = (draw.pick(firsts), draw.pick(lasts))  # type: ignore[assignment]
        first, last = draw.cache[key]  # type: ignore[misc]
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                      f"{first}{draw.rng.randint(1950, 2005)}"])


def _email(draw: Draw, suffix: str, obfuscate: bool) -> str:
    country = _country(draw)
    local, domain = _local(draw, suffix), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.1:
        at, dot = {"MX": ("arroba", "punto")}.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.18:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.24:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v51(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    return _email(draw, "", True)


def email_plain_v51(draw: Draw) -> str:
    return _email(draw, "", False)


def email_family_v51(draw: Draw) -> str:
    """The e-mail of the text's second person (a parent, a relative)."""
    return _email(draw, "2", True)


_IP4 = {"US": [(24, 0, 255), (68, 32, 95), (73, 0, 255), (98, 109, 116)], "IL": [(79, 176, 183), (84, 108, 111), (109, 64, 67)],
        "AE": [(94, 200, 207), (86, 96, 99), (5, 30, 31)], "EG": [(41, 32, 47), (156, 192, 223), (197, 32, 63)],
        "IR": [(2, 176, 191), (5, 112, 127), (151, 232, 247)], "MX": [(187, 128, 255), (189, 128, 255), (201, 96, 175)]}
_IP6 = {"US": "2601:4c0", "IL": "2a02:6680", "AE": "2a02:4a0", "EG": "2c0f:fc88", "IR": "2a01:5ec0", "MX": "2806:10a6"}


def ip_v51(draw: Draw) -> str:
    """A public address of a home or mobile connection in the text's country (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first, low, high = draw.pick(_IP4[country])
    return f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    local = _local(draw, suffix)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def family_url_v51(draw: Draw) -> str:
    """A family's own page about the child's or the patient's condition (a blog, a fundraiser, a support-group profile)."""
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw)}-genetic-testing", f"https://{_slug(draw, '')}family.blogspot.com",
                      f"https://www.caringbridge.org/visit/{_slug(draw, '')}", f"https://www.instagram.com/{_slug(draw, '_')}_journey/",
                      f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}", f"www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}"])


def profile_url_v51(draw: Draw) -> str:
    """A person's own profile page."""
    return draw.pick([f"https://www.linkedin.com/in/{_slug(draw)}-{draw.digits(3, True)}", f"https://t.me/{_slug(draw, '_')}", f"https://www.instagram.com/{_slug(draw, '.')}/",
                      f"https://x.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}"])


def plate_v51(draw: Draw) -> str:
    """A number plate of the text's country (New Jersey, Israel, the UAE, Egypt, Iran, Mexico)."""
    country = _country(draw)
    if country == "IL":
        return draw.pick([f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(3)}", f"{draw.digits(2, True)}-{draw.digits(3)}-{draw.digits(2)}"])
    if country == "AE":
        return draw.pick([f"دبي {draw.letters(1, 'ABCDEFGHIJKLMNOPQRS')} {draw.digits(5, True)}", f"Dubai {draw.letters(1, 'ABCDEFGHIJKLMNOPQRS')} {draw.digits(5, True)}",
                          f"أبوظبي {draw.rng.randint(1, 17)} {draw.digits(5, True)}", f"Sharjah {draw.rng.randint(1, 3)} {draw.digits(5, True)}"])
    if country == "EG":
        letters = " ".join(draw.pick(list("أبجدرسصطعفقلمنهوى")) for _ in range(3))
        return draw.pick([f"{letters} {draw.digits(3, True)}".translate(_ARABIC_DIGITS), f"{letters} {draw.digits(4, True)}"])
    if country == "IR":
        v = f"{draw.digits(2, True)} {draw.pick(list('بجدسصطقلمنوهی'))} {draw.digits(3, True)} - ایران {draw.digits(2, True)}"
        return v.translate(_PERSIAN_DIGITS) if draw.rng.random() < 0.6 else v
    if country == "MX":
        return draw.pick([f"{draw.letters(3)}-{draw.digits(3)}-{draw.letters(1)}", f"{draw.letters(3)}-{draw.digits(2)}-{draw.digits(2)}", f"{draw.letters(1)}{draw.digits(2)}-{draw.letters(3)}"])
    return draw.pick([f"{draw.letters(1)}{draw.digits(2)}-{draw.letters(3)}", f"{draw.letters(1)}{draw.digits(2)} {draw.letters(3)}", f"{draw.letters(3)} {draw.digits(2)}{draw.letters(1)}",
                      f"{draw.letters(1)}{draw.digits(2)}{draw.letters(3)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v51": dob_v51, "dob_child_v51": dob_child_v51, "dob_young_v51": dob_young_v51, "dob_newborn_v51": dob_newborn_v51, "dob_elder_v51": dob_elder_v51, "dob_iso_v51": dob_iso_v51,
    "dob_compact_v51": dob_compact_v51, "rel_born_v51": rel_born_v51, "rel_died_v51": rel_died_v51, "rel2_born_v51": rel2_born_v51,
    "rel2_died_v51": rel2_died_v51, "dod_iso_v51": dod_iso_v51, "dod_v51": dod_v51, "age_v51": age_v51, "age_rel_v51": age_rel_v51,
    "ssn_v51": ssn_v51, "ssn_plain_v51": ssn_plain_v51, "accession_v51": accession_v51, "accession_plain_v51": accession_plain_v51,
    "mrn_v51": mrn_v51, "mrn_plain_v51": mrn_plain_v51, "kit_v51": kit_v51, "plan_member_v51": plan_member_v51, "plan_member_plain_v51": plan_member_plain_v51,
    "account_us_v51": account_us_v51, "il_id_v51": il_id_v51, "iban_il_v51": iban_il_v51, "eid_v51": eid_v51, "eid_child_v51": eid_child_v51,
    "iban_ae_v51": iban_ae_v51, "member_ae_v51": member_ae_v51, "eg_nid_v51": eg_nid_v51, "ir_code_v51": ir_code_v51, "member_ir_v51": member_ir_v51,
    "curp_v51": curp_v51, "curp_baby_v51": curp_baby_v51, "nss_v51": nss_v51, "clabe_v51": clabe_v51,
    "addr_v51": addr_v51, "addr_nj_v51": addr_nj_v51, "addr_hl7_v51": addr_hl7_v51, "addr_fhir_v51": addr_fhir_v51, "addr_x12_v51": addr_x12_v51,
    "zip_town_v51": zip_town_v51, "phone_v51": phone_v51, "phone_nj_v51": phone_nj_v51, "phone_e164_v51": phone_e164_v51, "phone_hl7_v51": phone_hl7_v51,
    "mastercard_v51": mastercard_v51, "amex_v51": amex_v51, "email_v51": email_v51, "email_plain_v51": email_plain_v51,
    "email_family_v51": email_family_v51, "ip_v51": ip_v51, "family_url_v51": family_url_v51, "profile_url_v51": profile_url_v51, "plate_v51": plate_v51,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_TESTS = [("81162", "BRCA1/BRCA2 full sequencing and deletion/duplication", 14, 1150, 2480), ("81479", "Hereditary cancer panel, 84 genes", 21, 950, 2200),
          ("81415", "Exome sequencing, proband", 56, 2400, 5900), ("81416", "Exome sequencing, each comparator (parent)", 56, 900, 1800),
          ("81425", "Genome sequencing, proband", 70, 3900, 7800), ("81220", "CFTR common variants (ACMG 23)", 10, 180, 420),
          ("81243", "FMR1 repeat analysis (fragile X)", 14, 260, 590), ("81329", "SMN1 copy number (SMA carrier)", 10, 210, 480),
          ("81408", "Cardiomyopathy panel, 62 genes", 28, 1300, 2900), ("81228", "Chromosomal microarray (CMA)", 21, 780, 1650),
          ("81225", "CYP2C19 genotyping", 5, 120, 290), ("81226", "CYP2D6 genotyping with copy number", 7, 180, 390),
          ("81479", "Epilepsy panel, 150 genes", 28, 1400, 3100), ("81403", "Known familial variant, single site", 10, 250, 480)]


def _price_row(d: Draw) -> str:
    code, name, tat, low, high = d.pick(_TESTS)
    price = d.rng.randint(low // 10, high // 10) * 10
    return f"{code} | {name} | ${price:,} | ${price * d.rng.randint(18, 45) // 100:,} self-pay | {tat} days"


def _price_csv_row(d: Draw) -> str:
    code, name, tat, low, high = d.pick(_TESTS)
    price = d.rng.randint(low, high)
    return f"PGD-{d.digits(4, True)},{code},\"{name}\",{price}.00,{price * 3 // 10}.00,{tat}"


_MX_TESTS = [("Panel de cáncer hereditario (84 genes)", 18_000, 32_000), ("Exoma clínico del caso índice", 28_000, 52_000), ("Exoma trío", 55_000, 95_000),
             ("Cariotipo en sangre periférica", 2_800, 4_900), ("Microarreglo cromosómico", 12_000, 21_000), ("Tamiz ampliado (confirmatorio)", 1_900, 3_600),
             ("Estudio de portador de fibrosis quística", 4_500, 8_200), ("Farmacogenómica (CYP2C19, CYP2D6, SLCO1B1)", 5_200, 9_800),
             ("Variante familiar conocida", 3_900, 7_500)]


def _mx_price_row(d: Draw) -> str:
    name, low, high = d.pick(_MX_TESTS)
    return f"{name} | ${d.rng.randint(low // 100, high // 100) * 100:,} MXN | {d.rng.randint(10, 60)} días hábiles | {d.pick(['IVA incluido', 'precio de contado', '3 meses sin intereses'])}"


_IL_TESTS = [("בדיקת נשאות מורחבת", 1_800, 3_900), ("ריצוף אקסום", 7_500, 14_000), ("צ'יפ גנטי (CMA)", 2_200, 4_600), ("פאנל סרטן תורשתי", 3_800, 7_900),
             ("בדיקת BRCA - מוטציות מייסדות", 380, 900), ("X שביר", 650, 1_300), ("SMA - נשאות", 450, 950), ("ייעוץ גנטי (פגישה)", 600, 1_150)]


def _il_price_row(d: Draw) -> str:
    name, low, high = d.pick(_IL_TESTS)
    return f"{name} | {d.rng.randint(low // 10, high // 10) * 10:,} ₪ | {d.pick(['בהחזר קופת חולים חלקי', 'ללא השתתפות ביטוח', 'כולל מע״מ'])} | {d.rng.randint(2, 8)} שבועות"


_GENES = [("BRCA1", "Hereditary breast and ovarian cancer"), ("BRCA2", "Hereditary breast and ovarian cancer"), ("MLH1", "Lynch syndrome"), ("MSH2", "Lynch syndrome"),
          ("TP53", "Li-Fraumeni syndrome"), ("MYH7", "Hypertrophic cardiomyopathy"), ("KCNQ1", "Long QT syndrome type 1"), ("SCN1A", "Dravet syndrome"),
          ("CFTR", "Cystic fibrosis"), ("HBB", "Beta thalassemia"), ("PAH", "Phenylketonuria"), ("GBA1", "Gaucher disease"), ("FBN1", "Marfan syndrome"),
          ("LDLR", "Familial hypercholesterolemia"), ("DMD", "Duchenne/Becker muscular dystrophy"), ("SMN1", "Spinal muscular atrophy")]


def _menu_row(d: Draw) -> str:
    gene, condition = d.pick(_GENES)
    return f"{gene} | {condition} | {d.pick(['NGS + del/dup', 'Sanger', 'MLPA', 'NGS', 'repeat-primed PCR'])} | {d.rng.randint(7, 35)} days | {d.pick(['blood (EDTA)', 'saliva', 'blood or saliva', 'buccal swab'])}"


def _menu_json_row(d: Draw) -> str:
    gene, condition = d.pick(_GENES)
    return (f"{{\"testCode\": \"PG{d.digits(4, True)}\", \"gene\": \"{gene}\", \"condition\": \"{condition}\", \"method\": \"{d.pick(['NGS', 'Sanger', 'MLPA', 'NGS+CNV'])}\", "
            f"\"turnaroundDays\": {d.rng.randint(7, 35)}, \"specimen\": \"{d.pick(['EDTA whole blood', 'saliva', 'extracted DNA'])}\"}}")


_AR_GENES = [("HBB", "الثلاسيميا بيتا"), ("CFTR", "التليف الكيسي"), ("SMN1", "ضمور العضلات الشوكي"), ("BRCA1", "سرطان الثدي والمبيض الوراثي"),
             ("G6PD", "نقص إنزيم G6PD"), ("PAH", "بيلة الفينيل كيتون"), ("HBA1/HBA2", "الثلاسيميا ألفا"), ("MEFV", "حمى البحر المتوسط العائلية")]


def _ar_menu_row(d: Draw) -> str:
    gene, condition = d.pick(_AR_GENES)
    return f"{gene} | {condition} | {d.rng.randint(7, 30)} يوم عمل | {d.pick(['دم EDTA', 'لعاب', 'دم أو لعاب'])} | {d.rng.randint(6, 40) * 100} درهم"


_BIOBANK_TYPES = ["Whole blood (EDTA), 1 mL aliquots", "Plasma, 0.5 mL", "Serum, 0.5 mL", "Buffy coat", "Extracted DNA, 50 ng/uL", "Extracted RNA (PAXgene)",
                  "FFPE tissue blocks", "Saliva (Oragene)", "Dried blood spot cards", "PBMC, cryopreserved"]


def _freezer(d: Draw) -> str:
    return f"{d.pick(['F', 'LN'])}{d.rng.randint(1, 14):02d}-R{d.rng.randint(1, 6)}-S{d.rng.randint(1, 5)}"


def _biobank_row(d: Draw) -> str:
    n = d.rng.randint(120, 48000)
    return f"{d.pick(_BIOBANK_TYPES)} | {n:,} | {d.rng.randint(0, n // 20):,} | {_freezer(d)} | {d.pick(['-80 C', '-80 C', 'vapour-phase LN2', '+4 C', 'room temp'])}"


def _biobank_csv_row(d: Draw) -> str:
    n = d.rng.randint(50, 30000)
    return f"{d.pick(['CARD-GEN', 'ONC-HER', 'PED-RARE', 'NBS-RES', 'PGX-01'])},{d.pick(_BIOBANK_TYPES).split(',')[0].lower().replace(' ', '_')},{n},{d.rng.randint(0, n // 10)},{_freezer(d)}"


def _biobank_xml_row(d: Draw) -> str:
    return (f"  <Container id=\"{_freezer(d)}\" type=\"{d.pick(['upright -80', 'chest -80', 'LN2 dewar', 'cold room shelf'])}\" aliquots=\"{d.rng.randint(200, 24000)}\" "
            f"fillPct=\"{d.rng.randint(20, 97)}\" lastTempCheck=\"{d.fill('eff_iso')}\" alarm=\"{d.pick(['none', 'none', 'cleared'])}\"/>")


_AR_SAMPLES = ["دم كامل (EDTA)", "بلازما", "مصل", "حمض نووي مستخلص", "بقع دم مجففة", "أنسجة مثبتة بالبارافين"]


def _biobank_eg_row(d: Draw) -> str:
    return f"{d.pick(_AR_SAMPLES)} | {d.rng.randint(100, 9000)} | المجمد {d.rng.randint(1, 9)} - رف {d.rng.randint(1, 6)} | {d.pick(['-80', '-20', 'نيتروجين سائل'])}"


_RARE = [("Cystic fibrosis", 1, 60), ("Duchenne muscular dystrophy", 1, 25), ("Spinal muscular atrophy", 1, 40), ("Phenylketonuria", 1, 55),
         ("Fabry disease", 8, 70), ("Gaucher disease type 1", 5, 80), ("Huntington disease", 20, 85), ("Marfan syndrome", 2, 70),
         ("Rett syndrome", 1, 30), ("Hereditary transthyretin amyloidosis", 40, 85), ("Pompe disease", 1, 65), ("Wilson disease", 5, 50)]


def _registry_row(d: Draw) -> str:
    name, low, high = d.pick(_RARE)
    n = d.rng.randint(12, 640)
    return f"{name} | {n} | {d.rng.randint(0, n // 4)} | {low}-{high} | {d.rng.randint(low, (low + high) // 2)} | {d.rng.randint(55, 99)}%"


def _registry_json_row(d: Draw) -> str:
    name, low, high = d.pick(_RARE)
    n = d.rng.randint(12, 640)
    return (f"{{\"condition\": \"{name}\", \"enrolled\": {n}, \"newThisYear\": {d.rng.randint(0, n // 5)}, \"ageBand\": \"{low}-{high}\", "
            f"\"genotypeConfirmedPct\": {d.rng.randint(60, 100)}, \"counties\": {d.rng.randint(3, 21)}}}")


_MX_RARE = ["Fenilcetonuria", "Hipotiroidismo congénito", "Fibrosis quística", "Atrofia muscular espinal", "Enfermedad de Gaucher", "Mucopolisacaridosis tipo I",
            "Distrofia muscular de Duchenne", "Hiperplasia suprarrenal congénita"]


def _mx_registry_row(d: Draw) -> str:
    n = d.rng.randint(8, 420)
    return f"{d.pick(_MX_RARE)} | {n} | {d.rng.randint(0, n // 5)} | {d.pick(['Jalisco', 'CDMX', 'Nuevo León', 'Michoacán', 'Querétaro'])} | {d.rng.randint(50, 98)}%"


_HE_RARE = ["גושה", "טיי-זקס", "סיסטיק פיברוזיס", "ניוון שרירים שדרתי (SMA)", "דיסאוטונומיה משפחתית", "קנוואן", "פניל-קטונוריה", "תלסמיה"]


def _he_registry_row(d: Draw) -> str:
    n = d.rng.randint(6, 380)
    return f"{d.pick(_HE_RARE)} | {n} | {d.rng.randint(0, n // 6)} | {d.pick(['צפון', 'חיפה', 'מרכז', 'ירושלים', 'דרום'])} | {d.rng.randint(40, 95)}%"


_GC_STAFF = [("Rosalind Okafor-Whitcombe, MS, CGC", "hereditary cancer"), ("Thaddeus Brannigan-Oduya, MS, CGC", "cardiogenetics"),
             ("Dr. Imogen Szczepanski-Reyes, MD, FACMG", "pediatric genetics"), ("Perpetua Lindgren-Achebe, MGC, CGC", "prenatal and reproductive"),
             ("Cassius Vandermeer-Ito, MS, CGC", "neurogenetics")]
STAFF = tuple(name for name, _ in _GC_STAFF) + ("Dr. Wilhelmina Oyelaran-Pike, PhD, FACMG", "Everard Nakagawa-Flint, MB(ASCP)", "Dr. Henrietta Abernathy-Sow, JD, PhD")


def _gc_row(d: Draw) -> str:
    name, focus = d.pick(_GC_STAFF)
    return f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.pick(['8:30-12:00', '13:00-16:30', '9:00-15:00'])} | {name} | {focus} | {d.pick(['Hammonton', 'Cherry Hill satellite', 'telehealth', 'Vineland satellite'])}"


_HE_GC = [("ד\"ר מיכל בר-אורן", "גנטיקה של סרטן"), ("אורית שמואלי-קפלן, יועצת גנטית", "ייעוץ טרום הריון"), ("ד\"ר עמרי לנדאו", "גנטיקה ילדים"),
          ("נעמה זילברשטיין, יועצת גנטית", "קרדיוגנטיקה")]


def _he_gc_row(d: Draw) -> str:
    name, focus = d.pick(_HE_GC)
    return f"יום {d.pick(['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳'])} | {d.pick(['08:00-12:00', '12:30-16:00', '09:00-14:00'])} | {name} | {focus}"


_AR_GC = [("د. ليلى الحمادي", "الأمراض الوراثية لدى الأطفال"), ("د. عمر القاسمي", "الوراثة القلبية"), ("أمل الزرعوني، مستشارة وراثية", "الفحص قبل الزواج"),
          ("د. سلمى الرميثي", "أورام وراثية")]


def _ar_gc_row(d: Draw) -> str:
    name, focus = d.pick(_AR_GC)
    return f"{d.pick(['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس'])} | {d.pick(['8:00-12:00', '13:00-17:00', '9:00-14:00'])} | {name} | {focus}"


_NBS = [("Phenylalanine (Phe)", "PKU and hyperphenylalaninemias", "MS/MS", "> 120 umol/L"), ("TSH", "Congenital hypothyroidism", "immunoassay", "> 25 uIU/mL"),
        ("17-OHP", "Congenital adrenal hyperplasia", "immunoassay", "weight-adjusted"), ("IRT", "Cystic fibrosis", "immunoassay, then CFTR DNA", "> 96th percentile"),
        ("Hemoglobin pattern", "Sickle cell disease and other hemoglobinopathies", "HPLC", "any FS, FSC, FE pattern"),
        ("C8 acylcarnitine", "MCAD deficiency", "MS/MS", "> 0.30 umol/L"), ("TREC copies", "Severe combined immunodeficiency", "qPCR", "< 250 copies/uL"),
        ("SMN1 exon 7", "Spinal muscular atrophy", "qPCR", "absent"), ("GAA activity", "Pompe disease", "fluorometric", "< 15% of daily median"),
        ("Biotinidase", "Biotinidase deficiency", "colorimetric", "< 30% of daily mean"), ("GALT", "Classic galactosemia", "fluorometric", "< 3.5 U/g Hb")]


def _nbs_row(d: Draw) -> str:
    analyte, condition, method, cutoff = d.pick(_NBS)
    return f"{condition} | {analyte} | {method} | {cutoff} | {d.pick(['repeat specimen', 'immediate referral', 'repeat specimen or referral'])}"


def _nbs_csv_row(d: Draw) -> str:
    analyte, condition, method, cutoff = d.pick(_NBS)
    return f"\"{analyte}\",\"{condition}\",{method.split(',')[0]},\"{cutoff}\",{d.rng.randint(1, 40)}.{d.digits(1)},{d.pick(['core', 'core', 'secondary'])}"


_MX_NBS = ["Hipotiroidismo congénito (TSH)", "Fenilcetonuria (fenilalanina)", "Galactosemia (GALT)", "Hiperplasia suprarrenal congénita (17-OHP)",
           "Fibrosis quística (IRT)", "Deficiencia de biotinidasa", "Deficiencia de G6PD", "Hemoglobinopatías (HPLC)"]
_FA_NBS = ["کم‌کاری مادرزادی تیروئید (TSH)", "فنیل‌کتونوری (PKU)", "کمبود آنزیم G6PD", "گالاکتوزمی", "هیپرپلازی مادرزادی آدرنال", "بیماری شربت افرا (MSUD)"]

_PGX = [("CYP2C19", "clopidogrel", "Poor metabolizer", "Use an alternative antiplatelet (prasugrel or ticagrelor) if no contraindication"),
        ("CYP2C19", "citalopram", "Ultrarapid metabolizer", "Consider an alternative not predominantly metabolized by CYP2C19"),
        ("CYP2D6", "codeine", "Poor metabolizer", "Avoid codeine; use a non-tramadol alternative"),
        ("CYP2D6", "tamoxifen", "Intermediate metabolizer", "Consider an aromatase inhibitor for postmenopausal patients"),
        ("SLCO1B1", "simvastatin", "Decreased function", "Prescribe a lower dose or another statin"),
        ("TPMT", "azathioprine", "Intermediate metabolizer", "Start at 30-80% of the normal dose"),
        ("DPYD", "fluorouracil", "Activity score 1.0", "Reduce the starting dose by 50%"),
        ("HLA-B*57:01", "abacavir", "Positive", "Do not prescribe abacavir"),
        ("CYP2C9/VKORC1", "warfarin", "Sensitive genotype", "Use a validated dosing algorithm; lower starting dose"),
        ("UGT1A1", "irinotecan", "*28/*28", "Reduce the starting dose")]


def _pgx_row(d: Draw) -> str:
    gene, drug, phenotype, action = d.pick(_PGX)
    return f"{gene} | {drug} | {phenotype} | {action} | CPIC level {d.pick(['A', 'A', 'B'])}"


def _pgx_json_row(d: Draw) -> str:
    gene, drug, phenotype, action = d.pick(_PGX)
    return f"{{\"gene\": \"{gene}\", \"drug\": \"{drug}\", \"phenotype\": \"{phenotype}\", \"recommendation\": \"{action}\", \"evidence\": \"{d.pick(['strong', 'moderate'])}\"}}"


_AR_PGX = [("CYP2C19", "كلوبيدوغريل", "استقلاب ضعيف", "يُفضَّل دواء بديل"), ("CYP2D6", "كودايين", "استقلاب فائق السرعة", "تجنّب الكودايين"),
           ("SLCO1B1", "سيمفاستاتين", "وظيفة منخفضة", "جرعة أقل أو ستاتين آخر"), ("TPMT", "أزاثيوبرين", "استقلاب متوسط", "خفض الجرعة الابتدائية"),
           ("HLA-B*15:02", "كاربامازيبين", "إيجابي", "لا يُوصف الدواء")]


def _ar_pgx_row(d: Draw) -> str:
    gene, drug, phenotype, action = d.pick(_AR_PGX)
    return f"{gene} | {drug} | {phenotype} | {action}"


_PROTOCOLS = ["Return of secondary findings in a pediatric exome cohort", "Saliva versus blood DNA yield in older adults", "Cascade-testing uptake after a chatbot invitation",
              "Polygenic risk communication in primary care", "Biobank re-consent at age of majority", "Long-read sequencing for unsolved rare disease",
              "Pharmacogenomic panel in a cardiology clinic", "Newborn genome screening acceptability survey"]


def _agenda_row(d: Draw) -> str:
    return (f"{d.pick(['New protocol', 'Continuing review', 'Amendment', 'Reportable event'])} | PGI-{d.rng.randint(2023, 2026)}-{d.digits(3, True)} | {d.pick(_PROTOCOLS)} | "
            f"PI: {d.pick(STAFF)} | {d.pick(['full board', 'full board', 'expedited, for information'])}")


_HE_INVESTIGATORS = ["ד\"ר מיכל בר-אורן", "ד\"ר עמרי לנדאו"]
_HE_PROTOCOLS = ["ריצוף גנום בילדים עם מחלות נדירות", "החזרת ממצאים משניים", "סקר נשאות בקהילה", "פרמקוגנטיקה במרפאה קרדיולוגית"]


def _he_agenda_row(d: Draw) -> str:
    return f"{d.pick(['פרוטוקול חדש', 'תיקון לפרוטוקול', 'דיווח על אירוע', 'חידוש אישור'])} | {d.rng.randint(100, 999)}-{d.rng.randint(24, 26)}-CMG | {d.pick(_HE_PROTOCOLS)} | {d.pick(_HE_INVESTIGATORS)}"


_MX_PROTOCOLS = ["Exoma clínico en niños con discapacidad intelectual", "Variantes de BRCA1/2 en mujeres del occidente de México", "Biobanco poblacional: reconsentimiento",
                 "Tamiz ampliado y seguimiento a dos años"]


def _mx_agenda_row(d: Draw) -> str:
    return f"{d.pick(['Protocolo nuevo', 'Enmienda', 'Informe anual', 'Evento adverso'])} | CEI-GCO-{d.rng.randint(2024, 2026)}-{d.digits(3, True)} | {d.pick(_MX_PROTOCOLS)} | Dra. Valeria Anzures Olmedo"


_INSTRUMENTS = [("NovaSeq X Plus", "25B"), ("NovaSeq 6000", "S4"), ("NextSeq 2000", "P3"), ("MiSeq", "v3"), ("PacBio Revio", "SMRT Cell 25M"), ("Element AVITI", "2x150 HO")]


def _flowcell(d: Draw) -> str:
    return f"{d.letters(4, 'ABCDEFGHJKLMNPRSTVWXY')}{d.digits(3)}{d.letters(2)}{d.digits(1)}"


def _qc_row(d: Draw) -> str:
    name, kit = d.pick(_INSTRUMENTS)
    return (f"{name} | {kit} | {_flowcell(d)} | {d.rng.randint(70, 96)}.{d.digits(1)}% >=Q30 | {d.rng.randint(80, 3600)} Gb | "
            f"{d.rng.randint(0, 2)}.{d.digits(2)}% PhiX err | {d.pick(['PASS', 'PASS', 'PASS', 'REVIEW'])}")


def _qc_csv_row(d: Draw) -> str:
    name, kit = d.pick(_INSTRUMENTS)
    return f"{d.date_between(2025, 2026).isoformat()},{name.lower().replace(' ', '_')},{_flowcell(d)},{d.rng.randint(1, 8)},{d.rng.randint(300, 4200)},{d.rng.randint(70, 96)}.{d.digits(1)},{d.rng.randint(40, 97)}.{d.digits(1)}"


def _qc_json_row(d: Draw) -> str:
    return (f"{{\"lane\": {d.rng.randint(1, 8)}, \"clusterPF\": {d.rng.randint(60, 92)}.{d.digits(1)}, \"q30\": {d.rng.randint(75, 96)}.{d.digits(1)}, "
            f"\"yieldGb\": {d.rng.randint(40, 900)}.{d.digits(1)}, \"errorRate\": 0.{d.digits(2)}, \"indexingCV\": 0.{d.digits(3)}}}")


def _fa_qc_row(d: Draw) -> str:
    name, kit = d.pick(_INSTRUMENTS[:4])
    return f"{name} | {_flowcell(d)} | Q30: {d.rng.randint(75, 95)}٪ | بازده: {d.rng.randint(80, 1200)} گیگاباز | {d.pick(['قبول', 'قبول', 'بازبینی'])}"


def _mfe_test(d: Draw) -> str:
    gene, condition = d.pick(_GENES)
    code = f"PG{d.digits(4, True)}"
    return (f"MFE|MAD|{d.fill('ctrl')}{code}|{d.fill('hl7_ts')}|{code}^{gene} {d.pick(['NGS', 'MLPA', 'Sanger'])}^L\n"
            f"OM1|1|{code}^{gene} analysis^L|||Y|||||||||{d.pick(['GEN', 'MOL'])}|||{condition.upper()}")


def _po_line(d: Draw) -> str:
    item = d.pick([("NovaSeq X 25B reagent kit, 300 cycles", 18500, 24500), ("Twist Exome 2.0 target enrichment, 96 rxn", 21000, 29000),
                   ("QIAamp DNA Blood Mini, 250", 780, 990), ("Oragene DNA saliva kits, 100", 1900, 2600), ("MLPA probemix P045 BRCA2, 50 rxn", 1100, 1600),
                   ("PAXgene Blood RNA tubes, 100", 900, 1300), ("Cryovials 2 mL, case of 500", 180, 260)])
    name, low, high = item
    return f"PO1*{d.rng.randint(1, 99)}*{d.rng.randint(1, 12)}*EA*{d.rng.randint(low, high)}.00**VP*{d.letters(2)}-{d.digits(5)}~\nPID*F****{name.upper()}~"


def _tat_csv_row(d: Draw) -> str:
    gene, _ = d.pick(_GENES)
    n = d.rng.randint(10, 900)
    median = d.rng.randint(6, 30)
    return f"{d.pick(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{gene},{n},{median},{median + d.rng.randint(3, 21)},{d.rng.randint(0, n // 20)}"


def _obsdef_json(d: Draw) -> str:
    gene, condition = d.pick(_GENES)
    return (f"{{\"resourceType\": \"ObservationDefinition\", \"status\": \"active\", \"code\": {{\"text\": \"{gene} sequence analysis\"}}, \"description\": \"{condition}\", "
            f"\"permittedDataType\": [\"CodeableConcept\"], \"specimen\": {{\"display\": \"{d.pick(['EDTA whole blood', 'saliva'])}\"}}}}")


def _test_xml_row(d: Draw) -> str:
    code, name, tat, low, high = d.pick(_TESTS)
    return f"  <Test code=\"PGD-{d.digits(4, True)}\" cpt=\"{code}\" name=\"{name}\" tatDays=\"{tat}\" listPrice=\"{d.rng.randint(low, high)}.00\" clia=\"{ORG_CLIA}\"/>"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised, a meeting) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        m, y = day.month, day.year
        if lang == "he":
            return f"{day.day} ב{MONTHS_V51['he'][m - 1]} {y}"
        if lang == "ar":
            return f"{day.day} {MONTHS_V51['ar'][m - 1]} {y}"
        if lang == "ar_east":
            return f"{day.day} {MONTHS_V51['ar'][m - 1]} {y}".translate(_ARABIC_DIGITS)
        if lang == "fa":
            return f"{day.day} {MONTHS_V51['fa'][m - 1]} {y}".translate(_PERSIAN_DIGITS)
        if lang == "es":
            return f"{day.day} de {MONTHS_V51['es'][m - 1]} de {y}"
        return f"{blind.MONTHS[m - 1]} {day.day}, {y}"
    return make


_OWN = {
    "lab": LAB_NAME, "lab_upper": LAB_NAME.upper(), "gc_own": GC_NAME, "biobank": BIOBANK_NAME, "registry": REGISTRY_NAME, "irb": IRB_NAME, "nbs_own": NBS_NAME,
    "plan_own": PLAN_NAME, "il_partner": IL_PARTNER, "ae_partner": AE_PARTNER, "eg_partner": EG_PARTNER, "ir_partner": IR_PARTNER, "mx_partner": MX_PARTNER,
    "lab_phone": ORGANISATION_CONTACTS[0], "lab_fax": ORGANISATION_CONTACTS[1], "lab_addr": ORGANISATION_CONTACTS[2], "lab_email": ORGANISATION_CONTACTS[3],
    "lab_web": ORGANISATION_CONTACTS[4], "lab_billing": ORGANISATION_CONTACTS[5], "gc_phone": ORGANISATION_CONTACTS[6], "gc_email": ORGANISATION_CONTACTS[7],
    "biobank_phone": ORGANISATION_CONTACTS[8], "biobank_email": ORGANISATION_CONTACTS[9], "registry_phone": ORGANISATION_CONTACTS[10],
    "registry_email": ORGANISATION_CONTACTS[11], "registry_web": ORGANISATION_CONTACTS[12], "irb_phone": ORGANISATION_CONTACTS[13], "irb_email": ORGANISATION_CONTACTS[14],
    "nbs_phone": ORGANISATION_CONTACTS[15], "nbs_email": ORGANISATION_CONTACTS[16], "plan_phone": ORGANISATION_CONTACTS[17], "plan_precert": ORGANISATION_CONTACTS[18],
    "plan_web": ORGANISATION_CONTACTS[19], "seq_phone": ORGANISATION_CONTACTS[20], "seq_email": ORGANISATION_CONTACTS[21], "lab_edi": ORGANISATION_CONTACTS[22],
    "registry_box": ORGANISATION_CONTACTS[23], "il_phone": ORGANISATION_CONTACTS[24], "il_email": ORGANISATION_CONTACTS[25], "ae_phone": ORGANISATION_CONTACTS[26],
    "ae_email": ORGANISATION_CONTACTS[27], "eg_phone": ORGANISATION_CONTACTS[28], "eg_email": ORGANISATION_CONTACTS[29], "ir_phone": ORGANISATION_CONTACTS[30],
    "ir_email": ORGANISATION_CONTACTS[31], "mx_phone": ORGANISATION_CONTACTS[32], "mx_email": ORGANISATION_CONTACTS[33],
    "org_ein": ORG_EIN, "clia": ORG_CLIA, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_director": "Dr. Wilhelmina Oyelaran-Pike, PhD, FACMG", "own_gc": "Rosalind Okafor-Whitcombe, MS, CGC", "own_md": "Dr. Imogen Szczepanski-Reyes, MD, FACMG",
    "own_prenatal_gc": "Perpetua Lindgren-Achebe, MGC, CGC", "own_tech": "Everard Nakagawa-Flint, MB(ASCP)", "own_irb_chair": "Dr. Henrietta Abernathy-Sow, JD, PhD",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "mat": lambda d: d.fk["es_MX"].last_name(),
    "price_table": _table(_price_row, 7), "price_csv": _rows(_price_csv_row, 7, 9), "mx_price_table": _table(_mx_price_row, 6), "il_price_table": _table(_il_price_row, 6),
    "menu_table": _table(_menu_row, 8), "menu_json": _rows(_menu_json_row, 5, 60, ", "), "ar_menu_table": _table(_ar_menu_row, 6),
    "biobank_table": _table(_biobank_row, 7), "biobank_csv": _rows(_biobank_csv_row, 8, 40), "biobank_xml": _rows(_biobank_xml_row, 5, 30),
    "biobank_eg_table": _table(_biobank_eg_row, 5),
    "registry_table": _table(_registry_row, 7), "registry_json": _rows(_registry_json_row, 5, 40, ", "), "mx_registry_table": _table(_mx_registry_row, 6),
    "he_registry_table": _table(_he_registry_row, 6),
    "gc_table": _rows(_gc_row, 6, 40), "he_gc_table": _rows(_he_gc_row, 5, 30), "ar_gc_table": _rows(_ar_gc_row, 5, 30),
    "nbs_table": _table(_nbs_row, 8), "nbs_csv": _rows(_nbs_csv_row, 9, 14),
    "mx_nbs_list": lambda d: "\n".join(f"- {item}" for item in sorted(d.rng.sample(_MX_NBS, 6), key=_MX_NBS.index)),
    "fa_nbs_list": lambda d: "\n".join(f"- {item}" for item in sorted(d.rng.sample(_FA_NBS, 4), key=_FA_NBS.index)),
    "pgx_table": _table(_pgx_row, 7), "pgx_json": _rows(_pgx_json_row, 5, 40, ", "), "ar_pgx_table": _table(_ar_pgx_row, 4),
    "agenda_table": _rows(_agenda_row, 5, 30), "he_agenda_table": _rows(_he_agenda_row, 4, 20), "mx_agenda_table": _rows(_mx_agenda_row, 4, 30),
    "qc_table": _rows(_qc_row, 5, 40), "qc_csv": _rows(_qc_csv_row, 8, 40), "qc_json": _rows(_qc_json_row, 4, 12, ", "), "fa_qc_table": _rows(_fa_qc_row, 4, 40),
    "mfe_tests": _rows(_mfe_test, 3, 40), "po_lines": _rows(_po_line, 4, 12), "tat_csv": _rows(_tat_csv_row, 9, 20),
    "obsdef_json": _rows(_obsdef_json, 3, 120, ", "), "test_xml": _rows(_test_xml_row, 5, 40),
    "en_date": _month_date("en"), "he_date": _month_date("he"), "ar_date": _month_date("ar"), "ar_east_date": _month_date("ar_east"),
    "fa_date": _month_date("fa"), "es_date": _month_date("es"),
    "version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 9)}",
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "close_hour": lambda d: str(d.rng.randint(15, 18)),
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "run_id": lambda d: f"{d.rng.randint(250101, 260228)}_{d.pick(['LH', 'VH', 'M0'])}{d.digits(5)}_{d.digits(4)}_{_flowcell(d)}",
    "flowcell": _flowcell,
    "gene": lambda d: d.pick(_GENES)[0],
    "gc_reason": lambda d: d.pick(["a strong family history of breast cancer on the maternal side", "a cousin with a pathogenic MYH7 variant",
                                   "developmental delay and seizures since age 2", "an abnormal newborn screen followed by normal confirmatory testing",
                                   "recurrent pregnancy loss", "early-onset colorectal cancer in two generations"]),
    "variant": lambda d: d.pick(["BRCA2 c.5946delT (p.Ser1982fs), pathogenic", "MLH1 c.350C>T (p.Thr117Met), pathogenic", "MYH7 c.1208G>A (p.Arg403Gln), pathogenic",
                                 "SCN1A c.2836C>T (p.Arg946Cys), likely pathogenic", "CFTR c.1521_1523delCTT (p.Phe508del), pathogenic, heterozygous",
                                 "LDLR c.1775G>A (p.Gly592Glu), pathogenic", "TP53 c.743G>A (p.Arg248Gln), pathogenic"]),
    "vus": lambda d: d.pick(["ATM c.5558A>T (p.Asp1853Val)", "PALB2 c.2993G>A (p.Gly998Glu)", "KCNH2 c.2690A>C (p.Lys897Thr)", "FBN1 c.6700G>A (p.Val2234Met)"]),
    "pgx_result": lambda d: d.pick(["CYP2C19 *2/*2 (poor metabolizer)", "CYP2D6 *1/*1xN (ultrarapid metabolizer)", "SLCO1B1 *5/*5 (poor function)",
                                    "CYP2C19 *1/*17 (rapid metabolizer)", "TPMT *1/*3A (intermediate metabolizer)", "DPYD c.1905+1G>A heterozygous"]),
}

US = ("en_US",)
IL = ("he_IL",)
AE = ("ar_AE",)
EG = ("ar_EG",)
IR = ("fa_IR",)
MX = ("es_MX",)
OTHER_LOCALES = IL + AE + EG + IR + MX

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b51c_lab_price_list", "genetic_testing_price_list", US,
     "{lab} - client price list, effective {en_date}\nCPT | Test | List price | Patient-pay price | Turnaround\n{price_table}\n"
     "Patient-pay prices apply when no insurance is billed and payment is made before the report is released. CLIA {clia}. Tax ID {org_ein}. "
     "Estimates: {lab_billing} or {lab_phone}."),
    ("b51c_lab_price_csv", "genetic_testing_price_list", US,
     "test_code,cpt,test_name,list_price_usd,patient_pay_usd,tat_days\n{price_csv}\n# {lab} price file v{version}, CLIA {clia}; questions to {lab_billing}"),
    ("b51c_lab_price_mx", "genetic_testing_price_list", MX,
     "{mx_partner}\nLISTA DE PRECIOS AL PÚBLICO - vigente a partir del {es_date}\nEstudio | Precio | Entrega | Condiciones\n{mx_price_table}\n"
     "Precios sujetos a cambio sin previo aviso. La toma de muestra en sucursal no tiene costo. Informes: {mx_phone} | {mx_email}"),
    ("b51c_lab_price_il", "genetic_testing_price_list", IL,
     "{il_partner}\nמחירון בדיקות גנטיות לשנת {season} (מעודכן ל-{he_date})\nבדיקה | מחיר | כיסוי | זמן תשובה\n{il_price_table}\n"
     "המחירים כוללים מע\"מ. לבירורים: {il_phone} או {il_email}."),
    ("b51c_test_menu", "test_menu_catalogue", US,
     "{lab} - single-gene test menu ({season})\nGene | Condition | Method | Turnaround | Specimen\n{menu_table}\n"
     "All tests are validated in our CLIA-certified, CAP-accredited laboratory (CLIA {clia}). Directed by {own_director}. Specimen kits: {lab_email}."),
    ("b51c_test_menu_json", "test_menu_catalogue", US,
     "{\"publisher\": \"{lab}\", \"catalogVersion\": \"{version}\", \"published\": \"{eff_iso}\", \"clia\": \"{clia}\", \"tests\": [{menu_json}], \"support\": \"{lab_email}\"}"),
    ("b51c_test_menu_ae", "test_menu_catalogue", AE,
     "{ae_partner}\nدليل الفحوصات الوراثية - الإصدار {version} ({ar_date})\nالجين | الحالة | مدة صدور النتيجة | نوع العينة | السعر\n{ar_menu_table}\n"
     "يتم استلام العينات من الأحد إلى الخميس. للاستفسار: {ae_phone} أو {ae_email}"),
    ("b51c_obsdef_bundle", "test_menu_catalogue", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"timestamp\": \"{iso_ts}\", \"meta\": {\"source\": \"{lab_web}\"}, \"entry\": [{obsdef_json}]}"),
    ("b51c_variant_policy", "variant_classification_policy", US,
     "{lab} - Variant classification and reporting policy, version {version}\n\n1. Variants are classified with the ACMG/AMP 2015 criteria and ClinGen SVI "
     "recommendations into five tiers: pathogenic, likely pathogenic, uncertain significance (VUS), likely benign, benign.\n"
     "2. A VUS is reported in diagnostic tests but not in carrier screening.\n3. Variants are re-evaluated when new evidence reaches the threshold of a "
     "changed tier; ordering providers are notified in writing within ((30||45||60)) days of a reclassification.\n"
     "4. Classification disputes are reviewed by the variant committee chaired by {own_director}.\nApproved {en_date}. Questions: {lab_email}."),
    ("b51c_vus_faq", "variant_classification_policy", US,
     "Reclassification of variants - questions from ordering providers ({lab})\n\nQ: How often is a VUS reclassified?\nA: In our data about ((8||9||11))% of VUS "
     "were reclassified within five years; most moved to likely benign.\n\nQ: Do you re-contact patients?\nA: We notify the ordering provider, who decides how "
     "to inform the patient. Genetic counselling is available at {gc_phone}.\n\nQ: Example?\nA: {vus} was reported as a VUS in {season} and remains a VUS after "
     "our last review.\n\nUpdated {en_date}. {lab_web}"),
    ("b51c_variant_policy_ir", "variant_classification_policy", IR,
     "{ir_partner}\nدستورالعمل طبقه‌بندی واریانت‌ها - ویرایش {version}\n۱. واریانت‌ها بر اساس معیارهای ACMG/AMP در پنج گروه طبقه‌بندی می‌شوند.\n"
     "۲. واریانت‌های با اهمیت نامشخص (VUS) در گزارش‌های تشخیصی ذکر می‌شوند.\n۳. بازبینی طبقه‌بندی هر ((۶||۱۲)) ماه انجام می‌شود.\n"
     "تاریخ تصویب: {fa_date}\nتماس: {ir_phone} - {ir_email}"),
    ("b51c_biobank_inventory", "biobank_sample_inventory", US,
     "{biobank} - sample inventory summary as of {en_date}\nSample type | Aliquots stored | Distributed this quarter | Location | Storage\n{biobank_table}\n"
     "Counts are aliquots, not donors; no donor-level data leaves the biorepository. Temperature alarms route to the on-call technologist. {biobank_phone} | {biobank_email}"),
    ("b51c_biobank_csv", "biobank_sample_inventory", US,
     "collection,sample_type,aliquots,distributed_ytd,location\n{biobank_csv}\n# {biobank} inventory extract for the steering committee, {iso_ts}; counts only"),
    ("b51c_biobank_xml", "biobank_sample_inventory", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FreezerInventory site=\"{biobank}\" generated=\"{iso_ts}\" contact=\"{biobank_email}\">\n{biobank_xml}\n</FreezerInventory>"),
    ("b51c_biobank_eg", "biobank_sample_inventory", EG,
     "{eg_partner}\nملخص مخزون بنك العينات الحيوية حتى {ar_date}\nنوع العينة | العدد | الموقع | درجة الحفظ\n{biobank_eg_table}\n"
     "الأعداد إجمالية ولا تتضمن أي بيانات عن المتبرعين. للتواصل: {eg_email}"),
    ("b51c_registry_stats", "rare_disease_registry_statistics", US,
     "{registry} - annual statistics, {season}\nCondition | Enrolled | New this year | Age range at enrolment | Median age at diagnosis | Genotype confirmed\n{registry_table}\n"
     "Cells with fewer than 11 participants are suppressed in county-level tables. Data requests: {registry_email}; {registry_web}."),
    ("b51c_registry_json", "rare_disease_registry_statistics", US,
     "{\"registry\": \"{registry}\", \"reportingPeriod\": \"{season}\", \"generated\": \"{iso_ts}\", \"summary\": [{registry_json}], \"contact\": \"{registry_email}\"}"),
    ("b51c_registry_mx", "rare_disease_registry_statistics", MX,
     "Registro de enfermedades raras del occidente de México - informe {season}\nElaborado con {mx_partner} ({es_date})\n"
     "Padecimiento | Casos registrados | Casos nuevos | Estado con más casos | Confirmación molecular\n{mx_registry_table}\nSe reportan solo cifras agregadas. {mx_email}"),
    ("b51c_registry_he", "rare_disease_registry_statistics", IL,
     "מרשם מחלות נדירות - נתונים מסכמים לשנת {season}\n{il_partner}\nמחלה | מספר רשומים | חדשים השנה | מחוז | אישור מולקולרי\n{he_registry_table}\n"
     "הנתונים מוצגים במצטבר בלבד. פניות: {il_email}"),
    ("b51c_gc_schedule", "genetic_counselling_clinic_schedule", US,
     "{gc_own} - counselor schedule, week of {en_date}\nSession | Counselor | Focus | Site\n{gc_table}\n"
     "New referrals are triaged within 2 business days. Interpreter services are booked by the clinic. Scheduling: {gc_phone}, {gc_email}."),
    ("b51c_gc_schedule_he", "genetic_counselling_clinic_schedule", IL,
     "{il_partner} - לוח מרפאות ייעוץ גנטי, החל מ-{he_date}\nיום | שעות | יועץ/ת | תחום\n{he_gc_table}\n"
     "זימון תורים: {il_phone}. יש להביא הפניה מרופא וסיכומים רפואיים קודמים."),
    ("b51c_gc_schedule_ae", "genetic_counselling_clinic_schedule", AE,
     "{ae_partner}\nجدول عيادات الاستشارة الوراثية اعتبارًا من {ar_date}\nاليوم | الوقت | الطبيب/المستشار | التخصص\n{ar_gc_table}\n"
     "الحجز المسبق مطلوب عبر الرقم {ae_phone}."),
    ("b51c_nbs_panel", "newborn_screening_panel_description", US,
     "{nbs_own} - what your baby's newborn screen tests for (panel revised {en_date})\nCondition | Marker | Method | Out-of-range when | Follow-up\n{nbs_table}\n"
     "The screen is done on a few drops of blood from the heel at 24-48 hours of age. An out-of-range result is not a diagnosis. Questions: {nbs_phone} or {nbs_email}."),
    ("b51c_nbs_panel_csv", "newborn_screening_panel_description", US,
     "analyte,condition,method,cutoff,screen_positive_per_100k,panel\n{nbs_csv}\n# {nbs_own} panel definition v{version}; no specimen data"),
    ("b51c_nbs_panel_mx", "newborn_screening_panel_description", MX,
     "TAMIZ NEONATAL AMPLIADO - {mx_partner}\nEl tamiz se toma del talón entre el 3.er y el 5.º día de vida. Padecimientos que detecta:\n{mx_nbs_list}\n"
     "Un resultado sospechoso no es un diagnóstico: se cita a la familia para una prueba confirmatoria. Costo {season}: ${cnt}0 MXN para recién nacidos sin seguridad social. "
     "Informes: {mx_phone}."),
    ("b51c_nbs_panel_fa", "newborn_screening_panel_description", IR,
     "{ir_partner}\nغربالگری نوزادان - بیماری‌هایی که بررسی می‌شوند:\n{fa_nbs_list}\nنمونه‌گیری از پاشنه پا بین روز سوم تا پنجم تولد انجام می‌شود. "
     "نتیجه غیرطبیعی به معنی ابتلا نیست. (به‌روزرسانی {fa_date}) - {ir_phone}"),
    ("b51c_pgx_table", "pharmacogenomics_guidance_table", US,
     "{lab} - pharmacogenomic prescribing guidance (based on CPIC guidelines), rev. {version}\nGene | Drug | Phenotype | Suggested action | Evidence\n{pgx_table}\n"
     "This table is a reference for clinicians and does not replace clinical judgment. Reviewed by {own_md}, {en_date}."),
    ("b51c_pgx_json", "pharmacogenomics_guidance_table", US,
     "{\"source\": \"{lab}\", \"guidance\": \"pgx-drug-gene-pairs\", \"version\": \"{version}\", \"updated\": \"{eff_iso}\", \"pairs\": [{pgx_json}]}"),
    ("b51c_pgx_eg", "pharmacogenomics_guidance_table", EG,
     "{eg_partner}\nدليل الوصف الدوائي حسب النمط الجيني (مراجعة {ar_east_date})\nالجين | الدواء | النمط | التوصية\n{ar_pgx_table}\n"
     "هذا الجدول مرجع للأطباء فقط. للاستفسار: {eg_phone}"),
    ("b51c_irb_agenda", "research_ethics_board_agenda", US,
     "{irb} - convened meeting agenda\nDate: {en_date}, 14:00-16:30, Conference Room B and by video\nQuorum: 7 of 12 members\n"
     "Type | Protocol | Title | Investigator | Review\n{agenda_table}\nMinutes of the previous meeting for approval. Chair: {own_irb_chair}. Office: {irb_phone}, {irb_email}."),
    ("b51c_irb_agenda_he", "research_ethics_board_agenda", IL,
     "ועדת הלסינקי - {il_partner}\nסדר יום לישיבה מיום {he_date}\nסוג | מספר | נושא | חוקר ראשי\n{he_agenda_table}\n"
     "חברי הוועדה מתבקשים לעיין במסמכים מראש. מזכירות הוועדה: {il_phone}"),
    ("b51c_irb_agenda_mx", "research_ethics_board_agenda", MX,
     "Comité de Ética en Investigación - {mx_partner}\nOrden del día, sesión ordinaria del {es_date}\nAsunto | Folio | Título | Investigadora responsable\n{mx_agenda_table}\n"
     "Asuntos generales. Secretaría técnica: {mx_email}"),
    ("b51c_seq_qc", "sequencing_run_qc_report", US,
     "{lab} sequencing core - run QC summary, {en_date}\nInstrument | Kit | Flow cell | Quality | Yield | Error | Status\n{qc_table}\n"
     "Runs flagged REVIEW are held until the core supervisor signs off. Core: {seq_phone}, {seq_email}. Reviewed by {own_tech}."),
    ("b51c_seq_qc_csv", "sequencing_run_qc_report", US,
     "run_date,instrument,flowcell,lanes,yield_gb,pct_q30,pct_pf\n{qc_csv}\n# {lab} sequencing core QC export; runs only, no sample identifiers"),
    ("b51c_seq_qc_json", "sequencing_run_qc_report", US,
     "{\"runId\": \"{run_id}\", \"instrument\": \"NovaSeq X Plus\", \"flowcell\": \"{flowcell}\", \"completed\": \"{iso_ts}\", \"lanes\": [{qc_json}], \"status\": \"PASS\", \"site\": \"{lab}\"}"),
    ("b51c_seq_qc_fa", "sequencing_run_qc_report", IR,
     "{ir_partner} - گزارش کنترل کیفیت ران توالی‌یابی ({fa_date})\nدستگاه | فلوسل | کیفیت | بازده | وضعیت\n{fa_qc_table}\nمسئول فنی آزمایشگاه: دکتر نسترن فرهمند"),
    ("b51c_notice_he", "notice_other_locale", IL,
     "הודעה לציבור\n{il_partner}\nבשל עבודות תחזוקה במעבדה, המכון יהיה סגור ביום {he_date}. דגימות דם לא יתקבלו ביום זה. "
     "תשובות לבדיקות יישלחו בדואר אלקטרוני כרגיל. לבירורים: {il_phone}"),
    ("b51c_notice_ae", "notice_other_locale", AE,
     "إعلان\n{ae_partner}\nيسرّنا إعلام المراجعين بأن ساعات العمل خلال شهر رمضان من 9 صباحًا حتى {close_hour} مساءً اعتبارًا من {ar_date}. "
     "يمكن حجز مواعيد الفحص قبل الزواج عبر الرقم {ae_phone} أو البريد {ae_email}."),
    ("b51c_notice_eg", "notice_other_locale", EG,
     "تنويه هام\n{eg_partner}\nيتوقف استقبال عينات الفحص الجيني يوم {ar_east_date} لأعمال الصيانة الدورية لأجهزة التسلسل، ويُستأنف العمل في اليوم التالي. "
     "نعتذر عن أي إزعاج. للاستفسار: {eg_phone}"),
    ("b51c_notice_fa", "notice_other_locale", IR,
     "اطلاعیه\n{ir_partner}\nبه اطلاع مراجعین محترم می‌رساند از تاریخ {fa_date} ساعات پذیرش نمونه شنبه تا چهارشنبه ۷:۳۰ تا ۱۳ خواهد بود. "
     "مشاوره ژنتیک با نوبت قبلی انجام می‌شود. تلفن: {ir_phone}"),
    ("b51c_notice_mx", "notice_other_locale", MX,
     "AVISO IMPORTANTE\n{mx_partner}\nA partir del {es_date} la recepción de muestras será de lunes a sábado de 7:00 a {close_hour}:00 h. Los resultados de exoma se "
     "entregarán en línea. Dudas: {mx_phone} o {mx_email}."),
    ("b51c_hl7_mfn_m08", "hl7_export", US,
     "MSH|^~\\&|PGD-LIS|PGD|EHR|PGD|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Numerical observation master file^HL70175||UPD|||AL\n{mfe_tests}"),
    ("b51c_x12_850", "x12_export", US,
     "ISA*00*          *00*          *ZZ*PINELANDSGEN   *ZZ*REAGENTVENDOR  *{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\nGS*PO*PINELANDSGEN*REAGENTVENDOR*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*850*{four_digits}~\nBEG*00*SA*PGD-PO-{fivedig}**20{isa_date}~\nN1*BT*{lab}*FI*{org_ein}~\nN1*ST*{lab} receiving dock~\n{po_lines}\nCTT*4~\nSE*{cnt}*{four_digits}~"),
    ("b51c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*PINELANDSGEN   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*PINELANDSGEN*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK9*A*{cnt}*{cnt}*{cnt}~\nSE*4*{four_digits}~\n# batch acceptance for claims submitted by {lab_edi}"),
    ("b51c_tat_csv", "csv_export", US,
     "month,gene,reports_issued,median_tat_days,p90_tat_days,amended_reports\n{tat_csv}\n# {lab} turnaround dashboard extract, {iso_ts}"),
    ("b51c_test_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<TestDirectory lab=\"{lab}\" clia=\"{clia}\" updated=\"{iso_ts}\" contact=\"{lab_email}\">\n{test_xml}\n</TestDirectory>"),
    ("b51c_coverage_policy", "genetic_testing_price_list", US,
     "{plan_own} - medical policy summary: germline genetic testing (effective {en_date})\nCovered with prior authorization: hereditary cancer panels (81162, 81479) when "
     "NCCN criteria are met; exome sequencing (81415, 81416) for a child with unexplained developmental delay; CFTR carrier testing (81220) once per lifetime.\n"
     "In-network laboratory: {lab} (NPI {own_npi}). Precertification: {plan_precert} or {plan_phone}. Pharmacy claims: RxBIN {rxbin}, PCN {pcn}, group {group_no}. "
     "Payer ID for electronic claims: {payer_id}."),
    ("b51c_pgx_faq_mx", "pharmacogenomics_guidance_table", MX,
     "Farmacogenómica: preguntas frecuentes - {mx_partner}\n¿Qué genes analiza el panel? CYP2C19, CYP2D6, CYP2C9, VKORC1 y SLCO1B1.\n"
     "¿Cuánto tarda? Aproximadamente ((10||12||15)) días hábiles.\n¿Sirve para todos los medicamentos? No; solo para los que tienen guías CPIC con recomendaciones de nivel A o B.\n"
     "Actualizado el {es_date}. {mx_email}"),
    ("b51c_biobank_notice_ar", "notice_other_locale", AE,
     "{ae_partner}\nتقرير ربع سنوي عن المختبر: تم إصدار {cnt_big} تقريرًا وراثيًا خلال الربع الأخير، بمتوسط زمن {cnt} يومًا. "
     "نسبة العينات المرفوضة بسبب سوء الحفظ أقل من ((1||2||3))٪. للمزيد: {ae_email}"),
    ("b51c_gc_referral_guide", "genetic_counselling_clinic_schedule", US,
     "When to refer to {gc_own} - a guide for primary care (rev. {en_date})\n- Breast cancer diagnosed at 50 or younger, or triple-negative at any age\n"
     "- Colorectal or endometrial cancer with abnormal mismatch-repair staining\n- Sudden cardiac death in a relative under 40\n- Developmental delay with dysmorphic features\n"
     "Referrals by fax to {lab_fax} or through the EHR; our counselors ({own_gc}, {own_prenatal_gc}) call the patient within a week. {gc_phone}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b51_req_germline", "genetic_test_requisition", US,
     "{lab_upper} - GERMLINE TEST REQUISITION\nPatient: {last}, {first}   Sex: ((F||M))   DOB: [[date_of_birth:dob_v51]]\nSSN: [[ssn:ssn_v51]]   MRN: [[record_number:mrn_v51]]\n"
     "Address: [[address:addr_v51]]\nPhone: [[phone:phone_v51]]\nInsurance: {plan_own}, member ID [[member_id:plan_member_v51]], group {group_no}\n"
     "Test: ((81162 BRCA1/2||81479 hereditary cancer panel||81408 cardiomyopathy panel)). Indication: {gc_reason}.\nOrdering provider: {own_md} (NPI {own_npi}). Specimen: EDTA blood, collected {dos}."),
    ("b51_req_selfpay", "genetic_test_requisition", US,
     "{lab} - requisition page 3 of 3: patient self-pay authorization\nAccession: [[record_number:accession_v51]]\nPatient name: {first} {last}   Date of birth: [[date_of_birth:dob_v51]]\n"
     "I authorize {lab} to charge my card for the patient-pay price.\nCard: American Express [[card:amex_v51]], exp ((04/28||11/27||09/29))\nBilling address: [[address:addr_nj_v51]]\n"
     "Receipt to: [[email:email_plain_v51]]\nSignature on file, {dos}"),
    ("b51_req_mx", "genetic_test_requisition", MX,
     "{mx_partner}\nSOLICITUD DE ESTUDIO GENÉTICO\nNombre: {first} {last} {mat}\nFecha de nacimiento: [[date_of_birth:dob_v51]]\nCURP: [[national_id:curp_v51]]\n"
     "NSS (IMSS): [[member_id:nss_v51]]\nDomicilio: [[address:addr_v51]]\nTeléfono: [[phone:phone_v51]]\nCorreo: [[email:email_v51]]\n"
     "Estudio solicitado: ((panel de cáncer hereditario||exoma clínico||estudio de portador de fibrosis quística)). Motivo: antecedentes familiares."),
    ("b51_req_ae", "genetic_test_requisition", AE,
     "{ae_partner}\nنموذج طلب فحص وراثي\nالاسم: {first} {last}\nرقم الهوية الإماراتية: [[national_id:eid_v51]]\nتاريخ الميلاد: [[date_of_birth:dob_v51]]\n"
     "رقم بطاقة التأمين: [[member_id:member_ae_v51]]\nالعنوان: [[address:addr_v51]]\nالهاتف المتحرك: [[phone:phone_v51]]\nرقم العينة: [[record_number:accession_v51]]\n"
     "الفحص المطلوب: ((فحص ما قبل الزواج||تسلسل الإكسوم||فحص الثلاسيميا)). الطبيب المحيل: د. ليلى الحمادي"),
    ("b51_gc_note", "genetic_counselling_session_note", US,
     "GENETIC COUNSELING NOTE - {gc_own}\nPatient: {first} {last}   DOB [[date_of_birth:dob_v51]]   MRN [[record_number:mrn_v51]]\nReferral reason: {gc_reason}.\n"
     "Family history: maternal grandmother, now [[age_over_89:age_rel_v51]], had breast cancer at 61; mother well at ((58||63||66)).\n"
     "Discussed: panel testing, possible results including VUS, GINA protections. Patient prefers results by phone ([[phone:phone_v51]]) and a copy to [[email:email_v51]].\n"
     "Counselor: {own_gc}. Session 45 min."),
    ("b51_gc_note_he", "genetic_counselling_session_note", IL,
     "סיכום ייעוץ גנטי - {il_partner}\nשם: {first} {last}\nת.ז.: [[national_id:il_id_v51]]\nתאריך לידה: [[date_of_birth:dob_v51]]\nכתובת: [[address:addr_v51]]\n"
     "טלפון: [[phone:phone_v51]]\nסיבת הפנייה: ((בירור נשאות לפני הריון||היסטוריה משפחתית של סרטן שד||אח עם עיכוב התפתחותי))\n"
     "הומלץ: בדיקת נשאות מורחבת ופגישת המשך לאחר קבלת התשובות. יועצת: אורית שמואלי-קפלן"),
    ("b51_gc_note_fa", "genetic_counselling_session_note", IR,
     "{ir_partner}\nخلاصه جلسه مشاوره ژنتیک\nنام و نام خانوادگی: {first} {last}\nکد ملی: [[national_id:ir_code_v51]]\nتاریخ تولد: [[date_of_birth:dob_v51]]\n"
     "نشانی: [[address:addr_v51]]\nتلفن همراه: [[phone:phone_v51]]\nعلت مراجعه: ((ازدواج خویشاوندی||سابقه تالاسمی در خانواده||فرزند مبتلا به SMA))\n"
     "توصیه: انجام آزمایش اگزوم و جلسه پیگیری پس از جواب. مشاور: دکتر نسترن فرهمند"),
    ("b51_pedigree_us", "pedigree_summary", US,
     "PEDIGREE SUMMARY - {gc_own}\nProband: {first} {last}, DOB [[date_of_birth:dob_young_v51]], chart [[record_number:mrn_v51]]\n"
     "I-1 paternal grandfather: born [[date_of_birth:rel_born_v51]], died [[date_of_death:rel_died_v51]], colon cancer at ((52||58||64))\n"
     "I-2 paternal grandmother: born [[date_of_birth:rel2_born_v51]], died [[date_of_death:rel2_died_v51]], ovarian cancer\n"
     "I-4 maternal grandmother: living, [[age_over_89:age_rel_v51]], no cancer\nII-2 father: living, prostate cancer at ((55||61))\nTesting recommended for the proband; {own_gc}."),
    ("b51_pedigree_eg", "pedigree_summary", EG,
     "{eg_partner}\nملخص شجرة العائلة\nالحالة: {first} {last}\nتاريخ الميلاد: [[date_of_birth:dob_young_v51]]\nالرقم القومي: [[national_id:eg_nid_v51]]\n"
     "الجد لأب: مواليد [[date_of_birth:rel_born_v51]]، توفي في [[date_of_death:rel_died_v51]] (فشل قلبي)\nالجدة لأم: مواليد [[date_of_birth:rel2_born_v51]]، توفيت في [[date_of_death:rel2_died_v51]]\n"
     "الوالدان أبناء عمومة من الدرجة الأولى. هاتف الأسرة: [[phone:phone_v51]]"),
    ("b51_variant_letter", "variant_report_letter", US,
     "{lab}\n{lab_addr}\n\n{first} {last}\n[[address:addr_v51]]\n\nRe: your genetic test result, accession [[record_number:accession_v51]], date of birth [[date_of_birth:dob_v51]]\n\n"
     "Dear {first},\nYour test found one change in a gene: {variant}. This means your risk is increased and your relatives may want testing. Your doctor, {own_md}, "
     "has a copy. Please call {gc_phone} to book a results session with {own_gc}.\n\nSincerely,\n{own_director}"),
    ("b51_variant_letter_mx", "variant_report_letter", MX,
     "{mx_partner}\n\n{first} {last} {mat}\n[[address:addr_v51]]\n\nEstimado(a) {first}:\nLe informamos el resultado de su estudio (folio [[record_number:accession_v51]], "
     "fecha de nacimiento [[date_of_birth:dob_v51]]). Se identificó la variante {variant}. Le recomendamos una cita de asesoramiento genético; le llamaremos al "
     "[[phone:phone_v51]] o puede escribirnos a {mx_email}.\n\nAtentamente,\nDra. Valeria Anzures Olmedo"),
    ("b51_variant_letter_fa", "variant_report_letter", IR,
     "{ir_partner}\nگیرنده: {first} {last}\nنشانی: [[address:addr_v51]]\nکد ملی: [[national_id:ir_code_v51]]\nشماره پذیرش: [[record_number:accession_v51]]\n\n"
     "با سلام، نتیجه آزمایش ژنتیک شما آماده است. واریانت {variant} شناسایی شد. لطفاً برای جلسه مشاوره با شماره {ir_phone} تماس بگیرید.\nنتیجه به ایمیل شما نیز ارسال شد: [[email:email_plain_v51]]"),
    ("b51_biobank_consent", "biobank_consent_form", US,
     "{biobank} - CONSENT TO STORE SAMPLES AND HEALTH INFORMATION FOR RESEARCH\nParticipant: {first} {last}   Date of birth: [[date_of_birth:dob_v51]]   SSN (for the $50 payment, IRS form 1099): [[ssn:ssn_v51]]\n"
     "Address: [[address:addr_v51]]\nPhone: [[phone:phone_v51]]   E-mail: [[email:email_v51]]\nPayment by direct deposit: [[bank_account:account_us_v51]]\n"
     "Parking validation for vehicle [[vehicle_id:plate_v51]]. I agree to be re-contacted: ((yes||no)). E-signed {iso_ts} from [[ip_address:ip_v51]]."),
    ("b51_biobank_consent_he", "biobank_consent_form", IL,
     "טופס הסכמה מדעת למאגר דגימות ביולוגיות - {il_partner}\nשם המשתתף/ת: {first} {last}\nמספר זהות: [[national_id:il_id_v51]]\nתאריך לידה: [[date_of_birth:dob_v51]]\n"
     "כתובת: [[address:addr_v51]]\nטלפון נייד: [[phone:phone_v51]]\nדוא\"ל: [[email:email_v51]]\nהחזר הוצאות נסיעה יועבר לחשבון: [[bank_account:iban_il_v51]]\n"
     "אני מסכים/ה לשמירת הדגימה לתקופה של ((15||25)) שנים."),
    ("b51_registry_enrol", "rare_disease_registry_enrolment", US,
     "{registry} - online enrollment (submitted {iso_ts} from [[ip_address:ip_v51]])\nParticipant: {first} {last}, DOB [[date_of_birth:dob_child_v51]]\n"
     "Diagnosis: ((Duchenne muscular dystrophy||Rett syndrome||spinal muscular atrophy type 2)); genetic report attached.\nParent/guardian: {first2} {last2}, [[email:email_family_v51]], [[phone:phone_v51]]\n"
     "Home address: [[address:addr_v51]]\nInsurance member ID: [[member_id:plan_member_v51]]\nOur family blog: [[url:family_url_v51]]\n"
     "Travel grant for the annual clinic day - vehicle for mileage: [[vehicle_id:plate_v51]]"),
    ("b51_registry_enrol_fa", "rare_disease_registry_enrolment", IR,
     "ثبت‌نام در سامانه ثبت بیماران نادر - {ir_partner}\nنام بیمار: {first} {last}\nکد ملی: [[national_id:ir_code_v51]]\nتاریخ تولد: [[date_of_birth:dob_v51]]\n"
     "شماره بیمه تأمین اجتماعی: [[member_id:member_ir_v51]]\nتلفن: [[phone:phone_v51]]\nایمیل: [[email:email_v51]]\nصفحه شخصی: [[url:profile_url_v51]]\n"
     "ثبت شده از آدرس IP [[ip_address:ip_v51]]"),
    ("b51_registry_enrol_ae", "rare_disease_registry_enrolment", AE,
     "{ae_partner}\nاستمارة تسجيل في سجل الأمراض النادرة\nاسم المريض: {first} {last}\nرقم الهوية: [[national_id:eid_v51]]\nتاريخ الميلاد: [[date_of_birth:dob_v51]]\n"
     "العنوان: [[address:addr_v51]]\nالهاتف: [[phone:phone_v51]]\nرقم الحساب (IBAN) لتعويض مصاريف التنقل: [[bank_account:iban_ae_v51]]\nرقم لوحة السيارة لموقف العيادة: [[vehicle_id:plate_v51]]\n"
     "التشخيص: ((مرض غوشيه||ضمور العضلات الشوكي||مرض بومبي))"),
    ("b51_nbs_letter", "newborn_screening_followup_letter", US,
     "{nbs_own}\n\nTo the parents of baby ((boy||girl)) {last}\n[[address:addr_v51]]\n\nYour baby's newborn screen (specimen [[record_number:kit_v51]], born [[date_of_birth:dob_newborn_v51]]) "
     "showed an out-of-range result for ((TSH||IRT (cystic fibrosis)||C8 acylcarnitine)). This does not mean your baby has the condition. Please bring your baby for a repeat test "
     "within 5 days. We tried to reach you at [[phone:phone_v51]] and [[email:email_family_v51]]. Questions: {nbs_phone}.\n\n{own_md}"),
    ("b51_nbs_letter_mx", "newborn_screening_followup_letter", MX,
     "{mx_partner} - Seguimiento de tamiz neonatal\n\nSres. {first2} {last} {mat}\nDomicilio: [[address:addr_v51]]\n\nEl tamiz de su bebé (nacido el [[date_of_birth:dob_newborn_v51]], "
     "CURP [[national_id:curp_baby_v51]]) requiere una muestra confirmatoria. Favor de acudir esta semana. Tel. de la familia registrado: [[phone:phone_v51]].\n"
     "Se le otorgará pase de estacionamiento para el vehículo con placas [[vehicle_id:plate_v51]]."),
    ("b51_nbs_letter_ae", "newborn_screening_followup_letter", AE,
     "{ae_partner}\nإلى والدي الطفل/الطفلة ابن/ابنة {first2} {last}\nتاريخ الميلاد: [[date_of_birth:dob_newborn_v51]]\nرقم هوية المولود: [[national_id:eid_child_v51]]\n"
     "رقم عينة الفحص: [[record_number:kit_v51]]\nأظهر فحص حديثي الولادة نتيجة تحتاج إلى إعادة. يرجى مراجعة العيادة خلال أسبوع. سنتواصل معكم على الرقم [[phone:phone_v51]]."),
    ("b51_pgx_letter", "pharmacogenomic_result_letter", US,
     "{lab} - your pharmacogenomic test result\n\n{first} {last} ([[age_over_89:age_v51]], born [[date_of_birth:dob_elder_v51]])\n[[address:addr_v51]]\n"
     "Member ID [[member_id:plan_member_v51]]\n\nResult: {pgx_result}. Show this letter to every doctor and pharmacist who prescribes for you. Your copay of "
     "$((35||50||75)) was charged to the card ending in the number on file: [[card:mastercard_v51]].\nQuestions: {lab_phone}."),
    ("b51_pgx_letter_eg", "pharmacogenomic_result_letter", EG,
     "{eg_partner}\nنتيجة الفحص الجيني الدوائي\nالاسم: {first} {last}\nالرقم القومي: [[national_id:eg_nid_v51]]\nتاريخ الميلاد: [[date_of_birth:dob_v51]]\n"
     "العنوان: [[address:addr_v51]]\nالموبايل: [[phone:phone_v51]]\nالنتيجة: {pgx_result}. يرجى إطلاع الطبيب المعالج على هذه النتيجة قبل وصف أي دواء جديد."),
    ("b51_pgx_letter_mx", "pharmacogenomic_result_letter", MX,
     "{mx_partner}\nResultado de farmacogenómica\nPaciente: {first} {last} {mat}   Fecha de nacimiento: [[date_of_birth:dob_v51]]\nCorreo: [[email:email_v51]]\n"
     "Resultado: {pgx_result}.\nCargo a su tarjeta Mastercard [[card:mastercard_v51]]. Reembolso de la diferencia a la CLABE [[bank_account:clabe_v51]]."),
    ("b51_cascade_invite", "cascade_testing_invitation", US,
     "{gc_own}\n\nDear {first} {last},\n[[address:addr_v51]]\n\nWe are writing at the request of your relative's family. Your ((aunt||uncle||cousin)), {first2} {last2}, "
     "who died on [[date_of_death:dod_v51]], was found to carry {variant}. You may have inherited the same change. Testing for the family variant costs nothing for "
     "relatives within 90 days. The family has also shared a memorial page: [[url:family_url_v51]]\nCall {gc_phone} or reply to this letter; we have your number as [[phone:phone_v51]].\n\n{own_gc}"),
    ("b51_cascade_invite_he", "cascade_testing_invitation", IL,
     "{il_partner}\nלכבוד {first} {last}\n[[address:addr_v51]]\n\nבבדיקה גנטית שנעשתה ל{first2} {last2} ז\"ל, שנפטר/ה ב-[[date_of_death:dod_v51]], נמצא שינוי בגן {gene}. "
     "ייתכן שגם את/ה נושא/ת את השינוי. אנו מזמינים אותך לייעוץ ולבדיקה ללא עלות. ניצור קשר בטלפון [[phone:phone_v51]].\nמספר תיק משפחה: [[record_number:mrn_v51]]"),
    ("b51_cascade_chat", "cascade_testing_invitation", US,
     "{gc_own} patient portal - message from a relative\nSent {iso_ts} from [[ip_address:ip_v51]]\nFrom: {first} {last} <[[email:email_plain_v51]]>\n\n"
     "hi, I got your letter about my brother's BRCA2 result. my DOB is [[date_of_birth:dob_v51]] and my insurance is {plan_own}, ID [[member_id:plan_member_v51]]. "
     "I'm on LinkedIn if you need to verify me: [[url:profile_url_v51]]. best to call [[phone:phone_v51]] after 5. thanks"),
    ("b51_fhir_diagnosticreport", "fhir_diagnosticreport_export", US,
     "{\"resourceType\": \"DiagnosticReport\", \"status\": \"final\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v51]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v51]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v51]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v51]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v51]]\"}]}], "
     "\"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"((51969-4||81247-9))\"}]}, \"subject\": {\"reference\": \"#p1\"}, \"identifier\": [{\"value\": \"[[record_number:accession_plain_v51]]\"}], "
     "\"conclusion\": \"{variant}\", \"issued\": \"{iso_ts}\"}"),
    ("b51_hl7_oru_r01", "hl7_export", US,
     "MSH|^~\\&|PGD-LIS|PGD|EHR|CLIENT|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v51]]^^^PGD^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v51]]|((F||M))|||"
     "[[address:addr_hl7_v51]]||[[phone:phone_hl7_v51]]^PRN^PH|||||[[record_number:accession_plain_v51]]|[[ssn:ssn_plain_v51]]\nOBR|1||[[record_number:accession_v51]]|81247-9^Master HL7 genetic variant reporting panel^LN|||{hl7_ts}\n"
     "OBX|1|CWE|48018-6^Gene studied^LN||{gene}^{gene}^HGNC||||||F\nOBX|2|ST|81290-9^Genomic DNA change (gHGVS)^LN||{variant}||||||F"),
    ("b51_registry_csv", "csv_export", US,
     "registry_id,dob,town_zip,condition,date_of_death,contact_email\n[[record_number:mrn_plain_v51]],[[date_of_birth:dob_iso_v51]],[[address:zip_town_v51]],((Pompe disease||Fabry disease||Huntington disease)),"
     "[[date_of_death:dod_iso_v51]],[[email:email_plain_v51]]\n# {registry} closed-record extract for the state rare disease advisory council, {eff_iso}"),
    ("b51_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*PINELANDSGEN   *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*PINELANDSGEN*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{lab}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:plan_member_plain_v51]]~\nN3*[[address:addr_x12_v51]]~\nDMG*D8*[[date_of_birth:dob_compact_v51]]*((F||M))~\nREF*SY*[[ssn:ssn_plain_v51]]~\n"
     "NM1*PR*2*{plan_own}*****PI*{payer_id}~\nCLM*[[record_number:accession_plain_v51]]*{money_s}***81*Y*A*Y*Y~\nHI*ABK:((Z1501||Z8481||Z8042))~\nSV1*HC:((81162||81479||81408))*{money_s}*UN*1~\nSE*{small}*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones.

    As make_phi_blind2.build_rows, but with Arabic name pools for the UAE and Egypt beside Faker's locales."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
    for index, locale in enumerate(OWN_NAME_LOCALES):
        fakers[locale] = _NamePool(locale, seed * 100 + len(FAKER_LOCALES) + index)
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
        rows.append({"id": f"blind51-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
