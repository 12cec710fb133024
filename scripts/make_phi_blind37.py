"""A thirty-seventh blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind37.py [--seed 39391] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind35.py,
seeds 4141 to 37371) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-sixth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b37_" or "b37c_"). Identifier-free genres: cafeteria nutrition labels, star-rating summaries, quality-measure
specifications (age bands, value-set codes), ICD-10 crosswalks, drug-interaction tables, MRI-conditional implant lists
(model numbers), radiology protocol books (kV, mAs, slice thickness), sleep-lab equipment inventories (device serial
numbers), P&T committee minutes, grant budget justifications, clinical-trial protocol synopses (NCT numbers, visit
windows), premium rate filings (PMPM, age-band factors), RVU tables, fleet-maintenance logs of the plan's vans (unit
numbers, odometers), software dependency changelogs (semver, commit hashes), firewall change tickets (the IPv6
documentation prefix only: the IPv4 documentation ranges count as private to `ipaddress`), courier route schedules,
signage in other locales (de, fr, nl, fi, sv, da, en_IE, en_AU, en_NZ, en_IN) and CSV, JSON, XML, HL7 and X12 exports
of non-personal data (supply orders, rate tables, code lists). Carrying genres: animal-bite reports, police and Garda
collision reports (injury sections), student-athlete concussion clearances, hospice and palliative intake sheets,
genetic-counselling letters, crowdfunding campaign pages, employee-assistance referrals, travel-vaccination
certificates, subrogation and recovery letters, witness statements, hospital lost-property slips, family group chats
about a patient, portal password-reset e-mails, guardianship petitions, immigration medical exam forms, plus a FHIR
Bundle, a CSV, an HL7 ORU and an X12 834.

About half the identifier values come from this module's own printings (the `*_v37` slots): Irish PPSN, Australian
TFN and Medicare number, New Zealand NHI, Indian Aadhaar (Verhoeff) and PAN, South African ID, Canadian SIN and
Ontario/BC/Quebec health numbers with valid checks where they have one; Irish, Maltese and Luxembourg IBANs with
computed check digits, Australian BSB and account, New Zealand bank accounts (modulus 11), Indian accounts with IFSC;
Mastercard 2-series and UnionPay card printings with Luhn; dates in Irish, Australian, New Zealand and Indian orders,
Irish-language and Nordic month names; Irish (Eircode), Australian, New Zealand, Indian (PIN), Canadian and Delaware
address layouts; IE/AU/NZ/IN/US phone numbering plans in their national printings, mobile and landline.

MAC addresses appear in no text; no identifier-free text holds an IPv4 address (only the firewall tickets' IPv6
documentation prefix 2001:db8::/32). An identifier-free text quotes only this set's own organisations' contacts
(ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, its
providers' NPIs, its EIN); the people it names are the organisations' own staff, never a patient or member, and the
ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import string
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
    import make_phi_blind35 as blind35
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind35 as blind35

Draw = blind.Draw

SEED = 39391
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Nanticoke Shoals Health Plan"
HOSPITAL_NAME = "Cape Henlopen Regional Medical Center"
CLINIC_NAME = "Broadkill Marsh Family Practice"
PHARMACY_NAME = "Prime Hook Pharmacy"
SLEEP_LAB = "Rehoboth Dunes Sleep Center"
ORG_DOMAIN = "nanticokeshoals.org"
ORGANISATION_CONTACTS = [
    "302-555-0141",                                                 # 0 plan member services
    "302-555-0142",                                                 # 1 plan fax
    "Claims Department, PO Box 7716, Dover, DE 19903",              # 2 plan claims address
    "410 Silver Lake Commons, Suite 200, Dover, DE 19904",          # 3 plan office
    "appeals@nanticokeshoals.org",                                  # 4
    "members@nanticokeshoals.org",                                  # 5
    "302-555-0143",                                                 # 6 clinic
    "302-555-0144",                                                 # 7 clinic fax
    "27 Wagamons Pond Road, Milton, DE 19968",                      # 8 clinic address
    "302-555-0145",                                                 # 9 hospital switchboard
    "1800 Savannah Landing Road, Lewes, DE 19958",                  # 10 hospital address
    "302-555-0146",                                                 # 11 pharmacy
    "9 Cave Neck Plaza, Milton, DE 19968",                          # 12 pharmacy address
    "302-555-0147",                                                 # 13 sleep center
    "1-877-555-0139",                                               # 14 toll-free member line
    "1-877-555-0138",                                               # 15 toll-free nurse line
    "+1 302-555-0141",                                              # 16 member line from abroad
    "https://www.nanticokeshoals.org",                              # 17
    "research@nanticokeshoals.org",                                 # 18
    "pharmacy.committee@nanticokeshoals.org",                       # 19
    "302-555-0148",                                                 # 20 fleet and courier dispatch
    "servicedesk@nanticokeshoals.org",                              # 21 IT service desk
    "302-555-0149",                                                 # 22 radiology scheduling
    "+61 3 7010 5528",                                              # 23 overseas assistance partner, Melbourne
    "travel@nanticokeshoals.org",                                   # 24 travel-cover desk
    "edi@nanticokeshoals.org",                                      # 25
]
ORG_PAYER_ID = "NSH41"
ORG_RXBIN = "019427"
ORG_RXPCN = "NSHRX"
ORG_RXGRP = "NSH2208"
ORG_EIN = "51-0486217"
ORG_NPIS = (blind5._npi_of("148203957"), blind5._npi_of("172094638"), blind5._npi_of("115873024"))  # noqa: SLF001
STAFF = ("Dr. Marisol Quarshie-Lindgren", "Dr. Tobias Achterberg", "Henrike Olawale, RN", "Anselm Pereira-Whitcombe, PharmD",
         "Dr. Sunniva Ekwueme", "Callum Trevethan, RRT", "Dr. Zofia Marangoni")
CPT_RVU = (("99213", "1.30", "1.00", "0.10"), ("99214", "1.92", "1.40", "0.13"), ("99215", "2.80", "1.96", "0.19"),
           ("95810", "2.50", "13.70", "0.14"), ("95811", "2.60", "14.42", "0.15"), ("70553", "2.29", "8.71", "0.14"),
           ("71250", "1.16", "3.22", "0.07"), ("93000", "0.17", "0.27", "0.01"), ("96375", "0.10", "0.54", "0.01"),
           ("20610", "0.79", "0.98", "0.09"), ("G0439", "1.92", "1.37", "0.12"), ("97110", "0.45", "0.38", "0.02"))

MONTHS = blind.MONTHS
ABBR = blind.ABBR
MONTHS_GA = ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa", "Meán Fómhair",
             "Deireadh Fómhair", "Samhain", "Nollaig"]
MONTHS_SV = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]
MONTHS_DA = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"]
MONTHS_NB = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"]
MONTHS_FI = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
             "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"]


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return draw.cache.get("locale", "en_US")


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _ordinal(day: int) -> str:
    return f"{day}{'th' if 11 <= day % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def _nice_digits(draw: Draw, count: int) -> str:
    """Digits of a subscriber number: first digit 2-9, never the 555 of fiction."""
    out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
    return out.replace("555", "556")


def phone_v37(draw: Draw) -> str:
    """A person's mobile or landline in the numbering plan of the text's locale (IE, AU, NZ, IN, else US/CA), printed
    as people there write it."""
    loc = _loc(draw)
    if loc == "en_IE":
        if draw.rng.random() < 0.6:
            prefix, rest = draw.pick(["83", "85", "86", "87", "89"]), _nice_digits(draw, 7)
            return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"0{prefix}{rest}", f"+353 {prefix} {rest[:3]} {rest[3:]}",
                              f"+353 (0){prefix} {rest[:3]} {rest[3:]}", f"0{prefix}-{rest}"])
        area, rest = draw.pick([("1", 7), ("21", 7), ("91", 6), ("61", 6), ("51", 6), ("66", 7)])
        number = _nice_digits(draw, rest)
        split = 3 if rest == 7 else 2
        return draw.pick([f"(0{area}) {number[:split]} {number[split:]}", f"0{area} {number[:split]} {number[split:]}",
                          f"+353 {area} {number[:split]} {number[split:]}"])
    if loc == "en_AU":
        if draw.rng.random() < 0.6:
            rest = draw.pick(["0", "1", "2", "3", "5", "6"]) + draw.digits(7)
            return draw.pick([f"04{rest[:2]} {rest[2:5]} {rest[5:]}", f"04{rest}", f"+61 4{rest[:2]} {rest[2:5]} {rest[5:]}",
                              f"04{rest[:2]}-{rest[2:5]}-{rest[5:]}", f"+614{rest}"])
        area, first = draw.pick([("2", "9"), ("2", "8"), ("3", "9"), ("3", "8"), ("7", "3"), ("8", "9"), ("8", "8")])
        number = first + draw.digits(7)
        return draw.pick([f"(0{area}) {number[:4]} {number[4:]}", f"0{area} {number[:4]} {number[4:]}",
                          f"+61 {area} {number[:4]} {number[4:]}", f"0{area}{number}"])
    if loc == "en_NZ":
        if draw.rng.random() < 0.6:
            prefix = draw.pick(["21", "22", "27"])
            rest = _nice_digits(draw, 7)
            return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+64 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}{rest}",
                              f"0{prefix}-{rest[:3]}-{rest[3:]}"])
        area = draw.pick(["9", "4", "3", "7", "6"])
        number = draw.pick(list({"9": "3458", "4": "3489", "3": "349", "7": "8", "6": "3"}[area])) + draw.digits(6)
        return draw.pick([f"(0{area}) {number[:3]} {number[3:]}", f"0{area}-{number[:3]} {number[3:]}", f"+64 {area} {number[:3]} {number[3:]}"])
    if loc == "en_IN":
        if draw.rng.random() < 0.65:
            number = str(draw.rng.randint(7, 9)) + draw.digits(9)
            return draw.pick([f"{number[:5]} {number[5:]}", f"+91 {number[:5]} {number[5:]}", f"+91-{number}", f"0{number}",
                              f"+91 {number}", number])
        std, length = draw.pick([("80", 8), ("11", 8), ("22", 8), ("40", 8), ("44", 8), ("33", 8), ("20", 8)])
        number = str(draw.rng.randint(2, 6)) + draw.digits(length - 1)
        return draw.pick([f"0{std}-{number[:4]} {number[4:]}", f"0{std} {number}", f"+91 {std} {number[:4]} {number[4:]}",
                          f"(0{std}) {number}"])
    area = draw.pick(["302", "302", "302", "410", "443", "267", "609"]) if loc != "en_CA" else draw.pick(["416", "613", "604", "514", "403"])
    exchange = str(draw.rng.randint(2, 9)) + draw.digits(2)
    exchange = "556" if exchange == "555" else exchange
    line = draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"{area}-{exchange}-{line} x{draw.rng.randint(10, 499)}"])


def _date_v37(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    loc = _loc(draw)
    if loc == "en_IE":
        options = [f"{d} {MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {MONTHS[m - 1]} {y}", f"{d} {MONTHS_GA[m - 1]} {y}",
                   f"{d:02d}-{ABBR[m - 1]}-{y}", f"{d}/{m}/{y % 100:02d}"]
    elif loc in ("en_AU", "en_NZ"):
        options = [f"{d}/{m}/{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {ABBR[m - 1]} {y}", f"{d} {MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}",
                   f"{d:02d}/{m:02d}/{y % 100:02d}"]
    elif loc == "en_IN":
        options = [f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}", f"{_ordinal(d)} {MONTHS[m - 1]}, {y}", f"{d:02d}/{m:02d}/{y}",
                   f"{d}-{ABBR[m - 1]}-{y}", f"{d:02d}-{ABBR[m - 1].upper()}-{y}"]
    elif loc == "sv_SE":
        options = [f"{d} {MONTHS_SV[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m} {y}"]
    elif loc == "da_DK":
        options = [f"{d}. {MONTHS_DA[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}-{y}"]
    elif loc == "no_NO":
        options = [f"{d}. {MONTHS_NB[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"]
    elif loc == "fi_FI":
        options = [f"{d}. {MONTHS_FI[m - 1]} {y}", f"{d}.{m}.{y}"]
    elif loc == "en_CA":
        options = [f"{y}-{m:02d}-{d:02d}", f"{MONTHS[m - 1]} {d}, {y}", f"{d:02d}/{m:02d}/{y}", f"{ABBR[m - 1]}. {d}, {y}"]
    else:
        options = [f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y % 100:02d}", f"{MONTHS[m - 1]} {d}, {y}", f"{ABBR[m - 1]} {d} {y}",
                   f"{m}-{d}-{y}", f"{y}-{m:02d}-{d:02d}"]
    return draw.pick(options)


def dob_v37(draw: Draw) -> str:
    """A date of birth in the order and month names of the text's locale (Irish ones in Irish too, Nordic names)."""
    return _date_v37(draw, 1931, 2006)


