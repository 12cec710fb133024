"""A thirty-fourth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind34.py [--seed 36361] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind33.py,
seeds 4141 to 35351) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-fifth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b34_" or "b34c_"). Identifier-free genres: gift-shop price lists, medical-library acquisition lists (ISBNs, call
numbers), residency rotation grids (PGY levels), skills-fair checklists, hazardous-waste manifests, elevator
certificates, generator load tests, fire-drill reports, call-tree tests, payer audit sampling plans, prior-auth
criteria grids with age thresholds, dental fee schedules (CDT), optical frame catalogues, hearing-aid battery
recalls, IRB approvals, parking notices, shortage bulletins, credentialing agendas, CME catalogues, bed boards, network
adequacy, UM turnaround, handouts, 276/277 volumes, plus CSV, JSON, XML, HL7 and X12 exports and notices in other
locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: gym freezes, school absence notes, CASA
reports, delivery-driver notes, missed-appointment letters, organ-donor cards, tattoo consents, dating-app safety
reports, rental-car claims, utility medical certificates, pet-sitter sheets, phone-insurance claims, prescription
labels, referral e-faxes, school immunisation forms, travel-assistance calls, disability claims, hearing-aid orders,
bereavement letters, executor letters, plus CSV, JSON, XML, HL7 and X12 exports.

About half the identifier values come from this module's own printings (the `*_v34` slots): Finnish HETU, Swedish
personnummer, Norwegian fodselsnummer, Czech rodne cislo and Dutch BSN with valid checks; IBANs of NL, FI, CZ, NO
and DK and Czech domestic accounts; Amex 4-6-5 and Diners 4-6-4 card printings; dates with Roman-numeral months and
Czech, Finnish, Danish month names; Nordic, Czech and Dutch address layouts and West Virginia rural routes; Nordic,
Czech and Dutch phone numbering plans.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
clinicians, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
    import make_phi_blind33 as blind33
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind33 as blind33

Draw = blind.Draw

SEED = 36361
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Laurel Fork Health Cooperative"
HOSPITAL_NAME = "Tygart Lake Regional Hospital"
CLINIC_NAME = "Audra Ridge Family Practice"
PHARMACY_NAME = "Valley Furnace Pharmacy"
HOMEHEALTH_NAME = "Laurel Fork Home Care"
ORG_DOMAIN = "laurelforkhc.org"
ORGANISATION_CONTACTS = [
    "304-555-0161",                                                 # 0 plan member services
    "304-555-0162",                                                 # 1 plan fax
    "Claims Processing, PO Box 41906, Clarksburg, WV 26302",        # 2 plan claims address
    "780 Mountaineer Commons Dr, Suite 210, Fairmont, WV 26554",    # 3 plan office
    "appeals@laurelforkhc.org",                                     # 4
    "help@laurelforkhc.org",                                        # 5
    "304-555-0163",                                                 # 6 clinic
    "304-555-0164",                                                 # 7 clinic fax
    "1125 Locust Bridge Rd, Philippi, WV 26416",                    # 8 clinic address
    "304-555-0165",                                                 # 9 hospital switchboard
    "3900 Tygart Lake Pkwy, Grafton, WV 26354",                     # 10 hospital address
    "304-555-0166",                                                 # 11 pharmacy
    "62 Corridor H Plaza, Buckhannon, WV 26201",                    # 12 pharmacy address
    "304-555-0167",                                                 # 13 home care agency
    "1-855-555-0157",                                               # 14 toll-free member line
    "1-855-555-0168",                                               # 15 toll-free nurse line
    "+1 304 555 0161",                                              # 16 member line from abroad
    "https://www.laurelforkhc.org",                                 # 17
    "library@laurelforkhc.org",                                     # 18
    "irb@laurelforkhc.org",                                         # 19
    "304-555-0169",                                                 # 20 facilities / engineering
    "304-555-0171",                                                 # 21 medical staff office
    "gme@laurelforkhc.org",                                         # 22
    "304-555-0172",                                                 # 23 audiology
    "304-555-0173",                                                 # 24 security and parking
    "edi@laurelforkhc.org",                                         # 25
    "304-555-0174",                                                 # 26 optical shop
]
ORG_PAYER_ID = "LFK27"
ORG_RXBIN = "018862"
ORG_RXPCN = "LFKRX"
ORG_RXGRP = "LFK4410"
ORG_EIN = "99-6120873"
ORG_EPA_ID = "WVD000927461"
ORG_NPIS = (blind5._npi_of("162938407"), blind5._npi_of("130477215"), blind5._npi_of("185520973"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Odessa Kowalczyk-Reyes, MD", "Internal Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Lucian Abernathy-Oyelaran, MD", "Otolaryngology", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Wren Takahara-Lindqvist, PharmD", "Pharmacy", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)

ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
MONTHS_V34 = {
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"],
    "fi": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
           "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    "da": ["jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
    "en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
}


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def phone_v34(draw: Draw) -> str:
    """A mobile or home number: West Virginia in typed forms, or a Nordic, Czech, Dutch or Polish numbering plan."""
    area = draw.pick(["304", "681"])
    exchange = str(draw.rng.randint(212, 989)).replace("555", "556")
    line = draw.digits(4)
    nine = draw.digits(7)
    return draw.pick([
        f"{area} {exchange} {line}", f"+1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}", f"{area}.{exchange}.{line}",
        f"+420 {draw.pick(['602', '731', '777'])} {nine[:3]} {nine[3:6]}", f"040 {nine[:3]} {nine[3:]}",
        f"+358 {draw.pick(['40', '50', '44'])} {nine}", f"06-{draw.digits(8)}", f"+31 6 {nine[:4]} {draw.digits(4)}",
        f"070-{nine[:3]} {nine[3:5]} {nine[5:7]}", f"+45 {draw.digits(2)} {draw.digits(2)} {draw.digits(2)} {draw.digits(2)}",
        f"+47 {draw.pick(['9', '4'])}{draw.digits(2)} {draw.digits(2)} {draw.digits(3)}", f"+48 {draw.pick(['5', '6', '7'])}{draw.digits(2)}-{nine[:3]}-{nine[3:6]}",
    ])


def _date_v34(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([
        f"{d}.{ROMAN[m - 1]}.{y}", f"{d:02d}/{ROMAN[m - 1]}/{y % 100:02d}", f"{d}.{m}.{y}", f"{d}. {MONTHS_V34['cs'][m - 1]} {y}",
        f"{d}. {MONTHS_V34['fi'][m - 1]} {y}", f"{d}. {MONTHS_V34['da'][m - 1]} {y}", f"{MONTHS_V34['en'][m - 1]}-{d:02d}-{y}",
        f"{y}.{m:02d}.{d:02d}", f"{d:02d}-{m:02d}-'{y % 100:02d}", f"{MONTHS_V34['en'][m - 1].upper()} {d} {y}",
    ])


def dob_v34(draw: Draw) -> str:
    """A date of birth with a Roman-numeral month, a Czech/Finnish/Danish month name, or an odd numeric order."""
    return _date_v34(draw, 1931, 2018)


def dod_v34(draw: Draw) -> str:
    """A recent date of death in the same printings."""
    return _date_v34(draw, 2022, 2026)


def member_v34(draw: Draw) -> str:
    """This plan's member IDs: LFK, nine digits and a suffix, as cards, callers and portals print them."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"LFK{body}-{draw.rng.randint(1, 4):02d}", f"LFK {body[:3]} {body[3:6]} {body[6:]}", f"lfk{body}",
                      f"XLF{body}", f"LFK.{body[:5]}.{body[5:]}"])


def mrn_v34(draw: Draw) -> str:
    """The regional hospital's and the practice's record numbers."""
    return draw.pick([f"TLRH-{draw.digits(3)}-{draw.digits(4)}", f"{draw.digits(7)}/TL", f"ARFP{draw.digits(6)}",
                      f"H{draw.digits(2)}.{draw.digits(5)}", f"MR {draw.digits(4)} {draw.digits(4)}"])


