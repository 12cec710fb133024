"""A thirty-fifth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind35.py [--seed 37371] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind33.py,
seeds 4141 to 35351) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-fourth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b35_" or "b35c_"). Identifier-free genres: gift-shop price lists, medical-library acquisitions (ISBNs, call numbers),
residency rotation grids, skills-fair checklists, hazardous-waste manifests, elevator certificates, generator
load-test logs, fire-drill reports, phone-tree tests, audit sampling plans, prior-auth criteria grids with age
thresholds, CDT fee schedules, optical frame catalogues, hearing-aid battery recalls, IRB approval letters, parking
and shuttle notices, shortage bulletins, credentialing agendas, CME catalogues, bed-board snapshots, network-adequacy
reports, UM turnaround dashboards, 276/277 volume reports, plus notices in other locales (de, fr, es, it, nl, pt, pl,
sv, da, nb, fi, cs) and CSV, JSON, XML, HL7 and X12 exports of non-personal data. Carrying genres: gym membership
freezes, school absence notes, CASA reports, delivery-driver notes, missed-appointment letters, donor-registry cards,
tattoo consents, dating-app safety reports, rental-car injury claims, utility medical certificates, pet-sitter
sheets, phone-insurance claims, prescription labels, referral e-faxes, hearing-aid orders, plus exports.

About half the identifier values come from this module's own printings (the `*_v35` slots): dates with Roman-numeral
months and Nordic/Czech orders, Finnish HETU, Swedish personnummer, Norwegian fødselsnummer and Czech rodné číslo
with valid checks, IBANs of NL/BE/FI/CZ/SE/DK with computed check digits, Amex-style 4-6-5 cards, West Virginia,
Finnish, Czech and Dutch address layouts, and phone numbers with middle dots or split across cells.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
staff, never a patient or member, and the ages it gives are under 90.

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw

SEED = 37371
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Greenbrier Hollow Health Plan"
HOSPITAL_NAME = "Tygart Valley Regional Hospital"
CLINIC_NAME = "Cheat River Family Practice"
PHARMACY_NAME = "Seneca Rocks Pharmacy"
ORG_DOMAIN = "greenbrierhollowhp.org"
ORGANISATION_CONTACTS = [
    "(304) 555-0161",                                              # 0 plan member services
    "(304) 555-0162",                                              # 1 plan fax
    "Claims Intake, PO Box 48813, Charleston, WV 25364",           # 2 plan claims address
    "2207 Quarrier Bend Road, Suite 310, Charleston, WV 25311",    # 3 plan office
    "appeals@greenbrierhollowhp.org",                              # 4
    "memberhelp@greenbrierhollowhp.org",                           # 5
    "(304) 555-0163",                                              # 6 clinic
    "(304) 555-0164",                                              # 7 clinic fax
    "88 Dolly Sods Lane, Parsons, WV 26287",                       # 8 clinic address
    "(304) 555-0165",                                              # 9 hospital switchboard
    "1250 Tygart Crossing Drive, Elkins, WV 26241",                # 10 hospital address
    "(304) 555-0166",                                              # 11 pharmacy
    "31 Spruce Knob Street, Petersburg, WV 26847",                 # 12 pharmacy address
    "1-888-555-0197",                                              # 13 toll-free member line
    "1-888-555-0198",                                              # 14 toll-free nurse line
    "+1 304 555 0161",                                             # 15 member line from abroad
    "https://www.greenbrierhollowhp.org",                          # 16
    "library@greenbrierhollowhp.org",                              # 17
    "irb@greenbrierhollowhp.org",                                  # 18
    "(304) 555-0167",                                              # 19 facilities / engineering
    "(304) 555-0168",                                              # 20 shuttle desk
    "cme@greenbrierhollowhp.org",                                  # 21
    "(304) 555-0169",                                              # 22 gift shop
    "edi-support@greenbrierhollowhp.org",                          # 23
]
ORG_PAYER_ID = "GHH27"
ORG_RXBIN = "017684"
ORG_RXPCN = "GHHRX"
ORG_RXGRP = "GHH5142"
ORG_EIN = "98-6604417"
ORG_NPIS = (blind5._npi_of("162938471"), blind5._npi_of("137640285"), blind5._npi_of("181527364"))  # noqa: SLF001
STAFF = ("Dr. Imogen Fairweather-Ruiz", "Dr. Casimir Okonkwo-Hale", "Wendell Ashgrove, RN", "Priya Vantongeren, PharmD",
         "Ottilie Marsh, CHFM", "Dr. Leontyne Barros")

ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
MONTHS_CS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"]
MONTHS_FI = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
             "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"]
MONTHS_EN3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _luhn_digit(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def phone_v35(draw: Draw) -> str:
    """A US number in forms people type: middle dots, slashes, a leading +1 without spaces, or spelled-out groups."""
    area = draw.pick(["304", "681", "540", "276", "740", "412", "859", "606"])
    exchange = str(draw.rng.randint(222, 988)).replace("555", "556")
    line = draw.digits(4)
    return draw.pick([f"{area}·{exchange}·{line}", f"+1{area}{exchange}{line}", f"({area}) {exchange} {line}",
                      f"{area}-{exchange}{line}", f"[{area}] {exchange}-{line}", f"{area}.{exchange}.{line[:2]} {line[2:]}",
                      f"+1-{area}-{exchange}-{line}", f"{area} {exchange[0]} {exchange[1:]} {line}"])


def _date_v35(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}.{ROMAN[m - 1]}.{y}", f"{d}. {MONTHS_CS[m - 1]} {y}", f"{d}. {MONTHS_FI[m - 1]} {y}",
                      f"{y}-{m:02d}-{d:02d}", f"{d:02d} {MONTHS_EN3[m - 1]} {y % 100:02d}", f"{d}.{m}.{y}",
                      f"{MONTHS_EN3[m - 1].title()}-{d:02d}-{y}", f"{y}.{m:02d}.{d:02d}"])


def dob_v35(draw: Draw) -> str:
    """A date of birth with a Roman-numeral month, a Czech or Finnish month name, or a dotted order."""
    return _date_v35(draw, 1930, 2020)


def dod_v35(draw: Draw) -> str:
    """A recent date of death in the same printings."""
    return _date_v35(draw, 2023, 2026)


def member_v35(draw: Draw) -> str:
    """This plan's member IDs: GHH, nine digits and a suffix, as cards and callers print them."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"GHH{body}-0{draw.rng.randint(1, 4)}", f"GHH {body[:3]} {body[3:6]} {body[6:]}", f"ghh{body}",
                      f"G-H-H-{body}", f"GHH{body}*{draw.rng.randint(1, 4)}"])


def mrn_v35(draw: Draw) -> str:
    """The hospital's and practice's record numbers."""
    return draw.pick([f"TVRH-{draw.digits(7)}", f"{draw.digits(2)}.{draw.digits(3)}.{draw.digits(3)}",
                      f"CRFP{draw.digits(6)}", f"MR {draw.digits(4)}-{draw.digits(4)}", f"#{draw.digits(8)}/TV"])


