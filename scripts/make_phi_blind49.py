"""A forty-ninth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind49.py [--seed 51511] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind47.py,
seeds 4141 to 49491) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-eighth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b49_" or "b49c_"). Identifier-free genres, all from rehabilitation and campus health: therapy clinic rate cards
(physical, occupational and speech therapy, podiatry, chiropractic; an Indian one in rupees, a Malay one), university
student-health centre hours (US, Singapore, a FHIR HealthcareService), campus flu-clinic schedules (a table, a CSV, a
Thai one), counselling-centre utilisation statistics (counts; a table, a JSON, an Indian one), orthotics and
mobility-aid price lists (a table, an X12 832 catalogue, a Vietnamese one), gait-lab equipment calibration logs (a
table, a CSV, an XML), continuing-education course calendars (US, Indian, Singaporean), insurance visit-limit policy
summaries (a table, a FAQ, a Malaysian one), campus immunisation compliance rates (counts by cohort; a table, a CSV,
a JSON), hand-hygiene audit results (a table, a CSV, a Vietnamese one), patient-education handouts (US, Hindi in
Devanagari, Thai, Malay), notices in other locales (en_IN, hi_IN, th_TH, vi_VN, ms_MY, en_SG) and HL7 (MFN^M02 staff
master), X12 (277CA batch totals), CSV, JSON and XML exports of non-personal data. Carrying genres: physical-therapy
plans of care (US, Indian, a discharge), speech-language evaluations (a child, an adult with aphasia, a Singaporean
one), occupational-therapy home assessments (US, Thai), podiatry diabetic foot exams (US, Malaysian), chiropractic
intake forms (US, Hindi), student-health visit notes (a note, a portal message), campus immunisation waivers (US,
Vietnamese), international-student insurance enrolments (Indian, Singaporean, Thai, Malaysian, Vietnamese),
orthotics orders (US, Indian), visit-limit appeal letters (a member's, an estate's, a portal form), plus a FHIR
ServiceRequest with its subject, an HL7 REF^I12, a therapy-visits CSV and an X12 278 referral request.

Most identifier values come from this module's own printings (the `*_v49` slots; VINs from the forty-fifth set's
printer, imported): US SSNs in several printings, student ID numbers and Ohio Medicaid IDs; Indian Aadhaar numbers
(the Verhoeff check digit) and PANs (the holder-type letter and the surname's initial), Singapore NRIC and FIN
numbers (the weighted check letter), Malaysian MyKad numbers (the birth date and the place-of-birth code), Thai
national IDs (the mod 11 check digit) and Vietnamese citizen ID numbers (province, century and sex digit, birth
year); Indian (IFSC and account), Singaporean, Malaysian and Thai bank account printings and US routing-and-account
pairs; Mastercard and RuPay numbers with Luhn; dates in Indian English ("14th March 1987"), Hindi (Devanagari month
names and digits), Thai (Buddhist-era years, full and abbreviated month names, Thai digits), Vietnamese ("ngày 14
tháng 3 năm 1987"), Malay and Singapore English with their month names; Indian (PIN code), Singaporean (block and
unit), Malaysian (postcode before the town), Thai (moo, tambon, amphoe) and Vietnamese (ngõ, phường, quận) address
layouts and Ohio's; Indian, Singaporean, Malaysian, Thai, Vietnamese and Ohio phone numbers in their national
printings; number plates of the six countries; e-mails written against scrapers; public IPv4 and IPv6 addresses of
home and mobile connections.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Ohio university's student health service, its
counselling centre, gait lab and immunisation office, a rehabilitation practice, a podiatry and a chiropractic office,
an orthotics supplier and the student health plan on fictional 555-01xx lines, and partner clinics in India,
Singapore, Malaysia, Thailand and Vietnam) and the organisations' own printed identifiers (the plan's payer ID, RxBIN,
PCN and group, the practice's NPIs, its EIN); the people it names are the organisations' own staff, never a patient,
student or member, and the ages it gives are under 90 (age bands, cohorts).

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
    import make_phi_blind45 as blind45
    import make_phi_blind47 as blind47
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41
    from scripts import make_phi_blind45 as blind45
    from scripts import make_phi_blind47 as blind47

Draw = blind.Draw

SEED = 51511
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
# Faker has no Singapore or Malay people: those two locales draw names from this module's own lists (_NamePool).
FAKER_LOCALES = ("en_US", "en_IN", "hi_IN", "th_TH", "vi_VN")
OWN_NAME_LOCALES = ("en_SG", "ms_MY")

UNI_NAME = "Monday Creek University"
SHS_NAME = "Monday Creek University Student Health Service"
COUNSEL_NAME = "Monday Creek University Counseling and Wellness Center"
GAIT_NAME = "Monday Creek University Gait and Motion Analysis Laboratory"
REHAB_NAME = "Raccoon Creek Rehabilitation Associates"
PODIATRY_NAME = "Shade River Foot & Ankle"
CHIRO_NAME = "Federal Creek Chiropractic"
ORTHO_NAME = "Olentangy Bend Orthotics & Mobility"
PLAN_NAME = "Buckeye Ridge Student Health Plan"
IN_PARTNER = "Sahyadri Foothills Physiotherapy & Rehabilitation Centre"
SG_PARTNER = "Kallang Riverside Allied Health Clinic"
MY_PARTNER = "Pusat Fisioterapi Lembah Klang Timur"
TH_PARTNER = "คลินิกกายภาพบำบัดริมน้ำเจ้าพระยา"
VN_PARTNER = "Phòng khám Phục hồi chức năng Hồ Tây"
ORGANISATION_CONTACTS = [
    "(740) 555-0143",                                                  # 0 student health main line
    "(740) 555-0144",                                                  # 1 student health fax
    "Wyandot Commons, 41 Sycamore Quad Road, Nelsonville, OH 45764",   # 2 student health centre
    "studenthealth@mondaycreek.edu",                                   # 3
    "immunizations@mondaycreek.edu",                                   # 4
    "https://health.mondaycreek.edu",                                  # 5
    "(740) 555-0145",                                                  # 6 counselling centre
    "counseling@mondaycreek.edu",                                      # 7
    "(740) 555-0146",                                                  # 8 rehabilitation practice
    "310 Canal Street, Logan, OH 43138",                               # 9 rehabilitation practice address
    "frontdesk@raccooncreekrehab.com",                                 # 10
    "billing@raccooncreekrehab.com",                                   # 11
    "(740) 555-0147",                                                  # 12 podiatry office
    "feet@shaderiverfootankle.com",                                    # 13
    "(740) 555-0148",                                                  # 14 chiropractic office
    "office@federalcreekchiro.com",                                    # 15
    "(614) 555-0149",                                                  # 16 orthotics supplier
    "2785 Olentangy Bend Parkway, Columbus, OH 43202",                 # 17 orthotics supplier address
    "orders@olentangybendortho.com",                                   # 18
    "1-877-555-0150",                                                  # 19 student health plan member services
    "appeals@buckeyeridgeshp.com",                                     # 20
    "https://www.buckeyeridgeshp.com",                                 # 21
    "(740) 555-0151",                                                  # 22 gait lab
    "gaitlab@mondaycreek.edu",                                         # 23
    "(740) 555-0152",                                                  # 24 continuing-education office
    "ce@raccooncreekrehab.com",                                        # 25
    "infectionprevention@mondaycreek.edu",                             # 26
    "fluclinic@mondaycreek.edu",                                       # 27
    "intl-insurance@mondaycreek.edu",                                  # 28
    "edi@buckeyeridgeshp.com",                                         # 29
    "+91 20 2555 0149",                                                # 30 Indian partner (Pune)
    "care@sahyadriphysio.in",                                          # 31
    "+65 6555 0149",                                                   # 32 Singapore partner
    "enquiry@kallangalliedhealth.com.sg",                              # 33
    "+60 3-7955 0149",                                                 # 34 Malaysian partner
    "pertanyaan@fisiolembahklang.com.my",                              # 35
    "+66 2 555 0149",                                                  # 36 Thai partner
    "info@riverphysio.co.th",                                          # 37
    "+84 24 3555 0149",                                                # 38 Vietnamese partner
    "lienhe@phcnhotay.vn",                                             # 39
]
ORG_EIN = "31-4906217"
PLAN_PAYER_ID = "BRSHP"
PLAN_RXBIN = "610749"
PLAN_PCN = "BRSHP49"
PLAN_GROUP = "MCU2026S"
ORG_NPIS = (blind5._npi_of("149320671"), blind5._npi_of("182704953"), blind5._npi_of("170638214"))  # noqa: SLF001
STAFF = ("Dr. Cordelia Nakashima-Hale", "Priyamvada Okonkwo-Lindqvist, PT, DPT", "Lucinda Haverford-Mbeki, OTR/L",
         "Desmond Achterberg-Ruiz, CCC-SLP", "Dr. Ignatius Pemberton-Oyelaran, DPM", "Dr. Marisol Vandersloot, DC",
         "Fenella Quarshie-Bright, CPO", "Bartholomew Iwu-Sandoval, RN", "Dr. Ottoline Fairbairn-Achebe, PhD")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V49 = {
    "en": blind.MONTHS,
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    "th": ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"],
    "th_abbr": ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."],
    "ms": ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November", "Disember"],
}
_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
_THAI_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_verhoeff = blind47._verhoeff  # noqa: SLF001


class _NamePool:
    """Names of the two locales Faker lacks (Singapore, Malaysia), drawn from a seeded generator of their own."""

    _POOLS = {
        "en_SG": (["Wei Ling", "Jun Jie", "Hui Min", "Kai Xiang", "Siti Nurhaliza", "Muhammad Hafiz", "Priya", "Arjun", "Xin Yi", "Zhi Hao",
                   "Nur Aisyah", "Rajesh", "Mei Ling", "Darren", "Charmaine", "Jia Hui"],
                  ["Tan", "Lim", "Lee", "Ng", "Ong", "Goh", "Chua", "Koh", "Teo", "bin Abdullah", "binte Rahman", "Pillai", "Nair", "Wong",
                   "Chong", "Sim"]),
        "ms_MY": (["Ahmad Faizal", "Nurul Izzah", "Mohd Azlan", "Siti Aminah", "Farah Hanim", "Khairul Anuar", "Lim Wei", "Tan Mei",
                   "Kavitha", "Suresh", "Aiman", "Nor Azura", "Hafizah", "Zulkifli"],
                  ["bin Ismail", "binti Hassan", "bin Osman", "binti Yusof", "bin Razak", "Wong", "Chan", "a/l Subramaniam",
                   "a/p Muniandy", "bin Ahmad", "binti Salleh", "Lee"]),
    }

    def __init__(self, locale: str, seed: int):
        self.first, self.last = self._POOLS[locale]
        self.rng = random.Random(seed)

    def first_name(self) -> str:
        return self.rng.choice(self.first)

    def last_name(self) -> str:
        return self.rng.choice(self.last)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"en_IN": "IN", "hi_IN": "IN", "en_SG": "SG", "ms_MY": "MY", "th_TH": "TH", "vi_VN": "VN"}


def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0149, 0150)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0149", "0150")):
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


def _ordinal(day: int) -> str:
    return f"{day}{'th' if 11 <= day <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def _date_words(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the text's country and language print it: its order, its month names, its era and digits."""
    d, m, y = day.day, day.month, day.year
    loc = _loc(draw)
    if loc == "hi_IN":
        mon = MONTHS_V49["hi"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d} {mon}, {y}", f"{d} {mon} {y}".translate(_DEVANAGARI), f"{d:02d}/{m:02d}/{y}",
                          f"{d:02d}-{m:02d}-{y}".translate(_DEVANAGARI)])
    if country == "IN":
        mon = blind.MONTHS[m - 1]
        return draw.pick([f"{_ordinal(d)} {mon} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}",
                          f"{d} {mon[:3]} {y}", f"{d:02d}-{mon[:3]}-{y}", f"{_ordinal(d)} {mon[:3]}, {y}"])
    if country == "TH":
        be = y + 543
        full, abbr = MONTHS_V49["th"][m - 1], MONTHS_V49["th_abbr"][m - 1]
        if loc != "th_TH":
            return draw.pick([f"{d:02d}/{m:02d}/{be}", f"{d} {blind.MONTHS[m - 1][:3]} {y}"])
        return draw.pick([f"{d} {full} {be}", f"{d} {full} พ.ศ. {be}", f"{d} {abbr} {be % 100:02d}", f"{d} {abbr} {be}", f"{d:02d}/{m:02d}/{be}",
                          f"{d} {full} {be}".translate(_THAI_DIGITS)])
    if country == "VN":
        return draw.pick([f"ngày {d:02d} tháng {m:02d} năm {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}",
                          f"ngày {d} tháng {m} năm {y}"])
    if country == "MY":
        mon = MONTHS_V49["ms"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {mon[:3]} {y}"])
    if country == "SG":
        mon = blind.MONTHS[m - 1]
        return draw.pick([f"{d} {mon[:3]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {mon} {y}", f"{d:02d}-{mon[:3]}-{y}", f"{d:02d}{mon[:3].upper()}{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{month[:3].upper()} {d:02d} {y}", f"{m:02d}{d:02d}{y}"])


def dob_v49(draw: Draw) -> str:
    """An adult's date of birth in the order, month names and era of the text's country and language."""
    return _date_words(draw, _birth(draw, 1950, 2005), _country(draw))


def dob_student_v49(draw: Draw) -> str:
    """A student's date of birth (1996-2007)."""
    return _date_words(draw, _birth(draw, 1996, 2007), _country(draw))


def dob_child_v49(draw: Draw) -> str:
    """A child's date of birth (2015-2022), for a speech-language evaluation."""
    return _date_words(draw, _birth(draw, 2015, 2022), _country(draw))


def dob_elder_v49(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1927, 1935), _country(draw))


def dob_iso_v49(draw: Draw) -> str:
    return _birth(draw, 1950, 2005).isoformat()