def email_v34(draw: Draw) -> str:
    """A personal address at a regional ISP or a European webmail."""
    first = draw.fill("first").lower().replace(" ", "").replace("'", "").replace("-", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "").replace("-", "")
    domain = draw.pick(["frontier.com", "suddenlink.net", "citynet.net", "centrum.cz", "kolumbus.fi", "ziggo.nl", "sapo.pt",
                        "online.no", "o2.pl", "tiscali.it", "orange.fr", "hotmail.se", "outlook.dk", "protonmail.com"])
    local = draw.pick([f"{first}{last}", f"{first}.{last}{draw.rng.randint(60, 99)}", f"{last}_{first[:1]}",
                       f"{first[:3]}{last[:4]}{draw.rng.randint(1, 9)}", f"mr.{last}", f"{first}-{draw.rng.randint(1950, 2005)}"])
    return f"{local}@{domain}"


def ssn_v34(draw: Draw) -> str:
    """A US SSN with spaces, dots or en dashes, as pasted from PDFs and typed on phones."""
    area = str(draw.rng.randint(201, 665)).zfill(3)
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{area} {group} {serial}", f"{area}.{group}.{serial}", f"{area}\u2013{group}\u2013{serial}",
                      f"{area} - {group} - {serial}", f"{area}-{group}-{serial}"])


def card_v34(draw: Draw) -> str:
    """A Luhn-valid Amex (4-6-5), Diners (4-6-4) or Visa/Mastercard with dots."""
    kind = draw.pick(["amex", "diners", "dots"])
    prefix, length = {"amex": (draw.pick(["34", "37"]), 15), "diners": ("36", 14), "dots": (draw.pick(["4", "51", "52"]), 16)}[kind]
    body = prefix + draw.digits(length - 1 - len(prefix))
    number = body + blind33._luhn_digit(body)  # noqa: SLF001
    if kind == "amex":
        return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]}-{number[4:10]}-{number[10:]}", number])
    if kind == "diners":
        return f"{number[:4]} {number[4:10]} {number[10:]}"
    return ".".join(number[i:i + 4] for i in range(0, 16, 4))


def bank_v34(draw: Draw) -> str:
    """An IBAN of NL, FI, CZ, NO or DK with computed check digits, or a Czech domestic account number."""
    country = draw.pick(["NL", "FI", "CZ", "NO", "DK", "CZ_DOM"])
    if country == "CZ_DOM":
        return f"{draw.rng.randint(19, 99)}-{draw.digits(10, first_nonzero=True)}/{draw.pick(['0800', '0100', '0300', '2010'])}"
    bban = {"NL": lambda: draw.pick(["ABNA", "RABO", "INGB", "TRIO"]) + draw.digits(10), "FI": lambda: draw.digits(14),
            "CZ": lambda: draw.pick(["0800", "0100", "0300"]) + draw.digits(16), "NO": lambda: draw.digits(11),
            "DK": lambda: draw.digits(14)}[country]()
    iban = blind33._iban(country, bban)  # noqa: SLF001
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if draw.rng.random() < 0.5 else iban


def natid_v34(draw: Draw) -> str:
    """A national ID with a valid check: Finnish HETU, Swedish personnummer, Norwegian fodselsnummer, Czech rodne
    cislo or Dutch BSN."""
    kind = draw.pick(["hetu", "se", "no", "cz", "bsn"])
    day = draw.date_between(1936, 2016)
    yymmdd = f"{day.year % 100:02d}{day.month:02d}{day.day:02d}"
    ddmmyy = f"{day.day:02d}{day.month:02d}{day.year % 100:02d}"
    if kind == "hetu":
        individual = f"{draw.rng.randint(2, 899):03d}"
        check = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + individual) % 31]
        return f"{ddmmyy}{'A' if day.year >= 2000 else '-'}{individual}{check}"
    if kind == "se":
        body = yymmdd + draw.digits(3)
        check = blind33._luhn_digit(body)  # noqa: SLF001
        return f"{body[:6]}-{body[6:]}{check}" if draw.rng.random() < 0.7 else f"{day.year // 100}{body}{check}"
    if kind == "no":
        while True:
            body = ddmmyy + draw.digits(3)
            k1 = 11 - sum(int(c) * w for c, w in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
            k1 = 0 if k1 == 11 else k1
            if k1 == 10:
                continue
            k2 = 11 - sum(int(c) * w for c, w in zip(body + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            k2 = 0 if k2 == 11 else k2
            if k2 != 10:
                return f"{body}{k1}{k2}" if draw.rng.random() < 0.6 else f"{body[:6]} {body[6:]}{k1}{k2}"
    if kind == "cz":
        month = day.month + (50 if draw.rng.random() < 0.5 else 0)
        while True:
            body = f"{day.year % 100:02d}{month:02d}{day.day:02d}{draw.digits(3)}"
            check = int(body) % 11
            if check != 10:
                return f"{body[:6]}/{body[6:]}{check}"
    while True:
        digits = draw.digits(8, first_nonzero=True)
        rest = sum(int(c) * w for c, w in zip(digits, range(9, 1, -1))) % 11
        if rest < 10:
            number = digits + str(rest)
            return draw.pick([number, f"{number[:4]}.{number[4:6]}.{number[6:]}"])


def addr_v34(draw: Draw) -> str:
    """A home address in a Finnish, Czech, Dutch, Swedish or Norwegian layout, or a West Virginia rural route."""
    style = draw.pick(["fi", "cz", "nl", "se", "no", "wv_hc", "wv_town"])
    if style == "fi":
        return (f"{draw.pick(['Hämeenkatu', 'Puistokatu', 'Koivukuja', 'Rantatie'])} {draw.rng.randint(1, 60)} {draw.pick(['A', 'B', 'C'])} "
                f"{draw.rng.randint(1, 40)}, {draw.pick(['33100 Tampere', '20100 Turku', '90100 Oulu', '40100 Jyväskylä'])}")
    if style == "cz":
        return (f"{draw.pick(['Palackého', 'Husova', 'Na Výsluní', 'Lidická'])} {draw.rng.randint(100, 2999)}/{draw.rng.randint(1, 80)}, "
                f"{draw.pick(['602 00 Brno', '301 00 Plzeň', '779 00 Olomouc', '370 01 České Budějovice'])}")
    if style == "nl":
        return (f"{draw.pick(['Prinsengracht', 'Dorpsstraat', 'Kerkweg', 'Oranjelaan'])} {draw.rng.randint(1, 300)}{draw.pick(['', '-II', ' bis', 'A'])}, "
                f"{draw.rng.randint(1011, 9999)} {draw.letters(2, 'ABCEGHJKLMNPRTVWXZ')} {draw.pick(['Utrecht', 'Zwolle', 'Leiden', 'Tilburg'])}")
    if style == "se":
        return (f"{draw.pick(['Storgatan', 'Kungsvägen', 'Björkstigen', 'Drottninggatan'])} {draw.rng.randint(1, 90)} lgh {draw.rng.randint(1001, 1504)}, "
                f"{draw.rng.randint(111, 984)} {draw.rng.randint(10, 99)} {draw.pick(['Umeå', 'Västerås', 'Örebro', 'Luleå'])}")
    if style == "no":
        return (f"{draw.pick(['Kirkeveien', 'Bjørkelia', 'Storgata', 'Sjøgata'])} {draw.rng.randint(1, 120)}{draw.pick(['', ' B', 'C'])}, "
                f"{draw.rng.randint(1000, 9990):04d} {draw.pick(['Bergen', 'Tromsø', 'Drammen', 'Bodø'])}")
    if style == "wv_hc":
        return f"HC {draw.rng.randint(61, 89)} Box {draw.rng.randint(10, 990)}, {draw.pick(['Marlinton, WV 24954', 'Harman, WV 26270', 'Helvetia, WV 26224'])}"
    return (f"{draw.rng.randint(100, 4999)} {draw.pick(['Pike St', 'Hacker Creek Rd', 'Sycamore Lick Rd', 'Riverside Dr'])}"
            f"{draw.pick(['', f' Apt {draw.rng.randint(1, 12)}', ' Lot 14'])}\n{draw.pick(['Weston, WV 26452', 'Belington, WV 26250', 'Flemington, WV 26347'])}")


def age_v34(draw: Draw) -> str:
    """An age over 89 in Nordic, Czech, Dutch, French and spelled-out forms."""
    age = draw.rng.randint(90, 103)
    words = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four", 95: "ninety-five",
             96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine"}
    return draw.pick([f"{age} år", f"{age}-vuotias", f"{age} let", f"{age} jaar", f"{age} ans",
                      f"{words.get(age, 'one hundred')} years old", f"{age}y", f"{age} anos"])


def plate_v34(draw: Draw) -> str:
    """A licence plate: Finnish, Czech, Dutch side-code, Swedish or West Virginia."""
    return draw.pick([f"{draw.letters(3, 'ABCEFGHIJKLMNOPRSTUVXYZ')}-{draw.rng.randint(1, 999)}",
                      f"{draw.rng.randint(1, 9)}{draw.letters(2)}{draw.rng.randint(1, 9)} {draw.digits(4)}",
                      f"{draw.digits(2)}-{draw.letters(3, 'BDFGHJKLNPRSTVXZ')}-{draw.rng.randint(1, 9)}",
                      f"{draw.letters(3, 'ABCDEFGHJKLMNOPRSTUWXYZ')} {draw.digits(2)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUWXYZ')}",
                      f"{draw.rng.randint(1, 9)}{draw.letters(2)} {draw.digits(3)}"])


def ip_v34(draw: Draw) -> str:
    """A public IPv4 address from European ranges or a global IPv6 address in full or compressed form."""
    if draw.rng.random() < 0.35:
        groups = [f"{draw.rng.randint(0, 0xffff):x}" for _ in range(5)]
        return draw.pick([f"2001:67c:{groups[0]}:{groups[1]}::{groups[2]}", f"2a00:{groups[0]}:{groups[1]}:{groups[2]}:{groups[3]}:{groups[4]}:1:2"])
    first = draw.pick([81, 85, 89, 94, 185, 193, 195, 212, 213, 217])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def url_v34(draw: Draw) -> str:
    """A link that carries a member's identifier or points at a person's own page."""
    member = f"LFK{draw.digits(9, first_nonzero=True)}"
    first = draw.fill("first").lower().replace(" ", "").replace("'", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "")
    return draw.pick([f"https://my.{ORG_DOMAIN}/members/{member}/eob?year=2025",
                      f"https://my.{ORG_DOMAIN}/idcard?m={member}&fmt=png",
                      f"https://www.instagram.com/{first}.{last}{draw.rng.randint(1, 99)}/",
                      f"https://www.gofundme.com/f/help-{first}-{last}-recover",
                      f"https://www.caringbridge.org/site/{first}{last}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind33.SLOTS, "phone_v34": phone_v34, "dob_v34": dob_v34, "dod_v34": dod_v34, "member_v34": member_v34,
    "mrn_v34": mrn_v34, "email_v34": email_v34, "ssn_v34": ssn_v34, "card_v34": card_v34, "bank_v34": bank_v34,
    "natid_v34": natid_v34, "addr_v34": addr_v34, "age_v34": age_v34, "plate_v34": plate_v34, "ip_v34": ip_v34,
    "url_v34": url_v34,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int, key_length: int = 12) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=key_length))  # noqa: SLF001


def _gift_row(d: Draw) -> str:
    return (f"{d.pick(['Plush bear, scrubs', 'Get-well balloon', 'Fleece socks', 'Phone charger USB-C', 'Reading glasses +2.00', 'Lip balm', 'Mylar balloon bouquet', 'Crossword book'])}"
            f" .... ${d.rng.randint(2, 39)}.{d.pick(['49', '95', '99', '00'])}  (SKU GS-{d.digits(4)})")


def _isbn13(d: Draw) -> str:
    body = "978" + d.pick(["0", "1"]) + d.digits(8)
    check = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:8]}-{body[8:]}-{check}"


