"""A sixty-first blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind61.py [--seed 63631] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind59.py,
seeds 4141 to 61611) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixtieth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b61_" or "b61c_"). Identifier-free genres, all from disaster health work: disaster-shelter capacity reports (a
table, a CSV, a JSON feed, a situation report), mobile-clinic route schedules (a table, an iCalendar file, a flyer, a
CSV, a JSON), emergency stockpile inventories (a table with NDCs and lots, a CSV, an XML, a reorder memo, an X12 856 ship
notice), vaccination-campaign coverage by district (a table, a CSV, a FHIR MeasureReport, a narrative), heat-wave and
flood health advisories, volunteer medical-team rosters (the organisations' own staff only: a table, a CSV, a
briefing), field-hospital bed-board counts (a table, a JSON, a CSV, an HL7 ADT^A20 bed-status message, a narrative),
donation receipts from organisations (a letter, an in-kind receipt, a CSV of corporate gifts), notices in other
locales (es_AR, es_CL, Peruvian Spanish, sr_RS in Cyrillic and in Latin script, hr_HR, bg_BG, he_IL in Hebrew script,
ar_EG in Arabic script) and exports of non-personal data. Carrying genres: shelter intake registrations (one of a
nonagenarian whose car is in the lot), family-reunification inquiries (a web form, a chat) and a missing-person
notice, a field triage tag, mobile-clinic visit notes, evacuation medical-needs registries (paper and online), disaster-relief financial
assistance applications (direct deposit, a prepaid relief card, an appeal letter), a victim identification note,
death registrations after the flood (a state report of death, a memorial notice), forms from Argentina, Chile, Peru,
Serbia (Cyrillic and Latin), Croatia, Bulgaria, Israel and Egypt written as those countries print them, and exports
(a FHIR Patient, a FHIR Encounter with its patient, an HL7 ADT^A01, a shelter-roster CSV, an X12 270).

Most identifier values come from this module's own printings (the `*_v61` slots): US SSNs and Medicare MBIs in
several printings, Tennessee driver licence numbers, VINs (the position-9 check digit) and Tennessee plates; passport
numbers of the people's countries (US, Argentina, Chile, Peru, Serbia, Croatia, Bulgaria, Israel, Egypt); Argentine
DNIs (dotted) and CUILs (the 20/27/23 prefix and the mod 11 check digit), Chilean RUTs (mod 11, K), Peruvian DNIs
(with the card's check character now and then), Serbian JMBGs (birth date, region, the sex-bearing serial and the mod
11 check digit), Croatian OIBs (ISO 7064 MOD 11,10), Bulgarian EGNs (the month's century offset, the sex digit and
the weighted mod 11 check digit), Israeli Teudat Zehut numbers (the 1-2 weighted check digit), Egyptian national IDs
(century digit, birth date, governorate, the sex digit); IBANs of Serbia (the national 97 check pair), Croatia (the
account's MOD 11,10 digit), Bulgaria, Israel and Egypt with valid mod 97 check digits, Argentine CBUs (both check
digits), Chilean CuentaRUT accounts and US routing-and-account pairs (ABA check digit); Visa, Mastercard and American
Express numbers with Luhn in their printings; dates in Spanish, Serbian (Cyrillic and Latin), Croatian (genitive
months), Bulgarian, Hebrew and Arabic (Arabic-Indic digits now and then) with month names, and US orders; Argentine
("piso", "depto.", CPA codes), Chilean (comuna, región), Peruvian ("Jr.", "Mz.", "Lt.", district), Serbian, Croatian,
Bulgarian ("ж.к.", "бл.", "вх.", "ет.", "ап."), Israeli (seven-digit postcodes) and Egyptian address layouts and
Tennessee ones; the eight countries' numbering plans in national printings with and without +54 9, +56, +51, +381,
+385, +359, +972 and +20, and Tennessee lines; e-mails written against scrapers ("arroba" and "punto", "at" and
"dot"); public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a missing-person post, a
fundraiser, a memorial).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Tennessee:
every state from N to W had been used by an earlier set, so this set took Tennessee (used once, by the fourteenth
set, with 423, 865 and 931 numbers) with area codes no earlier set used (731 and 901; the relief fund has a toll-free
855 line). An identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS,
verbatim: a West Tennessee shelter network, a mobile-clinic program, a Memphis medical reserve corps, a district health
office and a storm-recovery fund on fictional 555-01xx lines, and partner relief centres in Rosario, Concepción,
Piura, Kraljevo, Slavonski Brod, Sofia, Afula and Aswan on invented lines) and the organisations' own printed
identifiers (the health plan's payer ID, the clinics' NPIs, the fund's EIN, the partners' tax and registry numbers);
the people it names are the organisations' own staff, never a survivor, patient or donor who is a person, and the
ages it gives are under 90 (eligibility ranges, age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import unicodedata
from typing import Any, Callable

from faker import Faker

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

SEED = 63631
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "es_AR", "es_CL", "hr_HR", "bg_BG", "he_IL")

SHELTERS = "Forked Deer Valley Shelter Network"
MOBILE = "Reelfoot Mobile Health Clinics"
MRC = "Wolf River Medical Reserve Corps"
DISTRICT = "Hatchie Bottoms District Health Office"
FUND = "Mid-South Storm Recovery Fund"
PLAN = "Volunteer Bluffs Community Health Plan"
AR_PARTNER = "Centro de Evacuados Barrio Ludueña"
CL_PARTNER = "Brigada de Salud Móvil Biobío Sur"
PE_PARTNER = "Red de Albergues Chira-Piura"
RS_PARTNER = "Прихватни центар Ибарска долина"
RS_PARTNER_LAT = "Prihvatni centar Ibarska dolina"
HR_PARTNER = "Prihvatni centar Posavski nasip"
BG_PARTNER = "Кризисен медицински център Искър-Юг"
IL_PARTNER = "מרכז הבריאות למפונים עמק חרוד"
IL_PARTNER_EN = "Harod Valley Evacuee Health Center"
EG_PARTNER = "مركز الإغاثة الطبية بكوم أمبو"
ORGANISATION_CONTACTS = [
    "(731) 555-0141",                                                   # 0 shelter network hotline (Jackson)
    "(731) 555-0142",                                                   # 1 shelter network fax
    "1190 Cotton Grove Road, Jackson, TN 38305",                        # 2 shelter network office
    "intake@forkeddeershelters.org",                                    # 3
    "https://www.forkeddeershelters.org",                               # 4
    "(731) 555-0143",                                                   # 5 mobile clinics (Dyersburg)
    "2200 Cypress Landing Road, Dyersburg, TN 38024",                   # 6
    "routes@reelfootmobilehealth.org",                                  # 7
    "(901) 555-0144",                                                   # 8 medical reserve corps (Memphis)
    "deploy@wolfrivermrc.org",                                          # 9
    "PO Box 381461, Memphis, TN 38138",                                 # 10
    "(731) 555-0146",                                                   # 11 district health office (Brownsville)
    "advisories@hatchiebottomshealth.org",                              # 12
    "https://www.hatchiebottomshealth.org/advisories",                  # 13
    "1-855-555-0147",                                                   # 14 storm-recovery fund
    "assist@midsouthstormfund.org",                                     # 15
    "PO Box 30619, Memphis, TN 38130",                                  # 16
    "https://www.midsouthstormfund.org",                                # 17
    "(901) 555-0148",                                                   # 18 health plan provider line
    "+54 341 499-0161",                                                 # 19 Rosario partner
    "(0341) 499-0161",                                                  # 20
    "evacuados@centroluduena.org.ar",                                   # 21
    "+56 41 299 0161",                                                  # 22 Concepción partner
    "saludmovil@brigadabiobiosur.cl",                                   # 23
    "+51 73 299061",                                                    # 24 Piura partner
    "albergues@redchirapiura.org.pe",                                   # 25
    "+381 36 299 061",                                                  # 26 Kraljevo partner
    "036/299-061",                                                      # 27
    "prihvat@ibarskadolina.rs",                                         # 28
    "+385 35 299 061",                                                  # 29 Slavonski Brod partner
    "prihvat@posavskinasip.hr",                                         # 30
    "+359 2 499 0161",                                                  # 31 Sofia partner
    "02 499 0161",                                                      # 32
    "iskar.crisis@kmc-iskar.bg",                                        # 33
    "04-699-0161",                                                      # 34 Afula partner
    "+972 4-699-0161",                                                  # 35
    "mefunim@harodhealth.org.il",                                       # 36
    "+20 97 299 0161",                                                  # 37 Aswan partner
    "097 299 0161",                                                     # 38
    "ighatha@komombo-relief.org.eg",                                    # 39
]
ORG_EIN = "62-4130961"
PLAN_PAYER_ID = "VBCHP61"
PLAN_GROUP = "TNDSR2026"
ORG_NPIS = (blind5._npi_of("173104561"), blind5._npi_of("142260931"), blind5._npi_of("118806147"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"es_AR": "AR", "es_CL": "CL", "es_PE": "PE", "sr_RS": "RS", "sr_Latn_RS": "RSL", "hr_HR": "HR", "bg_BG": "BG", "he_IL": "IL",
            "ar_EG": "EG"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


# ---- names the installed Faker does not have (Serbian, Egyptian) ---------------------------------------------------
class _Names:
    """A minimal stand-in for a Faker: given names by sex and surnames, from its own seeded generator."""

    def __init__(self, seed: int, male: list[str], female: list[str], last: list[str]):
        self._rng = random.Random(seed)
        self.first_names_male, self.first_names_female, self._last = male, female, last
        self.providers: list[Any] = []

    def first_name_male(self) -> str:
        return self._rng.choice(self.first_names_male)

    def first_name_female(self) -> str:
        return self._rng.choice(self.first_names_female)

    def first_name(self) -> str:
        return self._rng.choice(self.first_names_male + self.first_names_female)

    def last_name(self) -> str:
        return self._rng.choice(self._last)


_SR_MALE = ["Милош", "Никола", "Марко", "Стефан", "Душан", "Зоран", "Драган", "Бранко", "Немања", "Александар", "Владимир", "Горан"]
_SR_FEMALE = ["Јелена", "Милица", "Ана", "Драгана", "Светлана", "Марија", "Јована", "Снежана", "Тамара", "Весна", "Биљана", "Катарина"]
_SR_LAST = ["Петровић", "Јовановић", "Николић", "Марковић", "Ђорђевић", "Стојановић", "Илић", "Павловић", "Милошевић", "Стевановић",
            "Радовановић", "Ђукић", "Вуковић", "Лазић"]
_EG_MALE = ["محمد", "أحمد", "محمود", "مصطفى", "عمرو", "كريم", "حسن", "إبراهيم", "يوسف", "طارق", "خالد", "شريف"]
_EG_FEMALE = ["فاطمة", "مريم", "نورهان", "آية", "سارة", "هبة", "منى", "دينا", "ياسمين", "إيمان", "رحاب", "شيماء"]
_EG_LAST = ["عبد الرحمن", "السيد", "حسين", "عبد الله", "الشافعي", "فؤاد", "رمضان", "عثمان", "سليمان", "عبد العزيز", "النجار", "منصور"]
_PE_MALE = ["Luis", "Jorge", "Carlos", "José", "Miguel", "Juan", "Víctor", "César", "Wilmer", "Edwin", "Percy", "Raúl"]
_PE_FEMALE = ["María", "Rosa", "Carmen", "Ana", "Juana", "Luz", "Gladys", "Maribel", "Yesenia", "Flor", "Milagros", "Elena"]
_PE_LAST = ["Quispe", "Flores", "Sánchez", "García", "Rodríguez", "Chávez", "Ramírez", "Huamán", "Mendoza", "Torres", "Mamani", "Castillo",
            "Zapata", "Chunga"]

_SR_LATIN = {"А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Ђ": "Đ", "Е": "E", "Ж": "Ž", "З": "Z", "И": "I", "Ј": "J", "К": "K", "Л": "L",
             "Љ": "Lj", "М": "M", "Н": "N", "Њ": "Nj", "О": "O", "П": "P", "Р": "R", "С": "S", "Т": "T", "Ћ": "Ć", "У": "U", "Ф": "F", "Х": "H",
             "Ц": "C", "Ч": "Č", "Џ": "Dž", "Ш": "Š"}
_SR_LATIN.update({k.lower(): v.lower() for k, v in list(_SR_LATIN.items())})


def _sr_latin(text: str) -> str:
    return "".join(_SR_LATIN.get(ch, ch) for ch in text)


class _LatinNames(_Names):
    """Serbian names in Latin script (the Cyrillic lists transliterated)."""

    def __init__(self, seed: int):
        super().__init__(seed, [_sr_latin(n) for n in _SR_MALE], [_sr_latin(n) for n in _SR_FEMALE], [_sr_latin(n) for n in _SR_LAST])


def make_fakers(seed: int) -> dict[str, Any]:
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
    fakers["sr_RS"] = _Names(seed * 100 + 51, _SR_MALE, _SR_FEMALE, _SR_LAST)
    fakers["sr_Latn_RS"] = _LatinNames(seed * 100 + 52)
    fakers["ar_EG"] = _Names(seed * 100 + 53, _EG_MALE, _EG_FEMALE, _EG_LAST)
    fakers["es_PE"] = _Names(seed * 100 + 54, _PE_MALE, _PE_FEMALE, _PE_LAST)
    return fakers


def _person(draw: Draw) -> None:
    """The text's person: sex first, then a given name and a surname that agree with it (Bulgarian surnames take -a)."""
    locale = str(draw.cache.get("locale", "en_US"))
    fake = draw.fk[locale]
    sex = draw.pick(["F", "M"])
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    if locale == "bg_BG" and hasattr(fake, "last_name_female"):
        last = fake.last_name_female() if sex == "F" else fake.last_name_male()
    else:
        last = fake.last_name()
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1952, high: int = 2004) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0161, 061)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0161", "061", "0141", "299", "499", "699")):
            return out


def _ascii(text: str) -> str:
    text = text.replace("đ", "dj").replace("Đ", "Dj")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
_SR_MONTHS = ["јануар", "фебруар", "март", "април", "мај", "јун", "јул", "август", "септембар", "октобар", "новембар", "децембар"]
_SR_GEN = ["јануара", "фебруара", "марта", "априла", "маја", "јуна", "јула", "августа", "септембра", "октобра", "новембра", "децембра"]
_HR_GEN = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada", "studenoga", "prosinca"]
_BG_MONTHS = ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври", "ноември", "декември"]
_HE_MONTHS = ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"]
_AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    if country in ("AR", "PE"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} de {_ES_MONTHS[m - 1]} de {y}", f"{d}/{m}/{y}", f"{d:02d}-{_ES_MONTHS[m - 1][:3]}-{y}",
                          f"{d:02d}/{m:02d}/{y}"])
    if country == "CL":
        return draw.pick([f"{d:02d}-{m:02d}-{y}", f"{d} de {_ES_MONTHS[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{_ES_MONTHS[m - 1][:3].upper()}-{y}"])
    if country == "RS":
        return draw.pick([f"{d:02d}.{m:02d}.{y}.", f"{d}. {_SR_GEN[m - 1]} {y}.", f"{d}. {_SR_MONTHS[m - 1]} {y}.", f"{d:02d}.{m:02d}.{y}. године"])
    if country == "RSL":
        return draw.pick([f"{d:02d}.{m:02d}.{y}.", f"{d}. {_sr_latin(_SR_GEN[m - 1])} {y}.", f"{d}. {_sr_latin(_SR_MONTHS[m - 1])} {y}.", f"{d}.{m}.{y}."])
    if country == "HR":
        return draw.pick([f"{d:02d}.{m:02d}.{y}.", f"{d}. {_HR_GEN[m - 1]} {y}.", f"{d}. {m}. {y}.", f"{d:02d}. {m:02d}. {y}."])
    if country == "BG":
        return draw.pick([f"{d:02d}.{m:02d}.{y} г.", f"{d} {_BG_MONTHS[m - 1]} {y} г.", f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}г."])
    if country == "IL":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} ב{_HE_MONTHS[m - 1]} {y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "EG":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_AR_MONTHS[m - 1]} {y}", f"{d} {_AR_MONTHS[m - 1]} {y}".translate(_ARABIC_DIGITS),
                          f"{y}/{m:02d}/{d:02d}".translate(_ARABIC_DIGITS), f"{y}/{m:02d}/{d:02d}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d} {month} {y}", f"{y}-{m:02d}-{d:02d}"])


