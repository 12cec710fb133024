"""A fifty-fifth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind55.py [--seed 57571] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind53.py,
seeds 4141 to 55551) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-fourth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b55_" or "b55c_"). Identifier-free genres, all from telehealth and digital health: telehealth platform status pages
and release notes (a component table, an incident post, a status JSON, web and mobile release notes, Japanese and
Simplified Chinese ones, an RSS feed, a Traditional Chinese status page), remote patient monitoring programme
dashboards (enrolment counts and alert volumes, no patients; a table, a CSV, a JSON, a billing-code summary, a Korean
one), wearable-device compatibility lists (model numbers, firmware versions; a table, a CSV, an XML, a FHIR
DeviceDefinition, Japanese and Traditional Chinese ones), app-store style privacy summaries of a health app (a
summary, a JSON label, a Simplified Chinese and a Korean one), e-visit price lists (US, a CSV, Japanese, Korean and
Traditional Chinese ones), digital-therapeutics formulary excerpts (a plan's table, a CSV, a FHIR formulary item, a
Japanese one with its insurance points), API documentation examples with placeholder values only (a REST call, a
webhook, an error table, rate limits, an OpenAPI fragment, a FHIR CapabilityStatement), notices in other locales
(ja_JP, ko_KR, zh_CN, zh_TW, in their own scripts), an HL7 MFN^M08 observation master, an X12 999, usage CSVs, a
plan's coverage bulletin, system requirements and an onboarding checklist. Carrying genres: telehealth visit
summaries (US, a nonagenarian's with a Medicare number), secure-message threads between a patient and a clinic (a
billing thread, a bereavement thread, a curbside-pickup chat, a Simplified Chinese one), remote-monitoring alert
notes (blood pressure, glucose; US, Korean), app sign-up and account-recovery e-mails, device-shipping confirmations
with a home address (US, a refund with a European IBAN, Simplified Chinese, Traditional Chinese), e-prescription
notes, a Virginia disabled-parking certification done by video, a grief-support intake, plus patient-portal exports
(a FHIR Observation with its subject, an HL7 ORU^R01, a readings CSV, an X12 270 eligibility request) and forms in
ja_JP, ko_KR, zh_CN and zh_TW as those countries print them (an online-consultation questionnaire, a device-lending
contract, a cancellation on a death, a Korean telehealth application and refund request, a Chinese internet-hospital
record, Taiwanese telemedicine and home-care forms).

Most identifier values come from this module's own printings (the `*_v55` slots): US SSNs and Medicare MBIs in
several printings, Virginia driver's licences and plates, plan member IDs, charts, device serials and app user IDs
tied to a named patient; Japanese My Number (the weighted mod 11 check digit), passports and health insurance
symbol-and-number printings; Korean resident registration numbers (the weighted check digit, the century and sex
digit agreeing with the birth date), passports and health insurance numbers; Chinese resident identity numbers
(eighteen characters, the area, the birth date, the ISO 7064 MOD 11-2 check character), passports and medical
insurance numbers; Taiwanese national IDs (letter, sex digit, the weighted check digit), passports and NHI card
numbers; Japanese, Korean, Chinese and Taiwanese bank account printings and valid IBANs (mod 97; Belgium's own key
too) of European accounts a patient keeps; Visa, JCB and UnionPay numbers with Luhn; dates in Japanese (Western and
era years, 昭和56年, S56.3.14, full-width digits), Korean (년 월 일, dotted), Chinese (年月日, Chinese numerals) and
Taiwanese (民國 years) and US orders; Japanese (〒, prefecture first), Korean (road-name, postcode in brackets),
Chinese and Taiwanese address layouts, Virginia addresses; Japanese, Korean, Chinese, Taiwanese and Virginia phone
numbers in national and international printings; Korean, Chinese and Taiwanese number plates; e-mails written
against scrapers (★ for @, "at" and "dot"); public IPv4 and IPv6 addresses of home and mobile connections; personal
pages (a video channel, a memorial page, a blog).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Virginia telehealth platform and clinic with its
status, privacy and developer addresses, a remote monitoring programme, a health plan, a device logistics company and
a mail-order pharmacy on fictional 555-01xx lines, and partner clinics in Japan, Korea, China and Taiwan on fictional
lines) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the clinic's NPIs,
its EIN); the people it names are the organisations' own staff, never a patient or member, and the ages it gives are
under 90 (age bands, app age ratings).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
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

SEED = 57571
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "ja_JP", "ko_KR", "zh_CN", "zh_TW")

PLATFORM = "Rivanna Virtual Care"
APP_NAME = "Rivanna Pulse"
RPM_NAME = "Appomattox Remote Monitoring Program"
PLAN_NAME = "Chickahominy Health Plan"
LOGISTICS = "Shenandoah Device Logistics"
PHARMACY = "Tuckahoe Mail-Order Pharmacy"
JP_PARTNER = "さくらオンライン診療クリニック"
KR_PARTNER = "한빛 비대면진료 의원"
CN_PARTNER = "浦江互联网医院"
TW_PARTNER = "淡水遠距照護中心"
ORGANISATION_CONTACTS = [
    "(434) 555-0171",                                                  # 0 platform support line
    "(434) 555-0172",                                                  # 1 platform fax
    "1150 Emmet Street North, Suite 400, Charlottesville, VA 22903",   # 2 platform and clinic address
    "support@rivannavirtual.com",                                      # 3
    "https://www.rivannavirtual.com",                                  # 4
    "https://status.rivannavirtual.com",                               # 5
    "privacy@rivannavirtual.com",                                      # 6
    "https://developer.rivannavirtual.com",                            # 7
    "api-support@rivannavirtual.com",                                  # 8
    "(804) 555-0173",                                                  # 9 remote monitoring programme
    "rpm@appomattoxrpm.org",                                           # 10
    "4800 Hermitage Road, Richmond, VA 23227",                         # 11
    "1-877-555-0174",                                                  # 12 health plan member services
    "pharmacy@chickahominyhp.com",                                     # 13
    "https://www.chickahominyhp.com",                                  # 14
    "(804) 555-0175",                                                  # 15 device logistics
    "shipping@shenandoahdevices.com",                                  # 16
    "PO Box 4410, Richmond, VA 23220",                                 # 17 device returns
    "(804) 555-0176",                                                  # 18 mail-order pharmacy
    "erx@tuckahoerx.com",                                              # 19
    "03-5550-0155",                                                    # 20 Japanese partner (Tokyo), national
    "+81 3-5550-0155",                                                 # 21 the same, international
    "info@sakura-online-clinic.jp",                                    # 22
    "02-5550-0155",                                                    # 23 Korean partner (Seoul)
    "help@hanbit-telecare.kr",                                         # 24
    "021-5550 0155",                                                   # 25 Chinese partner (Shanghai)
    "service@pujiang-ehealth.cn",                                      # 26
    "(02) 5550-0155",                                                  # 27 Taiwanese partner (Taipei)
    "service@danshui-telecare.com.tw",                                 # 28
    "https://status.rivannavirtual.com/history.rss",                   # 29
]
ORG_EIN = "54-2718396"
PLAN_PAYER_ID = "CHKHP55"
PLAN_RXBIN = "019755"
PLAN_PCN = "CHKRX"
PLAN_GROUP = "VA55TELE"
ORG_NPIS = (blind5._npi_of("172093548"), blind5._npi_of("148830265"), blind5._npi_of("190574312"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"ja_JP": "JP", "ko_KR": "KR", "zh_CN": "CN", "zh_TW": "TW"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 5550, 0155, 017)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0155", "017")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_FULLWIDTH = str.maketrans("0123456789-", "０１２３４５６７８９－")
_CN_NUM = "〇一二三四五六七八九"


def _cn_small(n: int) -> str:
    if n < 10:
        return "〇一二三四五六七八九"[n]
    tens, ones = divmod(n, 10)
    return ("" if tens == 1 else _CN_NUM[tens]) + "十" + (_CN_NUM[ones] if ones else "")


def _jp_era(day: dt.date) -> tuple[str, str, int]:
    if day >= dt.date(2019, 5, 1):
        return "令和", "R", day.year - 2018
    if day >= dt.date(1989, 1, 8):
        return "平成", "H", day.year - 1988
    return "昭和", "S", day.year - 1925


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    if country == "JP":
        era, letter, ey = _jp_era(day)
        eys = "元" if ey == 1 else str(ey)
        return draw.pick([f"{y}年{m}月{d}日", f"{era}{eys}年{m}月{d}日", f"{era}{ey:02d}年{m:02d}月{d:02d}日", f"{y}/{m:02d}/{d:02d}", f"{letter}{ey}.{m}.{d}",
                          f"{y}年（{era}{eys}年）{m}月{d}日", f"{era}{ey}年{m}月{d}日".translate(_FULLWIDTH), f"{y}年{m:02d}月{d:02d}日"])
    if country == "KR":
        return draw.pick([f"{y}년 {m}월 {d}일", f"{y}. {m}. {d}.", f"{y}.{m:02d}.{d:02d}", f"{y % 100:02d}.{m:02d}.{d:02d}", f"{y}-{m:02d}-{d:02d}",
                          f"{y}년 {m:02d}월 {d:02d}일", f"{y}/{m:02d}/{d:02d}"])
    if country == "CN":
        spelled = "".join(_CN_NUM[int(ch)] for ch in str(y)) + f"年{_cn_small(m)}月{_cn_small(d)}日"
        return draw.pick([f"{y}年{m}月{d}日", f"{y}年{m:02d}月{d:02d}日", f"{y}-{m:02d}-{d:02d}", f"{y}.{m}.{d}", f"{y}/{m}/{d}", spelled, f"{y}{m:02d}{d:02d}"])
    if country == "TW":
        r = y - 1911
        return draw.pick([f"民國{r}年{m}月{d}日", f"{r}年{m:02d}月{d:02d}日", f"{r}/{m:02d}/{d:02d}", f"{r}.{m:02d}.{d:02d}", f"{y}年{m}月{d}日", f"{y}/{m:02d}/{d:02d}",
                          f"民國 {r} 年 {m} 月 {d} 日"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{y}-{m:02d}-{d:02d}", f"{d} {month} {y}", f"{month[:3].upper()} {d:02d} {y}"])


def dob_v55(draw: Draw) -> str:
    """An adult's date of birth in the text's language."""
    return _date_in(draw, _birth(draw, 1948, 2004), _country(draw))


def dob_elder_v55(draw: Draw) -> str:
    """The birth date of a person of 91 or more (the text also gives the age, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1934), _country(draw))


def dob_parent_v55(draw: Draw) -> str:
    """The birth date (1930-1965) of a parent whose grown child writes about them."""
    return _date_in(draw, _birth(draw, 1930, 1965), _country(draw))


def dob_iso_v55(draw: Draw) -> str:
    return _birth(draw, 1948, 2004).isoformat()