def _library_row(d: Draw) -> str:
    return (f"{d.pick(['Harrison Internal Medicine, 22e', 'Netter Atlas of Anatomy, 8e', 'Sabiston Surgery, 21e', 'Cummings Otolaryngology, 7e', 'Nelson Pediatrics, 22e', 'Goodman & Gilman, 14e'])}"
            f" | ISBN {_isbn13(d)} | {d.pick(['WB 115', 'QS 17', 'WO 100', 'WV 100', 'WS 100', 'QV 4'])} .{d.letters(1)}{d.rng.randint(10, 99)} {d.rng.randint(2022, 2026)}"
            f" | ${d.rng.randint(90, 420)}.00")


def _rotation_row(d: Draw) -> str:
    return (f"PGY-{d.rng.randint(1, 4)} x{d.rng.randint(1, 6)}: {d.pick(['MICU', 'Night float', 'Ambulatory', 'Cardiology consults', 'ED', 'Geriatrics', 'Elective'])}"
            f" blocks {d.rng.randint(1, 7)}-{d.rng.randint(8, 13)}, {d.pick(['q4 call', 'no call', 'q3 weekend', '6 nights'])}")


def _skills_row(d: Draw) -> str:
    return (f"[ ] {d.pick(['Restraint application', 'Central line dressing', 'Blood culture draw', 'Insulin pen teaching', 'Chest tube drainage', 'Defibrillator check', 'Sepsis bundle timing'])}"
            f" - station {d.rng.randint(1, 14)}, {d.rng.randint(5, 20)} min, validator {d.pick(['CNS', 'educator', 'charge RN'])}")


def _waste_row(d: Draw) -> str:
    return (f"{d.rng.randint(1, 9)}. {d.pick(['UN3291 Regulated medical waste', 'UN1993 Flammable liquid n.o.s. (xylene)', 'UN3077 Env. hazardous solid (chemo trace)', 'UN2814 Infectious substance', 'UN1090 Acetone'])}"
            f"  container {d.pick(['DM', 'CF', 'BA'])}-{d.digits(6)}  {d.rng.randint(3, 220)} kg")


def _loadtest_row(d: Draw) -> str:
    return (f"{d.pick(['GEN-1', 'GEN-2', 'GEN-3', 'ATS-4'])},{d.rng.randint(25, 100)}%,{d.rng.randint(30, 240)} min,"
            f"{d.rng.randint(680, 980)} C exhaust,{d.rng.randint(8, 11)} s transfer,{d.pick(['pass', 'pass', 'pass - wet stacking noted'])}")


def _calltree_row(d: Draw) -> str:
    return (f"{d.pick(['Lab', 'Pharmacy', 'Radiology', 'OR', 'L&D', 'ICU', 'Dietary', 'Security', 'Biomed', 'Case mgmt'])}: "
            f"{d.rng.randint(3, 40)} of {d.rng.randint(40, 60)} reached in {d.rng.randint(4, 55)} min (ext. {d.rng.randint(2000, 2999)})")


def _criteria_row(d: Draw) -> str:
    lo = d.rng.randint(2, 40)
    return (f"{d.pick(['Adalimumab biosimilar', 'Semaglutide 2.4 mg', 'Growth hormone', 'Sleep study in lab', 'Bariatric surgery', 'Dupilumab', 'Cochlear implant'])}"
            f" | age {lo}-{d.rng.randint(lo + 10, 89)} | {d.pick(['BMI >= 40 or >= 35 with comorbidity', 'failed 2 formulary agents', 'AHI >= 15', 'specialist prescriber', 'PTA > 70 dB bilateral'])}"
            f" | auth {d.rng.randint(3, 12)} mo")


def _cdt_row(d: Draw) -> str:
    return (f"{d.pick(['D0120 periodic eval', 'D0274 4 BW', 'D1110 prophy adult', 'D1206 fluoride varnish', 'D2391 resin 1s post', 'D2740 crown porcelain', 'D3330 endo molar', 'D7140 extraction'])}"
            f"  UCR ${d.rng.randint(30, 1400)}  allowed ${d.rng.randint(20, 900)}  {d.pick(['100%', '80%', '50%'])}")


