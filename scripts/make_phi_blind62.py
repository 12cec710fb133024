"""A sixty-second blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind62.py [--seed 64641] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind61.py,
seeds 4141 to 63631) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-third set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b62_" or "b62c_"). Identifier-free genres, all from mine-site and farm occupational health: programme summaries (a
mine's, a farm programme's, a health fund's provider bulletin, a memo to operators on the x-ray programme), dust, noise
and pesticide exposure monitoring by area and group (a respirable-dust table, an XML of dust samples, a JSON of
continuous dust monitors by mining unit, a noise-dosimetry CSV by similar exposure group, an area noise survey, a
pesticide application log with restricted-entry intervals, group cholinesterase results), heat-stress work/rest
schedules (a WBGT table, a bilingual crew notice, a JSON forecast), respirator fit-test schedules by crew (a table, an
iCalendar, a CSV of pass rates by model), silica and coal-dust surveillance statistics (a silica table, a
pneumoconiosis table by county and age band, a screening-van narrative, a FHIR MeasureReport), farmworker clinic hours
and price lists (a table, a sliding-fee list, a flyer, a CSV chargemaster), safety committee minutes (a mine's, a
farm's, an action-item tracker), notices in other locales (ar_SA and ar_AE in Arabic script, fa_IR in Persian script,
ur_PK in Urdu script and en_PK, bn_BD in Bengali script, ne_NP in Devanagari) and exports of non-personal data (an HL7
MFN^M08 test master, an X12 850 purchase order, a FHIR Location, a CSV of claim batch totals, an XML noise survey).
Carrying genres: pre-placement and periodic medical examinations, spirometry and audiometry results naming the
worker, pesticide poisoning reports, workers' compensation first reports of injury, return-to-work and fitness
certificates (one uploaded through a portal), black-lung screening letters (one to a miner over 89, one to a
widow), a family's fundraiser post for a nonagenarian miner, migrant-worker visa medicals (Nepal, the UAE,
Bangladesh), a fatality report to the regulator, forms from Saudi Arabia, the UAE, Iran, Pakistan (Urdu and
English), Bangladesh and Nepal written as those countries print them, and exports (a FHIR Patient, a FHIR
DiagnosticReport with its patient, an HL7 ORU^R01, a medical-surveillance CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v62` slots): US SSNs and Medicare MBIs in
several printings, Kentucky plates and VINs (the position-9 check digit); passport numbers of the US, Saudi Arabia,
Iran, Pakistan, Bangladesh and Nepal; Saudi national ID and Iqama numbers (1 or 2 first, the Luhn check digit), UAE
Emirates IDs (784-YYYY-NNNNNNN-C, the birth year, Luhn), Iranian national codes (the weighted mod 11 check digit),
Pakistani CNICs (5-7-1: the province digit, the last digit odd for a man), Bangladeshi NIDs (10-digit smart cards,
13-digit and 17-digit older numbers with the birth year), Nepali citizenship certificate numbers (district-office-year-
serial and serial/year, Devanagari digits now and then); IBANs of Saudi Arabia, the UAE, Pakistan and Iran with valid
mod 97 check digits, Bangladeshi and Nepali bank account numbers and US routing-and-account pairs (ABA check digit);
Visa, Mastercard, mada, UnionPay and Iranian Shetab card numbers with Luhn in their printings; dates in Arabic
(Gregorian month names and Hijri dates by the arithmetic calendar), Persian (Solar Hijri dates, Persian digits), Urdu,
Bengali (Bengali digits) and Nepali (Bikram Sambat dates, Devanagari digits), and US orders; Saudi national addresses
(building number, street, district, postcode, additional number), UAE (villa or flat, area, emirate, PO Box),
Iranian (province, city, street, alley, plate, ten-digit postcode), Pakistani (house, street, mohalla, tehsil,
district), Bangladeshi (village, post office with its code, upazila, district) and Nepali (municipality and ward,
district, province) layouts and Kentucky ones; the numbering plans in national printings with and without +966,
+971, +98, +92, +880 and +977, and Kentucky lines; Saudi and UAE plates; e-mails written against scrapers; public
IPv4 and IPv6 addresses of home and mobile connections; personal pages (a fundraiser, an obituary, a family's post).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Kentucky:
every state from A to M had been used by an earlier set, so this set took Kentucky (used once, by the first set, for
an appeals PO box in Lexington) with area codes no earlier set used (606, 270, 502 and 859; the compensation insurer
has a toll-free 888 line). An identifier-free text quotes only this set's own organisations' contacts
(ORGANISATION_CONTACTS, verbatim: a Hazard miners' health program, a Madisonville occupational medicine clinic, a
Shelbyville farmworker clinic, a Lexington agricultural health council, a Harlan mine operator's safety department,
a Pikeville miners' health fund and a compensation insurer on fictional 555-01xx lines, and partner occupational
health centres in Jubail, Ruwais, Kerman, Duki, Dhaka (Uttara) and Kathmandu (Baneshwor) on invented lines) and the
organisations' own printed identifiers (the health fund's payer ID, group and EIN, the clinics' NPIs, the mines' MSHA
IDs, the partners' commercial registration, licence, tax and registry numbers); the people it names are the
organisations' own staff, never a worker, patient or member, and the ages it gives are under 90 (age bands,
eligibility ranges).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import math
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

SEED = 64641
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "ar_SA", "fa_IR", "bn_BD", "ne_NP")

MINERS = "Cumberland Plateau Miners' Health Program"
OCCMED = "Green River Coalfield Occupational Medicine"
FARM = "Bluegrass Harvest Farmworker Clinic"
AGCOUNCIL = "Bluegrass Agricultural Health and Safety Council"
OPERATOR = "Black Gap Energy LLC"
FUND = "Big Sandy Miners' Health Fund"
INSURER = "Kentucky Mountain Employers Mutual"
SA_PARTNER = "مركز الجبيل للصحة المهنية"
AE_PARTNER = "مركز الرويس للصحة المهنية"
AE_PARTNER_EN = "Ruwais Occupational Health Centre"
IR_PARTNER = "مرکز بهداشت کار معادن زغال‌سنگ کرمان"
PK_PARTNER = "Duki Coal Miners' Welfare Dispensary"
PK_PARTNER_UR = "دکی کول مائنرز ویلفیئر ڈسپنسری"
BD_PARTNER = "প্রবাসী কর্মী স্বাস্থ্য পরীক্ষা কেন্দ্র, উত্তরা"
BD_PARTNER_EN = "Uttara Migrant Worker Medical Centre"
NP_PARTNER = "वैदेशिक रोजगार स्वास्थ्य परीक्षण केन्द्र, बानेश्वर"
NP_PARTNER_EN = "Baneshwor Foreign Employment Medical Centre"
ORGANISATION_CONTACTS = [
    "(606) 555-0172",                                                   # 0 miners' health program (Hazard)
    "(606) 555-0173",                                                   # 1 its fax
    "2120 Black Gold Boulevard, Hazard, KY 41701",                      # 2
    "screening@cumberlandminershealth.org",                             # 3
    "https://www.cumberlandminershealth.org",                           # 4
    "(270) 555-0174",                                                   # 5 occupational medicine (Madisonville)
    "clinic@greenriveroccmed.com",                                      # 6
    "415 Coalfield Parkway, Madisonville, KY 42431",                    # 7
    "(502) 555-0175",                                                   # 8 farmworker clinic (Shelbyville)
    "citas@bluegrassharvestclinic.org",                                 # 9
    "88 Tobacco Barn Lane, Shelbyville, KY 40065",                      # 10
    "(859) 555-0171",                                                   # 11 agricultural health council (Lexington)
    "office@bluegrassaghealth.org",                                     # 12
    "https://www.bluegrassaghealth.org",                                # 13
    "(606) 555-0170",                                                   # 14 mine operator's safety department (Harlan)
    "safety@blackgapenergy.com",                                        # 15
    "(606) 555-0178",                                                   # 16 miners' health fund (Pikeville)
    "providers@bigsandyminersfund.org",                                 # 17
    "PO Box 1862, Pikeville, KY 41502",                                 # 18
    "1-888-555-0179",                                                   # 19 compensation insurer
    "claims@kymountainmutual.com",                                      # 20
    "+966 13 361 0462",                                                 # 21 Jubail partner
    "013 361 0462",                                                     # 22
    "ohc@jubail-ohc.sa",                                                # 23
    "+971 2 602 0462",                                                  # 24 Ruwais partner
    "02 602 0462",                                                      # 25
    "fitness@ruwais-ohc.ae",                                            # 26
    "+98 34 3226 0462",                                                 # 27 Kerman partner
    "034-3226-0462",                                                    # 28
    "behdashtkar@kermancoal-ohc.ir",                                    # 29
    "+92 824 660462",                                                   # 30 Duki partner
    "0824-660462",                                                      # 31
    "dispensary@dukiminerswelfare.org.pk",                              # 32
    "+880 2-5508 0462",                                                 # 33 Uttara partner
    "02-55080462",                                                      # 34
    "info@uttaramwmc.org.bd",                                           # 35
    "+977 1-4790462",                                                   # 36 Baneshwor partner
    "01-4790462",                                                       # 37
    "medical@baneshwormedical.org.np",                                  # 38
]
ORG_EIN = "61-4620962"
FUND_PAYER_ID = "BSMHF62"
FUND_GROUP = "KYCOAL62"
ORG_NPIS = (blind5._npi_of("146209621"), blind5._npi_of("162096214"), blind5._npi_of("120962146"))  # noqa: SLF001
MINE_IDS = ("15-19862", "15-18740", "15-19413")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"ar_SA": "SA", "ar_AE": "AE", "en_AE": "AEX", "fa_IR": "IR", "en_PK": "PK", "ur_PK": "PKU", "bn_BD": "BD", "ne_NP": "NP",
            "en_NP": "NPX"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


# ---- names the installed Faker does not have (Emirati, Pakistani, expatriate workers, Nepali in Latin script) -------
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


_AE_MALE = ["محمد", "سعيد", "خالد", "راشد", "حمدان", "سلطان", "عبدالله", "أحمد", "مانع", "سيف", "عيسى", "حمد"]
_AE_FEMALE = ["مريم", "فاطمة", "عائشة", "شما", "موزة", "حصة", "نورة", "ميثاء", "علياء", "شيخة", "روضة", "سلامة"]
_AE_LAST = ["الكعبي", "المنصوري", "الظاهري", "النعيمي", "الشامسي", "المزروعي", "الكتبي", "السويدي", "الهاملي", "البلوشي", "الرميثي", "القبيسي"]
_EX_MALE = ["Mohammed Rafiq", "Anwar", "Suresh", "Ram Prasad", "Jahangir", "Shahidul", "Rizwan", "Joel", "Mark Anthony", "Dil Bahadur", "Arif", "Sanjay"]
_EX_FEMALE = ["Roselyn", "Maricel", "Shahnaz", "Sabina", "Jesmin", "Sunita", "Kavitha", "Nasreen", "Lovely", "Rehana"]
_EX_LAST = ["Hossain", "Uddin", "Tamang", "Gurung", "Khan", "Shaikh", "Dela Cruz", "Mendoza", "Rai", "Miah", "Kumar", "Abbasi", "Pillai"]
_PK_MALE = ["Muhammad Asif", "Imran", "Bilal", "Kashif", "Naveed", "Zahid", "Tariq", "Shahid", "Faisal", "Adnan", "Sajid", "Waqas", "Gul Khan"]
_PK_FEMALE = ["Ayesha", "Fatima", "Sana", "Rabia", "Nadia", "Saima", "Hina", "Maryam", "Shazia", "Bushra"]
_PK_LAST = ["Khan", "Kakar", "Baloch", "Achakzai", "Marri", "Ahmed", "Iqbal", "Mengal", "Raisani", "Butt", "Qureshi", "Tareen", "Hazara"]
_UR_MALE = ["محمد آصف", "عمران", "بلال", "نوید", "زاہد", "طارق", "شاہد", "فیصل", "عدنان", "ساجد", "گل خان", "عبدالرحمٰن"]
_UR_FEMALE = ["عائشہ", "فاطمہ", "ثنا", "رابعہ", "نادیہ", "صائمہ", "حنا", "مریم", "شازیہ", "بشریٰ"]
_UR_LAST = ["خان", "کاکڑ", "بلوچ", "اچکزئی", "مری", "احمد", "اقبال", "مینگل", "رئیسانی", "ترین", "ہزارہ"]
_NPX_MALE = ["Ram Bahadur", "Hari", "Bishnu", "Krishna", "Dil Bahadur", "Suman", "Bikash", "Nabin", "Min Bahadur", "Prakash", "Tek Bahadur", "Gopal"]
_NPX_FEMALE = ["Sita", "Gita", "Sarita", "Kamala", "Laxmi", "Sabina", "Sunita", "Anita", "Manisha", "Pabitra"]
_NPX_LAST = ["Tamang", "Magar", "Gurung", "Rai", "Limbu", "Thapa", "Shrestha", "Adhikari", "Sherpa", "Yadav", "Chaudhary", "Bishwokarma", "Pun"]


def make_fakers(seed: int) -> dict[str, Any]:
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
    fakers["ar_AE"] = _Names(seed * 100 + 61, _AE_MALE, _AE_FEMALE, _AE_LAST)
    fakers["en_AE"] = _Names(seed * 100 + 62, _EX_MALE, _EX_FEMALE, _EX_LAST)
    fakers["en_PK"] = _Names(seed * 100 + 63, _PK_MALE, _PK_FEMALE, _PK_LAST)
    fakers["ur_PK"] = _Names(seed * 100 + 64, _UR_MALE, _UR_FEMALE, _UR_LAST)
    fakers["en_NP"] = _Names(seed * 100 + 65, _NPX_MALE, _NPX_FEMALE, _NPX_LAST)
    return fakers


def _person(draw: Draw, sex: str | None = None) -> None:
    """The text's person: sex first (given where the text says "he" or "Papaw"), then a given name and a surname that agree with it."""
    locale = str(draw.cache.get("locale", "en_US"))
    fake = draw.fk[locale]
    sex = sex or draw.pick(["F", "M"] if locale in ("en_US", "en_AE", "bn_BD") else ["F", "M", "M", "M"])
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    last = fake.last_name()
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1962, high: int = 2004) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0462, 0172-0179)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0462", "017", "602", "3226", "4790", "5508", "660462")):
            return out


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


# ---- digits and calendars -----------------------------------------------------------------------------------------
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
_DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")

_AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
_AR_LEVANT = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"]
_HIJRI_MONTHS = ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان", "شوال", "ذو القعدة", "ذو الحجة"]
_FA_MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"]
_UR_MONTHS = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"]
_BN_MONTHS = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"]
_NE_MONTHS = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"]
_NE_MONTHS_LATIN = ["Baisakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Asoj", "Kartik", "Mangsir", "Poush", "Magh", "Falgun", "Chaitra"]
_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

_ISLAMIC_EPOCH = 1948439.5


def _islamic_to_jd(year: int, month: int, day: int) -> float:
    return day + math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + (3 + 11 * year) // 30 + _ISLAMIC_EPOCH - 1


def hijri(day: dt.date) -> tuple[int, int, int]:
    """The arithmetic (tabular) Islamic calendar date of a Gregorian day: year, month, day."""
    jd = day.toordinal() + 1721424.5
    year = math.floor((30 * (jd - _ISLAMIC_EPOCH) + 10646) / 10631)
    month = min(12, math.ceil((jd - (29 + _islamic_to_jd(year, 1, 1))) / 29.5) + 1)
    return year, month, int(jd - _islamic_to_jd(year, month, 1)) + 1


