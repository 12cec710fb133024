"""A thirty-second blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind32.py [--seed 34341] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind31.py,
seeds 4141 to 33331) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-third set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b32_" or "b32c_"). Identifier-free genres: chaplaincy schedules, sleep-lab scheduling templates, ethics committee
charters, P&T minutes, power-of-attorney form instructions, infusion chair utilisation, lactation-room rules,
anticoagulation protocols, exposure policies, CARC/RARC edit tables, travel-vaccine prices, donor-wall wording,
triage protocol excerpts, ICD-10-PCS explanations, interpreter glossaries, home-health schedules, transport dispatch
boards, sterile-processing tray logs, blood-bank inventory, radiology protocols, dialysis chair rosters, regimen order
sets, infection-control counts, 340B reports, policy change logs, appeal-rights notices, telehealth status pages, 834
totals, chargemaster extracts, board minutes, vendor invoices, plus notices in other locales (de, fr, es, it, nl, pt,
pl, sv, da, nb, fi, cs). Carrying genres: bereavement-fare requests, funeral-home forms, police accident excerpts,
subrogation letters, genetic-counselling pedigrees, aide timesheets, student health messages, pharmacy transfers,
medical-alert orders, long-term-care admissions, pension survivor claims, rideshare incidents, wound-photo captions,
ambulance run sheets, school nurse notes, workers' comp letters, refill chats, hospice letters, guardianship papers,
trial consents, lost-card reports, address changes, CSV, JSON, XML, HL7, X12, voice-to-text and OCR'd PDFs.

About half the identifier values come from this module's own printings (the `*_v32` slots): spelled-out digits,
non-breaking hyphens and 4-8-4 groupings, month names in German, Spanish, French, Dutch, Polish and Czech, Norwegian
fødselsnummer, Polish PESEL, Czech rodné číslo, Belgian national numbers, Portuguese NIF, IBANs of NO/PL/CZ/PT/DE
with computed check digits, and German, Polish, Czech, Norwegian and Portuguese address layouts.

MAC addresses appear in no text; no identifier-free text holds an IP address, a licence plate or a VIN. An
identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the
plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are
the organisations' own clinicians and staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
    import make_phi_blind31 as blind31
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind31 as blind31

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 34341
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Kennebec Highlands Health Cooperative"
HOSPITAL_NAME = "Sandy River Memorial Hospital"
CLINIC_NAME = "Carrabassett Valley Primary Care"
PHARMACY_NAME = "Wesserunsett Pharmacy"
HOME_HEALTH_NAME = "Kennebec Highlands Home Care"
ORG_DOMAIN = "khhealthcoop.org"
ORGANISATION_CONTACTS = [
    "(207) 555-0131",                                        # 0 member services
    "(207) 555-0132",                                        # 1 plan fax
    "Claims, PO Box 2218, Skowhegan, ME 04976",              # 2 claims address
    "41 Water Street, Suite 3, Skowhegan, ME 04976",         # 3 plan office
    "appeals@khhealthcoop.org",                              # 4
    "service@khhealthcoop.org",                              # 5
    "(207) 555-0134",                                        # 6 clinic
    "(207) 555-0135",                                        # 7 clinic fax
    "12 Depot Road, Kingfield, ME 04947",                    # 8 clinic address
    "(207) 555-0136",                                        # 9 hospital switchboard
    "288 Perham Street, Farmington, ME 04938",               # 10 hospital address
    "(207) 555-0138",                                        # 11 pharmacy
    "7 Madison Avenue, Skowhegan, ME 04976",                 # 12 pharmacy address
    "(207) 555-0144",                                        # 13 home care agency
    "1-877-555-0133",                                        # 14 toll-free member line
    "1-877-555-0134",                                        # 15 toll-free nurse advice line
    "+1 207 555 0131",                                       # 16 member line from abroad
    "https://www.khhealthcoop.org",                          # 17
    "chaplain@khhealthcoop.org",                             # 18
    "ethics@khhealthcoop.org",                               # 19
    "interpreters@khhealthcoop.org",                         # 20
    "(207) 555-0141",                                        # 21 transport dispatch
    "(207) 555-0142",                                        # 22 provider relations
    "foundation@khhealthcoop.org",                           # 23
    "status.khhealthcoop.org",                               # 24 telehealth status page
    "(207) 555-0143",                                        # 25 sleep lab
]
ORG_PAYER_ID = "KHHC4"
ORG_RXBIN = "019847"
ORG_RXPCN = "KHCRX"
ORG_RXGRP = "KHC7720"
ORG_EIN = "01-0583924"
ORG_NPIS = (blind5._npi_of("158207364"), blind5._npi_of("172640518"), blind5._npi_of("134098275"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Philippa Ouellette-Strand, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Tobias Ndiaye-Lindqvist, MD", "Hematology/Oncology", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Marisol Achterberg, PharmD", "Pharmacy", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)

_luhn_digit = blind31._luhn_digit  # noqa: SLF001
_iban = blind31._iban  # noqa: SLF001

# Month names as other locales print them (genitive where the language uses it in dates).
LOCAL_MONTHS = {
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
           "Dezember"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "nl": ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"],
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října",
           "listopadu", "prosince"],
}
SPOKEN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower().replace(" ", "").replace("'", "")


def _spoken(digits: str, draw: Draw) -> str:
    words = [draw.pick(["oh", "zero"]) if char == "0" else SPOKEN_DIGITS[int(char)] for char in digits]
    return " ".join(words)


def _us_line(draw: Draw) -> tuple[str, str, str]:
    area = draw.pick(["207", "603", "802", "978", "413", "860"])
    exchange = str(draw.rng.randint(232, 989)).replace("555", "557")
    return area, exchange, draw.digits(4)


def phone_v32(draw: Draw) -> str:
    area, exchange, line = _us_line(draw)
    return draw.pick([f"({area}){exchange} {line}", f"{area}.{exchange}.{line[:2]}.{line[2:]}",
                      f"+1 ({area}) {exchange}-{line}", f"1-{area}-{exchange}-{line}", f"{area} {exchange}{line}",
                      f"{area}\u2011{exchange}\u2011{line}", f"{area}/{exchange}-{line}", f"({area}) {exchange} - {line}"])


def phone_eu_v32(draw: Draw) -> str:
    return draw.pick([
        f"+47 {draw.pick(['41', '46', '48', '92', '98'])}{draw.digits(1)} {draw.digits(2)} {draw.digits(3)}",
        f"{draw.pick(['9', '4'])}{draw.digits(1)} {draw.digits(2)} {draw.digits(2)} {draw.digits(2)}",
        f"+48 {draw.pick(['501', '601', '693', '728'])} {draw.digits(3)} {draw.digits(3)}",
        f"{draw.pick(['501', '602', '791'])}-{draw.digits(3)}-{draw.digits(3)}",
        f"+420 {draw.pick(['602', '731', '777'])} {draw.digits(3)} {draw.digits(3)}",
        f"+351 9{draw.pick(['1', '3', '6'])}{draw.digits(1)} {draw.digits(3)} {draw.digits(3)}",
        f"+49 (0)1{draw.pick(['51', '60', '71', '76'])} {draw.digits(7)}",
        f"01{draw.pick(['52', '62', '72'])}/{draw.digits(3)} {draw.digits(4)}",
    ])


def phone_spelled_v32(draw: Draw) -> str:
    area, exchange, line = _us_line(draw)
    return f"{_spoken(area, draw)}, {_spoken(exchange, draw)}, {_spoken(line, draw)}"


def _date_v32(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    locale = draw.fill("locale")[:2]
    local = {
        "de": [f"{d}. {LOCAL_MONTHS['de'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
        "es": [f"{d} de {LOCAL_MONTHS['es'][m - 1]} de {y}", f"{d}-{m}-{y}"],
        "pt": [f"{d:02d}/{m:02d}/{y}", f"{d} de {['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'][m - 1]} de {y}"],
        "fr": [f"{'1er' if d == 1 else d} {LOCAL_MONTHS['fr'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"],
        "nl": [f"{d} {LOCAL_MONTHS['nl'][m - 1]} {y}", f"{d:02d}-{m:02d}-{y}"],
        "pl": [f"{d} {LOCAL_MONTHS['pl'][m - 1]} {y} r.", f"{d:02d}.{m:02d}.{y}"],
        "cs": [f"{d}. {LOCAL_MONTHS['cs'][m - 1]} {y}", f"{d}. {m}. {y}"],
        "sv": [f"{y}-{m:02d}-{d:02d}", f"{y % 100:02d}{m:02d}{d:02d}"],
        "da": [f"{d}/{m} {y}", f"{d}. {['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'][m - 1]} {y}"],
        "no": [f"{d}. {['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"],
        "fi": [f"{d}.{m}.{y}", f"{d}. {['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'][m - 1]} {y}"],
        "it": [f"{d} {['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"],
    }.get(locale)
    if local:
        return draw.pick(local)
    return draw.pick([f"{y} {ABBR[m - 1]} {d}", f"{d:02d}/{m:02d}/'{y % 100:02d}", f"{MONTHS[m - 1]} {d} '{y % 100:02d}",
                      f"{ABBR[m - 1]}-{d}-{y}", f"{blind._ordinal(d)} {ABBR[m - 1]}. {y}", f"{m}-{d}-{y % 100:02d}",  # noqa: SLF001
                      f"{MONTHS[m - 1].lower()} {d}, {y}", f"{y}{m:02d}{d:02d}", f"{d}.{m}.{y}"])


def dob_v32(draw: Draw) -> str:
    return _date_v32(draw, 1928, 2019)


def dob_kid_v32(draw: Draw) -> str:
    return _date_v32(draw, 2008, 2020)


def dod_v32(draw: Draw) -> str:
    return _date_v32(draw, 2023, 2026)


def dob_spelled_v32(draw: Draw) -> str:
    day = draw.date_between(1931, 2004)
    year = f"{_spoken(str(day.year)[:2], draw)} {_spoken(str(day.year)[2:], draw)}"
    return draw.pick([f"{MONTHS[day.month - 1].lower()} {blind._ordinal(day.day)} {year}",  # noqa: SLF001
                      f"{_spoken(f'{day.month:02d}', draw)} {_spoken(f'{day.day:02d}', draw)} {year}"])


def member_v32(draw: Draw) -> str:
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"KHC {body[:4]} {body[4:8]} {body[8]}", f"kh-{body[:3]}-{body[3:]}-0{draw.rng.randint(1, 3)}",
                      f"KHC{body}", f"W{draw.digits(1)}{body}", f"KHC/{body[:5]}/{body[5:]}", f"KHC {body}-{draw.letters(1)}"])


def mrn_v32(draw: Draw) -> str:
    return draw.pick([f"SRM {draw.digits(4)}-{draw.digits(4)}", f"{draw.digits(1)} {draw.digits(3)} {draw.digits(3)}",
                      f"KH/{draw.digits(7)}", f"A{draw.digits(2)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"{draw.digits(8)}-{draw.rng.randint(1, 9)}", f"HH{draw.digits(6)}"])


def email_v32(draw: Draw) -> str:
    first, last = _ascii(draw.fill("first")), _ascii(draw.fill("last"))
    domain = draw.pick(["myfairpoint.net", "roadrunner.com", "gwi.net", "wp.pl", "seznam.cz", "online.no", "gmx.de",
                        "sapo.pt", "live.com", "gmail.com", "yahoo.com", "icloud.com"])
    local = draw.pick([f"{last}_{first}", f"{first[:3]}{last[:4]}{draw.rng.randint(1, 999)}", f"{first}.{last[0]}",
                       f"{last}{draw.rng.randint(1950, 2006)}", f"the.{last}s", f"{first}+{draw.pick(['health', 'meds', 'dr'])}"])
    return f"{local}@{domain}"


def email_spoken_v32(draw: Draw) -> str:
    first, last = _ascii(draw.fill("first")), _ascii(draw.fill("last"))
    return f"{first} underscore {last} at {draw.pick(['gmail', 'roadrunner', 'live'])} dot com"


def ssn_v32(draw: Draw) -> str:
    area = str(draw.rng.randint(4, 899)).zfill(3).replace("666", "667")
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{area}\u2011{group}\u2011{serial}", f"{area}_{group}_{serial}", f"{area}{group}{serial}",
                      f"{area}-{group}{serial}", f"{area}{group}-{serial}", f"{area} {group}-{serial}"])


def ssn_spelled_v32(draw: Draw) -> str:
    area = str(draw.rng.randint(4, 899)).zfill(3).replace("666", "667")
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return f"{_spoken(area, draw)} {_spoken(group, draw)} {_spoken(serial, draw)}"


def card_v32(draw: Draw) -> str:
    if draw.rng.random() < 0.25:
        body = draw.pick(["36", "38"]) + draw.digits(11)
        number = body + _luhn_digit(body)
        return f"{number[:4]} {number[4:10]} {number[10:]}"
    body = draw.pick(["4", "4", "55", "2221", "6011"])
    body += draw.digits(15 - len(body))
    number = body + _luhn_digit(body)
    return draw.pick([f"{number[:4]} {number[4:12]} {number[12:]}", f"{number[:4]}\u2011{number[4:8]}\u2011{number[8:12]}\u2011{number[12:]}",
                      f"{number[:4]}/{number[4:8]}/{number[8:12]}/{number[12:]}", f"{number[:8]} {number[8:]}",
                      " ".join(number[i:i + 4] for i in range(0, 16, 4))])


def iban_v32(draw: Draw) -> str:
    country = draw.pick(["NO", "PL", "CZ", "PT", "DE"])
    bban = {"NO": lambda: draw.digits(11), "PL": lambda: draw.digits(24), "CZ": lambda: draw.digits(20),
            "PT": lambda: "0035" + draw.digits(17), "DE": lambda: draw.digits(18)}[country]()
    iban = _iban(country, bban)
    return draw.pick([" ".join(iban[i:i + 4] for i in range(0, len(iban), 4)), iban,
                      iban[:2] + " " + iban[2:4] + " " + iban[4:]])


def bank_us_v32(draw: Draw) -> str:
    body = draw.digits(draw.rng.randint(10, 13), first_nonzero=True)
    return draw.pick([body, f"{body[:2]}-{body[2:8]}-{body[8:]}", f"{body[:4]} {body[4:8]} {body[8:]}"])


def natid_v32(draw: Draw) -> str:
    kind = draw.pick(["fnr", "pesel", "rc", "be", "nif"])
    day = draw.date_between(1935, 2012)
    if kind == "fnr":
        while True:
            body = f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{draw.rng.randint(100, 499) if day.year < 2000 else draw.rng.randint(500, 999)}"
            k1 = 11 - sum(int(c) * w for c, w in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
            k1 = 0 if k1 == 11 else k1
            k2 = 11 - sum(int(c) * w for c, w in zip(body + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            k2 = 0 if k2 == 11 else k2
            if k1 < 10 and k2 < 10:
                number = f"{body}{k1}{k2}"
                return draw.pick([number, f"{number[:6]} {number[6:]}"])
    if kind == "pesel":
        month = day.month + (20 if day.year >= 2000 else 0)
        body = f"{day.year % 100:02d}{month:02d}{day.day:02d}{draw.digits(4)}"
        check = (10 - sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
        return f"{body}{check}"
    if kind == "rc":
        month = day.month + draw.pick([0, 50])
        while True:
            body = f"{day.year % 100:02d}{month:02d}{day.day:02d}{draw.digits(3)}"
            check = int(body) % 11
            if check < 10:
                return f"{body[:6]}/{body[6:]}{check}"
    if kind == "be":
        serial = draw.rng.randint(1, 997)
        base = f"{day.year % 100:02d}{day.month:02d}{day.day:02d}{serial:03d}"
        check = 97 - int(("2" if day.year >= 2000 else "") + base) % 97
        return f"{base[:2]}.{base[2:4]}.{base[4:6]}-{base[6:9]}.{check:02d}"
    while True:
        body = draw.pick(["1", "2"]) + draw.digits(7)
        check = 11 - sum(int(c) * w for c, w in zip(body, range(9, 1, -1))) % 11
        check = 0 if check >= 10 else check
        number = f"{body}{check}"
        return draw.pick([number, f"{number[:3]} {number[3:6]} {number[6:]}"])


def addr_v32(draw: Draw) -> str:
    style = draw.pick(["de", "pl", "cs", "no", "pt", "me"])
    n = draw.rng.randint(1, 160)
    if style == "de":
        return (f"{draw.pick(['Lindenstraße', 'Am Mühlbach', 'Kastanienallee', 'Hauptstr.'])} {n}{draw.pick(['', 'a', 'b'])}, "
                f"{draw.pick(['04109 Leipzig', '79098 Freiburg im Breisgau', '24103 Kiel', '93047 Regensburg'])}")
    if style == "pl":
        return (f"ul. {draw.pick(['Długa', 'Ogrodowa', 'Kościuszki', 'Polna'])} {n} m. {draw.rng.randint(1, 48)}, "
                f"{draw.pick(['80-831 Gdańsk', '31-042 Kraków', '60-101 Poznań', '20-400 Lublin'])}")
    if style == "cs":
        return (f"{draw.pick(['Vinohradská', 'Husova', 'Nádražní', 'Lidická'])} {draw.rng.randint(100, 2600)}/{n}, "
                f"{draw.pick(['120 00 Praha 2', '602 00 Brno', '370 01 České Budějovice', '779 00 Olomouc'])}")
    if style == "no":
        return (f"{draw.pick(['Storgata', 'Kirkeveien', 'Strandgaten', 'Bakkegata'])} {n}{draw.pick(['', 'B', 'C'])}, "
                f"{draw.pick(['0184 Oslo', '5003 Bergen', '7011 Trondheim', '9008 Tromsø'])}")
    if style == "pt":
        return (f"Rua {draw.pick(['Augusta', 'de Santa Catarina', 'do Almada', 'Direita'])} {n}, {draw.rng.randint(1, 6)}.º "
                f"{draw.pick(['Esq.', 'Dto.'])}, {draw.pick(['1100-053 Lisboa', '4000-443 Porto', '3000-150 Coimbra'])}")
    return (f"{draw.rng.randint(12, 2900)} {draw.pick(['Ridge Rd', 'Athens Rd', 'Ten Lots Rd', 'Route 43', 'Bigelow Hill Rd'])}, "
            f"{draw.pick(['Starks, ME 04911', 'New Portland, ME 04961', 'Anson, ME 04911', 'Phillips, ME 04966', 'Solon, ME 04979'])}")


def age_v32(draw: Draw) -> str:
    age = draw.rng.randint(90, 107)
    return draw.pick([f"{age}yo", f"{age} y/o", f"age {age}", f"{age} Jahre", f"{age} lat", f"{age} år", f"{age}-yr-old",
                      f"{age} anos", f"{age} let", f"{age} vuotta"])


def plate_v32(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(4)} {draw.letters(2)}", f"{draw.letters(1)}-{draw.letters(2)} {draw.rng.randint(1, 9999)}",
                      f"{draw.letters(2)} {draw.digits(5)}", f"{draw.digits(1)}{draw.letters(2)} {draw.digits(4)}",
                      f"{draw.letters(2)}-{draw.digits(2)}-{draw.letters(2)}", f"{draw.letters(3)} {draw.digits(4)}"])


def ip_v32(draw: Draw) -> str:
    if draw.rng.random() < 0.3:
        return f"2a0{draw.rng.randint(1, 9)}:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(0, 0xffff):x}::{draw.rng.randint(1, 0xfff):x}"
    first = draw.pick([38, 50, 66, 73, 76, 98, 108, 142, 155, 173, 185, 209])
    return f"{first}.{draw.rng.randint(0, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def url_v32(draw: Draw) -> str:
    member = f"KHC{draw.digits(9, first_nonzero=True)}"
    slug = f"{_ascii(draw.fill('first'))}-{_ascii(draw.fill('last'))}"
    return draw.pick([f"https://members.{ORG_DOMAIN}/m/{member}/claims",
                      f"https://trials.{ORG_DOMAIN}/econsent/sign?participant={member}",
                      f"https://www.everloved.com/life-of/{slug}/",
                      f"https://www.facebook.com/{slug.replace('-', '.')}.{draw.rng.randint(1, 99)}",
                      f"https://www.tributearchive.com/obituaries/{draw.digits(8)}/{slug}",
                      f"https://health.{ORG_DOMAIN}/students/{slug}/inbox"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "phone_v32": phone_v32, "phone_eu_v32": phone_eu_v32, "phone_spelled_v32": phone_spelled_v32,
    "dob_v32": dob_v32, "dob_kid_v32": dob_kid_v32, "dod_v32": dod_v32, "dob_spelled_v32": dob_spelled_v32,
    "member_v32": member_v32, "mrn_v32": mrn_v32, "email_v32": email_v32, "email_spoken_v32": email_spoken_v32,
    "ssn_v32": ssn_v32, "ssn_spelled_v32": ssn_spelled_v32, "card_v32": card_v32, "iban_v32": iban_v32,
    "bank_us_v32": bank_us_v32, "natid_v32": natid_v32, "addr_v32": addr_v32, "age_v32": age_v32,
    "plate_v32": plate_v32, "ip_v32": ip_v32, "url_v32": url_v32,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=14))  # noqa: SLF001


def _chaplain_row(d: Draw) -> str:
    return (f"{d.pick(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} {d.pick(['07:00', '09:30', '12:15', '16:00', '19:30'])}"
            f"  {d.pick(['Interfaith prayer', 'Catholic Mass', 'Jumu`ah prayer room', 'Shabbat candles', 'Quiet meditation', 'Blessing of hands', 'Grief circle'])}"
            f"  {d.pick(['Chapel L1', 'Room 2-114', 'Garden courtyard', 'ICU family lounge'])}")


def _sleep_row(d: Draw) -> str:
    return (f"{d.pick(['PSG diagnostic', 'Split-night', 'CPAP titration', 'MSLT', 'MWT', 'HSAT pickup', 'BiPAP ST titration'])}"
            f" | CPT {d.pick(['95810', '95811', '95805', '95806', 'G0399'])} | bed {d.rng.randint(1, 6)} | {d.pick(['20:30', '21:00', '21:30', '07:00'])}"
            f" | {d.rng.randint(6, 10)} h | tech ratio 1:{d.pick(['2', '3'])}")


def _infusion_row(d: Draw) -> str:
    chairs = d.rng.randint(8, 24)
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])},{chairs},{d.rng.randint(30, chairs * 6)},"
            f"{d.rng.randint(55, 98)}.{d.digits(1)},{d.rng.randint(0, 9)},{d.rng.randint(5, 60)}")


def _carc_row(d: Draw) -> str:
    return (f"{d.pick(['E1204', 'E2210', 'E3307', 'E4412', 'E5508', 'E6613', 'E7720', 'E8801'])}\t"
            f"{d.pick(['Units exceed MUE', 'Modifier 59 without XE/XS/XP/XU', 'POS 02 without GT/95', 'NCCI PTP conflict', 'Frequency > 1/365', 'Missing NDC for J-code', 'Timely filing > 365 d'])}\t"
            f"CARC {d.pick(['CO-151', 'CO-236', 'CO-5', 'CO-97', 'CO-119', 'CO-16', 'CO-29'])}\tRARC {d.pick(['N362', 'M80', 'N657', 'MA130', 'N130', 'M119', 'N30'])}\t{d.pick(['deny', 'pend', 'pay-and-flag'])}")


def _vaccine_row(d: Draw) -> str:
    return (f"{d.pick(['Yellow fever (Stamaril)', 'Typhoid Vi injectable', 'Typhoid oral (Vivotif)', 'Japanese encephalitis (Ixiaro) x2', 'Rabies PrEP x2', 'Hep A adult', 'Hep A/B (Twinrix) x3', 'Cholera (Vaxchora)', 'Chikungunya (Ixchiq)'])}"
            f"  ${d.rng.randint(60, 420)}.{d.pick(['00', '50'])}  admin ${d.rng.randint(20, 45)}  {d.pick(['in stock', 'order 5 days', 'limited'])}")


def _pcs_row(d: Draw) -> str:
    return (f"{d.pick(['0DTJ4ZZ', '0SRC0J9', '02703ZZ', '0FT44ZZ', '0UT90ZZ', '3E033VJ', '5A1955Z', '0W9G3ZZ', 'B2111ZZ'])}"
            f" = {d.pick(['section 0 medical/surgical', 'section 3 administration', 'section 5 extracorporeal', 'section B imaging', 'section 0, root op resection'])}"
            f", approach {d.pick(['0 open', '3 percutaneous', '4 perc. endoscopic', '8 via opening endoscopic', 'X external'])}")


def _glossary_row(d: Draw) -> str:
    return d.pick([
        "shortness of breath | falta de aire | falta de ar | essoufflement",
        "blood thinner | anticoagulante | anticoagulante | anticoagulant",
        "fasting | en ayunas | em jejum | à jeun",
        "stitches | puntos | pontos | points de suture",
        "swelling | hinchazón | inchaço | gonflement",
        "side effect | efecto secundario | efeito colateral | effet secondaire",
        "discharge papers | alta | alta hospitalar | bon de sortie",
        "prior authorization | autorización previa | autorização prévia | accord préalable",
        "copay | copago | coparticipação | ticket modérateur",
        "dizziness | mareo | tontura | vertige",
    ]) + f" | #{d.rng.randint(100, 999)}"


def _visit_sched_row(d: Draw) -> str:
    return (f"Route {d.pick(['North Anson', 'Kingfield', 'Madison', 'Norridgewock', 'Bingham', 'Farmington'])}"
            f"  {d.pick(['RN SOC', 'PT eval', 'OT f/u', 'HHA bath', 'MSW', 'RN wound', 'SLP'])} x{d.rng.randint(1, 9)}"
            f"  {d.pick(['08:00-12:00', '12:30-16:30', '09:00-15:00'])}  mileage est {d.rng.randint(18, 140)} mi")


def _dispatch_row(d: Draw) -> str:
    return (f"Unit {d.pick(['M', 'W', 'V'])}{d.rng.randint(11, 48)}  {d.pick(['ALS', 'BLS', 'wheelchair van', 'stretcher van', 'bariatric'])}"
            f"  {d.pick(['available', 'en route', 'on scene', 'transporting', 'out of service - tire', 'at hospital'])}"
            f"  odo {d.rng.randint(40, 290)},{d.digits(3)}  fuel {d.rng.randint(1, 4)}/4  crew {d.rng.randint(1, 3)}")


def _tray_row(d: Draw) -> str:
    return (f"TR-{d.pick(['ORTHO', 'LAP', 'CSEC', 'EYE', 'ENT', 'MINOR', 'HAND'])}-{d.rng.randint(1, 40):02d}"
            f"  load {d.rng.randint(1, 12)}  cycle {d.pick(['prevac 270F 4 min', 'prevac 275F 3 min', 'gravity 250F 30 min', 'low-temp H2O2'])}"
            f"  BI {d.pick(['neg', 'neg', 'pending'])}  count {d.rng.randint(12, 140)}/{d.rng.randint(12, 140)}")


def _blood_row(d: Draw) -> str:
    return (f"{d.pick(['O neg', 'O pos', 'A neg', 'A pos', 'B neg', 'B pos', 'AB neg', 'AB pos'])} "
            f"{d.pick(['RBC', 'FFP', 'PLT apheresis', 'Cryo pool'])}: on hand {d.rng.randint(0, 60)}, par {d.rng.randint(4, 40)}, "
            f"expiring <72h {d.rng.randint(0, 9)}")


def _protocol_row(d: Draw) -> str:
    return (f"{d.pick(['CT head w/o', 'CTA chest PE', 'CT A/P w contrast', 'MRI brain w/wo', 'MRI L-spine w/o', 'CT renal stone', 'MRA circle of Willis'])}"
            f" | {d.pick(['120 kVp', '100 kVp', '1.5T', '3T'])} | {d.pick(['none', '80 mL Omnipaque 350', '100 mL Isovue 300', '0.1 mmol/kg gadobutrol'])}"
            f" | slice {d.pick(['0.625', '1.25', '2.5', '3', '5'])} mm | CTDIvol <= {d.rng.randint(8, 75)} mGy")


def _chair_row(d: Draw) -> str:
    return (f"Chair {d.rng.randint(1, 24):02d}  {d.pick(['MWF', 'TTS'])}  shift {d.pick(['1 (05:30)', '2 (10:45)', '3 (16:00)'])}"
            f"  machine {d.pick(['Fresenius 2008T', 'B. Braun Dialog+', 'NxStage'])}  {d.pick(['occupied', 'open', 'isolation', 'maintenance'])}")


def _regimen_row(d: Draw) -> str:
    return d.pick([
        f"Day 1: oxaliplatin 85 mg/m2 IV over 2 h; leucovorin 400 mg/m2; 5-FU 400 mg/m2 bolus then 2400 mg/m2 over 46 h (cycle {d.rng.randint(1, 12)})",
        f"Day 1: carboplatin AUC {d.pick(['5', '6'])} IV over 30 min; paclitaxel 175 mg/m2 over 3 h (cycle {d.rng.randint(1, 6)})",
        f"Day 1,8: gemcitabine 1000 mg/m2 over 30 min; cisplatin 25 mg/m2 (cycle {d.rng.randint(1, 8)})",
        f"Day 1: pembrolizumab 200 mg IV over 30 min q3w (dose {d.rng.randint(1, 35)})",
        f"Premeds: ondansetron 16 mg PO, dexamethasone {d.pick(['8', '12', '20'])} mg IV, 30 min prior",
        f"Hold if ANC < {d.pick(['1000', '1500'])}/uL or platelets < {d.pick(['75', '100'])} K/uL",
    ])


def _fee_row(d: Draw) -> str:
    return (f"{d.rng.randint(100000, 899999)},{d.pick(['0450', '0300', '0320', '0360', '0250', '0636', '0730'])},"
            f"{d.pick(['99284', '85025', '71046', '93005', '36415', '80053', 'J1885', '96374'])},"
            f"\"{d.pick(['ED VISIT LVL 4', 'CBC W AUTO DIFF', 'XR CHEST 2V', 'ECG TRACING', 'VENIPUNCTURE', 'CMP', 'KETOROLAC 15MG', 'IV PUSH INIT'])}\","
            f"{d.rng.randint(18, 2400)}.{d.pick(['00', '50', '25'])},{d.rng.randint(10, 80)}%")


def _enrol_row(d: Draw) -> str:
    return (f"{d.pick(['KHC7720', 'KHC7731', 'KHC7744', 'KHC7758', 'KHC7769'])},{d.rng.randint(20, 900)},{d.rng.randint(0, 60)},"
            f"{d.rng.randint(0, 40)},{d.rng.randint(0, 12)},{d.pick(['021', '024', '001', '030'])}")


def _vendor_row(d: Draw) -> str:
    qty = d.rng.randint(1, 40)
    return (f"{d.pick(['SKU 440-118 nitrile gloves M (case)', 'SKU 517-902 IV start kit', 'SKU 203-660 chlorhexidine 2% swab', 'SKU 871-045 suction canister 1500 mL', 'SKU 902-337 ECG electrodes (pk 600)', 'SKU 615-221 sharps container 8 qt'])}"
            f"  qty {qty}  @ ${d.rng.randint(9, 240)}.{d.digits(2)}")


def _policy_log_row(d: Draw) -> str:
    return (f"{d.pick(['MP-114', 'MP-207', 'RX-031', 'RX-088', 'UM-019', 'PA-542', 'MP-330'])} "
            f"{d.pick(['Bariatric surgery', 'Continuous glucose monitors', 'GLP-1 agonists for weight loss', 'Genetic testing BRCA', 'Spinal cord stimulators', 'Sleep studies in home', 'Proton beam therapy'])}"
            f" - {d.pick(['criteria tightened', 'PA removed', 'new step therapy', 'coverage added', 'code list updated', 'retired'])} eff. {d.pick(['01/01', '04/01', '07/01', '10/01'])}/{d.rng.randint(2025, 2027)}")


def _interp_row(d: Draw) -> str:
    return (f"{d.pick(['Spanish', 'French', 'Somali', 'Arabic', 'Portuguese', 'ASL', 'Kinyarwanda', 'Dari'])}: "
            f"{d.pick(['in-person', 'video (VRI)', 'phone'])} {d.pick(['07:00-15:30', '11:00-19:30', '15:00-23:30', '24/7 vendor'])}, "
            f"{d.rng.randint(0, 6)} staff, avg connect {d.rng.randint(8, 95)} s")


def _status_row(d: Draw) -> str:
    return (f"{d.pick(['Video visits', 'Waiting room', 'E-check-in', 'Interpreter bridge', 'Remote monitoring sync', 'Secure messaging', 'Mobile app login'])}"
            f"  {d.pick(['Operational', 'Operational', 'Degraded performance', 'Partial outage', 'Maintenance'])}"
            f"  uptime 90d {d.rng.randint(990, 999) / 10}%  p95 {d.rng.randint(120, 2400)} ms")


def _ic_row(d: Draw) -> str:
    return (f"{d.pick(['CLABSI', 'CAUTI', 'C. diff (HO)', 'MRSA bacteremia', 'SSI colon', 'SSI hip', 'VAE'])}"
            f"  cases {d.rng.randint(0, 6)}  device/pt days {d.rng.randint(300, 4800)}  SIR {d.rng.randint(0, 2)}.{d.digits(2)}")


def _drug340b_row(d: Draw) -> str:
    return (f"{d.pick(['adalimumab', 'insulin glargine', 'apixaban', 'emtricitabine/tenofovir', 'pegfilgrastim', 'albuterol HFA', 'dulaglutide'])}"
            f" | claims {d.rng.randint(12, 900)} | WAC ${d.rng.randint(1, 90)},{d.digits(3)} | 340B ${d.rng.randint(1, 900)}.{d.digits(2)} | {d.pick(['contract pharmacy', 'in-house', 'carve-out Medicaid'])}")


def _coag_row(d: Draw) -> str:
    return d.pick([
        f"INR < 1.5: increase weekly dose {d.pick(['10', '15'])}%; recheck in {d.rng.randint(4, 7)} days",
        f"INR 1.5-1.9: increase weekly dose {d.pick(['5', '10'])}%; recheck in {d.rng.randint(7, 14)} days",
        "INR 2.0-3.0: no change (target for AF, VTE)",
        f"INR 3.1-3.9: decrease weekly dose {d.pick(['5', '10'])}%; recheck in {d.rng.randint(5, 10)} days",
        "INR 4.0-4.9: hold 1 dose, decrease 10%",
        f"INR >= 5 without bleeding: hold, consider vitamin K {d.pick(['1', '2.5'])} mg PO",
        "Mechanical mitral valve: target 2.5-3.5",
    ])


def _triage_row(d: Draw) -> str:
    return d.pick([
        f"Chest pain with sweating or shortness of breath -> call 911 (disposition A{d.rng.randint(1, 3)})",
        f"Fever >= {d.pick(['100.4', '101', '102'])} F in infant under 3 months -> ED now",
        f"Cough > {d.rng.randint(10, 21)} days without fever -> appointment within 72 h",
        f"Vomiting with no urine for {d.rng.randint(8, 12)} h -> see today",
        f"Sore throat, no drooling, able to swallow -> home care, call back if worse in {d.rng.randint(2, 4)} days",
        "Sudden facial droop or slurred speech -> 911 (time last known well)",
    ])


def _cafe_row(d: Draw) -> str:
    return (f"{d.pick(['Haddock chowder', 'Blueberry muffin', 'Lentil dal', 'Turkey club', 'Kale Caesar', 'Mac and cheese', 'Pho ga', 'Apple crisp'])}"
            f": {d.pick(['milk, fish', 'wheat, egg, milk', 'none of top 9', 'wheat, egg, milk, soy', 'egg, fish, milk', 'milk, wheat', 'fish, soy, wheat', 'wheat, milk, tree nuts'])}"
            f" ({d.rng.randint(120, 780)} kcal)")


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "homecare_own": HOME_HEALTH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_service_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "homecare_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "org_web": ORGANISATION_CONTACTS[17], "chaplain_email": ORGANISATION_CONTACTS[18], "ethics_email": ORGANISATION_CONTACTS[19],
    "interp_email": ORGANISATION_CONTACTS[20], "dispatch_phone": ORGANISATION_CONTACTS[21], "provider_line": ORGANISATION_CONTACTS[22],
    "foundation_email": ORGANISATION_CONTACTS[23], "status_host": ORGANISATION_CONTACTS[24], "sleep_phone": ORGANISATION_CONTACTS[25],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "npi_a": ORG_NPIS[0], "npi_b": ORG_NPIS[1], "npi_c": ORG_NPIS[2],
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates, staff names; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "chaplain_table": _rows(_chaplain_row, 4), "sleep_table": _rows(_sleep_row, 4), "infusion_table": _rows(_infusion_row, 5),
    "carc_table": _rows(_carc_row, 4), "vaccine_table": _rows(_vaccine_row, 5), "pcs_table": _rows(_pcs_row, 3),
    "glossary_table": _rows(_glossary_row, 4), "visit_table": _rows(_visit_sched_row, 4), "dispatch_table": _rows(_dispatch_row, 5),
    "tray_table": _rows(_tray_row, 4), "blood_table": _rows(_blood_row, 5), "protocol_table": _rows(_protocol_row, 4),
    "chair_table": _rows(_chair_row, 5), "regimen_table": _rows(_regimen_row, 3), "fee_table": _rows(_fee_row, 5),
    "enrol_table": _rows(_enrol_row, 4), "vendor_table": _rows(_vendor_row, 4), "policy_table": _rows(_policy_log_row, 4),
    "interp_table": _rows(_interp_row, 4), "status_table": _rows(_status_row, 5), "ic_table": _rows(_ic_row, 5),
    "drug340b_table": _rows(_drug340b_row, 4), "coag_table": _rows(_coag_row, 4), "triage_table": _rows(_triage_row, 3),
    "cafe_table": _rows(_cafe_row, 5),
    "kh_ref": lambda d: f"KH-{d.rng.randint(1000, 9899)}-{d.letters(1)}",
    "kh_version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 99)}",
    "kh_policy": lambda d: f"KH-ADM-{d.rng.randint(100, 899)}",
    "kh_plan": lambda d: d.pick(["Highlands Bronze 7000", "Highlands Silver 3200", "Highlands Gold 750", "Highlands HSA 3600",
                                 "Highlands Vision Plus", "Highlands Dental Preferred", "Kennebec Medicare Advantage PPO"]),
    "kh_group": lambda d: d.pick(["KHG-10432", "KHG-22817", "KHG-35096", "KHG-47751", "KHG-59320"]),
    "kh_town": lambda d: d.pick(["Skowhegan", "Farmington", "Kingfield", "Madison", "Norridgewock", "Bingham", "Wilton", "Rangeley"]),
    "dose_mg": lambda d: d.pick(["2.5", "5", "10", "20", "40", "81", "250", "500"]),
    "invoice_no": lambda d: f"INV-{d.rng.randint(2025, 2026)}-{d.digits(5)}",
    "po_no": lambda d: f"PO {d.rng.randint(450000, 459999)}",
    "incident_no": lambda d: f"INC{d.digits(7)}",
    "unit_count": lambda d: str(d.rng.randint(11, 64)),
    "room": lambda d: f"{d.rng.randint(1, 4)}-{d.rng.randint(100, 199)}",
    "grade": lambda d: d.pick(["2nd", "3rd", "4th", "5th", "6th", "7th"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
EURO = ("de_DE", "pl_PL", "cs_CZ", "no_NO", "pt_PT")

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b32_bereavement_fare", "bereavement_fare", EN,
     "To: fares desk\nRe: compassionate fare, outbound {weekday}\nMy ((father||mother||sister)) {name} passed away on "
     "[[date_of_death:dod_v32]] and the service is on {dos2}. Death notice attached. Please call me on [[phone:phone_v32]] or reply to "
     "[[email:email_v32]]. I paid the deposit with the card ending … no, full number: [[card:card_v32]]."),
    ("b32_funeral_arrangement", "funeral_home_form", US,
     "STATEMENT OF FUNERAL GOODS - arrangement conference {dos}\nDecedent: {name}\nBorn: [[date_of_birth:dob_v32]]    "
     "Died: [[date_of_death:dod_en]]\nLast residence: [[address:addr_us_line]]\nSSN (for death certificate): [[ssn:ssn_v32]]\n"
     "Casket: ((20-ga steel||oak||cremation container))   Arranger: {staff}"),
    ("b32_police_excerpt", "police_report", US,
     "Crash report narrative (excerpt), unit 2: Driver {name}, DOB [[date_of_birth:dob_us]], of [[address:addr_v32]], "
     "operating a ((gray||white||red)) sedan, plate [[vehicle_id:plate_v32]], VIN [[vehicle_id:vin]], reported neck pain; "
     "transported by {hospital_own} EMS. Contact [[phone:phone_v32]]."),
    ("b32_subrogation", "subrogation_letter", US,
     "{org_upper} - RECOVERY UNIT\nRe: third-party liability, date of loss {dos}\nOur member: {name}, ID [[member_id:member_v32]]\n"
     "Insured vehicle: [[vehicle_id:plate_state]]\nMember address on file: [[address:addr_us_block]]\nWe have paid ${money_b} "
     "in related claims and assert a lien under the plan's reimbursement clause."),
    ("b32_pedigree_note", "genetic_counselling", EN,
     "Genetic counselling - pedigree notes\nProband: {first}, b. [[date_of_birth:dob_v32]]\nII-3 maternal grandmother, living, "
     "[[age_over_89:age_v32]], breast ca at 61\nII-4 maternal grandfather, d. [[date_of_death:dod_v32]] (MI)\n"
     "I-1 great-grandmother, died at [[age_over_89:age_v4]], no known cancer\nBRCA1/2 panel sent {dos}."),
    ("b32_aide_timesheet", "aide_timesheet", US,
     "{homecare_own} - AIDE TIMESHEET  week {week}\nClient: {name}  |  Client # [[record_number:mrn_v32]]\n"
     "Service address\t[[address:addr_v32]]\nClient phone\t[[phone:phone_us_v5]]\nMon {clock}-{clock_a} bath, meal\n"
     "Wed {clock}-{clock_a} laundry\nAide: {staff}   Total hrs {small_digit}.{small_digit}"),
    ("b32_student_portal", "student_health_portal", EN,
     "Student Health Portal - new message\nFrom: {first} {last} <[[email:email_v32]]>\nSubject: immunization record upload\n"
     "hi, my DOB in the system is wrong, it should be [[date_of_birth:dob_kid_v32]]. the link you sent "
     "([[url:url_v32]]) says access denied??"),
    ("b32_rx_transfer", "pharmacy_transfer", US,
     "PHARMACY TRANSFER REQUEST\nTo: {pharmacy_own} / From: ((Hilltop Drug||Bay Street Apothecary||Main St Rx))\n"
     "Patient {name}   DOB [[date_of_birth:dob_v32]]   Rx # [[record_number:mrn_v32]]\n{drug} {dose_mg} mg, {small} refills left\n"
     "Pt cell [[phone:phone_v32]]   Transferring RPh {staff}"),
    ("b32_medalert_order", "medical_alert_order", EN,
     "Bracelet engraving (max 5 lines):\n{first_upper} {last_upper}\n((DIABETIC T1||ON WARFARIN||ALLERGIC PCN)) DOB [[date_of_birth:dob_v32]]\n"
     "ICE [[phone:phone_eu_v32]]\nShip to: [[address:addr_v32]]\nPaid: [[card:card_v32]] exp {small_digit}/2{small_digit}"),
    ("b32_ltc_admission", "ltc_admission", US,
     "Resident admission face sheet - {hospital_own} swing unit\nResident: {name}, [[age_over_89:age_v32]]\n"
     "SSN [[ssn:ssn_v32]]   Medicare MBI [[member_id:mbi_new]]\nSecondary: {org} [[member_id:member_v32]]\n"
     "Code status ((DNR||Full code||DNR/DNI))   Admit {dos}"),
    ("b32_pension_survivor", "pension_survivor", EURO,
     "Survivor pension claim / Hinterbliebenenrente / renta rodzinna\nDeceased: {name}, nr ID [[national_id:natid_v32]]\n"
     "Date of death: [[date_of_death:dod_v32]]\nPay to IBAN [[bank_account:iban_v32]]\nClaimant tel. [[phone:phone_eu_v32]]"),
    ("b32_rideshare_incident", "rideshare_incident", EN,
     "Safety incident #{fivedig} - rider reports injury\nTrip started {clock} near {kh_town}; driver vehicle [[vehicle_id:plate_v32]]\n"
     "Rider says hit head on door frame, went to urgent care. Rider contact [[email:email_v32]] / [[phone:phone_v32]]\n"
     "App session IP [[ip_address:ip_v32]]  Agent {agent}"),
    ("b32_wound_caption", "wound_photo_caption", US,
     "IMG_{four_digits}.jpg - caption: sacral stage ((2||3||4)) wound, {small_digit}.{small_digit} x {small_digit}.{small_digit} cm, "
     "photo {dos} by {nurse}. Pt MRN [[record_number:mrn_v32]], DOB [[date_of_birth:dob_numeric]]; ruler in frame."),
    ("b32_run_sheet", "ambulance_run_sheet", US,
     "RUN SHEET  Medic {small}  Incident {incident_no}\nPt: {name}  [[age_over_89:age_v32]]  F\nPickup: [[address:addr_us_line]]\n"
     "ePCR # [[record_number:mrn_v32]]   Unit plate [[vehicle_id:plate_v32]]\nCC: fall, hip pain. BP {hundreds}/{small} HR {small}"),
    ("b32_school_nurse", "school_nurse_note", US,
     "Nurse office log {dos} {clock}\nStudent {first} ({grade} grade), DOB [[date_of_birth:dob_kid_v32]], c/o headache after recess; "
     "ice, 20 min rest, back to class. Called parent at [[phone:phone_v32]] - left msg; 2nd number [[phone:phone_spelled_v32]] (from voicemail)."),
    ("b32_wc_letter", "workers_comp_letter", US,
     "Notice of claim acceptance - workers' compensation\nInjured worker: {name}\nSSN: [[ssn:ssn_v32]]\nClaim/member ref: "
     "[[member_id:member_v32]]\nMailing: [[address:addr_v32]]\nDate of injury {dos}; TTD at ${money_s}/week from {dos2}."),
    ("b32_refill_chat", "pharmacy_chat", EN,
     "[{clock}] user: hey need refil on my {drug} rx [[record_number:mrn_v32]]\n[{clock}] bot: To verify, what's your date of birth?\n"
     "[{clock}] user: [[date_of_birth:dob_v32]]\n[{clock}] bot: Thanks. Text updates to the number on file?\n"
     "[{clock}] user: no use this one [[phone:phone_v32]]"),
    ("b32_hospice_letter", "hospice_bereavement", EN,
     "Dear {first2},\nOur bereavement team remembers {name}, who died on [[date_of_death:dod_v32]]. We will mail a memorial card "
     "to [[address:addr_v32]] and will call in {small} weeks. - {homecare_own} chaplaincy"),
    ("b32_guardianship", "guardianship", US,
     "PETITION FOR APPOINTMENT OF GUARDIAN\nRespondent: {name}, [[age_over_89:age_v32]]\nResidence: [[address:addr_faker_line]]\n"
     "Last four? full SSN required: [[ssn:ssn_v32]]\nProposed guardian: {name2}, relation ((daughter||nephew||son))"),
    ("b32_trial_consent", "trial_consent", EN,
     "Informed consent - participant signature page (v{kh_version})\nParticipant: {name}\nYou can reach the study team at "
     "{hosp_phone}. We will reach you at [[phone:phone_v32]] or [[email:email_v32]].\nE-sign link: [[url:url_v32]]"),
    ("b32_lost_card", "lost_card_report", EN,
     "Lost/stolen card report\nCard reported: [[card:card_v32]]\nLast good transaction {dos} ${money_s}\nHealth plan card also lost: "
     "ID [[member_id:member_v32]]\nReport submitted from IP [[ip_address:ip_v32]]"),
    ("b32_address_change", "address_change_form", US,
     "| Field | Old | New |\n|---|---|---|\n| Address | [[address:addr_us_one]] | [[address:addr_v32]] |\n"
     "| Phone | [[phone:phone_v32]] | [[phone:phone_eu_v32]] |\n| E-mail | - | [[email:email_v32]] |\n"
     "Effective {dos}. Processed by {agent}."),
    ("b32_csv_paste", "csv_export", US,
     "member_id;last;first;birth;mail;tel\n[[member_id:member_v32]];{last_upper};{first_upper};[[date_of_birth:dob_v32]];"
     "[[email:email_v32]];[[phone:phone_v32]]\n# pasted from KHC roster export {iso_ts}"),
    ("b32_json_event", "json_export", EN,
     "{\"evt\": \"portal.login.mfa_failed\", \"ts\": \"{iso_ts}\", \"src\": \"[[ip_address:ip_v32]]\", "
     "\"user\": \"[[email:email_v32]]\", \"referrer\": \"[[url:url_v32]]\", \"tries\": {small_digit}}"),
    ("b32_hl7_adt", "hl7_export", US,
     "MSH|^~\\&|KHREG|SRMH|KHEHR|SRMH|{hl7_ts}||ADT^A04|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v32]]^^^SRMH^MR||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_export]]|F|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]|||||||[[ssn:ssn_v32]]"),
    ("b32_x12_834", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v32]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\n"
     "N3*[[address:street_upper]]~\nDMG*D8*[[date_of_birth:dob_x12]]*F~\nHD*021**HLT*{kh_plan}*EMP~"),
    ("b32_xml_refund", "xml_export", EURO,
     "<Refund>\n  <Holder>{name}</Holder>\n  <NationalId>[[national_id:natid_v32]]</NationalId>\n  <Iban>[[bank_account:iban_v32]]</Iban>\n"
     "  <CardUsed>[[card:card_v32]]</CardUsed>\n  <Amount currency=\"EUR\">{eur}</Amount>\n</Refund>"),
    ("b32_voice_claim", "voice_transcript", US,
     "[voicemail transcript, confidence 0.{small}] hi this is {first} calling about my claim um my social is [[ssn:ssn_spelled_v32]] "
     "and my birthday is [[date_of_birth:dob_spelled_v32]] you can call me back at [[phone:phone_spelled_v32]] thanks bye"),
    ("b32_forwarded_thread", "email_thread", EN,
     "---------- Forwarded message ---------\nFrom: {first} {last} <[[email:email_v32]]>\nDate: {dos}\n\n> please refund to my "
     "account [[bank_account:bank_us_v32]], routing {aba}\n> my cell [[phone:phone_v32]]\n> (my page: [[url:url_v32]])\n\nFYI - can billing handle? {staff}"),
    ("b32_ocr_pdf", "ocr_scan", EURO,
     "A P P L I C A T I O N   F O R M   ( s c a n )\nN a m e : {name}\nPersonal no .  :  [[national_id:natid_v32]]\n"
     "D a t e  o f  b i r t h :  [[date_of_birth:dob_v32]]\nA c c o u n t :\n[[bank_account:iban_v32]]\nsubmitted from [[ip_address:ip_v32]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b32c_chaplain_schedule", "chaplaincy_schedule", US,
     "{hospital_own} Spiritual Care - week {week}\n{chaplain_table}\nOn-call chaplain pager ext. {four_digits}; requests {chaplain_email}."),
    ("b32c_chaplain_referral_rules", "chaplaincy_schedule", US,
     "Spiritual care referral guide rev {kh_version}: respond within {small_digit} h routine, {small} min urgent; {small} visits "
     "logged in {quarter}, {pct_int} for end-of-life support. Main line {hosp_phone}."),
    ("b32c_sleep_template", "sleep_lab_schedule", US,
     "Sleep lab booking template (rev {kh_version})\nStudy | CPT | Bed | Arrive | Length | Ratio\n{sleep_table}\n"
     "Scheduling {sleep_phone}; fax orders to {clinic_fax}."),
    ("b32c_sleep_prep", "sleep_lab_schedule", US,
     "Before your sleep study at {hospital_own}: arrive by {clock}, no caffeine after {time_ampm}, bring {small_digit} nights of "
     "medication. Study lasts about {small_digit} hours; results in {small} business days. Questions: {sleep_phone}."),
    ("b32c_ethics_charter", "ethics_charter", US,
     "Clinical Ethics Committee charter {kh_policy}, adopted {eff_iso}\n1. Membership: {small} voting members incl. {small_digit} "
     "community members\n2. Quorum: {pct_int}\n3. Consults answered within {small} h\nContact {ethics_email}."),
    ("b32c_ethics_stats", "ethics_charter", US,
     "Ethics consult activity {quarter}: {small} consults ({small_digit} surrogate conflicts, {small_digit} capacity, "
     "{small_digit} futility); median response {small} h. Next education session {dos}, {clock}."),
    ("b32c_pt_minutes", "pt_committee", US,
     "Pharmacy & Therapeutics Committee minutes {dos}\n- Added: {drug} {dose_mg} mg tablets (tier 2)\n- Restricted: "
     "ceftazidime-avibactam 2.5 g IV q8h to ID approval\n- Heparin 5,000 units SC q8h remains default VTE prophylaxis\n"
     "Attendance {small}/{small}. Recorder {staff}."),
    ("b32c_pt_formulary_vote", "pt_committee", US,
     "P&T vote tally {eff_iso}: {drug} interchange to generic approved {small}-{small_digit}; savings est. ${moneyk}/yr; "
     "NDC {ndc} replaces brand. Contact {physician}, {rx_phone}."),
    ("b32c_poa_instructions", "poa_instructions", US,
     "How to complete the blank durable power of attorney for health care (form {kh_ref}):\nPart 1 names your agent; Part 2 "
     "lists your wishes; Part 3 needs {small_digit} witnesses or a notary. Return copies to {clinic_addr} or fax {clinic_fax}. "
     "Revision {kh_version}."),
    ("b32c_infusion_util", "infusion_utilisation", US,
     "day,chairs,appointments,util_pct,no_shows,avg_wait_min\n{infusion_table}\n# {hospital_own} infusion centre, {quarter}"),
    ("b32c_lactation_rules", "lactation_room", US,
     "Lactation room {room} booking rules: {small} min slots, max {small_digit} per day, cleaning wipes in cabinet {small_digit}. "
     "Fridge holds at {small_digit} C; labelled bottles only. Book via intranet or call ext. {four_digits}."),
    ("b32c_anticoag_protocol", "anticoag_protocol", US,
     "Anticoagulation clinic warfarin protocol {kh_policy} (target INR 2-3 unless noted)\n{coag_table}\nPharmacist line {rx_phone}."),
    ("b32c_exposure_policy", "exposure_policy", US,
     "Occupational health - bloodborne exposure {kh_policy}\nWash site {small_digit} min; report within {small_digit} h; "
     "baseline source testing HIV/HBV/HCV; PEP started within {small} h if indicated. After hours: {hosp_phone}, ask for "
     "house supervisor. Incidents this {quarter}: {small}."),
    ("b32c_carc_edits", "claim_edit_table", US,
     "edit\tdescription\tCARC\tRARC\taction\n{carc_table}\n# payer {payer_id} edit table v{kh_version}"),
    ("b32c_travel_vaccines", "travel_vaccine_prices", US,
     "{clinic} travel medicine price list {year}\n{vaccine_table}\nConsult fee ${small}0. Book {clinic_phone}."),
    ("b32c_donor_wall", "donor_wall", US,
     "Donor wall wording, {hospital_own} Foundation (proof {small_digit})\nVisionary ($1M+): Sandy River Savings Bank\n"
     "Leader ($250K+): Bigelow Timber Co.; Franklin County Rotary\nPartner (${small}K+): {small_digit} businesses\n"
     "Questions {foundation_email}; campaign total ${moneyk},{hundreds}."),
    ("b32c_triage_excerpt", "triage_protocol", US,
     "Telephone triage protocol excerpt ({kh_ref}, adult/peds)\n{triage_table}\nNurse advice line {nurse_line}."),
    ("b32c_pcs_explainer", "icd10pcs_explainer", US,
     "ICD-10-PCS: seven characters, each an axis\n{pcs_table}\nCoding tip sheet {kh_ref}; HIM queue {small} charts."),
    ("b32c_interp_glossary", "interpreter_glossary", US,
     "Interpreter glossary (EN | ES | PT | FR)\n{glossary_table}\nInterpreter services {interp_email}."),
    ("b32c_homecare_sched", "home_health_schedule", US,
     "{homecare_own} field schedule {dos}\n{visit_table}\nAgency line {homecare_phone}; on-call after {clock}."),
    ("b32c_dispatch_board", "transport_dispatch", US,
     "Transport dispatch board {iso_ts}\n{dispatch_table}\nDispatch {dispatch_phone}."),
    ("b32c_spd_tray_log", "sterile_processing", US,
     "SPD sterilizer log, sterilizer {small_digit}, {dos}\n{tray_table}\nBowie-Dick pass {clock}. Tech {staff}."),
    ("b32c_blood_inventory", "blood_bank_inventory", US,
     "Blood bank inventory {iso_ts}\n{blood_table}\nSupplier standing order #{seven_digits}."),
    ("b32c_radiology_protocols", "radiology_protocol", US,
     "{hospital_own} imaging protocol table rev {kh_version}\n{protocol_table}"),
    ("b32c_dialysis_chairs", "dialysis_roster", US,
     "Dialysis unit chair roster {week}/{year}\n{chair_table}\nWater culture {dos}: < {small} CFU/mL."),
    ("b32c_regimen_orderset", "regimen_order_set", US,
     "Oncology order set {kh_ref} (ordering: {physician}, NPI {npi_b})\n{regimen_table}\nVerify BSA and labs within {small_digit} days."),
    ("b32c_ic_summary", "infection_control", US,
     "Infection prevention line-list summary {quarter} (counts only)\n{ic_table}\nHand hygiene {pct_int}. IP office ext. {four_digits}."),
    ("b32c_340b_report", "report_340b", US,
     "340B quarterly summary {quarter}, entity {hospital_own}\n{drug340b_table}\nAudit ref {kh_ref}."),
    ("b32c_policy_log", "payer_policy_log", US,
     "{org} medical policy change log {quarter}\n{policy_table}\nProvider relations {provider_line}."),
    ("b32c_appeal_rights", "appeal_rights", US,
     "YOUR RIGHT TO APPEAL\nYou have ((60||180||65)) days from this notice to ask {org} for an internal appeal. Write to "
     "{org_claims_addr}, fax {org_fax}, or e-mail {org_appeals_email}. Expedited appeals are decided within 72 hours. "
     "Notice form {kh_ref}, rev {kh_version}."),
    ("b32c_interp_roster", "interpreter_roster", US,
     "Interpreter coverage {dos}\n{interp_table}\nRequests: {interp_email}; {small} sessions yesterday."),
    ("b32c_tele_status", "telehealth_status", US,
     "{status_host} - current status {iso_ts}\n{status_table}\nIncident {incident_no} resolved {clock}."),
    ("b32c_834_totals", "edi_834_totals", US,
     "group,adds,terms,changes,reinstates,maint_reason\n{enrol_table}\n# 834 batch {batch}, payer {payer_id}"),
    ("b32c_chargemaster", "chargemaster", US,
     "cdm,rev_code,cpt_hcpcs,description,price,cost_to_charge\n{fee_table}\n# {hospital_own} CDM extract {eff_iso}"),
    ("b32c_board_minutes", "board_minutes", US,
     "Board of Directors minutes {dos}\nCall to order {clock}; {small} of {small} present. CFO reported operating margin "
     "{pct_tenth}, days cash {hundreds}. Motion to approve ${moneyk}K capital budget carried. Next meeting {dos2}."),
    ("b32c_vendor_invoice", "vendor_invoice", US,
     "INVOICE {invoice_no}  {po_no}\nBill to: {hospital_own}, {hosp_addr}\n{vendor_table}\nTerms net ((30||45||60)). Remit ref {trn}."),
    ("b32c_cafe_allergens", "allergen_chart", US,
     "{hospital_own} cafe allergen chart {weekday}\n{cafe_table}\nAsk for sealed meals; nutrition {hosp_phone}."),
    ("b32c_rx_card_template", "benefit_card", US,
     "Card back text (template {kh_ref})\nRxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGRP {org_rxgrp}\nMembers {org_tollfree}  "
     "Pharmacists {rx_phone}\nSubmit claims: {org_claims_addr}  Payer ID {payer_id}  print run {hundreds}"),
    ("b32c_fhir_insuranceplan", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"id\": \"khhc-{small}\", \"name\": \"{kh_plan}\", \"ownedBy\": {\"display\": \"{org}\"}, "
     "\"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, {\"system\": \"email\", \"value\": \"{org_service_email}\"}]}], "
     "\"plan\": [{\"type\": {\"text\": \"{kh_group}\"}, \"generalCost\": [{\"cost\": {\"value\": {hundreds}, \"currency\": \"USD\"}}]}]}"),
    ("b32c_hl7_mfn_staff", "hl7_export", US,
     "MSH|^~\\&|KHCRED|SRMH|KHEHR|SRMH|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA||UPD|||AL\nSTF|{npi_a}|{npi_a}^NPI|"
     "OUELLETTE-STRAND^PHILIPPA^^^MD|||||A|||{clinic_phone}^WPN\nPRA|{npi_a}|KHC^{small}|||FM"),
    ("b32c_x12_999", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*BE*{fivedig}*005010X220A1~\nAK2*834*{four_digits}~\nIK5*A~\nAK9*A*1*1*1~\n"
     "SE*{small_digit}*{four_digits}~\n# payer {payer_id}, ack for 834 batch {batch}"),
    ("b32c_xml_directory", "xml_export", US,
     "<NetworkSite updated=\"{eff_iso}\">\n  <Name>{clinic}</Name>\n  <NPI>{npi_a}</NPI>\n  <Phone>{clinic_phone}</Phone>\n"
     "  <Fax>{clinic_fax}</Fax>\n  <Address>{clinic_addr}</Address>\n  <AcceptingNew>{small_digit}</AcceptingNew>\n</NetworkSite>"),
    ("b32c_fi_sv_lactation", "lactation_room", ("fi_FI", "sv_SE"),
     "Imetyshuone / Amningsrum {room}: varaus {small} min, enintään {small_digit} kertaa päivässä; jääkaappi {small_digit} °C. "
     "Varauksia viikolla {week}: {small}. Tiedustelut {hosp_phone}"),
    ("b32c_de_seelsorge", "chaplaincy_schedule", ("de_DE", "de_AT"),
     "Krankenhausseelsorge KW {week}: Gottesdienst {weekday} {clock}, Raum der Stille geöffnet {span_hours}; {small} Besuche "
     "im {quarter}. Kontakt {chaplain_email}"),
    ("b32c_fr_es_anticoag", "anticoag_protocol", ("fr_FR", "es_ES"),
     "Protocole AVK / Protocolo AVK {kh_policy}: INR cible 2-3; INR {small_digit},{small_digit} -> ajuster la dose de {pct_int}; "
     "contrôle à {small_digit} jours. Pharmacie {rx_phone}. Mis à jour le {ddmmyyyy}"),
    ("b32c_it_pt_prices", "travel_vaccine_prices", ("it_IT", "pt_PT", "pt_BR"),
     "Listino vaccini viaggiatori / Tabela de vacinas {year}: febbre gialla {eur}, tifo {eur}, epatite A {eur}; "
     "consulenza {small} min. Prenotazioni {org_intl_line}"),
    ("b32c_nl_pl_spd", "sterile_processing", ("nl_NL", "pl_PL"),
     "CSA-logboek / Dziennik sterylizacji {ddmmyyyy}: {small} ladingen, {small_digit} afgekeurd, cyclus 134 °C {small_digit} min; "
     "Bowie-Dick OK {clock}. Partij {lot}"),
    ("b32c_nordic_interp", "interpreter_roster", ("sv_SE", "da_DK", "no_NO", "fi_FI"),
     "Tolkebestilling / Tolkbokning uke {week}: {small} oppdrag, {pct_int} på video, snitt {small} min. Kostnad {kr}. "
     "Bestilling {interp_email}"),
    ("b32c_cs_pl_blood", "blood_bank_inventory", ("cs_CZ", "pl_PL"),
     "Zásoby krve / Zapasy krwi {ddmmyyyy} {clock}: 0 Rh- {small} j., A Rh+ {small} j., plazma {small} j.; expirace do 72 h: "
     "{small_digit}. Objednávka {seven_digits}"),
    ("b32c_es_da_dispatch", "transport_dispatch", ("es_ES", "es_MX", "da_DK"),
     "Despacho / Kørselsoversigt {ddmmyyyy}: {small} unidades activas, {small_digit} fuera de servicio, tiempo medio {small} min. "
     "Central {dispatch_phone}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind32", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