def dob_compact_v55(draw: Draw) -> str:
    return _birth(draw, 1948, 2004).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 1, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v55(draw: Draw) -> str:
    """The day the patient (or the writer's parent) died, in the text's language."""
    return _date_in(draw, _death_day(draw), _country(draw))


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country == "JP":
        return draw.pick([f"満{age}歳", f"{age}歳", f"{age}才", f"満{age}才"])
    if country == "KR":
        return draw.pick([f"만 {age}세", f"{age}세", f"{age}살", f"만{age}세"])
    if country in ("CN", "TW"):
        return draw.pick([f"{age}岁" if country == "CN" else f"{age}歲", f"享年{age}歲" if draw.cache.get("_death") else f"{age}歲", f"{age}周岁" if country == "CN" else f"{age} 歲"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + (f"-{words[age % 10]}" if age % 10 else "") if age < 100 else "one hundred"
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} yo", f"{age} years old", f"age {age}"])


def age_v55(draw: Draw) -> str:
    """An age of 90 or more, in the text's language (the text gives no birth date beside it)."""
    return _age_words(draw, draw.rng.randint(90, 99))


def age_elder_v55(draw: Draw) -> str:
    """The age, on the set's reference day, of the text's person born 1926-1934 (their printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1926, 1934), REFERENCE_DAY))


def age_at_death_v55(draw: Draw) -> str:
    """The age at death of a person born 1926-1934 (always 90 or more in 2025-2026)."""
    born, died = _birth(draw, 1926, 1934), _death_day(draw)
    return _age_words(draw, _age_on(born, died))


# ---- United States (Virginia) -------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v55(draw: Draw) -> str:
    """A US SSN as forms, e-mails and notes print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v55(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi_value(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v55(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (eleven characters, no S, L, O, I, B or Z), whole or in its card's groups."""
    v = _mbi_value(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower() if draw.rng.random() < 0.2 else v])


def member_v55(draw: Draw) -> str:
    """A Chickahominy member ID, or the member's MBI when the text is about Medicare."""
    v = draw.digits(9, True)
    return draw.pick([f"CHK{v}", f"CHK{v}-0{draw.rng.randint(1, 4)}", f"CHK {v[:3]} {v[3:6]} {v[6:]}", f"W{v}01", f"CHK-{v}"])


def member_plain_v55(draw: Draw) -> str:
    return f"CHK{draw.digits(9, True)}0{draw.rng.randint(1, 4)}"


def mrn_v55(draw: Draw) -> str:
    """A chart number of the text's clinic."""
    country = _country(draw)
    if country == "JP":
        return draw.pick([draw.digits(7, True), f"{draw.digits(3, True)}-{draw.digits(4)}", f"No.{draw.digits(6, True)}", f"ID {draw.digits(8, True)}"])
    if country == "KR":
        return draw.pick([draw.digits(8, True), f"{draw.digits(2, True)}-{draw.digits(6)}", f"H{draw.digits(8, True)}"])
    if country == "CN":
        return draw.pick([f"MZ{draw.rng.randint(2024, 2026)}{draw.digits(8, True)}", f"{draw.digits(4, True)} {draw.digits(4)} {draw.digits(4)}", draw.digits(10, True)])
    if country == "TW":
        return draw.pick([draw.digits(8, True), f"{draw.digits(3, True)}-{draw.digits(5)}", f"DS{draw.digits(7, True)}"])
    return draw.pick([f"RV{draw.digits(7, True)}", draw.digits(8, True), f"{draw.digits(2, True)}-{draw.digits(5)}-{draw.digits(1)}", f"RVC-{draw.digits(6, True)}",
                      f"E{draw.digits(7, True)}"])


def mrn_plain_v55(draw: Draw) -> str:
    return f"RV{draw.digits(7, True)}"


def serial_v55(draw: Draw) -> str:
    """The serial of a monitoring device issued to the named patient."""
    alpha = "ACDEFGHJKLMNPQRTUVWXY"
    year = draw.rng.randint(22, 25)
    return draw.pick([f"BPM{year}{draw.letters(2, alpha)}{draw.digits(6, True)}", f"GLU-{year}{draw.rng.randint(1, 52):02d}-{draw.letters(1, alpha)}{draw.digits(5)}",
                      f"{draw.letters(2, alpha)}{draw.digits(2)}{draw.letters(1, alpha)}{draw.digits(7)}", f"SC{draw.digits(10, True)}",
                      f"WT{year}-{draw.letters(3, alpha)}-{draw.digits(4)}"])


def app_user_v55(draw: Draw) -> str:
    """An app account's user ID, as the app's support pages print it."""
    alnum = "abcdefghjkmnpqrstuvwxyz23456789"
    return draw.pick([f"usr_{draw.letters(12, alnum)}", f"RP-{draw.digits(4, True)}-{draw.digits(4)}-{draw.digits(2)}", f"{draw.digits(9, True)}",
                      f"u{draw.digits(7, True)}{draw.letters(2, 'ABCDEFGHJKMNPQRSTUVWXYZ')}"])


def dl_va_v55(draw: Draw) -> str:
    """A Virginia driver's licence: a letter and eight digits, printed on the card as T12-34-5678."""
    v = draw.letters(1, "ABCDEFGHJKMNPRSTUVWXYZ") + draw.digits(8)
    return draw.pick([v, f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[0]} {v[1:]}"])


def plate_va_v55(draw: Draw) -> str:
    """A Virginia passenger plate (three letters, four digits)."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v, f"VA {v[:3]}-{v[3:]}", f"{v} (VA)"])


_VA_TOWNS = [("Charlottesville", "22901"), ("Charlottesville", "22902"), ("Charlottesville", "22903"), ("Crozet", "22932"), ("Richmond", "23220"),
             ("Richmond", "23221"), ("Richmond", "23225"), ("Henrico", "23228"), ("Midlothian", "23113"), ("Lynchburg", "24501"), ("Roanoke", "24014"),
             ("Staunton", "24401"), ("Harrisonburg", "22801"), ("Petersburg", "23803"), ("Williamsburg", "23185"), ("Fredericksburg", "22401")]
_VA_STREETS = ["Rugby Rd", "Barracks Rd", "Monument Ave", "Grove Ave", "Hull St", "Forest Hill Ave", "Old Ivy Rd", "Jefferson Park Ave", "Patterson Ave",
               "Midlothian Tpke", "Rivermont Ave", "Grandin Rd SW", "Hydraulic Rd", "Park St", "Cary St", "Stony Point Rd", "Lakeside Ave"]


def _va_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_VA_TOWNS)
    street = f"{draw.rng.randint(2, 4800)} {draw.pick(_VA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" Apt {draw.rng.randint(1, 4)}{draw.letters(1, 'ABCD')}", f" #{draw.rng.randint(101, 420)}",
                      f", Unit {draw.rng.randint(1, 24)}"])
    return street, unit, town, zip_code


def addr_va_v55(draw: Draw) -> str:
    street, unit, town, zip_code = _va_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, VA {zip_code}", f"{street}{unit}\n{town}, VA {zip_code}", f"{street}{unit}, {town} VA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, VA {zip_code}", f"{street}{unit}, {town}, Virginia {zip_code}"])


def addr_hl7_v55(draw: Draw) -> str:
    street, _, town, zip_code = _va_parts(draw)
    return f"{street.upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^VA^{zip_code}^USA^H"


def addr_fhir_v55(draw: Draw) -> str:
    """A Virginia address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _va_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"VA\", \"postalCode\": \"{zip_code}"


def addr_x12_v55(draw: Draw) -> str:
    """A Virginia address as an X12 N3 and N4 segment pair (one span)."""
    street, _, town, zip_code = _va_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*VA*{zip_code}{draw.digits(4)}"


def phone_va_v55(draw: Draw) -> str:
    area = draw.pick(["434", "434", "804", "804", "540", "757", "703"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 60)}", f"{area}{exchange}{line}", f"+1 ({area}) {exchange}-{line}"])


def phone_e164_v55(draw: Draw) -> str:
    return f"+1{draw.pick(['434', '804'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v55(draw: Draw) -> tuple[str, str, str]:
    """An HL7 XTN: use and equipment codes, then the area code and the number (the span is the number's part)."""
    return "^PRN^CP^^1^", f"{draw.pick(['434', '804', '540'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def phone_x12_v55(draw: Draw) -> str:
    return f"{draw.pick(['434', '804'])}{_us_exchange(draw)}{draw.digits(4)}"


def zip_v55(draw: Draw) -> str:
    return draw.pick(_VA_TOWNS)[1]


def account_us_v55(draw: Draw) -> str:
    """A Virginia checking account with its routing number (one span)."""
    routing = draw.pick(["051000017", "051400549", "056008849", "051404260", "251082644"])
    account = draw.digits(draw.pick([10, 12, 13]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing} ACCT {account}"])


# ---- Japan --------------------------------------------------------------------------------------------------------
def _my_number(body: str) -> str:
    """My Number's check digit: weights 2-7 then 2-6 from the right of the eleven digits, mod 11."""
    total = 0
    for n, ch in enumerate(reversed(body), start=1):
        total += int(ch) * (n + 1 if n <= 6 else n - 5)
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def mynumber_v55(draw: Draw) -> str:
    """A Japanese individual number (12 digits, the check digit last), as cards and forms print it."""
    body = draw.digits(11, True)
    v = body + _my_number(body)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}".translate(_FULLWIDTH), f"{v[:4]}　{v[4:8]}　{v[8:]}"])


def jp_passport_v55(draw: Draw) -> str:
    """A Japanese passport: two letters and seven digits."""
    v = draw.pick(["TK", "TR", "TZ", "MZ", "TS", "TH", "AZ"]) + draw.digits(7, True)
    return draw.pick([v, v, f"{v[:2]} {v[2:]}"])


def jp_hoken_v55(draw: Draw) -> str:
    """A Japanese health insurance card's symbol and number (記号・番号), with its branch number or not."""
    kigo, bango, eda = draw.digits(draw.pick([4, 6, 8]), True), str(draw.rng.randint(1, 98765)), f"{draw.rng.randint(0, 3):02d}"
    return draw.pick([f"{kigo}・{bango}", f"{kigo}-{bango}", f"記号{kigo} 番号{bango}（枝番{eda}）", f"{kigo}・{bango}・{eda}", f"記号 {kigo}　番号 {bango}"])


def jp_bank_v55(draw: Draw) -> tuple[str, str, str]:
    """A Japanese account: bank and branch (not the identifier), then the type and the seven-digit number."""
    bank = draw.pick(["三菱UFJ銀行", "三井住友銀行", "みずほ銀行", "りそな銀行", "ゆうちょ銀行", "横浜銀行"])
    if bank == "ゆうちょ銀行":
        return f"{bank} ", draw.pick([f"記号 1{draw.digits(3)}0 番号 {draw.digits(7, True)}1", f"{draw.digits(5, True)}-{draw.digits(8, True)}"]), ""
    branch = draw.pick(["渋谷", "新宿", "梅田", "名駅", "博多", "札幌", "青葉通", "横浜駅前"])
    acct = draw.digits(7, True)
    return f"{bank} {branch}支店 ", draw.pick([f"普通 {acct}", f"普通預金 {acct}", f"（普）{acct}", f"店番{draw.digits(3, True)} 普通 {acct}", f"普通 口座番号 {acct}"]), ""


_JP_PLACES = [("150-0002", "東京都渋谷区渋谷"), ("160-0023", "東京都新宿区西新宿"), ("530-0001", "大阪府大阪市北区梅田"), ("460-0008", "愛知県名古屋市中区栄"),
              ("812-0011", "福岡県福岡市博多区博多駅前"), ("060-0042", "北海道札幌市中央区大通西"), ("980-0021", "宮城県仙台市青葉区中央"),
              ("220-0012", "神奈川県横浜市西区みなとみらい"), ("606-8501", "京都府京都市左京区吉田本町"), ("730-0011", "広島県広島市中区基町")]
_JP_BUILDINGS = ["サンハイツ", "メゾン・ド・栄", "グランシティ", "パークハウス", "コーポ緑", "ライオンズマンション", "シャトー青葉"]


def addr_jp_v55(draw: Draw) -> str:
    """A Japanese address: postcode with 〒, prefecture, city, block numbers, building and room."""
    code, place = draw.pick(_JP_PLACES)
    a, b, c = draw.rng.randint(1, 9), draw.rng.randint(1, 30), draw.rng.randint(1, 25)
    building = f"{draw.pick(_JP_BUILDINGS)}{draw.rng.randint(1, 12)}{draw.rng.randint(1, 12):02d}号室"
    return draw.pick([f"〒{code} {place}{a}-{b}-{c} {building}", f"〒{code}\n{place}{a}丁目{b}番{c}号 {building}", f"{code} {place}{a}-{b}-{c}",
                      f"〒{code} {place}{a}丁目{b}番{c}号", f"〒{code.translate(_FULLWIDTH)}　{place}{str(a).translate(_FULLWIDTH)}－{str(b).translate(_FULLWIDTH)}－{str(c).translate(_FULLWIDTH)}"])


def phone_jp_v55(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        pre, r = draw.pick(["090", "080", "070"]), _sub(draw, 8)
        return draw.pick([f"{pre}-{r[:4]}-{r[4:]}", f"{pre}{r}", f"+81 {pre[1:]}-{r[:4]}-{r[4:]}", f"+81-{pre[1:]}-{r[:4]}-{r[4:]}", f"（{pre}）{r[:4]}-{r[4:]}",
                          f"{pre}-{r[:4]}-{r[4:]}".translate(_FULLWIDTH)])
    area, r = draw.pick([("03", 8), ("06", 8), ("052", 7), ("011", 7), ("092", 7), ("022", 7)])
    s = _sub(draw, r)
    local = f"{s[:4]}-{s[4:]}" if r == 8 else f"{s[:3]}-{s[3:]}"
    return draw.pick([f"{area}-{local}", f"{area}({local.replace('-', ')', 1)}", f"+81 {area[1:]}-{local}"])


# ---- Korea --------------------------------------------------------------------------------------------------------
def rrn_v55(draw: Draw) -> str:
    """A Korean resident registration number: birth date, the century-and-sex digit, six digits, the check digit."""
    born = _birth(draw, 1948, 2004)
    male = _sex(draw) == "M"
    s = ("1" if male else "2") if born.year < 2000 else ("3" if male else "4")
    body = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{s}{draw.rng.randint(0, 9599):04d}{draw.rng.randint(0, 9)}"
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    check = (11 - sum(int(c) * w for c, w in zip(body, weights)) % 11) % 10
    v = body + str(check)
    return draw.pick([f"{v[:6]}-{v[6:]}", f"{v[:6]}-{v[6:]}", v, f"{v[:6]} - {v[6:]}", f"{v[:6]} {v[6:]}"])


def kr_passport_v55(draw: Draw) -> str:
    """A Korean passport: M and eight digits, or the 2021 form (M, three digits, a letter, four digits)."""
    return draw.pick([f"M{draw.digits(8, True)}", f"M{draw.digits(3, True)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}", f"M{draw.digits(8, True)}"])


def kr_insurance_v55(draw: Draw) -> str:
    """A Korean national health insurance number (eleven digits)."""
    v = draw.rng.choice("12345") + draw.digits(10)
    return draw.pick([v, f"{v[0]}-{v[1:]}", f"{v[:1]}-{v[1:5]}-{v[5:]}"])


_KR_BANKS = [("KB국민은행", (6, 2, 6)), ("신한은행", (3, 3, 6)), ("우리은행", (4, 3, 6)), ("하나은행", (3, 6, 5)), ("NH농협은행", (3, 4, 4, 2)), ("카카오뱅크", (4, 2, 7))]


def kr_bank_v55(draw: Draw) -> tuple[str, str, str]:
    """A Korean account, grouped as its bank prints it; the bank's name stands before the span."""
    bank, parts = draw.pick(_KR_BANKS)
    groups = [draw.digits(n, True) for n in parts]
    v = "-".join(groups)
    return f"{bank} ", draw.pick([v, v, "".join(groups)]), draw.pick(["", " (예금주 본인)", ""])


_KR_PLACES = [("서울특별시", "강남구", "테헤란로", "역삼동", "062"), ("서울특별시", "마포구", "월드컵북로", "상암동", "039"), ("부산광역시", "해운대구", "해운대로", "우동", "480"),
              ("대구광역시", "수성구", "달구벌대로", "범어동", "421"), ("인천광역시", "연수구", "컨벤시아대로", "송도동", "220"), ("경기도 성남시", "분당구", "판교역로", "백현동", "135"),
              ("대전광역시", "유성구", "대학로", "궁동", "341")]


def addr_kr_v55(draw: Draw) -> str:
    """A Korean road-name address: city, district, road and number, building and unit, the dong in brackets, the postcode."""
    city, gu, road, dong, pre = draw.pick(_KR_PLACES)
    code = pre + draw.digits(2)
    num, apt, ho = draw.rng.randint(1, 420), draw.rng.randint(101, 115), draw.rng.randint(101, 2504)
    return draw.pick([f"({code}) {city} {gu} {road} {num}, {apt}동 {ho}호 ({dong})", f"{city} {gu} {road} {num} {apt}동 {ho}호", f"우) {code} {city} {gu} {road} {num}, {ho}호",
                      f"{city} {gu} {road} {num}, {draw.rng.randint(2, 15)}층 ({dong})\n우편번호 {code}"])


def phone_kr_v55(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        r = _sub(draw, 8)
        return draw.pick([f"010-{r[:4]}-{r[4:]}", f"010{r}", f"+82 10-{r[:4]}-{r[4:]}", f"+82-10-{r[:4]}-{r[4:]}", f"010 {r[:4]} {r[4:]}", f"010.{r[:4]}.{r[4:]}"])
    area = draw.pick(["02", "031", "051", "053", "032", "042"])
    r = _sub(draw, 7 if area == "02" else 8)
    local = f"{r[:3]}-{r[3:]}" if len(r) == 7 else f"{r[:4]}-{r[4:]}"
    return draw.pick([f"{area}-{local}", f"({area}) {local}", f"+82 {area[1:]}-{local}"])


_KR_PLATE_LETTERS = ["가", "나", "다", "라", "마", "거", "너", "더", "러", "머", "버", "서", "어", "저", "고", "노", "도", "로", "모", "보", "소", "오", "조", "구", "누",
                     "두", "루", "무", "부", "수", "우", "주"]


def plate_kr_v55(draw: Draw) -> str:
    """A Korean private plate: two or three digits, a Hangul syllable, four digits (a region before the old ones)."""
    letter = draw.pick(_KR_PLATE_LETTERS)
    return draw.pick([f"{draw.digits(2, True)}{letter} {draw.digits(4, True)}", f"{draw.digits(3, True)}{letter} {draw.digits(4, True)}",
                      f"{draw.pick(['서울', '경기', '부산'])} {draw.digits(2, True)}{letter} {draw.digits(4, True)}", f"{draw.digits(3, True)}{letter}{draw.digits(4, True)}"])


# ---- China --------------------------------------------------------------------------------------------------------
# Birthplace codes of districts that kept them through 1948-2004 (Beijing, Shanghai, Tianjin): the number names where it was issued first.
_CN_AREAS = ["110101", "110102", "110105", "110108", "310101", "310104", "310105", "310106", "310107", "120101", "120103"]
_CN_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def cn_id_v55(draw: Draw) -> str:
    """A Chinese resident identity number: area, birth date, sequence (odd for men), the ISO 7064 MOD 11-2 check character."""
    born = _birth(draw, 1948, 2004)
    seq = draw.rng.randint(0, 99) * 10 + draw.pick([1, 3, 5, 7, 9] if _sex(draw) == "M" else [0, 2, 4, 6, 8])
    body = f"{draw.pick(_CN_AREAS)}{born.strftime('%Y%m%d')}{seq:03d}"
    v = body + "10X98765432"[sum(int(c) * w for c, w in zip(body, _CN_WEIGHTS)) % 11]
    if v.endswith("X") and draw.rng.random() < 0.3:
        v = v[:-1] + "x"
    return draw.pick([v, v, f"{v[:6]} {v[6:14]} {v[14:]}"])


def cn_passport_v55(draw: Draw) -> str:
    """A Chinese passport: E and eight digits, or E, a letter and seven digits."""
    return draw.pick([f"E{draw.digits(8, True)}", f"E{draw.letters(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{draw.digits(7, True)}"])


def cn_insurance_v55(draw: Draw) -> str:
    """A Chinese medical insurance personal number (sixteen digits) or a city card number."""
    return draw.pick([draw.digits(16, True), f"{draw.digits(4, True)} {draw.digits(4)} {draw.digits(4)} {draw.digits(4)}", f"SH{draw.digits(10, True)}"])


def cn_bank_v55(draw: Draw) -> tuple[str, str, str]:
    """A Chinese debit account (19 digits, 62 prefix, Luhn), grouped in fours; the bank's name stands before the span."""
    bank = draw.pick(["中国工商银行上海分行", "中国建设银行北京朝阳支行", "招商银行深圳分行", "中国银行杭州西湖支行", "交通银行成都分行"])
    body = "62" + draw.pick(["2202", "1700", "2588", "1661", "2260"]) + draw.digits(12)
    v = body + _luhn(body)
    return f"{bank} 账号 ", draw.pick([" ".join(v[i:i + 4] for i in range(0, 19, 4)), v]), ""


_CN_PLACES = [("上海市", "浦东新区", "张杨路", "200120"), ("北京市", "朝阳区", "建国路", "100022"), ("广东省深圳市", "南山区", "科技南十二路", "518057"),
              ("浙江省杭州市", "西湖区", "文三路", "310012"), ("四川省成都市", "武侯区", "人民南路四段", "610041"), ("湖北省武汉市", "武昌区", "中南路", "430071"),
              ("江苏省南京市", "玄武区", "中山路", "210008")]
_CN_ESTATES = ["阳光花园", "锦绣家园", "华润城", "翠湖苑", "金色港湾", "世纪新城"]


def addr_cn_v55(draw: Draw) -> str:
    """A Chinese address, the largest unit first: province and city, district, road and number, estate, building, unit and room."""
    city, district, road, code = draw.pick(_CN_PLACES)
    num, bldg, unit, room = draw.rng.randint(1, 1800), draw.rng.randint(1, 30), draw.rng.randint(1, 4), f"{draw.rng.randint(1, 32)}{draw.rng.randint(1, 8):02d}"
    estate = draw.pick(_CN_ESTATES)
    return draw.pick([f"{city}{district}{road}{num}号{estate}{bldg}栋{unit}单元{room}室", f"{city}{district}{road}{num}号{bldg}号楼{room}室，邮编{code}",
                      f"{code} {city}{district}{road}{num}弄{bldg}号{room}室", f"{city}{district}{estate}{bldg}-{unit}-{room}（{road}{num}号）"])


def phone_cn_v55(draw: Draw) -> str:
    if draw.rng.random() < 0.85:
        pre, r = draw.pick(["138", "139", "135", "186", "150", "177", "189", "158"]), _sub(draw, 8)
        return draw.pick([f"{pre} {r[:4]} {r[4:]}", f"{pre}{r}", f"+86 {pre} {r[:4]} {r[4:]}", f"+86-{pre}-{r[:4]}-{r[4:]}", f"{pre}-{r[:4]}-{r[4:]}", f"+86{pre}{r}"])
    area = draw.pick(["021", "010", "0755", "0571", "028"])
    r = _sub(draw, 8 if len(area) == 3 else 8)
    return draw.pick([f"{area}-{r}", f"({area}) {r[:4]} {r[4:]}", f"+86 {area[1:]} {r[:4]} {r[4:]}"])


_CN_PROVINCES = ["沪", "京", "粤", "浙", "川", "鄂", "苏"]


def plate_cn_v55(draw: Draw) -> str:
    """A Chinese plate: the province's character, the city letter, five characters (six for new-energy cars)."""
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    tail = "".join(draw.pick(list(alpha + "0123456789")) if i < 2 else draw.digits(1) for i in range(5))
    v = f"{draw.pick(_CN_PROVINCES)}{draw.letters(1, 'ABCDEFG')}"
    return draw.pick([f"{v}·{tail}", f"{v}{tail}", f"{v} {tail}", f"{v}·{draw.pick(['D', 'F'])}{draw.digits(5)}"])


# ---- Taiwan -------------------------------------------------------------------------------------------------------
_TW_LETTERS = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23,
               "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}


def tw_id_v55(draw: Draw) -> str:
    """A Taiwanese national ID: the place letter, the sex digit, seven digits and the check digit (weights 1, 9, 8 ... 1)."""
    letter = draw.pick(["A", "A", "F", "H", "B", "E", "J", "T"])
    body = ("1" if _sex(draw) == "M" else "2") + draw.digits(7)
    code = _TW_LETTERS[letter]
    total = code // 10 + (code % 10) * 9 + sum(int(c) * w for c, w in zip(body, (8, 7, 6, 5, 4, 3, 2, 1)))
    v = f"{letter}{body}{(10 - total % 10) % 10}"
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.2 else v, f"{v[0]} {v[1:]}"])


def tw_passport_v55(draw: Draw) -> str:
    """A Taiwanese passport: nine digits (3 first on the current series)."""
    return "3" + draw.digits(8)


def tw_nhi_v55(draw: Draw) -> str:
    """A Taiwanese NHI card number: twelve digits, 0000 first."""
    v = "0000" + draw.digits(8, True)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:]}", v])


def tw_bank_v55(draw: Draw) -> tuple[str, str, str]:
    bank = draw.pick([("004", "臺灣銀行"), ("812", "台新銀行"), ("822", "中國信託"), ("700", "中華郵政"), ("013", "國泰世華")])
    acct = draw.digits(draw.pick([12, 14]), True)
    return f"{bank[1]}（{bank[0]}） 帳號 ", draw.pick([acct, f"{acct[:3]}-{acct[3:6]}-{acct[6:]}"]), ""


_TW_PLACES = [("106", "台北市", "大安區", "忠孝東路四段"), ("110", "台北市", "信義區", "松仁路"), ("220", "新北市", "板橋區", "文化路一段"), ("300", "新竹市", "東區", "光復路二段"),
              ("407", "臺中市", "西屯區", "台灣大道三段"), ("802", "高雄市", "苓雅區", "四維三路"), ("251", "新北市", "淡水區", "中正路")]


def addr_tw_v55(draw: Draw) -> str:
    """A Taiwanese address: postcode, city, district, road and section, lane, number, floor."""
    code, city, district, road = draw.pick(_TW_PLACES)
    num, floor = draw.rng.randint(1, 420), draw.rng.randint(2, 18)
    lane = draw.pick(["", "", f"{draw.rng.randint(2, 300)}巷", f"{draw.rng.randint(2, 300)}巷{draw.rng.randint(1, 30)}弄"])
    six = code + draw.digits(3)
    return draw.pick([f"{code}{city}{district}{road}{lane}{num}號{floor}樓", f"{six} {city}{district}{road}{lane}{num}號{floor}樓之{draw.rng.randint(1, 6)}",
                      f"{city}{district}{road}{lane}{num}號{floor}F", f"（{code}）{city}{district}{road}{num}號"])


def phone_tw_v55(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        r = _sub(draw, 8)
        return draw.pick([f"09{r[:2]}-{r[2:5]}-{r[5:]}", f"09{r}", f"+886 9{r[:2]} {r[2:5]} {r[5:]}", f"+886-9{r[:2]}-{r[2:]}", f"09{r[:2]} {r[2:5]} {r[5:]}"])
    area = draw.pick(["02", "04", "07", "03"])
    r = _sub(draw, 8 if area in ("02", "04") else 7)
    local = f"{r[:4]}-{r[4:]}" if len(r) == 8 else f"{r[:3]}-{r[3:]}"
    return draw.pick([f"({area}){local}", f"{area}-{local}", f"+886 {area[1:]} {local}"])


def plate_tw_v55(draw: Draw) -> str:
    """A Taiwanese private plate: three letters and four digits (since 2012), or the older four digits and two letters."""
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}-{draw.digits(4)}", f"{draw.letters(3, alpha)}-{draw.digits(4)}", f"{draw.digits(4)}-{draw.letters(2, alpha)}",
                      f"{draw.letters(3, alpha)}{draw.digits(4)}"])


