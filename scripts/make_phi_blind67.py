"""A sixty-seventh blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind67.py [--seed 69691] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind65.py,
seeds 4141 to 67671) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-sixth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b67_" or "b67c_"). Identifier-free genres, all from physical rehabilitation: prosthetics-and-orthotics workshop price
lists (a table, a CSV, a memo on new components, a JSON fee schedule), wheelchair-seating clinic timetables (a table, an
iCalendar, a notice, a JSON), rehabilitation-gym equipment logs (a checklist, a CSV of device checks, an XML inventory,
a service memo; models, serials and lots, no patients), spinal-injury unit visiting rules (a list, a card, a notice),
amputee peer-group calendars (a table, a flyer, a JSON), rehabilitation outcome statistics (FIM scores by impairment
group: a table, a CSV, a narrative, a FHIR MeasureReport), assistive-device loan-scheme terms (terms, a FAQ, an XML
of the closet's stock), physiotherapy home-exercise leaflets (knee, shoulder, back, balance), notices in other locales
(Amharic in Ethiopic script with Ethiopian-calendar dates, Swahili as Tanzania prints it, English as Uganda, Ghana
and Zambia print it, Kinyarwanda and French as Rwanda prints them) and exports of non-personal data (an X12 999
acknowledgment, an X12 850 purchase order of components, a CSV of claim batch totals, an HL7 MFN^M08 of FIM items,
a JSON device formulary, an XML of staffed rehabilitation beds). Carrying genres: prosthetic fitting records (one a
chat with the prosthetist), rehabilitation admission assessments (one of a woman or man over 89), wheelchair
prescription forms (one a portal message), spinal-cord-injury discharge plans, home-modification grant applications
(one a web form), disability-benefit medical reports, falls follow-up letters (to people over 89), an inquest report
of a rehabilitation patient's death, a disability parking placard application, forms from Ethiopia (Amharic in
Ethiopic script and English), Tanzania (Swahili and an English referral), Uganda (a form and a WhatsApp chat), Rwanda
(Kinyarwanda and French), Ghana (a form and a falls follow-up letter) and Zambia (a workers' compensation death claim
and a wheelchair prescription) written as those countries print them, and exports (a FHIR Patient, a FHIR
DeviceRequest with its patient contained, an HL7 ADT^A02, a gym-attendance CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v67` slots): US SSNs and Medicare MBIs in
several printings, Ohio Medicaid IDs, hospital MRNs, Ohio plates and VINs (the position-9 check digit); passport
numbers of the US, Ethiopia, Tanzania, Uganda, Rwanda, Ghana and Zambia; Ethiopian Fayda numbers (the sixteen-digit FAN
and the twelve-digit FIN, with a Verhoeff check digit as MOSIP-issued numbers have), Tanzanian NIDA numbers (the birth
date YYYYMMDD, then 5-5-2 digits), Ugandan NINs (CM/CF, the birth year, digits and letters), Rwandan national ID
numbers (sixteen digits: 1, the birth year, 8 for a man and 7 for a woman, the serial), Ghana Card numbers
(GHA-XXXXXXXXX-X; the last digit is a Luhn digit here, the card's own rule being unpublished), Zambian NRCs
(XXXXXX/XX/X); bank accounts of the six countries (CBE, CRDB and NMB, Stanbic and Centenary, Bank of Kigali, GCB,
Zanaco printings) and mobile-money wallets (telebirr, M-Pesa, MTN MoMo, Airtel Money: the wallet is the phone number,
labelled as the account it is), US routing-and-account pairs (ABA check digit); Visa, Mastercard and Verve numbers
with Luhn; dates in Amharic (Ethiopian-calendar dates with Ethiopic month names, in Ethiopic numerals now and then, and
Gregorian ones), Swahili, Kinyarwanda and French with month names, the English of the four countries (day first) and
US orders; Addis Ababa (sub-city, woreda, house number), Tanzanian (mtaa, kata, S.L.P.), Ugandan (plot, division, P.O.
Box), Rwandan (street-address codes, akagari/umurenge/akarere, cellule/secteur), Ghanaian (GhanaPostGPS digital
addresses) and Zambian (plot, area, P.O. Box) layouts and Ohio ones; the six numbering plans in national printings with
and without +251, +255, +256, +250, +233 and +260, and Ohio lines; e-mails written against scrapers ("at" and "dot");
public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a fundraiser, a memorial page).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Ohio: every
state from N to W had been used by an earlier set, so this set took Ohio (used once, by the forty-ninth set) with area
codes no earlier set used (216, 330, 419 and 513). An identifier-free text quotes only this set's own organisations'
contacts (ORGANISATION_CONTACTS, verbatim: an Akron rehabilitation hospital with its spinal-injury unit, a Cleveland
prosthetics-and-orthotics workshop, a Toledo wheelchair-seating clinic, a Cincinnati amputee peer network and
assistive-device lending closet, and a disability health plan on fictional 555-01xx lines, and partner rehabilitation
centres in Addis Ababa, Moshi, Mbarara, Huye, Kumasi and Ndola on invented lines) and the organisations' own printed
identifiers (the plan's payer ID, RxBIN, PCN and group, the hospital's NPIs and EIN, the partners' registration
numbers); the people it names are the organisations' own staff, never a patient or relative, and the ages it gives are
under 90 (eligibility ranges, age bands).

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
    import make_phi_blind65 as blind65
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41
    from scripts import make_phi_blind65 as blind65

Draw = blind.Draw

SEED = 69691
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "sw", "tw_GH")

HOSPITAL = "Tuscarawas Valley Rehabilitation Hospital"
SCI_UNIT = "Tuscarawas Valley Spinal Cord Injury Unit"
PO_SHOP = "Cuyahoga Bend Prosthetics & Orthotics Workshop"
SEATING = "Maumee Ridge Wheelchair Seating Clinic"
PEERS = "Ohio River Limb Loss Peer Network"
CLOSET = "Buckeye Lending Closet for Assistive Devices"
PLAN = "Western Reserve Disability Health Plan"
ET_PARTNER = "የእንጦጦ የአካል ተሃድሶ ማዕከል"
ET_PARTNER_EN = "Entoto Physical Rehabilitation Centre, Addis Ababa"
TZ_PARTNER = "Kituo cha Utengemao Uhuru, Moshi"
TZ_PARTNER_EN = "Uhuru Rehabilitation Centre, Moshi"
UG_PARTNER = "Mbarara Mobility and Limb Centre"
RW_PARTNER = "Ikigo cy'Ubugororangingo cya Huye"
RW_PARTNER_FR = "Centre de réadaptation physique de Huye"
GH_PARTNER = "Kumasi Limb and Brace Centre"
ZM_PARTNER = "Ndola Rehabilitation and Seating Centre"
ORGANISATION_CONTACTS = [
    "(330) 555-0171",                                                   # 0 rehabilitation hospital, switchboard (Akron)
    "(330) 555-0172",                                                   # 1 hospital admissions fax
    "1860 Portage Trail Commons, Akron, OH 44313",                      # 2
    "admissions@tuscarawasrehab.org",                                   # 3
    "https://www.tuscarawasrehab.org",                                  # 4
    "(330) 555-0173",                                                   # 5 spinal cord injury unit, nurses' station
    "(216) 555-0174",                                                   # 6 P&O workshop (Cleveland)
    "2417 Flats Foundry Row, Cleveland, OH 44113",                      # 7
    "fittings@cuyahogabendpo.org",                                      # 8
    "(419) 555-0175",                                                   # 9 seating clinic (Toledo)
    "905 Swan Creek Parkway, Toledo, OH 43604",                         # 10
    "seating@maumeeridgeseating.org",                                   # 11
    "(513) 555-0176",                                                   # 12 peer network (Cincinnati)
    "peers@ohioriverlimbloss.org",                                      # 13
    "(513) 555-0177",                                                   # 14 lending closet
    "330 Mill Race Landing, Cincinnati, OH 45214",                      # 15
    "loans@buckeyelendingcloset.org",                                   # 16
    "(216) 555-0178",                                                   # 17 plan, provider line
    "+251 11 667 6767",                                                 # 18 Addis Ababa partner
    "011 667 6767",                                                     # 19
    "info@entotorehab.org.et",                                          # 20
    "+255 27 275 6767",                                                 # 21 Moshi partner
    "027 275 6767",                                                     # 22
    "info@uhururehab.or.tz",                                            # 23
    "+256 485 676 767",                                                 # 24 Mbarara partner
    "0485 676767",                                                      # 25
    "info@mbararalimb.ug",                                              # 26
    "+250 252 676 767",                                                 # 27 Huye partner
    "0252 676 767",                                                     # 28
    "info@huyerehab.rw",                                                # 29
    "+233 32 267 6767",                                                 # 30 Kumasi partner
    "032 267 6767",                                                     # 31
    "info@kumasilimb.org.gh",                                           # 32
    "+260 212 676 767",                                                 # 33 Ndola partner
    "0212 676767",                                                      # 34
    "info@ndolarehab.org.zm",                                           # 35
]
ORG_EIN = "34-6706767"
PLAN_PAYER_ID = "WRDHP67"
PLAN_GROUP = "OHRH2026"
PLAN_RXBIN = "610767"
PLAN_PCN = "WRDHRX"
ORG_NPIS = (blind5._npi_of("167330216"), blind5._npi_of("141967513"), blind5._npi_of("133067676"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001
_verhoeff = blind65._verhoeff  # noqa: SLF001
_age_on = blind65._age_on  # noqa: SLF001

_COUNTRY = {"am_ET": "ET", "en_ET": "ET", "sw_TZ": "TZ", "en_TZ": "TZ", "en_UG": "UG", "rw_RW": "RW", "fr_RW": "RW",
            "en_GH": "GH", "en_ZM": "ZM"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


# ---- people's names -------------------------------------------------------------------------------------------------
# Ethiopia: a given name and the father's name, in Ethiopic script and in the Latin letters an English form prints
_ET_F = [("ትዕግሥት", "Tigist"), ("መሠረት", "Meseret"), ("ሰላማዊት", "Selamawit"), ("ብርቱካን", "Birtukan"), ("ሕይወት", "Hiwot"), ("ቤተልሔም", "Betelhem"), ("ራሔል", "Rahel")]
_ET_M = [("ተስፋዬ", "Tesfaye"), ("ዳዊት", "Dawit"), ("ሰለሞን", "Solomon"), ("ብርሃኑ", "Birhanu"), ("ግርማ", "Girma"), ("ዮሐንስ", "Yohannes"), ("አበበ", "Abebe")]
_ET_FATHER = [("ከበደ", "Kebede"), ("ታደሰ", "Tadesse"), ("ወልደማርያም", "Woldemariam"), ("ገብሬ", "Gebre"), ("አለሙ", "Alemu"), ("በቀለ", "Bekele"), ("ደስታ", "Desta")]
_UG_F = ["Sarah", "Grace", "Harriet", "Prossy", "Immaculate", "Doreen", "Winnie", "Agnes"]
_UG_M = ["Moses", "Ronald", "Isaac", "Emmanuel", "Godfrey", "Joseph", "Brian", "Denis"]
_UG_LAST = ["Mugisha", "Tumwine", "Byaruhanga", "Ainomugisha", "Kato", "Atuhaire", "Okello", "Namutebi", "Tumusiime", "Kyomuhendo"]
_RW_F = ["Claudine", "Jeanne", "Aline", "Divine", "Chantal", "Josiane", "Solange"]
_RW_M = ["Jean Bosco", "Emmanuel", "Eric", "Olivier", "Théogène", "Jean Claude", "Innocent"]
_RW_LAST_F = ["Mukamana", "Uwase", "Ingabire", "Umutoni", "Uwimana", "Mukeshimana", "Nyiraneza"]
_RW_LAST_M = ["Niyonzima", "Habimana", "Nshimiyimana", "Hakizimana", "Mugisha", "Ndayisaba", "Twagirayezu"]
_ZM_F = ["Mutinta", "Chileshe", "Mwila", "Natasha", "Bwalya", "Thandiwe", "Precious"]
_ZM_M = ["Mwansa", "Chanda", "Mulenga", "Kelvin", "Lubinda", "Kabwe", "Joseph"]
_ZM_LAST = ["Banda", "Phiri", "Mwale", "Tembo", "Zulu", "Mumba", "Chilufya", "Musonda", "Lungu", "Sakala"]


def _one_name(draw: Draw, locale: str, sex: str) -> tuple[str, str, str, str]:
    """A given name and a family (or father's) name, and the two in Latin letters."""
    if locale in ("am_ET", "en_ET"):
        first, father = draw.pick(_ET_F if sex == "F" else _ET_M), draw.pick(_ET_FATHER)
        if locale == "am_ET":
            return first[0], father[0], first[1], father[1]
        return first[1], father[1], first[1], father[1]
    if locale == "en_UG":
        first, last = draw.pick(_UG_F if sex == "F" else _UG_M), draw.pick(_UG_LAST)
    elif locale in ("rw_RW", "fr_RW"):
        first, last = draw.pick(_RW_F if sex == "F" else _RW_M), draw.pick(_RW_LAST_F if sex == "F" else _RW_LAST_M)
    elif locale == "en_ZM":
        first, last = draw.pick(_ZM_F if sex == "F" else _ZM_M), draw.pick(_ZM_LAST)
    else:
        fake = draw.fk[{"sw_TZ": "sw", "en_TZ": "sw", "en_GH": "tw_GH"}.get(locale, "en_US")]
        first = fake.first_name_female() if sex == "F" else fake.first_name_male()
        last = fake.last_name()
    return first, last, first, last


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a relative and a third person of the same locale."""
    locale = _locale(draw)
    sex = draw.pick(["F", "M"])
    first, last, lat_first, lat_last = _one_name(draw, locale, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "_lat_first": lat_first, "_lat_last": lat_last})
    for suffix in ("2", "3"):
        other = _one_name(draw, locale, draw.pick(["F", "M"]))
        last_other = last if suffix == "2" and locale in ("en_US", "en_UG", "en_ZM", "en_GH") else other[1]
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: last_other, "name" + suffix: f"{other[0]} {last_other}"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1950, high: int = 2007) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "6767", "676", "017")):
            return out


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_ET_MONTHS = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ", "ጳጉሜን"]
_ET_MONTHS_LAT = ["Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazya", "Ginbot", "Sene", "Hamle", "Nehase", "Pagume"]
_AM_GREG = ["ጃንዩወሪ", "ፌብሩወሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን", "ጁላይ", "ኦገስት", "ሴፕቴምበር", "ኦክቶበር", "ኖቬምበር", "ዲሴምበር"]
_SW_MONTHS = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba", "Novemba", "Desemba"]
_RW_MONTHS = ["Mutarama", "Gashyantare", "Werurwe", "Mata", "Gicurasi", "Kamena", "Nyakanga", "Kanama", "Nzeri", "Ukwakira", "Ugushyingo", "Ukuboza"]
_FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
_ET_EPOCH = 1723856  # the Julian day number the Ethiopian (Amete Mihret) calendar counts from


def _ethiopian(day: dt.date) -> tuple[int, int, int]:
    """A Gregorian date in the Ethiopian calendar: year, month (13: Pagume), day."""
    jdn = day.toordinal() + 1721425
    r = (jdn - _ET_EPOCH) % 1461
    n = r % 365 + 365 * (r // 1460)
    return 4 * ((jdn - _ET_EPOCH) // 1461) + r // 365 - r // 1460, n // 30 + 1, n % 30 + 1


_GEEZ_ONES = ["", "፩", "፪", "፫", "፬", "፭", "፮", "፯", "፰", "፱"]
_GEEZ_TENS = ["", "፲", "፳", "፴", "፵", "፶", "፷", "፸", "፹", "፺"]


def _geez(number: int) -> str:
    """A number under 10000 in Ethiopic numerals (1978: ፲፱፻፸፰)."""
    def small(n: int) -> str:
        return _GEEZ_TENS[n // 10] + _GEEZ_ONES[n % 10]
    if number < 100:
        return small(number)
    hundreds, rest = divmod(number, 100)
    return ("" if hundreds == 1 else small(hundreds)) + "፻" + small(rest)


def _uk(draw: Draw, day: dt.date) -> str:
    d, m, y = day.day, day.month, day.year
    return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{blind._ordinal(d)} {blind.MONTHS[m - 1]} {y}", f"{d} {blind.MONTHS[m - 1]} {y}",  # noqa: SLF001
                      f"{d:02d}-{blind.ABBR[m - 1]}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y}"])


def _date_in(draw: Draw, day: dt.date) -> str:
    """A date as the text's locale prints it."""
    d, m, y = day.day, day.month, day.year
    locale = _locale(draw)
    if locale == "am_ET":
        ey, em, ed = _ethiopian(day)
        return draw.pick([f"{ed} {_ET_MONTHS[em - 1]} {ey} ዓ.ም.", f"{_ET_MONTHS[em - 1]} {ed} ቀን {ey} ዓ.ም.", f"{ed:02d}/{em:02d}/{ey} ዓ.ም.",
                          f"{_geez(ed)} {_ET_MONTHS[em - 1]} {_geez(ey)} ዓ.ም.", f"{_AM_GREG[m - 1]} {d}, {y} (እ.ኤ.አ.)"])
    if locale == "en_ET":
        ey, em, ed = _ethiopian(day)
        return draw.pick([f"{d} {blind.MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{_ET_MONTHS_LAT[em - 1]} {ed}, {ey} E.C.", f"{ed:02d}/{em:02d}/{ey} E.C."])
    if locale in ("sw_TZ",):
        return draw.pick([f"{d} {_SW_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_SW_MONTHS[m - 1]}, {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}"])
    if locale == "rw_RW":
        return draw.pick([f"{d} {_RW_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d} {_RW_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"])
    if locale == "fr_RW":
        return draw.pick([f"{d} {_FR_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{'1er' if d == 1 else d} {_FR_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"])
    if locale in ("en_UG", "en_GH", "en_ZM", "en_TZ"):
        return _uk(draw, day)
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{y}-{m:02d}-{d:02d}", f"{m:02d}.{d:02d}.{y}"])


def dob_v67(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v67(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1928, 1935))


def dob_iso_v67(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v67(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v67(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def _birth2(draw: Draw) -> dt.date:
    """A second, older person's birth date on a list (1928-1935)."""
    if "_birth2" not in draw.cache:
        draw.cache["_birth2"] = draw.date_between(1928, 1935)  # type: ignore[assignment]
    return draw.cache["_birth2"]  # type: ignore[return-value]


def dob_old2_v67(draw: Draw) -> str:
    return _birth2(draw).strftime("%m/%d/%Y")


def age_old2_v67(draw: Draw) -> str:
    return str(_age_on(_birth2(draw), REFERENCE_DAY))


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 5, 1).toordinal(), dt.date(2026, 2, 15).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v67(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _elder_age(draw: Draw) -> int:
    return _age_on(_birth(draw, 1928, 1935), REFERENCE_DAY)


def age_elder_v67(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1928-1935, in English wordings."""
    age = _elder_age(draw)
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years", spelled, f"{age} yrs", f"aged {age}", f"{age}y", f"{spelled} years old"])


def age_local_v67(draw: Draw) -> str:
    """An age over 89 as the text's language says it."""
    age = _elder_age(draw)
    locale = _locale(draw)
    if locale == "sw_TZ":
        return draw.pick([f"miaka {age}", f"{age}"])
    if locale == "am_ET":
        return draw.pick([f"{age} ዓመት", f"{age}"])
    return draw.pick([f"{age} years", f"{age} yrs", f"{age}"])


# ---- United States (Ohio) -----------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v67(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, with dots, or with a dash and a space as typed."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]}-{v[3:5]} {v[5:]}"])


def ssn_plain_v67(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v67(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced, or in lower case."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def medicaid_oh_v67(draw: Draw) -> str:
    """An Ohio Medicaid ID (twelve digits) or the disability plan's member number."""
    v = draw.digits(12, True)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:]}", f"WRD{draw.digits(9, True)}", f"WRD-{draw.digits(4, True)}-{draw.digits(5)}", v])


def member_plain_v67(draw: Draw) -> str:
    return draw.digits(12, True)


def member_v67(draw: Draw) -> str:
    return draw.pick([medicaid_oh_v67, mbi_v67, medicaid_oh_v67])(draw)


def mrn_v67(draw: Draw) -> str:
    """A rehabilitation hospital MRN, a workshop's fitting file or an encounter number."""
    return draw.pick([f"TV{draw.digits(7, True)}", draw.digits(8, True), f"{draw.digits(2, True)}-{draw.digits(5)}-{draw.digits(2)}",
                      f"CB-PO-{draw.digits(5, True)}", f"R{draw.digits(9, True)}"])


def mrn_plain_v67(draw: Draw) -> str:
    return f"TV{draw.digits(7, True)}"


_OH_TOWNS = [("Akron", "44303"), ("Akron", "44310"), ("Cuyahoga Falls", "44221"), ("Kent", "44240"), ("Canton", "44705"), ("Cleveland", "44102"),
             ("Cleveland", "44105"), ("Parma", "44134"), ("Lorain", "44052"), ("Toledo", "43607"), ("Toledo", "43614"), ("Cincinnati", "45211"),
             ("Cincinnati", "45237"), ("Youngstown", "44502"), ("Dayton", "45406"), ("Barberton", "44203")]
_OH_STREETS = ["W Market St", "Euclid Ave", "Detroit Ave", "Monroe St", "Vine St", "Reading Rd", "Tallmadge Ave", "Broadview Rd", "Glenway Ave",
               "Copley Rd", "Lorain Ave", "Dorr St", "Kenmore Blvd", "Mahoning Ave", "Salem Ave", "Cleveland Massillon Rd"]


def _oh_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_OH_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_OH_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 24)}{draw.pick(['', 'B', 'C'])}", f" Unit {draw.rng.randint(1, 60)}", f" #{draw.rng.randint(2, 310)}",
                      f", Lot {draw.rng.randint(2, 90)}"])
    return street, unit, town, zip_code


def addr_oh_v67(draw: Draw) -> str:
    street, unit, town, zip_code = _oh_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, OH {zip_code}", f"{street}{unit}\n{town}, OH {zip_code}", f"{street}{unit}, {town} OH {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} OH {zip_code}", f"{street}{unit}, {town}, Ohio {zip_code}"])


def addr_hl7_v67(draw: Draw) -> str:
    street, _, town, zip_code = _oh_parts(draw)
    return f"{street.upper()}^^{town.upper()}^OH^{zip_code}^USA^H"


def addr_fhir_v67(draw: Draw) -> str:
    street, _, town, zip_code = _oh_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"OH\", \"postalCode\": \"{zip_code}"


def addr_x12_v67(draw: Draw) -> str:
    street, _, town, zip_code = _oh_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*OH*{zip_code}"


def phone_oh_v67(draw: Draw) -> str:
    area = draw.pick(["330", "330", "216", "419", "513", "614", "937", "440", "234"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", f"{area} {exchange} {line}", f"+1-{area}-{exchange}-{line}"])


def phone_e164_v67(draw: Draw) -> str:
    return f"+1{draw.pick(['330', '216', '419'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v67(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['330', '216'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v67(draw: Draw) -> str:
    """An Ohio checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["04100012", "04400002", "04120195", "24107208", "04200001"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"RTN {routing} / acct {account}", f"{routing} {account}", f"ABA {routing} checking {account}"])


def plate_oh_v67(draw: Draw) -> str:
    """An Ohio plate: three letters and four digits; a disability plate's digits and letters now and then."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"
    return draw.pick([v, f"{v[:3]} {v[3:]}", f"{v[:3]}-{v[3:]}", f"OH {v}", f"{draw.digits(2, True)}{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(1)}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v67(draw: Draw) -> str:
    """A VIN of an adapted van or car (US makers' WMIs), with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = draw.pick(["2C4RC1", "1FTBW3", "2D4RN5", "5FNRL6", "1GCWG2", "2T1BUR"]) + draw.letters(2, alnum) + "0" + draw.pick(list("GHJKLMNPR")) + draw.letters(1, "ABCDHKLMNRS") + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


# ---- Ethiopia ------------------------------------------------------------------------------------------------------
def fayda_v67(draw: Draw) -> str:
    """A Fayda number: the sixteen-digit FAN in groups of four or the twelve-digit FIN, each ending in a Verhoeff digit."""
    if draw.rng.random() < 0.55:
        body = str(draw.rng.randint(2, 9)) + draw.digits(14)
        v = body + _verhoeff(body)
        return draw.pick([_groups(v), _groups(v), v])
    body = str(draw.rng.randint(2, 9)) + draw.digits(10)
    v = body + _verhoeff(body)
    return draw.pick([_groups(v), v, "-".join(v[i:i + 4] for i in range(0, 12, 4))])


_ET_SUBCITIES = [("ቦሌ", "Bole"), ("የካ", "Yeka"), ("ኮልፌ ቀራኒዮ", "Kolfe Keranio"), ("ጉለሌ", "Gullele"), ("ንፋስ ስልክ ላፍቶ", "Nifas Silk-Lafto"), ("አቃቂ ቃሊቲ", "Akaky Kaliti")]


def addr_et_v67(draw: Draw) -> str:
    sub = draw.pick(_ET_SUBCITIES)
    woreda, house = draw.rng.randint(1, 14), draw.pick([str(draw.rng.randint(100, 2999)), "አዲስ", f"{draw.rng.randint(100, 999)}/{draw.rng.randint(1, 9)}"])
    if _locale(draw) == "am_ET":
        return draw.pick([f"አዲስ አበባ፣ {sub[0]} ክፍለ ከተማ፣ ወረዳ {woreda:02d}፣ የቤት ቁጥር {house}", f"{sub[0]} ክ/ከተማ፣ ወረዳ {woreda}፣ የቤ.ቁ. {house}፣ አዲስ አበባ",
                          f"ክ/ከ {sub[0]}፣ ወ. {woreda:02d}፣ ቤት ቁ. {house}"])
    house = house if house != "አዲስ" else "New"
    return draw.pick([f"{sub[1]} Sub-city, Woreda {woreda:02d}, House No. {house}, Addis Ababa", f"Addis Ababa, {sub[1]} S/C, W. {woreda}, H.No. {house}",
                      f"House {house}, Woreda {woreda:02d}\n{sub[1]} Sub City, Addis Ababa"])


def phone_et_v67(draw: Draw) -> str:
    pre = draw.pick(["91", "92", "93", "94", "96", "97", "98", "70", "71"])
    r = _sub(draw, 7)
    v = pre + r
    return draw.pick([f"0{v[:3]} {v[3:5]} {v[5:7]} {v[7:]}", f"+251 {v[:3]} {v[3:6]} {v[6:]}", f"+251{v}", f"0{v}", f"0{v[:3]}-{v[3:6]}-{v[6:]}", f"251-{v}"])


def account_et_v67(draw: Draw) -> str:
    """A Commercial Bank of Ethiopia (1000...) or Awash account, or a telebirr wallet (the phone number)."""
    style = draw.rng.random()
    if style < 0.4:
        return f"1000{draw.digits(9)}"
    if style < 0.65:
        return f"0132{draw.digits(8)}00"
    return phone_et_v67(draw)


def passport_et_v67(draw: Draw) -> str:
    return f"{draw.pick(['EP', 'EP', 'EQ'])}{draw.digits(7)}"


# ---- Tanzania ------------------------------------------------------------------------------------------------------
def nida_v67(draw: Draw) -> str:
    """A NIDA number: the birth date YYYYMMDD, then 5, 5 and 2 digits; dashed as on the card, or whole."""
    v = _birth(draw).strftime("%Y%m%d") + draw.pick(["23101", "23102", "11101", "23105", "19112"]) + draw.digits(5) + draw.digits(2)
    return draw.pick([f"{v[:8]}-{v[8:13]}-{v[13:18]}-{v[18:]}", f"{v[:8]}-{v[8:13]}-{v[13:18]}-{v[18:]}", v, f"{v[:8]} {v[8:13]} {v[13:18]} {v[18:]}"])


_TZ_STREETS = ["Mtaa wa Uhuru", "Mtaa wa Kibo", "Barabara ya Boma", "Mtaa wa Rindi", "Mtaa wa Mawenzi"]
_TZ_KATA = ["Majengo", "Kiboriloni", "Soweto", "Bondeni", "Pasua", "Rau"]


def addr_tz_v67(draw: Draw) -> str:
    house, box = draw.rng.randint(1, 320), draw.rng.randint(100, 9899)
    if _locale(draw) == "sw_TZ":
        return draw.pick([f"{draw.pick(_TZ_STREETS)}, Nyumba Na. {house}, Kata ya {draw.pick(_TZ_KATA)}, Moshi", f"S.L.P. {box}, Moshi, Kilimanjaro",
                          f"Kitongoji cha {draw.pick(['Mabogini', 'Himo', 'Kahe'])}, Kijiji cha {draw.pick(['Mabogini', 'Kirua', 'Uru'])}, Wilaya ya Moshi Vijijini"])
    return draw.pick([f"House No. {house}, {draw.pick(_TZ_STREETS)}, {draw.pick(_TZ_KATA)} Ward, Moshi", f"P.O. Box {box}, Moshi, Kilimanjaro",
                      f"Plot {house}, Block {draw.letters(1, 'ABCDE')}, {draw.pick(_TZ_KATA)}, Moshi Municipality"])


def phone_tz_v67(draw: Draw) -> str:
    pre = draw.pick(["754", "755", "713", "715", "784", "787", "652", "658", "765", "621"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+255 {pre} {r[:3]} {r[3:]}", f"+255{pre}{r}", f"0{pre}-{r}", f"255{pre}{r}", f"0{pre}{r}"])


def account_tz_v67(draw: Draw) -> str:
    """A CRDB (0150...) or NMB account, or an M-Pesa wallet (the phone number)."""
    style = draw.rng.random()
    if style < 0.35:
        v = f"0150{draw.digits(7)}00"
        return draw.pick([v, f"{v[:4]} {v[4:11]} {v[11:]}"])
    if style < 0.6:
        return f"{draw.pick(['20', '40', '51'])}{draw.digits(9)}"
    return phone_tz_v67(draw)


def passport_tz_v67(draw: Draw) -> str:
    return draw.pick([f"TAE{draw.digits(6)}", f"AB{draw.digits(6)}", f"TAE{draw.digits(6)}"])


# ---- Uganda --------------------------------------------------------------------------------------------------------
def nin_ug_v67(draw: Draw) -> str:
    """A Ugandan NIN: C, M or F for the sex, the birth year's two digits, six digits and four letters or digits."""
    v = f"C{'F' if _sex(draw) == 'F' else 'M'}{_birth(draw).year % 100:02d}{draw.digits(6)}{draw.letters(4, 'ABCDEFGHJKLMNPRTUVWXYZ0123456789')}"
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.2 else v, f"{v[:2]} {v[2:]}"])


def addr_ug_v67(draw: Draw) -> str:
    plot, box = draw.rng.randint(1, 240), draw.rng.randint(100, 9899)
    return draw.pick([f"Plot {plot}, {draw.pick(['Mbaguta Street', 'High Street', 'Bananuka Drive', 'Buremba Road'])}, {draw.pick(['Kakoba', 'Kamukuzi', 'Nyamitanga'])} Division, Mbarara City",
                      f"P.O. Box {box}, Mbarara", f"{draw.pick(['Ruti', 'Katete', 'Kakiika'])} Cell, {draw.pick(['Kakoba', 'Nyamitanga'])} Ward, Mbarara\nPlot {plot}",
                      f"Plot {plot}, {draw.pick(['Ntinda Road', 'Gayaza Road', 'Entebbe Road'])}, {draw.pick(['Kampala', 'Wakiso'])}"])


def phone_ug_v67(draw: Draw) -> str:
    pre = draw.pick(["772", "782", "701", "752", "759", "776", "703", "741", "785"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r}", f"+256 {pre} {r[:3]} {r[3:]}", f"+256{pre}{r}", f"0{pre}-{r[:3]}-{r[3:]}", f"256{pre}{r}", f"0{pre}{r}"])


def account_ug_v67(draw: Draw) -> str:
    """A Stanbic (9030...) or Centenary account, or an MTN MoMo or Airtel Money wallet (the phone number)."""
    style = draw.rng.random()
    if style < 0.3:
        return f"9030{draw.digits(9)}"
    if style < 0.5:
        return f"3100{draw.digits(6)}"
    return phone_ug_v67(draw)


def plate_ug_v67(draw: Draw) -> str:
    """A Ugandan plate: a motorcycle's (UE.. 123X) or a car's (UB. 123X)."""
    return draw.pick([f"U{draw.pick(['EA', 'EB', 'EC', 'FA', 'FB'])} {draw.digits(3, True)}{draw.letters(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}",
                      f"UB{draw.letters(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')} {draw.digits(3, True)}{draw.letters(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}",
                      f"UM{draw.letters(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{draw.digits(3, True)}{draw.letters(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}"])


def passport_ug_v67(draw: Draw) -> str:
    return f"A{draw.digits(8)}"


# ---- Rwanda --------------------------------------------------------------------------------------------------------
def nid_rw_v67(draw: Draw) -> str:
    """A Rwandan national ID: 1 (a citizen), the birth year, 8 for a man or 7 for a woman, a seven-digit serial, the
    card's issue digit and two more."""
    v = f"1{_birth(draw).year}{'7' if _sex(draw) == 'F' else '8'}{draw.digits(7)}{draw.pick(['0', '0', '1'])}{draw.digits(2)}"
    return draw.pick([v, f"{v[0]} {v[1:5]} {v[5]} {v[6:13]} {v[13]} {v[14:]}", v, f"{v[:5]} {v[5:]}"])


def addr_rw_v67(draw: Draw) -> str:
    if _locale(draw) == "rw_RW":
        return draw.pick([f"Akagari ka {draw.pick(['Ngoma', 'Matyazo', 'Butare'])}, Umurenge wa {draw.pick(['Ngoma', 'Tumba', 'Mukura'])}, Akarere ka Huye, Intara y'Amajyepfo",
                          f"Umudugudu wa {draw.pick(['Agasharu', 'Kabutare', 'Rango'])}, Akagari ka {draw.pick(['Ngoma', 'Sovu'])}, Umurenge wa {draw.pick(['Tumba', 'Ngoma'])}, Huye",
                          f"KN {draw.rng.randint(1, 99)} St, Inzu No {draw.rng.randint(1, 240)}, Nyarugenge, Kigali"])
    return draw.pick([f"Cellule {draw.pick(['Ngoma', 'Matyazo', 'Butare'])}, Secteur {draw.pick(['Ngoma', 'Tumba', 'Mukura'])}, District de Huye, Province du Sud",
                      f"KG {draw.rng.randint(1, 699)} St, maison n° {draw.rng.randint(1, 240)}, Gasabo, Kigali", f"B.P. {draw.rng.randint(10, 990)} Huye"])


def phone_rw_v67(draw: Draw) -> str:
    pre = draw.pick(["788", "783", "785", "789", "722", "728", "732", "738"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+250 {pre} {r[:3]} {r[3:]}", f"+250{pre}{r}", f"0{pre}{r}", f"(+250) {pre} {r}", f"250 {pre} {r}"])


def account_rw_v67(draw: Draw) -> str:
    """A Bank of Kigali account (5-8-2) or an MTN MoMo wallet (the phone number)."""
    if draw.rng.random() < 0.45:
        return f"{draw.pick(['00040', '00045', '00083'])}-{draw.digits(8)}-{draw.digits(2)}"
    return phone_rw_v67(draw)


def passport_rw_v67(draw: Draw) -> str:
    return f"{draw.pick(['PC', 'PC', 'PA'])}{draw.digits(6)}"


# ---- Ghana ---------------------------------------------------------------------------------------------------------
def ghana_card_v67(draw: Draw) -> str:
    body = draw.digits(9, True)
    v = f"GHA-{body}-{_luhn(body)}"
    return draw.pick([v, v, v.replace("-", " "), f"GHA{body}{_luhn(body)}"])


def addr_gh_v67(draw: Draw) -> str:
    gps = f"{draw.pick(['AK', 'AK', 'AS', 'GA', 'GE'])}-{draw.rng.randint(0, 999):03d}-{draw.rng.randint(1000, 9999)}"
    return draw.pick([f"Hse No. {draw.rng.randint(1, 90)}, {draw.pick(['Asokwa', 'Bantama', 'Suame', 'Tafo', 'Ahodwo'])}, Kumasi (GPS: {gps})",
                      f"{gps}, {draw.pick(['Plot 14 Block C', 'House 7', 'Plot 22'])}, {draw.pick(['Ayigya', 'Kwadaso', 'Santasi'])}, Kumasi",
                      f"P.O. Box KS {draw.rng.randint(1000, 19999)}, Kumasi", f"Digital address {gps}\n{draw.pick(['Adum', 'Nhyiaeso', 'Atonsu'])}, Kumasi, Ashanti Region"])


def phone_gh_v67(draw: Draw) -> str:
    pre = draw.pick(["24", "54", "55", "59", "20", "50", "26", "27", "57"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+233 {pre} {r[:3]} {r[3:]}", f"+233{pre}{r}", f"0{pre}{r}", f"(+233) {pre} {r[:3]} {r[3:]}", f"0{pre}-{r[:3]}-{r[3:]}"])


def account_gh_v67(draw: Draw) -> str:
    """A GCB or Ecobank account, or a MoMo wallet (the phone number)."""
    style = draw.rng.random()
    if style < 0.3:
        return f"1011{draw.digits(9)}"
    if style < 0.5:
        return f"1441{draw.digits(11)}"
    return phone_gh_v67(draw)


def passport_gh_v67(draw: Draw) -> str:
    return f"G{draw.digits(7)}"


# ---- Zambia --------------------------------------------------------------------------------------------------------
def nrc_v67(draw: Draw) -> str:
    v = f"{draw.digits(6, True)}/{draw.pick(['61', '62', '11', '10', '16', '41'])}/1"
    return draw.pick([v, v, v.replace("/", " / ")])


def addr_zm_v67(draw: Draw) -> str:
    return draw.pick([f"Plot {draw.rng.randint(100, 9999)}, {draw.pick(['Kanini Road', 'Broadway', 'Buteko Avenue', 'Freedom Way'])}, {draw.pick(['Kansenshi', 'Northrise', 'Itawa'])}, Ndola",
                      f"P.O. Box {draw.rng.randint(70000, 79999)}, Ndola", f"House No. {draw.rng.randint(1, 9999)}, {draw.pick(['Chifubu', 'Twapia', 'Kabushi'])} Township, Ndola",
                      f"Plot {draw.rng.randint(1000, 39999)}, {draw.pick(['Chalala', 'Kabulonga', 'Matero'])}, Lusaka"])


def phone_zm_v67(draw: Draw) -> str:
    pre = draw.pick(["97", "96", "95", "77", "76", "75"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre}{r[0]} {r[1:]}", f"+260 {pre} {r}", f"+260{pre}{r}", f"0{pre}{r}", f"0{pre} {r[:3]} {r[3:]}", f"260 {pre}{r}"])


def account_zm_v67(draw: Draw) -> str:
    """A Zanaco or FNB account, or an MTN MoMo or Airtel Money wallet (the phone number)."""
    style = draw.rng.random()
    if style < 0.3:
        return f"0{draw.digits(12, True)}"
    if style < 0.5:
        return f"62{draw.digits(9)}"
    return phone_zm_v67(draw)


def passport_zm_v67(draw: Draw) -> str:
    return f"ZN{draw.digits(6)}"


# ---- by country ----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], str]], default: Callable[[Draw], str]) -> Callable[[Draw], str]:
    return lambda draw: table.get(_country(draw), default)(draw)


natid_v67 = _by_country({"ET": fayda_v67, "TZ": nida_v67, "UG": nin_ug_v67, "RW": nid_rw_v67, "GH": ghana_card_v67, "ZM": nrc_v67}, ssn_v67)
addr_v67 = _by_country({"ET": addr_et_v67, "TZ": addr_tz_v67, "UG": addr_ug_v67, "RW": addr_rw_v67, "GH": addr_gh_v67, "ZM": addr_zm_v67}, addr_oh_v67)
phone_v67 = _by_country({"ET": phone_et_v67, "TZ": phone_tz_v67, "UG": phone_ug_v67, "RW": phone_rw_v67, "GH": phone_gh_v67, "ZM": phone_zm_v67}, phone_oh_v67)
account_v67 = _by_country({"ET": account_et_v67, "TZ": account_tz_v67, "UG": account_ug_v67, "RW": account_rw_v67, "GH": account_gh_v67, "ZM": account_zm_v67},
                          account_us_v67)


def passport_v67(draw: Draw) -> str:
    table = {"ET": passport_et_v67, "TZ": passport_tz_v67, "UG": passport_ug_v67, "RW": passport_rw_v67, "GH": passport_gh_v67, "ZM": passport_zm_v67}
    if _country(draw) in table:
        return table[_country(draw)](draw)
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}"])


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length != 16:
        return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:]}", f"{v[:6]} {v[6:]}"])
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def visa_v67(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v67(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def verve_v67(draw: Draw) -> str:
    """A Verve number: 5060, 5061, 5078 or 6500, sixteen, eighteen or nineteen digits, Luhn."""
    return _card(draw, draw.pick(["5060", "5061", "5078", "6500"]) + draw.digits(2), draw.pick([16, 19, 18, 19]))


def card_v67(draw: Draw) -> str:
    return draw.pick([visa_v67, visa_v67, mastercard_v67])(draw)


def card_af_v67(draw: Draw) -> str:
    return draw.pick([visa_v67, mastercard_v67, verve_v67])(draw)


_DOMAINS = {"US": ["gmail.com", "outlook.com", "yahoo.com", "aol.com", "icloud.com", "sbcglobal.net"], "ET": ["gmail.com", "yahoo.com", "ethionet.et"],
            "TZ": ["gmail.com", "yahoo.com", "hotmail.com"], "UG": ["gmail.com", "yahoo.com", "outlook.com"], "RW": ["gmail.com", "yahoo.fr", "outlook.com"],
            "GH": ["gmail.com", "yahoo.com", "hotmail.com"], "ZM": ["gmail.com", "yahoo.com", "zamtel.zm"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        first = "".join(ch for ch in _ascii(str(draw.cache.get("_lat_first", draw.fill("first")))).lower() if "a" <= ch <= "z") or "rehab"
        last = "".join(ch for ch in _ascii(str(draw.cache.get("_lat_last", draw.fill("last")))).lower() if "a" <= ch <= "z") or "family"
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"{first}{draw.rng.randint(70, 99)}"])
    return draw.cache["_roman"]


def email_v67(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.27:
        return f"{local} [at] {domain}"
    return f"{local}@{domain}"


def email_plain_v67(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (98, 16, 31), (108, 65, 70), (99, 100, 127)], "ET": [(196, 188, 191)], "TZ": [(41, 59, 59), (41, 222, 223)],
        "UG": [(102, 85, 85), (41, 210, 210)], "RW": [(41, 186, 186), (105, 178, 179)], "GH": [(41, 66, 66), (154, 160, 161)], "ZM": [(41, 72, 72), (165, 56, 58)]}
_IP6 = {"US": "2603:6010", "ET": "2c0f:f830", "TZ": "2c0f:fe38", "UG": "2c0f:eb58", "RW": "2c0f:eb68", "GH": "2c0f:f2f8", "ZM": "2c0f:f6c0"}


def ip_v67(draw: Draw) -> str:
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


def url_v67(draw: Draw) -> str:
    """A page about the person: a fundraiser, a profile, a care journal."""
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw)}-wheelchair-van", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.caringbridge.org/site/{_slug(draw, '')}",
                      f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://www.gofundme.com/f/help-{_slug(draw)}-walk-again", f"https://www.youtube.com/@{_slug(draw, '')}"])


def url_memorial_v67(draw: Draw) -> str:
    return draw.pick([f"https://www.legacy.com/us/obituaries/akronbeaconjournal/name/{_slug(draw)}-obituary", f"https://www.forevermissed.com/{_slug(draw)}",
                      f"https://www.gofundme.com/f/funeral-costs-for-{_slug(draw)}", f"https://www.everloved.com/life-of/{_slug(draw)}/"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v67": dob_v67, "dob_elder_v67": dob_elder_v67, "dob_iso_v67": dob_iso_v67, "dob_compact_v67": dob_compact_v67, "dob_us_v67": dob_us_v67,
    "dob_old2_v67": dob_old2_v67, "age_old2_v67": age_old2_v67, "dod_v67": dod_v67, "age_elder_v67": age_elder_v67, "age_local_v67": age_local_v67,
    "ssn_v67": ssn_v67, "ssn_plain_v67": ssn_plain_v67, "mbi_v67": mbi_v67, "medicaid_oh_v67": medicaid_oh_v67, "member_plain_v67": member_plain_v67,
    "member_v67": member_v67, "mrn_v67": mrn_v67, "mrn_plain_v67": mrn_plain_v67,
    "addr_oh_v67": addr_oh_v67, "addr_hl7_v67": addr_hl7_v67, "addr_fhir_v67": addr_fhir_v67, "addr_x12_v67": addr_x12_v67,
    "phone_oh_v67": phone_oh_v67, "phone_e164_v67": phone_e164_v67, "phone_hl7_v67": phone_hl7_v67, "account_us_v67": account_us_v67,
    "plate_oh_v67": plate_oh_v67, "vin_v67": vin_v67,
    "fayda_v67": fayda_v67, "addr_et_v67": addr_et_v67, "phone_et_v67": phone_et_v67, "account_et_v67": account_et_v67,
    "nida_v67": nida_v67, "addr_tz_v67": addr_tz_v67, "phone_tz_v67": phone_tz_v67, "account_tz_v67": account_tz_v67,
    "nin_ug_v67": nin_ug_v67, "addr_ug_v67": addr_ug_v67, "phone_ug_v67": phone_ug_v67, "account_ug_v67": account_ug_v67, "plate_ug_v67": plate_ug_v67,
    "nid_rw_v67": nid_rw_v67, "addr_rw_v67": addr_rw_v67, "phone_rw_v67": phone_rw_v67, "account_rw_v67": account_rw_v67,
    "ghana_card_v67": ghana_card_v67, "addr_gh_v67": addr_gh_v67, "phone_gh_v67": phone_gh_v67, "account_gh_v67": account_gh_v67,
    "nrc_v67": nrc_v67, "addr_zm_v67": addr_zm_v67, "phone_zm_v67": phone_zm_v67, "account_zm_v67": account_zm_v67,
    "natid_v67": natid_v67, "addr_v67": addr_v67, "phone_v67": phone_v67, "account_v67": account_v67, "passport_v67": passport_v67,
    "visa_v67": visa_v67, "mastercard_v67": mastercard_v67, "verve_v67": verve_v67, "card_v67": card_v67, "card_af_v67": card_af_v67,
    "email_v67": email_v67, "email_plain_v67": email_plain_v67, "ip_v67": ip_v67, "url_v67": url_v67, "url_memorial_v67": url_memorial_v67,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email": blind.email,  # the first set's printing
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
ET_LICENCE = "AA/HB/6767/2014"
TZ_REG = "HF-KLM-6767"
UG_REG = "UMDPC/HU/6767"
RW_REG = "RBC/HF/0676"
GH_REG = "HeFRA/ASH/6767"
ZM_REG = "HPCZ/F/06767"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Perpetua Okonkwo-Harlan, MD (PM&R)", "Dr. Lysander Vukovich, DO", "Rosalind Achterberg, CPO", "Odalys Fairweather, CO",
         "Marguerite Saltonstall, PT, DPT", "Cassius Wendeborn, OTR/L, ATP", "Philomena Drużbacka, RN, CRRN", "Ezekiel Marchetti-Bose, LISW-S")
_THERAPISTS = ["Marguerite Saltonstall, PT", "Cassius Wendeborn, OTR/L, ATP", "Anselm Kravitz-Obi, PTA", "Ysolde Penhaligon, PT, NCS", "Torin Maclachlan, ATP",
               "Beatrix Oyelaran-Stroud, OT"]
_PEER_LEADS = ["Rainer Castellucci (certified peer visitor)", "Delphine Ashworth-Mbeki (peer visitor)", "the peer team", "Hollis Trevanion, CPV"]


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "am":
            ey, em, ed = _ethiopian(day)
            return d.pick([f"{ed} {_ET_MONTHS[em - 1]} {ey} ዓ.ም.", f"{_geez(ed)} {_ET_MONTHS[em - 1]} {_geez(ey)} ዓ.ም."])
        if lang == "sw":
            return f"{dd} {_SW_MONTHS[m - 1]} {y}"
        if lang == "rw":
            return f"{dd} {_RW_MONTHS[m - 1]} {y}"
        if lang == "fr":
            return f"{'1er' if dd == 1 else dd} {_FR_MONTHS[m - 1]} {y}"
        if lang == "uk":
            return f"{blind._ordinal(dd)} {blind.MONTHS[m - 1]} {y}"  # noqa: SLF001
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_PO_ITEMS = [("L5301", "Below-knee socket, molded, PTB", "4,210.00"), ("L5321", "Above-knee socket, open end, SACH foot", "6,880.00"),
             ("L5673", "Silicone locking liner", "1,145.00"), ("L5856", "Microprocessor knee, swing and stance", "38,900.00"),
             ("L5981", "Flex-Walk energy-storing foot", "3,020.00"), ("L5637", "Total-contact socket addition", "640.00"),
             ("L1970", "AFO, plastic, with ankle joint", "1,260.00"), ("L1832", "Knee orthosis, adjustable joints", "890.00"),
             ("L3000", "Foot insert, custom molded (each)", "215.00"), ("L0637", "LSO, sagittal-coronal control, prefabricated", "1,090.00"),
             ("L5685", "Below-knee suspension sleeve", "182.00"), ("L6880", "Electric hand, switch or myoelectric", "11,400.00")]


def _po_row(d: Draw) -> str:
    code, what, price = d.pick(_PO_ITEMS)
    return f"{code} | {what} | ${price} | {d.pick(['2-3 weeks', '1 week', '10 days', 'in stock', '4 weeks'])}"


def _po_csv_row(d: Draw) -> str:
    code, what, price = d.pick(_PO_ITEMS)
    return f"{code},\"{what}\",{price.replace(',', '')},{d.pick(['NU', 'NU', 'RR'])},{d.pick(['K2', 'K3', 'K3', 'K4', 'n/a'])}"


def _po_json_row(d: Draw) -> str:
    code, what, price = d.pick(_PO_ITEMS)
    return f"{{\"hcpcs\": \"{code}\", \"description\": \"{what}\", \"fee\": {price.replace(',', '')}, \"warrantyMonths\": {d.pick([6, 12, 24, 36])}}}"


_SEAT_SESSIONS = [("Mon", "08:30-11:30", "Manual wheelchair assessments (new)"), ("Mon", "13:00-16:00", "Pressure mapping clinic"),
                  ("Tue", "09:00-12:00", "Power mobility evaluations"), ("Tue", "13:30-15:30", "Cushion and back trials"),
                  ("Wed", "08:30-12:00", "Paediatric seating and standers"), ("Thu", "09:00-15:00", "Power chair deliveries and programming"),
                  ("Fri", "08:30-10:30", "Repairs drop-in"), ("Fri", "11:00-14:00", "Re-assessments (K0005, K0861)")]


def _seat_row(d: Draw) -> str:
    day, hours, what = d.pick(_SEAT_SESSIONS)
    return f"{day} | {hours} | {what} | {d.pick(['Bay 1', 'Bay 2', 'Mapping room', 'Workshop'])}"


def _seat_json_row(d: Draw) -> str:
    day, hours, what = d.pick(_SEAT_SESSIONS)
    return f"{{\"day\": \"{day}\", \"hours\": \"{hours}\", \"session\": \"{what}\", \"slots\": {d.rng.randint(3, 9)}}}"


def _seat_wait_row(d: Draw) -> str:
    _, _, what = d.pick(_SEAT_SESSIONS)
    offered = d.rng.randint(6, 24)
    return f"{d.fill('eff_iso')},\"{what}\",{offered},{d.rng.randint(offered // 2, offered)},{d.rng.randint(3, 48)},{d.rng.randint(0, 3)}"


def _seat_ics(d: Draw) -> str:
    _, hours, what = d.pick(_SEAT_SESSIONS)
    day = d.date_between(2026, 2026)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/New_York:{day.strftime('%Y%m%d')}T{hours[:5].replace(':', '')}00\n"  # noqa: SLF001
            f"DTEND;TZID=America/New_York:{day.strftime('%Y%m%d')}T{hours[6:].replace(':', '')}00\nSUMMARY:{what}\nLOCATION:Maumee Ridge Seating Clinic, {d.pick(['Bay 1', 'Bay 2'])}\nEND:VEVENT")


_GYM_ITEMS = [("Body-weight support treadmill", "ZeroG Gait and Balance", "harness inspected, trolley brakes OK"),
              ("Robotic gait trainer", "Lokomat Pro FreeD", "calibration run passed"), ("Recumbent cross-trainer", "NuStep T5XR", "belt tension OK"),
              ("Isokinetic dynamometer", "Biodex System 4 Pro", "torque calibration within 1%"), ("Tilt table", "Bailey 9600", "motor and straps OK"),
              ("Parallel bars", "12 ft adjustable", "height locks OK"), ("FES cycle", "RT300-SL", "stimulator self-test passed"),
              ("Anti-gravity treadmill", "AlterG Via 400", "air seal replaced"), ("Standing frame", "EasyStand Evolv", "gas strut OK"),
              ("Ceiling lift", "Guldmann GH3, 272 kg", "annual load test passed")]


def _gym_row(d: Draw) -> str:
    item, model, check = d.pick(_GYM_ITEMS)
    return f"{item} | {model} | {check} | {d.pick(['OK', 'OK', 'OK', 'tagged out, see note'])}"


def _gym_csv_row(d: Draw) -> str:
    item, model, _ = d.pick(_GYM_ITEMS)
    return f"{d.fill('eff_iso')},\"{item}\",\"{model}\",TV-{d.rng.randint(20000, 28999)},{d.pick(['pass', 'pass', 'pass', 'fail-repaired'])},{d.pick(['MS', 'CW', 'AK', 'TM'])}"


def _gym_xml_row(d: Draw) -> str:
    item, model, _ = d.pick(_GYM_ITEMS)
    return (f"  <device type=\"{item}\" model=\"{model}\" asset=\"TV-{d.rng.randint(20000, 28999)}\" lot=\"{d.fill('lot')}\" "
            f"nextPM=\"{d.date_between(2026, 2027).isoformat()}\" status=\"{d.pick(['in service', 'in service', 'due'])}\"/>")


_PEER_GROUPS = [("New amputee circle", "1st Tue", "18:00"), ("Upper-limb users meet-up", "2nd Wed", "17:30"), ("Walking club (all levels)", "Sat", "09:30"),
                ("Family and carers evening", "3rd Thu", "18:30"), ("Adaptive cycling", "Sun", "10:00"), ("Veterans with limb loss coffee", "Fri", "09:00"),
                ("Phantom-pain skills group", "4th Mon", "14:00")]


def _peer_row(d: Draw) -> str:
    g, day, t = d.pick(_PEER_GROUPS)
    return f"{g} | {day} | {t} | {d.pick(['Community room B', 'Zoom', 'Riverside trail car park', 'Gym 2'])} | {d.pick(_PEER_LEADS)}"


def _peer_json_row(d: Draw) -> str:
    g, day, t = d.pick(_PEER_GROUPS)
    return f"{{\"group\": \"{g}\", \"when\": \"{day}\", \"start\": \"{t}\", \"format\": \"{d.pick(['in person', 'online', 'hybrid'])}\"}}"


_FIM_GROUPS = ["Stroke", "Spinal cord injury, traumatic", "Spinal cord injury, non-traumatic", "Lower-limb amputation", "Brain injury, traumatic",
               "Hip fracture", "Major multiple trauma", "Debility"]


def _fim_row(d: Draw) -> str:
    adm = d.rng.randint(420, 720) / 10
    gain = d.rng.randint(140, 340) / 10
    los = d.rng.randint(80, 280) / 10
    return f"{d.pick(_FIM_GROUPS)} | {d.rng.randint(12, 240)} | {adm:.1f} | {adm + gain:.1f} | {gain:.1f} | {los:.1f} | {gain / los:.2f} | {d.rng.randint(62, 91)}%"


def _fim_csv_row(d: Draw) -> str:
    adm = d.rng.randint(420, 720) / 10
    gain = d.rng.randint(140, 340) / 10
    return f"{d.pick(['2025Q3', '2025Q4', '2026Q1'])},\"{d.pick(_FIM_GROUPS)}\",{d.rng.randint(12, 240)},{adm:.1f},{adm + gain:.1f},{d.rng.randint(80, 280) / 10:.1f},{d.rng.randint(62, 91)}"


_LOAN_ITEMS = [("Rollator, 4-wheel", "E0149", 12), ("Transfer bench", "E0247", 6), ("Shower chair", "E0240", 8), ("Manual wheelchair, standard", "K0001", 10),
               ("Hospital bed, semi-electric", "E0260", 3), ("Raised toilet seat", "E0244", 14), ("Knee scooter", "E0118", 5), ("Patient lift, hydraulic", "E0630", 2)]


def _loan_xml_row(d: Draw) -> str:
    item, code, n = d.pick(_LOAN_ITEMS)
    return f"  <item name=\"{item}\" hcpcs=\"{code}\" onHand=\"{d.rng.randint(0, n)}\" onLoan=\"{d.rng.randint(n, n * 4)}\" loanWeeks=\"{d.pick([4, 8, 12, 26])}\"/>"


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(14, 380)
    return (f"{d.pick(['837P', '837I', 'NCPDP D.0'])},WRD{d.rng.randint(3001, 3499)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 120, n * 1100)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 8)},{d.pick(['accepted', 'accepted', 'partial', 'rejected 999'])}")


def _beds_xml_row(d: Draw) -> str:
    staffed = d.rng.randint(8, 30)
    return (f"  <unit code=\"{d.pick(['SCI', 'STROKE', 'ORTHO', 'BRAIN', 'GEN', 'PEDS'])}\" licensed=\"{staffed + d.rng.randint(0, 6)}\" staffed=\"{staffed}\" "
            f"occupied=\"{d.rng.randint(max(0, staffed - 6), staffed)}\"/>")


def _x12_po_lines(d: Draw) -> str:
    out = []
    for n in range(1, d.rng.randint(2, 4) + 1):
        code, what, price = d.pick(_PO_ITEMS)
        out.append(f"PO1*{n}*{d.rng.randint(1, 6)}*EA*{price.replace(',', '')}**VP*{code}-{d.rng.randint(100, 999)}*PD*{what.upper()}~")
    return "\n".join(out)


def _fim_items(d: Draw) -> str:
    items = ["Eating", "Grooming", "Bathing", "Dressing upper body", "Dressing lower body", "Toileting", "Bladder management", "Bowel management",
             "Transfer bed/chair/wheelchair", "Transfer toilet", "Transfer tub/shower", "Walk/wheelchair", "Stairs", "Comprehension", "Expression",
             "Social interaction", "Problem solving", "Memory"]
    start = d.rng.randint(0, 12)
    return "\n".join(f"MFE|MAD|{d.fill('ctrl2')}{k}||FIM{start + k + 1:02d}^{items[start + k]}^L|CE\nOM1|{k + 1}||NM|N|FIM{start + k + 1:02d}^{items[start + k]}^L|||||||Y"
                     for k in range(d.rng.randint(3, 6)))


# locale tables
_AM_ROWS = [("ሰኞ", "ከጠዋቱ 2:30 - 6:00", "የሰው ሰራሽ እግር ልኬት"), ("ማክሰኞ", "ከጠዋቱ 3:00 - 6:30", "የዊልቸር ምርመራ"), ("ረቡዕ", "ከሰዓት 8:00 - 10:30", "ፊዚዮቴራፒ ቡድን"),
            ("ሐሙስ", "ከጠዋቱ 2:30 - 5:30", "የኦርቶሲስ ጥገና"), ("ዓርብ", "ከጠዋቱ 3:00 - 6:00", "የህጻናት ክሊኒክ")]
_SW_ROWS = [("Mguu bandia chini ya goti (PTB)", "850,000"), ("Mguu bandia juu ya goti", "1,600,000"), ("Kiti cha magurudumu (kawaida)", "420,000"),
            ("Gongo la mkono (jozi)", "45,000"), ("Kiatu maalum (AFO)", "180,000"), ("Ukarabati wa kiti cha magurudumu", "25,000")]
_RW_ROWS = [("Ku wa Mbere", "8:00 - 12:00", "Gupima no gutanga insimburangingo"), ("Ku wa Kabiri", "8:00 - 16:00", "Amagare y'abafite ubumuga"),
            ("Ku wa Gatatu", "13:00 - 16:00", "Ubugororangingo bw'abana"), ("Ku wa Kane", "8:00 - 12:00", "Gusana inkoni n'amagare"),
            ("Ku wa Gatanu", "8:00 - 12:00", "Itsinda ry'abatakaje ingingo")]


def _am_row(d: Draw) -> str:
    day, hours, what = d.pick(_AM_ROWS)
    return f"{day} | {hours} | {what} | ክፍል {d.rng.randint(1, 9)}"


def _sw_row(d: Draw) -> str:
    what, price = d.pick(_SW_ROWS)
    return f"{what} | TSh {price} | {d.pick(['wiki 2', 'wiki 3', 'siku 5', 'siku 1'])}"


def _rw_row(d: Draw) -> str:
    day, hours, what = d.pick(_RW_ROWS)
    return f"{day} | {hours} | {what} | Icyumba {d.rng.randint(1, 9)}"


_OWN = {
    "hospital": HOSPITAL, "sci_unit": SCI_UNIT, "po_shop": PO_SHOP, "seating": SEATING, "peers": PEERS, "closet": CLOSET, "plan": PLAN,
    "et_partner": ET_PARTNER, "et_partner_en": ET_PARTNER_EN, "tz_partner": TZ_PARTNER, "tz_partner_en": TZ_PARTNER_EN, "ug_partner": UG_PARTNER,
    "rw_partner": RW_PARTNER, "rw_partner_fr": RW_PARTNER_FR, "gh_partner": GH_PARTNER, "zm_partner": ZM_PARTNER,
    "h_phone": ORGANISATION_CONTACTS[0], "h_fax": ORGANISATION_CONTACTS[1], "h_addr": ORGANISATION_CONTACTS[2], "h_email": ORGANISATION_CONTACTS[3],
    "h_web": ORGANISATION_CONTACTS[4], "sci_phone": ORGANISATION_CONTACTS[5], "po_phone": ORGANISATION_CONTACTS[6], "po_addr": ORGANISATION_CONTACTS[7],
    "po_email": ORGANISATION_CONTACTS[8], "seat_phone": ORGANISATION_CONTACTS[9], "seat_addr": ORGANISATION_CONTACTS[10], "seat_email": ORGANISATION_CONTACTS[11],
    "pe_phone": ORGANISATION_CONTACTS[12], "pe_email": ORGANISATION_CONTACTS[13], "lc_phone": ORGANISATION_CONTACTS[14], "lc_addr": ORGANISATION_CONTACTS[15],
    "lc_email": ORGANISATION_CONTACTS[16], "plan_phone": ORGANISATION_CONTACTS[17],
    "et_phone_intl": ORGANISATION_CONTACTS[18], "et_phone": ORGANISATION_CONTACTS[19], "et_email": ORGANISATION_CONTACTS[20],
    "tz_phone_intl": ORGANISATION_CONTACTS[21], "tz_phone": ORGANISATION_CONTACTS[22], "tz_email": ORGANISATION_CONTACTS[23],
    "ug_phone_intl": ORGANISATION_CONTACTS[24], "ug_phone": ORGANISATION_CONTACTS[25], "ug_email": ORGANISATION_CONTACTS[26],
    "rw_phone_intl": ORGANISATION_CONTACTS[27], "rw_phone": ORGANISATION_CONTACTS[28], "rw_email": ORGANISATION_CONTACTS[29],
    "gh_phone_intl": ORGANISATION_CONTACTS[30], "gh_phone": ORGANISATION_CONTACTS[31], "gh_email": ORGANISATION_CONTACTS[32],
    "zm_phone_intl": ORGANISATION_CONTACTS[33], "zm_phone": ORGANISATION_CONTACTS[34], "zm_email": ORGANISATION_CONTACTS[35],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "et_licence": ET_LICENCE, "tz_reg": TZ_REG, "ug_reg": UG_REG, "rw_reg": RW_REG, "gh_reg": GH_REG, "zm_reg": ZM_REG,
    "own_md": STAFF[0], "own_md2": STAFF[1], "own_cpo": STAFF[2], "own_co": STAFF[3], "own_pt": STAFF[4], "own_atp": STAFF[5], "own_rn": STAFF[6],
    "own_sw": STAFF[7],
    "et_director": "ዶ/ር ሰላማዊት ገብረመድኅን", "et_director_en": "Dr. Selamawit Gebremedhin, Medical Director", "tz_director": "Dkt. Neema Shirima, Mkurugenzi",
    "ug_director": "Dr. Agnes Kabagambe-Rwakishaya, Medical Superintendent", "rw_director": "Dr Vestine Mukarugwiza, Umuyobozi",
    "rw_director_fr": "Dr Vestine Mukarugwiza, Directrice", "gh_director": "Dr. Kwabena Owusu-Sarpong, Director", "zm_director": "Dr. Mapalo Chisenga, Centre Manager",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "po_table": _table(_po_row, 6), "po_csv": _rows(_po_csv_row, 6, 6), "po_json": _rows(_po_json_row, 4, 22, ", "),
    "seat_table": _table(_seat_row, 5), "seat_json": _rows(_seat_json_row, 4, 40, ", "), "seat_ics": _rows(_seat_ics, 3, 60),
    "seat_wait_csv": _rows(_seat_wait_row, 5, 30),
    "gym_table": _table(_gym_row, 6), "gym_csv": _rows(_gym_csv_row, 6, 40), "gym_xml": _rows(_gym_xml_row, 5, 30),
    "peer_table": _table(_peer_row, 5), "peer_json": _rows(_peer_json_row, 4, 30, ", "),
    "fim_table": _table(_fim_row, 5), "fim_csv": _rows(_fim_csv_row, 6, 20),
    "loan_xml": _rows(_loan_xml_row, 5, 24), "batch_csv": _rows(_batch_csv_row, 5, 20), "beds_xml": _rows(_beds_xml_row, 4, 22),
    "x12_po_lines": _x12_po_lines, "fim_items": _fim_items,
    "am_table": _table(_am_row, 4), "sw_table": _table(_sw_row, 4), "rw_table": _table(_rw_row, 4),
    "en_date": _doc_date("en"), "am_date": _doc_date("am"), "sw_date": _doc_date("sw"), "rw_date": _doc_date("rw"), "fr_date": _doc_date("fr"),
    "uk_date": _doc_date("uk"),
    "therapist": lambda d: d.pick(_THERAPISTS), "peer_lead": lambda d: d.pick(_PEER_LEADS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)),
    "reps": lambda d: str(d.pick([8, 10, 12, 15])), "sets": lambda d: str(d.pick([2, 3])), "hold": lambda d: str(d.pick([5, 10, 20, 30])),
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "policy_no": lambda d: f"TVRH-{d.pick(['PC', 'NR', 'IC', 'RH', 'SCI'])}-{d.rng.randint(100, 480)}",
    "fhir_den": lambda d: str(d.rng.randint(200, 1900)), "fhir_num": lambda d: str(d.rng.randint(120, 199)),
    "fim_gain": lambda d: f"{d.rng.randint(180, 320) / 10:.1f}", "los": lambda d: f"{d.rng.randint(90, 240) / 10:.1f}",
    "pct_hi": lambda d: f"{d.rng.randint(70, 92)}.{d.rng.randint(0, 9)}", "deposit": lambda d: str(d.pick([25, 40, 50, 75])),
    "tsh": lambda d: f"{d.rng.randint(10, 90)},000", "ugx": lambda d: f"{d.rng.randint(20, 150)},000", "rwf": lambda d: f"{d.rng.randint(2, 40)},000",
    "ghs": lambda d: f"{d.rng.randint(60, 900)}.00", "zmw": lambda d: f"{d.rng.randint(50, 800)}.00", "etb": lambda d: f"{d.rng.randint(300, 9000):,}",
    "age_main": lambda d: str(_age_on(_birth(d), REFERENCE_DAY)),
    "weeks_post": lambda d: str(d.rng.randint(3, 16)), "level": lambda d: d.pick(["C5 AIS B", "C6 AIS C", "T4 AIS A", "T10 AIS A", "L1 AIS C", "C7 AIS D"]),
    "amp_level": lambda d: d.pick(["left transtibial", "right transtibial", "right transfemoral", "left transfemoral", "bilateral transtibial"]),
    "kl": lambda d: d.pick(["K2", "K3", "K3", "K4"]),
    "ticket": lambda d: f"SR-{d.digits(6, True)}", "version": lambda d: f"{d.rng.randint(1, 4)}.{d.rng.randint(0, 12)}.{d.rng.randint(0, 30)}",
    "et_grandfather": lambda d: d.pick(_ET_FATHER)[0],
}

US = ("en_US",)
ET = ("am_ET",)
ETE = ("en_ET",)
TZ = ("sw_TZ",)
TZE = ("en_TZ",)
UG = ("en_UG",)
RW = ("rw_RW",)
RWF = ("fr_RW",)
GH = ("en_GH",)
ZM = ("en_ZM",)
OTHER_LOCALES = ET + ETE + TZ + TZE + UG + RW + RWF + GH + ZM

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- prosthetics-and-orthotics workshop price lists
    ("b67c_po_price_table", "prosthetics_orthotics_price_list", US,
     "{po_shop} - SELF-PAY PRICE LIST (effective {en_date})\nHCPCS | Item | Price | Lead time\n{po_table}\n"
     "Prices include casting, one test socket and two follow-up adjustments within 90 days. Insurance billing: we are in network with {plan} (payer ID {payer_id}). "
     "Questions: {po_phone}, {po_email}."),
    ("b67c_po_price_csv", "csv_export", US,
     "hcpcs,description,price_usd,modifier,k_level\n{po_csv}\n# {po_shop} fee schedule export {iso_ts}; list prices, not claims"),
    ("b67c_po_memo", "prosthetics_orthotics_price_list", US,
     "MEMO - {po_shop}\nTo: referring physiatrists and therapists\nFrom: {own_cpo}\nDate: {en_date}\n\nFrom next month we stock the ((Ottobock Taleo||Össur Pro-Flex XC||Fillauer AllPro)) foot "
     "in sizes 22-30 and the ((vacuum suspension upgrade (L5781)||elevated-vacuum pump kit)) at ${fee} list. Check sockets are now printed in-house; turnaround for a "
     "diagnostic socket drops from ((10||12)) to ((4||5)) working days. Walk-in adjustments: Tuesday and Thursday mornings at {po_addr}."),
    ("b67c_po_json", "json_export", US,
     "{\"supplier\": \"{po_shop}\", \"schedule\": \"self-pay\", \"effective\": \"{eff_iso}\", \"currency\": \"USD\", \"items\": [{po_json}], \"contact\": \"{po_email}\"}"),
    # ---- wheelchair-seating clinic timetables
    ("b67c_seat_table", "wheelchair_seating_clinic_timetable", US,
     "{seating} - WEEKLY CLINIC TIMETABLE (from {en_date})\nDay | Hours | Session | Room\n{seat_table}\n"
     "All new referrals need a face-to-face note from the physician within the last 6 months. Seating therapists: {therapist}; {own_atp}. Call {seat_phone} to book."),
    ("b67c_seat_ics", "wheelchair_seating_clinic_timetable", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Maumee Ridge Seating//Clinic Calendar {ver}//EN\n{seat_ics}\nEND:VCALENDAR"),
    ("b67c_seat_notice", "wheelchair_seating_clinic_timetable", US,
     "NOTICE - {seating}\nThe pressure-mapping clinic moves from Monday to ((Wednesday||Thursday)) afternoons from {dos}. The repairs drop-in stays on Friday 08:30-10:30; "
     "bring the chair's serial plate photo and the supplier's work order if you have one. Power chair deliveries need two hours for programming. "
     "Parking for vans with ramps: rows A-C at {seat_addr}. Questions: {seat_email}."),
    ("b67c_seat_json", "json_export", US,
     "{\"clinic\": \"{seating}\", \"week\": \"{year}-W{week}\", \"sessions\": [{seat_json}], \"phone\": \"{seat_phone}\"}"),
    ("b67c_seat_wait_csv", "csv_export", US,
     "week_starting,session_type,slots_offered,slots_booked,median_wait_days,no_shows\n{seat_wait_csv}\n# {seating} capacity report {iso_ts}; counts only"),
    # ---- rehabilitation-gym equipment logs
    ("b67c_gym_checklist", "rehab_gym_equipment_log", US,
     "{hospital} - THERAPY GYM WEEKLY EQUIPMENT CHECK ({en_date})\nEquipment | Model | Check | Status\n{gym_table}\n"
     "Checked by {therapist}. Anything tagged out goes to biomedical engineering, work order {fivedig}."),
    ("b67c_gym_csv", "csv_export", US,
     "date,equipment,model,asset_tag,result,checked_by\n{gym_csv}\n# therapy gym log export {iso_ts}"),
    ("b67c_gym_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gymInventory site=\"{hospital}\" generated=\"{iso_ts}\">\n{gym_xml}\n</gymInventory>"),
    ("b67c_gym_service_memo", "rehab_gym_equipment_log", US,
     "SERVICE NOTE - {hospital} therapy gym\nThe ((Lokomat Pro FreeD||AlterG Via 400||Biodex System 4 Pro)) was serviced on {dos} by the manufacturer's engineer (ticket {ticket}). "
     "Firmware updated to {version}; lot {lot} of harness liners replaced. Back in service for sessions from ((07:30||08:00)). No incident and no patient involvement. "
     "Biomed contact: extension {four_digits} via {h_phone}."),
    # ---- spinal-injury unit visiting rules
    ("b67c_sci_rules", "spinal_injury_unit_visiting_rules", US,
     "{sci_unit} - VISITING RULES (revised {en_date})\n1. Visiting 11:00-13:00 and 15:00-20:00; 13:00-15:00 is rest and pressure-relief time.\n"
     "2. Three visitors at a bedside; children under 12 with an adult.\n3. Wash hands or use gel at the door; wear an apron when helping with care.\n"
     "4. Please do not help with transfers or turns unless a nurse has trained you.\n5. Flowers are not allowed in the bays. Questions: {sci_phone}."),
    ("b67c_sci_card", "spinal_injury_unit_visiting_rules", US,
     "WELCOME TO THE SPINAL CORD INJURY UNIT\n{hospital}, 4th floor\nFamily training sessions: ((Tuesdays||Wednesdays)) at {clock} (bladder and bowel care, skin checks, transfers); card printed {en_date}.\n"
     "Overnight stays for one family member in the family room by arrangement with the charge nurse. Main switchboard {h_phone}; unit {sci_phone}. Address for visitors: {h_addr}."),
    ("b67c_sci_notice", "spinal_injury_unit_visiting_rules", US,
     "NOTICE TO VISITORS - {sci_unit}\nFrom {dos} the unit's therapy garden is open daily 10:00-18:00. Autonomic dysreflexia cards are at the nurses' station: if you see "
     "a pounding headache, flushing or sweating above the level of injury, tell a nurse at once. Respiratory season: please stay away if you have a cold. - {own_rn}, nurse manager"),
    # ---- amputee peer-group calendars
    ("b67c_peer_table", "amputee_peer_group_calendar", US,
     "{peers} - GROUP CALENDAR, {quarter}\nGroup | When | Time | Where | Led by\n{peer_table}\nNew members welcome at every group; no referral needed. {pe_phone} / {pe_email}"),
    ("b67c_peer_flyer", "amputee_peer_group_calendar", US,
     "WALK WITH US!\n{peers} walking club meets every Saturday at 09:30 (((2||3)) miles, flat, benches every half mile). Bring water and your spare liner. "
     "Trained peer visitors can also meet new amputees in hospital at {hospital}: ask your therapist. Limb Loss Awareness Month picnic on {dos}. Info: {pe_email}"),
    ("b67c_peer_json", "json_export", US,
     "{\"network\": \"{peers}\", \"published\": \"{eff_iso}\", \"groups\": [{peer_json}], \"contact\": {\"phone\": \"{pe_phone}\", \"email\": \"{pe_email}\"}}"),
    # ---- rehabilitation outcome statistics
    ("b67c_fim_table", "rehab_outcome_statistics", US,
     "{hospital} - INPATIENT REHABILITATION OUTCOMES, {quarter}\nImpairment group | Discharges | Admission FIM | Discharge FIM | FIM gain | LOS (days) | Efficiency | Home discharge\n{fim_table}\n"
     "Source: IRF-PAI data, aggregate only; groups with fewer than 11 discharges are suppressed."),
    ("b67c_fim_csv", "csv_export", US,
     "quarter,impairment_group,discharges,admission_fim_mean,discharge_fim_mean,los_mean,home_discharge_pct\n{fim_csv}\n# aggregate outcomes export {iso_ts}"),
    ("b67c_fim_narrative", "rehab_outcome_statistics", US,
     "Quality report to the board - {en_date}\nIn {quarter} the hospital discharged {cnt_big} patients. Mean FIM gain was {fim_gain} points over a mean stay of {los} days; "
     "{pct_hi}% went home. Patients aged 65-74 gained as much as those under 65; the 75 and over band gained 3 points less. The SCI programme met its CARF benchmark for "
     "the ((third||fourth)) quarter running. Prepared by {own_md2}."),
    ("b67c_fim_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"https://www.tuscarawasrehab.org/fhir/Measure/fim-gain\", "
     "\"period\": {\"start\": \"{year}-01-01\", \"end\": \"{year}-12-31\"}, \"reporter\": {\"display\": \"{hospital}\"}, \"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, "
     "\"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {fim_gain}}}]}"),
    # ---- assistive-device loan-scheme terms
    ("b67c_loan_terms", "assistive_device_loan_terms", US,
     "{closet} - LOAN TERMS\n1. Devices are lent free for up to 12 weeks; a refundable deposit of ${deposit} applies to wheelchairs and beds.\n"
     "2. Items are cleaned and inspected after every loan (inspection log kept for 3 years).\n3. Open to residents of Hamilton, Butler and Clermont counties aged 18 and over.\n"
     "4. Return at {lc_addr}, Monday-Saturday 10:00-16:00. Terms revised {en_date}. Questions: {lc_phone} or {lc_email}."),
    ("b67c_loan_faq", "assistive_device_loan_terms", US,
     "FREQUENTLY ASKED QUESTIONS - {closet}\nQ: Do I need a prescription? A: No, but a therapist's note helps us pick the right size.\nQ: Can you deliver? A: Beds and lifts only, "
     "within 20 miles, on ((Wednesdays||Fridays)).\nQ: What if something breaks? A: Call {lc_phone}; we swap it within two working days.\nUpdated {en_date}."),
    ("b67c_loan_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<lendingStock organisation=\"{closet}\" asOf=\"{eff_iso}\">\n{loan_xml}\n</lendingStock>"),
    # ---- physiotherapy home-exercise leaflets
    ("b67c_hep_knee", "physiotherapy_home_exercise_leaflet", US,
     "HOME EXERCISES AFTER KNEE REPLACEMENT - {hospital} physiotherapy\n1. Ankle pumps: {reps} times every hour while awake.\n2. Quadriceps sets: tighten the thigh, hold {hold} seconds, {reps} times, {sets} sets.\n"
     "3. Heel slides: {reps} times, {sets} sets, twice a day.\n4. Straight-leg raise: {reps} times, {sets} sets.\nIce for 15 minutes after exercise. Stop and call {h_phone} if the calf is "
     "swollen and painful. Leaflet PT-{four_digits}, reviewed {en_date} by {own_pt}."),
    ("b67c_hep_shoulder", "physiotherapy_home_exercise_leaflet", US,
     "SHOULDER PENDULUM AND WALL-SLIDE PROGRAMME\nWeek 1-2: pendulums {reps} circles each way, 3 times a day. Week 3-6: wall slides {reps} times, hold {hold} seconds.\n"
     "Week 6 on: band rows with the yellow band, {sets} sets of {reps}. Pain up to 3/10 that settles within an hour is acceptable. {hospital} outpatient therapy, {h_web} (leaflet version {ver}, {en_date})"),
    ("b67c_hep_back", "physiotherapy_home_exercise_leaflet", US,
     "LOW BACK: YOUR FIRST TWO WEEKS\nKeep moving: walk 10 minutes ((3||4)) times a day. Pelvic tilts {reps} times, knee-to-chest {reps} times each side, hold {hold} seconds. "
     "Avoid sitting for more than 30 minutes. Red flags (numbness in the saddle area, new weakness, bladder changes): go to an emergency department. Version {ver}, {en_date}."),
    ("b67c_hep_balance", "physiotherapy_home_exercise_leaflet", US,
     "BALANCE EXERCISES FOR FALLS PREVENTION (Otago-based)\nStand at the kitchen counter. 1. Sideways walking, 10 steps each way. 2. Heel-toe standing, hold {hold} seconds. "
     "3. Sit-to-stand, {reps} times. 4. Heel raises, {reps} times. Do them 3 times a week; walk twice a week. Suitable for people aged 65 to 89 who can stand unaided. Leaflet FC-{four_digits}, reviewed {en_date}. "
     "{hospital} falls clinic, {h_phone}."),
    # ---- notices in other locales
    ("b67c_am_notice", "notice_amharic", ET,
     "{et_partner}\nማስታወቂያ\nከ{am_date} ጀምሮ የሰው ሰራሽ አካል እና የኦርቶሲስ ክፍል ከሰኞ እስከ ዓርብ ከጠዋቱ 2:30 እስከ 11:00 ሰዓት ክፍት ነው። ቅዳሜ ከጠዋቱ 3:00 እስከ 6:00 ለጥገና ብቻ። "
     "ለቀጠሮ በ{et_phone} ይደውሉ ወይም {et_email} ይጻፉ። የፈቃድ ቁጥር {et_licence}። {et_director}"),
    ("b67c_am_table", "notice_amharic", ET,
     "{et_partner}\nሳምንታዊ የአገልግሎት ሰሌዳ ({am_date})\nቀን | ሰዓት | አገልግሎት | ክፍል\n{am_table}\nየአገልግሎት ክፍያ፡ የዊልቸር ምርመራ {etb} ብር። ስልክ፡ {et_phone_intl}"),
    ("b67c_sw_notice", "notice_swahili", TZ,
     "TANGAZO\n{tz_partner}\nKuanzia tarehe {sw_date}, kliniki ya viti vya magurudumu itafanyika kila Jumanne na Alhamisi kuanzia saa 2:00 asubuhi hadi saa 8:00 mchana. "
     "Wagonjwa wapya waje na barua ya rufaa kutoka kituo cha afya. Ukarabati wa viungo bandia ni kila Ijumaa. Kwa maelezo zaidi piga simu {tz_phone} au andika {tz_email}. "
     "Usajili {tz_reg}. {tz_director}"),
    ("b67c_sw_prices", "notice_swahili", TZ,
     "{tz_partner}\nBEI ZA HUDUMA (zinaanza {sw_date})\nHuduma | Bei | Muda wa kusubiri\n{sw_table}\nMalipo kwa fedha taslimu au benki tu; risiti itolewe kila mara. "
     "Wagonjwa wenye bima ya NHIF waonyeshe kadi zao dirishani. Simu: {tz_phone_intl}."),
    ("b67c_ug_notice", "notice_uganda_english", UG,
     "{ug_partner}\nPUBLIC NOTICE\nWith effect from {uk_date}, the limb-fitting clinic will run on Tuesdays and Thursdays from 8.00am to 4.00pm. Consultation fee UGX {ugx}; "
     "children under 5 years are seen free of charge. Clients are reminded to come with their old limb for adjustment. Enquiries: {ug_phone} or {ug_email}. "
     "Registration No. {ug_reg}. {ug_director}"),
    ("b67c_ug_timetable", "notice_uganda_english", UG,
     "{ug_partner} - OUTREACH CAMP SCHEDULE, {quarter}\nFirst week: Ibanda Health Centre IV (assessment and measurement)\nWeek after: Bushenyi (fitting of limbs and callipers)\n"
     "Last week of the quarter: Isingiro (wheelchair repairs, crutches)\nCamps open 9.00am. Please mobilise clients through the VHTs. Tel {ug_phone_intl}."),
    ("b67c_gh_notice", "notice_ghana_english", GH,
     "{gh_partner}\nNOTICE TO ALL CLIENTS\nFrom {uk_date}, the physiotherapy department will open on Saturdays from 8.00am to 12.00pm for home-exercise reviews only. "
     "Review fee GH₵ {ghs}. NHIS card holders should present their cards at the records desk. Kindly call {gh_phone} before you come. "
     "Facility licence {gh_reg}. Management."),
    ("b67c_gh_leaflet", "notice_ghana_english", GH,
     "{gh_partner} - YOUR EXERCISES AT HOME\n1. Lie on your back, bend and straighten the knee {reps} times.\n2. Sit on a chair and lift the foot until the knee is straight, hold {hold} counts.\n"
     "3. Stand holding a table and rise on your toes {reps} times.\nDo these morning and evening. Come back for review in ((2||3||4)) weeks. Leaflet revised {uk_date}. Tel: {gh_phone_intl}, E-mail: {gh_email}"),
    ("b67c_zm_notice", "notice_zambia_english", ZM,
     "{zm_partner}\nNOTICE\nPlease be informed that the wheelchair repair workshop will be closed from {uk_date} for stock-taking and will reopen the following Monday. "
     "Emergency repairs for clients at school or work may be arranged through {zm_phone}. Fees remain at K{zmw} for a full service. HPCZ registration {zm_reg}. {zm_director}"),
    ("b67c_zm_price", "notice_zambia_english", ZM,
     "{zm_partner} - SCHEDULE OF FEES (effective {uk_date})\nAssessment ........ K{zmw}\nStandard wheelchair (locally made) ........ K((2,450.00||2,800.00))\n"
     "Pressure cushion ........ K((380.00||420.00))\nCrutches (pair) ........ K((150.00||180.00))\nPayments at the cash office only. Enquiries {zm_phone_intl}, {zm_email}"),
    ("b67c_rw_notice", "notice_kinyarwanda", RW,
     "ITANGAZO\n{rw_partner}\nGuhera ku wa {rw_date}, serivisi yo gutanga no gusana amagare y'abafite ubumuga izajya ikora kuva ku wa Mbere kugeza ku wa Gatanu, "
     "kuva saa mbiri za mu gitondo kugeza saa kumi z'umugoroba. Abafite ubwisungane mu kwivuza (Mituweli) bazane ikarita yabo. Ku bindi bisobanuro mwahamagara {rw_phone} "
     "cyangwa mukandikira {rw_email}. {rw_director}"),
    ("b67c_rw_table", "notice_kinyarwanda", RW,
     "{rw_partner}\nINGENGABIHE Y'ICYUMWERU ({rw_date})\nUmunsi | Amasaha | Serivisi | Icyumba\n{rw_table}\nAmafaranga y'isuzuma: RWF {rwf}. Telefoni: {rw_phone_intl}"),
    ("b67c_rw_fr_notice", "notice_rwanda_french", RWF,
     "AVIS AU PUBLIC\n{rw_partner_fr}\nÀ compter du {fr_date}, l'atelier d'orthopédie technique sera ouvert du lundi au vendredi de 7h30 à 16h30. Les consultations de "
     "rééducation des enfants ont lieu le mercredi après-midi. Les détenteurs de la mutuelle de santé sont priés de présenter leur carte. Renseignements : {rw_phone} ou "
     "{rw_email}. Agrément {rw_reg}. {rw_director_fr}"),
    ("b67c_rw_fr_terms", "notice_rwanda_french", RWF,
     "{rw_partner_fr} - CONDITIONS DE PRÊT DES AIDES TECHNIQUES\n1. Les béquilles et déambulateurs sont prêtés pour ((4||6||8)) semaines, renouvelables une fois.\n"
     "2. Une caution de RWF {rwf} est demandée pour les fauteuils roulants.\n3. Tout matériel endommagé doit être signalé au {rw_phone_intl}.\nMis à jour le {fr_date}."),
    # ---- exports of non-personal data
    ("b67c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*TUSCVALREHAB   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*TUSCVALREHAB*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK2*837*{fivedig}*005010X222A1~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b67c_x12_850", "x12_export", US,
     "ISA*00*          *00*          *ZZ*CUYBENDPO      *ZZ*OTTOSUPPLY     *{isa_date}*{hhmm}*^*00401*{isa_seq}*0*P*>~\nGS*PO*CUYBENDPO*OTTOSUPPLY*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*850*{four_digits}~\nBEG*00*SA*PO{seven_digits}**20{isa_date}~\nN1*BY*{po_shop}*92*CBPO01~\nN1*SE*ORTHOPAEDIC COMPONENT SUPPLY*92*V{fivedig}~\n{x12_po_lines}\nCTT*1~\nSE*8*{four_digits}~"),
    ("b67c_batch_csv", "csv_export", US,
     "transaction,batch_id,submitted,claims,total_billed_usd,rejected,status\n{batch_csv}\n# {plan} claim batch totals, provider {hospital}, NPI {own_npi}, EIN {org_ein}"),
    ("b67c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|RHBMASTER|TVRH|IRFPAI|TVRH|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Observation master^HL70175||UPD|||NE\n{fim_items}"),
    ("b67c_device_formulary", "json_export", US,
     "{\"plan\": \"{plan}\", \"rxbin\": \"{rxbin}\", \"pcn\": \"{pcn}\", \"group\": \"{group_no}\", \"dmeFormulary\": [{po_json}], \"priorAuthLine\": \"{plan_phone}\", \"version\": \"{ver}\"}"),
    ("b67c_beds_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<staffedBeds facility=\"{hospital}\" npi=\"{own_npi}\" date=\"{eff_iso}\">\n{beds_xml}\n</staffedBeds>"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b67_prosthetic_fitting", "prosthetic_fitting_record", US,
     "{po_shop} - PROSTHETIC FITTING RECORD\nPatient: {last}, {first}   DOB [[date_of_birth:dob_v67]]   File [[record_number:mrn_v67]]\nMedicaid ID: [[member_id:medicaid_oh_v67]]\n"
     "Home: [[address:addr_oh_v67]]   Cell [[phone:phone_oh_v67]]\nLevel: {amp_level}, {kl}. Socket: ((check socket 2, total contact||definitive laminated, pin lock)). "
     "Gait: ((step length even, mild vault||lateral trunk lean, foot set 5 mm inset)). Next visit in two weeks. Prosthetist: {own_cpo}"),
    ("b67_fitting_chat", "prosthetic_fitting_record", US,
     "[Chat] {po_shop} patient line\nPatient: hi its {first} {last}, my new socket is rubbing on the shin again\nStaff ({own_co}): Sorry to hear that! Can you confirm your date of birth?\n"
     "Patient: [[date_of_birth:dob_v67]]\nStaff: Thanks. Best number to reach you?\nPatient: [[phone:phone_oh_v67]] or email [[email:email_v67]]\n"
     "Staff: Got it. Is your insurance still the plan with member number [[member_id:member_v67]]? We can see you Thursday."),
    ("b67_rehab_admission", "rehab_admission_assessment", US,
     "{hospital} - INPATIENT REHABILITATION ADMISSION ASSESSMENT\nName: {first} {last}   MRN [[record_number:mrn_v67]]   DOB [[date_of_birth:dob_v67]] (age {age_main})\n"
     "SSN: [[ssn:ssn_v67]]   Home: [[address:addr_oh_v67]]\nSpouse/contact: {first2} {last2}, [[phone:phone_oh_v67]]\nFamily car for discharge training: plate [[vehicle_id:plate_oh_v67]]\n"
     "Diagnosis: ((left MCA stroke, right hemiparesis||right BKA after PVD||T12 burst fracture, AIS C)). Admission FIM motor ((28||34||41)), cognitive ((22||27||30)). Physiatrist: {own_md}"),
    ("b67_rehab_admission_elder", "rehab_admission_assessment", US,
     "Pre-admission screen, acute rehab - {hospital}\nPt: {last}, {first}, [[age_over_89:age_elder_v67]] (DOB [[date_of_birth:dob_elder_v67]]), referred after ((hip ORIF||a fall with pubic rami fractures)).\n"
     "Medicare MBI [[member_id:mbi_v67]]. Lives alone at [[address:addr_oh_v67]]; daughter {first2} {last2} [[phone:phone_oh_v67]] will stay the first week.\n"
     "Can tolerate 3 hours of therapy a day: ((yes||probably, with rests)). Screened by {own_rn}."),
    ("b67_wheelchair_rx", "wheelchair_prescription", US,
     "{seating} - WHEELCHAIR PRESCRIPTION AND DETAILED WRITTEN ORDER\nBeneficiary: {first} {last}   DOB [[date_of_birth:dob_us_v67]]   MBI [[member_id:mbi_v67]]\n"
     "Address: [[address:addr_oh_v67]]   Phone: [[phone:phone_oh_v67]]   Chart [[record_number:mrn_v67]]\nItem: K0005 ultralight, 16x17 seat, E2603 skin-protection cushion, E2611 back. "
     "Length of need: 99 months. Ordering physician NPI {own_npi}. Seating therapist: {own_atp}"),
    ("b67_wheelchair_portal", "wheelchair_prescription", US,
     "Patient portal message to {seating}\nFrom: {first} {last} <[[email:email_plain_v67]]>\nSent {iso_ts} from [[ip_address:ip_v67]]\n"
     "Hi, the supplier says my new power chair order is stuck because my member ID [[member_id:member_v67]] doesn't match. My birthday is [[date_of_birth:dob_v67]]. "
     "Could you resend the order? Thank you, {first}"),
    ("b67_sci_discharge", "sci_discharge_plan", US,
     "{sci_unit} - DISCHARGE PLAN\nPatient: {first} {last}   MRN [[record_number:mrn_plain_v67]]   DOB [[date_of_birth:dob_v67]]\nLevel: {level}, {weeks_post} weeks post injury.\n"
     "Discharge to: [[address:addr_oh_v67]] (ramp built, bathroom modified)\nCaregiver: {first2} {last2}, [[phone:phone_oh_v67]]\nAdapted van VIN [[vehicle_id:vin_v67]] (hand controls fitted)\n"
     "Bladder: ((intermittent catheterisation q4-6h||indwelling suprapubic)). Family update page: [[url:url_v67]]. Follow-up SCI clinic in 4 weeks with {own_md}."),
    ("b67_home_mod_grant", "home_modification_grant_application", US,
     "HOME ACCESSIBILITY MODIFICATION GRANT - APPLICATION\nApplicant: {first} {last}   SSN [[ssn:ssn_v67]]   Date of birth [[date_of_birth:dob_v67]]\n"
     "Property: [[address:addr_oh_v67]] (owner-occupied)\nPhone [[phone:phone_oh_v67]]   E-mail [[email:email_v67]]\nWork requested: ((ramp and widened doors||roll-in shower||stair lift and grab bars)). "
     "Grant paid to the contractor; refund of the deposit to [[bank_account:account_us_v67]]. Medical need certified by {own_pt}."),
    ("b67_home_mod_webform", "home_modification_grant_application", US,
     "Online application - home modification fund (ref {fivedig})\nName: {first} {last}\nEmail: [[email:email_plain_v67]]\nPhone: [[phone:phone_oh_v67]]\n"
     "Application fee paid with card [[card:card_v67]]\nOur fundraiser for the rest: [[url:url_v67]]\nSubmitted {iso_ts} from IP [[ip_address:ip_v67]]"),
    ("b67_ssdi_report", "disability_benefit_medical_report", US,
     "MEDICAL SOURCE STATEMENT - PHYSICAL (for SSA disability determination)\nClaimant: {first} {last}   SSN [[ssn:ssn_v67]]   DOB [[date_of_birth:dob_v67]]\n"
     "Our record number: [[record_number:mrn_v67]]   Address on file: [[address:addr_oh_v67]]\nDiagnoses: ((incomplete paraplegia||transfemoral amputation with phantom pain||"
     "right hemiparesis after stroke)). Can stand ((less than 2 hours||under 30 minutes)) in an 8-hour day; needs a ((wheelchair||walker)) outside the home. Signed {own_md}."),
    ("b67_falls_letter", "falls_follow_up_letter", US,
     "{hospital} Falls Clinic\n\n{first} {last}\n[[address:addr_oh_v67]]\n\nDear {first},\n\nThank you for coming to the falls clinic. At [[age_over_89:age_elder_v67]] you did very well on the "
     "balance tests. Please keep doing the exercises on the leaflet. Your record number is [[record_number:mrn_v67]]; quote it if you call. We will phone you at [[phone:phone_oh_v67]] "
     "in ((four||six)) weeks.\n\nWith best wishes,\n{own_pt}"),
    ("b67_inquest", "inquest_report", US,
     "SUMMIT COUNTY MEDICAL EXAMINER - REPORT OF INVESTIGATION\nDecedent: {first} {last}   DOB [[date_of_birth:dob_v67]]   Hospital MRN [[record_number:mrn_plain_v67]]\n"
     "Date of death: [[date_of_death:dod_v67]]   Residence: [[address:addr_oh_v67]]\nCircumstances: inpatient at {hospital}, ((found unresponsive in bed||fall from wheelchair during transfer)) "
     "on day ((6||11||19)) of rehabilitation. Cause: ((pulmonary embolism||subdural haematoma)). Manner: ((natural||accident)). Family memorial page: [[url:url_memorial_v67]]."),
    ("b67_placard", "disability_parking_placard_application", US,
     "OHIO BMV 4826 - DISABILITY PLACARD / PLATE APPLICATION\nApplicant: {last}, {first}   Date of birth [[date_of_birth:dob_us_v67]]\nAddress: [[address:addr_oh_v67]]\n"
     "Vehicle plate [[vehicle_id:plate_oh_v67]]   VIN [[vehicle_id:vin_v67]]\nPhone [[phone:phone_oh_v67]]\nCertification: the applicant ((cannot walk 200 feet without stopping||"
     "uses a wheelchair)). Certifying practitioner: {own_md2}"),
    ("b67_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v67]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v67]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v67]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v67]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v67]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v67]]\"}]}"),
    ("b67_fhir_devicerequest", "fhir_export", US,
     "{\"resourceType\": \"DeviceRequest\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": [{\"system\": \"urn:oh:medicaid\", \"value\": \"[[member_id:member_plain_v67]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v67]]\"}], \"status\": \"active\", \"intent\": \"order\", "
     "\"codeCodeableConcept\": {\"coding\": [{\"system\": \"https://www.cms.gov/hcpcs\", \"code\": \"((K0861||K0005||L5856))\"}]}, \"subject\": {\"reference\": \"#pt\"}, "
     "\"authoredOn\": \"{eff_iso}\", \"requester\": {\"display\": \"{own_md}\"}}"),
    ("b67_hl7_a02", "hl7_export", US,
     "MSH|^~\\&|ADT|TVRH|REHABEMR|TVRH|{hl7_ts}||ADT^A02^ADT_A02|{ctrl}|P|2.5.1\nEVN|A02|{hl7_ts}\nPID|1||[[record_number:mrn_plain_v67]]^^^TVRH^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v67]]|{sex}|||"
     "[[address:addr_hl7_v67]]||[[phone:phone_hl7_v67]]||||||[[ssn:ssn_plain_v67]]\nPV1|1|I|SCI^((4||7||12))^A|||ACUTE^2^B||||PMR||||||||||||||||||||||||||||||||{hl7_ts}"),
    ("b67_gym_csv", "csv_export", US,
     "session_date,mrn,last,first,dob,age,therapist,minutes\n{eff_iso},[[record_number:mrn_plain_v67]],{last},{first},[[date_of_birth:dob_us_v67]],{age_main},MS,((45||60||90))\n"
     "{eff_iso},[[record_number:mrn_plain_v67]],{last3},{first3},[[date_of_birth:dob_old2_v67]],[[age_over_89:age_old2_v67]],CW,((30||45))\n# {hospital} therapy gym attendance {iso_ts} - contains PHI"),
    ("b67_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*CUYBENDPO      *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*CUYBENDPO*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{po_shop}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******MC~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v67]]~\nN3*[[address:addr_x12_v67]]~\nDMG*D8*[[date_of_birth:dob_compact_v67]]*{sex}~\n"
     "REF*SY*[[ssn:ssn_plain_v67]]~\nCLM*{fivedig}*{fee}***12:B:1*Y*A*Y*Y~\nHI*ABK:((Z8911||Z89512||S78112A))~\nSV1*HC:((L5301||L5673||L5981)):((RT||LT))*{fee}*UN*1***1~\nDTP*472*D8*20{isa_date}~\nSE*17*{four_digits}~"),
    ("b67_et_am_form", "ethiopia_form", ET,
     "{et_partner}\nየታካሚ መመዝገቢያ ቅጽ\nሙሉ ስም (ከአያት ጋር)፡ {first} {last} {et_grandfather}\nየፋይዳ ቁጥር (FAN)፡ [[national_id:fayda_v67]]\nየትውልድ ቀን፡ [[date_of_birth:dob_v67]]\n"
     "አድራሻ፡ [[address:addr_et_v67]]\nስልክ ቁጥር፡ [[phone:phone_et_v67]]\nየባንክ ሂሳብ / ቴሌብር፡ [[bank_account:account_et_v67]]\n"
     "የሞተው የቤተሰብ አባል (ለድጋፍ)፡ {first2}፣ የሞተበት ቀን [[date_of_death:dod_v67]]\nየጉዳት አይነት፡ ((ከጉልበት በታች መቆረጥ||የአከርካሪ ጉዳት||ስትሮክ))። ፊርማ ______"),
    ("b67_et_en_form", "ethiopia_form", ETE,
     "{et_partner_en}\nREFERRAL FOR PROSTHETIC FITTING\nName: {first} {last}   Fayda FIN: [[national_id:fayda_v67]]\nPassport: [[national_id:passport_v67]]   Date of birth: [[date_of_birth:dob_v67]]\n"
     "Address: [[address:addr_et_v67]]\nMobile: [[phone:phone_et_v67]]   E-mail: [[email:email_v67]]\nCBE account for transport refund: [[bank_account:account_et_v67]]\n"
     "Online booking made from [[ip_address:ip_v67]]. Reason: ((landmine injury, left BK||diabetic foot, right BK||road traffic accident, right AK)). Referring: Dr. Yonas Alemayehu"),
    ("b67_tz_sw_form", "tanzania_form", TZ,
     "{tz_partner}\nFOMU YA USAJILI WA MGONJWA\nJina kamili: {first} {last}\nNamba ya NIDA: [[national_id:nida_v67]]\nTarehe ya kuzaliwa: [[date_of_birth:dob_v67]]\n"
     "Anwani: [[address:addr_tz_v67]]\nNamba ya simu: [[phone:phone_tz_v67]]\nNamba ya M-Pesa au akaunti ya benki: [[bank_account:account_tz_v67]]\nBarua pepe: [[email:email_v67]]\n"
     "Mtu wa karibu: {first2} {last2}, simu [[phone:phone_tz_v67]]\nTatizo: ((kukatwa mguu chini ya goti||kupooza upande mmoja||jeraha la uti wa mgongo)). Sahihi ______"),
    ("b67_tz_en_referral", "tanzania_form", TZE,
     "REFERRAL - {tz_partner_en} to KCMC Physiotherapy\nClient: {first} {last}   NIDA No.: [[national_id:nida_v67]]   Passport: [[national_id:passport_v67]]\n"
     "DOB: [[date_of_birth:dob_elder_v67]]   Age: [[age_over_89:age_local_v67]]\nResidence: [[address:addr_tz_v67]]\nPhone (grandson): [[phone:phone_tz_v67]]\n"
     "Reason: ((recurrent falls, unable to rise from the floor||stiff knees, needs walking frame)). Kindly assess and advise. Referring physiotherapist: Elia Massawe"),
    ("b67_ug_form", "uganda_form", UG,
     "{ug_partner}\nCLIENT REGISTRATION FORM\nNames: {last} {first}\nNIN: [[national_id:nin_ug_v67]]\nDate of Birth: [[date_of_birth:dob_v67]]\nAddress: [[address:addr_ug_v67]]\n"
     "Tel: [[phone:phone_ug_v67]]\nMobile Money / Bank A/C: [[bank_account:account_ug_v67]]\nCause of disability: boda boda crash, motorcycle reg. [[vehicle_id:plate_ug_v67]]\n"
     "Next of kin: {first2} {last2}. Limb required: ((BK, PTB socket||AK with knee joint||calliper)). Signature ______"),
    ("b67_ug_chat", "uganda_form", UG,
     "WhatsApp - {ug_partner}\n[{clock_a}] Client: Good morning, this is {first} {last}. I was told to send my details for the wheelchair.\n[{clock_a}] Centre: Send your NIN, date of birth and phone please.\n"
     "[{clock}] Client: NIN [[national_id:nin_ug_v67]], born [[date_of_birth:dob_v67]], phone [[phone:phone_ug_v67]]. Email [[email:email_v67]]\n"
     "[{clock_b}] Client: My church made a page to help me [[url:url_v67]]\n[{clock_b}] Centre: Received, thank you. Come on Tuesday."),
    ("b67_rw_rw_form", "rwanda_form", RW,
     "{rw_partner}\nIFISHI Y'UMURWAYI\nAmazina: {last} {first}\nNomero y'indangamuntu: [[national_id:nid_rw_v67]]\nItariki y'amavuko: [[date_of_birth:dob_v67]]\n"
     "Aho atuye: [[address:addr_rw_v67]]\nTelefoni: [[phone:phone_rw_v67]]\nNomero ya MoMo / konti ya banki: [[bank_account:account_rw_v67]]\n"
     "Umurwaza: {first2} {last2}, telefoni [[phone:phone_rw_v67]]\nIkibazo: ((yaciwe ukuguru munsi y'ivi||ubumuga bw'ingingo z'ibirenge||yakomeretse uruti rw'umugongo)). Umukono ______"),
    ("b67_rw_fr_form", "rwanda_form", RWF,
     "{rw_partner_fr}\nDEMANDE DE PRISE EN CHARGE - PROTHÈSE\nNom et prénom : {last} {first}\nN° de carte d'identité : [[national_id:nid_rw_v67]]\nPasseport : [[national_id:passport_v67]]\n"
     "Date de naissance : [[date_of_birth:dob_v67]]\nAdresse : [[address:addr_rw_v67]]\nCourriel : [[email:email_v67]]\nCompte bancaire : [[bank_account:account_rw_v67]]\n"
     "Acompte payé en ligne par carte [[card:card_af_v67]] depuis [[ip_address:ip_v67]]. Motif : ((amputation tibiale||amputation fémorale||paraplégie)). Signature ______"),
    ("b67_gh_form", "ghana_form", GH,
     "{gh_partner}\nPATIENT REGISTRATION\nSurname: {last}   Other names: {first}\nGhana Card No.: [[national_id:ghana_card_v67]]\nDate of Birth: [[date_of_birth:dob_v67]]\n"
     "Residential address: [[address:addr_gh_v67]]\nPhone: [[phone:phone_gh_v67]]\nMoMo / bank account: [[bank_account:account_gh_v67]]\nDeposit paid by card [[card:card_af_v67]]\n"
     "Next of kin: {first2} {last2}. Device: ((BK prosthesis||KAFO||wheelchair with cushion)). Sign ______"),
    ("b67_gh_falls_letter", "ghana_form", GH,
     "{gh_partner}\n\n{first} {last}\n[[address:addr_gh_v67]]\n\nDear {first},\n\nFALLS REVIEW\nWe are glad you came for review at [[age_over_89:age_elder_v67]]. We are sorry to hear that your "
     "spouse passed away on [[date_of_death:dod_v67]] and that you now live alone. Please keep the walking frame near the bed. Our physiotherapist will call you on "
     "[[phone:phone_gh_v67]] next month.\n\nYours faithfully,\nDr. Kwabena Owusu-Sarpong"),
    ("b67_zm_death_claim", "zambia_form", ZM,
     "WORKERS' COMPENSATION FUND CONTROL BOARD - CLAIM FOR DEATH BENEFIT\nDeceased worker: {first} {last}   NRC No.: [[national_id:nrc_v67]]\nDate of birth: [[date_of_birth:dob_v67]]   "
     "Date of death: [[date_of_death:dod_v67]]\nLast address: [[address:addr_zm_v67]]\nClaimant (widow/widower): {first2} {last2}, NRC [[national_id:nrc_v67]], cell [[phone:phone_zm_v67]]\n"
     "Pay benefit to: [[bank_account:account_zm_v67]]\nInjury: ((fall at the mine, spinal cord injury||crush injury, both legs)); treated at {zm_partner}."),
    ("b67_zm_wheelchair", "zambia_form", ZM,
     "{zm_partner}\nWHEELCHAIR PRESCRIPTION\nName: {first} {last}   NRC: [[national_id:nrc_v67]]\nDOB: [[date_of_birth:dob_elder_v67]]   Age: [[age_over_89:age_local_v67]]\n"
     "Physical address: [[address:addr_zm_v67]]\nPhone: [[phone:phone_zm_v67]]   Passport No.: [[national_id:passport_v67]]\n"
     "Prescription: ((rough-terrain tricycle||active wheelchair, 40 cm seat||supportive seating with tilt)); pressure cushion. Assessed by Mwamba Kasonde, physiotherapist"),
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
            if "_elder_v67" in body:
                _birth(draw, 1928, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind67-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
