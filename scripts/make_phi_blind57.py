"""A fifty-seventh blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind57.py [--seed 59591] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind55.py,
seeds 4141 to 57571) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-sixth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b57_" or "b57c_"). Identifier-free genres, all from sports medicine: a sports-medicine clinic's price lists (a
table, a CSV, a price-transparency JSON, a cash-pay injection list; South African, Indian, Hindi and Nigerian ones),
concussion-protocol policy documents (the graded return-to-play stages as prose, a table, an XML, a baseline-testing
policy, a Hindi one), athletic-trainer coverage rotas (staff only; a table, a CSV, an iCalendar file, a tournament
rota), team injury statistics (counts by sport and season, no athlete named; a table, a CSV, a JSON, a FHIR
MeasureReport, a season narrative, a South African school rugby one), pre-participation physical event calendars (a
table, a CSV, a flyer, an Indian screening camp), AED inspection logs (by device serial and location; a table, a CSV,
a JSON, an XML, a FHIR Device, a Johannesburg club's), marathon medical-tent plans (stations and counts, last year's
encounter counts, a JSON, a supply list with lot numbers, a Lagos one, a Swahili one), notices in other locales
(South Africa, India in English and in Hindi, Nigeria, Kenya in English and in Swahili), an HL7 MFN^M05 location
master, an X12 TA1 and an X12 820 premium payment between organisations, a claim-batch totals CSV and a sports
accident insurer's coverage bulletin. Carrying genres: pre-participation physical forms (a high-school athlete, a
nonagenarian Senior Games entrant with a Medicare number), concussion evaluation notes (a SCAT-style sideline note, an
online baseline test record with the testing computer's address), injury report forms (a school form, a cyclist
struck by a car), return-to-play clearance letters (school and college), physiotherapy referral letters (one faxed
for a runner past ninety), sports-insurance claim forms (an injury claim with direct deposit, an accidental-death
claim paid to a European account), parent consent forms for minors (paper with a car-pool driver's car, an online
e-consent paid by card), anti-doping whereabouts forms (a filing, a change made in an app), exports (a FHIR Encounter
with its subject, an HL7 ADT^A04, an injury-log CSV, an X12 837P) and forms from South Africa (a medical-scheme
claim, a lawn-bowls club incident report, a school rugby indemnity), India (a cricket academy registration, a
physiotherapy reimbursement claim, a Hindi sports-injury report), Nigeria (a football club medical, a group personal
accident death claim) and Kenya (an athletics camp registration, a Swahili accident-insurance death claim), written as
those countries print them.

Most identifier values come from this module's own printings (the `*_v57` slots): US SSNs and Medicare MBIs in
several printings, US passport book numbers, Oklahoma driver's licences and plates, VINs (the check digit), plan member IDs and charts; South
African ID numbers (the birth date inside, the gender sequence, Luhn), passports and medical-scheme numbers; Indian
Aadhaar numbers (Verhoeff check digit), PANs (the holder's status and surname letter), passports and insurer member
IDs; Nigerian NINs, BVNs, passports and NHIA numbers; Kenyan national ID numbers, KRA PINs, passports and NHIF numbers;
South African (branch code and account), Indian (IFSC and account), Nigerian (NUBAN with its check digit) and Kenyan
bank account printings, US routing-and-account pairs (ABA check digit) and valid IBANs of European accounts (mod 97;
Spain's and France's own keys too); Visa, Mastercard, RuPay and Verve numbers with Luhn; dates in US, South African,
Indian, Nigerian and Kenyan English styles, in Hindi with Hindi month names (Devanagari digits too) and in Swahili
with Swahili month names; South African (suburb, town, postal code; PO boxes, estates), Indian ("Flat", "Plot", six-
digit PIN codes), Nigerian ("Plot", "No.", estates, "P.O. Box") and Kenyan ("P.O. Box 12345-00100", estates, "Hse")
address layouts and Oklahoma ones; South African, Indian, Nigerian and Kenyan phone numbering plans in their national
printings (with and without +27, +91, +234, +254) and Oklahoma's; South African, Nigerian and Kenyan number plates;
e-mails written against scrapers ("at" and "dot", "[at]"); public IPv4 and IPv6 addresses of home and mobile
connections; personal pages (a training log, a highlight reel, an athlete's profile, an obituary).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Oklahoma sports-medicine clinic, an athletic
training outreach service, a sports accident insurer, a marathon's medical team and a youth sports league on
fictional 555-01xx lines, and partner clinics in South Africa, India, Nigeria and Kenya on invented lines) and the
organisations' own printed identifiers (the insurer's payer ID and group policy, the clinic's NPIs, its EIN, the
partners' practice and registration numbers); the people it names are the organisations' own staff, never an athlete,
patient or parent, and the ages it gives are under 90 (age groups such as "U14", school grades).

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

SEED = 59591
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "zu_ZA", "en_IN", "hi_IN", "en_NG", "en_KE", "sw")

CLINIC = "Arkansas River Sports Medicine"
ATC_SERVICE = "Redbud Athletic Training Services"
INSURER = "Canadian River Sports Accident Insurance Company"
MARATHON = "Prairie Wind Marathon Medical Team"
LEAGUE = "Green Country Youth Sports League"
ZA_PARTNER = "Highveld Sports Physiotherapy (Pty) Ltd"
IN_PARTNER = "Parvati Hill Sports Injury Clinic"
HI_PARTNER = "पार्वती हिल स्पोर्ट्स इंजरी क्लिनिक"
NG_PARTNER = "Lekki Lagoon Sports Medicine Centre"
KE_PARTNER = "Ngong Road Sports Medicine Clinic"
ORGANISATION_CONTACTS = [
    "(918) 555-0157",                                                  # 0 clinic main line (Tulsa)
    "(918) 555-0158",                                                  # 1 clinic fax
    "6150 South Yale Avenue, Suite 300, Tulsa, OK 74136",              # 2 clinic address
    "frontdesk@arkriversportsmed.com",                                 # 3
    "https://www.arkriversportsmed.com",                               # 4
    "billing@arkriversportsmed.com",                                   # 5
    "(405) 555-0159",                                                  # 6 athletic training outreach (Norman)
    "coverage@redbudatc.org",                                          # 7
    "2400 West Lindsey Street, Norman, OK 73069",                      # 8
    "1-866-555-0160",                                                  # 9 sports accident insurer, claims
    "claims@canadianriversai.com",                                     # 10
    "PO Box 470157, Tulsa, OK 74147",                                  # 11 insurer's claims address
    "https://www.canadianriversai.com",                                # 12
    "(918) 555-0161",                                                  # 13 marathon medical director
    "medical@prairiewindmarathon.org",                                 # 14
    "https://www.prairiewindmarathon.org",                             # 15
    "(405) 555-0162",                                                  # 16 youth league, physicals desk
    "physicals@greencountryyouth.org",                                 # 17
    "(011) 555 0157",                                                  # 18 South African partner (Johannesburg), national
    "+27 11 555 0157",                                                 # 19 the same, international
    "info@highveldsportsphysio.co.za",                                 # 20
    "Unit 5, 88 Oxford Road, Rosebank, Johannesburg, 2196",            # 21
    "020-5550 0157",                                                   # 22 Indian partner (Pune), national
    "+91 20 5550 0157",                                                # 23
    "care@parvatihillsportsinjury.in",                                    # 24
    "2nd Floor, Prabhat Chambers, Law College Road, Erandwane, Pune 411004",  # 25
    "+234 1 555 0157",                                                 # 26 Nigerian partner (Lagos)
    "hello@lekkilagoonsportsmed.ng",                                   # 27
    "020 555 0157",                                                    # 28 Kenyan partner (Nairobi), national
    "+254 20 555 0157",                                                # 29
    "info@ngongroadsportsmed.co.ke",                                   # 30
    "P.O. Box 57157-00100, Nairobi",                                   # 31
]
ORG_EIN = "73-4810957"
INSURER_PAYER_ID = "CRSAI57"
INSURER_GROUP = "OK57ATH"
INSURER_POLICY = "SA-5700-OK"
ORG_NPIS = (blind5._npi_of("157204863"), blind5._npi_of("186640572"), blind5._npi_of("123957046"))  # noqa: SLF001
ZA_PRACTICE_NO = "0570157"
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"zu_ZA": "ZA", "en_IN": "IN", "hi_IN": "HI", "en_NG": "NG", "en_KE": "KE", "sw": "SW"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _birth(draw: Draw, low: int = 1968, high: int = 2004) -> dt.date:
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
    """Subscriber digits: never a run of this set's fiction ranges (555, 0157, 015)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0157", "015")):
            return out


# ---- dates in the styles of the set -------------------------------------------------------------------------------
_HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
_SW_MONTHS = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba", "Novemba", "Desemba"]
_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    if country == "HI":
        return draw.pick([f"{d} {_HI_MONTHS[m - 1]} {y}", f"{d} {_HI_MONTHS[m - 1]}, {y}", f"{d} {_HI_MONTHS[m - 1]} {y}".translate(_DEVANAGARI),
                          f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}".translate(_DEVANAGARI), f"{d:02d}.{m:02d}.{y}"])
    if country == "SW":
        return draw.pick([f"{d} {_SW_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"tarehe {d} {_SW_MONTHS[m - 1]}, {y}", f"{d}.{m}.{y}"])
    if country == "ZA":
        return draw.pick([f"{y}/{m:02d}/{d:02d}", f"{y}-{m:02d}-{d:02d}", f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}"])
    if country == "IN":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month[:3]} {y}", f"{_ordinal(d)} {month} {y}",
                          f"{d:02d}-{month[:3]}-{y}"])
    if country == "NG":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {month}, {y}", f"{d:02d}-{month[:3]}-{y}", f"{d} {month} {y}", f"{d}/{m}/{y}"])
    if country == "KE":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month} {y}", f"{_ordinal(d)} {month} {y}", f"{d:02d}-{m:02d}-{y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{month[:3].upper()} {d:02d} {y}", f"{m:02d}{d:02d}{y}"])


def dob_v57(draw: Draw) -> str:
    """An adult athlete's date of birth in the text's style."""
    return _date_in(draw, _birth(draw, 1968, 2005), _country(draw))


def dob_minor_v57(draw: Draw) -> str:
    """A school athlete's date of birth (2008-2014)."""
    return _date_in(draw, _birth(draw, 2008, 2014), _country(draw))


def dob_elder_v57(draw: Draw) -> str:
    """The birth date of a person of 91 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1934), _country(draw))


def dob_iso_v57(draw: Draw) -> str:
    return _birth(draw, 1988, 2010).isoformat()


def dob_compact_v57(draw: Draw) -> str:
    return _birth(draw, 1988, 2010).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 2, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v57(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "") if age < 100 else "one hundred"
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} yrs", f"{age} years old", f"aged {age}", f"{age}yo"])


def age_v57(draw: Draw) -> str:
    """An age of 90 or more (the text gives no birth date beside it)."""
    return _age_words(draw, draw.rng.randint(90, 98))


def age_elder_v57(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1934 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1926, 1934), REFERENCE_DAY))


# ---- United States (Oklahoma) -------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v57(draw: Draw) -> str:
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}/{v[3:5]}/{v[5:]}", f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v57(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v57(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (no S, L, O, I, B or Z), whole, grouped as on the card, or lower case."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def member_v57(draw: Draw) -> str:
    """A member ID of the athlete's health plan or of the league's accident policy."""
    v = draw.digits(9, True)
    return draw.pick([f"CRS{v}", f"CRS-{v[:4]}-{v[4:]}", f"YCN{v}01", f"{draw.letters(3, 'ABCDEFGHJKLMNPRTUWXYZ')}{v}", f"OKS {v[:3]} {v[3:6]} {v[6:]}",
                      f"9{draw.digits(8)}-0{draw.rng.randint(1, 4)}"])


def member_plain_v57(draw: Draw) -> str:
    return f"CRS{draw.digits(9, True)}"


def mrn_v57(draw: Draw) -> str:
    return draw.pick([f"ARSM-{draw.digits(6, True)}", draw.digits(8, True), f"{draw.digits(3, True)}-{draw.digits(4)}-{draw.digits(2)}", f"AR{draw.digits(7, True)}",
                      f"M{draw.digits(7, True)}"])


def mrn_plain_v57(draw: Draw) -> str:
    return f"AR{draw.digits(7, True)}"


def student_id_v57(draw: Draw) -> str:
    """A college or school student ID tied to the named athlete."""
    return draw.pick([f"1{draw.digits(8)}", f"S{draw.digits(7, True)}", f"OU{draw.digits(7, True)}", f"113{draw.digits(6)}"])


def passport_us_v57(draw: Draw) -> str:
    """A US passport book number: nine digits, or a letter and eight digits (the newer books)."""
    return draw.pick([draw.digits(9, True), f"{draw.pick(['A', 'C', 'E'])}{draw.digits(8)}", f"5{draw.digits(8)}"])


def dl_ok_v57(draw: Draw) -> str:
    """An Oklahoma driver's licence: a letter and nine digits, or nine digits."""
    return draw.pick([f"{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(9)}", draw.digits(9, True), f"{draw.letters(1)}{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}"])


def plate_ok_v57(draw: Draw) -> str:
    """An Oklahoma plate (three letters and three digits, or the older three digits and three letters)."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    v = draw.pick([f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.digits(3)}{draw.letters(3, alpha)}"])
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v, f"OK {v[:3]}-{v[3:]}", f"{v} (OK)"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
               **dict(zip("STUVWXYZ", range(2, 10)))}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v57(draw: Draw) -> str:
    """A VIN with its check digit (position nine)."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    wmi = draw.pick(["1FT", "1G1", "2T1", "3GN", "5YJ", "1HG", "JTD", "1C4", "4T1"])
    body = wmi + draw.letters(5, alnum) + "0" + draw.pick(list("JKLMNPRST")) + draw.letters(1, alnum) + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


_OK_TOWNS = [("Tulsa", "74104"), ("Tulsa", "74105"), ("Tulsa", "74114"), ("Tulsa", "74133"), ("Broken Arrow", "74012"), ("Owasso", "74055"), ("Jenks", "74037"),
             ("Bixby", "74008"), ("Sand Springs", "74063"), ("Norman", "73071"), ("Norman", "73072"), ("Oklahoma City", "73118"), ("Edmond", "73034"),
             ("Moore", "73160"), ("Stillwater", "74074"), ("Muskogee", "74401"), ("Bartlesville", "74006")]
_OK_STREETS = ["S Harvard Ave", "E 41st St", "S Memorial Dr", "E 71st St S", "N Elm Pl", "W Kenosha St", "S Boston Ave", "E 15th St", "Classen Blvd",
               "W Main St", "N Porter Ave", "E Danforth Rd", "S Peoria Ave", "W Lakeview Rd", "NW 23rd St", "S Mingo Rd"]


def _ok_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_OK_TOWNS)
    street = f"{draw.rng.randint(100, 19800)} {draw.pick(_OK_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" Apt {draw.rng.randint(1, 4)}{draw.letters(1, 'ABCD')}", f" #{draw.rng.randint(101, 420)}",
                      f", Unit {draw.rng.randint(1, 24)}"])
    return street, unit, town, zip_code


