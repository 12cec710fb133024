"""A thirty-eighth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind38.py [--seed 40401] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind37.py,
seeds 4141 to 39391) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-ninth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b38_" or "b38c_"). Identifier-free genres: dialysis-machine disinfection logs, pharmacy-robot error logs, nurse-call
system test reports, pneumatic-tube traffic statistics, parking-garage occupancy reports, chaplaincy schedules,
interpreter-services usage statistics (languages, minutes), linen and laundry weight reports, isolation-room pressure
logs, Legionella water-testing logs, retail pharmacy price lists (NDCs, pack sizes), vaccine-clinic throughput
dashboards, HCAHPS survey aggregates, denial-trend reports by CARC/RARC code, provider-directory accuracy audits (the
plan's own providers only), credentialing-committee counts, UR criteria version notices, Medicare Advantage bid
summaries, EDI companion-guide excerpts (segment layouts with the plan's own IDs only), notices in other locales (cs,
sv, da, fi, nl, de, fr, es) and CSV, JSON, XML, HL7 and X12 exports of non-personal data. Carrying genres:
prior-authorisation request forms, members' appeal letters, ER discharge instructions with the patient's follow-up
contacts, ambulance run sheets, lab requisitions, pharmacist counselling notes, health-care power-of-attorney forms,
school sports physicals, daycare allergy action plans, sleep-study referrals, audiology reports, optometry
prescriptions, pre-op checklists, telehealth visit transcripts, patient letters in Swedish, Danish, Finnish and Czech,
plus a C-CDA XML document, an HL7 SIU message, a claim-line CSV and a member API's JSON.

About half the identifier values come from this module's own printings (the `*_v38` slots): US SSNs and ITINs in
several printings, Medicare MBIs in the CMS layout, US passport numbers and New Mexico, Arizona and Texas driver's
licence layouts; Swedish personnummer (Luhn), Danish CPR (modulus 11), Finnish HETU (modulus 31 check character) and
Czech rodné číslo (modulus 11, +50 in the month for women), each agreeing with the text's birth date; Swedish,
Danish, Finnish (with the account's Luhn digit) and Czech (with the prefix's and account's modulus-11 checks, also in
the domestic "prefix-account/bank" printing) IBANs with computed check digits; Visa and Mastercard numbers with Luhn,
spaced, dashed or run together; dates in Scandinavian and Czech orders with their month names ("3. března 1941",
"12. marts 1950", "3 mars 1941", "3. maaliskuuta 1941"); Swedish, Danish, Finnish and Czech address layouts, US rural
routes, highway contract routes, farm-to-market roads and PO boxes of the Texas Panhandle, eastern New Mexico and
northern Arizona; Swedish, Danish, Finnish and Czech numbers in their national printings, mobile and landline, and US
numbers with extensions.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
staff, never a patient or member, the dates it gives are service, effective and document dates, and the ages it
gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import string
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
    import make_phi_blind37 as blind37
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind37 as blind37

Draw = blind.Draw

SEED = 40401
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Caprock Escarpment Health Plan"
HOSPITAL_NAME = "Palo Duro Rim Medical Center"
CLINIC_NAME = "Tule Creek Family Clinic"
PHARMACY_NAME = "Canadian River Pharmacy"
DIALYSIS_NAME = "Yellow House Draw Dialysis Center"
ORG_DOMAIN = "caprockhp.org"
ORGANISATION_CONTACTS = [
    "(806) 555-0152",                                                  # 0 plan member services
    "(806) 555-0153",                                                  # 1 plan fax
    "Claims Intake, PO Box 30418, Amarillo, TX 79120",                 # 2 plan claims address
    "2600 Mesquite Draw Parkway, Suite 300, Amarillo, TX 79119",       # 3 plan office
    "appeals@caprockhp.org",                                           # 4
    "members@caprockhp.org",                                           # 5
    "(806) 555-0154",                                                  # 6 clinic
    "(806) 555-0155",                                                  # 7 clinic fax
    "118 Tule Creek Road, Silverton, TX 79257",                        # 8 clinic address
    "(806) 555-0156",                                                  # 9 hospital switchboard
    "1900 Palo Duro Rim Drive, Canyon, TX 79015",                      # 10 hospital address
    "(806) 555-0157",                                                  # 11 pharmacy
    "640 Canadian River Plaza, Borger, TX 79007",                      # 12 pharmacy address
    "(806) 555-0158",                                                  # 13 dialysis center
    "3315 Yellow House Draw Lane, Lubbock, TX 79410",                  # 14 dialysis center address
    "1-888-555-0171",                                                  # 15 toll-free member line
    "1-888-555-0172",                                                  # 16 toll-free nurse line
    "+1 806 555 0152",                                                 # 17 member line from abroad
    "https://www.caprockhp.org",                                       # 18
    "edi@caprockhp.org",                                               # 19
    "providers@caprockhp.org",                                         # 20 provider relations
    "(806) 555-0159",                                                  # 21 facilities and engineering
    "(806) 555-0160",                                                  # 22 interpreter services
    "(806) 555-0161",                                                  # 23 spiritual care office
    "(806) 555-0162",                                                  # 24 employee vaccine clinic
    "infection.prevention@caprockhp.org",                              # 25
    "quality@caprockhp.org",                                           # 26
    "(806) 555-0163",                                                  # 27 parking office
]
ORG_PAYER_ID = "CEH62"
ORG_RXBIN = "019462"
ORG_RXPCN = "CEHRX"
ORG_RXGRP = "CEH5516"
ORG_EIN = "75-3318204"
ORG_NPIS = (blind5._npi_of("138852046"), blind5._npi_of("160471239"), blind5._npi_of("119370584"),  # noqa: SLF001
            blind5._npi_of("174625093"))  # noqa: SLF001
STAFF = ("Dr. Araceli Womack-Sandoval", "Dr. Ingvar Boateng", "Thuy Hargrove, RN, CNN", "Lorenzo Whitfield, PharmD",
         "Marisela Coldwater, CIC", "Kenji Tolliver, CBET", "Dr. Ewa Castellanos", "Delphine Okonkwo-Hale, RN",
         "Bettina Szabo-Reyes, PharmD", "Rosalba Quintanilla-Park", "Gideon Arbuckle")
# The staff by role, as the texts sign them.
ROLES = {"own_doc": (STAFF[0], STAFF[1], STAFF[6]), "rn": (STAFF[2], STAFF[7]), "rph": (STAFF[3], STAFF[8]),
         "ip_lead": (STAFF[4],), "biomed": (STAFF[5],), "evs_lead": (f"{STAFF[9]}, EVS manager",),
         "coordinator": (f"{STAFF[10]}, referral coordinator",)}
CHAPLAINS = ("Chaplain Dominic Ashworth-Nguyen, BCC", "Rev. Hollis Mbeki-Tanner", "Sister Perpetua Villalobos",
             "Rabbi Naomi Feldkamp (volunteer)", "Imam Tariq Oyelaran (volunteer)")
# The plan's own providers as its directory lists them: name, NPI, specialty, location (an own address), own phone.
OWN_PROVIDERS = (
    ("Womack-Sandoval, Araceli, MD", ORG_NPIS[0], "Family Medicine", ORGANISATION_CONTACTS[8], ORGANISATION_CONTACTS[6]),
    ("Boateng, Ingvar, MD", ORG_NPIS[1], "Nephrology", ORGANISATION_CONTACTS[14], ORGANISATION_CONTACTS[13]),
    ("Castellanos, Ewa, DO", ORG_NPIS[2], "Internal Medicine", ORGANISATION_CONTACTS[10], ORGANISATION_CONTACTS[9]),
    ("Whitfield, Lorenzo, PharmD", ORG_NPIS[3], "Pharmacist", ORGANISATION_CONTACTS[12], ORGANISATION_CONTACTS[11]),
)

MONTHS = blind.MONTHS
ABBR = blind.ABBR
MONTHS_V38 = {
    "sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november",
           "december"],
    "da": ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november",
           "december"],
    "fi": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
           "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu",
           "prosince"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
           "november", "december"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
           "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
}
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day this set's ages are counted to


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _grouped(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _nice(draw: Draw, count: int) -> str:
    """Subscriber digits: first digit 2-9, never the 555 of fiction."""
    return (str(draw.rng.randint(2, 9)) + draw.digits(count - 1)).replace("555", "565")


def _born(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: a national number and a date of birth in one text agree."""
    if "_b38" not in draw.cache:
        draw.cache["_b38"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_b38"]  # type: ignore[return-value]


def _print_date(draw: Draw, day: dt.date) -> str:
    """A date in the order and month names of the text's locale."""
    d, m, y = day.day, day.month, day.year
    lang = _loc(draw)[:2]
    if lang == "sv":
        month = MONTHS_V38["sv"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m} {y}", f"den {d} {month} {y}"])
    if lang == "da":
        month = MONTHS_V38["da"][m - 1]
        return draw.pick([f"{d}. {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}-{y}", f"{d}. {month[:3]}. {y}"])
    if lang == "fi":
        month = MONTHS_V38["fi"][m - 1]
        return draw.pick([f"{d}. {month} {y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}"])
    if lang == "cs":
        month = MONTHS_V38["cs"][m - 1]
        return draw.pick([f"{d}. {month} {y}", f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"])
    if lang == "es":
        month = MONTHS_V38["es"][m - 1]
        return draw.pick([f"{d} de {month} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d}-{month[:3]}-{y}"])
    return draw.pick([f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{ABBR[m - 1]} {d}, {y}",
                      f"{m}-{d}-{y}", f"{d:02d}{ABBR[m - 1].upper()}{y}", f"{ABBR[m - 1]}. {d}, {y}"])


def dob_v38(draw: Draw) -> str:
    """An adult's date of birth in the text's locale."""
    return _print_date(draw, _born(draw, 1934, 2005))


def dob_child_v38(draw: Draw) -> str:
    """A daycare child's date of birth."""
    return _print_date(draw, _born(draw, 2020, 2024))


def dob_student_v38(draw: Draw) -> str:
    """A high-school athlete's date of birth."""
    return _print_date(draw, _born(draw, 2007, 2013))


def dob_elder_v38(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _print_date(draw, _born(draw, 1924, 1935))


def dob_iso_v38(draw: Draw) -> str:
    """A birth date as a JSON export writes it."""
    return _born(draw, 1936, 2010).isoformat()


def dob_ts_v38(draw: Draw) -> str:
    """A birth date as HL7 v2 and C-CDA write it (YYYYMMDD)."""
    return _born(draw, 1936, 2010).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    day = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), REFERENCE_DAY.toordinal()))
    draw.cache["_d38"] = day  # type: ignore[assignment]
    return day


def dod_v38(draw: Draw) -> str:
    """A recent date of death in the text's locale."""
    return _print_date(draw, _death_day(draw))


def dod_ts_v38(draw: Draw) -> str:
    """A C-CDA deceasedTime value."""
    day = _death_day(draw)
    return day.strftime("%Y%m%d") + draw.pick(["", f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}-0600"])


def age_v38(draw: Draw) -> str:
    """An age over 89 in the text's language; from the text's birth date where it has one."""
    until: dt.date = draw.cache.get("_d38", REFERENCE_DAY)  # type: ignore[assignment]
    if "_b38" in draw.cache:
        born: dt.date = draw.cache["_b38"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 103)
        first = until.replace(year=until.year - age - 1, day=min(until.day, 28)).toordinal() + 1
        draw.cache["_b38"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    lang = _loc(draw)[:2]
    if lang in ("sv", "da"):
        return draw.pick([f"{age} år", f"{age} år gammel" if lang == "da" else f"{age} år gammal"])
    if lang == "fi":
        return draw.pick([f"{age}-vuotias", f"{age} v"])
    if lang == "cs":
        return draw.pick([f"{age} let", f"věk {age} let"])
    if lang == "es":
        return draw.pick([f"{age} años", f"{age} años de edad"])
    return draw.pick([f"{age} y/o", f"{age}-year-old", f"age {age}", f"{age} yrs", f"aged {age}", f"{age}yo", f"{age} years old"])


def ssn_v38(draw: Draw) -> str:
    """A US SSN (no area 000, 666 or 9xx, no group 00, no serial 0000) as typed on forms."""
    area = draw.rng.randint(1, 899)
    area = 667 if area == 666 else area
    number = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{number[:3]}-{number[3:5]}-{number[5:]}", f"{number[:3]}-{number[3:5]}-{number[5:]}",
                      f"{number[:3]} {number[3:5]} {number[5:]}", number, f"{number[:3]}.{number[3:5]}.{number[5:]}"])


def itin_v38(draw: Draw) -> str:
    """A US ITIN: 9, two digits, a group of 50-65, 70-88, 90-92 or 94-99, four digits."""
    group = draw.pick(list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92] + list(range(94, 100)))
    number = f"9{draw.digits(2)}{group}{draw.digits(4)}"
    return draw.pick([f"{number[:3]}-{number[3:5]}-{number[5:]}", f"{number[:3]} {number[3:5]} {number[5:]}", number])


