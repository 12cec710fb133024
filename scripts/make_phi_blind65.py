"""A sixty-fifth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind65.py [--seed 67671] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind63.py,
seeds 4141 to 65651) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-fourth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b65_" or "b65c_"). Identifier-free genres, all from inpatient and community mental health: psychiatric-unit house
rules (a numbered list, a visitors' card, a belongings list, a quiet-hours notice), eating-disorder day-programme
timetables (a table, a CSV, a meal-support notice, a JSON), lithium and clozapine clinic schedules (a table, a
monitoring protocol, a CSV of clinic sessions, a pharmacy memo; no patient named), involuntary-admission statistics
(a table by month, a CSV by county, a narrative, a FHIR MeasureReport), ECT suite equipment checks (a checklist, a
CSV log of device checks, a service memo, an XML inventory), peer-support group calendars (a table, an iCalendar, a
flyer, a JSON), mental-health crisis-line posters (three), bed-occupancy reports (a table, a CSV, an HL7 message of bed
counts), notices in other locales (Kazakh and Russian as Kazakhstan prints them, Uzbek in
Latin and Cyrillic, Mongolian in Cyrillic, Sinhala and Tamil as Sri Lanka prints them, Khmer as Cambodia prints it)
and exports of non-personal data (an X12 999 acknowledgment, a CSV of claim batch totals, a JSON formulary of
mood stabilisers, an XML of staffed beds). Carrying genres: psychiatric admission assessments (one taken in a chat
with the admitting nurse), involuntary-hold (72-hour) petitions, eating-disorder weight-monitoring notes and
logs, lithium level letters naming the patient (one to a woman over 89) and a portal message about a level,
discharge safety plans (one e-signed on the portal), guardianship and capacity reports (people over 89), family
therapy referrals (a web form), a suicide-death review (a death date), forms from Kazakhstan (Russian and Kazakh),
Uzbekistan (Latin and Cyrillic), Mongolia, Sri Lanka (English and Sinhala), India (Tamil Nadu: Tamil and English)
and Cambodia (Khmer and an English referral) written as those countries print them, and exports (a FHIR Patient, a
FHIR Condition with its patient, an HL7 ADT^A03, a ward-census CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v65` slots): US SSNs and Medicare MBIs in
several printings, Washington Apple Health (ProviderOne) client numbers, hospital MRNs and account numbers,
Washington plates; passport numbers of the US, Kazakhstan, Uzbekistan, Mongolia, Sri Lanka, India and Cambodia; Kazakh
IINs (birth date, the century-and-sex digit, the two-pass mod 11 check digit), Uzbek PINFLs (the century-and-sex
digit, the birth date, the district, the 7-3-1 check digit), Mongolian register numbers (two Cyrillic letters, the
birth date with the month plus 20 for births from 2000, the sex-bearing digit), Sri Lankan NICs (old: nine digits and
V with the day of the year, plus 500 for women; new: twelve digits), Indian Aadhaar numbers (the Verhoeff check
digit, in the card's groups of four or whole), Cambodian ID card
numbers (nine digits, in Khmer digits now and then); KZ IBANs with valid mod 97 check digits, Uzbek twenty-digit
accounts with the bank's MFO, Mongolian, Sri Lankan, Indian (with the IFSC) and Cambodian account numbers and US
routing-and-account pairs (ABA check digit); Visa, Mastercard and UnionPay numbers with Luhn in their printings;
dates in Russian (genitive months), Kazakh ("1987 жылғы 14 наурыз"), Uzbek Latin ("14-mart 1987-yil") and Cyrillic,
Mongolian ("1987 оны 3 сарын 14"), Sinhala, Tamil and Khmer (Khmer digits now and then) with month names, and US
orders; Kazakh and Russian ("ул.", "д.", "кв.", "көшесі", "үй", "пәтер"), Uzbek ("ko'chasi", "uy", "xonadon"),
Mongolian (aimag, sum, bag, building, "тоот"), Sri Lankan, Tamil Nadu (door number, street, town, PIN) and Cambodian
(house, street, village, sangkat, khan) address layouts and Washington ones; the six countries' numbering plans in
national printings with and without +7, +998, +976, +94, +91 and +855, and Washington lines; Kazakh plates;
e-mails written against scrapers ("at" and "dot"); public IPv4 and IPv6 addresses of home and mobile connections;
personal pages (a fundraiser, a memorial page, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Washington:
every state from N to W had been used by an earlier set, so this set took Washington (used once, by the
twenty-third set) with area codes no earlier set used (206, 253 and 425). An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Tacoma psychiatric hospital, a Bellevue
eating-disorder day programme, a Seattle lithium and clozapine clinic, a crisis line, a peer-support collective and a
behavioral health plan on fictional 555-01xx lines, and partner mental-health centres in Karaganda, Samarkand,
Darkhan, Kandy, Jaffna, Madurai and Battambang on invented lines) and the organisations' own printed identifiers (the
plan's payer ID, RxBIN, PCN and group, the hospital's NPIs and EIN, the partners' registry numbers); the people it
names are the organisations' own staff, never a patient or relative, and the ages it gives are under 90 (eligibility
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

SEED = 67671
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "uz_UZ", "si_LK", "ta_IN")

HOSPITAL = "Puget Hollow Behavioral Hospital"
EDP = "Lake Sammamish Eating Disorder Day Program"
LCC = "Elliott Sound Lithium and Clozapine Clinic"
CRISIS = "Cascade Tidewater Crisis Line"
PEERS = "Narrows Peer Support Collective"
PLAN = "Salish Meridian Behavioral Health Plan"
KZ_PARTNER = "КГП «Центр психического здоровья» г. Караганды"
KZ_PARTNER_KK = "Қарағанды қаласының психикалық денсаулық орталығы"
UZ_PARTNER = "Samarqand viloyat ruhiy salomatlik markazi"
UZ_PARTNER_CYR = "Самарқанд вилоят руҳий саломатлик маркази"
MN_PARTNER = "Дархан-Уул аймгийн Сэтгэцийн эрүүл мэндийн төв"
LK_PARTNER = "Kandy Mind Care Trust"
LK_PARTNER_SI = "මහනුවර මනෝ සුවතා භාරය"
LK_PARTNER_TA = "யாழ்ப்பாணம் உளநல ஆதரவு நிலையம்"
IN_PARTNER = "மதுரை மனநல அறக்கட்டளை (Madurai Mind Trust)"
KH_PARTNER = "មជ្ឈមណ្ឌលសុខភាពផ្លូវចិត្តបាត់ដំបង"
ORGANISATION_CONTACTS = [
    "(253) 555-0181",                                                   # 0 hospital, switchboard (Tacoma)
    "(253) 555-0182",                                                   # 1 hospital admissions fax
    "2207 Commencement Bay Terrace, Tacoma, WA 98402",                  # 2
    "admissions@pugethollowbh.org",                                     # 3
    "https://www.pugethollowbh.org",                                    # 4
    "(425) 555-0183",                                                   # 5 eating-disorder day programme (Bellevue)
    "1540 Larkspur Commons Way, Bellevue, WA 98004",                    # 6
    "dayprogram@sammamishedp.org",                                      # 7
    "(206) 555-0184",                                                   # 8 lithium and clozapine clinic (Seattle)
    "418 Pier Lantern Street, Seattle, WA 98121",                       # 9
    "clinic@elliottsoundlcc.org",                                       # 10
    "(206) 555-0185",                                                   # 11 crisis line (24/7)
    "https://www.cascadetidewater.org",                                 # 12
    "(253) 555-0186",                                                   # 13 peer-support collective
    "peers@narrowspeers.org",                                           # 14
    "(425) 555-0187",                                                   # 15 behavioral health plan, provider line
    "+7 7212 40 65 65",                                                 # 16 Karaganda partner
    "8 (7212) 40-65-65",                                                # 17
    "info@karaganda-psy.kz",                                            # 18
    "+998 66 240 65 65",                                                # 19 Samarkand partner
    "(66) 240-65-65",                                                   # 20
    "info@samruhiy.uz",                                                 # 21
    "+976 7037 6565",                                                   # 22 Darkhan partner
    "7037-6565",                                                        # 23
    "info@darkhan-setgets.mn",                                          # 24
    "+94 81 240 6565",                                                  # 25 Kandy partner
    "081 240 6565",                                                     # 26
    "info@kandymindcare.lk",                                            # 27
    "+94 21 240 6566",                                                  # 28 Jaffna partner
    "021 240 6566",                                                     # 29
    "+91 452 240 6565",                                                 # 30 Madurai partner
    "0452-2406565",                                                     # 31
    "contact@maduraimindtrust.in",                                      # 32
    "+855 53 650 565",                                                  # 33 Battambang partner
    "053 650 565",                                                      # 34
    "info@bbmentalhealth.org.kh",                                       # 35
]
ORG_EIN = "91-6506565"
PLAN_PAYER_ID = "SMBHP65"
PLAN_GROUP = "WABH2026"
PLAN_RXBIN = "610965"
PLAN_PCN = "SMBHRX"
ORG_NPIS = (blind5._npi_of("165253425"), blind5._npi_of("120642565"), blind5._npi_of("142506565"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

# the text's "locale": the Faker locale where Faker has one, this module's own name lists where it has none
_COUNTRY = {"kk_KZ": "KZ", "ru_KZ": "KZ", "uz_UZ": "UZ", "uz_Cyrl": "UZ", "mn_MN": "MN", "si_LK": "LK", "en_LK": "LK",
            "ta_IN": "IN", "en_IN": "IN", "km_KH": "KH", "en_KH": "KH"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


# ---- people's names where Faker has no locale (or in the Latin letters a form in English prints) -------------------
_KZ_F = ["Айгерім", "Динара", "Жанар", "Гүлнар", "Әсел", "Мадина", "Салтанат", "Аружан", "Ботагөз", "Қарлығаш"]
_KZ_M = ["Нұрлан", "Ерлан", "Асқар", "Дәурен", "Бауыржан", "Серік", "Ғалым", "Ержан", "Талғат", "Мұрат"]
_KZ_LAST = ["Сейітов", "Жұмабаев", "Омаров", "Тоқтаров", "Ахметов", "Қасымов", "Әбенов", "Нұрпеисов", "Есенов", "Бекмағамбетов"]
_UZC_F = ["Дилноза", "Гулчеҳра", "Нигора", "Шаҳноза", "Мадина", "Зулфия", "Феруза"]
_UZC_M = ["Жамшид", "Шерзод", "Улуғбек", "Баҳодир", "Отабек", "Фарҳод", "Азизбек"]
_UZC_LAST = ["Каримов", "Юсупов", "Рахимов", "Турсунов", "Исмоилов", "Эргашев", "Назаров"]
_MN_F = ["Энхжаргал", "Оюунчимэг", "Сарангэрэл", "Номин", "Хулан", "Батцэцэг", "Урангоо"]
_MN_M = ["Батбаяр", "Ганбаатар", "Тэмүүлэн", "Мөнхбат", "Эрдэнэбат", "Болд", "Сүхбат"]
_MN_PATRONYMIC = ["Доржийн", "Сүхбаатарын", "Цэрэнгийн", "Баатарын", "Төмөрийн", "Лхагвасүрэнгийн", "Ганзоригийн"]
_LK_F = ["Nadeesha", "Dilani", "Chamari", "Ishara", "Sanduni", "Tharushi", "Hasini"]
_LK_M = ["Nimal", "Kasun", "Ruwan", "Chaminda", "Tharindu", "Lahiru", "Sampath"]
_LK_LAST = ["Perera", "Jayasinghe", "Bandara", "Wickramasinghe", "Herath", "Dissanayake", "Rajapaksha", "Senanayake"]
_TN_F = ["Kavitha", "Meenakshi", "Revathi", "Saranya", "Priya", "Lakshmi", "Deepa"]
_TN_M = ["Murugan", "Karthik", "Senthil", "Arun", "Balaji", "Sathish", "Vignesh"]
_TN_LAST = ["Pandian", "Sundaram", "Ramasamy", "Velu", "Krishnan", "Subramani", "Arumugam"]
_KH_F = ["ស្រីមុំ", "សុភា", "ចន្ធូ", "ធីតា", "សុខលី", "ស្រីនាង"]
_KH_M = ["វិបុល", "សុភ័ក្ត្រ", "ដារ៉ា", "រតនា", "សម្បត្តិ", "វណ្ណៈ"]
_KH_LAST = ["ស៊ុន", "ចាន់", "សុខ", "ហេង", "កែវ", "ម៉ៅ", "ទេព"]
_KHR_F = ["Sreymom", "Sophea", "Chanthou", "Thida", "Sokly", "Sreyneang"]
_KHR_M = ["Vibol", "Sopheak", "Dara", "Rathana", "Sambath", "Vanna"]
_KHR_LAST = ["Sun", "Chan", "Sok", "Heng", "Keo", "Mao", "Tep"]


def _kz_last(base: str, sex: str) -> str:
    return base + "а" if sex == "F" else base


def _one_name(draw: Draw, locale: str, sex: str, family: str | None = None) -> tuple[str, str]:
    """A given name and a family name (or patronymic) in the locale's usage."""
    if locale in ("kk_KZ", "ru_KZ"):
        return draw.pick(_KZ_F if sex == "F" else _KZ_M), _kz_last(family or draw.pick(_KZ_LAST), sex)
    if locale == "uz_Cyrl":
        base = family or draw.pick(_UZC_LAST)
        return draw.pick(_UZC_F if sex == "F" else _UZC_M), base + ("а" if sex == "F" else "")
    if locale == "mn_MN":
        return draw.pick(_MN_F if sex == "F" else _MN_M), draw.pick(_MN_PATRONYMIC)
    if locale == "en_LK":
        return draw.pick(_LK_F if sex == "F" else _LK_M), family or draw.pick(_LK_LAST)
    if locale == "en_IN":
        return draw.pick(_TN_F if sex == "F" else _TN_M), draw.pick(_TN_LAST)
    if locale == "km_KH":
        return draw.pick(_KH_F if sex == "F" else _KH_M), family or draw.pick(_KH_LAST)
    if locale == "en_KH":
        return draw.pick(_KHR_F if sex == "F" else _KHR_M), family or draw.pick(_KHR_LAST)
    fake = draw.fk[locale]
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    if family is not None and locale == "en_US":
        return first, family
    if locale == "en_US":
        return first, fake.last_name()
    return first, (fake.last_name_female() if sex == "F" else fake.last_name_male())


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees) and a relative of the same family."""
    locale = _locale(draw)
    sex = draw.pick(["F", "M"])
    first, last = _one_name(draw, locale, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}"})
    rel_sex = draw.pick(["F", "M"])
    family = None
    if locale in ("kk_KZ", "ru_KZ"):
        family = last[:-1] if sex == "F" and last.endswith("а") else last
    elif locale == "uz_Cyrl":
        family = last[:-1] if last.endswith("а") else last
    elif locale in ("en_US", "en_LK", "km_KH", "en_KH"):
        family = last
    first2, last2 = _one_name(draw, locale, rel_sex, family)
    draw.cache.update({"first2": first2, "last2": last2, "name2": f"{first2} {last2}"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1955, high: int = 2007) -> dt.date:
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
        if not any(bad in out for bad in ("555", "0181", "0187", "6565", "40656", "2406")):
            return out


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


_KHMER_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def _khmer(text: str) -> str:
    return text.translate(_KHMER_DIGITS)


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_RU_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"]
_KK_MONTHS = ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан", "қараша", "желтоқсан"]
_UZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"]
_UZC_MONTHS = ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"]
_SI_MONTHS = ["ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්‍රේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු", "සැප්තැම්බර්", "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"]
_TA_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"]
_KM_MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"]


def _date_in(draw: Draw, day: dt.date) -> str:
    """A date as the text's locale prints it."""
    d, m, y = day.day, day.month, day.year
    locale = _locale(draw)
    if locale == "ru_KZ":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_RU_GEN[m - 1]} {y} г.", f"{d:02d}.{m:02d}.{y} г.", f"«{d:02d}» {_RU_GEN[m - 1]} {y} года"])
    if locale == "kk_KZ":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{y} жылғы {d} {_KK_MONTHS[m - 1]}", f"{y} ж. {d} {_KK_MONTHS[m - 1]}", f"{d:02d}.{m:02d}.{y} ж."])
    if locale == "uz_UZ":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d}-{_UZ_MONTHS[m - 1]} {y}-yil", f"{y}-yil {d}-{_UZ_MONTHS[m - 1]}", f"{d:02d}.{m:02d}.{y} y."])
    if locale == "uz_Cyrl":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{y} йил {d} {_UZC_MONTHS[m - 1]}", f"{d} {_UZC_MONTHS[m - 1]} {y} й.", f"{d:02d}.{m:02d}.{y} й."])
    if locale == "mn_MN":
        return draw.pick([f"{y}.{m:02d}.{d:02d}", f"{y} оны {m} сарын {d}", f"{y} оны {m}-р сарын {d}-ний өдөр", f"{y}/{m:02d}/{d:02d}"])
    if locale == "si_LK":
        return draw.pick([f"{y}.{m:02d}.{d:02d}", f"{y} {_SI_MONTHS[m - 1]} {d}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}"])
    if locale == "en_LK":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{y}.{m:02d}.{d:02d}", f"{d} {blind.MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}-{blind.ABBR[m - 1]}-{y}"])
    if locale == "ta_IN":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_TA_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}"])
    if locale == "en_IN":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {blind.ABBR[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}th {blind.MONTHS[m - 1]} {y}"
                          if d in (4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28, 29, 30) else f"{d:02d}/{m:02d}/{y}"])
    if locale == "km_KH":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", _khmer(f"{d:02d}/{m:02d}/{y}"), f"ថ្ងៃទី{_khmer(str(d))} ខែ{_KM_MONTHS[m - 1]} ឆ្នាំ{_khmer(str(y))}",
                          f"{d} {_KM_MONTHS[m - 1]} {y}"])
    if locale == "en_KH":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {blind.MONTHS[m - 1]} {y}", f"{d:02d}-{blind.ABBR[m - 1]}-{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}{month[:3].upper()}{y}", f"{y}-{m:02d}-{d:02d}"])