def addr_ok_v57(draw: Draw) -> str:
    street, unit, town, zip_code = _ok_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, OK {zip_code}", f"{street}{unit}\n{town}, OK {zip_code}", f"{street}{unit}, {town} OK {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, OK {zip_code}", f"{street}{unit}, {town}, Oklahoma {zip_code}"])


def addr_hl7_v57(draw: Draw) -> str:
    street, _, town, zip_code = _ok_parts(draw)
    return f"{street.upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^OK^{zip_code}^USA^H"


def addr_fhir_v57(draw: Draw) -> str:
    """An Oklahoma address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _ok_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"OK\", \"postalCode\": \"{zip_code}"


def addr_x12_v57(draw: Draw) -> str:
    street, _, town, zip_code = _ok_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*OK*{zip_code}{draw.digits(4)}"


def phone_ok_v57(draw: Draw) -> str:
    area = draw.pick(["918", "918", "405", "405", "539", "580"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} x{draw.rng.randint(2, 60)}", f"{area}{exchange}{line}", f"{area} {exchange} {line}"])


def phone_e164_v57(draw: Draw) -> str:
    return f"+1{draw.pick(['918', '405'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v57(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['918', '405', '539'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    """An ABA routing number from its first eight digits (weights 3, 7, 1)."""
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v57(draw: Draw) -> str:
    """An Oklahoma checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["10390003", "10310395", "08290087", "10300001", "10391200"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing}  Acct# {account}"])


# ---- South Africa -------------------------------------------------------------------------------------------------
def _za_id(draw: Draw, born: dt.date, male: bool) -> str:
    seq = draw.rng.randint(5000, 9999) if male else draw.rng.randint(0, 4999)
    body = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{seq:04d}{draw.pick(['0', '0', '0', '1'])}8"
    v = body + _luhn(body)
    return draw.pick([v, v, f"{v[:6]} {v[6:10]} {v[10:]}", f"{v[:6]} {v[6:10]} {v[10:12]} {v[12]}"])


def za_id_v57(draw: Draw) -> str:
    """A South African ID number: birth date, gender sequence (5000+ men), citizenship, 8, Luhn check digit."""
    return _za_id(draw, _birth(draw), _sex(draw) == "M")


def za_id_parent_v57(draw: Draw) -> str:
    """The ID number of a learner's parent: the parent's own birth date (1970-1990) inside, not the learner's."""
    return _za_id(draw, draw.date_between(1970, 1990), draw.rng.random() < 0.5)


def za_passport_v57(draw: Draw) -> str:
    return draw.pick([f"A{draw.digits(8, True)}", f"M{draw.digits(8)}", f"A0{draw.digits(7, True)}"])


def za_medaid_v57(draw: Draw) -> str:
    """A medical-scheme membership number with the dependant code or not."""
    v = draw.digits(draw.pick([8, 9, 10]), True)
    return draw.pick([v, f"{v} / dep 0{draw.rng.randint(0, 3)}", f"{v}-0{draw.rng.randint(0, 3)}", f"{v[:3]} {v[3:6]} {v[6:]}"])


_ZA_BANKS = [("FNB", "250655", 11, "62"), ("Capitec", "470010", 10, "1"), ("Standard Bank", "051001", 9, "0"), ("Absa", "632005", 10, "40"), ("Nedbank", "198765", 10, "1")]


def za_bank_v57(draw: Draw) -> tuple[str, str, str]:
    """A South African account: bank and universal branch code stand before the span of the account number."""
    bank, branch, length, prefix = draw.pick(_ZA_BANKS)
    acct = prefix + draw.digits(length - len(prefix))
    shown = draw.pick([acct, acct, f"{acct[:2]}-{acct[2:6]}-{acct[6:]}" if bank == "Absa" else acct])
    return draw.pick([f"{bank}, branch code {branch}, cheque account ", f"Bank: {bank}   Branch code: {branch}   Account no.: ", f"{bank} ({branch}) acc "]), shown, ""


_ZA_PLACES = [("Parkhurst", "Johannesburg", "2193"), ("Melville", "Johannesburg", "2092"), ("Orlando West", "Soweto", "1804"), ("Sea Point", "Cape Town", "8005"),
              ("Rondebosch", "Cape Town", "7700"), ("Lynnwood", "Pretoria", "0081"), ("Morningside", "Durban", "4001"), ("Summerstrand", "Gqeberha", "6001"),
              ("Brandwag", "Bloemfontein", "9301"), ("Bryanston", "Sandton", "2191")]
_ZA_STREETS = ["4th Avenue", "Vilakazi Street", "Main Road", "Jan Smuts Avenue", "Beach Road", "Lenchen Avenue North", "Florida Road", "Marine Drive", "Kings Road",
               "Bauhinia Street"]


def addr_za_v57(draw: Draw) -> str:
    suburb, town, code = draw.pick(_ZA_PLACES)
    street = f"{draw.rng.randint(1, 240)} {draw.pick(_ZA_STREETS)}"
    estate = f"{draw.rng.randint(1, 96)} {draw.pick(['Silver Oaks Estate', 'Waterfall Country Village', 'Blue Valley Estate', 'Kyalami Hills', 'La Camargue'])}"
    return draw.pick([f"{street}\n{suburb}\n{town}\n{code}", f"{street}, {suburb}, {town}, {code}", f"Unit {draw.rng.randint(1, 60)}, {street}, {suburb}, {town} {code}",
                      f"PO Box {draw.rng.randint(120, 9800)}, {suburb}, {code}", f"{estate}, {street}, {suburb}, {town}, {code}"])


def phone_za_v57(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        pre = draw.pick(["82", "83", "72", "73", "76", "79", "61", "64", "84"])
        r = _sub(draw, 7)
        return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+27 {pre} {r[:3]} {r[3:]}", f"+27{pre}{r}", f"0{pre}{r}", f"0{pre}-{r[:3]}-{r[3:]}", f"+27 (0){pre} {r[:3]} {r[3:]}"])
    area = draw.pick(["11", "21", "12", "31", "41", "51"])
    r = _sub(draw, 7)
    return draw.pick([f"(0{area}) {r[:3]} {r[3:]}", f"0{area} {r[:3]} {r[3:]}", f"+27 {area} {r[:3]} {r[3:]}"])


def plate_za_v57(draw: Draw) -> str:
    """A South African registration: Gauteng (LL 00 LL GP), Western Cape (CA 123-456), KwaZulu-Natal (ND 123-456)."""
    alpha = "BCDFGHJKLMNPRSTVWXYZ"
    return draw.pick([f"{draw.letters(2, alpha)} {draw.digits(2)} {draw.letters(2, alpha)} GP", f"{draw.pick(['CA', 'CY', 'CF', 'CL'])} {draw.digits(3, True)}-{draw.digits(3)}",
                      f"ND {draw.digits(3, True)}-{draw.digits(3)}", f"{draw.letters(3, alpha)} {draw.digits(3)} GP"])


# ---- India --------------------------------------------------------------------------------------------------------
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar_v57(draw: Draw) -> str:
    """An Aadhaar number: twelve digits, the first 2-9, the Verhoeff check digit last; grouped in fours as the card prints it."""
    body = str(draw.rng.randint(2, 9)) + draw.digits(10)
    v = body + _verhoeff(body)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def pan_v57(draw: Draw) -> str:
    """A PAN: three letters, P for a person, the surname's initial, four digits, a letter."""
    last = "".join(ch for ch in draw.fill("last").upper() if "A" <= ch <= "Z") or "K"
    v = f"{draw.letters(3)}P{last[0]}{draw.digits(4, True)}{draw.letters(1)}"
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.2 else v, f"{v[:5]} {v[5:9]} {v[9]}"])


def in_passport_v57(draw: Draw) -> str:
    v = draw.letters(1, "JKLMNPRSTUVWZ") + draw.digits(7, True)
    return draw.pick([v, v, f"{v[0]} {v[1:]}"])


def in_member_v57(draw: Draw) -> str:
    """An Indian health insurer's or TPA's member ID printed on the e-card."""
    return draw.pick([f"SHI-{draw.digits(8, True)}", f"{draw.digits(4, True)}/{draw.digits(5)}/{draw.digits(2)}", f"MD{draw.digits(10, True)}",
                      f"TPA/{draw.rng.randint(2024, 2026)}/{draw.digits(7, True)}", f"HDFC-ERGO {draw.digits(12, True)}"])


_IFSC = [("State Bank of India", "SBIN0001"), ("HDFC Bank", "HDFC0000"), ("ICICI Bank", "ICIC0000"), ("Bank of Maharashtra", "MAHB0000"), ("Axis Bank", "UTIB0000"),
         ("Canara Bank", "CNRB0000")]


def in_bank_v57(draw: Draw) -> tuple[str, str, str]:
    """An Indian savings account: bank and IFSC before the span of the account number (9 to 16 digits)."""
    bank, ifsc = draw.pick(_IFSC)
    acct = draw.digits(draw.pick([11, 12, 14, 15, 16]), True)
    code = ifsc + draw.digits(3)
    if _country(draw) == "HI":
        return f"{bank}, IFSC {code}, खाता संख्या ", acct, ""
    return draw.pick([f"{bank}, IFSC {code}, A/c No. ", f"Bank: {bank} | IFSC: {code} | Savings A/c: ", f"{bank} ({code}) a/c "]), acct, ""


_IN_PLACES = [("Kothrud", "Pune", "Maharashtra", "411038"), ("Aundh", "Pune", "Maharashtra", "411007"), ("Indiranagar", "Bengaluru", "Karnataka", "560038"),
              ("Banjara Hills", "Hyderabad", "Telangana", "500034"), ("Andheri West", "Mumbai", "Maharashtra", "400058"), ("Salt Lake Sector V", "Kolkata", "West Bengal", "700091"),
              ("Anna Nagar", "Chennai", "Tamil Nadu", "600040"), ("Sector 15", "Chandigarh", "Chandigarh", "160015"), ("Malviya Nagar", "Jaipur", "Rajasthan", "302017")]
_IN_SOCIETIES = ["Sai Krupa Apartments", "Shantiniketan CHS", "Green Meadows", "Prestige Lakeside", "Mahavir Heights", "Kanchan Residency", "Ganga Enclave"]


def addr_in_v57(draw: Draw) -> str:
    area, city, state, pin = draw.pick(_IN_PLACES)
    flat = f"Flat {draw.rng.randint(1, 14)}0{draw.rng.randint(1, 8)}, {draw.pick(_IN_SOCIETIES)}"
    road = f"{_ordinal(draw.rng.randint(1, 18))} Cross Road" if city == "Bengaluru" else draw.pick(["Karve Road", "MG Road", "Link Road", "Station Road", "Gandhi Marg"])
    return draw.pick([f"{flat}, {road}, {area}, {city}, {state} {pin}", f"{flat}\n{area}, {city} - {pin}", f"Plot No. {draw.rng.randint(1, 420)}, {road}, {area}, {city} {pin}",
                      f"House No. {draw.rng.randint(10, 2400)}, {area}, {city}, {state} - {pin}", f"{flat}, {area},\n{city} {pin}, {state}"])


_HI_PLACES = [("लक्ष्मी नगर", "दिल्ली", "110092"), ("मालवीय नगर", "जयपुर", "302017"), ("गोमती नगर", "लखनऊ", "226010"), ("अरेरा कॉलोनी", "भोपाल", "462016"),
              ("कोथरूड", "पुणे", "411038"), ("राजेंद्र नगर", "पटना", "800016")]


def addr_hi_v57(draw: Draw) -> str:
    area, city, pin = draw.pick(_HI_PLACES)
    house, gali = draw.rng.randint(2, 980), draw.rng.randint(1, 14)
    return draw.pick([f"मकान नं. {house}, गली नं. {gali}, {area}, {city} - {pin}", f"फ़्लैट {draw.rng.randint(101, 904)}, {area}, {city} {pin}",
                      f"{house}, {area}, {city}, पिन कोड {pin}", f"मकान नं. {house}, {area},\n{city} - {pin}".translate(_DEVANAGARI)])