def _frame_row(d: Draw) -> str:
    return (f"{d.pick(['Ray-Ban RX5154', 'Oakley OX8046', 'Flexon E1011', 'Lafont Issy', 'Silhouette 5500', 'Kids ProSport'])}"
            f" {d.rng.randint(48, 56)}-{d.rng.randint(15, 21)}-{d.pick(['135', '140', '145'])} col {d.rng.randint(1, 9)}{d.digits(2)} ${d.rng.randint(89, 389)}")


def _battery_row(d: Draw) -> str:
    return (f"Size {d.pick(['10 (yellow)', '312 (brown)', '13 (orange)', '675 (blue)'])} lot {d.letters(2)}{d.digits(5)} "
            f"exp {d.rng.randint(1, 12):02d}/{d.rng.randint(2027, 2029)} - {d.pick(['swelling reported', 'leak risk', 'voltage below 1.35 V'])}")


def _cme_row(d: Draw) -> str:
    return (f"CME-{d.rng.randint(100, 999)} {d.pick(['Opioid prescribing update', 'Sepsis 2026', 'Stroke door-to-needle', 'Hearing loss in primary care', 'Anticoagulation reversal', 'Wound care basics'])}"
            f" - {d.pick(['0.5', '1.0', '1.5', '2.0', '3.0'])} AMA PRA Cat 1, {d.pick(['live', 'online', 'hybrid'])}, ${d.rng.randint(0, 120)}")


def _bed_row(d: Draw) -> str:
    total = d.rng.randint(12, 36)
    return f"{d.pick(['3 North', '4 South', 'MICU', 'PCU', 'Peds', 'L&D', 'Rehab', 'Obs'])}: {d.rng.randint(0, total)}/{total} occ, {d.rng.randint(0, 5)} dirty, {d.rng.randint(0, 6)} pending DC"


def _adequacy_row(d: Draw) -> str:
    return (f"{d.pick(['Cardiology', 'Dermatology', 'OB/GYN', 'Psychiatry', 'Endocrinology', 'Audiology', 'Dental'])},"
            f"{d.pick(['Barbour', 'Taylor', 'Upshur', 'Randolph', 'Marion', 'Harrison'])},{d.rng.randint(0, 40)},{d.rng.randint(15, 90)},{d.rng.randint(70, 99)}.{d.digits(1)}")


def _um_row(d: Draw) -> str:
    return (f"{d.pick(['standard', 'expedited', 'concurrent', 'retro'])},{d.pick(['imaging', 'DME', 'inpatient', 'Rx', 'behavioral'])},"
            f"{d.rng.randint(10, 900)},{d.rng.randint(1, 96)}.{d.digits(1)},{d.rng.randint(80, 99)}.{d.digits(1)}")


def _shortage_row(d: Draw) -> str:
    return (f"{d.pick(['Lidocaine 1% 30 mL vial', 'Amoxicillin 400 mg/5 mL susp', 'Methylphenidate ER 36 mg', 'Sodium bicarbonate 8.4% syringe', 'Cisplatin 50 mg', 'Albuterol neb 2.5 mg'])}"
            f" (NDC {d.digits(5)}-{d.digits(4)}-{d.digits(2)}): {d.pick(['use 2% and dilute', 'switch to capsules', 'restrict to ED/ICU', 'allocate 60%', 'expected back wk ' + str(d.rng.randint(1, 52))])}")


def _hygiene_row(d: Draw) -> str:
    return f"{d.pick(['3N', '4S', 'ED', 'MICU', 'OR', 'Dialysis', 'Peds', 'Clinic'])}\t{d.rng.randint(20, 240)} obs\t{d.rng.randint(70, 99)}%"


def _qc_row(d: Draw) -> str:
    return (f"Meter {d.pick(['SN', 'GM'])}{d.digits(5)} L{d.rng.randint(1, 2)} ctrl {d.rng.randint(40, 340)} mg/dL "
            f"(range {d.rng.randint(30, 60)}-{d.rng.randint(70, 380)}) strip lot {d.digits(7)}")


def _change_row(d: Draw) -> str:
    return (f"CHG{d.digits(7)} {d.pick(['EHR interface engine patch', 'PACS storage expansion', 'Badge reader firmware', 'Pharmacy cabinet upgrade', 'Lab middleware'])}"
            f" window {d.pick(['Sat 01:00-03:00', 'Sun 02:00-04:30', 'Tue 22:00-23:30'])} risk {d.pick(['low', 'med', 'high'])}")