def dob_v65(draw: Draw) -> str:
    """An adult's or a teenager's date of birth in the text's style."""
    return _date_in(draw, _birth(draw))


def dob_teen_v65(draw: Draw) -> str:
    """An eating-disorder programme's patient: 13 to 24 years old."""
    return _date_in(draw, _birth(draw, 2002, 2012))


def dob_elder_v65(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1928, 1935))


def dob_iso_v65(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v65(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_other_v65(draw: Draw) -> str:
    """Another patient's birth date on a census row (the row's age column agrees)."""
    born = draw.date_between(1950, 2007)
    draw.cache["_other_age"] = str(_age_on(born, REFERENCE_DAY))
    return born.strftime("%m/%d/%Y")


def dob_elder_us_v65(draw: Draw) -> str:
    return _birth(draw, 1928, 1935).strftime("%m/%d/%Y")


def age_elder_num_v65(draw: Draw) -> str:
    return str(_age_on(_birth(draw, 1928, 1935), REFERENCE_DAY))


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v65(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years", spelled, f"{age} y.o.", f"aged {age}", f"{age}y", f"{spelled} years old"])


def age_elder_v65(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1928-1935 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1928, 1935), REFERENCE_DAY))


def age_v65(draw: Draw) -> str:
    """An age of 90 or more, with no birth date beside it."""
    return _age_words(draw, draw.rng.randint(90, 99))


def age_plain_v65(draw: Draw) -> str:
    return str(draw.rng.randint(90, 98))


def age_local_v65(draw: Draw) -> str:
    """An age over 89 as the text's language says it."""
    age = _age_on(_birth(draw, 1928, 1935), REFERENCE_DAY)
    locale = _locale(draw)
    if locale == "mn_MN":
        return draw.pick([f"{age} настай", f"{age} нас", f"{age}"])
    if locale in ("ru_KZ",):
        return draw.pick([f"{age} лет", f"{age} года" if age % 10 in (2, 3, 4) else f"{age} лет"])
    if locale == "km_KH":
        return draw.pick([f"{age} ឆ្នាំ", f"{_khmer(str(age))} ឆ្នាំ"])
    if locale == "ta_IN":
        return f"{age} வயது"
    return str(age)


# ---- United States (Washington) ------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v65(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or with slashes as a hand-filled form has it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}/{v[3:5]}/{v[5:]}", f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v65(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v65(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4 as on the card, spaced, or in lower case as typed."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def providerone_v65(draw: Draw) -> str:
    """A Washington Apple Health (ProviderOne) client ID: nine digits and WA; or the plan's member number."""
    v = draw.digits(9, True)
    return draw.pick([f"{v}WA", f"{v}WA", f"{v} WA", f"SMB{draw.digits(8, True)}", f"SMB-{draw.digits(3, True)}-{draw.digits(5)}"])


def member_plain_v65(draw: Draw) -> str:
    return f"{draw.digits(9, True)}WA"


def member_v65(draw: Draw) -> str:
    return draw.pick([providerone_v65, mbi_v65, providerone_v65])(draw)


def mrn_v65(draw: Draw) -> str:
    """A hospital medical record number or a visit account number."""
    return draw.pick([f"PH{draw.digits(7, True)}", f"{draw.digits(8, True)}", f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"E{draw.digits(9, True)}", f"{draw.digits(2, True)}-{draw.digits(6)}"])


def mrn_plain_v65(draw: Draw) -> str:
    return f"PH{draw.digits(7, True)}"


def edp_chart_v65(draw: Draw) -> str:
    return draw.pick([f"LS-{draw.digits(5, True)}", f"EDP{draw.digits(6, True)}", f"{draw.digits(6, True)}"])


_WA_TOWNS = [("Tacoma", "98405"), ("Tacoma", "98408"), ("Lakewood", "98499"), ("Puyallup", "98371"), ("Bellevue", "98007"), ("Renton", "98055"),
             ("Kent", "98032"), ("Seattle", "98118"), ("Seattle", "98103"), ("Everett", "98201"), ("Olympia", "98501"), ("Bremerton", "98312"),
             ("Federal Way", "98003"), ("Gig Harbor", "98335"), ("Issaquah", "98027"), ("Spanaway", "98387")]
_WA_STREETS = ["S Yakima Ave", "Pacific Ave", "6th Ave", "N Pearl St", "Bridgeport Way SW", "E Main", "NE 8th St", "Rainier Ave S", "Aurora Ave N",
               "Meridian E", "S 320th St", "Evergreen Way", "Martin Luther King Jr Way", "148th Ave NE", "Kitsap Way", "Harrison Ave NW"]


def _wa_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_WA_TOWNS)
    street = f"{draw.rng.randint(100, 24999)} {draw.pick(_WA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 340)}", f" Unit {draw.letters(1, 'ABCDEF')}{draw.rng.randint(1, 9)}", f" #{draw.rng.randint(101, 412)}",
                      f", Space {draw.rng.randint(2, 60)}"])
    return street, unit, town, zip_code


def addr_wa_v65(draw: Draw) -> str:
    street, unit, town, zip_code = _wa_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, WA {zip_code}", f"{street}{unit}\n{town}, WA {zip_code}", f"{street}{unit}, {town} WA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} WA {zip_code}", f"{street}{unit}, {town}, Washington {zip_code}"])


def addr_hl7_v65(draw: Draw) -> str:
    street, _, town, zip_code = _wa_parts(draw)
    return f"{street.upper()}^^{town.upper()}^WA^{zip_code}^USA^H"


def addr_fhir_v65(draw: Draw) -> str:
    street, _, town, zip_code = _wa_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"WA\", \"postalCode\": \"{zip_code}"


def addr_x12_v65(draw: Draw) -> str:
    street, _, town, zip_code = _wa_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*WA*{zip_code}"


def phone_wa_v65(draw: Draw) -> str:
    area = draw.pick(["253", "253", "206", "425", "360", "564"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", f"{area} {exchange} {line}", f"+1 ({area}) {exchange}-{line}"])


def phone_e164_v65(draw: Draw) -> str:
    return f"+1{draw.pick(['253', '206', '425'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v65(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^CP^^1^", f"{draw.pick(['253', '206'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v65(draw: Draw) -> str:
    """A Washington checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["12500010", "32507077", "12500024", "32508126", "12500043"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"RTN {routing} acct {account}", f"{routing} / {account}", f"ABA {routing}, checking #{account}"])


def plate_wa_v65(draw: Draw) -> str:
    """A Washington plate: three letters and four digits (the older printing: three digits, three letters)."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"
    old = f"{draw.digits(3)}{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    return draw.pick([v, f"{v[:3]} {v[3:]}", f"{v[:3]}-{v[3:]}", f"WA {v}", old, f"{old[:3]}-{old[3:]}"])


# ---- Kazakhstan ----------------------------------------------------------------------------------------------------
def iin_v65(draw: Draw) -> str:
    """A Kazakh IIN: YYMMDD, the century-and-sex digit (3/4 for the 1900s, 5/6 for the 2000s, odd for men), a serial,
    the check digit (weights 1-11 mod 11; a second pass with weights 3-11, 1, 2 when the first gives 10)."""
    born, male = _birth(draw), _sex(draw) == "M"
    c = (3 if male else 4) if born.year < 2000 else (5 if male else 6)
    while True:
        body = f"{born.strftime('%y%m%d')}{c}{draw.digits(4)}"
        check = sum(int(ch) * w for ch, w in zip(body, range(1, 12))) % 11
        if check == 10:
            check = sum(int(ch) * w for ch, w in zip(body, (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2))) % 11
        if check != 10:
            return draw.pick([body + str(check), body + str(check), f"{body[:6]} {body[6:]}{check}"])


def iban_kz_v65(draw: Draw) -> str:
    """A KZ IBAN: the bank's three digits and a thirteen-character account."""
    bban = draw.pick(["601", "722", "965", "914", "826", "856"]) + draw.pick(["A", "0", "C"]) + draw.digits(12, True)
    iban = _iban("KZ", bban)
    return draw.pick([iban, _groups(iban), iban])


_KZ_PLACES = [("Караганда", "100008"), ("Караганда", "100012"), ("Темиртау", "101400"), ("Астана", "010000"), ("Алматы", "050010"), ("Шахтинск", "100600")]
_KZ_STREETS = ["ул. Ерубаева", "пр. Бухар-Жырау", "ул. Гоголя", "ул. Алиханова", "пр. Нуркена Абдирова", "ул. Жамбыла", "мкр. Орбита, ул. Мустафина"]
_KK_PLACES = [("Қарағанды қ.", "100008"), ("Теміртау қ.", "101400"), ("Астана қ.", "010000"), ("Алматы қ.", "050010")]
_KK_STREETS = ["Ерубаев көшесі", "Бұқар жырау даңғылы", "Әлиханов көшесі", "Абай көшесі", "Жамбыл көшесі"]


def addr_kz_v65(draw: Draw) -> str:
    no, flat = draw.rng.randint(1, 120), draw.rng.randint(1, 160)
    if _locale(draw) == "kk_KZ":
        town, code = draw.pick(_KK_PLACES)
        street = draw.pick(_KK_STREETS)
        return draw.pick([f"{town}, {street}, {no} үй, {flat} пәтер", f"{code}, {town}, {street} {no}-{flat}", f"{town}, {street}, {no}-үй, {flat}-пәтер, {code}"])
    town, code = draw.pick(_KZ_PLACES)
    street = draw.pick(_KZ_STREETS)
    return draw.pick([f"г. {town}, {street}, д. {no}, кв. {flat}", f"{code}, г. {town}, {street}, {no}-{flat}", f"{street} {no}, кв. {flat}\n{town} {code}",
                      f"Карагандинская обл., г. {town}, {street}, дом {no}, кв. {flat}"])


def phone_kz_v65(draw: Draw) -> str:
    pre = draw.pick(["701", "702", "705", "707", "708", "747", "771", "775", "776", "777"])
    r = _sub(draw, 7)
    return draw.pick([f"+7 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"8 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"8{pre}{r}", f"+7{pre}{r}", f"8 {pre} {r[:3]} {r[3:]}",
                      f"+7 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}"])


def plate_kz_v65(draw: Draw) -> str:
    """A Kazakh plate: three digits, three letters, the region's two digits (09 for Karaganda)."""
    v = f"{draw.digits(3, True)} {draw.letters(3, 'ABCDEFHKLMNPRSTUXYZ')} {draw.pick(['09', '09', '01', '02', '16'])}"
    return draw.pick([v, v.replace(" ", ""), v])


# ---- Uzbekistan ----------------------------------------------------------------------------------------------------
def pinfl_v65(draw: Draw) -> str:
    """An Uzbek PINFL: the century-and-sex digit, DDMMYY, the district's three digits, a serial, the 7-3-1 check digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    c = (3 if male else 4) if born.year < 2000 else (5 if male else 6)
    body = f"{c}{born.strftime('%d%m%y')}{draw.pick(['261', '262', '264', '268', '301', '271'])}{draw.digits(3)}"
    check = sum(int(ch) * w for ch, w in zip(body, (7, 3, 1) * 5)) % 10
    v = body + str(check)
    return draw.pick([v, v, f"{v[:7]} {v[7:]}"])


def account_uz_v65(draw: Draw) -> str:
    """An Uzbek twenty-digit account (balance account 20206 or 22618, currency 000) with the bank's MFO."""
    v = draw.pick(["20206", "22618", "20216"]) + "000" + draw.digits(12, True)
    mfo = draw.pick(["00014", "00873", "01083", "00450", "00401"])
    return draw.pick([v, f"{v} (MFO {mfo})", _groups(v, 5), f"{v[:5]} {v[5:8]} {v[8:9]} {v[9:17]} {v[17:]}"])


_UZ_PLACES = [("Samarqand sh.", "140100"), ("Samarqand sh.", "140117"), ("Kattaqo'rg'on sh.", "141400"), ("Urgut tumani", "141600"), ("Toshkent sh.", "100011")]
_UZ_STREETS = ["Amir Temur ko'chasi", "Registon ko'chasi", "Dahbed yo'li", "Universitet xiyoboni", "Mirzo Ulug'bek ko'chasi", "Bog'ishamol ko'chasi"]
_UZ_MAHALLAS = ["Bog'ibaland", "Sattepo", "Kaftarxona"]
_UZC_PLACES = [("Самарқанд ш.", "140100"), ("Каттақўрғон ш.", "141400"), ("Тошкент ш.", "100011")]
_UZC_STREETS = ["Амир Темур кўчаси", "Регистон кўчаси", "Даҳбед йўли", "Мирзо Улуғбек кўчаси"]


def addr_uz_v65(draw: Draw) -> str:
    no, flat = draw.rng.randint(1, 95), draw.rng.randint(1, 80)
    if _locale(draw) == "uz_Cyrl":
        town, code = draw.pick(_UZC_PLACES)
        return draw.pick([f"{town}, {draw.pick(_UZC_STREETS)}, {no}-уй, {flat}-хонадон", f"{code}, {town}, {draw.pick(_UZC_STREETS)} {no}/{flat}"])
    town, code = draw.pick(_UZ_PLACES)
    street = draw.pick(_UZ_STREETS)
    return draw.pick([f"{town}, {street}, {no}-uy, {flat}-xonadon", f"{code}, {town}, {street} {no}/{flat}", f"{town}, {draw.pick(_UZ_MAHALLAS)} MFY, "
                      f"{street}, {no}-uy", f"{street}, {no}-uy, {flat}-xonadon\n{code} {town}"])


def phone_uz_v65(draw: Draw) -> str:
    pre = draw.pick(["90", "91", "93", "94", "97", "99", "88", "33", "95"])
    r = _sub(draw, 7)
    return draw.pick([f"+998 {pre} {r[:3]}-{r[3:5]}-{r[5:]}", f"({pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"+998{pre}{r}", f"{pre} {r[:3]} {r[3:5]} {r[5:]}", f"8 {pre} {r}",
                      f"998 {pre} {r[:3]} {r[3:5]} {r[5:]}"])


# ---- Mongolia ------------------------------------------------------------------------------------------------------
_MN_LETTERS = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯӨҮ"


def mn_reg_v65(draw: Draw) -> str:
    """A Mongolian register number: two Cyrillic letters, YYMMDD (month plus 20 for births from 2000), two digits (the
    second-last odd for a man)."""
    born, male = _birth(draw), _sex(draw) == "M"
    month = born.month + (20 if born.year >= 2000 else 0)
    sexd = draw.pick(["1", "3", "5", "7", "9"] if male else ["0", "2", "4", "6", "8"])
    v = f"{draw.letters(2, _MN_LETTERS)}{born.year % 100:02d}{month:02d}{born.day:02d}{sexd}{draw.digits(1)}"
    return draw.pick([v, v, f"{v[:2]} {v[2:]}", f"{v[:2]}-{v[2:]}"])


def account_mn_v65(draw: Draw) -> str:
    """A Mongolian bank account: ten digits (the bank's first) or an MN IBAN."""
    v = draw.pick(["50", "54", "49", "41", "26"]) + draw.digits(8)
    return draw.pick([v, v, _iban("MN", draw.pick(["0005", "0004", "0015"]) + "00" + v)])


def addr_mn_v65(draw: Draw) -> str:
    bag, byr, toot = draw.rng.randint(1, 16), draw.rng.randint(1, 40), draw.rng.randint(1, 120)
    return draw.pick([f"Дархан-Уул аймаг, Дархан сум, {bag}-р баг, {byr}-р байр, {toot} тоот",
                      f"Улаанбаатар хот, {draw.pick(['Баянзүрх', 'Сүхбаатар', 'Хан-Уул', 'Чингэлтэй'])} дүүрэг, {bag}-р хороо, {byr}-р байр, {toot} тоот",
                      f"Сэлэнгэ аймаг, {draw.pick(['Сүхбаатар', 'Мандал', 'Шаамар'])} сум, {bag}-р баг, {draw.rng.randint(1, 40)}-р гудамж, {draw.rng.randint(1, 90)} тоот",
                      f"Дархан сум, {draw.rng.randint(1, 16)}-р баг, {draw.pick(['Шинэ Дархан', 'Хуучин Дархан'])}, {byr}-{toot}"])


def phone_mn_v65(draw: Draw) -> str:
    pre = draw.pick(["88", "89", "99", "95", "94", "91", "80", "85", "86"])
    r = _sub(draw, 6)
    v = pre + r
    return draw.pick([f"{v[:4]} {v[4:]}", f"{v[:4]}-{v[4:]}", f"+976 {v[:4]} {v[4:]}", f"+976{v}", v, f"(+976) {v[:4]}-{v[4:]}"])


# ---- Sri Lanka -----------------------------------------------------------------------------------------------------
def nic_v65(draw: Draw) -> str:
    """A Sri Lankan NIC: old (YY, the day of the year plus 500 for a woman, a serial, a check digit, V) for people born
    before 2000, new (YYYY, the day, 0, the serial, the check digit) for the rest and now and then the others too."""
    born, male = _birth(draw), _sex(draw) == "M"
    days = born.timetuple().tm_yday + (0 if male else 500)
    serial = draw.digits(3)
    body = f"{born.year % 100:02d}{days:03d}{serial}"
    check = (11 - sum(int(ch) * w for ch, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2))) % 11) % 11 % 10
    if born.year < 2000 and draw.rng.random() < 0.65:
        return draw.pick([f"{body}{check}V", f"{body}{check}V", f"{body}{check}v", f"{body}{check}X"])
    return f"{born.year}{days:03d}0{serial}{check}"