def dob_v61(draw: Draw) -> str:
    """An adult's date of birth in the text's style."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v61(draw: Draw) -> str:
    """The birth date of a person of 91 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1928, 1934), _country(draw))


def dob_iso_v61(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v61(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_other_v61(draw: Draw) -> str:
    """A second person's birth date in a roster (not the text's main person)."""
    return draw.date_between(1950, 2020).isoformat()


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 4, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v61(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country in ("AR", "CL", "PE"):
        return draw.pick([f"{age} años", f"{age} años de edad"])
    if country in ("RS",):
        return draw.pick([f"{age} године", f"{age} год."])
    if country == "RSL":
        return draw.pick([f"{age} godine", f"{age} god."])
    if country == "HR":
        return draw.pick([f"{age} godine", f"{age} god."])
    if country == "BG":
        return draw.pick([f"{age} г.", f"{age} години", f"на {age} години"])
    if country == "IL":
        return draw.pick([f"בן {age}" if _sex(draw) == "M" else f"בת {age}", f"{age} שנים"])
    if country == "EG":
        return draw.pick([f"{age} عامًا", f"{age} سنة".translate(_ARABIC_DIGITS)])
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} years old", f"aged {age}", f"{age} yrs"])


def age_v61(draw: Draw) -> str:
    """An age of 90 or more (the text gives no birth date beside it)."""
    return _age_words(draw, draw.rng.randint(90, 98))


def age_elder_v61(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1928-1934 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1928, 1934), REFERENCE_DAY))


def age_at_death_v61(draw: Draw) -> str:
    """The age at death of a person born 1928-1934 who died in 2025-2026 (birth and death dates agree)."""
    return _age_words(draw, _age_on(_birth(draw, 1928, 1934), _death_day(draw)))


# ---- United States (Tennessee) -----------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v61(draw: Draw) -> str:
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}-{v[3:5]}-{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v61(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v61(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (no S, L, O, I, B or Z), whole, dashed as on the card, or spaced; lower case now and then."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def medicaid_v61(draw: Draw) -> str:
    """A member number of the plan (Medicaid managed care), as its card prints it."""
    v = draw.digits(9, True)
    return draw.pick([f"VBH{v}", f"VBH-{v[:3]}-{v[3:6]}-{v[6:]}", f"{v}01", f"TN{draw.digits(8, True)}", f"ZVB{draw.digits(9, True)}"])


def medicaid_plain_v61(draw: Draw) -> str:
    return f"VBH{draw.digits(9, True)}"


def member_v61(draw: Draw) -> str:
    """A plan member ID: the community plan's, or Medicare's MBI."""
    return draw.pick([medicaid_v61, medicaid_v61, mbi_v61])(draw)


def intake_v61(draw: Draw) -> str:
    """A shelter intake or relief case number."""
    return draw.pick([f"FDV-{draw.rng.randint(2025, 2026)}-{draw.digits(5, True)}", f"SH{draw.digits(7, True)}", f"{draw.rng.randint(25, 26)}-{draw.digits(6, True)}",
                      f"MSR-{draw.digits(6, True)}", draw.digits(8, True)])


def tag_v61(draw: Draw) -> str:
    """A pre-printed triage tag number."""
    return draw.pick([f"{draw.digits(7, True)}", f"TT {draw.digits(6, True)}", f"WR-{draw.digits(5, True)}", f"0{draw.digits(6, True)}"])


def mrn_v61(draw: Draw) -> str:
    """A chart number at the mobile clinics or a field hospital."""
    return draw.pick([f"RMH-{draw.digits(6, True)}", draw.digits(8, True), f"MR{draw.digits(7, True)}", f"FH-{draw.rng.randint(25, 26)}-{draw.digits(4, True)}",
                      f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(4)}"])


def mrn_plain_v61(draw: Draw) -> str:
    return f"RMH{draw.digits(7, True)}"


def dvi_case_v61(draw: Draw) -> str:
    return draw.pick([f"DVI-26-{draw.digits(3, True)}", f"ME{draw.rng.randint(25, 26)}-{draw.digits(4, True)}", f"WTN-DVI-{draw.digits(4, True)}"])


def dl_tn_v61(draw: Draw) -> str:
    """A Tennessee driver licence number: eight or nine digits."""
    v = draw.digits(draw.pick([8, 9, 9]), True)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:]}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v61(draw: Draw) -> str:
    """A North American VIN: maker prefix, descriptors, the position-9 check digit, model year, plant, serial."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    wmi = draw.pick(["1FT", "1GC", "2T1", "1HG", "3GN", "5YJ", "1C6", "4T1", "JTD", "KNM"])
    head = wmi + draw.letters(5, alnum) + "0" + draw.pick(list("JKLMNPRST")) + draw.letters(1, "ABCDEFGHKLMNPRSTUVWXYZ") + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(head, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return head[:8] + check + head[9:]


def plate_tn_v61(draw: Draw) -> str:
    """A Tennessee plate (three letters, four digits; older issues with the number first)."""
    alpha = "BCDFGHJKLMNPRSTVWXYZ"
    v = f"{draw.letters(3, alpha)}{draw.digits(4)}"
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v, f"TN {v[:3]}-{v[3:]}", f"{draw.digits(3, True)}-{draw.letters(3, alpha)}"])


def vehicle_v61(draw: Draw) -> str:
    return draw.pick([plate_tn_v61, plate_tn_v61, vin_v61])(draw)


def passport_v61(draw: Draw) -> str:
    """A passport number of the person's country, as its data page prints it."""
    c = _country(draw)
    if c == "AR":
        return f"{draw.letters(3, 'AAABCDEFGHJ')}{draw.digits(6, True)}"
    if c == "CL":
        return draw.pick([f"F{draw.digits(8, True)}", f"P{draw.digits(8, True)}"])
    if c == "PE":
        return draw.pick([f"1{draw.digits(8)}", f"{draw.digits(9, True)}"])
    if c in ("RS", "RSL", "HR", "BG"):
        return draw.digits(9, True) if c != "HR" else f"1{draw.digits(8)}"
    if c == "IL":
        return draw.digits(8, True)
    if c == "EG":
        return f"A{draw.digits(8, True)}"
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


_TN_TOWNS = [("Memphis", "38104"), ("Memphis", "38111"), ("Memphis", "38118"), ("Memphis", "38127"), ("Jackson", "38301"), ("Jackson", "38305"),
             ("Dyersburg", "38024"), ("Union City", "38261"), ("Tiptonville", "38079"), ("Ridgely", "38080"), ("Covington", "38019"),
             ("Brownsville", "38012"), ("Humboldt", "38343"), ("Millington", "38053"), ("Halls", "38040"), ("Newbern", "38059")]
_TN_STREETS = ["Poplar Ave", "Summer Ave", "Lamar Ave", "Highland St", "Airways Blvd", "Forrest Ave", "Lake St", "Reelfoot Dr", "Church St",
               "Old Hickory Blvd", "Cherry Ave", "Mulberry St", "Hwy 51 N", "Sampson Ave", "Walnut Grove Rd", "Bells Hwy"]


def _tn_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_TN_TOWNS)
    street = f"{draw.rng.randint(100, 9800)} {draw.pick(_TN_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" Apt {draw.rng.randint(1, 3)}{draw.letters(1, 'ABCD')}", f" Lot {draw.rng.randint(1, 60)}",
                      f", Unit {draw.rng.randint(1, 24)}"])
    return street, unit, town, zip_code


def addr_tn_v61(draw: Draw) -> str:
    street, unit, town, zip_code = _tn_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, TN {zip_code}", f"{street}{unit}\n{town}, TN {zip_code}", f"{street}{unit}, {town} TN {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, TN {zip_code}", f"{street}{unit}, {town}, Tennessee {zip_code}"])


def addr_hl7_v61(draw: Draw) -> str:
    street, _, town, zip_code = _tn_parts(draw)
    return f"{street.upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^TN^{zip_code}^USA^H"


def addr_fhir_v61(draw: Draw) -> str:
    """A Tennessee address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _tn_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"TN\", \"postalCode\": \"{zip_code}"


def addr_x12_v61(draw: Draw) -> str:
    street, _, town, zip_code = _tn_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*TN*{zip_code}{draw.digits(4)}"


def addr_csv_v61(draw: Draw) -> str:
    street, unit, town, zip_code = _tn_parts(draw)
    return f"{street}{unit}, {town}, TN {zip_code}"


def phone_tn_v61(draw: Draw) -> str:
    area = draw.pick(["731", "731", "901", "901", "615"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} x{draw.rng.randint(2, 60)}", f"{area}{exchange}{line}", f"{area} {exchange} {line}"])


def phone_e164_v61(draw: Draw) -> str:
    return f"+1{draw.pick(['731', '901'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v61(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['731', '901'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    """An ABA routing number from its first eight digits (weights 3, 7, 1)."""
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v61(draw: Draw) -> str:
    """A Tennessee checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["08400003", "06400001", "08401616", "06400059", "08402511"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing}  Acct# {account}",
                      f"Routing No. {routing} Account No. {account}"])


