"""A sixtieth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind60.py [--seed 62621] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind59.py,
seeds 4141 to 61611) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-first set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b60_" or "b60c_"). Identifier-free genres, all from maritime medicine: cruise-ship infirmary fee schedules (a table, a
CSV, a JSON, an Australian home-port notice, an onboard pharmacy list), port-health sanitation inspection summaries
(a score sheet, a deficiency table, an XML feed, a Singapore summary, an Indonesian SSCEC summary), offshore-platform
medic rotas (staff only: a table, a CSV, an iCalendar, a change notice), seafarer medical-fitness guidance (STCW
vision and hearing standards, ILO/IMO guidelines, a Philippine DOH circular, a Vietnamese one), ship's medicine-chest
inventories (a table, a CSV with NDCs and lots, a JSON, a controlled-drug count, a Malay one), telemedical advice
service (TMAS) contact sheets, fleet norovirus and ILI counts (no persons: a table, a CSV, a JSON, an HL7 ORU of
aggregate counts), medevac helicopter availability notices, notices in other locales (fil_PH in Filipino, id_ID,
vi_VN, Malay, en_AU, en_NZ, Singapore forms in English) and exports of non-personal data (an X12 999, an HL7 MFN^M02
staff master, a FHIR Organization and a FHIR Location, a CSV of claim batch totals). Carrying genres: seafarer pre-employment
medical examination (PEME) reports, ship's infirmary log entries naming crew or passengers (one of a nonagenarian),
medevac requests, crew injury and death claims to the P&I club, port agents' hospital referral letters, repatriation
letters (one for remains), cruise passenger incident reports (one from the guest web form), offshore rig medic's
casualty reports (one as a shore ticket), a death-at-sea report to the flag state, forms from the Philippines,
Indonesia, Vietnam, Malaysia, Singapore, Australia and New Zealand written as those countries print them, a relative's
e-mail, and exports (a FHIR Patient, a FHIR Encounter with its patient, an HL7 ADT^A04, a crew-manifest CSV, an X12 837I).

Most identifier values come from this module's own printings (the `*_v60` slots): US SSNs and Medicare MBIs in
several printings, seafarer's identity documents (Philippine SIRBs, ILO 185 SIDs, US MMCs) and passport numbers of
the seven countries and the US, Philippine PhilSys numbers (PSN and the card's PCN) and PhilHealth PINs, Indonesian
NIKs (province, regency and district digits, the birth date with 40 added to a woman's day, a serial), Vietnamese CCCD
numbers (the province code, the century-and-sex digit, the birth year) and BHYT card codes, Malaysian MyKad NRICs
(YYMMDD-PB-###G, the last digit odd for a man), Singapore NRIC/FIN numbers (the weighted check letter of the S, T, F
and G series), Australian TFNs (the 1-4-3-7-5-8-6-9-10 check) and Medicare numbers (the 1-3-7-9 check digit and the
issue number), New Zealand NHI numbers (the mod 11 check character), Indonesian BPJS numbers; AU BSB and account
printings, New Zealand bank-branch-account-suffix numbers, Philippine, Indonesian, Vietnamese, Malaysian and
Singapore account printings and US routing-and-account pairs (ABA check digit); Visa, Mastercard and JCB numbers
with Luhn; dates in Filipino, Indonesian, Vietnamese ("ngày 5 tháng 3 năm 1990") and Malay with month names, and
US, Australian and New Zealand orders; Philippine (Blk/Lot, barangay, city, province, ZIP), Indonesian (Jl., RT/RW,
Kel., Kec., postcode), Vietnamese (số, ngõ, phường, quận), Malaysian (Jalan, Taman, five-digit postcode and state),
Singapore (Blk, #storey-unit, Singapore NNNNNN), Australian (state and postcode), New Zealand (suburb, city,
postcode) and Louisiana address layouts; the numbering plans in national printings with and without +63, +62, +84,
+60, +65, +61 and +64 and Louisiana lines; Louisiana, Malaysian, Singapore (its check letter), Western Australian and
New Zealand plates; e-mails written against scrapers; public IPv4 and IPv6 addresses of home, mobile and ship
satellite connections; personal pages (a fundraiser, a memorial, a social profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Louisiana:
every state from A to M had been used by an earlier set, so this set took Louisiana (used once, by the thirty-sixth
set, with Lafayette's 337 numbers) with area codes no earlier set used (504 and 985; the P&I club has a toll-free
844 line). An identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS,
verbatim: a New Orleans cruise line's medical department, a Houma offshore medical service, a P&I association and a
Galliano medevac helicopter operator on fictional 555-01xx lines, and a Manila crewing agency's clinic, a Jakarta
seafarers' clinic, a Hai Phong maritime clinic, a Port Klang clinic, a Singapore seafarers' medical centre, a
Fremantle maritime medical practice and a Port Chalmers one on invented lines) and the organisations' own printed
identifiers (the P&I club's payer ID and group, the cruise line's physicians' NPIs, its EIN, the ships' IMO numbers
and call signs, the partners' licence and registration numbers); the people it names are the organisations' own
staff, never a patient, crew member or passenger, and the ages it gives are under 90 (eligibility ranges).

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

SEED = 62621
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "en_AU", "en_NZ", "id_ID", "en_PH", "vi_VN")

CRUISE = "Crescent Gulf Cruise Line"
OFFSHORE = "Terrebonne Deepwater Offshore Medical Services"
PANDI = "Pontchartrain Mutual Marine Protection and Indemnity Association"
MEDEVAC = "Bayou Lafourche Air Medical"
PH_CLINIC = "Intramuros Maritime Crewing Services, Inc. - Medical Clinic"
ID_CLINIC = "Klinik Kesehatan Pelaut Dermaga Koja"
VN_CLINIC = "Phòng khám Y tế Hàng hải Cảng Đình Vũ"
MY_CLINIC = "Klinik Maritim Pulau Indah"
SG_CLINIC = "Pasir Panjang Seafarers' Medical Centre"
AU_CLINIC = "Victoria Quay Maritime Medical"
NZ_CLINIC = "Otago Harbour Port Health Practice"
SHIPS = (("Crescent Serenade", "9817406"), ("Crescent Magnolia", "9741362"), ("Crescent Bayou Star", "9683524"))
ORGANISATION_CONTACTS = [
    "(504) 555-0181",                                                  # 0 cruise line medical department (New Orleans)
    "(504) 555-0182",                                                  # 1 its fax
    "1 Poydras Street Wharf, Suite 1860, New Orleans, LA 70130",       # 2 cruise line address
    "fleetmedical@crescentgulfcruises.com",                            # 3
    "https://www.crescentgulfcruises.com/health",                      # 4
    "(985) 555-0183",                                                  # 5 offshore medical service (Houma), 24 h desk
    "5120 Grand Caillou Road, Houma, LA 70363",                        # 6
    "medics@terrebonnedeepwater.com",                                  # 7
    "1-844-555-0186",                                                  # 8 P&I club, claims
    "crewclaims@pontchartrainmutual.com",                              # 9
    "PO Box 53186, New Orleans, LA 70153",                             # 10 P&I club claims address
    "https://www.pontchartrainmutual.com",                             # 11
    "(985) 555-0187",                                                  # 12 medevac helicopter operator (Galliano), dispatch
    "dispatch@lafourcheairmed.com",                                    # 13
    "(02) 8555 0160",                                                  # 14 Manila crewing agency's clinic, national
    "+63 2 8555 0160",                                                 # 15
    "peme@intramuroscrewing.com.ph",                                   # 16
    "Unit 1606 Marbella Tower, 2223 Roxas Boulevard, Malate, Manila 1004",  # 17
    "(021) 4390 6016",                                                 # 18 Jakarta seafarers' clinic
    "+62 21 4390 6016",                                                # 19
    "layanan@klinikpelautkoja.co.id",                                  # 20
    "0225 3990 160",                                                   # 21 Hai Phong maritime clinic
    "+84 225 3990 160",                                                # 22
    "03-3101 6060",                                                    # 23 Port Klang clinic
    "+60 3-3101 6060",                                                 # 24
    "pertanyaan@klinikmaritimpi.com.my",                               # 25
    "6555 0160",                                                       # 26 Singapore seafarers' medical centre
    "+65 6555 0160",                                                   # 27
    "clinic@ppseafarersmedical.com.sg",                                # 28
    "(08) 5550 6160",                                                  # 29 Fremantle maritime medical practice
    "+61 8 5550 6160",                                                 # 30
    "reception@victoriaquaymedical.com.au",                            # 31
    "(03) 555 0160",                                                   # 32 Port Chalmers port health practice
    "+64 3 555 0160",                                                  # 33
    "porthealth@otagoharbourpractice.co.nz",                           # 34
]
ORG_EIN = "72-4601865"
PANDI_PAYER_ID = "PMPI60"
PANDI_GROUP = "LA60CREW"
ORG_NPIS = (blind5._npi_of("160384712"), blind5._npi_of("186052937"), blind5._npi_of("130660248"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"en_PH": "PH", "id_ID": "ID", "vi_VN": "VN", "ms_MY": "MY", "en_SG": "SG", "en_AU": "AU", "en_NZ": "NZ"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


# ---- names: Faker for the US, Australia, New Zealand and Indonesia; this module's lists elsewhere -----------------
_PH_FIRST = [("Jose Ramil", "M"), ("Mark Anthony", "M"), ("Rodel", "M"), ("Jerwin", "M"), ("Reynaldo", "M"), ("Arnel", "M"), ("Jonathan", "M"),
             ("Christian Paul", "M"), ("Maricel", "F"), ("Rowena", "F"), ("Kristine Joy", "F"), ("Lovely", "F"), ("Analyn", "F"), ("Rhea Mae", "F")]
_PH_LAST = ["Dela Cruz", "Villanueva", "Bautista", "Macaraeg", "Pangilinan", "Dimaculangan", "Magsaysay", "Tolentino", "Manalastas", "Sarmiento",
            "Evangelista", "Cabrera", "Buenaventura", "Lacson", "Ocampo", "Panganiban"]
_VN_FIRST = [("Văn Hùng", "M"), ("Minh Tuấn", "M"), ("Đức Thắng", "M"), ("Quốc Bảo", "M"), ("Thanh Tùng", "M"), ("Văn Nam", "M"), ("Hữu Phước", "M"),
             ("Thị Lan", "F"), ("Thu Hà", "F"), ("Ngọc Anh", "F"), ("Thị Hồng", "F"), ("Phương Thảo", "F")]
_VN_LAST = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô"]
_MY_PEOPLE = [("Muhammad Hafiz", "bin Rosli", "M"), ("Ahmad Faizal", "bin Kamarudin", "M"), ("Mohd Azlan", "bin Ismail", "M"), ("Nurul Aina", "binti Zulkifli", "F"),
              ("Siti Aishah", "binti Hamzah", "F"), ("Wei Liang", "Tan", "M"), ("Kah Meng", "Lim", "M"), ("Mei Ling", "Ong", "F"), ("Rajesh", "a/l Subramaniam", "M"),
              ("Kavitha", "a/p Muniandy", "F"), ("Hairul Nizam", "bin Yusof", "M"), ("Jia Hui", "Chong", "F")]
_SG_PEOPLE = [("Wei Jie", "Tan", "M"), ("Jun Hao", "Lim", "M"), ("Hui Min", "Goh", "F"), ("Siew Ling", "Ng", "F"), ("Muhammad Irfan", "bin Salleh", "M"),
              ("Nur Syafiqah", "binti Rahim", "F"), ("Arjun", "s/o Ramasamy", "M"), ("Priya", "d/o Pillai", "F"), ("Zhi Hao", "Koh", "M"), ("Shu Fen", "Teo", "F")]


def _prefill_names(draw: Draw, locale: str) -> None:
    """For the Philippines, Vietnam, Malaysia and Singapore, the names (and the person's sex) from this module's lists."""
    for suffix in ("", "2", "3"):
        if locale == "en_PH":
            first, sex = draw.pick(_PH_FIRST)
            last = draw.pick(_PH_LAST)
        elif locale == "vi_VN":
            first, sex = draw.pick(_VN_FIRST)
            last = draw.pick(_VN_LAST)
        elif locale in ("ms_MY", "en_SG"):
            first, last, sex = draw.pick(_MY_PEOPLE if locale == "ms_MY" else _SG_PEOPLE)
        else:
            return
        draw.cache["first" + suffix], draw.cache["last" + suffix] = first, last
        draw.cache["name" + suffix] = f"{last} {first}" if locale == "vi_VN" else f"{first} {last}"
        if suffix == "":
            draw.cache["_sex"] = sex


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        first = draw.fill("first").split()[0]
        fake = draw.fk[str(draw.cache.get("locale", "en_US"))]
        female = {name for provider in fake.providers for name in getattr(provider, "first_names_female", ())}
        male = {name for provider in fake.providers for name in getattr(provider, "first_names_male", ())}
        draw.cache["_sex"] = "F" if first in female and first not in male else "M" if first in male and first not in female else draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _birth(draw: Draw, low: int = 1966, high: int = 2004) -> dt.date:
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
        if not any(bad in out for bad in ("555", "0160", "016", "5550")):
            return out


def _ascii(text: str) -> str:
    text = text.replace("đ", "d").replace("Đ", "D")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_FIL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre", "Nobyembre", "Disyembre"]
_ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"]
_MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November", "Disember"]


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    if country == "PH":
        return draw.pick([f"{month} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{d} {_FIL_MONTHS[m - 1]} {y}", f"{_FIL_MONTHS[m - 1]} {d}, {y}", f"{d:02d}-{month[:3].upper()}-{y}",
                          f"{y}-{m:02d}-{d:02d}"])
    if country == "ID":
        return draw.pick([f"{d:02d}-{m:02d}-{y}", f"{d} {_ID_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_ID_MONTHS[m - 1][:3]} {y}"])
    if country == "VN":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"ngày {d} tháng {m} năm {y}", f"{d:02d}-{m:02d}-{y}", f"{d}/{m}/{y}"])
    if country == "MY":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_MS_MONTHS[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}"])
    if country in ("SG", "AU", "NZ"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d} {month[:3]} {y}", f"{d}/{m}/{y}", f"{d:02d}-{month[:3]}-{y}", f"{d:02d}.{m:02d}.{y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{d:02d}{month[:3].upper()}{y}",
                      f"{m:02d}{d:02d}{y}"])


def dob_v60(draw: Draw) -> str:
    """An adult's date of birth in the text's style."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v60(draw: Draw) -> str:
    """The birth date of a passenger of 91 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1928, 1934), _country(draw))


def dob_iso_v60(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v60(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 15).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v60(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


def dod_iso_v60(draw: Draw) -> str:
    return _death_day(draw).isoformat()


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} years old", f"aged {age}", f"{age}yo", f"{age} yrs"])


def age_v60(draw: Draw) -> str:
    """An age of 90 or more (the text gives no birth date beside it)."""
    return _age_words(draw, draw.rng.randint(90, 98))


def age_elder_v60(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1928-1934 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1928, 1934), REFERENCE_DAY))


# ---- United States (Louisiana) ------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v60(draw: Draw) -> str:
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v60(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v60(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (no S, L, O, I, B or Z), whole, dashed as on the card, or spaced."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def member_v60(draw: Draw) -> str:
    """A member number of the person's health, travel-health or crew medical plan."""
    return draw.pick([f"TRV{draw.digits(9, True)}", f"W{draw.digits(9, True)}", f"{draw.letters(3, 'ABCDEFGHJKMNPRTUWXYZ')}{draw.digits(9, True)}",
                      f"CGX-{draw.digits(6, True)}-0{draw.rng.randint(1, 4)}", f"U{draw.digits(8, True)}01", f"ZLA{draw.digits(8, True)}"])


def member_plain_v60(draw: Draw) -> str:
    return f"PMC{draw.digits(9, True)}"


def mrn_v60(draw: Draw) -> str:
    """A ship's medical record, a clinic chart, a P&I case or an offshore casualty number."""
    return draw.pick([f"CGM-{draw.digits(6, True)}", draw.digits(8, True), f"MR{draw.digits(7, True)}", f"{draw.digits(3, True)}-{draw.digits(4)}",
                      f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6, True)}"])


def peme_ref_v60(draw: Draw) -> str:
    """A clinic's PEME or fitness-for-duty examination reference."""
    return draw.pick([f"PEME-{draw.rng.randint(2025, 2026)}-{draw.digits(5, True)}", f"TDO/{draw.rng.randint(25, 26)}/{draw.digits(4, True)}", f"FFD{draw.digits(6, True)}"])


def mrn_plain_v60(draw: Draw) -> str:
    return f"CGM{draw.digits(7, True)}"


def claim_v60(draw: Draw) -> str:
    """A P&I club's crew claim file number."""
    return draw.pick([f"PM/{draw.rng.randint(25, 26)}/{draw.digits(5, True)}/CR", f"CRW-{draw.digits(7, True)}", f"{draw.rng.randint(2025, 2026)}-PI-{draw.digits(5, True)}"])


def mmc_v60(draw: Draw) -> str:
    """A US Coast Guard Merchant Mariner Credential reference (the mariner's reference number)."""
    return draw.pick([draw.digits(7, True), f"MMC {draw.digits(7, True)}", draw.digits(6, True)])


_LA_TOWNS = [("New Orleans", "70115"), ("New Orleans", "70119"), ("New Orleans", "70124"), ("Metairie", "70003"), ("Kenner", "70065"), ("Houma", "70360"),
             ("Houma", "70364"), ("Thibodaux", "70301"), ("Galliano", "70354"), ("Cut Off", "70345"), ("Larose", "70373"), ("Morgan City", "70380"),
             ("Slidell", "70458"), ("Chalmette", "70043"), ("Gretna", "70053"), ("Raceland", "70394")]
_LA_STREETS = ["Magazine St", "N Rampart St", "Elysian Fields Ave", "Canal Blvd", "W Esplanade Ave", "Veterans Memorial Blvd", "Bayou Blue Rd",
               "Grand Caillou Rd", "W Main St", "LA Hwy 1", "Tunnel Blvd", "Country Dr", "Barataria Blvd", "Gause Blvd", "St Claude Ave", "Audubon St"]


def _la_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_LA_TOWNS)
    street = f"{draw.rng.randint(100, 9800)} {draw.pick(_LA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" Apt {draw.rng.randint(1, 3)}{draw.letters(1, 'ABCD')}", f" #{draw.rng.randint(101, 420)}",
                      f", Unit {draw.rng.randint(1, 24)}"])
    return street, unit, town, zip_code