def jalali(day: dt.date) -> tuple[int, int, int]:
    """The Solar Hijri (Jalali) date of a Gregorian day: year, month, day."""
    gy, gm, gd = day.year, day.month, day.day
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + g_d_m[gm - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


# The Gregorian day each Bikram Sambat month usually begins on (month, day); the calendar's month lengths vary by a day
# or two from year to year, which this set does not model.
_BS_STARTS = [(4, 14), (5, 15), (6, 15), (7, 17), (8, 17), (9, 17), (10, 18), (11, 17), (12, 16), (1, 15), (2, 13), (3, 14)]


def bikram_sambat(day: dt.date) -> tuple[int, int, int]:
    """A Bikram Sambat date of a Gregorian day (months begin on their usual Gregorian days)."""
    year = day.year + 57 if (day.month, day.day) >= (4, 14) else day.year + 56
    starts = []
    for index, (month, first) in enumerate(_BS_STARTS):
        gyear = year - 57 if index < 9 else year - 56
        starts.append(dt.date(gyear, month, first))
    for index in range(11, -1, -1):
        if day >= starts[index]:
            return year, index + 1, (day - starts[index]).days + 1
    raise ValueError(day)


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    """A date as a form of the country prints it (month names in its language, its calendars and digits now and then)."""
    d, m, y = day.day, day.month, day.year
    if country == "SA":
        hy, hm, hd = hijri(day)
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_AR_MONTHS[m - 1]} {y}م", f"{hy}/{hm:02d}/{hd:02d} هـ", f"{hd} {_HIJRI_MONTHS[hm - 1]} {hy} هـ",
                          f"{hy}/{hm:02d}/{hd:02d}هـ".translate(_ARABIC_DIGITS), f"{d:02d}/{m:02d}/{y}".translate(_ARABIC_DIGITS)])
    if country == "AE":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_AR_MONTHS[m - 1]} {y}", f"{d:02d}-{_ABBR[m - 1]}-{y}", f"{d} {_AR_MONTHS[m - 1]} {y}".translate(_ARABIC_DIGITS)])
    if country == "AEX":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{_ABBR[m - 1]}-{y}", f"{d:02d}-{_ABBR[m - 1].upper()}-{y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "IR":
        jy, jm, jd = jalali(day)
        return draw.pick([f"{jy}/{jm:02d}/{jd:02d}".translate(_PERSIAN_DIGITS), f"{jd} {_FA_MONTHS[jm - 1]} {jy}".translate(_PERSIAN_DIGITS),
                          f"{jy}/{jm:02d}/{jd:02d}", f"{jd} {_FA_MONTHS[jm - 1]} {jy}", f"{jy}-{jm:02d}-{jd:02d}"])
    if country == "PK":
        return draw.pick([f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_ABBR[m - 1]} {y}", f"{d:02d}-{_ABBR[m - 1]}-{y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "PKU":
        return draw.pick([f"{d} {_UR_MONTHS[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}", f"{d} {_UR_MONTHS[m - 1]} {y}ء", f"{d:02d}/{m:02d}/{y}"])
    if country == "BD":
        return draw.pick([f"{d} {_BN_MONTHS[m - 1]} {y}".translate(_BENGALI_DIGITS), f"{d:02d}/{m:02d}/{y}".translate(_BENGALI_DIGITS), f"{d:02d}/{m:02d}/{y}",
                          f"{d:02d}-{m:02d}-{y}".translate(_BENGALI_DIGITS), f"{d} {_ABBR[m - 1]} {y}"])
    if country in ("NP", "NPX"):
        by, bm, bd = bikram_sambat(day)
        if country == "NPX":
            return draw.pick([f"{by}-{bm:02d}-{bd:02d} BS", f"{d:02d}/{m:02d}/{y}", f"{d:02d} {_ABBR[m - 1].upper()} {y}", f"{bd} {_NE_MONTHS_LATIN[bm - 1]} {by} B.S."])
        return draw.pick([f"{by}/{bm:02d}/{bd:02d}".translate(_DEVANAGARI_DIGITS), f"{by}-{bm:02d}-{bd:02d}", f"{by} {_NE_MONTHS[bm - 1]} {bd} गते".translate(_DEVANAGARI_DIGITS),
                          f"{by}/{bm:02d}/{bd:02d} वि.सं.".translate(_DEVANAGARI_DIGITS)])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{y}-{m:02d}-{d:02d}", f"{d}-{month[:3].upper()}-{y}"])


def dob_v62(draw: Draw) -> str:
    """A working-age adult's date of birth in the text's country's style."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v62(draw: Draw) -> str:
    """The birth date of a retired miner of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_iso_v62(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v62(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v62(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


_ONES = ["", "-one", "-two", "-three", "-four", "-five", "-six", "-seven", "-eight", "-nine"]


def _age_words(draw: Draw, age: int) -> str:
    spelled = ("ninety" if age < 100 else "one hundred") + (_ONES[age % 10] if age < 100 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} years old", f"aged {age}", f"{age} yrs", f"age {age}"])


def age_elder_v62(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1935 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1926, 1935), REFERENCE_DAY))


def age_at_death_v62(draw: Draw) -> str:
    """The age at death of a miner born 1926-1935 who died in 2025-2026."""
    return _age_words(draw, _age_on(_birth(draw, 1926, 1935), _death_day(draw)))


def age_old_v62(draw: Draw) -> str:
    """An age of 90 or more with no birth date beside it."""
    return _age_words(draw, draw.rng.randint(90, 97))


# ---- United States (Kentucky) -------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v62(draw: Draw) -> str:
    """A Social Security number: dashed (most often), spaced, run together, or with dots as a clerk types it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v62(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v62(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (no S, L, O, I, B or Z): whole, dashed as on the card, spaced, or lower case."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def fund_member_v62(draw: Draw) -> str:
    """A member number of the miners' health fund or of a Kentucky Medicaid plan, as the card prints it."""
    v = draw.digits(9, True)
    return draw.pick([f"BSM{v}", f"BSM-{v[:3]}-{v[3:6]}-{v[6:]}", f"{v}-01", f"KY{draw.digits(10, True)}", f"MHF {v[:4]} {v[4:]}"])


def member_v62(draw: Draw) -> str:
    return draw.pick([fund_member_v62, fund_member_v62, mbi_v62])(draw)


def member_plain_v62(draw: Draw) -> str:
    return f"BSM{draw.digits(9, True)}"


def exam_no_v62(draw: Draw) -> str:
    """An examination, chart or employee number of the clinics and the operator."""
    return draw.pick([f"CPM-{draw.rng.randint(25, 26)}-{draw.digits(5, True)}", f"GRO{draw.digits(7, True)}", f"E{draw.digits(6, True)}",
                      f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(4)}", f"BG-{draw.digits(6, True)}", f"MR {draw.digits(7, True)}"])


def chart_plain_v62(draw: Draw) -> str:
    return f"GRO{draw.digits(7, True)}"


def claim_v62(draw: Draw) -> str:
    """A workers' compensation claim number (the insurer's, or the state's)."""
    return draw.pick([f"KMM-{draw.rng.randint(2025, 2026)}-{draw.digits(6, True)}", f"WC{draw.digits(8, True)}", f"{draw.rng.randint(25, 26)}-{draw.digits(6, True)}",
                      f"KY-WC {draw.digits(3, True)}-{draw.digits(4)}", f"CL{draw.digits(9, True)}"])


def xray_v62(draw: Draw) -> str:
    """A surveillance x-ray or spirometry test identifier."""
    return draw.pick([f"CWHSP-{draw.rng.randint(25, 26)}-{draw.digits(6, True)}", f"XR{draw.digits(8, True)}", f"SPR-{draw.digits(5, True)}", f"ACC {draw.digits(9, True)}"])


def msha_case_v62(draw: Draw) -> str:
    return draw.pick([f"MSHA {draw.rng.randint(2025, 2026)}-{draw.digits(5, True)}", f"FAB{draw.digits(8, True)}", f"CAI-{draw.rng.randint(2025, 2026)}-{draw.digits(2, True)}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v62(draw: Draw) -> str:
    """A North American VIN with its position-9 check digit (pickups and SUVs a miner drives)."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    wmi = draw.pick(["1GT", "1FT", "3D7", "1C6", "2GC", "1N6", "5TF", "1GK", "3TM"])
    head = wmi + draw.letters(5, alnum) + "0" + draw.pick(list("FGHJKLMNPR")) + draw.letters(1, "ABCDEFGHKLMNPRSTUVWXYZ") + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(head, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return head[:8] + check + head[9:]


def plate_ky_v62(draw: Draw) -> str:
    """A Kentucky plate: three digits and three letters, spaced, dashed or run together."""
    letters = draw.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ")
    digits = draw.digits(3)
    return draw.pick([f"{digits} {letters}", f"{digits}-{letters}", f"{digits}{letters}", f"KY {digits} {letters}", f"{letters} {digits}"])


def vehicle_ky_v62(draw: Draw) -> str:
    return draw.pick([plate_ky_v62, plate_ky_v62, vin_v62])(draw)


_KY_TOWNS = [("Hazard", "41701"), ("Harlan", "40831"), ("Pikeville", "41501"), ("Whitesburg", "41858"), ("Hyden", "41749"), ("Cumberland", "40823"),
             ("Madisonville", "42431"), ("Providence", "42450"), ("Central City", "42330"), ("Shelbyville", "40065"), ("Paris", "40361"),
             ("Cynthiana", "41031"), ("Mayfield", "42066"), ("Prestonsburg", "41653"), ("Evarts", "40828"), ("Jenkins", "41537")]
_KY_STREETS = ["Lotts Creek Rd", "Poor Fork Rd", "Kingdom Come Dr", "Hospital Hill Rd", "N Main St", "Frankfort Rd", "Coal Branch Rd", "KY-15 N",
               "Big Creek Rd", "Smith Ridge Rd", "Elm St", "Hwy 119 S", "Rockhouse Rd", "Lick Branch Rd", "Maple Ave", "Old Cynthiana Pike"]


def _ky_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_KY_TOWNS)
    street = f"{draw.rng.randint(12, 9800)} {draw.pick(_KY_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 30)}", f" Lot {draw.rng.randint(1, 60)}", f", Trlr {draw.rng.randint(1, 24)}"])
    return street, unit, town, zip_code


def addr_ky_v62(draw: Draw) -> str:
    street, unit, town, zip_code = _ky_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, KY {zip_code}", f"{street}{unit}\n{town}, KY {zip_code}", f"{street}{unit}, {town} KY {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, KY {zip_code}", f"{street}{unit}, {town}, Kentucky {zip_code}",
                      f"HC {draw.rng.randint(60, 89)} Box {draw.rng.randint(10, 990)}, {town}, KY {zip_code}"])


def addr_hl7_v62(draw: Draw) -> str:
    street, _, town, zip_code = _ky_parts(draw)
    return f"{street.upper()}^^{town.upper()}^KY^{zip_code}^USA^H"


def addr_fhir_v62(draw: Draw) -> str:
    """A Kentucky address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _ky_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"KY\", \"postalCode\": \"{zip_code}"


def addr_x12_v62(draw: Draw) -> str:
    street, _, town, zip_code = _ky_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*KY*{zip_code}{draw.digits(4)}"


def addr_csv_v62(draw: Draw) -> str:
    street, unit, town, zip_code = _ky_parts(draw)
    return f"{street}{unit}, {town}, KY {zip_code}"


def phone_ky_v62(draw: Draw) -> str:
    area = draw.pick(["606", "606", "270", "502", "859"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"{area} {exchange} {line}", f"({area}){exchange}-{line}"])


def phone_e164_v62(draw: Draw) -> str:
    return f"+1{draw.pick(['606', '270'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v62(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['606', '270'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v62(draw: Draw) -> str:
    """A Kentucky checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["04210328", "08390540", "04210001", "08390327", "04200001"]))
    account = draw.digits(draw.pick([9, 10, 11]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"RTN {routing} Acct {account}", f"Routing # {routing}  Account # {account}"])


def passport_us_v62(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


# ---- Saudi Arabia -------------------------------------------------------------------------------------------------
def _sa_id_value(draw: Draw, first: str) -> str:
    body = first + draw.digits(8)
    return body + _luhn(body)


def sa_id_v62(draw: Draw) -> str:
    """A Saudi national ID (1...) or Iqama (2...): ten digits, the last a Luhn check; Eastern Arabic digits now and then."""
    v = _sa_id_value(draw, draw.pick(["1", "2", "2"]))
    return draw.pick([v, v, v.translate(_ARABIC_DIGITS), f"{v[:1]} {v[1:5]} {v[5:]}"])


def iqama_v62(draw: Draw) -> str:
    v = _sa_id_value(draw, "2")
    return draw.pick([v, v, v.translate(_ARABIC_DIGITS)])


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def iban_sa_v62(draw: Draw) -> str:
    """A Saudi IBAN: two-digit bank code and eighteen account characters (24 in all)."""
    iban = _iban("SA", draw.pick(["80", "10", "45", "05", "20", "15"]) + draw.digits(18))
    return draw.pick([_groups(iban), iban, _groups(iban)])


_SA_PLACES = [("الجبيل", "35514", "الفناتير"), ("الجبيل", "35718", "الدفي"), ("الدمام", "32241", "الفيصلية"), ("الخبر", "34427", "العقربية"),
              ("الرياض", "12271", "النسيم"), ("بريدة", "52361", "الصفراء"), ("الأحساء", "36361", "المبرز")]
_SA_PLACES_EN = [("Jubail", "35514", "Al Fanateer"), ("Jubail", "35718", "Ad Dafi"), ("Dammam", "32241", "Al Faisaliyah"), ("Al Khobar", "34427", "Al Aqrabiyah")]
_SA_STREETS = ["شارع الأمير محمد بن فهد", "شارع الملك عبدالعزيز", "طريق الجبيل الصناعي", "شارع عثمان بن عفان", "شارع الخليج", "شارع الظهران"]


def addr_sa_v62(draw: Draw) -> str:
    """A Saudi national address: building number, street, district, city and postcode, the additional number; a short address now and then."""
    building, extra = str(draw.rng.randint(2000, 9899)), str(draw.rng.randint(2000, 9899))
    if draw.rng.random() < 0.3:
        city, code, district = draw.pick(_SA_PLACES_EN)
        return draw.pick([f"Building No. {building}, {draw.pick(['King Faisal Rd', 'Jubail Industrial Rd', 'Prince Sultan St'])}, {district} Dist., {city} {code}, Additional No. {extra}",
                          f"{building} {district}, {city} {code}-{extra}"])
    city, code, district = draw.pick(_SA_PLACES)
    text = draw.pick([f"{building} {draw.pick(_SA_STREETS)}، حي {district}، {city} {code}، الرقم الإضافي {extra}",
                      f"المبنى رقم {building}، {draw.pick(_SA_STREETS)}\nحي {district} - {city} {code} - {extra}",
                      f"العنوان المختصر {draw.letters(4, 'ABDEHJKRSTX')}{extra}، {district}، {city}"])
    return text.translate(_ARABIC_DIGITS) if draw.rng.random() < 0.25 else text


def phone_sa_v62(draw: Draw) -> str:
    pre = draw.pick(["50", "53", "54", "55", "56", "58", "59"])
    r = _sub(draw, 7)
    v = draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+966 {pre} {r[:3]} {r[3:]}", f"+966{pre}{r}", f"0{pre}{r}", f"00966 {pre} {r}", f"966-{pre}-{r[:3]}-{r[3:]}"])
    return v.translate(_ARABIC_DIGITS) if draw.rng.random() < 0.2 else v


_SA_PLATE = [("ا", "A"), ("ب", "B"), ("ح", "J"), ("د", "D"), ("ر", "R"), ("س", "S"), ("ص", "X"), ("ط", "T"), ("ع", "E"), ("ق", "G"), ("ك", "K"), ("ل", "L"),
             ("م", "Z"), ("ن", "N"), ("هـ", "H"), ("و", "U"), ("ى", "V")]


def plate_sa_v62(draw: Draw) -> str:
    """A Saudi plate: four digits and three letters, in Latin, in Arabic, or both as the plate shows them."""
    letters = [draw.pick(_SA_PLATE) for _ in range(3)]
    digits = draw.digits(4, True)
    latin = "".join(lat for _, lat in letters)
    arabic = " ".join(ar for ar, _ in letters)
    return draw.pick([f"{digits} {latin}", f"{latin} {digits}", f"{arabic} {digits.translate(_ARABIC_DIGITS)}", f"{digits} {latin} / {digits.translate(_ARABIC_DIGITS)} {arabic}"])


def passport_sa_v62(draw: Draw) -> str:
    return f"{draw.pick(['A', 'R', 'T'])}{draw.digits(7, True)}"


# ---- United Arab Emirates -----------------------------------------------------------------------------------------
def emirates_id_v62(draw: Draw) -> str:
    """An Emirates ID: 784, the holder's birth year, seven digits, a Luhn check digit; dashed as on the card, or not."""
    body = f"784{_birth(draw).year}{draw.digits(7)}"
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}", f"{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}", v, f"{v[:3]} {v[3:7]} {v[7:14]} {v[14]}"])


def iban_ae_v62(draw: Draw) -> str:
    """A UAE IBAN: three-digit bank code and sixteen account digits (23 in all)."""
    iban = _iban("AE", draw.pick(["026", "030", "035", "033", "024", "044"]) + draw.digits(16))
    return draw.pick([_groups(iban), iban])


def addr_ae_v62(draw: Draw) -> str:
    """A UAE address: villa or flat, building, area, emirate, PO Box (in English or Arabic)."""
    box = draw.digits(5, True)
    if _country(draw) == "AE":  # a national's home: a villa or a flat, in Arabic or English
        if draw.rng.random() < 0.3:
            return f"Villa {draw.rng.randint(1, 90)}, Street {draw.rng.randint(1, 40)}, {draw.pick(['Ruwais Housing Complex', 'Madinat Zayed', 'Al Mushrif'])}, Abu Dhabi, P.O. Box {box}"
        return draw.pick([f"فيلا {draw.rng.randint(1, 90)}، شارع {draw.rng.randint(1, 40)}، {draw.pick(['الرويس', 'مدينة زايد', 'غياثي'])}، منطقة الظفرة، أبوظبي، ص.ب {box}",
                          f"شقة {draw.rng.randint(101, 1904)}، بناية {draw.rng.randint(1, 60)}، {draw.pick(['النهدة 2', 'القصيص', 'الخالدية'])}، {draw.pick(['دبي', 'الشارقة', 'أبوظبي'])}"])
    return draw.pick([f"Villa {draw.rng.randint(1, 90)}, Street {draw.rng.randint(1, 40)}, {draw.pick(['Ruwais Housing Complex', 'Madinat Zayed', 'Ghayathi'])}, Al Dhafra, Abu Dhabi, P.O. Box {box}",
                      f"Flat {draw.rng.randint(101, 1904)}, {draw.pick(['Al Qusais Bldg', 'Al Nahda Tower', 'Musaffah Labour Camp Block'])} {draw.rng.randint(1, 60)}, {draw.pick(['Dubai', 'Sharjah', 'Abu Dhabi'])}, UAE",
                      f"Room {draw.rng.randint(1, 400)}, Camp {draw.letters(1, 'ABCDEF')}, ICAD Residential City, Musaffah, Abu Dhabi, PO Box {box}"])


def phone_ae_v62(draw: Draw) -> str:
    pre = draw.pick(["50", "52", "54", "55", "56", "58"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+971 {pre} {r[:3]} {r[3:]}", f"+971{pre}{r}", f"0{pre}-{r}", f"00971 {pre} {r}", f"+971-{pre}-{r[:3]}-{r[3:]}"])


def plate_ae_v62(draw: Draw) -> str:
    """A UAE plate: the emirate, a code (letter or number) and up to five digits."""
    digits = str(draw.rng.randint(1, 99999))
    return draw.pick([f"Dubai {draw.letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')} {digits}", f"Abu Dhabi {draw.rng.randint(1, 21)} / {digits}", f"AD {draw.rng.randint(1, 21)}-{digits}",
                      f"أبوظبي {draw.rng.randint(1, 21)} - {digits}", f"دبي {draw.letters(1, 'ABCDEFGHJKLMNOPQRS')} {digits}", f"SHJ {draw.rng.randint(1, 3)} {digits}"])


# ---- Iran ---------------------------------------------------------------------------------------------------------
def _ir_code(draw: Draw) -> str:
    if "_ir_code" not in draw.cache:
        body = draw.pick(["298", "299", "313", "306", "311", "302", "001", "007", "217"]) + draw.digits(6)
        if len(set(body)) == 1:
            body = "298" + body[3:-1] + "5"
        r = sum(int(ch) * (10 - i) for i, ch in enumerate(body)) % 11
        draw.cache["_ir_code"] = body + str(r if r < 2 else 11 - r)
    return draw.cache["_ir_code"]


def ir_code_v62(draw: Draw) -> str:
    """An Iranian national code (کد ملی): the issuing office's three digits, six digits, the weighted mod 11 check digit."""
    v = _ir_code(draw)
    return draw.pick([v, v.translate(_PERSIAN_DIGITS), f"{v[:3]}-{v[3:9]}-{v[9]}", f"{v[:3]}-{v[3:9]}-{v[9]}".translate(_PERSIAN_DIGITS)])


def iban_ir_v62(draw: Draw) -> str:
    """An Iranian IBAN (شبا): the bank's three digits, a zero, eighteen account digits."""
    iban = _iban("IR", draw.pick(["017", "012", "056", "016", "018", "062"]) + "0" + draw.digits(18))
    return draw.pick([_groups(iban), iban, iban.translate(_PERSIAN_DIGITS)])


def shetab_v62(draw: Draw) -> str:
    """An Iranian Shetab debit card: the bank's six-digit prefix, Luhn; printed in fours, Persian digits now and then."""
    body = draw.pick(["603799", "610433", "621986", "627412", "589210", "603770", "627353"]) + draw.digits(9)
    v = body + _luhn(body)
    return draw.pick([_groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), _groups(v).translate(_PERSIAN_DIGITS)])


_IR_PLACES = [("کرمان", "کرمان", "76"), ("کرمان", "زرند", "77"), ("کرمان", "راور", "76"), ("یزد", "طبس", "97"), ("خراسان رضوی", "مشهد", "91"),
              ("سمنان", "شاهرود", "36"), ("مازندران", "زیرآب", "47")]


def addr_ir_v62(draw: Draw) -> str:
    """An Iranian address: province, city, street, alley, plate, unit, the ten-digit postcode (dashed now and then)."""
    province, city, pre = draw.pick(_IR_PLACES)
    code = pre + draw.digits(8, True)
    code_shown = draw.pick([code, f"{code[:5]}-{code[5:]}"])
    street = draw.pick(["خیابان شریعتی", "بلوار جمهوری اسلامی", "خیابان امام خمینی", "بلوار معلم", "خیابان طالقانی", "خیابان فردوسی"])
    text = draw.pick([f"استان {province}، شهر {city}، {street}، کوچه {draw.rng.randint(1, 60)}، پلاک {draw.rng.randint(1, 240)}، کد پستی {code_shown}",
                      f"{city}، {street}، کوچه شهید {draw.pick(['رجایی', 'باهنر', 'چمران'])}، پلاک {draw.rng.randint(1, 240)}، واحد {draw.rng.randint(1, 12)}\nکدپستی: {code_shown}",
                      f"{province} - {city} - {street} - پلاک {draw.rng.randint(1, 240)} - کد پستی {code_shown}"])
    return text.translate(_PERSIAN_DIGITS) if draw.rng.random() < 0.5 else text


def phone_ir_v62(draw: Draw) -> str:
    pre = draw.pick(["912", "913", "917", "935", "936", "901", "990", "933"])
    r = _sub(draw, 7)
    v = draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"0{pre}-{r[:3]}-{r[3:]}", f"+98 {pre} {r[:3]} {r[3:]}", f"+98{pre}{r}", f"0{pre}{r}", f"0098 {pre} {r}"])
    return v.translate(_PERSIAN_DIGITS) if draw.rng.random() < 0.4 else v


def passport_ir_v62(draw: Draw) -> str:
    return f"{draw.pick(['K', 'L', 'P', 'U', 'X'])}{draw.digits(8, True)}"


# ---- Pakistan -----------------------------------------------------------------------------------------------------
def cnic_v62(draw: Draw) -> str:
    """A Pakistani CNIC (5-7-1): the province digit first (5 Balochistan most often here), the last digit odd for a man."""
    first = draw.pick(["5", "5", "5", "1", "3", "4", "6"])
    body = first + draw.digits(11)
    last = draw.pick(["1", "3", "5", "7", "9"] if _sex(draw) == "M" else ["2", "4", "6", "8"])
    v = body + last
    return draw.pick([f"{v[:5]}-{v[5:12]}-{v[12]}", f"{v[:5]}-{v[5:12]}-{v[12]}", v, f"{v[:5]} {v[5:12]} {v[12]}"])


def iban_pk_v62(draw: Draw) -> str:
    """A Pakistani IBAN: four letters of the bank and sixteen account digits (24 in all)."""
    iban = _iban("PK", draw.pick(["HABB", "MEZN", "UNIL", "MUCB", "NBPA", "ALFH", "BAHL"]) + draw.digits(16))
    return draw.pick([_groups(iban), iban, iban])


_PK_PLACES = [("Quetta", "Balochistan", "87300"), ("Duki", "Balochistan", "82300"), ("Loralai", "Balochistan", "84800"), ("Harnai", "Balochistan", "87150"),
              ("Shangla", "Khyber Pakhtunkhwa", "19100"), ("Swat", "Khyber Pakhtunkhwa", "19200"), ("Chakwal", "Punjab", "48800")]


def addr_pk_v62(draw: Draw) -> str:
    """A Pakistani address: house, street, mohalla or village, tehsil, district and postcode (in English or Urdu)."""
    town, province, code = draw.pick(_PK_PLACES)
    if _country(draw) == "PKU":
        ur_town = {"Quetta": "کوئٹہ", "Duki": "دکی", "Loralai": "لورالائی", "Harnai": "ہرنائی", "Shangla": "شانگلہ", "Swat": "سوات", "Chakwal": "چکوال"}[town]
        return draw.pick([f"مکان نمبر {draw.rng.randint(1, 900)}، گلی نمبر {draw.rng.randint(1, 30)}، {draw.pick(['سیٹلائٹ ٹاؤن', 'جناح ٹاؤن', 'محلہ قاضی آباد'])}، {ur_town}",
                          f"گاؤں {draw.pick(['کلی شابو', 'کلی ناصر', 'کلی لونی'])}، ڈاکخانہ {ur_town}، تحصیل {ur_town}، ضلع {ur_town}"])
    return draw.pick([f"House No. {draw.rng.randint(1, 900)}, Street {draw.rng.randint(1, 30)}, {draw.pick(['Satellite Town', 'Jinnah Town', 'Samungli Housing Scheme'])}, {town} {code}",
                      f"Village {draw.pick(['Killi Shabo', 'Killi Nasir', 'Killi Loni', 'Kotki'])}, P.O. {town}, Tehsil {town}, District {town}, {province}",
                      f"H# {draw.rng.randint(1, 900)}, Mohalla {draw.pick(['Qazi Abad', 'Kasi Road', 'Sariab'])}, {town}, {province} {code}"])


def phone_pk_v62(draw: Draw) -> str:
    pre = draw.pick(["300", "301", "303", "311", "312", "333", "345", "346", "321"])
    r = _sub(draw, 7)
    v = draw.pick([f"0{pre}-{r}", f"0{pre} {r}", f"+92 {pre} {r}", f"+92-{pre}-{r}", f"92{pre}{r}", f"0{pre}{r}", f"0{pre} {r[:3]} {r[3:]}"])
    return v.translate(_PERSIAN_DIGITS) if _country(draw) == "PKU" and draw.rng.random() < 0.2 else v  # Urdu writes the extended Arabic-Indic digits


def passport_pk_v62(draw: Draw) -> str:
    return f"{draw.letters(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{draw.digits(7, True)}"


# ---- Bangladesh ---------------------------------------------------------------------------------------------------
def bd_nid_v62(draw: Draw) -> str:
    """A Bangladeshi NID: the 10-digit smart card, the 13-digit older number, or 17 digits (birth year and the 13); Bengali digits now and then."""
    year = _birth(draw).year
    thirteen = draw.pick(["91", "26", "61", "93", "19", "75"]) + draw.digits(11)
    v = draw.pick([draw.digits(10, True), draw.digits(10, True), thirteen, f"{year}{thirteen}"])
    return v.translate(_BENGALI_DIGITS) if draw.rng.random() < 0.35 else v


def bd_account_v62(draw: Draw) -> str:
    """A Bangladeshi bank account number: Sonali and Janata 13 digits, Islami Bank 17, with or without separators."""
    v = draw.pick([draw.digits(13, True), draw.digits(17, True), f"0{draw.digits(12, True)}"])
    shown = draw.pick([v, v, f"{v[:4]}-{v[4:]}"])
    return shown.translate(_BENGALI_DIGITS) if draw.rng.random() < 0.3 else shown


_BD_PLACES = [("বিশ্বনাথ", "সিলেট", "৩১৩০"), ("বেগমগঞ্জ", "নোয়াখালী", "৩৮২০"), ("দাউদকান্দি", "কুমিল্লা", "৩৫১৬"), ("মুন্সীগঞ্জ সদর", "মুন্সীগঞ্জ", "১৫০০"),
              ("ফেনী সদর", "ফেনী", "৩৯০০"), ("ভৈরব", "কিশোরগঞ্জ", "২৩৫০")]
_BD_PLACES_EN = [("Bishwanath", "Sylhet", "3130"), ("Begumganj", "Noakhali", "3820"), ("Daudkandi", "Cumilla", "3516"), ("Feni Sadar", "Feni", "3900")]


def addr_bd_v62(draw: Draw) -> str:
    """A Bangladeshi address: village, post office with its code, upazila, district (Bengali or English)."""
    village = draw.pick(["চরপাড়া", "দক্ষিণ হাটি", "নয়াগাঁও", "পূর্ব বাড়ি", "মধ্যপাড়া"])
    if draw.rng.random() < 0.3:
        upazila, district, code = draw.pick(_BD_PLACES_EN)
        return f"Vill: {draw.pick(['Charpara', 'Dakshin Hati', 'Nayagaon', 'Madhyapara'])}, PO: {upazila}-{code}, Upazila: {upazila}, Dist: {district}"
    upazila, district, code = draw.pick(_BD_PLACES)
    return draw.pick([f"গ্রাম: {village}, ডাকঘর: {upazila}-{code}, উপজেলা: {upazila}, জেলা: {district}",
                      f"গ্রাম {village}, পোঃ {upazila} ({code}), থানা {upazila}, জেলা {district}",
                      f"বাসা নং {str(draw.rng.randint(1, 90)).translate(_BENGALI_DIGITS)}, রোড নং {str(draw.rng.randint(1, 20)).translate(_BENGALI_DIGITS)}, সেক্টর ১০, উত্তরা, ঢাকা-১২৩০"])


def phone_bd_v62(draw: Draw) -> str:
    pre = draw.pick(["13", "14", "15", "16", "17", "18", "19"])
    r = _sub(draw, 8)
    v = draw.pick([f"01{pre[1]}{r[:2]}-{r[2:]}", f"+880 1{pre[1]}{r[:2]}-{r[2:]}", f"+8801{pre[1]}{r}", f"01{pre[1]}{r}", f"01{pre[1]}{r[:2]} {r[2:5]} {r[5:]}"])
    return v.translate(_BENGALI_DIGITS) if draw.rng.random() < 0.35 else v


def passport_bd_v62(draw: Draw) -> str:
    return draw.pick([f"{draw.pick(['A', 'B', 'E'])}{draw.digits(8, True)}", f"{draw.pick(['BA', 'BM', 'BN', 'EB', 'EF'])}{draw.digits(7, True)}"])


# ---- Nepal --------------------------------------------------------------------------------------------------------
def np_citizenship_v62(draw: Draw) -> str:
    """A Nepali citizenship certificate number: district-office-issue year (BS)-serial, or serial/issue year; Devanagari digits in Nepali texts now and then."""
    issue = bikram_sambat(_birth(draw))[0] + 16 + draw.rng.randint(0, 3)
    v = draw.pick([f"{draw.rng.randint(1, 77):02d}-{draw.rng.randint(1, 3):02d}-{issue % 100:02d}-{draw.digits(5, True)}", f"{draw.digits(draw.rng.randint(4, 6), True)}/{issue}",
                   f"{draw.rng.randint(1, 77):02d}{draw.rng.randint(1, 3):02d}{issue % 100:02d}{draw.digits(5, True)}"])
    return v.translate(_DEVANAGARI_DIGITS) if _country(draw) == "NP" and draw.rng.random() < 0.5 else v


def np_account_v62(draw: Draw) -> str:
    v = draw.pick([draw.digits(14, True), f"0{draw.digits(15, True)}", draw.digits(18, True)])
    return v.translate(_DEVANAGARI_DIGITS) if _country(draw) == "NP" and draw.rng.random() < 0.3 else v


_NP_PLACES = [("कमलामाई नगरपालिका", "सिन्धुली", "बागमती प्रदेश"), ("धनगढी उपमहानगरपालिका", "कैलाली", "सुदूरपश्चिम प्रदेश"), ("लहान नगरपालिका", "सिराहा", "मधेश प्रदेश"),
              ("इलाम नगरपालिका", "इलाम", "कोशी प्रदेश"), ("ताप्लेजुङ फुङलिङ नगरपालिका", "ताप्लेजुङ", "कोशी प्रदेश"), ("गोरखा नगरपालिका", "गोरखा", "गण्डकी प्रदेश")]
_NP_PLACES_EN = [("Kamalamai Municipality", "Sindhuli", "Bagmati Province"), ("Dhangadhi Sub-Metropolitan City", "Kailali", "Sudurpashchim Province"),
                 ("Lahan Municipality", "Siraha", "Madhesh Province"), ("Gorkha Municipality", "Gorkha", "Gandaki Province")]


def addr_np_v62(draw: Draw) -> str:
    """A Nepali address: municipality and ward, district, province (Devanagari in Nepali texts, Latin in English ones)."""
    ward = draw.rng.randint(1, 14)
    if _country(draw) == "NPX":
        muni, district, province = draw.pick(_NP_PLACES_EN)
        return draw.pick([f"{muni}-{ward}, {district}, {province}", f"Ward No. {ward}, {muni}, {district} District, {province}, Nepal", f"{district}, {muni} {ward}"])
    muni, district, province = draw.pick(_NP_PLACES)
    ward_shown = draw.pick([str(ward), str(ward).translate(_DEVANAGARI_DIGITS)])
    return draw.pick([f"{province}, {district} जिल्ला, {muni} वडा नं. {ward_shown}", f"{muni}-{ward_shown}, {district}", f"{district} जिल्ला, {muni}, वडा नं. {ward_shown}, टोल {draw.pick(['बजार', 'डाँडागाउँ', 'शिवपुर'])}"])


def phone_np_v62(draw: Draw) -> str:
    pre = draw.pick(["984", "985", "986", "980", "981", "982", "976"])
    r = _sub(draw, 7)
    v = draw.pick([f"{pre}{r}", f"+977 {pre}{r}", f"+977-{pre}-{r}", f"{pre}-{r}", f"{pre} {r[:3]} {r[3:]}", f"00977 {pre}{r}"])
    return v.translate(_DEVANAGARI_DIGITS) if _country(draw) == "NP" and draw.rng.random() < 0.4 else v


def passport_np_v62(draw: Draw) -> str:
    return draw.pick([f"{draw.rng.randint(0, 1)}{draw.digits(7)}", f"PA{draw.digits(7, True)}"])


# ---- per country dispatch -----------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], str]], default: Callable[[Draw], str]) -> Callable[[Draw], str]:
    return lambda draw: table.get(_country(draw), default)(draw)


addr_v62 = _by_country({"SA": addr_sa_v62, "AE": addr_ae_v62, "AEX": addr_ae_v62, "IR": addr_ir_v62, "PK": addr_pk_v62, "PKU": addr_pk_v62, "BD": addr_bd_v62,
                        "NP": addr_np_v62, "NPX": addr_np_v62}, addr_ky_v62)
phone_v62 = _by_country({"SA": phone_sa_v62, "AE": phone_ae_v62, "AEX": phone_ae_v62, "IR": phone_ir_v62, "PK": phone_pk_v62, "PKU": phone_pk_v62, "BD": phone_bd_v62,
                         "NP": phone_np_v62, "NPX": phone_np_v62}, phone_ky_v62)
passport_v62 = _by_country({"SA": passport_sa_v62, "IR": passport_ir_v62, "PK": passport_pk_v62, "PKU": passport_pk_v62, "BD": passport_bd_v62, "NP": passport_np_v62,
                            "NPX": passport_np_v62}, passport_us_v62)


def passport_ex_v62(draw: Draw) -> str:
    """An expatriate worker's passport in the UAE: Pakistani, Bangladeshi, Nepali or Philippine."""
    return draw.pick([passport_pk_v62, passport_bd_v62, passport_np_v62, lambda d: f"P{d.digits(7, True)}{d.letters(1, 'ABC')}"])(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 19:
        return draw.pick([f"{v[:6]} {v[6:]}", v, _groups(v)])
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v62(draw: Draw) -> str:
    return _card(draw, "4", 16)


def mastercard_v62(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]), 16)


def mada_v62(draw: Draw) -> str:
    """A Saudi mada debit card (mada's own and co-branded Visa and Mastercard ranges), Luhn."""
    return _card(draw, draw.pick(["588845", "968208", "636120", "440647", "457865", "529741", "604906"]), 16)


def unionpay_v62(draw: Draw) -> str:
    """A UnionPay card: 62, sixteen or nineteen digits, Luhn."""
    return _card(draw, draw.pick(["622126", "625094", "621483", "623058"]), draw.pick([16, 16, 19]))


def card_v62(draw: Draw) -> str:
    return draw.pick([visa_v62, visa_v62, mastercard_v62, unionpay_v62])(draw)


def card_gulf_v62(draw: Draw) -> str:
    return draw.pick([mada_v62, mada_v62, visa_v62, mastercard_v62])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "outlook.com", "windstream.net", "icloud.com", "bellsouth.net"], "SA": ["gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"],
            "AE": ["gmail.com", "yahoo.com", "emirates.net.ae", "hotmail.com"], "AEX": ["gmail.com", "yahoo.com", "outlook.com"], "IR": ["gmail.com", "yahoo.com", "chmail.ir"],
            "PK": ["gmail.com", "yahoo.com", "hotmail.com"], "PKU": ["gmail.com", "yahoo.com"], "BD": ["gmail.com", "yahoo.com"], "NP": ["gmail.com", "yahoo.com", "outlook.com"],
            "NPX": ["gmail.com", "yahoo.com", "outlook.com"]}
_ROMAN = {"SA": ["faisal.alqahtani", "m.alharbi", "abdullah_s", "noura.alotaibi", "s.alshehri"], "AE": ["saeed.alkaabi", "m.almansoori", "shamma_k", "hamdan.dh"],
          "IR": ["reza.ahmadi", "m.rezaei", "hosseini.ali", "zahra_k", "a.mohammadi"], "PKU": ["asif.kakar", "bilal_khan", "zahid.baloch", "naveed.m"],
          "BD": ["rahim.uddin", "m.hossain", "jahangir_alam", "shahidul.islam", "rina.akter"], "NP": ["ram.tamang", "hari_gurung", "bishnu.rai", "suman.thapa", "sita.magar"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        country = _country(draw)
        if country in _ROMAN:
            draw.cache["_roman"] = draw.pick(_ROMAN[country]) + draw.pick(["", str(draw.rng.randint(70, 99)), str(draw.rng.randint(1, 9))])
        else:
            first = "".join(ch for ch in draw.fill("first").lower() if "a" <= ch <= "z") or "worker"
            last = "".join(ch for ch in draw.fill("last").lower() if "a" <= ch <= "z") or "family"
            draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                              f"{first}{draw.rng.randint(60, 99)}"])
    return draw.cache["_roman"]


def email_v62(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.18:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.26:
        return f"{local}[at]{domain.replace('.', '[dot]')}"
    if style < 0.32:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_plain_v62(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(74, 128, 143), (69, 132, 135), (173, 172, 175), (98, 16, 31)], "SA": [(2, 88, 95), (37, 104, 111), (188, 48, 55)], "AE": [(94, 200, 207), (86, 96, 99)],
        "IR": [(5, 112, 127), (91, 98, 99), (151, 232, 247)], "PK": [(39, 32, 63), (119, 152, 159), (182, 176, 191)], "BD": [(37, 111, 111), (103, 4, 7), (118, 179, 179)],
        "NP": [(27, 34, 35), (110, 44, 44), (202, 79, 79)]}
_IP6 = {"US": "2600:6c5a", "SA": "2a02:cb80", "AE": "2001:8f8", "IR": "2a01:5ec0", "PK": "2400:adc0", "BD": "2400:c600", "NP": "2400:1a00"}


def ip_v62(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = {"AEX": "AE", "PKU": "PK", "NPX": "NP"}.get(_country(draw), _country(draw))
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


def url_fund_v62(draw: Draw) -> str:
    """A family's fundraiser or post for a sick or injured miner."""
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw)}-black-lung-medical-bills", f"https://www.gofundme.com/f/help-{_slug(draw)}-after-mine-accident",
                      f"https://www.facebook.com/{_slug(draw, '.')}/posts/{draw.digits(15, True)}", f"https://www.givesendgo.com/{_slug(draw)}-recovery",
                      f"https://www.facebook.com/groups/harlancountyprayerlist/posts/{draw.digits(16, True)}"])