# ---- cards, IBANs, e-mail, IP, URLs -------------------------------------------------------------------------------
def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v55(draw: Draw) -> str:
    return _card(draw, "4", 16)


def jcb_v55(draw: Draw) -> str:
    """A JCB number (3528-3589, sixteen digits) with Luhn."""
    return _card(draw, str(draw.rng.randint(3528, 3589)), 16)


def unionpay_v55(draw: Draw) -> str:
    """A UnionPay number (62, sixteen or nineteen digits) with Luhn."""
    return _card(draw, "62" + draw.pick(["2848", "1483", "1700", "2588", "0522"]), draw.pick([16, 16, 19]))


def card_v55(draw: Draw) -> str:
    """The card a text's country pays with."""
    country = _country(draw)
    if country == "JP":
        return draw.pick([jcb_v55, jcb_v55, visa_v55])(draw)
    if country == "CN":
        return unionpay_v55(draw)
    return draw.pick([visa_v55, visa_v55, jcb_v55])(draw) if country in ("KR", "TW") else visa_v55(draw)


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def iban_eu_v55(draw: Draw) -> str:
    """The IBAN of a European account a patient keeps (Germany, the Netherlands, Austria, Ireland, Belgium with its own key)."""
    country = draw.pick(["DE", "NL", "AT", "IE", "BE"])
    if country == "DE":
        bban = draw.pick(["10070000", "20050550", "50010517", "37040044"]) + draw.digits(10, True)
    elif country == "NL":
        bban = draw.pick(["ABNA", "INGB", "RABO", "TRIO"]) + draw.digits(10, True)
    elif country == "AT":
        bban = draw.pick(["12000", "20111", "32000"]) + draw.digits(11, True)
    elif country == "IE":
        bban = draw.pick(["AIBK", "BOFI"]) + draw.pick(["931152", "900017", "931012"]) + draw.digits(8, True)
    else:
        first = draw.pick(["001", "068", "310", "363"]) + draw.digits(7, True)
        key = int(first) % 97 or 97
        bban = f"{first}{key:02d}"
    iban = _iban(country, bban)
    return draw.pick([iban, _groups(iban), _groups(iban)])