def account_lk_v65(draw: Draw) -> str:
    bank = draw.pick([("BOC", "7010"), ("People's Bank", "7135"), ("Commercial Bank", "7056"), ("Sampath Bank", "7278"), ("HNB", "7083")])
    v = draw.digits(draw.pick([10, 12]), True)
    return draw.pick([v, f"{bank[0]} {v}", f"{v} ({bank[0]}, Kandy branch)", f"{bank[1]}-{draw.digits(3)}-{v}"])


def addr_lk_v65(draw: Draw) -> str:
    no = f"{draw.rng.randint(1, 240)}{draw.pick(['', '', '/2', '/A', '/1B'])}"
    if _locale(draw) == "si_LK":
        return draw.pick([f"අංක {no}, පේරාදෙණිය පාර, මහනුවර", f"අංක {no}, {draw.pick(['ගැටඹේ', 'අම්පිටිය', 'කටුගස්තොට'])}, මහනුවර 20000",
                          f"{no}, ශ්‍රී දළදා වීදිය, මහනුවර"])
    return draw.pick([f"No. {no}, Peradeniya Road, Kandy 20000", f"{no}, {draw.pick(['Katugastota Road', 'William Gopallawa Mawatha', 'Hantana Road'])}, Kandy",
                      f"No {no}, {draw.pick(['Temple Road', 'Station Road', 'Main Street'])},\n{draw.pick(['Gampola 20500', 'Matale 21000', 'Kurunegala 60000', 'Nugegoda 10250'])}",
                      f"\"{draw.pick(['Sriyani', 'Sisila', 'Ranmal'])}\", {draw.rng.randint(2, 90)} Lake Drive, Kandy"])


def phone_lk_v65(draw: Draw) -> str:
    pre = draw.pick(["70", "71", "72", "74", "75", "76", "77", "78"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+94 {pre} {r[:3]} {r[3:]}", f"0{pre}-{r}", f"+94{pre}{r}", f"0{pre}{r}", f"(0{pre}) {r[:3]} {r[3:]}"])


# ---- India (Tamil Nadu) ----------------------------------------------------------------------------------------------
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar_v65(draw: Draw) -> str:
    """An Aadhaar number: twelve digits, the first 2-9, the Verhoeff check digit; in the card's groups of four mostly."""
    body = str(draw.rng.randint(2, 9)) + draw.digits(10)
    v = body + _verhoeff(body)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def account_in_v65(draw: Draw) -> str:
    """An Indian savings account with its branch's IFSC (four letters, 0, six characters)."""
    ifsc = draw.pick(["SBIN", "IOBA", "CNRB", "TMBL", "KVBL", "IDIB"]) + "0" + draw.digits(6)
    v = draw.digits(draw.pick([11, 12, 14, 15]), True)
    return draw.pick([f"{v} (IFSC {ifsc})", f"{v}, IFSC: {ifsc}", f"{v} / {ifsc}", v])


_TN_TOWNS = [("Madurai", "625001"), ("Madurai", "625020"), ("Dindigul", "624001"), ("Theni", "625531"), ("Sivaganga", "630561"), ("Virudhunagar", "626001")]
_TN_STREETS = ["North Masi Street", "West Veli Street", "Bypass Road", "Anna Nagar 3rd Cross", "K.K. Nagar Main Road", "Gandhi Nagar 2nd Street"]
_TA_TOWNS = [("மதுரை", "625001"), ("மதுரை", "625020"), ("திண்டுக்கல்", "624001"), ("தேனி", "625531")]
_TA_STREETS = ["வடக்கு மாசி வீதி", "மேல வெளி வீதி", "அண்ணா நகர் 3-வது குறுக்குத் தெரு", "காந்தி நகர் 2-வது தெரு"]


def addr_in_v65(draw: Draw) -> str:
    door = f"{draw.rng.randint(1, 180)}{draw.pick(['', '', '/2', '-A', '/14'])}"
    if _locale(draw) == "ta_IN":
        town, pin = draw.pick(_TA_TOWNS)
        return draw.pick([f"கதவு எண் {door}, {draw.pick(_TA_STREETS)}, {town} - {pin}", f"{door}, {draw.pick(_TA_STREETS)},\n{town} {pin}, தமிழ்நாடு"])
    town, pin = draw.pick(_TN_TOWNS)
    return draw.pick([f"No. {door}, {draw.pick(_TN_STREETS)}, {town} - {pin}, Tamil Nadu", f"Door No. {door}, {draw.pick(_TN_STREETS)},\n{town} {pin}",
                      f"{door}, {draw.pick(_TN_STREETS)}, {town}, TN {pin}", f"Plot {door}, {draw.pick(_TN_STREETS)}, near bus stand, {town} PIN {pin}"])


def phone_in_v65(draw: Draw) -> str:
    r = str(draw.rng.randint(6, 9)) + _sub(draw, 9)
    return draw.pick([f"+91 {r[:5]} {r[5:]}", f"0{r[:5]} {r[5:]}", r, f"+91-{r}", f"{r[:5]} {r[5:]}", f"91{r}", f"+91 {r[:3]} {r[3:6]} {r[6:]}"])


# ---- Cambodia ------------------------------------------------------------------------------------------------------
def kh_id_v65(draw: Draw) -> str:
    """A Cambodian national ID card number: nine digits (the province's two first), in Khmer digits now and then."""
    v = draw.pick(["02", "01", "17", "15"]) + draw.digits(7)
    if _locale(draw) == "km_KH":
        return draw.pick([v, _khmer(v), _khmer(v)])
    return draw.pick([v, f"{v[:3]} {v[3:6]} {v[6:]}", v])


def account_kh_v65(draw: Draw) -> str:
    v = draw.digits(9, True)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"ABA {v[:3]} {v[3:6]} {v[6:]}", f"ACLEDA {draw.digits(4, True)}-{draw.digits(2)}-{draw.digits(6)}-{draw.digits(1)}-{draw.digits(1)}"])


def addr_kh_v65(draw: Draw) -> str:
    house, street = draw.rng.randint(1, 260), draw.rng.randint(1, 9)
    if _locale(draw) == "km_KH":
        return draw.pick([f"ផ្ទះលេខ {_khmer(str(house))} ផ្លូវលេខ {_khmer(str(street))} ភូមិ{draw.pick(['រំចេក', 'ព្រែកព្រះស្តេច', 'ស្វាយប៉ោ'])} សង្កាត់{draw.pick(['ស្វាយប៉ោ', 'រតនៈ', 'ព្រែកព្រះស្តេច'])} ក្រុងបាត់ដំបង",
                          f"ផ្ទះលេខ {house} ភូមិ{draw.pick(['ដូនទាវ', 'ស្វាយស'])} ឃុំ{draw.pick(['បាណន់', 'ឯកភ្នំ'])} ស្រុក{draw.pick(['បាណន់', 'ឯកភ្នំ', 'សង្កែ'])} ខេត្តបាត់ដំបង"])
    return draw.pick([f"No. {house}, St. {street}, Phum Romchek, Sangkat Rattanak, Battambang", f"House {house}, Street {street}, Svay Por commune, Battambang city",
                      f"#{house}E0, St. {draw.rng.randint(100, 599)}, Sangkat Toul Tom Poung, Khan Chamkarmon, Phnom Penh"])


def phone_kh_v65(draw: Draw) -> str:
    pre = draw.pick(["12", "11", "77", "78", "92", "97", "70", "15", "16", "10", "96"])
    r = _sub(draw, 6) if pre not in ("97", "96", "88") else _sub(draw, 7)
    base = f"0{pre} {r[:3]} {r[3:]}"
    v = draw.pick([base, f"+855 {pre} {r[:3]} {r[3:]}", f"0{pre}{r}", f"+855{pre}{r}", f"(+855) {pre} {r}"])
    return _khmer(v) if _locale(draw) == "km_KH" and draw.rng.random() < 0.4 else v


# ---- passports and the country's personal number -------------------------------------------------------------------
def passport_v65(draw: Draw) -> str:
    c = _country(draw)
    if c == "KZ":
        return f"N{draw.digits(8)}"
    if c == "UZ":
        return f"{draw.pick(['AA', 'AB', 'AC', 'FA', 'AD'])}{draw.digits(7)}"
    if c == "MN":
        return f"E{draw.digits(7)}"
    if c == "LK":
        return f"{draw.pick(['N', 'N', 'M'])}{draw.digits(7)}"
    if c == "IN":
        return f"{draw.letters(1, 'ABCJKLMNPRSTUVWZ')}{draw.digits(7, True)}"
    if c == "KH":
        return f"N{draw.digits(8, True)}"
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


def natid_v65(draw: Draw) -> str:
    return {"KZ": iin_v65, "UZ": pinfl_v65, "MN": mn_reg_v65, "LK": nic_v65, "IN": aadhaar_v65, "KH": kh_id_v65}.get(_country(draw), ssn_v65)(draw)


def addr_v65(draw: Draw) -> str:
    return {"KZ": addr_kz_v65, "UZ": addr_uz_v65, "MN": addr_mn_v65, "LK": addr_lk_v65, "IN": addr_in_v65, "KH": addr_kh_v65}.get(_country(draw), addr_wa_v65)(draw)


def phone_v65(draw: Draw) -> str:
    return {"KZ": phone_kz_v65, "UZ": phone_uz_v65, "MN": phone_mn_v65, "LK": phone_lk_v65, "IN": phone_in_v65, "KH": phone_kh_v65}.get(_country(draw), phone_wa_v65)(draw)


