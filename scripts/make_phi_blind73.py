"""A seventy-third blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind73.py [--seed 75751] [--out PATH]   # JSON lines to PATH, or to stdout

The seventy-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind71.py,
seeds 4141 to 73731) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
seventy-second set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b73_" or "b73c_"). Identifier-free genres, all from eye care: eye-clinic and optometry price lists (a table, a CSV,
terms, a JSON, a frames list), diabetic-retinopathy screening programme statistics (counts by county: a table, a board
note, a CSV, a FHIR MeasureReport, an XML), glaucoma and cataract waiting-time reports (a table, a memo, a CSV, a JSON,
a notice), contact-lens hygiene leaflets, school vision-screening schedules (no child named: a table, an iCalendar, a
letter to principals, a CSV), spectacle-voucher scheme terms, slit-lamp and OCT maintenance logs (a log, a CSV, an
XML, a memo, a service-contract note), notices in other locales (English as Nigeria, Kenya, South Africa and Singapore
print it, Malay as Malaysia prints it, Thai in Thai script, Vietnamese) and exports of non-personal data (an HL7
MFN^M05 of clinic locations, an X12 820 premium remittance of an employer group, a FHIR Device, a CSV of claim batch
totals). Carrying genres: ophthalmology consultation letters, diabetic-eye screening result letters (one a text
message), cataract operation notes (one of a person over 89), spectacle and contact-lens prescriptions naming the
patient (one a web order), visual-impairment (low-vision) registration certificates (one of a person over 89),
driving-vision fitness reports (South Carolina, Singapore and Thailand, with the vehicle's plate), an eye-trauma
workplace injury claim, the death notice of a corneal donor, forms from Nigeria (a registration and a payment form),
Kenya (a registration and a fundraiser-backed surgery form), South Africa (an eye-bank donor form and a registration),
Singapore (a referral), Malaysia (a Malay registration and a JPJ eye-test form), Thailand (a Thai registration and a
web booking) and Vietnam (a Vietnamese registration and a web booking) written as those countries print them, and
exports (a FHIR Patient, a FHIR Observation with its patient contained, an HL7 ORM^O01, an eye-screening CSV, an X12
835).

Most identifier values come from this module's own printings (the `*_v73` slots): US SSNs and Medicare MBIs in
several printings, vision-plan member IDs, clinic MRNs, South Carolina driver's licences, plates and VINs (the
position-9 check digit); passport numbers of the US, Nigeria, Kenya, South Africa, Singapore, Malaysia, Thailand and
Vietnam; South African ID numbers (the birth date, the sex serial and the Luhn digit), Nigerian NINs and BVNs, Kenyan
national ID numbers and KRA PINs, Singapore NRIC/FIN numbers (the weighted check letter, S/T/F/G series), Malaysian
MyKad numbers (YYMMDD-PB-###G, the birthplace code and the sex digit), Thai national IDs (13 digits, the mod-11 check
digit), Vietnamese CCCD numbers (province, century-and-sex digit, birth year), Vietnamese BHYT cards, Kenyan NHIF
and South African medical-aid numbers, Singapore plates with their check letter, Malaysian and Thai plates; bank
accounts (Nigerian NUBANs with the check digit over bank code and serial, Kenyan, South African branch-and-account,
Singaporean, Malaysian, Thai and Vietnamese printings, South Carolina routing-and-account pairs with the ABA digit);
Visa, Mastercard, American Express and Verve numbers with Luhn (Verve in 16 and 19 digits); dates in Malay ("12 Ogos
1961"), Thai (Buddhist-era years, full and abbreviated month names) and Vietnamese ("ngày 5 tháng 3 năm 1980"),
Nigerian, Kenyan, South African and Singaporean English orders and US ones; Nigerian (No., Close, GRA, LGA), Kenyan
(P.O. Box with the postal code, estate and house), South African (suburb and four-digit code), Singaporean (Blk,
#floor-unit, six-digit code), Malaysian (Jalan, Taman, postcode and state), Thai (หมู่, ซอย, ตำบล/แขวง, อำเภอ/เขต,
จังหวัด) and Vietnamese (Số, ngõ, phường, quận) layouts and South Carolina ones; the seven numbering plans in national
printings with and without +234, +254, +27, +65, +60, +66 and +84, and South Carolina lines; e-mails written against
scrapers ("at" and "dot", "[at]"); public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a
fundraiser, a profile, a blog).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in South
Carolina: every state from N to W had been used by an earlier set, so this set took one used once (by one earlier
set) with area codes no earlier set used (803 and 843). An identifier-free text quotes only this set's own
organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Columbia eye institute, a Mount Pleasant optometry
practice, a retinal screening programme, an eye bank, a vision plan and a school vision service, on fictional
555-01xx lines, and partner eye centres in Lagos, Nairobi, Cape Town, Singapore, Kuala Lumpur, Samut Prakan and Can
Tho on invented lines) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the
institute's NPIs and EIN, its CLIA number); the people it names are the organisations' own staff, never a patient,
donor or child, and the ages it gives are under 90 (eligibility ranges, age bands).

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

SEED = 75751
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US",)

CLINIC = "Congaree Bluff Eye Institute"
OPTOM = "Wando Marsh Optometry"
SCREEN = "Lowcountry Retinal Screening Programme"
EYEBANK = "Palmetto Tidewater Eye Bank"
PLAN = "Catawba Heron Vision Plan"
SCHOOLS = "Sumter Pines School Vision Service"
NG_PARTNER = "Ikeja Lagoon Eye Centre"
KE_PARTNER = "Ngong Hills Vision Centre"
ZA_PARTNER = "Karoo Aloe Eye Clinic"
SG_PARTNER = "Tampines Kingfisher Eye Centre"
MY_PARTNER = "Klinik Mata Seri Kenanga"
TH_PARTNER = "ศูนย์จักษุบางกระเจ้า"
VN_PARTNER = "Phòng khám Mắt Sông Hậu"
ORGANISATION_CONTACTS = [
    "(803) 555-0181",                                                   # 0 eye institute (Columbia)
    "(803) 555-0182",                                                   # 1 institute fax
    "2740 Saluda Shoals Parkway, Columbia, SC 29210",                   # 2
    "appointments@congareebluffeye.org",                                # 3
    "https://www.congareebluffeye.org",                                 # 4
    "(843) 555-0183",                                                   # 5 optometry practice (Mount Pleasant)
    "415 Shem Creek Landing, Mount Pleasant, SC 29464",                 # 6
    "frames@wandomarshoptometry.com",                                   # 7
    "(843) 555-0184",                                                   # 8 retinal screening programme
    "screening@lowcountryretina.org",                                   # 9
    "(803) 555-0185",                                                   # 10 eye bank
    "118 Edisto Ferry Road, Columbia, SC 29201",                        # 11
    "recovery@palmettotidewatereyebank.org",                            # 12
    "(843) 555-0186",                                                   # 13 vision plan, provider line
    "claims@catawbaheronvision.com",                                    # 14
    "(803) 555-0187",                                                   # 15 school vision service
    "schoolvision@sumterpinesvision.org",                               # 16
    "+234 1 295 7373",                                                  # 17 Lagos partner
    "01 295 7373",                                                      # 18
    "info@ikejalagooneye.ng",                                           # 19
    "+254 20 277 3730",                                                 # 20 Nairobi partner
    "020 277 3730",                                                     # 21
    "care@ngonghillsvision.co.ke",                                      # 22
    "+27 21 467 7373",                                                  # 23 Cape Town partner
    "021 467 7373",                                                     # 24
    "reception@karooaloeeye.co.za",                                     # 25
    "+65 6373 7310",                                                    # 26 Singapore partner
    "6373 7310",                                                        # 27
    "enquiry@kingfishereye.com.sg",                                     # 28
    "+60 3-7373 1073",                                                  # 29 Kuala Lumpur partner
    "03-7373 1073",                                                     # 30
    "pertanyaan@klinikmataserikenanga.my",                              # 31
    "+66 2 737 3107",                                                   # 32 Samut Prakan partner
    "02 737 3107",                                                      # 33
    "contact@bangkrachaoeye.co.th",                                     # 34
    "+84 292 3737 310",                                                 # 35 Can Tho partner
    "0292 3737 310",                                                    # 36
    "lienhe@matsonghau.vn",                                             # 37
    "Plot 14, Lagoon View Close, Ikeja GRA, Lagos",                     # 38
    "Argwings Kodhek Road, Kilimani, P.O. Box 27730-00100, Nairobi",    # 39
    "21 Aloe Crescent, Observatory, Cape Town, 7925",                   # 40
    "Blk 373 Tampines Street 37, #01-310, Singapore 520373",            # 41
    "No. 73, Jalan Kenanga 3, 55200 Kuala Lumpur",                      # 42
    "73/1 ซอยเพชรหึงษ์ 10 ตำบลบางกระเจ้า อำเภอพระประแดง จังหวัดสมุทรปราการ 10130",  # 43
    "Số 73 đường Hai Bà Trưng, phường Tân An, quận Ninh Kiều, TP. Cần Thơ",  # 44
]
ORG_EIN = "57-7307373"
PLAN_PAYER_ID = "CHVP73"
PLAN_GROUP = "SCVIS2026"
PLAN_RXBIN = "617373"
PLAN_PCN = "CHV73"
CLIA = "42D7307373"
ORG_NPIS = (blind5._npi_of("173803843"), blind5._npi_of("137380384"), blind5._npi_of("184373803"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"en_NG": "NG", "en_KE": "KE", "en_ZA": "ZA", "en_SG": "SG", "ms_MY": "MY", "th_TH": "TH", "vi_VN": "VN"}


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
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.replace("đ", "d").replace("Đ", "D")) if not unicodedata.combining(ch))


# ---- people's names ------------------------------------------------------------------------------------------------
_NG_F = ["Adaeze", "Funmilayo", "Ngozi", "Aisha", "Chiamaka", "Temitope", "Halima", "Blessing", "Yetunde", "Zainab"]
_NG_M = ["Chukwuemeka", "Oluwaseun", "Ibrahim", "Babatunde", "Emeka", "Musa", "Tunde", "Ikechukwu", "Segun", "Usman"]
_NG_LAST = ["Okafor", "Adeyemi", "Bello", "Eze", "Ogunleye", "Nwosu", "Abubakar", "Adebayo", "Okonkwo", "Ibekwe", "Salisu", "Olawale"]
_KE_F = ["Wanjiru", "Akinyi", "Njeri", "Chebet", "Wairimu", "Atieno", "Mumbua", "Nafula"]
_KE_M = ["Kamau", "Otieno", "Kipchoge", "Mwangi", "Odhiambo", "Kiprono", "Mutua", "Wafula"]
_KE_LAST = ["Kariuki", "Ochieng", "Wekesa", "Njoroge", "Kimani", "Omondi", "Mutiso", "Koech", "Wambua", "Ndung'u"]
_ZA_F = ["Thandiwe", "Nomvula", "Lindiwe", "Annelie", "Precious", "Zanele", "Bongiwe", "Charmaine"]
_ZA_M = ["Sipho", "Thabo", "Johannes", "Mandla", "Pieter", "Lwazi", "Tshepo", "Riaan"]
_ZA_LAST = ["Dlamini", "Nkosi", "Botha", "Mokoena", "van der Merwe", "Ndlovu", "Khumalo", "Naidoo", "Pillay", "Mthembu", "Jacobs"]
_SG_F = ["Wei Ling", "Hui Min", "Xiu Ying", "Mei Lan", "Shu Fen", "Li Ting"]
_SG_M = ["Jun Jie", "Wei Ming", "Kok Leong", "Boon Huat", "Zhi Hao", "Chee Wee"]
_SG_LAST = ["Tan", "Lim", "Lee", "Ng", "Wong", "Goh", "Chua", "Teo", "Ong", "Koh"]
_MY_F = ["Nur Aisyah", "Siti Aminah", "Nurul Izzah", "Farah Hanim", "Noraini", "Aida Syafiqah"]
_MY_M = ["Ahmad Faris", "Mohd Hafiz", "Muhammad Irfan", "Azlan", "Khairul Anuar", "Shahrul Nizam"]
_MY_FATHER = ["Abdullah", "Ismail", "Hassan", "Othman", "Yusof", "Kamaruddin", "Sulaiman", "Rahman"]
# Thai names with the romanisations their owners use in e-mail addresses
_TH_F = [("สมหญิง", "somying"), ("วิไลวรรณ", "wilaiwan"), ("ปราณี", "pranee"), ("กนกวรรณ", "kanokwan"), ("สุดารัตน์", "sudarat"), ("อรุณี", "arunee")]
_TH_M = [("สมชาย", "somchai"), ("ประเสริฐ", "prasert"), ("วีระพงษ์", "weerapong"), ("ธนากร", "thanakorn"), ("สุรชัย", "surachai"), ("อนุชา", "anucha")]
_TH_LAST = [("ใจดี", "jaidee"), ("ศรีสุข", "srisuk"), ("วงศ์สวัสดิ์", "wongsawat"), ("ทองคำ", "thongkham"), ("บุญมา", "boonma"), ("แสงทอง", "saengthong"),
            ("สุขประเสริฐ", "sukprasert")]
_VN_F = ["Thị Lan", "Thị Hồng", "Ngọc Ánh", "Thu Trang", "Thị Mai", "Bích Ngọc"]
_VN_M = ["Văn Hùng", "Minh Tuấn", "Đức Anh", "Quốc Bảo", "Văn Phúc", "Thanh Tùng"]
_VN_LAST = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Võ", "Đặng", "Bùi", "Phan"]
_NAMES = {"NG": (_NG_F, _NG_M, _NG_LAST), "KE": (_KE_F, _KE_M, _KE_LAST), "ZA": (_ZA_F, _ZA_M, _ZA_LAST), "SG": (_SG_F, _SG_M, _SG_LAST),
          "VN": (_VN_F, _VN_M, _VN_LAST)}


def _one_name(draw: Draw, sex: str) -> tuple[str, str, str, str]:
    """First name, surname, and their ASCII forms (for e-mail addresses)."""
    country = _country(draw)
    if country == "US":
        fake = draw.fk["en_US"]
        first, last = (fake.first_name_female() if sex == "F" else fake.first_name_male()), fake.last_name()
        return first, last, first, last
    if country == "TH":
        first, first_r = draw.pick(_TH_F if sex == "F" else _TH_M)
        last, last_r = draw.pick(_TH_LAST)
        return first, last, first_r, last_r
    if country == "MY":
        first = draw.pick(_MY_F if sex == "F" else _MY_M)
        father = draw.pick(_MY_FATHER)
        return first, f"{'binti' if sex == 'F' else 'bin'} {father}", first.split()[-1], father
    f, m, last_pool = _NAMES[country]
    first, last = draw.pick(f if sex == "F" else m), draw.pick(last_pool)
    return first, last, _ascii(first), _ascii(last)


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a relative and a third person of the same locale."""
    sex = draw.pick(["F", "M"])
    first, last, first_r, last_r = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}", "_first_r": first_r, "_last_r": last_r,
                       "first_upper": _ascii(first).upper(), "last_upper": _ascii(last).upper()})
    for suffix in ("2", "3"):
        other = _one_name(draw, draw.pick(["F", "M"]))
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: other[1], "name" + suffix: f"{other[0]} {other[1]}",
                           "_first_r" + suffix: other[2], "_last_r" + suffix: other[3]})
    draw.cache["th_title"] = "นาย" if sex == "M" else draw.pick(["นาง", "นางสาว"])
    draw.cache["vn_sex"] = "Nam" if sex == "M" else "Nữ"
    draw.cache["my_sex"] = "Lelaki" if sex == "M" else "Perempuan"


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "M"))


def _birth(draw: Draw, low: int = 1948, high: int = 2006) -> dt.date:
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
        if not any(bad in out for bad in ("555", "7373", "7310", "3107", "3730", "1073", "018")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November", "Disember"]
_TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
_TH_ABBR = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]