def _staffing_row(d: Draw) -> str:
    census = d.rng.randint(8, 32)
    return f"census {census}: RN {census // 4 + d.rng.randint(0, 2)}, CNA {census // 8 + 1}, charge 1, sitter {d.rng.randint(0, 2)}"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "hh_own": HOMEHEALTH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "hh_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "org_web": ORGANISATION_CONTACTS[17], "library_email": ORGANISATION_CONTACTS[18], "irb_email": ORGANISATION_CONTACTS[19],
    "facilities_phone": ORGANISATION_CONTACTS[20], "medstaff_phone": ORGANISATION_CONTACTS[21], "gme_email": ORGANISATION_CONTACTS[22],
    "audiology_phone": ORGANISATION_CONTACTS[23], "security_phone": ORGANISATION_CONTACTS[24], "edi_email": ORGANISATION_CONTACTS[25],
    "optical_phone": ORGANISATION_CONTACTS[26],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "epa_id": ORG_EPA_ID,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind33.FILLERS,  # the generic numbers, codes, dates and names (the earlier sets' contacts are overridden below)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "gift_table": _rows(_gift_row, 5), "library_table": _rows(_library_row, 4, 20), "rotation_table": _rows(_rotation_row, 5, 16),
    "skills_table": _rows(_skills_row, 5, 18), "waste_table": _rows(_waste_row, 4, 20), "loadtest_table": _rows(_loadtest_row, 4, 10),
    "calltree_table": _rows(_calltree_row, 5, 8), "criteria_table": _rows(_criteria_row, 4, 14), "cdt_table": _rows(_cdt_row, 5, 14),
    "frame_table": _rows(_frame_row, 4, 16), "battery_table": _rows(_battery_row, 3, 16), "cme_table": _rows(_cme_row, 4, 16),
    "bed_table": _rows(_bed_row, 6, 6), "adequacy_table": _rows(_adequacy_row, 5, 16), "um_table": _rows(_um_row, 5, 14),
    "shortage_table": _rows(_shortage_row, 3, 16), "hygiene_table": _rows(_hygiene_row, 5, 4), "qc_table": _rows(_qc_row, 3, 12),
    "change_table": _rows(_change_row, 3, 12), "staffing_table": _rows(_staffing_row, 4, 10),
    "lf_ref": lambda d: f"LF-{d.letters(2)}-{d.digits(5)}",
    "lf_version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 12)}",
    "lf_policy": lambda d: f"LFHC-{d.pick(['UM', 'PH', 'CL', 'FAC', 'QI'])}-{d.rng.randint(1000, 4999)}",
    "lf_plan": lambda d: d.pick(["Laurel Fork Bronze 6800", "Laurel Fork Silver 2900", "Laurel Fork Gold 500", "Laurel Fork Mountaineer HMO",
                                 "Laurel Fork Senior Advantage PPO", "Laurel Fork Dental Basic", "Laurel Fork Vision 130"]),
    "lf_group": lambda d: d.pick(["GRP 30417", "GRP 31862", "GRP 40095", "GRP 52771", "GRP 61308"]),
    "county": lambda d: d.pick(["Barbour", "Taylor", "Upshur", "Randolph", "Marion", "Harrison", "Lewis"]),
    "protocol_no": lambda d: f"TLRH-IRB-{d.rng.randint(2024, 2026)}-{d.digits(3)}",
    "cert_no": lambda d: f"WV-EL-{d.digits(6)}",
    "manifest_no": lambda d: f"{d.digits(9)}{d.pick(['JJK', 'FLE', 'GBF'])}",
    "unit_name": lambda d: d.pick(["3 North", "4 South", "MICU", "Birthing Center", "Cath Lab", "Clinic B", "Dialysis"]),
    "lot_no": lambda d: f"{d.letters(2)}{d.digits(6)}",
    "sample_n": lambda d: str(d.rng.randint(30, 400)),
    "conf": lambda d: d.pick(["90%", "95%", "99%"]),
    "pct_a": lambda d: f"{d.rng.randint(40, 99)}.{d.digits(1)}%",
    "pct_b": lambda d: f"{d.rng.randint(1, 39)}.{d.digits(1)}%",
    "minutes": lambda d: str(d.rng.randint(3, 75)),
    "floor": lambda d: d.pick(["B1", "L1", "2", "3", "4", "5", "P2"]),
    "garage": lambda d: d.pick(["Garage A", "Garage B", "Lot C (surface)", "Lot E (employee)", "Visitor deck"]),
    "elevator_no": lambda d: f"{d.pick(['P', 'S', 'F'])}-{d.rng.randint(1, 9)}",
    "isbn": _isbn13,
    "pgy": lambda d: f"PGY-{d.rng.randint(1, 5)}",
    "cdt": lambda d: d.pick(["D0150", "D0210", "D1351", "D2140", "D2950", "D4341", "D6010", "D9230"]),
    "kg": lambda d: str(d.rng.randint(5, 900)),
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b34c_gift_shop", "gift_shop_price_list", US,
     "{hospital_own} Auxiliary Gift Shop - price list effective {eff_iso}\n{gift_table}\nOpen {clock_a}-{clock_b}; proceeds fund {small} nursing scholarships. Shop ext. {four_digits}."),
    ("b34c_library_acq", "library_acquisitions", US,
     "Health Sciences Library - new acquisitions, {quarter}\n{library_table}\nRequest a hold: {library_email}. Budget used {pct_a} of ${moneyk}."),
    ("b34c_rotation_grid", "residency_rotation_schedule", US,
     "Internal Medicine Residency, academic year {year}-{year_next}: rotation grid v{lf_version}\n{rotation_table}\n"
     "Duty hours averaged {small} h/week over {small_digit} weeks. Program office {gme_email}."),
    ("b34c_skills_fair", "nursing_skills_fair", US,
     "Annual nursing skills fair, {weekday} {dos}, {hospital_own} conference rooms {floor}-{small}\n{skills_table}\n"
     "Bring this checklist; {small_count} RNs registered. Education dept {hosp_phone}."),
    ("b34c_waste_manifest", "hazardous_waste_manifest", US,
     "UNIFORM HAZARDOUS WASTE MANIFEST {manifest_no} (page {small_digit} of {pages})\nGenerator: {hospital_own}, {hosp_addr}; EPA ID {epa_id}; "
     "emergency response {facilities_phone}\n{waste_table}\nTransporter pickup {iso_ts}."),
    ("b34c_elevator_cert", "elevator_inspection_certificate", US,
     "CERTIFICATE OF OPERATION {cert_no}\nLocation: {hospital_own}, {hosp_addr}, car {elevator_no}\nType: {_lift_type}; capacity {hundreds}0 lb; "
     "speed {small}0 fpm. Inspected {dos}, expires {dos2}. Post in car. Questions: facilities {facilities_phone}."),
    ("b34c_generator_test", "generator_load_test", US,
     "unit,load,duration,exhaust_temp,transfer_time,result\n{loadtest_table}\n# monthly NFPA 110 test {dos}, {hospital_own}, witnessed by engineering (ext. {four_digits})"),
    ("b34c_fire_drill", "fire_drill_report", US,
     "Fire drill report {lf_ref} - {unit_name}, {weekday} {clock}, shift {small_digit}\nAlarm to doors closed: {small} s; {small_count} staff participated; "
     "RACE/PASS quiz {pct_a}. Deficiency: {_drill_gap}. Safety officer {security_phone}."),
    ("b34c_call_tree", "telephone_tree_test", US,
     "Emergency call-tree test {dos} {clock} ({lf_ref})\n{calltree_table}\nOverall {pct_a} reached within 30 min. Command center {hosp_phone}."),
    ("b34c_audit_sampling", "payer_audit_sampling_plan", US,
     "{org} payment integrity audit plan {lf_policy}\nUniverse: {fivedig} paid claims, DOS {year} Q{small_digit}; stratified by paid amount in {small_digit} strata.\n"
     "Sample size {sample_n} at {conf} confidence, precision +/- {pct_b}; extrapolation by mean-per-unit. Provider inquiries {org_phone}, payer ID {payer_id}."),
    ("b34c_pa_criteria", "prior_auth_criteria_grid", US,
     "{org} prior authorization criteria, rev {lf_version}\nservice | age | criteria | approval length\n{criteria_table}\nSubmit via fax {org_fax} or call {org_tollfree}."),
    ("b34c_dental_fees", "dental_fee_schedule", US,
     "{lf_plan} in-network fee schedule, {year}\n{cdt_table}\nAnnual max ${moneyk}; payer ID {payer_id}; dental claims {org_claims_addr}."),
    ("b34c_frame_catalogue", "optical_frame_catalogue", US,
     "Optical shop frame catalogue, page {small_digit} ({clinic})\n{frame_table}\nVision plan allowance ${small}0; frames ship in {small_digit} days. Optical {optical_phone}."),
    ("b34c_battery_recall", "hearing_aid_battery_recall", US,
     "RECALL NOTICE {lf_ref}: zinc-air hearing-aid batteries\n{battery_table}\nStop use; return packs to Audiology at {hosp_addr} for exchange. "
     "{small_count} packs dispensed since {dos}. Audiology {audiology_phone}."),
    ("b34c_irb_approval", "irb_approval_letter", US,
     "Institutional Review Board approval, protocol {protocol_no}\nPrincipal investigator: {pr_name}, {pr_specialty}\nRisk: {_risk}. Approved {dos} for {small_digit}2 months; "
     "enrolment cap {sample_n}; consent version {lf_version}. IRB office {irb_email}."),
    ("b34c_parking_notice", "parking_shuttle_notice", US,
     "PARKING NOTICE: {garage} levels {floor}-{small_digit} close {dos} for resurfacing ({small} spaces). Shuttle from {garage} every {minutes} min, "
     "{clock_a}-{clock_b}. Daily rate ${small_digit}.{_cents}. Security {security_phone}."),
    ("b34c_shortage_bulletin", "pharmacy_shortage_bulletin", US,
     "Pharmacy drug shortage bulletin #{small} ({dos})\n{shortage_table}\nP&T approved substitutions under {lf_policy}. Pharmacy {rx_phone}."),
    ("b34c_credentialing_agenda", "credentialing_committee_agenda", US,
     "Credentials Committee agenda, {weekday} {dos} {clock}\n1. Initial appointments: {small} files\n2. Reappointments: {small_count}\n"
     "3. FPPE completed: {small_digit}\n4. Telemedicine privileges by proxy: {small_digit}\n5. Policy {lf_policy} revision\nMedical staff office {medstaff_phone}."),
    ("b34c_cme_catalogue", "cme_catalogue", US,
     "Continuing Medical Education catalogue, {quarter}\n{cme_table}\nAccredited provider since {_since}. Register at {org_web}."),
    ("b34c_bed_board", "bed_board_snapshot", US,
     "BED BOARD {iso_ts}\n{bed_table}\nED boarders {small_digit}; transfers pending {small_digit}. House supervisor via {hosp_phone}."),
    ("b34c_network_adequacy", "network_adequacy_report", US,
     "specialty,county,providers,max_drive_min,pct_within_standard\n{adequacy_table}\n# {org} network adequacy filing {year}, plan {lf_plan}"),
    ("b34c_um_turnaround", "um_turnaround_dashboard", US,
     "review_type,category,requests,median_hours,pct_on_time\n{um_table}\n# UM dashboard {quarter}, {org}, generated {iso_ts}"),
    ("b34c_edu_handout", "patient_education_handout", US,
     "Living with hearing aids: a handout from {clinic}\n- Wear them {small_digit} hours a day in week one.\n- Change size {_battery_size} batteries about every {small_digit} days.\n"
     "- Clean the dome weekly; replace every {small_digit} months.\nQuestions? Audiology {audiology_phone}, {weekday}s {clock_a}-{clock_b}."),
    ("b34c_276_volumes", "edi_276_277_volume", US,
     "tx_set,received,accepted,rejected,avg_response_s\n276,{fivedig},{fivedig},{small},{small_digit}.{small_digit}\n277,{fivedig},{fivedig},{small_digit},{small}.{small_digit}\n"
     "# {org} clearinghouse volumes {quarter}; payer ID {payer_id}; {edi_email}"),
    ("b34c_x12_277ca", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*LFKCLEAR       *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "ST*277*{four_digits}*005010X214~\nBHT*0085*08*{ctrl}*{isa_date}*{clock_hhmm}*TH~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "QTY*90*{small_count}~\nQTY*AA*{small_digit}~\nAMT*YU*{money_b}~\nSE*{small_digit}*{four_digits}~"),
    ("b34c_hl7_mfn_loc", "hl7_export", US,
     "MSH|^~\\&|LOCMSTR|TLRH|ADT|TLRH|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nMFE|MUP|||{unit_code}^^^TLRH\n"
     "LOC|{unit_code}^^^TLRH|{unit_name}|N|TLRH\nLCH|{unit_code}^^^TLRH|||BEDS^Licensed beds|{small}\nLRL|{unit_code}^^^TLRH|||{org_phone}"),
    ("b34c_fhir_location", "json_export", US,
     "{\"resourceType\": \"Location\", \"id\": \"tlrh-{small_count}\", \"name\": \"{hospital_own} - {unit_name}\", \"status\": \"active\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{hosp_phone}\"}], \"address\": {\"text\": \"{hosp_addr}\"}, "
     "\"hoursOfOperation\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\"], \"openingTime\": \"{clock}:00\"}], \"meta\": {\"versionId\": \"{small_digit}\"}}"),
    ("b34c_xml_fees", "xml_export", US,
     "<FeeSchedule plan=\"{lf_plan}\" effective=\"{eff_iso}\" payerId=\"{payer_id}\">\n  <Line code=\"{cdt}\" allowed=\"{fee}\"/>\n  <Line code=\"{cpt}\" allowed=\"{money_s}\"/>\n"
     "  <Line code=\"{hcpcs}\" allowed=\"{fee}\" modifier=\"NU\"/>\n</FeeSchedule>"),
    ("b34c_directory_card", "provider_directory", US,
     "FIND A PROVIDER > {pr_specialty}\n{pr_name}\n{pr_addr}\nTel {pr_phone} | NPI {pr_npi}\nNew patients: {_accepting} | Telehealth: {_accepting2} | Next opening in {small} days"),
    ("b34c_hygiene_audit", "hand_hygiene_audit", US,
     "unit\tobservations\tcompliance\n{hygiene_table}\nSecret-shopper hand hygiene audit {quarter}, goal {pct_a}. Infection prevention {hosp_phone}."),
    ("b34c_glucose_qc", "poc_qc_log", US,
     "Point-of-care glucose QC, {unit_name}, {dos}\n{qc_table}\nOut-of-range events this month: {small_digit}. POC coordinator ext. {four_digits}."),
    ("b34c_change_board", "change_advisory_minutes", US,
     "Change Advisory Board, {dos}: {small} changes reviewed, {small_digit} deferred\n{change_table}\nEHR downtime procedures: print census from BCA PCs {_downtime_lead} min before. Service desk {hosp_phone}."),
    ("b34c_staffing_grid", "nurse_staffing_grid", US,
     "{unit_name} staffing grid v{lf_version} (med-surg ratio 1:{small_digit})\n{staffing_table}\nFloat pool requests to staffing office, ext. {four_digits}."),
    ("b34c_travel_wording", "travel_policy_wording", US,
     "{org} TravelGuard rider, wording {lf_policy}\nEmergency medical abroad up to ${moneyk},000; evacuation up to ${money_b}; trip interruption {pct_int} of cost.\n"
     "Pre-existing conditions stable {small_digit}0 days are covered. Excess ${small}0 per claim. Assistance 24/7: {org_intl_line}."),
    ("b34c_de_aufzug", "elevator_inspection_certificate", ("de_DE", "de_AT"),
     "Prüfbescheinigung Aufzugsanlage Nr. {cert_no}\nBetreiber: {hospital_own}; Anlage {elevator_no}, Tragfähigkeit {hundreds} kg, {small_digit} Haltestellen.\n"
     "Hauptprüfung am {ddmmyyyy} ohne Mängel; nächste Prüfung in {small_digit} Monaten. Haustechnik {facilities_phone}."),
    ("b34c_fr_lunettes", "optical_frame_catalogue", ("fr_FR", "fr_CA"),
     "Catalogue de montures, saison {year}: {small} modèles, prix de {small}0 à {hundreds} EUR; remboursement forfait {eur}.\n"
     "Calibre {_frame_size}. Renseignements {optical_phone}. Réf. {lf_ref}"),
    ("b34c_es_simulacro", "fire_drill_report", ("es_ES", "es_MX"),
     "Informe de simulacro de incendio {lf_ref}: planta {floor}, {ddmmyyyy} a las {clock}. Evacuación en {small} s, {small_count} trabajadores, "
     "{small_digit} puertas cortafuegos revisadas. Seguridad {security_phone}."),
    ("b34c_it_carenza", "pharmacy_shortage_bulletin", ("it_IT",),
     "Bollettino carenze farmaci n. {small} del {ddmmyyyy}: {drug} non disponibile per {small_digit} settimane; alternativa approvata (lotto {lot_no}). "
     "Scorte residue {pct_int}. Farmacia {rx_phone}."),
    ("b34c_nl_bedden", "bed_board_snapshot", ("nl_NL", "nl_BE"),
     "Beddenoverzicht {ddmmyyyy} {clock}: {small} bezet van {small_count}, {small_digit} schoonmaak, {small_digit} ontslag gepland. "
     "SEH wachtenden {small_digit}. Coördinator via {hosp_phone}."),
    ("b34c_pt_odonto", "dental_fee_schedule", ("pt_BR", "pt_PT"),
     "Tabela de honorários odontológicos {year}: consulta {cdt} {eur}, restauração {eur2}, profilaxia {eur3}. "
     "Reajuste de {pct_int}. Central {org_intl_line}."),
    ("b34c_pl_rotacje", "residency_rotation_schedule", ("pl_PL",),
     "Harmonogram rotacji rezydentów {year}: {pgy} - kardiologia {small_digit} tyg., SOR {small_digit} tyg., dyżury {small} w miesiącu. "
     "Biuro kształcenia {gme_email}, wersja {lf_version}."),
    ("b34c_sv_reservkraft", "generator_load_test", ("sv_SE",),
     "Provkörning reservkraft {ddmmyyyy}: aggregat {small_digit}, last {pct_int}, {minutes} min, omkopplingstid {small_digit} s. "
     "Bränsle {small_count} liter. Driftcentral {facilities_phone}."),
    ("b34c_da_parkering", "parking_shuttle_notice", ("da_DK",),
     "Parkering ved {hospital_own}: P-hus {floor} lukket fra {ddmmyyyy}, {small} pladser. Pendulbus hvert {minutes}. minut, {clock_a}-{clock_b}. "
     "Pris {kr} pr. dag. Vagten {security_phone}."),
    ("b34c_nb_avfall", "hazardous_waste_manifest", ("no_NO",),
     "Deklarasjon farlig avfall nr. {manifest_no}: smittefarlig avfall {kg} kg, cytostatika {small} kg, løsemidler {small_digit}0 liter; "
     "beholder {lot_no}. Hentet {ddmmyyyy}. Teknisk drift {facilities_phone}."),
    ("b34c_fi_paristot", "hearing_aid_battery_recall", ("fi_FI",),
     "Takaisinveto {lf_ref}: kuulokojeen paristot koko {_battery_size}, erä {lot_no}, {small_count} pakkausta. Palauta kuulokeskukseen; "
     "vaihto maksutta {ddmmyyyy} asti. Kuulokeskus {audiology_phone}."),
    ("b34c_cs_eticka", "irb_approval_letter", ("cs_CZ",),
     "Etická komise schválila studii {protocol_no} dne {ddmmyyyy}: plánováno {sample_n} účastníků, {small_digit} center, verze protokolu {lf_version}. "
     "Sekretariát {irb_email}."),
    ("b34c_de_nl_cme", "cme_catalogue", ("de_DE", "nl_NL"),
     "Fortbildung / Nascholing {quarter}: {small_digit} Kurse, je {small_digit} CME-Punkte, Gebühr {eur}; Teilnehmer {small_count}, Warteliste {small}. "
     "Anmeldung {gme_email}."),
    ("b34c_es_pt_alta", "discharge_instruction_template", ("es_ES", "pt_BR"),
     "Plantilla de instrucciones al alta v{lf_version} (sin datos del paciente): reposo {small_digit} días, {drug} cada {small_digit} h, "
     "acuda a urgencias si fiebre > 38,5 °C. Línea de enfermería {nurse_line}."),
    ("b34c_policy_changelog", "payer_policy_change_log", US,
     "{org} medical policy change log, {quarter}\n- {lf_policy}: {_policy_change} (effective {eff_iso})\n- {lf_policy2}: {_policy_change2} (effective {dos})\n"
     "- Retired: {small_digit} policies; {small} codes moved to no-auth list.\nProvider notices mailed from {org_street_addr}; questions {org_phone}."),
    ("b34c_fr_it_boutique", "gift_shop_price_list", ("fr_FR", "it_IT"),
     "Boutique / Negozio de l'hôpital, tarifs {year}: peluche {eur}, chaussettes {eur2}, chargeur {eur3}; ouvert {clock_a}-{clock_b}. "
     "Bénéfices: {small} bourses. Réf. {lf_ref}"),
]