def phone_in_v57(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        r = str(draw.rng.randint(6, 9)) + _sub(draw, 9)
        return draw.pick([f"{r[:5]} {r[5:]}", f"+91 {r[:5]} {r[5:]}", f"+91-{r}", f"0{r}", r, f"+91 {r}", f"(+91) {r[:5]}-{r[5:]}"])
    area, n = draw.pick([("20", 8), ("80", 8), ("22", 8), ("40", 8), ("141", 7), ("172", 7)])
    r = _sub(draw, n)
    return draw.pick([f"0{area}-{r[:4]} {r[4:]}", f"(0{area}) {r}", f"+91 {area} {r}"])


def phone_hi_v57(draw: Draw) -> str:
    r = str(draw.rng.randint(6, 9)) + _sub(draw, 9)
    return draw.pick([f"{r[:5]} {r[5:]}", f"+91 {r[:5]} {r[5:]}", r, f"{r[:5]} {r[5:]}".translate(_DEVANAGARI), f"0{r}"])


# ---- Nigeria ------------------------------------------------------------------------------------------------------
def nin_v57(draw: Draw) -> str:
    """A National Identification Number: eleven digits, as the slip prints it or grouped."""
    v = draw.digits(11, True)
    return draw.pick([v, v, f"{v[:4]} {v[4:7]} {v[7:]}", f"{v[:4]}-{v[4:7]}-{v[7:]}"])


def bvn_v57(draw: Draw) -> str:
    """A Bank Verification Number: eleven digits, 22 first."""
    return "22" + draw.digits(9)


def ng_passport_v57(draw: Draw) -> str:
    return draw.pick([f"A{draw.digits(8, True)}", f"B{draw.digits(8, True)}", f"A{draw.digits(8, True)}"])


def nhia_v57(draw: Draw) -> str:
    """A National Health Insurance Authority enrolee number (or an HMO's)."""
    return draw.pick([draw.digits(8, True), f"NHIA/{draw.pick(['LA', 'FC', 'OY', 'RV'])}/{draw.digits(6, True)}", f"HYG/{draw.digits(5, True)}/{draw.rng.randint(0, 4)}",
                      f"{draw.digits(3, True)}-{draw.digits(5)}-{draw.digits(1)}"])


_NG_BANKS = [("GTBank", "058"), ("Access Bank", "044"), ("Zenith Bank", "057"), ("First Bank", "011"), ("UBA", "033"), ("Stanbic IBTC", "221")]


def _nuban(bank: str, serial: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(bank + serial, (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)))
    return serial + str((10 - total % 10) % 10)


def ng_bank_v57(draw: Draw) -> tuple[str, str, str]:
    """A NUBAN account (nine digits and the check digit over the bank code); the bank's name stands before the span."""
    bank, code = draw.pick(_NG_BANKS)
    acct = _nuban(code, draw.digits(9, True))
    return draw.pick([f"{bank}, account no. ", f"Bank: {bank}  NUBAN: ", f"{bank} - "]), acct, ""


_NG_PLACES = [("Lekki Phase 1", "Lagos", "106104"), ("Surulere", "Lagos", "101283"), ("Ikeja GRA", "Lagos", "100271"), ("Gwarinpa", "Abuja FCT", "900108"),
              ("Wuse 2", "Abuja FCT", "904101"), ("Bodija", "Ibadan, Oyo State", "200284"), ("GRA Phase 2", "Port Harcourt, Rivers State", "500272"),
              ("Independence Layout", "Enugu", "400102")]


def addr_ng_v57(draw: Draw) -> str:
    area, city, code = draw.pick(_NG_PLACES)
    street = draw.pick(["Admiralty Way", "Bode Thomas Street", "Isaac John Street", "3rd Avenue", "Aminu Kano Crescent", "Awolowo Avenue", "Tombia Street", "Chime Avenue"])
    return draw.pick([f"No. {draw.rng.randint(1, 80)} {street}, {area}, {city}", f"Plot {draw.rng.randint(1, 900)}, {street}, {area}, {city} {code}",
                      f"Block {draw.rng.randint(1, 40)}, Flat {draw.rng.randint(1, 12)}, {draw.pick(['Jakande Estate', 'Dolphin Estate', 'Federal Housing Estate'])}, {area}, {city}",
                      f"House {draw.rng.randint(1, 60)}, {street},\n{area},\n{city}", f"P.O. Box {draw.rng.randint(100, 9999)}, {city}"])


def phone_ng_v57(draw: Draw) -> str:
    pre = draw.pick(["803", "806", "813", "816", "703", "706", "805", "807", "815", "905", "802", "808", "812", "701", "902"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+234 {pre} {r[:3]} {r[3:]}", f"+234{pre}{r}", f"0{pre}{r}", f"234-{pre}-{r[:3]}-{r[3:]}", f"0{pre}-{r[:3]}-{r[3:]}",
                      f"+234 (0) {pre} {r[:3]} {r[3:]}"])


def plate_ng_v57(draw: Draw) -> str:
    """A Nigerian plate: the local government's three letters, three digits, two letters."""
    lga = draw.pick(["KJA", "LND", "EKY", "SMK", "ABJ", "KUJ", "GGE", "APP", "FKJ", "AAA"])
    return draw.pick([f"{lga} {draw.digits(3, True)} {draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}", f"{lga}-{draw.digits(3, True)}{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}",
                      f"{lga}{draw.digits(3, True)}{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"])


# ---- Kenya --------------------------------------------------------------------------------------------------------
def ke_id_v57(draw: Draw) -> str:
    """A Kenyan national ID number (eight digits for the younger holders, seven for the older)."""
    return draw.pick([draw.digits(8, True), draw.digits(8, True), draw.digits(7, True), f"{draw.digits(2, True)} {draw.digits(3)} {draw.digits(3)}"])


def kra_pin_v57(draw: Draw) -> str:
    """A KRA PIN: A (a person), nine digits, a letter."""
    return f"A{draw.digits(9)}{draw.letters(1)}"


def ke_passport_v57(draw: Draw) -> str:
    return draw.pick([f"AK{draw.digits(7, True)}", f"A{draw.digits(7, True)}", f"BK{draw.digits(7, True)}"])


def nhif_v57(draw: Draw) -> str:
    """A Kenyan NHIF (now SHA) member number."""
    return draw.pick([draw.digits(8, True), draw.digits(9, True), f"CR{draw.digits(10, True)}-{draw.rng.randint(1, 9)}", f"{draw.digits(4, True)} {draw.digits(4)}"])


_KE_BANKS = [("Equity Bank", 13, "01"), ("KCB", 10, "1"), ("Co-operative Bank", 14, "011"), ("NCBA", 10, "1"), ("Absa Kenya", 10, "20")]


def ke_bank_v57(draw: Draw) -> tuple[str, str, str]:
    bank, length, prefix = draw.pick(_KE_BANKS)
    acct = prefix + draw.digits(length - len(prefix))
    if _country(draw) == "SW":
        return f"Benki: {bank}, Namba ya akaunti: ", acct, ""
    return draw.pick([f"{bank}, A/C No. ", f"Bank: {bank}  Account: ", f"{bank} a/c "]), acct, draw.pick(["", f" ({draw.pick(['Westlands', 'Eldoret', 'Kisumu', 'Moi Avenue'])} branch)"])


_KE_TOWNS = [("Nairobi", "00100"), ("Nairobi", "00200"), ("Eldoret", "30100"), ("Iten", "30700"), ("Kisumu", "40100"), ("Nakuru", "20100"), ("Mombasa", "80100"),
             ("Kapsabet", "30300"), ("Nyahururu", "20300")]


def addr_ke_v57(draw: Draw) -> str:
    town, code = draw.pick(_KE_TOWNS)
    box = f"P.O. Box {draw.rng.randint(100, 99999)}-{code}, {town}"
    return draw.pick([box, box.replace("P.O. Box", "S.L.P."), f"Hse No. {draw.rng.randint(1, 300)}, {draw.pick(['Kileleshwa Court', 'Nyayo Estate', 'Buruburu Phase 2', 'Elgon View', 'Milimani Estate'])}, {town}",
                      f"Apartment {draw.letters(1, 'ABCD')}{draw.rng.randint(1, 12)}, {draw.pick(['Riverside Park', 'Mvuli Gardens', 'Kilimani Heights'])}, {draw.pick(['Riverside Drive', 'Mvuli Road', 'Argwings Kodhek Road'])}, {town}",
                      f"Plot {draw.rng.randint(10, 4000)}, {draw.pick(['Kapkoi', 'Kamariny', 'Pioneer', 'Langas'])}, {town}\n{box}"])


def phone_ke_v57(draw: Draw) -> str:
    pre = draw.pick(["712", "722", "733", "701", "745", "768", "110", "115", "790"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+254 {pre} {r[:3]} {r[3:]}", f"+254{pre}{r}", f"0{pre}{r}", f"254{pre}{r}", f"0{pre}-{r}", f"(+254) {pre} {r}"])


def plate_ke_v57(draw: Draw) -> str:
    """A Kenyan plate: K, two letters, three digits, a letter."""
    v = f"K{draw.pick(['C', 'D'])}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    return draw.pick([f"{v} {draw.digits(3, True)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}", f"{v}{draw.digits(3, True)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}",
                      f"{v} {draw.digits(3, True)} {draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"])


# ---- cards, IBANs, e-mail, IP, URLs -------------------------------------------------------------------------------
def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v57(draw: Draw) -> str:
    return _card(draw, "4", 16)


def mastercard_v57(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]), 16)


def rupay_v57(draw: Draw) -> str:
    """A RuPay number (60, 65, 81, 82, 508 ranges), sixteen digits, Luhn."""
    return _card(draw, draw.pick(["6070", "6521", "6522", "8172", "8200", "5085", "6080"]), 16)


def verve_v57(draw: Draw) -> str:
    """A Verve number (506099-506198, 650002-650027), sixteen or nineteen digits, Luhn."""
    return _card(draw, draw.pick([f"5061{draw.rng.randint(0, 1)}{draw.digits(1)}", f"65000{draw.rng.randint(2, 9)}"]), draw.pick([16, 19, 19]))


def card_v57(draw: Draw) -> str:
    country = _country(draw)
    if country in ("IN", "HI"):
        return draw.pick([rupay_v57, rupay_v57, visa_v57])(draw)
    if country == "NG":
        return draw.pick([verve_v57, verve_v57, mastercard_v57])(draw)
    return draw.pick([visa_v57, mastercard_v57])(draw)


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _es_dc(digits: str) -> str:
    weights = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)
    r = 11 - sum(int(ch) * w for ch, w in zip(digits.zfill(10), weights)) % 11
    return "0" if r == 11 else "1" if r == 10 else str(r)


def iban_eu_v57(draw: Draw) -> str:
    """The IBAN of a European account (Spain and France with their national keys, Britain, Germany, Portugal's NIB check)."""
    country = draw.pick(["ES", "FR", "GB", "DE", "PT"])
    if country == "ES":
        bank, branch, acct = draw.pick(["2100", "0049", "0182", "2085"]), draw.digits(4, True), draw.digits(10, True)
        bban = bank + branch + _es_dc("00" + bank + branch) + _es_dc(acct) + acct
    elif country == "FR":
        bank, branch, acct = draw.pick(["30003", "30004", "20041", "10278"]), draw.digits(5, True), draw.digits(11, True)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        bban = f"{bank}{branch}{acct}{key:02d}"
    elif country == "GB":
        bban = draw.pick(["NWBK", "BARC", "LOYD", "HBUK"]) + draw.digits(6, True) + draw.digits(8, True)
    elif country == "DE":
        bban = draw.pick(["10070000", "50010517", "37040044"]) + draw.digits(10, True)
    else:
        body = draw.pick(["0033", "0035", "0007"]) + draw.digits(4, True) + draw.digits(11, True)
        bban = body + f"{98 - int(body + '00') % 97:02d}"
    iban = _iban(country, bban)
    return draw.pick([iban, _groups(iban), _groups(iban)])


_DOMAINS = {"US": ["gmail.com", "cox.net", "sbcglobal.net", "yahoo.com", "outlook.com", "icloud.com"],
            "ZA": ["gmail.com", "webmail.co.za", "mweb.co.za", "telkomsa.net", "icloud.com"], "IN": ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com"],
            "HI": ["gmail.com", "yahoo.co.in", "rediffmail.com"], "NG": ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com"],
            "KE": ["gmail.com", "yahoo.com", "outlook.com"], "SW": ["gmail.com", "yahoo.com"]}
_ROMAN_HI = ["rajeev.bose", "anita.sharma82", "vikas_verma", "pooja.tiwari", "amitkumar.singh", "neha.jain"]


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        if _country(draw) == "HI":
            draw.cache["_roman"] = draw.pick(_ROMAN_HI)
        else:
            first = "".join(ch for ch in draw.fill("first").lower() if "a" <= ch <= "z") or "athlete"
            last = "".join(ch for ch in draw.fill("last").lower() if "a" <= ch <= "z") or "runner"
            draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                              f"{first}{draw.rng.randint(2, 24):02d}"])
    return draw.cache["_roman"]


def email_v57(draw: Draw) -> str:
    """A personal address; now and then written against scrapers ("at" and "dot", "[at]", "(at)")."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.12:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.2:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.25:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_plain_v57(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(68, 0, 15), (70, 176, 191), (72, 196, 223), (98, 160, 175)], "ZA": [(41, 0, 31), (105, 224, 255), (196, 208, 215)],
        "IN": [(49, 32, 47), (106, 192, 223), (117, 192, 255)], "HI": [(49, 32, 47), (157, 32, 47)], "NG": [(102, 88, 91), (197, 210, 211), (105, 112, 127)],
        "KE": [(41, 89, 90), (105, 160, 163), (197, 248, 248)], "SW": [(41, 89, 90), (105, 160, 163)]}
_IP6 = {"US": "2600:8804", "ZA": "2c0f:f4c0", "IN": "2409:4042", "HI": "2409:40c1", "NG": "2c0f:f5c0", "KE": "2c0f:fe38", "SW": "2c0f:fe38"}


def ip_v57(draw: Draw) -> str:
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
    return local.strip(sep) or "athlete"


def url_v57(draw: Draw) -> str:
    """An athlete's own page: a training log, a highlight reel, a recruiting profile, a fundraiser."""
    return draw.pick([f"https://www.strava.com/athletes/{draw.digits(8, True)}", f"https://www.instagram.com/{_slug(draw, '.')}/",
                      f"https://www.hudl.com/profile/{draw.digits(8, True)}/{_slug(draw)}", f"https://www.youtube.com/@{_slug(draw, '')}",
                      f"https://www.gofundme.com/f/{_slug(draw)}-recovery-fund", f"https://{_slug(draw, '')}.wordpress.com"])