def _date_in(draw: Draw, day: dt.date, country: str | None = None) -> str:
    """A date as the text's country and language print it."""
    d, m, y = day.day, day.month, day.year
    country = country or _country(draw)
    month = blind.MONTHS[m - 1]
    if country == "MY":
        return draw.pick([f"{d} {_MS_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {_MS_MONTHS[m - 1][:3].upper()} {y}"])
    if country == "TH":
        be = y + 543
        return draw.pick([f"{d} {_TH_MONTHS[m - 1]} {be}", f"{d} {_TH_ABBR[m - 1]} {be}", f"{d:02d}/{m:02d}/{be}", f"{d} {_TH_MONTHS[m - 1]} พ.ศ. {be}",
                          f"{d:02d}/{m:02d}/{y}"])
    if country == "VN":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"ngày {d} tháng {m} năm {y}", f"{d:02d}-{m:02d}-{y}", f"ngày {d:02d} tháng {m:02d} năm {y}", f"{d}/{m}/{y}"])
    if country == "ZA":
        return draw.pick([f"{y}/{m:02d}/{d:02d}", f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d} {month[:3]} {y}"])
    if country in ("NG", "KE"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{blind._ordinal(d)} {month} {y}", f"{d:02d}-{month[:3]}-{y}", f"{d} {month}, {y}", f"{d:02d}.{m:02d}.{y}",  # noqa: SLF001
                          f"{d}/{m}/{y}"])
    if country == "SG":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}", f"{d:02d}-{m:02d}-{y}", f"{d} {month} {y}", f"{d:02d}{month[:3].upper()}{y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}-{month[:3].upper()}-{y}", f"{m:02d}{d:02d}{y}"])


def dob_v73(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v73(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1934))


def dob_iso_v73(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v73(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v73(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def dod_v73(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


def dod_iso_v73(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-05:00"


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _say_age(draw: Draw, age: int) -> str:
    if age >= 100:
        return draw.pick([f"{age}", f"{age} years old", f"{age} yrs"])
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years old", f"{age} yrs", f"{age} y/o", f"{age}y", spelled])


def age_elder_v73(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1934."""
    return _say_age(draw, _age_on(_birth(draw, 1926, 1934), REFERENCE_DAY))


def age_at_death_v73(draw: Draw) -> str:
    """The donor's age at death (born 1926-1934, died from March 2025: 90 or more)."""
    return _say_age(draw, _age_on(_birth(draw, 1926, 1934), _death_day(draw)))


# ---- United States (South Carolina) -------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v73(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or with a typist's en dash."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}–{v[3:5]}–{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v73(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v73(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced 4-3-4."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def plan_member_v73(draw: Draw) -> str:
    """A vision-plan member ID (the plan's prefix, nine digits, a person suffix)."""
    return draw.pick([f"CHV{draw.digits(9, True)}", f"CHV{draw.digits(9, True)}-0{draw.rng.randint(1, 4)}", f"CHV {draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}",
                      f"W{draw.digits(8, True)}"])


def plan_member_plain_v73(draw: Draw) -> str:
    return f"CHV{draw.digits(9, True)}"


def member_v73(draw: Draw) -> str:
    return draw.pick([mbi_v73, plan_member_v73, plan_member_v73])(draw)


def mrn_v73(draw: Draw) -> str:
    """The institute's MRN, the optometry practice's chart number or a screening programme number."""
    return draw.pick([f"CBE{draw.digits(7, True)}", draw.digits(8, True), f"{draw.digits(2, True)}-{draw.digits(5)}", f"WMO-{draw.digits(5, True)}",
                      f"LRS{draw.rng.randint(24, 26)}{draw.digits(5, True)}"])


def mrn_plain_v73(draw: Draw) -> str:
    return f"CBE{draw.digits(7, True)}"


def screening_no_v73(draw: Draw) -> str:
    return f"LRS{draw.rng.randint(24, 26)}{draw.digits(5, True)}"


def wc_claim_v73(draw: Draw) -> str:
    """A South Carolina workers' compensation claim (WCC file) number or a carrier's claim number."""
    return draw.pick([f"WCC {draw.rng.randint(2025, 2026)}{draw.digits(6, True)}", f"{draw.rng.randint(25, 26)}-{draw.digits(6, True)}-WC", f"WC{draw.digits(9, True)}"])


_SC_TOWNS = [("Columbia", "29201"), ("Columbia", "29205"), ("Columbia", "29209"), ("West Columbia", "29169"), ("Lexington", "29072"), ("Irmo", "29063"),
             ("Charleston", "29403"), ("Charleston", "29407"), ("North Charleston", "29405"), ("Mount Pleasant", "29466"), ("Summerville", "29483"),
             ("Sumter", "29150"), ("Orangeburg", "29115"), ("Florence", "29501"), ("Rock Hill", "29730"), ("Beaufort", "29902")]
_SC_STREETS = ["Two Notch Rd", "Garners Ferry Rd", "Devine St", "Rosewood Dr", "Broad River Rd", "Rivers Ave", "Dorchester Rd", "Ashley Phosphate Rd",
               "Coleman Blvd", "Main St", "Knox Abbott Dr", "Bush River Rd", "Savannah Hwy", "Folly Rd", "N Main St", "Clemson Rd"]


def _sc_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_SC_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_SC_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(101, 1899)}", f" Unit {draw.rng.randint(1, 240)}", f" #{draw.rng.randint(2, 410)}", f", Lot {draw.rng.randint(1, 90)}"])
    return street, unit, town, zip_code


def addr_sc_v73(draw: Draw) -> str:
    street, unit, town, zip_code = _sc_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, SC {zip_code}", f"{street}{unit}\n{town}, SC {zip_code}", f"{street}{unit}, {town} SC {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}\n{town.upper()} SC {zip_code}", f"{street}{unit}, {town}, South Carolina {zip_code}",
                      f"PO Box {draw.rng.randint(10, 9999)}, {town}, SC {zip_code}"])


def addr_hl7_v73(draw: Draw) -> str:
    street, _, town, zip_code = _sc_parts(draw)
    return f"{street.upper()}^^{town.upper()}^SC^{zip_code}^USA^H"


def addr_fhir_v73(draw: Draw) -> str:
    street, _, town, zip_code = _sc_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"SC\", \"postalCode\": \"{zip_code}"


def addr_csv_v73(draw: Draw) -> tuple[str, str, str]:
    street, unit, town, zip_code = _sc_parts(draw)
    return "\"", f"{street}{unit}, {town}, SC {zip_code}", "\""


def _exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_sc_v73(draw: Draw) -> str | tuple[str, str, str]:
    """A person's line: South Carolina areas mostly, now and then a relative's in Georgia or North Carolina."""
    area = draw.pick(["803", "843", "864", "854", "839", "803", "843", "706", "704"])
    exchange, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"{area}/{exchange}-{line}", ("", f"{area}-{exchange}-{line}", " (mobile)"), ("", f"({area}) {exchange}-{line}", " ext. 2")])


def phone_e164_v73(draw: Draw) -> str:
    return f"+1{draw.pick(['803', '843'])}{_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v73(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['803', '843', '864'])}^{_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v73(draw: Draw) -> str:
    """A South Carolina checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["05320021", "05320318", "05310147", "05320102", "06320009"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} acct {account}", f"{routing} / {account}", f"RTN: {routing}  DDA: {account}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v73(draw: Draw) -> str:
    """A VIN (sedans' and SUVs' WMIs), with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = draw.pick(["4S4BSA", "1HGCV1", "5XYZU3", "1C4RJF", "JTDKAR", "2HKRW2"]) + draw.letters(2, alnum) + "0" + draw.pick(list("EFGHJKLMNPR")) + draw.letters(1, "ABCDGHKLNSU") + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def plate_sc_v73(draw: Draw) -> str:
    """A South Carolina plate (three letters and three digits), or a disabled-person plate."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)} {draw.digits(3)}", f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(3, alpha)}-{draw.digits(3)}",
                      f"SC {draw.letters(3, alpha)} {draw.digits(3)}", f"DP {draw.digits(4, True)}"])


def dl_sc_v73(draw: Draw) -> str:
    """A South Carolina driver's licence number (up to nine digits)."""
    return draw.pick([draw.digits(9, True), draw.digits(9, True), draw.digits(8, True), f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"])


def passport_us_v73(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}"])


# ---- Nigeria ------------------------------------------------------------------------------------------------------
def nin_ng_v73(draw: Draw) -> str:
    """A Nigerian National Identification Number: eleven digits, whole or grouped 4-3-4 as the slip prints it."""
    v = draw.digits(11, True)
    return draw.pick([v, v, f"{v[:4]} {v[4:7]} {v[7:]}", f"{v[:4]}-{v[4:7]}-{v[7:]}"])


def bvn_ng_v73(draw: Draw) -> str:
    """A Bank Verification Number: eleven digits beginning 22."""
    v = "22" + draw.digits(9)
    return draw.pick([v, v, f"{v[:3]} {v[3:7]} {v[7:]}"])


_NUBAN_W = (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)
_NG_BANKS = [("044", "Access Bank"), ("058", "GTBank"), ("011", "First Bank"), ("033", "UBA"), ("057", "Zenith Bank"), ("070", "Fidelity Bank"), ("232", "Sterling Bank")]


def account_ng_v73(draw: Draw) -> str:
    """A NUBAN: nine serial digits and the check digit weighted 3-7-3 over the bank code and the serial."""
    code, bank = draw.pick(_NG_BANKS)
    serial = draw.digits(9, True)
    total = sum(int(ch) * w for ch, w in zip(code + serial, _NUBAN_W))
    nuban = serial + str((10 - total % 10) % 10)
    return draw.pick([f"{bank} {nuban}", f"{nuban} ({bank})", f"{bank}, account no. {nuban}", f"{bank} - {nuban[:3]} {nuban[3:6]} {nuban[6:]}", nuban])


_NG_PLACES = [("Ikeja GRA", "Lagos"), ("Surulere", "Lagos"), ("Lekki Phase 1", "Lagos"), ("Yaba", "Lagos"), ("Garki II", "Abuja"), ("Wuse 2", "Abuja"),
              ("Bodija", "Ibadan"), ("GRA Phase 2", "Port Harcourt"), ("Independence Layout", "Enugu"), ("Nassarawa GRA", "Kano")]


def addr_ng_v73(draw: Draw) -> str:
    area, city = draw.pick(_NG_PLACES)
    street = draw.pick(["Adeola Odeku Street", "Allen Avenue", "Opebi Road", "Herbert Macaulay Way", "Aminu Kano Crescent", "Ogui Road", "Awolowo Avenue",
                        "Bourdillon Close", "Ogunlana Drive"])
    n = draw.rng.randint(1, 120)
    state = {"Lagos": "Lagos State", "Abuja": "FCT", "Ibadan": "Oyo State", "Port Harcourt": "Rivers State", "Enugu": "Enugu State", "Kano": "Kano State"}[city]
    return draw.pick([f"No. {n}, {street}, {area}, {city}", f"{n} {street}\n{area}\n{city}, {state}", f"Plot {n}, {street}, {area}, {city}",
                      f"Flat {draw.rng.randint(1, 12)}, Block {draw.letters(1, 'ABCDEF')}, {street}, {area}, {city}", f"No {n} {street}, off {draw.pick(['Ikorodu Road', 'Airport Road', 'Ring Road'])}, {city}"])


def phone_ng_v73(draw: Draw) -> str:
    pre = draw.pick(["803", "805", "806", "703", "706", "813", "816", "903", "906", "802", "808", "701"])
    v = _sub(draw, 7)
    return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+234 {pre} {v[:3]} {v[3:]}", f"+234{pre}{v}", f"(+234) {pre}-{v[:3]}-{v[3:]}", f"0{pre}-{v[:3]}-{v[3:]}",
                      f"234{pre}{v}"])


def passport_ng_v73(draw: Draw) -> str:
    return f"{draw.pick(['A', 'B'])}{draw.digits(8, True)}"


# ---- Kenya --------------------------------------------------------------------------------------------------------
def id_ke_v73(draw: Draw) -> str:
    """A Kenyan national ID card number (seven or eight digits)."""
    return draw.pick([draw.digits(8, True), draw.digits(8, True), draw.digits(7, True), f"{draw.digits(2, True)} {draw.digits(3)} {draw.digits(3)}"])


def kra_pin_v73(draw: Draw) -> str:
    """An individual's KRA PIN: A, nine digits, a letter."""
    return f"A{draw.digits(9)}{draw.letters(1)}"


def nhif_ke_v73(draw: Draw) -> str:
    return draw.pick([draw.digits(8, True), f"NHIF {draw.digits(7, True)}", draw.digits(9, True)])


def account_ke_v73(draw: Draw) -> str:
    return draw.pick([f"Equity Bank {draw.digits(4, True)}{draw.digits(9)}", f"KCB a/c {draw.digits(10, True)}", f"Co-operative Bank {draw.digits(2, True)}{draw.digits(12)}",
                      f"NCBA Bank, A/C No. {draw.digits(10, True)}, branch {draw.pick(['Kilimani', 'Westlands', 'Nakuru', 'Kisumu'])}"])


def addr_ke_v73(draw: Draw) -> str:
    town, code = draw.pick([("Nairobi", "00100"), ("Nairobi", "00200"), ("Kisumu", "40100"), ("Nakuru", "20100"), ("Eldoret", "30100"), ("Thika", "01000"), ("Machakos", "90100")])
    estate = draw.pick(["Buruburu Phase 4", "Kileleshwa", "South B", "Umoja Estate", "Milimani", "Kahawa Sukari", "Langata, Madaraka Estate"])
    return draw.pick([f"P.O. Box {draw.rng.randint(100, 99999)}-{code}, {town}", f"{estate}, Hse No. {draw.rng.randint(1, 400)}, {town}",
                      f"{estate}\nP.O. Box {draw.rng.randint(100, 99999)} - {code}\n{town.upper()}", f"Apt {draw.letters(1, 'ABCD')}{draw.rng.randint(1, 30)}, {draw.pick(['Othaya Road', 'Ngong Road', 'Thika Road', 'Oginga Odinga Street'])}, {town}"])


def phone_ke_v73(draw: Draw) -> str:
    pre = draw.pick(["722", "712", "733", "701", "725", "110", "115", "790", "768", "741"])
    v = _sub(draw, 6)
    return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+254 {pre} {v[:3]} {v[3:]}", f"+254{pre}{v}", f"0{pre}-{v}", f"(+254) {pre} {v}", f"254{pre}{v}"])


def passport_ke_v73(draw: Draw) -> str:
    return draw.pick([f"AK{draw.digits(7)}", f"A{draw.digits(7)}", f"BK{draw.digits(7)}"])


# ---- South Africa -------------------------------------------------------------------------------------------------
def za_id_v73(draw: Draw) -> str:
    """A South African ID number: birth date, the sex serial (5000+ male), citizenship, 8, Luhn."""
    born = _birth(draw)
    serial = draw.rng.randint(5000, 9999) if _sex(draw) == "M" else draw.rng.randint(0, 4999)
    body = f"{born.strftime('%y%m%d')}{serial:04d}{draw.pick(['0', '0', '0', '1'])}8"
    v = body + _luhn(body)
    return draw.pick([v, v, f"{v[:6]} {v[6:10]} {v[10:12]} {v[12]}", f"{v[:6]} {v[6:]}"])


def medaid_za_v73(draw: Draw) -> str:
    scheme = draw.pick(["Discovery Health", "Bonitas", "GEMS", "Momentum Health", "Medshield"])
    return draw.pick([f"{scheme} {draw.digits(9, True)}", f"{scheme} no. {draw.digits(8, True)} (dep. 0{draw.rng.randint(0, 3)})", f"{draw.digits(9, True)}"])


def account_za_v73(draw: Draw) -> str:
    bank = draw.pick([("Capitec", "470010"), ("FNB", "250655"), ("Standard Bank", "051001"), ("Absa", "632005"), ("Nedbank", "198765")])
    acct = draw.digits(draw.pick([10, 11, 9]), True)
    return draw.pick([f"{bank[0]}, branch code {bank[1]}, account {acct}", f"{bank[0]} savings {acct}", f"{bank[0]} {bank[1]} / {acct}", f"Acc no {acct} ({bank[0]}, universal code {bank[1]})"])


_ZA_PLACES = [("Khayelitsha", "Cape Town", "7784"), ("Bellville", "Cape Town", "7530"), ("Mitchells Plain", "Cape Town", "7785"), ("Soweto", "Johannesburg", "1804"),
              ("Sandton", "Johannesburg", "2196"), ("Umlazi", "Durban", "4031"), ("Hatfield", "Pretoria", "0083"), ("Gqeberha Central", "Gqeberha", "6001")]


def addr_za_v73(draw: Draw) -> str:
    suburb, city, code = draw.pick(_ZA_PLACES)
    street = draw.pick(["Voortrekker Road", "Main Road", "Klipfontein Road", "Vilakazi Street", "Florida Road", "Church Street", "Jan Smuts Avenue"])
    n = draw.rng.randint(1, 400)
    return draw.pick([f"{n} {street}, {suburb}, {city}, {code}", f"{n} {street}\n{suburb}\n{city}\n{code}", f"Unit {draw.rng.randint(1, 60)}, {draw.pick(['Sunbird Court', 'Protea Mews', 'Fynbos Gardens'])}, {n} {street}, {suburb}, {code}",
                      f"Erf {draw.rng.randint(1000, 39999)}, {suburb}, {city} {code}"])


def phone_za_v73(draw: Draw) -> str:
    pre = draw.pick(["82", "83", "72", "71", "84", "60", "61", "73", "79"])
    v = _sub(draw, 7)
    return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+27 {pre} {v[:3]} {v[3:]}", f"+27{pre}{v}", f"0{pre}-{v[:3]}-{v[3:]}", f"(0{pre}) {v}", f"+27 (0){pre} {v[:3]} {v[3:]}"])


def passport_za_v73(draw: Draw) -> str:
    return draw.pick([f"A{draw.digits(8)}", f"M{draw.digits(8)}"])


# ---- Singapore ----------------------------------------------------------------------------------------------------
def nric_sg_v73(draw: Draw) -> str:
    """An NRIC (S before 2000, T after; the birth year in digits two and three from 1968) or a FIN (F, G), with its check letter."""
    born = _birth(draw)
    if draw.rng.random() < 0.8:
        prefix = "T" if born.year >= 2000 else "S"
        digits = (f"{born.year % 100:02d}" + draw.digits(5)) if born.year >= 1968 else (draw.pick(["0", "1"]) + draw.digits(6))
    else:
        prefix, digits = draw.pick(["F", "G"]), draw.digits(7)
    total = sum(int(ch) * w for ch, w in zip(digits, (2, 7, 6, 5, 4, 3, 2))) + (4 if prefix in "TG" else 0)
    letter = ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[total % 11]
    v = f"{prefix}{digits}{letter}"
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.2 else v, f"{prefix} {digits} {letter}"])


