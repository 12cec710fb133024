"""A thirtieth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind30.py [--seed 32321] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind29.py,
seeds 4141 to 31311) are treated as known to the tuner. Its author read only some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-first set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b30_" or "b30c_"). Identifier-free genres: volunteer desk rosters, MRI safety policy text, specimen courier routes,
automated-dispensing cabinet counts, menus with allergen codes, staff flu-clinic schedules, grant budgets, trial site
feasibility answers, star-rating cut points, bond disclosure excerpts, change-advisory-board minutes, biomedical PM
schedules with asset tags, room-turnover logs, reinsurance treaty summaries, parking and shuttle notices, shortage
bulletins, CME catalogues, bed-board counts, 276/277 volume reports, plus notices in other locales (de, fr, es, it,
nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: lost-and-found logs, home-oxygen delivery tickets, jury-duty excuse
letters, concussion forms, vaccine consent forms, veteran benefit letters, crowdfunding pages, bank dispute letters,
rental-assistance forms, obituary drafts, adoption medical histories, tenant complaints, spelled-out voice notes,
spreadsheet pastes, CSV, JSON, XML, HL7 and X12.

About a third of the identifier values come from this module's own generators (phone groupings with slashes and
dots, dates with Roman-numeral and locale-spelled months, Swedish, Finnish and Norwegian numbers with their check
digits, addresses in Swiss, Irish, Dutch, Polish, Czech and Swedish layouts, obfuscated e-mails); the rest reuse
the earlier sets' slots.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
clinicians and staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw

SEED = 32321
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Prairie Coteau Health Cooperative"
HOSPITAL_NAME = "Big Sioux Valley Hospital"
CLINIC_NAME = "Lake Traverse Family Clinic"
PHARMACY_NAME = "Whetstone Creek Pharmacy"
LAB_NAME = "Coteau des Prairies Laboratory"
ORG_DOMAIN = "coteauhealth.org"
ORGANISATION_CONTACTS = [
    "(605) 555-0141",                                          # 0 plan member services
    "(605) 555-0144",                                          # 1 plan fax (utilisation management)
    "Claims Unit, PO Box 3307, Brookings, SD 57006",           # 2 plan claims address
    "2210 Sixth Street, Suite 300, Brookings, SD 57006",       # 3 plan office
    "appeals@coteauhealth.org",                                # 4
    "members@coteauhealth.org",                                # 5
    "(605) 555-0145",                                          # 6 clinic
    "(605) 555-0151",                                          # 7 clinic fax
    "118 Veterans Avenue, Sisseton, SD 57262",                 # 8 clinic address
    "(605) 555-0153",                                          # 9 hospital switchboard
    "901 Mickelson Drive, Watertown, SD 57201",                # 10 hospital address
    "(605) 555-0155",                                          # 11 pharmacy
    "34 Main Street East, Milbank, SD 57252",                  # 12 pharmacy address
    "(605) 555-0159",                                          # 13 lab client services
    "1-844-555-0143",                                          # 14 toll-free member line
    "1-844-555-0146",                                          # 15 toll-free nurse line
    "+1 605 555 0141",                                         # 16 member line from abroad
    "https://www.coteauhealth.org",                            # 17
    "edi@coteauhealth.org",                                    # 18
    "volunteers@coteauhealth.org",                             # 19
    "(605) 555-0161",                                          # 20 courier and transport desk
    "(605) 555-0162",                                          # 21 provider services
    "providers@coteauhealth.org",                              # 22
    "cme@coteauhealth.org",                                    # 23
    "(605) 555-0163",                                          # 24 employee health (flu clinic)
    "investors@coteauhealth.org",                              # 25
    "https://status.coteauhealth.org",                         # 26
]
ORG_PAYER_ID = "PCHC7"
ORG_RXBIN = "028341"
ORG_RXPCN = "PCHRX"
ORG_RXGRP = "PCC5120"
ORG_EIN = "46-7302195"
ORG_NPIS = (blind5._npi_of("184620395"), blind5._npi_of("129573840"), blind5._npi_of("165039218"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Wenonah Brekke-Lindahl, MD", "Internal Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Casimir Oyelaran-Dahl, DO", "Radiology", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Thora Renville-Aakre, PharmD", "Pharmacy", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
MONTH_NAMES = {
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"),
    "da": ("januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"),
}


# ---- this set's own identifier generators ----------------------------------------------------------------------
def _date_b30(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    d, m, y = day.day, day.month, day.year
    lang = draw.pick(sorted(MONTH_NAMES))
    month = MONTH_NAMES[lang][m - 1]
    return draw.pick([
        f"{d} {ROMAN[m - 1]} {y}", f"{y}-{ROMAN[m - 1]}-{d:02d}", f"{d}.{ROMAN[m - 1]}.{y}",
        f"{d}. {month} {y}" if lang in ("de", "da") else f"{d} {month} {y}",
        f"{d} de {MONTH_NAMES['es'][m - 1]} de {y}", f"{y}.{m:02d}.{d:02d}", f"{d:02d}_{m:02d}_{y}",
        f"{blind.MONTHS[m - 1][:3].upper()}-{d:02d}-{y}", f"{y}{blind.MONTHS[m - 1][:3].upper()}{d:02d}",
    ])


def dob_b30(draw: Draw) -> str:
    """A date of birth with Roman-numeral or locale-spelled months, or odd separators."""
    return _date_b30(draw, 1926, 2021)


def dod_b30(draw: Draw) -> str:
    """A recent date of death in the same printings."""
    return _date_b30(draw, 2019, 2026)


def phone_b30(draw: Draw) -> str:
    """A US mobile or home number grouped with slashes, dots or no separator at all."""
    area = draw.pick(["605", "701", "218", "320", "712", "402", "308", "406"])
    exchange = f"{draw.rng.randint(2, 9)}{draw.digits(2)}"
    line = draw.digits(4)
    return draw.pick([f"{area}/{exchange}-{line}", f"({area}){exchange}.{line}", f"+1.{area}.{exchange}.{line}",
                      f"{area} {exchange} {line[:2]} {line[2:]}", f"1{area}{exchange}{line}", f"{area}-{exchange}{line}"])


def phone_nordic_b30(draw: Draw) -> str:
    """A Swedish, Danish, Norwegian or Finnish mobile as people write it."""
    return draw.pick([f"070-{draw.digits(3)} {draw.digits(2)} {draw.digits(2)}", f"+46 73 {draw.digits(3)} {draw.digits(2)} {draw.digits(2)}",
                      f"+45 {draw.rng.randint(20, 31)} {draw.digits(2)} {draw.digits(2)} {draw.digits(2)}",
                      f"{draw.pick(['4', '9'])}{draw.digits(2)} {draw.digits(2)} {draw.digits(3)}",
                      f"+358 40 {draw.digits(3)} {draw.digits(4)}", f"050 {draw.digits(3)} {draw.digits(4)}"])


def email_b30(draw: Draw) -> str:
    """A personal e-mail, sometimes written out to dodge scrapers."""
    first = draw.fill("first").lower().replace(" ", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "")
    first = first.encode("ascii", "ignore").decode() or "kim"
    last = last.encode("ascii", "ignore").decode() or "berg"
    domain = draw.pick(["gmail.com", "midco.net", "icloud.com", "yahoo.com", "protonmail.com", "live.se", "gmx.de", "wp.pl"])
    local = draw.pick([f"{first}.{last}", f"{first[0]}_{last}{draw.rng.randint(10, 99)}", f"{last}{first[:2]}"])
    name, tld = domain.rsplit(".", 1)
    return draw.pick([f"{local}@{domain}", f"{local} [at] {name} [dot] {tld}", f"{local}(at){domain}", f"{local} at {name} dot {tld}"])


def _luhn_ok(digits: str) -> str:
    return digits + blind._luhn_digit(digits)  # noqa: SLF001


def card_b30(draw: Draw) -> str:
    """A Luhn-valid card number grouped with dots, slashes or a 4-6-5 Amex layout."""
    kind = draw.pick(["visa", "mc", "amex"])
    if kind == "amex":
        number = _luhn_ok(draw.pick(["34", "37"]) + draw.digits(12))
        return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]}-{number[4:10]}-{number[10:]}"])
    number = _luhn_ok(("4" if kind == "visa" else str(draw.rng.randint(51, 55))) + draw.digits(14 if kind == "visa" else 13))
    groups = [number[i:i + 4] for i in range(0, 16, 4)]
    return draw.pick([".".join(groups), "/".join(groups), " ".join(groups), number])


def ssn_b30(draw: Draw) -> str:
    """A US SSN with dots, slashes or spaced dashes."""
    area = draw.rng.randint(1, 665)
    group, serial = draw.rng.randint(1, 99), draw.rng.randint(1, 9999)
    return draw.pick([f"{area:03d}.{group:02d}.{serial:04d}", f"{area:03d} - {group:02d} - {serial:04d}",
                      f"{area:03d}/{group:02d}/{serial:04d}", f"{area:03d}{group:02d}{serial:04d}"])


def natid_nordic_b30(draw: Draw) -> str:
    """A Swedish personnummer (Luhn), a Finnish henkilötunnus (mod 31) or a Norwegian fødselsnummer (mod 11)."""
    day = draw.date_between(1930, 2015)
    kind = draw.pick(["se", "fi", "no"])
    if kind == "se":
        body = f"{day.year % 100:02d}{day.month:02d}{day.day:02d}{draw.digits(3)}"
        total = 0
        for index, char in enumerate(body):
            value = int(char) * (2 if index % 2 == 0 else 1)
            total += value - 9 if value > 9 else value
        check = str((10 - total % 10) % 10)
        sep = "+" if day.year < 1925 else "-"
        return draw.pick([f"{day.year}{body[2:6]}{sep}{body[6:]}{check}", f"{body[:6]}{sep}{body[6:]}{check}"])
    if kind == "fi":
        serial = draw.rng.randint(2, 899)
        number = int(f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{serial:03d}")
        control = "0123456789ABCDEFHJKLMNPRSTUVWXY"[number % 31]
        century = "-" if day.year < 2000 else "A"
        return f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{century}{serial:03d}{control}"
    while True:
        base = f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{draw.rng.randint(0, 499) if day.year < 2000 else draw.rng.randint(500, 999):03d}"
        k1 = 11 - sum(int(a) * b for a, b in zip(base, (3, 7, 6, 1, 8, 9, 4, 5, 2))) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - sum(int(a) * b for a, b in zip(base + str(k1), (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        number = f"{base}{k1}{k2}"
        return draw.pick([number, f"{number[:6]} {number[6:]}"])


def bank_no_b30(draw: Draw) -> str:
    """A Norwegian account number (mod 11) in its 4.2.5 grouping, or a US routing/account pair."""
    if draw.rng.random() < 0.5:
        while True:
            base = f"{draw.rng.randint(1200, 9799)}{draw.digits(6)}"
            check = 11 - sum(int(a) * b for a, b in zip(base, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
            if check == 10:
                continue
            number = base + str(0 if check == 11 else check)
            return draw.pick([f"{number[:4]}.{number[4:6]}.{number[6:]}", f"{number[:4]} {number[4:6]} {number[6:]}"])
    return draw.pick([f"{draw.digits(4, first_nonzero=True)}-{draw.digits(5)}-{draw.digits(3)}", f"00{draw.digits(10)}",
                      f"{draw.digits(3)} {draw.digits(3)} {draw.digits(4)}"])


def addr_b30(draw: Draw) -> str:
    """A street address in a Swiss, Irish, Dutch, Polish, Czech or Swedish layout, on one line."""
    n = draw.rng.randint(1, 180)
    return draw.pick([
        f"{draw.pick(['Seestrasse', 'Bahnhofstrasse', 'Rosenweg', 'Kirchgasse'])} {n}, CH-{draw.rng.randint(1000, 9658)} "
        f"{draw.pick(['Zürich', 'Bern', 'Luzern', 'Winterthur'])}",
        f"{n} {draw.pick(['Kilmore Road', 'Ashgrove Park', 'Church View', 'Oldtown Avenue'])}, "
        f"{draw.pick(['Artane, Dublin 5', 'Ballincollig, Co. Cork', 'Salthill, Galway'])}, {draw.pick(['D05', 'P31', 'H91'])} "
        f"{draw.letters(1)}{draw.digits(1)}{draw.letters(1)}{draw.digits(1)}",
        f"{draw.pick(['Keizersgracht', 'Lindengracht', 'Vondelstraat', 'Oranjestraat'])} {n}-{draw.pick(['II', 'hs', 'A', '3'])}, "
        f"{draw.rng.randint(1011, 9999)} {draw.letters(2)} {draw.pick(['Amsterdam', 'Utrecht', 'Zwolle', 'Leiden'])}",
        f"ul. {draw.pick(['Lipowa', 'Ogrodowa', 'Kościuszki', 'Polna'])} {n} m. {draw.rng.randint(1, 60)}, "
        f"{draw.rng.randint(10, 99)}-{draw.digits(3)} {draw.pick(['Lublin', 'Toruń', 'Rzeszów', 'Opole'])}",
        f"{draw.pick(['Na Příkopě', 'Husova', 'Palackého', 'Nádražní'])} {draw.rng.randint(100, 2999)}/{n}, "
        f"{draw.rng.randint(100, 799)} {draw.digits(2)} {draw.pick(['Praha 1', 'Brno', 'Olomouc', 'Plzeň'])}",
        f"{draw.pick(['Storgatan', 'Kungsvägen', 'Björkstigen', 'Sjögatan'])} {n} lgh {draw.rng.randint(1001, 1404)}, "
        f"{draw.rng.randint(111, 984)} {draw.digits(2)} {draw.pick(['Göteborg', 'Umeå', 'Västerås', 'Lund'])}",
    ])


def addr_sd_b30(draw: Draw) -> str:
    """A rural Upper-Midwest address with a rural route, a highway box or a township road."""
    town, zip_code = draw.pick([("Clear Lake", "57226"), ("Webster", "57274"), ("De Smet", "57231"), ("Ortonville", "56278"),
                                ("Wahpeton", "58075"), ("Canby", "56220"), ("Arlington", "57212")])
    state = {"56278": "MN", "56220": "MN", "58075": "ND"}.get(zip_code, "SD")
    return draw.pick([f"{draw.rng.randint(43000, 48999)} {draw.rng.randint(140, 480)}th St, {town}, {state} {zip_code}",
                      f"RR {draw.rng.randint(1, 4)} Box {draw.rng.randint(10, 299)}, {town} {state} {zip_code}",
                      f"{draw.rng.randint(100, 9999)} Hwy {draw.pick(['15', '28', '81', '212'])}, {town}, {state} {zip_code}-{draw.digits(4)}"])


def member_b30(draw: Draw) -> str:
    """This plan's member IDs: PCH, a letter-digit pair and nine digits in several groupings."""
    body = draw.digits(9, first_nonzero=True)
    tag = f"{draw.rng.randint(1, 9)}{draw.letters(1)}"
    return draw.pick([f"PCH-{tag}-{body[:3]}-{body[3:7]}-{body[7:]}", f"PCH{tag}{body}", f"pch {tag.lower()} {body}",
                      f"PCH/{tag}/{body}"])