def dob_minor_v37(draw: Draw) -> str:
    """A school athlete's date of birth."""
    return _date_v37(draw, 2006, 2014)


def dob_elder_v37(draw: Draw) -> str:
    """The birth date of someone now over 89."""
    return _date_v37(draw, 1925, 1935)


def dod_v37(draw: Draw) -> str:
    """A recent date of death in the locale's printing."""
    return _date_v37(draw, 2023, 2026)


def dob_iso_v37(draw: Draw) -> str:
    day = draw.date_between(1932, 2012)
    return f"{day.year}-{day.month:02d}-{day.day:02d}"


def dod_fhir_v37(draw: Draw) -> str:
    day = draw.date_between(2023, 2026)
    return draw.pick([f"{day.year}-{day.month:02d}-{day.day:02d}",
                      f"{day.year}-{day.month:02d}-{day.day:02d}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-05:00"])


def dob_hl7_v37(draw: Draw) -> str:
    day = draw.date_between(1930, 2015)
    return f"{day.year}{day.month:02d}{day.day:02d}"


def dod_d8_v37(draw: Draw) -> str:
    day = draw.date_between(2023, 2026)
    return f"{day.year}{day.month:02d}{day.day:02d}"


def ppsn_v37(draw: Draw) -> str:
    """An Irish PPS number: seven digits, a mod-23 check letter and, on newer numbers, a second letter."""
    body = draw.digits(7)
    second = draw.pick(["", "", "A", "A", "B", "W"])
    total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1))) + (9 * (ord(second) - 64) if second and second != "W" else 0)
    value = f"{body}{'WABCDEFGHIJKLMNOPQRSTUV'[total % 23]}{second}"
    return draw.pick([value, value, f"{body} {value[7:]}", value.lower() if draw.rng.random() < 0.3 else value])


def tfn_v37(draw: Draw) -> str:
    """An Australian tax file number (weights 1,4,3,7,5,8,6,9,10; mod 11)."""
    weights = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        value = draw.digits(9, first_nonzero=True)
        if sum(int(c) * w for c, w in zip(value, weights)) % 11 == 0:
            return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", value, f"{value[:3]}-{value[3:6]}-{value[6:]}"])


def medicare_v37(draw: Draw) -> str:
    """An Australian Medicare card number: eight digits from 2-6, a weighted check digit, the issue number; the
    individual reference number after a slash or a space as cards are read out."""
    body = str(draw.rng.randint(2, 6)) + draw.digits(7)
    check = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    value = f"{body}{check}{draw.rng.randint(1, 9)}"
    irn = draw.rng.randint(1, 5)
    return draw.pick([f"{value[:4]} {value[4:9]} {value[9]}", value, f"{value[:4]} {value[4:9]} {value[9]}-{irn}",
                      f"{value} / {irn}", f"{value[:4]}-{value[4:9]}-{value[9]}"])


def nhi_v37(draw: Draw) -> str:
    """A New Zealand NHI number, old form AAANNNC (mod 11) or the 2022 form AAANNAX (mod 23 check letter)."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    while True:
        letters = "".join(draw.pick(list(alphabet)) for _ in range(3))
        total = sum((alphabet.index(ch) + 1) * w for ch, w in zip(letters, [7, 6, 5]))
        if draw.rng.random() < 0.6:
            digits = draw.digits(3)
            total += sum(int(ch) * w for ch, w in zip(digits, [4, 3, 2]))
            check = 11 - total % 11
            if check == 11:
                continue
            value = f"{letters}{digits}{0 if check == 10 else check}"
        else:
            digits = draw.digits(2)
            fifth = draw.pick(list(alphabet))
            total += sum(int(ch) * w for ch, w in zip(digits, [4, 3])) + (alphabet.index(fifth) + 1) * 2
            remainder = total % 23
            if remainder == 0:
                continue
            value = f"{letters}{digits}{fifth}{alphabet[23 - remainder - 1]}"
        return draw.pick([value, value, f"{value[:3]} {value[3:]}", value.lower() if draw.rng.random() < 0.2 else value])


_VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
               [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
               [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
               [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
               [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
               [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff_digit(body: str) -> str:
    check = 0
    for index, char in enumerate(reversed(body)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[(index + 1) % 8][int(char)]]
    return str(_VERHOEFF_INV[check])


def aadhaar_v37(draw: Draw) -> str:
    """An Indian Aadhaar number: twelve digits from 2-9, Verhoeff check, printed in groups of four as on the letter."""
    while True:
        body = str(draw.rng.randint(2, 9)) + draw.digits(10)
        value = body + _verhoeff_digit(body)
        if value != value[::-1]:
            return draw.pick([f"{value[:4]} {value[4:8]} {value[8:]}", f"{value[:4]} {value[4:8]} {value[8:]}", value,
                              f"{value[:4]}-{value[4:8]}-{value[8:]}"])


def pan_v37(draw: Draw) -> str:
    """An Indian PAN of an individual: three letters, P, the surname's initial, four digits, a letter."""
    initial = (blind2.fold_ascii(draw.fill("last")).upper() or "K")[:1]
    return f"{draw.letters(3)}P{initial}{draw.digits(4, first_nonzero=True)}{draw.letters(1)}"


def za_id_v37(draw: Draw) -> str:
    """A South African ID number: birth date, gender sequence, citizenship, 8, Luhn check; spaced as on the green book."""
    born = draw.date_between(1950, 2004)
    body = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{draw.rng.randint(0, 9999):04d}{draw.pick(['0', '0', '1'])}8"
    value = body + _luhn(body)
    return draw.pick([value, f"{value[:6]} {value[6:10]} {value[10:]}", f"{value[:6]} {value[6:]}"])


def sin_v37(draw: Draw) -> str:
    """A Canadian social insurance number (Luhn)."""
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    value = body + _luhn(body)
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}", value])


def ca_hcn_v37(draw: Draw) -> str:
    """A provincial health number: Ontario (Luhn on nine digits, a version code), British Columbia (9 + mod 11) or Quebec
    RAMQ (surname, first name, birth date with +50 for women)."""
    province = draw.pick(["ON", "ON", "BC", "QC"])
    if province == "ON":
        body = draw.digits(9, first_nonzero=True)
        value = body + _luhn(body)
        return draw.pick([f"{value[:4]}-{value[4:7]}-{value[7:]}-{draw.letters(2)}", f"{value[:4]} {value[4:7]} {value[7:]} {draw.letters(2)}",
                          f"{value}{draw.letters(2)}"])
    if province == "BC":
        while True:
            body = draw.digits(8)
            remainder = sum((int(c) * w) % 11 for c, w in zip(body, [2, 4, 8, 5, 10, 9, 7, 3])) % 11
            if remainder > 1:
                value = f"9{body}{11 - remainder}"
                return draw.pick([f"{value[:4]} {value[4:7]} {value[7:]}", value])
    last = (blind2.fold_ascii(draw.fill("last")).upper() + "XXX")[:3]
    first = (blind2.fold_ascii(draw.fill("first")).upper() or "X")[:1]
    born = draw.date_between(1940, 2010)
    month = born.month + (50 if draw.rng.random() < 0.5 else 0)
    return f"{last}{first} {born.year % 100:02d}{month:02d} {born.day:02d}{draw.rng.randint(1, 9)}{draw.digits(1)}"


def natid_v37(draw: Draw) -> str:
    """The national number a form of the text's locale asks for: PPSN, TFN, NHI, Aadhaar or PAN, SIN; a Nordic one via
    the thirty-fifth set's printer."""
    loc = _loc(draw)
    if loc == "en_IE":
        return ppsn_v37(draw)
    if loc == "en_AU":
        return tfn_v37(draw)
    if loc == "en_NZ":
        return nhi_v37(draw)
    if loc == "en_IN":
        return draw.pick([aadhaar_v37, aadhaar_v37, pan_v37])(draw)
    if loc == "en_CA":
        return sin_v37(draw)
    if loc in ("sv_SE", "fi_FI", "no_NO", "da_DK"):
        return blind35.natid_v35(draw)
    return za_id_v37(draw)


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def iban_v37(draw: Draw) -> str:
    """An Irish IBAN most of the time, a Maltese or Luxembourg one otherwise; check digits computed, grouped or not."""
    country = draw.pick(["IE", "IE", "IE", "MT", "LU"])
    if country == "IE":
        bban = draw.pick(["AIBK", "BOFI", "IPBS", "PTSB"]) + draw.pick(["93", "90", "99", "98"]) + draw.digits(4) + draw.digits(8)
    elif country == "MT":
        bban = draw.pick(["MALT", "VALL", "APSB"]) + draw.digits(5) + draw.digits(18)
    else:
        bban = draw.pick(["001", "002", "003", "019"]) + draw.digits(13)
    iban = _iban(country, bban)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if draw.rng.random() < 0.65 else iban


def bsb_v37(draw: Draw) -> str:
    """An Australian BSB and account number as written on one line."""
    bsb = f"{draw.pick(['06', '03', '08', '73', '48', '63'])}{draw.digits(1)}-{draw.digits(3)}"
    account = draw.digits(draw.pick([8, 9, 6]), first_nonzero=True)
    return draw.pick([f"{bsb} {account}", f"BSB {bsb} Acc {account}", f"{bsb.replace('-', '')} {account}", f"{bsb} / {account}"])


def nz_acct_v37(draw: Draw) -> str:
    """A New Zealand bank account: bank-branch-account-suffix, modulus 11 (algorithm A) as the banks' check."""
    weights = [6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1]
    while True:
        bank, branch = draw.pick([("01", "0011"), ("01", "0034"), ("01", "0797"), ("01", "1146"), ("02", "0256"), ("02", "0604"), ("02", "0948"),
                                  ("02", "1248"), ("06", "0023"), ("06", "0645"), ("12", "3028"), ("12", "3119"), ("12", "3225"), ("12", "3642")])
        account = "0" + str(draw.rng.randint(100000, 989999))
        if sum(int(c) * w for c, w in zip(branch + "0" + account, weights)) % 11:
            continue
        suffix = draw.pick(["00", "01", "02", "000", "025"])
        return draw.pick([f"{bank}-{branch}-{account}-{suffix}", f"{bank} {branch} {account} {suffix}", f"{bank}{branch}{account}{suffix}"])


def in_acct_v37(draw: Draw) -> tuple[str, str, str]:
    """An Indian savings account number; the branch's IFSC printed after it, outside the span."""
    account = draw.pick([draw.digits(14, first_nonzero=True), draw.digits(11, first_nonzero=True), "5010" + draw.digits(10)])
    ifsc = f"{draw.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK'])}0{draw.digits(6)}"
    return "", account, f" (IFSC {ifsc})"


def bank_v37(draw: Draw) -> Any:
    """The account a person of the text's locale gives for a refund or a transfer."""
    loc = _loc(draw)
    if loc == "en_AU":
        return bsb_v37(draw)
    if loc == "en_NZ":
        return nz_acct_v37(draw)
    if loc == "en_IN":
        return in_acct_v37(draw)
    return iban_v37(draw)