def addr_us_v60(draw: Draw) -> str:
    street, unit, town, zip_code = _la_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, LA {zip_code}", f"{street}{unit}\n{town}, LA {zip_code}", f"{street}{unit}, {town} LA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, LA {zip_code}", f"{street}{unit}, {town}, Louisiana {zip_code}"])


def addr_hl7_v60(draw: Draw) -> str:
    street, _, town, zip_code = _la_parts(draw)
    return f"{street.upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^LA^{zip_code}^USA^H"


def addr_fhir_v60(draw: Draw) -> str:
    """A Louisiana address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _la_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"LA\", \"postalCode\": \"{zip_code}"


def addr_x12_v60(draw: Draw) -> str:
    street, _, town, zip_code = _la_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*LA*{zip_code}{draw.digits(4)}"


def phone_us_v60(draw: Draw) -> str:
    area = draw.pick(["504", "504", "985", "985", "337", "225"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 60)}", f"{area}{exchange}{line}", f"+1 ({area}) {exchange}-{line}"])


def phone_e164_v60(draw: Draw) -> str:
    return f"+1{draw.pick(['504', '985'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v60(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['504', '985', '337'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    """An ABA routing number from its first eight digits (weights 3, 7, 1)."""
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v60(draw: Draw) -> str:
    """A Louisiana checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["06500004", "06500011", "26507024", "06540136", "26507507"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing}  Acct# {account}"])


def plate_us_v60(draw: Draw) -> str:
    """A Louisiana plate: three letters and three digits."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(3)}"
    return draw.pick([f"{v[:3]} {v[3:]}", f"{v[:3]}-{v[3:]}", v, f"LA {v[:3]} {v[3:]}"])


# ---- passports and seafarer's documents ---------------------------------------------------------------------------
def passport_v60(draw: Draw) -> str:
    """A passport number of the person's country, as its data page prints it."""
    country = _country(draw)
    if country == "PH":
        return draw.pick([f"P{draw.digits(7, True)}{draw.letters(1, 'ABCDEFGH')}", f"P{draw.digits(7, True)}{draw.letters(1, 'ABCDEFGH')}", f"EC{draw.digits(7, True)}"])
    if country == "ID":
        return draw.pick([f"{draw.letters(1, 'ABCX')}{draw.digits(7, True)}", f"E{draw.digits(7, True)}"])
    if country == "VN":
        return draw.pick([f"C{draw.digits(7, True)}", f"P{draw.digits(7, True)}", f"N{draw.digits(7, True)}"])
    if country == "MY":
        return draw.pick([f"A{draw.digits(8, True)}", f"H{draw.digits(8, True)}", f"K{draw.digits(8, True)}"])
    if country == "SG":
        return f"K{draw.digits(7, True)}{draw.letters(1, 'ABCDEFGHIJKLMNPQRSTUVWXYZ')}"
    if country == "AU":
        return f"{draw.pick(['PA', 'PB', 'PC', 'PE', 'RA', 'N'])}{draw.digits(7, True)}"
    if country == "NZ":
        return f"{draw.pick(['LA', 'LB', 'LC', 'LH', 'RA'])}{draw.digits(6, True)}"
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


def sid_v60(draw: Draw) -> str:
    """A seafarer's identity document: a Philippine SIRB, an ILO 185 SID, an Indonesian Buku Pelaut, an MMC reference."""
    country = _country(draw)
    if country == "PH":
        return draw.pick([f"C{draw.digits(7, True)}", f"D{draw.digits(7, True)}", f"C-{draw.digits(7, True)}"])
    if country == "ID":
        return draw.pick([f"F {draw.digits(6, True)}", f"G{draw.digits(6, True)}", f"E {draw.digits(6, True)}"])
    if country == "VN":
        return f"{draw.pick(['HP', 'SG', 'DN'])}{draw.digits(6, True)}"
    if country in ("MY", "SG", "AU", "NZ"):
        return f"{country}{draw.digits(7, True)}"
    return mmc_v60(draw)


# ---- the Philippines ----------------------------------------------------------------------------------------------
def psn_v60(draw: Draw) -> str:
    """A PhilSys Number (twelve digits, 4-4-4) or the card's sixteen-digit PCN."""
    if draw.rng.random() < 0.6:
        v = draw.digits(12, True)
        return draw.pick([f"{v[:4]}-{v[4:8]}-{v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}", v])
    v = draw.digits(16, True)
    return draw.pick([f"{v[:4]}-{v[4:8]}-{v[8:12]}-{v[12:]}", f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:]}"])


def philhealth_v60(draw: Draw) -> str:
    """A PhilHealth Identification Number: twelve digits printed 12-345678901-2."""
    v = draw.pick(["01", "02", "03", "08", "11", "19"]) + draw.digits(10)
    return draw.pick([f"{v[:2]}-{v[2:11]}-{v[11]}", f"{v[:2]}-{v[2:11]}-{v[11]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}"])


_PH_PLACES = [("Brgy. San Isidro", "Cainta", "Rizal", "1900"), ("Brgy. Mabolo", "Bacoor", "Cavite", "4102"), ("Brgy. Sto. Niño", "Marikina City", "Metro Manila", "1800"),
              ("Brgy. Poblacion", "Iloilo City", "Iloilo", "5000"), ("Brgy. Lahug", "Cebu City", "Cebu", "6000"), ("Brgy. Tabuc Suba", "Jaro, Iloilo City", "Iloilo", "5000"),
              ("Brgy. Talon Uno", "Las Piñas City", "Metro Manila", "1747"), ("Brgy. Balibago", "Santa Rosa", "Laguna", "4026")]


def addr_ph_v60(draw: Draw) -> str:
    brgy, city, province, code = draw.pick(_PH_PLACES)
    lot = draw.pick([f"Blk {draw.rng.randint(1, 40)} Lot {draw.rng.randint(1, 60)}", f"{draw.rng.randint(1, 999)}", f"B{draw.rng.randint(1, 30)} L{draw.rng.randint(1, 40)}"])
    street = draw.pick(["Sampaguita St.", "Mabini St.", "Rizal Ave.", "Phase 2, Villa Verde Subd.", "Kalayaan St.", "Purok 3", "Camia Cor. Ilang-Ilang St."])
    return draw.pick([f"{lot} {street}, {brgy}, {city}, {province} {code}", f"{lot} {street}\n{brgy}, {city}\n{province} {code}",
                      f"{lot} {street}, {brgy}, {city}, {province}", f"{lot.upper()} {street.upper()}, {brgy.upper()}, {city.upper()} {code}"])


def phone_ph_v60(draw: Draw) -> str:
    pre = draw.pick(["917", "918", "927", "928", "939", "945", "956", "966", "977", "998"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+63 {pre} {r[:3]} {r[3:]}", f"0{pre}-{r[:3]}-{r[3:]}", f"+63{pre}{r}", f"0{pre}{r}", f"(+63) {pre} {r}"])


def account_ph_v60(draw: Draw) -> str:
    """A Philippine savings account: BDO's twelve digits, Landbank's ten, Metrobank's thirteen."""
    bank = draw.pick(["BDO", "Landbank", "Metrobank", "BPI"])
    n = {"BDO": 12, "Landbank": 10, "Metrobank": 13, "BPI": 10}[bank]
    v = draw.digits(n, True)
    return draw.pick([f"{bank} SA {v}", f"{bank} {v[:4]}-{v[4:8]}-{v[8:]}", f"{bank} account no. {v}"])


# ---- Indonesia ----------------------------------------------------------------------------------------------------
_ID_REGIONS = [("317201", "Jakarta Utara", "Koja", "Tugu Utara", "14260"), ("317204", "Jakarta Utara", "Tanjung Priok", "Sunter Jaya", "14350"),
               ("357813", "Surabaya", "Pabean Cantian", "Perak Utara", "60165"), ("337401", "Semarang", "Semarang Utara", "Tanjung Mas", "50174"),
               ("327502", "Bekasi", "Bekasi Utara", "Harapan Jaya", "17124"), ("737112", "Makassar", "Ujung Tanah", "Pattingalloang", "90164"),
               ("510303", "Badung", "Kuta Selatan", "Tanjung Benoa", "80363")]


def _id_region(draw: Draw) -> tuple[str, str, str, str, str]:
    if "_idreg" not in draw.cache:
        draw.cache["_idreg"] = draw.rng.randrange(len(_ID_REGIONS))  # type: ignore[assignment]
    return _ID_REGIONS[int(draw.cache["_idreg"])]


def nik_v60(draw: Draw) -> str:
    """An NIK: province, regency and district (six digits), the birth date with 40 added to a woman's day, a serial."""
    born = _birth(draw)
    day = born.day + (40 if _sex(draw) == "F" else 0)
    v = f"{_id_region(draw)[0]}{day:02d}{born.month:02d}{born.year % 100:02d}{draw.rng.randint(1, 2999):04d}"
    return draw.pick([v, v, v, f"{v[:6]} {v[6:12]} {v[12:]}"])


def bpjs_v60(draw: Draw) -> str:
    """A BPJS Kesehatan card number: thirteen digits starting 000."""
    v = "000" + draw.digits(10, True)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:]}", v])


def addr_id_v60(draw: Draw) -> str:
    _, city, kec, kel, code = _id_region(draw)
    street = draw.pick(["Jl. Melati", "Jl. Bahari", "Jl. Swasembada Timur", "Jl. Pelabuhan Raya", "Gg. Mawar", "Jl. Kenari II", "Jl. Dermaga"])
    no, rt, rw = draw.rng.randint(1, 140), draw.rng.randint(1, 16), draw.rng.randint(1, 12)
    return draw.pick([f"{street} No. {no}, RT {rt:03d}/RW {rw:03d}, Kel. {kel}, Kec. {kec}, {city} {code}",
                      f"{street} No.{no} RT.{rt:02d} RW.{rw:02d}\nKelurahan {kel}, Kecamatan {kec}\n{city} {code}",
                      f"{street} {no}, RT {rt}/RW {rw}, {kel}, {kec}, {city}"])


def phone_id_v60(draw: Draw) -> str:
    pre = draw.pick(["812", "813", "821", "822", "852", "857", "878", "895", "811"])
    r = _sub(draw, 8)
    return draw.pick([f"0{pre}-{r[:4]}-{r[4:]}", f"+62 {pre}-{r[:4]}-{r[4:]}", f"0{pre} {r[:4]} {r[4:]}", f"+62{pre}{r}", f"0{pre}{r}", f"(+62) {pre} {r[:4]} {r[4:]}"])