def mrn_b30(draw: Draw) -> str:
    """The hospital's and the clinic's record numbers."""
    return draw.pick([f"BSVH:{draw.digits(8)}", f"LTFC-{draw.digits(2)}-{draw.digits(5)}", f"MRN {draw.digits(4)}-{draw.digits(4)}-{draw.letters(1)}",
                      f"{draw.letters(1)}{draw.digits(3)}.{draw.digits(3)}.{draw.digits(2)}"])


def age_b30(draw: Draw) -> str:
    """An age over 89 in words, or in another language."""
    age = draw.rng.randint(90, 103)
    tens = {9: "ninety", 10: "one hundred"}
    word = tens[age // 10] if age < 100 else "one hundred"
    unit = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")[age % 10]
    spelled = (f"{word}-{unit}" if unit and age < 100 else (f"{word} and {unit}" if unit else word))
    return draw.pick([f"{spelled} years old", f"{age} år", f"{age} ans", f"{age}-jährige", f"{age} lat", f"{age}-year-old",
                      f"aged {spelled}"])


def plate_b30(draw: Draw) -> str:
    """A vehicle plate: South Dakota county-prefix style, Minnesota, or a Nordic/Dutch layout."""
    return draw.pick([f"{draw.rng.randint(1, 67)}{draw.letters(1)} {draw.digits(3)}", f"{draw.letters(3)}-{draw.digits(3)}",
                      f"{draw.letters(3)} {draw.digits(2)}{draw.letters(1)}", f"{draw.digits(2)}-{draw.letters(3)}-{draw.digits(1)}",
                      f"{draw.letters(2)} {draw.digits(5)}"])


def url_b30(draw: Draw) -> str:
    """A link into this set's own portal or a fundraising page that names a patient."""
    member = f"PCH{draw.rng.randint(1, 9)}{draw.letters(1)}{draw.digits(9, first_nonzero=True)}"
    slug = f"{draw.fill('first').lower()}-{draw.fill('last').lower()}".replace(" ", "-").encode("ascii", "ignore").decode()
    return draw.pick([f"https://my.{ORG_DOMAIN}/m/{member}/eob", f"https://my.{ORG_DOMAIN}/statements?mid={member}",
                      f"https://www.gofundme.com/f/help-{slug}-recover", f"https://give.example.org/{slug}-medical-fund"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "dob_b30": dob_b30, "dod_b30": dod_b30, "phone_b30": phone_b30, "phone_nordic_b30": phone_nordic_b30,
    "email_b30": email_b30, "card_b30": card_b30, "ssn_b30": ssn_b30, "natid_nordic_b30": natid_nordic_b30,
    "bank_no_b30": bank_no_b30, "addr_b30": addr_b30, "addr_sd_b30": addr_sd_b30, "member_b30": member_b30,
    "mrn_b30": mrn_b30, "age_b30": age_b30, "plate_b30": plate_b30, "url_b30": url_b30,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _row(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind25._distinct_rows(d, options, count, key_length=12))  # noqa: SLF001


def _volunteer_row(d: Draw) -> str:
    return (f"{d.pick(['Main lobby', 'Surgery waiting', 'Gift shop', 'ED comfort cart', 'Cancer center', 'Mail run', 'Wayfinding'])}"
            f"  {d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} {d.rng.randint(7, 15)}:{d.pick(['00', '30'])}-{d.rng.randint(11, 20)}:00"
            f"  slots {d.rng.randint(1, 4)}  filled {d.rng.randint(0, 4)}")


def _courier_row(d: Draw) -> str:
    return (f"{d.rng.randint(6, 18):02d}:{d.pick(['05', '20', '35', '50'])}  {d.pick(['Sisseton clinic', 'Milbank pharmacy', 'Webster nursing home', 'Clear Lake clinic', 'Ortonville draw site', 'De Smet clinic'])}"
            f"  totes {d.rng.randint(1, 6)}  {d.pick(['ambient', 'refrigerated', 'frozen', 'ambient+frozen'])}  temp log {d.pick(['ok', 'ok', 'ok', 'excursion'])}")


def _adc_row(d: Draw) -> str:
    return (f"{d.pick(['4 West', '5 East', 'ICU', 'ED', 'PACU', 'L&D', 'Ortho'])} cab {d.rng.randint(1, 3)}  "
            f"{d.pick(['oxycodone 5 mg', 'hydromorphone 1 mg/mL', 'lorazepam 2 mg/mL', 'ondansetron 4 mg', 'fentanyl 50 mcg/mL', 'midazolam 2 mg/2 mL'])}"
            f"  removed {d.rng.randint(4, 160)}  discrepancies {d.rng.randint(0, 3)}  overrides {d.rng.randint(0, 12)}")


def _menu_row(d: Draw) -> str:
    return (f"{d.pick(['Turkey wild-rice soup', 'Walleye, baked', 'Bison chili', 'Hotdish, tater tot', 'Lemon bars', 'Kuchen, peach', 'Garden salad', 'Chicken booyah'])}"
            f"  {d.rng.randint(120, 680)} kcal  Na {d.rng.randint(80, 1400)} mg  allergens {d.pick(['G,M', 'F', 'G,E,M', 'none', 'M,S', 'G,E', 'TN'])}")


def _pm_row(d: Draw) -> str:
    return (f"BME-{d.rng.randint(10000, 49999)}  {d.pick(['infusion pump', 'defibrillator', 'ventilator', 'ECG cart', 'warming cabinet', 'autoclave', 'patient lift'])}"
            f"  {d.pick(['Alaris 8015', 'Zoll R', 'Hamilton C1', 'Mac 2000', 'Steris V-PRO', 'Hoyer HPL'])}  PM due {d.rng.randint(1, 12):02d}/{d.rng.randint(2025, 2026)}  {d.pick(['semi', 'annual', 'quarterly'])}")


def _turnover_row(d: Draw) -> str:
    return (f"Rm {d.rng.randint(201, 468)}  dirty {d.rng.randint(6, 22)}:{d.digits(1)}{d.rng.randint(0, 9)}  clean +{d.rng.randint(22, 95)} min"
            f"  {d.pick(['standard', 'isolation C.diff', 'isolation contact', 'terminal', 'UV add-on'])}  EVS tech {d.pick(['T1', 'T2', 'T3', 'T4', 'T5'])}")


def _budget_row(d: Draw) -> str:
    return f"{d.pick(['Personnel', 'Fringe (31%)', 'Travel', 'Equipment', 'Supplies', 'Contractual', 'Indirect (10% de minimis)', 'Participant incentives'])}|{d.rng.randint(2, 240)},{d.digits(3)}|{d.rng.randint(0, 90)},{d.digits(3)}"


def _cut_row(d: Draw) -> str:
    low = d.rng.randint(40, 70)
    return (f"{d.pick(['C01 Breast Cancer Screening', 'C02 Colorectal Screening', 'C09 Diabetes Eye Exam', 'D08 Statin Adherence', 'C15 Plan All-Cause Readmissions', 'D12 Medication Adherence HTN'])}"
            f"  {low} / {low + d.rng.randint(5, 9)} / {low + d.rng.randint(10, 15)} / {low + d.rng.randint(16, 22)}")


def _cab_row(d: Draw) -> str:
    return (f"CHG{d.digits(7)}  {d.pick(['EHR upgrade', 'firewall rule', 'PACS storage expansion', 'badge reader firmware', 'interface engine patch', 'SAN failover test'])}"
            f"  risk {d.pick(['low', 'medium', 'high'])}  window {d.pick(['Sat', 'Sun', 'Tue'])} {d.rng.randint(0, 4):02d}:00  {d.pick(['approved', 'approved', 'deferred', 'rejected'])}")


def _bed_row(d: Draw) -> str:
    staffed = d.rng.randint(8, 40)
    return f"{d.pick(['Med-Surg', 'ICU', 'Telemetry', 'Peds', 'OB', 'Behavioral', 'Swing beds'])},{staffed},{d.rng.randint(0, staffed)},{d.rng.randint(0, 6)},{d.rng.randint(0, 4)}"


def _shortage_row(d: Draw) -> str:
    return (f"- {d.pick(['Amoxicillin 400 mg/5 mL', 'Methylphenidate ER 36 mg', 'Albuterol 2.5 mg/3 mL nebs', 'Cefotaxime 1 g', 'Lidocaine 1% 30 mL', 'Dextrose 50% syringe', 'Semaglutide pens'])}"
            f": {d.pick(['use alternative', 'limit to 10-day supply', 'restricted to ED/ICU', 'back-order ~6 wk', 'supply stable'])}")


def _cme_row(d: Draw) -> str:
    return (f"{d.pick(['Rural stroke telemedicine', 'Opioid tapering', 'Prairie pediatrics update', 'Farm injury trauma', 'Sepsis bundles', 'Antibiotic stewardship'])}"
            f"  {d.rng.randint(1, 6)}.{d.pick(['0', '5', '25', '75'])} AMA PRA Cat 1  fee ${d.rng.randint(0, 350)}")


def _volume_row(d: Draw) -> str:
    sent = d.rng.randint(400, 9800)
    return f"{d.pick(['276', '277', '277CA', '999', '835', '837P'])}\t{sent}\t{sent - d.rng.randint(0, 60)}\t{d.rng.randint(0, 40)}\t{d.rng.randint(1, 30)}.{d.digits(1)} s"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "lab_own": LAB_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "lab_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "org_web": ORGANISATION_CONTACTS[17], "edi_email": ORGANISATION_CONTACTS[18], "volunteer_email": ORGANISATION_CONTACTS[19],
    "courier_phone": ORGANISATION_CONTACTS[20], "provider_line": ORGANISATION_CONTACTS[21], "provider_email": ORGANISATION_CONTACTS[22],
    "cme_email": ORGANISATION_CONTACTS[23], "emp_health_phone": ORGANISATION_CONTACTS[24], "investor_email": ORGANISATION_CONTACTS[25],
    "status_url": ORGANISATION_CONTACTS[26],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "volunteer_table": _row(_volunteer_row, 4),
    "courier_table": _row(_courier_row, 5),
    "adc_table": _row(_adc_row, 4),
    "menu_table": _row(_menu_row, 5),
    "pm_table": _row(_pm_row, 4),
    "turnover_table": _row(_turnover_row, 5),
    "budget_table": _row(_budget_row, 5),
    "cut_table": _row(_cut_row, 4),
    "cab_table": _row(_cab_row, 4),
    "bed_table": _row(_bed_row, 5),
    "shortage_table": _row(_shortage_row, 4),
    "cme_table": _row(_cme_row, 4),
    "volume_table": _row(_volume_row, 5),
    "pc_plan": lambda d: d.pick(["Coteau Bronze 6500", "Coteau Silver 4000", "Coteau Gold 1000", "Coteau HSA 3200",
                                 "Prairie Medicare Advantage HMO", "Coteau Dental Plus", "Coteau Vision Basic"]),
    "pc_group": lambda d: d.pick(["PCC-G-11406", "PCC-G-27730", "PCC-G-38152", "PCC-G-49918"]),
    "pc_ticket": lambda d: f"PCH-{d.rng.randint(10000, 99999)}",
    "pc_version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 12)}",
    "pc_policy": lambda d: f"PC-MP-{d.rng.randint(100, 980)}",
    "pc_ref": lambda d: f"PR-{d.letters(3)}{d.digits(4)}",
    "pc_county": lambda d: d.pick(["Roberts", "Grant", "Codington", "Day", "Brookings", "Deuel", "Kingsbury"]),
    "pc_route": lambda d: f"Route {d.pick(['A', 'B', 'C', 'N', 'S'])}{d.rng.randint(1, 9)}",
    "pc_site": lambda d: f"Site {d.rng.randint(101, 140)}",
    "pc_treaty": lambda d: f"XL-{d.rng.randint(2025, 2026)}-{d.digits(3)}",
    "pc_lot": lambda d: f"{d.letters(2)}{d.digits(5)}",
    "pc_gate": lambda d: d.pick(["Lot A", "Lot B", "Lot C (staff)", "North ramp", "ED visitor lot"]),
    "pct2": lambda d: f"{d.rng.randint(60, 99)}.{d.digits(1)}%",
    "pc_count": lambda d: str(d.rng.randint(200, 1800)),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")
EURO = ("de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "pt_PT", "cs_CZ")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b30_lost_found_log", "lost_found_log", US,
     "SECURITY - LOST & FOUND LOG  {hospital_own}\nItem: ((hearing aid, left||wallet, brown||reading glasses||rosary)) found "
     "((ED bay 4||3 West lounge||chapel))\nBelongs to pt {first} {last}, chart [[record_number:mrn_b30]]\nReturn to: "
     "[[address:addr_sd_b30]]  /  daughter's cell [[phone:phone_b30]]"),
    ("b30_lost_found_wallet", "lost_found_log", US,
     "Found {dos} {clock}: wallet containing insurance card (member [[member_id:member_b30]]), a debit card "
     "[[card:card_b30]] and a SD driver licence [[national_id:us_dl]]. Owner notified via [[email:email_b30]]."),
    ("b30_oxygen_ticket", "oxygen_delivery", US,
     "HOME OXYGEN DELIVERY TICKET #{fivedig}\nDeliver to: {first} {last}\n[[address:addr_sd_b30]]\nPhone: [[phone:phone_b30]]\n"
     "Concentrator 5 L + {small_digit} E-tanks   Rx 2 L/min continuous\nPayer member no. [[member_id:member_v25]]"),
    ("b30_oxygen_split_cells", "spreadsheet_paste", US,
     "route\tstop\tname\tstreet\tcity_zip\tphone\n{pc_route}\t{small_digit}\t{last_upper}\t[[address:addr_sd_b30]]\t\t"
     "[[phone:phone_b30]]\n{pc_route}\t{small_digit}\t{last_upper}\t[[address:addr_us_line]]\t\t[[phone:phone_v25]]"),
    ("b30_jury_excuse", "jury_excuse", US,
     "To the Clerk of Courts, {pc_county} County\nRe: juror {first} {last}, juror no. {fivedig}, born [[date_of_birth:dob_v25]]\n"
     "My patient, who is [[age_over_89:age_b30]], cannot serve because of advanced COPD. Mailing address [[address:addr_us_line]].\n"
     "{physician}"),
    ("b30_concussion_form", "concussion_form", US,
     "SCHOOL SPORTS CONCUSSION - RETURN TO PLAY\nStudent: {first} {last}   DOB: [[date_of_birth:dob_student]]\n"
     "Parent phone: [[phone:phone_b30]]   e-mail: [[email:email_b30]]\nStage ((2||3||4||5)) of 6 cleared on {dos}. School: {school}"),
    ("b30_concussion_ocr", "concussion_form", US,
     "C0NCUSSI0N  F0RM  pg {small_digit}\nAthlete  DOB :  [[date_of_birth:dob_b30]]\nHome  addr :  [[address:addr_ocr]]\n"
     "Guardian  ph :  [[phone:phone_ocr]]\nsymptom score {small}/132"),
    ("b30_vaccine_consent", "vaccine_consent", US,
     "{pharmacy_own} - IMMUNIZATION CONSENT\nVaccine: ((RSV||Shingrix dose 2||PCV20||Tdap||COVID-19 2025-26))\nName {first} {last}  "
     "Date of birth [[date_of_birth:dob_v25]]\nMedicare no. [[member_id:mbi_new]]\nPhone [[phone:phone_b30]]  Age: [[age_over_89:age_v25]]"),
    ("b30_vaccine_consent_loc", "vaccine_consent", ("sv_SE", "fi_FI", "no_NO"),
     "Samtycke vaccination / Rokotussuostumus / Samtykke vaksine {ddmmyyyy}\nPersonnummer / HETU / Fødselsnr: "
     "[[national_id:natid_nordic_b30]]\nMobil / Puh.: [[phone:phone_nordic_b30]]\nE-post: [[email:email_b30]]"),
    ("b30_veteran_letter", "veteran_letter", US,
     "DEPARTMENT OF VETERANS AFFAIRS - Benefit Summary\n{first} {last}\nFile number (SSN) [[ssn:ssn_b30]]\n"
     "[[address:addr_us_block]]\nYour combined rating is {small_digit}0%. Direct deposit to account [[bank_account:bank_no_b30]]."),
    ("b30_veteran_burial", "veteran_letter", US,
     "Re: burial allowance for the veteran {first} {last}, died [[date_of_death:dod_b30]], SSN [[ssn:ssn_plain]]. "
     "Reimbursement will go to the surviving spouse's account [[bank_account:acct_us_ach]]."),
    ("b30_crowdfunding_page", "crowdfunding", EN,
     "Help {first} fight ((leukemia||a farm injury||ALS))!\nOrganizer: {first2} {last2}\nOn {dos} {first} was flown to "
     "{hospital_own}. Donate: [[url:url_b30]]\nCards/letters to [[address:addr_sd_b30]] or text [[phone:phone_b30]]"),
    ("b30_crowdfunding_update", "crowdfunding", EN,
     "UPDATE #{small_digit}: Grandpa turned [[age_over_89:age_b30]] in the ICU! Venmo goes to account [[bank_account:bank_no_b30]]. "
     "Page: [[url:url_b30]]  - posted from [[ip_address:ip_public]]"),
    ("b30_bank_dispute", "bank_dispute", US,
     "Dear Card Services,\nI dispute a charge of ${money_s} from {hospital_own} dated {dos} on card [[card:card_b30]]. "
     "I was billed twice. My account [[bank_account:acct_us_ach]]; phone [[phone:phone_b30]].\n{first} {last}"),
    ("b30_bank_dispute_reply", "email_thread", EN,
     "RE: dispute case {fivedig}\n\n> I never authorized this. Card [[card:card_chat]], exp {card_exp}\n> Billing address "
     "[[address:addr_us_line]]\n> You can reach me at [[email:email_b30]]\n\nWe have opened a provisional credit."),
    ("b30_rental_assistance", "rental_assistance", US,
     "EMERGENCY RENTAL ASSISTANCE APPLICATION\nApplicant SSN: [[ssn:ssn_b30]]\nUnit address: [[address:addr_us_line]]\n"
     "Reason: hospitalized at {hospital_own} {dos} to {dos2}; chart [[record_number:mrn_b30]] (letter attached)\nLandlord paid to [[bank_account:bank_us_v5]]"),
    ("b30_obituary_draft", "obituary_draft", EN,
     "DRAFT - obituary for {first} {last}\nBorn [[date_of_birth:dob_b30]] on the home farm; died [[date_of_death:dod_b30]] at "
     "{hospital_own}, [[age_over_89:age_b30]]. Memorials to [[address:addr_sd_b30]]. Family contact [[email:email_b30]]."),
    ("b30_obituary_loc", "obituary_draft", ("de_DE", "nl_NL", "it_IT", "fr_FR", "da_DK"),
     "Traueranzeige / Overlijdensbericht / Necrologio\n{first} {last}\n* [[date_of_birth:dob_b30]]  † [[date_of_death:dod_b30]]\n"
     "Kondolenz / condoléances: [[address:addr_b30]]"),
    ("b30_adoption_history", "adoption_history", EN,
     "ADOPTION - BIRTH PARENT MEDICAL HISTORY (non-identifying section left blank in error)\nBirth mother DOB [[date_of_birth:dob_b30]]\n"
     "Birth mother SSN [[ssn:ssn_b30]]\nLast known address [[address:addr_b30]]\nHospital record [[record_number:mrn_b30]]"),
    ("b30_adoption_xml", "xml_export", US,
     "<AdoptionFile case=\"{fivedig}\">\n  <Child born=\"[[date_of_birth:dob_student]]\" record=\"[[record_number:mrn_b30]]\"/>\n"
     "  <AdoptiveParent ssn=\"[[ssn:ssn_plain]]\">\n    <Email>[[email:email_v25]]</Email>\n  </AdoptiveParent>\n</AdoptionFile>"),
    ("b30_tenant_complaint", "tenant_complaint", EN,
     "To the property manager: the tenant in 2B, [[age_over_89:age_b30]] and on oxygen, keeps her car (plate [[vehicle_id:plate_b30]]) "
     "in the fire lane. Her son's number is [[phone:phone_b30]]. Building: [[address:addr_us_line]]."),
    ("b30_tenant_sms", "sms", EN,
     "hey its 2B's neighbour - the old guy upstairs fell again, ambulance took him, his truck [[vehicle_id:plate_b30]] is blocking "
     "the garage. his email is [[email:email_b30]] if u want to tell family"),
    ("b30_voice_note_spelled", "voice_note", US,
     "voice memo transcript: ok the member ID is [[member_id:member_b30]] and my callback is [[phone:phone_spoken]] and the card "
     "for the copay is [[card:card_spaced]] thanks bye"),
    ("b30_hl7_oxygen", "hl7_export", US,
     "MSH|^~\\&|DME|BSVH|BILL|PCHC|{hl7_ts}||DFT^P03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_b30]]^^^BSVH^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_hl7_time]]|F|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\nFT1|1|||{hl7_ts}||CG|E1390^O2 concentrator"),
    ("b30_x12_834_add", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[ssn:ssn_x12]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\n"
     "N3*[[address:street_upper]]~\nDMG*D8*[[date_of_birth:dob_x12]]*M~\nREF*1L*{pc_group}~"),
    ("b30_json_portal_signup", "json_export", US,
     "{\"event\": \"portal.signup\", \"ts\": \"{iso_ts}\", \"memberId\": \"[[member_id:member_b30]]\", \"email\": \"[[email:email_v25]]\", "
     "\"mobile\": \"[[phone:phone_e164]]\", \"clientIp\": \"[[ip_address:ip_public]]\", \"verifyUrl\": \"[[url:url_b30]]\"}"),
    ("b30_csv_lost_cards", "csv_export", US,
     "reported,member_id,replacement_to,channel,ip\n{eff_iso},[[member_id:member_b30]],\"[[address:addr_sd_b30]]\",web,[[ip_address:ip_public]]\n"
     "{eff_iso},[[member_id:member_v25]],\"[[address:addr_us_line]]\",phone,"),
    ("b30_travel_emergency_loc", "travel_emergency", ("de_DE", "nl_NL", "pl_PL", "cs_CZ", "es_ES"),
     "Notruf Reiseversicherung / alarmcentrale {clock}\nVersicherter: {first} {last}, geb. [[date_of_birth:dob_loc]]\n"
     "Ausweis / paspoort: [[national_id:natid_loc]]\nKlinik vor Ort, Tel. Angehörige [[phone:phone_loc]]\nMietwagen Kennzeichen [[vehicle_id:plate_loc]]"),
    ("b30_ambulance_vehicle", "ambulance_run_sheet", US,
     "PCR {fivedig}: rollover on Hwy 12, pt vehicle VIN [[vehicle_id:vin]], plate [[vehicle_id:plate_b30]]. Pt [[age_over_89:age_v25]] "
     "driver, GCS 14. Transported to {hospital_own}. Pt IP-cam video from [[ip_address:ipv6_new]] requested by insurer."),
    ("b30_portal_access_log", "app_log", EN,
     "{iso_ts} auth ok user=[[email:email_v25]] ip=[[ip_address:ip_public]] path=[[url:url_b30]]\n{iso_ts} view statement "
     "ip=[[ip_address:ip_v6]] natid_hash=none passport=[[national_id:us_passport]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b30c_volunteer_roster", "volunteer_roster", US,
     "{hospital_own} volunteer desk roster, week {week}\n{volunteer_table}\nOpen shifts go to {volunteer_email}. Orientation {weekday} {clock}."),
    ("b30c_volunteer_memo", "volunteer_roster", US,
     "Volunteer services: {pc_count} hours logged in {quarter} by {small_count} volunteers; {small_digit} new teens in the summer "
     "program; badge pick-up at {hosp_addr}. Coordinator {staff}, {volunteer_email}."),
    ("b30c_mri_safety", "mri_policy", US,
     "Policy {pc_policy} MRI safety zones (rev {pc_version})\nZone III entry only with a level 2 MR personnel escort. Conditional "
     "implants: check SAR <= {small_digit}.0 W/kg and spatial gradient <= {small} T/m at 1.5 T. Questions: {physician}, {hosp_phone}."),
    ("b30c_mri_screen_steps", "mri_policy", US,
     "MRI screening workflow: 1) form reviewed by tech; 2) ferromagnetic detector at door {small_digit}; 3) radiologist sign-off for "
     "pacemakers within {small} min; 4) quench button test every {small} days. Last audit {dos}: {pct2} compliant."),
    ("b30c_courier_route", "courier_route", US,
     "{lab_own} specimen courier {pc_route}, {weekday}\n{courier_table}\nDispatch {courier_phone}. Cooler temp 2-8 C; dry ice {small_digit} kg."),
    ("b30c_courier_kpi", "courier_route", US,
     "Courier KPIs {quarter}: {pc_count} pickups, on-time {pct2}, {small_digit} temperature excursions, {small} missed stops "
     "(weather). Avg route {small}{small_digit} mi. Transport desk {courier_phone}."),
    ("b30c_adc_report", "adc_report", US,
     "Automated dispensing cabinet report, {dos} (controlled substances)\n{adc_table}\nUnresolved discrepancies must be closed within "
     "{small_digit} h. Pharmacy {rx_phone}."),
    ("b30c_adc_summary", "adc_report", US,
     "ADC override rate fell from {pct_int} to {pct_tenth} after profile-only mode went live on {small_digit} units; {small} cabinets "
     "restocked nightly; par review {pc_ref}."),
    ("b30c_menu_allergen", "nutrition_menu", US,
     "{hospital_own} Nutrition Services - {weekday} menu (cycle week {small_digit})\n{menu_table}\nG gluten, M milk, E egg, F fish, "
     "S soy, TN tree nut. Dietitian line {hosp_phone}."),
    ("b30c_menu_diet_orders", "nutrition_menu", US,
     "Diet order key: CCHO {small_count}0 kcal with {small_digit}0 g carb per meal; 2 g Na; renal K < {small_digit} g; IDDSI level "
     "{small_digit} liquids. Tray line starts {clock}. Menu rev {pc_version}."),
    ("b30c_flu_clinic", "flu_clinic", US,
     "Employee flu clinic {year}: {weekday}s {clock}-{clock_a} in the {pc_gate} conference room; {pc_count} doses of quadrivalent "
     "lot {pc_lot}. Declinations by {dos}. Employee Health {emp_health_phone}."),
    ("b30c_flu_clinic_stats", "flu_clinic", US,
     "Staff vaccination to date: {pct2} overall, nursing {pct_int}, EVS {pct_int}; {small} medical exemptions. Goal 90%. "
     "Mobile cart visits {small_digit} units per day. {emp_health_phone}"),
    ("b30c_grant_budget", "grant_budget", US,
     "HRSA Rural Health Network grant - year {small_digit} budget (federal|match)\n{budget_table}\nApplicant {org}, EIN {org_ein}."),
    ("b30c_grant_narrative", "grant_budget", US,
     "Budget justification: {small_digit}.0 FTE community health workers at ${moneyk} each; mileage at $0.{small} per mile for "
     "{pc_count} visits; telehealth carts ${money_b}. Reference {pc_ref}."),
    ("b30c_feasibility", "trial_feasibility", US,
     "Site feasibility questionnaire - protocol {pc_ref}, {pc_site}\nQ1 eligible patients seen per year: {pc_count}\nQ2 "
     "competing trials: {small_digit}\nQ3 -80 C freezer: ((yes||no))\nQ4 IRB turnaround: {small} days\nPI: {physician}"),
    ("b30c_feasibility_summary", "trial_feasibility", US,
     "Feasibility summary: {small} sites contacted, {small_digit} selected ({pc_site} lead). Projected enrolment {small_count} over "
     "{small} months; screen-fail {pct_int}."),
    ("b30c_star_cuts", "star_cut_points", US,
     "Star rating cut points {year_next} (2 / 3 / 4 / 5 stars)\n{cut_table}\nPlan {pc_plan}: overall {small_digit}.5 stars."),
    ("b30c_star_memo", "star_cut_points", US,
     "Quality memo: moving {small_digit} measures up one star adds ~{small_digit}.{small_digit}% rebate; HEDIS hybrid sample {hundreds}; "
     "CAHPS fielding {dos} to {dos2}. {provider_email}"),
    ("b30c_bond_disclosure", "bond_disclosure", US,
     "Continuing disclosure (Series {year}A revenue bonds): days cash on hand {hundreds}; debt service coverage {small_digit}.{small_digit}x; "
     "operating margin {pct_tenth}; {pc_count} licensed beds. Investor relations {investor_email}."),
    ("b30c_bond_table", "bond_disclosure", US,
     "Maturity | Principal | Coupon | CUSIP suffix\n{year_next}-11-01 | ${moneyk},000 | {small_digit}.000% | {small}{small_digit}A\n"
     "20{small_digit}{small_digit}-05-01 | ${moneyk},000 | {small_digit}.250% | {small}{small_digit}B\nObligated group: {org}"),
    ("b30c_cab_minutes", "cab_minutes", US,
     "Change Advisory Board - {dos}\n{cab_table}\nEmergency changes since last CAB: {small_digit}. Next CAB {weekday} {clock}."),
    ("b30c_cab_postmortem", "cab_minutes", US,
     "Post-implementation review {pc_ticket}: interface engine patch {pc_version} caused {small} min of queued ADT; rollback "
     "not needed; {small_digit} follow-ups. Status history: {status_url}"),
    ("b30c_bme_pm", "biomed_pm", US,
     "Biomedical engineering PM schedule, {quarter}\n{pm_table}\nCompletion target 100% of life-support, {pct_int} of others."),
    ("b30c_bme_recall", "biomed_pm", US,
     "Recall {pc_ref}: {small} infusion pumps with software {pc_version} to be updated by {dos}; asset tags BME-{fivedig} to BME-{fivedig} "
     "first. Biomed ext. {four_digits}."),
    ("b30c_evs_turnover", "room_turnover", US,
     "EVS room turnover log {dos}\n{turnover_table}\nTarget: {small} min standard, {small_count} min isolation."),
    ("b30c_evs_kpi", "room_turnover", US,
     "EVS dashboard {week}: median discharge-to-clean {small} min, bed-request-to-assign {small_count} min, {pct2} HCAHPS cleanliness "
     "top box; UV disinfection {small} rooms."),
    ("b30c_reinsurance", "reinsurance_summary", US,
     "Specific excess-of-loss treaty {pc_treaty}: retention ${moneyk},000 per member per year, limit ${money_b},000, premium "
     "${small_digit}.{small_digit}{small_digit} PMPM, {pct_int} quota share above $1M. Reinsurer A.M. Best A+. Plan {org}, payer ID {payer_id}."),
    ("b30c_reinsurance_claims", "reinsurance_summary", US,
     "Treaty {pc_treaty} year-to-date: {small} large-claim notices, {small_digit} above retention, recoverable ${moneyk},{fivedig}; "
     "lasers: none. Contact {edi_email}."),
    ("b30c_parking_notice", "parking_notice", US,
     "Parking and shuttle notice: {pc_gate} closes {dos} for resurfacing. Shuttle every {small} min from {clock} to {clock_a}; "
     "valet ${small_digit} at the main entrance, {hosp_addr}. Security {hosp_phone}."),
    ("b30c_shortage_bulletin", "shortage_bulletin", US,
     "P&T drug shortage bulletin {dos}\n{shortage_table}\nSubstitutions per protocol {pc_policy}; questions {rx_phone}."),
    ("b30c_cme_catalogue", "cme_catalogue", US,
     "{org} CME catalogue, {quarter}\n{cme_table}\nRegister: {cme_email}. Joint accreditation no. {fivedig}."),
    ("b30c_bed_board", "bed_board", US,
     "unit,staffed,occupied,pending_adm,pending_dc\n{bed_table}\n# {hospital_own} snapshot {iso_ts}"),
    ("b30c_edi_volume", "edi_volume", US,
     "Transaction\tSent\tAccepted\tRejected\tAvg response\n{volume_table}\nPayer {payer_id}; trading-partner help {edi_email}."),
    ("b30c_edi_277_x12", "x12_export", US,
     "ST*277*{four_digits}*005010X212~\nBHT*0010*08*{seven_digits}*{isa_date}*{clock}*DG~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "HL*2*1*21*0~\nNM1*41*2*{clinic}*****XX*{own_npi}~\nSE*{small_digit}*{four_digits}~"),
    ("b30c_hl7_mfn_location", "hl7_export", US,
     "MSH|^~\\&|ADT|BSVH|EHR|BSVH|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nLOC|{small}W^^^BSVH|Med-Surg {small}|N|"
     "{hosp_addr}|{hosp_phone}\nLCH|{small}W|||BEDS^beds|{small_count}"),
    ("b30c_fhir_location", "json_export", US,
     "{\"resourceType\": \"Location\", \"name\": \"{clinic}\", \"status\": \"active\", \"telecom\": [{\"system\": \"phone\", \"value\": "
     "\"{clinic_phone}\"}, {\"system\": \"fax\", \"value\": \"{clinic_fax}\"}], \"address\": {\"text\": \"{clinic_addr}\"}, "
     "\"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{eff_iso}\"}}"),
    ("b30c_xml_pharmacy_network", "xml_export", US,
     "<PharmacyNetwork plan=\"{pc_plan}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" asOf=\"{eff_iso}\">\n  <Pharmacy ncpdp=\"{seven_digits}\" "
     "preferred=\"((true||false))\">\n    <Name>{pharmacy_own}</Name>\n    <Phone>{rx_phone}</Phone>\n    <Address>{rx_addr}</Address>\n"
     "  </Pharmacy>\n</PharmacyNetwork>"),
    ("b30c_csv_fee_schedule", "csv_export", US,
     "cpt,desc,rvu,fee,effective\n{cpt},office visit,{small_digit}.{small},{money_s},{eff_iso}\n{cpt},imaging,{small_digit}.{small},{money_b},{eff_iso}\n"
     "# {org}, group {pc_group}, batch {batch}"),
    ("b30c_directory_card", "provider_directory", US,
     "Find a provider: {pr_name}, {pr_specialty}\nNPI {pr_npi}  Accepting new patients: ((yes||no||waitlist))\n{pr_addr}\n"
     "Phone {pr_phone}  Plans: {pc_plan}\nDirectory verified {dos}."),
    ("b30c_rx_card_back", "pharmacy_card", US,
     "Back of card - {org_upper}\nRxBIN {org_rxbin} | PCN {org_rxpcn} | Grp {org_rxgrp}\nPharmacists call {rx_phone}; members "
     "{org_tollfree}; nurse line {nurse_line} (24/7)\nSubmit claims: {org_claims_addr}  Payer ID {payer_id}  stock {pc_version}"),
    ("b30c_appeal_rights", "appeal_rights", US,
     "YOUR APPEAL RIGHTS: You may ask for an internal appeal within 180 days. Write to {org_claims_addr} or e-mail "
     "{org_appeals_email}; urgent appeals by fax {org_fax} are decided within 72 hours. External review: {small_digit} months. Ref {pc_policy}."),
    ("b30c_status_page", "status_page", US,
     "{status_url} - {iso_ts}\nPatient portal: ((operational||degraded))\nEDI gateway: ((operational||maintenance {clock}-{clock_a}))\n"
     "p95 latency {small}{small_digit} ms; incident {pc_ticket} closed."),
    ("b30c_call_script", "call_script", US,
     "Agent script {pc_ref}: \"Thanks for calling {org}. I can explain your plan's benefits without your ID; for claim details I'll "
     "send you to the secure portal.\" Transfer nurse questions to {nurse_line}. Target handle {small} s."),
    ("b30c_de_fortbildung", "cme_catalogue", ("de_DE", "de_AT", "de_CH"),
     "Fortbildungskalender {quarter}: {small} Kurse, {small_digit} CME-Punkte je Kurs, Gebühr {eur}. Anmeldung bis {ddmmyyyy} "
     "an {cme_email}."),
    ("b30c_fr_menu", "nutrition_menu", ("fr_FR",),
     "Menu du {weekday} {ddmmyyyy}: potage {small} kcal, poisson vapeur {hundreds} kcal, allergènes G, L, P. Régimes : "
     "{small_digit} textures. Service restauration {org_intl_line}"),
    ("b30c_es_it_parking", "parking_notice", ("es_ES", "it_IT", "es_MX"),
     "Aparcamiento / Parcheggio: tarifa {eur} por día / al giorno, lanzadera ogni {small} minuti dalle {clock}. "
     "Plazas / posti {hundreds}. Ref {pc_ref}."),
    ("b30c_nl_pt_beds", "bed_board", ("nl_NL", "nl_BE", "pt_BR", "pt_PT"),
     "Beddenoverzicht / Mapa de camas {ddmmyyyy} {clock}: {small_count} bezet / ocupadas, {small} vrij / livres, "
     "bezetting {pct_int}. Coördinatie {org_intl_line}"),
    ("b30c_pl_cs_shortage", "shortage_bulletin", ("pl_PL", "cs_CZ"),
     "Komunikat o brakach leków / Výpadky léčiv {ddmmyyyy}: {small} pozycji, zamienniki dla {small_digit}; koszt {czk}. "
     "Apteka / lékárna {rx_phone}"),
    ("b30c_nordic_courier", "courier_route", NORDIC,
     "Provtransport / Näytekuljetus {ddmmyyyy}: rutt {small_digit}, {small} stopp, avgång {clock}, kylbox {small_digit} C. "
     "Kostnad {kr}. Kontakt {courier_phone}"),
    ("b30c_da_nb_flu", "flu_clinic", ("da_DK", "no_NO"),
     "Influenzavaccination for ansatte / Influensavaksine for ansatte {year}: {weekday} kl. {clock}-{clock_a}, {pc_count} doser, "
     "batch {pc_lot}, dækning / dekning {pct_int}. Bedriftshelse {emp_health_phone}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind30", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