def email_v35(draw: Draw) -> str:
    """A personal address at a regional ISP or a European webmail."""
    first = draw.fill("first").lower().replace(" ", "").replace("'", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["frontier.com", "suddenlink.net", "citlink.net", "aol.com", "proton.me", "outlook.com",
                        "centrum.cz", "kolumbus.fi", "ziggo.nl", "skynet.be", "online.no", "bredband.net"])
    local = draw.pick([f"{first}.{last}{draw.rng.randint(60, 99)}", f"{last}_{first[0]}", f"{first}{last}",
                       f"mountaineer.{last}", f"{first[0]}.{last}", f"{last}.{first}.{draw.rng.randint(1, 9)}"])
    return f"{local}@{domain}"


def ssn_v35(draw: Draw) -> str:
    """A US SSN with dots, a slash, or split across boxes by vertical bars and spaces."""
    area = str(draw.rng.randint(140, 665)).zfill(3)
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{area}.{group}.{serial}", f"{area} {group} {serial}", f"{area}/{group}/{serial}",
                      f"{area}-{group}-{serial}", f"{area} - {group} - {serial}"])


def card_v35(draw: Draw) -> str:
    """A Luhn-valid card: 15-digit Amex in 4-6-5, or 16 digits in two blocks of eight or four by dots."""
    if draw.rng.random() < 0.4:
        body = draw.pick(["34", "37"]) + draw.digits(12)
        number = body + _luhn_digit(body)
        return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]}-{number[4:10]}-{number[10:]}", number])
    body = draw.pick(["4", "51", "52", "2720", "6011"])
    body += draw.digits(15 - len(body))
    number = body + _luhn_digit(body)
    return draw.pick([f"{number[:8]} {number[8:]}", ".".join(number[i:i + 4] for i in range(0, 16, 4)),
                      " ".join(number[i:i + 4] for i in range(0, 16, 4))])


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def iban_v35(draw: Draw) -> str:
    """An IBAN of NL, BE, FI, CZ, SE or DK with computed check digits, grouped or run together."""
    country = draw.pick(["NL", "BE", "FI", "CZ", "SE", "DK"])
    bban = {"NL": lambda: draw.pick(["ABNA", "RABO", "INGB", "SNSB"]) + draw.digits(10), "BE": lambda: draw.digits(12),
            "FI": lambda: draw.digits(14), "CZ": lambda: draw.digits(20), "SE": lambda: draw.digits(20),
            "DK": lambda: draw.digits(14)}[country]()
    iban = _iban(country, bban)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if draw.rng.random() < 0.6 else iban