def mbi_v38(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: C A AN N A AN N A A N N, letters without S L O I B Z."""
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    alnum = alpha + string.digits
    chars = [str(draw.rng.randint(1, 9)), draw.pick(list(alpha)), draw.pick(list(alnum)), draw.digits(1), draw.pick(list(alpha)),
             draw.pick(list(alnum)), draw.digits(1), draw.pick(list(alpha)), draw.pick(list(alpha)), draw.digits(1), draw.digits(1)]
    mbi = "".join(chars)
    return draw.pick([mbi, f"{mbi[:4]}-{mbi[4:7]}-{mbi[7:]}", f"{mbi[:4]} {mbi[4:7]} {mbi[7:]}", mbi.lower() if draw.rng.random() < 0.2 else mbi])


def passport_v38(draw: Draw) -> str:
    """A US passport book number: nine digits, or a letter and eight digits on the next-generation book."""
    return draw.pick([draw.digits(9, first_nonzero=True), f"{draw.pick(['A', 'C', 'E', 'X'])}{draw.digits(8)}",
                      f"{draw.digits(9, first_nonzero=True)}"])


def dl_v38(draw: Draw) -> tuple[str, str, str]:
    """A driver's licence of Texas (eight digits), New Mexico (nine) or Arizona (a letter and eight digits), after the
    state's label."""
    state = draw.pick(["TX", "TX", "NM", "AZ"])
    if state == "TX":
        value = draw.pick(["0", "1", "2", "3", "4"]) + draw.digits(7)
        label = draw.pick(["TX DL ", "Texas DL# ", "TX driver license no. ", "DL (TX) "])
    elif state == "NM":
        value = draw.pick(["0", "1", "5"]) + draw.digits(8)
        label = draw.pick(["NM DL ", "New Mexico DL# ", "NM license "])
    else:
        value = draw.pick(["D", "B", "A", "F", "S"]) + draw.digits(8)
        label = draw.pick(["AZ DL ", "Arizona license ", "AZ DL# "])
    return label, value, ""


def id_doc_v38(draw: Draw) -> tuple[str, str, str]:
    """The photo ID a notary records: a Texas, New Mexico or Arizona licence, or a US passport book number."""
    if draw.rng.random() < 0.6:
        return dl_v38(draw)
    return draw.pick(["US passport no. ", "U.S. passport #", "passport "]), passport_v38(draw), ""


def pnr_v38(draw: Draw) -> str:
    """A Swedish personnummer of the text's person: YYMMDD, a three-digit serial, the Luhn digit; + after 100."""
    born = _born(draw, 1930, 2010)
    body = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{draw.digits(3)}"
    value = body + _luhn(body)
    sep = "+" if REFERENCE_DAY.year - born.year >= 100 else "-"
    century = str(born.year)[:2]
    return draw.pick([f"{value[:6]}{sep}{value[6:]}", f"{century}{value[:6]}-{value[6:]}", f"{century}{value}", f"{value[:6]}{sep}{value[6:]}"])


def cpr_v38(draw: Draw) -> str:
    """A Danish CPR number of the text's person: DDMMYY, a serial whose first digit encodes the century, and a last
    digit that makes the weighted sum (4,3,2,7,6,5,4,3,2,1) divisible by 11."""
    born = _born(draw, 1930, 2010)
    date = f"{born.day:02d}{born.month:02d}{born.year % 100:02d}"
    while True:
        first = str(draw.rng.randint(0, 3)) if born.year < 2000 else "4"
        body = date + first + draw.digits(2)
        remainder = sum(int(c) * w for c, w in zip(body, [4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        last = (11 - remainder) % 11
        if last < 10:
            value = body + str(last)
            return draw.pick([f"{value[:6]}-{value[6:]}", f"{value[:6]}-{value[6:]}", value, f"{value[:6]} {value[6:]}"])


def hetu_v38(draw: Draw) -> str:
    """A Finnish henkilötunnus of the text's person: DDMMYY, century sign, individual number 002-899, mod-31 check."""
    born = _born(draw, 1930, 2010)
    date = f"{born.day:02d}{born.month:02d}{born.year % 100:02d}"
    serial = f"{draw.rng.randint(2, 899):03d}"
    check = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(date + serial) % 31]
    sign = draw.pick(["-", "-", "Y"]) if born.year < 2000 else draw.pick(["A", "A", "B"])
    return f"{date}{sign}{serial}{check}"


def rc_v38(draw: Draw) -> str:
    """A Czech rodné číslo of the text's person: YYMMDD (+50 in the month for women), three digits, and a check digit
    that makes the ten-digit number divisible by 11."""
    born = _born(draw, 1954, 2012)
    female = draw.fill("first").endswith("a")  # Czech women's given names end in -a
    while True:
        base = f"{born.year % 100:02d}{born.month + (50 if female else 0):02d}{born.day:02d}{draw.digits(3)}"
        check = int(base) % 11
        if check < 10:
            value = base + str(check)
            return draw.pick([f"{value[:6]}/{value[6:]}", f"{value[:6]}/{value[6:]}", value, f"{value[:6]} / {value[6:]}"])


def natid_v38(draw: Draw) -> str:
    """The national number of the text's country."""
    lang = _loc(draw)[:2]
    return {"sv": pnr_v38, "da": cpr_v38, "fi": hetu_v38, "cs": rc_v38}.get(lang, ssn_v38)(draw)


def _fi_bban(draw: Draw) -> str:
    bank = draw.pick(["1", "2", "5", "8", "3", "4"])
    body = bank + draw.digits(5) + draw.digits(7)
    return body + _luhn(body)


_CZ_BANKS = ["0800", "0100", "0300", "2010", "0600", "5500", "3030", "0710"]


def _cz_account(draw: Draw) -> tuple[str, str, str]:
    """A Czech account: prefix (weights 10,5,8,4,2,1) and number (6,3,7,9,10,5,8,4,2,1), each divisible by 11."""
    while True:
        prefix = draw.pick(["000000", "000000", "000019", "000035", "000043", "000051", "000027"])
        if sum(int(c) * w for c, w in zip(prefix, [10, 5, 8, 4, 2, 1])) % 11 == 0:
            break
    while True:
        number = draw.digits(10)
        if int(number) and sum(int(c) * w for c, w in zip(number, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])) % 11 == 0:
            return draw.pick(_CZ_BANKS), prefix, number


def iban_v38(draw: Draw) -> str:
    """An IBAN of the text's country (SE, DK, FI with the account's Luhn digit, CZ with its modulus-11 checks), grouped
    by four or run together; a Czech account also in its domestic printing."""
    lang = _loc(draw)[:2]
    country = {"sv": "SE", "da": "DK", "fi": "FI", "cs": "CZ"}.get(lang) or draw.pick(["SE", "DK", "FI", "CZ"])
    if country == "SE":
        bban = draw.pick(["500", "600", "800", "300", "957"]) + draw.digits(17)
    elif country == "DK":
        bban = draw.pick(["3000", "2000", "9570", "1551", "0400", "7890"]) + draw.digits(10)
    elif country == "FI":
        bban = _fi_bban(draw)
    else:
        bank, prefix, number = _cz_account(draw)
        if draw.rng.random() < 0.4:
            short_prefix = prefix.lstrip("0")
            return f"{short_prefix + '-' if short_prefix else ''}{number.lstrip('0')}/{bank}"
        bban = bank + prefix + number
    iban = _iban(country, bban)
    return _grouped(iban) if draw.rng.random() < 0.65 else iban


def acct_us_v38(draw: Draw) -> tuple[str, str, str]:
    """A US checking account after its bank's routing number (printed outside the span)."""
    routing = draw.pick(["111900659", "113011258", "107002312", "111993776", "114911577"])
    return draw.pick([(f"routing {routing}, account ", draw.digits(draw.pick([9, 10, 12]), first_nonzero=True), ""),
                      (f"ABA {routing} / acct ", draw.digits(draw.pick([8, 10]), first_nonzero=True), "")])


def card_v38(draw: Draw) -> str:
    """A Luhn-valid Visa or Mastercard (51-55 or 2221-2720), spaced, dashed or run together."""
    kind = draw.pick(["visa", "visa", "mc", "mc2"])
    body = {"visa": "4" + draw.digits(14), "mc": f"5{draw.rng.randint(1, 5)}" + draw.digits(13),
            "mc2": str(draw.rng.randint(2221, 2720)) + draw.digits(11)}[kind]
    number = body + _luhn(body)
    groups = [number[i:i + 4] for i in range(0, 16, 4)]
    return draw.pick([" ".join(groups), "-".join(groups), number, " ".join(groups), f"{groups[0]} {groups[1]}{groups[2]} {groups[3]}"])


_US_TOWNS = [("Amarillo", "TX", "79109"), ("Canyon", "TX", "79015"), ("Hereford", "TX", "79045"), ("Dumas", "TX", "79029"),
             ("Pampa", "TX", "79065"), ("Dalhart", "TX", "79022"), ("Plainview", "TX", "79072"), ("Lubbock", "TX", "79413"),
             ("Clovis", "NM", "88101"), ("Tucumcari", "NM", "88401"), ("Portales", "NM", "88130"), ("Flagstaff", "AZ", "86001"),
             ("Winslow", "AZ", "86047"), ("Holbrook", "AZ", "86025")]
_US_STREETS = ["S Georgia St", "Bell St", "W 45th Ave", "Coulter Dr", "N Hobart St", "Ave Q", "Mesquite Ln", "Cactus Wren Dr",
               "E Aspen Ave", "Llano St", "Wolflin Ave", "Prairie Dog Trl"]


def addr_us_v38(draw: Draw) -> str:
    """A home address of the Texas Panhandle, eastern New Mexico or northern Arizona: a street with a unit, a rural
    route, a highway contract route, a farm-to-market road or a PO box; on one line or two."""
    town, state, zip_code = draw.pick(_US_TOWNS)
    r = draw.rng.randint
    style = draw.pick(["street", "street", "street", "rr", "hc", "fm", "pobox", "cr"])
    style = "cr" if style == "fm" and state != "TX" else style  # farm-to-market roads are Texas's
    if style == "rr":
        first = f"RR {r(1, 4)} Box {r(10, 399)}{draw.pick(['', '', 'A', 'B'])}"
    elif style == "hc":
        first = f"HC {r(60, 79)} Box {r(1, 180)}"
    elif style == "fm":
        first = f"{r(1000, 19999)} {draw.pick(['FM', 'Farm to Market Road', 'F.M.'])} {r(1000, 2999)}"
    elif style == "pobox":
        first = f"{draw.pick(['PO Box', 'P.O. Box', 'POB'])} {r(1, 2999)}"
    elif style == "cr":
        first = f"{r(100, 9999)} County Road {r(1, 40)}{draw.pick(['', ' N', ' E'])}"
    else:
        unit = draw.pick(["", "", f" Apt {r(1, 40)}", f" #{r(100, 340)}", f" Unit {draw.letters(1, 'ABCD')}"])
        first = f"{r(100, 8999)} {draw.pick(_US_STREETS)}{unit}"
    zip_print = draw.pick([zip_code, zip_code, f"{zip_code}-{draw.digits(4)}"])
    return draw.pick([f"{first}, {town}, {state} {zip_print}", f"{first}\n{town}, {state} {zip_print}", f"{first}, {town} {state} {zip_print}"])


_SE_TOWNS = [("114 55", "Stockholm"), ("413 04", "Göteborg"), ("211 34", "Malmö"), ("752 36", "Uppsala"), ("903 26", "Umeå"),
             ("582 24", "Linköping"), ("972 31", "Luleå")]
_DK_TOWNS = [("2100", "København Ø"), ("8000", "Aarhus C"), ("5000", "Odense C"), ("9000", "Aalborg"), ("6700", "Esbjerg"),
             ("4000", "Roskilde")]
_FI_TOWNS = [("00100", "Helsinki"), ("33100", "Tampere"), ("20100", "Turku"), ("90100", "Oulu"), ("40100", "Jyväskylä"),
             ("70100", "Kuopio")]
_CZ_TOWNS = [("120 00", "Praha 2"), ("602 00", "Brno"), ("301 00", "Plzeň"), ("779 00", "Olomouc"), ("370 01", "České Budějovice"),
             ("460 01", "Liberec"), ("702 00", "Ostrava")]


def addr_v38(draw: Draw) -> str:
    """A home address in the layout of the text's country: Swedish (lgh number, postcode in 3+2), Danish (floor and
    side), Finnish (staircase and flat), Czech (číslo popisné/orientační, PSČ in 3+2), else the US layouts."""
    lang = _loc(draw)[:2]
    r = draw.rng.randint
    sep = draw.pick(["\n", ", "])
    if lang == "sv":
        postcode, town = draw.pick(_SE_TOWNS)
        street = f"{draw.pick(['Storgatan', 'Drottninggatan', 'Björkvägen', 'Skolgatan', 'Vasagatan', 'Tallstigen'])} {r(1, 88)}{draw.pick(['', '', ' A', ' B'])}"
        flat = draw.pick(["", "", f", lgh {r(10, 16)}{r(1, 9):02d}", f" lgh {r(10, 16)}{r(1, 9):02d}"])
        return f"{street}{flat}{sep}{postcode} {draw.pick([town, town.upper()])}"
    if lang == "da":
        postcode, town = draw.pick(_DK_TOWNS)
        street = f"{draw.pick(['Nørregade', 'Vestergade', 'Skovvej', 'Jernbanegade', 'Østerbrogade', 'Søndervang'])} {r(1, 140)}"
        floor = draw.pick(["", f", {r(1, 5)}. tv.", f", {r(1, 5)}. th.", f", st. {draw.pick(['tv', 'th', 'mf'])}", f" {r(1, 4)}.{r(1, 4)}"])
        return f"{street}{floor}{sep}{postcode} {town}"
    if lang == "fi":
        postcode, town = draw.pick(_FI_TOWNS)
        street = f"{draw.pick(['Hämeenkatu', 'Koivukuja', 'Rantatie', 'Kauppakatu', 'Mäntytie', 'Puistokatu'])} {r(1, 60)}"
        flat = draw.pick(["", f" {draw.letters(1, 'ABCD')} {r(1, 40)}", f" as. {r(1, 30)}"])
        return f"{street}{flat}{sep}{postcode} {draw.pick([town, town.upper()])}"
    if lang == "cs":
        postcode, town = draw.pick(_CZ_TOWNS)
        street = f"{draw.pick(['Husova', 'Vinohradská', 'Masarykova', 'Nádražní', 'Palackého', 'Komenského', 'Lidická'])} {r(100, 2999)}/{r(1, 80)}"
        return draw.pick([f"{street}{sep}{postcode} {town}", f"{street}, {postcode} {town}"])
    return addr_us_v38(draw)


def addr_line_v38(draw: Draw) -> str:
    """A US address on one line, as an export's single address field holds it."""
    return addr_us_v38(draw).replace("\n", ", ")


def addr_xad_v38(draw: Draw) -> str:
    """A Panhandle address as an HL7 v2 XAD field."""
    town, state, zip_code = draw.pick(_US_TOWNS)
    first = draw.pick([f"{draw.rng.randint(100, 8999)} {draw.pick(_US_STREETS).upper()}", f"RR {draw.rng.randint(1, 4)} BOX {draw.rng.randint(10, 399)}"])
    return f"{first}^^{town.upper()}^{state}^{zip_code}^USA^H"


def phone_us_v38(draw: Draw, extension: bool = True) -> str:
    """A US number of the region (806, 575, 928, 432, 325), sometimes a workplace's with its extension."""
    area = draw.pick(["806", "806", "806", "575", "928", "432", "325"])
    exchange = str(draw.rng.randint(201, 989))
    exchange = "565" if exchange == "555" or exchange[1:] == "11" else exchange
    line = draw.digits(4)
    forms = [f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"{area} {exchange} {line}",
             f"+1 {area} {exchange} {line}", f"{area}{exchange}{line}"]
    if extension and draw.rng.random() < 0.3:
        ext = draw.rng.randint(2, 4999)
        return draw.pick([f"({area}) {exchange}-{line} ext. {ext}", f"{area}-{exchange}-{line} x{ext}", f"{area}.{exchange}.{line} ext {ext}",
                          f"({area}) {exchange}-{line}, ext. {ext}"])
    return draw.pick(forms)


def phone_v38(draw: Draw) -> str:
    """A personal number in the national printing of the text's country (SE, DK, FI, CZ), else a US one."""
    lang = _loc(draw)[:2]
    if lang == "sv":
        if draw.rng.random() < 0.65:
            n = draw.pick(["70", "72", "73", "76", "79"]) + _nice(draw, 7)
            return draw.pick([f"0{n[:2]}-{n[2:5]} {n[5:7]} {n[7:]}", f"0{n}", f"+46 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+46{n}",
                              f"0{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}"])
        area, length = draw.pick([("8", 8), ("8", 7), ("31", 7), ("40", 6), ("18", 6), ("90", 6)])
        n = _nice(draw, length)
        grouped = f"{n[:3]} {n[3:5]} {n[5:]}" if length == 8 else f"{n[:2]} {n[2:4]} {n[4:]}" if length == 6 else f"{n[:3]} {n[3:5]} {n[5:]}"
        return draw.pick([f"0{area}-{grouped}", f"+46 {area} {grouped}", f"0{area}-{n}"])
    if lang == "da":
        n = draw.pick(["2", "3", "4", "5", "6", "7", "8"]) + draw.digits(7)
        return draw.pick([f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"+45 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"+45{n}", f"{n[:4]} {n[4:]}", n,
                          f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:]}"])
    if lang == "fi":
        if draw.rng.random() < 0.65:
            prefix = draw.pick(["40", "41", "44", "45", "50"])
            n = _nice(draw, 7)
            return draw.pick([f"0{prefix} {n[:3]} {n[3:]}", f"+358 {prefix} {n[:3]} {n[3:]}", f"0{prefix}{n}", f"0{prefix}-{n[:3]} {n[3:]}",
                              f"+358{prefix}{n}"])
        area = draw.pick(["9", "3", "2", "8", "14"])
        n = _nice(draw, 7)
        return draw.pick([f"0{area} {n[:4]} {n[4:]}", f"+358 {area} {n[:4]} {n[4:]}", f"(0{area}) {n}"])
    if lang == "cs":
        if draw.rng.random() < 0.65:
            n = draw.pick(["601", "603", "604", "605", "608", "702", "720", "724", "731", "737", "773", "777", "792"]) + draw.digits(6)
        else:
            n = draw.pick(["2", "5", "37", "38", "46", "58", "59"])
            n += _nice(draw, 9 - len(n))
        return draw.pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+420 {n[:3]} {n[3:6]} {n[6:]}", f"+420{n}", f"{n}", f"00420 {n[:3]} {n[3:6]} {n[6:]}"])
    return phone_us_v38(draw)


def phone_field_v38(draw: Draw) -> str:
    """A US number as an HL7 v2 field holds it, without an extension."""
    return phone_us_v38(draw, extension=False)


def phone_tel_v38(draw: Draw) -> str:
    """A US number as a C-CDA telecom tel: URI writes it (RFC 3966), now and then with the extension parameter."""
    area = draw.pick(["806", "806", "575", "928", "432"])
    exchange = str(draw.rng.randint(201, 989))
    exchange = "565" if exchange == "555" or exchange[1:] == "11" else exchange
    line = draw.digits(4)
    return draw.pick([f"+1-{area}-{exchange}-{line}", f"+1{area}{exchange}{line}", f"+1-{area}-{exchange}-{line};ext={draw.rng.randint(2, 999)}",
                      f"{area}-{exchange}-{line}"])


_EMAIL_DOMAINS = {"sv": ["telia.com", "hotmail.se", "gmail.com", "bredband.net", "outlook.com"],
                  "da": ["mail.dk", "hotmail.dk", "gmail.com", "outlook.dk", "youmail.dk"],
                  "fi": ["luukku.com", "gmail.com", "hotmail.fi", "elisanet.fi", "kolumbus.fi"],
                  "cs": ["seznam.cz", "email.cz", "centrum.cz", "gmail.com", "post.cz"],
                  "es": ["hotmail.com", "yahoo.com.mx", "gmail.com", "outlook.com"],
                  "en": ["suddenlink.net", "att.net", "yahoo.com", "gmail.com", "windstream.net", "amaonline.com"]}


def email_v38(draw: Draw, suffix: str = "") -> str:
    """A personal address at a provider of the text's country; now and then written against harvesters."""
    first = blind2.fold_ascii(draw.fill("first" + suffix)) or "alex"
    last = blind2.fold_ascii(draw.fill("last")) or "berg"
    domain = draw.pick(_EMAIL_DOMAINS.get(_loc(draw)[:2], _EMAIL_DOMAINS["en"]))
    local = draw.pick([f"{first}.{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{first[:1]}{last}", f"{last}.{first}",
                       f"{first}_{last[:3]}{draw.rng.randint(60, 99)}", f"{first}{draw.rng.randint(1955, 2012)}"])
    style = draw.rng.random()
    if style < 0.15:
        name, _, tld = domain.partition(".")
        return f"{local} at {name} dot {tld.replace('.', ' dot ')}"
    if style < 0.24:
        return f"{local}(at){domain}"
    if style < 0.3:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    return f"{local}@{domain}" if style < 0.95 else f"{local}@{domain}".upper()


def email_parent_v38(draw: Draw) -> str:
    """The parent's address (the text's second person, the child's family name)."""
    return email_v38(draw, "2")


def member_v38(draw: Draw) -> str:
    """The plan's member IDs: CEH, nine digits and a two-digit person code, as cards, forms and portals print them."""
    body = draw.digits(9, first_nonzero=True)
    person = f"{draw.rng.randint(1, 5):02d}"
    return draw.pick([f"CEH{body}{person}", f"CEH {body[:3]} {body[3:6]} {body[6:]} {person}", f"CEH{body}-{person}", f"ceh{body}",
                      f"CEH-{body[:4]}-{body[4:]}", f"CEH{body}"])


def mrn_v38(draw: Draw) -> str:
    """The medical center's, the clinic's and the dialysis center's record numbers."""
    return draw.pick([f"PDR{draw.digits(7)}", f"M{draw.digits(2)}-{draw.digits(3)}-{draw.digits(3)}", f"TCFC-{draw.digits(6)}",
                      f"E{draw.digits(8)}", f"{draw.digits(3)} {draw.digits(3)} {draw.digits(2)}", f"YHD{draw.digits(5)}"])


def plate_v38(draw: Draw) -> str:
    """A licence plate: Texas (ABC-1234), New Mexico (ABC-123 / 123-ABC), Arizona (ABC1234); Swedish, Danish, Finnish
    or Czech in their texts."""
    lang = _loc(draw)[:2]
    if lang == "sv":
        return draw.pick([f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUWXYZ')} {draw.digits(3)}", f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUWXYZ')} {draw.digits(2)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUWXYZ')}"])
    if lang == "da":
        return f"{draw.letters(2)} {draw.digits(2)} {draw.digits(3)}"
    if lang == "fi":
        return f"{draw.letters(3)}-{draw.rng.randint(1, 999)}"
    if lang == "cs":
        return f"{draw.rng.randint(1, 9)}{draw.pick(list('ABCEHJKLMPSTUZ'))}{draw.rng.randint(1, 9)} {draw.digits(4)}"
    state = draw.pick(["TX", "TX", "NM", "AZ"])
    if state == "TX":
        value = f"{draw.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}{draw.digits(4)}"
        return draw.pick([f"{value[:3]}-{value[3:]}", f"{value[:3]} {value[3:]}", value, f"TX {value[:3]}-{value[3:]}"])
    if state == "NM":
        return draw.pick([f"{draw.letters(3)}-{draw.digits(3)}", f"{draw.digits(3)}-{draw.letters(3)}", f"NM {draw.letters(3)} {draw.digits(3)}"])
    return draw.pick([f"{draw.letters(3)}{draw.digits(4)}", f"{draw.letters(3)} {draw.digits(4)}", f"AZ {draw.letters(3)}{draw.digits(4)}"])


_VIN_VALUES = {**{str(n): n for n in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
               **dict(zip("STUVWXYZ", range(2, 10)))}


def vin_v38(draw: Draw) -> str:
    """A 17-character VIN with the North American check digit in position 9."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = list(draw.pick(["1GC", "1FT", "3C6", "1GT", "5TF", "1N6", "2GC", "4T1", "1HG", "KM8"]) + "".join(draw.pick(list(alphabet)) for _ in range(5))
                + "0" + draw.pick(list("DEFGHJKLMN")) + draw.pick(list(alphabet)) + draw.digits(6))
    total = sum(_VIN_VALUES[c] * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
    body[8] = "X" if total == 10 else str(total)
    return "".join(body)


def vehicle_v38(draw: Draw) -> str:
    return plate_v38(draw) if draw.rng.random() < 0.7 else vin_v38(draw)


def ip_v38(draw: Draw) -> str:
    """A public address of a home connection in the Panhandle or the text's Nordic or Czech country; IPv4 or IPv6."""
    lang = _loc(draw)[:2]
    r = draw.rng.randint
    if draw.rng.random() < 0.3:
        prefix = {"sv": "2001:2002", "da": "2a05:f6c7", "fi": "2001:14ba", "cs": "2a00:1028"}.get(lang, draw.pick(["2600:1700", "2605:a601", "2603:300b"]))
        groups = [f"{r(0x100, 0xffff):x}" for _ in range(6)]
        return draw.pick([f"{prefix}:{':'.join(groups)}", f"{prefix}:{groups[0]}:{groups[1]}::{groups[5]}"])
    first = {"sv": [78, 83, 90, 94, 213], "da": [80, 87, 93, 188], "fi": [84, 85, 91, 62], "cs": [46, 89, 109, 185]}.get(lang, [47, 66, 69, 70, 97, 104, 173])
    return f"{draw.pick(first)}.{r(1, 254)}.{r(0, 254)}.{r(1, 254)}"


def url_v38(draw: Draw) -> str:
    """A video-visit link that is the patient's: a room named after them, or a join link with their code or member ID."""
    first = blind2.fold_ascii(draw.fill("first")) or "alex"
    last = blind2.fold_ascii(draw.fill("last")) or "berg"
    return draw.pick([f"https://visit.{ORG_DOMAIN}/room/{first}-{last}-{draw.digits(4)}",
                      f"https://visit.{ORG_DOMAIN}/join?member=CEH{draw.digits(9, True)}&t={draw.letters(8, string.ascii_lowercase + string.digits)}",
                      f"https://visit.{ORG_DOMAIN}/r/{first}.{last}",
                      f"https://visit.{ORG_DOMAIN}/join?p={first}{last[:1]}{draw.digits(6)}"])


def url_rx_v38(draw: Draw) -> str:
    """The patient's own page for a prescription in the plan's portal."""
    return draw.pick([f"https://members.{ORG_DOMAIN}/vision/rx?member=CEH{draw.digits(9, True)}",
                      f"https://members.{ORG_DOMAIN}/m/CEH{draw.digits(9, True)}/eyewear-rx/{draw.digits(6)}",
                      f"https://my.{ORG_DOMAIN}/patient/{draw.digits(8, True)}/documents/glasses-rx.pdf"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind37.SLOTS,
    "dob_v38": dob_v38, "dob_child_v38": dob_child_v38, "dob_student_v38": dob_student_v38, "dob_elder_v38": dob_elder_v38, "dob_iso_v38": dob_iso_v38,
    "dob_ts_v38": dob_ts_v38, "dod_v38": dod_v38, "dod_ts_v38": dod_ts_v38, "age_v38": age_v38, "ssn_v38": ssn_v38,
    "itin_v38": itin_v38, "mbi_v38": mbi_v38, "passport_v38": passport_v38,
    "dl_v38": dl_v38, "id_doc_v38": id_doc_v38, "pnr_v38": pnr_v38, "cpr_v38": cpr_v38, "hetu_v38": hetu_v38, "rc_v38": rc_v38, "natid_v38": natid_v38,
    "iban_v38": iban_v38, "acct_us_v38": acct_us_v38, "card_v38": card_v38, "addr_us_v38": addr_us_v38,
    "addr_v38": addr_v38, "addr_line_v38": addr_line_v38, "addr_xad_v38": addr_xad_v38, "phone_us_v38": phone_us_v38, "phone_field_v38": phone_field_v38,
    "phone_tel_v38": phone_tel_v38, "phone_v38": phone_v38,
    "email_v38": email_v38, "email_parent_v38": email_parent_v38, "member_v38": member_v38, "mrn_v38": mrn_v38,
    "plate_v38": plate_v38, "vin_v38": vin_v38, "vehicle_v38": vehicle_v38, "ip_v38": ip_v38, "url_v38": url_v38,
    "url_rx_v38": url_rx_v38,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int, key: int = 12) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=key))  # noqa: SLF001


def _ldate(lang: str) -> Callable[[Draw], str]:
    """A document, service or effective date in 2025-2026, the month named in `lang`."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{MONTHS[day.month - 1]} {day.day}, {day.year}"
        month = MONTHS_V38[lang][day.month - 1]
        return {"sv": f"{day.day} {month} {day.year}", "da": f"{day.day}. {month} {day.year}", "fi": f"{day.day}. {month} {day.year}",
                "cs": f"{day.day}. {month} {day.year}", "es": f"{day.day} de {month} de {day.year}", "nl": f"{day.day} {month} {day.year}",
                "de": f"{day.day}. {month} {day.year}", "fr": f"{day.day} {month} {day.year}"}[lang]
    return make


def _ndc(d: Draw) -> str:
    return d.pick([f"{d.digits(5)}-{d.digits(4)}-{d.digits(2)}", f"{d.digits(5)}-{d.digits(3)}-{d.digits(2)}", f"{d.digits(4)}-{d.digits(4)}-{d.digits(2)}"])


def _stamp(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    return f"{day.isoformat()} {d.rng.randint(0, 23):02d}:{d.rng.randint(0, 59):02d}:{d.rng.randint(0, 59):02d}"


def _dialysis_row(d: Draw) -> str:
    return (f"Machine {d.rng.randint(1, 24):02d} | {d.pick(['Fresenius 2008T', 'B. Braun Dialog+', 'NxStage System One', 'Baxter AK 98'])} "
            f"S/N {d.letters(2)}{d.digits(6)} | {d.pick(['heat disinfection 85 C, 30 min', 'citric acid 50% + heat', 'bleach 1:100 rinse', 'peracetic acid 4%, 20 min'])}"
            f" | residual test {d.pick(['neg', 'neg', 'neg', 'neg (retest)'])} | {d.rng.randint(5, 23):02d}:{d.pick(['05', '20', '35', '50'])}")


def _robot_row(d: Draw) -> str:
    return (f"{d.rng.randint(0, 23):02d}:{d.rng.randint(0, 59):02d}:{d.rng.randint(0, 59):02d} {d.pick(['PR-1', 'PR-2', 'CAB-3'])} E{d.rng.randint(1000, 4999)} "
            f"{d.pick(['gripper pick failure', 'barcode unreadable on package', 'canister empty', 'vial dropped in chute', 'door interlock open', 'label printer jam', 'weight mismatch on packet'])}"
            f" | NDC {_ndc(d)} | cell {d.rng.randint(1, 420)} | {d.pick(['auto-retry ok', 'cleared by tech', 'package quarantined', 'restocked'])}")


def _nursecall_row(d: Draw) -> str:
    return (f"{d.pick(['4W', '5E', 'ICU', 'L&D', 'PEDS', '3N'])}-{d.rng.randint(101, 148)} {d.pick(['bath pull cord', 'pillow speaker', 'code blue button', 'staff assist', 'bed exit alarm'])}"
            f": {d.pick(['pass', 'pass', 'pass', 'fail - cord replaced', 'fail - ticket opened'])} | dome light {d.pick(['ok', 'ok', 'bulb out'])} | console {d.rng.randint(1, 6)} s | "
            f"phone {d.rng.randint(2, 14)} s")


def _tube_row(d: Draw) -> str:
    return (f"Station {d.rng.randint(1, 48):>2} {d.pick(['ED', 'Lab core', 'Pharmacy', 'ICU', 'OR hold', 'L&D', 'Blood bank', '5 West', 'Dialysis', 'Oncology']):<11}"
            f" sent {d.rng.randint(120, 4200):>5,}  recv {d.rng.randint(120, 4200):>5,}  avg transit {d.rng.randint(38, 190)} s  "
            f"peak {d.rng.randint(6, 20):02d}:00")


def _parking_row(d: Draw) -> str:
    return (f"{d.pick(['Garage A level 1', 'Garage A level 2', 'Garage A level 3', 'Garage B roof', 'Surface lot E', 'Visitor lot C'])}: "
            f"{d.rng.randint(80, 460)} spaces | peak {d.rng.randint(55, 100)}% at {d.rng.randint(8, 15)}:{d.pick(['00', '30'])} | "
            f"avg stay {d.rng.randint(1, 6)} h {d.rng.randint(0, 59)} min | EV {d.rng.randint(0, 8)}/8")


def _chaplain_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} {d.pick(['07:00-15:30', '08:00-16:30', '15:00-23:30', '23:00-07:30', '10:00-14:00'])}: "
            f"{d.pick(list(CHAPLAINS))} ({d.pick(['on site', 'on site', 'on call via the operator', 'chapel service 12:15', 'grief group 17:00'])})")


def _interp_row(d: Draw) -> str:
    video = d.rng.randint(20, 70)
    phone = d.rng.randint(10, 100 - video)
    return (f"{d.pick(['Spanish', 'Vietnamese', 'ASL', 'Swahili', 'Burmese', 'Arabic', 'Karen', 'Somali', 'Mandarin', 'Nepali', 'Tigrinya'])} | "
            f"{d.rng.randint(40, 24000):,} min | {d.rng.randint(5, 1800)} sessions | video {video}% / phone {phone}% / in person {100 - video - phone}%")


def _linen_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} | soiled out {d.rng.randint(1800, 6400):,} lb | clean in {d.rng.randint(1800, 6400):,} lb | "
            f"rewash {d.rng.randint(0, 4)}.{d.digits(1)}% | carts {d.rng.randint(12, 48)}")


def _pressure_row(d: Draw) -> str:
    kind = d.pick(["AIIR", "AIIR", "PE", "anteroom"])
    sign = "-" if kind != "PE" else "+"
    return (f"Room {d.pick(['2N', '3W', '4E', 'ED', 'MICU', 'BMT'])}-{d.rng.randint(101, 140)} ({kind}) | {sign}0.0{d.rng.randint(10, 60)} in. w.c. | "
            f"ACH {d.rng.randint(12, 18)} | door {d.pick(['closed', 'closed', 'open - corrected'])} | monitor {d.pick(['pass', 'pass', 'recalibrated'])}")


_WATER_POINTS = [("Hot water return, tower B", True), ("Cold riser 3, level 4", False), ("Ice machine 2W", False),
                 ("Cooling tower CT-1", False), ("Eyewash, lab core", False), ("Hot water heater HW-2 outlet", True),
                 ("Shower, 4E soiled utility", True)]


def _legionella_row(d: Draw) -> str:
    point, hot = d.pick(_WATER_POINTS)
    culture = d.pick(["<10", "<10", "<10", "20", "50"])
    result = "not detected" if culture == "<10" else "Legionella spp. detected, flush and resample"
    return (f"{point} | {d.rng.randint(50, 60) if hot else d.rng.randint(14, 24)}.{d.digits(1)} C | free chlorine {d.rng.randint(0, 2)}.{d.digits(1)} mg/L | "
            f"culture {culture} CFU/L | {result}")


_PRICES = [("Atorvastatin", "20 mg tab", "90"), ("Lisinopril", "10 mg tab", "90"), ("Metformin ER", "500 mg tab", "180"),
           ("Amoxicillin", "500 mg cap", "21"), ("Levothyroxine", "75 mcg tab", "90"), ("Albuterol HFA", "90 mcg inhaler", "1 x 8.5 g"),
           ("Omeprazole", "20 mg cap", "30"), ("Sertraline", "50 mg tab", "30"), ("Prednisone", "10 mg tab", "21"),
           ("Insulin glargine-yfgn", "100 u/mL pen", "5 x 3 mL"), ("Fluticasone nasal", "50 mcg spray", "1 x 16 g")]


def _price_row(d: Draw) -> str:
    drug, strength, pack = d.pick(_PRICES)
    return f"{drug} {strength} | NDC {_ndc(d)} | pack {pack} | ${d.rng.randint(3, 140)}.{d.pick(['00', '49', '99', '25'])}"


def _vax_row(d: Draw) -> str:
    hour = d.rng.randint(7, 18)
    return (f"{hour:02d}:00-{hour + 1:02d}:00 | {d.rng.randint(12, 96)} doses | median door-to-needle {d.rng.randint(4, 22)} min | "
            f"stations {d.rng.randint(2, 8)} | no-shows {d.rng.randint(0, 11)}")


def _hcahps_row(d: Draw) -> str:
    return (f"{d.pick(['Communication with nurses', 'Communication with doctors', 'Responsiveness of staff', 'Communication about medicines', 'Cleanliness of room', 'Quietness at night', 'Discharge information', 'Care transition', 'Overall rating 9-10', 'Would recommend'])}: "
            f"{d.rng.randint(48, 92)}% top box (n = {d.rng.randint(120, 980)}) | state {d.rng.randint(55, 85)}% | national {d.rng.randint(55, 85)}%")


_DENIALS = [("CO-197", "N54", "precertification absent"), ("CO-16", "M51", "missing/invalid procedure code"), ("CO-50", "N115", "not medically necessary"),
            ("CO-4", "N519", "modifier inconsistent"), ("CO-97", "M15", "bundled service"), ("CO-29", "N211", "timely filing"),
            ("CO-252", "N706", "documentation required"), ("PR-204", "N130", "benefit exclusion"), ("CO-11", "M76", "diagnosis inconsistent")]


def _denial_row(d: Draw) -> str:
    carc, rarc, label = d.pick(_DENIALS)
    return (f"{carc} / {rarc} | {label} | {d.rng.randint(12, 1900):,} lines | ${d.rng.randint(2, 980):,},{d.digits(3)}.{d.digits(2)} | "
            f"{d.pick(['+', '-'])}{d.rng.randint(1, 38)}% vs prior quarter")


def _directory_row(d: Draw) -> str:
    name, npi, specialty, address, phone = d.pick(list(OWN_PROVIDERS))
    return (f"{name} | NPI {npi} | {specialty} | {address} | {phone} | phone {d.pick(['verified', 'verified', 'routes to fax - fixed'])} | "
            f"address {d.pick(['verified', 'verified', 'suite missing - fixed'])} | accepting new: {d.pick(['yes', 'yes', 'no - corrected'])}")


def _cred_row(d: Draw) -> str:
    return d.pick([f"Initial appointments: {d.rng.randint(4, 40)}", f"Reappointments: {d.rng.randint(10, 90)}", f"Delegated roster adds: {d.rng.randint(20, 300)}",
                   f"Files pended for missing DEA/CDS: {d.rng.randint(0, 9)}", f"Denied: {d.rng.randint(0, 3)}", f"Ongoing monitoring hits (OIG/SAM): {d.rng.randint(0, 2)}",
                   f"Average days to decision: {d.rng.randint(24, 88)}", f"Site visits completed: {d.rng.randint(0, 14)}"])


def _ur_row(d: Draw) -> str:
    return (f"{d.pick(['InterQual Acute Adult', 'InterQual Imaging', 'MCG Inpatient & Surgical Care', 'MCG Behavioral Health Care', 'ASAM Criteria', 'InterQual Home Care', 'Plan policy CEH-UM-'+d.digits(3)])}"
            f" | {d.pick(['2025', '2026', '29th ed.', '30th ed.', '4th ed.', 'rev. ' + str(d.rng.randint(2, 9))])} | effective {d.date_between(2025, 2026).isoformat()} | "
            f"{d.pick(['annual update', 'new subset for cardiac rehab', 'LOS goals shortened', 'no change to custom criteria', 'retired subset mapped'])}")


def _bid_row(d: Draw) -> str:
    bid = d.rng.randint(880, 1320)
    bench = bid + d.rng.randint(-40, 160)
    return (f"{d.pick(['H', 'H', 'R'])}{d.rng.randint(1000, 9999)}-{d.rng.randint(1, 20):03d} {d.pick(['HMO', 'HMO-POS', 'PPO', 'D-SNP HMO', 'C-SNP PPO'])} | "
            f"bid ${bid}.{d.digits(2)} PMPM | benchmark ${bench}.{d.digits(2)} | rebate ${max(0, bench - bid) * 65 // 100}.{d.digits(2)} | "
            f"Part D basic ${d.rng.randint(20, 60)}.{d.digits(2)} | projected enrollees {d.rng.randint(900, 24000):,}")


_EDI_LAYOUTS = [
    "ISA06/ISA08  sender / receiver ID: {payer_id} (qualifier ZZ) | ISA15 P or T",
    "GS03  application receiver code: {payer_id}",
    "NM1*PR*2*{org_upper}*****PI*{payer_id}~  (2010BB payer name; PI qualifier required)",
    "REF*2U*{payer_id}~  (payer secondary ID on 2330B; do not send the EIN here)",
    "REF*EI*{ein_digits}~  (billing provider tax ID, 2010AA, your own EIN - shown here for the plan's own clinics)",
    "NM1*85*2*{clinic_upper}*****XX*{own_npi}~  (2010AA billing provider, the clinic's own NPI)",
    "HL*1**20*1~ / HL*2*1*22*0~  (hierarchy: subscriber is the patient, no 2000C loop)",
    "CLM05-3  frequency code 7 = replacement, 8 = void; include REF*F8 with the payer claim control number",
    "SBR09  claim filing indicator: 16 (Medicare Advantage HMO) or CI (commercial)",
    "AMT*F5  patient amount paid: send only when collected at the visit",
    "999 / 277CA returned within 24 h to the submitter ID on ISA06",
]


def _edi_row(d: Draw) -> str:
    return d.pick(_EDI_LAYOUTS).format(payer_id=ORG_PAYER_ID, org_upper=ORG_NAME.upper(), ein_digits=ORG_EIN.replace("-", ""),
                                       clinic_upper=CLINIC_NAME.upper(), own_npi=d.pick(list(ORG_NPIS)))


def _dialysis_csv(d: Draw) -> str:
    return (f"{d.rng.randint(1, 24):02d},{d.pick(['heat', 'citric_heat', 'bleach', 'peracetic'])},{d.rng.randint(20, 45)},"
            f"{d.pick(['neg', 'neg', 'neg', 'retest_neg'])},{d.rng.randint(0, 4)}.{d.digits(1)}")


def _tube_csv(d: Draw) -> str:
    return f"{d.rng.randint(1, 48)},{d.rng.randint(120, 4200)},{d.rng.randint(120, 4200)},{d.rng.randint(38, 190)},{d.rng.randint(0, 3)}"


def _hcahps_csv(d: Draw) -> str:
    return (f"{d.pick(['H_COMP_1', 'H_COMP_2', 'H_COMP_3', 'H_COMP_5', 'H_CLEAN_HSP', 'H_QUIET_HSP', 'H_COMP_6', 'H_COMP_7', 'H_HSP_RATING', 'H_RECMND'])},"
            f"{d.rng.randint(48, 92)},{d.rng.randint(4, 30)},{d.rng.randint(2, 20)},{d.rng.randint(120, 980)}")


def _denial_csv(d: Draw) -> str:
    carc, rarc, _ = d.pick(_DENIALS)
    return f"{carc},{rarc},{d.pick(['Q1', 'Q2', 'Q3', 'Q4'])},{d.rng.randint(12, 1900)},{d.rng.randint(2000, 980000)}.{d.digits(2)}"


def _bid_csv(d: Draw) -> str:
    return (f"H{d.rng.randint(1000, 9999)},{d.rng.randint(1, 20):03d},{d.pick(['HMO', 'PPO', 'D-SNP'])},{d.rng.randint(880, 1320)}.{d.digits(2)},"
            f"{d.rng.randint(880, 1420)}.{d.digits(2)},{d.rng.randint(0, 1)}.{d.digits(4)}")


def _vax_json(d: Draw) -> str:
    hour = d.rng.randint(7, 18)
    return f"{{\"hour\": \"{hour:02d}:00\", \"doses\": {d.rng.randint(12, 96)}, \"median_min\": {d.rng.randint(4, 22)}, \"no_shows\": {d.rng.randint(0, 11)}}}"


def _legionella_xml(d: Draw) -> str:
    point, hot = d.pick([("HWR-B", True), ("CR3-L4", False), ("ICE-2W", False), ("CT-1", False), ("HW2-OUT", True)])
    detected = d.rng.random() < 0.2
    return (f"  <Sample point=\"{point}\" tempC=\"{d.rng.randint(50, 60) if hot else d.rng.randint(14, 24)}.{d.digits(1)}\" "
            f"cfuPerL=\"{'20' if detected else '&lt;10'}\" result=\"{'DETECTED' if detected else 'ND'}\"/>")


def _robot_json(d: Draw) -> str:
    return (f"{{\"ts\": \"{_stamp(d).replace(' ', 'T')}\", \"unit\": \"{d.pick(['PR-1', 'PR-2', 'CAB-3'])}\", \"code\": \"E{d.rng.randint(1000, 4999)}\", "
            f"\"ndc\": \"{_ndc(d)}\", \"resolved\": {d.pick(['true', 'true', 'false'])}}}")


def _location_segments(d: Draw) -> str:
    """Three isolation rooms of the location master, each once."""
    rooms: list[str] = []
    while len(rooms) < 3:
        room = f"{d.pick(['2N', '3W', '4E', 'MICU', 'BMT'])}^{d.rng.randint(101, 140)}"
        if room not in rooms:
            rooms.append(room)
    return "\n".join(f"MFE|MUP|{d.digits(6)}||{room}^1^PDRMC\nLOC|{room}^1^PDRMC|{d.pick(['AIIR', 'PE', 'AIIR'])} room|R|PDRMC" for room in rooms)


def _nursecall_xml(d: Draw) -> str:
    return (f"  <Device room=\"{d.pick(['4W', '5E', 'ICU', '3N'])}-{d.rng.randint(101, 148)}\" type=\"{d.pick(['pullcord', 'pillow', 'codeblue', 'assist'])}\" "
            f"result=\"{d.pick(['pass', 'pass', 'pass', 'fail'])}\" consoleSec=\"{d.rng.randint(1, 6)}\"/>")


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME, "pharmacy_own": PHARMACY_NAME,
    "dialysis_own": DIALYSIS_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4], "org_help_email": ORGANISATION_CONTACTS[5],
    "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8],
    "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10], "rx_phone": ORGANISATION_CONTACTS[11],
    "rx_addr": ORGANISATION_CONTACTS[12], "dialysis_phone": ORGANISATION_CONTACTS[13], "dialysis_addr": ORGANISATION_CONTACTS[14],
    "org_tollfree": ORGANISATION_CONTACTS[15], "nurse_line": ORGANISATION_CONTACTS[16], "org_intl_line": ORGANISATION_CONTACTS[17],
    "org_web": ORGANISATION_CONTACTS[18], "edi_email": ORGANISATION_CONTACTS[19], "provider_email": ORGANISATION_CONTACTS[20],
    "facilities_phone": ORGANISATION_CONTACTS[21], "interp_phone": ORGANISATION_CONTACTS[22], "chaplain_phone": ORGANISATION_CONTACTS[23],
    "vaxclinic_phone": ORGANISATION_CONTACTS[24], "ip_email": ORGANISATION_CONTACTS[25], "quality_email": ORGANISATION_CONTACTS[26],
    "parking_phone": ORGANISATION_CONTACTS[27],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    **{role: (lambda names: lambda d: d.pick(list(names)))(names) for role, names in ROLES.items()},
    "bp_teen": lambda d: f"{d.rng.randint(98, 128)}/{d.rng.randint(55, 80)}",
    "pta": lambda d: str(d.rng.randint(35, 75)),
    "epworth": lambda d: str(d.rng.randint(11, 22)),
    "pulse": lambda d: str(d.rng.randint(58, 128)),
    "shuttle_min": lambda d: d.pick(["10", "15", "20"]),
    "ach": lambda d: d.pick(["12", "14", "15"]),
    "chaplain": lambda d: d.pick(list(CHAPLAINS)),
    "dialysis_table": _rows(_dialysis_row, 5, 10), "robot_table": lambda d: "\n".join(sorted(_rows(_robot_row, 4, 40)(d).split("\n"))), "nursecall_table": _rows(_nursecall_row, 5, 24),
    "tube_table": _rows(_tube_row, 5, 22), "parking_table": _rows(_parking_row, 4, 18), "chaplain_table": _rows(_chaplain_row, 5, 4),
    "interp_table": _rows(_interp_row, 5, 6), "linen_table": _rows(_linen_row, 5, 3), "pressure_table": _rows(_pressure_row, 4, 12),
    "legionella_table": _rows(_legionella_row, 4, 14), "price_table": _rows(_price_row, 5, 14), "vax_table": _rows(_vax_row, 5, 11),
    "hcahps_table": _rows(_hcahps_row, 5, 22), "denial_table": _rows(_denial_row, 5, 7), "directory_table": _rows(_directory_row, 3, 12),
    "cred_table": _rows(_cred_row, 5, 12), "ur_table": _rows(_ur_row, 4, 24), "bid_table": _rows(_bid_row, 3, 20), "edi_table": _rows(_edi_row, 5, 12),
    "dialysis_csv": _rows(_dialysis_csv, 4, 3), "tube_csv": _rows(_tube_csv, 5, 3), "hcahps_csv": _rows(_hcahps_csv, 4, 9),
    "denial_csv": _rows(_denial_csv, 4, 13), "bid_csv": _rows(_bid_csv, 3, 9), "vax_json": lambda d: ", ".join(_rows(_vax_json, 3, 17)(d).split("\n")),
    "legionella_xml": _rows(_legionella_xml, 3, 24), "robot_json": lambda d: ", ".join(_rows(_robot_json, 2, 60)(d).split("\n")),
    "location_segments": _location_segments, "nursecall_xml": _rows(_nursecall_xml, 3, 40),
    "ldate_en": _ldate("en"), "ldate_sv": _ldate("sv"), "ldate_da": _ldate("da"), "ldate_fi": _ldate("fi"), "ldate_cs": _ldate("cs"),
    "ldate_es": _ldate("es"), "ldate_nl": _ldate("nl"), "ldate_de": _ldate("de"), "ldate_fr": _ldate("fr"),
    "ndc_dash": _ndc,
    "ceh_ref": lambda d: f"CEH-{d.rng.randint(2025, 2026)}-{d.digits(5)}",
    "ceh_ver": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 30)}",
    "ceh_plan": lambda d: d.pick(["Caprock Gold PPO", "Caprock Silver HMO 2500", "Caprock Medicare Advantage HMO", "Caprock Dual Complete (D-SNP)",
                                  "Caprock Small Group Bronze"]),
    "contract_no": lambda d: f"H{d.rng.randint(1000, 9999)}",
    "work_order": lambda d: f"WO-{d.rng.randint(100000, 899999)}",
    "tube_total": lambda d: f"{d.rng.randint(18, 96):,},{d.digits(3)}",
    "pct_a": lambda d: f"{d.rng.randint(55, 99)}",
    "pct_b": lambda d: f"{d.rng.randint(1, 40)}",
    "lb_total": lambda d: f"{d.rng.randint(18, 44)},{d.digits(3)}",
    "minutes_total": lambda d: f"{d.rng.randint(21, 88)},{d.digits(3)}",
    "pressure_val": lambda d: f"-0.0{d.rng.randint(10, 60)}",
    "temp_c": lambda d: f"{d.rng.randint(50, 61)},{d.digits(1)}",
    "temp_cold": lambda d: f"{d.rng.randint(14, 24)},{d.digits(1)}",
    "doses": lambda d: str(d.rng.randint(180, 1400)),
    "median_min": lambda d: str(d.rng.randint(4, 22)),
    "count_a": lambda d: str(d.rng.randint(10, 480)),
    "count_b": lambda d: str(d.rng.randint(2, 60)),
    "spaces": lambda d: str(d.rng.randint(300, 1200)),
    "hours": lambda d: str(d.rng.randint(2, 48)),
    "price_eur": lambda d: f"{d.rng.randint(3, 60)},{d.pick(['00', '50', '95'])}",
    "kc": lambda d: f"{d.rng.randint(40, 900)} Kč",
    "mxn": lambda d: f"${d.rng.randint(45, 1900)}.00 MXN",
    "star": lambda d: d.pick(["3", "3.5", "4", "4.5"]),
    "bp": lambda d: f"{d.rng.randint(100, 168)}/{d.rng.randint(60, 98)}",
    "d_eight": lambda d: d.date_between(2025, 2026).strftime("%Y%m%d"),
    "clock_hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "room_no": lambda d: f"{d.pick(['2N', '3W', '4E', 'MICU'])}-{d.rng.randint(101, 140)}",
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b38c_dialysis_log", "dialysis_disinfection_log", US,
     "{dialysis_own} - machine disinfection log, {ldate_en}\nMachine | Model / serial | Method | Residual | Time\n{dialysis_table}\n"
     "Water room: total chlorine 0.0{small_digit} ppm after carbon tank 2 (limit 0.1); product water {small_digit}.{small_digit2} uS/cm. Charge nurse {rn}."),
    ("b38c_dialysis_csv", "dialysis_disinfection_log", US,
     "machine,method,contact_min,residual_test,conductivity_uS\n{dialysis_csv}\n# {dialysis_own}, exported {iso_ts}; AAMI/ISO 23500 log, biomed {biomed}"),
    ("b38c_dialysis_de", "dialysis_disinfection_log", ("de_DE", "de_AT"),
     "Desinfektionsprotokoll Dialysegeräte ({ldate_de}): {small} Geräte heißdesinfiziert (85 °C, 30 min), {small_digit} weitere mit Zitronensäure 50 %. "
     "Resttest Peressigsäure negativ; Leitfähigkeit Permeat {small_digit},{small_digit2} µS/cm. Rückfragen an die Medizintechnik über {dialysis_phone}."),
    ("b38c_robot_log", "pharmacy_robot_error_log", US,
     "{pharmacy_own} - dispensing robot exception log ({ldate_en})\n{robot_table}\nUptime 9{small_digit}.{small_digit2}% this week; vendor ticket {work_order}. Pharmacist in charge: {rph}."),
    ("b38c_robot_json", "pharmacy_robot_error_log", US,
     "{\"site\": \"{pharmacy_own}\", \"firmware\": \"{ceh_ver}\", \"events\": [{robot_json}], \"support\": \"{rx_phone}\"}"),
    ("b38c_nursecall_report", "nurse_call_test_report", US,
     "{hospital_own} - quarterly nurse-call system test ({quarter})\n{nursecall_table}\n"
     "Devices tested {count_a}; failures corrected within 24 h. Facilities work order {work_order}, facilities desk {facilities_phone}."),
    ("b38c_nursecall_xml", "nurse_call_test_report", US,
     "<NurseCallTest site=\"PDRMC\" date=\"{eff_iso}\" firmware=\"{ceh_ver}\">\n{nursecall_xml}\n</NurseCallTest>"),
    ("b38c_tube_stats", "pneumatic_tube_statistics", US,
     "Pneumatic tube system - monthly traffic, {ldate_en}\n{tube_table}\nTotal transactions {tube_total}; lost carriers 0; blower B serviced under {work_order}. Facilities {facilities_phone}."),
    ("b38c_tube_csv", "pneumatic_tube_statistics", US,
     "station,sent,received,avg_transit_s,diverts\n{tube_csv}\n# {hospital_own} PTS export {eff_iso}"),
    ("b38c_parking_report", "parking_occupancy_report", US,
     "{hospital_own} parking - weekly occupancy, week {week}\n{parking_table}\n"
     "Shuttle from lot E every {shuttle_min} minutes, 05:30-20:00. Validation at the front desk; parking office {parking_phone}."),
    ("b38c_parking_da", "parking_occupancy_report", ("da_DK",),
     "Parkering uge {week}: P-hus A belagt {pct_a} % i spidsbelastning kl. 10-12, P-plads E {pct_b} % ledig. Ladestandere {small_digit} af 8 i brug. "
     "Opgjort {ldate_da}. Spørgsmål: {parking_phone}."),
    ("b38c_chaplain_schedule", "chaplaincy_schedule", US,
     "Spiritual Care - chaplain schedule, week of {ldate_en}\n{chaplain_table}\n"
     "After hours the operator pages the on-call chaplain. Chapel (level 1) open 24 h. Spiritual care office {chaplain_phone}."),
    ("b38c_chaplain_nl", "chaplaincy_schedule", ("nl_NL", "nl_BE"),
     "Geestelijke verzorging - rooster week {week}: maandag t/m vrijdag {span_hours} aanwezig, buiten kantoortijd via de receptie oproepbaar. "
     "Stiltecentrum op de begane grond, viering zondag {clock}. Contact {chaplain_phone}. Bijgewerkt {ldate_nl}."),
    ("b38c_interp_stats", "interpreter_usage_statistics", US,
     "Interpreter services - usage by language, {quarter}\nLanguage | Minutes | Sessions | Modality\n{interp_table}\n"
     "Total {minutes_total} min; average connect time {small_digit}{small_digit2} s. Request line {interp_phone}."),
    ("b38c_interp_es", "interpreter_usage_statistics", ("es_MX", "es_ES"),
     "Servicios de interpretación, {quarter}: {minutes_total} minutos en total; español {pct_a} %, vietnamita {small_digit} %, lengua de señas {small_digit2} %. "
     "Tiempo medio de conexión {small} segundos. Informe del {ldate_es}. Solicitudes: {interp_phone}."),
    ("b38c_linen_report", "linen_weight_report", US,
     "Linen & laundry - weight report, week {week}\n{linen_table}\n"
     "Week total {lb_total} lb clean delivered; cost per adjusted patient day ${small_digit}.{small_digit2}{small_digit}. Environmental services: {evs_lead}."),
    ("b38c_linen_fi", "linen_weight_report", ("fi_FI",),
     "Pyykkiraportti viikko {week}: likapyykkiä noin {count_a}0 kg, puhdasta toimitettu {pct_a} % tilatusta, uudelleenpesu {small_digit},{small_digit2} %. "
     "Raportti {ldate_fi}. Yhteydet: {facilities_phone}."),
    ("b38c_pressure_log", "isolation_pressure_log", US,
     "Isolation room pressure log - {dos}, {clock}\nRoom | Pressure | ACH | Door | Monitor\n{pressure_table}\n"
     "Checked daily while occupied, weekly when vacant. Deviations to infection prevention {ip_email}."),
    ("b38c_pressure_fr", "isolation_pressure_log", ("fr_FR",),
     "Relevé des chambres d'isolement du {ldate_fr} : chambre {room_no} en dépression {pressure_val} in. w.c., {ach} renouvellements d'air par heure, porte fermée. "
     "Alarme testée à {clock}. Équipe d'hygiène : {ip_email}."),
    ("b38c_legionella_log", "legionella_water_testing_log", US,
     "Water management program - Legionella sampling, {quarter}\nSample point | Temp | Disinfectant | Culture | Result\n{legionella_table}\n"
     "Lab: accredited (ELITE). Next round {dos}. Water management team chair {ip_lead}; questions {ip_email}."),
    ("b38c_legionella_cs", "legionella_water_testing_log", ("cs_CZ",),
     "Kontrola teplé vody na legionely ({ldate_cs}): odběrové místo výstup ohřívače HW-2, teplota {temp_c} °C, kultivace < 10 KTJ/l, negativní. "
     "Studená voda stoupačka 3: {temp_cold} °C. Další odběr {ldate_cs2}. Kontakt: {ip_email}."),
    ("b38c_legionella_xml", "legionella_water_testing_log", US,
     "<WaterSampling program=\"PDRMC-WMP\" round=\"{quarter}\" collected=\"{eff_iso}\">\n{legionella_xml}\n</WaterSampling>"),
    ("b38c_price_list", "retail_pharmacy_price_list", US,
     "{pharmacy_own} - cash price list (no insurance), effective {ldate_en}\n{price_table}\n"
     "Prices for the pack listed; ask about 90-day supplies. Plan members: RxBIN {org_rxbin}, PCN {org_rxpcn}, group {org_rxgrp}. {rx_addr}, {rx_phone}."),
    ("b38c_price_es", "retail_pharmacy_price_list", ("es_MX",),
     "Lista de precios al contado ({ldate_es}): atorvastatina 20 mg, 90 tabletas, NDC {ndc_dash}, {mxn}; metformina 500 mg, 180 tabletas, {mxn2}. "
     "Precios sujetos a cambio. {pharmacy_own}, {rx_phone}."),
    ("b38c_vax_dashboard", "vaccine_clinic_dashboard", US,
     "Employee & community vaccine clinic - throughput, {ldate_en}\nHour | Doses | Door-to-needle | Stations | No-shows\n{vax_table}\n"
     "Day total {doses} doses (influenza, current-season COVID-19, Tdap). Clinic line {vaxclinic_phone}."),
    ("b38c_vax_sv", "vaccine_clinic_dashboard", ("sv_SE",),
     "Vaccinationsmottagningen {ldate_sv}: {doses} doser totalt, mediantid från incheckning till vaccination {median_min} minuter, {small_digit} stationer öppna. "
     "Drop-in även {ldate_sv2}. Frågor: {vaxclinic_phone}."),
    ("b38c_vax_json", "vaccine_clinic_dashboard", US,
     "{\"clinic\": \"employee-vaccine\", \"date\": \"{eff_iso}\", \"hours\": [{vax_json}], \"lot_flu\": \"{lot}\", \"phone\": \"{vaxclinic_phone}\"}"),
    ("b38c_hcahps", "hcahps_aggregate", US,
     "HCAHPS results, {hospital_own}, discharges {quarter} (patient-mix adjusted)\n{hcahps_table}\n"
     "Response rate {pct_b}%; star rating {star}. Vendor file {ceh_ref}. Quality department {quality_email}."),
    ("b38c_hcahps_csv", "hcahps_aggregate", US,
     "measure_id,top_box_pct,middle_pct,bottom_pct,completed_surveys\n{hcahps_csv}\n# {quarter} aggregate, CCN 45{four_digits}"),
    ("b38c_denial_trend", "denial_trend_report", US,
     "Denial trends by CARC/RARC - {org}, {quarter}\nCARC / RARC | Reason | Lines | Amount | Trend\n{denial_table}\n"
     "Top fix: attach the authorization number in REF*G1. Provider relations {provider_email}."),
    ("b38c_denial_csv", "denial_trend_report", US,
     "carc,rarc,quarter,lines,amount_usd\n{denial_csv}\n# payer {payer_id}, generated {iso_ts}"),
    ("b38c_directory_audit", "provider_directory_audit", US,
     "Provider directory accuracy audit - {quarter} (secret-shopper calls and roster match)\n{directory_table}\n"
     "Accuracy {pct_a}%. Corrections published within 2 business days; provider relations {provider_email}."),
    ("b38c_directory_json", "provider_directory_audit", US,
     "{\"audit\": \"{ceh_ref}\", \"practitioner\": {\"npi\": \"{own_npi}\", \"location\": \"{clinic_addr}\", \"phone\": \"{clinic_phone}\"}, "
     "\"checks\": {\"phone\": \"verified\", \"address\": \"verified\", \"accepting\": ((true||false))}, \"audited\": \"{eff_iso}\"}"),
    ("b38c_cred_counts", "credentialing_committee_counts", US,
     "Credentialing committee - {ldate_en}, quorum present\n{cred_table}\n"
     "Chair: {own_doc}. Files are reviewed by number; no practitioner data in these minutes. Next meeting in {small_digit} weeks."),
    ("b38c_cred_memo", "credentialing_committee_counts", US,
     "MEMO - Credentialing volume, {year} year to date: {count_a} initial files, {small_count} recredentialing files, {small_digit} adverse actions reported to the NPDB, "
     "median {small} days from clean file to decision. Delegated groups audited: {small_digit2}. Questions to {provider_email}."),
    ("b38c_ur_notice", "ur_criteria_notice", US,
     "{org} - utilization review criteria versions in use from {ldate_en}\n{ur_table}\n"
     "Criteria are available to providers on request at {provider_email} or {org_fax}. Payer ID {payer_id}."),
    ("b38c_ur_letter", "ur_criteria_notice", US,
     "Dear Provider,\n{org} will move to InterQual {year} on {ldate_en}. Requests received before that date are reviewed under the prior edition. "
     "Custom criteria for ((cardiac rehabilitation||home infusion||sleep studies)) are unchanged (policy CEH-UM-{hundreds}). Provider services {org_phone}."),
    ("b38c_bid_summary", "ma_bid_summary", US,
     "{org} - {year_next} Medicare Advantage bid summary (internal)\n{bid_table}\n"
     "Bids submitted in HPMS by the first Monday in June; actuarial certification on file. Prepared by the plan actuary's office."),
    ("b38c_bid_csv", "ma_bid_summary", US,
     "contract,pbp,type,bid_pmpm,benchmark_pmpm,risk_score\n{bid_csv}\n# {org}, bid year {year_next}, EIN {org_ein}"),
    ("b38c_edi_guide", "edi_companion_guide", US,
     "{org} 837P companion guide v{ceh_ver} (excerpt)\n{edi_table}\n"
     "Test files to {edi_email}; production after 25 clean test claims. Payer ID {payer_id}."),
    ("b38c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*TCFCLINIC      *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*TCFCLINIC*{d_eight}*{clock_hhmm}*{four_digits}*X*005010X231A1~\n"
     "ST*999*0001*005010X231A1~\nAK1*HC*{four_digits}*005010X222A1~\nAK2*837*{fivedig}~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*0001~"),
    ("b38c_hl7_locations", "hl7_export", US,
     "MSH|^~\\&|BEDMGMT|PDRMC|EHR|PDRMC|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master||UPD|||AL\n{location_segments}"),
    ("b38c_notice_cs", "notice_other_locale", ("cs_CZ",),
     "Oznámení: od {ldate_cs} je lékárna {pharmacy_own} otevřena {span_hours}. Ceník volně prodejných léčiv platný od téhož dne, např. paracetamol 500 mg 20 tbl. {kc}. "
     "Informace: {org_web}."),
    ("b38c_notice_sv", "notice_other_locale", ("sv_SE",),
     "Tolkservice: från och med {ldate_sv} finns videotolk på {small} språk dygnet runt, telefontolk inom {small_digit} minuter. "
     "Beställning via {interp_phone}. Statistik för {quarter}: {minutes_total} minuter."),
    ("b38c_notice_da", "notice_other_locale", ("da_DK",),
     "Meddelelse fra hospitalspræsterne: andagt i kapellet hver søndag kl. {clock}, samtaler efter aftale {span_hours}. "
     "Ændret program fra {ldate_da}. Kontakt: {chaplain_phone}."),
    ("b38c_notice_fi", "notice_other_locale", ("fi_FI",),
     "Tiedote: pysäköintitalo A:n kerros {small_digit} suljetaan huoltotöiden vuoksi {ldate_fi} alkaen. Vuoropysäköinti P-alueella E, {spaces} paikkaa. "
     "Lisätietoja {parking_phone}."),
    ("b38c_notice_nl", "notice_other_locale", ("nl_NL", "nl_BE"),
     "Mededeling: bij de legionellacontrole van {ldate_nl} waren alle {small_digit} monsterpunten negatief (< 10 kve/l). "
     "Warmwatertemperatuur op de retour {temp_c} °C. Vragen: {ip_email}."),
    ("b38c_notice_de", "notice_other_locale", ("de_DE", "de_CH"),
     "Aushang Patientenbefragung {quarter}: {pct_a} % würden das Haus weiterempfehlen, Sauberkeit der Zimmer {pct_a2} % Bestnote, Ruhe in der Nacht {pct_b} %. "
     "Stand {ldate_de}. Rückmeldungen an {quality_email}."),
    ("b38c_notice_fr", "notice_other_locale", ("fr_FR", "fr_CA"),
     "Centre de vaccination : ouvert du lundi au vendredi {span_hours} à partir du {ldate_fr}. Hier, {doses} doses administrées, attente médiane {median_min} minutes. "
     "Renseignements : {vaxclinic_phone}."),
    ("b38c_notice_es", "notice_other_locale", ("es_MX", "es_ES"),
     "Aviso a proveedores ({ldate_es}): el código CO-197 con RARC N54 indica que falta la autorización previa; reenvíe la reclamación con el número de autorización. "
     "Identificador del pagador {payer_id}. Dudas: {provider_email}."),
]

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b38_pa_request", "prior_authorization_request", US,
     "{org_upper} - PRIOR AUTHORIZATION REQUEST (fax to {org_fax})\nMember name: {last}, {first}\nMember ID: [[member_id:member_v38]]    DOB: [[date_of_birth:dob_v38]]\n"
     "Member phone: [[phone:phone_us_v38]]\nClinic chart #: [[record_number:mrn_v38]]\nService: CPT {cpt}, dx {icd}, ((outpatient||office||ambulatory surgery center))\n"
     "Requesting provider: {own_doc}, NPI {own_npi}, {clinic_phone}    Urgent: ((yes||no))"),
    ("b38_pa_medicare", "prior_authorization_request", US,
     "MEDICARE ADVANTAGE - PRE-SERVICE ORGANIZATION DETERMINATION\nEnrollee: {first} {last}\nMBI: [[member_id:mbi_v38]]\nDate of birth: [[date_of_birth:dob_v38]]\n"
     "Mailing address: [[address:addr_us_v38]]\nItem requested: ((HCPCS E0601 CPAP device||HCPCS K0823 power wheelchair||CPT 27447 total knee arthroplasty)); expedited ((Y||N))\n"
     "Submitted by {coordinator}, {clinic}"),
    ("b38_appeal_letter", "member_appeal_letter", US,
     "{first} {last}\n[[address:addr_us_v38]]\n\n{date_letter}\n\n{org}\nAppeals Unit\n{org_claims_addr}\n\nRe: member ID [[member_id:member_v38]], claim denied with CARC {carc}\n\n"
     "I am appealing the denial of my ((MRI||physical therapy||insulin pump supplies)). My doctor sent the notes twice. Please call me at [[phone:phone_v38]] "
     "or write to [[email:email_v38]] if you need anything else.\n\nSincerely,\n{first} {last}"),
    ("b38_appeal_widow", "member_appeal_letter", US,
     "{date_letter}\n\nTo the Appeals Unit, {org}:\n\nMy ((husband||wife||partner)) {first2} {last} (member [[member_id:member_v38]]) died on [[date_of_death:dod_v38]] at {hospital_own}. "
     "You denied the ambulance transfer that took him there. I ask you to reconsider; the ER doctor's note is attached. If you reverse it, please refund the ${money_s} "
     "I paid to our checking account, [[bank_account:acct_us_v38]]. My address is still [[address:addr_us_v38]].\n\n{first} {last}"),
    ("b38_er_discharge_es", "er_discharge_instructions", ("es_MX",),
     "{hospital_own} - INSTRUCCIONES DE ALTA DE URGENCIAS\nPaciente: {first} {last}    Expediente: [[record_number:mrn_v38]]\nDiagnóstico: ((esguince de tobillo||gastroenteritis||crisis asmática))\n"
     "Cita de seguimiento con {clinic} en 3-5 días; le llamaremos al [[phone:phone_us_v38]]. Resultados pendientes se enviarán a [[email:email_v38]].\n"
     "Asistencia financiera: solicitud con ITIN [[national_id:itin_v38]] recibida {dos}."),
    ("b38_er_mvc", "er_discharge_instructions", US,
     "EMERGENCY DEPARTMENT DISCHARGE - {hospital_own}\nPatient: {first} {last}, [[age_over_89:age_v38]]    MRN [[record_number:mrn_v38]]\n"
     "Seen after a single-vehicle collision on ((I-27||US-287||FM 1541)). CT head negative; rib contusions. No driving for 1 week.\n"
     "Your car, plate [[vehicle_id:plate_v38]], was towed to ((Randall County impound||the tow yard on Amarillo Blvd)).\n"
     "Follow-up phone on file: [[phone:phone_us_v38]]. Return for shortness of breath. Nurse line {nurse_line}."),
    ("b38_run_sheet", "ambulance_run_sheet", US,
     "PATIENT CARE REPORT - Medic {small}\nDispatched {clock} to [[address:addr_us_v38]] for ((MVC rollover||fall from ladder||chest pain))\n"
     "Pt: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v38]]   Sex ((M||F))\nVehicle involved: [[vehicle_id:vehicle_v38]]\n"
     "Vitals: BP {bp}, HR {pulse}, RR 18, SpO2 9{small_digit}%. Transported to {hospital_own}. Spouse's cell [[phone:phone_us_v38]]"),
    ("b38_run_sheet_doa", "ambulance_run_sheet", US,
     "EMS RUN SHEET - no transport\nLocation: [[address:addr_us_v38]] (ranch house, gate code given by dispatch)\nPatient {first} {last}, [[age_over_89:age_v38]], found unresponsive by a neighbor.\n"
     "Obvious signs of death; medical control contacted at {clock}. Pronounced dead [[date_of_death:dod_v38]] by JP ((Precinct 1||Precinct 3)). DNR present."),
    ("b38_lab_req", "lab_requisition", US,
     "OUTPATIENT LAB REQUISITION - {hospital_own} lab\nPatient: {last}, {first}    DOB [[date_of_birth:dob_v38]]    Chart [[record_number:mrn_v38]]\n"
     "Insurance: {org}, ID [[member_id:member_v38]]\nPatient address (for results by mail): [[address:addr_us_v38]]\n"
     "Tests: ((CMP, CBC, HbA1c||lipid panel, TSH||PT/INR, BMP)); fasting ((yes||no)). Ordering: {own_doc}, NPI {own_npi}. Dx {icd}"),
    ("b38_lab_req_cs", "lab_requisition", ("cs_CZ",),
     "ŽÁDANKA O VYŠETŘENÍ BIOLOGICKÉHO MATERIÁLU\nPříjmení a jméno: {last} {first}\nRodné číslo: [[national_id:rc_v38]]\nDatum narození: [[date_of_birth:dob_v38]]\n"
     "Pojišťovna: ((111||201||205||211))\nBydliště: [[address:addr_v38]]\nTelefon: [[phone:phone_v38]]\nVyšetření: ((KO, CRP||glykémie, HbA1c||TSH, fT4)) - odběr {ddmmyyyy}"),
    ("b38_counsel_note", "pharmacist_counselling_note", US,
     "{pharmacy_own} - counseling note {dos} {clock}\nPatient {first} {last}, DOB [[date_of_birth:dob_v38]], picked up ((apixaban 5 mg||new insulin pen||amoxicillin suspension for her son)).\n"
     "Counseled on dosing and bleeding signs; patient repeated back. Copay charged to [[card:card_v38]]. Call-back number [[phone:phone_us_v38]] for the refill reminder.\nRPh: {rph}"),
    ("b38_counsel_chat", "pharmacist_counselling_note", US,
     "[Pharmacy chat {clock}] {first}: hi, can I still take ibuprofen with my new blood thinner?\n[Pharmacist] Better not - use acetaminophen. Which member ID is this for?\n"
     "[{first}] [[member_id:member_v38]]\n[{first}] and please send the receipt to [[email:email_v38]], I paid with [[card:card_v38]]\n[Pharmacist] Done. Anything else?"),
    ("b38_poa_form", "healthcare_poa_form", US,
     "MEDICAL POWER OF ATTORNEY (Texas Health and Safety Code, ch. 166)\nI, {first} {last}, born [[date_of_birth:dob_v38]], of [[address:addr_us_v38]], appoint:\n"
     "Agent: {first2} {last2}, ((spouse||adult child||sibling||friend)), phone [[phone:phone_us_v38]]\nPrincipal identified by the notary by [[national_id:id_doc_v38]]\n"
     "Signed {date_letter} before two witnesses."),
    ("b38_poa_elder", "healthcare_poa_form", US,
     "DURABLE HEALTH CARE POWER OF ATTORNEY - New Mexico Uniform Health-Care Decisions Act\nPrincipal: {first} {last}, [[age_over_89:age_v38]]\nSocial Security No.: [[ssn:ssn_v38]]\n"
     "Residence: [[address:addr_us_v38]]\nAgent: {first2} {last2}. If my agent is unavailable: my ((pastor||grandson||neighbor)).\nI ((do||do not)) want artificial nutrition."),
    ("b38_sports_physical", "school_sports_physical", US,
     "PREPARTICIPATION PHYSICAL EVALUATION - ((Canyon ISD||Dumas ISD||Clovis Municipal Schools))\nStudent: {first} {last}   Sport: ((football||volleyball||cross country||rodeo))\n"
     "DOB [[date_of_birth:dob_student_v38]]   Insurance ID [[member_id:member_v38]]\nParent/guardian: {first2} {last}, cell [[phone:phone_us_v38]], email [[email:email_parent_v38]]\n"
     "BP {bp_teen}; vision 20/((15||20||25||30||40)); cleared ((without restriction||after cardiology review)). Examiner: {own_doc}"),
    ("b38_daycare_allergy", "daycare_allergy_action_plan", ("en_US", "es_MX"),
     "FOOD ALLERGY ACTION PLAN / PLAN DE ACCIÓN PARA ALERGIAS - ((Little Mesquite Learning Center||Prairie Pups Daycare))\nChild / Niño(a): {first} {last}   DOB: [[date_of_birth:dob_child_v38]]\n"
     "Allergy: ((peanut||tree nuts||egg||milk)); EpiPen Jr in the office. Parent: {first2} {last}, [[phone:phone_us_v38]], [[email:email_parent_v38]]\n"
     "Authorized pick-up vehicle: [[vehicle_id:plate_v38]]\nForm signed online {iso_ts} from [[ip_address:ip_v38]]"),
    ("b38_sleep_referral", "sleep_study_referral", US,
     "REFERRAL - POLYSOMNOGRAPHY (in-lab)\nPatient: {first} {last}   DOB [[date_of_birth:dob_v38]]   Plan ID [[member_id:member_v38]]\n"
     "Occupation: commercial driver, [[national_id:dl_v38]]; DOT card expires in {small_digit} months.\nEpworth {epworth}, STOP-BANG ((5||6||7)); neck 4{small_digit} cm.\n"
     "Best number: [[phone:phone_us_v38]]. Referring: {own_doc}, {clinic}"),
    ("b38_audiology_sv", "audiology_report", ("sv_SE",),
     "Hörselundersökning - utlåtande\nPatient: {first} {last}, [[age_over_89:age_v38]]\nPersonnummer: [[national_id:pnr_v38]]\n"
     "Tonaudiometri: bilateral sensorineural hörselnedsättning, PTA höger {pta} dB, vänster {pta2} dB. Taluppfattning {pct_a} %.\n"
     "Hörapparater utprovade; egenavgift betald med kort [[card:card_v38]]."),
    ("b38_optometry_rx", "optometry_prescription", US,
     "SPECTACLE PRESCRIPTION - {clinic} optometry\nPatient: {first} {last}   DOB [[date_of_birth:dob_v38]]\nAddress: [[address:addr_us_v38]]\n"
     "OD -{small_digit}.25 -0.75 x 0{small}   OS -{small_digit}.50 -0.50 x 1{small}   ADD +2.00   PD 6{small_digit}\nExam fee paid: [[card:card_v38]]\n"
     "Your Rx in the member portal: [[url:url_rx_v38]]"),
    ("b38_preop", "preop_checklist", US,
     "PRE-OP CHECKLIST - same-day surgery\nPatient {first} {last}   MRN [[record_number:mrn_v38]]   DOB [[date_of_birth:dob_v38]]\nNPO since {clock_a} ((yes||yes||no - anesthesia notified)); consent signed; site marked.\n"
     "Responsible adult driving home: {first2} {last2}, phone [[phone:phone_us_v38]], vehicle [[vehicle_id:plate_v38]] in the surgery lot\nRN: {rn}"),
    ("b38_telehealth", "telehealth_transcript", US,
     "[Video visit - {clock}] Dr.: Hi, can you confirm your date of birth?\n{first}: [[date_of_birth:dob_v38]]\nDr.: And where are you right now, in case we need to send help?\n"
     "{first}: at home, [[address:addr_us_v38]]\n[system] participant joined from [[ip_address:ip_v38]] via [[url:url_v38]]\nDr.: Great, let's look at that rash."),
    ("b38_telehealth_nordic", "telehealth_transcript", ("sv_SE", "da_DK", "fi_FI"),
     "[Video visit, travel assistance - {clock}] Nurse: For the file, your national ID number from home?\n{first}: [[national_id:natid_v38]]\n"
     "Nurse: And a local number if the video drops?\n{first}: [[phone:phone_v38]]\n[system] {first} connected from [[ip_address:ip_v38]], room [[url:url_v38]]\n"
     "Nurse: Thank you. Describe the pain for me."),
    ("b38_letter_sv", "patient_letter_nordic", ("sv_SE",),
     "Kallelse och återbetalning\n\n{first} {last}\n[[address:addr_v38]]\n\nPersonnummer: [[national_id:pnr_v38]]\n\n"
     "Du är välkommen till mottagningen {ldate_sv} kl. {clock}. Vi har felaktigt debiterat dig {count_b}0 kr; beloppet betalas till ditt konto [[bank_account:iban_v38]]. "
     "Vi skickar en påminnelse per sms till [[phone:phone_v38]]."),
    ("b38_letter_da", "patient_letter_nordic", ("da_DK",),
     "Kære {first} {last}\n\nTak for din henvendelse. Vi har registreret følgende oplysninger:\nCPR-nr.: [[national_id:cpr_v38]]\nAdresse: [[address:addr_v38]]\n"
     "E-mail: [[email:email_v38]]\nUdbetaling af refusion til konto: [[bank_account:iban_v38]]\n\nMed venlig hilsen\nPatientkontoret"),
    ("b38_letter_fi", "patient_letter_nordic", ("fi_FI",),
     "Hyvä {first2} {last},\n\nosanottomme läheisenne {first} {last} (henkilötunnus [[national_id:hetu_v38]]) kuoleman johdosta [[date_of_death:dod_v38]]. "
     "Hoitomaksujen palautus maksetaan kuolinpesän tilille [[bank_account:iban_v38]]. Lasku lähetetään osoitteeseen [[address:addr_v38]].\n\nYstävällisin terveisin, potilastoimisto"),
    ("b38_letter_cs", "patient_letter_czech", ("cs_CZ",),
     "Vážená paní / vážený pane {last},\n\nk vaší žádosti o vrácení přeplatku: pacient(ka) {first} {last}, nar. [[date_of_birth:dob_v38]], r. č. [[national_id:rc_v38]]. "
     "Částku {kc} poukážeme na účet [[bank_account:iban_v38]]. V případě dotazů vás budeme kontaktovat na čísle [[phone:phone_v38]].\n\nS pozdravem, účtárna"),
    ("b38_ccda", "ccda_export", US,
     "<recordTarget><patientRole><id root=\"2.16.840.1.113883.19.5.{small_digit}\" extension=\"[[record_number:mrn_v38]]\"/>"
     "<id root=\"2.16.840.1.113883.4.1\" extension=\"[[ssn:ssn_plain]]\"/><addr use=\"HP\"><streetAddressLine>[[address:addr_line_v38]]</streetAddressLine></addr>"
     "<telecom use=\"HP\" value=\"tel:[[phone:phone_tel_v38]]\"/><patient><name><given>{first}</given><family>{last}</family></name>"
     "<birthTime value=\"[[date_of_birth:dob_ts_v38]]\"/><sdtc:deceasedInd value=\"true\"/><sdtc:deceasedTime value=\"[[date_of_death:dod_ts_v38]]\"/></patient></patientRole></recordTarget>"),
    ("b38_hl7_siu", "hl7_export", US,
     "MSH|^~\\&|SCHED|TCFC|EHR|PDRMC|{hl7_ts}||SIU^S12|{ctrl}|P|2.5.1\nSCH|{fivedig}|{fivedig2}|||||((FOLLOWUP||NEW))|((OFFICE||SLEEP))|30|MIN\n"
     "PID|1||[[record_number:mrn_v38]]^^^TCFC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_ts_v38]]|((F||M))|||[[address:addr_xad_v38]]||[[phone:phone_field_v38]]||||||[[ssn:ssn_hl7]]\n"
     "AIP|1||{own_npi}^^^^^^^^NPI"),
    ("b38_claim_csv", "claim_line_csv", US,
     "claim_id,line,member_id,subscriber_ssn,patient_dob,cpt,units,billed,rendering_npi\n{ctrl},1,[[member_id:member_v38]],[[ssn:ssn_v38]],[[date_of_birth:dob_iso_v38]],{cpt},1,{fee},{own_npi}\n"
     "{ctrl2},1,[[member_id:member_v38]],[[ssn:ssn_v38]],[[date_of_birth:dob_export]],{cpt2},{small_digit},{fee2},{own_npi}"),
    ("b38_member_json", "member_api_json", US,
     "{\"memberId\": \"[[member_id:member_v38]]\", \"plan\": \"{ceh_plan}\", \"contact\": {\"email\": \"[[email:email_v38]]\", \"mobile\": \"[[phone:phone_us_v38]]\"}, "
     "\"lastLogin\": {\"at\": \"{iso_ts}\", \"ip\": \"[[ip_address:ip_v38]]\"}, \"lastVisitLink\": \"[[url:url_v38]]\", \"payerId\": \"{payer_id}\"}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind38", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