def plate_sg_v73(draw: Draw) -> str:
    """A Singapore plate with its check letter (the prefix's last two letters and four digits, weighted 9-4-5-4-3-2)."""
    alpha = "ABCDEFGHJKLMNPRSTUXYZ"
    prefix = "S" + draw.letters(2, alpha) if draw.rng.random() < 0.8 else draw.pick(["SJ", "SH", "SL", "E"])
    number = str(draw.rng.randint(1, 9999))
    letters = prefix[-2:] if len(prefix) >= 2 else " " + prefix
    values = [0 if ch == " " else ord(ch) - 64 for ch in letters] + [int(ch) for ch in number.zfill(4)]
    check = "AZYXUTSRPMLKJHGEDCB"[sum(v * w for v, w in zip(values, (9, 4, 5, 4, 3, 2))) % 19]
    return draw.pick([f"{prefix}{number}{check}", f"{prefix} {number} {check}", f"{prefix}{number} {check}"])


def account_sg_v73(draw: Draw) -> str:
    return draw.pick([f"DBS {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(1)}", f"POSB Savings {draw.digits(3, True)}-{draw.digits(5)}-{draw.digits(1)}",
                      f"OCBC {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(3)}", f"UOB {draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(1)}"])


def addr_sg_v73(draw: Draw) -> str:
    block = draw.rng.randint(1, 899)
    street, lead = draw.pick([("Tampines Street 21", "52"), ("Ang Mo Kio Avenue 3", "56"), ("Bedok North Road", "46"), ("Jurong West Street 42", "64"),
                              ("Toa Payoh Lorong 1", "31"), ("Woodlands Drive 14", "73"), ("Yishun Ring Road", "76")])
    unit = f"#{draw.rng.randint(2, 25):02d}-{draw.rng.randint(1, 480)}"
    code = f"{lead}{block:04d}"[-6:]
    return draw.pick([f"Blk {block} {street}, {unit}, Singapore {code}", f"Blk {block} {street}\n{unit}\nSingapore {code}", f"{block} {street} {unit} S({code})",
                      f"BLK {block} {street.upper()} {unit} SINGAPORE {code}"])


def phone_sg_v73(draw: Draw) -> str:
    v = draw.pick(["8", "9", "9", "6"]) + _sub(draw, 7)
    return draw.pick([f"{v[:4]} {v[4:]}", v, f"+65 {v[:4]} {v[4:]}", f"+65{v}", f"(65) {v[:4]}-{v[4:]}", f"{v[:4]}-{v[4:]}", f"+65-{v}"])


def passport_sg_v73(draw: Draw) -> str:
    return f"K{draw.digits(7)}{draw.letters(1)}"


# ---- Malaysia -----------------------------------------------------------------------------------------------------
def mykad_v73(draw: Draw) -> str:
    """A MyKad number: YYMMDD, the birthplace code (a state's), three digits and the sex digit (odd: male)."""
    born = _birth(draw)
    place = draw.pick(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16", "21", "22", "23", "24"])
    last = draw.pick(["1", "3", "5", "7", "9"] if _sex(draw) == "M" else ["0", "2", "4", "6", "8"])
    v = f"{born.strftime('%y%m%d')}{place}{draw.digits(3)}{last}"
    return draw.pick([f"{v[:6]}-{v[6:8]}-{v[8:]}", f"{v[:6]}-{v[6:8]}-{v[8:]}", v, f"{v[:6]} {v[6:8]} {v[8:]}"])


def account_my_v73(draw: Draw) -> str:
    return draw.pick([f"Maybank {draw.digits(4, True)} {draw.digits(4)} {draw.digits(4)}", f"CIMB Bank {draw.digits(2, True)}{draw.digits(12)}", f"Public Bank {draw.digits(10, True)}",
                      f"Bank Islam {draw.digits(5, True)}-{draw.digits(2)}-{draw.digits(6)}-{draw.digits(1)}", f"RHB {draw.digits(14, True)}"])


def addr_my_v73(draw: Draw) -> str:
    place = draw.pick([("Taman Melawati", "53100", "Kuala Lumpur", "Wilayah Persekutuan"), ("SS 2", "47300", "Petaling Jaya", "Selangor"), ("Taman Molek", "81100", "Johor Bahru", "Johor"),
                       ("Taman Sri Tebrau", "80050", "Johor Bahru", "Johor"), ("Bandar Baru Bangi", "43650", "Bangi", "Selangor"), ("Taman Canning", "31400", "Ipoh", "Perak"),
                       ("Bayan Lepas", "11900", "Pulau Pinang", "Pulau Pinang")])
    taman, code, town, state = place
    if taman == "SS 2":
        jalan = f"Jalan SS 2/{draw.rng.randint(1, 99)}"
    else:
        jalan = draw.pick([f"Jalan {taman.split()[-1]} {draw.rng.randint(1, 12)}", f"Lorong {draw.pick(['Mawar', 'Cempaka', 'Seroja'])} {draw.rng.randint(1, 9)}",
                           f"Jalan {draw.pick(['Bunga Raya', 'Kenari', 'Delima'])} {draw.rng.randint(1, 20)}"])
    n = draw.rng.randint(1, 180)
    return draw.pick([f"No. {n}, {jalan}, {taman}, {code} {town}, {state}", f"{n}, {jalan}\n{taman}\n{code} {town}\n{state}", f"No {n} {jalan.upper()}, {taman.upper()}, {code} {town.upper()}",
                      f"Lot {n}, {jalan}, {code} {town}, {state}"])


def phone_my_v73(draw: Draw) -> str:
    pre = draw.pick(["12", "13", "16", "17", "19", "11", "14"])
    v = _sub(draw, 8 if pre == "11" else 7)
    tail = f"{v[:3]} {v[3:]}" if len(v) == 7 else f"{v[:4]} {v[4:]}"
    return draw.pick([f"0{pre}-{tail}", f"0{pre}{v}", f"+60 {pre}-{tail}", f"+60{pre}{v}", f"0{pre} {tail}", f"60{pre}-{v}", f"(+60) {pre} {v}"])


def plate_my_v73(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXY"
    return draw.pick([f"W{draw.letters(2, alpha)} {draw.rng.randint(1, 9999)}", f"{draw.pick(['B', 'J', 'P', 'A', 'V'])}{draw.letters(2, alpha)} {draw.rng.randint(1, 9999)}",
                      f"{draw.pick(['B', 'W', 'J'])}{draw.letters(2, alpha)}{draw.rng.randint(1, 9999)}"])


def passport_my_v73(draw: Draw) -> str:
    return f"{draw.pick(['A', 'H'])}{draw.digits(8)}"


# ---- Thailand -----------------------------------------------------------------------------------------------------
def thai_id_v73(draw: Draw) -> str:
    """A Thai national ID: 13 digits, the last the mod-11 check over the first twelve weighted 13 to 2; printed 1-4-5-2-1."""
    first = draw.pick(["1", "1", "3", "3", "5", "8"])
    body = first + draw.digits(11)
    check = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(body)) % 11) % 10
    v = body + str(check)
    return draw.pick([f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}", f"{v[0]} {v[1:5]} {v[5:10]} {v[10:12]} {v[12]}", v, f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}"])


def account_th_v73(draw: Draw) -> str:
    bank = draw.pick(["ธนาคารกสิกรไทย", "ธนาคารไทยพาณิชย์", "ธนาคารกรุงเทพ", "ธนาคารกรุงไทย", "KBank", "SCB"])
    v = draw.digits(10, True)
    return draw.pick([f"{bank} {v[:3]}-{v[3]}-{v[4:9]}-{v[9]}", f"{bank} เลขที่บัญชี {v}", f"{bank} {v[:3]}-{v[3:4]}-{v[4:]}"])


_TH_PLACES = [("แขวงพระโขนงเหนือ", "เขตวัฒนา", "กรุงเทพมหานคร", "10110"), ("แขวงลาดยาว", "เขตจตุจักร", "กรุงเทพมหานคร", "10900"),
              ("ตำบลบางพึ่ง", "อำเภอพระประแดง", "จังหวัดสมุทรปราการ", "10130"), ("ตำบลสุเทพ", "อำเภอเมืองเชียงใหม่", "จังหวัดเชียงใหม่", "50200"),
              ("ตำบลในเมือง", "อำเภอเมืองขอนแก่น", "จังหวัดขอนแก่น", "40000"), ("ตำบลบางเขน", "อำเภอเมืองนนทบุรี", "จังหวัดนนทบุรี", "11000")]


def addr_th_v73(draw: Draw) -> str:
    sub, district, province, code = draw.pick(_TH_PLACES)
    house = f"{draw.rng.randint(1, 499)}/{draw.rng.randint(1, 99)}" if draw.rng.random() < 0.6 else str(draw.rng.randint(1, 999))
    if province == "กรุงเทพมหานคร":
        lane = draw.pick([f"ซอยสุขุมวิท {draw.rng.randint(1, 101)}", "ถนนพหลโยธิน", f"ซอยรามคำแหง {draw.rng.randint(1, 190)}", f"ซอยลาดพร้าว {draw.rng.randint(1, 130)}"])
    else:
        lane = draw.pick([f"หมู่ {draw.rng.randint(1, 14)}", f"หมู่ที่ {draw.rng.randint(1, 14)}", f"ซอย {draw.rng.randint(1, 30)}"])
    return draw.pick([f"{house} {lane} {sub} {district} {province} {code}", f"เลขที่ {house} {lane}\n{sub} {district}\n{province} {code}", f"บ้านเลขที่ {house} {lane} {sub} {district} {province} {code}"])


def phone_th_v73(draw: Draw) -> str:
    v = draw.pick(["8", "9", "6"]) + _sub(draw, 8)
    return draw.pick([f"0{v[:2]}-{v[2:5]}-{v[5:]}", f"0{v}", f"+66 {v[:2]} {v[2:5]} {v[5:]}", f"+66{v}", f"0{v[:2]} {v[2:5]} {v[5:]}", f"(+66) {v}"])


def plate_th_v73(draw: Draw) -> str:
    cons = "กขคงจฉชซฌญฎฐฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ"
    province = draw.pick(["กรุงเทพมหานคร", "สมุทรปราการ", "เชียงใหม่", "นนทบุรี", "ขอนแก่น"])
    return draw.pick([f"{draw.rng.randint(1, 9)}{draw.letters(2, cons)} {draw.rng.randint(1, 9999)} {province}", f"{draw.letters(2, cons)} {draw.rng.randint(1, 9999)} {province}",
                      f"{draw.letters(2, cons)}-{draw.rng.randint(1, 9999)}"])


def passport_th_v73(draw: Draw) -> str:
    return f"{draw.pick(['AA', 'AB', 'AC'])}{draw.digits(7)}"


# ---- Vietnam ------------------------------------------------------------------------------------------------------
def cccd_v73(draw: Draw) -> str:
    """A CCCD (căn cước công dân) number: the birth province, the century-and-sex digit, the birth year's last two, six digits."""
    born = _birth(draw)
    province = draw.pick(["001", "079", "092", "048", "031", "038", "040", "075", "089", "094"])
    century = (0 if born.year < 2000 else 2) + (0 if _sex(draw) == "M" else 1)
    v = f"{province}{century}{born.year % 100:02d}{draw.digits(6)}"
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{v[:4]} {v[4:8]} {v[8:]}"])


def bhyt_vn_v73(draw: Draw) -> str:
    """A Vietnamese health-insurance (BHYT) card: the group letters, the benefit level, the province, ten digits."""
    v = f"{draw.pick(['DN', 'HT', 'GD', 'HS', 'CN', 'TE', 'HC'])}{draw.rng.randint(1, 5)}{draw.pick(['92', '79', '01', '48', '87'])}{draw.digits(10, True)}"
    return draw.pick([v, v, f"{v[:2]} {v[2]} {v[3:5]} {v[5:]}"])


def account_vn_v73(draw: Draw) -> str:
    return draw.pick([f"Vietcombank {draw.digits(13, True)}", f"Techcombank {draw.digits(4, True)} {draw.digits(4)} {draw.digits(4)} {draw.digits(2)}",
                      f"STK {draw.digits(10, True)} - Agribank chi nhánh Cần Thơ", f"BIDV {draw.digits(14, True)}", f"MB Bank {draw.digits(12, True)}"])


_VN_PLACES = [("phường Xuân Khánh", "quận Ninh Kiều", "TP. Cần Thơ"), ("phường An Hòa", "quận Ninh Kiều", "TP. Cần Thơ"), ("Phường 2", "Quận 5", "TP. Hồ Chí Minh"),
              ("phường Phố Huế", "quận Hai Bà Trưng", "Hà Nội"), ("phường Thạc Gián", "quận Thanh Khê", "TP. Đà Nẵng"), ("phường Mỹ Bình", "TP. Long Xuyên", "An Giang")]