def card_v37(draw: Draw) -> str:
    """A Luhn-valid Mastercard of the 2-series (2221-2720) or a UnionPay card of 16 or 19 digits, as typed and printed."""
    if draw.rng.random() < 0.55:
        body = str(draw.rng.randint(2221, 2720)) + draw.digits(11)
        number = body + _luhn(body)
        return draw.pick([" ".join(number[i:i + 4] for i in range(0, 16, 4)), "-".join(number[i:i + 4] for i in range(0, 16, 4)), number,
                          f"{number[:4]}  {number[4:8]}  {number[8:12]}  {number[12:]}"])
    length = draw.pick([16, 16, 19])
    body = draw.pick(["6212", "6217", "6222", "6228", "6259", "6281"]) + draw.digits(length - 5)
    number = body + _luhn(body)
    if length == 19:
        return draw.pick([f"{number[:4]} {number[4:8]} {number[8:12]} {number[12:16]} {number[16:]}", f"{number[:6]} {number[6:]}", number])
    return draw.pick([" ".join(number[i:i + 4] for i in range(0, 16, 4)), number])


_EIRCODE_TOWNS = [("D04", "Dublin 4"), ("D08", "Dublin 8"), ("D6W", "Dublin 6W"), ("T12", "Cork"), ("H91", "Galway"), ("V94", "Limerick"),
                  ("X91", "Waterford"), ("P31", "Ballincollig, Co. Cork"), ("F92", "Letterkenny, Co. Donegal"), ("R95", "Kilkenny"),
                  ("A92", "Drogheda, Co. Louth"), ("N37", "Athlone, Co. Westmeath")]
_AU_TOWNS = [("Toowong", "QLD", "4066"), ("Glenroy", "VIC", "3046"), ("Marrickville", "NSW", "2204"), ("Fremantle", "WA", "6160"),
             ("Glenelg", "SA", "5045"), ("Sandy Bay", "TAS", "7005"), ("Belconnen", "ACT", "2617"), ("Parap", "NT", "0820"),
             ("Wollongong", "NSW", "2500"), ("Ballarat Central", "VIC", "3350")]
_NZ_TOWNS = [("Mount Albert", "Auckland 1025"), ("Riccarton", "Christchurch 8011"), ("Karori", "Wellington 6012"),
             ("Frankton", "Hamilton 3204"), ("Roslyn", "Dunedin 9010"), ("Mount Maunganui", "Tauranga 3116"), ("Stoke", "Nelson 7011")]
_IN_TOWNS = [("Indiranagar", "Bengaluru", "Karnataka", "560038"), ("Mehdipatnam", "Hyderabad", "Telangana", "500028"),
             ("Sector 21", "Noida", "Uttar Pradesh", "201301"), ("Bandra West", "Mumbai", "Maharashtra", "400050"),
             ("Kothrud", "Pune", "Maharashtra", "411038"), ("Salt Lake", "Kolkata", "West Bengal", "700091"),
             ("Anna Nagar", "Chennai", "Tamil Nadu", "600040"), ("Kakkanad", "Kochi", "Kerala", "682030")]
_DE_TOWNS = [("Dover", "19901"), ("Milford", "19963"), ("Seaford", "19973"), ("Georgetown", "19947"), ("Smyrna", "19977"),
             ("Harrington", "19952"), ("Millsboro", "19966"), ("Laurel", "19956")]
_CA_TOWNS = [("Sherbrooke", "QC", "J1H"), ("Barrie", "ON", "L4M"), ("Kamloops", "BC", "V2C"), ("Red Deer", "AB", "T4N"),
             ("Moncton", "NB", "E1C"), ("Guelph", "ON", "N1H")]


def addr_v37(draw: Draw) -> str:
    """A home address in the layout of the text's locale: Irish with an Eircode, Australian (SUBURB STATE POSTCODE), New
    Zealand, Indian with its PIN, Canadian, or Delaware; on one line or on several."""
    loc = _loc(draw)
    rng = draw.rng
    if loc == "en_IE":
        key, town = draw.pick(_EIRCODE_TOWNS)
        eircode = f"{key} {draw.letters(1, 'ACDEFHKNPRTVWXY')}{draw.letters(3, '0123456789ACDEFHKNPRTVWXY')}"
        street = f"{rng.randint(1, 140)} {draw.pick(['Orchard Lawns', 'Ashgrove Park', 'Castle Avenue', 'Ard na Gréine', 'Church View', 'Millbrook Court', 'Seafield Road'])}"
        if draw.rng.random() < 0.3:
            street = f"Apt {rng.randint(1, 40)}, {draw.pick(['The Maltings', 'Harbour Court', 'Beacon House'])}, {street}"
        sep = draw.pick([", ", "\n"])
        return sep.join([street, town, eircode]) if draw.rng.random() < 0.7 else f"{street}, {town} {eircode}"
    if loc == "en_AU":
        suburb, state, postcode = draw.pick(_AU_TOWNS)
        number = rng.randint(1, 220)
        street = f"{draw.pick(['', f'{rng.randint(1, 30)}/', f'Unit {rng.randint(1, 30)}, '])}{number} {draw.pick(['Banksia St', 'Wattle Avenue', 'Jacaranda Cres', 'Kookaburra Rd', 'Dunmore Tce', 'Grevillea Way'])}"
        return draw.pick([f"{street}, {suburb} {state} {postcode}", f"{street}\n{suburb.upper()} {state} {postcode}", f"{street} {suburb.upper()}  {state}  {postcode}"])
    if loc == "en_NZ":
        suburb, city = draw.pick(_NZ_TOWNS)
        number = f"{rng.randint(1, 180)}{draw.pick(['', '', 'A', 'B'])}"
        street = f"{draw.pick(['', f'Flat {rng.randint(1, 6)}, '])}{number} {draw.pick(['Kowhai Road', 'Rata Street', 'Tui Lane', 'Pohutukawa Drive', 'Rimu Terrace', 'Totara Place'])}"
        if draw.rng.random() < 0.15:
            return f"{rng.randint(100, 2999)} {draw.pick(['State Highway 2', 'Old Coach Road', 'Matakana Road'])}, RD {rng.randint(1, 5)}, {draw.pick(['Katikati 3177', 'Warkworth 0981', 'Te Puke 3182'])}"
        return draw.pick([f"{street}, {suburb}, {city}", f"{street}\n{suburb}\n{city}"])
    if loc == "en_IN":
        area, city, state, pin = draw.pick(_IN_TOWNS)
        house = draw.pick([f"Flat {rng.randint(1, 9)}0{rng.randint(1, 8)}, {draw.pick(['Sai Krupa Apartments', 'Green Meadows', 'Shanti Niketan CHS', 'Lakeview Residency'])}",
                           f"H.No. {rng.randint(1, 20)}-{rng.randint(1, 9)}-{rng.randint(10, 999)}", f"{draw.letters(1, 'ABCDEFG')}-{rng.randint(1, 250)}",
                           f"No. {rng.randint(1, 400)}, {_ordinal(rng.randint(1, 14))} Cross"])
        pin_print = draw.pick([pin, pin, f"{pin[:3]} {pin[3:]}"])
        return draw.pick([f"{house}, {area}, {city}, {state} {pin_print}", f"{house}, {area}, {city} - {pin_print}",
                          f"{house}\n{area}\n{city}, {state}\nPIN: {pin_print}"])
    if loc == "en_CA":
        town, province, fsa = draw.pick(_CA_TOWNS)
        postcode = f"{fsa} {rng.randint(1, 9)}{draw.letters(1, 'ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(1, 9)}"
        street = f"{rng.randint(10, 2400)} {draw.pick(['Maple Cres', 'rue Principale', 'Birch Ave', 'Lakeshore Dr', 'King St W'])}"
        return draw.pick([f"{street}, {town} {province}  {postcode}", f"{street}\n{town} {province} {postcode}"])
    town, zip_code = draw.pick(_DE_TOWNS)
    street = f"{rng.randint(10, 3999)} {draw.pick(['Kings Hwy', 'Bayside Dr', 'Coastal Hwy', 'Gravel Hill Rd', 'Mulberry Knoll Rd', 'Cedar Neck Rd', 'Loockerman St'])}"
    unit = draw.pick(["", "", f" Apt {rng.randint(1, 30)}", f" Unit {draw.letters(1)}"])
    return draw.pick([f"{street}{unit}, {town}, DE {zip_code}", f"{street}{unit}\n{town}, DE {zip_code}", f"{street}{unit} {town} DE {zip_code}-{draw.digits(4)}"])


def addr_hl7_v37(draw: Draw) -> str:
    """A Delaware home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_DE_TOWNS)
    return f"{draw.rng.randint(10, 3999)} {draw.pick(['Kings Hwy', 'Bayside Dr', 'Cedar Neck Rd', 'Shawnee Rd'])}^^{town}^DE^{zip_code}^USA^H"


_EMAIL_DOMAINS = {"en_IE": ["eircom.net", "gmail.com", "vodafone.ie", "hotmail.com", "icloud.com"],
                  "en_AU": ["bigpond.com", "optusnet.com.au", "iinet.net.au", "gmail.com", "outlook.com.au"],
                  "en_NZ": ["xtra.co.nz", "slingshot.co.nz", "gmail.com", "orcon.net.nz"],
                  "en_IN": ["rediffmail.com", "yahoo.co.in", "gmail.com", "outlook.in"],
                  "en_CA": ["rogers.com", "sympatico.ca", "shaw.ca", "gmail.com"]}


def email_v37(draw: Draw, suffix: str = "") -> str:
    """A personal address at a provider of the text's country; now and then written "at ... dot ..." against scrapers."""
    first = blind2.fold_ascii(draw.fill("first" + suffix)) or "sam"
    last = blind2.fold_ascii(draw.fill("last")) or "lee"
    domain = draw.pick(_EMAIL_DOMAINS.get(_loc(draw), ["comcast.net", "verizon.net", "gmail.com", "yahoo.com", "aol.com"]))
    local = draw.pick([f"{first}.{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}{first[:1]}", f"{first}_{last}{draw.rng.randint(60, 99)}",
                       f"{first[:1]}{last}"])
    style = draw.rng.random()
    if style < 0.18:
        name, _, tld = domain.partition(".")
        return f"{local} at {name} dot {tld.replace('.', ' dot ')}"
    if style < 0.28:
        return f"{local}[at]{domain.replace('.', '[dot]')}"
    if style < 0.35:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_parent_v37(draw: Draw) -> str:
    """The address of the text's second person (a parent) under the family name."""
    return email_v37(draw, "2")


def age_v37(draw: Draw) -> str:
    """An age over 89 as forms and chats write it."""
    age = draw.rng.randint(90, 104)
    tens = {9: "ninety", 10: "one hundred"}[age // 10]
    spelled = "one hundred and " + ["", "one", "two", "three", "four"][age - 100] if age > 100 else (
        "one hundred" if age == 100 else tens + ("" if age % 10 == 0 else "-" + ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][age % 10]))
    return draw.pick([str(age), f"{age} yrs", f"{age} y/o", f"{age}yo", f"aged {age}", spelled, f"{age} years old", f"{age} years"])


def member_v37(draw: Draw) -> str:
    """This plan's member IDs: NSH, nine digits and a two-digit person code, as cards, callers and portals print them."""
    body = draw.digits(9, first_nonzero=True)
    person = f"{draw.rng.randint(1, 6):02d}"
    return draw.pick([f"NSH{body}{person}", f"NSH {body[:3]} {body[3:6]} {body[6:]} {person}", f"NSH-{body}-{person}", f"nsh{body}",
                      f"NSH{body}"])


def member_intl_v37(draw: Draw) -> str:
    """A health-cover number of the text's country: Medicare (AU), a provincial card (CA), else this plan's ID."""
    loc = _loc(draw)
    if loc == "en_AU":
        return medicare_v37(draw)
    if loc == "en_CA":
        return ca_hcn_v37(draw)
    return member_v37(draw)