def url_athlete_v57(draw: Draw) -> str:
    """A runner's public results profile or social page."""
    return draw.pick([f"https://worldathletics.org/athletes/kenya/{_slug(draw)}-{draw.digits(8, True)}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://www.strava.com/athletes/{draw.digits(8, True)}", f"https://x.com/{_slug(draw, '_')}"])


def url_obit_v57(draw: Draw) -> str:
    last = "".join(ch for ch in draw.fill("last").lower() if "a" <= ch <= "z") or "family"
    first = "".join(ch for ch in draw.fill("first").lower() if "a" <= ch <= "z") or "athlete"
    return draw.pick([f"https://www.legacy.com/us/obituaries/tulsaworld/name/{first}-{last}-obituary?id={draw.digits(8, True)}", f"https://www.forevermissed.com/{first}-{last}",
                      f"https://www.gofundme.com/f/{first}-{last}-memorial-fund", f"https://www.caringbridge.org/site/{first}{last}"])


def url_ng_v57(draw: Draw) -> str:
    return draw.pick([f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://www.youtube.com/@{_slug(draw, '')}", f"https://www.tiktok.com/@{_slug(draw, '.')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v57": dob_v57, "dob_minor_v57": dob_minor_v57, "dob_elder_v57": dob_elder_v57, "dob_iso_v57": dob_iso_v57, "dob_compact_v57": dob_compact_v57,
    "dod_v57": dod_v57, "age_v57": age_v57, "age_elder_v57": age_elder_v57,
    "ssn_v57": ssn_v57, "ssn_plain_v57": ssn_plain_v57, "mbi_v57": mbi_v57, "member_v57": member_v57, "member_plain_v57": member_plain_v57,
    "mrn_v57": mrn_v57, "mrn_plain_v57": mrn_plain_v57, "student_id_v57": student_id_v57, "passport_us_v57": passport_us_v57, "dl_ok_v57": dl_ok_v57, "plate_ok_v57": plate_ok_v57,
    "vin_v57": vin_v57, "addr_ok_v57": addr_ok_v57, "addr_hl7_v57": addr_hl7_v57, "addr_fhir_v57": addr_fhir_v57, "addr_x12_v57": addr_x12_v57,
    "phone_ok_v57": phone_ok_v57, "phone_e164_v57": phone_e164_v57, "phone_hl7_v57": phone_hl7_v57, "account_us_v57": account_us_v57,
    "za_id_v57": za_id_v57, "za_id_parent_v57": za_id_parent_v57, "za_passport_v57": za_passport_v57, "za_medaid_v57": za_medaid_v57, "za_bank_v57": za_bank_v57, "addr_za_v57": addr_za_v57,
    "phone_za_v57": phone_za_v57, "plate_za_v57": plate_za_v57,
    "aadhaar_v57": aadhaar_v57, "pan_v57": pan_v57, "in_passport_v57": in_passport_v57, "in_member_v57": in_member_v57, "in_bank_v57": in_bank_v57,
    "addr_in_v57": addr_in_v57, "addr_hi_v57": addr_hi_v57, "phone_in_v57": phone_in_v57, "phone_hi_v57": phone_hi_v57,
    "nin_v57": nin_v57, "bvn_v57": bvn_v57, "ng_passport_v57": ng_passport_v57, "nhia_v57": nhia_v57, "ng_bank_v57": ng_bank_v57, "addr_ng_v57": addr_ng_v57,
    "phone_ng_v57": phone_ng_v57, "plate_ng_v57": plate_ng_v57,
    "ke_id_v57": ke_id_v57, "kra_pin_v57": kra_pin_v57, "ke_passport_v57": ke_passport_v57, "nhif_v57": nhif_v57, "ke_bank_v57": ke_bank_v57,
    "addr_ke_v57": addr_ke_v57, "phone_ke_v57": phone_ke_v57, "plate_ke_v57": plate_ke_v57,
    "visa_v57": visa_v57, "mastercard_v57": mastercard_v57, "rupay_v57": rupay_v57, "verve_v57": verve_v57, "card_v57": card_v57, "iban_eu_v57": iban_eu_v57,
    "email_v57": email_v57, "email_plain_v57": email_plain_v57, "ip_v57": ip_v57, "url_v57": url_v57, "url_athlete_v57": url_athlete_v57,
    "url_obit_v57": url_obit_v57, "url_ng_v57": url_ng_v57,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Philippa Okonjo-Ruiz, MD, CAQSM", "Dr. Desmond Haverkamp-Lee, DO", "Marisol Quenby, MS, ATC", "Tobias Ravensworth, LAT, ATC",
         "Genevieve Ashcombe-Tran, PT, DPT", "Rufus Kittredge, ATC", "Henrietta Vasquez-Pomeroy, RN")
_ATCS = ["M. Quenby, ATC", "T. Ravensworth, LAT", "R. Kittredge, ATC", "A. Delacroix-Munn, ATC", "J. Whitlow-Baines, LAT", "S. Okafor-Lindqvist, ATC"]
_SPORTS = ["Football", "Girls soccer", "Boys soccer", "Volleyball", "Wrestling", "Boys basketball", "Girls basketball", "Softball", "Baseball", "Cross country",
           "Cheer", "Track and field", "Swim and dive"]
_SEASONS = ["2023-24", "2024-25", "2025-26"]


def _price_row(d: Draw) -> str:
    name, cpt, low, high = d.pick([("New patient sports medicine visit", "99204", 165, 240), ("Established visit", "99213", 95, 140), ("Concussion evaluation", "99214", 120, 180),
                                   ("Computerized neurocognitive baseline test", "96132", 35, 60), ("Ankle X-ray, 3 views", "73610", 55, 95),
                                   ("Diagnostic ultrasound, one joint", "76881", 140, 210), ("Walking boot, tall", "L4361", 85, 130), ("Knee aspiration and injection", "20610", 160, 260),
                                   ("Physical therapy evaluation", "97162", 110, 165), ("Therapeutic exercise, 15 min", "97110", 35, 55), ("Sports physical (PPE)", "99394", 25, 45),
                                   ("Splint application, short arm", "29125", 70, 115)])
    return f"{name} | {cpt} | ${d.rng.randint(low, high)}"


def _price_csv_row(d: Draw) -> str:
    return ",".join(f"\"{part}\"" if i == 0 else part for i, part in enumerate(_price_row(d).replace("$", "").split(" | ")))


def _injection_row(d: Draw) -> str:
    return (f"{d.pick(['Corticosteroid injection, knee', 'Hyaluronic acid series (3)', 'Platelet-rich plasma, one site', 'Ultrasound-guided bursa injection', 'Trigger point injection, 1-2 muscles', 'Prolotherapy session'])}"
            f" | {d.pick(['20610', '20611', '0232T', '20551', '20552', 'J7325'])} | ${d.rng.randint(90, 850)} cash price")


_STAGES = ["Stage 1: symptom-limited daily activity, school with accommodations", "Stage 2: light aerobic exercise (walking, stationary bike) up to 70% of max heart rate",
           "Stage 3: sport-specific exercise, no head impact", "Stage 4: non-contact training drills, resistance training", "Stage 5: full-contact practice after written clearance",
           "Stage 6: return to competition"]


def _stage_table(d: Draw) -> str:
    """The six stages in order, each with its minimum time and who supervises it."""
    return "\n".join(f"{stage.split(':')[0]} | {stage.split(': ')[1]} | at least {d.pick(['24', '24', '48'])} h | {d.pick(['ATC', 'ATC and team physician', 'team physician'])}"
                     for stage in _STAGES)


def _rota_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} {d.rng.randint(1, 28)} {d.pick(['Sep', 'Oct', 'Nov'])} | {d.pick(_SPORTS)} "
            f"{d.pick(['practice', 'home game', 'away game', 'scrimmage', 'tournament'])} | {d.pick(['Union HS', 'Jenks HS', 'Bixby HS', 'Owasso HS', 'Broken Arrow HS', 'Sand Springs MS'])} "
            f"| {d.rng.randint(15, 19)}:{d.pick(['00', '30'])}-{d.rng.randint(19, 22)}:{d.pick(['00', '30'])} | {d.pick(_ATCS)}")


def _rota_csv_row(d: Draw) -> str:
    return (f"2025-{d.rng.randint(8, 11):02d}-{d.rng.randint(1, 28):02d},{d.pick(['JHS', 'BHS', 'OHS', 'BAHS', 'UHS'])},{d.pick(_SPORTS).lower().replace(' ', '_')},"
            f"{d.rng.randint(15, 18)}:00,{d.rng.randint(19, 22)}:00,\"{d.pick(_ATCS)}\",{d.pick(['primary', 'backup'])}")


def _ics_event(d: Draw) -> str:
    day = f"2025{d.rng.randint(8, 11):02d}{d.rng.randint(1, 28):02d}"
    return (f"BEGIN:VEVENT\nUID:cov-{day}-{d.digits(6, True)}\nDTSTART;TZID=America/Chicago:{day}T{d.rng.randint(15, 18)}0000\n"
            f"DTEND;TZID=America/Chicago:{day}T{d.rng.randint(19, 22)}0000\nSUMMARY:{d.pick(_SPORTS)} coverage - {d.pick(_ATCS)}\nLOCATION:{d.pick(['Union HS stadium', 'Jenks HS fieldhouse', 'Bixby HS gym', 'ONEOK Field'])}\nEND:VEVENT")


def _injury_stat_row(d: Draw) -> str:
    exposures = d.rng.randint(1800, 24000)
    injuries = d.rng.randint(4, 90)
    return (f"{d.pick(_SPORTS)} | {d.pick(_SEASONS)} | {exposures:,} | {injuries} | {d.rng.randint(0, 18)} | {injuries * 1000 / exposures:.2f} | "
            f"{d.pick(['ankle sprain', 'concussion', 'hamstring strain', 'knee sprain', 'shoulder', 'hand/finger'])}")


def _injury_csv_row(d: Draw) -> str:
    return (f"{d.pick(_SPORTS).lower().replace(' ', '_')},{d.pick(_SEASONS)},{d.pick(['practice', 'competition'])},{d.rng.randint(0, 40)},{d.rng.randint(0, 9)},"
            f"{d.rng.randint(0, 5)},{d.rng.randint(1, 21)}")


def _injury_json_row(d: Draw) -> str:
    return (f"{{\"sport\": \"{d.pick(_SPORTS)}\", \"season\": \"{d.pick(_SEASONS)}\", \"injuries\": {d.rng.randint(3, 80)}, \"concussions\": {d.rng.randint(0, 14)}, "
            f"\"timeLossOver21Days\": {d.rng.randint(0, 9)}}}")


def _ppe_row(d: Draw) -> str:
    return (f"{d.pick(['Sat', 'Tue', 'Thu', 'Sat'])} {d.pick(['May', 'Jun', 'Jul'])} {d.rng.randint(1, 30)} | {d.pick(['Union HS gym', 'Jenks HS fieldhouse', 'Owasso 6th Grade Center', 'Bixby Middle School', 'Broken Arrow North'])} "
            f"| {d.rng.randint(7, 9)}:00-{d.rng.randint(11, 13)}:00 | grades {d.pick(['6-8', '7-12', '9-12'])} | {d.rng.randint(60, 400)} slots | ${d.pick(['20', '25', '30', '0 (fee waived)'])}")


def _ppe_csv_row(d: Draw) -> str:
    return (f"2026-{d.rng.randint(5, 7):02d}-{d.rng.randint(1, 30):02d},{d.pick(['UHS', 'JHS', 'OHS', 'BMS', 'BAN'])},{d.rng.randint(7, 9)}:00,{d.rng.randint(11, 13)}:00,"
            f"{d.rng.randint(60, 400)},{d.rng.randint(0, 380)},{d.pick(['20.00', '25.00', '0.00'])}")


_AED_MODELS = [("ZOLL", "AED Plus", "X"), ("ZOLL", "AED 3", "AA"), ("Philips", "HeartStart FRx", "B"), ("Philips", "HeartStart OnSite", "A"), ("Cardiac Science", "Powerheart G5", "C"),
               ("Stryker", "LIFEPAK CR2", "4"), ("HeartSine", "samaritan PAD 350P", "1")]
_AED_SITES = ["Main gym lobby", "Fieldhouse athletic training room", "Stadium press box", "Baseball dugout cabinet", "Natatorium deck", "Wrestling room", "Soccer complex shed",
              "Tennis center office", "Clinic rehab gym", "Marathon medical tent A"]


def _aed_row(d: Draw) -> str:
    maker, model, pre = d.pick(_AED_MODELS)
    return (f"{d.pick(_AED_SITES)} | {maker} {model} | S/N {pre}{d.digits(8, True)} | pads exp {d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d} | "
            f"battery {d.pick(['OK', 'OK', 'OK', 'replace'])} | {d.pick(['pass', 'pass', 'pass', 'fail - pulled from service'])} | {d.pick(_ATCS)}")


def _aed_csv_row(d: Draw) -> str:
    maker, model, pre = d.pick(_AED_MODELS)
    return (f"\"{d.pick(_AED_SITES)}\",{maker},{model},{pre}{d.digits(8, True)},{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d},{d.rng.randint(40, 100)},"
            f"{d.pick(['pass', 'pass', 'fail'])}")