def natid_v35(draw: Draw) -> str:
    """A national ID with a valid check: Finnish HETU, Swedish personnummer, Norwegian fødselsnummer, Czech rodné číslo."""
    kind = draw.pick(["fi", "se", "no", "cz"])
    day = draw.date_between(1935, 2015)
    if kind == "fi":
        serial = draw.rng.randint(2, 899)
        number = int(f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{serial:03d}")
        sign = "A" if day.year >= 2000 else "-"
        return f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{sign}{serial:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[number % 31]}"
    if kind == "se":
        body = f"{day.year % 100:02d}{day.month:02d}{day.day:02d}{draw.digits(3)}"
        number = body + _luhn_digit(body)
        return draw.pick([f"{number[:6]}-{number[6:]}", f"{day.year // 100}{number[:6]}-{number[6:]}"])
    if kind == "no":
        while True:
            base = f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{draw.rng.randint(0, 499) if day.year < 2000 else draw.rng.randint(500, 999):03d}"
            k1 = 11 - sum(int(c) * w for c, w in zip(base, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
            k1 = 0 if k1 == 11 else k1
            if k1 == 10:
                continue
            k2 = 11 - sum(int(c) * w for c, w in zip(base + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            k2 = 0 if k2 == 11 else k2
            if k2 == 10:
                continue
            return draw.pick([f"{base}{k1}{k2}", f"{base[:6]} {base[6:]}{k1}{k2}"])
    month = day.month + (50 if draw.rng.random() < 0.5 else 0)
    while True:
        body = f"{day.year % 100:02d}{month:02d}{day.day:02d}{draw.digits(3)}"
        check = int(body) % 11
        if check != 10:
            return f"{body[:6]}/{body[6:]}{check}"


def addr_v35(draw: Draw) -> str:
    """A home address in a West Virginia, Finnish, Czech or Dutch layout, on one line."""
    style = draw.pick(["wv", "wv_rr", "fi", "cz", "nl"])
    if style == "wv":
        return (f"{draw.rng.randint(100, 4999)} {draw.pick(['Laurel Fork Rd', 'Coal Hollow Dr', 'Bickle Knob Ln', 'Shavers Run Rd', 'Otter Creek Ct'])}"
                f"{draw.pick(['', f' Apt {draw.rng.randint(1, 24)}', f' Unit {draw.letters(1)}'])}, {draw.pick(['Elkins, WV 26241', 'Buckhannon, WV 26201', 'Davis, WV 26260', 'Philippi, WV 26416'])}")
    if style == "wv_rr":
        return f"HC {draw.rng.randint(60, 89)} Box {draw.rng.randint(10, 990)}, {draw.pick(['Harman, WV 26270', 'Mill Creek, WV 26280', 'Circleville, WV 26804'])}"
    if style == "fi":
        return f"{draw.pick(['Koivukuja', 'Rantatie', 'Myllypurontie', 'Kirkkokatu'])} {draw.rng.randint(1, 60)} {draw.pick(['A', 'B', 'C'])} {draw.rng.randint(1, 40)}, {draw.pick(['00', '33', '40', '90'])}{draw.rng.randint(100, 990)} {draw.pick(['Helsinki', 'Tampere', 'Jyväskylä', 'Oulu'])}"
    if style == "cz":
        return f"{draw.pick(['Na Výsluní', 'Lipová', 'U Potoka', 'Palackého'])} {draw.rng.randint(100, 2999)}/{draw.rng.randint(1, 60)}, {draw.rng.randint(100, 799)} {draw.rng.randint(10, 99)} {draw.pick(['Brno', 'Olomouc', 'Plzeň', 'Liberec'])}"
    return f"{draw.pick(['Wilgenlaan', 'Kerkstraat', 'Molenweg', 'Beukenhof'])} {draw.rng.randint(1, 200)}{draw.pick(['', '-II', ' bis', 'a'])}, {draw.rng.randint(1011, 9999)} {draw.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')} {draw.pick(['Utrecht', 'Zwolle', 'Delft', 'Haarlem'])}"


def age_v35(draw: Draw) -> str:
    """An age over 89 as notes and forms in several languages write it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} let", f"{age} år", f"{age}-vuotias", f"{age} jaar", f"{age} ans", f"{age}yrs", f"aged {age}",
                      f"{age} y.o.", f"{age}-year-old"])


def plate_v35(draw: Draw) -> str:
    """A car plate: West Virginia, Finnish, Czech, Dutch sidecode or Swedish."""
    return draw.pick([f"{draw.rng.randint(1, 9)}{draw.letters(2)} {draw.digits(3)}", f"{draw.letters(3)}-{draw.rng.randint(1, 999)}",
                      f"{draw.rng.randint(1, 9)}{draw.letters(1)}{draw.rng.randint(1, 9)} {draw.digits(4)}",
                      f"{draw.digits(2)}-{draw.letters(3, 'BDFGHJKLNPRSTVXZ')}-{draw.rng.randint(1, 9)}",
                      f"{draw.letters(3)} {draw.digits(2)}{draw.letters(1)}"])


def ip_v35(draw: Draw) -> str:
    """A public IPv4 address or a global IPv6 address."""
    if draw.rng.random() < 0.3:
        return f"2001:{draw.rng.randint(0x4000, 0x4fff):x}:{draw.rng.randint(1, 0xffff):x}:{draw.rng.randint(1, 0xffff):x}::{draw.rng.randint(1, 0xfff):x}"
    first = draw.pick([24, 47, 68, 71, 96, 104, 129, 162, 184, 199])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def url_v35(draw: Draw) -> str:
    """A link that carries a member's identifier or a personal page."""
    member = f"GHH{draw.digits(9, first_nonzero=True)}"
    slug = f"{draw.fill('first').lower()}-{draw.fill('last').lower()}".replace(" ", "-").replace("'", "")
    return draw.pick([f"https://portal.{ORG_DOMAIN}/member/{member}/eob",
                      f"https://portal.{ORG_DOMAIN}/idcard?m={member}&fmt=png",
                      f"https://www.instagram.com/{slug.replace('-', '_')}{draw.rng.randint(1, 99)}/",
                      f"https://www.gofundme.com/f/help-{slug}-recover",
                      f"https://www.caringbridge.org/visit/{slug.replace('-', '')}"])


def dod_d8_v35(draw: Draw) -> str:
    """A recent date of death as an X12 D8 date."""
    day = draw.date_between(2023, 2026)
    return f"{day.year}{day.month:02d}{day.day:02d}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "phone_v35": phone_v35, "dob_v35": dob_v35, "dod_v35": dod_v35, "member_v35": member_v35,
    "mrn_v35": mrn_v35, "email_v35": email_v35, "ssn_v35": ssn_v35, "card_v35": card_v35, "iban_v35": iban_v35,
    "natid_v35": natid_v35, "addr_v35": addr_v35, "age_v35": age_v35, "plate_v35": plate_v35, "ip_v35": ip_v35,
    "url_v35": url_v35, "dod_d8_v35": dod_d8_v35,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=12))  # noqa: SLF001


def _isbn13(d: Draw) -> str:
    body = "978" + d.digits(9)
    check = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:8]}-{body[8:]}-{check}"


def _gift_row(d: Draw) -> str:
    return (f"{d.pick(['Plush bear (Get Well)', 'Mylar balloon 18in', 'Reading glasses +1.50', 'Fleece socks, grip sole', 'Phone charger USB-C', 'Crossword book', 'Lip balm', 'Potted African violet'])}"
            f" .... ${d.rng.randint(2, 39)}.{d.pick(['49', '99', '25', '00'])}  SKU {d.digits(6)}")


def _library_row(d: Draw) -> str:
    return (f"{_isbn13(d)} | {d.pick(['WG 120', 'QV 55', 'WB 100', 'WY 100.1', 'WS 200', 'QZ 200', 'WL 340'])} {d.letters(1)}{d.rng.randint(10, 99)} {d.rng.randint(2021, 2026)}"
            f" | {d.pick(['Cardiology review', 'Pocket pharmacology', 'Pediatric dosing handbook', 'Neuroanatomy atlas', 'Nursing fundamentals', 'Oncology nursing'])} ed. {d.rng.randint(2, 14)} | ${d.rng.randint(45, 320)}")


def _rotation_row(d: Draw) -> str:
    return (f"PGY-{d.rng.randint(1, 5)} slot {d.letters(1)}{d.rng.randint(1, 9)}: {d.pick(['Wards', 'MICU', 'Night float', 'Ambulatory', 'Cardiology', 'ED', 'Elective', 'Geriatrics'])}"
            f" blk {d.rng.randint(1, 13)}, {d.pick(['q4 call', 'no call', 'q5 call', 'jeopardy'])}")


def _skills_row(d: Draw) -> str:
    return (f"[ ] {d.rng.randint(1, 14)}: {d.pick(['IV pump (Alaris) programming', 'Restraint documentation', 'Blood culture draw', 'Defibrillator check', 'Glucometer QC', 'Sepsis bundle timing', 'Chest tube care'])}"
            f" - {d.rng.randint(5, 20)} min, pass {d.rng.randint(80, 100)}%")


def _waste_row(d: Draw) -> str:
    return (f"CTR {d.letters(2)}{d.digits(5)} | {d.pick(['D001 ignitable', 'U188 phenol', 'P075 nicotine', 'D009 mercury', 'U058 cyclophosphamide', 'D002 corrosive'])}"
            f" | {d.pick(['55 gal DM', '5 gal CF', '30 gal DF', '2.5 gal BA'])} | {d.rng.randint(3, 410)} lb")


def _genload_row(d: Draw) -> str:
    return (f"Gen {d.rng.randint(1, 4)} @ {d.rng.randint(30, 100)}% load | {d.rng.randint(20, 45)} min | "
            f"{d.rng.randint(470, 490)} V | {d.rng.randint(59, 60)}.{d.digits(1)} Hz | exhaust {d.rng.randint(520, 940)} F")


def _drill_row(d: Draw) -> str:
    return (f"{d.pick(['Tower A L3', 'Tower B L5', 'Surgery pavilion', 'Dietary', 'Central plant', 'ED', 'Behavioral health'])}:"
            f" alarm to doors closed {d.rng.randint(18, 140)} s, {d.pick(['RACE recited', 'PASS demo', 'extinguisher located', 'zone valve id'])}, {d.pick(['met', 'met', 'finding'])}")


def _phonetree_row(d: Draw) -> str:
    return (f"{d.pick(['Pharmacy', 'Lab', 'Radiology', 'EVS', 'Nursing supervisor', 'Dietary', 'Security', 'Biomed'])} tier {d.rng.randint(1, 3)}: "
            f"{d.rng.randint(3, 40)} called, {d.rng.randint(50, 100)}% reached in {d.rng.randint(4, 55)} min")


def _sampling_row(d: Draw) -> str:
    return (f"Stratum {d.letters(1)}{d.rng.randint(1, 9)} ({d.pick(['E/M 99214-99215', 'DME K0001-K0009', 'PT 97110', 'Lab 80053', 'Inf 96413'])}): "
            f"universe {d.rng.randint(400, 98000)}, sample {d.rng.randint(30, 120)}, CI 90%, precision {d.rng.randint(5, 25)}%")


def _criteria_row(d: Draw) -> str:
    return (f"{d.pick(['Growth hormone', 'GLP-1 for weight', 'Botulinum toxin', 'Dupilumab', 'CGM', 'Sleep study HST'])} | age "
            f"{d.pick(['>= 18', '2-17', '>= 12', '6 mo +', '40-75', '< 65'])} | {d.pick(['BMI >= 30', 'HbA1c > 7.0%', 'failed 2 topicals', 'STOP-BANG >= 3', 'bone age ok'])} | {d.rng.randint(3, 12)} mo")


def _cdt_row(d: Draw) -> str:
    return f"{d.pick(['D0120', 'D0150', 'D0210', 'D1110', 'D1120', 'D1206', 'D2140', 'D2391', 'D2740', 'D3330', 'D4341', 'D7140'])},{d.rng.randint(28, 1400)}.00,{d.pick(['100%', '80%', '50%'])},{d.pick(['2/yr', '1/3yr', '1/5yr', 'none'])}"


def _frame_row(d: Draw) -> str:
    return (f"{d.pick(['Ridgeline', 'Bluestone', 'Canaan', 'Monongah', 'Kanawha'])} {d.rng.randint(100, 999)}  {d.rng.randint(46, 58)}-{d.rng.randint(15, 21)}-{d.rng.randint(135, 150)}"
            f"  {d.pick(['tortoise', 'matte black', 'crystal', 'navy', 'gunmetal'])}  ${d.rng.randint(59, 289)}")


def _battery_row(d: Draw) -> str:
    return f"Size {d.pick(['10 (yellow)', '312 (brown)', '13 (orange)', '675 (blue)'])}  lot {d.letters(1)}{d.digits(6)}  exp {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2029)}  {d.pick(['recalled', 'not affected', 'recalled'])}"


def _shortage_row(d: Draw) -> str:
    return (f"{d.pick(['Lidocaine 1% 30 mL', 'Amoxicillin 400/5 susp', 'Methotrexate 25 mg/mL', 'Dextrose 50% syringe', 'Albuterol 0.083% neb', 'Cisplatin 1 mg/mL'])}"
            f" -> {d.pick(['use 2% vial', 'cefdinir sub', 'conserve, ration', 'D10 bolus', 'MDI + spacer', 'carboplatin per protocol'])} (NDC {d.digits(5)}-{d.digits(3)}-{d.digits(2)})")


def _bed_row(d: Draw) -> str:
    return (f"{d.pick(['4 West Med', '5 East Surg', 'ICU', 'Step-down', 'Peds', 'L&D', 'Psych'])}: staffed {d.rng.randint(8, 36)}, "
            f"occ {d.rng.randint(4, 36)}, dirty {d.rng.randint(0, 5)}, pending dc {d.rng.randint(0, 9)}")


def _adequacy_row(d: Draw) -> str:
    return (f"{d.pick(['Cardiology', 'OB/GYN', 'Psychiatry', 'Dermatology', 'Pediatrics', 'Endocrinology', 'Dialysis'])},"
            f"{d.pick(['Randolph', 'Tucker', 'Upshur', 'Barbour', 'Pendleton', 'Grant'])},{d.rng.randint(1, 40)},{d.rng.randint(15, 90)} mi,{d.rng.randint(70, 100)}.{d.digits(1)}%")


def _um_row(d: Draw) -> str:
    return (f"{d.pick(['Urgent pre-service', 'Standard pre-service', 'Concurrent', 'Retro', 'Expedited appeal'])}\t{d.rng.randint(20, 4000)}\t"
            f"median {d.rng.randint(1, 96)} h\t{d.rng.randint(85, 100)}.{d.digits(1)}% in TAT")


def _vol_row(d: Draw) -> str:
    return f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}|276 {d.rng.randint(100, 9000)}|277 {d.rng.randint(100, 9000)}|rej {d.rng.randint(0, 90)}|avg {d.rng.randint(1, 9)}.{d.digits(1)} s"