def mrn_v37(draw: Draw) -> str:
    """A hospital record number as the text's country prints it: Irish MRN, Australian UR number, Indian UHID, or the
    Delaware hospital's and practice's numbers."""
    loc = _loc(draw)
    if loc == "en_IE":
        return draw.pick([draw.digits(7), f"{draw.digits(3)} {draw.digits(4)}", f"H{draw.digits(6)}"])
    if loc in ("en_AU", "en_NZ"):
        return draw.pick([draw.digits(7), f"{draw.rng.randint(1, 9)}{draw.digits(6)}", f"UR{draw.digits(6)}"])
    if loc == "en_IN":
        return draw.pick([f"{draw.pick(['MH', 'AIG', 'KMC'])}{draw.rng.randint(2019, 2025)}/{draw.digits(6)}", f"UHID{draw.digits(10)}", f"{draw.digits(4)}-{draw.digits(6)}"])
    return draw.pick([f"CHM{draw.digits(7)}", f"{draw.digits(2)}-{draw.digits(2)}-{draw.digits(4)}", f"BMFP-{draw.digits(5)}", f"E{draw.digits(8)}"])


def ssn_v37(draw: Draw) -> str:
    """A US SSN as typed on petitions and intake sheets."""
    area = str(draw.rng.randint(1, 665)).zfill(3)
    area = "667" if area == "666" else area
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{area}-{group}-{serial}", f"{area} {group} {serial}", f"{area}{group}{serial}", f"{area}-{group}-{serial}"])


def ip_v37(draw: Draw) -> str:
    """A public address of a home connection in IE, AU, NZ, IN or the US, IPv4 or IPv6."""
    if draw.rng.random() < 0.35:
        prefix = draw.pick(["2a02:8084", "2001:8003", "2407:7000", "2401:4900", "2600:4040", "2a01:b340"])
        return f"{prefix}:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(0x100, 0xffff):x}:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(0x1000, 0xffff):x}"
    first = draw.pick([37, 46, 86, 89, 101, 110, 115, 122, 125, 151, 49, 71, 108])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw) -> str:
    first = blind2.fold_ascii(draw.fill("first")) or "sam"
    last = blind2.fold_ascii(draw.fill("last")) or "lee"
    return f"{first}-{last}"


def url_v37(draw: Draw) -> str:
    """A fundraising page named after the patient, on the platform of the text's country."""
    slug = _slug(draw)
    loc = _loc(draw)
    options = {"en_IE": [f"https://www.idonate.ie/fundraiser/{draw.digits(8)}_{slug}.html", f"https://gofund.me/{draw.digits(8, True)[:8]}{draw.letters(1).lower()}",
                         f"https://www.gofundme.com/f/{slug}s-recovery-fund"],
               "en_AU": [f"https://www.mycause.com.au/p/{draw.digits(6)}/{slug.replace('-', '')}", f"https://chuffed.org/project/help-{slug}",
                         f"https://www.gofundme.com/f/support-{slug}"],
               "en_NZ": [f"https://givealittle.co.nz/cause/{slug}-medical-costs", f"https://givealittle.co.nz/fundraiser/help-{slug.split('-')[0]}-get-home"],
               "en_IN": [f"https://www.ketto.org/fundraiser/help-{slug}-{draw.digits(6)}", f"https://milaap.org/fundraisers/support-{slug}"]}
    return draw.pick(options.get(loc, [f"https://www.gofundme.com/f/{slug}-cancer-fight", f"https://www.gofundme.com/f/help-the-{slug.split('-')[1]}-family",
                                       f"https://www.caringbridge.org/site/{slug.replace('-', '')}"]))


def reset_url_v37(draw: Draw) -> str:
    """A password-reset link that carries the member's ID."""
    return draw.pick([f"https://members.{ORG_DOMAIN}/reset?member={member_v37(draw).replace(' ', '')}&token={draw.letters(6, string.ascii_letters + string.digits)}",
                      f"https://members.{ORG_DOMAIN}/account/{draw.digits(9, True)}/password/new?t={draw.letters(10, string.ascii_lowercase + string.digits)}",
                      f"https://m.{ORG_DOMAIN}/r/{member_v37(draw).replace(' ', '').replace('-', '')}"])


def plate_v37(draw: Draw) -> str:
    """A number plate of the text's country: Irish year-county-number, Australian state series, New Zealand, Indian
    state-district-series, or Delaware's numerals."""
    loc = _loc(draw)
    if loc == "en_IE":
        return f"{draw.rng.randint(13, 25)}{draw.pick(['1', '2'])}-{draw.pick(['D', 'C', 'G', 'KY', 'L', 'MH', 'WX', 'KE'])}-{draw.rng.randint(1, 99999)}"
    if loc == "en_AU":
        return draw.pick([f"{draw.letters(2)}{draw.digits(2)}{draw.letters(2)}", f"{draw.digits(1)}{draw.letters(2)}{draw.digits(1)}{draw.letters(2)}",
                          f"{draw.digits(3)}-{draw.letters(3)}", f"{draw.letters(3)} {draw.digits(3)}"])
    if loc == "en_NZ":
        return draw.pick([f"{draw.letters(3)}{draw.digits(3)}", f"{draw.letters(2)}{draw.digits(4)}", f"{draw.letters(3)}{draw.digits(2)}"])
    if loc == "en_IN":
        state = draw.pick(["KA", "MH", "DL", "TN", "TS", "KL", "WB", "UP"])
        return draw.pick([f"{state} {draw.digits(2)} {draw.letters(2)} {draw.digits(4)}", f"{state}-{draw.digits(2)}-{draw.letters(2)}-{draw.digits(4)}",
                          f"{state}{draw.digits(2)}{draw.letters(2)}{draw.digits(4)}"])
    return draw.pick([draw.digits(6, True), f"{draw.rng.randint(1, 999999)}", f"PC {draw.digits(5)}", f"DE {draw.digits(6, True)}"])