def addr_vn_v73(draw: Draw) -> str:
    ward, district, city = draw.pick(_VN_PLACES)
    street = draw.pick(["đường 3 Tháng 2", "đường Nguyễn Trãi", "đường Trần Hưng Đạo", "phố Huế", "đường Mậu Thân", "đường Lê Lợi"])
    return draw.pick([f"Số {draw.rng.randint(1, 300)} {street}, {ward}, {district}, {city}", f"{draw.rng.randint(1, 300)}/{draw.rng.randint(1, 40)} {street}, {ward}, {district}, {city}",
                      f"Số {draw.rng.randint(1, 90)}, ngõ {draw.rng.randint(1, 200)} {street}\n{ward}, {district}\n{city}", f"Hẻm {draw.rng.randint(1, 99)}, {street}, {ward}, {district}, {city}"])


def phone_vn_v73(draw: Draw) -> str:
    pre = draw.pick(["90", "91", "93", "94", "96", "97", "98", "32", "33", "35", "38", "77", "79", "86"])
    v = _sub(draw, 7)
    return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+84 {pre} {v[:3]} {v[3:]}", f"+84{pre}{v}", f"0{pre}.{v[:3]}.{v[3:]}", f"(+84) {pre}{v}", f"0{pre}{v[0]} {v[1:4]} {v[4:]}"])


def passport_vn_v73(draw: Draw) -> str:
    return f"{draw.pick(['C', 'B', 'N'])}{draw.digits(7)}"


# ---- by country ----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], Any]], default: Callable[[Draw], Any]) -> Callable[[Draw], Any]:
    return lambda draw: table.get(_country(draw), default)(draw)


addr_v73 = _by_country({"NG": addr_ng_v73, "KE": addr_ke_v73, "ZA": addr_za_v73, "SG": addr_sg_v73, "MY": addr_my_v73, "TH": addr_th_v73, "VN": addr_vn_v73}, addr_sc_v73)
phone_v73 = _by_country({"NG": phone_ng_v73, "KE": phone_ke_v73, "ZA": phone_za_v73, "SG": phone_sg_v73, "MY": phone_my_v73, "TH": phone_th_v73, "VN": phone_vn_v73}, phone_sc_v73)
account_v73 = _by_country({"NG": account_ng_v73, "KE": account_ke_v73, "ZA": account_za_v73, "SG": account_sg_v73, "MY": account_my_v73, "TH": account_th_v73,
                           "VN": account_vn_v73}, account_us_v73)
passport_v73 = _by_country({"NG": passport_ng_v73, "KE": passport_ke_v73, "ZA": passport_za_v73, "SG": passport_sg_v73, "MY": passport_my_v73, "TH": passport_th_v73,
                            "VN": passport_vn_v73}, passport_us_v73)


def record_abroad_v73(draw: Draw) -> str:
    """A partner eye centre's own hospital number."""
    country = _country(draw)
    if country == "NG":
        return draw.pick([f"ILEC/{draw.rng.randint(2019, 2026)}/{draw.digits(5, True)}", f"HN {draw.digits(6, True)}"])
    if country == "KE":
        return draw.pick([f"NHVC-{draw.digits(6, True)}", f"OP/{draw.digits(5, True)}/{draw.rng.randint(23, 26)}"])
    if country == "ZA":
        return draw.pick([f"KAE{draw.digits(7, True)}", f"Folio {draw.digits(6, True)}"])
    if country == "SG":
        return draw.pick([f"TKE-{draw.digits(7, True)}", f"{draw.rng.randint(20, 26)}{draw.letters(1, 'ABCDE')}{draw.digits(6, True)}"])
    if country == "MY":
        return draw.pick([f"KMSK/{draw.digits(6, True)}", f"RN{draw.digits(8, True)}"])
    if country == "TH":
        return draw.pick([f"{draw.digits(2, True)}-{draw.digits(6, True)}", f"HN {draw.digits(7, True)}"])
    if country == "VN":
        return draw.pick([f"MSH-{draw.rng.randint(2023, 2026)}-{draw.digits(6, True)}", f"{draw.digits(10, True)}"])
    return mrn_v73(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card16(draw: Draw, prefix: str) -> str:
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), " ".join(v[i:i + 4] for i in range(0, 16, 4))])


def visa_v73(draw: Draw) -> str:
    return _card16(draw, "4")


def mastercard_v73(draw: Draw) -> str:
    return _card16(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def amex_v73(draw: Draw) -> str:
    body = draw.pick(["34", "37"]) + draw.digits(12)
    v = body + _luhn(body)
    return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", v, f"{v[:4]}-{v[4:10]}-{v[10:]}"])


def verve_v73(draw: Draw) -> str:
    """A Verve card (Nigeria): 506099-506198, 16 or 19 digits, Luhn."""
    prefix = str(draw.rng.randint(506099, 506198))
    length = draw.pick([16, 19, 19])
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 16:
        return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), v])
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)) + " " + v[16:], v, f"{v[:6]} {v[6:]}"])


def card_v73(draw: Draw) -> str:
    return draw.pick([visa_v73, visa_v73, mastercard_v73, amex_v73])(draw)


def card_ng_v73(draw: Draw) -> str:
    return draw.pick([verve_v73, verve_v73, mastercard_v73, visa_v73])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "icloud.com", "sc.rr.com", "outlook.com", "hotmail.com"], "NG": ["gmail.com", "yahoo.com", "yahoo.co.uk"],
            "KE": ["gmail.com", "yahoo.com", "outlook.com"], "ZA": ["gmail.com", "webmail.co.za", "mweb.co.za", "telkomsa.net"], "SG": ["gmail.com", "singnet.com.sg", "hotmail.com"],
            "MY": ["gmail.com", "yahoo.com.my", "hotmail.com"], "TH": ["gmail.com", "hotmail.com", "outlook.co.th"], "VN": ["gmail.com", "yahoo.com.vn"]}


def _local(draw: Draw, who: str = "") -> str:
    key = "_email_local" + who
    if key not in draw.cache:
        first = str(draw.cache.get("_first_r" + who, "eyecare")).split()[0]
        last = str(draw.cache.get("_last_r" + who, "family")).split()[-1]
        first = "".join(ch for ch in _ascii(first).lower() if "a" <= ch <= "z") or "eyecare"
        last = "".join(ch for ch in _ascii(last).lower() if "a" <= ch <= "z") or "family"
        draw.cache[key] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                     f"{first}{draw.rng.randint(70, 99)}", f"{last}{first[0]}{draw.rng.randint(1, 9)}"])
    return str(draw.cache[key])


def email_v73(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.18:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.26:
        return f"{local}[at]{domain}"
    if style < 0.3:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    return f"{local}@{domain}"


def email_plain_v73(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(98, 24, 31), (75, 136, 143), (71, 0, 3)], "NG": [(105, 112, 127), (102, 88, 91), (197, 210, 211)], "KE": [(105, 160, 167), (41, 90, 90)],
        "ZA": [(41, 13, 15), (196, 210, 215)], "SG": [(118, 200, 201), (116, 86, 89)], "MY": [(175, 136, 145), (115, 132, 135)], "TH": [(171, 96, 103), (49, 228, 231)],
        "VN": [(14, 160, 191), (113, 160, 191), (27, 64, 79)]}
_IP6 = {"US": "2600:1700", "NG": "2c0f:f4c0", "KE": "2c0f:fe38", "ZA": "2c0f:f8f0", "SG": "2406:3003", "MY": "2001:e68", "TH": "2405:9800", "VN": "2405:4802"}


def ip_v73(draw: Draw) -> str:
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


def url_v73(draw: Draw) -> str:
    """A page about the person or kept by them: a fundraiser, a profile, a blog."""
    country = _country(draw)
    if country == "KE":
        return draw.pick([f"https://www.mchanga.africa/fundraiser/{draw.rng.randint(10000, 99999)}", f"https://www.facebook.com/{_slug(draw, '.')}",
                          f"https://www.gofundme.com/f/restore-{_slug(draw)}s-sight"])
    if country == "NG":
        return draw.pick([f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://x.com/{_slug(draw, '_')}"])
    if country == "VN":
        return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://zalo.me/{draw.pick(['84', '0'])}{draw.digits(9, True)}", f"https://www.tiktok.com/@{_slug(draw, '')}"])
    if country == "TH":
        return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://line.me/ti/p/~{_slug(draw, '_')}"])
    return draw.pick([f"https://www.gofundme.com/f/help-{_slug(draw)}-see-again", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://linktr.ee/{_slug(draw, '_')}",
                      f"https://{_slug(draw)}-keratoconus-diary.blogspot.com/", f"https://www.instagram.com/{_slug(draw, '_')}/"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v73": dob_v73, "dob_elder_v73": dob_elder_v73, "dob_iso_v73": dob_iso_v73, "dob_compact_v73": dob_compact_v73, "dob_us_v73": dob_us_v73,
    "dod_v73": dod_v73, "dod_iso_v73": dod_iso_v73, "age_elder_v73": age_elder_v73, "age_at_death_v73": age_at_death_v73,
    "ssn_v73": ssn_v73, "ssn_plain_v73": ssn_plain_v73, "mbi_v73": mbi_v73, "plan_member_v73": plan_member_v73, "plan_member_plain_v73": plan_member_plain_v73,
    "member_v73": member_v73, "mrn_v73": mrn_v73, "mrn_plain_v73": mrn_plain_v73, "screening_no_v73": screening_no_v73, "wc_claim_v73": wc_claim_v73,
    "addr_sc_v73": addr_sc_v73, "addr_hl7_v73": addr_hl7_v73, "addr_fhir_v73": addr_fhir_v73, "addr_csv_v73": addr_csv_v73,
    "phone_sc_v73": phone_sc_v73, "phone_e164_v73": phone_e164_v73, "phone_hl7_v73": phone_hl7_v73, "account_us_v73": account_us_v73,
    "vin_v73": vin_v73, "plate_sc_v73": plate_sc_v73, "dl_sc_v73": dl_sc_v73,
    "nin_ng_v73": nin_ng_v73, "bvn_ng_v73": bvn_ng_v73, "account_ng_v73": account_ng_v73, "addr_ng_v73": addr_ng_v73, "phone_ng_v73": phone_ng_v73,
    "id_ke_v73": id_ke_v73, "kra_pin_v73": kra_pin_v73, "nhif_ke_v73": nhif_ke_v73, "account_ke_v73": account_ke_v73, "addr_ke_v73": addr_ke_v73, "phone_ke_v73": phone_ke_v73,
    "za_id_v73": za_id_v73, "medaid_za_v73": medaid_za_v73, "account_za_v73": account_za_v73, "addr_za_v73": addr_za_v73, "phone_za_v73": phone_za_v73,
    "nric_sg_v73": nric_sg_v73, "plate_sg_v73": plate_sg_v73, "account_sg_v73": account_sg_v73, "addr_sg_v73": addr_sg_v73, "phone_sg_v73": phone_sg_v73,
    "mykad_v73": mykad_v73, "account_my_v73": account_my_v73, "addr_my_v73": addr_my_v73, "phone_my_v73": phone_my_v73, "plate_my_v73": plate_my_v73,
    "thai_id_v73": thai_id_v73, "account_th_v73": account_th_v73, "addr_th_v73": addr_th_v73, "phone_th_v73": phone_th_v73, "plate_th_v73": plate_th_v73,
    "cccd_v73": cccd_v73, "bhyt_vn_v73": bhyt_vn_v73, "account_vn_v73": account_vn_v73, "addr_vn_v73": addr_vn_v73, "phone_vn_v73": phone_vn_v73,
    "addr_v73": addr_v73, "phone_v73": phone_v73, "account_v73": account_v73, "passport_v73": passport_v73, "record_abroad_v73": record_abroad_v73,
    "visa_v73": visa_v73, "mastercard_v73": mastercard_v73, "amex_v73": amex_v73, "verve_v73": verve_v73, "card_v73": card_v73, "card_ng_v73": card_ng_v73,
    "email_v73": email_v73, "email_plain_v73": email_plain_v73, "ip_v73": ip_v73, "url_v73": url_v73,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email": blind.email,  # the first set's printing
    "card": blind.card,  # the first set's printing
}

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Marisol Ravenel-Okoye, MD (glaucoma)", "Dr. Everett Pinckney-Laurens, MD, FACS (cataract and refractive)", "Dr. Henrietta Galloway-Sato, OD, FAAO",
         "Dr. Quentin Ashby-Mbeki, MD (medical retina)", "Lavinia Tolliver-Grace, COMT (ophthalmic technician lead)", "Cornelius Abernathy, CRA (retinal photographer)",
         "Dr. Philippa Marchbanks, PhD (screening programme epidemiologist)", "Beatrix Hollingsworth-Nwachukwu, CEBT (eye bank technician)")
_CLINICIANS = ["Dr. Marisol Ravenel-Okoye", "Dr. Everett Pinckney-Laurens", "Dr. Henrietta Galloway-Sato, OD", "Dr. Quentin Ashby-Mbeki",
               "Lavinia Tolliver-Grace, COMT", "Dr. Ambrose Whitlock-Ferreira"]


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country == "MY":
            return d.pick([f"{dd} {_MS_MONTHS[m - 1]} {y}", f"{dd:02d}/{m:02d}/{y}"])
        if country == "TH":
            return d.pick([f"{dd} {_TH_MONTHS[m - 1]} {y + 543}", f"{dd} {_TH_ABBR[m - 1]} {y + 543}"])
        if country == "VN":
            return d.pick([f"ngày {dd} tháng {m} năm {y}", f"{dd:02d}/{m:02d}/{y}"])
        if country == "GB":
            return d.pick([f"{dd} {blind.MONTHS[m - 1]} {y}", f"{blind._ordinal(dd)} {blind.MONTHS[m - 1]} {y}"])  # noqa: SLF001
        if country == "ZA":
            return d.pick([f"{y}/{m:02d}/{dd:02d}", f"{dd} {blind.MONTHS[m - 1]} {y}"])
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_EYE_FEES = [("Comprehensive eye exam, new patient", "92004", 215), ("Comprehensive eye exam, established", "92014", 165), ("Refraction", "92015", 45),
             ("OCT, retina", "92134", 95), ("OCT, optic nerve", "92133", 90), ("Fundus photography", "92250", 85), ("Visual field, threshold", "92083", 110),
             ("Contact-lens fitting, soft", "92310", 120), ("Contact-lens fitting, rigid or scleral", "92313", 340), ("Corneal topography", "92025", 75),
             ("Pachymetry", "76514", 40), ("Gonioscopy", "92020", 55), ("Diabetic eye exam report to PCP", "2022F", 0), ("Intravitreal injection (drug billed separately)", "67028", 260)]


def _fee_row(d: Draw) -> str:
    service, code, base = d.pick(_EYE_FEES)
    fee = base + d.rng.randint(0, 4) * 5
    return f"{service} | {code} | ${fee}.00 | ${int(fee * d.rng.randint(55, 80) / 100)}.00"


def _fee_csv(d: Draw) -> str:
    service, code, base = d.pick(_EYE_FEES)
    return f"{code},\"{service}\",{base + d.rng.randint(0, 4) * 5}.00,{d.pick(['Y', 'N'])},{d.pick(['2025', '2026'])}"


def _fee_json(d: Draw) -> str:
    service, code, base = d.pick(_EYE_FEES)
    return f"{{\"cpt\": \"{code}\", \"service\": \"{service}\", \"selfPay\": {base + d.rng.randint(0, 4) * 5}}}"


_FRAMES = [("Ray-Ban RB5154 Clubmaster", 189), ("Oakley OX8046 Airdrop", 212), ("Silhouette 5500 rimless", 395), ("Lindberg Air Titanium", 520),
           ("House brand, children's flexible", 59), ("House brand, metal half-rim", 79), ("Safety frame, ANSI Z87.1+", 99), ("Sport goggle (Rec Specs)", 119)]
_LENSES = [("single vision, polycarbonate", "V2100", 95), ("lined bifocal", "V2200", 145), ("progressive, standard", "V2781", 245), ("progressive, digital freeform", "V2781", 345),
           ("anti-reflective coating", "V2750", 85), ("photochromic", "V2744", 110), ("blue-light filter", "V2799", 40), ("high-index 1.67", "V2782", 120)]


def _frame_row(d: Draw) -> str:
    name, price = d.pick(_FRAMES + [(f"Lens: {a}", c) for a, _, c in _LENSES])
    return f"{name} | ${price + d.rng.randint(0, 3) * 10} | {d.pick(['in stock', 'in stock', 'order 7-10 days', 'limited sizes'])}"


_COUNTIES = ["Richland", "Lexington", "Charleston", "Berkeley", "Dorchester", "Sumter", "Orangeburg", "Florence", "Kershaw", "Colleton", "Beaufort", "Williamsburg",
             "Clarendon", "Calhoun", "Georgetown", "Jasper"]


def _dr_row(d: Draw) -> str:
    invited = d.rng.randint(300, 6400)
    screened = d.rng.randint(int(invited * 0.48), int(invited * 0.86))
    return (f"{d.pick(_COUNTIES)} | {invited:,} | {screened:,} | {d.rng.randint(int(screened * 0.02), int(screened * 0.09))} | "
            f"{d.rng.randint(0, int(screened * 0.012) + 1)} | {d.rng.randint(14, 63)} days")


def _dr_csv(d: Draw) -> str:
    invited = d.rng.randint(300, 6400)
    return (f"{d.pick(['2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1'])},{d.pick(_COUNTIES)},{invited},{d.rng.randint(int(invited * 0.48), int(invited * 0.86))},"
            f"{d.rng.randint(5, 120)},{d.rng.randint(0, 25)},{d.rng.randint(0, 30)}")


def _dr_xml(d: Draw) -> str:
    invited = d.rng.randint(300, 6400)
    return (f"  <county name=\"{d.pick(_COUNTIES)}\" invited=\"{invited}\" screened=\"{d.rng.randint(int(invited * 0.48), int(invited * 0.86))}\" "
            f"referableDR=\"{d.rng.randint(5, 120)}\" ungradable=\"{d.rng.randint(0, 40)}\"/>")


def _dr_population(d: Draw) -> str:
    den = d.rng.randint(1200, 21000)
    num = d.rng.randint(int(den * 0.5), int(den * 0.82))
    return (f"{{\"population\": [{{\"code\": {{\"text\": \"initial-population\"}}, \"count\": {den}}}, {{\"code\": {{\"text\": \"numerator\"}}, \"count\": {num}}}], "
            f"\"measureScore\": {{\"value\": {num / den:.3f}}}}}")


_WAIT_SERVICES = ["Cataract surgery, first eye", "Cataract surgery, second eye", "Glaucoma new referral", "Glaucoma follow-up (overdue)", "Laser trabeculoplasty (SLT)",
                  "YAG capsulotomy", "Medical retina injection clinic", "Oculoplastics", "Paediatric ophthalmology", "Low-vision assessment"]


def _wait_row(d: Draw) -> str:
    med = d.rng.randint(2, 26)
    return f"{d.pick(_WAIT_SERVICES)} | {d.rng.randint(12, 640)} | {med} wk | {med + d.rng.randint(2, 14)} wk | {d.pick(['improving', 'worse', 'no change'])}"


def _wait_csv(d: Draw) -> str:
    med = d.rng.randint(2, 26)
    return f"{d.pick(['2025-11', '2025-12', '2026-01', '2026-02'])},\"{d.pick(_WAIT_SERVICES)}\",{d.rng.randint(12, 640)},{med},{med + d.rng.randint(2, 14)},{d.rng.randint(40, 97)}"


def _wait_json(d: Draw) -> str:
    med = d.rng.randint(2, 26)
    return f"{{\"service\": \"{d.pick(_WAIT_SERVICES)}\", \"waiting\": {d.rng.randint(12, 640)}, \"medianWeeks\": {med}, \"p90Weeks\": {med + d.rng.randint(2, 14)}}}"


_SCHOOLS = ["Pine Grove Elementary", "Congaree Primary", "Ashley River Elementary", "Wateree Middle", "Shaw Heights Elementary", "Edisto Intermediate",
            "Kiawah Bend Elementary", "Black Creek Primary", "Lake Marion Middle", "Cypress Hollow Elementary"]


def _school_day(d: Draw) -> dt.date:
    while True:
        day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 2, 2).toordinal(), dt.date(2026, 5, 22).toordinal()))
        if day.weekday() < 5:
            return day