def _cme_row(d: Draw) -> str:
    return (f"CME-{d.rng.randint(2025, 2026)}-{d.digits(3)} {d.pick(['Opioid prescribing (DEA MATE)', 'Sepsis update', 'Implicit bias', 'Lipids 2026', 'Wound care basics', 'Point-of-care ultrasound'])}"
            f" - {d.rng.randint(1, 8)}.{d.pick(['0', '5'])} AMA PRA Cat 1, ${d.rng.randint(0, 450)}")


def _elevator_row(d: Draw) -> str:
    return f"Car {d.letters(1)}-{d.rng.randint(1, 12)}  cap {d.pick(['3500', '4000', '5000', '2500'])} lb  {d.pick(['hydraulic', 'traction', 'MRL traction'])}  test {d.pick(['Cat 1', 'Cat 5', 'annual'])}  {d.pick(['pass', 'pass', 'pass w/ note'])}"


def _shuttle_row(d: Draw) -> str:
    return f"Route {d.letters(1)}: {d.pick(['Lot C', 'Garage 2', 'Park-and-ride', 'Medical Office Bldg'])} -> {d.pick(['Main entrance', 'Cancer center', 'ED walk-in'])} every {d.rng.randint(8, 25)} min, {d.rng.randint(5, 7)}:{d.pick(['00', '30'])}-{d.rng.randint(19, 23)}:00"


def _allergen_row(d: Draw) -> str:
    return (f"{d.pick(['Pepperoni roll', 'Ramp soup', 'Buckwheat pancakes', 'Pinto beans & cornbread', 'Apple stack cake', 'Trout almondine', 'Chili dog'])}"
            f" / {d.pick(['wheat, milk', 'milk, egg, wheat', 'fish, tree nut, milk', 'none', 'wheat, soy', 'egg, milk, wheat'])} / {d.rng.randint(180, 960)} kcal")


def _credential_row(d: Draw) -> str:
    return f"{d.rng.randint(1, 30)}. {d.pick(['Initial appointment', 'Reappointment', 'Privilege add: robotics', 'FPPE close-out', 'Telemedicine by proxy', 'Temporary privileges'])} ({d.pick(['Surgery', 'Medicine', 'Anesthesia', 'Radiology', 'Emergency'])}) - {d.pick(['approve', 'defer', 'approve w/ FPPE'])}"