def account_id_v60(draw: Draw) -> str:
    """An Indonesian account: BCA's ten digits, Mandiri's thirteen, BNI's ten, BRI's fifteen."""
    bank, n = draw.pick([("BCA", 10), ("Mandiri", 13), ("BNI", 10), ("BRI", 15)])
    v = draw.digits(n, True)
    return draw.pick([f"{bank} {v}", f"{bank} no. rek. {v}", f"{bank} {_groups(v, 3)}"])


# ---- Vietnam ------------------------------------------------------------------------------------------------------
_VN_PROVINCES = [("031", "Hải Phòng"), ("001", "Hà Nội"), ("079", "TP. Hồ Chí Minh"), ("048", "Đà Nẵng"), ("036", "Nam Định"), ("038", "Thanh Hóa"), ("040", "Nghệ An")]


def cccd_v60(draw: Draw) -> str:
    """A CCCD number: the province code, the century-and-sex digit, the birth year's last two digits, a six-digit serial."""
    born = _birth(draw)
    code = draw.pick(_VN_PROVINCES)[0]
    digit = (0 if born.year < 2000 else 2) + (1 if _sex(draw) == "F" else 0)
    v = f"{code}{digit}{born.year % 100:02d}{draw.digits(6)}"
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def bhyt_v60(draw: Draw) -> str:
    """A Vietnamese health-insurance (BHYT) card code: two letters, the benefit digit, the province, ten digits."""
    return f"{draw.pick(['DN', 'HC', 'GD', 'TN'])}{draw.rng.randint(1, 5)}{draw.pick(['31', '01', '79', '48'])}{draw.digits(10, True)}"


def addr_vn_v60(draw: Draw) -> str:
    ward, district, city = draw.pick([("Lạch Tray", "Ngô Quyền", "Hải Phòng"), ("Đông Hải 1", "Hải An", "Hải Phòng"), ("Cầu Đất", "Ngô Quyền", "Hải Phòng"),
                                      ("Phường 12", "Quận 4", "TP. Hồ Chí Minh"), ("Thanh Khê Đông", "Thanh Khê", "Đà Nẵng"), ("Bạch Đằng", "Hai Bà Trưng", "Hà Nội")])
    street = draw.pick(["phố Lạch Tray", "đường Lê Thánh Tông", "đường Đà Nẵng", "đường Nguyễn Tất Thành", "phố Bạch Đằng", "đường Hoàng Diệu"])
    no = draw.rng.randint(1, 300)
    return draw.pick([f"Số {no} ngõ {draw.rng.randint(2, 260)} {street}, phường {ward}, quận {district}, {city}", f"{no}/{draw.rng.randint(2, 40)} {street}, P. {ward}, Q. {district}, {city}",
                      f"Số {no}, {street}\nPhường {ward}, Quận {district}\n{city}"])


def phone_vn_v60(draw: Draw) -> str:
    pre = draw.pick(["90", "91", "93", "94", "96", "97", "98", "86", "88", "70", "77"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+84 {pre} {r[:3]} {r[3:]}", f"0{pre}{r[:1]} {r[1:4]} {r[4:]}", f"+84{pre}{r}", f"0{pre}{r}", f"0{pre}.{r[:3]}.{r[3:]}"])


def account_vn_v60(draw: Draw) -> str:
    bank, n = draw.pick([("Vietcombank", 13), ("VietinBank", 12), ("BIDV", 14), ("Techcombank", 14)])
    v = draw.digits(n, True)
    return draw.pick([f"{bank} {v}", f"STK {v} - {bank}", f"{bank} {_groups(v)}"])


# ---- Malaysia -----------------------------------------------------------------------------------------------------
def mykad_v60(draw: Draw) -> str:
    """A MyKad NRIC: the birth date, the birthplace code, a serial whose last digit is odd for a man."""
    born = _birth(draw)
    pb = draw.pick(["10", "14", "08", "01", "07", "13", "12", "04"])
    last = draw.pick(["1", "3", "5", "7", "9"] if _sex(draw) == "M" else ["0", "2", "4", "6", "8"])
    v = f"{born.strftime('%y%m%d')}{pb}{draw.digits(3)}{last}"
    return draw.pick([f"{v[:6]}-{v[6:8]}-{v[8:]}", f"{v[:6]}-{v[6:8]}-{v[8:]}", v, f"{v[:6]} {v[6:8]} {v[8:]}"])


def addr_my_v60(draw: Draw) -> str:
    taman, code, town, state = draw.pick([("Taman Sri Andalas", "41200", "Klang", "Selangor"), ("Taman Pelangi", "42000", "Pelabuhan Klang", "Selangor"),
                                          ("Taman Bukit Tinggi", "41200", "Klang", "Selangor"), ("Taman Molek", "81100", "Johor Bahru", "Johor"),
                                          ("Taman Tun Dr Ismail", "60000", "Kuala Lumpur", "Wilayah Persekutuan"), ("Taman Sri Nibong", "11900", "Bayan Lepas", "Pulau Pinang")])
    no = draw.rng.randint(1, 120)
    street = draw.pick([f"Jalan {draw.pick(['Bukit Raja', 'Kenari', 'Sri Andalas', 'Pelangi', 'Molek', 'Cempaka'])} {draw.rng.randint(1, 12)}", f"Lorong {draw.pick(['Mawar', 'Dahlia'])} {draw.rng.randint(1, 9)}"])
    return draw.pick([f"No. {no}, {street}, {taman}, {code} {town}, {state}", f"{no}, {street}\n{taman}\n{code} {town}\n{state.upper()}",
                      f"No {no} {street} {taman} {code} {town} {state}"])


def phone_my_v60(draw: Draw) -> str:
    pre = draw.pick(["12", "13", "16", "17", "19", "11", "14"])
    r = _sub(draw, 8 if pre == "11" else 7)
    return draw.pick([f"0{pre}-{r[:3]} {r[3:]}", f"+60 {pre}-{r[:3]} {r[3:]}", f"0{pre}-{r}", f"+60{pre}{r}", f"0{pre} {r[:3]} {r[3:]}", f"+6 0{pre}-{r[:3]} {r[3:]}"])


def account_my_v60(draw: Draw) -> str:
    bank, n = draw.pick([("Maybank", 12), ("CIMB", 10), ("Public Bank", 10), ("RHB", 14)])
    v = draw.digits(n, True)
    return draw.pick([f"{bank} {v}", f"{bank} {v[:4]}-{v[4:8]}-{v[8:]}", f"No. akaun {bank}: {v}"])


def plate_my_v60(draw: Draw) -> str:
    return draw.pick([f"{draw.pick(['B', 'W', 'V', 'J', 'P'])}{draw.letters(2, 'ABCDEFGHJKLMNPQRSTUVWXY')} {draw.rng.randint(1, 9999)}",
                      f"{draw.pick(['BMK', 'WXY', 'VFA', 'JQT', 'BNS'])}{draw.rng.randint(1, 9999)}"])


# ---- Singapore ----------------------------------------------------------------------------------------------------
_NRIC_ST = "JZIHGFEDCBA"
_NRIC_FG = "XWUTRQPNMLK"


def nric_sg_v60(draw: Draw) -> str:
    """A Singapore NRIC or FIN: the series letter, seven digits and the weighted check letter."""
    born = _birth(draw)
    citizen = _country(draw) == "SG" and draw.rng.random() < 0.8
    prefix = ("T" if born.year >= 2000 else "S") if citizen else ("G" if draw.rng.random() < 0.5 else "F")
    digits = draw.digits(7)
    if citizen and born.year >= 1968:  # a citizen's number begins with the birth year
        digits = f"{born.year % 100:02d}" + digits[2:]
    total = sum(int(ch) * w for ch, w in zip(digits, (2, 7, 6, 5, 4, 3, 2))) + (4 if prefix in "TG" else 0)
    check = (_NRIC_ST if prefix in "ST" else _NRIC_FG)[total % 11]
    v = f"{prefix}{digits}{check}"
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.2 else v])


def addr_sg_v60(draw: Draw) -> str:
    blk = draw.rng.randint(101, 899)
    street, code_head = draw.pick([("Tampines Street 11", "52"), ("Jurong West Street 42", "64"), ("Pasir Ris Drive 3", "51"), ("Bukit Batok West Avenue 6", "65"),
                                   ("Telok Blangah Crescent", "09"), ("Woodlands Drive 14", "73")])
    unit = f"#{draw.rng.randint(2, 25):02d}-{draw.rng.randint(1, 420):02d}"
    code = f"{code_head}{blk:03d}{draw.rng.randint(0, 9)}"[:6]
    return draw.pick([f"Blk {blk} {street} {unit}, Singapore {code}", f"Blk {blk} {street}\n{unit}\nSingapore {code}", f"{blk} {street}, {unit}, S({code})"])


def phone_sg_v60(draw: Draw) -> str:
    r = draw.pick(["8", "9"]) + _sub(draw, 7)
    return draw.pick([f"{r[:4]} {r[4:]}", f"+65 {r[:4]} {r[4:]}", f"+65{r}", r, f"(65) {r[:4]} {r[4:]}", f"+65-{r[:4]}-{r[4:]}"])


def account_sg_v60(draw: Draw) -> str:
    return draw.pick([f"DBS {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(1)}", f"POSB Savings {draw.digits(3, True)}-{draw.digits(5)}-{draw.digits(1)}",
                      f"OCBC {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(3)}", f"UOB {draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(1)}"])


_SG_PLATE_LETTERS = "AZYXUTSRPMLKJHGEDCB"


def plate_sg_v60(draw: Draw) -> str:
    """A Singapore car plate: S, two letters, up to four digits and the mod 19 check letter."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    series = "S" + draw.letters(2, alpha)
    number = draw.rng.randint(1, 9999)
    two = series[1:]
    digits = f"{number:04d}"
    total = sum(w * v for w, v in zip((9, 4, 5, 4, 3, 2), [ord(two[0]) - 64, ord(two[1]) - 64] + [int(ch) for ch in digits]))
    v = f"{series} {number} {_SG_PLATE_LETTERS[total % 19]}"
    return draw.pick([v, v.replace(" ", ""), v])


# ---- Australia ----------------------------------------------------------------------------------------------------
def tfn_v60(draw: Draw) -> str:
    """An Australian TFN: nine digits whose 1-4-3-7-5-8-6-9-10 weighted sum is a multiple of 11."""
    while True:
        v = draw.digits(8, True)
        partial = sum(int(ch) * w for ch, w in zip(v, (1, 4, 3, 7, 5, 8, 6, 9)))
        for last in range(10):
            if (partial + last * 10) % 11 == 0:
                v += str(last)
                return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def medicare_au_v60(draw: Draw) -> str:
    """An Australian Medicare card number: eight digits from 2-6, the 1-3-7-9 check digit, the issue number, the IRN."""
    body = str(draw.rng.randint(2, 6)) + draw.digits(7)
    check = sum(int(ch) * w for ch, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9))) % 10
    v = f"{body}{check}{draw.rng.randint(1, 5)}"
    irn = draw.rng.randint(1, 5)
    return draw.pick([f"{v[:4]} {v[4:9]} {v[9]}", f"{v[:4]} {v[4:9]} {v[9]}-{irn}", v, f"{v[:4]} {v[4:9]} {v[9]} (IRN {irn})"])


def addr_au_v60(draw: Draw) -> str:
    suburb, state, code = draw.pick([("Fremantle", "WA", "6160"), ("South Fremantle", "WA", "6162"), ("Rockingham", "WA", "6168"), ("Port Melbourne", "VIC", "3207"),
                                     ("Townsville", "QLD", "4810"), ("Birkenhead", "SA", "5015"), ("Botany", "NSW", "2019")])
    street = draw.pick(["Marine Tce", "Hampton Rd", "Canning Hwy", "Esplanade", "Bay St", "Harbour View Cres", "Ocean Dr"])
    no = draw.rng.randint(1, 240)
    unit = draw.pick(["", "", f"Unit {draw.rng.randint(1, 20)}/", f"{draw.rng.randint(1, 12)}/"])
    return draw.pick([f"{unit}{no} {street}, {suburb} {state} {code}", f"{unit}{no} {street}\n{suburb.upper()} {state} {code}", f"{unit}{no} {street}, {suburb}, {state} {code}"])


def phone_au_v60(draw: Draw) -> str:
    r = draw.pick(["4"]) + _sub(draw, 8)
    return draw.pick([f"0{r[:3]} {r[3:6]} {r[6:]}", f"+61 {r[:3]} {r[3:6]} {r[6:]}", f"0{r}", f"+61{r}", f"(0{r[:3]}) {r[3:6]} {r[6:]}", f"+61 (0) {r[:3]} {r[3:6]} {r[6:]}"])


def account_au_v60(draw: Draw) -> str:
    """An Australian BSB and account number (one span)."""
    bsb = draw.pick(["016", "036", "066", "086", "306", "633", "732", "484"]) + draw.digits(3)
    acct = draw.digits(draw.pick([6, 8, 9]), True)
    return draw.pick([f"BSB {bsb[:3]}-{bsb[3:]} Acc {acct}", f"{bsb[:3]}-{bsb[3:]} {acct}", f"BSB: {bsb} Account: {acct}", f"{bsb}{acct}"])


def plate_au_v60(draw: Draw) -> str:
    """A Western Australian plate (1ABC 234) or another state's."""
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return draw.pick([f"1{draw.letters(3, alpha)} {draw.digits(3)}", f"1{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(3, alpha)}-{draw.digits(3)}"])


# ---- New Zealand --------------------------------------------------------------------------------------------------
_NHI_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I, no O: A=1 ... Z=24


def nhi_v60(draw: Draw) -> str:
    """A New Zealand NHI number (AAANNNC): letters without I and O, the mod 11 check digit."""
    while True:
        letters = draw.letters(3, _NHI_ALPHA)
        digits = draw.digits(3)
        values = [_NHI_ALPHA.index(ch) + 1 for ch in letters] + [int(ch) for ch in digits]
        total = sum(v * w for v, w in zip(values, (7, 6, 5, 4, 3, 2))) % 11
        if total == 0:
            continue
        check = 11 - total
        v = f"{letters}{digits}{0 if check == 10 else check}"
        return draw.pick([v, v, f"{v[:3]} {v[3:]}"])