# ---- Argentina ----------------------------------------------------------------------------------------------------
def _dni_ar(draw: Draw) -> str:
    if "_dni_ar" not in draw.cache:
        born = _birth(draw)
        base = max(4, min(46, (born.year - 1930) * 2 // 3 + draw.rng.randint(-2, 2)))
        draw.cache["_dni_ar"] = f"{base:02d}{draw.digits(6)}"
    return draw.cache["_dni_ar"]


def dni_ar_v61(draw: Draw) -> str:
    """An Argentine DNI: eight digits, dotted as on the card."""
    v = _dni_ar(draw)
    return draw.pick([f"{v[:2]}.{v[2:5]}.{v[5:]}", f"{v[:2]}.{v[2:5]}.{v[5:]}", v, f"{int(v[:2])}.{v[2:5]}.{v[5:]}"])


def _cuil_check(body: str) -> int:
    return 11 - sum(int(ch) * w for ch, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11


def cuil_v61(draw: Draw) -> str:
    """A CUIL: 20 (men) or 27 (women), the DNI, the mod 11 check digit (23 with 9 or 4 where the check comes to 10)."""
    dni = _dni_ar(draw)
    prefix = "20" if _sex(draw) == "M" else "27"
    check = _cuil_check(prefix + dni)
    if check == 11:
        check = 0
    elif check == 10:
        prefix, check = "23", (9 if _sex(draw) == "M" else 4)
    return draw.pick([f"{prefix}-{dni}-{check}", f"{prefix}{dni}{check}", f"{prefix}-{dni}-{check}", f"{prefix} {dni} {check}"])


def _cbu_block(digits: str, weights: tuple[int, ...]) -> str:
    return str((10 - sum(int(ch) * w for ch, w in zip(digits, weights)) % 10) % 10)


def cbu_v61(draw: Draw) -> str:
    """A CBU: bank and branch with their check digit, thirteen account digits with theirs (22 digits)."""
    head = draw.pick(["007", "011", "014", "017", "072", "285", "191"]) + draw.digits(4)
    head += _cbu_block(head, (7, 1, 3, 9, 7, 1, 3))
    tail = "000" + draw.digits(10, True)
    tail += _cbu_block(tail, (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3))
    v = head + tail
    return draw.pick([v, v, f"{v[:8]} {v[8:]}", f"{v[:8]}-{v[8:]}"])


_AR_PLACES = [("Rosario", "S2000", "Santa Fe"), ("Rosario", "S2002", "Santa Fe"), ("Santa Fe", "S3000", "Santa Fe"), ("La Plata", "B1900", "Buenos Aires"),
              ("Córdoba", "X5000", "Córdoba"), ("Bahía Blanca", "B8000", "Buenos Aires"), ("Resistencia", "H3500", "Chaco")]


def addr_ar_v61(draw: Draw) -> str:
    town, cpa, prov = draw.pick(_AR_PLACES)
    street = draw.pick(["Bv. Oroño", "Av. Pellegrini", "Calle Mendoza", "Bv. Avellaneda", "Av. Alberdi", "Calle Córdoba", "Pasaje Gutiérrez", "Calle 7"])
    no = draw.rng.randint(100, 5900)
    cpa_full = cpa + draw.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ")
    return draw.pick([f"{street} {no}, piso {draw.rng.randint(1, 12)}, depto. {draw.letters(1, 'ABCDEF')}, {cpa_full} {town}, {prov}",
                      f"{street} N° {no}\n({cpa[1:]}) {town}, Prov. de {prov}", f"{street} {no} - {town} ({cpa_full}) - {prov}",
                      f"{street} {no}, {town}, {prov}, CP {cpa[1:]}"])


def phone_ar_v61(draw: Draw) -> str:
    area, n = draw.pick([("341", 7), ("11", 8), ("342", 7), ("351", 7), ("221", 7)])
    r = _sub(draw, n)
    split = 3 if n == 7 else 4
    return draw.pick([f"+54 9 {area} {r[:split]}-{r[split:]}", f"0{area} 15-{r[:split]}-{r[split:]}", f"({area}) 15 {r[:split]}-{r[split:]}",
                      f"+549{area}{r}", f"{area} {r[:split]}-{r[split:]}", f"+54 9 {area} {r}"])


# ---- Chile --------------------------------------------------------------------------------------------------------
def _rut_dv(body: str) -> str:
    total = sum(int(ch) * (2 + i % 6) for i, ch in enumerate(reversed(body)))
    r = 11 - total % 11
    return "0" if r == 11 else "K" if r == 10 else str(r)


def _rut_body(draw: Draw) -> str:
    if "_rut" not in draw.cache:
        draw.cache["_rut"] = str(draw.rng.randint(6_000_000, 26_000_000))
    return draw.cache["_rut"]


def rut_v61(draw: Draw) -> str:
    """A Chilean RUT/RUN: the body and its mod 11 check character (0-9 or K), dotted as on the cédula."""
    body = _rut_body(draw)
    dv = _rut_dv(body)
    dotted = f"{int(body):,}".replace(",", ".")
    return draw.pick([f"{dotted}-{dv}", f"{dotted}-{dv}", f"{body}-{dv}", f"{body}{dv}", f"{dotted}-{dv.lower()}"])


def cuentarut_v61(draw: Draw) -> str:
    """A BancoEstado CuentaRUT: the account number is the RUT body."""
    return _rut_body(draw)


_CL_PLACES = [("Concepción", "Biobío"), ("Talcahuano", "Biobío"), ("Coronel", "Biobío"), ("Los Ángeles", "Biobío"), ("Chillán", "Ñuble"),
              ("Viña del Mar", "Valparaíso"), ("Santiago", "Metropolitana"), ("Talca", "Maule")]


def addr_cl_v61(draw: Draw) -> str:
    comuna, region = draw.pick(_CL_PLACES)
    street = draw.pick(["Av. O'Higgins", "Calle Barros Arana", "Pasaje Los Aromos", "Av. Colón", "Calle Freire", "Villa Los Copihues, pasaje 4", "Av. Pedro de Valdivia"])
    no = draw.rng.randint(10, 3900)
    return draw.pick([f"{street} {no}, depto. {draw.rng.randint(101, 1804)}, {comuna}, Región del {region}" if region in ("Biobío", "Maule") else f"{street} {no}, {comuna}, Región de {region}",
                      f"{street} #{no}, {comuna}", f"{street} {no}\n{comuna} - Región {region}", f"{street} N° {no}, comuna de {comuna}"])


def phone_cl_v61(draw: Draw) -> str:
    r = _sub(draw, 8)
    return draw.pick([f"+56 9 {r[:4]} {r[4:]}", f"9 {r[:4]} {r[4:]}", f"+569{r}", f"(9) {r[:4]}-{r[4:]}", f"09-{r}", f"+56 9 {r}"])


# ---- Peru ---------------------------------------------------------------------------------------------------------
def dni_pe_v61(draw: Draw) -> str:
    """A Peruvian DNI: eight digits, now and then with the card's check character after a hyphen."""
    body = draw.digits(8, True)
    total = sum(int(ch) * w for ch, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2)))
    key = 11 - total % 11
    index = 0 if key == 11 else key
    check = draw.pick(["6789012345"[index % 10], "KABCDEFGHIJ"[index]])
    return draw.pick([body, body, f"{body}-{check}", f"{body} - {check}"])


def addr_pe_v61(draw: Draw) -> str:
    district, city = draw.pick([("Castilla", "Piura"), ("Veintiséis de Octubre", "Piura"), ("Sullana", "Piura"), ("Catacaos", "Piura"), ("Lince", "Lima"),
                                ("Chimbote", "Áncash"), ("Trujillo", "La Libertad")])
    return draw.pick([f"Jr. {draw.pick(['Arequipa', 'Lima', 'Tacna', 'Huancavelica', 'Libertad'])} {draw.rng.randint(100, 1900)}, {district}, {city}",
                      f"Mz. {draw.letters(1, 'ABCDEFGHJK')} Lt. {draw.rng.randint(1, 40)}, AA.HH. {draw.pick(['Santa Rosa', 'Los Algarrobos', 'Nueva Esperanza', 'Villa Perú Canadá'])}, {district} - {city}",
                      f"Av. {draw.pick(['Grau', 'Sánchez Cerro', 'Los Cocos', 'Chulucanas'])} {draw.rng.randint(100, 2900)}, Dpto. {draw.rng.randint(101, 504)}\n{district}, {city}",
                      f"Calle {draw.pick(['Junín', 'Ayacucho', 'Moquegua'])} N° {draw.rng.randint(100, 999)}, distrito de {district}, provincia de {city}"])


def phone_pe_v61(draw: Draw) -> str:
    r = "9" + _sub(draw, 8)
    return draw.pick([f"{r[:3]} {r[3:6]} {r[6:]}", f"+51 {r[:3]} {r[3:6]} {r[6:]}", f"+51{r}", r, f"{r[:3]}-{r[3:6]}-{r[6:]}", f"(+51) {r}"])


# ---- Serbia -------------------------------------------------------------------------------------------------------
def jmbg_v61(draw: Draw) -> str:
    """A JMBG: DDMMYYY, the region (71-79 central Serbia, 80-89 Vojvodina), the serial (000-499 men, 500-999 women), the mod 11 check digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    while True:
        serial = draw.rng.randint(0, 499) if male else draw.rng.randint(500, 999)
        body = f"{born.day:02d}{born.month:02d}{born.year % 1000:03d}{draw.pick(['71', '72', '73', '76', '78', '80', '85'])}{serial:03d}"
        a = [int(ch) for ch in body]
        k = 11 - (7 * (a[0] + a[6]) + 6 * (a[1] + a[7]) + 5 * (a[2] + a[8]) + 4 * (a[3] + a[9]) + 3 * (a[4] + a[10]) + 2 * (a[5] + a[11])) % 11
        if k == 10:
            continue
        return body + str(0 if k == 11 else k)


def iban_rs_v61(draw: Draw) -> str:
    """A Serbian account: bank, thirteen digits, the ISO 7064 97-10 control pair; as an IBAN or in the national bank-account-control printing."""
    bank = draw.pick(["160", "170", "205", "265", "325", "155", "115"])
    account = draw.digits(draw.rng.randint(6, 10), True).rjust(13, "0")
    control = 98 - int(bank + account + "00") % 97
    bban = f"{bank}{account}{control:02d}"
    iban = _iban("RS", bban)
    return draw.pick([_groups(iban), iban, f"{bank}-{account}-{control:02d}", f"{bank}-{account.lstrip('0')}-{control:02d}"])


_RS_PLACES_CYR = [("36000", "Краљево"), ("11000", "Београд"), ("34000", "Крагујевац"), ("37000", "Крушевац"), ("32000", "Чачак"), ("21000", "Нови Сад")]
_RS_STREETS_CYR = ["Омладинска", "Улица Хајдук Вељкова", "Булевар ослобођења", "Ибарска", "Улица Милоша Великог", "Цара Душана", "Војводе Путника"]


def addr_rs_v61(draw: Draw) -> str:
    code, town = draw.pick(_RS_PLACES_CYR)
    street = draw.pick(_RS_STREETS_CYR)
    no = draw.rng.randint(1, 180)
    text = draw.pick([f"{street} {no}/{draw.rng.randint(1, 40)}, {code} {town}", f"{street} бр. {no}, стан {draw.rng.randint(1, 60)}\n{code} {town}",
                      f"{town}, {street} {no}", f"{street} {no}{draw.pick(['а', 'б', ''])}, {town} {code}"])
    return _sr_latin(text) if _country(draw) == "RSL" else text


def phone_rs_v61(draw: Draw) -> str:
    pre = draw.pick(["60", "61", "62", "63", "64", "65", "66", "69"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"0{pre}/{r[:3]}-{r[3:]}", f"+381 {pre} {r[:3]} {r[3:]}", f"+381{pre}{r}", f"0{pre}{r}", f"+381 ({pre}) {r}"])


# ---- Croatia ------------------------------------------------------------------------------------------------------
def _mod11_10(digits: str) -> str:
    a = 10
    for ch in digits:
        a = (a + int(ch)) % 10
        a = (a or 10) * 2 % 11
    check = 11 - a
    return "0" if check == 10 else str(check % 10)


def oib_v61(draw: Draw) -> str:
    """A Croatian OIB: ten random digits and the ISO 7064 MOD 11,10 check digit."""
    body = draw.digits(10, True)
    return body + _mod11_10(body)


def iban_hr_v61(draw: Draw) -> str:
    """A Croatian IBAN: the bank's VBDI and the ten-digit account whose last digit is its MOD 11,10 check."""
    vbdi = draw.pick(["2340009", "2360000", "2484008", "2402006", "2330003", "2390001"])
    body = draw.pick(["11", "32", "31"]) + draw.digits(7, True)
    account = body + _mod11_10(body)
    iban = _iban("HR", vbdi + account)
    return draw.pick([_groups(iban), iban, _groups(iban), f"{vbdi}-{account}"])


def addr_hr_v61(draw: Draw) -> str:
    code, town = draw.pick([("35000", "Slavonski Brod"), ("10000", "Zagreb"), ("32270", "Županja"), ("32275", "Bošnjaci"), ("31000", "Osijek"), ("44000", "Sisak"),
                            ("32100", "Vinkovci")])
    street = draw.pick(["Ulica Ante Starčevića", "Trg Ivane Brlić-Mažuranić", "Vukovarska ulica", "Ulica kralja Tomislava", "Savska cesta", "Ulica Matije Gupca"])
    no = draw.rng.randint(1, 140)
    return draw.pick([f"{street} {no}, {code} {town}", f"{street} {no}{draw.pick(['a', 'b', ''])}\n{code} {town}", f"{code} {town}, {street} {no}",
                      f"{street} {no}, kat {draw.rng.randint(1, 8)}, stan {draw.rng.randint(1, 30)}, {code} {town}"])


def phone_hr_v61(draw: Draw) -> str:
    pre = draw.pick(["91", "92", "95", "97", "98", "99"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+385 {pre} {r[:3]} {r[3:]}", f"+385{pre}{r}", f"0{pre}/{r[:3]}-{r[3:]}", f"0{pre} {r}", f"00385 {pre} {r[:3]} {r[3:]}"])


# ---- Bulgaria -----------------------------------------------------------------------------------------------------
def egn_v61(draw: Draw) -> str:
    """A Bulgarian EGN: YYMMDD (month plus 40 from 2000), a region serial whose last digit is even for men, the weighted mod 11 check digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    month = born.month + (40 if born.year >= 2000 else 0)
    serial = f"{draw.digits(2)}{draw.pick(['0', '2', '4', '6', '8'] if male else ['1', '3', '5', '7', '9'])}"
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{serial}"
    check = sum(int(ch) * w for ch, w in zip(body, (2, 4, 8, 5, 10, 9, 7, 3, 6))) % 11
    return body + str(0 if check == 10 else check)


def iban_bg_v61(draw: Draw) -> str:
    """A Bulgarian IBAN: the bank's BIC letters, branch, account type and eight account characters."""
    bban = draw.pick(["UNCR", "STSA", "FINV", "BPBI", "RZBB", "CECB", "UBBS"]) + draw.digits(4) + draw.pick(["10", "15", "12"]) + draw.digits(8, True)
    iban = _iban("BG", bban)
    return draw.pick([_groups(iban), iban, iban])


def addr_bg_v61(draw: Draw) -> str:
    return draw.pick([f"ж.к. {draw.pick(['Младост 1', 'Люлин 5', 'Дружба 2', 'Надежда 3', 'Красно село'])}, бл. {draw.rng.randint(1, 420)}, вх. {draw.pick(['А', 'Б', 'В', 'Г'])}, "
                      f"ет. {draw.rng.randint(1, 14)}, ап. {draw.rng.randint(1, 90)}, {draw.pick(['1784', '1324', '1592', '1220', '1612'])} София",
                      f"ул. „{draw.pick(['Шипка', 'Цар Симеон', 'Граф Игнатиев', 'Искърска', 'Васил Левски'])}“ № {draw.rng.randint(1, 160)}, {draw.pick(['1000 София', '4000 Пловдив', '2140 Ботевград', '3000 Враца'])}",
                      f"с. {draw.pick(['Мизия', 'Лютиброд', 'Кунино', 'Роман'])}, обл. Враца, ул. „{draw.pick(['Христо Ботев', 'Девети май', 'Стара планина'])}“ {draw.rng.randint(1, 90)}"])


def phone_bg_v61(draw: Draw) -> str:
    pre = draw.pick(["87", "88", "89", "98", "99"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+359 {pre} {r[:3]} {r[3:]}", f"+359{pre}{r}", f"0{pre}{r}", f"0{pre}/{r[:3]} {r[3:]}", f"00359 {pre} {r}"])


# ---- Israel -------------------------------------------------------------------------------------------------------
def tz_v61(draw: Draw) -> str:
    """A Teudat Zehut number: eight digits and the check digit (weights 1, 2 alternating, digits of products summed)."""
    body = draw.pick(["0", "2", "3", "2", "3"]) + draw.digits(7)
    total = 0
    for i, ch in enumerate(body):
        product = int(ch) * (1 if i % 2 == 0 else 2)
        total += product - 9 if product > 9 else product
    v = body + str((10 - total % 10) % 10)
    return draw.pick([v, v, f"{v[:8]}-{v[8]}", v.lstrip("0") or v])


def iban_il_v61(draw: Draw) -> str:
    bban = draw.pick(["010", "012", "011", "020", "031"]) + draw.digits(3, True) + "0000000" + draw.digits(6, True)
    iban = _iban("IL", bban)
    return draw.pick([_groups(iban), iban, _groups(iban)])


def addr_il_v61(draw: Draw) -> str:
    town, code = draw.pick([("עפולה", "18"), ("בית שאן", "11"), ("קריית שמונה", "11"), ("טבריה", "14"), ("שדרות", "87"), ("נהריה", "22"), ("חיפה", "33")])
    street = draw.pick(["הרצל", "ז'בוטינסקי", "הנשיא", "בן גוריון", "יהושע חנקין", "הגליל", "שבזי"])
    no = draw.rng.randint(1, 140)
    postcode = code + draw.digits(5, True)
    return draw.pick([f"רחוב {street} {no}, דירה {draw.rng.randint(1, 40)}, {town} {postcode}", f"{street} {no}/{draw.rng.randint(1, 30)}, {town}",
                      f"רח' {street} {no}\n{town}, מיקוד {postcode}", f"{street} {no} {town} {postcode}"])


def phone_il_v61(draw: Draw) -> str:
    pre = draw.pick(["50", "52", "53", "54", "55", "58"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre}-{r}", f"0{pre}-{r[:3]}-{r[3:]}", f"+972 {pre}-{r[:3]}-{r[3:]}", f"+972{pre}{r}", f"0{pre} {r[:3]} {r[3:]}", f"972-{pre}-{r}"])


def plate_il_v61(draw: Draw) -> str:
    """An Israeli plate: seven digits (12-345-67) or eight (123-45-678)."""
    return draw.pick([f"{draw.digits(2, True)}-{draw.digits(3)}-{draw.digits(2)}", f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(3)}"])


# ---- Egypt --------------------------------------------------------------------------------------------------------
def eg_id_v61(draw: Draw) -> str:
    """An Egyptian national ID: the century digit (2: 1900s, 3: 2000s), YYMMDD, the governorate, a serial whose last digit is odd for men, a final digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    serial = draw.digits(3) + draw.pick(["1", "3", "5", "7", "9"] if male else ["0", "2", "4", "6", "8"])
    gov = draw.pick(["01", "02", "21", "28", "27", "26", "13"])
    body = f"{2 if born.year < 2000 else 3}{born.strftime('%y%m%d')}{gov}{serial}"
    v = body + str(draw.rng.randint(1, 9))
    return draw.pick([v, v, v.translate(_ARABIC_DIGITS), f"{v[0]} {v[1:7]} {v[7:9]} {v[9:13]} {v[13]}"])


def iban_eg_v61(draw: Draw) -> str:
    bban = draw.pick(["0019", "0003", "0002", "0037", "0057"]) + draw.digits(4) + draw.digits(17, True)
    iban = _iban("EG", bban)
    return draw.pick([_groups(iban), iban])


def addr_eg_v61(draw: Draw) -> str:
    area, city = draw.pick([("كوم أمبو", "أسوان"), ("دراو", "أسوان"), ("إدفو", "أسوان"), ("الدقي", "الجيزة"), ("مدينة نصر", "القاهرة"), ("سيدي بشر", "الإسكندرية")])
    street = draw.pick(["شارع التحرير", "شارع الجمهورية", "شارع النيل", "شارع السوق", "شارع المحطة", "شارع مصطفى النحاس"])
    no = str(draw.rng.randint(1, 140))
    shown = draw.pick([no, no.translate(_ARABIC_DIGITS)])
    return draw.pick([f"{shown} {street}، {area}، محافظة {city}", f"{street} رقم {shown}، الدور {draw.rng.randint(1, 9)}، {area} - {city}",
                      f"عقار {shown} {street}، {area}، {city}"])


def phone_eg_v61(draw: Draw) -> str:
    pre = draw.pick(["10", "11", "12", "15"])
    r = _sub(draw, 8)
    v = f"0{pre}{r}"
    return draw.pick([v, f"0{pre} {r[:4]} {r[4:]}", f"+20 {pre} {r[:4]} {r[4:]}", f"+20{pre}{r}", v.translate(_ARABIC_DIGITS), f"(+20) {pre}-{r}"])


# ---- per country dispatch ------------------------------------------------------------------------------------------
def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def addr_v61(draw: Draw) -> str:
    return {"AR": addr_ar_v61, "CL": addr_cl_v61, "PE": addr_pe_v61, "RS": addr_rs_v61, "RSL": addr_rs_v61, "HR": addr_hr_v61, "BG": addr_bg_v61,
            "IL": addr_il_v61, "EG": addr_eg_v61}.get(_country(draw), addr_tn_v61)(draw)


def phone_v61(draw: Draw) -> str:
    return {"AR": phone_ar_v61, "CL": phone_cl_v61, "PE": phone_pe_v61, "RS": phone_rs_v61, "RSL": phone_rs_v61, "HR": phone_hr_v61, "BG": phone_bg_v61,
            "IL": phone_il_v61, "EG": phone_eg_v61}.get(_country(draw), phone_tn_v61)(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 15:
        return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", f"{v[:4]}-{v[4:10]}-{v[10:]}", v])
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v61(draw: Draw) -> str:
    return _card(draw, "4", 16)


def mastercard_v61(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]), 16)


def amex_v61(draw: Draw) -> str:
    """An American Express number: 34 or 37, fifteen digits, Luhn; printed 4-6-5."""
    return _card(draw, draw.pick(["34", "37"]), 15)


def card_v61(draw: Draw) -> str:
    return draw.pick([visa_v61, visa_v61, mastercard_v61, amex_v61])(draw)


def prepaid_v61(draw: Draw) -> str:
    """A prepaid relief debit card (Visa or Mastercard ranges), as printed on the card carrier."""
    return draw.pick([visa_v61, mastercard_v61])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "outlook.com", "att.net", "icloud.com", "bellsouth.net"], "AR": ["gmail.com", "hotmail.com.ar", "yahoo.com.ar", "fibertel.com.ar"],
            "CL": ["gmail.com", "hotmail.com", "vtr.net", "yahoo.es"], "PE": ["gmail.com", "hotmail.com", "outlook.es"], "RS": ["gmail.com", "yahoo.com", "mts.rs", "eunet.rs"],
            "RSL": ["gmail.com", "yahoo.com", "mts.rs", "eunet.rs"], "HR": ["gmail.com", "net.hr", "t-com.hr", "yahoo.com"], "BG": ["abv.bg", "gmail.com", "mail.bg", "dir.bg"],
            "IL": ["gmail.com", "walla.co.il", "walla.com", "bezeqint.net"], "EG": ["gmail.com", "yahoo.com", "hotmail.com"]}
_ROMAN = {"BG": ["ivan.petrov", "m.georgieva", "dimitar_k", "petya.ivanova", "stoyanov.g", "nikolova.r"], "IL": ["yossi.cohen", "noa.levi", "avi_mizrahi", "shira.peretz", "d.biton"],
          "EG": ["mohamed.hassan", "ahmed_elsayed", "mona.fouad", "yasmin.osman", "m.abdelrahman"], "RS": ["milos.petrovic", "jelena.n", "markovic.dusan", "ana.ilic"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        country = _country(draw)
        if country in _ROMAN:
            draw.cache["_roman"] = draw.pick(_ROMAN[country]) + draw.pick(["", str(draw.rng.randint(60, 99))])
        else:
            first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "survivor"
            last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if "a" <= ch <= "z") or "family"
            draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                              f"{first}{draw.rng.randint(70, 99)}"])
    return draw.cache["_roman"]


def email_v61(draw: Draw) -> str:
    """A personal address; now and then written against scrapers in the text's language."""
    country = _country(draw)
    local, domain = _local(draw), draw.pick(_DOMAINS[country])
    style = draw.rng.random()
    if style < 0.22:
        at, dot = ("arroba", "punto") if country in ("AR", "CL", "PE") else ("at", "dot")
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.3:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_plain_v61(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (108, 0, 127), (172, 56, 63), (98, 16, 31)], "AR": [(181, 0, 31), (190, 16, 31)], "CL": [(190, 20, 23), (200, 104, 111)],
        "PE": [(190, 232, 239), (179, 6, 7)], "RS": [(109, 92, 95), (178, 220, 223)], "HR": [(93, 136, 143), (89, 164, 175)], "BG": [(87, 120, 127), (95, 42, 43)],
        "IL": [(79, 176, 183), (84, 108, 111)], "EG": [(41, 32, 47), (156, 192, 223), (197, 32, 63)]}
_IP6 = {"US": "2600:387", "AR": "2800:810", "CL": "2800:150", "PE": "2800:200", "RS": "2a02:2498", "HR": "2a00:ee0", "BG": "2a01:5a8", "IL": "2a06:c701",
        "EG": "2c0f:fc88"}


def ip_v61(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = _country(draw).replace("RSL", "RS")
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


def url_missing_v61(draw: Draw) -> str:
    """A family's post or page about a missing relative."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}/posts/{draw.digits(15, True)}", f"https://www.gofundme.com/f/help-find-{_slug(draw)}",
                      f"https://x.com/{_slug(draw, '_')}/status/{draw.digits(19, True)}", f"https://www.instagram.com/p/{draw.letters(11, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789')}/",
                      f"https://{_slug(draw, '')}.wixsite.com/findmom"])


def url_fund_v61(draw: Draw) -> str:
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw)}-tornado-recovery", f"https://www.gofundme.com/f/rebuild-the-{_slug(draw)}-home",
                      f"https://www.givesendgo.com/{_slug(draw)}-flood", f"https://www.facebook.com/{_slug(draw, '.')}"])


def url_memorial_v61(draw: Draw) -> str:
    last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if "a" <= ch <= "z") or "family"
    first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "friend"
    return draw.pick([f"https://www.legacy.com/us/obituaries/commercialappeal/name/{first}-{last}-obituary?id={draw.digits(8, True)}",
                      f"https://www.forevermissed.com/{first}-{last}", f"https://www.everloved.com/life-of/{first}-{last}/",
                      f"https://www.{draw.pick(['curriefuneralhome', 'bakerfamilyfuneral', 'obioncountyfuneral'])}.com/obituary/{first}-{last}"])


def url_v61(draw: Draw) -> str:
    return draw.pick([url_missing_v61, url_fund_v61])(draw)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v61": dob_v61, "dob_elder_v61": dob_elder_v61, "dob_iso_v61": dob_iso_v61, "dob_compact_v61": dob_compact_v61, "dob_other_v61": dob_other_v61,
    "dod_v61": dod_v61, "age_v61": age_v61, "age_elder_v61": age_elder_v61, "age_at_death_v61": age_at_death_v61,
    "ssn_v61": ssn_v61, "ssn_plain_v61": ssn_plain_v61, "mbi_v61": mbi_v61, "medicaid_v61": medicaid_v61, "medicaid_plain_v61": medicaid_plain_v61,
    "member_v61": member_v61, "intake_v61": intake_v61, "tag_v61": tag_v61, "mrn_v61": mrn_v61, "mrn_plain_v61": mrn_plain_v61, "dvi_case_v61": dvi_case_v61,
    "dl_tn_v61": dl_tn_v61, "vin_v61": vin_v61, "plate_tn_v61": plate_tn_v61, "vehicle_v61": vehicle_v61, "passport_v61": passport_v61,
    "addr_tn_v61": addr_tn_v61, "addr_hl7_v61": addr_hl7_v61, "addr_fhir_v61": addr_fhir_v61, "addr_x12_v61": addr_x12_v61, "addr_csv_v61": addr_csv_v61,
    "phone_tn_v61": phone_tn_v61, "phone_e164_v61": phone_e164_v61, "phone_hl7_v61": phone_hl7_v61, "account_us_v61": account_us_v61,
    "dni_ar_v61": dni_ar_v61, "cuil_v61": cuil_v61, "cbu_v61": cbu_v61, "addr_ar_v61": addr_ar_v61, "phone_ar_v61": phone_ar_v61,
    "rut_v61": rut_v61, "cuentarut_v61": cuentarut_v61, "addr_cl_v61": addr_cl_v61, "phone_cl_v61": phone_cl_v61,
    "dni_pe_v61": dni_pe_v61, "addr_pe_v61": addr_pe_v61, "phone_pe_v61": phone_pe_v61,
    "jmbg_v61": jmbg_v61, "iban_rs_v61": iban_rs_v61, "addr_rs_v61": addr_rs_v61, "phone_rs_v61": phone_rs_v61,
    "oib_v61": oib_v61, "iban_hr_v61": iban_hr_v61, "addr_hr_v61": addr_hr_v61, "phone_hr_v61": phone_hr_v61,
    "egn_v61": egn_v61, "iban_bg_v61": iban_bg_v61, "addr_bg_v61": addr_bg_v61, "phone_bg_v61": phone_bg_v61,
    "tz_v61": tz_v61, "iban_il_v61": iban_il_v61, "addr_il_v61": addr_il_v61, "phone_il_v61": phone_il_v61, "plate_il_v61": plate_il_v61,
    "eg_id_v61": eg_id_v61, "iban_eg_v61": iban_eg_v61, "addr_eg_v61": addr_eg_v61, "phone_eg_v61": phone_eg_v61,
    "addr_v61": addr_v61, "phone_v61": phone_v61,
    "visa_v61": visa_v61, "mastercard_v61": mastercard_v61, "amex_v61": amex_v61, "card_v61": card_v61, "prepaid_v61": prepaid_v61,
    "email_v61": email_v61, "email_plain_v61": email_plain_v61, "ip_v61": ip_v61, "url_v61": url_v61, "url_missing_v61": url_missing_v61,
    "url_fund_v61": url_fund_v61, "url_memorial_v61": url_memorial_v61,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
AR_CUIT = "30-71596104-7"
CL_RUT_ORG = "65.161.902-" + _rut_dv("65161902")
PE_RUC = "20610161902"
RS_PIB = "116106193"
HR_OIB_ORG = "6106193452" + _mod11_10("6106193452")
BG_EIK = "206161903"
IL_AMUTA = "580616190"
EG_REG = "6161/2026"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Evangeline Threadgill-Okafor, MD", "Dr. Barnaby Quarles-Ashford, DO", "Henrietta Vanlandingham, RN, CEN", "Lucius Pettigrew-Moreno, EMT-P",
         "Cordelia Ashworth-Nakamura, PharmD", "Thaddeus Whitlock-Ibarra", "Marisol Featherstone, MSW", "Dr. Octavia Brumfield-Lee, MD, MPH")
_COORDINATORS = ["H. Vanlandingham", "L. Pettigrew-Moreno", "T. Whitlock-Ibarra", "M. Featherstone", "C. Ashworth-Nakamura"]
_TEAM = [("Evangeline Threadgill-Okafor", "MD", "Team lead, emergency medicine"), ("Barnaby Quarles-Ashford", "DO", "Family medicine"),
         ("Henrietta Vanlandingham", "RN", "Triage nurse"), ("Lucius Pettigrew-Moreno", "EMT-P", "Transport and logistics"),
         ("Cordelia Ashworth-Nakamura", "PharmD", "Pharmacy cache"), ("Thaddeus Whitlock-Ibarra", "", "Radio and communications"),
         ("Marisol Featherstone", "MSW", "Behavioral health"), ("Octavia Brumfield-Lee", "MD, MPH", "Public health liaison"),
         ("Ignatius Culpepper-Vance", "RN", "Shelter nursing"), ("Philippa Rountree-Osei", "NP", "Chronic disease clinic"),
         ("Desmond Hollingshead", "RRT", "Respiratory therapy"), ("Winifred Castellanos-Pike", "LPN", "Medication pass")]

_SHELTERS = [("Jackson Civic Center", 420), ("Dyersburg First Methodist gym", 160), ("Union City Middle School", 240), ("Tiptonville Community Center", 90),
             ("Covington Armory", 180), ("Brownsville Fairgrounds Expo Hall", 300), ("Humboldt High School gym", 200), ("Millington Baptist fellowship hall", 120),
             ("Halls Recreation Center", 110), ("Ridgely Fire Hall", 60)]


def _shelter_row(d: Draw) -> str:
    name, cap = d.pick(_SHELTERS)
    occ = d.rng.randint(cap // 5, cap)
    return (f"{name} | {cap} | {occ} | {cap - occ} | {d.rng.randint(0, max(1, occ // 12))} medical cots | {d.pick(['open', 'open', 'open, pets in annex', 'at capacity, diverting', 'closing 18:00'])}")


def _shelter_csv_row(d: Draw) -> str:
    name, cap = d.pick(_SHELTERS)
    occ = d.rng.randint(cap // 5, cap)
    return f"\"{name}\",{cap},{occ},{d.rng.randint(0, occ // 10)},{d.rng.randint(0, 25)},{d.pick(['Y', 'N'])},{d.pick(['generator', 'grid', 'grid'])}"


def _shelter_json_row(d: Draw) -> str:
    name, cap = d.pick(_SHELTERS)
    occ = d.rng.randint(cap // 5, cap)
    return (f"{{\"site\": \"{name}\", \"capacity\": {cap}, \"occupied\": {occ}, \"adaSpaces\": {d.rng.randint(2, 20)}, \"petsAccepted\": {d.pick(['true', 'false'])}, "
            f"\"status\": \"{d.pick(['OPEN', 'OPEN', 'FULL', 'STANDBY'])}\"}}")


_STOPS = ["Tiptonville Dollar General lot", "Ridgely City Hall", "Samburg marina", "Halls Senior Center", "Newbern depot", "Obion County fairgrounds",
          "Gates fire station", "Henning library", "Ripley courthouse square", "Hornbeak church lot", "Lenox community center", "Troy town hall"]


def _route_row(d: Draw) -> str:
    h = d.rng.randint(8, 15)
    return (f"{d.pick(_STOPS)} | {d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} | {h:02d}:00-{h + 2:02d}:30 | "
            f"{d.pick(['primary care, refills', 'tetanus shots, wound care', 'insulin and glucose strips', 'BP checks, refills', 'behavioral health', 'pediatrics'])} | Unit {d.rng.randint(1, 4)}")


def _route_csv_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.isoformat()},\"{d.pick(_STOPS)}\",{d.rng.randint(8, 14):02d}:00,{d.rng.randint(15, 18):02d}:00,RMH-{d.rng.randint(1, 4)},{d.rng.randint(12, 60)}"


def _route_event(d: Draw) -> str:
    day = f"2026{d.rng.randint(3, 8):02d}{d.rng.randint(1, 28):02d}"
    stop = d.pick(_STOPS)
    return (f"BEGIN:VEVENT\nUID:rmh-route-{day}-{d.digits(5, True)}\nDTSTART;TZID=America/Chicago:{day}T{d.rng.randint(8, 12):02d}0000\n"
            f"DURATION:PT{d.rng.randint(2, 4)}H\nSUMMARY:Mobile clinic at {stop}\nLOCATION:{stop}\nEND:VEVENT")


_STOCK = [("Tetanus-diphtheria-pertussis (Tdap) vaccine", "58160-0842-52", "vial"), ("Insulin glargine 100 units/mL pen", "00088-2219-05", "pen"),
          ("Albuterol HFA 90 mcg inhaler", "00173-0682-20", "inhaler"), ("Amoxicillin 500 mg capsule", "65862-0015-01", "bottle of 100"),
          ("Oral rehydration salts", "ORS-WHO-2024", "sachet"), ("Ceftriaxone 1 g vial", "60505-0750-04", "vial"), ("Naloxone 4 mg nasal spray", "69547-0353-02", "twin pack"),
          ("Potassium iodide 130 mg", "51803-0001-01", "box of 14"), ("Doxycycline 100 mg tablet", "53489-0119-01", "bottle of 50"),
          ("N95 respirator, size M", "3M-1860-M", "box of 20"), ("Sterile saline 0.9% 1 L", "0338-0049-04", "bag"), ("Glucose test strips", "GL-STR-50", "box of 50")]


def _stock_row(d: Draw) -> str:
    item, ndc, unit = d.pick(_STOCK)
    return (f"{item} | {ndc} | lot {d.letters(2, 'ABCDEFGHKLMNPRTX')}{d.digits(5, True)} | exp {d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d} | "
            f"{d.rng.randint(0, 900)} {unit} | par {d.rng.randint(50, 600)}")


def _stock_csv_row(d: Draw) -> str:
    item, ndc, unit = d.pick(_STOCK)
    return f"\"{item}\",{ndc},{d.letters(1, 'ABCDEFGHKLMNP')}{d.digits(6, True)},{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d},{d.rng.randint(0, 900)},\"{unit}\""


def _stock_xml_row(d: Draw) -> str:
    item, ndc, unit = d.pick(_STOCK)
    return (f"  <item code=\"{ndc}\" description=\"{item}\" lot=\"{d.letters(2, 'ABCDEFGHKLMNPRTX')}{d.digits(4, True)}\" expires=\"{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d}-28\" "
            f"onHand=\"{d.rng.randint(0, 900)}\" unit=\"{unit}\"/>")


def _asn_item(d: Draw) -> str:
    item, ndc, _ = d.pick(_STOCK)
    return f"LIN**N4*{ndc.replace('-', '')}~\nSN1**{d.rng.randint(10, 400)}*EA~\nLOT*{d.letters(2, 'ABCDEFGHKLMNPRTX')}{d.digits(5, True)}*{d.rng.randint(2026, 2029)}{d.rng.randint(1, 12):02d}28~"


_DISTRICTS = ["Lake", "Obion", "Dyer", "Lauderdale", "Tipton", "Haywood", "Crockett", "Gibson", "Madison", "Weakley", "Fayette", "Hardeman"]


def _vax_row(d: Draw) -> str:
    target = d.rng.randint(800, 26000)
    done = d.rng.randint(target // 5, target)
    return f"{d.pick(_DISTRICTS)} County | {target:,} | {done:,} | {done * 100 / target:.1f}% | {d.pick(['Tdap', 'Td', 'hepatitis A', 'influenza', 'COVID-19 2025-26'])}"


def _vax_csv_row(d: Draw) -> str:
    target = d.rng.randint(800, 26000)
    done = d.rng.randint(target // 5, target)
    return f"{d.pick(_DISTRICTS)},{d.pick(['Tdap', 'HepA', 'Flu'])},{d.pick(['0-17', '18-64', '65+'])},{target},{done},{done / target:.3f}"


_BEDS = [("Red (immediate)", 12), ("Yellow (delayed)", 24), ("Green (minor)", 40), ("ICU-capable", 6), ("Pediatric", 10), ("Isolation", 4), ("Dialysis chairs", 8),
         ("Observation", 16)]


def _bed_row(d: Draw) -> str:
    name, total = d.pick(_BEDS)
    occ = d.rng.randint(0, total)
    return f"{name} | {total} | {occ} | {total - occ} | {d.rng.randint(0, 5)} pending | {d.rng.randint(0, 6)} discharged since 06:00"


def _bed_json_row(d: Draw) -> str:
    name, total = d.pick(_BEDS)
    occ = d.rng.randint(0, total)
    return f"{{\"area\": \"{name}\", \"staffed\": {total}, \"occupied\": {occ}, \"available\": {total - occ}, \"outOfService\": {d.rng.randint(0, 2)}}}"


def _bed_csv_row(d: Draw) -> str:
    name, total = d.pick(_BEDS)
    occ = d.rng.randint(0, total)
    return f"{d.fill('eff_iso')}T{d.rng.randint(6, 22):02d}:00,\"{name}\",{total},{occ},{total - occ},{d.rng.randint(0, 2)}"


def _route_json_row(d: Draw) -> str:
    return (f"{{\"stop\": \"{d.pick(_STOPS)}\", \"day\": \"{d.pick(['MO', 'TU', 'WE', 'TH', 'FR', 'SA'])}\", \"opens\": \"{d.rng.randint(8, 11):02d}:00\", "
            f"\"closes\": \"{d.rng.randint(13, 17):02d}:00\", \"unit\": {d.rng.randint(1, 4)}, \"services\": [\"{d.pick(['primary care', 'wound care', 'vaccines', 'refills'])}\"]}}")


def _npu(d: Draw) -> str:
    return f"NPU|FH^{d.pick(['RED', 'YEL', 'GRN', 'PED', 'ISO'])}^{d.rng.randint(1, 40):02d}^TENT{d.rng.randint(1, 4)}|{d.pick(['C', 'H', 'I', 'K', 'O', 'U'])}"


_DONORS = [("Obion County Farm Bureau", "cash"), ("Dyersburg Rotary Club", "cash"), ("Lake County Electric Cooperative", "generators (2)"),
           ("Mid-South Grocers Association", "bottled water, 18 pallets"), ("First Baptist Church of Halls", "cots and blankets"),
           ("Reelfoot Lake Anglers Association", "cash"), ("Tipton County Bar Association", "cash"), ("West Tennessee Builders Exchange", "tarps and plywood"),
           ("Gibson County Pharmacists Society", "first-aid kits (400)"), ("Weakley County Dental Society", "hygiene kits (1,200)")]


def _donor_csv_row(d: Draw) -> str:
    name, kind = d.pick(_DONORS)
    amount = d.rng.randint(5, 400) * 100 if kind == "cash" else d.rng.randint(20, 900) * 10
    return f"\"{name}\",{d.pick(['2025-11', '2025-12', '2026-01', '2026-02'])},\"{kind}\",{amount},{d.pick(['unrestricted', 'medical supplies', 'shelter operations', 'rebuilding'])}"


# per-locale tables of the notices abroad
_ES_SHELTERS = [("Escuela N° 1319", 180), ("Club Sportivo Ludueña", 140), ("Parroquia San Cayetano", 90), ("Polideportivo Municipal", 260), ("Escuela Técnica N° 4", 120),
                ("Centro Cultural Barrio Empalme", 70)]
_HR_STOCK = [("Cjepivo protiv tetanusa", "bočica"), ("Amoksicilin 500 mg", "kutija"), ("Otopina za oralnu rehidraciju", "vrećica"), ("Inzulin glargin", "pen"),
             ("Zaštitne maske FFP2", "kutija od 20"), ("Sredstvo za dezinfekciju vode", "tableta"), ("Zavoji i gaze", "paket")]
_AR_DISTRICTS = ["Distrito Noroeste", "Distrito Norte", "Distrito Centro", "Distrito Oeste", "Distrito Sudoeste", "Distrito Sur"]
_HE_SITES = [("אולם הספורט העירוני", 220), ("בית הספר אופק", 140), ("מתנ\"ס גבעת המורה", 90), ("מרכז הקהילה נווה אורנים", 120), ("אולם הכנסים בקיבוץ", 160)]


def _es_shelter_row(d: Draw) -> str:
    name, cap = d.pick(_ES_SHELTERS)
    occ = d.rng.randint(cap // 4, cap)
    return f"{name} | {cap} | {occ} | {d.rng.randint(0, 12)} con movilidad reducida | {d.pick(['abierto', 'abierto', 'completo', 'en preparación'])}"


def _hr_stock_row(d: Draw) -> str:
    item, unit = d.pick(_HR_STOCK)
    return f"{item} | serija {d.letters(2, 'ABCDEFHKLMNPRT')}{d.digits(4, True)} | rok {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2029)} | {d.rng.randint(10, 800)} ({unit})"


def _ar_vax_row(d: Draw) -> str:
    target = d.rng.randint(1500, 30000)
    done = d.rng.randint(target // 4, target)
    share = f"{done * 100 / target:.1f}".replace(".", ",")
    return f"{d.pick(_AR_DISTRICTS)} | {target:,} | {done:,} | ".replace(",", ".") + f"{share} %"


def _he_site_row(d: Draw) -> str:
    name, cap = d.pick(_HE_SITES)
    occ = d.rng.randint(cap // 4, cap)
    return f"{name} | {cap} | {occ} | {d.pick(['פתוח', 'פתוח', 'מלא', 'בהכנה'])}"


_BG_STOPS = ["с. Мизия, площада", "с. Лютиброд, кметството", "гр. Роман, читалището", "с. Кунино, училището", "гр. Мездра, автогарата", "с. Зверино, здравната служба"]


def _bg_route_row(d: Draw) -> str:
    h = d.rng.randint(8, 14)
    return f"{d.pick(_BG_STOPS)} | {d.pick(['понеделник', 'вторник', 'сряда', 'четвъртък', 'петък'])} | {h:02d}:00-{h + 2:02d}:00 | {d.pick(['общопрактикуващ лекар', 'ваксинации', 'измерване на кръвно', 'педиатър'])}"


_CL_STOPS = ["Sede vecinal Villa San Pedro", "Escuela Básica Lomas Coloradas", "Posta rural Hualqui", "Gimnasio municipal de Santa Juana", "Cesfam Boca Sur (estacionamiento)",
             "Junta de vecinos Los Cerros"]


def _cl_route_row(d: Draw) -> str:
    h = d.rng.randint(8, 14)
    return f"{d.pick(_CL_STOPS)} | {d.pick(['lunes', 'martes', 'miércoles', 'jueves', 'viernes'])} | {h:02d}:00 a {h + 3:02d}:00 | {d.pick(['curaciones de quemaduras', 'control crónico', 'vacunación', 'salud mental'])}"


_EG_VAX = ["كوم أمبو", "دراو", "إدفو", "نصر النوبة", "أسوان مركز", "البصيلية"]


def _eg_vax_row(d: Draw) -> str:
    target = d.rng.randint(3000, 60000)
    done = d.rng.randint(target // 3, target)
    return f"{d.pick(_EG_VAX)} | {target:,} | {done:,} | {done * 100 / target:.1f}%"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "es":
            return f"{dd} de {_ES_MONTHS[m - 1]} de {y}"
        if lang == "sr":
            return f"{dd}. {_SR_GEN[m - 1]} {y}."
        if lang == "srl":
            return f"{dd}. {_sr_latin(_SR_GEN[m - 1])} {y}."
        if lang == "hr":
            return f"{dd}. {_HR_GEN[m - 1]} {y}."
        if lang == "bg":
            return f"{dd} {_BG_MONTHS[m - 1]} {y} г."
        if lang == "he":
            return f"{dd} ב{_HE_MONTHS[m - 1]} {y}"
        if lang == "ar":
            return d.pick([f"{dd} {_AR_MONTHS[m - 1]} {y}", f"{dd} {_AR_MONTHS[m - 1]} {y}".translate(_ARABIC_DIGITS)])
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "shelters": SHELTERS, "mobile": MOBILE, "mrc": MRC, "district": DISTRICT, "fund": FUND, "plan": PLAN, "ar_partner": AR_PARTNER, "cl_partner": CL_PARTNER,
    "pe_partner": PE_PARTNER, "rs_partner": RS_PARTNER, "rs_partner_lat": RS_PARTNER_LAT, "hr_partner": HR_PARTNER, "bg_partner": BG_PARTNER,
    "il_partner": IL_PARTNER, "il_partner_en": IL_PARTNER_EN, "eg_partner": EG_PARTNER,
    "sh_phone": ORGANISATION_CONTACTS[0], "sh_fax": ORGANISATION_CONTACTS[1], "sh_addr": ORGANISATION_CONTACTS[2], "sh_email": ORGANISATION_CONTACTS[3],
    "sh_web": ORGANISATION_CONTACTS[4], "mo_phone": ORGANISATION_CONTACTS[5], "mo_addr": ORGANISATION_CONTACTS[6], "mo_email": ORGANISATION_CONTACTS[7],
    "mrc_phone": ORGANISATION_CONTACTS[8], "mrc_email": ORGANISATION_CONTACTS[9], "mrc_box": ORGANISATION_CONTACTS[10], "di_phone": ORGANISATION_CONTACTS[11],
    "di_email": ORGANISATION_CONTACTS[12], "di_web": ORGANISATION_CONTACTS[13], "fu_phone": ORGANISATION_CONTACTS[14], "fu_email": ORGANISATION_CONTACTS[15],
    "fu_box": ORGANISATION_CONTACTS[16], "fu_web": ORGANISATION_CONTACTS[17], "plan_phone": ORGANISATION_CONTACTS[18],
    "ar_phone_intl": ORGANISATION_CONTACTS[19], "ar_phone": ORGANISATION_CONTACTS[20], "ar_email": ORGANISATION_CONTACTS[21], "cl_phone": ORGANISATION_CONTACTS[22],
    "cl_email": ORGANISATION_CONTACTS[23], "pe_phone": ORGANISATION_CONTACTS[24], "pe_email": ORGANISATION_CONTACTS[25], "rs_phone_intl": ORGANISATION_CONTACTS[26],
    "rs_phone": ORGANISATION_CONTACTS[27], "rs_email": ORGANISATION_CONTACTS[28], "hr_phone": ORGANISATION_CONTACTS[29], "hr_email": ORGANISATION_CONTACTS[30],
    "bg_phone_intl": ORGANISATION_CONTACTS[31], "bg_phone": ORGANISATION_CONTACTS[32], "bg_email": ORGANISATION_CONTACTS[33], "il_phone": ORGANISATION_CONTACTS[34],
    "il_phone_intl": ORGANISATION_CONTACTS[35], "il_email": ORGANISATION_CONTACTS[36], "eg_phone_intl": ORGANISATION_CONTACTS[37], "eg_phone": ORGANISATION_CONTACTS[38],
    "eg_email": ORGANISATION_CONTACTS[39],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "ar_cuit": AR_CUIT, "cl_rut_org": CL_RUT_ORG, "pe_ruc": PE_RUC, "rs_pib": RS_PIB,
    "hr_oib_org": HR_OIB_ORG, "bg_eik": BG_EIK, "il_amuta": IL_AMUTA, "eg_reg": EG_REG,
    "own_md": STAFF[0], "own_do": STAFF[1], "own_rn": STAFF[2], "own_medic": STAFF[3], "own_pharm": STAFF[4], "own_radio": STAFF[5], "own_msw": STAFF[6],
    "own_ho": STAFF[7],
    "ar_director": "Dra. Graciela Etchegaray-Boffa", "cl_director": "Dr. Ignacio Riquelme-Sandoval", "pe_director": "Lic. Rocío Chunga-Valdiviezo",
    "rs_director": "др Бранислав Обрадовић-Лукић", "rs_director_lat": "dr Branislav Obradović-Lukić", "hr_director": "dr. sc. Vesna Kovačević-Horvat",
    "bg_director": "д-р Радослава Цонева-Пеева", "il_director": "ד\"ר מיכל אבוטבול-שטרן", "eg_director": "د. هشام عبد الحكيم الأسواني",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "shelter_table": _table(_shelter_row, 6), "shelter_csv": _rows(_shelter_csv_row, 6, 14), "shelter_json": _rows(_shelter_json_row, 4, 30, ", "),
    "route_table": _table(_route_row, 6), "route_csv": _rows(_route_csv_row, 6, 12), "route_events": _rows(_route_event, 3, 40),
    "stock_table": _table(_stock_row, 6), "stock_csv": _rows(_stock_csv_row, 6, 14), "stock_xml": _rows(_stock_xml_row, 5, 30), "asn_items": _rows(_asn_item, 3, 16),
    "vax_table": _table(_vax_row, 6), "vax_csv": _rows(_vax_csv_row, 7, 18),
    "bed_table": _table(_bed_row, 6), "bed_json": _rows(_bed_json_row, 5, 20, ", "), "npu_rows": _rows(_npu, 4, 18), "bed_csv": _rows(_bed_csv_row, 6, 36), "route_json": _rows(_route_json_row, 4, 40, ", "),
    "team_table": lambda d: "\n".join(f"{name}{', ' + cred if cred else ''} | {role} | {d.pick(['day', 'night', 'swing'])} | {d.pick(['Jackson', 'Dyersburg', 'Covington', 'Tiptonville'])}"
                                      for name, cred, role in sorted(d.rng.sample(_TEAM, 6))),
    "team_csv": lambda d: "\n".join(f"\"{name}\",{cred.split(',')[0] or 'none'},\"{role}\",{d.pick(['A', 'B', 'C'])},{d.rng.randint(1, 14)}"
                                    for name, cred, role in sorted(d.rng.sample(_TEAM, 7))),
    "donor_csv": _rows(_donor_csv_row, 6, 16),
    "es_shelter_table": _table(_es_shelter_row, 4), "hr_stock_table": _table(_hr_stock_row, 5), "ar_vax_table": _table(_ar_vax_row, 5),
    "he_site_table": _table(_he_site_row, 4), "bg_route_table": _table(_bg_route_row, 4), "cl_route_table": _table(_cl_route_row, 4), "eg_vax_table": _table(_eg_vax_row, 5),
    "en_date": _doc_date("en"), "es_date": _doc_date("es"), "sr_date": _doc_date("sr"), "srl_date": _doc_date("srl"), "hr_date": _doc_date("hr"), "bg_date": _doc_date("bg"),
    "he_date": _doc_date("he"), "ar_date": _doc_date("ar"),
    "coordinator": lambda d: d.pick(_COORDINATORS),
    "usd": lambda d: f"${d.rng.randint(5, 90) * 100:,}", "grant": lambda d: f"${d.pick([500, 750, 1000, 1500, 2500, 3000])}",
    "storm": lambda d: d.pick(["the March 2026 tornado outbreak", "the Obion River flood", "the February ice storm", "the Forked Deer River flood", "the April derecho"]),
    "heat_index": lambda d: str(d.rng.randint(105, 118)), "temp_high": lambda d: str(d.rng.randint(97, 106)),
    "river_ft": lambda d: f"{d.rng.randint(28, 44)}.{d.rng.randint(0, 9)}", "flood_ft": lambda d: str(d.rng.randint(24, 30)),
    "county": lambda d: d.pick(_DISTRICTS),
    "stop": lambda d: d.pick(_STOPS), "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(60, 900)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}", "sbp": lambda d: str(d.rng.randint(112, 168)),
    "version": lambda d: f"{d.rng.randint(1, 6)}.{d.rng.randint(0, 12)}",
    "op_period": lambda d: f"{d.rng.randint(2, 21)}",
    "pct_hi": lambda d: f"{d.rng.randint(40, 96)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(20, 80)}.{d.rng.randint(0, 9)}",
    "wbgt": lambda d: f"{d.rng.randint(86, 92)}",
    "ars": lambda d: f"${d.rng.randint(50, 900) * 1000:,}".replace(",", "."), "clp": lambda d: f"${d.rng.randint(20, 400) * 1000:,}".replace(",", "."),
    "cnt_peak": lambda d: str(d.rng.randint(900, 1400)), "cnt_pets": lambda d: str(d.rng.randint(5, 70)), "cnt_doxy": lambda d: str(d.rng.randint(40, 500)),
    "cnt_hep": lambda d: str(d.rng.randint(100, 700)), "cnt_dengue": lambda d: str(d.rng.randint(3, 45)), "cnt_eda": lambda d: str(d.rng.randint(5, 80)),
    "money_paid": lambda d: f"{d.rng.randint(200000, 2900000):,}", "money_med": lambda d: f"{d.rng.randint(8, 90) * 1000:,}",
    "money_rep": lambda d: f"{d.rng.randint(40, 400) * 1000:,}", "fhir_den": lambda d: str(d.rng.randint(900, 4000)), "fhir_num": lambda d: str(d.rng.randint(300, 899)),
    "score": lambda d: f"0.{d.rng.randint(41, 93)}",
    "pallets": lambda d: str(d.rng.randint(4, 40)), "gallons": lambda d: f"{d.rng.randint(2, 40) * 1000:,}",
}

US = ("en_US",)
AR = ("es_AR",)
CL = ("es_CL",)
PE = ("es_PE",)
RS = ("sr_RS",)
RSL = ("sr_Latn_RS",)
HR = ("hr_HR",)
BG = ("bg_BG",)
IL = ("he_IL",)
EG = ("ar_EG",)
OTHER_LOCALES = AR + CL + PE + RS + RSL + HR + BG + IL + EG

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b61c_shelter_table", "shelter_capacity_report", US,
     "{shelters} - shelter capacity, operational period {op_period}, as of {clock} on {en_date}\nSite | Capacity | Occupied | Open beds | Medical | Status\n{shelter_table}\n"
     "Counts are headcounts at the {clock} roll call; no names are reported on this sheet. Transport to a site with space: {sh_phone}. Report prepared by {coordinator}."),
    ("b61c_shelter_csv", "shelter_capacity_report", US,
     "site,capacity,occupied,medical_cots_in_use,pets,ada_ok,power\n{shelter_csv}\n# {shelters} capacity export {iso_ts}; aggregate counts only; questions to {sh_email}"),
    ("b61c_shelter_json", "json_export", US,
     "{\"publisher\": \"{shelters}\", \"generated\": \"{iso_ts}\", \"event\": \"{storm}\", \"sites\": [{shelter_json}], \"hotline\": \"{sh_phone}\", \"web\": \"{sh_web}\"}"),
    ("b61c_shelter_sitrep", "shelter_capacity_report", US,
     "SITUATION REPORT #{small} - {shelters}\nPeriod: {en_date}, 0700-1900. Sites open: ((6||7||8)). Overnight population: {cnt_big} (peak {cnt_peak}). Meals served: {moneyk}. "
     "Medical encounters at shelter first-aid stations: {cnt}, of which ((2||3||4)) transferred to the {mrc} field hospital. Pet annex: {cnt_pets} animals.\n"
     "Needs: ((40||60||80)) cots, adult briefs, ((oxygen concentrators||power strips||Spanish-speaking volunteers)). Next report 1900. Contact: {sh_phone}, {sh_fax} (fax)."),
    ("b61c_route_table", "mobile_clinic_route_schedule", US,
     "{mobile} - route schedule for the week of {en_date}\nStop | Day | Hours | Services | Unit\n{route_table}\n"
     "No appointment needed. Bring your medicine bottles if you lost your prescriptions in the storm. Route changes: e-mail {mo_email} or call {mo_phone}."),
    ("b61c_route_ics", "mobile_clinic_route_schedule", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Reelfoot Mobile Health//Routes {version}//EN\nX-WR-CALNAME:Mobile clinic stops\n{route_events}\nEND:VCALENDAR"),
    ("b61c_route_flyer", "mobile_clinic_route_schedule", US,
     "THE CLINIC IS COMING TO YOU\n{mobile} Unit ((2||3||4)) will be at {stop} every ((Tuesday||Wednesday||Thursday)) from ((9:00 a.m. to 1:00 p.m.||10:00 a.m. to 3:00 p.m.)) until further notice.\n"
     "Free: tetanus shots, wound checks, blood pressure and sugar checks, refills of lost medicines (up to 30 days), counseling. Spanish interpreter on board. "
     "Questions: {mo_phone}. Physician on the unit: {own_do}."),
    ("b61c_route_csv", "csv_export", US,
     "date,stop,opens,closes,unit,expected_visits\n{route_csv}\n# {mobile} route plan v{version}; exported {iso_ts}"),
    ("b61c_stock_table", "emergency_stockpile_inventory", US,
     "{mrc} - pharmacy cache inventory, {en_date}\nItem | NDC / code | Lot | Expiry | On hand | Par\n{stock_table}\n"
     "Counted by {own_pharm}. Items below par are requested through the regional coordinator; controlled substances are counted separately."),
    ("b61c_stock_csv", "emergency_stockpile_inventory", US,
     "item,ndc_or_code,lot,expiry,on_hand,unit\n{stock_csv}\n# {district} strategic stockpile, warehouse B, cycle count {eff_iso}"),
    ("b61c_stock_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<inventory owner=\"{mrc}\" site=\"Cache 2, Millington\" counted=\"{iso_ts}\">\n{stock_xml}\n  <contact>{mrc_email}</contact>\n</inventory>"),
    ("b61c_stock_memo", "emergency_stockpile_inventory", US,
     "MEMO - {district}\nTo: county emergency management directors\nFrom: {own_ho}\nDate: {en_date}\nRe: stockpile drawdown after {storm}\n"
     "Since activation we issued {cnt_big} doses of Tdap, {cnt_doxy} courses of doxycycline for wound infections and {cnt} cases of oral rehydration salts. Tdap lot TD{fivedig} expires "
     "in ((June||August||October)); use it first. A resupply of ((600||900||1,200)) doses is due {dos}. Requests by e-mail to {di_email} or by phone at {di_phone}."),
    ("b61c_x12_856", "x12_export", US,
     "ISA*00*          *00*          *ZZ*MIDSOUTHDIST   *ZZ*WOLFRIVERMRC   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*>~\nGS*SH*MIDSOUTHDIST*WOLFRIVERMRC*20{isa_date}*{hhmm}*{small}*X*005010~\n"
     "ST*856*{four_digits}~\nBSN*00*SHP{fivedig}*20{isa_date}*{hhmm}~\nHL*1**S~\nTD5**2*FDEG~\nN1*ST*{mrc}~\nHL*2*1*O~\nPRF*PO{seven_digits}~\n{asn_items}\nCTT*3~\nSE*16*{four_digits}~"),
    ("b61c_vax_table", "vaccination_coverage_by_district", US,
     "{district} - post-flood vaccination campaign, coverage through {en_date}\nCounty | Target population | Doses given | Coverage | Vaccine\n{vax_table}\n"
     "Targets are census counts of residents in the flooded zones. Clinics continue at the mobile units ({mo_phone}) and the county health departments. Data: {di_web}."),
    ("b61c_vax_csv", "vaccination_coverage_by_district", US,
     "county,vaccine,age_group,target,doses,coverage\n{vax_csv}\n# aggregated from the state registry by {district}; cells under 11 suppressed; {iso_ts}"),
    ("b61c_vax_fhir", "vaccination_coverage_by_district", US,
     "{\"resourceType\": \"MeasureReport\", \"id\": \"{guid}\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{di_web}/Measure/tdap-flood-coverage\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{district}\"}, \"period\": {\"start\": \"2026-03-01\", \"end\": \"{eff_iso}\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"denominator\"}, \"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {score}}}]}"),
    ("b61c_vax_narrative", "vaccination_coverage_by_district", US,
     "Campaign update ({en_date}): In ((three||four||five)) weeks the {district} and its partners gave {cnt_big} tetanus-containing shots and {cnt_hep} hepatitis A shots to people cleaning up "
     "after {storm}. Coverage of cleanup workers is highest in ((Lake||Dyer||Obion)) County ({pct_hi}%) and lowest in ((Lauderdale||Tipton||Crockett)) County ({pct_lo}%). Adults 19 to 64 "
     "without a tetanus shot in the last 5 years should get one; adults 65 to 89 should ask about pneumococcal vaccine at the same visit. Walk-in clinics: {di_web}."),
    ("b61c_heat_advisory", "heat_flood_health_advisory", US,
     "HEAT ADVISORY - {district}\nIssued {en_date}. Heat index values up to {heat_index} F expected from noon to 8 p.m. for ((Lauderdale, Tipton and Haywood||Dyer, Lake and Obion||Madison, Gibson and Crockett)) counties.\n"
     "Cooling centers are open at every shelter site of the {shelters} ({sh_phone}). Check on neighbors over 65 and under 5; never leave anyone in a parked car. "
     "Signs of heat stroke: confusion, hot dry skin, temperature over 103 F - call 911. Workers cleaning up debris: rest 15 minutes every hour when WBGT is above {wbgt} F."),
    ("b61c_flood_advisory", "heat_flood_health_advisory", US,
     "FLOOD HEALTH ADVISORY ({en_date})\nThe Obion River crested at {river_ft} ft at Obion (flood stage {flood_ft} ft). Until the boil-water notice is lifted, bring tap water to a rolling boil for 1 minute "
     "or use bottled water. Throw away food that touched floodwater. Wear boots and gloves; clean wounds with soap and clean water and get a tetanus shot if your last was more than 5 years ago. "
     "Never run a generator indoors. - {district}, {di_phone}, {di_web}"),
    ("b61c_mold_advisory", "heat_flood_health_advisory", US,
     "After the water goes down: mold cleanup guidance from {district} (version {version})\n1. Dry the house within 24-48 hours; remove wet drywall 12 inches above the water line.\n"
     "2. Wear an N95 respirator, goggles and gloves; people with asthma should not do the cleanup.\n3. Clean hard surfaces with soap and water, then 1 cup of bleach per gallon. Never mix bleach and ammonia.\n"
     "4. Free cleanup kits: any {shelters} site while supplies last. Questions: {di_email}."),
    ("b61c_team_table", "volunteer_medical_team_roster", US,
     "{mrc} - deployed team, operational period {op_period} ({en_date})\nName | Role | Shift | Post\n{team_table}\n"
     "All members are credentialed MRC volunteers; licence verification on file with the unit coordinator. Team phone: {mrc_phone}."),
    ("b61c_team_csv", "volunteer_medical_team_roster", US,
     "member,credential,role,strike_team,days_deployed\n{team_csv}\n# {mrc} roster export {iso_ts}; unit office {mrc_box}"),
    ("b61c_team_briefing", "volunteer_medical_team_roster", US,
     "OPERATIONAL PERIOD BRIEFING - {mrc}, {en_date}, 0630\nIncident commander: {own_md}. Medical branch: {own_do}. Logistics: {own_medic}. Pharmacy: {own_pharm}. Communications: {own_radio} (radio channel MED-((2||3||4))).\n"
     "Objectives: staff the field hospital at ((40||48||56)) beds; support ((two||three)) mobile units; restock shelter first-aid stations. Weather: ((storms after 15:00||heat index {heat_index} F||clear, cold overnight)). "
     "Hydration breaks every hour. Next briefing 1830."),
    ("b61c_bed_table", "field_hospital_bed_board", US,
     "{mrc} FIELD HOSPITAL - bed board at {clock}, {en_date}\nArea | Staffed | Occupied | Available | Pending | Discharged\n{bed_table}\n"
     "Diversion: ((none||yellow area on diversion until 20:00||ICU-capable beds full; transfers to Memphis)). Transfer center: {mrc_phone}."),
    ("b61c_bed_json", "json_export", US,
     "{\"facility\": \"{mrc} field hospital\", \"asOf\": \"{iso_ts}\", \"areas\": [{bed_json}], \"diversion\": {\"active\": ((true||false))}, \"reporter\": \"{coordinator}\"}"),
    ("b61c_hl7_a20", "hl7_export", US,
     "MSH|^~\\&|FH-BEDBOARD|WRMRC|STATE-HAVBED|TNDOH|{hl7_ts}||ADT^A20^ADT_A20|{ctrl}|P|2.5.1\nEVN|A20|{hl7_ts}\n{npu_rows}"),
    ("b61c_bed_narrative", "field_hospital_bed_board", US,
     "Field hospital update, {en_date}: since opening on day ((2||3)) of the response the {mrc} field hospital has treated {cnt_big} patients, admitted {cnt} for observation and transferred "
     "{small} to hospitals in Jackson and Memphis. Most visits were lacerations from debris, chest pain, missed dialysis and carbon monoxide exposure from generators. "
     "The dialysis chairs run ((two||three)) shifts a day. {own_md} expects to close the red area by {dos} as local hospitals recover."),
    ("b61c_donation_letter", "donation_receipt", US,
     "{en_date}\n\n((Obion County Farm Bureau||Dyersburg Rotary Club||Tipton County Bar Association||Reelfoot Lake Anglers Association))\nAttn: Treasurer\n\n"
     "Thank you for your gift of ${moneyk} to the {fund}. No goods or services were provided in exchange for this contribution. The fund is a 501(c)(3) organization, EIN {org_ein}. "
     "Your gift will pay for ((temporary housing||replacement medicines||home repairs)) for families affected by {storm}.\n\nWith gratitude,\n{own_msw}\n{fund} | {fu_box} | {fu_phone}"),
    ("b61c_donation_inkind", "donation_receipt", US,
     "IN-KIND DONATION RECEIPT No. IK-{fivedig}\nReceived by: {shelters}, {sh_addr}\nFrom: ((Mid-South Grocers Association||Lake County Electric Cooperative||West Tennessee Builders Exchange||Weakley County Dental Society))\n"
     "Date received: {dos}\nDescription: ((bottled water, {pallets} pallets||{pallets} pallets of cots and blankets||hygiene kits, {cnt_big}||tarps and plywood, {pallets} pallets))\n"
     "The donor states the fair market value; we do not. Tax ID of the receiving organization: {org_ein}. Received by {coordinator}."),
    ("b61c_donor_csv", "donation_receipt", US,
     "donor_organization,month,type,value_usd,designation\n{donor_csv}\n# {fund} gifts from organizations, {quarter}; gifts from individuals are not listed"),
    ("b61c_ar_shelters", "notice_other_locale", AR,
     "{ar_partner} - PARTE DIARIO DE EVACUADOS ({es_date})\nCentro | Capacidad | Alojados | Observaciones | Estado\n{es_shelter_table}\n"
     "Se solicita a los vecinos no acercar donaciones de ropa: hoy se necesitan agua, pañales y colchones. Consultas: {ar_phone} / {ar_phone_intl}. CUIT {ar_cuit}."),
    ("b61c_ar_vacunas", "notice_other_locale", AR,
     "Campaña de vacunación antitetánica y antigripal post-inundación - cobertura al {es_date}\nDistrito | Población objetivo | Dosis aplicadas | Cobertura\n{ar_vax_table}\n"
     "Vacunatorios móviles en las escuelas del Distrito Noroeste de 9 a 16 h. Responsable: {ar_director}. {ar_email}"),
    ("b61c_cl_ruta", "notice_other_locale", CL,
     "{cl_partner} - RONDA DE SALUD MÓVIL POR INCENDIOS FORESTALES (semana del {es_date})\nLugar | Día | Horario | Atención\n{cl_route_table}\n"
     "Atención gratuita para todas las personas, sin necesidad de previsión. Llevar receta o caja de los medicamentos si los perdió. Fono {cl_phone}; correo {cl_email}. RUT {cl_rut_org}."),
    ("b61c_cl_calor", "heat_flood_health_advisory", CL,
     "ALERTA SANITARIA POR CALOR EXTREMO - {cl_partner}\n{es_date}: se esperan temperaturas de hasta ((35||36||37)) °C en el valle del Biobío. Beba agua aunque no tenga sed, evite la exposición al sol entre "
     "las 11:00 y las 17:00 y preste atención a los adultos mayores, niños y niñas y personas con enfermedades crónicas. Nuestros móviles tienen agua fresca y sombra. "
     "Emergencias: 131. Consultas: {cl_phone}. {cl_director}"),
    ("b61c_pe_albergues", "shelter_capacity_report", PE,
     "{pe_partner} - REPORTE DE ALBERGUES, lluvias intensas y desborde del río Piura ({es_date})\nAlbergue | Capacidad | Familias | Personas | Estado\n"
     "((Colegio San Miguel | 300 | 62 | 241 | operativo||Coliseo de Castilla | 500 | 118 | 430 | lleno||I.E. Los Algarrobos | 180 | 30 | 112 | operativo))\n"
     "((Parroquia Santa Rosa | 120 | 21 | 77 | operativo||Albergue Las Lomas | 220 | 40 | 150 | en habilitación))\n"
     "Se atendieron {cnt_dengue} casos de dengue sospechoso y {cnt_eda} de EDA. RUC {pe_ruc}. Coordinación: {pe_phone}, {pe_email}."),
    ("b61c_pe_aviso", "heat_flood_health_advisory", PE,
     "AVISO A LA POBLACIÓN - {pe_partner}\nAnte la activación de quebradas y el riesgo de huaicos, se recomienda: hervir el agua de consumo, eliminar recipientes con agua estancada (dengue), "
     "usar mosquitero y acudir al puesto de salud ante fiebre, diarrea o heridas infectadas. Los albergues de Castilla y Veintiséis de Octubre atienden las 24 horas. Fecha: {es_date}. "
     "Teléfono de coordinación: {pe_phone}. {pe_director}"),
    ("b61c_rs_poplave", "heat_flood_health_advisory", RS,
     "САОПШТЕЊЕ - {rs_partner}\nУ вези са поплавама у сливу Ибра ({sr_date}): воду из бунара и водовода не користити за пиће док се не добије налаз Завода за јавно здравље. "
     "Вакцинација против тетануса за све који учествују у рашчишћавању бесплатна је у нашем пункту од 8 до 19 часова. Храну која је била у контакту са водом уништити.\n"
     "Информације: {rs_phone}, {rs_email}. ПИБ {rs_pib}. {rs_director}"),
    ("b61c_rs_vakcinacija", "vaccination_coverage_by_district", RSL,
     "{rs_partner_lat} - obuhvat vakcinacijom posle poplava (stanje na dan {srl_date})\nOpština | Cilj | Vakcinisano | Obuhvat\n"
     "((Kraljevo | 4.200 | 3.118 | 74,2 %||Kraljevo | 3.900 | 2.604 | 66,8 %))\n((Vrnjačka Banja | 1.100 | 842 | 76,5 %||Raška | 1.300 | 766 | 58,9 %))\n((Čačak | 2.500 | 1.911 | 76,4 %||Trstenik | 1.800 | 1.020 | 56,7 %))\n"
     "Vakcina: Td (tetanus-difterija). Informacije: {rs_phone_intl}, {rs_email}. {rs_director_lat}"),
    ("b61c_hr_zalihe", "emergency_stockpile_inventory", HR,
     "{hr_partner} - stanje zaliha lijekova i opreme na dan {hr_date}\nArtikl | Serija | Rok valjanosti | Količina\n{hr_stock_table}\n"
     "Popis proveo farmaceut smjene. Nedostajuće artikle naručiti preko Stožera civilne zaštite. OIB ustanove: {hr_oib_org}. Kontakt: {hr_phone}, {hr_email}."),
    ("b61c_hr_donacija", "donation_receipt", HR,
     "POTVRDA O PRIMLJENOJ DONACIJI br. {small}/{year}\n{hr_partner} potvrđuje da je od tvrtke ((Posavina Agro d.o.o.||Brodska pekarna d.d.||Savski most d.o.o.)) dana {hr_date} primio donaciju: "
     "((200 paketa vode od 6 l||{pallets} paleta higijenskih potrepština||{cnt} agregata i 40 ležaljki)). Donacija je namijenjena smještaju evakuiranih osoba. OIB primatelja: {hr_oib_org}.\n"
     "Za primatelja: {hr_director}"),
    ("b61c_bg_zhega", "heat_flood_health_advisory", BG,
     "ПРЕДУПРЕЖДЕНИЕ ЗА ЖЕГА - {bg_partner}\nНа {bg_date} се очакват температури до ((38||39||40)) °C. Препоръчваме: пийте вода на всеки час, избягвайте излизане между 11 и 17 часа, "
     "не оставяйте деца и животни в автомобили. Хладни помещения са отворени в читалищата в Мизия и Роман. При признаци на топлинен удар се обадете на 112.\n"
     "Информация: {bg_phone}, {bg_email}. ЕИК {bg_eik}. {bg_director}"),
    ("b61c_bg_marshrut", "mobile_clinic_route_schedule", BG,
     "{bg_partner} - график на мобилния медицински екип след наводненията (седмица от {bg_date})\nМясто | Ден | Часове | Услуга\n{bg_route_table}\n"
     "Прегледите са безплатни. Носете рецептите или опаковките на лекарствата си. Телефон за справки: {bg_phone_intl}."),
    ("b61c_il_miklatim", "shelter_capacity_report", IL,
     "{il_partner} - דוח תפוסת מרכזי קליטה למפונים, {he_date}\nאתר | קיבולת | שוהים | סטטוס\n{he_site_table}\n"
     "הנתונים מרוכזים בשעה 20:00 ואינם כוללים שמות. לשאלות: {il_phone} או {il_email}. ע\"ר {il_amuta}. {il_director}"),
    ("b61c_il_chom", "heat_flood_health_advisory", IL,
     "הודעה לציבור - עומס חום כבד\n{il_partner} ממליץ לשתות מים גם ללא תחושת צמא, להימנע מחשיפה לשמש בין 10:00 ל-17:00 ולא להשאיר ילדים ברכב. "
     "מרכזי הקליטה ממוזגים ופתוחים לכל מי שזקוק למקום קריר. בתוקף מ-{he_date}. מידע נוסף: {il_phone_intl}."),
    ("b61c_eg_heat", "heat_flood_health_advisory", EG,
     "تحذير من موجة حارة - {eg_partner}\nتتوقع هيئة الأرصاد ارتفاع درجات الحرارة إلى ((46||47||48)) درجة مئوية يوم {ar_date}. ننصح بشرب الماء بكثرة، وتجنب التعرض للشمس من الساعة 11 صباحًا حتى 4 عصرًا، "
     "ومتابعة كبار السن والأطفال. عيادات المركز مفتوحة على مدار الساعة. للاستفسار: {eg_phone} أو {eg_email}. رقم الإشهار {eg_reg}. {eg_director}"),
    ("b61c_eg_vax", "vaccination_coverage_by_district", EG,
     "{eg_partner} - نسب التغطية في حملة التطعيم بعد السيول حتى {ar_date}\nالمركز | المستهدف | تم تطعيمهم | النسبة\n{eg_vax_table}\n"
     "الحملة تشمل التطعيم ضد التيتانوس والالتهاب الكبدي أ. للاستفسار: {eg_phone_intl}."),
    ("b61c_bed_csv", "csv_export", US,
     "reported_at,area,staffed_beds,occupied,available,out_of_service\n{bed_csv}\n# {mrc} field hospital bed counts for the state HAvBED feed; no patient data"),
    ("b61c_route_json", "json_export", US,
     "{\"program\": \"{mobile}\", \"weekOf\": \"{eff_iso}\", \"stops\": [{route_json}], \"phone\": \"{mo_phone}\", \"email\": \"{mo_email}\"}"),
    ("b61c_fund_notice", "donation_receipt", US,
     "{fund} - how donations were used, {quarter}\nGifts received: ${money_b} from ((412||538||611)) organizations and congregations. Paid out: ${money_paid} in emergency grants of {grant} to "
     "{cnt_big} households, ${money_med} in replacement medicines through the {mobile}, ${money_rep} in home-repair materials. Administrative costs: ((4.1||5.6||6.2))%. Audited by an independent CPA firm. "
     "EIN {org_ein}. Reports: {fu_web}."),
    ("b61c_plan_bulletin", "heat_flood_health_advisory", US,
     "{plan} - provider bulletin, {en_date}\nBecause of {storm}, prior authorization is waived for early refills, replacement durable medical equipment and out-of-network urgent care in "
     "((Lake, Obion and Dyer||Lauderdale, Tipton and Haywood||Madison and Gibson)) counties through {dos}. Bill as usual with payer ID {payer_id} and the disaster modifier CR. "
     "Mobile units of the {mobile} (NPI {own_npi}) are in network. Provider line: {plan_phone}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b61_shelter_intake", "shelter_intake_registration", US,
     "{shelters} - SHELTER REGISTRATION\nSite: ((Jackson Civic Center||Covington Armory||Union City Middle School)) Intake no. [[record_number:intake_v61]]   Arrived: {dos} {clock}\n"
     "Name: {first} {last}   DOB: [[date_of_birth:dob_v61]]\nPre-storm address: [[address:addr_tn_v61]]\nCell: [[phone:phone_tn_v61]]\n"
     "Health coverage: ((TennCare via {plan}||{plan}||Medicaid, plan card lost)), ID [[member_id:medicaid_v61]]\n"
     "Medical needs: ((insulin, needs refrigeration||CPAP, needs outlet||none||walker)). Household members in shelter: ((1||2||3)). Pets: ((none||dog, in annex||cat)). Staff: {coordinator}"),
    ("b61_shelter_elder", "shelter_intake_registration", US,
     "Intake note, {shelters}, Dyersburg site, {dos}\n{first} {last}, [[age_over_89:age_v61]], arrived with a neighbor after the water reached the porch. Lives alone at [[address:addr_tn_v61]]. "
     "Drove own car, left in the school lot: ((green Buick LeSabre||gray Chevrolet Impala||white Mercury Grand Marquis)), [[vehicle_id:plate_tn_v61]]; keys at the desk.\n"
     "Meds: ((lisinopril, furosemide, warfarin||metformin, amlodipine||donepezil, sertraline)). Needs a lower cot. Family contact {first2} {last}: [[phone:phone_tn_v61]]. - {own_rn}"),
    ("b61_reunify_web", "family_reunification_inquiry", US,
     "Family reunification request received {iso_ts} via {sh_web}\nLooking for: {first} {last}, born [[date_of_birth:dob_v61]], last known at [[address:addr_tn_v61]]\nTheir e-mail: [[email:email_v61]]\n"
     "Last contact: text message on {dos} saying the road was flooded.\nRequested by: {first2} {last2}, ((sister||daughter||friend||nephew)), [[phone:phone_us]]\n"
     "Also shared: [[url:url_missing_v61]]\nSubmitted from [[ip_address:ip_v61]]"),
    ("b61_missing_notice", "missing_person_notice", US,
     "MISSING SINCE {storm_upper}\n{first} {last}, [[age_over_89:age_v61]], ((5'4\", white hair, walks with a cane||5'9\", hearing aids, may be confused||5'2\", wears glasses, speaks Spanish)). "
     "Last seen at home, [[address:addr_tn_v61]], on {dos}. May be driving a ((tan Toyota Camry||red Ford Ranger||blue Buick Century)), plate [[vehicle_id:plate_tn_v61]].\n"
     "If you see {first}, call the family at [[phone:phone_tn_v61]] or the shelter hotline {sh_phone}. Updates: [[url:url_missing_v61]]"),
    ("b61_reunify_chat", "family_reunification_inquiry", US,
     "[{clock_a}] {coordinator} ({shelters}): Hi, this is the reunification desk. Are you asking about {first} {last}?\n"
     "[{clock_a}] {first2} {last}: yes!! my ((sister||brother||cousin||roommate)). DOB [[date_of_birth:dob_v61]]. lives at [[address:addr_tn_v61]], nobody has heard anything since the tornado\n"
     "[{clock_b}] {coordinator} ({shelters}): A person with that name and birth date registered at the Covington site last night. The number given for family: [[phone:phone_tn_v61]]. Is it yours?\n"
     "[{clock_b}] {first2} {last}: thats my brother's. we also use the family email [[email:email_v61]] if you need to send anything"),
    ("b61_triage_tag", "field_triage_tag", US,
     "TRIAGE TAG [[record_number:tag_v61]] - START\nCategory: ((RED - IMMEDIATE||YELLOW - DELAYED||GREEN - MINOR))   Time: {clock}   Resp {small} / cap refill ((<2||>2)) s / follows commands ((Y||N))\n"
     "Name (if known): {first} {last}   DOB: [[date_of_birth:dob_v61]]\nAddress: [[address:addr_tn_v61]]\nInjuries: ((open fracture L tibia||laceration scalp 6 cm||crush injury R hand||chest pain, hx CAD)). "
     "Tx: ((tourniquet 14:10||pressure dressing||splint, morphine 4 mg IV||ASA 324 mg)). Transported to {mrc} field hospital by {own_medic}."),
    ("b61_mobile_note", "mobile_clinic_visit_note", US,
     "{mobile} - VISIT NOTE (Unit ((1||2||3)), {stop}, {dos})\nPt: {first} {last}   MRN [[record_number:mrn_v61]]   DOB [[date_of_birth:dob_v61]]\n"
     "Coverage: {plan} [[member_id:medicaid_v61]]\nS: lost all medicines when the house flooded; ((type 2 diabetes on metformin and glargine||HTN on lisinopril and amlodipine||COPD on tiotropium)). "
     "Cleaning debris, cut on ((left||right)) forearm 3 days ago.\nO: BP {sbp}/((78||84||92)), T 98.((4||6||9)) F, 4 cm laceration, no signs of infection.\n"
     "A/P: wound care, Tdap given (lot TD{fivedig}), 30-day refills sent. Staying with family at [[address:addr_tn_v61]], phone [[phone:phone_tn_v61]]. - {own_do}"),
    ("b61_mobile_replace", "mobile_clinic_visit_note", US,
     "{mobile} - social work note, {dos}\nClient {first} {last} (MRN [[record_number:mrn_v61]], SSN [[ssn:ssn_v61]], DOB [[date_of_birth:dob_v61]]) asked for help replacing documents lost in {storm}. "
     "Medicare card: MBI [[member_id:mbi_v61]] confirmed by phone with the plan; replacement card ordered. Referred to the {fund} for a grant. New mailing address: [[address:addr_tn_v61]]. - {own_msw}"),
    ("b61_evac_registry", "evacuation_medical_needs_registry", US,
     "{district} - FUNCTIONAL AND MEDICAL NEEDS REGISTRY (evacuation assistance)\nName: {first} {last}   Date of birth: [[date_of_birth:dob_elder_v61]]   Age: [[age_over_89:age_elder_v61]]\n"
     "Address: [[address:addr_tn_v61]]\nPhone: [[phone:phone_tn_v61]]   Medicare: [[member_id:mbi_v61]]\n"
     "Needs: ((home oxygen 2 L, concentrator||dialysis MWF at the Dyersburg center||bedbound, hospital bed||wheelchair, cannot use stairs)). Transportation: ((none||daughter, not always available)). "
     "Caregiver: {first2} {last2}. Registry reviewed by {own_ho}."),
    ("b61_evac_online", "evacuation_medical_needs_registry", US,
     "Online registry submission #{fivedig} ({iso_ts})\nResident: {first} {last}\nBirth date: [[date_of_birth:dob_iso_v61]]\nHome: [[address:addr_tn_v61]]\nMobile: [[phone:phone_e164_v61]]\n"
     "E-mail for alerts: [[email:email_plain_v61]]\nEquipment needing power: ((ventilator||oxygen concentrator||powered wheelchair||insulin refrigerator))\n"
     "Consent to share with first responders: yes\nClient IP: [[ip_address:ip_v61]]"),
    ("b61_relief_app", "disaster_relief_assistance_application", US,
     "{fund} - EMERGENCY ASSISTANCE APPLICATION\nApplicant: {first} {last}   Date of birth: [[date_of_birth:dob_v61]]   SSN: [[ssn:ssn_v61]]\n"
     "Damaged residence: [[address:addr_tn_v61]]   ((owner||renter))\nPhone: [[phone:phone_tn_v61]]   E-mail: [[email:email_v61]]\n"
     "Losses: ((roof and contents||home destroyed||flooded first floor, car lost)). Insurance: ((none||claim filed, denied for flood)).\n"
     "Direct deposit: [[bank_account:account_us_v61]]\nSubmitted online from [[ip_address:ip_v61]] on {dos}."),
    ("b61_relief_card", "disaster_relief_assistance_application", US,
     "{fund} - RELIEF CARD ISSUANCE RECORD\nRecipient: {first} {last}   SSN (last verified): [[ssn:ssn_v61]]\nCard issued: [[card:prepaid_v61]]   Loaded: {grant}\n"
     "Address of record: [[address:addr_tn_v61]]   Phone: [[phone:phone_tn_v61]]\nVehicle destroyed (for the transportation grant): ((2014 Nissan Altima||2011 Ford F-150||2017 Honda Civic)), "
     "[[vehicle_id:vehicle_v61]]. Issued by {coordinator} at the Jackson site on {dos}."),
    ("b61_relief_appeal", "disaster_relief_assistance_application", US,
     "{en_date}\n\nTo: {fund}, {fu_box}\nRe: appeal of the denial of my application [[record_number:intake_v61]]\n\nI was denied because you could not verify my address. I have lived at "
     "[[address:addr_tn_v61]] for ((six||eleven||twenty)) years; a utility bill is enclosed. I also paid for a motel myself for 9 nights, charged to my card [[card:card_v61]], and I ask to be "
     "reimbursed. My neighbors started a fundraiser for us: [[url:url_fund_v61]].\nYou can reach me at [[phone:phone_tn_v61]] or [[email:email_v61]].\n\n{first} {last}\n"
     "(sent through the online portal from [[ip_address:ip_v61]])"),
    ("b61_victim_id", "victim_identification_note", US,
     "WEST TENNESSEE REGIONAL MEDICAL EXAMINER - DISASTER VICTIM IDENTIFICATION\nCase [[record_number:dvi_case_v61]]   Recovered {dos} ((near the Obion River levee||in a vehicle, Lake County||in debris, Halls))\n"
     "Presumed identity: {first} {last}   Estimated date of death: [[date_of_death:dod_v61]]\nPersonal effects: wallet with Tennessee driver license [[national_id:dl_tn_v61]] (DOB [[date_of_birth:dob_v61]]); "
     "debit card [[card:card_v61]]; vehicle VIN [[vehicle_id:vin_v61]].\nAddress on license: [[address:addr_tn_v61]]. Identification method pending: ((dental records||fingerprints||DNA from family reference)). "
     "Family liaison: {own_msw}."),
    ("b61_death_report", "death_registration", US,
     "TENNESSEE REPORT OF DEATH - worksheet\nDecedent: {first} {last}   Sex: {sex}   SSN: [[ssn:ssn_v61]]\nDate of birth: [[date_of_birth:dob_v61]]   Date of death: [[date_of_death:dod_v61]]\n"
     "Residence: [[address:addr_tn_v61]]\nPlace of death: ((field hospital, Covington||at home||in vehicle, flooded roadway)). Manner: accident. Cause: ((drowning||blunt force injuries||carbon monoxide poisoning)) "
     "due to {storm}.\nInformant: {first2} {last}, ((spouse||son||daughter)), [[phone:phone_tn_v61]]. Certifier: {own_md}."),
    ("b61_death_memorial", "death_registration", US,
     "{first} {last}, [[age_over_89:age_at_death_v61]], of ((Tiptonville||Ridgely||Halls)), died [[date_of_death:dod_v61]] when the storm struck the ((nursing home||family farm||home place)). "
     "Born [[date_of_birth:dob_elder_v61]], {first} ((farmed the bottoms for sixty years||taught school in Lake County||ran the bait shop on the lake)). "
     "Visitation will be held at the church. Memories can be shared at [[url:url_memorial_v61]]. In lieu of flowers, the family suggests gifts to the {fund}."),
    ("b61_ar_form", "argentine_relief_form", AR,
     "{ar_partner} - FICHA DE REGISTRO DE FAMILIA EVACUADA\nApellido y nombre: {last}, {first}\nDNI: [[national_id:dni_ar_v61]]   CUIL: [[national_id:cuil_v61]]\n"
     "Fecha de nacimiento: [[date_of_birth:dob_v61]]\nDomicilio afectado: [[address:addr_ar_v61]]\nCelular: [[phone:phone_ar_v61]]\n"
     "Integrantes del grupo familiar: ((2||3||4||5)). Necesidades: ((colchones y ropa de cama||medicación crónica||leche y pañales)).\nCBU para el subsidio provincial: [[bank_account:cbu_v61]]"),
    ("b61_cl_form", "chilean_relief_form", CL,
     "FICHA BÁSICA DE EMERGENCIA - registro de apoyo, {cl_partner}\nNombre: {first} {last}\nRUN: [[national_id:rut_v61]]\nFecha de nacimiento: [[date_of_birth:dob_v61]]\n"
     "Dirección de la vivienda afectada: [[address:addr_cl_v61]]\nTeléfono: [[phone:phone_cl_v61]]   Correo: [[email:email_v61]]\n"
     "Daño de la vivienda: ((destruida||daño mayor no habitable||daño menor habitable)). Bono de enseres a depositar en CuentaRUT N° [[bank_account:cuentarut_v61]]"),
    ("b61_pe_form", "peruvian_death_registration", PE,
     "{pe_partner} - CONSTANCIA PARA INSCRIPCIÓN DE DEFUNCIÓN (emergencia por lluvias)\nFallecido/a: {first} {last}\nDNI: [[national_id:dni_pe_v61]]\n"
     "Fecha de nacimiento: [[date_of_birth:dob_v61]]   Fecha de fallecimiento: [[date_of_death:dod_v61]]\nÚltimo domicilio: [[address:addr_pe_v61]]\n"
     "Causa: ((arrastre por huaico||electrocución durante la inundación||dengue grave)). Declarante: {first2} {last}, celular [[phone:phone_pe_v61]]. Se entrega a RENIEC para su inscripción."),
    ("b61_rs_form", "serbian_relief_form", RS,
     "{rs_partner} - ПРИЈАВА ЗА ЈЕДНОКРАТНУ ПОМОЋ ПОПЛАВЉЕНИМ ДОМАЋИНСТВИМА\nИме и презиме: {first} {last}\nЈМБГ: [[national_id:jmbg_v61]]\nДатум рођења: [[date_of_birth:dob_v61]]\n"
     "Адреса: [[address:addr_rs_v61]]\nТелефон: [[phone:phone_rs_v61]]\nТекући рачун за уплату помоћи: [[bank_account:iban_rs_v61]]\n"
     "Штета: ((поплављен приземни део куће||уништен помоћни објекат и стока||оштећен кров)). Подносилац потврђује тачност података."),
    ("b61_rs_latn_form", "serbian_relief_form", RSL,
     "{rs_partner_lat} - EVIDENCIJA NESTALIH I PREMINULIH LICA\nIme i prezime: {first} {last}\nJMBG: [[national_id:jmbg_v61]]\nBroj pasoša: [[national_id:passport_v61]]\n"
     "Datum rođenja: [[date_of_birth:dob_v61]]   Datum smrti: [[date_of_death:dod_v61]]\nPoslednja adresa: [[address:addr_rs_v61]]\n"
     "Prijavio: {first2} {last}, telefon [[phone:phone_rs_v61]]. Telo identifikovano ((od strane porodice||DNK analizom)). Obradio: {rs_director_lat}"),
    ("b61_hr_form", "croatian_relief_form", HR,
     "{hr_partner} - ZAHTJEV ZA JEDNOKRATNU NOVČANU POMOĆ\nIme i prezime: {first} {last}\nOIB: [[national_id:oib_v61]]\nDatum rođenja: [[date_of_birth:dob_v61]]\n"
     "Adresa stradalog objekta: [[address:addr_hr_v61]]\nMobitel: [[phone:phone_hr_v61]]   E-pošta: [[email:email_v61]]\nIBAN za isplatu: [[bank_account:iban_hr_v61]]\n"
     "Šteta: ((poplavljen podrum i prizemlje||srušen dimnjak i krov||uništen automobil i alat)). Potpis podnositelja: ______"),
    ("b61_bg_form", "bulgarian_relief_form", BG,
     "{bg_partner} - КАРТА ЗА РЕГИСТРАЦИЯ НА ЕВАКУИРАНО ЛИЦЕ\nИме, презиме, фамилия: {first} {last}\nЕГН: [[national_id:egn_v61]]\nДата на раждане: [[date_of_birth:dob_elder_v61]]   Възраст: [[age_over_89:age_elder_v61]]\n"
     "Постоянен адрес: [[address:addr_bg_v61]]\nТелефон за връзка (близък): [[phone:phone_bg_v61]]\nСметка за еднократна помощ: [[bank_account:iban_bg_v61]]\n"
     "Здравословно състояние: ((сърдечна недостатъчност||захарен диабет, инсулин||трудно подвижен)). Регистрирал: {bg_director}"),
    ("b61_il_form", "israeli_evacuee_form", IL,
     "{il_partner} - טופס רישום מפונה\nשם פרטי ומשפחה: {first} {last}\nמספר זהות: [[national_id:tz_v61]]\nתאריך לידה: [[date_of_birth:dob_v61]]\nכתובת מגורים: [[address:addr_il_v61]]\n"
     "טלפון נייד: [[phone:phone_il_v61]]\nמספר רכב (לחניון המרכז): [[vehicle_id:plate_il_v61]]\nחשבון בנק למענק: [[bank_account:iban_il_v61]]\n"
     "מצב רפואי: ((סוכרת||לחץ דם גבוה||ללא)). נרשם על ידי: {il_director}"),
    ("b61_eg_form", "egyptian_relief_form", EG,
     "{eg_partner} - استمارة صرف إعانة لأسرة متوفى في السيول\nاسم المتوفى: {first} {last}\nالرقم القومي: [[national_id:eg_id_v61]]\nتاريخ الميلاد: [[date_of_birth:dob_v61]]\n"
     "تاريخ الوفاة: [[date_of_death:dod_v61]]\nالعنوان: [[address:addr_eg_v61]]\nهاتف المستفيد: [[phone:phone_eg_v61]]\nرقم الحساب (IBAN): [[bank_account:iban_eg_v61]]\n"
     "المستفيد: {first2} {last} ((الزوجة||الابن||الابنة)). يعتمد: {eg_director}"),
    ("b61_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v61]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v61]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v61]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v61]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v61]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v61]]\"}], \"managingOrganization\": {\"display\": \"{mobile}\"}}"),
    ("b61_fhir_encounter", "fhir_export", US,
     "{\"resourceType\": \"Encounter\", \"status\": \"finished\", \"class\": {\"code\": \"FLD\", \"display\": \"field\"}, \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", "
     "\"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.3.61.1\", \"value\": \"[[record_number:mrn_plain_v61]]\"}, {\"system\": \"urn:vbchp:member\", \"value\": \"[[member_id:medicaid_plain_v61]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v61]]\"}], \"subject\": {\"reference\": \"#p1\"}, "
     "\"period\": {\"start\": \"{iso_ts}\"}, \"reasonCode\": [{\"text\": \"((laceration during debris cleanup||missed dialysis||carbon monoxide exposure))\"}], "
     "\"serviceProvider\": {\"display\": \"{mrc} field hospital\"}}"),
    ("b61_hl7_a01", "hl7_export", US,
     "MSH|^~\\&|FH-REG|WRMRC|EHR|WRMRC|{hl7_ts}||ADT^A01^ADT_A01|{ctrl}|P|2.5.1\nEVN|A01|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v61]]^^^WRMRC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v61]]|{sex}|||[[address:addr_hl7_v61]]||[[phone:phone_hl7_v61]]||||||[[ssn:ssn_plain_v61]]\n"
     "PV1|1|E|FH^((RED||YEL||GRN))^{small}^TENT2||||{own_npi}^THREADGILL-OKAFOR^EVANGELINE|||EM"),
    ("b61_shelter_csv", "csv_export", US,
     "intake_no,last,first,dob,phone,pre_storm_address,site,meds_needed\n[[record_number:intake_v61]],{last},{first},[[date_of_birth:dob_iso_v61]],[[phone:phone_e164_v61]],\"[[address:addr_csv_v61]]\","
     "((Jackson Civic Center||Covington Armory)),((insulin||oxygen||none))\n[[record_number:intake_v61]],{last},{first2},[[date_of_birth:dob_other_v61]],,same,((Jackson Civic Center||Covington Armory)),none\n"
     "# {shelters} roster export {iso_ts} - contains personal data, do not forward"),
    ("b61_x12_270", "x12_export", US,
     "ISA*00*          *00*          *ZZ*REELFOOTMHC    *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HS*REELFOOTMHC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X279A1~\n"
     "ST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*PR*2*{plan}*****PI*{payer_id}~\nHL*2*1*21*1~\nNM1*1P*2*{mobile}*****XX*{own_npi}~\n"
     "HL*3*2*22*0~\nTRN*1*{fivedig}*9{seven_digits}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:medicaid_plain_v61]]~\nN3*[[address:addr_x12_v61]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact_v61]]~\nDTP*291*D8*20{isa_date}~\nEQ*30~\nSE*15*{four_digits}~"),
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
            if "_elder_v61" in body or "age_at_death_v61" in body:
                _birth(draw, 1928, 1934)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
            draw.cache["storm_upper"] = draw.pick(["THE MARCH 2026 TORNADO", "THE OBION RIVER FLOOD", "THE FEBRUARY ICE STORM", "THE APRIL DERECHO"])
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind61-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