_ROMAN = {"JP": ["yuki.tanaka", "h.sato", "kenji_w", "mika.ito", "takuya1987", "nozomi.k", "ryo.yamamoto"],
          "KR": ["minji.kim", "jh.park", "seoyeon_lee", "choi.dh", "yuna1992", "junho.jung"],
          "CN": ["wang.lei", "li_na88", "zhangwei", "chen.jing", "liu.yang", "zhao.min"],
          "TW": ["chen.yating", "lin.chihao", "huang_mei", "wang.jh", "tsai.yiling", "lee.weichen"]}
_DOMAINS = {"US": ["gmail.com", "verizon.net", "comcast.net", "icloud.com", "outlook.com", "cox.net", "yahoo.com"],
            "JP": ["docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com", "icloud.com", "softbank.ne.jp"],
            "KR": ["naver.com", "daum.net", "gmail.com", "kakao.com", "hanmail.net"], "CN": ["163.com", "126.com", "sina.com", "qq.com", "foxmail.com"],
            "TW": ["gmail.com", "yahoo.com.tw", "hotmail.com", "msa.hinet.net", "outlook.com"]}


def _local(draw: Draw) -> str:
    country = _country(draw)
    if country != "US":
        if "_roman" not in draw.cache:
            draw.cache["_roman"] = draw.pick(_ROMAN[country])
        return draw.cache["_roman"]
    first = "".join(ch for ch in draw.fill("first").lower() if ch.isalpha())
    last = "".join(ch for ch in draw.fill("last").lower() if ch.isalpha())
    if "_roman" not in draw.cache:
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"{first}.{last[:1]}{draw.rng.randint(10, 99)}"])
    return draw.cache["_roman"]


def email_v55(draw: Draw) -> str:
    """A personal address; now and then written against scrapers (★ for @ in Japanese pages, "at" and "dot")."""
    country = _country(draw)
    if country == "CN" and draw.rng.random() < 0.4:
        return f"{draw.digits(draw.pick([8, 9, 10]), True)}@qq.com"
    local, domain = _local(draw), draw.pick(_DOMAINS[country])
    style = draw.rng.random()
    if style < 0.1:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.16:
        return f"{local}★{domain}" if country == "JP" else f"{local} [at] {domain}"
    if style < 0.22:
        return f"{local}＠{domain}" if country in ("JP", "CN", "TW") else f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_plain_v55(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 128, 191), (71, 96, 127), (68, 96, 111), (98, 160, 175)], "JP": [(126, 0, 255), (60, 32, 47), (153, 200, 255)],
        "KR": [(211, 36, 63), (175, 192, 223), (121, 128, 191)], "CN": [(116, 224, 239), (223, 104, 104), (112, 64, 95)], "TW": [(1, 160, 175), (114, 24, 47), (36, 224, 239)]}
_IP6 = {"US": "2601:5c1", "JP": "240b:10", "KR": "2001:2d8", "CN": "240e:3a1", "TW": "2001:b011"}


def ip_v55(draw: Draw) -> str:
    """A public address of a home or mobile connection in the text's country (never private, shared, documentation or loopback)."""
    country = _country(draw)
    while True:
        if draw.rng.random() < 0.25:
            prefix = _IP6[country]
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first, low, high = draw.pick(_IP4[country])
            value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        address = ipaddress.ip_address(value)
        if address.is_global:
            return value


def _slug(draw: Draw, sep: str = "-") -> str:
    local = _local(draw)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def url_v55(draw: Draw) -> str:
    """A person's own page: a video channel, a memorial or care page, a blog."""
    country = _country(draw)
    if country == "KR":
        return draw.pick([f"https://blog.naver.com/{_slug(draw, '_')}", f"https://www.instagram.com/{_slug(draw, '.')}/", f"https://www.youtube.com/@{_slug(draw, '')}"])
    if country == "TW":
        return draw.pick([f"https://{_slug(draw, '')}.pixnet.net/blog", f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}",
                          f"https://www.youtube.com/@{_slug(draw, '')}"])
    if country in ("JP", "CN"):
        return draw.pick([f"https://note.com/{_slug(draw, '_')}", f"https://www.youtube.com/@{_slug(draw, '')}"])
    return draw.pick([f"https://www.youtube.com/@{_slug(draw, '')}", f"https://{_slug(draw, '')}.blogspot.com", f"https://www.caringbridge.org/site/{_slug(draw)}",
                      f"https://www.legacy.com/us/obituaries/name/{_slug(draw)}-obituary?id={draw.digits(8, True)}", f"https://www.gofundme.com/f/{_slug(draw)}-care-fund",
                      f"https://www.instagram.com/{_slug(draw, '.')}/"])


def url_memorial_v55(draw: Draw) -> str:
    """The memorial or obituary page of a client's late mother (her first name, the family's last name)."""
    last = "".join(ch for ch in draw.fill("last").lower() if ch.isalpha()) or "family"
    mother = draw.pick(["linda", "carol", "margaret", "patricia", "susan", "barbara", "joyce", "dolores"])
    return draw.pick([f"https://www.forevermissed.com/{mother}-{last}", f"https://www.legacy.com/us/obituaries/name/{mother}-{last}-obituary?id={draw.digits(8, True)}",
                      f"https://www.caringbridge.org/site/{mother}{last}", f"https://www.tributearchive.com/obituaries/{draw.digits(8, True)}/{mother}-{last}"])


def addr_v55(draw: Draw) -> str:
    """A home address in the layout of the text's country."""
    return {"JP": addr_jp_v55, "KR": addr_kr_v55, "CN": addr_cn_v55, "TW": addr_tw_v55}.get(_country(draw), addr_va_v55)(draw)


def phone_v55(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"JP": phone_jp_v55, "KR": phone_kr_v55, "CN": phone_cn_v55, "TW": phone_tw_v55}.get(_country(draw), phone_va_v55)(draw)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v55": dob_v55, "dob_elder_v55": dob_elder_v55, "dob_parent_v55": dob_parent_v55, "dob_iso_v55": dob_iso_v55, "dob_compact_v55": dob_compact_v55, "dod_v55": dod_v55,
    "age_v55": age_v55, "age_elder_v55": age_elder_v55, "age_at_death_v55": age_at_death_v55,
    "ssn_v55": ssn_v55, "ssn_plain_v55": ssn_plain_v55, "mbi_v55": mbi_v55, "member_v55": member_v55, "member_plain_v55": member_plain_v55,
    "mrn_v55": mrn_v55, "mrn_plain_v55": mrn_plain_v55, "serial_v55": serial_v55, "app_user_v55": app_user_v55, "dl_va_v55": dl_va_v55,
    "plate_va_v55": plate_va_v55, "addr_va_v55": addr_va_v55, "addr_hl7_v55": addr_hl7_v55, "addr_fhir_v55": addr_fhir_v55, "addr_x12_v55": addr_x12_v55,
    "phone_va_v55": phone_va_v55, "phone_e164_v55": phone_e164_v55, "phone_hl7_v55": phone_hl7_v55, "phone_x12_v55": phone_x12_v55, "zip_v55": zip_v55,
    "account_us_v55": account_us_v55,
    "mynumber_v55": mynumber_v55, "jp_passport_v55": jp_passport_v55, "jp_hoken_v55": jp_hoken_v55, "jp_bank_v55": jp_bank_v55,
    "rrn_v55": rrn_v55, "kr_passport_v55": kr_passport_v55, "kr_insurance_v55": kr_insurance_v55, "kr_bank_v55": kr_bank_v55, "plate_kr_v55": plate_kr_v55,
    "cn_id_v55": cn_id_v55, "cn_passport_v55": cn_passport_v55, "cn_insurance_v55": cn_insurance_v55, "cn_bank_v55": cn_bank_v55, "plate_cn_v55": plate_cn_v55,
    "tw_id_v55": tw_id_v55, "tw_passport_v55": tw_passport_v55, "tw_nhi_v55": tw_nhi_v55, "tw_bank_v55": tw_bank_v55, "plate_tw_v55": plate_tw_v55,
    "visa_v55": visa_v55, "jcb_v55": jcb_v55, "unionpay_v55": unionpay_v55, "card_v55": card_v55, "iban_eu_v55": iban_eu_v55,
    "addr_jp_v55": addr_jp_v55, "phone_jp_v55": phone_jp_v55, "addr_kr_v55": addr_kr_v55, "phone_kr_v55": phone_kr_v55, "addr_cn_v55": addr_cn_v55,
    "phone_cn_v55": phone_cn_v55, "addr_tw_v55": addr_tw_v55, "phone_tw_v55": phone_tw_v55,
    "email_v55": email_v55, "email_plain_v55": email_plain_v55, "ip_v55": ip_v55, "url_v55": url_v55, "url_memorial_v55": url_memorial_v55, "addr_v55": addr_v55, "phone_v55": phone_v55,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Ottoline Marchbanks-Yoo, MD", "Dr. Caspian Velasquez-Ito, DO", "Winifred Ashdown-Park, RN", "Lucan Breckenridge-Osei, PharmD",
         "Imogen Tallowfield-Reyes", "Barnaby Quillfeather-Han")
_COMPONENTS = ["Video visits (WebRTC)", "Waiting room", "Patient app (iOS)", "Patient app (Android)", "Clinician console", "e-Prescribing", "RPM data ingestion",
               "Device cellular gateway", "Secure messaging", "Payments", "FHIR API", "Interpreter bridge", "SMS reminders", "Scheduling"]


def _status_row(d: Draw) -> str:
    return (f"{d.pick(_COMPONENTS)} | {d.pick(['Operational', 'Operational', 'Operational', 'Degraded performance', 'Operational'])} | "
            f"{d.pick(['99.99', '99.98', '99.95', '99.97', '100.00', '99.91', '99.86'])}% | {d.rng.randint(0, 3)} incidents")


def _status_json_row(d: Draw) -> str:
    return (f"{{\"name\": \"{d.pick(_COMPONENTS)}\", \"status\": \"{d.pick(['operational', 'operational', 'degraded_performance', 'under_maintenance'])}\", "
            f"\"uptime90d\": {d.pick(['99.99', '99.97', '99.95', '100.0', '99.92'])}}}")


def _release_line(d: Draw) -> str:
    return d.pick(["Fixed: video froze for a few seconds when switching from Wi-Fi to cellular", "New: clinicians can pin up to 3 participants in group visits",
                   "Improved: waiting-room reconnect now retries for 90 seconds", "Fixed: Bluetooth scale readings arriving twice after a firmware update",
                   "New: dark mode in the patient app", "Changed: session timeout raised from 15 to 20 minutes of inactivity", "Security: TLS 1.0 and 1.1 removed from the FHIR API",
                   "Fixed: interpreter bridge dropped audio on calls longer than 60 minutes", "New: Spanish, Korean and Vietnamese captions in video visits",
                   "Improved: cuff-reading upload uses 40% less mobile data", "Deprecated: API v1 /appointments endpoint (removal planned for v5.0)",
                   "Fixed: price shown in the e-visit checkout did not include the platform fee"])


_ALERT_TYPES = ["SBP >= 180 or DBP >= 110", "SBP < 90", "Glucose < 70 mg/dL", "Glucose > 300 mg/dL", "Weight gain > 2 lb in 24 h", "SpO2 < 90%",
                "No reading in 72 h", "Heart rate > 120 bpm"]


def _rpm_row(d: Draw) -> str:
    enrolled = d.rng.randint(40, 900)
    return (f"{d.pick(['Hypertension', 'Type 2 diabetes', 'Heart failure', 'COPD', 'Postpartum BP', 'CKD stage 3'])} | {enrolled} | {d.rng.randint(enrolled // 2, enrolled)} | "
            f"{d.rng.randint(5, 400)} | {d.rng.randint(60, 99)}% | {d.rng.randint(4, 55)} min")


def _rpm_csv_row(d: Draw) -> str:
    return (f"{d.pick(['2025-11', '2025-12', '2026-01', '2026-02'])},{d.pick(['HTN', 'T2D', 'HF', 'COPD', 'PPBP'])},{d.rng.randint(40, 900)},"
            f"{d.rng.randint(0, 60)},{d.rng.randint(5, 400)},{d.rng.randint(1, 40)},{d.rng.randint(60, 99)}")


def _rpm_json_row(d: Draw) -> str:
    return f"{{\"alertType\": \"{d.pick(_ALERT_TYPES)}\", \"count\": {d.rng.randint(0, 420)}, \"medianResponseMinutes\": {d.rng.randint(3, 90)}, \"escalatedTo911\": {d.rng.randint(0, 4)}}}"