def _school_row(d: Draw) -> str:
    day = _school_day(d)
    school = d.pick(_SCHOOLS)
    grades = d.pick(['6th, 8th', '6th-8th']) if "Middle" in school else d.pick(['K, 1st, 3rd', '1st, 3rd, 5th', 'K-5', '2nd, 4th'])
    return f"{school} | {day.strftime('%a %b')} {day.day} | {grades} | {d.rng.randint(80, 640)} | {d.pick(['van A', 'van B', 'gym', 'library'])}"


def _school_csv(d: Draw) -> str:
    day = _school_day(d)
    school = d.pick(_SCHOOLS)
    grade = d.pick(['6', '7', '8']) if "Middle" in school else d.pick(['K', '1', '2', '3', '4', '5'])
    return f"{day.isoformat()},\"{school}\",{grade},{d.rng.randint(40, 220)},{d.rng.randint(2, 30)},{d.pick(['Spot Vision Screener', 'HOTV chart', 'Sloan letters'])}"


def _school_ics(d: Draw) -> str:
    day = _school_day(d)
    start = d.rng.randint(8, 12)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/New_York:{day.strftime('%Y%m%d')}T{start:02d}0000\n"  # noqa: SLF001
            f"DTEND;TZID=America/New_York:{day.strftime('%Y%m%d')}T{start + 3:02d}0000\nSUMMARY:Vision screening - {d.pick(_SCHOOLS)}\nEND:VEVENT")


_DEVICES = [("Haag-Streit BQ 900 slit lamp", "BQ900"), ("Zeiss Cirrus 6000 OCT", "CIRRUS6000"), ("Heidelberg Spectralis OCT", "SPECTRALIS"),
            ("Topcon SL-D701 slit lamp", "SL-D701"), ("Optos California widefield", "OPTOS-CA"), ("Zeiss Humphrey HFA3 perimeter", "HFA3-860"),
            ("Reichert 7CR tonometer", "7CR"), ("Nidek AL-Scan biometer", "AL-SCAN"), ("Lumenis Selecta Duet SLT laser", "SELECTA")]


def _maint_row(d: Draw) -> str:
    name, model = d.pick(_DEVICES)
    return (f"{d.fill('eff_iso')} | {name} | SN {model[:3]}{d.digits(5, True)} | {d.pick(['bulb replaced', 'annual PM', 'calibration check passed', 'joystick re-greased', 'firmware updated to v' + d.fill('ver'), 'chin-rest motor replaced', 'reference eye scan within tolerance'])}"
            f" | {d.pick(['pass', 'pass', 'pass', 'fail - retest booked'])}")


def _maint_csv(d: Draw) -> str:
    name, model = d.pick(_DEVICES)
    return f"{model},SN{d.digits(6, True)},{d.fill('dos')},{d.pick(['PM', 'repair', 'calibration', 'software'])},{d.rng.randint(0, 6)}.{d.rng.randint(0, 9)},{d.pick(['OK', 'OK', 'OK', 'PARTS ON ORDER'])}"


def _maint_xml(d: Draw) -> str:
    name, model = d.pick(_DEVICES)
    return f"  <device model=\"{model}\" serial=\"{model[:2]}{d.digits(6, True)}\" room=\"{d.pick(['Exam 1', 'Exam 4', 'Imaging', 'Laser suite', 'OR 2'])}\" lastPM=\"{d.fill('eff_iso')}\" status=\"{d.pick(['in service', 'in service', 'out of service'])}\"/>"


_VOUCHER = [("A", "single vision, sphere up to ±6.00", "$49"), ("B", "single vision, sphere ±6.25 to ±9.75", "$74"), ("C", "single vision, sphere ±10.00 or more", "$109"),
            ("D", "bifocal, sphere up to ±6.00", "$86"), ("E", "bifocal, sphere ±6.25 to ±9.75", "$109"), ("F", "bifocal, sphere ±10.00 or more", "$138"),
            ("G", "complex lenses (prism, tint on medical advice)", "+$16"), ("H", "small-frame supplement (children)", "+$12")]


def _voucher_row(d: Draw) -> str:
    code, what, value = d.pick(_VOUCHER)
    return f"{code} | {what} | {value}"


def _location(d: Draw) -> str:
    locs = [("CBE-COL", "Congaree Bluff Eye Institute, Columbia", "C"), ("CBE-OR", "Congaree Bluff surgery centre", "O"), ("WMO-MTP", "Wando Marsh Optometry", "C"),
            ("LRS-VAN1", "Retinal screening van 1", "M"), ("LRS-VAN2", "Retinal screening van 2", "M"), ("SPS-SUM", "Sumter Pines school screening base", "C")]
    start = d.rng.randint(0, 2)
    return "\n".join(f"MFE|MAD|{d.fill('ctrl2')}{k}||{locs[start + k][0]}^^^{locs[start + k][0][:3]}\nLOC|{locs[start + k][0]}^^^{locs[start + k][0][:3]}|{locs[start + k][1]}|{locs[start + k][2]}|{CLINIC}"
                     for k in range(d.rng.randint(2, 4)))


def _batch_row(d: Draw) -> str:
    n = d.rng.randint(9, 320)
    return (f"{d.pick(['837P', '837P', 'NCPDP D.0'])},CHV{d.rng.randint(7001, 7999)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 60, n * 900)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 10)},{d.pick(['accepted', 'accepted', 'partial', 'rejected'])}")


def _mda_row(d: Draw) -> str:
    target = d.rng.randint(40, 420) * 100
    treated = int(target * d.rng.randint(68, 97) / 100)
    return f"{d.pick(['Narok', 'Kajiado', 'West Pokot', 'Samburu', 'Turkana', 'Baringo'])} | {target:,} | {treated:,} | {treated * 100 / target:.1f}%"


def _my_row(d: Draw) -> str:
    invited = d.rng.randint(900, 7800)
    screened = int(invited * d.rng.randint(45, 88) / 100)
    return f"{d.pick(['Petaling', 'Hulu Langat', 'Gombak', 'Klang', 'Sepang', 'Kuala Langat'])} | {invited:,} | {screened:,} | {d.rng.randint(8, max(9, screened // 25))}"