def _aed_json_row(d: Draw) -> str:
    maker, model, pre = d.pick(_AED_MODELS)
    return (f"{{\"location\": \"{d.pick(_AED_SITES)}\", \"model\": \"{maker} {model}\", \"serial\": \"{pre}{d.digits(8, True)}\", \"padsExpire\": \"{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d}\", "
            f"\"selfTest\": \"{d.pick(['pass', 'pass', 'fail'])}\"}}")


def _aed_xml_row(d: Draw) -> str:
    maker, model, pre = d.pick(_AED_MODELS)
    return (f"  <aed site=\"{d.pick(_AED_SITES)}\" model=\"{maker} {model}\" serial=\"{pre}{d.digits(8, True)}\" padLot=\"{d.letters(2)}{d.digits(5)}\" "
            f"padExpiry=\"{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d}\" result=\"{d.pick(['pass', 'pass', 'fail'])}\"/>")


_TENT_STATIONS = ["Start corral", "Mile 3 aid station", "Mile 6.2 (10K split)", "Mile 10", "Half-marathon finish", "Mile 16 (Riverside Drive)", "Mile 20", "Mile 23",
                  "Finish line tent A", "Finish line tent B"]


def _tent_row(d: Draw) -> str:
    return (f"{d.pick(_TENT_STATIONS)} | {d.rng.randint(0, 4)} MD/DO | {d.rng.randint(1, 8)} RN | {d.rng.randint(0, 6)} ATC/PT | {d.rng.randint(2, 40)} cots | "
            f"{d.pick(['ice tubs x2', 'ice tub x1', 'no ice tub', 'ice tubs x4'])} | AED {d.pick(['yes', 'yes', 'shared with sweep cart'])}")


def _tent_stat_row(d: Draw) -> str:
    return (f"{d.pick(_TENT_STATIONS)} | {d.rng.randint(5, 260)} encounters | {d.rng.randint(0, 30)} EAH/heat | {d.rng.randint(0, 6)} transports | "
            f"{d.rng.randint(1, 40)} min median stay")


def _tent_json_row(d: Draw) -> str:
    return (f"{{\"station\": \"{d.pick(_TENT_STATIONS)}\", \"openTime\": \"0{d.rng.randint(6, 8)}:{d.pick(['00', '30'])}\", \"closeTime\": \"1{d.rng.randint(1, 4)}:{d.pick(['00', '30'])}\", "
            f"\"cots\": {d.rng.randint(2, 40)}, \"sodiumTesting\": {d.pick(['true', 'false'])}}}")


def _supply_row(d: Draw) -> str:
    item, ndc = d.pick([("0.9% sodium chloride 1000 mL", "0338-0049-04"), ("3% sodium chloride 500 mL", "0338-0054-03"), ("Dextrose 50% 50 mL", "0409-4902-34"),
                        ("Albuterol HFA 90 mcg", "0173-0682-20"), ("Epinephrine auto-injector 0.3 mg", "49502-0102-02"), ("Ondansetron ODT 4 mg", "68462-0157-13"),
                        ("Acetaminophen 500 mg", "0904-6730-61"), ("Glucose gel 15 g", "73296-0015-01")])
    return f"{item} | NDC {ndc} | lot {d.letters(2)}{d.digits(5)} | exp {d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d} | qty {d.rng.randint(2, 60)}"


def _batch_csv_row(d: Draw) -> str:
    return (f"B{d.rng.randint(2025, 2026)}{d.digits(5, True)},{d.pick(['2026-01', '2026-02', '2025-12', '2025-11'])},{d.rng.randint(12, 340)},{d.rng.randint(4000, 98000)}.{d.digits(2)},"
            f"{d.rng.randint(1000, 60000)}.{d.digits(2)},{d.rng.randint(0, 30)}")


def _x12_820_row(d: Draw) -> str:
    return f"ENT*{d.rng.randint(1, 9)}~\nRMR*IK*{INSURER_POLICY}-{d.digits(3, True)}**{d.rng.randint(1500, 42000)}.{d.digits(2)}~\nREF*ZZ*{d.pick(_SPORTS).upper().replace(' ', '')[:10]}~"


def _mfn_row(d: Draw) -> str:
    room = d.pick([("RM101", "Exam 1"), ("RM102", "Exam 2"), ("REHAB", "Rehab gym"), ("XR1", "X-ray"), ("US1", "Ultrasound"), ("CAST", "Cast room"), ("CONC", "Concussion lab")])
    return f"MFE|MAD|{room[0]}|{d.fill('hl7_ts')}|ARSM^{room[0]}^^TULSA\nLOC|ARSM^{room[0]}^^TULSA|{room[1]}|C|ARSM"


_ZA_PRICES = [("Sports physiotherapy consultation", "0190", 520, 780), ("Follow-up treatment", "0191", 420, 650), ("Strapping per joint", "0079", 90, 160),
              ("Dry needling", "0042", 150, 260), ("Pre-season rugby screening (per player)", "0190", 250, 400), ("Concussion baseline (SCAT6)", "0192", 300, 450)]
_IN_PRICES = ["Sports physician consultation", "Physiotherapy session (45 min)", "Kinesio taping", "Pre-season screening (school teams)", "Concussion assessment",
              "Gait analysis", "Dry needling"]
_HI_PRICES = ["खेल चिकित्सक परामर्श", "फिजियोथेरेपी सत्र (45 मिनट)", "टेपिंग", "स्कूल टीम स्क्रीनिंग", "कन्कशन जाँच", "चाल विश्लेषण"]
_NG_PRICES = ["Sports physician consultation", "Physiotherapy session", "Pre-signing club medical (players)", "Ankle strapping", "Ultrasound scan, one joint",
              "Concussion assessment"]


def _za_price_row(d: Draw) -> str:
    name, code, low, high = d.pick(_ZA_PRICES)
    return f"{name} | code {code} | R{d.rng.randint(low, high)}.00"


def _inr_row(names: list[str]) -> Callable[[Draw], str]:
    return lambda d: f"{d.pick(names)} | ₹{d.rng.randint(4, 60) * 50:,}"


def _ngn_row(d: Draw) -> str:
    return f"{d.pick(_NG_PRICES)} | ₦{d.rng.randint(8, 90) * 1000:,}"


def _za_rugby_row(d: Draw) -> str:
    return (f"{d.pick(['U14A', 'U14B', 'U15A', 'U16A', 'U16B', 'U19A', 'U19B'])} | {d.rng.randint(8, 14)} matches | {d.rng.randint(0, 9)} concussions | "
            f"{d.rng.randint(0, 12)} other time-loss | {d.pick(['tackle', 'ruck', 'scrum', 'maul', 'lineout'])}")


def _in_camp_row(d: Draw) -> str:
    return (f"{d.pick(['Shivaji Nagar', 'Kothrud', 'Aundh', 'Hadapsar', 'Pimpri'])} | {d.rng.randint(1, 28)} {d.pick(['June', 'July'])} 2026 | "
            f"{d.pick(['cricket', 'football', 'kabaddi', 'athletics', 'hockey'])} | {d.rng.randint(80, 450)} students | {d.rng.randint(2, 8)} doctors")


def _ng_tent_row(d: Draw) -> str:
    return (f"{d.pick(['Start - National Stadium', 'Km 10 Eko Bridge', 'Km 21 Ikoyi', 'Km 30 Lekki toll', 'Km 36', 'Finish - Eko Atlantic'])} | {d.rng.randint(1, 4)} doctors | "
            f"{d.rng.randint(2, 10)} nurses | {d.rng.randint(1, 3)} ambulances | {d.rng.randint(10, 60)} litres ORS")


def _sw_tent_row(d: Draw) -> str:
    return (f"{d.pick(['Mwanzo - Uhuru Gardens', 'Kilomita 10', 'Kilomita 21', 'Kilomita 30', 'Mwisho - Nyayo Stadium'])} | madaktari {d.rng.randint(1, 4)} | "
            f"wauguzi {d.rng.randint(2, 10)} | ambulensi {d.rng.randint(1, 3)}")


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "hi":
            return d.pick([f"{dd} {_HI_MONTHS[m - 1]} {y}", f"{dd} {_HI_MONTHS[m - 1]} {y}".translate(_DEVANAGARI)])
        if lang == "sw":
            return f"{dd} {_SW_MONTHS[m - 1]} {y}"
        if lang == "gb":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "clinic": CLINIC, "atc_service": ATC_SERVICE, "insurer": INSURER, "marathon": MARATHON, "league": LEAGUE,
    "za_partner": ZA_PARTNER, "in_partner": IN_PARTNER, "hi_partner": HI_PARTNER, "ng_partner": NG_PARTNER, "ke_partner": KE_PARTNER,
    "cl_phone": ORGANISATION_CONTACTS[0], "cl_fax": ORGANISATION_CONTACTS[1], "cl_addr": ORGANISATION_CONTACTS[2], "cl_email": ORGANISATION_CONTACTS[3],
    "cl_web": ORGANISATION_CONTACTS[4], "cl_billing": ORGANISATION_CONTACTS[5], "atc_phone": ORGANISATION_CONTACTS[6], "atc_email": ORGANISATION_CONTACTS[7],
    "atc_addr": ORGANISATION_CONTACTS[8], "ins_phone": ORGANISATION_CONTACTS[9], "ins_email": ORGANISATION_CONTACTS[10], "ins_box": ORGANISATION_CONTACTS[11],
    "ins_web": ORGANISATION_CONTACTS[12], "mar_phone": ORGANISATION_CONTACTS[13], "mar_email": ORGANISATION_CONTACTS[14], "mar_web": ORGANISATION_CONTACTS[15],
    "lg_phone": ORGANISATION_CONTACTS[16], "lg_email": ORGANISATION_CONTACTS[17], "za_phone": ORGANISATION_CONTACTS[18], "za_phone_intl": ORGANISATION_CONTACTS[19],
    "za_email": ORGANISATION_CONTACTS[20], "za_addr": ORGANISATION_CONTACTS[21], "in_phone": ORGANISATION_CONTACTS[22], "in_phone_intl": ORGANISATION_CONTACTS[23],
    "in_email": ORGANISATION_CONTACTS[24], "in_addr": ORGANISATION_CONTACTS[25], "ng_phone": ORGANISATION_CONTACTS[26], "ng_email": ORGANISATION_CONTACTS[27],
    "ke_phone": ORGANISATION_CONTACTS[28], "ke_phone_intl": ORGANISATION_CONTACTS[29], "ke_email": ORGANISATION_CONTACTS[30], "ke_box": ORGANISATION_CONTACTS[31],
    "org_ein": ORG_EIN, "payer_id": INSURER_PAYER_ID, "group_no": INSURER_GROUP, "policy_no": INSURER_POLICY, "za_practice": ZA_PRACTICE_NO,
    "own_md": STAFF[0], "own_do": STAFF[1], "own_atc": STAFF[2], "own_lat": STAFF[3], "own_pt": STAFF[4], "own_atc_b": STAFF[5], "own_rn": STAFF[6],
    "za_director": "Dr. Nomvula Sithebe-Aucamp", "in_director": "Dr. Aniruddha Kelkar-Bapat", "hi_director": "डॉ. अनिरुद्ध केलकर-बापट",
    "ng_director": "Dr. Adaeze Okafor-Bellamy", "ke_director": "Dr. Wanjiru Kamau-Odhiambo",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "price_table": _table(_price_row, 7), "price_csv": _rows(_price_csv_row, 7, 20), "injection_table": _table(_injection_row, 5),
    "stage_table": _stage_table, "rota_table": _rows(_rota_row, 7, 30), "rota_csv": _rows(_rota_csv_row, 8, 30), "ics_events": _rows(_ics_event, 3, 40),
    "injury_table": _rows(_injury_stat_row, 7, 22), "injury_csv": _rows(_injury_csv_row, 9, 24), "injury_json": _rows(_injury_json_row, 5, 40, ", "),
    "ppe_table": _rows(_ppe_row, 6, 30), "ppe_csv": _rows(_ppe_csv_row, 7, 16),
    "aed_table": _table(_aed_row, 6), "aed_csv": _rows(_aed_csv_row, 7, 22), "aed_json": _rows(_aed_json_row, 4, 40, ", "), "aed_xml": _rows(_aed_xml_row, 5, 40),
    "tent_table": _table(_tent_row, 6), "tent_stats": _table(_tent_stat_row, 6), "tent_json": _rows(_tent_json_row, 5, 30, ", "), "supply_table": _table(_supply_row, 6),
    "batch_csv": _rows(_batch_csv_row, 6, 12), "x12_820_rows": _rows(_x12_820_row, 3, 40), "mfn_rows": _rows(_mfn_row, 4, 30),
    "za_price_table": _table(_za_price_row, 5), "in_price_table": _table(_inr_row(_IN_PRICES), 5), "hi_price_table": _table(_inr_row(_HI_PRICES), 5),
    "ng_price_table": _table(_ngn_row, 5), "za_rugby_table": _table(_za_rugby_row, 6), "in_camp_table": _rows(_in_camp_row, 5, 20),
    "ng_tent_table": _table(_ng_tent_row, 5), "sw_tent_table": _table(_sw_tent_row, 4),
    "en_date": _month_date("en"), "gb_date": _month_date("gb"), "hi_date": _month_date("hi"), "sw_date": _month_date("sw"),
    "sport": lambda d: d.pick(_SPORTS), "season": lambda d: d.pick(_SEASONS),
    "version": lambda d: f"{d.rng.randint(1, 6)}.{d.rng.randint(0, 12)}",
    "runners": lambda d: f"{d.rng.randint(2400, 14800):,}", "temp_wbgt": lambda d: f"{d.rng.randint(72, 90)}.{d.rng.randint(0, 9)}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "grade": lambda d: d.pick(["7", "8", "9", "10", "11", "12"]),
    "school": lambda d: d.pick(["Union High School", "Jenks High School", "Bixby High School", "Owasso High School", "Broken Arrow High School", "Sand Springs Charles Page HS"]),
    "athlete_sport": lambda d: d.pick(["football", "soccer", "volleyball", "wrestling", "basketball", "softball", "cheer", "lacrosse"]),
    "symptom_score": lambda d: str(d.rng.randint(3, 60)), "symptom_count": lambda d: str(d.rng.randint(2, 20)),
    "sac": lambda d: str(d.rng.randint(18, 30)), "bess": lambda d: str(d.rng.randint(2, 24)),
    "bp": lambda d: f"{d.rng.randint(104, 138)}/{d.rng.randint(60, 88)}", "hr": lambda d: str(d.rng.randint(48, 96)),
    "height": lambda d: f"{d.rng.randint(5, 6)}'{d.rng.randint(0, 11)}\"", "weight": lambda d: str(d.rng.randint(98, 260)),
    "inr": lambda d: f"₹{d.rng.randint(8, 90) * 100:,}", "rand": lambda d: f"R{d.rng.randint(600, 18000):,}.00",
    "naira": lambda d: f"₦{d.rng.randint(50, 900) * 1000:,}", "ksh": lambda d: f"KSh {d.rng.randint(5, 300) * 100:,}",
    "claim_amt": lambda d: f"${d.rng.randint(300, 18000):,}.{d.digits(2)}",
    "benefit": lambda d: d.pick(["$10,000", "$25,000", "$50,000", "$5,000"]),
}