def addr_nz_v60(draw: Draw) -> str:
    suburb, city, code = draw.pick([("Port Chalmers", "Dunedin", "9023"), ("Roslyn", "Dunedin", "9010"), ("Mornington", "Dunedin", "9011"), ("Lyttelton", "Christchurch", "8082"),
                                    ("Mount Maunganui", "Tauranga", "3116"), ("Devonport", "Auckland", "0624")])
    street = draw.pick(["George Street", "Harrington Street", "Highcliff Road", "Oxford Street", "Marine Parade", "Victoria Road"])
    no = draw.rng.randint(1, 260)
    return draw.pick([f"{no} {street}, {suburb}, {city} {code}", f"{draw.pick(['', 'Flat 2, '])}{no} {street}\n{suburb}\n{city} {code}", f"{no}{draw.pick(['', 'A', 'B'])} {street}, {suburb} {code}"])


def phone_nz_v60(draw: Draw) -> str:
    pre = draw.pick(["21", "22", "27", "29", "20"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+64 {pre} {r[:3]} {r[3:]}", f"0{pre}-{r}", f"+64{pre}{r}", f"(0{pre}) {r[:3]} {r[3:]}"])


def account_nz_v60(draw: Draw) -> str:
    """A New Zealand account: bank, branch, account and suffix."""
    v = f"{draw.pick(['01', '02', '03', '06', '12', '38'])}-{draw.digits(4, True)}-{draw.digits(7, True)}-{draw.digits(2 if draw.rng.random() < 0.6 else 3)}"
    return draw.pick([v, v.replace("-", " "), v])


def plate_nz_v60(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(2, alpha)}{draw.digits(4)}", f"{draw.letters(3, alpha)}{draw.digits(3)}"])


# ---- per country dispatch ------------------------------------------------------------------------------------------
def addr_v60(draw: Draw) -> str:
    return {"PH": addr_ph_v60, "ID": addr_id_v60, "VN": addr_vn_v60, "MY": addr_my_v60, "SG": addr_sg_v60, "AU": addr_au_v60,
            "NZ": addr_nz_v60}.get(_country(draw), addr_us_v60)(draw)


def phone_v60(draw: Draw) -> str:
    return {"PH": phone_ph_v60, "ID": phone_id_v60, "VN": phone_vn_v60, "MY": phone_my_v60, "SG": phone_sg_v60, "AU": phone_au_v60,
            "NZ": phone_nz_v60}.get(_country(draw), phone_us_v60)(draw)


def natid_v60(draw: Draw) -> str:
    """The person's national number of the text's country (a passport number for the US)."""
    return {"PH": psn_v60, "ID": nik_v60, "VN": cccd_v60, "MY": mykad_v60, "SG": nric_sg_v60, "AU": tfn_v60, "NZ": nhi_v60}.get(_country(draw), passport_v60)(draw)


def account_v60(draw: Draw) -> str:
    return {"PH": account_ph_v60, "ID": account_id_v60, "VN": account_vn_v60, "MY": account_my_v60, "SG": account_sg_v60, "AU": account_au_v60,
            "NZ": account_nz_v60}.get(_country(draw), account_us_v60)(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v60(draw: Draw) -> str:
    return _card(draw, "4", 16)


def mastercard_v60(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]), 16)


def jcb_v60(draw: Draw) -> str:
    """A JCB number: 3528-3589, sixteen digits, Luhn."""
    return _card(draw, str(draw.rng.randint(3528, 3589)), 16)


def card_v60(draw: Draw) -> str:
    return draw.pick([visa_v60, visa_v60, mastercard_v60, jcb_v60])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "cox.net", "att.net", "icloud.com", "outlook.com"], "PH": ["gmail.com", "yahoo.com.ph", "outlook.ph"],
            "ID": ["gmail.com", "yahoo.co.id", "ymail.com"], "VN": ["gmail.com", "yahoo.com.vn"], "MY": ["gmail.com", "yahoo.com.my", "hotmail.my"],
            "SG": ["gmail.com", "singnet.com.sg", "hotmail.com"], "AU": ["gmail.com", "bigpond.com", "iinet.net.au", "outlook.com.au"],
            "NZ": ["gmail.com", "xtra.co.nz", "slingshot.co.nz"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "crew"
        last = "".join(ch for ch in _ascii(draw.fill("last").split()[-1]).lower() if "a" <= ch <= "z") or "sailor"
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"{first}{draw.rng.randint(70, 99)}", f"capt.{last}", f"{last}{first[0]}.seaman"])
    return draw.cache["_roman"]


def email_v60(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.28:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_plain_v60(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(24, 0, 255), (68, 0, 127), (98, 160, 191), (174, 64, 127)], "PH": [(112, 198, 207), (120, 28, 31), (49, 144, 151)],
        "ID": [(36, 64, 95), (110, 136, 139), (114, 4, 7)], "VN": [(113, 160, 191), (14, 160, 191), (171, 224, 255)],
        "MY": [(175, 136, 143), (60, 48, 55), (115, 132, 135)], "SG": [(116, 86, 87), (220, 255, 255), (118, 200, 203)],
        "AU": [(101, 160, 191), (120, 144, 159), (58, 96, 111)], "NZ": [(121, 98, 99), (125, 236, 239), (222, 152, 155)]}
_IP6 = {"US": "2600:1700", "PH": "2001:4450", "ID": "2001:448a", "VN": "2405:4802", "MY": "2001:e68", "SG": "2406:3003", "AU": "2001:8003", "NZ": "2407:7000"}


def ip_v60(draw: Draw) -> str:
    """A public address of a home, mobile or ship's satellite connection (never private, shared, documentation or loopback)."""
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
    return local.strip(sep) or "seafarer"