def account_v65(draw: Draw) -> str:
    return {"KZ": iban_kz_v65, "UZ": account_uz_v65, "MN": account_mn_v65, "LK": account_lk_v65, "IN": account_in_v65, "KH": account_kh_v65}.get(
        _country(draw), account_us_v65)(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 19:
        return draw.pick([v, f"{v[:6]} {v[6:]}", _groups(v)])
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v65(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v65(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def unionpay_v65(draw: Draw) -> str:
    """A UnionPay number: 62, sixteen or nineteen digits, Luhn."""
    return _card(draw, "62" + draw.pick(["2", "4", "5", "8"]), draw.pick([16, 16, 19]))


def card_v65(draw: Draw) -> str:
    return draw.pick([visa_v65, visa_v65, mastercard_v65, unionpay_v65])(draw)


_DOMAINS = {"US": ["gmail.com", "outlook.com", "yahoo.com", "comcast.net", "icloud.com", "hotmail.com"], "KZ": ["mail.ru", "gmail.com", "mail.kz", "inbox.ru"],
            "UZ": ["mail.ru", "gmail.com", "umail.uz"], "MN": ["gmail.com", "yahoo.com", "mail.mn"], "LK": ["gmail.com", "yahoo.com", "sltnet.lk"],
            "IN": ["gmail.com", "yahoo.co.in", "rediffmail.com"], "KH": ["gmail.com", "yahoo.com"]}
_ROMAN = {"KZ": ["aigerim.seitova", "nurlan_omarov", "d.zhumabaev", "asel.akhmetova", "tokt_erlan", "madina.kassymova"],
          "UZ": ["dilnoza.karimova", "jamshid_yusupov", "sh.rakhimov", "nigora.tursunova", "otabek.ergashev"],
          "MN": ["enkhjargal.d", "batbayar_g", "oyuka.ts", "temuulen.b", "nomin_s"],
          "LK": ["nadeesha.perera", "kasun_jayasinghe", "r.bandara", "chamari.herath", "tharindu.dissanayake"],
          "IN": ["kavitha.pandian", "murugan_s", "senthil.ramasamy", "revathi.k", "arun.velu"],
          "KH": ["sreymom.sun", "vibol_chan", "dara.sok", "thida.heng", "sopheak.keo"]}


_CYR = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяәғқңөұүһіўҳ",
                ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh",
                 "shch", "", "y", "", "e", "yu", "ya", "a", "g", "k", "n", "o", "u", "u", "h", "i", "o", "h"]))


def _latin(name: str) -> str:
    """A Cyrillic name in the Latin letters its owner types into an e-mail address."""
    return "".join(_CYR.get(ch, ch) for ch in name.lower())


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache and _locale(draw) in ("ru_KZ", "kk_KZ", "uz_Cyrl", "mn_MN"):
        first, last = _latin(draw.fill("first")), _latin(draw.fill("last"))
        if _locale(draw) == "mn_MN":
            last = last.removesuffix("iyn").removesuffix("yn").removesuffix("in")
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first}_{last}{draw.rng.randint(80, 99)}", f"{first[0]}.{last}", f"{last}{first[0]}"])
    if "_roman" not in draw.cache:
        country = _country(draw)
        roman_locale = _locale(draw) in ("en_LK", "en_IN", "en_KH", "uz_UZ")
        if country in _ROMAN and not roman_locale:
            draw.cache["_roman"] = draw.pick(_ROMAN[country]) + draw.pick(["", str(draw.rng.randint(80, 99)), str(draw.rng.randint(1, 9))])
        else:
            first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "patient"
            last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if "a" <= ch <= "z") or "family"
            draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}"])
    return draw.cache["_roman"]


def email_v65(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.27:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_plain_v65(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (67, 160, 191), (97, 113, 126), (174, 21, 31)], "KZ": [(2, 132, 135), (95, 56, 59)], "UZ": [(84, 54, 54), (213, 230, 230)],
        "MN": [(202, 131, 131), (103, 10, 11)], "LK": [(112, 134, 135), (175, 157, 157)], "IN": [(117, 193, 216), (49, 204, 207)], "KH": [(36, 37, 37), (175, 100, 100)]}
_IP6 = {"US": "2601:602", "KZ": "2a01:7e0", "UZ": "2a02:2728", "MN": "2406:3000", "LK": "2402:4000", "IN": "2409:4072", "KH": "2403:6200"}


def ip_v65(draw: Draw) -> str:
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