def _th_row(d: Draw) -> str:
    screened = d.rng.randint(600, 5200)
    abnormal = d.rng.randint(20, screened // 12)
    return f"{d.pick(['พระประแดง', 'บางพลี', 'เมืองสมุทรปราการ', 'บางบ่อ', 'บางเสาธง', 'พระสมุทรเจดีย์'])} | {screened:,} | {abnormal} | {d.rng.randint(5, abnormal)}"


def _vn_row(d: Draw) -> str:
    seen = d.rng.randint(400, 4200)
    return f"{d.pick(['Ninh Kiều', 'Bình Thủy', 'Cái Răng', 'Ô Môn', 'Phong Điền', 'Thốt Nốt'])} | {seen:,}".replace(",", ".") + f" | {d.rng.randint(20, seen // 8)}"


def _sg_row(d: Draw) -> str:
    service, base = d.pick([("Diabetic retinal photography", 60), ("Glaucoma review", 140), ("Cataract assessment", 180), ("Refraction and spectacle prescription", 45),
                            ("Visual field test", 95), ("OCT scan", 120)])
    full = base + d.rng.randint(0, 6) * 5
    return f"{service} | S${full} | S${int(full * 0.25)} | S${int(full * 0.5)}"


_OWN = {
    "clinic": CLINIC, "optom": OPTOM, "screen": SCREEN, "eyebank": EYEBANK, "plan": PLAN, "schools": SCHOOLS, "ng_partner": NG_PARTNER, "ke_partner": KE_PARTNER,
    "za_partner": ZA_PARTNER, "sg_partner": SG_PARTNER, "my_partner": MY_PARTNER, "th_partner": TH_PARTNER, "vn_partner": VN_PARTNER,
    "cl_phone": ORGANISATION_CONTACTS[0], "cl_fax": ORGANISATION_CONTACTS[1], "cl_addr": ORGANISATION_CONTACTS[2], "cl_email": ORGANISATION_CONTACTS[3],
    "cl_web": ORGANISATION_CONTACTS[4], "op_phone": ORGANISATION_CONTACTS[5], "op_addr": ORGANISATION_CONTACTS[6], "op_email": ORGANISATION_CONTACTS[7],
    "sc_phone": ORGANISATION_CONTACTS[8], "sc_email": ORGANISATION_CONTACTS[9], "eb_phone": ORGANISATION_CONTACTS[10], "eb_addr": ORGANISATION_CONTACTS[11],
    "eb_email": ORGANISATION_CONTACTS[12], "plan_phone": ORGANISATION_CONTACTS[13], "plan_email": ORGANISATION_CONTACTS[14], "sv_phone": ORGANISATION_CONTACTS[15],
    "sv_email": ORGANISATION_CONTACTS[16],
    "ng_phone_intl": ORGANISATION_CONTACTS[17], "ng_phone": ORGANISATION_CONTACTS[18], "ng_email": ORGANISATION_CONTACTS[19],
    "ke_phone_intl": ORGANISATION_CONTACTS[20], "ke_phone": ORGANISATION_CONTACTS[21], "ke_email": ORGANISATION_CONTACTS[22],
    "za_phone_intl": ORGANISATION_CONTACTS[23], "za_phone": ORGANISATION_CONTACTS[24], "za_email": ORGANISATION_CONTACTS[25],
    "sg_phone_intl": ORGANISATION_CONTACTS[26], "sg_phone": ORGANISATION_CONTACTS[27], "sg_email": ORGANISATION_CONTACTS[28],
    "my_phone_intl": ORGANISATION_CONTACTS[29], "my_phone": ORGANISATION_CONTACTS[30], "my_email": ORGANISATION_CONTACTS[31],
    "th_phone_intl": ORGANISATION_CONTACTS[32], "th_phone": ORGANISATION_CONTACTS[33], "th_email": ORGANISATION_CONTACTS[34],
    "vn_phone_intl": ORGANISATION_CONTACTS[35], "vn_phone": ORGANISATION_CONTACTS[36], "vn_email": ORGANISATION_CONTACTS[37],
    "ng_addr": ORGANISATION_CONTACTS[38], "ke_addr": ORGANISATION_CONTACTS[39], "za_addr": ORGANISATION_CONTACTS[40], "sg_addr": ORGANISATION_CONTACTS[41],
    "my_addr": ORGANISATION_CONTACTS[42], "th_addr": ORGANISATION_CONTACTS[43], "vn_addr": ORGANISATION_CONTACTS[44],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "clia": CLIA,
    "own_glaucoma": STAFF[0], "own_surgeon": STAFF[1], "own_od": STAFF[2], "own_retina": STAFF[3], "own_tech": STAFF[4], "own_photo": STAFF[5], "own_epi": STAFF[6],
    "own_ebt": STAFF[7],
    "ng_director": "Dr. Olufemi Adesanya-Crown, Medical Director", "ke_director": "Dr. Njambi Wachira-Holm, Consultant Ophthalmologist",
    "za_director": "Dr. Marlize Fourie-Dube, Principal Ophthalmologist", "sg_director": "Dr. Ignatius Seow Kah Wee, Senior Consultant",
    "my_director": "Dr. Hajah Rosnani binti Mat Daud, Pakar Oftalmologi", "th_director": "พญ. ปิยนุช รัตนวิจิตร จักษุแพทย์", "vn_director": "BS.CKII Lâm Quang Khải, Giám đốc",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "icn": blind.FILLERS["icn"],
    "fee_table": _table(_fee_row, 6), "fee_csv": _rows(_fee_csv, 6, 6), "fee_json": _rows(_fee_json, 5, 18, ", "), "frame_table": _table(_frame_row, 7),
    "dr_table": _table(_dr_row, 6), "dr_csv": _rows(_dr_csv, 6, 14), "dr_xml": _rows(_dr_xml, 5, 30), "dr_population": _dr_population,
    "wait_table": _table(_wait_row, 6), "wait_csv": _rows(_wait_csv, 6, 22), "wait_json": _rows(_wait_json, 4, 26, ", "),
    "school_table": _table(_school_row, 5), "school_csv": _rows(_school_csv, 6, 36), "school_ics": _rows(_school_ics, 3, 60),
    "maint_table": _rows(_maint_row, 5, 40),
    "maint_csv": _rows(_maint_csv, 6, 10), "maint_xml": _rows(_maint_xml, 5, 30), "voucher_table": _table(_voucher_row, 6), "loc_items": _location,
    "batch_csv": _rows(_batch_row, 5, 20),
    "en_date": _doc_date("US"), "gb_date": _doc_date("GB"), "za_date": _doc_date("ZA"), "ms_date": _doc_date("MY"), "th_date": _doc_date("TH"), "vn_date": _doc_date("VN"),
    "clinician": lambda d: d.pick(_CLINICIANS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: f"{d.rng.randint(120, 4800):,}", "cnt_mid": lambda d: str(d.rng.randint(61, 119)),
    "pct_hi": lambda d: f"{d.rng.randint(62, 96)}.{d.rng.randint(0, 9)}", "weeks": lambda d: str(d.rng.randint(2, 18)),
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "ngn_fee": lambda d: f"₦{d.rng.randint(5, 25) * 1000:,}", "amt": lambda d: f"{d.rng.randint(2000, 90000)}.{d.rng.randint(0, 99):02d}",
    "mda_table": _table(_mda_row, 3), "my_table": _table(_my_row, 3), "th_table": _table(_th_row, 3), "vn_table": _table(_vn_row, 3), "sg_table": _table(_sg_row, 3),
    "ngn": lambda d: f"₦{d.rng.randint(5, 450) * 1000:,}", "kes": lambda d: f"KSh {d.rng.randint(5, 250) * 100:,}", "zar": lambda d: f"R{d.rng.randint(3, 95) * 50:,}",
    "sgd": lambda d: f"S${d.rng.randint(30, 160)}", "myr": lambda d: f"RM{d.rng.randint(10, 600)}", "thb": lambda d: f"{d.rng.randint(2, 15) * 100:,} บาท",
    "vnd": lambda d: f"{d.rng.randint(10, 50) * 10000:,}".replace(",", ".") + " đ",
    "va": lambda d: d.pick(["20/20", "20/25", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200", "CF 3 ft", "HM"]),
    "va2": lambda d: d.pick(["20/20", "20/25", "20/30", "20/40", "20/60", "20/80"]),
    "iop": lambda d: str(d.rng.randint(10, 32)), "iop2": lambda d: str(d.rng.randint(10, 32)),
    "sph": lambda d: f"{d.pick(['+', '-', '-'])}{d.rng.randint(1, 32) * 0.25:.2f}", "sph2": lambda d: f"{d.pick(['+', '-', '-'])}{d.rng.randint(1, 32) * 0.25:.2f}",
    "cyl": lambda d: f"-{d.rng.randint(0, 12) * 0.25:.2f}", "cyl2": lambda d: f"-{d.rng.randint(0, 12) * 0.25:.2f}",
    "axis": lambda d: f"{d.rng.randint(1, 180):03d}", "axis2": lambda d: f"{d.rng.randint(1, 180):03d}", "add": lambda d: f"+{d.rng.randint(4, 12) * 0.25:.2f}",
    "pd": lambda d: str(d.rng.randint(56, 70)), "bc": lambda d: d.pick(["8.4", "8.5", "8.6", "8.7", "8.8"]), "dia": lambda d: d.pick(["14.0", "14.2", "14.3", "14.5"]),
    "iol": lambda d: f"{d.rng.randint(32, 50) * 0.5:.1f}",
    "dr_grade": lambda d: d.pick(["R0 M0 (no retinopathy)", "R1 M0 (background)", "R2 M0 (pre-proliferative)", "R1 M1 (maculopathy)", "R3A (active proliferative)", "ungradable"]),
    "lens_brand": lambda d: d.pick(["Acuvue Oasys 1-Day", "Dailies Total1", "Biofinity", "MyDay", "Air Optix plus HydraGlyde", "Precision1"]),
}

US = ("en_US",)
NG = ("en_NG",)
KE = ("en_KE",)
ZA = ("en_ZA",)
SG = ("en_SG",)
MY = ("ms_MY",)
TH = ("th_TH",)
VN = ("vi_VN",)
OTHER_LOCALES = NG + KE + ZA + SG + MY + TH + VN

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- eye-clinic and optometry price lists
    ("b73c_fee_table", "eye_clinic_price_list", US,
     "{clinic} - SELF-PAY PRICE LIST {year}\nService | CPT | Standard fee | Paid at the visit\n{fee_table}\nPrices are per visit and do not include drugs, "
     "lenses or frames. A good-faith estimate is given before any scheduled service (No Surprises Act). Billing questions: {cl_phone}, {cl_email}."),
    ("b73c_fee_csv", "csv_export", US,
     "cpt,description,self_pay_usd,prompt_pay_eligible,fee_year\n{fee_csv}\n# {clinic} chargemaster extract v{ver}, {iso_ts}; billing NPI {own_npi}"),
    ("b73c_fee_terms", "eye_clinic_price_list", US,
     "PAYMENT TERMS - {optom}\n1. Eye exams are paid at the visit; vision-plan copays ({plan}: $10 exam, $25 materials) are collected at check-in.\n"
     "2. Glasses and contact lenses are ordered once 50% is paid; the balance is due at pickup. Orders not collected within 90 days are donated.\n"
     "3. Remakes for a prescription change are free within 60 days; frames carry the maker's 12-month warranty.\n4. We accept cash, cards, HSA and FSA cards. "
     "No card details are ever taken by e-mail.\nQuestions: {op_phone} or {op_email}. {op_addr}. Terms v{ver}, {en_date}."),
    ("b73c_fee_json", "json_export", US,
     "{\"provider\": \"Congaree Bluff Eye Institute\", \"npi\": \"{own_npi}\", \"ein\": \"{org_ein}\", \"effective\": \"{eff_iso}\", \"currency\": \"USD\", \"items\": [{fee_json}]}"),
    ("b73c_frames_list", "eye_clinic_price_list", US,
     "{optom} - FRAMES AND LENSES, {quarter}\nItem | Price | Availability\n{frame_table}\nEvery complete pair includes scratch coating and a case. "
     "Children's frames come with a free replacement within a year. {plan} members: $150 frame allowance. Call {op_phone}."),
    # ---- diabetic-retinopathy screening statistics
    ("b73c_dr_table", "retinopathy_screening_statistics", US,
     "{screen} - QUARTERLY REPORT, {quarter}\nCounty | Invited | Screened | Referable DR | Proliferative DR | Median wait to referral\n{dr_table}\n"
     "Counts only; no row relates to fewer than ten people once the quarter is summed. Grading: two-field 45-degree photographs, graded by certified graders. {own_epi}."),
    ("b73c_dr_board", "retinopathy_screening_statistics", US,
     "Board note - {screen}, {en_date}\nUptake rose to {pct_hi}% of the {cnt_big} people with diabetes invited this year. The two screening vans covered {cnt_mid} "
     "rural clinics in Williamsburg, Clarendon and Calhoun counties. Referable retinopathy was found in {cnt} per thousand screened; all were seen by "
     "{clinic} within the 13-week standard except {weeks}. Ungradable images fell after the photographers' refresher course. Prepared by {own_epi}."),
    ("b73c_dr_csv", "csv_export", US,
     "quarter,county,invited,screened,referable_dr,maculopathy,ungradable\n{dr_csv}\n# {screen} aggregate extract {iso_ts}; no person-level data"),
    ("b73c_dr_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"http://lowcountryretina.org/Measure/annual-diabetic-eye-exam\", "
     "\"reporter\": {\"display\": \"Lowcountry Retinal Screening Programme\"}, \"date\": \"{iso_ts}\", \"period\": {\"start\": \"{eff_iso}\"}, \"group\": [{dr_population}]}"),
    ("b73c_dr_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<screeningReport programme=\"LRS\" period=\"{quarter}\" generated=\"{iso_ts}\">\n{dr_xml}\n</screeningReport>"),
    # ---- glaucoma and cataract waiting times
    ("b73c_wait_table", "waiting_time_report", US,
     "{clinic} - WAITING TIMES, {quarter}\nService | Waiting | Median | 90th percentile | Trend\n{wait_table}\nWeeks from referral to first treatment. "
     "Urgent glaucoma referrals (IOP over 35 mmHg) are seen within 48 hours and are not counted here. Referral line {cl_phone}, fax {cl_fax}."),
    ("b73c_wait_memo", "waiting_time_report", US,
     "MEMO - {clinic}\nFrom: {own_surgeon}\nDate: {en_date}\nSubject: cataract list recovery\nWe added ((6||8||10||12)) Saturday theatre sessions and a second biometry "
     "station this quarter. First-eye waits fell from ((19||22||25||28)) to {weeks} weeks; second-eye waits remain longer because of the IOL supply delay (lot {lot} recalled "
     "by the maker, no patient affected). Glaucoma follow-up backlog: {cnt_big} overdue visits, triaged by last field test. Questions to the practice manager, {cl_phone}."),
    ("b73c_wait_csv", "csv_export", US,
     "month,service,waiting,median_weeks,p90_weeks,pct_within_standard\n{wait_csv}\n# {clinic} access dashboard export {iso_ts}"),
    ("b73c_wait_json", "json_export", US,
     "{\"organisation\": \"Congaree Bluff Eye Institute\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"services\": [{wait_json}], \"source\": \"{cl_web}\"}"),
    ("b73c_wait_notice", "waiting_time_report", US,
     "A NOTE ON WAITING TIMES\nCataract surgery at {clinic} currently has a median wait of about {weeks} weeks from your consultation. If your vision changes "
     "suddenly, you see flashes or a curtain, or your eye becomes red and painful, do not wait: call {cl_phone} the same day, or go to the emergency department "
     "after hours. We review these figures every month. Updated {en_date}."),
    # ---- contact-lens hygiene leaflets
    ("b73c_cl_leaflet", "contact_lens_hygiene_leaflet", US,
     "LOOKING AFTER YOUR CONTACT LENSES ({optom})\n- Wash and dry your hands before touching your lenses.\n- Never rinse or store lenses in tap water, and never "
     "swim or shower in them: Acanthamoeba lives in water.\n- Rub and rinse with fresh solution every time; never top up old solution.\n- Replace the case every "
     "3 months.\n- Daily lenses are worn once and thrown away.\nRed, painful eye? Take the lenses out and call {op_phone} today. Leaflet v{ver}."),
    ("b73c_cl_faq", "contact_lens_hygiene_leaflet", US,
     "CONTACT LENS QUESTIONS WE HEAR MOST\nCan I sleep in my lenses? Only lenses approved for overnight wear, and only if your optometrist agrees: the risk of "
     "infection is about five times higher.\nHow long can I wear them each day? Most people manage 10-12 hours; {lens_brand} is approved for daily wear.\n"
     "Do I still need glasses? Yes, keep an up-to-date pair for when your eyes need a rest.\nMore: {op_email}. Reviewed {en_date} by {own_od}."),
    ("b73c_cl_dosdonts", "contact_lens_hygiene_leaflet", US,
     "DO | DON'T\nWash hands with soap, dry with a lint-free towel | Use saliva or tap water on lenses\nUse only the solution your optometrist recommended | "
     "Mix different solutions\nEmpty, rinse with solution and air-dry the case daily | Keep the same case for more than 3 months\nRemove lenses if your eye is red | "
     "Wear lenses past their replacement date\n((Store lenses in fresh solution every night||Apply make-up after putting lenses in)) | ((Sleep in daily lenses||Use water to rinse the case))\n"
     "{optom}, {op_addr}, {op_phone} - card v{ver}, printed {en_date}"),
    ("b73c_cl_travel", "contact_lens_hygiene_leaflet", US,
     "TRAVELLING WITH CONTACT LENSES\nPack twice as many lenses as the days away, a spare case, travel-size solution (under 3.4 oz for carry-on) and your glasses. "
     "On long flights the cabin air is dry: rewetting drops help, or switch to glasses. Lakes, rivers and hot tubs are not for lenses. If you lose a lens abroad, "
     "any optician can read your prescription from the box label. ((Pack lenses in your hand luggage, not the hold.||Check the solution's expiry date before you go.)) "
     "Safe travels from {optom} ({op_email}). Leaflet v{ver}, {en_date}."),
    # ---- school vision-screening schedules
    ("b73c_school_table", "school_vision_screening_schedule", US,
     "{schools} - SCREENING SCHEDULE, SPRING 2026\nSchool | Date | Grades | Pupils expected | Station\n{school_table}\nParents who do not want their child "
     "screened return the opt-out slip to the school office. Results go home in a sealed envelope. Questions: {sv_phone}."),
    ("b73c_school_ics", "school_vision_screening_schedule", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Sumter Pines School Vision Service//Screening days {ver}//EN\n{school_ics}\nEND:VCALENDAR"),
    ("b73c_school_letter", "school_vision_screening_schedule", US,
     "To all elementary principals\nFrom: {schools}\nDate: {en_date}\nOur screeners will visit your school on the date in the attached schedule. Please reserve a "
     "room 20 feet long with the blinds down, and send classes in groups of ten. Children who already wear glasses should bring them. We screen with the "
     "Spot Vision Screener and HOTV charts; referral follows the AAPOS 2022 criteria. Last year {cnt_big} pupils were screened and {pct_hi}% passed. "
     "Contact {sv_email} or {sv_phone}. Lead orthoptist: {own_tech}."),
    ("b73c_school_csv", "csv_export", US,
     "date,school,grade,screened,referred,method\n{school_csv}\n# {schools} daily tally export {iso_ts}; counts only"),
    # ---- spectacle-voucher scheme terms
    ("b73c_voucher_terms", "spectacle_voucher_terms", US,
     "{plan} - SPECTACLE VOUCHER SCHEME: TERMS\n1. A voucher is issued after an eye exam when the prescription changes by 0.50 D or more, or for children under 16 "
     "at every exam.\n2. Vouchers are valid for ((6||9||12)) months from issue and can be used at any participating optician.\n3. The voucher pays up to the value for its band; "
     "members pay any difference.\n4. Lost vouchers are reissued once a year.\nParticipating opticians: {plan_phone}. Claims: {plan_email}. RxBIN {rxbin}, PCN {pcn}, group {group_no}. Terms v{ver}, effective {en_date}."),
    ("b73c_voucher_table", "spectacle_voucher_terms", US,
     "VOUCHER VALUES {year} ({plan})\nBand | Lenses | Value\n{voucher_table}\nValues are reviewed every April. Payer ID {payer_id}. Effective {en_date}."),
    ("b73c_voucher_eligibility", "spectacle_voucher_terms", US,
     "WHO CAN GET A SPECTACLE VOUCHER?\n- Children aged 0-15, and students aged 16-18 in full-time education\n- Adults with household income below 200% of the "
     "federal poverty level\n- Members with a complex prescription (sphere over 10 dioptres or prism)\n- Members registered as visually impaired\nAsk at the front "
     "desk of {optom} or call {plan_phone}. Information leaflet v{ver}, {en_date}."),
    ("b73c_voucher_memo", "spectacle_voucher_terms", US,
     "TO PARTICIPATING OPTICIANS - {plan}\nDate: {en_date}\nFrom next quarter vouchers are redeemed electronically. Submit the voucher code on an 837P with "
     "HCPCS V2020 (frame) and the lens code, rendering NPI and our payer ID {payer_id}. Paper vouchers received after {dos} will be returned. "
     "The electronic portal is on our provider line, {plan_phone}. Batches of more than {cnt_big} claims should go by SFTP."),
    # ---- slit-lamp and OCT maintenance logs
    ("b73c_maint_log", "equipment_maintenance_log", US,
     "BIOMEDICAL ENGINEERING - OPHTHALMIC EQUIPMENT LOG ({clinic})\nDate | Device | Serial | Work done | Result\n{maint_table}\nSigned off by {own_tech}."),
    ("b73c_maint_csv", "csv_export", US,
     "model,serial,service_date,type,hours,status\n{maint_csv}\n# {clinic} asset register export {iso_ts}"),
    ("b73c_maint_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<assetRegister site=\"CBE-COL\" clia=\"{clia}\" exported=\"{iso_ts}\">\n{maint_xml}\n</assetRegister>"),
    ("b73c_maint_memo", "equipment_maintenance_log", US,
     "MEMO - imaging suite\nDate: {en_date}\nThe Spectralis OCT in Imaging will be out of service on {dos} from 07:00 to 12:00 for the annual preventive maintenance "
     "and a firmware update to version {ver}. Scans booked that morning move to the Cirrus 6000 in Exam 4; the scan protocols (macular cube 512x128, ONH cube "
     "200x200) are the same. The slit-lamp bulbs in rooms 2 and 5 were replaced last week. Faults: call biomed on extension 4{small_digit}1{small_digit}. {own_photo}."),
    ("b73c_maint_contract", "equipment_maintenance_log", US,
     "SERVICE CONTRACT SUMMARY - {clinic}\nVendor: Zeiss Meditec field service. Coverage: Cirrus 6000 OCT (2 units), Humphrey HFA3 (3 units), IOLMaster 700 (1 unit).\n"
     "Response: next business day on site; loaner within 72 hours. Annual value: ${moneyk}. Renewal: {dos}. Contract ref. ZM-{fivedig}. "
     "Preventive maintenance twice a year; calibration certificates kept in the biomed office. Contact: {own_tech}, {cl_phone}."),
    # ---- exports of non-personal data
    ("b73c_hl7_mfn_loc", "hl7_export", US,
     "MSH|^~\\&|ADT|CBE|EMR|CBE|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master file^HL70175||UPD|||NE\n{loc_items}"),
    ("b73c_x12_820", "x12_export", US,
     "ISA*00*          *00*          *ZZ*EDISTOTIMBER   *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*RA*EDISTOTIMBER*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X218~\n"
     "ST*820*{four_digits}*005010X218~\nBPR*C*{amt}*C*CHK************20{isa_date}~\nTRN*3*{check_no}~\nN1*PE*{plan}*FI*{org_ein}~\nN1*PR*EDISTO TIMBER COOPERATIVE~\n"
     "ENT*1~\nRMR*IK*{group_no}**{amt}~\nDTM*582****RD8*{eff_iso}~\nSE*10*{four_digits}~"),
    ("b73c_fhir_device", "fhir_export", US,
     "{\"resourceType\": \"Device\", \"id\": \"oct-{small}\", \"status\": \"active\", \"manufacturer\": \"Carl Zeiss Meditec\", \"modelNumber\": \"Cirrus 6000\", "
     "\"serialNumber\": \"6000-{fivedig}\", \"lotNumber\": \"{lot}\", \"deviceName\": [{\"name\": \"OCT imaging system, Exam 4\", \"type\": \"user-friendly-name\"}], "
     "\"owner\": {\"display\": \"Congaree Bluff Eye Institute\"}, \"contact\": [{\"system\": \"phone\", \"value\": \"{cl_phone}\"}], \"note\": [{\"text\": \"PM due {eff_iso}\"}]}"),
    ("b73c_batch_csv", "csv_export", US,
     "txn_type,batch,submitted_on,claim_count,billed_usd,rejected_count,batch_status\n{batch_csv}\n# {clinic} claim batches to {plan} (payer {payer_id}); billing NPI {own_npi}, TIN {org_ein}; totals only"),
    # ---- notices in other locales
    ("b73c_ng_notice", "locale_notice", NG,
     "{ng_partner}\nNOTICE TO PATIENTS\nClinic days: Monday to Friday, 8.00am - 4.00pm; Saturday 9.00am - 1.00pm. Consultation fee: {ngn_fee}. Eye drops are sold at "
     "the in-house pharmacy at approved prices. NHIA enrollees should bring their referral slip from their primary facility. Enquiries: {ng_phone} "
     "({ng_phone_intl} from abroad) or {ng_email}. {ng_addr}. Signed: {ng_director}, {gb_date}."),
    ("b73c_ng_outreach", "locale_notice", NG,
     "FREE CATARACT SURGERY OUTREACH - {ng_partner}\nIn partnership with the Lagos State Primary Health Care Board, free screening will hold at Mushin, Agege and "
     "Epe general hospitals from {gb_date}. Last year's outreach screened {cnt_big} persons and operated {cnt_mid} eyes; {pct_hi}% saw 6/18 or better after "
     "surgery. Persons aged 40 and above with poor vision are encouraged to attend. Enquiries {ng_phone}."),
    ("b73c_ke_notice", "locale_notice", KE,
     "{ke_partner} - PATIENT INFORMATION\nWe are open Monday to Saturday, 8.00 a.m. to 5.00 p.m. Consultation: {kes}. SHA-registered patients are served "
     "under the primary care package. Spectacles are made in our own workshop within 3 days. Pay through our M-PESA paybill at the cashier only. "
     "Contacts: {ke_phone}, {ke_phone_intl}, {ke_email}. {ke_addr}. {ke_director}, {gb_date}."),
    ("b73c_ke_trachoma", "locale_notice", KE,
     "TRACHOMA ELIMINATION - MASS DRUG ADMINISTRATION SUMMARY\nCounty | Population targeted | Treated | Coverage\n{mda_table}\n"
     "Trichiasis surgeries this year: {cnt_mid}. Aggregate figures only. Reported by {ke_partner} with the county health teams, {gb_date}."),
    ("b73c_za_notice", "locale_notice", ZA,
     "{za_partner}\nNOTICE: CATARACT WAITING LIST\nThe clinic has added a Saturday theatre list from {za_date}. Patients already on the list will be contacted "
     "in order of priority. Please do not phone to ask about your place; the list is managed by the provincial booking centre. Medical-aid and private "
     "patients: consultation {zar}. Enquiries {za_phone} ({za_phone_intl}) or {za_email}. {za_addr}. {za_director}."),
    ("b73c_za_stats", "locale_notice", ZA,
     "Quarterly cataract surgical rate - {za_partner}\nOperations this quarter: {cnt_big}. Cataract surgical rate (per million population, annualised): "
     "((1,240||1,380||1,520||1,910||2,050)). Visual outcome good (6/18 or better) at 4-8 weeks: {pct_hi}%. Cancellations on the day: {cnt}. "
     "Figures submitted to the provincial eye-care coordinator on {za_date}."),
    ("b73c_sg_notice", "locale_notice", SG,
     "{sg_partner}\nCLINIC NOTICE\nOpening hours: Mon-Fri 8.30am-5.30pm, Sat 8.30am-12.30pm, closed on Sundays and public holidays. Consultation: {sgd} before "
     "subsidy. CHAS and Merdeka Generation cardholders, please show your card at registration. Appointments: {sg_phone} ({sg_phone_intl}) or {sg_email}. "
     "{sg_addr}. Updated {gb_date}."),
    ("b73c_sg_subsidy", "locale_notice", SG,
     "SUBSIDISED EYE CARE - WHAT YOU PAY ({sg_partner})\nService | Before subsidy | CHAS Blue | CHAS Orange\n{sg_table}\n"
     "Cataract surgery (one eye) | by quotation | MediSave claimable | MediSave claimable\nPrices include GST. Ask our staff or call {sg_phone}. {sg_director}."),
    ("b73c_my_notice", "locale_notice", MY,
     "{my_partner}\nMAKLUMAN KEPADA PESAKIT\nWaktu operasi: Isnin hingga Jumaat, 8.00 pagi - 5.00 petang; Sabtu 8.00 pagi - 1.00 petang. Caj rundingan: {myr}. "
     "Pemeriksaan saringan retinopati diabetik percuma bagi pesakit yang dirujuk oleh klinik kesihatan. Temu janji: {my_phone} ({my_phone_intl}) atau "
     "{my_email}. {my_addr}. {my_director}, {ms_date}."),
    ("b73c_my_saringan", "locale_notice", MY,
     "LAPORAN SUKU TAHUN - SARINGAN RETINOPATI DIABETIK\nDaerah | Dijemput | Disaring | Rujukan\n{my_table}\n"
     "Data agregat sahaja, tiada maklumat peribadi. Disediakan oleh {my_partner} pada {ms_date}."),
    ("b73c_th_notice", "locale_notice", TH,
     "{th_partner}\nประกาศ\nเวลาทำการ วันจันทร์-ศุกร์ 08.00-16.00 น. วันเสาร์ 08.00-12.00 น. ค่าตรวจตา {thb} ผู้มีสิทธิบัตรทองโปรดนำใบส่งตัวมาด้วย "
     "นัดหมายโทร {th_phone} (จากต่างประเทศ {th_phone_intl}) หรืออีเมล {th_email} ที่อยู่ {th_addr} {th_director} ประกาศ ณ วันที่ {th_date}"),
    ("b73c_th_stats", "locale_notice", TH,
     "รายงานผลการคัดกรองเบาหวานขึ้นจอตา ไตรมาส {small_digit}\nอำเภอ | คัดกรอง | พบความผิดปกติ | ส่งต่อ\n{th_table}\n"
     "ข้อมูลภาพรวม ไม่มีข้อมูลส่วนบุคคล จัดทำโดย {th_partner} วันที่ {th_date}"),
    ("b73c_vn_notice", "locale_notice", VN,
     "{vn_partner}\nTHÔNG BÁO\nGiờ làm việc: Thứ Hai - Thứ Bảy, 7 giờ 00 - 17 giờ 00. Phí khám mắt: {vnd}. Người có thẻ BHYT vui lòng mang theo giấy chuyển tuyến. "
     "Đặt lịch: {vn_phone} (từ nước ngoài {vn_phone_intl}), email {vn_email}. Địa chỉ: {vn_addr}. {vn_director}. Cần Thơ, {vn_date}."),
    ("b73c_vn_stats", "locale_notice", VN,
     "BÁO CÁO TỔNG HỢP - CHƯƠNG TRÌNH MỔ ĐỤC THỦY TINH THỂ\nQuận/huyện | Số người được khám | Số ca mổ\n{vn_table}\n"
     "Số liệu tổng hợp, không có thông tin cá nhân. {vn_partner}, {vn_date}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- South Carolina: letters, notes, prescriptions, certificates, claims
    ("b73_consult_letter", "ophthalmology_consultation_letter", US,
     "{clinic}\n{cl_addr} | {cl_phone}\n\n{en_date}\n\n{own_od}\n{optom}\n\nRe: {first} {last}, DOB [[date_of_birth:dob_v73]], MRN [[record_number:mrn_v73]]\n"
     "Home: [[address:addr_sc_v73]] | Cell: [[phone:phone_sc_v73]] | Plan ID: [[member_id:member_v73]]\n\nDear colleague,\nThank you for referring this patient with "
     "((raised pressures||a suspicious disc||blurred vision in the right eye)). Today VA {va} OD, {va2} OS; IOP {iop}/{iop2} mmHg. ((OCT shows thinning of the inferior RNFL; "
     "I have started latanoprost at night.||The lens opacity explains the symptoms; we have listed for phaco.||Macular OCT is normal.)) Review in ((6 weeks||3 months)).\n{own_glaucoma}"),
    ("b73_dr_letter", "diabetic_eye_screening_letter", US,
     "{screen}\n{sc_phone}\n\n{first} {last}\n[[address:addr_sc_v73]]\n\nScreening number: [[record_number:screening_no_v73]]   Date of birth: [[date_of_birth:dob_v73]]\n\n"
     "Dear {first} {last},\nYour diabetic eye screening on {dos} showed: {dr_grade}. ((No changes need treatment; we will invite you again in a year.||You are "
     "being referred to {clinic}, who will write to you with an appointment.)) Please keep your blood sugar and blood pressure under control.\n"
     "Questions? Call {sc_phone} or e-mail {sc_email}.\n{own_epi}"),
    ("b73_dr_sms", "diabetic_eye_screening_letter", US,
     "SMS to [[phone:phone_sc_v73]] ({dos} {clock})\n{screen}: Hi {first}, your eye screening photos (ref [[record_number:screening_no_v73]]) are ((clear||graded "
     "as needing a specialist look)). ((Next screening in 12 months.||The eye institute will call you within 2 weeks.)) Reply STOP to opt out. Qs: {sc_phone}"),
    ("b73_cataract_opnote", "cataract_operation_note", US,
     "OPERATION NOTE - {clinic}\nPatient: {last_upper}, {first_upper}   MRN [[record_number:mrn_v73]]   DOB [[date_of_birth:dob_v73]]\nInsurance: [[member_id:member_v73]]\n"
     "Procedure: phacoemulsification with IOL, ((right||left)) eye (CPT 66984). Surgeon: {own_surgeon}\nAnaesthesia: topical + intracameral lidocaine. IOL: "
     "((SN60WF||Tecnis ZCB00||enVista MX60)) {iol} D in the bag. Complications: none. Post-op: prednisolone 1% QID taper, moxifloxacin QID 1 week. Review day 1."),
    ("b73_cataract_opnote_elder", "cataract_operation_note", US,
     "OPERATIVE REPORT\nName: {first} {last}   Age: [[age_over_89:age_elder_v73]]   DOB: [[date_of_birth:dob_elder_v73]]\nMedicare: [[member_id:mbi_v73]]   Chart: [[record_number:mrn_v73]]\n"
     "Indication: dense brunescent cataract, VA {va}; patient lives alone and wants to keep reading. Pre-op: pupils dilated poorly (tamsulosin); Malyugin ring used.\n"
     "Procedure: phaco + IOL {iol} D, ((right||left)) eye, uneventful. Family member {first2} {last2} to drive home. Surgeon {own_surgeon}."),
    ("b73_spec_rx", "spectacle_prescription", US,
     "{optom} - ((SPECTACLE||SPECTACLE AND CONTACT LENS)) PRESCRIPTION\nPatient: {first} {last}   DOB: [[date_of_birth:dob_us_v73]]\nAddress: [[address:addr_sc_v73]]\n"
     "Phone: [[phone:phone_sc_v73]]   Chart #: [[record_number:mrn_v73]]\n      SPH    CYL    AXIS   ADD\nOD  {sph}  {cyl}  {axis}  {add}\nOS  {sph2}  {cyl2}  {axis2}  {add}\n"
     "PD {pd} mm. ((Contact lenses: {lens_brand}, BC {bc}, DIA {dia}.||Progressive lenses recommended.)) Expires one year from {dos}. {own_od}, NPI {own_npi}"),
    ("b73_cl_web_order", "contact_lens_prescription", US,
     "ONLINE CONTACT LENS ORDER - {optom}\nName on prescription: {first} {last}\nEmail: [[email:email_v73]]\nMobile: [[phone:phone_sc_v73]]\nShip to: [[address:addr_sc_v73]]\n"
     "Lenses: {lens_brand}, OD {sph} BC {bc}, OS {sph2} BC {bc}, ((6||12)) months' supply\nPaid with card [[card:card_v73]] - exp ((04/28||11/27||09/29))\n"
     "Order placed {iso_ts} from IP [[ip_address:ip_v73]]. Prescription verified with {own_od}."),
    ("b73_lowvision_cert", "low_vision_certificate", US,
     "CERTIFICATE OF VISUAL IMPAIRMENT - SOUTH CAROLINA COMMISSION FOR THE BLIND REFERRAL\nName: {first} {last}   Age: [[age_over_89:age_elder_v73]]\n"
     "Date of birth: [[date_of_birth:dob_elder_v73]]   SSN: [[ssn:ssn_v73]]\nAddress: [[address:addr_sc_v73]]\nTelephone: [[phone:phone_sc_v73]]\nClinic record: [[record_number:mrn_v73]]\n"
     "Best corrected acuity: {va} OD, ((20/400||CF 2 ft||HM)) OS. Fields: ((central scotoma both eyes||constricted to 10 degrees)). Cause: ((dry AMD, geographic atrophy||advanced glaucoma)).\n"
     "Category: ((legally blind||severely sight impaired)). Certified by {own_retina} on {dos}."),
    ("b73_driving_report", "driving_vision_report", US,
     "SCDMV - VISION REPORT (to be completed by an eye-care professional)\nApplicant: {first} {last}\nDriver's license no.: [[national_id:dl_sc_v73]]   DOB: [[date_of_birth:dob_us_v73]]\n"
     "Address: [[address:addr_sc_v73]]\nVehicle normally driven: plate [[vehicle_id:plate_sc_v73]], VIN [[vehicle_id:vin_v73]]\n"
     "Acuity with correction: OD {va2}, OS {va2}, OU {va2}. Horizontal field: ((140||120||100)) degrees. Recommendation: ((no restriction||corrective lenses required||daylight driving only)).\n"
     "Examiner: {own_od} ({dos})"),
    ("b73_trauma_claim", "eye_trauma_injury_claim", US,
     "SC WORKERS' COMPENSATION - EMPLOYEE'S NOTICE OF CLAIM (EYE INJURY)\nEmployee: {first} {last}   SSN: [[ssn:ssn_v73]]\nDate of birth: [[date_of_birth:dob_v73]]\n"
     "Home address: [[address:addr_sc_v73]]\nPhone: [[phone:phone_sc_v73]]\nClaim no.: [[record_number:wc_claim_v73]]\nInjury: ((metal foreign body, left cornea, while grinding||"
     "chemical splash (alkaline cleaner), both eyes||blunt trauma from a strap, right orbit)) on {dos} at Edisto Timber Cooperative. Seen at {clinic}; "
     "((foreign body removed, rust ring burred||irrigated to pH 7.0||hyphaema, bed rest)).\nDirect deposit of weekly benefits: [[bank_account:account_us_v73]]"),
    ("b73_donor_death", "corneal_donor_death_notice", US,
     "{eyebank} - DONOR REFERRAL AND DEATH NOTICE\nDonor: {first} {last}   Age: [[age_over_89:age_at_death_v73]]\nDate of birth: [[date_of_birth:dob_elder_v73]]\n"
     "Date of death: [[date_of_death:dod_v73]], time ((03:40||14:15||21:55)); cause: ((cardiopulmonary arrest||pneumonia||stroke))\nLast residence: [[address:addr_sc_v73]]\n"
     "Donor ID: [[record_number:mrn_v73]]   Next of kin: {first2} {last2}, [[phone:phone_sc_v73]]\nConsent for corneas given by phone; recovery within 12 hours. "
     "Technician: {own_ebt}."),
    # ---- exports
    ("b73_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v73]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v73]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v73]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v73]]\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"[[phone:phone_e164_v73]]\"}, {\"system\": \"email\", \"value\": \"[[email:email_plain_v73]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v73]]\"}]}"),
    ("b73_fhir_obs", "fhir_export", US,
     "{\"resourceType\": \"Observation\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": [{\"system\": \"https://catawbaheronvision.com/member\", "
     "\"value\": \"[[member_id:plan_member_plain_v73]]\"}, {\"system\": \"https://congareebluffeye.org/mrn\", \"value\": \"[[record_number:mrn_plain_v73]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v73]]\"}], \"status\": \"final\", \"code\": {\"text\": \"Intraocular pressure, ((right||left)) eye\"}, "
     "\"subject\": {\"reference\": \"#pt\"}, \"effectiveDateTime\": \"{eff_iso}\", \"valueQuantity\": {\"value\": {iop}, \"unit\": \"mm[Hg]\"}, \"performer\": [{\"display\": \"{own_tech}\"}]}"),
    ("b73_hl7_orm", "hl7_export", US,
     "MSH|^~\\&|EMR|CBE|IMAGING|CBE|{hl7_ts}||ORM^O01^ORM_O01|{ctrl}|P|2.3.1\nPID|1||[[record_number:mrn_plain_v73]]^^^CBE^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v73]]|{sex}|||"
     "[[address:addr_hl7_v73]]||[[phone:phone_hl7_v73]]||||||[[ssn:ssn_plain_v73]]\nORC|NW|{fivedig}||||||||||{own_npi}^ASHBY-MBEKI^QUENTIN\n"
     "OBR|1|{fivedig}||92134^OCT RETINA BILATERAL^C4|||{hl7_ts}|||||||||{own_npi}^ASHBY-MBEKI^QUENTIN"),
    ("b73_screen_csv", "csv_export", US,
     "screen_date,screening_no,surname,forename,dob,phone,address,grade_right,grade_left,outcome\n{eff_iso},[[record_number:screening_no_v73]],{last},{first},[[date_of_birth:dob_us_v73]],"
     "[[phone:phone_sc_v73]],[[address:addr_csv_v73]],((R0M0||R1M0||R2M1)),((R0M0||R1M0||U)),((annual recall||refer routine||refer urgent))\n# {screen} van ((1||2)) upload {iso_ts}"),
    ("b73_x12_835", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*CONGAREEBLUFF  *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HP*{payer_id}*CONGAREEBLUFF*20{isa_date}*{hhmm}*{small}*X*005010X221A1~\n"
     "ST*835*{four_digits}~\nBPR*I*{fee}*C*CHK************20{isa_date}~\nTRN*1*{check_no}*1577307373~\nN1*PR*{plan}~\nN1*PE*{clinic}*XX*{own_npi}~\nLX*1~\n"
     "CLP*[[record_number:mrn_plain_v73]]*1*{fee}*{fee}**12*{icn}*11*1~\nNM1*QC*1*{last_upper}*{first_upper}****MI*[[member_id:plan_member_plain_v73]]~\nDTM*232*20{isa_date}~\n"
     "SVC*HC:((92014||92004||92015))*{fee}*{fee}**1~\nSE*12*{four_digits}~"),
    # ---- Nigeria
    ("b73_ng_register", "nigeria_form", NG,
     "{ng_partner}\nNEW PATIENT REGISTRATION FORM\nSurname: {last}   Other names: {first}\nNIN: [[national_id:nin_ng_v73]]\nDate of Birth: [[date_of_birth:dob_v73]]\n"
     "Residential Address: [[address:addr_ng_v73]]\nGSM No.: [[phone:phone_ng_v73]]\nE-mail: [[email:email_v73]]\nHospital No.: [[record_number:record_abroad_v73]]\n"
     "Next of kin: {first2} {last2}\nPresenting complaint: ((blurred vision for 6 months||itchy red eyes||cannot see at night))."),
    ("b73_ng_payment", "nigeria_form", NG,
     "ONLINE PAYMENT RECEIPT - {ng_partner}\nPayer: {first} {last}\nBVN: [[national_id:bvn_ng_v73]]\nRefund account (NUBAN): [[bank_account:account_ng_v73]]\n"
     "Card: [[card:card_ng_v73]]\nPhone: [[phone:phone_ng_v73]]\nAmount: {ngn} (cataract surgery deposit)\nPaid {iso_ts} from IP [[ip_address:ip_v73]]. Keep this receipt."),
    # ---- Kenya
    ("b73_ke_register", "kenya_form", KE,
     "{ke_partner} - OUTPATIENT REGISTRATION\nName: {first} {last}\nID No.: [[national_id:id_ke_v73]]   KRA PIN: [[national_id:kra_pin_v73]]\nNHIF No.: [[member_id:nhif_ke_v73]]\n"
     "D.O.B: [[date_of_birth:dob_v73]]\nAddress: [[address:addr_ke_v73]]\nTel: [[phone:phone_ke_v73]]\nOP No.: [[record_number:record_abroad_v73]]\nReferred by: ((self||dispensary||school))"),
    ("b73_ke_fundraiser", "kenya_form", KE,
     "SURGERY COST SUPPORT FORM - {ke_partner}\nPatient: {first} {last}   ID No. [[national_id:id_ke_v73]]\nProcedure: ((corneal transplant, right eye||vitrectomy for retinal detachment||paediatric cataract, both eyes))\n"
     "Family fundraiser: [[url:url_v73]]\nContributions to: [[bank_account:account_ke_v73]]\nContact: [[phone:phone_ke_v73]], [[email:email_v73]]\nEstimated cost: {kes}."),
    # ---- South Africa
    ("b73_za_donor", "south_africa_form", ZA,
     "{za_partner} - EYE DONATION: NEXT-OF-KIN CONSENT\nDeceased: {first} {last}\nID number: [[national_id:za_id_v73]]\nDate of birth: [[date_of_birth:dob_v73]]\n"
     "Date of death: [[date_of_death:dod_v73]]\nLast address: [[address:addr_za_v73]]\nConsenting relative: {first2} {last2} ((spouse||daughter||son)), cell [[phone:phone_za_v73]]\n"
     "Tissue: ((corneas only||whole globes)). Recovery team: {za_director}."),
    ("b73_za_register", "south_africa_form", ZA,
     "{za_partner} - PATIENT REGISTRATION\nFull names: {first} {last}\nID no.: [[national_id:za_id_v73]]\nMedical aid: [[member_id:medaid_za_v73]]\nPhysical address: [[address:addr_za_v73]]\n"
     "Cell: [[phone:phone_za_v73]]   E-mail: [[email:email_v73]]\nDebit order for the balance: [[bank_account:account_za_v73]]\nCard on file: [[card:card_v73]]"),
    # ---- Singapore
    ("b73_sg_referral", "singapore_form", SG,
     "{sg_partner} - REFERRAL FROM POLYCLINIC\nPatient: {last_upper} {first_upper}\nNRIC/FIN: [[national_id:nric_sg_v73]]   DOB: [[date_of_birth:dob_v73]]\nAddress: [[address:addr_sg_v73]]\n"
     "Mobile: [[phone:phone_sg_v73]]\nHospital no.: [[record_number:record_abroad_v73]]\nReason: ((DRP shows moderate NPDR||IOP 28 mmHg both eyes||sudden floaters right eye)). Priority: ((routine||early))."),
    ("b73_sg_driving", "driving_vision_report", SG,
     "MEDICAL EXAMINATION REPORT FOR VOCATIONAL DRIVERS (EYE)\nName: {last} {first}\nNRIC: [[national_id:nric_sg_v73]]   Date of birth: [[date_of_birth:dob_v73]]\n"
     "Vehicle no. (taxi / private hire): [[vehicle_id:plate_sg_v73]]\nContact: [[phone:phone_sg_v73]]\nVisual acuity (Snellen, with glasses): R 6/((6||9||12)), L 6/((6||9||12)). "
     "Colour vision: ((normal||mild red-green deficiency)). Fit to drive: ((yes||yes, with glasses)). Examined at {sg_partner}."),
    # ---- Malaysia
    ("b73_my_daftar", "malaysia_form", MY,
     "{my_partner}\nBORANG PENDAFTARAN PESAKIT\nNama: {first} {last}\nNo. MyKad: [[national_id:mykad_v73]]\nTarikh lahir: [[date_of_birth:dob_v73]]   Jantina: {my_sex}\n"
     "Alamat: [[address:addr_my_v73]]\nNo. telefon bimbit: [[phone:phone_my_v73]]\nNo. rekod: [[record_number:record_abroad_v73]]\nAkaun bank (bayaran balik): [[bank_account:account_my_v73]]"),
    ("b73_my_jpj", "malaysia_form", MY,
     "LAPORAN PEMERIKSAAN PENGLIHATAN UNTUK LESEN MEMANDU\nNama pemohon: {first} {last}\nNo. kad pengenalan: [[national_id:mykad_v73]]\nTarikh lahir: [[date_of_birth:dob_v73]]\n"
     "No. pendaftaran kenderaan: [[vehicle_id:plate_my_v73]]\nTelefon: [[phone:phone_my_v73]]\nKetajaman penglihatan: kanan 6/((6||9||12)), kiri 6/((6||9||12)). "
     "Buta warna: ((tiada||ada)). Keputusan: ((layak||layak dengan cermin mata)). Pegawai pemeriksa: {my_director}."),
    # ---- Thailand
    ("b73_th_prb", "thailand_form", TH,
     "{th_partner}\nแบบบันทึกผู้ป่วยอุบัติเหตุจราจร (พ.ร.บ.)\nชื่อ-นามสกุล: {th_title}{first} {last}\nเลขประจำตัวประชาชน: [[national_id:thai_id_v73]]\nวันเกิด: [[date_of_birth:dob_v73]]\n"
     "ที่อยู่: [[address:addr_th_v73]]\nโทรศัพท์: [[phone:phone_th_v73]]\nทะเบียนรถ: [[vehicle_id:plate_th_v73]]\nHN: [[record_number:record_abroad_v73]]\n"
     "การบาดเจ็บ: ((กระจกตาถลอก ตาขวา||เลือดออกในช่องหน้าม่านตา ตาซ้าย||แผลฉีกขาดที่เปลือกตา))"),
    ("b73_th_web", "thailand_form", TH,
     "จองคิวออนไลน์ - {th_partner}\nชื่อ: {th_title}{first} {last}\nอีเมล: [[email:email_v73]]\nมือถือ: [[phone:phone_th_v73]]\nFacebook/LINE: [[url:url_v73]]\n"
     "มัดจำด้วยบัตร: [[card:card_v73]]\nบริการ: ((ตรวจสายตาและวัดแว่น||ตรวจต้อหิน||ปรึกษาทำเลสิก))\nส่งเมื่อ {iso_ts} จาก IP [[ip_address:ip_v73]]"),
    # ---- Vietnam
    ("b73_vn_register", "vietnam_form", VN,
     "{vn_partner}\nPHIẾU ĐĂNG KÝ KHÁM BỆNH\nHọ và tên: {last} {first}   Giới tính: {vn_sex}\nNgày sinh: [[date_of_birth:dob_v73]]\nSố CCCD: [[national_id:cccd_v73]]\n"
     "Mã thẻ BHYT: [[member_id:bhyt_vn_v73]]\nĐịa chỉ: [[address:addr_vn_v73]]\nSố điện thoại: [[phone:phone_vn_v73]]\nMã bệnh nhân: [[record_number:record_abroad_v73]]\n"
     "Lý do khám: ((mờ mắt||đau mắt đỏ||khám mắt định kỳ tiểu đường))"),
    ("b73_vn_web", "vietnam_form", VN,
     "ĐẶT LỊCH KHÁM TRỰC TUYẾN - {vn_partner}\nHọ tên: {last} {first}\nCCCD: [[national_id:cccd_v73]]\nEmail: [[email:email_v73]]\nĐiện thoại: [[phone:phone_vn_v73]]\n"
     "Zalo/Facebook: [[url:url_v73]]\nNgày muốn khám: {vn_date}\nGửi lúc {iso_ts} từ IP [[ip_address:ip_v73]]"),
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
            if "_elder_" in body or "age_at_death_v73" in body:
                _birth(draw, 1926, 1934)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind73-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