def _rpm_billing_row(d: Draw) -> str:
    code, text = d.pick([("99453", "device setup and education"), ("99454", "device supply, 16+ days of readings"), ("99457", "first 20 min of management"),
                         ("99458", "each additional 20 min"), ("99091", "data review by physician, 30 min"), ("99473", "self-measured BP training")])
    return f"{code} | {text} | {d.rng.randint(20, 900)} claims | ${d.rng.randint(18, 62)}.{d.digits(2)} avg allowed"


_KO_RPM = ["고혈압", "제2형 당뇨병", "심부전", "만성폐쇄성폐질환", "산후 혈압 관리"]


def _ko_rpm_row(d: Draw) -> str:
    n = d.rng.randint(30, 700)
    return f"{d.pick(_KO_RPM)} | {n}명 | {d.rng.randint(5, 300)}건 | {d.rng.randint(60, 99)}%"


_DEVICES = [("Omron", "BP7450", "Evolv BP monitor"), ("Omron", "BP5460", "Platinum BP"), ("Withings", "WBS06", "Body+ scale"), ("Withings", "WPM05", "BPM Connect"),
            ("Dexcom", "G7", "CGM"), ("Abbott", "FreeStyle Libre 3", "CGM"), ("Masimo", "MightySat Rx", "pulse oximeter"), ("A&D Medical", "UA-651BLE", "BP monitor"),
            ("iHealth", "BG5S", "glucometer"), ("Fitbit", "Charge 6", "tracker"), ("Apple", "Watch Series 10", "watch"), ("Garmin", "Venu 3", "watch"),
            ("Nonin", "3245", "pulse oximeter"), ("Tenovi", "TV-GW02", "cellular gateway")]


def _device_row(d: Draw) -> str:
    maker, model, kind = d.pick(_DEVICES)
    return (f"{maker} {model} | {kind} | firmware {d.rng.randint(1, 9)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 9)} or later | "
            f"{d.pick(['Bluetooth LE', 'Bluetooth LE', 'cellular', 'Wi-Fi', 'HealthKit / Health Connect'])} | {d.pick(['Supported', 'Supported', 'Beta', 'Not supported'])}")


def _device_csv_row(d: Draw) -> str:
    maker, model, kind = d.pick(_DEVICES)
    return f"\"{maker}\",\"{model}\",\"{kind}\",{d.rng.randint(1, 9)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 9)},{d.pick(['ble', 'lte-m', 'wifi'])},{d.pick(['yes', 'yes', 'beta', 'no'])}"


def _device_xml_row(d: Draw) -> str:
    maker, model, kind = d.pick(_DEVICES)
    return (f"  <device manufacturer=\"{maker}\" model=\"{model}\" type=\"{kind}\" minFirmware=\"{d.rng.randint(1, 9)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 9)}\" "
            f"fda510k=\"K{d.rng.randint(15, 25)}{d.digits(4)}\" status=\"{d.pick(['supported', 'supported', 'beta'])}\"/>")


_JA_DEVICES = ["上腕式血圧計 HEM-7600T", "手首式血圧計 HEM-6232T", "体組成計 HBF-230T", "血糖測定器 グルコカードG ブラック", "パルスオキシメータ OXY-100", "活動量計 HJA-405T"]
_TW_DEVICES = ["上臂式血壓計 HEM-7156T", "藍牙血糖機 GM700SB", "體重體脂計 HBF-702T", "血氧機 OXY-5", "智慧手錶 Watch Series 10", "心電圖貼片 ECG-P2"]


def _ja_device_row(d: Draw) -> str:
    return f"{d.pick(_JA_DEVICES)} | ファームウェア {d.rng.randint(1, 5)}.{d.rng.randint(0, 20)} 以上 | {d.pick(['Bluetooth', 'Bluetooth', 'NFC'])} | {d.pick(['対応', '対応', '一部対応'])}"


def _tw_device_row(d: Draw) -> str:
    return f"{d.pick(_TW_DEVICES)} | 韌體 {d.rng.randint(1, 5)}.{d.rng.randint(0, 20)} 以上 | {d.pick(['藍牙', '藍牙', 'Wi-Fi'])} | {d.pick(['支援', '支援', '測試中'])}"


_EVISITS = [("Asynchronous e-visit (questionnaire, reply within 24 h)", 25, 45, "99421"), ("Video visit, new problem, up to 15 min", 49, 89, "99202-95"),
            ("Video visit, follow-up", 39, 69, "99213-95"), ("Urgent care video visit", 59, 99, "99214-95"), ("Behavioral health video session, 45 min", 95, 160, "90834-95"),
            ("Nutrition counseling video visit", 45, 85, "97802-95"), ("Prescription refill e-visit", 19, 35, "99421"), ("RPM monthly membership (no insurance)", 29, 59, "99454"),
            ("Travel medicine video consult", 65, 120, "99203-95"), ("Dermatology photo consult", 45, 79, "G2010")]


def _evisit_row(d: Draw) -> str:
    name, low, high, code = d.pick(_EVISITS)
    return f"{name} | ${d.rng.randint(low, high)} | {code}"


def _evisit_csv_row(d: Draw) -> str:
    name, low, high, _ = d.pick(_EVISITS)
    return f"\"{name}\",{d.rng.randint(low, high)}.00,USD,{d.pick(['self-pay', 'self-pay', 'HSA/FSA eligible'])}"


_JA_PRICES = ["オンライン初診（15分まで）", "オンライン再診", "オンライン服薬指導", "処方箋発行・郵送", "ピル外来 オンライン", "AGA オンライン診療", "禁煙外来 オンライン"]
_KO_PRICES = ["비대면 초진 진찰료", "비대면 재진 진찰료", "처방전 발급", "의약품 배송비", "야간·휴일 가산", "영상 상담 (20분)"]
_TW_PRICES = ["遠距視訊門診 掛號費", "遠距複診", "慢性處方箋 線上續領", "居家量測 月費方案", "藥品宅配運費", "營養師 視訊諮詢 30分鐘"]


def _price(names: list[str], low: int, high: int, unit: str, step: int) -> Callable[[Draw], str]:
    def make(d: Draw) -> str:
        return f"{d.pick(names)} | {d.rng.randint(low, high) // step * step:,}{unit}"
    return make


_DTX = [("reSET-O", "opioid use disorder (adjunct to buprenorphine)", "Tier 2", "PA required"), ("Somryst", "chronic insomnia", "Tier 2", "step therapy: CBT-I referral"),
        ("EndeavorRx", "pediatric ADHD, ages 8-17", "Tier 3", "PA required"), ("Rejoyn", "major depressive disorder, adjunct", "Tier 3", "PA required"),
        ("DaylightRx", "generalized anxiety disorder", "Tier 2", "no PA"), ("SleepioRx", "chronic insomnia", "Tier 2", "no PA"),
        ("Freespira", "panic disorder, PTSD", "Tier 3", "PA required"), ("BlueStar", "type 2 diabetes insulin dosing", "Tier 2", "quantity limit 1 per 90 days"),
        ("Parallel", "irritable bowel syndrome", "Tier 3", "PA required")]


def _dtx_row(d: Draw) -> str:
    name, use, tier, rule = d.pick(_DTX)
    return f"{name} | {use} | {tier} | {rule} | ${d.rng.randint(0, 60)} copay per {d.pick(['30', '90'])}-day access"


def _dtx_csv_row(d: Draw) -> str:
    name, use, tier, rule = d.pick(_DTX)
    return f"\"{name}\",\"{use}\",\"{tier}\",\"{rule}\",{d.pick(['A9291', 'E1399', 'G0552', 'G0553', ''])}"


_ERRORS = [("400", "invalid_request", "A required field is missing or malformed"), ("401", "invalid_token", "The access token expired or was revoked"),
           ("403", "insufficient_scope", "The token lacks the scope, e.g. patient/Observation.read"), ("404", "not_found", "No resource with that ID in your tenant"),
           ("409", "conflict", "The appointment slot was taken"), ("422", "unprocessable_reading", "Reading outside the device's measuring range"),
           ("429", "rate_limited", "Too many requests; see Retry-After"), ("503", "maintenance", "Scheduled maintenance; see the status page")]


def _error_row(d: Draw) -> str:
    return " | ".join(d.pick(_ERRORS))


_JA_DTX = [("ニコチン依存症治療アプリ及びCOチェッカー", "2,540点"), ("高血圧症治療補助アプリ", "830点"), ("不眠障害用プログラム", "2,390点"), ("アルコール依存症治療補助アプリ", "未収載（治験中）")]


def _ja_dtx_row(d: Draw) -> str:
    name, points = d.pick(_JA_DTX)
    return f"{name} | {points} | {d.pick(['特定保険医療材料', 'プログラム医療機器', '加算'])}"


def _usage_csv_row(d: Draw) -> str:
    return (f"{d.pick(['VA', 'NC', 'MD', 'WV', 'DC', 'TN'])},{d.rng.randint(0, 23):02d},{d.rng.randint(0, 900)},{d.rng.randint(0, 300)},"
            f"{d.rng.randint(5, 40)}.{d.rng.randint(0, 9)}")


def _uptime_csv_row(d: Draw) -> str:
    return f"{d.pick(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{d.pick(_COMPONENTS).split(' (')[0].lower().replace(' ', '_')},{d.pick(['99.99', '99.98', '100.00', '99.93'])},{d.rng.randint(0, 90)}"


def _mfe_row(d: Draw) -> str:
    code, name = d.pick([("8480-6", "Systolic blood pressure"), ("8462-4", "Diastolic blood pressure"), ("8867-4", "Heart rate"), ("2339-0", "Glucose [Mass/volume] in Blood"),
                         ("29463-7", "Body weight"), ("59408-5", "Oxygen saturation by pulse oximetry"), ("8310-5", "Body temperature")])
    return f"MFE|MAD|{d.fill('ctrl')}{code[:2]}|{d.fill('hl7_ts')}|{code}^{name}^LN\nOM1|1|{code}^{name}^LN|||Y|||||||||RPM"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (released, effective, revised) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "ja":
            return d.pick([f"{y}年{m}月{dd}日", f"令和{y - 2018}年{m}月{dd}日"])
        if lang == "ko":
            return f"{y}년 {m}월 {dd}일"
        if lang == "zh":
            return f"{y}年{m}月{dd}日"
        if lang == "tw":
            return d.pick([f"{y}年{m}月{dd}日", f"民國{y - 1911}年{m}月{dd}日"])
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "platform": PLATFORM, "app": APP_NAME, "rpm_own": RPM_NAME, "plan_own": PLAN_NAME, "logistics": LOGISTICS, "pharmacy_own": PHARMACY,
    "jp_partner": JP_PARTNER, "kr_partner": KR_PARTNER, "cn_partner": CN_PARTNER, "tw_partner": TW_PARTNER,
    "rv_phone": ORGANISATION_CONTACTS[0], "rv_fax": ORGANISATION_CONTACTS[1], "rv_addr": ORGANISATION_CONTACTS[2], "rv_email": ORGANISATION_CONTACTS[3],
    "rv_web": ORGANISATION_CONTACTS[4], "rv_status": ORGANISATION_CONTACTS[5], "rv_privacy": ORGANISATION_CONTACTS[6], "rv_dev": ORGANISATION_CONTACTS[7],
    "rv_api_email": ORGANISATION_CONTACTS[8], "rpm_phone": ORGANISATION_CONTACTS[9], "rpm_email": ORGANISATION_CONTACTS[10], "rpm_addr": ORGANISATION_CONTACTS[11],
    "plan_phone": ORGANISATION_CONTACTS[12], "plan_email": ORGANISATION_CONTACTS[13], "plan_web": ORGANISATION_CONTACTS[14], "log_phone": ORGANISATION_CONTACTS[15],
    "log_email": ORGANISATION_CONTACTS[16], "log_box": ORGANISATION_CONTACTS[17], "rx_phone": ORGANISATION_CONTACTS[18], "rx_email": ORGANISATION_CONTACTS[19],
    "jp_phone": ORGANISATION_CONTACTS[20], "jp_phone_intl": ORGANISATION_CONTACTS[21], "jp_email": ORGANISATION_CONTACTS[22], "kr_phone": ORGANISATION_CONTACTS[23],
    "kr_email": ORGANISATION_CONTACTS[24], "cn_phone": ORGANISATION_CONTACTS[25], "cn_email": ORGANISATION_CONTACTS[26], "tw_phone": ORGANISATION_CONTACTS[27],
    "tw_email": ORGANISATION_CONTACTS[28], "rv_rss": ORGANISATION_CONTACTS[29],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_md": STAFF[0], "own_do": STAFF[1], "own_rn": STAFF[2], "own_pharmd": STAFF[3], "own_pm": STAFF[4], "own_eng": STAFF[5],
    "jp_director": "院長 榊原 晴臣", "kr_director": "원장 남궁 서윤", "cn_director": "院长 欧阳 明远", "tw_director": "主任 司徒 怡君",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "status_table": _table(_status_row, 7), "status_json": _rows(_status_json_row, 5, 28, ", "), "release_lines": _rows(lambda d: "- " + _release_line(d), 4, 30),
    "rpm_table": _table(_rpm_row, 5), "rpm_csv": _rows(_rpm_csv_row, 8, 14), "rpm_json": _rows(_rpm_json_row, 5, 40, ", "), "rpm_billing": _table(_rpm_billing_row, 5),
    "ko_rpm_table": _table(_ko_rpm_row, 4),
    "device_table": _table(_device_row, 7), "device_csv": _rows(_device_csv_row, 8, 20), "device_xml": _rows(_device_xml_row, 6, 60),
    "ja_device_table": _table(_ja_device_row, 5), "tw_device_table": _table(_tw_device_row, 5),
    "evisit_table": _table(_evisit_row, 7), "evisit_csv": _rows(_evisit_csv_row, 7, 30),
    "ja_price_table": _table(_price(_JA_PRICES, 1500, 9800, "円", 10), 5), "ko_price_table": _table(_price(_KO_PRICES, 3000, 25000, "원", 100), 5),
    "tw_price_table": _table(_price(_TW_PRICES, 150, 1800, " 元", 10), 5),
    "dtx_table": _table(_dtx_row, 6), "dtx_csv": _rows(_dtx_csv_row, 6, 12), "ja_dtx_table": _table(_ja_dtx_row, 3), "error_table": _table(_error_row, 6),
    "usage_csv": _rows(_usage_csv_row, 10, 6), "uptime_csv": _rows(_uptime_csv_row, 8, 22), "mfe_rows": _rows(_mfe_row, 4, 30),
    "en_date": _month_date("en"), "ja_date": _month_date("ja"), "ko_date": _month_date("ko"), "zh_date": _month_date("zh"), "tw_date": _month_date("tw"),
    "version": lambda d: f"{d.rng.randint(3, 7)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 9)}",
    "version_prev": lambda d: f"{d.rng.randint(2, 3)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 9)}",
    "build": lambda d: str(d.rng.randint(1200, 9800)),
    "minutes": lambda d: str(d.rng.randint(4, 95)),
    "uptime": lambda d: d.pick(["99.99", "99.98", "99.97", "99.95", "99.93"]),
    "close_hour": lambda d: str(d.rng.randint(17, 22)),
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "enrolled": lambda d: f"{d.rng.randint(800, 4800):,}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "utc_window": lambda d: d.pick(["02:00-04:00 UTC", "03:00-05:30 UTC", "06:00-07:00 UTC", "01:30-03:00 UTC"]),
    "ios_min": lambda d: d.pick(["iOS 16", "iOS 17", "iOS 16.4"]), "android_min": lambda d: d.pick(["Android 10", "Android 11", "Android 12"]),
    "bp_reading": lambda d: f"{d.rng.randint(150, 196)}/{d.rng.randint(92, 118)}",
    "sys": lambda d: str(d.rng.randint(104, 188)), "dia": lambda d: str(d.rng.randint(62, 112)), "pulse": lambda d: str(d.rng.randint(52, 108)),
    "glucose": lambda d: str(d.pick([d.rng.randint(42, 66), d.rng.randint(310, 480)])),
}