def url_v65(draw: Draw) -> str:
    """A page about the person: a fundraiser, a memorial, a profile, a blog."""
    return draw.pick([f"https://www.gofundme.com/f/help-{_slug(draw)}-recover", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://{_slug(draw)}.substack.com", f"https://www.tiktok.com/@{_slug(draw, '_')}", f"https://www.caringbridge.org/visit/{_slug(draw, '')}"])


def url_memorial_v65(draw: Draw) -> str:
    return draw.pick([f"https://www.legacy.com/us/obituaries/name/{_slug(draw)}-obituary", f"https://www.forevermissed.com/{_slug(draw)}",
                      f"https://www.gofundme.com/f/in-memory-of-{_slug(draw)}", f"https://www.tributearchive.com/obituaries/{draw.digits(8, True)}/{_slug(draw)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v65": dob_v65, "dob_teen_v65": dob_teen_v65, "dob_elder_v65": dob_elder_v65, "dob_iso_v65": dob_iso_v65, "dob_compact_v65": dob_compact_v65,
    "dob_other_v65": dob_other_v65, "dob_elder_us_v65": dob_elder_us_v65, "age_elder_num_v65": age_elder_num_v65, "dod_v65": dod_v65, "age_elder_v65": age_elder_v65, "age_v65": age_v65, "age_plain_v65": age_plain_v65,
    "age_local_v65": age_local_v65,
    "ssn_v65": ssn_v65, "ssn_plain_v65": ssn_plain_v65, "mbi_v65": mbi_v65, "providerone_v65": providerone_v65, "member_plain_v65": member_plain_v65,
    "member_v65": member_v65, "mrn_v65": mrn_v65, "mrn_plain_v65": mrn_plain_v65, "edp_chart_v65": edp_chart_v65,
    "addr_wa_v65": addr_wa_v65, "addr_hl7_v65": addr_hl7_v65, "addr_fhir_v65": addr_fhir_v65, "addr_x12_v65": addr_x12_v65,
    "phone_wa_v65": phone_wa_v65, "phone_e164_v65": phone_e164_v65, "phone_hl7_v65": phone_hl7_v65, "account_us_v65": account_us_v65, "plate_wa_v65": plate_wa_v65,
    "iin_v65": iin_v65, "iban_kz_v65": iban_kz_v65, "addr_kz_v65": addr_kz_v65, "phone_kz_v65": phone_kz_v65, "plate_kz_v65": plate_kz_v65,
    "pinfl_v65": pinfl_v65, "account_uz_v65": account_uz_v65, "addr_uz_v65": addr_uz_v65, "phone_uz_v65": phone_uz_v65,
    "mn_reg_v65": mn_reg_v65, "account_mn_v65": account_mn_v65, "addr_mn_v65": addr_mn_v65, "phone_mn_v65": phone_mn_v65,
    "nic_v65": nic_v65, "account_lk_v65": account_lk_v65, "addr_lk_v65": addr_lk_v65, "phone_lk_v65": phone_lk_v65,
    "aadhaar_v65": aadhaar_v65, "account_in_v65": account_in_v65, "addr_in_v65": addr_in_v65, "phone_in_v65": phone_in_v65,
    "kh_id_v65": kh_id_v65, "account_kh_v65": account_kh_v65, "addr_kh_v65": addr_kh_v65, "phone_kh_v65": phone_kh_v65,
    "passport_v65": passport_v65, "natid_v65": natid_v65, "addr_v65": addr_v65, "phone_v65": phone_v65, "account_v65": account_v65,
    "visa_v65": visa_v65, "mastercard_v65": mastercard_v65, "unionpay_v65": unionpay_v65, "card_v65": card_v65,
    "email_v65": email_v65, "email_plain_v65": email_plain_v65, "ip_v65": ip_v65, "url_v65": url_v65, "url_memorial_v65": url_memorial_v65,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email": blind.email,  # the first set's printing
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
KZ_BIN = "040540006565"
UZ_STIR = "306565651"
MN_REGISTER = "6506565"
LK_TRUST_REG = "GA 6565"
IN_TRUST_REG = "MDU/4/65/2019"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Marisol Quenneville-Adeyemi, MD", "Dr. Thaddeus Ormsby-Kwan, MD", "Giselle Haverkamp, RN, PMH-BC", "Osric Valdepeñas, LPN",
         "Philippa Treadwell-Nakamura, PharmD, BCPP", "Lucan Aberforth, MSN, ARNP", "Wilhelmina Castellanos-Ruhl, LICSW", "Dr. Ignatius Berrigan, PhD")
_NURSES = [("Giselle Haverkamp", "RN"), ("Lucan Aberforth", "ARNP"), ("Osric Valdepeñas", "LPN"), ("Ximena Loughridge", "RN"), ("Corwin Tallisker", "MHT"),
           ("Henrietta Obasanjo-Vale", "RN"), ("Bram Ekwueme-Lowe", "CPC (peer counselor)"), ("Solveig Marchbanks", "RD")]
_PEER_LEADS = ["Bram E.-L., certified peer counselor", "Tamsin Wardlow, CPC", "Jericho Oyelowo-Best, CPC", "the peer team"]

_UNITS = ["2 North (adult acute)", "2 South (adult acute)", "3 East (geriatric psychiatry)", "3 West (adolescent)", "4 North (co-occurring)", "PICU",
          "Evaluation and Treatment (E&T)", "Crisis stabilization"]
_UNIT_KEYS = ["2N", "2S", "3E", "3W", "4N", "PICU", "E&T", "CSU"]


def _occupancy_row(d: Draw) -> str:
    staffed = d.rng.randint(12, 28)
    occ = d.rng.randint(staffed - 6, staffed)
    return f"{d.pick(_UNITS)} | {staffed} | {occ} | {occ * 100 / staffed:.0f}% | {d.rng.randint(0, 5)} | {d.rng.randint(0, 4)}"


def _occupancy_csv_row(d: Draw) -> str:
    staffed = d.rng.randint(12, 28)
    return f"{d.pick(_UNIT_KEYS)},{d.fill('eff_iso')},{staffed},{d.rng.randint(staffed - 6, staffed)},{d.rng.randint(0, 5)},{d.rng.randint(0, 4)},{d.rng.randint(0, 3)}"


_ED_SLOTS = [("08:30", "Check-in and vitals"), ("09:00", "Supported breakfast"), ("09:45", "DBT skills group"), ("10:30", "Morning snack"),
             ("11:00", "Family-based treatment education"), ("12:00", "Supported lunch"), ("12:45", "Post-meal process group"), ("13:30", "Body image group"),
             ("14:15", "Afternoon snack"), ("14:45", "Exposure and response prevention: fear foods"), ("15:30", "Art therapy"), ("16:00", "Check-out")]


def _ed_row(d: Draw) -> str:
    t, what = d.pick(_ED_SLOTS)
    return f"{t} | {what} | {d.pick(['Room 1', 'Room 2', 'Kitchen', 'Dining room', 'Studio'])} | {d.pick(['therapist', 'RD + RN', 'MHT', 'OT', 'therapist + RD'])}"


def _ed_csv_row(d: Draw) -> str:
    t, what = d.pick(_ED_SLOTS)
    return f"{d.pick(['MON', 'TUE', 'WED', 'THU', 'FRI'])},{t},\"{what}\",{d.pick(['PHP', 'IOP', 'PHP+IOP'])},{d.rng.randint(30, 75)}"


def _ed_json_row(d: Draw) -> str:
    t, what = d.pick(_ED_SLOTS)
    return f"{{\"time\": \"{t}\", \"activity\": \"{what}\", \"track\": \"{d.pick(['adolescent', 'adult'])}\", \"minutes\": {d.pick([30, 45, 45, 60, 75])}}}"


_LI_SESSIONS = [("Mon", "07:30-10:00", "Lithium levels (12 h post-dose) and BMP"), ("Mon", "13:00-16:00", "Clozapine ANC draws, new starts"),
                ("Tue", "08:00-11:30", "Clozapine ANC draws, monthly"), ("Wed", "07:30-10:00", "Lithium levels and TSH"), ("Wed", "14:00-16:30", "Prescriber visits, lithium"),
                ("Thu", "08:00-12:00", "Clozapine ANC draws, weekly and biweekly"), ("Fri", "07:30-09:30", "Lithium levels, walk-in"), ("Fri", "10:00-12:00", "Clozapine dispensing")]


def _li_row(d: Draw) -> str:
    day, hours, what = d.pick(_LI_SESSIONS)
    return f"{day} | {hours} | {what} | {d.pick(['Lab room A', 'Lab room B', 'Pharmacy window', 'Exam 3'])}"


def _li_csv_row(d: Draw) -> str:
    day, hours, what = d.pick(_LI_SESSIONS)
    return f"{day},{hours},\"{what}\",{d.rng.randint(6, 40)},{d.rng.randint(0, 5)}"


_COUNTIES = ["Pierce", "King", "Kitsap", "Thurston", "Snohomish", "Mason", "Lewis", "Grays Harbor"]


def _inv_row(d: Draw) -> str:
    n = d.rng.randint(20, 160)
    return f"{d.pick(['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'])} | {n} | {d.rng.randint(n // 3, n // 2)} | {d.rng.randint(2, n // 4)} | {d.rng.randint(1, 14)} | {d.rng.randint(50, 88)}%"


def _inv_csv_row(d: Draw) -> str:
    n = d.rng.randint(15, 400)
    return f"{d.pick(_COUNTIES)},{d.pick(['2025Q3', '2025Q4', '2026Q1'])},{n},{d.rng.randint(n // 3, n // 2)},{d.rng.randint(1, n // 5)},{d.rng.randint(0, n // 10)}"


_ECT_ITEMS = [("ECT device", "Thymatron System IV", "self-test passed, impedance check 220 ohms on test load"), ("ECT device (backup)", "MECTA spECTrum 5000Q", "self-test passed"),
              ("Crash cart", "cart 3", "seal intact, defibrillator test discharge 30 J"), ("Suction", "wall + portable", "working, canister changed"),
              ("Anesthesia machine", "Dräger Fabius", "leak test passed"), ("Pulse oximeter", "Masimo Radical-7", "alarms audible"),
              ("Bite blocks", "stock", "12 sterile in date"), ("EEG leads", "disposable", "2 boxes, lot in date"), ("Succinylcholine / methohexital", "Pyxis", "counts correct"),
              ("Capnography", "module", "calibrated"), ("Bag-valve mask", "adult", "present, tested")]


def _ect_row(d: Draw) -> str:
    item, model, check = d.pick(_ECT_ITEMS)
    return f"{item} | {model} | {check} | {d.pick(['OK', 'OK', 'OK', 'see note'])}"


def _ect_csv_row(d: Draw) -> str:
    item, model, _ = d.pick(_ECT_ITEMS)
    return f"{d.fill('eff_iso')},\"{item}\",\"{model}\",{d.pick(['pass', 'pass', 'pass', 'fail-retest pass'])},{d.pick(['GH', 'LA', 'HO', 'XL'])}"


def _ect_xml_row(d: Draw) -> str:
    item, model, _ = d.pick(_ECT_ITEMS)
    return f"  <item name=\"{item}\" model=\"{model}\" asset=\"PHBH-{d.rng.randint(10000, 18999)}\" nextPM=\"{d.date_between(2026, 2027).isoformat()}\" status=\"{d.pick(['in service', 'in service', 'due'])}\"/>"


_GROUPS = [("Hearing Voices group", "Tue", "18:00"), ("Bipolar peer circle", "Wed", "17:30"), ("Family to family", "Thu", "18:30"), ("Wellness Recovery Action Plan (WRAP)", "Mon", "14:00"),
           ("Young adults drop-in", "Fri", "16:00"), ("Suicide loss survivors", "2nd Sat", "10:00"), ("Eating disorder recovery peers", "Sun", "15:00"), ("Veterans peer coffee", "Sat", "09:00")]


def _group_row(d: Draw) -> str:
    g, day, t = d.pick(_GROUPS)
    return f"{g} | {day} | {t} | {d.pick(['Room 104', 'Zoom', 'Library annex', 'Community room'])} | {d.pick(_PEER_LEADS)}"


def _group_json_row(d: Draw) -> str:
    g, day, t = d.pick(_GROUPS)
    return f"{{\"group\": \"{g}\", \"day\": \"{day}\", \"start\": \"{t}\", \"format\": \"{d.pick(['in person', 'online', 'hybrid'])}\", \"dropIn\": {d.pick(['true', 'false'])}}}"


def _group_ics(d: Draw) -> str:
    g, _, t = d.pick(_GROUPS)
    day = d.date_between(2026, 2026)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Los_Angeles:{day.strftime('%Y%m%d')}T{t.replace(':', '')}00\n"
            f"SUMMARY:{g}\nLOCATION:Narrows Peer Support Collective, Room 104\nRRULE:FREQ=WEEKLY;COUNT={d.rng.randint(4, 12)}\nEND:VEVENT")


_DRUGS = [("Lithium carbonate 300 mg capsule", "00054852725", "0.6-1.2 mmol/L"), ("Lithium carbonate ER 450 mg tablet", "00054002125", "0.6-1.0 mmol/L"),
          ("Clozapine 25 mg tablet", "00093443901", "ANC monitoring"), ("Clozapine 100 mg ODT", "00378520201", "ANC monitoring"),
          ("Valproate (divalproex DR) 500 mg", "00074621513", "50-125 mcg/mL"), ("Lamotrigine 100 mg tablet", "00173064255", "titration pack required")]


def _formulary_json_row(d: Draw) -> str:
    drug, ndc, mon = d.pick(_DRUGS)
    return f"{{\"drug\": \"{drug}\", \"ndc\": \"{ndc}\", \"tier\": {d.rng.randint(1, 3)}, \"monitoring\": \"{mon}\", \"priorAuth\": {d.pick(['false', 'false', 'true'])}}}"


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(14, 420)
    return (f"{d.pick(['837I', '837P', 'NCPDP D.0'])},SMB{d.rng.randint(2001, 2499)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 90, n * 900)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 9)},{d.pick(['accepted', 'accepted', 'partial', 'rejected 999'])}")


def _beds_xml_row(d: Draw) -> str:
    staffed = d.rng.randint(10, 28)
    return f"  <unit code=\"{d.pick(_UNIT_KEYS)}\" licensed=\"{staffed + d.rng.randint(0, 6)}\" staffed=\"{staffed}\" occupied=\"{d.rng.randint(staffed - 5, staffed)}\" blocked=\"{d.rng.randint(0, 3)}\"/>"


# locale tables
_KK_ROWS = [("Дүйсенбі", "09:00-11:00", "литий деңгейі"), ("Сейсенбі", "09:00-12:00", "клозапин, қан талдауы"), ("Сәрсенбі", "14:00-16:00", "дәрігер қабылдауы"),
            ("Бейсенбі", "09:00-11:00", "литий деңгейі"), ("Жұма", "10:00-12:00", "топтық сабақ")]
_RU_ROWS = [("Понедельник", "08:30-10:30", "забор крови на литий"), ("Вторник", "09:00-12:00", "клозапин: общий анализ крови"), ("Среда", "14:00-17:00", "приём психиатра"),
            ("Четверг", "08:30-10:30", "забор крови на литий"), ("Пятница", "10:00-12:00", "группа поддержки")]
_UZ_ROWS = [("Dushanba", "09:00-12:00", "tengdoshlar guruhi"), ("Seshanba", "14:00-16:00", "oila uchun mashg'ulot"), ("Chorshanba", "09:00-11:00", "psixiatr qabuli"),
            ("Payshanba", "15:00-17:00", "yoshlar guruhi"), ("Juma", "10:00-12:00", "san'at terapiyasi")]
_MN_ROWS = [("1-р тасаг (насанд хүрэгчид)", "30", "27"), ("2-р тасаг (хүүхэд, өсвөр үе)", "15", "11"), ("3-р тасаг (архины хамаарал)", "25", "22"),
            ("Хүнд үеийн тасаг", "10", "9"), ("Өдрийн эмчилгээ", "20", "14")]
_SI_ROWS = [("සඳුදා", "පෙ.ව. 9.00", "සම වයසේ සහාය කණ්ඩායම"), ("අඟහරුවාදා", "ප.ව. 2.00", "පවුලේ අය සඳහා සැසිය"), ("බදාදා", "පෙ.ව. 10.00", "මනෝ වෛද්‍ය සායනය"),
            ("බ්‍රහස්පතින්දා", "ප.ව. 3.00", "තරුණ කණ්ඩායම"), ("සිකුරාදා", "පෙ.ව. 9.30", "කලා චිකිත්සාව")]
_TA_ROWS = [("திங்கள்", "காலை 9.00", "லித்தியம் இரத்தப் பரிசோதனை"), ("செவ்வாய்", "காலை 10.00", "சக ஆதரவுக் குழு"), ("புதன்", "மாலை 3.00", "குடும்ப அமர்வு"),
            ("வியாழன்", "காலை 9.30", "மனநல மருத்துவர் சந்திப்பு"), ("வெள்ளி", "காலை 11.00", "இளைஞர் குழு")]
_KM_ROWS = [("ថ្ងៃច័ន្ទ", "ម៉ោង ៨:០០ - ១១:០០", "ពិគ្រោះជំងឺផ្លូវចិត្ត"), ("ថ្ងៃអង្គារ", "ម៉ោង ២:០០ - ៤:០០", "ក្រុមគាំទ្រមិត្តភក្តិ"), ("ថ្ងៃពុធ", "ម៉ោង ៨:០០ - ១០:០០", "ការពិនិត្យឈាម (លីចូម)"),
            ("ថ្ងៃព្រហស្បតិ៍", "ម៉ោង ២:០០ - ៤:០០", "វគ្គសម្រាប់គ្រួសារ"), ("ថ្ងៃសុក្រ", "ម៉ោង ៨:០០ - ១១:០០", "ពិគ្រោះជំងឺផ្លូវចិត្ត")]


def _kk_row(d: Draw) -> str:
    day, hours, what = d.pick(_KK_ROWS)
    return f"{day} | {hours} | {what} | {d.rng.randint(101, 120)}-кабинет"


def _ru_row(d: Draw) -> str:
    day, hours, what = d.pick(_RU_ROWS)
    return f"{day} | {hours} | {what} | каб. {d.rng.randint(101, 120)}"


def _uz_row(d: Draw) -> str:
    day, hours, what = d.pick(_UZ_ROWS)
    return f"{day} | {hours} | {what} | {d.rng.randint(1, 4)}-xona"


def _mn_row(d: Draw) -> str:
    unit, beds, occ = d.pick(_MN_ROWS)
    return f"{unit} | {beds} | {occ} | {int(occ) * 100 // int(beds)}%"


def _si_row(d: Draw) -> str:
    day, t, what = d.pick(_SI_ROWS)
    return f"{day} | {t} | {what} | {d.rng.randint(1, 6)} කාමරය"


def _ta_row(d: Draw) -> str:
    day, t, what = d.pick(_TA_ROWS)
    return f"{day} | {t} | {what} | அறை {d.rng.randint(1, 9)}"


def _km_row(d: Draw) -> str:
    day, t, what = d.pick(_KM_ROWS)
    return f"{day} | {t} | {what} | បន្ទប់ {_khmer(str(d.rng.randint(1, 9)))}"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "ru":
            return f"{dd} {_RU_GEN[m - 1]} {y} г."
        if lang == "kk":
            return f"{y} жылғы {dd} {_KK_MONTHS[m - 1]}"
        if lang == "uz":
            return f"{y}-yil {dd}-{_UZ_MONTHS[m - 1]}"
        if lang == "uzc":
            return f"{y} йил {dd} {_UZC_MONTHS[m - 1]}"
        if lang == "mn":
            return f"{y} оны {m} сарын {dd}"
        if lang == "si":
            return f"{y} {_SI_MONTHS[m - 1]} {dd}"
        if lang == "ta":
            return f"{dd} {_TA_MONTHS[m - 1]} {y}"
        if lang == "km":
            return f"ថ្ងៃទី{_khmer(str(dd))} ខែ{_KM_MONTHS[m - 1]} ឆ្នាំ{_khmer(str(y))}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "hospital": HOSPITAL, "edp": EDP, "lcc": LCC, "crisis": CRISIS, "peers": PEERS, "plan": PLAN,
    "kz_partner": KZ_PARTNER, "kz_partner_kk": KZ_PARTNER_KK, "uz_partner": UZ_PARTNER, "uz_partner_cyr": UZ_PARTNER_CYR, "mn_partner": MN_PARTNER,
    "lk_partner": LK_PARTNER, "lk_partner_si": LK_PARTNER_SI, "lk_partner_ta": LK_PARTNER_TA, "in_partner": IN_PARTNER, "kh_partner": KH_PARTNER,
    "h_phone": ORGANISATION_CONTACTS[0], "h_fax": ORGANISATION_CONTACTS[1], "h_addr": ORGANISATION_CONTACTS[2], "h_email": ORGANISATION_CONTACTS[3],
    "h_web": ORGANISATION_CONTACTS[4], "ed_phone": ORGANISATION_CONTACTS[5], "ed_addr": ORGANISATION_CONTACTS[6], "ed_email": ORGANISATION_CONTACTS[7],
    "li_phone": ORGANISATION_CONTACTS[8], "li_addr": ORGANISATION_CONTACTS[9], "li_email": ORGANISATION_CONTACTS[10], "cr_phone": ORGANISATION_CONTACTS[11],
    "cr_web": ORGANISATION_CONTACTS[12], "pe_phone": ORGANISATION_CONTACTS[13], "pe_email": ORGANISATION_CONTACTS[14], "plan_phone": ORGANISATION_CONTACTS[15],
    "kz_phone_intl": ORGANISATION_CONTACTS[16], "kz_phone": ORGANISATION_CONTACTS[17], "kz_email": ORGANISATION_CONTACTS[18],
    "uz_phone_intl": ORGANISATION_CONTACTS[19], "uz_phone": ORGANISATION_CONTACTS[20], "uz_email": ORGANISATION_CONTACTS[21],
    "mn_phone_intl": ORGANISATION_CONTACTS[22], "mn_phone": ORGANISATION_CONTACTS[23], "mn_email": ORGANISATION_CONTACTS[24],
    "lk_phone_intl": ORGANISATION_CONTACTS[25], "lk_phone": ORGANISATION_CONTACTS[26], "lk_email": ORGANISATION_CONTACTS[27],
    "jf_phone_intl": ORGANISATION_CONTACTS[28], "jf_phone": ORGANISATION_CONTACTS[29],
    "in_phone_intl": ORGANISATION_CONTACTS[30], "in_phone": ORGANISATION_CONTACTS[31], "in_email": ORGANISATION_CONTACTS[32],
    "kh_phone_intl": ORGANISATION_CONTACTS[33], "kh_phone": ORGANISATION_CONTACTS[34], "kh_email": ORGANISATION_CONTACTS[35],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "kz_bin": KZ_BIN, "uz_stir": UZ_STIR, "mn_register": MN_REGISTER, "lk_trust_reg": LK_TRUST_REG, "in_trust_reg": IN_TRUST_REG,
    "own_md": STAFF[0], "own_md2": STAFF[1], "own_rn": STAFF[2], "own_lpn": STAFF[3], "own_pharm": STAFF[4], "own_arnp": STAFF[5], "own_licsw": STAFF[6],
    "own_psych": STAFF[7],
    "kz_director": "главный врач Гульмира Сарсенбаевна Ахметжанова", "kk_director": "бас дәрігер Гүлмира Сәрсенбайқызы Ахметжанова",
    "uz_director": "bosh shifokor Nodira Xudoyberdiyeva", "uzc_director": "бош шифокор Нодира Худойбердиева", "mn_director": "Эмнэлгийн дарга Ц. Оюунгэрэл",
    "lk_director": "Dr. Anoma Wijesekera-Fonseka, Consultant Psychiatrist", "si_director": "වෛද්‍ය අනෝමා විජේසේකර", "ta_lk_director": "மருத்துவர் ச. தர்ஷினி குகதாசன்",
    "in_director": "மருத்துவர் இரா. செந்தாமரை", "kh_director": "វេជ្ជបណ្ឌិត ឡុង សុវណ្ណារី",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "occupancy_table": _table(_occupancy_row, 5), "occupancy_csv": _rows(_occupancy_csv_row, 6, 3),
    "ed_table": _table(_ed_row, 7), "ed_csv": _rows(_ed_csv_row, 8, 10), "ed_json": _rows(_ed_json_row, 5, 24, ", "),
    "li_table": _table(_li_row, 5), "li_csv": _rows(_li_csv_row, 5, 16),
    "inv_table": _table(_inv_row, 5), "inv_csv": _rows(_inv_csv_row, 6, 12),
    "ect_table": _table(_ect_row, 7), "ect_csv": _rows(_ect_csv_row, 7, 30), "ect_xml": _rows(_ect_xml_row, 5, 30),
    "group_table": _table(_group_row, 5), "group_json": _rows(_group_json_row, 4, 30, ", "), "group_ics": _rows(_group_ics, 3, 60),
    "formulary_json": _rows(_formulary_json_row, 4, 30, ", "), "batch_csv": _rows(_batch_csv_row, 5, 20), "beds_xml": _rows(_beds_xml_row, 5, 18),
    "kk_table": _table(_kk_row, 4), "ru_table": _table(_ru_row, 4), "uz_table": _table(_uz_row, 4), "mn_table": _table(_mn_row, 4),
    "si_table": _table(_si_row, 4), "ta_table": _table(_ta_row, 4), "km_table": _table(_km_row, 4),
    "en_date": _doc_date("en"), "ru_date": _doc_date("ru"), "kk_date": _doc_date("kk"), "uz_date": _doc_date("uz"), "uzc_date": _doc_date("uzc"),
    "mn_date": _doc_date("mn"), "si_date": _doc_date("si"), "ta_date": _doc_date("ta"), "km_date": _doc_date("km"),
    "unit_name": lambda d: d.pick(_UNITS), "county": lambda d: d.pick(_COUNTIES),
    "nurse_own": lambda d: ", ".join(d.pick(_NURSES)), "peer_lead": lambda d: d.pick(_PEER_LEADS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)), "beds": lambda d: str(d.rng.randint(18, 36)),
    "pct_hi": lambda d: f"{d.rng.randint(82, 97)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(41, 79)}.{d.rng.randint(0, 9)}",
    "hours": lambda d: str(d.rng.randint(4, 72)), "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}",
    "policy_no": lambda d: f"PHBH-{d.pick(['PC', 'NR', 'MM', 'EC', 'RI'])}-{d.rng.randint(100, 480)}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_den": lambda d: str(d.rng.randint(300, 2400)), "fhir_num": lambda d: str(d.rng.randint(100, 299)), "score": lambda d: f"0.{d.rng.randint(10, 45)}",
    "los": lambda d: f"{d.rng.randint(5, 21)}.{d.rng.randint(0, 9)}", "serial_dev": lambda d: f"{d.pick(['TS4', 'SP5'])}-{d.rng.randint(10000, 69999)}",
    "impedance": lambda d: str(d.rng.randint(180, 260)), "temp_c": lambda d: f"{d.rng.randint(19, 23)}.{d.rng.randint(0, 9)}",
    "kzt": lambda d: f"{d.rng.randint(2, 90)} {d.rng.randint(100, 999)}", "uzs": lambda d: f"{d.rng.randint(20, 900)} {d.rng.randint(100, 999)}",
}