def _practitioner_json(d: Draw) -> str:
    npi = d.pick(list(ORG_NPIS))
    return f"{{\"resourceType\": \"PractitionerRole\", \"id\": \"pr-{d.digits(4)}\", \"identifier\": [{{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{npi}\"}}], \"specialty\": \"{d.pick(['207Q00000X', '207R00000X', '208600000X', '2084P0800X'])}\"}}"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "org_tollfree": ORGANISATION_CONTACTS[13],
    "nurse_line": ORGANISATION_CONTACTS[14], "org_intl_line": ORGANISATION_CONTACTS[15], "org_web": ORGANISATION_CONTACTS[16],
    "library_email": ORGANISATION_CONTACTS[17], "irb_email": ORGANISATION_CONTACTS[18], "facilities_phone": ORGANISATION_CONTACTS[19],
    "shuttle_phone": ORGANISATION_CONTACTS[20], "cme_email": ORGANISATION_CONTACTS[21], "giftshop_phone": ORGANISATION_CONTACTS[22],
    "edi_email": ORGANISATION_CONTACTS[23],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "gift_table": _rows(_gift_row, 5), "library_table": _rows(_library_row, 4), "rotation_table": _rows(_rotation_row, 5),
    "skills_table": _rows(_skills_row, 5), "waste_table": _rows(_waste_row, 4), "genload_table": _rows(_genload_row, 3),
    "drill_table": _rows(_drill_row, 4), "phonetree_table": _rows(_phonetree_row, 5), "sampling_table": _rows(_sampling_row, 3),
    "criteria_table": _rows(_criteria_row, 4), "cdt_table": _rows(_cdt_row, 6), "frame_table": _rows(_frame_row, 5),
    "battery_table": _rows(_battery_row, 4), "shortage_table": _rows(_shortage_row, 4), "bed_table": _rows(_bed_row, 5),
    "adequacy_table": _rows(_adequacy_row, 5), "um_table": _rows(_um_row, 4), "vol_table": _rows(_vol_row, 5),
    "cme_table": _rows(_cme_row, 4), "elevator_table": _rows(_elevator_row, 3), "shuttle_table": _rows(_shuttle_row, 3),
    "allergen_table": _rows(_allergen_row, 5), "credential_table": _rows(_credential_row, 5),
    "practitioner_json": _practitioner_json,
    "gh_ref": lambda d: f"GH/{d.rng.randint(2025, 2026)}/{d.digits(5)}",
    "gh_version": lambda d: f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 99)}",
    "gh_policy": lambda d: f"GHHP-{d.pick(['CP', 'RX', 'UM', 'PAY'])}.{d.rng.randint(10, 99)}.{d.rng.randint(1, 9)}",
    "gh_group": lambda d: d.pick(["GRP 70418", "GRP 71926", "GRP 73305", "GRP 75560", "GRP 78142"]),
    "gh_plan": lambda d: d.pick(["Greenbrier Bronze 6500", "Greenbrier Silver 2800", "Greenbrier Gold 500", "Greenbrier HDHP 3400",
                                 "Greenbrier Medicare Advantage PPO", "Greenbrier Vision Select", "Greenbrier Dental Plus"]),
    "protocol_no": lambda d: f"TVRH-IRB-{d.rng.randint(2024, 2026)}-{d.digits(4)}",
    "manifest_no": lambda d: f"{d.digits(9)}{d.pick(['JJK', 'FLE', 'GBF'])}",
    "cert_no": lambda d: f"WV-EL-{d.digits(6)}",
    "recall_no": lambda d: f"Z-{d.rng.randint(1000, 2999)}-{d.rng.randint(2025, 2026)}",
    "county": lambda d: d.pick(["Randolph", "Tucker", "Upshur", "Barbour", "Pendleton", "Grant", "Pocahontas"]),
    "room": lambda d: f"{d.pick(['1W', '2E', '3N', 'B', 'G'])}-{d.rng.randint(100, 299)}",
    "kwh": lambda d: f"{d.rng.randint(120, 980)} kW",
    "hours": lambda d: str(d.rng.randint(2, 72)),
    "count_a": lambda d: str(d.rng.randint(10, 480)),
    "count_b": lambda d: str(d.rng.randint(2, 60)),
    "pln": lambda d: f"{d.rng.randint(40, 2900)},{d.digits(2)} zł",
    "sek": lambda d: f"{d.rng.randint(80, 4900)} kr",
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b35c_gift_shop", "gift_shop_price_list", US,
     "{hospital_own} Auxiliary Gift Shop - price list, week {week}\n{gift_table}\nOpen {clock_a}-{clock_b}; orders for delivery to rooms: {giftshop_phone}. Proceeds fund the {year} scholarship."),
    ("b35c_library_acq", "library_acquisitions", US,
     "Health Sciences Library - new acquisitions, {quarter}\nISBN | NLM call no. | Title | Cost\n{library_table}\nRequests and interlibrary loans: {library_email}. Budget used {pct_int}."),
    ("b35c_residency_grid", "residency_rotation", US,
     "Internal Medicine Residency - block schedule AY {year}-{year_next}, version {gh_version}\n{rotation_table}\nDuty-hour audits: {small_digit} flags in block {small}. Program office {hosp_phone}."),
    ("b35c_skills_fair", "skills_fair_checklist", US,
     "Nursing Skills Fair {dos} - competency checklist (sign at each station)\n{skills_table}\nMake-up session {dos2}, Room {room}. Questions: {own_staff}."),
    ("b35c_haz_manifest", "hazardous_waste_manifest", US,
     "UNIFORM HAZARDOUS WASTE MANIFEST No. {manifest_no}\nGenerator: {hospital_own}, {hosp_addr}, EPA ID WVD{seven_digits}{small_digit}{small_digit}\n{waste_table}\nTransporter pickup {dos} {clock}. Emergency response: {facilities_phone}."),
    ("b35c_elevator_cert", "elevator_certificate", US,
     "CERTIFICATE OF ELEVATOR INSPECTION {cert_no}\nPremises: {hosp_addr}\n{elevator_table}\nInspected {dos}; expires {dos2}. Post in machine room. Facilities {facilities_phone}."),
    ("b35c_generator_log", "generator_load_test", US,
     "Emergency power - monthly load test, {dos}\n{genload_table}\nATS transfer time {small_digit} s (limit 10 s). Fuel {pct_int} of {count_a} gal. Signed: {own_staff}."),
    ("b35c_fire_drill", "fire_drill_report", US,
     "Fire drill report, {quarter}, shift {small_digit}\n{drill_table}\nDrills this year {small}; findings routed to EOC committee {meeting_date}."),
    ("b35c_phone_tree", "phone_tree_test", US,
     "Emergency notification - call-tree test {dos} {clock}\n{phonetree_table}\nOverall reach {pct_int}. Incident command center line {hosp_phone}."),
    ("b35c_audit_plan", "audit_sampling_plan", US,
     "{org} - payment integrity audit sampling plan, review period {quarter}\n{sampling_table}\nSeed for RAT-STATS selection {fivedig}; extrapolation only if error rate > {pct_tenth}. Policy {gh_policy}."),
    ("b35c_pa_criteria", "prior_auth_criteria_grid", US,
     "Prior-authorisation criteria grid (effective {eff_iso})\nDrug/service | Age | Clinical criteria | Approval\n{criteria_table}\nFax requests to {org_fax}; payer ID {payer_id}."),
    ("b35c_cdt_fees", "dental_fee_schedule", US,
     "code,max_allowed,coinsurance,frequency\n{cdt_table}\n# {gh_plan}, {gh_group}, schedule {gh_version}"),
    ("b35c_frames", "optical_frame_catalogue", US,
     "Greenbrier Vision Select - frame catalogue {year}\nModel  eye-bridge-temple  colour  retail\n{frame_table}\nFrame allowance ${hundreds}; lenses covered once every {small_digit} months."),
    ("b35c_battery_recall", "hearing_battery_recall", US,
     "Recall notice {recall_no}: zinc-air hearing-aid batteries\n{battery_table}\nReturn recalled packs to {pharmacy_own}, {rx_addr}, or call {rx_phone}. No proof of purchase needed."),
    ("b35c_irb_letter", "irb_approval_letter", US,
     "Institutional Review Board approval\nProtocol {protocol_no}, version {gh_version} dated {dos}\nDecision: approved ((expedited||full board)) for {small} participants; continuing review due {dos2}.\nPI: {own_staff}. Questions: {irb_email}."),
    ("b35c_parking", "parking_shuttle_notice", US,
     "Parking & shuttle changes starting {dos}\n{shuttle_table}\nGarage 2 levels {small_digit}-{small} closed for resurfacing. Shuttle desk {shuttle_phone}."),
    ("b35c_allergens", "cafeteria_allergen_chart", US,
     "Mountain View Cafe - allergen chart, menu cycle {week}\nItem / contains / calories\n{allergen_table}\nQuestions for the dietitian: ext. {four_digits} via {hosp_phone}."),
    ("b35c_shortage", "drug_shortage_bulletin", US,
     "Pharmacy shortage bulletin #{small} ({dos})\n{shortage_table}\nP&T will review on {dos2}. Pharmacy {rx_phone}."),
    ("b35c_credentialing", "credentialing_agenda", US,
     "Credentials Committee agenda, meeting {meeting_date}\n{credential_table}\nConsent items {small}; executive session at {clock}."),
    ("b35c_cme_catalogue", "cme_catalogue", US,
     "Continuing Medical Education catalogue, {quarter}\n{cme_table}\nRegister: {cme_email}. Accredited provider {small_digit}{four_digits}."),
    ("b35c_bed_board", "bed_board_snapshot", US,
     "Bed board {iso_ts}\n{bed_table}\nED boarders {small}, OR holds {small_digit}. House supervisor via {hosp_phone}."),
    ("b35c_adequacy", "network_adequacy_report", US,
     "specialty,county,in_network_providers,max_drive,members_within_standard\n{adequacy_table}\n# {org}, filing {year}, payer {payer_id}"),
    ("b35c_um_tat", "um_turnaround_dashboard", US,
     "UM turnaround dashboard - {quarter}\nType\tVolume\tMedian\tCompliance\n{um_table}\nTarget: urgent 72 h, standard 7 days. Report {gh_ref}."),
    ("b35c_edi_volume", "edi_276_277_volume", US,
     "276/277 claim-status volume, week {week} (payer {payer_id})\n{vol_table}\nOutage window {dos} {clock}. EDI support {edi_email}."),
    ("b35c_fhir_roles", "fhir_directory_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"total\": 1, \"meta\": {\"lastUpdated\": \"{iso_ts}\"}, \"entry\": [{\"resource\": {practitioner_json}}], "
     "\"link\": [{\"relation\": \"self\", \"url\": \"{org_web}/fhir/PractitionerRole?_count={small}\"}]}"),
    ("b35c_xml_fees", "xml_fee_export", US,
     "<FeeSchedule payer=\"{payer_id}\" version=\"{gh_version}\" effective=\"{eff_iso}\">\n  <Line cpt=\"{cpt}\" allowed=\"{money_s}\" units=\"{small_digit}\"/>\n"
     "  <Line hcpcs=\"{hcpcs}\" allowed=\"{money_b}\" units=\"{small}\"/>\n  <Contact fax=\"{org_fax}\"/>\n</FeeSchedule>"),
    ("b35c_hl7_mfn", "hl7_master_file", US,
     "MSH|^~\\&|CDM|TVRH|LAB|TVRH|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nMFI|OMA^Numerical Observation^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}||{loinc}^{loinc_name}^LN\nOM2|{small}|mg/dL|{deci}-{small}"),
    ("b35c_x12_999", "x12_acknowledgement", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*TVRH           *{isa_date}*{clock}*^*00501*{isa_seq}*0*P*:~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK9*A*{small_digit}*{small_digit}*{small_digit}~\nSE*{small_digit}*{four_digits}~"),
    ("b35c_rxcard_text", "pharmacy_benefit_notice", US,
     "Your {gh_plan} pharmacy benefit for {year}: RxBIN {org_rxbin}, RxPCN {org_rxpcn}, RxGRP {org_rxgrp}. Generic copay ${copay_num}, "
     "preferred brand ${hundreds}, specialty {pct_int} up to ${money_s}. Pharmacist help desk {org_tollfree}."),
    ("b35c_eob_summary", "eob_summary_page", US,
     "Claim summary (no member data) - {org}\nClaims processed {dos} to {dos2}: {count_a}; allowed ${money_b}; plan paid ${money_s}; "
     "CARC {carc} applied {count_b} times. Appeals to {org_claims_addr}."),
    ("b35c_appointment_reminder", "appointment_reminder_template", US,
     "Reminder template v{gh_version}: \"Your visit at {clinic} is on <DATE> at <TIME>. Bring your insurance card. To reschedule call {clinic_phone} "
     "or fax forms to {clinic_fax}. Address: {clinic_addr}.\" Sent {count_a} times in week {week}."),
    ("b35c_lab_ranges", "lab_reference_ranges", US,
     "{hospital_own} laboratory reference intervals (rev. {gh_version})\nLOINC {loinc} {loinc_name}: {deci}-{small} ; sodium 135-145 mmol/L ; "
     "TSH 0.45-4.50 mIU/L ; HbA1c < 5.7%. Critical values phoned within {small_digit}0 min."),
    ("b35c_provider_dir", "provider_directory", US,
     "In-network providers, {county} County ({year})\n{own_staff} - NPI {own_npi} - {clinic}, {clinic_addr} - {clinic_phone} - accepting new patients: ((yes||no))\n"
     "{pharmacy_own} - {rx_addr} - {rx_phone} - {small_digit} drive-thru lanes"),
    ("b35c_de_shuttle", "parking_shuttle_notice", ("de_DE", "de_AT"),
     "Hinweis Parkhaus {hospital_own}: ab {ddmmyyyy} Ebene {small_digit} gesperrt, Pendelbus alle {small} Minuten, Tagesticket {eur}. "
     "Auskunft {shuttle_phone}, Ref. {gh_ref}."),
    ("b35c_fr_cme", "cme_catalogue", ("fr_FR", "fr_CA"),
     "Catalogue de formation continue {year}: {small} modules, {count_b} heures créditées, tarif {eur}. Session du {ddmmyyyy} en salle {room}. "
     "Inscriptions: {cme_email}."),
    ("b35c_es_dental", "dental_fee_schedule", ("es_ES", "es_MX"),
     "Baremo dental {year} ({gh_plan}): D1110 limpieza {eur}, D2391 obturación {eur2}, D7140 extracción {eur3}; franquicia anual {small}0 €. "
     "Consultas {org_intl_line}."),
    ("b35c_it_antincendio", "fire_drill_report", ("it_IT",),
     "Verbale prova di evacuazione del {ddmmyyyy}: {count_a} persone evacuate in {small} minuti, {small_digit} punti di raccolta, esito {pct_int} conforme. "
     "Ufficio tecnico {facilities_phone}."),
    ("b35c_nl_bedden", "bed_board_snapshot", ("nl_NL", "nl_BE"),
     "Beddenoverzicht {ddmmyyyy} {clock}: {count_a} bedden operationeel, bezetting {pct_int}, {small_digit} IC-bedden vrij, {small} opnames wachtend. "
     "Bedmanagement {hosp_phone}."),
    ("b35c_pt_escassez", "drug_shortage_bulletin", ("pt_BR", "pt_PT"),
     "Boletim de ruptura n.º {small}: lidocaína 1% substituída por 2% até {ddmmyyyy}; {small_digit} apresentações afetadas; stock para {hours} horas. "
     "Farmácia {rx_phone}."),
    ("b35c_pl_odpady", "hazardous_waste_manifest", ("pl_PL",),
     "Karta przekazania odpadów nr {manifest_no}: kod 18 01 03*, {count_a} kg w {small_digit} pojemnikach, odbiór {ddmmyyyy}, koszt {pln}. "
     "Wytwórca: {hospital_own}, NIP {org_ein}."),
    ("b35c_sv_hiss", "elevator_certificate", ("sv_SE",),
     "Besiktningsintyg hiss {cert_no}: {small_digit} hissar kontrollerade {ddmmyyyy}, {small_digit2} anmärkningar, nästa besiktning om {small} månader. "
     "Kostnad {sek}. Fastighet {facilities_phone}."),
    ("b35c_da_bibliotek", "library_acquisitions", ("da_DK",),
     "Biblioteket har i {quarter} indkøbt {count_a} titler for {kr}; {small} e-bøger, {small_digit} tidsskrifter. Forslag til {library_email}."),
    ("b35c_nb_generator", "generator_load_test", ("no_NO",),
     "Nødstrømstest {ddmmyyyy}: aggregat {small_digit} kjørt {small} min på {kwh}, omkobling {small_digit2} s, drivstoff {pct_int}. Driftsavdeling {facilities_phone}."),
    ("b35c_fi_kiertovuoro", "residency_rotation", ("fi_FI",),
     "Erikoistuvien lääkärien kiertovuorot {year}: {small} paikkaa, {small_digit} päivystysvuoroa/kk, jakso alkaa {ddmmyyyy}. Koulutuskoordinaattori {own_staff}."),
    ("b35c_cs_etika", "irb_approval_letter", ("cs_CZ",),
     "Etická komise schválila protokol {protocol_no} dne {ddmmyyyy} pro {small} účastníků; průběžná zpráva za {small_digit} měsíců. Kontakt {irb_email}."),
    ("b35c_csv_um", "um_turnaround_dashboard", US,
     "request_type,received,decided_in_tat,median_hours,overturned_on_appeal\n{um_csv}\n# extract {gh_ref}, {iso_ts}"),
    ("b35c_json_status", "telehealth_status_page", US,
     "{\"service\": \"GH Virtual Visits\", \"status\": \"((operational||degraded||maintenance))\", \"uptime_30d\": \"{pct_tenth}\", \"incident\": \"INC{seven_digits}\", "
     "\"updated\": \"{iso_ts}\", \"support\": \"{org_tollfree}\", \"release\": \"{gh_version}\"}"),
    ("b35c_board_minutes", "board_minutes", US,
     "Board of Trustees minutes, {meeting_date}\nQuorum: {small} of {small}+{small_digit}. Capital request ${money_b} for MRI suite approved; days cash on hand {count_a}; "
     "operating margin {pct_tenth}. Next meeting {dos2} at {hosp_addr}."),
    ("b35c_vendor_invoice", "vendor_invoice", US,
     "INVOICE {fivedig}-{four_digits} to {hospital_own}, Accounts Payable, {hosp_addr}\nPO {seven_digits}; {count_a} cases exam gloves @ ${fee}; {count_b} sharps bins; "
     "net 45, due {dos2}. Remit questions: {org_phone}."),
    ("b35c_patient_ed", "patient_education_handout", US,
     "After your colonoscopy (handout rev. {gh_version}): rest {small_digit} hours, no driving for {hours} hours, call {nurse_line} for bleeding more than "
     "{small_digit} tablespoons or fever over {temp_f}. Clinic {clinic_phone}."),
]

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b35_gym_freeze", "gym_membership_freeze", US,
     "Subject: freeze my membership\n\nHi, I'm having ((knee replacement||shoulder surgery||a hernia repair)) on {dos} and need to pause. Member card "
     "[[card:card_v35]] is on file for dues. Reach me at [[phone:phone_v35]] or [[email:email_v35]]. - {first} {last}"),
    ("b35_school_absence", "school_absence_note", US,
     "Dear Ms. {last2},\nplease excuse {first} from school {dos} to {dos2}, ((strep throat||an ER visit||a tonsillectomy)). Birthdate [[date_of_birth:dob_v35]] "
     "so the office can find the right kid. Call me [[phone:phone_chat]]\n{first2} {last}"),
    ("b35_casa_report", "casa_report", US,
     "COURT APPOINTED SPECIAL ADVOCATE - REPORT TO THE COURT\nChild: {first} {last}   DOB: [[date_of_birth:dob_v35]]\nPlacement: [[address:addr_v35]]\n"
     "Medicaid ID: [[member_id:member_v35]]\nPediatric chart at {hospital_own}: [[record_number:mrn_v35]]"),
    ("b35_delivery_driver", "pharmacy_delivery_note", US,
     "DRIVER NOTE rt {small}: left {drug} w/ neighbor, pt {first} {last} not home.\naddr [[address:addr_v35]]\ncalled [[phone:phone_v35]] no answer\n"
     "cust is [[age_over_89:age_v35]], hard of hearing - knock loud"),
    ("b35_missed_appt", "missed_appointment_letter", US,
     "{clinic}\n\n{first} {last}\n[[address:addr_us_block]]\n\nWe missed you on {dos}. Your chart number is [[record_number:mrn_v35]]. "
     "Please call {clinic_phone} to rebook. Our records show [[phone:phone_v35]] as your number; tell us if it changed."),
    ("b35_donor_card", "organ_donor_card", ("fi_FI", "sv_SE", "no_NO", "cs_CZ"),
     "ORGAN DONOR CARD / ELINLUOVUTUSKORTTI\nName: {first} {last}\nBorn: [[date_of_birth:dob_v35]]\nID no.: [[national_id:natid_v35]]\n"
     "Next of kin: {first2} {last2} [[phone:phone_intl_loc]]"),
    ("b35_tattoo_consent", "tattoo_consent_form", US,
     "INK & IRON STUDIO - RELEASE\nClient {first} {last}\nD.O.B. [[date_of_birth:dob_v35]] (must be 18+)\nID: driver licence [[national_id:us_dl]]\n"
     "Blood thinners? ((no||yes - aspirin)) | Diabetic? ((no||yes))\nPaid card [[card:card_v35]]"),
    ("b35_dating_safety", "dating_app_safety_report", US,
     "Safety report #{fivedig}\nReporter says match sent threats after date and showed up at [[address:addr_v35]].\nReported user email [[email:email_v35]], "
     "last login IP [[ip_address:ip_v35]], profile [[url:url_v35]]"),
    ("b35_rental_damage", "rental_car_injury_claim", US,
     "RENTAL DAMAGE & INJURY CLAIM\nRenter: {first} {last}\nVehicle plate [[vehicle_id:plate_v35]] / VIN [[vehicle_id:vin_v5]]\n"
     "Renter taken to {hospital_own} ((whiplash||broken wrist||concussion)).\nDamage charged to [[card:card_any]]"),
    ("b35_utility_cert", "utility_medical_certificate", US,
     "MEDICAL CERTIFICATE - PREVENT SERVICE TERMINATION\nCustomer: {first} {last}\nService address: [[address:addr_v35]]\nUtility account [[bank_account:acct_no]]\n"
     "Resident requires ((home oxygen||a CPAP||a home dialysis machine)). Patient age: [[age_over_89:age_v35]]"),
    ("b35_pet_sitter", "pet_sitter_sheet", US,
     "PET SITTER EMERGENCY SHEET\nOwner: {first} {last}   cell [[phone:phone_v35]]\nOwner's doctor: ((Dr. Ray||Dr. Osei)) - owner DOB [[date_of_birth:dob_v35]] if hospital asks\n"
     "Home: [[address:addr_v35]]\nVet: Riverbend Animal Clinic"),
    ("b35_phone_claim", "phone_insurance_claim", US,
     "Device claim #{ctrl}\nDropped phone during a seizure, was taken to ER.\nPolicyholder: {first} {last}, [[email:email_v35]]\nIMEI on file; refund deductible to IBAN [[bank_account:iban_v35]]\n"
     "Claim portal: [[url:url_personal]]"),
    ("b35_rx_label", "prescription_label", US,
     "{pharmacy_own}  {rx_phone}\nRx# {seven_digits}   {dos}\n{last_upper}, {first_upper}\n[[address:addr_v35]]\nDOB [[date_of_birth:dob_v35]]\n"
     "{drug}  TAKE 1 TABLET BY MOUTH DAILY  QTY 30  REFILLS {small_digit}"),
    ("b35_referral_efax", "referral_efax", US,
     "eFax from {clinic_fax} - page 1/{pages}\nREFERRAL to ((cardiology||ENT||neurology))\nPt {first} {last}  DOB [[date_of_birth:dob_us]]\nPlan ID [[member_id:member_v35]]\n"
     "Pt cell [[phone:phone_v35]]   MRN [[record_number:mrn_v35]]"),
    ("b35_hearing_order", "hearing_aid_order", US,
     "HEARING AID ORDER FORM\nPatient: {first} {last}, [[age_over_89:age_v35]]\nShip to: [[address:addr_v35]]\nBattery size 312, ((RIC||BTE)) both ears\n"
     "Bill Medicare Advantage ID [[member_id:member_v35]]; copay card [[card:card_v35]]"),
    ("b35_hospice_bereavement", "bereavement_letter", US,
     "Dear {first2},\nthe {org} hospice team remembers {first} {last}, who died on [[date_of_death:dod_v35]]. Our bereavement counselor will write to you at "
     "[[address:addr_v35]] over the next {small_digit} months, or call [[phone:phone_v35]] if you prefer."),
    ("b35_quoted_thread", "quoted_email_thread", US,
     "Thanks, got it.\n\nOn {weekday}, {first} {last} wrote:\n> my husband passed [[date_of_death:dod_v35]], his SSN was [[ssn:ssn_v35]]\n"
     "> please close his plan [[member_id:member_v35]]\n> send the refund to me: [[email:email_v35]]"),
    ("b35_voice_refill", "voice_to_text", US,
     "[voicemail, auto-transcribed] hi its {first} {last} um i need a refill my date of birth is [[date_of_birth:dob_dictated]] and my phone "
     "[[phone:phone_spoken]] and uh the social is [[ssn:ssn_voice]] thanks"),
    ("b35_ocr_disability", "disability_claim_form", US,
     "SHORT-TERM DlSABlLITY CLAIM  (scanned)\nEmp1oyee  {first} {last}\nS S N   [[ssn:ssn_v35]]\nDate of B irth  [[date_of_birth:dob_ocr]]\n"
     "Home  addr  [[address:addr_ocr]]\nDirect dep.  [[bank_account:iban_v35]]"),
    ("b35_split_cells", "spreadsheet_paste", US,
     "Last\tFirst\tArea\tNumber\tDOB\tAge\n{last}\t{first}\t[[phone:phone_v35]]\t\t[[date_of_birth:dob_v35]]\t[[age_over_89:age_v35]]\n(from home-visit list, tab 3)"),
    ("b35_pdf_spacing", "pdf_extract", US,
     "T r a v e l   I n s u r a n c e   -   E m e r g e n c y   c a l l   l o g\nInsured: {first} {last}   Policy holder e-mail: [[email:email_v35]]\n"
     "Home address  :  [[address:addr_v35]]\nPassport / ID :  [[national_id:natid_v35]]\nHospitalised in ((Lisbon||Prague||Helsinki)) on {dos}"),
    ("b35_school_immun", "school_immunization_form", US,
     "SCHOOL IMMUNIZATION CERTIFICATE\nStudent: {first} {last}   DOB [[date_of_birth:dob_v35]]\nParent phone [[phone:phone_v35]]\nParent e-mail [[email:email_plain]]\n"
     "MMR x2, DTaP x5, Varicella x2 - reviewed by school nurse"),
    ("b35_portal_signup", "portal_signup_email", US,
     "Welcome to {org} online!\nUsername: [[email:email_v35]]\nMember ID: [[member_id:member_v35]]\nActivate here within 48 h: [[url:url_v35]]\n"
     "If you didn't sign up, call {org_tollfree}."),
    ("b35_csv_roster", "csv_export", US,
     "mrn,dob,zip_plus_address,deceased_on,login_ip\n[[record_number:mrn_v35]],[[date_of_birth:dob_v35]],\"[[address:addr_v35]]\",[[date_of_death:dod_v35]],[[ip_address:ip_v35]]"),
    ("b35_json_event", "json_export", US,
     "{\"type\": \"member.contact_changed\", \"at\": \"{iso_ts}\", \"member\": \"[[member_id:member_v35]]\", \"new\": {\"mobile\": \"[[phone:phone_v35]]\", "
     "\"email\": \"[[email:email_v35]]\"}, \"client_ip\": \"[[ip_address:ip_v35]]\"}"),
    ("b35_xml_survivor", "xml_export", ("fi_FI", "sv_SE", "no_NO", "cs_CZ", "nl_NL"),
     "<Survivor>\n  <Deceased personId=\"[[national_id:natid_v35]]\" died=\"[[date_of_death:dod_v35]]\"/>\n  <Payee iban=\"[[bank_account:iban_v35]]\">\n"
     "    <Adres>[[address:addr_v35]]</Adres>\n  </Payee>\n</Survivor>"),
    ("b35_hl7_adt", "hl7_export", US,
     "MSH|^~\\&|REG|TVRH|HIE|WV|{hl7_ts}||ADT^A08|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v35]]^^^TVRH^MR~[[ssn:ssn_hl7]]^^^SSA^SS||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_x12]]|((F||M))\nPD1|||{clinic}\nPV1|1|O|{room}"),
    ("b35_x12_834", "x12_export", US,
     "INS*Y*18*024*07*A***TE~\nREF*0F*[[member_id:member_v35]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\n"
     "DMG*D8*[[date_of_birth:dob_x12]]~\nDTP*357*D8*[[date_of_death:dod_d8_v35]]~"),
    ("b35_chat_typos", "pharmacy_refill_chat", US,
     "me: hey can u send my refil to the new addres\nrx: sure, whats the address\nme: [[address:addr_v35]] \nme: oh and dob [[date_of_birth:dob_v35]]\n"
     "me: and my card changed [[card:card_v35]]\nrx: thx, updated"),
    ("b35_guardian_papers", "guardianship_papers", US,
     "LETTERS OF GUARDIANSHIP (excerpt)\nWard: {first} {last}, [[age_over_89:age_v35]], born [[date_of_birth:dob_elder]]\nGuardian: {first2} {last2}, [[email:email_v35]]\n"
     "Ward's vehicle to be sold: plate [[vehicle_id:plate_v35]], VIN [[vehicle_id:vin]]"),
]


def _um_csv(d: Draw) -> str:
    rows = blind17._distinct_rows(d, lambda r: (f"{r.pick(['urgent', 'standard', 'concurrent', 'retro', 'dme', 'imaging', 'behavioral'])},"  # noqa: SLF001
                                              f"{r.rng.randint(40, 5200)},{r.rng.randint(88, 100)}.{r.digits(1)}%,{r.rng.randint(2, 160)},{r.rng.randint(0, 40)}"), 4, key_length=6)
    return "\n".join(rows)


FILLERS["um_csv"] = _um_csv
FILLERS["meeting_date"] = lambda d: d.fill("dos")
FILLERS["small_digit2"] = lambda d: str(d.rng.randint(0, 9))
FILLERS["eur2"] = lambda d: d.fill("eur")
FILLERS["eur3"] = lambda d: d.fill("eur")


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind35", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