US = ("en_US",)
ZA = ("zu_ZA",)
IN = ("en_IN",)
HI = ("hi_IN",)
NG = ("en_NG",)
KE = ("en_KE",)
SW = ("sw",)
OTHER_LOCALES = ZA + IN + HI + NG + KE + SW

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b57c_price_list", "sports_medicine_price_list", US,
     "{clinic} - self-pay prices, effective {en_date}\nService | CPT/HCPCS | Cash price\n{price_table}\n"
     "Prices are the same for every athlete and family. Payment plans are available; ask billing at {cl_billing} or call {cl_phone}. {cl_addr}."),
    ("b57c_price_csv", "sports_medicine_price_list", US,
     "service,code,cash_price_usd\n{price_csv}\n# {clinic} standard charges file, version {version}, tax ID {org_ein}, published {eff_iso}"),
    ("b57c_price_json", "sports_medicine_price_list", US,
     "{\"hospital_name\": \"{clinic}\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.0.0\", \"license_information\": {\"state\": \"OK\"}, "
     "\"affirmation\": {\"confirm_affirmation\": true}, \"standard_charge_information\": [{\"description\": \"Sports physical (PPE)\", \"code_information\": "
     "[{\"code\": \"99394\", \"type\": \"CPT\"}], \"standard_charges\": [{\"setting\": \"outpatient\", \"discounted_cash\": {small_count}}]}], \"contact\": \"{cl_billing}\"}"),
    ("b57c_injection_prices", "sports_medicine_price_list", US,
     "Orthobiologic and injection price sheet - {clinic} ({en_date})\nProcedure | Code | Price\n{injection_table}\n"
     "Includes ultrasound guidance when ordered by {own_md}. Not billed to insurance unless noted. Questions: {cl_phone}."),
    ("b57c_concussion_policy", "concussion_protocol_policy", US,
     "{league} - Concussion Management Policy (rev. {en_date})\n1. Any athlete suspected of a concussion is removed from play that day and may not return the same day.\n"
     "2. A licensed health care provider trained in concussion (MD, DO or ATC under physician direction) evaluates before any return.\n"
     "3. Return to learn comes before return to play. Each stage below lasts at least 24 hours without symptoms:\n{stage_table}\n"
     "4. Written clearance goes to the league office ({lg_email}). Policy owner: {own_md}. Oklahoma statute 70 O.S. § 24-155 applies."),
    ("b57c_rtp_stages", "concussion_protocol_policy", US,
     "Graded return-to-play progression ({atc_service}, protocol version {version})\nStage | Activity | Minimum time | Supervised by\n{stage_table}\n"
     "If symptoms return, drop back one stage after 24 symptom-free hours. Baseline and post-injury tests are kept by the ATC of record, {own_lat}."),
    ("b57c_concussion_xml", "concussion_protocol_policy", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<protocol owner=\"{atc_service}\" version=\"{version}\" effective=\"{eff_iso}\">\n"
     "  <stage n=\"1\" name=\"Symptom-limited activity\" minHours=\"24\"/>\n  <stage n=\"2\" name=\"Light aerobic\" maxHRPercent=\"70\" minHours=\"24\"/>\n"
     "  <stage n=\"3\" name=\"Sport-specific\" minHours=\"24\"/>\n  <stage n=\"4\" name=\"Non-contact drills\" minHours=\"24\"/>\n"
     "  <stage n=\"5\" name=\"Full contact\" requires=\"written clearance\"/>\n  <stage n=\"6\" name=\"Competition\"/>\n  <contact>{atc_email}</contact>\n</protocol>"),
    ("b57c_baseline_policy", "concussion_protocol_policy", US,
     "Baseline neurocognitive testing - schedule and rules, {season} season\nWho: every athlete in football, soccer, wrestling, cheer, basketball and lacrosse, grades 7-12.\n"
     "When: before the first contact practice; retest every 2 years or after a concussion. Tests run in supervised groups of at most {cnt} in the school computer lab.\n"
     "Invalid baselines (about {pct_int}% last season) are repeated within 7 days. Results are released only to the athlete's treating clinician.\nCoordinator: {own_atc}, {atc_phone}."),
    ("b57c_rota", "athletic_trainer_rota", US,
     "{atc_service} - coverage rota, fall {year}\nDate | Event | Site | Time | ATC\n{rota_table}\n"
     "Swaps must be approved by {own_lat} 48 hours ahead. Emergency action plans are posted at every venue. Outreach office: {atc_phone}, {atc_addr}."),
    ("b57c_rota_csv", "athletic_trainer_rota", US,
     "date,school,sport,start,end,atc,role\n{rota_csv}\n# exported from the {atc_service} scheduler, {iso_ts}"),
    ("b57c_rota_ics", "athletic_trainer_rota", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Redbud Athletic Training Services//Coverage {version}//EN\nX-WR-CALNAME:Redbud coverage - staff\n{ics_events}\nEND:VCALENDAR"),
    ("b57c_rota_tournament", "athletic_trainer_rota", US,
     "{league} spring soccer tournament - medical coverage\nFields 1-4: {own_atc}; fields 5-8: {own_atc_b}; roaming and heat checks: {own_lat}.\n"
     "Physician on call: {own_do} (via the tournament desk). WBGT checks every 60 min; at {temp_wbgt} F or above, water breaks every 20 min.\n"
     "Medical tent at the north parking lot opens {clock}. Ambulance staged at gate B. Questions: {lg_phone}."),
    ("b57c_injury_stats", "team_injury_statistics", US,
     "{atc_service} - injury surveillance summary (schools covered: {cnt})\nSport | Season | Athlete-exposures | Injuries | Concussions | Rate per 1,000 AE | Most common\n{injury_table}\n"
     "Counts only; no athlete is identified. Prepared by {own_lat} for the athletic directors' meeting, {en_date}."),
    ("b57c_injury_csv", "team_injury_statistics", US,
     "sport,season,setting,injuries,concussions,surgeries,median_days_lost\n{injury_csv}\n# aggregate counts from {atc_service}, de-identified, {eff_iso}"),
    ("b57c_injury_json", "team_injury_statistics", US,
     "{\"report\": \"injury-surveillance\", \"source\": \"{atc_service}\", \"generated\": \"{iso_ts}\", \"seasons\": [\"2024-25\", \"2025-26\"], \"bySport\": [{injury_json}], "
     "\"contact\": \"{atc_email}\"}"),
    ("b57c_injury_measure", "team_injury_statistics", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{cl_web}/fhir/Measure/sport-concussion-rate\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{clinic}\"}, \"period\": {\"start\": \"2025-08-01\", \"end\": \"2026-05-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"athlete-exposures\"}, \"count\": {small_count}0}, {\"code\": {\"text\": \"concussions\"}, \"count\": {small}}], \"measureScore\": {\"value\": 0.{small_digit}}}]}"),
    ("b57c_injury_narrative", "team_injury_statistics", US,
     "Season report to the {league} board, {season}\nAcross {cnt} member clubs the athletic trainers logged {small_count} injuries, {small} of them concussions. "
     "Girls soccer again had the highest concussion rate (0.{small_digit} per 1,000 exposures). Ankle sprains fell by {pct_int}% after the neuromuscular warm-up "
     "was made mandatory for U12 and older. No catastrophic injuries were reported. - {own_md}, medical advisor"),
    ("b57c_ppe_calendar", "ppe_event_calendar", US,
     "{league} - pre-participation physical days, summer {year}\nDate | Site | Time | Grades | Slots | Fee\n{ppe_table}\n"
     "Bring the OSSAA physical form with the history page completed by a parent. Physicians: {own_md}, {own_do}. Register at {lg_email} or {lg_phone}."),
    ("b57c_ppe_csv", "ppe_event_calendar", US,
     "date,site,start,end,slots,booked,fee_usd\n{ppe_csv}\n# {league} physicals calendar export, {iso_ts}"),
    ("b57c_ppe_flyer", "ppe_event_calendar", US,
     "SPORTS PHYSICALS - {en_date}, {clock} to noon\n{clinic}, {cl_addr}\n$((20||25||30)) per athlete, paid at the door (cash or card). Proceeds go to the {league} AED fund.\n"
     "Includes vision screen, blood pressure, heart and lung exam, and an orthopedic screen. Athletes with a heart murmur or fainting history are referred for ECG (CPT 93000).\n"
     "Walk-ins until {small_count} slots are full. Questions: {cl_phone}."),
    ("b57c_aed_log", "aed_inspection_log", US,
     "{atc_service} - monthly AED inspection log, {quarter}\nLocation | Device | Serial | Pads | Battery | Self-test | Inspector\n{aed_table}\n"
     "Failed units are replaced from the loaner pool the same day. Program medical director: {own_do}."),
    ("b57c_aed_csv", "aed_inspection_log", US,
     "location,manufacturer,model,serial,pad_expiry,battery_pct,result\n{aed_csv}\n# {atc_service} AED inventory, inspected {eff_iso}"),
    ("b57c_aed_json", "aed_inspection_log", US,
     "{\"program\": \"{atc_service} public-access defibrillation\", \"inspected\": \"{eff_iso}\", \"devices\": [{aed_json}], \"medicalDirectorNpi\": \"{own_npi}\"}"),
    ("b57c_aed_xml", "aed_inspection_log", US,
     "<?xml version=\"1.0\"?>\n<aedInventory owner=\"{clinic}\" asOf=\"{eff_iso}\" contact=\"{cl_email}\">\n{aed_xml}\n</aedInventory>"),
    ("b57c_aed_fhir", "aed_inspection_log", US,
     "{\"resourceType\": \"Device\", \"status\": \"active\", \"manufacturer\": \"ZOLL Medical\", \"modelNumber\": \"AED Plus\", \"serialNumber\": \"X{seven_digits}\", "
     "\"lotNumber\": \"{lot}\", \"expirationDate\": \"{year_next}-0{small_digit}-01\", \"owner\": {\"display\": \"{atc_service}\"}, "
     "\"location\": {\"display\": \"((Stadium press box||Fieldhouse training room||Main gym lobby))\"}, \"contact\": [{\"system\": \"phone\", \"value\": \"{atc_phone}\"}], "
     "\"note\": [{\"text\": \"Inspected {eff_iso}; self-test pass\"}]}"),
    ("b57c_tent_plan", "marathon_medical_plan", US,
     "{marathon} - medical operations plan, race day {en_date}\nExpected starters: {runners}. Forecast start temperature 58 F, WBGT flag green until about 10:00.\n"
     "Station | Physicians | Nurses | ATC/PT | Cots | Cooling | AED\n{tent_table}\nMedical director: {own_md}. Command post radio channel 4. Office: {mar_phone}, {mar_email}."),
    ("b57c_tent_stats", "marathon_medical_plan", US,
     "{marathon} - last year's medical encounters by station (for planning)\nStation | Encounters | Exercise-associated hyponatremia / heat | Transports | Median stay\n{tent_stats}\n"
     "Total finishers {runners}. No deaths and no cardiac arrests. Full report on {mar_web}."),
    ("b57c_tent_json", "marathon_medical_plan", US,
     "{\"event\": \"{marathon}\", \"raceDate\": \"{eff_iso}\", \"stations\": [{tent_json}], \"medicalDirector\": \"{own_md}\", \"contact\": \"{mar_email}\"}"),
    ("b57c_tent_supply", "marathon_medical_plan", US,
     "{marathon} - medical tent pharmacy and supply list\nItem | NDC | Lot | Expiry | Qty\n{supply_table}\n"
     "Checked by {own_rn} and {own_atc_b} on {en_date}. Controlled substances are not stocked."),
    ("b57c_hl7_mfn_loc", "hl7_export", US,
     "MSH|^~\\&|ARSM-ADT|ARSM|EHR|ARSM|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master^HL70175||UPD|||AL\n{mfn_rows}"),
    ("b57c_x12_ta1", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*ARKRIVERSM     *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nTA1*{isa_seq}*{isa_date}*{hhmm}*A*000~\n"
     "IEA*0*{isa_seq}~\n# interchange acknowledgment: the claim file from {clinic} (NPI {own_npi}) was received without envelope errors"),
    ("b57c_x12_820", "x12_export", US,
     "ISA*00*          *00*          *ZZ*GCYSL          *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*RA*GCYSL*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X218~\n"
     "ST*820*{four_digits}*005010X218~\nBPR*C*{money_b}*C*ACH*CCP*01*{aba}*DA*{seven_digits}**01*103900036*DA*4807015720*20{isa_date}~\nTRN*3*{trn}~\n"
     "N1*PE*{insurer}*FI*{org_ein}~\nN1*PR*{league}~\n{x12_820_rows}\nSE*12*{four_digits}~\n# group premium for policy {policy_no}, all member clubs"),
    ("b57c_batch_csv", "csv_export", US,
     "batch_id,month,claims,billed_usd,paid_usd,denied\n{batch_csv}\n# {clinic} claim batches to {insurer} (payer ID {payer_id}), totals only"),
    ("b57c_insurer_bulletin", "insurer_coverage_bulletin", US,
     "{insurer} - bulletin to athletic directors and providers, {en_date}\nThe {league} group accident policy {policy_no} (group {group_no}) is excess coverage: submit to the "
     "family's primary plan first, then send the EOB with the claim form. Deductible $((0||100||250)) per injury; benefit period 52 weeks; maximum {benefit} per injury.\n"
     "Electronic claims: payer ID {payer_id}. Paper claims: {ins_box}. Claims line {ins_phone}, {ins_email}, forms at {ins_web}."),
    ("b57c_za_notice", "notice_other_locale", ZA,
     "NOTICE: {za_partner} - practice hours over the Easter weekend\nThe Rosebank rooms close on Good Friday and reopen on Tuesday at 07:00. Match-day strapping for "
     "school rugby fixtures continues on Saturday from 08:00. BHF practice no. {za_practice}.\nFor appointments call {za_phone} or e-mail {za_email}. {za_director}"),
    ("b57c_za_prices", "sports_medicine_price_list", ZA,
     "{za_partner} - private tariffs from {gb_date} (VAT inclusive)\nTreatment | Tariff code | Fee\n{za_price_table}\n"
     "Medical schemes are billed at scheme rate; the balance is for the member's account. Practice no. {za_practice}. {za_addr}. Tel {za_phone_intl}."),
    ("b57c_za_rugby_stats", "team_injury_statistics", ZA,
     "Inter-schools rugby season {year}: injury summary (sideline physiotherapy by {za_partner})\nTeam | Matches | Concussions | Other time-loss | Main mechanism\n{za_rugby_table}\n"
     "BokSmart protocol followed at every fixture. Figures only; no learner is named. Queries: {za_email}."),
    ("b57c_za_aed", "aed_inspection_log", ZA,
     "Rosebank Sports Club - AED check sheet, {gb_date}\nLocation | Device | Serial | Pads | Battery | Self-test | Checked by\n{aed_table}\n"
     "Service partner: {za_partner}, {za_phone}. Next check due in 30 days."),
    ("b57c_in_notice", "notice_other_locale", IN,
     "NOTICE - {in_partner}\nThe clinic will remain closed on {gb_date} for a public holiday. Physiotherapy sessions booked for that day are moved to the following Saturday. "
     "Emergency sports-injury advice: {in_phone}. {in_addr}. - {in_director}"),
    ("b57c_in_prices", "sports_medicine_price_list", IN,
     "{in_partner} - schedule of charges (w.e.f. {gb_date}, GST extra where applicable)\nService | Charge\n{in_price_table}\n"
     "Cashless facility for empanelled insurers and TPAs. Payments by UPI, card or cash. Enquiries: {in_phone_intl}, {in_email}."),
    ("b57c_in_camp", "ppe_event_calendar", IN,
     "Pune school sports pre-participation screening camps, {year} (with {in_partner})\nVenue | Date | Sport | Students expected | Doctors\n{in_camp_table}\n"
     "Schools must send the consent sheets in advance. ECG and eye screening on site. Coordinator: {in_director}, {in_phone}."),
    ("b57c_hi_notice", "notice_other_locale", HI,
     "सूचना - {hi_partner}\nसार्वजनिक अवकाश के कारण {hi_date} को क्लिनिक बंद रहेगा। उस दिन की फिजियोथेरेपी अपॉइंटमेंट अगले शनिवार को स्थानांतरित कर दी गई हैं।\n"
     "अधिक जानकारी के लिए फ़ोन करें: {in_phone}। ईमेल: {in_email}\n{hi_director}"),
    ("b57c_hi_prices", "sports_medicine_price_list", HI,
     "{hi_partner} - शुल्क सूची ({hi_date} से लागू)\nसेवा | शुल्क\n{hi_price_table}\nभुगतान यूपीआई, कार्ड या नकद द्वारा। संपर्क: {in_phone_intl}"),
    ("b57c_hi_concussion", "concussion_protocol_policy", HI,
     "कन्कशन के बाद खेल में वापसी - चरणबद्ध नियम ({hi_partner}, संशोधित {hi_date})\n1. लक्षण रहने तक केवल हल्की दैनिक गतिविधि\n2. हल्का एरोबिक व्यायाम (चलना, साइकिल)\n"
     "3. खेल-विशेष अभ्यास, सिर पर चोट का जोखिम नहीं\n4. बिना संपर्क वाला प्रशिक्षण\n5. डॉक्टर की लिखित अनुमति के बाद पूर्ण संपर्क अभ्यास\n6. प्रतियोगिता में वापसी\n"
     "हर चरण कम से कम 24 घंटे। प्रश्नों के लिए: {in_email}"),
    ("b57c_ng_notice", "notice_other_locale", NG,
     "PUBLIC NOTICE - {ng_partner}\nFollowing the Lagos State sanitation exercise on the last Saturday of the month, the centre will open at 10:00 instead of 07:30 on {gb_date}. "
     "Pre-signing medicals for clubs continue as booked. Enquiries: {ng_phone}, {ng_email}. - {ng_director}, Medical Director"),
    ("b57c_ng_tent", "marathon_medical_plan", NG,
     "Lagos City Marathon {year} - medical cover plan prepared by {ng_partner}\nPoint | Doctors | Nurses | Ambulances | ORS\n{ng_tent_table}\n"
     "Heat advisory: race starts at 06:30. Referral hospitals: LASUTH Ikeja and Lagos Island General Hospital. Control room: {ng_phone}."),
    ("b57c_ng_prices", "sports_medicine_price_list", NG,
     "{ng_partner} - price list (effective {gb_date})\nService | Fee\n{ng_price_table}\nHMO enrolees pay the co-payment shown on their plan. Transfers and POS accepted. {ng_email}"),
    ("b57c_ke_notice", "notice_other_locale", KE,
     "NOTICE: {ke_partner} - clinic hours during the Nairobi City Marathon weekend\nOn {gb_date} our team staffs the medical tents, so the clinic opens at 14:00. "
     "Physiotherapy bookings for that morning have been moved. Call {ke_phone} or write to {ke_email}. {ke_box}. - {ke_director}"),
    ("b57c_sw_notice", "notice_other_locale", SW,
     "TANGAZO - {ke_partner}\nKliniki itafungwa tarehe {sw_date} kwa sababu ya sikukuu ya kitaifa. Miadi ya fiziotherapia ya siku hiyo imehamishiwa Jumamosi ijayo.\n"
     "Kwa maelezo zaidi piga simu {ke_phone_intl} au tuma barua pepe {ke_email}. {ke_director}"),
    ("b57c_sw_tent", "marathon_medical_plan", SW,
     "Mpango wa huduma za matibabu - mbio za marathon za Nairobi, {sw_date}\nKituo | Madaktari | Wauguzi | Ambulensi\n{sw_tent_table}\n"
     "Wakimbiaji wanaotarajiwa: {runners}. Maji na chumvi za ORS kila kilomita 5. Mratibu: {ke_director}, {ke_phone}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b57_ppe_form", "pre_participation_physical", US,
     "OSSAA PRE-PARTICIPATION PHYSICAL EVALUATION - HISTORY FORM\nName: {first} {last}   Date of birth: [[date_of_birth:dob_minor_v57]]   Grade: {grade}   School: {school}\n"
     "Sport(s): {athlete_sport}\nHome address: [[address:addr_ok_v57]]\nParent/guardian: {first2} {last}   Cell: [[phone:phone_ok_v57]]\n"
     "Health insurance: ((SoonerCare||BCBS of Oklahoma||CommunityCare||Aetna)), member ID [[member_id:member_v57]]\n"
     "Has a doctor ever restricted your participation? ((No||Yes - asthma, cleared||No)). Fainted during exercise? No.\nExam at {clinic}: BP {bp}, HR {hr}, Ht {height}, Wt {weight} lb. "
     "Cleared without restriction - {own_do}."),
    ("b57_ppe_masters", "pre_participation_physical", US,
     "Oklahoma Senior Games - participant medical clearance\nParticipant: {first} {last}   Age on race day: [[age_over_89:age_elder_v57]]   Date of birth: [[date_of_birth:dob_elder_v57]]\n"
     "Events: ((1500 m race walk and shot put||pickleball singles||5K road race||25 m freestyle))\nMedicare: [[member_id:mbi_v57]]\nPhone: [[phone:phone_ok_v57]]   E-mail: [[email:email_v57]]\n"
     "History: hypertension on ((amlodipine||lisinopril)), total knee 2019. ECG normal sinus rhythm. Cleared for the events listed - {own_md}, {clinic}."),
    ("b57_scat_note", "concussion_evaluation_note", US,
     "SIDELINE CONCUSSION ASSESSMENT (SCAT6-style) - {atc_service}\nAthlete: {first} {last}   DOB [[date_of_birth:dob_minor_v57]]   Chart [[record_number:mrn_v57]]\n"
     "Event: {athlete_sport} vs ((Jenks||Owasso||Bixby||Union)), {clock}. Mechanism: ((helmet-to-helmet contact||head struck the turf||ball to the head||elbow to the temple)).\n"
     "Red flags: none. Symptoms {symptom_count}/22, severity {symptom_score}/132. SAC {sac}/30 (baseline 27). mBESS errors {bess}.\n"
     "Removed from play. Mother called at [[phone:phone_ok_v57]]; she will take the athlete home and watch overnight. Follow-up with {own_md}. - {own_lat}"),
    ("b57_baseline_record", "concussion_evaluation_note", US,
     "Online baseline neurocognitive test - session record\nTest taker: {first} {last}   Date of birth: [[date_of_birth:dob_v57]]   Athlete ID: [[record_number:student_id_v57]]\n"
     "Account e-mail: [[email:email_plain_v57]]\nSession started {iso_ts} from IP [[ip_address:ip_v57]] ((on a school lab PC||at home, unsupervised||in the clinic's testing room)).\n"
     "Composite scores: verbal memory {small_count}, visual memory {pct_int}, reaction time 0.{small_digit}8 s. Validity: ((valid||invalid - repeat within 7 days)). Reviewed by {own_atc}."),
    ("b57_injury_report", "injury_report_form", US,
     "ATHLETIC INJURY REPORT - {school}\nInjured athlete: {first} {last}   Date of birth: [[date_of_birth:dob_minor_v57]]\nHome address: [[address:addr_ok_v57]]\n"
     "Parent contact: [[phone:phone_ok_v57]]\nSecondary accident coverage: {insurer}, member [[member_id:member_v57]]\n"
     "Injury: ((left ankle inversion sprain||right wrist fall on outstretched hand||knee valgus injury||shoulder dislocation, reduced on site)) during {athlete_sport} practice, {dos}.\n"
     "First aid: ice, compression, splint. Referred to {clinic}. Reported by {own_atc_b}."),
    ("b57_cyclist_crash", "injury_report_form", US,
     "{clinic} - injury intake, road cycling\nPatient: {first} {last}, DOB [[date_of_birth:dob_v57]]\nAddress: [[address:addr_ok_v57]]   Cell: [[phone:phone_ok_v57]]\n"
     "Struck by a ((pickup||sedan||delivery van)) during a group ride on Riverside Drive. The patient photographed the vehicle: Oklahoma plate [[vehicle_id:plate_ok_v57]], "
     "VIN [[vehicle_id:vin_v57]] from the crash report. Injuries: ((clavicle fracture||road rash and AC sprain||distal radius fracture)). Helmet worn, no LOC. Seen by {own_do}."),
    ("b57_rtp_letter", "return_to_play_letter", US,
     "{clinic}\n{cl_addr}\n\n{en_date}\n\nTo the head coach and athletic trainer, {school}\n\nRe: {first} {last}, date of birth [[date_of_birth:dob_minor_v57]], our chart [[record_number:mrn_v57]]\n\n"
     "{first} was evaluated for a concussion sustained on {dos2}. The athlete has completed the graded return-to-play progression without symptoms and is cleared for "
     "full contact practice and competition. Please contact the family at [[email:email_v57]] with questions about the school's return-to-learn plan.\n\nSincerely,\n{own_md}"),
    ("b57_rtp_college", "return_to_play_letter", US,
     "MEDICAL CLEARANCE - RETURN TO PARTICIPATION\nStudent-athlete: {first} {last}   Student ID: [[record_number:student_id_v57]]   DOB: [[date_of_birth:dob_v57]]\n"
     "SSN (for the NCAA injury insurance claim): [[ssn:ssn_v57]]\nDiagnosis: ((S93.401A left ankle sprain||S83.511A ACL tear, post reconstruction||S06.0X0A concussion||M76.50 patellar tendinopathy)).\n"
     "Cleared for ((full participation||non-contact practice only||practice with brace)) as of {en_date}. Team physician: {own_do}."),
    ("b57_pt_referral", "physiotherapy_referral", US,
     "REFERRAL FOR PHYSICAL THERAPY\nTo: {own_pt}, rehab department, {clinic}\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v57]]\nAddress: [[address:addr_ok_v57]]\n"
     "Phone: [[phone:phone_ok_v57]]\nInsurance: ((BCBS of Oklahoma||GlobalHealth||UnitedHealthcare)) ID [[member_id:member_v57]]\n"
     "Dx: ((M76.51 patellar tendinitis, right knee||S43.431A SLAP lesion||M72.2 plantar fasciitis||M25.561 patellofemoral pain)). Evaluate and treat, 2x/week for 6 weeks. - {own_md}"),
    ("b57_pt_referral_fax", "physiotherapy_referral", US,
     "FAX - {cl_fax} - {pages} pages\nTo: rehab scheduling   From: {own_do}\nReferral: {first} {last}, [[age_over_89:age_v57]], lifelong runner, still does the Prairie Wind 5K.\n"
     "Medicare [[member_id:mbi_v57]]. Callback for scheduling: [[phone:phone_ok_v57]] (daughter). Home: [[address:addr_ok_v57]].\n"
     "Dx: M17.11 primary OA right knee, gait instability. PT for balance and strength, fall prevention. Please call to schedule."),
    ("b57_claim_form", "sports_insurance_claim", US,
     "{insurer} - STUDENT ATHLETE ACCIDENT CLAIM FORM (group policy {policy_no})\nInsured athlete: {first} {last}   Date of birth: [[date_of_birth:dob_minor_v57]]\n"
     "Parent/guardian: {first2} {last}   SSN: [[ssn:ssn_v57]]\nMailing address: [[address:addr_ok_v57]]\nPhone: [[phone:phone_ok_v57]]   E-mail: [[email:email_v57]]\n"
     "Member number: [[member_id:member_v57]]\nDate of injury: {dos}   Sport: {athlete_sport}   Amount claimed: {claim_amt}\n"
     "Pay benefits by direct deposit to: [[bank_account:account_us_v57]]"),
    ("b57_claim_death", "sports_insurance_claim", US,
     "{insurer} - accidental death benefit claim\nInsured: {first} {last}   Date of birth: [[date_of_birth:dob_v57]]   SSN: [[ssn:ssn_v57]]\n"
     "Date of death: [[date_of_death:dod_v57]]   Cause: ((exertional heat stroke at preseason practice||cardiac arrest during a league game||cervical spine injury in a rodeo event))\n"
     "Last address: [[address:addr_ok_v57]]\nBeneficiary: {first2} {last}, who lives abroad; pay the {benefit} benefit to IBAN [[bank_account:iban_eu_v57]].\n"
     "Obituary: [[url:url_obit_v57]]. Certified copy of the death certificate enclosed."),
    ("b57_parent_consent", "parent_consent_form", US,
     "{league} - PARENT/GUARDIAN CONSENT AND MEDICAL RELEASE\nPlayer: {first} {last}   Birth date: [[date_of_birth:dob_minor_v57]]\nParent: {first2} {last}\n"
     "Cell: [[phone:phone_ok_v57]]   E-mail: [[email:email_v57]]\nHome: [[address:addr_ok_v57]]\nInsurance member ID: [[member_id:member_v57]]\n"
     "Car-pool volunteer driver: the parent above, driver's license [[national_id:dl_ok_v57]], vehicle plate [[vehicle_id:plate_ok_v57]].\n"
     "I consent to emergency treatment of my child by {atc_service} staff. Signed ______________"),
    ("b57_econsent", "parent_consent_form", US,
     "E-CONSENT RECORD - {league} registration\nParticipant: {first} {last} (born [[date_of_birth:dob_minor_v57]])\nSigned electronically by parent {first2} {last}, "
     "[[email:email_plain_v57]], at {iso_ts} from IP [[ip_address:ip_v57]].\nRegistration fee $((85||120||145)) charged to card [[card:card_v57]] exp ((03/28||10/27||06/29)).\n"
     "Consents: concussion information sheet, emergency treatment, photo release ((declined||accepted))."),
    ("b57_whereabouts", "anti_doping_whereabouts", US,
     "WHEREABOUTS FILING - QUARTER {quarter}\nAthlete: {first} {last}   Date of birth: [[date_of_birth:dob_v57]]   Sport: ((weightlifting||track and field||cycling||wrestling))\n"
     "Passport no.: [[national_id:passport_us_v57]]\nOvernight address: [[address:addr_ok_v57]]\nDaily 60-minute slot: 06:00-07:00 at the overnight address\n"
     "Mobile: [[phone:phone_ok_v57]]   E-mail: [[email:email_v57]]\nRegular training: {clinic} rehab gym, Mon/Wed/Fri 14:00-16:00."),
    ("b57_whereabouts_change", "anti_doping_whereabouts", US,
     "Whereabouts update submitted in the athlete app\nAthlete: {first} {last}\nNew overnight address from {dos}: [[address:addr_ok_v57]]\nContact for doping control officers: [[phone:phone_ok_v57]]\n"
     "Submitted {iso_ts} from [[ip_address:ip_v57]].\nNote from the athlete: my training runs are public on [[url:url_v57]] if the officers need to find me."),
    ("b57_fhir_encounter", "fhir_encounter_export", US,
     "{\"resourceType\": \"Encounter\", \"status\": \"finished\", \"class\": {\"code\": \"AMB\"}, \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"ath\", \"identifier\": "
     "[{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v57]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v57]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v57]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v57]]\"}]}], "
     "\"subject\": {\"reference\": \"#ath\"}, \"serviceProvider\": {\"display\": \"{clinic}\"}, \"reasonCode\": [{\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/icd-10-cm\", "
     "\"code\": \"((S06.0X0A||S93.401A||S83.511A))\"}]}], \"period\": {\"start\": \"{iso_ts}\"}}"),
    ("b57_hl7_adt", "hl7_export", US,
     "MSH|^~\\&|ARSM-REG|ARSM|EHR|ARSM|{hl7_ts}||ADT^A04^ADT_A01|{ctrl}|P|2.5.1\nEVN|A04|{hl7_ts}\nPID|1||[[record_number:mrn_plain_v57]]^^^ARSM^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v57]]|((F||M))|||"
     "[[address:addr_hl7_v57]]||[[phone:phone_hl7_v57]]||||||[[ssn:ssn_plain_v57]]\nPV1|1|O|ARSM^RM10{small_digit}^^TULSA||||{own_npi}^HAVERKAMP-LEE^DESMOND|||SPM"),
    ("b57_injury_csv", "csv_export", US,
     "athlete_id,dob,parent_email,parent_phone,sport,injury_date,body_part,days_lost\n[[record_number:mrn_plain_v57]],[[date_of_birth:dob_iso_v57]],[[email:email_plain_v57]],"
     "[[phone:phone_e164_v57]],{athlete_sport},{eff_iso},((ankle||knee||head||shoulder)),{small}\n# {atc_service} injury log row for {first} {last}"),
    ("b57_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*ARKRIVERSM     *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*ARKRIVERSM*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{clinic}*****XX*{own_npi}~\nREF*EI*{org_ein}~\n"
     "HL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v57]]~\nN3*[[address:addr_x12_v57]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact_v57]]*((F||M))~\nREF*SY*[[ssn:ssn_plain_v57]]~\nCLM*{fivedig}*{money_s}***11:B:1~\nHI*ABK:((S934||S8351||S060X0A))~\nSE*13*{four_digits}~"),
    ("b57_za_medaid_claim", "sports_insurance_claim", ZA,
     "{za_partner} - medical scheme claim for sports injury treatment\nMain member: {first} {last}\nSA ID number: [[national_id:za_id_v57]]\nDate of birth: [[date_of_birth:dob_v57]]\n"
     "Medical scheme: ((Discovery Health||Bonitas||Momentum Health||GEMS)), membership no. [[member_id:za_medaid_v57]]\nPostal address: [[address:addr_za_v57]]\n"
     "Cell: [[phone:phone_za_v57]]\nRefund of amounts paid in cash to: [[bank_account:za_bank_v57]]\nInjury: ((hamstring strain at club rugby||ankle sprain at netball||shoulder at cricket nets)), {gb_date}."),
    ("b57_za_bowls", "injury_report_form", ZA,
     "Rosebank Bowling Club - incident report\nBowler: {first} {last}, [[age_over_89:age_elder_v57]], member since 1978\nID no.: [[national_id:za_id_v57]]\n"
     "Home: [[address:addr_za_v57]]\nNext of kin cell: [[phone:phone_za_v57]]   E-mail: [[email:email_v57]]\nSubscription paid by card [[card:mastercard_v57]]\n"
     "Incident: slipped on the wet green during the Saturday roll-up, bruised right hip, able to walk. Seen by {za_director} of {za_partner}."),
    ("b57_za_rugby_indemnity", "parent_consent_form", ZA,
     "SCHOOL RUGBY - PARENT INDEMNITY AND MEDICAL CONSENT\nLearner: {first} {last}   Date of birth: [[date_of_birth:dob_minor_v57]]\nParent: {first2} {last}, ID no. [[national_id:za_id_parent_v57]]\n"
     "Cell: [[phone:phone_za_v57]]   E-mail: [[email:email_v57]]\nResidential address: [[address:addr_za_v57]]\nMedical aid no.: [[member_id:za_medaid_v57]]\n"
     "Parent transporting players to away fixtures, vehicle registration [[vehicle_id:plate_za_v57]].\nI consent to treatment by {za_partner} at fixtures."),
    ("b57_in_cricket_academy", "academy_registration_form", IN,
     "Erandwane Cricket Academy - player registration (online)\nPlayer name: {first} {last}\nDate of birth: [[date_of_birth:dob_minor_v57]]\nAadhaar no.: [[national_id:aadhaar_v57]]\n"
     "Address: [[address:addr_in_v57]]\nParent mobile: [[phone:phone_in_v57]]\nE-mail: [[email:email_v57]]\nFee {inr} paid by card [[card:card_v57]]\n"
     "Form submitted from IP [[ip_address:ip_v57]] on {gb_date}. Fitness screening by {in_partner}."),
    ("b57_in_physio_reimb", "sports_insurance_claim", IN,
     "CLAIM FORM - REIMBURSEMENT OF OPD PHYSIOTHERAPY (sports injury)\nName of insured: {first} {last}\nPolicy / member ID: [[member_id:in_member_v57]]\nPAN: [[national_id:pan_v57]]\n"
     "Address: [[address:addr_in_v57]]\nMobile: [[phone:phone_in_v57]]\nTreating clinic: {in_partner}, {small_digit} sessions, total {inr}\n"
     "Bank details for NEFT: [[bank_account:in_bank_v57]]"),
    ("b57_hi_injury_report", "injury_report_form", HI,
     "खेल चोट रिपोर्ट - {hi_partner}\nखिलाड़ी का नाम: {first} {last}\nजन्म तिथि: [[date_of_birth:dob_v57]]\nपता: [[address:addr_hi_v57]]\nमोबाइल: [[phone:phone_hi_v57]]\n"
     "आधार संख्या: [[national_id:aadhaar_v57]]\nखेल: ((कबड्डी||क्रिकेट||कुश्ती||हॉकी))\nचोट: ((बाएँ टखने में मोच||घुटने में चोट||कंधे का खिसकना)), {hi_date}\nजाँचकर्ता: {hi_director}"),
    ("b57_ng_club_medical", "pre_participation_physical", NG,
     "{ng_partner} - pre-signing club medical\nPlayer: {first} {last}   Date of birth: [[date_of_birth:dob_v57]]\nNIN: [[national_id:nin_v57]]   BVN: [[national_id:bvn_v57]]\n"
     "Residential address: [[address:addr_ng_v57]]\nPhone: [[phone:phone_ng_v57]]   E-mail: [[email:email_v57]]\nNHIA / HMO no.: [[member_id:nhia_v57]]\n"
     "Medical fee paid with card [[card:card_v57]]\nHighlight videos provided by the player's agent: [[url:url_ng_v57]]\nECG: normal. Echo: structurally normal heart. Fit to sign. {ng_director}"),
    ("b57_ng_death_claim", "sports_insurance_claim", NG,
     "GROUP PERSONAL ACCIDENT - DEATH CLAIM (club players' policy)\nDeceased player: {first} {last}\nDate of birth: [[date_of_birth:dob_v57]]\nDate of death: [[date_of_death:dod_v57]]\n"
     "Circumstances: road accident while travelling to an away fixture; the team bus collided with vehicle [[vehicle_id:plate_ng_v57]].\n"
     "Claimant (next of kin): {first2} {last}, NIN [[national_id:nin_v57]], phone [[phone:phone_ng_v57]]\nPay to: [[bank_account:ng_bank_v57]]"),
    ("b57_ke_athletics_camp", "academy_registration_form", KE,
     "High-altitude training camp, Iten - athlete registration and whereabouts\nAthlete: {first} {last}   Date of birth: [[date_of_birth:dob_v57]]\nNational ID no.: [[national_id:ke_id_v57]]   "
     "Passport: [[national_id:ke_passport_v57]]\nAddress: [[address:addr_ke_v57]]\nPhone: [[phone:phone_ke_v57]]   E-mail: [[email:email_v57]]\nNHIF/SHA no.: [[member_id:nhif_v57]]\n"
     "Results profile: [[url:url_athlete_v57]]\nMedical screening by {ke_partner}: cleared."),
    ("b57_sw_death_claim", "sports_insurance_claim", SW,
     "FOMU YA MADAI YA BIMA YA AJALI ZA MICHEZO - KIFO\nJina la marehemu: {first} {last}\nTarehe ya kuzaliwa: [[date_of_birth:dob_v57]]\nTarehe ya kifo: [[date_of_death:dod_v57]]\n"
     "Namba ya kitambulisho: [[national_id:ke_id_v57]]\nAjali: gari la timu liligongana na gari namba [[vehicle_id:plate_ke_v57]] njiani kuelekea mashindano.\n"
     "Mdai: {first2} {last}, simu [[phone:phone_ke_v57]]\nMalipo: [[bank_account:ke_bank_v57]]"),
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
        rows.append({"id": f"blind57-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