US = ("en_US",)
KZ = ("ru_KZ",)
KK = ("kk_KZ",)
UZ = ("uz_UZ",)
UZC = ("uz_Cyrl",)
MN = ("mn_MN",)
LK = ("en_LK",)
LKS = ("si_LK",)
TN = ("ta_IN",)
TNE = ("en_IN",)
KH = ("km_KH",)
KHE = ("en_KH",)
OTHER_LOCALES = KZ + KK + UZ + UZC + MN + LK + LKS + TN + TNE + KH + KHE + ("ta_LK",)
TA_LK = ("ta_LK",)  # a notice in Tamil as Sri Lanka prints it (identifier-free only: no person is drawn)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- psychiatric-unit house rules
    ("b65c_house_rules", "psychiatric_unit_house_rules", US,
     "{hospital} - {unit_name}\nUNIT EXPECTATIONS (revised {en_date})\n1. Wake-up 07:00; breakfast 07:45 in the day room. Groups run 09:30-15:30 on weekdays.\n"
     "2. Phones: the unit phone is available 10:00-12:00 and 17:00-21:00, ten minutes a call. Personal cell phones stay in the locker.\n"
     "3. Belts, cords, glass, aerosol cans and anything with a blade are kept by staff until discharge.\n4. Quiet hours start at 22:00. Lights out at 23:00.\n"
     "5. Please speak to your nurse if you feel unsafe at any time. Questions about these rules: the charge nurse or {own_rn}."),
    ("b65c_visitor_card", "psychiatric_unit_house_rules", US,
     "VISITING HOURS - {hospital}\nAdult units: daily 15:00-17:00 and 18:30-20:00. Adolescent unit (3 West): parents and guardians 17:00-19:30.\n"
     "Two visitors at a time; visitors under 14 by arrangement with the social worker. Lockers at the front desk for bags and phones.\n"
     "Call {h_phone} before you come: the unit may be closed to visitors for a few hours. Main entrance: {h_addr}. Updated {en_date}; free parking in lot ((B||C||D))."),
    ("b65c_belongings", "psychiatric_unit_house_rules", US,
     "WHAT TO BRING FOR A STAY ON {unit_name}\nAllowed: 5 days of clothes without strings, slip-on shoes, soft-cover books, sealed toiletries (unit staff check them), a list of phone numbers on paper.\n"
     "Not allowed: belts, shoelaces, razors, hair dryers, spiral notebooks, food from outside, medications from home (the pharmacy supplies them).\n"
     "Laundry machines on the unit; detergent provided. Lost property is held 30 days. {hospital}, {h_web}. Revised {en_date}, policy {policy_no}."),
    ("b65c_quiet_hours", "psychiatric_unit_house_rules", US,
     "NOTICE TO PATIENTS - {unit_name}\nFrom {dos} the quiet room will be open 24 hours. Sensory tools (weighted blankets, noise-cancelling headphones, stress balls) can be borrowed "
     "from the nurses' station. The courtyard is open ((10:00-11:30||13:00-14:30)) when two staff are available. Smoking is not allowed anywhere on campus; nicotine patches and gum are "
     "offered. - {own_arnp}, nurse manager"),
    # ---- eating-disorder day programme
    ("b65c_ed_table", "eating_disorder_day_program_timetable", US,
     "{edp} - PARTIAL HOSPITALIZATION DAILY TIMETABLE ({en_date})\nTime | Activity | Where | Staff\n{ed_table}\n"
     "Meals and snacks are supported by staff at the table; bathrooms are closed for 45 minutes after meals. Questions: {ed_phone}."),
    ("b65c_ed_csv", "csv_export", US,
     "weekday,start,activity,track,minutes\n{ed_csv}\n# {edp} schedule export {iso_ts}; program blocks only"),
    ("b65c_ed_meal_notice", "eating_disorder_day_program_timetable", US,
     "MEAL SUPPORT GUIDELINES FOR FAMILIES - {edp}\nFamily meals are on ((Tuesdays||Thursdays)) at 12:00. Please arrive at 11:45 and leave phones in the basket. "
     "We do not talk about numbers, calories or bodies at the table. Plates are planned with the dietitian ({nurse_own}) to the exchange plan; a meal is 30 minutes and a snack 15. "
     "The program admits people aged 12 to 65. Parking validation at the front desk, {ed_addr}. E-mail: {ed_email}. Revised {en_date}."),
    ("b65c_ed_json", "json_export", US,
     "{\"program\": \"{edp}\", \"level\": \"PHP\", \"effective\": \"{eff_iso}\", \"blocks\": [{ed_json}], \"contact\": \"{ed_email}\"}"),
    # ---- lithium and clozapine clinic
    ("b65c_li_table", "lithium_clozapine_clinic_schedule", US,
     "{lcc} - CLINIC SESSIONS, week of {en_date}\nDay | Hours | Session | Room\n{li_table}\n"
     "Lithium levels are drawn 12 hours after the evening dose: take your evening dose as usual and skip the morning dose until after the draw. Clinic line {li_phone}."),
    ("b65c_clozapine_protocol", "lithium_clozapine_clinic_schedule", US,
     "CLOZAPINE MONITORING PROTOCOL (version {ver}, {en_date})\nANC weekly for the first 6 months, every 2 weeks for months 6-12, monthly after 12 months. "
     "General population: hold at ANC below 1000/microL; benign ethnic neutropenia (BEN) range: hold below 500/microL. Troponin and CRP weekly for the first 4 weeks. "
     "Constipation screen at every visit; bowel regimen with the first dose. Pharmacy does not dispense without a current ANC in the record. "
     "Prescriber lead: {own_md2}. Pharmacist: {own_pharm}. {lcc}, {li_addr}."),
    ("b65c_li_csv", "csv_export", US,
     "day,hours,session,booked,no_shows\n{li_csv}\n# {lcc} session volumes {iso_ts}; counts only"),
    ("b65c_li_memo", "lithium_clozapine_clinic_schedule", US,
     "MEMO - {lcc}\nTo: prescribers and pharmacy\nFrom: {own_pharm}\nDate: {en_date}\nRe: lithium carbonate supply\n"
     "The 300 mg capsules (NDC 00054-8527-25) are on backorder for about ((4||6||8)) weeks. Substitute the 300 mg tablets (NDC 00054-4527-25); the dose is the same. "
     "Lot {lot} of the ER 450 mg tablets was recalled by the manufacturer for dissolution failure; quarantine any stock. Levels in 5 to 7 days after any switch. Pharmacy line {li_phone}."),
    # ---- involuntary-admission statistics
    ("b65c_inv_table", "involuntary_admission_statistics", US,
     "{hospital} - INVOLUNTARY TREATMENT ACT ADMISSIONS, FY {year}\nMonth | Initial detentions | 14-day petitions | 90-day petitions | Less-restrictive orders | Share of admissions\n"
     "{inv_table}\nCounts of detentions; no person is named. Source: admissions log. Prepared by {own_licsw}."),
    ("b65c_inv_csv", "involuntary_admission_statistics", US,
     "county,quarter,ita_detentions,converted_14d,lra_orders,revocations\n{inv_csv}\n# {plan} behavioral health dashboard, {iso_ts}"),
    ("b65c_inv_narrative", "involuntary_admission_statistics", US,
     "Involuntary treatment summary ({quarter}). Designated crisis responders referred {cnt_big} people in the plan's counties; {pct_lo}% were detained to an evaluation and treatment "
     "facility and the rest were diverted to crisis stabilization or voluntary care. The median length of stay on the E&T unit was {los} days. Single-bed certifications fell to {cnt}. "
     "People aged 18 to 25 made up {pct_lo}% of detentions. Report by {own_licsw} for {plan}; questions to the provider line {plan_phone}."),
    ("b65c_inv_fhir", "involuntary_admission_statistics", US,
     "{\"resourceType\": \"MeasureReport\", \"id\": \"{guid}\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{h_web}/Measure/ita-detention-rate\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{hospital}\"}, \"period\": {\"start\": \"2025-07-01\", \"end\": \"2025-12-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"denominator\"}, \"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {score}}}]}"),
    # ---- ECT suite equipment checks
    ("b65c_ect_checklist", "ect_suite_equipment_check", US,
     "ECT SUITE - PRE-SESSION EQUIPMENT CHECK ({en_date}, {clock})\nItem | Model | Check | Result\n{ect_table}\n"
     "Room temperature {temp_c} C. Oxygen supply pressure checked. Checked by {own_rn} and the anesthesia tech. {hospital}, ECT service."),
    ("b65c_ect_csv", "ect_suite_equipment_check", US,
     "date,item,model,result,initials\n{ect_csv}\n# ECT suite device log, {hospital}; equipment only"),
    ("b65c_ect_memo", "ect_suite_equipment_check", US,
     "BIOMED SERVICE REPORT - ECT device serial {serial_dev}\nWork order {fivedig}, {en_date}. Annual preventive maintenance: output calibration within 2% on the 220 ohm test load "
     "(measured impedance {impedance} ohms on the patient-cable check), EEG channel noise within spec, firmware {ver}. Next PM due {dos2}. Technician: Farrah Ostrowski-Lee, CBET. "
     "Device returned to service; ECT sessions resume ((Monday||Wednesday)) at 07:00."),
    ("b65c_ect_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<inventory site=\"{hospital}\" room=\"ECT suite\" generated=\"{eff_iso}\">\n{ect_xml}\n</inventory>"),
    # ---- peer-support calendars
    ("b65c_peer_table", "peer_support_group_calendar", US,
     "{peers} - GROUP CALENDAR, {en_date}\nGroup | Day | Time | Where | Facilitator\n{group_table}\n"
     "All groups are free and drop-in unless marked. Questions: {pe_phone} or {pe_email}."),
    ("b65c_peer_ics", "peer_support_group_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Narrows Peer Support Collective//Groups//EN\n{group_ics}\nEND:VCALENDAR"),
    ("b65c_peer_flyer", "peer_support_group_calendar", US,
     "YOU ARE NOT ALONE\nPeer-led groups for people living with voices, mood swings or the aftermath of a crisis - run by people who have been there.\n"
     "New this month: ((a suicide-loss survivors circle on the second Saturday||an evening group for young adults 18-26||a Spanish-language group on Thursdays)).\n"
     "First meeting: {en_date}, ((18:00||17:30||10:00||13:00)). {peers} | {pe_phone} | {pe_email}\nNo referral needed. No cost. ((Coffee's on us.||Snacks provided.||Bus passes available.))"),
    ("b65c_peer_json", "json_export", US,
     "{\"organization\": \"{peers}\", \"updated\": \"{iso_ts}\", \"groups\": [{group_json}], \"phone\": \"{pe_phone}\"}"),
    # ---- crisis-line posters
    ("b65c_crisis_poster", "mental_health_crisis_line_poster", US,
     "IN CRISIS? CALL OR TEXT 988\nor our local line, 24 hours a day: {cr_phone}\n{crisis} - trained counselors, free and confidential.\n"
     "If someone is in immediate danger, call 911. More at {cr_web}.\nPoster {ver} - ((English||English/Spanish||large print)) - printed {en_date}"),
    ("b65c_crisis_poster2", "mental_health_crisis_line_poster", US,
     "Thinking about suicide? Worried about someone?\n((Talk to us.||We will listen.||You can call before it gets worse.))\n{cr_phone} (any time)  |  988 Suicide & Crisis Lifeline  |  "
     "Text HOME to 741741\nMobile crisis teams cover Pierce, King and Kitsap counties. {crisis}, a program with {hospital}. Form CR-{small_count}, rev. {en_date}."),
    ("b65c_crisis_stats_poster", "mental_health_crisis_line_poster", US,
     "LAST YEAR THE {crisis} ANSWERED {cnt_big} CALLS A MONTH.\n{pct_hi}% were resolved on the phone; mobile teams went out {cnt} times a week. Callers were 13 to 84 years old.\n"
     "Volunteer with us: 40 hours of training, shifts from 4 hours. {cr_web} | {cr_phone}"),
    # ---- bed occupancy
    ("b65c_occ_table", "bed_occupancy_report", US,
     "{hospital} - MIDNIGHT BED CENSUS SUMMARY, {en_date}\nUnit | Staffed beds | Occupied | Occupancy | Admissions | Discharges\n{occupancy_table}\n"
     "Boarders in partner emergency departments awaiting a bed: {cnt}. House supervisor on duty: {own_rn}."),
    ("b65c_occ_csv", "csv_export", US,
     "unit,census_date,staffed_beds,occupied,admissions,discharges,blocked_beds\n{occupancy_csv}\n# {hospital} occupancy feed {iso_ts}; unit totals"),
    ("b65c_occ_hl7", "hl7_export", US,
     "MSH|^~\\&|BEDBOARD|PHBH|REGION|WA-BHC|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nOBR|1||{fivedig}|BEDCAP^Psychiatric bed capacity, facility aggregate^L|||{hl7_ts}\n"
     "OBX|1|NM|STAFFED^Staffed beds^L||{beds}||||||F\nOBX|2|NM|OCC^Occupied beds^L||{occ}||||||F\nOBX|3|NM|BOARD^ED boarders^L||{small_digit}||||||F"),
    # ---- exports of non-personal data
    ("b65c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*PUGETHOLLOW    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*PUGETHOLLOW*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X223A2~\nAK2*837*{four_digits}*005010X223A2~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b65c_batch_csv", "csv_export", US,
     "transaction,batch,submitted,claims,billed_usd,rejected,status\n{batch_csv}\n# {hospital} claim batches to {plan} (payer {payer_id}); billing NPI {own_npi}; EIN {org_ein}"),
    ("b65c_formulary_json", "json_export", US,
     "{\"plan\": \"{plan}\", \"rxbin\": \"{rxbin}\", \"pcn\": \"{pcn}\", \"group\": \"{group_no}\", \"class\": \"mood stabilizers and clozapine\", \"effective\": \"{eff_iso}\", "
     "\"drugs\": [{formulary_json}]}"),
    ("b65c_beds_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<bedCapacity facility=\"{hospital}\" npi=\"{own_npi}\" asOf=\"{iso_ts}\">\n{beds_xml}\n</bedCapacity>"),
    # ---- notices in other locales
    ("b65c_kz_ru_schedule", "lithium_clozapine_clinic_schedule", KZ,
     "{kz_partner}\nГРАФИК КАБИНЕТА КОНТРОЛЯ ЛИТИЯ И КЛОЗАПИНА (с {ru_date})\nДень | Часы | Приём | Кабинет\n{ru_table}\n"
     "Кровь на литий сдаётся через 12 часов после вечернего приёма препарата. Справки: {kz_phone}, {kz_email}. БИН {kz_bin}."),
    ("b65c_kz_ru_rules", "psychiatric_unit_house_rules", KZ,
     "ПРАВИЛА ВНУТРЕННЕГО РАСПОРЯДКА ОТДЕЛЕНИЯ ({kz_partner}, ред. от {ru_date})\n1. Подъём в 7:00, отбой в 22:00.\n2. Посещения ежедневно с 16:00 до 18:00, не более двух посетителей.\n"
     "3. Запрещено передавать лекарства, острые предметы и продукты без согласования с дежурной медсестрой.\n4. Телефоны выдаются с 12:00 до 13:00.\nТелефон справочной: {kz_phone_intl}."),
    ("b65c_kz_kk_notice", "peer_support_group_calendar", KK,
     "{kz_partner_kk}\nӨЗАРА КӨМЕК ТОПТАРЫНЫҢ КЕСТЕСІ ({kk_date} бастап)\nКүн | Уақыт | Тақырып | Кабинет\n{kk_table}\n"
     "Топтарға қатысу тегін. Анықтама телефоны: {kz_phone}. Электрондық пошта: {kz_email}."),
    ("b65c_kz_kk_stats", "involuntary_admission_statistics", KK,
     "{kz_partner_kk} - {year} жылғы мәжбүрлі емдеуге жатқызу туралы есеп\nБарлығы {cnt_big} адам емделді, оның ішінде сот шешімімен - {cnt}. "
     "Орташа емделу ұзақтығы {los} күн. Деректер жинақталған түрде берілген. Есепті дайындаған: {kk_director}. Тел.: {kz_phone_intl}."),
    ("b65c_uz_latin_groups", "peer_support_group_calendar", UZ,
     "{uz_partner}\nTENGDOSHLAR YORDAMI GURUHLARI JADVALI ({uz_date} dan)\nKun | Vaqt | Mashg'ulot | Xona\n{uz_table}\n"
     "Qatnashish bepul. Ma'lumot uchun: {uz_phone}, {uz_email}. STIR {uz_stir}."),
    ("b65c_uz_latin_crisis", "mental_health_crisis_line_poster", UZ,
     "QIYIN VAZIYATDAMISIZ?\nRuhiy salomatlik bo'yicha maslahat telefoni: {uz_phone_intl} (har kuni 08:00-20:00)\nSuhbat maxfiy va bepul. Shoshilinch holatda 103 raqamiga qo'ng'iroq qiling.\n{uz_partner}, {uz_date}"),
    ("b65c_uz_cyr_beds", "bed_occupancy_report", UZC,
     "{uz_partner_cyr}\n{uzc_date} ҳолатига ўринлар бандлиги: жами {beds} ўрин, банд - {occ}, бўш - {free_beds}. Ўртача даволаниш муддати {los} кун. "
     "Маълумот учун: {uz_phone}. Ҳисоботни тайёрлади: {uzc_director}."),
    ("b65c_mn_beds", "bed_occupancy_report", MN,
     "{mn_partner}\nОРНЫ ЭЗЛЭХҮҮНИЙ МЭДЭЭ ({mn_date}-ны байдлаар)\nТасаг | Ор | Эзэлсэн | Хувь\n{mn_table}\n"
     "Мэдээг нэгтгэсэн: {mn_director}. Утас: {mn_phone}, {mn_email}. Регистрийн дугаар {mn_register}."),
    ("b65c_mn_rules", "psychiatric_unit_house_rules", MN,
     "ЭМНЭЛГИЙН ДОТООД ЖУРАМ ({mn_partner}, {mn_date})\n1. Эргэлт өдөр бүр 15:00-18:00 цагт.\n2. Хурц үзүүртэй эд зүйл, эм, согтууруулах ундаа авчрахыг хориглоно.\n"
     "3. Утсаа жижүүр сувилагчид хадгалуулна.\nЛавлах утас: {mn_phone_intl}."),
    ("b65c_lk_si_groups", "peer_support_group_calendar", LKS,
     "{lk_partner_si}\nසම වයසේ සහාය කණ්ඩායම් කාලසටහන ({si_date} සිට)\nදිනය | වේලාව | සැසිය | ස්ථානය\n{si_table}\n"
     "සහභාගීත්වය නොමිලේ. විමසීම්: {lk_phone}, {lk_email}."),
    ("b65c_lk_si_crisis", "mental_health_crisis_line_poster", LKS,
     "ඔබට කතා කිරීමට අවශ්‍යද?\n{lk_partner} සහාය දුරකථනය: {lk_phone_intl} (දිනපතා පෙ.ව. 8 සිට ප.ව. 8 දක්වා)\nරහස්‍යභාවය සුරකිනු ලැබේ. හදිසි අවස්ථාවකදී 1990 අමතන්න. {si_director}, {si_date}"),
    ("b65c_lk_ta_rules", "psychiatric_unit_house_rules", TA_LK,
     "{lk_partner_ta}\nவிடுதி நடைமுறை விதிகள் ({ta_date})\n1. பார்வையாளர் நேரம்: மாலை 4.00 - 6.00.\n2. ஒரே நேரத்தில் இருவர் மட்டும்.\n"
     "3. மருந்துகள், கூர்மையான பொருட்கள் கொண்டு வருதல் தடைசெய்யப்பட்டுள்ளது.\nதொடர்பு: {jf_phone}. {ta_lk_director}"),
    ("b65c_lk_ta_schedule", "lithium_clozapine_clinic_schedule", TA_LK,
     "{lk_partner_ta} - லித்தியம் சிகிச்சை மருத்துவமனை நேர அட்டவணை ({ta_date} முதல்)\nநாள் | நேரம் | சேவை | அறை\n{ta_table}\n"
     "இரத்தப் பரிசோதனைக்கு முன் காலை மருந்தை உட்கொள்ள வேண்டாம். தொடர்புக்கு: {jf_phone_intl}."),
    ("b65c_kh_schedule", "peer_support_group_calendar", KH,
     "{kh_partner}\nកាលវិភាគសេវាសុខភាពផ្លូវចិត្ត (ចាប់ពី{km_date})\nថ្ងៃ | ម៉ោង | សេវា | បន្ទប់\n{km_table}\n"
     "សេវាទាំងអស់ឥតគិតថ្លៃ។ ទំនាក់ទំនង៖ {kh_phone} ឬ {kh_email}។"),
    ("b65c_kh_crisis", "mental_health_crisis_line_poster", KH,
     "តើអ្នកកំពុងមានអារម្មណ៍តានតឹងមែនទេ?\nសូមទូរស័ព្ទមកកាន់ខ្សែជំនួយ {kh_phone_intl} (ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង ៧:៣០ - ៥:០០)\nការសន្ទនាទាំងអស់ត្រូវបានរក្សាការសម្ងាត់។ {kh_partner} - {kh_director} - {km_date}"),
    ("b65c_kh_beds", "bed_occupancy_report", KH,
     "{kh_partner}\nរបាយការណ៍គ្រែ ({km_date})៖ គ្រែសរុប {beds} គ្រែ, អ្នកជំងឺសម្រាកព្យាបាល {occ} នាក់។ រយៈពេលសម្រាកព្យាបាលជាមធ្យម {los} ថ្ងៃ។ "
     "ទិន្នន័យសរុប មិនបង្ហាញអត្តសញ្ញាណបុគ្គលទេ។ ទូរស័ព្ទ៖ {kh_phone}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b65_admit_assessment", "psychiatric_admission_assessment", US,
     "{hospital} - PSYCHIATRIC ADMISSION ASSESSMENT\nPatient: {last}, {first}   MRN: [[record_number:mrn_v65]]   DOB: [[date_of_birth:dob_v65]]   Sex: {sex}\n"
     "SSN: [[ssn:ssn_v65]]   Apple Health: [[member_id:providerone_v65]]\nAddress: [[address:addr_wa_v65]]\nCollateral: {first2} {last2} ((family member||emergency contact||spouse||lives with patient)), [[phone:phone_wa_v65]]\n"
     "Chief complaint: (('I haven't slept in five days'||'the voices told me to stop eating'||'I wanted to die, I still do')). MSE: ((pressured speech, grandiose||flat affect, "
     "thought blocking||tearful, psychomotor slowing)). C-SSRS: ((moderate||high)) risk. Admitted to {unit_name} by {own_md}."),
    ("b65_admit_chat", "psychiatric_admission_assessment", US,
     "[{clock}] Intake RN (Giselle): Before we finish, I need your date of birth and your insurance number.\n[{clock}] Patient: [[date_of_birth:dob_v65]]. "
     "It's Apple Health, the card says [[member_id:providerone_v65]]\n[{clock}] Intake RN (Giselle): Thank you. Who should we call if something changes?\n"
     "[{clock}] Patient: my ((mom||dad||partner)), [[phone:phone_wa_v65]], or e-mail [[email:email_v65]]\n[{clock}] Intake RN (Giselle): Got it. Your chart number here is [[record_number:mrn_v65]]."),
    ("b65_hold_form", "involuntary_hold_form", US,
     "PETITION FOR INITIAL DETENTION (RCW 71.05.150) - EMERGENT 72-HOUR HOLD\nRespondent: {first} {last}   Date of birth: [[date_of_birth:dob_v65]]\n"
     "Last known address: [[address:addr_wa_v65]]\nSSN (if known): [[ssn:ssn_v65]]\nVehicle at scene: ((gray Honda Civic||white Ford Ranger||blue Subaru Outback)), plate [[vehicle_id:plate_wa_v65]] (towed)\n"
     "Grounds: ((danger to self: attempted hanging in the garage||grave disability: not eating, wandering on I-5||danger to others: threatened neighbor with a knife)).\n"
     "Designated crisis responder: Ramona Deschenes-Achebe, MHP. Detained to {hospital} E&T at {clock}."),
    ("b65_ed_weight_note", "eating_disorder_weight_monitoring", US,
     "{edp} - WEIGHT MONITORING NOTE (blind weight)\nPatient: {first} {last}   Chart: [[record_number:edp_chart_v65]]   DOB: [[date_of_birth:dob_teen_v65]]\n"
     "Gown weight ((41.8||46.3||39.9||52.4)) kg (week change ((+0.6||+0.2||-0.3||+0.9)) kg), %mBMI ((78||84||71||88)). Orthostatics: HR {fivedig_hr} supine. Phosphate ((0.8||1.0||1.1)) mmol/L.\n"
     "Parent e-mail for the weekly update: [[email:email_v65]]\nThis week's program fee was charged to card [[card:card_v65]].\nRD: Solveig Marchbanks, RD"),
    ("b65_ed_weight_log", "eating_disorder_weight_monitoring", US,
     "WEIGHT LOG - {edp}\nName: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_teen_v65]]   Plan member: [[member_id:member_v65]]\n"
     "Week | Weight (kg) | Goal range | Vitals\n1 | ((40.2||44.6||38.7)) | 49-52 | HR 44, BP 86/52\n2 | ((40.9||45.0||39.5)) | 49-52 | HR 48\n3 | ((41.6||45.9||40.1)) | 49-52 | HR 51\n"
     "Home address for the meal kit delivery: [[address:addr_wa_v65]]\nParent cell: [[phone:phone_wa_v65]]"),
    ("b65_lithium_letter", "lithium_level_letter", US,
     "{lcc}\n{li_addr}\n\n{en_date}\n\n{first} {last}\n[[address:addr_wa_v65]]\n\nDear {first} {last},\n\nYour most recent lithium level "
     "(date of birth on the lab order: [[date_of_birth:dob_v65]]; chart [[record_number:mrn_v65]]) was ((1.4 mmol/L. This is higher than we want. Please skip tonight's dose and come for a repeat level tomorrow.||"
     "0.3 mmol/L. This is lower than the range. Please call us to talk about your dose.||1.9 mmol/L. This is too high. Please go to the emergency department today.)) "
     "We tried to reach you at [[phone:phone_wa_v65]].\n\nSincerely,\n{own_md2}"),
    ("b65_lithium_elder", "lithium_level_letter", US,
     "{lcc}\n\n{en_date}\n\n{first} {last}\n[[address:addr_wa_v65]]\n\nDear {first},\n\nAt [[age_over_89:age_elder_v65]] your kidneys clear lithium more slowly, and your last level "
     "was ((1.1||1.3)) mmol/L. Our records show your date of birth as [[date_of_birth:dob_elder_v65]] and your Medicare number as [[member_id:mbi_v65]]. "
     "Dr. Ormsby-Kwan would like to lower the dose to 150 mg at night and repeat the level in one week. {first2} {last2}, your contact on file, may call us for you.\n\nSincerely,\n{own_arnp}"),
    ("b65_lithium_portal", "lithium_level_letter", US,
     "MyChart message - {lcc}\nFrom: {first} {last} (MRN [[record_number:mrn_v65]])\nSent: {iso_ts} from IP [[ip_address:ip_v65]]\n"
     "Subject: lithium level\nHi, I got the letter about my level. I'm on ((900||1200||600)) mg. Can I do the blood draw at the lab near my work instead? My insurance ID is [[member_id:member_v65]] "
     "and my birthday is [[date_of_birth:dob_v65]]. You can text me at [[phone:phone_wa_v65]]. Thanks, {first}"),
    ("b65_safety_plan", "discharge_safety_plan", US,
     "MY SAFETY PLAN - {hospital} (Stanley-Brown)\nName: {first} {last}   Discharge date: {dos}   DOB: [[date_of_birth:dob_v65]]\n"
     "1. Warning signs: ((not sleeping, skipping meals||drinking alone, giving things away||staying in bed all day))\n2. Things I can do: walk the dog, shower, call the crisis line\n"
     "3. People I can call: {first2} {last2}, [[phone:phone_wa_v65]]; {peers} {pe_phone}\n4. Making my home safer: my ((brother||sister||friend)) keeps the firearm and the car keys; car plate [[vehicle_id:plate_wa_v65]] "
     "stays at [[address:addr_wa_v65]].\n5. Crisis: 988 or {cr_phone}.\nReviewed with {own_licsw}."),
    ("b65_safety_portal", "discharge_safety_plan", US,
     "Safety plan e-signature record\nDocument: discharge safety plan v{ver}   Patient: {first} {last}   MRN [[record_number:mrn_plain_v65]]\n"
     "Signed {iso_ts} from [[ip_address:ip_v65]] (patient portal)\nCopy e-mailed to: [[email:email_v65]]\nPatient-listed support page: [[url:url_v65]]\n"
     "Emergency contact on file: {first2} {last2}, [[phone:phone_wa_v65]]"),
    ("b65_guardianship", "guardianship_capacity_report", US,
     "PROFESSIONAL GUARDIAN'S REPORT TO THE SUPERIOR COURT - PIERCE COUNTY\nIncapacitated person: {first} {last}, age [[age_over_89:age_elder_v65]], born [[date_of_birth:dob_elder_v65]]\n"
     "SSN [[ssn:ssn_v65]]   Medicare [[member_id:mbi_v65]]\nResidence: [[address:addr_wa_v65]] (adult family home)\nFunds: pension and Social Security deposited to [[bank_account:account_us_v65]] "
     "(guardianship account). Mental status: ((MoCA 9/30, needs help with all finances||moderate Alzheimer dementia, knows family, not the date)). Capacity evaluation by {own_psych}."),
    ("b65_capacity_letter", "guardianship_capacity_report", US,
     "To the court-appointed guardian ad litem\n\nRe: {first} {last}, [[age_over_89:age_v65]]\n\nI examined Mr./Ms. {last} at the geriatric unit on {dos}. The person could not explain the "
     "mortgage or the wire transfers from checking account [[bank_account:account_us_v65]]; a card ending in the full number [[card:card_v65]] was used for online purchases "
     "the person does not remember. In my opinion the person lacks capacity to manage finances but can still say where they wish to live. Home: [[address:addr_wa_v65]].\n\n{own_psych}"),
    ("b65_family_referral", "family_therapy_referral", US,
     "{hospital} - family therapy referral (web form {fivedig})\nYour name: {first2} {last2}\nYour e-mail: [[email:email_v65]]\nBest phone: [[phone:phone_wa_v65]]\n"
     "Family member in care: {first} {last}, DOB [[date_of_birth:dob_v65]]\nWhat is happening? ((Since their father died on||Since the divorce and then grandma's death on)) "
     "[[date_of_death:dod_v65]] they have not left their room. Our family blog: [[url:url_v65]]\nSubmitted {iso_ts} from [[ip_address:ip_v65]]"),
    ("b65_suicide_review", "suicide_death_review", US,
     "SENTINEL EVENT - SUICIDE DEATH REVIEW (confidential, RCW 70.41.200)\nDecedent: {first} {last}   MRN [[record_number:mrn_v65]]   DOB [[date_of_birth:dob_v65]]\n"
     "Date of death: [[date_of_death:dod_v65]], ((9||16||23)) days after discharge from {unit_name}.\nLast address: [[address:addr_wa_v65]]\nContacts after discharge: ((one missed appointment||"
     "two calls, no answer||a peer visit on day 3)). Family memorial page: [[url:url_memorial_v65]]. Root-cause team: {own_md}, {own_rn}, {own_licsw}."),
    ("b65_kz_ru_form", "kazakhstan_form", KZ,
     "{kz_partner}\nЗАЯВЛЕНИЕ НА ПОЛУЧЕНИЕ ЛЕКАРСТВ ПО ПРОГРАММЕ ГОБМП\nФ.И.О.: {last} {first}\nИИН: [[national_id:iin_v65]]\nДата рождения: [[date_of_birth:dob_v65]]\n"
     "Паспорт: [[national_id:passport_v65]]\nАдрес проживания: [[address:addr_kz_v65]]\nТел.: [[phone:phone_kz_v65]]   E-mail: [[email:email_v65]]\n"
     "IBAN для компенсации: [[bank_account:iban_kz_v65]]\nДиагноз: ((F31.1 биполярное расстройство||F20.0 параноидная шизофрения, клозапин||F32.2 депрессивный эпизод)). Подпись ______"),
    ("b65_kz_kk_form", "kazakhstan_form", KK,
     "{kz_partner_kk}\nСТАЦИОНАРҒА ЖАТҚЫЗУ ТУРАЛЫ АНЫҚТАМА\nТегі, аты: {last} {first}\nЖСН: [[national_id:iin_v65]]\nТуған күні: [[date_of_birth:dob_v65]]\n"
     "Мекенжайы: [[address:addr_kz_v65]]\nТелефоны: [[phone:phone_kz_v65]]\nЖеткізген көлік: [[vehicle_id:plate_kz_v65]]\n"
     "Туысы: {first2} {last2}, тел. [[phone:phone_kz_v65]]. Ақылы қызметке төленген карта: [[card:card_v65]]. Дәрігер: {kk_director}"),
    ("b65_uz_latin_form", "uzbekistan_form", UZ,
     "{uz_partner}\nAMBULATOR BEMOR KARTASI - MA'LUMOTLAR VARAQASI\nF.I.Sh.: {last} {first}\nJShShIR: [[national_id:pinfl_v65]]\nPasport: [[national_id:passport_v65]]\n"
     "Tug'ilgan sana: [[date_of_birth:dob_v65]]\nManzil: [[address:addr_uz_v65]]\nTelefon: [[phone:phone_uz_v65]]\nBank hisob raqami: [[bank_account:account_uz_v65]]\n"
     "Tashxis: ((F31 bipolyar buzilish, litiy||F20 shizofreniya||F43.1 TSSB)). Imzo ______"),
    ("b65_uz_cyr_form", "uzbekistan_form", UZC,
     "{uz_partner_cyr}\nОИЛАВИЙ ТЕРАПИЯГА ЙЎЛЛАНМА\nБемор: {last} {first}, ЖШШИР [[national_id:pinfl_v65]], туғилган сана [[date_of_birth:dob_v65]]\n"
     "Яшаш манзили: [[address:addr_uz_v65]]\nТелефон: [[phone:phone_uz_v65]]\nОила аъзоси: {first2} {last2}. Отасининг вафот этган санаси: [[date_of_death:dod_v65]]. "
     "Тўлов картаси: [[card:unionpay_v65]]. Шифокор: {uzc_director}"),
    ("b65_mn_form", "mongolia_form", MN,
     "{mn_partner}\nХЭВТЭН ЭМЧЛҮҮЛЭГЧИЙН КАРТ\nОвог нэр: {last} {first}\nРегистрийн дугаар: [[national_id:mn_reg_v65]]\nТөрсөн огноо: [[date_of_birth:dob_elder_v65]]   Нас: [[age_over_89:age_local_v65]]\n"
     "Хаяг: [[address:addr_mn_v65]]\nУтас: [[phone:phone_mn_v65]]\nДансны дугаар: [[bank_account:account_mn_v65]]\nОнош: ((F03 тодорхойгүй оюуны хомсдол||F32.1 сэтгэл гутрал)). Эмч: {mn_director}"),
    ("b65_lk_en_form", "sri_lanka_form", LK,
     "{lk_partner}\nCLIENT REGISTRATION - COMMUNITY MENTAL HEALTH PROGRAMME\nName with initials: {first} {last}\nNIC No: [[national_id:nic_v65]]\nDate of Birth: [[date_of_birth:dob_v65]]\n"
     "Permanent address: [[address:addr_lk_v65]]\nMobile: [[phone:phone_lk_v65]]\nE-mail: [[email:email_v65]]\nBank account for the livelihood grant: [[bank_account:account_lk_v65]]\n"
     "Diagnosis: ((bipolar affective disorder||schizophrenia||severe depression with psychotic features)). Signature ______"),
    ("b65_lk_si_form", "sri_lanka_form", LKS,
     "{lk_partner_si}\nරෝගී ලියාපදිංචි පත්‍රය\nනම: {last} {first}\nජා.හැ.අ.: [[national_id:nic_v65]]\nඋපන් දිනය: [[date_of_birth:dob_v65]]\nලිපිනය: [[address:addr_lk_v65]]\n"
     "දුරකථන අංකය: [[phone:phone_lk_v65]]\nගමන් බලපත්‍ර අංකය: [[national_id:passport_v65]]\nරෝග විනිශ්චය: ((විෂාදය||ද්විධ්‍රැව ආබාධය||භින්නෝන්මාදය)). අත්සන ______"),
    ("b65_in_ta_form", "india_tamil_nadu_form", TN,
     "{in_partner}\nமனநல சிகிச்சை பதிவுப் படிவம்\nபெயர்: {first} {last}\nஆதார் எண்: [[national_id:aadhaar_v65]]\nபிறந்த தேதி: [[date_of_birth:dob_v65]]\n"
     "முகவரி: [[address:addr_in_v65]]\nகைபேசி: [[phone:phone_in_v65]]\nவங்கிக் கணக்கு: [[bank_account:account_in_v65]]\n"
     "கணவர்/தந்தை இறந்த தேதி: [[date_of_death:dod_v65]]\nநோய் கண்டறிதல்: ((மனச்சோர்வு||இருமுனைக் கோளாறு||மனச்சிதைவு நோய்)). கையொப்பம் ______"),
    ("b65_in_en_form", "india_tamil_nadu_form", TNE,
     "{in_partner}\nDISTRICT MENTAL HEALTH PROGRAMME - DISABILITY CERTIFICATE REQUEST\nName: {first} {last}, S/o or D/o {last2}\nAadhaar: [[national_id:aadhaar_v65]]\n"
     "Passport No.: [[national_id:passport_v65]]\nDOB: [[date_of_birth:dob_v65]]\nAddress: [[address:addr_in_v65]]\nMobile: [[phone:phone_in_v65]]   Email: [[email:email_v65]]\n"
     "Fee paid online with card [[card:card_v65]] from IP [[ip_address:ip_v65]]. Diagnosis: ((schizophrenia, 60% disability||bipolar disorder, 40%)). Psychiatrist: Dr. R. Senthamarai"),
    ("b65_kh_km_form", "cambodia_form", KH,
     "{kh_partner}\nទម្រង់ចុះឈ្មោះអ្នកជំងឺ\nគោត្តនាម និងនាម៖ {last} {first}\nលេខអត្តសញ្ញាណប័ណ្ណ៖ [[national_id:kh_id_v65]]\nថ្ងៃខែឆ្នាំកំណើត៖ [[date_of_birth:dob_v65]]\n"
     "អាសយដ្ឋាន៖ [[address:addr_kh_v65]]\nលេខទូរស័ព្ទ៖ [[phone:phone_kh_v65]]\nលេខគណនីធនាគារ៖ [[bank_account:account_kh_v65]]\n"
     "រោគវិនិច្ឆ័យ៖ ((ជំងឺធ្លាក់ទឹកចិត្ត||ជំងឺវិកលចរិក||ជំងឺថប់បារម្ភ))។ ហត្ថលេខា ______"),
    ("b65_kh_en_referral", "cambodia_form", KHE,
     "REFERRAL - {kh_partner} to the provincial referral hospital\nClient: {last} {first}   ID card: [[national_id:kh_id_v65]]   Passport: [[national_id:passport_v65]]\n"
     "DOB: [[date_of_birth:dob_elder_v65]]   Age at referral: [[age_over_89:age_local_v65]]\nAddress: [[address:addr_kh_v65]]\nPhone (granddaughter): [[phone:phone_kh_v65]]\n"
     "Reason: ((confusion and agitation at night||not eating, withdrawn since the flood)). Please assess for delirium. Referring nurse: Chea Sokunthea"),
    ("b65_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v65]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v65]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v65]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v65]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v65]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v65]]\"}], "
     "\"managingOrganization\": {\"display\": \"{hospital}\"}}"),
    ("b65_fhir_condition", "fhir_export", US,
     "{\"resourceType\": \"Condition\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": \"urn:phbh:mrn\", \"value\": \"[[record_number:mrn_plain_v65]]\"}, "
     "{\"system\": \"urn:wa:providerone\", \"value\": \"[[member_id:member_plain_v65]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v65]]\"}], \"subject\": {\"reference\": \"#p1\"}, \"code\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/icd-10-cm\", "
     "\"code\": \"((F31.2||F20.0||F50.01||F33.2))\"}]}, \"onsetDateTime\": \"{eff_iso}\", \"recorder\": {\"display\": \"{own_md}\"}}"),
    ("b65_hl7_a03", "hl7_export", US,
     "MSH|^~\\&|ADT|PHBH|HIE|WA|{hl7_ts}||ADT^A03^ADT_A03|{ctrl}|P|2.5.1\nEVN|A03|{hl7_ts}\nPID|1||[[record_number:mrn_plain_v65]]^^^PHBH^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v65]]|{sex}|||"
     "[[address:addr_hl7_v65]]||[[phone:phone_hl7_v65]]||||||[[ssn:ssn_plain_v65]]\nPV1|1|I|((2N||3E||E&T))^((12||4||7))^A|||||||PSY||||||||||||||||||||||||||01|||||||{hl7_ts}"),
    ("b65_census_csv", "csv_export", US,
     "mrn,last,first,dob,age,unit,legal_status,room\n[[record_number:mrn_plain_v65]],{last},{first},[[date_of_birth:dob_other_v65]],{other_age},((2N||4N)),((voluntary||ITA 72h||ITA 14d)),((214||306))\n"
     "[[record_number:mrn_plain_v65]],{last3},{first3},[[date_of_birth:dob_elder_us_v65]],[[age_over_89:age_elder_num_v65]],3E,((voluntary||LRA revoked)),((318||322))\n"
     "# {hospital} midnight census {iso_ts} - contains PHI"),
    ("b65_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*PUGETHOLLOW    *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*PUGETHOLLOW*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{hospital}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******MC~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v65]]~\nN3*[[address:addr_x12_v65]]~\nDMG*D8*[[date_of_birth:dob_compact_v65]]*{sex}~\n"
     "REF*SY*[[ssn:ssn_plain_v65]]~\nCLM*{fivedig}*{fee}***11:B:1*Y*A*Y*Y~\nHI*ABK:((F3181||F200||F5001))~\nSV1*HC:((90837||90792||90847))*{fee}*UN*1***1~\nDTP*472*D8*20{isa_date}~\nSE*17*{four_digits}~"),
]

FILLERS["occ"] = lambda d: str(int(d.fill("beds")) - d.rng.randint(0, 5))
FILLERS["free_beds"] = lambda d: str(int(d.fill("beds")) - int(d.fill("occ")))
FILLERS["fivedig_hr"] = lambda d: str(d.rng.randint(42, 58))
FILLERS["other_age"] = lambda d: d.cache["_other_age"]


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
            if "_elder_" in body and "b65_census" not in template_id:
                _birth(draw, 1928, 1935)  # the nonagenarian's birth date, before any number built on it
            if "dob_teen_v65" in body:
                _birth(draw, 2002, 2012)
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind65-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