def dob_compact_v49(draw: Draw) -> str:
    return _birth(draw, 1950, 2005).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v49(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def dod_iso_v49(draw: Draw) -> str:
    return _death_day(draw).isoformat()


def age_v49(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = REFERENCE_DAY.year - born.year - ((REFERENCE_DAY.month, REFERENCE_DAY.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 99)
        first = REFERENCE_DAY.replace(year=REFERENCE_DAY.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    loc = _loc(draw)
    if loc == "th_TH":
        return draw.pick([f"{age} ปี", f"อายุ {age} ปี", f"{age} ปี".translate(_THAI_DIGITS)])
    if loc == "ms_MY":
        return draw.pick([f"{age} tahun", f"umur {age} tahun"])
    if loc == "vi_VN":
        return draw.pick([f"{age} tuổi", f"{age}t"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + (f"-{words[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age} years", f"{age} y.o.", f"{age}-year-old", spelled, f"{age} yrs", f"{age}", f"aged {age}"])


# ---- United States (Ohio) ------------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    area = 268 if area == 666 else area
    return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v49(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx, never 00 or 0000) as forms, letters and portals print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}/{v[3:5]}/{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}"])


def ssn_plain_v49(draw: Draw) -> str:
    return _ssn_value(draw)


def student_id_v49(draw: Draw) -> str:
    """A Monday Creek University student ID (a P and nine digits on the card; the registrar prints it grouped)."""
    v = "7" + draw.digits(8)
    return draw.pick([f"P{v}", f"P{v}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}", f"P {v[:3]} {v[3:6]} {v[6:]}"])


def student_id_plain_v49(draw: Draw) -> str:
    return "P7" + draw.digits(8)


def medicaid_oh_v49(draw: Draw) -> str:
    """An Ohio Medicaid ID: twelve digits, printed whole or in fours as the card does."""
    v = "1" + draw.digits(11)
    return draw.pick([v, v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def medicaid_oh_plain_v49(draw: Draw) -> str:
    return "1" + draw.digits(11)


def plan_member_v49(draw: Draw) -> str:
    """A student health plan member ID: the plan's prefix, nine digits, a person suffix."""
    v = f"BRS{draw.digits(9, True)}"
    return draw.pick([v, f"{v}-00", f"{v}01", f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{v[:3]}-{v[3:]}"])


def plan_member_plain_v49(draw: Draw) -> str:
    return f"BRS{draw.digits(9, True)}00"


def mrn_v49(draw: Draw) -> str:
    """A chart number of the text's clinic."""
    country = _country(draw)
    if country == "IN":
        return draw.pick([f"SFP/{draw.rng.randint(2024, 2026)}/{draw.digits(5, True)}", f"{draw.digits(4, True)} {draw.digits(6)}", f"OPD-{draw.digits(6, True)}"])
    if country == "SG":
        return draw.pick([f"KR{draw.digits(7, True)}", f"{draw.digits(2, True)}-{draw.digits(6, True)}"])
    if country == "MY":
        return draw.pick([f"RN {draw.digits(7, True)}", f"PFL/{draw.digits(6, True)}"])
    if country == "TH":
        return draw.pick([f"HN {draw.digits(2, True)}-{draw.digits(6, True)}", f"HN{draw.digits(8, True)}"])
    if country == "VN":
        return draw.pick([f"BA-{draw.digits(8, True)}", f"{draw.rng.randint(24, 26)}.{draw.digits(6, True)}"])
    return draw.pick([f"RCR{draw.digits(7)}", f"{draw.digits(8, True)}", f"{draw.digits(7, True)}-{draw.digits(1)}", f"E{draw.digits(9, True)}", f"RCR-{draw.digits(6)}"])


def mrn_plain_v49(draw: Draw) -> str:
    return f"RCR{draw.digits(7)}"


def referral_v49(draw: Draw) -> str:
    """A referral or authorisation request number the plan gives the member's case."""
    return draw.pick([f"REF-{draw.rng.randint(2025, 2026)}-{draw.digits(6, True)}", f"A{draw.digits(9, True)}", f"UM{draw.digits(8, True)}"])


def order_v49(draw: Draw) -> str:
    """An orthotics order's patient work-order number."""
    return draw.pick([f"WO-{draw.digits(6, True)}", f"OBO{draw.digits(7, True)}", f"{draw.rng.randint(25, 26)}-{draw.digits(5, True)}"])


def account_us_v49(draw: Draw) -> str:
    """A US routing number and checking account as a refund or direct-deposit form prints them (one span)."""
    routing = draw.pick(["044000024", "042000314", "041215663", "044002161", "042202196"])
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"acct. no. {account}"])


_OH_TOWNS = [("Athens", "45701"), ("Nelsonville", "45764"), ("Logan", "43138"), ("Lancaster", "43130"), ("Columbus", "43201"),
             ("Columbus", "43215"), ("Marietta", "45750"), ("Zanesville", "43701"), ("Chillicothe", "45601"), ("Jackson", "45640"),
             ("McArthur", "45651"), ("The Plains", "45780"), ("Albany", "45710"), ("Glouster", "45732")]
_OH_STREETS = ["Court St", "Stewart St", "Mill St", "Columbus Rd", "Richland Ave", "E State St", "Union St", "Congress St", "Hocking St",
               "Maple Ave", "Washington Rd", "Poplar St", "Canal St", "W Hunter St", "Second St", "Mound St", "Elmwood Pl"]


def addr_oh_v49(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_OH_TOWNS)
    street = f"{rng.randint(3, 3900)} {draw.pick(_OH_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 40)}", f" #{rng.randint(1, 12)}", f", Unit {draw.letters(1, 'ABCDEF')}", f" Apt. {rng.randint(100, 412)}"])
    return draw.pick([f"{street}{unit}, {town}, OH {zip_code}", f"{street}{unit}\n{town}, OH {zip_code}", f"{street}{unit}, {town} OH {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} OH {zip_code}", f"{street}{unit}, {town}, Ohio {zip_code}"])


def phone_oh_v49(draw: Draw) -> str:
    area = draw.pick(["740", "740", "614", "937", "330", "419"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1 ({area}) {exchange}-{line}", f"({area}){exchange}-{line}", f"{area}{exchange}{line}"])


# ---- India --------------------------------------------------------------------------------------------------------
def aadhaar_v49(draw: Draw) -> str:
    """An Aadhaar number: twelve digits, the first 2-9, the last a Verhoeff check digit; printed in fours or masked-style."""
    body = str(draw.rng.randint(2, 9)) + draw.digits(10)
    v = body + _verhoeff(body)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def pan_v49(draw: Draw) -> str:
    """An Indian PAN: three letters, P (a person), the surname's initial, four digits, a letter."""
    last = (blind2.fold_ascii(draw.fill("last")) or "S").strip() or "S"
    initial = last[0].upper() if last[0].isalpha() else "K"
    v = f"{draw.letters(3)}P{initial}{draw.digits(4, True)}{draw.letters(1)}"
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.2 else v])


_IFSC_BANKS = ["SBIN", "HDFC", "ICIC", "UTIB", "PUNB", "KKBK", "CNRB", "BARB", "IDIB", "MAHB"]


def account_in_v49(draw: Draw) -> str:
    """An Indian bank account with its branch's IFSC (four letters, 0, six characters)."""
    bank = draw.pick(_IFSC_BANKS)
    ifsc = f"{bank}0{draw.digits(6)}" if draw.rng.random() < 0.8 else f"{bank}0{draw.letters(2)}{draw.digits(4)}"
    account = draw.digits({"SBIN": 11, "HDFC": 14, "ICIC": 12}.get(bank, draw.pick([12, 13, 15])), True)
    return draw.pick([f"A/c No. {account}, IFSC {ifsc}", f"{account} (IFSC: {ifsc})", f"Account {account} / IFSC {ifsc}", f"{ifsc} {account}"])


_IN_PLACES = [("Kothrud", "Pune", "411038", "Maharashtra"), ("Deccan Gymkhana", "Pune", "411004", "Maharashtra"), ("Bandra West", "Mumbai", "400050", "Maharashtra"),
              ("Koramangala", "Bengaluru", "560034", "Karnataka"), ("Mylapore", "Chennai", "600004", "Tamil Nadu"), ("Banjara Hills", "Hyderabad", "500034", "Telangana"),
              ("Malviya Nagar", "New Delhi", "110017", "Delhi"), ("Ballygunge", "Kolkata", "700019", "West Bengal"), ("Gomti Nagar", "Lucknow", "226010", "Uttar Pradesh"),
              ("Malviya Nagar", "Jaipur", "302017", "Rajasthan"), ("Aundh", "Pune", "411007", "Maharashtra")]
_IN_STREETS = ["Karve Road", "Paud Road", "FC Road", "Hill Road", "80 Feet Road", "Luz Church Road", "Road No. 12", "Gariahat Road", "Vibhuti Khand",
               "Shivaji Marg", "ITI Road"]
_IN_BUILDINGS = ["Sai Krupa Apartments", "Shree Ganesh Heights", "Lakshmi Residency", "Om Sai Co-op Housing Society", "Green Park Towers", "Anand Niwas"]


def addr_in_v49(draw: Draw) -> str:
    """An Indian address: flat and building, street, locality, city and PIN code, state."""
    locality, city, pin, state = draw.pick(_IN_PLACES)
    if _loc(draw) == "hi_IN":
        hi = draw.pick([("गोमती नगर", "लखनऊ", "226010", "उत्तर प्रदेश"), ("मालवीय नगर", "जयपुर", "302017", "राजस्थान"), ("कोथरूड", "पुणे", "411038", "महाराष्ट्र"),
                        ("लाजपत नगर", "नई दिल्ली", "110024", "दिल्ली"), ("अरेरा कॉलोनी", "भोपाल", "462016", "मध्य प्रदेश")])
        house = draw.pick([f"मकान नं. {draw.rng.randint(1, 480)}", f"फ्लैट {draw.rng.randint(101, 904)}", f"{draw.rng.randint(1, 99)}/{draw.rng.randint(1, 40)}"])
        return draw.pick([f"{house}, सेक्टर {draw.rng.randint(1, 25)}, {hi[0]}, {hi[1]}, {hi[3]} - {hi[2]}", f"{house}, {hi[0]}\n{hi[1]} {hi[2]} ({hi[3]})"])
    flat = draw.pick([f"Flat {draw.rng.randint(101, 1204)}, {draw.pick(_IN_BUILDINGS)}", f"{draw.rng.randint(1, 240)}/{draw.letters(1, 'ABCD')}",
                      f"House No. {draw.rng.randint(1, 999)}", f"B-{draw.rng.randint(1, 80)}, {draw.pick(_IN_BUILDINGS)}"])
    street = draw.pick(_IN_STREETS)
    return draw.pick([f"{flat}, {street}, {locality}, {city} - {pin}, {state}", f"{flat}, {street}\n{locality}, {city} {pin}",
                      f"{flat}, {locality}, {city}, {state} {pin}", f"{flat}, near {draw.pick(['Hanuman Mandir', 'SBI ATM', 'Bus Depot', 'Post Office'])}, {street}, {city}-{pin}"])


def phone_in_v49(draw: Draw) -> str:
    """An Indian mobile (ten digits from 6-9) or a landline with its STD code."""
    if draw.rng.random() < 0.75:
        v = draw.pick(["98", "97", "99", "94", "88", "70", "63", "81"]) + _sub(draw, 8)
        return draw.pick([f"+91 {v[:5]} {v[5:]}", f"0{v[:5]} {v[5:]}", v, f"+91-{v}", f"{v[:5]}-{v[5:]}", f"+91 {v[:3]} {v[3:6]} {v[6:]}", f"91{v}"])
    std, local = draw.pick([("20", 8), ("22", 8), ("80", 8), ("522", 7), ("141", 7)])
    rest = _sub(draw, local)
    return draw.pick([f"0{std}-{rest}", f"({std}) {rest[:4]} {rest[4:]}", f"+91 {std} {rest}"])


def rupay_v49(draw: Draw) -> str:
    """A RuPay debit card (60, 65, 81, 82, 508 ranges; sixteen digits) with Luhn."""
    prefix = draw.pick(["6070", "6081", "6521", "6522", "8100", "8200", "5085", "5089"])
    body = prefix + draw.digits(11)
    v = body + _luhn(body)
    return draw.pick([_fours(v), v, _fours(v, "-"), _fours(v)])


# ---- Singapore ----------------------------------------------------------------------------------------------------
def _nric_letter(prefix: str, digits: str) -> str:
    total = sum(int(c) * w for c, w in zip(digits, (2, 7, 6, 5, 4, 3, 2)))
    if prefix in "TG":
        total += 4
    return ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[total % 11]


def nric_v49(draw: Draw) -> str:
    """A Singapore NRIC (S before 2000, T after) or, for a foreign student, a FIN (F, G), with its check letter."""
    born = _birth(draw, 1996, 2007)
    if draw.cache.get("_foreign") or draw.rng.random() < 0.25:
        prefix = "G" if born.year >= 1990 else "F"
        digits = draw.digits(7)
    else:
        prefix = "T" if born.year >= 2000 else "S"
        digits = f"{born.year % 100:02d}{draw.digits(5)}" if prefix == "T" else draw.pick(["9", "8"]) + draw.digits(6)
    v = f"{prefix}{digits}{_nric_letter(prefix, digits)}"
    return draw.pick([v, v, v, f"{prefix} {digits} {v[-1]}"])


def fin_v49(draw: Draw) -> str:
    draw.cache["_foreign"] = "1"
    return nric_v49(draw)


def account_sg_v49(draw: Draw) -> str:
    """A Singapore account: POSB (3-5-1), DBS (3-1-6), OCBC (3-6-3) or UOB (3-3-3-1)."""
    bank = draw.pick(["POSB", "DBS", "OCBC", "UOB"])
    if bank == "POSB":
        v = f"{draw.digits(3, True)}-{draw.digits(5)}-{draw.digits(1)}"
    elif bank == "DBS":
        v = f"0{draw.digits(2)}-{draw.digits(1)}-{draw.digits(6)}"
    elif bank == "OCBC":
        v = f"5{draw.digits(2)}-{draw.digits(6)}-{draw.digits(3)}"
    else:
        v = f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(1)}"
    return draw.pick([f"{bank} {v}", f"{bank} Savings {v}", f"{bank} a/c {v.replace('-', '')}"])


_SG_ROADS = [("Ang Mo Kio Avenue 3", "56"), ("Tampines Street 21", "52"), ("Jurong West Street 52", "64"), ("Bedok North Road", "46"),
             ("Toa Payoh Lorong 1", "31"), ("Yishun Ring Road", "76"), ("Clementi Avenue 2", "12"), ("Punggol Field", "82"), ("Sengkang East Way", "54")]


def addr_sg_v49(draw: Draw) -> str:
    """A Singapore HDB address (block, street, #floor-unit, six-digit postcode) or a landed one."""
    road, district = draw.pick(_SG_ROADS)
    block = draw.rng.randint(101, 799)
    unit = f"#{draw.rng.randint(2, 25):02d}-{draw.rng.randint(1, 1890)}"
    postcode = f"{district}{block:04d}"
    return draw.pick([f"Blk {block} {road}, {unit}, Singapore {postcode}", f"Block {block} {road}\n{unit}\nSingapore {postcode}",
                      f"{block} {road} {unit} S({postcode})", f"BLK {block} {road.upper()} {unit} SINGAPORE {postcode}"])


def phone_sg_v49(draw: Draw) -> str:
    """A Singapore mobile (8 or 9 and seven digits) or a home line (6)."""
    v = draw.pick(["8", "9", "9", "6"]) + _sub(draw, 7)
    return draw.pick([f"+65 {v[:4]} {v[4:]}", f"{v[:4]} {v[4:]}", f"+65{v}", f"(+65) {v[:4]}-{v[4:]}", v, f"65-{v}"])


# ---- Malaysia -----------------------------------------------------------------------------------------------------
_MY_BIRTHPLACES = ["14", "10", "07", "08", "01", "11", "12", "13", "02", "05"]


def mykad_v49(draw: Draw) -> str:
    """A MyKad number: the birth date YYMMDD, the place-of-birth code, three digits and a last digit odd for men."""
    born = _birth(draw, 1960, 2007)
    last = draw.pick(["1", "3", "5", "7", "9"]) if _sex(draw) == "M" else draw.pick(["0", "2", "4", "6", "8"])
    v = f"{born.strftime('%y%m%d')}{draw.pick(_MY_BIRTHPLACES)}{draw.digits(3)}{last}"
    return draw.pick([f"{v[:6]}-{v[6:8]}-{v[8:]}", f"{v[:6]}-{v[6:8]}-{v[8:]}", v, f"{v[:6]} {v[6:8]} {v[8:]}"])


def account_my_v49(draw: Draw) -> str:
    """A Malaysian account: Maybank (twelve digits), CIMB (fourteen), Public Bank (ten)."""
    bank, v = draw.pick([("Maybank", "1" + draw.digits(11)), ("CIMB Bank", "8" + draw.digits(9)), ("Public Bank", "3" + draw.digits(9)),
                         ("RHB Bank", "2" + draw.digits(13))])
    return draw.pick([f"{bank} {v}", f"{bank}, no. akaun {v}", f"{bank} {v[:6]}-{v[6:]}"])


_MY_PLACES = [("47300", "Petaling Jaya", "Selangor"), ("50400", "Kuala Lumpur", "Wilayah Persekutuan"), ("56000", "Cheras", "Kuala Lumpur"),
              ("40150", "Shah Alam", "Selangor"), ("10450", "George Town", "Pulau Pinang"), ("80100", "Johor Bahru", "Johor"),
              ("31400", "Ipoh", "Perak"), ("43000", "Kajang", "Selangor")]
_MY_STREETS = ["Jalan SS 2/24", "Jalan Tun Razak", "Jalan Cheras", "Jalan Kenari 5", "Lorong Burmah", "Jalan Bukit Bintang", "Jalan Seksyen 7/3",
               "Persiaran Raja Muda Musa", "Jalan Sultan Azlan Shah"]


def addr_my_v49(draw: Draw) -> str:
    """A Malaysian address: house or unit, street, taman, postcode before the town, state."""
    code, town, state = draw.pick(_MY_PLACES)
    house = draw.pick([f"No. {draw.rng.randint(1, 120)}", f"No {draw.rng.randint(1, 60)}-{draw.rng.randint(1, 12)}", f"Lot {draw.rng.randint(1, 900)}",
                       f"A-{draw.rng.randint(1, 30)}-{draw.rng.randint(1, 12)}"])
    taman = draw.pick(["", "", ", Taman Sri Muda", ", Taman Connaught", ", Taman Melawati", ", Bandar Baru Bangi"])
    return draw.pick([f"{house}, {draw.pick(_MY_STREETS)}{taman}, {code} {town}, {state}", f"{house}, {draw.pick(_MY_STREETS)}{taman}\n{code} {town}\n{state}",
                      f"{house} {draw.pick(_MY_STREETS)}{taman} {code} {town.upper()}"])


def phone_my_v49(draw: Draw) -> str:
    """A Malaysian mobile (01x) or a landline (03 Klang Valley, 04 Penang, 05 Perak, 07 Johor)."""
    if draw.rng.random() < 0.7:
        prefix = draw.pick(["12", "13", "16", "17", "19", "11"])
        rest = _sub(draw, 8 if prefix == "11" else 7)
        cut = len(rest) - 4
        return draw.pick([f"0{prefix}-{rest[:cut]} {rest[cut:]}", f"+60 {prefix}-{rest[:cut]} {rest[cut:]}", f"0{prefix}{rest}", f"+60{prefix}{rest}",
                          f"0{prefix} {rest[:cut]} {rest[cut:]}"])
    area = draw.pick(["3", "4", "5", "7"])
    rest = _sub(draw, 8 if area == "3" else 7)
    return draw.pick([f"0{area}-{rest[:4]} {rest[4:]}", f"+60 {area}-{rest[:4]} {rest[4:]}", f"0{area}{rest}"])


# ---- Thailand -----------------------------------------------------------------------------------------------------
def thai_id_v49(draw: Draw) -> str:
    """A Thai national ID: thirteen digits (1-8 first), the mod 11 check digit; printed 1-4-5-2-1."""
    body = str(draw.rng.randint(1, 8)) + draw.digits(11)
    check = (11 - sum(int(c) * (13 - i) for i, c in enumerate(body)) % 11) % 10
    v = body + str(check)
    return draw.pick([f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}", f"{v[0]} {v[1:5]} {v[5:10]} {v[10:12]} {v[12]}", v,
                      f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}"])


def account_th_v49(draw: Draw) -> str:
    """A Thai account: ten digits printed 3-1-5-1 with its bank's name."""
    v = draw.digits(10, True)
    bank = draw.pick(["ธนาคารกสิกรไทย", "ธนาคารไทยพาณิชย์", "ธนาคารกรุงเทพ", "ธนาคารกรุงไทย"] if _loc(draw) == "th_TH"
                     else ["Kasikornbank", "SCB", "Bangkok Bank", "Krungthai"])
    return draw.pick([f"{bank} {v[:3]}-{v[3]}-{v[4:9]}-{v[9]}", f"{bank} {v}", f"{v[:3]}-{v[3]}-{v[4:9]}-{v[9]} ({bank})"])


def addr_th_v49(draw: Draw) -> str:
    """A Thai address: house number/sub-number, moo, road, tambon or khwaeng, amphoe or khet, province, postcode."""
    house = f"{draw.rng.randint(1, 299)}/{draw.rng.randint(1, 120)}"
    if _loc(draw) == "th_TH":
        return draw.pick([
            f"{house} หมู่ {draw.rng.randint(1, 12)} ถ.พหลโยธิน ต.คลองหนึ่ง อ.คลองหลวง จ.ปทุมธานี 12120",
            f"{house} ซอยสุขุมวิท {draw.rng.randint(11, 101)} แขวงพระโขนงเหนือ เขตวัฒนา กรุงเทพฯ 10110",
            f"{house} ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200",
            f"{house} หมู่บ้านพฤกษา {draw.rng.randint(1, 40)} ต.บางรักพัฒนา อ.บางบัวทอง จ.นนทบุรี 11110",
            f"{house} ถ.มิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000"])
    return draw.pick([f"{house} Moo {draw.rng.randint(1, 12)}, Phahonyothin Rd, Khlong Nueng, Khlong Luang, Pathum Thani 12120",
                      f"{house} Soi Sukhumvit {draw.rng.randint(11, 101)}, Phra Khanong Nuea, Watthana, Bangkok 10110",
                      f"{house} Nimmanhaemin Rd, Suthep, Mueang Chiang Mai, Chiang Mai 50200"])


def phone_th_v49(draw: Draw) -> str:
    """A Thai mobile (06, 08, 09 and eight digits) or a Bangkok line (02)."""
    if draw.rng.random() < 0.75:
        v = draw.pick(["8", "9", "6"]) + _sub(draw, 8)
        return draw.pick([f"0{v[:2]}-{v[2:5]}-{v[5:]}", f"+66 {v[:2]} {v[2:5]} {v[5:]}", f"0{v}", f"+66{v}", f"0{v[:2]} {v[2:5]} {v[5:]}"])
    rest = _sub(draw, 7)
    return draw.pick([f"02-{rest[:3]}-{rest[3:]}", f"+66 2 {rest[:3]} {rest[3:]}", f"02 {rest}"])


# ---- Vietnam ------------------------------------------------------------------------------------------------------
_VN_PROVINCES = ["001", "079", "031", "048", "092", "036", "038", "040", "046", "075"]


def cccd_v49(draw: Draw) -> str:
    """A Vietnamese citizen ID (CCCD): province of birth, century-and-sex digit, the birth year's last two digits, six digits."""
    born = _birth(draw, 1960, 2007)
    century = 0 if born.year < 2000 else 2
    v = f"{draw.pick(_VN_PROVINCES)}{century + (1 if _sex(draw) == 'F' else 0)}{born.year % 100:02d}{draw.digits(6)}"
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{v[:4]} {v[4:8]} {v[8:]}"])


def addr_vn_v49(draw: Draw) -> str:
    """A Vietnamese address: số nhà, ngõ/hẻm, phố/đường, phường, quận, city."""
    return draw.pick([
        f"Số {draw.rng.randint(1, 120)} ngõ {draw.rng.randint(2, 300)} phố {draw.pick(['Kim Mã', 'Trường Chinh', 'Thái Hà', 'Xuân Thủy', 'Lạc Long Quân'])}, "
        f"phường {draw.pick(['Kim Mã', 'Phương Mai', 'Trung Liệt', 'Dịch Vọng Hậu', 'Bưởi'])}, quận {draw.pick(['Ba Đình', 'Đống Đa', 'Cầu Giấy', 'Tây Hồ'])}, Hà Nội",
        f"{draw.rng.randint(1, 400)}/{draw.rng.randint(1, 60)} đường {draw.pick(['Nguyễn Thị Minh Khai', 'Cách Mạng Tháng Tám', 'Lê Văn Sỹ', 'Điện Biên Phủ'])}, "
        f"phường {draw.rng.randint(1, 15)}, quận {draw.pick(['3', '10', 'Bình Thạnh', 'Phú Nhuận'])}, TP. Hồ Chí Minh",
        f"Số {draw.rng.randint(1, 90)}, tổ {draw.rng.randint(1, 30)}, phường {draw.pick(['Hòa Cường Bắc', 'Thạc Gián', 'An Hải Bắc'])}, "
        f"quận {draw.pick(['Hải Châu', 'Thanh Khê', 'Sơn Trà'])}, Đà Nẵng"])


def phone_vn_v49(draw: Draw) -> str:
    """A Vietnamese mobile (09x, 03x, 08x, ten digits) or a Hanoi/HCMC landline."""
    if draw.rng.random() < 0.75:
        v = draw.pick(["91", "98", "93", "35", "86", "97", "90"]) + _sub(draw, 7)
        return draw.pick([f"0{v[:3]} {v[3:6]} {v[6:]}", f"+84 {v[:3]} {v[3:6]} {v[6:]}", f"0{v}", f"0{v[:2]}.{v[2:5]}.{v[5:]}", f"+84{v}"])
    area, rest = draw.pick(["24", "28"]), "3" + _sub(draw, 7)
    return draw.pick([f"(0{area}) {rest[:4]} {rest[4:]}", f"0{area} {rest}", f"+84 {area} {rest[:4]} {rest[4:]}"])


# ---- by country, cards, e-mail, IP, URLs, plates -------------------------------------------------------------------
def addr_v49(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"IN": addr_in_v49, "SG": addr_sg_v49, "MY": addr_my_v49, "TH": addr_th_v49, "VN": addr_vn_v49}.get(_country(draw), addr_oh_v49)(draw)


def phone_v49(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"IN": phone_in_v49, "SG": phone_sg_v49, "MY": phone_my_v49, "TH": phone_th_v49, "VN": phone_vn_v49}.get(_country(draw), phone_oh_v49)(draw)


def addr_hl7_v49(draw: Draw) -> str:
    town, zip_code = draw.pick(_OH_TOWNS)
    return f"{draw.rng.randint(3, 3900)} {draw.pick(_OH_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 40))])}^{town.upper()}^OH^{zip_code}^USA^H"


def addr_fhir_v49(draw: Draw) -> str:
    """An Ohio address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_OH_TOWNS)
    return f"{draw.rng.randint(3, 3900)} {draw.pick(_OH_STREETS)}\"], \"city\": \"{town}\", \"state\": \"OH\", \"postalCode\": \"{zip_code}"


def addr_x12_v49(draw: Draw) -> str:
    """An Ohio address as an X12 N3 and N4 segment pair (one span)."""
    town, zip_code = draw.pick(_OH_TOWNS)
    return f"{draw.rng.randint(3, 3900)} {draw.pick(_OH_STREETS).upper()}~\nN4*{town.upper()}*OH*{zip_code}{draw.digits(4)}"


def addr_csv_v49(draw: Draw) -> tuple[str, str, str]:
    town, zip_code = draw.pick(_OH_TOWNS)
    return "\"", f"{draw.rng.randint(3, 3900)} {draw.pick(_OH_STREETS)}, {town}, OH {zip_code}", "\""


def phone_e164_v49(draw: Draw) -> str:
    return f"+1740{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v49(draw: Draw) -> str:
    return f"(740){_us_exchange(draw)}-{draw.digits(4)}"


def _fours(number: str, sep: str = " ") -> str:
    return sep.join(number[i:i + 4] for i in range(0, len(number), 4))


def mastercard_v49(draw: Draw) -> str:
    """A Mastercard number (51-55 or 2221-2720; sixteen digits) with Luhn."""
    prefix = draw.pick(["51", "52", "53", "54", "55", str(draw.rng.randint(2221, 2720))])
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_fours(v), _fours(v), v, _fours(v, "-")])


def card_v49(draw: Draw) -> str:
    return rupay_v49(draw) if _country(draw) == "IN" and draw.rng.random() < 0.7 else mastercard_v49(draw)


_EMAIL_DOMAINS = {"IN": ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com"],
                  "SG": ["gmail.com", "singnet.com.sg", "hotmail.com", "yahoo.com.sg"],
                  "MY": ["gmail.com", "yahoo.com.my", "hotmail.my", "streamyx.com"],
                  "TH": ["gmail.com", "hotmail.co.th", "yahoo.co.th", "outlook.co.th"],
                  "VN": ["gmail.com", "yahoo.com.vn", "outlook.com.vn", "fpt.vn"],
                  "US": ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "frontier.com", "att.net", "ohio.edu.alumni.net"]}
_ROMAN = {"IN": ["priya", "rahul", "ankit", "sneha", "vikram", "pooja", "aditya", "kavya"], "TH": ["somchai", "nattaya", "kittipong", "pimchanok", "anan"],
          "VN": ["nguyenvan", "tranthi", "lehoang", "phamminh", "hoangthu"], "SG": ["weiling", "junjie", "huimin"], "MY": ["faizal", "nurul", "azlan"],
          "US": ["jordan", "casey", "taylor"]}
_AT_WORDS = {"IN": ("at", "dot"), "VN": ("a còng", "chấm"), "TH": ("at", "dot"), "MY": ("di", "titik")}


def _local(draw: Draw, first: str, last: str) -> str:
    country = _country(draw)
    first = (blind2.fold_ascii(first) or "").replace(" ", "").replace("/", "").lower()
    last = (blind2.fold_ascii(last) or "").replace(" ", "").replace("/", "").lower()
    if not first.isalpha() or not last.isalpha():
        first, last = draw.pick(_ROMAN[country]), draw.pick(["k", "s", "sharma", "p", "t", "n", "r"])
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}", f"{first}{draw.rng.randint(1970, 2007)}"])


def _email(draw: Draw, first: str, last: str, obfuscate: bool) -> str:
    country = _country(draw)
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.12:
        at, dot = _AT_WORDS.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.2:
        return f"{local} [at] {domain}"
    if style < 0.26:
        return f"{local}(at){domain.replace('.', '(dot)')}"
    return f"{local}@{domain}"


def email_v49(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    return _email(draw, draw.fill("first"), draw.fill("last"), True)


def email_plain_v49(draw: Draw) -> str:
    return _email(draw, draw.fill("first"), draw.fill("last"), False)


def email_family_v49(draw: Draw) -> str:
    """The e-mail of the text's second person (a parent, a daughter, an executor)."""
    return _email(draw, draw.fill("first2"), draw.fill("last2"), True)


_IP_FIRST = {"US": [24, 65, 71, 74, 99, 107], "IN": [49, 59, 106, 117, 122, 182], "SG": [116, 118, 175, 203], "MY": [60, 115, 175, 210],
             "TH": [49, 58, 110, 124, 171], "VN": [14, 27, 113, 116, 171]}
_IP6 = {"US": "2600:1702", "IN": "2401:4900", "SG": "2406:3003", "MY": "2001:e68", "TH": "2405:9800", "VN": "2402:800"}


def ip_v49(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    return f"{draw.pick(_IP_FIRST[country])}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first = (blind2.fold_ascii(draw.fill("first" + suffix)) or "").replace(" ", "").lower()
    last = (blind2.fold_ascii(draw.fill("last" + suffix)) or "").replace(" ", "").replace("/", "").lower()
    if not first.isalpha() or not last.isalpha():
        first, last = draw.pick(_ROMAN[_country(draw)]), draw.pick(["k", "sharma", "tran", "lee"])
    return f"{first}{sep}{last}"


def profile_url_v49(draw: Draw) -> str:
    """The person's own page: a LinkedIn profile, a portfolio, a video channel."""
    return draw.pick([f"https://www.linkedin.com/in/{_slug(draw)}-{draw.letters(2).lower()}{draw.digits(4)}", f"linkedin.com/in/{_slug(draw, '')}",
                      f"https://{_slug(draw, '')}.github.io", f"https://www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}",
                      f"https://www.instagram.com/{_slug(draw, '_')}/"])


def video_url_v49(draw: Draw) -> str:
    """A family's video of the child (shared as an unlisted link or a personal channel)."""
    return draw.pick([f"https://youtu.be/{draw.letters(4)}{draw.digits(2)}{draw.letters(3).lower()}{draw.digits(2)}",
                      f"https://www.youtube.com/@{_slug(draw, '', '2')}family", f"https://vimeo.com/{draw.digits(9, True)}",
                      f"https://drive.google.com/file/d/1{draw.letters(6)}{draw.digits(5)}{draw.letters(8).lower()}/view"])


def fundraiser_url_v49(draw: Draw) -> str:
    return draw.pick([f"https://www.gofundme.com/f/help-{_slug(draw)}-walk-again", f"gofundme.com/f/{_slug(draw)}-rehab-fund",
                      f"https://www.caringbridge.org/visit/{_slug(draw, '')}", f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}"])


def plate_v49(draw: Draw) -> str:
    """A number plate of the text's country (Ohio, India, Singapore, Malaysia, Thailand, Vietnam)."""
    country = _country(draw)
    if country == "IN":
        return draw.pick([f"MH 12 {draw.letters(2)} {draw.digits(4, True)}", f"MH12{draw.letters(2)}{draw.digits(4, True)}", f"KA-05-{draw.letters(2)}-{draw.digits(4, True)}",
                          f"DL 3C {draw.letters(2)} {draw.digits(4, True)}"])
    if country == "SG":
        return draw.pick([f"S{draw.letters(2, 'BCDEFGHJKLMNPRSTUXYZ')} {draw.rng.randint(1, 9999)} {draw.letters(1, 'ABCDEGHJKLMPRSTUXYZ')}",
                          f"S{draw.letters(2, 'BCDEFGHJKLMNPRSTUXYZ')}{draw.rng.randint(1, 9999)}{draw.letters(1, 'ABCDEGHJKLMPRSTUXYZ')}"])
    if country == "MY":
        return draw.pick([f"W{draw.letters(2)} {draw.rng.randint(1, 9999)}", f"B{draw.letters(2)}{draw.rng.randint(1, 9999)}", f"V{draw.letters(2)} {draw.rng.randint(1, 9999)}"])
    if country == "TH":
        return draw.pick([f"{draw.rng.randint(1, 9)}กข {draw.digits(4, True)} กรุงเทพมหานคร", f"ขก {draw.digits(4, True)} เชียงใหม่", f"{draw.rng.randint(1, 9)}กฒ {draw.digits(4, True)}"])
    if country == "VN":
        return draw.pick([f"{draw.pick(['29', '30', '51', '43'])}{draw.letters(1)}-{draw.digits(3)}.{draw.digits(2)}", f"{draw.pick(['29', '59'])}{draw.letters(1)}{draw.digits(1)}-{draw.digits(3)}.{draw.digits(2)}"])
    return draw.pick([f"{draw.letters(3)} {draw.digits(4)}", f"{draw.letters(3)}{draw.digits(4)}", f"{draw.letters(3)}-{draw.digits(4)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "vin_v45": blind45.vin_v45,
    "dob_v49": dob_v49, "dob_student_v49": dob_student_v49, "dob_child_v49": dob_child_v49, "dob_elder_v49": dob_elder_v49, "dob_iso_v49": dob_iso_v49,
    "dob_compact_v49": dob_compact_v49, "dod_v49": dod_v49, "dod_iso_v49": dod_iso_v49, "age_v49": age_v49,
    "ssn_v49": ssn_v49, "ssn_plain_v49": ssn_plain_v49, "student_id_v49": student_id_v49, "student_id_plain_v49": student_id_plain_v49,
    "medicaid_oh_v49": medicaid_oh_v49, "medicaid_oh_plain_v49": medicaid_oh_plain_v49, "plan_member_v49": plan_member_v49,
    "plan_member_plain_v49": plan_member_plain_v49, "mrn_v49": mrn_v49, "mrn_plain_v49": mrn_plain_v49, "referral_v49": referral_v49, "order_v49": order_v49,
    "account_us_v49": account_us_v49, "aadhaar_v49": aadhaar_v49, "pan_v49": pan_v49, "account_in_v49": account_in_v49, "rupay_v49": rupay_v49,
    "nric_v49": nric_v49, "fin_v49": fin_v49, "account_sg_v49": account_sg_v49, "mykad_v49": mykad_v49, "account_my_v49": account_my_v49,
    "thai_id_v49": thai_id_v49, "account_th_v49": account_th_v49, "cccd_v49": cccd_v49, "mastercard_v49": mastercard_v49, "card_v49": card_v49,
    "addr_v49": addr_v49, "addr_hl7_v49": addr_hl7_v49, "addr_fhir_v49": addr_fhir_v49, "addr_x12_v49": addr_x12_v49, "addr_csv_v49": addr_csv_v49,
    "phone_v49": phone_v49, "phone_oh_v49": phone_oh_v49, "phone_e164_v49": phone_e164_v49, "phone_hl7_v49": phone_hl7_v49,
    "email_v49": email_v49, "email_plain_v49": email_plain_v49, "email_family_v49": email_family_v49, "ip_v49": ip_v49,
    "profile_url_v49": profile_url_v49, "video_url_v49": video_url_v49, "fundraiser_url_v49": fundraiser_url_v49, "plate_v49": plate_v49,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_THERAPY_SERVICES = [("97161", "PT evaluation, low complexity", 140, 175), ("97162", "PT evaluation, moderate complexity", 160, 195),
                     ("97163", "PT evaluation, high complexity", 180, 220), ("97164", "PT re-evaluation", 95, 120), ("97110", "Therapeutic exercise, 15 min", 38, 52),
                     ("97112", "Neuromuscular re-education, 15 min", 40, 55), ("97140", "Manual therapy, 15 min", 36, 50), ("97530", "Therapeutic activities, 15 min", 40, 56),
                     ("97116", "Gait training, 15 min", 34, 48), ("97035", "Ultrasound, 15 min", 18, 26), ("97014", "Electrical stimulation, unattended", 16, 24),
                     ("97750", "Physical performance test, 15 min", 42, 58), ("G0283", "E-stim, unattended (Medicare)", 15, 22)]
_OT_SERVICES = [("97165", "OT evaluation, low complexity", 135, 170), ("97166", "OT evaluation, moderate complexity", 155, 190), ("97167", "OT evaluation, high complexity", 175, 215),
                ("97168", "OT re-evaluation", 90, 115), ("97535", "Self-care/home management training, 15 min", 38, 52), ("97760", "Orthotic management and training, 15 min", 44, 60),
                ("97763", "Orthotic/prosthetic check-out, 15 min", 40, 54), ("97542", "Wheelchair assessment, 15 min", 36, 48), ("L3808", "Custom wrist-hand orthosis (fabricated)", 280, 420)]
_SLP_SERVICES = [("92521", "Evaluation of speech fluency", 170, 210), ("92522", "Evaluation of speech sound production", 150, 185),
                 ("92523", "Speech sound production with language comprehension", 260, 320), ("92524", "Behavioral and qualitative analysis of voice", 160, 200),
                 ("92507", "Speech/language treatment, individual", 95, 130), ("92508", "Speech/language treatment, group", 40, 60),
                 ("92526", "Treatment of swallowing dysfunction", 105, 140), ("92610", "Clinical swallow evaluation", 150, 190), ("92609", "AAC device service", 120, 160)]
_PODIATRY_SERVICES = [("11055", "Paring of corn or callus, single lesion", 45, 65), ("11720", "Nail debridement, 1-5 nails", 40, 58), ("11721", "Nail debridement, 6 or more", 55, 75),
                      ("11730", "Nail avulsion, partial or complete", 140, 190), ("97597", "Wound debridement, first 20 sq cm", 160, 220),
                      ("G0245", "Initial LOPS diabetic foot exam", 95, 130), ("G0247", "Routine foot care with LOPS", 55, 80), ("A5500", "Diabetic shoe, off-the-shelf, per shoe", 70, 110),
                      ("A5513", "Custom-molded diabetic insert, each", 60, 95), ("29580", "Unna boot application", 75, 105)]
_CHIRO_SERVICES = [("98940", "Chiropractic manipulative treatment, 1-2 regions", 42, 58), ("98941", "CMT, 3-4 regions", 52, 68), ("98942", "CMT, 5 regions", 62, 80),
                   ("98943", "Extraspinal manipulation", 35, 48), ("99203", "New patient exam, low complexity", 95, 130), ("72040", "X-ray cervical spine, 2-3 views", 65, 90),
                   ("97012", "Mechanical traction", 22, 32), ("97124", "Massage, 15 min", 30, 42)]


def _rate_row(services: list[tuple[str, str, int, int]]) -> Callable[[Draw], str]:
    def make(d: Draw) -> str:
        code, name, low, high = d.pick(services)
        fee = d.rng.randint(low, high)
        return f"{code} | {name} | ${fee}.00 | ${fee * d.rng.randint(55, 80) // 100}.00 self-pay"
    return make


def _slp_csv_row(d: Draw) -> str:
    code, name, low, high = d.pick(_SLP_SERVICES)
    fee = d.rng.randint(low, high)
    return f"{code},\"{name}\",{fee}.00,{fee * 6 // 10}.00,{d.pick(['per session', 'per evaluation', 'per visit'])}"


_INR_SERVICES = [("Physiotherapy consultation", 500, 900), ("Physiotherapy session (45 min)", 600, 1200), ("Spinal manipulation session", 800, 1500),
                 ("IFT / TENS add-on", 200, 350), ("Dry needling", 700, 1200), ("Home visit (within 5 km)", 1000, 1800), ("Posture assessment", 900, 1500),
                 ("Package: 10 sessions", 5500, 9500), ("Kinesio taping", 300, 600)]


def _inr_row(d: Draw) -> str:
    name, low, high = d.pick(_INR_SERVICES)
    fee = d.rng.randint(low // 50, high // 50) * 50
    return f"{name} | ₹{fee:,} | {d.pick(['GST exempt (healthcare)', 'incl. of all taxes', 'senior citizens 10% off'])}"


_MY_SERVICES = [("Konsultasi fisioterapi", 80, 150), ("Sesi fisioterapi (45 minit)", 90, 160), ("Terapi manual", 70, 120), ("Rawatan ultrabunyi", 40, 70),
                ("Latihan gaya berjalan", 60, 100), ("Lawatan ke rumah", 180, 300), ("Terapi pertuturan kanak-kanak", 120, 200), ("Pakej 6 sesi", 450, 800)]


def _myr_row(d: Draw) -> str:
    name, low, high = d.pick(_MY_SERVICES)
    return f"{name} | RM{d.rng.randint(low, high)}.00 | {d.pick(['termasuk SST', 'bayaran tunai atau kad', 'warga emas diskaun 10%'])}"


_SHC_SERVICES = [("Primary care / walk-in", "8:00-17:00", "8:00-19:00"), ("Allergy injections", "9:00-11:30, 13:00-16:00", "closed"),
                 ("Laboratory draws", "8:00-16:30", "8:00-12:00"), ("Pharmacy", "9:00-17:30", "10:00-14:00"), ("Travel medicine", "by appointment", "by appointment"),
                 ("Sexual health clinic", "13:00-16:30 Tue/Thu", "closed"), ("Physical therapy (sports)", "7:30-18:00", "closed"), ("Immunizations", "9:00-16:00", "9:00-12:00"),
                 ("X-ray", "8:00-16:00", "closed")]


def _shc_row(d: Draw) -> str:
    name, week, sat = d.pick(_SHC_SERVICES)
    return f"{name} | {week} | {sat} | {d.pick(['walk-in', 'appointment', 'walk-in or appointment'])}"


_SG_SHC = [("GP consultation", "8.30am-5.30pm", "9am-12.30pm"), ("Physiotherapy", "8.30am-6pm", "closed"), ("Vaccinations", "9am-4pm", "9am-12pm"),
           ("Dental (by appointment)", "9am-5pm", "closed"), ("Counselling", "9am-6pm", "closed"), ("Pre-employment medicals", "2pm-4.30pm", "closed")]


def _sg_shc_row(d: Draw) -> str:
    name, week, sat = d.pick(_SG_SHC)
    return f"{name} | Mon-Fri {week} | Sat {sat} | S${d.rng.randint(8, 45)}.{d.pick(['00', '50'])} {d.pick(['(student rate)', '(before GST)', '(incl. GST)'])}"


_CAMPUS_SITES = ["Baker Hall ballroom", "Rec Center lobby", "Library atrium", "Alden Commons", "Engineering quad tent", "Student Union, room 210",
                 "Athletic complex concourse", "Residence hall South Green"]


def _flu_day(d: Draw) -> dt.date:
    return dt.date.fromordinal(d.rng.randint(dt.date(2025, 9, 22).toordinal(), dt.date(2025, 11, 21).toordinal()))


def _flu_row(d: Draw) -> str:
    day = _flu_day(d)
    return (f"{day.strftime('%a')} {blind.MONTHS[day.month - 1][:3]} {day.day} | {d.pick(_CAMPUS_SITES)} | {d.rng.randint(9, 12)}:00-{d.rng.randint(14, 17)}:00 | "
            f"{d.pick(['flu only', 'flu + COVID-19', 'flu, COVID-19, Tdap'])} | {d.rng.randint(150, 600)} doses")


def _flu_csv_row(d: Draw) -> str:
    day = _flu_day(d)
    given = d.rng.randint(40, 520)
    return f"{day.isoformat()},{d.pick(_CAMPUS_SITES).lower().replace(' ', '_').replace(',', '')},{given},{d.rng.randint(0, given // 3)},{d.pick(['FL-', 'FLZ', 'AFL'])}{d.digits(5)}"


_TH_SITES = ["อาคารกิจกรรมนักศึกษา", "หอประชุมใหญ่", "โรงอาหารกลาง", "ศูนย์กีฬา", "คณะแพทยศาสตร์ ชั้น 1"]


def _flu_th_row(d: Draw) -> str:
    day = _flu_day(d)
    return f"{day.day} {MONTHS_V49['th'][day.month - 1]} {day.year + 543} | {d.pick(_TH_SITES)} | {d.rng.randint(8, 10)}.00-{d.rng.randint(14, 16)}.00 น. | {d.rng.randint(100, 400)} โดส"


_CONCERNS = ["Anxiety", "Depression", "Academic stress", "Relationship concerns", "Grief and loss", "Sleep", "Substance use", "Adjustment (first year)",
             "Eating concerns", "Identity", "Family concerns", "Crisis walk-in"]


def _counsel_row(d: Draw) -> str:
    n = d.rng.randint(12, 640)
    return f"{d.pick(_CONCERNS)} | {n} | {d.rng.randint(n // 3, n)} | {d.rng.randint(2, 9)}.{d.digits(1)} | {d.rng.randint(1, 21)} days"


def _counsel_json_row(d: Draw) -> str:
    appts = d.rng.randint(80, 1400)
    return (f"{{\"month\": \"{d.pick(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])}\", \"concern\": \"{d.pick(_CONCERNS).lower()}\", "
            f"\"appointments\": {appts}, \"noShows\": {d.rng.randint(0, appts // 8)}, \"medianWaitDays\": {d.rng.randint(1, 18)}}}")


_IN_CONCERNS = ["Exam stress", "Homesickness", "Anxiety", "Low mood", "Career confusion", "Peer relationships", "Hostel adjustment", "Family expectations"]


def _counsel_in_row(d: Draw) -> str:
    n = d.rng.randint(8, 320)
    return f"{d.pick(_IN_CONCERNS)} | {n} | {d.rng.randint(0, n // 2)} | {d.pick(['UG', 'PG', 'PhD'])}"


_ORTHO_ITEMS = [("L1906", "Ankle-foot orthosis, multiligamentous, prefab", 95, 160), ("L1971", "AFO, plastic with ankle joint, prefab", 310, 460),
                ("L3020", "Foot insert, custom, longitudinal/metatarsal, each", 140, 210), ("L1833", "Knee orthosis, adjustable, prefab", 260, 380),
                ("E0135", "Walker, folding, without wheels", 65, 95), ("E0143", "Walker, folding, wheeled", 90, 140), ("E0100", "Cane, adjustable", 18, 30),
                ("E0105", "Quad cane", 35, 55), ("E0114", "Crutches, underarm, pair", 30, 48), ("K0001", "Standard wheelchair", 320, 480),
                ("E0163", "Commode chair, stationary", 70, 110), ("L0650", "Lumbar-sacral orthosis, prefab", 420, 640), ("A4570", "Splint", 12, 22)]


def _ortho_row(d: Draw) -> str:
    code, name, low, high = d.pick(_ORTHO_ITEMS)
    return f"{code} | {name} | ${d.rng.randint(low, high)}.{d.pick(['00', '50', '95'])} | {d.pick(['rental $' + str(d.rng.randint(12, 60)) + '/mo', 'purchase only', 'fitting included'])}"


def _lin_832(d: Draw) -> str:
    code, name, low, high = d.pick(_ORTHO_ITEMS)
    return f"LIN**VP*{code}-{d.letters(2)}{d.digits(3)}~\nPID*F****{name.upper()}~\nCTP**RTL*{d.rng.randint(low, high)}.{d.digits(2)}~"


_VN_ITEMS = [("Nẹp cổ chân", 350_000, 900_000), ("Khung tập đi có bánh xe", 600_000, 1_500_000), ("Nạng nách (đôi)", 250_000, 500_000), ("Gậy bốn chân", 200_000, 450_000),
             ("Xe lăn tiêu chuẩn", 1_800_000, 3_500_000), ("Đế lót giày chỉnh hình (đôi)", 800_000, 2_000_000), ("Đai lưng cột sống", 400_000, 1_100_000)]


def _vn_item_row(d: Draw) -> str:
    name, low, high = d.pick(_VN_ITEMS)
    return f"{name} | {d.rng.randint(low // 10_000, high // 10_000) * 10_000:,} đ".replace(",", ".") + f" | {d.pick(['bảo hành 6 tháng', 'bảo hành 12 tháng', 'có cho thuê'])}"


_GAIT_EQUIPMENT = [("Force plate FP-1 (AMTI OR6-7)", "zero offset / static load 500 N"), ("Force plate FP-2 (AMTI OR6-7)", "zero offset / static load 500 N"),
                   ("Motion capture, 12 cameras (Vicon Vero)", "wand calibration, residual"), ("Instrumented walkway (GAITRite 8 m)", "sensor map check"),
                   ("EMG system (Delsys Trigno, 16 ch)", "sensor battery and baseline noise"), ("Treadmill (Bertec split-belt)", "belt speed at 1.0 m/s"),
                   ("Pressure mat (Tekscan)", "equilibration, 10 kg weights"), ("IMU set (APDM Opal x6)", "static bias")]


def _gait_row(d: Draw) -> str:
    name, check = d.pick(_GAIT_EQUIPMENT)
    return f"{name} | {check} | {d.rng.randint(0, 2)}.{d.digits(2)} {d.pick(['mm', '%', 'N', 'm/s'])} | {d.pick(['PASS', 'PASS', 'PASS', 'RECAL'])} | {d.pick(['FC', 'LH', 'DA'])}"


def _gait_csv_row(d: Draw) -> str:
    name, _ = d.pick(_GAIT_EQUIPMENT)
    day = d.date_between(2025, 2026)
    return f"{day.isoformat()},\"{name}\",SN-{d.letters(2)}{d.digits(5)},{d.rng.randint(0, 3)}.{d.digits(3)},{d.pick(['pass', 'pass', 'adjusted'])}"


def _gait_xml_row(d: Draw) -> str:
    name, check = d.pick(_GAIT_EQUIPMENT)
    return f"  <Calibration device=\"{name}\" check=\"{check}\" residual=\"{d.rng.randint(0, 2)}.{d.digits(2)}\" result=\"{d.pick(['pass', 'pass', 'recalibrated'])}\" asset=\"MCU-GL-{d.digits(4)}\"/>"


_CE_COURSES = ["Vestibular rehabilitation: evidence update", "Dry needling level 1", "Pediatric feeding and swallowing", "Blood flow restriction training",
               "Concussion management for return to learn", "Wheelchair seating and positioning", "Diabetic foot wound care", "Gait analysis with video",
               "Manual therapy of the cervical spine", "Ethics and jurisprudence for Ohio therapists", "Stuttering therapy for school-age children"]


def _ce_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"{blind.MONTHS[day.month - 1][:3]} {day.day}, {day.year} | {d.pick(_CE_COURSES)} | {d.rng.randint(2, 16)} contact hours | "
            f"{d.pick(['PT/PTA', 'OT/OTA', 'SLP', 'DPM', 'DC', 'all disciplines'])} | ${d.rng.randint(4, 40) * 10}")


_CE_IN = ["Manual therapy masterclass", "Sports taping workshop", "Neuro-rehab: stroke gait", "Paediatric physiotherapy basics", "Ergonomics for IT professionals"]


def _ce_in_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{_ordinal(day.day)} {blind.MONTHS[day.month - 1]} {day.year} | {d.pick(_CE_IN)} | {d.rng.randint(1, 3)} day(s) | ₹{d.rng.randint(15, 90) * 100:,} | {d.rng.randint(4, 30)} CPD points"


_CE_SG = ["Falls prevention in the community", "Return-to-work rehabilitation", "Hand therapy splinting", "Dysphagia management update", "Frailty screening"]


def _ce_sg_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day} {blind.MONTHS[day.month - 1][:3]} {day.year} | {d.pick(_CE_SG)} | {d.rng.randint(3, 14)} CEUs | S${d.rng.randint(12, 80) * 10} | {d.pick(['SkillsFuture eligible', 'in person', 'hybrid'])}"


_VISIT_LIMITS = [("Physical therapy", "30 visits"), ("Occupational therapy", "30 visits (combined with PT)"), ("Speech therapy", "20 visits"),
                 ("Chiropractic care", "12 visits"), ("Podiatry, routine foot care", "6 visits"), ("Counseling (in network)", "unlimited"),
                 ("Acupuncture", "10 visits"), ("Cardiac rehabilitation", "36 sessions"), ("Orthotics", "1 pair of custom inserts")]


def _limit_row(d: Draw) -> str:
    name, limit = d.pick(_VISIT_LIMITS)
    return f"{name} | {limit} per plan year | ${d.rng.randint(0, 6) * 5} copay | {d.pick(['no prior authorization', 'prior authorization after visit 12', 'referral from SHS required'])}"


_MY_LIMITS = [("Fisioterapi", "20 sesi"), ("Terapi cara kerja", "15 sesi"), ("Terapi pertuturan", "12 sesi"), ("Kiropraktik", "8 sesi"), ("Kaunseling", "10 sesi")]


def _limit_my_row(d: Draw) -> str:
    name, limit = d.pick(_MY_LIMITS)
    return f"{name} | {limit} setahun | had RM{d.rng.randint(10, 60) * 50:,} | {d.pick(['perlu rujukan doktor', 'tanpa rujukan', 'kelulusan awal diperlukan'])}"


_COHORTS = ["First-year undergraduates", "Transfer students", "Graduate students", "International students", "Student athletes", "Health sciences majors",
            "Residence hall students", "Online-only students"]


def _imm_row(d: Draw) -> str:
    total = d.rng.randint(120, 4200)
    done = d.rng.randint(total * 7 // 10, total)
    return f"{d.pick(_COHORTS)} | {total:,} | {done:,} | {d.rng.randint(0, total - done):,} | {100 * done / total:.1f}%"


def _imm_csv_row(d: Draw) -> str:
    total = d.rng.randint(60, 3000)
    return (f"{d.pick(['fall_2025', 'spring_2026'])},{d.pick(_COHORTS).lower().replace(' ', '_').replace('-', '_')},{d.pick(['mmr', 'menacwy', 'tdap', 'hepb', 'varicella', 'tb_screen'])},"
            f"{total},{d.rng.randint(total * 6 // 10, total)},{d.rng.randint(0, total // 20)}")


def _imm_json_row(d: Draw) -> str:
    total = d.rng.randint(100, 3500)
    return (f"{{\"cohort\": \"{d.pick(_COHORTS)}\", \"vaccine\": \"{d.pick(['MMR', 'MenACWY', 'MenB', 'Tdap', 'HepB'])}\", \"enrolled\": {total}, "
            f"\"compliant\": {d.rng.randint(total * 7 // 10, total)}, \"medicalExemptions\": {d.rng.randint(0, 12)}, \"nonMedicalExemptions\": {d.rng.randint(0, 40)}}}")


_UNITS = ["Student Health primary care", "Sports medicine clinic", "Rehab gym (Logan)", "Podiatry suite", "Counseling center lobby", "Gait lab",
          "Infusion room", "Pharmacy counter", "Urgent care bay"]


def _hygiene_row(d: Draw) -> str:
    obs = d.rng.randint(20, 180)
    return f"{d.pick(_UNITS)} | {obs} | {d.rng.randint(obs * 6 // 10, obs)} | {d.pick(['before patient contact', 'after body fluid risk', 'after patient surroundings', 'all moments'])} | {d.pick(['BIS', 'LH', 'FQ'])}"


def _hygiene_csv_row(d: Draw) -> str:
    obs = d.rng.randint(10, 140)
    return f"{d.fill('week')},{d.pick(_UNITS).lower().replace(' ', '_').replace('(', '').replace(')', '')},{d.pick(['rn', 'pt', 'md', 'ma', 'evs'])},{obs},{d.rng.randint(obs // 2, obs)}"


_VN_UNITS = ["Phòng vật lý trị liệu", "Phòng ngôn ngữ trị liệu", "Phòng hoạt động trị liệu", "Khu tiếp đón", "Phòng thủy trị liệu"]


def _hygiene_vn_row(d: Draw) -> str:
    obs = d.rng.randint(20, 120)
    done = d.rng.randint(obs // 2, obs)
    return f"{d.pick(_VN_UNITS)} | {obs} | {done} | {100 * done / obs:.1f}%".replace(".", ",")


def _mfe_staff(d: Draw) -> str:
    index = d.rng.randrange(len(_STAFF_HL7))
    family, given, degree, npi, discipline = _STAFF_HL7[index]
    return (f"MFE|MAD|{d.fill('ctrl')}{index}|{d.fill('hl7_ts')}|{npi}^{family}^{given}\nSTF|{npi}^^^NPI|{d.pick(['RCR', 'SHS'])}{d.digits(4)}|{family}^{given}^^^{degree}"
            f"|||||{discipline}")


_STAFF_HL7 = [("NAKASHIMA-HALE", "CORDELIA", "MD", ORG_NPIS[0], "MD"), ("OKONKWO-LINDQVIST", "PRIYAMVADA", "DPT", ORG_NPIS[1], "PT"),
              ("PEMBERTON-OYELARAN", "IGNATIUS", "DPM", ORG_NPIS[2], "DPM")]


def _stc_277(d: Draw) -> str:
    return f"STC*A1:19:PR*20{d.fill('isa_date')}*WQ*{d.rng.randint(200, 24000)}.{d.digits(2)}~\nQTY*90*{d.rng.randint(4, 120)}~\nAMT*YU*{d.rng.randint(200, 24000)}.{d.digits(2)}~"


def _visit_volume_row(d: Draw) -> str:
    visits = d.rng.randint(40, 900)
    return f"{d.fill('week')},{d.pick(['pt', 'ot', 'slp', 'podiatry', 'chiro'])},{d.pick(['logan', 'nelsonville', 'athens'])},{visits},{d.rng.randint(0, visits // 8)},{d.rng.randint(0, visits // 12)}"


def _charge_json_row(d: Draw) -> str:
    code, name, low, high = d.pick(_THERAPY_SERVICES + _OT_SERVICES)
    return f"{{\"code\": \"{code}\", \"display\": \"{name}\", \"grossCharge\": {d.rng.randint(low, high)}.00, \"discountedCash\": {d.rng.randint(low // 2, low)}.00}}"


def _course_xml_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"  <Course code=\"RCR-CE-{d.digits(3)}\" title=\"{d.pick(_CE_COURSES)}\" date=\"{day.isoformat()}\" hours=\"{d.rng.randint(2, 16)}\" "
            f"fee=\"{d.rng.randint(4, 40) * 10}\" approval=\"Ohio OTPTAT Board {d.pick(['PT', 'OT'])}-{d.digits(5)}\"/>")


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        m, y = day.month, day.year
        if lang == "en":
            return f"{blind.MONTHS[m - 1]} {day.day}, {y}"
        if lang == "in":
            return f"{_ordinal(day.day)} {blind.MONTHS[m - 1]} {y}"
        if lang == "sg":
            return f"{day.day} {blind.MONTHS[m - 1]} {y}"
        if lang == "hi":
            return f"{day.day} {MONTHS_V49['hi'][m - 1]} {y}"
        if lang == "th":
            return f"{day.day} {MONTHS_V49['th'][m - 1]} {y + 543}"
        if lang == "vi":
            return f"ngày {day.day} tháng {m} năm {y}"
        return f"{day.day} {MONTHS_V49['ms'][m - 1]} {y}"
    return make


_OWN = {
    "uni": UNI_NAME, "shs": SHS_NAME, "shs_upper": SHS_NAME.upper(), "counsel_own": COUNSEL_NAME, "gait_own": GAIT_NAME, "rehab_own": REHAB_NAME,
    "rehab_upper": REHAB_NAME.upper(), "podiatry_own": PODIATRY_NAME, "chiro_own": CHIRO_NAME, "ortho_own": ORTHO_NAME, "plan_own": PLAN_NAME,
    "in_partner": IN_PARTNER, "sg_partner": SG_PARTNER, "my_partner": MY_PARTNER, "th_partner": TH_PARTNER, "vn_partner": VN_PARTNER,
    "shs_phone": ORGANISATION_CONTACTS[0], "shs_fax": ORGANISATION_CONTACTS[1], "shs_addr": ORGANISATION_CONTACTS[2], "shs_email": ORGANISATION_CONTACTS[3],
    "imm_email": ORGANISATION_CONTACTS[4], "shs_web": ORGANISATION_CONTACTS[5], "counsel_phone": ORGANISATION_CONTACTS[6], "counsel_email": ORGANISATION_CONTACTS[7],
    "rehab_phone": ORGANISATION_CONTACTS[8], "rehab_addr": ORGANISATION_CONTACTS[9], "rehab_email": ORGANISATION_CONTACTS[10], "rehab_billing": ORGANISATION_CONTACTS[11],
    "podiatry_phone": ORGANISATION_CONTACTS[12], "podiatry_email": ORGANISATION_CONTACTS[13], "chiro_phone": ORGANISATION_CONTACTS[14],
    "chiro_email": ORGANISATION_CONTACTS[15], "ortho_phone": ORGANISATION_CONTACTS[16], "ortho_addr": ORGANISATION_CONTACTS[17], "ortho_email": ORGANISATION_CONTACTS[18],
    "plan_phone": ORGANISATION_CONTACTS[19], "plan_appeals": ORGANISATION_CONTACTS[20], "plan_web": ORGANISATION_CONTACTS[21], "gait_phone": ORGANISATION_CONTACTS[22],
    "gait_email": ORGANISATION_CONTACTS[23], "ce_phone": ORGANISATION_CONTACTS[24], "ce_email": ORGANISATION_CONTACTS[25], "ip_email": ORGANISATION_CONTACTS[26],
    "flu_email": ORGANISATION_CONTACTS[27], "intl_email": ORGANISATION_CONTACTS[28], "plan_edi": ORGANISATION_CONTACTS[29],
    "in_phone": ORGANISATION_CONTACTS[30], "in_email": ORGANISATION_CONTACTS[31], "sg_phone": ORGANISATION_CONTACTS[32], "sg_email": ORGANISATION_CONTACTS[33],
    "my_phone": ORGANISATION_CONTACTS[34], "my_email": ORGANISATION_CONTACTS[35], "th_phone": ORGANISATION_CONTACTS[36], "th_email": ORGANISATION_CONTACTS[37],
    "vn_phone": ORGANISATION_CONTACTS[38], "vn_email": ORGANISATION_CONTACTS[39],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_doctor": lambda d: "Dr. Cordelia Nakashima-Hale",
    "own_pt": lambda d: "Priyamvada Okonkwo-Lindqvist, PT, DPT",
    "own_ot": lambda d: "Lucinda Haverford-Mbeki, OTR/L",
    "own_slp": lambda d: "Desmond Achterberg-Ruiz, CCC-SLP",
    "own_dpm": lambda d: "Dr. Ignatius Pemberton-Oyelaran, DPM",
    "own_dc": lambda d: "Dr. Marisol Vandersloot, DC",
    "own_cpo": lambda d: "Fenella Quarshie-Bright, CPO",
    "own_ip": lambda d: "Bartholomew Iwu-Sandoval, RN",
    "own_counsel": lambda d: "Dr. Ottoline Fairbairn-Achebe, PhD",
    "pt_table": _table(_rate_row(_THERAPY_SERVICES), 7), "ot_table": _table(_rate_row(_OT_SERVICES), 6), "slp_csv": _rows(_slp_csv_row, 6, 5),
    "podiatry_table": _table(_rate_row(_PODIATRY_SERVICES), 7), "chiro_table": _table(_rate_row(_CHIRO_SERVICES), 6), "inr_table": _table(_inr_row, 6),
    "myr_table": _table(_myr_row, 6), "shc_table": _table(_shc_row, 6), "sg_shc_table": _table(_sg_shc_row, 5),
    "flu_table": _rows(_flu_row, 6, 12), "flu_csv": _rows(_flu_csv_row, 8, 10), "flu_th_table": _rows(_flu_th_row, 5, 12),
    "counsel_table": _table(_counsel_row, 8), "counsel_json": _rows(_counsel_json_row, 5, 60, ", "), "counsel_in_table": _table(_counsel_in_row, 6),
    "ortho_table": _table(_ortho_row, 8), "lin_items": _rows(_lin_832, 4, 20), "vn_item_table": _table(_vn_item_row, 6),
    "gait_table": _table(_gait_row, 6), "gait_csv": _rows(_gait_csv_row, 8, 40), "gait_xml": _rows(_gait_xml_row, 5, 60),
    "ce_table": _rows(_ce_row, 6, 30), "ce_in_table": _rows(_ce_in_row, 5, 30), "ce_sg_table": _rows(_ce_sg_row, 5, 30),
    "limit_table": _table(_limit_row, 7), "limit_my_table": _table(_limit_my_row, 5),
    "imm_table": _table(_imm_row, 6), "imm_csv": _rows(_imm_csv_row, 9, 40), "imm_json": _rows(_imm_json_row, 4, 60, ", "),
    "hygiene_table": _table(_hygiene_row, 7), "hygiene_csv": _rows(_hygiene_csv_row, 8, 40), "hygiene_vn_table": _table(_hygiene_vn_row, 5),
    "mfe_staff": _rows(_mfe_staff, 3, 30), "stc_items": _rows(_stc_277, 3, 30), "visit_volume_csv": _rows(_visit_volume_row, 9, 25),
    "charge_json": _rows(_charge_json_row, 5, 16, ", "), "course_xml": _rows(_course_xml_row, 4, 60),
    "en_date": _month_date("en"), "in_date": _month_date("in"), "sg_date": _month_date("sg"), "hi_date": _month_date("hi"), "th_date": _month_date("th"),
    "vi_date": _month_date("vi"), "ms_date": _month_date("ms"),
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "semester": lambda d: d.pick(["Fall 2025", "Spring 2026", "Summer 2026"]),
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 26000):,}",
    "pct_small": lambda d: f"{d.rng.randint(70, 99)}.{d.digits(1)}%",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "close_hour": lambda d: str(d.rng.randint(16, 19)),
    "version": lambda d: f"{d.rng.randint(3, 9)}.{d.rng.randint(0, 9)}",
    "flu_vaccine": lambda d: d.pick(["Flucelvax Trivalent", "Fluzone High-Dose", "Afluria Trivalent", "FluMist (nasal)"]),
    "student_dx": lambda d: d.pick(["acute pharyngitis, rapid strep negative", "right ankle inversion sprain, Ottawa negative", "influenza-like illness",
                                    "allergic conjunctivitis", "acne vulgaris follow-up", "insomnia during exam week", "mononucleosis, monospot positive"]),
    "pt_dx": lambda d: d.pick(["M17.11 primary osteoarthritis, right knee", "S83.511A ACL sprain, right knee", "M54.50 low back pain", "Z96.651 status post right TKA",
                               "I69.351 hemiplegia after stroke, right dominant side", "M75.101 rotator cuff tear, right shoulder", "G20.A1 Parkinson's disease"]),
    "slp_dx": lambda d: d.pick(["F80.81 childhood-onset fluency disorder", "F80.0 phonological disorder", "F80.2 mixed receptive-expressive language disorder",
                                "R48.2 apraxia of speech"]),
    "foot_finding": lambda d: d.pick(["monofilament 6/10 sites felt on the left, 9/10 on the right", "callus under the 2nd metatarsal head, no ulcer",
                                      "Wagner grade 1 ulcer, plantar hallux, 0.8 cm", "absent dorsalis pedis pulse on the left", "onychomycosis of 4 nails"]),
    "vehicle_make": lambda d: d.pick(["2014 Honda CR-V", "2019 Toyota Camry", "2011 Ford F-150", "2017 Subaru Outback", "2016 Chevrolet Malibu"]),
}

US = ("en_US",)
IN_EN = ("en_IN",)
HI = ("hi_IN",)
SG = ("en_SG",)
MY = ("ms_MY",)
TH = ("th_TH",)
VN = ("vi_VN",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b49c_pt_rate_card", "therapy_clinic_rate_card", US,
     "{rehab_own} - physical therapy rate card, effective {en_date}\nCPT | Service | Billed charge | Prompt-pay cash rate\n{pt_table}\n"
     "Cash rates apply when paid at the visit; they are not offered to members of plans we contract with. Good-faith estimates on request: {rehab_billing}, {rehab_phone}. "
     "Tax ID {org_ein}."),
    ("b49c_ot_rate_card", "therapy_clinic_rate_card", US,
     "OCCUPATIONAL THERAPY FEES ({rehab_own}, {rehab_addr})\nCode | Service | Charge | Self-pay\n{ot_table}\n"
     "Custom splints are billed once at fabrication; adjustments within 30 days are free. Clinic lead: {own_ot}. Billing NPI {own_npi}."),
    ("b49c_slp_rate_csv", "therapy_clinic_rate_card", US,
     "cpt,service,charge_usd,self_pay_usd,unit\n{slp_csv}\n# {rehab_own} speech-language pathology fee file, rev {version}, reviewed by {own_slp}"),
    ("b49c_podiatry_fees", "therapy_clinic_rate_card", US,
     "{podiatry_own}\nFee schedule for uninsured and high-deductible patients - {season}\nCode | Service | Fee | Cash price\n{podiatry_table}\n"
     "Diabetic shoes need a certifying statement from the physician managing the diabetes. Questions: {podiatry_phone} or {podiatry_email}. {own_dpm}."),
    ("b49c_chiro_fees", "therapy_clinic_rate_card", US,
     "{chiro_own} - time-of-service discount schedule\nCPT | Service | Standard | Time-of-service\n{chiro_table}\n"
     "Discounts follow our written hardship policy and are the same for every patient. Maintenance care is not billed to Medicare. {chiro_phone} | {chiro_email}"),
    ("b49c_physio_rates_in", "therapy_clinic_rate_card", IN_EN,
     "{in_partner}, Pune\nPhysiotherapy and chiropractic tariff w.e.f. {in_date}\nService | Charges | Remarks\n{inr_table}\n"
     "Cashless facility available for empanelled TPAs. Kindly carry previous reports. For appointments call {in_phone} or mail {in_email}."),
    ("b49c_physio_rates_my", "therapy_clinic_rate_card", MY,
     "{my_partner}\nSenarai caj perkhidmatan (berkuat kuasa {ms_date})\nPerkhidmatan | Caj | Catatan\n{myr_table}\n"
     "Caj tertakluk kepada perubahan tanpa notis. Temu janji: {my_phone} atau {my_email}."),
    ("b49c_shc_hours", "student_health_centre_hours", US,
     "{shs} - hours for {semester}\nService | Mon-Fri | Saturday | Access\n{shc_table}\n"
     "Closed on university holidays. After hours, call {shs_phone} to reach the nurse advice line. The health service is at {shs_addr}. {shs_web}"),
    ("b49c_shc_hours_sg", "student_health_centre_hours", SG,
     "{sg_partner} - campus clinic opening hours (from {sg_date})\nService | Weekdays | Saturday | Fee\n{sg_shc_table}\n"
     "Closed on Sundays and public holidays. Please bring your student pass to enjoy student rates. Enquiries: {sg_phone} / {sg_email}."),
    ("b49c_shc_healthcareservice", "student_health_centre_hours", US,
     "{\"resourceType\": \"HealthcareService\", \"active\": true, \"providedBy\": {\"display\": \"{uni}\"}, \"name\": \"{shs}\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{shs_phone}\"}, {\"system\": \"email\", \"value\": \"{shs_email}\"}, {\"system\": \"url\", \"value\": \"{shs_web}\"}], "
     "\"availableTime\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"], \"availableStartTime\": \"08:00:00\", \"availableEndTime\": \"{close_hour}:00:00\"}, "
     "{\"daysOfWeek\": [\"sat\"], \"availableStartTime\": \"((09||10)):00:00\", \"availableEndTime\": \"((12||13||14)):00:00\"}], \"notAvailable\": [{\"description\": \"University holidays\"}, {\"description\": \"((Winter break||Spring break||Thanksgiving recess))\", \"during\": {\"start\": \"{eff_iso}\"}}], \"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
    ("b49c_flu_clinic", "campus_flu_clinic_schedule", US,
     "FLU SHOT CLINICS - Fall 2025\n{shs}\nDay | Location | Hours | Vaccines | Supply\n{flu_table}\n"
     "No cost to students with the {plan_own} or most other plans; bring your insurance card. Vaccine this season: {flu_vaccine}. Questions: {flu_email}."),
    ("b49c_flu_clinic_csv", "campus_flu_clinic_schedule", US,
     "clinic_date,site,doses_given,covid_coadmin,lot_prefix\n{flu_csv}\n# {shs} mass-vaccination tallies for the county health department, fall 2025; aggregate only"),
    ("b49c_flu_clinic_th", "campus_flu_clinic_schedule", TH,
     "{th_partner}\nกำหนดการฉีดวัคซีนไข้หวัดใหญ่สำหรับนักศึกษาและบุคลากร ปีการศึกษา 2568 (ประกาศ ณ วันที่ {th_date})\nวันที่ | สถานที่ | เวลา | จำนวนวัคซีน\n{flu_th_table}\n"
     "ไม่มีค่าใช้จ่ายสำหรับนักศึกษา กรุณานำบัตรนักศึกษามาด้วย สอบถามเพิ่มเติม {th_phone} หรือ {th_email}"),
    ("b49c_counselling_stats", "counselling_utilisation_statistics", US,
     "{counsel_own} - utilisation report, {semester}\nPresenting concern | Intakes | Follow-up appointments | Mean sessions | Median wait\n{counsel_table}\n"
     "Students served: {cnt_big} appointments in total. Figures are counts; no cell is reported below 10 in the public version. Director: {own_counsel}. {counsel_phone}"),
    ("b49c_counselling_json", "counselling_utilisation_statistics", US,
     "{\"source\": \"{counsel_own}\", \"report\": \"monthly-utilisation\", \"generated\": \"{iso_ts}\", \"contact\": \"{counsel_email}\", \"rows\": [{counsel_json}]}"),
    ("b49c_counselling_in", "counselling_utilisation_statistics", IN_EN,
     "Student Wellness Cell - counselling statistics for the semester ending {in_date}\n(compiled with {in_partner})\nConcern | Sessions | Referred to psychiatrist | Programme\n"
     "{counsel_in_table}\nNo individual data is shared outside the counselling team. Helpline hours 9 am to 6 pm; {in_email}."),
    ("b49c_ortho_prices", "orthotics_price_list", US,
     "{ortho_own} - retail price list {season}\nHCPCS | Item | Price | Terms\n{ortho_table}\n"
     "Prices for private pay; insured orders are billed to the plan at its allowed amount. Fitting by {own_cpo}. Showroom: {ortho_addr}. Orders: {ortho_email}, {ortho_phone}."),
    ("b49c_ortho_x12_832", "orthotics_price_list", US,
     "ISA*00*          *00*          *ZZ*OLENTANGYBEND  *ZZ*RACCOONCREEKRCR*{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\nGS*SC*OLENTANGYBEND*RACCOONCREEKRCR*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*832*{four_digits}~\nBCT*PC*OBO{fivedig}****{version}~\nDTM*007*20{isa_date}~\nN1*SE*{ortho_own}*FI*{org_ein}~\n{lin_items}\nCTT*4~\nSE*{cnt}*{four_digits}~"),
    ("b49c_mobility_prices_vn", "orthotics_price_list", VN,
     "{vn_partner}\nBẢNG GIÁ DỤNG CỤ CHỈNH HÌNH VÀ HỖ TRỢ DI CHUYỂN (áp dụng từ {vi_date})\nSản phẩm | Giá | Ghi chú\n{vn_item_table}\n"
     "Giá đã bao gồm VAT. Liên hệ: {vn_phone} - {vn_email}."),
    ("b49c_gait_calibration", "gait_lab_calibration_log", US,
     "{gait_own} - daily calibration log, {en_date}\nDevice | Check | Residual | Result | Tech\n{gait_table}\n"
     "Sessions are not started until every device passes. Lab phone {gait_phone}; service contracts and records: {gait_email}."),
    ("b49c_gait_calibration_csv", "gait_lab_calibration_log", US,
     "date,device,serial,residual,result\n{gait_csv}\n# {gait_own} equipment log export (assets only), {iso_ts}"),
    ("b49c_gait_calibration_xml", "gait_lab_calibration_log", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<CalibrationLog lab=\"{gait_own}\" date=\"{eff_iso}\" contact=\"{gait_email}\">\n{gait_xml}\n</CalibrationLog>"),
    ("b49c_ce_calendar", "continuing_education_calendar", US,
     "{rehab_own} continuing education - 2026 course calendar\nDate | Course | Hours | Audience | Fee\n{ce_table}\n"
     "Courses are approved by the Ohio OT, PT and AT Board. Cancellation up to 14 days before for a full refund. Register: {ce_email} or {ce_phone}."),
    ("b49c_ce_calendar_in", "continuing_education_calendar", IN_EN,
     "CPD workshops at {in_partner} - calendar 2026\nDate | Workshop | Duration | Fees | Credits\n{ce_in_table}\n"
     "Lunch and certificate included. Seats on first-come basis. Registrations: {in_email}."),
    ("b49c_ce_calendar_sg", "continuing_education_calendar", SG,
     "{sg_partner} - allied health training calendar 2026\nDate | Course | CEUs | Fee | Mode\n{ce_sg_table}\n"
     "Course fees are before GST. For corporate bookings, contact {sg_email}."),
    ("b49c_visit_limits", "visit_limit_policy_summary", US,
     "{plan_own} - rehabilitation and therapy benefits, plan year August 2025 - July 2026\nService | Limit | Member cost | Authorization\n{limit_table}\n"
     "Visits with any in-network provider count toward the same limit. A member who needs more visits may ask for an exception through {plan_appeals}. "
     "Payer ID {payer_id}; RxBIN {rxbin}, PCN {pcn}, group {group_no}. Member services {plan_phone}."),
    ("b49c_visit_limits_faq", "visit_limit_policy_summary", US,
     "Therapy visit limits - frequently asked questions ({plan_own})\n\nQ: Do evaluations count as visits?\nA: Yes. An evaluation and a treatment on the same day count as one visit.\n\n"
     "Q: What if I reach the limit in the middle of a plan of care?\nA: Your therapist can submit progress notes; the plan reviews them within 15 business days.\n\n"
     "Q: Are visits at the Student Health Service's sports PT clinic counted?\nA: Yes, they count like any in-network visit.\n\n"
     "Q: ((Do telehealth visits count?||Does a visit-limit exception carry over to next year?||Is there a limit on orthotics?))\nA: ((Yes, telehealth therapy visits count the same as in-person visits.||No. Exceptions end with the plan year on July 31.||One pair of custom inserts per plan year; braces are covered when medically necessary.))\n\n"
     "Updated {en_date}. More: {plan_web} | {plan_phone}"),
    ("b49c_visit_limits_my", "visit_limit_policy_summary", MY,
     "Ringkasan had lawatan rawatan pemulihan - pelan insurans pelajar antarabangsa\nDisediakan bersama {my_partner} (berkuat kuasa {ms_date})\n"
     "Perkhidmatan | Had | Had tahunan | Syarat\n{limit_my_table}\nHad dikira bagi setiap tahun polisi. Maklumat lanjut: {my_email}."),
    ("b49c_imm_compliance", "campus_immunisation_compliance", US,
     "{shs} - immunization compliance by cohort, {semester} census\nCohort | Enrolled | Compliant | Holds placed | Rate\n{imm_table}\n"
     "Holds are lifted as soon as records are uploaded. The Ohio requirement for residence hall students covers meningococcal and hepatitis B disclosure. {imm_email}"),
    ("b49c_imm_compliance_csv", "campus_immunisation_compliance", US,
     "term,cohort,vaccine,enrolled,compliant,exempt\n{imm_csv}\n# {shs} immunization compliance extract for the provost's dashboard; counts only"),
    ("b49c_imm_compliance_json", "campus_immunisation_compliance", US,
     "{\"publisher\": \"{shs}\", \"term\": \"{semester}\", \"generated\": \"{iso_ts}\", \"cohorts\": [{imm_json}], \"contact\": \"{imm_email}\"}"),
    ("b49c_hand_hygiene", "hand_hygiene_audit", US,
     "Hand hygiene observation audit - {quarter}\n{shs} and {rehab_own}\nUnit | Opportunities observed | Compliant | Moment emphasised | Observer\n{hygiene_table}\n"
     "Target 90%. Units under target get a huddle and repeat observation in 30 days. Infection prevention: {own_ip}, {ip_email}."),
    ("b49c_hand_hygiene_csv", "hand_hygiene_audit", US,
     "mmwr_week,unit,role,opportunities,compliant\n{hygiene_csv}\n# {shs} secret-shopper hand hygiene data (no staff names recorded)"),
    ("b49c_hand_hygiene_vn", "hand_hygiene_audit", VN,
     "{vn_partner}\nKẾT QUẢ GIÁM SÁT TUÂN THỦ VỆ SINH TAY - quý {small_digit}/{season}\nKhoa/phòng | Số cơ hội | Số lần tuân thủ | Tỷ lệ\n{hygiene_vn_table}\n"
     "Mục tiêu: trên 85%. Báo cáo gửi Hội đồng Kiểm soát nhiễm khuẩn. Liên hệ: {vn_email}."),
    ("b49c_handout_diabetic_foot", "patient_education_handout", US,
     "CARING FOR YOUR FEET WHEN YOU HAVE DIABETES\n{podiatry_own}\n\n1. Look at both feet every day, including between the toes. Use a mirror for the soles.\n"
     "2. Wash in lukewarm water (test it with your elbow) and dry between the toes.\n3. Never walk barefoot, even at home.\n4. Cut nails straight across; let us treat corns and calluses.\n"
     "5. Call us the same day for a blister, a cut that is not healing in 2 days, redness or swelling: {podiatry_phone}.\nMedicare covers a foot exam every 6 months when "
     "you have loss of protective sensation (G0245/G0247). Handout rev. {version}."),
    ("b49c_handout_back_care", "patient_education_handout", US,
     "Your home exercise programme: low back pain ({rehab_own})\n- Pelvic tilts: 10 slow repetitions, twice a day.\n- Knee-to-chest stretch: hold 20-30 seconds, 3 times each side.\n"
     "- Walking: start with ((10||5||15)) minutes and add 2 minutes every other day.\n- ((Bird-dog: 8 repetitions each side, holding 5 seconds.||Bridging: 10 repetitions, hold 3 seconds at the top.||Prone press-ups: 10 repetitions, hips stay on the floor.))\nStop any exercise that sends pain down your leg below the knee and tell your therapist. "
     "Questions between visits: {rehab_phone} (front desk) or {rehab_email}. Reviewed by {own_pt}, {en_date}."),
    ("b49c_handout_hi", "patient_education_handout", HI,
     "{in_partner}\nकमर दर्द के लिए घरेलू व्यायाम\n1. पीठ के बल लेटकर घुटने मोड़ें और पेट की मांसपेशियों को 10 सेकंड कसें; 10 बार दोहराएँ।\n"
     "2. रोज़ ((20||30||15)) मिनट टहलें।\n3. भारी सामान उठाते समय घुटने मोड़ें, कमर नहीं।\nदर्द बढ़ने पर व्यायाम रोकें और अपने फिज़ियोथेरेपिस्ट से संपर्क करें: {in_phone}। (संशोधित {hi_date})"),
    ("b49c_handout_th", "patient_education_handout", TH,
     "{th_partner}\nคำแนะนำการดูแลเท้าสำหรับผู้ป่วยเบาหวาน\n- ตรวจเท้าทุกวัน รวมทั้งซอกนิ้วเท้า\n- ล้างเท้าด้วยน้ำอุ่น แล้วเช็ดให้แห้ง\n- ห้ามเดินเท้าเปล่า\n"
     "- ตัดเล็บตรง ไม่ตัดลึกเข้ามุม\nหากมีแผลหรือบวมแดง โปรดติดต่อคลินิก {th_phone} (ปรับปรุงเมื่อ {th_date})"),
    ("b49c_handout_ms", "patient_education_handout", MY,
     "{my_partner}\nPANDUAN SENAMAN DI RUMAH SELEPAS PEMBEDAHAN LUTUT\n1. Luruskan lutut dan tekan belakang lutut ke tilam selama 5 saat; ulang 10 kali.\n"
     "2. Angkat kaki lurus ((10||12||15)) kali, ((2||3)) set sehari.\n3. Letakkan ais selama 15 minit selepas senaman.\nHubungi ahli fisioterapi anda jika bengkak bertambah: {my_phone}. (Semakan {ms_date})"),
    ("b49c_notice_in", "notice_other_locale", IN_EN,
     "NOTICE\n{in_partner}\nThe clinic will remain closed on account of Ganesh Chaturthi. OPD services resume from {in_date} at 9:00 am. Home-visit physiotherapy "
     "continues as scheduled. For urgent queries please contact {in_phone} or write to {in_email}."),
    ("b49c_notice_hi", "notice_other_locale", HI,
     "सूचना\n{in_partner}\nदिनांक {hi_date} से फिज़ियोथेरेपी ओपीडी का समय सुबह 8 बजे से शाम {close_hour} बजे तक रहेगा। रविवार को केंद्र बंद रहेगा।\n"
     "अधिक जानकारी के लिए संपर्क करें: {in_phone}, ईमेल {in_email}"),
    ("b49c_notice_th", "notice_other_locale", TH,
     "ประกาศ\n{th_partner}\nตั้งแต่วันที่ {th_date} เป็นต้นไป คลินิกเปิดให้บริการกายภาพบำบัด((วันจันทร์ถึงวันเสาร์||วันจันทร์ถึงวันศุกร์||ทุกวัน ยกเว้นวันหยุดนักขัตฤกษ์)) เวลา ((08||09)).00-{close_hour}.00 น.\n"
     "นัดหมายล่วงหน้าได้ที่ {th_phone} หรืออีเมล {th_email}"),
    ("b49c_notice_vn", "notice_other_locale", VN,
     "THÔNG BÁO\n{vn_partner}\nKể từ {vi_date}, phòng khám làm việc từ thứ Hai đến thứ Bảy, buổi sáng 7h30-11h30 và buổi chiều 13h30-{close_hour}h00. "
     "Người bệnh vui lòng đặt lịch trước qua số {vn_phone} hoặc email {vn_email}."),
    ("b49c_notice_my", "notice_other_locale", MY,
     "NOTIS PEMBERITAHUAN\n{my_partner}\nPusat ini akan ditutup sempena cuti Hari Raya Aidilfitri dan dibuka semula pada {ms_date}. Sesi fisioterapi yang terlibat akan dijadualkan semula.\n"
     "Sebarang pertanyaan: {my_phone} / {my_email}"),
    ("b49c_notice_sg", "notice_other_locale", SG,
     "NOTICE TO PATIENTS\n{sg_partner}\nWith effect from {sg_date}, physiotherapy and speech therapy appointments can be rescheduled online up to 24 hours before. "
     "Late cancellations will incur a S$30 fee. Contact us at {sg_phone} or {sg_email}."),
    ("b49c_hl7_mfn_m02", "hl7_export", US,
     "MSH|^~\\&|RCR-HR|RCR|EHR|RCR|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner Master File^HL70175||UPD|||AL\n{mfe_staff}"),
    ("b49c_x12_277ca", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*RCR49SUB       *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*HN*{payer_id}*RCR49SUB*20{isa_date}*{hhmm}*{small}*X*005010X214~\nST*277*{four_digits}*005010X214~\nBHT*0085*08*{fivedig}*20{isa_date}*{hhmm}*TH~\n"
     "HL*1**20*1~\nNM1*PR*2*{plan_own}*****PI*{payer_id}~\nTRN*1*{trn}~\nDTP*050*D8*20{isa_date}~\nDTP*009*D8*20{isa_date}~\nHL*2*1*21*1~\n"
     "NM1*41*2*{rehab_own}*****46*RCR49SUB~\nTRN*2*{fivedig}~\n{stc_items}\nSE*{small}*{four_digits}~\n# batch acknowledgement only (claim-level detail omitted); {plan_edi}"),
    ("b49c_visit_volume_csv", "csv_export", US,
     "mmwr_week,discipline,site,visits,cancellations,no_shows\n{visit_volume_csv}\n# {rehab_own} weekly visit volumes for the operations dashboard; generated {iso_ts}"),
    ("b49c_charge_json", "json_export", US,
     "{\"hospital_name\": \"{rehab_own}\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.0\", \"license_information\": {\"state\": \"OH\"}, "
     "\"ein\": \"{org_ein}\", \"standard_charge_information\": [{charge_json}]}"),
    ("b49c_course_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<CourseFeed provider=\"{rehab_own}\" updated=\"{iso_ts}\" contact=\"{ce_email}\">\n{course_xml}\n</CourseFeed>"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b49_pt_plan_of_care", "physical_therapy_plan_of_care", US,
     "{rehab_upper} - PLAN OF CARE / CERTIFICATION\nPatient: {last}, {first}   DOB: [[date_of_birth:dob_v49]]   Chart [[record_number:mrn_v49]]\n"
     "Ohio Medicaid ID: [[member_id:medicaid_oh_v49]]\nHome: [[address:addr_v49]]   Phone: [[phone:phone_v49]]\nDx: {pt_dx}. Frequency 2x/week for 8 weeks (97110, 97140, 97116).\n"
     "Goals: independent with home program; ascend 12 steps with one rail. Therapist: {own_pt}. Physician signature required within 30 days."),
    ("b49_pt_plan_in", "physical_therapy_plan_of_care", IN_EN,
     "{in_partner} - Physiotherapy Plan of Care\nName: Mr./Ms. {first} {last}\nDate of Birth: [[date_of_birth:dob_v49]]\nAadhaar No.: [[national_id:aadhaar_v49]]\n"
     "UHID: [[record_number:mrn_v49]]\nAddress: [[address:addr_v49]]\nMobile: [[phone:phone_v49]]\nDiagnosis: ((post-op TKR (R)||PIVD L4-L5||frozen shoulder (L))). "
     "Plan: 12 sessions over 4 weeks, IFT + strengthening. Reimbursement to be claimed from TPA; PAN of policy holder: [[national_id:pan_v49]]."),
    ("b49_pt_discharge_death", "physical_therapy_plan_of_care", US,
     "{rehab_own} - DISCHARGE SUMMARY (home health PT)\nPatient: {first} {last}, [[age_over_89:age_v49]], DOB [[date_of_birth:dob_elder_v49]], chart [[record_number:mrn_v49]]\n"
     "Address: [[address:addr_v49]]\nReason for discharge: patient passed away at home on [[date_of_death:dod_v49]] (hospice notified us). Visits completed: ((7||9||11)) of 12.\n"
     "Family contact for equipment pickup: {first2} {last2}, [[phone:phone_v49]]. Therapist {own_pt}."),
    ("b49_slp_eval_child", "speech_language_evaluation", US,
     "SPEECH-LANGUAGE EVALUATION - {rehab_own}\nChild: {first} {last}   DOB [[date_of_birth:dob_child_v49]]   Chart [[record_number:mrn_v49]]\n"
     "Parent/guardian: {first2} {last2}, [[phone:phone_v49]], [[email:email_family_v49]]\nReason: ((stuttering noticed by the kindergarten teacher||unclear speech, strangers understand about half||late talker, few two-word phrases)).\n"
     "Parent shared a home video before the visit: [[url:video_url_v49]]\nImpression: {slp_dx}. Recommend therapy 1x/week (92507). Evaluator: {own_slp}."),
    ("b49_slp_aphasia", "speech_language_evaluation", US,
     "Speech-language pathology - aphasia evaluation\nPatient: {first} {last} (DOB [[date_of_birth:dob_v49]])  MRN [[record_number:mrn_v49]]\n"
     "Onset: left MCA stroke ((3||5||8)) weeks ago. WAB-R aphasia quotient ((42.6||58.1||71.3)).\nThe patient's spouse prefers e-mail for home-program updates: [[email:email_family_v49]]. "
     "Before the stroke the patient ran a cooking channel we may use for conversational practice: [[url:profile_url_v49]]\nClinician: {own_slp}."),
    ("b49_slp_eval_sg", "speech_language_evaluation", SG,
     "{sg_partner} - Speech Therapy Initial Assessment\nName: {first} {last}\nNRIC/FIN: [[national_id:nric_v49]]\nDate of birth: [[date_of_birth:dob_student_v49]]\n"
     "Address: [[address:addr_v49]]\nContact: [[phone:phone_v49]]   Email: [[email:email_v49]]\nConcern: ((voice strain from teaching||stammering during presentations||accent modification request)). "
     "Recommended: 6 sessions, review after 3."),
    ("b49_ot_home_assessment", "occupational_therapy_home_assessment", US,
     "OCCUPATIONAL THERAPY HOME SAFETY ASSESSMENT\nClient: {first} {last}, [[age_over_89:age_v49]] (DOB [[date_of_birth:dob_elder_v49]])\nHome visited: [[address:addr_v49]]\n"
     "Findings: ((loose rug in hallway, no grab bars in the tub||steep basement stairs without a second rail||bedroom on the second floor)). Client still drives to church; "
     "her car (plate [[vehicle_id:plate_v49]]) is parked in a garage with a 2-step entry.\nDaughter {first2}: [[phone:phone_v49]]. Assessor: {own_ot}."),
    ("b49_ot_home_th", "occupational_therapy_home_assessment", TH,
     "แบบประเมินสภาพบ้านโดยนักกิจกรรมบำบัด - {th_partner}\nชื่อ-สกุล: {first} {last}\nเลขประจำตัวประชาชน: [[national_id:thai_id_v49]]\nวันเกิด: [[date_of_birth:dob_elder_v49]]  อายุ: [[age_over_89:age_v49]]\n"
     "ที่อยู่: [[address:addr_v49]]\nโทรศัพท์ญาติ: [[phone:phone_v49]]\nข้อเสนอแนะ: ติดราวจับในห้องน้ำ ((ย้ายห้องนอนลงชั้นล่าง||ปรับพื้นต่างระดับ||เพิ่มแสงสว่างบริเวณบันได))"),
    ("b49_podiatry_exam", "podiatry_diabetic_foot_exam", US,
     "{podiatry_own} - comprehensive diabetic foot exam\nPatient: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v49]]   Acct [[record_number:mrn_v49]]\n"
     "SSN on file: [[ssn:ssn_v49]]   Ohio Medicaid: [[member_id:medicaid_oh_v49]]\nFindings: {foot_finding}. A1c ((7.2||8.4||9.9||6.8))%.\n"
     "Plan: G0245, custom inserts (A5513 x2), return in 9 weeks. Card on file for copays: [[card:mastercard_v49]]. {own_dpm}"),
    ("b49_podiatry_my", "podiatry_diabetic_foot_exam", MY,
     "Pemeriksaan kaki diabetik - {my_partner}\nNama: {first} {last}\nNo. MyKad: [[national_id:mykad_v49]]\nTarikh lahir: [[date_of_birth:dob_v49]]\n"
     "Alamat: [[address:addr_v49]]\nNo. telefon: [[phone:phone_v49]]\nNo. rekod: [[record_number:mrn_v49]]\nPenemuan: ((kalus di bawah ibu jari kaki||kehilangan deria pada 4/10 titik||kuku kaki tebal)). "
     "Temu janji susulan dalam 3 bulan."),
    ("b49_chiro_intake", "chiropractic_intake_form", US,
     "{chiro_own} - NEW PATIENT INTAKE (auto injury)\nName: {first} {last}   DOB: [[date_of_birth:dob_v49]]   SSN: [[ssn:ssn_v49]]\nAddress: [[address:addr_v49]]\n"
     "Cell: [[phone:phone_v49]]   E-mail: [[email:email_v49]]\nAccident: rear-ended at a light, {dos}. Your vehicle: {vehicle_make}, plate [[vehicle_id:plate_v49]], VIN [[vehicle_id:vin_v45]]\n"
     "Auto claim with ((Progressive||State Farm||Erie)); card for the deductible: [[card:mastercard_v49]]. Pain 7/10, neck and upper back."),
    ("b49_chiro_intake_hi", "chiropractic_intake_form", HI,
     "{in_partner} - कायरोप्रैक्टिक पंजीकरण फ़ॉर्म\nनाम: {first} {last}\nजन्म तिथि: [[date_of_birth:dob_v49]]\nआधार संख्या: [[national_id:aadhaar_v49]]\n"
     "पता: [[address:addr_v49]]\nमोबाइल: [[phone:phone_v49]]\nसमस्या: ((गर्दन में दर्द||कमर दर्द, पैर में झनझनाहट||कंधे में अकड़न))\n"
     "बीमा प्रतिपूर्ति हेतु बैंक विवरण: [[bank_account:account_in_v49]]"),
    ("b49_student_visit_note", "student_health_visit_note", US,
     "{shs} - clinic note\nStudent: {first} {last}   Student ID [[record_number:student_id_v49]]   DOB [[date_of_birth:dob_student_v49]]\n"
     "Local address: [[address:addr_v49]]   Cell [[phone:phone_v49]]\nAssessment: {student_dx}. Excuse note sent to [[email:email_plain_v49]].\n"
     "Student asked for a temporary disability parking permit for vehicle [[vehicle_id:plate_v49]] (crutches 2 weeks). Seen by {own_doctor}."),
    ("b49_student_portal_msg", "student_health_visit_note", US,
     "Secure message - {shs} patient portal\nFrom: {first} {last} (student ID [[record_number:student_id_v49]])\nSent {iso_ts} from [[ip_address:ip_v49]]\n\n"
     "hi, I was seen Tuesday for the ((sore throat||sprained wrist||rash)) and the pharmacy says my insurance didn't go through. my plan member id is [[member_id:plan_member_v49]] "
     "and my birthday is [[date_of_birth:dob_student_v49]]. can someone call me at [[phone:phone_v49]]? thanks"),
    ("b49_imm_waiver", "campus_immunisation_waiver", US,
     "{uni} - IMMUNIZATION EXEMPTION REQUEST (meningococcal / hepatitis B)\nStudent: {first} {last}   ID [[record_number:student_id_v49]]   DOB [[date_of_birth:dob_student_v49]]\n"
     "Permanent address: [[address:addr_v49]]\nSSN (last 4 not accepted; full number required for the state registry): [[ssn:ssn_v49]]\n"
     "Reason: ((conscientious objection||religious belief||medical - letter attached)). Submitted electronically from [[ip_address:ip_v49]] on {iso_ts}. Reviewed by {own_ip}."),
    ("b49_imm_waiver_vn", "campus_immunisation_waiver", VN,
     "ĐƠN XIN MIỄN TIÊM CHỦNG (sinh viên trao đổi - gửi {uni})\nHọ và tên: {first} {last}\nNgày sinh: [[date_of_birth:dob_student_v49]]\nSố CCCD: [[national_id:cccd_v49]]\n"
     "Địa chỉ thường trú: [[address:addr_v49]]\nĐiện thoại: [[phone:phone_v49]]\nEmail: [[email:email_v49]]\nLý do: đã tiêm ((viêm gan B||sởi - quai bị - rubella)) tại Việt Nam, kèm sổ tiêm chủng."),
    ("b49_intl_enrol_in", "international_student_insurance_enrolment", IN_EN,
     "{uni} - International Student Health Insurance enrolment\nName: {first} {last}\nDate of birth: [[date_of_birth:dob_student_v49]]\nPAN: [[national_id:pan_v49]]\n"
     "Home address in India: [[address:addr_v49]]\nParent's mobile: [[phone:phone_v49]]\nPremium paid by RuPay/Mastercard [[card:card_v49]] from [[ip_address:ip_v49]]\n"
     "Refunds (if the waiver is approved) to: [[bank_account:account_in_v49]]"),
    ("b49_intl_enrol_sg", "international_student_insurance_enrolment", SG,
     "INTERNATIONAL STUDENT INSURANCE - ENROLMENT CONFIRMATION ({plan_own})\nStudent: {first} {last}\nNRIC: [[national_id:nric_v49]]\nDOB: [[date_of_birth:dob_student_v49]]\n"
     "Singapore address: [[address:addr_v49]]\nMobile: [[phone:phone_v49]]\nPayment: Mastercard [[card:mastercard_v49]]; claim reimbursements to [[bank_account:account_sg_v49]]\n"
     "Student's profile for the exchange office: [[url:profile_url_v49]]"),
    ("b49_intl_enrol_th", "international_student_insurance_enrolment", TH,
     "ใบสมัครประกันสุขภาพนักศึกษาแลกเปลี่ยน ({uni})\nชื่อ-นามสกุล: {first} {last}\nเลขบัตรประชาชน: [[national_id:thai_id_v49]]\nวันเกิด: [[date_of_birth:dob_student_v49]]\n"
     "ที่อยู่ในประเทศไทย: [[address:addr_v49]]\nโทร: [[phone:phone_v49]]  อีเมล: [[email:email_v49]]\nบัญชีรับเงินคืน: [[bank_account:account_th_v49]]\nยื่นออนไลน์จาก IP [[ip_address:ip_v49]]"),
    ("b49_intl_enrol_my", "international_student_insurance_enrolment", MY,
     "Borang pendaftaran insurans kesihatan pelajar antarabangsa - {uni}\nNama: {first} {last}\nTarikh lahir: [[date_of_birth:dob_student_v49]]\nNo. MyKad: [[national_id:mykad_v49]]\n"
     "Alamat di Malaysia: [[address:addr_v49]]\nTelefon bimbit: [[phone:phone_v49]]\nAkaun bank untuk tuntutan: [[bank_account:account_my_v49]]\n"
     "Kenderaan didaftarkan untuk pas letak kereta kampus: [[vehicle_id:plate_v49]]"),
    ("b49_intl_enrol_vn", "international_student_insurance_enrolment", VN,
     "Đăng ký bảo hiểm y tế cho sinh viên quốc tế - {uni}\nHọ tên: {first} {last}\nNgày sinh: [[date_of_birth:dob_student_v49]]\nCCCD: [[national_id:cccd_v49]]\n"
     "Điện thoại phụ huynh: [[phone:phone_v49]]\nEmail: [[email:email_v49]]\nĐăng ký trực tuyến từ địa chỉ IP [[ip_address:ip_v49]]\nTrang cá nhân: [[url:profile_url_v49]]"),
    ("b49_ortho_order", "orthotics_order", US,
     "{ortho_own} - DETAILED WRITTEN ORDER [[record_number:order_v49]]\nBeneficiary: {first} {last}, [[age_over_89:age_v49]], DOB [[date_of_birth:dob_elder_v49]]\n"
     "Ohio Medicaid: [[member_id:medicaid_oh_v49]]\nDeliver to: [[address:addr_v49]]\nPhone: [[phone:phone_v49]]\nItem: ((L1971 AFO, right||E0143 wheeled walker||K0001 standard wheelchair with elevating leg rests)). "
     "Length of need 99 months. Rental copay card: [[card:mastercard_v49]]. Ordering: {own_dpm} (NPI {own_npi})."),
    ("b49_ortho_order_in", "orthotics_order", IN_EN,
     "Orthotic appliance order - {in_partner}\nPatient: {first} {last}   DOB [[date_of_birth:dob_v49]]\nAadhaar: [[national_id:aadhaar_v49]]\nDelivery address: [[address:addr_v49]]\n"
     "Mobile: [[phone:phone_v49]]\nItem: ((custom MCR insoles (pair)||knee brace with hinges||LS belt)). Advance paid by card [[card:rupay_v49]]."),
    ("b49_appeal_letter", "visit_limit_appeal_letter", US,
     "{plan_own}\nAttn: Appeals\n\nRe: request for additional physical therapy visits, member ID [[member_id:plan_member_v49]], DOB [[date_of_birth:dob_student_v49]]\n\n"
     "I used all 30 visits after my ACL reconstruction and my surgeon wants 12 more. I'm a student-athlete and can't afford them out of pocket. My teammates started a fundraiser "
     "([[url:fundraiser_url_v49]]) but I'd rather the plan cover it. Please reply to [[email:email_v49]] or call [[phone:phone_v49]]. Mailing address: [[address:addr_v49]].\n\n{first} {last}"),
    ("b49_appeal_estate", "visit_limit_appeal_letter", US,
     "To {plan_own} - appeals\n\nI am writing as executor for my ((father||mother)), {first} {last} (member [[member_id:plan_member_v49]], SSN [[ssn:ssn_v49]], "
     "born [[date_of_birth:dob_v49]]), who died on [[date_of_death:dod_v49]]. The plan denied the last ((6||8||4)) speech therapy visits as over the limit; they were approved "
     "by phone. Please reprocess and send any refund to the estate account, [[bank_account:account_us_v49]]. Correspondence: [[address:addr_v49]].\n\n{first2} {last2}, executor"),
    ("b49_appeal_portal", "visit_limit_appeal_letter", US,
     "{plan_web} - online appeal form (submitted)\nMember ID: [[member_id:plan_member_v49]]\nDate of birth: [[date_of_birth:dob_student_v49]]\nE-mail for decision: [[email:email_plain_v49]]\n"
     "Service: chiropractic, visits 13-18 ({chiro_own})\nReason: flare after a fall on ice; my chiropractor's notes are attached.\nSubmitted {iso_ts} - IP [[ip_address:ip_v49]]"),
    ("b49_fhir_servicerequest", "fhir_servicerequest_export", US,
     "{\"resourceType\": \"ServiceRequest\", \"status\": \"active\", \"intent\": \"order\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": ["
     "{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v49]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v49]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v49]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v49]]\"}], "
     "\"address\": [{\"line\": [\"[[address:addr_fhir_v49]]\"}]}], \"code\": {\"coding\": [{\"system\": \"http://www.ama-assn.org/go/cpt\", \"code\": \"((97161||97165||92523))\"}]}, "
     "\"subject\": {\"reference\": \"#pt\"}, \"requester\": {\"display\": \"{own_doctor}\"}, \"authoredOn\": \"{eff_iso}\"}"),
    ("b49_hl7_ref_i12", "hl7_export", US,
     "MSH|^~\\&|SHS-EHR|MCU|RCR-EHR|RCR|{hl7_ts}||REF^I12^REF_I12|{ctrl}|P|2.5.1\nRF1|A^Accepted|R^Routine|PT^Physical therapy||O|[[record_number:referral_v49]]|{hl7_ts}\n"
     "PRD|RP|NAKASHIMA-HALE^CORDELIA^^^MD||||{own_npi}^^^NPI\nPID|1||[[record_number:mrn_plain_v49]]^^^MCU^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v49]]|((F||M))|||"
     "[[address:addr_hl7_v49]]||[[phone:phone_hl7_v49]]^PRN^PH|||||[[record_number:student_id_plain_v49]]|[[ssn:ssn_plain_v49]]\nIN1|1|BRSHP01|{payer_id}|{plan_own}" + "|" * 32
     + "[[member_id:plan_member_plain_v49]]\nDG1|1||((M25.561^Pain in right knee||S93.401A^Sprain of right ankle||M54.50^Low back pain))^I10"),
    ("b49_therapy_csv", "csv_export", US,
     "chart,medicaid_id,dob,home_phone,discipline,visits_used,discharge_reason,date_of_death\n[[record_number:mrn_plain_v49]],[[member_id:medicaid_oh_plain_v49]],[[date_of_birth:dob_iso_v49]],"
     "[[phone:phone_oh_v49]],((PT||OT||SLP)),((6||9||14||17)),deceased,[[date_of_death:dod_iso_v49]]\n# {rehab_own} closed-episode extract for the Medicaid MCO, {eff_iso}"),
    ("b49_x12_278", "x12_export", US,
     "ISA*00*          *00*          *ZZ*RCR49SUB       *ZZ*{payer_id}          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HI*RCR49SUB*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X217~\n"
     "ST*278*{four_digits}*005010X217~\nBHT*0007*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*X3*2*{plan_own}*****PI*{payer_id}~\nHL*2*1*21*1~\n"
     "NM1*1P*2*{rehab_own}*****XX*{own_npi}~\nHL*3*2*22*1~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:plan_member_plain_v49]]~\nREF*SY*[[ssn:ssn_plain_v49]]~\n"
     "N3*[[address:addr_x12_v49]]~\nDMG*D8*[[date_of_birth:dob_compact_v49]]*((F||M))~\nHL*4*3*EV*0~\nUM*HS*I*1~\nHI*ABK:((M2551||S83511A||M5450))~\nSV1*HC:97110*{money_s}*UN*12~\nSE*{small}*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones.

    As make_phi_blind2.build_rows, but with name pools for Singapore and Malaysia beside Faker's locales."""
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
        rows.append({"id": f"blind49-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