_VIN_VALUES = {**{str(n): n for n in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
               **dict(zip("STUVWXYZ", range(2, 10)))}


def vin_v37(draw: Draw) -> str:
    """A 17-character VIN with the North American check digit in position 9."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    wmi = draw.pick(["1HG", "1FT", "2T1", "3VW", "JTD", "KMH", "5YJ", "1C4", "MA3", "6T1", "SAL", "JN1"])
    body = wmi + "".join(draw.pick(list(alphabet)) for _ in range(5)) + "0" + draw.pick(list("JKLMNPRSTV")) + draw.pick(list(alphabet)) + draw.digits(6)
    total = sum(_VIN_VALUES[c] * w for c, w in zip(body, weights)) % 11
    return body[:8] + ("X" if total == 10 else str(total)) + body[9:]


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind35.SLOTS, "phone_v37": phone_v37, "dob_v37": dob_v37, "dob_minor_v37": dob_minor_v37, "dob_elder_v37": dob_elder_v37,
    "dod_v37": dod_v37, "dob_iso_v37": dob_iso_v37, "dod_fhir_v37": dod_fhir_v37, "dob_hl7_v37": dob_hl7_v37, "dod_d8_v37": dod_d8_v37,
    "ppsn_v37": ppsn_v37, "tfn_v37": tfn_v37, "medicare_v37": medicare_v37, "nhi_v37": nhi_v37, "aadhaar_v37": aadhaar_v37,
    "pan_v37": pan_v37, "za_id_v37": za_id_v37, "sin_v37": sin_v37, "ca_hcn_v37": ca_hcn_v37, "natid_v37": natid_v37,
    "iban_v37": iban_v37, "bsb_v37": bsb_v37, "nz_acct_v37": nz_acct_v37, "bank_v37": bank_v37, "card_v37": card_v37,
    "addr_v37": addr_v37, "addr_hl7_v37": addr_hl7_v37, "email_v37": email_v37, "email_parent_v37": email_parent_v37, "age_v37": age_v37, "member_v37": member_v37,
    "member_intl_v37": member_intl_v37, "mrn_v37": mrn_v37, "ssn_v37": ssn_v37, "ip_v37": ip_v37, "url_v37": url_v37,
    "reset_url_v37": reset_url_v37, "plate_v37": plate_v37, "vin_v37": vin_v37,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int, key_length: int = 12) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=key_length))  # noqa: SLF001


def _nutrition_row(d: Draw) -> str:
    item = d.pick(["Turkey & Swiss wrap", "Crab soup (cup)", "Scrapple breakfast plate", "Garden salad, no dressing", "Peach cobbler",
                   "Grilled rockfish", "Chicken tortilla soup", "Veggie burger", "Oatmeal with raisins", "Slippery dumplings"])
    return (f"{item}: {d.rng.randint(90, 780)} cal | fat {d.rng.randint(1, 38)} g | sat fat {d.rng.randint(0, 12)} g | sodium {d.rng.randint(40, 1650)} mg"
            f" | carbs {d.rng.randint(4, 96)} g | protein {d.rng.randint(1, 44)} g")


def _star_row(d: Draw) -> str:
    return (f"{d.pick(['C01 Breast Cancer Screening', 'C02 Colorectal Cancer Screening', 'C07 Care for Older Adults - Medication Review', 'C10 Diabetes Care - Eye Exam', 'C13 Controlling Blood Pressure', 'D08 Medication Adherence for Diabetes', 'D10 Medication Adherence for Cholesterol', 'C20 Plan All-Cause Readmissions', 'C16 Getting Needed Care'])}"
            f": {d.rng.randint(55, 97)}% -> {d.pick(['2', '3', '3', '4', '4', '5'])} stars (cut point {d.rng.randint(60, 90)}%)")


def _measure_row(d: Draw) -> str:
    return (f"{d.pick(['Denominator', 'Numerator', 'Exclusion', 'Exception'])}: {d.pick(['ages 50-75', 'ages 18-85', 'ages 52-74', 'ages 3-17', 'ages 66-80', 'ages 18-64', 'ages 45-49'])} "
            f"| value set 2.16.840.1.113883.3.{d.pick(['464', '526', '600', '117'])}.{d.rng.randint(1000, 1999)}.{d.rng.randint(1, 999)} "
            f"| {d.pick(['Z12.11', 'Z12.31', 'E11.9', 'I10', 'Z51.5', 'Z90.13', 'G0121', '45378', '77067', '3044F', '3051F'])}")


def _crosswalk_row(d: Draw) -> str:
    pairs = [("E11.9", "250.00", "Type 2 diabetes without complications"), ("I10", "401.9", "Essential hypertension"),
             ("J44.1", "491.21", "COPD with acute exacerbation"), ("G47.33", "327.23", "Obstructive sleep apnea"),
             ("N18.3", "585.3", "CKD stage 3"), ("F32.9", "296.20", "Major depressive disorder, single episode"),
             ("M17.11", "715.16", "Primary osteoarthritis, right knee"), ("K21.9", "530.81", "GERD without esophagitis"),
             ("R51.9", "784.0", "Headache, unspecified"), ("Z23", "V05.9", "Encounter for immunization"), ("I48.91", "427.31", "Atrial fibrillation")]
    icd10, icd9, label = d.pick(pairs)
    return f"{icd10} | {icd9} | {label} | {d.pick(['exact', 'approximate', 'approximate', 'one-to-many'])} | HCC {d.pick(['18', '19', '37', '85', '96', '111', '138', 'none'])}"


def _ddi_row(d: Draw) -> str:
    pairs = [("warfarin", "fluconazole", "INR rise; reduce dose 25-50%"), ("simvastatin", "clarithromycin", "myopathy; hold statin"),
             ("sertraline", "tramadol", "serotonin syndrome; monitor"), ("lisinopril", "spironolactone", "hyperkalemia; check K+ in 1 wk"),
             ("methotrexate", "trimethoprim", "marrow suppression; avoid"), ("clopidogrel", "omeprazole", "reduced effect; use pantoprazole"),
             ("levothyroxine", "calcium carbonate", "separate by 4 h"), ("digoxin", "amiodarone", "digoxin level up; halve dose"),
             ("apixaban", "rifampin", "reduced exposure; avoid"), ("tizanidine", "ciprofloxacin", "hypotension; contraindicated")]
    a, b, note = d.pick(pairs)
    return f"{a} + {b} | {d.pick(['major', 'major', 'moderate', 'contraindicated'])} | {note} | evidence {d.pick(['A', 'B', 'C'])}"


def _implant_row(d: Draw) -> str:
    return (f"{d.pick(['Pacemaker', 'ICD lead', 'Cochlear implant', 'Spinal cord stimulator', 'Aneurysm clip', 'Insulin pump', 'Neurostimulator', 'Loop recorder'])}"
            f" model {d.letters(2)}{d.rng.randint(100, 9999)}{d.pick(['', 'Q', '-S', 'MRI'])} | {d.pick(['MR Conditional 1.5 T', 'MR Conditional 1.5/3 T', 'MR Unsafe', 'MR Conditional 1.5 T, SAR < 2 W/kg'])}"
            f" | {d.pick(['MRI mode on', 'remove pump', 'lead-specific', 'no restrictions after 6 wk', 'B1+rms < 2.8 uT'])}")


def _ct_row(d: Draw) -> str:
    return (f"{d.pick(['CT head w/o', 'CT chest PE', 'CT abd/pelvis w/', 'CTA neck', 'CT sinus low dose', 'CT renal stone', 'CT C-spine'])}: "
            f"{d.pick(['80', '100', '120', '140'])} kV, {d.rng.randint(40, 380)} mAs (ref), pitch {d.pick(['0.6', '0.9', '1.2', '1.5'])}, "
            f"slice {d.pick(['0.625', '1.25', '2.5', '3', '5'])} mm, CTDIvol < {d.rng.randint(8, 75)} mGy")


def _sleep_row(d: Draw) -> str:
    return (f"{d.pick(['PSG amplifier', 'CPAP titration unit', 'BiPAP ST', 'Oximeter', 'HSAT recorder', 'Video camera IR', 'EEG headbox', 'Capnograph'])}"
            f" | {d.pick(['Room 1', 'Room 2', 'Room 3', 'Room 4', 'Tech station', 'Loaner shelf'])} | S/N {d.letters(2)}{d.digits(2)}{d.letters(1)}{d.digits(5)}"
            f" | asset {d.rng.randint(10000, 99999)} | PM due {d.pick(ABBR)} {d.rng.randint(2025, 2027)}")


def _pt_row(d: Draw) -> str:
    return (f"{d.pick(['Add', 'Add with PA', 'Remove', 'Step therapy', 'Quantity limit', 'Tier change'])}: {d.pick(['semaglutide', 'tirzepatide', 'dapagliflozin', 'rivaroxaban', 'insulin glargine-yfgn', 'adalimumab-aaty', 'budesonide/formoterol', 'rimegepant', 'zuranolone'])}"
            f" ({d.pick(['tier 2', 'tier 3', 'tier 4', 'specialty', 'tier 1'])}) - vote {d.rng.randint(5, 11)}-{d.rng.randint(0, 3)}")


def _budget_row(d: Draw) -> str:
    return (f"{d.pick(['Personnel: research coordinator 0.5 FTE', 'Personnel: biostatistician 0.2 FTE', 'Fringe at 31.5%', 'Equipment: actigraphs x 40', 'Supplies: sensors, consumables', 'Travel: two investigator meetings', 'Participant incentives', 'Indirect costs (MTDC)', 'Data management license'])}"
            f" .... ${d.rng.randint(1, 240)},{d.digits(3)} (Y{d.rng.randint(1, 5)})")


def _visit_row(d: Draw) -> str:
    return (f"Visit {d.rng.randint(1, 12)} ({d.pick(['Screening', 'Baseline', 'Week 4', 'Week 12', 'Week 26', 'Week 52', 'Follow-up', 'End of treatment'])}): "
            f"day {d.rng.randint(-28, 365)} +/- {d.pick(['3', '7', '14'])} d; {d.pick(['labs, ECG', 'PSG', 'questionnaires', 'drug dispensing', 'safety call', 'MRI'])}")


def _rate_row(d: Draw) -> str:
    return f"{d.pick(['0-14', '15-20', '21-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-63', '64+'])},{d.rng.randint(0, 2)}.{d.digits(3)},{d.rng.randint(180, 1350)}.{d.digits(2)}"


def _rvu_row(d: Draw) -> str:
    code, work, pe, mp = d.pick(list(CPT_RVU))
    return f"{code} | work {work} | PE {pe} | MP {mp} | total {float(work) + float(pe) + float(mp):.2f} | CF $32.{d.digits(4)} | {d.pick(['000', '000', '010', '090', 'XXX'])}"


def _fleet_row(d: Draw) -> str:
    return (f"Unit {d.pick(['V-03', 'V-07', 'V-11', 'V-12', 'V-15', 'V-21', 'C-02', 'C-04'])} | odo {d.rng.randint(8, 214)},{d.digits(3)} mi | "
            f"{d.pick(['oil & filter', 'brake pads front', 'tires rotated', 'wheelchair lift inspection', 'A/C recharge', 'battery replaced', 'wiper blades', 'transmission service'])}"
            f" | ${d.rng.randint(40, 1900)}.{d.digits(2)} | {d.pick(['in service', 'in service', 'down 1 day', 'awaiting part'])}")


def _dep_row(d: Draw) -> str:
    return (f"- bump {d.pick(['fastapi', 'pydantic', 'sqlalchemy', 'httpx', 'hl7apy', 'fhir.resources', 'cryptography', 'uvicorn', 'react', 'lodash', 'jackson-databind'])}"
            f" {d.rng.randint(0, 9)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 20)} -> {d.rng.randint(1, 12)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 20)}"
            f" ({d.letters(7, '0123456789abcdef')}){d.pick(['', ' - fixes CVE-2025-' + d.digits(5), ' - breaking: drops py3.8', ''])}")


def _fw_row(d: Draw) -> str:
    return (f"{d.pick(['permit', 'permit', 'deny'])} tcp 2001:db8:{d.rng.randint(0x100, 0xfff):x}:{d.rng.randint(0x10, 0xff):x}::/64 -> "
            f"2001:db8:{d.rng.randint(0x100, 0xfff):x}::{d.rng.randint(0x200, 0xfff):x} port "
            f"{d.pick(['2575 (HL7 MLLP)', '11112 (DICOM)', '443 (FHIR API)', '22 (SFTP drop)', '5432 (Postgres replica)', '8443 (HTTPS admin)'])}")


def _route_row(d: Draw) -> str:
    return (f"Stop {d.rng.randint(1, 18)} {d.rng.randint(6, 17):02d}:{d.pick(['00', '10', '15', '25', '30', '40', '45', '50'])} "
            f"{d.pick(['lab specimens', 'pharmacy totes', 'linen', 'interoffice mail', 'sterile supply cases', 'records boxes (sealed)'])} - "
            f"{d.pick(['dock B', 'lab drop box', 'pharmacy back door', 'loading zone', 'front desk', 'courier locker 3'])}")


def _supply_row(d: Draw) -> str:
    return (f"{d.pick(['CPAP mask, nasal, M', 'Exam gloves nitrile L', 'Oximeter probes adult', 'Electrode pads', 'Saline flush 10 mL', 'N95 respirator', 'Gauze 4x4 sterile', 'Specimen bags'])},"
            f"{d.letters(3)}-{d.digits(5)},{d.rng.randint(1, 60)},{d.pick(['CS', 'BX', 'EA', 'PK'])},{d.rng.randint(4, 480)}.{d.digits(2)}")


def _code_row(d: Draw) -> str:
    return f"<code system=\"{d.pick(['http://loinc.org', 'http://snomed.info/sct', 'http://www.ama-assn.org/go/cpt'])}\" value=\"{d.pick(['2345-7', '4548-4', '29463-7', '8480-6', '44054006', '73211009', '95810', '99214'])}\" status=\"{d.pick(['active', 'active', 'retired'])}\"/>"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "sleep_lab": SLEEP_LAB,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "sleep_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "org_web": ORGANISATION_CONTACTS[17], "research_email": ORGANISATION_CONTACTS[18], "pt_email": ORGANISATION_CONTACTS[19],
    "fleet_phone": ORGANISATION_CONTACTS[20], "servicedesk_email": ORGANISATION_CONTACTS[21], "radiology_phone": ORGANISATION_CONTACTS[22],
    "au_partner_line": ORGANISATION_CONTACTS[23], "travel_email": ORGANISATION_CONTACTS[24], "edi_email": ORGANISATION_CONTACTS[25],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_npi2": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_staff2": lambda d: d.pick(list(STAFF)),
    "nutrition_table": _rows(_nutrition_row, 4), "star_table": _rows(_star_row, 5), "measure_table": _rows(_measure_row, 4),
    "crosswalk_table": _rows(_crosswalk_row, 5, 6), "ddi_table": _rows(_ddi_row, 4, 10), "implant_table": _rows(_implant_row, 4),
    "ct_table": _rows(_ct_row, 4, 10), "sleep_table": _rows(_sleep_row, 5, 16), "pt_table": _rows(_pt_row, 4, 20),
    "budget_table": _rows(_budget_row, 5, 20), "visit_table": _rows(_visit_row, 5, 9), "rate_table": _rows(_rate_row, 6, 5),
    "rvu_table": _rows(_rvu_row, 5, 5), "fleet_table": _rows(_fleet_row, 4, 9), "dep_table": _rows(_dep_row, 4, 14),
    "fw_table": _rows(_fw_row, 3, 40), "route_table": _rows(_route_row, 5, 13), "supply_table": _rows(_supply_row, 4, 14),
    "code_table": _rows(_code_row, 3, 60),
    "ns_ref": lambda d: f"NSHP-{d.rng.randint(2025, 2026)}-{d.digits(5)}",
    "ns_version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 60)}",
    "ns_version2": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 60)}",
    "ns_plan": lambda d: d.pick(["Shoals Bronze 7000", "Shoals Silver 3200", "Shoals Gold 750", "Shoals HSA 3300", "Shoals Medicare Advantage HMO",
                                 "Shoals Dual Special Needs", "Shoals Small Group PPO"]),
    "ns_group": lambda d: d.pick(["GRP 40117", "GRP 40391", "GRP 41206", "GRP 42778", "GRP 43050"]),
    "contract_no": lambda d: f"H{d.rng.randint(1000, 9999)}-{d.rng.randint(1, 30):03d}",
    "nct": lambda d: f"NCT0{d.rng.randint(5000000, 7200000)}",
    "grant_no": lambda d: f"R{d.pick(['01', '21', '34', '61'])} {d.pick(['HL', 'NR', 'MD', 'AG'])}{d.rng.randint(100000, 199999)}-0{d.rng.randint(1, 4)}",
    "ticket": lambda d: f"CHG{d.digits(7)}",
    "route_no": lambda d: f"{d.pick(['North', 'South', 'Beach', 'Inland'])}-{d.rng.randint(1, 9)}",
    "po_no": lambda d: f"45{d.digits(8)}",
    "star_overall": lambda d: f"{d.pick(['3', '3.5', '4', '4.5'])}",
    "pmpm": lambda d: f"${d.rng.randint(310, 980)}.{d.digits(2)}",
    "trend": lambda d: f"{d.rng.randint(3, 11)}.{d.digits(1)}%",
    "kv": lambda d: d.pick(["80", "100", "120"]),
    "mas": lambda d: str(d.rng.randint(50, 300)),
    "slice": lambda d: d.pick(["0.625", "1.0", "1.25", "2.5", "3.0", "5.0"]),
    "odo": lambda d: f"{d.rng.randint(11, 199)},{d.digits(3)}",
    "odo2": lambda d: f"{d.rng.randint(200, 260)},{d.digits(3)}",
    "unit": lambda d: d.pick(["V-03", "V-07", "V-11", "V-12", "V-15", "V-21"]),
    "kcal": lambda d: str(d.rng.randint(120, 890)),
    "kj": lambda d: str(d.rng.randint(400, 3600)),
    "grams": lambda d: f"{d.rng.randint(1, 60)}.{d.digits(1)}",
    "grams2": lambda d: f"{d.rng.randint(1, 60)}.{d.digits(1)}",
    "grams3": lambda d: f"{d.rng.randint(1, 60)}.{d.digits(1)}",
    "mg_sodium": lambda d: str(d.rng.randint(35, 1400)),
    "age_low": lambda d: d.pick(["18", "21", "40", "45", "50", "52", "65", "66"]),
    "age_high": lambda d: d.pick(["64", "74", "75", "80", "85"]),
    "model_no": lambda d: f"{d.letters(3)}{d.rng.randint(10, 99)}-{d.rng.randint(100, 999)}{d.pick(['', 'MRI', 'S'])}",
    "serial_no": lambda d: f"{d.letters(2)}{d.digits(2)}{d.letters(1)}{d.digits(5)}",
    "commit": lambda d: d.letters(7, "0123456789abcdef"),
    "commit40": lambda d: d.letters(40, "0123456789abcdef"),
    "port": lambda d: d.pick(["443", "2575", "8443", "6661", "11112"]),
    "v6_host": lambda d: f"2001:db8:{d.rng.randint(0x100, 0xfff):x}:{d.rng.randint(0x10, 0xff):x}::{d.rng.randint(0x200, 0xfff):x}",
    "v6_net": lambda d: f"2001:db8:{d.rng.randint(0x100, 0xfff):x}::/48",
    "stop_count": lambda d: str(d.rng.randint(6, 18)),
    "minutes": lambda d: str(d.rng.randint(10, 55)),
    "rvu_cpt": lambda d: d.pick([row[0] for row in CPT_RVU]),
    "factor": lambda d: f"{d.rng.randint(0, 2)}.{d.digits(3)}",
    "factor2": lambda d: f"{d.rng.randint(0, 2)}.{d.digits(3)}",
    "eur_k": lambda d: f"€{d.rng.randint(12, 480)},{d.digits(3)}",
    "lot_no": lambda d: f"{d.letters(1)}{d.digits(5)}{d.letters(1)}",
    "sample_n": lambda d: str(d.rng.randint(40, 1200)),
    "inr": lambda d: f"₹{d.rng.randint(150, 4500)}",
    "nzd": lambda d: f"${d.rng.randint(8, 95)}.{d.pick(['00', '50', '90'])}",
    "aud": lambda d: f"${d.rng.randint(8, 95)}.{d.pick(['00', '50', '95'])}",
    "floor": lambda d: str(d.rng.randint(1, 6)),
    "room": lambda d: f"{d.pick(['1N', '2S', 'B', 'G', '3W'])}-{d.rng.randint(100, 299)}",
    "hours": lambda d: str(d.rng.randint(2, 48)),
    "count_a": lambda d: str(d.rng.randint(10, 480)),
    "count_b": lambda d: str(d.rng.randint(2, 60)),
    "visit_hours": lambda d: d.pick(["10:00-20:00", "14:00-19:30", "11:00-13:00 / 15:00-20:00", "13:00-20:00"]),
    "weekend_hours": lambda d: d.pick(["10:00-14:00", "09:00-13:00", "11:00-16:00"]),
    "model_no2": lambda d: f"{d.letters(3)}{d.rng.randint(10, 99)}-{d.rng.randint(100, 999)}",
    "fleet_tech": lambda d: d.pick(["Dale Brittingham, fleet technician", "Rosalind Okafor-Hitchens, fleet supervisor"]),
    "quorum": lambda d: f"{d.rng.randint(7, 11)} of {d.rng.randint(11, 14)}",
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b37c_cafe_label", "cafeteria_nutrition_label", US,
     "Shoreline Cafe at {hospital_own} - nutrition facts, menu cycle week {week}\n{nutrition_table}\n"
     "Values per serving, 2,000 calorie diet. Allergen binder at the register; dietitian on call via {hosp_phone}."),
    ("b37c_cafe_card", "cafeteria_nutrition_label", US,
     "TODAY'S SPECIAL - ((Crab cake sandwich||Chicken & slippery dumplings||Grilled rockfish bowl))\nServing 1 plate | Calories {kcal} | Total fat {grams} g | "
     "Protein {grams2} g | Sodium {mg_sodium} mg | Heart-healthy: ((yes||no))\nPrice ${fee} (employee badge discount 10%). Label printed {dos}."),
    ("b37c_star_summary", "star_rating_summary", US,
     "{org} - Medicare Advantage Star Ratings preview, contract {contract_no}, measurement year {year}\n{star_table}\n"
     "Projected overall: {star_overall} stars. Questions about this summary: {org_help_email}."),
    ("b37c_star_csv", "star_rating_summary", US,
     "contract,measure_id,rate,stars,weight\n{contract_no},C01,{pct_int},((3||4||5)),1\n{contract_no},D08,{pct_tenth},((3||4)),3\n"
     "{contract_no},C16,{pct_int},((2||3||4)),2\n# generated {iso_ts} by star-model {ns_version}"),
    ("b37c_measure_spec", "quality_measure_specification", US,
     "Measure specification CBP-{year} (version {ns_version})\nEligible population: members {age_low}-{age_high} years as of December 31 of the measurement year, "
     "continuously enrolled with no more than one 45-day gap.\n{measure_table}\nSteward contact: {research_email}."),
    ("b37c_measure_json", "quality_measure_specification", US,
     "{\"measure\": \"COL-E\", \"version\": \"{ns_version}\", \"ageBand\": {\"min\": 45, \"max\": 75}, \"valueSets\": [\"2.16.840.1.113883.3.464.1003.108.12.1020\", "
     "\"2.16.840.1.113883.3.464.1003.198.12.1010\"], \"codes\": [\"{cpt}\", \"G0121\", \"Z12.11\"], \"effective\": \"{eff_iso}\", \"owner\": \"{payer_id}\"}"),
    ("b37c_icd_crosswalk", "icd10_crosswalk", US,
     "ICD-10-CM | ICD-9-CM | Description | Match | Risk model\n{crosswalk_table}\nCrosswalk {ns_version}, loaded {dos}. Corrections: {edi_email}."),
    ("b37c_icd_csv", "icd10_crosswalk", US,
     "icd10cm,icd10am,flag,note\n{icd},{icd},1,approximate\nE11.9,E11.9,0,exact\nG47.33,G47.32,1,\"AM splits OSA by severity\"\n"
     "# table for the travel-cover desk ({travel_email}), release {ns_version}"),
    ("b37c_ddi_table", "drug_interaction_table", US,
     "{pharmacy_own} - high-alert interaction table (rev. {ns_version}, {dos})\nPair | Severity | Action | Evidence\n{ddi_table}\n"
     "Call {rx_phone} before overriding a contraindicated pair."),
    ("b37c_ddi_xml", "drug_interaction_table", US,
     "<InteractionList source=\"{pharmacy_own}\" updated=\"{eff_iso}\">\n  <Pair a=\"{drug}\" b=\"fluconazole\" severity=\"major\" ndc=\"{ndc}\"/>\n"
     "  <Pair a=\"sertraline\" b=\"linezolid\" severity=\"contraindicated\"/>\n  <Owner npi=\"{own_npi}\"/>\n</InteractionList>"),
    ("b37c_mri_list", "mri_conditional_implant_list", US,
     "{hospital_own} MRI safety - implant reference list {quarter}\n{implant_table}\nZone IV access only after screening by the MR safety officer, {own_staff}. "
     "Radiology scheduling {radiology_phone}."),
    ("b37c_mri_de", "mri_conditional_implant_list", ("de_DE", "de_AT"),
     "MRT-Implantatliste (Stand {ddmmyyyy}): Herzschrittmacher Modell {model_no} bedingt MR-sicher bei 1,5 T, SAR < 2 W/kg; Cochlea-Implantat {model_no2} nur mit "
     "Kopfverband; Clip {lot_no} MR-unsicher. Rückfragen Radiologie {radiology_phone}."),
    ("b37c_ct_protocols", "radiology_protocol_book", US,
     "CT protocol book, scanner {small_digit} (software {ns_version})\n{ct_table}\nApproved by {own_staff}, {dos}. Deviations logged in the QA binder."),
    ("b37c_fr_protocole", "radiology_protocol_book", ("fr_FR",),
     "Protocole scanner thoracique faible dose: {kv} kV, {mas} mAs de référence, épaisseur de coupe {slice} mm, pas {small_digit},0. "
     "Révision du {ddmmyyyy}, validé par {own_staff}. Secrétariat radiologie {radiology_phone}."),
    ("b37c_sleep_inventory", "sleep_lab_equipment_inventory", US,
     "{sleep_lab} - equipment inventory {quarter}\nDevice | Location | Serial | Asset | Next PM\n{sleep_table}\nBiomed tickets: {servicedesk_email}."),
    ("b37c_sleep_csv", "sleep_lab_equipment_inventory", US,
     "asset_tag,device,serial,firmware,last_calibrated\n{fivedig},PSG amplifier,{serial_no},{ns_version},{eff_iso}\n{four_digits}7,Oximeter,{lot_no},{ns_version2},{eff_iso}\n"
     "# {sleep_lab}, {sleep_phone}"),
    ("b37c_pt_minutes", "pt_committee_minutes", US,
     "Pharmacy & Therapeutics Committee minutes, {dos}\nPresent: {own_staff}, {own_staff2}; quorum met ({quorum} voting members).\n{pt_table}\n"
     "Next meeting {dos2}. Comments to {pt_email}."),
    ("b37c_pt_notice", "pt_committee_minutes", US,
     "P&T summary for prescribers ({quarter}): {drug} moves to tier ((2||3)) effective {eff_iso}; prior authorization for {hcpcs} lifted; "
     "quantity limit 30 per 30 days on {drug}. RxBIN {org_rxbin}, PCN {org_rxpcn}, group {org_rxgrp}. Pharmacy help desk {org_tollfree}."),
    ("b37c_grant_budget", "grant_budget_justification", US,
     "Budget justification, {grant_no} (Year {small_digit})\n{budget_table}\nPI: {own_staff}. Sponsored programs office, {org_street_addr}; EIN {org_ein}."),
    ("b37c_grant_ie", "grant_budget_justification", ("en_IE",),
     "Budget justification - Health Research Board application ({year}): research nurse 0.6 WTE {eur_k}; consumables {eur}; "
     "PPI panel honoraria {eur}; open-access fees {eur}. Host institution partner: {hospital_own}. Queries {research_email}."),
    ("b37c_trial_synopsis", "clinical_trial_synopsis", US,
     "PROTOCOL SYNOPSIS - {nct} (protocol v{ns_version})\nTitle: ((Positional therapy versus CPAP in mild OSA||Early mobility after hip fracture||Text reminders for statin adherence))\n"
     "Population: adults {age_low}-{age_high}; planned N = {sample_n}\n{visit_table}\nSponsor contact: {research_email}"),
    ("b37c_fi_tutkimus", "clinical_trial_synopsis", ("fi_FI", "sv_SE"),
     "Tutkimussuunnitelman tiivistelmä / Protokollsammanfattning {nct}: {sample_n} osallistujaa, ikä {age_low}-{age_high} v; käynnit viikoilla 0, 4, 12 ja 26 "
     "(ikkuna ±{small_digit} vrk). Versio {ns_version}, {ddmmyyyy}. Yhteys {research_email}."),
    ("b37c_rate_filing", "premium_rate_filing", US,
     "{org} - {year} individual market rate filing (summary)\nIndex rate {pmpm} PMPM; annual trend {trend}; proposed average change {pct_tenth}.\n"
     "age_band,factor,pmpm\n{rate_table}\nActuarial memorandum on file; filing ref {ns_ref}."),
    ("b37c_rate_xml", "premium_rate_filing", US,
     "<RateTable issuer=\"{org}\" plan=\"{ns_plan}\" effective=\"{eff_iso}\">\n  <AgeBand from=\"21\" to=\"21\" factor=\"1.000\" pmpm=\"{pmpm}\"/>\n"
     "  <AgeBand from=\"40\" to=\"40\" factor=\"{factor}\"/>\n  <AgeBand from=\"64\" to=\"64\" factor=\"3.000\"/>\n  <Tobacco load=\"{factor2}\"/>\n</RateTable>"),
    ("b37c_rvu_table", "rvu_table", US,
     "RVU table, fee schedule {year} (locality 99)\n{rvu_table}\nConversion factor per CMS final rule; payer {payer_id}, billing NPI {own_npi}."),
    ("b37c_rvu_hl7", "rvu_table", US,
     "MSH|^~\\&|CDM|CHRMC|BILL|NSHP|{hl7_ts}||MFN^M04|{ctrl}|P|2.5.1\nMFI|CDM^Charge Description Master||UPD|||AL\nMFE|MUP|{ctrl2}||{rvu_cpt}\n"
     "CDM|{rvu_cpt}|{small_digit}|Office visit est||{fee}\nPRC|{rvu_cpt}|{clinic}||||||{money_s}"),
    ("b37c_fleet_log", "fleet_maintenance_log", US,
     "Fleet maintenance log - courier and wheelchair vans, {quarter}\n{fleet_table}\nAll units garaged at {hosp_addr}. Dispatch {fleet_phone}."),
    ("b37c_fleet_json", "fleet_maintenance_log", US,
     "{\"unit\": \"{unit}\", \"odometer_mi\": \"{odo}\", \"service\": \"((pre-trip DOT inspection||lift cycle test||oil change))\", \"completed\": \"{iso_ts}\", "
     "\"cost_usd\": \"{fee}\", \"next_due_mi\": \"{odo2}\", \"technician\": \"{fleet_tech}\", \"shop_phone\": \"{fleet_phone}\"}"),
    ("b37c_dep_changelog", "software_dependency_changelog", US,
     "CHANGELOG - member-portal {ns_version} ({eff_iso})\n{dep_table}\nBuild {build_no}, merge {commit}. Report problems to {servicedesk_email}."),
    ("b37c_sbom_json", "software_dependency_changelog", US,
     "{\"bomFormat\": \"CycloneDX\", \"specVersion\": \"1.5\", \"serialNumber\": \"urn:uuid:{guid}\", \"metadata\": {\"component\": {\"name\": \"claims-api\", "
     "\"version\": \"{ns_version}\"}}, \"components\": [{\"name\": \"fhir.resources\", \"version\": \"{ns_version2}\"}], \"vcs\": \"{commit40}\"}"),
    ("b37c_fw_ticket", "firewall_change_ticket", US,
     "Change {ticket} - firewall rule update (standard change, window {dos} {clock})\nRequested by {own_staff}; approved by CAB.\n{fw_table}\n"
     "Rollback: restore policy {ns_version}. Service desk {servicedesk_email}."),
    ("b37c_fw_csv", "firewall_change_ticket", US,
     "rule_id,action,source,destination,port,ticket\n{four_digits},permit,{v6_net},{v6_host},{port},{ticket}\n{fivedig},deny,any,{v6_host},23,{ticket}\n"
     "# exported {iso_ts}; objects documented in the network standard {ns_version}"),
    ("b37c_courier_route", "courier_route_schedule", US,
     "Courier route {route_no} - weekday schedule from {dos}\n{route_table}\nDriver swaps via dispatch {fleet_phone}. First pickup at {clinic}, {clinic_addr}."),
    ("b37c_courier_csv", "courier_route_schedule", US,
     "route,stop,site,window,cargo\n{route_no},1,{pharmacy_own},{clock_a},totes\n{route_no},2,{clinic},{clock_b},specimens\n{route_no},3,{hospital_own},{clock},returns\n"
     "# stops {stop_count}; dispatch {fleet_phone}"),
    ("b37c_sign_de", "multilingual_signage", ("de_DE", "de_CH"),
     "Hinweisschild, Eingang {floor}: Besuchszeiten {visit_hours}. Dolmetscherdienst kostenlos - fragen Sie am Empfang. Händedesinfektion beim Betreten. "
     "Auskunft {hosp_phone}."),
    ("b37c_sign_fr", "multilingual_signage", ("fr_FR", "fr_CA"),
     "ZONE IRM - accès réservé. Retirez montres, cartes et objets métalliques. Implants: signalez-les avant l'examen. Rendez-vous {radiology_phone}, "
     "lundi-vendredi {span_hours}."),
    ("b37c_sign_nl", "multilingual_signage", ("nl_NL", "nl_BE"),
     "Bordje apotheek: geopend {span_hours}, in het weekend {weekend_hours}. Trek een nummer; wachttijd ongeveer {minutes} minuten. {pharmacy_own}, {rx_phone}."),
    ("b37c_sign_fi", "multilingual_signage", ("fi_FI",),
     "Opaste: Uniklinikka kerros {floor}, huoneet {room}. Vierailuaika {visit_hours}. Tulkkipalvelu maksuton. Neuvonta {sleep_phone}."),
    ("b37c_sign_sv", "multilingual_signage", ("sv_SE",),
     "Skylt: Hissen ur funktion t.o.m. {ddmmyyyy}. Använd trapphus B eller hiss {small_digit}. Rullstolsburna: ring vaktmästaren {hosp_phone}."),
    ("b37c_sign_da", "multilingual_signage", ("da_DK",),
     "Skilt ved parkering: P-pladser {small}-{count_a} er reserveret til patientbusser. Maks. {hours} timer. Henvendelse {fleet_phone}."),
    ("b37c_sign_ie", "multilingual_signage", ("en_IE",),
     "Notice for {org} members travelling in Ireland: show your member card at reception; the clinic bills the plan directly. Out of hours, ring the "
     "member line from abroad {org_intl_line} or email {travel_email}. GP visits billed direct up to {eur}; poster {ns_ref}. Fáilte roimh chách."),
    ("b37c_sign_au", "multilingual_signage", ("en_AU",),
     "Poster at partner clinics (Victoria): {org} members - GP consults billed direct, no gap up to {aud}. Assistance centre {au_partner_line}, 24 hours. "
     "Poster ref {ns_ref}."),
    ("b37c_sign_nz", "multilingual_signage", ("en_NZ",),
     "Kia ora - {org} travel cover: after-hours clinic visits reimbursed up to {nzd} per visit, claims within {small} days. Forms at {org_web}. Assistance {au_partner_line}."),
    ("b37c_sign_in", "multilingual_signage", ("en_IN",),
     "Notice at empanelled hospitals: {org} cashless desk, ground floor, {span_hours}. Pre-authorisation turnaround {hours} hours. Registration fee {inr} waived. "
     "Helpline (from abroad) {org_intl_line}."),
    ("b37c_x12_850", "x12_supply_order", US,
     "ISA*00*          *00*          *ZZ*NSHPSUPPLY     *ZZ*MEDSUPPLIER    *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\nST*850*{four_digits}~\n"
     "BEG*00*SA*{po_no}**{isa_date}~\nPO1*1*{small}*CS*{fee}**VN*{lot_no}~\nPO1*2*{small_digit}*BX*{money_s}**VN*{lot_no}~\nCTT*2~\nSE*7*{four_digits}~"),
    ("b37c_supply_csv", "supply_order_export", US,
     "item,vendor_item,qty,uom,unit_price\n{supply_table}\n# PO {po_no}, ship to {hosp_addr}, approved by {own_staff}"),
    ("b37c_codes_xml", "code_list_export", US,
     "<ValueSet id=\"NSHP-{year}-sleep\" version=\"{ns_version}\" published=\"{eff_iso}\">\n{code_table}\n</ValueSet>"),
    ("b37c_fhir_chargeitem", "code_list_export", US,
     "{\"resourceType\": \"ChargeItemDefinition\", \"status\": \"active\", \"url\": \"{org_web}/fhir/ChargeItemDefinition/cpt-{rvu_cpt}\", \"date\": \"{eff_iso}\", "
     "\"code\": {\"coding\": [{\"system\": \"http://www.ama-assn.org/go/cpt\", \"code\": \"{rvu_cpt}\"}]}, \"propertyGroup\": [{\"priceComponent\": [{\"type\": \"base\", "
     "\"amount\": {\"value\": {fee}, \"currency\": \"USD\"}}]}]}"),
    ("b37c_rate_tsv", "rate_table_export", US,
     "plan\tmetal\tage_21_pmpm\tage_40_factor\ttobacco\n{ns_plan}\t((Bronze||Silver||Gold))\t{pmpm}\t{factor}\t1.{small_digit}00\n# {org}, payer {payer_id}, filing {ns_ref}"),
    ("b37c_nutrition_au", "cafeteria_nutrition_label", ("en_AU", "en_NZ"),
     "NUTRITION INFORMATION - Staff canteen ((lamb & vegie pie||pumpkin soup||chicken laksa))\nServings per package: 1   Serving size: {small}0 g\n"
     "Energy {kj} kJ | Protein {grams} g | Fat, total {grams2} g | Carbohydrate {grams3} g | Sodium {mg_sodium} mg\nBest before {ddmmyyyy}. Lot {lot_no}."),
]

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b37_bite_report", "animal_bite_report", US,
     "SUSSEX COUNTY ANIMAL BITE REPORT\nVictim: {first} {last}   DOB: [[date_of_birth:dob_v37]]\nBite site: ((left hand||right calf||face)), seen at {hospital_own} ED {dos}\n"
     "Animal: ((dog, pit mix, brown||cat, stray||dog, lab, black)) - rabies vaccination ((current||unknown))\nOwner: {first2} {last2}, [[address:addr_v37]]\n"
     "Owner phone: [[phone:phone_v37]]   10-day quarantine ordered"),
    ("b37_bite_council", "animal_bite_report", ("en_AU", "en_NZ"),
     "Dog attack - notification to council animal services\nPerson attacked: {first} {last}, [[age_over_89:age_v37]], knocked down on the footpath, skin tear to the forearm\n"
     "Dog owner's address: [[address:addr_v37]]\nOwner contacted on [[phone:phone_v37]] - dog ((a kelpie cross||a staffy||a bull mastiff)), registered ((yes||no))\n"
     "Reported by triage nurse, {dos}"),
    ("b37_police_injury", "police_accident_report", US,
     "DELAWARE UNIFORM CRASH REPORT - INJURY SECTION\nUnit 2 driver: {last_upper}, {first_upper}\nDOB [[date_of_birth:dob_v37]]   Address [[address:addr_v37]]\n"
     "Plate [[vehicle_id:plate_v37]]   VIN [[vehicle_id:vin_v37]]\nInjury: ((B - suspected minor||A - suspected serious||C - possible)); transported by Sussex EMS to {hospital_own}"),
    ("b37_garda_collision", "police_accident_report", ("en_IE",),
     "An Garda Síochána - road traffic collision, injury details\nInjured party: {first} {last}, date of birth [[date_of_birth:dob_v37]]\n"
     "Vehicle reg. [[vehicle_id:plate_v37]], injured party was the ((passenger||driver||cyclist))\nMobile [[phone:phone_v37]]\nConveyed to ((University Hospital Galway||Cork University Hospital||Beaumont Hospital)) by NAS"),
    ("b37_concussion", "concussion_clearance", ("en_US", "en_CA"),
     "RETURN-TO-PLAY CLEARANCE (concussion protocol step 6)\nStudent-athlete: {first} {last}   Sport: ((soccer||football||field hockey||lacrosse))\n"
     "DOB [[date_of_birth:dob_minor_v37]]   School health record [[record_number:mrn_v37]]\nParent/guardian: {first2} {last}, [[phone:phone_v37]], [[email:email_parent_v37]]\n"
     "Symptom-free {small_digit} days; ImPACT at baseline. Cleared by {own_staff}"),
    ("b37_hospice_intake", "hospice_intake_sheet", US,
     "HOSPICE INTAKE\nPatient: {first} {last}   Age: [[age_over_89:age_v37]]\nMedicare MBI [[member_id:mbi_new]]   Supplement: {org} [[member_id:member_v37]]\n"
     "SSN [[ssn:ssn_v37]]\nResidence: [[address:addr_v37]]\nDx: ((end-stage heart failure||metastatic lung cancer||advanced dementia)); DNR on file"),
    ("b37_palliative_referral", "hospice_intake_sheet", ("en_AU", "en_NZ"),
     "Community palliative care - referral / intake\nName: {first} {last}\nDOB: [[date_of_birth:dob_v37]]\nNHI / Medicare: [[national_id:nhi_v37]]\n"
     "NOK: {first2}, ((daughter||son||husband)), [[phone:phone_v37]]\nPreferred place of death: home. Syringe driver ((yes||not yet))"),
    ("b37_genetic_letter", "genetic_counselling_letter", ("en_IE", "en_US", "en_AU"),
     "Clinical Genetics - letter to patient\nRe: {first} {last}, DOB [[date_of_birth:dob_v37]], hospital no. [[record_number:mrn_v37]]\n\n"
     "Dear {first}, thank you for coming to see us. As we discussed, your mother's BRCA2 result was found in her stored sample after she died on "
     "[[date_of_death:dod_v37]]. Predictive testing for you is available; ring us to book."),
    ("b37_genetic_pedigree", "genetic_counselling_letter", ("en_AU", "en_NZ", "en_US"),
     "Family history summary for cascade testing (proband UR [[record_number:mrn_v37]])\n- Maternal grandmother: alive, [[age_over_89:age_v37]], breast cancer at 61\n"
     "- Mother's sibling {first2}: colon cancer, died [[date_of_death:dod_v37]]\n- Proband {first} {last}: MLH1 pathogenic variant. Relatives' letters enclosed."),
    ("b37_crowdfund_page", "crowdfunding_campaign_page", ("en_IE", "en_AU", "en_NZ", "en_US"),
     "Help {first} get treatment abroad\n[[url:url_v37]]\nOrganised by {first2} {last}\n{first} ((was diagnosed with a rare sarcoma||needs proton therapy||needs a liver transplant)) and the treatment isn't covered. "
     "Every bit helps. Questions: [[email:email_v37]]. Prefer a direct transfer? [[bank_account:bank_v37]]"),
    ("b37_crowdfund_update", "crowdfunding_campaign_page", ("en_IN", "en_IE", "en_US"),
     "UPDATE: With broken hearts we share that {first} {last} passed away on [[date_of_death:dod_v37]]. Thank you to everyone who gave on [[url:url_v37]]. "
     "The remaining funds will cover the hospital bill; the family's account for any further help is [[bank_account:bank_v37]]."),
    ("b37_eap_referral", "employee_assistance_referral", ("en_US", "en_CA"),
     "EAP self-referral (web form)\nName: {first} {last}\nDate of birth: [[date_of_birth:dob_v37]]\nBest number: [[phone:phone_v37]]   OK to leave a message: ((yes||no))\n"
     "Email: [[email:email_v37]]\nReason: ((stress after a workplace injury||grief||alcohol use||burnout))\nSubmitted {iso_ts} from [[ip_address:ip_v37]]"),
    ("b37_eap_intake_ca", "employee_assistance_referral", ("en_CA",),
     "EMPLOYEE AND FAMILY ASSISTANCE PROGRAM - INTAKE\nEmployee: {first} {last}\nSIN (for disability coordination): [[national_id:sin_v37]]\n"
     "Provincial health card: [[member_id:ca_hcn_v37]]\nHome: [[address:addr_v37]]\nCell: [[phone:phone_v37]]\nReferred by manager for ((return-to-work planning||critical incident debrief))"),
    ("b37_yellow_card", "travel_vaccination_certificate", ("en_IE", "en_AU", "en_NZ", "sv_SE", "da_DK", "no_NO", "fi_FI"),
     "INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS\nThis is to certify that {first} {last}\ndate of birth / né(e) le [[date_of_birth:dob_v37]]\n"
     "national identification document / document d'identification nationale [[national_id:natid_v37]]\nhas been vaccinated against yellow fever on {dos}. Batch {lot}."),
    ("b37_travel_clinic_in", "travel_vaccination_certificate", ("en_IN",),
     "TRAVEL VACCINATION CERTIFICATE - Port Health Organisation\nName: {first} {last}\nDate of Birth: [[date_of_birth:dob_v37]]\nAadhaar No.: [[national_id:aadhaar_v37]]\n"
     "PAN: [[national_id:pan_v37]]\nMobile: [[phone:phone_v37]]\nVaccine: ((Meningococcal ACWY||Yellow fever||oral polio vaccine)) for ((Hajj||Umrah||study in Kenya))"),
    ("b37_subrogation", "subrogation_letter", US,
     "RE: Subrogation - our member {first} {last}, member ID [[member_id:member_v37]]\nDate of loss: {dos}\n\nDear claims adjuster,\n{org} paid ${money_s} for injuries from the collision. "
     "Your insured's vehicle, plate [[vehicle_id:plate_v37]], struck our member at [[address:addr_v37]]. Please direct reimbursement to {org_claims_addr}."),
    ("b37_recovery_letter", "subrogation_letter", ("en_AU", "en_NZ"),
     "Recovery of medical expenses - our ref {ctrl}\nInsured: {first} {last}\nMedicare / cover no. [[member_id:member_intl_v37]]\nThird-party vehicle rego [[vehicle_id:plate_v37]]\n"
     "We have recovered ${money_s} from the at-fault insurer. Your excess will be refunded to [[bank_account:bank_v37]] within 10 business days."),
    ("b37_witness_statement", "witness_statement", ("en_AU", "en_NZ", "en_IE", "en_US"),
     "WITNESS STATEMENT\nI, {first} {last}, born [[date_of_birth:dob_v37]], of [[address:addr_v37]], state:\n"
     "At about {clock} on {dos} I saw a ((white ute||silver hatchback||red van)), registration [[vehicle_id:plate_v37]], reverse into a man in the hospital car park. "
     "He was taken inside on a trolley. I can be contacted on [[phone:phone_v37]].\nSigned ______"),
    ("b37_lost_property", "lost_property_slip", US,
     "{hospital_own} - Security lost & found\nItem: ((black wallet||phone in pink case||purse)) found ((ED waiting room||4 West||cafeteria)) {dos}\n"
     "Owner (patient discharged): {first} {last}\nContents logged: debit card [[card:card_v37]], ((house keys||$20 cash||pill organiser))\n"
     "Owner contact: [[phone:phone_v37]] / [[email:email_v37]]\nReturned: ((pending||by mail||picked up))"),
    ("b37_family_chat", "family_group_chat", ("en_US", "en_IN", "en_AU"),
     "[Family 💬] {first2}: update - Dad is stable, they moved him to a normal ward\n[Family 💬] {first3}: thank god. he's [[age_over_89:age_v37]] ffs they should keep him longer\n"
     "[Family 💬] {first2}: pharmacy wants payment for the new meds, use my card [[card:card_v37]] exp {small_digit}/28\n"
     "[Family 💬] {first3}: send the discharge stuff to [[address:addr_v37]] not the old flat"),
    ("b37_family_chat_ward", "family_group_chat", ("en_IE", "en_NZ"),
     "{first2}: Nan's in St ((Vincent's||James's||Luke's)), ward {small_digit}\n{first3}: do they need her details?\n{first2}: her hospital number is [[record_number:mrn_v37]] "
     "and her PPS / NHI is [[national_id:natid_v37]]\n{first2}: DOB [[date_of_birth:dob_elder_v37]] in case they ask at the desk\n{first3}: 👍"),
    ("b37_portal_reset", "password_reset_email", US,
     "Subject: Reset your {org} password\n\nHi {first},\nwe received a request to reset the password for [[email:email_v37]] (member [[member_id:member_v37]]) "
     "from IP address [[ip_address:ip_v37]] at {clock}.\nReset link (valid 30 minutes): [[url:reset_url_v37]]\nIf this wasn't you, call {org_tollfree}."),
    ("b37_portal_reset_intl", "password_reset_email", ("en_AU", "en_NZ", "en_IE", "en_IN"),
     "Your verification code was sent by SMS to [[phone:phone_v37]].\nRequest details: {iso_ts}, IP [[ip_address:ip_v37]], ((Chrome on Android||Safari on iPhone||Edge on Windows))\n"
     "Continue here: [[url:reset_url_v37]]\n- {org} travel members portal"),
    ("b37_guardianship", "guardianship_petition", US,
     "IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE\nIn the Matter of {first} {last}, a person with a disability\nPETITION FOR APPOINTMENT OF GUARDIAN\n"
     "1. The alleged person with a disability is [[age_over_89:age_v37]], born [[date_of_birth:dob_elder_v37]], SSN [[ssn:ssn_v37]], and resides at [[address:addr_v37]].\n"
     "2. Petitioner {first2} {last2} is the ((adult child||grandchild||only living relative)) of the respondent."),
    ("b37_ward_of_court", "guardianship_petition", ("en_IE",),
     "Application for wardship - affidavit of the applicant (extract)\nThe respondent, {first} {last}, is [[age_over_89:age_v37]] and resides at a nursing home. "
     "Respondent's PPSN: [[national_id:ppsn_v37]]. The respondent's pension is paid into account [[bank_account:iban_v37]], over which no power of attorney was registered."),
    ("b37_immigration_exam", "immigration_medical_exam", ("en_IN", "en_US", "es_MX", "en_PH"),
     "REPORT OF IMMIGRATION MEDICAL EXAMINATION (civil surgeon worksheet)\nApplicant: {last_upper}, {first_upper}\nA-Number: [[national_id:anumber_v37]]   DOB [[date_of_birth:dob_v37]]\n"
     "TB IGRA ((negative||positive - CXR ordered)); MMR, Tdap, varicella ((given||documented))\nExam fee paid by card [[card:card_v37]]"),
    ("b37_fhir_bundle", "fhir_bundle_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"coding\": "
     "[{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_v37]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"[[ssn:ssn_v37]]\"}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v37]]\", \"deceasedDateTime\": \"[[date_of_death:dod_fhir_v37]]\", \"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain]]\"}]}}]}"),
    ("b37_csv_autopay", "csv_export", ("en_US", "en_AU"),
     "member_id,pay_method,card_or_account,enrolled_from_ip\n[[member_id:member_v37]],card,[[card:card_v37]],[[ip_address:ip_v37]]\n"
     "[[member_id:member_v37]],bank,\"[[bank_account:bank_v37]]\",[[ip_address:ip_public]]"),
    ("b37_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|SLEEP|RDSC|EHR|CHRMC|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v37]]^^^CHRMC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_hl7_v37]]|((F||M))|||"
     "[[address:addr_hl7_v37]]||[[phone:phone_v37]]\nOBR|1||{fivedig}|95810^Polysomnography\nOBX|1|NM|AHI^Apnea-hypopnea index||{small}|/h|<5|H"),
    ("b37_x12_834", "x12_export", US,
     "ST*834*{four_digits}*005010X220A1~\nBGN*00*{ctrl}*{isa_date}*{clock_hhmm}****2~\nINS*Y*18*024*03*A***TE**N*D8*[[date_of_death:dod_d8_v37]]~\nREF*0F*[[member_id:member_v37]]~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\nDMG*D8*[[date_of_birth:dob_hl7_v37]]*((F||M))~\nSE*7*{four_digits}~"),
]


def anumber_v37(draw: Draw) -> str:
    """A US alien registration number as forms print it."""
    body = draw.digits(draw.pick([8, 9]), first_nonzero=True)
    return draw.pick([f"A{body}", f"A-{body}", f"A {body[:3]}-{body[3:6]}-{body[6:]}" if len(body) == 9 else f"A{body}", f"{body.zfill(9)}"])


SLOTS["anumber_v37"] = anumber_v37
FILLERS["clock_hhmm"] = lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}"
FILLERS["first_upper"] = lambda d: d.fill("first").upper()
FILLERS["last_upper"] = lambda d: d.fill("last").upper()


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind37", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