def url_v60(draw: Draw) -> str:
    """The person's own page: a profile, a vlog, a fundraiser."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.youtube.com/@{_slug(draw, '')}", f"https://www.tiktok.com/@{_slug(draw, '_')}",
                      f"https://www.gofundme.com/f/help-{_slug(draw)}-get-home", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://{_slug(draw, '')}.wordpress.com/life-at-sea/"])


def url_fund_v60(draw: Draw) -> str:
    """A fundraiser or appeal page for the person."""
    return draw.pick([f"https://www.gofundme.com/f/help-{_slug(draw)}-get-home", f"https://www.gofundme.com/f/{_slug(draw)}-medical-flight",
                      f"https://gogetfunding.com/{_slug(draw)}-repatriation/", f"https://www.facebook.com/groups/help{_slug(draw, '')}"])


def url_memorial_v60(draw: Draw) -> str:
    last = "".join(ch for ch in _ascii(draw.fill("last").split()[-1]).lower() if "a" <= ch <= "z") or "family"
    first = "".join(ch for ch in _ascii(draw.fill("first").split()[0]).lower() if "a" <= ch <= "z") or "crew"
    return draw.pick([f"https://www.legacy.com/us/obituaries/nola/name/{first}-{last}-obituary?id={draw.digits(8, True)}", f"https://www.forevermissed.com/{first}-{last}",
                      f"https://www.gofundme.com/f/bring-{first}-{last}-home", f"https://www.everloved.com/life-of/{first}-{last}/"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v60": dob_v60, "dob_elder_v60": dob_elder_v60, "dob_iso_v60": dob_iso_v60, "dob_compact_v60": dob_compact_v60, "dod_v60": dod_v60, "dod_iso_v60": dod_iso_v60,
    "age_v60": age_v60, "age_elder_v60": age_elder_v60,
    "ssn_v60": ssn_v60, "ssn_plain_v60": ssn_plain_v60, "mbi_v60": mbi_v60, "member_v60": member_v60, "member_plain_v60": member_plain_v60,
    "mrn_v60": mrn_v60, "mrn_plain_v60": mrn_plain_v60, "peme_ref_v60": peme_ref_v60, "url_fund_v60": url_fund_v60, "claim_v60": claim_v60, "mmc_v60": mmc_v60, "passport_v60": passport_v60, "sid_v60": sid_v60,
    "addr_us_v60": addr_us_v60, "addr_hl7_v60": addr_hl7_v60, "addr_fhir_v60": addr_fhir_v60, "addr_x12_v60": addr_x12_v60,
    "phone_us_v60": phone_us_v60, "phone_e164_v60": phone_e164_v60, "phone_hl7_v60": phone_hl7_v60, "account_us_v60": account_us_v60, "plate_us_v60": plate_us_v60,
    "psn_v60": psn_v60, "philhealth_v60": philhealth_v60, "addr_ph_v60": addr_ph_v60, "phone_ph_v60": phone_ph_v60, "account_ph_v60": account_ph_v60,
    "nik_v60": nik_v60, "bpjs_v60": bpjs_v60, "addr_id_v60": addr_id_v60, "phone_id_v60": phone_id_v60, "account_id_v60": account_id_v60,
    "cccd_v60": cccd_v60, "bhyt_v60": bhyt_v60, "addr_vn_v60": addr_vn_v60, "phone_vn_v60": phone_vn_v60, "account_vn_v60": account_vn_v60,
    "mykad_v60": mykad_v60, "addr_my_v60": addr_my_v60, "phone_my_v60": phone_my_v60, "account_my_v60": account_my_v60, "plate_my_v60": plate_my_v60,
    "nric_sg_v60": nric_sg_v60, "addr_sg_v60": addr_sg_v60, "phone_sg_v60": phone_sg_v60, "account_sg_v60": account_sg_v60, "plate_sg_v60": plate_sg_v60,
    "tfn_v60": tfn_v60, "medicare_au_v60": medicare_au_v60, "addr_au_v60": addr_au_v60, "phone_au_v60": phone_au_v60, "account_au_v60": account_au_v60,
    "plate_au_v60": plate_au_v60,
    "nhi_v60": nhi_v60, "addr_nz_v60": addr_nz_v60, "phone_nz_v60": phone_nz_v60, "account_nz_v60": account_nz_v60, "plate_nz_v60": plate_nz_v60,
    "addr_v60": addr_v60, "phone_v60": phone_v60, "natid_v60": natid_v60, "account_v60": account_v60,
    "visa_v60": visa_v60, "mastercard_v60": mastercard_v60, "jcb_v60": jcb_v60, "card_v60": card_v60,
    "email_v60": email_v60, "email_plain_v60": email_plain_v60, "ip_v60": ip_v60, "url_v60": url_v60, "url_memorial_v60": url_memorial_v60,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
PH_DMW_LICENCE = "DMW-060-LB-101625-R"
PH_DOH_CLINIC = "13-0160-26"
ID_IZIN = "503/0160/DPMPTSP/2025"
VN_LICENCE = "0160/HP-GPHĐ"
MY_KKM = "KKM/MAR/0160"
SG_HCI = "25M0160"
SG_UEN = "201601607K"
AU_ABN = "51 824 016 753"
NZ_NZBN = "9429046016013"
CALL_SIGNS = ("C6GX6", "V7QZ9", "9HA5160")

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Evangeline Thibodeaux-Marsh, MD", "Dr. Bartholomew Arceneaux-Lind, DO", "Genevieve Breaux-Castille, RN", "Lucien Fontenot-Harrow, NRP",
         "Dr. Rosalind Guidry-Okafor, MD", "Capt. Ambrose Chauvin-Pell", "Dr. Marisol Dardar-Quince, MD")
_MEDICS = ["L. Fontenot-Harrow, NRP", "T. Boudreaux-Vance, NRP", "C. Naquin-Holloway, RN", "J. Billiot-Sandoval, NRP", "M. Cheramie-Lund, RN", "D. Verdin-Ashby, NRP",
           "R. Pitre-Calloway, NRP", "A. Toups-Whitmore, RN"]
_PLATFORMS = ["Green Canyon 643 (TLP Magnolia Deep)", "Mississippi Canyon 807 (spar Bayou Belle)", "Eugene Island 330 (fixed, Block A)",
              "Ship Shoal 208 (fixed)", "Walker Ridge 718 (semi-sub Caillou Star)", "Garden Banks 426 (TLP Atchafalaya)"]

_INFIRMARY_FEES = [("Medical center consultation, sea day", "consult", 110, 165), ("Consultation, after hours (18:00-08:00)", "consult", 165, 245),
                   ("Cabin visit by the physician", "visit", 180, 260), ("Nurse consultation", "consult", 45, 75), ("Seasickness injection (promethazine)", "injection", 30, 55),
                   ("IV fluids, first litre", "iv", 145, 230), ("ECG, 12-lead", "diagnostic", 85, 140), ("Point-of-care troponin", "lab", 75, 120),
                   ("Chest X-ray (where fitted)", "imaging", 160, 240), ("Wound closure, simple", "procedure", 140, 260), ("Nebulizer treatment", "treatment", 60, 95),
                   ("Overnight observation in the ship's ward", "ward", 420, 680), ("Rapid influenza/COVID antigen test", "lab", 45, 80), ("Crutches (loan)", "supply", 35, 60)]


def _fee_row(d: Draw) -> str:
    name, _, low, high = d.pick(_INFIRMARY_FEES)
    return f"{name} | ${d.rng.randint(low, high)}.00 | {d.pick(['billed to onboard account', 'billed to onboard account', 'no charge for crew', 'no charge if ship-related injury'])}"


def _fee_csv_row(d: Draw) -> str:
    name, cat, low, high = d.pick(_INFIRMARY_FEES)
    return f"\"{name}\",{cat},{d.rng.randint(low, high)}.00,USD,{d.pick(['Y', 'N'])}"


def _fee_json_row(d: Draw) -> str:
    name, cat, low, high = d.pick(_INFIRMARY_FEES)
    return f"{{\"service\": \"{name}\", \"category\": \"{cat}\", \"priceUsd\": {d.rng.randint(low, high)}, \"crewCharge\": 0}}"


_PHARMACY = [("Meclizine 25 mg, 10 tablets", 9, 16), ("Scopolamine patch, 1", 14, 24), ("Ondansetron ODT 4 mg, 6", 18, 32), ("Loperamide 2 mg, 12", 7, 12),
             ("Hydrocortisone cream 1%, 28 g", 8, 14), ("Aloe vera gel, 200 mL", 9, 15), ("Amoxicillin 500 mg, course", 22, 38), ("Ibuprofen 400 mg, 24", 6, 11),
             ("Oral rehydration salts, 6 sachets", 8, 13), ("Sunscreen SPF 50, 150 mL", 16, 24)]


def _pharmacy_row(d: Draw) -> str:
    name, low, high = d.pick(_PHARMACY)
    return f"{name} | ${d.rng.randint(low, high)}.{d.pick(['00', '50', '95'])}"


_VSP_AREAS = [("Potable water", "04", "chlorine residual logs incomplete for 2 bunkering events"), ("Galley", "19", "cold-holding unit at 44 F, product discarded"),
              ("Recreational water", "07", "pool turnover log missing one day"), ("Child activity center", "11", "diaper-change station sanitizer below strength"),
              ("Housekeeping", "23", "outbreak-level disinfection SOP not posted"), ("Medical", "02", "AGE log not reviewed daily by the physician"),
              ("Integrated pest management", "15", "no deficiency"), ("Ventilation", "29", "no deficiency"), ("Crew galley", "20", "handwash sink blocked by a cart"),
              ("Buffet, Lido deck", "21", "sneeze guard gap over 14 inches")]


def _vsp_row(d: Draw) -> str:
    area, section, finding = d.pick(_VSP_AREAS)
    return f"{area} | {section} | {0 if 'no deficiency' in finding else d.pick([1, 2, 3, 5])} | {finding}"


def _vsp_xml_row(d: Draw) -> str:
    area, section, finding = d.pick(_VSP_AREAS)
    return f"  <deficiency section=\"{section}\" area=\"{area}\" points=\"{0 if 'no deficiency' in finding else d.pick([1, 2, 3, 5])}\" corrected=\"{d.pick(['true', 'false'])}\"/>"


def _rota_row(d: Draw) -> str:
    return (f"{d.pick(_PLATFORMS)} | {d.pick(_MEDICS)} | {d.pick(['days 1-14', 'days 15-28', '14/14 from the 3rd', '21/21 from the 9th'])} | "
            f"crew change by {d.pick(['S-92 from Galliano', 'AW139 from Houma', 'crew boat from Fourchon'])}")


def _rota_csv_row(d: Draw) -> str:
    return f"\"{d.pick(_PLATFORMS)}\",\"{d.pick(_MEDICS)}\",2026-{d.rng.randint(1, 6):02d}-{d.rng.randint(1, 28):02d},{d.pick([14, 21, 28])},{d.pick(['GAL', 'HUM', 'FOU'])}"


def _rota_event(d: Draw) -> str:
    day = f"2026{d.rng.randint(1, 6):02d}{d.rng.randint(1, 28):02d}"
    return (f"BEGIN:VEVENT\nUID:tdoms-rota-{day}-{d.digits(5, True)}\nDTSTART;VALUE=DATE:{day}\nDURATION:P14D\nSUMMARY:{d.pick(_MEDICS)} on {d.pick(_PLATFORMS)}\n"
            f"CATEGORIES:OFFSHORE-MEDIC\nEND:VEVENT")


_CHEST = [("Adrenaline 1 mg/mL ampoule", "A", 10), ("Amoxicillin/clavulanic acid 875/125 mg tablet", "B", 30), ("Ceftriaxone 1 g vial", "A", 10),
          ("Morphine 10 mg/mL ampoule (controlled)", "A", 10), ("Ondansetron 4 mg tablet", "A", 20), ("Paracetamol 500 mg tablet", "C", 100),
          ("Lidocaine 1% 5 mL", "A", 10), ("Glyceryl trinitrate spray 400 mcg", "A", 1), ("Salbutamol inhaler 100 mcg", "B", 2), ("Tetanus vaccine, 0.5 mL", "A", 5),
          ("Azithromycin 500 mg tablet", "A", 6), ("Chlorhexidine 0.5% solution 500 mL", "C", 2), ("Suture kit, 4-0 nylon", "A", 10), ("Oral rehydration salts sachet", "C", 40)]


def _chest_row(d: Draw) -> str:
    name, cat, req = d.pick(_CHEST)
    held = req + d.rng.randint(-2, 10)
    return (f"{name} | Cat. {cat} | {req} | {max(held, 0)} | lot {d.letters(2) + d.digits(5)} | "
            f"exp {d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d}")


def _chest_csv_row(d: Draw) -> str:
    name, cat, req = d.pick(_CHEST)
    ndc = f"{d.digits(5, True)}-{d.digits(3)}-{d.digits(2)}"
    return f"\"{name}\",{cat},{ndc},{req},{req + d.rng.randint(0, 12)},{d.letters(1)}{d.digits(6)},{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d}"


def _chest_json_row(d: Draw) -> str:
    name, cat, req = d.pick(_CHEST)
    return f"{{\"item\": \"{name}\", \"category\": \"{cat}\", \"required\": {req}, \"onHand\": {req + d.rng.randint(0, 8)}, \"expires\": \"{d.rng.randint(2026, 2029)}-{d.rng.randint(1, 12):02d}\"}}"


_SHIP_NAMES = [name for name, _ in SHIPS]


def _noro_row(d: Draw) -> str:
    ship = d.pick(_SHIP_NAMES)
    pax = d.rng.randint(2100, 3400)
    return (f"{ship} | voyage {d.pick(['NOL', 'GAL', 'TPA'])}{d.rng.randint(2601, 2699)} | {pax} | {d.rng.randint(0, 60)} | {d.rng.randint(900, 1300)} | "
            f"{d.rng.randint(0, 14)} | {d.pick(['below threshold', 'below threshold', 'reported to VSP (2%)', 'enhanced cleaning'])}")


def _noro_csv_row(d: Draw) -> str:
    ship = d.pick(_SHIP_NAMES)
    return (f"{ship},2026-W{d.rng.randint(1, 20):02d},{d.rng.randint(2100, 3400)},{d.rng.randint(0, 60)},{d.rng.randint(900, 1300)},{d.rng.randint(0, 14)},"
            f"{d.rng.randint(0, 35)},{d.rng.randint(0, 9)}")


def _ili_json_row(d: Draw) -> str:
    ship = d.pick(_SHIP_NAMES)
    return (f"{{\"ship\": \"{ship}\", \"week\": \"2026-W{d.rng.randint(1, 20):02d}\", \"ageGastroenteritis\": {d.rng.randint(0, 50)}, \"influenzaLikeIllness\": {d.rng.randint(0, 40)}, "
            f"\"testedPositiveFluA\": {d.rng.randint(0, 12)}, \"crewCases\": {d.rng.randint(0, 15)}}}")


def _obx_rows(d: Draw) -> str:
    codes = ['AGE-PAX^AGE cases, passengers', 'AGE-CREW^AGE cases, crew', 'ILI-PAX^ILI cases, passengers', 'ILI-CREW^ILI cases, crew']
    return "\n".join(f"OBX|{i}|NM|{code}^L||{d.rng.randint(0, 60)}|{{cases}}|||||F" for i, code in enumerate(codes, 1))


_MEDEVAC_BASES = [("Galliano (GAO)", "AW139 N160BL", "24/7"), ("Houma-Terrebonne (HUM)", "S-76D N161BL", "06:00-22:00"), ("New Orleans Lakefront (NEW)", "EC145 N162BL", "24/7"),
                  ("Port Fourchon helipad", "AW139 N163BL", "on call"), ("Morgan City (PTN)", "Bell 412 N164BL", "daylight")]


def _medevac_row(d: Draw) -> str:
    base, aircraft, hours = d.pick(_MEDEVAC_BASES)
    return (f"{base} | {aircraft} | {hours} | {d.pick(['AVAILABLE', 'AVAILABLE', 'MAINTENANCE until 18:00', 'WEATHER HOLD', 'ON MISSION'])} | "
            f"range {d.rng.randint(160, 240)} nm | {d.pick(['hoist fitted', 'no hoist', 'hoist + NVG'])}")


_TMAS = [("Fleet medical duty physician", "24 h", "voice + e-mail"), ("Offshore medical desk, Houma", "24 h", "voice"), ("Air medical dispatch", "24 h", "voice"),
         ("P&I crew claims", "office hours", "voice + e-mail"), ("Satellite short code, medical advice", "24 h", "Inmarsat 32"), ("MF/HF DSC distress", "24 h", "via RCC New Orleans")]


def _tmas_row(d: Draw) -> str:
    who, hours, how = d.pick(_TMAS)
    return f"{who} | {hours} | {how}"


_FITNESS = [("Distance vision, deck (unaided)", "0.5 (6/12) better eye, 0.1 other", "STCW A-I/9"), ("Distance vision, deck (aided)", "0.5 each eye", "STCW A-I/9"),
            ("Near vision, engine", "N8 at 30-50 cm", "STCW A-I/9"), ("Colour vision, deck", "Ishihara or CIE lantern", "STCW A-I/9"),
            ("Hearing, unaided", "average 30 dB better ear at 500-2000 Hz", "ILO/IMO Guidelines, App. C"), ("Blood pressure", "below 160/100 untreated", "ILO/IMO Guidelines, App. E"),
            ("BMI / mobility", "able to pass the emergency-duty tests", "ILO/IMO Guidelines, App. B"), ("Validity", "2 years (1 year under 18)", "MLC 2006, Std A1.2")]


def _fitness_row(d: Draw) -> str:
    item, standard, source = d.pick(_FITNESS)
    return f"{item} | {standard} | {source}"


def _hl7_staff_row(d: Draw) -> str:
    name = d.pick([STAFF[0], STAFF[1], STAFF[2], STAFF[4], STAFF[6]])
    code = f"CGM{d.rng.randint(100, 999)}"
    return f"MFE|MAD|{code}|{d.fill('hl7_ts')}|{code}\nSTF|{code}|{code}^^CGCL|{name.split(',')[0].upper().replace('DR. ', '')}|{d.pick(['MD', 'RN', 'DO', 'NRP'])}||||A"


def _batch_csv_row(d: Draw) -> str:
    billed = d.rng.randint(600000, 18000000)
    return (f"PM{d.rng.randint(2025, 2026)}{d.digits(5, True)},{d.pick(['2026-01', '2025-12', '2025-11', '2026-02'])},{d.rng.randint(3, 140)},{billed / 100:.2f},"
            f"{billed * d.rng.randint(40, 95) / 10000:.2f},{d.rng.randint(0, 20)}")


def _port_row(d: Draw) -> str:
    return (f"{d.pick(['New Orleans', 'Galveston', 'Cozumel', 'Roatán', 'Costa Maya', 'Progreso', 'Key West'])} | {d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} | "
            f"{d.pick(['hospital 4 km', 'clinic at pier', 'hospital 12 km', 'tender port: no ambulance at pier'])} | {d.pick(['helicopter pad', 'ambulance', 'tender + ambulance'])}")


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "fil":
            return f"{_FIL_MONTHS[m - 1]} {dd}, {y}"
        if lang == "id":
            return f"{dd} {_ID_MONTHS[m - 1]} {y}"
        if lang == "vi":
            return f"ngày {dd} tháng {m} năm {y}"
        if lang == "ms":
            return f"{dd} {_MS_MONTHS[m - 1]} {y}"
        if lang == "gb":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "cruise": CRUISE, "offshore": OFFSHORE, "pandi": PANDI, "medevac": MEDEVAC, "ph_clinic": PH_CLINIC, "id_clinic": ID_CLINIC, "vn_clinic": VN_CLINIC,
    "my_clinic": MY_CLINIC, "sg_clinic": SG_CLINIC, "au_clinic": AU_CLINIC, "nz_clinic": NZ_CLINIC,
    "cr_phone": ORGANISATION_CONTACTS[0], "cr_fax": ORGANISATION_CONTACTS[1], "cr_addr": ORGANISATION_CONTACTS[2], "cr_email": ORGANISATION_CONTACTS[3],
    "cr_web": ORGANISATION_CONTACTS[4], "os_phone": ORGANISATION_CONTACTS[5], "os_addr": ORGANISATION_CONTACTS[6], "os_email": ORGANISATION_CONTACTS[7],
    "pi_phone": ORGANISATION_CONTACTS[8], "pi_email": ORGANISATION_CONTACTS[9], "pi_box": ORGANISATION_CONTACTS[10], "pi_web": ORGANISATION_CONTACTS[11],
    "mv_phone": ORGANISATION_CONTACTS[12], "mv_email": ORGANISATION_CONTACTS[13], "ph_phone": ORGANISATION_CONTACTS[14], "ph_phone_intl": ORGANISATION_CONTACTS[15],
    "ph_email": ORGANISATION_CONTACTS[16], "ph_addr": ORGANISATION_CONTACTS[17], "id_phone": ORGANISATION_CONTACTS[18], "id_phone_intl": ORGANISATION_CONTACTS[19],
    "id_email": ORGANISATION_CONTACTS[20], "vn_phone": ORGANISATION_CONTACTS[21], "vn_phone_intl": ORGANISATION_CONTACTS[22], "my_phone": ORGANISATION_CONTACTS[23],
    "my_phone_intl": ORGANISATION_CONTACTS[24], "my_email": ORGANISATION_CONTACTS[25], "sg_phone": ORGANISATION_CONTACTS[26], "sg_phone_intl": ORGANISATION_CONTACTS[27],
    "sg_email": ORGANISATION_CONTACTS[28], "au_phone": ORGANISATION_CONTACTS[29], "au_phone_intl": ORGANISATION_CONTACTS[30], "au_email": ORGANISATION_CONTACTS[31],
    "nz_phone": ORGANISATION_CONTACTS[32], "nz_phone_intl": ORGANISATION_CONTACTS[33], "nz_email": ORGANISATION_CONTACTS[34],
    "org_ein": ORG_EIN, "payer_id": PANDI_PAYER_ID, "group_no": PANDI_GROUP, "ph_dmw": PH_DMW_LICENCE, "ph_doh": PH_DOH_CLINIC, "id_izin": ID_IZIN,
    "vn_licence": VN_LICENCE, "my_kkm": MY_KKM, "sg_hci": SG_HCI, "sg_uen": SG_UEN, "au_abn": AU_ABN, "nz_nzbn": NZ_NZBN,
    "own_md": STAFF[0], "own_md2": STAFF[1], "own_rn": STAFF[2], "own_medic": STAFF[3], "own_md3": STAFF[4], "own_capt": STAFF[5], "own_md4": STAFF[6],
    "ph_director": "Dr. Corazon Villamor-Estrella", "id_director": "dr. Hendra Wicaksono, M.K.K.", "vn_director": "BS.CKII Trịnh Quang Khải",
    "my_director": "Dr. Nor Azizah binti Kamaruddin", "sg_director": "Dr. Leong Wai Kit", "au_director": "Dr. Fiona McTavish-Ryder", "nz_director": "Dr. Aroha Whitcombe",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "ship": lambda d: d.pick(_SHIP_NAMES),
    "ship_imo": lambda d: dict(SHIPS)[d.fill("ship")],
    "call_sign": lambda d: CALL_SIGNS[_SHIP_NAMES.index(d.fill("ship"))],
    "platform": lambda d: d.pick(_PLATFORMS),
    "medic": lambda d: d.pick(_MEDICS),
    "fee_table": _table(_fee_row, 7), "fee_csv": _rows(_fee_csv_row, 7, 14), "fee_json": _rows(_fee_json_row, 5, 40, ", "),
    "pharmacy_table": _table(_pharmacy_row, 6),
    "vsp_table": _table(_vsp_row, 6), "vsp_xml": _rows(_vsp_xml_row, 4, 40),
    "rota_table": _rows(_rota_row, 5, 40), "rota_csv": _rows(_rota_csv_row, 6, 30), "rota_ics": _rows(_rota_event, 3, 60),
    "chest_table": _table(_chest_row, 7), "chest_csv": _rows(_chest_csv_row, 7, 20), "chest_json": _rows(_chest_json_row, 5, 40, ", "),
    "noro_table": _rows(_noro_row, 4, 40), "noro_csv": _rows(_noro_csv_row, 6, 30), "ili_json": _rows(_ili_json_row, 3, 60, ", "),
    "obx_rows": _obx_rows, "medevac_table": _table(_medevac_row, 4), "tmas_table": _table(_tmas_row, 5),
    "fitness_table": _table(_fitness_row, 6), "stf_rows": _rows(_hl7_staff_row, 3, 30), "batch_csv": _rows(_batch_csv_row, 6, 14),
    "port_table": _table(_port_row, 5),
    "en_date": _doc_date("en"), "gb_date": _doc_date("gb"), "fil_date": _doc_date("fil"), "id_date": _doc_date("id"), "vi_date": _doc_date("vi"),
    "ms_date": _doc_date("ms"),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "version": lambda d: f"{d.rng.randint(1, 6)}.{d.rng.randint(0, 12)}",
    "cabin": lambda d: f"{d.rng.randint(4, 11)}{d.rng.randint(0, 3)}{d.digits(2)}",
    "lat": lambda d: f"{d.rng.randint(27, 29)}°{d.rng.randint(0, 59):02d}'N {d.rng.randint(88, 93)}°{d.rng.randint(0, 59):02d}'W",
    "nm": lambda d: str(d.rng.randint(40, 190)),
    "usd": lambda d: f"${d.rng.randint(12, 480) * 100:,}",
    "kg": lambda d: str(d.rng.randint(58, 118)), "cm": lambda d: str(d.rng.randint(155, 192)),
    "bp": lambda d: f"{d.rng.randint(110, 148)}/{d.rng.randint(68, 94)}",
    "pulse": lambda d: str(d.rng.randint(58, 124)),
    "rank": lambda d: d.pick(["Able Seaman", "Oiler", "Third Officer", "Messman", "Bosun", "Second Engineer", "Cook", "Ordinary Seaman", "Fitter", "Wiper"]),
    "crew_role": lambda d: d.pick(["roustabout", "floorhand", "crane operator", "derrickhand", "galley hand", "scaffolder", "ROV technician"]),
    "injury": lambda d: d.pick(["a crush injury to the left hand", "a fall from a ladder with a wrist fracture", "a laceration of the forearm from a wire", "burns to the right forearm",
                                "a lumbar strain lifting stores", "an eye injury from grinding debris"]),
    "vsp_score": lambda d: str(d.rng.randint(86, 100)), "n_a": lambda d: str(d.rng.randint(0, 9)), "n_b": lambda d: str(d.rng.randint(0, 6)),
    "n_c": lambda d: str(d.rng.randint(0, 12)), "price_a": lambda d: str(d.rng.randint(18, 29) * 10), "price_b": lambda d: str(d.rng.randint(30, 45) * 10),
    "price_c": lambda d: str(d.rng.randint(25, 40) * 10),
    "med_bill": lambda d: str(d.rng.randint(180, 1900)),
    "small_pct": lambda d: f"{d.rng.randint(0, 19) / 10:.1f}%",
}

US = ("en_US",)
PH = ("en_PH",)
ID = ("id_ID",)
VN = ("vi_VN",)
MY = ("ms_MY",)
SG = ("en_SG",)
AU = ("en_AU",)
NZ = ("en_NZ",)
ASIA = PH + ID + VN + MY
OTHER_LOCALES = PH + ID + VN + MY + SG + AU + NZ

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b60c_fee_table", "cruise_infirmary_fee_schedule", US,
     "{cruise} - Medical Center fee schedule, effective {en_date}\nService | Fee | Billing\n{fee_table}\n"
     "Fees are the same for every guest and are posted to the onboard account. Guests may claim them from their travel insurer; the Medical Center prints an itemized "
     "receipt on request. Questions before sailing: {cr_phone}."),
    ("b60c_fee_csv", "cruise_infirmary_fee_schedule", US,
     "service,category,fee_usd,currency,crew_charged\n{fee_csv}\n# {cruise} fleet medical fee file v{version}, EIN {org_ein}, generated {iso_ts}"),
    ("b60c_fee_json", "cruise_infirmary_fee_schedule", US,
     "{\"publisher\": \"{cruise}\", \"document\": \"medical center fee schedule\", \"effective\": \"{eff_iso}\", \"ships\": [\"Crescent Serenade\", \"Crescent Magnolia\", "
     "\"Crescent Bayou Star\"], \"fees\": [{fee_json}], \"contact\": \"{cr_email}\"}"),
    ("b60c_fee_au_notice", "cruise_infirmary_fee_schedule", AU,
     "Crescent Magnolia - Fremantle home-port season {year}\nMedical centre charges for guests (AUD, GST-free at sea)\nService | Fee | Billing\n{fee_table}\n"
     "Medicare does not cover treatment at sea. Ashore in Fremantle, guests may see {au_clinic}, {au_phone}, {au_email}. ABN of the practice: {au_abn}."),
    ("b60c_pharmacy_list", "cruise_infirmary_fee_schedule", US,
     "Onboard pharmacy price list - {ship} (revised {en_date})\nItem | Price\n{pharmacy_table}\n"
     "Prescription items are dispensed only after a consultation with {own_md} or {own_md2}. Items bought ashore in Cozumel or Roatán may not be refunded onboard."),
    ("b60c_fee_faq", "cruise_infirmary_fee_schedule", US,
     "Frequently asked: what does the ship's doctor cost?\nA sea-day consultation is ${hundreds} or less; after-hours visits cost more. Seasickness tablets at Guest Services are free. "
     "Crew are never charged. Guests on Medicare should know that it generally does not pay for care aboard a ship more than 6 hours from a US port. "
     "Full schedule: {cr_web}. Fleet medical office: {cr_phone} (fax {cr_fax})."),
    ("b60c_vsp_score", "port_health_sanitation_inspection_summary", US,
     "VESSEL SANITATION INSPECTION - SUMMARY FOR PUBLICATION\nVessel: {ship} (IMO {ship_imo}, call sign {call_sign})   Port: New Orleans   Inspection date: {en_date}\n"
     "Score: {vsp_score} (passing is 86)\nArea | Section | Points | Finding\n{vsp_table}\nCorrective action statement due in 30 days to the fleet public-health officer, {own_rn}."),
    ("b60c_vsp_xml", "port_health_sanitation_inspection_summary", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<inspection vessel=\"{ship}\" imo=\"{ship_imo}\" port=\"Port of New Orleans\" date=\"{eff_iso}\" score=\"{vsp_score}\">\n{vsp_xml}\n"
     "  <operator name=\"{cruise}\" contact=\"{cr_email}\"/>\n</inspection>"),
    ("b60c_vsp_letter", "port_health_sanitation_inspection_summary", US,
     "Memo to all department heads, {ship}\nFrom: {own_rn}, public health officer\nDate: {en_date}\n\nOur unannounced inspection at New Orleans ended with {vsp_score} points. "
     "The deficiencies were in the galley (cold holding) and the potable-water log. Please sign the corrected SOPs by Friday. Remember: outbreak level 2 applies "
     "whenever AGE cases reach 1% of those aboard in a voyage."),
    ("b60c_sg_ssc", "port_health_sanitation_inspection_summary", SG,
     "SHIP SANITATION CONTROL - INSPECTION SUMMARY (Singapore anchorage, {gb_date})\nVessel: {ship}   IMO: {ship_imo}\nAreas inspected: galley, provision stores, potable water, "
     "waste, bilges, medical facilities\nEvidence found: {pick_evidence}\nCertificate issued: Ship Sanitation Control Exemption Certificate, valid 6 months\n"
     "Medical facilities reviewed by {sg_clinic} (HCI licence {sg_hci}, UEN {sg_uen}). Enquiries: {sg_phone} / {sg_email}"),
    ("b60c_id_sscec", "port_health_sanitation_inspection_summary", ID,
     "RINGKASAN PEMERIKSAAN SANITASI KAPAL\nPelabuhan Tanjung Priok, {id_date}\nNama kapal: {ship}   No. IMO: {ship_imo}\nHasil: ((tidak ditemukan tanda risiko kesehatan masyarakat||"
     "ditemukan kecoa di gudang bahan makanan, telah dilakukan tindakan)). Sertifikat: SSCEC berlaku 6 bulan.\nPemeriksaan fasilitas medis kapal dibantu oleh {id_clinic} "
     "(izin {id_izin}). Informasi: {id_phone}, {id_email}"),
    ("b60c_rota_table", "offshore_platform_medic_rota", US,
     "{offshore} - medic rotation, {quarter}\nPlatform | Medic | Hitch | Crew change\n{rota_table}\n"
     "Swaps need the approval of the medical director, {own_md3}. Shore desk 24 h: {os_phone}."),
    ("b60c_rota_csv", "offshore_platform_medic_rota", US,
     "platform,medic,hitch_start,hitch_days,heliport\n{rota_csv}\n# {offshore} rota export {iso_ts}; staff only"),
    ("b60c_rota_ics", "offshore_platform_medic_rota", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Terrebonne Deepwater//Medic Rota {version}//EN\nX-WR-CALNAME:Offshore medic hitches\n{rota_ics}\nEND:VCALENDAR"),
    ("b60c_rota_notice", "offshore_platform_medic_rota", US,
     "ROTA CHANGE NOTICE - {offshore}\nFrom {en_date}, {medic} moves from {platform} to ((the East Breaks 945 spar||the Keathley Canyon 102 drillship||Grand Isle 16 (fixed))) for two hitches. Cover on the vacated post: {own_medic}. "
     "The AED and trauma bag audit moves to the first Tuesday of each hitch. Questions to {os_email}."),
    ("b60c_rota_brief", "offshore_platform_medic_rota", US,
     "Hitch handover checklist ({offshore}, form OM-{small}, rev. {version})\n[ ] Controlled drug count signed by outgoing and incoming medic\n[ ] Oxygen: {small_count} L in cylinders\n"
     "[ ] Stretcher and basket checked\n[ ] Telemedicine cart logged in and tested with the shore physician\n[ ] Heliport weather minimums reviewed\nShore: {os_phone} | {os_addr}"),
    ("b60c_stcw_table", "seafarer_medical_fitness_guidance", US,
     "Medical fitness standards for seafarers - summary for crewing managers ({cruise}, {en_date})\nItem | Standard | Source\n{fitness_table}\n"
     "The examining physician decides; this summary does not replace the guidelines. Certificates over two years old are not accepted for joining."),
    ("b60c_ilo_guidance", "seafarer_medical_fitness_guidance", US,
     "Guidance for masters ((no. {small}||MG-{small})), {en_date}: seafarers with ((diabetes||insulin-treated diabetes))\nUnder the ILO/IMO Guidelines on Medical Examinations of Seafarers, a seafarer on insulin may be fit with restrictions "
     "(no solo watchkeeping, near-coastal service), with an HbA1c usually below ((8.0% (64 mmol/mol)||8.0%, checked every 6 months)), and no severe hypoglycemia in 12 months. Tablets other than "
     "sulfonylureas generally allow unrestricted service. Restrictions are written on the certificate. - {own_md4}, fleet medical director"),
    ("b60c_ph_doh", "seafarer_medical_fitness_guidance", PH,
     "ADVISORY TO SEAFARERS - {ph_clinic} ({fil_date})\nAyon sa alituntunin ng DOH para sa PEME, ang medical certificate ay may bisa ng dalawang taon. Kasama sa pagsusuri ang "
     "chest X-ray, CBC, urinalysis, fecalysis, blood typing, hepatitis B, HIV (may pahintulot), audiometry at Ishihara. Dalhin ang SIRB at pasaporte sa araw ng eksaminasyon.\n"
     "Bukas Lunes hanggang Sabado, ((6:00 AM - 3:00 PM||7:00 AM - 4:00 PM||5:30 AM - 2:30 PM)). Bayad sa PEME: ₱{small_count}0. DOH licence {ph_doh}; DMW accreditation {ph_dmw}. {ph_addr}. Tel. {ph_phone}"),
    ("b60c_vn_guidance", "seafarer_medical_fitness_guidance", VN,
     "HƯỚNG DẪN KHÁM SỨC KHỎE THUYỀN VIÊN - {vn_clinic}\nTheo quy định hiện hành, giấy chứng nhận sức khỏe thuyền viên có giá trị 24 tháng. Thuyền viên cần nhịn ăn sáng, "
     "mang theo sổ thuyền viên và hộ chiếu. Thời gian khám: 7h30-16h30 từ thứ Hai đến thứ Bảy. Giấy phép hoạt động số {vn_licence}.\nLiên hệ: {vn_phone}. Cập nhật {vi_date}."),
    ("b60c_hearing_table", "seafarer_medical_fitness_guidance", NZ,
     "{nz_clinic} - what to expect at your seafarer medical (updated {gb_date})\nItem | Standard | Source\n{fitness_table}\n"
     "Book on {nz_phone} or e-mail {nz_email}. The medical takes about 45 minutes; bring your glasses and your previous certificate. NZBN {nz_nzbn}."),
    ("b60c_chest_table", "ships_medicine_chest_inventory", US,
     "MEDICINE CHEST INVENTORY - {ship} (IMO {ship_imo}) - {en_date}\nItem | Category | Required | On hand | Lot | Expiry\n{chest_table}\n"
     "Checked by {own_rn}; countersigned by the master, {own_capt}."),
    ("b60c_chest_csv", "ships_medicine_chest_inventory", US,
     "item,category,ndc,required,on_hand,lot,expiry\n{chest_csv}\n# {ship} medical stores export, voyage {fivedig}, {iso_ts}"),
    ("b60c_chest_json", "ships_medicine_chest_inventory", US,
     "{\"vessel\": \"{ship}\", \"imo\": \"{ship_imo}\", \"flag\": \"Bahamas\", \"inventoryDate\": \"{eff_iso}\", \"items\": [{chest_json}], \"checkedBy\": \"{own_rn}\"}"),
    ("b60c_cd_count", "ships_medicine_chest_inventory", US,
     "CONTROLLED DRUGS REGISTER - weekly count, {ship}\nWeek {week}, {en_date}\nMorphine 10 mg/mL: opening {small_digit}0, used 0, closing {small_digit}0\n"
     "Diazepam 10 mg/2 mL: opening 10, used 0, closing 10\nKetamine 500 mg/10 mL: opening 5, used 0, closing 5\nKeys held by the master and the senior physician. "
     "Counted by {own_md2} and {own_capt}."),
    ("b60c_my_chest", "ships_medicine_chest_inventory", MY,
     "SENARAI SEMAK PETI UBAT KAPAL - {my_clinic}\nTarikh semakan: {ms_date}\nKapal: {ship} (IMO {ship_imo})\nSemua ubat Kategori A mencukupi. Tiga item akan tamat tempoh "
     "dalam masa 3 bulan dan telah diganti. Pemeriksaan seterusnya: 12 bulan.\nDisemak oleh {my_director}. No. rujukan {my_kkm}. Hubungi {my_phone} atau {my_email}."),
    ("b60c_tmas_sheet", "tmas_contact_sheet", US,
     "TELEMEDICAL ADVICE - CONTACT SHEET (post on the bridge and in the ship's hospital)\nWho | Hours | How\n{tmas_table}\n"
     "Fleet medical duty physician: {cr_phone}   Offshore desk: {os_phone}   Air medical dispatch: {mv_phone}\nBefore calling, have ready: the ship's position, "
     "vital signs, what happened and when, medicines given from the chest, and allergies."),
    ("b60c_tmas_checklist", "tmas_contact_sheet", US,
     "Radio medical advice - information checklist ({cruise} form MED-{small}, version {version})\n1. Ship's name, call sign, position, course, speed, next port and ETA\n"
     "2. Age range and sex of the sick person (no names over open radio)\n3. Symptoms, onset, vital signs every 15 minutes\n4. Medicines given from the chest (Category A/B/C)\n"
     "Send the written record afterwards to {cr_email}. Ship: {ship}, call sign {call_sign}."),
    ("b60c_tmas_nz", "tmas_contact_sheet", NZ,
     "{nz_clinic} - medical advice for ships in Otago Harbour (sheet {version}, {gb_date})\nFor non-urgent advice while alongside at Port Chalmers, call {nz_phone_intl} (weekdays ((08:00-17:30||08:30-17:00||07:30-18:00))). "
     "For emergencies ring 111 and ask for ambulance. We can arrange crew consultations at the practice within 24 hours. {nz_email}"),
    ("b60c_tmas_offshore", "tmas_contact_sheet", US,
     "Offshore medical escalation ladder - {offshore}\nLevel 1: platform medic treats and logs.\nLevel 2: medic calls the shore physician, {os_phone}, 24 h.\n"
     "Level 3: shore physician requests a medevac from {medevac}, {mv_phone}.\nLevel 4: the installation manager notifies the Coast Guard sector.\nPosted on {platform}, revision {version}."),
    ("b60c_noro_table", "fleet_illness_counts", US,
     "{cruise} - fleet gastrointestinal illness summary, week {week}\nShip | Voyage | Passengers | Pax AGE | Crew | Crew AGE | Status\n{noro_table}\n"
     "Counts only; no case-level data leaves the ships. Prepared by {own_rn}."),
    ("b60c_noro_csv", "fleet_illness_counts", US,
     "ship,week,passengers,pax_age,crew,crew_age,pax_ili,crew_ili\n{noro_csv}\n# aggregate counts, {cruise} fleet medical, run {iso_ts}"),
    ("b60c_ili_json", "fleet_illness_counts", US,
     "{\"report\": \"fleet respiratory and gastrointestinal counts\", \"publisher\": \"{cruise}\", \"generated\": \"{iso_ts}\", \"ships\": [{ili_json}], "
     "\"threshold\": \"2% AGE per voyage\", \"contact\": \"{cr_email}\"}"),
    ("b60c_hl7_oru_counts", "fleet_illness_counts", US,
     "MSH|^~\\&|CGCL-SURV|CGCL|STATE-EPI|LDH|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nOBR|1||{fivedig}|SURV^Weekly vessel illness counts^L|||{hl7_ts}\n{obx_rows}\nNTE|1||Aggregate counts for {ship}; no individual data."),
    ("b60c_noro_bulletin", "fleet_illness_counts", AU,
     "Crescent Magnolia - Fremantle season health bulletin ({gb_date})\nGastro cases reported to the medical centre this cruise: {n_a} guests, {n_b} crew (of about 2,600 aboard). "
     "Influenza-like illness: {n_c}. No outbreak declared. Please wash hands before meals and report symptoms to the medical centre. - {own_md}"),
    ("b60c_medevac_notice", "medevac_helicopter_availability_notice", US,
     "{medevac} - AIRCRAFT AVAILABILITY, {en_date} 0600 CST\nBase | Aircraft | Hours | Status | Range | Equipment\n{medevac_table}\n"
     "Offshore requests: dispatch {mv_phone} or {mv_email}. Give block number, helideck status, weather and patient count only; clinical details go to the flight nurse."),
    ("b60c_medevac_weather", "medevac_helicopter_availability_notice", US,
     "NOTICE TO OFFSHORE CUSTOMERS - {medevac}\nA cold front crosses the Gulf on {dos}. Expect night hoist operations to be suspended when winds exceed 40 kt. Daylight transfers "
     "from platforms within {nm} nm of Galliano continue. Request early transfers for non-urgent cases through {os_phone}."),
    ("b60c_medevac_vn", "medevac_helicopter_availability_notice", VN,
     "THÔNG BÁO - {vn_clinic}\nTừ {vi_date}, dịch vụ trực thăng cấp cứu ngoài khơi phối hợp sẵn sàng 24/24 cho các giàn khoan khu vực Bạch Hổ. Tàu có bệnh nhân cần sơ tán xin liên hệ "
     "{vn_phone_intl}. Phòng khám tiếp nhận thuyền viên bị thương từ 7h00 đến 21h00."),
    ("b60c_medevac_ms", "medevac_helicopter_availability_notice", MY,
     "NOTIS - {my_clinic}\nMulai {ms_date}, klinik kami menerima rujukan pemindahan perubatan dari kapal di Pelabuhan Klang sepanjang 24 jam. Ambulans menunggu di Dermaga Utara "
     "dalam masa 20 minit. Hubungi {my_phone_intl} atau e-mel {my_email}. Ketua klinik: {my_director}."),
    ("b60c_ph_notice", "notice_other_locale", PH,
     "PAUNAWA - {ph_clinic}\nSarado ang klinika sa {fil_date} dahil sa pista opisyal. Ang mga nakatakdang PEME sa araw na iyon ay ililipat sa susunod na araw ng trabaho. "
     "Para sa mga katanungan, tumawag sa {ph_phone_intl} o mag-email sa {ph_email}.\n{ph_director}, Medical Director"),
    ("b60c_id_notice", "notice_other_locale", ID,
     "PENGUMUMAN - {id_clinic}\nMulai {id_date} pelayanan pemeriksaan kesehatan pelaut dibuka pukul 07.00-15.00 WIB, Senin sampai Sabtu. Biaya pemeriksaan lengkap "
     "Rp {small_count}.000. Hasil dapat diambil 2 hari kerja. Informasi: {id_phone_intl}.\n{id_director}"),
    ("b60c_sg_fees", "notice_other_locale", SG,
     "{sg_clinic} - seafarer medical packages (GST inclusive, from {gb_date})\nPackage | Price\nPre-sea medical (ENG 1 equivalent) | S${price_a}\nPEME with drug and alcohol test | S${price_b}\n"
     "Ship-visit consultation, anchorage | S${price_c}\nBookings {sg_phone_intl} or {sg_email}. UEN {sg_uen}. Medical director: {sg_director}"),
    ("b60c_au_notice", "notice_other_locale", AU,
     "{au_clinic} - crew consultations at Victoria Quay\nFrom {gb_date} our nurse visits ships alongside at Fremantle every weekday at 10:00. Agents can book a slot by calling "
     "{au_phone} before 08:30. Consultations are billed to the agent; no Medicare rebate applies. {au_director}, principal GP."),
    ("b60c_port_table", "notice_other_locale", US,
     "{cruise} - medical facilities at our Western Caribbean ports ({year} season)\nPort | Day | Nearest facility | Transfer\n{port_table}\n"
     "Guests who need care ashore are escorted by a crew member. The ship's medical team liaises with the port agent."),
    ("b60c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*CRESCENTGULF   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*CRESCENTGULF*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small_count}*005010X223A2~\nAK9*A*1*1*1~\nSE*4*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b60c_hl7_mfn_staff", "hl7_export", US,
     "MSH|^~\\&|CGCL-HR|CGCL|SHIPEMR|CGCL|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|STF^Staff master^HL70175||UPD|||AL\n{stf_rows}"),
    ("b60c_fhir_org", "fhir_export", US,
     "{\"resourceType\": \"Organization\", \"id\": \"cgcl-fleet-medical\", \"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{iso_ts}\"}, \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.4.4\", \"value\": \"{org_ein}\"}], "
     "\"name\": \"{cruise} - Fleet Medical\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{cr_phone}\"}, {\"system\": \"fax\", \"value\": \"{cr_fax}\"}, "
     "{\"system\": \"email\", \"value\": \"{cr_email}\"}], \"address\": [{\"text\": \"{cr_addr}\"}]}"),
    ("b60c_fhir_location", "fhir_export", US,
     "{\"resourceType\": \"Location\", \"id\": \"ship-{ship_imo}\", \"meta\": {\"lastUpdated\": \"{iso_ts}\"}, \"name\": \"Medical Center, {ship}\", \"mode\": \"instance\", \"type\": [{\"text\": \"ship's hospital\"}], "
     "\"identifier\": [{\"system\": \"urn:imo\", \"value\": \"{ship_imo}\"}], \"managingOrganization\": {\"display\": \"{cruise}\"}, \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"{cr_phone}\"}], \"hoursOfOperation\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"], \"openingTime\": \"08:00:00\", \"closingTime\": \"20:00:00\"}]}"),
    ("b60c_batch_csv", "csv_export", US,
     "batch_id,month,claims,billed_usd,paid_usd,denied\n{batch_csv}\n# crew medical claim batches from {cruise} to {pandi} (payer ID {payer_id}, group {group_no}), totals only"),
    ("b60c_pi_bulletin", "notice_other_locale", US,
     "{pandi} - circular to members, {en_date}\nCrew illness and injury claims: please send the master's report, the ship's medical log extract and the shore invoices "
     "within 30 days to {pi_email} or {pi_box}. Claims over ${fivedig} need the club's approval before repatriation is booked. Claims line {pi_phone}; circulars at {pi_web}. "
     "Physicians submitting 837I claims: payer ID {payer_id}. - {own_md3}, club medical adviser"),
]


def _pick_evidence(d: Draw) -> str:
    return d.pick(["no evidence found", "cockroaches in the dry store, treated before departure", "standing water in a lifeboat cover, drained", "no evidence found"])


FILLERS["pick_evidence"] = _pick_evidence

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b60_peme_ph", "peme_report", PH,
     "{ph_clinic}\nPRE-EMPLOYMENT MEDICAL EXAMINATION REPORT\nName: {last}, {first}   Rank: {rank}\nDate of birth: [[date_of_birth:dob_v60]]\nSIRB no.: [[national_id:sid_v60]]   "
     "Passport: [[national_id:passport_v60]]\nPhilHealth PIN: [[member_id:philhealth_v60]]\nAddress: [[address:addr_ph_v60]]\nMobile: [[phone:phone_ph_v60]]\n"
     "Height {cm} cm, weight {kg} kg, BP {bp}. Ishihara: ((passed||passed)). Audiometry: normal. Result: ((FIT for sea duty||FIT with restriction: no lookout duty at night)).\n"
     "PEME ref. [[record_number:peme_ref_v60]] - {ph_director}"),
    ("b60_peme_us", "peme_report", US,
     "{offshore} - pre-employment and fitness-for-duty examination\nName: {first} {last}   DOB [[date_of_birth:dob_v60]]   SSN [[ssn:ssn_v60]]\nMMC reference no. [[national_id:mmc_v60]]\n"
     "Home: [[address:addr_us_v60]]   Cell [[phone:phone_us_v60]]   E-mail [[email:email_v60]]\nPosition: {crew_role}. Drug screen (DOT 5-panel): negative. Lift test 50 lb: passed. "
     "HUET certificate current. Fit for offshore duty.\nExam ref. [[record_number:peme_ref_v60]] - {own_md3}"),
    ("b60_log_passenger", "ships_infirmary_log_entry", US,
     "MEDICAL CENTER LOG - {ship} - {dos} {clock}\nGuest: {first} {last}, cabin {cabin}, [[age_over_89:age_v60]], travelling with {first2}.\nRecord [[record_number:mrn_v60]]. "
     "Medicare [[member_id:mbi_v60]] (guest informed it will not pay at sea).\nFall in the bathroom at 06:10; skin tear of the left forearm, no head strike. Steri-strips, tetanus up to date. "
     "Fee posted to the onboard account, card on file [[card:card_v60]]. - {own_md2}"),
    ("b60_log_crew", "ships_infirmary_log_entry", ASIA,
     "CREW MEDICAL LOG - {ship}\n{dos}, {clock}: {first} {last}, {rank}, born [[date_of_birth:dob_v60]], passport [[national_id:passport_v60]], crew file [[record_number:mrn_v60]].\n"
     "Complaint: {injury}. Findings: pulse {pulse}, BP {bp}. Treated, unfit for duty 48 h, review daily. Next of kin informed by the manning agent on [[phone:phone_v60]]. - {own_rn}"),
    ("b60_medevac_request", "medevac_request", US,
     "MEDEVAC REQUEST to {medevac} dispatch\nFrom: {platform}, position {lat}\nPatient: {first} {last}, DOB [[date_of_birth:dob_v60]], SSN [[ssn:ssn_v60]]\n"
     "Employer medical file [[record_number:mrn_v60]]; health plan [[member_id:member_v60]]\nCondition: {injury}; GCS 15, pulse {pulse}, BP {bp}. Priority: urgent, day hoist not needed.\n"
     "Next of kin: {first2} {last}, [[phone:phone_us_v60]]. Requested by {medic}."),
    ("b60_medevac_ship", "medevac_request", SG + MY + AU,
     "URGENT - request for medical evacuation\nVessel {ship}, IMO {ship_imo}, ETA pilot station 0400 LT.\nCasualty: {first} {last}, {rank}, passport [[national_id:passport_v60]], "
     "DOB [[date_of_birth:dob_v60]].\nSuspected appendicitis since {dos}; pulse {pulse}, temperature 38.9 C. Please arrange an ambulance at the pilot boarding ground and admission.\n"
     "Local contact of the crew member: [[phone:phone_v60]]; address ashore [[address:addr_v60]]."),
    ("b60_pi_injury", "pi_club_crew_injury_claim", PH + ID + US,
     "{pandi} - CREW INJURY CLAIM (Form CR-2)\nClaim file: [[record_number:claim_v60]]\nSeafarer: {first} {last}   Rank: {rank}   Born: [[date_of_birth:dob_v60]]\n"
     "Seafarer's identity document: [[national_id:sid_v60]]\nHome address: [[address:addr_v60]]\nPhone: [[phone:phone_v60]]   E-mail: [[email:email_v60]]\n"
     "Injury: {injury} aboard {ship} on {dos}. Sick wages to the allotment account: [[bank_account:account_v60]]"),
    ("b60_pi_death", "pi_club_crew_death_claim", PH + US,
     "{pandi} - death benefit claim\nDeceased seafarer: {first} {last}, born [[date_of_birth:dob_v60]], died [[date_of_death:dod_v60]] aboard {ship}\n"
     "Identity document: [[national_id:passport_v60]]   Club file [[record_number:claim_v60]]\nBeneficiary: {first2} {last} (spouse), [[address:addr_v60]], [[phone:phone_v60]]\n"
     "Pay the benefit to: [[bank_account:account_v60]]\nThe family's appeal page, [[url:url_memorial_v60]], is referred to in the agent's report."),
    ("b60_referral_sg", "port_agent_hospital_referral", SG + MY,
     "Dear Doctor,\nRe: {first} {last}, {rank} of {ship}\nPassport [[national_id:passport_v60]]   DOB [[date_of_birth:dob_v60]]   Crew ref. [[record_number:mrn_v60]]\n"
     "As ship's agent we refer the above crew member for assessment of {injury}. The owners guarantee charges up to S${hundreds}. Please call our boarding officer on "
     "[[phone:phone_v60]] when the patient may return aboard; the vessel sails on {dos}.\nYours faithfully,\nAgency desk, for the Master"),
    ("b60_referral_au", "port_agent_hospital_referral", AU + NZ,
     "REFERRAL - crew member for consultation\nTo: the practice on duty\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v60]]   Passport: [[national_id:passport_v60]]\n"
     "Vessel: {ship} (alongside)   Agent's job no.: [[record_number:mrn_v60]]\nReason: {injury}. Please send the account to the agent; the crew member's mobile while in port is "
     "[[phone:phone_v60]], e-mail [[email:email_plain_v60]]."),
    ("b60_repat_ph", "repatriation_letter", PH,
     "{ph_clinic}\n{fil_date}\n\nTO WHOM IT MAY CONCERN\n\nThis certifies that {first} {last}, {rank}, PhilSys no. [[national_id:psn_v60]], born [[date_of_birth:dob_v60]], was "
     "repatriated from {ship} for medical reasons and reported to this clinic for post-employment examination. He/she is advised to continue treatment near his/her home at "
     "[[address:addr_ph_v60]]. Contact no. [[phone:phone_ph_v60]]. Sickness allowance to be credited to [[bank_account:account_ph_v60]].\n\n{ph_director}"),
    ("b60_repat_remains", "repatriation_letter", ID + VN + US,
     "Repatriation of mortal remains - instructions to the funeral director\nDeceased: {first} {last}   Date of birth: [[date_of_birth:dob_v60]]   Date of death: [[date_of_death:dod_v60]]\n"
     "Passport: [[national_id:passport_v60]]\nRemains to be delivered to the family at [[address:addr_v60]]; family contact [[phone:phone_v60]].\n"
     "Costs are met by {pandi} under the crew cover. Family fundraiser for travel costs: [[url:url_fund_v60]]"),
    ("b60_incident_pax", "cruise_passenger_incident_report", US,
     "{cruise} - GUEST INCIDENT REPORT\nGuest: {first} {last}   Age: [[age_over_89:age_elder_v60]]   Date of birth: [[date_of_birth:dob_elder_v60]]\nHome address: [[address:addr_us_v60]]\n"
     "Phone: [[phone:phone_us_v60]]   E-mail: [[email:email_v60]]\nIncident: slipped on the pool deck of {ship} on {dos}; seen in the Medical Center. Travel insurance policy "
     "[[member_id:member_v60]].\nCar left at the Erato Street Cruise Terminal garage: [[vehicle_id:plate_us_v60]]. Security officer: {own_capt}"),
    ("b60_incident_web", "cruise_passenger_incident_report", US + AU,
     "Guest feedback form - submitted {iso_ts} from [[ip_address:ip_v60]]\nName: {first} {last}\nEmail: [[email:email_plain_v60]]\nPhone: [[phone:phone_v60]]\n"
     "Booking paid with: [[card:card_v60]]\nMy mother is [[age_over_89:age_v60]] and fell in the buffet on our cruise. The medical staff were kind but charged us ${med_bill}. I want a refund."),
    ("b60_rig_casualty", "offshore_rig_casualty_report", US,
     "{offshore} - CASUALTY REPORT\nInstallation: {platform}\nCasualty: {first} {last}, {crew_role}, DOB [[date_of_birth:dob_v60]], SSN [[ssn:ssn_v60]]\nCasualty no. [[record_number:mrn_v60]]\n"
     "Home: [[address:addr_us_v60]]; truck left at the Fourchon heliport lot, plate [[vehicle_id:plate_us_v60]]\nInjury: {injury} at {clock}. Treated by {medic}; flown to shore by {medevac}."),
    ("b60_rig_ticket", "offshore_rig_casualty_report", US,
     "Shore ticket #{fivedig} (opened {iso_ts} from [[ip_address:ip_v60]])\nMedic: {medic}\nPatient: {first} {last}, SSN [[ssn:ssn_plain_v60]], born [[date_of_birth:dob_iso_v60]]\n"
     "Cell [[phone:phone_us_v60]]; the patient's own page [[url:url_v60]] shows the injury photos, please ask HR to get them taken down.\nSummary: {injury}; returned to duty after 24 h."),
    ("b60_death_flag", "death_at_sea_report", PH + VN + US,
     "REPORT OF DEATH AT SEA to the Flag State Administration\nVessel: {ship}, IMO {ship_imo}, call sign {call_sign}\nDeceased: {first} {last}, {rank}\nDate of birth: [[date_of_birth:dob_v60]]   "
     "Date and time of death: [[date_of_death:dod_v60]] {clock} ship's time\nPassport: [[national_id:passport_v60]]   Seafarer's ID: [[national_id:sid_v60]]\n"
     "Next of kin address: [[address:addr_v60]]\nCause as recorded by the ship's physician ({own_md}): presumed myocardial infarction. Body kept in the refrigerated store."),
    ("b60_ph_pmrf", "philippine_form", PH,
     "PhilHealth Member Registration Form (PMRF)\nPIN: [[member_id:philhealth_v60]]\nPhilSys Card Number: [[national_id:psn_v60]]\nName: {last}, {first}\nDate of Birth: [[date_of_birth:dob_v60]]\n"
     "Permanent Home Address: [[address:addr_ph_v60]]\nMobile No.: [[phone:phone_ph_v60]]\nEmail: [[email:email_v60]]\nMember type: Land-based / Sea-based OFW"),
    ("b60_id_form", "indonesian_form", ID,
     "FORMULIR PENDAFTARAN PASIEN - {id_clinic}\nNama: {first} {last}\nNIK: [[national_id:nik_v60]]\nTanggal lahir: [[date_of_birth:dob_v60]]\nAlamat: [[address:addr_id_v60]]\n"
     "No. HP: [[phone:phone_id_v60]]\nNo. kartu BPJS Kesehatan: [[member_id:bpjs_v60]]\nNo. rekam medis: [[record_number:mrn_v60]]\nKeperluan: pemeriksaan kesehatan pelaut ({rank})"),
    ("b60_vn_form", "vietnamese_form", VN,
     "PHIẾU KHÁM SỨC KHỎE THUYỀN VIÊN - {vn_clinic}\nHọ và tên: {last} {first}\nNgày sinh: [[date_of_birth:dob_v60]]\nSố CCCD: [[national_id:cccd_v60]]\nNơi thường trú: [[address:addr_vn_v60]]\n"
     "Điện thoại: [[phone:phone_vn_v60]]\nSố thẻ BHYT: [[member_id:bhyt_v60]]\nChức danh: {rank}\nKết luận: ((Đủ sức khỏe làm việc trên tàu biển||Đủ sức khỏe, hạn chế làm việc ca đêm))"),
    ("b60_my_form", "malaysian_form", MY,
     "BORANG PENDAFTARAN PESAKIT - {my_clinic}\nNama: {first} {last}\nNo. Kad Pengenalan: [[national_id:mykad_v60]]\nTarikh lahir: [[date_of_birth:dob_v60]]\nAlamat: [[address:addr_my_v60]]\n"
     "No. telefon: [[phone:phone_my_v60]]\nNo. pendaftaran kenderaan: [[vehicle_id:plate_my_v60]]\nBayaran balik ke akaun: [[bank_account:account_my_v60]]"),
    ("b60_sg_form", "singapore_form", SG,
     "{sg_clinic} - PATIENT REGISTRATION\nName (as in NRIC/FIN): {first} {last}\nNRIC/FIN: [[national_id:nric_sg_v60]]\nDate of birth: [[date_of_birth:dob_v60]]\n"
     "Residential address: [[address:addr_sg_v60]]\nMobile: [[phone:phone_sg_v60]]\nEmail: [[email:email_v60]]\nVehicle no. (for season parking): [[vehicle_id:plate_sg_v60]]\n"
     "Payment: [[card:card_v60]]"),
    ("b60_au_form", "australian_form", AU,
     "{au_clinic} - new patient and workers' compensation details\nName: {first} {last}\nDate of birth: [[date_of_birth:dob_v60]]\nMedicare card: [[national_id:medicare_au_v60]]\n"
     "TFN (for the insurer's wage claim): [[national_id:tfn_v60]]\nAddress: [[address:addr_au_v60]]\nMobile: [[phone:phone_au_v60]]\nEmail: [[email:email_v60]]\n"
     "Vehicle rego: [[vehicle_id:plate_au_v60]]\nWeekly compensation to: [[bank_account:account_au_v60]]\nForm lodged online from [[ip_address:ip_v60]]"),
    ("b60_nz_form", "new_zealand_form", NZ,
     "{nz_clinic} - enrolment and ACC injury details\nName: {first} {last}\nNHI: [[national_id:nhi_v60]]\nDate of birth: [[date_of_birth:dob_v60]]\nAddress: [[address:addr_nz_v60]]\n"
     "Mobile: [[phone:phone_nz_v60]]   Email: [[email:email_v60]]\nACC claim no.: [[record_number:mrn_v60]]\nWeekly compensation paid into: [[bank_account:account_nz_v60]]\n"
     "Car (for the staff car park): [[vehicle_id:plate_nz_v60]]"),
    ("b60_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v60]]\"}, {\"type\": {\"coding\": [{\"code\": \"PPN\"}]}, \"value\": \"[[national_id:passport_v60]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v60]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v60]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v60]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v60]]\"}], \"managingOrganization\": {\"display\": \"{cruise}\"}}"),
    ("b60_fhir_encounter", "fhir_export", US,
     "{\"resourceType\": \"Encounter\", \"status\": \"finished\", \"class\": {\"code\": \"EMER\"}, \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": "
     "[{\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v60]]\"}, {\"type\": {\"coding\": [{\"code\": \"MB\"}]}, \"value\": \"[[member_id:member_plain_v60]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v60]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v60]]\"}], "
     "\"subject\": {\"reference\": \"#p1\"}, \"location\": [{\"location\": {\"display\": \"Medical Center, {ship}\"}}], \"serviceType\": {\"text\": \"ship's medical center, cardiac arrest at sea\"}}"),
    ("b60_hl7_a04", "hl7_export", US,
     "MSH|^~\\&|SHIPEMR|CGCL|SHOREEMR|CGCL|{hl7_ts}||ADT^A04^ADT_A01|{ctrl}|P|2.5.1\nEVN|A04|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v60]]^^^CGCL^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v60]]|((F||M))|||[[address:addr_hl7_v60]]||[[phone:phone_hl7_v60]]||||||[[ssn:ssn_plain_v60]]\n"
     "PV1|1|E|SHIPMED^^^{ship}||||{own_npi}^THIBODEAUX-MARSH^EVANGELINE\nIN1|1|TRV|{payer_id}|{pandi}|||||||||||||||||||||||||||||||||[[member_id:member_plain_v60]]"),
    ("b60_crew_manifest", "csv_export", PH + ID + VN,
     "rank,surname,given_names,nationality_doc,passport_no,seafarer_id,date_of_birth,next_of_kin_phone\n{rank},{last_upper},{first_upper},passport,[[national_id:passport_v60]],"
     "[[national_id:sid_v60]],[[date_of_birth:dob_iso_v60]],[[phone:phone_v60]]\n# crew list extract for {ship} (IMO {ship_imo}), for port health only"),
    ("b60_x12_837i", "x12_export", US,
     "ISA*00*          *00*          *ZZ*CRESCENTGULF   *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*CRESCENTGULF*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X223A2~\n"
     "ST*837*{four_digits}*005010X223A2~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{cruise}*****XX*{own_npi}~\nREF*EI*{org_ein}~\n"
     "HL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v60]]~\nN3*[[address:addr_x12_v60]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact_v60]]*((F||M))~\nREF*SY*[[ssn:ssn_plain_v60]]~\nCLM*[[record_number:mrn_plain_v60]]*{money_s}***13:A:1~\nHI*ABK:((S6290XA||K3580||R55))~\nSE*14*{four_digits}~"),
    ("b60_family_email", "medevac_request", US + AU,
     "Subject: my father, medevac from {ship}\n\nHello, I am {first2} {last}. The ship's doctor called to say my father, {first} {last} ([[age_over_89:age_elder_v60]], born "
     "[[date_of_birth:dob_elder_v60]]), must be taken off at the next port. His insurance number is [[member_id:member_v60]]. Please call me on [[phone:phone_v60]] or write to us at "
     "[[email:email_v60]]. Friends have set up [[url:url_fund_v60]] to help with the flights.\n\nThank you"),
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
        _prefill_names(draw, locale)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind60-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