FILLERS.update({
    "_lift_type": lambda d: d.pick(["traction passenger", "hydraulic service", "MRL passenger", "bed/stretcher"]),
    "_drill_gap": lambda d: d.pick(["door wedged open at {0}".format(d.pick(["stairwell B", "soiled utility", "med room"])), "pull station blocked by cart",
                                    "none", "one staff member unsure of zone valve"]),
    "clock_hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "unit_code": lambda d: d.pick(["3N", "4S", "MICU", "BC", "CATH", "DIAL", "CLB"]),
    "_accepting": lambda d: d.pick(["yes", "no", "waitlist"]),
    "_risk": lambda d: d.pick(["minimal (expedited, 45 CFR 46.110)", "greater than minimal (full board)", "minimal, exempt category 4"]),
    "_cents": lambda d: d.pick(["00", "50", "75"]),
    "_since": lambda d: str(d.rng.randint(1988, 2012)),
    "_battery_size": lambda d: d.pick(["10", "312", "13", "675"]),
    "_downtime_lead": lambda d: str(d.rng.randint(15, 60)),
    "_frame_size": lambda d: f"{d.rng.randint(48, 56)}-{d.rng.randint(15, 21)}-{d.pick(['135', '140', '145'])}",
    "_policy_change": lambda d: d.pick(["CPT 95811 now requires home study first", "MRI lumbar spine: 6 weeks conservative care",
                                        "genetic panel 81162 limited to NCCN criteria", "hearing aids: one pair per 36 months",
                                        "CDT D4341 needs 5 mm pocket depth charted", "site-of-care review for infliximab"]),
    "_shift": lambda d: d.pick(["day", "evening", "night"]),
})

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b34_gym_freeze", "gym_freeze_request", US,
     "Subject: freeze my membership - surgery\n\nHi, I'm having ((knee surgery||a hernia repair||shoulder surgery)) on {dos} and can't train for {small_digit} weeks. "
     "Please freeze from next billing date. Card on file [[card:card_v34]]. Born [[date_of_birth:dob_v34]], reach me at [[phone:phone_v34]] "
     "or [[email:email_v34]].\n- {first} {last}"),
    ("b34_school_absence", "school_absence_note", US,
     "dear mrs {last2},\n{first} was out ((mon and tue||all week||friday)) with ((strep||the flu||a stomach bug)), dr note attached. "
     "his birthday for the form is [[date_of_birth:dob_child]]. we moved, new address is [[address:addr_us_line]]. call me [[phone:phone_chat]]\n- {first3} {last}"),
    ("b34_casa_report", "casa_report", US,
     "COURT APPOINTED SPECIAL ADVOCATE REPORT (case {fivedig}-JA)\nChild: {first} {last}, DOB [[date_of_birth:dob_v34]]\n"
     "Current placement: kinship, [[address:addr_v34]]\nMother's cell: [[phone:phone_v34]]\nVisits: {small_digit} supervised since last hearing; school attendance {pct_int}."),
    ("b34_delivery_driver", "pharmacy_delivery_note", US,
     "DELIVERY RUN {clock} | stop {small_digit} of {small}\n{first_upper} {last_upper}\n[[address:addr_v34]]\ncold pack - leave w/ neighbor if no answer\n"
     "pt cell [[phone:phone_v34]] (text first, dog in yard)"),
    ("b34_missed_appt", "missed_appointment_letter", ("nl_NL", "sv_SE", "en_US"),
     "{first} {last}\n[[address:addr_v34]]\n\nWe missed you on {dos} at {clock}. Patient no. [[record_number:mrn_v34]], born [[date_of_birth:dob_v34]]. "
     "Please call {clinic_phone} to rebook; a third missed visit may close your file."),
    ("b34_donor_card", "organ_donor_card", ("fi_FI", "sv_SE", "no_NO"),
     "ELINLUOVUTUSKORTTI / DONATIONSKORT\nNimi / Namn: {first} {last}\nHenkilötunnus / Personnummer: [[national_id:natid_v34]]\n"
     "Syntynyt / Född: [[date_of_birth:dob_v34]]\nOmainen / Anhörig: {first2} ((puoliso||sisar||make))"),
    ("b34_tattoo_consent", "tattoo_consent_form", US,
     "INK & IRON STUDIO - CLIENT RELEASE\nName {first} {last}   DOB [[date_of_birth:dob_v34]]\nOn blood thinners? ((no||yes - aspirin))   Pregnant? no\n"
     "Email [[email:email_v34]]   Cell [[phone:phone_v34]]\nDeposit charged to [[card:card_v34]]"),
    ("b34_dating_safety", "dating_app_safety_report", US,
     "Safety report #{fivedig}\nReported user profile: [[url:url_v34]]\nHe asked me to meet at his place and I left. He drives a ((silver sedan||black pickup)), plate [[vehicle_id:plate_v34]].\n"
     "Reporter account [[email:email_v34]], last login from [[ip_address:ip_v34]]"),
    ("b34_rental_damage", "rental_car_damage_claim", US,
     "RENTAL DAMAGE & INJURY CLAIM {ctrl}\nRenter: {first} {last}   Phone: [[phone:phone_v34]]\nVehicle: VIN [[vehicle_id:vin_v33]]  Plate [[vehicle_id:plate_v34]]\n"
     "Renter's ((wrist||collarbone||nose)) injured in rollover on Rt 33; seen at {hospital_own}.\nDeductible charged to [[card:card_v34]]"),
    ("b34_utility_cert", "utility_medical_certificate", US,
     "MEDICAL CERTIFICATE TO POSTPONE UTILITY TERMINATION\nCustomer household member: {first} {last}, DOB [[date_of_birth:dob_us]]\nService address: [[address:addr_v34]]\n"
     "Condition requiring power: ((home oxygen concentrator||ventilator||insulin refrigeration))\nClinic chart [[record_number:mrn_v34]]   Certifying clinician: {physician}"),
    ("b34_pet_sitter", "pet_sitter_sheet", US,
     "PET SITTER EMERGENCY SHEET\nOwner: {first} {last}  (away {dos} - {dos2})\nOwner mobile: [[phone:phone_v34]]   email: [[email:email_v34]]\n"
     "Home: [[address:addr_v34]]\nOwner's doctor (if I'm unreachable, I have a pacemaker): Dr. {last2}\nDog: ((Biscuit||Moose||Pepper)), feed 2x daily"),
    ("b34_phone_claim", "mobile_phone_insurance_claim", ("da_DK", "nl_NL", "fi_FI", "en_US"),
     "Device protection claim {ctrl}\nPolicyholder {first} {last}, line [[phone:phone_v34]], e-mail [[email:email_v34]]\n"
     "What happened: phone shattered when I fainted at work ((ER visit that day||bruised hand))\nRefund to account [[bank_account:bank_v34]]"),
    ("b34_rx_label", "prescription_label", US,
     "{pharmacy_own}  {rx_phone}\nRx# {seven_digits}   {first_upper} {last_upper}\nDOB [[date_of_birth:dob_v34]]   Chart [[record_number:mrn_v34]]\n"
     "[[address:addr_us_line]]\n{drug}  TAKE AS DIRECTED  Qty {small}  Refills {small_digit}"),
    ("b34_referral_efax", "referral_efax", US,
     "eFax received {iso_ts}  pages 1/{pages}\nREFERRAL to {clinic} - ENT\nPt {last}, {first}   DOB [[date_of_birth:dob_v34]]\nIns: {org} ID [[member_id:member_v34]]\n"
     "Pt phone [[phone:phone_v34]]\nDx {icd}: ((chronic sinusitis||hearing loss, bilateral||tonsillar hypertrophy))"),
    ("b34_school_immun", "school_immunisation_form", ("cs_CZ", "pl_PL", "fi_FI"),
     "Očkovací záznam pro školu / Karta szczepień\nŽák: {first} {last}\nRodné číslo / PESEL: [[national_id:natid_v34]]\nNarozen: [[date_of_birth:dob_v34]]\n"
     "Bydliště: [[address:addr_v34]]\nMMR 2 dávky ✔  DTaP ✔  HPV ((1||2)) dávky"),
    ("b34_travel_assist_call", "travel_assistance_call", US,
     "[03:12] AGENT: Assistance line, policy number please.\n[03:12] CALLER: it's [[member_id:member_v34]]\n[03:13] CALLER: my mother is [[age_over_89:age_v34]], she fell in ((Lisbon||Prague||Bergen)) and is in hospital\n"
     "[03:14] AGENT: best callback?\n[03:14] CALLER: [[phone:phone_v34]], I'm her daughter {first2}"),
    ("b34_disability_claim", "disability_claim_form", US,
     "SHORT-TERM DISABILITY CLAIM - EMPLOYEE STATEMENT\nName: {first} {last}\nSocial Security #: [[ssn:ssn_v34]]\nMailing address:\n[[address:addr_v34]]\n"
     "Direct deposit: [[bank_account:acct_us_ach]]\nLast day worked: {dos}   Reason: ((spinal fusion||childbirth||cardiac rehab))"),
    ("b34_hearing_aid_order", "hearing_aid_order", US,
     "HEARING AID ORDER {ctrl}\nPatient: {first} {last}, [[age_over_89:age_v34]]\nPlan member ID: [[member_id:member_v34]]\nShip to: [[address:addr_v34]]\n"
     "Device: ((RIC||BTE)) binaural, receivers M, battery {_battery_size}; audiologist {physician}"),
    ("b34_bereavement_letter", "hospice_bereavement_letter", US,
     "Dear {first2},\nIt has been ((three months||six months||a year)) since {first} died on [[date_of_death:dod_v34]]. {first} was [[age_over_89:age_v34]] and, as you told us, "
     "proud of it. Our grief group meets {weekday}s. We will keep writing to you at [[address:addr_v34]] unless you tell us otherwise.\n- {hh_own} bereavement team"),
    ("b34_executor_letter", "estate_executor_letter", US,
     "To the Bank: I am executor of the estate of {first} {last}, who died [[date_of_death:dod_v34]]. SSN of the decedent: [[ssn:ssn_v34]]. "
     "Please close account [[bank_account:acct_us_ach]] and issue a cashier's check to the estate. Certified death certificate enclosed."),
    ("b34_obit_correction", "obituary_correction_email", US,
     "> On {dos}, {first2} {last2} wrote:\n> Please fix the obituary at [[url:url_v34]]\n> Mom was born [[date_of_birth:dob_v34]], not 19{small}, and passed [[date_of_death:dod_v34]].\n\n"
     "Thanks, corrected and republished. - obituary desk"),
    ("b34_csv_visits", "csv_export", US,
     "visit_date,chart,client_dob,age,phone\n{dos},[[record_number:mrn_v34]],[[date_of_birth:dob_elder]],[[age_over_89:age_number]],[[phone:phone_v34]]\n(home-care roster paste)"),
    ("b34_json_crash", "json_export", US,
     "{\"app\": \"LaurelFork Mobile {lf_version}\", \"crash\": \"NullPointer in IdCardView\", \"user\": {\"email\": \"[[email:email_v34]]\", "
     "\"memberId\": \"[[member_id:member_v34]]\", \"ip\": \"[[ip_address:ip_v34]]\"}, \"lastScreen\": \"[[url:url_v34]]\"}"),
    ("b34_xml_death_notice", "xml_export", ("fi_FI", "cs_CZ", "no_NO", "en_US"),
     "<DeathNotification source=\"civil-registry\" received=\"{iso_ts}\">\n  <PersonId>[[national_id:natid_v34]]</PersonId>\n  <DateOfDeath>[[date_of_death:dod_v34]]</DateOfDeath>\n"
     "  <UsSsn>[[ssn:ssn_v34]]</UsSsn>\n</DeathNotification>"),
    ("b34_hl7_a03", "hl7_export", US,
     "MSH|^~\\&|ADT|TLRH|HIM|TLRH|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v34]]^^^TLRH^MR||{last_upper}^{first_upper}||||||"
     "[[address:addr_hl7_xad]]||||||||[[ssn:ssn_v34]]|||||||||[[date_of_death:dod_hl7]]|Y"),
    ("b34_x12_834", "x12_export", US,
     "ST*834*{four_digits}*005010X220A1~\nINS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v34]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain]]~\n"
     "PER*IP**HP*[[phone:phone_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nSE*{small_digit}*{four_digits}~"),
    ("b34_voice_lost_card", "voice_to_text", US,
     "Voicemail (auto-transcribed): yeah hi I lost my wallet with my ((plan card||debit card)) in it the card number was [[card:card_spaced]] "
     "and my member number is [[member_id:member_v34]] please call me back at [[phone:phone_spoken]] thank you"),
    ("b34_placard_ocr", "ocr_form", US,
     "APPLICATION FOR DISABILITY PARKING PLACARD  (scanned)\nApplicant  {last_upper}  {first_upper}\nDate of Birth   [[date_of_birth:dob_ocr]]\n"
     "Residence  [[address:addr_ocr]]\nVehicle plate  [[vehicle_id:plate_v34]]   VIN  [[vehicle_id:vin_v33]]\nCertifying physician: {physician}"),
    ("b34_nordic_forward", "forwarded_letter", ("da_DK", "no_NO", "sv_SE"),
     "---------- Videresendt meddelelse ----------\nFra: {first} {last} <[[email:email_v34]]>\n> CPR / fødselsnummer: [[national_id:natid_v34]]\n"
     "> Konto: [[bank_account:bank_v34]]\n> Tilbagebetaling af egenbetaling for ((høreapparat||fysioterapi)), se vedhæftet."),
    ("b34_portal_alert", "portal_security_alert", US,
     "Subject: New sign-in to your {org} account\n\nHi {first}, we noticed a sign-in to [[email:email_v34]] from IP [[ip_address:ip_v34]] "
     "in ((Helsinki, FI||Brno, CZ||Utrecht, NL)) on {dos}. Not you? Reset here: [[url:url_v34]]"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind34", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