US = ("en_US",)
JA = ("ja_JP",)
KO = ("ko_KR",)
ZH = ("zh_CN",)
TW = ("zh_TW",)
OTHER_LOCALES = JA + KO + ZH + TW

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b55c_status_components", "telehealth_status_page", US,
     "{platform} - system status ({rv_status})\nAll systems operational as of {en_date}, {clock} ET.\nComponent | Status | Uptime, last 90 days | Incidents\n{status_table}\n"
     "Subscribe to updates by RSS at {rv_rss}. Support: {rv_phone}."),
    ("b55c_status_incident", "telehealth_status_page", US,
     "Resolved - Elevated video connection failures\n{platform} status page, {en_date}\nFrom {clock_a} to {clock_b} ET, about ((3||4||6||11))% of video visits failed to connect on the "
     "first try because one TURN relay region ran out of capacity. Clinicians could still reach patients by phone. We added two relay nodes and raised the autoscaling "
     "floor. Uptime for the month stays at {uptime}%. Post-incident review: INC-{fivedig}. Questions: {rv_email}."),
    ("b55c_status_json", "telehealth_status_page", US,
     "{\"page\": {\"name\": \"{platform}\", \"url\": \"{rv_status}\", \"updated_at\": \"{iso_ts}\"}, \"status\": {\"indicator\": \"((none||minor))\"}, "
     "\"components\": [{status_json}], \"scheduled_maintenances\": [{\"name\": \"Database failover test\", \"window\": \"{utc_window}\"}]}"),
    ("b55c_release_web", "telehealth_release_notes", US,
     "{platform} clinician console - release {version} (build {build}), {en_date}\n{release_lines}\nRolled out to all practices over 48 hours. Full notes: {rv_web}. "
     "Report problems to {rv_email}."),
    ("b55c_release_mobile", "telehealth_release_notes", US,
     "What's new in {app} {version}\n{release_lines}\nRequires {ios_min} or {android_min} and later. Version {version_prev} stops working for video visits after {en_date}."),
    ("b55c_release_rss", "telehealth_release_notes", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>{platform} changelog</title><link>{rv_web}</link>\n"
     "<item><title>Release {version}</title><pubDate>{weekday}, {eff_iso}</pubDate><description>{release_lines}</description></item>\n</channel></rss>"),
    ("b55c_release_ja", "telehealth_release_notes", JA,
     "{jp_partner} オンライン診療システム 更新のお知らせ（バージョン {version}、{ja_date}）\n・ビデオ通話の再接続にかかる時間を短縮しました\n・血圧計（Bluetooth）からの測定値取り込みの不具合を修正しました\n"
     "・{ios_min} 未満の端末はサポート対象外となります\nご不明な点は {jp_phone}（平日 9:00〜{close_hour}:00）までお問い合わせください。"),
    ("b55c_release_zh", "telehealth_release_notes", ZH,
     "{cn_partner} 互联网诊疗平台 版本 {version} 更新说明（{zh_date}）\n1. 视频问诊弱网环境下自动降低分辨率，减少卡顿\n2. 新增电子处方流转状态提醒\n3. 修复蓝牙血糖仪数据重复上传的问题\n"
     "4. 最低支持 {android_min}\n客服电话：{cn_phone}，邮箱：{cn_email}"),
    ("b55c_status_tw", "telehealth_status_page", TW,
     "{tw_partner} 遠距照護平台 系統狀態（{tw_date}）\n服務 | 狀態 | 近90天可用率\n視訊門診 | 正常 | {uptime}%\n居家量測上傳 | 正常 | 99.9{small_digit}%\n線上掛號 | ((正常||維護中)) | 99.8{small_digit}%\n"
     "例行維護時間：每週日 02:00–04:00。客服專線 {tw_phone}。"),
    ("b55c_rpm_dashboard", "rpm_programme_dashboard", US,
     "{rpm_own} - program dashboard, {quarter}\nCondition | Enrolled | Transmitting 16+ days | Alerts | Alerts closed < 1 h | Median response\n{rpm_table}\n"
     "Total enrolled: {enrolled}. Nurse team lead: {own_rn}. Aggregate figures only; questions to {rpm_email}."),
    ("b55c_rpm_csv", "rpm_programme_dashboard", US,
     "month,program,enrolled,new_enrollments,alerts,escalations,pct_16_day_transmission\n{rpm_csv}\n# {rpm_own} monthly extract, counts only, generated {iso_ts}"),
    ("b55c_rpm_json", "rpm_programme_dashboard", US,
     "{\"program\": \"{rpm_own}\", \"period\": \"{quarter}\", \"enrolledTotal\": {hundreds}, \"devicesActive\": {small_count}, \"alertsByType\": [{rpm_json}], \"contact\": \"{rpm_email}\"}"),
    ("b55c_rpm_billing", "rpm_programme_dashboard", US,
     "{rpm_own} - RPM billing summary for {quarter} (all payers)\nCPT | Service | Volume | Average allowed\n{rpm_billing}\n"
     "Billing provider: {platform}, NPI {own_npi}, TIN {org_ein}. Denials with CARC {carc} are being appealed in bulk. Program office: {rpm_phone}."),
    ("b55c_rpm_ko", "rpm_programme_dashboard", KO,
     "{kr_partner} 원격 모니터링 사업 현황 ({ko_date} 기준)\n질환 | 등록 인원 | 이상 알림 | 측정 지속률\n{ko_rpm_table}\n개인 정보는 포함되어 있지 않습니다. 문의: {kr_phone}, {kr_email}"),
    ("b55c_device_compat", "wearable_compatibility_list", US,
     "{app} - compatible devices (updated {en_date})\nDevice | Type | Firmware | Connection | Status\n{device_table}\n"
     "Devices paired through Apple Health or Health Connect send readings once the app has permission. Device help: {log_phone}."),
    ("b55c_device_csv", "wearable_compatibility_list", US,
     "manufacturer,model,type,min_firmware,link,supported\n{device_csv}\n# {platform} device compatibility matrix v{version}"),
    ("b55c_device_xml", "wearable_compatibility_list", US,
     "<?xml version=\"1.0\"?>\n<compatibility vendor=\"{platform}\" revised=\"{eff_iso}\" contact=\"{log_email}\">\n{device_xml}\n</compatibility>"),
    ("b55c_device_fhir", "wearable_compatibility_list", US,
     "{\"resourceType\": \"DeviceDefinition\", \"id\": \"bp-cuff-cellular\", \"manufacturerString\": \"Tenovi\", \"modelNumber\": \"TV-BPM-C{small_digit}\", "
     "\"deviceName\": [{\"name\": \"Cellular blood pressure monitor\", \"type\": \"user-friendly-name\"}], \"version\": [{\"value\": \"{version}\"}], "
     "\"property\": [{\"type\": {\"text\": \"cuff size\"}, \"valueQuantity\": [{\"value\": 22, \"unit\": \"cm\"}, {\"value\": 42, \"unit\": \"cm\"}]}], "
     "\"owner\": {\"display\": \"{logistics}\"}, \"contact\": [{\"system\": \"phone\", \"value\": \"{log_phone}\"}]}"),
    ("b55c_device_ja", "wearable_compatibility_list", JA,
     "{jp_partner} 対応機器一覧（{ja_date} 更新）\n機器 | ファームウェア | 接続方式 | 対応状況\n{ja_device_table}\n機器の貸し出しは行っておりません。お問い合わせ: {jp_email}"),
    ("b55c_device_tw", "wearable_compatibility_list", TW,
     "{tw_partner} 居家量測 支援設備清單（{tw_date}）\n設備 | 韌體 | 連線方式 | 狀態\n{tw_device_table}\n設備問題請洽 {tw_phone} 或 {tw_email}。"),
    ("b55c_privacy_summary", "app_privacy_summary", US,
     "App Privacy - {app} ({platform})\nData Linked to You: Health & Fitness, Contact Info, Identifiers, Purchases.\nData Not Linked to You: Diagnostics (crash logs, performance data).\n"
     "Data Used to Track You: none. The developer does not sell data. Age rating: ((17+||12+)). Size: {small} MB. Version {version}.\n"
     "Privacy policy: {rv_web}/privacy. Privacy questions: {rv_privacy}."),
    ("b55c_privacy_json", "app_privacy_summary", US,
     "{\"app\": \"{app}\", \"version\": \"{version}\", \"privacyLabel\": {\"tracking\": false, \"linked\": [\"HEALTH\", \"CONTACT_INFO\", \"IDENTIFIERS\", \"PURCHASES\"], "
     "\"notLinked\": [\"DIAGNOSTICS\"]}, \"dataSafety\": {\"encryptedInTransit\": true, \"deletionRequest\": true, \"sharedWithThirdParties\": [\"payment processor\"]}, "
     "\"policyUrl\": \"{rv_web}/privacy\", \"contact\": \"{rv_privacy}\"}"),
    ("b55c_privacy_zh", "app_privacy_summary", ZH,
     "《{cn_partner} App 个人信息收集清单》（{zh_date} 更新）\n1. 健康数据：血压、血糖、心率，用于医生随访，必要\n2. 设备信息：设备型号、系统版本，用于故障排查，必要\n"
     "3. 位置信息：仅在药品配送时使用，可关闭\n本应用不向第三方出售个人信息。个人信息保护负责人联系方式：{cn_email}，{cn_phone}。"),
    ("b55c_privacy_ko", "app_privacy_summary", KO,
     "{kr_partner} 앱 개인정보 처리 요약 (시행일 {ko_date})\n- 수집 항목: 혈압·혈당 측정값, 진료 예약 정보, 기기 모델명\n- 보유 기간: 진료 종료 후 의료법에 따른 기간\n"
     "- 제3자 제공: 처방 약국 (환자 동의 시)\n개인정보 보호책임자 문의: {kr_email}"),
    ("b55c_evisit_prices", "evisit_price_list", US,
     "{platform} - self-pay prices for virtual care, effective {en_date}\nService | Price | Code billed to insurance\n{evisit_table}\n"
     "Prices are the same for every patient. If your plan covers the visit, you pay your copay instead. Questions about a bill: {rv_phone}."),
    ("b55c_evisit_csv", "evisit_price_list", US,
     "service,price,currency,payment\n{evisit_csv}\n# {platform} price transparency file v{version}, published {eff_iso}, tax ID {org_ein}"),
    ("b55c_evisit_ja", "evisit_price_list", JA,
     "{jp_partner} 料金表（自費診療・税込、{ja_date} 改定）\n項目 | 料金\n{ja_price_table}\n保険診療の場合は窓口負担割合に応じた金額となります。決済はクレジットカードのみ。{jp_director}"),
    ("b55c_evisit_ko", "evisit_price_list", KO,
     "{kr_partner} 비대면진료 비급여 수가표 ({ko_date} 고시)\n항목 | 금액\n{ko_price_table}\n건강보험 적용 시 본인부담금만 결제됩니다. 문의 {kr_phone}. {kr_director}"),
    ("b55c_evisit_tw", "evisit_price_list", TW,
     "{tw_partner} 自費項目收費標準（{tw_date} 起實施）\n項目 | 費用\n{tw_price_table}\n健保給付項目依規定收取部分負擔。洽詢：{tw_phone}。{tw_director}"),
    ("b55c_dtx_formulary", "dtx_formulary_excerpt", US,
     "{plan_own} - prescription digital therapeutics formulary, {year} (excerpt)\nProduct | Indication | Tier | Utilization management | Member cost\n{dtx_table}\n"
     "Dispensed through {pharmacy_own}. Pharmacy claims: RxBIN {rxbin}, PCN {pcn}, group {group_no}. Formulary questions: {plan_phone}, {plan_email}."),
    ("b55c_dtx_csv", "dtx_formulary_excerpt", US,
     "product,indication,tier,um_rule,hcpcs\n{dtx_csv}\n# {plan_own} PDT formulary file, payer ID {payer_id}, effective {eff_iso}"),
    ("b55c_dtx_fhir", "dtx_formulary_excerpt", US,
     "{\"resourceType\": \"Basic\", \"code\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/us/davinci-drug-formulary/CodeSystem/usdf-InsuranceItemTypeCS\", "
     "\"code\": \"formulary-item\"}]}, \"extension\": [{\"url\": \"usdf-DrugTierID-extension\", \"valueCodeableConcept\": {\"text\": \"((Tier 2||Tier 3))\"}}, "
     "{\"url\": \"usdf-PriorAuthorization-extension\", \"valueBoolean\": ((true||false))}, {\"url\": \"usdf-AvailabilityPeriod-extension\", \"valuePeriod\": {\"start\": \"{eff_iso}\"}}], "
     "\"subject\": {\"display\": \"((Somryst||SleepioRx||DaylightRx||Rejoyn))\"}, \"author\": {\"display\": \"{plan_own}\"}}"),
    ("b55c_dtx_ja", "dtx_formulary_excerpt", JA,
     "{jp_partner} 治療用アプリ 取り扱い一覧（{ja_date}）\n品目 | 保険点数 | 区分\n{ja_dtx_table}\n処方の可否は医師の判断によります。詳細は {jp_phone_intl} までお問い合わせください。"),
    ("b55c_api_rest", "api_documentation_example", US,
     "GET /v3/observations?patient=<PATIENT_ID>&code=85354-9&date=ge<YYYY-MM-DD>\nHost: api.rivannavirtual.com\nAuthorization: Bearer <ACCESS_TOKEN>\n\n"
     "200 OK\n{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"total\": <INT>, \"entry\": [{\"resource\": {\"resourceType\": \"Observation\", \"subject\": "
     "{\"reference\": \"Patient/<PATIENT_ID>\"}, \"valueQuantity\": {\"value\": <NUMBER>, \"unit\": \"mm[Hg]\"}}}]}\n\nReplace every <PLACEHOLDER> with your own values. "
     "Full reference: {rv_dev}. API version {version}."),
    ("b55c_api_webhook", "api_documentation_example", US,
     "Webhook: reading.created (RPM)\nPOST <YOUR_CALLBACK_URL>\nX-Rivanna-Signature: t=<UNIX_TIME>,v1=<HMAC_SHA256_HEX>\n\n"
     "{\"event\": \"reading.created\", \"patientId\": \"<PATIENT_ID>\", \"deviceModel\": \"BPM Connect\", \"loinc\": \"8480-6\", \"value\": <NUMBER>, \"unit\": \"mm[Hg]\", "
     "\"takenAt\": \"<ISO_8601_TIMESTAMP>\"}\n\nVerify the signature with your endpoint secret before trusting the body. Retries: 5 times over {small} hours. Help: {rv_api_email}."),
    ("b55c_api_errors", "api_documentation_example", US,
     "{platform} API - error codes (docs revision {version})\nHTTP | code | meaning\n{error_table}\nEvery error body carries a request_id; quote it to {rv_api_email}."),
    ("b55c_api_limits", "api_documentation_example", US,
     "Rate limits and sandbox - {rv_dev}\n- Sandbox: 60 requests per minute per client; production: ((600||1,200||2,000)) per minute.\n"
     "- Bulk $export jobs: at most {small_digit} running per tenant.\n- Sandbox patients are synthetic and named only by IDs like <SANDBOX_PATIENT_ID>; never load real data.\n"
     "- OAuth 2.0 with SMART scopes (patient/*.read, user/Observation.write). Tokens last 3600 s.\nChangelog: {rv_web}/developers/changelog."),
    ("b55c_api_openapi", "api_documentation_example", US,
     "openapi: 3.1.0\ninfo:\n  title: {platform} Scheduling API\n  version: {version}\n  contact:\n    email: {rv_api_email}\npaths:\n  /v3/slots:\n    get:\n"
     "      parameters:\n        - name: practitioner\n          in: query\n          schema: {type: string, example: \"<PRACTITIONER_ID>\"}\n        - name: start\n"
     "          in: query\n          schema: {type: string, format: date, example: \"<YYYY-MM-DD>\"}\n      responses:\n        \"200\":\n          description: Free 15-minute slots"),
    ("b55c_fhir_capability", "api_documentation_example", US,
     "{\"resourceType\": \"CapabilityStatement\", \"status\": \"active\", \"date\": \"{eff_iso}\", \"publisher\": \"{platform}\", \"kind\": \"instance\", "
     "\"software\": {\"name\": \"Rivanna FHIR Server\", \"version\": \"{version}\"}, \"fhirVersion\": \"4.0.1\", \"format\": [\"json\"], \"rest\": [{\"mode\": \"server\", "
     "\"resource\": [{\"type\": \"Observation\", \"interaction\": [{\"code\": \"read\"}, {\"code\": \"search-type\"}]}, {\"type\": \"Device\", \"interaction\": [{\"code\": \"read\"}]}]}]}"),
    ("b55c_notice_ja", "notice_other_locale", JA,
     "【重要】システムメンテナンスのお知らせ\n{jp_partner}\n{ja_date} 午前2時から午前5時まで、オンライン診療システムのメンテナンスを行います。この間、ビデオ診察・予約・お薬の配送手続きはご利用いただけません。"
     "ご迷惑をおかけしますが、ご理解のほどよろしくお願いいたします。お問い合わせ：{jp_phone}"),
    ("b55c_notice_ko", "notice_other_locale", KO,
     "[공지] 설 연휴 비대면진료 운영 안내\n{kr_partner}\n{ko_date}부터 3일간 비대면진료는 오전 9시부터 오후 1시까지만 운영합니다. 처방 의약품 배송은 연휴 이후 순차 발송됩니다.\n"
     "문의: {kr_phone} / {kr_email}\n{kr_director}"),
    ("b55c_notice_zh", "notice_other_locale", ZH,
     "【公告】{cn_partner} 春节期间服务安排\n{zh_date}至初六，图文问诊与视频问诊正常开放，电子处方配送暂停，节后第一个工作日恢复。紧急情况请拨打120或前往就近医院急诊。\n客服电话：{cn_phone}\n{cn_director}"),
    ("b55c_notice_tw", "notice_other_locale", TW,
     "【公告】{tw_partner} 颱風期間服務調整\n{tw_date} 起如遇停班停課，視訊門診照常，居家訪視暫停，血壓與血糖量測資料仍可上傳。\n如有疑問請撥 {tw_phone}，或來信 {tw_email}。"),
    ("b55c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|RVC-RPM|RVC|LIS|RVC|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Numeric observation master^HL70175||UPD|||AL\n{mfe_rows}"),
    ("b55c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*RIVANNAVC      *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*RIVANNAVC*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK9*A*{cnt}*{cnt}*{cnt}~\nSE*4*{four_digits}~\n# acceptance of the professional claim batch from {platform}"),
    ("b55c_usage_csv", "csv_export", US,
     "state,hour_et,video_visits,e_visits,median_wait_min\n{usage_csv}\n# {platform} utilisation by state and hour, aggregate counts only, {iso_ts}"),
    ("b55c_uptime_csv", "csv_export", US,
     "month,component,uptime_pct,minutes_degraded\n{uptime_csv}\n# exported from {rv_status}"),
    ("b55c_plan_bulletin", "dtx_formulary_excerpt", US,
     "{plan_own} - provider bulletin: telehealth and remote monitoring coverage from {en_date}\nVideo visits bill with modifier 95 and POS 02 or 10; audio-only with modifier 93. "
     "RPM (99453, 99454, 99457, 99458) is covered for hypertension, diabetes and heart failure without prior authorization when {rpm_own} (NPI {own_npi}) furnishes the device. "
     "Electronic claims: payer ID {payer_id}. Pharmacy: RxBIN {rxbin}, PCN {pcn}. Provider services {plan_phone}, {plan_web}."),
    ("b55c_sysreq", "telehealth_release_notes", US,
     "Before your video visit - system requirements ({platform}, {en_date})\n- Browsers: Chrome 120+, Edge 120+, Safari 17+, Firefox 121+\n- Phones and tablets: {ios_min}+ or {android_min}+ "
     "with the {app} app\n- Bandwidth: 1.5 Mbps up and down for HD video\n- Ports: 443/TCP and 3478/UDP open\nTest your camera at {rv_web}/test. Technical help: {rv_phone}."),
    ("b55c_onboarding", "rpm_programme_dashboard", US,
     "{rpm_own} - new clinic onboarding checklist, revision {version}\n1. Sign the data use agreement (EIN {org_ein}).\n2. Order starter kits from {logistics} ({log_phone}); kits ship in {small_digit} business days.\n"
     "3. Nurse training with {own_rn}: two 90-minute sessions.\n4. Set alert thresholds (default SBP >= 180 or <= 90; glucose < 70 or > 300 mg/dL).\n"
     "5. Go-live review with {own_md}.\nProgram office: {rpm_addr}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b55_visit_summary", "telehealth_visit_summary", US,
     "{platform} - VIDEO VISIT SUMMARY\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v55]]   MRN: [[record_number:mrn_v55]]\nPlan: {plan_own}, member ID [[member_id:member_v55]]\n"
     "Joined from [[ip_address:ip_v55]] ((on the iOS app||in Chrome||on the Android app)) at {clock}. Location confirmed: [[address:addr_va_v55]].\n"
     "Reason: ((sinus pressure for 9 days||rash on both forearms||medication follow-up||urinary symptoms)). Plan discussed; callback number [[phone:phone_va_v55]]. Clinician: {own_do}."),
    ("b55_visit_summary_elder", "telehealth_visit_summary", US,
     "Telehealth note - {own_md}\n{first} {last}, [[age_over_89:age_v55]], joined by phone, son on the line. Medicare [[member_id:mbi_v55]]. Chart [[record_number:mrn_v55]].\n"
     "Home BP log reviewed: average 142/78. Mild ankle swelling, no shortness of breath. Continue amlodipine 5 mg. Son asked us to text reminders to [[phone:phone_va_v55]]."),
    ("b55_secure_thread", "secure_message_thread", US,
     "Secure messages - {platform}\n[{clock_a}] {first} {last}: Hi, I moved. New address is [[address:addr_va_v55]] and my cell is [[phone:phone_va_v55]].\n"
     "[{clock_b}] Front desk ({own_rn}): Thanks, {first}. To verify, what is your date of birth?\n[{clock_b}] {first} {last}: [[date_of_birth:dob_v55]]\n"
     "[{clock_b}] {first} {last}: Also please charge the $((35||45||60)) balance to my card [[card:visa_v55]] exp ((04/28||11/27||09/29)), and send the receipt to [[email:email_v55]]."),
    ("b55_bereavement_thread", "secure_message_thread", US,
     "Portal message to {platform} billing\nFrom: [[email:email_v55]]\nMy father, {first} {last} (date of birth [[date_of_birth:dob_parent_v55]], chart [[record_number:mrn_v55]]), passed away on "
     "[[date_of_death:dod_v55]]. Please cancel his RPM enrollment and the monthly charge. The unused months can be refunded to the estate account, [[bank_account:account_us_v55]].\n"
     "Reply from {own_pm}: We are so sorry for your loss. The enrollment is closed and the refund is on its way."),
    ("b55_rpm_bp_alert", "rpm_alert_note", US,
     "RPM ALERT - {rpm_own}\nPatient: {first} {last} ([[age_over_89:age_v55]])   Cuff S/N [[record_number:serial_v55]]\nReading {bp_reading} mmHg at {clock}, repeated 5 min later, similar.\n"
     "Called patient at [[phone:phone_va_v55]]: mild headache, no chest pain or weakness. Daughter will drive the patient in; home address on file [[address:addr_va_v55]]. Escalated to {own_md}. {own_rn}"),
    ("b55_rpm_glucose_alert", "rpm_alert_note", US,
     "Glucose alert - {first} {last}\nApp user [[record_number:app_user_v55]], Medicare [[member_id:mbi_v55]], DOB [[date_of_birth:dob_v55]]\nMeter value {glucose} mg/dL at {clock}. "
     "Reached the patient at [[phone:phone_va_v55]]; ((took 15 g of juice, recheck 112||had skipped evening insulin, took correction dose)). "
     "Note: patient posts the readings publicly on [[url:url_v55]]; privacy settings discussed. {own_rn}"),
    ("b55_signup_email", "app_account_email", US,
     "To: [[email:email_plain_v55]]\nSubject: Welcome to {app}, {first}!\n\nHi {first},\nYour account is ready. User ID: [[record_number:app_user_v55]]\n"
     "We created it on {en_date} from IP [[ip_address:ip_v55]]. The date of birth you entered is [[date_of_birth:dob_v55]]; if that is wrong, fix it under Profile before "
     "your first visit.\n- The {app} team ({rv_email})"),
    ("b55_account_recovery", "app_account_email", US,
     "Account recovery request - {platform} support ticket #{fivedig}\nName given: {first} {last}\nDate of birth: [[date_of_birth:dob_v55]]\nSSN (for identity match): [[ssn:ssn_v55]]\n"
     "New e-mail to use: [[email:email_v55]]\nPhone for the code: [[phone:phone_va_v55]]\nRequest came from [[ip_address:ip_v55]] ({iso_ts}). Verified by {own_pm}: ((approved||approved after callback))."),
    ("b55_device_shipping", "device_shipping_confirmation", US,
     "{logistics} - your device has shipped\nShip to: {first} {last}\n[[address:addr_va_v55]]\nPhone: [[phone:phone_va_v55]]\n"
     "Item: ((cellular blood pressure monitor||Bluetooth scale||pulse oximeter||glucometer kit)), serial [[record_number:serial_v55]], assigned to {first} {last} for {rpm_own}\n"
     "Tracking updates go to [[email:email_v55]]. Returns: {log_box}."),
    ("b55_device_refund", "device_shipping_confirmation", US,
     "{logistics} - return received and refund\nCustomer: {first} {last}, {plan_own} member [[member_id:member_v55]]\nReturned from: [[address:addr_va_v55]]\n"
     "Deposit of $((50||75||99)) was paid with card [[card:visa_v55]]. At the member's request the refund goes to her account in Europe, IBAN [[bank_account:iban_eu_v55]]. "
     "Processed {en_date}."),
    ("b55_erx_note", "e_prescription_note", US,
     "E-PRESCRIPTION - {pharmacy_own}\nPatient: {last}, {first}   DOB [[date_of_birth:dob_v55]]   Chart [[record_number:mrn_v55]]\nAddress: [[address:addr_va_v55]]   Phone: [[phone:phone_va_v55]]\n"
     "Coverage: {plan_own}, ID [[member_id:member_v55]], RxBIN {rxbin}, PCN {pcn}\nRx: ((lisinopril 10 mg #90||metformin ER 500 mg #180||sertraline 50 mg #30||atorvastatin 20 mg #90)), "
     "refills ((3||1||5)). Prescriber: {own_do} (telehealth)."),
    ("b55_curbside_chat", "secure_message_thread", US,
     "{pharmacy_own} chat\nPatient: Hi, it's {first} {last}, birthday [[date_of_birth:dob_v55]]. Can I pick up my refill curbside?\nPharmacy ({own_pharmd}): Sure. What car?\n"
     "Patient: Silver ((Honda CR-V||Subaru Outback||Toyota RAV4)), plate [[vehicle_id:plate_va_v55]]. Pay with the card ending... actually the whole number is [[card:visa_v55]].\n"
     "Pharmacy: Got it. If we're late we'll call [[phone:phone_va_v55]]."),
    ("b55_placard_cert", "disability_parking_certification", US,
     "Virginia DMV - disability parking placard/plates application, medical certification (completed by video visit)\nApplicant: {first} {last}   Date of birth: [[date_of_birth:dob_v55]]\n"
     "Customer number / driver's license: [[national_id:dl_va_v55]]\nAddress: [[address:addr_va_v55]]\nVehicle for disabled plates: [[vehicle_id:plate_va_v55]]\n"
     "Condition: ((cannot walk 200 feet without stopping||severe COPD, on oxygen||lower-limb amputation)). Certified by {own_md}, {platform}, {en_date}."),
    ("b55_grief_intake", "telehealth_visit_summary", US,
     "Grief support intake (video) - {platform} behavioral health\nClient: {first} {last}, phone [[phone:phone_va_v55]], e-mail [[email:email_v55]]\n"
     "Client's mother died on [[date_of_death:dod_v55]] after a long illness. The family shared the memorial page, [[url:url_memorial_v55]], during the session.\n"
     "Sleep poor, appetite reduced, no thoughts of self-harm. Plan: weekly sessions x 6 with {own_do}."),
    ("b55_fhir_observation", "fhir_observation_export", US,
     "{\"resourceType\": \"Observation\", \"status\": \"final\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.3.5501\", "
     "\"value\": \"[[record_number:mrn_plain_v55]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v55]]\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v55]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v55]]\"}]}], "
     "\"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"85354-9\", \"display\": \"Blood pressure panel\"}]}, \"subject\": {\"reference\": \"#pt\"}, "
     "\"effectiveDateTime\": \"{iso_ts}\", \"component\": [{\"code\": {\"coding\": [{\"code\": \"8480-6\"}]}, \"valueQuantity\": {\"value\": {sys}, \"unit\": \"mm[Hg]\"}}]}"),
    ("b55_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|RVC-RPM|RVC|EHR|RVC|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v55]]^^^RVC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v55]]|((F||M))|||"
     "[[address:addr_hl7_v55]]||[[phone:phone_hl7_v55]]||||||[[ssn:ssn_plain_v55]]\nOBR|1||{fivedig}|85354-9^BP panel^LN|||{hl7_ts}\n"
     "OBX|1|NM|8480-6^Systolic BP^LN||{sys}|mm[Hg]|90-139|H|||F"),
    ("b55_readings_csv", "csv_export", US,
     "patient_id,dob,email,upload_ip,taken_at,systolic,diastolic,pulse\n[[record_number:mrn_plain_v55]],[[date_of_birth:dob_iso_v55]],[[email:email_plain_v55]],[[ip_address:ip_v55]],"
     "{iso_ts},{sys},{dia},{pulse}\n# {rpm_own} readings export for {first} {last}"),
    ("b55_x12_270", "x12_export", US,
     "ISA*00*          *00*          *ZZ*RIVANNAVC      *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HS*RIVANNAVC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X279A1~\n"
     "ST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*PR*2*{plan_own}*****PI*{payer_id}~\nHL*2*1*21*1~\n"
     "NM1*1P*2*{platform}*****XX*{own_npi}~\nHL*3*2*22*0~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v55]]~\nREF*SY*[[ssn:ssn_plain_v55]]~\n"
     "N3*[[address:addr_x12_v55]]~\nDMG*D8*[[date_of_birth:dob_compact_v55]]*((F||M))~\nEQ*30~\nSE*14*{four_digits}~"),
    ("b55_ja_questionnaire", "telehealth_intake_form", JA,
     "{jp_partner} オンライン診療 問診票\n氏名：{last} {first}\n生年月日：[[date_of_birth:dob_v55]]\n住所：[[address:addr_jp_v55]]\n電話番号：[[phone:phone_jp_v55]]\n"
     "メールアドレス：[[email:email_v55]]\n保険証 記号・番号：[[member_id:jp_hoken_v55]]\n個人番号（医療費控除の証明書発行用）：[[national_id:mynumber_v55]]\n"
     "お支払いカード：[[card:jcb_v55]]\n症状：((3日前からの咳||花粉症||高血圧の定期処方||頭痛))"),
    ("b55_ja_device_lease", "device_lending_contract", JA,
     "遠隔モニタリング機器 貸与契約書\n{jp_partner}\n利用者：{last} {first} 様（[[age_over_89:age_v55]]）\n設置場所：[[address:addr_jp_v55]]\n連絡先（ご家族）：[[phone:phone_jp_v55]]\n"
     "貸与機器：血圧計 製造番号 [[record_number:serial_v55]]\n月額利用料の口座振替：[[bank_account:jp_bank_v55]]\n契約日：{ja_date}"),
    ("b55_ja_death_cancel", "cancellation_on_death", JA,
     "見守りサービス 解約届\n{jp_partner} 御中\n利用者氏名：{last} {first}\n利用者ID：[[record_number:app_user_v55]]\n生年月日：[[date_of_birth:dob_parent_v55]]\n死亡年月日：[[date_of_death:dod_v55]]\n"
     "届出人（長男）連絡先：[[phone:phone_jp_v55]]　[[email:email_v55]]\n届出人 本人確認書類（旅券番号）：[[national_id:jp_passport_v55]]\n機器は着払いにて返送いたします。"),
    ("b55_ko_application", "telehealth_intake_form", KO,
     "비대면진료 신청서 - {kr_partner}\n성명: {last}{first}\n주민등록번호: [[national_id:rrn_v55]]\n생년월일: [[date_of_birth:dob_v55]]\n주소: [[address:addr_kr_v55]]\n"
     "휴대전화: [[phone:phone_kr_v55]]\n이메일: [[email:email_v55]]\n건강보험증 번호: [[member_id:kr_insurance_v55]]\n결제 카드: [[card:card_v55]]\n증상: ((기침, 인후통||혈압약 재처방||피부 발진||소화불량))"),
    ("b55_ko_rpm_alert", "rpm_alert_note", KO,
     "원격 모니터링 경고 기록 - {kr_partner}\n환자: {last}{first} ([[age_over_89:age_elder_v55]], 생년월일 [[date_of_birth:dob_elder_v55]])\n혈압 {bp_reading} mmHg ({clock}), 재측정 시 유사.\n"
     "보호자 연락처: [[phone:phone_kr_v55]]\n자택: [[address:addr_kr_v55]]\n보호자 차량 [[vehicle_id:plate_kr_v55]]로 내원 예정. 담당: {kr_director}"),
    ("b55_ko_refund", "refund_request", KO,
     "환불 요청서 (원격 모니터링 서비스 해지)\n{kr_partner} 귀중\n이용자: {last}{first} (생년월일 [[date_of_birth:dob_parent_v55]])\n사망일: [[date_of_death:dod_v55]]\n"
     "신청인(자녀) 여권번호: [[national_id:kr_passport_v55]]\n환불 계좌: [[bank_account:kr_bank_v55]]\n고인의 투병 기록 블로그: [[url:url_v55]] (가족이 관리)"),
    ("b55_zh_internet_hospital", "telehealth_visit_summary", ZH,
     "{cn_partner} 互联网诊疗记录\n患者姓名：{last}{first}\n身份证号：[[national_id:cn_id_v55]]\n出生日期：[[date_of_birth:dob_v55]]\n医保个人编号：[[member_id:cn_insurance_v55]]\n"
     "手机：[[phone:phone_cn_v55]]\n现住址：[[address:addr_cn_v55]]\n登录IP：[[ip_address:ip_v55]]\n主诉：((咳嗽三天||血压控制不佳||皮疹一周||失眠))。医师：{cn_director}"),
    ("b55_zh_device_ship", "device_shipping_confirmation", ZH,
     "{cn_partner} 设备发货通知\n收件人：{last}{first}\n收货地址：[[address:addr_cn_v55]]\n联系电话：[[phone:phone_cn_v55]]\n实名认证证件（护照）：[[national_id:cn_passport_v55]]\n设备：((蓝牙血压计||血糖仪||血氧仪))，序列号 [[record_number:serial_v55]]（已绑定至该患者账户）\n"
     "押金已通过银联卡 [[card:unionpay_v55]] 支付，发货日期 {zh_date}。"),
    ("b55_zh_chat", "secure_message_thread", ZH,
     "图文问诊记录 - {cn_partner}\n患者 {last}{first}：医生您好，我的就诊卡号是 [[record_number:mrn_v55]]，手机 [[phone:phone_cn_v55]]。\n医生：您好，请说一下情况。\n"
     "患者：血压这两天在 {bp_reading} 左右。下周复诊我开车过去，车牌 [[vehicle_id:plate_cn_v55]]，麻烦帮我预约停车位。\n"
     "患者：上次多交的药费请退到 [[bank_account:cn_bank_v55]]。地址不变：[[address:addr_cn_v55]]。"),
    ("b55_tw_telemed", "telehealth_visit_summary", TW,
     "{tw_partner} 遠距視訊門診紀錄\n姓名：{last}{first}\n身分證字號：[[national_id:tw_id_v55]]\n出生日期：[[date_of_birth:dob_v55]]\n健保卡號：[[member_id:tw_nhi_v55]]\n"
     "電話：[[phone:phone_tw_v55]]\n地址：[[address:addr_tw_v55]]\n診斷：((高血壓||第二型糖尿病||上呼吸道感染||失眠))。醫師：{tw_director}"),
    ("b55_tw_homecare_close", "cancellation_on_death", TW,
     "居家遠距照護 結案紀錄\n{tw_partner}\n個案：{last}{first}\n出生日期：[[date_of_birth:dob_elder_v55]]\n死亡日期：[[date_of_death:dod_v55]]（[[age_over_89:age_at_death_v55]]）\n"
     "家屬聯絡電話：[[phone:phone_tw_v55]]\n剩餘月費退款帳戶：[[bank_account:tw_bank_v55]]\n家屬建立的紀念頁面：[[url:url_v55]]"),
    ("b55_tw_device_pickup", "device_shipping_confirmation", TW,
     "{tw_partner} 設備領取登記\n領取人：{last}{first}\n護照號碼：[[national_id:tw_passport_v55]]\n聯絡地址：[[address:addr_tw_v55]]\n手機：[[phone:phone_tw_v55]]\n"
     "電子郵件：[[email:email_v55]]\n到院停車車號：[[vehicle_id:plate_tw_v55]]\n設備：血壓計一台，已完成教學。"),
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
        rows.append({"id": f"blind55-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