def url_obit_v62(draw: Draw) -> str:
    last = "".join(ch for ch in draw.fill("last").lower() if "a" <= ch <= "z") or "family"
    first = "".join(ch for ch in draw.fill("first").lower() if "a" <= ch <= "z") or "friend"
    return draw.pick([f"https://www.legacy.com/us/obituaries/hazard-herald/name/{first}-{last}-obituary?id={draw.digits(8, True)}",
                      f"https://www.{draw.pick(['engleandcasefuneral', 'maggardfuneralhome', 'pikevillefuneralhome'])}.com/obituaries/{first}-{last}",
                      f"https://www.forevermissed.com/{first}-{last}", f"https://www.tributearchive.com/obituaries/{draw.digits(8, True)}/{first}-{last}"])


def url_bd_post_v62(draw: Draw) -> str:
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}/posts/{draw.digits(15, True)}", f"https://www.facebook.com/share/p/{draw.letters(16, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789')}/",
                      f"https://www.youtube.com/watch?v={draw.letters(11, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz0123456789_-')}"])


def slip_v62(draw: Draw) -> str:
    """A GCC-approved medical centre's slip, a BMET or foreign-employment registration, or a partner centre's file number."""
    c = _country(draw)
    if c in ("NP", "NPX"):
        return draw.pick([f"GAMCA/{draw.rng.randint(2025, 2026)}/{draw.digits(6, True)}", f"FE-{draw.digits(8, True)}", f"BMC-{draw.digits(5, True)}"])
    if c == "BD":
        return draw.pick([f"BMET-{draw.digits(8, True)}", f"UMW{draw.digits(7, True)}", f"{draw.rng.randint(2025, 2026)}-{draw.digits(6, True)}"])
    if c in ("SA",):
        return draw.pick([f"JOHC-{draw.digits(7, True)}", f"{draw.digits(8, True)}", f"ملف {draw.digits(6, True)}"])
    if c in ("AE", "AEX"):
        return draw.pick([f"MF{draw.digits(10, True)}", f"ROHC-{draw.rng.randint(2025, 2026)}-{draw.digits(6, True)}", f"APP{draw.digits(9, True)}"])
    if c == "IR":
        v = draw.pick([draw.digits(7, True), f"ک-{draw.digits(6, True)}"])
        return v.translate(_PERSIAN_DIGITS) if draw.rng.random() < 0.5 else v
    return draw.pick([f"DMW-{draw.digits(6, True)}", f"REG/{draw.rng.randint(2025, 2026)}/{draw.digits(5, True)}", f"{draw.digits(7, True)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "slip_v62": slip_v62,
    "dob_v62": dob_v62, "dob_elder_v62": dob_elder_v62, "dob_iso_v62": dob_iso_v62, "dob_compact_v62": dob_compact_v62, "dod_v62": dod_v62,
    "age_elder_v62": age_elder_v62, "age_at_death_v62": age_at_death_v62, "age_old_v62": age_old_v62,
    "ssn_v62": ssn_v62, "ssn_plain_v62": ssn_plain_v62, "mbi_v62": mbi_v62, "fund_member_v62": fund_member_v62, "member_v62": member_v62,
    "member_plain_v62": member_plain_v62, "exam_no_v62": exam_no_v62, "chart_plain_v62": chart_plain_v62, "claim_v62": claim_v62, "xray_v62": xray_v62,
    "msha_case_v62": msha_case_v62, "vin_v62": vin_v62, "plate_ky_v62": plate_ky_v62, "vehicle_ky_v62": vehicle_ky_v62,
    "addr_ky_v62": addr_ky_v62, "addr_hl7_v62": addr_hl7_v62, "addr_fhir_v62": addr_fhir_v62, "addr_x12_v62": addr_x12_v62, "addr_csv_v62": addr_csv_v62,
    "phone_ky_v62": phone_ky_v62, "phone_e164_v62": phone_e164_v62, "phone_hl7_v62": phone_hl7_v62, "account_us_v62": account_us_v62,
    "sa_id_v62": sa_id_v62, "iqama_v62": iqama_v62, "iban_sa_v62": iban_sa_v62, "addr_sa_v62": addr_sa_v62, "phone_sa_v62": phone_sa_v62, "plate_sa_v62": plate_sa_v62,
    "emirates_id_v62": emirates_id_v62, "iban_ae_v62": iban_ae_v62, "addr_ae_v62": addr_ae_v62, "phone_ae_v62": phone_ae_v62, "plate_ae_v62": plate_ae_v62,
    "ir_code_v62": ir_code_v62, "iban_ir_v62": iban_ir_v62, "shetab_v62": shetab_v62, "addr_ir_v62": addr_ir_v62, "phone_ir_v62": phone_ir_v62,
    "cnic_v62": cnic_v62, "iban_pk_v62": iban_pk_v62, "addr_pk_v62": addr_pk_v62, "phone_pk_v62": phone_pk_v62,
    "bd_nid_v62": bd_nid_v62, "bd_account_v62": bd_account_v62, "addr_bd_v62": addr_bd_v62, "phone_bd_v62": phone_bd_v62,
    "np_citizenship_v62": np_citizenship_v62, "np_account_v62": np_account_v62, "addr_np_v62": addr_np_v62, "phone_np_v62": phone_np_v62,
    "addr_v62": addr_v62, "phone_v62": phone_v62, "passport_v62": passport_v62, "passport_ex_v62": passport_ex_v62,
    "visa_v62": visa_v62, "mastercard_v62": mastercard_v62, "mada_v62": mada_v62, "unionpay_v62": unionpay_v62, "card_v62": card_v62, "card_gulf_v62": card_gulf_v62,
    "email_v62": email_v62, "email_plain_v62": email_plain_v62, "ip_v62": ip_v62, "url_fund_v62": url_fund_v62, "url_obit_v62": url_obit_v62,
    "url_bd_post_v62": url_bd_post_v62,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
SA_CR = "2055062462"
AE_LICENCE = "CN-4620962"
IR_ORG_ID = "10862062462"
PK_NTN = "4620962-3"
BD_LICENCE = "DGHS-HSM-62-0462"
NP_PAN = "604620962"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Winslow Hargis-Mullins, MD, MPH", "Dr. Rosalind Cawood-Amadi, DO", "Jolene Sizemore-Trent, RRT", "Beauford Napier-Lyles, CIH",
         "Tessaly Combs-Okonkwo, RN, COHN-S", "Ambrose Fugate-Delgado, CAOHC", "Marisela Quintanilla-Brock, FNP-C", "Odell Begley-Whitaker, CMSP",
         "Verlie Caudill-Ramsey")
_TECHS = ["J. Sizemore-Trent", "A. Fugate-Delgado", "T. Combs-Okonkwo", "B. Napier-Lyles", "V. Caudill-Ramsey"]

_OCCUPATIONS = [("036", "Continuous miner operator"), ("044", "Roof bolter"), ("046", "Roof bolter (intake)"), ("049", "Shuttle car operator"),
                ("012", "Section foreman"), ("064", "Scoop operator"), ("368", "Highwall drill operator"), ("384", "Bulldozer operator"),
                ("307", "Shovel operator"), ("416", "Preparation plant operator"), ("999", "Designated area - belt transfer")]


def _dust_row(d: Draw) -> str:
    code, name = d.pick(_OCCUPATIONS)
    conc = d.rng.randint(18, 190) / 100
    quartz = d.rng.randint(20, 140) / 10
    status = "above the standard - corrective action and resample" if conc > 1.5 else "in compliance"
    return f"{code} {name} | MMU {d.rng.randint(1, 4):03d}-0 | {d.rng.randint(3, 15)} shifts | {conc:.2f} mg/m3 | {quartz:.1f}% | {status}"


def _dust_xml_row(d: Draw) -> str:
    code, name = d.pick(_OCCUPATIONS)
    return (f"  <sample cassette=\"CPDM-{d.digits(6, True)}\" occupation=\"{code}\" mmu=\"{d.rng.randint(1, 4):03d}-0\" shiftDate=\"{d.fill('eff_iso')}\" "
            f"mgm3=\"{d.rng.randint(18, 190) / 100:.2f}\" quartzPct=\"{d.rng.randint(20, 140) / 10:.1f}\" valid=\"{d.pick(['true', 'true', 'false'])}\"/>")


def _cpdm_json_row(d: Draw) -> str:
    return (f"{{\"mmu\": \"{d.rng.randint(1, 6):03d}-0\", \"section\": \"{d.pick(['1 Left', '2 Right', 'Main North', '3 Left', 'Panel 7'])}\", \"shifts\": {d.rng.randint(5, 15)}, "
            f"\"meanMgM3\": {d.rng.randint(30, 140) / 100:.2f}, \"maxMgM3\": {d.rng.randint(90, 210) / 100:.2f}, \"exceedances\": {d.rng.randint(0, 3)}}}")


_SEGS = ["SEG-01 Continuous miner crew", "SEG-02 Roof bolting", "SEG-03 Belt and beltline", "SEG-04 Prep plant", "SEG-05 Surface haulage",
         "SEG-06 Maintenance shop", "SEG-07 Tobacco stripping room", "SEG-08 Grain dryer and auger", "SEG-09 Tractor and mower operators"]


def _noise_csv_row(d: Draw) -> str:
    twa = d.rng.randint(780, 1010) / 10
    dose = round(100 * 2 ** ((twa - 90) / 5))
    above = "PEL" if twa >= 90 else "AL" if twa >= 85 else "none"
    return f"\"{d.pick(_SEGS)}\",{d.rng.randint(3, 14)},{twa:.1f},{dose},{above},{'yes' if twa >= 90 else 'no'}"


_NOISE_POINTS = ["Crusher deck", "Rotary breaker", "Screen floor", "Compressor room", "Shop - grinder bench", "Belt drive 3", "Tipple loadout", "Grain dryer",
                 "Hammer mill", "Fan house"]


def _noise_row(d: Draw) -> str:
    level = d.rng.randint(72, 112)
    action = ("hearing protection required, engineering review" if level >= 100 else "hearing protection required, post signage" if level >= 90
              else "hearing conservation program" if level >= 85 else "no action")
    return f"{d.pick(_NOISE_POINTS)} | {level} dBA | {d.pick(['single-number', 'octave band'])} | {action}"


def _noise_xml_row(d: Draw) -> str:
    level = d.rng.randint(72, 112)
    return f"  <point name=\"{d.pick(_NOISE_POINTS)}\" dBA=\"{level}\" dBC=\"{level + d.rng.randint(2, 9)}\" meter=\"SLM-{d.rng.randint(1, 4)}\" cal=\"{d.pick(['pass', 'pass', 'recheck'])}\"/>"


_PESTICIDES = [("Paraquat dichloride 3SL", "100-1431", 12, "Danger"), ("Chlorpyrifos 4E", "62719-220", 24, "Warning"), ("Glyphosate 41%", "524-475", 4, "Caution"),
               ("Acephate 97UP", "5481-8983", 24, "Caution"), ("Mancozeb 75DF", "62719-402", 24, "Caution"), ("Imidacloprid 2F", "264-758", 12, "Caution"),
               ("Carbaryl 4L", "264-349", 12, "Caution"), ("Dimethoate 4EC", "5905-493", 48, "Warning")]
_FIELDS = ["Barn field 2", "Creek bottom", "North tobacco", "Greenhouse 1", "Greenhouse 3", "Hemp plot B", "Strawberry block", "Upper hayfield", "Orchard row 10-30"]


def _rei_row(d: Draw) -> str:
    product, reg, rei, signal = d.pick(_PESTICIDES)
    return f"{d.pick(_FIELDS)} | {product} | EPA Reg. No. {reg} | {signal} | REI {rei} h | applied {d.rng.randint(6, 18):02d}:{d.pick(['00', '30'])} | re-entry {d.pick(['posted', 'posted', 'oral warning given'])}"


_CREWS = ["Crew A (day)", "Crew B (evening)", "Crew C (owl)", "Tipple crew", "Prep plant", "Surface haulage", "Harvest crew 1", "Harvest crew 2", "Greenhouse crew",
          "Maintenance", "Outby belt crew", "Section 2 Left"]
_RESPIRATORS = ["3M 8210 N95", "3M 6500 half-face P100", "Honeywell 7700 half-face P100", "MSA Advantage 3200 full-face", "3M Versaflo PAPR (loose-fitting, no test)",
                "Moldex 2200 N95", "North 5500 half-face OV/P100"]


def _fit_row(d: Draw) -> str:
    h = d.rng.randint(6, 15)
    return (f"{d.pick(_CREWS)} | {d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {h:02d}:00-{h + 2:02d}:00 | {d.pick(_RESPIRATORS)} | "
            f"{d.pick(['quantitative (PortaCount)', 'qualitative (Bitrex)', 'qualitative (saccharin)'])} | {d.rng.randint(8, 30)} slots")


def _fit_event(d: Draw) -> str:
    day = f"2026{d.rng.randint(3, 11):02d}{d.rng.randint(1, 28):02d}"
    crew = d.pick(_CREWS)
    return (f"BEGIN:VEVENT\nUID:blackgap-fit-{day}-{d.digits(5, True)}\nDTSTART;TZID=America/New_York:{day}T{d.rng.randint(6, 15):02d}0000\n"
            f"DURATION:PT{d.rng.randint(2, 4)}H\nSUMMARY:Respirator fit testing - {crew}\nLOCATION:{d.pick(['Bathhouse training room', 'Prep plant office', 'Mobile unit 2'])}\nEND:VEVENT")


def _fit_csv_row(d: Draw) -> str:
    tested = d.rng.randint(12, 80)
    passed = d.rng.randint(tested * 7 // 10, tested)
    return f"\"{d.pick(_RESPIRATORS)}\",{d.pick(['S', 'M', 'L', 'M/L'])},{tested},{passed},{passed * 100 / tested:.1f},{d.rng.randint(60, 200) * 10}"


def _wbgt_row(d: Draw) -> str:
    wbgt = d.rng.randint(80, 92)
    return (f"{wbgt} F | {d.pick(['light', 'moderate', 'heavy', 'very heavy'])} | {d.pick(['45/15 min', '30/30 min', '15/45 min', 'continuous work'])} work/rest per hour | "
            f"{d.pick(['1 cup (8 oz) every 15-20 min', '1 quart per hour', '1 cup every 15 min'])} | {d.pick(['acclimatized', 'new or returning workers: 20% day 1'])}")


def _heat_json_row(d: Draw) -> str:
    h = d.rng.randint(7, 18)
    return f"{{\"hour\": \"{h:02d}:00\", \"wbgtF\": {d.rng.randint(78, 92)}, \"heatIndexF\": {d.rng.randint(88, 112)}, \"workRest\": \"{d.pick(['45/15', '30/30', '15/45', 'normal'])}\"}}"


_COUNTIES = ["Harlan", "Letcher", "Perry", "Bell", "Pike", "Floyd", "Knott", "Leslie", "Hopkins", "Muhlenberg", "Webster", "Union"]


def _cwp_row(d: Draw) -> str:
    screened = d.rng.randint(40, 600)
    cases = d.rng.randint(0, screened // 6)
    pmf = d.rng.randint(0, max(1, cases // 5))
    return f"{d.pick(_COUNTIES)} | {d.pick(['< 50', '50-59', '60-69', '70-79', '80-89'])} | {screened} | {cases} | {pmf} | {cases * 100 / screened:.1f}%"


def _silica_row(d: Draw) -> str:
    code, name = d.pick(_OCCUPATIONS)
    n = d.rng.randint(6, 60)
    over = d.rng.randint(0, n // 3)
    median = d.rng.randint(8, 45)
    return f"{name} | {n} | {over} | {median} ug/m3 | {median + d.rng.randint(5, 90) if over == 0 else d.rng.randint(51, 260)} ug/m3"


_CLINIC_SITES = ["Shelbyville main clinic", "Mobile van - Cynthiana", "Mobile van - Paris", "Mayfield satellite", "Woodford County migrant camp visits",
                 "Bourbon County church hall", "Harrison County extension office"]


def _hours_row(d: Draw) -> str:
    h = d.rng.randint(7, 10)
    end = h + d.rng.randint(5, 9)
    return f"{d.pick(_CLINIC_SITES)} | {d.pick(['Mon-Fri', 'Tue/Thu', 'Sat', 'Mon/Wed', 'Sun (harvest season)'])} | {h}:00 a.m. - {end - 12 if end > 12 else end}:00 p.m. | {d.pick(['walk-in', 'walk-in and appointments', 'appointments only'])}"


_FEES = [("99202", "New patient visit, straightforward"), ("99213", "Established patient visit"), ("99214", "Established patient visit, moderate"),
         ("94010", "Spirometry"), ("92552", "Pure tone audiometry"), ("82482", "Cholinesterase, RBC"), ("82480", "Cholinesterase, serum"),
         ("86580", "TB skin test"), ("90715", "Tdap vaccine"), ("71046", "Chest x-ray, 2 views"), ("99173", "Vision screening"), ("81002", "Urinalysis, dipstick"),
         ("94150", "Vital capacity"), ("36415", "Venipuncture")]


def _fee_row(d: Draw) -> str:
    code, name = d.pick(_FEES)
    full = d.rng.randint(25, 240)
    return f"{code} | {name} | ${full} | ${full * 3 // 4} | ${full // 2} | ${max(10, full // 5)}"


def _fee_csv_row(d: Draw) -> str:
    code, name = d.pick(_FEES)
    return f"{code},\"{name}\",{d.rng.randint(25, 240)}.00,{d.pick(['OCC', 'PRIM', 'LAB', 'IMG'])},{d.pick(['Y', 'N'])}"


def _mfn_row(d: Draw) -> str:
    code, name = d.pick(_FEES)
    return f"MFE|MAD|{d.digits(6, True)}|{d.fill('hl7_ts')}|{code}^{name}^C4\nOM1|{d.rng.randint(1, 90)}|{code}^{name}^C4|{d.pick(['N', 'Y'])}|{d.pick(['OCCHLTH', 'LAB', 'PFT'])}"


_PO_ITEMS = [("3M 8210 N95, box of 20", "8210", "BX"), ("P100 filter 2091, pair", "2091", "PR"), ("Ear plug, foam, 200 pr", "1100", "BX"), ("Cooling towel", "CT-12", "EA"),
             ("Electrolyte packet, 50 ct", "ELX-50", "BX"), ("PortaCount fit-test adapter", "8025-N95", "EA"), ("Spirometer filter, 50 ct", "SPF-50", "BX"),
             ("Tyvek coverall, size L", "TY120SWH-L", "EA"), ("Nitrile glove, 8 mil, box", "NG8-L", "BX")]


def _po1(d: Draw) -> str:
    item, code, unit = d.pick(_PO_ITEMS)
    return f"PO1*{d.rng.randint(1, 20)}*{d.rng.randint(2, 200)}*{unit}*{d.rng.randint(2, 300)}.{d.rng.randint(0, 99):02d}**VP*{code}~\nPID*F****{item}~"


def _batch_csv_row(d: Draw) -> str:
    return f"{d.fill('eff_iso')},{d.pick(['WC-OCC', 'WC-PT', 'FUND-PRIM', 'FUND-BL'])},{d.rng.randint(8, 240)},{d.rng.randint(1200, 96000)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, 9)},{d.pick(['accepted', 'accepted', 'partial', 'resubmitted'])}"


_ACTIONS = ["Replace worn belt guards on No. 3 belt drive", "Post REI signs at greenhouse doors in English and Spanish", "Add shade structure at the tobacco barn",
            "Re-survey noise at the crusher after the new liner", "Order size S half-face respirators", "Move water cooler closer to the stripping room",
            "Retrain scoop operators on pinch points", "Check eyewash stations weekly", "Relabel secondary pesticide containers"]


def _action_row(d: Draw) -> str:
    due = d.date_between(2025, 2026)
    return f"{d.pick(_ACTIONS)} | {d.pick(['Begley-Whitaker', 'Napier-Lyles', 'Caudill-Ramsey', 'Combs-Okonkwo', 'Quintanilla-Brock'])} | {due.month}/{due.day}/{due.year % 100} | {d.pick(['open', 'done', 'in progress', 'waiting on parts'])}"


# per-locale tables of the notices abroad
_SA_DUST = ["منطقة التكسير", "خط التعبئة", "ورشة الصيانة", "مستودع الأسمدة", "وحدة التجفيف"]
_IR_DUST = ["جبهه کار تونل ۳", "ایستگاه نوار نقاله", "کارگاه استخراج شمالی", "واحد سنگ‌شکن", "انبار زغال"]
_BD_TESTS = [("সিবিসি", 450), ("মূত্র পরীক্ষা", 200), ("বুকের এক্স-রে", 600), ("হেপাটাইটিস বি", 350), ("এইচআইভি", 400), ("ম্যালেরিয়া", 250), ("রক্তের গ্রুপ", 150)]
_NP_DEST = ["मलेसिया", "कतार", "साउदी अरब", "संयुक्त अरब इमिरेट्स", "कुवेत", "बहराइन", "जापान"]
_UR_SITES = ["دکی", "چمالنگ", "ہرنائی", "شاہرگ", "مچھ", "سورینج"]


def _sa_dust_row(d: Draw) -> str:
    value = d.rng.randint(10, 300) / 100
    return f"{d.pick(_SA_DUST)} | {d.rng.randint(5, 40)} | {value:.2f} ملغم/م٣ | {'يتطلب إجراء' if value > 2.5 else 'ضمن الحد'}"


def _ir_dust_row(d: Draw) -> str:
    value = d.rng.randint(20, 290) / 100
    return f"{d.pick(_IR_DUST)} | {d.rng.randint(4, 30)} | {value:.2f} میلی‌گرم بر مترمکعب | {'بالاتر از حد مجاز' if value > 2.0 else 'مجاز'}"


def _bd_fee_row(d: Draw) -> str:
    name, fee = d.pick(_BD_TESTS)
    return f"{name} | {str(fee).translate(_BENGALI_DIGITS)} টাকা"


def _np_stat_row(d: Draw) -> str:
    fit = d.rng.randint(80, 1900)
    unfit = d.rng.randint(1, max(2, fit // 25))
    return f"{d.pick(_NP_DEST)} | {str(fit + unfit).translate(_DEVANAGARI_DIGITS)} | {str(fit).translate(_DEVANAGARI_DIGITS)} | {str(unfit).translate(_DEVANAGARI_DIGITS)}"


def _ur_camp_row(d: Draw) -> str:
    return f"{d.pick(_UR_SITES)} | {d.rng.randint(40, 400)} | {d.rng.randint(2, 40)} | {d.rng.randint(0, 9)}"


def _pk_stat_row(d: Draw) -> str:
    screened = d.rng.randint(60, 700)
    return f"{d.pick(['Duki', 'Chamalang', 'Harnai', 'Shahrag', 'Mach', 'Sor Range'])} | {screened} | {d.rng.randint(2, screened // 8)} | {d.rng.randint(0, 12)} | {d.rng.randint(0, 30)}"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, a session's) in 2025-2026 in a language and its calendar."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "ar":
            hy, hm, hd = hijri(day)
            return d.pick([f"{dd} {_AR_MONTHS[m - 1]} {y}م", f"{hd} {_HIJRI_MONTHS[hm - 1]} {hy}هـ", f"{dd} {_AR_MONTHS[m - 1]} {y}".translate(_ARABIC_DIGITS)])
        if lang == "fa":
            jy, jm, jd = jalali(day)
            return f"{jd} {_FA_MONTHS[jm - 1]} {jy}".translate(_PERSIAN_DIGITS)
        if lang == "ur":
            return f"{dd} {_UR_MONTHS[m - 1]} {y}"
        if lang == "bn":
            return f"{dd} {_BN_MONTHS[m - 1]} {y}".translate(_BENGALI_DIGITS)
        if lang == "ne":
            by, bm, bd = bikram_sambat(day)
            return f"{by} {_NE_MONTHS[bm - 1]} {bd} गते".translate(_DEVANAGARI_DIGITS)
        if lang == "pk":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "miners": MINERS, "occmed": OCCMED, "farm": FARM, "agcouncil": AGCOUNCIL, "operator": OPERATOR, "fund": FUND, "insurer": INSURER,
    "sa_partner": SA_PARTNER, "ae_partner": AE_PARTNER, "ae_partner_en": AE_PARTNER_EN, "ir_partner": IR_PARTNER, "pk_partner": PK_PARTNER,
    "pk_partner_ur": PK_PARTNER_UR, "bd_partner": BD_PARTNER, "bd_partner_en": BD_PARTNER_EN, "np_partner": NP_PARTNER, "np_partner_en": NP_PARTNER_EN,
    "mi_phone": ORGANISATION_CONTACTS[0], "mi_fax": ORGANISATION_CONTACTS[1], "mi_addr": ORGANISATION_CONTACTS[2], "mi_email": ORGANISATION_CONTACTS[3],
    "mi_web": ORGANISATION_CONTACTS[4], "oc_phone": ORGANISATION_CONTACTS[5], "oc_email": ORGANISATION_CONTACTS[6], "oc_addr": ORGANISATION_CONTACTS[7],
    "fa_phone": ORGANISATION_CONTACTS[8], "fa_email": ORGANISATION_CONTACTS[9], "fa_addr": ORGANISATION_CONTACTS[10], "ag_phone": ORGANISATION_CONTACTS[11],
    "ag_email": ORGANISATION_CONTACTS[12], "ag_web": ORGANISATION_CONTACTS[13], "op_phone": ORGANISATION_CONTACTS[14], "op_email": ORGANISATION_CONTACTS[15],
    "fu_phone": ORGANISATION_CONTACTS[16], "fu_email": ORGANISATION_CONTACTS[17], "fu_box": ORGANISATION_CONTACTS[18], "in_phone": ORGANISATION_CONTACTS[19],
    "in_email": ORGANISATION_CONTACTS[20], "sa_phone_intl": ORGANISATION_CONTACTS[21], "sa_phone": ORGANISATION_CONTACTS[22], "sa_email": ORGANISATION_CONTACTS[23],
    "ae_phone_intl": ORGANISATION_CONTACTS[24], "ae_phone": ORGANISATION_CONTACTS[25], "ae_email": ORGANISATION_CONTACTS[26], "ir_phone_intl": ORGANISATION_CONTACTS[27],
    "ir_phone": ORGANISATION_CONTACTS[28], "ir_email": ORGANISATION_CONTACTS[29], "pk_phone_intl": ORGANISATION_CONTACTS[30], "pk_phone": ORGANISATION_CONTACTS[31],
    "pk_email": ORGANISATION_CONTACTS[32], "bd_phone_intl": ORGANISATION_CONTACTS[33], "bd_phone": ORGANISATION_CONTACTS[34], "bd_email": ORGANISATION_CONTACTS[35],
    "np_phone_intl": ORGANISATION_CONTACTS[36], "np_phone": ORGANISATION_CONTACTS[37], "np_email": ORGANISATION_CONTACTS[38],
    "org_ein": ORG_EIN, "payer_id": FUND_PAYER_ID, "group_no": FUND_GROUP, "sa_cr": SA_CR, "ae_licence": AE_LICENCE, "ir_org_id": IR_ORG_ID, "pk_ntn": PK_NTN,
    "bd_licence": BD_LICENCE, "np_pan": NP_PAN,
    "own_md": STAFF[0], "own_do": STAFF[1], "own_rrt": STAFF[2], "own_cih": STAFF[3], "own_rn": STAFF[4], "own_caohc": STAFF[5], "own_np": STAFF[6],
    "own_safety": STAFF[7], "own_secretary": STAFF[8],
    "sa_director": "د. فيصل بن ناصر القحطاني", "ae_director": "د. شيخة سعيد المزروعي", "ae_director_en": "Dr. Shaikha Saeed Al Mazrouei",
    "ir_director": "دکتر فرزانه رفسنجانی‌پور", "pk_director": "Dr. Gul Muhammad Kakar", "pk_director_ur": "ڈاکٹر گل محمد کاکڑ",
    "bd_director": "ডা. শামীমা আক্তার চৌধুরী", "np_director": "डा. रमेश प्रसाद अधिकारी", "np_director_en": "Dr. Ramesh Prasad Adhikari",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "mine_id": lambda d: d.pick(list(MINE_IDS)),
    "tech": lambda d: d.pick(_TECHS),
    "dust_table": _table(_dust_row, 5), "dust_xml": _rows(_dust_xml_row, 5, 30), "cpdm_json": _rows(_cpdm_json_row, 4, 40, ", "),
    "noise_csv": _rows(_noise_csv_row, 6, 12), "noise_table": _table(_noise_row, 6), "noise_xml": _rows(_noise_xml_row, 5, 28),
    "rei_table": _table(_rei_row, 5), "fit_table": _table(_fit_row, 6), "fit_events": _rows(_fit_event, 3, 60), "fit_csv": _rows(_fit_csv_row, 5, 18),
    "wbgt_table": _table(_wbgt_row, 5, ), "heat_json": _rows(_heat_json_row, 6, 14, ", "),
    "cwp_table": _rows(_cwp_row, 6, 20), "silica_table": _table(_silica_row, 5), "hours_table": _table(_hours_row, 5), "fee_table": _table(_fee_row, 7),
    "fee_csv": _rows(_fee_csv_row, 8, 6), "mfn_rows": _rows(_mfn_row, 3, 20), "po_lines": _rows(_po1, 3, 16), "batch_csv": _rows(_batch_csv_row, 6, 24),
    "action_table": _table(_action_row, 4),
    "sa_dust_table": _table(_sa_dust_row, 4), "ir_dust_table": _table(_ir_dust_row, 4), "bd_fee_table": _table(_bd_fee_row, 6), "np_stat_table": _table(_np_stat_row, 5),
    "ur_camp_table": _table(_ur_camp_row, 4), "pk_stat_table": _table(_pk_stat_row, 4),
    "en_date": _doc_date("en"), "ar_date": _doc_date("ar"), "fa_date": _doc_date("fa"), "ur_date": _doc_date("ur"), "bn_date": _doc_date("bn"), "ne_date": _doc_date("ne"),
    "pk_date": _doc_date("pk"),
    "fhir_gender": lambda d: "female" if d.cache.get("_sex") == "F" else "male",
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(60, 900)), "cnt_small": lambda d: str(d.rng.randint(0, 9)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "version": lambda d: f"{d.rng.randint(1, 6)}.{d.rng.randint(0, 12)}",
    "pct_hi": lambda d: f"{d.rng.randint(40, 96)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(2, 30)}.{d.rng.randint(0, 9)}",
    "wbgt": lambda d: str(d.rng.randint(82, 90)), "heat_index": lambda d: str(d.rng.randint(100, 112)), "dust_avg": lambda d: f"{d.rng.randint(30, 140) / 100:.2f}",
    "dba": lambda d: str(d.rng.randint(84, 99)), "fee": lambda d: str(d.rng.randint(20, 60)),
    "fhir_den": lambda d: str(d.rng.randint(900, 4000)), "fhir_num": lambda d: str(d.rng.randint(300, 899)), "score": lambda d: f"0.{d.rng.randint(31, 93)}",
    "sar": lambda d: f"{d.rng.randint(2, 9) * 50}", "aed": lambda d: f"{d.rng.randint(3, 9) * 50}", "npr": lambda d: f"{d.rng.randint(45, 90) * 100:,}",
    "year_bs": lambda d: str(bikram_sambat(d.date_between(2025, 2026))[0]),
}

US = ("en_US",)
SA = ("ar_SA",)
AE = ("ar_AE",)
AEX = ("en_AE",)
IR = ("fa_IR",)
PK = ("en_PK",)
PKU = ("ur_PK",)
BD = ("bn_BD",)
NP = ("ne_NP",)
NPX = ("en_NP",)
OTHER_LOCALES = SA + AE + AEX + IR + PK + PKU + BD + NP + NPX

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b62c_mine_program", "occupational_health_programme_summary", US,
     "{miners} - {year} programme summary for {operator} (MSHA mine IDs {mine_id} and others)\nPre-placement examinations: {cnt_big}. Periodic examinations: {cnt_big2}. "
     "Chest x-rays read by a NIOSH B reader: {cnt_big3}; category 1 or higher: {cnt} ({pct_lo}%). Spirometry: {cnt_big4} tests, {cnt2} below the lower limit of normal. "
     "Audiograms: {cnt_big5}; standard threshold shifts: {cnt3}. Miners offered transfer rights under Part 90: {cnt_small}.\nAll figures are counts; no individual results are reported to the operator. "
     "Medical director: {own_md}. Questions: {mi_phone} or {mi_email}."),
    ("b62c_farm_program", "occupational_health_programme_summary", US,
     "{agcouncil}\nFarm health and safety programme, season summary ({quarter})\nFarms enrolled: ((38||44||52)). Workers reached with heat-illness training: {cnt_big} (H-2A and local). "
     "Pesticide handlers in cholinesterase monitoring: {cnt_big2}; baseline tests done: {cnt_big3}; follow-up tests showing a drop of 20% or more: {cnt_small}. "
     "Green tobacco sickness visits at partner clinics: {cnt}. Tractor rollover protective structures installed with cost-share: {cnt2}.\nNext season's enrollment opens in January: {ag_web}, {ag_phone}."),
    ("b62c_dust_table", "dust_noise_pesticide_exposure_monitoring", US,
     "{operator} - respirable coal mine dust, bimonthly sampling results through {en_date}\nOccupation | MMU | Shifts | Average concentration | Quartz | Status\n{dust_table}\n"
     "Standard 1.5 mg/m3 (0.5 mg/m3 for Part 90 miners). Results by occupation and mechanized mining unit; no miner is named. Prepared by {own_cih}."),
    ("b62c_dust_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<dustSamples operator=\"{operator}\" mineId=\"{mine_id}\" exported=\"{iso_ts}\" schema=\"v{version}\">\n{dust_xml}\n"
     "  <contact>{op_email}</contact>\n</dustSamples>"),
    ("b62c_cpdm_json", "json_export", US,
     "{\"mineId\": \"{mine_id}\", \"operator\": \"{operator}\", \"period\": \"{quarter}\", \"device\": \"CPDM PDM3700\", \"units\": [{cpdm_json}], \"generated\": \"{iso_ts}\", \"contact\": \"{op_phone}\"}"),
    ("b62c_noise_csv", "dust_noise_pesticide_exposure_monitoring", US,
     "similar_exposure_group,dosimeters,mean_twa_dba,mean_dose_pct,above,hearing_protection_required\n{noise_csv}\n# {miners} noise survey {eff_iso}; group results only, no worker identifiers"),
    ("b62c_noise_table", "dust_noise_pesticide_exposure_monitoring", US,
     "AREA NOISE SURVEY - {operator} preparation plant, {en_date}\nLocation | Level | Method | Action\n{noise_table}\n"
     "Sound level meter Type 1, calibrated before and after at 114 dB. Areas at or above 90 dBA are posted. Surveyed by {own_cih}; next survey in six months."),
    ("b62c_noise_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<areaNoiseSurvey site=\"{operator} - tipple\" date=\"{eff_iso}\" surveyor=\"{own_cih}\">\n{noise_xml}\n</areaNoiseSurvey>"),
    ("b62c_rei_log", "dust_noise_pesticide_exposure_monitoring", US,
     "APPLICATION INFORMATION - central posting, {en_date} (Worker Protection Standard)\nField | Product | Registration | Signal word | Restricted-entry interval | Time | Notice\n{rei_table}\n"
     "Safety data sheets are in the red binder at the barn office. Emergency medical care: {farm}, {fa_phone}. Poison Help: 1-800-222-1222."),
    ("b62c_che_group", "dust_noise_pesticide_exposure_monitoring", US,
     "{farm} - cholinesterase monitoring, group report for the {year} spraying season\nHandlers tested: {cnt_big}. Mean RBC cholinesterase change from baseline: -((3.1||4.6||5.2||7.8))%. "
     "Handlers with a drop of 20-29% (work-practice review): {cnt_small}. Drop of 30% or more (removed from handling until recovery): ((0||1||2)). Products most often used: organophosphates "
     "((acephate and dimethoate||chlorpyrifos and malathion)). Lab: CPT 82482, LOINC 2098-6. Program clinician: {own_np}."),
    ("b62c_heat_table", "heat_stress_schedule", US,
     "{operator} heat-stress plan - work/rest schedule for surface crews (effective {en_date})\nWBGT | Workload | Work/rest | Water | Acclimatization\n{wbgt_table}\n"
     "Based on the ACGIH TLV. Supervisors read the WBGT meter at the start of each hour. Anyone with confusion, fainting or hot dry skin: call 911 and cool immediately."),
    ("b62c_heat_notice", "heat_stress_schedule", US,
     "HEAT PLAN FOR HARVEST CREWS / PLAN DE CALOR PARA LAS CUADRILLAS\nFrom ((May 15||June 1||June 15)) until the end of harvest, when the heat index is over {heat_index} F: ((15||20)) minutes of rest in the shade every hour, "
     "water at every row end, work starts at 6:00 a.m. and ends by 2:00 p.m. / Cuando el índice de calor pase de {heat_index} F: descanso a la sombra cada hora, agua al final de cada surco.\n"
     "New workers work shorter days the first week. Questions: {farm}, {fa_phone} (se habla español)."),
    ("b62c_heat_json", "json_export", US,
     "{\"site\": \"{operator} surface operations\", \"forecastDate\": \"{eff_iso}\", \"source\": \"NWS Jackson KY\", \"hours\": [{heat_json}], \"planVersion\": \"{version}\"}"),
    ("b62c_fit_table", "respirator_fit_test_schedule", US,
     "{operator} - annual respirator fit testing, {quarter}\nCrew | Session | Respirator | Method | Slots\n{fit_table}\n"
     "Bring your own facepiece if you have one; clean-shaven where the seal meets the face. Medical clearance questionnaires are reviewed by {miners} before testing. Questions: {op_phone}."),
    ("b62c_fit_ics", "respirator_fit_test_schedule", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Black Gap Energy//Safety calendar {version}//EN\nX-WR-CALNAME:Fit testing\n{fit_events}\nEND:VCALENDAR"),
    ("b62c_fit_csv", "respirator_fit_test_schedule", US,
     "respirator_model,size,tested,passed,pass_rate_pct,mean_fit_factor\n{fit_csv}\n# {operator} fit-test summary {year}; counts by model only"),
    ("b62c_silica_table", "silica_coal_dust_surveillance", US,
     "Respirable crystalline silica - {quarter} summary, {operator}\nOccupation | Samples | Above 50 ug/m3 | Median | Maximum\n{silica_table}\n"
     "MSHA's silica rule (30 CFR Part 60) sets the PEL at 50 ug/m3 and the action level at 25 ug/m3. Engineering controls under review: water sprays on the continuous miners and the bolter dust collectors."),
    ("b62c_cwp_table", "silica_coal_dust_surveillance", US,
     "{miners} - chest x-ray surveillance, coal workers' pneumoconiosis by county and age band ({year})\nCounty | Age band | Screened | Category 1+ | PMF | Prevalence\n{cwp_table}\n"
     "Classification by NIOSH-certified B readers (ILO 2022). Cells of fewer than 5 miners are combined before publication. Free screening: {mi_phone}."),
    ("b62c_cwp_narrative", "silica_coal_dust_surveillance", US,
     "Screening van report, {en_date}: The {miners} van spent ((four||five||six)) days in ((Letcher||Harlan||Perry)) County and screened {cnt_big} current and former miners. "
     "{cnt} chest films showed category 1 or higher, of which {cnt_small} showed progressive massive fibrosis; most abnormal films were in miners aged 50 to 69 with more than 25 years underground. "
     "Everyone screened gets a letter with their own result within 30 days. Black lung benefits counseling is available at {mi_addr}."),
    ("b62c_cwp_fhir", "silica_coal_dust_surveillance", US,
     "{\"resourceType\": \"MeasureReport\", \"id\": \"{guid}\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{mi_web}/Measure/cwp-screening-participation\", "
     "\"date\": \"2026-0((1||2||3))-((06||15||27))\", \"reporter\": {\"display\": \"{miners}\"}, \"period\": {\"start\": \"2025-01-01\", \"end\": \"2025-12-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"eligible miners\"}, \"count\": {fhir_den}}, {\"code\": {\"text\": \"screened\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {score}}}]}"),
    ("b62c_clinic_hours", "farmworker_clinic_hours_prices", US,
     "{farm} - hours for the {year} season\nSite | Days | Hours | Visits\n{hours_table}\n"
     "No one is turned away for inability to pay; fees on a sliding scale by household income. Appointments: {fa_phone} or {fa_email}. Main clinic: {fa_addr}."),
    ("b62c_fee_table", "farmworker_clinic_hours_prices", US,
     "SLIDING FEE SCHEDULE - {farm} (effective {en_date})\nCPT | Service | Full fee | Tier B | Tier C | Tier D (minimum)\n{fee_table}\n"
     "Tier by household size and income against the federal poverty guidelines. Employer-paid pre-placement and DOT exams are billed at the full fee to the employer."),
    ("b62c_clinic_flyer", "farmworker_clinic_hours_prices", US,
     "FREE HEALTH CHECKS AT THE CAMP / CHEQUEOS DE SALUD GRATIS\nThe {farm} van comes to ((Woodford||Bourbon||Harrison||Scott)) County camps every ((Tuesday||Thursday)) evening from 6 to 9 p.m. "
     "Blood pressure, sugar, eye and skin checks, tetanus shots, and advice on green tobacco sickness (wear gloves and long sleeves when the leaves are wet). "
     "A visit costs ${fee} or less; nobody is refused. Llame al {fa_phone}. Nurse practitioner: {own_np}."),
    ("b62c_fee_csv", "csv_export", US,
     "cpt,description,fee,department,sliding_scale_eligible\n{fee_csv}\n# {occmed} chargemaster export v{version}, {eff_iso}"),
    ("b62c_minutes_mine", "safety_committee_minutes", US,
     "{operator} - Joint Health and Safety Committee, minutes of {en_date}\nPresent: {own_safety} (chair), {own_secretary} (secretary), {own_cih}, ((four||five)) miners' representatives.\n"
     "1. Injuries since last meeting: ((1||2)) lost-time, {cnt} first-aid only; the lost-time cases were ((a hand caught at the belt tail||a slip on the bathhouse steps||a roof-fall near miss with a strained back)). "
     "No names are recorded in these minutes.\n2. Dust: {dust_avg} mg/m3 average on MMU 001; spray bars to be rebuilt.\n3. Noise: crusher deck at {dba} dBA, signs posted.\nNext meeting in ((two weeks||one month))."),
    ("b62c_minutes_farm", "safety_committee_minutes", US,
     "Safety committee, ((Hilltop||Elkhorn Creek||Briar Ridge)) Farms - notes of {en_date}\nAttending: farm manager, two crew leaders, {own_np} ({farm}).\n"
     "Heat: {cnt_small} workers went to the clinic this month with heat cramps or exhaustion; none were admitted. Shade tents added in the creek bottom.\n"
     "Pesticides: REI signs missing twice at greenhouse 3; crew leaders to check before 7 a.m. Tractors: ((one||two)) older tractors still without ROPS; cost-share application sent to the {agcouncil}.\n"
     "Next meeting after tobacco cutting."),
    ("b62c_action_tracker", "safety_committee_minutes", US,
     "Open action items - joint safety committee, {operator} / {agcouncil} partnership ({en_date})\nAction | Owner | Due | Status\n{action_table}\nTracker kept by {own_secretary}; send updates to {op_email}."),
    ("b62c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|OCCHLTH|GRCOM|LIS|GRCOM|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Other Observation/Service Master^HL70175||UPD|||AL\n{mfn_rows}"),
    ("b62c_x12_850", "x12_export", US,
     "ISA*00*          *00*          *ZZ*BLACKGAPENERGY *ZZ*SAFETYSUPPLYCO *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*>~\nGS*PO*BLACKGAPENERGY*SAFETYSUPPLYCO*20{isa_date}*{hhmm}*{small}*X*005010~\n"
     "ST*850*{four_digits}~\nBEG*00*NE*PO{seven_digits}**20{isa_date}~\nN1*ST*{operator} - warehouse~\n{po_lines}\nCTT*3~\nSE*12*{four_digits}~"),
    ("b62c_fhir_location", "fhir_export", US,
     "{\"resourceType\": \"Location\", \"id\": \"screening-van-((1||2||3))\", \"status\": \"((active||active||suspended))\", \"name\": \"{miners} mobile x-ray unit ((1||2||3))\", \"mode\": \"kind\", "
     "\"type\": [{\"text\": \"mobile unit\"}], \"telecom\": [{\"system\": \"phone\", \"value\": \"{mi_phone}\"}, {\"system\": \"email\", \"value\": \"{mi_email}\"}], "
     "\"managingOrganization\": {\"display\": \"{miners}\"}, \"hoursOfOperation\": [{\"daysOfWeek\": [((\"tue\", \"wed\", \"thu\"||\"mon\", \"tue\"||\"wed\", \"thu\", \"fri\"||\"sat\"))], \"openingTime\": \"((07||08||09)):00:00\", \"closingTime\": \"((15||16||17)):00:00\"}], \"description\": \"Schedule version {version}\"}"),
    ("b62c_batch_csv", "csv_export", US,
     "batch_date,program,claims,billed_usd,rejected,status\n{batch_csv}\n# {occmed} claim batch totals for {insurer} and {fund} (payer ID {payer_id}); totals only"),
    ("b62c_fund_bulletin", "occupational_health_programme_summary", US,
     "{fund} - provider bulletin, {en_date}\nStarting {dos}, pulmonary rehabilitation (HCPCS G0424) for members with coal workers' pneumoconiosis no longer needs prior authorization, "
     "up to 36 sessions a year. Bill with payer ID {payer_id}, group {group_no}. The {miners} clinics (NPI {own_npi}) are in network for black lung evaluations. "
     "Provider line: {fu_phone}; claims address {fu_box}; e-mail {fu_email}. EIN {org_ein}."),
    ("b62c_xray_memo", "occupational_health_programme_summary", US,
     "MEMO to mine operators from {miners}\nDate: {en_date}\nRe: the next round of the chest x-ray program (42 CFR Part 37)\nEach operator must offer miners a chest x-ray during the "
     "window that opens on {dos}. Our van can come to your mine site; book a date at {mi_phone} (fax {mi_fax}). Results go to each miner only; operators get a participation count. "
     "Reading B reader: {own_do}."),
    ("b62c_sa_heat", "notice_other_locale", SA,
     "تعميم بشأن حظر العمل تحت أشعة الشمس - {sa_partner}\nتذكّر إدارة المركز جميع المنشآت المتعاقدة بقرار حظر العمل في الأماكن المكشوفة من الساعة 12 ظهرًا حتى الساعة 3 عصرًا "
     "خلال الفترة من 15 يونيو حتى 15 سبتمبر. يجب توفير مياه الشرب والظل وأماكن الراحة، وإحالة أي عامل تظهر عليه أعراض الإجهاد الحراري إلى عيادة المركز فورًا.\n"
     "التاريخ: {ar_date}. للاستفسار: {sa_phone} أو {sa_email}. السجل التجاري {sa_cr}. {sa_director}"),
    ("b62c_sa_dust", "notice_other_locale", SA,
     "{sa_partner} - نتائج قياس الغبار القابل للاستنشاق في مصنع الأسمدة ({ar_date})\nالموقع | عدد العينات | المتوسط | الحالة\n{sa_dust_table}\n"
     "النتائج حسب مناطق العمل ولا تتضمن أسماء العاملين. للاستفسار: {sa_phone_intl}."),
    ("b62c_sa_prices", "notice_other_locale", SA,
     "{sa_partner} - أسعار الفحوصات المهنية\nفحص اللياقة قبل التوظيف: {sar} ريال. فحص السمع: 120 ريال. فحص وظائف الرئة: 150 ريال. أشعة الصدر: 180 ريال. "
     "فحص الكولينستيراز لعمال المبيدات: 140 ريال.\nساعات العمل: من الأحد إلى الخميس، 7:00 صباحًا - 4:00 مساءً. الأسعار سارية اعتبارًا من {ar_date}. هاتف: {sa_phone}. س.ت {sa_cr}"),
    ("b62c_ae_heat", "notice_other_locale", AE,
     "{ae_partner}\nإعلان: تطبيق قرار الحظر المؤقت للعمل وقت الظهيرة من الساعة 12:30 حتى الساعة 3:00 بعد الظهر في مواقع العمل المكشوفة، اعتبارًا من {ar_date}. "
     "على الشركات توفير أماكن مظللة ومياه باردة ومحاليل معالجة الجفاف. عيادة المركز مفتوحة لحالات الإجهاد الحراري على مدار الساعة.\nللتواصل: {ae_phone} - {ae_email}. رخصة رقم {ae_licence}."),
    ("b62c_ae_fit", "notice_other_locale", AEX,
     "{ae_partner_en} - fit-test and audiometry schedule for contractor crews, week of {en_date}\n((Sunday||Monday)): scaffolding crews, 7:00-11:00 (N95 and half-face P100)\n"
     "((Tuesday||Wednesday)): blasting and painting crews, 7:00-12:00 (full-face and PAPR)\nThursday: audiometry for new joiners, 8:00-13:00\n"
     "Workers must not work for 2 hours before the test in noise above 85 dB. Contact: {ae_phone_intl}, {ae_email}. {ae_director_en}"),
    ("b62c_ir_dust", "notice_other_locale", IR,
     "{ir_partner}\nگزارش پایش گرد و غبار قابل استنشاق در معادن زغال‌سنگ - {fa_date}\nمحل | تعداد نمونه | میانگین | وضعیت\n{ir_dust_table}\n"
     "نتایج بر اساس محل کار است و نام کارگران در آن نیامده است. تلفن: {ir_phone}، پست الکترونیک: {ir_email}. شناسه ملی: {ir_org_id}"),
    ("b62c_ir_exams", "notice_other_locale", IR,
     "اطلاعیه {ir_partner}\nمعاینات ادواری کارگران معادن زرند و راور از {fa_date} آغاز می‌شود. شامل: اسپیرومتری، ادیومتری، رادیوگرافی قفسه سینه و آزمایش خون. "
     "کارفرمایان فهرست کارگاه‌ها را حداکثر تا یک هفته پیش از نوبت ارسال کنند. ساعت کار: شنبه تا چهارشنبه ۷:۳۰ تا ۱۴:۰۰. تلفن: {ir_phone_intl}. {ir_director}"),
    ("b62c_fa_heat", "heat_stress_schedule", IR,
     "{ir_partner} - برنامه کار و استراحت در گرما برای کارگران سطحی معدن ({fa_date})\nشاخص WBGT تا ۲۸: کار عادی\nشاخص ۲۸ تا ۳۰: ۴۵ دقیقه کار، ۱۵ دقیقه استراحت\n"
     "شاخص ۳۰ تا ۳۲: ۳۰ دقیقه کار، ۳۰ دقیقه استراحت\nبالاتر از ۳۲: توقف کار سنگین\nهر ۲۰ دقیقه یک لیوان آب بنوشید. تلفن مرکز: {ir_phone}"),
    ("b62c_pk_urdu", "notice_other_locale", PKU,
     "{pk_partner_ur}\nاعلان: کان کنوں کے لیے سلیکوسس اور کالے پھیپھڑوں کی مفت اسکریننگ کیمپ {ur_date} سے شروع ہوگا۔ سینے کا ایکسرے اور پھیپھڑوں کا ٹیسٹ مفت کیا جائے گا۔\n"
     "مقام | رجسٹرڈ | مشتبہ کیسز | ریفرل\n{ur_camp_table}\nرابطہ: {pk_phone}۔ {pk_director_ur}"),
    ("b62c_pk_stats", "silica_coal_dust_surveillance", PK,
     "{pk_partner} - coal miners' health camp statistics, {pk_date}\nSite | Screened | Suspected pneumoconiosis | TB referrals | Injuries treated\n{pk_stat_table}\n"
     "Counts only; individual results are given to each miner at the camp. NTN {pk_ntn}. Contact: {pk_phone_intl}, {pk_email}. {pk_director}"),
    ("b62c_pk_minutes", "safety_committee_minutes", PK,
     "Minutes - mine safety committee meeting, Duki coalfield lease holders and {pk_partner}, {pk_date}\n1. Gas testing: methane detectors to be issued to every mine of more than 20 workers.\n"
     "2. Accidents this quarter: {cnt_small} fatal, {cnt} injuries; the inspectorate's report is awaited. No names are recorded here.\n3. Dispensary: ambulance available 24 hours at {pk_phone}.\n"
     "4. Next free screening camp in ((Chamalang||Harnai||Shahrag)). Chair: {pk_director}."),
    ("b62c_bd_fees", "notice_other_locale", BD,
     "{bd_partner}\nবিদেশগামী কর্মীদের স্বাস্থ্য পরীক্ষার ফি (কার্যকর {bn_date})\nপরীক্ষা | ফি\n{bd_fee_table}\n"
     "সময়: শনি থেকে বৃহস্পতিবার, সকাল ৮টা থেকে বিকাল ৪টা। ফলাফল ৪৮ ঘণ্টার মধ্যে। যোগাযোগ: {bd_phone}, {bd_email}। লাইসেন্স নং {bd_licence}"),
    ("b62c_bd_heat", "notice_other_locale", BD,
     "তাপপ্রবাহ সতর্কতা - {bd_partner}\nইটভাটা ও মাঠের শ্রমিকদের জন্য: দুপুর ১২টা থেকে বিকাল ৩টা পর্যন্ত ভারী কাজ বন্ধ রাখুন, প্রতি ঘণ্টায় ছায়ায় বিশ্রাম নিন এবং বারবার পানি ও খাবার স্যালাইন পান করুন। "
     "মাথা ঘোরা, বমি বা অজ্ঞান হলে দ্রুত নিকটস্থ স্বাস্থ্যকেন্দ্রে নিন। তারিখ: {bn_date}। হটলাইন: {bd_phone_intl}"),
    ("b62c_np_notice", "notice_other_locale", NP,
     "{np_partner}\nसूचना: वैदेशिक रोजगारमा जाने कामदारहरूको स्वास्थ्य परीक्षण आइतबारदेखि शुक्रबारसम्म बिहान ७ बजेदेखि दिउँसो २ बजेसम्म हुनेछ। परीक्षण शुल्क रु. {npr} (सरकारले तोकेबमोजिम)। "
     "नतिजा ४८ घण्टाभित्र। मिति: {ne_date}। सम्पर्क: {np_phone}, {np_email}। स्थायी लेखा नं. {np_pan}। {np_director}"),
    ("b62c_np_stats", "notice_other_locale", NP,
     "{np_partner} - मासिक स्वास्थ्य परीक्षण विवरण ({ne_date})\nगन्तव्य देश | जम्मा परीक्षण | योग्य | अयोग्य\n{np_stat_table}\n"
     "व्यक्तिगत नतिजा सम्बन्धित कामदारलाई मात्र दिइन्छ। सम्पर्क: {np_phone_intl}"),
    ("b62c_ae_prices", "farmworker_clinic_hours_prices", AE,
     "{ae_partner} - قائمة أسعار خدمات الصحة المهنية\nالفحص الطبي للياقة المهنية: {aed} درهم\nقياس السمع: 150 درهم\nفحص وظائف الرئة: 200 درهم\nاختبار ملاءمة الكمامة: 100 درهم لكل عامل\n"
     "الأسعار لا تشمل ضريبة القيمة المضافة 5%. ساعات العمل من الاثنين إلى الجمعة، 7:00 - 15:00. سارية من {ar_date}. للحجز: {ae_phone_intl}."),
    ("b62c_np_checklist", "notice_other_locale", NPX,
     "{np_partner_en} - checklist for workers coming for the pre-departure medical\n1. Bring your passport and two photos; do not eat for 8 hours before the blood test.\n"
     "2. Tests: chest x-ray, blood (HIV, hepatitis B and C, VDRL, malaria), urine, stool, pregnancy test for women. Fee NPR {npr} as fixed by the government.\n"
     "3. Results in 48 hours; a worker found unfit may ask for a review within 15 days.\nOpen Sunday to Friday, 7 a.m. to 2 p.m., from {en_date}. Contact {np_phone} or {np_email}. PAN {np_pan}. {np_director_en}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b62_preplacement", "pre_placement_periodic_exam", US,
     "{miners} - PRE-PLACEMENT MEDICAL EXAMINATION (underground coal)\nEmployer: {operator}, MSHA mine ID {mine_id}   Exam no. [[record_number:exam_no_v62]]   Date: {dos}\n"
     "Applicant: {first} {last}   DOB: [[date_of_birth:dob_v62]]   SSN: [[ssn:ssn_v62]]\nHome: [[address:addr_ky_v62]]\nPhone: [[phone:phone_ky_v62]]   E-mail: [[email:email_v62]]\n"
     "Position offered: ((roof bolter||continuous miner helper||electrician||shuttle car operator)). History: ((former smoker, 12 pack-years||no lung disease||childhood asthma, no inhaler since age 12)). "
     "BP ((128/82||136/88||118/76)). Chest x-ray and spirometry normal. Audiogram baseline done.\nDetermination: ((medically qualified||qualified, hearing protection required||deferred pending cardiology note)). Examiner: {own_do}"),
    ("b62_periodic_handler", "pre_placement_periodic_exam", US,
     "{farm} - PERIODIC EXAMINATION, PESTICIDE HANDLER (mid-season)\nWorker: {first} {last}   Date of birth: [[date_of_birth:dob_v62]]   Chart: [[record_number:exam_no_v62]]\n"
     "Coverage: ((Kentucky Medicaid||{fund}||employer-paid program)), member ID [[member_id:member_v62]]   Cell: [[phone:phone_ky_v62]]\n"
     "Employer: ((Hilltop Farms||Elkhorn Creek Farms||Briar Ridge Produce)). Mixes and loads ((acephate and chlorpyrifos||dimethoate||carbaryl and malathion)) on ((3||4||5)) days a week.\n"
     "RBC cholinesterase: baseline ((12.4||11.6||13.1)) U/g Hb; today ((11.9||9.2||8.3)) U/g Hb. Plan: ((continue handling, recheck in 30 days||work-practice review with the crew leader, recheck in 14 days||remove from handling until recovery)). - {own_np}"),
    ("b62_spirometry", "spirometry_audiometry_result", US,
     "SPIROMETRY REPORT - {occmed}\nName: {last}, {first}   DOB: [[date_of_birth:dob_v62]]   Employee no.: [[record_number:exam_no_v62]]\nEmployer: {operator}   Test ID: [[record_number:xray_v62]]   Date: {dos}\n"
     "Billed to: {fund}, member [[member_id:fund_member_v62]]\nFVC ((4.12||3.58||4.66)) L, ((88||79||94))% pred.   FEV1 ((3.01||2.44||3.61)) L, ((84||71||92))% pred.   FEV1/FVC ((0.73||0.68||0.77))\n"
     "Interpretation (NHANES III reference): ((normal||mild obstruction, repeat in 1 year||possible restriction, refer for full PFTs)). Technician: {own_rrt}. Reviewed by {own_md}."),
    ("b62_audiogram", "spirometry_audiometry_result", US,
     "{operator} HEARING CONSERVATION - ANNUAL AUDIOGRAM\nMiner: {first} {last}   Employee ID: [[record_number:exam_no_v62]]   Date of birth: [[date_of_birth:dob_v62]]\n"
     "Hz:     500 1000 2000 3000 4000 6000\nRight:  ((15 15 20 35 45 40||10 10 15 25 40 35||20 20 25 40 55 50))\nLeft:   ((15 20 25 40 55 45||10 15 20 30 45 40||20 25 30 45 60 55))\n"
     "Standard threshold shift: ((yes, left ear||no||yes, both ears)). Per 30 CFR 62.175 the miner is notified in writing within 10 working days at [[address:addr_ky_v62]]; "
     "a second notice by phone to [[phone:phone_ky_v62]]. Technician: {own_caohc}."),
    ("b62_pesticide_report", "pesticide_poisoning_report", US,
     "PESTICIDE-RELATED ILLNESS AND INJURY REPORT - Kentucky Department for Public Health (reported by {farm})\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v62]]   Sex: {sex}\n"
     "Address: [[address:addr_ky_v62]]   Phone: [[phone:phone_ky_v62]]   E-mail: [[email:email_v62]]\nClinic chart: [[record_number:exam_no_v62]]   Seen: {dos} {clock}\n"
     "Exposure: ((drift from an airblast sprayer in the next orchard||re-entered a greenhouse before the REI ended||splash while mixing, no goggles)); product ((Acephate 97UP||Paraquat dichloride 3SL||Chlorpyrifos 4E)). "
     "Symptoms: ((nausea, sweating, pinpoint pupils||burning eyes and cough||headache, dizziness)). Treated: ((decontamination, atropine 2 mg IV, transferred||eye irrigation, released||observation 4 h, released)). Reporter: {own_np}"),
    ("b62_froi", "workers_comp_first_report", US,
     "FIRST REPORT OF INJURY OR ILLNESS (Kentucky Form IA-1) - to {insurer}\nEmployee: {first} {last}   SSN: [[ssn:ssn_v62]]   DOB: [[date_of_birth:dob_v62]]\n"
     "Home address: [[address:addr_ky_v62]]   Phone: [[phone:phone_ky_v62]]\nEmployer: {operator}, MSHA ID {mine_id}. Occupation: ((roof bolter||scoop operator||mechanic||belt man)).\n"
     "Date of injury: {dos} at ((06:40||15:15||23:50)). Description: struck by a ((rib roll||scoop bucket||falling rock)) while ((driving a personal pickup on the mine road||walking to the portal from the lot||sitting in a personal vehicle at the bathhouse)); "
     "employee's vehicle [[vehicle_id:vehicle_ky_v62]]. Body part: ((left shoulder||lower back||right hand)). Treated at ((Harlan ARH||Hazard ARH)) ER.\nInsurer claim no. [[record_number:claim_v62]]. Prepared by {own_safety}."),
    ("b62_rtw_certificate", "return_to_work_fitness_certificate", US,
     "{occmed}\nRETURN-TO-WORK / FITNESS-FOR-DUTY CERTIFICATE\nEmployee: {first} {last}   DOB: [[date_of_birth:dob_v62]]\nWorkers' comp claim: [[record_number:claim_v62]]   Health fund ID: [[member_id:member_v62]]\n"
     "Seen {dos} after ((a left wrist fracture||a lumbar strain||carbon monoxide exposure at the face)). May return to work ((on Monday||in one week||in two weeks)) with restrictions: ((no lifting over 25 lb for 4 weeks||no work underground for 2 weeks, surface duty only||full duty)).\n"
     "Employer contact for questions about restrictions: {op_phone}. Patient's phone for follow-up: [[phone:phone_ky_v62]]. Physician: {own_md}"),
    ("b62_blacklung_letter", "black_lung_screening_letter", US,
     "{en_date}\n\n{first} {last}\n[[address:addr_ky_v62]]\n\nDear {first} {last}:\n\nThank you for coming to the {miners} van. At [[age_over_89:age_elder_v62]], you were the oldest retired miner we screened this year. "
     "Your chest x-ray (ID [[record_number:xray_v62]]) was read by two B readers as category ((1/0||1/1||2/1)), which means ((simple coal workers' pneumoconiosis||early black lung changes)). "
     "We checked your identity with your date of birth on file, [[date_of_birth:dob_elder_v62]].\nBecause you have Medicare (MBI [[member_id:mbi_v62]]), pulmonary rehab is covered. "
     "You may also qualify for federal black lung benefits; call us at {mi_phone} to talk with a benefits counselor.\n\nSincerely,\n{own_do}"),
    ("b62_widow_letter", "black_lung_screening_letter", US,
     "{miners} - benefits counseling\n{en_date}\n\n{first2} {last}\n[[address:addr_ky_v62]]\n\nRe: survivor's claim for black lung benefits - miner {first} {last}\n"
     "Miner's SSN: [[ssn:ssn_v62]]   Date of birth: [[date_of_birth:dob_elder_v62]]   Date of death: [[date_of_death:dod_v62]]\nThe miner was [[age_over_89:age_at_death_v62]] at death; the death certificate lists complicated pneumoconiosis.\n"
     "We have filed your survivor's claim with the Department of Labor. Please confirm the account for direct deposit: [[bank_account:account_us_v62]]. "
     "We attached the obituary you sent ([[url:url_obit_v62]]). We will call you at [[phone:phone_ky_v62]] when the district office writes.\n{own_rn}"),
    ("b62_fatality_report", "fatality_report_regulator", US,
     "REPORT OF FATAL ACCIDENT - {operator} to MSHA District 7 (30 CFR 50.10 notice given at {clock})\nMine ID {mine_id}   MSHA case: [[record_number:msha_case_v62]]\n"
     "Victim: {first} {last}   SSN: [[ssn:ssn_v62]]   Date of birth: [[date_of_birth:dob_v62]]   Date of death: [[date_of_death:dod_v62]]\nHome address: [[address:addr_ky_v62]]\n"
     "Occupation: ((roof bolter||section foreman||shuttle car operator)), ((2||4||7)) years' mining experience. The victim was ((pinned between the shuttle car and the rib||struck by a roof fall inby the last row of bolts||caught in the belt tailpiece)) on ((2 Left||Main North||Panel 7)).\n"
     "Next of kin notified: {first2} {last}, [[phone:phone_ky_v62]]. Reported by {own_safety}."),
    ("b62_fund_post", "family_fundraiser_post", US,
     "Please share!! Our Papaw {first} {last} is [[age_over_89:age_old_v62]] and worked ((38||41||44)) years underground at ((Lynch||Benham||Cumberland||Hazard)). The black lung has got so bad he is on oxygen 24/7 "
     "and the insurance won't pay for the portable concentrator. We started a fundraiser: [[url:url_fund_v62]]\nCards and letters can go to his house at [[address:addr_ky_v62]] - he loves getting mail.\n"
     "Questions text me at [[phone:phone_ky_v62]] or email [[email:email_v62]]. Thank you and God bless. - {first2}"),
    ("b62_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:chart_plain_v62]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v62]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"gender\": \"{fhir_gender}\", \"birthDate\": \"[[date_of_birth:dob_iso_v62]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v62]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v62]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v62]]\"}], \"managingOrganization\": {\"display\": \"{occmed}\"}}"),
    ("b62_fhir_dxreport", "fhir_export", US,
     "{\"resourceType\": \"DiagnosticReport\", \"status\": \"final\", \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"81459-0\", \"display\": \"Spirometry panel\"}]}, "
     "\"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.3.62.1\", \"value\": \"[[record_number:chart_plain_v62]]\"}, "
     "{\"system\": \"urn:bsmhf:member\", \"value\": \"[[member_id:member_plain_v62]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v62]]\"}], "
     "\"subject\": {\"reference\": \"#p1\"}, \"effectiveDateTime\": \"{iso_ts}\", \"conclusion\": \"((Normal spirometry||Mild obstructive pattern||Reduced FVC, possible restriction))\", "
     "\"performer\": [{\"display\": \"{occmed}\"}]}"),
    ("b62_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|LAB|GRCOM|OCCHLTH|GRCOM|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:chart_plain_v62]]^^^GRCOM^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v62]]|{sex}|||"
     "[[address:addr_hl7_v62]]||[[phone:phone_hl7_v62]]||||||[[ssn:ssn_plain_v62]]\nOBR|1|{fivedig}|{seven_digits}|82482^Cholinesterase RBC^C4|||{hl7_ts}\n"
     "OBX|1|NM|2098-6^Cholinesterase RBC^LN||((11.8||9.4||7.9))|U/g Hb|11.0-16.0|((N||L||L))|||F"),
    ("b62_surv_csv", "csv_export", US,
     "employee_id,last,first,dob,ssn,phone,xray_date,ilo_category\n[[record_number:exam_no_v62]],{last},{first},[[date_of_birth:dob_iso_v62]],[[ssn:ssn_plain_v62]],[[phone:phone_e164_v62]],{eff_iso},((0/0||1/0||1/1||2/1))\n"
     "# {miners} medical surveillance extract for {operator}, {iso_ts} - personal data, do not forward"),
    ("b62_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*GREENRIVEROCC  *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*GREENRIVEROCC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nHL*1**20*1~\nNM1*85*2*{occmed}*****XX*{own_npi}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v62]]~\nN3*[[address:addr_x12_v62]]~\nDMG*D8*[[date_of_birth:dob_compact_v62]]*{sex}~\n"
     "CLM*[[record_number:chart_plain_v62]]*((185||240||96))***11:B:1*Y*A*Y*Y~\nHI*ABK:J60~\nLV1*1~\nSV1*HC:94010*((85||110))*UN*1***1~\nSE*16*{four_digits}~"),
    ("b62_rtw_portal", "return_to_work_fitness_certificate", US,
     "{insurer} - claimant portal upload receipt\nReceived: {iso_ts}\nClaimant: {first} {last}   Date of birth: [[date_of_birth:dob_v62]]\nClaim: [[record_number:claim_v62]]\n"
     "Document: ((return-to-work note||fitness-for-duty certificate||work status report)) from {occmed}, ((2||3)) pages\nConfirmation sent to: [[email:email_plain_v62]]\n"
     "Uploaded from IP address [[ip_address:ip_v62]] - browser: ((Chrome||Safari)) on ((Android||iPhone))"),
    ("b62_np_visa_medical", "migrant_worker_visa_medical", NPX,
     "{np_partner_en} - MEDICAL EXAMINATION REPORT FOR FOREIGN EMPLOYMENT\nName: {first} {last}   Sex: {sex}\nPassport No.: [[national_id:passport_v62]]   Citizenship Cert. No.: [[national_id:np_citizenship_v62]]\n"
     "Date of birth: [[date_of_birth:dob_v62]]\nPermanent address: [[address:addr_np_v62]]\nMobile: [[phone:phone_np_v62]]   E-mail: [[email:email_v62]]\n"
     "Destination: ((Qatar||Malaysia||Saudi Arabia||Kuwait)). GCC slip / ref.: [[record_number:slip_v62]]\nX-ray: ((normal||old healed lesion, sputum negative)). HIV, HBsAg, HCV, VDRL: negative. Result: ((FIT||FIT||UNFIT - review in 15 days)).\n"
     "Appointment booked online from [[ip_address:ip_v62]]; fee paid by card [[card:card_v62]]."),
    ("b62_sa_iqama_medical", "saudi_form", SA,
     "{sa_partner} - نموذج الفحص الطبي لتجديد الإقامة / الكشف المهني\nالاسم: {first} {last}\nرقم الهوية / الإقامة: [[national_id:sa_id_v62]]\nرقم الجواز: [[national_id:passport_v62]]\n"
     "تاريخ الميلاد: [[date_of_birth:dob_v62]]\nالجوال: [[phone:phone_sa_v62]]\nالعنوان الوطني: [[address:addr_sa_v62]]\nرقم الملف: [[record_number:slip_v62]]\n"
     "المهنة: ((عامل رش مبيدات||فني صيانة||عامل مزرعة)). النتيجة: ((لائق||لائق مع متابعة السمع||غير لائق مؤقتًا)). سُدّدت الرسوم ببطاقة [[card:card_gulf_v62]]. الطبيب: {sa_director}"),
    ("b62_sa_injury", "saudi_form", SA,
     "المؤسسة العامة للتأمينات الاجتماعية - بلاغ إصابة عمل (عن طريق {sa_partner})\nاسم المصاب: {first} {last}\nرقم الهوية: [[national_id:sa_id_v62]]\nتاريخ الميلاد: [[date_of_birth:dob_v62]]\n"
     "الجوال: [[phone:phone_sa_v62]]\nالعنوان: [[address:addr_sa_v62]]\nنوع الإصابة: حادث مروري أثناء الذهاب إلى العمل، المركبة رقم اللوحة [[vehicle_id:plate_sa_v62]]\n"
     "رقم الآيبان لصرف البدل اليومي: [[bank_account:iban_sa_v62]]\nالتشخيص: ((كسر في الساعد الأيسر||التواء في الرقبة||رضوض متعددة)). المبلغ: {sa_director}"),
    ("b62_ae_visa_medical", "migrant_worker_visa_medical", AEX,
     "{ae_partner_en} - RESIDENCY VISA MEDICAL FITNESS / فحص اللياقة الطبية للإقامة\nApplication no.: [[record_number:slip_v62]]\nName: {first} {last}\n"
     "Emirates ID: [[national_id:emirates_id_v62]]   Passport: [[national_id:passport_ex_v62]]\nDate of birth: [[date_of_birth:dob_v62]]   Occupation: ((Labourer||Scaffolder||Welder||Farm worker))\n"
     "Mobile: [[phone:phone_ae_v62]]   E-mail: [[email:email_v62]]\nPaid AED 320 by card [[card:card_gulf_v62]]; submitted online from [[ip_address:ip_v62]] on {dos}.\n"
     "Chest X-ray: ((normal||normal||referred for TB committee)). Result: ((FIT||FIT||PENDING))."),
    ("b62_ae_fitness", "uae_form", AE,
     "{ae_partner} - شهادة اللياقة للعودة إلى العمل\nالاسم: {first} {last}\nرقم الهوية الإماراتية: [[national_id:emirates_id_v62]]\nتاريخ الميلاد: [[date_of_birth:dob_v62]]\n"
     "العنوان: [[address:addr_ae_v62]]\nالهاتف المتحرك: [[phone:phone_ae_v62]]\nبعد ((إجهاد حراري||إصابة في الكاحل||تسمم بالمبيدات)) يُسمح له بالعودة إلى العمل اعتبارًا من {ar_date} ((دون قيود||مع عمل خفيف لمدة أسبوعين)).\n"
     "رقم لوحة المركبة (لتصريح دخول الموقع): [[vehicle_id:plate_ae_v62]]\nالحساب المصرفي لتعويض الإجازة المرضية: [[bank_account:iban_ae_v62]]\nالطبيب المعالج: {ae_director}"),
    ("b62_ir_exam", "iranian_form", IR,
     "{ir_partner}\nفرم معاینات سلامت شغلی (ادواری)\nنام و نام خانوادگی: {first} {last}\nکد ملی: [[national_id:ir_code_v62]]\nتاریخ تولد: [[date_of_birth:dob_v62]]\n"
     "نشانی: [[address:addr_ir_v62]]\nتلفن همراه: [[phone:phone_ir_v62]]\nشماره پرونده: [[record_number:slip_v62]]\n"
     "شغل: ((استخراج‌کار تونل||اپراتور نوار نقاله||سرکارگر معدن)). اسپیرومتری: ((طبیعی||الگوی انسدادی خفیف)). رادیوگرافی قفسه سینه: ((طبیعی||کدورت‌های ریز گرهی)). "
     "نتیجه: ((بلامانع||بلامانع مشروط||ارجاع به متخصص طب کار)). پزشک: {ir_director}"),
    ("b62_ir_death", "pesticide_poisoning_report", IR,
     "گزارش مرگ ناشی از مسمومیت با سموم کشاورزی - {ir_partner}\nنام متوفی: {first} {last}\nکد ملی: [[national_id:ir_code_v62]]\nتاریخ تولد: [[date_of_birth:dob_v62]]\n"
     "تاریخ فوت: [[date_of_death:dod_v62]]\nنشانی: [[address:addr_ir_v62]]\nعلت: مسمومیت با ((پاراکوات||فسفید آلومینیوم (قرص برنج)||ارگانوفسفره)) هنگام ((سم‌پاشی باغ پسته||نگهداری سم در انبار||کار در مزرعه)).\n"
     "تلفن بستگان: [[phone:phone_ir_v62]]\nشماره کارت برای واریز کمک‌هزینه: [[card:shetab_v62]]   شبا: [[bank_account:iban_ir_v62]]\nگزارشگر: {ir_director}"),
    ("b62_pk_form", "pakistani_form", PK,
     "WORKERS WELFARE BOARD BALOCHISTAN - DEATH / INJURY GRANT APPLICATION (through {pk_partner})\nName of worker: {first} {last}\nCNIC No.: [[national_id:cnic_v62]]\nDate of birth: [[date_of_birth:dob_v62]]\n"
     "Address: [[address:addr_pk_v62]]\nMobile: [[phone:phone_pk_v62]]   E-mail: [[email:email_v62]]\nMine / lease: ((Duki Coal Co. lease 37||Chamalang block 4||Harnai Sinjavi lease 11)). Nature of injury: ((methane explosion, burns||roof fall, fracture of pelvis||fall in shaft, spinal injury)).\n"
     "Bank account for the grant (IBAN): [[bank_account:iban_pk_v62]]\nVerified by: {pk_director}"),
    ("b62_pk_urdu", "pakistani_form", PKU,
     "{pk_partner_ur}\nکان کن کا طبی معائنہ سرٹیفکیٹ\nنام: {first} {last}\nشناختی کارڈ نمبر: [[national_id:cnic_v62]]\nتاریخ پیدائش: [[date_of_birth:dob_v62]]\n"
     "پتہ: [[address:addr_pk_v62]]\nموبائل نمبر: [[phone:phone_pk_v62]]\nرجسٹریشن نمبر: [[record_number:slip_v62]]\n"
     "سینے کا ایکسرے: ((نارمل||سلیکوسس کا شبہ||ٹی بی کا شبہ، بلغم کا ٹیسٹ)). نتیجہ: ((کام کے قابل||ریفر برائے ماہر امراض سینہ)). {pk_director_ur}"),
    ("b62_bd_predeparture", "migrant_worker_visa_medical", BD,
     "{bd_partner}\nবিদেশগামী কর্মীর স্বাস্থ্য পরীক্ষার প্রতিবেদন\nনাম: {first} {last}\nজাতীয় পরিচয়পত্র নম্বর: [[national_id:bd_nid_v62]]\nপাসপোর্ট নম্বর: [[national_id:passport_v62]]\n"
     "জন্ম তারিখ: [[date_of_birth:dob_v62]]\nস্থায়ী ঠিকানা: [[address:addr_bd_v62]]\nমোবাইল: [[phone:phone_bd_v62]]\nনিবন্ধন নম্বর: [[record_number:slip_v62]]\n"
     "গন্তব্য: ((সৌদি আরব||মালয়েশিয়া||কাতার||সংযুক্ত আরব আমিরাত)). ফলাফল: ((ফিট||ফিট||আনফিট - হেপাটাইটিস বি পজিটিভ)). চিকিৎসক: {bd_director}"),
    ("b62_bd_death", "bangladeshi_form", BD,
     "ওয়েজ আর্নার্স কল্যাণ বোর্ড - প্রবাসে মৃত কর্মীর পরিবারের আর্থিক অনুদানের আবেদন (সহায়তায়: {bd_partner})\nমৃত কর্মীর নাম: {first} {last}\nজাতীয় পরিচয়পত্র নম্বর: [[national_id:bd_nid_v62]]\n"
     "জন্ম তারিখ: [[date_of_birth:dob_v62]]\nমৃত্যুর তারিখ: [[date_of_death:dod_v62]]\nকর্মস্থল: ((সৌদি আরবের একটি খামার||মালয়েশিয়ার একটি নির্মাণ প্রকল্প||কাতারের একটি নির্মাণ সাইট)); মৃত্যুর কারণ: ((হিটস্ট্রোক||কর্মস্থলে দুর্ঘটনা||হৃদরোগ))\n"
     "স্থায়ী ঠিকানা: [[address:addr_bd_v62]]\nমনোনীত ব্যক্তির মোবাইল: [[phone:phone_bd_v62]]\nব্যাংক হিসাব নম্বর: [[bank_account:bd_account_v62]]\nপরিবারের ফেসবুক পোস্টের লিংক: [[url:url_bd_post_v62]]"),
    ("b62_np_death", "nepali_form", NP,
     "वैदेशिक रोजगार बोर्ड - मृतक कामदारको परिवारलाई आर्थिक सहायताको निवेदन ({np_partner} मार्फत)\nमृतकको नाम: {first} {last}\nनागरिकता प्रमाणपत्र नं.: [[national_id:np_citizenship_v62]]\n"
     "जन्म मिति: [[date_of_birth:dob_v62]]\nमृत्यु मिति: [[date_of_death:dod_v62]]\nस्थायी ठेगाना: [[address:addr_np_v62]]\nमृत्युको कारण: ((गर्मीले लागेको असर||कार्यस्थलमा दुर्घटना||हृदयघात))\n"
     "इच्छाइएको व्यक्तिको मोबाइल: [[phone:phone_np_v62]]\nबैंक खाता नं.: [[bank_account:np_account_v62]]\nसिफारिस गर्ने: {np_director}"),
    ("b62_np_medical", "nepali_form", NP,
     "{np_partner}\nस्वास्थ्य परीक्षण प्रतिवेदन (वैदेशिक रोजगार)\nनाम थर: {first} {last}\nनागरिकता नं.: [[national_id:np_citizenship_v62]]\nराहदानी नं.: [[national_id:passport_v62]]\n"
     "जन्म मिति: [[date_of_birth:dob_v62]]\nठेगाना: [[address:addr_np_v62]]\nमोबाइल: [[phone:phone_np_v62]]\nदर्ता नं.: [[record_number:slip_v62]]\n"
     "छातीको एक्स-रे: ((सामान्य||सामान्य||पुरानो निको भएको दाग)). नतिजा: ((योग्य||योग्य||अयोग्य)). चिकित्सक: {np_director}"),
]


# Templates whose wording makes their person a man ("Papaw", "he"; the Arabic certificate's "له").
_MEN = {"b62_fund_post", "b62_ae_fitness"}


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
            if "_elder_v62" in body or "age_at_death_v62" in body:
                _birth(draw, 1926, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw, "M" if template_id in _MEN else None)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind62-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
